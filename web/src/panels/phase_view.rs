//! The phase view: the snapshot of the selected phase (by default the SelectionDAG that
//! instruction selection reads, else the last phase that ran).

use crate::panels::dag_view::DagView;
use crate::panels::isel_view::IselView;
use crate::panels::mir_view::MirView;
use crate::panels::sass_bits::SassListing;
use crate::state::AppState;
use leptos::prelude::*;
use crate::links::Selection;
use nvisel::trace::{PhaseId, PhaseStatus, Snapshot, TextSnapshot, Trace};

/// What the lines of a text snapshot link to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextLinks {
    /// Each line links to the input line its span names (LLVM IR, the LLVM side's PTX).
    BySpan,
    /// Line `k` is line `k` of the PTX output (the PTX the ptxas side parsed and printed back).
    PtxOutput,
}

/// Numbered lines of a textual snapshot, with its statistics. Clicking a line selects what it
/// links to; the lines linked to the selection carry the class `linked`.
#[component]
pub fn TextView(
    /// The snapshot to show.
    snapshot: TextSnapshot,
    /// What the lines link to.
    #[prop(optional)]
    links: Option<TextLinks>,
) -> impl IntoView {
    let state = use_context::<AppState>();
    let links = links.unwrap_or(TextLinks::BySpan);
    let stats = snapshot.stats.iter().map(|(k, v)| format!("{v} {k}")).collect::<Vec<_>>().join(" · ");
    view! {
        <p class="stats" data-testid="snapshot-stats">{stats}</p>
        <pre class=format!("code lang-{}", snapshot.language) data-testid="snapshot-text">
            {snapshot.lines.into_iter().enumerate().map(|(i, l)| {
                let src = l.source.map(|s| format!("input line {}", s.line)).unwrap_or_default();
                let n = i as u32 + 1;
                let sel = match links {
                    TextLinks::BySpan => l.source.map(|s| Selection::Source(s.line)),
                    TextLinks::PtxOutput => Some(Selection::PtxLine(n)),
                };
                let span_line = l.source.map(|s| s.line);
                let linked = move || state.is_some_and(|s| s.linked.with(|x| match links {
                    TextLinks::BySpan => span_line.is_some_and(|line| x.source_lines.contains(&line)),
                    TextLinks::PtxOutput => x.ptx_lines.contains(&n),
                }));
                view! {
                    <div class="line" class:clickable=sel.is_some() class:linked=linked title=src data-line=n.to_string()
                        on:click=move |_| if let (Some(s), Some(sel)) = (state, sel) { s.selection.set(Some(sel)); }>
                        <span class="ln">{i + 1}</span>{l.text}
                    </div>
                }
            }).collect_view()}
        </pre>
    }
}

/// Which record to show: the selected phase if it is in the trace, else the default one
/// ([`crate::state::default_phase`]: the SelectionDAG selection reads, on first load).
fn shown(trace: &Trace, selected: Option<nvisel::trace::PhaseId>) -> Option<&nvisel::trace::PhaseRecord> {
    selected.and_then(|id| trace.phase(id)).or_else(|| crate::state::default_phase(trace).and_then(|id| trace.phase(id)))
}

/// Every DAG snapshot of the trace, in phase order (for the DAG view's stable layout).
fn all_dags(trace: &Trace) -> Vec<nvisel::trace::DagSnapshot> {
    trace.phases.iter().filter_map(|p| match &p.snapshot {
        Snapshot::Dag(d) => Some(d.clone()),
        _ => None,
    }).collect()
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
                    (PhaseStatus::Failed, Snapshot::Empty) => view! { <p class="muted" data-testid="phase-failed">"This phase stopped with errors: see the diagnostics."</p> }.into_any(),
                    // A ptxas-side phase that stopped a kernel still shows what got through it.
                    (PhaseStatus::Failed, Snapshot::Sass(s)) => view! {
                        <p class="phase-failed-note" data-testid="phase-failed">"This phase stopped with errors (see the diagnostics); below, the kernels that got through it."</p>
                        <SassListing snapshot=s.clone() encoded=rec.id == PhaseId::Encode/>
                    }.into_any(),
                    (PhaseStatus::Failed, _) => view! { <p class="muted" data-testid="phase-failed">"This phase stopped with errors: see the diagnostics."</p> }.into_any(),
                    (_, Snapshot::Text(t)) => {
                        // The ptxas side's PTX is what the PTX panel shows, line for line.
                        let links = if rec.id == PhaseId::PtxParse { TextLinks::PtxOutput } else { TextLinks::BySpan };
                        view! { <TextView snapshot=t.clone() links=links/> }.into_any()
                    }
                    (_, Snapshot::Sass(s)) => view! { <SassListing snapshot=s.clone() encoded=rec.id == PhaseId::Encode/> }.into_any(),
                    (_, Snapshot::Dag(d)) => {
                        let previous = previous_dag(&compiled.0.trace, rec.id);
                        let history = all_dags(&compiled.0.trace);
                        view! { <DagView snapshot=d.clone() previous=previous history=history/> }.into_any()
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
