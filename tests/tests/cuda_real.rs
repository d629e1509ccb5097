//! The real-style CUDA corpus (`tests/corpus/cuda-real`, issue 21): kernels written the way
//! production CUDA is written, with the real CUDA headers, compiled by nvcc 13.5 to PTX for seven
//! SMs and by clang 22 to LLVM IR for three (`regen.sh` there; the committed outputs are used,
//! nothing is regenerated here).
//!
//! - ptxas side: every PTX file at its SM through our pipeline. A file that compiles must decode
//!   in `nvdisasm -b SMxx` to exactly our listing and pass the scoreboard check, and ptxas must
//!   accept it too; the number that compile per SM is a floor that only rises. The end
//!   state is every file ptxas accepts: the test prints the gap, and why the others stop (the
//!   first diagnostic, grouped by kind). At sm_90 it prints the median of our instruction count
//!   over ptxas's and the median share of ptxas's instruction kinds (opcode with modifiers)
//!   present in ours, over the files that compile.
//! - LLVM side: every clang 22 IR file through our back end to PTX at its SM; ptxas must accept
//!   every PTX we print; refusals are grouped by kind; a floor per SM as above.
//!
//! The ptxas side runs a deterministic sample to stay within the test-time budget: each file at
//! one of the seven SMs, rotating (file i of the sorted list at SM i mod 7), so the sample covers
//! every kernel and every SM; `NVISEL_CUDA_REAL_ALL=1` runs all 301 (most of an hour on the
//! shared two-core machine in a debug build: conv2d_direct alone takes 1-2 minutes per SM),
//! `NVISEL_ARCHES=90` restricts a run to some SMs (e.g. all 43 files at sm_90 for the issue's
//! figures), `NVISEL_WHY=1` shows an example of each refusal kind and `NVISEL_TIMES=1` prints each
//! file's compile time.

use nvisel::target::Sm;
use nvisel_tests::oracle;
use nvisel_tests::sass_check::{self, is_tail, median};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The SMs of the PTX corpus, each with the number of files that compile through our ptxas side:
/// (SM, floor in the default sample, floor over all 43 files with `NVISEL_CUDA_REAL_ALL=1`).
/// Raise them when they rise; never lower them. First figures (2026-12-08, the default sample,
/// 43 files): 1/7, 1/6, 1/6, 0/6, 3/6, 6/6, 4/6 compile; over all files at sm_80, 10 of the
/// first 42 (the run was cut short by the time it takes); at sm_90 9 of 43 (docs/real-cuda-corpus.md).
const PTX_SMS: &[(&str, usize, usize)] = &[("80", 1, 10), ("86", 1, 0), ("89", 1, 0), ("90", 0, 9), ("90a", 3, 0), ("100a", 6, 0), ("120", 4, 0)];

/// The SMs of the LLVM IR corpus and the number of files our back end takes to PTX that ptxas
/// accepts. Raise when they rise. First figures: 31, 32 and 30 of 43; 36, 37, 35 with pure inline
/// asm dead and fast-math flags on struct-returning calls.
const LL_SMS: &[(&str, usize)] = &[("80", 36), ("90", 37), ("100a", 35)];

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/corpus/cuda-real"))
}

fn all() -> bool {
    std::env::var_os("NVISEL_CUDA_REAL_ALL").is_some()
}

fn threads() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(1, 8)
}

/// `(name, text)` of the files in `sub` with extension `ext`, sorted by name.
fn files(sub: &str, ext: &str) -> Vec<(String, String)> {
    let v = nvisel_tests::corpus::named_texts(&[&format!("corpus/cuda-real/{sub}")], ext);
    assert!(!v.is_empty(), "no .{ext} files in corpus/cuda-real/{sub}: run its regen.sh");
    v
}

/// The files ptxas rejects at their own SM, as regen.sh recorded them (`sm_90/NAME.ptx`).
fn ptxas_rejects() -> BTreeSet<String> {
    let text = std::fs::read_to_string(root().join("ptxas-rejects.txt")).expect("ptxas-rejects.txt (regen.sh writes it)");
    text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()).filter_map(|l| l.split(':').next()).map(str::to_string).collect()
}

/// Whether file `index` of the sorted list is in the sample at the SM with position `s` (see the
/// module's comment).
fn sampled(s: usize, index: usize) -> bool {
    all() || index % PTX_SMS.len() == s
}

/// Whether the SM with position `s` is run at all: `NVISEL_ARCHES=90,100a` restricts a run (as in
/// sass_arches.rs); its floors are then not checked.
fn selected(s: usize) -> bool {
    std::env::var("NVISEL_ARCHES").map_or(true, |v| v.split(',').any(|x| x.trim() == PTX_SMS[s].0))
}

/// A diagnostic reduced to its kind: digits, quoted names and register numbers folded, so that
/// the same refusal on different operands groups together.
fn kind_of(why: &str) -> String {
    let mut out = String::new();
    let mut quoted: Option<char> = None;
    let mut last_digit = false;
    for c in why.chars() {
        if let Some(q) = quoted {
            if c == q {
                quoted = None;
                out.push(c);
            }
            continue;
        }
        match c {
            '`' | '\'' | '"' => {
                quoted = Some(c);
                out.push(c);
                out.push('…');
            }
            '0'..='9' => {
                if !last_digit {
                    out.push('N');
                }
                last_digit = true;
                continue;
            }
            _ => out.push(c),
        }
        last_digit = false;
    }
    let out: String = out.chars().take(110).collect();
    out
}

/// The instruction kind: the opcode with its modifiers (`IMAD.WIDE.U32`), guard dropped.
fn inst_kind(text: &str) -> String {
    text.split_whitespace().find(|w| !w.starts_with('@')).unwrap_or("").to_string()
}

/// Prints the reasons (`FILE: message`) grouped by the kind of their message with their counts,
/// most frequent first.
fn print_reasons(label: &str, reasons: &[String]) {
    let mut by_kind: BTreeMap<String, (usize, String)> = BTreeMap::new();
    for r in reasons {
        let e = by_kind.entry(kind_of(r.split_once(": ").map_or(r.as_str(), |x| x.1))).or_insert((0, r.clone()));
        e.0 += 1;
    }
    let mut v: Vec<(String, (usize, String))> = by_kind.into_iter().collect();
    v.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then_with(|| a.0.cmp(&b.0)));
    for (kind, (n, example)) in &v {
        println!("  {label} {n:>3} x {kind}");
        if std::env::var_os("NVISEL_WHY").is_some() {
            println!("        e.g. {example}");
        }
    }
}

#[test]
fn real_cuda_ptx_through_the_ptxas_side() {
    let rejects = ptxas_rejects();
    // (SM position, file index, name, text) of every sampled file ptxas accepts.
    let mut jobs: Vec<(usize, usize, String, String)> = Vec::new();
    let mut totals = vec![(0usize, 0usize, 0usize); PTX_SMS.len()]; // (files, ptxas accepts, sampled)
    for (s, &(sm, _, _)) in PTX_SMS.iter().enumerate() {
        for (i, (name, text)) in files(&format!("ptx/sm_{sm}"), "ptx").into_iter().enumerate() {
            totals[s].0 += 1;
            if rejects.contains(&format!("sm_{sm}/{name}")) {
                continue;
            }
            totals[s].1 += 1;
            if sampled(s, i) && selected(s) {
                totals[s].2 += 1;
                jobs.push((s, i, name, text));
            }
        }
    }
    let t0 = std::time::Instant::now();
    let results = oracle::parallel_map(&jobs, threads(), |(s, _, name, text)| {
        let sm = Sm::parse(PTX_SMS[*s].0).expect("sm");
        let started = std::time::Instant::now();
        let checked = sass_check::pipeline(&name.replace('.', "_"), text, sm);
        if std::env::var_os("NVISEL_TIMES").is_some() {
            eprintln!("{sm} {name}: {:.2} s, {}", started.elapsed().as_secs_f64(), if checked.sass.is_some() { "compiled" } else { "refused" });
        }
        // ptxas's own code for the files we compile, for the ratios.
        let ptxas = checked.sass.as_ref().is_some_and(|r| r.is_ok()).then(|| {
            oracle::ptxas(text, &sm.to_string(), &format!("cuda_real_{}_{}", PTX_SMS[*s].0, name.replace('.', "_"))).and_then(|cubin| oracle::nvdisasm_cubin(&cubin))
        });
        (checked, ptxas)
    });
    let mut problems = Vec::new();
    let mut compiled = vec![0usize; PTX_SMS.len()];
    let mut reasons: Vec<Vec<String>> = vec![Vec::new(); PTX_SMS.len()];
    // Per SM: our instruction count over ptxas's, and the share of ptxas's kinds in ours.
    let (mut ratios, mut shares) = (vec![Vec::new(); PTX_SMS.len()], vec![Vec::new(); PTX_SMS.len()]);
    for ((s, _, name, _), (checked, ptxas)) in jobs.iter().zip(&results) {
        let sm = PTX_SMS[*s].0;
        match &checked.sass {
            None => {
                let first = checked.why.first().cloned().unwrap_or_else(|| "no function compiled and no diagnostic".into());
                reasons[*s].push(format!("{name}: {first}"));
                if checked.why.is_empty() {
                    problems.push(format!("sm_{sm} {name}: no SASS and no diagnostic"));
                }
            }
            Some(Err(e)) => problems.push(format!("sm_{sm} {name}: compiled, but {e}")),
            Some(Ok(ours)) => {
                compiled[*s] += 1;
                if let Some(p) = ptxas {
                    match p {
                        Err(e) => problems.push(format!("sm_{sm} {name}: ptxas or nvdisasm failed: {}", e.lines().next().unwrap_or(""))),
                        Ok(theirs) => {
                            let (a, b) = (ours.iter().filter(|x| !is_tail(x)).count(), theirs.iter().filter(|x| !is_tail(x)).count());
                            if b > 0 {
                                ratios[*s].push(a as f64 / b as f64);
                            }
                            let ours_k: BTreeSet<String> = ours.iter().filter(|x| !is_tail(x)).map(|x| inst_kind(&x.text)).collect();
                            let theirs_k: BTreeSet<String> = theirs.iter().filter(|x| !is_tail(x)).map(|x| inst_kind(&x.text)).collect();
                            if !theirs_k.is_empty() {
                                shares[*s].push(theirs_k.intersection(&ours_k).count() as f64 / theirs_k.len() as f64);
                            }
                            println!("  sm_{sm} {name}: {a} instructions, ptxas {b}; {} of ptxas's {} kinds", theirs_k.intersection(&ours_k).count(), theirs_k.len());
                        }
                    }
                }
            }
        }
    }
    println!("real CUDA through the ptxas side ({} files checked in {:.1} s; sample: {}):", jobs.len(), t0.elapsed().as_secs_f64(), if all() { "all" } else { "each file at one SM, rotating" });
    for (s, &(sm, floor_sample, floor_all)) in PTX_SMS.iter().enumerate() {
        if !selected(s) {
            continue;
        }
        let floor = if std::env::var_os("NVISEL_ARCHES").is_some() { 0 } else if all() { floor_all } else { floor_sample };
        let (files, accepted, sampled) = totals[s];
        println!(
            "sm_{sm}: {} of {sampled} sampled files compile and decode exactly (ptxas accepts {accepted} of {files}); the end state is all: gap {} (floor {floor})",
            compiled[s],
            sampled - compiled[s]
        );
        if !ratios[s].is_empty() {
            println!(
                "  sm_{sm}: median instruction count ours/ptxas {:.3}, median share of ptxas's instruction kinds present in ours {:.3}, over {} files",
                median(ratios[s].clone()),
                median(shares[s].clone()),
                ratios[s].len()
            );
        }
        print_reasons(&format!("sm_{sm}"), &reasons[s]);
        if compiled[s] < floor {
            problems.push(format!("sm_{sm}: {} files compile, below the floor of {floor}", compiled[s]));
        }
    }
    let sm90 = PTX_SMS.iter().position(|a| a.0 == "90").expect("sm_90");
    println!(
        "sm_90: median instruction count ours/ptxas {:.3}, median share of ptxas's instruction kinds present in ours {:.3}, over the {} files that compile (the issue's bar: <= 1.05 and >= 0.90, over every file); all SMs: {:.3} and {:.3} over {} files",
        median(ratios[sm90].clone()),
        median(shares[sm90].clone()),
        ratios[sm90].len(),
        median(ratios.concat()),
        median(shares.concat()),
        ratios.concat().len()
    );
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// The highest `+ptxNN` of the IR's "target-features" attributes (clang writes its
/// `--cuda-gpu-arch` toolchain's PTX version there), as a PTX version.
fn ptx_of_target_features(ir: &str) -> Option<nvisel::target::PtxVersion> {
    ir.split("\"target-features\"=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .flat_map(|features| features.split(','))
        .filter_map(|f| f.strip_prefix("+ptx")?.parse::<u32>().ok())
        .max()
        .and_then(|n| nvisel::target::PtxVersion::parse(&format!("{}.{}", n / 10, n % 10)))
}

#[test]
fn real_cuda_llvm_ir_to_ptx_that_ptxas_accepts() {
    let mut jobs: Vec<(usize, String, String)> = Vec::new();
    for (s, &(sm, _)) in LL_SMS.iter().enumerate() {
        for (name, text) in files(&format!("llvm/sm_{sm}"), "ll") {
            jobs.push((s, name, text));
        }
    }
    let t0 = std::time::Instant::now();
    let results = oracle::parallel_map(&jobs, threads(), |(s, name, text)| {
        let sm = Sm::parse(LL_SMS[*s].0).expect("sm");
        // clang compiled the file with `-target-feature +ptxNN` (the IR's "target-features"),
        // and its back end printed that `.version`; llc-22 with -mcpu alone prints the SM's
        // lowest, which ptxas refuses for inline asm that needs a newer PTX (test_wait.parity in
        // memcpy_async_barrier at sm_80). Compile as clang did.
        let c = nvisel::compile(text, &nvisel::Options { sm, ptx: ptx_of_target_features(text), stop_after: nvisel::Stage::Ptx, ..nvisel::Options::default() });
        match (&c.outputs.ptx, c.has_errors()) {
            (Some(ptx), false) => Ok(oracle::ptxas(ptx, &sm.to_string(), &format!("cuda_real_ll_{}_{}", LL_SMS[*s].0, name.replace('.', "_"))).map(|_| ())),
            _ => Err(c.diagnostics.iter().find(|d| d.severity == nvisel::diag::Severity::Error).map(|d| d.render(name)).unwrap_or_default()),
        }
    });
    let mut problems = Vec::new();
    let mut ok = vec![0usize; LL_SMS.len()];
    let mut count = vec![0usize; LL_SMS.len()];
    let mut reasons: Vec<Vec<String>> = vec![Vec::new(); LL_SMS.len()];
    for ((s, name, _), r) in jobs.iter().zip(&results) {
        count[*s] += 1;
        match r {
            Ok(Ok(())) => ok[*s] += 1,
            Ok(Err(e)) => problems.push(format!("sm_{}: ptxas rejects our PTX for {name}: {}", LL_SMS[*s].0, e.lines().next().unwrap_or(""))),
            Err(d) if d.is_empty() => problems.push(format!("sm_{}: {name}: no PTX and no diagnostic", LL_SMS[*s].0)),
            // `NAME.ll:LINE:COL: error: message`: the message is the kind.
            Err(d) => reasons[*s].push(format!("{name}: {}", d.split_once(": error: ").map_or(d.as_str(), |(_, m)| m).lines().next().unwrap_or(""))),
        }
    }
    println!("real CUDA's clang 22 IR through our back end ({} files in {:.1} s):", jobs.len(), t0.elapsed().as_secs_f64());
    for (s, &(sm, floor)) in LL_SMS.iter().enumerate() {
        println!("sm_{sm}: {} of {} files compile to PTX that ptxas accepts; the end state is all: gap {} (floor {floor})", ok[s], count[s], count[s] - ok[s]);
        print_reasons(&format!("sm_{sm}"), &reasons[s]);
        if ok[s] < floor {
            problems.push(format!("sm_{sm}: {} files compile, below the floor of {floor}", ok[s]));
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn diagnostic_kinds_fold_operands() {
    assert_eq!(kind_of("no free R128 register at line 12 for `%r45`"), "no free RN register at line N for `…`");
    assert_eq!(inst_kind("@!P0 IMAD.WIDE.U32 R2, R3, 0x4, R4"), "IMAD.WIDE.U32");
}
