//! Asynchronous copies (seed 000 "Dispatch Dimensions by Intrinsic Family": cp.async/TMA, the
//! mbarrier axes, the TMA axes): cp.async, mbarrier, the fences that order them, cp.async.bulk
//! (with st.bulk) and cp.async.bulk.tensor. Names, signatures and PTX are LLVM 22's
//! (`IntrinsicsNVVM.td`, checked with `llc-22`); the gates are the lowest SM and PTX version LLVM 22
//! selects each intrinsic at (probed with `llc-22 -mcpu=sm_XX -mattr=+ptxNN`).
//!
//! LLVM 22 spells the optional operands of the bulk and tensor copies as trailing `i1` flags
//! (`cta_mask` present, `cache_hint` present) and an `i32` cta_group: each flag value is its own
//! cell (`Arg::Const`), and an operand whose flag is off is not printed.

use super::{Arg, Cell, Family, Gate, Ty};
use crate::target::PtxVersion;
use crate::target::features::{self, Availability};

const P0: Arg = Arg::Reg(Ty::Ptr(0));
const P1: Arg = Arg::Reg(Ty::Ptr(1));
const P3: Arg = Arg::Reg(Ty::Ptr(3));
const P7: Arg = Arg::Reg(Ty::Ptr(7));
const R16: Arg = Arg::Reg(Ty::I16);
const R32: Arg = Arg::Reg(Ty::I32);
const R64: Arg = Arg::Reg(Ty::I64);

fn flag(on: bool) -> Arg {
    // The DAG holds an `i1` true as -1 (sign-extended), as the selector reads constants.
    Arg::Const(Ty::I1, if on { -1 } else { 0 })
}

/// The datacenter-Blackwell arch/family-conditional targets (LLVM 22's `hasTcgen05Instructions`
/// set), PTX 8.6: cta_group, im2col::w and im2col::w::128.
pub(super) const BLACKWELL_DC: Gate = Gate::Avail(Availability {
    min_ptx: PtxVersion { major: 8, minor: 6 },
    min_sm: 100,
    gate: features::Gate::Family(&[100, 101, 103, 110]),
    from_sm_ptx: None,
});

/// `llvm.nvvm.cp.async.*`: the Ampere per-thread asynchronous copy, its groups and its mbarrier
/// arrive.
pub const CP_ASYNC: Family = Family {
    id: "cp_async",
    title: "Asynchronous copies (cp.async)",
    source: "seed 000 (cp.async/TMA, 5.17), LLVM 22 IntrinsicsNVVM.td (CP_ASYNC_SHARED_GLOBAL)",
    axes: &["op", "cache", "bytes", "src-size / space"],
    cells: || super::asynccopy::distinct_records(cp_async_cells()),
};

fn cp_async_cells() -> Vec<Cell> {
    let f = &CP_ASYNC;
    let mut out = Vec::new();
    for (cache, size) in [("ca", 4), ("ca", 8), ("ca", 16), ("cg", 16)] {
        for src_size in [false, true] {
            let name = format!(
                "llvm.nvvm.cp.async.{cache}.shared.global.{size}{}",
                if src_size { ".s" } else { "" }
            );
            let (args, ptx): (&[Arg], String) = if src_size {
                (
                    &[P3, P1, R32],
                    format!("cp.async.{cache}.shared.global [{{s0}}], [{{s1}}], {size}, {{s2}};"),
                )
            } else {
                (
                    &[P3, P1],
                    format!("cp.async.{cache}.shared.global [{{s0}}], [{{s1}}], {size};"),
                )
            };
            let size_s = size.to_string();
            let axes = [
                "copy",
                cache,
                &size_s,
                if src_size { "src-size" } else { "-" },
            ];
            out.push(Cell::new(f, &axes, &name, &[], args, &ptx).min(80, (7, 0)));
        }
    }
    out.push(
        Cell::new(
            f,
            &["commit_group", "-", "-", "-"],
            "llvm.nvvm.cp.async.commit.group",
            &[],
            &[],
            "cp.async.commit_group;",
        )
        .min(80, (7, 0)),
    );
    out.push(
        Cell::new(
            f,
            &["wait_group", "-", "-", "-"],
            "llvm.nvvm.cp.async.wait.group",
            &[],
            &[Arg::Imm(Ty::I32, 3)],
            "cp.async.wait_group {s0};",
        )
        .min(80, (7, 0)),
    );
    out.push(
        Cell::new(
            f,
            &["wait_all", "-", "-", "-"],
            "llvm.nvvm.cp.async.wait.all",
            &[],
            &[],
            "cp.async.wait_all;",
        )
        .min(80, (7, 0)),
    );
    for noinc in [false, true] {
        for shared in [false, true] {
            let suffix = format!(
                "{}{}",
                if noinc { ".noinc" } else { "" },
                if shared { ".shared" } else { "" }
            );
            let name = format!("llvm.nvvm.cp.async.mbarrier.arrive{suffix}");
            let ptx = format!("cp.async.mbarrier.arrive{suffix}.b64 [{{s0}}];");
            let op = if noinc {
                "mbarrier.arrive.noinc"
            } else {
                "mbarrier.arrive"
            };
            let space = if shared { "shared" } else { "generic" };
            out.push(
                Cell::new(
                    f,
                    &[op, "-", "-", space],
                    &name,
                    &[],
                    &[if shared { P3 } else { P0 }],
                    &ptx,
                )
                .min(80, (7, 0)),
            );
        }
    }
    out
}

/// `llvm.nvvm.mbarrier.*`: the Ampere forms (generic and `.shared`) and LLVM 22's scoped forms
/// (`.scope.{cta,cluster}.space.{cta,cluster}`, release or relaxed, parity, time limit).
pub const MBARRIER: Family = Family {
    id: "mbarrier",
    title: "Memory barriers (mbarrier)",
    source: "seed 000 (mbarrier axes, 5.22, 5.48), LLVM 22 IntrinsicsNVVM.td (mbarrier)",
    axes: &["op", "semantics", "scope", "space", "form"],
    cells: || super::asynccopy::distinct_records(mbarrier_cells()),
};

fn mbarrier_cells() -> Vec<Cell> {
    let f = &MBARRIER;
    let mut out = Vec::new();
    // The Ampere forms: a generic or a shared::cta address, no scope.
    type Legacy = (
        &'static str,
        &'static str,
        &'static [Ty],
        &'static [Arg],
        &'static str,
    );
    let legacy: &[Legacy] = &[
        ("init", "init", &[], &[R32], "[{s0}], {s1}"),
        ("inval", "inval", &[], &[], "[{s0}]"),
        ("arrive", "arrive", &[Ty::I64], &[], "{d0}, [{s0}]"),
        (
            "arrive.noComplete",
            "arrive.noComplete",
            &[Ty::I64],
            &[R32],
            "{d0}, [{s0}], {s1}",
        ),
        (
            "arrive.drop",
            "arrive_drop",
            &[Ty::I64],
            &[],
            "{d0}, [{s0}]",
        ),
        (
            "arrive.drop.noComplete",
            "arrive_drop.noComplete",
            &[Ty::I64],
            &[R32],
            "{d0}, [{s0}], {s1}",
        ),
        (
            "test.wait",
            "test_wait",
            &[Ty::I1],
            &[R64],
            "{d0}, [{s0}], {s1}",
        ),
    ];
    for &(op, ptx_op, rets, rest, operands) in legacy {
        for shared in [false, true] {
            let name = format!(
                "llvm.nvvm.mbarrier.{op}{}",
                if shared { ".shared" } else { "" }
            );
            let ptx = format!(
                "mbarrier.{ptx_op}{}.b64 {operands};",
                if shared { ".shared" } else { "" }
            );
            let mut args = vec![if shared { P3 } else { P0 }];
            args.extend_from_slice(rest);
            let space = if shared { "shared" } else { "generic" };
            out.push(
                Cell::new(f, &[op, "-", "-", space, "-"], &name, rets, &args, &ptx).min(80, (7, 0)),
            );
        }
    }
    out.push(
        Cell::new(
            f,
            &["pending.count", "-", "-", "-", "-"],
            "llvm.nvvm.mbarrier.pending.count",
            &[Ty::I32],
            &[R64],
            "mbarrier.pending_count.b64 {d0}, {s0};",
        )
        .min(80, (7, 0)),
    );
    // expect_tx / complete_tx: always relaxed.
    for (op, ptx_op) in [("expect.tx", "expect_tx"), ("complete.tx", "complete_tx")] {
        for scope in ["cta", "cluster"] {
            for space in ["cta", "cluster"] {
                let name = format!("llvm.nvvm.mbarrier.{op}.scope.{scope}.space.{space}");
                let (ptr, sp) = if space == "cta" {
                    (P3, "shared")
                } else {
                    (P7, "shared::cluster")
                };
                let ptx = format!("mbarrier.{ptx_op}.relaxed.{scope}.{sp}.b64 [{{s0}}], {{s1}};");
                out.push(
                    Cell::new(
                        f,
                        &[op, "relaxed", scope, space, "-"],
                        &name,
                        &[],
                        &[ptr, R32],
                        &ptx,
                    )
                    .min(90, (8, 0)),
                );
            }
        }
    }
    // arrive, arrive.expect_tx, arrive_drop, arrive_drop.expect_tx: release (the default; `.release.cta`
    // is not printed) or relaxed; a shared::cluster barrier returns no state (`_`).
    for (op, ptx_op) in [
        ("arrive", "arrive"),
        ("arrive.expect.tx", "arrive.expect_tx"),
        ("arrive.drop", "arrive_drop"),
        ("arrive.drop.expect.tx", "arrive_drop.expect_tx"),
    ] {
        for relaxed in [false, true] {
            for scope in ["cta", "cluster"] {
                for space in ["cta", "cluster"] {
                    let name = format!(
                        "llvm.nvvm.mbarrier.{op}{}.scope.{scope}.space.{space}",
                        if relaxed { ".relaxed" } else { "" }
                    );
                    let sem = match (relaxed, scope) {
                        (true, _) => format!(".relaxed.{scope}"),
                        (false, "cta") => String::new(),
                        (false, _) => format!(".release.{scope}"),
                    };
                    let (ptr, sp, rets, dest): (Arg, &str, &[Ty], &str) = if space == "cta" {
                        (P3, "shared", &[Ty::I64], "{d0}")
                    } else {
                        (P7, "shared::cluster", &[], "_")
                    };
                    let ptx = format!("mbarrier.{ptx_op}{sem}.{sp}.b64 {dest}, [{{s0}}], {{s1}};");
                    let c = Cell::new(
                        f,
                        &[
                            op,
                            if relaxed { "relaxed" } else { "release" },
                            scope,
                            space,
                            "-",
                        ],
                        &name,
                        rets,
                        &[ptr, R32],
                        &ptx,
                    );
                    out.push(if relaxed {
                        c.min(90, (8, 6))
                    } else {
                        c.min(90, (8, 0))
                    });
                }
            }
        }
    }
    // test_wait / try_wait: acquire (`.acquire.cta` not printed) or relaxed, phase or parity, and
    // try_wait's time limit; the barrier is always in shared::cta.
    for op in ["test.wait", "try.wait"] {
        for parity in [false, true] {
            for tl in if op == "try.wait" {
                &[false, true][..]
            } else {
                &[false][..]
            } {
                for relaxed in [false, true] {
                    for scope in ["cta", "cluster"] {
                        let name = format!(
                            "llvm.nvvm.mbarrier.{op}{}{}{}.scope.{scope}.space.cta",
                            if parity { ".parity" } else { "" },
                            if *tl { ".tl" } else { "" },
                            if relaxed { ".relaxed" } else { "" }
                        );
                        let sem = match (relaxed, scope) {
                            (true, _) => format!(".relaxed.{scope}"),
                            (false, "cta") => String::new(),
                            (false, _) => format!(".acquire.{scope}"),
                        };
                        let ptx_op = op.replace('.', "_");
                        let mut args = vec![P3, if parity { R32 } else { R64 }];
                        let mut operands = "{d0}, [{s0}], {s1}".to_string();
                        if *tl {
                            args.push(R32);
                            operands.push_str(", {s2}");
                        }
                        let ptx = format!(
                            "mbarrier.{ptx_op}{}{sem}.shared.b64 {operands};",
                            if parity { ".parity" } else { "" }
                        );
                        let form = match (parity, *tl) {
                            (false, false) => "phase",
                            (true, false) => "parity",
                            (false, true) => "phase, timelimit",
                            (true, true) => "parity, timelimit",
                        };
                        let c = Cell::new(
                            f,
                            &[
                                op,
                                if relaxed { "relaxed" } else { "acquire" },
                                scope,
                                "cta",
                                form,
                            ],
                            &name,
                            &[Ty::I1],
                            &args,
                            &ptx,
                        );
                        out.push(match (op, relaxed, scope, parity) {
                            (_, true, _, _) => c.min(90, (8, 6)),
                            (_, false, "cluster", _) => c.min(90, (8, 0)),
                            ("test.wait", false, _, false) => c.min(80, (7, 0)),
                            ("test.wait", false, _, true) => c.min(80, (7, 1)),
                            _ => c.min(90, (7, 8)),
                        });
                    }
                }
            }
        }
    }
    out
}

/// The fences LLVM 22 has intrinsics for: thread fences with cluster scope, the proxy fences
/// (alias, async, tensormap), fence.mbarrier_init and the sync_restrict forms.
pub const FENCE: Family = Family {
    id: "fence",
    title: "Fences (fence.sc.cluster, fence.proxy.*, fence.mbarrier_init)",
    source: "seed 000 (5.22, 1.A31), LLVM 22 IntrinsicsNVVM.td (Membar / Fence)",
    axes: &["kind", "variant"],
    cells: || super::asynccopy::distinct_records(fence_cells()),
};

fn fence_cells() -> Vec<Cell> {
    let f = &FENCE;
    let mut out = Vec::new();
    /// (intrinsic suffix, kind, PTX, lowest SM, lowest PTX)
    type Simple = (&'static str, &'static str, &'static str, u16, (u8, u8));
    let simple: &[Simple] = &[
        ("fence.sc.cluster", "sc", "fence.sc.cluster;", 90, (7, 8)),
        (
            "fence.mbarrier_init.release.cluster",
            "mbarrier_init",
            "fence.mbarrier_init.release.cluster;",
            90,
            (8, 0),
        ),
        (
            "fence.proxy.alias",
            "proxy.alias",
            "fence.proxy.alias;",
            70,
            (7, 5),
        ),
        (
            "fence.proxy.async",
            "proxy.async",
            "fence.proxy.async;",
            90,
            (8, 0),
        ),
        (
            "fence.proxy.async.global",
            "proxy.async",
            "fence.proxy.async.global;",
            90,
            (8, 0),
        ),
        (
            "fence.proxy.async.shared_cta",
            "proxy.async",
            "fence.proxy.async.shared::cta;",
            90,
            (8, 0),
        ),
        (
            "fence.proxy.async.shared_cluster",
            "proxy.async",
            "fence.proxy.async.shared::cluster;",
            90,
            (8, 0),
        ),
        (
            "fence.acquire.sync_restrict.space.cluster.scope.cluster",
            "sync_restrict",
            "fence.acquire.sync_restrict::shared::cluster.cluster;",
            90,
            (8, 6),
        ),
        (
            "fence.release.sync_restrict.space.cta.scope.cluster",
            "sync_restrict",
            "fence.release.sync_restrict::shared::cta.cluster;",
            90,
            (8, 6),
        ),
        (
            "fence.proxy.async_generic.acquire.sync_restrict.space.cluster.scope.cluster",
            "proxy.async::generic",
            "fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;",
            90,
            (8, 6),
        ),
        (
            "fence.proxy.async_generic.release.sync_restrict.space.cta.scope.cluster",
            "proxy.async::generic",
            "fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;",
            90,
            (8, 6),
        ),
    ];
    for &(name, kind, ptx, sm, ptx_v) in simple {
        let variant = name.trim_start_matches("fence.");
        out.push(
            Cell::new(
                f,
                &[kind, variant],
                &format!("llvm.nvvm.{name}"),
                &[],
                &[],
                ptx,
            )
            .min(sm, ptx_v),
        );
    }
    for scope in ["cta", "cluster", "gpu", "sys"] {
        out.push(
            Cell::new(
                f,
                &["proxy.tensormap::generic", &format!("release.{scope}")],
                &format!("llvm.nvvm.fence.proxy.tensormap_generic.release.{scope}"),
                &[],
                &[],
                &format!("fence.proxy.tensormap::generic.release.{scope};"),
            )
            .min(90, (8, 3)),
        );
        out.push(
            Cell::new(
                f,
                &["proxy.tensormap::generic", &format!("acquire.{scope}")],
                &format!("llvm.nvvm.fence.proxy.tensormap_generic.acquire.{scope}"),
                &[],
                &[P0, Arg::Const(Ty::I32, 128)],
                &format!("fence.proxy.tensormap::generic.acquire.{scope} [{{s0}}], 128;"),
            )
            .min(90, (8, 3)),
        );
    }
    out
}

/// `llvm.nvvm.cp.async.bulk.*` (non-tensor bulk copies, their groups, the L2 prefetch) and
/// `llvm.nvvm.st.bulk*`.
pub const BULK: Family = Family {
    id: "bulk",
    title: "Bulk copies (cp.async.bulk, st.bulk)",
    source: "seed 000 (TMA axes, 5.23), LLVM 22 IntrinsicsNVVM.td (Bulk Copy using TMA)",
    axes: &["direction", "multicast", "cache hint"],
    cells: || super::asynccopy::distinct_records(bulk_cells()),
};

fn bulk_cells() -> Vec<Cell> {
    let f = &BULK;
    let mut out = Vec::new();
    let yes = |b: bool| if b { "yes" } else { "-" };
    for mc in [false, true] {
        for ch in [false, true] {
            let ptx = format!(
                "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes{}{} [{{s0}}], [{{s2}}], {{s3}}, [{{s1}}]{}{};",
                if mc { ".multicast::cluster" } else { "" },
                if ch { ".L2::cache_hint" } else { "" },
                if mc { ", {s4}" } else { "" },
                if ch { ", {s5}" } else { "" },
            );
            out.push(
                Cell::new(
                    f,
                    &["global -> shared::cluster", yes(mc), yes(ch)],
                    "llvm.nvvm.cp.async.bulk.global.to.shared.cluster",
                    &[],
                    &[P7, P3, P1, R32, R16, R64, flag(mc), flag(ch)],
                    &ptx,
                )
                .min(90, (8, 0)),
            );
        }
    }
    for ch in [false, true] {
        let ptx = format!(
            "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes{} [{{s0}}], [{{s2}}], {{s3}}, [{{s1}}]{};",
            if ch { ".L2::cache_hint" } else { "" },
            if ch { ", {s4}" } else { "" },
        );
        out.push(
            Cell::new(
                f,
                &["global -> shared::cta", "-", yes(ch)],
                "llvm.nvvm.cp.async.bulk.global.to.shared.cta",
                &[],
                &[P3, P3, P1, R32, R64, flag(ch)],
                &ptx,
            )
            .min(90, (8, 6)),
        );
        let ptx = format!(
            "cp.async.bulk.global.shared::cta.bulk_group{} [{{s0}}], [{{s1}}], {{s2}}{};",
            if ch { ".L2::cache_hint" } else { "" },
            if ch { ", {s3}" } else { "" },
        );
        out.push(
            Cell::new(
                f,
                &["shared::cta -> global", "-", yes(ch)],
                "llvm.nvvm.cp.async.bulk.shared.cta.to.global",
                &[],
                &[P1, P3, R32, R64, flag(ch)],
                &ptx,
            )
            .min(90, (8, 0)),
        );
        let ptx = format!(
            "cp.async.bulk.global.shared::cta.bulk_group{}.cp_mask [{{s0}}], [{{s1}}], {{s2}}{}, {{s5}};",
            if ch { ".L2::cache_hint" } else { "" },
            if ch { ", {s3}" } else { "" },
        );
        out.push(
            Cell::new(
                f,
                &["shared::cta -> global (byte mask)", "-", yes(ch)],
                "llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask",
                &[],
                &[P1, P3, R32, R64, flag(ch), R16],
                &ptx,
            )
            .min(100, (8, 6)),
        );
        let ptx = format!(
            "cp.async.bulk.prefetch.L2.global{} [{{s0}}], {{s1}}{};",
            if ch { ".L2::cache_hint" } else { "" },
            if ch { ", {s2}" } else { "" },
        );
        out.push(
            Cell::new(
                f,
                &["prefetch L2", "-", yes(ch)],
                "llvm.nvvm.cp.async.bulk.prefetch.L2",
                &[],
                &[P1, R32, R64, flag(ch)],
                &ptx,
            )
            .min(90, (8, 0)),
        );
    }
    out.push(
        Cell::new(
            f,
            &["shared::cta -> shared::cluster", "-", "-"],
            "llvm.nvvm.cp.async.bulk.shared.cta.to.cluster",
            &[],
            &[P7, P3, P3, R32],
            "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [{s0}], [{s2}], {s3}, [{s1}];",
        )
        .min(90, (8, 0)),
    );
    out.push(
        Cell::new(
            f,
            &["commit_group", "-", "-"],
            "llvm.nvvm.cp.async.bulk.commit.group",
            &[],
            &[],
            "cp.async.bulk.commit_group;",
        )
        .min(90, (8, 0)),
    );
    for read in [false, true] {
        let suffix = if read { ".read" } else { "" };
        out.push(
            Cell::new(
                f,
                &[
                    if read {
                        "wait_group.read"
                    } else {
                        "wait_group"
                    },
                    "-",
                    "-",
                ],
                &format!("llvm.nvvm.cp.async.bulk.wait.group{suffix}"),
                &[],
                &[Arg::Imm(Ty::I32, 2)],
                &format!("cp.async.bulk.wait_group{suffix} {{s0}};"),
            )
            .min(90, (8, 0)),
        );
    }
    for (shared, ptr, space) in [(false, P0, ""), (true, P3, ".shared::cta")] {
        out.push(
            Cell::new(
                f,
                &[
                    if shared {
                        "st.bulk shared::cta"
                    } else {
                        "st.bulk generic"
                    },
                    "-",
                    "-",
                ],
                &format!(
                    "llvm.nvvm.st.bulk{}",
                    if shared { ".shared.cta" } else { "" }
                ),
                &[],
                &[ptr, R64, Arg::Const(Ty::I64, 0)],
                &format!("st.bulk{space} [{{s0}}], {{s1}}, 0;"),
            )
            .min(100, (8, 6)),
        );
    }
    out
}

/// `llvm.nvvm.cp.async.bulk.tensor.*`: the TMA, rank 1 to 5, tile / im2col (rank 3+) and
/// Blackwell's im2col::w and im2col::w::128 and the row gathers/scatters tile::gather4 / tile::scatter4;
/// global to shared::cluster (with multicast, cache hint and cta_group) or shared::cta,
/// shared::cta to global (store and the eight reductions), and the L2 prefetch.
pub const TENSOR: Family = Family {
    id: "tensor",
    title: "Tensor copies (cp.async.bulk.tensor, TMA)",
    source: "seed 000 (TMA axes 5.49, 5.21, combination rules), LLVM 22 IntrinsicsNVVM.td (TMA Tensor Copy)",
    axes: &[
        "direction",
        "mode",
        "rank",
        "multicast",
        "cache hint",
        "cta_group",
    ],
    cells: || super::asynccopy::distinct_records(tensor_cells()),
};

/// The coordinates `{..}` (arguments `first..first+n`) of a tensor copy.
fn coords(first: usize, n: usize) -> String {
    let list: Vec<String> = (first..first + n).map(|k| format!("{{s{k}}}")).collect();
    format!("{{{}}}", list.join(", "))
}

fn tensor_cells() -> Vec<Cell> {
    let f = &TENSOR;
    let mut out = Vec::new();
    let yes = |b: bool| if b { "yes" } else { "-" };
    // (mode in the name, mode in the PTX, im2col offsets for a rank, Blackwell only)
    type Mode = (&'static str, &'static str, fn(usize) -> usize, bool);
    let modes: &[Mode] = &[
        ("tile", "tile", |_| 0, false),
        ("im2col", "im2col", |r| r - 2, false),
        ("im2col.w", "im2col::w", |_| 2, true),
        ("im2col.w.128", "im2col::w::128", |_| 2, true),
    ];
    for rank in 1..=5usize {
        let rank_s = rank.to_string();
        for &(mode, ptx_mode, offsets, blackwell) in modes {
            if mode != "tile" && rank < 3 {
                continue;
            }
            let n_off = offsets(rank);
            // global -> shared::cluster: dst, mbar, tmap, coords, offsets, cta_mask, cache_hint,
            // then the three flags.
            for mc in [false, true] {
                for ch in [false, true] {
                    for cg in 0..3i64 {
                        let mut args = vec![P7, P3, P0];
                        args.extend(std::iter::repeat_n(R32, rank));
                        args.extend(std::iter::repeat_n(R16, n_off));
                        args.extend([R16, R64, flag(mc), flag(ch), Arg::Const(Ty::I32, cg)]);
                        let off0 = 3 + rank;
                        let mask = off0 + n_off;
                        let mut ptx = format!(
                            "cp.async.bulk.tensor.{rank}d.shared::cluster.global.{ptx_mode}.mbarrier::complete_tx::bytes{}{}{} [{{s0}}], [{{s2}}, {}], [{{s1}}]",
                            if mc { ".multicast::cluster" } else { "" },
                            if ch { ".L2::cache_hint" } else { "" },
                            if cg > 0 {
                                format!(".cta_group::{cg}")
                            } else {
                                String::new()
                            },
                            coords(3, rank),
                        );
                        if n_off > 0 {
                            ptx.push_str(&format!(", {}", coords(off0, n_off)));
                        }
                        if mc {
                            ptx.push_str(&format!(", {{s{mask}}}"));
                        }
                        if ch {
                            ptx.push_str(&format!(", {{s{}}}", mask + 1));
                        }
                        ptx.push(';');
                        let name = format!("llvm.nvvm.cp.async.bulk.tensor.g2s.{mode}.{rank}d");
                        let cg_s = if cg > 0 {
                            format!("cta_group::{cg}")
                        } else {
                            "-".into()
                        };
                        let c = Cell::new(
                            f,
                            &[
                                "global -> shared::cluster",
                                ptx_mode,
                                &rank_s,
                                yes(mc),
                                yes(ch),
                                &cg_s,
                            ],
                            &name,
                            &[],
                            &args,
                            &ptx,
                        );
                        out.push(if blackwell || cg > 0 {
                            c.gate(BLACKWELL_DC)
                        } else {
                            c.min(90, (8, 0))
                        });
                    }
                }
            }
            for ch in [false, true] {
                // global -> shared::cta: dst, mbar, tmap, coords, offsets, cache_hint, flag.
                let mut args = vec![P3, P3, P0];
                args.extend(std::iter::repeat_n(R32, rank));
                args.extend(std::iter::repeat_n(R16, n_off));
                args.extend([R64, flag(ch)]);
                let off0 = 3 + rank;
                let mut ptx = format!(
                    "cp.async.bulk.tensor.{rank}d.shared::cta.global.{ptx_mode}.mbarrier::complete_tx::bytes{} [{{s0}}], [{{s2}}, {}], [{{s1}}]",
                    if ch { ".L2::cache_hint" } else { "" },
                    coords(3, rank),
                );
                if n_off > 0 {
                    ptx.push_str(&format!(", {}", coords(off0, n_off)));
                }
                if ch {
                    ptx.push_str(&format!(", {{s{}}}", off0 + n_off));
                }
                ptx.push(';');
                let c = Cell::new(
                    f,
                    &[
                        "global -> shared::cta",
                        ptx_mode,
                        &rank_s,
                        "-",
                        yes(ch),
                        "-",
                    ],
                    &format!("llvm.nvvm.cp.async.bulk.tensor.g2s.cta.{mode}.{rank}d"),
                    &[],
                    &args,
                    &ptx,
                );
                // LLVM 22 selects the global -> shared::cta im2col::w forms on any sm_100+
                // (plain sm_100 and sm_120 included) and ptxas accepts them there: a floor, not
                // the arch-conditional gate of the cluster forms. im2col::w::128 stays
                // arch/family-conditional.
                out.push(if blackwell && mode == "im2col.w.128" {
                    c.gate(BLACKWELL_DC)
                } else if blackwell {
                    c.min(100, (8, 6))
                } else {
                    c.min(90, (8, 6))
                });
                // prefetch: tmap, coords, offsets, cache_hint, flag.
                let mut args = vec![P0];
                args.extend(std::iter::repeat_n(R32, rank));
                args.extend(std::iter::repeat_n(R16, n_off));
                args.extend([R64, flag(ch)]);
                let mut ptx = format!(
                    "cp.async.bulk.prefetch.tensor.{rank}d.L2.global.{ptx_mode}{} [{{s0}}, {}]",
                    if ch { ".L2::cache_hint" } else { "" },
                    coords(1, rank),
                );
                if n_off > 0 {
                    ptx.push_str(&format!(", {}", coords(1 + rank, n_off)));
                }
                if ch {
                    ptx.push_str(&format!(", {{s{}}}", 1 + rank + n_off));
                }
                ptx.push(';');
                let c = Cell::new(
                    f,
                    &["prefetch L2", ptx_mode, &rank_s, "-", yes(ch), "-"],
                    &format!("llvm.nvvm.cp.async.bulk.tensor.prefetch.{mode}.{rank}d"),
                    &[],
                    &args,
                    &ptx,
                );
                out.push(if blackwell {
                    c.gate(BLACKWELL_DC)
                } else {
                    c.min(90, (8, 0))
                });
                // shared::cta -> global: store and reductions (tile and im2col only, no offsets).
                if blackwell {
                    continue;
                }
                let mut args = vec![P3, P0];
                args.extend(std::iter::repeat_n(R32, rank));
                args.extend([R64, flag(ch)]);
                let store_mode = if mode == "im2col" {
                    "im2col_no_offs"
                } else {
                    "tile"
                };
                let tail = |ptx: &mut String| {
                    ptx.push_str(&format!(" [{{s1}}, {}], [{{s0}}]", coords(2, rank)));
                    if ch {
                        ptx.push_str(&format!(", {{s{}}}", 2 + rank));
                    }
                    ptx.push(';');
                };
                let mut ptx = format!(
                    "cp.async.bulk.tensor.{rank}d.global.shared::cta.{store_mode}.bulk_group{}",
                    if ch { ".L2::cache_hint" } else { "" }
                );
                tail(&mut ptx);
                out.push(
                    Cell::new(
                        f,
                        &[
                            "shared::cta -> global",
                            ptx_mode,
                            &rank_s,
                            "-",
                            yes(ch),
                            "-",
                        ],
                        &format!("llvm.nvvm.cp.async.bulk.tensor.s2g.{mode}.{rank}d"),
                        &[],
                        &args,
                        &ptx,
                    )
                    .min(90, (8, 0)),
                );
                for red in ["add", "min", "max", "inc", "dec", "and", "or", "xor"] {
                    let mut ptx = format!(
                        "cp.reduce.async.bulk.tensor.{rank}d.global.shared::cta.{red}.{store_mode}.bulk_group{}",
                        if ch { ".L2::cache_hint" } else { "" }
                    );
                    tail(&mut ptx);
                    out.push(
                        Cell::new(
                            f,
                            &[
                                &format!("reduce.{red}"),
                                ptx_mode,
                                &rank_s,
                                "-",
                                yes(ch),
                                "-",
                            ],
                            &format!("llvm.nvvm.cp.async.bulk.tensor.reduce.{red}.{mode}.{rank}d"),
                            &[],
                            &args,
                            &ptx,
                        )
                        // LLVM 22 selects the tensor reductions at any target (no
                        // hasSM/hasPTX on them; the loads, stores and prefetches have one):
                        // ptxas is the one that refuses them, in its words.
                        .ptxas_min(90, (8, 0), "cp.reduce.async.bulk.tensor"),
                    );
                }
            }
        }
    }
    out.extend(gather4_scatter4_cells());
    out.extend(tensor_illegal_cells());
    out
}

/// Blackwell's row gathers and scatters (`tile::gather4` / `tile::scatter4`, datacenter
/// Blackwell `a`/`f`, PTX 8.6): a 2-d tensor map, one column coordinate and four row coordinates.
/// The load to shared::cluster takes the same multicast / cache-hint / cta_group flags as the
/// tile loads; the load to shared::cta, the L2 prefetch and the store take the cache hint only.
fn gather4_scatter4_cells() -> Vec<Cell> {
    let f = &TENSOR;
    let mut out = Vec::new();
    let yes = |b: bool| if b { "yes" } else { "-" };
    let five = || std::iter::repeat_n(R32, 5);
    for mc in [false, true] {
        for ch in [false, true] {
            for cg in 0..3i64 {
                let mut args = vec![P7, P3, P0];
                args.extend(five());
                args.extend([R16, R64, flag(mc), flag(ch), Arg::Const(Ty::I32, cg)]);
                let mut ptx = format!(
                    "cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes{}{}{} [{{s0}}], [{{s2}}, {}], [{{s1}}]",
                    if mc { ".multicast::cluster" } else { "" },
                    if ch { ".L2::cache_hint" } else { "" },
                    if cg > 0 { format!(".cta_group::{cg}") } else { String::new() },
                    coords(3, 5),
                );
                if mc {
                    ptx.push_str(", {s8}");
                }
                if ch {
                    ptx.push_str(", {s9}");
                }
                ptx.push(';');
                let cg_s = if cg > 0 { format!("cta_group::{cg}") } else { "-".into() };
                out.push(
                    Cell::new(
                        f,
                        &["global -> shared::cluster", "tile::gather4", "2", yes(mc), yes(ch), &cg_s],
                        "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d",
                        &[],
                        &args,
                        &ptx,
                    )
                    .gate(BLACKWELL_DC),
                );
            }
        }
    }
    for ch in [false, true] {
        let hint = if ch { ".L2::cache_hint" } else { "" };
        let tail = |first: usize| if ch { format!(", {{s{first}}}") } else { String::new() };
        // global -> shared::cta: dst, mbar, tmap, 5 coordinates, cache hint, flag.
        let mut args = vec![P3, P3, P0];
        args.extend(five());
        args.extend([R64, flag(ch)]);
        let ptx = format!(
            "cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes{hint} [{{s0}}], [{{s2}}, {}], [{{s1}}]{};",
            coords(3, 5),
            tail(8)
        );
        // As the im2col::w load to shared::cta: any sm_100+ target with PTX 8.6 (LLVM 22 and
        // ptxas 13.5 both take it on plain sm_100 and sm_120).
        out.push(
            Cell::new(
                f,
                &["global -> shared::cta", "tile::gather4", "2", "-", yes(ch), "-"],
                "llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d",
                &[],
                &args,
                &ptx,
            )
            .min(100, (8, 6)),
        );
        // prefetch: tmap, 5 coordinates, cache hint, flag.
        let mut args = vec![P0];
        args.extend(five());
        args.extend([R64, flag(ch)]);
        let ptx = format!(
            "cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4{hint} [{{s0}}, {}]{};",
            coords(1, 5),
            tail(6)
        );
        out.push(
            Cell::new(
                f,
                &["prefetch L2", "tile::gather4", "2", "-", yes(ch), "-"],
                "llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d",
                &[],
                &args,
                &ptx,
            )
            .gate(BLACKWELL_DC),
        );
        // shared::cta -> global: src, tmap, 5 coordinates, cache hint, flag.
        let mut args = vec![P3, P0];
        args.extend(five());
        args.extend([R64, flag(ch)]);
        let ptx = format!(
            "cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group{hint} [{{s1}}, {}], [{{s0}}]{};",
            coords(2, 5),
            tail(7)
        );
        out.push(
            Cell::new(
                f,
                &["shared::cta -> global", "tile::scatter4", "2", "-", yes(ch), "-"],
                "llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d",
                &[],
                &args,
                &ptx,
            )
            .gate(BLACKWELL_DC),
        );
    }
    out
}

/// Gives every cell whose derived record name another cell of the family already uses with a
/// different template a name of its own (the record name plus the cell's axis values): the
/// derived name comes from the PTX opcode and operand forms only, and `cp.async.ca.shared.global`
/// copies 4, 8 or 16 bytes.
pub(super) fn distinct_records(mut cells: Vec<Cell>) -> Vec<Cell> {
    let mut seen: std::collections::BTreeMap<String, String> = std::collections::BTreeMap::new();
    for c in &mut cells {
        if c.illegal.is_some() || c.llvm_record.is_some() {
            continue;
        }
        let first = seen
            .entry(c.record.clone())
            .or_insert_with(|| c.form.template.clone());
        if *first != c.form.template {
            let suffix: String = c
                .key()
                .chars()
                .map(|ch| {
                    if ch.is_ascii_alphanumeric() {
                        ch.to_ascii_uppercase()
                    } else {
                        '_'
                    }
                })
                .collect();
            let mut name = format!("{}_{}", c.record, suffix);
            while name.contains("__") {
                name = name.replace("__", "_");
            }
            c.record = name.trim_end_matches('_').to_string();
            seen.insert(c.record.clone(), c.form.template.clone());
        }
    }
    cells
}

/// The combinations seed 000 calls illegal ("im2col is only legal for rank >= 3", rank 1 to 5,
/// cta_group in 0..3): LLVM 22 has no intrinsic for the first two (it would emit a call to an
/// external function of that name), so the selector refuses them as LLVM refuses an intrinsic it
/// cannot select; an out-of-range cta_group is refused with LLVM 22's verifier message.
fn tensor_illegal_cells() -> Vec<Cell> {
    let f = &TENSOR;
    let mut out = Vec::new();
    let cannot = |name: &str| crate::target::messages::cannot_select_intrinsic(name);
    for rank in 1..=2usize {
        let rank_s = rank.to_string();
        for mode in ["im2col", "im2col.w", "im2col.w.128"] {
            let ptx_mode = mode.replace(".w.128", "::w::128").replace(".w", "::w");
            let mut g2s = vec![P7, P3, P0];
            g2s.extend(std::iter::repeat_n(R32, rank));
            g2s.extend([R16, R64, flag(false), flag(false), Arg::Const(Ty::I32, 0)]);
            let name = format!("llvm.nvvm.cp.async.bulk.tensor.g2s.{mode}.{rank}d");
            out.push(Cell::illegal(
                f,
                &[
                    "global -> shared::cluster",
                    &ptx_mode,
                    &rank_s,
                    "-",
                    "-",
                    "-",
                ],
                &name,
                &[],
                &g2s,
                &cannot(&name),
            ));
            let mut pre = vec![P0];
            pre.extend(std::iter::repeat_n(R32, rank));
            pre.extend([R64, flag(false)]);
            let name = format!("llvm.nvvm.cp.async.bulk.tensor.prefetch.{mode}.{rank}d");
            out.push(Cell::illegal(
                f,
                &["prefetch L2", &ptx_mode, &rank_s, "-", "-", "-"],
                &name,
                &[],
                &pre,
                &cannot(&name),
            ));
        }
        let mut s2g = vec![P3, P0];
        s2g.extend(std::iter::repeat_n(R32, rank));
        s2g.extend([R64, flag(false)]);
        let name = format!("llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.{rank}d");
        out.push(Cell::illegal(
            f,
            &["shared::cta -> global", "im2col", &rank_s, "-", "-", "-"],
            &name,
            &[],
            &s2g,
            &cannot(&name),
        ));
        for red in ["add", "min", "max", "inc", "dec", "and", "or", "xor"] {
            let name = format!("llvm.nvvm.cp.async.bulk.tensor.reduce.{red}.im2col.{rank}d");
            out.push(Cell::illegal(
                f,
                &[&format!("reduce.{red}"), "im2col", &rank_s, "-", "-", "-"],
                &name,
                &[],
                &s2g,
                &cannot(&name),
            ));
        }
    }
    // Rank 6 (seed 2.42: the tensor-map rank is 1..5).
    let mut g2s = vec![P7, P3, P0];
    g2s.extend(std::iter::repeat_n(R32, 6));
    g2s.extend([R16, R64, flag(false), flag(false), Arg::Const(Ty::I32, 0)]);
    let name = "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.6d";
    out.push(Cell::illegal(
        f,
        &["global -> shared::cluster", "tile", "6", "-", "-", "-"],
        name,
        &[],
        &g2s,
        &cannot(name),
    ));
    // cta_group 3 (LLVM 22: `Range<ArgIndex<..>, 0, 3>` on the immediate).
    for rank in 1..=5usize {
        let mut g2s = vec![P7, P3, P0];
        g2s.extend(std::iter::repeat_n(R32, rank));
        g2s.extend([R16, R64, flag(false), flag(false), Arg::Const(Ty::I32, 3)]);
        out.push(Cell::illegal(
            f,
            &[
                "global -> shared::cluster",
                "tile",
                &rank.to_string(),
                "-",
                "-",
                "cta_group::3",
            ],
            &format!("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.{rank}d"),
            &[],
            &g2s,
            "immarg value 3 out of range [0, 3)",
        ));
    }
    out
}
