//! The MLIR printer: every op in the generic form, which the parser reads back to the same module
//! (values renumbered `%0`, `%1`, ... in definition order). Each printed line carries the source
//! position of the op it prints, for the trace's links.

use super::ast::*;
use crate::diag::Span;
use std::collections::BTreeMap;
use std::fmt::Write;

struct Printer<'a> {
    m: &'a Module,
    names: BTreeMap<ValueId, u32>,
    lines: Vec<(String, Option<Span>)>,
}

/// The module as text lines, each with the source span of the op it prints.
pub fn print_lines(m: &Module) -> Vec<(String, Option<Span>)> {
    let mut p = Printer { m, names: BTreeMap::new(), lines: vec![] };
    p.op(&m.top, 0);
    p.lines
}

/// The module as text.
pub fn print(m: &Module) -> String {
    let mut s = String::new();
    for (l, _) in print_lines(m) {
        s.push_str(&l);
        s.push('\n');
    }
    s
}

impl Printer<'_> {
    fn name(&mut self, v: ValueId) -> String {
        let n = self.names.len() as u32;
        let id = *self.names.entry(v).or_insert(n);
        format!("%{id}")
    }

    fn op(&mut self, op: &Op, depth: usize) {
        let indent = "  ".repeat(depth);
        let mut line = indent.clone();
        if !op.results.is_empty() {
            let rs: Vec<String> = op.results.iter().map(|r| self.name(*r)).collect();
            // Multiple results print as `%a, %b = ` (each named), which the parser accepts.
            let _ = write!(line, "{} = ", rs.join(", "));
        }
        let _ = write!(line, "\"{}\"(", op.name);
        let (operands, segments) = super::layout::to_generic(op);
        let ops: Vec<String> = operands.iter().map(|v| self.name_of(*v)).collect();
        line.push_str(&ops.join(", "));
        line.push(')');
        if !op.successors.is_empty() {
            let s: Vec<String> = op.successors.iter().map(|s| format!("^bb{s}")).collect();
            let _ = write!(line, "[{}]", s.join(", "));
        }
        let tail = self.tail(op, &operands, segments);
        if op.regions.is_empty() {
            line.push_str(&tail);
            self.lines.push((line, Some(op.span)));
            return;
        }
        line.push_str(" (");
        for (ri, r) in op.regions.iter().enumerate() {
            if ri > 0 {
                line.push_str(", ");
            }
            line.push('{');
            self.lines.push((std::mem::take(&mut line), Some(op.span)));
            for (bi, b) in r.blocks.iter().enumerate() {
                if bi > 0 || !b.args.is_empty() {
                    let args: Vec<String> = b.args.iter().map(|a| format!("{}: {}", self.name(*a), self.m.ty(*a))).collect();
                    let label = if args.is_empty() { format!("{indent}^bb{bi}:") } else { format!("{indent}^bb{bi}({}):", args.join(", ")) };
                    self.lines.push((label, Some(op.span)));
                }
                for o in &b.ops {
                    self.op(o, depth + 1);
                }
            }
            line = format!("{indent}}}");
        }
        line.push(')');
        line.push_str(&tail);
        self.lines.push((line, Some(op.span)));
    }

    fn name_of(&mut self, v: ValueId) -> String {
        self.name(v)
    }

    /// Attributes and types; `operands` and `segments` in the generic layout ([`super::layout`]).
    fn tail(&self, op: &Op, operands: &[ValueId], segments: Option<Vec<i128>>) -> String {
        let mut s = String::new();
        let mut attrs = op.attrs.clone();
        match segments {
            Some(v) => attrs.insert("operandSegmentSizes".into(), Attr::DenseArray(Type::Int(32), v)),
            None => attrs.remove("operandSegmentSizes"),
        };
        if !attrs.is_empty() {
            s.push_str(" {");
            for (i, (k, v)) in attrs.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                let _ = print_entry(&mut s, k, v);
            }
            s.push('}');
        }
        let ins: Vec<String> = operands.iter().map(|v| self.m.ty(*v).to_string()).collect();
        let outs: Vec<String> = op.results.iter().map(|v| self.m.ty(*v).to_string()).collect();
        let _ = write!(s, " : ({}) -> ({})", ins.join(", "), outs.join(", "));
        s
    }
}
