//! A FileCheck for filetests: `CHECK`, `CHECK-NEXT`, `CHECK-SAME`, `CHECK-EMPTY`, `CHECK-NOT` and
//! `CHECK-LABEL` with LLVM FileCheck's meaning, for any prefix (`CHECK` for stdout, `ERR` for
//! stderr).
//!
//! Patterns are literal text in which runs of spaces and tabs match any run of horizontal white
//! space, and `{{...}}` holds a regular expression. A match never spans lines.

use regex::Regex;

/// The kind of a check line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckKind {
    /// `PREFIX:` — somewhere after the previous match.
    Plain,
    /// `PREFIX-NEXT:` — on the line right after the previous match.
    Next,
    /// `PREFIX-SAME:` — on the same line as the previous match, after it.
    Same,
    /// `PREFIX-EMPTY:` — the next line is empty.
    Empty,
    /// `PREFIX-NOT:` — not between the previous and the next positive match.
    Not,
    /// `PREFIX-LABEL:` — a unique anchor; the other checks stay between labels.
    Label,
}

/// One check directive.
#[derive(Clone, Debug)]
pub struct Check {
    /// Its kind.
    pub kind: CheckKind,
    /// The pattern text as written.
    pub pattern: String,
    /// The line of the directive in the test file (for messages).
    pub line: usize,
    regex: Regex,
}

impl Check {
    /// Builds a check; `Err` when a `{{regex}}` part does not compile.
    pub fn new(kind: CheckKind, pattern: &str, line: usize) -> Result<Check, String> {
        let regex = compile_pattern(pattern).map_err(|e| format!("line {line}: bad pattern {pattern:?}: {e}"))?;
        Ok(Check { kind, pattern: pattern.to_string(), line, regex })
    }
}

fn compile_pattern(pattern: &str) -> Result<Regex, regex::Error> {
    let mut re = String::new();
    let mut rest = pattern;
    while !rest.is_empty() {
        if let Some(start) = rest.find("{{") {
            push_literal(&mut re, &rest[..start]);
            let after = &rest[start + 2..];
            match after.find("}}") {
                Some(end) => {
                    re.push('(');
                    re.push_str(&after[..end]);
                    re.push(')');
                    rest = &after[end + 2..];
                }
                None => {
                    push_literal(&mut re, &rest[start..]);
                    rest = "";
                }
            }
        } else {
            push_literal(&mut re, rest);
            rest = "";
        }
    }
    Regex::new(&re)
}

fn push_literal(re: &mut String, text: &str) {
    let mut in_space = false;
    for c in text.chars() {
        if c == ' ' || c == '\t' {
            if !in_space {
                re.push_str("[ \\t]+");
            }
            in_space = true;
        } else {
            in_space = false;
            re.push_str(&regex::escape(&c.to_string()));
        }
    }
}

/// A position in the output: line index and byte column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Pos {
    line: usize,
    col: usize,
}

/// Finds `check` in `lines` starting at `from`, not past line `limit` (exclusive). Returns the
/// start and end positions of the match.
fn find(check: &Check, lines: &[&str], from: Pos, limit: usize) -> Option<(Pos, Pos)> {
    let mut line = from.line;
    let mut col = from.col;
    while line < limit.min(lines.len()) {
        let text = lines[line];
        if col <= text.len() {
            if let Some(m) = check.regex.find_at(text, col) {
                return Some((Pos { line, col: m.start() }, Pos { line, col: m.end() }));
            }
        }
        line += 1;
        col = 0;
    }
    None
}

/// Checks `output` against `checks`. `Ok(())` or a message explaining the first failure, with
/// the output quoted around where it went wrong.
pub fn check(output: &str, checks: &[Check], prefix: &str) -> Result<(), String> {
    let lines: Vec<&str> = output.lines().collect();
    // Pass 1: labels, in order, split the output into regions.
    let mut regions: Vec<(usize, Pos, usize)> = Vec::new(); // (first check index, start, end line)
    let mut pos = Pos { line: 0, col: 0 };
    let mut group_start = 0;
    let mut region_start = Pos { line: 0, col: 0 };
    for (i, c) in checks.iter().enumerate() {
        if c.kind != CheckKind::Label {
            continue;
        }
        let Some((start, end)) = find(c, &lines, pos, lines.len()) else {
            return Err(failure(prefix, c, "LABEL not found", &lines, pos.line));
        };
        regions.push((group_start, region_start, start.line));
        group_start = i + 1;
        region_start = end;
        pos = Pos { line: end.line + 1, col: 0 };
    }
    regions.push((group_start, region_start, lines.len()));

    // Pass 2: the checks of each region (those after a label up to the next label).
    for (r, &(first, start, end_line)) in regions.iter().enumerate() {
        let last = regions.get(r + 1).map_or(checks.len(), |n| n.0 - 1);
        check_region(&checks[first..last], &lines, start, end_line, prefix)?;
    }
    Ok(())
}

fn check_region(checks: &[Check], lines: &[&str], start: Pos, limit: usize, prefix: &str) -> Result<(), String> {
    let mut pos = start;
    let mut last_match: Option<(Pos, Pos)> = None;
    let mut pending_nots: Vec<&Check> = Vec::new();
    for c in checks {
        let found = match c.kind {
            CheckKind::Not => {
                pending_nots.push(c);
                continue;
            }
            CheckKind::Label => continue,
            CheckKind::Plain => find(c, lines, pos, limit),
            CheckKind::Next | CheckKind::Empty => {
                let Some((_, prev_end)) = last_match else {
                    return Err(failure(prefix, c, "has no previous match to follow", lines, pos.line));
                };
                let next = prev_end.line + 1;
                if c.kind == CheckKind::Empty {
                    if lines.get(next).is_some_and(|l| l.trim().is_empty()) && next < limit {
                        Some((Pos { line: next, col: 0 }, Pos { line: next, col: 0 }))
                    } else {
                        return Err(failure(prefix, c, "expected an empty line", lines, next));
                    }
                } else {
                    match find(c, lines, Pos { line: next, col: 0 }, (next + 1).min(limit)) {
                        Some(m) => Some(m),
                        None => return Err(failure(prefix, c, "not found on the next line", lines, next)),
                    }
                }
            }
            CheckKind::Same => {
                let Some((_, prev_end)) = last_match else {
                    return Err(failure(prefix, c, "has no previous match to follow", lines, pos.line));
                };
                match find(c, lines, prev_end, (prev_end.line + 1).min(limit)) {
                    Some(m) => Some(m),
                    None => return Err(failure(prefix, c, "not found on the same line", lines, prev_end.line)),
                }
            }
        };
        let Some((mstart, mend)) = found else {
            return Err(failure(prefix, c, "not found", lines, pos.line));
        };
        check_nots(&pending_nots, lines, pos, mstart, prefix)?;
        pending_nots.clear();
        last_match = Some((mstart, mend));
        pos = mend;
    }
    check_nots(&pending_nots, lines, pos, Pos { line: limit, col: 0 }, prefix)
}

/// Each NOT pattern must not match between `from` and `to`.
fn check_nots(nots: &[&Check], lines: &[&str], from: Pos, to: Pos, prefix: &str) -> Result<(), String> {
    for c in nots {
        if let Some((s, _)) = find(c, lines, from, (to.line + 1).min(lines.len())) {
            if s < to {
                return Err(failure(prefix, c, "excluded pattern found", lines, s.line));
            }
        }
    }
    Ok(())
}

fn failure(prefix: &str, c: &Check, what: &str, lines: &[&str], near: usize) -> String {
    let kind = match c.kind {
        CheckKind::Plain => "",
        CheckKind::Next => "-NEXT",
        CheckKind::Same => "-SAME",
        CheckKind::Empty => "-EMPTY",
        CheckKind::Not => "-NOT",
        CheckKind::Label => "-LABEL",
    };
    let lo = near.saturating_sub(2);
    let hi = (near + 3).min(lines.len());
    let mut ctx = String::new();
    for (i, l) in lines.iter().enumerate().take(hi).skip(lo) {
        ctx.push_str(&format!("  {:>4}{} {}\n", i + 1, if i == near { ">" } else { " " }, l));
    }
    if lines.is_empty() {
        ctx.push_str("  (output is empty)\n");
    }
    format!("line {}: {prefix}{kind}: {:?} {what}\n  output near line {}:\n{ctx}", c.line, c.pattern, near + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(kind: CheckKind, p: &str) -> Check {
        Check::new(kind, p, 1).unwrap()
    }

    const OUT: &str = "func a\n  add r1, r2\n  mul r3\n\nfunc b\n  sub r4\n";

    #[test]
    fn plain_and_next() {
        assert!(check(OUT, &[c(CheckKind::Plain, "add"), c(CheckKind::Next, "mul r3")], "CHECK").is_ok());
        assert!(check(OUT, &[c(CheckKind::Plain, "add"), c(CheckKind::Next, "sub")], "CHECK").is_err());
        assert!(check(OUT, &[c(CheckKind::Plain, "mul"), c(CheckKind::Plain, "add")], "CHECK").is_err());
    }

    #[test]
    fn whitespace_and_regex() {
        assert!(check(OUT, &[c(CheckKind::Plain, "add  r1,\tr2")], "CHECK").is_ok());
        assert!(check(OUT, &[c(CheckKind::Plain, "add r{{[0-9]+}}, r2")], "CHECK").is_ok());
        assert!(check(OUT, &[c(CheckKind::Plain, "add r{{[a-z]+}}")], "CHECK").is_err());
    }

    #[test]
    fn not_same_empty() {
        assert!(check(OUT, &[c(CheckKind::Plain, "func a"), c(CheckKind::Not, "sub"), c(CheckKind::Plain, "mul")], "CHECK").is_ok());
        assert!(check(OUT, &[c(CheckKind::Plain, "func a"), c(CheckKind::Not, "mul"), c(CheckKind::Plain, "func b")], "CHECK").is_err());
        assert!(check(OUT, &[c(CheckKind::Not, "div")], "CHECK").is_ok());
        assert!(check(OUT, &[c(CheckKind::Plain, "add"), c(CheckKind::Same, "r2")], "CHECK").is_ok());
        assert!(check(OUT, &[c(CheckKind::Plain, "add"), c(CheckKind::Same, "r3")], "CHECK").is_err());
        assert!(check(OUT, &[c(CheckKind::Plain, "mul"), c(CheckKind::Empty, "")], "CHECK").is_ok());
    }

    #[test]
    fn labels_confine_checks() {
        let ok = [c(CheckKind::Label, "func a"), c(CheckKind::Plain, "mul"), c(CheckKind::Label, "func b"), c(CheckKind::Plain, "sub")];
        assert!(check(OUT, &ok, "CHECK").is_ok());
        // `sub` is in b's region, not a's.
        let bad = [c(CheckKind::Label, "func a"), c(CheckKind::Plain, "sub"), c(CheckKind::Label, "func b")];
        assert!(check(OUT, &bad, "CHECK").is_err());
    }
}
