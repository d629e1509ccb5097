//! The explorer's entry point: it removes the loading note and mounts the app, which compiles in
//! a Web Worker (`nvisel-worker`).

fn main() {
    console_error_panic_hook::set_once();
    if let Some(boot) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("boot")) {
        boot.remove();
    }
    leptos::mount::mount_to_body(|| {
        leptos::view! { <nvisel_web::app::Explorer engine=nvisel_web::state::Engine::Worker/> }
    });
}
