//! The diagnostics panel: every message of the compilation with its position.

use crate::state::AppState;
use leptos::prelude::*;
use nvisel::diag::Diagnostic;

/// Lists `diagnostics` as `LINE:COL: severity: message`.
#[component]
pub fn DiagnosticList(
    /// The diagnostics to list, in order.
    diagnostics: Vec<Diagnostic>,
) -> impl IntoView {
    if diagnostics.is_empty() {
        return view! { <p class="muted" data-testid="no-diagnostics">"No diagnostics."</p> }.into_any();
    }
    view! {
        <ul class="diagnostics" data-testid="diagnostics">
            {diagnostics.into_iter().map(|d| {
                let class = format!("diag {}", d.severity);
                view! {
                    <li class=class>
                        <span class="pos">{format!("{}:{}", d.span.line, d.span.col)}</span>
                        " " <span class="sev">{d.severity.to_string()}</span>
                        ": " <span class="msg">{d.message.clone()}</span>
                        " " <span class="phase">{format!("[{}]", d.phase)}</span>
                    </li>
                }
            }).collect_view()}
        </ul>
    }
    .into_any()
}

/// The diagnostics of the current compilation.
#[component]
pub fn DiagnosticsPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <div class="panel">
            <h2>"Diagnostics"</h2>
            {move || view! { <DiagnosticList diagnostics=state.compiled.get().0.diagnostics.clone()/> }}
        </div>
    }
}
