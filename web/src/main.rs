//! The explorer's entry point: it only mounts the app.

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(nvisel_web::app::App);
}
