//! Tensor maps (seed 000 TMA axes; seed 002 `nvgpu.tensormap.update.*` and
//! `nvgpu.tma.prefetch.descriptor`): `llvm.nvvm.tensormap.replace.*` rewrites one field of a
//! 1024-bit tensor map in global or shared::cta memory in place, and `llvm.nvvm.prefetch.tensormap`
//! brings a tensor map into the cache (generic, `.const` or `.param` address). The proxy fences
//! that order a replaced map before TMA reads it (`fence.proxy.tensormap::generic`) are rows of
//! [`super::asynccopy::FENCE`].
//!
//! Names, signatures, PTX and floors are LLVM 22's, probed with `llc-22` at each SM and PTX
//! version: every replace needs `sm_90a`, or an `a`/`f` target of the Blackwell families, with
//! PTX 8.3 (the availability row `tensormap.replace`); the element types 13..15 (the FP6/FP4
//! formats) and the swizzle atomicity need a Blackwell `a`/`f` target with PTX 8.7, the 128-byte
//! swizzle with 32-byte atoms (swizzle mode 4) `sm_103a` only. A value the target lacks is
//! refused in LLVM 22's words (`Intrinsic <name> with value <v> is not supported on the given
//! target.`) before the target's own floor is looked at, as LLVM 22 checks it (for the element
//! type and the swizzle mode that is every value, on a target without replace). A generic-pointer
//! replace has no pattern in LLVM 22 (`Cannot select`), and neither has a global- or
//! shared-pointer prefetch.

use super::{Arg, Cell, Family, Gate, Ty};
use crate::target::PtxVersion;
use crate::target::features::{self, Availability};

/// `tensormap.replace` and `prefetch.tensormap`.
pub const TENSORMAP: Family = Family {
    id: "tensormap",
    title: "Tensor maps (tensormap.replace, prefetch.tensormap)",
    source: "seed 000 (TMA axes), seed 002 (tensormap.update, tma.prefetch.descriptor), LLVM 22 IntrinsicsNVVM.td (tensormap.replace, prefetch.tensormap)",
    axes: &["op", "field", "space", "value"],
    cells: tensormap_cells,
};

/// The Blackwell `a`/`f` targets with tensor-map replace, PTX 8.7: element types 13..15 and the
/// swizzle atomicity.
const BLACKWELL_TMAP: Availability = Availability {
    min_ptx: PtxVersion { major: 8, minor: 7 },
    min_sm: 100,
    gate: features::Gate::Family(&[100, 101, 103, 110, 120, 121]),
    from_sm_ptx: None,
};

/// Swizzle mode 4 (128 bytes with 32-byte atoms): `sm_103a`, PTX 8.8.
const SM103A: Availability = Availability {
    min_ptx: PtxVersion { major: 8, minor: 8 },
    min_sm: 103,
    gate: features::Gate::Arch(&[103]),
    from_sm_ptx: None,
};

/// The immediate fields: (name in the intrinsic, name in the PTX, values LLVM 22 accepts).
const IMMEDIATE_FIELDS: &[(&str, &str, i64)] = &[
    ("elemtype", "elemtype", 16),
    ("interleave.layout", "interleave_layout", 3),
    ("swizzle.mode", "swizzle_mode", 5),
    ("swizzle.atomicity", "swizzle_atomicity", 4),
    ("fill.mode", "fill_mode", 2),
];

/// The dimension-indexed fields: (intrinsic, PTX, value type).
const ORDINAL_FIELDS: &[(&str, &str, Ty)] = &[
    ("global.stride", "global_stride", Ty::I64),
    ("box.dim", "box_dim", Ty::I32),
    ("global.dim", "global_dim", Ty::I32),
    ("element.stride", "element_stride", Ty::I32),
];

fn tensormap_cells() -> Vec<Cell> {
    let f = &TENSORMAP;
    let mut out = Vec::new();
    let replace_gate = Gate::Feature("tensormap", ".replace");
    let replace_avail = features::availability("tensormap", ".replace").expect("the availability row tensormap.replace");
    let bits = |t: Ty| if t == Ty::I64 { "b64" } else { "b32" };
    for (addr, space, ptx_space) in [(1u32, "global", ".global"), (3, "shared::cta", ".shared::cta")] {
        let p = Arg::Reg(Ty::Ptr(addr));
        let suffix = format!("p{addr}");
        // The whole-map fields: the global address and the rank.
        for (field, ptx_field, t) in [("global.address", "global_address", Ty::I64), ("rank", "rank", Ty::I32)] {
            out.push(
                Cell::new(
                    f,
                    &["replace", ptx_field, space, "register"],
                    &format!("llvm.nvvm.tensormap.replace.{field}.{suffix}"),
                    &[],
                    &[p, Arg::Reg(t)],
                    &format!("tensormap.replace.tile.{ptx_field}{ptx_space}.b1024.{} [{{s0}}], {{s1}};", bits(t)),
                )
                .overloaded(1)
                .gate(replace_gate),
            );
        }
        // One dimension's field: the ordinal is an immediate (0..4 for a rank-5 map), the value
        // a register.
        for &(field, ptx_field, t) in ORDINAL_FIELDS {
            for ord in 0..5i64 {
                out.push(
                    Cell::new(
                        f,
                        &["replace", ptx_field, space, &format!("dim {ord}")],
                        &format!("llvm.nvvm.tensormap.replace.{field}.{suffix}"),
                        &[],
                        &[p, Arg::Const(Ty::I32, ord), Arg::Reg(t)],
                        &format!("tensormap.replace.tile.{ptx_field}{ptx_space}.b1024.{} [{{s0}}], {{s1}}, {{s2}};", bits(t)),
                    )
                    .overloaded(1)
                    .gate(replace_gate),
                );
            }
        }
        // The enumerated fields: each value is its own cell.
        for &(field, ptx_field, n) in IMMEDIATE_FIELDS {
            let name = format!("llvm.nvvm.tensormap.replace.{field}.{suffix}");
            for v in 0..n {
                let mut c = Cell::new(
                    f,
                    &["replace", ptx_field, space, &v.to_string()],
                    &name,
                    &[],
                    &[p, Arg::Const(Ty::I32, v)],
                    &format!("tensormap.replace.tile.{ptx_field}{ptx_space}.b1024.b32 [{{s0}}], {{s1}};"),
                )
                .overloaded(1);
                let unsupported = || {
                    crate::target::messages::intrinsic_value_not_supported(&name, v)
                };
                c = match (field, v) {
                    ("elemtype", 13..) => c.gate(Gate::Refuse(BLACKWELL_TMAP, unsupported())),
                    ("swizzle.mode", 4) => c.gate(Gate::Refuse(SM103A, unsupported())),
                    // LLVM 22 checks every element type and swizzle mode against the target, so
                    // where the target has no replace at all the value is what it names.
                    ("elemtype" | "swizzle.mode", _) => c.gate(Gate::Refuse(replace_avail, unsupported())),
                    // LLVM 22 has the swizzle atomicity on the Blackwell targets only: below them
                    // it has no pattern at all.
                    ("swizzle.atomicity", _) => c.gate(Gate::Avail(BLACKWELL_TMAP)),
                    _ => c,
                };
                out.push(c.gate(replace_gate));
            }
        }
    }
    // A generic pointer: LLVM 22 declares the intrinsics on any pointer but selects the global and
    // shared::cta forms only.
    let p0 = Arg::Reg(Ty::Ptr(0));
    for (field, ptx_field, args) in [
        ("global.address", "global_address", vec![p0, Arg::Reg(Ty::I64)]),
        ("rank", "rank", vec![p0, Arg::Reg(Ty::I32)]),
        ("box.dim", "box_dim", vec![p0, Arg::Const(Ty::I32, 0), Arg::Reg(Ty::I32)]),
        ("elemtype", "elemtype", vec![p0, Arg::Const(Ty::I32, 0)]),
    ] {
        let base = format!("llvm.nvvm.tensormap.replace.{field}");
        out.push(
            Cell::illegal(
                f,
                &["replace", ptx_field, "generic", "-"],
                &format!("{base}.p0"),
                &[],
                &args,
                &crate::target::messages::cannot_select_intrinsic(&base),
            )
            .overloaded(1),
        );
    }
    // prefetch.tensormap: generic, .const (addrspace 4) and .param (addrspace 101) addresses.
    for (addr, space, ptx_space) in [(0u32, "generic", ""), (4, "const", ".const"), (101, "param", ".param")] {
        out.push(
            Cell::new(
                f,
                &["prefetch", "-", space, "-"],
                &format!("llvm.nvvm.prefetch.tensormap.p{addr}"),
                &[],
                &[Arg::Reg(Ty::Ptr(addr))],
                &format!("prefetch{ptx_space}.tensormap [{{s0}}];"),
            )
            .overloaded(1)
            .min(90, (8, 0)),
        );
    }
    for (addr, space) in [(1u32, "global"), (3, "shared::cta")] {
        out.push(
            Cell::illegal(
                f,
                &["prefetch", "-", space, "-"],
                &format!("llvm.nvvm.prefetch.tensormap.p{addr}"),
                &[],
                &[Arg::Reg(Ty::Ptr(addr))],
                &crate::target::messages::cannot_select_intrinsic("llvm.nvvm.prefetch.tensormap"),
            )
            .overloaded(1),
        );
    }
    out
}
