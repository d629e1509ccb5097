//! Shared machinery of nvisel's workspace-level tests: the filetest format and checker, and the
//! drivers for the real tools (ptxas, nvdisasm) the oracle tests compare against.

#![deny(missing_docs)]

pub mod corpus;
pub mod filecheck;
pub mod filetest;
pub mod oracle;
pub mod ptx_fuzz;
pub mod sass_check;
pub mod sass_vectors;
pub mod sweep;
