//! The diagnostics panel: every message of the compilation with its position. Clicking one (or
//! Enter on it) puts the editor's cursor on its span; one the ptxas side found in the PTX an IR
//! compile printed names its PTX line too (`PTX line:col`), and the click shows that line.

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
    // Standalone (in a test) there is no editor to jump to.
    let state = use_context::<AppState>();
    view! {
        <ul class="diagnostics" data-testid="diagnostics">
            {diagnostics.into_iter().map(|d| {
                let class = format!("diag {}", d.severity);
                let (line, col, len) = (d.span.line.max(1), d.span.col.max(1), d.span.len);
                // A ptxas-side problem in the PTX an IR compile printed: the click selects its
                // PTX line (the PTX panel marks and shows it), and its input line when the
                // provenance leads to one.
                let in_source = d.in_source();
                let ptx = d.ptx;
                let jump = move || {
                    if let Some(s) = state {
                        if let Some(p) = ptx {
                            s.selection.set(Some(crate::links::Selection::PtxLine(p.line)));
                        }
                        if in_source {
                            s.jump.set(Some((line, col, len)));
                        }
                    }
                };
                view! {
                    <li class=class tabindex="0" title=format!("go to line {line}, column {col}")
                        on:click=move |_| jump()
                        on:keydown=move |ev: leptos::ev::KeyboardEvent| if ev.key() == "Enter" { jump() }>
                        {in_source.then(|| view! { <span class="pos">{format!("{}:{}", d.span.line, d.span.col)}</span> " " })}
                        {ptx.map(|p| view! {
                            <span class="pos in-ptx" data-testid="diag-ptx-pos" title="its line in the PTX panel">{format!("PTX {}:{}", p.line, p.col)}</span> " "
                        })}
                        <span class="sev">{d.severity.to_string()}</span>
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
            <h2>"Diagnostics" {move || state.compiled.with(|c| match c.0.diagnostics.len() {
                0 => String::new(),
                n => format!(" ({n})"),
            })}</h2>
            {move || view! { <DiagnosticList diagnostics=state.compiled.get().0.diagnostics.clone()/> }}
        </div>
    }
}
