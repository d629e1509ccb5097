//! The trace: what every phase of a compilation shows the explorer.
//!
//! The trace is a product, not a debug print. Each phase appends a [`PhaseRecord`] holding one
//! [`Snapshot`]; the explorer's panels read nothing else, and `--emit trace` prints the same
//! structure as JSON. Identifiers are stable within one compilation, so the UI can diff two
//! snapshots of the same DAG and cross-highlight an IR line, its DAG nodes, the machine
//! instructions selected for them, the PTX lines printed for those, and the SASS instructions
//! ptxas's side made of the PTX lines:
//!
//! ```text
//!   SourceRef (line in the input) ─┬─ DagNode.source
//!                                  ├─ MachineInst.source ── MachineInst.dag_node
//!                                  └─ PtxLine ── SassInst.ptx_line
//! ```
//!
//! The same links, gathered in one place, are the trace's [`Provenance`] table: every DAG node
//! with a source location, every machine instruction with the DAG node(s) it was selected from,
//! every line of the PTX output with the machine instruction it was printed for, and every SASS
//! instruction with the PTX line (statement) Phase 1 made it of. For PTX input the PTX lines are
//! the source. In `--emit trace` it is `trace.provenance`:
//!
//! ```json
//! "provenance": {
//!   "source_language": "llvm",
//!   "dag_nodes":     [{ "block": 1, "node": 16, "source": {"line": 21, "col": 3, "len": 66} }],
//!   "machine_insts": [{ "id": 17, "function": "saxpy", "block": 1, "dag_nodes": [16], "source": {...} }],
//!   "ptx_lines":     [{ "line": 30, "machine_inst": 17, "parsed_line": 30, "source": {...} }],
//!   "sass_insts":    [{ "function": 0, "index": 13, "offset": 208, "listing_line": 29,
//!                       "ptx_line": 30, "source": {...} }]
//! }
//! ```
//!
//! `block` indexes the `dags` of every DAG snapshot (all list the same blocks in the same order);
//! a DAG node id is unique within its block. `ptx_line` and `line` are 1-based lines of the PTX
//! output (`outputs.ptx`, what the PTX panel shows), `listing_line` a 1-based line of the SASS
//! listing (`outputs.sass.listing`), `function` and `index` a position in the encoder's snapshot.
//!
//! [`Trace::used`] lists, per opcode table of [`crate::tables`], the rows this compilation used
//! (combine rules that fired, legalization actions taken, patterns that won, machine
//! instructions emitted, Phase 1 rules applied, DAG opcodes seen).
//!
//! 128-bit SASS words are serialised as two `0x`-prefixed hex strings (JSON numbers lose bits
//! above 2^53 in JavaScript).

use crate::diag::Span;
pub use crate::ptxas::phase2::{ModifierWrite, SassCandidate, SassContest};
pub use crate::sass::inst::{BitField, ControlCode};
use serde::{Deserialize, Serialize, Serializer};

/// Which phase a record belongs to, in pipeline order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PhaseId {
    /// LLVM IR (or NVVM IR 2.0) parsed and verified.
    LlvmParse,
    /// MLIR parsed and verified.
    MlirParse,
    /// convert-nvgpu-to-nvvm and lowering to LLVM IR.
    NvgpuToNvvm,
    /// SelectionDAG built per basic block, with the `.param` ABI.
    DagBuild,
    /// The first DAG-combiner run.
    Combine1,
    /// Type legalization.
    LegalizeTypes,
    /// The second DAG-combiner run.
    Combine2,
    /// Operation legalization against the per-SM action table.
    LegalizeOps,
    /// The third DAG-combiner run with the NVPTX target combines.
    Combine3,
    /// Instruction selection: the three selector layers.
    Isel,
    /// The machine passes after selection.
    MachinePasses,
    /// PTX printed by the LLVM side.
    PtxEmit,
    /// PTX parsed by the ptxas side.
    PtxParse,
    /// ptxas Phase 1: MercConverter (PTX operation to SASS opcodes).
    MercConverter,
    /// Register allocation onto R, UR, P, UP.
    RegAlloc,
    /// Scheduling and control codes.
    Schedule,
    /// ptxas Phase 2: matcher contests, encoding slots, modifiers.
    SassSelect,
    /// The Mercury encoder: 128-bit words.
    Encode,
}

impl PhaseId {
    /// Every phase in pipeline order.
    pub const ALL: [PhaseId; 18] = [
        PhaseId::LlvmParse,
        PhaseId::MlirParse,
        PhaseId::NvgpuToNvvm,
        PhaseId::DagBuild,
        PhaseId::Combine1,
        PhaseId::LegalizeTypes,
        PhaseId::Combine2,
        PhaseId::LegalizeOps,
        PhaseId::Combine3,
        PhaseId::Isel,
        PhaseId::MachinePasses,
        PhaseId::PtxEmit,
        PhaseId::PtxParse,
        PhaseId::MercConverter,
        PhaseId::RegAlloc,
        PhaseId::Schedule,
        PhaseId::SassSelect,
        PhaseId::Encode,
    ];

    /// The name shown in the explorer's phase list and in `--emit trace`.
    pub fn title(self) -> &'static str {
        match self {
            PhaseId::LlvmParse => "LLVM IR",
            PhaseId::MlirParse => "MLIR",
            PhaseId::NvgpuToNvvm => "convert-nvgpu-to-nvvm",
            PhaseId::DagBuild => "SelectionDAG build",
            PhaseId::Combine1 => "DAG combine #1",
            PhaseId::LegalizeTypes => "Type legalization",
            PhaseId::Combine2 => "DAG combine #2",
            PhaseId::LegalizeOps => "Operation legalization",
            PhaseId::Combine3 => "DAG combine #3",
            PhaseId::Isel => "Instruction selection",
            PhaseId::MachinePasses => "Machine passes",
            PhaseId::PtxEmit => "PTX printer",
            PhaseId::PtxParse => "PTX parser",
            PhaseId::MercConverter => "Phase 1: MercConverter",
            PhaseId::RegAlloc => "Register allocation",
            PhaseId::Schedule => "Scheduling and control codes",
            PhaseId::SassSelect => "Phase 2: SASS selection",
            PhaseId::Encode => "Mercury encoder",
        }
    }
}

/// Whether a phase ran.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum PhaseStatus {
    /// The phase ran and produced its snapshot.
    Ran,
    /// The phase stopped with errors (see the compilation's diagnostics).
    Failed,
    /// The phase is not built yet; `what` says what is missing.
    NotImplemented {
        /// A sentence for the user.
        what: String,
    },
}

/// One phase's entry in the trace.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PhaseRecord {
    /// Which phase.
    pub id: PhaseId,
    /// Its display name.
    #[serde(deserialize_with = "crate::interned::static_str")]
    pub title: crate::interned::StaticStr,
    /// Ran, failed or not implemented.
    pub status: PhaseStatus,
    /// What the phase produced.
    pub snapshot: Snapshot,
}

/// What a phase produced, by the kind of program representation it works on.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Snapshot {
    /// Nothing to show (a phase that did not run).
    Empty,
    /// A textual IR (LLVM IR, MLIR) with per-line links.
    Text(TextSnapshot),
    /// SelectionDAGs, one per basic block, with the rule log of the phase.
    Dag(DagSnapshot),
    /// Instruction selection: per node, the layer and the contest.
    Isel(IselSnapshot),
    /// Machine instructions after each pass.
    Mir(MirSnapshot),
    /// SASS-level instructions (Ori IR after Phase 1, allocation, scheduling, encoding).
    Sass(SassSnapshot),
}

/// A line-oriented text with optional links back to the source.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct TextSnapshot {
    /// The language (`"llvm"`, `"mlir"`, `"ptx"`), for highlighting.
    #[serde(deserialize_with = "crate::interned::static_str")]
    pub language: crate::interned::StaticStr,
    /// The text, one entry per line.
    pub lines: Vec<TextLine>,
    /// Named counts worth a glance (functions, blocks, instructions, ...).
    pub stats: Vec<(String, u64)>,
}

/// One line of a [`TextSnapshot`].
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct TextLine {
    /// The text of the line.
    pub text: String,
    /// The input line it came from, if any.
    pub source: Option<Span>,
}

/// A reference from anything in the trace to where it came from in the input.
pub type SourceRef = Option<Span>;

/// The SelectionDAGs of one phase.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct DagSnapshot {
    /// One DAG per (function, basic block).
    pub dags: Vec<BlockDag>,
    /// What the phase did, in order.
    pub log: Vec<RuleEvent>,
    /// For each event of `log`, the index in `dags` of the block it happened in.
    pub log_blocks: Vec<u32>,
}

/// The SelectionDAG of one basic block.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct BlockDag {
    /// The function.
    pub function: String,
    /// The basic block's label.
    pub block: String,
    /// Live nodes in topological order (operands before users). Node ids are stable across the
    /// snapshots of one compilation: a node keeps its id until it is deleted, and new nodes get
    /// new ids.
    pub nodes: Vec<DagNode>,
    /// The root (the chain of the terminator).
    pub root: u32,
}

/// One SelectionDAG node.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct DagNode {
    /// Stable node id (`t12` prints as 12).
    pub id: u32,
    /// The opcode by its seed / LLVM name: `add`, `load`, `NVPTXISD::LoadParam`, `ADDi32rr` after
    /// selection.
    pub opcode: String,
    /// The value types of the results (`i32`, `ch`, `glue`, `v2f16`).
    pub types: Vec<String>,
    /// Operands in order.
    pub operands: Vec<DagEdge>,
    /// Non-operand payload: a constant's value, a register number, a memory operand.
    pub detail: Option<String>,
    /// Flags (`nuw`, `nsw`, `exact`, fast-math flags).
    pub flags: Vec<String>,
    /// The IR instruction it was built from.
    pub source: SourceRef,
}

/// An operand edge: which result of which node.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DagEdge {
    /// The defining node.
    pub node: u32,
    /// Which of its results.
    pub result: u32,
    /// Value, chain or glue, drawn differently.
    pub kind: EdgeKind,
}

/// The kind of an operand edge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EdgeKind {
    /// A data value.
    #[default]
    Value,
    /// An ordering chain (`ch`).
    Chain,
    /// Glue: the two nodes must be scheduled together.
    Glue,
}

/// One step of a combine or legalization phase.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct RuleEvent {
    /// The rule's name as the rule table lists it (`combine.add-zero`, `legalize.promote.i8`).
    pub rule: String,
    /// The node it looked at.
    pub node: u32,
    /// What the node was replaced by (empty when the rule only annotated or deleted).
    pub replaced_by: Vec<u32>,
    /// A sentence for the log view.
    pub note: String,
}

/// Instruction selection, node by node.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct IselSnapshot {
    /// One record per node that was selected, in selection order.
    pub nodes: Vec<NodeSelection>,
}

/// The selector layer that took a node (seed 000: three layers tried in this order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SelectorLayer {
    /// Layer 1: the intrinsic-with-chain family dispatch.
    IntrinsicFamily,
    /// Layer 2: the vector load/store selector.
    VectorLoadStore,
    /// Layer 3: the generated MatcherTable.
    MatcherTable,
    /// Nodes that need no selection (constants, registers, entry token).
    Trivial,
}

/// How one DAG node was selected.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct NodeSelection {
    /// The DAG node (id in the last pre-selection snapshot).
    pub node: u32,
    /// The function of the node's block.
    pub function: String,
    /// The basic block of the node's DAG.
    pub block: String,
    /// The DAG nodes the winning pattern folded into this one (they get no instruction of their
    /// own).
    pub folded: Vec<u32>,
    /// The layer that took it.
    pub layer: SelectorLayer,
    /// Every candidate considered, in the order tried.
    pub candidates: Vec<Candidate>,
    /// The MatcherTable walk, when layer 3 ran.
    pub matcher_steps: Vec<MatcherStep>,
    /// For family dispatch: the table cell used (axis name, value) pairs.
    pub family_cell: Vec<(String, String)>,
    /// The machine opcode chosen.
    pub selected: String,
}

/// One candidate pattern in a selection contest.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Candidate {
    /// The pattern's name.
    pub pattern: String,
    /// Its cost or priority when it matched (lower cost wins; see the seed's scoring rule).
    pub cost: Option<i64>,
    /// The check that rejected it, when it did not match.
    pub rejected_by: Option<String>,
    /// Whether this candidate won.
    pub won: bool,
}

/// One interpreted MatcherTable bytecode instruction.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct MatcherStep {
    /// Index in the table.
    pub index: u32,
    /// `OPC_CheckOpcode`, `OPC_SwitchType`, ...
    pub opcode: String,
    /// Its operands, printed.
    pub detail: String,
    /// Whether the check passed (`true` for non-checks).
    pub passed: bool,
}

/// Machine IR after each machine pass that changed something.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct MirSnapshot {
    /// One entry per pass, in pipeline order.
    pub passes: Vec<MirPass>,
    /// Every machine-pass knob of seed 001 with the value in effect (`mir::passes::KNOBS` order):
    /// the knob panel.
    #[serde(default)]
    pub knobs: Vec<(String, String)>,
}

/// The machine function(s) after one pass.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct MirPass {
    /// The pass name as the seed gives it (`NVPTX Specific Block Remat`).
    pub name: String,
    /// Its command-line id (`nvptx-remat-block`).
    pub id: String,
    /// Whether it changed anything.
    pub changed: bool,
    /// The functions after the pass.
    pub functions: Vec<MachineFunction>,
    /// What changed.
    pub changes: Vec<MirChange>,
    /// Lines the pass logged (`Max Live RRegs: ..`), verbatim.
    pub log: Vec<String>,
}

/// A machine function.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct MachineFunction {
    /// Its name.
    pub name: String,
    /// Blocks in layout order.
    pub blocks: Vec<MachineBlock>,
}

/// A machine basic block.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct MachineBlock {
    /// The label.
    pub name: String,
    /// Instructions in order.
    pub insts: Vec<MachineInst>,
    /// Maximum live registers per class in this block.
    pub max_pressure: Vec<(String, u32)>,
}

/// One machine instruction.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct MachineInst {
    /// Stable id within the compilation.
    pub id: u32,
    /// The opcode (a row of the machine-instruction table).
    pub opcode: String,
    /// The printed instruction.
    pub text: String,
    /// Live registers per class after this instruction.
    pub pressure: Vec<(String, u32)>,
    /// The DAG node it was selected from.
    pub dag_node: Option<u32>,
    /// The input line.
    pub source: SourceRef,
}

/// A change one pass made.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct MirChange {
    /// Added, removed or rewritten.
    pub kind: ChangeKind,
    /// The instruction id.
    pub inst: u32,
    /// A sentence for the log.
    pub note: String,
}

/// The kind of a [`MirChange`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChangeKind {
    /// A new instruction.
    Added,
    /// A deleted instruction.
    Removed,
    /// An instruction whose operands or opcode changed.
    Rewritten,
}

/// SASS-level instructions of one ptxas-side phase.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct SassSnapshot {
    /// The target (`sm_90`).
    pub arch: String,
    /// The arch model that ran: dispatch family, Phase 2 backend, form table, parameter base.
    #[serde(default)]
    pub target: crate::sass::arch::ArchInfo,
    /// The kernels and functions.
    pub functions: Vec<SassFunction>,
}

/// One function's SASS.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct SassFunction {
    /// The function's name.
    pub name: String,
    /// Instructions in address order.
    pub insts: Vec<SassInst>,
    /// The register allocator's live intervals (in the register-allocation snapshot).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub live_ranges: Vec<crate::ptxas::mir::LiveRange>,
    /// The distinct Phase 2 contests of its instructions (in the Phase 2 snapshot).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contests: Vec<SassContest>,
}

/// One SASS instruction with everything the bit-field view needs.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct SassInst {
    /// Byte offset in the function (`/*0040*/`).
    pub offset: u32,
    /// The instruction text as nvdisasm prints it, without the address and the trailing ` ;`.
    pub text: String,
    /// The two 64-bit words, low first (`None` before encoding).
    #[serde(serialize_with = "hex_words", deserialize_with = "hex_words_back")]
    pub words: Option<[u64; 2]>,
    /// The named bit fields of the encoding.
    pub fields: Vec<BitField>,
    /// Control codes (stall, yield, barriers, wait mask, reuse).
    pub control: Option<ControlCode>,
    /// The PTX line this came from (1-based, in the PTX text).
    pub ptx_line: Option<u32>,
    /// The lines of other PTX statements Phase 1 folded into it (a `mul.wide` fused into the
    /// `IMAD.WIDE` of an address sum), in the same numbering.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub folded_lines: Vec<u32>,
    /// The rule that produced it (Phase 1 expansion or Phase 2 template).
    pub rule: String,
    /// The Phase 2 contest that chose its template: an index into its function's `contests` (in
    /// the Phase 2 snapshot; instructions whose contests ran identically share one record).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contest: Option<u32>,
}

fn hex_words<S: Serializer>(words: &Option<[u64; 2]>, s: S) -> Result<S::Ok, S::Error> {
    match words {
        Some([lo, hi]) => [format!("0x{lo:016x}"), format!("0x{hi:016x}")].serialize(s),
        None => s.serialize_none(),
    }
}

fn hex_words_back<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<[u64; 2]>, D::Error> {
    let words: Option<[String; 2]> = Option::deserialize(d)?;
    let parse = |w: &str| u64::from_str_radix(w.trim_start_matches("0x"), 16).map_err(serde::de::Error::custom);
    words.map(|[lo, hi]| Ok([parse(&lo)?, parse(&hi)?])).transpose()
}

/// The whole trace of one compilation.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Trace {
    /// Phases in the order they ran.
    pub phases: Vec<PhaseRecord>,
    /// Where every DAG node, machine instruction, PTX line and SASS instruction came from.
    pub provenance: Provenance,
    /// The rows of the opcode tables this compilation used.
    pub used: Vec<TableUse>,
}

/// The links between the representations of one compilation (see the module docs).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Provenance {
    /// What the source lines are lines of: `"llvm"` (LLVM IR input) or `"ptx"` (PTX input).
    #[serde(deserialize_with = "crate::interned::static_str")]
    pub source_language: crate::interned::StaticStr,
    /// Every DAG node of any snapshot that has a source location, once, by (block, node).
    pub dag_nodes: Vec<DagNodeOrigin>,
    /// Every machine instruction that survived the machine passes, in layout order.
    pub machine_insts: Vec<MachineInstOrigin>,
    /// Every line of the PTX output that came from something: a machine instruction (LLVM
    /// input) or a line of the input (PTX input).
    pub ptx_lines: Vec<PtxLineOrigin>,
    /// Every encoded SASS instruction, in listing order.
    pub sass_insts: Vec<SassInstOrigin>,
}

/// Where a DAG node came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DagNodeOrigin {
    /// Index of its block in every DAG snapshot's `dags`.
    pub block: u32,
    /// The node id (unique within the block, stable across snapshots).
    pub node: u32,
    /// The IR instruction it was built from (a replacement inherits the location of the node it
    /// replaced).
    pub source: crate::diag::Span,
}

/// Where a machine instruction came from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MachineInstOrigin {
    /// The instruction id (as in the MIR snapshots).
    pub id: u32,
    /// The function.
    pub function: String,
    /// The DAG block it was selected in (index as in [`DagNodeOrigin::block`]); `None` for
    /// instructions a machine pass made.
    pub block: Option<u32>,
    /// The DAG nodes it was selected from: the node the selector matched first, then the nodes
    /// the pattern folded into it.
    pub dag_nodes: Vec<u32>,
    /// The input line.
    pub source: SourceRef,
}

/// Where a line of the PTX output came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PtxLineOrigin {
    /// 1-based line in the PTX output.
    pub line: u32,
    /// The machine instruction printed on it (LLVM input).
    pub machine_inst: Option<u32>,
    /// The line of the text the ptxas side parsed that it prints back (the input for PTX input,
    /// the LLVM side's PTX otherwise): what [`SassInst::ptx_line`] counts in. `None` when the
    /// ptxas side did not run.
    pub parsed_line: Option<u32>,
    /// The input line (for PTX input, the input line the statement was parsed from).
    pub source: SourceRef,
}

/// Where a SASS instruction came from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SassInstOrigin {
    /// Index of its function in the encoder snapshot.
    pub function: u32,
    /// Index of the instruction in that function.
    pub index: u32,
    /// Its byte offset.
    pub offset: u32,
    /// 1-based line of the SASS listing that prints it.
    pub listing_line: u32,
    /// 1-based line of the PTX output holding the statement Phase 1 made it of (`None` for the
    /// prologue and the tail).
    pub ptx_line: Option<u32>,
    /// Lines of the PTX output holding statements Phase 1 folded into it (besides `ptx_line`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub folded_ptx_lines: Vec<u32>,
    /// The input line.
    pub source: SourceRef,
}

/// The rows of one opcode table a compilation used, by key (see [`crate::tables::row_key`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableUse {
    /// The table's id (`combine-rules`).
    #[serde(deserialize_with = "crate::interned::static_str")]
    pub table: crate::interned::StaticStr,
    /// The keys of the rows used, sorted.
    pub keys: Vec<String>,
}

/// `NVISEL_TIME_PHASES=1` (native builds only) prints to stderr the wall time since the
/// previous phase record (or since the timer started) each time a phase is recorded: a
/// profiling aid for finding which phase grows with the input. Costs one relaxed load when unset.
#[cfg(not(target_arch = "wasm32"))]
pub mod phase_timer {
    use super::PhaseId;
    use std::cell::Cell;
    use std::time::Instant;

    thread_local! {
        static ENABLED: bool = std::env::var_os("NVISEL_TIME_PHASES").is_some();
        static LAST: Cell<Option<Instant>> = const { Cell::new(None) };
    }

    /// Starts (or restarts) the clock: called at the start of a compilation.
    pub fn start() {
        if ENABLED.with(|e| *e) {
            LAST.with(|l| l.set(Some(Instant::now())));
        }
    }

    /// Prints the time since the last lap, charged to phase `id`.
    pub fn lap(id: PhaseId) {
        if ENABLED.with(|e| *e) {
            lap_named(&format!("{id:?}"));
        }
    }

    /// Prints the time since the last lap, charged to `what` (a step inside a phase).
    pub fn lap_named(what: &str) {
        if !ENABLED.with(|e| *e) {
            return;
        }
        let now = Instant::now();
        let ms = LAST.with(|l| l.replace(Some(now))).map_or(0.0, |t| (now - t).as_secs_f64() * 1e3);
        eprintln!("phase {what:<28} {ms:>10.2} ms");
    }
}

/// The wasm build has no clock: the timer is a no-op there.
#[cfg(target_arch = "wasm32")]
pub mod phase_timer {
    /// No-op (no clock on wasm).
    pub fn start() {}
    /// No-op (no clock on wasm).
    pub fn lap(_: super::PhaseId) {}
    /// No-op (no clock on wasm).
    pub fn lap_named(_: &str) {}
}

/// Progress reports while a compilation runs ([`crate::compile_with_progress`]): a hook called
/// each time a phase record is added, with the phase's id. The hook only observes: it cannot
/// change the compilation, whose output is the same with and without one.
pub mod progress {
    use super::PhaseId;
    use std::cell::RefCell;

    type Hook = Box<dyn FnMut(PhaseId)>;

    thread_local! {
        static HOOK: RefCell<Option<Hook>> = const { RefCell::new(None) };
    }

    /// Tells the hook, if one is set, that phase `id` was recorded.
    pub(crate) fn report(id: PhaseId) {
        HOOK.with(|h| {
            if let Ok(mut h) = h.try_borrow_mut() {
                if let Some(f) = h.as_mut() {
                    f(id);
                }
            }
        });
    }

    /// Runs `body` with `hook` set, then restores the hook that was set before (also when
    /// `body` unwinds).
    pub(crate) fn with_hook<R>(hook: Hook, body: impl FnOnce() -> R) -> R {
        struct Restore(Option<Hook>);
        impl Drop for Restore {
            fn drop(&mut self) {
                let old = self.0.take();
                HOOK.with(|h| *h.borrow_mut() = old);
            }
        }
        let _restore = Restore(HOOK.with(|h| h.borrow_mut().replace(hook)));
        body()
    }
}

impl Trace {
    /// Records a phase that ran.
    pub fn ran(&mut self, id: PhaseId, snapshot: Snapshot) {
        self.push(id, PhaseStatus::Ran, snapshot);
    }

    /// Records a phase that stopped with errors.
    pub fn failed(&mut self, id: PhaseId) {
        self.push(id, PhaseStatus::Failed, Snapshot::Empty);
    }

    /// Records a phase that does not exist yet.
    pub fn not_implemented(&mut self, id: PhaseId, what: impl Into<String>) {
        self.push(id, PhaseStatus::NotImplemented { what: what.into() }, Snapshot::Empty);
    }

    fn push(&mut self, id: PhaseId, status: PhaseStatus, snapshot: Snapshot) {
        phase_timer::lap(id);
        self.phases.push(PhaseRecord { id, title: id.title(), status, snapshot });
        progress::report(id);
    }

    /// The record of `id`, if that phase is in the trace.
    pub fn phase(&self, id: PhaseId) -> Option<&PhaseRecord> {
        self.phases.iter().find(|p| p.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_serialise_as_hex_strings() {
        let inst = SassInst { words: Some([0x0000000407027825, 0x001fcc00078e0202]), ..Default::default() };
        let json = serde_json::to_string(&inst).unwrap();
        assert!(json.contains(r#""words":["0x0000000407027825","0x001fcc00078e0202"]"#), "{json}");
    }

    #[test]
    fn control_code_notation() {
        let c = ControlCode { stall: 4, yield_: true, write_barrier: 1, read_barrier: 7, wait_mask: 0b101, reuse: 0 };
        assert_eq!(c.to_string(), "[B0-2---:R-:W1:Y:S04]");
    }

    #[test]
    fn phase_status_is_tagged() {
        let mut t = Trace::default();
        t.not_implemented(PhaseId::DagBuild, "later");
        let json = serde_json::to_string(&t).unwrap();
        assert!(json.contains(r#""status":{"state":"not-implemented","what":"later"}"#), "{json}");
        assert!(json.contains(r#""id":"dag-build""#), "{json}");
    }
}
