//! The page: a header, the source editor on the left, the phase panels on the right.

use crate::examples::default_example;
use crate::panels::{diagnostics::DiagnosticsPanel, output::OutputPanel, phases::PhaseList, phase_view::PhaseView, source::SourcePanel, tables::TablesPanel};
use crate::state::AppState;
use leptos::prelude::*;

/// The URL fragment of the page, if it has one.
fn location_hash() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    (hash.len() > 1).then_some(hash)
}

/// Replaces the URL fragment without adding a history entry or scrolling.
fn set_location_hash(fragment: &str) {
    if let Some(w) = web_sys::window() {
        if let Ok(h) = w.history() {
            let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&format!("#{fragment}")));
        }
    }
}

/// The whole explorer: it opens on the view a share link in the URL fragment describes, or on the
/// default example, and keeps the fragment in step with what is shown.
#[component]
pub fn App() -> impl IntoView {
    let mut link_error = None;
    let state = match location_hash().map(|h| nvisel::share::decode(&h)) {
        Some(Ok(st)) => AppState::from_share(&st),
        other => {
            if let Some(Err(e)) = other {
                link_error = Some(e);
            }
            let example = default_example();
            AppState::new(example.source, example.kind)
        }
    };
    provide_context(state);
    Effect::new(move |_| set_location_hash(&nvisel::share::encode(&state.share_state())));
    view! {
        <div class="app">
            <header class="topbar">
                <h1>"nvisel"</h1>
                <span class="tagline">"instruction selection for NVIDIA GPUs, phase by phase"</span>
                {link_error.map(|e| view! { <span class="link-error" data-testid="link-error">{format!("Could not open the link: {e}")}</span> })}
            </header>
            <main class="workspace">
                <section class="left">
                    <SourcePanel/>
                    <DiagnosticsPanel/>
                </section>
                <section class="right">
                    <PhaseList/>
                    <PhaseView/>
                    <OutputPanel/>
                    <TablesPanel/>
                </section>
            </main>
        </div>
    }
}
