//! The explorer's state: the source, the options, and the compilation they produce.

use leptos::prelude::*;
use nvisel::target::Sm;
use nvisel::{compile, Compilation, InputKind, Options};
use std::sync::Arc;

/// A compilation shared between panels. Equality is identity, so a memo holding it notifies its
/// readers exactly when a new compilation ran.
#[derive(Clone, Debug)]
pub struct Compiled(pub Arc<Compilation>);

impl PartialEq for Compiled {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// The state every panel reads, passed through context. All fields are `Copy` handles.
#[derive(Clone, Copy, Debug)]
pub struct AppState {
    /// The editor's text.
    pub source: RwSignal<String>,
    /// The input kind of the source.
    pub kind: RwSignal<InputKind>,
    /// The target SM.
    pub sm: RwSignal<Sm>,
    /// The phase selected in the phase list.
    pub selected_phase: RwSignal<Option<nvisel::trace::PhaseId>>,
    /// The compilation of the current source and options.
    pub compiled: Memo<Compiled>,
}

impl AppState {
    /// A state holding `source` of `kind`, compiled for sm_90.
    pub fn new(source: &str, kind: InputKind) -> Self {
        let source = RwSignal::new(source.to_string());
        let kind = RwSignal::new(kind);
        let sm = RwSignal::new(Sm::SM90);
        let compiled = Memo::new(move |_| {
            let options = Options { input: Some(kind.get()), sm: sm.get(), ..Options::default() };
            Compiled(Arc::new(source.with(|s| compile(s, &options))))
        });
        AppState { source, kind, sm, selected_phase: RwSignal::new(None), compiled }
    }
}
