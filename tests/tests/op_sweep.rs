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
//! LLVM 22's answers are cached by content under `target/tmp/op_sweep-llvm-cache/` (a pair is
//! compiled by llvmlite only the first time it is seen). `NVISEL_SWEEP_FILTER=a,b` runs only the cases whose name contains `a` or `b` (floors are then not
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
const SMS: &[(&str, usize)] = &[("90", 3183), ("75", 2935), ("80", 2935), ("100a", 3181)];

/// The median PTX instruction count ours / LLVM 22's at sm_90 may not rise above this; the bar
/// (issue 6) is 1.0. Lower it as the selector improves; never raise it.
const MEDIAN_CEILING: f64 = 1.0;

/// Issue 8's SASS bar: both PTX texts through the real ptxas at sm_90, the median SASS instruction
/// count ours / LLVM 22's (NOPs left out, as `tools/mpass_ratio.py` counts) may not rise above
/// this. Lower it as the selector improves; never raise it.
const SASS_MEDIAN_CEILING: f64 = 1.0;

/// Issue 8's bar is no kernel above 1.2x LLVM 22's PTX instruction count at sm_90: the number of
/// combinations still above it may not rise above this. Lower it as the selector improves; never
/// raise it.
const ABOVE_1_2_CEILING: usize = 0;

/// Combinations whose LLVM 22 PTX is wrong, left out of the 1.2x count (their ratio is still
/// reported): LLVM 22's NVPTXLowerAggrCopies erases every `llvm.memmove` it visits, also when
/// `expandMemMoveAsLoop` declines to expand it (a variable length between two address spaces
/// where it can neither cast one to the other nor prove they do not alias: global <- const and
/// shared <- global), so its PTX is a bare `ret` and the copy is silently dropped. Later LLVM
/// erases the call only when it was expanded. Ours copies (a byte loop each way):
/// `llvm_drops_the_memmove_we_copy` checks both.
const LLVM_DROPS_COPY: &[&str] = &["intrinsic/memmove/as1-as4/var", "intrinsic/memmove/as3-as1/var"];

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

fn llvm_cache_dir() -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/tmp/op_sweep-llvm-cache");
    let _ = std::fs::create_dir_all(&dir);
    dir
}

/// The oracle venv's llvmlite version (its dist-info folder's name).
fn llvmlite_version() -> String {
    std::fs::read_dir(oracle::venv().join("lib"))
        .into_iter()
        .flatten()
        .flatten()
        .flat_map(|py| std::fs::read_dir(py.path().join("site-packages")).into_iter().flatten().flatten())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .find(|n| n.starts_with("llvmlite-") && n.ends_with(".dist-info"))
        .unwrap_or_default()
}

/// FNV-1a of the module, the SM and the llvmlite version.
fn cache_key(ir: &str, sm: &str, llvmlite: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in ir.bytes().chain([0]).chain(sm.bytes()).chain([0]).chain(llvmlite.bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

fn cache_get(dir: &std::path::Path, key: &str) -> Option<Result<String, String>> {
    if let Ok(ptx) = std::fs::read_to_string(dir.join(format!("{key}.ptx"))) {
        return Some(Ok(ptx));
    }
    std::fs::read_to_string(dir.join(format!("{key}.err"))).ok().map(Err)
}

fn cache_put(dir: &std::path::Path, key: &str, r: &Result<String, String>) {
    let (ext, text) = match r {
        Ok(p) => ("ptx", p),
        // A child that died without a word may have been killed from outside: not kept.
        Err(e) if e.contains("without a message") => return,
        Err(e) => ("err", e),
    };
    let tmp = dir.join(format!("{key}.{ext}.tmp"));
    if std::fs::write(&tmp, text).is_ok() {
        let _ = std::fs::rename(&tmp, dir.join(format!("{key}.{ext}")));
    }
}

/// Modules assembled together in one ptxas run.
const PTXAS_BATCH: usize = 24;

/// The module with its defined symbols renamed to be unique to case `n`, so that the PTX of several
/// cases can be assembled as one module (LLVM 22 compiles the case as generated).
fn uniquify(ir: &str, n: usize) -> String {
    let re = regex::Regex::new(r"@(k|sh|cst|f|g|other|fmt|va|rec|t|p)\b").unwrap();
    re.replace_all(ir, |c: &regex::Captures| format!("@{}_c{n}", &c[1])).into_owned()
}

/// Whether a case calls or reads a symbol defined outside the module (`.extern`): ptxas takes it
/// only as relocatable code (`ptxas -c`), as it would LLVM 22's PTX for it.
fn relocatable(case: &Case) -> bool {
    case.name.starts_with("call/extern/") || case.name.starts_with("global/linkage/external")
}

/// `ptxas -c -arch=<arch>` (relocatable object: external symbols stay unresolved).
fn ptxas_relocatable(ptx: &str, arch: &str, name: &str) -> Result<std::path::PathBuf, String> {
    let exe = oracle::tool("ptxas")?;
    let dir = oracle::scratch("ptxas-c");
    let src = dir.join(format!("{name}.ptx"));
    std::fs::write(&src, ptx).map_err(|e| e.to_string())?;
    let out = std::process::Command::new(exe)
        .args(["-c", &format!("-arch={arch}")])
        .arg(&src)
        .arg("-o")
        .arg(dir.join(format!("{name}.o")))
        .output()
        .map_err(|e| format!("cannot run ptxas: {e}"))?;
    if out.status.success() {
        Ok(dir.join(format!("{name}.o")))
    } else {
        Err(format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)))
    }
}

fn first_line(s: &str) -> &str {
    s.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim()
}

#[test]
fn every_llvm_accepted_combination_compiles_and_ptxas_accepts_it() {
    let filter = std::env::var("NVISEL_SWEEP_FILTER").ok();
    let cases: Vec<Case> = sweep::cases().into_iter().filter(|c| filter.as_deref().is_none_or(|f| f.split(',').any(|f| c.name.contains(f)))).collect();
    assert!(!cases.is_empty(), "no case matches the filter");
    if filter.is_none() {
        assert!(cases.len() >= 1500, "the sweep has {} combinations, fewer than 1,500", cases.len());
    }
    // NVISEL_SWEEP_DUMP=DIR writes every case's IR (the filter aside) to DIR/NAME.ll (`/` in the
    // name as `_`), to compare one case's PTX with LLVM 22's by hand.
    if let Ok(dump) = std::env::var("NVISEL_SWEEP_DUMP") {
        std::fs::create_dir_all(&dump).unwrap();
        for c in &sweep::cases() {
            std::fs::write(std::path::Path::new(&dump).join(format!("{}.ll", c.name.replace('/', "_"))), &c.ir).unwrap();
        }
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
    // LLVM 22's answer for an (IR, SM) pair never changes: answers are kept in
    // target/tmp/op_sweep-llvm-cache/ by a hash of both (and llvmlite's version), and only the
    // pairs not there are compiled. The oracle's python must exist either way.
    oracle::python().unwrap_or_else(|e| panic!("{e}"));
    let cache = llvm_cache_dir();
    let llvmlite = llvmlite_version();
    let keys: Vec<String> = pairs.iter().map(|&(s, c)| cache_key(&cases[c].ir, SMS[s].0, &llvmlite)).collect();
    let cached: Vec<Option<Result<String, String>>> = keys.iter().map(|k| cache_get(&cache, k)).collect();
    let missing: Vec<usize> = (0..pairs.len()).filter(|&i| cached[i].is_none()).collect();
    let todo: Vec<LlcJob> = missing.iter().map(|&i| jobs[i].clone()).collect();
    let chunks: Vec<&[LlcJob]> = if todo.is_empty() { Vec::new() } else { todo.chunks(todo.len().div_ceil(threads().max(2) / 2).max(1)).collect() };
    let (llvm, ours) = std::thread::scope(|scope| {
        let llvm = scope.spawn(|| {
            let idx: Vec<usize> = (0..chunks.len()).collect();
            let fresh: Vec<Result<String, String>> = oracle::parallel_map(&idx, chunks.len().max(1), |&k| oracle::llvm22_batch(chunks[k], &format!("sweep{k}")))
                .into_iter()
                .flat_map(|r| r.unwrap_or_else(|e| panic!("{e}")))
                .collect();
            let mut all = cached.clone();
            for (&i, r) in missing.iter().zip(fresh) {
                cache_put(&cache, &keys[i], &r);
                all[i] = Some(r);
            }
            all.into_iter().map(|r| r.unwrap()).collect::<Vec<_>>()
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
    // Each result carries the ELF ptxas wrote (a batch's cases share one) and whether it is the
    // case's own, for the SASS counts at sm_90.
    type Assembled = Result<(std::path::PathBuf, bool), String>;
    let results: Vec<Vec<(usize, Assembled)>> = oracle::parallel_map(&batches, threads(), |batch| {
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
        if batch.len() > 1 {
            if let Ok(cubin) = oracle::ptxas(&joined, &arch, &format!("sweepb{}", batch[0])) {
                return batch.iter().map(|&i| (i, Ok((cubin.clone(), false)))).collect();
            }
        }
        batch
            .iter()
            .map(|&i| {
                let r = if relocatable(&cases[pairs[i].1]) {
                    ptxas_relocatable(ptx_of(i), &arch, &format!("sweep{i}"))
                } else {
                    oracle::ptxas(ptx_of(i), &arch, &format!("sweep{i}"))
                };
                (i, r.map(|elf| (elf, true)))
            })
            .collect()
    });
    let assembled: BTreeMap<usize, Assembled> = results.into_iter().flatten().collect();
    let ptxas_of: BTreeMap<usize, Result<(), String>> = assembled.iter().map(|(&i, r)| (i, r.as_ref().map(|_| ()).map_err(Clone::clone))).collect();

    // Where LLVM 22 compiles a pair and ours does not pass, ptxas judges LLVM's own PTX too: a
    // combination whose LLVM PTX ptxas rejects (e.g. shared::cluster before sm_90) counts as one
    // LLVM refuses.
    let ours_fails = |i: usize| match &ours[i] {
        Ours::Ptx(_) => ptxas_of.get(&i).is_some_and(|r| r.is_err()),
        _ => true,
    };
    let recheck: Vec<usize> = (0..pairs.len()).filter(|&i| llvm[i].is_ok() && ours_fails(i)).collect();
    let llvm_ptxas: Vec<Result<(), String>> = oracle::parallel_map(&recheck, threads(), |&i| {
        let Ok(theirs) = &llvm[i] else { unreachable!() };
        let arch = format!("sm_{}", SMS[pairs[i].0].0);
        if relocatable(&cases[pairs[i].1]) {
            ptxas_relocatable(theirs, &arch, &format!("llvm{i}")).map(|_| ())
        } else {
            oracle::ptxas(theirs, &arch, &format!("llvm{i}")).map(|_| ())
        }
    });
    let mut llvm = llvm;
    for (&i, r) in recheck.iter().zip(llvm_ptxas) {
        if let Err(e) = r {
            llvm[i] = Err(format!("ptxas rejects LLVM 22's PTX: {}", first_line(&e)));
        }
    }

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
    // `NVISEL_SWEEP_DUMP=DIR` writes each sm_90 case's IR, our PTX and LLVM 22's PTX to DIR (to
    // compare them by hand).
    if let Some(dump) = std::env::var_os("NVISEL_SWEEP_DUMP") {
        let dump = std::path::PathBuf::from(dump);
        let _ = std::fs::create_dir_all(&dump);
        for (c, case) in cases.iter().enumerate() {
            let stem = case.name.replace('/', "_");
            let _ = std::fs::write(dump.join(format!("{stem}.ll")), &case.ir);
            if let Ours::Ptx(p) = &ours[c] {
                let _ = std::fs::write(dump.join(format!("{stem}.ours.ptx")), p);
            }
            if let Ok(t) = &llvm[c] {
                let _ = std::fs::write(dump.join(format!("{stem}.llvm.ptx")), t);
            }
        }
    }
    let median = ratios.get(ratios.len() / 2).map_or(f64::NAN, |r| r.0);
    let total: (usize, usize) = ratios.iter().fold((0, 0), |(a, b), r| (a + r.1, b + r.2));
    println!(
        "op_sweep: sm_90: median PTX instruction-count ratio ours / LLVM 22 = {median:.3} over {} combinations (total {} / {})",
        ratios.len(),
        total.0,
        total.1
    );
    // Issue 8's bar: no kernel worse than 1.2x LLVM 22's count.
    let above: Vec<&str> = ratios.iter().filter(|r| r.0 > 1.2 && !LLVM_DROPS_COPY.contains(&r.3)).map(|r| r.3).collect();
    println!("op_sweep: sm_90: {} combinations above 1.2x LLVM 22's count, worst {:.2}", above.len(), ratios.last().map_or(f64::NAN, |r| r.0));
    for r in ratios.iter().rev().take(12) {
        println!("op_sweep: worst: {:.2} ({} / {}) {}", r.0, r.1, r.2, r.3);
    }
    for r in &ratios {
        let note = if LLVM_DROPS_COPY.contains(&r.3) { " (not counted: LLVM 22 drops this memmove, see LLVM_DROPS_COPY)" } else { "" };
        let _ = writeln!(report, "RATIO {:.3} {} {} {}{note}", r.0, r.1, r.2, r.3);
    }

    // SASS at sm_90: our PTX as ptxas assembled it above; LLVM 22's PTX assembled here, case by
    // case (its count is cached beside LLVM's PTX, by a hash of that PTX and ptxas's version).
    let ptxas_version = oracle::tool("ptxas")
        .ok()
        .and_then(|exe| std::process::Command::new(exe).arg("--version").output().ok())
        .map(|o| String::from_utf8_lossy(&o.stdout).lines().last().unwrap_or("").to_string())
        .unwrap_or_default();
    let measured: Vec<usize> = (0..cases.len()).filter(|&c| matches!(ours[c], Ours::Ptx(_)) && llvm[c].is_ok() && matches!(assembled.get(&c), Some(Ok(_)))).collect();
    let sass: Vec<Option<(usize, usize)>> = oracle::parallel_map(&measured, threads(), |&c| {
        let Some(Ok((elf, own))) = assembled.get(&c) else { return None };
        let suffix = format!("_c{c}");
        let counts = oracle::sass_counts_sm90(elf).ok()?;
        let ours_n: usize = counts.iter().filter(|(f, _)| *own || f.ends_with(&suffix)).map(|(_, n)| n).sum();
        let Ok(theirs) = &llvm[c] else { return None };
        let key = cache_key(theirs, "sass90", &ptxas_version);
        let cached = cache.join(format!("{key}.sass"));
        let theirs_n: usize = match std::fs::read_to_string(&cached).ok().and_then(|t| t.trim().parse().ok()) {
            Some(n) => n,
            None => {
                let elf = if relocatable(&cases[c]) {
                    ptxas_relocatable(theirs, "sm_90", &format!("llvmsass{c}"))
                } else {
                    oracle::ptxas(theirs, "sm_90", &format!("llvmsass{c}"))
                }
                .ok()?;
                let n = oracle::sass_counts_sm90(&elf).ok()?.values().sum();
                let tmp = cache.join(format!("{key}.sass.tmp"));
                if std::fs::write(&tmp, format!("{n}\n")).is_ok() {
                    let _ = std::fs::rename(&tmp, &cached);
                }
                n
            }
        };
        (theirs_n > 0 && ours_n > 0).then_some((ours_n, theirs_n))
    });
    let mut sass_ratios: Vec<(f64, usize, usize, &str)> =
        measured.iter().zip(&sass).filter_map(|(&c, r)| r.map(|(a, b)| (a as f64 / b as f64, a, b, cases[c].name.as_str()))).collect();
    sass_ratios.sort_by(|x, y| x.0.total_cmp(&y.0).then(x.3.cmp(y.3)));
    let sass_median = sass_ratios.get(sass_ratios.len() / 2).map_or(f64::NAN, |r| r.0);
    let sass_total: (usize, usize) = sass_ratios.iter().fold((0, 0), |(a, b), r| (a + r.1, b + r.2));
    println!(
        "op_sweep: sm_90: median SASS instruction-count ratio ours / LLVM 22 (both through ptxas) = {sass_median:.3} over {} combinations (total {} / {}); ours <= LLVM in {}, above 1.2x in {}",
        sass_ratios.len(),
        sass_total.0,
        sass_total.1,
        sass_ratios.iter().filter(|r| r.0 <= 1.0).count(),
        sass_ratios.iter().filter(|r| r.0 > 1.2).count()
    );
    for r in sass_ratios.iter().rev().take(8) {
        println!("op_sweep: worst SASS: {:.2} ({} / {}) {}", r.0, r.1, r.2, r.3);
    }
    for r in &sass_ratios {
        let _ = writeln!(report, "SASS {:.3} {} {} {}", r.0, r.1, r.2, r.3);
    }
    let report_path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/tmp/op_sweep-report.txt");
    let _ = std::fs::create_dir_all(report_path.parent().unwrap());
    let _ = std::fs::write(&report_path, &report);
    if filter.is_none() {
        assert!(median <= MEDIAN_CEILING || ratios.is_empty(), "median ratio {median:.3} is above its ceiling {MEDIAN_CEILING} (the bar is 1.0)");
        assert!(
            sass_median <= SASS_MEDIAN_CEILING || sass_ratios.is_empty(),
            "median SASS ratio {sass_median:.3} is above its ceiling {SASS_MEDIAN_CEILING} (the bar is 1.0)"
        );
        assert!(above.len() <= ABOVE_1_2_CEILING, "{} combinations above 1.2x LLVM 22's count, more than the ceiling {ABOVE_1_2_CEILING}", above.len());
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.iter().take(200).cloned().collect::<Vec<_>>().join("\n"));
}

/// The combinations `LLVM_DROPS_COPY` leaves out of the 1.2x count: LLVM 22's PTX for them has no
/// memory access at all (the memmove is gone), and ours copies the bytes in a loop in each
/// direction — a store to the destination space (of the byte loaded from the source space, or of
/// the known zero of a zeroinitializer source) under a backward branch. When LLVM's PTX starts copying, the exclusion must go.
#[test]
fn llvm_drops_the_memmove_we_copy() {
    for name in LLVM_DROPS_COPY {
        let case = sweep::cases().into_iter().find(|c| c.name == *name).unwrap_or_else(|| panic!("{name} is not in the sweep"));
        // as1-as4 copies from a zeroinitializer constant: each byte read is known (0), so the
        // loops store the immediate and load nothing; as3-as1 loads each byte from .global.
        let (ld, loads, st) = if name.contains("as1-as4") { ("ld.const", 0, "st.global.b8") } else { ("ld.global.u8", 2, "st.shared.b8") };
        let c = compile(&case.ir, &Options { sm: Sm::parse("90").unwrap(), ptx: None, stop_after: Stage::Ptx, ..Options::default() });
        let ours = c.outputs.ptx.clone().unwrap_or_else(|| panic!("{name}: no PTX: {:?}", c.diagnostics));
        let lines: Vec<&str> = ours.lines().map(str::trim).collect();
        // Two loops (forward and backward), each a store of one byte (and its load) and a
        // branch back to its own label.
        assert_eq!(lines.iter().filter(|l| l.starts_with(ld)).count(), loads, "{name}: ours\n{ours}");
        if loads == 0 {
            assert!(lines.iter().filter(|l| l.starts_with(st)).all(|l| l.ends_with(", 0;")), "{name}: ours\n{ours}");
        }
        assert_eq!(lines.iter().filter(|l| l.starts_with(st)).count(), 2, "{name}: ours\n{ours}");
        for (k, l) in lines.iter().enumerate().filter(|(_, l)| l.starts_with(st)) {
            let label = lines[..k].iter().rev().find(|x| x.ends_with(':')).unwrap().trim_end_matches(':');
            assert!(lines[k..].iter().take(3).any(|x| x.contains("bra") && x.ends_with(&format!("{label};"))), "{name}: {l} is not in a loop back to {label}\n{ours}");
        }
        ptx_check(&ours, name);
        let dir = oracle::scratch("llvm-drops-copy");
        let file = dir.join(format!("{}.ll", name.replace('/', "_")));
        std::fs::write(&file, &case.ir).unwrap();
        let theirs = oracle::llvm22_batch(&[LlcJob { file, sm: "90".into(), ptx: None }], "dropcopy").unwrap_or_else(|e| panic!("{e}")).remove(0).unwrap_or_else(|e| panic!("{name}: LLVM 22 refuses: {e}"));
        assert!(!theirs.lines().map(str::trim).any(|l| l.starts_with("ld.") && !l.starts_with("ld.param") || l.starts_with("st.")), "{name}: LLVM 22 copies now; drop it from LLVM_DROPS_COPY\n{theirs}");
    }
}

/// ptxas accepts `ptx`.
fn ptx_check(ptx: &str, name: &str) {
    oracle::ptxas(ptx, "sm_90", &name.replace('/', "_")).unwrap_or_else(|e| panic!("{name}: ptxas rejects our PTX: {e}"));
}
