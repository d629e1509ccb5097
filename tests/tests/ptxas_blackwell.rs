//! ptxas's side on Blackwell (issue 10), per arch: the datacenter parts (sm_100a, sm_103; table
//! `forms_sm100.txt`) and the consumer parts (sm_120a, sm_121; `forms_sm120.txt`).
//!
//! 1. Re-encoding ptxas's own listings of the corpus for the arch reproduces their 128 bits for
//!    every instruction whose form the arch's table has; the share of ptxas's distinct forms the
//!    table covers is reported and may not drop below its floor.
//! 2. The corpus through our pipeline for the arch: for every file that compiles fully, the words
//!    decoded by `nvdisasm -b SMxx` equal our listing instruction for instruction, and the control
//!    codes pass the scoreboard check; the number of such files may not drop below its floor, and
//!    the median of our instruction count over ptxas's is reported and bounded.
//!
//! The corpus: the PTX files the ptxas-side tests use whose `.target` is sm_90 or older (ptxas
//! compiles them for any later arch), plus those written for the arch itself.

use nvisel::sass::encode::{encode, EncodeError};
use nvisel::sass::inst::unpack_control;
use nvisel::sass::parse::parse_inst;
use nvisel::sass::print::inst_text;
use nvisel::sass::{inst, parse, schedule};
use nvisel::target::Sm;
use nvisel_tests::oracle;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Per arch: (SM, share of ptxas's distinct forms on the corpus we encode bit-exact, files that
/// compile fully and decode to exactly our listing, median instruction-count ceiling).
const ARCHES: &[(&str, f64, usize, f64)] = &[("100a", 0.0, 0, 1.25), ("120a", 0.0, 0, 1.25)];

fn corpus() -> Vec<PathBuf> {
    let mut files = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets/kernels/saxpy.ptx")];
    files.extend(nvisel_tests::corpus::files(&["corpus/ptx", "corpus/sass", "corpus/sass/heldout", "corpus/ptxas"], "ptx"));
    files
}

/// Whether a file with this `.target` compiles for `arch`: sm_90 and older targets (not the
/// arch-specific sm_90a), and the arch's own.
fn compiles_for(text: &str, arch: &str) -> bool {
    let Some(target) = text.lines().find_map(|l| l.trim().strip_prefix(".target")) else { return false };
    let sm = target.trim().split(',').next().unwrap_or("").trim();
    let Some(n) = sm.strip_prefix("sm_") else { return false };
    if n == arch {
        return true;
    }
    n.parse::<u32>().is_ok_and(|n| n <= 90)
}

fn median(mut v: Vec<f64>) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn is_tail(x: &oracle::Decoded) -> bool {
    x.text == "NOP" || (x.text.starts_with("BRA ") && x.text == format!("BRA {:#x}", x.offset))
}

/// ptxas's code for `ptx` on `arch`, decoded by nvdisasm from the raw words in file order.
fn ptxas_words(ptx: &str, sm: Sm, name: &str) -> Result<Vec<oracle::Decoded>, String> {
    let cubin = oracle::ptxas(ptx, &sm.to_string(), name).map_err(|e| format!("ptxas: {e}"))?;
    let listing = oracle::nvdisasm_cubin(&cubin)?;
    let words: Vec<[u64; 2]> = listing.iter().map(|d| d.words).collect();
    let decoded = oracle::nvdisasm_words(&words, &sm.nvdisasm_name(), &format!("bw_{name}"), 0)?;
    decoded.into_iter().collect()
}

#[test]
fn blackwell_ptxas_listings_reencode_bit_exact() {
    let mut report = Vec::new();
    let mut failures = Vec::new();
    for &(arch, share_floor, _, _) in ARCHES {
        let sm = Sm::parse(arch).expect("arch");
        // (mnemonic, shape) -> (in our table, count)
        let mut forms: BTreeMap<(String, String), (bool, usize)> = BTreeMap::new();
        let (mut insts, mut exact) = (0usize, 0usize);
        for path in corpus() {
            let text = std::fs::read_to_string(&path).unwrap();
            if !compiles_for(&text, arch) {
                continue;
            }
            let name = format!("{arch}_{}", path.file_stem().unwrap().to_string_lossy().replace('.', "_"));
            let Ok(decoded) = ptxas_words(&text, sm, &name) else { continue };
            for (i, d) in decoded.iter().enumerate() {
                insts += 1;
                let Ok(inst) = parse_inst(&d.text) else {
                    let m = d.text.split_whitespace().find(|w| !w.starts_with('@')).unwrap_or("").to_string();
                    forms.entry((m, "?".into())).or_insert((false, 0)).1 += 1;
                    continue;
                };
                let entry = forms.entry((inst.mnemonic(), inst.shape())).or_insert((true, 0));
                entry.1 += 1;
                let mut control = unpack_control(d.words[1]);
                control.reuse = 0;
                match encode(&inst, &control, i as u64 * 16, sm) {
                    Ok(enc) if enc.words == d.words => exact += 1,
                    Ok(enc) => {
                        entry.0 = false;
                        if inst_text(&inst) == d.text {
                            failures.push(format!("{arch} {name}@{:#x} `{}` ({}): ours {:#018x} {:#018x} ptxas {:#018x} {:#018x}", d.offset, d.text, enc.form, enc.words[0], enc.words[1], d.words[0], d.words[1]));
                        }
                    }
                    Err(EncodeError::UnknownForm { .. }) => entry.0 = false,
                    Err(e) => {
                        entry.0 = false;
                        failures.push(format!("{arch} {name}@{:#x} `{}`: {e}", d.offset, d.text));
                    }
                }
            }
        }
        let covered = forms.values().filter(|v| v.0).count();
        let share = covered as f64 / forms.len().max(1) as f64;
        let table = nvisel::sass::forms::table_for(sm).map_or(0, |t| t.forms.len());
        report.push(format!(
            "sm_{arch}: table {table} forms; ptxas's forms on the corpus {covered}/{} ({:.1}%) re-encoded bit-exact, instructions {exact}/{insts}",
            forms.len(),
            share * 100.0
        ));
        for ((m, s), v) in &forms {
            if !v.0 {
                println!("  sm_{arch} not encoded: {m} {s} (x{})", v.1);
            }
        }
        assert!(share >= share_floor, "sm_{arch}: form share {share:.3} under the floor {share_floor}");
    }
    println!("{}", report.join("\n"));
    // A form in the table must reproduce ptxas's bits exactly.
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn blackwell_corpus_sass_decodes_to_our_listing() {
    let mut report = Vec::new();
    let mut failures = Vec::new();
    for &(arch, _, files_floor, ratio_ceiling) in ARCHES {
        let sm = Sm::parse(arch).expect("arch");
        let (mut files_ok, mut kernels_ok, mut kernels_all, mut checked) = (0usize, 0usize, 0usize, 0usize);
        let mut ratios = Vec::new();
        let mut backend = String::new();
        for path in corpus() {
            let text = std::fs::read_to_string(&path).unwrap();
            if !compiles_for(&text, arch) {
                continue;
            }
            let name = format!("{arch}_{}", path.file_stem().unwrap().to_string_lossy().replace('.', "_"));
            let Ok(module) = nvisel::ptx::parse(&text) else { continue };
            let out = nvisel::sass::pipeline::compile(&module, sm);
            kernels_all += out.total_functions;
            kernels_ok += out.functions.len();
            backend = out.select.backend.clone();
            let opts = nvisel::Options { sm, input: Some(nvisel::InputKind::Ptx), ..nvisel::Options::default() };
            let c = nvisel::compile(&text, &opts);
            let Some(sass) = &c.outputs.sass else { continue };
            let ours = oracle::parse_listing(&sass.listing);
            let theirs = match oracle::nvdisasm_raw(&sass.to_bytes(), &sm.nvdisasm_name(), &name) {
                Ok(t) => t,
                Err(e) => {
                    failures.push(format!("{name}: nvdisasm rejects our words: {e}"));
                    continue;
                }
            };
            if ours.len() != theirs.len() {
                failures.push(format!("{name}: we list {} instructions, nvdisasm decoded {}", ours.len(), theirs.len()));
                continue;
            }
            if let Some((o, t)) = ours.iter().zip(&theirs).find(|(o, t)| o.text != t.text || o.words != t.words || o.offset != t.offset) {
                failures.push(format!("{name}: /*{:04x}*/ ours `{}` {:016x?}, nvdisasm `{}` {:016x?}", o.offset, o.text, o.words, t.text, t.words));
                continue;
            }
            let listing: Vec<(u32, inst::Inst, nvisel::trace::ControlCode)> = theirs
                .iter()
                .map(|d| (d.offset, parse::parse_inst(&d.text).unwrap_or_else(|e| panic!("{name}: {}: {e:?}", d.text)), inst::unpack_control(d.words[1])))
                .collect();
            let v = schedule::check(&listing);
            if !v.is_empty() {
                failures.push(format!("{name}: scoreboard check: {v:?}"));
                continue;
            }
            checked += theirs.len();
            files_ok += 1;
            if let Ok(p) = ptxas_words(&text, sm, &format!("count_{name}")) {
                let (a, b) = (theirs.iter().filter(|x| !is_tail(x)).count(), p.iter().filter(|x| !is_tail(x)).count());
                if b > 0 {
                    ratios.push(a as f64 / b as f64);
                }
            }
        }
        let m = median(ratios.clone());
        report.push(format!(
            "sm_{arch} ({backend}): {files_ok} files compile fully and decode to exactly our listing ({kernels_ok} of {kernels_all} kernels, {checked} instructions); median instruction count ours/ptxas {m:.3} over {} files",
            ratios.len()
        ));
        assert!(files_ok >= files_floor, "sm_{arch}: {files_ok} files (floor {files_floor})");
        assert!(m <= ratio_ceiling, "sm_{arch}: median ratio {m:.3} over {ratio_ceiling}");
        if nvisel::sass::blackwell::is_consumer(sm) {
            assert!(backend.contains("pattern coordinator"), "sm_{arch}: Phase 2 ran {backend}");
        } else {
            assert!(backend.contains("mega-selector"), "sm_{arch}: Phase 2 ran {backend}");
        }
    }
    println!("{}", report.join("\n"));
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}
