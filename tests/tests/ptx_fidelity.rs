//! The same PTX as the real compilers (issue #23): every LLVM IR corpus file
//! (`tests/corpus/llvm/*.ll`) compiled by nvisel's `llvm` pipeline and by LLVM 22 (llc -O3 through
//! llvmlite) for sm_90 at -O3, and every NVVM IR 2.0 file (`tests/corpus/nvvm/*.ll`) by nvisel's
//! `nvidia` pipeline and by libNVVM 13.5 (`-arch=compute_90`), compared statement by statement:
//!
//! - statement by statement (`;`, `{`, `}` and labels end one), comments aside, whitespace and
//!   line breaks folded;
//! - virtual registers renumbered per class (`%r`, `%rd`, `%p`, `%f`, ...) in order of first
//!   appearance, and the counts of `.reg` declarations left out (they are the highest number);
//!
//! and byte for byte. Each corpus prints its identical share, its byte-identical count and the
//! first differing statement of every file that differs; the identical counts are floors that may only
//! rise. A file either side refuses is counted as differing (and listed with the refusal).

use nvisel::{compile, Options, Pipeline, Stage};
use nvisel_tests::oracle::{self, LlcJob};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// LLVM corpus files whose PTX equals llc-22's instruction for instruction. Raise; never lower.
const LLVM_IDENTICAL_FLOOR: usize = 13;
/// LLVM corpus files whose PTX is llc-22's byte for byte. Raise; never lower.
const LLVM_BYTES_FLOOR: usize = 0;
/// NVVM corpus files whose PTX equals libNVVM's instruction for instruction. Raise; never lower.
const NVVM_IDENTICAL_FLOOR: usize = 0;

/// A module's statements as the comparison sees them: comments dropped, whitespace (line breaks
/// too: PTX is free-form) folded, one entry per statement (ended by `;`, `{`, `}` or a label's
/// `:`), registers renumbered per class in order of first appearance, `.reg` counts dropped.
pub fn normalize(ptx: &str) -> Vec<String> {
    // Whitespace separates two words; next to punctuation it means nothing.
    let punct = |c: char| "(),[]{};:=".contains(c);
    // Directives that end at the end of their line, with no `;`.
    const LINE_DIRECTIVES: &[&str] = &[".version", ".target", ".address_size", ".maxntid", ".reqntid", ".minnctapersm", ".maxnreg", ".maxclusterrank", ".reqnctapercluster", ".explicitcluster", ".noreturn", ".file", ".loc"];
    let mut statements = Vec::new();
    let mut cur = String::new();
    let mut space = false;
    let directive = |text: &str| LINE_DIRECTIVES.iter().any(|d| text.split_whitespace().next() == Some(*d));
    for line in ptx.lines() {
        let code = line.split("//").next().unwrap_or("");
        if directive(code.trim()) && !cur.trim().is_empty() {
            statements.push(cur.trim().to_string());
            cur.clear();
        }
        for c in code.chars() {
            if c.is_whitespace() {
                space = true;
                continue;
            }
            if space && cur.chars().last().is_some_and(|l| !punct(l)) && !punct(c) {
                cur.push(' ');
            }
            space = false;
            cur.push(c);
            let label = c == ':' && cur.len() > 1 && cur[..cur.len() - 1].chars().all(|x| x.is_ascii_alphanumeric() || matches!(x, '_' | '$' | '.'));
            if matches!(c, ';' | '{' | '}') || label {
                statements.push(cur.trim().to_string());
                cur.clear();
            }
        }
        space = true;
        if directive(&cur) {
            statements.push(cur.trim().to_string());
            cur.clear();
        }
    }
    if !cur.trim().is_empty() {
        statements.push(cur.trim().to_string());
    }
    let mut numbering: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
    let mut out = Vec::new();
    for st in statements {
        // `.reg .b32 %r<12>;` declares registers 0..12: the count is a register number.
        if st.starts_with(".reg ") {
            if let Some((decl, _)) = st.split_once('<') {
                out.push(format!("{decl}<N>;"));
                continue;
            }
        }
        out.push(renumber(&st, &mut numbering));
    }
    out
}

/// `%<class><digits>` register names replaced by `%<class>#<n>`, n counted per class.
fn renumber(line: &str, numbering: &mut BTreeMap<String, BTreeMap<String, usize>>) -> String {
    let b = line.as_bytes();
    let mut out = String::with_capacity(line.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let start = i + 1;
            let mut j = start;
            while j < b.len() && b[j].is_ascii_lowercase() {
                j += 1;
            }
            let mut k = j;
            while k < b.len() && b[k].is_ascii_digit() {
                k += 1;
            }
            let ends = k == b.len() || !(b[k].is_ascii_alphanumeric() || b[k] == b'_' || b[k] == b'.');
            if j > start && k > j && ends {
                let class = &line[start..j];
                let map = numbering.entry(class.to_string()).or_default();
                let next = map.len();
                let n = *map.entry(line[start..k].to_string()).or_insert(next);
                out.push_str(&format!("%{class}#{n}"));
                i = k;
                continue;
            }
        }
        let c = line[i..].chars().next().unwrap_or(' ');
        out.push(c);
        i += c.len_utf8();
    }
    out
}

/// How one file compares: identical after normalising, and byte for byte; else the first
/// difference.
enum Verdict {
    Same { bytes: bool },
    Differs(String),
}

fn compare(ours: &Result<String, String>, theirs: &Result<String, String>) -> Verdict {
    let (ours, theirs) = match (ours, theirs) {
        (Ok(o), Ok(t)) => (o, t),
        (Err(e), _) => return Verdict::Differs(format!("we refuse it: {}", e.lines().next().unwrap_or(""))),
        (_, Err(e)) => return Verdict::Differs(format!("the real tool refuses it: {}", e.lines().next().unwrap_or(""))),
    };
    let (a, b) = (normalize(ours), normalize(theirs));
    for (n, (x, y)) in a.iter().zip(&b).enumerate() {
        if x != y {
            return Verdict::Differs(format!("statement {}: ours `{x}`, theirs `{y}`", n + 1));
        }
    }
    if a.len() != b.len() {
        let (who, line) = if a.len() > b.len() { ("ours", &a[b.len()]) } else { ("theirs", &b[a.len()]) };
        return Verdict::Differs(format!("statement {}: only {who} goes on: `{line}`", a.len().min(b.len()) + 1));
    }
    Verdict::Same { bytes: ours == theirs }
}

/// Our PTX for `source` under `pipeline`, or the first error.
fn ours(source: &str, pipeline: Pipeline, name: &str) -> Result<String, String> {
    let c = compile(source, &Options { stop_after: Stage::Ptx, pipeline: Some(pipeline), ..Options::default() });
    match (c.has_errors(), c.outputs.ptx) {
        (false, Some(ptx)) => Ok(ptx),
        _ => Err(c.diagnostics.first().map(|d| d.render(name)).unwrap_or_else(|| "no PTX and no diagnostic".into())),
    }
}

/// Prints the report of one corpus and returns (identical, byte-identical).
fn report(corpus: &str, names: &[String], verdicts: &[Verdict]) -> (usize, usize) {
    let (mut same, mut bytes) = (0, 0);
    for (name, v) in names.iter().zip(verdicts) {
        match v {
            Verdict::Same { bytes: b } => {
                same += 1;
                bytes += usize::from(*b);
            }
            Verdict::Differs(why) => println!("ptx_fidelity: {corpus}: {name}: {why}"),
        }
    }
    let share = 100.0 * same as f64 / names.len().max(1) as f64;
    println!("ptx_fidelity: {corpus}: {same} of {} files identical instruction for instruction ({share:.1}%), {bytes} byte for byte", names.len());
    (same, bytes)
}

fn threads() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2).min(8)
}

#[test]
fn llvm_pipeline_prints_llc_22s_ptx() {
    let files: Vec<PathBuf> = nvisel_tests::corpus::files(&["corpus/llvm"], "ll");
    assert!(files.len() >= 100, "the LLVM corpus shrank to {} files", files.len());
    let names: Vec<String> = files.iter().map(|p| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
    let jobs: Vec<LlcJob> = files.iter().map(|f| LlcJob { file: f.clone(), sm: "90".into(), ptx: None }).collect();
    let (theirs, ours) = std::thread::scope(|scope| {
        let theirs = scope.spawn(|| oracle::llvm22_batch(&jobs, "fidelity"));
        let idx: Vec<usize> = (0..files.len()).collect();
        let ours = oracle::parallel_map(&idx, threads(), |&i| ours(&std::fs::read_to_string(&files[i]).unwrap(), Pipeline::Llvm, &names[i]));
        (theirs.join().unwrap(), ours)
    });
    let theirs = theirs.unwrap_or_else(|e| panic!("{e}"));
    let verdicts: Vec<Verdict> = ours.iter().zip(&theirs).map(|(o, t)| compare(o, t)).collect();
    let (same, bytes) = report("llvm (llc-22 -O3, sm_90)", &names, &verdicts);
    assert!(same >= LLVM_IDENTICAL_FLOOR, "{same} LLVM corpus files identical to llc-22's PTX, below the floor of {LLVM_IDENTICAL_FLOOR}");
    assert!(bytes >= LLVM_BYTES_FLOOR, "{bytes} LLVM corpus files byte-identical to llc-22's PTX, below the floor of {LLVM_BYTES_FLOOR}");
}

#[test]
fn nvidia_pipeline_prints_libnvvms_ptx() {
    let files: Vec<PathBuf> = nvisel_tests::corpus::files(&["corpus/nvvm"], "ll");
    assert!(files.len() >= 5, "the NVVM corpus shrank to {} files", files.len());
    let names: Vec<String> = files.iter().map(|p| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
    let verdicts: Vec<Verdict> = oracle::parallel_map(&(0..files.len()).collect::<Vec<_>>(), threads(), |&i| {
        let o = ours(&std::fs::read_to_string(&files[i]).unwrap(), Pipeline::Nvidia, &names[i]);
        compare(&o, &oracle::libnvvm(&files[i], "compute_90"))
    });
    let (same, _) = report("nvvm (libNVVM 13.5, compute_90)", &names, &verdicts);
    assert!(same >= NVVM_IDENTICAL_FLOOR, "{same} NVVM corpus files identical to libNVVM's PTX, below the floor of {NVVM_IDENTICAL_FLOOR}");
}

#[test]
fn the_comparison_renumbers_registers_and_nothing_else() {
    let a = ".reg .b32 %r<9>;\n\tadd.s32 \t%r7, %r3, %r7; // x\n\n\tmov.u32 %r2, %tid.x;\n";
    let b = ".reg .b32 %r<4>;\n  add.s32 %r1, %r2, %r1;\n  mov.u32 %r3, %tid.x;";
    assert_eq!(normalize(a), normalize(b));
    assert_eq!(normalize(a)[1], "add.s32 %r#0,%r#1,%r#0;");
    // A different register pattern, a different operand or a different class is a difference.
    assert_ne!(normalize("add.s32 %r1, %r2, %r1;"), normalize("add.s32 %r1, %r2, %r2;"));
    assert_ne!(normalize("add.s32 %r1, %r2, 1;"), normalize("add.s32 %r1, %r2, 2;"));
    assert_ne!(normalize("mov.b32 %r1, %f1;"), normalize("mov.b32 %r1, %r2;"));
    // Line breaks are whitespace; labels are statements of their own.
    assert_eq!(normalize(".func f\n(\n.param .b32 a\n)\n;"), vec![".func f(.param .b32 a);"]);
    assert_eq!(normalize("$L__BB0_2:\n\tret;"), vec!["$L__BB0_2:", "ret;"]);
    assert_eq!(normalize(".version 8.0\n.target sm_90\n.entry k()\n.maxntid 256\n{"), vec![".version 8.0", ".target sm_90", ".entry k()", ".maxntid 256", "{"]);
    // Parameter names and labels are kept as they are.
    assert_ne!(normalize("ld.param.b32 %r1, [k_param_0];"), normalize("ld.param.b32 %r1, [k_param_1];"));
    assert!(matches!(compare(&Ok("a;\n".into()), &Ok("a; // c\n".into())), Verdict::Same { bytes: false }));
    assert!(matches!(compare(&Ok("a;\n".into()), &Ok("a;\nb;\n".into())), Verdict::Differs(_)));
}
