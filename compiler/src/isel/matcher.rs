//! Layer 3: the MatcherTable (seed 000 §5.F).
//!
//! Named patterns ([`super::patterns`]) are compiled into bytecode in the `OPC_*` vocabulary of
//! upstream `SelectionDAGISel.h` (5.69). The table opens with `OPC_SwitchOpcode`, whose cases
//! hold `OPC_SwitchType` tables of candidate entry points. A candidate's code checks the root
//! (`OPC_CheckOpcode`, `OPC_CheckType`), records its operands (`OPC_RecordChildN`, charged as
//! CostOperand), re-enters the scorer for a folded child (`OPC_Scope` ... `OPC_MoveParent`: a
//! fresh frame one level deeper), runs target checks (`OPC_CheckComplexPat`,
//! `OPC_CheckPatternPredicate` against the pipeline lattice) and ends in `OPC_EmitNode` and
//! `OPC_CompleteMatch`.
//!
//! The interpreter scores with the saturating arithmetic of [`super::cost`]: every check costs
//! the frame's depth amplifier, captures cost `count × unit`, `OPC_EmitNode` adds the
//! instruction's base cost. A failed check is a rejection carrying the check's name, never a
//! cost of 0.

use super::cost::{self, LatticeSlot, LatticeVerdict, Profile};
use crate::dag::{CondCode, Isd, Mvt, NodeId, NvptxIsd, Opcode, Payload, SdValue, SelectionDag};
use crate::trace::MatcherStep;

/// What node `OPC_CheckOpcode` accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpSel {
    /// An `ISD::*` opcode.
    Isd(Isd),
    /// An `NVPTXISD::*` opcode.
    Nvptx(NvptxIsd),
    /// `intrinsic_wo_chain<llvm.nvvm.read.ptx.sreg.*>`: a special-register read.
    SregRead,
    /// `addrspacecast<from, to>`.
    AddrSpaceCast(u32, u32),
    /// `intrinsic_wo_chain<NAME>`: one target intrinsic without a chain (the NVVM math family).
    Intrinsic(&'static str),
}

impl OpSel {
    fn matches(self, dag: &SelectionDag, n: NodeId) -> bool {
        let node = dag.node(n);
        match self {
            OpSel::Isd(i) => node.opcode == Opcode::Isd(i),
            OpSel::Nvptx(i) => node.opcode == Opcode::Nvptx(i),
            OpSel::AddrSpaceCast(from, to) => {
                node.opcode == Opcode::Isd(Isd::AddrSpaceCast)
                    && matches!(&node.payload, Payload::Target(v) if v.as_slice() == [i64::from(from), i64::from(to)])
            }
            OpSel::Intrinsic(want) => {
                node.opcode == Opcode::Isd(Isd::IntrinsicWoChain) && matches!(&node.payload, Payload::Intrinsic(name) if name == want)
            }
            OpSel::SregRead => {
                node.opcode == Opcode::Isd(Isd::IntrinsicWoChain)
                    && matches!(&node.payload, Payload::Intrinsic(name) if sreg_name(name).is_some())
            }
        }
    }

    /// The name the trace prints.
    pub fn name(self) -> String {
        match self {
            OpSel::SregRead => "intrinsic_wo_chain<llvm.nvvm.read.ptx.sreg.*>".to_string(),
            OpSel::Intrinsic(name) => format!("intrinsic_wo_chain<{name}>"),
            OpSel::AddrSpaceCast(from, to) => format!("addrspacecast<{from}, {to}>"),
            OpSel::Isd(i) => Opcode::Isd(i).to_string(),
            OpSel::Nvptx(i) => Opcode::Nvptx(i).to_string(),
        }
    }
}

/// The PTX special register a `llvm.nvvm.read.ptx.sreg.*` intrinsic reads (`%tid.x`).
pub fn sreg_name(intrinsic: &str) -> Option<String> {
    let reg = intrinsic.strip_prefix("llvm.nvvm.read.ptx.sreg.")?;
    const KNOWN: &[&str] = &[
        "tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z", "ctaid.x", "ctaid.y", "ctaid.z", "nctaid.x", "nctaid.y",
        "nctaid.z", "laneid", "warpid", "nwarpid", "smid", "nsmid", "gridid", "clock", "clock64", "globaltimer",
        "clusterid.x", "clusterid.y", "clusterid.z", "nclusterid.x", "nclusterid.y", "nclusterid.z", "cluster_ctarank",
        "cluster_nctarank", "lanemask.eq", "lanemask.le", "lanemask.lt", "lanemask.ge", "lanemask.gt",
    ];
    let reg = KNOWN.iter().find(|k| **k == reg)?;
    // `lanemask.eq` is spelled `%lanemask_eq` in PTX; the others keep their dots.
    Some(if reg.starts_with("lanemask") { format!("%{}", reg.replace('.', "_")) } else { format!("%{reg}") })
}

/// Which comparisons a `CondCode` leaf accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CondClass {
    /// Signed integer comparisons (and equality).
    Signed,
    /// Unsigned integer comparisons.
    Unsigned,
    /// Floating-point comparisons, ordered and unordered.
    Float,
}

impl CondClass {
    /// The `setp` suffix of `cc` in this class, if the class takes it.
    pub fn suffix(self, cc: CondCode) -> Option<&'static str> {
        use CondCode as C;
        match self {
            CondClass::Signed => match cc {
                C::Eq => Some("eq"),
                C::Ne => Some("ne"),
                C::Lt => Some("lt"),
                C::Le => Some("le"),
                C::Gt => Some("gt"),
                C::Ge => Some("ge"),
                _ => None,
            },
            CondClass::Unsigned => match cc {
                C::Ult => Some("lt"),
                C::Ule => Some("le"),
                C::Ugt => Some("gt"),
                C::Uge => Some("ge"),
                _ => None,
            },
            CondClass::Float => match cc {
                C::Eq | C::Oeq => Some("eq"),
                C::Ne | C::One => Some("ne"),
                C::Lt | C::Olt => Some("lt"),
                C::Le | C::Ole => Some("le"),
                C::Gt | C::Ogt => Some("gt"),
                C::Ge | C::Oge => Some("ge"),
                C::Ueq => Some("equ"),
                C::Une => Some("neu"),
                C::Ult => Some("ltu"),
                C::Ule => Some("leu"),
                C::Ugt => Some("gtu"),
                C::Uge => Some("geu"),
                C::O => Some("num"),
                C::Uo => Some("nan"),
                C::False | C::True => None,
            },
        }
    }
}

/// What an `OPC_RecordChildN` accepts and records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaf {
    /// Any value of the type, used from a register.
    Reg(Mvt),
    /// An integer constant of the type, used as an immediate.
    Imm(Mvt),
    /// A floating-point constant of the type, used as an immediate.
    FpImm(Mvt),
    /// A basic block (branch target).
    Block,
    /// A comparison of the class.
    Cond(CondClass),
}

/// Target ComplexPatterns and flag checks (`OPC_CheckComplexPat`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComplexPat {
    /// The node carries the `contract` fast-math flag (cost 1).
    FmfContract,
    /// The FMA FTZ probe (5.31): `use_ftz = (flags & 0x40) != 0 || unsafe-fp-math`
    /// (or an f32 denormal mode of `preserve-sign`, the 2×2 table's cell C); the check passes
    /// when the decision equals the operand.
    Ftz(bool),
    /// The recorded immediate (a shift amount) is below 32, so `1 << k` fits `mul.wide`'s i32.
    ShiftBelow32,
    /// An immediate operand that fits a signed 32-bit field.
    Imm32,
    /// The recorded immediate is all ones (`xor x, -1` is `not`).
    AllOnes,
    /// The recorded immediate is zero.
    Zero,
    /// The recorded immediate is one (lane 1 of `extract_vector_elt`).
    One,
    /// The node carries the `afn` fast-math flag (approximate functions allowed): the
    /// `.approx` forms of sin, cos and sqrt (cost 0, so they win over the exact form).
    FmfAfn,
    /// The recorded floating-point immediate is +infinity (`setcc (fabs y), inf, oeq` is
    /// `testp.infinite`).
    PosInf,
    /// The recorded condition code is exactly this one.
    CondIs(CondCode),
    /// The recorded immediate fits 16 bits, signed (`true`) or unsigned (`mul.wide.s16 x, 3`).
    Imm16(bool),
    /// The recorded floating-point immediate is 1.0 (`fdiv 1.0, x` is `rcp`).
    FpOne,
    /// The function flushes f32 denormals (`"denormal-fp-math-f32"="preserve-sign"`, LLVM's
    /// useF32FTZ) when the operand is true: the `.ftz` forms outside the FMA probe.
    F32Ftz(bool),
    /// A `sign_extend_inreg` from this type: operand 1 is `ValueType:<type>` (`cvt.s32.s8`).
    InRegFrom(Mvt),
}

impl ComplexPat {
    /// The name the trace prints.
    pub fn name(self) -> &'static str {
        match self {
            ComplexPat::FmfContract => "FastMathContract",
            ComplexPat::Ftz(true) => "FtzProbe(ftz)",
            ComplexPat::Ftz(false) => "FtzProbe(ieee)",
            ComplexPat::ShiftBelow32 => "ShiftBelow32",
            ComplexPat::Imm32 => "Imm32",
            ComplexPat::AllOnes => "AllOnes",
            ComplexPat::Zero => "Zero",
            ComplexPat::One => "One",
            ComplexPat::FmfAfn => "FastMathAfn",
            ComplexPat::InRegFrom(_) => "InRegFrom",
            ComplexPat::PosInf => "PosInf",
            ComplexPat::CondIs(_) => "CondIs",
            ComplexPat::Imm16(true) => "SImm16",
            ComplexPat::Imm16(false) => "UImm16",
            ComplexPat::FpOne => "FpOne",
            ComplexPat::F32Ftz(true) => "F32Ftz",
            ComplexPat::F32Ftz(false) => "F32NoFtz",
        }
    }
}

/// The bit of the node's flag word the FTZ probe tests (seed 000 case 0x66: `flags & 0x40`,
/// NoFPExcept; not `ninf`, so a `fast` FMA keeps the IEEE arm as in the seed's worked example).
pub const FTZ_PROBE_FLAG: u16 = crate::dag::NodeFlags::NO_FP_EXCEPT;

/// One step of a pattern node, in the order the bytecode checks it.
#[derive(Clone, Copy, Debug)]
pub enum Item {
    /// `OPC_CheckType`: the node's first result type.
    Type(Mvt),
    /// `OPC_CheckChild0Type`.
    Child0Type(Mvt),
    /// `OPC_RecordChildN` with its CostOperand charge `count × unit`.
    Record {
        /// The operand number.
        child: u8,
        /// What it must be.
        leaf: Leaf,
        /// How many operand units it costs.
        count: i64,
        /// The cost of one unit.
        unit: i64,
    },
    /// `OPC_Scope` into operand `child`, matched by `node` one level deeper, then
    /// `OPC_MoveParent`.
    Scope {
        /// The operand number.
        child: u8,
        /// The pattern for it.
        node: &'static PatNode,
    },
    /// `OPC_CheckComplexPat`.
    Complex(ComplexPat),
    /// `OPC_CheckSame`: operand `child` is the value in recorded slot `slot`; `flags` drive the
    /// shim (5.67).
    Same {
        /// The operand number.
        child: u8,
        /// The recorded slot.
        slot: u8,
        /// The shim's flag word.
        flags: u64,
    },
    /// `OPC_CheckPatternPredicate`: the lattice row.
    Predicate(u16),
}

/// One operand of an emitted machine node.
#[derive(Clone, Copy, Debug)]
pub enum EmitOp {
    /// The recorded slot, as recorded (register, immediate, block).
    Slot(u8),
    /// `1 << imm` of the recorded immediate slot (`OPC_EmitInteger`).
    Pow2(u8),
    /// The special register the root reads.
    Sreg,
    /// The root itself as an immediate (a constant materialised by `mov`).
    RootImm,
    /// The global variable the root (a `GlobalAddress`) names.
    RootSym,
    /// A constant the pattern supplies (`OPC_EmitInteger`).
    Int(i64),
}

/// `OPC_EmitNode`: a machine node.
#[derive(Clone, Copy, Debug)]
pub struct Emit {
    /// The machine opcode (a row of [`crate::mir::instrs::INSTRS`]).
    pub opcode: &'static str,
    /// Its operands.
    pub ops: &'static [EmitOp],
    /// The recorded `CondCode` slot that gives the `setp` suffix, if any.
    pub cond: Option<u8>,
    /// The cost `OPC_EmitNode` adds.
    pub base: i64,
}

/// A pattern node: an opcode and its checks, and optionally the machine node it emits.
#[derive(Clone, Copy, Debug)]
pub struct PatNode {
    /// The opcode.
    pub op: OpSel,
    /// The checks and captures in order.
    pub items: &'static [Item],
    /// The machine node emitted when the frame completes.
    pub emit: Option<Emit>,
}

impl PatNode {
    /// The pattern as an S-expression: `(add:i32 (mul:i32 reg:i32 reg:i32) reg:i32)`.
    pub fn describe(&self) -> String {
        let mut parts = vec![match self.items.iter().find_map(|i| if let Item::Type(t) = i { Some(*t) } else { None }) {
            Some(t) => format!("{}:{t}", self.op.name()),
            None => self.op.name(),
        }];
        for item in self.items {
            match item {
                Item::Record { leaf, .. } => parts.push(match leaf {
                    Leaf::Reg(t) => format!("reg:{t}"),
                    Leaf::Imm(t) => format!("imm:{t}"),
                    Leaf::FpImm(t) => format!("fpimm:{t}"),
                    Leaf::Block => "bb".to_string(),
                    Leaf::Cond(c) => format!("cond:{c:?}"),
                }),
                Item::Scope { node, .. } => parts.push(node.describe()),
                Item::Complex(c) => parts.push(format!("<{}>", c.name())),
                _ => {}
            }
        }
        format!("({})", parts.join(" "))
    }
}

/// A named pattern.
#[derive(Clone, Copy, Debug)]
pub struct Pattern {
    /// The name (TableGen record style).
    pub name: &'static str,
    /// The root.
    pub root: PatNode,
    /// Tried on the dispatcher's fast path, before scoring.
    pub fast: bool,
}

/// One bytecode instruction.
#[derive(Clone, Debug)]
pub enum Opc {
    /// `OPC_Scope`: re-enter the scorer on operand `child`; the frame's code is the next
    /// `len` instructions.
    Scope {
        /// The operand.
        child: u8,
        /// Length of the frame's code (through its `OPC_MoveParent`).
        len: u32,
    },
    /// `OPC_RecordChild0..7`.
    RecordChild {
        /// The operand.
        child: u8,
        /// What it must be.
        leaf: Leaf,
        /// Operand units.
        count: i64,
        /// Unit cost.
        unit: i64,
    },
    /// `OPC_CheckPatternPredicate`.
    CheckPatternPredicate(u16),
    /// `OPC_CheckOpcode`.
    CheckOpcode(OpSel),
    /// `OPC_CheckType`.
    CheckType(Mvt),
    /// `OPC_CheckChild0Type`.
    CheckChild0Type(Mvt),
    /// `OPC_CheckSame`.
    CheckSame {
        /// The operand.
        child: u8,
        /// The slot.
        slot: u8,
        /// The shim's flags.
        flags: u64,
    },
    /// `OPC_CheckSameVT`.
    CheckSameVT {
        /// The operand.
        child: u8,
        /// The slot.
        slot: u8,
        /// The shim's flags.
        flags: u64,
    },
    /// `OPC_CheckComplexPat`.
    CheckComplexPat(ComplexPat),
    /// `OPC_SwitchOpcode`: per opcode, an index into [`MatcherTable::type_switches`].
    SwitchOpcode(Vec<(OpSel, usize)>),
    /// `OPC_SwitchType`: per result type (`None`: any), the candidate entry points.
    SwitchType(Vec<(Option<Mvt>, Vec<u32>)>),
    /// `OPC_EmitInteger`.
    EmitInteger(i64),
    /// `OPC_EmitNode`.
    EmitNode(Emit),
    /// `OPC_CompleteMatch`: the pattern index.
    CompleteMatch(u32),
    /// `OPC_MoveParent`: end of an `OPC_Scope` frame.
    MoveParent,
}

/// The 15-entry vocabulary (5.69), as the explorer's legend lists it.
pub const VOCABULARY: [&str; 15] = [
    "OPC_Scope",
    "OPC_RecordChild0..7",
    "OPC_CheckPatternPredicate",
    "OPC_CheckOpcode",
    "OPC_CheckType",
    "OPC_CheckChild0Type",
    "OPC_CheckSame",
    "OPC_CheckSameVT",
    "OPC_CheckComplexPat",
    "OPC_SwitchOpcode",
    "OPC_SwitchType",
    "OPC_EmitInteger",
    "OPC_EmitNode",
    "OPC_CompleteMatch",
    "OPC_MoveParent/OPC_Reject",
];

impl Opc {
    /// The opcode's name (`OPC_RecordChild2`).
    pub fn name(&self) -> String {
        match self {
            Opc::Scope { .. } => "OPC_Scope".into(),
            Opc::RecordChild { child, .. } => format!("OPC_RecordChild{child}"),
            Opc::CheckPatternPredicate(_) => "OPC_CheckPatternPredicate".into(),
            Opc::CheckOpcode(_) => "OPC_CheckOpcode".into(),
            Opc::CheckType(_) => "OPC_CheckType".into(),
            Opc::CheckChild0Type(_) => "OPC_CheckChild0Type".into(),
            Opc::CheckSame { .. } => "OPC_CheckSame".into(),
            Opc::CheckSameVT { .. } => "OPC_CheckSameVT".into(),
            Opc::CheckComplexPat(_) => "OPC_CheckComplexPat".into(),
            Opc::SwitchOpcode(_) => "OPC_SwitchOpcode".into(),
            Opc::SwitchType(_) => "OPC_SwitchType".into(),
            Opc::EmitInteger(_) => "OPC_EmitInteger".into(),
            Opc::EmitNode(_) => "OPC_EmitNode".into(),
            Opc::CompleteMatch(_) => "OPC_CompleteMatch".into(),
            Opc::MoveParent => "OPC_MoveParent".into(),
        }
    }

    /// Which vocabulary entry it belongs to.
    pub fn vocabulary_entry(&self) -> &'static str {
        match self {
            Opc::RecordChild { .. } => VOCABULARY[1],
            Opc::MoveParent => VOCABULARY[14],
            other => VOCABULARY.iter().copied().find(|v| *v == other.name()).unwrap_or(VOCABULARY[14]),
        }
    }
}

/// An `OPC_SwitchType` table: per result type (`None`: any), candidate entry points.
pub type TypeCases = Vec<(Option<Mvt>, Vec<u32>)>;

/// The generated table: bytecode plus the patterns it came from.
#[derive(Clone, Debug)]
pub struct MatcherTable {
    /// The bytecode; `code[0]` is the `OPC_SwitchOpcode`.
    pub code: Vec<Opc>,
    /// The patterns, indexed by `OPC_CompleteMatch`.
    pub patterns: &'static [Pattern],
    /// Each pattern's entry point.
    pub entries: Vec<u32>,
}

impl MatcherTable {
    /// Compiles `patterns` into bytecode.
    pub fn build(patterns: &'static [Pattern]) -> MatcherTable {
        let mut code = vec![Opc::SwitchOpcode(Vec::new())];
        let mut entries = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            entries.push(code.len() as u32);
            gen_node(&p.root, &mut code);
            code.push(Opc::CompleteMatch(i as u32));
        }
        // The dispatch: opcode, then the root's type (the first `Type` item, if any).
        let mut cases: Vec<(OpSel, TypeCases)> = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            let vt = match p.root.items.first() {
                Some(Item::Type(vt)) => Some(*vt),
                _ => None,
            };
            let k = match cases.iter().position(|(op, _)| *op == p.root.op) {
                Some(k) => k,
                None => {
                    cases.push((p.root.op, Vec::new()));
                    cases.len() - 1
                }
            };
            let types = &mut cases[k].1;
            match types.iter_mut().find(|(t, _)| *t == vt) {
                Some((_, list)) => list.push(entries[i]),
                None => types.push((vt, vec![entries[i]])),
            }
        }
        let mut switch = Vec::new();
        for (op, types) in cases {
            switch.push((op, code.len()));
            code.push(Opc::SwitchType(types));
        }
        code[0] = Opc::SwitchOpcode(switch);
        MatcherTable { code, patterns, entries }
    }

    /// The candidates for node `n`: the entry points of `OPC_SwitchOpcode` → `OPC_SwitchType`,
    /// the node's type first, then the type-free group. Empty: no pattern-presence entry.
    pub fn candidates(&self, dag: &SelectionDag, n: NodeId) -> Vec<u32> {
        let Some(Opc::SwitchOpcode(cases)) = self.code.first() else { return Vec::new() };
        let Some(&(_, at)) = cases.iter().find(|(op, _)| op.matches(dag, n)) else { return Vec::new() };
        let Some(Opc::SwitchType(types)) = self.code.get(at) else { return Vec::new() };
        let vt = dag.node(n).vts.first().copied();
        let mut out: Vec<u32> = types.iter().filter(|(t, _)| t.is_some() && *t == vt).flat_map(|(_, e)| e.iter().copied()).collect();
        out.extend(types.iter().filter(|(t, _)| t.is_none()).flat_map(|(_, e)| e.iter().copied()));
        out
    }

    /// The pattern whose code starts at `entry`.
    pub fn pattern_at(&self, entry: u32) -> Option<&'static Pattern> {
        let i = self.entries.iter().position(|e| *e == entry)?;
        self.patterns.get(i)
    }
}

fn gen_node(node: &PatNode, code: &mut Vec<Opc>) {
    code.push(Opc::CheckOpcode(node.op));
    for item in node.items {
        match *item {
            Item::Type(vt) => code.push(Opc::CheckType(vt)),
            Item::Child0Type(vt) => code.push(Opc::CheckChild0Type(vt)),
            Item::Record { child, leaf, count, unit } => code.push(Opc::RecordChild { child, leaf, count, unit }),
            Item::Scope { child, node } => {
                let at = code.len();
                code.push(Opc::Scope { child, len: 0 });
                gen_node(node, code);
                code.push(Opc::MoveParent);
                let len = (code.len() - at - 1) as u32;
                code[at] = Opc::Scope { child, len };
            }
            Item::Complex(c) => code.push(Opc::CheckComplexPat(c)),
            Item::Same { child, slot, flags } => code.push(Opc::CheckSame { child, slot, flags }),
            Item::Predicate(row) => code.push(Opc::CheckPatternPredicate(row)),
        }
    }
    if let Some(e) = node.emit {
        for op in e.ops {
            if let EmitOp::Int(v) = op {
                code.push(Opc::EmitInteger(*v));
            }
        }
        code.push(Opc::EmitNode(e));
    }
}

/// A recorded slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A DAG value, with the leaf that recorded it.
    Value(SdValue, Leaf),
    /// The result of the `k`-th machine node this match emits.
    Emitted(usize),
}

/// A machine node a match emits, rooted at a DAG node.
#[derive(Clone, Copy, Debug)]
pub struct PlannedEmit {
    /// What to emit.
    pub emit: Emit,
    /// The DAG node the frame matched.
    pub node: NodeId,
}

/// What the function being selected contributes to the checks.
#[derive(Clone, Copy, Debug, Default)]
pub struct FunctionFacts {
    /// `"unsafe-fp-math"="true"`.
    pub unsafe_fp_math: bool,
    /// `"denormal-fp-math-f32"` (or `"denormal-fp-math"`) is `preserve-sign`.
    pub f32_preserve_sign: bool,
}

/// The FTZ decision of the probe (5.31) for a node with flag word `flags`.
pub fn use_ftz(flags: u16, facts: FunctionFacts) -> bool {
    flags & FTZ_PROBE_FLAG != 0 || facts.unsafe_fp_math || facts.f32_preserve_sign
}

/// A successful match of one candidate.
#[derive(Clone, Debug)]
pub struct Match {
    /// The scorer's cost.
    pub cost: i64,
    /// The recorded slots.
    pub slots: Vec<Slot>,
    /// The machine nodes, innermost first.
    pub emits: Vec<PlannedEmit>,
    /// The DAG nodes folded into the match (matched by an `OPC_Scope` frame).
    pub folded: Vec<NodeId>,
}

/// The scorer: runs one candidate's bytecode on a node.
pub struct Scorer<'a> {
    /// The table.
    pub table: &'a MatcherTable,
    /// The DAG.
    pub dag: &'a SelectionDag,
    /// Value uses per node (chain and glue uses not counted).
    pub value_uses: &'a [u32],
    /// The lattice column.
    pub slot: LatticeSlot,
    /// The depth rule.
    pub profile: Profile,
    /// The function's attributes that checks read.
    pub facts: FunctionFacts,
}

struct Frame {
    slots: Vec<Slot>,
    emits: Vec<PlannedEmit>,
    folded: Vec<NodeId>,
}

impl Scorer<'_> {
    /// Runs the candidate at `entry` on `n`, appending every step to `steps`.
    pub fn run(&self, entry: u32, n: NodeId, steps: &mut Vec<MatcherStep>) -> Result<Match, String> {
        let mut fr = Frame { slots: Vec::new(), emits: Vec::new(), folded: Vec::new() };
        let (cost, _) = self.frame(entry as usize, n, 0, &mut fr, steps)?;
        Ok(Match { cost, slots: fr.slots, emits: fr.emits, folded: fr.folded })
    }

    fn step(steps: &mut Vec<MatcherStep>, pc: usize, op: &Opc, detail: String, passed: bool) {
        steps.push(MatcherStep { index: pc as u32, opcode: op.name(), detail, passed });
    }

    /// One frame: runs from `pc` to its `OPC_MoveParent` or `OPC_CompleteMatch`; returns the
    /// frame's cost and the pc after it.
    fn frame(&self, mut pc: usize, n: NodeId, depth: u32, fr: &mut Frame, steps: &mut Vec<MatcherStep>) -> Result<(i64, usize), String> {
        let mult = cost::depth_mult(depth, self.profile);
        let node = self.dag.node(n);
        let mut c: i64 = 0;
        let operand = |k: u8| node.ops.get(usize::from(k)).copied();
        loop {
            let Some(op) = self.table.code.get(pc) else {
                return Err("ran off the end of the table".into());
            };
            match op {
                Opc::CheckOpcode(sel) => {
                    let ok = sel.matches(self.dag, n);
                    if !ok {
                        Self::step(steps, pc, op, format!("{} is {}, not {}", n, node.opcode, sel.name()), false);
                        return Err(format!("OPC_CheckOpcode: {n} is {}", node.opcode));
                    }
                    c = cost::sat_add(c, cost::sat_mul(1, mult));
                    Self::step(steps, pc, op, format!("{} (depth {depth}, ×{mult}) cost {c}", sel.name()), true);
                }
                Opc::CheckType(vt) | Opc::CheckChild0Type(vt) => {
                    let actual = if matches!(op, Opc::CheckType(_)) {
                        node.vts.first().copied()
                    } else {
                        operand(0).map(|v| self.dag.vt(v))
                    };
                    if actual != Some(*vt) {
                        Self::step(steps, pc, op, format!("{vt} ≠ {}", actual.map(|a| a.to_string()).unwrap_or_default()), false);
                        return Err(format!("{}: not {vt}", op.name()));
                    }
                    c = cost::sat_add(c, cost::sat_mul(1, mult));
                    Self::step(steps, pc, op, format!("{vt} cost {c}"), true);
                }
                Opc::RecordChild { child, leaf, count, unit } => {
                    let Some(v) = operand(*child) else {
                        Self::step(steps, pc, op, "no such operand".into(), false);
                        return Err(format!("{}: no operand", op.name()));
                    };
                    if let Err(why) = self.leaf_ok(v, *leaf) {
                        Self::step(steps, pc, op, why.clone(), false);
                        return Err(format!("{}: {why}", op.name()));
                    }
                    fr.slots.push(Slot::Value(v, *leaf));
                    c = cost::sat_add(c, cost::sat_mul(*count, *unit));
                    Self::step(steps, pc, op, format!("slot {} = {} CostOperand {unit}×{count} cost {c}", fr.slots.len() - 1, v.node), true);
                }
                Opc::Scope { child, len } => {
                    let Some(v) = operand(*child) else {
                        Self::step(steps, pc, op, "no such operand".into(), false);
                        return Err("OPC_Scope: no operand".into());
                    };
                    let uses = self.value_uses.get(v.node.0 as usize).copied().unwrap_or(0);
                    let has_chain = self.dag.node(v.node).vts.contains(&Mvt::Other);
                    if uses != 1 || has_chain {
                        let why = if has_chain { format!("{} has a chain", v.node) } else { format!("{} has {uses} uses", v.node) };
                        Self::step(steps, pc, op, why.clone(), false);
                        return Err(format!("OPC_Scope: {why}"));
                    }
                    Self::step(steps, pc, op, format!("enter {} at depth {}", v.node, depth + 1), true);
                    let (sub, after) = self.frame(pc + 1, v.node, depth + 1, fr, steps)?;
                    fr.folded.push(v.node);
                    c = cost::sat_add(c, sub);
                    debug_assert_eq!(after, pc + 1 + *len as usize);
                    pc = after;
                    Self::step(steps, pc - 1, &Opc::MoveParent, format!("back at depth {depth}: +{sub} cost {c}"), true);
                    continue;
                }
                Opc::MoveParent => return Ok((c, pc + 1)),
                Opc::CheckComplexPat(cp) => match self.complex(*cp, n, fr) {
                    Some(add) => {
                        c = cost::sat_add(c, add);
                        Self::step(steps, pc, op, format!("{} +{add} cost {c}", cp.name()), true);
                    }
                    None => {
                        Self::step(steps, pc, op, format!("{} impossible (INT64_MAX)", cp.name()), false);
                        return Err(format!("OPC_CheckComplexPat {}", cp.name()));
                    }
                },
                Opc::CheckSame { child, slot, flags } | Opc::CheckSameVT { child, slot, flags } => {
                    let v = operand(*child);
                    let rec = fr.slots.get(usize::from(*slot)).copied();
                    let (equal, undef) = match (v, rec) {
                        (Some(v), Some(Slot::Value(r, _))) => {
                            let eq = if matches!(op, Opc::CheckSame { .. }) { v == r } else { self.dag.vt(v) == self.dag.vt(r) };
                            (eq, self.dag.node(r.node).opcode == Opcode::Isd(Isd::Undef))
                        }
                        _ => (false, false),
                    };
                    match cost::check_same_shim(*flags, equal, undef, 1, 10, c) {
                        Some(nc) => {
                            c = nc;
                            Self::step(steps, pc, op, format!("slot {slot} cost {c}"), true);
                        }
                        None => {
                            Self::step(steps, pc, op, format!("operand {child} is not slot {slot}"), false);
                            return Err(format!("{}: operand {child} differs", op.name()));
                        }
                    }
                }
                Opc::CheckPatternPredicate(row) => {
                    let byte = cost::lattice_byte(self.slot, *row);
                    match cost::lattice_verdict(byte) {
                        LatticeVerdict::Accept => Self::step(steps, pc, op, format!("row {row} byte {byte}: accept, cost {c}"), true),
                        LatticeVerdict::Double => {
                            c = cost::sat_mul(2, c);
                            Self::step(steps, pc, op, format!("row {row} byte {byte}: double, cost {c}"), true);
                        }
                        LatticeVerdict::Reject => {
                            Self::step(steps, pc, op, format!("row {row} byte {byte}: reject"), false);
                            return Err(format!("OPC_CheckPatternPredicate: row {row} byte {byte}"));
                        }
                    }
                }
                Opc::EmitInteger(v) => Self::step(steps, pc, op, format!("{v} cost {c}"), true),
                Opc::EmitNode(e) => {
                    c = cost::sat_add(c, e.base);
                    fr.emits.push(PlannedEmit { emit: *e, node: n });
                    if depth > 0 {
                        fr.slots.push(Slot::Emitted(fr.emits.len() - 1));
                    }
                    Self::step(steps, pc, op, format!("{} +{} cost {c}", e.opcode, e.base), true);
                }
                Opc::CompleteMatch(i) => {
                    let name = self.table.patterns.get(*i as usize).map(|p| p.name).unwrap_or("?");
                    Self::step(steps, pc, op, format!("{name} cost {c}"), true);
                    return Ok((c, pc + 1));
                }
                Opc::SwitchOpcode(_) | Opc::SwitchType(_) => return Err("a switch inside a pattern".into()),
            }
            pc += 1;
        }
    }

    fn leaf_ok(&self, v: SdValue, leaf: Leaf) -> Result<(), String> {
        let node = self.dag.node(v.node);
        let vt = self.dag.vt(v);
        let want_type = |want: Mvt| if vt == want { Ok(()) } else { Err(format!("{} is {vt}, not {want}", v.node)) };
        match leaf {
            Leaf::Reg(t) => want_type(t),
            Leaf::Imm(t) => {
                want_type(t)?;
                match node.opcode {
                    Opcode::Isd(Isd::Constant) | Opcode::Isd(Isd::TargetConstant) => Ok(()),
                    _ => Err(format!("{} is not a constant", v.node)),
                }
            }
            Leaf::FpImm(t) => {
                want_type(t)?;
                if node.opcode == Opcode::Isd(Isd::ConstantFP) { Ok(()) } else { Err(format!("{} is not an FP constant", v.node)) }
            }
            Leaf::Block => {
                if matches!(node.payload, Payload::Block(_)) { Ok(()) } else { Err(format!("{} is not a block", v.node)) }
            }
            Leaf::Cond(class) => match node.payload {
                Payload::Cond(cc) if class.suffix(cc).is_some() => Ok(()),
                Payload::Cond(cc) => Err(format!("{} is not a {class:?} comparison", cc.name())),
                _ => Err(format!("{} is not a condition code", v.node)),
            },
        }
    }

    /// A ComplexPattern's cost, or `None` when impossible.
    fn complex(&self, cp: ComplexPat, n: NodeId, fr: &Frame) -> Option<i64> {
        let node = self.dag.node(n);
        match cp {
            ComplexPat::FmfContract => node.flags.has(crate::dag::NodeFlags::CONTRACT).then_some(1),
            ComplexPat::FmfAfn => node.flags.has(crate::dag::NodeFlags::AFN).then_some(0),
            ComplexPat::F32Ftz(want) => (self.facts.f32_preserve_sign == want).then_some(0),
            ComplexPat::FpOne => match fr.slots.last() {
                Some(Slot::Value(v, _)) => match (self.dag.node(v.node).payload.clone(), self.dag.vt(*v)) {
                    // f32 constants are single bits when they fit, else double bits.
                    (Payload::ConstantFp(b), Mvt::F32) if b == u64::from(1.0f32.to_bits()) || b == 1.0f64.to_bits() => Some(0),
                    (Payload::ConstantFp(b), Mvt::F64) if b == 1.0f64.to_bits() => Some(0),
                    _ => None,
                },
                _ => None,
            },
            ComplexPat::Imm16(signed) => match fr.slots.last() {
                Some(Slot::Value(v, _)) => match self.dag.node(v.node).payload {
                    Payload::Constant(k) => {
                        let k = crate::dag::truncate_signed(k, self.dag.vt(*v).bits());
                        let fits = if signed { i16::try_from(k).is_ok() } else { u16::try_from(k).is_ok() };
                        fits.then_some(0)
                    }
                    _ => None,
                },
                _ => None,
            },
            ComplexPat::CondIs(want) => match fr.slots.last() {
                Some(Slot::Value(v, _)) => matches!(self.dag.node(v.node).payload, Payload::Cond(cc) if cc == want).then_some(0),
                _ => None,
            },
            ComplexPat::PosInf => match fr.slots.last() {
                Some(Slot::Value(v, _)) => match (self.dag.node(v.node).payload.clone(), self.dag.vt(*v)) {
                    (Payload::ConstantFp(b), Mvt::F64) if f64::from_bits(b) == f64::INFINITY => Some(0),
                    (Payload::ConstantFp(b), Mvt::F32) if (b <= u64::from(u32::MAX) && f32::from_bits(b as u32) == f32::INFINITY) || f64::from_bits(b) == f64::INFINITY => Some(0),
                    _ => None,
                },
                _ => None,
            },
            ComplexPat::InRegFrom(from) => match node.ops.get(1).map(|o| &self.dag.node(o.node).payload) {
                Some(Payload::Type(t)) if *t == from => Some(0),
                _ => None,
            },
            ComplexPat::Ftz(want) => (use_ftz(node.flags.0, self.facts) == want).then_some(0),
            ComplexPat::ShiftBelow32 => match fr.slots.last() {
                Some(Slot::Value(v, _)) => match self.dag.node(v.node).payload {
                    Payload::Constant(k) if (0..32).contains(&k) => Some(0),
                    _ => None,
                },
                _ => None,
            },
            ComplexPat::AllOnes => match fr.slots.last() {
                Some(Slot::Value(v, _)) => match self.dag.node(v.node).payload {
                    Payload::Constant(k) if crate::dag::truncate_signed(k, self.dag.vt(*v).bits()) == -1 => Some(0),
                    _ => None,
                },
                _ => None,
            },
            ComplexPat::Zero => match fr.slots.last() {
                Some(Slot::Value(v, _)) => match self.dag.node(v.node).payload {
                    Payload::Constant(0) => Some(0),
                    _ => None,
                },
                _ => None,
            },
            ComplexPat::One => match fr.slots.last() {
                Some(Slot::Value(v, _)) => match self.dag.node(v.node).payload {
                    Payload::Constant(1) => Some(0),
                    _ => None,
                },
                _ => None,
            },
            ComplexPat::Imm32 => match fr.slots.last() {
                Some(Slot::Value(v, _)) => match self.dag.node(v.node).payload {
                    Payload::Constant(k) if i32::try_from(crate::dag::truncate_signed(k, self.dag.vt(*v).bits())).is_ok() => Some(0),
                    _ => None,
                },
                _ => None,
            },
        }
    }
}
