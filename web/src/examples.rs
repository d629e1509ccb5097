//! The example kernels embedded from `assets/kernels/`; the first one opens on start.

use nvisel::InputKind;

/// One embedded example.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// The file name, shown in the examples menu.
    pub name: &'static str,
    /// What it shows, one line.
    pub about: &'static str,
    /// Its input kind.
    pub kind: InputKind,
    /// The source text.
    pub source: &'static str,
}

/// Every example, the default first.
pub const EXAMPLES: &[Example] = &[
    Example {
        name: "saxpy.ll",
        about: "LLVM IR: y = a*x + y, one thread per element",
        kind: InputKind::LlvmIr,
        source: include_str!("../../assets/kernels/saxpy.ll"),
    },
    Example {
        name: "saxpy.ptx",
        about: "PTX: the same kernel as LLVM 22 prints it",
        kind: InputKind::Ptx,
        source: include_str!("../../assets/kernels/saxpy.ptx"),
    },
];

/// The example the explorer opens on.
pub fn default_example() -> &'static Example {
    &EXAMPLES[0]
}
