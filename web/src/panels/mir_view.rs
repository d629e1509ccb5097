//! The Machine passes panel: the machine instructions after each pass, diffed against the state
//! before the pass (added lines, removed lines struck through where they were, rewritten lines
//! marked), with the register pressure at every instruction drawn as a small bar per register
//! class. Clicking an instruction selects it for the cross-highlighting.

use crate::links::Selection;
use crate::state::AppState;
use leptos::prelude::*;
use nvisel::trace::{MachineBlock, MachineFunction, MachineInst, MirPass, MirSnapshot};
use std::collections::BTreeMap;

/// How a line of a pass's MIR compares with the state before the pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineDiff {
    /// Unchanged.
    Same,
    /// A new instruction.
    Added,
    /// An instruction whose text changed.
    Rewritten,
    /// An instruction the pass deleted (shown where it was).
    Removed,
}

/// One line of the diffed listing.
#[derive(Clone, Debug)]
pub struct DiffLine {
    /// The instruction (for a removed one, as it was).
    pub inst: MachineInst,
    /// How it changed.
    pub diff: LineDiff,
}

/// The lines of block `now`, diffed against the block of the same name before the pass: each
/// instruction of `now` by id (added, rewritten or the same), and each instruction only
/// `before` has inserted after the instruction it followed there.
pub fn diff_block(before: Option<&MachineBlock>, now: &MachineBlock) -> Vec<DiffLine> {
    let Some(before) = before else {
        return now.insts.iter().map(|i| DiffLine { inst: i.clone(), diff: LineDiff::Same }).collect();
    };
    let old: BTreeMap<u32, &MachineInst> = before.insts.iter().map(|i| (i.id, i)).collect();
    let here: std::collections::BTreeSet<u32> = now.insts.iter().map(|i| i.id).collect();
    let mut out = Vec::new();
    let mut j = 0;
    let flush_removed_until = |out: &mut Vec<DiffLine>, j: &mut usize, stop: Option<u32>| {
        while let Some(b) = before.insts.get(*j) {
            if Some(b.id) == stop {
                *j += 1;
                return;
            }
            if !here.contains(&b.id) {
                out.push(DiffLine { inst: b.clone(), diff: LineDiff::Removed });
            }
            *j += 1;
        }
    };
    // The removed instructions that directly follow position `j` of `before`.
    let removed_run = |out: &mut Vec<DiffLine>, j: &mut usize| {
        while let Some(b) = before.insts.get(*j).filter(|b| !here.contains(&b.id)) {
            out.push(DiffLine { inst: b.clone(), diff: LineDiff::Removed });
            *j += 1;
        }
    };
    removed_run(&mut out, &mut j);
    for i in &now.insts {
        let diff = match old.get(&i.id) {
            None => LineDiff::Added,
            Some(b) if b.text != i.text => LineDiff::Rewritten,
            Some(_) => LineDiff::Same,
        };
        let survivor = old.contains_key(&i.id);
        if survivor {
            flush_removed_until(&mut out, &mut j, Some(i.id));
        }
        out.push(DiffLine { inst: i.clone(), diff });
        if survivor {
            removed_run(&mut out, &mut j);
        }
    }
    flush_removed_until(&mut out, &mut j, None);
    out
}

/// Counts of added, removed and rewritten lines of a pass against the state before it.
pub fn diff_counts(before: Option<&MirPass>, now: &MirPass) -> (usize, usize, usize) {
    let (mut a, mut r, mut w) = (0, 0, 0);
    for f in &now.functions {
        let bf = before.and_then(|p| p.functions.iter().find(|x| x.name == f.name));
        for b in &f.blocks {
            let bb = bf.and_then(|x| x.blocks.iter().find(|y| y.name == b.name));
            if before.is_none() {
                continue;
            }
            for l in diff_block(bb.or(Some(&MachineBlock::default())), b) {
                match l.diff {
                    LineDiff::Added => a += 1,
                    LineDiff::Removed => r += 1,
                    LineDiff::Rewritten => w += 1,
                    LineDiff::Same => {}
                }
            }
        }
    }
    (a, r, w)
}

/// The register classes in the order the bars are drawn.
const CLASSES: [&str; 4] = ["pred", "b16", "b32", "b64"];

/// The pressure of one instruction: a bar per class with live registers, as wide as the count.
#[component]
fn PressureBars(
    /// (class, live registers) pairs.
    pressure: Vec<(String, u32)>,
    /// The function's largest count, for the scale.
    scale: u32,
) -> impl IntoView {
    let title = if pressure.is_empty() { "no live registers".to_string() } else { pressure.iter().map(|(c, n)| format!("{n} {c}")).collect::<Vec<_>>().join(", ") };
    let unit = 48.0 / f64::from(scale.max(1));
    view! {
        <span class="pressure" title=title data-testid="pressure">
            {CLASSES.iter().map(|c| {
                let n = pressure.iter().find(|(k, _)| k == c).map_or(0, |(_, n)| *n);
                view! { <span class=format!("bar {c}") data-class=*c data-count=n.to_string() style=format!("width:{:.1}px", f64::from(n) * unit)></span> }
            }).collect_view()}
        </span>
    }
}

/// One function of a pass, diffed.
fn function_view(f: &MachineFunction, before: Option<&MachineFunction>, has_previous: bool, state: Option<AppState>) -> impl IntoView {
    let scale = f.blocks.iter().flat_map(|b| b.insts.iter()).flat_map(|i| i.pressure.iter().map(|(_, n)| *n)).max().unwrap_or(1);
    let name = f.name.clone();
    let blocks = f.blocks.iter().map(|b| {
        let bb = before.and_then(|x| x.blocks.iter().find(|y| y.name == b.name));
        let lines = if has_previous { diff_block(bb.or(Some(&MachineBlock::default())), b) } else { diff_block(None, b) };
        let max = b.max_pressure.iter().map(|(c, n)| format!("{c}:{n}")).collect::<Vec<_>>().join(" ");
        view! {
            <div class="label">{format!("{}:", b.name)}<span class="muted">{if max.is_empty() { String::new() } else { format!("   ; max live {max}") }}</span></div>
            {lines.into_iter().map(|l| {
                let id = l.inst.id;
                let (class, mark) = match l.diff {
                    LineDiff::Same => ("line mir-line", " "),
                    LineDiff::Added => ("line mir-line added", "+"),
                    LineDiff::Rewritten => ("line mir-line rewritten", "~"),
                    LineDiff::Removed => ("line mir-line removed", "-"),
                };
                let removed = l.diff == LineDiff::Removed;
                view! {
                    <div class=class data-inst=id.to_string()
                        class:clickable=!removed
                        class:linked=move || !removed && state.is_some_and(|s| s.linked.with(|x| x.machine_insts.contains(&id)))
                        on:click=move |_| if !removed { if let Some(s) = state { s.selection.set(Some(Selection::MachineInst(id))); } }>
                        <span class="mark">{mark}</span>
                        <PressureBars pressure=if removed { Vec::new() } else { l.inst.pressure.clone() } scale=scale/>
                        <span class="text">{l.inst.text.clone()}</span>
                    </div>
                }
            }).collect_view()}
        }
    }).collect_view();
    view! {
        <h3>{name}</h3>
        <pre class="code lang-mir">{blocks}</pre>
    }
}

/// The passes as tabs, the selected pass's functions below, diffed against the pass before.
#[component]
pub fn MirView(
    /// The machine-pass snapshot.
    snapshot: MirSnapshot,
) -> impl IntoView {
    let state = use_context::<AppState>();
    let passes = StoredValue::new(snapshot.passes);
    let selected = RwSignal::new(passes.with_value(|p| p.len().saturating_sub(1)));
    view! {
        <div class="mir-view" data-testid="mir-view">
            <ol class="passes">
                {passes.with_value(|ps| ps.iter().enumerate().map(|(i, p)| {
                    let title = format!("{} ({})", p.name, p.id);
                    view! {
                        <li class:selected=move || selected.get() == i class:unchanged=!p.changed title=title data-pass=p.id.clone()
                            on:click=move |_| selected.set(i)>{p.name.clone()}</li>
                    }
                }).collect_view())}
            </ol>
            {move || {
                let i = selected.get();
                passes.with_value(|ps| ps.get(i).map(|p| {
                    let before = i.checked_sub(1).and_then(|k| ps.get(k));
                    let (a, r, w) = diff_counts(before, p);
                    let summary = match before {
                        None => "the selector's output".to_string(),
                        Some(b) => format!("+{a} −{r} ~{w} against {}", b.name),
                    };
                    view! {
                        <p class="muted" data-testid="mir-diff">{summary}</p>
                        {p.log.iter().map(|l| view! { <pre class="pass-log">{l.clone()}</pre> }).collect_view()}
                        {p.changes.iter().map(|c| view! { <p class="muted change">{format!("{:?} #{}: {}", c.kind, c.inst, c.note)}</p> }).collect_view()}
                        {p.functions.iter().map(|f| {
                            let bf = before.and_then(|b| b.functions.iter().find(|x| x.name == f.name));
                            function_view(f, bf, before.is_some(), state)
                        }).collect_view()}
                    }
                }))
            }}
        </div>
    }
}
