//! The generated sweep over the NVVM intrinsic families (`nvisel::isel::families`): the kernels
//! come from the same cells the selector uses.
//!
//! - Every legal cell: its kernel is compiled by nvisel at the lowest target the cell's gates
//!   allow (SM, then PTX version), and real ptxas assembles our PTX at that SM. Kernels are batched
//!   (one module per target and up to [`BATCH`] cells) and the batches run on two threads; a
//!   failing batch is split to name the cells at fault.
//! - Every illegal cell gives its diagnostic, text for text, and no PTX.
//! - Every legal cell's gates are probed just below its lowest target (the SM before it, the PTX
//!   version before it): the diagnostic is the gate's (the seed's verbatim wording, else LLVM 22's).
//!
//! Per-family figures are printed; floors keep the counts from shrinking.

use nvisel::isel::families::{self, Cell, Family};
use nvisel::target::{PtxVersion, Sm, Subtarget};
use nvisel::{Options, Stage, compile};
use nvisel_tests::oracle;
use std::collections::BTreeMap;

/// Cells per generated module.
const BATCH: usize = 48;
/// The bar: legal cells compiled and accepted by ptxas, across the families.
const LEGAL_FLOOR: usize = 3766;
/// Illegal cells and gate probes with their exact diagnostic.
const REFUSED_FLOOR: usize = 3252;

fn compile_at(src: &str, st: Subtarget) -> nvisel::Compilation {
    let options = Options {
        sm: st.sm,
        ptx: Some(st.ptx),
        stop_after: Stage::Ptx,
        ..Options::default()
    };
    compile(src, &options)
}

fn errors(c: &nvisel::Compilation) -> Vec<String> {
    c.diagnostics
        .iter()
        .filter(|d| d.severity == nvisel::diag::Severity::Error)
        .map(|d| d.message.clone())
        .collect()
}

/// nvisel then ptxas on a batch: `Ok` or, per failing cell, why.
fn run_batch(st: Subtarget, cells: &[&Cell], tag: &str) -> Vec<(String, String)> {
    let src = families::module(cells, "k");
    let c = compile_at(&src, st);
    let ptx = c.outputs.ptx.clone().filter(|_| !c.has_errors());
    let verdict = match ptx {
        None => Err(format!("nvisel: {}", errors(&c).join("; "))),
        Some(ptx) => oracle::ptxas(&ptx, &st.sm.to_string(), tag)
            .map(|_| ())
            .map_err(|e| format!("ptxas: {}", e.trim())),
    };
    match verdict {
        Ok(()) => Vec::new(),
        Err(why) if cells.len() == 1 => vec![(
            format!("{} [{}] at {st}", cells[0].intrinsic, cells[0].key()),
            why,
        )],
        Err(_) => {
            let (a, b) = cells.split_at(cells.len() / 2);
            let mut out = run_batch(st, a, &format!("{tag}a"));
            out.extend(run_batch(st, b, &format!("{tag}b")));
            out
        }
    }
}

/// `Ok` when ptxas also crashes (exits without a message) on LLVM 22's PTX for the cell that
/// `label` (`name [key] at target`) names, at the same target.
fn ptxas_crashes_on_llvm22_too(label: &str) -> Result<(), String> {
    let reg = families::registry();
    let (_, c) = reg
        .cells
        .iter()
        .find(|(_, c)| label.starts_with(&format!("{} [{}] at ", c.intrinsic, c.key())))
        .ok_or("no such cell")?;
    let st = c.lowest_target().ok_or("no target")?;
    let dir = oracle::scratch("sweep-crash");
    let file = dir.join(format!("{}.ll", c.intrinsic));
    std::fs::write(&file, c.module()).map_err(|e| e.to_string())?;
    let job = oracle::LlcJob {
        file,
        sm: st.sm.to_string().trim_start_matches("sm_").to_string(),
        ptx: Some(st.ptx.as_number()),
    };
    let ptx = oracle::llvm22_batch(&[job], "sweep-crash")?
        .pop()
        .ok_or("no LLVM 22 result")??;
    match oracle::ptxas(&ptx, &st.sm.to_string(), "sweep-crash-llvm") {
        Err(e) if e.trim().is_empty() => Ok(()),
        Err(e) => Err(format!("ptxas refuses it: {e}")),
        Ok(_) => Err("ptxas accepts it".into()),
    }
}

#[test]
fn every_legal_cell_compiles_at_its_lowest_target_and_ptxas_accepts_it() {
    let reg = families::registry();
    let mut groups: BTreeMap<(Sm, PtxVersion), Vec<&Cell>> = BTreeMap::new();
    let mut per_family: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut no_target = Vec::new();
    for (f, c) in &reg.cells {
        if c.illegal.is_some() {
            continue;
        }
        per_family.entry(f.id).or_default().0 += 1;
        match c.lowest_target() {
            Some(st) => groups.entry((st.sm, st.ptx)).or_default().push(c),
            None => no_target.push(c.intrinsic.clone()),
        }
    }
    assert!(
        no_target.is_empty(),
        "legal cells no target allows: {no_target:?}"
    );
    let mut batches = Vec::new();
    for ((sm, ptx), cells) in &groups {
        for (i, chunk) in cells.chunks(BATCH).enumerate() {
            batches.push((
                Subtarget { sm: *sm, ptx: *ptx },
                chunk.to_vec(),
                format!("sweep-{sm}-{}-{i}", ptx.as_number()),
            ));
        }
    }
    let results = oracle::parallel_map(&batches, 2, |(st, cells, tag)| run_batch(*st, cells, tag));
    let (crashes, failures): (Vec<(String, String)>, Vec<(String, String)>) = results
        .into_iter()
        .flatten()
        .partition(|(_, why)| why == "ptxas: ");
    // ptxas died without a word (a crash, not a refusal): the cell counts only if ptxas crashes
    // on LLVM 22's own PTX for it as well (a ptxas bug, reported, not counted as accepted).
    let mut failures = failures;
    let mut tool_crashes = Vec::new();
    for (label, why) in crashes {
        match ptxas_crashes_on_llvm22_too(&label) {
            Ok(()) => tool_crashes.push(label),
            Err(e) => failures.push((label, format!("{why} (LLVM 22's PTX: {e})"))),
        }
    }
    for (f, c) in &reg.cells {
        let label = format!("{} [{}]", c.intrinsic, c.key());
        if c.illegal.is_none()
            && !failures.iter().any(|(k, _)| k.starts_with(&label))
            && !tool_crashes.iter().any(|k| k.starts_with(&label))
        {
            per_family.entry(f.id).or_default().1 += 1;
        }
    }
    let mut total = 0;
    for (id, (legal, ok)) in &per_family {
        println!(
            "family {id:<14} legal cells {legal:>5}  compiled by nvisel and accepted by ptxas {ok:>5}"
        );
        total += ok;
    }
    println!("total accepted: {total} in {} batches", batches.len());
    for label in &tool_crashes {
        println!("PTXAS CRASH (on LLVM 22's PTX too, not counted) {label}");
    }
    for (cell, why) in failures.iter().take(40) {
        println!("FAIL {cell}: {why}");
    }
    assert!(
        failures.is_empty(),
        "{} legal cells failed (first: {:?})",
        failures.len(),
        failures.first()
    );
    assert!(
        total >= LEGAL_FLOOR,
        "only {total} legal cells accepted (floor {LEGAL_FLOOR})"
    );
}

#[test]
fn every_illegal_cell_and_every_gate_gives_its_exact_diagnostic() {
    let reg = families::registry();
    let mut per_family: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    let mut check = |f: &Family, c: &Cell, st: Subtarget, want: &str| {
        let comp = compile_at(&c.module(), st);
        let errs = errors(&comp);
        let positioned = comp
            .diagnostics
            .iter()
            .any(|d| d.message == want && d.span.line > 0);
        if errs.iter().any(|e| e == want) && positioned && comp.outputs.ptx.is_none() {
            per_family.entry(f.id).or_default().0 += 1;
        } else {
            failures.push(format!(
                "{} [{}] at {st}: want {want:?}, got {errs:?}",
                c.intrinsic,
                c.key()
            ));
        }
        per_family.entry(f.id).or_default().1 += 1;
    };
    for (f, c) in &reg.cells {
        match &c.illegal {
            Some(m) => {
                let st = Subtarget::new(Sm::parse("sm_100a").unwrap(), None).unwrap();
                check(f, c, st, m);
            }
            None => {
                for (st, m) in c.failing_targets() {
                    check(f, c, st, &m);
                }
            }
        }
    }
    let mut total = 0;
    for (id, (ok, probes)) in &per_family {
        println!(
            "family {id:<14} refusals checked {probes:>5}  with the exact positioned diagnostic {ok:>5}"
        );
        total += ok;
    }
    for f in failures.iter().take(40) {
        println!("FAIL {f}");
    }
    assert!(
        failures.is_empty(),
        "{} refusals wrong (first: {:?})",
        failures.len(),
        failures.first()
    );
    assert!(
        total >= REFUSED_FLOOR,
        "only {total} refusals checked (floor {REFUSED_FLOOR})"
    );
}
