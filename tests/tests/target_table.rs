//! Keeps the PTX availability table (`nvisel::target::features`) honest against ptxas 13.5.
//!
//! For every row with an example snippet, a tiny kernel is assembled at up to four points, and
//! ptxas's verdict must equal `features::check` at each:
//! - the row's minimum target at its minimum PTX version (must be accepted: this also proves the
//!   snippet is well-formed);
//! - one PTX version lower, when that version can still target the SM (must be refused);
//! - the SM just below the minimum (for `a`/`f` rows: the plain variant of the same SM), at a PTX
//!   version that SM accepts (must be refused);
//! - the family-conditional variant `sm_XXf` of the minimum SM, when it exists (accepted for `f`
//!   rows, refused for `a`-only rows);
//! - for `a`/`f` rows, the `a` and `f` variants of every other SM in the row's list;
//! - for `a`/`f` rows, the first later `a` target outside the row's SM list (refused: `a` features
//!   are not forward compatible);
//! - for rows whose PTX floor drops on a later SM (`from_sm_ptx`), that SM at the lower floor and
//!   one version below it.
//!
//! A refusal must come with ptxas's own feature message (not a syntax error), so a broken snippet
//! cannot pass as a refusal.

use nvisel::target::features::{self, FeatureRow, Gate};
use nvisel::target::{PtxVersion, Sm, SmVariant, Subtarget};
use nvisel_tests::oracle;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

fn kernel(st: &Subtarget, body: &str) -> String {
    format!(
        "{}\n{}\n.address_size 64\n\n.shared .align 16 .b8 smem[1024];\n.global .align 16 .b8 gmem[1024];\n\n\
         .visible .entry k(.param .u64 k_p)\n{{\n\
         \t.reg .b16 %h<8>;\n\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<8>;\n\t.reg .f32 %f<16>;\n\t.reg .f64 %fd<8>;\n\t.reg .pred %p<4>;\n\
         \t{body}\n\tret;\n}}\n",
        st.version_line(),
        st.target_line()
    )
}

/// The lowest SM of the product's list that is at least `number` (base variant).
fn lowest_known_at_least(number: u16) -> Option<Sm> {
    Sm::all().filter(|s| s.variant == SmVariant::Base && s.number >= number).min()
}

/// The highest SM of the product's list below `number` (base variant).
fn highest_known_below(number: u16) -> Option<Sm> {
    Sm::all().filter(|s| s.variant == SmVariant::Base && s.number < number).max()
}

fn at(sm: Sm, ptx: PtxVersion) -> Subtarget {
    Subtarget { sm, ptx: ptx.max(sm.min_ptx()) }
}

/// The probe points of one row (see the module docs), each with a label.
fn probes(r: &FeatureRow) -> Vec<(&'static str, Subtarget)> {
    let a = r.availability;
    let mut out = Vec::new();
    let min = match a.gate {
        Gate::Any => lowest_known_at_least(a.min_sm),
        Gate::Arch(_) | Gate::Family(_) => Some(a.min_target()),
    };
    let Some(min) = min else { return out };
    let accept = at(min, a.min_ptx);
    out.push(("min", accept));
    if let Some(prev) = accept.ptx.previous() {
        if prev >= min.min_ptx() {
            out.push(("ptx-1", Subtarget { sm: min, ptx: prev }));
        }
    }
    let below = match a.gate {
        Gate::Any => highest_known_below(a.min_sm),
        Gate::Arch(_) | Gate::Family(_) => Some(Sm { number: a.min_sm, variant: SmVariant::Base }),
    };
    if let Some(below) = below {
        out.push(("sm-1", at(below, a.min_ptx)));
    }
    if let Some((from, ptx)) = a.from_sm_ptx {
        if let Some(sm) = lowest_known_at_least(from) {
            out.push(("alt", at(sm, ptx)));
            if let Some(prev) = ptx.previous().filter(|&p| p >= sm.min_ptx()) {
                out.push(("alt-ptx-1", Subtarget { sm, ptx: prev }));
            }
        }
    }
    if let Gate::Arch(list) | Gate::Family(list) = a.gate {
        // Every listed SM's `a` and `f` variants (the minimum one is probed above).
        for sm in Sm::all().filter(|s| list.contains(&s.number) && s.number != 101 && s.number != a.min_sm) {
            if sm.variant != SmVariant::Base {
                out.push(("listed", at(sm, a.min_ptx)));
            }
        }
        // The first later arch-conditional SM outside the list (wgmma on sm_100a, tcgen05 on
        // sm_120a): `a` features are not forward compatible. sm_101a is not a ptxas 13 target.
        let outside = Sm::all().find(|s| {
            s.variant == SmVariant::Arch && s.number > a.min_sm && s.number != 101 && !list.contains(&s.number)
        });
        if let Some(o) = outside {
            out.push(("later-a", at(o, a.min_ptx)));
        }
    }
    if a.gate != Gate::Any {
        let f = Sm { number: a.min_sm, variant: SmVariant::Family };
        if Sm::all().any(|s| s == f) {
            out.push(("f", at(f, a.min_ptx)));
        }
    }
    out
}

/// Whether ptxas's messages say the refusal is about the target or the PTX version.
fn is_feature_refusal(msg: &str) -> bool {
    msg.contains("requires PTX ISA .version")
        || msg.contains("requires .target")
        || msg.contains("not supported on .target")
        || msg.contains("not supported for .target")
        || msg.contains("requires .target sm_")
}

#[test]
fn availability_table_agrees_with_ptxas() {
    oracle::tool("ptxas").expect("ptxas is needed");
    let work: Vec<(usize, &'static FeatureRow)> =
        features::rows().enumerate().filter(|(_, r)| !r.example.is_empty()).collect();
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::<String>::new());
    let checked_rows = AtomicUsize::new(0);
    let runs = AtomicUsize::new(0);
    let refusal_checked = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..4 {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(&(index, r)) = work.get(i) else { break };
                let ps = probes(r);
                let refusals = ps.iter().filter(|(_, st)| features::check(st, r.family, r.variant).is_err()).count();
                if refusals > 0 {
                    refusal_checked.fetch_add(1, Ordering::SeqCst);
                }
                let mut row_ok = !ps.is_empty();
                for (label, st) in ps {
                    let expect = features::check(&st, r.family, r.variant).is_ok();
                    let name = format!("row{index}-{label}");
                    let got = oracle::ptxas(&kernel(&st, r.example), &st.sm.to_string(), &name);
                    runs.fetch_add(1, Ordering::SeqCst);
                    let problem = match (&got, expect) {
                        (Ok(_), true) => None,
                        (Err(m), false) if is_feature_refusal(m) => None,
                        (Err(m), false) => Some(format!("refused, but not for a feature reason: {m}")),
                        (Ok(_), false) => Some("ptxas accepts what the table refuses".to_string()),
                        (Err(m), true) => Some(format!("ptxas refuses what the table allows: {m}")),
                    };
                    if let Some(p) = problem {
                        row_ok = false;
                        failures.lock().unwrap().push(format!(
                            "{}{} [{label}] at {st}: {}",
                            r.family,
                            r.variant,
                            p.replace('\n', " | ")
                        ));
                    }
                }
                if row_ok {
                    checked_rows.fetch_add(1, Ordering::SeqCst);
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    let total = features::rows().count();
    println!(
        "target_table: {} of {} rows oracle-checked ({} with examples; {} also checked at a refused point), {} ptxas runs, {} failures",
        checked_rows.load(Ordering::SeqCst),
        total,
        work.len(),
        refusal_checked.load(Ordering::SeqCst),
        runs.load(Ordering::SeqCst),
        failures.len()
    );
    for f in &failures {
        println!("  {f}");
    }
    assert!(failures.is_empty(), "{} disagreements with ptxas (see above)", failures.len());
    assert_eq!(work.len(), checked_rows.load(Ordering::SeqCst));
}

#[test]
fn llvm_minimum_ptx_per_sm_is_what_ptxas_accepts() {
    // The `.version` LLVM 22 prints by default must be one ptxas takes for that target, and the
    // version below it must be refused with ptxas's own wording. (sm_101 is sm_110 to ptxas 13.)
    for sm in Sm::all().filter(|s| s.number != 101) {
        let st = Subtarget::new(sm, None).unwrap();
        let name = format!("minptx-{sm}");
        let ok = oracle::ptxas(&kernel(&st, ""), &sm.to_string(), &name);
        assert!(ok.is_ok(), "{sm} at {}: {:?}", st.ptx, ok.err());
        if let Some(prev) = st.ptx.previous() {
            let lower = Subtarget { sm, ptx: prev };
            let err = oracle::ptxas(&kernel(&lower, ""), &sm.to_string(), &format!("{name}-1")).unwrap_err();
            assert!(err.contains(&format!("PTX .version {prev} does not support .target {sm}")), "{sm}: {err}");
        }
    }
}
