//! The LLVM IR front end: modern LLVM IR (what clang 22 emits for CUDA device code) and NVVM IR
//! 2.0 (typed pointers, `!nvvm.annotations`), parsed into one in-memory IR, verified, and printed
//! back as modern LLVM IR.
//!
//! ```text
//!  text ── lexer ── parser ──► Module ── verify ──► (SelectionDAG build)
//!                                 └──── printer ──► modern LLVM IR text
//! ```

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
