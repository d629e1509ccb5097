//! The Tables panel: the opcode tables the phases work from, searchable, with the rows the
//! current compilation used highlighted (combine rules that fired, legalization actions taken,
//! patterns that won, machine instructions emitted, Phase 1 rules applied, DAG opcodes seen;
//! [`nvisel::trace::Trace::used`]) and a switch to list only those.

use crate::state::AppState;
use leptos::prelude::*;
use nvisel::tables::{self, row_used, Table};
use nvisel::trace::TableUse;

/// Rows drawn at once; "show more" draws the next page (the SASS forms table has ~5,300 rows).
pub const PAGE: usize = 300;

/// One table, filtered by `query` (case-insensitive substring of any cell) and, with
/// `used_only`, to the rows the compilation used.
#[component]
pub fn TableView(
    /// The table.
    table: Table,
    /// The filter.
    query: Signal<String>,
    /// The rows the compilation used, per table.
    #[prop(optional, into)]
    used: Option<Signal<Vec<TableUse>>>,
    /// List only the used rows.
    #[prop(optional, into)]
    used_only: Option<Signal<bool>>,
) -> impl IntoView {
    let t = StoredValue::new(table);
    let used = move || used.map(|u| u.get()).unwrap_or_default();
    let rows = Memo::new(move |_| {
        let q = query.get().to_lowercase();
        let only = used_only.is_some_and(|u| u.get());
        let used = used();
        t.with_value(|t| {
            t.rows
                .iter()
                .map(|r| (r.clone(), row_used(t, r, &used)))
                .filter(|(r, u)| (q.is_empty() || r.iter().any(|c| c.to_lowercase().contains(&q))) && (!only || *u))
                .collect::<Vec<_>>()
        })
    });
    // How many of the matching rows are drawn: a page, more on request; a new filter starts over.
    let shown = RwSignal::new(PAGE);
    Effect::new(move |_| {
        query.track();
        if let Some(u) = used_only {
            u.track();
        }
        shown.set(PAGE);
    });
    let count = move || {
        let used = used();
        t.with_value(|t| format!("{} — {} · {} of {} rows used by this compilation", t.title, t.source, t.rows.iter().filter(|r| row_used(t, r, &used)).count(), t.rows.len()))
    };
    view! {
        <p class="muted" data-testid="table-caption">{count}</p>
        <table class="opcode-table" data-testid="opcode-table">
            <thead><tr>{t.with_value(|t| t.columns.iter().map(|c| view! { <th>{*c}</th> }).collect_view())}</tr></thead>
            <tbody>
                {move || rows.with(|rows| rows.iter().take(shown.get()).map(|(r, u)| view! {
                    <tr class:used=*u title=if *u { "used by this compilation" } else { "" }>{r.iter().map(|c| view! { <td>{c.clone()}</td> }).collect_view()}</tr>
                }).collect_view())}
            </tbody>
        </table>
        {move || {
            let n = rows.with(Vec::len);
            let k = shown.get();
            (n > k).then(|| view! {
                <p class="muted" data-testid="table-more-line">
                    {format!("Showing {k} of {n} matching rows. ")}
                    <button data-testid="table-more" on:click=move |_| shown.update(|s| *s += PAGE)>{format!("Show {} more", PAGE.min(n - k))}</button>
                </p>
            })
        }}
    }
}

/// Every table, one at a time, with a search box and the rows this compilation used.
#[component]
pub fn TablesPanel() -> impl IntoView {
    let state = use_context::<AppState>();
    // Tables are built when first shown (the SASS forms table parses ~5,300 forms), then kept.
    let catalog = StoredValue::new(tables::catalog());
    let built = StoredValue::new(std::collections::BTreeMap::<usize, Table>::new());
    let selected = RwSignal::new(0usize);
    let query = RwSignal::new(String::new());
    let used_only = RwSignal::new(false);
    let used = Signal::derive(move || state.map(|s| s.compiled.with(|c| c.0.trace.used.clone())).unwrap_or_default());
    view! {
        <div class="panel tables-panel">
            <h2>"Tables"</h2>
            <div class="toolbar">
                <select data-testid="table-select" on:change=move |ev| selected.set(event_target_value(&ev).parse().unwrap_or(0))>
                    {catalog.with_value(|ts| ts.iter().enumerate().map(|(i, (_, title, _))| view! { <option value=i.to_string()>{*title}</option> }).collect_view())}
                </select>
                <input type="search" placeholder="filter" data-testid="table-filter"
                    on:input=move |ev| query.set(event_target_value(&ev))/>
                <label title="List only the rows the current compilation used">
                    <input type="checkbox" data-testid="table-used-only" prop:checked=move || used_only.get()
                        on:change=move |ev| used_only.set(event_target_checked(&ev))/>
                    " used rows only"
                </label>
            </div>
            {move || {
                let k = selected.get();
                if built.with_value(|b| !b.contains_key(&k)) {
                    let make = catalog.with_value(|c| c.get(k).map(|(_, _, make)| *make));
                    if let Some(make) = make {
                        built.update_value(|b| {
                            b.insert(k, make());
                        });
                    }
                }
                built.with_value(|b| b.get(&k).cloned())
            }.map(|t| view! {
                <TableView table=t query=query.into() used=used used_only=Signal::from(used_only)/>
            })}
        </div>
    }
}
