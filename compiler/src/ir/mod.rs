//! The LLVM IR front end: modern LLVM IR (what clang 22 emits for CUDA device code) and NVVM IR
//! 2.0 (typed pointers, `!nvvm.annotations`), parsed into one in-memory IR, verified, and printed
//! back as modern LLVM IR.
//!
//! ```text
//!  text ── lexer ── parser ──► Module ── verify ──► (SelectionDAG build)
//!                                 └──── printer ──► modern LLVM IR text
//! ```
//!
//! How the SelectionDAG build reads a [`Module`]: walk [`Module::functions`] that are definitions
//! (`is_definition`), and in each [`module::Function`] its `blocks` in layout order; a block's
//! `insts` are [`module::InstId`]s into the function's `insts` arena, the terminator last. An
//! instruction's [`module::Opcode`] names the operation, `ty` its result type (look it up in
//! [`Module::types`]), `operands` its [`module::Value`]s ([`Module::value_type`] types any of
//! them), `flags` its wrap/exact/fast-math flags, `span` where it was written (for the trace).
//! Constants live in [`Module::consts`]; [`Module::called_intrinsic`] names the intrinsic a call
//! calls; [`module::Function::users`] gives the use lists; [`Module::kernels`] the kernels.

pub mod attributes;
pub mod lexer;
pub mod module;
pub mod parser;
pub mod printer;
pub mod types;
pub mod verify;

pub use module::Module;

use crate::diag::Diagnostic;

/// Parses and verifies `src`. The module is usable downstream only when no diagnostic is an
/// error; the verifier runs only on a module that parsed cleanly.
pub fn parse_and_verify(src: &str) -> (Module, Vec<Diagnostic>) {
    let (m, mut diags) = parser::parse(src);
    if diags.is_empty() {
        diags = verify::verify(&m);
    }
    (m, diags)
}

#[cfg(test)]
mod tests {
    use crate::trace::{PhaseId, PhaseStatus, Snapshot};
    use crate::{compile, InputKind, Options, Stage};

    const KERNEL: &str = "define ptx_kernel void @k(ptr %p) {\nentry:\n  store i32 1, ptr %p, align 4\n  ret void\n}\n";

    #[test]
    fn driver_prints_the_module_and_traces_the_phase() {
        let opts = Options { input: Some(InputKind::LlvmIr), stop_after: Stage::Llvm, ..Options::default() };
        let c = compile(KERNEL, &opts);
        assert!(!c.has_errors(), "{:?}", c.diagnostics);
        assert_eq!(c.outputs.llvm.as_deref(), Some(KERNEL));
        let rec = c.trace.phases.iter().find(|p| p.id == PhaseId::LlvmParse).expect("an llvm-parse record");
        assert_eq!(rec.status, PhaseStatus::Ran);
        let Snapshot::Text(t) = &rec.snapshot else { panic!("a text snapshot") };
        assert_eq!(t.language, "llvm");
        let store = t.lines.iter().find(|l| l.text.contains("store")).expect("the store line");
        assert_eq!(store.source.map(|s| (s.line, s.col)), Some((3, 3)));
        let stat = |n: &str| t.stats.iter().find(|(k, _)| k == n).map(|(_, v)| *v);
        assert_eq!((stat("functions"), stat("kernels"), stat("blocks"), stat("instructions")), (Some(1), Some(1), Some(1), Some(2)));
    }

    #[test]
    fn driver_reports_errors_and_marks_the_phase_failed() {
        let opts = Options { input: Some(InputKind::LlvmIr), stop_after: Stage::Llvm, ..Options::default() };
        let c = compile("define void @f() {\n  ret i32 %x\n}\n", &opts);
        assert!(c.has_errors());
        assert_eq!(c.diagnostics[0].phase, "llvm-parse");
        assert!(c.outputs.llvm.is_none());
        let rec = c.trace.phases.iter().find(|p| p.id == PhaseId::LlvmParse).expect("an llvm-parse record");
        assert_eq!(rec.status, PhaseStatus::Failed);
    }

    #[test]
    fn driver_goes_on_to_the_dag_build() {
        let c = compile(KERNEL, &Options { input: Some(InputKind::LlvmIr), ..Options::default() });
        assert!(c.outputs.llvm.is_some());
        assert!(c.trace.phases.iter().any(|p| p.id == PhaseId::DagBuild));
    }
}
