//! The family registry's invariants, and selection through it on small kernels.

use super::*;

#[test]
fn cell_keys_are_unique_within_a_family_and_records_agree_on_their_template() {
    let mut keys = std::collections::BTreeSet::new();
    let mut templates: BTreeMap<&str, &str> = BTreeMap::new();
    for (f, c) in &registry().cells {
        assert_eq!(c.axes.len(), f.axes.len(), "{}", c.intrinsic);
        assert!(
            keys.insert((f.id, c.key())),
            "duplicate cell {} {}",
            f.id,
            c.key()
        );
        if c.illegal.is_none() {
            assert!(
                !c.record.is_empty() && !c.record.contains("anonymous"),
                "{}",
                c.intrinsic
            );
            let t = templates
                .entry(c.record.as_str())
                .or_insert(c.form.template.as_str());
            assert_eq!(*t, c.form.template, "record {} has two templates", c.record);
            assert!(
                !c.form.template.contains('{') || c.form.template.contains("${"),
                "unreplaced placeholder in {}",
                c.ptx
            );
            assert!(
                crate::mir::instrs::INSTRS
                    .iter()
                    .all(|d| d.name != c.record),
                "{} shadows a base row",
                c.record
            );
        }
    }
}

#[test]
fn every_legal_cell_has_a_lowest_target() {
    for (_, c) in &registry().cells {
        if c.illegal.is_none() {
            assert!(c.lowest_target().is_some(), "{} has no target", c.key());
        }
    }
}

fn compile_at(src: &str, sm: &str) -> crate::Compilation {
    let options = crate::Options {
        sm: Sm::parse(sm).unwrap(),
        stop_after: crate::Stage::Ptx,
        ..crate::Options::default()
    };
    crate::compile(src, &options)
}

#[test]
fn a_shuffle_selects_its_cell_with_the_immediate_forms() {
    let reg = registry();
    let c = reg
        .lookup("llvm.nvvm.shfl.sync.down.i32p")
        .map(|(_, c)| c)
        .find(|c| c.key() == "down i32 p imm imm imm")
        .unwrap();
    let comp = compile_at(&c.module(), "sm_75");
    assert!(!comp.has_errors(), "{:?}", comp.diagnostics);
    let ptx = comp.outputs.ptx.clone().unwrap_or_default();
    assert!(
        ptx.contains("shfl.sync.down.b32 \t%r2|%p1, %r1, 1, 31, -1;"),
        "{ptx}"
    );
    let mir = comp.outputs.mir.clone().unwrap_or_default();
    assert!(
        mir.contains("SHFL_SYNC_DOWN_B32_Pirii %p1, -1, %r1, 1, 31"),
        "{mir}"
    );
}

#[test]
fn a_gate_failure_is_a_positioned_diagnostic() {
    let reg = registry();
    let c = reg
        .lookup("llvm.nvvm.vote.ballot.sync")
        .map(|(_, c)| c)
        .next()
        .unwrap();
    let mut bad = c.clone();
    bad.gates.push(Gate::Min {
        sm: 80,
        ptx: (7, 0),
    });
    let st = Subtarget::new(Sm::parse("sm_75").unwrap(), None).unwrap();
    assert_eq!(
        bad.check(&st),
        Err("Cannot select: intrinsic %llvm.nvvm.vote.ballot.sync".to_string())
    );
    assert_eq!(
        bad.failing_targets().first().map(|(t, _)| t.sm.to_string()),
        Some("sm_75".into())
    );
}

fn cell(intrinsic: &str) -> &'static Cell {
    registry()
        .lookup(intrinsic)
        .map(|(_, c)| c)
        .next()
        .unwrap_or_else(|| panic!("no cell for {intrinsic}"))
}

/// Compiles the cell's kernel at `sm` (its default PTX): the error messages, and whether PTX came out.
fn refusal(intrinsic: &str, sm: &str) -> (Vec<String>, bool) {
    let comp = compile_at(&cell(intrinsic).module(), sm);
    let errors = comp
        .diagnostics
        .iter()
        .filter(|d| d.severity == crate::diag::Severity::Error)
        .inspect(|d| assert!(d.span.line > 0, "unpositioned: {d:?}"))
        .map(|d| d.message.clone())
        .collect();
    (errors, comp.outputs.ptx.is_some())
}

/// Every verbatim seed diagnostic the families reach (SEED_CONTRACT 5.80-5.82, 5.88), byte for
/// byte, with no fall-through to the MatcherTable (one error, no "Cannot select", no PTX).
#[test]
fn the_seed_diagnostics_come_out_verbatim() {
    use crate::target::messages::*;
    let cases: &[(&str, &str, &str)] = &[
        // 5.80: gate 1 (a cvt_packfloat format below sm_90; "atleast" and "78" kept). FP8 is
        // not behind it (C-36: see the next test).
        (
            "llvm.nvvm.ff.to.e2m1x2.rn.satfinite",
            "sm_89",
            CVT_PACKFLOAT_NEEDS_SM90,
        ),
        (
            "llvm.nvvm.e2m3x2.to.f16x2.rn.relu",
            "sm_87",
            CVT_PACKFLOAT_NEEDS_SM90,
        ),
        (
            "llvm.nvvm.ff.to.ue8m0x2.rz",
            "sm_80",
            CVT_PACKFLOAT_NEEDS_SM90,
        ),
        // 5.81: UE8M0x2 on plain sm_100 (the seed's test), and on sm_90.
        (
            "llvm.nvvm.ff.to.ue8m0x2.rz",
            "sm_100",
            CVT_PACKFLOAT_UE8M0X2,
        ),
        (
            "llvm.nvvm.bf16x2.to.ue8m0x2.rp.satfinite",
            "sm_90",
            CVT_PACKFLOAT_UE8M0X2,
        ),
        // 5.82: FP6 on sm_90 (the seed's test) and on the family-conditional sm_100f.
        (
            "llvm.nvvm.ff.to.e2m3x2.rn.satfinite",
            "sm_90",
            CVT_PACKFLOAT_FP6_FP4,
        ),
        (
            "llvm.nvvm.ff.to.e3m2x2.rn.relu.satfinite",
            "sm_100f",
            CVT_PACKFLOAT_FP6_FP4,
        ),
        // 5.82 for FP4 (1.A10: FP4 on sm_90), and FP4 on the family-conditional sm_120f.
        (
            "llvm.nvvm.ff.to.e2m1x2.rn.relu.satfinite",
            "sm_90",
            CVT_PACKFLOAT_FP6_FP4,
        ),
        (
            "llvm.nvvm.ff.to.e2m1x2.rn.satfinite",
            "sm_120f",
            CVT_PACKFLOAT_FP6_FP4,
        ),
        // 5.88 (5.41): float atomics other than add/exch, per address space.
        (
            "llvm.nvvm.atomic.min.gen.f.cta.f32.p1",
            "sm_90",
            "atom.min.f32 not supported in address space global",
        ),
        (
            "llvm.nvvm.atomic.and.gen.f.sys.f64.p0",
            "sm_90",
            "atom.and.f64 not supported in address space generic",
        ),
        (
            "llvm.nvvm.atomic.inc.gen.f.cta.f32.p3",
            "sm_90",
            "atom.inc.f32 not supported in address space shared::cta",
        ),
    ];
    for &(intrinsic, sm, want) in cases {
        let (errors, ptx) = refusal(intrinsic, sm);
        assert_eq!(errors, vec![want.to_string()], "{intrinsic} on {sm}");
        assert!(!ptx, "{intrinsic} on {sm} printed PTX");
    }
    // Gate 1 passes on sm_90 / PTX 7.8 and the later gates on the conditional targets.
    for (intrinsic, sm) in [
        ("llvm.nvvm.ff.to.e4m3x2.rn", "sm_90"),
        ("llvm.nvvm.ff.to.e2m1x2.rn.satfinite", "sm_100a"),
        ("llvm.nvvm.e2m1x2.to.f16x2.rn.relu", "sm_120a"),
        ("llvm.nvvm.ff.to.ue8m0x2.rz", "sm_100f"),
        ("llvm.nvvm.ff.to.e2m3x2.rn.satfinite", "sm_100a"),
    ] {
        assert_eq!(
            refusal(intrinsic, sm),
            (Vec::new(), true),
            "{intrinsic} on {sm}"
        );
    }
}

/// SEED_CONTRACT C-36 (seed 000's cvt_packfloat validator wants SM90 + PTX 7.7 for every packed
/// conversion; seed 002 puts the FP8 conversions at sm_89 / PTX 7.8): the FP8 intrinsics are not
/// cvt_packfloat, and follow LLVM 22 and ptxas 13.5, which take them at sm_89 with PTX 8.1 (and at
/// sm_90 with 7.8); the validator keeps the FP6/FP4/UE8M0 formats. So `nvgpu.cvt_fpext` /
/// `nvgpu.cvt_fptrunc` to FP8 compile at their sm_89 floor.
#[test]
fn fp8_conversions_follow_llvm22_at_sm89_and_not_the_packfloat_validator() {
    let at = |intrinsic: &str, sm: &str, ptx: &str| {
        let options = crate::Options {
            sm: Sm::parse(sm).unwrap(),
            ptx: PtxVersion::parse(ptx),
            stop_after: crate::Stage::Ptx,
            ..crate::Options::default()
        };
        let comp = crate::compile(&cell(intrinsic).module(), &options);
        let errors: Vec<String> = comp.diagnostics.iter().map(|d| d.message.clone()).collect();
        (errors, comp.outputs.ptx.filter(|_| !comp.diagnostics.iter().any(|d| d.severity == crate::diag::Severity::Error)))
    };
    for name in [
        "llvm.nvvm.ff.to.e4m3x2.rn",
        "llvm.nvvm.ff.to.e5m2x2.rn.relu",
        "llvm.nvvm.f16x2.to.e4m3x2.rn",
        "llvm.nvvm.e5m2x2.to.f16x2.rn",
        "llvm.nvvm.e4m3x2.to.f16x2.rn.relu",
    ] {
        let (errors, ptx) = at(name, "sm_89", "8.1");
        assert!(errors.is_empty(), "{name} at sm_89 / PTX 8.1: {errors:?}");
        let ptx = ptx.unwrap();
        assert!(ptx.contains(".e4m3x2") || ptx.contains(".e5m2x2"), "{ptx}");
        // Below PTX 8.1 on sm_89, LLVM 22's refusal (not the seed's SM90 message).
        let (errors, ptx) = at(name, "sm_89", "8.0");
        assert_eq!(errors, vec![crate::target::messages::cannot_select_intrinsic(name)]);
        assert!(ptx.is_none());
    }
    // The validator still guards the cvt_packfloat formats at sm_89.
    let (errors, _) = at("llvm.nvvm.ff.to.e3m2x2.rn.satfinite", "sm_89", "8.1");
    assert_eq!(errors, vec![crate::target::messages::CVT_PACKFLOAT_NEEDS_SM90.to_string()]);
}

/// A gate without seed wording refuses as LLVM 22 does, and no later layer tries the node.
#[test]
fn other_gates_refuse_in_llvm22_wording() {
    assert_eq!(
        refusal("llvm.nvvm.redux.sync.add", "sm_75"),
        (
            vec!["Cannot select: intrinsic %llvm.nvvm.redux.sync.add".to_string()],
            false
        )
    );
    assert_eq!(
        refusal("llvm.nvvm.redux.sync.fmin.abs", "sm_100"),
        (
            vec!["Cannot select: intrinsic %llvm.nvvm.redux.sync.fmin.abs".to_string()],
            false
        )
    );
    assert_eq!(
        refusal("llvm.nvvm.read.ptx.sreg.cluster.ctarank", "sm_89"),
        (
            vec!["Cannot select: intrinsic %llvm.nvvm.read.ptx.sreg.cluster.ctarank".to_string()],
            false
        )
    );
}

/// The trace names the family and cell, the family table has the cell as a row, and the
/// compilation marks it used; the MIR shows LLVM's record name.
#[test]
fn the_trace_and_the_family_table_show_the_cell_used() {
    let c = registry()
        .lookup("llvm.nvvm.atomic.add.gen.i.cta.i32.p0")
        .map(|(_, c)| c)
        .find(|c| c.axes[4] == "imm")
        .unwrap();
    let comp = compile_at(&c.module(), "sm_90");
    assert!(!comp.has_errors(), "{:?}", comp.diagnostics);
    let mir = comp.outputs.mir.clone().unwrap_or_default();
    assert!(mir.contains("INT_PTX_SATOM_ADD_s32_ctageni"), "{mir}");
    let ptx = comp.outputs.ptx.clone().unwrap_or_default();
    assert!(ptx.contains("atom.cta.add.s32 \t%r1, [%rd2], 1;"), "{ptx}");
    let node = comp
        .trace
        .phases
        .iter()
        .filter_map(|p| match &p.snapshot {
            crate::trace::Snapshot::Isel(s) => Some(s),
            _ => None,
        })
        .flat_map(|s| s.nodes.iter())
        .find(|n| n.layer == crate::trace::SelectorLayer::IntrinsicFamily)
        .expect("a layer-1 node");
    let pairs: Vec<(&str, &str)> = node
        .family_cell
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    assert!(
        pairs.contains(&("family", "atomic"))
            && pairs.contains(&("cell", "add cta s32 generic imm")),
        "{pairs:?}"
    );
    let tables = crate::tables::all();
    let t = tables
        .iter()
        .find(|t| t.id == "family-atomic")
        .expect("the atomic family table");
    let used: Vec<String> = t
        .rows
        .iter()
        .filter(|r| crate::tables::row_used(t, r, &comp.trace.used))
        .map(|r| r[0].clone())
        .collect();
    assert_eq!(used, vec!["add cta s32 generic imm".to_string()]);
    for f in FAMILIES {
        let t = tables.iter().find(|t| t.id == f.table_id()).unwrap();
        assert_eq!(
            t.rows.len(),
            registry().family_cells(f.id).count(),
            "{}",
            f.id
        );
    }
}

/// A special-register read stays with the MatcherTable's fast path (as LLVM's tablegen pattern
/// selects it) but prints its family record and names its cell.
#[test]
fn a_special_register_read_is_a_matcher_cell_with_its_record() {
    let comp = compile_at(
        &cell("llvm.nvvm.read.ptx.sreg.clusterid.y").module(),
        "sm_90",
    );
    assert!(!comp.has_errors(), "{:?}", comp.diagnostics);
    assert!(
        comp.outputs
            .mir
            .clone()
            .unwrap_or_default()
            .contains("INT_PTX_SREG_CLUSTERID_y")
    );
    assert!(
        comp.outputs
            .ptx
            .clone()
            .unwrap_or_default()
            .contains("mov.u32 \t%r1, %clusterid.y;")
    );
    let isel = comp.outputs.isel.clone().unwrap_or_default();
    assert!(isel.contains("layer 3 (MatcherTable)\n    matcher: fast path\n    family: sreg\n    cell: clusterid y"), "{isel}");
}

/// Tensor-map replace: a field per cell, the value a target lacks refused in LLVM 22's words
/// before the target's floor, a generic pointer refused as LLVM 22 refuses it; the FP4 conversion
/// prints its scoped `.b8` block as LLVM 22 does.
#[test]
fn tensormap_replace_and_fp4_cells() {
    let (errors, ptx) = refusal("llvm.nvvm.tensormap.replace.rank.p1", "sm_100a");
    assert!(errors.is_empty() && ptx, "{errors:?}");
    assert_eq!(
        refusal("llvm.nvvm.tensormap.replace.rank.p3", "sm_90").0,
        vec!["Cannot select: intrinsic %llvm.nvvm.tensormap.replace.rank".to_string()]
    );
    let value = |intrinsic: &str, v: i64| {
        registry()
            .lookup(intrinsic)
            .map(|(_, c)| c)
            .find(|c| c.args.get(1) == Some(&Arg::Const(Ty::I32, v)))
            .unwrap()
    };
    let elem13 = value("llvm.nvvm.tensormap.replace.elemtype.p1", 13);
    let st = |sm: &str, ptx: &str| Subtarget { sm: Sm::parse(sm).unwrap(), ptx: PtxVersion::parse(ptx).unwrap() };
    assert_eq!(
        elem13.check(&st("90a", "8.3")),
        Err("Intrinsic llvm.nvvm.tensormap.replace.elemtype.p1 with value 13 is not supported on the given target.".into())
    );
    assert_eq!(elem13.check(&st("100a", "8.7")), Ok(()));
    assert_eq!(value("llvm.nvvm.tensormap.replace.elemtype.p1", 12).check(&st("90a", "8.3")), Ok(()));
    let swz4 = value("llvm.nvvm.tensormap.replace.swizzle.mode.p3", 4);
    assert_eq!(swz4.lowest_target().map(|t| t.sm.to_string()), Some("sm_103a".into()));
    assert_eq!(
        refusal("llvm.nvvm.tensormap.replace.global.address.p0", "sm_100a").0,
        vec!["Cannot select: intrinsic %llvm.nvvm.tensormap.replace.global.address".to_string()]
    );
    // The f32x4 stochastic-rounding conversions: the <4 x float> is four operands.
    let x4 = cell("llvm.nvvm.f32x4.to.e5m2x4.rs.relu.satfinite");
    assert!(x4.declare().contains("(<4 x float>, i32)"), "{}", x4.declare());
    let comp = compile_at(&x4.module(), "sm_103a");
    assert!(
        comp.outputs.ptx.as_deref().unwrap_or("").contains("cvt.rs.relu.satfinite.e5m2x4.f32 \t%r6, {%r1, %r2, %r3, %r4}, %r5;"),
        "{:?}",
        comp.diagnostics
    );
    assert_eq!(
        refusal("llvm.nvvm.f32x4.to.e2m1x4.rs.satfinite", "sm_120a").0,
        vec!["Cannot select: NVPTXISD::CVT_E2M1X4_F32X4_RS_SF".to_string()]
    );
    let comp = compile_at(&cell("llvm.nvvm.ff.to.e2m1x2.rn.satfinite").module(), "sm_100a");
    let ptx = comp.outputs.ptx.unwrap();
    assert!(
        ptx.contains("\t{\n\t.reg .b8 \t%e2m1x2_out;\n\tcvt.rn.satfinite.e2m1x2.f32 \t%e2m1x2_out, %r1, %r2;\n\tcvt.u16.u8 \t%rs1, %e2m1x2_out;\n\t}\n"),
        "{ptx}"
    );
}

/// clusterlaunchcontrol.query_cancel takes the i128 response as its two i64 halves, packed into
/// a scoped `.b128` register in the instruction's own block, as LLVM 22 prints it.
#[test]
fn a_query_cancel_takes_its_i128_response_as_two_halves() {
    let c = cell("llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y");
    let comp = compile_at(&c.module(), "sm_100");
    assert!(!comp.has_errors(), "{:?}", comp.diagnostics);
    let ptx = comp.outputs.ptx.clone().unwrap_or_default();
    assert!(ptx.contains("ld.shared.v2.b64 \t{%rd3, %rd4}, [%rd2];"), "{ptx}");
    assert!(ptx.contains("mov.b128 \t%clc_handle, {%rd3, %rd4};"), "{ptx}");
    assert!(
        ptx.contains("clusterlaunchcontrol.query_cancel.get_first_ctaid::y.b32.b128 \t%r1, %clc_handle;"),
        "{ptx}"
    );
    // The response as a kernel parameter: a 16-byte array read with one ld.param.v2.b64.
    let src = "target triple = \"nvptx64-nvidia-cuda\"\n\
        declare i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128)\n\
        define ptx_kernel void @k(ptr addrspace(1) %out, i128 %r) {\n\
        \x20 %c = call i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128 %r)\n\
        \x20 %z = zext i1 %c to i32\n\
        \x20 store i32 %z, ptr addrspace(1) %out, align 4\n\
        \x20 ret void\n}\n";
    let comp = compile_at(src, "sm_100");
    assert!(!comp.has_errors(), "{:?}", comp.diagnostics);
    let ptx = comp.outputs.ptx.clone().unwrap_or_default();
    assert!(ptx.contains(".param .align 16 .b8 k_param_1[16]"), "{ptx}");
    assert!(ptx.contains("ld.param.v2.b64 \t{%rd2, %rd3}, [k_param_1];"), "{ptx}");
    assert!(ptx.contains("mov.b128 \t%clc_handle, {%rd2, %rd3};"), "{ptx}");
    let (errors, ptx) = refusal("llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled", "sm_90");
    assert_eq!(
        errors,
        vec!["Cannot select: intrinsic %llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled".to_string()]
    );
    assert!(!ptx);
}
