//! Machine IR: the NVPTX machine functions instruction selection produces (seed 001).
//!
//! A [`MachineFunction`] holds blocks of [`MachineInst`]s over virtual registers, one numbering
//! per register class as LLVM 22 prints them: `%p` predicates, `%rs` 16-bit, `%r` 32-bit (also
//! `f32`), `%rd` 64-bit (also `f64`). Opcodes are rows of the instruction table
//! ([`instrs::INSTRS`]). The machine passes ([`passes`]) rewrite the functions, and the AsmPrinter
//! ([`asm_printer`]) turns them into PTX.

pub mod asm_printer;
pub mod instrs;
pub mod passes;

use crate::diag::Span;
use crate::trace;
use std::fmt;

/// A PTX register class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RegClass {
    /// `.pred`, `%p`.
    Pred,
    /// `.b16`, `%rs`.
    B16,
    /// `.b32`, `%r` (integers and `f32`).
    B32,
    /// `.b64`, `%rd` (integers, pointers and `f64`).
    B64,
}

impl RegClass {
    /// Every class in the order the `.reg` declarations are printed.
    pub const ALL: [RegClass; 4] = [RegClass::Pred, RegClass::B16, RegClass::B32, RegClass::B64];

    /// The register-name prefix.
    pub const fn prefix(self) -> &'static str {
        match self {
            RegClass::Pred => "%p",
            RegClass::B16 => "%rs",
            RegClass::B32 => "%r",
            RegClass::B64 => "%rd",
        }
    }

    /// The `.reg` type.
    pub const fn ptx_type(self) -> &'static str {
        match self {
            RegClass::Pred => "pred",
            RegClass::B16 => "b16",
            RegClass::B32 => "b32",
            RegClass::B64 => "b64",
        }
    }

    const fn index(self) -> usize {
        match self {
            RegClass::Pred => 0,
            RegClass::B16 => 1,
            RegClass::B32 => 2,
            RegClass::B64 => 3,
        }
    }
}

/// A virtual register: a class and a number (from 1, as LLVM prints them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct VReg {
    /// The class.
    pub class: RegClass,
    /// The number within the class.
    pub index: u32,
}

impl fmt::Display for VReg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.class.prefix(), self.index)
    }
}

/// One source operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MOperand {
    /// A virtual register.
    Reg(VReg),
    /// An integer immediate.
    Imm(i64),
    /// An `f32` immediate as IEEE bits (`0f3F800000`).
    F32(u32),
    /// An `f64` immediate as IEEE bits (`0d3FF0000000000000`).
    F64(u64),
    /// A symbol: a parameter name or a special register (`%tid.x`).
    Sym(String),
    /// A basic block by its index.
    Block(u32),
    /// A register the instruction writes besides `$d`: one lane of a vector load
    /// (`ld.v4.b32 {%r1, %r2, %r3, %r4}`) or an inline-asm output. As in LLVM's
    /// `MachineOperand` with `isDef`, the operand list carries it, and it is no use.
    Def(VReg),
}

impl MOperand {
    /// The operand as PTX prints it; blocks are `$L__BB<function>_<block>`.
    pub fn ptx(&self, function: usize) -> String {
        match self {
            MOperand::Reg(r) | MOperand::Def(r) => r.to_string(),
            MOperand::Imm(v) => v.to_string(),
            MOperand::F32(b) => format!("0f{b:08X}"),
            MOperand::F64(b) => format!("0d{b:016X}"),
            MOperand::Sym(s) => s.clone(),
            MOperand::Block(b) => format!("$L__BB{function}_{b}"),
        }
    }
}

/// One machine instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MachineInst {
    /// Stable id within the compilation.
    pub id: u32,
    /// The opcode: a row name of [`instrs::INSTRS`].
    pub opcode: &'static str,
    /// The register it defines.
    pub def: Option<VReg>,
    /// The sources, in the order of the table row.
    pub ops: Vec<MOperand>,
    /// The comparison suffix of `setp` (`lt`, `ge`, `neu`).
    pub cond: &'static str,
    /// The state space of a memory access (`.global`, `.shared`, empty for generic).
    pub space: &'static str,
    /// A volatile memory access.
    pub volatile: bool,
    /// The DAG node it was selected from.
    pub dag_node: Option<u32>,
    /// The IR line.
    pub source: Option<Span>,
}

impl MachineInst {
    /// The instruction as PTX prints it (without the trailing `;`), inside function number
    /// `function` of the module.
    pub fn ptx(&self, function: usize) -> String {
        if self.opcode == "INLINEASM" {
            return self.inline_asm_text(function);
        }
        let template = instrs::find(self.opcode).map(|d| d.template).unwrap_or(self.opcode);
        let mut out = String::new();
        let mut chars = template.chars().peekable();
        while let Some(c) = chars.next() {
            if c != '$' {
                out.push(c);
                continue;
            }
            match chars.next() {
                Some('d') => out.push_str(&self.def.map(|r| r.to_string()).unwrap_or_default()),
                Some('c') => out.push_str(self.cond),
                Some('s') => out.push_str(self.space),
                Some('v') => out.push_str(if self.volatile { ".volatile" } else { "" }),
                Some('t') => out.push_str(self.def.map(|r| r.class.ptx_type()).unwrap_or("b32")),
                Some(d) if d.is_ascii_digit() => {
                    let k = d as usize - '0' as usize;
                    out.push_str(&self.ops.get(k).map(|o| o.ptx(function)).unwrap_or_default());
                }
                Some(other) => {
                    out.push('$');
                    out.push(other);
                }
                None => out.push('$'),
            }
        }
        out
    }

    /// An `INLINEASM`'s template with `$N` replaced by operand `N + 1` (outputs, then inputs)
    /// and `$$` by `$`, as NVPTX's AsmPrinter prints inline asm.
    fn inline_asm_text(&self, function: usize) -> String {
        let Some(MOperand::Sym(template)) = self.ops.first() else { return String::new() };
        let mut out = String::new();
        let mut chars = template.chars().peekable();
        while let Some(c) = chars.next() {
            if c != '$' {
                out.push(c);
                continue;
            }
            if chars.peek() == Some(&'$') {
                chars.next();
                out.push('$');
                continue;
            }
            let mut digits = String::new();
            while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                digits.push(*d);
                chars.next();
            }
            match digits.parse::<usize>().ok().and_then(|k| self.ops.get(k + 1)) {
                Some(o) => out.push_str(&o.ptx(function)),
                None => {
                    out.push('$');
                    out.push_str(&digits);
                }
            }
        }
        out
    }

    /// The instruction as `--emit mir` prints it: `%r6 = MADi32rrr %r3, %r4, %r5`.
    pub fn mir(&self, function: usize) -> String {
        let mut s = String::new();
        if let Some(d) = self.def {
            s.push_str(&format!("{d} = "));
        }
        s.push_str(self.opcode);
        let mut ops: Vec<String> = self.ops.iter().map(|o| o.ptx(function)).collect();
        if !self.cond.is_empty() {
            ops.push(self.cond.to_string());
        }
        if !self.space.is_empty() {
            ops.push(format!("addrspace {}", self.space.trim_start_matches('.')));
        }
        if self.volatile {
            ops.push("volatile".to_string());
        }
        if !ops.is_empty() {
            s.push(' ');
            s.push_str(&ops.join(", "));
        }
        s
    }

    /// The registers it reads.
    pub fn uses(&self) -> impl Iterator<Item = VReg> + '_ {
        self.ops.iter().filter_map(|o| match o {
            MOperand::Reg(r) => Some(*r),
            _ => None,
        })
    }
}

/// A machine basic block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MachineBlock {
    /// Its index in the function (the label number).
    pub index: u32,
    /// The IR block's label.
    pub name: String,
    /// Instructions in order.
    pub insts: Vec<MachineInst>,
}

/// A kernel or device-function parameter as the PTX signature declares it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamDecl {
    /// `<fn>_param_<i>`.
    pub name: String,
    /// The PTX type (`u32`, `f32`, `u64`).
    pub ty: &'static str,
    /// A kernel pointer parameter (`.ptr .align 1`).
    pub ptr: bool,
    /// The state space of a kernel pointer parameter's address space (`.global` for
    /// `ptr addrspace(1)`, printed `.ptr .global .align 1`); empty for a generic pointer.
    pub space: &'static str,
    /// A byte-array parameter, (alignment, size): `.param .align 2 .b8 k_param_0[2]`. LLVM 22
    /// declares `half`/`bfloat` scalars and byval aggregates this way; `ty` is then unused.
    pub array: Option<(u64, u64)>,
}

/// A module-scope variable (`.shared .align 4 .b8 tile[1048];`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalDecl {
    /// Its name.
    pub name: String,
    /// The state space directive (`.shared`).
    pub space: &'static str,
    /// Alignment in bytes.
    pub align: u64,
    /// Size in bytes.
    pub size: u64,
    /// Declared elsewhere (`.extern`).
    pub external: bool,
    /// The initial bytes (`= {1, 2, ...}`), when not all zero.
    pub init: Option<Vec<u8>>,
    /// Visible outside the module (not `internal`/`private`): printed `.visible`.
    pub visible: bool,
    /// A scalar variable's PTX type (`u32`, `f32`, `u64` for a pointer), printed as LLVM does
    /// (`.global .align 4 .u32 x = 5;`); `None` for an aggregate (`.b8 x[16] = {...}`).
    pub scalar: Option<&'static str>,
}

/// A machine function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MachineFunction {
    /// Its name.
    pub name: String,
    /// A kernel (`.entry`) rather than a device function (`.func`).
    pub kernel: bool,
    /// The parameters.
    pub params: Vec<ParamDecl>,
    /// Blocks in layout order.
    pub blocks: Vec<MachineBlock>,
    /// The return value's `.param` type (`b32`, `b64`) of a device function that returns one.
    pub ret: Option<&'static str>,
    /// A return value declared as a byte array, (alignment, size):
    /// `.param .align 2 .b8 func_retval0[2]` (a `half`); it takes precedence over `ret`.
    pub ret_array: Option<(u64, u64)>,
    /// The local stack frame (`__local_depot`): size and alignment in bytes, when it has one.
    pub frame: Option<(u64, u64)>,
    next_reg: [u32; 4],
}

impl MachineFunction {
    /// An empty function.
    pub fn new(name: &str, kernel: bool, params: Vec<ParamDecl>) -> Self {
        MachineFunction { name: name.to_string(), kernel, params, blocks: Vec::new(), ret: None, ret_array: None, frame: None, next_reg: [0; 4] }
    }

    /// A fresh virtual register of `class`.
    pub fn new_vreg(&mut self, class: RegClass) -> VReg {
        let n = &mut self.next_reg[class.index()];
        *n += 1;
        VReg { class, index: *n }
    }

    /// The number of registers handed out in `class` (the `N` of `.reg .b32 %r<N+1>`).
    pub fn reg_count(&self, class: RegClass) -> u32 {
        self.next_reg[class.index()]
    }

    /// Every instruction, in layout order.
    pub fn insts(&self) -> impl Iterator<Item = &MachineInst> {
        self.blocks.iter().flat_map(|b| b.insts.iter())
    }

    /// The function as `--emit mir` prints it.
    pub fn print(&self, function: usize) -> String {
        let mut s = format!("name: {}\n", self.name);
        for b in &self.blocks {
            s.push_str(&format!("bb.{}.{}:\n", b.index, b.name));
            for i in &b.insts {
                s.push_str("  ");
                s.push_str(&i.mir(function));
                if let Some(n) = i.dag_node {
                    s.push_str(&format!("   ; t{n}"));
                }
                s.push('\n');
            }
        }
        s
    }

    /// The function as the explorer's MIR panel shows it.
    pub fn snapshot(&self, function: usize) -> trace::MachineFunction {
        trace::MachineFunction {
            name: self.name.clone(),
            blocks: self
                .blocks
                .iter()
                .map(|b| trace::MachineBlock {
                    name: format!("bb.{}.{}", b.index, b.name),
                    insts: b
                        .insts
                        .iter()
                        .map(|i| trace::MachineInst {
                            id: i.id,
                            text: i.mir(function),
                            pressure: Vec::new(),
                            dag_node: i.dag_node,
                            source: i.source,
                        })
                        .collect(),
                    max_pressure: Vec::new(),
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_number_per_class_from_one() {
        let mut f = MachineFunction::new("k", true, Vec::new());
        let a = f.new_vreg(RegClass::B32);
        let b = f.new_vreg(RegClass::B64);
        let c = f.new_vreg(RegClass::B32);
        assert_eq!((a.to_string(), b.to_string(), c.to_string()), ("%r1".into(), "%rd1".into(), "%r2".into()));
        assert_eq!(f.reg_count(RegClass::B32), 2);
    }

    #[test]
    fn templates_fill_in_operands() {
        let mut f = MachineFunction::new("k", true, Vec::new());
        let d = f.new_vreg(RegClass::Pred);
        let a = f.new_vreg(RegClass::B32);
        let i = MachineInst {
            id: 0,
            opcode: "SETP_s32ri",
            def: Some(d),
            ops: vec![MOperand::Reg(a), MOperand::Imm(-3)],
            cond: "ge",
            space: "",
            volatile: false,
            dag_node: None,
            source: None,
        };
        assert_eq!(i.ptx(0), "setp.ge.s32 %p1, %r1, -3");
        let f32imm = MOperand::F32(1.0f32.to_bits());
        assert_eq!(f32imm.ptx(0), "0f3F800000");
        assert_eq!(MOperand::Block(2).ptx(1), "$L__BB1_2");
    }
}
