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

/// Lets effects and the renders they cause run.
async fn settle() {
    for _ in 0..4 {
        leptos::task::tick().await;
    }
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
    set_hash("");
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    settle().await;
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
    settle().await;
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
    use nvisel::share::{encode, ShareState};
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
    settle().await;
    let source: web_sys::HtmlTextAreaElement = root.query_selector("[data-testid=source]").unwrap().unwrap().unchecked_into();
    assert_eq!(source.value(), st.source);
    let sm: web_sys::HtmlSelectElement = root.query_selector("[data-testid=sm-select]").unwrap().unwrap().unchecked_into();
    assert_eq!(sm.value(), "sm_80");
    assert_eq!(root.query_selector("[data-testid=input-kind]").unwrap().unwrap().text_content().unwrap(), "PTX");
    // Editing the source rewrites the fragment.
    source.set_value(".version 8.0\n.target sm_80\n");
    source.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    settle().await;
    settle().await;
    let hash = web_sys::window().unwrap().location().hash().unwrap();
    assert_eq!(nvisel_web::link::decode(&hash).unwrap().state.share.source, ".version 8.0\n.target sm_80\n");
    drop(handle);
    set_hash("");
}

#[wasm_bindgen_test]
async fn a_broken_share_link_says_so_and_opens_the_default_kernel() {
    set_hash("v1.@@@");
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    settle().await;
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
    settle().await;
    let auto: web_sys::HtmlInputElement = root.query_selector("[data-testid=auto-compile]").unwrap().unwrap().unchecked_into();
    auto.click();
    settle().await;
    assert!(!auto.checked());
    let source: web_sys::HtmlTextAreaElement = root.query_selector("[data-testid=source]").unwrap().unwrap().unchecked_into();
    source.set_value("define void @f() {\n  ret void\n}\n");
    source.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    settle().await;
    let button = root.query_selector("[data-testid=compile]").unwrap().unwrap();
    assert!(button.class_list().contains("stale"), "the edit is not compiled yet");
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("Enter");
    init.set_ctrl_key(true);
    let ev = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    source.dispatch_event(&ev).unwrap();
    settle().await;
    assert!(!button.class_list().contains("stale"), "Ctrl+Enter compiled it");
    drop(handle);
    set_hash("");
}

#[wasm_bindgen_test]
async fn tables_filter_rows() {
    use nvisel_web::panels::tables::TablesPanel;
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), TablesPanel);
    settle().await;
    let rows = || all(&root, "[data-testid=opcode-table] tbody tr").len();
    assert_eq!(rows(), nvisel::tables::all()[0].rows.len());
    let filter: web_sys::HtmlInputElement = root.query_selector("[data-testid=table-filter]").unwrap().unwrap().unchecked_into();
    filter.set_value("loadparamv");
    filter.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    settle().await;
    assert_eq!(rows(), 2, "LoadParamV2 and LoadParamV4");
    drop(handle);
}

fn textarea(root: &web_sys::HtmlElement) -> web_sys::HtmlTextAreaElement {
    root.query_selector("[data-testid=source]").unwrap().unwrap().unchecked_into()
}

fn select(root: &web_sys::HtmlElement, testid: &str) -> web_sys::HtmlSelectElement {
    root.query_selector(&format!("[data-testid={testid}]")).unwrap().unwrap().unchecked_into()
}

fn press(key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    let ev = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    web_sys::window().unwrap().document().unwrap().body().unwrap().dispatch_event(&ev).unwrap();
}

#[wasm_bindgen_test]
fn every_example_compiles_without_errors_on_the_llvm_side() {
    use nvisel_web::examples::EXAMPLES;
    assert!(EXAMPLES.len() >= 15, "{} examples", EXAMPLES.len());
    for ex in EXAMPLES {
        let c = nvisel::compile(ex.source, &nvisel::Options { input: Some(ex.kind), ..Default::default() });
        let errors: Vec<_> = c.diagnostics.iter().filter(|d| d.severity == nvisel::diag::Severity::Error).collect();
        match ex.kind {
            // LLVM IR: parsed, selected and printed as PTX; only the ptxas side may still lack
            // an instruction or a construct.
            nvisel::InputKind::LlvmIr => {
                assert!(c.outputs.ptx.is_some(), "{}: no PTX: {errors:?}", ex.name);
                for e in &errors {
                    assert!(e.phase.starts_with("ptxas"), "{}: an error before the ptxas side: {e:?}", ex.name);
                }
            }
            _ => {
                assert!(errors.is_empty(), "{}: {errors:?}", ex.name);
                assert!(c.outputs.sass.is_some(), "{}: no SASS", ex.name);
            }
        }
        assert!(!ex.about.is_empty() && ex.source.contains("nvisel example") || ex.name.starts_with("saxpy"), "{} has a description line", ex.name);
    }
}

#[wasm_bindgen_test]
async fn the_examples_menu_loads_a_kernel_and_says_what_it_shows() {
    set_hash("");
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    settle().await;
    let menu = select(&root, "examples");
    assert!(menu.length() >= 15, "{} entries", menu.length());
    menu.set_value("warp_shuffle.ll");
    menu.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
    settle().await;
    assert!(textarea(&root).value().contains("@llvm.nvvm.shfl.sync.bfly"));
    let about = root.query_selector("[data-testid=example-about]").unwrap().unwrap().text_content().unwrap();
    assert!(about.contains("shfl.sync.bfly"), "{about}");
    let ptx = root.query_selector("[data-testid=ptx-output]").unwrap().expect("PTX shown").text_content().unwrap();
    assert!(ptx.contains("shfl.sync.bfly"), "{ptx}");
    drop(handle);
    set_hash("");
}

#[wasm_bindgen_test]
fn the_highlighter_covers_every_character_and_classes_tokens() {
    use nvisel::InputKind;
    use nvisel_web::highlight::{tokens, utf16_offset, Class};
    for line in ["  %3 = fmul contract float %a, %2 ; x", "\t@%p1 bra $L__BB0_2;", "%0 = arith.addf %a, %b : f32 // c", "\"a\\\"b\" é <b>"] {
        for kind in [InputKind::LlvmIr, InputKind::Ptx, InputKind::Mlir] {
            let back: String = tokens(kind, line).into_iter().map(|t| t.text).collect();
            assert_eq!(back, line);
        }
    }
    let t = tokens(InputKind::LlvmIr, "define void @k(ptr %p) ; hi");
    let class_of = |text: &str| t.iter().find(|x| x.text == text).map(|x| x.class);
    assert_eq!(class_of("define"), Some(Class::Keyword));
    assert_eq!(class_of("@k"), Some(Class::Global));
    assert_eq!(class_of("%p"), Some(Class::Local));
    assert_eq!(class_of("ptr"), Some(Class::Type));
    assert_eq!(class_of("; hi"), Some(Class::Comment));
    let p = tokens(InputKind::Ptx, "\tld.global.f32 \t%f1, [%rd4]; // load");
    assert_eq!(p.iter().find(|x| x.text == "ld.global.f32").map(|x| x.class), Some(Class::Keyword));
    assert_eq!(p.last().map(|x| x.class), Some(Class::Comment));
    // Line 2, column 3 of "aé\nbc😀d": 'a','é','\n' then 'b','c' => 3 + 2 UTF-16 units.
    assert_eq!(utf16_offset("aé\nbc😀d", 2, 3), 5);
    assert_eq!(utf16_offset("aé\nbc😀d", 2, 4), 7, "the emoji is two UTF-16 units");
}

#[wasm_bindgen_test]
async fn a_diagnostic_is_underlined_and_clicking_it_selects_its_span() {
    set_hash("");
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    settle().await;
    let source = textarea(&root);
    source.set_value("define void @f() {\nentry:\n  %x = frob i32 1\n  ret void\n}\n");
    source.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    settle().await;
    let squiggles = all(&root, "[data-testid=squiggle]");
    assert!(!squiggles.is_empty(), "an error is underlined");
    assert!(all(&root, "[data-testid=gutter] .ln.error").iter().any(|l| l.text_content().unwrap() == "3"), "line 3 is marked");
    let item = all(&root, "[data-testid=diagnostics] li").into_iter().next().expect("a diagnostic");
    let text = item.text_content().unwrap();
    assert!(text.starts_with("3:"), "{text}");
    let col: u32 = text[2..].split(' ').next().unwrap().parse().unwrap();
    item.unchecked_ref::<web_sys::HtmlElement>().click();
    settle().await;
    let line3_start = "define void @f() {\nentry:\n".len() as u32;
    assert_eq!(source.selection_start().unwrap(), Some(line3_start + col - 1));
    let active = web_sys::window().unwrap().document().unwrap().active_element().unwrap();
    assert_eq!(active.get_attribute("data-testid").as_deref(), Some("source"), "the editor has the focus");
    drop(handle);
    set_hash("");
}

#[wasm_bindgen_test]
async fn arrow_keys_step_through_the_phases_and_question_mark_opens_the_help() {
    set_hash("");
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    settle().await;
    let selected = || all(&root, "[data-testid=phase-list] li.selected").first().and_then(|l| l.get_attribute("data-phase"));
    assert_eq!(selected(), None);
    press("ArrowLeft");
    settle().await;
    let from_last = selected().expect("a phase is selected");
    press("ArrowLeft");
    settle().await;
    let before = selected().unwrap();
    assert_ne!(before, from_last, "stepped back one phase");
    press("ArrowRight");
    settle().await;
    assert_eq!(selected().unwrap(), from_last);
    assert!(root.query_selector("[data-testid=help]").unwrap().is_none());
    press("?");
    settle().await;
    let help = root.query_selector("[data-testid=help]").unwrap().expect("help is open");
    assert!(help.text_content().unwrap().contains("Ctrl+Enter"));
    press("Escape");
    settle().await;
    assert!(root.query_selector("[data-testid=help]").unwrap().is_none(), "Escape closes it");
    // In the editor, arrows move the cursor, not the phase.
    let ev = {
        let init = web_sys::KeyboardEventInit::new();
        init.set_key("ArrowLeft");
        init.set_bubbles(true);
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap()
    };
    textarea(&root).dispatch_event(&ev).unwrap();
    settle().await;
    assert_eq!(selected().unwrap(), from_last);
    drop(handle);
    set_hash("");
}

fn full_link() -> nvisel_web::link::LinkState {
    use nvisel::share::ShareState;
    nvisel_web::link::LinkState {
        share: ShareState {
            source: nvisel_web::examples::by_name("loop_phi.ll").unwrap().source.to_string(),
            kind: nvisel::InputKind::LlvmIr,
            sm: nvisel::target::Sm::parse("86").unwrap(),
            ptx: nvisel::target::PtxVersion::parse("8.1"),
            opt_level: 2,
            phase: Some(nvisel::trace::PhaseId::Combine1),
            node: Some(7),
        },
        block: 1,
        collapsed: vec!["tables".into()],
    }
}

#[wasm_bindgen_test]
async fn a_link_round_trips_the_whole_view() {
    use nvisel_web::link::{decode, encode};
    let st = full_link();
    let fragment = encode(&st);
    assert!(fragment.starts_with("v2."));
    let opened = decode(&format!("#{fragment}")).unwrap();
    assert_eq!(opened.state, st);
    assert_eq!(opened.note, None);
    set_hash(&fragment);
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    settle().await;
    assert_eq!(textarea(&root).value(), st.share.source);
    assert_eq!(select(&root, "sm-select").value(), "sm_86");
    assert_eq!(select(&root, "ptx-select").value(), "8.1");
    assert_eq!(select(&root, "opt-select").value(), "2");
    let sel = all(&root, "[data-testid=phase-list] li.selected");
    assert_eq!(sel.len(), 1);
    assert_eq!(sel[0].get_attribute("data-phase").as_deref(), Some("Combine1"));
    let tables = root.query_selector(".pane.hidden").unwrap().expect("the tables pane is collapsed");
    assert!(tables.query_selector(".tables-panel").unwrap().is_some());
    // The page writes the same view back.
    let hash = web_sys::window().unwrap().location().hash().unwrap();
    assert_eq!(decode(&hash).unwrap().state, st);
    drop(handle);
    set_hash("");
}

#[wasm_bindgen_test]
async fn a_link_from_the_older_version_migrates() {
    let v1 = nvisel::share::encode(&full_link().share);
    assert!(v1.starts_with("v1."));
    let opened = nvisel_web::link::decode(&v1).unwrap();
    assert_eq!(opened.state.share, full_link().share);
    assert_eq!(opened.state.block, 0);
    assert!(opened.state.collapsed.is_empty());
    set_hash(&v1);
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    settle().await;
    assert_eq!(textarea(&root).value(), full_link().share.source);
    let note = root.query_selector("[data-testid=notice]").unwrap().expect("a note").text_content().unwrap();
    assert!(note.contains("older version"), "{note}");
    assert!(web_sys::window().unwrap().location().hash().unwrap().starts_with("#v2."), "rewritten in the current format");
    drop(handle);
    set_hash("");
}

#[wasm_bindgen_test]
async fn hostile_links_are_refused_with_a_message() {
    use nvisel::share::pack;
    use nvisel_web::link::decode;
    let bomb = format!("{{\"source\":\"{}\"}}", "a".repeat(nvisel::share::MAX_STATE_BYTES + 10));
    let cases: Vec<(String, &str)> = vec![
        ("v9.AAAA".into(), "newer nvisel"),
        (pack(3, b"{}"), "newer nvisel"),
        ("v2.@@@".into(), "base64url"),
        ("javascript:alert(1)".into(), "not an nvisel share link"),
        ("v2.".into(), "does not decompress"),
        (pack(2, b"[1,2,3]"), "no valid state"),
        (pack(2, br#"{"source":"x","kind":"ptx","sm":{"number":5,"variant":"Base"}}"#), "unknown target"),
        (pack(2, br#"{"source":"x","kind":"ptx","sm":{"number":90,"variant":"Base"},"opt_level":9}"#), "-O9"),
        (pack(2, br#"{"source":"x","kind":"ptx","sm":{"number":90,"variant":"Base"},"collapsed":["<script>"]}"#), "unknown panel"),
        (pack(2, bomb.as_bytes()), "does not decompress"),
        (format!("v2.{}", "A".repeat(nvisel::share::MAX_LINK_BYTES + 1)), "over the limit"),
    ];
    for (fragment, expect) in &cases {
        let err = decode(fragment).err().unwrap_or_else(|| panic!("{} opened", &fragment[..fragment.len().min(40)]));
        assert!(err.contains(expect), "{err} (wanted '{expect}')");
    }
    // The page says so and opens the default example.
    set_hash("v9.AAAA");
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    settle().await;
    let msg = root.query_selector("[data-testid=link-error]").unwrap().unwrap().text_content().unwrap();
    assert!(msg.contains("newer nvisel"), "{msg}");
    assert!(textarea(&root).value().contains("@saxpy"));
    drop(handle);
    // Markup in a source stays text.
    let mut st = full_link();
    st.share.source = "<img src=x onerror=\"document.title='pwned'\"> ; <script>alert(1)</script>\n".into();
    set_hash(&nvisel_web::link::encode(&st));
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    settle().await;
    assert!(root.query_selector("img, script").unwrap().is_none(), "no element made from the source");
    assert!(root.query_selector("[data-testid=highlight]").unwrap().unwrap().text_content().unwrap().contains("<img src=x"));
    drop(handle);
    set_hash("");
}

#[wasm_bindgen_test]
async fn only_the_newest_requests_answer_is_shown() {
    use nvisel_web::state::{AppState, CompileStatus, Engine};
    use nvisel_web::worker::{Event, Reply};
    let owner = Owner::new();
    owner.set();
    let link = nvisel_web::link::LinkState::new(full_link().share);
    let state = AppState::from_link(&link, Engine::Manual);
    settle().await;
    assert_eq!(state.latest_id.get_untracked(), 1);
    state.source.set("define void @f() {\n  ret void\n}\n".into());
    settle().await;
    assert_eq!(state.latest_id.get_untracked(), 2);
    let compile = |src: &str| nvisel::compile(src, &nvisel::Options::default());
    state.on_worker_event(Event::Started(2));
    assert!(matches!(state.status.get_untracked(), CompileStatus::Compiling { id: 2, .. }));
    // The answer to the first request arrives late: dropped, never shown as current.
    state.on_worker_event(Event::Reply(Reply { id: 1, ms: 1.0, compilation: compile(&link.share.source) }));
    assert_eq!(state.shown_id.get_untracked(), None);
    assert!(state.compiled.get_untracked().0.trace.phases.is_empty());
    state.on_worker_event(Event::Reply(Reply { id: 2, ms: 1.0, compilation: compile("define void @f() {\n  ret void\n}\n") }));
    assert_eq!(state.shown_id.get_untracked(), Some(2));
    assert_eq!(state.status.get_untracked(), CompileStatus::Done { id: 2, ms: 1.0 });
    assert!(!state.compiled.get_untracked().0.trace.phases.is_empty());
    state.on_worker_event(Event::Failed { message: "the compiler crashed on request 3".into(), fatal: false });
    assert!(matches!(state.status.get_untracked(), CompileStatus::Failed(_)));
}

#[wasm_bindgen_test]
async fn the_status_says_compiling_with_a_progress_bar_on_a_long_compile_then_done() {
    use nvisel_web::app::CompileStatusChip;
    use nvisel_web::state::{AppState, CompileStatus, Engine};
    use nvisel_web::worker::{Event, Reply};
    let root = container();
    let state = std::rc::Rc::new(std::cell::RefCell::new(None::<AppState>));
    let slot = state.clone();
    let handle = leptos::mount::mount_to(root.clone(), move || {
        let s = AppState::from_link(&nvisel_web::link::LinkState::new(full_link().share), Engine::Manual);
        *slot.borrow_mut() = Some(s);
        provide_context(s);
        view! { <CompileStatusChip/> }
    });
    settle().await;
    let s = state.borrow().unwrap();
    let chip = || root.query_selector("[data-testid=compile-status]").unwrap().unwrap();
    assert_eq!(chip().get_attribute("data-state").as_deref(), Some("loading"));
    let id = s.latest_id.get_untracked();
    // A compile that started two seconds ago: the time so far and a progress bar.
    s.status.set(CompileStatus::Compiling { id, since: js_sys::Date::now() - 2000.0 });
    settle().await;
    assert_eq!(chip().get_attribute("data-state").as_deref(), Some("compiling"));
    assert!(chip().text_content().unwrap().contains("compiling… 2."), "{:?}", chip().text_content());
    assert!(root.query_selector("[data-testid=progress]").unwrap().is_some());
    s.on_worker_event(Event::Reply(Reply { id, ms: 2003.4, compilation: nvisel::compile(&full_link().share.source, &nvisel::Options::default()) }));
    settle().await;
    assert_eq!(chip().get_attribute("data-state").as_deref(), Some("done"));
    assert_eq!(chip().text_content().unwrap(), "compiled in 2003 ms");
    assert!(root.query_selector("[data-testid=progress]").unwrap().is_none());
    drop(handle);
}
