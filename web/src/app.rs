//! The page: a header, the source editor on the left, the phase panels on the right.

use crate::examples::default_example;
use crate::panels::{diagnostics::DiagnosticsPanel, output::OutputPanel, phases::PhaseList, phase_view::PhaseView, source::SourcePanel};
use crate::state::AppState;
use leptos::prelude::*;

/// The whole explorer, opening on the default example.
#[component]
pub fn App() -> impl IntoView {
    let example = default_example();
    let state = AppState::new(example.source, example.kind);
    provide_context(state);
    view! {
        <div class="app">
            <header class="topbar">
                <h1>"nvisel"</h1>
                <span class="tagline">"instruction selection for NVIDIA GPUs, phase by phase"</span>
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
                </section>
            </main>
        </div>
    }
}
