//! Tests of the selector: the scorer's worked example, the FTZ table, the table's bytecode and
//! the patterns end to end.

use super::cost::{LatticeSlot, Profile};
use super::matcher::{FunctionFacts, MatcherTable, Opc, Scorer, VOCABULARY};
use super::*;
use crate::dag::{NodeFlags, Payload};
use crate::{compile, Options, Stage};

/// `fadd (fadd (fmul a, b), c), d` with `contract` on every node; returns the DAG and the root.
fn worked_example_dag() -> (SelectionDag, NodeId) {
    let mut dag = SelectionDag::new("k", "entry", 1000);
    let entry = dag.entry_chain();
    let arg = |dag: &mut SelectionDag, r: u32| {
        let reg = dag.get_node(Isd::Register, &[Mvt::F32], &[], Payload::Register(r), None).unwrap();
        SdValue::new(dag.get_node(Isd::CopyFromReg, &[Mvt::F32, Mvt::Other], &[entry, SdValue::new(reg, 0)], Payload::None, None).unwrap(), 0)
    };
    let (a, b, c, d) = (arg(&mut dag, 0), arg(&mut dag, 1), arg(&mut dag, 2), arg(&mut dag, 3));
    let mul = dag.value(Isd::FMul, Mvt::F32, &[a, b], None).unwrap();
    let add1 = dag.value(Isd::FAdd, Mvt::F32, &[mul, c], None).unwrap();
    let add2 = dag.value(Isd::FAdd, Mvt::F32, &[add1, d], None).unwrap();
    for v in [mul, add1, add2] {
        dag.node_mut(v.node).flags = NodeFlags(NodeFlags::CONTRACT);
    }
    dag.root = add2;
    (dag, add2.node)
}

fn uses_of(dag: &SelectionDag) -> Vec<u32> {
    let mut u = vec![0; dag.len()];
    for n in dag.live() {
        for o in &dag.node(n).ops {
            if dag.vt(*o).is_value() {
                u[o.node.0 as usize] += 1;
            }
        }
    }
    u
}

fn costs_in(steps: &[MatcherStep]) -> Vec<i64> {
    steps
        .iter()
        .filter_map(|s| s.detail.rsplit_once("cost ").and_then(|(_, c)| c.trim().parse().ok()))
        .collect()
}

#[test]
fn worked_example_figures() {
    let (dag, root) = worked_example_dag();
    let table = MatcherTable::build(patterns::WORKED_EXAMPLE);
    let uses = uses_of(&dag);
    let scorer = Scorer { table: &table, dag: &dag, value_uses: &uses, slot: LatticeSlot::Volta, profile: Profile::WorkedExample, facts: FunctionFacts::default() };
    // P_FADD_R: 1, 21, 31, accept, 33.
    let mut steps = Vec::new();
    let m = scorer.run(table.entries[0], root, &mut steps).unwrap();
    assert_eq!(m.cost, 33);
    assert_eq!(costs_in(&steps), [1, 21, 31, 31, 33, 33]);
    // P_FMA_FADD: 22 (depth-2 frame), 42, 52, 104 at depth 1; 106, 107, 110 at the root.
    let mut steps = Vec::new();
    let m = scorer.run(table.entries[2], root, &mut steps).unwrap();
    assert_eq!(m.cost, 110);
    let costs = costs_in(&steps);
    for figure in [22, 42, 52, 104, 106, 107, 110] {
        assert!(costs.contains(&figure), "{figure} missing from {costs:?}");
    }
    assert_eq!(m.emits.iter().map(|e| e.emit.opcode).collect::<Vec<_>>(), ["FMA32rrr", "FADDf32rr"]);
    // Three frames: root, depth 1, depth 2.
    assert_eq!(steps.iter().filter(|s| s.opcode == "OPC_Scope").count(), 2);
    // The contest: four candidates, one rejected, the FMA fold wins (5.71, 5.74).
    let (ct, _) = contest(&scorer, root, 0, &mut BTreeMap::new());
    assert_eq!(ct.candidates.len(), 4);
    assert_eq!(ct.candidates.iter().filter(|c| c.rejected_by.is_some()).count(), 1);
    assert!(ct.candidates[1].rejected_by.as_deref().is_some_and(|r| r.contains("OPC_CheckPatternPredicate")));
    let winner = ct.candidates.iter().find(|c| c.won).unwrap();
    assert_eq!((winner.pattern.as_str(), winner.cost), ("P_FMA_FADD", Some(110)));
}

#[test]
fn binary_profile_amplifies_depth_zero() {
    let (dag, root) = worked_example_dag();
    let table = MatcherTable::build(patterns::WORKED_EXAMPLE);
    let uses = uses_of(&dag);
    let scorer = Scorer { table: &table, dag: &dag, value_uses: &uses, slot: LatticeSlot::Volta, profile: Profile::Binary, facts: FunctionFacts::default() };
    let m = scorer.run(table.entries[0], root, &mut Vec::new()).unwrap();
    assert_eq!(m.cost, 42, "CheckOpcode costs Mult(0) = 10 under the formula");
    // On Hopper the FMA-fold row reads byte 1: no doubling at depth 1.
    let hopper = Scorer { slot: LatticeSlot::Hopper, profile: Profile::WorkedExample, ..scorer };
    assert_eq!(hopper.run(table.entries[2], root, &mut Vec::new()).unwrap().cost, 58);
}

#[test]
fn failure_is_not_cost_zero() {
    let (dag, root) = worked_example_dag();
    let table = MatcherTable::build(patterns::PATTERNS);
    let uses = uses_of(&dag);
    let scorer = Scorer { table: &table, dag: &dag, value_uses: &uses, slot: LatticeSlot::Hopper, profile: Profile::Binary, facts: FunctionFacts::default() };
    // An i32 add pattern on an f32 fadd is a rejection naming the check.
    let add = table.patterns.iter().position(|p| p.name == "P_ADDi32rr").unwrap();
    let err = scorer.run(table.entries[add], root, &mut Vec::new()).unwrap_err();
    assert!(err.contains("OPC_CheckOpcode"), "{err}");
}

#[test]
fn bytecode_uses_the_fifteen_entry_vocabulary() {
    let table = MatcherTable::build(patterns::PATTERNS);
    assert!(matches!(table.code[0], Opc::SwitchOpcode(_)));
    for op in &table.code {
        assert!(VOCABULARY.contains(&op.vocabulary_entry()), "{}", op.name());
    }
    // Every pattern is reachable from the switch, and every emitted opcode is a table row.
    for (i, p) in table.patterns.iter().enumerate() {
        let reachable = table.code.iter().any(|op| matches!(op, Opc::SwitchType(t) if t.iter().any(|(_, e)| e.contains(&table.entries[i]))));
        assert!(reachable, "{} is unreachable", p.name);
        let mut node = vec![&p.root];
        while let Some(n) = node.pop() {
            if let Some(e) = n.emit {
                assert!(crate::mir::instrs::find(e.opcode).is_some(), "{}: {}", p.name, e.opcode);
            }
            for it in n.items {
                if let matcher::Item::Scope { node: child, .. } = it {
                    node.push(child);
                }
            }
        }
    }
    let names: std::collections::BTreeSet<_> = table.patterns.iter().map(|p| p.name).collect();
    assert_eq!(names.len(), table.patterns.len(), "pattern names are unique");
}

fn ptx_of(ir: &str, sm: &str) -> crate::Compilation {
    let opts = Options { sm: crate::target::Sm::parse(sm).unwrap(), stop_after: Stage::Ptx, ..Options::default() };
    compile(ir, &opts)
}

fn fma_kernel(attrs: &str, flags: &str) -> String {
    format!(
        "define ptx_kernel void @k(ptr %p, float %a, float %b, float %c) #0 {{\n  %r = call {flags} float @llvm.fma.f32(float %a, float %b, float %c)\n  store float %r, ptr %p, align 4\n  ret void\n}}\ndeclare float @llvm.fma.f32(float, float, float)\nattributes #0 = {{ {attrs} }}\n"
    )
}

#[test]
fn ftz_probe_two_by_two() {
    let cells = [
        ("\"denormal-fp-math-f32\"=\"ieee,ieee\"", false),
        ("\"denormal-fp-math-f32\"=\"ieee,ieee\" \"unsafe-fp-math\"=\"true\"", true),
        ("\"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\"", true),
        ("\"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\" \"unsafe-fp-math\"=\"true\"", true),
    ];
    for (attrs, ftz) in cells {
        let c = ptx_of(&fma_kernel(attrs, ""), "90");
        assert!(c.diagnostics.is_empty(), "{attrs}: {:?}", c.diagnostics);
        let ptx = c.outputs.ptx.unwrap();
        assert_eq!(ptx.contains("fma.rn.ftz.f32"), ftz, "{attrs}\n{ptx}");
        assert_eq!(ptx.contains("fma.rn.f32"), !ftz, "{attrs}\n{ptx}");
    }
    // The probe's flag bit alone turns FTZ on (the table's "3 of 4").
    assert!(use_ftz_flag_only());
}

fn use_ftz_flag_only() -> bool {
    matcher::use_ftz(matcher::FTZ_PROBE_FLAG, FunctionFacts::default()) && !matcher::use_ftz(0, FunctionFacts::default())
}

#[test]
fn ftz_cells_record_their_mi_chains() {
    let c = ptx_of(&fma_kernel("\"unsafe-fp-math\"=\"true\"", ""), "90");
    let report = c.outputs.isel.unwrap();
    assert!(report.contains("0x65 FMA → 0x10F FTZ_WRAP → 0x64 FMAD → 0x63 FMAD"), "{report}");
    let c = ptx_of(&fma_kernel("\"denormal-fp-math-f32\"=\"ieee,ieee\"", ""), "90");
    assert!(c.outputs.isel.unwrap().contains("0xF7 FMA_NON_FTZ → 0xD2 INST_WRAPPER → 0x11 CopyToReg → 207"));
}

/// Each pattern family on a kernel: the PTX the winners print.
#[test]
fn patterns_select_their_instructions() {
    let ir = r#"
define ptx_kernel void @k(ptr %p, i32 %a, i32 %b, float %x, float %y, double %d, i64 %l) {
  %s = sub i32 %a, %b
  %m = mul i32 %s, %b
  %sh = shl i32 %m, 3
  %sr = lshr i32 %sh, %a
  %sa = ashr i32 %sr, 2
  %an = and i32 %sa, 255
  %o = or i32 %an, %b
  %xo = xor i32 %o, -1
  %c = icmp ult i32 %xo, %a
  %se = select i1 %c, i32 %xo, i32 7
  store volatile i32 %se, ptr %p
  %fa = fadd float %x, %y
  %fm = fmul float %fa, %y
  %fn = fneg float %fm
  %fc = fcmp olt float %fn, 1.0
  %fs = select i1 %fc, float %fn, float 2.0
  %fi = fptosi float %fs to i32
  %if = sitofp i32 %fi to float
  %p1 = getelementptr i8, ptr %p, i64 8
  store volatile float %if, ptr %p1
  %dd = fadd double %d, 1.0
  %dz = fpext float %if to double
  %dm = fmul double %dd, %dz
  %p2 = getelementptr i8, ptr %p, i64 16
  store volatile double %dm, ptr %p2
  %t = trunc i64 %l to i32
  %tm = mul i32 %t, %a
  %z = zext i32 %tm to i64
  %ll = add i64 %z, %l
  %p3 = getelementptr i8, ptr %p, i64 24
  store volatile i64 %ll, ptr %p3
  ret void
}
"#;
    let c = ptx_of(ir, "90");
    assert!(c.diagnostics.is_empty(), "{:?}", c.diagnostics);
    let ptx = c.outputs.ptx.unwrap();
    for want in [
        "sub.s32", "mul.lo.s32", "shl.b32", "shr.u32", "shr.s32", "and.b32", "or.b32", "not.b32", "setp.lt.u32", "selp.b32",
        "add.rn.f32", "mul.rn.f32", "neg.f32", "setp.lt.f32", "selp.f32", "cvt.rzi.s32.f32", "cvt.rn.f32.s32", "add.rn.f64",
        "cvt.f64.f32", "mul.rn.f64", "cvt.u32.u64", "cvt.u64.u32", "add.s64", "st.volatile.global.b32", "[%rd2+8]", "st.volatile.global.b64",
        "0f3F800000", "0d3FF0000000000000",
    ] {
        assert!(ptx.contains(want), "{want} missing:\n{ptx}");
    }
}

#[test]
fn saxpy_folds_mad_and_mul_wide() {
    let c = ptx_of(include_str!("../../../assets/kernels/saxpy.ll"), "90");
    assert!(c.diagnostics.is_empty(), "{:?}", c.diagnostics);
    let ptx = c.outputs.ptx.unwrap();
    for want in ["mad.lo.s32", "mul.wide.s32", "fma.rn.f32", "mov.u32 \t%r3, %ctaid.x", "bra \t$L__BB0_2", ".param .u64 .ptr .align 1 saxpy_param_2"] {
        assert!(ptx.contains(want), "{want} missing:\n{ptx}");
    }
    assert!(!ptx.contains("mul.lo.s32"), "the mul is folded into mad.lo:\n{ptx}");
    assert!(!ptx.contains("cvt.s64.s32"), "the sext is folded into mul.wide:\n{ptx}");
}

#[test]
fn unselectable_node_is_a_positioned_diagnostic() {
    // fpow is Legal on NVPTX and has no pattern: LLVM 22 cannot select it either.
    let ir = "define ptx_kernel void @k(ptr %p, float %a, float %b) {\n  %r = call float @llvm.pow.f32(float %a, float %b)\n  store float %r, ptr %p\n  ret void\n}\ndeclare float @llvm.pow.f32(float, float)\n";
    let c = ptx_of(ir, "90");
    assert!(c.outputs.ptx.is_none());
    let d = c.diagnostics.iter().find(|d| d.message.starts_with("Cannot select")).expect("a Cannot select diagnostic");
    assert_eq!(d.span.line, 2);
}

#[test]
fn barrier_is_taken_by_layer_one() {
    let ir = "define ptx_kernel void @k() {\n  call void @llvm.nvvm.barrier0()\n  ret void\n}\ndeclare void @llvm.nvvm.barrier0()\n";
    let c = ptx_of(ir, "90");
    assert!(c.diagnostics.is_empty(), "{:?}", c.diagnostics);
    assert!(c.outputs.ptx.unwrap().contains("bar.sync \t0"));
    assert!(c.outputs.isel.unwrap().contains("layer 1 (intrinsic-with-chain)"));
}

#[test]
fn add_of_a_value_to_itself_checks_same_and_emits_an_integer() {
    let ir = "define ptx_kernel void @k(ptr %p, i32 %a, i32 %b) {\n  %x = add i32 %a, %a\n  %y = add i32 %x, %b\n  store i32 %y, ptr %p\n  ret void\n}\n";
    let c = ptx_of(ir, "90");
    assert!(c.diagnostics.is_empty(), "{:?}", c.diagnostics);
    let ptx = c.outputs.ptx.unwrap();
    assert!(ptx.contains("shl.b32 \t%r3, %r1, 1;"), "{ptx}");
    let isel = c.trace.phase(crate::trace::PhaseId::Isel).unwrap();
    let crate::trace::Snapshot::Isel(snap) = &isel.snapshot else { panic!("no isel snapshot") };
    let same = snap.nodes.iter().find(|n| n.selected == "SHLi32ri").expect("the add x, x contest");
    assert!(same.matcher_steps.iter().any(|s| s.opcode == "OPC_CheckSame" && s.passed));
    assert!(same.matcher_steps.iter().any(|s| s.opcode == "OPC_EmitInteger"));
    // The other add (different operands) rejects the same pattern at OPC_CheckSame.
    let other = snap.nodes.iter().find(|n| n.selected == "ADDi32rr").expect("the other add");
    let rejected = other.candidates.iter().find(|c| c.pattern == "P_SHLi32ri_add_same").unwrap();
    assert!(rejected.rejected_by.as_deref().unwrap().contains("OPC_CheckSame"));
}

#[test]
fn ptx_lines_link_back_to_the_ir() {
    let c = ptx_of(include_str!("../../../assets/kernels/saxpy.ll"), "90");
    let rec = c.trace.phase(crate::trace::PhaseId::PtxEmit).unwrap();
    let crate::trace::Snapshot::Text(t) = &rec.snapshot else { panic!("no PTX text snapshot") };
    let fma = t.lines.iter().find(|l| l.text.contains("fma.rn.f32")).unwrap();
    // `%r = tail call float @llvm.fma.f32(...)` is line 21 of saxpy.ll.
    assert_eq!(fma.source.map(|s| s.line), Some(21));
    assert!(t.lines.iter().filter(|l| l.text.trim_start().starts_with(".reg")).all(|l| l.source.is_none()));
}
