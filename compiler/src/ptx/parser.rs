//! The PTX parser: recursive descent over the lexer's tokens into an [`ast::Module`].
//!
//! Every problem is a diagnostic with line and column (`phase: "ptx-parse"`). After an error the
//! parser skips to the next `;` (or the `}` that closes the current block, or at module scope the
//! next line that starts a top-level directive) and goes on, so one run reports several
//! independent errors. Besides syntax it checks what ptxas checks early: `.version` and `.target`
//! present and well-formed, instruction names against [`isa::INSTRUCTIONS`] (with their PTX
//! version and SM floors), registers declared before use (`.reg .b32 %r<10>` declares `%r0` ..
//! `%r9`), labels defined in the function, symbols defined somewhere in the module. A
//! [`ParseBudget`] bounds tokens, nesting depth and the number of errors.

use super::ast::*;
use super::isa;
use super::lexer::{lex, Token, TokenKind};
use crate::diag::{Diagnostic, LineIndex, Span};
use crate::target::{PtxVersion, Sm};
use std::collections::{BTreeMap, BTreeSet};

/// The phase name diagnostics carry.
pub const PHASE: &str = "ptx-parse";

/// Limits that turn pathological input into a diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseBudget {
    /// Most tokens lexed.
    pub max_tokens: usize,
    /// Deepest nesting of blocks, initializer lists and operands.
    pub max_depth: u32,
    /// Errors after which parsing stops.
    pub max_errors: usize,
}

impl Default for ParseBudget {
    fn default() -> Self {
        ParseBudget { max_tokens: 2_000_000, max_depth: 64, max_errors: 100 }
    }
}

/// `.target` options besides the SM name.
const TARGET_OPTIONS: &[&str] = &["texmode_unified", "texmode_independent", "debug", "map_f64_to_f32"];

/// PTX's special registers (PTX ISA "Special Registers"); `%tid`-like ones also with `.x/.y/.z`.
const SPECIAL_REGISTERS: &[&str] = &[
    "%tid", "%ntid", "%laneid", "%warpid", "%nwarpid", "%ctaid", "%nctaid", "%smid", "%nsmid",
    "%gridid", "%is_explicit_cluster", "%clusterid", "%nclusterid", "%cluster_ctaid",
    "%cluster_nctaid", "%cluster_ctarank", "%cluster_nctarank", "%lanemask_eq", "%lanemask_le",
    "%lanemask_lt", "%lanemask_ge", "%lanemask_gt", "%clock", "%clock_hi", "%clock64",
    "%globaltimer", "%globaltimer_lo", "%globaltimer_hi", "%total_smem_size", "%aggr_smem_size",
    "%dynamic_smem_size", "%reserved_smem_offset_begin", "%reserved_smem_offset_end",
    "%reserved_smem_offset_cap", "%reserved_smem_offset_0", "%reserved_smem_offset_1",
    "%current_graph_exec", "%warpsz",
];

/// Special registers with a numeric family: `%pm0`..`%pm7`, `%pm0_64`.., `%envreg0`..`%envreg31`.
const SPECIAL_REGISTER_FAMILIES: &[(&str, u32)] = &[("%pm", 8), ("%envreg", 32)];

/// Whether `name` is a special register.
pub fn is_special_register(name: &str) -> bool {
    let base = match name.rsplit_once('.') {
        Some((b, c)) if c.len() == 1 => b,
        _ => name,
    };
    if SPECIAL_REGISTERS.contains(&base) {
        return true;
    }
    SPECIAL_REGISTER_FAMILIES.iter().any(|(prefix, n)| {
        base.strip_prefix(prefix).is_some_and(|rest| {
            let digits = rest.strip_suffix("_64").unwrap_or(rest);
            canonical_index(digits).is_some_and(|i| i < *n)
        })
    })
}

/// `"12"` -> 12. Leading zeros are allowed: ptxas takes `%r06` as a member of `%r<10>`.
fn canonical_index(digits: &str) -> Option<u32> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Whether `name` is `prefix` + index with a declared `prefix<count>` and index < count.
fn in_range(ranges: &BTreeMap<String, u32>, name: &str) -> bool {
    let digits_at = name.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (prefix, digits) = name.split_at(digits_at);
    match (ranges.get(prefix), canonical_index(digits)) {
        (Some(&count), Some(i)) => i < count,
        _ => false,
    }
}

/// Opcodes whose symbol operands are labels (for the "undefined label" message).
const BRANCH_OPCODES: &[&str] = &["bra", "brx"];

/// The marker of an error already reported.
#[derive(Debug)]
struct Reported;

type PResult<T> = Result<T, Reported>;

/// Names declared in one block. Labels are block-scoped too (two inline-asm blocks may both
/// define `WAIT:`), and may be used before their definition, so uses wait in `pending` until the
/// block closes; what the block does not define moves out to the enclosing block.
#[derive(Default)]
struct Scope {
    regs: BTreeSet<String>,
    ranges: BTreeMap<String, u32>,
    names: BTreeSet<String>,
    name_ranges: BTreeMap<String, u32>,
    labels: BTreeSet<String>,
    pending: Vec<PendingUse>,
}

/// A symbol used before it can be checked (labels are function-wide, functions module-wide).
struct PendingUse {
    name: String,
    span: Span,
    label: bool,
}

/// Parses `source` as PTX. Returns the module, or every diagnostic found.
pub fn parse(source: &str, budget: &ParseBudget) -> Result<Module, Vec<Diagnostic>> {
    let (tokens, lex_errors) = lex(source, budget.max_tokens);
    let mut p = Parser {
        src: source,
        lines: LineIndex::new(source),
        toks: tokens,
        pos: 0,
        diags: Vec::new(),
        budget: *budget,
        depth: 0,
        version: None,
        sm: None,
        scopes: Vec::new(),
        module_names: BTreeSet::new(),
        module_ranges: BTreeMap::new(),
        module_pending: Vec::new(),
        stopped: false,
    };
    for e in lex_errors {
        let span = p.lines.span(source, e.offset, e.len);
        p.diags.push(Diagnostic::error(PHASE, span, e.message));
    }
    let module = p.module();
    match module {
        Some(m) if p.diags.is_empty() => Ok(m),
        _ => {
            let mut d = p.diags;
            d.sort_by_key(|d| (d.span.line, d.span.col));
            Err(d)
        }
    }
}

struct Parser<'s> {
    src: &'s str,
    lines: LineIndex,
    toks: Vec<Token>,
    pos: usize,
    diags: Vec<Diagnostic>,
    budget: ParseBudget,
    depth: u32,
    version: Option<PtxVersion>,
    sm: Option<Sm>,
    scopes: Vec<Scope>,
    module_names: BTreeSet<String>,
    module_ranges: BTreeMap<String, u32>,
    module_pending: Vec<PendingUse>,
    stopped: bool,
}

impl<'s> Parser<'s> {
    // ---- token access ----

    fn tok(&self) -> Token {
        self.toks.get(self.pos).copied().unwrap_or(Token { kind: TokenKind::Eof, start: self.src.len(), end: self.src.len(), line_start: true })
    }

    fn peek(&self, n: usize) -> Token {
        self.toks.get(self.pos + n).copied().unwrap_or(Token { kind: TokenKind::Eof, start: self.src.len(), end: self.src.len(), line_start: true })
    }

    fn kind(&self) -> TokenKind {
        self.tok().kind
    }

    fn text(&self) -> &'s str {
        self.tok().text(self.src)
    }

    fn bump(&mut self) -> Token {
        let t = self.tok();
        if t.kind != TokenKind::Eof {
            self.pos += 1;
        }
        t
    }

    fn span_of(&self, t: Token) -> Span {
        self.lines.span(self.src, t.start, t.end - t.start)
    }

    fn span(&self) -> Span {
        self.span_of(self.tok())
    }

    fn at(&self, kind: TokenKind) -> bool {
        self.kind() == kind
    }

    fn at_directive(&self, d: &str) -> bool {
        self.kind() == TokenKind::Directive && self.text() == d
    }

    fn eat(&mut self, kind: TokenKind) -> bool {
        if self.at(kind) {
            self.bump();
            true
        } else {
            false
        }
    }

    // ---- diagnostics ----

    fn error_at(&mut self, span: Span, message: impl Into<String>) -> Reported {
        if self.diags.len() >= self.budget.max_errors {
            if !self.stopped {
                self.stopped = true;
                self.diags.push(Diagnostic::error(PHASE, span, format!("too many errors ({}); stopping", self.budget.max_errors)));
            }
        } else {
            self.diags.push(Diagnostic::error(PHASE, span, message));
        }
        Reported
    }

    /// "expected X, found Y" at the current token.
    fn expected(&mut self, what: &str) -> Reported {
        let t = self.tok();
        let found = describe(t, self.src);
        self.error_at(self.span_of(t), format!("expected {what}, found {found}"))
    }

    fn expect(&mut self, kind: TokenKind) -> PResult<Token> {
        if self.at(kind) {
            Ok(self.bump())
        } else {
            Err(self.expected(&kind.to_string()))
        }
    }

    fn ident(&mut self, what: &str) -> PResult<(String, Span)> {
        if self.at(TokenKind::Ident) {
            let span = self.span();
            Ok((self.bump().text(self.src).to_string(), span))
        } else {
            Err(self.expected(what))
        }
    }

    fn enter(&mut self) -> PResult<()> {
        if self.depth >= self.budget.max_depth {
            let span = self.span();
            return Err(self.error_at(span, format!("nesting deeper than {} levels (the depth budget)", self.budget.max_depth)));
        }
        self.depth += 1;
        Ok(())
    }

    fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Skips to just after the next `;`, or to the `}` that closes the current block.
    fn recover_in_block(&mut self) {
        let mut depth = 0u32;
        loop {
            match self.kind() {
                TokenKind::Eof => return,
                TokenKind::Semi if depth == 0 => {
                    self.bump();
                    return;
                }
                TokenKind::LBrace => depth += 1,
                TokenKind::RBrace => {
                    if depth == 0 {
                        return;
                    }
                    depth -= 1;
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// At module scope: skips to after a `;` or a balanced `}`, or to a line that starts a
    /// module-level directive.
    fn recover_at_module(&mut self) {
        let start = self.pos;
        let mut depth = 0u32;
        loop {
            let t = self.tok();
            if self.pos > start && depth == 0 && t.line_start && t.kind == TokenKind::Directive && is_module_directive(t.text(self.src)) {
                return;
            }
            match t.kind {
                TokenKind::Eof => return,
                TokenKind::Semi if depth == 0 => {
                    self.bump();
                    return;
                }
                TokenKind::LBrace => depth += 1,
                TokenKind::RBrace => {
                    self.bump();
                    if depth <= 1 {
                        return;
                    }
                    depth -= 1;
                    continue;
                }
                _ => {}
            }
            self.bump();
        }
    }

    // ---- module ----

    fn module(&mut self) -> Option<Module> {
        let start = self.span();
        let version = self.version_directive();
        if version.is_none() && self.at(TokenKind::Eof) {
            return None;
        }
        let mut target = Vec::new();
        let mut address_size = None;
        let mut items = Vec::new();
        let mut saw_target = false;
        while !self.at(TokenKind::Eof) && !self.stopped {
            let t = self.tok();
            let r = if t.kind == TokenKind::Directive && t.text(self.src) == ".target" {
                // ptxas takes a repeated `.target` that says the same thing.
                let span = self.span();
                let first = !saw_target;
                saw_target = true;
                self.target_directive().map(|t| {
                    if first {
                        target = t;
                    } else if t != target {
                        self.error_at(span, "a second '.target' directive names a different target");
                    }
                })
            } else if t.kind == TokenKind::Directive && t.text(self.src) == ".address_size" {
                self.address_size_directive().map(|a| address_size = Some(a))
            } else if t.kind == TokenKind::Directive && t.text(self.src) == ".version" {
                let span = self.span();
                Err(self.error_at(span, "'.version' must come first and only once"))
            } else {
                if !saw_target {
                    let span = self.span();
                    self.error_at(span, "missing '.target' directive before the first declaration");
                    saw_target = true;
                }
                self.item().map(|i| items.extend(i))
            };
            if r.is_err() {
                self.recover_at_module();
            }
        }
        if !saw_target && !self.stopped {
            let span = self.span();
            self.error_at(span, "missing '.target' directive");
        }
        self.check_module_pending();
        Some(Module { version: version?, target, sm: self.sm, address_size, items, span: Loc(start) })
    }

    fn version_directive(&mut self) -> Option<PtxVersion> {
        if !self.at_directive(".version") {
            self.expected("'.version' directive");
            return None;
        }
        self.bump();
        let t = self.tok();
        let text = t.text(self.src);
        let span = self.span_of(t);
        if !matches!(t.kind, TokenKind::Float | TokenKind::Int) {
            self.expected("a PTX ISA version such as 8.0");
            return None;
        }
        self.bump();
        let v = if text.contains('.') { PtxVersion::parse(text) } else { None };
        match v {
            Some(v) => {
                self.version = Some(v);
                Some(v)
            }
            None => {
                self.error_at(span, format!("unsupported PTX ISA version '{text}' (this parser reads 6.0 to 9.9)"));
                None
            }
        }
    }

    fn target_directive(&mut self) -> PResult<Vec<String>> {
        self.bump();
        let mut entries = Vec::new();
        loop {
            let (name, span) = self.ident("a target name such as sm_90a")?;
            if entries.is_empty() {
                match Sm::parse(&name).filter(|_| name.starts_with("sm_")) {
                    Some(sm) => self.sm = Some(sm),
                    None => {
                        self.error_at(span, format!("unknown target '{name}'"));
                    }
                }
            } else if !TARGET_OPTIONS.contains(&name.as_str()) {
                self.error_at(span, format!("unknown .target option '{name}'"));
            }
            entries.push(name);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        Ok(entries)
    }

    fn address_size_directive(&mut self) -> PResult<u32> {
        self.bump();
        let span = self.span();
        let v = self.uint("32 or 64")?;
        if v != 32 && v != 64 {
            return Err(self.error_at(span, format!("'.address_size' must be 32 or 64, not {v}")));
        }
        Ok(v as u32)
    }

    fn item(&mut self) -> PResult<Option<Item>> {
        let t = self.tok();
        if t.kind != TokenKind::Directive {
            return Err(self.expected("a directive at module scope"));
        }
        match t.text(self.src) {
            ".file" => return self.file_directive().map(|f| Some(Item::File(f))),
            ".section" => return self.section().map(|s| Some(Item::Section(s))),
            ".alias" => {
                let span = self.span();
                self.bump();
                let (name, nspan) = self.ident("an alias name")?;
                self.expect(TokenKind::Comma)?;
                let (aliasee, aspan) = self.ident("the aliased function")?;
                self.expect(TokenKind::Semi)?;
                self.module_pending.push(PendingUse { name: name.clone(), span: nspan, label: false });
                self.module_pending.push(PendingUse { name: aliasee.clone(), span: aspan, label: false });
                return Ok(Some(Item::Alias(Alias { name, aliasee, span: Loc(span) })));
            }
            _ => {}
        }
        let linkage = self.linkage();
        let t = self.tok();
        let text = t.text(self.src);
        if t.kind == TokenKind::Directive && (text == ".entry" || text == ".func") {
            return self.function(linkage).map(|f| Some(Item::Function(f)));
        }
        if t.kind == TokenKind::Directive {
            if let Some(space) = StateSpace::from_directive(text) {
                if matches!(space, StateSpace::Global | StateSpace::Const | StateSpace::Shared | StateSpace::Local) {
                    let v = self.var_decl(linkage, true)?;
                    self.expect(TokenKind::Semi)?;
                    match v.count {
                        Some(n) => {
                            let e = self.module_ranges.entry(v.name.clone()).or_insert(0);
                            *e = (*e).max(n);
                        }
                        None => {
                            self.module_names.insert(v.name.clone());
                        }
                    }
                    return Ok(Some(Item::Variable(v)));
                }
            }
            let span = self.span();
            return Err(self.error_at(span, format!("unexpected directive '{text}' at module scope")));
        }
        Err(self.expected("'.entry', '.func' or a variable declaration"))
    }

    fn linkage(&mut self) -> Linkage {
        let l = match self.text() {
            ".visible" => Linkage::Visible,
            ".extern" => Linkage::Extern,
            ".weak" => Linkage::Weak,
            ".common" => Linkage::Common,
            _ => return Linkage::Internal,
        };
        self.bump();
        l
    }

    fn file_directive(&mut self) -> PResult<FileDirective> {
        let span = self.span();
        self.bump();
        let index = self.uint("a file number")?;
        if !self.at(TokenKind::Str) {
            return Err(self.expected("a file name string"));
        }
        let name = unquote(self.bump().text(self.src)).to_string();
        let mut extra = Vec::new();
        while self.at(TokenKind::Comma) && !self.tok().line_start {
            self.bump();
            extra.push(self.uint("a number")?);
        }
        Ok(FileDirective { index, name, extra, span: Loc(span) })
    }

    fn section(&mut self) -> PResult<Section> {
        let span = self.span();
        self.bump();
        if !self.at(TokenKind::Directive) {
            return Err(self.expected("a section name such as .debug_info"));
        }
        let name = self.bump().text(self.src).to_string();
        self.expect(TokenKind::LBrace)?;
        let mut rows = Vec::new();
        loop {
            match self.kind() {
                TokenKind::RBrace => {
                    self.bump();
                    break;
                }
                TokenKind::Eof => return Err(self.expected("'}' closing the section")),
                TokenKind::Ident if self.peek(1).kind == TokenKind::Colon => {
                    let label = self.bump().text(self.src).to_string();
                    self.bump();
                    rows.push(SectionRow { directive: String::new(), values: vec![label] });
                }
                TokenKind::Directive => {
                    let directive = self.bump().text(self.src).to_string();
                    let mut values = Vec::new();
                    let mut current = String::new();
                    let mut after_comma = false;
                    while (!self.tok().line_start || after_comma) && !matches!(self.kind(), TokenKind::RBrace | TokenKind::Eof) {
                        // `.b8 11 .b8 3` on one line is two rows.
                        if !current.is_empty() && self.at(TokenKind::Directive) && is_data_directive(self.text()) {
                            break;
                        }
                        let t = self.bump();
                        after_comma = t.kind == TokenKind::Comma;
                        if t.kind == TokenKind::Comma {
                            values.push(std::mem::take(&mut current));
                        } else {
                            current.push_str(t.text(self.src));
                        }
                    }
                    if !current.is_empty() {
                        values.push(current);
                    }
                    rows.push(SectionRow { directive, values });
                }
                _ => return Err(self.expected("a data directive such as .b8 in the section")),
            }
        }
        Ok(Section { name, rows, span: Loc(span) })
    }

    // ---- declarations ----

    fn uint(&mut self, what: &str) -> PResult<u64> {
        if !self.at(TokenKind::Int) {
            return Err(self.expected(what));
        }
        let t = self.bump();
        match parse_int(t.text(self.src)) {
            Ok((v, _)) => Ok(v),
            Err(m) => Err(self.error_at(self.span_of(t), m)),
        }
    }

    /// A variable or parameter from its state-space directive (at the current token) on.
    fn var_decl(&mut self, linkage: Linkage, allow_init: bool) -> PResult<VarDecl> {
        let space_tok = self.bump();
        let space_text = space_tok.text(self.src);
        let space = StateSpace::from_directive(space_text)
            .ok_or_else(|| self.error_at(self.span_of(space_tok), format!("expected a state space, found '{space_text}'")))?;
        let mut align = None;
        let mut vector = None;
        let mut ty = None;
        let mut ptr: Option<PtrAttr> = None;
        while self.at(TokenKind::Directive) {
            let t = self.tok();
            let text = t.text(self.src);
            let span = self.span_of(t);
            self.bump();
            if text == ".align" {
                let a = self.uint("an alignment")?;
                if a == 0 || !a.is_power_of_two() || a > 1 << 16 {
                    return Err(self.error_at(span, format!("alignment {a} is not a power of two")));
                }
                match ptr.as_mut() {
                    Some(p) => p.align = Some(a as u32),
                    None => align = Some(a as u32),
                }
            } else if text == ".ptr" {
                if space != StateSpace::Param {
                    return Err(self.error_at(span, "'.ptr' is allowed only on kernel parameters"));
                }
                ptr = Some(PtrAttr { space: None, align: None });
            } else if let (Some(p), Some(s)) = (ptr.as_mut(), StateSpace::from_directive(text)) {
                p.space = Some(s);
            } else if let Some(w) = vector_width(text) {
                vector = Some(w);
            } else if let Some(t) = ScalarType::from_directive(text) {
                if ty.is_some() {
                    return Err(self.error_at(span, format!("second type '{text}' in declaration")));
                }
                ty = Some(t);
            } else {
                return Err(self.error_at(span, format!("unexpected '{text}' in a {space_text} declaration")));
            }
        }
        let Some(ty) = ty else {
            return Err(self.expected("a type such as .b32"));
        };
        let (name, name_span) = self.ident("a variable name")?;
        let count = if self.eat(TokenKind::Lt) {
            let n = self.uint("a count")?;
            self.expect(TokenKind::Gt)?;
            Some(u32::try_from(n).ok().filter(|&n| n <= 1 << 24).ok_or_else(|| self.error_at(name_span, format!("count {n} is too large")))?)
        } else {
            None
        };
        let mut dims = Vec::new();
        while self.eat(TokenKind::LBracket) {
            if self.eat(TokenKind::RBracket) {
                dims.push(None);
            } else {
                dims.push(Some(self.uint("an array size")?));
                self.expect(TokenKind::RBracket)?;
            }
        }
        let mut init = None;
        if self.at(TokenKind::Eq) {
            if !allow_init {
                let span = self.span();
                return Err(self.error_at(span, format!("a {space_text} variable cannot have an initializer")));
            }
            self.bump();
            init = Some(self.initializer()?);
        }
        Ok(VarDecl { linkage, space, align, vector, ty, ptr, name, count, dims, init, span: Loc(name_span) })
    }

    fn initializer(&mut self) -> PResult<Initializer> {
        if self.at(TokenKind::LBrace) {
            self.enter()?;
            self.bump();
            let mut list = Vec::new();
            if !self.at(TokenKind::RBrace) {
                loop {
                    list.push(self.initializer()?);
                    if !self.eat(TokenKind::Comma) {
                        break;
                    }
                }
            }
            self.expect(TokenKind::RBrace)?;
            self.leave();
            return Ok(Initializer::List(list));
        }
        if self.at(TokenKind::Ident) {
            let (word, span) = self.ident("a symbol")?;
            let (name, generic, span) = if word == "generic" && self.at(TokenKind::LParen) {
                self.bump();
                let (n, s) = self.ident("a symbol")?;
                self.expect(TokenKind::RParen)?;
                (n, true, s)
            } else {
                (word, false, span)
            };
            self.module_pending.push(PendingUse { name: name.clone(), span, label: false });
            let offset = self.offset()?;
            return Ok(Initializer::Address { name, generic, offset });
        }
        let (imm, _) = self.immediate()?;
        Ok(Initializer::Imm(imm))
    }

    /// An optional `+N`, `-N`, `+-N` or `+(expression)` after an address base.
    fn offset(&mut self) -> PResult<i64> {
        match self.kind() {
            TokenKind::Plus => {
                self.bump();
            }
            // `-4+2` is the expression (-4)+2, so the `-` stays for the expression parser.
            TokenKind::Minus => {}
            _ => return Ok(0),
        }
        let span = self.span();
        if !starts_expression(self.kind()) {
            return Err(self.expected("an offset"));
        }
        let v = self.expr(0)?;
        let i = self.int_value(v, span)?;
        Ok(i.bits as i64)
    }

    /// A constant: a literal, or a constant expression folded to an integer.
    fn immediate(&mut self) -> PResult<(Imm, Span)> {
        let span = self.span();
        let v = self.expr(0)?;
        Ok((v.into_imm(), span))
    }

    /// A constant expression (PTX ISA "Constant Expressions"): C operators and precedence over
    /// 64-bit integers, signed unless an operand is unsigned. A lone literal (with an optional
    /// `-`) keeps its written form; anything else folds to an integer. Floats only as literals.
    fn expr(&mut self, min_bp: u8) -> PResult<ConstValue> {
        self.enter()?;
        let r = self.expr_inner(min_bp);
        self.leave();
        r
    }

    fn expr_inner(&mut self, min_bp: u8) -> PResult<ConstValue> {
        let mut lhs = self.expr_prefix()?;
        loop {
            let op = self.tok();
            let Some((l_bp, r_bp)) = infix_binding_power(op.kind) else { break };
            if l_bp < min_bp {
                break;
            }
            self.bump();
            let span = self.span_of(op);
            if op.kind == TokenKind::Question {
                let yes = self.expr(0)?;
                self.expect(TokenKind::Colon)?;
                let no = self.expr(r_bp)?;
                let c = self.int_value(lhs, span)?;
                lhs = if c.bits != 0 { yes } else { no };
                continue;
            }
            let rhs = self.expr(r_bp)?;
            let (a, b) = (self.int_value(lhs, span)?, self.int_value(rhs, span)?);
            lhs = ConstValue::Folded(fold_binary(op.kind, a, b).map_err(|m| self.error_at(span, m))?);
        }
        Ok(lhs)
    }

    fn expr_prefix(&mut self) -> PResult<ConstValue> {
        let t = self.tok();
        let span = self.span_of(t);
        let text = t.text(self.src);
        match t.kind {
            TokenKind::Int => {
                self.bump();
                let (magnitude, unsigned) = parse_int(text).map_err(|m| self.error_at(span, m))?;
                Ok(ConstValue::Literal(Imm::Int { magnitude, negative: false, unsigned }))
            }
            TokenKind::Float => {
                self.bump();
                Ok(ConstValue::Literal(parse_float(text).map_err(|m| self.error_at(span, m))?))
            }
            TokenKind::Minus => {
                self.bump();
                match self.expr(PREFIX_BINDING_POWER)? {
                    ConstValue::Literal(Imm::Int { magnitude, negative: false, unsigned }) => {
                        Ok(ConstValue::Literal(Imm::Int { magnitude, negative: true, unsigned }))
                    }
                    ConstValue::Literal(Imm::F32(b)) => Ok(ConstValue::Literal(Imm::F32(b ^ 0x8000_0000))),
                    ConstValue::Literal(Imm::F64(b)) => Ok(ConstValue::Literal(Imm::F64(b ^ (1 << 63)))),
                    ConstValue::Literal(Imm::Decimal(d)) => Ok(ConstValue::Literal(Imm::Decimal(-d))),
                    v => {
                        let i = self.int_value(v, span)?;
                        Ok(ConstValue::Folded(IntValue { bits: i.bits.wrapping_neg(), unsigned: i.unsigned }))
                    }
                }
            }
            TokenKind::Bang | TokenKind::Tilde => {
                self.bump();
                let v = self.expr(PREFIX_BINDING_POWER)?;
                let i = self.int_value(v, span)?;
                Ok(ConstValue::Folded(if t.kind == TokenKind::Bang {
                    IntValue { bits: u64::from(i.bits == 0), unsigned: false }
                } else {
                    IntValue { bits: !i.bits, unsigned: i.unsigned }
                }))
            }
            TokenKind::LParen => {
                self.bump();
                // `(.s64)` / `(.u64)`: a cast.
                if self.at(TokenKind::Directive) && matches!(self.text(), ".s64" | ".u64") && self.peek(1).kind == TokenKind::RParen {
                    let unsigned = self.bump().text(self.src) == ".u64";
                    self.bump();
                    let v = self.expr(PREFIX_BINDING_POWER)?;
                    let i = self.int_value(v, span)?;
                    return Ok(ConstValue::Folded(IntValue { bits: i.bits, unsigned }));
                }
                let v = self.expr(0)?;
                self.expect(TokenKind::RParen)?;
                let i = self.int_value(v, span)?;
                Ok(ConstValue::Folded(i))
            }
            _ => Err(self.expected("a constant")),
        }
    }

    /// The integer value of an expression operand; floats cannot take part in expressions here.
    fn int_value(&mut self, v: ConstValue, span: Span) -> PResult<IntValue> {
        match v {
            ConstValue::Folded(i) => Ok(i),
            ConstValue::Literal(Imm::Int { magnitude, negative, unsigned }) => Ok(IntValue {
                bits: if negative { magnitude.wrapping_neg() } else { magnitude },
                unsigned: unsigned || (!negative && magnitude > i64::MAX as u64),
            }),
            ConstValue::Literal(_) => Err(self.error_at(span, "floating-point constant expressions are not supported")),
        }
    }

    // ---- functions ----

    fn function(&mut self, linkage: Linkage) -> PResult<Function> {
        let kind = if self.bump().text(self.src) == ".entry" { FunctionKind::Entry } else { FunctionKind::Func };
        self.scopes.clear();
        self.scopes.push(Scope::default());
        let mut returns = Vec::new();
        if self.at(TokenKind::LParen) {
            if kind == FunctionKind::Entry {
                let span = self.span();
                self.error_at(span, "an '.entry' has no return parameters");
            }
            returns = self.param_list()?;
        }
        let (name, span) = self.ident("a function name")?;
        self.module_names.insert(name.clone());
        let params = if self.at(TokenKind::LParen) { self.param_list()? } else { Vec::new() };
        for p in returns.iter().chain(&params) {
            if let Some(s) = self.scopes.last_mut() {
                if p.space == StateSpace::Reg {
                    s.regs.insert(p.name.clone());
                } else {
                    s.names.insert(p.name.clone());
                }
            }
        }
        let directives = self.function_directives()?;
        let body = if self.eat(TokenKind::Semi) {
            None
        } else if self.at(TokenKind::LBrace) {
            let b = self.block();
            self.finish_function();
            Some(b?)
        } else {
            return Err(self.expected("'{' or ';' after the function header"));
        };
        self.scopes.clear();
        Ok(Function { linkage, kind, name, returns, params, directives, body, span: Loc(span) })
    }

    /// Reports label uses no block of the function defined; other symbols wait for the module's end.
    fn finish_function(&mut self) {
        let pending = self.scopes.first_mut().map(|s| std::mem::take(&mut s.pending)).unwrap_or_default();
        for u in pending {
            if u.label {
                self.error_at(u.span, format!("undefined label '{}'", u.name));
            } else {
                self.module_pending.push(u);
            }
        }
    }

    /// Closes the innermost block: resolves the uses made in it against its labels and hands the
    /// rest to the enclosing block.
    fn pop_scope(&mut self) {
        let Some(scope) = self.scopes.pop() else { return };
        let unresolved = scope.pending.into_iter().filter(|u| !scope.labels.contains(&u.name));
        match self.scopes.last_mut() {
            Some(parent) => parent.pending.extend(unresolved),
            None => self.module_pending.extend(unresolved),
        }
    }

    fn check_module_pending(&mut self) {
        for u in std::mem::take(&mut self.module_pending) {
            if !self.module_names.contains(&u.name) && !in_range(&self.module_ranges, &u.name) {
                self.error_at(u.span, format!("use of undefined symbol '{}'", u.name));
            }
        }
    }

    /// `( .param .b32 a, .param .align 8 .b8 b[16] )`.
    fn param_list(&mut self) -> PResult<Vec<VarDecl>> {
        self.expect(TokenKind::LParen)?;
        let mut params = Vec::new();
        if self.eat(TokenKind::RParen) {
            return Ok(params);
        }
        loop {
            if !(self.at_directive(".param") || self.at_directive(".reg")) {
                return Err(self.expected("'.param' or '.reg'"));
            }
            params.push(self.var_decl(Linkage::Internal, false)?);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RParen)?;
        Ok(params)
    }

    fn function_directives(&mut self) -> PResult<Vec<FunctionDirective>> {
        let mut list = Vec::new();
        while self.at(TokenKind::Directive) {
            let text = self.text();
            let span = self.span();
            let Some((name, args)) = FUNCTION_DIRECTIVES.iter().find(|(n, _)| *n == text) else {
                return Err(self.error_at(span, format!("unknown function directive '{text}'")));
            };
            self.bump();
            let mut d = FunctionDirective { name: name.to_string(), values: Vec::new(), strings: Vec::new(), span: Loc(span) };
            match args {
                DirectiveArgs::None => {}
                DirectiveArgs::Ints => loop {
                    d.values.push(self.uint("a number")?);
                    if !self.eat(TokenKind::Comma) {
                        break;
                    }
                },
                DirectiveArgs::Strings => {
                    d.strings = self.strings()?;
                    if self.at(TokenKind::Semi) && self.peek(1).kind == TokenKind::LBrace {
                        self.bump();
                    }
                }
            }
            list.push(d);
        }
        Ok(list)
    }

    fn strings(&mut self) -> PResult<Vec<String>> {
        let mut v = Vec::new();
        loop {
            if !self.at(TokenKind::Str) {
                return Err(self.expected("a string"));
            }
            v.push(unquote(self.bump().text(self.src)).to_string());
            if !self.eat(TokenKind::Comma) {
                return Ok(v);
            }
        }
    }

    // ---- blocks and statements ----

    fn block(&mut self) -> PResult<Block> {
        let span = self.span();
        self.enter()?;
        self.expect(TokenKind::LBrace)?;
        self.scopes.push(Scope::default());
        let mut statements = Vec::new();
        loop {
            if self.stopped {
                break;
            }
            match self.kind() {
                TokenKind::RBrace => {
                    self.bump();
                    break;
                }
                TokenKind::Eof => {
                    self.expected("'}'");
                    break;
                }
                _ => match self.statement() {
                    Ok(Some(s)) => statements.push(s),
                    Ok(None) => {}
                    Err(Reported) => self.recover_in_block(),
                },
            }
        }
        self.pop_scope();
        self.leave();
        Ok(Block { statements, span: Loc(span) })
    }

    fn statement(&mut self) -> PResult<Option<Statement>> {
        let t = self.tok();
        let text = t.text(self.src);
        match t.kind {
            TokenKind::LBrace => self.block().map(|b| Some(Statement::Block(b))),
            TokenKind::Directive => match text {
                ".reg" => {
                    let r = self.reg_decl()?;
                    Ok(Some(Statement::Reg(r)))
                }
                ".pragma" => {
                    let span = self.span();
                    self.bump();
                    let s = self.strings()?;
                    self.expect(TokenKind::Semi)?;
                    Ok(Some(Statement::Pragma(s, Loc(span))))
                }
                ".loc" => self.loc_directive().map(|l| Some(Statement::Loc(l))),
                _ if StateSpace::from_directive(text).is_some() => {
                    let v = self.var_decl(Linkage::Internal, true)?;
                    self.expect(TokenKind::Semi)?;
                    match v.count {
                        Some(n) => {
                            if let Some(s) = self.scopes.last_mut() {
                                let e = s.name_ranges.entry(v.name.clone()).or_insert(0);
                                *e = (*e).max(n);
                            }
                        }
                        None => self.declare_name(&v.name),
                    }
                    Ok(Some(Statement::Variable(v)))
                }
                _ => {
                    let span = self.span();
                    Err(self.error_at(span, format!("unexpected directive '{text}' in a function body")))
                }
            },
            TokenKind::Ident if self.peek(1).kind == TokenKind::Colon => self.labelled(),
            TokenKind::Ident | TokenKind::At => self.instruction().map(|i| Some(Statement::Instruction(i))),
            TokenKind::Semi => {
                self.bump();
                Ok(None)
            }
            _ => Err(self.expected("an instruction, label or declaration")),
        }
    }

    fn declare_name(&mut self, name: &str) {
        if let Some(s) = self.scopes.last_mut() {
            s.names.insert(name.to_string());
        }
    }

    fn reg_decl(&mut self) -> PResult<RegDecl> {
        let span = self.span();
        self.bump();
        let mut vector = None;
        let mut ty = None;
        while self.at(TokenKind::Directive) {
            let t = self.bump();
            let text = t.text(self.src);
            if let Some(w) = vector_width(text) {
                vector = Some(w);
            } else if let Some(st) = ScalarType::from_directive(text).filter(|_| ty.is_none()) {
                ty = Some(st);
            } else {
                return Err(self.error_at(self.span_of(t), format!("unexpected '{text}' in a .reg declaration")));
            }
        }
        let Some(ty) = ty else {
            return Err(self.expected("a register type such as .b32"));
        };
        let mut names = Vec::new();
        // ptxas takes `.reg .b64 ;` (no names) as an empty declaration.
        while !self.at(TokenKind::Semi) {
            let (name, _) = self.ident("a register name")?;
            let count = if self.eat(TokenKind::Lt) {
                let cspan = self.span();
                let n = self.uint("a register count")?;
                self.expect(TokenKind::Gt)?;
                Some(u32::try_from(n).ok().filter(|&n| n <= 1 << 24).ok_or_else(|| self.error_at(cspan, format!("register count {n} is too large")))?)
            } else {
                None
            };
            if let Some(s) = self.scopes.last_mut() {
                match count {
                    Some(n) => {
                        let e = s.ranges.entry(name.clone()).or_insert(0);
                        *e = (*e).max(n);
                    }
                    None => {
                        s.regs.insert(name.clone());
                    }
                }
            }
            names.push(RegName { name, count });
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::Semi)?;
        Ok(RegDecl { ty, vector, names, span: Loc(span) })
    }

    fn loc_directive(&mut self) -> PResult<LocDirective> {
        let span = self.span();
        self.bump();
        let file = self.uint("a file number")?;
        let line = self.uint("a line number")?;
        let column = self.uint("a column number")?;
        let mut tail = String::new();
        // The tail (`, function_name ..., inlined_at f l c`) may go on after a comma on the next
        // line, as ptxas reads it.
        while (!self.tok().line_start || tail.ends_with(',')) && !matches!(self.kind(), TokenKind::Eof | TokenKind::RBrace) {
            let t = self.bump();
            if t.kind == TokenKind::Comma {
                tail.push(',');
            } else {
                tail.push(' ');
                tail.push_str(t.text(self.src));
            }
        }
        Ok(LocDirective { file, line, column, tail, span: Loc(span) })
    }

    /// `name:` then a label, a `.callprototype` or a `.branchtargets`/`.calltargets` list.
    fn labelled(&mut self) -> PResult<Option<Statement>> {
        let (name, span) = self.ident("a label")?;
        self.bump();
        let fresh = self.scopes.last_mut().is_none_or(|s| s.labels.insert(name.clone()));
        if !fresh {
            self.error_at(span, format!("label '{name}' redefined"));
        }
        match self.text() {
            ".callprototype" => {
                self.bump();
                let returns = if self.at(TokenKind::LParen) { self.param_list()? } else { Vec::new() };
                let (under, uspan) = self.ident("'_'")?;
                if under != "_" {
                    return Err(self.error_at(uspan, format!("expected '_' in a .callprototype, found '{under}'")));
                }
                let params = if self.at(TokenKind::LParen) { self.param_list()? } else { Vec::new() };
                let directives = self.function_directives()?;
                self.expect(TokenKind::Semi)?;
                Ok(Some(Statement::CallPrototype(CallPrototype { name, returns, params, directives, span: Loc(span) })))
            }
            d @ (".branchtargets" | ".calltargets") => {
                let directive = d.to_string();
                let label = directive == ".branchtargets";
                self.bump();
                let mut targets = Vec::new();
                loop {
                    let (t, tspan) = self.ident("a target")?;
                    self.defer(PendingUse { name: t.clone(), span: tspan, label });
                    targets.push(t);
                    if !self.eat(TokenKind::Comma) {
                        break;
                    }
                }
                self.expect(TokenKind::Semi)?;
                Ok(Some(Statement::Targets(TargetList { name, directive, targets, span: Loc(span) })))
            }
            _ => Ok(Some(Statement::Label(name, Loc(span)))),
        }
    }

    fn instruction(&mut self) -> PResult<Instruction> {
        let guard = if self.at(TokenKind::At) {
            let span = self.span();
            self.bump();
            let negated = self.eat(TokenKind::Bang);
            let (reg, rspan) = self.ident("a predicate register")?;
            self.check_register(&reg, rspan);
            Some(Guard { negated, reg, span: Loc(span) })
        } else {
            None
        };
        let (opcode, span) = self.ident("an instruction")?;
        let mut modifiers = Vec::new();
        while self.at(TokenKind::Directive) {
            let t = self.bump();
            modifiers.push(Modifier { text: t.text(self.src).to_string(), span: Loc(self.span_of(t)) });
        }
        if !isa::is_opcode(&opcode) {
            return Err(self.error_at(span, format!("unknown instruction '{opcode}'")));
        }
        if let (Some(info), Some(version)) = (isa::lookup(&opcode, modifiers.iter().map(|m| m.text.as_str())), self.version) {
            let written = isa::ptxas_name(&opcode, modifiers.iter().map(|m| m.text.as_str()));
            if let Some(why) = isa::unavailable(info, &written, version, self.sm) {
                self.error_at(span, why);
            }
        }
        let label_operands = BRANCH_OPCODES.contains(&opcode.as_str());
        let mut operands = Vec::new();
        if matches!(self.kind(), TokenKind::RBrace | TokenKind::Eof) {
            return Err(self.expected("';'"));
        }
        if !self.at(TokenKind::Semi) {
            loop {
                operands.push(self.operand(label_operands)?);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        if !self.at(TokenKind::Semi) {
            return Err(self.expected("',' or ';'"));
        }
        self.bump();
        Ok(Instruction { guard, opcode, modifiers, operands, span: Loc(span) })
    }

    fn operand(&mut self, label: bool) -> PResult<Operand> {
        self.enter()?;
        let r = self.operand_inner(label);
        self.leave();
        let first = r?;
        if self.at(TokenKind::Pipe) {
            let span = first.span();
            self.bump();
            let second = self.operand(label)?;
            return Ok(Operand::PredPair(Box::new(first), Box::new(second), Loc(span)));
        }
        Ok(first)
    }

    fn operand_inner(&mut self, label: bool) -> PResult<Operand> {
        let span = self.span();
        match self.kind() {
            TokenKind::Bang | TokenKind::Minus if self.peek(1).kind == TokenKind::Ident => {
                let negate = self.bump().kind == TokenKind::Minus;
                let inner = self.operand(label)?;
                Ok(if negate { Operand::Neg(Box::new(inner), Loc(span)) } else { Operand::Not(Box::new(inner), Loc(span)) })
            }
            TokenKind::LParen if !starts_expression(self.peek(1).kind) && self.peek(1).kind != TokenKind::Directive => {
                self.bump();
                let items = self.operand_list(TokenKind::RParen, label)?;
                Ok(Operand::List(items, Loc(span)))
            }
            k if starts_expression(k) => {
                let (imm, span) = self.immediate()?;
                Ok(Operand::Imm(imm, Loc(span)))
            }
            TokenKind::Ident => {
                let (mut name, span) = self.ident("an operand")?;
                // A vector register's component: `v.x` (the lexer joins it only for `%v.x`, since
                // `shf.r` is an opcode with a modifier). Like ptxas, `%tid .x` with space between
                // is the same operand: no other directive can follow an operand.
                let t = self.tok();
                if t.kind == TokenKind::Directive && !name.contains('.') {
                    let text = t.text(self.src);
                    let component = text.len() == 2 && text[1..].bytes().all(|c| b"xyzwrgba".contains(&c));
                    if component && (self.is_register(&name) || is_special_register(&name)) {
                        name.push_str(text);
                        self.bump();
                    }
                }
                let op = self.name_operand(name, span, label);
                if matches!(self.kind(), TokenKind::Plus | TokenKind::Minus) && !matches!(op, Operand::Sink(_)) {
                    let offset = self.offset()?;
                    return Ok(Operand::Offset(Box::new(op), offset, Loc(span)));
                }
                Ok(op)
            }
            TokenKind::LBracket => self.bracketed(),
            TokenKind::LBrace => {
                self.bump();
                let items = self.operand_list(TokenKind::RBrace, label)?;
                Ok(Operand::Vector(items, Loc(span)))
            }
            _ => Err(self.expected("an operand")),
        }
    }

    fn operand_list(&mut self, close: TokenKind, label: bool) -> PResult<Vec<Operand>> {
        let mut items = Vec::new();
        if self.eat(close) {
            return Ok(items);
        }
        loop {
            items.push(self.operand(label)?);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(close)?;
        Ok(items)
    }

    /// Classifies a name: sink, declared register, special register, or symbol.
    fn name_operand(&mut self, name: String, span: Span, label: bool) -> Operand {
        if name == "_" {
            return Operand::Sink(Loc(span));
        }
        if self.is_register(&name) {
            return Operand::Reg(name, Loc(span));
        }
        if is_special_register(&name) || name == "WARP_SZ" {
            return Operand::SpecialReg(name, Loc(span));
        }
        if name.starts_with('%') {
            self.error_at(span, format!("use of undeclared register '{name}'"));
            return Operand::Reg(name, Loc(span));
        }
        self.use_symbol(&name, span, label);
        Operand::Symbol(name, Loc(span))
    }

    fn use_symbol(&mut self, name: &str, span: Span, label: bool) {
        if self.scopes.iter().any(|s| s.names.contains(name) || in_range(&s.name_ranges, name)) {
            return;
        }
        self.defer(PendingUse { name: name.to_string(), span, label });
    }

    fn defer(&mut self, u: PendingUse) {
        match self.scopes.last_mut() {
            Some(s) => s.pending.push(u),
            None => self.module_pending.push(u),
        }
    }

    fn is_register(&self, name: &str) -> bool {
        let base = match name.rsplit_once('.') {
            Some((b, c)) if c.len() == 1 => b,
            _ => name,
        };
        self.scopes.iter().any(|s| {
            if s.regs.contains(name) || s.regs.contains(base) {
                return true;
            }
            in_range(&s.ranges, base)
        })
    }

    fn check_register(&mut self, name: &str, span: Span) {
        if !self.is_register(name) {
            self.error_at(span, format!("use of undeclared register '{name}'"));
        }
    }

    /// `[base+off]`, `[off]`, or the tuple `[tex, {coords}]`.
    fn bracketed(&mut self) -> PResult<Operand> {
        let span = self.span();
        self.bump();
        let base = match self.kind() {
            TokenKind::Ident => {
                let (name, nspan) = self.ident("an address")?;
                match self.name_operand(name, nspan, false) {
                    Operand::Reg(n, _) => Some(AddressBase::Reg(n)),
                    Operand::Symbol(n, _) => Some(AddressBase::Symbol(n)),
                    other => {
                        // A special register or sink cannot be an address base, but may start a tuple.
                        if self.at(TokenKind::Comma) {
                            return self.tuple_rest(other, span);
                        }
                        return Err(self.error_at(nspan, "expected a register or symbol as the address base"));
                    }
                }
            }
            k if starts_expression(k) => None,
            _ => {
                let first = self.operand(false)?;
                return self.tuple_rest(first, span);
            }
        };
        let offset = if base.is_some() {
            self.offset()?
        } else {
            let (imm, ispan) = self.immediate()?;
            imm.as_i64().ok_or_else(|| self.error_at(ispan, "expected an integer address"))?
        };
        if self.at(TokenKind::Comma) && offset == 0 {
            let first = match base {
                Some(AddressBase::Reg(n)) => Operand::Reg(n, Loc(span)),
                Some(AddressBase::Symbol(n)) => Operand::Symbol(n, Loc(span)),
                None => Operand::Imm(Imm::Int { magnitude: 0, negative: false, unsigned: false }, Loc(span)),
            };
            return self.tuple_rest(first, span);
        }
        self.expect(TokenKind::RBracket)?;
        Ok(Operand::Address(Address { base, offset, span: Loc(span) }))
    }

    fn tuple_rest(&mut self, first: Operand, span: Span) -> PResult<Operand> {
        let mut items = vec![first];
        while self.eat(TokenKind::Comma) {
            items.push(self.operand(false)?);
        }
        self.expect(TokenKind::RBracket)?;
        Ok(Operand::Tuple(items, Loc(span)))
    }
}

/// The data directives of DWARF sections.
fn is_data_directive(d: &str) -> bool {
    matches!(d, ".b8" | ".b16" | ".b32" | ".b64")
}

/// Whether a directive starts a module-level item (where module-scope recovery may resume).
fn is_module_directive(d: &str) -> bool {
    matches!(
        d,
        ".visible" | ".extern" | ".weak" | ".common" | ".entry" | ".func" | ".global" | ".const" | ".shared"
            | ".file" | ".section" | ".alias" | ".target" | ".address_size"
    )
}

fn describe(t: Token, src: &str) -> String {
    match t.kind {
        TokenKind::Eof => "end of input".to_string(),
        _ => format!("'{}'", t.text(src)),
    }
}

fn unquote(s: &str) -> &str {
    let s = s.strip_prefix('"').unwrap_or(s);
    s.strip_suffix('"').unwrap_or(s)
}

/// An integer literal: value and whether it had the `U` suffix.
pub fn parse_int(text: &str) -> Result<(u64, bool), String> {
    let (body, unsigned) = match text.strip_suffix(['U', 'u']) {
        Some(b) => (b, true),
        None => (text, false),
    };
    let bad = || format!("invalid integer literal '{text}'");
    let lower = body.to_ascii_lowercase();
    let (digits, radix) = if let Some(h) = lower.strip_prefix("0x") {
        (h, 16)
    } else if let Some(b) = lower.strip_prefix("0b") {
        (b, 2)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (&lower[1..], 8)
    } else {
        (lower.as_str(), 10)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return Err(bad());
    }
    u64::from_str_radix(digits, radix).map(|v| (v, unsigned)).map_err(|_| format!("integer literal '{text}' does not fit in 64 bits"))
}

/// A float literal: `0f` + 8 hex digits, `0d` + 16 hex digits, or decimal.
pub fn parse_float(text: &str) -> Result<Imm, String> {
    let lower = text.to_ascii_lowercase();
    if let Some(h) = lower.strip_prefix("0f") {
        if h.len() == 8 {
            if let Ok(b) = u32::from_str_radix(h, 16) {
                return Ok(Imm::F32(b));
            }
        }
        return Err(format!("invalid single-precision literal '{text}' (0f and 8 hex digits)"));
    }
    if let Some(h) = lower.strip_prefix("0d") {
        if h.len() == 16 {
            if let Ok(b) = u64::from_str_radix(h, 16) {
                return Ok(Imm::F64(b));
            }
        }
        return Err(format!("invalid double-precision literal '{text}' (0d and 16 hex digits)"));
    }
    match text.parse::<f64>() {
        Ok(v) if v.is_finite() => Ok(Imm::Decimal(v)),
        _ => Err(format!("invalid floating-point literal '{text}'")),
    }
}

/// A constant expression's value while it is parsed.
#[derive(Clone, Copy, Debug)]
enum ConstValue {
    /// A lone literal, kept as written.
    Literal(Imm),
    /// The result of an operator.
    Folded(IntValue),
}

impl ConstValue {
    fn into_imm(self) -> Imm {
        match self {
            ConstValue::Literal(i) => i,
            ConstValue::Folded(IntValue { bits, unsigned: true }) => Imm::Int { magnitude: bits, negative: false, unsigned: true },
            ConstValue::Folded(IntValue { bits, unsigned: false }) => {
                let v = bits as i64;
                Imm::Int { magnitude: v.unsigned_abs(), negative: v < 0, unsigned: false }
            }
        }
    }
}

/// A 64-bit integer constant and its signedness (`.s64` or `.u64`).
#[derive(Clone, Copy, Debug)]
struct IntValue {
    bits: u64,
    unsigned: bool,
}

/// The binding power of unary operators (above every binary one).
const PREFIX_BINDING_POWER: u8 = 22;

/// C precedence as (left, right) binding powers; `?:` is lowest and right-associative.
fn infix_binding_power(kind: TokenKind) -> Option<(u8, u8)> {
    use TokenKind::*;
    Some(match kind {
        Question => (1, 1),
        OrOr => (2, 3),
        AndAnd => (4, 5),
        Pipe => (6, 7),
        Caret => (8, 9),
        Amp => (10, 11),
        EqEq | Ne => (12, 13),
        Lt | Gt | Le | Ge => (14, 15),
        Shl | Shr => (16, 17),
        Plus | Minus => (18, 19),
        Star | Slash | Percent => (20, 21),
        _ => return None,
    })
}

/// Whether a token can start a constant expression.
fn starts_expression(kind: TokenKind) -> bool {
    matches!(kind, TokenKind::Int | TokenKind::Float | TokenKind::Minus | TokenKind::Bang | TokenKind::Tilde | TokenKind::LParen)
}

/// Applies a binary operator with C's usual conversions: unsigned if either side is.
fn fold_binary(op: TokenKind, a: IntValue, b: IntValue) -> Result<IntValue, String> {
    use TokenKind::*;
    let unsigned = a.unsigned || b.unsigned;
    let (x, y) = (a.bits, b.bits);
    let (sx, sy) = (x as i64, y as i64);
    let truth = |c: bool| IntValue { bits: u64::from(c), unsigned: false };
    let int = |bits: u64| IntValue { bits, unsigned };
    Ok(match op {
        Plus => int(x.wrapping_add(y)),
        Minus => int(x.wrapping_sub(y)),
        Star => int(x.wrapping_mul(y)),
        Slash | Percent => {
            if y == 0 {
                return Err("division by zero in a constant expression".into());
            }
            // ptxas takes `%` on the raw 64 bits even for signed operands (`(-7) % 3` is 0 and
            // `7 % -3` is 7 in the SASS it emits); `/` is signed as C's.
            let v = match (op, unsigned) {
                (Slash, true) => x / y,
                (Slash, false) => sx.wrapping_div(sy) as u64,
                _ => x % y,
            };
            int(v)
        }
        Shl | Shr => {
            // The shift keeps the left operand's type; amounts of 64 or more shift everything out.
            let amount = u32::try_from(y).unwrap_or(u32::MAX);
            let bits = match (op, a.unsigned) {
                (Shl, _) => x.checked_shl(amount).unwrap_or(0),
                (_, true) => x.checked_shr(amount).unwrap_or(0),
                (_, false) => sx.checked_shr(amount).unwrap_or(if sx < 0 { -1 } else { 0 }) as u64,
            };
            IntValue { bits, unsigned: a.unsigned }
        }
        Amp => int(x & y),
        Pipe => int(x | y),
        Caret => int(x ^ y),
        AndAnd => truth(x != 0 && y != 0),
        OrOr => truth(x != 0 || y != 0),
        EqEq => truth(x == y),
        Ne => truth(x != y),
        Lt | Gt | Le | Ge => {
            let ord = if unsigned { x.cmp(&y) } else { sx.cmp(&sy) };
            truth(match op {
                Lt => ord.is_lt(),
                Gt => ord.is_gt(),
                Le => ord.is_le(),
                _ => ord.is_ge(),
            })
        }
        _ => return Err("not a binary operator".into()),
    })
}
