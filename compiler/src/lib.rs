//! nvisel: an instruction-selection explorer for NVIDIA GPUs.
//!
//! One compiler core that runs NVIDIA's back end as the source documents in `shared/seeds/`
//! describe it, and records every phase in a [`trace::Trace`] that the command line prints and the
//! browser explorer draws. The library does no I/O (no file system, threads or clocks), so the same
//! code runs natively and in WebAssembly.
//!
//! ```text
//!  LLVM IR (.ll: modern or NVVM IR 2.0) ─┐
//!  MLIR nvgpu (.mlir) ── convert-nvgpu-to-nvvm ─┤
//!                                         ▼
//!         SelectionDAG build (+ .param ABI)            ── DAG snapshot "built"
//!         combine #1                                   ── snapshot + rule log
//!         type legalization                            ── snapshot + action log
//!         combine #2
//!         operation legalization (per-SM action table) ── snapshot + action log
//!         combine #3 + NVPTX combines
//!         instruction selection                        ── per node: layer tried, contests, winner
//!           layer 1 intrinsic-with-chain families
//!           layer 2 vector load/store
//!           layer 3 MatcherTable (bytecode, costs)
//!         machine passes (proxy-reg erasure, peephole, param-opt, MRPA, remat, frame, ...)
//!         PTX printer ───────────────────────────────────────────────► PTX text
//!  PTX (.ptx) ─────────────────────────────────┐                        │
//!                                              ▼ ◄──────────────────────┘
//!         PTX parser → Ori IR
//!         Phase 1: MercConverter (PTX op → SASS op, 1:N expansions)
//!         register allocation (R, UR, P, UP), scheduling + control codes
//!         Phase 2: matcher priority contests (template, priority), encoding slots, modifiers
//!         Mercury encoder → 128-bit words with named fields, MercExpand
//!         SASS printer (nvdisasm format) ─────────────────────────────► SASS listing + bits
//! ```
//!
//! [`compile`] is the driver: it reads as the phase list above. Each phase lives in its own module
//! and appends its snapshot to the trace; a phase that is not built yet says so in the trace and
//! in a diagnostic, rather than pretending.

#![deny(missing_docs)]

pub mod dag;
pub mod diag;
pub mod interned;
pub mod ir;
pub mod isel;
pub mod mir;
pub mod mlir;
pub mod ptx;
pub mod ptxas;
pub mod sass;
pub mod share;
pub mod tables;
pub mod target;
pub mod trace;

#[cfg(feature = "cli")]
pub mod cli;
#[cfg(feature = "cli")]
pub mod cli_cuda;

use diag::{Diagnostic, Diagnostics, Span};
use serde::{Deserialize, Serialize};
use target::{PtxVersion, Sm};
use trace::{PhaseId, Trace};

/// What kind of program the input is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum InputKind {
    /// LLVM IR text: modern (opaque pointers, `ptx_kernel`) or NVVM IR 2.0.
    LlvmIr,
    /// MLIR text with the nvgpu dialect.
    Mlir,
    /// PTX assembly.
    Ptx,
}

impl InputKind {
    /// The kind a file name's extension names (`.ll`, `.mlir`, `.ptx`).
    pub fn from_path(path: &str) -> Option<InputKind> {
        let ext = path.rsplit_once('.').map(|(_, e)| e)?;
        match ext {
            "ll" | "nvvm" => Some(InputKind::LlvmIr),
            "mlir" => Some(InputKind::Mlir),
            "ptx" => Some(InputKind::Ptx),
            _ => None,
        }
    }

    /// Guesses the kind from the text (for stdin): PTX has `.version`/`.target`/`.entry`
    /// directives, MLIR has dialect-qualified operations, anything else is taken as LLVM IR.
    pub fn detect(source: &str) -> InputKind {
        let code = source.lines().map(str::trim_start).filter(|l| {
            !l.is_empty() && !l.starts_with("//") && !l.starts_with(';')
        });
        for line in code.take(200) {
            if line.starts_with(".version") || line.starts_with(".target") || line.starts_with(".entry")
                || line.starts_with(".visible") || line.starts_with(".address_size")
            {
                return InputKind::Ptx;
            }
            if line.starts_with("module") || line.starts_with("gpu.module") || line.starts_with("func.func")
                || line.starts_with("\"builtin.module\"") || line.starts_with("\"gpu.module\"")
                || line.contains("nvgpu.") || line.contains("memref<")
            {
                return InputKind::Mlir;
            }
            if line.starts_with("define") || line.starts_with("declare") || line.starts_with("target ")
                || line.starts_with("source_filename")
            {
                return InputKind::LlvmIr;
            }
        }
        InputKind::LlvmIr
    }

    /// The name used in messages.
    pub fn describe(self) -> &'static str {
        match self {
            InputKind::LlvmIr => "LLVM IR",
            InputKind::Mlir => "MLIR",
            InputKind::Ptx => "PTX",
        }
    }
}

/// How far down the pipeline a compilation goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stage {
    /// Stop after the LLVM IR the MLIR front end produced.
    Llvm,
    /// Stop after the SelectionDAG phases.
    Dag,
    /// Stop after the PTX printer (the LLVM side only).
    Ptx,
    /// Run the ptxas side too, down to SASS words.
    Sass,
}

/// Limits that turn pathological input into a diagnostic instead of a hang.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Budget {
    /// Maximum input size in bytes.
    pub max_input_bytes: usize,
    /// Maximum SelectionDAG nodes per basic block.
    pub max_dag_nodes: usize,
    /// Maximum rewrite steps per combine or legalization run.
    pub max_steps: usize,
}

impl Default for Budget {
    fn default() -> Self {
        Budget { max_input_bytes: 16 << 20, max_dag_nodes: 1_000_000, max_steps: 4_000_000 }
    }
}

/// Everything that shapes a compilation besides the source text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Options {
    /// The input kind; `None` guesses from the text.
    pub input: Option<InputKind>,
    /// The target SM.
    pub sm: Sm,
    /// The PTX ISA version; `None` is the lowest the SM allows.
    pub ptx: Option<PtxVersion>,
    /// Optimisation level 0-3 (as `llc -O`).
    pub opt_level: u8,
    /// How far to run.
    pub stop_after: Stage,
    /// The limits.
    pub budget: Budget,
    /// Machine-pass knob settings, `(id, value)` in order (`--knob id=value`; the ids and
    /// defaults are `mir::passes::KNOBS`).
    pub knobs: Vec<(String, String)>,
    /// Whose back end to follow; `None` picks by the input ([`Pipeline::for_input`]).
    pub pipeline: Option<Pipeline>,
}

/// The two back ends a compilation can follow (`--pipeline`): the same phases, with the passes,
/// defaults and spellings of one real compiler.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pipeline {
    /// LLVM 22's `llc` for NVPTX: the default for modern LLVM IR and MLIR.
    Llvm,
    /// NVIDIA's back end as the seeds describe it (libNVVM / cicc): the default for NVVM IR 2.0.
    Nvidia,
}

impl Pipeline {
    /// The pipeline a module follows when none is asked for: `nvidia` for NVVM IR 2.0 (typed
    /// pointers), `llvm` for everything else.
    pub fn for_input(nvvm_ir: bool) -> Pipeline {
        if nvvm_ir {
            Pipeline::Nvidia
        } else {
            Pipeline::Llvm
        }
    }

    /// The name `--pipeline` takes.
    pub fn name(self) -> &'static str {
        match self {
            Pipeline::Llvm => "llvm",
            Pipeline::Nvidia => "nvidia",
        }
    }

    /// Parses `llvm` or `nvidia`.
    pub fn parse(s: &str) -> Option<Pipeline> {
        match s {
            "llvm" => Some(Pipeline::Llvm),
            "nvidia" => Some(Pipeline::Nvidia),
            _ => None,
        }
    }
}

impl Default for Options {
    fn default() -> Self {
        Options { input: None, sm: Sm::SM90, ptx: None, opt_level: 3, stop_after: Stage::Sass, budget: Budget::default(), knobs: Vec::new(), pipeline: None }
    }
}

impl Options {
    /// The PTX ISA version in effect: the requested one, or the SM's minimum.
    pub fn ptx_version(&self) -> PtxVersion {
        self.ptx.unwrap_or_else(|| self.sm.min_ptx())
    }
}

/// The SASS a compilation produced.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct SassOutput {
    /// The listing in nvdisasm's format (the contract in DESIGN.md).
    pub listing: String,
    /// Every instruction's two 64-bit words, low first, in listing order.
    #[serde(skip)]
    pub words: Vec<[u64; 2]>,
}

impl SassOutput {
    /// The raw instruction words as `nvdisasm -b` reads them: 16 bytes per instruction, each
    /// 64-bit half little-endian, the low half first.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.words.iter().flat_map(|[lo, hi]| lo.to_le_bytes().into_iter().chain(hi.to_le_bytes())).collect()
    }
}

/// The printable outputs of a compilation. A field is `None` when the phase that makes it did not
/// run (not requested, not implemented, or stopped by errors).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Outputs {
    /// LLVM IR (after the MLIR front end lowered to it, or the parsed input printed back).
    pub llvm: Option<String>,
    /// The SelectionDAGs of every phase, printed.
    pub dag: Option<String>,
    /// The instruction-selection report, printed.
    pub isel: Option<String>,
    /// The machine IR after each pass, printed.
    pub mir: Option<String>,
    /// PTX text.
    pub ptx: Option<String>,
    /// SASS listing and words.
    pub sass: Option<SassOutput>,
}

/// The result of [`compile`]: diagnostics, the trace of every phase, and the outputs.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Compilation {
    /// The input kind that was compiled.
    pub input: InputKind,
    /// The options in effect (with defaults filled in).
    pub sm: Sm,
    /// The PTX ISA version in effect.
    pub ptx_version: PtxVersion,
    /// Every diagnostic, sorted by position.
    pub diagnostics: Vec<Diagnostic>,
    /// One record per phase.
    pub trace: Trace,
    /// What the phases produced.
    pub outputs: Outputs,
    /// The back end followed (LLVM IR and MLIR input; `None` for PTX).
    #[serde(default)]
    pub pipeline: Option<Pipeline>,
}

impl Compilation {
    /// Whether any diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(|d| d.severity == diag::Severity::Error)
    }

    /// The trace as JSON (what `--emit trace` prints).
    pub fn trace_json(&self) -> String {
        // Serialising plain data structs cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// Everything a running compilation carries from phase to phase.
struct Session<'a> {
    source: &'a str,
    options: &'a Options,
    diags: Diagnostics,
    trace: Trace,
    outputs: Outputs,
    /// The machine instruction printed on each line of the LLVM side's PTX (its id and source),
    /// for the provenance of the lines the ptxas side parses back.
    ptx_line_insts: Vec<Option<(u32, Option<Span>)>>,
    /// The keys of the table rows used so far, per table id.
    used: std::collections::BTreeMap<&'static str, std::collections::BTreeSet<String>>,
    /// The back end followed, once the input is read.
    pipeline: Option<Pipeline>,
}

impl Session<'_> {
    /// Records that row `key` of table `table` was used.
    fn use_row(&mut self, table: &'static str, key: impl Into<String>) {
        self.used.entry(table).or_default().insert(key.into());
    }
}

impl Session<'_> {
    /// Records that `id` is not built yet: a trace entry plus an error at the start of the input,
    /// so a caller never mistakes a missing phase for an empty result.
    fn not_implemented(&mut self, id: PhaseId, what: &str) {
        self.trace.not_implemented(id, what);
        self.diags.error("driver", Span::start(), format!("{what} is not implemented yet"));
    }
}

/// [`compile`], telling `on_phase` each phase as its record is added to the trace (in the order
/// of `trace.phases`): the explorer's worker posts these as progress on long compiles. The
/// compilation is the same as [`compile`]'s.
pub fn compile_with_progress(source: &str, options: &Options, on_phase: impl FnMut(PhaseId) + 'static) -> Compilation {
    trace::progress::with_hook(Box::new(on_phase), || compile(source, options))
}

/// Compiles `source` with `options`. Never panics on any input; every problem is a diagnostic.
pub fn compile(source: &str, options: &Options) -> Compilation {
    let input = options.input.unwrap_or_else(|| InputKind::detect(source));
    trace::phase_timer::start();
    let mut s = Session {
        source,
        options,
        diags: Diagnostics::new(),
        trace: Trace::default(),
        outputs: Outputs::default(),
        ptx_line_insts: Vec::new(),
        used: Default::default(),
        pipeline: None,
    };

    // LLVM 22 (and ptxas) refuse a requested PTX version older than the SM's minimum.
    if let Err(e @ target::PtxRequestError::TooOld { .. }) = target::Subtarget::new(options.sm, options.ptx) {
        s.diags.error("driver", Span::start(), e.message());
    } else if source.len() > options.budget.max_input_bytes {
        s.diags.error(
            "driver",
            Span::start(),
            format!("input is {} bytes, over the budget of {} bytes", source.len(), options.budget.max_input_bytes),
        );
    } else {
        match input {
            InputKind::LlvmIr => llvm_side(&mut s, source, None),
            InputKind::Mlir => mlir_side(&mut s),
            // ptxas refuses a .target the chosen architecture cannot run, before anything else.
            InputKind::Ptx => match ptx::header::check_target(source, options.sm) {
                Some(d) => {
                    s.diags.push(d);
                    s.trace.failed(PhaseId::PtxParse);
                }
                None => ptxas_side(&mut s, source),
            },
        }
    }

    s.trace.provenance.source_language = match input {
        InputKind::LlvmIr => "llvm",
        InputKind::Mlir => "mlir",
        InputKind::Ptx => "ptx",
    };
    s.trace.used = std::mem::take(&mut s.used)
        .into_iter()
        .map(|(table, keys)| trace::TableUse { table, keys: keys.into_iter().collect() })
        .collect();
    Compilation {
        input,
        sm: options.sm,
        ptx_version: options.ptx_version(),
        diagnostics: s.diags.into_sorted(),
        trace: s.trace,
        outputs: s.outputs,
        pipeline: s.pipeline,
    }
}

/// The MLIR front end (seed 002): parse, verify, convert-nvgpu-to-nvvm, lower to LLVM IR, then
/// the LLVM side on that IR, with every position mapped back to the MLIR source line.
fn mlir_side(s: &mut Session<'_>) {
    let (fe, diags) = mlir::front_end(s.source, s.options.sm);
    let text_snapshot = |lines: &[(String, Option<Span>)], language: &'static str, stats: Vec<(String, u64)>| {
        let lines = lines.iter().map(|(text, source)| trace::TextLine { text: text.clone(), source: *source }).collect();
        trace::Snapshot::Text(trace::TextSnapshot { language, lines, stats })
    };
    if fe.parsed.is_empty() {
        s.diags.extend(diags);
        s.trace.failed(PhaseId::MlirParse);
        return;
    }
    s.trace.ran(PhaseId::MlirParse, text_snapshot(&fe.parsed, "mlir", vec![("lines".into(), fe.parsed.len() as u64)]));
    if !diags.is_empty() {
        s.diags.extend(diags);
        s.trace.failed(PhaseId::NvgpuToNvvm);
        return;
    }
    let mut stats = vec![("ops parsed".to_string(), fe.counts.0), ("nvgpu ops".to_string(), fe.counts.1), ("ops after conversion".to_string(), fe.counts.2)];
    stats.extend(fe.applied.iter().map(|(op, n)| (format!("pattern {op} (benefit 1)"), u64::from(*n))));
    s.trace.ran(PhaseId::NvgpuToNvvm, text_snapshot(&fe.converted, "mlir", stats));
    let text = mlir::lower::text(&fe.llvm);
    let remap: Vec<Option<Span>> = fe.llvm.iter().map(|(_, sp)| *sp).collect();
    llvm_side(s, &text, Some(&remap));
}

/// The LLVM side: LLVM IR to PTX (seeds 003, 000, 001), then the ptxas side when asked for.
/// `remap` maps each line of `source` to the input position it came from (MLIR input).
fn llvm_side(s: &mut Session<'_>, source: &str, remap: Option<&[Option<Span>]>) {
    let (mut module, diags) = ir::parse_and_verify(source);
    let failed = diags.iter().any(|d| d.severity == diag::Severity::Error);
    if let Some(map) = remap {
        // Positions in the generated IR would point nowhere in the input: map them back.
        let back = |sp: Span| map.get(sp.line.saturating_sub(1) as usize).copied().flatten().unwrap_or(sp);
        s.diags.extend(diags.into_iter().map(|mut d| {
            d.message = format!("{} (in the LLVM IR the MLIR became: {})", d.message, source.lines().nth(d.span.line.saturating_sub(1) as usize).unwrap_or("").trim());
            d.span = back(d.span);
            d
        }));
        for f in module.functions.iter_mut() {
            f.span = back(f.span);
            for i in f.insts.iter_mut() {
                i.span = back(i.span);
            }
        }
    } else {
        s.diags.extend(diags);
    }
    if failed {
        s.trace.failed(PhaseId::LlvmParse);
        return;
    }
    s.pipeline = Some(s.options.pipeline.unwrap_or(Pipeline::for_input(module.typed_pointers)));
    let lines = ir::printer::print_lines(&module);
    let mut printed = String::new();
    for (text, _) in &lines {
        printed.push_str(text);
        printed.push('\n');
    }
    let count = |n: usize| n as u64;
    let defined = module.functions.iter().filter(|f| f.is_definition);
    let stats = vec![
        ("functions".to_string(), count(defined.clone().count())),
        ("kernels".to_string(), count(module.kernels().len())),
        ("blocks".to_string(), count(defined.clone().map(|f| f.blocks.len()).sum())),
        ("instructions".to_string(), count(defined.map(|f| f.insts.len()).sum())),
    ];
    let lines = lines.into_iter().map(|(text, source)| trace::TextLine { text, source }).collect();
    s.trace.ran(PhaseId::LlvmParse, trace::Snapshot::Text(trace::TextSnapshot { language: "llvm", lines, stats }));
    s.outputs.llvm = Some(printed);
    if s.options.stop_after <= Stage::Llvm {
        return;
    }
    selection_dag(s, &module);
}

/// The SelectionDAG phases (seed 003): build, then the combines and legalizations.
fn selection_dag(s: &mut Session<'_>, module: &ir::Module) {
    // 128-bit atomics become their atom.b128 blocks (sm_90 and PTX 8.3), or stop here.
    let b128_ok = target::Subtarget::new(s.options.sm, s.options.ptx).is_ok_and(|t| t.sm_x10() >= 900 && (t.ptx.major, t.ptx.minor) >= (8, 3));
    let b128 = match dag::atomic_expand::b128(module, b128_ok) {
        Ok(m) => m,
        Err(diags) => {
            s.diags.extend(diags);
            s.trace.failed(PhaseId::DagBuild);
            return;
        }
    };
    let module = b128.as_ref().unwrap_or(module);
    // Atomics PTX has no instruction for become compare-and-swap loops first (AtomicExpand).
    let native = target::Subtarget::new(s.options.sm, s.options.ptx).map(|t| dag::atomic_expand::Native::new(t.sm_x10(), t.ptx.as_number())).unwrap_or_default();
    let expanded = dag::atomic_expand::expand(module, native);
    let module = expanded.as_ref().unwrap_or(module);
    // Variable-length memcpy/memmove/memset become byte loops (NVPTXLowerAggrCopies).
    let lowered = dag::aggr_copies::expand(module);
    let module = lowered.as_ref().unwrap_or(module);
    // i128 division and remainder become shift-subtract loops on the halves (ExpandLargeDivRem).
    let divrems = dag::expand_divrem::expand(module);
    let module = divrems.as_ref().unwrap_or(module);
    // Variadic functions take their variadic arguments as one buffer pointer (ExpandVariadics).
    let variadics = dag::expand_variadics::expand(module);
    let mut module = variadics.unwrap_or_else(|| module.clone());
    // The NVPTX passes that run on IR before selection (seed 001: alloca-hoisting,
    // generic-to-nvvm, nvptx-assign-valid-global-names); their changes go in the build's log.
    let mut module_events = Vec::new();
    if s.options.opt_level > 0 {
        module_events.extend(mir::passes::module::sroa_unwritten_allocas(&mut module));
    }
    module_events.extend(mir::passes::module::run(&mut module));
    let module = &module;
    let (functions, diags) = dag::build::build_module_at(module, s.options.budget.max_dag_nodes, s.options.opt_level);
    if !diags.is_empty() {
        s.diags.extend(diags);
        s.trace.failed(PhaseId::DagBuild);
        return;
    }
    let mut functions = functions;
    let mut dump = String::new();
    // The build's own events (memcpy/memset expansions), each with its block's index in the
    // snapshot (blocks numbered across functions).
    let (mut build_log, mut build_blocks) = (Vec::new(), Vec::new());
    for e in module_events {
        // The event's function's entry block (a variable's: the first block).
        let mut first = 0u32;
        for f in &functions {
            if f.name == e.function {
                break;
            }
            first += f.blocks.len() as u32;
        }
        let first = if functions.iter().any(|f| f.name == e.function) { first } else { 0 };
        build_blocks.push(first);
        build_log.push(trace::RuleEvent { rule: e.pass.to_string(), node: 0, replaced_by: Vec::new(), note: e.note });
    }
    let mut first_block = 0u32;
    for f in functions.iter_mut() {
        for (b, e) in std::mem::take(&mut f.log) {
            build_blocks.push(first_block + b);
            build_log.push(e);
        }
        first_block += f.blocks.len() as u32;
    }
    record_dags(s, PhaseId::DagBuild, &functions, build_log, build_blocks, &mut dump);
    // Combine #1 (seed 003: the first of the three combiner runs).
    let mut log = Vec::new();
    let mut log_blocks = Vec::new();
    for (bi, b) in functions.iter_mut().flat_map(|f| f.blocks.iter_mut()).enumerate() {
        let result = dag::combine::combine(b, dag::combine::Run::BeforeLegalize, s.options.budget.max_steps, &mut log);
        log_blocks.resize(log.len(), bi as u32);
        if let Err(e) = result {
            let msg = match e {
                dag::combine::CombineStop::Steps(n) => format!("DAG combine #1 on block '{}' of @{} took more than {n} steps", b.block, b.function),
                dag::combine::CombineStop::Budget(o) => format!("DAG combine #1 on block '{}' of @{} grew past the budget of {} nodes", b.block, b.function, o.max_nodes),
            };
            s.diags.error("dag-combine", Span::start(), msg);
            s.trace.failed(PhaseId::Combine1);
            s.outputs.dag = Some(dump);
            return;
        }
    }
    record_dags(s, PhaseId::Combine1, &functions, log, log_blocks, &mut dump);
    let caps = dag::actions::Caps { sm: s.options.sm.number, ptx: s.options.ptx_version().as_number() };
    // LegalizeTypes to a fixpoint (seed 003, 4.13), then combine #2.
    let mut log = Vec::new();
    let mut log_blocks = Vec::new();
    for (bi, b) in functions.iter_mut().flat_map(|f| f.blocks.iter_mut()).enumerate() {
        let result = dag::legalize_types::legalize_types(b, caps, 16, &mut log);
        log_blocks.resize(log.len(), bi as u32);
        if let Err(e) = result {
            return legalize_failed(s, PhaseId::LegalizeTypes, "type legalization", b, e, dump);
        }
    }
    record_dags(s, PhaseId::LegalizeTypes, &functions, log, log_blocks, &mut dump);
    if !run_combine(s, &mut functions, dag::combine::Run::AfterLegalizeTypes, PhaseId::Combine2, &mut dump) {
        return;
    }
    // LegalizeDAG (operations, 4.D), then combine #3 and the NVPTX post-legalize combine.
    for b in functions.iter().flat_map(|f| f.blocks.iter()) {
        for key in tables::legalize_rows_used(b, caps) {
            s.use_row("legalize-actions", key);
        }
    }
    let mut log = Vec::new();
    let mut log_blocks = Vec::new();
    for (bi, b) in functions.iter_mut().flat_map(|f| f.blocks.iter_mut()).enumerate() {
        let result = dag::legalize_ops::legalize_ops(b, caps, 16, &mut log);
        log_blocks.resize(log.len(), bi as u32);
        if let Err(e) = result {
            return legalize_failed(s, PhaseId::LegalizeOps, "operation legalization", b, e, dump);
        }
    }
    record_dags(s, PhaseId::LegalizeOps, &functions, log, log_blocks, &mut dump);
    if !run_combine(s, &mut functions, dag::combine::Run::AfterLegalizeOps, PhaseId::Combine3, &mut dump) {
        return;
    }
    s.outputs.dag = Some(dump);
    if s.options.stop_after > Stage::Dag {
        select_and_print(s, module, &functions);
    }
}

/// Instruction selection, the machine passes and the PTX printer (seeds 000 and 001), then
/// the ptxas side when asked for.
fn select_and_print(s: &mut Session<'_>, module: &ir::Module, functions: &[dag::build::FunctionDags]) {
    let Ok(subtarget) = target::Subtarget::new(s.options.sm, s.options.ptx) else { return };
    let mut selection = match isel::select_module(module, functions, &subtarget) {
        Ok(sel) => sel,
        Err(diags) => {
            s.diags.extend(diags);
            s.trace.failed(PhaseId::Isel);
            return;
        }
    };
    s.outputs.isel = Some(std::mem::take(&mut selection.report));
    // Where each machine instruction was selected: its function and DAG block (by the block's
    // index in the DAG snapshots), with the nodes its pattern folded; taken before the machine
    // passes move instructions between blocks.
    let mut folded: std::collections::BTreeMap<(&str, &str, u32), &[u32]> = std::collections::BTreeMap::new();
    for n in &selection.snapshot.nodes {
        folded.insert((n.function.as_str(), n.block.as_str(), n.node), &n.folded);
        if let Some(won) = n.candidates.iter().find(|c| c.won) {
            s.used.entry("isel-patterns").or_default().insert(won.pattern.clone());
        }
        if let Some((table, cell)) = isel::families::used_cell(&n.family_cell) {
            s.used.entry(table).or_default().insert(cell);
        }
    }
    let mut selected_in: std::collections::BTreeMap<u32, (u32, Vec<u32>)> = std::collections::BTreeMap::new();
    let mut block_base = 0u32;
    for (fd, mf) in functions.iter().zip(&selection.functions) {
        for mb in &mf.blocks {
            let Some(bi) = fd.blocks.iter().position(|b| b.block == mb.name) else { continue };
            for i in &mb.insts {
                let mut nodes: Vec<u32> = i.dag_node.into_iter().collect();
                if let Some(n) = i.dag_node {
                    nodes.extend(folded.get(&(fd.name.as_str(), mb.name.as_str(), n)).copied().unwrap_or_default());
                }
                selected_in.insert(i.id, (block_base + bi as u32, nodes));
            }
        }
        block_base += fd.blocks.len() as u32;
    }
    drop(folded);
    s.trace.ran(PhaseId::Isel, trace::Snapshot::Isel(std::mem::take(&mut selection.snapshot)));
    let mut mfs = std::mem::take(&mut selection.functions);
    let pipeline = s.pipeline.unwrap_or(Pipeline::Llvm);
    let knobs = match mir::passes::Knobs::for_pipeline(pipeline, &s.options.knobs) {
        Ok(k) => k,
        Err(e) => {
            s.diags.error("mir", Span::new(1, 1, 0), e);
            s.trace.failed(PhaseId::MachinePasses);
            return;
        }
    };
    let passes = mir::passes::run_with(&mut mfs, &knobs, s.options.opt_level);
    for f in &mfs {
        for i in f.insts() {
            let seen = s.used.entry("machine-instrs").or_default();
            // Family records are rows of the family tables, not of this one.
            if !seen.contains(i.opcode) && mir::instrs::INSTRS.iter().any(|d| d.name == i.opcode) {
                seen.insert(i.opcode.to_string());
            }
            let (block, dag_nodes) = selected_in.get(&i.id).cloned().map_or((None, Vec::new()), |(b, n)| (Some(b), n));
            s.trace.provenance.machine_insts.push(trace::MachineInstOrigin { id: i.id, function: f.name.clone(), block, dag_nodes, source: i.source });
        }
    }
    s.outputs.mir = Some(mir::passes::print(&passes, &mfs));
    s.trace.ran(PhaseId::MachinePasses, trace::Snapshot::Mir(trace::MirSnapshot { passes, knobs: knobs.all() }));
    if pipeline == Pipeline::Llvm {
        mir::instrs::respell_llvm22(&mut mfs);
    }
    let ptx = match mir::asm_printer::emit(&selection.externs, &selection.globals, &mfs, &subtarget, pipeline) {
        Ok(p) => p,
        Err(diags) => {
            s.diags.extend(diags.into_iter().map(|mut d| {
                d.message = format!("the PTX printer produced text its own parser refuses: {}", d.message);
                d
            }));
            s.trace.failed(PhaseId::PtxEmit);
            return;
        }
    };
    s.ptx_line_insts = mir::asm_printer::line_insts(&ptx, &mfs).into_iter().map(|i| i.map(|i| (i.id, i.source))).collect();
    let lines: Vec<trace::TextLine> = ptx
        .lines()
        .zip(&s.ptx_line_insts)
        .map(|(l, inst)| trace::TextLine { text: l.to_string(), source: inst.and_then(|(_, source)| source) })
        .collect();
    // The PTX output is this text unless the ptxas side prints it back (below).
    s.trace.provenance.ptx_lines = s
        .ptx_line_insts
        .iter()
        .enumerate()
        .filter_map(|(k, inst)| inst.map(|(id, source)| trace::PtxLineOrigin { line: k as u32 + 1, machine_inst: Some(id), parsed_line: None, source }))
        .collect();
    let insts = mfs.iter().map(|f| f.insts().count() as u64).sum();
    s.trace.ran(
        PhaseId::PtxEmit,
        trace::Snapshot::Text(trace::TextSnapshot { language: "ptx", lines, stats: vec![("instructions".to_string(), insts)] }),
    );
    s.outputs.ptx = Some(ptx.clone());
    if let Some(span) = debug_compile_unit(module) {
        // LLVM 22 prints `.target sm_XX, debug` with .file/.loc and DWARF sections for such a
        // module; a header that says `debug` without the sections is refused by ptxas, so the PTX
        // carries no debug info at all, and the user is told.
        s.diags.push(Diagnostic::warning(
            "ptx-emit",
            span,
            format!("debug info is not emitted yet: LLVM 22 prints '{}, debug' with .file/.loc directives and DWARF sections for this module; this PTX has none", subtarget.target_line()),
        ));
    }
    if s.options.stop_after == Stage::Sass {
        ptxas_side(s, &ptx);
    }
}

/// Where the module's `!llvm.dbg.cu` names a compile unit that asks for debug info
/// (`emissionKind: FullDebug` or `LineTablesOnly`, LLVM's `HasFullDebugInfo`).
fn debug_compile_unit(module: &ir::Module) -> Option<Span> {
    let cu = module.named_metadata.iter().find(|n| n.name == "llvm.dbg.cu")?;
    let wants_debug = cu.nodes.iter().filter_map(|&n| module.md_node(n)).any(|m| match &m.body {
        ir::module::MdOperand::Special(text) => {
            text.starts_with("!DICompileUnit(") && (text.contains("emissionKind: FullDebug") || text.contains("emissionKind: LineTablesOnly"))
        }
        _ => false,
    });
    wants_debug.then_some(cu.span)
}

/// Runs one of the combiner runs over every block and records it as phase `id`; false (with a
/// diagnostic) when a budget ran out.
fn run_combine(s: &mut Session<'_>, functions: &mut [dag::build::FunctionDags], run: dag::combine::Run, id: PhaseId, dump: &mut String) -> bool {
    let mut log = Vec::new();
    let mut log_blocks = Vec::new();
    for (bi, b) in functions.iter_mut().flat_map(|f| f.blocks.iter_mut()).enumerate() {
        let result = dag::combine::combine(b, run, s.options.budget.max_steps, &mut log)
            .and_then(|()| {
                if run != dag::combine::Run::AfterLegalizeOps {
                    return Ok(());
                }
                // The NVPTX post-legalize combine (4.05), then the combiner over what it merged.
                dag::combine::nvptx_post_legalize(b, &mut log)?;
                dag::combine::combine(b, run, s.options.budget.max_steps, &mut log)
            });
        log_blocks.resize(log.len(), bi as u32);
        if let Err(e) = result {
            let msg = match e {
                dag::combine::CombineStop::Steps(n) => format!("{} on block '{}' of @{} took more than {n} steps", id.title(), b.block, b.function),
                dag::combine::CombineStop::Budget(o) => format!("{} on block '{}' of @{} grew past the budget of {} nodes", id.title(), b.block, b.function, o.max_nodes),
            };
            s.diags.error("dag-combine", Span::start(), msg);
            s.trace.failed(id);
            s.outputs.dag = Some(std::mem::take(dump));
            return false;
        }
    }
    record_dags(s, id, functions, log, log_blocks, dump);
    true
}

/// Reports a legalization that stopped: the diagnostic, the failed phase, the dump so far.
fn legalize_failed(s: &mut Session<'_>, id: PhaseId, what: &str, b: &dag::SelectionDag, e: dag::legalize_types::LegalizeStop, dump: String) {
    use dag::legalize_types::LegalizeStop;
    match e {
        LegalizeStop::Cannot { span, message } => s.diags.error("dag-legalize", span, message),
        LegalizeStop::Budget(o) => s.diags.error("dag-legalize", Span::start(), format!("{what} of block '{}' of @{} grew past the budget of {} nodes", b.block, b.function, o.max_nodes)),
        LegalizeStop::Rounds(r) => s.diags.error("dag-legalize", Span::start(), format!("{what} of block '{}' of @{} did not reach a fixpoint in {r} rounds", b.block, b.function)),
    }
    s.trace.failed(id);
    s.outputs.dag = Some(dump);
}

/// Records the DAGs of every function after phase `id`: a trace snapshot with the phase's rule
/// log, and a section of the `--emit dag` text.
fn record_dags(s: &mut Session<'_>, id: PhaseId, functions: &[dag::build::FunctionDags], log: Vec<trace::RuleEvent>, log_blocks: Vec<u32>, dump: &mut String) {
    dump.push_str(&format!("=== {} ===\n", id.title()));
    let mut snapshot = trace::DagSnapshot { dags: Vec::new(), log, log_blocks };
    for f in functions {
        for b in &f.blocks {
            dump.push_str(&b.dump());
            dump.push('\n');
            snapshot.dags.push(b.snapshot());
        }
    }
    record_dag_provenance(s, id, &snapshot);
    for e in &snapshot.log {
        dump.push_str(&format!("; {}: {}\n", e.rule, e.note));
    }
    if !snapshot.log.is_empty() {
        dump.push('\n');
    }
    s.trace.ran(id, trace::Snapshot::Dag(snapshot));
}

/// Adds the nodes of a DAG snapshot to the provenance table (each (block, node) once: a node
/// keeps its id and location across snapshots) and notes the opcodes and rules it used.
fn record_dag_provenance(s: &mut Session<'_>, id: PhaseId, snapshot: &trace::DagSnapshot) {
    let mut known: std::collections::BTreeSet<(u32, u32)> = s.trace.provenance.dag_nodes.iter().map(|o| (o.block, o.node)).collect();
    for (bi, d) in snapshot.dags.iter().enumerate() {
        for n in &d.nodes {
            let table = if n.opcode.starts_with("NVPTXISD::") { "nvptxisd" } else { "isd" };
            let seen = s.used.entry(table).or_default();
            if !seen.contains(&n.opcode) {
                seen.insert(n.opcode.clone());
            }
            if let Some(source) = n.source {
                if known.insert((bi as u32, n.id)) {
                    s.trace.provenance.dag_nodes.push(trace::DagNodeOrigin { block: bi as u32, node: n.id, source });
                }
            }
        }
    }
    if matches!(id, PhaseId::Combine1 | PhaseId::Combine2 | PhaseId::Combine3) {
        for e in &snapshot.log {
            s.used.entry("combine-rules").or_default().insert(e.rule.clone());
        }
    }
}

/// The provenance of the ptxas side: each line of the PTX it printed back (`printed`, whose
/// lines carry the line of the parsed text they came from) and each encoded SASS instruction.
/// `from_llvm` says the parsed text is the LLVM side's PTX, whose lines came from machine
/// instructions; otherwise it is the input.
fn record_ptxas_provenance(s: &mut Session<'_>, printed: &[trace::TextLine], from_llvm: bool, encode: &trace::SassSnapshot, listing: &str) {
    // Parsed-text line -> (first line of the printed text, machine instruction, input line).
    let mut by_parsed: std::collections::BTreeMap<u32, (u32, Option<u32>, Option<Span>)> = std::collections::BTreeMap::new();
    let mut ptx_lines = Vec::new();
    for (k, l) in printed.iter().enumerate() {
        let Some(parsed) = l.source else { continue };
        let (inst, source) = if from_llvm {
            match parsed.line.checked_sub(1).and_then(|k| s.ptx_line_insts.get(k as usize)).copied().flatten() {
                Some((id, source)) => (Some(id), source),
                None => continue,
            }
        } else {
            (None, Some(parsed))
        };
        let line = k as u32 + 1;
        by_parsed.entry(parsed.line).or_insert((line, inst, source));
        ptx_lines.push(trace::PtxLineOrigin { line, machine_inst: inst, parsed_line: Some(parsed.line), source });
    }
    s.trace.provenance.ptx_lines = ptx_lines;
    // The listing: a header line per function, then two lines per instruction.
    let mut listing_line = 0u32;
    let listed = listing.lines().count() as u32;
    for (fi, f) in encode.functions.iter().enumerate() {
        listing_line += 1;
        for (ii, inst) in f.insts.iter().enumerate() {
            listing_line += 1;
            let origin = inst.ptx_line.and_then(|p| by_parsed.get(&p).copied());
            let folded_ptx_lines = inst.folded_lines.iter().filter_map(|p| by_parsed.get(p).map(|o| o.0)).collect();
            s.trace.provenance.sass_insts.push(trace::SassInstOrigin {
                function: fi as u32,
                index: ii as u32,
                offset: inst.offset,
                listing_line: listing_line.min(listed),
                ptx_line: origin.map(|o| o.0),
                folded_ptx_lines,
                source: origin.and_then(|o| o.2),
            });
            listing_line += 1;
        }
    }
}

/// The ptxas side: PTX to SASS (seed 004). For PTX the LLVM side printed, every problem it
/// finds is placed in that PTX (as the PTX panel shows it) and on the input line the PTX line's
/// provenance leads to, if any.
fn ptxas_side(s: &mut Session<'_>, ptx: &str) {
    let first = s.diags.len();
    let shown = ptxas_phases(s, ptx);
    if s.ptx_line_insts.is_empty() {
        return;
    }
    let ptx_lines: Vec<&str> = ptx.lines().collect();
    let shown_lines: Vec<&str> = s.outputs.ptx.as_deref().unwrap_or(ptx).lines().collect();
    let insts = &s.ptx_line_insts;
    for d in s.diags.since_mut(first) {
        let at = d.span;
        // The line of the shown PTX printed from the parsed line (the same line until the ptxas
        // side prints the module back); the column stays where the text is the same.
        let line = match &shown {
            Some(printed) => printed.iter().position(|l| l.source.is_some_and(|p| p.line == at.line)).map(|k| k as u32 + 1),
            None => Some(at.line),
        };
        d.ptx = Some(match line {
            Some(l) if shown_lines.get(l as usize - 1) == ptx_lines.get(at.line as usize - 1) => Span::new(l, at.col, at.len),
            Some(l) => Span::new(l, 1, 0),
            None => at,
        });
        d.span = at.line.checked_sub(1).and_then(|k| insts.get(k as usize)).copied().flatten().and_then(|(_, source)| source).unwrap_or(Span::start());
    }
}

/// The phases of [`ptxas_side`]; the lines of the PTX printed back, once parsed.
fn ptxas_phases(s: &mut Session<'_>, ptx: &str) -> Option<Vec<trace::TextLine>> {
    let module = match ptx::parse(ptx) {
        Ok(m) => m,
        Err(diags) => {
            s.diags.extend(diags);
            s.trace.failed(PhaseId::PtxParse);
            return None;
        }
    };
    let lines = ptx::print_lines(&module);
    let printed: String = lines.iter().flat_map(|(l, _)| [l.as_str(), "\n"]).collect();
    let printed_lines: Vec<trace::TextLine> = lines.into_iter().map(|(text, source)| trace::TextLine { text, source }).collect();
    let from_llvm = !s.ptx_line_insts.is_empty();
    // Until SASS exists, the PTX lines link to what they were parsed from.
    record_ptxas_provenance(s, &printed_lines, from_llvm, &trace::SassSnapshot::default(), "");
    s.trace.ran(
        PhaseId::PtxParse,
        trace::Snapshot::Text(trace::TextSnapshot { language: "ptx", lines: printed_lines.clone(), stats: ptx::stats(&module) }),
    );
    s.outputs.ptx = Some(printed);
    if s.options.stop_after != Stage::Sass {
        return Some(printed_lines);
    }
    let sm = s.options.sm;
    if sass::forms::table_for(sm).is_none() {
        s.not_implemented(PhaseId::MercConverter, &format!("PTX to SASS for {sm} (no SASS form table for its arch yet)"));
        return Some(printed_lines);
    }
    // Phase 1, register allocation, scheduling, encoding: each phase's snapshot holds the
    // kernels that got through it; a kernel that stops has its diagnostics.
    let mut out = ptxas::driver::compile(&module, sm);
    trace::phase_timer::lap_named("sass: listing");
    let failed = out.diagnostics.iter().any(|d| d.severity == diag::Severity::Error);
    let stopped = failed.then(|| ptxas_failed_phase(&out));
    s.diags.extend(std::mem::take(&mut out.diagnostics));
    for f in &out.merc.functions {
        for i in &f.insts {
            s.used.entry("ptxas-phase1").or_default().insert(i.rule.clone());
        }
    }
    // The SASS forms (encoding slots) the Phase 2 contests chose, by template id.
    for f in &out.select.functions {
        for k in f.insts.iter().filter_map(|i| i.contest) {
            if let Some(won) = f.contests.get(k as usize).and_then(|c| c.candidates.iter().rev().find(|m| m.took)) {
                s.used.entry("sass-forms").or_default().insert(won.template.to_string());
            }
        }
    }
    trace::phase_timer::lap_named("sass: rules used");
    if !failed {
        record_ptxas_provenance(s, &printed_lines, from_llvm, &out.encode, &out.listing);
    }
    trace::phase_timer::lap_named("sass: provenance");
    // The phase that stopped a kernel is marked failed (with the kernels that got through it);
    // the phases after it ran on the other kernels, if any.
    let snapshots = [
        (PhaseId::MercConverter, out.merc),
        (PhaseId::RegAlloc, out.regalloc),
        (PhaseId::Schedule, out.schedule),
        // Phase 2: every instruction's contest, encoding slot and modifier dispatch.
        (PhaseId::SassSelect, out.select),
        (PhaseId::Encode, out.encode),
    ];
    let mut past_failure = false;
    for (id, snapshot) in snapshots {
        if past_failure && snapshot.functions.is_empty() {
            break;
        }
        s.trace.ran(id, trace::Snapshot::Sass(snapshot));
        if stopped == Some(id) {
            past_failure = true;
            if let Some(r) = s.trace.phases.last_mut() {
                r.status = trace::PhaseStatus::Failed;
            }
        }
    }
    if !failed {
        s.outputs.sass = Some(SassOutput { listing: out.listing, words: out.words });
    }
    Some(printed_lines)
}

/// The ptxas-side phase that stopped a kernel: Phase 1 when it reported the error, else the
/// first phase whose snapshot lost a kernel the one before it held (the encoder when none did).
fn ptxas_failed_phase(out: &ptxas::driver::Output) -> PhaseId {
    let error_in = |phase: &str| out.diagnostics.iter().any(|d| d.severity == diag::Severity::Error && d.phase == phase);
    if error_in(ptxas::phase1::PHASE) || out.merc.functions.len() < out.total_functions {
        return PhaseId::MercConverter;
    }
    let counts = [
        (PhaseId::RegAlloc, out.regalloc.functions.len()),
        (PhaseId::Schedule, out.schedule.functions.len()),
        (PhaseId::SassSelect, out.select.functions.len()),
        (PhaseId::Encode, out.encode.functions.len()),
    ];
    let mut before = out.merc.functions.len();
    for (id, n) in counts {
        if n < before {
            return id;
        }
        before = n;
    }
    PhaseId::Encode
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_input_kinds() {
        assert_eq!(InputKind::detect("//\n.version 8.0\n.target sm_90\n"), InputKind::Ptx);
        assert_eq!(InputKind::detect("; x\ndefine void @f() {\n ret void\n}\n"), InputKind::LlvmIr);
        assert_eq!(InputKind::detect("gpu.module @m {\n}\n"), InputKind::Mlir);
        assert_eq!(InputKind::from_path("a/b.ptx"), Some(InputKind::Ptx));
        assert_eq!(InputKind::from_path("noext"), None);
    }

    #[test]
    fn over_budget_input_is_a_diagnostic() {
        let opts = Options { budget: Budget { max_input_bytes: 4, ..Budget::default() }, ..Options::default() };
        let c = compile("define void @f() {}", &opts);
        assert!(c.has_errors());
        assert!(c.diagnostics[0].message.contains("over the budget"));
    }

    #[test]
    fn too_old_ptx_for_the_sm_is_an_error_at_1_1() {
        let opts = Options { sm: Sm::parse("90a").unwrap(), ptx: PtxVersion::parse("7.8"), ..Options::default() };
        let c = compile(".version 7.8\n.target sm_90a\n", &opts);
        assert_eq!(c.diagnostics.len(), 1);
        assert_eq!(c.diagnostics[0].render("k.ptx"), "k.ptx:1:1: error: PTX version 7.8 does not support target 'sm_90a'. Minimum required PTX version is 8.0. Either remove the PTX version to use the default, or increase it to at least 8.0.");
    }

    #[test]
    fn external_functions_are_declared_with_their_prototypes() {
        let src = "target triple = \"nvptx64-nvidia-cuda\"\ndeclare void @sink(i32, float, i64, ptr)\ndeclare i64 @noargs()\ndeclare void @unused(i32)\n\
                   define ptx_kernel void @k(ptr %p, i32 %n) {\n  %x = call i64 @noargs()\n  call void @sink(i32 %n, float 1.0, i64 %x, ptr %p)\n  ret void\n}\n";
        let c = compile(src, &Options::default());
        // The PTX is complete; the ptxas side refuses the calls with its positioned
        // "separate compilation is not supported yet".
        assert!(c.diagnostics.iter().all(|d| d.phase == "ptxas-phase1" && d.message.contains("separate compilation is not supported yet")), "{:?}", c.diagnostics);
        let ptx = c.outputs.ptx.as_deref().unwrap_or_default();
        assert!(ptx.contains(".extern .func sink(\n\t.param .b32 sink_param_0,\n\t.param .b32 sink_param_1,\n\t.param .b64 sink_param_2,\n\t.param .b64 sink_param_3\n);"), "{ptx}");
        assert!(ptx.contains(".extern .func (.param .b64 func_retval0) noargs;"), "{ptx}");
        assert!(!ptx.contains("unused"), "{ptx}");
        assert!(ptx.contains("call.uni \t(retval0), noargs, ();") && ptx.contains("call.uni \tsink, (param0, param1, param2, param3);"), "{ptx}");
    }

    #[test]
    fn an_external_function_of_an_unhandled_type_is_a_positioned_error() {
        // A variadic external function takes its variadic arguments as one buffer pointer, as
        // LLVM 22 declares it (ExpandVariadics).
        let src = "declare void @v(i32, ...)\ndefine ptx_kernel void @k() {\n  call void (i32, ...) @v(i32 1, i32 2)\n  ret void\n}\n";
        let c = compile(src, &Options::default());
        let ptx = c.outputs.ptx.as_deref().unwrap_or_default();
        assert!(ptx.contains("call.uni \tv, (param0, param1);"), "{ptx}");
        assert!(ptx.contains(".extern .func v(\n\t.param .b32 v_param_0,\n\t.param .b64 v_param_1\n);"), "{ptx}");
        // A vector parameter is a byte array of its layout, as LLVM 22 declares it.
        let src = "declare void @v(<4 x i8>)\ndefine ptx_kernel void @k() {\n  call void @v(<4 x i8> zeroinitializer)\n  ret void\n}\n";
        let c = compile(src, &Options::default());
        let ptx = c.outputs.ptx.as_deref().unwrap_or_default();
        assert!(ptx.contains(".extern .func v(\n\t.param .align 4 .b8 v_param_0[4]\n);"), "{ptx}");
    }

    const SAXPY: &str = include_str!("../../assets/kernels/saxpy.ll");

    /// The IR line of `needle` in `src` (1-based).
    fn line_of(src: &str, needle: &str) -> u32 {
        src.lines().position(|l| l.contains(needle)).map(|i| i as u32 + 1).unwrap()
    }

    #[test]
    fn provenance_links_the_fma_from_ir_line_to_sass() {
        let c = compile(SAXPY, &Options::default());
        assert!(!c.has_errors(), "{:?}", c.diagnostics);
        let p = &c.trace.provenance;
        assert_eq!(p.source_language, "llvm");
        let fma_line = line_of(SAXPY, "@llvm.fma.f32(float %a");
        // DAG: the fma node of the body block carries the IR line.
        let body = c.trace.phases.iter().find_map(|r| match &r.snapshot {
            trace::Snapshot::Dag(d) if r.id == PhaseId::Combine3 => Some(d.clone()),
            _ => None,
        }).unwrap();
        let (bi, fma) = body.dags.iter().enumerate().find_map(|(bi, d)| d.nodes.iter().find(|n| n.opcode == "fma").map(|n| (bi as u32, n.id))).unwrap();
        assert!(p.dag_nodes.iter().any(|o| o.block == bi && o.node == fma && o.source.line == fma_line));
        // Machine instruction: selected from that node, same line.
        let mi = p.machine_insts.iter().find(|m| m.block == Some(bi) && m.dag_nodes.first() == Some(&fma)).unwrap();
        assert_eq!(mi.source.map(|s| s.line), Some(fma_line));
        // PTX: the line printed for it is the fma.
        let ptx = c.outputs.ptx.as_deref().unwrap();
        let pl = p.ptx_lines.iter().find(|l| l.machine_inst == Some(mi.id)).unwrap();
        assert!(ptx.lines().nth(pl.line as usize - 1).unwrap().contains("fma.rn.f32"));
        // SASS: the FFMA comes from that PTX line, and the listing line prints it.
        let sass = c.outputs.sass.as_ref().unwrap();
        let si = p.sass_insts.iter().find(|s| s.ptx_line == Some(pl.line)).unwrap();
        assert!(sass.listing.lines().nth(si.listing_line as usize - 1).unwrap().contains("FFMA"));
        assert_eq!(si.source.map(|s| s.line), Some(fma_line));
    }

    #[test]
    fn folded_nodes_are_recorded_with_their_instruction() {
        let c = compile(SAXPY, &Options::default());
        // mad.lo.s32 folds the mul of ctaid and ntid into the add.
        let mad = c.trace.provenance.machine_insts.iter().find(|m| m.source.map(|s| s.line) == Some(line_of(SAXPY, "%i = add i32"))).unwrap();
        assert_eq!(mad.dag_nodes.len(), 2, "{mad:?}");
        // The parameter loads are located at the define line, and so are the two pointers'
        // cvta.to.global (NVPTXLowerArgs at -O3).
        let define = line_of(SAXPY, "define ptx_kernel");
        assert_eq!(c.trace.provenance.machine_insts.iter().filter(|m| m.source.map(|s| s.line) == Some(define)).count(), 6);
    }

    #[test]
    fn a_fused_sass_instruction_records_every_ptx_line_it_was_made_of() {
        let c = compile(SAXPY, &Options::default());
        assert!(!c.has_errors(), "{:?}", c.diagnostics);
        let ptx: Vec<&str> = c.outputs.ptx.as_deref().unwrap().lines().collect();
        let listing: Vec<&str> = c.outputs.sass.as_ref().unwrap().listing.lines().collect();
        let p = &c.trace.provenance;
        // Both address sums fuse their mul.wide into one IMAD.WIDE (nothing else reads the
        // products): each such instruction names the add.s64 line and the mul.wide line.
        let fused: Vec<&trace::SassInstOrigin> = p.sass_insts.iter().filter(|s| !s.folded_ptx_lines.is_empty()).collect();
        assert_eq!(fused.len(), 2, "{fused:?}");
        for s in fused {
            assert!(listing[s.listing_line as usize - 1].contains("IMAD.WIDE"), "{}", listing[s.listing_line as usize - 1]);
            assert!(ptx[s.ptx_line.unwrap() as usize - 1].contains("add.s64"), "{}", ptx[s.ptx_line.unwrap() as usize - 1]);
            assert_eq!(s.folded_ptx_lines.len(), 1);
            let folded = s.folded_ptx_lines[0];
            assert!(ptx[folded as usize - 1].contains("mul.wide"), "{}", ptx[folded as usize - 1]);
            // The mul.wide line has no SASS instruction of its own: the fused one is its only one.
            assert!(!p.sass_insts.iter().any(|o| o.ptx_line == Some(folded)));
        }
    }

    #[test]
    fn every_listed_sass_instruction_and_ptx_line_is_in_range() {
        for (src, kind) in [(SAXPY, InputKind::LlvmIr), (include_str!("../../assets/kernels/saxpy.ptx"), InputKind::Ptx)] {
            let c = compile(src, &Options { input: Some(kind), ..Options::default() });
            assert!(!c.has_errors(), "{:?}", c.diagnostics);
            let ptx_lines = c.outputs.ptx.as_deref().unwrap().lines().count() as u32;
            let listing_lines = c.outputs.sass.as_ref().unwrap().listing.lines().count() as u32;
            let p = &c.trace.provenance;
            assert!(!p.sass_insts.is_empty() && !p.ptx_lines.is_empty());
            for l in &p.ptx_lines {
                assert!(l.line >= 1 && l.line <= ptx_lines);
                assert!(l.source.is_some_and(|s| s.line as usize <= src.lines().count()));
            }
            for s in &p.sass_insts {
                assert!(s.listing_line >= 2 && s.listing_line <= listing_lines);
                assert!(s.ptx_line.is_none_or(|l| l >= 1 && l <= ptx_lines));
            }
        }
    }

    #[test]
    fn for_ptx_input_the_ptx_lines_are_the_source() {
        let src = include_str!("../../assets/kernels/saxpy.ptx");
        let c = compile(src, &Options { input: Some(InputKind::Ptx), ..Options::default() });
        let p = &c.trace.provenance;
        assert_eq!(p.source_language, "ptx");
        assert!(p.machine_insts.is_empty() && p.dag_nodes.is_empty());
        let ffma = c.trace.phase(PhaseId::Encode).and_then(|r| match &r.snapshot {
            trace::Snapshot::Sass(s) => s.functions[0].insts.iter().position(|i| i.text.starts_with("FFMA")),
            _ => None,
        }).unwrap();
        let si = p.sass_insts.iter().find(|s| s.index as usize == ffma).unwrap();
        let src_line = si.source.unwrap().line as usize;
        assert!(src.lines().nth(src_line - 1).unwrap().contains("fma.rn.f32"), "{}", src.lines().nth(src_line - 1).unwrap());
        let shown = c.outputs.ptx.as_deref().unwrap().lines().nth(si.ptx_line.unwrap() as usize - 1).unwrap();
        assert!(shown.contains("fma.rn.f32"), "{shown}");
    }

    #[test]
    fn provenance_is_deterministic() {
        let a = compile(SAXPY, &Options::default());
        let b = compile(SAXPY, &Options::default());
        assert_eq!(a.trace.provenance, b.trace.provenance);
        assert_eq!(a.trace.used, b.trace.used);
    }

    #[test]
    fn sass_bytes_are_little_endian_low_word_first() {
        let out = SassOutput { listing: String::new(), words: vec![[0x0102030405060708, 0x1112131415161718]] };
        let b = out.to_bytes();
        assert_eq!(&b[..2], &[0x08, 0x07]);
        assert_eq!(&b[8..10], &[0x18, 0x17]);
    }

    #[test]
    fn compile_with_progress_reports_every_phase_in_trace_order_and_changes_nothing() {
        use std::cell::RefCell;
        use std::rc::Rc;
        let src = include_str!("../../assets/kernels/saxpy.ll");
        let seen = Rc::new(RefCell::new(Vec::new()));
        let log = seen.clone();
        let with = compile_with_progress(src, &Options::default(), move |id| log.borrow_mut().push(id));
        let without = compile(src, &Options::default());
        let order: Vec<PhaseId> = with.trace.phases.iter().map(|p| p.id).collect();
        assert_eq!(*seen.borrow(), order);
        assert!(order.contains(&PhaseId::Encode), "{order:?}");
        assert_eq!(serde_json::to_string(&with).unwrap(), serde_json::to_string(&without).unwrap());
        // The hook is gone after the call.
        let after = seen.borrow().len();
        compile(src, &Options::default());
        assert_eq!(seen.borrow().len(), after);
    }
}
