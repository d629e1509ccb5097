//! The ptxas side against NVIDIA's tools, on every PTX file of the corpus.
//!
//! For each file that compiles (every kernel through Phase 1, allocation, scheduling and
//! encoding), `--emit sass-bin`'s words decoded by `nvdisasm -b SM90` must equal our listing
//! instruction for instruction, text and words, and the control codes nvdisasm decoded must pass
//! the scoreboard dataflow check. How many files compile is reported and must not drop below the
//! floor; the median ratio of our instruction count to ptxas's is reported and bounded.

use nvisel::sass::{inst, parse, schedule};
use nvisel::target::Sm;
use nvisel_tests::oracle;
use std::path::{Path, PathBuf};

/// Files that compile fully today; the count may only go up.
const FILES_FLOOR: usize = 104;
/// Kernels that compile (in files that may have others that do not).
const KERNELS_FLOOR: usize = 141;
/// Our instruction count over ptxas's, median over the files that compile.
const MEDIAN_RATIO_CEILING: f64 = 1.25;

fn corpus() -> Vec<PathBuf> {
    let mut files = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/kernels/saxpy.ptx")];
    files.extend(nvisel_tests::corpus::files(&["corpus/ptx", "corpus/sass", "corpus/sass/heldout", "corpus/ptxas"], "ptx"));
    files
}

/// The SM a file is compiled for: sm_90a where it asks for it, sm_90 for sm_90 and older
/// targets; `None` for newer ones.
fn sm_for(text: &str) -> Option<Sm> {
    let target = text.lines().find_map(|l| l.trim().strip_prefix(".target"))?.trim();
    let sm = target.split(',').next()?.trim();
    let n: u32 = sm.strip_prefix("sm_")?.trim_end_matches(char::is_alphabetic).parse().ok()?;
    match n {
        0..=89 => Sm::parse("90"),
        90 => Sm::parse(sm.strip_prefix("sm_")?),
        _ => None,
    }
}

/// Instructions before the tail (the branch to itself and the NOP padding).
fn body_count(d: &[oracle::Decoded]) -> usize {
    d.iter().filter(|x| x.text != "NOP" && !(x.text.starts_with("BRA ") && x.text == format!("BRA {:#x}", x.offset))).count()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    if v.is_empty() {
        return f64::NAN;
    }
    let m = v.len() / 2;
    if v.len() % 2 == 1 { v[m] } else { (v[m - 1] + v[m]) / 2.0 }
}

#[test]
fn corpus_sass_decodes_to_our_listing_and_passes_the_scoreboard_check() {
    let mut compiled = Vec::new();
    let (mut kernels_ok, mut kernels_all) = (0usize, 0usize);
    let mut failures = Vec::new();
    let mut ratios = Vec::new();
    let mut checked_insts = 0usize;
    for path in corpus() {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        let Some(sm) = sm_for(&text) else { continue };
        let module = nvisel::ptx::parse(&text).unwrap_or_else(|d| panic!("{name}: {d:?}"));
        let out = nvisel::sass::pipeline::compile(&module, sm);
        kernels_all += out.total_functions;
        kernels_ok += out.functions.len();
        let opts = nvisel::Options { sm, input: Some(nvisel::InputKind::Ptx), ..nvisel::Options::default() };
        let c = nvisel::compile(&text, &opts);
        let Some(sass) = &c.outputs.sass else { continue };
        assert!(!c.has_errors(), "{name}");
        // nvdisasm decodes our words to our listing.
        let ours = oracle::parse_listing(&sass.listing);
        let theirs = oracle::nvdisasm_raw(&sass.to_bytes(), &sm.nvdisasm_name(), &name.replace('.', "_")).unwrap_or_else(|e| panic!("{name}: {e}"));
        if ours.len() != theirs.len() {
            failures.push(format!("{name}: we list {} instructions, nvdisasm decoded {}", ours.len(), theirs.len()));
            continue;
        }
        if let Some((o, t)) = ours.iter().zip(&theirs).find(|(o, t)| o.text != t.text || o.words != t.words || o.offset != t.offset) {
            failures.push(format!("{name}: /*{:04x}*/ ours `{}` {:016x?}, nvdisasm `{}` {:016x?}", o.offset, o.text, o.words, t.text, t.words));
            continue;
        }
        // The scoreboard check on what nvdisasm decoded (its text, the control bits of the words).
        let listing: Vec<(u32, inst::Inst, nvisel::trace::ControlCode)> = theirs
            .iter()
            .map(|d| (d.offset, parse::parse_inst(&d.text).unwrap_or_else(|e| panic!("{name}: {}: {e:?}", d.text)), inst::unpack_control(d.words[1])))
            .collect();
        let v = schedule::check(&listing);
        if !v.is_empty() {
            failures.push(format!("{name}: scoreboard check: {v:?}"));
            continue;
        }
        checked_insts += theirs.len();
        // Our count against ptxas's.
        let arch = sm.to_string();
        let cubin = oracle::ptxas(&text, &arch, &format!("ptxas_side_{}", name.replace('.', "_"))).unwrap_or_else(|e| panic!("{name}: ptxas: {e}"));
        let ptxas_code = oracle::nvdisasm_cubin(&cubin).unwrap_or_else(|e| panic!("{name}: {e}"));
        let (a, b) = (body_count(&theirs), body_count(&ptxas_code));
        if b > 0 {
            ratios.push(a as f64 / b as f64);
        }
        println!("compiled {name}: {a} instructions, ptxas {b}");
        compiled.push(name);
    }
    let m = median(ratios.clone());
    println!(
        "ptxas side: {} files compile fully ({kernels_ok} of {kernels_all} kernels), {checked_insts} instructions equal to nvdisasm's and scoreboard-clean; median instruction-count ratio to ptxas {m:.3} over {} files",
        compiled.len(),
        ratios.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(compiled.len() >= FILES_FLOOR, "only {} files compile fully (floor {FILES_FLOOR}): {compiled:?}", compiled.len());
    assert!(kernels_ok >= KERNELS_FLOOR, "only {kernels_ok} kernels compile (floor {KERNELS_FLOOR})");
    assert!(m <= MEDIAN_RATIO_CEILING, "median ratio {m:.3} over {MEDIAN_RATIO_CEILING}");
}

#[test]
fn unsupported_operations_are_diagnostics_not_panics() {
    // Every corpus file, compiled or not, ends with SASS or with positioned errors.
    for path in corpus() {
        let text = std::fs::read_to_string(&path).unwrap();
        let Some(sm) = sm_for(&text) else { continue };
        let opts = nvisel::Options { sm, input: Some(nvisel::InputKind::Ptx), ..nvisel::Options::default() };
        let c = nvisel::compile(&text, &opts);
        assert!(c.outputs.sass.is_some() != c.has_errors(), "{}", path.display());
        for d in &c.diagnostics {
            assert!(d.span.line >= 1, "{d:?}");
        }
    }
}

#[test]
fn mutated_kernels_never_panic_the_ptxas_side() {
    use nvisel_tests::ptx_fuzz::{mutate, XorShift};
    let mut rng = XorShift::new(0x5eed_0904);
    let sources: Vec<(String, Sm)> = corpus()
        .into_iter()
        .filter_map(|p| {
            let t = std::fs::read_to_string(&p).ok()?;
            let sm = sm_for(&t)?;
            let opts = nvisel::Options { sm, input: Some(nvisel::InputKind::Ptx), ..nvisel::Options::default() };
            nvisel::compile(&t, &opts).outputs.sass.as_ref()?;
            Some((t, sm))
        })
        .collect();
    let (mut compiled, mut rejected) = (0usize, 0usize);
    for k in 0..1500 {
        let (src, sm) = &sources[k % sources.len()];
        let text = mutate(src, &mut rng);
        let opts = nvisel::Options { sm: *sm, input: Some(nvisel::InputKind::Ptx), ..nvisel::Options::default() };
        let c = nvisel::compile(&text, &opts);
        match &c.outputs.sass {
            Some(s) => {
                assert!(!c.has_errors());
                assert_eq!(s.to_bytes().len(), 16 * s.words.len());
                assert_eq!(oracle::parse_listing(&s.listing).len(), s.words.len(), "{text}");
                compiled += 1;
            }
            None => {
                assert!(c.has_errors() || c.outputs.ptx.is_none(), "no SASS and no error:\n{text}");
                rejected += 1;
            }
        }
    }
    println!("mutants: {compiled} compiled to SASS, {rejected} rejected with diagnostics");
    assert!(compiled > 150, "{compiled}");
}
