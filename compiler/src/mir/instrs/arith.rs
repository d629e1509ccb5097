//! The arithmetic rows of the machine-instruction table (issue #3's arithmetic share): 16-bit
//! integers, rounding and NaN-aware min/max, the approximate special functions, every
//! conversion between the integer and floating-point types PTX has, and compare-and-swap.
//!
//! Names follow `NVPTXInstrInfo.td` where LLVM has a record (`ADDi16rr`, `CVT_f32_bf16`); the
//! templates are LLVM 22's printed forms (checked against `llc -mcpu=sm_90` / `sm_80` / `sm_75`).

use super::{InstrDesc, OperandKind, Imm, Sym, R16, R32, R64, RI32, RP};
use crate::mir::RegClass::{B16, B32, B64, Pred};

const RI64: OperandKind = OperandKind::RegOrImm(B64);

instrs! {
    /// The arithmetic rows.
    pub(super) ARITH;
    // 16-bit integers: register-register, register-immediate and immediate-register forms.
    "IMOV16i" => "mov.b16 $d, $0", [Imm], Some(B16);
    "ADDi16rr" => "add.s16 $d, $0, $1", [R16, R16], Some(B16);
    "ADDi16ri" => "add.s16 $d, $0, $1", [R16, Imm], Some(B16);
    "SUBi16rr" => "sub.s16 $d, $0, $1", [R16, R16], Some(B16);
    "SUBi16ri" => "sub.s16 $d, $0, $1", [R16, Imm], Some(B16);
    "MULi16rr" => "mul.lo.s16 $d, $0, $1", [R16, R16], Some(B16);
    "MULi16ri" => "mul.lo.s16 $d, $0, $1", [R16, Imm], Some(B16);
    "MULHSi16rr" => "mul.hi.s16 $d, $0, $1", [R16, R16], Some(B16);
    "MULHSi16ri" => "mul.hi.s16 $d, $0, $1", [R16, Imm], Some(B16);
    "MULHUi16rr" => "mul.hi.u16 $d, $0, $1", [R16, R16], Some(B16);
    "MULHUi16ri" => "mul.hi.u16 $d, $0, $1", [R16, Imm], Some(B16);
    "SDIVi16rr" => "div.s16 $d, $0, $1", [R16, R16], Some(B16);
    "SDIVi16ri" => "div.s16 $d, $0, $1", [R16, Imm], Some(B16);
    "UDIVi16rr" => "div.u16 $d, $0, $1", [R16, R16], Some(B16);
    "UDIVi16ri" => "div.u16 $d, $0, $1", [R16, Imm], Some(B16);
    "SREMi16rr" => "rem.s16 $d, $0, $1", [R16, R16], Some(B16);
    "SREMi16ri" => "rem.s16 $d, $0, $1", [R16, Imm], Some(B16);
    "UREMi16rr" => "rem.u16 $d, $0, $1", [R16, R16], Some(B16);
    "UREMi16ri" => "rem.u16 $d, $0, $1", [R16, Imm], Some(B16);
    "SMINi16rr" => "min.s16 $d, $0, $1", [R16, R16], Some(B16);
    "SMINi16ri" => "min.s16 $d, $0, $1", [R16, Imm], Some(B16);
    "SMAXi16rr" => "max.s16 $d, $0, $1", [R16, R16], Some(B16);
    "SMAXi16ri" => "max.s16 $d, $0, $1", [R16, Imm], Some(B16);
    "UMINi16rr" => "min.u16 $d, $0, $1", [R16, R16], Some(B16);
    "UMINi16ri" => "min.u16 $d, $0, $1", [R16, Imm], Some(B16);
    "UMAXi16rr" => "max.u16 $d, $0, $1", [R16, R16], Some(B16);
    "UMAXi16ri" => "max.u16 $d, $0, $1", [R16, Imm], Some(B16);
    "SUBi16ir" => "sub.s16 $d, $0, $1", [Imm, R16], Some(B16);
    "SDIVi16ir" => "div.s16 $d, $0, $1", [Imm, R16], Some(B16);
    "UDIVi16ir" => "div.u16 $d, $0, $1", [Imm, R16], Some(B16);
    "SREMi16ir" => "rem.s16 $d, $0, $1", [Imm, R16], Some(B16);
    "UREMi16ir" => "rem.u16 $d, $0, $1", [Imm, R16], Some(B16);
    "SHLi16rr" => "shl.b16 $d, $0, $1", [R16, R32], Some(B16);
    "SHLi16ri" => "shl.b16 $d, $0, $1", [R16, Imm], Some(B16);
    "SRLi16rr" => "shr.u16 $d, $0, $1", [R16, R32], Some(B16);
    "SRLi16ri" => "shr.u16 $d, $0, $1", [R16, Imm], Some(B16);
    "SRAi16rr" => "shr.s16 $d, $0, $1", [R16, R32], Some(B16);
    "SRAi16ri" => "shr.s16 $d, $0, $1", [R16, Imm], Some(B16);
    "ANDb16rr" => "and.b16 $d, $0, $1", [R16, R16], Some(B16);
    "ANDb16ri" => "and.b16 $d, $0, $1", [R16, Imm], Some(B16);
    "ORb16rr" => "or.b16 $d, $0, $1", [R16, R16], Some(B16);
    "ORb16ri" => "or.b16 $d, $0, $1", [R16, Imm], Some(B16);
    "XORb16rr" => "xor.b16 $d, $0, $1", [R16, R16], Some(B16);
    "XORb16ri" => "xor.b16 $d, $0, $1", [R16, Imm], Some(B16);
    "NOTb16" => "not.b16 $d, $0", [R16], Some(B16);
    "SETP_s16rr" => "setp.$c.s16 $d, $0, $1", [R16, R16], Some(Pred);
    "SETP_s16ri" => "setp.$c.s16 $d, $0, $1", [R16, Imm], Some(Pred);
    "SETP_s16ir" => "setp.$c.s16 $d, $0, $1", [Imm, R16], Some(Pred);
    "SETP_u16rr" => "setp.$c.u16 $d, $0, $1", [R16, R16], Some(Pred);
    "SETP_u16ri" => "setp.$c.u16 $d, $0, $1", [R16, Imm], Some(Pred);
    "SETP_u16ir" => "setp.$c.u16 $d, $0, $1", [Imm, R16], Some(Pred);
    "SELP_b16rr" => "selp.b16 $d, $0, $1, $2", [R16, R16, RP], Some(B16);
    "SELP_b16ri" => "selp.b16 $d, $0, $1, $2", [R16, Imm, RP], Some(B16);
    "SELP_b16ir" => "selp.b16 $d, $0, $1, $2", [Imm, R16, RP], Some(B16);
    "SELP_b16ii" => "selp.b16 $d, $0, $1, $2", [Imm, Imm, RP], Some(B16);
    "SELP_u16_pred" => "selp.b16 $d, 1, 0, $0", [RP], Some(B16);
    "SELP_s16_pred" => "selp.b16 $d, -1, 0, $0", [RP], Some(B16);
    "SELP_s32_pred" => "selp.b32 $d, -1, 0, $0", [RP], Some(B32);
    "SELP_u64_pred" => "selp.b64 $d, 1, 0, $0", [RP], Some(B64);
    "SELP_s64_pred" => "selp.b64 $d, -1, 0, $0", [RP], Some(B64);
    "SETP_pred_b16" => "setp.ne.b16 $d, $0, 0", [R16], Some(Pred);
    "SETP_pred_b64" => "setp.ne.b64 $d, $0, 0", [R64], Some(Pred);
    "CVT_s16_s8" => "cvt.s16.s8 $d, $0", [R16], Some(B16);
    "CVT_s32_s8" => "cvt.s32.s8 $d, $0", [R32], Some(B32);
    "CVT_s32_s16_inreg" => "cvt.s32.s16 $d, $0", [R32], Some(B32);
    "CVT_s64_s8" => "cvt.s64.s8 $d, $0", [R64], Some(B64);
    "CVT_s64_s16_inreg" => "cvt.s64.s16 $d, $0", [R64], Some(B64);
    "CVT_s64_s32_inreg" => "cvt.s64.s32 $d, $0", [R64], Some(B64);
    // mad.lo with immediate operands (the multiplier and/or the addend).
    "MADi32rii" => "mad.lo.s32 $d, $0, $1, $2", [R32, Imm, Imm], Some(B32);
    "MADi64rri" => "mad.lo.s64 $d, $0, $1, $2", [R64, R64, Imm], Some(B64);
    "MADi64rii" => "mad.lo.s64 $d, $0, $1, $2", [R64, Imm, Imm], Some(B64);
    // 64-bit high products and the remaining 32-bit forms.
    "MULHSi32rr" => "mul.hi.s32 $d, $0, $1", [R32, R32], Some(B32);
    "MULHSi32ri" => "mul.hi.s32 $d, $0, $1", [R32, Imm], Some(B32);
    "MULHUi32rr" => "mul.hi.u32 $d, $0, $1", [R32, R32], Some(B32);
    "MULHUi32ri" => "mul.hi.u32 $d, $0, $1", [R32, Imm], Some(B32);
    "MULHSi64rr" => "mul.hi.s64 $d, $0, $1", [R64, R64], Some(B64);
    "MULHSi64ri" => "mul.hi.s64 $d, $0, $1", [R64, Imm], Some(B64);
    "MULHUi64rr" => "mul.hi.u64 $d, $0, $1", [R64, R64], Some(B64);
    "MULHUi64ri" => "mul.hi.u64 $d, $0, $1", [R64, Imm], Some(B64);
    "PRMT_BSWAP32" => "prmt.b32 $d, $0, 0, 0x123", [R32], Some(B32);
    "CLZr64" => "clz.b64 $d, $0", [R64], Some(B32);
    "BREVr64" => "brev.b64 $d, $0", [R64], Some(B64);
    // Rounding to an integral value (cvt.r*i), NaN-aware min/max, and the remaining f64 forms.
    "CVT_rzi_f64" => "cvt.rzi.f64.f64 $d, $0", [R64], Some(B64);
    "CVT_rni_f64" => "cvt.rni.f64.f64 $d, $0", [R64], Some(B64);
    "FMINf64rr" => "min.f64 $d, $0, $1", [R64, R64], Some(B64);
    "FMINf64ri" => "min.f64 $d, $0, $1", [R64, Imm], Some(B64);
    "FMINf32ri" => "min.f32 $d, $0, $1", [R32, Imm], Some(B32);
    "FMIN_NANf32rr" => "min.NaN.f32 $d, $0, $1", [R32, R32], Some(B32);
    "FMIN_NANf32ri" => "min.NaN.f32 $d, $0, $1", [R32, Imm], Some(B32);
    "FMAXf64rr" => "max.f64 $d, $0, $1", [R64, R64], Some(B64);
    "FMAXf64ri" => "max.f64 $d, $0, $1", [R64, Imm], Some(B64);
    "FMAXf32ri" => "max.f32 $d, $0, $1", [R32, Imm], Some(B32);
    "FMAX_NANf32rr" => "max.NaN.f32 $d, $0, $1", [R32, R32], Some(B32);
    "FMAX_NANf32ri" => "max.NaN.f32 $d, $0, $1", [R32, Imm], Some(B32);
    "SELP_f64ri" => "selp.f64 $d, $0, $1, $2", [R64, Imm, RP], Some(B64);
    "SELP_f64ir" => "selp.f64 $d, $0, $1, $2", [Imm, R64, RP], Some(B64);
    "SELP_f32ii" => "selp.f32 $d, $0, $1, $2", [Imm, Imm, RP], Some(B32);
    "TESTP_INFINITE_f32" => "testp.infinite.f32 $d, $0", [R32], Some(Pred);
    "TESTP_INFINITE_f64" => "testp.infinite.f64 $d, $0", [R64], Some(Pred);
    "FSUBf64ri" => "sub.rn.f64 $d, $0, $1", [R64, Imm], Some(B64);
    "FDIV64ri" => "div.rn.f64 $d, $0, $1", [R64, Imm], Some(B64);
    "FDIV64ir" => "div.rn.f64 $d, $0, $1", [Imm, R64], Some(B64);
    "FDIV32ri_prec" => "div.rn.f32 $d, $0, $1", [R32, Imm], Some(B32);
    "FDIV32ir_prec" => "div.rn.f32 $d, $0, $1", [Imm, R32], Some(B32);
    // The approximate special functions (afn, or always for ex2.approx.f32 as LLVM 22 selects it).
    "EX2_APPROX_f32" => "ex2.approx.f32 $d, $0", [R32], Some(B32);
    "EX2_APPROX_ftz_f32" => "ex2.approx.ftz.f32 $d, $0", [R32], Some(B32);
    "SIN_APPROX_f32" => "sin.approx.f32 $d, $0", [R32], Some(B32);
    "COS_APPROX_f32" => "cos.approx.f32 $d, $0", [R32], Some(B32);
    "SQRT_APPROX_f32" => "sqrt.approx.f32 $d, $0", [R32], Some(B32);
    // Conversions between every integer and floating-point type PTX has (f16 and bf16 in b16 registers).
    "CVT_f16_s16" => "cvt.rn.f16.s16 $d, $0", [R16], Some(B16);
    "CVT_s16_f16" => "cvt.rzi.s16.f16 $d, $0", [R16], Some(B16);
    "CVT_f16_u16" => "cvt.rn.f16.u16 $d, $0", [R16], Some(B16);
    "CVT_u16_f16" => "cvt.rzi.u16.f16 $d, $0", [R16], Some(B16);
    "CVT_f16_s32" => "cvt.rn.f16.s32 $d, $0", [R32], Some(B16);
    "CVT_s32_f16" => "cvt.rzi.s32.f16 $d, $0", [R16], Some(B32);
    "CVT_f16_u32" => "cvt.rn.f16.u32 $d, $0", [R32], Some(B16);
    "CVT_u32_f16" => "cvt.rzi.u32.f16 $d, $0", [R16], Some(B32);
    "CVT_f16_s64" => "cvt.rn.f16.s64 $d, $0", [R64], Some(B16);
    "CVT_s64_f16" => "cvt.rzi.s64.f16 $d, $0", [R16], Some(B64);
    "CVT_f16_u64" => "cvt.rn.f16.u64 $d, $0", [R64], Some(B16);
    "CVT_u64_f16" => "cvt.rzi.u64.f16 $d, $0", [R16], Some(B64);
    "CVT_bf16_s16" => "cvt.rn.bf16.s16 $d, $0", [R16], Some(B16);
    "CVT_s16_bf16" => "cvt.rzi.s16.bf16 $d, $0", [R16], Some(B16);
    "CVT_bf16_u16" => "cvt.rn.bf16.u16 $d, $0", [R16], Some(B16);
    "CVT_u16_bf16" => "cvt.rzi.u16.bf16 $d, $0", [R16], Some(B16);
    "CVT_bf16_s32" => "cvt.rn.bf16.s32 $d, $0", [R32], Some(B16);
    "CVT_s32_bf16" => "cvt.rzi.s32.bf16 $d, $0", [R16], Some(B32);
    "CVT_bf16_u32" => "cvt.rn.bf16.u32 $d, $0", [R32], Some(B16);
    "CVT_u32_bf16" => "cvt.rzi.u32.bf16 $d, $0", [R16], Some(B32);
    "CVT_bf16_s64" => "cvt.rn.bf16.s64 $d, $0", [R64], Some(B16);
    "CVT_s64_bf16" => "cvt.rzi.s64.bf16 $d, $0", [R16], Some(B64);
    "CVT_bf16_u64" => "cvt.rn.bf16.u64 $d, $0", [R64], Some(B16);
    "CVT_u64_bf16" => "cvt.rzi.u64.bf16 $d, $0", [R16], Some(B64);
    "CVT_f32_s16" => "cvt.rn.f32.s16 $d, $0", [R16], Some(B32);
    "CVT_s16_f32" => "cvt.rzi.s16.f32 $d, $0", [R32], Some(B16);
    "CVT_f32_u16" => "cvt.rn.f32.u16 $d, $0", [R16], Some(B32);
    "CVT_u16_f32" => "cvt.rzi.u16.f32 $d, $0", [R32], Some(B16);
    "CVT_u64_f32" => "cvt.rzi.u64.f32 $d, $0", [R32], Some(B64);
    "CVT_f64_s16" => "cvt.rn.f64.s16 $d, $0", [R16], Some(B64);
    "CVT_s16_f64" => "cvt.rzi.s16.f64 $d, $0", [R64], Some(B16);
    "CVT_f64_u16" => "cvt.rn.f64.u16 $d, $0", [R16], Some(B64);
    "CVT_u16_f64" => "cvt.rzi.u16.f64 $d, $0", [R64], Some(B16);
    "CVT_f32_f16" => "cvt.f32.f16 $d, $0", [R16], Some(B32);
    "CVT_f64_f16" => "cvt.f64.f16 $d, $0", [R16], Some(B64);
    "CVT_f16_f32" => "cvt.rn.f16.f32 $d, $0", [R32], Some(B16);
    "CVT_f16_f64" => "cvt.rn.f16.f64 $d, $0", [R64], Some(B16);
    "CVT_f32_bf16" => "cvt.f32.bf16 $d, $0", [R16], Some(B32);
    "CVT_f64_bf16" => "cvt.f64.bf16 $d, $0", [R16], Some(B64);
    "CVT_bf16_f32" => "cvt.rn.bf16.f32 $d, $0", [R32], Some(B16);
    "CVT_bf16_f64" => "cvt.rn.bf16.f64 $d, $0", [R64], Some(B16);
    // Half-precision and bfloat16 arithmetic in b16 registers (f16 from sm_53, bf16 fma/neg/
    // abs/min/max from sm_80 and add/sub/mul/setp from sm_90: operation legalization gates them).
    "FADDf16rr" => "add.rn.f16 $d, $0, $1", [R16, R16], Some(B16);
    "FSUBf16rr" => "sub.rn.f16 $d, $0, $1", [R16, R16], Some(B16);
    "FMULf16rr" => "mul.rn.f16 $d, $0, $1", [R16, R16], Some(B16);
    "FMINf16rr" => "min.f16 $d, $0, $1", [R16, R16], Some(B16);
    "FMAXf16rr" => "max.f16 $d, $0, $1", [R16, R16], Some(B16);
    "FMIN_NANf16rr" => "min.NaN.f16 $d, $0, $1", [R16, R16], Some(B16);
    "FMAX_NANf16rr" => "max.NaN.f16 $d, $0, $1", [R16, R16], Some(B16);
    "FMAf16rrr" => "fma.rn.f16 $d, $0, $1, $2", [R16, R16, R16], Some(B16);
    "FNEGf16" => "neg.f16 $d, $0", [R16], Some(B16);
    "FABSf16" => "abs.f16 $d, $0", [R16], Some(B16);
    "SETP_f16rr" => "setp.$c.f16 $d, $0, $1", [R16, R16], Some(Pred);
    "FADDbf16rr" => "add.rn.bf16 $d, $0, $1", [R16, R16], Some(B16);
    "FSUBbf16rr" => "sub.rn.bf16 $d, $0, $1", [R16, R16], Some(B16);
    "FMULbf16rr" => "mul.rn.bf16 $d, $0, $1", [R16, R16], Some(B16);
    "FMINbf16rr" => "min.bf16 $d, $0, $1", [R16, R16], Some(B16);
    "FMAXbf16rr" => "max.bf16 $d, $0, $1", [R16, R16], Some(B16);
    "FMIN_NANbf16rr" => "min.NaN.bf16 $d, $0, $1", [R16, R16], Some(B16);
    "FMAX_NANbf16rr" => "max.NaN.bf16 $d, $0, $1", [R16, R16], Some(B16);
    "FMAbf16rrr" => "fma.rn.bf16 $d, $0, $1, $2", [R16, R16, R16], Some(B16);
    "FNEGbf16" => "neg.bf16 $d, $0", [R16], Some(B16);
    "FABSbf16" => "abs.bf16 $d, $0", [R16], Some(B16);
    "SETP_bf16rr" => "setp.$c.bf16 $d, $0, $1", [R16, R16], Some(Pred);
    // 16-bit float ex2 and rounding to integral values (ex2.approx.f16 from sm_75, the bf16 ones
    // and cvt.r*i.f16/bf16 from sm_90).
    "EX2_APPROX_f16" => "ex2.approx.f16 $d, $0", [R16], Some(B16);
    "EX2_APPROX_f16x2" => "ex2.approx.f16x2 $d, $0", [R32], Some(B32);
    "EX2_APPROX_ftz_bf16" => "ex2.approx.ftz.bf16 $d, $0", [R16], Some(B16);
    "EX2_APPROX_ftz_bf16x2" => "ex2.approx.ftz.bf16x2 $d, $0", [R32], Some(B32);
    "CVT_rmi_f16" => "cvt.rmi.f16.f16 $d, $0", [R16], Some(B16);
    "CVT_rpi_f16" => "cvt.rpi.f16.f16 $d, $0", [R16], Some(B16);
    "CVT_rzi_f16" => "cvt.rzi.f16.f16 $d, $0", [R16], Some(B16);
    "CVT_rni_f16" => "cvt.rni.f16.f16 $d, $0", [R16], Some(B16);
    "CVT_rmi_bf16" => "cvt.rmi.bf16.bf16 $d, $0", [R16], Some(B16);
    "CVT_rpi_bf16" => "cvt.rpi.bf16.bf16 $d, $0", [R16], Some(B16);
    "CVT_rzi_bf16" => "cvt.rzi.bf16.bf16 $d, $0", [R16], Some(B16);
    "CVT_rni_bf16" => "cvt.rni.bf16.bf16 $d, $0", [R16], Some(B16);
    // Packed pairs (f16x2, bf16x2) in one b32 register: hfma2 and its siblings.
    "FADDf16x2rr" => "add.rn.f16x2 $d, $0, $1", [R32, R32], Some(B32);
    "FSUBf16x2rr" => "sub.rn.f16x2 $d, $0, $1", [R32, R32], Some(B32);
    "FMULf16x2rr" => "mul.rn.f16x2 $d, $0, $1", [R32, R32], Some(B32);
    "FMINf16x2rr" => "min.f16x2 $d, $0, $1", [R32, R32], Some(B32);
    "FMAXf16x2rr" => "max.f16x2 $d, $0, $1", [R32, R32], Some(B32);
    "FMIN_NANf16x2rr" => "min.NaN.f16x2 $d, $0, $1", [R32, R32], Some(B32);
    "FMAX_NANf16x2rr" => "max.NaN.f16x2 $d, $0, $1", [R32, R32], Some(B32);
    "FMAf16x2rrr" => "fma.rn.f16x2 $d, $0, $1, $2", [R32, R32, R32], Some(B32);
    "FNEGf16x2" => "neg.f16x2 $d, $0", [R32], Some(B32);
    "FABSf16x2" => "abs.f16x2 $d, $0", [R32], Some(B32);
    "FADDbf16x2rr" => "add.rn.bf16x2 $d, $0, $1", [R32, R32], Some(B32);
    "FSUBbf16x2rr" => "sub.rn.bf16x2 $d, $0, $1", [R32, R32], Some(B32);
    "FMULbf16x2rr" => "mul.rn.bf16x2 $d, $0, $1", [R32, R32], Some(B32);
    "FMINbf16x2rr" => "min.bf16x2 $d, $0, $1", [R32, R32], Some(B32);
    "FMAXbf16x2rr" => "max.bf16x2 $d, $0, $1", [R32, R32], Some(B32);
    "FMIN_NANbf16x2rr" => "min.NaN.bf16x2 $d, $0, $1", [R32, R32], Some(B32);
    "FMAX_NANbf16x2rr" => "max.NaN.bf16x2 $d, $0, $1", [R32, R32], Some(B32);
    "FMAbf16x2rrr" => "fma.rn.bf16x2 $d, $0, $1, $2", [R32, R32, R32], Some(B32);
    "FNEGbf16x2" => "neg.bf16x2 $d, $0", [R32], Some(B32);
    "FABSbf16x2" => "abs.bf16x2 $d, $0", [R32], Some(B32);
    // Compare-and-swap: `$0` is the PTX modifiers (`relaxed.sys.global.cas.b32`), then the address, the
    // expected and the new value.
    "ATOM_CAS_32" => "atom.$0 $d, [$1], $2, $3", [Sym, R64, RI32, RI32], Some(B32);
    "ATOM_CAS_64" => "atom.$0 $d, [$1], $2, $3", [Sym, R64, RI64, RI64], Some(B64);
    // Atomic loads and stores: `$0` is `relaxed.sys.global.b32` and its siblings.
    "LD_ORDERED_b32" => "ld.$0 $d, [$1]", [Sym, R64], Some(B32);
    "LD_ORDERED_b64" => "ld.$0 $d, [$1]", [Sym, R64], Some(B64);
    "ST_ORDERED_b32" => "st.$0 [$1], $2", [Sym, R64, RI32], None;
    "ST_ORDERED_b64" => "st.$0 [$1], $2", [Sym, R64, R64], None;
}
