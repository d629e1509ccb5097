//! The compiler's Web Worker: Trunk builds this binary as `nvisel-worker_loader.js` +
//! `nvisel-worker_bg.wasm`; the page starts it and sends it compile requests.

fn main() {
    console_error_panic_hook::set_once();
    nvisel_web::worker::run_worker();
}
