//! The Selection panel: for each selected DAG node, the layer that took it and the contest —
//! every candidate pattern with its cost or the check that rejected it, the winner, and the
//! MatcherTable walk. Contests take part in the cross-highlighting ([`crate::links`]).

use crate::links::Selection;
use crate::state::AppState;
use leptos::prelude::*;
use nvisel::trace::{IselSnapshot, NodeSelection, SelectorLayer, Snapshot};

fn layer_name(l: SelectorLayer) -> &'static str {
    match l {
        SelectorLayer::IntrinsicFamily => "layer 1: intrinsic family",
        SelectorLayer::VectorLoadStore => "layer 2: vector load/store",
        SelectorLayer::MatcherTable => "layer 3: MatcherTable",
        SelectorLayer::Trivial => "trivial",
    }
}

/// The index in the DAG snapshots of the block `function`/`block` (what the provenance table
/// and the DAG view number blocks by).
fn block_index(state: Option<AppState>, function: &str, block: &str) -> Option<u32> {
    state?.compiled.with_untracked(|c| {
        c.0.trace.phases.iter().rev().find_map(|p| match &p.snapshot {
            Snapshot::Dag(d) => d.dags.iter().position(|b| b.function == function && b.block == block).map(|i| i as u32),
            _ => None,
        })
    })
}

/// One node's contest. Clicking its heading selects the node for the cross-highlighting; a
/// contest whose node (or a node it folded) is linked to the selection carries `linked`.
#[component]
pub fn Contest(
    /// The selection record.
    sel: NodeSelection,
) -> impl IntoView {
    let state = use_context::<AppState>();
    let steps = sel.matcher_steps.clone();
    let block = block_index(state, &sel.function, &sel.block);
    let node = sel.node;
    let nodes: Vec<u32> = std::iter::once(sel.node).chain(sel.folded.iter().copied()).collect();
    let linked = move || {
        let (Some(s), Some(b)) = (state, block) else { return false };
        s.linked.with(|l| nodes.iter().any(|n| l.dag_nodes.contains(&(b, *n))))
    };
    let folded = (!sel.folded.is_empty()).then(|| format!(" (folds {})", sel.folded.iter().map(|n| format!("t{n}")).collect::<Vec<_>>().join(", ")));
    view! {
        <div class="contest" data-testid="contest" class:linked=linked data-node=sel.node.to_string()>
            <p class="clickable" on:click=move |_| if let (Some(s), Some(block)) = (state, block) { s.selection.set(Some(Selection::DagNode { block, node })); }>
                <code>{format!("t{}", sel.node)}</code>" → "<code class="winner">{sel.selected.clone()}</code>
                " " <span class="muted">{layer_name(sel.layer)}{folded}" · "{format!("{} / {}", sel.function, sel.block)}</span>
            </p>
            <table class="candidates">
                <tr><th>"pattern"</th><th>"cost"</th><th>"verdict"</th></tr>
                {sel.candidates.iter().map(|c| {
                    let verdict = if c.won { "won".to_string() } else { c.rejected_by.clone().map(|r| format!("rejected: {r}")).unwrap_or_else(|| "lost".into()) };
                    view! {
                        <tr class:won=c.won>
                            <td><code>{c.pattern.clone()}</code></td>
                            <td>{c.cost.map(|x| x.to_string()).unwrap_or_default()}</td>
                            <td>{verdict}</td>
                        </tr>
                    }
                }).collect_view()}
            </table>
            {(!steps.is_empty()).then(|| view! {
                <details>
                    <summary>{format!("MatcherTable walk ({} steps)", steps.len())}</summary>
                    <ol class="matcher-steps">
                        {steps.iter().map(|s| view! {
                            <li class:failed=!s.passed><code>{format!("[{}] {} {}", s.index, s.opcode, s.detail)}</code></li>
                        }).collect_view()}
                    </ol>
                </details>
            })}
        </div>
    }
}

/// Every selected node, filterable by node id or opcode name.
#[component]
pub fn IselView(
    /// The selection snapshot.
    snapshot: IselSnapshot,
) -> impl IntoView {
    let query = RwSignal::new(String::new());
    let all = StoredValue::new(snapshot.nodes);
    let shown = move || {
        let q = query.get().to_lowercase();
        all.with_value(|ns| {
            ns.iter()
                .filter(|n| q.is_empty() || format!("t{}", n.node) == q || n.selected.to_lowercase().contains(&q) || n.candidates.iter().any(|c| c.pattern.to_lowercase().contains(&q)))
                .cloned()
                .collect::<Vec<_>>()
        })
    };
    view! {
        <div class="isel-view" data-testid="isel-view">
            <div class="toolbar">
                <input type="search" placeholder="node (t12) or pattern" on:input=move |ev| query.set(event_target_value(&ev))/>
                <span class="muted">{move || format!("{} of {} nodes", shown().len(), all.with_value(|n| n.len()))}</span>
            </div>
            {move || shown().into_iter().map(|sel| view! { <Contest sel=sel/> }).collect_view()}
        </div>
    }
}
