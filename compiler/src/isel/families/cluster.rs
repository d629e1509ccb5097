//! Cluster and grid control: every special register LLVM 22 reads through
//! `llvm.nvvm.read.ptx.sreg.*` (thread, CTA, grid and cluster ids, clocks, lane masks,
//! performance counters, environment registers), `is_explicit_cluster`, `getctarank`, `mapa`,
//! `griddepcontrol`, and `nanosleep`.

use super::{Arg, Cell, Family, Gate, Ty};

/// The special registers.
pub const SREG: Family = Family {
    id: "sreg",
    title: "Special registers (read.ptx.sreg.*)",
    source: "LLVM 22 NVPTXIntrinsics.td (INT_PTX_SREG_*), PTX ISA special registers",
    axes: &["register", "component"],
    cells: sreg_cells,
};

fn sreg_cells() -> Vec<Cell> {
    let mut out = Vec::new();
    let cluster = |row: &'static str| Some(Gate::Feature("sreg", row));
    // Vector registers: .x/.y/.z components.
    let vectors: &[(&str, &str, Option<Gate>)] = &[
        ("tid", "tid", None),
        ("ntid", "ntid", None),
        ("ctaid", "ctaid", None),
        ("nctaid", "nctaid", None),
        ("clusterid", "clusterid", cluster("%clusterid")),
        ("nclusterid", "nclusterid", cluster("%nclusterid")),
        ("cluster.ctaid", "cluster_ctaid", cluster("%cluster_ctaid")),
        (
            "cluster.nctaid",
            "cluster_nctaid",
            cluster("%cluster_nctaid"),
        ),
    ];
    for &(llvm, ptx, gate) in vectors {
        for axis in ["x", "y", "z"] {
            let name = format!("llvm.nvvm.read.ptx.sreg.{llvm}.{axis}");
            let record = format!("INT_PTX_SREG_{}_{axis}", ptx.to_uppercase());
            let c = Cell::new(
                &SREG,
                &[ptx, axis],
                &name,
                &[Ty::I32],
                &[],
                &format!("mov.u32 {{d0}}, %{ptx}.{axis}"),
            )
            .llvm(&record);
            out.push(match gate {
                Some(g) => c.gate(g),
                None => c,
            });
        }
    }
    // Scalar registers: (LLVM name, PTX name, type, LLVM record, gate).
    let mut scalars: Vec<(String, String, Ty, String, Option<Gate>)> = Vec::new();
    for (llvm, ptx) in [
        ("laneid", "laneid"),
        ("warpid", "warpid"),
        ("nwarpid", "nwarpid"),
        ("smid", "smid"),
        ("nsmid", "nsmid"),
        ("gridid", "gridid"),
        ("clock", "clock"),
        ("lanemask.eq", "lanemask_eq"),
        ("lanemask.le", "lanemask_le"),
        ("lanemask.lt", "lanemask_lt"),
        ("lanemask.ge", "lanemask_ge"),
        ("lanemask.gt", "lanemask_gt"),
        ("pm0", "pm0"),
        ("pm1", "pm1"),
        ("pm2", "pm2"),
        ("pm3", "pm3"),
    ] {
        scalars.push((
            llvm.into(),
            ptx.into(),
            Ty::I32,
            // LLVM 22 names the warp/SM/grid ids and the clock `SREG_*`, the others `INT_PTX_SREG_*`.
            if matches!(
                ptx,
                "laneid" | "warpid" | "nwarpid" | "smid" | "nsmid" | "gridid" | "clock"
            ) {
                format!("SREG_{}", ptx.to_uppercase())
            } else {
                format!("INT_PTX_SREG_{}", ptx.to_uppercase())
            },
            None,
        ));
    }
    scalars.push((
        "cluster.ctarank".into(),
        "cluster_ctarank".into(),
        Ty::I32,
        "INT_PTX_SREG_CLUSTER_CTARANK".into(),
        cluster("%cluster_ctarank"),
    ));
    scalars.push((
        "cluster.nctarank".into(),
        "cluster_nctarank".into(),
        Ty::I32,
        "INT_PTX_SREG_CLUSTER_NCTARANK".into(),
        cluster("%cluster_nctarank"),
    ));
    scalars.push((
        "dynamic_smem_size".into(),
        "dynamic_smem_size".into(),
        Ty::I32,
        "INT_PTX_SREG_DYNAMIC_SMEM_SIZE".into(),
        cluster("%dynamic_smem_size"),
    ));
    scalars.push((
        "total_smem_size".into(),
        "total_smem_size".into(),
        Ty::I32,
        "INT_PTX_SREG_TOTAL_SMEM_SIZE".into(),
        cluster("%total_smem_size"),
    ));
    scalars.push((
        "globaltimer.lo".into(),
        "globaltimer_lo".into(),
        Ty::I32,
        "SREG_GLOBALTIMER_LO".into(),
        cluster("%globaltimer"),
    ));
    scalars.push((
        "clock64".into(),
        "clock64".into(),
        Ty::I64,
        "SREG_CLOCK64".into(),
        cluster("%clock64"),
    ));
    scalars.push((
        "globaltimer".into(),
        "globaltimer".into(),
        Ty::I64,
        "SREG_GLOBALTIMER".into(),
        cluster("%globaltimer"),
    ));
    for (llvm, ptx, t, record, gate) in scalars {
        let mov = if t == Ty::I64 { "mov.u64" } else { "mov.u32" };
        let c = Cell::new(
            &SREG,
            &[&ptx, "-"],
            &format!("llvm.nvvm.read.ptx.sreg.{llvm}"),
            &[t],
            &[],
            &format!("{mov} {{d0}}, %{ptx}"),
        )
        .llvm(&record);
        out.push(match gate {
            Some(g) => c.gate(g),
            None => c,
        });
    }
    for k in 0..32 {
        let c = Cell::new(
            &SREG,
            &[&format!("envreg{k}"), "-"],
            &format!("llvm.nvvm.read.ptx.sreg.envreg{k}"),
            &[Ty::I32],
            &[],
            &format!("mov.b32 {{d0}}, %envreg{k}"),
        );
        out.push(c.llvm("MOV_SPECIAL"));
    }
    out.push(
        Cell::new(
            &SREG,
            &["WARP_SZ", "-"],
            "llvm.nvvm.read.ptx.sreg.warpsize",
            &[Ty::I32],
            &[],
            "mov.u32 {d0}, WARP_SZ",
        )
        .llvm("INT_PTX_SREG_WARPSIZE"),
    );
    let c = Cell::new(
        &SREG,
        &["is_explicit_cluster", "-"],
        "llvm.nvvm.is_explicit_cluster",
        &[Ty::I1],
        &[],
        "mov.pred {d0}, %is_explicit_cluster",
    );
    out.push(
        c.llvm("is_explicit_cluster")
            .gate(Gate::Feature("sreg", "%is_explicit_cluster")),
    );
    // The reads the MatcherTable's fast path knows stay with it (`P_SREG32`/`P_SREG64`), as in
    // LLVM, where tablegen patterns select them; layer 3 then emits the cell's record.
    out.into_iter()
        .map(|c| {
            if crate::isel::matcher::sreg_name(&c.intrinsic).is_some()
                && matches!(c.rets.as_slice(), [Ty::I32 | Ty::I64])
            {
                c.matcher()
            } else {
                c
            }
        })
        .collect()
}

/// Cluster addressing and grid control.
pub const CLUSTER: Family = Family {
    id: "cluster",
    title: "Cluster addressing and grid control (getctarank, mapa, griddepcontrol, nanosleep)",
    source: "LLVM 22 NVPTXIntrinsics.td (getctarank_*, mapa_*, GRIDDEPCONTROL_*, INT_NVVM_NANOSLEEP_*), PTX ISA",
    axes: &["instruction", "space", "operand"],
    cells: cluster_cells,
};

fn cluster_cells() -> Vec<Cell> {
    let mut out = Vec::new();
    let c = Cell::new(
        &CLUSTER,
        &["getctarank", "generic", "reg"],
        "llvm.nvvm.getctarank",
        &[Ty::I32],
        &[Arg::Reg(Ty::Ptr(0))],
        "getctarank.u64 {d0}, {s0}",
    );
    out.push(
        c.llvm("getctarank_64")
            .gate(Gate::Feature("getctarank", ".shared::cluster")),
    );
    for imm in [false, true] {
        let rank = if imm {
            Arg::Imm(Ty::I32, 1)
        } else {
            Arg::Reg(Ty::I32)
        };
        let form = if imm { "imm" } else { "reg" };
        let c = Cell::new(
            &CLUSTER,
            &["mapa", "generic", form],
            "llvm.nvvm.mapa",
            &[Ty::Ptr(0)],
            &[Arg::Reg(Ty::Ptr(0)), rank],
            "mapa.u64 {d0}, {s0}, {s1}",
        );
        out.push(
            c.llvm(if imm { "mapa_64i" } else { "mapa_64" })
                .gate(Gate::Feature("mapa", ".shared::cluster")),
        );
    }
    let c = Cell::new(
        &CLUSTER,
        &["getctarank", "shared::cluster", "reg"],
        "llvm.nvvm.getctarank.shared.cluster",
        &[Ty::I32],
        &[Arg::Reg(Ty::Ptr(3))],
        "getctarank.shared::cluster.u64 {d0}, {s0}",
    );
    out.push(
        c.llvm("getctarank_shared_cluster_64")
            .gate(Gate::Feature("getctarank", ".shared::cluster")),
    );
    for imm in [false, true] {
        let rank = if imm {
            Arg::Imm(Ty::I32, 1)
        } else {
            Arg::Reg(Ty::I32)
        };
        let form = if imm { "imm" } else { "reg" };
        let c = Cell::new(
            &CLUSTER,
            &["mapa", "shared::cluster", form],
            "llvm.nvvm.mapa.shared.cluster",
            &[Ty::Ptr(7)],
            &[Arg::Reg(Ty::Ptr(3)), rank],
            "mapa.shared::cluster.u64 {d0}, {s0}, {s1}",
        );
        out.push(
            c.llvm(if imm {
                "mapa_shared_cluster_64i"
            } else {
                "mapa_shared_cluster_64"
            })
            .gate(Gate::Feature("mapa", ".shared::cluster")),
        );
    }
    for (op, ptx, record, row) in [
        (
            "wait",
            "griddepcontrol.wait",
            "GRIDDEPCONTROL_WAIT",
            ".wait",
        ),
        (
            "launch.dependents",
            "griddepcontrol.launch_dependents",
            "GRIDDEPCONTROL_LAUNCH_DEPENDENTS",
            ".launch_dependents",
        ),
    ] {
        let c = Cell::new(
            &CLUSTER,
            &[&format!("griddepcontrol.{op}"), "-", "-"],
            &format!("llvm.nvvm.griddepcontrol.{op}"),
            &[],
            &[],
            ptx,
        );
        out.push(c.llvm(record).gate(Gate::Feature("griddepcontrol", row)));
    }
    // Cluster launch control (sm_100+, PTX 8.6): try_cancel writes a 16-byte response to shared
    // memory; query_cancel decodes it from an i128, which LLVM 22 passes as two i64 halves
    // and packs into a scoped .b128 register inside the instruction's own brace block.
    let clc = |sm_list: Option<&'static [u16]>| {
        Gate::Avail(crate::target::features::Availability {
            min_ptx: crate::target::PtxVersion { major: 8, minor: 6 },
            min_sm: 100,
            gate: match sm_list {
                Some(l) => crate::target::features::Gate::Family(l),
                None => crate::target::features::Gate::Any,
            },
            from_sm_ptx: None,
        })
    };
    for (mc, name, ptx, record) in [
        (
            false,
            "llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared",
            "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.b128 [{s0}], [{s1}]",
            "CLUSTERLAUNCHCONTRL_TRY_CANCEL",
        ),
        (
            true,
            "llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared",
            "clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128 [{s0}], [{s1}]",
            "CLUSTERLAUNCHCONTRL_TRY_CANCEL_MULTICAST",
        ),
    ] {
        let c = Cell::new(
            &CLUSTER,
            &[
                if mc {
                    "clusterlaunchcontrol.try_cancel.multicast"
                } else {
                    "clusterlaunchcontrol.try_cancel"
                },
                "shared::cta",
                "reg",
            ],
            name,
            &[],
            &[Arg::Reg(Ty::Ptr(3)), Arg::Reg(Ty::Ptr(3))],
            ptx,
        );
        // The multicast form is family-conditional (LLVM 22 refuses it on plain sm_100/sm_120).
        out.push(c.llvm(record).gate(clc(if mc {
            Some(&[100, 101, 103, 110, 120, 121])
        } else {
            None
        })));
    }
    for (query, ret, suffix) in [
        ("is_canceled", Ty::I1, "is_canceled.pred"),
        ("get_first_ctaid.x", Ty::I32, "get_first_ctaid::x.b32"),
        ("get_first_ctaid.y", Ty::I32, "get_first_ctaid::y.b32"),
        ("get_first_ctaid.z", Ty::I32, "get_first_ctaid::z.b32"),
    ] {
        let c = Cell::new(
            &CLUSTER,
            &[&format!("clusterlaunchcontrol.query_cancel.{query}"), "-", "i128 reg"],
            &format!("llvm.nvvm.clusterlaunchcontrol.query_cancel.{query}"),
            &[ret],
            &[Arg::Reg(Ty::I128)],
            &format!(
                "{{\n\t.reg .b128 %clc_handle;\n\tmov.b128 %clc_handle, {{{{s0}}, {{s1}}}};\n\tclusterlaunchcontrol.query_cancel.{suffix}.b128 {{d0}}, %clc_handle;\n\t}}"
            ),
        );
        let record = format!(
            "CLUSTERLAUNCHCONTROL_QUERY_CANCEL_{}",
            match query.strip_prefix("get_first_ctaid.") {
                Some(d) => format!("GET_FIRST_CTAID_{d}"),
                None => "IS_CANCELED".to_string(),
            }
        );
        out.push(c.llvm(&record).gate(clc(None)));
    }
    for imm in [false, true] {
        let t = if imm {
            Arg::Imm(Ty::I32, 100)
        } else {
            Arg::Reg(Ty::I32)
        };
        let c = Cell::new(
            &CLUSTER,
            &["nanosleep", "-", if imm { "imm" } else { "reg" }],
            "llvm.nvvm.nanosleep",
            &[],
            &[t],
            "nanosleep.u32 {s0}",
        );
        out.push(
            c.llvm(if imm {
                "INT_NVVM_NANOSLEEP_I"
            } else {
                "INT_NVVM_NANOSLEEP_R"
            })
            .gate(Gate::Feature("nanosleep", ".u32")),
        );
    }
    out
}
