//! The explorer's state: the source, the options, and the compilation they produce.

use leptos::prelude::*;
use nvisel::target::Sm;
use nvisel::share::ShareState;
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
    /// Recompile on every edit (Compiler Explorer's compile-on-change); when off, Ctrl+Enter or
    /// the Compile button compiles.
    pub auto_compile: RwSignal<bool>,
    /// The source text the last compilation used.
    pub compiled_source: RwSignal<String>,
    /// The compilation of the compiled source and the current options.
    pub compiled: Memo<Compiled>,
    // ---- explorer-b: cross-highlighting (issue #5) ----
    /// What the user selected in any panel; every panel highlights its counterparts
    /// ([`crate::links`]).
    pub selection: RwSignal<Option<crate::links::Selection>>,
    /// What the selection links to in the compilation shown.
    pub linked: Memo<crate::links::Linked>,
    /// The block the DAG view shows, kept while the user steps through the phases.
    pub dag_block: RwSignal<usize>,
    // ---- end explorer-b ----
}

impl AppState {
    /// A state holding `source` of `kind`, compiled for sm_90.
    pub fn new(source: &str, kind: InputKind) -> Self {
        Self::from_share(&ShareState { source: source.to_string(), kind, sm: Sm::SM90, ptx: None, opt_level: 3, phase: None, node: None })
    }

    /// The state a share link describes.
    pub fn from_share(st: &ShareState) -> Self {
        let source = RwSignal::new(st.source.clone());
        let kind = RwSignal::new(st.kind);
        let sm = RwSignal::new(st.sm);
        let auto_compile = RwSignal::new(true);
        let compiled_source = RwSignal::new(st.source.clone());
        // With compile-on-change on, every edit is committed to the compiler.
        Effect::new(move |_| {
            let text = source.get();
            if auto_compile.get() {
                compiled_source.set(text);
            }
        });
        let compiled = Memo::new(move |_| {
            let options = Options { input: Some(kind.get()), sm: sm.get(), ..Options::default() };
            Compiled(Arc::new(compiled_source.with(|s| compile(s, &options))))
        });
        let selection = RwSignal::new(None); // explorer-b: cross-highlighting
        AppState {
            source,
            kind,
            sm,
            selected_phase: RwSignal::new(st.phase),
            auto_compile,
            compiled_source,
            compiled,
            // explorer-b: cross-highlighting
            selection,
            linked: Memo::new(move |_| match selection.get() {
                Some(sel) => compiled.with(|c| crate::links::resolve(&c.0.trace.provenance, sel)),
                None => crate::links::Linked::default(),
            }),
            dag_block: RwSignal::new(0),
        }
    }

    /// Compiles the editor's current text now (Ctrl+Enter).
    pub fn compile_now(&self) {
        self.compiled_source.set(self.source.get_untracked());
    }

    /// Whether the editor holds edits the shown compilation does not reflect.
    pub fn stale(&self) -> bool {
        self.source.with(|s| self.compiled_source.with(|c| s != c))
    }

    /// What a share link of the current view holds.
    pub fn share_state(&self) -> ShareState {
        ShareState {
            source: self.source.get(),
            kind: self.kind.get(),
            sm: self.sm.get(),
            ptx: None,
            opt_level: 3,
            phase: self.selected_phase.get(),
            node: None,
        }
    }
}
