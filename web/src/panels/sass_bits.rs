//! SASS instructions and their 128 bits: a listing in nvdisasm's format where clicking an
//! instruction draws its word as a diagram of named, coloured fields, with the control code in
//! CuAssembler notation.

use leptos::prelude::*;
use nvisel::trace::{BitField, SassInst, SassSnapshot};

/// The field covering `bit`, if any.
pub fn field_at(fields: &[BitField], bit: u8) -> Option<&BitField> {
    fields.iter().find(|f| bit >= f.lo && u16::from(bit) < u16::from(f.lo) + u16::from(f.width))
}

/// The value of `bit` in a 128-bit word given as (low, high).
pub fn bit_of(words: [u64; 2], bit: u8) -> bool {
    let w = words[usize::from(bit / 64)];
    (w >> (bit % 64)) & 1 == 1
}

/// One instruction's 128 bits as four rows of 32 cells (bit 127 top left), each cell coloured
/// by the class of its field, and a table of the fields.
#[component]
pub fn SassBits(
    /// The instruction, with its words and fields.
    inst: SassInst,
) -> impl IntoView {
    let Some(words) = inst.words else {
        return view! { <p class="muted">"Not encoded yet."</p> }.into_any();
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
            {move || selected.get().and_then(|(fi, ii)| functions.get(fi)?.insts.get(ii).cloned())
                .map(|inst| view! { <SassBits inst=inst/> })}
        </div>
    }
}
