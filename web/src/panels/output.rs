//! The outputs: PTX and the SASS listing, side by side.

use crate::state::AppState;
use leptos::prelude::*;

/// PTX and SASS of the current compilation.
#[component]
pub fn OutputPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let ptx = move || state.compiled.get().0.outputs.ptx.clone();
    let sass = move || state.compiled.get().0.outputs.sass.as_ref().map(|s| s.listing.clone());
    view! {
        <div class="outputs">
            <div class="panel">
                <h2>"PTX"</h2>
                {move || match ptx() {
                    Some(text) => view! { <pre class="code lang-ptx" data-testid="ptx-output">{text}</pre> }.into_any(),
                    None => view! { <p class="muted" data-testid="ptx-output-none">"No PTX: the phases that make it have not run."</p> }.into_any(),
                }}
            </div>
            <div class="panel">
                <h2>"SASS"</h2>
                {move || match sass() {
                    Some(text) => view! { <pre class="code lang-sass" data-testid="sass-output">{text}</pre> }.into_any(),
                    None => view! { <p class="muted" data-testid="sass-output-none">"No SASS: the ptxas-side phases have not run."</p> }.into_any(),
                }}
            </div>
        </div>
    }
}
