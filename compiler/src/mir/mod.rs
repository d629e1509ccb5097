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
        if self.opcode == "BRX_IDX" {
            // As NVPTX's AsmPrinter prints BRX_START, the BRX_ITEMs and BRX_END.
            let table = format!("$L_brx_{}", self.ops.get(1).map(|o| o.ptx(function)).unwrap_or_default());
            let labels: Vec<String> = self.ops.iter().skip(2).map(|o| o.ptx(function)).collect();
            let index = self.ops.first().map(|o| o.ptx(function)).unwrap_or_default();
            return format!("{table}: .branchtargets\n\t\t{};\n\tbrx.idx \t{index}, {table}", labels.join(",\n\t\t"));
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
                Some('c') => {
                    out.push_str(self.cond);
                    // LLVM 22 prints an integer equality comparison untyped: `setp.eq.b32`, not
                    // `.s32`/`.u32` (only the ordered comparisons carry a signedness).
                    if matches!(self.cond, "eq" | "ne") {
                        let rest = chars.clone().collect::<String>();
                        let b = rest.as_bytes();
                        if b.len() > 2 && b[0] == b'.' && matches!(b[1], b's' | b'u') && b[2].is_ascii_digit() {
                            out.push_str(".b");
                            chars.next();
                            chars.next();
                        }
                    }
                }
                Some('s') => out.push_str(self.space),
                // PTX before 9.1 has no `ld.volatile.local`; local memory is the thread's own, so
                // LLVM 22 prints a volatile local access without `.volatile`.
                Some('v') => out.push_str(if self.volatile && self.space != ".local" { ".volatile" } else { "" }),
                Some('t') => out.push_str(self.def.map(|r| r.class.ptx_type()).unwrap_or("b32")),
                Some(d) if d.is_ascii_digit() => {
                    let k = d as usize - '0' as usize;
                    out.push_str(&self.ops.get(k).map(|o| o.ptx(function)).unwrap_or_default());
                }
                // `${12}`: an operand past 9 (the intrinsic-family templates use this form).
                Some('{') => {
                    let digits: String = chars.by_ref().take_while(|c| *c != '}').collect();
                    let k = digits.parse::<usize>().unwrap_or(usize::MAX);
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
    /// A kernel pointer parameter that is `noalias` and only read (`readonly`, or a function
    /// that only reads memory): what it points to may be loaded with `ld.global.nc` (ldgxform).
    pub read_only: bool,
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
    /// A pointer variable initialized with another variable's address, as LLVM's
    /// printScalarConstant / lowerConstant write it: `other`, `t+4`, `generic(other)`.
    pub addr_init: Option<String>,
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
    /// The frame's stack objects, (offset, size) in bytes, in frame-index order (an offset of
    /// `u64::MAX`: an object the layout could not place). nvptx-mem2reg reads them.
    pub frame_objects: Vec<(u64, u64)>,
    /// The blocks (by [`MachineBlock::index`]) whose IR terminator carries loop metadata that
    /// disables unrolling (`llvm.loop.unroll.disable`, or `llvm.loop.unroll.count` 1): the
    /// header of the loop such a latch closes is printed with `.pragma "nounroll";`.
    pub nounroll_latches: std::collections::BTreeSet<u32>,
    next_reg: [u32; 4],
}

impl MachineFunction {
    /// An empty function.
    pub fn new(name: &str, kernel: bool, params: Vec<ParamDecl>) -> Self {
        MachineFunction { name: name.to_string(), kernel, params, blocks: Vec::new(), ret: None, ret_array: None, frame: None, frame_objects: Vec::new(), nounroll_latches: Default::default(), next_reg: [0; 4] }
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

    /// The function as the explorer's MIR panel shows it, with the register pressure at every
    /// instruction (see [`MachineFunction::pressure`]).
    pub fn snapshot(&self, function: usize) -> trace::MachineFunction {
        let pressure = self.pressure();
        trace::MachineFunction {
            name: self.name.clone(),
            blocks: self
                .blocks
                .iter()
                .zip(pressure)
                .map(|(b, per_inst)| {
                    let mut max = [0u32; 4];
                    for p in &per_inst {
                        for (m, n) in max.iter_mut().zip(p) {
                            *m = (*m).max(*n);
                        }
                    }
                    trace::MachineBlock {
                        name: format!("bb.{}.{}", b.index, b.name),
                        insts: b
                            .insts
                            .iter()
                            .zip(per_inst)
                            .map(|(i, p)| trace::MachineInst {
                                id: i.id,
                                opcode: i.opcode.to_string(),
                                text: i.mir(function),
                                pressure: pressure_pairs(&p),
                                dag_node: i.dag_node,
                                source: i.source,
                            })
                            .collect(),
                        max_pressure: pressure_pairs(&max),
                    }
                })
                .collect(),
        }
    }

    /// The layout successors of block position `k`: the blocks its branches name, and the next
    /// block unless it ends in an unconditional branch, a return or a trap.
    fn successors(&self, k: usize) -> Vec<usize> {
        let Some(b) = self.blocks.get(k) else { return Vec::new() };
        let mut out: Vec<usize> = b
            .insts
            .iter()
            .flat_map(|i| i.ops.iter())
            .filter_map(|o| match o {
                MOperand::Block(t) => self.blocks.iter().position(|x| x.index == *t),
                _ => None,
            })
            .collect();
        let falls_through = !b.insts.last().is_some_and(|i| matches!(i.opcode, "GOTO" | "BRX_IDX" | "Return" | "TRAP" | "EXIT"));
        if falls_through && k + 1 < self.blocks.len() {
            out.push(k + 1);
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Register pressure: for every instruction of every block, the number of virtual registers
    /// of each class (in [`RegClass::ALL`] order) it needs at once — the larger of those live
    /// into it and those live out of it plus what it defines (a definition occupies a register
    /// even when nothing reads it), as LLVM's pressure tracker counts. Liveness is the usual
    /// backward dataflow over the block graph, iterated to a fixpoint.
    pub fn pressure(&self) -> Vec<Vec<[u32; 4]>> {
        use std::collections::BTreeSet;
        let n = self.blocks.len();
        let succs: Vec<Vec<usize>> = (0..n).map(|k| self.successors(k)).collect();
        let mut live_in: Vec<BTreeSet<VReg>> = vec![BTreeSet::new(); n];
        let transfer = |k: usize, live_out: &BTreeSet<VReg>| {
            let mut live = live_out.clone();
            for i in self.blocks[k].insts.iter().rev() {
                if let Some(d) = i.def {
                    live.remove(&d);
                }
                live.extend(i.uses());
            }
            live
        };
        let live_out_of = |k: usize, live_in: &[BTreeSet<VReg>]| -> BTreeSet<VReg> {
            succs[k].iter().flat_map(|&s| live_in[s].iter().copied()).collect()
        };
        // Each round can only grow the sets, which are bounded: this terminates.
        loop {
            let mut changed = false;
            for k in (0..n).rev() {
                let new_in = transfer(k, &live_out_of(k, &live_in));
                if new_in != live_in[k] {
                    live_in[k] = new_in;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        (0..n)
            .map(|k| {
                let mut live = live_out_of(k, &live_in);
                let mut per_inst = vec![[0u32; 4]; self.blocks[k].insts.len()];
                // Counts of `live` per class, kept in step with it (no set copy per instruction).
                let mut counts = [0u32; 4];
                for r in &live {
                    counts[r.class.index()] += 1;
                }
                for (slot, i) in per_inst.iter_mut().zip(self.blocks[k].insts.iter()).rev() {
                    // Live out of the instruction, plus its definition.
                    let mut after = counts;
                    if let Some(d) = i.def {
                        if live.remove(&d) {
                            counts[d.class.index()] -= 1;
                        } else {
                            after[d.class.index()] += 1;
                        }
                    }
                    // Live into it.
                    for u in i.uses() {
                        if live.insert(u) {
                            counts[u.class.index()] += 1;
                        }
                    }
                    for c in 0..4 {
                        slot[c] = after[c].max(counts[c]);
                    }
                }
                per_inst
            })
            .collect()
    }
}

/// Pressure counts as (class type, count) pairs, classes with no live register left out.
fn pressure_pairs(counts: &[u32; 4]) -> Vec<(String, u32)> {
    RegClass::ALL.iter().zip(counts).filter(|(_, n)| **n > 0).map(|(c, n)| (c.ptx_type().to_string(), *n)).collect()
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

    fn inst(id: u32, opcode: &'static str, def: Option<VReg>, ops: Vec<MOperand>) -> MachineInst {
        MachineInst { id, opcode, def, ops, cond: "", space: "", volatile: false, dag_node: None, source: None }
    }

    #[test]
    fn pressure_counts_live_registers_per_class_across_blocks() {
        let mut f = MachineFunction::new("k", true, Vec::new());
        let a = f.new_vreg(RegClass::B32);
        let b = f.new_vreg(RegClass::B32);
        let p = f.new_vreg(RegClass::Pred);
        let c = f.new_vreg(RegClass::B32);
        let r = |v| MOperand::Reg(v);
        f.blocks = vec![
            MachineBlock {
                index: 0,
                name: "entry".into(),
                insts: vec![
                    inst(1, "SREG32", Some(a), vec![MOperand::Sym("%tid.x".into())]),
                    inst(2, "SREG32", Some(b), vec![MOperand::Sym("%ntid.x".into())]),
                    inst(3, "SETP_s32rr", Some(p), vec![r(a), r(b)]),
                    inst(4, "CBranch", None, vec![r(p), MOperand::Block(2)]),
                ],
            },
            // %r1 is live through this block into the exit (it is read there).
            MachineBlock { index: 1, name: "body".into(), insts: vec![inst(5, "ADDi32rr", Some(c), vec![r(b), r(b)])] },
            MachineBlock { index: 2, name: "exit".into(), insts: vec![inst(6, "ST_i32", None, vec![r(a), r(a)]), inst(7, "Return", None, vec![])] },
        ];
        let p = f.pressure();
        // entry: a; a b; a b p (a is read in the exit, b in the body); a b p at the branch.
        assert_eq!(p[0], vec![[0, 0, 1, 0], [0, 0, 2, 0], [1, 0, 2, 0], [1, 0, 2, 0]]);
        // body: a and b in, a and the (dead) c out.
        assert_eq!(p[1], vec![[0, 0, 2, 0]]);
        assert_eq!(p[2], vec![[0, 0, 1, 0], [0, 0, 0, 0]]);
        let snap = f.snapshot(0);
        assert_eq!(snap.blocks[0].insts[2].pressure, vec![("pred".to_string(), 1), ("b32".to_string(), 2)]);
        assert_eq!(snap.blocks[0].max_pressure, vec![("pred".to_string(), 1), ("b32".to_string(), 2)]);
        assert_eq!(snap.blocks[0].insts[2].opcode, "SETP_s32rr");
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
