//! The compiler in a Web Worker, so typing never waits for a compilation.
//!
//! Two halves share this module. [`run_worker`] is the worker's entry point (the `nvisel-worker`
//! binary, which Trunk builds as `nvisel-worker_loader.js` + `nvisel-worker_bg.wasm`): it posts
//! [`READY`] once its wasm is up, then answers each [`Request`] with a [`Reply`], posting a
//! [`Progress`] after each phase while it compiles. [`CompilerWorker`]
//! is the page's side: it keeps at most one request in flight and only the newest one waiting,
//! so a burst of edits compiles once, not once per keystroke; a reply for anything but the newest
//! request is the caller's to drop. A compile that is still running when a newer edit arrives
//! and has taken longer than [`RESTART_AFTER_MS`] is abandoned: the worker is terminated and a
//! fresh one started, so a pathological input cannot hold the explorer hostage.
//!
//! Across the boundary both directions are JSON strings (`serde_json`): the whole
//! [`nvisel::Compilation`], trace included, deserializes on the page side.

use nvisel::target::{PtxVersion, Sm};
use nvisel::trace::PhaseId;
use nvisel::{Compilation, InputKind, Options};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The script that starts the worker (Trunk's loader shim for the `nvisel-worker` binary).
pub const WORKER_URL: &str = "./nvisel-worker_loader.js";
/// The worker's first message: its wasm is instantiated and it listens.
pub const READY: &str = "ready";
/// The prefix of a progress message, worker to page: `progress:` + a JSON [`Progress`].
pub const PROGRESS: &str = "progress:";
/// A running compile older than this is abandoned when a newer request arrives.
pub const RESTART_AFTER_MS: f64 = 1500.0;

/// One compile request, page to worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// Increasing per page; the reply carries it back.
    pub id: u64,
    /// The source text.
    pub source: String,
    /// Its kind.
    pub kind: InputKind,
    /// Target SM.
    pub sm: Sm,
    /// Explicit PTX version.
    pub ptx: Option<PtxVersion>,
    /// -O level.
    pub opt_level: u8,
    /// The back end followed (`None`: the input's default).
    #[serde(default)]
    pub pipeline: Option<nvisel::Pipeline>,
}

impl Request {
    /// The compiler options the request stands for.
    pub fn options(&self) -> Options {
        Options { input: Some(self.kind), sm: self.sm, ptx: self.ptx, opt_level: self.opt_level, pipeline: self.pipeline, ..Options::default() }
    }
}

/// A phase of request `id` finished (worker to page, while it compiles).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// The request.
    pub id: u64,
    /// The phase just recorded.
    pub phase: PhaseId,
}

/// One compile result, worker to page.
#[derive(Debug, Deserialize)]
pub struct Reply {
    /// The request it answers.
    pub id: u64,
    /// Milliseconds the compile took inside the worker.
    pub ms: f64,
    /// The compilation.
    pub compilation: Compilation,
}

#[derive(Serialize)]
struct ReplyRef<'a> {
    id: u64,
    ms: f64,
    compilation: &'a Compilation,
}

/// The worker's `main`: answer every request with its compilation.
pub fn run_worker() {
    let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() else {
        return;
    };
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
        let Some(text) = ev.data().as_string() else { return };
        let Ok(req) = serde_json::from_str::<Request>(&text) else { return };
        let start = js_sys::Date::now();
        // Each phase's end is posted as it happens, so the page can say which phase is running.
        let progress_to = reply_to.clone();
        let id = req.id;
        let compilation = nvisel::compile_with_progress(&req.source, &req.options(), move |phase| {
            let msg = serde_json::to_string(&Progress { id, phase }).unwrap_or_default();
            let _ = progress_to.post_message(&JsValue::from_str(&format!("{PROGRESS}{msg}")));
        });
        let ms = js_sys::Date::now() - start;
        let json = serde_json::to_string(&ReplyRef { id: req.id, ms, compilation: &compilation }).unwrap_or_default();
        let _ = reply_to.post_message(&JsValue::from_str(&json));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(READY));
}

/// What the page hears from its worker.
#[derive(Debug)]
pub enum Event {
    /// Request `id` was posted to the worker and is compiling.
    Started(u64),
    /// The worker finished phase `phase` of request `id` (it is still compiling).
    Progress {
        /// The request.
        id: u64,
        /// The phase whose record was just added to the trace.
        phase: PhaseId,
    },
    /// A reply arrived.
    Reply(Reply),
    /// The worker died or could not start (with a sentence for the user); it is being restarted
    /// unless `fatal`.
    Failed {
        /// What happened.
        message: String,
        /// The worker cannot be started at all.
        fatal: bool,
    },
}

struct Inner {
    worker: Option<web_sys::Worker>,
    ready: bool,
    in_flight: Option<(u64, f64)>,
    pending: Option<Request>,
    on_event: Rc<dyn Fn(Event)>,
    // The worker's handlers, kept alive with it.
    handlers: Vec<Closure<dyn FnMut(JsValue)>>,
    starts: u32,
}

/// The page's handle on the compiler worker.
#[derive(Clone)]
pub struct CompilerWorker(Rc<RefCell<Inner>>);

impl std::fmt::Debug for CompilerWorker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CompilerWorker")
    }
}

fn now() -> f64 {
    js_sys::Date::now()
}

/// The worker `index.html` started while the page's own wasm was loading (so both load at once),
/// and whether it already said [`READY`]; taken once.
fn adopt_early_worker() -> Option<(web_sys::Worker, bool)> {
    let window: JsValue = web_sys::window()?.into();
    let worker = js_sys::Reflect::get(&window, &JsValue::from_str("__nvisel_worker")).ok()?.dyn_into::<web_sys::Worker>().ok()?;
    let ready = js_sys::Reflect::get(&window, &JsValue::from_str("__nvisel_worker_ready")).ok().is_some_and(|v| v.is_truthy());
    let _ = js_sys::Reflect::delete_property(window.unchecked_ref::<js_sys::Object>(), &JsValue::from_str("__nvisel_worker"));
    Some((worker, ready))
}

impl CompilerWorker {
    /// Starts the worker; `on_event` hears every start, reply and failure.
    pub fn start(on_event: impl Fn(Event) + 'static) -> Self {
        let w = CompilerWorker(Rc::new(RefCell::new(Inner {
            worker: None,
            ready: false,
            in_flight: None,
            pending: None,
            on_event: Rc::new(on_event),
            handlers: Vec::new(),
            starts: 0,
        })));
        w.spawn();
        w
    }

    fn spawn(&self) {
        let on_event = self.0.borrow().on_event.clone();
        let starts = {
            let mut inner = self.0.borrow_mut();
            if let Some(old) = inner.worker.take() {
                old.terminate();
            }
            inner.handlers.clear();
            inner.ready = false;
            inner.in_flight = None;
            inner.starts += 1;
            inner.starts
        };
        // A worker that keeps dying on start would loop forever: give up after a few tries.
        if starts > 5 {
            on_event(Event::Failed { message: "the compiler worker keeps failing to start".into(), fatal: true });
            return;
        }
        let adopted = if starts == 1 { adopt_early_worker() } else { None };
        let early_ready = adopted.as_ref().is_some_and(|(_, ready)| *ready);
        let worker = match adopted.map(|(w, _)| Ok(w)).unwrap_or_else(|| web_sys::Worker::new(WORKER_URL)) {
            Ok(w) => w,
            Err(e) => {
                let message = format!("could not start the compiler worker: {}", e.as_string().unwrap_or_else(|| format!("{e:?}")));
                on_event(Event::Failed { message, fatal: true });
                return;
            }
        };
        let me = self.clone();
        let on_message = Closure::<dyn FnMut(JsValue)>::new(move |ev: JsValue| {
            let data = ev.unchecked_into::<web_sys::MessageEvent>().data().as_string().unwrap_or_default();
            me.on_message(&data);
        });
        let me = self.clone();
        let on_error = Closure::<dyn FnMut(JsValue)>::new(move |ev: JsValue| {
            let message = ev.dyn_ref::<web_sys::ErrorEvent>().map(|e| e.message()).unwrap_or_default();
            me.on_crash(message);
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let mut inner = self.0.borrow_mut();
        inner.worker = Some(worker);
        inner.handlers = vec![on_message, on_error];
        inner.ready = early_ready;
    }

    fn on_message(&self, data: &str) {
        if data == READY {
            let mut inner = self.0.borrow_mut();
            inner.ready = true;
            inner.starts = 0;
            drop(inner);
            self.pump();
            return;
        }
        let on_event = self.0.borrow().on_event.clone();
        if let Some(p) = data.strip_prefix(PROGRESS) {
            if let Ok(Progress { id, phase }) = serde_json::from_str(p) {
                on_event(Event::Progress { id, phase });
            }
            return;
        }
        self.0.borrow_mut().in_flight = None;
        match serde_json::from_str::<Reply>(data) {
            Ok(reply) => on_event(Event::Reply(reply)),
            Err(e) => on_event(Event::Failed { message: format!("the compiler worker sent an unreadable reply: {e}"), fatal: false }),
        }
        self.pump();
    }

    fn on_crash(&self, message: String) {
        let on_event = self.0.borrow().on_event.clone();
        let crashed = self.0.borrow().in_flight.map(|(id, _)| id);
        let what = match crashed {
            Some(id) => format!("the compiler crashed on request {id}{}{message}; restarting it", if message.is_empty() { "" } else { ": " }),
            None => format!("the compiler worker failed{}{message}; restarting it", if message.is_empty() { "" } else { ": " }),
        };
        on_event(Event::Failed { message: what, fatal: false });
        self.spawn();
    }

    /// Asks for `req` to be compiled: sent now if the worker is idle, else kept as the one
    /// waiting request (replacing an older waiting one).
    pub fn submit(&self, req: Request) {
        let restart = {
            let mut inner = self.0.borrow_mut();
            inner.pending = Some(req);
            matches!(inner.in_flight, Some((_, since)) if now() - since > RESTART_AFTER_MS)
        };
        if restart {
            self.spawn();
        }
        self.pump();
    }

    /// Abandons the compile in flight and any waiting request: the worker is terminated and a
    /// fresh one started (a running wasm call cannot be interrupted otherwise).
    pub fn cancel(&self) {
        let busy = {
            let mut inner = self.0.borrow_mut();
            inner.pending = None;
            inner.in_flight.is_some()
        };
        if busy {
            self.spawn();
        }
    }

    fn pump(&self) {
        let mut inner = self.0.borrow_mut();
        if !inner.ready || inner.in_flight.is_some() {
            return;
        }
        let Some(req) = inner.pending.take() else { return };
        let Some(worker) = inner.worker.clone() else { return };
        let json = serde_json::to_string(&req).unwrap_or_default();
        inner.in_flight = Some((req.id, now()));
        let on_event = inner.on_event.clone();
        drop(inner);
        if worker.post_message(&JsValue::from_str(&json)).is_ok() {
            on_event(Event::Started(req.id));
        }
    }
}
