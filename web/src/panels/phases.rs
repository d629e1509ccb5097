//! The phase list: every phase of the pipeline, with whether it ran, failed or is not built yet.
//! Clicking a phase shows its snapshot in the phase view.

use crate::state::AppState;
use leptos::prelude::*;
use nvisel::trace::{PhaseId, PhaseStatus, Trace};

/// The state a phase is in for this compilation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhaseState {
    /// Ran and produced a snapshot.
    Ran,
    /// Stopped with errors.
    Failed,
    /// Not built yet (with the reason).
    NotImplemented(String),
    /// The pipeline did not get this far (or the phase does not apply to this input).
    NotReached,
}

/// The state of every phase of the pipeline in order, from a trace.
pub fn phase_states(trace: &Trace) -> Vec<(PhaseId, PhaseState)> {
    PhaseId::ALL
        .iter()
        .map(|&id| {
            let st = match trace.phase(id).map(|p| &p.status) {
                Some(PhaseStatus::Ran) => PhaseState::Ran,
                Some(PhaseStatus::Failed) => PhaseState::Failed,
                Some(PhaseStatus::NotImplemented { what }) => PhaseState::NotImplemented(what.clone()),
                None => PhaseState::NotReached,
            };
            (id, st)
        })
        .collect()
}

/// The pipeline as a clickable list.
#[component]
pub fn PhaseList() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <div class="panel">
            <h2>"Pipeline" <span class="hint" title="outside the editor">"← → step through the phases"</span></h2>
            <ol class="phases" data-testid="phase-list">
                {move || {
                    let compiled = state.compiled.get();
                    phase_states(&compiled.0.trace).into_iter().map(|(id, st)| {
                        let (class, badge, title) = match &st {
                            PhaseState::Ran => ("ran", "ran", String::new()),
                            PhaseState::Failed => ("failed", "errors", String::new()),
                            PhaseState::NotImplemented(w) => ("todo", "not built yet", format!("{w} is not implemented yet")),
                            PhaseState::NotReached => ("unreached", "", String::new()),
                        };
                        let selected = move || state.selected_phase.get() == Some(id);
                        view! {
                            <li class=format!("phase {class}") class:selected=selected title=title
                                data-phase=format!("{id:?}")
                                on:click=move |_| state.selected_phase.set(Some(id))>
                                <span class="name">{id.title()}</span>
                                <span class="badge">{badge}</span>
                            </li>
                        }
                    }).collect_view()
                }}
            </ol>
        </div>
    }
}
