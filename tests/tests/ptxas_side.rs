//! The ptxas side against NVIDIA's tools, on every PTX file of the corpus.
//!
//! For each file that compiles (every kernel through Phase 1, allocation, scheduling and
//! encoding), `--emit sass-bin`'s words decoded by `nvdisasm -b SM90` must equal our listing
//! instruction for instruction, text and words, and the control codes nvdisasm decoded must pass
//! the scoreboard dataflow check. How many files compile is reported and must not drop below the
//! floor; the median ratios of our instruction count and stall cycles to ptxas's are reported and
//! bounded.

use nvisel::ptxas::schedule;
use nvisel::sass::{inst, parse};
use nvisel::target::Sm;
use nvisel_tests::oracle;
use std::path::{Path, PathBuf};

/// Files that compile fully today; the count may only go up.
const FILES_FLOOR: usize = 172;
/// Kernels (`.entry`, each with the device functions it calls) that compile, in files that may
/// have others that do not.
const KERNELS_FLOOR: usize = 226;
/// Our instruction count over ptxas's, median over the files that compile.
const MEDIAN_RATIO_CEILING: f64 = 1.25;
/// Our stall cycles (sum of stall counts before the tail) over ptxas's, median over the files:
/// 1.087 in program order, 1.027 with the list scheduler.
const MEDIAN_STALL_RATIO_CEILING: f64 = 1.06;

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

fn is_tail(x: &oracle::Decoded) -> bool {
    x.text == "NOP" || (x.text.starts_with("BRA ") && x.text == format!("BRA {:#x}", x.offset))
}

/// Instructions before the tail (the branch to itself and the NOP padding).
fn body_count(d: &[oracle::Decoded]) -> usize {
    d.iter().filter(|x| !is_tail(x)).count()
}

/// The stall cycles of the instructions before the tail: the sum of their stall counts (a
/// straight-line measure of how long the code takes to issue).
fn body_stalls(d: &[oracle::Decoded]) -> u64 {
    d.iter().filter(|x| !is_tail(x)).map(|x| inst::unpack_control(x.words[1]).stall as u64).sum()
}

/// For each `.reuse` in ptxas's code: (flags seen, flags whose next instruction reads the same
/// register in the same operand slot).
fn reuse_evidence(code: &[oracle::Decoded], stats: &mut (usize, usize)) {
    use nvisel::sass::forms::{table_for, Component};
    let Some(table) = table_for(Sm::parse("90").expect("sm_90")) else { return };
    let slots = |i: &inst::Inst| -> Vec<(u8, u8)> {
        let Some(form) = table.lookup(&i.mnemonic(), &i.shape()) else { return Vec::new() };
        form.fields
            .iter()
            .filter(|f| f.component == Component::Reg)
            .filter_map(|f| {
                let slot = f.reuse_operand_slot()?;
                match i.operands.get(f.operand).map(|o| (&o.value, o.reuse)) {
                    Some((inst::OperandValue::Reg(r), reuse)) => Some((slot * 2 + reuse as u8, *r)),
                    _ => None,
                }
            })
            .collect()
    };
    let parsed: Vec<Option<inst::Inst>> = code.iter().map(|d| parse::parse_inst(&d.text).ok()).collect();
    for k in 0..parsed.len() {
        let Some(a) = &parsed[k] else { continue };
        for (key, r) in slots(a).into_iter().filter(|(key, _)| key % 2 == 1) {
            stats.0 += 1;
            let slot = key / 2;
            let next = parsed.get(k + 1).and_then(|x| x.as_ref());
            if next.is_some_and(|b| slots(b).iter().any(|&(kb, rb)| kb / 2 == slot && rb == r)) {
                stats.1 += 1;
            }
        }
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    if v.is_empty() {
        return f64::NAN;
    }
    let m = v.len() / 2;
    if v.len() % 2 == 1 { v[m] } else { (v[m - 1] + v[m]) / 2.0 }
}

/// What [`check_files`] found.
struct Summary {
    compiled: Vec<String>,
    kernels_ok: usize,
    kernels_all: usize,
    failures: Vec<String>,
    ratios: Vec<f64>,
    stall_ratios: Vec<f64>,
    /// ptxas's own `.reuse` flags: (all, those our reuse pass's pattern explains).
    reuse_stats: (usize, usize),
    checked_insts: usize,
}

/// Compiles each file through the ptxas side; for each that compiles fully, nvdisasm must decode
/// our words to our listing and the decoded control codes must pass the scoreboard check; the
/// body's instruction count is compared with ptxas's.
fn check_files(files: &[PathBuf]) -> Summary {
    let mut sum = Summary { compiled: Vec::new(), kernels_ok: 0, kernels_all: 0, failures: Vec::new(), ratios: Vec::new(), stall_ratios: Vec::new(), reuse_stats: (0, 0), checked_insts: 0 };
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(path).unwrap();
        let Some(sm) = sm_for(&text) else { continue };
        let module = nvisel::ptx::parse(&text).unwrap_or_else(|d| panic!("{name}: {d:?}"));
        let out = nvisel::ptxas::driver::compile(&module, sm);
        sum.kernels_all += out.total_functions;
        sum.kernels_ok += out.functions.len();
        let opts = nvisel::Options { sm, input: Some(nvisel::InputKind::Ptx), ..nvisel::Options::default() };
        let c = nvisel::compile(&text, &opts);
        let Some(sass) = &c.outputs.sass else { continue };
        assert!(!c.has_errors(), "{name}");
        // nvdisasm decodes our words to our listing.
        let ours = oracle::parse_listing(&sass.listing);
        let theirs = oracle::nvdisasm_raw(&sass.to_bytes(), &sm.nvdisasm_name(), &name.replace('.', "_")).unwrap_or_else(|e| panic!("{name}: {e}"));
        if ours.len() != theirs.len() {
            sum.failures.push(format!("{name}: we list {} instructions, nvdisasm decoded {}", ours.len(), theirs.len()));
            continue;
        }
        if let Some((o, t)) = ours.iter().zip(&theirs).find(|(o, t)| o.text != t.text || o.words != t.words || o.offset != t.offset) {
            sum.failures.push(format!("{name}: /*{:04x}*/ ours `{}` {:016x?}, nvdisasm `{}` {:016x?}", o.offset, o.text, o.words, t.text, t.words));
            continue;
        }
        // The scoreboard check on what nvdisasm decoded (its text, the control bits of the words).
        let listing: Vec<(u32, inst::Inst, nvisel::trace::ControlCode)> = theirs
            .iter()
            .map(|d| (d.offset, parse::parse_inst(&d.text).unwrap_or_else(|e| panic!("{name}: {}: {e:?}", d.text)), inst::unpack_control(d.words[1])))
            .collect();
        let v = schedule::check(&listing);
        if !v.is_empty() {
            sum.failures.push(format!("{name}: scoreboard check: {v:?}"));
            continue;
        }
        sum.checked_insts += theirs.len();
        // Our count against ptxas's.
        let arch = sm.to_string();
        let cubin = oracle::ptxas(&text, &arch, &format!("ptxas_side_{}", name.replace('.', "_"))).unwrap_or_else(|e| panic!("{name}: ptxas: {e}"));
        let ptxas_code = oracle::nvdisasm_cubin(&cubin).unwrap_or_else(|e| panic!("{name}: {e}"));
        let (a, b) = (body_count(&theirs), body_count(&ptxas_code));
        if b > 0 {
            sum.ratios.push(a as f64 / b as f64);
        }
        reuse_evidence(&ptxas_code, &mut sum.reuse_stats);
        let (sa, sb) = (body_stalls(&theirs), body_stalls(&ptxas_code));
        if sb > 0 {
            sum.stall_ratios.push(sa as f64 / sb as f64);
        }
        println!("compiled {name}: {a} instructions, ptxas {b}; {sa} stall cycles, ptxas {sb}");
        sum.compiled.push(name);
    }
    sum
}

#[test]
fn corpus_sass_decodes_to_our_listing_and_passes_the_scoreboard_check() {
    let s = check_files(&corpus());
    let m = median(s.ratios.clone());
    let ms = median(s.stall_ratios.clone());
    println!(
        "ptxas side: {} files compile fully ({} of {} kernels), {} instructions equal to nvdisasm's and scoreboard-clean; median instruction-count ratio to ptxas {m:.3} over {} files; median stall-cycle ratio {ms:.3}",
        s.compiled.len(),
        s.kernels_ok,
        s.kernels_all,
        s.checked_insts,
        s.ratios.len()
    );
    println!(
        "ptxas's own .reuse flags: {} of {} are followed directly by a read of the same register in the same slot (the only case our reuse pass uses)",
        s.reuse_stats.1, s.reuse_stats.0
    );
    assert!(s.failures.is_empty(), "{}", s.failures.join("\n"));
    assert!(s.compiled.len() >= FILES_FLOOR, "only {} files compile fully (floor {FILES_FLOOR}): {:?}", s.compiled.len(), s.compiled);
    assert!(s.kernels_ok >= KERNELS_FLOOR, "only {} kernels compile (floor {KERNELS_FLOOR})", s.kernels_ok);
    assert!(m <= MEDIAN_RATIO_CEILING, "median ratio {m:.3} over {MEDIAN_RATIO_CEILING}");
    assert!(ms <= MEDIAN_STALL_RATIO_CEILING, "median stall-cycle ratio {ms:.3} over {MEDIAN_STALL_RATIO_CEILING}");
}

/// Calls whose arguments and results cross the `.param` ABI as vectors (`st.param.v4.b32`,
/// `ld.param.v2.b64`, ... in the call sequence and the callees, as LLVM 22 and nvisel print
/// them): the file compiles fully and nvdisasm decodes our words to our listing.
#[test]
fn vector_param_calls_decode_to_our_listing() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/ptx/call_param_vectors.ll.sm_90.ptx");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("st.param.v4.b32") && text.contains("ld.param.v2.b64"), "the file lost its vector parameters");
    let s = check_files(&[file]);
    assert!(s.failures.is_empty(), "{}", s.failures.join("\n"));
    assert_eq!(s.compiled.len(), 1, "call_param_vectors.ll.sm_90.ptx does not compile fully");
    assert_eq!((s.kernels_ok, s.kernels_all), (1, 1));
}

/// The other half of the corpus bar: OUR PTX for every kernel of the LLVM-side corpus
/// (tests/corpus/llvm at sm_90, as `nvisel compile x.ll --sm 90` prints it) goes through the same
/// checks: every file compiles fully, nvdisasm decodes our words to our listing, and the control
/// codes pass the scoreboard check. Files LLVM 22 refuses (`no libcall available for fexp`) we
/// refuse too and are left out.
#[test]
fn our_ptx_of_the_llvm_corpus_decodes_to_our_listing() {
    let sources = nvisel_tests::corpus::files(&["corpus/llvm"], "ll");
    assert!(sources.len() >= 100, "{} LLVM corpus files", sources.len());
    let dir = oracle::scratch("ptxas-side-ours");
    let sm = Sm::parse("90").unwrap();
    let mut ptx_files = Vec::new();
    let mut refused = Vec::new();
    for src in &sources {
        let name = src.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(src).unwrap();
        let opts = nvisel::Options { sm, stop_after: nvisel::Stage::Ptx, ..nvisel::Options::default() };
        let c = nvisel::compile(&text, &opts);
        match (&c.outputs.ptx, c.has_errors()) {
            (Some(ptx), false) => {
                let path = dir.join(format!("{name}.ours.ptx"));
                std::fs::write(&path, ptx).unwrap();
                ptx_files.push(path);
            }
            _ => {
                let d = c.diagnostics.iter().find(|d| d.severity == nvisel::diag::Severity::Error).map(|d| d.render(&name)).unwrap_or_default();
                assert!(d.contains("no libcall available for"), "{name}: we refuse what LLVM 22 compiles: {d}");
                refused.push(name);
            }
        }
    }
    let s = check_files(&ptx_files);
    println!(
        "our PTX of the LLVM corpus: {} of {} files compile fully ({} of {} kernels), {} instructions equal to nvdisasm's and scoreboard-clean; median ratio to ptxas on the same PTX {:.3}; refused as LLVM 22 refuses: {:?}",
        s.compiled.len(),
        ptx_files.len(),
        s.kernels_ok,
        s.kernels_all,
        s.checked_insts,
        median(s.ratios.clone()),
        refused
    );
    assert!(s.failures.is_empty(), "{}", s.failures.join("\n"));
    assert!(refused.len() <= 2, "{refused:?}");
    assert_eq!(s.compiled.len(), ptx_files.len(), "files of our PTX that do not compile fully through the ptxas side");
    assert_eq!(s.kernels_ok, s.kernels_all);
}

/// libNVVM's PTX files (tests/corpus/nvvm-ptx, from tests/corpus/nvvm by its regen.sh) that
/// compile fully; the count may only go up.
const NVVM_FILES_FLOOR: usize = 8;

#[test]
fn libnvvm_ptx_decodes_to_our_listing_and_passes_the_scoreboard_check() {
    let files = nvisel_tests::corpus::files(&["corpus/nvvm-ptx"], "ptx");
    // One PTX file per NVVM IR file of the corpus (regen.sh names any libNVVM rejects).
    let sources = nvisel_tests::corpus::files(&["corpus/nvvm"], "ll");
    assert_eq!(files.len(), sources.len(), "tests/corpus/nvvm-ptx is stale: run its regen.sh");
    let s = check_files(&files);
    println!(
        "libNVVM PTX: {} of {} files compile fully ({} of {} kernels), {} instructions equal to nvdisasm's; median ratio to ptxas {:.3}",
        s.compiled.len(),
        files.len(),
        s.kernels_ok,
        s.kernels_all,
        s.checked_insts,
        median(s.ratios.clone())
    );
    assert!(s.failures.is_empty(), "{}", s.failures.join("\n"));
    assert!(s.compiled.len() >= NVVM_FILES_FLOOR, "only {} libNVVM files compile fully (floor {NVVM_FILES_FLOOR}): {:?}", s.compiled.len(), s.compiled);
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

/// The constant sections `cuobjdump -elf` prints for a cubin: section name → its lines of words.
fn elf_constant_sections(cubin: &Path) -> Vec<(String, Vec<String>)> {
    let exe = oracle::tool("cuobjdump").unwrap_or_else(|e| panic!("{e}"));
    let out = std::process::Command::new(exe).arg("-elf").arg(cubin).output().expect("cuobjdump runs");
    assert!(out.status.success(), "cuobjdump -elf {}", cubin.display());
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let mut sections = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(l) = lines.next() {
        if l.starts_with(".nv.constant2") || l.starts_with(".nv.constant3") {
            let mut words = Vec::new();
            while let Some(w) = lines.peek().filter(|w| w.starts_with("0x")) {
                words.push(w.split_whitespace().collect::<Vec<_>>().join(" "));
                lines.next();
            }
            sections.push((l.trim().to_string(), words));
        }
    }
    sections
}

/// Our listing's constant sections (`.nv.constant3`, the `.const` data; `.nv.constant2.<kernel>`,
/// the jump tables) with their words.
fn listing_constant_sections(listing: &str) -> Vec<(String, Vec<String>)> {
    let mut sections: Vec<(String, Vec<String>)> = Vec::new();
    for l in listing.lines().map(str::trim) {
        if l.starts_with(".nv.constant") {
            sections.push((l.to_string(), Vec::new()));
        } else if l.starts_with("0x") {
            if let Some(s) = sections.last_mut() {
                s.1.push(l.to_string());
            }
        } else if !sections.last().is_some_and(|s| s.1.is_empty()) {
            // Instruction lines end a section.
            sections.push((String::new(), Vec::new()));
        }
    }
    sections.retain(|s| !s.0.is_empty());
    sections
}

/// `.const` data: bank 3 in our listing is word for word the `.nv.constant3` section of ptxas's
/// cubin, for every corpus file with initialized `.const` variables that compiles; and each
/// kernel with a `brx.idx` jump table has a `.nv.constant2.<kernel>` section of one word per
/// target, like ptxas's (the offsets differ with the code).
#[test]
fn constant_banks_match_ptxas_sections() {
    let (mut bank3, mut bank2) = (0, 0);
    for path in corpus() {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        let Some(sm) = sm_for(&text) else { continue };
        if !text.contains(".const ") && !text.contains("brx.idx") {
            continue;
        }
        let opts = nvisel::Options { sm, input: Some(nvisel::InputKind::Ptx), ..nvisel::Options::default() };
        let c = nvisel::compile(&text, &opts);
        let Some(sass) = &c.outputs.sass else { continue };
        let cubin = oracle::ptxas(&text, &sm.to_string(), &format!("banks_{}", name.replace('.', "_"))).unwrap_or_else(|e| panic!("{name}: ptxas: {e}"));
        let theirs = elf_constant_sections(&cubin);
        let ours = listing_constant_sections(&sass.listing);
        if let Some((_, words)) = theirs.iter().find(|s| s.0 == ".nv.constant3") {
            let mine = ours.iter().find(|s| s.0 == ".nv.constant3").unwrap_or_else(|| panic!("{name}: no .nv.constant3 in our listing"));
            assert_eq!(&mine.1, words, "{name}: .nv.constant3");
            bank3 += 1;
        }
        for (sec, words) in theirs.iter().filter(|s| s.0.starts_with(".nv.constant2.")) {
            let mine = ours.iter().find(|s| &s.0 == sec).unwrap_or_else(|| panic!("{name}: no {sec} in our listing"));
            let count = |w: &[String]| w.iter().map(|l| l.split(' ').count()).sum::<usize>();
            assert_eq!(count(&mine.1), count(words), "{name}: {sec} entries");
            bank2 += 1;
        }
    }
    println!("constant banks: {bank3} files' .nv.constant3 equal to ptxas's, {bank2} jump tables with ptxas's entry count");
    assert!(bank3 >= 3 && bank2 >= 3, "{bank3} bank-3 files, {bank2} jump tables");
}
