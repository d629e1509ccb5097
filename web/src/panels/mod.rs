//! One module per panel. Each reads the [`crate::state::AppState`] from context.

pub mod dag_view;
pub mod diagnostics;
pub mod isel_view;
pub mod mir_view;
pub mod output;
pub mod phase_view;
pub mod phases;
pub mod sass_bits;
pub mod source;
pub mod tables;
