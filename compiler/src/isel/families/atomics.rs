//! Atomics (seed 000 "Atomic intrinsics", SEED_CONTRACT 5.40/5.41): the scoped
//! `llvm.nvvm.atomic.<op>.gen.<i|f>.<cta|sys>.<type>.p0` intrinsics of LLVM 22, one cell per
//! kind × scope × type × value form, and the kinds the seed's legality rule refuses on float types
//! (`atom.<kind>.<type> not supported in address space <space>`, from
//! [`messages::validate_atomic`]).

use super::{Arg, Cell, Family, Gate, Ty};
use crate::target::messages::{self, AtomKind, AtomSpace, AtomType, Atomicity};
use crate::target::{PtxVersion, Sm, Subtarget};

/// The scoped atomics.
pub const ATOMIC: Family = Family {
    id: "atomic",
    title: "Scoped atomics (nvvm.atomic.*)",
    source: "seed 000 (atomic intrinsics; SEED_CONTRACT 5.40, 5.41), LLVM 22 NVPTXIntrinsics.td (INT_PTX_SATOM_*, INT_PTX_ATOM_CAS_*), PTX ISA atom",
    axes: &["kind", "scope", "type", "space", "value"],
    cells: atomic_cells,
};

fn kind_of(op: &str) -> AtomKind {
    match op {
        "add" => AtomKind::Add,
        "min" => AtomKind::Min,
        "max" => AtomKind::Max,
        "inc" => AtomKind::Inc,
        "dec" => AtomKind::Dec,
        "and" => AtomKind::And,
        "or" => AtomKind::Or,
        "xor" => AtomKind::Xor,
        "exch" => AtomKind::Exch,
        _ => AtomKind::Cas,
    }
}

fn atomic_cells() -> Vec<Cell> {
    let mut out = Vec::new();
    // (kind, LLVM type, IR type, PTX type)
    let legal: &[(&str, &str, Ty, &str)] = &[
        ("add", "i32", Ty::I32, "s32"),
        ("add", "i64", Ty::I64, "u64"),
        ("add", "f32", Ty::F32, "f32"),
        ("add", "f64", Ty::F64, "f64"),
        ("exch", "i32", Ty::I32, "b32"),
        ("exch", "i64", Ty::I64, "b64"),
        ("and", "i32", Ty::I32, "b32"),
        ("and", "i64", Ty::I64, "b64"),
        ("or", "i32", Ty::I32, "b32"),
        ("or", "i64", Ty::I64, "b64"),
        ("xor", "i32", Ty::I32, "b32"),
        ("xor", "i64", Ty::I64, "b64"),
        ("min", "i32", Ty::I32, "s32"),
        ("min", "i64", Ty::I64, "s64"),
        ("max", "i32", Ty::I32, "s32"),
        ("max", "i64", Ty::I64, "s64"),
        ("inc", "i32", Ty::I32, "u32"),
        ("dec", "i32", Ty::I32, "u32"),
        ("cas", "i16", Ty::I16, "b16"),
        ("cas", "i32", Ty::I32, "b32"),
        ("cas", "i64", Ty::I64, "b64"),
    ];
    // (LLVM suffix, address space, the seed's space name)
    let spaces = [
        ("p0", 0u32, AtomSpace::Generic),
        ("p1", 1, AtomSpace::Global),
        ("p3", 3, AtomSpace::SharedCta),
    ];
    let any = Subtarget {
        sm: Sm::SM90,
        ptx: PtxVersion { major: 7, minor: 8 },
    };
    for scope in ["cta", "sys"] {
        let scope_row = if scope == "cta" { ".cta" } else { ".sys" };
        for (suffix, space, seed_space) in spaces {
            let ptr = Arg::Reg(Ty::Ptr(space));
            let space_name = seed_space.name();
            for &(op, llvm_ty, t, ptx_ty) in legal {
                let float = matches!(t, Ty::F32 | Ty::F64);
                let name = format!(
                    "llvm.nvvm.atomic.{op}.gen.{}.{scope}.{llvm_ty}.{suffix}",
                    if float { "f" } else { "i" }
                );
                if op == "cas" {
                    // Compare and new value, each a register or an immediate (`_rr`.. `_ii`).
                    let bits = &ptx_ty[1..];
                    let ptx = format!("atom.{scope}.cas.{ptx_ty} {{d0}}, [{{s0}}], {{s1}}, {{s2}}");
                    for form in ["rr", "ri", "ir", "ii"] {
                        let operand = |k: usize, v: i64| {
                            if form.as_bytes()[k] == b'i' {
                                Arg::Imm(t, v)
                            } else {
                                Arg::Reg(t)
                            }
                        };
                        let args = [ptr, operand(0, 1), operand(1, 2)];
                        let axes = [op, scope, ptx_ty, space_name, form];
                        let c = Cell::new(&ATOMIC, &axes, &name, &[t], &args, &ptx)
                            .llvm(&format!("INT_PTX_ATOM_CAS_{bits}_{form}"));
                        let c = c.gate(Gate::Feature("atom", scope_row));
                        out.push(if t == Ty::I16 {
                            c.gate(Gate::Feature("atom", ".cas.b16"))
                        } else {
                            c
                        });
                    }
                    continue;
                }
                let forms: &[bool] = &[false, true];
                for &imm in forms {
                    let value = if imm { Arg::Imm(t, 1) } else { Arg::Reg(t) };
                    let ptx = format!("atom.{scope}.{op}.{ptx_ty} {{d0}}, [{{s0}}], {{s1}}");
                    let record = format!(
                        "INT_PTX_SATOM_{}_{ptx_ty}_{scope}gen{}",
                        op.to_uppercase(),
                        if imm { "i" } else { "r" }
                    );
                    let axes = [
                        op,
                        scope,
                        ptx_ty,
                        space_name,
                        if imm { "imm" } else { "reg" },
                    ];
                    let c = Cell::new(&ATOMIC, &axes, &name, &[t], &[ptr, value], &ptx)
                        .llvm(&record)
                        .gate(Gate::Feature("atom", scope_row));
                    out.push(if op == "add" && t == Ty::F64 {
                        c.gate(Gate::Feature("atom", ".add.f64"))
                    } else {
                        c
                    });
                }
            }
            // Half-precision adds: LLVM 22 prints `atom.<scope>.add.f16`, which ptxas refuses
            // ("'.noftz' modifier required"); PTX spells them `add.noftz`.
            for (llvm_ty, t, row) in [
                ("f16", Ty::F16, ".add.noftz.f16"),
                ("bf16", Ty::BF16, ".add.noftz.bf16"),
            ] {
                let name = format!("llvm.nvvm.atomic.add.gen.f.{scope}.{llvm_ty}.{suffix}");
                let ptx = format!("atom.{scope}.add.noftz.{llvm_ty} {{d0}}, [{{s0}}], {{s1}}");
                let c = Cell::new(
                    &ATOMIC,
                    &["add", scope, llvm_ty, space_name, "reg"],
                    &name,
                    &[t],
                    &[ptr, Arg::Reg(t)],
                    &ptx,
                );
                let c = c
                    .llvm(&format!("INT_PTX_SATOM_ADD_{llvm_ty}_{scope}genr"))
                    .gate(Gate::Feature("atom", scope_row))
                    .gate(Gate::Feature("atom", row));
                out.push(
                    c.differs("LLVM 22 omits .noftz, which ptxas requires for f16/bf16 atom.add"),
                );
            }
            // The float kinds the seed's rule refuses (5.41: float atomics only for add and exch).
            for op in ["min", "max", "inc", "dec", "and", "or", "xor"] {
                for (llvm_ty, t, ty) in [
                    ("f32", Ty::F32, AtomType::F32),
                    ("f64", Ty::F64, AtomType::F64),
                ] {
                    let Err(message) = messages::validate_atomic(
                        &any,
                        kind_of(op),
                        ty,
                        seed_space,
                        Atomicity::Relaxed,
                    ) else {
                        continue;
                    };
                    let name = format!("llvm.nvvm.atomic.{op}.gen.f.{scope}.{llvm_ty}.{suffix}");
                    out.push(Cell::illegal(
                        &ATOMIC,
                        &[op, scope, llvm_ty, space_name, "reg"],
                        &name,
                        &[t],
                        &[ptr, Arg::Reg(t)],
                        &message,
                    ));
                }
            }
        }
    }
    // The type and pointer suffixes overload one intrinsic (`.i32.p0`).
    out.into_iter().map(|c| c.overloaded(2)).collect()
}
