//! Warp collectives (seed 000 "Warp-collective intrinsics"): shfl.sync, vote.sync. Every one
//! takes the 32-bit member mask; PTX prints it last. LLVM 22 has a register and an immediate form
//! of each mask/lane/clamp operand, so each operand form is its own cell.

use super::{Arg, Cell, Family, Gate, Ty};

/// `llvm.nvvm.shfl.sync.<mode>.<i32|f32>[p]`: mode × type × predicate result × the register or
/// immediate form of lane, clamp and mask.
pub const SHFL: Family = Family {
    id: "shfl",
    title: "Warp shuffles (shfl.sync)",
    source: "seed 000 (warp collectives), LLVM 22 NVPTXIntrinsics.td (SHFL_SYNC), PTX ISA shfl.sync",
    axes: &["mode", "type", "predicate", "lane", "clamp", "mask"],
    cells: shfl_cells,
};

fn shfl_cells() -> Vec<Cell> {
    let mut out = Vec::new();
    for mode in ["down", "up", "bfly", "idx"] {
        for (ty, t) in [("i32", Ty::I32), ("f32", Ty::F32)] {
            for pred in [false, true] {
                for form in 0..8u8 {
                    let operand = |bit: u8, imm: i64| {
                        if form & bit != 0 {
                            Arg::Imm(Ty::I32, imm)
                        } else {
                            Arg::Reg(Ty::I32)
                        }
                    };
                    let (lane, clamp, mask) = (operand(1, 1), operand(2, 31), operand(4, -1));
                    let name = format!(
                        "llvm.nvvm.shfl.sync.{mode}.{ty}{}",
                        if pred { "p" } else { "" }
                    );
                    let rets: &[Ty] = if pred { &[t, Ty::I1] } else { &[t] };
                    let dest = if pred { "{d0}|{d1}" } else { "{d0}" };
                    let kind = |a: Arg| {
                        if matches!(a, Arg::Imm(..)) {
                            "imm"
                        } else {
                            "reg"
                        }
                    };
                    let axes = [
                        mode,
                        ty,
                        if pred { "p" } else { "-" },
                        kind(lane),
                        kind(clamp),
                        kind(mask),
                    ];
                    let ptx =
                        format!("shfl.sync.{mode}.b32 {dest}, {{s1}}, {{s2}}, {{s3}}, {{s0}}");
                    let c = Cell::new(
                        &SHFL,
                        &axes,
                        &name,
                        rets,
                        &[mask, Arg::Reg(t), lane, clamp],
                        &ptx,
                    );
                    out.push(c.gate(Gate::Feature("shfl.sync", shfl_variant(mode))));
                }
            }
        }
    }
    out
}

fn shfl_variant(mode: &str) -> &'static str {
    match mode {
        "down" => ".down.b32",
        "up" => ".up.b32",
        "idx" => ".idx.b32",
        _ => ".bfly.b32",
    }
}

/// `llvm.nvvm.vote.<all|any|uni|ballot>.sync`: kind × the register or immediate mask.
pub const VOTE: Family = Family {
    id: "vote",
    title: "Warp votes (vote.sync)",
    source: "seed 000 (warp collectives), LLVM 22 NVPTXIntrinsics.td (VOTE_SYNC), PTX ISA vote.sync",
    axes: &["kind", "mask"],
    cells: vote_cells,
};

fn vote_cells() -> Vec<Cell> {
    let mut out = Vec::new();
    for kind in ["all", "any", "uni", "ballot"] {
        for imm in [false, true] {
            let mask = if imm {
                Arg::Imm(Ty::I32, -1)
            } else {
                Arg::Reg(Ty::I32)
            };
            let (ret, suffix, variant) = match kind {
                "ballot" => (Ty::I32, "b32", ".ballot.b32"),
                "uni" => (Ty::I1, "pred", ".uni.pred"),
                _ => (Ty::I1, "pred", ".all.pred"),
            };
            let name = format!("llvm.nvvm.vote.{kind}.sync");
            let ptx = format!("vote.sync.{kind}.{suffix} {{d0}}, {{s1}}, {{s0}}");
            let c = Cell::new(
                &VOTE,
                &[kind, if imm { "imm" } else { "reg" }],
                &name,
                &[ret],
                &[mask, Arg::Reg(Ty::I1)],
                &ptx,
            );
            out.push(c.gate(Gate::Feature("vote.sync", variant)));
        }
    }
    out
}
