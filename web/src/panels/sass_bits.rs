//! SASS instructions and their 128 bits: a listing in nvdisasm's format where clicking an
//! instruction draws its word as a diagram of named, coloured fields, with the control code in
//! CuAssembler notation, and the ptxas-side decisions that chose it: the Phase 1 rule that made
//! it of its PTX statement and the Phase 2 contest (every matcher with its priority or the check
//! that rejected it, the winner, its encoding slot, the modifier dispatchers' writes).

use leptos::prelude::*;
use nvisel::trace::{BitField, PhaseId, SassContest, SassInst, SassSnapshot, Snapshot, Trace};

/// The field covering `bit`, if any.
pub fn field_at(fields: &[BitField], bit: u8) -> Option<&BitField> {
    fields.iter().find(|f| bit >= f.lo && u16::from(bit) < u16::from(f.lo) + u16::from(f.width))
}

/// The value of `bit` in a 128-bit word given as (low, high).
pub fn bit_of(words: [u64; 2], bit: u8) -> bool {
    let w = words[usize::from(bit / 64)];
    (w >> (bit % 64)) & 1 == 1
}

/// The Phase 2 contest that chose the template of the instruction at `offset` in function
/// `function` (index in the ptxas-side snapshots, which list the same functions in the same
/// order), from the Phase 2 snapshot of `trace`.
pub fn contest_for(trace: &Trace, function: usize, offset: u32) -> Option<SassContest> {
    let Snapshot::Sass(s) = &trace.phase(PhaseId::SassSelect)?.snapshot else { return None };
    let f = s.functions.get(function)?;
    let k = f.insts.iter().find(|i| i.offset == offset)?.contest?;
    f.contests.get(k as usize).cloned()
}

/// What one matcher's run came to, in words.
fn outcome(c: &nvisel::trace::SassCandidate) -> String {
    match (&c.rejected_by, c.took) {
        (Some(check), _) => format!("rejected: {check}"),
        (None, true) => format!("matched: *prio {} ≤ {} → takes the slot (*prio = {})", c.prio_before, c.priority, c.priority + 1),
        (None, false) => format!("matched, but *prio {} > {}: keeps the earlier template", c.prio_before, c.priority),
    }
}

/// One matcher of a contest as a table row: its place in the order tried, template, form, shape,
/// priority, checks and outcome.
fn candidate_row(k: usize, m: &nvisel::trace::SassCandidate, winner: bool) -> impl IntoView {
    view! {
        <tr class:winner=winner class:rejected=m.rejected_by.is_some()>
            <td>{(k + 1).to_string()}</td>
            <td>{m.template.to_string()}</td>
            <td><code>{m.form.clone()}</code></td>
            <td><code>{m.shape.clone()}</code></td>
            <td>{m.priority.to_string()}</td>
            <td>{m.checks.to_string()}</td>
            <td>{outcome(m)}</td>
        </tr>
    }
}

/// The ptxas-side decisions behind one instruction: the Phase 1 rule that produced it and the
/// Phase 2 contest of its class.
#[component]
pub fn SassContestView(
    /// The Phase 1 rule (merc) that made the instruction of its PTX statement.
    rule: String,
    /// The Phase 2 contest, when the trace has it.
    contest: Option<SassContest>,
) -> impl IntoView {
    let rule = (!rule.is_empty()).then(|| view! { <p data-testid="sass-phase1-rule">"Phase 1 rule: "<code>{rule}</code></p> });
    let body = match contest {
        None => view! { <p class="muted">"No Phase 2 contest recorded for this instruction."</p> }.into_any(),
        Some(c) => {
            // The winner is the last matcher that took the slot.
            let winner_at = c.candidates.iter().rposition(|k| k.took);
            let slot = if c.slot == 772 { "772 (invalid)".to_string() } else { c.slot.to_string() };
            let props = c.properties.iter().map(|(f, v, m)| format!("{f}={v} ({m})")).collect::<Vec<_>>().join(", ");
            let operands = c.operands.iter().map(|(t, a, b)| format!("type {t} class {a}/{b}")).collect::<Vec<_>>().join("; ");
            view! {
                <p data-testid="sass-contest-summary">
                    "Phase 2 contest of "<code>{c.class.clone()}</code>": "{c.candidates.len().to_string()}" matcher(s); winner "
                    <code class="winner">{if c.winner.is_empty() { "none".to_string() } else { c.winner.clone() }}</code>
                    " with *prio "{c.priority.to_string()}", encoding slot "{slot}
                </p>
                {(!props.is_empty()).then(|| view! { <p class="muted">"properties: "{props}</p> })}
                {(!operands.is_empty()).then(|| view! { <p class="muted">"operands: "{operands}</p> })}
                // The matchers that matched, in the order tried; the rejected ones (69 of FFMA's 70)
                // are drawn on request.
                <table class="fields" data-testid="sass-candidates">
                    <tr><th>"#"</th><th>"template"</th><th>"form"</th><th>"shape"</th><th>"N"</th><th>"checks"</th><th>"outcome"</th></tr>
                    {c.candidates.iter().enumerate().filter(|(_, m)| m.rejected_by.is_none()).map(|(k, m)| candidate_row(k, m, Some(k) == winner_at)).collect_view()}
                </table>
                {
                    let rejected: Vec<(usize, nvisel::trace::SassCandidate)> = c.candidates.iter().cloned().enumerate().filter(|(_, m)| m.rejected_by.is_some()).collect();
                    let n = rejected.len();
                    let open = RwSignal::new(false);
                    (n > 0).then(|| view! {
                        <p>
                            <button data-testid="sass-rejected-toggle" on:click=move |_| open.update(|o| *o = !*o)>
                                {move || format!("{} the {n} rejected matcher(s)", if open.get() { "Hide" } else { "Show" })}
                            </button>
                        </p>
                        {move || open.get().then(|| view! {
                            <table class="fields" data-testid="sass-rejected">
                                <tr><th>"#"</th><th>"template"</th><th>"form"</th><th>"shape"</th><th>"N"</th><th>"checks"</th><th>"outcome"</th></tr>
                                {rejected.iter().map(|(k, m)| candidate_row(*k, m, false)).collect_view()}
                            </table>
                        })}
                    })
                }
                {(!c.dispatch.is_empty()).then(|| view! {
                    <table class="fields" data-testid="sass-dispatch">
                        <tr><th>"property"</th><th>"value"</th><th>"meaning"</th><th>"bits"</th></tr>
                        {c.dispatch.iter().map(|w| view! {
                            <tr>
                                <td>{w.field.to_string()}</td>
                                <td>{w.value.to_string()}</td>
                                <td>{w.meaning.clone()}</td>
                                <td>{w.bits.map(|(lo, width, v)| format!("{}..{} = {v:#x}", lo, u16::from(lo) + u16::from(width) - 1)).unwrap_or_else(|| "—".to_string())}</td>
                            </tr>
                        }).collect_view()}
                    </table>
                })}
            }
            .into_any()
        }
    };
    view! {
        <div class="sass-contest contest" data-testid="sass-contest">
            <h4>"Why this instruction"</h4>
            {rule}
            {body}
        </div>
    }
}

/// One instruction's 128 bits as four rows of 32 cells (bit 127 top left), each cell coloured
/// by the class of its field, and a table of the fields.
#[component]
pub fn SassBits(
    /// The instruction, with its words and fields.
    inst: SassInst,
    /// The Phase 2 contest that chose it (shown with its Phase 1 rule when given).
    #[prop(optional_no_strip)]
    contest: Option<SassContest>,
) -> impl IntoView {
    let why = (contest.is_some() || !inst.rule.is_empty()).then(|| view! { <SassContestView rule=inst.rule.clone() contest=contest.clone()/> });
    let Some(words) = inst.words else {
        return view! { <p class="muted">"Not encoded yet."</p> {why} }.into_any();
    };
    let rows = (0..4u8).rev().map(|row| {
        let cells = (0..32u8).rev().map(|i| {
            let bit = row * 32 + i;
            let f = field_at(&inst.fields, bit);
            let class = format!("bit {}", f.map_or("unused", |f| f.class));
            let title = match f {
                Some(f) => format!("bit {bit}: {} [{}:{}] = {:#x}", f.name, f.lo + f.width - 1, f.lo, f.value),
                None => format!("bit {bit}"),
            };
            view! { <span class=class title=title>{if bit_of(words, bit) { "1" } else { "0" }}</span> }
        }).collect_view();
        view! { <div class="bitrow"><span class="bitlabel">{format!("{}", row * 32 + 31)}</span>{cells}</div> }
    }).collect_view();
    let control = inst.control.map(|c| c.to_string()).unwrap_or_default();
    view! {
        <div class="sass-bits" data-testid="sass-bits">
            <p class="sass-text"><code>{inst.text.clone()}</code> " " <code class="control">{control}</code></p>
            <div class="bitgrid">{rows}</div>
            <table class="fields" data-testid="sass-fields">
                <tr><th>"field"</th><th>"bits"</th><th>"value"</th></tr>
                {inst.fields.iter().map(|f| view! {
                    <tr class=format!("field {}", f.class)>
                        <td>{f.name.clone()}</td>
                        <td>{format!("{}..{}", f.lo, u16::from(f.lo) + u16::from(f.width) - 1)}</td>
                        <td>{format!("{:#x}", f.value)}</td>
                    </tr>
                }).collect_view()}
            </table>
            {why}
        </div>
    }
    .into_any()
}

/// A SASS snapshot as a clickable listing with the bit diagram of the selected instruction.
/// Clicking an instruction also selects it for the cross-highlighting: in the encoder's snapshot
/// (`encoded`) as that SASS instruction, in the earlier ptxas-side snapshots as the PTX line it
/// was made of; the instructions linked to the selection carry the class `linked`.
#[component]
pub fn SassListing(
    /// The instructions to list.
    snapshot: SassSnapshot,
    /// Whether this is the encoder's snapshot (whose positions the provenance table names).
    #[prop(optional)]
    encoded: bool,
) -> impl IntoView {
    let state = use_context::<crate::state::AppState>();
    let selected = RwSignal::new(None::<(usize, usize)>);
    let functions = snapshot.functions.clone();
    // The PTX output line of a parsed-text line, through the compilation's provenance.
    let output_line = move |parsed: Option<u32>| -> Option<u32> {
        let s = state?;
        s.compiled.with_untracked(|c| crate::links::output_line_of_parsed(&c.0.trace.provenance, parsed?))
    };
    view! {
        <div class="sass-listing">
            {snapshot.functions.iter().enumerate().map(|(fi, f)| view! {
                <h3>{f.name.clone()}</h3>
                <pre class="code lang-sass">
                    {f.insts.iter().enumerate().map(|(ii, inst)| {
                        let ptx = output_line(inst.ptx_line);
                        let sel = if encoded {
                            Some(crate::links::Selection::SassInst { function: fi as u32, index: ii as u32 })
                        } else {
                            ptx.map(crate::links::Selection::PtxLine)
                        };
                        let linked = move || state.is_some_and(|s| s.linked.with(|l| {
                            if encoded { l.sass_insts.contains(&(fi as u32, ii as u32)) } else { ptx.is_some_and(|p| l.ptx_lines.contains(&p)) }
                        }));
                        view! {
                            <div class="line clickable" class:selected=move || selected.get() == Some((fi, ii)) class:linked=linked
                                title=inst.rule.clone()
                                on:click=move |_| {
                                    selected.set(Some((fi, ii)));
                                    if let (Some(s), Some(sel)) = (state, sel) {
                                        s.selection.set(Some(sel));
                                    }
                                }>
                                {format!("/*{:04x}*/  {} ;", inst.offset, inst.text)}
                            </div>
                        }
                    }).collect_view()}
                </pre>
            }).collect_view()}
            {move || selected.get().and_then(|(fi, ii)| {
                let f = functions.get(fi)?;
                let inst = f.insts.get(ii).cloned()?;
                // The Phase 2 snapshot carries its contests; the others find theirs there.
                let contest = match inst.contest {
                    Some(k) => f.contests.get(k as usize).cloned(),
                    None => state.and_then(|s| s.compiled.with_untracked(|c| contest_for(&c.0.trace, fi, inst.offset))),
                };
                Some(view! { <SassBits inst=inst contest=contest/> })
            })}
        </div>
    }
}
