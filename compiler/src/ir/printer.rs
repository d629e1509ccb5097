//! The LLVM IR printer: a [`Module`] back to modern LLVM IR text.
//!
//! Output is what LLVM 22 reads: opaque pointers, `ptx_kernel` kernels, `captures(none)`.
//! NVVM IR 2.0 input comes out modernised (typed pointers become `ptr addrspace(N)`, intrinsic
//! names lose their typed-pointer mangling). Unnamed values and blocks are numbered in order, as
//! LLVM requires, so printing a parsed printout reproduces it exactly (a fixpoint). Every line
//! carries the source span it came from where there is one, for the explorer.

use super::module::*;
use super::types::{Type, TypeId};
use crate::diag::Span;
use std::fmt::Write as _;

/// Whether `name` can be printed without quotes after `%`/`@` (LLVM quotes `$` too, though it
/// reads it bare).
fn is_plain_name(name: &str) -> bool {
    let b = name.as_bytes();
    !b.is_empty()
        && !b[0].is_ascii_digit()
        && b.iter().all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'.' | b'_'))
}

/// Appends a value, block or type name (without its sigil), quoted and escaped where needed.
pub fn write_name(out: &mut String, name: &str) {
    // All digits: a numbered (unnamed) entity, printed bare as LLVM does (`@0`, `%3`).
    if is_plain_name(name) || (!name.is_empty() && name.bytes().all(|c| c.is_ascii_digit())) {
        out.push_str(name);
    } else {
        out.push('"');
        out.push_str(&escape(name.as_bytes()));
        out.push('"');
    }
}

/// Appends a local value or block name: numbers as they are, names as [`write_name`] does.
fn write_local(out: &mut String, name: &str) {
    if !name.is_empty() && name.bytes().all(|c| c.is_ascii_digit()) {
        out.push_str(name);
    } else {
        write_name(out, name);
    }
}

/// Escapes a string for LLVM IR: printable ASCII stays, `"` `\` and the rest become `\XX`.
pub fn escape(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len());
    for &c in bytes {
        if (0x20..0x7f).contains(&c) && c != b'"' && c != b'\\' {
            s.push(c as char);
        } else {
            let _ = write!(s, "\\{c:02X}");
        }
    }
    s
}

/// Formats a double as LLVM does: `%e` with six digits when that reads back exactly, else hex.
fn format_double(v: f64) -> String {
    if v.is_finite() {
        let s = format!("{v:.6e}");
        if let Some((mant, exp)) = s.split_once('e') {
            if let Ok(e) = exp.parse::<i32>() {
                let text = format!("{mant}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs());
                if text.parse::<f64>().ok().map(f64::to_bits) == Some(v.to_bits()) {
                    return text;
                }
            }
        }
    }
    format!("0x{:016X}", v.to_bits())
}

/// The intrinsic name as LLVM 22 spells it: NVVM IR's typed-pointer mangling (`.p1f32`,
/// `.p0i8`) becomes the opaque form (`.p1`, `.p0`).
pub fn modern_intrinsic_name(name: &str) -> String {
    if !name.starts_with("llvm.") {
        return name.to_string();
    }
    name.split('.')
        .map(|seg| {
            let b = seg.as_bytes();
            if b.len() > 1 && b[0] == b'p' && b[1].is_ascii_digit() {
                let digits = seg[1..].bytes().take_while(u8::is_ascii_digit).count();
                let rest = &seg[1 + digits..];
                if !rest.is_empty() && rest.bytes().next().is_some_and(|c| c.is_ascii_alphabetic()) {
                    return seg[..1 + digits].to_string();
                }
            }
            seg.to_string()
        })
        .collect::<Vec<_>>()
        .join(".")
}

/// The attribute as LLVM 22 spells it (`nocapture` is `captures(none)` since LLVM 21).
fn modern_attr(a: &str) -> &str {
    match a {
        "nocapture" => "captures(none)",
        _ => a,
    }
}

/// Prints the module as text.
pub fn print(m: &Module) -> String {
    let mut s = String::new();
    for (line, _) in print_lines(m) {
        s.push_str(&line);
        s.push('\n');
    }
    s
}

/// Prints the module as lines, each with the source span it came from where known.
pub fn print_lines(m: &Module) -> Vec<(String, Option<Span>)> {
    let mut p = Printer { m, lines: Vec::new() };
    p.module();
    p.lines
}

struct Printer<'a> {
    m: &'a Module,
    lines: Vec<(String, Option<Span>)>,
}

/// The printed names of one function's values.
struct Slots {
    args: Vec<String>,
    blocks: Vec<String>,
    insts: Vec<String>,
}

impl Slots {
    fn new(f: &Function, m: &Module) -> Slots {
        let mut next = 0u32;
        let mut number = |name: &Option<String>| match name {
            Some(n) => n.clone(),
            None => {
                next += 1;
                (next - 1).to_string()
            }
        };
        let args = f.params.iter().map(|p| number(&p.name)).collect();
        let mut blocks = vec![String::new(); f.blocks.len()];
        let mut insts = vec![String::new(); f.insts.len()];
        for (bi, b) in f.blocks.iter().enumerate() {
            blocks[bi] = number(&b.name);
            for &i in &b.insts {
                let inst = f.inst(i);
                if !matches!(m.types.get(inst.ty), Type::Void) {
                    insts[i.index()] = number(&inst.name);
                }
            }
        }
        Slots { args, blocks, insts }
    }
}

impl Printer<'_> {
    fn line(&mut self, text: String, span: Option<Span>) {
        self.lines.push((text, span));
    }

    fn blank(&mut self) {
        if self.lines.last().is_some_and(|(l, _)| !l.is_empty()) {
            self.line(String::new(), None);
        }
    }

    fn ty(&self, out: &mut String, t: TypeId) {
        self.m.types.write(out, t);
    }

    fn module(&mut self) {
        let m = self.m;
        if let Some(s) = &m.source_filename {
            self.line(format!("source_filename = \"{}\"", escape(s.as_bytes())), None);
        }
        if let Some(s) = &m.datalayout {
            self.line(format!("target datalayout = \"{}\"", escape(s.as_bytes())), None);
        }
        if let Some(s) = &m.triple {
            self.line(format!("target triple = \"{}\"", escape(s.as_bytes())), None);
        }
        self.blank();
        for n in &m.types.named {
            let mut s = String::from("%");
            write_name(&mut s, &n.name);
            s.push_str(" = type ");
            match &n.body {
                None => s.push_str("opaque"),
                Some((fields, packed)) => {
                    if *packed {
                        s.push('<');
                    }
                    if fields.is_empty() {
                        s.push_str("{}");
                    } else {
                        s.push_str("{ ");
                        for (i, f) in fields.iter().enumerate() {
                            if i > 0 {
                                s.push_str(", ");
                            }
                            self.ty(&mut s, *f);
                        }
                        s.push_str(" }");
                    }
                    if *packed {
                        s.push('>');
                    }
                }
            }
            self.line(s, None);
        }
        self.blank();
        for g in &m.globals {
            let s = self.global(g);
            self.line(s, Some(g.span));
        }
        self.blank();
        for f in &m.functions {
            self.function(f);
            self.blank();
        }
        for g in &m.attr_groups {
            let attrs: Vec<&str> = g.attrs.iter().map(|a| modern_attr(a)).collect();
            self.line(format!("attributes #{} = {{ {} }}", g.number, attrs.join(" ")), None);
        }
        self.blank();
        for n in &m.named_metadata {
            let mut s = format!("!{} = !{{", n.name);
            for (i, k) in n.nodes.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                let _ = write!(s, "!{k}");
            }
            s.push('}');
            self.line(s, Some(n.span));
        }
        self.blank();
        let mut md: Vec<&MdNode> = m.metadata.iter().collect();
        md.sort_by_key(|n| n.number);
        for n in md {
            let mut s = format!("!{} = ", n.number);
            if n.distinct {
                s.push_str("distinct ");
            }
            self.md(&mut s, &n.body, None, None);
            self.line(s, Some(n.span));
        }
        while self.lines.last().is_some_and(|(l, _)| l.is_empty()) {
            self.lines.pop();
        }
    }

    fn global(&self, g: &Global) -> String {
        let mut s = String::from("@");
        write_name(&mut s, &g.name);
        s.push_str(" =");
        for w in &g.linkage {
            s.push(' ');
            s.push_str(w);
        }
        if g.addrspace != 0 {
            let _ = write!(s, " addrspace({})", g.addrspace);
        }
        if g.externally_initialized {
            s.push_str(" externally_initialized");
        }
        s.push_str(if g.is_constant { " constant " } else { " global " });
        self.ty(&mut s, g.ty);
        if let Some(c) = g.init {
            s.push(' ');
            self.constant(&mut s, c);
        }
        for e in &g.extra {
            let _ = write!(s, ", {e}");
        }
        if let Some(a) = g.align {
            let _ = write!(s, ", align {a}");
        }
        for (k, md) in &g.metadata {
            let _ = write!(s, ", !{k} ");
            self.md(&mut s, md, None, None);
        }
        s
    }

    fn function_name(&self, f: &Function) -> String {
        let name = if self.m.typed_pointers { modern_intrinsic_name(&f.name) } else { f.name.clone() };
        let mut s = String::from("@");
        write_name(&mut s, &name);
        s
    }

    fn function(&mut self, f: &Function) {
        let slots = f.is_definition.then(|| Slots::new(f, self.m));
        let mut s = String::from(if f.is_definition { "define" } else { "declare" });
        for w in &f.linkage {
            s.push(' ');
            s.push_str(w);
        }
        match &f.cc {
            CallingConv::C => {}
            CallingConv::PtxKernel => s.push_str(" ptx_kernel"),
            CallingConv::PtxDevice => s.push_str(" ptx_device"),
            CallingConv::Other(o) => {
                s.push(' ');
                s.push_str(o);
            }
        }
        for a in &f.ret_attrs {
            s.push(' ');
            s.push_str(modern_attr(a));
        }
        s.push(' ');
        self.ty(&mut s, f.ret);
        s.push(' ');
        s.push_str(&self.function_name(f));
        s.push('(');
        for (i, p) in f.params.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            self.ty(&mut s, p.ty);
            for a in &p.attrs {
                s.push(' ');
                s.push_str(modern_attr(a));
            }
            if let Some(sl) = &slots {
                s.push_str(" %");
                write_local(&mut s, &sl.args[i]);
            } else if let Some(n) = &p.name {
                s.push_str(" %");
                write_name(&mut s, n);
            }
        }
        if f.vararg {
            s.push_str(if f.params.is_empty() { "..." } else { ", ..." });
        }
        s.push(')');
        for a in &f.attrs {
            s.push(' ');
            s.push_str(modern_attr(a));
        }
        for (k, md) in &f.metadata {
            let _ = write!(s, " !{k} ");
            self.md(&mut s, md, None, None);
        }
        let Some(slots) = slots else {
            self.line(s, Some(f.span));
            return;
        };
        s.push_str(" {");
        self.line(s, Some(f.span));
        for (bi, b) in f.blocks.iter().enumerate() {
            if bi > 0 {
                self.line(String::new(), None);
            }
            if bi > 0 || b.name.is_some() {
                let mut l = String::new();
                write_name(&mut l, &slots.blocks[bi]);
                if b.name.is_none() {
                    l.clear();
                    l.push_str(&slots.blocks[bi]);
                }
                l.push(':');
                self.line(l, Some(b.span));
            }
            for &i in &b.insts {
                let inst = f.inst(i);
                for r in &inst.debug_records {
                    self.line(format!("    {r}"), Some(inst.span));
                }
                let text = self.inst(f, &slots, i, inst);
                for piece in text.split('\n') {
                    self.line(format!("  {piece}"), Some(inst.span));
                }
            }
        }
        self.line("}".to_string(), None);
    }

    fn value(&self, out: &mut String, f: &Function, slots: &Slots, v: Value) {
        match v {
            Value::Inst(i) => {
                out.push('%');
                let n = slots.insts.get(i.index()).map_or("?", String::as_str);
                if n.bytes().all(|c| c.is_ascii_digit()) {
                    out.push_str(n);
                } else {
                    write_name(out, n);
                }
            }
            Value::Arg(a) => {
                out.push('%');
                let n = slots.args.get(a as usize).map_or("?", String::as_str);
                if n.bytes().all(|c| c.is_ascii_digit()) {
                    out.push_str(n);
                } else {
                    write_name(out, n);
                }
            }
            Value::Block(b) => {
                out.push('%');
                let n = slots.blocks.get(b.index()).map_or("?", String::as_str);
                if n.bytes().all(|c| c.is_ascii_digit()) {
                    out.push_str(n);
                } else {
                    write_name(out, n);
                }
            }
            Value::Const(c) => self.constant(out, c),
            Value::Metadata(k) => {
                if let Some(md) = f.metadata_args.get(k as usize) {
                    self.md(out, md, Some(f), Some(slots));
                }
            }
            Value::InlineAsm(k) => {
                if let Some(a) = self.m.inline_asm.get(k as usize) {
                    out.push_str("asm ");
                    for w in &a.keywords {
                        out.push_str(w);
                        out.push(' ');
                    }
                    let _ = write!(out, "\"{}\", \"{}\"", escape(&a.template), escape(&a.constraints));
                }
            }
        }
    }

    fn typed_value(&self, out: &mut String, f: &Function, slots: &Slots, v: Value) {
        self.ty(out, self.m.value_type(f, v));
        out.push(' ');
        self.value(out, f, slots, v);
    }

    fn typed_constant(&self, out: &mut String, c: ConstId) {
        self.ty(out, self.m.constant(c).ty);
        out.push(' ');
        self.constant(out, c);
    }

    fn constant(&self, out: &mut String, c: ConstId) {
        let k = self.m.constant(c);
        let t = self.m.types.get(k.ty);
        match &k.kind {
            ConstKind::Int(v) => {
                if matches!(t, Type::Int(1)) {
                    out.push_str(if *v != 0 { "true" } else { "false" });
                } else {
                    let _ = write!(out, "{v}");
                }
            }
            ConstKind::Float(bits) => match t {
                Type::Half => {
                    let _ = write!(out, "0xH{bits:04X}");
                }
                Type::BFloat => {
                    let _ = write!(out, "0xR{bits:04X}");
                }
                Type::Float => out.push_str(&format_double(f64::from(f32::from_bits(*bits as u32)))),
                _ => out.push_str(&format_double(f64::from_bits(*bits))),
            },
            ConstKind::Null => out.push_str("null"),
            ConstKind::Zero => out.push_str("zeroinitializer"),
            ConstKind::Undef => out.push_str("undef"),
            ConstKind::Poison => out.push_str("poison"),
            ConstKind::NoneToken => out.push_str("none"),
            ConstKind::Array(elems) => self.const_list(out, "[", elems, "]"),
            ConstKind::Vector(elems) if elems.len() > 1 && elems.iter().all(|e| *e == elems[0]) => {
                out.push_str("splat (");
                self.typed_constant(out, elems[0]);
                out.push(')');
            }
            ConstKind::Vector(elems) => self.const_list(out, "<", elems, ">"),
            ConstKind::Struct(elems) => {
                let packed = matches!(t, Type::Struct { packed: true, .. })
                    || matches!(t, Type::Named(i) if self.m.types.named.get(*i as usize).and_then(|n| n.body.as_ref()).is_some_and(|(_, p)| *p));
                if elems.is_empty() {
                    out.push_str(if packed { "<{}>" } else { "{}" });
                } else if packed {
                    self.const_list(out, "<{ ", elems, " }>");
                } else {
                    self.const_list(out, "{ ", elems, " }");
                }
            }
            ConstKind::Bytes(b) => {
                let _ = write!(out, "c\"{}\"", escape(b));
            }
            ConstKind::Global(g) => {
                out.push('@');
                write_name(out, self.m.globals.get(g.index()).map_or("?", |g| g.name.as_str()));
            }
            ConstKind::Function(fid) => match self.m.functions.get(fid.index()) {
                Some(f) => out.push_str(&self.function_name(f)),
                None => out.push_str("@?"),
            },
            ConstKind::Expr(e) => {
                out.push_str(e.op.name());
                for n in e.flags.names() {
                    out.push(' ');
                    out.push_str(n);
                }
                out.push_str(" (");
                match &e.op {
                    Opcode::GetElementPtr { source } => {
                        self.ty(out, *source);
                        for o in &e.operands {
                            out.push_str(", ");
                            self.typed_constant(out, *o);
                        }
                    }
                    Opcode::Cast(_) => {
                        if let Some(&o) = e.operands.first() {
                            self.typed_constant(out, o);
                        }
                        out.push_str(" to ");
                        self.ty(out, k.ty);
                    }
                    _ => {
                        for (i, o) in e.operands.iter().enumerate() {
                            if i > 0 {
                                out.push_str(", ");
                            }
                            self.typed_constant(out, *o);
                        }
                    }
                }
                out.push(')');
            }
        }
    }

    fn const_list(&self, out: &mut String, open: &str, elems: &[ConstId], close: &str) {
        out.push_str(open);
        for (i, e) in elems.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.typed_constant(out, *e);
        }
        out.push_str(close);
    }

    fn md(&self, out: &mut String, md: &MdOperand, f: Option<&Function>, slots: Option<&Slots>) {
        match md {
            MdOperand::Null => out.push_str("null"),
            MdOperand::Ref(n) => {
                let _ = write!(out, "!{n}");
            }
            MdOperand::String(s) => {
                let _ = write!(out, "!\"{}\"", escape(s));
            }
            MdOperand::Tuple(ops) => {
                out.push_str("!{");
                for (i, o) in ops.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.md(out, o, f, slots);
                }
                out.push('}');
            }
            MdOperand::Value(t, v) => {
                self.ty(out, *t);
                out.push(' ');
                match (f, slots, v) {
                    (Some(f), Some(s), _) => self.value(out, f, s, *v),
                    (_, _, Value::Const(c)) => self.constant(out, *c),
                    _ => out.push_str("poison"),
                }
            }
            MdOperand::Special(s) => out.push_str(s),
        }
    }

    fn atomic(out: &mut String, a: &Atomic) {
        if let Some(s) = &a.scope {
            let _ = write!(out, " syncscope(\"{}\")", escape(s.as_bytes()));
        }
        out.push(' ');
        out.push_str(ORDERINGS.get(a.ordering as usize).copied().unwrap_or("monotonic"));
    }

    fn inst(&self, f: &Function, slots: &Slots, id: InstId, inst: &Inst) -> String {
        let mut s = String::new();
        if !matches!(self.m.types.get(inst.ty), Type::Void) {
            s.push('%');
            let n = &slots.insts[id.index()];
            if n.bytes().all(|c| c.is_ascii_digit()) {
                s.push_str(n);
            } else {
                write_name(&mut s, n);
            }
            s.push_str(" = ");
        }
        let flags = |s: &mut String| {
            for n in inst.flags.names() {
                s.push(' ');
                s.push_str(n);
            }
        };
        let ops = &inst.operands;
        let op = |k: usize| ops.get(k).copied().unwrap_or(Value::Arg(u32::MAX));
        match &inst.op {
            Opcode::Binary(b) => {
                s.push_str(b.name());
                flags(&mut s);
                s.push(' ');
                self.typed_value(&mut s, f, slots, op(0));
                s.push_str(", ");
                self.value(&mut s, f, slots, op(1));
            }
            Opcode::FNeg | Opcode::Freeze => {
                s.push_str(inst.op.name());
                flags(&mut s);
                s.push(' ');
                self.typed_value(&mut s, f, slots, op(0));
            }
            Opcode::ICmp(p) | Opcode::FCmp(p) => {
                s.push_str(inst.op.name());
                flags(&mut s);
                let names: &[&str] = if matches!(inst.op, Opcode::ICmp(_)) { &INT_PREDICATES } else { &FLOAT_PREDICATES };
                let _ = write!(s, " {} ", names.get(*p as usize).copied().unwrap_or("?"));
                self.typed_value(&mut s, f, slots, op(0));
                s.push_str(", ");
                self.value(&mut s, f, slots, op(1));
            }
            Opcode::Select => {
                s.push_str("select");
                flags(&mut s);
                for k in 0..3 {
                    s.push_str(if k == 0 { " " } else { ", " });
                    self.typed_value(&mut s, f, slots, op(k));
                }
            }
            Opcode::Phi { blocks } => {
                s.push_str("phi");
                flags(&mut s);
                s.push(' ');
                self.ty(&mut s, inst.ty);
                for (k, (v, b)) in ops.iter().zip(blocks).enumerate() {
                    s.push_str(if k == 0 { " [ " } else { ", [ " });
                    self.value(&mut s, f, slots, *v);
                    s.push_str(", ");
                    self.value(&mut s, f, slots, Value::Block(*b));
                    s.push_str(" ]");
                }
            }
            Opcode::Cast(c) => {
                s.push_str(c.name());
                flags(&mut s);
                s.push(' ');
                self.typed_value(&mut s, f, slots, op(0));
                s.push_str(" to ");
                self.ty(&mut s, inst.ty);
            }
            Opcode::GetElementPtr { source } => {
                s.push_str("getelementptr");
                flags(&mut s);
                s.push(' ');
                self.ty(&mut s, *source);
                for v in ops {
                    s.push_str(", ");
                    self.typed_value(&mut s, f, slots, *v);
                }
            }
            Opcode::Load { align, volatile, atomic } => {
                s.push_str("load");
                if atomic.is_some() {
                    s.push_str(" atomic");
                }
                if *volatile {
                    s.push_str(" volatile");
                }
                s.push(' ');
                self.ty(&mut s, inst.ty);
                s.push_str(", ");
                self.typed_value(&mut s, f, slots, op(0));
                if let Some(a) = atomic {
                    Self::atomic(&mut s, a);
                }
                if let Some(a) = align {
                    let _ = write!(s, ", align {a}");
                }
            }
            Opcode::Store { align, volatile, atomic } => {
                s.push_str("store");
                if atomic.is_some() {
                    s.push_str(" atomic");
                }
                if *volatile {
                    s.push_str(" volatile");
                }
                s.push(' ');
                self.typed_value(&mut s, f, slots, op(0));
                s.push_str(", ");
                self.typed_value(&mut s, f, slots, op(1));
                if let Some(a) = atomic {
                    Self::atomic(&mut s, a);
                }
                if let Some(a) = align {
                    let _ = write!(s, ", align {a}");
                }
            }
            Opcode::VaArg => {
                s.push_str("va_arg ");
                self.typed_value(&mut s, f, slots, op(0));
                s.push_str(", ");
                self.ty(&mut s, inst.ty);
            }
            Opcode::Alloca { allocated, align, addrspace } => {
                s.push_str("alloca ");
                self.ty(&mut s, *allocated);
                if let Some(&c) = ops.first() {
                    s.push_str(", ");
                    self.typed_value(&mut s, f, slots, c);
                }
                if let Some(a) = align {
                    let _ = write!(s, ", align {a}");
                }
                if *addrspace != 0 {
                    let _ = write!(s, ", addrspace({addrspace})");
                }
            }
            Opcode::AtomicRmw { op: rmw, volatile, atomic, align } => {
                s.push_str("atomicrmw");
                if *volatile {
                    s.push_str(" volatile");
                }
                let _ = write!(s, " {} ", ATOMIC_RMW_OPS.get(*rmw as usize).copied().unwrap_or("xchg"));
                self.typed_value(&mut s, f, slots, op(0));
                s.push_str(", ");
                self.typed_value(&mut s, f, slots, op(1));
                Self::atomic(&mut s, atomic);
                if let Some(a) = align {
                    let _ = write!(s, ", align {a}");
                }
            }
            Opcode::CmpXchg { weak, volatile, atomic, failure, align } => {
                s.push_str("cmpxchg");
                if *weak {
                    s.push_str(" weak");
                }
                if *volatile {
                    s.push_str(" volatile");
                }
                for k in 0..3 {
                    s.push_str(if k == 0 { " " } else { ", " });
                    self.typed_value(&mut s, f, slots, op(k));
                }
                Self::atomic(&mut s, atomic);
                let _ = write!(s, " {}", ORDERINGS.get(*failure as usize).copied().unwrap_or("monotonic"));
                if let Some(a) = align {
                    let _ = write!(s, ", align {a}");
                }
            }
            Opcode::Fence(a) => {
                s.push_str("fence");
                Self::atomic(&mut s, a);
            }
            Opcode::Call(call) => {
                match call.tail {
                    Some(TailKind::Tail) => s.push_str("tail "),
                    Some(TailKind::MustTail) => s.push_str("musttail "),
                    Some(TailKind::NoTail) => s.push_str("notail "),
                    None => {}
                }
                s.push_str("call");
                flags(&mut s);
                match &call.cc {
                    CallingConv::C => {}
                    CallingConv::PtxKernel => s.push_str(" ptx_kernel"),
                    CallingConv::PtxDevice => s.push_str(" ptx_device"),
                    CallingConv::Other(o) => {
                        s.push(' ');
                        s.push_str(o);
                    }
                }
                for a in &call.ret_attrs {
                    s.push(' ');
                    s.push_str(modern_attr(a));
                }
                s.push(' ');
                let vararg = matches!(self.m.types.get(call.fn_ty), Type::Function { vararg: true, .. });
                if vararg {
                    self.ty(&mut s, call.fn_ty);
                } else {
                    self.ty(&mut s, inst.ty);
                }
                s.push(' ');
                let n = ops.len().saturating_sub(1);
                self.value(&mut s, f, slots, op(n));
                s.push('(');
                for k in 0..n {
                    if k > 0 {
                        s.push_str(", ");
                    }
                    self.ty(&mut s, self.m.value_type(f, op(k)));
                    for a in call.arg_attrs.get(k).into_iter().flatten() {
                        s.push(' ');
                        s.push_str(modern_attr(a));
                    }
                    s.push(' ');
                    self.value(&mut s, f, slots, op(k));
                }
                s.push(')');
                for a in &call.fn_attrs {
                    s.push(' ');
                    s.push_str(modern_attr(a));
                }
                if let Some(b) = &call.bundles {
                    s.push(' ');
                    s.push_str(b);
                }
            }
            Opcode::Br => {
                s.push_str("br ");
                if ops.len() == 3 {
                    self.typed_value(&mut s, f, slots, op(0));
                    s.push_str(", label ");
                    self.value(&mut s, f, slots, op(1));
                    s.push_str(", label ");
                    self.value(&mut s, f, slots, op(2));
                } else {
                    s.push_str("label ");
                    self.value(&mut s, f, slots, op(0));
                }
            }
            Opcode::Switch => {
                s.push_str("switch ");
                self.typed_value(&mut s, f, slots, op(0));
                s.push_str(", label ");
                self.value(&mut s, f, slots, op(1));
                s.push_str(" [");
                for pair in ops[2.min(ops.len())..].chunks(2) {
                    if let [c, b] = pair {
                        s.push_str("\n  ");
                        self.typed_value(&mut s, f, slots, *c);
                        s.push_str(", label ");
                        self.value(&mut s, f, slots, *b);
                    }
                }
                s.push_str("\n]");
            }
            Opcode::Ret => {
                s.push_str("ret ");
                match ops.first() {
                    Some(&v) => self.typed_value(&mut s, f, slots, v),
                    None => s.push_str("void"),
                }
            }
            Opcode::Unreachable => s.push_str("unreachable"),
            Opcode::ExtractElement | Opcode::InsertElement | Opcode::ShuffleVector => {
                s.push_str(inst.op.name());
                for (k, v) in ops.iter().enumerate() {
                    s.push_str(if k == 0 { " " } else { ", " });
                    self.typed_value(&mut s, f, slots, *v);
                }
            }
            Opcode::ExtractValue(idx) | Opcode::InsertValue(idx) => {
                s.push_str(inst.op.name());
                for (k, v) in ops.iter().enumerate() {
                    s.push_str(if k == 0 { " " } else { ", " });
                    self.typed_value(&mut s, f, slots, *v);
                }
                for i in idx {
                    let _ = write!(s, ", {i}");
                }
            }
        }
        for (k, md) in &inst.metadata {
            let _ = write!(s, ", !{k} ");
            self.md(&mut s, md, Some(f), Some(slots));
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn doubles_print_like_llvm() {
        assert_eq!(format_double(1.0), "1.000000e+00");
        assert_eq!(format_double(-0.25), "-2.500000e-01");
        assert_eq!(format_double(f64::from(0.1f32)), "0x3FB99999A0000000");
        assert_eq!(format_double(1e100), "1.000000e+100");
    }

    #[test]
    fn names_are_quoted_when_needed() {
        let mut s = String::new();
        write_name(&mut s, "a b\"");
        assert_eq!(s, "\"a b\\22\"");
        assert_eq!(modern_intrinsic_name("llvm.memcpy.p0i8.p1i8.i64"), "llvm.memcpy.p0.p1.i64");
        assert_eq!(modern_intrinsic_name("llvm.nvvm.read.ptx.sreg.tid.x"), "llvm.nvvm.read.ptx.sreg.tid.x");
    }
}
