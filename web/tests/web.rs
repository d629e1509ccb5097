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
        folded_lines: Vec::new(),
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
    let before = nvisel::trace::DagSnapshot { dags: vec![d.snapshot()], ..Default::default() };
    let square = d.value(Isd::Mul, Mvt::I32, &[sum, sum], None).unwrap();
    d.set_operand(copy, 2, square);
    let after = nvisel::trace::DagSnapshot { dags: vec![d.snapshot()], ..Default::default() };
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
    assert_eq!(diff, "1 new, 0 removed since the previous phase, 1 changed");
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
        pipeline: None,
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
            pipeline: None,
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

// ---- explorer-b: provenance, cross-highlighting, DAG diff and layout, machine passes, tables ----

const SAXPY: &str = include_str!("../../assets/kernels/saxpy.ll");

/// The 1-based line of `needle` in `text`.
fn line_of(text: &str, needle: &str) -> u32 {
    text.lines().position(|l| l.contains(needle)).map(|i| i as u32 + 1).unwrap()
}

/// Mounts `body` with an [`AppState`] holding `source` in context; returns the state too.
fn mount_with_state<V: IntoView + 'static>(
    root: &web_sys::HtmlElement,
    source: &'static str,
    kind: nvisel::InputKind,
    body: impl Fn() -> V + 'static,
) -> (leptos::mount::UnmountHandle<leptos::tachys::view::any_view::AnyViewState>, nvisel_web::state::AppState) {
    use std::cell::Cell;
    use std::rc::Rc;
    let slot = Rc::new(Cell::new(None));
    let out = slot.clone();
    let handle = leptos::mount::mount_to(root.clone(), move || {
        let state = nvisel_web::state::AppState::new(source, kind);
        provide_context(state);
        slot.set(Some(state));
        body().into_any()
    });
    (handle, out.get().unwrap())
}

/// A click that bubbles (Leptos delegates click handlers to the document), on any element.
fn click(el: &web_sys::Element) {
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    let ev = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap();
    el.dispatch_event(&ev).unwrap();
}

fn texts(root: &web_sys::HtmlElement, selector: &str) -> Vec<String> {
    all(root, selector).iter().map(|e| e.text_content().unwrap_or_default()).collect()
}

#[wasm_bindgen_test]
fn links_follow_the_provenance_both_ways() {
    use nvisel_web::links::{resolve, Selection};
    let c = nvisel::compile(SAXPY, &nvisel::Options::default());
    let p = &c.trace.provenance;
    let fma = line_of(SAXPY, "@llvm.fma.f32(float %a");
    let l = resolve(p, Selection::Source(fma));
    let ptx = c.outputs.ptx.as_deref().unwrap();
    assert_eq!(l.ptx_lines.len(), 1);
    assert!(ptx.lines().nth(*l.ptx_lines.first().unwrap() as usize - 1).unwrap().contains("fma.rn.f32"));
    assert_eq!(l.sass_insts.len(), 1);
    assert_eq!(l.machine_insts.len(), 1);
    // Back from the SASS instruction: the same PTX line, machine instruction and source line.
    let &(function, index) = l.sass_insts.first().unwrap();
    let back = resolve(p, Selection::SassInst { function, index });
    assert_eq!(back.ptx_lines, l.ptx_lines);
    assert_eq!(back.machine_insts, l.machine_insts);
    assert_eq!(back.source_lines.iter().copied().collect::<Vec<_>>(), vec![fma]);
    // A DAG node links down to what was selected from it and nothing else.
    let &(block, node) = l.dag_nodes.first().unwrap();
    let down = resolve(p, Selection::DagNode { block, node });
    assert_eq!(down.sass_insts, l.sass_insts);
    // A line of the prologue links to nothing in the input.
    assert!(resolve(p, Selection::SassInst { function: 0, index: 0 }).source_lines.is_empty());
}

#[wasm_bindgen_test]
async fn selecting_an_ir_line_highlights_its_dag_nodes_ptx_line_and_sass_row() {
    use nvisel_web::panels::{output::OutputPanel, phase_view::PhaseView};
    let root = container();
    let (handle, state) = mount_with_state(&root, SAXPY, nvisel::InputKind::LlvmIr, || view! { <PhaseView/><OutputPanel/> });
    state.selected_phase.set(Some(nvisel::trace::PhaseId::LlvmParse));
    leptos::task::tick().await;
    assert!(all(&root, ".linked").is_empty(), "nothing is linked before a selection");
    let fma = all(&root, "[data-testid=snapshot-text] .line").into_iter().find(|l| l.text_content().unwrap().contains("@llvm.fma.f32(float %a")).unwrap();
    click(&fma);
    leptos::task::tick().await;
    assert!(fma.class_list().contains("linked"), "the clicked IR line is marked");
    assert_eq!(state.selection.get_untracked(), Some(nvisel_web::links::Selection::Source(line_of(SAXPY, "@llvm.fma.f32(float %a"))));
    let ptx = texts(&root, "[data-testid=ptx-output] .line.linked");
    assert_eq!(ptx.len(), 1, "{ptx:?}");
    assert!(ptx[0].contains("fma.rn.f32"), "{ptx:?}");
    let sass = texts(&root, "[data-testid=sass-output] .line.linked");
    assert_eq!(sass.len(), 2, "the instruction's two listing lines: {sass:?}");
    assert!(sass[0].contains("FFMA"), "{sass:?}");
    // The DAG view of the last combine shows the fma node marked, in the body block.
    state.selected_phase.set(Some(nvisel::trace::PhaseId::Combine3));
    leptos::task::tick().await;
    leptos::task::tick().await;
    let nodes = texts(&root, "[data-testid=dag-svg] g.node.linked");
    assert_eq!(nodes.len(), 1, "{nodes:?}");
    assert!(nodes[0].contains(": fma"), "{nodes:?}");
    let block: web_sys::HtmlSelectElement = root.query_selector("[data-testid=dag-block]").unwrap().unwrap().unchecked_into();
    assert_eq!(block.value(), "1", "the view switched to the body block");
    // Another IR line moves the highlight.
    let add = all(&root, "[data-testid=ptx-output] .line").into_iter().find(|l| l.text_content().unwrap().contains("mad.lo.s32")).unwrap();
    click(&add);
    leptos::task::tick().await;
    let ptx = texts(&root, "[data-testid=ptx-output] .line.linked");
    assert_eq!(ptx.len(), 1);
    assert!(ptx[0].contains("mad.lo.s32"));
    assert!(texts(&root, "[data-testid=sass-output] .line.linked")[0].contains("IMAD R0, R0, c[0x0][0x0], R6"));
    drop(handle);
}

#[wasm_bindgen_test]
async fn clicking_a_sass_row_highlights_its_ptx_line_and_source_line() {
    use nvisel_web::panels::{output::OutputPanel, phase_view::PhaseView, source::SourcePanel};
    set_hash("");
    let root = container();
    let (handle, state) = mount_with_state(&root, SAXPY, nvisel::InputKind::LlvmIr, || view! { <SourcePanel/><PhaseView/><OutputPanel/> });
    state.selected_phase.set(Some(nvisel::trace::PhaseId::LlvmParse));
    leptos::task::tick().await;
    let ffma = all(&root, "[data-testid=sass-output] .line.clickable").into_iter().find(|l| l.text_content().unwrap().contains("FFMA")).unwrap();
    click(&ffma);
    leptos::task::tick().await;
    assert!(ffma.class_list().contains("linked"));
    let ptx = texts(&root, "[data-testid=ptx-output] .line.linked");
    assert_eq!(ptx.len(), 1, "{ptx:?}");
    assert!(ptx[0].contains("fma.rn.f32"), "{ptx:?}");
    // The source line: in the editor's gutter and in the LLVM IR view.
    let fma_line = line_of(SAXPY, "@llvm.fma.f32(float %a");
    let gutter: Vec<String> = all(&root, ".gutter .ln.linked").iter().map(|e| e.get_attribute("data-line").unwrap()).collect();
    assert_eq!(gutter, vec![fma_line.to_string()]);
    let ir = texts(&root, "[data-testid=snapshot-text] .line.linked");
    assert_eq!(ir.len(), 1, "{ir:?}");
    assert!(ir[0].contains("@llvm.fma.f32(float %a"), "{ir:?}");
    // Its 128 bits open below the listing.
    let bits = all(&root, "[data-testid=sass-output-bits] .bit");
    assert_eq!(bits.len(), 128);
    assert!(root.query_selector("[data-testid=sass-output-bits] .sass-text").unwrap().unwrap().text_content().unwrap().contains("FFMA"));
    // A prologue instruction has no PTX line: nothing else is linked.
    let ldc = all(&root, "[data-testid=sass-output] .line.clickable").into_iter().find(|l| l.text_content().unwrap().contains("LDC R1, c[0x0][0x28]")).unwrap();
    click(&ldc);
    leptos::task::tick().await;
    assert!(texts(&root, "[data-testid=ptx-output] .line.linked").is_empty());
    assert!(all(&root, ".gutter .ln.linked").is_empty());
    drop(handle);
}

#[wasm_bindgen_test]
async fn clicking_a_dag_node_highlights_its_machine_instruction_ptx_and_sass() {
    use nvisel_web::panels::{output::OutputPanel, phase_view::PhaseView};
    let root = container();
    let (handle, state) = mount_with_state(&root, SAXPY, nvisel::InputKind::LlvmIr, || view! { <PhaseView/><OutputPanel/> });
    state.selected_phase.set(Some(nvisel::trace::PhaseId::Combine3));
    leptos::task::tick().await;
    let block: web_sys::HtmlSelectElement = root.query_selector("[data-testid=dag-block]").unwrap().unwrap().unchecked_into();
    block.set_value("1");
    block.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
    leptos::task::tick().await;
    let store = all(&root, "[data-testid=dag-svg] g.node").into_iter().find(|n| n.text_content().unwrap().contains(": store")).unwrap();
    click(&store);
    leptos::task::tick().await;
    assert!(store.class_list().contains("linked"));
    let ptx = texts(&root, "[data-testid=ptx-output] .line.linked");
    assert_eq!(ptx.len(), 1, "{ptx:?}");
    assert!(ptx[0].contains("st.global.b32"), "{ptx:?}");
    let sass = texts(&root, "[data-testid=sass-output] .line.linked");
    assert!(sass[0].contains("STG.E"), "{sass:?}");
    // Stepping back a phase keeps the block, the node's place and its mark.
    let place = |root: &web_sys::HtmlElement| {
        let n = all(root, "[data-testid=dag-svg] g.node.linked");
        assert_eq!(n.len(), 1);
        let rect = n[0].query_selector("rect").unwrap().unwrap();
        (rect.get_attribute("x").unwrap(), rect.get_attribute("y").unwrap())
    };
    let at_combine3 = place(&root);
    state.selected_phase.set(Some(nvisel::trace::PhaseId::DagBuild));
    leptos::task::tick().await;
    let block: web_sys::HtmlSelectElement = root.query_selector("[data-testid=dag-block]").unwrap().unwrap().unchecked_into();
    assert_eq!(block.value(), "1");
    assert_eq!(place(&root), at_combine3);
    // With nothing selected the block stays too.
    let selected = state.selection.get_untracked();
    state.selection.set(None);
    state.selected_phase.set(Some(nvisel::trace::PhaseId::LegalizeTypes));
    leptos::task::tick().await;
    let block: web_sys::HtmlSelectElement = root.query_selector("[data-testid=dag-block]").unwrap().unwrap().unchecked_into();
    assert_eq!(block.value(), "1");
    assert!(texts(&root, "[data-testid=dag-svg] g.node").iter().any(|t| t.contains(": store")));
    state.selection.set(selected);
    // The machine passes panel marks the ST_i32.
    state.selected_phase.set(Some(nvisel::trace::PhaseId::MachinePasses));
    leptos::task::tick().await;
    let mir = texts(&root, "[data-testid=mir-view] .mir-line.linked");
    assert_eq!(mir.len(), 1, "{mir:?}");
    assert!(mir[0].contains("ST_i32"), "{mir:?}");
    // So does the Selection panel's contest for the node.
    state.selected_phase.set(Some(nvisel::trace::PhaseId::Isel));
    leptos::task::tick().await;
    let contests = texts(&root, "[data-testid=contest].linked");
    assert_eq!(contests.len(), 1, "{contests:?}");
    assert!(contests[0].contains("ST_i32") && contests[0].contains("saxpy / body"), "{contests:?}");
    // A contest's heading selects its node: the mad.lo folds the mul into the add.
    let mad = all(&root, "[data-testid=contest] p.clickable").into_iter().find(|p| p.text_content().unwrap().contains("MADi32rrr")).unwrap();
    click(&mad);
    leptos::task::tick().await;
    assert!(mad.text_content().unwrap().contains("(folds t"), "{:?}", mad.text_content());
    let ptx = texts(&root, "[data-testid=ptx-output] .line.linked");
    assert!(ptx.len() == 1 && ptx[0].contains("mad.lo.s32"), "{ptx:?}");
    drop(handle);
}

#[wasm_bindgen_test]
async fn the_dag_layout_is_stable_across_phases_and_the_diff_shows_removed_and_changed_nodes() {
    use nvisel::trace::{PhaseId, Snapshot};
    use nvisel_web::graph::layout_in_history;
    use nvisel_web::panels::dag_view::DagView;
    // mul by 8 becomes shl by 3 in combine #1: the mul is removed, the shl new, the store's user changed.
    let src = "define ptx_kernel void @k(ptr %p, i64 %x) {\nentry:\n  %m = mul i64 %x, 8\n  store i64 %m, ptr %p, align 8\n  ret void\n}\n";
    let c = nvisel::compile(src, &nvisel::Options::default());
    let dag = |id: PhaseId| match &c.trace.phase(id).unwrap().snapshot {
        Snapshot::Dag(d) => d.clone(),
        _ => unreachable!(),
    };
    let (built, combined) = (dag(PhaseId::DagBuild), dag(PhaseId::Combine1));
    let history = [&built.dags[0], &combined.dags[0]];
    let (a, ghosts_a) = layout_in_history(&built.dags[0], &history);
    let (b, ghosts_b) = layout_in_history(&combined.dags[0], &history);
    assert_eq!((a.width, a.height), (b.width, b.height), "one canvas for every phase");
    let mut survivors = 0;
    for n in &b.nodes {
        if let Some(m) = a.nodes.iter().find(|m| m.id == n.id) {
            assert_eq!((m.x, m.y), (n.x, n.y), "t{} keeps its place", n.id);
            survivors += 1;
        }
    }
    assert!(survivors >= 3);
    assert!(ghosts_b.iter().any(|g| g.title.contains(": mul")), "the removed mul is a ghost after the combine");
    assert!(ghosts_a.iter().any(|g| g.title.contains(": shl")));
    // In the view: the shl new, the mul a ghost, the rule log names the rule.
    let root = container();
    let (b1, c1) = (built.clone(), combined.clone());
    let handle = leptos::mount::mount_to(root.clone(), move || view! { <DagView snapshot=c1.clone() previous=Some(b1.clone())/> });
    leptos::task::tick().await;
    assert!(texts(&root, "g.node.new").iter().any(|t| t.contains(": shl")));
    assert!(texts(&root, "g.node.removed").iter().any(|t| t.contains(": mul")));
    let diff = root.query_selector("[data-testid=dag-diff]").unwrap().unwrap().text_content().unwrap();
    assert!(diff.starts_with(&format!("{} new, {} removed", all(&root, "g.node.new").len(), all(&root, "g.node.removed").len())), "{diff}");
    let log = texts(&root, "[data-testid=dag-rule-log] li");
    assert!(log.iter().any(|l| l.contains("mul-pow2-to-shl")), "{log:?}");
    // Zoom narrows the view box; reset restores it.
    let svg = root.query_selector("[data-testid=dag-svg]").unwrap().unwrap();
    let vb = svg.get_attribute("viewBox").unwrap();
    click(&root.query_selector("[data-testid=dag-zoom-in]").unwrap().unwrap());
    leptos::task::tick().await;
    assert_ne!(svg.get_attribute("viewBox").unwrap(), vb);
    click(&root.query_selector("[data-testid=dag-reset]").unwrap().unwrap());
    leptos::task::tick().await;
    assert_eq!(svg.get_attribute("viewBox").unwrap(), vb);
    // Graphviz export of what is shown.
    click(&root.query_selector("[data-testid=dag-dot-toggle]").unwrap().unwrap());
    leptos::task::tick().await;
    let dot: web_sys::HtmlTextAreaElement = root.query_selector("[data-testid=dag-dot]").unwrap().unwrap().unchecked_into();
    assert!(dot.value().starts_with("digraph") && dot.value().contains("shl"), "{}", dot.value());
    drop(handle);
}

#[wasm_bindgen_test]
async fn dag_view_marks_changed_nodes() {
    use nvisel_web::panels::dag_view::DagView;
    let root = container();
    let (before, after) = sample_dags();
    let handle = leptos::mount::mount_to(root.clone(), move || view! { <DagView snapshot=after.clone() previous=Some(before.clone())/> });
    leptos::task::tick().await;
    let changed = texts(&root, "g.node.changed");
    assert_eq!(changed.len(), 1, "{changed:?}");
    assert!(changed[0].contains("CopyToReg"), "the copy's operand changed: {changed:?}");
    assert_eq!(root.query_selector("[data-testid=dag-diff]").unwrap().unwrap().text_content().unwrap(), "1 new, 0 removed since the previous phase, 1 changed");
    drop(handle);
}

/// A machine instruction of the trace model, for the panel tests.
fn minst(id: u32, text: &str, pressure: &[(&str, u32)]) -> nvisel::trace::MachineInst {
    nvisel::trace::MachineInst {
        id,
        opcode: text.split_whitespace().next().unwrap_or_default().to_string(),
        text: text.into(),
        pressure: pressure.iter().map(|(c, n)| (c.to_string(), *n)).collect(),
        dag_node: None,
        source: None,
    }
}

#[wasm_bindgen_test]
async fn machine_passes_show_the_diff_and_the_pressure() {
    use nvisel::trace::{MachineBlock, MachineFunction, MirPass, MirSnapshot};
    use nvisel_web::panels::mir_view::MirView;
    let pass = |id: &str, insts: Vec<nvisel::trace::MachineInst>| MirPass {
        name: id.into(),
        id: id.into(),
        changed: true,
        functions: vec![MachineFunction { name: "k".into(), blocks: vec![MachineBlock { name: "bb.0.entry".into(), insts, max_pressure: vec![("b32".into(), 3)] }] }],
        changes: vec![],
        log: vec![],
    };
    let before = pass("isel", vec![minst(1, "%r1 = SREG32 %tid.x", &[("b32", 1)]), minst(2, "CBranch %p1, bb.1", &[]), minst(3, "GOTO bb.2", &[])]);
    let after = pass(
        "branch-folder",
        vec![minst(1, "%r1 = SREG32 %tid.x", &[("b32", 1)]), minst(2, "CBranchOther %p1, bb.2", &[("pred", 1), ("b32", 3)]), minst(9, "%r2 = MOV %r1", &[("b32", 2)])],
    );
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), move || view! { <MirView snapshot=MirSnapshot { passes: vec![before.clone(), after.clone()], ..Default::default() }/> });
    leptos::task::tick().await;
    assert_eq!(root.query_selector("[data-testid=mir-diff]").unwrap().unwrap().text_content().unwrap(), "+1 −1 ~1 against isel");
    let line = |sel: &str| texts(&root, sel);
    assert_eq!(line(".mir-line.added").len(), 1);
    assert!(line(".mir-line.added")[0].contains("MOV"));
    assert!(line(".mir-line.rewritten")[0].contains("CBranchOther"));
    let removed = line(".mir-line.removed");
    assert_eq!(removed.len(), 1);
    assert!(removed[0].contains("GOTO"));
    // The removed GOTO sits where it was: after the branch, before the new MOV.
    let order: Vec<String> = line(".mir-line");
    assert!(order[2].contains("GOTO") && order[3].contains("MOV"), "{order:?}");
    // Pressure: a bar per class, widths to the function's scale (3 b32 is the widest).
    let bars = all(&root, ".mir-line[data-inst='2'] .bar");
    let count = |c: &str| bars.iter().find(|b| b.get_attribute("data-class").as_deref() == Some(c)).unwrap().get_attribute("data-count").unwrap();
    assert_eq!((count("pred").as_str(), count("b32").as_str(), count("b64").as_str()), ("1", "3", "0"));
    let width = |sel: &str| all(&root, sel)[0].get_attribute("style").unwrap();
    assert_eq!(width(".mir-line[data-inst='2'] .bar.b32"), "width:48.0px");
    assert_eq!(width(".mir-line[data-inst='1'] .bar.b32"), "width:16.0px");
    // The pass before it has nothing to diff against.
    click(&all(&root, ".passes li")[0]);
    leptos::task::tick().await;
    assert_eq!(root.query_selector("[data-testid=mir-diff]").unwrap().unwrap().text_content().unwrap(), "the selector's output");
    assert!(all(&root, ".mir-line.added, .mir-line.removed, .mir-line.rewritten").is_empty());
    drop(handle);
}

#[wasm_bindgen_test]
async fn machine_passes_of_saxpy_have_pressure_on_every_line() {
    use nvisel::trace::{PhaseId, Snapshot};
    use nvisel_web::panels::mir_view::MirView;
    let c = nvisel::compile(SAXPY, &nvisel::Options::default());
    let Snapshot::Mir(m) = c.trace.phase(PhaseId::MachinePasses).unwrap().snapshot.clone() else { panic!() };
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), move || view! { <MirView snapshot=m.clone()/> });
    leptos::task::tick().await;
    // The FMA reads three b32 registers: at least three are live there.
    let fma = all(&root, ".mir-line").into_iter().find(|l| l.text_content().unwrap().contains("FMA32rrr")).unwrap();
    let b32 = fma.query_selector(".bar.b32").unwrap().unwrap().get_attribute("data-count").unwrap();
    assert!(b32.parse::<u32>().unwrap() >= 3, "{b32}");
    drop(handle);
}

#[wasm_bindgen_test]
async fn tables_highlight_the_rows_this_compilation_used() {
    use nvisel_web::panels::tables::TablesPanel;
    let root = container();
    let (handle, _state) = mount_with_state(&root, SAXPY, nvisel::InputKind::LlvmIr, || view! { <TablesPanel/> });
    leptos::task::tick().await;
    let tables = nvisel::tables::all();
    let mi = tables.iter().position(|t| t.id == "machine-instrs").unwrap();
    let select: web_sys::HtmlSelectElement = root.query_selector("[data-testid=table-select]").unwrap().unwrap().unchecked_into();
    select.set_value(&mi.to_string());
    select.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
    leptos::task::tick().await;
    // The table is drawn a page at a time: draw it all.
    while let Some(more) = root.query_selector("[data-testid=table-more]").unwrap() {
        more.unchecked_into::<web_sys::HtmlElement>().click();
        leptos::task::tick().await;
    }
    assert_eq!(all(&root, "[data-testid=opcode-table] tbody tr").len(), tables[mi].rows.len());
    let used = texts(&root, "[data-testid=opcode-table] tbody tr.used td:first-child");
    assert!(used.contains(&"FMA32rrr".to_string()), "{used:?}");
    assert!(!used.contains(&"FMA32_ftzrrr".to_string()), "{used:?}");
    assert!(all(&root, "[data-testid=opcode-table] tbody tr").len() > used.len());
    let caption = root.query_selector("[data-testid=table-caption]").unwrap().unwrap().text_content().unwrap();
    assert!(caption.contains(&format!("{} of {} rows used", used.len(), tables[mi].rows.len())), "{caption}");
    // Only the used rows, then searched among them.
    let only: web_sys::HtmlInputElement = root.query_selector("[data-testid=table-used-only]").unwrap().unwrap().unchecked_into();
    only.click();
    leptos::task::tick().await;
    assert_eq!(all(&root, "[data-testid=opcode-table] tbody tr").len(), used.len());
    let filter: web_sys::HtmlInputElement = root.query_selector("[data-testid=table-filter]").unwrap().unwrap().unchecked_into();
    filter.set_value("fma");
    filter.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    leptos::task::tick().await;
    assert_eq!(texts(&root, "[data-testid=opcode-table] tbody tr td:first-child"), vec!["FMA32rrr".to_string()]);
    drop(handle);
}

#[wasm_bindgen_test]
async fn for_ptx_input_the_ptx_lines_are_the_source() {
    use nvisel_web::panels::{output::OutputPanel, phase_view::PhaseView, source::SourcePanel};
    const PTX: &str = include_str!("../../assets/kernels/saxpy.ptx");
    set_hash("");
    let root = container();
    let (handle, state) = mount_with_state(&root, PTX, nvisel::InputKind::Ptx, || view! { <SourcePanel/><PhaseView/><OutputPanel/> });
    state.selected_phase.set(Some(nvisel::trace::PhaseId::Encode));
    leptos::task::tick().await;
    // A row of the encoder's listing in the phase view: its PTX line and its input line.
    let ffma = all(&root, ".sass-listing .line.clickable").into_iter().find(|l| l.text_content().unwrap().contains("FFMA")).unwrap();
    click(&ffma);
    leptos::task::tick().await;
    assert!(ffma.class_list().contains("linked"));
    let ptx = texts(&root, "[data-testid=ptx-output] .line.linked");
    assert_eq!(ptx.len(), 1, "{ptx:?}");
    assert!(ptx[0].contains("fma.rn.f32"), "{ptx:?}");
    let fma_line = line_of(PTX, "fma.rn.f32");
    let gutter: Vec<String> = all(&root, ".gutter .ln.linked").iter().map(|e| e.get_attribute("data-line").unwrap()).collect();
    assert_eq!(gutter, vec![fma_line.to_string()]);
    let sass = texts(&root, "[data-testid=sass-output] .line.linked");
    assert!(sass[0].contains("FFMA"), "{sass:?}");
    // The input line selects the same: from the gutter.
    let ld_line = line_of(PTX, "ld.global.b32").to_string();
    let ld = all(&root, ".gutter .ln").into_iter().find(|g| g.get_attribute("data-line").as_deref() == Some(ld_line.as_str())).unwrap();
    click(&ld);
    leptos::task::tick().await;
    let sass = texts(&root, "[data-testid=sass-output] .line.linked");
    assert!(!sass.is_empty() && sass[0].contains("LDG.E"), "{sass:?}");
    let ptx = texts(&root, "[data-testid=ptx-output] .line.linked");
    assert!(ptx.len() == 1 && ptx[0].contains("ld.global.b32"), "{ptx:?}");
    drop(handle);
}

#[wasm_bindgen_test]
async fn a_sass_instruction_shows_the_phase_2_contest_and_the_phase_1_rule_that_chose_it() {
    use nvisel::trace::{PhaseId, Snapshot};
    use nvisel_web::panels::output::OutputPanel;
    let root = container();
    let (handle, state) = mount_with_state(&root, SAXPY, nvisel::InputKind::LlvmIr, || view! { <OutputPanel/> });
    leptos::task::tick().await;
    let ffma = all(&root, "[data-testid=sass-output] .line.clickable").into_iter().find(|l| l.text_content().unwrap().contains("FFMA")).unwrap();
    click(&ffma);
    leptos::task::tick().await;
    // What the trace says about this instruction.
    let c = state.compiled.get_untracked();
    let Some((f, i)) = ffma.get_attribute("data-sass").and_then(|s| s.split_once(':').map(|(a, b)| (a.parse::<usize>().unwrap(), b.parse::<usize>().unwrap()))) else { panic!("no data-sass") };
    let Snapshot::Sass(enc) = &c.0.trace.phase(PhaseId::Encode).unwrap().snapshot else { panic!() };
    let inst = &enc.functions[f].insts[i];
    let contest = nvisel_web::panels::sass_bits::contest_for(&c.0.trace, f, inst.offset).expect("FFMA has a Phase 2 contest");
    assert!(contest.class.starts_with("FFMA"), "{}", contest.class);
    assert!(!contest.winner.is_empty());
    let panel = root.query_selector("[data-testid=sass-output-bits] [data-testid=sass-contest]").unwrap().expect("the contest opens with the bits");
    let summary = panel.query_selector("[data-testid=sass-contest-summary]").unwrap().unwrap().text_content().unwrap();
    assert!(summary.contains(&contest.class) && summary.contains(&contest.winner), "{summary}");
    assert!(summary.contains(&format!("encoding slot {}", contest.slot)), "{summary}");
    // Every matcher that matched is a row, in the order tried, with its priority; the rejected
    // ones, with the check that rejected each, are drawn on request.
    let matched: Vec<&nvisel::trace::SassCandidate> = contest.candidates.iter().filter(|k| k.rejected_by.is_none()).collect();
    let rejected: Vec<&nvisel::trace::SassCandidate> = contest.candidates.iter().filter(|k| k.rejected_by.is_some()).collect();
    assert!(!rejected.is_empty(), "FFMA's class has matchers that do not fit");
    let rows = all(&root, "[data-testid=sass-contest] [data-testid=sass-candidates] tr");
    assert_eq!(rows.len(), matched.len() + 1, "header + one row per matcher that matched");
    for (row, cand) in rows[1..].iter().zip(&matched) {
        let t = row.text_content().unwrap();
        assert!(t.contains(&cand.form) && t.contains("matched"), "{t}");
    }
    assert!(all(&root, "[data-testid=sass-rejected] tr").is_empty(), "the rejected matchers wait for a click");
    click(&root.query_selector("[data-testid=sass-rejected-toggle]").unwrap().unwrap());
    leptos::task::tick().await;
    let rows = all(&root, "[data-testid=sass-rejected] tr");
    assert_eq!(rows.len(), rejected.len() + 1);
    for (row, cand) in rows[1..].iter().zip(&rejected) {
        let t = row.text_content().unwrap();
        let check = cand.rejected_by.as_deref().unwrap();
        assert!(t.contains(&cand.form) && t.contains(&format!("rejected: {check}")) && row.class_list().contains("rejected"), "{t}");
    }
    let winners = texts(&root, "[data-testid=sass-candidates] tr.winner");
    assert_eq!(winners.len(), 1, "{winners:?}");
    assert!(winners[0].contains(&contest.winner) && winners[0].contains("takes the slot"), "{winners:?}");
    // The modifier dispatchers' writes, one row each.
    assert_eq!(all(&root, "[data-testid=sass-dispatch] tr").len(), if contest.dispatch.is_empty() { 0 } else { contest.dispatch.len() + 1 });
    // The Phase 1 rule that made the FFMA of the PTX fma.
    let rule = root.query_selector("[data-testid=sass-phase1-rule]").unwrap().unwrap().text_content().unwrap();
    assert!(!inst.rule.is_empty() && rule.contains(&inst.rule), "{rule}");
    drop(handle);
}

#[wasm_bindgen_test]
async fn the_status_names_the_phase_the_worker_is_running() {
    use nvisel::trace::PhaseId;
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
    let chip = || root.query_selector("[data-testid=compile-status]").unwrap().unwrap().text_content().unwrap();
    let id = s.latest_id.get_untracked();
    s.on_worker_event(Event::Started(id));
    settle().await;
    assert_eq!(chip(), "compiling…");
    s.on_worker_event(Event::Progress { id, phase: PhaseId::LlvmParse });
    settle().await;
    assert_eq!(chip(), "compiling… · running SelectionDAG build");
    s.on_worker_event(Event::Progress { id, phase: PhaseId::Combine1 });
    settle().await;
    assert_eq!(chip(), "compiling… · running Type legalization");
    // A report for an older request changes nothing.
    s.on_worker_event(Event::Progress { id: id - 1, phase: PhaseId::SassSelect });
    settle().await;
    assert!(chip().ends_with("running Type legalization"), "{}", chip());
    s.on_worker_event(Event::Progress { id, phase: PhaseId::SassSelect });
    settle().await;
    assert!(chip().ends_with("running Mercury encoder"), "{}", chip());
    s.on_worker_event(Event::Reply(Reply { id, ms: 12.0, compilation: nvisel::compile(&full_link().share.source, &nvisel::Options::default()) }));
    settle().await;
    assert_eq!(chip(), "compiled in 12 ms");
    assert_eq!(s.progress.get_untracked(), None);
    // The next compile starts without the last one's phase.
    s.status.set(CompileStatus::Compiling { id: id + 1, since: js_sys::Date::now() });
    settle().await;
    assert_eq!(chip(), "compiling…");
    drop(handle);
}

#[wasm_bindgen_test]
async fn selecting_a_dag_node_writes_it_to_the_link_and_the_link_selects_it_again() {
    use nvisel::share::ShareState;
    use nvisel_web::link::{decode, encode, LinkState};
    let st = LinkState {
        share: ShareState { source: SAXPY.to_string(), kind: nvisel::InputKind::LlvmIr, sm: nvisel::target::Sm::SM90, ptx: None, opt_level: 3, pipeline: None, phase: Some(nvisel::trace::PhaseId::Combine3), node: None },
        block: 1,
        collapsed: Vec::new(),
    };
    set_hash(&encode(&st));
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    settle().await;
    let hash = || decode(&web_sys::window().unwrap().location().hash().unwrap()).unwrap().state;
    assert_eq!(hash().share.node, None);
    let store = all(&root, "[data-testid=dag-svg] g.node").into_iter().find(|n| n.text_content().unwrap().contains(": store")).unwrap();
    let id: u32 = store.get_attribute("data-node").unwrap().parse().unwrap();
    click(&store);
    settle().await;
    let written = hash();
    assert_eq!(written.share.node, Some(id), "the node is in the link");
    assert_eq!(written.block, 1);
    let ptx_marked = texts(&root, "[data-testid=ptx-output] .line.linked");
    assert!(ptx_marked.len() == 1 && ptx_marked[0].contains("st.global"), "{ptx_marked:?}");
    drop(handle);
    // A fresh page on that link: the same node selected, its counterparts marked.
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    settle().await;
    let marked: Vec<String> = all(&root, "[data-testid=dag-svg] g.node.linked").iter().map(|n| n.get_attribute("data-node").unwrap()).collect();
    assert_eq!(marked, vec![id.to_string()]);
    assert_eq!(texts(&root, "[data-testid=ptx-output] .line.linked"), ptx_marked);
    assert_eq!(hash(), written);
    // Selecting something else (a PTX line) takes the node out of the link.
    let line = all(&root, "[data-testid=ptx-output] .line").into_iter().find(|l| l.text_content().unwrap().contains("fma.rn.f32")).unwrap();
    click(&line);
    settle().await;
    assert_eq!(hash().share.node, None);
    drop(handle);
    set_hash("");
}

#[wasm_bindgen_test]
async fn the_sass_forms_table_pages_its_rows_and_marks_the_forms_this_compilation_used() {
    use nvisel_web::panels::tables::{TablesPanel, PAGE};
    let root = container();
    let (handle, state) = mount_with_state(&root, SAXPY, nvisel::InputKind::LlvmIr, || view! { <TablesPanel/> });
    leptos::task::tick().await;
    let tables = nvisel::tables::all();
    let k = tables.iter().position(|t| t.id == "sass-forms").unwrap();
    let forms = &tables[k];
    assert!(forms.rows.len() > 4000);
    let select: web_sys::HtmlSelectElement = root.query_selector("[data-testid=table-select]").unwrap().unwrap().unchecked_into();
    select.set_value(&k.to_string());
    select.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
    leptos::task::tick().await;
    let rows = || all(&root, "[data-testid=opcode-table] tbody tr");
    assert_eq!(rows().len(), PAGE, "one page drawn of {}", forms.rows.len());
    let more = root.query_selector("[data-testid=table-more-line]").unwrap().unwrap().text_content().unwrap();
    assert!(more.contains(&format!("Showing {PAGE} of {} matching rows", forms.rows.len())), "{more}");
    let button: web_sys::HtmlElement = root.query_selector("[data-testid=table-more]").unwrap().unwrap().unchecked_into();
    button.click();
    leptos::task::tick().await;
    assert_eq!(rows().len(), 2 * PAGE);
    // The used rows are the templates the Phase 2 contests chose.
    let c = state.compiled.get_untracked();
    let used_keys = c.0.trace.used.iter().find(|u| u.table == "sass-forms").unwrap().keys.clone();
    let only: web_sys::HtmlInputElement = root.query_selector("[data-testid=table-used-only]").unwrap().unwrap().unchecked_into();
    only.click();
    leptos::task::tick().await;
    let mut shown = texts(&root, "[data-testid=opcode-table] tbody tr.used td:first-child");
    shown.sort();
    assert_eq!(shown, used_keys);
    assert!(texts(&root, "[data-testid=opcode-table] tbody tr.used").iter().any(|r| r.contains("FFMA")));
    // Searching the whole table: every IMAD.WIDE form, not just a page.
    only.click();
    let filter: web_sys::HtmlInputElement = root.query_selector("[data-testid=table-filter]").unwrap().unwrap().unchecked_into();
    filter.set_value("imad.wide");
    filter.dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    leptos::task::tick().await;
    let expected = forms.rows.iter().filter(|r| r.iter().any(|c| c.to_lowercase().contains("imad.wide"))).count();
    assert!(expected > 0);
    assert_eq!(rows().len(), expected.min(PAGE));
    drop(handle);
}

#[wasm_bindgen_test]
async fn a_fused_sass_instruction_links_to_every_ptx_line_it_was_made_of_and_back() {
    use nvisel_web::panels::output::OutputPanel;
    let root = container();
    let (handle, state) = mount_with_state(&root, SAXPY, nvisel::InputKind::LlvmIr, || view! { <OutputPanel/> });
    leptos::task::tick().await;
    // IMAD.WIDE R4 is Phase 1's fusion of `mul.wide.s32` and the `add.s64` of the address.
    let imad = all(&root, "[data-testid=sass-output] .line.clickable").into_iter().find(|l| l.text_content().unwrap().contains("IMAD.WIDE R4")).unwrap();
    click(&imad);
    leptos::task::tick().await;
    let ptx = texts(&root, "[data-testid=ptx-output] .line.linked");
    assert_eq!(ptx.len(), 2, "{ptx:?}");
    assert!(ptx.iter().any(|l| l.contains("mul.wide.s32")) && ptx.iter().any(|l| l.contains("add.s64")), "{ptx:?}");
    // Both input lines (the sext and the getelementptr) are linked.
    assert_eq!(state.linked.get_untracked().source_lines.len(), 2, "{:?}", state.linked.get_untracked());
    // Back: the mul.wide line, which has no SASS instruction of its own, links to the fused one.
    let mul = all(&root, "[data-testid=ptx-output] .line").into_iter().find(|l| l.text_content().unwrap().contains("mul.wide.s32")).unwrap();
    click(&mul);
    leptos::task::tick().await;
    let sass = texts(&root, "[data-testid=sass-output] .line.linked");
    let wides: Vec<&String> = sass.iter().filter(|l| l.contains("IMAD.WIDE")).collect();
    assert_eq!(wides.len(), 2, "both address sums fused the one product: {sass:?}");
    assert!(wides[0].contains("IMAD.WIDE R2") && wides[1].contains("IMAD.WIDE R4"), "{sass:?}");
    drop(handle);
}

// ---- explorer: the user's own kernel (issue #26) ----

#[wasm_bindgen_test]
async fn pasted_text_is_recognised_and_the_status_counts_errors() {
    set_hash("");
    let root = container();
    let handle = leptos::mount::mount_to(root.clone(), App);
    settle().await;
    let text = |id: &str| root.query_selector(&format!("[data-testid={id}]")).unwrap().unwrap().text_content().unwrap();
    let paste = |s: &str| {
        textarea(&root).set_value(s);
        textarea(&root).dispatch_event(&web_sys::Event::new("input").unwrap()).unwrap();
    };
    // PTX: the kind, the SM of .target and the .version follow the text.
    paste("//\n.version 8.7\n.target sm_89\n.address_size 64\n.visible .entry k()\n{\n\tret;\n}\n");
    settle().await;
    assert_eq!((text("input-kind"), text("kind-how")), ("PTX".to_string(), "detected".to_string()));
    assert_eq!(select(&root, "sm-select").value(), "sm_89");
    assert_eq!(select(&root, "ptx-select").value(), "8.7");
    assert!(text("compile-status").starts_with("compiled in"), "{}", text("compile-status"));
    assert_eq!(select(&root, "examples").value(), "__own", "the menu no longer names the example");
    // An SM picked below .target: ptxas's refusal, counted in the status, and the mismatch said.
    let sm = select(&root, "sm-select");
    sm.set_value("sm_80");
    sm.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
    settle().await;
    let chip = root.query_selector("[data-testid=compile-status]").unwrap().unwrap();
    assert_eq!(chip.get_attribute("data-state").as_deref(), Some("errors"));
    assert!(text("compile-status").starts_with("1 error · "), "{}", text("compile-status"));
    assert!(text("diagnostics").contains("3:9 error: SM version specified by .target is higher than default SM version assumed"), "{}", text("diagnostics"));
    assert!(text("header-mismatch").contains("sm_89"), "{}", text("header-mismatch"));
    // MLIR and LLVM IR are told apart the same way, and the followed PTX version goes with PTX.
    paste("gpu.module @m {\n}\n");
    settle().await;
    assert_eq!(text("input-kind"), "MLIR");
    paste("define void @f() {\n  ret void\n}\n");
    settle().await;
    assert_eq!(text("input-kind"), "LLVM IR");
    assert_eq!(select(&root, "ptx-select").value(), "");
    drop(handle);
    set_hash("");
}
