//! The PTX printer: an [`ast::Module`] as canonical PTX text.
//!
//! The layout follows LLVM's NVPTX AsmPrinter: module directives and function headers at column 0,
//! one parameter per line indented by a tab, statements in bodies indented by one tab, labels at
//! column 0, the operands separated from the opcode by a tab. Nested blocks (call sequences) are
//! printed with their braces at body indentation. Immediates print in a form that reads back to the
//! same value: integers in decimal, `0f`/`0d` floats in hex, decimal floats with a `.`.

use super::ast::*;
use std::fmt::Write;

/// Prints a module as canonical PTX.
pub fn print(module: &Module) -> String {
    let mut out = String::new();
    print_lines(module).into_iter().for_each(|(line, _)| {
        out.push_str(&line);
        out.push('\n');
    });
    out
}

/// Prints a module line by line, each line with the span of the node it came from (the trace's
/// text snapshot links lines back to the input).
pub fn print_lines(module: &Module) -> Vec<(String, Option<crate::diag::Span>)> {
    let mut p = Printer { lines: Vec::new() };
    p.module(module);
    p.lines
}

struct Printer {
    lines: Vec<(String, Option<crate::diag::Span>)>,
}

impl Printer {
    fn line(&mut self, text: String, span: Option<Loc>) {
        self.lines.push((text, span.map(|l| l.0)));
    }

    fn module(&mut self, m: &Module) {
        self.line(format!(".version {}.{}", m.version.major, m.version.minor), Some(m.span));
        self.line(format!(".target {}", m.target.join(", ")), None);
        if let Some(a) = m.address_size {
            self.line(format!(".address_size {a}"), None);
        }
        for item in &m.items {
            self.line(String::new(), None);
            match item {
                Item::Variable(v) => self.line(format!("{};", var_decl(v)), Some(v.span)),
                Item::Function(f) => self.function(f),
                Item::File(f) => {
                    let mut s = format!(".file\t{} \"{}\"", f.index, f.name);
                    for e in &f.extra {
                        let _ = write!(s, ", {e}");
                    }
                    self.line(s, Some(f.span));
                }
                Item::Alias(a) => self.line(format!(".alias {}, {};", a.name, a.aliasee), Some(a.span)),
                Item::Section(s) => {
                    self.line(format!(".section\t{}", s.name), Some(s.span));
                    self.line("{".to_string(), None);
                    for row in &s.rows {
                        if row.directive.is_empty() {
                            self.line(format!("{}:", row.values.join("")), None);
                        } else {
                            self.line(format!("\t{} {}", row.directive, row.values.join(",")), None);
                        }
                    }
                    self.line("}".to_string(), None);
                }
            }
        }
    }

    fn function(&mut self, f: &Function) {
        let mut head = String::new();
        if let Some(l) = f.linkage.directive() {
            head.push_str(l);
            head.push(' ');
        }
        head.push_str(match f.kind {
            FunctionKind::Entry => ".entry ",
            FunctionKind::Func => ".func ",
        });
        if !f.returns.is_empty() {
            let r: Vec<_> = f.returns.iter().map(var_decl).collect();
            let _ = write!(head, "({}) ", r.join(", "));
        }
        head.push_str(&f.name);
        if f.params.is_empty() {
            if f.kind == FunctionKind::Entry {
                head.push_str("()");
            }
            self.line(head, Some(f.span));
        } else {
            head.push('(');
            self.line(head, Some(f.span));
            let n = f.params.len();
            for (i, p) in f.params.iter().enumerate() {
                let sep = if i + 1 < n { "," } else { "" };
                self.line(format!("\t{}{sep}", var_decl(p)), Some(p.span));
            }
            self.line(")".to_string(), None);
        }
        for d in &f.directives {
            self.line(function_directive(d), Some(d.span));
        }
        match &f.body {
            None => {
                if let Some(last) = self.lines.last_mut() {
                    last.0.push(';');
                }
            }
            Some(b) => {
                self.line("{".to_string(), Some(b.span));
                self.statements(&b.statements);
                self.line("}".to_string(), None);
            }
        }
    }

    fn statements(&mut self, list: &[Statement]) {
        for s in list {
            match s {
                Statement::Reg(r) => {
                    let names: Vec<_> = r
                        .names
                        .iter()
                        .map(|n| match n.count {
                            Some(c) => format!("{}<{c}>", n.name),
                            None => n.name.clone(),
                        })
                        .collect();
                    let v = r.vector.map_or(String::new(), |w| format!(".v{w} "));
                    self.line(format!("\t.reg {v}{} \t{};", r.ty.directive(), names.join(", ")), Some(r.span));
                }
                Statement::Variable(v) => self.line(format!("\t{};", var_decl(v)), Some(v.span)),
                Statement::Label(name, span) => self.line(format!("{name}:"), Some(*span)),
                Statement::Instruction(i) => self.line(format!("\t{}", instruction(i)), Some(i.span)),
                Statement::Block(b) => {
                    self.line("\t{".to_string(), Some(b.span));
                    self.statements(&b.statements);
                    self.line("\t}".to_string(), None);
                }
                Statement::Pragma(strings, span) => self.line(format!("\t.pragma {};", quoted(strings)), Some(*span)),
                Statement::Loc(l) => self.line(format!("\t.loc\t{} {} {}{}", l.file, l.line, l.column, l.tail), Some(l.span)),
                Statement::CallPrototype(c) => {
                    let mut s = format!("\t{}: .callprototype ", c.name);
                    if !c.returns.is_empty() {
                        let r: Vec<_> = c.returns.iter().map(var_decl).collect();
                        let _ = write!(s, "({}) ", r.join(", "));
                    }
                    s.push('_');
                    let p: Vec<_> = c.params.iter().map(var_decl).collect();
                    let _ = write!(s, " ({})", p.join(", "));
                    for d in &c.directives {
                        s.push(' ');
                        s.push_str(&function_directive(d));
                    }
                    s.push(';');
                    self.line(s, Some(c.span));
                }
                Statement::Targets(t) => {
                    self.line(format!("\t{}: {} {};", t.name, t.directive, t.targets.join(", ")), Some(t.span));
                }
            }
        }
    }
}

fn quoted(strings: &[String]) -> String {
    strings.iter().map(|s| format!("\"{s}\"")).collect::<Vec<_>>().join(", ")
}

fn function_directive(d: &FunctionDirective) -> String {
    let mut s = d.name.clone();
    if !d.values.is_empty() {
        let v: Vec<_> = d.values.iter().map(u64::to_string).collect();
        let _ = write!(s, " {}", v.join(", "));
    }
    if !d.strings.is_empty() {
        let _ = write!(s, " {};", quoted(&d.strings));
    }
    s
}

/// A variable or parameter declaration without the trailing `;`.
pub fn var_decl(v: &VarDecl) -> String {
    let mut s = String::new();
    if let Some(l) = v.linkage.directive() {
        s.push_str(l);
        s.push(' ');
    }
    s.push_str(v.space.directive());
    if let Some(a) = v.align {
        let _ = write!(s, " .align {a}");
    }
    if let Some(w) = v.vector {
        let _ = write!(s, " .v{w}");
    }
    let _ = write!(s, " {}", v.ty.directive());
    if let Some(p) = &v.ptr {
        s.push_str(" .ptr");
        if let Some(space) = p.space {
            s.push(' ');
            s.push_str(space.directive());
        }
        if let Some(a) = p.align {
            let _ = write!(s, " .align {a}");
        }
    }
    let _ = write!(s, " {}", v.name);
    if let Some(c) = v.count {
        let _ = write!(s, "<{c}>");
    }
    for d in &v.dims {
        match d {
            Some(n) => {
                let _ = write!(s, "[{n}]");
            }
            None => s.push_str("[]"),
        }
    }
    if let Some(init) = &v.init {
        s.push_str(" = ");
        initializer(&mut s, init);
    }
    s
}

fn initializer(s: &mut String, init: &Initializer) {
    match init {
        Initializer::Imm(i) => s.push_str(&imm(*i)),
        Initializer::Address { name, generic, offset } => {
            if *generic {
                let _ = write!(s, "generic({name})");
            } else {
                s.push_str(name);
            }
            push_offset(s, *offset);
        }
        Initializer::List(items) => {
            s.push('{');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                initializer(s, item);
            }
            s.push('}');
        }
    }
}

fn push_offset(s: &mut String, offset: i64) {
    if offset != 0 {
        let _ = write!(s, "+{offset}");
    }
}

/// An immediate as PTX text.
pub fn imm(i: Imm) -> String {
    match i {
        Imm::Int { magnitude, negative, unsigned } => {
            format!("{}{magnitude}{}", if negative { "-" } else { "" }, if unsigned { "U" } else { "" })
        }
        Imm::F32(b) => format!("0f{b:08X}"),
        Imm::F64(b) => format!("0d{b:016X}"),
        Imm::Decimal(v) => {
            let t = format!("{v:?}");
            if t.contains('.') {
                t
            } else if let Some((m, e)) = t.split_once('e') {
                format!("{m}.0e{e}")
            } else {
                format!("{t}.0")
            }
        }
    }
}

/// One instruction without indentation, with its `;`.
pub fn instruction(i: &Instruction) -> String {
    let mut s = String::new();
    if let Some(g) = &i.guard {
        let _ = write!(s, "@{}{} ", if g.negated { "!" } else { "" }, g.reg);
    }
    s.push_str(&i.full_name());
    if !i.operands.is_empty() {
        s.push_str(" \t");
        let ops: Vec<_> = i.operands.iter().map(operand).collect();
        s.push_str(&ops.join(", "));
    }
    s.push(';');
    s
}

/// One operand as PTX text.
pub fn operand(o: &Operand) -> String {
    match o {
        Operand::Reg(n, _) | Operand::SpecialReg(n, _) | Operand::Symbol(n, _) => n.clone(),
        Operand::Imm(i, _) => imm(*i),
        Operand::Address(a) => {
            let mut s = String::from("[");
            match &a.base {
                Some(AddressBase::Reg(n)) | Some(AddressBase::Symbol(n)) => {
                    s.push_str(n);
                    push_offset(&mut s, a.offset);
                }
                None => {
                    let _ = write!(s, "{}", a.offset);
                }
            }
            s.push(']');
            s
        }
        Operand::Tuple(items, _) => format!("[{}]", list(items)),
        Operand::Vector(items, _) => format!("{{{}}}", list(items)),
        Operand::List(items, _) => format!("({})", list(items)),
        Operand::Sink(_) => "_".to_string(),
        Operand::Not(inner, _) => format!("!{}", operand(inner)),
        Operand::Neg(inner, _) => format!("-{}", operand(inner)),
        Operand::PredPair(a, b, _) => format!("{}|{}", operand(a), operand(b)),
        Operand::Offset(base, offset, _) => {
            let mut s = operand(base);
            push_offset(&mut s, *offset);
            if *offset == 0 {
                s.push_str("+0");
            }
            s
        }
    }
}

fn list(items: &[Operand]) -> String {
    items.iter().map(operand).collect::<Vec<_>>().join(", ")
}
