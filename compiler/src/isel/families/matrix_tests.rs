//! The matrix and asynchronous-copy families through the compiler: the seed's tcgen05 validator
//! messages (5.44), the arch-conditional gates, and cells that share a PTX opcode.

use super::super::{Cell, registry};
use crate::target::{PtxVersion, Sm, Subtarget, messages};

fn cell(name: &str, key: &str) -> Cell {
    registry()
        .lookup(name)
        .map(|(_, c)| c)
        .find(|c| c.key() == key)
        .unwrap_or_else(|| panic!("no cell {name} [{key}]"))
        .clone()
}

fn compile(c: &Cell, sm: &str) -> crate::Compilation {
    let options = crate::Options {
        sm: Sm::parse(sm).unwrap(),
        stop_after: crate::Stage::Ptx,
        ..crate::Options::default()
    };
    crate::compile(&c.module(), &options)
}

/// The one error of a refused compilation, checked to be positioned at the call (line 5 or later:
/// the triple, a blank line, the declaration and the kernel's `define` come first).
fn refusal(c: &Cell, sm: &str) -> String {
    let comp = compile(c, sm);
    assert!(comp.outputs.ptx.is_none(), "{sm}: PTX was produced");
    let errs: Vec<_> = comp
        .diagnostics
        .iter()
        .filter(|d| d.severity == crate::diag::Severity::Error)
        .collect();
    assert_eq!(errs.len(), 1, "{sm}: {errs:?}");
    assert!(
        errs[0].span.line >= 5,
        "{sm}: not positioned at the call: {:?}",
        errs[0]
    );
    errs[0].message.clone()
}

#[test]
fn tcgen05_without_tensor_memory_is_not_supported_on_this_architecture() {
    let c = cell("llvm.nvvm.tcgen05.alloc.shared.cg1", "alloc 1 shared -");
    for sm in ["sm_90a", "sm_120a", "sm_89"] {
        assert_eq!(
            refusal(&c, sm),
            messages::NOT_SUPPORTED_ON_THIS_ARCHITECTURE,
            "{sm}"
        );
        assert_eq!(refusal(&c, sm), "Not supported on this architecture");
    }
}

#[test]
fn tcgen05_mma_on_the_plain_sm100_needs_the_arch_conditional_target() {
    let c = cell(
        "llvm.nvvm.tcgen05.mma.shared",
        "mma.shared kind::f16 collector::a::discard 1 shared -",
    );
    assert_eq!(
        refusal(&c, "sm_100"),
        "tcgen05.mma supported only on arch-conditional or family-conditional variants from SM100 onwards."
    );
    let ok = compile(&c, "sm_100a");
    let ptx = ok.outputs.ptx.clone().unwrap_or_default();
    assert!(
        ptx.contains("tcgen05.mma.cta_group::1.kind::f16.collector::a::discard \t[%r"),
        "{:?}\n{ptx}",
        ok.diagnostics
    );
}

#[test]
fn tcgen05_with_a_too_old_ptx_version_needs_a_newer_one() {
    // No valid `--ptx` reaches the third gate (every tensor-memory target's minimum PTX version
    // is the tcgen05 floor), so the cell's gate is checked on the subtarget directly.
    let c = cell(
        "llvm.nvvm.tcgen05.mma.shared",
        "mma.shared kind::i8 collector::a::use 2 shared -",
    );
    let st = Subtarget {
        sm: Sm::parse("sm_100a").unwrap(),
        ptx: PtxVersion { major: 8, minor: 5 },
    };
    assert_eq!(
        c.check(&st),
        Err("tcgen05.mma requires a newer PTX version".to_string())
    );
    let st = Subtarget {
        sm: Sm::parse("sm_100a").unwrap(),
        ptx: PtxVersion { major: 8, minor: 6 },
    };
    assert_eq!(c.check(&st), Ok(()));
}

#[test]
fn wgmma_needs_sm90a_and_llvm_wording_refuses_the_plain_sm90() {
    let c = cell("llvm.nvvm.wgmma.fence.sync.aligned", "fence");
    assert_eq!(
        refusal(&c, "sm_90"),
        "Cannot select: intrinsic %llvm.nvvm.wgmma.fence.sync.aligned"
    );
    let ptx = compile(&c, "sm_90a").outputs.ptx.unwrap_or_default();
    assert!(ptx.contains("wgmma.fence.sync.aligned;"), "{ptx}");
}

#[test]
fn cp_async_copies_of_4_8_and_16_bytes_print_their_own_size() {
    for (size, key) in [
        ("4", "copy ca 4 -"),
        ("8", "copy ca 8 -"),
        ("16", "copy ca 16 -"),
    ] {
        let c = cell(&format!("llvm.nvvm.cp.async.ca.shared.global.{size}"), key);
        assert_eq!(
            refusal(&c, "sm_75"),
            format!("Cannot select: intrinsic %llvm.nvvm.cp.async.ca.shared.global.{size}")
        );
        let ptx = compile(&c, "sm_80").outputs.ptx.unwrap_or_default();
        assert!(
            ptx.contains(&format!(
                "cp.async.ca.shared.global \t[%rd1], [%rd2], {size};"
            )),
            "{ptx}"
        );
    }
}

#[test]
fn a_bulk_copy_prints_the_operands_its_flags_turn_on() {
    let name = "llvm.nvvm.cp.async.bulk.global.to.shared.cluster";
    let plain = compile(&cell(name, "global -> shared::cluster - -"), "sm_90a")
        .outputs
        .ptx
        .unwrap_or_default();
    assert!(
        plain.contains("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes \t[%rd1], [%rd3], %r1, [%rd2];"),
        "{plain}"
    );
    let both = compile(&cell(name, "global -> shared::cluster yes yes"), "sm_90a")
        .outputs
        .ptx
        .unwrap_or_default();
    assert!(
        both.contains(
            ".multicast::cluster.L2::cache_hint \t[%rd1], [%rd3], %r1, [%rd2], %rs1, %rd4;"
        ),
        "{both}"
    );
}

fn compile_ptx(c: &Cell, sm: &str, ptx: PtxVersion) -> crate::Compilation {
    let options = crate::Options {
        sm: Sm::parse(sm).unwrap(),
        ptx: Some(ptx),
        stop_after: crate::Stage::Ptx,
        ..crate::Options::default()
    };
    crate::compile(&c.module(), &options)
}

fn errors(comp: &crate::Compilation) -> Vec<String> {
    comp.diagnostics
        .iter()
        .filter(|d| d.severity == crate::diag::Severity::Error)
        .map(|d| d.message.clone())
        .collect()
}

/// The floors ptxas checks and LLVM 22 does not (LLVM prints these and ptxas refuses them): our
/// refusal is ptxas 13.5's first error line, text for text.
#[test]
fn gates_llvm22_does_not_check_refuse_in_ptxas_wording() {
    let v = |major, minor| PtxVersion { major, minor };
    let tf32 = cell("llvm.nvvm.mma.m16n8k8.row.col.tf32", "m16n8k8 row.col f32.tf32.tf32.f32 -");
    assert_eq!(
        errors(&compile_ptx(&tf32, "sm_75", v(7, 0))),
        vec!["Feature '.tf32' requires .target sm_80 or higher".to_string()]
    );
    let bf16 = cell("llvm.nvvm.mma.m16n8k8.row.col.bf16", "m16n8k8 row.col f32.bf16.bf16.f32 -");
    assert_eq!(
        errors(&compile_ptx(&bf16, "sm_75", v(7, 0))),
        vec!["Feature '.bf16' requires .target sm_80 or higher".to_string()]
    );
    // Below LLVM 22's own floor for m16n8k8 (sm_75, PTX 6.5) LLVM's wording again.
    assert_eq!(
        errors(&compile_ptx(&tf32, "sm_75", v(6, 4))),
        vec!["Cannot select: intrinsic %llvm.nvvm.mma.m16n8k8.row.col.tf32".to_string()]
    );
    let fp8 = cell(
        "llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e5m2.f16",
        "m16n8k32 row.col f16.e4m3.e5m2.f16 -",
    );
    assert_eq!(
        errors(&compile_ptx(&fp8, "sm_89", v(8, 6))),
        vec!["Feature 'mma with FP8 floating point type and FP16 accumulation' requires PTX ISA .version 8.7 or later".to_string()]
    );
    assert!(compile_ptx(&fp8, "sm_89", v(8, 7)).outputs.ptx.is_some());
    let sp_mxf4 = cell(
        "llvm.nvvm.tcgen05.mma.sp.shared.mxf4.block_scale.block32",
        "mma.sp.shared kind::mxf4.block_scale.block32 collector::a::fill 1 shared -",
    );
    assert_eq!(
        errors(&compile_ptx(&sp_mxf4, "sm_100a", v(8, 7))),
        vec!["Feature '.block32' requires PTX ISA .version 8.8 or later".to_string()]
    );
    // The family-conditional sm_100f has no sparse mxf4 (LLVM 22 refuses it).
    assert_eq!(
        errors(&compile_ptx(&sp_mxf4, "sm_100f", v(8, 8))),
        vec!["Cannot select: intrinsic %llvm.nvvm.tcgen05.mma.sp.shared.mxf4.block_scale.block32".to_string()]
    );
}

/// tcgen05.ld/st move `<N x i32>` vectors: N registers in one instruction, the pack/unpack flag
/// and 16x32bx2's immediate offset printed as LLVM 22 prints them.
#[test]
fn tcgen05_ld_and_st_carry_their_vectors_lane_by_lane() {
    let ld = cell("llvm.nvvm.tcgen05.ld.16x256b.x2", "ld.16x256b.x2 - tensor pack::16b");
    let ptx = compile(&ld, "sm_100a").outputs.ptx.unwrap_or_default();
    let line = ptx.lines().find(|l| l.contains("tcgen05.ld")).unwrap_or_default();
    assert!(line.contains("tcgen05.ld.sync.aligned.16x256b.x2.pack::16b.b32 \t{%r"), "{ptx}");
    assert_eq!(line.matches("%r").count(), 9, "8 lanes and the address: {line}");
    let st = cell("llvm.nvvm.tcgen05.st.16x32bx2.x4", "st.16x32bx2.x4 - tensor -");
    let ptx = compile(&st, "sm_100a").outputs.ptx.unwrap_or_default();
    let line = ptx.lines().find(|l| l.contains("tcgen05.st")).unwrap_or_default();
    assert!(line.contains("tcgen05.st.sync.aligned.16x32bx2.x4.b32 \t[%r1], 2, {%r"), "{ptx}");
    assert_eq!(line.matches("%r").count(), 5, "{line}");
}
