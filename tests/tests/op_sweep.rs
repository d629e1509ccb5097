//! The LLVM NVPTX surface sweep (issue 6): every kernel `nvisel_tests::sweep::cases()` generates
//! (one per operation, type, address space, ordering, ...) is compiled by LLVM 22 (llvmlite) and by
//! nvisel at sm_90, sm_75, sm_80 and sm_100a, and ptxas runs on every PTX we print. It asserts:
//!
//! - every combination LLVM 22 compiles, we compile to PTX that ptxas accepts, except the known
//!   failures listed in `tests/sweep_known_failures.txt` (any other failure is a problem), and the
//!   pass count per SM is at least its floor;
//! - where LLVM 22 refuses a combination, we refuse it with a positioned diagnostic: never a panic,
//!   never PTX that ptxas rejects (printing PTX ptxas accepts is reported, not a failure);
//! - it prints the median PTX instruction count ours / LLVM 22 at sm_90 and the worst cases.
//!
//! `NVISEL_SWEEP_FILTER=substr` runs only the cases whose name contains `substr` (floors are then not
//! checked); the full report (every failure with its message) is written to
//! `target/tmp/op_sweep-report.txt`.

use nvisel::target::Sm;
use nvisel::{compile, Options, Stage};
use nvisel_tests::oracle::{self, LlcJob};
use nvisel_tests::sweep::{self, Case};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// The SMs, each with its floor: the combinations LLVM 22 compiles that we compile to PTX ptxas
/// accepts. Raise a floor when the selector grows; never lower it.
const SMS: &[(&str, usize)] = &[("90", 1962), ("75", 1916), ("80", 1933), ("100a", 1965)];

fn threads() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2).min(8)
}

/// Our result for one case at one SM.
enum Ours {
    Ptx(String),
    /// Refused: the first error, rendered, and whether it carries a position (line > 0).
    Refused(String, bool),
    Panicked(String),
}

/// The known failures: `sm_XX case/name` lines, `* case/name` for every SM (`#` starts a comment).
fn known_failures() -> BTreeSet<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sweep_known_failures.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .map(|l| l.split('#').next().unwrap().trim())
        .filter(|l| !l.is_empty())
        .flat_map(|l| {
            let (sm, name) = l.split_once(char::is_whitespace).unwrap_or((l, ""));
            let name = name.trim().to_string();
            if sm == "*" {
                SMS.iter().map(|(s, _)| format!("sm_{s} {name}")).collect::<Vec<_>>()
            } else {
                vec![format!("{sm} {name}")]
            }
        })
        .collect()
}

/// Modules assembled together in one ptxas run.
const PTXAS_BATCH: usize = 24;

/// The module with its defined symbols renamed to be unique to case `n`, so that the PTX of several
/// cases can be assembled as one module (LLVM 22 compiles the case as generated).
fn uniquify(ir: &str, n: usize) -> String {
    let re = regex::Regex::new(r"@(k|sh|cst|f|g|other|fmt|va|rec|t|p)\b").unwrap();
    re.replace_all(ir, |c: &regex::Captures| format!("@{}_c{n}", &c[1])).into_owned()
}

fn first_line(s: &str) -> &str {
    s.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim()
}

#[test]
fn every_llvm_accepted_combination_compiles_and_ptxas_accepts_it() {
    let filter = std::env::var("NVISEL_SWEEP_FILTER").ok();
    let cases: Vec<Case> = sweep::cases().into_iter().filter(|c| filter.as_deref().is_none_or(|f| c.name.contains(f))).collect();
    assert!(!cases.is_empty(), "no case matches the filter");
    if filter.is_none() {
        assert!(cases.len() >= 1500, "the sweep has {} combinations, fewer than 1,500", cases.len());
    }
    let dir = oracle::scratch("op-sweep");
    let files: Vec<std::path::PathBuf> = cases
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let p = dir.join(format!("{i}.ll"));
            std::fs::write(&p, &c.ir).unwrap();
            p
        })
        .collect();

    let uniquified: Vec<String> = cases.iter().enumerate().map(|(i, c)| uniquify(&c.ir, i)).collect();
    let pairs: Vec<(usize, usize)> = (0..SMS.len()).flat_map(|s| (0..cases.len()).map(move |c| (s, c))).collect();
    let jobs: Vec<LlcJob> = pairs.iter().map(|&(s, c)| LlcJob { file: files[c].clone(), sm: SMS[s].0.to_string(), ptx: None }).collect();
    // LLVM 22 in a few python processes (each forks a child per job), ours on worker threads.
    let chunks: Vec<&[LlcJob]> = jobs.chunks(jobs.len().div_ceil(threads().max(2) / 2).max(1)).collect();
    let (llvm, ours) = std::thread::scope(|scope| {
        let llvm = scope.spawn(|| {
            let idx: Vec<usize> = (0..chunks.len()).collect();
            oracle::parallel_map(&idx, chunks.len(), |&k| oracle::llvm22_batch(chunks[k], &format!("sweep{k}")))
        });
        let ours: Vec<Ours> = oracle::parallel_map(&pairs, threads(), |&(s, c)| {
            let sm = Sm::parse(SMS[s].0).unwrap();
            let src = &uniquified[c];
            let run = std::panic::catch_unwind(|| compile(src, &Options { sm, ptx: None, stop_after: Stage::Ptx, ..Options::default() }));
            match run {
                Err(e) => Ours::Panicked(e.downcast_ref::<String>().cloned().or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_default()),
                Ok(c) => match (c.has_errors(), c.outputs.ptx) {
                    (false, Some(ptx)) => Ours::Ptx(ptx),
                    (true, _) => {
                        let d = c.diagnostics.iter().find(|d| d.severity == nvisel::diag::Severity::Error).unwrap();
                        Ours::Refused(d.render("k.ll"), d.span.line > 0)
                    }
                    (false, None) => Ours::Refused(String::new(), false),
                },
            }
        });
        (llvm.join().unwrap(), ours)
    });
    let llvm: Vec<Result<String, String>> = llvm.into_iter().flat_map(|r| r.unwrap_or_else(|e| panic!("{e}"))).collect();
    assert_eq!(llvm.len(), pairs.len());

    // ptxas on our PTX: modules of one SM are assembled in batches (their symbols are unique to
    // the case, see `uniquify`); a batch ptxas rejects is assembled again case by case.
    let printed: Vec<usize> = (0..pairs.len()).filter(|&i| matches!(ours[i], Ours::Ptx(_))).collect();
    let mut batches: Vec<Vec<usize>> = Vec::new();
    for s in 0..SMS.len() {
        let of_sm: Vec<usize> = printed.iter().copied().filter(|&i| pairs[i].0 == s).collect();
        batches.extend(of_sm.chunks(PTXAS_BATCH).map(<[usize]>::to_vec));
    }
    let ptx_of = |i: usize| match &ours[i] {
        Ours::Ptx(p) => p.as_str(),
        _ => unreachable!(),
    };
    let results: Vec<Vec<(usize, Result<(), String>)>> = oracle::parallel_map(&batches, threads(), |batch| {
        let arch = format!("sm_{}", SMS[pairs[batch[0]].0].0);
        let mut joined = String::new();
        for (k, &i) in batch.iter().enumerate() {
            for line in ptx_of(i).lines() {
                let t = line.trim_start();
                if k > 0 && (t.starts_with(".version") || t.starts_with(".target") || t.starts_with(".address_size")) {
                    continue;
                }
                joined.push_str(line);
                joined.push('\n');
            }
        }
        if batch.len() > 1 && oracle::ptxas(&joined, &arch, &format!("sweepb{}", batch[0])).is_ok() {
            return batch.iter().map(|&i| (i, Ok(()))).collect();
        }
        batch.iter().map(|&i| (i, oracle::ptxas(ptx_of(i), &arch, &format!("sweep{i}")).map(|_| ()))).collect()
    });
    let ptxas_of: BTreeMap<usize, Result<(), String>> = results.into_iter().flatten().collect();

    let known = known_failures();
    let mut problems = Vec::new();
    let mut report = String::new();
    let mut passed = vec![0usize; SMS.len()];
    let mut accepted_by_llvm = vec![0usize; SMS.len()];
    let mut beyond_llvm = vec![0usize; SMS.len()];
    let mut failed_by_category: Vec<BTreeMap<&str, usize>> = vec![BTreeMap::new(); SMS.len()];
    let mut failing_keys = BTreeSet::new();
    for (i, &(s, c)) in pairs.iter().enumerate() {
        let sm = SMS[s].0;
        let case = &cases[c];
        let key = format!("sm_{sm} {}", case.name);
        let ptxas_result = ptxas_of.get(&i);
        let failure: Option<String> = match (&llvm[i], &ours[i]) {
            (Ok(_), Ours::Ptx(_)) => match ptxas_result.unwrap().as_ref() {
                Ok(()) => None,
                Err(e) => Some(format!("ptxas rejects our PTX: {}", first_line(e))),
            },
            (Ok(_), Ours::Refused(d, _)) => Some(format!("we refuse what LLVM 22 compiles: {d}")),
            (_, Ours::Panicked(m)) => Some(format!("panic: {m}")),
            (Err(_), Ours::Refused(d, positioned)) => (!*positioned || d.is_empty()).then(|| format!("refused without a positioned diagnostic: {d:?}")),
            (Err(e), Ours::Ptx(_)) => match ptxas_result.unwrap().as_ref() {
                Ok(()) => {
                    beyond_llvm[s] += 1;
                    let _ = writeln!(report, "INFO {key}: LLVM 22 refuses ({}), we compile and ptxas accepts", first_line(e));
                    None
                }
                Err(pe) => Some(format!("LLVM 22 refuses ({}); we print PTX ptxas rejects: {}", first_line(e), first_line(pe))),
            },
        };
        if llvm[i].is_ok() {
            accepted_by_llvm[s] += 1;
            if failure.is_none() {
                passed[s] += 1;
            }
        }
        if let Some(f) = failure {
            *failed_by_category[s].entry(case.category).or_default() += 1;
            let _ = writeln!(report, "FAIL {key}: {f}");
            if !known.contains(&key) {
                problems.push(format!("{key}: {f}"));
            }
            failing_keys.insert(key);
        }
    }

    for (s, &(sm, floor)) in SMS.iter().enumerate() {
        let pct = 100.0 * passed[s] as f64 / accepted_by_llvm[s].max(1) as f64;
        println!(
            "op_sweep: sm_{sm}: {} of {} combinations LLVM 22 compiles pass ({pct:.2}%); LLVM refuses {} ({} of those we compile, ptxas accepts); floor {floor}",
            passed[s],
            accepted_by_llvm[s],
            cases.len() - accepted_by_llvm[s],
            beyond_llvm[s]
        );
        println!("op_sweep: sm_{sm}: failures by category: {:?}", failed_by_category[s]);
        if filter.is_none() && passed[s] < floor {
            problems.push(format!("sm_{sm}: {} pass, below the floor of {floor}", passed[s]));
        }
    }
    if filter.is_none() {
        let fixed: Vec<&String> = known.iter().filter(|k| !failing_keys.contains(*k)).collect();
        if !fixed.is_empty() {
            println!("op_sweep: {} known failures now pass (remove them from sweep_known_failures.txt): {:?}", fixed.len(), fixed.iter().take(20).collect::<Vec<_>>());
        }
    }

    // Instruction counts against LLVM 22 at sm_90.
    let mut ratios: Vec<(f64, usize, usize, &str)> = (0..cases.len())
        .filter_map(|c| match (&ours[c], &llvm[c]) {
            (Ours::Ptx(p), Ok(t)) if oracle::ptx_instruction_count(t) > 0 => {
                let (a, b) = (oracle::ptx_instruction_count(p), oracle::ptx_instruction_count(t));
                Some((a as f64 / b as f64, a, b, cases[c].name.as_str()))
            }
            _ => None,
        })
        .collect();
    ratios.sort_by(|x, y| x.0.total_cmp(&y.0).then(x.3.cmp(y.3)));
    let median = ratios.get(ratios.len() / 2).map_or(f64::NAN, |r| r.0);
    let total: (usize, usize) = ratios.iter().fold((0, 0), |(a, b), r| (a + r.1, b + r.2));
    println!(
        "op_sweep: sm_90: median PTX instruction-count ratio ours / LLVM 22 = {median:.3} over {} combinations (total {} / {})",
        ratios.len(),
        total.0,
        total.1
    );
    for r in ratios.iter().rev().take(12) {
        println!("op_sweep: worst: {:.2} ({} / {}) {}", r.0, r.1, r.2, r.3);
    }
    for r in &ratios {
        let _ = writeln!(report, "RATIO {:.3} {} {} {}", r.0, r.1, r.2, r.3);
    }
    let report_path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/tmp/op_sweep-report.txt");
    let _ = std::fs::create_dir_all(report_path.parent().unwrap());
    let _ = std::fs::write(&report_path, &report);
    if filter.is_none() {
        assert!(median <= 1.0 || ratios.is_empty(), "median ratio {median:.3} is above LLVM 22's");
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.iter().take(200).cloned().collect::<Vec<_>>().join("\n"));
}
