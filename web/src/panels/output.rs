//! The outputs: PTX and the SASS listing, side by side, one element per line so that the lines
//! linked to the selection carry the class `linked` (cross-highlighting, [`crate::links`]).
//! Clicking a PTX line or a SASS instruction selects it; a SASS instruction clicked here also
//! opens its 128 bits below the listing.

use crate::links::{sass_at_listing_line, Selection};
use crate::panels::sass_bits::{contest_for, SassBits};
use crate::state::AppState;
use leptos::prelude::*;
use nvisel::trace::{PhaseId, Snapshot};

/// A line as shown: an empty line keeps its height.
fn shown(line: &str) -> String {
    if line.is_empty() { " ".to_string() } else { line.to_string() }
}

/// PTX and SASS of the current compilation.
#[component]
pub fn OutputPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let ptx = move || state.compiled.get().0.outputs.ptx.clone();
    // The PTX lines the ptxas side found problems on (an IR compile's PTX), with the messages.
    let ptx_errors = move || {
        state.compiled.with(|c| {
            let mut by_line: std::collections::BTreeMap<u32, Vec<String>> = Default::default();
            for d in &c.0.diagnostics {
                if let Some(p) = d.ptx {
                    by_line.entry(p.line).or_default().push(format!("{}:{}: {}: {}", p.line, p.col, d.severity, d.message));
                }
            }
            by_line
        })
    };
    // A PTX line selected elsewhere (a diagnostic, a DAG node) is scrolled into view.
    let ptx_box = NodeRef::<leptos::html::Pre>::new();
    Effect::new(move |_| {
        let Some(Selection::PtxLine(n)) = state.selection.get() else { return };
        state.compiled.track();
        let Some(pre) = ptx_box.get() else { return };
        if let Ok(Some(el)) = pre.query_selector(&format!("[data-line='{n}']")) {
            let opts = web_sys::ScrollIntoViewOptions::new();
            opts.set_block(web_sys::ScrollLogicalPosition::Nearest);
            el.scroll_into_view_with_scroll_into_view_options(&opts);
        }
    });
    let sass = move || state.compiled.get().0.outputs.sass.as_ref().map(|s| s.listing.clone());
    // The SASS instruction whose bits are open here (only one clicked in this panel).
    let bits_open = RwSignal::new(None::<(u32, u32)>);
    let bits = move || {
        let (f, i) = bits_open.get()?;
        if state.selection.get() != Some(Selection::SassInst { function: f, index: i }) {
            return None;
        }
        let c = state.compiled.get();
        let inst = c.0.trace.phase(PhaseId::Encode).and_then(|r| match &r.snapshot {
            Snapshot::Sass(s) => s.functions.get(f as usize)?.insts.get(i as usize).cloned(),
            _ => None,
        })?;
        let contest = contest_for(&c.0.trace, f as usize, inst.offset);
        Some(view! { <div data-testid="sass-output-bits"><SassBits inst=inst contest=contest/></div> })
    };
    view! {
        <div class="outputs">
            <div class="panel">
                <h2>"PTX"</h2>
                {move || match ptx() {
                    Some(text) => {
                        let errors = ptx_errors();
                        view! {
                        <pre class="code lang-ptx" data-testid="ptx-output" node_ref=ptx_box>
                            {text.lines().enumerate().map(|(k, l)| {
                                let n = k as u32 + 1;
                                let error = errors.get(&n).map(|m| m.join("\n"));
                                view! {
                                    <div class="line clickable" data-line=n.to_string()
                                        class:ptx-error=error.is_some() title=error.clone() data-testid=error.as_ref().map(|_| "ptx-error-line")
                                        class:linked=move || state.linked.with(|x| x.ptx_lines.contains(&n))
                                        on:click=move |_| state.selection.set(Some(Selection::PtxLine(n)))>{shown(l)}</div>
                                }
                            }).collect_view()}
                        </pre>
                    }.into_any() }
                    None => view! { <p class="muted" data-testid="ptx-output-none">"No PTX: the phases that make it have not run."</p> }.into_any(),
                }}
            </div>
            <div class="panel">
                <h2>"SASS"</h2>
                {move || match sass() {
                    Some(text) => {
                        let c = state.compiled.get_untracked();
                        let p = &c.0.trace.provenance;
                        view! {
                            <pre class="code lang-sass" data-testid="sass-output">
                                {text.lines().enumerate().map(|(k, l)| {
                                    let inst = sass_at_listing_line(p, k as u32 + 1);
                                    view! {
                                        <div class="line" class:clickable=inst.is_some() data-sass=inst.map(|(f, i)| format!("{f}:{i}"))
                                            class:linked=move || inst.is_some_and(|fi| state.linked.with(|x| x.sass_insts.contains(&fi)))
                                            on:click=move |_| if let Some((function, index)) = inst {
                                                bits_open.set(Some((function, index)));
                                                state.selection.set(Some(Selection::SassInst { function, index }));
                                            }>{shown(l)}</div>
                                    }
                                }).collect_view()}
                            </pre>
                        }.into_any()
                    }
                    None => view! { <p class="muted" data-testid="sass-output-none">"No SASS: the ptxas-side phases have not run."</p> }.into_any(),
                }}
                {bits}
            </div>
        </div>
    }
}
