//! The PTX front end against its corpus (`tests/corpus/ptx`, PTX from LLVM 22, libNVVM and by
//! hand) and the real ptxas: every file parses, printing round-trips, ptxas accepts the printed
//! text for the file's `.target`; and thousands of deterministic mutations never panic.

use nvisel::ptx;
use nvisel_tests::oracle;
use nvisel_tests::ptx_fuzz::{check, mutate, XorShift};

fn corpus() -> Vec<(String, String)> {
    nvisel_tests::corpus::named_texts(&["corpus/ptx"], "ptx")
}

#[test]
fn corpus_is_large_enough() {
    let files = corpus();
    assert!(files.len() >= 25, "only {} corpus files", files.len());
    // Each generator is represented.
    for marker in [".sm_80.ptx", ".sm_90.ptx", ".sm_90a.ptx", ".sm_100a.ptx", ".nvvm.ptx", "hand_"] {
        assert!(files.iter().any(|(n, _)| n.contains(marker)), "no corpus file with {marker}");
    }
}

#[test]
fn corpus_parses_and_round_trips() {
    let mut failures = Vec::new();
    for (name, text) in corpus() {
        let module = match ptx::parse(&text) {
            Ok(m) => m,
            Err(d) => {
                failures.push(format!("{name}: {}", d.iter().map(|d| d.render(&name)).collect::<Vec<_>>().join("\n")));
                continue;
            }
        };
        let printed = ptx::print(&module);
        match ptx::parse(&printed) {
            Ok(again) => {
                if again != module {
                    failures.push(format!("{name}: tree differs after print -> parse"));
                }
                if ptx::print(&again) != printed {
                    failures.push(format!("{name}: printing is not a fixpoint"));
                }
            }
            Err(d) => failures.push(format!("{name}: printed text does not parse: {:?}", d.first())),
        }
        // The printed text keeps every instruction.
        let count = |m: &nvisel::ptx::ast::Module| ptx::stats(m).into_iter().find(|(k, _)| k == "instructions").map(|(_, v)| v);
        assert!(count(&module).unwrap_or(0) > 0, "{name}: no instructions parsed");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn ptxas_accepts_the_printed_corpus() {
    let mut failures = Vec::new();
    for (name, text) in corpus() {
        let Ok(module) = ptx::parse(&text) else {
            failures.push(format!("{name}: does not parse"));
            continue;
        };
        let arch = module.target.first().cloned().unwrap_or_default();
        let printed = ptx::print(&module);
        let stem = name.trim_end_matches(".ptx").replace('.', "_");
        if let Err(e) = oracle::ptxas(&printed, &arch, &format!("printed_{stem}")) {
            failures.push(format!("{name} (printed, -arch={arch}): {e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn compile_emits_canonical_ptx() {
    let (name, text) = corpus().into_iter().find(|(n, _)| n.starts_with("elementwise.sm_90")).expect("corpus file");
    let opts = nvisel::Options { stop_after: nvisel::Stage::Ptx, ..nvisel::Options::default() };
    let c = nvisel::compile(&text, &opts);
    assert!(!c.has_errors(), "{name}: {:?}", c.diagnostics);
    let module = ptx::parse(&text).unwrap_or_else(|d| panic!("{d:?}"));
    assert_eq!(c.outputs.ptx.as_deref(), Some(ptx::print(&module).as_str()));
    let rec = c.trace.phases.iter().find(|p| p.id == nvisel::trace::PhaseId::PtxParse).expect("ptx-parse phase");
    assert_eq!(rec.status, nvisel::trace::PhaseStatus::Ran);
    match &rec.snapshot {
        nvisel::trace::Snapshot::Text(t) => {
            assert_eq!(t.language, "ptx");
            assert!(t.lines.iter().any(|l| l.text.starts_with("\tld.global") && l.source.is_some()));
            assert!(t.stats.iter().any(|(k, v)| k == "functions" && *v == 3), "{:?}", t.stats);
        }
        other => panic!("{other:?}"),
    }
    // Down to SASS, the ptxas side runs on the parsed module: Phase 1 has a record, and the
    // file either compiles or names what Phase 1 does not support yet.
    let full = nvisel::compile(&text, &nvisel::Options::default());
    assert!(full.trace.phase(nvisel::trace::PhaseId::MercConverter).is_some());
    assert!(full.outputs.sass.is_some() || full.diagnostics.iter().any(|d| d.message.starts_with("ptxas Phase 1:")), "{:?}", full.diagnostics);
}

#[test]
fn broken_ptx_fails_the_phase() {
    let c = nvisel::compile(".version 8.0\n.target sm_90\n.visible .entry k()\n{\n\tfrob;\n}\n", &nvisel::Options::default());
    assert_eq!(c.diagnostics.len(), 1);
    assert_eq!(c.diagnostics[0].render("k.ptx"), "k.ptx:5:2: error: unknown instruction 'frob'");
    assert_eq!(c.diagnostics[0].phase, "ptx-parse");
    let rec = c.trace.phases.iter().find(|p| p.id == nvisel::trace::PhaseId::PtxParse).expect("phase");
    assert_eq!(rec.status, nvisel::trace::PhaseStatus::Failed);
    assert!(c.outputs.ptx.is_none());
}

#[test]
fn mutations_never_panic_and_accepted_mutants_round_trip() {
    let files = corpus();
    let mut rng = XorShift::new(0x5eed_0004);
    let mut accepted = 0;
    let mut cases = 0;
    // NVISEL_PTX_MUTATIONS scales the run up (the default keeps `cargo test` quick).
    let total: usize = std::env::var("NVISEL_PTX_MUTATIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(4000);
    let per_file = total / files.len().max(1) + 1;
    for (name, text) in &files {
        for case in 0..per_file {
            let mutant = mutate(text, &mut rng);
            cases += 1;
            let result = std::panic::catch_unwind(|| check(&mutant));
            match result {
                Ok(Ok(())) => {}
                Ok(Err(why)) => panic!("{name} mutation {case}: {why}\n--- input\n{mutant}"),
                Err(_) => panic!("{name} mutation {case}: the parser panicked\n--- input\n{mutant}"),
            }
            if ptx::parse(&mutant).is_ok() {
                accepted += 1;
            }
        }
    }
    assert!(cases >= 4000);
    // Some mutants (e.g. whitespace edits) stay valid, so the round-trip half is exercised too.
    assert!(accepted > 50, "only {accepted} of {cases} mutants parsed");
    eprintln!("{cases} mutants, {accepted} parsed");
}

/// Mutants ptxas accepts must parse here too (the parser is not stricter than ptxas where it
/// matters), and their printed form must stay acceptable to ptxas. NVISEL_PTX_ORACLE_MUTATIONS
/// scales the number of cases.
#[test]
fn ptxas_and_parser_agree_on_mutants() {
    let files = corpus();
    let total: usize = std::env::var("NVISEL_PTX_ORACLE_MUTATIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(300);
    let seed = std::env::var("NVISEL_PTX_ORACLE_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(0x0dd_ba11);
    let mut rng = XorShift::new(seed);
    let mut failures = Vec::new();
    let mut accepted_by_ptxas = 0;
    for case in 0..total {
        let (name, text) = &files[rng.below(files.len())];
        let mutant = mutate(text, &mut rng);
        let Ok(module) = ptx::parse(&mutant) else {
            // Only run ptxas when it matters: does ptxas accept what we reject?
            // Deliberately stricter than ptxas: literals past 64 bits and register ranges past
            // the budget (ptxas wraps them silently).
            let diags = ptx::parse(&mutant).err().unwrap_or_default();
            if diags.iter().any(|d| STRICTER_THAN_PTXAS.iter().any(|m| d.message.contains(m))) {
                continue;
            }
            let arch = files_target(text);
            if oracle::ptxas(&mutant, &arch, &format!("mutant_{case}")).is_ok() {
                failures.push(format!("case {case} ({name}): ptxas accepts, the parser rejects: {diags:?}\n{mutant}"));
            }
            continue;
        };
        let arch = module.target.first().cloned().unwrap_or_default();
        if oracle::ptxas(&mutant, &arch, &format!("mutant_{case}")).is_ok() {
            accepted_by_ptxas += 1;
            if let Err(e) = oracle::ptxas(&ptx::print(&module), &arch, &format!("mutant_{case}_printed")) {
                failures.push(format!("case {case} ({name}): ptxas rejects the printed mutant: {e}\n{mutant}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    eprintln!("{total} mutants, {accepted_by_ptxas} accepted by ptxas");
}

/// Diagnostics where the parser rejects on purpose what ptxas lets through (ptxas 13 still takes
/// `.target sm_10`; this compiler knows sm_75 and later).
const STRICTER_THAN_PTXAS: &[&str] = &["does not fit in 64 bits", "is too large", "budget", "unknown target"];

/// The `.target` SM of a corpus text, read the simple way (for mutants that do not parse).
fn files_target(text: &str) -> String {
    text.lines()
        .find_map(|l| l.trim().strip_prefix(".target "))
        .and_then(|t| t.split(',').next())
        .map(|t| t.trim().to_string())
        .unwrap_or_else(|| "sm_90".into())
}
