//! The ptxas side's shape (issue #20), read off the `use` lines and paths of the production code
//! (test modules and comments aside):
//!
//! - the SASS ISA (`compiler/src/sass/`) imports nothing of ptxas's phases, of the trace or of the
//!   LLVM side: only itself, `target`, `diag` and `interned`;
//! - ptxas's phases (`compiler/src/ptxas/`) import no later phase, in pipeline order
//!   ([`RANKS`]); only the driver and the trace bridge (`snapshot`) import the trace;
//! - no source file of either layer is over 1,500 lines.
//!
//! A violation names the file, the line and the path it names. Test modules (inline
//! `#[cfg(test)]` blocks, and files named `tests.rs` or `*_tests.rs`) may drive anything.

use std::path::{Path, PathBuf};

/// ptxas's modules in pipeline order: a module may name modules of its own rank or lower. The
/// IR definitions (`ori`, `mir`) are data every phase reads.
const RANKS: &[(&str, u32)] = &[
    ("ori", 0),
    ("mir", 0),
    ("target", 0),
    ("phase1", 1),
    ("lower", 2),
    ("regalloc", 3),
    ("schedule", 4),
    ("phase2", 5),
    ("reuse", 6),
    ("layout", 7),
    ("snapshot", 8),
    ("driver", 9),
];

/// What the ISA layer may name besides itself.
const ISA_MAY_NAME: &[&str] = &["sass", "target", "diag", "interned"];

/// The ptxas modules that may name the trace: the bridge that writes its snapshots, and the
/// driver that hands them out.
const TRACE_WRITERS: &[&str] = &["snapshot", "driver"];

const MAX_LINES: usize = 1500;

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../compiler/src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())).flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The module path of a source file (`ptxas/phase1/mod.rs` → `ptxas::phase1`).
fn module_of(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel.iter().map(|s| s.to_string_lossy().into_owned()).collect();
    let last = parts.pop().unwrap_or_default();
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" {
        parts.push(stem.to_string());
    }
    parts
}

/// The lines of production code: `#[cfg(test)]` items (a `mod x;` line or a braced block) and
/// comments blanked, line numbers kept.
fn production(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut skipping = false;
    let mut depth = 0i64;
    let mut pending_cfg_test = false;
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or("");
        let trimmed = code.trim();
        if skipping {
            depth += code.matches('{').count() as i64 - code.matches('}').count() as i64;
            if depth <= 0 {
                skipping = false;
            }
            out.push(String::new());
            continue;
        }
        if trimmed == "#[cfg(test)]" {
            pending_cfg_test = true;
            out.push(String::new());
            continue;
        }
        if pending_cfg_test {
            pending_cfg_test = false;
            if trimmed.ends_with(';') {
                out.push(String::new());
                continue;
            }
            depth = code.matches('{').count() as i64 - code.matches('}').count() as i64;
            skipping = depth > 0;
            out.push(String::new());
            continue;
        }
        out.push(code.to_string());
    }
    out
}

/// Every module path a line names from the crate root: `crate::a::b`, `super::x` and `self::x`
/// resolved against the file's module, and each member of a `{...}` group.
fn references(module: &[String], line: &str) -> Vec<Vec<String>> {
    let mut refs = Vec::new();
    let bytes: Vec<char> = line.chars().collect();
    let mut i = 0;
    while i < bytes.len() {
        let rest: String = bytes[i..].iter().collect();
        let boundary = i == 0 || !(bytes[i - 1].is_alphanumeric() || bytes[i - 1] == '_' || bytes[i - 1] == ':');
        let head = ["crate::", "super::", "self::"].into_iter().find(|h| rest.starts_with(*h));
        let Some(head) = head.filter(|_| boundary) else {
            i += 1;
            continue;
        };
        // The base: the crate root, or the file's module climbed by each `super`.
        let mut base: Vec<String> = match head {
            "crate::" => Vec::new(),
            _ => module.to_vec(),
        };
        let mut j = i + head.len();
        if head == "super::" {
            base.pop();
            while bytes[j..].iter().collect::<String>().starts_with("super::") {
                base.pop();
                j += "super::".len();
            }
        }
        // The path's segments, then a `{...}` group's members if one follows.
        let mut tail: String = bytes[j..].iter().collect();
        let mut path = base;
        loop {
            let name: String = tail.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if name.is_empty() {
                break;
            }
            path.push(name.clone());
            match tail[name.len()..].strip_prefix("::") {
                Some(more) => tail = more.to_string(),
                None => {
                    tail.clear();
                    break;
                }
            }
        }
        if let Some(group) = tail.strip_prefix('{') {
            let inner = group.split('}').next().unwrap_or("");
            for item in inner.split(',') {
                let name: String = item.trim().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                if !name.is_empty() && name != "self" {
                    let mut p = path.clone();
                    p.push(name);
                    refs.push(p);
                }
            }
        } else if !path.is_empty() {
            refs.push(path);
        }
        i = j;
    }
    refs
}

/// Test modules in files of their own (`#[cfg(test)] mod tests;`) are named `tests.rs` or
/// `*_tests.rs`.
fn is_test_file(f: &Path) -> bool {
    f.file_name().is_some_and(|n| n == "tests.rs" || n.to_string_lossy().ends_with("_tests.rs"))
}

fn rank(name: &str) -> Option<u32> {
    RANKS.iter().find(|(n, _)| *n == name).map(|(_, r)| *r)
}

#[test]
fn the_isa_and_the_phases_depend_one_way() {
    let root = src();
    let mut files = Vec::new();
    rust_files(&root.join("sass"), &mut files);
    rust_files(&root.join("ptxas"), &mut files);
    assert!(files.len() > 20, "the two layers' files were not found under {}", root.display());
    let mut violations = Vec::new();
    for file in files.iter().filter(|f| !is_test_file(f)) {
        let rel = file.strip_prefix(&root).expect("under src");
        let module = module_of(rel);
        let text = std::fs::read_to_string(file).expect("readable");
        let layer = module[0].as_str();
        let own = module.get(1).map(String::as_str).unwrap_or("");
        if layer == "ptxas" && !own.is_empty() {
            assert!(rank(own).is_some(), "{}: ptxas module `{own}` has no place in RANKS", rel.display());
        }
        for (n, line) in production(&text).iter().enumerate() {
            for r in references(&module, line) {
                let first = r[0].as_str();
                let at = format!("{}:{}: {}", rel.display(), n + 1, r.join("::"));
                if layer == "sass" {
                    if !ISA_MAY_NAME.contains(&first) {
                        violations.push(format!("{at}: the ISA layer names `{first}`"));
                    }
                } else if first == "trace" && !TRACE_WRITERS.contains(&own) {
                    violations.push(format!("{at}: only the trace bridge and the driver write the trace"));
                } else if first == "ptxas" && r.len() > 1 && !own.is_empty() {
                    let (Some(mine), Some(theirs)) = (rank(own), rank(&r[1])) else { continue };
                    if theirs > mine {
                        violations.push(format!("{at}: `{own}` (rank {mine}) names the later phase `{}` (rank {theirs})", r[1]));
                    }
                }
            }
        }
    }
    assert!(violations.is_empty(), "{} layering violation(s):\n{}", violations.len(), violations.join("\n"));
}

#[test]
fn no_file_of_either_layer_is_over_the_limit() {
    let root = src();
    let mut files = Vec::new();
    rust_files(&root.join("sass"), &mut files);
    rust_files(&root.join("ptxas"), &mut files);
    let long: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let n = std::fs::read_to_string(f).expect("readable").lines().count();
            (n > MAX_LINES).then(|| format!("{}: {n} lines", f.strip_prefix(&root).expect("under src").display()))
        })
        .collect();
    assert!(long.is_empty(), "over {MAX_LINES} lines:\n{}", long.join("\n"));
}

#[test]
fn the_checker_sees_what_it_must() {
    // Resolution of the path forms the check relies on.
    let m: Vec<String> = ["ptxas", "phase1", "math", "seq"].iter().map(|s| s.to_string()).collect();
    let r = references(&m, "use super::super::{abi, post::post_conversion}; let x = crate::ptxas::driver::compile(y);");
    let names: Vec<String> = r.iter().map(|p| p.join("::")).collect();
    assert_eq!(names, ["ptxas::phase1::abi", "ptxas::phase1::post", "ptxas::driver::compile"]);
    let p = production("use a;\n#[cfg(test)]\nmod tests {\n    use crate::ptxas::driver;\n}\n// crate::trace\nuse b; // crate::trace\n");
    assert!(p.iter().all(|l| !l.contains("crate::")), "{p:?}");
    assert_eq!(p.len(), 7);
    assert_eq!(module_of(Path::new("ptxas/phase1/mod.rs")), ["ptxas", "phase1"]);
}
