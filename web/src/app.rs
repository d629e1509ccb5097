//! The page: a header (compile status, copy link, layout, help), the source editor on the left,
//! the phase panels on the right, and the help overlay. The page keeps the URL fragment in step
//! with the view (see [`crate::link`]) and handles the keys that are not the editor's.

use crate::examples::default_example;
use crate::link::{self, LinkState, PANELS};
use crate::panels::{diagnostics::DiagnosticsPanel, output::OutputPanel, phases::PhaseList, phase_view::PhaseView, source::SourcePanel, tables::TablesPanel};
use crate::state::{AppState, CompileStatus, Engine};
use leptos::prelude::*;
use nvisel::share::ShareState;
use nvisel::target::Sm;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The URL fragment of the page, if it has one.
fn location_hash() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    (hash.len() > 1).then_some(hash)
}

/// Replaces the URL fragment without adding a history entry or scrolling.
fn set_location_hash(fragment: &str) {
    if let Some(w) = web_sys::window() {
        if let Ok(h) = w.history() {
            let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&format!("#{fragment}")));
        }
    }
}

/// The view the page opens on: the link in the fragment, else the default example; with the
/// sentence to show when the link could not be opened as it is.
fn initial_view() -> (LinkState, Option<(String, bool)>) {
    let default = || {
        let ex = default_example();
        LinkState::new(ShareState { source: ex.source.to_string(), kind: ex.kind, sm: Sm::SM90, ptx: None, opt_level: 3, pipeline: None, phase: None, node: None })
    };
    match location_hash().map(|h| link::decode(&h)) {
        None => (default(), None),
        Some(Ok(opened)) => (opened.state, opened.note.map(|n| (n, false))),
        Some(Err(e)) => (default(), Some((format!("Could not open the link: {e}. Showing the default example instead."), true))),
    }
}

/// The explorer compiling in the page (the component tests: they have no worker script).
#[component]
pub fn App() -> impl IntoView {
    view! { <Explorer engine=Engine::Inline(nvisel::compile)/> }
}

/// Names of the panels for the layout toggles, by id.
fn panel_title(id: &str) -> &'static str {
    match id {
        "diagnostics" => "Diagnostics",
        "pipeline" => "Pipeline",
        "phase" => "Phase",
        "outputs" => "PTX / SASS",
        "tables" => "Tables",
        _ => "?",
    }
}

/// The whole explorer: it opens on the view a link in the URL fragment describes, or on the
/// default example, and keeps the fragment in step with what is shown.
#[component]
pub fn Explorer(
    /// Where compilations run.
    engine: Engine,
) -> impl IntoView {
    let (view, first_notice) = initial_view();
    let state = AppState::from_link(&view, engine);
    if view.share.source == default_example().source {
        state.example.set(Some(default_example().name));
    }
    provide_context(state);
    // (sentence, is an error)
    let notice = RwSignal::new(first_notice);

    // The fragment follows the view; a fragment typed or pasted into the address bar opens.
    let written = StoredValue::new(String::new());
    Effect::new(move |_| {
        let fragment = link::encode(&state.link_state());
        set_location_hash(&fragment);
        written.set_value(fragment);
    });
    let hash_listener = window_event_listener(leptos::ev::hashchange, move |_| {
        let Some(hash) = location_hash() else { return };
        if hash.trim_start_matches('#') == written.get_value() {
            return;
        }
        match link::decode(&hash) {
            Ok(opened) => {
                state.apply_link(&opened.state);
                notice.set(opened.note.map(|n| (n, false)));
            }
            Err(e) => notice.set(Some((format!("Could not open the link: {e}."), true))),
        }
    });

    // Keys outside the editor: arrows step through the phases, `?` opens the help.
    let key_listener = window_event_listener(leptos::ev::keydown, move |ev| {
        let key = ev.key();
        if key == "Escape" && state.help_open.get_untracked() {
            state.help_open.set(false);
            return;
        }
        let in_field = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "TEXTAREA" | "INPUT" | "SELECT" | "BUTTON"));
        if ev.ctrl_key() || ev.meta_key() {
            if key == "Enter" && !in_field {
                ev.prevent_default();
                state.compile_now();
            }
            return;
        }
        if in_field || ev.alt_key() {
            return;
        }
        match key.as_str() {
            "?" => {
                ev.prevent_default();
                state.help_open.update(|h| *h = !*h);
            }
            "ArrowRight" | "ArrowLeft" if !state.help_open.get_untracked() => {
                ev.prevent_default();
                state.step_phase(if key == "ArrowRight" { 1 } else { -1 });
            }
            _ => {}
        }
    });
    on_cleanup(move || {
        hash_listener.remove();
        key_listener.remove();
    });

    let copy_link = move |_| {
        let Some(w) = web_sys::window() else { return };
        let href = w.location().href().unwrap_or_default();
        let promise = w.navigator().clipboard().write_text(&href);
        let ok = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| notice.set(Some(("Link copied to the clipboard.".into(), false))));
        let failed = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
            notice.set(Some(("The clipboard is not available here: copy the address bar, it holds the link.".into(), true)))
        });
        let _ = promise.then2(&ok, &failed);
        // The promise settles once; its two handlers live until then.
        ok.forget();
        failed.forget();
    };

    let hidden = move |id: &'static str| move || state.is_collapsed(id);
    view! {
        <div class="app">
            <header class="topbar">
                <h1>"nvisel"</h1>
                <span class="tagline">"instruction selection for NVIDIA GPUs, phase by phase"</span>
                <CompileStatusChip/>
                <nav class="layout-toggles" aria-label="panels">
                    {PANELS.iter().map(|&id| view! {
                        <button class="toggle" class:off=move || state.is_collapsed(id) data-panel=id
                            title=format!("show or hide the {} panel", panel_title(id))
                            on:click=move |_| state.toggle_panel(id)>{panel_title(id)}</button>
                    }).collect_view()}
                </nav>
                <button class="copy-link" data-testid="copy-link" title="The address bar always holds a link to this view" on:click=copy_link>"Copy link"</button>
                <button class="help-button" data-testid="help-button" title="Keys and panels (?)" on:click=move |_| state.help_open.set(true)>"?"</button>
            </header>
            {move || notice.get().map(|(text, error)| view! {
                <div class=if error { "notice error" } else { "notice" } data-testid=if error { "link-error" } else { "notice" }>
                    <span>{text}</span>
                    <button class="dismiss" title="dismiss" on:click=move |_| notice.set(None)>"×"</button>
                </div>
            })}
            <main class="workspace">
                <section class="left">
                    <SourcePanel/>
                    <div class="pane" class:hidden=hidden("diagnostics")><DiagnosticsPanel/></div>
                </section>
                <section class="right" class:stale=move || state.stale() data-testid="results">
                    <div class="pane" class:hidden=hidden("pipeline")><PhaseList/></div>
                    <div class="pane" class:hidden=hidden("phase")><PhaseView/></div>
                    <div class="pane" class:hidden=hidden("outputs")><OutputPanel/></div>
                    <div class="pane" class:hidden=hidden("tables")><TablesPanel/></div>
                </section>
            </main>
            <Help/>
        </div>
    }
}

/// What the compiler is running once phase `done` is recorded: the next phase of the pipeline
/// (LLVM IR goes on to the SelectionDAG, MLIR to its conversion); `None` after the last.
pub fn running_after(done: nvisel::trace::PhaseId) -> Option<&'static str> {
    use nvisel::trace::PhaseId;
    let next = match done {
        PhaseId::LlvmParse | PhaseId::NvgpuToNvvm => PhaseId::DagBuild,
        _ => *PhaseId::ALL.get(PhaseId::ALL.iter().position(|&p| p == done)? + 1)?,
    };
    Some(next.title())
}

/// Where the compiler is: loading, compiling (with the time so far, a progress bar once it takes
/// a while, and a Cancel button), done (and in how long) or done with N errors, stale,
/// cancelled, or failed.
#[component]
pub fn CompileStatusChip() -> impl IntoView {
    let state = expect_context::<AppState>();
    let now = RwSignal::new(js_sys::Date::now());
    if let Ok(handle) = set_interval_with_handle(
        move || {
            if matches!(state.status.get_untracked(), CompileStatus::Compiling { .. }) {
                now.set(js_sys::Date::now());
            }
        },
        std::time::Duration::from_millis(100),
    ) {
        on_cleanup(move || handle.clear());
    }
    // The clock restarts with every status change, so the time so far is never the last tick's.
    Effect::new(move |_| {
        state.status.track();
        now.set(js_sys::Date::now());
    });
    let unsent = move || state.source.with(|s| state.compiled_source.with(|c| s != c));
    let chip = move || {
        let status = state.status.get();
        let (class, text, progress) = match &status {
            CompileStatus::Loading => ("loading", "loading the compiler…".to_string(), true),
            CompileStatus::Compiling { since, .. } => {
                let elapsed = (now.get() - since).max(0.0);
                let mut text = if elapsed < 150.0 { "compiling…".to_string() } else { format!("compiling… {:.1} s", elapsed / 1000.0) };
                if let Some(running) = state.progress.get().and_then(running_after) {
                    text.push_str(&format!(" · running {running}"));
                }
                ("compiling", text, elapsed >= 150.0)
            }
            CompileStatus::Done { .. } if unsent() => ("stale", "stale: Ctrl+Enter compiles the edits".to_string(), false),
            CompileStatus::Done { .. } if state.stale() => ("compiling", "compiling…".to_string(), false),
            // "compiled" only without errors; otherwise how many, in the error colour.
            CompileStatus::Done { ms, .. } if state.error_count() > 0 => {
                let n = state.error_count();
                ("errors", format!("{n} error{} · {}", if n == 1 { "" } else { "s" }, if *ms < 1.0 { "<1 ms".to_string() } else { format!("{ms:.0} ms") }), false)
            }
            CompileStatus::Done { ms, .. } if *ms < 1.0 => ("done", "compiled in <1 ms".to_string(), false),
            CompileStatus::Done { ms, .. } => ("done", format!("compiled in {ms:.0} ms"), false),
            CompileStatus::Failed(msg) => ("failed", msg.clone(), false),
            CompileStatus::Cancelled { .. } => ("cancelled", "cancelled: the panels show the last result; Ctrl+Enter compiles again".to_string(), false),
        };
        let compiling = matches!(status, CompileStatus::Compiling { .. });
        view! {
            <span class=format!("status {class}") data-testid="compile-status" data-state=class role="status">
                {progress.then(|| view! { <span class="progress" data-testid="progress"></span> })}
                {text}
            </span>
            {compiling.then(|| view! {
                <button class="cancel" data-testid="cancel" title="Stop this compile (the worker is restarted)" on:click=move |_| state.cancel()>"Cancel"</button>
            })}
        }
    };
    view! { <span class="status-slot">{chip}</span> }
}

/// The help overlay: the keys and what each panel shows.
#[component]
fn Help() -> impl IntoView {
    let state = expect_context::<AppState>();
    let keys: &[(&str, &str)] = &[
        ("Ctrl+Enter", "compile now (in the editor too)"),
        ("Ctrl+Shift+Enter", "in the editor: toggle compile-on-change"),
        ("← / →", "previous / next phase (outside the editor)"),
        ("?", "open or close this help"),
        ("Esc", "close this help"),
        ("Tab", "move between controls; Enter on a diagnostic jumps to it"),
    ];
    let panels: &[(&str, &str)] = &[
        ("Source", "the kernel: LLVM IR (modern or NVVM IR 2.0), MLIR or PTX, highlighted; errors are underlined. Its kind is detected from the text on every edit (the kind menu overrides it); PTX sets the SM and PTX version from its .target and .version until you pick others. Open file… or drop a file on the editor to load it. The menus pick an example, the target SM, the PTX version and the -O level."),
        ("Diagnostics", "every message with its line and column; click one to put the cursor on it."),
        ("Pipeline", "every phase from the LLVM IR parser to the Mercury encoder: ran, errors, not built yet, or not reached. Click one (or use ← →) to show it."),
        ("Phase", "the selected phase's snapshot: the IR text, the SelectionDAG per block with the diff against the previous phase and the rule log, the selection contests per node, the machine IR per pass, or the SASS with every instruction's 128 bits."),
        ("PTX / SASS", "what the compiler printed: PTX, and the SASS listing in nvdisasm's format. Click a SASS instruction for its 128 bits and the ptxas-side contest that chose it."),
        ("Tables", "the opcode tables the phases work from, the SASS encoding slots included, searchable; the rows this compilation used are marked."),
        ("Selection", "clicking a line, node or instruction anywhere highlights what it became and came from in every panel."),
        ("Links", "the address bar always holds the whole view (source, options, phase, block, selected DAG node, layout), compressed; Copy link copies it. No server is involved."),
    ];
    view! {
        <Show when=move || state.help_open.get()>
            <div class="help-backdrop" on:click=move |_| state.help_open.set(false)>
                <div class="help" role="dialog" aria-modal="true" aria-label="help" data-testid="help" on:click=|ev| ev.stop_propagation()>
                    <button class="dismiss" title="close (Esc)" on:click=move |_| state.help_open.set(false)>"×"</button>
                    <h2>"nvisel: keys and panels"</h2>
                    <p>"The compiler runs in a Web Worker: the page never waits for it. The status in the header says whether the panels show the current source ("
                        <em>"compiled"</em>") or an older one ("<em>"compiling…"</em>", "<em>"stale"</em>")."</p>
                    <h3>"Keys"</h3>
                    <table class="keys">
                        {keys.iter().map(|(k, what)| view! { <tr><td><kbd>{*k}</kbd></td><td>{*what}</td></tr> }).collect_view()}
                    </table>
                    <h3>"Panels"</h3>
                    <dl class="panels-help">
                        {panels.iter().map(|(p, what)| view! { <dt>{*p}</dt><dd>{*what}</dd> }).collect_view()}
                    </dl>
                </div>
            </div>
        </Show>
    }
}
