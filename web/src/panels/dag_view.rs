//! The DAG panel: the SelectionDAG of one block at one phase, drawn as a layered SVG graph (values
//! solid, chains dashed, glue red), with zoom (wheel) and pan (drag), the nodes that are new since
//! the previous DAG snapshot highlighted, the phase's rule log, and a Graphviz export.

use crate::graph::{layout, to_dot, NODE_H};
use leptos::prelude::*;
use nvisel::trace::{DagSnapshot, EdgeKind};
use std::collections::BTreeSet;

/// The ids of the nodes in `block` of `snapshot` (for the diff against the previous phase).
fn node_ids(snapshot: &DagSnapshot, block: usize) -> BTreeSet<u32> {
    snapshot.dags.get(block).map(|d| d.nodes.iter().map(|n| n.id).collect()).unwrap_or_default()
}

/// One phase's DAGs, with the previous DAG phase for the diff.
#[component]
pub fn DagView(
    /// The snapshot to draw.
    snapshot: DagSnapshot,
    /// The previous DAG snapshot, if any.
    previous: Option<DagSnapshot>,
) -> impl IntoView {
    // The block is part of the view a link reproduces (standalone, in a test, it is local).
    let block = use_context::<crate::state::AppState>().map(|s| s.selected_block).unwrap_or_else(|| RwSignal::new(0usize));
    let show_dot = RwSignal::new(false);
    let zoom = RwSignal::new(1.0f64);
    let pan = RwSignal::new((0.0f64, 0.0f64));
    let drag = RwSignal::new(None::<(i32, i32)>);
    let snap = StoredValue::new(snapshot);
    let prev = StoredValue::new(previous);

    let blocks = move || snap.with_value(|s| s.dags.iter().enumerate().map(|(i, d)| (i, format!("{} / {}", d.function, d.block))).collect::<Vec<_>>());
    let graph = move || {
        let b = block.get();
        snap.with_value(|s| s.dags.get(b).map(layout))
    };
    let removed = move || {
        let b = block.get();
        let now = snap.with_value(|s| node_ids(s, b));
        prev.with_value(|p| p.as_ref().map(|p| node_ids(p, b).difference(&now).count()).unwrap_or(0))
    };
    let added = move || {
        let b = block.get();
        let before = prev.with_value(|p| p.as_ref().map(|p| node_ids(p, b)));
        let now = snap.with_value(|s| node_ids(s, b));
        match before {
            Some(before) => now.difference(&before).copied().collect::<BTreeSet<u32>>(),
            None => BTreeSet::new(),
        }
    };

    view! {
        <div class="dag-view" data-testid="dag-view">
            <div class="toolbar">
                <label>"Block "
                    <select on:change=move |ev| block.set(event_target_value(&ev).parse().unwrap_or(0))>
                        {blocks().into_iter().map(|(i, name)| view! { <option value=i.to_string()>{name}</option> }).collect_view()}
                    </select>
                </label>
                <span class="muted" data-testid="dag-diff">
                    {move || format!("{} new, {} removed since the previous phase", added().len(), removed())}
                </span>
                <button on:click=move |_| { zoom.set(1.0); pan.set((0.0, 0.0)); }>"Reset view"</button>
                <button on:click=move |_| show_dot.update(|v| *v = !*v)>"Graphviz"</button>
            </div>
            {move || graph().map(|g| {
                let new_nodes = added();
                let (w, h) = (g.width, g.height);
                let view_box = move || {
                    let z = zoom.get();
                    let (px, py) = pan.get();
                    format!("{:.1} {:.1} {:.1} {:.1}", px, py, w / z, h / z)
                };
                // Drawn at its natural size (scrollable), so labels stay readable on big DAGs.
                view! {
                    <div class="dag-scroll">
                    <svg class="dag" data-testid="dag-svg" viewBox=view_box width=format!("{w:.0}") height=format!("{h:.0}")
                        on:wheel=move |ev| {
                            ev.prevent_default();
                            let f = if ev.delta_y() < 0.0 { 1.15 } else { 1.0 / 1.15 };
                            zoom.update(|z| *z = (*z * f).clamp(0.1, 8.0));
                        }
                        on:mousedown=move |ev| drag.set(Some((ev.client_x(), ev.client_y())))
                        on:mouseup=move |_| drag.set(None)
                        on:mouseleave=move |_| drag.set(None)
                        on:mousemove=move |ev| {
                            if let Some((x0, y0)) = drag.get() {
                                let z = zoom.get();
                                pan.update(|(px, py)| {
                                    *px -= f64::from(ev.client_x() - x0) / z;
                                    *py -= f64::from(ev.client_y() - y0) / z;
                                });
                                drag.set(Some((ev.client_x(), ev.client_y())));
                            }
                        }>
                        <g class="edges">
                            {g.edges.iter().map(|e| {
                                let class = match e.kind {
                                    EdgeKind::Value => "edge value",
                                    EdgeKind::Chain => "edge chain",
                                    EdgeKind::Glue => "edge glue",
                                };
                                view! { <path class=class d=e.path.clone()/> }
                            }).collect_view()}
                        </g>
                        <g class="nodes">
                            {g.nodes.iter().map(|n| {
                                let class = if new_nodes.contains(&n.id) { "node new" } else { "node" };
                                view! {
                                    <g class=class data-node=n.id.to_string()>
                                        <rect x=n.x y=n.y width=n.w height=NODE_H rx="4"/>
                                        <text x=n.x + 8.0 y=n.y + 16.0 class="title">{n.title.clone()}</text>
                                        <text x=n.x + 8.0 y=n.y + 32.0 class="sub">{n.subtitle.clone()}</text>
                                    </g>
                                }
                            }).collect_view()}
                        </g>
                    </svg>
                    </div>
                }
            })}
            {move || show_dot.get().then(|| {
                let dot = snap.with_value(|s| s.dags.get(block.get()).map(to_dot).unwrap_or_default());
                view! { <textarea class="dot-export" data-testid="dag-dot" readonly=true prop:value=dot></textarea> }
            })}
            <details class="rule-log">
                <summary>{move || format!("Rule log ({} events)", snap.with_value(|s| s.log.len()))}</summary>
                <ol>
                    {move || snap.with_value(|s| s.log.iter().map(|e| view! {
                        <li><code>{e.rule.clone()}</code>" on t"{e.node}": "{e.note.clone()}</li>
                    }).collect_view())}
                </ol>
            </details>
        </div>
    }
}
