//! MLIR nvgpu as MLIR's own users write it (issue 24), against `mlir-opt-22`.
//!
//! Two corpora of our own, each file a list of cases split on `// -----` lines (as
//! `mlir-opt --split-input-file` splits them), each case naming its floor SM (`// FLOOR: sm_XX`):
//!
//! - `tests/corpus/mlir-nvgpu/valid`: every upstream nvgpu op on every operand shape its verifier
//!   allows (static and dynamic memrefs, every tile count, element type and rank), in custom and
//!   generic syntax. `mlir-opt-22` must verify each (the corpus is checked, not trusted). Each case
//!   is fed to our front end three times: as written, as `mlir-opt-22` prints it back (custom
//!   syntax) and as it prints it generically (`--mlir-print-op-generic`); all three must parse and
//!   verify. Where `mlir-opt-22 --convert-nvgpu-to-nvvm` converts it, our conversion must emit the
//!   same hardware ops in the same order (`nvvm.*`, `llvm.inline_asm`, `llvm.call`,
//!   `memref.global`). Then our whole pipeline takes it to PTX, which ptxas must accept at the floor.
//! - `tests/corpus/mlir-nvgpu/invalid`: one case per invariant of the nvgpu op definitions.
//!   `mlir-opt-22` must reject each; we must reject each with our first diagnostic on the line
//!   `mlir-opt-22` reports (the op).
//!
//! All cases go through `mlir-opt-22` in three runs (`--split-input-file` over one buffer), so the
//! test costs three tool starts, not three per case. The agreement shares are printed; each count
//! is a floor that only rises.

use nvisel::mlir::{parser, verify};
use nvisel::target::{PtxVersion, Sm};
use nvisel::{compile, InputKind, Options, Stage};
use nvisel_tests::oracle;
use std::collections::BTreeMap;
use std::process::Command;

/// Valid-case forms (as written, upstream custom print, upstream generic print) that our front end
/// parses and verifies at the case's floor SM. Raise it; never lower it.
const ACCEPT_FLOOR: usize = 207;
/// Invalid cases we reject with the first diagnostic on mlir-opt's line.
const REJECT_FLOOR: usize = 60;
/// Valid cases whose conversion equals mlir-opt's op for op.
const CONVERT_FLOOR: usize = 66;
/// Valid cases our pipeline takes to PTX that ptxas accepts at the floor SM.
const PTX_FLOOR: usize = 63;

const SEP: &str = "// -----";

struct Case {
    /// `file.mlir:LINE` of the case's first line.
    at: String,
    text: String,
    sm: String,
    ptx: Option<String>,
    valid: bool,
}

fn cases() -> Vec<Case> {
    let mut out = vec![];
    for (dir, valid) in [("corpus/mlir-nvgpu/valid", true), ("corpus/mlir-nvgpu/invalid", false)] {
        for path in nvisel_tests::corpus::files(&[dir], "mlir") {
            let src = std::fs::read_to_string(&path).unwrap();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let mut start = 1;
            let mut chunk = String::new();
            let mut flush = |chunk: &mut String, start: usize| {
                let text = std::mem::take(chunk);
                if !text.lines().any(|l| !l.trim().is_empty() && !l.trim_start().starts_with("//")) {
                    return;
                }
                let field = |key: &str| text.lines().find_map(|l| l.strip_prefix(&format!("// {key}: ")).map(|v| v.trim().to_string()));
                let at = format!("{}/{name}:{start}", if valid { "valid" } else { "invalid" });
                let sm = field("FLOOR").unwrap_or_else(|| panic!("{at}: the case names no FLOOR")).trim_start_matches("sm_").to_string();
                out.push(Case { at, ptx: field("PTX"), text, sm, valid });
            };
            for (i, line) in src.lines().enumerate() {
                if line.trim_end() == SEP {
                    flush(&mut chunk, start);
                    start = i + 2;
                    // Keep the case's own line numbers: blank lines stand for what precedes it.
                    chunk = "\n".repeat(i + 1);
                    continue;
                }
                chunk.push_str(line);
                chunk.push('\n');
            }
            flush(&mut chunk, start);
        }
    }
    out
}

/// One `mlir-opt-22 --split-input-file ARGS` run over every case: per case, its printed output
/// (empty when it failed) and its first error as (line within the case's text, message).
struct UpstreamRun {
    outputs: Vec<String>,
    errors: Vec<Option<(u32, String)>>,
}

fn upstream(cases: &[Case], args: &[&str], tag: &str) -> UpstreamRun {
    let exe = oracle::mlir_opt().unwrap_or_else(|e| panic!("{e}"));
    let dir = oracle::scratch("mlir-nvgpu");
    let file = dir.join(format!("{tag}.mlir"));
    // One buffer; each case keeps its own line numbers inside it (its text starts with the blank
    // lines standing for what precedes it in its file), so a line maps back by the offsets.
    let mut buf = String::new();
    let mut offsets = vec![];
    for (i, c) in cases.iter().enumerate() {
        if i > 0 {
            buf.push_str(SEP);
            buf.push('\n');
        }
        offsets.push(buf.lines().count() as u32);
        buf.push_str(&c.text);
    }
    std::fs::write(&file, &buf).unwrap();
    let out = Command::new(&exe).arg("--split-input-file").args(args).arg(&file).output().unwrap_or_else(|e| panic!("cannot run {}: {e}", exe.display()));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut outputs: Vec<String> = vec![String::new()];
    for line in stdout.lines() {
        if line == SEP {
            outputs.push(String::new());
        } else {
            let o = outputs.last_mut().unwrap();
            o.push_str(line);
            o.push('\n');
        }
    }
    assert_eq!(outputs.len(), cases.len(), "mlir-opt-22 {args:?} printed {} modules for {} cases", outputs.len(), cases.len());
    let mut errors = vec![None; cases.len()];
    let prefix = format!("{}:", file.display());
    for line in String::from_utf8_lossy(&out.stderr).lines() {
        let Some(rest) = line.strip_prefix(&prefix) else { continue };
        let mut parts = rest.splitn(3, ':');
        let (Some(l), Some(_col), Some(msg)) = (parts.next(), parts.next(), parts.next()) else { continue };
        let Some(msg) = msg.trim().strip_prefix("error: ") else { continue };
        let l: u32 = l.parse().unwrap();
        let k = offsets.partition_point(|&o| o < l) - 1;
        if errors[k].is_none() {
            errors[k] = Some((l - offsets[k], msg.to_string()));
        }
    }
    UpstreamRun { outputs, errors }
}

fn sm_of(c: &Case) -> Sm {
    Sm::parse(&c.sm).unwrap_or_else(|| panic!("{}: unknown SM {}", c.at, c.sm))
}

/// Our parse + verify at the case's floor: Ok, or the first diagnostic as (line, message).
fn ours_verify(text: &str, sm: Sm) -> Result<(), (u32, String)> {
    let m = parser::parse(text).map_err(|d| (d.span.line, d.message))?;
    match verify::verify(&m, sm).into_iter().next() {
        Some(d) => Err((d.span.line, d.message)),
        None => Ok(()),
    }
}

/// The hardware ops a conversion emitted, in order, from a generic-form print: `nvvm.*`,
/// `llvm.inline_asm`, `llvm.call`, `memref.global`. LLVM 22 folded the `.shared` mbarrier ops and
/// `nvvm.prefetch.tensormap` that seed 002 names into `nvvm.mbarrier.*` on a `ptr<3>` and
/// `nvvm.prefetch`; both spellings compare equal.
fn hardware_ops(generic: &str) -> Vec<String> {
    let mut ops = vec![];
    for line in generic.lines() {
        let Some(q) = line.find("\"") else { continue };
        let rest = &line[q + 1..];
        let Some(end) = rest.find("\"(") else { continue };
        let name = &rest[..end];
        if !(name.starts_with("nvvm.") || matches!(name, "llvm.inline_asm" | "llvm.call" | "memref.global")) {
            continue;
        }
        let mut n = name.to_string();
        if n.starts_with("nvvm.mbarrier.") && n.ends_with(".shared") {
            n.truncate(n.len() - ".shared".len());
        }
        if n == "nvvm.prefetch.tensormap" {
            n = "nvvm.prefetch".into();
        }
        ops.push(n);
    }
    ops
}

fn share(n: usize, of: usize) -> String {
    format!("{n} of {of} ({:.1}%)", if of == 0 { 100.0 } else { 100.0 * n as f64 / of as f64 })
}

#[test]
fn nvgpu_cases_agree_with_mlir_opt() {
    let cases = cases();
    let valid: Vec<&Case> = cases.iter().filter(|c| c.valid).collect();
    assert!(valid.len() >= 40 && cases.len() > valid.len(), "{} valid and {} invalid cases", valid.len(), cases.len() - valid.len());
    let custom = upstream(&cases, &[], "custom");
    let generic = upstream(&cases, &["--mlir-print-op-generic"], "generic");
    let converted = upstream(&cases, &["--convert-nvgpu-to-nvvm", "--mlir-print-op-generic"], "converted");

    let mut problems = vec![];
    let mut gaps: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let (mut accepted, mut forms, mut rejected, mut invalid) = (0, 0, 0, 0);
    let (mut same_conv, mut comparable, mut both_refuse) = (0, 0, 0);
    let mut upstream_cannot_convert = vec![];
    let mut to_ptx = vec![];
    for (k, c) in cases.iter().enumerate() {
        let sm = sm_of(c);
        if !c.valid {
            invalid += 1;
            // Rejected by the verifier, or (a few invariants) by the conversion's own checks.
            let Some((line, msg)) = custom.errors[k].as_ref().or(converted.errors[k].as_ref()) else {
                problems.push(format!("{}: mlir-opt-22 verifies and converts this invalid case", c.at));
                continue;
            };
            match ours_verify(&c.text, sm) {
                Ok(()) => gaps.entry("invalid case accepted".into()).or_default().push(format!("{} ({msg})", c.at)),
                Err((l, _)) if l == *line => rejected += 1,
                Err((l, m)) => gaps.entry("rejected off the op's line".into()).or_default().push(format!("{}: ours at line {l} ({m}), mlir-opt-22 at {line} ({msg})", c.at)),
            }
            continue;
        }
        if let Some((line, msg)) = &custom.errors[k] {
            problems.push(format!("{}: mlir-opt-22 rejects this valid case at line {line}: {msg}", c.at));
            continue;
        }
        let mut all = true;
        for (form, text) in [("as written", c.text.as_str()), ("custom print", &custom.outputs[k]), ("generic print", &generic.outputs[k])] {
            forms += 1;
            match ours_verify(text, sm) {
                Ok(()) => accepted += 1,
                Err((l, m)) => {
                    all = false;
                    gaps.entry(format!("valid case refused ({form})")).or_default().push(format!("{}: line {l}: {m}", c.at));
                }
            }
        }
        if !all {
            continue;
        }
        let (fe, diags) = nvisel::mlir::front_end(&c.text, sm);
        let ours_converts = !fe.converted.is_empty();
        // mlir-opt-22's conversion fails with an error, or (a pattern that does not match)
        // leaves nvgpu ops in place.
        let left = converted.outputs[k].lines().find_map(|l| l.split('"').nth(1).filter(|n| n.starts_with("nvgpu.")).map(str::to_string));
        let theirs = match (&converted.errors[k], left) {
            (Some((_, msg)), _) => Err(msg.clone()),
            (None, Some(op)) => Err(format!("leaves {op} unconverted")),
            (None, None) => Ok(hardware_ops(&converted.outputs[k])),
        };
        match theirs {
            Err(why) if ours_converts => upstream_cannot_convert.push(format!("{} ({why})", c.at)),
            Err(_) => {
                both_refuse += 1;
                continue;
            }
            Ok(_) if !ours_converts => {
                comparable += 1;
                gaps.entry("conversion refused".into()).or_default().push(format!("{}: {}", c.at, diags.first().map(|d| d.message.as_str()).unwrap_or("")));
            }
            Ok(theirs) => {
                comparable += 1;
                let text: String = fe.converted.iter().map(|(l, _)| format!("{l}\n")).collect();
                let ours = hardware_ops(&text);
                if ours == theirs {
                    same_conv += 1;
                } else {
                    gaps.entry("conversion differs".into()).or_default().push(format!("{}:\n      mlir-opt-22: {theirs:?}\n      ours:        {ours:?}", c.at));
                }
            }
        }
        to_ptx.push(k);
    }

    // Our whole pipeline to PTX, and ptxas at the floor.
    let results = oracle::parallel_map(&to_ptx, 2, |&k| {
        let c = &cases[k];
        let ptx = c.ptx.as_deref().map(|p| PtxVersion::parse(p).unwrap_or_else(|| panic!("{}: bad PTX {p}", c.at)));
        let opts = Options { input: Some(InputKind::Mlir), sm: sm_of(c), ptx, stop_after: Stage::Ptx, ..Options::default() };
        let out = compile(&c.text, &opts);
        if let Some(d) = out.diagnostics.iter().find(|d| d.severity == nvisel::diag::Severity::Error) {
            return Err(format!("{}: line {}: [{}] {}", c.at, d.span.line, d.phase, d.message));
        }
        let ptx = out.outputs.ptx.unwrap_or_default();
        let name = c.at.replace(['/', ':', '.'], "_");
        oracle::ptxas(&ptx, &format!("sm_{}", c.sm), &name).map(|_| ()).map_err(|e| format!("{}: ptxas: {}", c.at, e.lines().find(|l| l.contains("error")).or(e.lines().next()).unwrap_or("")))
    });
    let mut ptx_ok = 0;
    for r in results {
        match r {
            Ok(()) => ptx_ok += 1,
            Err(e) => gaps.entry("not to ptxas-accepted PTX".into()).or_default().push(e),
        }
    }

    println!("mlir-nvgpu: {} valid cases, {invalid} invalid cases", valid.len());
    println!("  valid forms parsed and verified: {}", share(accepted, forms));
    println!("  invalid cases rejected on mlir-opt-22's line: {}", share(rejected, invalid));
    println!("  conversion equal to mlir-opt-22 op for op: {}", share(same_conv, comparable));
    println!("  valid cases neither conversion takes (both refuse): {both_refuse}");
    println!("  to PTX that ptxas accepts at the floor SM: {}", share(ptx_ok, to_ptx.len()));
    for c in &upstream_cannot_convert {
        println!("  mlir-opt-22's conversion refuses, ours converts: {c}");
    }
    for (what, list) in &gaps {
        println!("  {what}: {}", list.len());
        for l in list {
            println!("    {l}");
        }
    }
    assert!(problems.is_empty(), "the corpus disagrees with mlir-opt-22:\n{}", problems.join("\n"));
    assert!(accepted >= ACCEPT_FLOOR, "{accepted} forms accepted, below the floor of {ACCEPT_FLOOR}");
    assert!(rejected >= REJECT_FLOOR, "{rejected} invalid cases rejected, below the floor of {REJECT_FLOOR}");
    assert!(same_conv >= CONVERT_FLOOR, "{same_conv} conversions equal, below the floor of {CONVERT_FLOOR}");
    assert!(ptx_ok >= PTX_FLOOR, "{ptx_ok} cases to PTX, below the floor of {PTX_FLOOR}");
}
