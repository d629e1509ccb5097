//! The source panel: the editor with line numbers, the examples menu and the SM selector.

use crate::examples::EXAMPLES;
use crate::state::AppState;
use leptos::prelude::*;
use nvisel::target::Sm;

/// The editor and its toolbar.
#[component]
pub fn SourcePanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    // explorer-b (cross-highlighting): one element per line number, so the lines linked to the
    // selection can be marked and a number clicked to select its line.
    let line_numbers = move || {
        let n = state.source.with(|s| s.lines().count().max(1)) as u32;
        (1..=n).map(|i| view! {
            <span class="gutter-line" data-line=i.to_string()
                class:linked=move || state.linked.with(|l| l.source_lines.contains(&i))
                on:click=move |_| state.selection.set(Some(crate::links::Selection::Source(i)))>{format!("{i}\n")}</span>
        }).collect_view()
    };
    let on_example = move |ev: leptos::ev::Event| {
        let name = event_target_value(&ev);
        if let Some(ex) = EXAMPLES.iter().find(|e| e.name == name) {
            state.kind.set(ex.kind);
            state.source.set(ex.source.to_string());
        }
    };
    let on_sm = move |ev: leptos::ev::Event| {
        if let Some(sm) = Sm::parse(&event_target_value(&ev)) {
            state.sm.set(sm);
        }
    };
    view! {
        <div class="panel source-panel">
            <div class="toolbar">
                <label>"Example "
                    <select data-testid="examples" on:change=on_example>
                        {EXAMPLES.iter().map(|e| view! { <option value=e.name title=e.about>{e.name}</option> }).collect_view()}
                    </select>
                </label>
                <label>"Target "
                    <select data-testid="sm-select" on:change=on_sm>
                        {Sm::all().map(|sm| {
                            let name = sm.to_string();
                            view! { <option value=name.clone() selected=move || state.sm.get() == sm>{name.clone()}</option> }
                        }).collect_view()}
                    </select>
                </label>
                <label title="Recompile on every edit (Ctrl+Shift+Enter toggles)">
                    <input type="checkbox" data-testid="auto-compile" prop:checked=move || state.auto_compile.get()
                        on:change=move |ev| state.auto_compile.set(event_target_checked(&ev))/>
                    " compile on change"
                </label>
                <button data-testid="compile" title="Ctrl+Enter" on:click=move |_| state.compile_now()
                    class:stale=move || state.stale()>"Compile"</button>
                <span class="kind" data-testid="input-kind">{move || state.kind.get().describe()}</span>
            </div>
            <div class="editor">
                <pre class="gutter" aria-hidden="true">{line_numbers}</pre>
                <textarea
                    data-testid="source"
                    spellcheck="false"
                    prop:value=move || state.source.get()
                    on:input=move |ev| state.source.set(event_target_value(&ev))
                    on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                        if ev.key() == "Enter" && (ev.ctrl_key() || ev.meta_key()) {
                            ev.prevent_default();
                            if ev.shift_key() {
                                state.auto_compile.update(|a| *a = !*a);
                            }
                            state.compile_now();
                        }
                    }
                ></textarea>
            </div>
        </div>
    }
}
