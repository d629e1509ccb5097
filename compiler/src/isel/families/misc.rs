//! The legacy and less common NVVM intrinsics (issue 22): the warp votes and shuffles without
//! `.sync`, the integer helpers (`bmsk`, `idp4a`/`idp2a`, `fshl`/`fshr.clamp`, `mulhi`), `exit`,
//! `isspacep`, `prefetch`, `setmaxnreg`. Every template is the form `llc-22` prints for the
//! intrinsic; every gate is the lowest target at which `llc-22` selects it (probed at each SM and
//! PTX version, see `docs/llvm-surface.md`).

use super::{Arg, Cell, Family, Gate, Ty};

/// Where `tanh.approx.f32` is selected (the availability table's `tanh .approx.f32` row).
const TANH_APPROX: crate::target::features::Availability = crate::target::features::Availability {
    min_ptx: crate::target::PtxVersion { major: 7, minor: 0 },
    min_sm: 75,
    gate: crate::target::features::Gate::Any,
    from_sm_ptx: None,
};

fn reg_or_imm(imm: bool, value: i64) -> Arg {
    if imm { Arg::Imm(Ty::I32, value) } else { Arg::Reg(Ty::I32) }
}

fn form(imm: bool) -> &'static str {
    if imm { "imm" } else { "reg" }
}

/// `llvm.nvvm.vote.{all,any,uni,ballot}` (no mask): `vote.<kind>.<type>`. LLVM 22 selects them at
/// every target; ptxas refuses them from sm_70 with PTX 6.4 on.
pub const VOTE_LEGACY: Family = Family {
    id: "vote-legacy",
    title: "Warp votes without .sync (vote)",
    source: "LLVM 22 NVPTXIntrinsics.td (VOTE), PTX ISA vote (deprecated)",
    axes: &["kind"],
    cells: vote_legacy_cells,
};

fn vote_legacy_cells() -> Vec<Cell> {
    ["all", "any", "uni", "ballot"]
        .into_iter()
        .map(|kind| {
            let (ret, suffix) = if kind == "ballot" { (Ty::I32, "b32") } else { (Ty::I1, "pred") };
            Cell::new(
                &VOTE_LEGACY,
                &[kind],
                &format!("llvm.nvvm.vote.{kind}"),
                &[ret],
                &[Arg::Reg(Ty::I1)],
                &format!("vote.{kind}.{suffix} {{d0}}, {{s0}}"),
            )
        })
        .collect()
}

/// `llvm.nvvm.shfl.{down,up,bfly,idx}.{i32,f32}` (no mask): `shfl.<mode>.b32`. LLVM 22 selects
/// them only below sm_70 or below PTX 6.4 (`hasSHFL`).
pub const SHFL_LEGACY: Family = Family {
    id: "shfl-legacy",
    title: "Warp shuffles without .sync (shfl)",
    source: "LLVM 22 NVPTXIntrinsics.td (SHFL, hasSHFL), PTX ISA shfl (deprecated)",
    axes: &["mode", "type", "predicate", "lane", "clamp"],
    cells: shfl_legacy_cells,
};

fn shfl_legacy_cells() -> Vec<Cell> {
    let mut out = Vec::new();
    for mode in ["down", "up", "bfly", "idx"] {
        for (ty, t) in [("i32", Ty::I32), ("f32", Ty::F32)] {
            for pred in [false, true] {
                for (lane_imm, clamp_imm) in [(false, false), (true, false), (false, true), (true, true)] {
                    // The `p` forms also return the lane-valid predicate: `{ i32, i1 }`.
                    let (rets, dest): (&[Ty], &str) = if pred { (&[t, Ty::I1], "{d0}|{d1}") } else { (&[t], "{d0}") };
                    let c = Cell::new(
                        &SHFL_LEGACY,
                        &[mode, ty, if pred { "p" } else { "-" }, form(lane_imm), form(clamp_imm)],
                        &format!("llvm.nvvm.shfl.{mode}.{ty}{}", if pred { "p" } else { "" }),
                        rets,
                        &[Arg::Reg(t), reg_or_imm(lane_imm, 1), reg_or_imm(clamp_imm, 31)],
                        &format!("shfl.{mode}.b32 {dest}, {{s0}}, {{s1}}, {{s2}}"),
                    );
                    out.push(c.gate(Gate::Below { sm: 70, ptx: (6, 4) }));
                }
            }
        }
    }
    out
}

/// The integer helpers: `bmsk`, `dp4a`/`dp2a`, `shf.{l,r}.clamp`, `mul.hi`.
pub const INTEGER: Family = Family {
    id: "integer",
    title: "Integer helpers (bmsk, dp4a, dp2a, shf.clamp, mul.hi)",
    source: "LLVM 22 NVPTXIntrinsics.td (BMSK, IDP4A, IDP2A, SHF_*_CLAMP, MULHI), PTX ISA",
    axes: &["operation", "variant", "last operand"],
    cells: integer_cells,
};

fn integer_cells() -> Vec<Cell> {
    let mut out = Vec::new();
    for mode in ["clamp", "wrap"] {
        for imm in [false, true] {
            let c = Cell::new(
                &INTEGER,
                &["bmsk", mode, form(imm)],
                &format!("llvm.nvvm.bmsk.{mode}"),
                &[Ty::I32],
                &[Arg::Reg(Ty::I32), reg_or_imm(imm, 3)],
                &format!("bmsk.{mode}.b32 {{d0}}, {{s0}}, {{s1}}"),
            );
            out.push(c.gate(Gate::Feature("bmsk", ".clamp.b32")));
        }
    }
    let sign = |s: &str| if s == "s" { "s32" } else { "u32" };
    for a in ["s", "u"] {
        for b in ["s", "u"] {
            let c = Cell::new(
                &INTEGER,
                &["dp4a", &format!("{a}.{b}"), "reg"],
                &format!("llvm.nvvm.idp4a.{a}.{b}"),
                &[Ty::I32],
                &[Arg::Reg(Ty::I32); 3],
                &format!("dp4a.{}.{} {{d0}}, {{s0}}, {{s1}}, {{s2}}", sign(a), sign(b)),
            );
            out.push(c.gate(Gate::Feature("dp4a", ".s32.s32")));
            for hi in [false, true] {
                let half = if hi { "hi" } else { "lo" };
                let c = Cell::new(
                    &INTEGER,
                    &["dp2a", &format!("{half}.{a}.{b}"), "reg"],
                    &format!("llvm.nvvm.idp2a.{a}.{b}"),
                    &[Ty::I32],
                    &[Arg::Reg(Ty::I32), Arg::Reg(Ty::I32), Arg::Const(Ty::I1, if hi { -1 } else { 0 }), Arg::Reg(Ty::I32)],
                    &format!("dp2a.{half}.{}.{} {{d0}}, {{s0}}, {{s1}}, {{s3}}", sign(a), sign(b)),
                );
                out.push(c.gate(Gate::Feature("dp2a", ".lo.s32.s32")));
            }
        }
    }
    for dir in ["l", "r"] {
        for imm in [false, true] {
            out.push(Cell::new(
                &INTEGER,
                &["shf.clamp", dir, form(imm)],
                &format!("llvm.nvvm.fsh{dir}.clamp.i32"),
                &[Ty::I32],
                &[Arg::Reg(Ty::I32), Arg::Reg(Ty::I32), reg_or_imm(imm, 7)],
                &format!("shf.{dir}.clamp.b32 {{d0}}, {{s1}}, {{s0}}, {{s2}}"),
            )
            .overloaded(1));
        }
    }
    for (suffix, t, ptx) in [
        ("s", Ty::I16, "s16"),
        ("us", Ty::I16, "u16"),
        ("i", Ty::I32, "s32"),
        ("ui", Ty::I32, "u32"),
        ("ll", Ty::I64, "s64"),
        ("ull", Ty::I64, "u64"),
    ] {
        for imm in [false, true] {
            let b = if imm { Arg::Imm(t, 3) } else { Arg::Reg(t) };
            out.push(Cell::new(
                &INTEGER,
                &["mul.hi", ptx, form(imm)],
                &format!("llvm.nvvm.mulhi.{suffix}"),
                &[t],
                &[Arg::Reg(t), b],
                &format!("mul.hi.{ptx} {{d0}}, {{s0}}, {{s1}}"),
            ));
        }
    }
    out
}

/// `exit`, `isspacep.*`, `prefetch.*`/`prefetchu.L1`, `tanh.approx.f32`, `setmaxnreg.{inc,dec}`.
pub const MISC: Family = Family {
    id: "misc",
    title: "exit, isspacep, prefetch, tanh.approx, setmaxnreg",
    source: "LLVM 22 NVPTXIntrinsics.td (INT_EXIT, ISSPACEP_*, PREFETCH_*, SETMAXNREG), PTX ISA",
    axes: &["operation", "variant"],
    cells: misc_cells,
};

fn misc_cells() -> Vec<Cell> {
    // LLVM 22 selects `llvm.nvvm.exit` as its `EXIT` record; here `EXIT` is the terminator
    // row (a trap's `exit`), so the intrinsic's row has its own name.
    let mut exit = Cell::new(&MISC, &["exit", "-"], "llvm.nvvm.exit", &[], &[], "exit");
    exit.record = "INT_NVVM_EXIT".to_string();
    let mut out = vec![exit];
    for (space, ptx) in [
        ("global", "global"),
        ("shared", "shared"),
        ("const", "const"),
        ("local", "local"),
        ("shared.cluster", "shared::cluster"),
    ] {
        // The address is loaded, not a kernel parameter: LLVM 22 knows a kernel's pointer
        // parameters are global and folds the question.
        let c = Cell::new(
            &MISC,
            &["isspacep", ptx],
            &format!("llvm.nvvm.isspacep.{space}"),
            &[Ty::I1],
            &[Arg::Reg(Ty::Ptr(0))],
            &format!("isspacep.{ptx} {{d0}}, {{s0}}"),
        )
        .opaque_pointers();
        out.push(if space == "shared.cluster" { c.gate(Gate::Feature("isspacep", ".shared::cluster")) } else { c });
    }
    // LLVM 22 selects every prefetch from sm_90 and PTX 8.0 (ptxas takes most of them earlier).
    for (name, ptx, addrspace) in [
        ("prefetch.global.L1", "prefetch.global.L1", 1),
        ("prefetch.global.L2", "prefetch.global.L2", 1),
        ("prefetch.local.L1", "prefetch.local.L1", 5),
        ("prefetch.local.L2", "prefetch.local.L2", 5),
        ("prefetch.L1", "prefetch.L1", 0),
        ("prefetch.L2", "prefetch.L2", 0),
        ("prefetch.global.L2.evict.last", "prefetch.global.L2::evict_last", 1),
        ("prefetch.global.L2.evict.normal", "prefetch.global.L2::evict_normal", 1),
        ("prefetchu.L1", "prefetchu.L1", 0),
    ] {
        let c = Cell::new(
            &MISC,
            &["prefetch", &ptx.replace("prefetch", "").replace("u.L1", "uniform.L1")],
            &format!("llvm.nvvm.{name}"),
            &[],
            &[Arg::Reg(Ty::Ptr(addrspace))],
            &format!("{ptx} [{{s0}}]"),
        );
        out.push(c.min(90, (8, 0)));
    }
    // `llvm.nvvm.tanh.approx.f32`, also what an `afn` `llvm.tanh` is built as. LLVM 22 lowers the
    // intrinsic to `ftanh afn` first, so its refusal names that node.
    out.push(
        Cell::new(&MISC, &["tanh", "approx.f32"], "llvm.nvvm.tanh.approx.f32", &[Ty::F32], &[Arg::Reg(Ty::F32)], "tanh.approx.f32 {d0}, {s0}")
            .gate(Gate::Refuse(TANH_APPROX, "Cannot select: f32 = ftanh afn")),
    );
    for dir in ["inc", "dec"] {
        let c = Cell::new(
            &MISC,
            &["setmaxnreg", dir],
            &format!("llvm.nvvm.setmaxnreg.{dir}.sync.aligned.u32"),
            &[],
            &[Arg::Imm(Ty::I32, if dir == "inc" { 232 } else { 40 })],
            &format!("setmaxnreg.{dir}.sync.aligned.u32 {{s0}}"),
        );
        out.push(c.gate(Gate::Feature("setmaxnreg", if dir == "inc" { ".inc.sync.aligned.u32" } else { ".dec.sync.aligned.u32" })));
    }
    out
}
