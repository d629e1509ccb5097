//! Ori IR: the SASS-level instructions ptxas works on between Phase 1 (MercConverter) and the
//! encoder (seed 004).
//!
//! After Phase 1 every instruction carries a real SASS opcode and modifiers (`IADD3`,
//! `IMAD.WIDE.U32`, `LDG.E.64`), but its registers are still *virtual*: one [`VReg`] per PTX
//! register or temporary, each of a [`RegClass`] (a 32-bit `R`, an aligned 64-bit `R` pair, a
//! 128-bit quad, a predicate `P`). Register allocation maps them onto `R0`–`R254` and `P0`–`P6`.
//!
//! Each instruction keeps the name of the Phase-1 rule that made it (`add.s64 → IADD3 + IADD3.X`),
//! the PTX line it came from, and a property bag of seed 004's field ids where the seed names them
//! (8.34/8.35: 33 width, 22 sign, 345 rounding selector, 301 FTZ, 150 comparison mode, 210 memory
//! scope, ...). Field *values* are the seed's numbers where it gives them; they are a teaching aid,
//! never read back by the encoder.
//!
//! ```text
//!   %r6 = mad.lo.s32 %r3, %r4, %r5     ──Phase 1──►   IMAD %r6, %r3, %r4, %r5        (rule mad.lo.s32 → IMAD)
//!   %rd1 = add.s64 %rd4, %rd7                        IADD3 %rd1.lo, %t9, %rd4.lo, %rd7.lo, RZ
//!                                                    IADD3.X %rd1.hi, %rd4.hi, %rd7.hi, RZ, %t9, !PT
//! ```

use std::fmt::Write as _;

/// A virtual register: an index into [`OriFunction::vregs`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct VReg(pub u32);

/// The register class of a virtual register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegClass {
    /// A 32-bit general register.
    R,
    /// A 64-bit value in an aligned even/odd pair of general registers.
    R64,
    /// A 128-bit value in four consecutive general registers, the first a multiple of 4.
    R128,
    /// A predicate.
    P,
}

impl RegClass {
    /// How many hardware registers the class takes.
    pub fn width(self) -> u8 {
        match self {
            RegClass::R | RegClass::P => 1,
            RegClass::R64 => 2,
            RegClass::R128 => 4,
        }
    }

    /// Whether this is the predicate class.
    pub fn is_pred(self) -> bool {
        self == RegClass::P
    }

    /// The class name for the trace.
    pub fn name(self) -> &'static str {
        match self {
            RegClass::R => "R",
            RegClass::R64 => "R64",
            RegClass::R128 => "R128",
            RegClass::P => "P",
        }
    }
}

/// A virtual register's description.
#[derive(Clone, Debug, PartialEq)]
pub struct VRegInfo {
    /// Its class.
    pub class: RegClass,
    /// The PTX register it stands for (`%rd4`), or a temporary's name (`%t12`).
    pub name: String,
}

/// Which part of a register an operand names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// The whole register (a pair as `R2` in `IMAD.WIDE R2, ...` or `[R2.64]`).
    Whole,
    /// One 32-bit part of a pair or quad: 0 is the low word.
    Sub(u8),
}

/// What an operand is.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A virtual register (or one 32-bit part of it).
    Reg(VReg, Part),
    /// `RZ`.
    Zero,
    /// `PT`.
    True,
    /// The stack pointer `R1` (local memory lives below it after the prologue).
    StackPointer,
    /// The uniform register pair holding the global memory descriptor (`UR4`, loaded from
    /// `c[0x0][0x208]` by the prologue).
    Desc,
    /// A fixed uniform register `URn` (a Phase-1 scratch: `REDUX`'s result before the `MOV` to
    /// a general register, an address for `SYNCS`/`LDGSTS`); never allocated.
    UReg(u8),
    /// An integer immediate.
    Imm(i64),
    /// A single-precision immediate.
    FImm(f64),
    /// A constant-bank operand `c[bank][offset]` (offset 0 prints as `c[0x0][RZ]`).
    Const {
        /// The bank.
        bank: u8,
        /// The byte offset.
        offset: i64,
    },
    /// A memory operand: `desc[UR4][R2.64+0x10]` (global) or `[R5+0x4]` (shared).
    Mem {
        /// The base register (`None` is `RZ`).
        base: Option<(VReg, Part)>,
        /// Whether the base is a 64-bit pair (`.64`).
        wide: bool,
        /// Whether the global descriptor `desc[UR4]` is printed.
        desc: bool,
        /// The byte offset.
        offset: i64,
        /// Whether the base is the stack pointer `R1` (local memory) rather than `base`.
        sp: bool,
    },
    /// A special register (`SR_TID.X`).
    SReg(&'static str),
    /// A branch target: a block index.
    Label(usize),
    /// A call target: a device function (its address is filled in at layout).
    Func(String),
    /// A fixed uniform predicate `UPn` (7 is `UPT`): HGMMA's scale-D operand.
    UPred(u8),
    /// A wgmma matrix descriptor in a fixed uniform register pair, `gdesc[URn]` (63: `URZ`).
    GDesc(u8),
    /// A tensor-memory address in a fixed uniform register, `tmem[URn]` (tcgen05).
    TMem(u8),
    /// A tcgen05 MMA instruction descriptor in a fixed uniform register, `idesc[URn]`.
    IDesc(u8),
    /// The warpgroup scoreboard `gsb0` (HGMMA, WARPGROUP.DEPBAR).
    Gsb(u8),
    /// A memory operand addressed by a fixed uniform register: `[UR8+0xfa0]` (the shared
    /// addresses of `SYNCS`, `LDSM`, `UTMALDG`).
    UMem {
        /// The uniform register.
        ur: u8,
        /// The byte offset.
        offset: i64,
    },
    /// A constant-bank operand indexed by a register: `c[0x3][R2+0x10]`.
    ConstReg {
        /// The bank.
        bank: u8,
        /// The index register.
        base: (VReg, Part),
        /// The byte offset.
        offset: i64,
    },
}

/// One operand: its value and decorations.
#[derive(Clone, Debug, PartialEq)]
pub struct Operand {
    /// The value.
    pub value: Value,
    /// `-x`
    pub neg: bool,
    /// `|x|`
    pub abs: bool,
    /// `!p`
    pub not: bool,
    /// `~x`
    pub bitnot: bool,
    /// A half-word selector printed after the register (`.H0_H0`, `.H1_H1`), or empty.
    pub suffix: &'static str,
}

impl Operand {
    /// A plain operand.
    pub fn new(value: Value) -> Operand {
        Operand { value, neg: false, abs: false, not: false, bitnot: false, suffix: "" }
    }

    /// A whole virtual register.
    pub fn reg(v: VReg) -> Operand {
        Operand::new(Value::Reg(v, Part::Whole))
    }

    /// One 32-bit part of a virtual register.
    pub fn sub(v: VReg, k: u8) -> Operand {
        Operand::new(Value::Reg(v, Part::Sub(k)))
    }

    /// `-x`.
    pub fn negated(mut self) -> Operand {
        self.neg = !self.neg;
        self
    }

    /// `|x|`.
    pub fn absolute(mut self) -> Operand {
        self.abs = true;
        self
    }

    /// `!p`.
    pub fn inverted(mut self) -> Operand {
        self.not = !self.not;
        self
    }

    /// `~x`.
    pub fn complemented(mut self) -> Operand {
        self.bitnot = !self.bitnot;
        self
    }

    /// `x.H0_H0` and the like (the suffix with its dot): a half-word selector of a packed 16-bit
    /// operand.
    pub fn half_sel(mut self, suffix: &'static str) -> Operand {
        self.suffix = suffix;
        self
    }

    /// The register the operand names, if any (a memory operand's base included).
    pub fn vreg(&self) -> Option<(VReg, Part)> {
        match &self.value {
            Value::Reg(v, p) => Some((*v, *p)),
            Value::Mem { base, .. } => *base,
            Value::ConstReg { base, .. } => Some(*base),
            _ => None,
        }
    }
}

/// A guard predicate `@%p1` / `@!%p1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guard {
    /// The predicate register.
    pub reg: VReg,
    /// `@!`
    pub not: bool,
}

/// One entry of the property bag: a seed-004 field id, its value, and the field's meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prop {
    /// The field id (seed 004 8.34/8.35: 33 width, 22 sign, 345 rounding, ...).
    pub field: u16,
    /// The value.
    pub value: u32,
    /// What the field means.
    pub name: &'static str,
}

/// Seed 004 8.35: field 33, operand width (147 = 32-bit, 148 = 64-bit).
pub fn prop_width(bits: u32) -> Prop {
    Prop { field: 33, value: if bits == 64 { 148 } else { 147 }, name: "width" }
}

/// Seed 004 8.35: field 22, sign (99 unsigned, 101 signed).
pub fn prop_sign(signed: bool) -> Prop {
    Prop { field: 22, value: if signed { 101 } else { 99 }, name: "sign" }
}

/// Seed 004 8.34: field 345, rounding selector (1900 RN, 1901 RZ, 1902 RM, 1903 RP).
pub fn prop_rounding(mode: &str) -> Prop {
    let value = match mode {
        "RZ" => 1901,
        "RM" => 1902,
        "RP" => 1903,
        _ => 1900,
    };
    Prop { field: 345, value, name: "rounding selector" }
}

/// Seed 004 8.34: field 301, FTZ qualifier (1521 FTZ, 1520 no FTZ).
pub fn prop_ftz(ftz: bool) -> Prop {
    Prop { field: 301, value: if ftz { 1521 } else { 1520 }, name: "ftz" }
}

/// Seed 004 8.35: field 150, comparison mode (650/651); the comparison itself is the modifier.
pub fn prop_compare(unordered: bool) -> Prop {
    Prop { field: 150, value: if unordered { 651 } else { 650 }, name: "comparison mode" }
}

/// Seed 004 8.35: field 210, memory scope (1175 CTA, 1176 GPU, 1177 SYS).
pub fn prop_scope(scope: &str) -> Prop {
    let value = match scope {
        "CTA" => 1175,
        "SYS" => 1177,
        _ => 1176,
    };
    Prop { field: 210, value, name: "memory scope" }
}

/// One Ori instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct OriInst {
    /// The SASS opcode (`IMAD`), or a pseudo-opcode MercExpand replaces after allocation
    /// (`MOV64`).
    pub opcode: &'static str,
    /// Modifiers in printed order, without dots.
    pub modifiers: Vec<String>,
    /// The guard.
    pub guard: Option<Guard>,
    /// How many leading operands are definitions.
    pub ndefs: usize,
    /// Operands in SASS order: definitions first, then sources.
    pub operands: Vec<Operand>,
    /// The property bag.
    pub props: Vec<Prop>,
    /// The Phase-1 rule (or later pass) that made it.
    pub rule: &'static str,
    /// The PTX line it came from (1-based; 0 for the prologue).
    pub ptx_line: u32,
    /// The lines of other PTX statements Phase 1 folded into it (the `mul.wide` of an address
    /// sum fused into one `IMAD.WIDE`), for the explorer's cross-highlighting.
    pub folded_lines: Vec<u32>,
    /// Registers the instruction reads or writes without naming them as operands: a `CALL`'s
    /// argument registers (`false`, read) and return registers (`true`, written).
    pub implicit: Vec<(VReg, bool)>,
    /// An address layout fills in (call target, return address, return base).
    pub fixup: Option<Fixup>,
}

/// An address that only layout knows: call ABI instructions carry one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fixup {
    /// `CALL.REL.NOINC`: the callee's first instruction.
    Call(String),
    /// `MOV Rra, imm` before a call: the address after the next `CALL`, relative to the start
    /// of the kernel's code (as ptxas writes it).
    ReturnAddress,
    /// `RET.REL.NODEC Rra, base`: the start of the kernel's code the return address is relative
    /// to.
    ReturnBase,
    /// `CALL.REL.NOINC Rf, base` (an indirect call): the start of the kernel's code the
    /// function address in Rf is relative to.
    CallIndirect,
    /// `MOV R, imm` of a device function's address (`mov.b64 %rd, f`): its first instruction,
    /// relative to the start of the kernel's code.
    FuncAddress(String),
    /// `BRX Rpair, rel` of `brx.idx`: `rel` is the start of the kernel's code relative to the
    /// next instruction; the table at `offset` in constant bank 2 holds each target block's
    /// offset from the start of the kernel (filled in at layout).
    JumpTable {
        /// The table's byte offset in bank 2.
        offset: u32,
        /// The target blocks, in index order.
        targets: Vec<usize>,
    },
}

/// The clobber-set key of an indirect call: every device function whose address is taken.
pub const INDIRECT_CALLEES: &str = "(indirect)";

/// The clobber-set key of a system call (`vprintf`, `malloc`, ...): it may write every register.
pub const SYSTEM_CALLEES: &str = "(system)";

impl OriInst {
    /// A new instruction without guard, properties or provenance.
    pub fn new(opcode: &'static str, modifiers: &[&str], ndefs: usize, operands: Vec<Operand>) -> OriInst {
        OriInst {
            opcode,
            modifiers: modifiers.iter().map(|m| m.to_string()).collect(),
            guard: None,
            ndefs,
            operands,
            props: Vec::new(),
            rule: "",
            ptx_line: 0,
            folded_lines: Vec::new(),
            implicit: Vec::new(),
            fixup: None,
        }
    }

    /// The opcode with its modifiers.
    pub fn mnemonic(&self) -> String {
        let mut s = self.opcode.to_string();
        for m in &self.modifiers {
            s.push('.');
            s.push_str(m);
        }
        s
    }

    /// The definitions.
    pub fn defs(&self) -> &[Operand] {
        &self.operands[..self.ndefs.min(self.operands.len())]
    }

    /// The sources.
    pub fn srcs(&self) -> &[Operand] {
        &self.operands[self.ndefs.min(self.operands.len())..]
    }

    /// Every virtual register read: source registers, memory bases and the guard.
    pub fn uses(&self) -> Vec<(VReg, Part)> {
        let mut u: Vec<(VReg, Part)> = self.srcs().iter().filter_map(Operand::vreg).collect();
        // A memory operand among the definitions (none today) would still be a read.
        u.extend(self.defs().iter().filter(|o| matches!(o.value, Value::Mem { .. })).filter_map(Operand::vreg));
        if let Some(g) = self.guard {
            u.push((g.reg, Part::Whole));
        }
        u.extend(self.implicit.iter().filter(|(_, def)| !def).map(|(v, _)| (*v, Part::Whole)));
        u
    }

    /// Every virtual register written, with whether the write covers the whole register
    /// unconditionally (a guarded or partial write leaves the rest live).
    pub fn def_regs(&self) -> Vec<(VReg, Part, bool)> {
        let mut d: Vec<(VReg, Part, bool)> = self
            .defs()
            .iter()
            .filter_map(|o| match o.value {
                Value::Reg(v, p) => Some((v, p, self.guard.is_none() && p == Part::Whole)),
                _ => None,
            })
            .collect();
        // A call's results count as written even under a guard: only moves under the same
        // guard read them (a partial write would stretch their pinned range back to the entry).
        d.extend(self.implicit.iter().filter(|(_, def)| *def).map(|(v, _)| (*v, Part::Whole, true)));
        d
    }

    /// The branch target block, if this is a branch.
    pub fn target(&self) -> Option<usize> {
        self.operands.iter().find_map(|o| match o.value {
            Value::Label(b) => Some(b),
            _ => None,
        })
    }

    /// The blocks a `BRX` can branch to (its jump table), empty for other instructions.
    pub fn jump_targets(&self) -> &[usize] {
        match &self.fixup {
            Some(Fixup::JumpTable { targets, .. }) => targets,
            _ => &[],
        }
    }

    /// Whether control never falls through (an unguarded `BRA`, `EXIT` or `RET`; `BRA.U UP0`
    /// is conditional on its uniform predicate operand).
    pub fn ends_flow(&self) -> bool {
        self.guard.is_none() && matches!(self.opcode, "BRA" | "BRX" | "EXIT" | "RET") && !self.operands.iter().any(|o| matches!(o.value, Value::UPred(_)))
    }
}

/// A basic block.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OriBlock {
    /// The PTX label, if the block starts at one.
    pub label: Option<String>,
    /// The instructions.
    pub insts: Vec<OriInst>,
}

/// A function in Ori IR.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OriFunction {
    /// The function's name.
    pub name: String,
    /// The virtual registers.
    pub vregs: Vec<VRegInfo>,
    /// Blocks in layout order; block 0 is the entry.
    pub blocks: Vec<OriBlock>,
    /// Bytes of shared memory the function declares (after the reserved 1 KiB).
    pub shared_bytes: u32,
    /// Bytes of local memory (the stack frame the prologue makes below R1).
    pub local_bytes: u32,
    /// Virtual registers pinned to a hardware register by the call ABI (arguments, return
    /// values, the return address), with that register.
    pub fixed: Vec<(VReg, u8)>,
    /// Whether this is a device function (`.func`): it ends in `RET`, not `EXIT`, and has no
    /// prologue of its own.
    pub device: bool,
}

impl OriFunction {
    /// A new virtual register.
    pub fn new_vreg(&mut self, class: RegClass, name: impl Into<String>) -> VReg {
        self.vregs.push(VRegInfo { class, name: name.into() });
        VReg(self.vregs.len() as u32 - 1)
    }

    /// A new temporary (`%t<n>`).
    pub fn temp(&mut self, class: RegClass) -> VReg {
        let n = self.vregs.len();
        self.new_vreg(class, format!("%t{n}"))
    }

    /// The class of a virtual register.
    pub fn class(&self, v: VReg) -> RegClass {
        self.vregs.get(v.0 as usize).map_or(RegClass::R, |i| i.class)
    }

    /// Every instruction in layout order.
    pub fn insts(&self) -> impl Iterator<Item = &OriInst> {
        self.blocks.iter().flat_map(|b| b.insts.iter())
    }

    /// The name of a register part as the Ori printer writes it: `%r5`, `%rd4`, `%rd4.lo`,
    /// `%rd4.hi`, `%t9.2`.
    pub fn reg_text(&self, v: VReg, p: Part) -> String {
        let name = self.vregs.get(v.0 as usize).map_or_else(|| format!("%v{}", v.0), |i| i.name.clone());
        match (p, self.class(v)) {
            (Part::Whole, _) => name,
            (Part::Sub(0), RegClass::R64) => format!("{name}.lo"),
            (Part::Sub(1), RegClass::R64) => format!("{name}.hi"),
            (Part::Sub(k), _) => format!("{name}.{k}"),
        }
    }

    /// One operand as text, virtual registers by name.
    pub fn operand_text(&self, o: &Operand) -> String {
        let core = match &o.value {
            Value::Reg(v, p) => self.reg_text(*v, *p),
            Value::Zero => "RZ".into(),
            Value::True => "PT".into(),
            Value::Desc => "UR4".into(),
            Value::UReg(63) => "URZ".into(),
            Value::UReg(u) => format!("UR{u}"),
            Value::StackPointer => "R1".into(),
            Value::Imm(i) => hex(*i),
            Value::FImm(f) => crate::sass::print::float_imm(*f, crate::sass::inst::FloatKind::F32).trim_end().to_string(),
            Value::Const { bank, offset } => format!("c[{}][{}]", hex(*bank as i64), hex(*offset)),
            Value::Mem { base, wide, desc, offset, sp } => {
                let mut inner = match base {
                    Some((v, p)) => format!("{}{}", self.reg_text(*v, *p), if *wide { ".64" } else { "" }),
                    None if *sp => "R1".into(),
                    None => "RZ".into(),
                };
                if *offset != 0 {
                    let _ = write!(inner, "+{}", hex(*offset));
                }
                if *desc { format!("desc[UR4][{inner}]") } else { format!("[{inner}]") }
            }
            Value::SReg(s) => s.to_string(),
            Value::UMem { ur, offset } => {
                if *offset != 0 { format!("[UR{ur}+{}]", hex(*offset)) } else { format!("[UR{ur}]") }
            }
            Value::Func(name) => format!("`({name})"),
            Value::UPred(7) => "UPT".into(),
            Value::UPred(p) => format!("UP{p}"),
            Value::GDesc(63) => "gdesc[URZ]".into(),
            Value::GDesc(u) => format!("gdesc[UR{u}]"),
            Value::TMem(63) => "tmem[URZ]".into(),
            Value::TMem(u) => format!("tmem[UR{u}]"),
            Value::IDesc(63) => "idesc[URZ]".into(),
            Value::IDesc(u) => format!("idesc[UR{u}]"),
            Value::Gsb(b) => format!("gsb{b}"),
            Value::ConstReg { bank, base, offset } => {
                let r = self.reg_text(base.0, base.1);
                if *offset != 0 { format!("c[{}][{r}+{}]", hex(*bank as i64), hex(*offset)) } else { format!("c[{}][{r}]", hex(*bank as i64)) }
            }
            Value::Label(b) => match self.blocks.get(*b).and_then(|b| b.label.clone()) {
                Some(l) => format!("`({l})"),
                None => format!("`(.B{b})"),
            },
        };
        let mut s = core;
        s.push_str(o.suffix);
        if o.abs {
            s = format!("|{s}|");
        }
        if o.bitnot {
            s = format!("~{s}");
        }
        if o.neg {
            s = format!("-{s}");
        }
        if o.not {
            s = format!("!{s}");
        }
        s
    }

    /// An instruction as text: `@%p1 IADD3 %r6, %r3, -%r4, RZ`.
    pub fn inst_text(&self, i: &OriInst) -> String {
        let mut s = String::new();
        if let Some(g) = i.guard {
            let _ = write!(s, "@{}{} ", if g.not { "!" } else { "" }, self.reg_text(g.reg, Part::Whole));
        }
        s.push_str(&i.mnemonic());
        for (k, o) in i.operands.iter().enumerate() {
            s.push_str(if k == 0 { " " } else { ", " });
            s.push_str(&self.operand_text(o));
        }
        s
    }

    /// The whole function as text, one instruction per line with its rule and PTX line.
    pub fn dump(&self) -> String {
        let mut out = format!("function {}\n", self.name);
        for (b, block) in self.blocks.iter().enumerate() {
            let _ = writeln!(out, ".B{b}:{}", block.label.as_ref().map(|l| format!("  // {l}")).unwrap_or_default());
            for i in &block.insts {
                let props: Vec<String> = i.props.iter().map(|p| format!("{}={}", p.field, p.value)).collect();
                let _ = writeln!(
                    out,
                    "    {:<56} // line {}: {}{}",
                    self.inst_text(i),
                    i.ptx_line,
                    i.rule,
                    if props.is_empty() { String::new() } else { format!(" {{{}}}", props.join(" ")) }
                );
            }
        }
        out
    }
}

/// How an Ori instruction becomes a SASS [`Inst`](crate::sass::inst::Inst): the physical register of
/// each virtual one, and the byte address of each block (for branch targets).
pub struct PhysMap<'a> {
    /// The first hardware register of a virtual register (`R`/`P` number).
    pub reg: &'a dyn Fn(VReg) -> u8,
    /// The address of a block.
    pub block: &'a dyn Fn(usize) -> u64,
}

impl std::fmt::Debug for PhysMap<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PhysMap")
    }
}

/// Whether nvdisasm prints an opcode's 32-bit immediates signed (`IADD3 R2, R3, -0x4, RZ`) or
/// unsigned (`LOP3.LUT R2, R3, 0xffffff00, ...`, `MOV R2, 0xffffffff`).
pub fn signed_immediates(opcode: &str) -> bool {
    matches!(opcode, "IADD3" | "IMAD" | "ISETP" | "LEA" | "VIMNMX" | "IABS")
}

/// Lowers an Ori instruction (not a pseudo) to a SASS instruction with physical registers. IMAD
/// takes the alias nvdisasm prints for its operand values (`IMAD.MOV.U32`, `IMAD.IADD`,
/// `IMAD.SHL.U32`); immediates take the sign nvdisasm prints.
pub fn to_sass(f: &OriFunction, i: &OriInst, map: &PhysMap<'_>) -> crate::sass::inst::Inst {
    use crate::sass::inst::{Guard as SGuard, Inst, MemRef, Operand as SOp, OperandValue as V, FloatKind, PT as SPT, RZ as SRZ};
    let signed = signed_immediates(i.opcode);
    let operands = i
        .operands
        .iter()
        .map(|o| {
            let value = match &o.value {
                Value::Reg(v, p) => {
                    let base = (map.reg)(*v);
                    let k = match p {
                        Part::Whole => 0,
                        Part::Sub(k) => *k,
                    };
                    if f.class(*v).is_pred() { V::Pred(base) } else { V::Reg(base.saturating_add(k)) }
                }
                Value::Zero => V::Reg(SRZ),
                Value::True => V::Pred(SPT),
                Value::Desc => V::UReg(4),
                Value::UReg(u) => V::UReg(*u),
                Value::StackPointer => V::Reg(1),
                Value::Imm(x) => V::Imm(if signed { *x as u32 as i32 as i64 } else { *x as u32 as i64 }),
                Value::FImm(x) => V::FImm(*x, FloatKind::F32),
                Value::Const { bank, offset } => {
                    // LDC prints its zero offset as the index register: `c[0x0][RZ]`.
                    let index = (i.opcode == "LDC" && *offset == 0).then_some(SRZ);
                    V::Const { bank: *bank, index, offset: *offset }
                }
                Value::Mem { base, wide, desc, offset, sp } => {
                    let base = if *sp { Some((1u8, String::new())) } else { None }.or(base.map(|(v, p)| {
                        let k = match p {
                            Part::Whole => 0,
                            Part::Sub(k) => k,
                        };
                        ((map.reg)(v).saturating_add(k), if *wide { ".64".to_string() } else { String::new() })
                    }));
                    // The pre-Hopper mbarrier atomics (`ATOMS.ARRIVE.64`, `ATOMS.POPC.INC.32`) exist
                    // only with a uniform register in the address: ptxas writes `URZ` there
                    // (`[R17+URZ+0x8]`, `[URZ+0xfa0]`).
                    let urz = i.opcode == "ATOMS" && i.modifiers.iter().any(|m| m == "ARRIVE" || m == "POPC");
                    let uadd = urz.then_some(63);
                    let uniform_first = urz && base.is_none();
                    V::Mem(MemRef { desc: desc.then_some(4), base, uadd, offset: (*offset != 0).then_some(*offset), uniform_first })
                }
                // `DEPBAR.LE SB0, n` names a scoreboard where other instructions name a special register.
                Value::SReg(s) if s.strip_prefix("SB").and_then(|n| n.parse::<u8>().ok()).is_some_and(|n| n < 6) => V::Scoreboard(s[2..].parse().unwrap_or(0)),
                // `TEX ... 2D`: a fixed word of the instruction.
                Value::SReg(s) if crate::sass::inst::KEYWORD_OPERANDS.contains(s) => V::Word(s.to_string()),
                Value::SReg(s) => V::SReg(s.to_string()),
                Value::UMem { ur, offset } => V::Mem(MemRef { desc: None, base: None, uadd: Some(*ur), offset: (*offset != 0).then_some(*offset), uniform_first: true }),
                Value::Label(b) => V::Target((map.block)(*b)),
                // Filled in at layout.
                Value::Func(_) => V::Target(0),
                Value::UPred(p) => V::UPred(*p),
                Value::GDesc(u) => V::GDesc(*u),
                Value::TMem(u) => V::TMem(*u),
                Value::IDesc(u) => V::IDesc(*u),
                Value::Gsb(b) => V::Gsb(*b),
                Value::ConstReg { bank, base: (v, p), offset } => {
                    let k = match p {
                        Part::Whole => 0,
                        Part::Sub(k) => *k,
                    };
                    V::Const { bank: *bank, index: Some((map.reg)(*v).saturating_add(k)), offset: *offset }
                }
            };
            let mut s = SOp::new(value);
            s.neg = o.neg;
            s.abs = o.abs;
            s.not = o.not;
            s.bitnot = o.bitnot;
            s.suffix = o.suffix.to_string();
            s
        })
        .collect();
    let guard = i.guard.map(|g| SGuard { pred: (map.reg)(g.reg), uniform: false, not: g.not });
    let mut inst = Inst { guard, opcode: i.opcode.to_string(), modifiers: i.modifiers.clone(), operands };
    if inst.opcode == "IMAD" {
        if let Some(alias) = crate::sass::print::imad_alias(&inst) {
            inst.modifiers = match alias {
                "MOV" => vec!["MOV".into(), "U32".into()],
                "SHL" => vec!["SHL".into(), "U32".into()],
                other => vec![other.to_string()],
            };
        }
    }
    inst
}

fn hex(v: i64) -> String {
    if v < 0 { format!("-0x{:x}", v.unsigned_abs()) } else { format!("0x{v:x}") }
}

/// The register class that matches any (seed 004: `class == 1023 || class == expected`).
pub const WILDCARD: u16 = 1023;

/// Register class ids: 1 = 32-bit, 2 = 64-bit pair, 3 = 128-bit quad, 4 = predicate.
pub fn class_id(c: RegClass) -> u16 {
    match c {
        RegClass::R => 1,
        RegClass::R64 => 2,
        RegClass::R128 => 3,
        RegClass::P => 4,
    }
}

/// The register class of each operand of an Ori instruction as allocation resolved it (its
/// virtual register's class; a 32-bit part of a pair is class 1); [`WILDCARD`] for operands
/// without a virtual register (`RZ`, `PT`, immediates, the stack pointer). Register allocation
/// keeps these with each instruction for Phase 2.
pub fn ori_classes(f: &OriFunction, i: &OriInst) -> Vec<u16> {
    let of = |v, p: Part| match p {
        Part::Whole => class_id(f.class(v)),
        Part::Sub(_) => 1,
    };
    i.operands
        .iter()
        .map(|o| match &o.value {
            Value::Reg(v, p) => of(*v, *p),
            Value::Mem { base: Some((v, p)), sp: false, .. } => of(*v, *p),
            _ => WILDCARD,
        })
        .collect()
}

/// The pseudo-instruction at a device function's entry that defines its argument registers
/// (MercExpand drops it: the caller wrote them).
pub const ENTRY_ARGS: &str = "ENTRY_ARGS";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uses_and_defs_follow_the_operand_order() {
        let mut f = OriFunction::default();
        let a = f.new_vreg(RegClass::R, "%r1");
        let d = f.new_vreg(RegClass::R64, "%rd1");
        let p = f.new_vreg(RegClass::P, "%p1");
        let mut i = OriInst::new("IMAD", &["WIDE"], 1, vec![Operand::reg(d), Operand::reg(a), Operand::new(Value::Imm(4)), Operand::new(Value::Zero)]);
        assert_eq!(i.uses(), vec![(a, Part::Whole)]);
        assert_eq!(i.def_regs(), vec![(d, Part::Whole, true)]);
        i.guard = Some(Guard { reg: p, not: true });
        assert_eq!(i.def_regs(), vec![(d, Part::Whole, false)], "a guarded write does not kill");
        assert!(i.uses().contains(&(p, Part::Whole)));
        assert_eq!(f.inst_text(&i), "@!%p1 IMAD.WIDE %rd1, %r1, 0x4, RZ");
    }

    #[test]
    fn parts_print_as_halves() {
        let mut f = OriFunction::default();
        let d = f.new_vreg(RegClass::R64, "%rd2");
        assert_eq!(f.reg_text(d, Part::Sub(0)), "%rd2.lo");
        assert_eq!(f.reg_text(d, Part::Sub(1)), "%rd2.hi");
        let m = Operand::new(Value::Mem { base: Some((d, Part::Whole)), wide: true, desc: true, offset: 8, sp: false });
        assert_eq!(f.operand_text(&m), "desc[UR4][%rd2.64+0x8]");
    }
}
