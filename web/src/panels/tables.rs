//! The Tables panel: the opcode tables the phases work from, searchable.

use leptos::prelude::*;
use nvisel::tables::{self, Table};

/// One table, filtered by `query` (case-insensitive substring of any cell).
#[component]
pub fn TableView(
    /// The table.
    table: Table,
    /// The filter.
    query: Signal<String>,
) -> impl IntoView {
    let t = StoredValue::new(table);
    let rows = move || {
        let q = query.get().to_lowercase();
        t.with_value(|t| {
            t.rows.iter().filter(|r| q.is_empty() || r.iter().any(|c| c.to_lowercase().contains(&q))).cloned().collect::<Vec<_>>()
        })
    };
    view! {
        <p class="muted">{t.with_value(|t| format!("{} — {}", t.title, t.source))}</p>
        <table class="opcode-table" data-testid="opcode-table">
            <thead><tr>{t.with_value(|t| t.columns.iter().map(|c| view! { <th>{*c}</th> }).collect_view())}</tr></thead>
            <tbody>
                {move || rows().into_iter().map(|r| view! {
                    <tr>{r.into_iter().map(|c| view! { <td>{c}</td> }).collect_view()}</tr>
                }).collect_view()}
            </tbody>
        </table>
    }
}

/// Every table, one at a time, with a search box.
#[component]
pub fn TablesPanel() -> impl IntoView {
    let all = StoredValue::new(tables::all());
    let selected = RwSignal::new(0usize);
    let query = RwSignal::new(String::new());
    view! {
        <div class="panel tables-panel">
            <h2>"Tables"</h2>
            <div class="toolbar">
                <select data-testid="table-select" on:change=move |ev| selected.set(event_target_value(&ev).parse().unwrap_or(0))>
                    {all.with_value(|ts| ts.iter().enumerate().map(|(i, t)| view! { <option value=i.to_string()>{t.title}</option> }).collect_view())}
                </select>
                <input type="search" placeholder="filter" data-testid="table-filter"
                    on:input=move |ev| query.set(event_target_value(&ev))/>
            </div>
            {move || all.with_value(|ts| ts.get(selected.get()).cloned()).map(|t| view! { <TableView table=t query=query.into()/> })}
        </div>
    }
}
