//! LLVM 22's NVPTX surface against nvisel (issue 22, the generated intrinsic sweep).
//!
//! The list of NVVM intrinsics is LLVM 22's own: every `llvm.nvvm.*` name in the intrinsic name
//! table of `libLLVM-22` (Debian's `llvm-22`, installed by `make test-deps`). A name is covered
//! when a family cell (`nvisel::isel::families`) gives its signature; the test prints how many
//! names are covered and lists a sample of the others. For a deterministic sample of the cells
//! (every one with `NVISEL_SURFACE_ALL=1`), a kernel calling the intrinsic is compiled by nvisel
//! and by `llc-22` at the cell's lowest target and just below it, and the verdicts must agree:
//! nvisel compiles iff llc-22 does, and ptxas accepts our PTX wherever it accepts llc's (a refusal
//! of ours in ptxas's words where ptxas refuses llc-22's PTX is counted apart).
//! Disagreements are listed; the agreement count and the coverage have floors that only rise.

use nvisel::isel::families::{self, Cell};
use nvisel::target::Subtarget;
use nvisel::{Options, Stage, compile};
use nvisel_tests::oracle;
use std::collections::BTreeSet;
use std::process::Command;

/// LLVM 22 intrinsic names with a family cell (measured: see docs/llvm-surface.md).
const COVERED_FLOOR: usize = 1515;
/// Sampled cell-and-target probes on which nvisel and llc-22 agree.
const AGREE_FLOOR: usize = 148;
/// Cells sampled by default: every `STRIDE`-th cell of the registry (`NVISEL_SURFACE_STRIDE`
/// sets another stride; the agreement floor holds for the default one).
const STRIDE: usize = 45;

/// Every `llvm.nvvm.*` name in libLLVM-22's intrinsic name table (NUL-terminated strings).
fn llvm22_intrinsics() -> BTreeSet<String> {
    let lib = ["/usr/lib/llvm-22/lib/libLLVM.so.22.1", "/usr/lib/llvm-22/lib/libLLVM.so"]
        .into_iter()
        .find(|p| std::path::Path::new(p).is_file())
        .expect("libLLVM-22 is missing: run `make test-deps` (Debian's llvm-22)");
    let bytes = std::fs::read(lib).expect("read libLLVM-22");
    let mut out = BTreeSet::new();
    for s in bytes.split(|&b| b == 0) {
        let Some(k) = s.windows(10).position(|w| w == b"llvm.nvvm.") else { continue };
        let name = &s[k..];
        if k == 0 && name.len() > 10 && name.iter().all(|&b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.' || b == b'_') {
            out.insert(String::from_utf8_lossy(name).into_owned());
        }
    }
    out
}

/// `llc-22` on `src` at `st`: Ok(PTX) or Err(its first error line).
fn llc22(src: &str, st: Subtarget, tag: &str) -> Result<String, String> {
    let dir = oracle::scratch("llvm-surface");
    let path = dir.join(format!("{tag}.ll"));
    std::fs::write(&path, src).expect("write the kernel");
    let out = Command::new("llc-22")
        .arg("-mtriple=nvptx64-nvidia-cuda")
        .arg(format!("-mcpu={}", st.sm))
        .arg(format!("-mattr=+ptx{}{}", st.ptx.major, st.ptx.minor))
        .arg(&path)
        .arg("-o")
        .arg("-")
        .output()
        .expect("llc-22 is missing: run `make test-deps` (Debian's llvm-22)");
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        let err = String::from_utf8_lossy(&out.stderr);
        Err(err.lines().find(|l| l.contains("ERROR") || l.contains("error")).unwrap_or("llc-22 failed").to_string())
    }
}

fn nvisel_at(src: &str, st: Subtarget) -> Result<String, String> {
    let options = Options { sm: st.sm, ptx: Some(st.ptx), stop_after: Stage::Ptx, ..Options::default() };
    let c = compile(src, &options);
    match c.outputs.ptx.clone().filter(|_| !c.has_errors()) {
        Some(ptx) => Ok(ptx),
        None => Err(c.diagnostics.iter().map(|d| d.message.clone()).collect::<Vec<_>>().join("; ")),
    }
}

/// A probe's verdict.
enum Probe {
    /// The same verdict (or ptxas accepts ours where it accepts llc-22's).
    Agree,
    /// llc-22 compiles, ptxas refuses its PTX, and nvisel refuses at once.
    PtxasRefuses,
    /// A disagreement, in words.
    Disagree(String),
}

/// One probe: the verdicts of llc-22 and nvisel (and ptxas on each) for a cell at a target.
fn probe(cell: &Cell, st: Subtarget, tag: &str) -> Probe {
    match probe_why(cell, st, tag) {
        Ok(None) => Probe::Agree,
        Ok(Some(why)) => Probe::Disagree(why),
        Err(p) => p,
    }
}

fn probe_why(cell: &Cell, st: Subtarget, tag: &str) -> Result<Option<String>, Probe> {
    let src = cell.module();
    let theirs = llc22(&src, st, tag);
    let ours = nvisel_at(&src, st);
    let what = format!("{} [{}] at {st}", cell.intrinsic, cell.key());
    Ok(match (&theirs, &ours) {
        (Ok(l), Err(e)) => {
            // nvisel refuses in ptxas's words what LLVM 22 prints and ptxas then refuses
            // (`Gate::Ptxas`, `Gate::PtxasMin`): the same verdict one step later.
            if oracle::ptxas(l, &st.sm.to_string(), &format!("{tag}-llc")).is_err() {
                return Err(Probe::PtxasRefuses);
            }
            Some(format!("{what}: llc-22 compiles, nvisel refuses: {e}"))
        }
        (Err(e), Ok(_)) => Some(format!("{what}: llc-22 refuses ({e}), nvisel compiles")),
        (Err(_), Err(_)) => None,
        (Ok(l), Ok(o)) => {
            let arch = st.sm.to_string();
            let llc_ok = oracle::ptxas(l, &arch, &format!("{tag}-llc")).is_ok();
            match oracle::ptxas(o, &arch, &format!("{tag}-ours")) {
                Err(e) if llc_ok => Some(format!("{what}: ptxas accepts llc-22's PTX, refuses ours: {}", e.lines().next().unwrap_or(""))),
                _ => None,
            }
        }
    })
}

#[test]
fn nvisel_agrees_with_llc22_on_llvm22s_nvvm_intrinsics() {
    let names = llvm22_intrinsics();
    assert!(names.len() > 2000, "libLLVM-22's intrinsic table has only {} NVVM names", names.len());
    let reg = families::registry();
    // A cell names the intrinsic as called (`llvm.nvvm.fshl.clamp.i32`); LLVM's table names an
    // overloaded one without its type suffixes (`llvm.nvvm.fshl.clamp`).
    let known: BTreeSet<&str> = reg.cells.iter().flat_map(|(_, c)| [c.intrinsic.as_str(), c.llvm_name()]).collect();
    let covered: Vec<&String> = names.iter().filter(|n| known.contains(n.as_str())).collect();
    let missing: Vec<&String> = names.iter().filter(|n| !known.contains(n.as_str())).collect();
    println!("LLVM 22 NVVM intrinsics: {}; with a family cell: {} ({:.1}%)", names.len(), covered.len(), 100.0 * covered.len() as f64 / names.len() as f64);
    let mut groups: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for n in &missing {
        let group: Vec<&str> = n.split('.').skip(2).take(2).collect();
        *groups.entry(group.join(".")).or_default() += 1;
    }
    println!("not covered ({} names without a family cell), by group:", missing.len());
    for (g, k) in &groups {
        println!("  {g}: {k}");
    }
    let stride: usize = std::env::var("NVISEL_SURFACE_STRIDE").ok().and_then(|v| v.parse().ok()).filter(|&k| k > 0).unwrap_or(STRIDE);
    let all = std::env::var_os("NVISEL_SURFACE_ALL").is_some() || stride != STRIDE;
    let cells: Vec<&Cell> = reg
        .cells
        .iter()
        .map(|(_, c)| c)
        .filter(|c| c.illegal.is_none() && c.differs_from_llvm.is_none() && (names.contains(&c.intrinsic) || names.contains(c.llvm_name())))
        .enumerate()
        .filter(|(i, _)| std::env::var_os("NVISEL_SURFACE_ALL").is_some() || i % stride == 0)
        .map(|(_, c)| c)
        .collect();
    let mut jobs: Vec<(&Cell, Subtarget)> = Vec::new();
    for c in &cells {
        if let Some(low) = c.lowest_target() {
            jobs.push((c, low));
            jobs.extend(c.failing_targets().into_iter().map(|(st, _)| (*c, st)));
        }
    }
    let indexed: Vec<(usize, &Cell, Subtarget)> = jobs.iter().enumerate().map(|(i, &(c, st))| (i, c, st)).collect();
    let results = oracle::parallel_map(&indexed, 2, |&(i, c, st)| probe(c, st, &format!("p{i}")));
    let disagreements: Vec<&String> = results.iter().filter_map(|r| if let Probe::Disagree(d) = r { Some(d) } else { None }).collect();
    let early = results.iter().filter(|r| matches!(r, Probe::PtxasRefuses)).count();
    let agree = results.iter().filter(|r| matches!(r, Probe::Agree)).count();
    println!(
        "probes: {} over {} cells; agree with llc-22: {agree} ({:.1}%); refused in ptxas's words where llc-22 prints PTX ptxas refuses: {early}; disagree: {}",
        jobs.len(),
        cells.len(),
        100.0 * agree as f64 / jobs.len().max(1) as f64,
        disagreements.len()
    );
    for d in &disagreements {
        println!("  DISAGREE {d}");
    }
    assert!(covered.len() >= COVERED_FLOOR, "coverage fell below its floor: {} < {COVERED_FLOOR}", covered.len());
    assert!(agree >= AGREE_FLOOR || all, "agreement fell below its floor: {agree} < {AGREE_FLOOR}");
}
