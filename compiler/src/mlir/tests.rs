//! Unit tests of the MLIR front end: parse/print round trips over the corpus, positioned
//! diagnostics and budgets, and the shapes of the conversion patterns' bodies.

use super::*;
use crate::target::Sm;

fn corpus() -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/corpus/mlir");
    let mut v: Vec<(String, String)> = std::fs::read_dir(dir)
        .expect("the MLIR corpus")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .map(|p| (p.file_name().unwrap_or_default().to_string_lossy().into_owned(), std::fs::read_to_string(&p).unwrap_or_default()))
        .collect();
    v.sort();
    v
}

fn sm(s: &str) -> Sm {
    Sm::parse(s).expect("a known SM")
}

/// The converted module's text for `src` (the op names in order, one per line).
fn converted(src: &str, target: &str) -> String {
    let (fe, diags) = front_end(src, sm(target));
    assert!(diags.is_empty(), "{diags:?}");
    fe.converted.iter().map(|l| l.0.as_str()).collect::<Vec<_>>().join("\n")
}

fn op_names(text: &str) -> Vec<String> {
    text.lines().filter_map(|l| l.split('"').nth(1).filter(|_| l.contains("\"(")).map(str::to_string)).collect()
}

#[test]
fn every_corpus_kernel_prints_back_to_a_fixpoint() {
    let files = corpus();
    assert!(files.len() >= 30, "the corpus has {} kernels", files.len());
    for (name, src) in files {
        let m = parser::parse(&src).unwrap_or_else(|d| panic!("{name}: {d:?}"));
        let once = printer::print(&m);
        let again = parser::parse(&once).unwrap_or_else(|d| panic!("{name}: the printout does not parse: {d:?}\n{once}"));
        assert_eq!(printer::print(&again), once, "{name}: printing is not a fixpoint");
        assert_eq!(again.values.len(), m.values.len(), "{name}: values lost in the round trip");
    }
}

#[test]
fn errors_are_positioned() {
    let cases = [
        ("gpu.module @m {\n  gpu.func @k() kernel {\n    %a = arith.addi %x, %x : i32\n", (3, 21), "use of undeclared SSA value '%x'"),
        ("func.func @f(%a: memref<4xq32>) {\n}\n", (1, 27), "unknown type 'q32'"),
        ("func.func @f() {\n  %0 = arith.constant 1 : i32\n  %0 = arith.constant 2 : i32\n}\n", (3, 3), "redefinition of SSA value '%0'"),
        ("func.func @f() {\n  nvgpu.warp.execute_on_lane_0\n}\n", (2, 3), "absent from the tileiras build"),
        ("func.func @f() {\n  %0 = \"x.y\"() : (i32) -> ()\n}\n", (2, 17), "0 operands but 1 operand types"),
    ];
    for (src, (line, col), msg) in cases {
        let d = parser::parse(src).expect_err(src);
        assert_eq!((d.span.line, d.span.col), (line, col), "{src}: {d:?}");
        assert!(d.message.contains(msg), "{src}: {}", d.message);
    }
}

#[test]
fn pathological_nesting_is_a_diagnostic_not_a_stack_overflow() {
    let depth = 5000;
    let src = format!("{}{}", "\"a.b\"() ({\n".repeat(depth), "})  : () -> ()\n".repeat(depth));
    let d = parser::parse(&src).expect_err("too deep");
    assert!(d.message.contains("nesting deeper than"), "{}", d.message);
    let types = format!("func.func @f(%a: {}i32{}) {{\n}}\n", "vector<".repeat(depth), ">".repeat(depth));
    assert!(parser::parse(&types).is_err());
    let attrs = format!("func.func @f() attributes {{a = {}1{}}} {{\n}}\n", "[".repeat(depth), "]".repeat(depth));
    assert!(parser::parse(&attrs).expect_err("deep attribute").message.contains("nesting deeper than"));
}

#[test]
fn mbarrier_create_becomes_a_private_shared_global() {
    let src = include_str!("../../../tests/corpus/mlir/mbarrier_init.mlir");
    let text = converted(src, "sm_80");
    let global = text.lines().find(|l| l.contains("\"memref.global\"")).expect("a memref.global");
    assert!(global.contains("sym_name = \"__mbarrier\"") && global.contains("sym_visibility = \"private\""), "{global}");
    assert!(global.contains("memref<4xi64, 3>"), "{global}");
    assert!(text.contains("\"memref.get_global\""));
    assert!(!op_names(&text).iter().any(|n| n.starts_with("nvgpu.")), "{text}");
    // Barrier 2 of the group: the slot is a GEP of 2 i64 = 16 bytes in the LLVM IR.
    let (fe, _) = front_end(src, sm("sm_80"));
    let ll = lower::text(&fe.llvm);
    assert!(ll.contains("@__mbarrier = internal addrspace(3) global [4 x i64] undef"), "{ll}");
    assert!(ll.contains("getelementptr i64, ptr addrspace(3) @__mbarrier, i64 2"), "{ll}");
}

#[test]
fn shared_group_selects_the_shared_forms_and_a_generic_group_the_generic_ones() {
    let src = "func.func @f(%g: !nvgpu.mbarrier.group<memorySpace = SPACE>, %n: index) {\n  %c0 = arith.constant 0 : index\n  nvgpu.mbarrier.init %g[%c0], %n : !nvgpu.mbarrier.group<memorySpace = SPACE>\n  %t = nvgpu.mbarrier.arrive %g[%c0] : !nvgpu.mbarrier.group<memorySpace = SPACE> -> !nvgpu.mbarrier.token\n  return\n}\n";
    let shared = op_names(&converted(&src.replace("SPACE", "#gpu.address_space<workgroup>"), "sm_80"));
    assert!(shared.contains(&"nvvm.mbarrier.init.shared".to_string()) && shared.contains(&"nvvm.mbarrier.arrive.shared".to_string()), "{shared:?}");
    let generic = op_names(&converted(&src.replace("SPACE", "0"), "sm_80"));
    assert!(generic.contains(&"nvvm.mbarrier.init".to_string()) && generic.contains(&"nvvm.mbarrier.arrive".to_string()), "{generic:?}");
    assert!(!generic.iter().any(|n| n.ends_with(".shared")), "{generic:?}");
}

#[test]
fn warpgroup_mma_is_the_four_stage_sequence() {
    let src = include_str!("../../../tests/corpus/mlir/warpgroup_mma_two_tiles.mlir");
    let names = op_names(&converted(src, "sm_90a"));
    let wg: Vec<&str> = names.iter().map(String::as_str).filter(|n| n.starts_with("nvvm.wgmma")).collect();
    assert_eq!(wg, ["nvvm.wgmma.fence.aligned", "nvvm.wgmma.mma_async", "nvvm.wgmma.mma_async", "nvvm.wgmma.commit.group.sync.aligned", "nvvm.wgmma.wait.group.sync.aligned"]);
    let text = converted(src, "sm_90a");
    assert!(text.contains("{group = 0 : i64}"), "waitGroup 0 is passed through");
}

#[test]
fn device_async_copy_size_and_cache_modifier() {
    let text = converted(include_str!("../../../tests/corpus/mlir/device_async_copy.mlir"), "sm_80");
    let cp = text.lines().find(|l| l.contains("nvvm.cp.async.shared.global")).expect("the copy");
    assert!(cp.contains("size = 16 : i32") && cp.contains("load_cache_modifier<cg>"), "{cp}");
    let text = converted(include_str!("../../../tests/corpus/mlir/device_async_copy_ca.mlir"), "sm_80");
    let cp = text.lines().find(|l| l.contains("nvvm.cp.async.shared.global")).expect("the copy");
    assert!(cp.contains("size = 8 : i32") && cp.contains("load_cache_modifier<ca>"), "{cp}");
    // Three copies and one group: exactly one commit.
    let names = op_names(&converted(include_str!("../../../tests/corpus/mlir/device_async_create_group.mlir"), "sm_80"));
    assert_eq!(names.iter().filter(|n| *n == "nvvm.cp.async.commit.group").count(), 1);
    assert_eq!(names.iter().filter(|n| *n == "nvvm.cp.async.shared.global").count(), 3);
}

#[test]
fn sparse_mma_goes_through_inline_asm() {
    let text = converted(include_str!("../../../tests/corpus/mlir/mma_sp_sync.mlir"), "sm_80");
    let asm = text.lines().find(|l| l.contains("llvm.inline_asm")).expect("an inline_asm op");
    assert!(asm.contains("mma.sp.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0,$1},{$2,$3},{$4,$5},{$6,$7},$8,0x1;"), "{asm}");
    assert!(!text.contains("nvvm.mma"), "no nvvm sparse op");
}

#[test]
fn warp_execute_broadcasts_each_result() {
    let names = op_names(&converted(include_str!("../../../tests/corpus/mlir/warp_execute_on_lane_0.mlir"), "sm_75"));
    assert_eq!(names.iter().filter(|n| *n == "nvvm.shfl.sync").count(), 2);
    assert!(names.contains(&"scf.if".to_string()));
}

#[test]
fn tma_create_descriptor_encodes_on_the_host() {
    let text = converted(include_str!("../../../tests/corpus/mlir/tma_create_descriptor.mlir"), "sm_90");
    assert!(text.contains("callee = @cuTensorMapEncodeTiled"), "{text}");
    // The CUtensorMap: one 16 x i64 = 128-byte, 64-byte aligned alloca.
    assert!(text.lines().any(|l| l.contains("\"llvm.alloca\"") && l.contains("elem_type = !llvm.array<16 x i64>") && l.contains("alignment = 64")), "{text}");
}

#[test]
fn every_op_lists_one_benefit_one_pattern() {
    assert!(convert::PATTERNS.len() >= 30);
    assert!(convert::PATTERNS.iter().all(|p| p.benefit == 1));
    let mut names: Vec<&str> = convert::PATTERNS.iter().map(|p| p.op).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), convert::PATTERNS.len(), "one pattern per op");
}

/// Deterministic mutations of the corpus (truncations, deletions, duplications, replacements from
/// the characters MLIR uses) through the whole front end: never a panic, every diagnostic
/// positioned, and whatever parses prints back to a fixpoint.
#[test]
fn mutated_kernels_never_panic() {
    let alphabet: &[u8] = b"%@!#^(){}[]<>,:=x0123456789 \n\"-.?*abcdefgimnprstuvxyz_";
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let targets = [sm("sm_80"), sm("sm_90a"), sm("sm_100a")];
    for (name, src) in corpus() {
        let bytes = src.as_bytes();
        for round in 0..120 {
            let mut b = bytes.to_vec();
            let at = (next() as usize) % b.len().max(1);
            match round % 4 {
                0 => b.truncate(at),
                1 => {
                    let len = (next() as usize % 12).min(b.len() - at);
                    b.drain(at..at + len);
                }
                2 => {
                    let len = (next() as usize % 40).min(b.len() - at);
                    let piece = b[at..at + len].to_vec();
                    b.splice(at..at, piece);
                }
                _ => {
                    if at < b.len() {
                        b[at] = alphabet[next() as usize % alphabet.len()];
                    }
                }
            }
            let Ok(text) = String::from_utf8(b) else { continue };
            let (_, diags) = front_end(&text, targets[round % 3]);
            for d in &diags {
                assert!(d.span.line >= 1 && d.span.col >= 1, "{name} round {round}: {d:?}");
            }
            if let Ok(m) = parser::parse(&text) {
                let once = printer::print(&m);
                let again = parser::parse(&once).unwrap_or_else(|d| panic!("{name} round {round}: the printout does not parse: {d:?}\n{once}"));
                assert_eq!(printer::print(&again), once, "{name} round {round}");
            }
        }
    }
}

#[test]
fn the_trace_of_an_mlir_compilation_round_trips_through_json() {
    let src = include_str!("../../../tests/corpus/mlir/mbarrier_init.mlir");
    let opts = crate::Options { sm: sm("sm_80"), stop_after: crate::Stage::Llvm, ..crate::Options::default() };
    let c = crate::compile(src, &opts);
    assert!(!c.has_errors(), "{:?}", c.diagnostics);
    let json = c.trace_json();
    let back: crate::Compilation = serde_json::from_str(&json).expect("the trace deserializes");
    assert_eq!(serde_json::to_string_pretty(&back).unwrap_or_default(), json);
    let stats = back.trace.phases.iter().find(|p| p.id == crate::trace::PhaseId::NvgpuToNvvm).map(|p| match &p.snapshot {
        crate::trace::Snapshot::Text(t) => t.stats.clone(),
        _ => vec![],
    });
    let stats = stats.expect("the conversion phase");
    assert!(stats.iter().any(|(k, v)| k == "pattern nvgpu.mbarrier.init (benefit 1)" && *v == 1), "{stats:?}");
}

#[test]
fn llvm_dialect_custom_forms_parse_into_the_ops_the_lowering_reads() {
    let src = "func.func @f(%p: !llvm.ptr<3>, %i: i64, %s: !llvm.struct<(i32, array<2 x f32>)>) -> f32 {\n  %q = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32\n  %g = llvm.addrspacecast %q : !llvm.ptr<3> to !llvm.ptr\n  %x = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>\n  %t = llvm.insertvalue %x, %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>\n  %z = llvm.mlir.zero : !llvm.struct<(i32, array<2 x f32>)>\n  return %x : f32\n}\n";
    let m = parser::parse(src).unwrap_or_else(|d| panic!("{d:?}"));
    let mut seen = vec![];
    m.walk(&mut |o| {
        if o.name.starts_with("llvm.") {
            seen.push((o.name.clone(), o.results.iter().map(|r| m.ty(*r).to_string()).collect::<Vec<_>>()));
        }
    });
    let want = [
        ("llvm.getelementptr", "!llvm.ptr<3>"),
        ("llvm.addrspacecast", "!llvm.ptr"),
        ("llvm.extractvalue", "f32"),
        ("llvm.insertvalue", "!llvm.struct<(i32, array<2 x f32>)>"),
        ("llvm.mlir.zero", "!llvm.struct<(i32, array<2 x f32>)>"),
    ];
    assert_eq!(seen.len(), want.len(), "{seen:?}");
    for ((n, t), (wn, wt)) in seen.iter().zip(want) {
        assert_eq!((n.as_str(), t.join(",").as_str()), (wn, wt));
    }
    let d = parser::parse("func.func @f(%s: !llvm.struct<(i32)>) {\n  %x = llvm.extractvalue %s[3] : !llvm.struct<(i32)>\n  return\n}\n").expect_err("out of range");
    assert!(d.message.contains("position 3 is out of range"), "{}", d.message);
    // And the function lowers: the GEP over f32 in shared memory, the extractvalue path.
    let (fe, diags) = front_end(src, sm("sm_80"));
    assert!(diags.is_empty(), "{diags:?}");
    let ll = lower::text(&fe.llvm);
    assert!(ll.contains("getelementptr float, ptr addrspace(3) %v0, i64 %v1"), "{ll}");
    assert!(ll.contains("extractvalue { i32, [2 x float] } %v2, 1, 0"), "{ll}");
}
