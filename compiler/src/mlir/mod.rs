//! The MLIR nvgpu front end (seed 002): parse MLIR (generic and custom forms), verify the nvgpu
//! ops and their per-arch floors, run convert-nvgpu-to-nvvm, then lower the whole module to LLVM
//! IR for the LLVM side of the pipeline.
//!
//! ```text
//!  text ── parser ──► Module ── verify ── convert-nvgpu-to-nvvm ──► Module (nvvm/llvm/...)
//!                                                                   └── lower ──► LLVM IR text
//! ```

pub mod ast;
pub mod convert;
pub mod layout;
pub mod lower;
pub mod parser;
pub mod printer;
pub mod verify;

use crate::diag::{Diagnostic, Span};
use crate::target::Sm;

/// What the front end produced, stage by stage.
#[derive(Clone, Debug, Default)]
pub struct FrontEnd {
    /// The parsed module printed back (generic form), each line with its source span.
    pub parsed: Vec<(String, Option<Span>)>,
    /// The module after convert-nvgpu-to-nvvm, each line with the span of the source op.
    pub converted: Vec<(String, Option<Span>)>,
    /// The LLVM IR, each line with the span of the source op.
    pub llvm: Vec<(String, Option<Span>)>,
    /// How many times each conversion pattern fired.
    pub applied: Vec<(String, u32)>,
    /// Op counts: (ops parsed, nvgpu ops, ops after conversion).
    pub counts: (u64, u64, u64),
}

/// Runs the front end on `src` for `sm`. Errors stop at the first failing stage; `out` keeps what
/// the stages before it produced.
pub fn front_end(src: &str, sm: Sm) -> (FrontEnd, Vec<Diagnostic>) {
    let mut out = FrontEnd::default();
    let m = match parser::parse(src) {
        Ok(m) => m,
        Err(d) => return (out, vec![d]),
    };
    out.parsed = printer::print_lines(&m);
    let count = |m: &ast::Module, pred: &dyn Fn(&ast::Op) -> bool| {
        let mut n = 0u64;
        m.walk(&mut |o| n += pred(o) as u64);
        n
    };
    let parsed_ops = count(&m, &|_| true);
    let nvgpu_ops = count(&m, &|o| o.dialect() == "nvgpu");
    let diags = verify::verify(&m, sm);
    if !diags.is_empty() {
        return (out, diags);
    }
    let (conv, report) = match convert::convert(m, sm) {
        Ok(x) => x,
        Err(d) => return (out, vec![d]),
    };
    out.converted = printer::print_lines(&conv);
    out.applied = report.applied.into_iter().collect();
    out.counts = (parsed_ops, nvgpu_ops, count(&conv, &|_| true));
    match lower::lower(&conv) {
        Ok(lines) => out.llvm = lines,
        Err(d) => return (out, vec![d]),
    }
    (out, vec![])
}

#[cfg(test)]
mod tests;
