//! nvisel in the browser: the Leptos client-side app that shows every phase of a compilation side
//! by side.
//!
//! The compiler core runs in the page (it does no I/O), so every keystroke recompiles and every
//! panel reads the same [`nvisel::Compilation`]. One module per panel under [`panels`]; the app
//! state (source, options, selection) lives in [`state`].

#![deny(missing_docs)]

pub mod app;
pub mod examples;
pub mod graph;
pub mod links;
pub mod panels;
pub mod state;
