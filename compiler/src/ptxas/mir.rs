//! The machine IR after register allocation: SASS instructions on hardware registers in blocks,
//! each with the rule that made it, its PTX line, Phase 1's property bag and its operands'
//! register classes (for Phase 2), and its control code (from scheduling). Register allocation
//! writes it ([`crate::ptxas::regalloc::rewrite`]); the arch lowering, the scheduler, Phase 2 and
//! layout read and change it.

use crate::ptxas::ori::{Fixup, Prop};
use crate::sass::inst::{ControlCode, Inst};

/// The live range of one virtual register, for the trace.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LiveRange {
    /// The virtual register's name (`%rd4`, `%t12`).
    pub vreg: String,
    /// Its class (`R`, `R64`, `R128`, `P`).
    #[serde(deserialize_with = "crate::interned::static_str")]
    pub class: crate::interned::StaticStr,
    /// First point (2 × instruction index, +1 for a definition).
    pub start: u32,
    /// Last point.
    pub end: u32,
    /// The register it got (`R4`, `P0`).
    pub reg: String,
}

/// One instruction after allocation.
#[derive(Clone, Debug)]
pub struct MachInst {
    /// The SASS instruction (branch targets are filled in at layout).
    pub inst: Inst,
    /// The block a branch goes to.
    pub target: Option<usize>,
    /// The Phase-1 rule (or pass) that made it.
    pub rule: &'static str,
    /// The PTX line.
    pub ptx_line: u32,
    /// Other PTX lines Phase 1 folded into it ([`OriInst::folded_lines`]).
    pub folded_lines: Vec<u32>,
    /// The control code (set by scheduling).
    pub control: ControlCode,
    /// Phase 1's property bag, for Phase 2's matchers.
    pub props: Vec<Prop>,
    /// Each operand's register class as allocated (`select::ori_classes`; 1023 = unconstrained),
    /// for Phase 2's matchers; empty for instructions made without Ori IR.
    pub classes: Vec<u16>,
    /// An address layout fills in (calls and returns).
    pub fixup: Option<Fixup>,
}

/// A block after allocation.
#[derive(Clone, Debug, Default)]
pub struct MachBlock {
    /// The PTX label.
    pub label: Option<String>,
    /// The instructions.
    pub insts: Vec<MachInst>,
    /// Whether some branch targets this block.
    pub branch_target: bool,
}

/// A function after allocation.
#[derive(Clone, Debug, Default)]
pub struct MachFunction {
    /// Its name.
    pub name: String,
    /// The blocks in layout order.
    pub blocks: Vec<MachBlock>,
    /// The live ranges.
    pub ranges: Vec<LiveRange>,
    /// General registers used.
    pub num_r: u32,
    /// Predicates used.
    pub num_p: u32,
}

impl MachFunction {
    /// Every instruction in layout order.
    pub fn insts(&self) -> impl Iterator<Item = &MachInst> {
        self.blocks.iter().flat_map(|b| b.insts.iter())
    }
}

/// A machine instruction from SASS text, for instructions passes make without Ori IR (prologues,
/// preambles, the kernel tail); `rule` names the pass.
pub fn mach(inst: &str, rule: &'static str) -> MachInst {
    // The texts are fixed forms; a parse failure would be a bug caught by the tests as a NOP.
    MachInst {
        inst: crate::sass::parse::parse_inst(inst).unwrap_or_else(|_| Inst { guard: None, opcode: "NOP".into(), modifiers: vec![], operands: vec![] }),
        target: None,
        rule,
        ptx_line: 0,
        folded_lines: Vec::new(),
        control: crate::sass::DEFAULT_CONTROL,
        props: Vec::new(),
        classes: Vec::new(),
        fixup: None,
    }
}

