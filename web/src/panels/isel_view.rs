//! The Selection panel: for each selected DAG node, the layer that took it and the contest —
//! every candidate pattern with its cost or the check that rejected it, the winner, and the
//! MatcherTable walk.

use leptos::prelude::*;
use nvisel::trace::{IselSnapshot, NodeSelection, SelectorLayer};

fn layer_name(l: SelectorLayer) -> &'static str {
    match l {
        SelectorLayer::IntrinsicFamily => "layer 1: intrinsic family",
        SelectorLayer::VectorLoadStore => "layer 2: vector load/store",
        SelectorLayer::MatcherTable => "layer 3: MatcherTable",
        SelectorLayer::Trivial => "trivial",
    }
}

/// One node's contest.
#[component]
pub fn Contest(
    /// The selection record.
    sel: NodeSelection,
) -> impl IntoView {
    let steps = sel.matcher_steps.clone();
    view! {
        <div class="contest" data-testid="contest">
            <p>
                <code>{format!("t{}", sel.node)}</code>" → "<code class="winner">{sel.selected.clone()}</code>
                " " <span class="muted">{layer_name(sel.layer)}</span>
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
