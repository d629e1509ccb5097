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
