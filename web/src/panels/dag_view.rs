//! The DAG panel: the SelectionDAG of one block at one phase, drawn as a layered SVG graph (values
//! solid, chains dashed, glue red) with zoom (wheel, buttons) and pan (drag), and a Graphviz
//! export.
//!
//! The layout is shared by every phase of the block ([`layout_in_history`]), so a node keeps its
//! place while the user steps through the phases. Against the previous DAG phase, new nodes,
//! changed nodes and removed ones (drawn as dashed ghosts where they were) are styled, and the
//! phase's rule log says what changed; clicking an entry selects its node. Clicking a node
//! selects it for the cross-highlighting ([`crate::links`]): the nodes linked to the selection
//! carry the class `linked`, and the view switches to their block and scrolls them into the
//! middle.

use crate::graph::{diff, layout_in_history, to_dot, NodeChange, NODE_H};
use crate::links::Selection;
use crate::state::AppState;
use leptos::prelude::*;
use nvisel::trace::{BlockDag, DagSnapshot, EdgeKind};
use std::collections::BTreeSet;

/// The rule-log events of block `b` (every event when the snapshot does not say which block each
/// belongs to).
fn events_of(s: &DagSnapshot, b: u32) -> impl Iterator<Item = &nvisel::trace::RuleEvent> {
    let known = s.log_blocks.len() == s.log.len();
    s.log.iter().enumerate().filter(move |(i, _)| !known || s.log_blocks[*i] == b).map(|(_, e)| e)
}

/// One phase's DAGs, with the previous DAG phase for the diff.
#[component]
pub fn DagView(
    /// The snapshot to draw.
    snapshot: DagSnapshot,
    /// The previous DAG snapshot, if any.
    previous: Option<DagSnapshot>,
    /// Every DAG snapshot of the compilation (for a layout that is stable across phases); the
    /// snapshot and the previous one when left empty.
    #[prop(optional)]
    history: Vec<DagSnapshot>,
) -> impl IntoView {
    let state = use_context::<AppState>();
    // The block shown is the app's (kept across phases), or this view's own when standalone.
    let block = state.map_or_else(|| RwSignal::new(0usize), |s| s.dag_block);
    if block.get_untracked() >= snapshot.dags.len() {
        block.set(0);
    }
    let show_dot = RwSignal::new(false);
    let zoom = RwSignal::new(1.0f64);
    let pan = RwSignal::new((0.0f64, 0.0f64));
    let drag = RwSignal::new(None::<(i32, i32)>);
    let scroller = NodeRef::<leptos::html::Div>::new();
    let history = if history.is_empty() { previous.iter().cloned().chain(std::iter::once(snapshot.clone())).collect() } else { history };
    let snap = StoredValue::new(snapshot);
    let prev = StoredValue::new(previous);
    let hist = StoredValue::new(history);

    let blocks = move || snap.with_value(|s| s.dags.iter().enumerate().map(|(i, d)| (i, format!("{} / {}", d.function, d.block))).collect::<Vec<_>>());
    let block_of = |s: &DagSnapshot, b: usize| s.dags.get(b).cloned();
    // The drawing: layout, ghosts of removed nodes, and the diff per node.
    let drawing = Memo::new(move |_| {
        let b = block.get();
        let now = snap.with_value(|s| block_of(s, b))?;
        let before = prev.with_value(|p| p.as_ref().and_then(|p| block_of(p, b)));
        let others: Vec<BlockDag> = hist.with_value(|h| h.iter().filter_map(|s| block_of(s, b)).filter(|d| d.function == now.function && d.block == now.block).collect());
        let refs: Vec<&BlockDag> = others.iter().collect();
        let (layout, ghosts) = layout_in_history(&now, &refs);
        let (changes, removed) = diff(before.as_ref(), &now);
        let ghosts: Vec<_> = ghosts.into_iter().filter(|g| removed.contains(&g.id)).collect();
        Some((layout, ghosts, changes, removed.len(), before.is_some()))
    });
    let linked = move || state.map(|s| s.linked.get()).unwrap_or_default();
    let linked_here = move |b: usize| -> BTreeSet<u32> { linked().dag_nodes.iter().filter(|(bb, _)| *bb as usize == b).map(|(_, n)| *n).collect() };

    // Follow the selection: switch to the block of the linked nodes, then centre them.
    Effect::new(move |_| {
        let l = linked();
        let b = block.get_untracked();
        if !l.dag_nodes.is_empty() && !l.dag_nodes.iter().any(|(bb, _)| *bb as usize == b) {
            if let Some(&(nb, _)) = l.dag_nodes.iter().find(|(bb, _)| snap.with_value(|s| (*bb as usize) < s.dags.len())) {
                block.set(nb as usize);
            }
        }
    });
    Effect::new(move |_| {
        let here = linked_here(block.get());
        let Some(Some((layout, ..))) = drawing.with(|d| d.as_ref().map(|d| Some(d.clone()))) else { return };
        let boxes: Vec<_> = layout.nodes.iter().filter(|n| here.contains(&n.id)).collect();
        if boxes.is_empty() {
            return;
        }
        let Some(el) = scroller.get() else { return };
        let cx = boxes.iter().map(|n| n.x + n.w / 2.0).sum::<f64>() / boxes.len() as f64;
        let cy = boxes.iter().map(|n| n.y + NODE_H / 2.0).sum::<f64>() / boxes.len() as f64;
        let z = zoom.get_untracked();
        let (px, py) = pan.get_untracked();
        let left = (cx - px) * z - f64::from(el.client_width()) / 2.0;
        let top = (cy - py) * z - f64::from(el.client_height()) / 2.0;
        el.set_scroll_left(left.max(0.0) as i32);
        el.set_scroll_top(top.max(0.0) as i32);
    });

    let select = move |sel: Selection| {
        if let Some(s) = state {
            s.selection.set(Some(sel));
        }
    };

    view! {
        <div class="dag-view" data-testid="dag-view">
            <div class="toolbar">
                <label>"Block "
                    <select data-testid="dag-block" on:change=move |ev| block.set(event_target_value(&ev).parse().unwrap_or(0))>
                        {blocks().into_iter().map(|(i, name)| view! { <option value=i.to_string() selected=move || block.get() == i>{name}</option> }).collect_view()}
                    </select>
                </label>
                <span class="muted" data-testid="dag-diff">
                    {move || drawing.with(|d| match d {
                        Some((_, _, changes, removed, _)) => {
                            let added = changes.values().filter(|c| **c == NodeChange::Added).count();
                            let changed = changes.values().filter(|c| **c == NodeChange::Changed).count();
                            let mut s = format!("{added} new, {removed} removed since the previous phase");
                            if changed > 0 {
                                s.push_str(&format!(", {changed} changed"));
                            }
                            s
                        }
                        None => String::new(),
                    })}
                </span>
                <button data-testid="dag-zoom-in" title="Zoom in (wheel up)" on:click=move |_| zoom.update(|z| *z = (*z * 1.25).clamp(0.1, 8.0))>"+"</button>
                <button data-testid="dag-zoom-out" title="Zoom out (wheel down)" on:click=move |_| zoom.update(|z| *z = (*z / 1.25).clamp(0.1, 8.0))>"−"</button>
                <button data-testid="dag-reset" on:click=move |_| { zoom.set(1.0); pan.set((0.0, 0.0)); }>"Reset view"</button>
                <button data-testid="dag-dot-toggle" on:click=move |_| show_dot.update(|v| *v = !*v)>"Graphviz"</button>
                <span class="legend muted">
                    <span class="key value">"value"</span>" "<span class="key chain">"chain"</span>" "<span class="key glue">"glue"</span>
                </span>
            </div>
            {move || drawing.get().map(|(g, ghosts, changes, _, has_previous)| {
                let (w, h) = (g.width, g.height);
                let view_box = move || {
                    let z = zoom.get();
                    let (px, py) = pan.get();
                    format!("{:.1} {:.1} {:.1} {:.1}", px, py, w / z, h / z)
                };
                let b = block.get_untracked();
                // Drawn at its natural size (scrollable), so labels stay readable on big DAGs.
                view! {
                    <div class="dag-scroll" node_ref=scroller>
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
                                view! { <path class=class d=e.path.clone() data-from=e.from.to_string() data-to=e.to.to_string()/> }
                            }).collect_view()}
                        </g>
                        <g class="ghosts">
                            {ghosts.iter().map(|n| view! {
                                <g class="node removed" data-node=n.id.to_string()>
                                    <title>{format!("t{} was removed by this phase", n.id)}</title>
                                    <rect x=n.x y=n.y width=n.w height=NODE_H rx="4"/>
                                    <text x=n.x + 8.0 y=n.y + 16.0 class="title">{n.title.clone()}</text>
                                </g>
                            }).collect_view()}
                        </g>
                        <g class="nodes">
                            {g.nodes.iter().map(|n| {
                                let id = n.id;
                                let change = if has_previous { changes.get(&id).copied().unwrap_or(NodeChange::Same) } else { NodeChange::Same };
                                let class = match change {
                                    NodeChange::Added => "node new",
                                    NodeChange::Changed => "node changed",
                                    NodeChange::Same => "node",
                                };
                                view! {
                                    <g class=class data-node=id.to_string()
                                        class:linked=move || linked().dag_nodes.contains(&(b as u32, id))
                                        on:mousedown=|ev| ev.stop_propagation()
                                        on:click=move |_| select(Selection::DagNode { block: b as u32, node: id })>
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
            <details class="rule-log" open=true>
                <summary>{move || {
                    let b = block.get() as u32;
                    snap.with_value(|s| format!("Rule log ({} events in this block, {} in all)", events_of(s, b).count(), s.log.len()))
                }}</summary>
                <ol data-testid="dag-rule-log">
                    {move || {
                        let b = block.get() as u32;
                        snap.with_value(|s| events_of(s, b).map(|e| {
                            let node = e.node;
                            let replaced = if e.replaced_by.is_empty() {
                                String::new()
                            } else {
                                format!(" → {}", e.replaced_by.iter().map(|r| format!("t{r}")).collect::<Vec<_>>().join(", "))
                            };
                            view! {
                                <li class="clickable" on:click=move |_| select(Selection::DagNode { block: b, node })>
                                    <code>{e.rule.clone()}</code>" on t"{node}{replaced}": "{e.note.clone()}
                                </li>
                            }
                        }).collect_view())
                    }}
                </ol>
            </details>
        </div>
    }
}
