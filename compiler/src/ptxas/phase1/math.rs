//! Phase 1 rules for arithmetic the hardware does not have as one instruction, or has under
//! another name (issue #4, "1:N where the hardware does not have it"): half precision (`HADD2`,
//! `HMUL2`, `HFMA2` on `.H0_H0` halves, `.BF16_V2`), conversions with rounding (`FRND`, `F2I`,
//! `I2F` on 64-bit integers, `F2FP ... PACK_AB`), `copysign` (`LOP3.LUT 0xb8`), integer division
//! and remainder (the `I2F.U32.RP` / `MUFU.RCP` / `IMAD.HI.U32` sequence ptxas emits), and the
//! `MUFU` forms with the range fix-ups ptxas wraps around them.
//!
//! Each sequence is the one `ptxas -arch=sm_90` emits for the operation (read from its output on
//! small kernels); the rules are tried after [`super::RULES`], in order.
//!
//! Longer sequences are written as SASS-like text over virtual registers ([`Conv::seq`]):
//! `r<n>`/`p<n>` are temporaries, `R<n>`/`W<n>` follow ptxas's own register numbering (a word,
//! or the pair starting at an even register) so that ptxas's subroutines can be transcribed
//! register for register, and named values (`a`, `b`, `x`, `q`, `d`, `a.lo`, `a.hi`) are the
//! PTX operands and the result.
//!
//! Where ptxas calls a subroutine for the rare operands (the slow paths of `div.rn.f32/.f64`,
//! `rcp.rn.f32/.f64`, `sqrt.rn.f32/.f64`, `rsqrt.approx.f64`), the same code is an out-of-line
//! block laid out after the kernel's last instruction, entered by a predicated branch and left
//! by a branch back to the join (calls are not in the pipeline yet; the instruction count is
//! the same as ptxas's `CALL.REL.NOINC` / `RET.REL.NODEC`). Subroutines without a fast path
//! (64-bit division, `div.rz.f32`) are inline.
//!
//! Bit fields and other 64-bit integer operations are in `math/bits.rs`, `ldmatrix`/`mma.sync`
//! in `math/tensor.rs` (child modules, their tables tried after this one); `brx.idx`, atomics and
//! the cluster special registers in `flow.rs`.
//!
//! Not here yet (positioned diagnostics): packed bf16 add/sub (ptxas uses `HFMA2.MMA.BF16_V2 a, 1,
//! 1, b` with f16 immediates); the tensor and async families are in `math/tensor.rs`.

use super::*;

mod approx;
mod bits;
mod divide;
use divide::DivKind;
mod f32x2;
mod half;
mod int64;
mod seq;
mod slow;
#[cfg(test)]
mod tests;
use seq::*;
use slow::*;
pub use bits::BIT_RULES;
mod tensor;
pub use tensor::{WgmmaState, TENSOR_RULES};
mod ext;
pub use ext::EXT_RULES;
pub(crate) use ext::{is_texture_handle, texture_slots};

/// The math rule table, tried after [`RULES`].
pub static MATH_RULES: &[Rule] = &[
    // Half precision.
    Rule { name: "add.f16/.bf16(x2) → HADD2 (.BF16_V2)", ptx: "add", types: &[Ty::F16], when: always, convert: Rust(|c, i| c.h_bin(i, "HADD2", false)) },
    Rule { name: "sub.f16/.bf16(x2) → HADD2 (negated B)", ptx: "sub", types: &[Ty::F16], when: always, convert: Rust(Conv::h_sub) },
    Rule { name: "mul.f16/.bf16(x2) → HMUL2 (.BF16_V2)", ptx: "mul", types: &[Ty::F16], when: always, convert: Rust(|c, i| c.h_bin(i, "HMUL2", false)) },
    Rule { name: "fma.rn.f16/.bf16 → HFMA2 (.H0_H0), fma.rn.f16x2 → HFMA2.MMA", ptx: "fma", types: &[Ty::F16], when: always, convert: Rust(Conv::h_fma) },
    Rule { name: "neg.f16(x2) → HADD2 -a, -RZ", ptx: "neg", types: &[Ty::F16], when: always, convert: Rust(|c, i| c.h_neg_abs(i, false)) },
    Rule { name: "abs.f16(x2) → HADD2 |a|, -RZ", ptx: "abs", types: &[Ty::F16], when: always, convert: Rust(Conv::h_abs) },
    Rule { name: "min.f16(x2) → HMNMX2 (PT)", ptx: "min", types: &[Ty::F16], when: always, convert: Rust(|c, i| c.h_minmax(i, false)) },
    Rule { name: "max.f16(x2) → HMNMX2 (!PT)", ptx: "max", types: &[Ty::F16], when: always, convert: Rust(Conv::h_max) },
    Rule { name: "setp.f16 → HSETP2 (.H0_H0)", ptx: "setp", types: &[Ty::F16], when: always, convert: Rust(Conv::h_setp) },
    Rule { name: "cvt.f32.f16 → HADD2.F32 -RZ, a.H0_H0", ptx: "cvt", types: &[], when: cvt_f32_f16, convert: Rust(Conv::cvt_f32_f16) },
    Rule { name: "cvt.f32.bf16 → SHF.L.U32 a, 0x10", ptx: "cvt", types: &[], when: cvt_f32_bf16, convert: Rust(Conv::cvt_f32_bf16) },
    Rule { name: "cvt.rn.f16/.bf16(x2).f32 → F2FP.(B)F16.F32.PACK_AB", ptx: "cvt", types: &[], when: cvt_half_f32, convert: Rust(Conv::cvt_half_f32) },
    // Packed single precision (sm_100+, PTX 8.6+): one 64-bit register holds two f32 lanes, the
    // low word first. sm_100/103 have FADD2/FMUL2/FFMA2 (operands `.F32x2.HI_LO`); sm_110 and
    // sm_120/121 have none (`Arch::f32x2_pairs`) and ptxas writes one scalar instruction per lane.
    Rule { name: "add.f32x2 → FADD2 (sm_100/103), FADD per lane (sm_110/120)", ptx: "add", types: &[], when: is_f32x2, convert: Rust(|c, i| c.f32x2(i, "FADD", false)) },
    Rule { name: "sub.f32x2 → FADD2 a, -b (sm_100/103), FADD per lane (sm_110/120)", ptx: "sub", types: &[], when: is_f32x2, convert: Rust(Conv::f32x2_sub) },
    Rule { name: "mul.f32x2 → FMUL2 (sm_100/103), FMUL per lane (sm_110/120)", ptx: "mul", types: &[], when: is_f32x2, convert: Rust(|c, i| c.f32x2(i, "FMUL", false)) },
    Rule { name: "fma.f32x2 → FFMA2 (sm_100/103), FFMA per lane (sm_110/120)", ptx: "fma", types: &[], when: is_f32x2, convert: Rust(Conv::f32x2_fma) },
    // Rounding and conversions.
    Rule { name: "cvt.rn.f16.f64 → F2F.F16.F64", ptx: "cvt", types: &[], when: cvt_f16_f64, convert: Rust(Conv::cvt_f16_f64) },
    Rule { name: "cvt.f16/f32 from 16/32-bit integers → I2F.F16 / I2F.S16", ptx: "cvt", types: &[], when: cvt_i2f_narrow, convert: Rust(Conv::cvt_i2f_narrow) },
    Rule { name: "cvt.int16.f32/f64, cvt.int32.f16 → F2I.S16 / F2I.F16", ptx: "cvt", types: &[], when: cvt_f2i_narrow, convert: Rust(Conv::cvt_f2i_narrow) },
    Rule { name: "cvt.rni/rzi/rmi/rpi.f32.f32 → FRND (.TRUNC/.FLOOR/.CEIL)", ptx: "cvt", types: &[], when: cvt_frnd, convert: Rust(Conv::cvt_frnd) },
    Rule { name: "cvt.f32.f32 (.sat/.ftz) → FADD -RZ, a", ptx: "cvt", types: &[], when: cvt_f32_f32_plain, convert: Rust(Conv::cvt_f32_f32) },
    Rule { name: "cvt.int.f64 / cvt.s64.f32 → F2I (.S64/.U64/.U32, .F64)", ptx: "cvt", types: &[], when: cvt_f2i_wide, convert: Rust(Conv::cvt_f2i_wide) },
    Rule { name: "cvt.f32/f64.s64/u64 → I2F (.F64, .S64/.U64)", ptx: "cvt", types: &[], when: cvt_i2f_wide, convert: Rust(Conv::cvt_i2f_wide) },
    Rule { name: "copysign.f32 → LOP3.LUT 0xb8 (sign of a, magnitude of b)", ptx: "copysign", types: &[Ty::F32], when: always, convert: Rust(Conv::copysign32) },
    Rule { name: "copysign.f64 → LOP3.LUT 0xb8 (high word) + MOV", ptx: "copysign", types: &[Ty::F64], when: always, convert: Rust(Conv::copysign64) },
    // Full-precision division and square root (a fast path and an out-of-line slow path).
    Rule { name: "div.rn.ftz.f32 → MUFU.RCP + FFMA refinement + FCHK, FTZ slow path out of line", ptx: "div", types: &[Ty::F32], when: rn_ftz, convert: Rust(Conv::fdiv_rn_ftz) },
    Rule { name: "div.full.ftz.f32 → FSETP.FTZ + scaling FMUL.FTZ + MUFU.RCP + FMUL.FTZ", ptx: "div", types: &[Ty::F32], when: full_ftz, convert: Rust(Conv::fdiv_full_ftz) },
    Rule { name: "sqrt.rn.ftz.f32 → MUFU.RSQ + FMUL/FFMA refinement, FTZ slow path out of line", ptx: "sqrt", types: &[Ty::F32], when: rn_ftz, convert: Rust(Conv::fsqrt_rn_ftz) },
    Rule { name: "rcp.rn.ftz.f32 → MUFU.RCP + FFMA/FADD refinement, FTZ slow path out of line", ptx: "rcp", types: &[Ty::F32], when: rn_ftz, convert: Rust(Conv::frcp_rn_ftz) },
    Rule { name: "div.rn.f32 → MUFU.RCP + FFMA refinement + FCHK, slow path out of line", ptx: "div", types: &[Ty::F32], when: not_approx, convert: Rust(Conv::fdiv_rn) },
    Rule { name: "div.full.f32 → FSETP ×2 + scaling FMULs + MUFU.RCP + FMUL", ptx: "div", types: &[Ty::F32], when: is_full, convert: Rust(Conv::fdiv_full) },
    Rule { name: "sqrt.rn.f32 → MUFU.RSQ + FMUL/FFMA refinement, slow path out of line", ptx: "sqrt", types: &[Ty::F32], when: is_rn, convert: Rust(Conv::fsqrt_rn) },
    // Approximate transcendentals without .ftz: MUFU with ptxas's scaling of denormal inputs.
    Rule { name: "rsqrt.approx.f32 → FSETP + FMUL (denormal input ×2^24) + MUFU.RSQ + FMUL ×2^12", ptx: "rsqrt", types: &[Ty::F32], when: approx_noftz, convert: Rust(Conv::rsqrt_approx) },
    Rule { name: "sqrt.approx.f32 → FSETP + FMUL (denormal input ×2^24) + MUFU.SQRT + FMUL ×2^-12", ptx: "sqrt", types: &[Ty::F32], when: approx_noftz, convert: Rust(Conv::sqrt_approx) },
    Rule { name: "lg2.approx.f32 → FSETP + FMUL (denormal input ×2^24) + MUFU.LG2 + FADD -24", ptx: "lg2", types: &[Ty::F32], when: approx_noftz, convert: Rust(Conv::lg2_approx) },
    Rule { name: "rcp.approx.f32 → FSETP ×2 + FSEL ×2 (scale) + FMUL + MUFU.RCP + FMUL", ptx: "rcp", types: &[Ty::F32], when: approx_noftz, convert: Rust(Conv::rcp_approx) },
    Rule { name: "sin/cos.approx.f32 → FMUL.RZ (1/2π) + MUFU.SIN/COS", ptx: "sin", types: &[Ty::F32], when: is_approx_any, convert: Rust(Conv::sin_approx) },
    Rule { name: "sin/cos.approx.f32 → FMUL.RZ (1/2π) + MUFU.SIN/COS", ptx: "cos", types: &[Ty::F32], when: is_approx_any, convert: Rust(Conv::cos_approx) },
    Rule { name: "tanh.approx.f32 → MUFU.TANH", ptx: "tanh", types: &[Ty::F32], when: is_approx_any, convert: Rust(|c, i| c.unary_seq(i, "tanh", "MUFU.TANH q, x")) },
    // 64-bit integers (pairs of words).
    Rule { name: "min/max.u64/s64 → ISETP + ISETP.EX + 2 × SEL", ptx: "min", types: &[Ty::I64], when: always, convert: Rust(|c, i| c.minmax64(i, false)) },
    Rule { name: "min/max.u64/s64 → ISETP + ISETP.EX + 2 × SEL", ptx: "max", types: &[Ty::I64], when: always, convert: Rust(Conv::max64) },
    Rule { name: "popc.b64 → 2 × POPC + IADD3", ptx: "popc", types: &[Ty::I64], when: always, convert: Rust(Conv::popc64) },
    Rule { name: "clz.b64 → ISETP + SEL + FLO.U32 + IADD3 ×2 + select", ptx: "clz", types: &[Ty::I64], when: always, convert: Rust(Conv::clz64) },
    Rule { name: "mul.hi.u64 → 3 × IMAD.WIDE.U32 (carries) + IMAD.WIDE.U32.X", ptx: "mul", types: &[Ty::I64], when: hi_unsigned, convert: Rust(|c, i| c.seq64(i, "mulhi64", 2, false, &[MULHI_U64, "MOV d.lo, R14\nMOV d.hi, R15"])) },
    Rule { name: "mul.hi.s64 → mul.hi.u64 + sign corrections (IADD3/IADD3.X/SEL)", ptx: "mul", types: &[Ty::I64], when: is_hi, convert: Rust(Conv::mul_hi_s64) },
    Rule { name: "div/rem.u64 → I2F.U64.RP + MUFU.RCP + F2I.U64.TRUNC + 2 Newton steps in IMAD.WIDE/IMAD.HI + 2 fix-ups", ptx: "div", types: &[Ty::I64], when: unsigned_op, convert: Rust(|c, i| c.seq64(i, "udiv64", 2, false, &["MOV R2, a.lo\nMOV R3, a.hi\nMOV R4, b.lo\nMOV R5, b.hi", UDIV64_COMMON, UDIV64_QUOTIENT, "MOV d.lo, R6\nMOV d.hi, R7"])) },
    Rule { name: "div/rem.u64 → I2F.U64.RP + MUFU.RCP + F2I.U64.TRUNC + 2 Newton steps in IMAD.WIDE/IMAD.HI + 2 fix-ups", ptx: "rem", types: &[Ty::I64], when: unsigned_op, convert: Rust(|c, i| c.seq64(i, "urem64", 2, false, &["MOV R2, a.lo\nMOV R3, a.hi\nMOV R4, b.lo\nMOV R5, b.hi", UDIV64_COMMON, UDIV64_REMAINDER, "MOV d.lo, R6\nMOV d.hi, R7"])) },
    Rule { name: "div/rem.s64 → |a|, |b| + div/rem.u64 + sign", ptx: "div", types: &[Ty::I64], when: always, convert: Rust(|c, i| c.sdiv64(i, false)) },
    Rule { name: "div/rem.s64 → |a|, |b| + div/rem.u64 + sign", ptx: "rem", types: &[Ty::I64], when: always, convert: Rust(Conv::rem_s64) },
    // 16-bit multiplies (operands widened to 32 bits first).
    Rule { name: "mul.wide.s16/u16 → SGXT/LOP3 (widen) + IMAD", ptx: "mul", types: &[Ty::I16], when: is_wide, convert: Rust(Conv::mul_wide16) },
    Rule { name: "mul.hi.s16/u16 → SGXT/LOP3 (widen) + IMAD + SHF.R.HI 16", ptx: "mul", types: &[Ty::I16], when: is_hi, convert: Rust(Conv::mul_hi16) },
    Rule { name: "mad.hi.s32/u32 → IMAD.HI (addend as the high word of a pair)", ptx: "mad", types: &[Ty::I32], when: is_hi, convert: Rust(Conv::mad_hi32) },
    Rule { name: "mul24.lo → SGXT/LOP3 24 bits + IMAD", ptx: "mul24", types: &[Ty::I32], when: is_lo, convert: Rust(Conv::mul24_lo) },
    Rule { name: "sad.s32/u32 → VABSDIFF", ptx: "sad", types: &[Ty::I32], when: always, convert: Rust(Conv::sad32) },
    Rule { name: "prmt.b32 → PRMT", ptx: "prmt", types: &[Ty::I32], when: prmt_default, convert: Rust(Conv::prmt32) },
    // Counters.
    Rule { name: "mov.u64 %clock64 → CS2R SR_CLOCKLO (pair)", ptx: "mov", types: &[Ty::I64], when: clock64_src, convert: Rust(Conv::mov_clock64) },
    Rule { name: "mov.u64 %globaltimer → CS2R SR_GLOBALTIMERLO (pair)", ptx: "mov", types: &[Ty::I64], when: special64_src, convert: Rust(Conv::mov_special64) },
    Rule { name: "rcp.rn.f32 → MUFU.RCP + FFMA/FADD refinement, slow path out of line", ptx: "rcp", types: &[Ty::F32], when: is_rn, convert: Rust(Conv::frcp_rn) },
    // Double precision.
    Rule { name: "abs.f64 → DADD -RZ, |a|", ptx: "abs", types: &[Ty::F64], when: always, convert: Rust(|c, i| c.dunary(i, true)) },
    Rule { name: "neg.f64 → DADD -RZ, -a", ptx: "neg", types: &[Ty::F64], when: always, convert: Rust(Conv::dneg) },
    Rule { name: "min/max.f64 → DSETP.MIN/MAX + SEL/FSEL (+ quiet NaN)", ptx: "min", types: &[Ty::F64], when: always, convert: Rust(|c, i| c.dminmax(i, false)) },
    Rule { name: "min/max.f64 → DSETP.MIN/MAX + SEL/FSEL (+ quiet NaN)", ptx: "max", types: &[Ty::F64], when: always, convert: Rust(Conv::dmax) },
    Rule { name: "div.rn.f64 → MUFU.RCP64H + DFMA refinement + range check, slow path out of line", ptx: "div", types: &[Ty::F64], when: is_rn, convert: Rust(Conv::ddiv_rn) },
    Rule { name: "rcp.rn.f64 → MUFU.RCP64H + DFMA refinement, slow path out of line", ptx: "rcp", types: &[Ty::F64], when: is_rn, convert: Rust(|c, i| c.d_unary_paths(i, "drcp", DRCP_FAST, DRCP_SLOW)) },
    Rule { name: "rsqrt.approx.f64 → MUFU.RSQ64H + DMUL/DFMA step, slow path out of line", ptx: "rsqrt", types: &[Ty::F64], when: is_approx_any, convert: Rust(|c, i| c.d_unary_paths(i, "drsqrt", DRSQRT_FAST, DRSQRT_SLOW)) },
    Rule { name: "div.rz.f32 → ptxas's division subroutine inline (scaling, FFMA.RZ, special operands)", ptx: "div", types: &[Ty::F32], when: is_rz, convert: Rust(Conv::fdiv_rz) },
    Rule { name: "sqrt.rn.f64 → MUFU.RSQ64H + DFMA/DMUL refinement, slow path out of line", ptx: "sqrt", types: &[Ty::F64], when: is_rn, convert: Rust(Conv::dsqrt_rn) },
    // Integer division (no divider: a reciprocal estimate refined with integer multiplies).
    Rule { name: "div.u32 → I2F.U32.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ 2 fix-ups)", ptx: "div", types: &[Ty::I32, Ty::I16], when: unsigned_op, convert: Rust(|c, i| c.udiv(i, DivKind::Quotient)) },
    Rule { name: "rem.u32 → I2F.U32.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ 2 fix-ups)", ptx: "rem", types: &[Ty::I32, Ty::I16], when: unsigned_op, convert: Rust(Conv::rem_u32) },
    Rule { name: "div.s32 → IABS + I2F.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ sign)", ptx: "div", types: &[Ty::I32, Ty::I16], when: always, convert: Rust(|c, i| c.sdiv(i, DivKind::Quotient)) },
    Rule { name: "rem.s32 → IABS + I2F.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ sign)", ptx: "rem", types: &[Ty::I32, Ty::I16], when: always, convert: Rust(Conv::rem_s32) },
];

fn is_f32x2(i: &Instruction) -> bool {
    i.has_modifier(".f32x2")
}
fn approx_noftz(i: &Instruction) -> bool {
    i.has_modifier(".approx") && !i.has_modifier(".ftz")
}
fn is_approx_any(i: &Instruction) -> bool {
    i.has_modifier(".approx")
}
fn prmt_default(i: &Instruction) -> bool {
    !i.modifier_texts().any(|m| matches!(m, ".f4e" | ".b4e" | ".rc8" | ".ecl" | ".ecr" | ".rc16"))
}
fn clock64_src(i: &Instruction) -> bool {
    matches!(i.operands.get(1), Some(POp::SpecialReg(n, _)) if n == "%clock64")
}
fn special64_src(i: &Instruction) -> bool {
    matches!(i.operands.get(1), Some(POp::SpecialReg(..)))
}
fn hi_unsigned(i: &Instruction) -> bool {
    i.has_modifier(".hi") && unsigned_op(i)
}
fn is_full(i: &Instruction) -> bool {
    i.has_modifier(".full")
}
fn is_rz(i: &Instruction) -> bool {
    i.has_modifier(".rz")
}
fn not_approx(i: &Instruction) -> bool {
    !i.has_modifier(".approx") && !i.has_modifier(".full") && !i.has_modifier(".rz")
}
/// A round-to-nearest `.ftz` operation (`div.rn.ftz`, `div.ftz`, `sqrt.rn.ftz`, `rcp.rn.ftz`).
fn rn_ftz(i: &Instruction) -> bool {
    i.has_modifier(".ftz") && not_approx(i) && !i.modifier_texts().any(|m| matches!(m, ".rm" | ".rp"))
}
fn full_ftz(i: &Instruction) -> bool {
    i.has_modifier(".full") && i.has_modifier(".ftz")
}
fn is_rn(i: &Instruction) -> bool {
    i.has_modifier(".rn")
}
fn unsigned_op(i: &Instruction) -> bool {
    i.ty().is_some_and(|t| !is_signed(t))
}

fn cvt_types(i: &Instruction) -> (ScalarType, ScalarType) {
    let t = i.types();
    (t.first().copied().unwrap_or(ScalarType::B32), t.get(1).copied().unwrap_or(ScalarType::B32))
}
fn cvt_f32_f16(i: &Instruction) -> bool {
    cvt_types(i) == (ScalarType::F32, ScalarType::F16)
}
fn cvt_f32_bf16(i: &Instruction) -> bool {
    cvt_types(i) == (ScalarType::F32, ScalarType::Bf16)
}
fn cvt_half_f32(i: &Instruction) -> bool {
    matches!(cvt_types(i), (ScalarType::F16 | ScalarType::Bf16 | ScalarType::F16x2 | ScalarType::Bf16x2, ScalarType::F32))
}
fn int_rounding(i: &Instruction) -> Option<&'static str> {
    [(".rni", ""), (".rzi", "TRUNC"), (".rmi", "FLOOR"), (".rpi", "CEIL")].into_iter().find(|(m, _)| i.has_modifier(m)).map(|(_, r)| r)
}
fn cvt_f16_f64(i: &Instruction) -> bool {
    cvt_types(i) == (ScalarType::F16, ScalarType::F64)
}
fn cvt_i2f_narrow(i: &Instruction) -> bool {
    let (d, s) = cvt_types(i);
    (d == ScalarType::F16 && matches!(ty_class(s), Ty::I32 | Ty::I16)) || (d == ScalarType::F32 && ty_class(s) == Ty::I16)
}
fn cvt_f2i_narrow(i: &Instruction) -> bool {
    let (d, s) = cvt_types(i);
    (ty_class(d) == Ty::I16 && matches!(s, ScalarType::F32 | ScalarType::F64)) || (ty_class(d) == Ty::I32 && s == ScalarType::F16)
}
fn cvt_frnd(i: &Instruction) -> bool {
    let (d, s) = cvt_types(i);
    d == s && matches!(d, ScalarType::F32 | ScalarType::F64) && int_rounding(i).is_some()
}
fn cvt_f32_f32_plain(i: &Instruction) -> bool {
    cvt_types(i) == (ScalarType::F32, ScalarType::F32) && int_rounding(i).is_none()
}
fn cvt_f2i_wide(i: &Instruction) -> bool {
    let (d, s) = cvt_types(i);
    let int = matches!(ty_class(d), Ty::I32 | Ty::I64);
    int && (s == ScalarType::F64 || (s == ScalarType::F32 && ty_class(d) == Ty::I64))
}
fn cvt_i2f_wide(i: &Instruction) -> bool {
    let (d, s) = cvt_types(i);
    matches!(d, ScalarType::F32 | ScalarType::F64) && ty_class(s) == Ty::I64
}

/// `.f16`/`.bf16` (one half, read as `.H0_H0`) or a packed pair; and whether it is bf16.
fn half_kind(i: &Instruction) -> (bool, bool) {
    let t = i.ty().unwrap_or(ScalarType::F16);
    (matches!(t, ScalarType::F16 | ScalarType::Bf16), matches!(t, ScalarType::Bf16 | ScalarType::Bf16x2))
}

fn frnd_prop(rnd: &str) -> &'static str {
    match rnd {
        "TRUNC" => "RZ",
        "FLOOR" => "RM",
        "CEIL" => "RP",
        _ => "RN",
    }
}
