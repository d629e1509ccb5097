//! The explorer's state: the source, the options, the view, and the compilation they produce.
//!
//! Every change of the committed source or of an option is a new compile request with a new id.
//! The [`Engine`] answers it: in the page (component tests) or in a Web Worker (the real page,
//! see [`crate::worker`]). Only the answer to the newest request is ever shown as current; while
//! it is on its way the panels keep the last result, marked stale.

use crate::link::LinkState;
use crate::worker::{CompilerWorker, Event, Request};
use leptos::prelude::*;
use nvisel::share::ShareState;
use nvisel::target::{PtxVersion, Sm};
use nvisel::trace::{PhaseId, Trace};
use nvisel::{Compilation, InputKind, Options, Outputs};
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

impl Compiled {
    /// What the panels show before the first result: no phase ran, nothing printed.
    pub fn nothing_yet(kind: InputKind, sm: Sm) -> Self {
        Compiled(Arc::new(Compilation {
            input: kind,
            sm,
            ptx_version: sm.min_ptx(),
            pipeline: None,
            diagnostics: Vec::new(),
            trace: Trace::default(),
            outputs: Outputs::default(),
        }))
    }
}

/// Where compilations run.
#[derive(Clone, Copy, Debug)]
pub enum Engine {
    /// In the page, synchronously: the component tests, which have no worker script to load.
    Inline(fn(&str, &Options) -> Compilation),
    /// In a Web Worker (the real page).
    Worker,
    /// Nowhere: requests wait for the caller to answer them with [`AppState::on_worker_event`]
    /// (tests of the request protocol).
    Manual,
}

/// Where the compiler is with the newest request.
#[derive(Clone, Debug, PartialEq)]
pub enum CompileStatus {
    /// The compiler (the worker's wasm) is still loading.
    Loading,
    /// Request `id` is compiling since `since` (`Date.now()` milliseconds).
    Compiling {
        /// The request.
        id: u64,
        /// When it was sent.
        since: f64,
    },
    /// The shown compilation answers request `id`; it took `ms` in the compiler.
    Done {
        /// The request.
        id: u64,
        /// Compile time.
        ms: f64,
    },
    /// The compiler failed (crashed, or could not start); the sentence says which.
    Failed(String),
    /// The user cancelled request `id`; the panels keep the last result.
    Cancelled {
        /// The request.
        id: u64,
    },
}

/// The state every panel reads, passed through context. All fields are `Copy` handles.
#[derive(Clone, Copy, Debug)]
pub struct AppState {
    /// The editor's text.
    pub source: RwSignal<String>,
    /// The input kind of the source.
    pub kind: RwSignal<InputKind>,
    /// Whether the kind follows the text ([`InputKind::detect`], the command line's rule for
    /// stdin) on every edit; false once the user picks a kind.
    pub kind_auto: RwSignal<bool>,
    /// Whether the user picked the SM; until then PTX input's SM follows its `.target`.
    pub sm_pinned: RwSignal<bool>,
    /// Whether the user picked the PTX version; until then PTX input's follows its `.version`.
    pub ptx_pinned: RwSignal<bool>,
    /// The target SM.
    pub sm: RwSignal<Sm>,
    /// An explicit PTX ISA version (`None`: the SM's minimum).
    pub ptx: RwSignal<Option<PtxVersion>>,
    /// The -O level.
    pub opt_level: RwSignal<u8>,
    /// The back end followed (`None`: the input's default).
    pub pipeline: RwSignal<Option<nvisel::Pipeline>>,
    /// The phase selected in the phase list.
    pub selected_phase: RwSignal<Option<PhaseId>>,
    /// The DAG node or instruction selected (kept in links).
    pub selected_node: RwSignal<Option<u32>>,
    /// The DAG block shown (index into a DAG phase's blocks).
    pub selected_block: RwSignal<usize>,
    /// Collapsed panels, by id (see [`crate::link::PANELS`]).
    pub collapsed: RwSignal<Vec<String>>,
    /// The example last loaded from the menu.
    pub example: RwSignal<Option<&'static str>>,
    /// Recompile on every edit (Compiler Explorer's compile-on-change); when off, Ctrl+Enter or
    /// the Compile button compiles.
    pub auto_compile: RwSignal<bool>,
    /// The source text committed to the compiler (the editor's text when compile-on-change is on).
    pub compiled_source: RwSignal<String>,
    /// The compilation shown: the answer to request [`AppState::shown_id`].
    pub compiled: RwSignal<Compiled>,
    /// The newest request's id.
    pub latest_id: RwSignal<u64>,
    /// The request whose answer is shown (`None` before the first).
    pub shown_id: RwSignal<Option<u64>>,
    /// The compiler's progress on the newest request.
    pub status: RwSignal<CompileStatus>,
    /// A request to put the editor's cursor at (line, column, length), from the diagnostics.
    pub jump: RwSignal<Option<(u32, u32, u32)>>,
    /// Whether the help overlay is open.
    pub help_open: RwSignal<bool>,
    // ---- explorer-b: cross-highlighting (issue #5) ----
    /// What the user selected in any panel; every panel highlights its counterparts
    /// ([`crate::links`]).
    pub selection: RwSignal<Option<crate::links::Selection>>,
    /// What the selection links to in the compilation shown.
    pub linked: Memo<crate::links::Linked>,
    /// The last phase the worker reported finished for the newest request (`None` before the
    /// first report and once the answer is shown).
    pub progress: RwSignal<Option<PhaseId>>,
    // ---- end explorer-b ----
    /// The compiler worker, when compilations run in one (to cancel a compile).
    pub worker: StoredValue<Option<CompilerWorker>, LocalStorage>,
}

impl AppState {
    /// A state holding `source` of `kind`, compiled in the page for sm_90.
    pub fn new(source: &str, kind: InputKind) -> Self {
        let share = ShareState { source: source.to_string(), kind, sm: Sm::SM90, ptx: None, opt_level: 3, pipeline: None, phase: None, node: None };
        Self::from_link(&LinkState::new(share), Engine::Inline(nvisel::compile))
    }

    /// The state a share link describes.
    pub fn from_share(st: &ShareState) -> Self {
        Self::from_link(&LinkState::new(st.clone()), Engine::Inline(nvisel::compile))
    }

    /// The view `link` describes, compiled by `engine`.
    pub fn from_link(link: &LinkState, engine: Engine) -> Self {
        let st = &link.share;
        let compiled = RwSignal::new(Compiled::nothing_yet(st.kind, st.sm));
        // A link's DAG node is selected again (in the link's block).
        let selection = RwSignal::new(st.node.map(|node| crate::links::Selection::DagNode { block: link.block as u32, node }));
        let (sm_pinned, ptx_pinned) = pinned_in(st);
        let state = AppState {
            source: RwSignal::new(st.source.clone()),
            kind: RwSignal::new(st.kind),
            kind_auto: RwSignal::new(InputKind::detect(&st.source) == st.kind),
            sm_pinned: RwSignal::new(sm_pinned),
            ptx_pinned: RwSignal::new(ptx_pinned),
            sm: RwSignal::new(st.sm),
            ptx: RwSignal::new(st.ptx),
            opt_level: RwSignal::new(st.opt_level.min(3)),
            pipeline: RwSignal::new(st.pipeline),
            selected_phase: RwSignal::new(st.phase),
            selected_node: RwSignal::new(st.node),
            selected_block: RwSignal::new(link.block),
            collapsed: RwSignal::new(link.collapsed.clone()),
            example: RwSignal::new(None),
            auto_compile: RwSignal::new(true),
            compiled_source: RwSignal::new(st.source.clone()),
            compiled,
            latest_id: RwSignal::new(0),
            shown_id: RwSignal::new(None),
            status: RwSignal::new(CompileStatus::Loading),
            jump: RwSignal::new(None),
            help_open: RwSignal::new(false),
            // explorer-b: cross-highlighting
            selection,
            linked: Memo::new(move |_| match selection.get() {
                Some(sel) => compiled.with(|c| crate::links::resolve(&c.0.trace.provenance, sel)),
                None => crate::links::Linked::default(),
            }),
            progress: RwSignal::new(None),
            worker: StoredValue::new_local(None),
        };
        // Selecting a DAG node puts it (and its block) in the view a link reproduces; selecting
        // anything else takes the node out.
        Effect::new(move |_| match selection.get() {
            Some(crate::links::Selection::DagNode { block, node }) => {
                if state.selected_block.get_untracked() != block as usize {
                    state.selected_block.set(block as usize);
                }
                if state.selected_node.get_untracked() != Some(node) {
                    state.selected_node.set(Some(node));
                }
            }
            Some(_) if state.selected_node.get_untracked().is_some() => state.selected_node.set(None),
            _ => {}
        });
        // With compile-on-change on, every edit is committed to the compiler.
        Effect::new(move |_| {
            let text = state.source.get();
            if state.auto_compile.get() {
                state.compiled_source.set(text);
            }
        });
        // The kind follows the text, and PTX's SM and version its header, on every edit (until
        // the user picks them).
        Effect::new(move |_| state.source.with(|text| state.follow_source(text)));
        let worker = match engine {
            Engine::Worker => Some(CompilerWorker::start(move |ev| state.on_worker_event(ev))),
            Engine::Inline(_) | Engine::Manual => None,
        };
        state.worker.set_value(worker.clone());
        // Every committed source or option change is a new request.
        Effect::new(move |_| {
            let req = Request {
                id: state.latest_id.get_untracked() + 1,
                source: state.compiled_source.get(),
                kind: state.kind.get(),
                sm: state.sm.get(),
                ptx: state.ptx.get(),
                opt_level: state.opt_level.get(),
                pipeline: state.pipeline.get(),
            };
            state.latest_id.set(req.id);
            match (engine, &worker) {
                (Engine::Inline(compile), _) => {
                    let start = js_sys::Date::now();
                    let c = compile(&req.source, &req.options());
                    state.show(req.id, c, js_sys::Date::now() - start);
                }
                (Engine::Worker, Some(w)) => w.submit(req),
                (Engine::Worker, None) | (Engine::Manual, _) => {}
            }
        });
        state
    }

    /// What the page does with news from the worker: a reply is shown only if it answers the
    /// newest request.
    pub fn on_worker_event(&self, ev: Event) {
        match ev {
            Event::Started(id) => {
                if id == self.latest_id.get_untracked() {
                    self.progress.set(None);
                    self.status.set(CompileStatus::Compiling { id, since: js_sys::Date::now() });
                }
            }
            Event::Progress { id, phase } => {
                if id == self.latest_id.get_untracked() && matches!(self.status.get_untracked(), CompileStatus::Compiling { id: c, .. } if c == id) {
                    self.progress.set(Some(phase));
                    mark(&format!("nvisel-phase-{id}-{}", phase.title()));
                }
            }
            // Only the newest request's answer is shown; an older one would be stale.
            Event::Reply(r) if r.id == self.latest_id.get_untracked() => self.show(r.id, r.compilation, r.ms),
            Event::Reply(_) => {}
            Event::Failed { message, .. } => self.status.set(CompileStatus::Failed(message)),
        }
    }

    /// What the source says about itself: its kind (unless the user picked one) and, for PTX,
    /// the SM of its `.target` and its `.version` (unless the user picked them).
    pub fn follow_source(&self, text: &str) {
        if self.kind_auto.get_untracked() {
            let detected = InputKind::detect(text);
            if self.kind.get_untracked() != detected {
                self.kind.set(detected);
            }
        }
        if self.kind.get_untracked() != InputKind::Ptx {
            // A version followed from a PTX file does not outlive it.
            if !self.ptx_pinned.get_untracked() && self.ptx.get_untracked().is_some() {
                self.ptx.set(None);
            }
            return;
        }
        let header = nvisel::ptx::header::header(text);
        if let Some((sm, _)) = header.target {
            if !self.sm_pinned.get_untracked() && self.sm.get_untracked() != sm {
                self.sm.set(sm);
            }
        }
        let version = header.version.map(|(v, _)| v);
        if !self.ptx_pinned.get_untracked() && self.ptx.get_untracked() != version {
            self.ptx.set(version);
        }
    }

    /// Stops the compile in flight (the worker is restarted); the panels keep the last result.
    pub fn cancel(&self) {
        let CompileStatus::Compiling { id, .. } = self.status.get_untracked() else { return };
        self.worker.with_value(|w| {
            if let Some(w) = w {
                w.cancel();
            }
        });
        self.progress.set(None);
        self.status.set(CompileStatus::Cancelled { id });
    }

    /// How many errors the shown compilation has.
    pub fn error_count(&self) -> usize {
        self.compiled.with(|c| c.0.diagnostics.iter().filter(|d| d.severity == nvisel::diag::Severity::Error).count())
    }

    fn show(&self, id: u64, c: Compilation, ms: f64) {
        let first = self.shown_id.get_untracked().is_none();
        self.compiled.set(Compiled(Arc::new(c)));
        self.shown_id.set(Some(id));
        self.progress.set(None);
        self.status.set(CompileStatus::Done { id, ms });
        if first {
            mark_first_result();
        }
    }

    /// Compiles the editor's current text now (Ctrl+Enter).
    pub fn compile_now(&self) {
        self.compiled_source.set(self.source.get_untracked());
    }

    /// Whether the editor holds edits the shown compilation does not reflect, or the shown
    /// compilation answers an older request than the newest.
    pub fn stale(&self) -> bool {
        let unsent = self.source.with(|s| self.compiled_source.with(|c| s != c));
        unsent || self.shown_id.get() != Some(self.latest_id.get())
    }

    /// Loads an example from the menu.
    pub fn load_example(&self, ex: &'static crate::examples::Example) {
        self.kind_auto.set(true);
        self.sm_pinned.set(false);
        self.ptx_pinned.set(false);
        self.kind.set(ex.kind);
        self.source.set(ex.source.to_string());
        self.example.set(Some(ex.name));
        self.compile_now();
    }

    /// What a share link of the current view holds.
    pub fn share_state(&self) -> ShareState {
        ShareState {
            source: self.source.get(),
            kind: self.kind.get(),
            sm: self.sm.get(),
            ptx: self.ptx.get(),
            opt_level: self.opt_level.get(),
            pipeline: self.pipeline.get(),
            phase: self.selected_phase.get(),
            node: self.selected_node.get(),
        }
    }

    /// The whole view, for the URL fragment.
    pub fn link_state(&self) -> LinkState {
        LinkState { share: self.share_state(), block: self.selected_block.get(), collapsed: self.collapsed.get() }
    }

    /// Shows the view a link describes (the address bar's fragment changed).
    pub fn apply_link(&self, link: &LinkState) {
        let st = &link.share;
        let (sm_pinned, ptx_pinned) = pinned_in(st);
        self.kind_auto.set(InputKind::detect(&st.source) == st.kind);
        self.sm_pinned.set(sm_pinned);
        self.ptx_pinned.set(ptx_pinned);
        self.kind.set(st.kind);
        self.sm.set(st.sm);
        self.ptx.set(st.ptx);
        self.opt_level.set(st.opt_level.min(3));
        self.pipeline.set(st.pipeline);
        self.selected_phase.set(st.phase);
        self.selected_node.set(st.node);
        self.selected_block.set(link.block);
        self.selection.set(st.node.map(|node| crate::links::Selection::DagNode { block: link.block as u32, node }));
        self.collapsed.set(link.collapsed.clone());
        self.source.set(st.source.clone());
        self.compile_now();
    }

    /// Whether panel `id` is collapsed.
    pub fn is_collapsed(&self, id: &str) -> bool {
        self.collapsed.with(|c| c.iter().any(|p| p == id))
    }

    /// Collapses or expands panel `id`.
    pub fn toggle_panel(&self, id: &str) {
        self.collapsed.update(|c| {
            if let Some(i) = c.iter().position(|p| p == id) {
                c.remove(i);
            } else {
                c.push(id.to_string());
                c.sort();
            }
        });
    }

    /// Selects the next (`+1`) or previous (`-1`) phase of the current compilation's trace.
    pub fn step_phase(&self, delta: i32) {
        let compiled = self.compiled.get_untracked();
        let ids: Vec<PhaseId> = compiled.0.trace.phases.iter().map(|p| p.id).collect();
        if ids.is_empty() {
            return;
        }
        let current = self
            .selected_phase
            .get_untracked()
            .and_then(|id| ids.iter().position(|&p| p == id))
            .or_else(|| default_phase(&compiled.0.trace).and_then(|d| ids.iter().position(|&p| p == d)));
        let next = match current {
            Some(i) => (i as i64 + i64::from(delta)).clamp(0, ids.len() as i64 - 1) as usize,
            None if delta > 0 => 0,
            None => ids.len() - 1,
        };
        self.selected_phase.set(Some(ids[next]));
    }
}

/// Whether a view's SM and PTX version were picked by the user rather than followed from the
/// source: for PTX, where they differ from its header; otherwise an explicit PTX version.
fn pinned_in(st: &ShareState) -> (bool, bool) {
    if st.kind != InputKind::Ptx {
        return (false, st.ptx.is_some());
    }
    let header = nvisel::ptx::header::header(&st.source);
    (header.target.is_some_and(|(sm, _)| sm != st.sm), header.version.map(|(v, _)| v) != st.ptx)
}

/// The phase shown when none is selected: the SelectionDAG that instruction selection reads
/// (what only nvisel draws) when it was built, else the last phase that ran.
pub fn default_phase(trace: &Trace) -> Option<PhaseId> {
    use nvisel::trace::PhaseStatus;
    let ran = |id| trace.phase(id).is_some_and(|p| p.status == PhaseStatus::Ran);
    if ran(PhaseId::Combine3) {
        return Some(PhaseId::Combine3);
    }
    trace.phases.iter().rev().find(|p| p.status == PhaseStatus::Ran).map(|p| p.id)
}

/// `performance.mark("nvisel-first-result")` when the first compilation is shown: the end-to-end
/// test reads it to report the time to the first result.
fn mark_first_result() {
    mark("nvisel-first-result");
}

/// `performance.mark(name)`: the end-to-end test reads the marks (the first result, and the
/// phases the worker reported while compiling).
fn mark(name: &str) {
    if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
        let _ = p.mark(name);
    }
}
