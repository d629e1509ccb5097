//! The LLVM IR parser: recursive descent over [`super::lexer`] tokens into a [`Module`].
//!
//! Reads modern LLVM IR (as clang 22 emits for CUDA device code) and NVVM IR 2.0 (typed pointers,
//! `!nvvm.annotations` kernels). Every error is a diagnostic with line and column (phase
//! `llvm-parse`). After an error the parser skips to the next top-level entity (`define`,
//! `declare`, `@global =`, `!md =`, `attributes`), so independent errors in several functions are
//! all reported. Names of values, blocks, globals and functions may be used before they are
//! defined; whatever stays undefined is an error at the use.

use super::attributes;
use super::lexer::{self, Token, TokenKind};
use super::module::*;
use super::types::{Type, TypeId, MAX_INT_BITS};
use crate::diag::{Diagnostic, LineIndex, Span};
use std::collections::BTreeMap;

/// The phase name of every diagnostic the LLVM IR front end reports.
pub const PHASE: &str = "llvm-parse";

/// Limits that turn pathological input into a diagnostic.
#[derive(Clone, Copy, Debug)]
pub struct ParseBudget {
    /// Maximum nesting of types, constants and metadata.
    pub max_depth: u32,
    /// Maximum number of diagnostics before the parser gives up.
    pub max_errors: usize,
}

impl Default for ParseBudget {
    fn default() -> Self {
        ParseBudget { max_depth: 64, max_errors: 50 }
    }
}

/// Parses `src` into a module. Returns the module (as far as it was read) and the diagnostics;
/// the module is trustworthy only when no diagnostic is an error.
pub fn parse(src: &str) -> (Module, Vec<Diagnostic>) {
    parse_with_budget(src, ParseBudget::default())
}

/// [`parse`] with explicit limits.
pub fn parse_with_budget(src: &str, budget: ParseBudget) -> (Module, Vec<Diagnostic>) {
    let mut p = Parser {
        src,
        toks: lexer::lex(src),
        pos: 0,
        lines: LineIndex::new(src),
        diags: Vec::new(),
        m: Module::default(),
        symbols: BTreeMap::new(),
        symbol_uses: Vec::new(),
        md_uses: Vec::new(),
        depth: 0,
        budget,
        f: None,
        defined_globals: Vec::new(),
        last_pointee: None,
        intrinsic_callee_allowed: false,
        implicit_intrinsics: Vec::new(),
        seen_entity: false,
        failed_md: std::collections::BTreeSet::new(),
        defined_types: std::collections::BTreeSet::new(),
        attr_groups: BTreeMap::new(),
        prescanned: Vec::new(),
    };
    p.prescan();
    p.module();
    p.finish();
    let Parser { m, diags, .. } = p;
    (m, diags)
}

/// A module-level symbol (`@name`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Symbol {
    Global(GlobalId),
    Function(FuncId),
}

/// What a local name denotes while a function body is parsed.
#[derive(Clone, Copy, Debug)]
enum Local {
    Arg(u32),
    Inst(InstId),
}

/// A use of a local name not defined yet.
#[derive(Clone, Debug)]
struct ForwardUse {
    name: String,
    ty: TypeId,
    offset: usize,
    len: usize,
}

/// Per-function state.
#[derive(Default)]
struct FunctionState {
    func: Option<Function>,
    locals: BTreeMap<String, Local>,
    blocks: BTreeMap<String, BlockId>,
    /// Where each block was first mentioned (for "undefined label" errors), and whether defined.
    block_refs: Vec<(usize, usize, bool)>,
    /// Definition order of blocks (arena ids).
    layout: Vec<BlockId>,
    forward: Vec<ForwardUse>,
    /// Next number an unnamed value must carry.
    next_number: u32,
    /// Debug records read since the last instruction; they belong to the next one.
    pending_debug_records: Vec<String>,
    /// Local names used inside debug records (name, offset, len), checked at the end.
    debug_record_uses: Vec<(String, usize, usize)>,
}

/// Encodes a forward reference in a [`Value`] until the body is complete.
const FORWARD_BASE: u32 = 0x8000_0000;

struct Parser<'a> {
    src: &'a str,
    toks: Vec<Token>,
    pos: usize,
    lines: LineIndex,
    diags: Vec<Diagnostic>,
    m: Module,
    symbols: BTreeMap<String, Symbol>,
    /// Uses of symbols (name, offset, len, pointer type written), checked at the end.
    symbol_uses: Vec<(String, usize, usize, TypeId)>,
    /// Uses of numbered metadata (number, offset, len), checked at the end.
    md_uses: Vec<(u32, usize, usize)>,
    depth: u32,
    budget: ParseBudget,
    f: Option<FunctionState>,
    defined_globals: Vec<bool>,
    /// The pointee of the outermost typed pointer (NVVM IR) the last type read ended in: what
    /// LLVM 7's untyped `byval`/`sret` refer to.
    last_pointee: Option<TypeId>,
    /// Set while the callee of a call is read: only there may an intrinsic be undeclared.
    intrinsic_callee_allowed: bool,
    /// Intrinsics declared implicitly by a call; their type comes from the first call.
    implicit_intrinsics: Vec<FuncId>,
    /// Whether an entity other than `source_filename`/`target` was read (those come first).
    seen_entity: bool,
    /// Metadata numbers whose definition failed to parse (already reported).
    failed_md: std::collections::BTreeSet<u32>,
    /// Named types given a definition (`= type ...`), opaque ones included.
    defined_types: std::collections::BTreeSet<String>,
    /// Attribute groups by number (moved into the module, sorted, at the end).
    attr_groups: BTreeMap<u32, Vec<String>>,
    /// Functions the prescan found after `define`/`declare`, with the name's position.
    prescanned: Vec<(FuncId, usize, usize)>,
}

type PResult<T> = Result<T, ()>;

/// The keywords before a global's or function's type, by group in the order LLVM requires them.
const LINKAGE_GROUPS: [&[&str]; 6] = [
    &["private", "internal", "external", "weak", "weak_odr", "linkonce", "linkonce_odr", "common", "appending",
      "extern_weak", "available_externally"],
    &["dso_local", "dso_preemptable"],
    &["default", "hidden", "protected"],
    &["dllimport", "dllexport"],
    &["thread_local"],
    &["unnamed_addr", "local_unnamed_addr"],
];

const TYPE_WORDS: [&str; 14] = [
    "void", "half", "bfloat", "float", "double", "fp128", "x86_fp80", "ppc_fp128", "ptr", "label", "metadata",
    "token", "x86_amx", "opaque",
];

/// Whether `t` (the token before an access kind) is a `location:` label.
fn seen_location_pending(t: &TokenKind) -> bool {
    matches!(t, TokenKind::Label(_))
}

/// What a debug-info field holds, for the fields whose values LLVM checks.
#[derive(Clone, Copy)]
enum DiField {
    /// A number below 2^32.
    Unsigned32,
    /// A number below 2^64.
    Unsigned64,
    /// `!N`, `null` or an inline node.
    Node,
    /// A string.
    String,
    /// A DWARF constant with this prefix (or a number).
    Dwarf(&'static str),
    /// `DIFlagA | DIFlagB` (or a number).
    Flags,
}

/// Debug-info fields by name and what they hold.
const DI_FIELD_KINDS: [(&str, DiField); 31] = [
    ("line", DiField::Unsigned32), ("column", DiField::Unsigned32), ("scopeLine", DiField::Unsigned32),
    ("arg", DiField::Unsigned32), ("runtimeVersion", DiField::Unsigned32), ("size", DiField::Unsigned64),
    ("align", DiField::Unsigned32), ("offset", DiField::Unsigned64), ("scope", DiField::Node), ("file", DiField::Node),
    ("type", DiField::Node), ("baseType", DiField::Node), ("unit", DiField::Node), ("inlinedAt", DiField::Node),
    ("elements", DiField::Node), ("retainedNodes", DiField::Node), ("types", DiField::Node), ("declaration", DiField::Node),
    ("name", DiField::String), ("linkageName", DiField::String), ("filename", DiField::String),
    ("directory", DiField::String), ("producer", DiField::String), ("identifier", DiField::String),
    ("tag", DiField::Dwarf("DW_TAG_")), ("language", DiField::Dwarf("DW_LANG_")), ("encoding", DiField::Dwarf("DW_ATE_")),
    ("emissionKind", DiField::Dwarf("")), ("nameTableKind", DiField::Dwarf("")), ("spFlags", DiField::Flags),
    ("templateParams", DiField::Node),
];

/// Attributes that carry a type (`byval(T)`); NVVM IR writes them bare on a typed pointer.
const TYPED_ATTRS: [&str; 5] = ["byval", "sret", "byref", "inalloca", "preallocated"];

/// Attributes that take an integer argument written after a space (`align 4`).
const INT_ARG_ATTRS: [&str; 1] = ["align"];

fn is_int_type_word(w: &str) -> bool {
    w.len() > 1 && w.starts_with('i') && w[1..].bytes().all(|c| c.is_ascii_digit())
}

/// Converts a double to IEEE half bits, rounding to nearest even.
pub fn f64_to_half_bits(x: f64) -> u16 {
    f32_to_small_bits(x as f32, 5, 10)
}

/// Converts a double to bfloat bits, rounding to nearest even.
pub fn f64_to_bfloat_bits(x: f64) -> u16 {
    let b = (x as f32).to_bits();
    if (x as f32).is_nan() {
        return ((b >> 16) | 0x40) as u16;
    }
    let round = 0x7fff + ((b >> 16) & 1);
    ((b.wrapping_add(round)) >> 16) as u16
}

fn f32_to_small_bits(x: f32, exp_bits: u32, man_bits: u32) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 31) as u16) << (exp_bits + man_bits);
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x7f_ffff;
    let bias = (1 << (exp_bits - 1)) - 1;
    let max_exp = (1 << exp_bits) - 1;
    if exp == 0xff {
        let nan = if man != 0 { 1 << (man_bits - 1) } else { 0 };
        return sign | ((max_exp as u16) << man_bits) | nan;
    }
    let e = exp - 127 + bias;
    let shift = 23 - man_bits;
    if e >= max_exp {
        return sign | ((max_exp as u16) << man_bits);
    }
    if e <= 0 {
        // Subnormal in the small format.
        if e < -(man_bits as i32) {
            return sign;
        }
        let full = man | 0x80_0000;
        let s = shift as i32 + 1 - e;
        let half = 1u32 << (s - 1);
        let mut v = full >> s;
        let rem = full & ((1 << s) - 1);
        if rem > half || (rem == half && v & 1 == 1) {
            v += 1;
        }
        return sign | v as u16;
    }
    let mut v = ((e as u32) << man_bits) | (man >> shift);
    let rem = man & ((1 << shift) - 1);
    let half = 1 << (shift - 1);
    if rem > half || (rem == half && v & 1 == 1) {
        v += 1;
    }
    sign | v as u16
}

/// Converts IEEE half bits to a double.
pub fn half_bits_to_f64(h: u16) -> f64 {
    let sign = if h >> 15 == 1 { -1.0 } else { 1.0 };
    let e = i32::from((h >> 10) & 0x1f);
    let m = f64::from(h & 0x3ff);
    match e {
        0 => sign * m * 2f64.powi(-24),
        31 => {
            if m == 0.0 {
                sign * f64::INFINITY
            } else {
                f64::NAN
            }
        }
        _ => sign * (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

impl<'a> Parser<'a> {
    // ----- tokens -------------------------------------------------------------------------

    fn peek(&self) -> Option<&TokenKind> {
        self.toks.get(self.pos).map(|t| &t.kind)
    }

    fn peek_at(&self, n: usize) -> Option<&TokenKind> {
        self.toks.get(self.pos + n).map(|t| &t.kind)
    }

    fn offset(&self) -> usize {
        self.toks.get(self.pos).map_or(self.src.len(), |t| t.start)
    }

    fn tok_len(&self) -> usize {
        self.toks.get(self.pos).map_or(0, |t| t.len)
    }

    fn prev_end(&self) -> usize {
        self.pos.checked_sub(1).and_then(|i| self.toks.get(i)).map_or(0, |t| t.start + t.len)
    }

    fn at_line_start(&self) -> bool {
        self.toks.get(self.pos).is_none_or(|t| t.line_start)
    }

    fn bump(&mut self) {
        self.pos += 1;
    }

    fn span_at(&self, offset: usize, len: usize) -> Span {
        self.lines.span(self.src, offset, len)
    }

    fn error_at(&mut self, offset: usize, len: usize, msg: impl Into<String>) {
        if self.diags.len() < self.budget.max_errors {
            let span = self.span_at(offset, len);
            self.diags.push(Diagnostic::error(PHASE, span, msg));
        }
    }

    /// Reports an error at the current token and fails.
    fn fail<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        // Something missing at the end of a line is reported there, not on the next line.
        let (o, l) = if self.pos > 0 && self.at_line_start() { (self.prev_end(), 0) } else { (self.offset(), self.tok_len()) };
        let msg = msg.into();
        let msg = match self.toks.get(self.pos).map(|t| &t.kind) {
            Some(TokenKind::Error(e)) => e.to_string(),
            None => format!("{msg}, found end of file"),
            _ => msg,
        };
        self.error_at(o, l, msg);
        Err(())
    }

    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Some(TokenKind::Punct(q)) if *q == p)
    }

    fn eat_punct(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect_punct(&mut self, p: &str, what: &str) -> PResult<()> {
        if self.eat_punct(p) {
            Ok(())
        } else {
            self.fail(format!("expected '{p}' {what}"))
        }
    }

    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Some(TokenKind::Word(x)) if x == w)
    }

    fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect_word(&mut self, w: &str, what: &str) -> PResult<()> {
        if self.eat_word(w) {
            Ok(())
        } else {
            self.fail(format!("expected '{w}' {what}"))
        }
    }

    fn word(&self) -> Option<&str> {
        match self.peek() {
            Some(TokenKind::Word(w)) => Some(w.as_str()),
            _ => None,
        }
    }

    fn expect_u64(&mut self, what: &str) -> PResult<u64> {
        if let Some(TokenKind::Int(s)) = self.peek() {
            if let Ok(v) = s.parse::<u64>() {
                self.bump();
                return Ok(v);
            }
        }
        self.fail(format!("expected {what}"))
    }

    fn expect_u32(&mut self, what: &str) -> PResult<u32> {
        let (o, l) = (self.offset(), self.tok_len());
        let v = self.expect_u64(what)?;
        u32::try_from(v).map_err(|_| self.error_at(o, l, format!("{what} out of range")))
    }

    fn expect_string(&mut self, what: &str) -> PResult<String> {
        if let Some(TokenKind::Str(s)) = self.peek() {
            let s = String::from_utf8_lossy(s).into_owned();
            self.bump();
            return Ok(s);
        }
        self.fail(format!("expected {what}"))
    }

    /// The text of tokens `from..to` as one line: the source, except that line breaks between
    /// tokens become spaces and strings holding a line break are re-escaped (it is printed back
    /// verbatim, one entity per line).
    fn verbatim(&self, from: usize, to: usize) -> String {
        let mut out = String::new();
        for k in from..to.min(self.toks.len()) {
            let t = &self.toks[k];
            if k > from {
                let prev = &self.toks[k - 1];
                let gap = self.src.get(prev.start + prev.len..t.start).unwrap_or(" ");
                out.push_str(if gap.contains('\n') { " " } else { gap });
            }
            let text = self.src.get(t.start..t.start + t.len).unwrap_or("");
            if !text.contains('\n') {
                out.push_str(text);
                continue;
            }
            let esc = crate::ir::printer::escape;
            match &t.kind {
                TokenKind::Str(b) => out.push_str(&format!("\"{}\"", esc(b))),
                TokenKind::CStr(b) => out.push_str(&format!("c\"{}\"", esc(b))),
                TokenKind::MetaString(b) => out.push_str(&format!("!\"{}\"", esc(b))),
                _ => out.push_str(&text.replace('\n', " ")),
            }
        }
        out
    }

    /// The text of a balanced `( ... )` starting at the current token, consumed.
    fn balanced_parens(&mut self) -> PResult<String> {
        let start = self.pos;
        let mut depth = 0u32;
        loop {
            match self.peek() {
                None => return self.fail("expected ')'"),
                Some(TokenKind::Punct("(")) => depth += 1,
                Some(TokenKind::Punct(")")) => {
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        break;
                    }
                }
                Some(TokenKind::Error(_)) => return self.fail("unexpected token"),
                _ => {}
            }
            self.bump();
        }
        Ok(self.verbatim(start, self.pos))
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > self.budget.max_depth {
            self.depth -= 1;
            return self.fail(format!("nesting deeper than {} levels", self.budget.max_depth));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    // ----- module level -------------------------------------------------------------------

    /// Registers every global and function name so module-level references may point forward.
    fn prescan(&mut self) {
        let mut i = 0;
        while i < self.toks.len() {
            let t = &self.toks[i];
            // `@name =` and `define`/`declare` occur only at the top level.
            {
                match &t.kind {
                    TokenKind::Global(name) if matches!(self.toks.get(i + 1).map(|t| &t.kind), Some(TokenKind::Punct("="))) => {
                        // Aliases and ifuncs are not globals; they are rejected when parsed.
                        let name = name.clone();
                        if !self.symbols.contains_key(&name) {
                            let id = GlobalId(self.m.globals.len() as u32);
                            self.m.globals.push(Global {
                                name: name.clone(),
                                linkage: Vec::new(),
                                addrspace: 0,
                                externally_initialized: false,
                                is_constant: false,
                                ty: self.m.types.void(),
                                init: None,
                                align: None,
                                extra: Vec::new(),
                                metadata: Vec::new(),
                                span: Span::start(),
                            });
                            self.defined_globals.push(false);
                            self.symbols.insert(name, Symbol::Global(id));
                        }
                    }
                    TokenKind::Word(w) if w == "define" || w == "declare" => {
                        let is_def = w == "define";
                        let mut j = i + 1;
                        // The name comes within a few tokens (attributes, return type); the
                        // bound keeps malformed input linear.
                        let end = self.toks.len().min(i + 512);
                        while j < end && (!matches!(&self.toks[j].kind, TokenKind::Punct("{")) || self.struct_return_at(j)) {
                            if let TokenKind::Global(name) = &self.toks[j].kind {
                                if matches!(self.toks.get(j + 1).map(|t| &t.kind), Some(TokenKind::Punct("("))) {
                                    if !self.symbols.contains_key(name) {
                                        let id = FuncId(self.m.functions.len() as u32);
                                        self.m.functions.push(Function::placeholder(name.clone(), self.m.types.void(), is_def));
                                        self.symbols.insert(name.clone(), Symbol::Function(id));
                                        self.prescanned.push((id, self.toks[j].start, self.toks[j].len));
                                    }
                                    break;
                                }
                            }
                            j += 1;
                        }
                    }
                    _ => {}
                }
            }
            i += 1;
        }
    }

    /// Whether the `{` at token `j` opens a struct return type (`declare { i32, i1 } @f(...)`),
    /// not a body: its matching `}` is followed by the function's name and `(`.
    fn struct_return_at(&self, j: usize) -> bool {
        let mut depth = 0usize;
        for k in j..self.toks.len().min(j + 256) {
            match &self.toks[k].kind {
                TokenKind::Punct("{") => depth += 1,
                TokenKind::Punct("}") => {
                    depth -= 1;
                    if depth == 0 {
                        return matches!(self.toks.get(k + 1).map(|t| &t.kind), Some(TokenKind::Global(_)))
                            && matches!(self.toks.get(k + 2).map(|t| &t.kind), Some(TokenKind::Punct("(")));
                    }
                }
                _ => {}
            }
        }
        false
    }

    fn at_top_level_start(&self) -> bool {
        let Some(t) = self.toks.get(self.pos) else { return true };
        t.line_start
            && match &t.kind {
                TokenKind::Word(w) => {
                    matches!(w.as_str(), "define" | "declare" | "attributes" | "target" | "source_filename" | "module")
                }
                TokenKind::Global(_) | TokenKind::MetaName(_) | TokenKind::MetaNum(_) => true,
                TokenKind::Local(_) => {
                    matches!(self.toks.get(self.pos + 1).map(|t| &t.kind), Some(TokenKind::Punct("=")))
                        && matches!(self.toks.get(self.pos + 2).map(|t| &t.kind), Some(TokenKind::Word(w)) if w == "type")
                }
                _ => false,
            }
    }

    /// Skips to the next top-level entity after an error.
    fn recover(&mut self) {
        self.f = None;
        self.depth = 0;
        self.bump();
        while self.pos < self.toks.len() && !self.at_top_level_start() {
            self.bump();
        }
    }

    fn module(&mut self) {
        while self.pos < self.toks.len() {
            if self.diags.len() >= self.budget.max_errors {
                let span = self.span_at(self.offset(), 0);
                self.diags.push(Diagnostic::error(PHASE, span, "too many errors; giving up"));
                return;
            }
            let before = self.pos;
            if self.top_level().is_err() {
                // An error found after the entity was read (an undefined name) leaves the parser
                // at the next entity already; otherwise skip to it (always making progress).
                if self.pos == before || !self.at_top_level_start() {
                    self.recover();
                } else {
                    self.f = None;
                    self.depth = 0;
                }
            }
        }
    }

    fn top_level(&mut self) -> PResult<()> {
        let header = matches!(self.word(), Some("source_filename" | "target"));
        if header && self.seen_entity {
            let (o, l) = (self.offset(), self.tok_len());
            self.error_at(o, l, "'source_filename' and 'target' must come before everything else in the module");
            return Err(());
        }
        if !header {
            self.seen_entity = true;
        }
        match self.peek().cloned() {
            Some(TokenKind::Word(w)) => match w.as_str() {
                "source_filename" => {
                    self.bump();
                    self.expect_punct("=", "after 'source_filename'")?;
                    self.m.source_filename = Some(self.expect_string("a file name")?);
                    Ok(())
                }
                "target" => {
                    self.bump();
                    let which = self.word().map(str::to_string);
                    match which.as_deref() {
                        Some("datalayout") | Some("triple") => {
                            self.bump();
                            self.expect_punct("=", "after 'target'")?;
                            let s = self.expect_string("a string")?;
                            if which.as_deref() == Some("triple") {
                                self.m.triple = Some(s);
                            } else {
                                self.m.datalayout = Some(s);
                            }
                            Ok(())
                        }
                        _ => self.fail("expected 'datalayout' or 'triple' after 'target'"),
                    }
                }
                "define" | "declare" => self.function(w == "define"),
                "attributes" => self.attribute_group(),
                "module" => self.fail("module-level inline asm is not supported"),
                _ => self.fail(format!("expected a top-level entity, found '{w}'")),
            },
            Some(TokenKind::Global(_)) => self.global(),
            Some(TokenKind::Local(_)) => self.named_type(),
            Some(TokenKind::MetaNum(_)) => self.metadata_def(),
            Some(TokenKind::MetaName(_)) => self.named_metadata(),
            _ => self.fail("expected a top-level entity"),
        }
    }

    fn named_type(&mut self) -> PResult<()> {
        let Some(TokenKind::Local(name)) = self.peek().cloned() else { return self.fail("expected a type name") };
        let (o, l) = (self.offset(), self.tok_len());
        self.bump();
        self.expect_punct("=", "after the type name")?;
        self.expect_word("type", "in a type definition")?;
        let id = self.m.types.named_struct(&name);
        let Type::Named(index) = *self.m.types.get(id) else { return self.fail("expected a struct type") };
        if !self.defined_types.insert(name.clone()) {
            self.error_at(o, l, format!("redefinition of type '%{name}'"));
            return Err(());
        }
        let _ = index;
        if self.eat_word("opaque") {
            return Ok(());
        }
        let packed = self.eat_punct("<");
        if !self.is_punct("{") {
            return self.fail("expected '{' or 'opaque' in a type definition");
        }
        let ty = self.struct_body(packed)?;
        if packed {
            self.expect_punct(">", "to close the packed struct")?;
        }
        let Type::Struct { fields, .. } = self.m.types.get(ty).clone() else { return Err(()) };
        if let Some(n) = self.m.types.named.get_mut(index as usize) {
            n.body = Some((fields, packed));
        }
        Ok(())
    }

    /// Linkage, preemption, visibility, DLL storage, thread-local and `unnamed_addr` keywords, in
    /// that order (LLVM's grammar), at most one of each group.
    fn linkage_words(&mut self) -> PResult<Vec<String>> {
        let mut v = Vec::new();
        let mut last_group = None;
        while let Some(w) = self.word() {
            let Some(group) = LINKAGE_GROUPS.iter().position(|g| g.contains(&w)) else { break };
            if last_group.is_some_and(|l| group <= l) {
                return self.fail(format!("'{w}' is out of place here"));
            }
            last_group = Some(group);
            let w = w.to_string();
            self.bump();
            if w == "thread_local" && self.is_punct("(") {
                if let Ok(args) = self.balanced_parens() {
                    v.push(format!("thread_local{args}"));
                    continue;
                }
            }
            v.push(w);
        }
        Ok(v)
    }

    fn addrspace(&mut self) -> PResult<u32> {
        self.expect_punct("(", "after 'addrspace'")?;
        let n = self.expect_u32("an address space")?;
        self.expect_punct(")", "after the address space")?;
        Ok(n)
    }

    fn global(&mut self) -> PResult<()> {
        let start = self.offset();
        let Some(TokenKind::Global(name)) = self.peek().cloned() else { return Err(()) };
        let (no, nl) = (self.offset(), self.tok_len());
        self.bump();
        self.expect_punct("=", "after the global name")?;
        let linkage = self.linkage_words()?;
        let mut addrspace = 0;
        if self.eat_word("addrspace") {
            addrspace = self.addrspace()?;
        }
        let externally_initialized = self.eat_word("externally_initialized");
        let is_constant = if self.eat_word("constant") {
            true
        } else if self.eat_word("global") {
            false
        } else if self.is_word("alias") || self.is_word("ifunc") {
            return self.fail("aliases and ifuncs are not supported");
        } else {
            return self.fail("expected 'global' or 'constant'");
        };
        let ty = self.ty()?;
        if !self.m.types.is_first_class(ty) || matches!(self.m.types.get(ty), Type::Label | Type::Metadata | Type::Token) {
            self.error_at(no, nl, "invalid type for a global variable");
            return Err(());
        }
        let external = linkage.iter().any(|w| w == "external" || w == "extern_weak");
        let init = if external && (self.is_punct(",") || self.at_line_start()) { None } else { Some(self.constant(ty)?) };
        let mut align = None;
        let mut extra = Vec::new();
        let mut metadata = Vec::new();
        while self.eat_punct(",") {
            if self.eat_word("align") {
                align = Some(self.expect_u64("an alignment")?);
            } else if let Some(TokenKind::MetaName(_)) = self.peek() {
                metadata.push(self.attachment()?);
            } else if let Some(w) = self.word().map(str::to_string) {
                self.bump();
                if let Some(TokenKind::Str(s)) = self.peek().cloned() {
                    self.bump();
                    extra.push(format!("{w} \"{}\"", crate::ir::printer::escape(&s)));
                } else {
                    extra.push(w);
                }
            } else {
                return self.fail("expected 'align', 'section' or a metadata attachment");
            }
        }
        while let Some(TokenKind::MetaName(_)) = self.peek() {
            metadata.push(self.attachment()?);
        }
        let span = self.span_at(start, self.prev_end() - start);
        let Some(Symbol::Global(id)) = self.symbols.get(&name).copied() else {
            self.error_at(no, nl, format!("redefinition of '@{name}'"));
            return Err(());
        };
        if self.defined_globals[id.index()] {
            self.error_at(no, nl, format!("redefinition of global '@{name}'"));
            return Err(());
        }
        self.defined_globals[id.index()] = true;
        self.m.globals[id.index()] =
            Global { name, linkage, addrspace, externally_initialized, is_constant, ty, init, align, extra, metadata, span };
        Ok(())
    }

    /// Whether the current token starts a type.
    fn at_type(&self) -> bool {
        match self.peek() {
            Some(TokenKind::Word(w)) => TYPE_WORDS.contains(&w.as_str()) || is_int_type_word(w),
            Some(TokenKind::Punct("<" | "[" | "{")) => true,
            Some(TokenKind::Local(_)) => true,
            _ => false,
        }
    }

    /// Attributes as written, up to something that is not an attribute. `pos` is where they stand
    /// ([`attributes::FN`], [`attributes::PARAM`], [`attributes::RET`]), or 0 inside an attribute
    /// group, which also allows the `key=value` forms.
    fn attrs(&mut self, pos: u8) -> PResult<Vec<String>> {
        let in_group = pos == 0;
        let mut v = Vec::new();
        loop {
            match self.peek().cloned() {
                Some(TokenKind::AttrGroup(n)) if pos == attributes::FN => {
                    self.bump();
                    v.push(format!("#{n}"));
                }
                Some(TokenKind::Str(k)) => {
                    self.bump();
                    let mut a = format!("\"{}\"", crate::ir::printer::escape(&k));
                    if self.eat_punct("=") {
                        let val = match self.peek().cloned() {
                            Some(TokenKind::Str(s)) => s,
                            _ => return self.fail("expected a string attribute value"),
                        };
                        self.bump();
                        a.push_str(&format!("=\"{}\"", crate::ir::printer::escape(&val)));
                    }
                    v.push(a);
                }
                Some(TokenKind::Word(w)) => {
                    let Some(allowed) = attributes::positions(&w) else {
                        if in_group {
                            return self.fail(format!("unknown attribute '{w}'"));
                        }
                        break;
                    };
                    // A group holds what a function (or call site) carries.
                    let at = if in_group { attributes::FN } else { pos };
                    if allowed & at == 0 {
                        return self.fail(format!("attribute '{w}' does not apply to {}", attributes::position_name(at)));
                    }
                    self.bump();
                    let has_argument = self.is_punct("(")
                        || (in_group && self.is_punct("="))
                        || (TYPED_ATTRS.contains(&w.as_str()) && self.last_pointee.is_some());
                    if attributes::NEEDS_ARGUMENTS.contains(&w.as_str()) && !has_argument {
                        return self.fail(format!("expected '(' after '{w}'"));
                    }
                    if w == "range" {
                        v.push(self.range_attr()?);
                    } else if self.is_punct("(") {
                        let from = self.pos + 1;
                        let args = self.balanced_parens()?;
                        if w == "memory" {
                            self.check_memory_attr(from, self.pos - 1)?;
                        }
                        v.push(format!("{w}{args}"));
                    } else if let (true, Some(pointee)) = (TYPED_ATTRS.contains(&w.as_str()), self.last_pointee) {
                        // LLVM 7 (NVVM IR) spells `byval` without its type: take the pointee.
                        v.push(format!("{w}({})", self.m.types.display(pointee)));
                    } else if in_group && self.eat_punct("=") {
                        let n = self.expect_u64("an attribute value")?;
                        v.push(format!("{w}={n}"));
                    } else if INT_ARG_ATTRS.contains(&w.as_str()) {
                        let n = self.expect_u64("an alignment")?;
                        v.push(format!("{w} {n}"));
                    } else {
                        v.push(w);
                    }
                }
                _ => break,
            }
        }
        Ok(v)
    }

    /// `range(iN lo, hi)`.
    fn range_attr(&mut self) -> PResult<String> {
        self.expect_punct("(", "after 'range'")?;
        let (o, l) = (self.offset(), self.tok_len());
        let ty = self.ty()?;
        if !self.m.types.is_int(ty) {
            return self.type_error(o, l, "'range'", ty);
        }
        let mut bounds = [0i128; 2];
        for (k, b) in bounds.iter_mut().enumerate() {
            if k == 1 {
                self.expect_punct(",", "between the bounds of 'range'")?;
            }
            let (bo, bl) = (self.offset(), self.tok_len());
            let Value::Const(c) = self.value(ty)? else {
                self.error_at(bo, bl, "expected an integer");
                return Err(());
            };
            let ConstKind::Int(v) = self.m.constant(c).kind else {
                self.error_at(bo, bl, "expected an integer");
                return Err(());
            };
            *b = v;
        }
        self.expect_punct(")", "to close 'range'")?;
        Ok(format!("range({} {}, {})", self.m.types.display(ty), bounds[0], bounds[1]))
    }

    /// `memory(kind)` / `memory(location: kind, ...)` between tokens `from..to`.
    fn check_memory_attr(&mut self, from: usize, to: usize) -> PResult<()> {
        const KINDS: [&str; 4] = ["none", "read", "write", "readwrite"];
        const LOCATIONS: [&str; 6] = ["argmem", "inaccessiblemem", "errnomem", "target_mem0", "target_mem1", "other"];
        let mut k = from;
        let mut want_kind = true;
        let mut seen_location = false;
        while k < to {
            let t = &self.toks[k];
            let (o, l) = (t.start, t.len);
            let ok = match &t.kind {
                // A bare kind (the default for every location) comes first.
                TokenKind::Word(w) if want_kind && k == from => {
                    want_kind = false;
                    KINDS.contains(&w.as_str())
                }
                TokenKind::Word(w) if want_kind && seen_location_pending(&self.toks[k - 1].kind) => {
                    want_kind = false;
                    KINDS.contains(&w.as_str())
                }
                TokenKind::Label(loc) if want_kind => {
                    seen_location = true;
                    LOCATIONS.contains(&loc.as_str())
                }
                TokenKind::Punct(",") if !want_kind => {
                    want_kind = true;
                    true
                }
                _ => false,
            };
            if !ok {
                self.error_at(o, l, "expected an access kind (none, read, write, readwrite) or a memory location");
                return Err(());
            }
            k += 1;
        }
        if want_kind && (seen_location || from == to) {
            let (o, l) = self.toks.get(to).map_or((self.src.len(), 0), |t| (t.start, t.len));
            self.error_at(o, l, "expected an access kind (none, read, write, readwrite)");
            return Err(());
        }
        Ok(())
    }

    fn attribute_group(&mut self) -> PResult<()> {
        self.bump();
        let Some(TokenKind::AttrGroup(n)) = self.peek().cloned() else { return self.fail("expected '#N' after 'attributes'") };
        let (o, l) = (self.offset(), self.tok_len());
        self.bump();
        self.expect_punct("=", "after the attribute group number")?;
        self.expect_punct("{", "to open the attribute group")?;
        let attrs = self.attrs(0)?;
        self.expect_punct("}", "to close the attribute group")?;
        // LLVM merges repeated definitions of a group.
        let _ = (o, l);
        let group = self.attr_groups.entry(n).or_default();
        for a in attrs {
            if !group.contains(&a) {
                group.push(a);
            }
        }
        Ok(())
    }

    fn calling_conv(&mut self) -> PResult<CallingConv> {
        let cc = match self.word() {
            Some("ptx_kernel") => CallingConv::PtxKernel,
            Some("ptx_device") => CallingConv::PtxDevice,
            Some("ccc") => CallingConv::C,
            Some("cc") => {
                self.bump();
                let n = self.expect_u32("a calling convention number")?;
                return Ok(match n {
                    0 => CallingConv::C,
                    71 => CallingConv::PtxKernel,
                    72 => CallingConv::PtxDevice,
                    _ => CallingConv::Other(format!("cc {n}")),
                });
            }
            Some(w @ ("fastcc" | "coldcc" | "tailcc" | "swiftcc" | "preserve_mostcc" | "preserve_allcc")) => CallingConv::Other(w.to_string()),
            _ => return Ok(CallingConv::C),
        };
        self.bump();
        Ok(cc)
    }

    fn function(&mut self, is_definition: bool) -> PResult<()> {
        let start = self.offset();
        self.last_pointee = None;
        self.bump();
        let (lo, ll) = (self.offset(), self.tok_len());
        let linkage = self.linkage_words()?;
        if let Some(w) = linkage.iter().find(|w| LINKAGE_GROUPS[4..].iter().any(|g| g.contains(&w.as_str()))) {
            self.error_at(lo, ll, format!("'{w}' is not allowed before a function's type"));
            return Err(());
        }
        let cc = self.calling_conv()?;
        let ret_attrs = self.attrs(attributes::RET)?;
        let ret = self.ty()?;
        let Some(TokenKind::Global(name)) = self.peek().cloned() else { return self.fail("expected a function name") };
        let (no, nl) = (self.offset(), self.tok_len());
        self.bump();
        self.expect_punct("(", "to open the parameter list")?;
        let mut params = Vec::new();
        let mut written: Vec<(Option<String>, usize)> = Vec::new();
        let mut vararg = false;
        if !self.eat_punct(")") {
            loop {
                if self.eat_punct("...") {
                    vararg = true;
                    self.expect_punct(")", "after '...'")?;
                    break;
                }
                self.last_pointee = None;
                let ty = self.ty()?;
                let attrs = self.attrs(attributes::PARAM)?;
                self.last_pointee = None;
                let pname = match self.peek().cloned() {
                    Some(TokenKind::Local(n)) => {
                        self.bump();
                        Some(n)
                    }
                    _ => None,
                };
                written.push((pname.clone(), self.prev_end()));
                let numbered = pname.as_ref().is_some_and(|n| n.bytes().all(|c| c.is_ascii_digit()));
                params.push(Param { ty, attrs, name: if numbered { None } else { pname } });
                if self.eat_punct(")") {
                    break;
                }
                self.expect_punct(",", "or ')' in the parameter list")?;
            }
        }
        let mut attrs = Vec::new();
        let mut metadata = Vec::new();
        loop {
            let mut more = self.attrs(attributes::FN)?;
            let progressed = !more.is_empty();
            attrs.append(&mut more);
            if self.is_word("addrspace") {
                self.bump();
                let n = self.addrspace()?;
                attrs.push(format!("addrspace({n})"));
            } else if matches!(self.word(), Some("section" | "partition" | "gc")) {
                let w = self.word().unwrap_or_default().to_string();
                self.bump();
                let s = self.expect_string("a string")?;
                attrs.push(format!("{w} \"{}\"", crate::ir::printer::escape(s.as_bytes())));
            } else if let Some(TokenKind::MetaName(_)) = self.peek() {
                // `!name = ...` on a later line is named metadata, not an attachment.
                if matches!(self.peek_at(1), Some(TokenKind::Punct("="))) {
                    break;
                }
                metadata.push(self.attachment()?);
            } else if !progressed {
                break;
            }
        }
        if attrs.iter().filter(|a| a.ends_with("unnamed_addr")).count() > 1 {
            return self.fail("'unnamed_addr' given twice");
        }
        if attrs.iter().skip(1).any(|a| a.ends_with("unnamed_addr")) {
            return self.fail("'unnamed_addr' must come right after the parameter list");
        }
        let ret_ok = matches!(self.m.types.get(ret), Type::Void) || self.m.types.is_first_class(ret);
        if !ret_ok || matches!(self.m.types.get(ret), Type::Label | Type::Metadata) {
            self.error_at(no, nl, "invalid function return type");
            return Err(());
        }
        let Some(Symbol::Function(fid)) = self.symbols.get(&name).copied() else {
            self.error_at(no, nl, format!("redefinition of '@{name}'"));
            return Err(());
        };
        let header_span = self.span_at(start, self.prev_end() - start);
        let existing = &self.m.functions[fid.index()];
        if existing.span != Span::start() || (existing.is_definition != is_definition) {
            self.error_at(no, nl, format!("invalid redefinition of function '@{name}'"));
            return Err(());
        }
        let func = Function {
            name,
            linkage,
            cc,
            ret_attrs,
            ret,
            params,
            vararg,
            attrs,
            metadata,
            blocks: Vec::new(),
            insts: Vec::new(),
            metadata_args: Vec::new(),
            span: header_span,
            is_definition,
        };
        if !is_definition {
            self.m.functions[fid.index()] = func;
            return Ok(());
        }
        self.expect_punct("{", "to open the function body")?;
        self.body(func, fid, written)
    }

    // ----- function bodies ----------------------------------------------------------------

    fn body(&mut self, func: Function, fid: FuncId, written: Vec<(Option<String>, usize)>) -> PResult<()> {
        let mut st = FunctionState::default();
        let mut next = 0u32;
        for (i, (name, end)) in written.iter().enumerate() {
            match name {
                Some(n) => {
                    if n.bytes().all(|c| c.is_ascii_digit()) {
                        // Numbers increase; since LLVM 19 they may skip.
                        match n.parse::<u32>() {
                            Ok(v) if v >= next && v < u32::MAX => next = v + 1,
                            _ => {
                                let len = n.len() + 1;
                                self.error_at(end.saturating_sub(len), len, format!("argument expected to be numbered '%{next}' or greater"));
                                return Err(());
                            }
                        }
                    }
                    if st.locals.insert(n.clone(), Local::Arg(i as u32)).is_some() {
                        let len = n.len() + 1;
                        self.error_at(end.saturating_sub(len), len, format!("redefinition of argument '%{n}'"));
                        return Err(());
                    }
                }
                None => next += 1,
            }
        }
        st.next_number = next;
        st.func = Some(func);
        self.f = Some(st);
        let mut current: Option<BlockId> = None;
        loop {
            match self.peek().cloned() {
                None => return self.fail("expected '}' at the end of the function body"),
                Some(TokenKind::Punct("}")) => {
                    self.bump();
                    break;
                }
                Some(TokenKind::DebugRecord(_)) => self.debug_record()?,
                Some(TokenKind::Label(name)) => {
                    let (o, l) = (self.offset(), self.tok_len());
                    self.bump();
                    current = Some(self.define_block(Some(name), o, l)?);
                }
                _ => {
                    // The entry block may be unlabelled; so may a block that follows a terminator.
                    if current.is_none_or(|b| self.block_terminated(b)) {
                        let (o, l) = (self.offset(), self.tok_len());
                        current = Some(self.define_block(None, o, l)?);
                    }
                    let b = current.unwrap_or(BlockId(0));
                    self.instruction(b)?;
                }
            }
        }
        self.finish_function(fid)
    }

    /// `#dbg_value(...)` / `#dbg_declare(...)`: kept verbatim; the metadata and values it names
    /// are checked to exist.
    fn debug_record(&mut self) -> PResult<()> {
        let Some(TokenKind::DebugRecord(kind)) = self.peek().cloned() else { return Err(()) };
        self.bump();
        if !self.is_punct("(") {
            return self.fail("expected '(' after a debug record");
        }
        let args_start = self.offset();
        let args = self.balanced_parens()?;
        for t in lexer::lex(&args) {
            match t.kind {
                TokenKind::MetaNum(k) => self.md_uses.push((k, args_start + t.start, t.len)),
                TokenKind::Local(n) => self.state()?.debug_record_uses.push((n, args_start + t.start, t.len)),
                _ => {}
            }
        }
        self.state()?.pending_debug_records.push(format!("#{kind}{args}"));
        Ok(())
    }

    fn block_terminated(&self, b: BlockId) -> bool {
        let Some(st) = &self.f else { return false };
        let Some(f) = &st.func else { return false };
        f.blocks.get(b.index()).and_then(|bl| bl.insts.last()).is_some_and(|&i| f.inst(i).op.is_terminator())
    }

    fn state(&mut self) -> PResult<&mut FunctionState> {
        self.f.as_mut().ok_or(())
    }

    fn block_ref(&mut self, name: &str, offset: usize, len: usize) -> PResult<BlockId> {
        let st = self.state()?;
        if let Some(&b) = st.blocks.get(name) {
            return Ok(b);
        }
        let f = st.func.as_mut().ok_or(())?;
        let id = BlockId(f.blocks.len() as u32);
        f.blocks.push(Block { name: Some(name.to_string()), insts: Vec::new(), span: Span::start() });
        st.blocks.insert(name.to_string(), id);
        st.block_refs.push((offset, len, false));
        Ok(id)
    }

    fn define_block(&mut self, name: Option<String>, offset: usize, len: usize) -> PResult<BlockId> {
        let span = self.span_at(offset, len);
        let numbered = name.as_ref().is_none_or(|n| n.bytes().all(|c| c.is_ascii_digit()));
        let key = match &name {
            Some(n) => n.clone(),
            None => {
                let st = self.state()?;
                st.next_number.to_string()
            }
        };
        if numbered {
            let st = self.state()?;
            let expected = st.next_number;
            match key.parse::<u32>() {
                Ok(v) if v >= expected && v < u32::MAX => self.state()?.next_number = v + 1,
                _ => {
                    self.error_at(offset, len, format!("label expected to be numbered '{expected}' or greater"));
                    return Err(());
                }
            }
        }
        let id = self.block_ref(&key, offset, len)?;
        let st = self.state()?;
        let entry = st.block_refs.get_mut(id.index()).ok_or(())?;
        if entry.2 {
            self.error_at(offset, len, format!("redefinition of label '%{key}'"));
            return Err(());
        }
        entry.2 = true;
        st.layout.push(id);
        let f = st.func.as_mut().ok_or(())?;
        let b = &mut f.blocks[id.index()];
        b.span = span;
        b.name = if numbered { None } else { name };
        Ok(id)
    }

    /// Resolves forward references, checks labels, lays blocks out in definition order, and
    /// stores the function.
    fn finish_function(&mut self, fid: FuncId) -> PResult<()> {
        let Some(mut st) = self.f.take() else { return Err(()) };
        let Some(mut f) = st.func.take() else { return Err(()) };
        let mut failed = false;
        for (name, &b) in &st.blocks {
            if let Some(&(o, l, defined)) = st.block_refs.get(b.index()) {
                if !defined {
                    self.error_at(o, l, format!("use of undefined label '%{name}'"));
                    failed = true;
                }
            }
        }
        for (name, o, l) in std::mem::take(&mut st.debug_record_uses) {
            if !st.locals.contains_key(&name) {
                self.error_at(o, l, format!("use of undefined value '%{name}'"));
                failed = true;
            }
        }
        if !st.pending_debug_records.is_empty() {
            self.error_at(self.prev_end().saturating_sub(1), 1, "debug record must be followed by an instruction");
            failed = true;
        }
        // Resolve forward value references.
        let mut resolved: Vec<Option<Value>> = Vec::with_capacity(st.forward.len());
        for fu in &st.forward {
            match st.locals.get(&fu.name) {
                Some(&Local::Inst(i)) => {
                    let def_ty = f.insts[i.index()].ty;
                    if def_ty != fu.ty {
                        let msg = format!(
                            "'%{}' defined with type '{}' but expected '{}'",
                            fu.name,
                            self.m.types.display(def_ty),
                            self.m.types.display(fu.ty)
                        );
                        self.error_at(fu.offset, fu.len, msg);
                        failed = true;
                    }
                    resolved.push(Some(Value::Inst(i)));
                }
                Some(&Local::Arg(a)) => resolved.push(Some(Value::Arg(a))),
                None => {
                    self.error_at(fu.offset, fu.len, format!("use of undefined value '%{}'", fu.name));
                    failed = true;
                    resolved.push(None);
                }
            }
        }
        let resolve = |v: &mut Value| {
            if let Value::Inst(InstId(k)) = *v {
                if k >= FORWARD_BASE {
                    if let Some(Some(r)) = resolved.get((k - FORWARD_BASE) as usize) {
                        *v = *r;
                    }
                }
            }
        };
        for inst in &mut f.insts {
            inst.operands.iter_mut().for_each(resolve);
        }
        for md in &mut f.metadata_args {
            if let MdOperand::Value(_, v) = md {
                resolve(v);
            }
        }
        if failed {
            return Err(());
        }
        // Lay the blocks out in definition order.
        let mut remap = vec![BlockId(0); f.blocks.len()];
        for (new, old) in st.layout.iter().enumerate() {
            remap[old.index()] = BlockId(new as u32);
        }
        let mut old_blocks: Vec<Option<Block>> = std::mem::take(&mut f.blocks).into_iter().map(Some).collect();
        for old in &st.layout {
            if let Some(b) = old_blocks.get_mut(old.index()).and_then(Option::take) {
                f.blocks.push(b);
            }
        }
        for inst in &mut f.insts {
            inst.block = remap[inst.block.index()];
            for v in &mut inst.operands {
                if let Value::Block(b) = v {
                    *b = remap[b.index()];
                }
            }
            if let Opcode::Phi { blocks } = &mut inst.op {
                for b in blocks {
                    *b = remap[b.index()];
                }
            }
        }
        if f.blocks.is_empty() {
            self.error_at(self.prev_end().saturating_sub(1), 1, "function body has no basic blocks");
            return Err(());
        }
        self.m.functions[fid.index()] = f;
        Ok(())
    }

    fn define_local(&mut self, name: &str, local: Local, offset: usize, len: usize) -> PResult<()> {
        let st = self.state()?;
        if st.locals.contains_key(name) {
            self.error_at(offset, len, format!("multiple definition of local value named '%{name}'"));
            return Err(());
        }
        if name.bytes().all(|c| c.is_ascii_digit()) {
            let expected = st.next_number;
            match name.parse::<u32>() {
                Ok(v) if v >= expected && v < u32::MAX => st.next_number = v + 1,
                _ => {
                    self.error_at(offset, len, format!("instruction expected to be numbered '%{expected}' or greater"));
                    return Err(());
                }
            }
        }
        self.state()?.locals.insert(name.to_string(), local);
        Ok(())
    }

    /// A local value reference `%x` of type `ty`.
    fn local_value(&mut self, name: &str, ty: TypeId, offset: usize, len: usize) -> PResult<Value> {
        let Some(st) = self.f.as_mut() else {
            self.error_at(offset, len, format!("local value '%{name}' outside a function"));
            return Err(());
        };
        let Some(f) = st.func.as_ref() else { return Err(()) };
        match st.locals.get(name) {
            Some(&Local::Arg(a)) => {
                let p = f.params.get(a as usize).map(|p| p.ty);
                if p != Some(ty) {
                    let pt = p.map(|t| self.m.types.display(t)).unwrap_or_default();
                    self.error_at(offset, len, format!("'%{name}' defined with type '{pt}' but expected '{}'", self.m.types.display(ty)));
                    return Err(());
                }
                Ok(Value::Arg(a))
            }
            Some(&Local::Inst(i)) => {
                let dt = f.insts[i.index()].ty;
                if dt != ty {
                    let msg = format!(
                        "'%{name}' defined with type '{}' but expected '{}'",
                        self.m.types.display(dt),
                        self.m.types.display(ty)
                    );
                    self.error_at(offset, len, msg);
                    return Err(());
                }
                Ok(Value::Inst(i))
            }
            None => {
                let k = st.forward.len() as u32;
                st.forward.push(ForwardUse { name: name.to_string(), ty, offset, len });
                Ok(Value::Inst(InstId(FORWARD_BASE + k)))
            }
        }
    }

    // ----- types --------------------------------------------------------------------------

    fn ty(&mut self) -> PResult<TypeId> {
        self.enter()?;
        let r = self.ty_inner();
        self.leave();
        r
    }

    fn ty_inner(&mut self) -> PResult<TypeId> {
        let (o, l) = (self.offset(), self.tok_len());
        let mut t = match self.peek().cloned() {
            Some(TokenKind::Word(w)) => {
                self.bump();
                match w.as_str() {
                    "void" => self.m.types.void(),
                    "half" => self.m.types.intern(Type::Half),
                    "bfloat" => self.m.types.intern(Type::BFloat),
                    "float" => self.m.types.intern(Type::Float),
                    "double" => self.m.types.intern(Type::Double),
                    "label" => self.m.types.intern(Type::Label),
                    "metadata" => self.m.types.intern(Type::Metadata),
                    "token" => self.m.types.intern(Type::Token),
                    "ptr" => {
                        let mut a = 0;
                        if self.eat_word("addrspace") {
                            a = self.addrspace()?;
                        }
                        self.m.types.ptr(a)
                    }
                    "fp128" | "x86_fp80" | "ppc_fp128" | "x86_amx" => {
                        self.error_at(o, l, format!("type '{w}' is not supported on NVPTX"));
                        return Err(());
                    }
                    _ if is_int_type_word(&w) => match w[1..].parse::<u32>() {
                        Ok(n) if (1..=MAX_INT_BITS).contains(&n) => self.m.types.int(n),
                        _ => {
                            self.error_at(o, l, "bitwidth for integer type out of range");
                            return Err(());
                        }
                    },
                    _ => {
                        self.error_at(o, l, format!("expected a type, found '{w}'"));
                        return Err(());
                    }
                }
            }
            Some(TokenKind::Local(n)) => {
                self.bump();
                self.m.types.named_struct(&n)
            }
            Some(TokenKind::Punct("{")) => self.struct_body(false)?,
            Some(TokenKind::Punct("<")) => {
                self.bump();
                if self.is_punct("{") {
                    let t = self.struct_body(true)?;
                    self.expect_punct(">", "to close the packed struct")?;
                    t
                } else {
                    let n = self.expect_u32("a vector length")?;
                    self.expect_word("x", "in a vector type")?;
                    let (eo, el) = (self.offset(), self.tok_len());
                    let elem = self.ty()?;
                    self.expect_punct(">", "to close the vector type")?;
                    let ok = self.m.types.is_int(elem) || self.m.types.is_float(elem) || self.m.types.is_ptr(elem);
                    if !ok || n == 0 {
                        self.error_at(eo, el, "invalid vector element type or length");
                        return Err(());
                    }
                    self.m.types.intern(Type::Vector { len: n, elem })
                }
            }
            Some(TokenKind::Punct("[")) => {
                self.bump();
                let n = self.expect_u64("an array length")?;
                self.expect_word("x", "in an array type")?;
                let elem = self.ty()?;
                self.expect_punct("]", "to close the array type")?;
                self.m.types.intern(Type::Array { len: n, elem })
            }
            _ => return self.fail("expected a type"),
        };
        // Suffixes: typed pointers (NVVM IR) and function types.
        loop {
            if self.is_word("addrspace") && matches!(self.peek_at(4), Some(TokenKind::Punct("*"))) {
                self.bump();
                let a = self.addrspace()?;
                self.expect_punct("*", "after 'addrspace(N)'")?;
                self.m.typed_pointers = true;
                self.last_pointee = Some(t);
                t = self.m.types.ptr(a);
            } else if self.is_punct("*") {
                self.bump();
                self.m.typed_pointers = true;
                self.last_pointee = Some(t);
                t = self.m.types.ptr(0);
            } else if self.is_punct("(") && self.function_type_follows() {
                self.bump();
                let mut params = Vec::new();
                let mut vararg = false;
                if !self.eat_punct(")") {
                    loop {
                        if self.eat_punct("...") {
                            vararg = true;
                            self.expect_punct(")", "after '...'")?;
                            break;
                        }
                        params.push(self.ty()?);
                        if self.eat_punct(")") {
                            break;
                        }
                        self.expect_punct(",", "or ')' in a function type")?;
                    }
                }
                t = self.m.types.intern(Type::Function { ret: t, params, vararg });
            } else {
                return Ok(t);
            }
        }
    }

    /// Whether the `(` at the current token opens a function type's parameter list (a type or
    /// `...` or `)` follows) rather than something else.
    fn function_type_follows(&self) -> bool {
        match self.peek_at(1) {
            Some(TokenKind::Punct(")" | "..." | "{" | "[")) => true,
            Some(TokenKind::Punct("<")) => true,
            Some(TokenKind::Word(w)) => TYPE_WORDS.contains(&w.as_str()) || is_int_type_word(w),
            Some(TokenKind::Local(_)) => matches!(self.peek_at(2), Some(TokenKind::Punct("," | ")" | "*"))),
            _ => false,
        }
    }

    fn struct_body(&mut self, packed: bool) -> PResult<TypeId> {
        self.expect_punct("{", "to open the struct type")?;
        let mut fields = Vec::new();
        if !self.eat_punct("}") {
            loop {
                fields.push(self.ty()?);
                if self.eat_punct("}") {
                    break;
                }
                self.expect_punct(",", "or '}' in a struct type")?;
            }
        }
        Ok(self.m.types.intern(Type::Struct { fields, packed }))
    }

    // ----- constants and values -----------------------------------------------------------

    fn typed_value(&mut self) -> PResult<(TypeId, Value)> {
        let ty = self.ty()?;
        let v = self.value(ty)?;
        Ok((ty, v))
    }

    /// A constant of type `ty` (module level).
    fn constant(&mut self, ty: TypeId) -> PResult<ConstId> {
        let (o, l) = (self.offset(), self.tok_len());
        match self.value(ty)? {
            Value::Const(c) => Ok(c),
            _ => {
                self.error_at(o, l, "expected a constant");
                Err(())
            }
        }
    }

    fn typed_constant(&mut self) -> PResult<ConstId> {
        let ty = self.ty()?;
        self.constant(ty)
    }

    fn mk(&mut self, ty: TypeId, kind: ConstKind) -> Value {
        Value::Const(self.m.intern_const(Const { ty, kind }))
    }

    fn type_error<T>(&mut self, o: usize, l: usize, what: &str, ty: TypeId) -> PResult<T> {
        let msg = format!("{what} is not valid for type '{}'", self.m.types.display(ty));
        self.error_at(o, l, msg);
        Err(())
    }

    /// A value of type `ty`.
    fn value(&mut self, ty: TypeId) -> PResult<Value> {
        self.enter()?;
        let r = self.value_inner(ty);
        self.leave();
        r
    }

    fn value_inner(&mut self, ty: TypeId) -> PResult<Value> {
        let (o, l) = (self.offset(), self.tok_len());
        if matches!(self.m.types.get(ty), Type::Metadata) {
            // `metadata !5`, `metadata !"s"`, `metadata i32 %x` (a call argument).
            let md = self.md_operand()?;
            let Some(st) = self.f.as_mut() else {
                self.error_at(o, l, "metadata values appear only as call arguments");
                return Err(());
            };
            let f = st.func.as_mut().ok_or(())?;
            f.metadata_args.push(md);
            return Ok(Value::Metadata(f.metadata_args.len() as u32 - 1));
        }
        let tk = self.peek().cloned();
        match tk {
            Some(TokenKind::Local(name)) => {
                self.bump();
                if matches!(self.m.types.get(ty), Type::Label) {
                    return Ok(Value::Block(self.block_ref(&name, o, l)?));
                }
                self.local_value(&name, ty, o, l)
            }
            Some(TokenKind::Global(name)) => {
                self.bump();
                if !self.m.types.is_ptr(ty) {
                    return self.type_error(o, l, &format!("global '@{name}'"), ty);
                }
                let kind = match self.symbols.get(&name) {
                    Some(Symbol::Global(g)) => ConstKind::Global(*g),
                    Some(Symbol::Function(f)) => ConstKind::Function(*f),
                    // An intrinsic needs no declaration (LLVM declares it from the call).
                    None if name.starts_with("llvm.") && self.f.is_some() && self.intrinsic_callee_allowed => {
                        let id = FuncId(self.m.functions.len() as u32);
                        self.m.functions.push(Function::placeholder(name.clone(), self.m.types.void(), false));
                        self.symbols.insert(name.clone(), Symbol::Function(id));
                        self.implicit_intrinsics.push(id);
                        ConstKind::Function(id)
                    }
                    None => {
                        self.error_at(o, l, format!("use of undefined value '@{name}'"));
                        return Err(());
                    }
                };
                self.symbol_uses.push((name, o, l, ty));
                Ok(self.mk(ty, kind))
            }
            Some(TokenKind::Int(s)) => {
                self.bump();
                let Some(bits) = self.m.types.int_width(ty) else {
                    return self.type_error(o, l, "integer constant", ty);
                };
                if bits > 128 {
                    self.error_at(o, l, "integer constants wider than 128 bits are not supported");
                    return Err(());
                }
                let parsed = if let Some(h) = s.strip_prefix("u0x").or_else(|| s.strip_prefix("s0x")) {
                    u128::from_str_radix(h, 16).ok().map(|v| v as i128)
                } else {
                    s.parse::<i128>().ok()
                };
                let Some(v) = parsed else {
                    self.error_at(o, l, "integer constant is too large");
                    return Err(());
                };
                // Truncate to the width, then sign-extend: LLVM accepts 255 and -1 for i8 alike.
                let v = if bits >= 128 { v } else { (v << (128 - bits)) >> (128 - bits) };
                Ok(self.mk(ty, ConstKind::Int(v)))
            }
            Some(TokenKind::Float(s)) => {
                self.bump();
                let Some(bits) = self.float_bits(&s, ty) else {
                    self.error_at(o, l, format!("floating point constant invalid for type '{}'", self.m.types.display(ty)));
                    return Err(());
                };
                Ok(self.mk(ty, ConstKind::Float(bits)))
            }
            Some(TokenKind::Word(w)) => self.word_value(&w, ty, o, l),
            Some(TokenKind::CStr(bytes)) => {
                self.bump();
                match self.m.types.get(ty) {
                    Type::Array { len, elem } if *len == bytes.len() as u64 && self.m.types.int_width(*elem) == Some(8) => {
                        Ok(self.mk(ty, ConstKind::Bytes(bytes)))
                    }
                    _ => self.type_error(o, l, "string constant", ty),
                }
            }
            Some(TokenKind::Punct("[")) => {
                self.bump();
                let elems = self.const_list("]")?;
                match self.m.types.get(ty).clone() {
                    Type::Array { len, elem } => {
                        self.check_elems(&elems, elem, o, l)?;
                        if len != elems.len() as u64 {
                            self.error_at(o, l, "array constant has the wrong number of elements");
                            return Err(());
                        }
                        Ok(self.mk(ty, ConstKind::Array(elems)))
                    }
                    _ => self.type_error(o, l, "array constant", ty),
                }
            }
            Some(TokenKind::Punct("<")) => {
                self.bump();
                if self.eat_punct("{") {
                    let elems = self.const_list("}")?;
                    self.expect_punct(">", "to close the packed struct constant")?;
                    return self.struct_const(ty, elems, o, l);
                }
                let elems = self.const_list(">")?;
                match self.m.types.get(ty).clone() {
                    Type::Vector { len, elem } => {
                        self.check_elems(&elems, elem, o, l)?;
                        if len as usize != elems.len() {
                            self.error_at(o, l, "vector constant has the wrong number of elements");
                            return Err(());
                        }
                        Ok(self.mk(ty, ConstKind::Vector(elems)))
                    }
                    _ => self.type_error(o, l, "vector constant", ty),
                }
            }
            Some(TokenKind::Punct("{")) => {
                self.bump();
                let elems = self.const_list("}")?;
                self.struct_const(ty, elems, o, l)
            }
            _ => self.fail("expected a value"),
        }
    }

    fn struct_const(&mut self, ty: TypeId, elems: Vec<ConstId>, o: usize, l: usize) -> PResult<Value> {
        let Some(fields) = self.m.types.struct_fields(ty).map(<[TypeId]>::to_vec) else {
            return self.type_error(o, l, "struct constant", ty);
        };
        let types: Vec<TypeId> = elems.iter().map(|c| self.m.constant(*c).ty).collect();
        if types != fields {
            return self.type_error(o, l, "struct constant", ty);
        }
        Ok(self.mk(ty, ConstKind::Struct(elems)))
    }

    fn check_elems(&mut self, elems: &[ConstId], elem: TypeId, o: usize, l: usize) -> PResult<()> {
        if elems.iter().any(|c| self.m.constant(*c).ty != elem) {
            self.error_at(o, l, format!("element types must be '{}'", self.m.types.display(elem)));
            return Err(());
        }
        Ok(())
    }

    /// `T c, T c, ... close`.
    fn const_list(&mut self, close: &str) -> PResult<Vec<ConstId>> {
        let mut v = Vec::new();
        if self.eat_punct(close) {
            return Ok(v);
        }
        loop {
            v.push(self.typed_constant()?);
            if self.eat_punct(close) {
                return Ok(v);
            }
            self.expect_punct(",", &format!("or '{close}' in a constant list"))?;
        }
    }

    fn float_bits(&self, s: &str, ty: TypeId) -> Option<u64> {
        let t = self.m.types.get(ty).clone();
        let (hex_prefix, digits) = if let Some(h) = s.strip_prefix("0x") {
            match h.as_bytes().first() {
                Some(b'H' | b'R' | b'K' | b'L' | b'M') => (Some(h.as_bytes()[0]), &h[1..]),
                _ => (None, h),
            }
        } else {
            let v: f64 = s.parse().ok()?;
            return self.double_to_type(v, &t);
        };
        let raw = u64::from_str_radix(digits, 16).ok().or_else(|| (digits.len() > 16).then_some(u64::MAX))?;
        match (hex_prefix, &t) {
            (Some(b'H'), Type::Half) | (Some(b'R'), Type::BFloat) => (raw <= 0xffff).then_some(raw),
            (None, _) => {
                if digits.len() > 16 {
                    return None;
                }
                self.double_to_type(f64::from_bits(raw), &t)
            }
            _ => None,
        }
    }

    /// The value in the type's own format, if it converts exactly (as LLVM requires of a
    /// literal; NaNs convert).
    fn double_to_type(&self, v: f64, t: &Type) -> Option<u64> {
        let exact = |back: f64| back == v || (v.is_nan() && back.is_nan()) || (back == 0.0 && v == 0.0 && back.is_sign_negative() == v.is_sign_negative());
        match t {
            Type::Double => Some(v.to_bits()),
            Type::Float => {
                let f = v as f32;
                exact(f64::from(f)).then(|| u64::from(f.to_bits()))
            }
            Type::Half => {
                let h = f64_to_half_bits(v);
                exact(half_bits_to_f64(h)).then_some(u64::from(h))
            }
            Type::BFloat => {
                let b = f64_to_bfloat_bits(v);
                exact(f64::from(f32::from_bits(u32::from(b) << 16))).then_some(u64::from(b))
            }
            _ => None,
        }
    }

    fn word_value(&mut self, w: &str, ty: TypeId, o: usize, l: usize) -> PResult<Value> {
        let simple = match w {
            "true" | "false" => {
                self.bump();
                if self.m.types.int_width(ty) != Some(1) {
                    return self.type_error(o, l, &format!("'{w}'"), ty);
                }
                return Ok(self.mk(ty, ConstKind::Int(if w == "true" { -1 } else { 0 })));
            }
            "null" => Some(ConstKind::Null),
            "zeroinitializer" => Some(ConstKind::Zero),
            "undef" => Some(ConstKind::Undef),
            "poison" => Some(ConstKind::Poison),
            "none" => Some(ConstKind::NoneToken),
            _ => None,
        };
        if let Some(kind) = simple {
            self.bump();
            let ok = match kind {
                ConstKind::Null => self.m.types.is_ptr(ty),
                ConstKind::NoneToken => matches!(self.m.types.get(ty), Type::Token),
                _ => self.m.types.is_first_class(ty) && !matches!(self.m.types.get(ty), Type::Metadata),
            };
            if !ok {
                return self.type_error(o, l, &format!("'{w}'"), ty);
            }
            return Ok(self.mk(ty, kind));
        }
        if w == "splat" {
            self.bump();
            self.expect_punct("(", "after 'splat'")?;
            let c = self.typed_constant()?;
            self.expect_punct(")", "to close 'splat'")?;
            let Some(len) = self.m.types.vector_len(ty) else { return self.type_error(o, l, "'splat'", ty) };
            if self.m.constant(c).ty != self.m.types.scalar(ty) {
                return self.type_error(o, l, "'splat'", ty);
            }
            return Ok(self.mk(ty, ConstKind::Vector(vec![c; len as usize])));
        }
        if w == "asm" {
            self.bump();
            let mut keywords = Vec::new();
            while let Some(k) = self.word() {
                if !matches!(k, "sideeffect" | "alignstack" | "inteldialect" | "unwind") {
                    break;
                }
                keywords.push(k.to_string());
                self.bump();
            }
            let Some(TokenKind::Str(template)) = self.peek().cloned() else { return self.fail("expected the asm template string") };
            self.bump();
            self.expect_punct(",", "after the asm template")?;
            let Some(TokenKind::Str(constraints)) = self.peek().cloned() else { return self.fail("expected the asm constraint string") };
            self.bump();
            self.m.inline_asm.push(InlineAsm { keywords, template, constraints });
            return Ok(Value::InlineAsm(self.m.inline_asm.len() as u32 - 1));
        }
        if w == "getelementptr" {
            self.bump();
            let mut flags = 0;
            loop {
                match self.word() {
                    Some("inbounds") => flags |= Flags::INBOUNDS | Flags::NUSW,
                    Some("nusw") => flags |= Flags::NUSW,
                    Some("nuw") => flags |= Flags::NUW,
                    _ => break,
                }
                self.bump();
            }
            self.expect_punct("(", "after 'getelementptr'")?;
            let source = self.ty()?;
            let mut ops = Vec::new();
            while self.eat_punct(",") {
                ops.push(self.typed_constant()?);
            }
            self.expect_punct(")", "to close the constant expression")?;
            let Some(&base) = ops.first() else { return self.fail("getelementptr needs a base pointer") };
            let base_ty = self.m.constant(base).ty;
            let idx_tys: Vec<TypeId> = ops[1..].iter().map(|c| self.m.constant(*c).ty).collect();
            let rt = self.gep_result(source, base_ty, &idx_tys, &ops[1..], o, l)?;
            if rt != ty {
                return self.type_error(o, l, "getelementptr constant expression", ty);
            }
            return Ok(self.mk(ty, ConstKind::Expr(ConstExpr { op: Opcode::GetElementPtr { source }, operands: ops, flags: Flags(flags) })));
        }
        if let Some(&(_, cast)) = CAST_OPS.iter().find(|(n, _)| *n == w) {
            self.bump();
            self.expect_punct("(", "after the cast")?;
            let c = self.typed_constant()?;
            self.expect_word("to", "in the cast")?;
            let to = self.ty()?;
            self.expect_punct(")", "to close the constant expression")?;
            if to != ty {
                return self.type_error(o, l, "cast constant expression", ty);
            }
            let from = self.m.constant(c).ty;
            self.check_cast(cast, from, to, o, l)?;
            return Ok(self.mk(ty, ConstKind::Expr(ConstExpr { op: Opcode::Cast(cast), operands: vec![c], flags: Flags::default() })));
        }
        if let Some(&(_, bin)) = BINARY_OPS.iter().find(|(n, _)| *n == w && matches!(*n, "add" | "sub" | "xor" | "mul")) {
            self.bump();
            let mut flags = 0;
            while let Some(f) = self.word() {
                match f {
                    "nuw" => flags |= Flags::NUW,
                    "nsw" => flags |= Flags::NSW,
                    _ => break,
                }
                self.bump();
            }
            self.expect_punct("(", "after the operator")?;
            let a = self.typed_constant()?;
            self.expect_punct(",", "between the operands")?;
            let b = self.typed_constant()?;
            self.expect_punct(")", "to close the constant expression")?;
            if self.m.constant(a).ty != ty || self.m.constant(b).ty != ty || !self.m.types.is_int(self.m.types.scalar(ty)) {
                return self.type_error(o, l, "constant expression", ty);
            }
            return Ok(self.mk(ty, ConstKind::Expr(ConstExpr { op: Opcode::Binary(bin), operands: vec![a, b], flags: Flags(flags) })));
        }
        self.error_at(o, l, format!("expected a value, found '{w}'"));
        Err(())
    }

    /// The result type of a GEP, checking that the indices walk `source`.
    fn gep_result(&mut self, source: TypeId, base_ty: TypeId, idx_tys: &[TypeId], idx: &[ConstId], o: usize, l: usize) -> PResult<TypeId> {
        let scalar_base = self.m.types.scalar(base_ty);
        let Type::Ptr(a) = *self.m.types.get(scalar_base) else {
            self.error_at(o, l, "base of getelementptr must be a pointer");
            return Err(());
        };
        if !self.m.types.is_sized(source) {
            self.error_at(o, l, "base element of getelementptr must be sized");
            return Err(());
        }
        let mut vec_len = self.m.types.vector_len(base_ty);
        let mut cur = source;
        for (k, &it) in idx_tys.iter().enumerate() {
            if !self.m.types.is_int(self.m.types.scalar(it)) {
                self.error_at(o, l, "getelementptr index must be an integer");
                return Err(());
            }
            if let Some(n) = self.m.types.vector_len(it) {
                if vec_len.is_some_and(|v| v != n) {
                    self.error_at(o, l, "getelementptr vector index has a wrong number of elements");
                    return Err(());
                }
                vec_len = Some(n);
            }
            if k == 0 {
                continue;
            }
            let is_struct = self.m.types.struct_fields(cur).is_some();
            if is_struct && self.m.types.int_width(it) != Some(32) {
                self.error_at(o, l, "invalid getelementptr indices: struct indices are i32 constants");
                return Err(());
            }
            let next = if is_struct {
                let field = idx.get(k).and_then(|c| match self.m.constant(*c).kind {
                    ConstKind::Int(v) => u64::try_from(v).ok(),
                    _ => None,
                });
                match field {
                    Some(fi) => self.m.types.member(cur, fi),
                    None => {
                        self.error_at(o, l, "struct index of getelementptr must be a constant integer");
                        return Err(());
                    }
                }
            } else {
                match self.m.types.get(cur) {
                    Type::Array { elem, .. } | Type::Vector { elem, .. } => Some(*elem),
                    _ => None,
                }
            };
            let Some(n) = next else {
                self.error_at(o, l, "invalid getelementptr indices");
                return Err(());
            };
            cur = n;
        }
        let p = self.m.types.ptr(a);
        Ok(match vec_len {
            Some(len) => self.m.types.intern(Type::Vector { len, elem: p }),
            None => p,
        })
    }

    fn check_cast(&mut self, op: CastOp, from: TypeId, to: TypeId, o: usize, l: usize) -> PResult<()> {
        let t = &self.m.types;
        let (sf, st) = (t.scalar(from), t.scalar(to));
        let same_shape = t.vector_len(from) == t.vector_len(to);
        let fw = |x: TypeId| match t.get(x) {
            Type::Half | Type::BFloat => 16,
            Type::Float => 32,
            Type::Double => 64,
            _ => 0,
        };
        let ok = (same_shape || op == CastOp::BitCast)
            && match op {
                CastOp::Trunc => t.int_width(sf).zip(t.int_width(st)).is_some_and(|(a, b)| a > b),
                CastOp::ZExt | CastOp::SExt => t.int_width(sf).zip(t.int_width(st)).is_some_and(|(a, b)| a < b),
                CastOp::FPTrunc => t.is_float(sf) && t.is_float(st) && fw(sf) > fw(st),
                CastOp::FPExt => t.is_float(sf) && t.is_float(st) && fw(sf) < fw(st),
                CastOp::FPToUI | CastOp::FPToSI => t.is_float(sf) && t.is_int(st),
                CastOp::UIToFP | CastOp::SIToFP => t.is_int(sf) && t.is_float(st),
                CastOp::PtrToInt => t.is_ptr(sf) && t.is_int(st),
                CastOp::IntToPtr => t.is_int(sf) && t.is_ptr(st),
                CastOp::AddrSpaceCast => t.is_ptr(sf) && t.is_ptr(st) && sf != st,
                CastOp::BitCast => {
                    if t.is_ptr(sf) || t.is_ptr(st) {
                        sf == st
                    } else {
                        t.is_first_class(from) && t.is_first_class(to) && self.bit_size(from).is_some() && self.bit_size(from) == self.bit_size(to)
                    }
                }
            };
        if !ok {
            let msg = format!("invalid cast opcode for cast from '{}' to '{}'", t.display(from), t.display(to));
            self.error_at(o, l, msg);
            return Err(());
        }
        Ok(())
    }

    fn bit_size(&self, ty: TypeId) -> Option<u64> {
        let t = &self.m.types;
        match t.get(ty) {
            Type::Int(n) => Some(u64::from(*n)),
            Type::Half | Type::BFloat => Some(16),
            Type::Float => Some(32),
            Type::Double => Some(64),
            Type::Vector { len, elem } => self.bit_size(*elem).map(|b| b * u64::from(*len)),
            _ => None,
        }
    }

    // ----- metadata -----------------------------------------------------------------------

    fn md_operand(&mut self) -> PResult<MdOperand> {
        self.enter()?;
        let r = self.md_operand_inner();
        self.leave();
        r
    }

    fn md_operand_inner(&mut self) -> PResult<MdOperand> {
        let (o, l) = (self.offset(), self.tok_len());
        match self.peek().cloned() {
            Some(TokenKind::MetaNum(n)) => {
                self.bump();
                self.md_uses.push((n, o, l));
                Ok(MdOperand::Ref(n))
            }
            Some(TokenKind::MetaString(s)) => {
                self.bump();
                Ok(MdOperand::String(s))
            }
            Some(TokenKind::Bang) => {
                self.bump();
                self.expect_punct("{", "after '!'")?;
                let mut v = Vec::new();
                if !self.eat_punct("}") {
                    loop {
                        v.push(self.md_operand()?);
                        if self.eat_punct("}") {
                            break;
                        }
                        self.expect_punct(",", "or '}' in a metadata tuple")?;
                    }
                }
                Ok(MdOperand::Tuple(v))
            }
            Some(TokenKind::MetaName(n)) if n.starts_with("DI") || n.starts_with("Gen") => {
                self.bump();
                if !self.is_punct("(") {
                    return self.fail("expected '(' after a specialised metadata node");
                }
                let fields_start = self.pos;
                let args = self.balanced_parens()?;
                if n != "DIExpression" && n != "DIArgList" {
                    self.check_fields(fields_start + 1, self.pos - 1)?;
                }
                // Record numbered references inside, so they are checked like the others.
                for t in lexer::lex(&args) {
                    if let TokenKind::MetaNum(k) = t.kind {
                        self.md_uses.push((k, o, l));
                    }
                }
                Ok(MdOperand::Special(format!("!{n}{args}")))
            }
            Some(TokenKind::Word(w)) if w == "null" => {
                self.bump();
                Ok(MdOperand::Null)
            }
            _ if self.at_type() => {
                let ty = self.ty()?;
                if matches!(self.m.types.get(ty), Type::Metadata) {
                    return self.md_operand();
                }
                if !self.m.types.is_first_class(ty) {
                    self.error_at(o, l, "invalid type for a metadata value");
                    return Err(());
                }
                let v = self.value(ty)?;
                Ok(MdOperand::Value(ty, v))
            }
            _ => self.fail("expected a metadata operand"),
        }
    }

    /// Checks that tokens `from..to` (inside a specialised node's parentheses) are
    /// `label: value` fields separated by commas, and that the fields LLVM types (numbers,
    /// node references, strings, DWARF constants, flags) hold values of that kind.
    fn check_fields(&mut self, from: usize, to: usize) -> PResult<()> {
        let mut k = from;
        while k < to {
            let Some(TokenKind::Label(field)) = self.toks.get(k).map(|t| t.kind.clone()) else {
                let (o, l) = (self.toks[k].start, self.toks[k].len);
                self.error_at(o, l, "expected field label here");
                return Err(());
            };
            k += 1;
            let value_start = k;
            let mut depth = 0u32;
            while k < to {
                match self.toks[k].kind {
                    TokenKind::Punct("," ) if depth == 0 => break,
                    TokenKind::Punct("(" | "{") => depth += 1,
                    TokenKind::Punct(")" | "}") => depth = depth.saturating_sub(1),
                    _ => {}
                }
                k += 1;
            }
            let value = &self.toks[value_start..k];
            let (o, l) = self.toks.get(value_start).map_or((self.src.len(), 0), |t| (t.start, t.len));
            if value.is_empty() || value.iter().any(|t| matches!(t.kind, TokenKind::Label(_))) {
                self.error_at(o, l, format!("expected a value for field '{field}'"));
                return Err(());
            }
            let kind = DI_FIELD_KINDS.iter().find(|(n, _)| *n == field).map(|(_, k)| *k);
            let single = value.len() == 1;
            let ok = match kind {
                Some(DiField::Unsigned32) => single && matches!(&value[0].kind, TokenKind::Int(v) if v.parse::<u32>().is_ok()),
                Some(DiField::Unsigned64) => single && matches!(&value[0].kind, TokenKind::Int(v) if v.parse::<u64>().is_ok()),
                Some(DiField::Node) => {
                    (single && matches!(&value[0].kind, TokenKind::MetaNum(_) | TokenKind::Word(_)) && !matches!(&value[0].kind, TokenKind::Word(w) if w != "null"))
                        || matches!(value[0].kind, TokenKind::Bang | TokenKind::MetaName(_))
                }
                Some(DiField::String) => single && matches!(value[0].kind, TokenKind::Str(_)),
                Some(DiField::Dwarf(prefix)) => {
                    single && match &value[0].kind {
                        TokenKind::Word(w) => w.starts_with(prefix),
                        TokenKind::Int(_) => true,
                        _ => false,
                    }
                }
                Some(DiField::Flags) => value.iter().enumerate().all(|(x, t)| match &t.kind {
                    TokenKind::Word(w) => x % 2 == 0 && w.starts_with("DI"),
                    TokenKind::Int(_) => x % 2 == 0,
                    TokenKind::Punct("|") => x % 2 == 1,
                    _ => false,
                }) && value.len() % 2 == 1,
                None => true,
            };
            if !ok {
                self.error_at(o, l, format!("invalid value for field '{field}'"));
                return Err(());
            }
            k += 1; // the comma
        }
        Ok(())
    }

    fn attachment(&mut self) -> PResult<(String, MdOperand)> {
        let Some(TokenKind::MetaName(kind)) = self.peek().cloned() else { return self.fail("expected a metadata attachment") };
        self.bump();
        let md = self.md_operand()?;
        if !matches!(md, MdOperand::Ref(_) | MdOperand::Tuple(_) | MdOperand::Special(_)) {
            return self.fail("expected a metadata node in the attachment");
        }
        Ok((kind, md))
    }

    fn metadata_def(&mut self) -> PResult<()> {
        let Some(TokenKind::MetaNum(n)) = self.peek().cloned() else { return Err(()) };
        // Until it is read in full, uses of `!n` are not reported as undefined (one error, not a
        // cascade).
        self.failed_md.insert(n);
        let (o, l) = (self.offset(), self.tok_len());
        self.bump();
        self.expect_punct("=", "after the metadata number")?;
        let distinct = self.eat_word("distinct");
        let body = self.md_operand()?;
        if !matches!(body, MdOperand::Tuple(_) | MdOperand::Special(_)) {
            self.error_at(o, l, "expected a metadata node after '='");
            return Err(());
        }
        if self.m.md_index.contains_key(&n) {
            self.error_at(o, l, format!("metadata id '!{n}' is already defined"));
            return Err(());
        }
        let span = self.span_at(o, self.prev_end() - o);
        self.m.md_index.insert(n, self.m.metadata.len());
        self.m.metadata.push(MdNode { number: n, distinct, body, span });
        self.failed_md.remove(&n);
        Ok(())
    }

    fn named_metadata(&mut self) -> PResult<()> {
        let Some(TokenKind::MetaName(name)) = self.peek().cloned() else { return Err(()) };
        let o = self.offset();
        self.bump();
        self.expect_punct("=", "after the named metadata")?;
        if !matches!(self.peek(), Some(TokenKind::Bang)) {
            return self.fail("expected '!{' in named metadata");
        }
        self.bump();
        self.expect_punct("{", "in named metadata")?;
        let mut nodes = Vec::new();
        if !self.eat_punct("}") {
            loop {
                let (mo, ml) = (self.offset(), self.tok_len());
                let Some(TokenKind::MetaNum(k)) = self.peek().cloned() else {
                    return self.fail("named metadata operands must be numbered nodes");
                };
                self.bump();
                self.md_uses.push((k, mo, ml));
                nodes.push(k);
                if self.eat_punct("}") {
                    break;
                }
                self.expect_punct(",", "or '}' in named metadata")?;
            }
        }
        let span = self.span_at(o, self.prev_end() - o);
        self.m.named_metadata.push(NamedMd { name, nodes, span });
        Ok(())
    }

    // ----- instructions -------------------------------------------------------------------

    fn instruction(&mut self, block: BlockId) -> PResult<()> {
        let start = self.offset();
        let mut name: Option<(String, usize, usize)> = None;
        if let (Some(TokenKind::Local(n)), Some(TokenKind::Punct("="))) = (self.peek().cloned(), self.peek_at(1)) {
            name = Some((n, self.offset(), self.tok_len()));
            self.bump();
            self.bump();
        }
        let Some(opname) = self.word().map(str::to_string) else { return self.fail("expected an instruction opcode") };
        let (oo, ol) = (self.offset(), self.tok_len());
        self.bump();
        let mut inst = Inst {
            name: None,
            op: Opcode::Unreachable,
            ty: self.m.types.void(),
            operands: Vec::new(),
            flags: Flags::default(),
            metadata: Vec::new(),
            debug_records: std::mem::take(&mut self.state()?.pending_debug_records),
            block,
            span: Span::start(),
        };
        self.instruction_body(&opname, &mut inst, oo, ol)?;
        if inst.flags.0 & Flags::FAST != 0 && matches!(inst.op, Opcode::Call(_) | Opcode::Select | Opcode::Phi { .. }) {
            // FPMathOperator::isSupportedFloatingPointType: an FP scalar or vector, arrays of them
            // (nested), or a literal struct of one such type repeated (clang's wmma/mma calls
            // return `{ <2 x half>, ... }` with `contract`).
            let t = &self.m.types;
            let mut elem = inst.ty;
            if let Type::Struct { fields, .. } = t.get(elem) {
                if let Some(&first) = fields.first().filter(|&&f| fields.iter().all(|&x| x == f)) {
                    elem = first;
                }
            } else {
                while let Type::Array { elem: e, .. } = t.get(elem) {
                    elem = *e;
                }
            }
            if matches!(t.get(elem), Type::Struct { .. }) || !t.is_float(t.scalar(elem)) {
                let msg = format!("fast-math-flags specified for {} without floating-point scalar or vector return type", inst.op.name());
                self.error_at(oo, ol, msg);
                return Err(());
            }
        }
        while self.eat_punct(",") {
            if let Some(TokenKind::MetaName(_)) = self.peek() {
                inst.metadata.push(self.attachment()?);
            } else {
                return self.fail("expected a metadata attachment");
            }
        }
        inst.span = self.span_at(start, self.prev_end() - start);
        let void = matches!(self.m.types.get(inst.ty), Type::Void);
        let st = self.state()?;
        let f = st.func.as_mut().ok_or(())?;
        let id = InstId(f.insts.len() as u32);
        match name {
            Some((n, o, l)) => {
                if void {
                    self.error_at(o, l, "instructions returning void cannot have a name");
                    return Err(());
                }
                self.define_local(&n, Local::Inst(id), o, l)?;
                if !n.bytes().all(|c| c.is_ascii_digit()) {
                    inst.name = Some(n);
                }
            }
            None if !void => {
                let st = self.state()?;
                let k = st.next_number.to_string();
                self.define_local(&k, Local::Inst(id), start, 0)?;
            }
            None => {}
        }
        let st = self.state()?;
        let f = st.func.as_mut().ok_or(())?;
        f.insts.push(inst);
        f.blocks[block.index()].insts.push(id);
        Ok(())
    }

    fn int_flags(&mut self, allowed: u32) -> u32 {
        let mut flags = 0;
        while let Some(w) = self.word() {
            let bit = match w {
                "nuw" => Flags::NUW,
                "nsw" => Flags::NSW,
                "exact" => Flags::EXACT,
                "nneg" => Flags::NNEG,
                "disjoint" => Flags::DISJOINT,
                "samesign" => Flags::SAMESIGN,
                "fast" => Flags::FAST,
                _ => match Flags::FAST_MATH.iter().find(|(n, _)| *n == w) {
                    Some((_, b)) => *b,
                    None => break,
                },
            };
            if bit & allowed == 0 {
                break;
            }
            flags |= bit;
            self.bump();
        }
        flags
    }

    fn alignment(&mut self) -> PResult<Option<u64>> {
        if self.is_punct(",") && matches!(self.peek_at(1), Some(TokenKind::Word(w)) if w == "align") {
            self.bump();
            self.bump();
            let (o, l) = (self.offset(), self.tok_len());
            let a = self.expect_u64("an alignment")?;
            if !a.is_power_of_two() || a > 1 << 32 {
                self.error_at(o, l, "alignment is not a power of two");
                return Err(());
            }
            return Ok(Some(a));
        }
        Ok(None)
    }

    fn scope_and_ordering(&mut self) -> PResult<Atomic> {
        let mut scope = None;
        if self.eat_word("syncscope") {
            self.expect_punct("(", "after 'syncscope'")?;
            scope = Some(self.expect_string("a scope name")?);
            self.expect_punct(")", "after the scope name")?;
        }
        let ordering = self.ordering()?;
        Ok(Atomic { ordering, scope })
    }

    fn ordering(&mut self) -> PResult<u8> {
        match self.word().and_then(|w| ORDERINGS.iter().position(|o| *o == w)) {
            Some(i) => {
                self.bump();
                Ok(i as u8)
            }
            None => self.fail("expected an atomic ordering"),
        }
    }

    fn expect_ptr(&mut self, ty: TypeId, o: usize, l: usize) -> PResult<()> {
        if self.m.types.is_ptr(ty) {
            Ok(())
        } else {
            self.type_error(o, l, "a pointer operand", ty)
        }
    }

    fn instruction_body(&mut self, opname: &str, inst: &mut Inst, oo: usize, ol: usize) -> PResult<()> {
        let void = self.m.types.void();
        if let Some(&(_, op)) = BINARY_OPS.iter().find(|(n, _)| *n == opname) {
            inst.flags = Flags(self.int_flags(op.allowed_flags()));
            let (o, l) = (self.offset(), self.tok_len());
            let (ty, a) = self.typed_value()?;
            self.expect_punct(",", "between the operands")?;
            let b = self.value(ty)?;
            let sc = self.m.types.scalar(ty);
            let ok = if op.is_float() { self.m.types.is_float(sc) } else { self.m.types.is_int(sc) };
            if !ok {
                return self.type_error(o, l, &format!("'{opname}'"), ty);
            }
            inst.op = Opcode::Binary(op);
            inst.ty = ty;
            inst.operands = vec![a, b];
            return Ok(());
        }
        if let Some(&(_, cast)) = CAST_OPS.iter().find(|(n, _)| *n == opname) {
            inst.flags = Flags(self.int_flags(cast.allowed_flags()));
            let (o, l) = (self.offset(), self.tok_len());
            let (from, v) = self.typed_value()?;
            self.expect_word("to", "in the cast")?;
            let to = self.ty()?;
            self.check_cast(cast, from, to, o, l)?;
            inst.op = Opcode::Cast(cast);
            inst.ty = to;
            inst.operands = vec![v];
            return Ok(());
        }
        match opname {
            "fneg" => {
                inst.flags = Flags(self.int_flags(Flags::FAST));
                let (o, l) = (self.offset(), self.tok_len());
                let (ty, v) = self.typed_value()?;
                if !self.m.types.is_float(self.m.types.scalar(ty)) {
                    return self.type_error(o, l, "'fneg'", ty);
                }
                inst.op = Opcode::FNeg;
                inst.ty = ty;
                inst.operands = vec![v];
            }
            "icmp" | "fcmp" => {
                let is_int = opname == "icmp";
                inst.flags = Flags(self.int_flags(if is_int { Flags::SAMESIGN } else { Flags::FAST }));
                let preds: &[&str] = if is_int { &INT_PREDICATES } else { &FLOAT_PREDICATES };
                let Some(p) = self.word().and_then(|w| preds.iter().position(|x| *x == w)) else {
                    return self.fail(format!("expected an {opname} predicate"));
                };
                self.bump();
                let (o, l) = (self.offset(), self.tok_len());
                let (ty, a) = self.typed_value()?;
                self.expect_punct(",", "between the operands")?;
                let b = self.value(ty)?;
                let sc = self.m.types.scalar(ty);
                let ok = if is_int { self.m.types.is_int(sc) || self.m.types.is_ptr(sc) } else { self.m.types.is_float(sc) };
                if !ok {
                    return self.type_error(o, l, &format!("'{opname}'"), ty);
                }
                inst.op = if is_int { Opcode::ICmp(p as u8) } else { Opcode::FCmp(p as u8) };
                let i1 = self.m.types.int(1);
                inst.ty = match self.m.types.vector_len(ty) {
                    Some(len) => self.m.types.intern(Type::Vector { len, elem: i1 }),
                    None => i1,
                };
                inst.operands = vec![a, b];
            }
            "select" => {
                inst.flags = Flags(self.int_flags(Flags::FAST));
                let (o, l) = (self.offset(), self.tok_len());
                let (ct, c) = self.typed_value()?;
                self.expect_punct(",", "after the condition")?;
                let (ty, a) = self.typed_value()?;
                self.expect_punct(",", "between the operands")?;
                let (o2, l2) = (self.offset(), self.tok_len());
                let (ty2, b) = self.typed_value()?;
                if self.m.types.int_width(self.m.types.scalar(ct)) != Some(1) {
                    return self.type_error(o, l, "select condition", ct);
                }
                if ty2 != ty {
                    self.error_at(o2, l2, "select values must have the same type");
                    return Err(());
                }
                inst.op = Opcode::Select;
                inst.ty = ty;
                inst.operands = vec![c, a, b];
            }
            "phi" => {
                inst.flags = Flags(self.int_flags(Flags::FAST));
                let ty = self.ty()?;
                let label = self.m.types.intern(Type::Label);
                let mut blocks = Vec::new();
                // A phi may have no entries (in a block without predecessors).
                while self.is_punct("[") {
                    self.bump();
                    let v = self.value(ty)?;
                    self.expect_punct(",", "in a phi entry")?;
                    let Value::Block(b) = self.value(label)? else { return self.fail("expected a block label") };
                    self.expect_punct("]", "to close a phi entry")?;
                    inst.operands.push(v);
                    blocks.push(b);
                    if !(self.is_punct(",") && matches!(self.peek_at(1), Some(TokenKind::Punct("[")))) {
                        break;
                    }
                    self.bump();
                }
                inst.op = Opcode::Phi { blocks };
                inst.ty = ty;
            }
            "getelementptr" => {
                let mut flags = 0;
                loop {
                    match self.word() {
                        Some("inbounds") => flags |= Flags::INBOUNDS | Flags::NUSW,
                        Some("nusw") => flags |= Flags::NUSW,
                        Some("nuw") => flags |= Flags::NUW,
                        _ => break,
                    }
                    self.bump();
                }
                inst.flags = Flags(flags);
                let source = self.ty()?;
                self.expect_punct(",", "after the source element type")?;
                let (o, l) = (self.offset(), self.tok_len());
                let (bt, base) = self.typed_value()?;
                let mut idx_tys = Vec::new();
                let mut idx_consts = Vec::new();
                inst.operands.push(base);
                while self.is_punct(",") && !matches!(self.peek_at(1), Some(TokenKind::MetaName(_))) {
                    self.bump();
                    let (it, iv) = self.typed_value()?;
                    idx_tys.push(it);
                    idx_consts.push(match iv {
                        Value::Const(c) => c,
                        _ => ConstId(u32::MAX),
                    });
                    inst.operands.push(iv);
                }
                // Non-constant struct indices are rejected by `gep_result`.
                let consts: Vec<ConstId> = idx_consts
                    .iter()
                    .map(|&c| if c.0 == u32::MAX { self.m.intern_const(Const { ty: void, kind: ConstKind::Undef }) } else { c })
                    .collect();
                inst.ty = self.gep_result(source, bt, &idx_tys, &consts, o, l)?;
                inst.op = Opcode::GetElementPtr { source };
            }
            "load" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let ty = self.ty()?;
                self.expect_punct(",", "after the loaded type")?;
                let (o, l) = (self.offset(), self.tok_len());
                let (pt, p) = self.typed_value()?;
                self.expect_ptr(pt, o, l)?;
                let atomic = if atomic { Some(self.scope_and_ordering()?) } else { None };
                let align = self.alignment()?;
                if !self.m.types.is_sized(ty) {
                    return self.type_error(oo, ol, "load", ty);
                }
                inst.op = Opcode::Load { align, volatile, atomic };
                inst.ty = ty;
                inst.operands = vec![p];
            }
            "store" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let (_, v) = self.typed_value()?;
                self.expect_punct(",", "after the stored value")?;
                let (o, l) = (self.offset(), self.tok_len());
                let (pt, p) = self.typed_value()?;
                self.expect_ptr(pt, o, l)?;
                let atomic = if atomic { Some(self.scope_and_ordering()?) } else { None };
                let align = self.alignment()?;
                inst.op = Opcode::Store { align, volatile, atomic };
                inst.operands = vec![v, p];
            }
            "alloca" => {
                self.eat_word("inalloca");
                let allocated = self.ty()?;
                let mut align = None;
                let mut addrspace = 0;
                while self.is_punct(",") {
                    match self.peek_at(1) {
                        Some(TokenKind::Word(w)) if w == "align" => align = self.alignment()?,
                        Some(TokenKind::Word(w)) if w == "addrspace" => {
                            self.bump();
                            self.bump();
                            addrspace = self.addrspace()?;
                        }
                        Some(TokenKind::MetaName(_)) => break,
                        _ => {
                            self.bump();
                            let (o, l) = (self.offset(), self.tok_len());
                            let (ct, c) = self.typed_value()?;
                            if !self.m.types.is_int(ct) {
                                return self.type_error(o, l, "alloca count", ct);
                            }
                            inst.operands.push(c);
                        }
                    }
                }
                if !self.m.types.is_sized(allocated) {
                    return self.type_error(oo, ol, "alloca", allocated);
                }
                inst.op = Opcode::Alloca { allocated, align, addrspace };
                inst.ty = self.m.types.ptr(addrspace);
            }
            "atomicrmw" => {
                let volatile = self.eat_word("volatile");
                let Some(op) = self.word().and_then(|w| ATOMIC_RMW_OPS.iter().position(|x| *x == w)) else {
                    return self.fail("expected an atomicrmw operation");
                };
                self.bump();
                let (o, l) = (self.offset(), self.tok_len());
                let (pt, p) = self.typed_value()?;
                self.expect_ptr(pt, o, l)?;
                self.expect_punct(",", "after the pointer")?;
                let (ty, v) = self.typed_value()?;
                let atomic = self.scope_and_ordering()?;
                let align = self.alignment()?;
                inst.op = Opcode::AtomicRmw { op: op as u8, volatile, atomic, align };
                inst.ty = ty;
                inst.operands = vec![p, v];
            }
            "cmpxchg" => {
                let weak = self.eat_word("weak");
                let volatile = self.eat_word("volatile");
                let (o, l) = (self.offset(), self.tok_len());
                let (pt, p) = self.typed_value()?;
                self.expect_ptr(pt, o, l)?;
                self.expect_punct(",", "after the pointer")?;
                let (ty, c) = self.typed_value()?;
                self.expect_punct(",", "after the compare value")?;
                let n = self.value_typed_as(ty)?;
                let atomic = self.scope_and_ordering()?;
                let failure = self.ordering()?;
                let align = self.alignment()?;
                inst.op = Opcode::CmpXchg { weak, volatile, atomic, failure, align };
                let i1 = self.m.types.int(1);
                inst.ty = self.m.types.intern(Type::Struct { fields: vec![ty, i1], packed: false });
                inst.operands = vec![p, c, n];
            }
            "fence" => {
                inst.op = Opcode::Fence(self.scope_and_ordering()?);
            }
            "call" | "tail" | "musttail" | "notail" => self.call(opname, inst)?,
            "br" => {
                let label = self.m.types.intern(Type::Label);
                let (o, l) = (self.offset(), self.tok_len());
                let ty = self.ty()?;
                if ty == label {
                    let b = self.value(label)?;
                    inst.operands = vec![b];
                } else {
                    if self.m.types.int_width(ty) != Some(1) {
                        return self.type_error(o, l, "branch condition", ty);
                    }
                    let c = self.value(ty)?;
                    self.expect_punct(",", "after the condition")?;
                    self.expect_word("label", "before the branch target")?;
                    let t = self.value(label)?;
                    self.expect_punct(",", "between the branch targets")?;
                    self.expect_word("label", "before the branch target")?;
                    let e = self.value(label)?;
                    inst.operands = vec![c, t, e];
                }
                inst.op = Opcode::Br;
            }
            "switch" => {
                let label = self.m.types.intern(Type::Label);
                let (o, l) = (self.offset(), self.tok_len());
                let (ty, v) = self.typed_value()?;
                if !self.m.types.is_int(ty) {
                    return self.type_error(o, l, "switch condition", ty);
                }
                self.expect_punct(",", "after the switch value")?;
                self.expect_word("label", "before the default destination")?;
                let d = self.value(label)?;
                inst.operands = vec![v, d];
                self.expect_punct("[", "to open the case list")?;
                let mut seen_cases = std::collections::BTreeSet::new();
                while !self.eat_punct("]") {
                    let (co, cl) = (self.offset(), self.tok_len());
                    let (ct, c) = self.typed_value()?;
                    if ct != ty || !matches!(c, Value::Const(_)) {
                        self.error_at(co, cl, "case value is not a constant integer of the switch type");
                        return Err(());
                    }
                    if !seen_cases.insert(c) {
                        self.error_at(co, cl, "duplicate case value");
                        return Err(());
                    }
                    self.expect_punct(",", "after the case value")?;
                    self.expect_word("label", "before the case destination")?;
                    let b = self.value(label)?;
                    inst.operands.push(c);
                    inst.operands.push(b);
                }
                inst.op = Opcode::Switch;
            }
            "ret" => {
                if self.eat_word("void") {
                    inst.operands = Vec::new();
                } else {
                    let (_, v) = self.typed_value()?;
                    inst.operands = vec![v];
                }
                inst.op = Opcode::Ret;
            }
            "unreachable" => inst.op = Opcode::Unreachable,
            "extractelement" => {
                let (o, l) = (self.offset(), self.tok_len());
                let (vt, v) = self.typed_value()?;
                self.expect_punct(",", "after the vector")?;
                let (_, i) = self.typed_value()?;
                if self.m.types.vector_len(vt).is_none() {
                    return self.type_error(o, l, "extractelement", vt);
                }
                inst.op = Opcode::ExtractElement;
                inst.ty = self.m.types.scalar(vt);
                inst.operands = vec![v, i];
            }
            "insertelement" => {
                let (o, l) = (self.offset(), self.tok_len());
                let (vt, v) = self.typed_value()?;
                self.expect_punct(",", "after the vector")?;
                let (et, e) = self.typed_value()?;
                self.expect_punct(",", "after the element")?;
                let (_, i) = self.typed_value()?;
                if self.m.types.vector_len(vt).is_none() || self.m.types.scalar(vt) != et {
                    return self.type_error(o, l, "insertelement", vt);
                }
                inst.op = Opcode::InsertElement;
                inst.ty = vt;
                inst.operands = vec![v, e, i];
            }
            "shufflevector" => {
                let (o, l) = (self.offset(), self.tok_len());
                let (vt, a) = self.typed_value()?;
                self.expect_punct(",", "after the first vector")?;
                let b = self.value_typed_as(vt)?;
                self.expect_punct(",", "after the second vector")?;
                let (mt, mask) = self.typed_value()?;
                let Some(len) = self.m.types.vector_len(mt) else { return self.type_error(o, l, "shufflevector mask", mt) };
                if self.m.types.vector_len(vt).is_none() || !matches!(mask, Value::Const(_)) {
                    return self.type_error(o, l, "shufflevector", vt);
                }
                inst.op = Opcode::ShuffleVector;
                let elem = self.m.types.scalar(vt);
                inst.ty = self.m.types.intern(Type::Vector { len, elem });
                inst.operands = vec![a, b, mask];
            }
            "extractvalue" | "insertvalue" => {
                let (o, l) = (self.offset(), self.tok_len());
                let (at, a) = self.typed_value()?;
                inst.operands.push(a);
                let mut inserted = None;
                if opname == "insertvalue" {
                    self.expect_punct(",", "after the aggregate")?;
                    let (vt, v) = self.typed_value()?;
                    inst.operands.push(v);
                    inserted = Some(vt);
                }
                let mut idx = Vec::new();
                while self.is_punct(",") && matches!(self.peek_at(1), Some(TokenKind::Int(_))) {
                    self.bump();
                    idx.push(self.expect_u32("an index")?);
                }
                let mut cur = at;
                for &i in &idx {
                    let Some(n) = (match self.m.types.get(cur) {
                        Type::Vector { .. } => None,
                        _ => self.m.types.member(cur, u64::from(i)),
                    }) else {
                        return self.type_error(o, l, &format!("index {i}"), cur);
                    };
                    cur = n;
                }
                if idx.is_empty() {
                    return self.fail("expected an index");
                }
                if opname == "extractvalue" {
                    inst.op = Opcode::ExtractValue(idx);
                    inst.ty = cur;
                } else {
                    if inserted.is_some_and(|vt| vt != cur) {
                        let msg = format!("insertvalue operand and field disagree in type: expected '{}'", self.m.types.display(cur));
                        self.error_at(o, l, msg);
                        return Err(());
                    }
                    inst.op = Opcode::InsertValue(idx);
                    inst.ty = at;
                }
            }
            "freeze" => {
                let (ty, v) = self.typed_value()?;
                inst.op = Opcode::Freeze;
                inst.ty = ty;
                inst.operands = vec![v];
            }
            "va_arg" => {
                // `va_arg ptr %ap, T`
                let (_, v) = self.typed_value()?;
                self.expect_punct(",", "after the va_list operand")?;
                inst.ty = self.ty()?;
                inst.op = Opcode::VaArg;
                inst.operands = vec![v];
            }
            _ => {
                self.error_at(oo, ol, format!("expected an instruction opcode, found '{opname}'"));
                return Err(());
            }
        }
        Ok(())
    }

    /// `T v` where T must equal `ty`.
    fn value_typed_as(&mut self, ty: TypeId) -> PResult<Value> {
        let (o, l) = (self.offset(), self.tok_len());
        let (t, v) = self.typed_value()?;
        if t != ty {
            let msg = format!("expected a value of type '{}', found '{}'", self.m.types.display(ty), self.m.types.display(t));
            self.error_at(o, l, msg);
            return Err(());
        }
        Ok(v)
    }

    fn call(&mut self, first: &str, inst: &mut Inst) -> PResult<()> {
        let tail = match first {
            "tail" => Some(TailKind::Tail),
            "musttail" => Some(TailKind::MustTail),
            "notail" => Some(TailKind::NoTail),
            _ => None,
        };
        if tail.is_some() {
            self.expect_word("call", "after the tail-call marker")?;
        }
        inst.flags = Flags(self.int_flags(Flags::FAST));
        self.last_pointee = None;
        let cc = self.calling_conv()?;
        let ret_attrs = self.attrs(attributes::RET)?;
        let (to, tl) = (self.offset(), self.tok_len());
        let ty = self.ty()?;
        // `call RET @f(...)` or `call FNTY @f(...)`.
        let explicit_fn_ty = matches!(self.m.types.get(ty), Type::Function { .. }).then_some(ty);
        let ret = match self.m.types.get(ty) {
            Type::Function { ret, .. } => *ret,
            _ => ty,
        };
        let ptr = self.m.types.ptr(0);
        let (co, cl) = (self.offset(), self.tok_len());
        // The callee: a function, inline asm, or a pointer (an indirect call).
        self.intrinsic_callee_allowed = true;
        let callee = self.value(ptr);
        self.intrinsic_callee_allowed = false;
        let callee = callee?;
        self.expect_punct("(", "to open the argument list")?;
        let mut args = Vec::new();
        let mut arg_attrs = Vec::new();
        let mut arg_tys = Vec::new();
        if !self.eat_punct(")") {
            loop {
                self.last_pointee = None;
                let aty = self.ty()?;
                let attrs = self.attrs(attributes::PARAM)?;
                self.last_pointee = None;
                let v = self.value(aty)?;
                args.push(v);
                arg_attrs.push(attrs);
                arg_tys.push(aty);
                if self.eat_punct(")") {
                    break;
                }
                self.expect_punct(",", "or ')' in the argument list")?;
            }
        }
        let mut fn_attrs = Vec::new();
        let mut bundles = None;
        // Call-site attributes and operand bundles (LLVM reads them across lines, too).
        loop {
            if self.is_punct("[") {
                let start = self.pos;
                let mut depth = 0i32;
                loop {
                    match self.peek() {
                        None => return self.fail("expected ']' to close the operand bundles"),
                        Some(TokenKind::Punct("[")) => depth += 1,
                        Some(TokenKind::Punct("]")) => {
                            depth -= 1;
                            if depth == 0 {
                                self.bump();
                                break;
                            }
                        }
                        _ => {}
                    }
                    self.bump();
                }
                // `[ "tag"(T v, ...), ... ]`
                let shape_ok = {
                    let toks = &self.toks[start + 1..self.pos - 1];
                    let mut k = 0;
                    let mut ok = !toks.is_empty();
                    while ok && k < toks.len() {
                        ok = matches!(toks[k].kind, TokenKind::Str(_)) && matches!(toks.get(k + 1).map(|t| &t.kind), Some(TokenKind::Punct("(")));
                        let mut depth = 0;
                        k += 1;
                        while k < toks.len() {
                            match toks[k].kind {
                                TokenKind::Punct("(") => depth += 1,
                                TokenKind::Punct(")") => depth -= 1,
                                _ => {}
                            }
                            k += 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        if k < toks.len() {
                            ok = ok && matches!(toks[k].kind, TokenKind::Punct(","));
                            k += 1;
                            ok = ok && k < toks.len();
                        }
                    }
                    ok
                };
                if !shape_ok {
                    let (o, l) = (self.toks[start].start, 1);
                    self.error_at(o, l, "expected operand bundles '[ \"tag\"(...), ... ]'");
                    return Err(());
                }
                bundles = Some(self.verbatim(start, self.pos));
                continue;
            }
            let mut more = self.attrs(attributes::FN)?;
            if more.is_empty() {
                break;
            }
            fn_attrs.append(&mut more);
        }
        let fn_ty = match explicit_fn_ty {
            Some(t) => {
                let Type::Function { params, vararg, .. } = self.m.types.get(t).clone() else { return Err(()) };
                let ok = if vararg { arg_tys.len() >= params.len() && arg_tys[..params.len()] == params[..] } else { arg_tys == params };
                if !ok {
                    self.error_at(to, tl, "argument types do not match the function type");
                    return Err(());
                }
                t
            }
            None => self.m.types.intern(Type::Function { ret, params: arg_tys.clone(), vararg: false }),
        };
        // A direct call of a known function must match its signature.
        if let Value::Const(c) = callee {
            if let ConstKind::Function(f) = self.m.constant(c).kind {
                if self.implicit_intrinsics.contains(&f) && self.m.functions[f.index()].span == Span::start() {
                    // The first call of an undeclared intrinsic declares it.
                    if let Type::Function { ret, params, vararg } = self.m.types.get(fn_ty).clone() {
                        let span = self.span_at(co, cl);
                        let func = &mut self.m.functions[f.index()];
                        func.ret = ret;
                        func.params = params.into_iter().map(|ty| Param { ty, attrs: Vec::new(), name: None }).collect();
                        func.vararg = vararg;
                        func.span = span;
                    }
                }
                let decl = &self.m.functions[f.index()];
                let decl_params: Vec<TypeId> = decl.params.iter().map(|p| p.ty).collect();
                let decl_ty = Type::Function { ret: decl.ret, params: decl_params, vararg: decl.vararg };
                // Declarations parsed later are checked by the verifier; here only those known.
                if decl.span != Span::start() && self.m.types.get(fn_ty) != &decl_ty {
                    let name = decl.name.clone();
                    self.error_at(co, cl, format!("call to '@{name}' does not match its declared type"));
                    return Err(());
                }
            }
        }
        args.push(callee);
        inst.op = Opcode::Call(Box::new(Call { fn_ty, tail, cc, ret_attrs, arg_attrs, fn_attrs, bundles }));
        inst.ty = ret;
        inst.operands = args;
        Ok(())
    }

    // ----- end of module ------------------------------------------------------------------

    fn finish(&mut self) {
        // A name after a stray `define`/`declare` (one that was not read as a function) must not
        // leave an empty function behind. Functions whose own definition failed were reported.
        if self.diags.is_empty() {
            for (f, o, l) in std::mem::take(&mut self.prescanned) {
                if self.m.functions[f.index()].span == Span::start() {
                    let name = self.m.functions[f.index()].name.clone();
                    self.error_at(o, l, format!("'@{name}' is never defined or declared"));
                }
            }
        }
        self.m.attr_groups = std::mem::take(&mut self.attr_groups).into_iter().map(|(number, attrs)| AttrGroup { number, attrs }).collect();
        // A global's address has the pointer type of its address space.
        for (name, o, l, ty) in std::mem::take(&mut self.symbol_uses) {
            let want = match self.symbols.get(&name) {
                // A global whose definition failed was reported there.
                Some(Symbol::Global(g)) if !self.defined_globals[g.index()] => continue,
                Some(Symbol::Global(g)) => self.m.globals[g.index()].addrspace,
                Some(Symbol::Function(f)) => {
                    let f = &self.m.functions[f.index()];
                    f.attrs.iter().find_map(|a| a.strip_prefix("addrspace(")?.strip_suffix(')')?.parse().ok()).unwrap_or(0)
                }
                None => continue,
            };
            let want = self.m.types.ptr(want);
            if want != ty {
                let msg = format!(
                    "'@{name}' defined with type '{}' but expected '{}'",
                    self.m.types.display(want),
                    self.m.types.display(ty)
                );
                self.error_at(o, l, msg);
            }
        }
        let uses = std::mem::take(&mut self.md_uses);
        let defined: std::collections::BTreeSet<u32> = self.m.metadata.iter().map(|m| m.number).collect();
        let mut reported = 0;
        for (n, o, l) in uses {
            if !defined.contains(&n) && !self.failed_md.contains(&n) && reported < 10 {
                self.error_at(o, l, format!("use of undefined metadata '!{n}'"));
                reported += 1;
            }
        }
        // NVVM IR marks kernels in `!nvvm.annotations`: `!{ptr @f, !"kernel", i32 1}`.
        let mut kernels = Vec::new();
        for nm in self.m.named_metadata.iter().filter(|n| n.name == "nvvm.annotations") {
            for &n in &nm.nodes {
                let Some(MdNode { body: MdOperand::Tuple(ops), .. }) = self.m.md_node(n) else { continue };
                for pair in ops.windows(3) {
                    if let [MdOperand::Value(_, Value::Const(c)), MdOperand::String(k), MdOperand::Value(_, Value::Const(one))] = pair {
                        if k == b"kernel" && matches!(self.m.constant(*one).kind, ConstKind::Int(1)) {
                            if let ConstKind::Function(f) = self.m.constant(*c).kind {
                                kernels.push(f);
                            }
                        }
                    }
                }
            }
        }
        for f in kernels {
            if let Some(func) = self.m.functions.get_mut(f.index()) {
                func.cc = CallingConv::PtxKernel;
            }
        }
    }
}


#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::printer::print;

    fn errors(src: &str) -> Vec<String> {
        let (_, d) = parse(src);
        d.into_iter().map(|d| format!("{}:{}: {}", d.span.line, d.span.col, d.message)).collect()
    }

    fn clean(src: &str) -> Module {
        let (m, d) = parse(src);
        assert!(d.is_empty(), "{d:?}");
        m
    }

    #[test]
    fn parses_instructions_into_blocks_with_types_and_uses() {
        let m = clean(
            "define ptx_kernel void @k(ptr addrspace(1) %p, i32 %n) {\nentry:\n  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %c = icmp ult i32 %i, %n\n  br i1 %c, label %body, label %exit\nbody:\n  %x = zext nneg i32 %i to i64\n  %q = getelementptr inbounds nuw float, ptr addrspace(1) %p, i64 %x\n  %v = load float, ptr addrspace(1) %q, align 4, !tbaa !0\n  %w = fmul contract float %v, 2.0\n  store float %w, ptr addrspace(1) %q, align 4\n  br label %exit\nexit:\n  ret void\n}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n!0 = !{!\"float\"}\n",
        );
        let f = &m.functions[0];
        assert_eq!(f.blocks.len(), 3);
        assert_eq!(f.blocks[1].insts.len(), 6);
        assert_eq!(m.kernels(), vec![FuncId(0)]);
        let call = f.inst(InstId(0));
        assert_eq!(m.called_intrinsic(call), Some("llvm.nvvm.read.ptx.sreg.tid.x"));
        assert_eq!(f.users()[0], vec![InstId(1), InstId(3)]);
        assert_eq!(f.arg_users()[1], vec![InstId(1)]);
        assert_eq!(m.int_constant(f.inst(InstId(3)).operands[0]), None);
        let mul = f.inst(InstId(6));
        assert_eq!(mul.op, Opcode::Binary(BinaryOp::FMul));
        assert!(mul.flags.has(Flags::CONTRACT));
        assert_eq!(mul.operands[0], Value::Inst(InstId(5)));
        let Value::Const(two) = mul.operands[1] else { panic!("constant operand expected") };
        assert_eq!(m.constant(two).kind, ConstKind::Float(u64::from(2.0f32.to_bits())));
        let gep = f.inst(InstId(4));
        assert!(gep.flags.has(Flags::INBOUNDS | Flags::NUW));
        assert_eq!(m.types.display(gep.ty), "ptr addrspace(1)");
        assert_eq!(f.inst(InstId(5)).metadata, vec![("tbaa".to_string(), MdOperand::Ref(0))]);
        assert_eq!(f.successors(BlockId(0)), vec![BlockId(1), BlockId(2)]);
    }

    #[test]
    fn forward_references_resolve() {
        let m = clean("define i32 @f(i1 %c) {\nentry:\n  br label %b\nb:\n  %p = phi i32 [ 0, %entry ], [ %q, %b ]\n  %q = add i32 %p, 1\n  br i1 %c, label %b, label %e\ne:\n  ret i32 %q\n}\n");
        let f = &m.functions[0];
        assert_eq!(f.inst(InstId(1)).operands[1], Value::Inst(InstId(2)));
        assert_eq!(f.blocks[2].name.as_deref(), Some("e"));
    }

    #[test]
    fn reports_line_and_column() {
        assert_eq!(errors("define void @f() {\n  %x = add i32 1, %y\n  ret void\n}\n"), vec!["2:19: use of undefined value '%y'"]);
        assert_eq!(errors("define void @f() {\n  ret void\n}\n@g = global float 1\n"), vec!["4:19: integer constant is not valid for type 'float'"]);
        assert_eq!(errors("define void @f() {\n  br label %nowhere\n}\n"), vec!["2:12: use of undefined label '%nowhere'"]);
        assert_eq!(errors("@g = global x86_fp80 0xK0\n"), vec!["1:13: type 'x86_fp80' is not supported on NVPTX"]);
        assert_eq!(errors("define void @f() {\n  %2 = add i32 1, 2\n  %1 = add i32 1, 2\n  ret void\n}\n"), vec!["3:3: instruction expected to be numbered '%3' or greater"]);
        assert_eq!(errors("define void @f(i64 %a) {\n  %b = add i32 %a, 1\n  ret void\n}\n"), vec!["2:16: '%a' defined with type 'i64' but expected 'i32'"]);
        assert_eq!(errors("define void @f() {\n  call void @g()\n  ret void\n}\n"), vec!["2:13: use of undefined value '@g'"]);
        assert_eq!(errors("!0 = !{!1}\n"), vec!["1:8: use of undefined metadata '!1'"]);
        assert_eq!(
            errors("@p = global ptr @s\n@s = addrspace(3) global i32 0\n"),
            vec!["1:17: '@s' defined with type 'ptr addrspace(3)' but expected 'ptr'"]
        );
        assert_eq!(errors("define void @f(ptr %p) {\n  %v = load i32, ptr %p, align 3\n  ret void\n}\n"), vec!["2:32: alignment is not a power of two"]);
        assert_eq!(errors("define void @f() {\n  %x = zext i64 1 to i32\n  ret void\n}\n"), vec!["2:13: invalid cast opcode for cast from 'i64' to 'i32'"]);
    }

    #[test]
    fn reports_independent_errors_in_several_functions() {
        let src = "define void @a() {\n  %x = frob i32 1\n  ret void\n}\ndefine void @b() {\n  ret void\n}\ndefine void @c() {\n  %y = add i32 1\n  ret void\n}\n@g = global i32 zeroinitializer, align 4\ndefine void @d() {\n  ret i32 %undefined\n}\n";
        assert_eq!(
            errors(src),
            vec![
                "2:8: expected an instruction opcode, found 'frob'",
                "9:17: expected ',' between the operands",
                "14:11: use of undefined value '%undefined'",
            ]
        );
    }

    #[test]
    fn reads_nvvm_ir_typed_pointers_and_annotations() {
        let src = "define void @k(float addrspace(1)* nocapture %p, i8* %q) {\n  %a = getelementptr float, float addrspace(1)* %p, i64 1\n  %b = bitcast i8* %q to float*\n  %v = load float, float addrspace(1)* %a, align 4\n  store float %v, float* %b, align 4\n  ret void\n}\n!nvvm.annotations = !{!0}\n!0 = !{void (float addrspace(1)*, i8*)* @k, !\"kernel\", i32 1}\n";
        let m = clean(src);
        assert!(m.typed_pointers);
        assert_eq!(m.kernels(), vec![FuncId(0)]);
        let printed = print(&m);
        assert!(printed.contains("define ptx_kernel void @k(ptr addrspace(1) captures(none) %p, ptr %q)"), "{printed}");
        assert!(printed.contains("%b = bitcast ptr %q to ptr"), "{printed}");
        assert!(printed.contains("!0 = !{ptr @k, !\"kernel\", i32 1}"), "{printed}");
    }

    #[test]
    fn parses_constants_and_globals() {
        let src = "@s = internal addrspace(3) global [4 x float] undef, align 4\n@t = private unnamed_addr constant [3 x i8] c\"hi\\00\", align 1\n@c = addrspace(4) externally_initialized global { i32, <2 x half> } { i32 -1, <2 x half> <half 0xH3C00, half 1.5> }\n@p = global ptr addrspacecast (ptr addrspace(3) getelementptr inbounds ([4 x float], ptr addrspace(3) @s, i64 0, i64 2) to ptr)\n";
        let m = clean(src);
        assert_eq!(m.globals.len(), 4);
        assert_eq!(m.globals[0].addrspace, 3);
        let printed = print(&m);
        assert!(printed.contains("c\"hi\\00\""), "{printed}");
        assert!(printed.contains("<2 x half> <half 0xH3C00, half 0xH3E00>"), "{printed}");
        assert!(printed.contains("addrspacecast (ptr addrspace(3) getelementptr inbounds ([4 x float], ptr addrspace(3) @s, i64 0, i64 2) to ptr)"), "{printed}");
    }

    #[test]
    fn literals_follow_llvm() {
        // Integers wrap to their width; floating-point literals must be exact in their type.
        let m = clean("@a = global i8 300\n@b = global float 0x3FB99999A0000000\n@c = global half 1.5\n");
        assert_eq!(m.int_constant(Value::Const(m.globals[0].init.unwrap_or(ConstId(0)))), Some(44));
        assert_eq!(m.constant(m.globals[2].init.unwrap_or(ConstId(0))).kind, ConstKind::Float(0x3e00));
        for bad in ["@g = global float 0.1\n", "@g = global half 0.1\n", "@g = global bfloat 0x3FB99999A0000000\n"] {
            let e = errors(bad);
            assert_eq!(e.len(), 1, "{bad}");
            assert!(e[0].contains("floating point constant invalid for type"), "{e:?}");
        }
    }

    #[test]
    fn deep_nesting_hits_the_budget() {
        let src = format!("@g = global {}i32{} zeroinitializer\n", "[1 x ".repeat(500), "]".repeat(500));
        let e = errors(&src);
        assert_eq!(e.len(), 1);
        assert!(e[0].contains("nesting deeper than 64 levels"), "{e:?}");
    }

    #[test]
    fn error_count_is_bounded() {
        let src = "define void @f() {\n  frob\n}\n".repeat(200);
        let e = errors(&src);
        assert!(e.len() <= ParseBudget::default().max_errors + 1, "{}", e.len());
        assert!(e.last().is_some_and(|l| l.contains("too many errors")));
    }

    #[test]
    fn half_conversion_rounds_to_nearest_even() {
        assert_eq!(f64_to_half_bits(1.0), 0x3c00);
        assert_eq!(f64_to_half_bits(65504.0), 0x7bff);
        assert_eq!(f64_to_half_bits(1e6), 0x7c00);
        assert_eq!(f64_to_half_bits(-2.0), 0xc000);
        assert_eq!(f64_to_half_bits(5.960464477539063e-8), 0x0001);
        assert_eq!(half_bits_to_f64(0x3555), 0.333251953125);
        assert_eq!(f64_to_bfloat_bits(1.0), 0x3f80);
    }
}
