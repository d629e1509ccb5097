//! Matrix families (seed 000 "Dispatch Dimensions by Intrinsic Family": MMA/WGMMA/tcgen05, the
//! ldmatrix/stmatrix axes 5.51, the tcgen05 validators 5.44): ldmatrix and stmatrix, the wgmma
//! fences and groups (LLVM 22 has no wgmma.mma_async intrinsic: CUTLASS reaches it through inline
//! assembly), and the tcgen05 operations that take no tensor-memory pointer.
//!
//! Names, signatures and PTX are LLVM 22's (`IntrinsicsNVVM.td`, checked with `llc-22`).
//! ldmatrix and stmatrix are overloaded on the pointer (`.p3` shared, `.p0` generic).

use super::asynccopy::BLACKWELL_DC;
use super::{Arg, Cell, Family, Gate, Ty};
use crate::target::features::{self, Availability};
use crate::target::{PtxVersion, messages};

/// `llvm.nvvm.ldmatrix.sync.aligned.*` and `llvm.nvvm.stmatrix.sync.aligned.*`: shape × count ×
/// transpose × element type × address space, as LLVM 22's `NVVM_LDMATRIX_SUPPORTED` /
/// `NVVM_STMATRIX_SUPPORTED` allow them.
pub const LDMATRIX: Family = Family {
    id: "ldmatrix",
    title: "Matrix loads and stores (ldmatrix, stmatrix)",
    source: "seed 000 (ldmatrix/stmatrix axes 5.51, 1.A19), LLVM 22 IntrinsicsNVVM.td (LDMATRIX, STMATRIX)",
    axes: &["direction", "shape", "count", "trans", "type", "space"],
    cells: || super::asynccopy::distinct_records(ldmatrix_cells()),
};

fn ldmatrix_cells() -> Vec<Cell> {
    let f = &LDMATRIX;
    let mut out = Vec::new();
    // (direction, shape, trans, element type, registers per count x1/x2/x4, Blackwell only)
    type Row = (
        &'static str,
        &'static str,
        bool,
        &'static str,
        [usize; 3],
        bool,
    );
    let mut rows: Vec<Row> = Vec::new();
    for trans in [false, true] {
        rows.push(("ld", "m8n8", trans, "b16", [1, 2, 4], false));
        rows.push(("st", "m8n8", trans, "b16", [1, 2, 4], false));
    }
    rows.push(("ld", "m16n16", true, "b8", [2, 4, 0], true));
    rows.push(("ld", "m16n16", true, "b8x16.b6x16_p32", [2, 4, 0], true));
    rows.push(("ld", "m16n16", true, "b8x16.b4x16_p64", [2, 4, 0], true));
    rows.push(("ld", "m8n16", false, "b8x16.b6x16_p32", [1, 2, 4], true));
    rows.push(("ld", "m8n16", false, "b8x16.b4x16_p64", [1, 2, 4], true));
    rows.push(("st", "m16n8", true, "b8", [1, 2, 4], true));
    for (dir, shape, trans, ty, regs, blackwell) in rows {
        for (count, n) in ["x1", "x2", "x4"].into_iter().zip(regs) {
            if n == 0 {
                continue;
            }
            for (space, mangle, ptx_space) in [(3u32, "p3", ".shared"), (0, "p0", "")] {
                let t = if trans { ".trans" } else { "" };
                let name =
                    format!("llvm.nvvm.{dir}matrix.sync.aligned.{shape}.{count}{t}.{ty}.{mangle}");
                let head = format!("{dir}matrix.sync.aligned.{shape}.{count}{t}{ptx_space}.{ty}");
                let ptr = Arg::Reg(Ty::Ptr(space));
                let axes = [
                    if dir == "ld" { "ldmatrix" } else { "stmatrix" },
                    shape,
                    count,
                    if trans { "trans" } else { "-" },
                    ty,
                    if space == 3 { "shared" } else { "generic" },
                ];
                let c = if dir == "ld" {
                    let dests: Vec<String> = (0..n).map(|i| format!("{{d{i}}}")).collect();
                    let ptx = format!("{head} {{{}}}, [{{s0}}];", dests.join(", "));
                    Cell::new(f, &axes, &name, &vec![Ty::I32; n], &[ptr], &ptx).overloaded(1)
                } else {
                    let srcs: Vec<String> = (1..=n).map(|i| format!("{{s{i}}}")).collect();
                    let ptx = format!("{head} [{{s0}}], {{{}}};", srcs.join(", "));
                    let mut args = vec![ptr];
                    args.extend(std::iter::repeat_n(Arg::Reg(Ty::I32), n));
                    Cell::new(f, &axes, &name, &[], &args, &ptx).overloaded(1)
                };
                out.push(match (blackwell, dir) {
                    (true, _) => c.gate(BLACKWELL_DC),
                    (false, "ld") => c.min(75, (6, 5)),
                    (false, _) => c.min(90, (7, 8)),
                });
            }
        }
    }
    out
}

/// The sm_90a arch-conditional target (`wgmma` needs it).
const SM90A: Gate = Gate::Avail(Availability {
    min_ptx: PtxVersion { major: 8, minor: 0 },
    min_sm: 90,
    gate: features::Gate::Arch(&[90]),
    from_sm_ptx: None,
});

/// `llvm.nvvm.wgmma.{fence,commit_group,wait_group}.sync.aligned` (sm_90a).
pub const WGMMA: Family = Family {
    id: "wgmma",
    title: "Warpgroup MMA control (wgmma)",
    source: "seed 000 (MMA/WGMMA axes 5.47), LLVM 22 IntrinsicsNVVM.td (WGMMA fence instructions)",
    axes: &["op"],
    cells: || super::asynccopy::distinct_records(wgmma_cells()),
};

fn wgmma_cells() -> Vec<Cell> {
    let f = &WGMMA;
    vec![
        Cell::new(
            f,
            &["fence"],
            "llvm.nvvm.wgmma.fence.sync.aligned",
            &[],
            &[],
            "wgmma.fence.sync.aligned;",
        )
        .gate(SM90A),
        Cell::new(
            f,
            &["commit_group"],
            "llvm.nvvm.wgmma.commit_group.sync.aligned",
            &[],
            &[],
            "wgmma.commit_group.sync.aligned;",
        )
        .gate(SM90A),
        Cell::new(
            f,
            &["wait_group"],
            "llvm.nvvm.wgmma.wait_group.sync.aligned",
            &[],
            &[Arg::Imm(Ty::I64, 1)],
            "wgmma.wait_group.sync.aligned {s0};",
        )
        .gate(SM90A),
    ]
}

/// tcgen05 (sm_100a and the other tensor-memory targets): alloc, relinquish_alloc_permit,
/// commit (with multicast), wait::ld/st and the thread-sync fences. Every cell checks the seed's
/// tcgen05 target validator (5.44), so a target without tensor memory hears "Not supported on
/// this architecture" and the plain sm_100 hears the arch-conditional message.
pub const TCGEN05: Family = Family {
    id: "tcgen05",
    title: "Tensor-memory operations (tcgen05)",
    source: "seed 000 (5.08, 5.13, 5.44 validators), LLVM 22 IntrinsicsNVVM.td (Tcgen05 family)",
    axes: &["op", "cta_group", "space", "multicast"],
    cells: || super::asynccopy::distinct_records(tcgen05_cells()),
};

fn tcgen05_cells() -> Vec<Cell> {
    let f = &TCGEN05;
    let gate = Gate::Validator(messages::validate_tcgen05_target);
    let mut out = Vec::new();
    for cg in ["1", "2"] {
        for shared in [false, true] {
            let (ptr, space, ptx_space, name_space) = if shared {
                (Arg::Reg(Ty::Ptr(3)), "shared", ".shared::cta", ".shared")
            } else {
                (Arg::Reg(Ty::Ptr(0)), "generic", "", "")
            };
            out.push(
                Cell::new(
                    f,
                    &["alloc", cg, space, "-"],
                    &format!("llvm.nvvm.tcgen05.alloc{name_space}.cg{cg}"),
                    &[],
                    &[ptr, Arg::Reg(Ty::I32)],
                    &format!("tcgen05.alloc.cta_group::{cg}.sync.aligned{ptx_space}.b32 [{{s0}}], {{s1}};"),
                )
                .gate(gate),
            );
            for mc in [false, true] {
                let mut args = vec![ptr];
                if mc {
                    args.push(Arg::Reg(Ty::I16));
                }
                out.push(
                    Cell::new(
                        f,
                        &["commit", cg, space, if mc { "yes" } else { "-" }],
                        &format!(
                            "llvm.nvvm.tcgen05.commit{}{name_space}.cg{cg}",
                            if mc { ".mc" } else { "" }
                        ),
                        &[],
                        &args,
                        &format!(
                            "tcgen05.commit.cta_group::{cg}.mbarrier::arrive::one.shared::cluster{}.b64 [{{s0}}]{};",
                            if mc { ".multicast::cluster" } else { "" },
                            if mc { ", {s1}" } else { "" }
                        ),
                    )
                    .gate(gate),
                );
            }
        }
        out.push(
            Cell::new(
                f,
                &["relinquish_alloc_permit", cg, "-", "-"],
                &format!("llvm.nvvm.tcgen05.relinq.alloc.permit.cg{cg}"),
                &[],
                &[],
                &format!("tcgen05.relinquish_alloc_permit.cta_group::{cg}.sync.aligned;"),
            )
            .gate(gate),
        );
    }
    let tmem = Arg::Reg(Ty::Ptr(6));
    for cg in ["1", "2"] {
        out.push(
            Cell::new(
                f,
                &["dealloc", cg, "tensor", "-"],
                &format!("llvm.nvvm.tcgen05.dealloc.cg{cg}"),
                &[],
                &[tmem, Arg::Reg(Ty::I32)],
                &format!("tcgen05.dealloc.cta_group::{cg}.sync.aligned.b32 {{s0}}, {{s1}};"),
            )
            .gate(gate),
        );
        out.push(
            Cell::new(
                f,
                &["shift.down", cg, "tensor", "-"],
                &format!("llvm.nvvm.tcgen05.shift.down.cg{cg}"),
                &[],
                &[tmem],
                &format!("tcgen05.shift.cta_group::{cg}.down [{{s0}}];"),
            )
            .gate(gate),
        );
        for shape in [
            "128x256b",
            "4x256b",
            "128x128b",
            "64x128b_warpx2_02_13",
            "64x128b_warpx2_01_23",
            "32x128b_warpx4",
        ] {
            let ptx_shape = shape
                .replace("_warpx2_", ".warpx2::")
                .replace("_warpx4", ".warpx4");
            for fmt in ["", "b6x16_p32", "b4x16_p64"] {
                let name = if fmt.is_empty() {
                    format!("llvm.nvvm.tcgen05.cp.{shape}.cg{cg}")
                } else {
                    format!("llvm.nvvm.tcgen05.cp.{shape}.{fmt}.cg{cg}")
                };
                let ptx_fmt = if fmt.is_empty() {
                    String::new()
                } else {
                    format!(".b8x16.{fmt}")
                };
                out.push(
                    Cell::new(
                        f,
                        &[
                            &format!(
                                "cp.{shape}{}",
                                if fmt.is_empty() {
                                    String::new()
                                } else {
                                    format!(".{fmt}")
                                }
                            ),
                            cg,
                            "shared -> tensor",
                            "-",
                        ],
                        &name,
                        &[],
                        &[tmem, Arg::Reg(Ty::I64)],
                        &format!(
                            "tcgen05.cp.cta_group::{cg}.{ptx_shape}{ptx_fmt} [{{s0}}], {{s1}};"
                        ),
                    )
                    .gate(gate),
                );
            }
        }
    }
    // tcgen05.mma: d in tensor memory, a from a shared-memory descriptor or tensor memory, b's
    // descriptor, the instruction descriptor, enable_input_d, (sparse: the metadata in tensor
    // memory), then the kind, cta_group and collector-usage immediates.
    let kinds = ["f16", "tf32", "f8f6f4", "i8"];
    let collectors = ["discard", "lastuse", "fill", "use"];
    for sp in [false, true] {
        for space in ["shared", "tensor"] {
            for (k, kind) in kinds.iter().enumerate() {
                for cg in 1..=2i64 {
                    for (u, usage) in collectors.iter().enumerate() {
                        let a = if space == "tensor" {
                            tmem
                        } else {
                            Arg::Reg(Ty::I64)
                        };
                        let mut args = vec![
                            tmem,
                            a,
                            Arg::Reg(Ty::I64),
                            Arg::Reg(Ty::I32),
                            Arg::Reg(Ty::I1),
                        ];
                        let a_text = if space == "tensor" { "[{s1}]" } else { "{s1}" };
                        let operands = if sp {
                            args.push(tmem);
                            format!("[{{s0}}], {a_text}, {{s2}}, [{{s5}}], {{s3}}, {{s4}}")
                        } else {
                            format!("[{{s0}}], {a_text}, {{s2}}, {{s3}}, {{s4}}")
                        };
                        args.extend([
                            Arg::Const(Ty::I32, k as i64),
                            Arg::Const(Ty::I32, cg),
                            Arg::Const(Ty::I32, u as i64),
                        ]);
                        let sp_name = if sp { ".sp" } else { "" };
                        let name = format!("llvm.nvvm.tcgen05.mma{sp_name}.{space}");
                        let ptx = format!(
                            "tcgen05.mma{sp_name}.cta_group::{cg}.kind::{kind}.collector::a::{usage} {operands};"
                        );
                        let cg_s = cg.to_string();
                        let op = format!("mma{sp_name}.{space} kind::{kind} collector::a::{usage}");
                        out.push(
                            Cell::new(f, &[&op, &cg_s, space, "-"], &name, &[], &args, &ptx)
                                .gate(gate),
                        );
                    }
                }
            }
        }
    }
    // tcgen05.ld / tcgen05.st: shape × count × pack (ld) / unpack (st). The registers per
    // count: 32x32b, 16x64b and 16x32bx2 one, 16x128b two, 16x256b four; 128 at most. 16x32bx2
    // takes an immediate half-offset. LLVM 22 passes the registers as one `<N x i32>` (an `i32`
    // for one), split into N operands/results in the DAG.
    for (shape, per) in [
        ("16x64b", 1u16),
        ("16x128b", 2),
        ("16x256b", 4),
        ("32x32b", 1),
        ("16x32bx2", 1),
    ] {
        for num in [1u16, 2, 4, 8, 16, 32, 64, 128] {
            let n = num * per;
            if n > 128 {
                continue;
            }
            let offset = shape == "16x32bx2";
            for dir in ["ld", "st"] {
                for pack in [false, true] {
                    let (flag_name, flag_ptx) = if dir == "ld" {
                        ("pack::16b", ".pack::16b")
                    } else {
                        ("unpack::16b", ".unpack::16b")
                    };
                    let name = format!("llvm.nvvm.tcgen05.{dir}.{shape}.x{num}");
                    let mut args = vec![tmem];
                    if offset {
                        args.push(Arg::Imm(Ty::I64, 2));
                    }
                    let regs = |kind: char, first: usize| reg_list(kind, first, usize::from(n));
                    let p = if pack { flag_ptx } else { "" };
                    let off = if offset { ", {s1}" } else { "" };
                    let (rets, ptx) = if dir == "ld" {
                        args.push(Arg::Const(Ty::I1, if pack { -1 } else { 0 }));
                        (
                            vec![Ty::VecI32(n)],
                            format!(
                                "tcgen05.ld.sync.aligned.{shape}.x{num}{p}.b32 {}, [{{s0}}]{off};",
                                regs('d', 0)
                            ),
                        )
                    } else {
                        args.push(Arg::Reg(Ty::VecI32(n)));
                        args.push(Arg::Const(Ty::I1, if pack { -1 } else { 0 }));
                        let first = if offset { 2 } else { 1 };
                        (
                            Vec::new(),
                            format!(
                                "tcgen05.st.sync.aligned.{shape}.x{num}{p}.b32 [{{s0}}]{off}, {};",
                                regs('s', first)
                            ),
                        )
                    };
                    let record = format!(
                        "TCGEN05_{}_{shape}_x{num}{}",
                        dir.to_uppercase(),
                        match (pack, dir) {
                            (false, _) => "",
                            (true, "ld") => "_PACK",
                            (true, _) => "_UNPACK",
                        }
                    );
                    out.push(
                        Cell::new(
                            f,
                            &[
                                &format!("{dir}.{shape}.x{num}"),
                                "-",
                                "tensor",
                                if pack { flag_name } else { "-" },
                            ],
                            &name,
                            &rets,
                            &args,
                            &ptx,
                        )
                        .llvm(&record)
                        .gate(gate),
                    );
                }
            }
        }
    }
    // tcgen05.mma.ws (cta_group::1 only): d, a (shared descriptor or tensor memory), b, idesc,
    // enable_input_d, (sparse: metadata), (zero_col_mask: a 64-bit mask), then the kind, the
    // B-collector buffer and the collector usage. LLVM 22 selects it on the arch-conditional
    // sm_100a/sm_101a/sm_110a only (no family variants, no sm_103a).
    let ws_arch = Gate::Avail(Availability {
        min_ptx: PtxVersion { major: 8, minor: 6 },
        min_sm: 100,
        gate: features::Gate::Arch(&[100, 101, 110]),
        from_sm_ptx: None,
    });
    for sp in [false, true] {
        for space in ["shared", "tensor"] {
            for zcm in [false, true] {
                for (k, kind) in kinds.iter().enumerate() {
                    for buf in 0..4i64 {
                        for (u, usage) in collectors.iter().enumerate() {
                            let a = if space == "tensor" {
                                tmem
                            } else {
                                Arg::Reg(Ty::I64)
                            };
                            let mut args =
                                vec![tmem, a, Arg::Reg(Ty::I64), Arg::Reg(Ty::I32), Arg::Reg(Ty::I1)];
                            let a_text = if space == "tensor" { "[{s1}]" } else { "{s1}" };
                            let mut operands = format!("[{{s0}}], {a_text}, {{s2}}");
                            if sp {
                                args.push(tmem);
                                operands.push_str(", [{s5}]");
                            }
                            operands.push_str(", {s3}, {s4}");
                            if zcm {
                                operands.push_str(&format!(", {{s{}}}", args.len()));
                                args.push(Arg::Reg(Ty::I64));
                            }
                            args.extend([
                                Arg::Const(Ty::I32, k as i64),
                                Arg::Const(Ty::I32, buf),
                                Arg::Const(Ty::I32, u as i64),
                            ]);
                            let sp_name = if sp { ".sp" } else { "" };
                            let z_name = if zcm { ".zero_col_mask" } else { "" };
                            let name = format!("llvm.nvvm.tcgen05.mma.ws{sp_name}.{space}{z_name}");
                            let ptx = format!(
                                "tcgen05.mma.ws{sp_name}.cta_group::1.kind::{kind}.collector::b{buf}::{usage} {operands};"
                            );
                            let op = format!(
                                "mma.ws{sp_name}.{space}{z_name} kind::{kind} collector::b{buf}::{usage}"
                            );
                            out.push(
                                Cell::new(f, &[&op, "1", space, "-"], &name, &[], &args, &ptx)
                                    .gate(gate)
                                    .gate(ws_arch),
                            );
                        }
                    }
                }
            }
        }
    }
    // tcgen05.mma with block scaling: d, a, b, idesc, enable_input_d, (sparse: metadata),
    // scale_a and scale_b in tensor memory, then cta_group and collector usage. The gates are
    // LLVM 22's, probed with llc-22 and ptxas 13.5: PTX 8.6 without a block size, 8.8 with
    // one; arch- or family-conditional datacenter Blackwell, arch-conditional only for the
    // sparse mxf4/mxf4nvf4 kinds. LLVM 22 lets the sparse mxf4 block32 through from PTX 8.6 and
    // the sparse mxf4nvf4 block16/block32 from 8.7, where ptxas wants 8.8 (its own gate, in its
    // words).
    for (kind, block) in [
        ("mxf8f6f4", ""),
        ("mxf8f6f4", "block32"),
        ("mxf4", ""),
        ("mxf4", "block32"),
        ("mxf4nvf4", "block16"),
        ("mxf4nvf4", "block32"),
    ] {
        for sp in [false, true] {
            let arch_only = sp && kind != "mxf8f6f4";
            let sms: &'static [u16] = &[100, 101, 103, 110];
            let llvm_ptx = match (block.is_empty(), sp, kind) {
                (true, _, _) | (false, true, "mxf4") => (8, 6),
                (false, true, "mxf4nvf4") => (8, 7),
                _ => (8, 8),
            };
            let avail = Gate::Avail(Availability {
                min_ptx: PtxVersion {
                    major: llvm_ptx.0,
                    minor: llvm_ptx.1,
                },
                min_sm: 100,
                gate: if arch_only {
                    features::Gate::Arch(sms)
                } else {
                    features::Gate::Family(sms)
                },
                from_sm_ptx: None,
            });
            for space in ["shared", "tensor"] {
                for cg in 1..=2i64 {
                    for (u, usage) in collectors.iter().enumerate() {
                        let a = if space == "tensor" {
                            tmem
                        } else {
                            Arg::Reg(Ty::I64)
                        };
                        let mut args =
                            vec![tmem, a, Arg::Reg(Ty::I64), Arg::Reg(Ty::I32), Arg::Reg(Ty::I1)];
                        let a_text = if space == "tensor" { "[{s1}]" } else { "{s1}" };
                        let operands = if sp {
                            args.push(tmem);
                            format!("[{{s0}}], {a_text}, {{s2}}, [{{s5}}], {{s3}}, [{{s6}}], [{{s7}}], {{s4}}")
                        } else {
                            format!("[{{s0}}], {a_text}, {{s2}}, {{s3}}, [{{s5}}], [{{s6}}], {{s4}}")
                        };
                        args.extend([tmem, tmem, Arg::Const(Ty::I32, cg), Arg::Const(Ty::I32, u as i64)]);
                        let sp_name = if sp { ".sp" } else { "" };
                        let block_name = if block.is_empty() {
                            String::new()
                        } else {
                            format!(".{block}")
                        };
                        let name = format!(
                            "llvm.nvvm.tcgen05.mma{sp_name}.{space}.{kind}.block_scale{block_name}"
                        );
                        let ptx = format!(
                            "tcgen05.mma{sp_name}.cta_group::{cg}.kind::{kind}.block_scale{block_name}.collector::a::{usage} {operands};"
                        );
                        let op = format!(
                            "mma{sp_name}.{space} kind::{kind}.block_scale{block_name} collector::a::{usage}"
                        );
                        let mut c = Cell::new(f, &[&op, &cg.to_string(), space, "-"], &name, &[], &args, &ptx)
                            .gate(gate)
                            .gate(avail);
                        if llvm_ptx < (8, 8) && !block.is_empty() {
                            let feature = if block == "block16" { ".block16" } else { ".block32" };
                            c = c.ptxas_min(100, (8, 8), feature);
                        }
                        out.push(c);
                    }
                }
            }
        }
    }
    for (op, name, ptx) in [
        (
            "wait::ld",
            "llvm.nvvm.tcgen05.wait.ld",
            "tcgen05.wait::ld.sync.aligned;",
        ),
        (
            "wait::st",
            "llvm.nvvm.tcgen05.wait.st",
            "tcgen05.wait::st.sync.aligned;",
        ),
        (
            "fence::before_thread_sync",
            "llvm.nvvm.tcgen05.fence.before.thread.sync",
            "tcgen05.fence::before_thread_sync;",
        ),
        (
            "fence::after_thread_sync",
            "llvm.nvvm.tcgen05.fence.after.thread.sync",
            "tcgen05.fence::after_thread_sync;",
        ),
    ] {
        out.push(Cell::new(f, &[op, "-", "-", "-"], name, &[], &[], ptx).gate(gate));
    }
    out
}

/// The registers of one WMMA fragment (LLVM 22's `WMMA_REGS` for the wmma geometries): how many
/// and of which type, or `None` where the geometry has no such fragment.
fn wmma_frag(geom: &str, frag: &str, ty: &str) -> Option<(usize, Ty)> {
    let big = matches!(geom, "m16n16k16" | "m32n8k16" | "m8n32k16");
    Some(match (geom, frag, ty) {
        (_, "a" | "b", "f16") if big => (8, Ty::V2F16),
        (_, "c" | "d", "f16") if big => (4, Ty::V2F16),
        (_, "c" | "d", "f32") if big => (8, Ty::F32),
        (_, "c" | "d", "s32") if big => (8, Ty::I32),
        ("m16n16k16", "a" | "b", "bf16") => (4, Ty::I32),
        ("m8n32k16", "a", "bf16") | ("m32n8k16", "b", "bf16") => (2, Ty::I32),
        ("m8n32k16", "b", "bf16") | ("m32n8k16", "a", "bf16") => (8, Ty::I32),
        ("m16n16k16", "a" | "b", "s8" | "u8") => (2, Ty::I32),
        ("m8n32k16", "a", "s8" | "u8") | ("m32n8k16", "b", "s8" | "u8") => (1, Ty::I32),
        ("m8n32k16", "b", "s8" | "u8") | ("m32n8k16", "a", "s8" | "u8") => (4, Ty::I32),
        ("m16n16k8", "a" | "b", "tf32") => (4, Ty::I32),
        ("m16n16k8", "c" | "d", "f32") => (8, Ty::F32),
        ("m8n8k4", "a" | "b", "f64") => (1, Ty::F64),
        ("m8n8k4", "c" | "d", "f64") => (2, Ty::F64),
        ("m8n8k32", "a" | "b", "s4" | "u4") | ("m8n8k128", "a" | "b", "b1") => (1, Ty::I32),
        ("m8n8k32" | "m8n8k128", "c" | "d", "s32") => (2, Ty::I32),
        _ => return None,
    })
}

/// The lowest SM and PTX version of a WMMA geometry and element type (LLVM 22's `WMMA_REGS` predicates; f16
/// needs sm_70 / PTX 6.0, and the integer types sm_72 / 6.3, so both land on sm_75 here).
fn wmma_floor(geom: &str, ty: &str) -> (u16, (u8, u8)) {
    match ty {
        _ if geom == "m16n16k8" => (80, (7, 0)),
        "bf16" | "tf32" | "f64" => (80, (7, 0)),
        "s8" | "u8" | "s4" | "u4" | "b1" => (75, (6, 3)),
        _ => (70, (6, 3)),
    }
}

/// `{dA, dB, ..}` or `{sA, ..}` over `count` names from `first`.
fn reg_list(kind: char, first: usize, count: usize) -> String {
    let list: Vec<String> = (first..first + count)
        .map(|k| format!("{{{kind}{k}}}"))
        .collect();
    format!("{{{}}}", list.join(", "))
}

/// `llvm.nvvm.wmma.*`: load a/b/c and store d (geometry × fragment × type × layout × stride ×
/// address space, the sub-byte fragments only in the layouts LLVM 22 has) and mma (geometry ×
/// layouts × types × satfinite / rounding / b1 op).
pub const WMMA: Family = Family {
    id: "wmma",
    title: "Warp matrix multiply-accumulate (wmma)",
    source: "seed 000 (5.19, 1.A08, MMA axes 5.47), LLVM 22 IntrinsicsNVVM.td (WMMA_REGS, NVVM_WMMA_LD/ST/MMA)",
    axes: &[
        "op",
        "shape",
        "fragment",
        "types",
        "layout",
        "stride / variant",
        "space",
    ],
    cells: || super::asynccopy::distinct_records(wmma_cells()),
};

fn wmma_cells() -> Vec<Cell> {
    let f = &WMMA;
    let mut out = Vec::new();
    let big = ["m16n16k16", "m32n8k16", "m8n32k16"];
    let mut ldst: Vec<(&str, &str, &str)> = Vec::new();
    for g in big {
        for (frag, ty) in [
            ("a", "f16"),
            ("b", "f16"),
            ("c", "f16"),
            ("c", "f32"),
            ("a", "bf16"),
            ("b", "bf16"),
            ("a", "s8"),
            ("a", "u8"),
            ("b", "s8"),
            ("b", "u8"),
            ("c", "s32"),
            ("d", "f16"),
            ("d", "f32"),
            ("d", "s32"),
        ] {
            ldst.push((g, frag, ty));
        }
    }
    for (frag, ty) in [("a", "tf32"), ("b", "tf32"), ("c", "f32"), ("d", "f32")] {
        ldst.push(("m16n16k8", frag, ty));
    }
    for frag in ["a", "b", "c", "d"] {
        ldst.push(("m8n8k4", frag, "f64"));
    }
    for (frag, ty) in [
        ("a", "s4"),
        ("a", "u4"),
        ("b", "s4"),
        ("b", "u4"),
        ("c", "s32"),
        ("d", "s32"),
    ] {
        ldst.push(("m8n8k32", frag, ty));
    }
    for (frag, ty) in [("a", "b1"), ("b", "b1"), ("c", "s32"), ("d", "s32")] {
        ldst.push(("m8n8k128", frag, ty));
    }
    for (geom, frag, ty) in ldst {
        let Some((n, t)) = wmma_frag(geom, frag, ty) else {
            continue;
        };
        let (sm, ptx_v) = wmma_floor(geom, ty);
        let sub_byte = matches!(ty, "s4" | "u4" | "b1");
        for layout in ["row", "col"] {
            // Sub-byte A fragments are row-major and B fragments column-major only.
            if sub_byte && ((frag == "a" && layout != "row") || (frag == "b" && layout != "col")) {
                continue;
            }
            for stride in [false, true] {
                for (space, mangle, ptx_space) in
                    [(0u32, "p0", ""), (1, "p1", ".global"), (3, "p3", ".shared")]
                {
                    let st = if stride { ".stride" } else { "" };
                    let ptr = Arg::Reg(Ty::Ptr(space));
                    let axes = [
                        if frag == "d" { "store" } else { "load" },
                        geom,
                        frag,
                        ty,
                        layout,
                        if stride { "stride" } else { "-" },
                        if space == 0 {
                            "generic"
                        } else if space == 1 {
                            "global"
                        } else {
                            "shared"
                        },
                    ];
                    let c = if frag == "d" {
                        let name =
                            format!("llvm.nvvm.wmma.{geom}.store.d.{layout}{st}.{ty}.{mangle}");
                        let mut args = vec![ptr];
                        args.extend(std::iter::repeat_n(Arg::Reg(t), n));
                        let mut ptx = format!(
                            "wmma.store.d.sync.aligned.{layout}.{geom}{ptx_space}.{ty} [{{s0}}],{}",
                            reg_list('s', 1, n)
                        );
                        if stride {
                            args.push(Arg::Reg(Ty::I32));
                            ptx.push_str(&format!(", {{s{}}}", n + 1));
                        }
                        ptx.push(';');
                        // Overloaded on the pointer: LLVM 22 names the base in its messages.
                        Cell::new(f, &axes, &name, &[], &args, &ptx).overloaded(1)
                    } else {
                        let name =
                            format!("llvm.nvvm.wmma.{geom}.load.{frag}.{layout}{st}.{ty}.{mangle}");
                        let mut args = vec![ptr];
                        let mut ptx = format!(
                            "wmma.load.{frag}.sync.aligned.{layout}.{geom}{ptx_space}.{ty} {}, [{{s0}}]",
                            reg_list('d', 0, n)
                        );
                        if stride {
                            args.push(Arg::Reg(Ty::I32));
                            ptx.push_str(", {s1}");
                        }
                        ptx.push(';');
                        Cell::new(f, &axes, &name, &vec![t; n], &args, &ptx).overloaded(1)
                    };
                    out.push(c.min(sm, ptx_v));
                }
            }
        }
    }
    // mma: (geometry, A type, B type, C type, D type, name signature, PTX type suffix, variants)
    let mut mmas: Vec<(&str, &str, &str, &str, &str)> = Vec::new();
    for g in big {
        for (d, c) in [
            ("f16", "f16"),
            ("f16", "f32"),
            ("f32", "f16"),
            ("f32", "f32"),
        ] {
            mmas.push((g, "f16", c, d, "fp"));
        }
        mmas.push((g, "bf16", "f32", "f32", "bf16"));
        mmas.push((g, "s8", "s32", "s32", "int"));
        mmas.push((g, "u8", "s32", "s32", "int"));
    }
    mmas.push(("m16n16k8", "tf32", "f32", "f32", "tf32"));
    mmas.push(("m8n8k4", "f64", "f64", "f64", "f64"));
    mmas.push(("m8n8k32", "s4", "s32", "s32", "int"));
    mmas.push(("m8n8k32", "u4", "s32", "s32", "int"));
    mmas.push(("m8n8k128", "b1", "s32", "s32", "b1"));
    for (geom, a, c, d, kind) in mmas {
        let (na, ta) = wmma_frag(geom, "a", a).expect("a fragment");
        let (nb, tb) = wmma_frag(geom, "b", a).expect("b fragment");
        let (nc, tc) = wmma_frag(geom, "c", c).expect("c fragment");
        let (nd, td) = wmma_frag(geom, "d", d).expect("d fragment");
        let (sm, ptx_v) = wmma_floor(geom, a);
        let sub_byte = matches!(a, "s4" | "u4" | "b1");
        // (name suffix, PTX op suffix, PTX type suffix, variant axis, floor override)
        type Variant = (String, String, String, String, Option<(u16, (u8, u8))>);
        let mut variants: Vec<Variant> = Vec::new();
        match kind {
            "fp" => {
                for sat in [false, true] {
                    let s = if sat { ".satfinite" } else { "" };
                    variants.push((
                        format!(".{d}.{c}{s}"),
                        String::new(),
                        format!(".{d}.{c}{s}"),
                        if sat { "satfinite".into() } else { "-".into() },
                        None,
                    ));
                }
            }
            "int" => {
                for sat in [false, true] {
                    let s = if sat { ".satfinite" } else { "" };
                    variants.push((
                        format!(".{a}{s}"),
                        String::new(),
                        format!(".s32.{a}.{a}.s32{s}"),
                        if sat { "satfinite".into() } else { "-".into() },
                        None,
                    ));
                }
            }
            "bf16" | "tf32" => variants.push((
                format!(".{a}"),
                String::new(),
                format!(".f32.{a}.{a}.f32"),
                "-".into(),
                None,
            )),
            "f64" => {
                for rnd in ["", "rn", "rm", "rp", "rz"] {
                    let r = if rnd.is_empty() {
                        String::new()
                    } else {
                        format!(".{rnd}")
                    };
                    variants.push((
                        format!("{r}.f64"),
                        String::new(),
                        format!("{r}.f64.f64.f64.f64"),
                        if rnd.is_empty() {
                            "-".into()
                        } else {
                            rnd.into()
                        },
                        None,
                    ));
                }
            }
            _ => {
                variants.push((
                    ".b1".into(),
                    ".xor.popc".into(),
                    ".s32.b1.b1.s32".into(),
                    "xor.popc".into(),
                    None,
                ));
                variants.push((
                    ".b1".into(),
                    ".and.popc".into(),
                    ".s32.b1.b1.s32".into(),
                    "and.popc".into(),
                    Some((80, (7, 1))),
                ));
            }
        }
        for al in ["row", "col"] {
            for bl in ["row", "col"] {
                if sub_byte && (al != "row" || bl != "col") {
                    continue;
                }
                for (name_sfx, op, ptx_sfx, variant, floor) in &variants {
                    let name = format!("llvm.nvvm.wmma.{geom}.mma{op}.{al}.{bl}{name_sfx}");
                    let mut args = Vec::new();
                    args.extend(std::iter::repeat_n(Arg::Reg(ta), na));
                    args.extend(std::iter::repeat_n(Arg::Reg(tb), nb));
                    args.extend(std::iter::repeat_n(Arg::Reg(tc), nc));
                    let ptx = format!(
                        "wmma.mma{op}.sync.aligned.{al}.{bl}.{geom}{ptx_sfx} {}, {}, {}, {};",
                        reg_list('d', 0, nd),
                        reg_list('s', 0, na),
                        reg_list('s', na, nb),
                        reg_list('s', na + nb, nc)
                    );
                    let types = format!("{d}.{a}.{a}.{c}");
                    let layout = format!("{al}.{bl}");
                    let axes = ["mma", geom, "-", &types, &layout, variant, "-"];
                    let (sm, ptx_v) = floor.unwrap_or((sm, ptx_v));
                    out.push(Cell::new(f, &axes, &name, &vec![td; nd], &args, &ptx).min(sm, ptx_v));
                }
            }
        }
    }
    out
}

#[cfg(test)]
#[path = "matrix_tests.rs"]
mod tests;

/// The registers of one `mma.sync` fragment (LLVM 22's `WMMA_REGS`, dense forms): how many and
/// of which type. `ty` is the fragment's element type; fp8/fp6/fp4 inputs travel in `i32`s.
fn mma_frag(geom: &str, frag: &str, ty: &str) -> (usize, Ty) {
    let m16 = geom.starts_with("m16n8");
    match (frag, ty) {
        ("c" | "d", "f16") => (if geom == "m8n8k4" { 4 } else { 2 }, Ty::V2F16),
        ("c" | "d", "f32") => (if geom == "m8n8k4" { 8 } else { 4 }, Ty::F32),
        ("c" | "d", "f64") => (if m16 { 4 } else { 2 }, Ty::F64),
        ("c" | "d", _) => (if m16 { 4 } else { 2 }, Ty::I32),
        (_, "f16") => (
            match (geom, frag) {
                ("m8n8k4", _) => 2,
                ("m16n8k8", "a") => 2,
                ("m16n8k8", _) => 1,
                (_, "a") => 4,
                _ => 2,
            },
            Ty::V2F16,
        ),
        (_, "f64") => (
            match (geom, frag) {
                ("m8n8k4", _) => 1,
                ("m16n8k4", "a") => 2,
                ("m16n8k4", _) => 1,
                ("m16n8k8", "a") => 4,
                ("m16n8k8", _) => 2,
                (_, "a") => 8,
                _ => 4,
            },
            Ty::F64,
        ),
        _ => {
            // Integer-carried fragments: the smallest K of each family has (1|2, 1), the middle
            // (2, 1) and the largest (4, 2) on m16n8; m8n8 has one register each.
            let n = if !m16 {
                1
            } else {
                let small = matches!(
                    (geom, ty),
                    ("m16n8k4", "tf32")
                        | ("m16n8k8", "bf16")
                        | ("m16n8k16", "s8" | "u8" | "e4m3" | "e5m2")
                        | ("m16n8k32", "s4" | "u4")
                        | ("m16n8k128", "b1")
                );
                match (small, frag) {
                    (true, "a") => 2,
                    (true, _) => 1,
                    (false, "a") => 4,
                    (false, _) => 2,
                }
            };
            (n, Ty::I32)
        }
    }
}

/// `llvm.nvvm.mma.*` (mma.sync): geometry × layouts × A/B/C/D types × satfinite / b1 op / kind,
/// the dense forms LLVM 22 has, at the floors LLVM 22 selects them at.
pub const MMA: Family = Family {
    id: "mma",
    title: "Matrix multiply-accumulate (mma.sync)",
    source: "seed 000 (MMA axes 5.47, 3.32), LLVM 22 IntrinsicsNVVM.td (NVVM_MMA, MMA_SIGNATURE)",
    axes: &["shape", "layout", "types (d.a.b.c)", "variant"],
    cells: || super::asynccopy::distinct_records(mma_cells()),
};

fn mma_cells() -> Vec<Cell> {
    let f = &MMA;
    let mut out = Vec::new();
    /// (geometry, a, b, c, d, types in the name, variant, name prefix (b1 op), floor)
    type Op = (
        &'static str,
        String,
        String,
        String,
        String,
        String,
        String,
        &'static str,
        Gate,
    );
    let mut ops: Vec<Op> = Vec::new();
    let min = |sm: u16, ptx: (u8, u8)| Gate::Min { sm, ptx };
    let s = |x: &str| x.to_string();
    for (geom, floor) in [
        ("m8n8k4", min(70, (6, 4))),
        ("m16n8k8", min(75, (6, 5))),
        ("m16n8k16", min(80, (7, 0))),
    ] {
        let accs: &[(&str, &str)] = if geom == "m8n8k4" {
            &[("f16", "f16"), ("f32", "f16"), ("f32", "f32")]
        } else {
            &[("f16", "f16"), ("f32", "f32")]
        };
        for &(d, c) in accs {
            ops.push((
                geom,
                s("f16"),
                s("f16"),
                s(c),
                s(d),
                format!("{d}.{c}"),
                s("-"),
                "",
                floor,
            ));
        }
    }
    for (geom, floor) in [
        ("m8n8k4", min(80, (7, 0))),
        ("m16n8k4", min(90, (7, 8))),
        ("m16n8k8", min(90, (7, 8))),
        ("m16n8k16", min(90, (7, 8))),
    ] {
        ops.push((
            geom,
            s("f64"),
            s("f64"),
            s("f64"),
            s("f64"),
            s("f64"),
            s("-"),
            "",
            floor,
        ));
    }
    // LLVM 22 gates mma.sync by geometry: m16n8k8 from sm_75 / PTX 6.5 whatever the type, so it
    // prints the tf32/bf16 m16n8k8 forms below sm_80, where ptxas 13.5 refuses them ("Feature
    // '.tf32' requires .target sm_80 or higher"). The second gate is ptxas's.
    for geom in ["m16n8k4", "m16n8k8"] {
        let floor = if geom == "m16n8k8" {
            min(75, (6, 5))
        } else {
            min(80, (7, 0))
        };
        ops.push((
            geom,
            s("tf32"),
            s("tf32"),
            s("f32"),
            s("f32"),
            s("tf32"),
            s("-"),
            "",
            floor,
        ));
    }
    for geom in ["m16n8k8", "m16n8k16"] {
        let floor = if geom == "m16n8k8" {
            min(75, (6, 5))
        } else {
            min(80, (7, 0))
        };
        ops.push((
            geom,
            s("bf16"),
            s("bf16"),
            s("f32"),
            s("f32"),
            s("bf16"),
            s("-"),
            "",
            floor,
        ));
    }
    for (geom, tys, floor) in [
        ("m8n8k16", ["s8", "u8"], min(75, (6, 5))),
        ("m16n8k16", ["s8", "u8"], min(80, (7, 0))),
        ("m16n8k32", ["s8", "u8"], min(80, (7, 0))),
        ("m8n8k32", ["s4", "u4"], min(75, (6, 5))),
        ("m16n8k32", ["s4", "u4"], min(80, (7, 0))),
        ("m16n8k64", ["s4", "u4"], min(80, (7, 0))),
    ] {
        for a in tys {
            for b in tys {
                for sat in [false, true] {
                    let types = if a == b { s(a) } else { format!("{a}.{b}") };
                    let name_types = if sat {
                        format!("satfinite.{types}")
                    } else {
                        types
                    };
                    ops.push((
                        geom,
                        s(a),
                        s(b),
                        s("s32"),
                        s("s32"),
                        name_types,
                        s(if sat { "satfinite" } else { "-" }),
                        "",
                        floor,
                    ));
                }
            }
        }
    }
    for geom in ["m8n8k128", "m16n8k128", "m16n8k256"] {
        ops.push((
            geom,
            s("b1"),
            s("b1"),
            s("s32"),
            s("s32"),
            s("b1"),
            s("xor.popc"),
            "xor.popc.",
            min(80, (7, 0)),
        ));
        ops.push((
            geom,
            s("b1"),
            s("b1"),
            s("s32"),
            s("s32"),
            s("b1"),
            s("and.popc"),
            "and.popc.",
            min(80, (7, 1)),
        ));
    }
    let fp8 = ["e4m3", "e5m2"];
    for geom in ["m16n8k16", "m16n8k32"] {
        for acc in ["f16", "f32"] {
            for a in fp8 {
                for b in fp8 {
                    // m16n8k32 is PTX 8.4 on sm_89 in LLVM 22, m16n8k16 8.7. LLVM 22 selects
                    // the f16-accumulating m16n8k32 from 8.4 too, but ptxas 13.5 refuses it
                    // below 8.7: that second gate is ptxas's, in its words.
                    let floor = if geom == "m16n8k32" {
                        min(89, (8, 4))
                    } else {
                        min(89, (8, 7))
                    };
                    ops.push((
                        geom,
                        s(a),
                        s(b),
                        s(acc),
                        s(acc),
                        format!("{acc}.{a}.{b}.{acc}"),
                        s("-"),
                        "",
                        floor,
                    ));
                }
            }
        }
    }
    let sm120a = Gate::Avail(Availability {
        min_ptx: PtxVersion { major: 8, minor: 7 },
        min_sm: 120,
        gate: features::Gate::Family(&[120, 121]),
        from_sm_ptx: None,
    });
    let f8f6f4 = ["e4m3", "e5m2", "e3m2", "e2m3", "e2m1"];
    for acc in ["f16", "f32"] {
        for a in f8f6f4 {
            for b in f8f6f4 {
                ops.push((
                    "m16n8k32",
                    s(a),
                    s(b),
                    s(acc),
                    s(acc),
                    format!("kind.f8f6f4.{acc}.{a}.{b}.{acc}"),
                    s("kind::f8f6f4"),
                    "",
                    sm120a,
                ));
            }
        }
    }
    for (geom, a, b, c, d, name_types, variant, prefix, floor) in ops {
        // The floors ptxas checks beyond LLVM 22's (see above), in ptxas 13.5's wording.
        let ptxas_floor = match (geom, a.as_str(), c.as_str()) {
            ("m16n8k8", "tf32", _) => Some(Gate::PtxasMin { sm: 80, ptx: (7, 0), feature: ".tf32" }),
            ("m16n8k8", "bf16", _) => Some(Gate::PtxasMin { sm: 80, ptx: (7, 0), feature: ".bf16" }),
            ("m16n8k32", "e4m3" | "e5m2", "f16") if variant == "-" => Some(Gate::PtxasMin {
                sm: 89,
                ptx: (8, 7),
                feature: "mma with FP8 floating point type and FP16 accumulation",
            }),
            _ => None,
        };
        let (na, ta) = mma_frag(geom, "a", &a);
        let (nb, tb) = mma_frag(geom, "b", &b);
        let (nc, tc) = mma_frag(geom, "c", &c);
        let (nd, td) = mma_frag(geom, "d", &d);
        let layouts: &[(&str, &str)] = if geom == "m8n8k4" && a == "f16" {
            &[
                ("row", "row"),
                ("row", "col"),
                ("col", "row"),
                ("col", "col"),
            ]
        } else {
            &[("row", "col")]
        };
        for &(al, bl) in layouts {
            let name = format!("llvm.nvvm.mma.{prefix}{geom}.{al}.{bl}.{name_types}");
            let (pre, post) = match variant.as_str() {
                "satfinite" => (".satfinite", ""),
                "xor.popc" => ("", ".xor.popc"),
                "and.popc" => ("", ".and.popc"),
                "kind::f8f6f4" => (".kind::f8f6f4", ""),
                _ => ("", ""),
            };
            let ptx = format!(
                "mma.sync.aligned.{geom}.{al}.{bl}{pre}.{d}.{a}.{b}.{c}{post} {}, {}, {}, {};",
                reg_list('d', 0, nd),
                reg_list('s', 0, na),
                reg_list('s', na, nb),
                reg_list('s', na + nb, nc)
            );
            let mut args = Vec::new();
            args.extend(std::iter::repeat_n(Arg::Reg(ta), na));
            args.extend(std::iter::repeat_n(Arg::Reg(tb), nb));
            args.extend(std::iter::repeat_n(Arg::Reg(tc), nc));
            let types = format!("{d}.{a}.{b}.{c}");
            let layout = format!("{al}.{bl}");
            out.push(
                Cell::new(
                    f,
                    &[geom, &layout, &types, &variant],
                    &name,
                    &vec![td; nd],
                    &args,
                    &ptx,
                )
                .gate(floor),
            );
            if let Some(g) = ptxas_floor {
                let c = out.pop().expect("just pushed");
                out.push(c.gate(g));
            }
        }
    }
    out
}

/// The registers of one sparse `mma.sp` fragment (LLVM 22's `WMMA_REGS` with `IsSparse`).
fn mma_sp_frag(geom: &str, frag: &str, ty: &str) -> (usize, Ty) {
    match (frag, ty) {
        ("c" | "d", "f16") => (2, Ty::V2F16),
        ("c" | "d", "f32") => (4, Ty::F32),
        ("c" | "d", _) => (4, Ty::I32),
        (_, "f16") => (if geom == "m16n8k16" { 2 } else { 4 }, Ty::V2F16),
        _ => {
            let small = matches!(
                (geom, ty),
                ("m16n8k16", "bf16")
                    | ("m16n8k8", "tf32")
                    | ("m16n8k32", "s8" | "u8")
                    | ("m16n8k64", "s4" | "u4")
            );
            (if small { 2 } else { 4 }, Ty::I32)
        }
    }
}

/// `llvm.nvvm.mma.sp[.ordered.metadata].*` (sparse mma.sync): the dense axes plus the metadata
/// register and the sparsity selector (an immediate).
pub const MMA_SP: Family = Family {
    id: "mma_sp",
    title: "Sparse matrix multiply-accumulate (mma.sp)",
    source: "seed 000 (MMA axes 5.47: sparsity; 3.32 mma.sp sm80+), LLVM 22 IntrinsicsNVVM.td (NVVM_MMA_SP)",
    axes: &["metadata", "shape", "types (d.a.b.c)", "variant"],
    cells: || super::asynccopy::distinct_records(mma_sp_cells()),
};

fn mma_sp_cells() -> Vec<Cell> {
    let f = &MMA_SP;
    let mut out = Vec::new();
    let s = |x: &str| x.to_string();
    // (geometry, a, b, c/d, types in the name, variant, kind)
    let mut ops: Vec<(&str, String, String, String, String, String)> = Vec::new();
    for geom in ["m16n8k16", "m16n8k32"] {
        ops.push((geom, s("f16"), s("f16"), s("f16"), s("f16.f16"), s("-")));
        ops.push((geom, s("f16"), s("f16"), s("f32"), s("f32.f32"), s("-")));
        ops.push((geom, s("bf16"), s("bf16"), s("f32"), s("bf16"), s("-")));
    }
    for geom in ["m16n8k8", "m16n8k16"] {
        ops.push((geom, s("tf32"), s("tf32"), s("f32"), s("tf32"), s("-")));
    }
    for (geom, tys) in [
        ("m16n8k32", ["s8", "u8"]),
        ("m16n8k64", ["s8", "u8"]),
        ("m16n8k64", ["s4", "u4"]),
        ("m16n8k128", ["s4", "u4"]),
    ] {
        for a in tys {
            for b in tys {
                for sat in [false, true] {
                    let types = if a == b { s(a) } else { format!("{a}.{b}") };
                    let name = if sat {
                        format!("satfinite.{types}")
                    } else {
                        types
                    };
                    ops.push((
                        geom,
                        s(a),
                        s(b),
                        s("s32"),
                        name,
                        s(if sat { "satfinite" } else { "-" }),
                    ));
                }
            }
        }
    }
    for a in ["e4m3", "e5m2"] {
        for b in ["e4m3", "e5m2"] {
            ops.push((
                "m16n8k64",
                s(a),
                s(b),
                s("f32"),
                format!("f32.{a}.{b}.f32"),
                s("-"),
            ));
        }
    }
    let f8f6f4 = ["e4m3", "e5m2", "e3m2", "e2m3", "e2m1"];
    for acc in ["f16", "f32"] {
        for a in f8f6f4 {
            for b in f8f6f4 {
                ops.push((
                    "m16n8k64",
                    s(a),
                    s(b),
                    s(acc),
                    format!("kind.f8f6f4.{acc}.{a}.{b}.{acc}"),
                    s("kind::f8f6f4"),
                ));
            }
        }
    }
    let sm120a = Gate::Avail(Availability {
        min_ptx: PtxVersion { major: 8, minor: 7 },
        min_sm: 120,
        gate: features::Gate::Family(&[120, 121]),
        from_sm_ptx: None,
    });
    for (geom, a, b, c, name_types, variant) in ops {
        let kind = variant == "kind::f8f6f4";
        for ordered in [false, true] {
            if kind && !ordered {
                continue;
            }
            let (na, ta) = mma_sp_frag(geom, "a", &a);
            let (nb, tb) = mma_sp_frag(geom, "b", &b);
            let (nc, tc) = mma_sp_frag(geom, "c", &c);
            let fp8 = matches!(a.as_str(), "e4m3" | "e5m2");
            let gate = match (kind, fp8, ordered) {
                (true, _, _) => sm120a,
                (false, true, false) => Gate::Min {
                    sm: 89,
                    ptx: (8, 4),
                },
                (false, true, true) => Gate::Min {
                    sm: 89,
                    ptx: (8, 5),
                },
                (false, false, false) => Gate::Min {
                    sm: 80,
                    ptx: (7, 1),
                },
                (false, false, true) => Gate::Min {
                    sm: 80,
                    ptx: (8, 5),
                },
            };
            let (pre, mid) = match variant.as_str() {
                "satfinite" => (".satfinite", ""),
                "kind::f8f6f4" => ("", ".kind::f8f6f4"),
                _ => ("", ""),
            };
            let name = format!(
                "llvm.nvvm.mma.sp{}.{geom}.row.col.{name_types}",
                if ordered { ".ordered.metadata" } else { "" }
            );
            let meta = na + nb + nc;
            let ptx = format!(
                "mma.{}.sync.aligned.{geom}.row.col{mid}{pre}.{c}.{a}.{b}.{c} {}, {}, {}, {}, {{s{meta}}}, {{s{}}};",
                if ordered {
                    "sp::ordered_metadata"
                } else {
                    "sp"
                },
                reg_list('d', 0, nc),
                reg_list('s', 0, na),
                reg_list('s', na, nb),
                reg_list('s', na + nb, nc),
                meta + 1
            );
            let mut args = Vec::new();
            args.extend(std::iter::repeat_n(Arg::Reg(ta), na));
            args.extend(std::iter::repeat_n(Arg::Reg(tb), nb));
            args.extend(std::iter::repeat_n(Arg::Reg(tc), nc));
            args.push(Arg::Reg(Ty::I32));
            args.push(Arg::Imm(Ty::I32, 0));
            let types = format!("{c}.{a}.{b}.{c}");
            let md = if ordered { "ordered" } else { "-" };
            out.push(
                Cell::new(
                    f,
                    &[md, geom, &types, &variant],
                    &name,
                    &vec![tc; nc],
                    &args,
                    &ptx,
                )
                .gate(gate),
            );
        }
    }
    out
}

/// `llvm.nvvm.mma.block.scale.*` (consumer Blackwell, sm_120a/f): mma.sync with block scaling,
/// kind × scale-vector size × scale type × A/B element types, as LLVM 22's
/// `NVVM_MMA_BLOCK_SCALE_SUPPORTED` allows them.
pub const MMA_BLOCK_SCALE: Family = Family {
    id: "mma_block_scale",
    title: "Block-scaled MMA (mma.block_scale, sm_120a)",
    source: "seed 000 (5.27, 1.A21, MMA axes 5.47), LLVM 22 IntrinsicsNVVM.td (NVVM_MMA_BLOCK_SCALE)",
    axes: &["kind", "scale_vec", "types (d.a.b.c)", "scale type"],
    cells: || super::asynccopy::distinct_records(mma_block_scale_cells()),
};

fn mma_block_scale_cells() -> Vec<Cell> {
    let f = &MMA_BLOCK_SCALE;
    let mut out = Vec::new();
    let gate = Gate::Avail(Availability {
        min_ptx: PtxVersion { major: 8, minor: 7 },
        min_sm: 120,
        gate: features::Gate::Family(&[120, 121]),
        from_sm_ptx: None,
    });
    let f8f6f4 = ["e4m3", "e5m2", "e3m2", "e2m3", "e2m1"];
    // (geometry, kind, scale vector in the name, in the PTX, scale type, a, b)
    let mut ops: Vec<(&str, &str, &str, &str, &str, &str, &str)> = Vec::new();
    for (name_vec, ptx_vec) in [("", ""), (".scale.1x", ".scale_vec::1X")] {
        for a in f8f6f4 {
            for b in f8f6f4 {
                ops.push(("m16n8k32", "mxf8f6f4", name_vec, ptx_vec, "ue8m0", a, b));
            }
        }
    }
    ops.push(("m16n8k64", "mxf4", "", "", "ue8m0", "e2m1", "e2m1"));
    ops.push((
        "m16n8k64",
        "mxf4",
        ".scale.2x",
        ".scale_vec::2X",
        "ue8m0",
        "e2m1",
        "e2m1",
    ));
    ops.push((
        "m16n8k64",
        "mxf4nvf4",
        ".scale.2x",
        ".scale_vec::2X",
        "ue8m0",
        "e2m1",
        "e2m1",
    ));
    ops.push((
        "m16n8k64",
        "mxf4nvf4",
        ".scale.4x",
        ".scale_vec::4X",
        "ue4m3",
        "e2m1",
        "e2m1",
    ));
    for (geom, kind, name_vec, ptx_vec, stype, a, b) in ops {
        let name = format!(
            "llvm.nvvm.mma.block.scale.{geom}.row.col.{kind}{name_vec}.f32.{a}.{b}.f32.{stype}"
        );
        // A: 4 registers, B: 2, C and D: 4 floats, then scale-a data, byte-id-a, thread-id-a,
        // scale-b data, byte-id-b, thread-id-b.
        let ptx = format!(
            "mma.sync.aligned.{geom}.row.col.kind::{kind}.block_scale{ptx_vec}.f32.{a}.{b}.f32.{stype} {}, {}, {}, {}, {{s10}}, {{{{s11}}, {{s12}}}}, {{s13}}, {{{{s14}}, {{s15}}}};",
            reg_list('d', 0, 4),
            reg_list('s', 0, 4),
            reg_list('s', 4, 2),
            reg_list('s', 6, 4)
        );
        let mut args = vec![Arg::Reg(Ty::I32); 6];
        args.extend([Arg::Reg(Ty::F32); 4]);
        args.extend([
            Arg::Reg(Ty::I32),
            Arg::Reg(Ty::I16),
            Arg::Reg(Ty::I16),
            Arg::Reg(Ty::I32),
            Arg::Reg(Ty::I16),
            Arg::Reg(Ty::I16),
        ]);
        let types = format!("f32.{a}.{b}.f32");
        let vec_axis = if ptx_vec.is_empty() {
            "-"
        } else {
            ptx_vec.trim_start_matches(".scale_vec::")
        };
        out.push(
            Cell::new(
                f,
                &[kind, vec_axis, &types, stype],
                &name,
                &[Ty::F32; 4],
                &args,
                &ptx,
            )
            .gate(gate),
        );
    }
    out
}
