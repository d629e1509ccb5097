//! nvisel in the browser: the Leptos client-side app that shows every phase of a compilation side
//! by side.
//!
//! The compiler core runs in a Web Worker ([`worker`]), so typing never waits for it, and every
//! panel reads the same [`nvisel::Compilation`]. One module per panel under [`panels`]; the app
//! state (source, options, selection, compile requests) lives in [`state`], the URL fragment's
//! format in [`link`], the editor's highlighter in [`highlight`].

#![deny(missing_docs)]

pub mod app;
pub mod examples;
pub mod graph;
pub mod links;
pub mod highlight;
pub mod link;
pub mod panels;
pub mod state;
pub mod worker;
