//! The MLIR parser: the generic form of any op (`%r = "d.op"(%a) ({..}) {attrs} : (T) -> U`) and
//! the custom assembly forms of the ops a small nvgpu kernel uses (builtin, func, gpu, arith,
//! index, memref, vector, scf, nvvm, and every nvgpu op of seed 002).
//!
//! A recursive-descent parser over characters (MLIR's shapes such as `4x2xf16` need character
//! level lexing). The first error stops the parse with a positioned diagnostic. Budgets: nesting
//! depth ([`MAX_DEPTH`]) and op count ([`MAX_OPS`]).

use super::ast::*;
use crate::diag::{Diagnostic, LineIndex, Span};
use std::collections::BTreeMap;

mod nvgpu;
mod structure;
mod types;

/// Deepest nesting of regions, types and attributes accepted.
pub const MAX_DEPTH: usize = 64;
/// Most ops accepted in one module.
pub const MAX_OPS: usize = 200_000;

type PResult<T> = Result<T, Diagnostic>;

/// A named argument: its name, type and byte position.
type NamedArg = (String, Type, usize);

const PHASE: &str = "mlir-parse";

struct Parser<'a> {
    src: &'a str,
    b: &'a [u8],
    pos: usize,
    lines: LineIndex,
    values: Vec<Type>,
    scopes: Vec<BTreeMap<String, ValueId>>,
    type_aliases: BTreeMap<String, Type>,
    attr_aliases: BTreeMap<String, Attr>,
    depth: usize,
    ops: usize,
}

/// Parses MLIR text into a module (wrapping top-level ops in an implicit `builtin.module`).
pub fn parse(src: &str) -> Result<Module, Diagnostic> {
    let mut p = Parser {
        src,
        b: src.as_bytes(),
        pos: 0,
        lines: LineIndex::new(src),
        values: vec![],
        scopes: vec![BTreeMap::new()],
        type_aliases: BTreeMap::new(),
        attr_aliases: BTreeMap::new(),
        depth: 0,
        ops: 0,
    };
    let top = p.parse_top()?;
    Ok(Module { values: p.values, top })
}

fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

impl<'a> Parser<'a> {
    // ---- lexing helpers -------------------------------------------------------------------

    fn span_at(&self, pos: usize, len: usize) -> Span {
        self.lines.span(self.src, pos, len)
    }

    fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        let len = self.b[self.pos.min(self.b.len())..].iter().take_while(|c| is_id_char(**c)).count().max(1);
        Err(Diagnostic::error(PHASE, self.span_at(self.pos, len), msg))
    }

    fn err_at<T>(&self, pos: usize, len: usize, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::error(PHASE, self.span_at(pos, len), msg))
    }

    fn ws(&mut self) {
        loop {
            while self.pos < self.b.len() && self.b[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            if self.b[self.pos..].starts_with(b"//") {
                while self.pos < self.b.len() && self.b[self.pos] != b'\n' {
                    self.pos += 1;
                }
            } else {
                break;
            }
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.b.get(self.pos).copied()
    }

    fn at(&mut self, s: &str) -> bool {
        self.ws();
        self.b[self.pos..].starts_with(s.as_bytes())
    }

    /// Eats punctuation `s`.
    fn eat(&mut self, s: &str) -> bool {
        if self.at(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// Eats keyword `k` (not followed by an identifier character).
    fn eat_kw(&mut self, k: &str) -> bool {
        if self.at(k) && !self.b.get(self.pos + k.len()).is_some_and(|c| is_id_char(*c)) {
            self.pos += k.len();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, s: &str, ctx: &str) -> PResult<()> {
        if self.eat(s) {
            Ok(())
        } else {
            self.err(format!("expected '{s}' {ctx}"))
        }
    }

    fn expect_kw(&mut self, k: &str, ctx: &str) -> PResult<()> {
        if self.eat_kw(k) {
            Ok(())
        } else {
            self.err(format!("expected '{k}' {ctx}"))
        }
    }

    fn ident(&mut self) -> Option<String> {
        self.ws();
        let start = self.pos;
        if self.pos < self.b.len() && (self.b[self.pos].is_ascii_alphabetic() || self.b[self.pos] == b'_') {
            while self.pos < self.b.len() && is_id_char(self.b[self.pos]) {
                self.pos += 1;
            }
            Some(self.src[start..self.pos].to_string())
        } else {
            None
        }
    }

    fn expect_ident(&mut self, ctx: &str) -> PResult<String> {
        match self.ident() {
            Some(i) => Ok(i),
            None => self.err(format!("expected an identifier {ctx}")),
        }
    }

    /// The name after a sigil (`%`, `^`, `@`, `!`, `#`): `[A-Za-z0-9_$.-]+` or a quoted string.
    fn suffix_name(&mut self) -> PResult<String> {
        if self.b.get(self.pos) == Some(&b'"') {
            return self.string_lit();
        }
        let start = self.pos;
        while self.pos < self.b.len() && (is_id_char(self.b[self.pos]) || self.b[self.pos] == b'-') {
            self.pos += 1;
        }
        if start == self.pos {
            return self.err("expected a name");
        }
        Ok(self.src[start..self.pos].to_string())
    }

    fn string_lit(&mut self) -> PResult<String> {
        self.ws();
        let start = self.pos;
        if self.b.get(self.pos) != Some(&b'"') {
            return self.err("expected a string");
        }
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            match self.b.get(self.pos) {
                None | Some(b'\n') => return self.err_at(start, 1, "unterminated string"),
                Some(b'"') => {
                    self.pos += 1;
                    break;
                }
                Some(b'\\') => {
                    let next = self.b.get(self.pos + 1).copied();
                    match next {
                        Some(b'n') => out.push(b'\n'),
                        Some(b't') => out.push(b'\t'),
                        Some(b'\\') => out.push(b'\\'),
                        Some(b'"') => out.push(b'"'),
                        Some(h) if h.is_ascii_hexdigit() => {
                            let hex = self.src.get(self.pos + 1..self.pos + 3).unwrap_or("");
                            match u8::from_str_radix(hex, 16) {
                                Ok(v) => {
                                    out.push(v);
                                    self.pos += 1;
                                }
                                Err(_) => return self.err("bad escape in string"),
                            }
                        }
                        _ => return self.err("bad escape in string"),
                    }
                    self.pos += 2;
                }
                Some(&c) => {
                    out.push(c);
                    self.pos += 1;
                }
            }
        }
        Ok(String::from_utf8_lossy(&out).into_owned())
    }

    fn integer(&mut self) -> PResult<i128> {
        self.ws();
        let start = self.pos;
        if self.b.get(self.pos) == Some(&b'-') {
            self.pos += 1;
        }
        let neg = self.pos > start;
        if self.b[self.pos..].starts_with(b"0x") {
            self.pos += 2;
            let hs = self.pos;
            while self.pos < self.b.len() && self.b[self.pos].is_ascii_hexdigit() {
                self.pos += 1;
            }
            let v = i128::from_str_radix(&self.src[hs..self.pos], 16).or_else(|_| self.err_at(start, self.pos - start, "integer out of range"))?;
            return Ok(if neg { -v } else { v });
        }
        while self.pos < self.b.len() && self.b[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        if self.pos == start || (neg && self.pos == start + 1) {
            self.pos = start;
            return self.err("expected an integer");
        }
        self.src[start..self.pos].parse().or_else(|_| self.err_at(start, self.pos - start, "integer out of range"))
    }

    fn at_number(&mut self) -> bool {
        self.ws();
        match self.b.get(self.pos) {
            Some(c) if c.is_ascii_digit() => true,
            Some(b'-') => self.b.get(self.pos + 1).is_some_and(|c| c.is_ascii_digit()),
            _ => false,
        }
    }

    /// An integer or float literal: Ok(Err(int)) / Ok(Ok(float)).
    fn number(&mut self) -> PResult<Result<f64, i128>> {
        self.ws();
        let start = self.pos;
        let mut p = self.pos;
        if self.b.get(p) == Some(&b'-') {
            p += 1;
        }
        if self.b[p..].starts_with(b"0x") {
            return Ok(Err(self.integer()?));
        }
        while p < self.b.len() && self.b[p].is_ascii_digit() {
            p += 1;
        }
        if self.b.get(p) == Some(&b'.') {
            p += 1;
            while p < self.b.len() && self.b[p].is_ascii_digit() {
                p += 1;
            }
            if matches!(self.b.get(p), Some(b'e' | b'E')) {
                p += 1;
                if matches!(self.b.get(p), Some(b'+' | b'-')) {
                    p += 1;
                }
                while p < self.b.len() && self.b[p].is_ascii_digit() {
                    p += 1;
                }
            }
            self.pos = p;
            return self.src[start..p].parse::<f64>().map(Ok).or_else(|_| self.err_at(start, p - start, "bad float literal"));
        }
        Ok(Err(self.integer()?))
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err(format!("nesting deeper than {MAX_DEPTH} levels"));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    // ---- values -------------------------------------------------------------------------------

    fn new_value(&mut self, t: Type) -> ValueId {
        self.values.push(t);
        self.values.len() as u32 - 1
    }

    fn define(&mut self, name: &str, v: ValueId, pos: usize) -> PResult<()> {
        let scope = self.scopes.last_mut().expect("a scope");
        if scope.insert(name.to_string(), v).is_some() {
            return self.err_at(pos, name.len() + 1, format!("redefinition of SSA value '%{name}'"));
        }
        Ok(())
    }

    fn lookup(&self, name: &str) -> Option<ValueId> {
        self.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }

    /// `%name` or `%name#N`, resolved.
    fn operand(&mut self) -> PResult<ValueId> {
        self.ws();
        let start = self.pos;
        if !self.eat("%") {
            return self.err("expected an SSA value ('%name')");
        }
        let mut name = self.suffix_name()?;
        if self.b.get(self.pos) == Some(&b'#') {
            self.pos += 1;
            let n = self.integer()?;
            name = format!("{name}#{n}");
        }
        match self.lookup(&name).or_else(|| self.lookup(&format!("{name}#0")).filter(|_| !name.contains('#'))) {
            Some(v) => Ok(v),
            None => self.err_at(start, self.pos - start, format!("use of undeclared SSA value '%{name}'")),
        }
    }

    fn operand_list(&mut self) -> PResult<Vec<ValueId>> {
        let mut v = vec![];
        if self.peek() != Some(b'%') {
            return Ok(v);
        }
        loop {
            v.push(self.operand()?);
            if !(self.at(",") && self.peek_after_comma_is_value()) {
                break;
            }
            self.eat(",");
        }
        Ok(v)
    }

    fn peek_after_comma_is_value(&mut self) -> bool {
        let save = self.pos;
        self.eat(",");
        let r = self.peek() == Some(b'%');
        self.pos = save;
        r
    }

    /// `[%a, %b]`.
    fn indices(&mut self) -> PResult<Vec<ValueId>> {
        self.expect("[", "before indices")?;
        let v = self.operand_list()?;
        self.expect("]", "after indices")?;
        Ok(v)
    }

    fn ty_of(&self, v: ValueId) -> Type {
        self.values[v as usize].clone()
    }

    // ---- attributes ---------------------------------------------------------------------------

    fn parse_attr(&mut self) -> PResult<Attr> {
        self.enter()?;
        let r = self.parse_attr_inner();
        self.leave();
        r
    }

    fn parse_attr_inner(&mut self) -> PResult<Attr> {
        self.ws();
        let start = self.pos;
        match self.b.get(self.pos) {
            Some(b'"') => return Ok(Attr::Str(self.string_lit()?)),
            Some(b'[') => {
                self.pos += 1;
                let mut items = vec![];
                if !self.eat("]") {
                    loop {
                        items.push(self.parse_attr()?);
                        if !self.eat(",") {
                            break;
                        }
                    }
                    self.expect("]", "to close the array attribute")?;
                }
                return Ok(Attr::Array(items));
            }
            Some(b'{') => return Ok(Attr::Dict(self.attr_dict()?)),
            Some(b'@') => {
                // `@name`, or a nested reference `@module::@name` (kept as `module::@name`).
                self.pos += 1;
                let mut name = self.suffix_name()?;
                while self.at("::@") {
                    self.pos += 3;
                    name = format!("{name}::@{}", self.suffix_name()?);
                }
                return Ok(Attr::Symbol(name));
            }
            Some(b'#') => {
                self.pos += 1;
                let name = self.suffix_name()?;
                if let Some(a) = self.attr_aliases.get(&name) {
                    return Ok(a.clone());
                }
                if self.b.get(self.pos) == Some(&b'<') {
                    self.balanced('<', '>')?;
                }
                return Ok(Attr::Opaque(self.src[start..self.pos].to_string()));
            }
            _ => {}
        }
        if self.at("affine_map<") || self.at("affine_set<") {
            self.pos += "affine_map".len();
            self.balanced('<', '>')?;
            return Ok(Attr::Opaque(self.src[start..self.pos].to_string()));
        }
        if self.at_number() {
            let n = self.number()?;
            let ty = if self.eat(":") { Some(self.parse_type()?) } else { None };
            return Ok(match n {
                Err(i) => Attr::Int(i, ty.unwrap_or(Type::Int(64))),
                Ok(f) => Attr::Float(f, ty.unwrap_or(Type::Float("f64"))),
            });
        }
        if self.eat_kw("true") {
            return Ok(Attr::Bool(true));
        }
        if self.eat_kw("false") {
            return Ok(Attr::Bool(false));
        }
        if self.eat_kw("unit") {
            return Ok(Attr::Unit);
        }
        if self.eat_kw("dense") {
            self.expect("<", "after 'dense'")?;
            let v = if self.at_number() {
                match self.number()? {
                    Err(i) => Attr::Int(i, Type::Int(64)),
                    Ok(f) => Attr::Float(f, Type::Float("f64")),
                }
            } else if self.eat_kw("true") {
                Attr::Bool(true)
            } else if self.eat_kw("false") {
                Attr::Bool(false)
            } else {
                return self.err("only splat dense<...> attributes are supported");
            };
            self.expect(">", "to close dense<...>")?;
            self.expect(":", "after dense<...>")?;
            let t = self.parse_type()?;
            return Ok(Attr::DenseSplat(Box::new(v), t));
        }
        if self.at("array<") {
            self.eat_kw("array");
            self.expect("<", "after 'array'")?;
            let t = self.parse_type()?;
            let mut v = vec![];
            if self.eat(":") {
                loop {
                    v.push(self.integer()?);
                    if !self.eat(",") {
                        break;
                    }
                }
            }
            self.expect(">", "to close array<...>")?;
            return Ok(Attr::DenseArray(t, v));
        }
        // A type attribute (function types, vector<..>, i32, !dialect types).
        let save = self.pos;
        match self.parse_type() {
            Ok(t) => Ok(Attr::Type(t)),
            Err(_) => {
                self.pos = save;
                // A bare keyword (an enum value such as `slt` or `row`).
                match self.ident() {
                    Some(k) => Ok(Attr::Opaque(k)),
                    None => self.err_at(start, 1, "expected an attribute value"),
                }
            }
        }
    }

    /// Skips a balanced `<...>` (or other pair), honouring strings.
    fn balanced(&mut self, open: char, close: char) -> PResult<()> {
        let start = self.pos;
        let mut depth = 0usize;
        while self.pos < self.b.len() {
            let c = self.b[self.pos] as char;
            if c == '"' {
                self.string_lit()?;
                continue;
            }
            self.pos += 1;
            // An arrow inside (`affine_map<(d0) -> (d0)>`) closes nothing.
            if c == '-' && self.b.get(self.pos) == Some(&b'>') {
                self.pos += 1;
                continue;
            }
            if c == open {
                depth += 1;
                if depth > MAX_DEPTH {
                    return self.err_at(start, 1, format!("nesting deeper than {MAX_DEPTH} levels"));
                }
            } else if c == close {
                depth -= 1;
                if depth == 0 {
                    return Ok(());
                }
            }
        }
        self.err_at(start, 1, format!("unbalanced '{open}'"))
    }

    fn attr_dict(&mut self) -> PResult<BTreeMap<String, Attr>> {
        self.expect("{", "to open an attribute dictionary")?;
        let mut d = BTreeMap::new();
        if self.eat("}") {
            return Ok(d);
        }
        loop {
            self.ws();
            let start = self.pos;
            let k = if self.peek() == Some(b'"') { self.string_lit()? } else { self.expect_ident("as an attribute name")? };
            let v = if self.eat("=") { self.parse_attr()? } else { Attr::Unit };
            if d.insert(k.clone(), v).is_some() {
                return self.err_at(start, k.len(), format!("duplicate attribute '{k}'"));
            }
            if !self.eat(",") {
                break;
            }
        }
        self.expect("}", "to close the attribute dictionary")?;
        Ok(d)
    }

    fn opt_attr_dict(&mut self, into: &mut BTreeMap<String, Attr>) -> PResult<()> {
        if self.at("{") {
            let d = self.attr_dict()?;
            into.extend(d);
        }
        Ok(())
    }

    fn skip_loc(&mut self) -> PResult<()> {
        if self.at("loc(") {
            self.eat_kw("loc");
            self.balanced('(', ')')?;
        }
        Ok(())
    }

    // ---- structure ----------------------------------------------------------------------------

    fn parse_top(&mut self) -> PResult<Op> {
        // Aliases and top-level ops; a lone `module` op becomes the top.
        let mut ops = vec![];
        loop {
            self.ws();
            if self.pos >= self.b.len() {
                break;
            }
            if self.at("!") || self.at("#") {
                let start = self.pos;
                let sigil = self.b[self.pos];
                self.pos += 1;
                let name = self.suffix_name()?;
                if !self.eat("=") {
                    self.pos = start;
                    return self.err("expected an alias definition ('!name = type')");
                }
                if sigil == b'!' {
                    let t = self.parse_type()?;
                    self.type_aliases.insert(name, t);
                } else {
                    let a = self.parse_attr()?;
                    self.attr_aliases.insert(name, a);
                }
                continue;
            }
            ops.push(self.parse_op()?);
        }
        if ops.len() == 1 && ops[0].name == "builtin.module" {
            return Ok(ops.pop().expect("one op"));
        }
        let mut top = Op::new("builtin.module", Span::start());
        top.regions.push(Region { blocks: vec![Block { args: vec![], ops }] });
        Ok(top)
    }

    /// `{ ops }` or `{ ^bb0(%a: T): ops ^bb1: ... }`; `entry_args` are the values the entry
    /// block receives from the op (function arguments, loop induction variables).
    fn region(&mut self, entry_args: Vec<(String, Type, usize)>) -> PResult<Region> {
        self.enter()?;
        self.expect("{", "to open a region")?;
        self.scopes.push(BTreeMap::new());
        let mut blocks: Vec<Block> = vec![];
        let mut cur = Block::default();
        for (name, t, pos) in entry_args {
            let v = self.new_value(t);
            self.define(&name, v, pos)?;
            cur.args.push(v);
        }
        let mut started = false;
        loop {
            self.ws();
            if self.eat("}") {
                break;
            }
            if self.pos >= self.b.len() {
                self.scopes.pop();
                return self.err("expected '}' to close the region");
            }
            if self.at("^") {
                if started || !cur.ops.is_empty() {
                    blocks.push(std::mem::take(&mut cur));
                }
                self.eat("^");
                let _label = self.suffix_name()?;
                if self.eat("(") && !self.eat(")") {
                    loop {
                        self.ws();
                        let pos = self.pos;
                        self.expect("%", "for a block argument")?;
                        let n = self.suffix_name()?;
                        self.expect(":", "after a block argument")?;
                        let t = self.parse_type()?;
                        self.skip_loc()?;
                        let v = self.new_value(t);
                        self.define(&n, v, pos)?;
                        cur.args.push(v);
                        if !self.eat(",") {
                            break;
                        }
                    }
                    self.expect(")", "after block arguments")?;
                }
                self.expect(":", "after the block label")?;
                started = true;
                continue;
            }
            let op = self.parse_op()?;
            cur.ops.push(op);
            started = true;
        }
        blocks.push(cur);
        self.scopes.pop();
        self.leave();
        Ok(Region { blocks })
    }

    fn parse_op(&mut self) -> PResult<Op> {
        self.ops += 1;
        if self.ops > MAX_OPS {
            return self.err(format!("more than {MAX_OPS} operations"));
        }
        self.ws();
        // Result names.
        let mut results: Vec<(String, u32, usize)> = vec![];
        if self.at("%") {
            loop {
                self.ws();
                let pos = self.pos;
                self.eat("%");
                let n = self.suffix_name()?;
                let count = if self.eat(":") { self.integer()? as u32 } else { 1 };
                if count == 0 || count > 4096 {
                    return self.err_at(pos, n.len() + 1, "bad result count");
                }
                results.push((n, count, pos));
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("=", "after result names")?;
        }
        let want: usize = results.iter().map(|r| r.1 as usize).sum();
        self.ws();
        let start = self.pos;
        let (mut op, types) = if self.peek() == Some(b'"') {
            self.generic_op()?
        } else {
            let Some(name) = self.ident() else { return self.err("expected an operation") };
            let span = self.span_at(start, name.len());
            self.custom_op(&name, span, want, start)?
        };
        self.skip_loc()?;
        if types.len() != want {
            return self.err_at(start, op.name.len(), format!("'{}' has {} results but {} were named", op.name, types.len(), want));
        }
        for t in types {
            let v = self.new_value(t);
            op.results.push(v);
        }
        let mut i = 0;
        for (name, count, pos) in results {
            if count == 1 {
                self.define(&name, op.results[i], pos)?;
            } else {
                for k in 0..count {
                    self.define(&format!("{name}#{k}"), op.results[i + k as usize], pos)?;
                }
            }
            i += count as usize;
        }
        Ok(op)
    }

    fn generic_op(&mut self) -> PResult<(Op, Vec<Type>)> {
        self.ws();
        let start = self.pos;
        let name = self.string_lit()?;
        // MLIR locates a generic op at its opening quote.
        let mut op = Op::new(&name, self.span_at(start, name.len() + 2));
        self.expect("(", "to open the operand list")?;
        op.operands = self.operand_list()?;
        self.expect(")", "to close the operand list")?;
        if self.at("[") {
            self.eat("[");
            loop {
                self.expect("^", "for a successor")?;
                let n = self.suffix_name()?;
                let idx = n.trim_start_matches("bb").parse().unwrap_or(0);
                op.successors.push(idx);
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("]", "after successors")?;
        }
        if self.at("<{") {
            self.eat("<");
            let d = self.attr_dict()?;
            op.attrs.extend(d);
            self.expect(">", "after properties")?;
        }
        if self.at("(") {
            self.eat("(");
            loop {
                op.regions.push(self.region(vec![])?);
                if !self.eat(",") {
                    break;
                }
            }
            self.expect(")", "after regions")?;
        }
        self.opt_attr_dict(&mut op.attrs)?;
        self.expect(":", "before the op's function type")?;
        let tpos = self.pos;
        let t = self.parse_type()?;
        let Type::Function(ins, outs) = t else { return self.err_at(tpos, 1, "expected a function type '(...) -> (...)'") };
        if ins.len() != op.operands.len() {
            return self.err_at(tpos, 1, format!("{} operands but {} operand types", op.operands.len(), ins.len()));
        }
        for (i, (v, t)) in op.operands.iter().zip(&ins).enumerate() {
            if self.values[*v as usize] != *t {
                return self.err_at(tpos, 1, format!("operand #{i} has type {} but {} was written", self.values[*v as usize], t));
            }
        }
        super::layout::from_generic(&mut op);
        Ok((op, outs))
    }

    /// Function-like signature `(%a: T, ...) -> (R)` with argument names.
    fn signature(&mut self) -> PResult<(Vec<NamedArg>, Vec<Type>)> {
        self.expect("(", "to open the argument list")?;
        let mut args = vec![];
        if !self.eat(")") {
            loop {
                self.ws();
                let pos = self.pos;
                if self.eat("%") {
                    let n = self.suffix_name()?;
                    self.expect(":", "after an argument name")?;
                    let t = self.parse_type()?;
                    if self.at("{") {
                        self.attr_dict()?;
                    }
                    self.skip_loc()?;
                    args.push((n, t, pos));
                } else {
                    let t = self.parse_type()?;
                    args.push((String::new(), t, pos));
                }
                if !self.eat(",") {
                    break;
                }
            }
            self.expect(")", "to close the argument list")?;
        }
        let results = if self.eat("->") { self.result_types()? } else { vec![] };
        Ok((args, results))
    }

    fn func_like(&mut self, op: &mut Op, gpu: bool) -> PResult<()> {
        if let Some(v) = ["private", "public", "nested"].into_iter().find(|v| self.at(v)) {
            self.eat_kw(v);
            op.attrs.insert("sym_visibility".into(), Attr::Str(v.into()));
        }
        self.expect("@", "before the function name")?;
        let name = self.suffix_name()?;
        op.attrs.insert("sym_name".into(), Attr::Str(name));
        let (mut args, results) = self.signature()?;
        op.attrs.insert("function_type".into(), Attr::Type(Type::Function(args.iter().map(|a| a.1.clone()).collect(), results)));
        if gpu {
            // Attributions are entry-block arguments after the function's own, the workgroup
            // ones counted by `workgroup_attributions` (MLIR's generic form).
            for kw in ["workgroup", "private"] {
                if self.eat_kw(kw) {
                    let pos = self.pos;
                    let (extra, res) = self.signature()?;
                    if !res.is_empty() {
                        return self.err_at(pos, 1, format!("{kw} attributions have no results"));
                    }
                    if kw == "workgroup" {
                        op.attrs.insert("workgroup_attributions".into(), Attr::Int(extra.len() as i128, Type::Int(64)));
                    }
                    args.extend(extra);
                }
            }
            if self.eat_kw("kernel") {
                op.attrs.insert("gpu.kernel".into(), Attr::Unit);
            }
        }
        if self.eat_kw("attributes") {
            let d = self.attr_dict()?;
            op.attrs.extend(d);
        }
        if self.at("{") {
            if args.iter().any(|a| a.0.is_empty()) {
                return self.err("a function with a body needs named arguments");
            }
            op.regions.push(self.region(args)?);
        }
        Ok(())
    }

    /// Operands then `: types`, for terminators (`return %a : T`).
    fn terminator(&mut self, op: &mut Op) -> PResult<()> {
        op.operands = self.operand_list()?;
        if !op.operands.is_empty() {
            self.expect(":", "before the operand types")?;
            self.type_list()?;
        }
        Ok(())
    }

    /// `: T` giving the result type.
    fn colon_type(&mut self) -> PResult<Type> {
        self.expect(":", "before the type")?;
        self.parse_type()
    }

    fn segments(op: &mut Op, sizes: &[usize]) {
        op.attrs.insert("operandSegmentSizes".into(), Attr::DenseArray(Type::Int(32), sizes.iter().map(|s| *s as i128).collect()));
    }

    /// `, predicate = %p` (optional).
    fn opt_predicate(&mut self, op: &mut Op) -> PResult<usize> {
        let save = self.pos;
        if self.eat(",") {
            if self.eat_kw("predicate") {
                self.expect("=", "after 'predicate'")?;
                op.operands.push(self.operand()?);
                return Ok(1);
            }
            self.pos = save;
        }
        Ok(0)
    }

    #[allow(clippy::too_many_lines)]
    fn custom_op(&mut self, name: &str, span: Span, want: usize, start: usize) -> PResult<(Op, Vec<Type>)> {
        let canonical = match name {
            "module" => "builtin.module",
            "func" => "func.func",
            "return" => "func.return",
            n => n,
        };
        let mut op = Op::new(canonical, span);
        let mut types: Vec<Type> = vec![];
        match canonical {
            "builtin.module" | "gpu.module" => {
                if self.at("@") {
                    self.eat("@");
                    let n = self.suffix_name()?;
                    op.attrs.insert("sym_name".into(), Attr::Str(n));
                }
                if self.at("[") {
                    let s = self.pos;
                    self.balanced('[', ']')?;
                    op.attrs.insert("targets".into(), Attr::Opaque(self.src[s..self.pos].to_string()));
                }
                if self.eat_kw("attributes") {
                    let d = self.attr_dict()?;
                    op.attrs.extend(d);
                }
                op.regions.push(self.region(vec![])?);
            }
            "func.func" | "llvm.func" | "transform.named_sequence" => self.func_like(&mut op, false)?,
            "gpu.func" => self.func_like(&mut op, true)?,
            "func.return" | "gpu.return" | "scf.yield" | "gpu.yield" | "llvm.return" | "transform.yield" | "linalg.yield" => self.terminator(&mut op)?,
            "gpu.thread_id" | "gpu.block_id" | "gpu.block_dim" | "gpu.grid_dim" => {
                let d = self.expect_ident("as the dimension (x, y or z)")?;
                if !["x", "y", "z"].contains(&d.as_str()) {
                    return self.err_at(self.pos - d.len(), d.len(), format!("unknown dimension '{d}' (x, y or z)"));
                }
                op.attrs.insert("dimension".into(), Attr::Opaque(format!("#gpu<dim {d}>")));
                if self.eat_kw("upper_bound") {
                    let n = self.integer()?;
                    op.attrs.insert("upper_bound".into(), Attr::Int(n, Type::Index));
                }
                types.push(Type::Index);
            }
            "gpu.lane_id" => {
                types.push(Type::Index);
            }
            "gpu.barrier" | "nvvm.barrier0" => {
                self.opt_attr_dict(&mut op.attrs)?;
                if self.eat("->") {
                    types.push(self.parse_type()?);
                }
            }
            "gpu.warp_execute_on_lane_0" => {
                self.expect("(", "before the lane id")?;
                op.operands.push(self.operand()?);
                self.expect(")", "after the lane id")?;
                self.expect("[", "before the warp size")?;
                let ws = self.integer()?;
                self.expect("]", "after the warp size")?;
                op.attrs.insert("warp_size".into(), Attr::Int(ws, Type::Int(64)));
                let mut block_args = vec![];
                if self.eat_kw("args") {
                    self.expect("(", "after 'args'")?;
                    let vals = self.operand_list()?;
                    self.expect(":", "before the argument types")?;
                    let ts = self.type_list()?;
                    self.expect(")", "after the argument types")?;
                    op.operands.extend(vals);
                    block_args = ts;
                }
                if self.eat("->") {
                    types = self.result_types()?;
                }
                // The body's block arguments are declared in the region (`^bb0(%a: T):`).
                let _ = block_args;
                op.regions.push(self.region(vec![])?);
            }
            "arith.constant" | "llvm.mlir.constant" => {
                let paren = canonical == "llvm.mlir.constant" && self.eat("(");
                let a = self.parse_attr()?;
                if paren {
                    self.expect(")", "after the constant")?;
                }
                let t = match &a {
                    Attr::Int(_, t) | Attr::Float(_, t) | Attr::DenseSplat(_, t) => t.clone(),
                    Attr::Bool(_) => Type::Int(1),
                    _ => return self.err_at(start, name.len(), "expected an integer, float, bool or dense constant"),
                };
                let t = if canonical == "llvm.mlir.constant" { self.colon_type()? } else { t };
                op.attrs.insert("value".into(), a);
                types.push(t);
            }
            "arith.cmpi" | "arith.cmpf" => {
                let pred = self.expect_ident("as the predicate")?;
                op.attrs.insert("predicate".into(), Attr::Opaque(pred));
                self.expect(",", "after the predicate")?;
                op.operands = self.operand_list()?;
                self.opt_attr_dict(&mut op.attrs)?;
                let t = self.colon_type()?;
                types.push(match t {
                    Type::Vector(s, _) => Type::Vector(s, Box::new(Type::Int(1))),
                    _ => Type::Int(1),
                });
            }
            "arith.index_cast" | "arith.index_castui" | "arith.extsi" | "arith.extui" | "arith.trunci" | "arith.sitofp" | "arith.uitofp" | "arith.fptosi"
            | "arith.fptoui" | "arith.extf" | "arith.truncf" | "arith.bitcast" | "index.casts" | "index.castu" | "memref.cast" | "vector.broadcast"
            | "vector.bitcast" | "builtin.unrealized_conversion_cast" | "llvm.bitcast" | "llvm.ptrtoint" | "llvm.inttoptr" | "llvm.addrspacecast" | "llvm.trunc"
            | "llvm.zext" | "llvm.sext" => {
                op.operands = self.operand_list()?;
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the source type")?;
                self.type_list()?;
                self.expect_kw("to", "between the types")?;
                types = self.type_list()?;
            }
            "llvm.extractvalue" | "llvm.insertvalue" => {
                op.operands = self.operand_list()?;
                self.expect("[", "before the position")?;
                let mut pos = vec![];
                loop {
                    pos.push(self.integer()?);
                    if !self.eat(",") {
                        break;
                    }
                }
                self.expect("]", "after the position")?;
                self.opt_attr_dict(&mut op.attrs)?;
                let tpos = self.pos;
                let agg = self.colon_type()?;
                if canonical == "llvm.insertvalue" {
                    types.push(agg);
                } else {
                    let mut t = agg;
                    for p in &pos {
                        t = match t {
                            Type::Struct(f) => f.get(*p as usize).cloned(),
                            Type::Array(n, e) if (*p as u64) < n => Some(*e),
                            _ => None,
                        }
                        .ok_or_else(|| Diagnostic::error(PHASE, self.span_at(tpos, 1), format!("position {p} is out of range of the aggregate")))?;
                    }
                    types.push(t);
                }
                op.attrs.insert("position".into(), Attr::DenseArray(Type::Int(64), pos));
            }
            "llvm.getelementptr" => {
                if self.eat_kw("inbounds") {
                    op.attrs.insert("inbounds".into(), Attr::Unit);
                }
                op.operands.push(self.operand()?);
                let idx = self.indices()?;
                if idx.len() != 1 {
                    return self.err_at(start, name.len(), "only single-index llvm.getelementptr is supported");
                }
                op.operands.extend(idx);
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the types")?;
                let ft = self.parse_type()?;
                let Type::Function(_, outs) = ft else { return self.err_at(start, name.len(), "expected '(ptr, index type) -> ptr' types") };
                types = outs;
                self.expect(",", "before the element type")?;
                let e = self.parse_type()?;
                op.attrs.insert("elem_type".into(), Attr::Type(e));
            }
            "arith.select" => {
                op.operands = self.operand_list()?;
                self.expect(":", "before the type")?;
                let ts = self.type_list()?;
                types.push(ts.last().cloned().unwrap_or(Type::Index));
            }
            "index.constant" => {
                let n = self.integer()?;
                op.attrs.insert("value".into(), Attr::Int(n, Type::Index));
                types.push(Type::Index);
            }
            "index.add" | "index.sub" | "index.mul" | "index.divu" | "index.divs" | "index.remu" | "index.rems" | "index.and" | "index.or" | "index.xor"
            | "index.shl" | "index.shru" | "index.maxu" | "index.minu" => {
                op.operands = self.operand_list()?;
                types.push(Type::Index);
            }
            "memref.alloc" | "memref.alloca" => {
                self.expect("(", "after the op name")?;
                self.expect(")", "(dynamic sizes are not supported)")?;
                self.opt_attr_dict(&mut op.attrs)?;
                types.push(self.colon_type()?);
            }
            "memref.global" => {
                self.ws();
                if self.peek() == Some(b'"') {
                    let v = self.string_lit()?;
                    op.attrs.insert("sym_visibility".into(), Attr::Str(v));
                }
                if self.eat_kw("constant") {
                    op.attrs.insert("constant".into(), Attr::Unit);
                }
                self.expect("@", "before the global's name")?;
                let n = self.suffix_name()?;
                op.attrs.insert("sym_name".into(), Attr::Str(n));
                let t = self.colon_type()?;
                op.attrs.insert("type".into(), Attr::Type(t));
                if self.eat("=") {
                    if self.eat_kw("uninitialized") {
                        op.attrs.insert("initial_value".into(), Attr::Unit);
                    } else {
                        let a = self.parse_attr()?;
                        op.attrs.insert("initial_value".into(), a);
                    }
                }
                self.opt_attr_dict(&mut op.attrs)?;
            }
            "memref.get_global" => {
                self.expect("@", "before the global's name")?;
                let n = self.suffix_name()?;
                op.attrs.insert("name".into(), Attr::Symbol(n));
                types.push(self.colon_type()?);
            }
            "memref.load" | "vector.load" | "memref.store" | "vector.store" => {
                if canonical.ends_with("store") {
                    op.operands.push(self.operand()?);
                    self.expect(",", "after the stored value")?;
                }
                op.operands.push(self.operand()?);
                let idx = self.indices()?;
                op.operands.extend(idx);
                self.opt_attr_dict(&mut op.attrs)?;
                self.expect(":", "before the memref type")?;
                let ts = self.type_list()?;
                if canonical == "memref.load" {
                    match &ts[0] {
                        Type::MemRef(m) => types.push((*m.elem).clone()),
                        _ => return self.err_at(start, name.len(), "memref.load needs a memref operand"),
                    }
                } else if canonical == "vector.load" {
                    types.push(ts.last().cloned().unwrap_or(Type::Index));
                }
            }
            "memref.subview" => {
                op.operands.push(self.operand()?);
                for k in ["static_offsets", "static_sizes", "static_strides"] {
                    let l = self.mixed_list(&mut op.operands)?;
                    op.attrs.insert(k.into(), Attr::DenseArray(Type::Int(64), l.into_iter().map(i128::from).collect()));
                }
                types.push(self.cast_tail(&mut op)?);
            }
            "memref.dealloc" => {
                op.operands.push(self.operand()?);
                self.colon_type()?;
            }
            "vector.extract" | "vector.insert" => {
                if canonical == "vector.insert" {
                    op.operands.push(self.operand()?);
                    self.expect(",", "after the inserted value")?;
                }
                op.operands.push(self.operand()?);
                self.expect("[", "before the position")?;
                let mut pos = vec![];
                loop {
                    pos.push(self.integer()?);
                    if !self.eat(",") {
                        break;
                    }
                }
                self.expect("]", "after the position")?;
                op.attrs.insert("static_position".into(), Attr::DenseArray(Type::Int(64), pos));
                self.expect(":", "before the types")?;
                let t = self.parse_type()?;
                let kw = if canonical == "vector.insert" { "into" } else { "from" };
                self.expect_kw(kw, "between the types")?;
                let v = self.parse_type()?;
                types.push(if canonical == "vector.insert" { v } else { t });
            }
            "vector.splat" => {
                op.operands.push(self.operand()?);
                types.push(self.colon_type()?);
            }
            "scf.for" => {
                self.ws();
                let ivpos = self.pos;
                self.expect("%", "for the induction variable")?;
                let iv = self.suffix_name()?;
                self.expect("=", "after the induction variable")?;
                op.operands.push(self.operand()?);
                self.expect_kw("to", "in scf.for")?;
                op.operands.push(self.operand()?);
                self.expect_kw("step", "in scf.for")?;
                op.operands.push(self.operand()?);
                let ivt = self.ty_of(op.operands[0]);
                let mut args = vec![(iv, ivt, ivpos)];
                if self.eat_kw("iter_args") {
                    self.expect("(", "after 'iter_args'")?;
                    loop {
                        self.ws();
                        let p = self.pos;
                        self.expect("%", "for an iteration argument")?;
                        let n = self.suffix_name()?;
                        self.expect("=", "after the iteration argument")?;
                        let init = self.operand()?;
                        op.operands.push(init);
                        args.push((n, self.ty_of(init), p));
                        if !self.eat(",") {
                            break;
                        }
                    }
                    self.expect(")", "after the iteration arguments")?;
                    self.expect("->", "before the result types")?;
                    types = self.result_types()?;
                }
                if self.eat(":") {
                    self.parse_type()?;
                }
                op.regions.push(self.region(args)?);
                self.opt_attr_dict(&mut op.attrs)?;
            }
            "scf.if" => {
                op.operands.push(self.operand()?);
                if self.eat("->") {
                    types = self.result_types()?;
                }
                op.regions.push(self.region(vec![])?);
                if self.eat_kw("else") {
                    op.regions.push(self.region(vec![])?);
                } else {
                    op.regions.push(Region::default());
                }
                self.opt_attr_dict(&mut op.attrs)?;
            }
            // ---- nvgpu ----
            n if n.starts_with("nvgpu.") && self.nvgpu_form(n, &mut op, &mut types, start, name)? => {}
            n if self.structure_form(n, &mut op, &mut types)? => {}
            n if n.starts_with("nvgpu.") && is_absent_mnemonic(n) => {
                return self.err_at(start, name.len(), format!("'{n}' is not an op of this nvgpu dialect (absent from the tileiras build, seed 002)"));
            }
            n if n.starts_with("nvgpu.") && !is_plain_form(n) => {
                return self.err_at(start, name.len(), format!("unknown nvgpu op '{n}'"));
            }
            n if n.split('.').count() < 2 => {
                return self.err_at(start, name.len(), format!("unknown operation '{n}'"));
            }
            _ => {
                // The common shape: operands, optional attributes, `: types`, optional `-> types`.
                // The trailing types give the results: after `->` when present, else the last ones.
                if self.eat("(") {
                    op.operands = self.operand_list()?;
                    self.expect(")", "after the operands")?;
                } else {
                    op.operands = self.operand_list()?;
                }
                self.opt_attr_dict(&mut op.attrs)?;
                if self.eat(":") {
                    let ts = if self.at("(") {
                        match self.parse_type()? {
                            Type::Function(_, outs) => {
                                types = outs;
                                vec![]
                            }
                            t => vec![t],
                        }
                    } else {
                        self.type_list()?
                    };
                    if self.eat("->") {
                        types = self.result_types()?;
                    } else if !ts.is_empty() {
                        if want > ts.len() {
                            return self.err_at(start, name.len(), format!("'{name}' names {want} results but gives {} types", ts.len()));
                        }
                        types = ts[ts.len() - want..].to_vec();
                    }
                } else if want > 0 {
                    return self.err_at(start, name.len(), format!("expected ':' and the result types of '{name}'"));
                }
            }
        }
        Ok((op, types))
    }
}

/// nvgpu mnemonics this front end does not take: `nvgpu.warp.execute_on_lane_0` (no such op: the
/// gpu dialect's `gpu.warp_execute_on_lane_0` is used, contract 2.06) and the device-side
/// `nvgpu.tensormap.create.descriptor` (absent from tileiras; not built). The other upstream-only
/// ops seed 002 documents (mbarrier.inval, tma.async.reduce, stmatrix, tensormap.update.*) are
/// accepted, as the upstream profile does.
pub fn is_absent_mnemonic(n: &str) -> bool {
    matches!(n, "nvgpu.tensormap.create.descriptor" | "nvgpu.warp.execute_on_lane_0")
}

/// nvgpu ops whose custom form is the common `operands : types` shape.
fn is_plain_form(n: &str) -> bool {
    matches!(n, "nvgpu.fma.packed.f32x2" | "nvgpu.mul.packed.f32x2")
}
