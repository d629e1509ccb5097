//! Every phase for every kernel: each corpus file that compiles to PTX (modern LLVM IR and NVVM IR
//! 2.0, sm_90) is run through the whole pipeline as `--emit dag`, `isel`, `mir` and `trace` see it
//! (the library's `Options::stop_after` and the trace), and
//!
//! - every phase of the 18 in [`PhaseId::ALL`] that applies to LLVM IR input is in the trace, in
//!   pipeline order, once, with a non-empty snapshot (the MLIR phases do not apply);
//! - each printed output (`dag`, `isel`, `mir`, `ptx`, `sass`, the trace JSON) is non-empty and
//!   names what the user looks for (the six DAG phase headings, a selected node, a pass);
//! - stopping after the DAG phases stops there (no isel, mir or PTX output);
//! - two runs are byte-identical, output by output.

use nvisel::trace::{PhaseId, PhaseStatus, Snapshot, Trace};
use nvisel::{compile, Compilation, Options, Stage};
use nvisel_tests::oracle;

const DAG_PHASES: [PhaseId; 6] =
    [PhaseId::DagBuild, PhaseId::Combine1, PhaseId::LegalizeTypes, PhaseId::Combine2, PhaseId::LegalizeOps, PhaseId::Combine3];

/// Whether a phase's snapshot has something in it; `None` when it is the wrong kind for the phase.
fn snapshot_is_full(id: PhaseId, s: &Snapshot) -> Option<bool> {
    Some(match (id, s) {
        (PhaseId::LlvmParse | PhaseId::PtxEmit | PhaseId::PtxParse, Snapshot::Text(t)) => {
            !t.lines.is_empty() && t.lines.iter().any(|l| !l.text.trim().is_empty())
        }
        (id, Snapshot::Dag(d)) if DAG_PHASES.contains(&id) => !d.dags.is_empty() && d.dags.iter().all(|b| !b.nodes.is_empty()),
        (PhaseId::Isel, Snapshot::Isel(i)) => !i.nodes.is_empty() && i.nodes.iter().all(|n| !n.selected.is_empty()),
        (PhaseId::MachinePasses, Snapshot::Mir(m)) => {
            !m.passes.is_empty() && m.passes.iter().all(|p| !p.functions.is_empty() && p.functions.iter().all(|f| !f.blocks.is_empty()))
        }
        (PhaseId::MercConverter | PhaseId::RegAlloc | PhaseId::Schedule | PhaseId::SassSelect | PhaseId::Encode, Snapshot::Sass(s)) => {
            !s.functions.is_empty() && s.functions.iter().all(|f| !f.insts.is_empty())
        }
        _ => return None,
    })
}

/// The problems with one compilation's trace, for a kernel that compiles to PTX.
fn check_trace(name: &str, trace: &Trace, sass_errors: bool) -> Vec<String> {
    let mut problems = Vec::new();
    let ids: Vec<PhaseId> = trace.phases.iter().map(|p| p.id).collect();
    // In pipeline order, each once.
    let order: Vec<usize> = ids.iter().map(|id| PhaseId::ALL.iter().position(|a| a == id).unwrap()).collect();
    if !order.windows(2).all(|w| w[0] < w[1]) {
        problems.push(format!("{name}: phases out of order or repeated: {ids:?}"));
    }
    for id in PhaseId::ALL {
        let record = trace.phases.iter().find(|p| p.id == id);
        match (id, record) {
            (PhaseId::MlirParse | PhaseId::NvgpuToNvvm, None) => {}
            (PhaseId::MlirParse | PhaseId::NvgpuToNvvm, Some(_)) => problems.push(format!("{name}: {id:?} recorded for LLVM IR input")),
            (_, None) => problems.push(format!("{name}: no {id:?} in the trace")),
            (_, Some(r)) => {
                if r.title != id.title() {
                    problems.push(format!("{name}: {id:?} titled {:?}", r.title));
                }
                if r.status != PhaseStatus::Ran {
                    problems.push(format!("{name}: {id:?} did not run: {:?}", r.status));
                    continue;
                }
                match snapshot_is_full(id, &r.snapshot) {
                    None => problems.push(format!("{name}: {id:?} has a snapshot of the wrong kind")),
                    // A kernel the ptxas side stops on (with a diagnostic) leaves its SASS
                    // snapshots without it; the phases themselves still ran.
                    Some(false) if sass_errors && matches!(id, PhaseId::MercConverter | PhaseId::RegAlloc | PhaseId::Schedule | PhaseId::SassSelect | PhaseId::Encode) => {}
                    Some(false) => problems.push(format!("{name}: {id:?} snapshot is empty")),
                    Some(true) => {}
                }
            }
        }
    }
    problems
}

/// Every printed output of a compilation, by name.
fn outputs(c: &Compilation) -> Vec<(&'static str, String)> {
    let o = &c.outputs;
    vec![
        ("llvm", o.llvm.clone().unwrap_or_default()),
        ("dag", o.dag.clone().unwrap_or_default()),
        ("isel", o.isel.clone().unwrap_or_default()),
        ("mir", o.mir.clone().unwrap_or_default()),
        ("ptx", o.ptx.clone().unwrap_or_default()),
        ("sass", o.sass.as_ref().map(|s| s.listing.clone()).unwrap_or_default()),
        ("trace", c.trace_json()),
        ("diagnostics", c.diagnostics.iter().map(|d| d.render("k.ll") + "\n").collect()),
    ]
}

#[test]
fn every_phase_of_every_kernel_has_a_snapshot_and_is_deterministic() {
    let files = nvisel_tests::corpus::files(&["corpus/llvm", "corpus/nvvm"], "ll");
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2).min(8);
    let results = oracle::parallel_map(&files, threads, |path| {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let src = std::fs::read_to_string(path).unwrap();
        let mut problems = Vec::new();
        let to_ptx = compile(&src, &Options { stop_after: Stage::Ptx, ..Options::default() });
        if to_ptx.has_errors() {
            return (name, false, problems);
        }
        // --emit dag: the six DAG phases, and nothing after them.
        let dag = compile(&src, &Options { stop_after: Stage::Dag, ..Options::default() });
        let dag_text = dag.outputs.dag.clone().unwrap_or_default();
        for id in DAG_PHASES {
            if !dag_text.contains(&format!("=== {} ===", id.title())) {
                problems.push(format!("{name}: --emit dag lacks the {:?} section", id.title()));
            }
        }
        if dag.outputs.isel.is_some() || dag.outputs.mir.is_some() || dag.outputs.ptx.is_some() {
            problems.push(format!("{name}: stopping after the DAG phases went on to selection"));
        }
        // --emit isel / mir / trace: the whole pipeline, twice.
        let full = compile(&src, &Options::default());
        let again = compile(&src, &Options::default());
        let sass_errors = full.has_errors();
        problems.extend(check_trace(&name, &full.trace, sass_errors));
        if full.outputs.dag != dag.outputs.dag {
            problems.push(format!("{name}: the DAG dump depends on how far the compilation goes"));
        }
        let isel = full.outputs.isel.clone().unwrap_or_default();
        if !isel.lines().any(|l| l.trim_start().starts_with("=> ")) {
            problems.push(format!("{name}: --emit isel names no selection: {:?}", isel.lines().next()));
        }
        let mir = full.outputs.mir.clone().unwrap_or_default();
        if !mir.starts_with("# After ") {
            problems.push(format!("{name}: --emit mir does not list the passes: {:?}", mir.lines().next()));
        }
        for ((what, a), (_, b)) in outputs(&full).into_iter().zip(outputs(&again)) {
            let must_exist = !(what == "diagnostics" || what == "sass" && sass_errors);
            if must_exist && a.trim().is_empty() {
                problems.push(format!("{name}: --emit {what} is empty"));
            }
            if a != b {
                let line = a.lines().zip(b.lines()).position(|(x, y)| x != y).map_or(0, |i| i + 1);
                problems.push(format!("{name}: --emit {what} differs between two runs (line {line})"));
            }
        }
        (name, true, problems)
    });
    let compiled = results.iter().filter(|r| r.1).count();
    let problems: Vec<String> = results.into_iter().flat_map(|r| r.2).collect();
    println!("every_phase: {compiled} of {} corpus files compile to PTX; each checked phase by phase", files.len());
    assert!(compiled >= 82, "only {compiled} corpus files compile to PTX");
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn mlir_input_records_its_phases_with_links_to_the_source() {
    let src = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/corpus/mlir/warpgroup_mma_store.mlir")).unwrap();
    let sm = nvisel::target::Sm::parse("90a").unwrap();
    let c = compile(&src, &Options { sm, ..Options::default() });
    assert!(!c.has_errors(), "{:?}", c.diagnostics);
    let ids: Vec<PhaseId> = c.trace.phases.iter().map(|p| p.id).collect();
    assert_eq!(&ids[..3], &[PhaseId::MlirParse, PhaseId::NvgpuToNvvm, PhaseId::LlvmParse], "{ids:?}");
    let text = |id: PhaseId| match &c.trace.phases.iter().find(|p| p.id == id).unwrap().snapshot {
        Snapshot::Text(t) => t.clone(),
        other => panic!("{id:?}: {other:?}"),
    };
    // Before and after the conversion: the nvgpu op, then what it became, each line linked to the
    // line of the op it came from.
    let store_line = 1 + src.lines().position(|l| l.contains("nvgpu.warpgroup.mma.store %")).unwrap() as u32;
    let before = text(PhaseId::MlirParse);
    let op = before.lines.iter().find(|l| l.text.contains("\"nvgpu.warpgroup.mma.store\"")).expect("the op before");
    assert_eq!(op.source.map(|s| s.line), Some(store_line));
    let after = text(PhaseId::NvgpuToNvvm);
    assert!(!after.lines.iter().any(|l| l.text.contains("\"nvgpu.")), "nvgpu ops remain after the conversion");
    let became: Vec<&str> = after.lines.iter().filter(|l| l.source.map(|s| s.line) == Some(store_line)).map(|l| l.text.as_str()).collect();
    assert!(became.iter().any(|l| l.contains("\"memref.store\"")) && became.iter().any(|l| l.contains("nvvm.read.ptx.sreg.tid.x")), "{became:?}");
    // The LLVM IR lines (and the PTX after them) link back to the MLIR source too.
    let llvm = text(PhaseId::LlvmParse);
    assert!(llvm.lines.iter().any(|l| l.text.contains("store float") && l.source.map(|s| s.line) == Some(store_line)), "no LLVM store linked to line {store_line}");
    assert!(c.outputs.ptx.as_deref().is_some_and(|p| p.contains("st.shared")));
}
