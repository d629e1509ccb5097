//! Warp collectives (seed 000 "Warp-collective intrinsics"): shfl.sync, vote.sync, match.sync,
//! redux.sync, elect.sync, activemask, and the CTA/warp/cluster barriers. The warp collectives take
//! the 32-bit member mask; PTX prints it last. Where LLVM 22 has a register and an immediate form
//! of an operand (the mask of shfl/vote/match, a barrier id), each form is its own cell.

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
            let record = format!(
                "VOTE_SYNC_{}{}",
                kind.to_uppercase(),
                if imm { "i" } else { "r" }
            );
            out.push(c.llvm(&record).gate(Gate::Feature("vote.sync", variant)));
        }
    }
    out
}

fn reg_or_imm(imm: bool, value: i64) -> Arg {
    if imm {
        Arg::Imm(Ty::I32, value)
    } else {
        Arg::Reg(Ty::I32)
    }
}

fn form(imm: bool) -> &'static str {
    if imm { "imm" } else { "reg" }
}

/// `llvm.nvvm.match.{any,all}.sync.{i32,i64}[p]`: kind × width × the register or immediate mask.
pub const MATCH: Family = Family {
    id: "match",
    title: "Warp matches (match.sync)",
    source: "seed 000 (warp collectives), LLVM 22 NVPTXIntrinsics.td (MATCH_ANY_SYNC, MATCH_ALLP_SYNC), PTX ISA match.sync",
    axes: &["kind", "type", "mask"],
    cells: match_cells,
};

fn match_cells() -> Vec<Cell> {
    let mut out = Vec::new();
    for kind in ["any", "all"] {
        for (bits, t) in [(32, Ty::I32), (64, Ty::I64)] {
            for imm in [false, true] {
                let mask = reg_or_imm(imm, -1);
                let (name, rets, dest, record): (String, &[Ty], &str, String) = if kind == "any" {
                    (
                        format!("llvm.nvvm.match.any.sync.i{bits}"),
                        &[Ty::I32],
                        "{d0}",
                        format!("MATCH_ANY_SYNC_{bits}r{}", if imm { "i" } else { "r" }),
                    )
                } else {
                    (
                        format!("llvm.nvvm.match.all.sync.i{bits}p"),
                        &[Ty::I32, Ty::I1],
                        "{d0}|{d1}",
                        format!("MATCH_ALLP_SYNC_{bits}r{}", if imm { "i" } else { "r" }),
                    )
                };
                let ptx = format!("match.{kind}.sync.b{bits} {dest}, {{s1}}, {{s0}}");
                let variant = match (kind, bits) {
                    ("any", 32) => ".any.b32",
                    ("any", _) => ".any.b64",
                    _ => ".all.b64",
                };
                let ty = if bits == 32 { "b32" } else { "b64" };
                let c = Cell::new(
                    &MATCH,
                    &[kind, ty, form(imm)],
                    &name,
                    rets,
                    &[mask, Arg::Reg(t)],
                    &ptx,
                )
                .llvm(&record);
                out.push(c.gate(Gate::Feature("match.sync", variant)));
            }
        }
    }
    out
}

/// `llvm.nvvm.redux.sync.<op>`: the integer reductions (sm_80) and the f32 min/max with `.abs`
/// and `.NaN` (sm_100a/f). LLVM has no immediate mask form: a constant mask is moved first.
pub const REDUX: Family = Family {
    id: "redux",
    title: "Warp reductions (redux.sync)",
    source: "seed 000 (warp collectives), LLVM 22 NVPTXIntrinsics.td (REDUX_SYNC), PTX ISA redux.sync",
    axes: &["op", "type"],
    cells: redux_cells,
};

fn redux_cells() -> Vec<Cell> {
    let mut out = Vec::new();
    let ints: &[(&str, &str, &str, &str)] = &[
        ("add", "add", "s32", ".add.u32"),
        ("min", "min", "s32", ".min.s32"),
        ("max", "max", "s32", ".min.s32"),
        ("umin", "min", "u32", ".max.u32"),
        ("umax", "max", "u32", ".max.u32"),
        ("and", "and", "b32", ".and.b32"),
        ("or", "or", "b32", ".and.b32"),
        ("xor", "xor", "b32", ".xor.b32"),
    ];
    for &(llvm, op, ty, variant) in ints {
        let ptx = format!("redux.sync.{op}.{ty} {{d0}}, {{s0}}, {{s1}}");
        let c = Cell::new(
            &REDUX,
            &[op, ty],
            &format!("llvm.nvvm.redux.sync.{llvm}"),
            &[Ty::I32],
            &[Arg::Reg(Ty::I32), Arg::Reg(Ty::I32)],
            &ptx,
        );
        out.push(c.gate(Gate::Feature("redux.sync", variant)));
    }
    for op in ["min", "max"] {
        for modifiers in ["", ".abs", ".NaN", ".abs.NaN"] {
            let ptx = format!("redux.sync.{op}{modifiers}.f32 {{d0}}, {{s0}}, {{s1}}");
            let name = format!("llvm.nvvm.redux.sync.f{op}{modifiers}");
            let axis = format!("{op}{modifiers}");
            let c = Cell::new(
                &REDUX,
                &[&axis, "f32"],
                &name,
                &[Ty::F32],
                &[Arg::Reg(Ty::F32), Arg::Reg(Ty::I32)],
                &ptx,
            );
            out.push(c.gate(Gate::Feature("redux.sync", ".min.f32")));
        }
    }
    out
}

/// `llvm.nvvm.elect.sync` and `llvm.nvvm.activemask`.
pub const ELECT: Family = Family {
    id: "elect",
    title: "Warp leader election and active mask (elect.sync, activemask)",
    source: "LLVM 22 NVPTXIntrinsics.td (ELECT_SYNC, ACTIVEMASK), PTX ISA elect.sync / activemask",
    axes: &["instruction", "mask"],
    cells: elect_cells,
};

fn elect_cells() -> Vec<Cell> {
    let mut out = Vec::new();
    for imm in [false, true] {
        let c = Cell::new(
            &ELECT,
            &["elect.sync", form(imm)],
            "llvm.nvvm.elect.sync",
            &[Ty::I32, Ty::I1],
            &[reg_or_imm(imm, -1)],
            "elect.sync {d0}|{d1}, {s0}",
        );
        out.push(
            c.llvm(if imm {
                "INT_ELECT_SYNC_I"
            } else {
                "INT_ELECT_SYNC_R"
            })
            .gate(Gate::Feature("elect.sync", "")),
        );
    }
    let c = Cell::new(
        &ELECT,
        &["activemask", "-"],
        "llvm.nvvm.activemask",
        &[Ty::I32],
        &[],
        "activemask.b32 {d0}",
    )
    .llvm("ACTIVEMASK");
    out.push(c.gate(Gate::Feature("activemask", ".b32")));
    out
}

/// The barriers: `llvm.nvvm.barrier.cta.{sync,arrive,red.*}[.aligned].{all,count}`,
/// `bar.warp.sync`, `barrier.cluster.*`, and the older names LLVM 22 upgrades (`barrier0`,
/// `barrier.sync`, `barrier.sync.cnt`). `.aligned` prints `bar`, the others `barrier`.
pub const BARRIER: Family = Family {
    id: "barrier",
    title: "Barriers (bar, barrier, bar.warp.sync, barrier.cluster)",
    source: "seed 000 (warp collectives), LLVM 22 NVPTXIntrinsics.td (BARRIER_CTA_*, INT_BAR_WARP_SYNC, barrier_cluster_*), PTX ISA bar/barrier",
    axes: &["operation", "aligned", "threads", "id", "count"],
    cells: barrier_cells,
};

fn barrier_cells() -> Vec<Cell> {
    let mut out = Vec::new();
    for op in ["sync", "arrive", "red.popc", "red.and", "red.or"] {
        for aligned in [true, false] {
            for count in [false, true] {
                if op == "arrive" && !count {
                    continue; // arrive needs the thread count
                }
                for id_imm in [false, true] {
                    for cnt_imm in [false, true] {
                        if !count && cnt_imm {
                            continue;
                        }
                        let threads = if count { "count" } else { "all" };
                        let name = format!(
                            "llvm.nvvm.barrier.cta.{op}{}.{threads}",
                            if aligned { ".aligned" } else { "" }
                        );
                        let mnemonic = if aligned { "bar" } else { "barrier" };
                        let mut args = vec![reg_or_imm(id_imm, 1)];
                        if count {
                            args.push(reg_or_imm(cnt_imm, 64));
                        }
                        let (rets, ptx, row): (&[Ty], String, (&str, &str)) = match op {
                            "sync" | "arrive" => {
                                let srcs = if count { "{s0}, {s1}" } else { "{s0}" };
                                let row = match (op, aligned) {
                                    ("sync", true) => ("bar.sync", ""),
                                    ("sync", false) => ("barrier.sync", ".aligned"),
                                    ("arrive", true) => ("bar.arrive", ""),
                                    _ => ("barrier.arrive", ""),
                                };
                                (&[], format!("{mnemonic}.{op} {srcs}"), row)
                            }
                            _ => {
                                args.push(Arg::Reg(Ty::I1));
                                let srcs = if count {
                                    "{s0}, {s1}, {s2}"
                                } else {
                                    "{s0}, {s1}"
                                };
                                let (ret, ty): (&[Ty], &str) = if op == "red.popc" {
                                    (&[Ty::I32], "u32")
                                } else {
                                    (&[Ty::I1], "pred")
                                };
                                let row = if aligned {
                                    ("bar.red", ".popc.u32")
                                } else {
                                    ("barrier.red", ".or.pred")
                                };
                                (ret, format!("{mnemonic}.{op}.{ty} {{d0}}, {srcs}"), row)
                            }
                        };
                        let axes = [
                            op,
                            if aligned { "aligned" } else { "-" },
                            threads,
                            form(id_imm),
                            if count { form(cnt_imm) } else { "-" },
                        ];
                        // LLVM 22: BARRIER_CTA_<OP>[_ALIGNED][_ALL | _COUNT]_<forms>, where
                        // only the non-aligned reductions spell `_COUNT` and the reductions
                        // add `p` for the predicate operand.
                        let red = op.starts_with("red.");
                        let mut record =
                            format!("BARRIER_CTA_{}", op.replace('.', "_").to_uppercase());
                        if aligned {
                            record.push_str("_ALIGNED");
                        }
                        if !count {
                            record.push_str("_ALL");
                        } else if red && !aligned {
                            record.push_str("_COUNT");
                        }
                        record.push('_');
                        record.push(if id_imm { 'i' } else { 'r' });
                        if count {
                            record.push(if cnt_imm { 'i' } else { 'r' });
                        }
                        if red {
                            record.push('p');
                        }
                        let c = Cell::new(&BARRIER, &axes, &name, rets, &args, &ptx).llvm(&record);
                        out.push(c.gate(Gate::Feature(row.0, row.1)));
                    }
                }
            }
        }
    }
    // The names LLVM 22 upgrades to the ones above.
    out.push(
        Cell::new(
            &BARRIER,
            &["sync (barrier0)", "aligned", "all", "0", "-"],
            "llvm.nvvm.barrier0",
            &[],
            &[],
            "bar.sync 0",
        )
        .gate(Gate::Feature("bar.sync", "")),
    );
    out.push(
        Cell::new(
            &BARRIER,
            &["sync (barrier.sync)", "-", "all", "reg", "-"],
            "llvm.nvvm.barrier.sync",
            &[],
            &[Arg::Reg(Ty::I32)],
            "barrier.sync {s0}",
        )
        .gate(Gate::Feature("barrier.sync", ".aligned")),
    );
    out.push(
        Cell::new(
            &BARRIER,
            &["sync (barrier.sync.cnt)", "-", "count", "reg", "reg"],
            "llvm.nvvm.barrier.sync.cnt",
            &[],
            &[Arg::Reg(Ty::I32), Arg::Reg(Ty::I32)],
            "barrier.sync {s0}, {s1}",
        )
        .gate(Gate::Feature("barrier.sync", ".aligned")),
    );
    // `barrier.n(id)` and `barrier(id, count)`: `bar.sync` as LLVM 22 prints them.
    for imm in [false, true] {
        let c = Cell::new(
            &BARRIER,
            &["sync (barrier.n)", "aligned", "all", form(imm), "-"],
            "llvm.nvvm.barrier.n",
            &[],
            &[reg_or_imm(imm, 1)],
            "bar.sync {s0}",
        );
        out.push(c.gate(Gate::Feature("bar.sync", "")));
        for cnt_imm in [false, true] {
            let c = Cell::new(
                &BARRIER,
                &["sync (barrier)", "aligned", "count", form(imm), form(cnt_imm)],
                "llvm.nvvm.barrier",
                &[],
                &[reg_or_imm(imm, 1), reg_or_imm(cnt_imm, 64)],
                "bar.sync {s0}, {s1}",
            );
            out.push(c.gate(Gate::Feature("bar.sync", "")));
        }
    }
    for imm in [false, true] {
        let c = Cell::new(
            &BARRIER,
            &["warp.sync", "-", "mask", form(imm), "-"],
            "llvm.nvvm.bar.warp.sync",
            &[],
            &[reg_or_imm(imm, -1)],
            "bar.warp.sync {s0}",
        );
        out.push(
            c.llvm(if imm {
                "INT_BAR_WARP_SYNC_I"
            } else {
                "INT_BAR_WARP_SYNC_R"
            })
            .gate(Gate::Feature("bar.warp.sync", "")),
        );
    }
    for (op, row) in [
        ("arrive", ".arrive"),
        ("arrive.aligned", ".arrive"),
        ("arrive.relaxed", ".arrive.relaxed"),
        ("arrive.relaxed.aligned", ".arrive.relaxed"),
        ("wait", ".arrive"),
        ("wait.aligned", ".wait.aligned"),
    ] {
        let name = format!("llvm.nvvm.barrier.cluster.{op}");
        let record = format!("barrier_cluster_{}", op.replace('.', "_"));
        let c = Cell::new(
            &BARRIER,
            &[
                &format!("cluster.{op}"),
                if op.ends_with("aligned") {
                    "aligned"
                } else {
                    "-"
                },
                "cluster",
                "-",
                "-",
            ],
            &name,
            &[],
            &[],
            &format!("barrier.cluster.{op}"),
        );
        out.push(c.llvm(&record).gate(Gate::Feature("barrier.cluster", row)));
    }
    out
}
