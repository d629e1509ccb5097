//! Conversions: the packed half/bfloat conversions (`ff2f16x2`, `ff2bf16x2`, `f2bf16`, `f2f16`,
//! `f2tf32`, with stochastic rounding `.rs`) and the narrow-float family (FP8, FP6, FP4, UE8M0).
//!
//! Which rule gates which conversion (SEED_CONTRACT C-36, seed 000 against seed 002): seed 000's
//! cvt_packfloat 4-gate validator ([`messages::validate_cvt_packfloat`], SM90 + PTX 7.7, verbatim
//! messages) guards the cvt_packfloat conversions, the FP6, FP4 and UE8M0 formats (and their
//! widening back to f16x2/bf16x2). The FP8 conversions (`e4m3x2`/`e5m2x2`, seed 000's ID-map
//! entries 8305-8308) are distinct intrinsics, and seed 002 (2.40) puts them at sm_89 / PTX 7.8:
//! LLVM 22 selects all twelve at sm_89 with PTX 8.1 (and at sm_90 with PTX 7.8) and ptxas 13.5
//! accepts them there, so they are gated by the PTX availability table alone (rows
//! `cvt.rn.satfinite.e4m3x2.*`, sm_89 / PTX 8.1, sm_90 / PTX 7.8), as LLVM 22 gates them. That is
//! the path `nvgpu.cvt_fpext` / `nvgpu.cvt_fptrunc` take through convert-nvgpu-to-nvvm, so those
//! kernels compile at their sm_89 floor.
//!
//! FP4 (`e2m1x2`) lives in a `.b8` register, which LLVM 22 declares inside a scope of its own
//! around the conversion (`{ .reg .b8 %e2m1x2_out; cvt...; cvt.u16.u8 ...; }`): the cell's
//! template is that block, printed on four lines as LLVM prints it.

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

fn fp4(st: &Subtarget) -> Result<(), &'static str> {
    messages::validate_cvt_packfloat(st, PackFloatDest::Fp4x2, false)
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

/// The f32x4 stochastic-rounding conversions: sm_100a and sm_103a, PTX 8.7 (LLVM 22 selects them
/// there only; not on sm_101a, the `f` variants or consumer Blackwell).
const RS_X4: crate::target::features::Availability = crate::target::features::Availability {
    min_ptx: crate::target::PtxVersion { major: 8, minor: 7 },
    min_sm: 100,
    gate: crate::target::features::Gate::Arch(&[100, 103]),
    from_sm_ptx: None,
};

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
                    .gate(Gate::Feature("cvt", ".rn.satfinite.e4m3x2.f16x2")),
            );
            // FP8 to f16x2: the availability row only (C-36, see the module docs).
            let r = flag(relu, ".relu");
            out.push(
                Cell::new(
                    &CONVERT,
                    &[fmt, "f16x2", "rn", yes(relu), "-"],
                    &format!("llvm.nvvm.{fmt}.to.f16x2.rn{r}"),
                    &[Ty::V2F16],
                    &[Arg::Reg(Ty::I16)],
                    &format!("cvt.rn{r}.f16x2.{fmt} {{d0}}, {{s0}}"),
                )
                .llvm(&format!("CVT_f16x2_{fmt}"))
                .gate(Gate::Feature("cvt", ".rn.f16x2.e4m3x2")),
            );
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
    // FP4: f32 pairs to e2m1x2 (always .satfinite; seed gate 3, arch-conditional sm_100) and back
    // to f16x2, through a `.b8` register scoped to the conversion, as LLVM 22 prints them.
    for relu in [false, true] {
        let r = flag(relu, ".relu");
        let ptx = format!(
            "{{\n\t.reg .b8 \t%e2m1x2_out;\n\tcvt.rn.satfinite{r}.e2m1x2.f32 \t%e2m1x2_out, {{s0}}, {{s1}};\n\tcvt.u16.u8 \t{{d0}}, %e2m1x2_out;\n\t}}"
        );
        let c = Cell::new(
            &CONVERT,
            &["f32 x2", "e2m1x2", "rn", yes(relu), "yes"],
            &format!("llvm.nvvm.ff.to.e2m1x2.rn{r}.satfinite"),
            &[Ty::I16],
            &[Arg::Reg(Ty::F32), Arg::Reg(Ty::F32)],
            &ptx,
        );
        out.push(
            c.llvm("CVT_e2m1x2_f32_sf")
                .gate(Gate::Validator(fp4))
                .gate(Gate::Feature("cvt", ".rn.satfinite.e2m1x2.f32")),
        );
        let ptx = format!(
            "{{\n\t.reg .b8 \t%e2m1x2_in;\n\tcvt.u8.u16 \t%e2m1x2_in, {{s0}};\n\tcvt.rn{r}.f16x2.e2m1x2 \t{{d0}}, %e2m1x2_in;\n\t}}"
        );
        let c = Cell::new(
            &CONVERT,
            &["e2m1x2", "f16x2", "rn", yes(relu), "-"],
            &format!("llvm.nvvm.e2m1x2.to.f16x2.rn{r}"),
            &[Ty::V2F16],
            &[Arg::Reg(Ty::I16)],
            &ptx,
        );
        out.push(
            c.llvm("CVT_f16x2_e2m1x2")
                .gate(Gate::Validator(half2))
                .gate(Gate::Feature("cvt", ".rn.f16x2.e2m1x2")),
        );
    }
    // Four f32 to FP8/FP6/FP4 x4 with stochastic rounding (`cvt.rs`, the random bits a fifth
    // operand): LLVM 22 lowers them to NVPTX nodes of their own, selected on sm_100a and sm_103a
    // with PTX 8.7, and refused elsewhere with "Cannot select" on that node.
    for (fmt, ret, dest) in [
        ("e4m3x4", Ty::V4I8, None),
        ("e5m2x4", Ty::V4I8, None),
        ("e2m3x4", Ty::V4I8, Some(fp6 as fn(&Subtarget) -> Result<(), &'static str>)),
        ("e3m2x4", Ty::V4I8, Some(fp6)),
        ("e2m1x4", Ty::I16, Some(fp4)),
    ] {
        for relu in [false, true] {
            let r = flag(relu, ".relu");
            let node = format!("NVPTXISD::CVT_{}_F32X4_RS{}_SF", fmt.to_uppercase(), flag(relu, "_RELU"));
            let refused = crate::interned::intern(&format!("Cannot select: {node}"));
            let c = Cell::new(
                &CONVERT,
                &["f32 x4", fmt, "rs", yes(relu), "yes"],
                &format!("llvm.nvvm.f32x4.to.{fmt}.rs{r}.satfinite"),
                &[ret],
                &[Arg::Reg(Ty::F32), Arg::Reg(Ty::F32), Arg::Reg(Ty::F32), Arg::Reg(Ty::F32), Arg::Reg(Ty::I32)],
                &format!("cvt.rs{r}.satfinite.{fmt}.f32 {{d0}}, {{{{s0}}, {{s1}}, {{s2}}, {{s3}}}}, {{s4}}"),
            )
            .with_ir_args(&[Arg::Reg(Ty::V4F32), Arg::Reg(Ty::I32)])
            .llvm(&format!("CVT_{fmt}_f32x4_rs_sf"));
            let c = match dest {
                Some(v) => c.gate(Gate::Validator(v)),
                None => c,
            };
            out.push(c.gate(Gate::Refuse(RS_X4, refused)));
        }
    }
    // f32 to f16 with rounding, relu and satfinite (LLVM 22 gates `.satfinite`, PTX 8.1; ptxas
    // wants sm_80 for `.relu`).
    for rnd in ["rn", "rz"] {
        for relu in [false, true] {
            for sat in [false, true] {
                let name = format!("llvm.nvvm.f2f16.{rnd}{}{}", flag(relu, ".relu"), flag(sat, ".satfinite"));
                let ptx = format!("cvt.{rnd}{}{}.f16.f32 {{d0}}, {{s0}}", flag(relu, ".relu"), flag(sat, ".satfinite"));
                let c = Cell::new(&CONVERT, &["f32", "f16", rnd, yes(relu), yes(sat)], &name, &[Ty::F16], &[Arg::Reg(Ty::F32)], &ptx);
                let c = c.llvm(if sat { "CVT_f16_f32_sf" } else { "CVT_f16_f32" });
                let c = if sat { c.gate(Gate::Feature("cvt", ".rn.satfinite.bf16.f32")) } else { c };
                out.push(if relu { c.gate(Gate::Ptxas("cvt", ".rn.relu.f16.f32")) } else { c });
            }
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
