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
//! Bit fields and other 64-bit integer operations are in `merc_bits.rs`, `ldmatrix`/`mma.sync`
//! in `merc_tensor.rs` (child modules, their tables tried after this one); `brx.idx`, atomics and
//! the cluster special registers in `merc_flow.rs`.
//!
//! Not here yet (positioned diagnostics): packed bf16 add/sub (ptxas uses `HFMA2.MMA.BF16_V2 a, 1,
//! 1, b` with f16 immediates); the tensor and async families are in `merc_tensor.rs`.

use super::*;

mod bits;
pub use bits::BIT_RULES;
mod tensor;
pub use tensor::{WgmmaState, TENSOR_RULES};
mod ext;
pub use ext::EXT_RULES;
pub(crate) use ext::{is_texture_handle, texture_slots};

/// The math rule table, tried after [`RULES`].
pub static MATH_RULES: &[Rule] = &[
    // Half precision.
    Rule { name: "add.f16/.bf16(x2) → HADD2 (.BF16_V2)", ptx: "add", types: &[Ty::F16], when: always, convert: Conv::h_add },
    Rule { name: "sub.f16/.bf16(x2) → HADD2 (negated B)", ptx: "sub", types: &[Ty::F16], when: always, convert: Conv::h_sub },
    Rule { name: "mul.f16/.bf16(x2) → HMUL2 (.BF16_V2)", ptx: "mul", types: &[Ty::F16], when: always, convert: Conv::h_mul },
    Rule { name: "fma.rn.f16/.bf16 → HFMA2 (.H0_H0), fma.rn.f16x2 → HFMA2.MMA", ptx: "fma", types: &[Ty::F16], when: always, convert: Conv::h_fma },
    Rule { name: "neg.f16(x2) → HADD2 -a, -RZ", ptx: "neg", types: &[Ty::F16], when: always, convert: Conv::h_neg },
    Rule { name: "abs.f16(x2) → HADD2 |a|, -RZ", ptx: "abs", types: &[Ty::F16], when: always, convert: Conv::h_abs },
    Rule { name: "min.f16(x2) → HMNMX2 (PT)", ptx: "min", types: &[Ty::F16], when: always, convert: Conv::h_min },
    Rule { name: "max.f16(x2) → HMNMX2 (!PT)", ptx: "max", types: &[Ty::F16], when: always, convert: Conv::h_max },
    Rule { name: "setp.f16 → HSETP2 (.H0_H0)", ptx: "setp", types: &[Ty::F16], when: always, convert: Conv::h_setp },
    Rule { name: "cvt.f32.f16 → HADD2.F32 -RZ, a.H0_H0", ptx: "cvt", types: &[], when: cvt_f32_f16, convert: Conv::cvt_f32_f16 },
    Rule { name: "cvt.f32.bf16 → SHF.L.U32 a, 0x10", ptx: "cvt", types: &[], when: cvt_f32_bf16, convert: Conv::cvt_f32_bf16 },
    Rule { name: "cvt.rn.f16/.bf16(x2).f32 → F2FP.(B)F16.F32.PACK_AB", ptx: "cvt", types: &[], when: cvt_half_f32, convert: Conv::cvt_half_f32 },
    // Packed single precision (sm_100+, PTX 8.6+): one 64-bit register holds two f32 lanes, the
    // low word first. sm_100/103 have FADD2/FMUL2/FFMA2 (operands `.F32x2.HI_LO`); sm_110 and
    // sm_120/121 have none (`Arch::f32x2_pairs`) and ptxas writes one scalar instruction per lane.
    Rule { name: "add.f32x2 → FADD2 (sm_100/103), FADD per lane (sm_110/120)", ptx: "add", types: &[], when: is_f32x2, convert: Conv::f32x2_add },
    Rule { name: "sub.f32x2 → FADD2 a, -b (sm_100/103), FADD per lane (sm_110/120)", ptx: "sub", types: &[], when: is_f32x2, convert: Conv::f32x2_sub },
    Rule { name: "mul.f32x2 → FMUL2 (sm_100/103), FMUL per lane (sm_110/120)", ptx: "mul", types: &[], when: is_f32x2, convert: Conv::f32x2_mul },
    Rule { name: "fma.f32x2 → FFMA2 (sm_100/103), FFMA per lane (sm_110/120)", ptx: "fma", types: &[], when: is_f32x2, convert: Conv::f32x2_fma },
    // Rounding and conversions.
    Rule { name: "cvt.rn.f16.f64 → F2F.F16.F64", ptx: "cvt", types: &[], when: cvt_f16_f64, convert: Conv::cvt_f16_f64 },
    Rule { name: "cvt.f16/f32 from 16/32-bit integers → I2F.F16 / I2F.S16", ptx: "cvt", types: &[], when: cvt_i2f_narrow, convert: Conv::cvt_i2f_narrow },
    Rule { name: "cvt.int16.f32/f64, cvt.int32.f16 → F2I.S16 / F2I.F16", ptx: "cvt", types: &[], when: cvt_f2i_narrow, convert: Conv::cvt_f2i_narrow },
    Rule { name: "cvt.rni/rzi/rmi/rpi.f32.f32 → FRND (.TRUNC/.FLOOR/.CEIL)", ptx: "cvt", types: &[], when: cvt_frnd, convert: Conv::cvt_frnd },
    Rule { name: "cvt.f32.f32 (.sat/.ftz) → FADD -RZ, a", ptx: "cvt", types: &[], when: cvt_f32_f32_plain, convert: Conv::cvt_f32_f32 },
    Rule { name: "cvt.int.f64 / cvt.s64.f32 → F2I (.S64/.U64/.U32, .F64)", ptx: "cvt", types: &[], when: cvt_f2i_wide, convert: Conv::cvt_f2i_wide },
    Rule { name: "cvt.f32/f64.s64/u64 → I2F (.F64, .S64/.U64)", ptx: "cvt", types: &[], when: cvt_i2f_wide, convert: Conv::cvt_i2f_wide },
    Rule { name: "copysign.f32 → LOP3.LUT 0xb8 (sign of a, magnitude of b)", ptx: "copysign", types: &[Ty::F32], when: always, convert: Conv::copysign32 },
    Rule { name: "copysign.f64 → LOP3.LUT 0xb8 (high word) + MOV", ptx: "copysign", types: &[Ty::F64], when: always, convert: Conv::copysign64 },
    // Full-precision division and square root (a fast path and an out-of-line slow path).
    Rule { name: "div.rn.ftz.f32 → MUFU.RCP + FFMA refinement + FCHK, FTZ slow path out of line", ptx: "div", types: &[Ty::F32], when: rn_ftz, convert: Conv::fdiv_rn_ftz },
    Rule { name: "div.full.ftz.f32 → FSETP.FTZ + scaling FMUL.FTZ + MUFU.RCP + FMUL.FTZ", ptx: "div", types: &[Ty::F32], when: full_ftz, convert: Conv::fdiv_full_ftz },
    Rule { name: "sqrt.rn.ftz.f32 → MUFU.RSQ + FMUL/FFMA refinement, FTZ slow path out of line", ptx: "sqrt", types: &[Ty::F32], when: rn_ftz, convert: Conv::fsqrt_rn_ftz },
    Rule { name: "rcp.rn.ftz.f32 → MUFU.RCP + FFMA/FADD refinement, FTZ slow path out of line", ptx: "rcp", types: &[Ty::F32], when: rn_ftz, convert: Conv::frcp_rn_ftz },
    Rule { name: "div.rn.f32 → MUFU.RCP + FFMA refinement + FCHK, slow path out of line", ptx: "div", types: &[Ty::F32], when: not_approx, convert: Conv::fdiv_rn },
    Rule { name: "div.full.f32 → FSETP ×2 + scaling FMULs + MUFU.RCP + FMUL", ptx: "div", types: &[Ty::F32], when: is_full, convert: Conv::fdiv_full },
    Rule { name: "sqrt.rn.f32 → MUFU.RSQ + FMUL/FFMA refinement, slow path out of line", ptx: "sqrt", types: &[Ty::F32], when: is_rn, convert: Conv::fsqrt_rn },
    // Approximate transcendentals without .ftz: MUFU with ptxas's scaling of denormal inputs.
    Rule { name: "rsqrt.approx.f32 → FSETP + FMUL (denormal input ×2^24) + MUFU.RSQ + FMUL ×2^12", ptx: "rsqrt", types: &[Ty::F32], when: approx_noftz, convert: Conv::rsqrt_approx },
    Rule { name: "sqrt.approx.f32 → FSETP + FMUL (denormal input ×2^24) + MUFU.SQRT + FMUL ×2^-12", ptx: "sqrt", types: &[Ty::F32], when: approx_noftz, convert: Conv::sqrt_approx },
    Rule { name: "lg2.approx.f32 → FSETP + FMUL (denormal input ×2^24) + MUFU.LG2 + FADD -24", ptx: "lg2", types: &[Ty::F32], when: approx_noftz, convert: Conv::lg2_approx },
    Rule { name: "rcp.approx.f32 → FSETP ×2 + FSEL ×2 (scale) + FMUL + MUFU.RCP + FMUL", ptx: "rcp", types: &[Ty::F32], when: approx_noftz, convert: Conv::rcp_approx },
    Rule { name: "sin/cos.approx.f32 → FMUL.RZ (1/2π) + MUFU.SIN/COS", ptx: "sin", types: &[Ty::F32], when: is_approx_any, convert: Conv::sin_approx },
    Rule { name: "sin/cos.approx.f32 → FMUL.RZ (1/2π) + MUFU.SIN/COS", ptx: "cos", types: &[Ty::F32], when: is_approx_any, convert: Conv::cos_approx },
    Rule { name: "tanh.approx.f32 → MUFU.TANH", ptx: "tanh", types: &[Ty::F32], when: is_approx_any, convert: Conv::tanh_approx },
    // 64-bit integers (pairs of words).
    Rule { name: "min/max.u64/s64 → ISETP + ISETP.EX + 2 × SEL", ptx: "min", types: &[Ty::I64], when: always, convert: Conv::min64 },
    Rule { name: "min/max.u64/s64 → ISETP + ISETP.EX + 2 × SEL", ptx: "max", types: &[Ty::I64], when: always, convert: Conv::max64 },
    Rule { name: "popc.b64 → 2 × POPC + IADD3", ptx: "popc", types: &[Ty::I64], when: always, convert: Conv::popc64 },
    Rule { name: "clz.b64 → ISETP + SEL + FLO.U32 + IADD3 ×2 + select", ptx: "clz", types: &[Ty::I64], when: always, convert: Conv::clz64 },
    Rule { name: "mul.hi.u64 → 3 × IMAD.WIDE.U32 (carries) + IMAD.WIDE.U32.X", ptx: "mul", types: &[Ty::I64], when: hi_unsigned, convert: Conv::mul_hi_u64 },
    Rule { name: "mul.hi.s64 → mul.hi.u64 + sign corrections (IADD3/IADD3.X/SEL)", ptx: "mul", types: &[Ty::I64], when: is_hi, convert: Conv::mul_hi_s64 },
    Rule { name: "div/rem.u64 → I2F.U64.RP + MUFU.RCP + F2I.U64.TRUNC + 2 Newton steps in IMAD.WIDE/IMAD.HI + 2 fix-ups", ptx: "div", types: &[Ty::I64], when: unsigned_op, convert: Conv::div_u64 },
    Rule { name: "div/rem.u64 → I2F.U64.RP + MUFU.RCP + F2I.U64.TRUNC + 2 Newton steps in IMAD.WIDE/IMAD.HI + 2 fix-ups", ptx: "rem", types: &[Ty::I64], when: unsigned_op, convert: Conv::rem_u64 },
    Rule { name: "div/rem.s64 → |a|, |b| + div/rem.u64 + sign", ptx: "div", types: &[Ty::I64], when: always, convert: Conv::div_s64 },
    Rule { name: "div/rem.s64 → |a|, |b| + div/rem.u64 + sign", ptx: "rem", types: &[Ty::I64], when: always, convert: Conv::rem_s64 },
    // 16-bit multiplies (operands widened to 32 bits first).
    Rule { name: "mul.wide.s16/u16 → SGXT/LOP3 (widen) + IMAD", ptx: "mul", types: &[Ty::I16], when: is_wide, convert: Conv::mul_wide16 },
    Rule { name: "mul.hi.s16/u16 → SGXT/LOP3 (widen) + IMAD + SHF.R.HI 16", ptx: "mul", types: &[Ty::I16], when: is_hi, convert: Conv::mul_hi16 },
    Rule { name: "mad.hi.s32/u32 → IMAD.HI (addend as the high word of a pair)", ptx: "mad", types: &[Ty::I32], when: is_hi, convert: Conv::mad_hi32 },
    Rule { name: "mul24.lo → SGXT/LOP3 24 bits + IMAD", ptx: "mul24", types: &[Ty::I32], when: is_lo, convert: Conv::mul24_lo },
    Rule { name: "sad.s32/u32 → VABSDIFF", ptx: "sad", types: &[Ty::I32], when: always, convert: Conv::sad32 },
    Rule { name: "prmt.b32 → PRMT", ptx: "prmt", types: &[Ty::I32], when: prmt_default, convert: Conv::prmt32 },
    // Counters.
    Rule { name: "mov.u64 %clock64 → CS2R SR_CLOCKLO (pair)", ptx: "mov", types: &[Ty::I64], when: clock64_src, convert: Conv::mov_clock64 },
    Rule { name: "mov.u64 %globaltimer → CS2R SR_GLOBALTIMERLO (pair)", ptx: "mov", types: &[Ty::I64], when: special64_src, convert: Conv::mov_special64 },
    Rule { name: "rcp.rn.f32 → MUFU.RCP + FFMA/FADD refinement, slow path out of line", ptx: "rcp", types: &[Ty::F32], when: is_rn, convert: Conv::frcp_rn },
    // Double precision.
    Rule { name: "abs.f64 → DADD -RZ, |a|", ptx: "abs", types: &[Ty::F64], when: always, convert: Conv::dabs },
    Rule { name: "neg.f64 → DADD -RZ, -a", ptx: "neg", types: &[Ty::F64], when: always, convert: Conv::dneg },
    Rule { name: "min/max.f64 → DSETP.MIN/MAX + SEL/FSEL (+ quiet NaN)", ptx: "min", types: &[Ty::F64], when: always, convert: Conv::dmin },
    Rule { name: "min/max.f64 → DSETP.MIN/MAX + SEL/FSEL (+ quiet NaN)", ptx: "max", types: &[Ty::F64], when: always, convert: Conv::dmax },
    Rule { name: "div.rn.f64 → MUFU.RCP64H + DFMA refinement + range check, slow path out of line", ptx: "div", types: &[Ty::F64], when: is_rn, convert: Conv::ddiv_rn },
    Rule { name: "rcp.rn.f64 → MUFU.RCP64H + DFMA refinement, slow path out of line", ptx: "rcp", types: &[Ty::F64], when: is_rn, convert: Conv::drcp_rn },
    Rule { name: "rsqrt.approx.f64 → MUFU.RSQ64H + DMUL/DFMA step, slow path out of line", ptx: "rsqrt", types: &[Ty::F64], when: is_approx_any, convert: Conv::drsqrt_approx },
    Rule { name: "div.rz.f32 → ptxas's division subroutine inline (scaling, FFMA.RZ, special operands)", ptx: "div", types: &[Ty::F32], when: is_rz, convert: Conv::fdiv_rz },
    Rule { name: "sqrt.rn.f64 → MUFU.RSQ64H + DFMA/DMUL refinement, slow path out of line", ptx: "sqrt", types: &[Ty::F64], when: is_rn, convert: Conv::dsqrt_rn },
    // Integer division (no divider: a reciprocal estimate refined with integer multiplies).
    Rule { name: "div.u32 → I2F.U32.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ 2 fix-ups)", ptx: "div", types: &[Ty::I32, Ty::I16], when: unsigned_op, convert: Conv::div_u32 },
    Rule { name: "rem.u32 → I2F.U32.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ 2 fix-ups)", ptx: "rem", types: &[Ty::I32, Ty::I16], when: unsigned_op, convert: Conv::rem_u32 },
    Rule { name: "div.s32 → IABS + I2F.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ sign)", ptx: "div", types: &[Ty::I32, Ty::I16], when: always, convert: Conv::div_s32 },
    Rule { name: "rem.s32 → IABS + I2F.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ sign)", ptx: "rem", types: &[Ty::I32, Ty::I16], when: always, convert: Conv::rem_s32 },
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

impl Conv {
    /// A half-precision source: a register (an immediate is moved into one), with `.H0_H0` for
    /// a scalar half.
    fn hsrc(&mut self, op: &POp, scalar: bool) -> Res<Operand> {
        let x = match op {
            POp::Neg(inner, _) => return Ok(self.hsrc(inner, scalar)?.negated()),
            _ => self.r32(op)?,
        };
        let x = self.in_reg(x);
        Ok(if scalar { x.half_sel(".H0_H0") } else { x })
    }

    fn half_mods(i: &Instruction, bf16: bool) -> Res<Vec<&'static str>> {
        let mut m = Vec::new();
        if bf16 {
            m.push("BF16_V2");
        }
        if i.has_modifier(".ftz") {
            m.push("FTZ");
        }
        if i.has_modifier(".sat") {
            m.push("SAT");
        }
        if i.has_modifier(".relu") {
            m.push("RELU");
        }
        if i.modifier_texts().any(|x| matches!(x, ".rz" | ".rm" | ".rp" | ".oob")) {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        Ok(m)
    }

    fn h_bin(&mut self, i: &Instruction, opcode: &'static str, negate_b: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let (scalar, bf16) = half_kind(i);
        if !scalar && bf16 && opcode == "HADD2" {
            // ptxas adds packed bf16 as HFMA2.MMA.BF16_V2 a, 1, 1, b (f16 immediates, not yet).
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let mods = Self::half_mods(i, bf16)?;
        let d = self.d32(d)?;
        let a = self.hsrc(a, scalar)?;
        let mut b = self.hsrc(b, scalar)?;
        if negate_b {
            b = b.negated();
        }
        self.emit(opcode, &mods, 1, vec![d, a, b]);
        Ok(())
    }

    fn h_add(&mut self, i: &Instruction) -> Res<()> {
        self.h_bin(i, "HADD2", false)
    }
    fn h_sub(&mut self, i: &Instruction) -> Res<()> {
        self.h_bin(i, "HADD2", true)
    }
    fn h_mul(&mut self, i: &Instruction) -> Res<()> {
        self.h_bin(i, "HMUL2", false)
    }

    fn h_fma(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let (scalar, bf16) = half_kind(i);
        let mut mods = Self::half_mods(i, bf16)?;
        // ptxas puts a plain packed FMA on the tensor pipe's HFMA2.MMA (.BF16_V2 after it).
        if !scalar && mods.len() == usize::from(bf16) {
            mods.insert(0, "MMA");
        }
        let d = self.d32(d)?;
        let a = self.hsrc(a, scalar)?;
        let b = self.hsrc(b, scalar)?;
        let c = self.hsrc(c, scalar)?;
        self.emit("HFMA2", &mods, 1, vec![d, a, b, c]);
        Ok(())
    }

    fn h_neg_abs(&mut self, i: &Instruction, abs: bool) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (scalar, bf16) = half_kind(i);
        let mods = Self::half_mods(i, bf16)?;
        let d = self.d32(d)?;
        let a = self.hsrc(a, scalar)?;
        let a = if abs { a.absolute() } else { a.negated() };
        let z = if scalar { rz().negated().half_sel(".H0_H0") } else { rz().negated() };
        self.emit("HADD2", &mods, 1, vec![d, a, z]);
        Ok(())
    }

    fn h_neg(&mut self, i: &Instruction) -> Res<()> {
        self.h_neg_abs(i, false)
    }
    fn h_abs(&mut self, i: &Instruction) -> Res<()> {
        self.h_neg_abs(i, true)
    }

    fn h_minmax(&mut self, i: &Instruction, max: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let (scalar, bf16) = half_kind(i);
        let mut mods = Self::half_mods(i, bf16)?;
        if i.has_modifier(".NaN") {
            mods.push("NAN");
        }
        let d = self.d32(d)?;
        let a = self.hsrc(a, scalar)?;
        let b = self.hsrc(b, scalar)?;
        let sel = if max { pt().inverted() } else { pt() };
        self.emit("HMNMX2", &mods, 1, vec![d, a, b, sel]);
        Ok(())
    }

    fn h_min(&mut self, i: &Instruction) -> Res<()> {
        self.h_minmax(i, false)
    }
    fn h_max(&mut self, i: &Instruction) -> Res<()> {
        self.h_minmax(i, true)
    }

    fn h_setp(&mut self, i: &Instruction) -> Res<()> {
        if i.operands.len() < 3 {
            return Err(format!("ptxas Phase 1: {} takes at least 3 operands", i.full_name()));
        }
        let (scalar, bf16) = half_kind(i);
        if !scalar {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let mut cond = i.modifier_texts().find_map(fcmp).ok_or_else(|| format!("ptxas Phase 1: {} has no comparison", i.full_name()))?;
        let (p, q) = self.setp_dests(&i.operands[0])?;
        let mut a = self.hsrc(&i.operands[1], true)?;
        let mut b = self.hsrc(&i.operands[2], true)?;
        // HSETP2 has the greater-than family; a < b is b > a.
        if matches!(cond, "LT" | "LE" | "LTU" | "LEU") {
            std::mem::swap(&mut a, &mut b);
            cond = swap_cmp(cond);
        }
        let (bop, c) = self.setp_bool(i)?;
        // HSETP2 has no EQ/EQU: a == b is the complement of NEU (ordered and equal), a EQU b that
        // of NE; the complement is HSETP2's second destination (as ptxas writes setp.eq).
        let (mut p, mut q) = (p, q);
        if matches!(cond, "EQ" | "EQU") && q.value == Value::True && c.value == Value::True && !c.not {
            cond = if cond == "EQ" { "NEU" } else { "NE" };
            std::mem::swap(&mut p, &mut q);
        }
        let mut mods = vec![cond];
        if bf16 {
            mods.insert(0, "BF16_V2");
        }
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        mods.push(bop);
        self.emit("HSETP2", &mods, 2, vec![p, q, a, b, c]).props = vec![prop_compare(cond.ends_with('U') || cond == "NAN")];
        Ok(())
    }

    fn cvt_f32_f16(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.hsrc(a, true)?;
        self.emit("HADD2", &["F32"], 1, vec![d, rz().negated(), a]);
        Ok(())
    }

    fn cvt_f32_bf16(&mut self, i: &Instruction) -> Res<()> {
        // A bf16 is the high half of the f32 with the same bits.
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        self.emit("SHF", &["L", "U32"], 1, vec![d, a, imm(0x10), rz()]);
        Ok(())
    }

    fn cvt_half_f32(&mut self, i: &Instruction) -> Res<()> {
        let (dt, _) = cvt_types(i);
        let bf16 = matches!(dt, ScalarType::Bf16 | ScalarType::Bf16x2);
        let pair = matches!(dt, ScalarType::F16x2 | ScalarType::Bf16x2);
        if !i.has_modifier(".rn") || i.modifier_texts().any(|m| matches!(m, ".ftz" | ".sat" | ".satfinite" | ".relu")) {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let mods: &[&str] = if bf16 { &["BF16", "F32", "PACK_AB"] } else { &["F16", "F32", "PACK_AB"] };
        if pair {
            // cvt.rn.f16x2.f32 d, a, b: a goes to the upper half.
            let [d, a, b] = three(self.ops(i, 3)?);
            let d = self.d32(d)?;
            let a = self.f32src(a)?;
            let a = self.in_reg(a);
            let b = self.f32src(b)?;
            let b = self.in_reg(b);
            self.emit("F2FP", mods, 1, vec![d, a, b]);
        } else {
            let [d, a] = two(self.ops(i, 2)?);
            let d = self.d32(d)?;
            let a = self.f32src(a)?;
            let a = self.in_reg(a);
            if !bf16 && !crate::sass::arch::arch(self.sm).f2fp {
                // sm_75 has no F2FP: ptxas writes `F2F.F16.F32 R8, R5`.
                self.emit("F2F", &["F16", "F32"], 1, vec![d, a]);
                return Ok(());
            }
            self.emit("F2FP", mods, 1, vec![d, rz(), a]);
        }
        Ok(())
    }

    fn cvt_f16_f64(&mut self, i: &Instruction) -> Res<()> {
        if !i.has_modifier(".rn") || i.modifier_texts().any(|m| matches!(m, ".ftz" | ".sat" | ".relu" | ".satfinite")) {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f64src(a)?;
        self.emit("F2F", &["F16", "F64"], 1, vec![d, a]);
        Ok(())
    }

    fn cvt_i2f_narrow(&mut self, i: &Instruction) -> Res<()> {
        if !i.has_modifier(".rn") || i.has_modifier(".sat") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let (dt, st) = cvt_types(i);
        let mut mods: Vec<&str> = Vec::new();
        if dt == ScalarType::F16 {
            mods.push("F16");
        }
        match (ty_class(st), is_signed(st)) {
            (Ty::I16, true) => mods.push("S16"),
            (Ty::I16, false) => mods.push("U16"),
            (_, false) => mods.push("U32"),
            _ => {}
        }
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        self.emit("I2F", &mods, 1, vec![d, a]).props = vec![prop_rounding("RN"), prop_sign(is_signed(st))];
        Ok(())
    }

    fn cvt_f2i_narrow(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (dt, st) = cvt_types(i);
        let rnd = int_rounding(i).ok_or_else(|| format!("ptxas Phase 1: {} needs an integer rounding modifier", i.full_name()))?;
        let mut mods: Vec<&str> = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        match (ty_class(dt), is_signed(dt)) {
            (Ty::I16, true) => mods.push("S16"),
            (Ty::I16, false) => mods.push("U16"),
            (_, false) => mods.push("U32"),
            _ => {}
        }
        match st {
            ScalarType::F64 => mods.push("F64"),
            ScalarType::F16 => mods.push("F16"),
            _ => {}
        }
        if !rnd.is_empty() {
            mods.push(rnd);
        }
        // NTZ on f32/f16 sources, as ptxas writes them.
        if st != ScalarType::F64 {
            mods.push("NTZ");
        }
        let d = self.d32(d)?;
        let a = match st {
            ScalarType::F64 => self.f64src(a)?,
            ScalarType::F16 => {
                let x = self.r32(a)?;
                self.in_reg(x)
            }
            _ => {
                let x = self.f32src(a)?;
                self.in_reg(x)
            }
        };
        self.emit("F2I", &mods, 1, vec![d, a]).props = vec![prop_sign(is_signed(dt))];
        Ok(())
    }

    fn cvt_frnd(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (dt, _) = cvt_types(i);
        let rnd = int_rounding(i).unwrap_or("");
        let mut mods: Vec<&str> = Vec::new();
        if i.has_modifier(".sat") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        if dt == ScalarType::F64 {
            let d = self.d64(d)?;
            let a = self.f64src(a)?;
            mods.push("F64");
            mods.extend((!rnd.is_empty()).then_some(rnd));
            self.emit("FRND", &mods, 1, vec![d, a]).props = vec![prop_rounding(frnd_prop(rnd))];
        } else {
            let d = self.d32(d)?;
            let a = self.f32src(a)?;
            if i.has_modifier(".ftz") {
                mods.push("FTZ");
            }
            mods.extend((!rnd.is_empty()).then_some(rnd));
            self.emit("FRND", &mods, 1, vec![d, a]).props = vec![prop_rounding(frnd_prop(rnd))];
        }
        Ok(())
    }

    fn cvt_f32_f32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let mut mods = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        if i.has_modifier(".sat") {
            mods.push("SAT");
        }
        self.emit("FADD", &mods, 1, vec![d, rz().negated(), a]);
        Ok(())
    }

    fn cvt_f2i_wide(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (dt, st) = cvt_types(i);
        let rnd = int_rounding(i).ok_or_else(|| format!("ptxas Phase 1: {} needs an integer rounding modifier", i.full_name()))?;
        let mut mods: Vec<&str> = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        match dt {
            ScalarType::S64 => mods.push("S64"),
            ScalarType::U64 | ScalarType::B64 => mods.push("U64"),
            ScalarType::U32 | ScalarType::B32 => mods.push("U32"),
            ScalarType::S32 => {}
            _ => return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name())),
        }
        let src64 = st == ScalarType::F64;
        if src64 {
            mods.push("F64");
        }
        if !rnd.is_empty() {
            mods.push(rnd);
        }
        let d = if ty_class(dt) == Ty::I64 { self.d64(d)? } else { self.d32(d)? };
        let a = if src64 { self.f64src(a)? } else { self.f32src(a)? };
        let a = self.in_reg(a);
        self.emit("F2I", &mods, 1, vec![d, a]).props = vec![prop_sign(is_signed(dt)), prop_width(if ty_class(dt) == Ty::I64 { 64 } else { 32 })];
        Ok(())
    }

    fn cvt_i2f_wide(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (dt, st) = cvt_types(i);
        let mut mods: Vec<&str> = Vec::new();
        if dt == ScalarType::F64 {
            mods.push("F64");
        }
        mods.push(if is_signed(st) { "S64" } else { "U64" });
        let rnd = if i.has_modifier(".rz") {
            Some("RZ")
        } else if i.has_modifier(".rm") {
            Some("RM")
        } else if i.has_modifier(".rp") {
            Some("RP")
        } else {
            None
        };
        mods.extend(rnd);
        let d = if dt == ScalarType::F64 { self.d64(d)? } else { self.d32(d)? };
        let a = match a {
            POp::Imm(..) => {
                let t = self.f.temp(RegClass::R64);
                let lo = self.half(a, 0)?;
                let hi = self.half(a, 1)?;
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 0), lo]);
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 1), hi]);
                Operand::reg(t)
            }
            _ => self.reg_of_class(a, RegClass::R64)?,
        };
        self.emit("I2F", &mods, 1, vec![d, a]).props = vec![prop_rounding(rnd.unwrap_or("RN")), prop_sign(is_signed(st))];
        Ok(())
    }

    fn copysign32(&mut self, i: &Instruction) -> Res<()> {
        // copysign d, a, b: the sign of a, the rest of b. LOP3 0xb8 = (A & ~B) | (C & B) with the
        // sign mask as B.
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let b = self.f32src(b)?;
        let b = self.in_reg(b);
        self.emit("LOP3", &["LUT"], 1, vec![d, b, imm(0x8000_0000), a, imm(0xb8), pt().inverted()]);
        Ok(())
    }

    fn copysign64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let ahi = self.half(a, 1)?;
        let ahi = self.in_reg(ahi);
        let blo = self.half(b, 0)?;
        let bhi = self.half(b, 1)?;
        let bhi = self.in_reg(bhi);
        self.emit("LOP3", &["LUT"], 1, vec![Operand::sub(dv, 1), bhi, imm(0x8000_0000), ahi, imm(0xb8), pt().inverted()]);
        self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), blo]);
        Ok(())
    }
}

/// What an integer division computes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum DivKind {
    Quotient,
    Remainder,
}

impl Conv {
    /// Runs `f` with every instruction it emits guarded by `g`.
    fn guarded(&mut self, g: Guard, f: impl FnOnce(&mut Conv)) {
        let saved = self.guard;
        self.guard = Some(g);
        f(self);
        self.guard = saved;
    }

    /// The reciprocal estimate of the (non-negative) divisor `ad` as ptxas computes it, returned
    /// as a pair whose low word is 0 and high word the refined estimate `r` (the pair is the
    /// addend of `IMAD.HI.U32`, which adds it as `r << 32`): then `IMAD.HI.U32 q, r', n, RZ` is
    /// the quotient estimate, at most 2 too small.
    fn div_estimate(&mut self, ad: Operand, signed: bool) -> Operand {
        let f = self.f.temp(RegClass::R);
        let t = self.f.temp(RegClass::R);
        let pair = self.f.temp(RegClass::R64);
        let m = self.f.temp(RegClass::R);
        let nr = self.f.temp(RegClass::R);
        let r2 = self.f.temp(RegClass::R);
        let i2f: &[&str] = if signed { &["RP"] } else { &["U32", "RP"] };
        self.emit("I2F", i2f, 1, vec![Operand::reg(f), ad.clone()]);
        self.emit("MUFU", &["RCP"], 1, vec![Operand::reg(f), Operand::reg(f)]);
        // 0x0ffffffe below the reciprocal's bits: the estimate never exceeds 2^32 / d.
        self.emit("IADD3", &[], 1, vec![Operand::reg(t), Operand::reg(f), imm(0x0fff_fffe), rz()]);
        self.emit("F2I", &["FTZ", "U32", "TRUNC", "NTZ"], 1, vec![Operand::sub(pair, 1), Operand::reg(t)]);
        self.emit("MOV", &[], 1, vec![Operand::sub(pair, 0), rz()]);
        self.emit("IADD3", &[], 1, vec![Operand::reg(nr), rz(), Operand::sub(pair, 1).negated(), rz()]);
        self.emit("IMAD", &[], 1, vec![Operand::reg(m), Operand::reg(nr), ad, rz()]);
        // r' = r + umulhi(r, -d·r): one Newton step.
        self.emit("IMAD", &["HI", "U32"], 1, vec![Operand::reg(r2), Operand::sub(pair, 1), Operand::reg(m), Operand::reg(pair)]);
        Operand::reg(r2)
    }

    /// A 32-bit integer source with a 16-bit operand extended to 32 bits (an immediate by its
    /// type, a register by SGXT/LOP3: sub-word values have undefined upper bits).
    fn src_ext(&mut self, op: &POp, ty: ScalarType) -> Res<Operand> {
        let x = self.r32(op)?;
        if ty_class(ty) != Ty::I16 {
            return Ok(x);
        }
        Ok(match x.value {
            Value::Imm(v) if is_signed(ty) => imm((v as i16 as i32 as u32) as i64),
            Value::Imm(v) => imm(v & 0xffff),
            _ => self.widen16(x, ty),
        })
    }

    fn mul_wide16(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let ty = i.ty().unwrap_or(ScalarType::S16);
        let d = self.d32(d)?;
        let a = self.src_ext(a, ty)?;
        let b = self.src_ext(b, ty)?;
        // Both factors are exact in 32 bits after widening: ptxas multiplies them with a plain
        // (signed) IMAD whatever the PTX type.
        self.imad(&[], d, a, b, rz(), vec![prop_width(32), prop_sign(true)]);
        Ok(())
    }

    fn mul_hi16(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let ty = i.ty().unwrap_or(ScalarType::U16);
        let d = self.d32(d)?;
        let a = self.src_ext(a, ty)?;
        let b = self.src_ext(b, ty)?;
        let t = self.f.temp(RegClass::R);
        self.imad(&[], Operand::reg(t), a, b, rz(), vec![prop_width(32), prop_sign(true)]);
        let shr: &[&str] = if is_signed(ty) { &["R", "S32", "HI"] } else { &["R", "U32", "HI"] };
        self.emit("SHF", shr, 1, vec![d, rz(), imm(0x10), Operand::reg(t)]);
        Ok(())
    }

    /// 32-bit special registers ptxas reads through a short sequence: the SM id, the warp id
    /// (bits 8..15 of SR_VIRTID), the warp count (bits 8..15 of SR_VIRTCFG).
    pub(super) fn mov_special_seq(&mut self, name: &str, d: Operand) -> Res<()> {
        let text = match name {
            "%smid" => "S2R q, SR_VIRTUALSMID",
            "%warpid" => "S2R r0, SR_VIRTID\nSHF.R.U32.HI r0, RZ, 0x8, r0\nSGXT.U32 q, r0, 0x7",
            "%nwarpid" => "S2R r0, SR_VIRTCFG\nSHF.R.U32.HI r0, RZ, 0x8, r0\nSGXT.U32 q, r0, 0x8",
            "%clock_hi" => "S2R q, SR_CLOCKHI",
            _ => return Err(format!("ptxas Phase 1: special register {name} is not supported yet")),
        };
        let mut env = SeqEnv { named: vec![("q", d)], regs: HashMap::new(), labels: HashMap::new(), tag: "sreg".into() };
        self.seq(&mut env, text)
    }

    /// 64-bit counters: CS2R into a pair.
    fn mov_special64(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        let POp::SpecialReg(name, _) = s else { unreachable!("the rule checked the source") };
        let sreg = match name.as_str() {
            "%globaltimer" => "SR_GLOBALTIMERLO",
            other => return Err(format!("ptxas Phase 1: special register {other} is not supported yet")),
        };
        let d = self.d64(d)?;
        self.emit("CS2R", &[], 1, vec![d, o(Value::SReg(sreg))]);
        Ok(())
    }

    fn mad_hi32(&mut self, i: &Instruction) -> Res<()> {
        // IMAD.HI adds a 64-bit addend before taking the high word: c as its high word adds c.
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let signed = i.ty().is_some_and(is_signed);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        let c = self.r32(c)?;
        let pair = self.f.temp(RegClass::R64);
        self.emit("MOV", &[], 1, vec![Operand::sub(pair, 0), rz()]);
        self.emit("MOV", &[], 1, vec![Operand::sub(pair, 1), c]);
        let mods: &[&str] = if signed { &["HI"] } else { &["HI", "U32"] };
        self.imad(mods, d, a, b, Operand::reg(pair), vec![prop_width(32), prop_sign(signed)]);
        Ok(())
    }

    fn mul24_lo(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let signed = i.ty().is_some_and(is_signed);
        let d = self.d32(d)?;
        let ext = |c: &mut Conv, op: &POp| -> Res<Operand> {
            let x = c.r32(op)?;
            if let Value::Imm(v) = x.value {
                return Ok(imm(if signed { ((v as i32) << 8 >> 8) as u32 as i64 } else { v & 0xff_ffff }));
            }
            let t = c.f.temp(RegClass::R);
            if signed {
                c.emit("SGXT", &[], 1, vec![Operand::reg(t), x, imm(0x18)]);
            } else {
                c.emit("LOP3", &["LUT"], 1, vec![Operand::reg(t), x, imm(0xff_ffff), rz(), imm(0xc0), pt().inverted()]);
            }
            Ok(Operand::reg(t))
        };
        let a = ext(self, a)?;
        let b = ext(self, b)?;
        self.imad(&[], d, a, b, rz(), vec![prop_width(32)]);
        Ok(())
    }

    fn sad32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let signed = i.ty().is_some_and(is_signed);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        let b = self.r32(b)?;
        let c = self.r32(c)?;
        let c = self.in_reg(c);
        let mods: &[&str] = if signed { &[] } else { &["U32"] };
        if crate::sass::arch::is_consumer(self.sm) {
            // ptxas 13.5 writes no VABSDIFF for sm_120a/121a (forms_sm120.txt has none): `sad.s32
            // d, a, b, c` is `VIMNMX.S32 hi, a, b, !PT`, `VIMNMX.S32 lo, a, b, PT`, `IADD3 d, PT,
            // PT, hi, c, -lo` (sm_100a: `VABSDIFF R5, R0, R7, R4`).
            self.rule = "sad.s32/u32 → VIMNMX (max) + VIMNMX (min) + IADD3 max, c, -min (sm_120/121: no VABSDIFF)";
            let b = self.in_reg(b);
            let (hi, lo) = (self.f.temp(RegClass::R), self.f.temp(RegClass::R));
            self.emit("VIMNMX", mods, 1, vec![Operand::reg(hi), a.clone(), b.clone(), pt().inverted()]).props = vec![prop_sign(signed)];
            self.emit("VIMNMX", mods, 1, vec![Operand::reg(lo), a, b, pt()]).props = vec![prop_sign(signed)];
            self.emit("IADD3", &[], 1, vec![d, Operand::reg(hi), c, Operand::reg(lo).negated()]);
            return Ok(());
        }
        self.emit("VABSDIFF", mods, 1, vec![d, a, b, c]);
        Ok(())
    }

    fn prmt32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        let b = self.r32(b)?;
        let b = self.in_reg(b);
        let sel = self.r32(c)?;
        self.emit("PRMT", &[], 1, vec![d, a, sel, b]);
        Ok(())
    }

    fn mov_clock64(&mut self, i: &Instruction) -> Res<()> {
        let [d, _] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        self.emit("CS2R", &[], 1, vec![d, o(Value::SReg("SR_CLOCKLO"))]);
        Ok(())
    }

    /// `div.u32` / `rem.u32` (and `.u16`, on zero-extended operands).
    fn udiv(&mut self, i: &Instruction, kind: DivKind) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let ty = i.ty().unwrap_or(ScalarType::U32);
        let d = self.d32(d)?;
        let n = self.src_ext(a, ty)?;
        let n = self.in_reg(n);
        let dv = self.src_ext(b, ty)?;
        let dimm = matches!(dv.value, Value::Imm(_));
        let dv = self.in_reg(dv);
        let r = self.div_estimate(dv.clone(), false);
        let q = self.f.temp(RegClass::R);
        let nq = self.f.temp(RegClass::R);
        let rem = self.f.temp(RegClass::R);
        let p0 = self.f.temp(RegClass::P);
        let p1 = self.f.temp(RegClass::P);
        self.emit("IMAD", &["HI", "U32"], 1, vec![Operand::reg(q), r, n.clone(), rz()]);
        self.emit("IADD3", &[], 1, vec![Operand::reg(nq), Operand::reg(q).negated(), rz(), rz()]);
        self.emit("IMAD", &[], 1, vec![Operand::reg(rem), dv.clone(), Operand::reg(nq), n]);
        // The estimate is at most 2 too small: two conditional corrections.
        let result = if kind == DivKind::Quotient { q } else { rem };
        self.emit("ISETP", &["GE", "U32", "AND"], 2, vec![Operand::reg(p0), pt(), Operand::reg(rem), dv.clone(), pt()]);
        self.guarded(Guard { reg: p0, not: false }, |c| {
            c.emit("IADD3", &[], 1, vec![Operand::reg(rem), Operand::reg(rem), dv.clone().negated(), rz()]);
            if kind == DivKind::Quotient {
                c.emit("IADD3", &[], 1, vec![Operand::reg(q), Operand::reg(q), imm(1), rz()]);
            }
        });
        self.emit("ISETP", &["GE", "U32", "AND"], 2, vec![Operand::reg(p1), pt(), Operand::reg(rem), dv.clone(), pt()]);
        self.guarded(Guard { reg: p1, not: false }, |c| {
            if kind == DivKind::Quotient {
                c.emit("IADD3", &[], 1, vec![Operand::reg(q), Operand::reg(q), imm(1), rz()]);
            } else {
                c.emit("IADD3", &[], 1, vec![Operand::reg(rem), Operand::reg(rem), dv.clone().negated(), rz()]);
            }
        });
        if !dimm {
            // Division by zero gives all ones (as ptxas: ~d with d = 0).
            let pz = self.f.temp(RegClass::P);
            self.emit("ISETP", &["NE", "U32", "AND"], 2, vec![Operand::reg(pz), pt(), dv.clone(), rz(), pt()]);
            self.guarded(Guard { reg: pz, not: true }, |c| {
                c.emit("LOP3", &["LUT"], 1, vec![Operand::reg(result), rz(), dv, rz(), imm(0x33), pt().inverted()]);
            });
        }
        self.emit("MOV", &[], 1, vec![d, Operand::reg(result)]);
        Ok(())
    }

    /// `div.s32` / `rem.s32`: the unsigned sequence on absolute values, then the sign (the
    /// quotient's from the operands' signs, the remainder's from the dividend's).
    fn sdiv(&mut self, i: &Instruction, kind: DivKind) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let ty = i.ty().unwrap_or(ScalarType::S32);
        let d = self.d32(d)?;
        let n = self.src_ext(a, ty)?;
        let n = self.in_reg(n);
        let dv = self.src_ext(b, ty)?;
        let dimm = matches!(dv.value, Value::Imm(_));
        let dv = self.in_reg(dv);
        let ad = self.f.temp(RegClass::R);
        let an = self.f.temp(RegClass::R);
        self.emit("IABS", &[], 1, vec![Operand::reg(ad), dv.clone()]);
        let r = self.div_estimate(Operand::reg(ad), true);
        self.emit("IABS", &[], 1, vec![Operand::reg(an), n.clone()]);
        let ps = self.f.temp(RegClass::P);
        if kind == DivKind::Quotient {
            let sx = self.f.temp(RegClass::R);
            self.emit("LOP3", &["LUT"], 1, vec![Operand::reg(sx), n, dv.clone(), rz(), imm(0x3c), pt().inverted()]);
            self.emit("ISETP", &["GE", "AND"], 2, vec![Operand::reg(ps), pt(), Operand::reg(sx), rz(), pt()]);
        } else {
            self.emit("ISETP", &["GE", "AND"], 2, vec![Operand::reg(ps), pt(), n, rz(), pt()]);
        }
        let q = self.f.temp(RegClass::R);
        let nad = self.f.temp(RegClass::R);
        let rem = self.f.temp(RegClass::R);
        let p0 = self.f.temp(RegClass::P);
        let p1 = self.f.temp(RegClass::P);
        self.emit("IMAD", &["HI", "U32"], 1, vec![Operand::reg(q), r, Operand::reg(an), rz()]);
        self.emit("IADD3", &[], 1, vec![Operand::reg(nad), rz(), Operand::reg(ad).negated(), rz()]);
        self.emit("IMAD", &[], 1, vec![Operand::reg(rem), Operand::reg(q), Operand::reg(nad), Operand::reg(an)]);
        self.emit("ISETP", &["GT", "U32", "AND"], 2, vec![Operand::reg(p0), pt(), Operand::reg(ad), Operand::reg(rem), pt()]);
        self.guarded(Guard { reg: p0, not: true }, |c| {
            c.emit("IADD3", &[], 1, vec![Operand::reg(rem), Operand::reg(rem), Operand::reg(ad).negated(), rz()]);
            if kind == DivKind::Quotient {
                c.emit("IADD3", &[], 1, vec![Operand::reg(q), Operand::reg(q), imm(1), rz()]);
            }
        });
        let result = if kind == DivKind::Quotient {
            self.emit("ISETP", &["GE", "U32", "AND"], 2, vec![Operand::reg(p1), pt(), Operand::reg(rem), Operand::reg(ad), pt()]);
            self.guarded(Guard { reg: p1, not: false }, |c| {
                c.emit("IADD3", &[], 1, vec![Operand::reg(q), Operand::reg(q), imm(1), rz()]);
            });
            q
        } else {
            self.emit("ISETP", &["GT", "U32", "AND"], 2, vec![Operand::reg(p1), pt(), Operand::reg(ad), Operand::reg(rem), pt()]);
            self.guarded(Guard { reg: p1, not: true }, |c| {
                c.emit("IADD3", &[], 1, vec![Operand::reg(rem), Operand::reg(rem), Operand::reg(ad).negated(), rz()]);
            });
            rem
        };
        self.guarded(Guard { reg: ps, not: true }, |c| {
            c.emit("IADD3", &[], 1, vec![Operand::reg(result), Operand::reg(result).negated(), rz(), rz()]);
        });
        if !dimm {
            let pz = self.f.temp(RegClass::P);
            self.emit("ISETP", &["NE", "AND"], 2, vec![Operand::reg(pz), pt(), dv.clone(), rz(), pt()]);
            self.guarded(Guard { reg: pz, not: true }, |c| {
                c.emit("LOP3", &["LUT"], 1, vec![Operand::reg(result), rz(), dv, rz(), imm(0x33), pt().inverted()]);
            });
        }
        self.emit("MOV", &[], 1, vec![d, Operand::reg(result)]);
        Ok(())
    }

    fn div_u32(&mut self, i: &Instruction) -> Res<()> {
        self.udiv(i, DivKind::Quotient)
    }
    fn rem_u32(&mut self, i: &Instruction) -> Res<()> {
        self.udiv(i, DivKind::Remainder)
    }
    fn div_s32(&mut self, i: &Instruction) -> Res<()> {
        self.sdiv(i, DivKind::Quotient)
    }
    fn rem_s32(&mut self, i: &Instruction) -> Res<()> {
        self.sdiv(i, DivKind::Remainder)
    }
}

/// The opcodes the sequence texts below use (Ori opcodes are `&'static str`).
const SEQ_OPCODES: &[&str] = &[
    "PRMT", "VIMNMX", "S2R", "SGXT", "DMUL", "DFMA", "DADD", "DSETP", "I2F", "F2I", "POPC", "FLO", "SHF", "MOV", "LOP3", "IADD3", "ISETP", "BRA", "FSETP", "PLOP3", "FFMA", "LEA", "IMAD", "MUFU", "FADD", "FMUL", "SEL", "FCHK", "FSEL",
];

/// The named values of a sequence: inputs and results by name, and the sequence's own
/// registers (`r0`.., `p0`..) and labels (`L...`), created on first use.
struct SeqEnv {
    named: Vec<(&'static str, Operand)>,
    regs: HashMap<String, VReg>,
    labels: HashMap<String, usize>,
    tag: String,
}

impl Conv {
    /// Emits a sequence of SASS-like lines over virtual registers (`@!p0 FFMA r7, -r5, r4, 1.0`):
    /// `rN`/`pN` are the sequence's temporaries, other names come from `env`, `L<name>:` defines
    /// a label, `0x..` is an integer and `1.0`, `+INF` a float immediate. The texts are fixed
    /// (ptxas's own sequences); a malformed one is a bug the unit tests catch.
    fn seq(&mut self, env: &mut SeqEnv, text: &str) -> Res<()> {
        for raw in text.lines() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with("//") {
                continue;
            }
            if let Some(l) = line.strip_suffix(':') {
                let id = self.seq_label(env, l);
                self.items.push(Item::Label(id));
                continue;
            }
            let (guard, rest) = match line.strip_prefix('@') {
                Some(g) => {
                    let (g, rest) = g.split_once(' ').ok_or_else(|| format!("bad sequence line `{line}`"))?;
                    let (not, name) = match g.strip_prefix('!') {
                        Some(n) => (true, n),
                        None => (false, g),
                    };
                    let v = self.seq_reg(env, name);
                    (Some(Guard { reg: v, not }), rest.trim())
                }
                None => (None, line),
            };
            let (mnemonic, ops) = rest.split_once(' ').unwrap_or((rest, ""));
            let mut parts = mnemonic.split('.');
            let op = parts.next().unwrap_or("");
            let opcode = *SEQ_OPCODES.iter().find(|o| **o == op).ok_or_else(|| format!("sequence opcode {op} unknown"))?;
            let mods: Vec<&str> = parts.collect();
            let operands: Vec<Operand> = ops.split(',').map(str::trim).filter(|x| !x.is_empty()).map(|x| self.seq_operand(env, x)).collect::<Res<_>>()?;
            let is_p = |o: Option<&Operand>| o.is_some_and(|o| matches!(o.value, Value::Reg(v, _) if self.f.class(v).is_pred()));
            let ndefs = match opcode {
                "BRA" => 0,
                "ISETP" | "FSETP" | "PLOP3" | "DSETP" => 2,
                "IADD3" | "IMAD" if !mods.contains(&"X") && is_p(operands.get(1)) => 2,
                "LOP3" if operands.first().is_some_and(|o| matches!(o.value, Value::Reg(v, _) if self.f.class(v).is_pred())) => 2,
                _ => 1,
            };
            let saved = self.guard;
            if guard.is_some() {
                self.guard = guard;
            }
            self.emit(opcode, &mods, ndefs, operands);
            self.guard = saved;
        }
        Ok(())
    }

    fn seq_label(&mut self, env: &mut SeqEnv, l: &str) -> usize {
        if let Some(&id) = env.labels.get(l) {
            return id;
        }
        let name = format!("$__{}_{}{}", env.tag, l, self.labels.len());
        let id = self.label_id(&name);
        env.labels.insert(l.to_string(), id);
        id
    }

    fn seq_reg(&mut self, env: &mut SeqEnv, name: &str) -> VReg {
        if let Some(&v) = env.regs.get(name) {
            return v;
        }
        let class = if name.starts_with('p') { RegClass::P } else { RegClass::R };
        let v = self.f.temp(class);
        env.regs.insert(name.to_string(), v);
        v
    }

    fn seq_operand(&mut self, env: &mut SeqEnv, x: &str) -> Res<Operand> {
        if let Some(inner) = x.strip_prefix('!') {
            return Ok(self.seq_operand(env, inner)?.inverted());
        }
        if let Some(inner) = x.strip_prefix('-').filter(|i| !i.starts_with("0x") && !i.starts_with(|c: char| c.is_ascii_digit())) {
            return Ok(self.seq_operand(env, inner)?.negated());
        }
        if let Some(inner) = x.strip_prefix('~') {
            return Ok(self.seq_operand(env, inner)?.complemented());
        }
        if let Some(inner) = x.strip_prefix('|').and_then(|i| i.strip_suffix('|')) {
            return Ok(self.seq_operand(env, inner)?.absolute());
        }
        Ok(match x {
            "RZ" => rz(),
            "PT" => pt(),
            "+INF" => o(Value::FImm(f64::INFINITY)),
            "SR_VIRTUALSMID" => o(Value::SReg("SR_VIRTUALSMID")),
            "SR_VIRTID" => o(Value::SReg("SR_VIRTID")),
            "SR_VIRTCFG" => o(Value::SReg("SR_VIRTCFG")),
            "SR_CLOCKHI" => o(Value::SReg("SR_CLOCKHI")),
            _ if x.starts_with('L') => o(Value::Label(self.seq_label(env, x))),
            _ if x.starts_with("0x") || x.starts_with("-0x") => {
                let neg = x.starts_with('-');
                let v = i64::from_str_radix(x.trim_start_matches('-').trim_start_matches("0x"), 16).map_err(|e| format!("{x}: {e}"))?;
                imm(if neg { (v as u32).wrapping_neg() as i64 } else { v })
            }
            _ if (x.starts_with('r') || x.starts_with('p')) && x[1..].bytes().all(|b| b.is_ascii_digit()) => Operand::reg(self.seq_reg(env, x)),
            // `R<n>`/`W<n>`: ptxas's own register numbering inside a sequence; `W<2k>` is the
            // pair R<2k>:R<2k+1> as one 64-bit value, `R<n>` one word of it.
            _ if (x.starts_with('R') || x.starts_with('W')) && x.len() > 1 && x[1..].bytes().all(|b| b.is_ascii_digit()) => {
                let n: u32 = x[1..].parse().map_err(|_| format!("{x}: bad register"))?;
                let key = format!("W{}", n / 2 * 2);
                let v = match env.regs.get(&key) {
                    Some(&v) => v,
                    None => {
                        let v = self.f.temp(RegClass::R64);
                        env.regs.insert(key, v);
                        v
                    }
                };
                if x.starts_with('W') {
                    if !n.is_multiple_of(2) {
                        return Err(format!("{x}: a pair starts at an even register"));
                    }
                    Operand::reg(v)
                } else {
                    Operand::sub(v, (n % 2) as u8)
                }
            }
            _ if x.ends_with(".lo") || x.ends_with(".hi") => {
                let (name, part) = x.split_at(x.len() - 3);
                let whole = env.named.iter().find(|(n, _)| *n == name).map(|(_, v)| v.clone()).ok_or_else(|| format!("sequence operand {x} unknown"))?;
                match whole.value {
                    Value::Reg(v, Part::Whole) => Operand::sub(v, u8::from(part == ".hi")),
                    _ => return Err(format!("sequence operand {x}: {name} is not a pair")),
                }
            }
            _ if x.contains('.') => o(Value::FImm(x.parse::<f64>().map_err(|e| format!("{x}: {e}"))?)),
            _ => env.named.iter().find(|(n, _)| *n == x).map(|(_, v)| v.clone()).ok_or_else(|| format!("sequence operand {x} unknown"))?,
        })
    }

    /// Emits `f`'s instructions into the out-of-line tail (laid out after the function).
    fn out_of_line(&mut self, f: impl FnOnce(&mut Conv) -> Res<()>) -> Res<()> {
        std::mem::swap(&mut self.items, &mut self.tail);
        let r = f(self);
        std::mem::swap(&mut self.items, &mut self.tail);
        r
    }

    /// `div.rn.f32` (and `div.f32`): ptxas's fast path, a reciprocal refined by FFMAs and checked
    /// by FCHK, and its slow path (scaling for extreme exponents, special operands, rounding of
    /// tiny results) which ptxas calls as a subroutine after the kernel; here it is an
    /// out-of-line block after the kernel, entered by a branch and left by a branch back.
    fn fdiv_rn(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() || i.modifier_texts().any(|m| matches!(m, ".ftz" | ".rz" | ".rm" | ".rp" | ".sat")) {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let b = self.f32src(b)?;
        let b = self.in_reg(b);
        let q = self.f.temp(RegClass::R);
        let mut env = SeqEnv { named: vec![("a", a), ("b", b), ("q", Operand::reg(q))], regs: HashMap::new(), labels: HashMap::new(), tag: "fdiv".into() };
        self.seq(&mut env, FDIV_FAST)?;
        self.seq(&mut env, "Ljoin:")?;
        self.emit("MOV", &[], 1, vec![d, Operand::reg(q)]);
        self.out_of_line(|c| c.seq(&mut env, FDIV_SLOW))
    }

    /// `div.rn.ftz.f32`: the same fast path as `div.rn.f32` (ptxas checks with FCHK either
    /// way), the slow path of ptxas's `.ftz` subroutine.
    fn fdiv_rn_ftz(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() || i.has_modifier(".sat") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let b = self.f32src(b)?;
        let b = self.in_reg(b);
        let q = self.f.temp(RegClass::R);
        let mut env = SeqEnv { named: vec![("a", a), ("b", b), ("q", Operand::reg(q))], regs: HashMap::new(), labels: HashMap::new(), tag: "fdivftz".into() };
        self.seq(&mut env, FDIV_FAST)?;
        self.seq(&mut env, "Ljoin:")?;
        self.emit("MOV", &[], 1, vec![d, Operand::reg(q)]);
        self.out_of_line(|c| c.seq(&mut env, FDIV_FTZ_SLOW))
    }

    /// `div.full.ftz.f32`: only the large-divisor scaling (denormals are flushed anyway).
    fn fdiv_full_ftz(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let b = self.f32src(b)?;
        let b = self.in_reg(b);
        let mut env = SeqEnv { named: vec![("a", a), ("b", b), ("q", d)], regs: HashMap::new(), labels: HashMap::new(), tag: "fdivfullftz".into() };
        self.seq(&mut env, "
            MOV r0, a
            MOV r4, b
            FSETP.GT.FTZ.AND p0, PT, |r4|, 8.50705917302346158658e+37, PT
            @p0 FMUL.FTZ r4, r4, 0.25
            @p0 FMUL.FTZ r0, r0, 0.25
            MUFU.RCP r5, r4
            FMUL.FTZ q, r5, r0
        ")
    }

    /// `sqrt.rn.ftz.f32`: `sqrt.rn.f32`'s fast path, ptxas's `.ftz` slow path.
    fn fsqrt_rn_ftz(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let q = self.f.temp(RegClass::R);
        let mut env = SeqEnv { named: vec![("a", a), ("q", Operand::reg(q))], regs: HashMap::new(), labels: HashMap::new(), tag: "fsqrtftz".into() };
        self.seq(&mut env, FSQRT_FAST)?;
        self.seq(&mut env, "Ljoin:")?;
        self.emit("MOV", &[], 1, vec![d, Operand::reg(q)]);
        self.out_of_line(|c| c.seq(&mut env, FSQRT_FTZ_SLOW))
    }

    /// `rcp.rn.ftz.f32`: `rcp.rn.f32`'s fast path, ptxas's `.ftz` slow path.
    fn frcp_rn_ftz(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let q = self.f.temp(RegClass::R);
        let mut env = SeqEnv { named: vec![("x", a), ("q", Operand::reg(q))], regs: HashMap::new(), labels: HashMap::new(), tag: "frcpftz".into() };
        self.seq(&mut env, FRCP_FAST)?;
        self.seq(&mut env, "Ljoin:")?;
        self.emit("MOV", &[], 1, vec![d, Operand::reg(q)]);
        self.out_of_line(|c| c.seq(&mut env, FRCP_FTZ_SLOW))
    }

    /// `sqrt.rn.f32`: MUFU.RSQ refined (x·rsq, then one FFMA correction) for ordinary inputs;
    /// zero, negative, infinite, NaN and tiny inputs take the out-of-line path.
    fn fsqrt_rn(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() || i.modifier_texts().any(|m| matches!(m, ".ftz")) {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let q = self.f.temp(RegClass::R);
        let mut env = SeqEnv { named: vec![("a", a), ("q", Operand::reg(q))], regs: HashMap::new(), labels: HashMap::new(), tag: "fsqrt".into() };
        self.seq(&mut env, FSQRT_FAST)?;
        self.seq(&mut env, "Ljoin:")?;
        self.emit("MOV", &[], 1, vec![d, Operand::reg(q)]);
        self.out_of_line(|c| c.seq(&mut env, FSQRT_SLOW))
    }
}

impl Conv {
    /// A one-input f32 sequence: `x` the input, `q` the result.
    fn unary_seq(&mut self, i: &Instruction, tag: &str, text: &str) -> Res<()> {
        if i.guard.is_some() && text.contains('@') {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let q = self.f.temp(RegClass::R);
        let mut env = SeqEnv { named: vec![("x", a), ("q", Operand::reg(q))], regs: HashMap::new(), labels: HashMap::new(), tag: tag.into() };
        self.seq(&mut env, text)?;
        self.emit("MOV", &[], 1, vec![d, Operand::reg(q)]);
        Ok(())
    }

    fn rsqrt_approx(&mut self, i: &Instruction) -> Res<()> {
        self.unary_seq(i, "rsqrt", "
            FSETP.GEU.AND p0, PT, |x|, 1.175494350822287508e-38, PT
            MOV r0, x
            @!p0 FMUL r0, x, 16777216.0
            MUFU.RSQ q, r0
            @!p0 FMUL q, q, 4096.0
        ")
    }

    fn sqrt_approx(&mut self, i: &Instruction) -> Res<()> {
        self.unary_seq(i, "sqrt", "
            FSETP.GEU.AND p0, PT, |x|, 1.175494350822287508e-38, PT
            MOV r0, x
            @!p0 FMUL r0, x, 16777216.0
            MUFU.SQRT q, r0
            @!p0 FMUL q, q, 0.000244140625
        ")
    }

    fn lg2_approx(&mut self, i: &Instruction) -> Res<()> {
        self.unary_seq(i, "lg2", "
            FSETP.GEU.AND p0, PT, |x|, 1.175494350822287508e-38, PT
            MOV r0, x
            @!p0 FMUL r0, x, 16777216.0
            MUFU.LG2 q, r0
            @!p0 FADD q, q, -24.0
        ")
    }

    fn rcp_approx(&mut self, i: &Instruction) -> Res<()> {
        // s = 2^24 for denormal |x|, 1/4 for |x| > 2^126, else 1; rcp(x) = s · rcp(x · s).
        self.unary_seq(i, "rcp", "
            MOV r4, 0x4b800000
            FSETP.GEU.AND p1, PT, |x|, 1.175494350822287508e-38, PT
            FSETP.GT.AND p0, PT, |x|, 8.50705917302346158658e+37, PT
            FSEL r4, r4, 1.0, !p1
            FSEL r5, r4, 0.25, !p0
            FMUL r0, x, r5
            MUFU.RCP r0, r0
            FMUL q, r5, r0
        ")
    }

    fn sin_approx(&mut self, i: &Instruction) -> Res<()> {
        // MUFU.SIN/COS take the angle in turns.
        let text = if i.has_modifier(".ftz") { "FMUL.FTZ.RZ r0, x, 0.15915493667125701904\nMUFU.SIN q, r0" } else { "FMUL.RZ r0, x, 0.15915493667125701904\nMUFU.SIN q, r0" };
        self.unary_seq(i, "sin", text)
    }

    fn cos_approx(&mut self, i: &Instruction) -> Res<()> {
        let text = if i.has_modifier(".ftz") { "FMUL.FTZ.RZ r0, x, 0.15915493667125701904\nMUFU.COS q, r0" } else { "FMUL.RZ r0, x, 0.15915493667125701904\nMUFU.COS q, r0" };
        self.unary_seq(i, "cos", text)
    }

    fn tanh_approx(&mut self, i: &Instruction) -> Res<()> {
        self.unary_seq(i, "tanh", "MUFU.TANH q, x")
    }
}

impl Conv {
    /// A 64-bit integer source as a whole pair (an immediate is moved into a temporary pair).
    fn r64src(&mut self, op: &POp) -> Res<Operand> {
        match op {
            POp::Imm(..) => {
                let t = self.f.temp(RegClass::R64);
                let lo = self.half(op, 0)?;
                let hi = self.half(op, 1)?;
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 0), lo]);
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 1), hi]);
                Ok(Operand::reg(t))
            }
            _ => self.reg_of_class(op, RegClass::R64),
        }
    }

    /// A sequence over 64-bit operands: `a`, `b` (pairs) and the result `d` (a pair, or one word
    /// when `d32`). Returns the environment for further text.
    fn seq64(&mut self, i: &Instruction, tag: &str, srcs: usize, d32: bool, texts: &[&str]) -> Res<()> {
        if i.guard.is_some() && texts.iter().any(|t| t.contains('@')) {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let ops = self.ops(i, srcs + 1)?;
        let d = if d32 { self.d32(&ops[0])? } else { self.d64(&ops[0])? };
        let mut named = vec![("d", d)];
        for (k, name) in ["a", "b"].into_iter().enumerate().take(srcs) {
            let x = self.r64src(&ops[k + 1])?;
            named.push((name, x));
        }
        let mut env = SeqEnv { named, regs: HashMap::new(), labels: HashMap::new(), tag: tag.into() };
        for t in texts {
            self.seq(&mut env, t)?;
        }
        Ok(())
    }

    fn minmax64(&mut self, i: &Instruction, max: bool) -> Res<()> {
        let signed = i.ty().is_some_and(is_signed);
        let text = match (max, signed) {
            (true, false) => "ISETP.GT.U32.AND p0, PT, a.lo, b.lo, PT\nISETP.GT.U32.AND.EX p0, PT, a.hi, b.hi, PT, p0",
            (true, true) => "ISETP.GT.U32.AND p0, PT, a.lo, b.lo, PT\nISETP.GT.AND.EX p0, PT, a.hi, b.hi, PT, p0",
            (false, false) => "ISETP.LT.U32.AND p0, PT, a.lo, b.lo, PT\nISETP.LT.U32.AND.EX p0, PT, a.hi, b.hi, PT, p0",
            (false, true) => "ISETP.LT.U32.AND p0, PT, a.lo, b.lo, PT\nISETP.LT.AND.EX p0, PT, a.hi, b.hi, PT, p0",
        };
        self.seq64(i, "minmax64", 2, false, &[text, "SEL r0, a.lo, b.lo, p0\nSEL r1, a.hi, b.hi, p0\nMOV d.lo, r0\nMOV d.hi, r1"])
    }

    fn min64(&mut self, i: &Instruction) -> Res<()> {
        self.minmax64(i, false)
    }
    fn max64(&mut self, i: &Instruction) -> Res<()> {
        self.minmax64(i, true)
    }

    fn popc64(&mut self, i: &Instruction) -> Res<()> {
        self.seq64(i, "popc64", 1, true, &["POPC r0, a.lo\nPOPC r1, a.hi\nIADD3 d, r0, r1, RZ"])
    }

    fn clz64(&mut self, i: &Instruction) -> Res<()> {
        self.seq64(i, "clz64", 1, true, &["
            ISETP.NE.U32.AND p0, PT, a.hi, RZ, PT
            SEL r4, a.hi, a.lo, p0
            FLO.U32 r4, r4
            IADD3 r0, -r4, 0x1f, RZ
            IADD3 r5, -r4, 0x3f, RZ
            @p0 MOV r5, r0
            MOV d, r5
        "])
    }

    fn mul_hi_u64(&mut self, i: &Instruction) -> Res<()> {
        self.seq64(i, "mulhi64", 2, false, &[MULHI_U64, "MOV d.lo, R14\nMOV d.hi, R15"])
    }

    fn mul_hi_s64(&mut self, i: &Instruction) -> Res<()> {
        // The signed high half is the unsigned one minus b if a < 0 and minus a if b < 0.
        self.seq64(i, "mulhi64", 2, false, &[MULHI_U64, "
            ISETP.LT.AND p1, PT, b.hi, RZ, PT
            IADD3 R11, p2, -a.lo, R14, RZ
            SEL R11, R11, R14, p1
            IADD3.X R13, R15, ~a.hi, RZ, p2, !PT
            IADD3 R4, p2, -b.lo, R11, RZ
            SEL R13, R13, R15, p1
            ISETP.LT.AND p1, PT, a.hi, RZ, PT
            IADD3.X R6, R13, ~b.hi, RZ, p2, !PT
            SEL R4, R4, R11, p1
            SEL R5, R6, R13, p1
            MOV d.lo, R4
            MOV d.hi, R5
        "])
    }

    fn div_u64(&mut self, i: &Instruction) -> Res<()> {
        self.seq64(i, "udiv64", 2, false, &["MOV R2, a.lo\nMOV R3, a.hi\nMOV R4, b.lo\nMOV R5, b.hi", UDIV64_COMMON, UDIV64_QUOTIENT, "MOV d.lo, R6\nMOV d.hi, R7"])
    }

    fn rem_u64(&mut self, i: &Instruction) -> Res<()> {
        self.seq64(i, "urem64", 2, false, &["MOV R2, a.lo\nMOV R3, a.hi\nMOV R4, b.lo\nMOV R5, b.hi", UDIV64_COMMON, UDIV64_REMAINDER, "MOV d.lo, R6\nMOV d.hi, R7"])
    }

    /// The absolute values of a and b into R2:R3 and R4:R5, the sign predicates p5 (a ≥ 0) and
    /// p6 (a and b of the same sign).
    const SDIV64_ABS: &'static str = "
        ISETP.GE.AND p5, PT, a.hi, RZ, PT
        LOP3.LUT r30, a.hi, b.hi, RZ, 0x3c, !PT
        ISETP.GE.AND p6, PT, r30, RZ, PT
        IADD3 R20, p3, RZ, -a.lo, RZ
        IADD3.X R21, RZ, ~a.hi, RZ, p3, !PT
        SEL R2, a.lo, R20, p5
        SEL R3, a.hi, R21, p5
        ISETP.GE.AND p4, PT, b.hi, RZ, PT
        IADD3 R22, p3, RZ, -b.lo, RZ
        IADD3.X R23, RZ, ~b.hi, RZ, p3, !PT
        SEL R4, b.lo, R22, p4
        SEL R5, b.hi, R23, p4
    ";

    fn sdiv64(&mut self, i: &Instruction, rem: bool) -> Res<()> {
        let (tail, sign) = if rem { (UDIV64_REMAINDER, "p5") } else { (UDIV64_QUOTIENT, "p6") };
        let fix = format!("
            IADD3 R24, p3, RZ, -R6, RZ
            IADD3.X R25, RZ, ~R7, RZ, p3, !PT
            SEL R6, R6, R24, {sign}
            SEL R7, R7, R25, {sign}
            MOV d.lo, R6
            MOV d.hi, R7
        ");
        self.seq64(i, "sdiv64", 2, false, &[Self::SDIV64_ABS, UDIV64_COMMON, tail, &fix])
    }

    fn div_s64(&mut self, i: &Instruction) -> Res<()> {
        self.sdiv64(i, false)
    }
    fn rem_s64(&mut self, i: &Instruction) -> Res<()> {
        self.sdiv64(i, true)
    }
}

/// ptxas's unsigned 64×64 high product of a and b (result in R14:R15).
const MULHI_U64: &str = "
    IMAD.WIDE.U32 W8, a.hi, b.lo, RZ
    IMAD.WIDE.U32 W10, p0, a.lo, b.hi, W8
    IMAD.WIDE.U32 W8, a.lo, b.lo, RZ
    IADD3.X R13, RZ, RZ, RZ, p0, !PT
    MOV R12, R11
    IADD3 RZ, p0, R9, R10, RZ
    IMAD.WIDE.U32.X W14, a.hi, b.hi, W12, p0
";

/// ptxas's 64-bit unsigned division subroutine up to the first remainder (a in R2:R3, b in
/// R4:R5): a reciprocal estimate (I2F.U64.RP, MUFU.RCP, F2I.U64.TRUNC), two Newton steps in
/// 64-bit integer arithmetic, the quotient estimate q in R9:R11 and a − q·b in R13:R15
/// (p0: its low word ≥ b's).
const UDIV64_COMMON: &str = "
    I2F.U64.RP R10, W4
    MUFU.RCP R10, R10
    IADD3 R6, R10, 0x1ffffffe, RZ
    F2I.U64.TRUNC W6, R6
    IMAD.WIDE.U32 W8, R6, R4, RZ
    IMAD R9, R5, R6, R9
    IADD3 R11, p0, RZ, -R8, RZ
    IMAD R9, R4, R7, R9
    IMAD.HI.U32 R8, R6, R11, RZ
    IADD3.X R13, RZ, ~R9, RZ, p0, !PT
    MOV R9, R6
    IMAD.WIDE.U32 W8, p0, R6, R13, W8
    IMAD R15, R7, R13, RZ
    IMAD.HI.U32 R8, p1, R7, R11, W8
    IMAD.HI.U32 R13, R7, R13, RZ
    IADD3 R9, p2, R15, R8, RZ
    IADD3.X R8, R13, R7, RZ, p0, !PT
    IMAD.WIDE.U32 W6, R9, R4, RZ
    IADD3.X R11, RZ, RZ, R8, p2, p1
    IMAD R7, R5, R9, R7
    IADD3 R13, p0, RZ, -R6, RZ
    IMAD R7, R4, R11, R7
    IMAD.HI.U32 R8, R9, R13, RZ
    IADD3.X R6, RZ, ~R7, RZ, p0, !PT
    MOV R7, RZ
    IMAD.WIDE.U32 W8, p0, R9, R6, W8
    IMAD R10, R11, R6, RZ
    IMAD.HI.U32 R9, p1, R11, R13, W8
    IMAD.HI.U32 R6, R11, R6, RZ
    IADD3 R9, p2, R10, R9, RZ
    IADD3.X R11, R6, R11, RZ, p0, !PT
    IMAD.HI.U32 R6, R9, R2, RZ
    IADD3.X R11, RZ, RZ, R11, p2, p1
    IMAD.WIDE.U32 W6, R3, R9, W6
    IMAD R9, R3, R11, RZ
    IMAD.HI.U32 R6, p0, R2, R11, W6
    IMAD.HI.U32 R8, R3, R11, RZ
    IADD3 R9, p1, R9, R6, RZ
    IADD3.X R8, R8, RZ, RZ, p0, !PT
    IMAD.WIDE.U32 W6, R9, R4, RZ
    IADD3.X R11, RZ, R8, RZ, p1, !PT
    IADD3 R13, p1, R2, -R6, RZ
    IMAD R7, R5, R9, R7
    ISETP.GE.U32.AND p0, PT, R13, R4, PT
    IMAD R7, R4, R11, R7
    IADD3.X R15, R3, ~R7, RZ, p1, !PT
";

/// The quotient's two corrections (result in R6:R7, all ones for b = 0).
const UDIV64_QUOTIENT: &str = "
    IADD3 R3, p2, -R4, R13, RZ
    IADD3 R2, p1, R9, 0x1, RZ
    ISETP.GE.U32.AND.EX p0, PT, R15, R5, PT, p0
    IADD3.X R7, R15, ~R5, RZ, p2, !PT
    IADD3.X R6, RZ, R11, RZ, p1, !PT
    SEL R3, R3, R13, p0
    SEL R9, R2, R9, p0
    SEL R7, R7, R15, p0
    SEL R2, R6, R11, p0
    ISETP.GE.U32.AND p0, PT, R3, R4, PT
    IADD3 R6, p2, R9, 0x1, RZ
    ISETP.GE.U32.AND.EX p0, PT, R7, R5, PT, p0
    ISETP.NE.U32.AND p1, PT, R4, RZ, PT
    IADD3.X R7, RZ, R2, RZ, p2, !PT
    SEL R6, R6, R9, p0
    ISETP.NE.AND.EX p1, PT, R5, RZ, PT, p1
    SEL R7, R7, R2, p0
    SEL R6, R6, 0xffffffff, p1
    SEL R7, R7, 0xffffffff, p1
";

/// The remainder's two corrections (result in R6:R7, all ones for b = 0).
const UDIV64_REMAINDER: &str = "
    IADD3 R3, p1, -R4, R13, RZ
    ISETP.GE.U32.AND.EX p0, PT, R15, R5, PT, p0
    IADD3.X R9, ~R5, R15, RZ, p1, !PT
    SEL R3, R3, R13, p0
    SEL R9, R9, R15, p0
    ISETP.GE.U32.AND p0, PT, R3, R4, PT
    IADD3 R6, p2, -R4, R3, RZ
    ISETP.GE.U32.AND.EX p0, PT, R9, R5, PT, p0
    ISETP.NE.U32.AND p1, PT, R4, RZ, PT
    IADD3.X R7, R9, ~R5, RZ, p2, !PT
    SEL R6, R6, R3, p0
    ISETP.NE.AND.EX p1, PT, R5, RZ, PT, p1
    SEL R7, R7, R9, p0
    SEL R6, R6, 0xffffffff, p1
    SEL R7, R7, 0xffffffff, p1
";

impl Conv {
    /// `rcp.rn.f32`: MUFU.RCP refined by one FFMA for exponents in range; denormal, huge, zero,
    /// infinite and NaN inputs take the out-of-line path (ptxas's subroutine).
    fn frcp_rn(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() || i.has_modifier(".ftz") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let q = self.f.temp(RegClass::R);
        let mut env = SeqEnv { named: vec![("x", a), ("q", Operand::reg(q))], regs: HashMap::new(), labels: HashMap::new(), tag: "frcp".into() };
        self.seq(&mut env, FRCP_FAST)?;
        self.seq(&mut env, "Ljoin:")?;
        self.emit("MOV", &[], 1, vec![d, Operand::reg(q)]);
        self.out_of_line(|c| c.seq(&mut env, FRCP_SLOW))
    }
}

/// ptxas's `rcp.rn.f32` fast path: exponents whose biased value plus 3 is at least 4 go on.
const FRCP_FAST: &str = "
    IADD3 r4, x, 0x1800000, RZ
    LOP3.LUT r4, r4, 0x7f800000, RZ, 0xc0, !PT
    ISETP.GT.U32.AND p0, PT, r4, 0x1ffffff, PT
    @!p0 BRA Lslow
    MUFU.RCP r5, x
    FFMA r2, x, r5, -1.0
    FADD.FTZ r2, -r2, -RZ
    FFMA q, r5, r2, r5
";

/// ptxas's `rcp.rn.f32` subroutine (input in r0, result in r3): denormal inputs scaled by 2^64,
/// results in the denormal range rounded by hand (FFMA.RM/.RP and the sticky bits).
const FRCP_SLOW: &str = "
Lslow:
    MOV r0, x
    SHF.L.U32 r3, r0, 0x1, RZ
    SHF.R.U32.HI r3, RZ, 0x18, r3
    ISETP.NE.U32.AND p0, PT, r3, RZ, PT
    @p0 BRA Lnorm
    SHF.L.U32 r3, r0, 0x1, RZ
    ISETP.NE.AND p0, PT, r3, RZ, PT
    @!p0 MUFU.RCP r3, r0
    @!p0 BRA Lend
    FFMA r4, r0, 1.84467440737095516160e+19, RZ
    MUFU.RCP r3, r4
    FFMA r0, r4, r3, -1.0
    FADD.FTZ r0, -r0, -RZ
    FFMA r0, r3, r0, r3
    FFMA r3, r0, 1.84467440737095516160e+19, RZ
    BRA Lend
Lnorm:
    IADD3 r4, r3, -0xfd, RZ
    ISETP.GT.U32.AND p0, PT, r4, 0x1, PT
    @p0 BRA Lplain
    LOP3.LUT r5, r0, 0x7fffff, RZ, 0xc0, !PT
    MOV r9, 0x3
    LOP3.LUT r5, r5, 0x3f800000, RZ, 0xfc, !PT
    SHF.L.U32 r10, r9, r4, RZ
    MUFU.RCP r6, r5
    FFMA r7, r5, r6, -1.0
    FADD.FTZ r7, -r7, -RZ
    FFMA.RM r8, r6, r7, r6
    FFMA.RP r7, r6, r7, r6
    LOP3.LUT r6, r8, 0x7fffff, RZ, 0xc0, !PT
    FSETP.NEU.FTZ.AND p0, PT, r8, r7, PT
    LOP3.LUT r7, r6, 0x800000, RZ, 0xfc, !PT
    SEL r6, RZ, 0xffffffff, !p0
    LOP3.LUT r5, r10, r7, RZ, 0xc0, !PT
    IADD3 r6, -r6, RZ, RZ
    SHF.R.U32.HI r5, RZ, r4, r5
    LOP3.LUT p1, RZ, r6, r4, r7, 0xf8, !PT
    LOP3.LUT p0, RZ, r5, 0x1, RZ, 0xc0, !PT
    LOP3.LUT p2, RZ, r5, 0x2, RZ, 0xc0, !PT
    PLOP3.LUT p0, PT, p0, p1, p2, 0xe0, 0x0
    LOP3.LUT p1, RZ, r0, 0x7fffff, RZ, 0xc0, !PT
    SEL r4, RZ, 0x1, !p0
    IADD3 r4, -r4, RZ, RZ
    ISETP.GE.AND p0, PT, r4, RZ, PT
    IADD3 r4, r3, -0xfc, RZ
    SHF.R.U32.HI r3, RZ, r4, r7
    @!p0 IADD3 r3, r3, 0x1, RZ
    @!p1 SHF.L.U32 r3, r3, 0x1, RZ
    LOP3.LUT r3, r3, 0x80000000, r0, 0xf8, !PT
    BRA Lend
Lplain:
    MUFU.RCP r3, r0
Lend:
    MOV q, r3
    BRA Ljoin
";

impl Conv {
    fn dunary(&mut self, i: &Instruction, abs: bool) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let a = self.f64src(a)?;
        let a = if abs { a.absolute() } else { a.negated() };
        self.emit("DADD", &[], 1, vec![d, rz().negated(), a]);
        Ok(())
    }

    fn dabs(&mut self, i: &Instruction) -> Res<()> {
        self.dunary(i, true)
    }
    fn dneg(&mut self, i: &Instruction) -> Res<()> {
        self.dunary(i, false)
    }

    /// min/max.f64: DSETP.MIN/MAX picks (P0) and flags a NaN operand (P1); the high word of a NaN
    /// result is made quiet.
    fn dminmax(&mut self, i: &Instruction, max: bool) -> Res<()> {
        let text = format!("
            DSETP.{}.AND p0, p1, a, b, PT
            FSEL R11, a.hi, b.hi, p0
            SEL R10, a.lo, b.lo, p0
            @p1 LOP3.LUT R11, b.hi, 0x80000, RZ, 0xfc, !PT
            MOV d.lo, R10
            MOV d.hi, R11
        ", if max { "MAX" } else { "MIN" });
        let [d, a, b] = three(self.ops(i, 3)?);
        if i.guard.is_some() {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let d = self.d64(d)?;
        let a = self.f64src(a)?;
        let b = self.f64src(b)?;
        let mut env = SeqEnv { named: vec![("d", d), ("a", a), ("b", b)], regs: HashMap::new(), labels: HashMap::new(), tag: "dminmax".into() };
        self.seq(&mut env, &text)
    }

    fn dmin(&mut self, i: &Instruction) -> Res<()> {
        self.dminmax(i, false)
    }
    fn dmax(&mut self, i: &Instruction) -> Res<()> {
        self.dminmax(i, true)
    }

    /// `sqrt.rn.f64`: MUFU.RSQ64H of the high word refined to a reciprocal square root, times
    /// the input, one correction; inputs out of the fast range (tiny, negative, huge, NaN) and
    /// results that need the directed-rounding fix-up take the out-of-line path.
    fn dsqrt_rn(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let a = self.f64src(a)?;
        let q = self.f.temp(RegClass::R64);
        let mut env = SeqEnv { named: vec![("x", a), ("q", Operand::reg(q))], regs: HashMap::new(), labels: HashMap::new(), tag: "dsqrt".into() };
        self.seq(&mut env, DSQRT_FAST)?;
        self.seq(&mut env, "Ljoin:")?;
        self.emit("MOV64", &[], 1, vec![d, Operand::reg(q)]);
        self.out_of_line(|c| c.seq(&mut env, DSQRT_SLOW))
    }
}

impl Conv {
    /// `div.rn.f64`: MUFU.RCP64H of b refined by DFMAs into a quotient; when a's exponent or the
    /// quotient's is out of the safe range, ptxas's subroutine (here out of line) redoes it with
    /// scaling, rounding of tiny results, and the special operands.
    fn ddiv_rn(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d64(d)?;
        let a = self.f64src(a)?;
        let b = self.f64src(b)?;
        let q = self.f.temp(RegClass::R64);
        let mut env = SeqEnv { named: vec![("a", a), ("b", b), ("q", Operand::reg(q))], regs: HashMap::new(), labels: HashMap::new(), tag: "ddiv".into() };
        self.seq(&mut env, DDIV_FAST)?;
        self.seq(&mut env, "Ljoin:")?;
        self.emit("MOV64", &[], 1, vec![d, Operand::reg(q)]);
        self.out_of_line(|c| c.seq(&mut env, DDIV_SLOW))
    }
}

/// ptxas's `div.rn.f64` fast path (a in R4:R5, b in R6:R7, the quotient in R2:R3).
const DDIV_FAST: &str = "
    MOV R4, a.lo
    MOV R5, a.hi
    MOV R6, b.lo
    MOV R7, b.hi
    MOV R2, 0x1
    MUFU.RCP64H R3, R7
    FSETP.GEU.AND p1, PT, |R5|, 6.5827683646048100446e-37, PT
    DFMA W10, -W6, W2, 1.0
    DFMA W10, W10, W10, W10
    DFMA W10, W2, W10, W2
    DFMA W2, -W6, W10, 1.0
    DFMA W2, W10, W2, W10
    DMUL W10, W4, W2
    DFMA W12, -W6, W10, W4
    DFMA W2, W2, W12, W10
    FFMA R0, RZ, R7, R3
    FSETP.GT.AND p0, PT, |R0|, 1.469367938527859385e-39, PT
    PLOP3.LUT p2, PT, p0, p1, PT, 0x2a, 0x0
    @p2 BRA Lslow
    MOV q.lo, R2
    MOV q.hi, R3
";

/// ptxas's `div.rn.f64` subroutine (result in R12:R13). ptxas's VIADDMNMX (a + b, then max)
/// is written as IADD3 + VIMNMX.
const DDIV_SLOW: &str = "
Lslow:
    FSETP.GEU.AND p0, PT, |R7|, 1.469367938527859385e-39, PT
    MOV R8, 0x1
    LOP3.LUT R2, R7, 0x800fffff, RZ, 0xc0, !PT
    MOV R13, 0x1ca00000
    LOP3.LUT R17, R7, 0x7ff00000, RZ, 0xc0, !PT
    LOP3.LUT R3, R2, 0x3ff00000, RZ, 0xfc, !PT
    MOV R2, R6
    LOP3.LUT R12, R5, 0x7ff00000, RZ, 0xc0, !PT
    ISETP.GE.U32.AND p1, PT, R12, R17, PT
    @!p0 DMUL W2, W6, 8.98846567431157953865e+307
    MOV R19, R12
    MUFU.RCP64H R9, R3
    DFMA W10, W8, -W2, 1.0
    DFMA W10, W10, W10, W10
    DFMA W10, W8, W10, W8
    SEL R9, R13, 0x63400000, !p1
    MOV R8, R4
    FSETP.GEU.AND p1, PT, |R5|, 1.469367938527859385e-39, PT
    LOP3.LUT R9, R9, 0x800fffff, R5, 0xf8, !PT
    DFMA W14, W10, -W2, 1.0
    DFMA W10, W10, W14, W10
    @p1 BRA Lexp
    LOP3.LUT R15, R7, 0x7ff00000, RZ, 0xc0, !PT
    MOV R14, RZ
    ISETP.GE.U32.AND p1, PT, R12, R15, PT
    SEL R15, R13, 0x63400000, !p1
    LOP3.LUT R15, R15, 0x80000000, R5, 0xf8, !PT
    LOP3.LUT R15, R15, 0x100000, RZ, 0xfc, !PT
    DFMA W8, W8, 2.0, -W14
    LOP3.LUT R19, R9, 0x7ff00000, RZ, 0xc0, !PT
Lexp:
    MOV R18, R17
    @!p0 LOP3.LUT R18, R3, 0x7ff00000, RZ, 0xc0, !PT
    IADD3 R20, R19, -0x1, RZ
    DMUL W14, W10, W8
    IADD3 R21, R18, -0x1, RZ
    ISETP.GT.U32.AND p0, PT, R20, 0x7feffffe, PT
    ISETP.GT.U32.OR p0, PT, R21, 0x7feffffe, p0
    DFMA W16, W14, -W2, W8
    DFMA W10, W10, W16, W14
    @p0 BRA Lspecial
    LOP3.LUT R5, R7, 0x7ff00000, RZ, 0xc0, !PT
    IADD3 R4, R12, -R5, RZ
    VIMNMX R4, R4, -0x46a00000, !PT
    ISETP.GE.U32.AND p0, PT, R12, R5, PT
    VIMNMX R4, R4, 0x46a00000, PT
    SEL R13, R13, 0x63400000, !p0
    IADD3 R14, R4, -R13, RZ
    MOV R4, RZ
    IADD3 R5, R14, 0x7fe00000, RZ
    DMUL W12, W10, W4
    FSETP.GTU.AND p0, PT, |R13|, 1.469367938527859385e-39, PT
    @p0 BRA Lend
    DFMA W2, W10, -W2, W8
    MOV R4, RZ
    FSETP.NEU.AND p0, PT, R3, RZ, PT
    LOP3.LUT R7, R3, 0x80000000, R7, 0x48, !PT
    LOP3.LUT R5, R7, R5, RZ, 0xfc, !PT
    @!p0 BRA Lend
    IADD3 R3, -R14, RZ, RZ
    DMUL.RP W4, W10, W4
    MOV R2, RZ
    DFMA W2, W12, -W2, W10
    LOP3.LUT R7, R5, R7, RZ, 0x3c, !PT
    IADD3 R2, -R14, -0x43300000, RZ
    FSETP.NEU.AND p0, PT, |R3|, R2, PT
    FSEL R12, R4, R12, !p0
    FSEL R13, R7, R13, !p0
    BRA Lend
Lspecial:
    DSETP.NAN.AND p0, PT, W4, W4, PT
    @p0 BRA Lnan_a
    DSETP.NAN.AND p0, PT, W6, W6, PT
    @p0 BRA Lnan_b
    ISETP.NE.AND p0, PT, R19, R18, PT
    MOV R12, 0x0
    MOV R13, 0xfff80000
    @!p0 BRA Lend
    ISETP.NE.AND p0, PT, R19, 0x7ff00000, PT
    LOP3.LUT R13, R5, 0x80000000, R7, 0x48, !PT
    ISETP.EQ.OR p0, PT, R18, RZ, !p0
    @p0 LOP3.LUT R2, R13, 0x7ff00000, RZ, 0xfc, !PT
    @!p0 MOV R12, RZ
    @p0 MOV R12, RZ
    @p0 MOV R13, R2
    BRA Lend
Lnan_b:
    LOP3.LUT R13, R7, 0x80000, RZ, 0xfc, !PT
    MOV R12, R6
    BRA Lend
Lnan_a:
    LOP3.LUT R13, R5, 0x80000, RZ, 0xfc, !PT
    MOV R12, R4
Lend:
    MOV q.lo, R12
    MOV q.hi, R13
    BRA Ljoin
";

impl Conv {
    /// A double-precision unary operation with a fast path and an out-of-line slow path.
    fn d_unary_paths(&mut self, i: &Instruction, tag: &str, fast: &str, slow: &str) -> Res<()> {
        if i.guard.is_some() {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let a = self.f64src(a)?;
        let q = self.f.temp(RegClass::R64);
        let mut env = SeqEnv { named: vec![("x", a), ("q", Operand::reg(q))], regs: HashMap::new(), labels: HashMap::new(), tag: tag.into() };
        self.seq(&mut env, fast)?;
        self.seq(&mut env, "Ljoin:")?;
        self.emit("MOV64", &[], 1, vec![d, Operand::reg(q)]);
        self.out_of_line(|c| c.seq(&mut env, slow))
    }

    fn drcp_rn(&mut self, i: &Instruction) -> Res<()> {
        self.d_unary_paths(i, "drcp", DRCP_FAST, DRCP_SLOW)
    }

    fn drsqrt_approx(&mut self, i: &Instruction) -> Res<()> {
        self.d_unary_paths(i, "drsqrt", DRSQRT_FAST, DRSQRT_SLOW)
    }

    /// `div.full.f32`: a divisor beyond 2^126 is scaled by 1/4 and a denormal one by 2^24 (the
    /// dividend with it), then a / b = a · rcp(b).
    fn fdiv_full(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() || i.has_modifier(".ftz") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let b = self.f32src(b)?;
        let b = self.in_reg(b);
        let mut env = SeqEnv { named: vec![("a", a), ("b", b), ("q", d)], regs: HashMap::new(), labels: HashMap::new(), tag: "fdivfull".into() };
        self.seq(&mut env, "
            MOV r0, a
            MOV r4, b
            FSETP.GT.AND p0, PT, |r4|, 8.50705917302346158658e+37, PT
            FSETP.GEU.AND p1, PT, |r4|, 1.175494350822287508e-38, PT
            @p0 FMUL r4, r4, 0.25
            @p0 FMUL r0, r0, 0.25
            @!p1 FMUL r4, r4, 16777216.0
            @!p1 FMUL r0, r0, 16777216.0
            MUFU.RCP r5, r4
            FMUL q, r5, r0
        ")
    }

    /// `div.rz.f32`: ptxas always calls its subroutine for it; the same code inline.
    fn fdiv_rz(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() || i.has_modifier(".ftz") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let b = self.f32src(b)?;
        let b = self.in_reg(b);
        let mut env = SeqEnv { named: vec![("a", a), ("b", b), ("q", d)], regs: HashMap::new(), labels: HashMap::new(), tag: "fdivrz".into() };
        self.seq(&mut env, FDIV_RZ)
    }
}

/// ptxas's `rcp.rn.f64` fast path (x in R2:R3; the low word of the first estimate is R4, as
/// ptxas leaves it).
const DRCP_FAST: &str = "
    MOV R2, x.lo
    MOV R3, x.hi
    MUFU.RCP64H R5, R3
    IADD3 R4, R3, 0x300402, RZ
    FSETP.GEU.AND p0, PT, |R4|, 5.8789094863358348022e-39, PT
    DFMA W6, -W2, W4, 1.0
    DFMA W6, W6, W6, W6
    DFMA W6, W4, W6, W4
    DFMA W8, -W2, W6, 1.0
    DFMA W6, W6, W8, W6
    @!p0 BRA Lslow
    MOV q.lo, R6
    MOV q.hi, R7
";

/// ptxas's `rcp.rn.f64` subroutine (result in R4:R5).
const DRCP_SLOW: &str = "
Lslow:
    LOP3.LUT R0, R3, 0x7fffffff, RZ, 0xc0, !PT
    IADD3 R6, R0, -0x100000, RZ
    DSETP.GTU.AND p0, PT, |W2|, +INF, PT
    @p0 BRA Lnan
    LOP3.LUT R7, R3, 0x7fffffff, RZ, 0xc0, !PT
    IADD3 R4, R7, -0x1, RZ
    ISETP.GE.U32.AND p0, PT, R4, 0x7fefffff, PT
    @p0 LOP3.LUT R5, R3, 0x7ff00000, RZ, 0x3c, !PT
    @p0 MOV R4, RZ
    @p0 BRA Lend
    ISETP.GE.U32.AND p0, PT, R7, 0x1000001, PT
    @!p0 BRA Ltiny
    IADD3 R5, R3, -0x3fe00000, RZ
    MOV R4, R2
    MUFU.RCP64H R7, R5
    DFMA W8, -W4, W6, 1.0
    DFMA W8, W8, W8, W8
    DFMA W8, W6, W8, W6
    DFMA W6, -W4, W8, 1.0
    DFMA W6, W8, W6, W8
    DMUL W6, W6, 2.2250738585072013831e-308
    DFMA W2, -W2, W6, 1.0
    DFMA W2, W2, W2, W2
    DFMA W4, W6, W2, W6
    BRA Lend
Ltiny:
    DMUL W2, W2, 8.11296384146066816958e+31
    MOV R4, R6
    MUFU.RCP64H R5, R3
    DFMA W6, -W2, W4, 1.0
    DFMA W6, W6, W6, W6
    DFMA W6, W4, W6, W4
    DFMA W4, -W2, W6, 1.0
    DFMA W4, W6, W4, W6
    DMUL W4, W4, 8.11296384146066816958e+31
    BRA Lend
Lnan:
    LOP3.LUT R5, R3, 0x80000, RZ, 0xfc, !PT
    MOV R4, R2
Lend:
    MOV q.lo, R4
    MOV q.hi, R5
    BRA Ljoin
";

/// ptxas's `rsqrt.approx.f64` fast path (x in R2:R3, the result in R4:R5).
const DRSQRT_FAST: &str = "
    MOV R2, x.lo
    MOV R3, x.hi
    MOV R4, RZ
    MOV R8, 0x0
    MOV R9, 0x3fd80000
    MUFU.RSQ64H R5, R3
    IADD3 R0, R3, -0x100000, RZ
    ISETP.GE.U32.AND p0, PT, R0, 0x7fe00000, PT
    DMUL W6, W4, W4
    DFMA W6, W2, -W6, 1.0
    DFMA W8, W6, W8, 0.5
    DMUL W6, W4, W6
    DFMA W4, W8, W6, W4
    @p0 BRA Lslow
    MOV q.lo, R4
    MOV q.hi, R5
";

/// ptxas's `rsqrt.approx.f64` subroutine: zero, negative, infinite, NaN and tiny inputs.
const DRSQRT_SLOW: &str = "
Lslow:
    DSETP.NEU.AND p0, PT, W2, RZ, PT
    LOP3.LUT R4, R3, 0x80000000, RZ, 0xc0, !PT
    @!p0 BRA Lzero
    DSETP.GTU.AND p0, PT, |W2|, +INF, PT
    @p0 BRA Lnan
    ISETP.NE.AND p0, PT, R4, RZ, PT
    @p0 MOV R4, 0x0
    @p0 MOV R5, 0xfff80000
    @p0 BRA Lend
    DSETP.NEU.AND p0, PT, |W2|, +INF, PT
    @!p0 MOV R4, RZ
    @!p0 MOV R5, RZ
    @!p0 BRA Lend
    DMUL W2, W2, 1.80143985094819840000e+16
    MOV R4, RZ
    MOV R8, 0x0
    MOV R9, 0x3fd80000
    MUFU.RSQ64H R5, R3
    DMUL W6, W4, W4
    DFMA W6, W2, -W6, 1.0
    DFMA W8, W6, W8, 0.5
    DMUL W6, W4, W6
    DFMA W4, W8, W6, W4
    DMUL W4, W4, 134217728.0
    BRA Lend
Lnan:
    DADD W4, W2, W2
    BRA Lend
Lzero:
    LOP3.LUT R5, R4, 0x7ff00000, RZ, 0xfc, !PT
    MOV R4, RZ
Lend:
    MOV q.lo, R4
    MOV q.hi, R5
    BRA Ljoin
";

/// ptxas's `div.rz.f32` subroutine, inline (a in R0, b in R3, the quotient in R6). ptxas's
/// `LEA.HI r, r, 0xffffffff, RZ, 0x8` (the exponent minus one) is SHF + IADD3 here.
const FDIV_RZ: &str = "
    MOV R0, a
    MOV R3, b
    SHF.L.U32 R4, R0, 0x1, RZ
    SHF.L.U32 R5, R3, 0x1, RZ
    SHF.R.U32.HI R4, RZ, 0x18, R4
    IADD3 R4, R4, -0x1, RZ
    SHF.R.U32.HI R5, RZ, 0x18, R5
    IADD3 R5, R5, -0x1, RZ
    ISETP.GT.U32.AND p0, PT, R4, 0xfd, PT
    ISETP.GT.U32.OR p0, PT, R5, 0xfd, p0
    @!p0 BRA Lnormal
    FSETP.GTU.FTZ.AND p0, PT, |R0|, +INF, PT
    FSETP.GTU.FTZ.AND p1, PT, |R3|, +INF, PT
    PLOP3.LUT p0, PT, p0, p1, PT, 0x2, 0x0
    @!p0 FADD.FTZ R6, R0, R3
    @!p0 BRA Lend
    SHF.L.U32 R6, R0, 0x1, RZ
    SHF.L.U32 R7, R3, 0x1, RZ
    ISETP.NE.U32.AND p0, PT, R6, RZ, PT
    ISETP.NE.U32.AND p1, PT, R7, RZ, PT
    SEL R6, RZ, 0x1, p0
    SEL R7, RZ, 0x1, p1
    LOP3.LUT p0, RZ, R6, R7, RZ, 0xc0, !PT
    @p0 BRA Lqnan
    FSETP.NEU.FTZ.AND p0, PT, |R0|, +INF, PT
    FSETP.NEU.FTZ.AND p1, PT, |R3|, +INF, PT
    PLOP3.LUT p2, PT, p0, p1, PT, 0xa8, 0x0
    @p2 BRA Linf
Lqnan:
    MOV R6, 0x7fffffff
    BRA Lend
Linf:
    SEL R9, RZ, 0x1, p1
    LOP3.LUT p1, RZ, R9, R6, RZ, 0xfc, !PT
    @p1 LOP3.LUT R6, R3, 0x80000000, R0, 0x48, !PT
    @p1 BRA Lend
    SEL R6, RZ, 0x1, p0
    LOP3.LUT p0, RZ, R6, R7, RZ, 0xfc, !PT
    @p0 LOP3.LUT R6, R3, 0x80000000, R0, 0x48, !PT
    @p0 LOP3.LUT R6, R6, 0x7f800000, RZ, 0xfc, !PT
    @p0 BRA Lend
    ISETP.GE.AND p1, PT, R5, RZ, PT
    ISETP.GE.AND p0, PT, R4, RZ, PT
    @!p0 MOV R6, 0xffffffc0
    @!p0 FFMA R0, R0, 1.84467440737095516160e+19, RZ
    @p0 MOV R6, RZ
    @p1 BRA Lscaled
    FFMA R3, R3, 1.84467440737095516160e+19, RZ
    IADD3 R6, R6, 0x40, RZ
    BRA Lscaled
Lnormal:
    MOV R6, RZ
Lscaled:
    IADD3 R8, R5, -0x7e, RZ
    IMAD R8, R8, -0x800000, R3
    IADD3 R3, R4, -0x7e, RZ
    MUFU.RCP R7, R8
    IMAD R0, R3, -0x800000, R0
    FADD.FTZ R3, -R8, -RZ
    FFMA R10, R0, R7, RZ
    FFMA R9, R3, R10, R0
    FFMA R9, R7, R9, R10
    FFMA R0, R3, R9, R0
    FFMA.RZ R7, R7, R0, R9
    SHF.L.U32 R0, R7, 0x1, RZ
    SHF.R.U32.HI R0, RZ, 0x18, R0
    IADD3 R5, R0, R4, -R5
    IADD3 R5, R5, R6, RZ
    IADD3 R3, R5, -0x1, RZ
    ISETP.GT.U32.AND p0, PT, R3, 0xfd, PT
    @!p0 IADD3 R6, R5, -R0, RZ
    @!p0 IMAD R6, R6, 0x800000, R7
    @!p0 BRA Lend
    ISETP.GT.AND p0, PT, R5, 0xfe, PT
    MOV R6, R7
    @p0 MOV R6, 0x7f7fffff
    @p0 BRA Lsign
    ISETP.GT.AND p0, PT, R5, RZ, PT
    @p0 BRA Lsign
    ISETP.GE.AND p0, PT, R5, -0x18, PT
    @p0 LOP3.LUT R0, R7, 0x7fffff, RZ, 0xc0, !PT
    @!p0 MOV R6, RZ
    @p0 IADD3 R3, -R5, 0x1, RZ
    @p0 LOP3.LUT R0, R0, 0x800000, RZ, 0xfc, !PT
    @p0 SHF.R.U32.HI R6, RZ, R3, R0
Lsign:
    LOP3.LUT R6, R6, 0x80000000, R7, 0xf8, !PT
Lend:
    MOV q, R6
";

/// ptxas's `sqrt.rn.f64` fast path (x in R2:R3; the result in R12:R13, moved to q).
const DSQRT_FAST: &str = "
    MOV R2, x.lo
    MOV R3, x.hi
    MOV R8, 0x0
    MOV R9, 0x3fd80000
    MUFU.RSQ64H R5, R3
    IADD3 R4, R3, -0x3500000, RZ
    ISETP.GE.U32.AND p0, PT, R4, 0x7ca00000, PT
    MOV R16, RZ
    MOV R17, R5
    DMUL W6, W16, W16
    DFMA W6, W2, -W6, 1.0
    DFMA W8, W6, W8, 0.5
    DMUL W6, W16, W6
    DFMA W6, W8, W6, W16
    DMUL W8, W2, W6
    IADD3 R15, R7, -0x100000, RZ
    MOV R14, R6
    DFMA W10, W8, -W8, W2
    DFMA W12, W10, W14, W8
    @p0 BRA Lslow
    MOV q.lo, R12
    MOV q.hi, R13
";

/// ptxas's `sqrt.rn.f64` subroutine.
const DSQRT_SLOW: &str = "
Lslow:
    ISETP.GE.U32.AND p0, PT, R4, -0x3400000, PT
    MOV R7, R15
    @!p0 BRA Lspecial
    DFMA.RM W6, W10, W6, W8
    IADD3 R4, p0, R6, 0x1, RZ
    IADD3.X R5, RZ, R7, RZ, p0, !PT
    DFMA.RP W2, -W6, W4, W2
    DSETP.GT.AND p0, PT, W2, RZ, PT
    FSEL R4, R4, R6, p0
    FSEL R5, R5, R7, p0
    BRA Lend
Lspecial:
    DSETP.NE.AND p0, PT, W2, RZ, PT
    @!p0 BRA Lself
    ISETP.GE.AND p0, PT, R3, RZ, PT
    @!p0 MOV R4, 0x0
    @!p0 MOV R5, 0xfff80000
    @!p0 BRA Lend
    ISETP.GT.AND p0, PT, R3, 0x7fefffff, PT
    @p0 BRA Lself
    DMUL W2, W2, 8.11296384146066816958e+31
    MOV R4, RZ
    MOV R8, 0x0
    MOV R9, 0x3fd80000
    MUFU.RSQ64H R5, R3
    DMUL W6, W4, W4
    DFMA W6, W2, -W6, 1.0
    DFMA W8, W6, W8, 0.5
    DMUL W6, W4, W6
    DFMA W6, W8, W6, W4
    DMUL W4, W2, W6
    IADD3 R7, R7, -0x100000, RZ
    DFMA W8, W4, -W4, W2
    DFMA W4, W6, W8, W4
    IADD3 R5, R5, -0x3500000, RZ
    BRA Lend
Lself:
    DADD W4, W2, W2
Lend:
    MOV q.lo, R4
    MOV q.hi, R5
    BRA Ljoin
";

/// ptxas's `div.rn.f32` fast path: q = a / b unless FCHK flags the operands.
const FDIV_FAST: &str = "
    MUFU.RCP r4, b
    FCHK p0, a, b
    FFMA r7, -b, r4, 1.0
    FFMA r7, r4, r7, r4
    FFMA r4, a, r7, RZ
    FFMA r6, -b, r4, a
    FFMA q, r7, r6, r4
    @p0 BRA Lslow
";

/// ptxas's `div.rn.f32` slow path (its subroutine, register for register: a in r0, b in r5,
/// the quotient in r7), ending in a branch back to the join.
const FDIV_SLOW: &str = "
Lslow:
    MOV r0, a
    MOV r5, b
    SHF.R.U32.HI r4, RZ, 0x17, r5
    MOV r7, r0
    SHF.R.U32.HI r3, RZ, 0x17, r0
    LOP3.LUT r6, r4, 0xff, RZ, 0xc0, !PT
    LOP3.LUT r4, r3, 0xff, RZ, 0xc0, !PT
    IADD3 r10, r6, -0x1, RZ
    IADD3 r9, r4, -0x1, RZ
    ISETP.GT.U32.AND p0, PT, r10, 0xfd, PT
    ISETP.GT.U32.OR p0, PT, r9, 0xfd, p0
    @!p0 MOV r8, RZ
    @!p0 BRA Lnormal
    FSETP.GTU.FTZ.AND p0, PT, |r0|, +INF, PT
    MOV r3, r5
    FSETP.GTU.FTZ.AND p1, PT, |r5|, +INF, PT
    PLOP3.LUT p0, PT, p0, p1, PT, 0xa8, 0x0
    @p0 BRA Lnan_in
    LOP3.LUT p0, RZ, r5, 0x7fffffff, r7, 0xc8, !PT
    @!p0 BRA Lnan
    FSETP.NEU.FTZ.AND p2, PT, |r0|, +INF, PT
    FSETP.NEU.FTZ.AND p1, PT, |r3|, +INF, PT
    FSETP.NEU.FTZ.AND p0, PT, |r0|, +INF, PT
    PLOP3.LUT p3, PT, p1, p2, PT, 0x2, 0x0
    @p3 BRA Lnan
    LOP3.LUT p2, RZ, r7, 0x7fffffff, RZ, 0xc0, !PT
    PLOP3.LUT p1, PT, p1, p2, PT, 0x2a, 0x0
    @p1 BRA Linf_b
    LOP3.LUT p1, RZ, r5, 0x7fffffff, RZ, 0xc0, !PT
    PLOP3.LUT p0, PT, p0, p1, PT, 0x2a, 0x0
    @p0 BRA Linf
    ISETP.GE.AND p0, PT, r9, RZ, PT
    ISETP.GE.AND p1, PT, r10, RZ, PT
    @p0 MOV r8, RZ
    @!p0 FFMA r7, r0, 1.84467440737095516160e+19, RZ
    @!p0 MOV r8, 0xffffffc0
    @!p1 FFMA r5, r3, 1.84467440737095516160e+19, RZ
    @!p1 IADD3 r8, r8, 0x40, RZ
Lnormal:
    // ptxas: LEA r0, r6, 0xc0800000, 0x17 (nvdisasm prints LEA's immediate unsigned, this
    // printer signed): the same sum in two steps.
    SHF.L.U32 r13, r6, 0x17, RZ
    IADD3 r0, r13, -0x3f800000, RZ
    IADD3 r4, r4, -0x7f, RZ
    IADD3 r5, r5, -r0, RZ
    IMAD r0, r4, -0x800000, r7
    MUFU.RCP r3, r5
    FADD.FTZ r9, -r5, -RZ
    FFMA r10, r3, r9, 1.0
    FFMA r12, r3, r10, r3
    FFMA r3, r0, r12, RZ
    FFMA r10, r9, r3, r0
    FFMA r11, r12, r10, r3
    IADD3 r3, r4, 0x7f, -r6
    FFMA r10, r9, r11, r0
    IADD3 r3, r3, r8, RZ
    FFMA r7, r12, r10, r11
    SHF.R.U32.HI r0, RZ, 0x17, r7
    LOP3.LUT r0, r0, 0xff, RZ, 0xc0, !PT
    IADD3 r6, r0, r3, RZ
    IADD3 r0, r6, -0x1, RZ
    ISETP.GE.U32.AND p0, PT, r0, 0xfe, PT
    @!p0 BRA Lscale
    ISETP.GT.AND p0, PT, r6, 0xfe, PT
    @p0 BRA Loverflow
    ISETP.GE.AND p0, PT, r6, 0x1, PT
    @p0 BRA Lend
    ISETP.GE.AND p0, PT, r6, -0x18, PT
    LOP3.LUT r7, r7, 0x80000000, RZ, 0xc0, !PT
    @!p0 BRA Lend
    FFMA.RZ r0, r12, r10, r11
    IADD3 r5, r6, 0x20, RZ
    FFMA.RM r3, r12, r10, r11
    ISETP.NE.AND p2, PT, r6, RZ, PT
    LOP3.LUT r4, r0, 0x7fffff, RZ, 0xc0, !PT
    FFMA.RP r0, r12, r10, r11
    ISETP.NE.AND p1, PT, r6, RZ, PT
    IADD3 r6, -r6, RZ, RZ
    LOP3.LUT r4, r4, 0x800000, RZ, 0xfc, !PT
    FSETP.NEU.FTZ.AND p0, PT, r0, r3, PT
    SHF.L.U32 r5, r4, r5, RZ
    SEL r3, r6, RZ, p2
    ISETP.NE.AND p1, PT, r5, RZ, p1
    SHF.R.U32.HI r3, RZ, r3, r4
    PLOP3.LUT p0, PT, p0, p1, PT, 0xa8, 0x0
    SHF.R.U32.HI r5, RZ, 0x1, r3
    SEL r0, RZ, 0x1, !p0
    LOP3.LUT r0, r0, 0x1, r5, 0xf8, !PT
    LOP3.LUT r0, r0, r3, RZ, 0xc0, !PT
    IADD3 r0, r5, r0, RZ
    LOP3.LUT r7, r0, r7, RZ, 0xfc, !PT
    BRA Lend
Loverflow:
    LOP3.LUT r7, r7, 0x80000000, RZ, 0xc0, !PT
    LOP3.LUT r7, r7, 0x7f800000, RZ, 0xfc, !PT
    BRA Lend
Lscale:
    IMAD r7, r3, 0x800000, r7
    BRA Lend
Linf:
    LOP3.LUT r7, r5, 0x80000000, r7, 0x48, !PT
    LOP3.LUT r7, r7, 0x7f800000, RZ, 0xfc, !PT
    BRA Lend
Linf_b:
    LOP3.LUT r7, r5, 0x80000000, r7, 0x48, !PT
    BRA Lend
Lnan:
    MOV r7, 0x7fffffff
    BRA Lend
Lnan_in:
    FADD.FTZ r7, r0, r3
Lend:
    MOV q, r7
    BRA Ljoin
";

/// The `.ftz` slow paths name their predicates p1x, apart from the fast path's p0: the allocator's
/// live ranges are linear, and a name shared across the fast path and the out-of-line block
/// would keep a predicate busy from the kernel body to the tail (three slow paths in one kernel
/// ran out of the seven predicates).
///
/// ptxas's `div.rn.ftz.f32` slow path (its subroutine `__cuda_sm3x_div_rn_ftz_f32_slowpath`,
/// register for register: a in r0, b in r5, the quotient in r0). Where ptxas branches on two
/// predicates (`@!P0 BRA !P2`), a PLOP3 combines them first.
const FDIV_FTZ_SLOW: &str = "
Lslow:
    MOV r0, a
    MOV r5, b
    SHF.R.U32.HI r4, RZ, 0x17, r5
    SHF.R.U32.HI r3, RZ, 0x17, r0
    LOP3.LUT r4, r4, 0xff, RZ, 0xc0, !PT
    LOP3.LUT r3, r3, 0xff, RZ, 0xc0, !PT
    IADD3 r7, r4, -0x1, RZ
    IADD3 r6, r3, -0x1, RZ
    ISETP.GT.U32.AND p10, PT, r7, 0xfd, PT
    ISETP.GT.U32.OR p10, PT, r6, 0xfd, p10
    @!p10 BRA Lnormal
    FSETP.GTU.FTZ.AND p10, PT, |r0|, +INF, PT
    FSETP.GTU.FTZ.AND p11, PT, |r5|, +INF, PT
    PLOP3.LUT p10, PT, p10, p11, PT, 0xa8, 0x0
    @p10 BRA Lnan_in
    FSETP.NEU.FTZ.AND p12, PT, r0, RZ, PT
    FSETP.NEU.FTZ.AND p10, PT, r5, RZ, PT
    FSETP.NEU.FTZ.AND p11, PT, r0, RZ, PT
    PLOP3.LUT p15, PT, p10, p12, PT, 0x2, 0x0
    @p15 BRA Lnan
    FSETP.NEU.FTZ.AND p14, PT, |r0|, +INF, PT
    FSETP.NEU.FTZ.AND p13, PT, |r5|, +INF, PT
    FSETP.NEU.FTZ.AND p12, PT, |r0|, +INF, PT
    PLOP3.LUT p15, PT, p13, p14, PT, 0x2, 0x0
    @p15 BRA Lnan
    PLOP3.LUT p11, PT, p13, p11, PT, 0x2a, 0x0
    @p11 BRA Lzero
    PLOP3.LUT p12, PT, p12, p10, PT, 0x2a, 0x0
    @p12 BRA Linf
Lnormal:
    IADD3 r4, r4, -0x7f, RZ
    IADD3 r3, r3, -0x7f, RZ
    IMAD r5, r4, -0x800000, r5
    IMAD r0, r3, -0x800000, r0
    MUFU.RCP r6, r5
    FADD.FTZ r7, -r5, -RZ
    IADD3 r3, r3, -r4, RZ
    FFMA r9, r6, r7, 1.0
    FFMA r9, r6, r9, r6
    FFMA r6, r0, r9, RZ
    FFMA r8, r7, r6, r0
    FFMA r11, r9, r8, r6
    FFMA r0, r7, r11, r0
    FFMA.FTZ r0, r9, r0, r11
    SHF.R.U32.HI r5, RZ, 0x17, r0
    LOP3.LUT r5, r5, 0xff, RZ, 0xc0, !PT
    IADD3 r5, r5, r3, RZ
    IADD3 r4, r5, -0x1, RZ
    ISETP.GE.U32.AND p10, PT, r4, 0xfe, PT
    @!p10 BRA Lscale
    ISETP.GT.AND p10, PT, r5, 0xfe, PT
    LOP3.LUT r3, r0, 0x80000000, RZ, 0xc0, !PT
    @!p10 ISETP.GE.AND p11, PT, r5, 0x1, PT
    @!p10 SEL r0, r3, r0, !p11
    @p10 LOP3.LUT r0, r3, 0x7f800000, RZ, 0xfc, !PT
    BRA Lend
Lscale:
    IMAD r0, r3, 0x800000, r0
    BRA Lend
Linf:
    LOP3.LUT r0, r5, 0x80000000, r0, 0x48, !PT
    LOP3.LUT r0, r0, 0x7f800000, RZ, 0xfc, !PT
    BRA Lend
Lzero:
    LOP3.LUT r0, r5, 0x80000000, r0, 0x48, !PT
    BRA Lend
Lnan:
    MOV r0, 0x7fffffff
    BRA Lend
Lnan_in:
    FADD.FTZ r0, r0, r5
Lend:
    MOV q, r0
    BRA Ljoin
";

/// ptxas's `sqrt.rn.ftz.f32` slow path (`__cuda_sm20_sqrt_rn_ftz_f32_slowpath`: the input in
/// r2, the result in r0): zero and denormals (flushed) keep their sign, negatives are NaN,
/// others are scaled by 2^64 and refined.
const FSQRT_FTZ_SLOW: &str = "
Lslow:
    MOV r2, a
    FSETP.NEU.FTZ.AND p10, PT, r2, RZ, PT
    @!p10 FMUL.FTZ r0, r2, 1.0
    @!p10 BRA Lend
    FSETP.GEU.FTZ.AND p10, PT, r2, RZ, PT
    @!p10 MOV r0, 0x7fffffff
    @!p10 BRA Lend
    FSETP.GTU.FTZ.AND p10, PT, |r2|, +INF, PT
    @p10 FADD.FTZ r0, r2, 1.0
    @p10 BRA Lend
    FSETP.NEU.FTZ.AND p10, PT, |r2|, +INF, PT
    @!p10 MOV r0, r2
    @!p10 BRA Lend
    FMUL.FTZ r2, r2, 1.84467440737095516160e+19
    MUFU.RSQ r3, r2
    FMUL.FTZ r5, r2, r3
    FMUL.FTZ r3, r3, 0.5
    FADD.FTZ r0, -r5, -RZ
    FFMA r0, r5, r0, r2
    FFMA r0, r0, r3, r5
    FMUL.FTZ r0, r0, 2.3283064365386962891e-10
Lend:
    MOV q, r0
    BRA Ljoin
";

/// ptxas's `rcp.rn.ftz.f32` slow path (`__cuda_sm20_rcp_rn_ftz_f32_slowpath`: the input in r2,
/// the result in r3): exponents 0xfd/0xfe take MUFU.RCP as is, zero, denormal (flushed) and
/// infinite inputs get a signed infinity or zero built from the sign bit.
const FRCP_FTZ_SLOW: &str = "
Lslow:
    MOV r2, x
    IADD3 r0, r2, 0x1800000, RZ
    LOP3.LUT r0, r0, 0x7f800000, RZ, 0xc0, !PT
    ISETP.NE.U32.AND p10, PT, r0, 0x1800000, PT
    @!p10 MUFU.RCP r3, r2
    @!p10 BRA Lend
    ISETP.EQ.U32.AND p11, PT, r0, 0x800000, PT
    ISETP.NE.U32.AND p10, PT, r0, RZ, PT
    SEL r3, RZ, 0xffffffff, !p11
    SEL r0, RZ, 0x1, p10
    IADD3 r3, -r3, RZ, RZ
    LOP3.LUT p10, RZ, r0, r3, RZ, 0xfc, !PT
    @!p10 BRA Lrcp
    LOP3.LUT r3, r2, 0x7fffff, RZ, 0xc0, !PT
    LOP3.LUT r2, r2, 0x80000000, RZ, 0xc0, !PT
    ISETP.EQ.U32.AND p10, PT, r3, RZ, PT
    SEL r3, RZ, 0xffffffff, !p10
    IADD3 r3, -r3, RZ, RZ
    LOP3.LUT p10, RZ, r0, r3, RZ, 0xc0, !PT
    @p10 LOP3.LUT r3, r2, 0x800000, RZ, 0xfc, !PT
    @!p10 MOV r3, r2
    BRA Lend
Lrcp:
    MUFU.RCP r3, r2
Lend:
    MOV q, r3
    BRA Ljoin
";

/// ptxas's `sqrt.rn.f32` fast path: inputs whose bits minus 0x00800000 exceed 0x727fffff (zero,
/// tiny, negative, infinite, NaN) go out of line.
const FSQRT_FAST: &str = "
    IADD3 r4, a, -0xd000000, RZ
    MUFU.RSQ r5, a
    ISETP.GT.U32.AND p0, PT, r4, 0x727fffff, PT
    @p0 BRA Lslow
    FMUL.FTZ r3, a, r5
    FMUL.FTZ r5, r5, 0.5
    FFMA r0, -r3, r3, a
    FFMA q, r0, r5, r3
";

/// ptxas's `sqrt.rn.f32` slow path (its subroutine: the input in r0, the result in r2).
const FSQRT_SLOW: &str = "
Lslow:
    MOV r0, a
    LOP3.LUT p0, RZ, r0, 0x7fffffff, RZ, 0xc0, !PT
    @!p0 MOV r2, r0
    @!p0 BRA Lend
    FSETP.GEU.FTZ.AND p0, PT, r0, RZ, PT
    @!p0 MOV r2, 0x7fffffff
    @!p0 BRA Lend
    FSETP.GTU.FTZ.AND p0, PT, |r0|, +INF, PT
    @p0 FADD.FTZ r2, r0, 1.0
    @p0 BRA Lend
    FSETP.NEU.FTZ.AND p0, PT, |r0|, +INF, PT
    @!p0 MOV r2, r0
    @!p0 BRA Lend
    FFMA r0, r0, 1.84467440737095516160e+19, RZ
    MUFU.RSQ r3, r0
    FMUL.FTZ r5, r0, r3
    FMUL.FTZ r3, r3, 0.5
    FADD.FTZ r2, -r5, -RZ
    FFMA r2, r5, r2, r0
    FFMA r2, r2, r3, r5
    FMUL.FTZ r2, r2, 2.3283064365386962891e-10
Lend:
    MOV q, r2
    BRA Ljoin
";

/// The printed lane selector of an FADD2/FMUL2/FFMA2 register operand: both lanes, in order.
const F32X2_LANES: &str = ".F32x2.HI_LO";

/// One source of an f32x2 operation: the 64-bit register, and the f32 both its lanes hold where
/// that is a known constant.
#[derive(Clone, Copy)]
struct F32x2Src {
    reg: VReg,
    broadcast: Option<u32>,
}

impl Conv {
    fn f32x2_add(&mut self, i: &Instruction) -> Res<()> {
        self.f32x2(i, "FADD", false)
    }
    fn f32x2_sub(&mut self, i: &Instruction) -> Res<()> {
        self.f32x2(i, "FADD", true)
    }
    fn f32x2_mul(&mut self, i: &Instruction) -> Res<()> {
        self.f32x2(i, "FMUL", false)
    }
    fn f32x2_fma(&mut self, i: &Instruction) -> Res<()> {
        self.f32x2(i, "FFMA", false)
    }

    /// `add`/`sub`/`mul`/`fma` `.f32x2` (`{.rnd}{.ftz}`; `fma` needs its `.rnd`, `.sat` is not
    /// in the PTX ISA and ptxas refuses it): `FADD2`/`FMUL2`/`FFMA2` where the arch has them
    /// (sm_100/103: [`Arch::f32x2_pairs`](crate::sass::arch::Arch)),
    /// else the scalar instruction on each lane (low word, then high word). The sources are
    /// 64-bit registers only (ptxas: "Arguments mismatch" for an immediate or a 32-bit register);
    /// a source PTX writes once with the same f32 in both lanes (`mov.b64 %rd, {%r, %r}` of a
    /// `mov.b32 %r, 0f40000000`, or a 64-bit constant) becomes the instruction's f32 immediate
    /// in B (or C of FFMA2), as ptxas folds it: `FFMA2 R6, R6.F32x2.HI_LO, 2, R10.F32x2.HI_LO`.
    fn f32x2(&mut self, i: &Instruction, scalar: &'static str, negate_b: bool) -> Res<()> {
        let op = i.opcode.as_str();
        if crate::sass::arch::arch(self.sm).family < crate::sass::arch::Family::BlackwellDatacenter {
            return Err(format!("ptxas Phase 1: Feature '{op}.f32x2' requires .target sm_100 or higher"));
        }
        if i.has_modifier(".sat") {
            return Err(format!("ptxas Phase 1: Illegal modifier '.sat' for instruction '{op}'"));
        }
        let fma = scalar == "FFMA";
        if fma && !i.modifier_texts().any(|m| matches!(m, ".rn" | ".rz" | ".rm" | ".rp")) {
            return Err(format!("ptxas Phase 1: Rounding modifier required for instruction '{op}'"));
        }
        let ops = self.ops(i, if fma { 4 } else { 3 })?;
        let mismatch = || format!("ptxas Phase 1: Arguments mismatch for instruction '{op}'");
        let d = match &ops[0] {
            POp::Reg(..) => self.d64(&ops[0]).map_err(|_| mismatch())?,
            _ => return Err(mismatch()),
        };
        let Value::Reg(dv, Part::Whole) = d.value else { return Err(mismatch()) };
        let mut srcs = Vec::new();
        for s in &ops[1..] {
            let POp::Reg(..) = s else { return Err(mismatch()) };
            let r = self.reg_of_class(s, RegClass::R64).map_err(|_| mismatch())?;
            let Value::Reg(reg, Part::Whole) = r.value else { return Err(mismatch()) };
            srcs.push(F32x2Src { reg, broadcast: self.f32x2_broadcast(reg) });
        }
        // A constant A of a commutative product or sum goes to B, where the immediate can be.
        if !negate_b && srcs[0].broadcast.is_some() && srcs[1].broadcast.is_none() {
            srcs.swap(0, 1);
        }
        // One immediate: B if it is constant, else C of an FFMA.
        let imm_at = if srcs[1].broadcast.is_some() {
            Some(1)
        } else if fma && srcs[2].broadcast.is_some() {
            Some(2)
        } else {
            None
        };
        let mut props = Vec::new();
        let mods = fp_mods(i, &mut props);
        let paired = crate::sass::arch::arch(self.sm).f32x2_pairs;
        let source = |k: usize, lane: Option<u8>| -> Operand {
            let s = srcs[k];
            let mut x = match (imm_at == Some(k), s.broadcast, lane) {
                (true, Some(bits), _) => o(Value::FImm(f32::from_bits(bits) as f64)),
                (_, _, Some(l)) => Operand::sub(s.reg, l),
                _ => Operand::reg(s.reg).half_sel(F32X2_LANES),
            };
            if negate_b && k == 1 {
                x = match x.value {
                    Value::FImm(v) => o(Value::FImm(-v)),
                    _ => x.negated(),
                };
            }
            x
        };
        if paired {
            let opcode = match scalar {
                "FADD" => "FADD2",
                "FMUL" => "FMUL2",
                _ => "FFMA2",
            };
            let mut operands = vec![d];
            operands.extend((0..srcs.len()).map(|k| source(k, None)));
            self.emit(opcode, &mods, 1, operands).props = props;
        } else {
            for lane in 0..2u8 {
                let mut operands = vec![Operand::sub(dv, lane)];
                operands.extend((0..srcs.len()).map(|k| source(k, Some(lane))));
                self.emit(scalar, &mods, 1, operands).props = props.clone();
            }
        }
        Ok(())
    }

    /// The f32 (its bits) in both lanes of `v` where PTX writes `v` once and that write is two
    /// unguarded `MOV`s of the same constant into its halves (directly, or through a 32-bit
    /// register PTX writes once with a `MOV` of that constant); `None` otherwise, and for a NaN.
    fn f32x2_broadcast(&self, v: VReg) -> Option<u32> {
        let mut halves: [Option<u32>; 2] = [None, None];
        for inst in self.f32x2_defs(v)? {
            match (inst.opcode, inst.ndefs, inst.guard, inst.operands.as_slice()) {
                ("MOV", 1, None, [Operand { value: Value::Reg(_, Part::Sub(k @ (0 | 1))), .. }, src]) if halves[*k as usize].is_none() => {
                    halves[*k as usize] = Some(self.f32x2_const32(src)?);
                }
                _ => return None,
            }
        }
        match halves {
            [Some(lo), Some(hi)] if lo == hi && !f32::from_bits(lo).is_nan() => Some(lo),
            _ => None,
        }
    }

    /// The instructions converted so far that write `v` (any part), where PTX writes the
    /// register `v` stands for exactly once.
    fn f32x2_defs(&self, v: VReg) -> Option<Vec<&OriInst>> {
        let name = &self.f.vregs.get(v.0 as usize)?.name;
        if self.def_count.get(name) != Some(&1) {
            return None;
        }
        let defs: Vec<&OriInst> = self
            .items
            .iter()
            .filter_map(|it| match it {
                Item::Inst(x) => Some(x),
                _ => None,
            })
            .filter(|x| x.operands.iter().take(x.ndefs).any(|o| matches!(o.value, Value::Reg(r, _) if r == v)) || x.implicit.iter().any(|(r, w)| *w && *r == v))
            .collect();
        Some(defs)
    }

    /// A 32-bit constant source of a `MOV`: an immediate, `RZ`, or a whole 32-bit register
    /// written once, by an unguarded `MOV` of an immediate.
    fn f32x2_const32(&self, x: &Operand) -> Option<u32> {
        if x.neg || x.abs || x.not || x.bitnot || !x.suffix.is_empty() {
            return None;
        }
        match x.value {
            Value::Imm(bits) => Some(bits as u32),
            Value::Zero => Some(0),
            Value::Reg(r, Part::Whole) if self.f.class(r) == RegClass::R => match self.f32x2_defs(r)?.as_slice() {
                [OriInst { opcode: "MOV", ndefs: 1, guard: None, operands, .. }] => match operands.as_slice() {
                    [_, Operand { value: Value::Imm(bits), neg: false, abs: false, not: false, bitnot: false, suffix: "" }] => Some(*bits as u32),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        }
    }
}

fn frnd_prop(rnd: &str) -> &'static str {
    match rnd {
        "TRUNC" => "RZ",
        "FLOOR" => "RM",
        "CEIL" => "RP",
        _ => "RN",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kernel(body: &str) -> String {
        format!(
            ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(\n\t.param .u64 k_param_0\n)\n{{\n\t.reg .pred %p<5>;\n\t.reg .b16 %rs<5>;\n\t.reg .b32 %r<12>;\n\t.reg .f32 %f<12>;\n\t.reg .b64 %rd<12>;\n\t.reg .f64 %fd<12>;\n{body}\n\tret;\n}}\n"
        )
    }

    pub(crate) fn dump(body: &str) -> String {
        let text = kernel(body);
        let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("PTX does not parse: {d:?}\n{text}"));
        let f = m.functions().next().unwrap();
        match convert_function_with(&m, f, Sm::SM90, false) {
            Ok(c) => c.function.dump(),
            Err(d) => panic!("{body}: {:?}", d),
        }
    }

    /// (PTX, rule, what its conversion must contain, in order).
    pub(crate) const CASES: &[(&str, &str, &[&str])] = &[
        ("add.f16 %rs1, %rs2, %rs3;", "add.f16/.bf16(x2) → HADD2 (.BF16_V2)", &["HADD2 %rs1, %rs2.H0_H0, %rs3.H0_H0"]),
        ("add.bf16 %rs1, %rs2, %rs3;", "add.f16/.bf16(x2) → HADD2 (.BF16_V2)", &["HADD2.BF16_V2 %rs1, %rs2.H0_H0, %rs3.H0_H0"]),
        ("sub.f16x2 %r1, %r2, %r3;", "sub.f16/.bf16(x2) → HADD2 (negated B)", &["HADD2 %r1, %r2, -%r3"]),
        ("mul.bf16 %rs1, %rs2, %rs3;", "mul.f16/.bf16(x2) → HMUL2 (.BF16_V2)", &["HMUL2.BF16_V2 %rs1, %rs2.H0_H0, %rs3.H0_H0"]),
        ("fma.rn.f16 %rs1, %rs2, %rs3, %rs4;", "fma.rn.f16/.bf16 → HFMA2 (.H0_H0), fma.rn.f16x2 → HFMA2.MMA", &["HFMA2 %rs1, %rs2.H0_H0, %rs3.H0_H0, %rs4.H0_H0"]),
        ("fma.rn.f16x2 %r1, %r2, %r3, %r4;", "fma.rn.f16/.bf16 → HFMA2 (.H0_H0), fma.rn.f16x2 → HFMA2.MMA", &["HFMA2.MMA %r1, %r2, %r3, %r4"]),
        ("neg.f16 %rs1, %rs2;", "neg.f16(x2) → HADD2 -a, -RZ", &["HADD2 %rs1, -%rs2.H0_H0, -RZ.H0_H0"]),
        ("abs.f16x2 %r1, %r2;", "abs.f16(x2) → HADD2 |a|, -RZ", &["HADD2 %r1, |%r2|, -RZ"]),
        ("min.f16 %rs1, %rs2, %rs3;", "min.f16(x2) → HMNMX2 (PT)", &["HMNMX2 %rs1, %rs2.H0_H0, %rs3.H0_H0, PT"]),
        ("max.f16x2 %r1, %r2, %r3;", "max.f16(x2) → HMNMX2 (!PT)", &["HMNMX2 %r1, %r2, %r3, !PT"]),
        ("setp.gt.f16 %p1, %rs2, %rs3;", "setp.f16 → HSETP2 (.H0_H0)", &["HSETP2.GT.AND %p1, PT, %rs2.H0_H0, %rs3.H0_H0, PT"]),
        ("setp.eq.f16 %p1, %rs2, %rs3;", "setp.f16 → HSETP2 (.H0_H0)", &["HSETP2.NEU.AND PT, %p1, %rs2.H0_H0, %rs3.H0_H0, PT"]),
        ("setp.lt.f16 %p1, %rs2, %rs3;", "setp.f16 → HSETP2 (.H0_H0)", &["HSETP2.GT.AND %p1, PT, %rs3.H0_H0, %rs2.H0_H0, PT"]),
        ("fma.rn.bf16x2 %r1, %r2, %r3, %r4;", "fma.rn.f16/.bf16 → HFMA2 (.H0_H0), fma.rn.f16x2 → HFMA2.MMA", &["HFMA2.MMA.BF16_V2 %r1, %r2, %r3, %r4"]),
        ("cvt.f32.f16 %f1, %rs2;", "cvt.f32.f16 → HADD2.F32 -RZ, a.H0_H0", &["HADD2.F32 %f1, -RZ, %rs2.H0_H0"]),
        ("cvt.f32.bf16 %f1, %rs2;", "cvt.f32.bf16 → SHF.L.U32 a, 0x10", &["SHF.L.U32 %f1, %rs2, 0x10, RZ"]),
        ("cvt.rn.bf16.f32 %rs1, %f2;", "cvt.rn.f16/.bf16(x2).f32 → F2FP.(B)F16.F32.PACK_AB", &["F2FP.BF16.F32.PACK_AB %rs1, RZ, %f2"]),
        ("cvt.rn.f16x2.f32 %r1, %f2, %f3;", "cvt.rn.f16/.bf16(x2).f32 → F2FP.(B)F16.F32.PACK_AB", &["F2FP.F16.F32.PACK_AB %r1, %f2, %f3"]),
        ("cvt.rn.f16.f64 %rs1, %fd2;", "cvt.rn.f16.f64 → F2F.F16.F64", &["F2F.F16.F64 %rs1, %fd2"]),
        ("cvt.rn.f16.s32 %rs1, %r2;", "cvt.f16/f32 from 16/32-bit integers → I2F.F16 / I2F.S16", &["I2F.F16 %rs1, %r2"]),
        ("cvt.rn.f32.s16 %f1, %rs2;", "cvt.f16/f32 from 16/32-bit integers → I2F.F16 / I2F.S16", &["I2F.S16 %f1, %rs2"]),
        ("cvt.rzi.s16.f32 %rs1, %f2;", "cvt.int16.f32/f64, cvt.int32.f16 → F2I.S16 / F2I.F16", &["F2I.S16.TRUNC.NTZ %rs1, %f2"]),
        ("cvt.rzi.s16.f64 %rs1, %fd2;", "cvt.int16.f32/f64, cvt.int32.f16 → F2I.S16 / F2I.F16", &["F2I.S16.F64.TRUNC %rs1, %fd2"]),
        ("cvt.rzi.s32.f16 %r1, %rs2;", "cvt.int16.f32/f64, cvt.int32.f16 → F2I.S16 / F2I.F16", &["F2I.F16.TRUNC.NTZ %r1, %rs2"]),
        ("cvt.rmi.f32.f32 %f1, %f2;", "cvt.rni/rzi/rmi/rpi.f32.f32 → FRND (.TRUNC/.FLOOR/.CEIL)", &["FRND.FLOOR %f1, %f2"]),
        ("cvt.rni.f64.f64 %fd1, %fd2;", "cvt.rni/rzi/rmi/rpi.f32.f32 → FRND (.TRUNC/.FLOOR/.CEIL)", &["FRND.F64 %fd1, %fd2"]),
        ("cvt.sat.f32.f32 %f1, %f2;", "cvt.f32.f32 (.sat/.ftz) → FADD -RZ, a", &["FADD.SAT %f1, -RZ, %f2"]),
        ("cvt.rzi.s64.f64 %rd1, %fd2;", "cvt.int.f64 / cvt.s64.f32 → F2I (.S64/.U64/.U32, .F64)", &["F2I.S64.F64.TRUNC %rd1, %fd2"]),
        ("cvt.rzi.u32.f64 %r1, %fd2;", "cvt.int.f64 / cvt.s64.f32 → F2I (.S64/.U64/.U32, .F64)", &["F2I.U32.F64.TRUNC %r1, %fd2"]),
        ("cvt.rzi.s64.f32 %rd1, %f2;", "cvt.int.f64 / cvt.s64.f32 → F2I (.S64/.U64/.U32, .F64)", &["F2I.S64.TRUNC %rd1, %f2"]),
        ("cvt.rn.f64.s64 %fd1, %rd2;", "cvt.f32/f64.s64/u64 → I2F (.F64, .S64/.U64)", &["I2F.F64.S64 %fd1, %rd2"]),
        ("cvt.rn.f32.u64 %f1, %rd2;", "cvt.f32/f64.s64/u64 → I2F (.F64, .S64/.U64)", &["I2F.U64 %f1, %rd2"]),
        ("copysign.f32 %f1, %f2, %f3;", "copysign.f32 → LOP3.LUT 0xb8 (sign of a, magnitude of b)", &["LOP3.LUT %f1, %f3, 0x80000000, %f2, 0xb8, !PT"]),
        ("div.rn.f32 %f1, %f2, %f3;", "div.rn.f32 → MUFU.RCP + FFMA refinement + FCHK, slow path out of line", &["MUFU.RCP %t", "FCHK %t", "@%t", "BRA", "MOV %f1, %t", "EXIT", "SHF.R.U32.HI", "FFMA.RZ", "FFMA.RM", "FFMA.RP", "MOV %t", "BRA"]),
        ("sqrt.rn.f32 %f1, %f2;", "sqrt.rn.f32 → MUFU.RSQ + FMUL/FFMA refinement, slow path out of line", &["IADD3 %t", "0xf3000000", "MUFU.RSQ", "ISETP.GT.U32.AND", "0x727fffff", "BRA", "FMUL.FTZ", "FFMA", "MOV %f1", "EXIT", "LOP3.LUT %t", "2.3283064365386962891e-10", "BRA"]),
        ("rsqrt.approx.f32 %f1, %f2;", "rsqrt.approx.f32 → FSETP + FMUL (denormal input ×2^24) + MUFU.RSQ + FMUL ×2^12", &["FSETP.GEU.AND %t", "|%f2|, 1.175494350822287508e-38", "@!%t", "FMUL", "16777216", "MUFU.RSQ", "4096", "MOV %f1"]),
        ("sqrt.approx.f32 %f1, %f2;", "sqrt.approx.f32 → FSETP + FMUL (denormal input ×2^24) + MUFU.SQRT + FMUL ×2^-12", &["FSETP.GEU.AND", "MUFU.SQRT", "0.000244140625"]),
        ("lg2.approx.f32 %f1, %f2;", "lg2.approx.f32 → FSETP + FMUL (denormal input ×2^24) + MUFU.LG2 + FADD -24", &["FSETP.GEU.AND", "MUFU.LG2", "FADD", "-24"]),
        ("rcp.approx.f32 %f1, %f2;", "rcp.approx.f32 → FSETP ×2 + FSEL ×2 (scale) + FMUL + MUFU.RCP + FMUL", &["MOV %t", "0x4b800000", "FSETP.GEU.AND", "FSETP.GT.AND", "FSEL", "FSEL", "FMUL", "MUFU.RCP", "FMUL"]),
        ("sin.approx.f32 %f1, %f2;", "sin/cos.approx.f32 → FMUL.RZ (1/2π) + MUFU.SIN/COS", &["FMUL.RZ %t", "0.15915493667125701904", "MUFU.SIN"]),
        ("cos.approx.ftz.f32 %f1, %f2;", "sin/cos.approx.f32 → FMUL.RZ (1/2π) + MUFU.SIN/COS", &["FMUL.FTZ.RZ %t", "MUFU.COS"]),
        ("tanh.approx.f32 %f1, %f2;", "tanh.approx.f32 → MUFU.TANH", &["MUFU.TANH %t", ", %f2", "MOV %f1"]),
        ("max.u64 %rd1, %rd2, %rd3;", "min/max.u64/s64 → ISETP + ISETP.EX + 2 × SEL", &["ISETP.GT.U32.AND %t", "%rd2.lo, %rd3.lo", "ISETP.GT.U32.AND.EX", "%rd2.hi, %rd3.hi", "SEL", "SEL", "MOV %rd1.lo", "MOV %rd1.hi"]),
        ("min.s64 %rd1, %rd2, %rd3;", "min/max.u64/s64 → ISETP + ISETP.EX + 2 × SEL", &["ISETP.LT.U32.AND", "ISETP.LT.AND.EX"]),
        ("popc.b64 %r1, %rd2;", "popc.b64 → 2 × POPC + IADD3", &["POPC %t", "%rd2.lo", "POPC %t", "%rd2.hi", "IADD3 %r1"]),
        ("clz.b64 %r1, %rd2;", "clz.b64 → ISETP + SEL + FLO.U32 + IADD3 ×2 + select", &["ISETP.NE.U32.AND", "SEL", "FLO.U32", "0x1f", "0x3f", "MOV %r1"]),
        ("mul.hi.u64 %rd1, %rd2, %rd3;", "mul.hi.u64 → 3 × IMAD.WIDE.U32 (carries) + IMAD.WIDE.U32.X", &["IMAD.WIDE.U32 %t", "%rd2.hi, %rd3.lo, RZ", "IMAD.WIDE.U32.X", "MOV %rd1.lo"]),
        ("mul.hi.s64 %rd1, %rd2, %rd3;", "mul.hi.s64 → mul.hi.u64 + sign corrections (IADD3/IADD3.X/SEL)", &["IMAD.WIDE.U32.X", "ISETP.LT.AND", "~%rd2.hi", "~%rd3.hi", "MOV %rd1.hi"]),
        ("div.u64 %rd1, %rd2, %rd3;", "div/rem.u64 → I2F.U64.RP + MUFU.RCP + F2I.U64.TRUNC + 2 Newton steps in IMAD.WIDE/IMAD.HI + 2 fix-ups", &["I2F.U64.RP", "MUFU.RCP", "0x1ffffffe", "F2I.U64.TRUNC", "IMAD.WIDE.U32", "IMAD.HI.U32", "ISETP.GE.U32.AND.EX", "ISETP.NE.AND.EX", "0xffffffff", "MOV %rd1.lo"]),
        ("rem.u64 %rd1, %rd2, 10;", "div/rem.u64 → I2F.U64.RP + MUFU.RCP + F2I.U64.TRUNC + 2 Newton steps in IMAD.WIDE/IMAD.HI + 2 fix-ups", &["MOV %t", "0xa", "I2F.U64.RP", "MOV %rd1.hi"]),
        ("div.s64 %rd1, %rd2, %rd3;", "div/rem.s64 → |a|, |b| + div/rem.u64 + sign", &["ISETP.GE.AND", "LOP3.LUT", "0x3c", "I2F.U64.RP", "SEL", "MOV %rd1.lo"]),
        ("rem.s64 %rd1, %rd2, %rd3;", "div/rem.s64 → |a|, |b| + div/rem.u64 + sign", &["I2F.U64.RP", "MOV %rd1.hi"]),
        ("mul.wide.s16 %r1, %rs2, 3;", "mul.wide.s16/u16 → SGXT/LOP3 (widen) + IMAD", &["SGXT %t", "%rs2, 0x10", "IMAD %r1, %t", ", 0x3, RZ"]),
        ("mul.hi.u16 %rs1, %rs2, -13107;", "mul.hi.s16/u16 → SGXT/LOP3 (widen) + IMAD + SHF.R.HI 16", &["LOP3.LUT %t", "0xffff", "IMAD %t", "0xcccd, RZ", "SHF.R.U32.HI %rs1, RZ, 0x10, %t"]),
        ("mov.u32 %r1, %warpid;", "mov special register → S2R / LDC c[0x0]", &["S2R %t", "SR_VIRTID", "SHF.R.U32.HI", "0x8", "SGXT.U32 %r1", "0x7"]),
        ("mov.u64 %rd1, %globaltimer;", "mov.u64 %globaltimer → CS2R SR_GLOBALTIMERLO (pair)", &["CS2R %rd1, SR_GLOBALTIMERLO"]),
        ("mad.hi.u32 %r1, %r2, %r3, %r4;", "mad.hi.s32/u32 → IMAD.HI (addend as the high word of a pair)", &["MOV %t", ".lo, RZ", "MOV %t", ".hi, %r4", "IMAD.HI.U32 %r1, %r2, %r3, %t"]),
        ("mul24.lo.s32 %r1, %r2, %r3;", "mul24.lo → SGXT/LOP3 24 bits + IMAD", &["SGXT %t", "0x18", "SGXT %t", "IMAD %r1"]),
        ("sad.u32 %r1, %r2, %r3, %r4;", "sad.s32/u32 → VABSDIFF", &["VABSDIFF.U32 %r1, %r2, %r3, %r4"]),
        ("prmt.b32 %r1, %r2, %r3, 0x3210;", "prmt.b32 → PRMT", &["PRMT %r1, %r2, 0x3210, %r3"]),
        ("mov.u64 %rd1, %clock64;", "mov.u64 %clock64 → CS2R SR_CLOCKLO (pair)", &["CS2R %rd1, SR_CLOCKLO"]),
        ("div.u16 %rs1, %rs2, %rs3;", "div.u32 → I2F.U32.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ 2 fix-ups)", &["LOP3.LUT %t", "%rs2, 0xffff", "LOP3.LUT %t", "%rs3, 0xffff", "I2F.U32.RP", "MOV %rs1"]),
        ("rcp.rn.f32 %f1, %f2;", "rcp.rn.f32 → MUFU.RCP + FFMA/FADD refinement, slow path out of line", &["IADD3 %t", "0x1800000", "LOP3.LUT", "0x1ffffff", "@!%t", "BRA", "MUFU.RCP", "FFMA", "-1", "MOV %f1", "EXIT", "FFMA.RM", "FFMA.RP", "PLOP3.LUT", "0xe0", "BRA"]),
        ("abs.f64 %fd1, %fd2;", "abs.f64 → DADD -RZ, |a|", &["DADD %fd1, -RZ, |%fd2|"]),
        ("neg.f64 %fd1, %fd2;", "neg.f64 → DADD -RZ, -a", &["DADD %fd1, -RZ, -%fd2"]),
        ("max.f64 %fd1, %fd2, %fd3;", "min/max.f64 → DSETP.MIN/MAX + SEL/FSEL (+ quiet NaN)", &["DSETP.MAX.AND %t", "%fd2, %fd3, PT", "FSEL", "%fd2.hi, %fd3.hi", "SEL", "@%t", "0x80000", "MOV %fd1.lo", "MOV %fd1.hi"]),
        ("min.f64 %fd1, %fd2, %fd3;", "min/max.f64 → DSETP.MIN/MAX + SEL/FSEL (+ quiet NaN)", &["DSETP.MIN.AND"]),
        ("div.rn.f64 %fd1, %fd2, %fd3;", "div.rn.f64 → MUFU.RCP64H + DFMA refinement + range check, slow path out of line", &["MUFU.RCP64H", "DFMA", "DMUL", "FFMA", "PLOP3.LUT", "BRA", "MOV64 %fd1", "EXIT", "8.98846567431157953865e+307", "VIMNMX", "DMUL.RP", "DSETP.NAN.AND", "BRA"]),
        ("rcp.rn.f64 %fd1, %fd2;", "rcp.rn.f64 → MUFU.RCP64H + DFMA refinement, slow path out of line", &["MUFU.RCP64H", "0x300402", "5.8789094863358348022e-39", "DFMA", "BRA", "MOV64 %fd1", "EXIT", "2.2250738585072013831e-308", "BRA"]),
        ("rsqrt.approx.f64 %fd1, %fd2;", "rsqrt.approx.f64 → MUFU.RSQ64H + DMUL/DFMA step, slow path out of line", &["MUFU.RSQ64H", "0x7fe00000", "DMUL", "DFMA", "BRA", "MOV64 %fd1", "EXIT", "1.80143985094819840000e+16", "134217728"]),
        ("div.full.f32 %f1, %f2, %f3;", "div.full.f32 → FSETP ×2 + scaling FMULs + MUFU.RCP + FMUL", &["FSETP.GT.AND", "8.50705917302346158658e+37", "FSETP.GEU.AND", "@%t", "0.25", "@!%t", "16777216", "MUFU.RCP", "FMUL %f1"]),
        ("div.rz.f32 %f1, %f2, %f3;", "div.rz.f32 → ptxas's division subroutine inline (scaling, FFMA.RZ, special operands)", &["SHF.L.U32", "ISETP.GT.U32.OR", "FSETP.GTU.FTZ.AND", "MUFU.RCP", "FFMA.RZ", "0x7f7fffff", "LOP3.LUT", "MOV %f1"]),
        ("sqrt.rn.f64 %fd1, %fd2;", "sqrt.rn.f64 → MUFU.RSQ64H + DFMA/DMUL refinement, slow path out of line", &["MUFU.RSQ64H", "0x7ca00000", "DMUL", "DFMA", "BRA", "MOV64 %fd1", "EXIT", "DFMA.RM", "DFMA.RP", "8.11296384146066816958e+31", "BRA"]),
        ("div.u32 %r1, %r2, %r3;", "div.u32 → I2F.U32.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ 2 fix-ups)", &["I2F.U32.RP %t", "MUFU.RCP", "0xffffffe", "F2I.FTZ.U32.TRUNC.NTZ", "IMAD.HI.U32", "IMAD.HI.U32", ", %r2, RZ", "ISETP.GE.U32.AND", "@%t", "ISETP.NE.U32.AND", "LOP3.LUT", "0x33", "MOV %r1"]),
        ("rem.u32 %r1, %r2, 7;", "rem.u32 → I2F.U32.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ 2 fix-ups)", &["MOV %t", "0x7", "I2F.U32.RP", "IMAD.HI.U32", "ISETP.GE.U32.AND", "MOV %r1"]),
        ("div.s32 %r1, %r2, %r3;", "div.s32 → IABS + I2F.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ sign)", &["IABS %t", "I2F.RP", "MUFU.RCP", "IABS", "LOP3.LUT", "0x3c", "ISETP.GT.U32.AND", "ISETP.GE.U32.AND", "ISETP.NE.AND", "MOV %r1"]),
        ("rem.s32 %r1, %r2, %r3;", "rem.s32 → IABS + I2F.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ sign)", &["IABS %t", "I2F.RP", "ISETP.GE.AND", ", %r2, RZ, PT", "ISETP.GT.U32.AND", "ISETP.GT.U32.AND", "MOV %r1"]),
        ("div.rn.ftz.f32 %f1, %f2, %f3;", "div.rn.ftz.f32 → MUFU.RCP + FFMA refinement + FCHK, FTZ slow path out of line", &["MUFU.RCP %t", "FCHK %t", "BRA", "MOV %f1, %t", "EXIT", "FSETP.NEU.FTZ.AND", "PLOP3.LUT", "0x2", "0xff800000", "FFMA.FTZ", "0x7fffffff", "FADD.FTZ", "BRA"]),
        ("div.full.ftz.f32 %f1, %f2, %f3;", "div.full.ftz.f32 → FSETP.FTZ + scaling FMUL.FTZ + MUFU.RCP + FMUL.FTZ", &["FSETP.GT.FTZ.AND %t", "8.50705917302346158658e+37", "@%t", "FMUL.FTZ", "0.25", "MUFU.RCP", "FMUL.FTZ %f1"]),
        ("sqrt.rn.ftz.f32 %f1, %f2;", "sqrt.rn.ftz.f32 → MUFU.RSQ + FMUL/FFMA refinement, FTZ slow path out of line", &["0xf3000000", "MUFU.RSQ", "0x727fffff", "BRA", "MOV %f1", "EXIT", "FSETP.NEU.FTZ.AND", "FMUL.FTZ", "1.84467440737095516160e+19", "2.3283064365386962891e-10", "BRA"]),
        ("rcp.rn.ftz.f32 %f1, %f2;", "rcp.rn.ftz.f32 → MUFU.RCP + FFMA/FADD refinement, FTZ slow path out of line", &["0x1800000", "0x1ffffff", "MUFU.RCP", "MOV %f1", "EXIT", "ISETP.NE.U32.AND", "0x1800000", "0x800000", "0xfc", "MUFU.RCP", "BRA"]),
        ("copysign.f64 %fd1, %fd2, %fd3;", "copysign.f64 → LOP3.LUT 0xb8 (high word) + MOV", &["LOP3.LUT %fd1.hi, %fd3.hi, 0x80000000, %fd2.hi, 0xb8", "MOV %fd1.lo, %fd3.lo"]),
    ];

    #[test]
    fn every_math_case_takes_its_rule_and_makes_its_instructions() {
        super::super::tests::check_cases(CASES, dump);
    }

    #[test]
    fn sad_is_min_max_and_a_subtraction_on_the_consumer_parts() {
        // ptxas 13.5: sm_100a `VABSDIFF R5, R0, R7, R4`; sm_120a `VIMNMX.S32 R5, R0, UR7, !PT`,
        // `VIMNMX.S32 R4, R0, UR7, PT`, `IADD3 R5, PT, PT, R5, UR8, -R4`.
        let text = kernel("\tsad.s32 %r1, %r2, %r3, %r4;");
        let m = crate::ptx::parse(&text).expect("parses");
        let f = m.functions().next().expect("kernel");
        for (arch, want) in [("100a", &["VABSDIFF %r1, %r2, %r3, %r4"][..]), ("120a", &["VIMNMX %t", ", %r2, %r3, !PT", "VIMNMX %t", ", %r2, %r3, PT", "IADD3 %r1, %t", ", %r4, -%t"]), ("121", &["VIMNMX", "VIMNMX", "IADD3 %r1"])] {
            let c = convert_function_with(&m, f, Sm::parse(arch).expect("sm"), false).unwrap_or_else(|d| panic!("{arch}: {d:?}"));
            // The instructions alone (the dump's comments name the rule, which says VABSDIFF).
            let dump: String = c.function.blocks.iter().flat_map(|b| &b.insts).map(|i| c.function.inst_text(i) + "\n").collect();
            let mut at = 0;
            for w in want {
                at += dump[at..].find(w).unwrap_or_else(|| panic!("{arch}: `{w}` after {at} in\n{dump}")) + w.len();
            }
            assert_eq!(dump.contains("VABSDIFF"), arch == "100a", "{arch}:\n{dump}");
            let rules: Vec<&str> = c.function.blocks.iter().flat_map(|b| &b.insts).filter(|i| i.opcode == "VIMNMX" || i.opcode == "IADD3").map(|i| i.rule).collect();
            assert!(arch == "100a" || (rules.len() == 3 && rules.iter().all(|r| r.contains("sm_120/121: no VABSDIFF"))), "{arch}: {rules:?}");
        }
    }

    fn dump_on(arch: &str, body: &str) -> String {
        let text = kernel(body);
        let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("PTX does not parse: {d:?}\n{text}"));
        let f = m.functions().next().unwrap();
        match convert_function_with(&m, f, Sm::parse(arch).expect("sm"), false) {
            Ok(c) => c.function.dump(),
            Err(d) => panic!("{arch}: {body}: {:?}", d),
        }
    }
    fn dump_sm100a(body: &str) -> String {
        dump_on("100a", body)
    }
    fn dump_sm120a(body: &str) -> String {
        dump_on("120a", body)
    }

    const F32X2_ADD: &str = "add.f32x2 → FADD2 (sm_100/103), FADD per lane (sm_110/120)";
    const F32X2_SUB: &str = "sub.f32x2 → FADD2 a, -b (sm_100/103), FADD per lane (sm_110/120)";
    const F32X2_MUL: &str = "mul.f32x2 → FMUL2 (sm_100/103), FMUL per lane (sm_110/120)";
    const F32X2_FMA: &str = "fma.f32x2 → FFMA2 (sm_100/103), FFMA per lane (sm_110/120)";

    /// The f32x2 rules on datacenter Blackwell (ptxas 13.5 -arch=sm_100a words).
    const F32X2_CASES_SM100: &[(&str, &str, &[&str])] = &[
        ("add.f32x2 %rd1, %rd2, %rd3;", F32X2_ADD, &["FADD2 %rd1, %rd2.F32x2.HI_LO, %rd3.F32x2.HI_LO"]),
        ("sub.rz.ftz.f32x2 %rd1, %rd2, %rd3;", F32X2_SUB, &["FADD2.FTZ.RZ %rd1, %rd2.F32x2.HI_LO, -%rd3.F32x2.HI_LO"]),
        ("mul.rm.f32x2 %rd1, %rd2, %rd3;", F32X2_MUL, &["FMUL2.RM %rd1, %rd2.F32x2.HI_LO, %rd3.F32x2.HI_LO"]),
        ("fma.rp.ftz.f32x2 %rd1, %rd2, %rd3, %rd5;", F32X2_FMA, &["FFMA2.FTZ.RP %rd1, %rd2.F32x2.HI_LO, %rd3.F32x2.HI_LO, %rd5.F32x2.HI_LO"]),
        // A constant in both lanes: the immediate in B (A and B swapped), or C.
        (concat!("mov.b32 %r1, 0f40000000;\n\tmov.b64 %rd4, {%r1, %r1};\n\t", "fma.rn.f32x2 %rd1, %rd4, %rd2, %rd3;"), F32X2_FMA, &["FFMA2 %rd1, %rd2.F32x2.HI_LO, 2, %rd3.F32x2.HI_LO"]),
        ("mov.b64 %rd4, 0x3F4000003F400000;\n\tfma.rn.f32x2 %rd1, %rd2, %rd3, %rd4;", F32X2_FMA, &["FFMA2 %rd1, %rd2.F32x2.HI_LO, %rd3.F32x2.HI_LO, 0.75"]),
        (concat!("mov.b32 %r1, 0f40000000;\n\tmov.b64 %rd4, {%r1, %r1};\n\t", "sub.f32x2 %rd1, %rd2, %rd4;"), F32X2_SUB, &["FADD2 %rd1, %rd2.F32x2.HI_LO, -2"]),
        (concat!("mov.b32 %r1, 0f40000000;\n\tmov.b64 %rd4, {%r1, %r1};\n\t", "mul.f32x2 %rd1, %rd4, %rd2;"), F32X2_MUL, &["FMUL2 %rd1, %rd2.F32x2.HI_LO, 2"]),
    ];

    /// The f32x2 rules on sm_120 (ptxas 13.5 -arch=sm_120a: one scalar instruction per lane).
    const F32X2_CASES_SM120: &[(&str, &str, &[&str])] = &[
        ("add.f32x2 %rd1, %rd2, %rd3;", F32X2_ADD, &["FADD %rd1.lo, %rd2.lo, %rd3.lo", "FADD %rd1.hi, %rd2.hi, %rd3.hi"]),
        ("sub.rz.ftz.f32x2 %rd1, %rd2, %rd3;", F32X2_SUB, &["FADD.FTZ.RZ %rd1.lo, %rd2.lo, -%rd3.lo", "FADD.FTZ.RZ %rd1.hi, %rd2.hi, -%rd3.hi"]),
        ("mul.rm.f32x2 %rd1, %rd2, %rd3;", F32X2_MUL, &["FMUL.RM %rd1.lo, %rd2.lo, %rd3.lo", "FMUL.RM %rd1.hi, %rd2.hi, %rd3.hi"]),
        (concat!("mov.b32 %r1, 0f40000000;\n\tmov.b64 %rd4, {%r1, %r1};\n\t", "fma.rn.f32x2 %rd1, %rd4, %rd2, %rd3;"), F32X2_FMA, &["FFMA %rd1.lo, %rd2.lo, 2, %rd3.lo", "FFMA %rd1.hi, %rd2.hi, 2, %rd3.hi"]),
    ];

    #[test]
    fn f32x2_is_paired_on_datacenter_blackwell_and_per_lane_on_sm_120() {
        super::super::tests::check_cases(F32X2_CASES_SM100, dump_sm100a);
        super::super::tests::check_cases(F32X2_CASES_SM120, dump_sm120a);
        // sm_103a pairs as sm_100a; sm_110a (no FFMA2: nvdisasm -b SM110a rejects it, ptxas 13.5
        // writes one FFMA per lane) and sm_121a go lane by lane.
        assert!(dump_on("103a", "add.f32x2 %rd1, %rd2, %rd3;").contains("FADD2 %rd1"));
        assert!(dump_on("110a", "mul.f32x2 %rd1, %rd2, %rd3;").contains("FMUL %rd1.hi"));
        assert!(dump_on("121a", "fma.rn.f32x2 %rd1, %rd2, %rd3, %rd5;").contains("FFMA %rd1.hi"));
    }

    #[test]
    fn f32x2_folds_only_one_constant_in_both_lanes() {
        // Different lanes, or a register PTX writes twice: no immediate.
        let d = dump_sm100a("mov.b32 %r1, 0f40000000;\n\tmov.b32 %r2, 0f3F800000;\n\tmov.b64 %rd4, {%r1, %r2};\n\tmul.f32x2 %rd1, %rd2, %rd4;");
        assert!(d.contains("FMUL2 %rd1, %rd2.F32x2.HI_LO, %rd4.F32x2.HI_LO"), "{d}");
        let d = dump_sm100a("mov.b64 %rd4, 0x4000000040000000;\n\tmov.b64 %rd4, %rd5;\n\tmul.f32x2 %rd1, %rd2, %rd4;");
        assert!(d.contains("FMUL2 %rd1, %rd2.F32x2.HI_LO, %rd4.F32x2.HI_LO"), "{d}");
        // Both B and C constant: B takes the immediate, C stays a register.
        let d = dump_sm100a("mov.b64 %rd4, 0x4000000040000000;\n\tmov.b64 %rd5, 0x3F4000003F400000;\n\tfma.rn.f32x2 %rd1, %rd2, %rd4, %rd5;");
        assert!(d.contains("FFMA2 %rd1, %rd2.F32x2.HI_LO, 2, %rd5.F32x2.HI_LO"), "{d}");
    }

    #[test]
    fn f32x2_refusals_are_ptxas_words() {
        let err = |arch: &str, body: &str| {
            let text = kernel(body);
            let m = crate::ptx::parse(&text).expect("parses");
            let f = m.functions().next().expect("kernel");
            let e = convert_function_with(&m, f, Sm::parse(arch).expect("sm"), false).expect_err(body);
            let line = text.lines().position(|l| l.contains(".f32x2")).expect("line") as u32 + 1;
            assert_eq!((e[0].span.line, e[0].span.col), (line, 2), "{body}");
            e[0].message.clone()
        };
        assert_eq!(err("90", "\tadd.f32x2 %rd1, %rd2, %rd3;"), "ptxas Phase 1: Feature 'add.f32x2' requires .target sm_100 or higher");
        assert_eq!(err("89", "\tfma.rn.f32x2 %rd1, %rd2, %rd3, %rd4;"), "ptxas Phase 1: Feature 'fma.f32x2' requires .target sm_100 or higher");
        assert_eq!(err("100a", "\tadd.sat.f32x2 %rd1, %rd2, %rd3;"), "ptxas Phase 1: Illegal modifier '.sat' for instruction 'add'");
        assert_eq!(err("120a", "\tfma.f32x2 %rd1, %rd2, %rd3, %rd4;"), "ptxas Phase 1: Rounding modifier required for instruction 'fma'");
        assert_eq!(err("100a", "\tmul.f32x2 %rd1, %rd2, 0x4000000040000000;"), "ptxas Phase 1: Arguments mismatch for instruction 'mul'");
        assert_eq!(err("100a", "\tadd.f32x2 %rd1, %rd2, %r3;"), "ptxas Phase 1: Arguments mismatch for instruction 'add'");
        assert_eq!(err("120a", "\tsub.f32x2 %r1, %rd2, %rd3;"), "ptxas Phase 1: Arguments mismatch for instruction 'sub'");
    }

    #[test]
    fn every_math_rule_has_a_case() {
        let missing: Vec<&str> = MATH_RULES.iter().map(|r| r.name).filter(|n| *n != "brx.idx → (a jump table in constant bank 2, not modelled)").filter(|n| !CASES.iter().chain(F32X2_CASES_SM100).any(|(_, r, _)| r == n)).collect();
        assert!(missing.is_empty(), "math rules without a unit case: {missing:?}");
    }
}
