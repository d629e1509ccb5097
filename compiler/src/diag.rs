//! Diagnostics: every error the compiler reports carries a source position.
//!
//! The command line prints them as `FILE:LINE:COL: error: MESSAGE` (the contract in DESIGN.md); the
//! explorer draws them as squiggles. Messages that the seeds give verbatim are reproduced byte for
//! byte, typos included (see `target::messages`).

use serde::{Deserialize, Serialize};
use std::fmt;

/// A position in the input text. Lines and columns count from 1; columns count characters
/// (Unicode scalar values), as editors do. `len` is the length of the offending token in characters
/// (0 when unknown), so the editor can underline it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Span {
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// Length in characters of the spanned text (0 = a point).
    pub len: u32,
}

impl Span {
    /// A span at `line:col` covering `len` characters.
    pub const fn new(line: u32, col: u32, len: u32) -> Self {
        Span { line, col, len }
    }

    /// The start of the input: used for problems that concern the whole file.
    pub const fn start() -> Self {
        Span { line: 1, col: 1, len: 0 }
    }
}

/// How serious a diagnostic is. Only errors make the compilation fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The input is wrong or unsupported; no output is produced for the failing phase.
    Error,
    /// Suspicious but compiled.
    Warning,
    /// Additional information.
    Note,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        })
    }
}

/// One message about the input.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    /// Error, warning or note.
    pub severity: Severity,
    /// Where in the input.
    pub span: Span,
    /// The message, without position or severity.
    pub message: String,
    /// The phase that reported it (`"llvm-parse"`, `"ptx-parse"`, ...), for the explorer.
    #[serde(deserialize_with = "crate::interned::static_str")]
    pub phase: crate::interned::StaticStr,
    /// For a problem the ptxas side found in the PTX the LLVM side printed: where in that PTX
    /// (as the explorer's PTX panel shows it). `span` is then the input position the PTX line's
    /// provenance leads to, or the start of the input when it leads nowhere.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ptx: Option<Span>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(phase: &'static str, span: Span, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Error, span, message: message.into(), phase, ptx: None }
    }

    /// A warning at `span`.
    pub fn warning(phase: &'static str, span: Span, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Warning, span, message: message.into(), phase, ptx: None }
    }

    /// Formats the diagnostic as the command line prints it: `FILE:LINE:COL: error: MESSAGE`.
    pub fn render(&self, file: &str) -> String {
        let mut text = format!("{}:{}:{}: {}: {}", file, self.span.line, self.span.col, self.severity, self.message);
        if let Some(p) = self.ptx {
            text.push_str(&format!(" (at {}:{} of the PTX it compiled to)", p.line, p.col));
        }
        text
    }

    /// Whether the diagnostic has a position in the input (a ptxas-side problem in PTX the LLVM
    /// side printed has one only where the PTX line's provenance leads to an input line).
    pub fn in_source(&self) -> bool {
        self.ptx.is_none() || self.span != Span::start()
    }
}

/// Collects diagnostics while a phase runs and tells whether any of them is an error.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    list: Vec<Diagnostic>,
}

impl Diagnostics {
    /// An empty collection.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds one diagnostic.
    pub fn push(&mut self, d: Diagnostic) {
        self.list.push(d);
    }

    /// Adds an error.
    pub fn error(&mut self, phase: &'static str, span: Span, message: impl Into<String>) {
        self.push(Diagnostic::error(phase, span, message));
    }

    /// Whether any error was reported.
    pub fn has_errors(&self) -> bool {
        self.list.iter().any(|d| d.severity == Severity::Error)
    }

    /// The diagnostics so far, in the order reported.
    pub fn as_slice(&self) -> &[Diagnostic] {
        &self.list
    }

    /// Consumes the collection, returning the diagnostics sorted by position (stable for equal
    /// positions), which is the order the command line prints.
    pub fn into_sorted(mut self) -> Vec<Diagnostic> {
        self.list.sort_by_key(|d| (d.span.line, d.span.col));
        self.list
    }

    /// How many diagnostics there are.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// The diagnostics from index `from` on, to amend.
    pub fn since_mut(&mut self, from: usize) -> &mut [Diagnostic] {
        let from = from.min(self.list.len());
        &mut self.list[from..]
    }

    /// Moves every diagnostic of `other` into `self`.
    pub fn extend(&mut self, other: impl IntoIterator<Item = Diagnostic>) {
        self.list.extend(other);
    }
}

/// Maps byte offsets in a source text to 1-based line and character column.
#[derive(Clone, Debug)]
pub struct LineIndex {
    line_starts: Vec<usize>,
}

impl LineIndex {
    /// Indexes the line starts of `text`.
    pub fn new(text: &str) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex { line_starts }
    }

    /// The span of `len_bytes` bytes starting at byte `offset` of `text` (the text this index was
    /// built from). Offsets past the end clamp to the end.
    pub fn span(&self, text: &str, offset: usize, len_bytes: usize) -> Span {
        let offset = offset.min(text.len());
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.line_starts[line];
        let col = text.get(start..offset).map_or(offset - start, |s| s.chars().count());
        let end = (offset + len_bytes).min(text.len());
        let len = text.get(offset..end).map_or(end - offset, |s| s.chars().count());
        Span::new(line as u32 + 1, col as u32 + 1, len as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_as_the_cli_contract_says() {
        let d = Diagnostic::error("ptx-parse", Span::new(3, 7, 2), "unknown opcode 'frob'");
        assert_eq!(d.render("k.ptx"), "k.ptx:3:7: error: unknown opcode 'frob'");
    }

    #[test]
    fn line_index_counts_characters_not_bytes() {
        let text = "ab\nµx y\n";
        let idx = LineIndex::new(text);
        assert_eq!(idx.span(text, 0, 1), Span::new(1, 1, 1));
        let y = text.find('y').unwrap();
        assert_eq!(idx.span(text, y, 1), Span::new(2, 4, 1));
        assert_eq!(idx.span(text, text.len(), 0), Span::new(3, 1, 0));
    }

    #[test]
    fn sorted_by_position() {
        let mut ds = Diagnostics::new();
        ds.error("x", Span::new(5, 1, 0), "b");
        ds.error("x", Span::new(2, 9, 0), "a");
        let v = ds.into_sorted();
        assert_eq!(v[0].message, "a");
        assert_eq!(v[1].message, "b");
    }
}
