//! Component tests in a real browser (headless Chromium through chromedriver):
//! `cargo test -p nvisel-web --target wasm32-unknown-unknown` (the Makefile sets the runner).

use leptos::prelude::*;
use nvisel::diag::{Diagnostic, Span};
use nvisel::trace::{BitField, ControlCode, SassInst};
use nvisel_web::app::App;
use nvisel_web::panels::diagnostics::DiagnosticList;
use nvisel_web::panels::sass_bits::SassBits;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh element in the page to mount a component into.
fn container() -> web_sys::HtmlElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let el = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&el).unwrap();
    el.unchecked_into()
}

fn set_hash(fragment: &str) {
    let w = web_sys::window().unwrap();
    let url = if fragment.is_empty() { w.location().pathname().unwrap() } else { format!("#{fragment}") };
    w.history().unwrap().replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url)).unwrap();
}

fn all(root: &web_sys::HtmlElement, selector: &str) -> Vec<web_sys::Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length()).filter_map(|i| list.item(i)?.dyn_into().ok()).collect()
}

#[wasm_bindgen_test]
fn diagnostics_show_position_severity_and_message() {
    let root = container();
    let d = Diagnostic::error("ptx-parse", Span::new(3, 7, 4), "unknown instruction 'frob'");
    let handle = leptos::mount::mount_to(root.clone(), move || view! { <DiagnosticList diagnostics=vec![d.clone()]/> });
    let items = all(&root, "[data-testid=diagnostics] li");
    assert_eq!(items.len(), 1);
    let text = items[0].text_content().unwrap();
    assert!(text.contains("3:7 error: unknown instruction 'frob'"), "{text}");
    assert!(items[0].class_name().contains("error"));
    drop(handle);
}

#[wasm_bindgen_test]
fn sass_bits_paint_every_bit_by_field() {
    let root = container();
    let inst = SassInst {
        offset: 0,
        text: "MOV R1, c[0x0][0x28]".into(),
        words: Some([0x00000a0000017a02, 0x000fe40000000f00]),
        fields: vec![
            BitField { name: "opcode".into(), lo: 0, width: 9, value: 0x002 & 0x1ff, class: "opcode" },
            BitField { name: "Rd".into(), lo: 16, width: 8, value: 1, class: "register" },
            BitField { name: "stall".into(), lo: 105, width: 4, value: 2, class: "control" },
        ],
        control: Some(ControlCode { stall: 2, yield_: true, write_barrier: 7, read_barrier: 7, wait_mask: 0, reuse: 0 }),
        ptx_line: None,
        rule: String::new(),
        contest: None,
    };
    let handle = leptos::mount::mount_to(root.clone(), move || view! { <SassBits inst=inst.clone()/> });
    let bits = all(&root, ".bit");
    assert_eq!(bits.len(), 128, "one cell per bit");
    // Bit 127 is drawn first (top left), bit 0 last.
    let bit0 = bits.last().unwrap();
    assert_eq!(bit0.text_content().unwrap(), "0"); // 0x...02: bit 0 clear
    assert!(bit0.class_name().contains("opcode"));
    let bit1 = &bits[126];
    assert_eq!(bit1.text_content().unwrap(), "1");
    let bit16 = &bits[127 - 16];
    assert!(bit16.class_name().contains("register"), "{}", bit16.class_name());
    assert!(bits[0].class_name().contains("unused"));
    let rows = all(&root, "[data-testid=sass-fields] tr");
    assert_eq!(rows.len(), 4, "header + three fields");
    assert!(root.text_content().unwrap().contains("[B------:R-:W-:Y:S02]"));
    drop(handle);
}

#[wasm_bindgen_test]
async fn app_opens_on_the_default_kernel_with_the_whole_pipeline() {
    set_hash("");
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    leptos::task::tick().await;
    let phases = all(&root, "[data-testid=phase-list] li");
    assert_eq!(phases.len(), nvisel::trace::PhaseId::ALL.len());
    let source: web_sys::HtmlTextAreaElement = root.query_selector("[data-testid=source]").unwrap().unwrap().unchecked_into();
    assert!(source.value().contains("define ptx_kernel void @saxpy"));
    // The phase list reflects the core's trace for that kernel: the first phase is LLVM IR and
    // it has a state (ran, or not built yet), never nothing.
    let first = phases[0].class_name();
    assert!(first.contains("ran") || first.contains("todo") || first.contains("failed"), "{first}");
    drop(handle);
}

/// A small DAG from the core, `CopyToReg t0, %1, (add (Register %0), 7)`, snapshotted before
/// and after a rewrite that squares the sum (as a phase would: same arena, stable ids).
fn sample_dags() -> (nvisel::trace::DagSnapshot, nvisel::trace::DagSnapshot) {
    use nvisel::dag::{Isd, Mvt, Payload, SdValue, SelectionDag};
    let mut d = SelectionDag::new("k", "entry", 100);
    let r0 = SdValue::new(d.get_node(Isd::Register, &[Mvt::I32], &[], Payload::Register(0), None).unwrap(), 0);
    let seven = d.constant(7, Mvt::I32).unwrap();
    let sum = d.value(Isd::Add, Mvt::I32, &[r0, seven], None).unwrap();
    let r1 = SdValue::new(d.get_node(Isd::Register, &[Mvt::I32], &[], Payload::Register(1), None).unwrap(), 0);
    let entry = d.entry_chain();
    let copy = d.get_node(Isd::CopyToReg, &[Mvt::Other], &[entry, r1, sum], Payload::None, None).unwrap();
    d.root = SdValue::new(copy, 0);
    let before = nvisel::trace::DagSnapshot { dags: vec![d.snapshot()], log: vec![] };
    let square = d.value(Isd::Mul, Mvt::I32, &[sum, sum], None).unwrap();
    d.set_operand(copy, 2, square);
    let after = nvisel::trace::DagSnapshot { dags: vec![d.snapshot()], log: vec![] };
    (before, after)
}

#[wasm_bindgen_test]
fn dag_layout_puts_operands_above_users() {
    let (snap, _) = sample_dags();
    let g = nvisel_web::graph::layout(&snap.dags[0]);
    assert_eq!(g.nodes.len(), snap.dags[0].nodes.len());
    for e in &g.edges {
        let from = g.nodes.iter().find(|n| n.id == e.from).unwrap();
        let to = g.nodes.iter().find(|n| n.id == e.to).unwrap();
        assert!(from.layer < to.layer, "t{} must be above t{}", e.from, e.to);
    }
    assert!(g.edges.iter().any(|e| e.kind == nvisel::trace::EdgeKind::Chain));
    let dot = nvisel_web::graph::to_dot(&snap.dags[0]);
    assert!(dot.contains("style=dashed"), "{dot}");
    assert!(dot.contains("Constant:i32\\<7\\>"), "{dot}");
}

#[wasm_bindgen_test]
async fn dag_view_draws_nodes_and_the_diff() {
    use nvisel_web::panels::dag_view::DagView;
    let root = container();
    let (before, after) = sample_dags();
    let n = after.dags[0].nodes.len();
    let handle = leptos::mount::mount_to(root.clone(), move || view! { <DagView snapshot=after.clone() previous=Some(before.clone())/> });
    leptos::task::tick().await;
    assert_eq!(all(&root, "[data-testid=dag-svg] g.node").len(), n);
    let new = all(&root, "[data-testid=dag-svg] g.node.new");
    assert_eq!(new.len(), 1, "the mul is new");
    assert!(new[0].text_content().unwrap().contains(": mul"), "{:?}", new[0].text_content());
    assert_eq!(all(&root, "path.edge.chain").len(), 1);
    let diff = root.query_selector("[data-testid=dag-diff]").unwrap().unwrap().text_content().unwrap();
    assert_eq!(diff, "1 new, 0 removed since the previous phase");
    drop(handle);
}

#[wasm_bindgen_test]
async fn a_share_link_reproduces_the_view_and_the_fragment_follows_edits() {
    use nvisel::share::{decode, encode, ShareState};
    let st = ShareState {
        source: ".version 8.0\n.target sm_80\n.address_size 64\n".into(),
        kind: nvisel::InputKind::Ptx,
        sm: nvisel::target::Sm::parse("80").unwrap(),
        ptx: None,
        opt_level: 3,
        phase: None,
        node: None,
    };
    set_hash(&encode(&st));
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    leptos::task::tick().await;
    let source: web_sys::HtmlTextAreaElement = root.query_selector("[data-testid=source]").unwrap().unwrap().unchecked_into();
    assert_eq!(source.value(), st.source);
    let sm: web_sys::HtmlSelectElement = root.query_selector("[data-testid=sm-select]").unwrap().unwrap().unchecked_into();
    assert_eq!(sm.value(), "sm_80");
    assert_eq!(root.query_selector("[data-testid=input-kind]").unwrap().unwrap().text_content().unwrap(), "PTX");
    // Editing the source rewrites the fragment.
    source.set_value(".version 8.0\n.target sm_80\n");
    source.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    leptos::task::tick().await;
    let hash = web_sys::window().unwrap().location().hash().unwrap();
    assert_eq!(decode(&hash).unwrap().source, ".version 8.0\n.target sm_80\n");
    drop(handle);
    set_hash("");
}

#[wasm_bindgen_test]
async fn a_broken_share_link_says_so_and_opens_the_default_kernel() {
    set_hash("v1.@@@");
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    leptos::task::tick().await;
    let msg = root.query_selector("[data-testid=link-error]").unwrap().unwrap().text_content().unwrap();
    assert!(msg.contains("not valid base64url"), "{msg}");
    let source: web_sys::HtmlTextAreaElement = root.query_selector("[data-testid=source]").unwrap().unwrap().unchecked_into();
    assert!(source.value().contains("@saxpy"));
    drop(handle);
    set_hash("");
}

#[wasm_bindgen_test]
async fn with_compile_on_change_off_edits_wait_for_ctrl_enter() {
    set_hash("");
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    leptos::task::tick().await;
    let auto: web_sys::HtmlInputElement = root.query_selector("[data-testid=auto-compile]").unwrap().unwrap().unchecked_into();
    auto.click();
    leptos::task::tick().await;
    assert!(!auto.checked());
    let source: web_sys::HtmlTextAreaElement = root.query_selector("[data-testid=source]").unwrap().unwrap().unchecked_into();
    source.set_value("define void @f() {\n  ret void\n}\n");
    source.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    leptos::task::tick().await;
    let button = root.query_selector("[data-testid=compile]").unwrap().unwrap();
    assert!(button.class_list().contains("stale"), "the edit is not compiled yet");
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("Enter");
    init.set_ctrl_key(true);
    let ev = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    source.dispatch_event(&ev).unwrap();
    leptos::task::tick().await;
    assert!(!button.class_list().contains("stale"), "Ctrl+Enter compiled it");
    drop(handle);
    set_hash("");
}

#[wasm_bindgen_test]
async fn tables_filter_rows() {
    use nvisel_web::panels::tables::TablesPanel;
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), TablesPanel);
    leptos::task::tick().await;
    let rows = || all(&root, "[data-testid=opcode-table] tbody tr").len();
    assert_eq!(rows(), nvisel::tables::all()[0].rows.len());
    let filter: web_sys::HtmlInputElement = root.query_selector("[data-testid=table-filter]").unwrap().unwrap().unchecked_into();
    filter.set_value("loadparamv");
    filter.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    leptos::task::tick().await;
    assert_eq!(rows(), 2, "LoadParamV2 and LoadParamV4");
    drop(handle);
}
