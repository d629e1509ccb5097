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
