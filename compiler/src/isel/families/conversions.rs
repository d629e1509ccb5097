//! Conversions: the packed half/bfloat conversions (`ff2f16x2`, `ff2bf16x2`, `f2bf16`,
//! `f2tf32`) and the narrow-float family (FP8, FP6, UE8M0: seed 000's cvt_packfloat), whose cells
//! pass the seed's 4-gate validator ([`messages::validate_cvt_packfloat`], verbatim messages)
//! before the PTX availability table. FP4 (`e2m1x2`) needs a `.b8` register the printer has no
//! class for, so it has no cells yet.

use super::{Arg, Cell, Family, Gate, Ty};
use crate::target::Subtarget;
use crate::target::messages::{self, PackFloatDest};

/// The packed float conversions.
pub const CONVERT: Family = Family {
    id: "convert",
    title: "Packed and narrow-float conversions (cvt, cvt_packfloat)",
    source: "seed 000 (cvt_packfloat, SEED_CONTRACT 5.42, 5.80-5.82), LLVM 22 NVPTXIntrinsics.td (CVT_*), PTX ISA cvt",
    axes: &["from", "to", "rounding", "relu", "satfinite"],
    cells: convert_cells,
};

fn fp8(st: &Subtarget) -> Result<(), &'static str> {
    messages::validate_cvt_packfloat(st, PackFloatDest::Fp8x2, false)
}
fn half2(st: &Subtarget) -> Result<(), &'static str> {
    messages::validate_cvt_packfloat(st, PackFloatDest::Half2, false)
}
fn fp6(st: &Subtarget) -> Result<(), &'static str> {
    messages::validate_cvt_packfloat(st, PackFloatDest::Fp6x2, false)
}
fn ue8m0(st: &Subtarget) -> Result<(), &'static str> {
    messages::validate_cvt_packfloat(st, PackFloatDest::Ue8m0x2, false)
}

fn flag(on: bool, text: &'static str) -> &'static str {
    if on { text } else { "" }
}

fn yes(on: bool) -> &'static str {
    if on { "yes" } else { "-" }
}

fn convert_cells() -> Vec<Cell> {
    let mut out = Vec::new();
    // f32 pairs to f16x2 / bf16x2, and f32 to bf16.
    for (llvm, to, ret, record) in [
        ("ff2f16x2", "f16x2", Ty::V2F16, "CVT_f16x2_f32"),
        ("ff2bf16x2", "bf16x2", Ty::V2BF16, "CVT_bf16x2_f32"),
    ] {
        for rnd in ["rn", "rz"] {
            for relu in [false, true] {
                for sat in [false, true] {
                    let name = format!(
                        "llvm.nvvm.{llvm}.{rnd}{}{}",
                        flag(relu, ".relu"),
                        flag(sat, ".satfinite")
                    );
                    let ptx = format!(
                        "cvt.{rnd}{}{}.{to}.f32 {{d0}}, {{s0}}, {{s1}}",
                        flag(relu, ".relu"),
                        flag(sat, ".satfinite")
                    );
                    let c = Cell::new(
                        &CONVERT,
                        &["f32 x2", to, rnd, yes(relu), yes(sat)],
                        &name,
                        &[ret],
                        &[Arg::Reg(Ty::F32), Arg::Reg(Ty::F32)],
                        &ptx,
                    );
                    // LLVM 22 gates `.satfinite` (PTX 8.1) but not the base form, which it
                    // prints on any SM and ptxas refuses below sm_80: ptxas's wording there.
                    // LLVM 22's `.satfinite` forms are their own records (`CVT_f16x2_f32_sf`).
                    let c = if sat {
                        c.llvm(&format!("{record}_sf"))
                    } else {
                        c.llvm(record)
                    };
                    let c = if sat {
                        c.gate(Gate::Feature("cvt", ".rn.satfinite.bf16.f32"))
                    } else {
                        c
                    };
                    out.push(c.gate(Gate::Ptxas(
                        "cvt",
                        if relu {
                            ".rn.relu.f16x2.f32"
                        } else {
                            ".rn.f16x2.f32"
                        },
                    )));
                }
            }
        }
    }
    // Stochastic rounding (`.rs`, sm_100a/101a/103a, PTX 8.7): the random bits are a third operand.
    for (llvm, to, ret) in [
        ("ff2f16x2", "f16x2", Ty::V2F16),
        ("ff2bf16x2", "bf16x2", Ty::V2BF16),
    ] {
        for relu in [false, true] {
            for sat in [false, true] {
                let name = format!(
                    "llvm.nvvm.{llvm}.rs{}{}",
                    flag(relu, ".relu"),
                    flag(sat, ".satfinite")
                );
                let ptx = format!(
                    "cvt.rs{}{}.{to}.f32 {{d0}}, {{s0}}, {{s1}}, {{s2}}",
                    flag(relu, ".relu"),
                    flag(sat, ".satfinite")
                );
                let args = [Arg::Reg(Ty::F32), Arg::Reg(Ty::F32), Arg::Reg(Ty::I32)];
                let c = Cell::new(
                    &CONVERT,
                    &["f32 x2", to, "rs", yes(relu), yes(sat)],
                    &name,
                    &[ret],
                    &args,
                    &ptx,
                );
                // LLVM 22: CVT_<to>_f32_rs[_sf] (.relu is an operand of the record).
                let record = format!("CVT_{to}_f32_rs{}", flag(sat, "_sf"));
                out.push(
                    c.llvm(&record)
                        .gate(Gate::Feature("cvt", ".rs.f16x2.f32 (stochastic)")),
                );
            }
        }
    }
    for rnd in ["rn", "rz"] {
        for relu in [false, true] {
            for sat in [false, true] {
                let name = format!(
                    "llvm.nvvm.f2bf16.{rnd}{}{}",
                    flag(relu, ".relu"),
                    flag(sat, ".satfinite")
                );
                let ptx = format!(
                    "cvt.{rnd}{}{}.bf16.f32 {{d0}}, {{s0}}",
                    flag(relu, ".relu"),
                    flag(sat, ".satfinite")
                );
                let c = Cell::new(
                    &CONVERT,
                    &["f32", "bf16", rnd, yes(relu), yes(sat)],
                    &name,
                    &[Ty::BF16],
                    &[Arg::Reg(Ty::F32)],
                    &ptx,
                );
                let c = c.llvm(if sat {
                    "CVT_bf16_f32_sf"
                } else {
                    "CVT_bf16_f32"
                });
                let c = if sat {
                    c.gate(Gate::Feature("cvt", ".rn.satfinite.bf16.f32"))
                } else {
                    c
                };
                out.push(c.gate(Gate::Ptxas(
                    "cvt",
                    if relu {
                        ".rn.relu.bf16.f32"
                    } else {
                        ".rn.bf16.f32"
                    },
                )));
            }
        }
    }
    // f32 to tf32 (in a b32 register).
    for (suffix, rnd, relu, sat, gate) in [
        (
            "rna",
            "rna",
            false,
            false,
            Gate::Feature("cvt", ".rna.tf32.f32"),
        ),
        (
            "rna.satfinite",
            "rna",
            false,
            true,
            Gate::Feature("cvt", ".rna.satfinite.tf32.f32"),
        ),
        (
            "rn",
            "rn",
            false,
            false,
            Gate::Min {
                sm: 90,
                ptx: (7, 8),
            },
        ),
        (
            "rz",
            "rz",
            false,
            false,
            Gate::Min {
                sm: 90,
                ptx: (7, 8),
            },
        ),
        (
            "rn.relu",
            "rn",
            true,
            false,
            Gate::Min {
                sm: 90,
                ptx: (7, 8),
            },
        ),
        (
            "rz.relu",
            "rz",
            true,
            false,
            Gate::Min {
                sm: 90,
                ptx: (7, 8),
            },
        ),
        (
            "rn.satfinite",
            "rn",
            false,
            true,
            Gate::Feature("cvt", ".rn.satfinite.tf32.f32"),
        ),
        (
            "rz.satfinite",
            "rz",
            false,
            true,
            Gate::Feature("cvt", ".rn.satfinite.tf32.f32"),
        ),
        (
            "rn.relu.satfinite",
            "rn",
            true,
            true,
            Gate::Feature("cvt", ".rn.satfinite.tf32.f32"),
        ),
        (
            "rz.relu.satfinite",
            "rz",
            true,
            true,
            Gate::Feature("cvt", ".rn.satfinite.tf32.f32"),
        ),
    ] {
        let ptx = format!(
            "cvt.{rnd}{}{}.tf32.f32 {{d0}}, {{s0}}",
            flag(relu, ".relu"),
            flag(sat, ".satfinite")
        );
        let c = Cell::new(
            &CONVERT,
            &["f32", "tf32", rnd, yes(relu), yes(sat)],
            &format!("llvm.nvvm.f2tf32.{suffix}"),
            &[Ty::I32],
            &[Arg::Reg(Ty::F32)],
            &ptx,
        );
        // LLVM 22: CVT_to_tf32_<rounding>[_relu][_satf].
        let record = format!(
            "CVT_to_tf32_{rnd}{}{}",
            flag(relu, "_relu"),
            flag(sat, "_satf")
        );
        out.push(c.llvm(&record).gate(gate));
    }
    // FP8: f32 pairs and f16x2 to e4m3x2/e5m2x2 (always .satfinite), and back to f16x2.
    for fmt in ["e4m3x2", "e5m2x2"] {
        for relu in [false, true] {
            let r = flag(relu, ".relu");
            let ptx = format!("cvt.rn.satfinite{r}.{fmt}.f32 {{d0}}, {{s0}}, {{s1}}");
            let c = Cell::new(
                &CONVERT,
                &["f32 x2", fmt, "rn", yes(relu), "yes"],
                &format!("llvm.nvvm.ff.to.{fmt}.rn{r}"),
                &[Ty::I16],
                &[Arg::Reg(Ty::F32), Arg::Reg(Ty::F32)],
                &ptx,
            );
            out.push(
                c.llvm(&format!("CVT_{fmt}_f32"))
                    .gate(Gate::Validator(fp8))
                    .gate(Gate::Feature("cvt", ".rn.satfinite.e4m3x2.f32")),
            );
            let ptx = format!("cvt.rn.satfinite{r}.{fmt}.f16x2 {{d0}}, {{s0}}");
            let c = Cell::new(
                &CONVERT,
                &["f16x2", fmt, "rn", yes(relu), "yes"],
                &format!("llvm.nvvm.f16x2.to.{fmt}.rn{r}"),
                &[Ty::I16],
                &[Arg::Reg(Ty::V2F16)],
                &ptx,
            );
            out.push(
                c.llvm(&format!("CVT_{fmt}_f16x2"))
                    .gate(Gate::Validator(fp8))
                    .gate(Gate::Ptxas("cvt", ".rn.satfinite.e4m3x2.f16x2")),
            );
            out.push(x2_to_f16x2(fmt, relu, ".rn.f16x2.e4m3x2"));
        }
    }
    // FP6: f32 pairs to e2m3x2/e3m2x2 (arch-conditional, seed gate 3), and back to f16x2.
    for fmt in ["e2m3x2", "e3m2x2"] {
        for relu in [false, true] {
            let r = flag(relu, ".relu");
            let ptx = format!("cvt.rn.satfinite{r}.{fmt}.f32 {{d0}}, {{s0}}, {{s1}}");
            let c = Cell::new(
                &CONVERT,
                &["f32 x2", fmt, "rn", yes(relu), "yes"],
                &format!("llvm.nvvm.ff.to.{fmt}.rn{r}.satfinite"),
                &[Ty::I16],
                &[Arg::Reg(Ty::F32), Arg::Reg(Ty::F32)],
                &ptx,
            );
            out.push(
                c.llvm(&format!("CVT_{fmt}_f32_sf"))
                    .gate(Gate::Validator(fp6))
                    .gate(Gate::Feature("cvt", ".rn.satfinite.e2m3x2.f32")),
            );
            out.push(x2_to_f16x2(fmt, relu, ".rn.f16x2.e2m3x2"));
        }
    }
    // UE8M0 scale factors (seed gate 2: arch- or family-conditional sm_100).
    for rnd in ["rz", "rp"] {
        for sat in [false, true] {
            let s = flag(sat, ".satfinite");
            let ptx = format!("cvt.{rnd}{s}.ue8m0x2.f32 {{d0}}, {{s0}}, {{s1}}");
            let c = Cell::new(
                &CONVERT,
                &["f32 x2", "ue8m0x2", rnd, "-", yes(sat)],
                &format!("llvm.nvvm.ff.to.ue8m0x2.{rnd}{s}"),
                &[Ty::I16],
                &[Arg::Reg(Ty::F32), Arg::Reg(Ty::F32)],
                &ptx,
            );
            out.push(
                c.llvm(if sat {
                    "CVT_ue8m0x2_f32_sf"
                } else {
                    "CVT_ue8m0x2_f32"
                })
                .gate(Gate::Validator(ue8m0))
                .gate(Gate::Feature("cvt", ".rz.satfinite.ue8m0x2.f32")),
            );
            let ptx = format!("cvt.{rnd}{s}.ue8m0x2.bf16x2 {{d0}}, {{s0}}");
            let c = Cell::new(
                &CONVERT,
                &["bf16x2", "ue8m0x2", rnd, "-", yes(sat)],
                &format!("llvm.nvvm.bf16x2.to.ue8m0x2.{rnd}{s}"),
                &[Ty::I16],
                &[Arg::Reg(Ty::V2BF16)],
                &ptx,
            );
            out.push(
                c.llvm(if sat {
                    "CVT_ue8m0x2_bf16x2_sf"
                } else {
                    "CVT_ue8m0x2_bf16x2"
                })
                .gate(Gate::Validator(ue8m0))
                .gate(Gate::Feature("cvt", ".rp.satfinite.ue8m0x2.bf16x2")),
            );
        }
    }
    let c = Cell::new(
        &CONVERT,
        &["ue8m0x2", "bf16x2", "rn", "-", "-"],
        "llvm.nvvm.ue8m0x2.to.bf16x2",
        &[Ty::V2BF16],
        &[Arg::Reg(Ty::I16)],
        "cvt.rn.bf16x2.ue8m0x2 {d0}, {s0}",
    );
    out.push(
        c.llvm("CVT_bf16x2_ue8m0x2")
            .gate(Gate::Validator(half2))
            .gate(Gate::Feature("cvt", ".rn.bf16x2.ue8m0x2")),
    );
    out
}

/// A packed FP8/FP6 pair widened back to f16x2 (`cvt.rn[.relu].f16x2.<fmt>`), behind the seed's
/// half2 gate and the availability row `feature`.
fn x2_to_f16x2(fmt: &str, relu: bool, feature: &'static str) -> Cell {
    let r = flag(relu, ".relu");
    let ptx = format!("cvt.rn{r}.f16x2.{fmt} {{d0}}, {{s0}}");
    Cell::new(
        &CONVERT,
        &[fmt, "f16x2", "rn", yes(relu), "-"],
        &format!("llvm.nvvm.{fmt}.to.f16x2.rn{r}"),
        &[Ty::V2F16],
        &[Arg::Reg(Ty::I16)],
        &ptx,
    )
    .llvm(&format!("CVT_f16x2_{fmt}"))
    .gate(Gate::Validator(half2))
    .gate(Gate::Feature("cvt", feature))
}
