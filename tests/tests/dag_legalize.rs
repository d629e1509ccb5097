//! Legalization over the whole LLVM corpus: every file whose SelectionDAG builds also legalizes
//! (types, then operations) with no diagnostic, on an old, the default and a new SM; after
//! LegalizeOps every live node's types are legal, no ISD node is left whose action is Expand,
//! Promote or LibCall, and legalizing again changes nothing. A file LLVM 22 refuses too (a libm
//! call such as `llvm.exp.f32`: "no libcall available for fexp") counts as handled. The count
//! may only grow.

use nvisel::dag::actions::{action_type, cond_code_action, is_legal_type, op_action, Action, Caps};
use nvisel::dag::combine::{self, Run};
use nvisel::dag::{legalize_ops, legalize_types, Opcode, Payload, SelectionDag};
use nvisel::{compile, InputKind, Options, Stage};
use std::path::Path;

/// Corpus files that must fully legalize on every SM below, or be refused as LLVM 22 refuses them
/// (the figure when this was written).
const MIN_LEGALIZED: usize = 108;

/// LLVM 22's refusal of a libm operation on NVPTX (no libcalls), which legalization reproduces.
const LLVM_LIBCALL_ERROR: &str = "no libcall available for ";

fn corpus() -> Vec<std::path::PathBuf> {
    nvisel_tests::corpus::files(&["corpus/llvm", "corpus/nvvm"], "ll")
}

/// The legal-DAG invariant of one block; `Err` says what broke.
fn check_legal(dag: &SelectionDag, caps: Caps) -> Result<(), String> {
    for n in dag.live() {
        let node = dag.node(n);
        for &t in &node.vts {
            if !is_legal_type(t, caps) {
                return Err(format!("{n}: {} has illegal result type {t}", node.opcode));
            }
        }
        let Opcode::Isd(op) = node.opcode else { continue };
        let vt = action_type(dag, n);
        let (action, _) = op_action(op, vt, caps);
        if !matches!(action, Action::Legal | Action::Custom) {
            return Err(format!("{n}: {} on {vt} is still {}", node.opcode, action.name()));
        }
        if op == nvisel::dag::Isd::SetCC {
            if let Payload::Cond(cc) = dag.node(node.ops[2].node).payload {
                if cond_code_action(vt, cc) != Action::Legal {
                    return Err(format!("{n}: setcc {} on {vt} is not legal", cc.name()));
                }
            }
        }
    }
    let mut again = dag.clone();
    let mut log = Vec::new();
    match legalize_ops::legalize_ops(&mut again, caps, 16, &mut log) {
        Ok(0) => Ok(()),
        Ok(k) => Err(format!("legalizing again rewrote {k} nodes: {:?}", log.iter().map(|e| &e.note).collect::<Vec<_>>())),
        Err(e) => Err(format!("legalizing again failed: {e:?}")),
    }
}

/// Runs the DAG phases the driver runs and checks the result; `Ok(false)` when the DAG does not
/// build (not this test's business).
fn legalize_file(src: &str, caps: Caps) -> Result<bool, String> {
    let (module, diags) = nvisel::ir::parse_and_verify(src);
    if diags.iter().any(|d| d.severity == nvisel::diag::Severity::Error) {
        return Ok(false);
    }
    let (mut functions, diags) = nvisel::dag::build::build_module(&module, 200_000);
    if !diags.is_empty() {
        return Ok(false);
    }
    let mut log = Vec::new();
    for b in functions.iter_mut().flat_map(|f| f.blocks.iter_mut()) {
        let name = format!("@{} / {}", b.function, b.block);
        combine::combine(b, Run::BeforeLegalize, 1_000_000, &mut log).map_err(|e| format!("{name}: combine #1 {e:?}"))?;
        let rounds = legalize_types::legalize_types(b, caps, 16, &mut log).map_err(|e| format!("{name}: {e:?}"))?;
        if rounds > 3 {
            return Err(format!("{name}: type legalization took {rounds} rounds (seed 4.13: at most ~3)"));
        }
        if !legalize_types::all_types_legal(b, caps) {
            return Err(format!("{name}: illegal types after type legalization"));
        }
        combine::combine(b, Run::AfterLegalizeTypes, 1_000_000, &mut log).map_err(|e| format!("{name}: combine #2 {e:?}"))?;
        legalize_ops::legalize_ops(b, caps, 16, &mut log).map_err(|e| format!("{name}: {e:?}"))?;
        combine::combine(b, Run::AfterLegalizeOps, 1_000_000, &mut log).map_err(|e| format!("{name}: combine #3 {e:?}"))?;
        combine::nvptx_post_legalize(b, &mut log).map_err(|e| format!("{name}: NVPTX combine {e:?}"))?;
        combine::combine(b, Run::AfterLegalizeOps, 1_000_000, &mut log).map_err(|e| format!("{name}: combine #3 {e:?}"))?;
        check_legal(b, caps).map_err(|e| format!("invariant: {name}: {e}"))?;
    }
    Ok(true)
}

#[test]
fn the_corpus_legalizes_on_every_sm() {
    let files = corpus();
    assert!(files.len() >= 100, "corpus has {} files", files.len());
    let sms = [Caps { sm: 75, ptx: 70 }, Caps { sm: 90, ptx: 80 }, Caps { sm: 100, ptx: 86 }];
    let mut legalized = 0;
    let mut refused_as_llvm = 0;
    let mut failures = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        let mut ok = true;
        let mut built = false;
        let mut llvm_refuses = false;
        for &caps in &sms {
            match legalize_file(&src, caps) {
                Ok(b) => built = b,
                Err(e) if e.contains(LLVM_LIBCALL_ERROR) && !e.contains("invariant:") => llvm_refuses = true,
                Err(e) => {
                    ok = false;
                    failures.push(format!("{} (sm_{}): {e}", f.file_name().unwrap().to_string_lossy(), caps.sm));
                }
            }
        }
        if llvm_refuses && ok {
            refused_as_llvm += 1;
        } else if built && ok {
            legalized += 1;
        }
    }
    println!("DAG legalization: {legalized} of {} corpus files fully legalize on sm_75, sm_90 and sm_100; {refused_as_llvm} refused as LLVM 22 refuses them", files.len());
    assert!(failures.is_empty(), "{} failures:\n  {}", failures.len(), failures.join("\n  "));
    assert!(legalized + refused_as_llvm >= MIN_LEGALIZED, "only {legalized} legalized and {refused_as_llvm} refused as LLVM refuses them (was {MIN_LEGALIZED})");
}

/// The legalization filetests (which also exercise shapes the corpus lacks): whatever legalizes
/// must satisfy the same invariant; a file may instead stop with a positioned diagnostic.
#[test]
fn the_dag_filetests_that_legalize_are_legal() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("filetests/dag");
    // Every .ll under filetests/dag, the combine/ and legalize/ folders included.
    let files: Vec<_> = nvisel_tests::filetest::discover(&dir).into_iter().filter(|p| p.extension().is_some_and(|e| e == "ll")).collect();
    assert!(files.len() >= 40, "{} DAG filetests", files.len());
    let mut checked = 0;
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        for caps in [Caps { sm: 75, ptx: 70 }, Caps { sm: 90, ptx: 80 }, Caps { sm: 100, ptx: 86 }] {
            match legalize_file(&src, caps) {
                Ok(true) => checked += 1,
                Ok(false) => {}
                Err(e) => assert!(!e.contains("invariant:"), "{} (sm_{}): {e}", f.display(), caps.sm),
            }
        }
    }
    assert!(checked >= 30, "{checked}");
}

/// The driver: `--emit dag` of every file that builds exits without a diagnostic and shows the
/// eight-phase order of seed 3.01 up to combine #3.
#[test]
fn emit_dag_shows_every_dag_phase_in_order() {
    let opts = Options { input: Some(InputKind::LlvmIr), stop_after: Stage::Dag, ..Options::default() };
    let mut checked = 0;
    let mut refused_as_llvm = 0;
    for f in corpus() {
        let src = std::fs::read_to_string(&f).unwrap();
        let c = compile(&src, &opts);
        if c.diagnostics.iter().any(|d| d.message.starts_with("SelectionDAG build")) {
            continue;
        }
        if !c.diagnostics.is_empty() && c.diagnostics.iter().all(|d| d.message.starts_with(LLVM_LIBCALL_ERROR)) {
            refused_as_llvm += 1;
            continue;
        }
        assert!(!c.has_errors(), "{}: {:?}", f.display(), c.diagnostics);
        let dump = c.outputs.dag.expect("a DAG dump");
        let titles: Vec<&str> = dump.lines().filter(|l| l.starts_with("=== ")).collect();
        assert_eq!(
            titles,
            ["=== SelectionDAG build ===", "=== DAG combine #1 ===", "=== Type legalization ===", "=== DAG combine #2 ===", "=== Operation legalization ===", "=== DAG combine #3 ==="],
            "{}",
            f.display()
        );
        checked += 1;
    }
    assert!(checked + refused_as_llvm >= MIN_LEGALIZED, "{checked} + {refused_as_llvm}");
}
