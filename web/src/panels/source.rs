//! The source panel: the examples menu, the target options, and the editor — a transparent
//! textarea over a highlighted copy of its text, with line numbers and error squiggles from the
//! diagnostics.

use crate::examples::{by_name, EXAMPLES};
use crate::highlight::{screen_column, tokens, utf16_offset};
use crate::state::AppState;
use leptos::prelude::*;
use nvisel::diag::Severity;
use nvisel::target::{PtxVersion, Sm};
use nvisel::InputKind;

/// Line height of the editor in pixels (the CSS uses the same).
pub const LINE_PX: i32 = 20;
/// Padding of the editor's text in pixels (the CSS uses the same).
pub const PAD_PX: i32 = 8;
/// Tab width of the editor, in columns.
pub const TAB: usize = 8;

/// PTX ISA versions offered in the menu (LLVM 22's range).
const PTX_VERSIONS: &[&str] = &[
    "6.0", "6.1", "6.2", "6.3", "6.4", "6.5", "7.0", "7.1", "7.2", "7.3", "7.4", "7.5", "7.6", "7.7", "7.8", "8.0", "8.1",
    "8.2", "8.3", "8.4", "8.5", "8.6", "8.7", "8.8", "9.0",
];

/// The examples menu's value while the editor holds anything but an unchanged example.
const OWN: &str = "__own";

/// The kinds the kind menu offers besides "auto", by value.
const KINDS: &[(&str, InputKind)] = &[("llvm-ir", InputKind::LlvmIr), ("mlir", InputKind::Mlir), ("ptx", InputKind::Ptx)];

/// For PTX input whose SM or version the user picked: what its header says instead.
fn header_mismatch(state: AppState) -> Option<String> {
    if state.kind.get() != InputKind::Ptx {
        return None;
    }
    let header = state.source.with(|s| nvisel::ptx::header::header(s));
    let mut said = Vec::new();
    if let Some((sm, _)) = header.target.filter(|(sm, _)| state.sm_pinned.get() && *sm != state.sm.get()) {
        said.push(format!("the file's .target is {sm}, compiling for {} as picked", state.sm.get()));
    }
    if let Some((v, _)) = header.version.filter(|(v, _)| state.ptx_pinned.get() && Some(*v) != state.ptx.get()) {
        said.push(format!("the file's .version is {v}, {} picked", state.ptx.get().map_or("the default".to_string(), |p| p.to_string())));
    }
    (!said.is_empty()).then(|| format!("{}.", said.join("; ")))
}

/// Reads a file the user opened or dropped into the editor (its kind then follows its text).
pub fn open_file(state: AppState, file: web_sys::File) {
    use wasm_bindgen::prelude::*;
    let name = file.name();
    let read = Closure::<dyn FnMut(JsValue)>::new(move |text: JsValue| {
        let Some(text) = text.as_string() else { return };
        state.example.set(None);
        state.kind_auto.set(true);
        state.sm_pinned.set(false);
        state.ptx_pinned.set(false);
        state.source.set(text);
        state.compile_now();
    });
    let failed = Closure::<dyn FnMut(JsValue)>::new(move |_: JsValue| {
        leptos::logging::warn!("could not read {name}");
    });
    let _ = file.text().then2(&read, &failed);
    // The promise settles once; its two handlers live until then.
    read.forget();
    failed.forget();
}

/// The examples menu, the SM / PTX / -O selectors and the compile controls.
#[component]
fn SourceToolbar() -> impl IntoView {
    let state = expect_context::<AppState>();
    let on_example = move |ev: leptos::ev::Event| {
        if let Some(ex) = by_name(&event_target_value(&ev)) {
            state.load_example(ex);
        }
    };
    let group = |kind: InputKind, label: &'static str| {
        view! {
            <optgroup label=label>
                {EXAMPLES.iter().filter(|e| e.kind == kind).map(|e| view! {
                    <option value=e.name title=e.about>{format!("{} — {}", e.name, e.about)}</option>
                }).collect_view()}
            </optgroup>
        }
    };
    // The menu names the example while the editor holds it unchanged; after an edit, a paste
    // or a file, it says so.
    let modified = move || state.example.get().and_then(by_name).is_none_or(|e| state.source.with(|s| s != e.source));
    let own_label = move || match state.example.get() {
        Some(name) => format!("{name} — modified"),
        None => "your code".to_string(),
    };
    let file_input = NodeRef::<leptos::html::Input>::new();
    view! {
        <div class="toolbar">
            <label>"Example "
                <select data-testid="examples" on:change=on_example
                    prop:value=move || if modified() { OWN } else { state.example.get().unwrap_or("") }>
                    <option value=OWN disabled=true data-testid="example-own">{own_label}</option>
                    {group(InputKind::LlvmIr, "LLVM IR (to PTX, then SASS)")}
                    {group(InputKind::Ptx, "PTX (the ptxas side, to SASS)")}
                </select>
            </label>
            <button data-testid="open-file" title="Open a .ll, .ptx or .mlir file (or drop one on the editor)"
                on:click=move |_| if let Some(i) = file_input.get() { i.click(); }>"Open file…"</button>
            <input type="file" class="hidden" data-testid="file-input" node_ref=file_input accept=".ll,.nvvm,.ptx,.mlir,.txt"
                on:change=move |ev| {
                    let input: web_sys::HtmlInputElement = event_target(&ev);
                    if let Some(f) = input.files().and_then(|l| l.get(0)) {
                        open_file(state, f);
                    }
                    input.set_value("");
                }/>
        </div>
        <div class="toolbar">
            <label title="The target GPU architecture (llc -mcpu, ptxas -arch)">"Target "
                <select data-testid="sm-select" on:change=move |ev| {
                    if let Some(sm) = Sm::parse(&event_target_value(&ev)) {
                        state.sm_pinned.set(true);
                        state.sm.set(sm);
                    }
                }>
                    {Sm::all().map(|sm| {
                        let name = sm.to_string();
                        view! { <option value=name.clone() selected=move || state.sm.get() == sm>{name.clone()}</option> }
                    }).collect_view()}
                </select>
            </label>
            <label title="The PTX ISA version (.version; llc -mattr=+ptxNN)">"PTX "
                <select data-testid="ptx-select" on:change=move |ev| {
                    state.ptx_pinned.set(true);
                    state.ptx.set(PtxVersion::parse(&event_target_value(&ev)));
                }>
                    <option value="" selected=move || state.ptx.get().is_none()>
                        {move || format!("default ({})", state.sm.get().min_ptx())}
                    </option>
                    // A version from a PTX file's header that the list lacks is offered too.
                    {move || state.ptx.get().filter(|v| !PTX_VERSIONS.iter().any(|&p| PtxVersion::parse(p) == Some(*v))).map(|v| {
                        let text = v.to_string();
                        view! { <option value=text.clone() selected=true>{text.clone()}</option> }
                    })}
                    {PTX_VERSIONS.iter().map(|&v| {
                        let parsed = PtxVersion::parse(v);
                        view! { <option value=v selected=move || state.ptx.get() == parsed>{v}</option> }
                    }).collect_view()}
                </select>
            </label>
            <label title="Optimisation level (llc -O)">"Opt "
                <select data-testid="opt-select" on:change=move |ev| state.opt_level.set(event_target_value(&ev).parse().unwrap_or(3).min(3))>
                    {(0..=3u8).map(|o| view! { <option value=o.to_string() selected=move || state.opt_level.get() == o>{format!("-O{o}")}</option> }).collect_view()}
                </select>
            </label>
            <label title="Whose back end to follow: llc-22's (LLVM) or libNVVM's (NVIDIA); default: NVIDIA for NVVM IR 2.0, LLVM otherwise">"Pipeline "
                <select data-testid="pipeline-select" on:change=move |ev| state.pipeline.set(nvisel::Pipeline::parse(&event_target_value(&ev)))>
                    <option value="" selected=move || state.pipeline.get().is_none()>"default"</option>
                    {[nvisel::Pipeline::Llvm, nvisel::Pipeline::Nvidia].into_iter().map(|p| view! { <option value=p.name() selected=move || state.pipeline.get() == Some(p)>{p.name()}</option> }).collect_view()}
                </select>
            </label>
            <label title="Recompile on every edit (Ctrl+Shift+Enter toggles)">
                <input type="checkbox" data-testid="auto-compile" prop:checked=move || state.auto_compile.get()
                    on:change=move |ev| state.auto_compile.set(event_target_checked(&ev))/>
                " compile on change"
            </label>
            <button data-testid="compile" title="Ctrl+Enter" on:click=move |_| state.compile_now()
                class:stale=move || state.stale()>"Compile"</button>
            <label class="kind" title="The input kind: detected from the text on every edit (as nvisel compile - does), or the one you pick">
                <span data-testid="input-kind">{move || state.kind.get().describe()}</span>
                " " <span class="kind-how" data-testid="kind-how">{move || if state.kind_auto.get() { "detected" } else { "chosen" }}</span>
                " " <select data-testid="kind-select" on:change=move |ev| {
                    let value = event_target_value(&ev);
                    match KINDS.iter().find(|(k, _)| *k == value) {
                        Some((_, kind)) => {
                            state.kind_auto.set(false);
                            state.kind.set(*kind);
                        }
                        None => {
                            state.kind_auto.set(true);
                            state.source.with_untracked(|t| state.follow_source(t));
                        }
                    }
                } prop:value=move || if state.kind_auto.get() { "auto" } else { KINDS.iter().find(|(_, k)| *k == state.kind.get()).map_or("auto", |(v, _)| *v) }>
                    <option value="auto">"auto"</option>
                    {KINDS.iter().map(|(v, k)| view! { <option value=*v>{k.describe()}</option> }).collect_view()}
                </select>
            </label>
        </div>
        {move || header_mismatch(state).map(|m| view! { <p class="mismatch" data-testid="header-mismatch">{m}</p> })}
        <p class="example-about muted" data-testid="example-about">
            {move || if modified() { "" } else { state.example.get().and_then(by_name).map(|e| e.about).unwrap_or("") }}
        </p>
    }
}

/// The editor and its toolbar.
#[component]
pub fn SourcePanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let textarea = NodeRef::<leptos::html::Textarea>::new();
    let scroller = NodeRef::<leptos::html::Div>::new();
    let dragging = RwSignal::new(false);
    // Squiggles and gutter marks: (line, column, length, severity, message).
    let marks = move || {
        state.compiled.with(|c| {
            // A problem placed only in the PTX (its provenance leads to no input line) is not
            // drawn on the input.
            c.0.diagnostics.iter().filter(|d| d.in_source()).map(|d| (d.span.line.max(1), d.span.col.max(1), d.span.len, d.severity, d.message.clone())).collect::<Vec<_>>()
        })
    };
    let gutter = move || {
        let n = state.source.with(|s| s.split('\n').count());
        let marks = marks();
        (1..=n)
            .map(|i| {
                let sev = marks.iter().filter(|m| m.0 as usize == i).map(|m| m.3).min();
                let class = match sev {
                    Some(Severity::Error) => "ln error",
                    Some(Severity::Warning) => "ln warning",
                    Some(Severity::Note) => "ln note",
                    None => "ln",
                };
                // Cross-highlighting (explorer-b): a line linked to the selection is marked, and
                // a click on its number selects it.
                let line = i as u32;
                view! {
                    <div class=class data-line=line.to_string()
                        class:linked=move || state.linked.with(|l| l.source_lines.contains(&line))
                        on:click=move |_| state.selection.set(Some(crate::links::Selection::Source(line)))>{i}</div>
                }
            })
            .collect_view()
    };
    let highlighted = move || {
        let kind = state.kind.get();
        state.source.with(|s| {
            s.split('\n')
                .map(|line| {
                    let toks = tokens(kind, line);
                    view! { <div class="hl-line">{toks.into_iter().map(|t| view! { <span class=t.class.css()>{t.text}</span> }).collect_view()}</div> }
                })
                .collect_view()
        })
    };
    let squiggles = move || {
        let text = state.source.get();
        let lines: Vec<&str> = text.split('\n').collect();
        marks()
            .into_iter()
            .filter(|m| (m.0 as usize) <= lines.len())
            .map(|(line, col, len, sev, msg)| {
                let l = lines[line as usize - 1];
                let x0 = screen_column(l, col, TAB);
                let x1 = if len == 0 { x0 + 1 } else { screen_column(l, col + len, TAB).max(x0 + 1) };
                let style = format!(
                    "top:{}px;left:calc({}ch + {PAD_PX}px);width:{}ch",
                    PAD_PX + (line as i32 - 1) * LINE_PX + LINE_PX - 4,
                    x0,
                    x1 - x0
                );
                view! { <div class=format!("squiggle {sev}") style=style title=msg data-testid="squiggle"></div> }
            })
            .collect_view()
    };
    // The code area is as big as the text, so the editor box scrolls gutter, highlight and
    // textarea together.
    let area_style = move || {
        state.source.with(|s| {
            let lines = s.split('\n').count() as i32;
            let cols = s.split('\n').map(|l| screen_column(l, l.chars().count() as u32 + 1, TAB)).max().unwrap_or(0);
            format!("height:{}px;min-width:calc({}ch + {}px)", lines * LINE_PX + 2 * PAD_PX, cols + 2, 2 * PAD_PX)
        })
    };
    // A click on a diagnostic puts the cursor on its span.
    Effect::new(move |_| {
        let Some((line, col, len)) = state.jump.get() else { return };
        state.jump.set(None);
        let Some(ta) = textarea.get() else { return };
        let text = ta.value();
        let start = utf16_offset(&text, line, col);
        let end = utf16_offset(&text, line, col + len).max(start);
        let _ = ta.focus();
        let _ = ta.set_selection_range(start, end);
        if let Some(sc) = scroller.get() {
            sc.set_scroll_top(((line as i32 - 1) * LINE_PX - sc.client_height() / 3).max(0));
            sc.set_scroll_left(0);
        }
    });
    view! {
        <div class="panel source-panel">
            <SourceToolbar/>
            <div class="editor" node_ref=scroller class:drop-target=move || dragging.get()
                on:dragover=move |ev: leptos::ev::DragEvent| { ev.prevent_default(); dragging.set(true); }
                on:dragleave=move |_| dragging.set(false)
                on:drop=move |ev: leptos::ev::DragEvent| {
                    dragging.set(false);
                    if let Some(f) = ev.data_transfer().and_then(|d| d.files()).and_then(|l| l.get(0)) {
                        ev.prevent_default();
                        open_file(state, f);
                    }
                }>
                <div class="gutter" aria-hidden="true" data-testid="gutter">{gutter}</div>
                <div class="code-area" style=area_style>
                    <div class="hl" aria-hidden="true" data-testid="highlight">{highlighted}</div>
                    <div class="squiggles" aria-hidden="true" class:stale=move || state.stale()>{squiggles}</div>
                    <textarea
                        data-testid="source"
                        node_ref=textarea
                        spellcheck="false"
                        autocomplete="off"
                        autocapitalize="off"
                        wrap="off"
                        aria-label="source"
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
        </div>
    }
}
