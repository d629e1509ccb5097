//! The Machine passes panel: the machine instructions after each pass, with what the pass
//! changed and the register pressure per instruction.

use leptos::prelude::*;
use nvisel::trace::MirSnapshot;

/// The passes as tabs, the selected pass's functions below.
#[component]
pub fn MirView(
    /// The machine-pass snapshot.
    snapshot: MirSnapshot,
) -> impl IntoView {
    let passes = StoredValue::new(snapshot.passes);
    let selected = RwSignal::new(passes.with_value(|p| p.len().saturating_sub(1)));
    view! {
        <div class="mir-view" data-testid="mir-view">
            <ol class="passes">
                {passes.with_value(|ps| ps.iter().enumerate().map(|(i, p)| {
                    let title = format!("{} ({})", p.name, p.id);
                    view! {
                        <li class:selected=move || selected.get() == i class:unchanged=!p.changed title=title
                            on:click=move |_| selected.set(i)>{p.name.clone()}</li>
                    }
                }).collect_view())}
            </ol>
            {move || passes.with_value(|ps| ps.get(selected.get()).cloned()).map(|p| view! {
                <p class="muted">{if p.changed { format!("{} changes", p.changes.len()) } else { "no change".to_string() }}</p>
                {p.log.iter().map(|l| view! { <pre class="pass-log">{l.clone()}</pre> }).collect_view()}
                {p.functions.iter().map(|f| view! {
                    <h3>{f.name.clone()}</h3>
                    <pre class="code lang-mir">
                        {f.blocks.iter().map(|b| view! {
                            <div class="label">{format!("{}:", b.name)}</div>
                            {b.insts.iter().map(|i| {
                                let pressure = i.pressure.iter().map(|(c, n)| format!("{c}:{n}")).collect::<Vec<_>>().join(" ");
                                view! { <div class="line"><span class="pressure">{pressure}</span>"\t"{i.text.clone()}</div> }
                            }).collect_view()}
                        }).collect_view()}
                    </pre>
                }).collect_view()}
            })}
        </div>
    }
}
