//! Filetests: one input file per feature or bug, whose comments say how to compile it and what
//! must come out (the Cranelift filetest shape).
//!
//! ```text
//! ; RUN: --emit ptx --sm 90
//! ; CHECK-LABEL: .visible .entry saxpy(
//! ; CHECK:       fma.rn.f32
//! ; CHECK-NOT:   mul.f32
//! ; ERR-NOT:     error
//! ; EXIT: 0
//! ```
//! Directives sit in comment lines (`;` in `.ll`, `//` in `.ptx` and `.mlir`). `RUN:` holds the
//! arguments of `nvisel compile` after the input file, which is the filetest itself; every RUN
//! line is run and must satisfy every check. `CHECK*` lines match stdout, `ERR*` lines stderr
//! (where diagnostics name the file by its base name). `EXIT:` is the expected exit status
//! (default 0). An `OUTPUT:` line starts a precise-output block: every comment line after it, to
//! the end of the file, is the exact expected stdout; `NVISEL_BLESS=1` rewrites that block.

use crate::filecheck::{self, Check, CheckKind};
use std::path::{Path, PathBuf};

/// One RUN line.
#[derive(Clone, Debug)]
pub struct Run {
    /// Arguments after `compile INPUT`.
    pub args: Vec<String>,
    /// Line in the file.
    pub line: usize,
}

/// A parsed filetest.
#[derive(Clone, Debug)]
pub struct Filetest {
    /// The file.
    pub path: PathBuf,
    /// Its text.
    pub text: String,
    /// The comment marker of its language.
    pub comment: &'static str,
    /// RUN lines.
    pub runs: Vec<Run>,
    /// Checks on stdout.
    pub checks: Vec<Check>,
    /// Checks on stderr.
    pub err_checks: Vec<Check>,
    /// Expected exit status.
    pub exit: i32,
    /// The precise-output block: the 0-based line of the `OUTPUT:` marker and the expected text.
    pub output: Option<(usize, String)>,
}

/// What one RUN produced.
#[derive(Clone, Debug)]
pub struct RunResult {
    /// Exit status.
    pub exit: i32,
    /// Raw stdout.
    pub stdout: Vec<u8>,
    /// Stderr, with the input's full path replaced by its base name.
    pub stderr: String,
}

/// The comment marker for a file's language, by extension.
pub fn comment_marker(path: &Path) -> Option<&'static str> {
    match path.extension()?.to_str()? {
        "ll" => Some(";"),
        "ptx" | "mlir" => Some("//"),
        _ => None,
    }
}

/// Every filetest under `root`, sorted by path.
pub fn discover(root: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if comment_marker(&p).is_some() {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Splits a RUN line's arguments on white space, honouring single and double quotes.
fn split_args(s: &str) -> Vec<String> {
    let mut args = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    let mut any = false;
    for ch in s.chars() {
        match (quote, ch) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => cur.push(c),
            (None, '\'' | '"') => {
                quote = Some(ch);
                any = true;
            }
            (None, c) if c.is_whitespace() => {
                if any || !cur.is_empty() {
                    args.push(std::mem::take(&mut cur));
                }
                any = false;
            }
            (None, c) => cur.push(c),
        }
    }
    if any || !cur.is_empty() {
        args.push(cur);
    }
    args
}

/// Parses the directives of the filetest at `path`.
pub fn parse(path: &Path) -> Result<Filetest, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    let comment = comment_marker(path).ok_or("unknown file kind")?;
    let mut t = Filetest {
        path: path.to_path_buf(),
        text: text.clone(),
        comment,
        runs: Vec::new(),
        checks: Vec::new(),
        err_checks: Vec::new(),
        exit: 0,
        output: None,
    };
    let lines: Vec<&str> = text.lines().collect();
    for (i, raw) in lines.iter().enumerate() {
        let Some(body) = raw.trim_start().strip_prefix(comment) else { continue };
        let body = body.trim_start();
        if body.starts_with("OUTPUT:") {
            let mut expected = String::new();
            for l in &lines[i + 1..] {
                let Some(rest) = l.strip_prefix(comment) else {
                    return Err(format!("line {}: only comment lines may follow OUTPUT:", i + 1));
                };
                expected.push_str(rest.strip_prefix(' ').unwrap_or(rest));
                expected.push('\n');
            }
            t.output = Some((i, expected));
            break;
        }
        let Some((directive, rest)) = body.split_once(':') else { continue };
        let pattern = rest.trim();
        let line = i + 1;
        let (prefix, suffix) = match directive.split_once('-') {
            Some((p, s)) => (p, Some(s)),
            None => (directive, None),
        };
        let kind = match suffix {
            None => CheckKind::Plain,
            Some("NEXT") => CheckKind::Next,
            Some("SAME") => CheckKind::Same,
            Some("EMPTY") => CheckKind::Empty,
            Some("NOT") => CheckKind::Not,
            Some("LABEL") => CheckKind::Label,
            Some(_) => continue,
        };
        match (prefix, kind) {
            ("RUN", CheckKind::Plain) => t.runs.push(Run { args: split_args(pattern), line }),
            ("EXIT", CheckKind::Plain) => {
                t.exit = pattern.parse().map_err(|_| format!("line {line}: EXIT takes a number"))?;
            }
            ("CHECK", k) => t.checks.push(Check::new(k, pattern, line)?),
            ("ERR", k) => t.err_checks.push(Check::new(k, pattern, line)?),
            _ => {}
        }
    }
    if t.runs.is_empty() {
        return Err("no RUN: line".into());
    }
    Ok(t)
}

/// Runs `nvisel compile FILE ARGS...` in-process.
pub fn execute(path: &Path, args: &[String]) -> RunResult {
    let mut argv = vec!["compile".to_string(), path.display().to_string()];
    argv.extend(args.iter().cloned());
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let exit = nvisel::cli::run(argv, &mut std::io::empty(), &mut stdout, &mut stderr);
    let base = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let stderr = String::from_utf8_lossy(&stderr).replace(&path.display().to_string(), &base);
    RunResult { exit, stdout, stderr }
}

/// Runs every RUN line of `t` and checks the results. With `bless`, a mismatching precise-output
/// block is rewritten instead of failing.
pub fn run(t: &Filetest, bless: bool) -> Result<(), String> {
    for r in &t.runs {
        let res = execute(&t.path, &r.args);
        let what = format!("RUN (line {}): nvisel compile {} {}", r.line, t.path.display(), r.args.join(" "));
        let stdout = String::from_utf8_lossy(&res.stdout);
        if res.exit != t.exit {
            return Err(format!("{what}\n  exit status {} (expected {})\n  stderr:\n{}", res.exit, t.exit, indent(&res.stderr)));
        }
        filecheck::check(&stdout, &t.checks, "CHECK").map_err(|e| format!("{what}\n{e}"))?;
        filecheck::check(&res.stderr, &t.err_checks, "ERR").map_err(|e| format!("{what}\n{e}"))?;
        if let Some((marker, expected)) = &t.output {
            if stdout != *expected {
                if bless {
                    bless_output(t, *marker, &stdout)?;
                } else {
                    return Err(format!(
                        "{what}\n  output differs from the OUTPUT: block (rerun with NVISEL_BLESS=1 to accept):\n{}",
                        diff(expected, &stdout)
                    ));
                }
            }
        }
    }
    Ok(())
}

fn bless_output(t: &Filetest, marker: usize, stdout: &str) -> Result<(), String> {
    let mut text: String = t.text.lines().take(marker + 1).map(|l| format!("{l}\n")).collect();
    for l in stdout.lines() {
        if l.is_empty() {
            text.push_str(&format!("{}\n", t.comment));
        } else {
            text.push_str(&format!("{} {l}\n", t.comment));
        }
    }
    std::fs::write(&t.path, text).map_err(|e| format!("cannot bless: {e}"))
}

fn indent(s: &str) -> String {
    s.lines().map(|l| format!("    {l}\n")).collect()
}

/// A line diff good enough for a test failure: the first differing line with context.
fn diff(expected: &str, actual: &str) -> String {
    let e: Vec<&str> = expected.lines().collect();
    let a: Vec<&str> = actual.lines().collect();
    let first = (0..e.len().max(a.len())).find(|&i| e.get(i) != a.get(i)).unwrap_or(0);
    let mut out = String::new();
    for i in first.saturating_sub(2)..(first + 4).min(e.len().max(a.len())) {
        match (e.get(i), a.get(i)) {
            (Some(x), Some(y)) if x == y => out.push_str(&format!("    {:>4}  {x}\n", i + 1)),
            (x, y) => {
                if let Some(x) = x {
                    out.push_str(&format!("    {:>4} -{x}\n", i + 1));
                }
                if let Some(y) = y {
                    out.push_str(&format!("    {:>4} +{y}\n", i + 1));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_quoted_args() {
        assert_eq!(split_args("--emit ptx  --sm '90a'"), vec!["--emit", "ptx", "--sm", "90a"]);
        assert_eq!(split_args("-o \"a b\""), vec!["-o", "a b"]);
    }
}
