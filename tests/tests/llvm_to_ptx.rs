//! LLVM IR to PTX over the corpus, for every SM a user is likely to pick: every corpus file
//! (`tests/corpus/llvm/*.ll`) is compiled with `--sm SM` and the SM's default PTX version, and
//!
//! - ptxas `-arch=sm_SM` must accept every PTX we print;
//! - our `.version` / `.target` lines are LLVM 22's for that SM (llc with no `+ptxNN`);
//! - where LLVM 22 refuses a kernel for an SM, we refuse it with LLVM's message; where we refuse a
//!   kernel for one SM that we compile for sm_90, LLVM 22 refuses it for that SM too (an SM-specific
//!   refusal must be LLVM's, not a gap of ours);
//! - the number that compile per SM is a floor that only rises;
//! - at sm_90 the PTX instruction counts are compared with LLVM 22's, reporting the median ratio.

use nvisel::target::Sm;
use nvisel::{compile, Options, Stage};
use nvisel_tests::oracle::{self, LlcJob};
use std::path::PathBuf;

/// The SMs every corpus file is compiled for, each with its floor: the files that compile to PTX
/// ptxas accepts today. Raise a floor when the selector grows; never lower it.
const SMS: &[(&str, usize)] = &[("75", 121), ("80", 121), ("86", 121), ("89", 121), ("90", 121), ("100a", 121), ("120", 121)];

/// SM-specific gaps of ours that are known and listed, (file name prefix, SM, why): each must
/// still be refused with a positioned diagnostic, and any gap not listed here is a problem.
const KNOWN_SM_GAPS: &[(&str, &str, &str)] = &[];

fn threads() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2).min(8)
}

/// The `.version` and `.target` lines of a PTX module.
fn header(ptx: &str) -> Vec<&str> {
    ptx.lines().map(str::trim).filter(|l| l.starts_with(".version") || l.starts_with(".target")).collect()
}

/// Our result for one file at one SM.
enum Ours {
    /// PTX printed, and whether we warned that the module's debug info is dropped.
    Ptx(String, bool),
    /// Refused; the first diagnostic, rendered.
    Refused(String),
}

#[test]
fn corpus_compiles_for_every_sm_and_ptxas_accepts_it() {
    let files: Vec<PathBuf> = nvisel_tests::corpus::files(&["corpus/llvm"], "ll");
    let sources: Vec<String> = files.iter().map(|p| std::fs::read_to_string(p).unwrap()).collect();
    let name = |i: usize| files[i].file_name().unwrap().to_string_lossy().into_owned();

    // LLVM 22 at every SM, its default PTX version for each (one python process for all, on its
    // own thread while ours compile).
    let jobs: Vec<LlcJob> = SMS
        .iter()
        .flat_map(|&(sm, _)| files.iter().map(move |f| LlcJob { file: f.clone(), sm: sm.to_string(), ptx: None }))
        .collect();
    let pairs: Vec<(usize, usize)> = (0..SMS.len()).flat_map(|s| (0..files.len()).map(move |f| (s, f))).collect();
    let (llvm, ours) = std::thread::scope(|scope| {
        let llvm = scope.spawn(|| oracle::llvm22_batch(&jobs, "every-sm"));
        // Ours at every SM, on worker threads (compile() is pure).
        let ours: Vec<Ours> = oracle::parallel_map(&pairs, threads(), |&(s, f)| {
            let sm = Sm::parse(SMS[s].0).unwrap();
            let c = compile(&sources[f], &Options { sm, ptx: None, stop_after: Stage::Ptx, ..Options::default() });
            match (c.has_errors(), c.outputs.ptx) {
                (false, Some(ptx)) => {
                    let dropped_debug = c.diagnostics.iter().any(|d| d.message.starts_with("debug info is not emitted yet"));
                    Ours::Ptx(ptx, dropped_debug)
                }
                (true, _) => Ours::Refused(c.diagnostics.iter().find(|d| d.severity == nvisel::diag::Severity::Error).unwrap().render(&name(f))),
                (false, None) => Ours::Refused(String::new()),
            }
        });
        (llvm.join().unwrap(), ours)
    });
    let llvm = llvm.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(llvm.len(), SMS.len() * files.len());

    // ptxas -arch=sm_SM on everything we printed, on worker threads.
    let printed: Vec<usize> = (0..pairs.len()).filter(|&i| matches!(ours[i], Ours::Ptx(..))).collect();
    let ptxas: Vec<Result<(), String>> = oracle::parallel_map(&printed, threads(), |&i| {
        let (s, f) = pairs[i];
        let Ours::Ptx(ptx, _) = &ours[i] else { unreachable!() };
        let tag = format!("llvm_to_ptx_sm{}_{}", SMS[s].0, name(f).replace('.', "_"));
        oracle::ptxas(ptx, &format!("sm_{}", SMS[s].0), &tag).map(|_| ())
    });

    let mut problems = Vec::new();
    let mut accepted = vec![0usize; SMS.len()];
    for (k, &i) in printed.iter().enumerate() {
        let (s, f) = pairs[i];
        match &ptxas[k] {
            Ok(()) => accepted[s] += 1,
            Err(e) => problems.push(format!("sm_{}: ptxas rejected our PTX for {}: {e}", SMS[s].0, name(f))),
        }
    }
    let sm90 = SMS.iter().position(|&(sm, _)| sm == "90").unwrap();
    for (i, &(s, f)) in pairs.iter().enumerate() {
        let sm = SMS[s].0;
        match (&ours[i], &llvm[i]) {
            (Ours::Ptx(p, dropped_debug), Ok(theirs)) => {
                // Debug info is not emitted yet: LLVM's `.target sm_XX, debug` is the one header
                // difference, and only where we told the user so.
                let theirs_debug = header(theirs).iter().any(|l| l.ends_with(", debug"));
                let theirs: Vec<&str> = header(theirs).into_iter().map(|l| l.trim_end_matches(", debug")).collect();
                if header(p) != theirs {
                    problems.push(format!("sm_{sm}: {}: our header {:?} is not LLVM 22's {:?}", name(f), header(p), theirs));
                }
                if *dropped_debug != theirs_debug {
                    problems.push(format!("sm_{sm}: {}: LLVM 22 emits debug info: {theirs_debug}; we warn that we drop it: {dropped_debug}", name(f)));
                }
            }
            (Ours::Ptx(..), Err(e)) => problems.push(format!("sm_{sm}: {}: LLVM 22 refuses it ({e}) but we printed PTX", name(f))),
            (Ours::Refused(d), _) if d.is_empty() => problems.push(format!("sm_{sm}: {}: no PTX and no diagnostic", name(f))),
            (Ours::Refused(d), Ok(_)) => {
                // A gap of ours at every SM is the isel work list (the floor counts it); a refusal
                // only at this SM must be LLVM's too.
                let known = KNOWN_SM_GAPS.iter().any(|(prefix, gap_sm, _)| *gap_sm == sm && name(f).starts_with(prefix) && d.contains("Cannot select"));
                if matches!(ours[sm90 * files.len() + f], Ours::Ptx(..)) && !known {
                    problems.push(format!("sm_{sm}: {}: we refuse it ({d}) though we compile it for sm_90 and LLVM 22 compiles it for sm_{sm}", name(f)));
                }
            }
            (Ours::Refused(d), Err(e)) => {
                // Both refuse: with LLVM's words, so the user reads the same reason.
                let ours = d.split_once(": error: ").map_or(d.as_str(), |(_, m)| m);
                if !e.contains(ours) {
                    problems.push(format!("sm_{sm}: {}: LLVM 22 refuses it with {e:?}; we say {ours:?}", name(f)));
                }
            }
        }
    }

    for (s, &(sm, floor)) in SMS.iter().enumerate() {
        let refused_by_llvm = (0..files.len()).filter(|&f| llvm[s * files.len() + f].is_err()).count();
        println!("llvm_to_ptx: sm_{sm}: {} of {} corpus files compile to PTX that ptxas accepts (LLVM 22 refuses {refused_by_llvm}; floor {floor})", accepted[s], files.len());
        if accepted[s] < floor {
            problems.push(format!("sm_{sm}: {} files compile, below the floor of {floor}", accepted[s]));
        }
    }

    // Instruction counts against LLVM 22 at sm_90 (same PTX version on both sides).
    let mut ratios: Vec<(f64, String)> = (0..files.len())
        .filter_map(|f| match (&ours[sm90 * files.len() + f], &llvm[sm90 * files.len() + f]) {
            (Ours::Ptx(p, _), Ok(t)) if oracle::ptx_instruction_count(t) > 0 => {
                Some((oracle::ptx_instruction_count(p) as f64 / oracle::ptx_instruction_count(t) as f64, name(f)))
            }
            _ => None,
        })
        .collect();
    ratios.sort_by(|a, b| a.0.total_cmp(&b.0).then_with(|| a.1.cmp(&b.1)));
    let median = ratios.get(ratios.len() / 2).map_or(f64::NAN, |r| r.0);
    println!("llvm_to_ptx: sm_90: median instruction-count ratio ours / LLVM 22 = {median:.3} over {} files", ratios.len());
    // A ceiling that only falls: the machine passes (issue 8) brought the median to LLVM 22's.
    if median > MEDIAN_CEILING {
        problems.push(format!("sm_90: median PTX instruction count {median:.3} x LLVM 22's, above the ceiling of {MEDIAN_CEILING}"));
    }
    // Issue 8's other bar: no kernel worse than 1.2x LLVM 22's count.
    let above: Vec<String> = ratios.iter().filter(|r| r.0 > 1.2).map(|r| format!("{} {:.3}", r.1, r.0)).collect();
    let worst = ratios.last().map_or(String::new(), |r| format!("{} {:.3}", r.1, r.0));
    println!("llvm_to_ptx: sm_90: {} corpus files above 1.2x LLVM 22's count (ceiling {ABOVE_1_2_CEILING}), worst {worst}", above.len());
    if above.len() > ABOVE_1_2_CEILING {
        problems.push(format!("sm_90: {} corpus files above 1.2x LLVM 22's PTX count, more than the ceiling of {ABOVE_1_2_CEILING}: {}", above.len(), above.join(", ")));
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// The median PTX instruction-count ratio ours / LLVM 22 at sm_90 may not exceed this. Lower it
/// when the PTX improves; never raise it.
const MEDIAN_CEILING: f64 = 1.0;

/// How many corpus files may have a PTX instruction count above 1.2x LLVM 22's at sm_90 (issue
/// 8's bar is none). Lower it when the PTX improves; never raise it.
const ABOVE_1_2_CEILING: usize = 0;

#[test]
fn a_ptx_version_too_old_for_the_sm_is_refused_as_llvm_refuses_it() {
    // Both directions on the one SM-dependent refusal every kernel can hit: `--ptx 7.0` is fine for
    // sm_75..sm_86 and too old for sm_89 and later. Where LLVM 22 refuses, we refuse with its
    // message; where it compiles, we compile and ptxas takes our PTX with the same header.
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/llvm/saxpy.O2.ll");
    let src = std::fs::read_to_string(&file).unwrap();
    let jobs: Vec<LlcJob> = SMS.iter().map(|&(sm, _)| LlcJob { file: file.clone(), sm: sm.to_string(), ptx: Some(70) }).collect();
    let llvm = oracle::llvm22_batch(&jobs, "ptx70").unwrap_or_else(|e| panic!("{e}"));
    let (mut refused, mut compiled) = (0, 0);
    for (&(sm, _), theirs) in SMS.iter().zip(&llvm) {
        let opts = Options { sm: Sm::parse(sm).unwrap(), ptx: nvisel::target::PtxVersion::parse("7.0"), stop_after: Stage::Ptx, ..Options::default() };
        let c = compile(&src, &opts);
        match theirs {
            Err(e) => {
                refused += 1;
                assert!(c.has_errors(), "sm_{sm} --ptx 7.0: LLVM 22 refuses ({e}) but we compiled");
                let ours = &c.diagnostics[0].message;
                assert!(e.contains(ours.as_str()), "sm_{sm} --ptx 7.0: our message {ours:?} is not LLVM 22's {e:?}");
            }
            Ok(theirs) => {
                compiled += 1;
                assert!(!c.has_errors(), "sm_{sm} --ptx 7.0: LLVM 22 compiles it but we refuse: {:?}", c.diagnostics);
                let ours = c.outputs.ptx.unwrap();
                assert_eq!(header(&ours), header(theirs), "sm_{sm} --ptx 7.0");
                oracle::ptxas(&ours, &format!("sm_{sm}"), &format!("ptx70_sm{sm}")).unwrap_or_else(|e| panic!("sm_{sm} --ptx 7.0: ptxas: {e}"));
            }
        }
    }
    // The list of SMs covers both sides of the line.
    assert!(refused > 0 && compiled > 0, "refused {refused}, compiled {compiled}");
}

#[test]
fn instruction_count_skips_directives_and_labels() {
    let ptx = ".version 8.0\n.visible .entry k(\n\t.param .u32 k_param_0\n)\n{\n\t.reg .b32 \t%r<2>;\n\tld.param.b32 \t%r1, [k_param_0];\n$L__BB0_1:\n\tret;\n}\n";
    assert_eq!(oracle::ptx_instruction_count(ptx), 2);
}

#[test]
fn i128_atomics_print_llvm_22s_b128_blocks_from_sm_90_and_are_refused_below() {
    // atomicrmw xchg and cmpxchg on i128: at sm_90 with PTX 8.4 our atom.*.b128 lines are LLVM
    // 22's and ptxas takes the PTX; at sm_80 LLVM 22 refuses ("unsupported cmpxchg") and we
    // refuse with the seed's verbatim diagnostic, at the instruction.
    let src = "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {\nentry:\n  %v = load i128, ptr addrspace(1) %in\n  %r = atomicrmw xchg ptr addrspace(1) %in, i128 %v acquire\n  %x = cmpxchg ptr addrspace(1) %out, i128 %r, i128 %v acq_rel acquire\n  %o = extractvalue { i128, i1 } %x, 0\n  store i128 %o, ptr addrspace(1) %out\n  ret void\n}\n";
    let file = oracle::scratch("b128").join("b128.ll");
    std::fs::write(&file, src).unwrap();
    let jobs = [LlcJob { file: file.clone(), sm: "90".into(), ptx: Some(84) }, LlcJob { file, sm: "80".into(), ptx: Some(84) }];
    let llvm = oracle::llvm22_batch(&jobs, "b128").unwrap_or_else(|e| panic!("{e}"));
    let atoms = |ptx: &str| ptx.lines().map(str::trim).filter(|l| l.starts_with("atom.")).map(|l| l.split_whitespace().next().unwrap_or("").to_string()).collect::<Vec<_>>();
    let theirs = llvm[0].as_ref().unwrap_or_else(|e| panic!("LLVM 22 refuses sm_90: {e}"));
    let opts = Options { sm: Sm::parse("90").unwrap(), ptx: nvisel::target::PtxVersion::parse("8.4"), stop_after: Stage::Ptx, ..Options::default() };
    let c = compile(src, &opts);
    assert!(!c.has_errors(), "{:?}", c.diagnostics);
    let ours = c.outputs.ptx.unwrap();
    assert_eq!(atoms(&ours), vec!["atom.acquire.sys.global.exch.b128", "atom.acq_rel.sys.global.cas.b128"]);
    assert_eq!(atoms(&ours), atoms(theirs), "ours:\n{ours}\nLLVM 22:\n{theirs}");
    oracle::ptxas(&ours, "sm_90", "b128").unwrap_or_else(|e| panic!("ptxas: {e}"));
    assert!(llvm[1].is_err(), "LLVM 22 compiles i128 atomics at sm_80");
    let opts = Options { sm: Sm::parse("80").unwrap(), ..opts };
    let c = compile(src, &opts);
    let msgs: Vec<(u32, &str)> = c.diagnostics.iter().map(|d| (d.span.line, d.message.as_str())).collect();
    assert_eq!(msgs, vec![(6, "128b atomics not supported on this architecture!"), (7, "128b atomics not supported on this architecture!")]);
}
