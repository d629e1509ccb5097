//! The phase view: the snapshot of the selected phase (by default the last phase that ran).

use crate::panels::dag_view::DagView;
use crate::panels::isel_view::IselView;
use crate::panels::mir_view::MirView;
use crate::panels::sass_bits::SassListing;
use crate::state::AppState;
use leptos::prelude::*;
use nvisel::trace::{PhaseStatus, Snapshot, TextSnapshot, Trace};

/// Numbered lines of a textual snapshot, with its statistics.
#[component]
pub fn TextView(
    /// The snapshot to show.
    snapshot: TextSnapshot,
) -> impl IntoView {
    let stats = snapshot.stats.iter().map(|(k, v)| format!("{v} {k}")).collect::<Vec<_>>().join(" · ");
    view! {
        <p class="stats" data-testid="snapshot-stats">{stats}</p>
        <pre class=format!("code lang-{}", snapshot.language) data-testid="snapshot-text">
            {snapshot.lines.into_iter().enumerate().map(|(i, l)| {
                let src = l.source.map(|s| format!("input line {}", s.line)).unwrap_or_default();
                view! { <div class="line" title=src><span class="ln">{i + 1}</span>{l.text}</div> }
            }).collect_view()}
        </pre>
    }
}

/// Which record to show: the selected phase if it is in the trace, else the last one that ran.
fn shown(trace: &Trace, selected: Option<nvisel::trace::PhaseId>) -> Option<&nvisel::trace::PhaseRecord> {
    selected
        .and_then(|id| trace.phase(id))
        .or_else(|| trace.phases.iter().rev().find(|p| p.status == PhaseStatus::Ran))
}

/// The DAG snapshot of the last DAG phase before `id`, for the diff.
fn previous_dag(trace: &Trace, id: nvisel::trace::PhaseId) -> Option<nvisel::trace::DagSnapshot> {
    trace.phases.iter().take_while(|p| p.id != id).filter_map(|p| match &p.snapshot {
        Snapshot::Dag(d) => Some(d.clone()),
        _ => None,
    }).last()
}

/// The selected phase's snapshot.
#[component]
pub fn PhaseView() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <div class="panel phase-view" data-testid="phase-view">
            {move || {
                let compiled = state.compiled.get();
                let Some(rec) = shown(&compiled.0.trace, state.selected_phase.get()) else {
                    return view! { <h2>"Phase"</h2><p class="muted">"No phase ran: see the diagnostics."</p> }.into_any();
                };
                let body = match (&rec.status, &rec.snapshot) {
                    (PhaseStatus::NotImplemented { what }, _) => view! { <p class="muted">{format!("{what} is not implemented yet.")}</p> }.into_any(),
                    (PhaseStatus::Failed, _) => view! { <p class="muted">"This phase stopped with errors: see the diagnostics."</p> }.into_any(),
                    (_, Snapshot::Text(t)) => view! { <TextView snapshot=t.clone()/> }.into_any(),
                    (_, Snapshot::Sass(s)) => view! { <SassListing snapshot=s.clone()/> }.into_any(),
                    (_, Snapshot::Dag(d)) => {
                        let previous = previous_dag(&compiled.0.trace, rec.id);
                        view! { <DagView snapshot=d.clone() previous=previous/> }.into_any()
                    }
                    (_, Snapshot::Isel(i)) => view! { <IselView snapshot=i.clone()/> }.into_any(),
                    (_, Snapshot::Mir(m)) => view! { <MirView snapshot=m.clone()/> }.into_any(),
                    (_, Snapshot::Empty) => view! { <p class="muted">"Nothing to show."</p> }.into_any(),
                };
                view! { <h2 data-testid="phase-title">{rec.title}</h2> {body} }.into_any()
            }}
        </div>
    }
}
