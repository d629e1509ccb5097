//! The arithmetic patterns (issue #3's arithmetic share), grouped by family: 16-bit integers,
//! predicates to and from integers, in-register sign extension, high products, rounding and
//! NaN-aware min/max, the approximate special functions, and the conversions between every
//! integer and floating-point type. Each row is what `NVPTXInstrInfo.td` selects for the node;
//! the SM gates live in operation legalization (`dag::actions`), which rewrites what an SM lacks
//! before selection, so no row here needs a per-SM predicate.

use super::*;
use crate::dag::CondCode;

const F16: Mvt = T::F16;
const BF16: Mvt = T::BF16;
const V2F16: Mvt = T::Vector(crate::dag::Scalar::F16, 2);
const V2BF16: Mvt = T::Vector(crate::dag::Scalar::BF16, 2);

/// `sign_extend_inreg` from `$from` on `$vt`: `cvt.s32.s8` and its siblings.
macro_rules! inreg {
    ($name:literal, $vt:expr, $from:expr, $mi:literal) => {
        pat($name, node(isd(Isd::SignExtendInReg), &[Item::Type($vt), rec(0, Reg($vt)), Item::Complex(ComplexPat::InRegFrom($from)), Item::Predicate(ROW_ALU)], emit($mi, S0, 2)))
    };
}

/// A unary node that only matches with a fast-math flag (the `.approx` forms).
macro_rules! approx {
    ($name:literal, $op:expr, $vt:expr, $check:expr, $mi:literal) => {
        pat($name, node(isd($op), &[Item::Type($vt), rec(0, Reg($vt)), Item::Complex($check), Item::Predicate(ROW_ALU)], emit($mi, S0, 1)))
    };
}

/// `fmul contract` of two f16 registers, folded into an `fma.rn.f16` by its `fadd contract` user.
const FMUL16_CONTRACT: PatNode = node(isd(Isd::FMul), &[Item::Type(F16), rec(0, Reg(F16)), rec(1, Reg(F16)), Item::Complex(ComplexPat::FmfContract)], None);

/// `fabs` of an f32 / f64 register, folded into `testp.infinite`.
const FABS32: PatNode = node(isd(Isd::FAbs), &[Item::Type(F32), rec(0, Reg(F32))], None);
const FABS64: PatNode = node(isd(Isd::FAbs), &[Item::Type(F64), rec(0, Reg(F64))], None);

/// The products a `mad.lo` folds: register by register, or by an immediate (that fits 32 bits).
const MUL32_RR: PatNode = node(isd(Isd::Mul), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Reg(I32))], None);
const MUL32_RI: PatNode = node(isd(Isd::Mul), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Imm(I32))], None);
const MUL64_RR: PatNode = node(isd(Isd::Mul), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Reg(I64))], None);
const MUL64_RI: PatNode = node(isd(Isd::Mul), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Imm(I64)), Item::Complex(ComplexPat::Imm32)], None);

/// The arithmetic rows.
pub(super) const ARITH: &[Pattern] = &[
    // 16-bit integers: constants, arithmetic, shifts (the amount is an i32), logic.
    pat("P_IMOV16i", node(isd(Isd::Constant), &[Item::Type(I16)], emit("IMOV16i", &[EmitOp::RootImm], 1))),
    binary!("P_ADDi16rr", "P_ADDi16ri", Isd::Add, I16, I16, "ADDi16rr", "ADDi16ri")[0],
    binary!("P_ADDi16rr", "P_ADDi16ri", Isd::Add, I16, I16, "ADDi16rr", "ADDi16ri")[1],
    binary!("P_SUBi16rr", "P_SUBi16ri", Isd::Sub, I16, I16, "SUBi16rr", "SUBi16ri")[0],
    binary!("P_SUBi16rr", "P_SUBi16ri", Isd::Sub, I16, I16, "SUBi16rr", "SUBi16ri")[1],
    binary!("P_MULi16rr", "P_MULi16ri", Isd::Mul, I16, I16, "MULi16rr", "MULi16ri")[0],
    binary!("P_MULi16rr", "P_MULi16ri", Isd::Mul, I16, I16, "MULi16rr", "MULi16ri")[1],
    binary!("P_MULHSi16rr", "P_MULHSi16ri", Isd::MulHS, I16, I16, "MULHSi16rr", "MULHSi16ri")[0],
    binary!("P_MULHSi16rr", "P_MULHSi16ri", Isd::MulHS, I16, I16, "MULHSi16rr", "MULHSi16ri")[1],
    binary!("P_MULHUi16rr", "P_MULHUi16ri", Isd::MulHU, I16, I16, "MULHUi16rr", "MULHUi16ri")[0],
    binary!("P_MULHUi16rr", "P_MULHUi16ri", Isd::MulHU, I16, I16, "MULHUi16rr", "MULHUi16ri")[1],
    binary!("P_SDIVi16rr", "P_SDIVi16ri", Isd::SDiv, I16, I16, "SDIVi16rr", "SDIVi16ri")[0],
    binary!("P_SDIVi16rr", "P_SDIVi16ri", Isd::SDiv, I16, I16, "SDIVi16rr", "SDIVi16ri")[1],
    binary!("P_UDIVi16rr", "P_UDIVi16ri", Isd::UDiv, I16, I16, "UDIVi16rr", "UDIVi16ri")[0],
    binary!("P_UDIVi16rr", "P_UDIVi16ri", Isd::UDiv, I16, I16, "UDIVi16rr", "UDIVi16ri")[1],
    binary!("P_SREMi16rr", "P_SREMi16ri", Isd::SRem, I16, I16, "SREMi16rr", "SREMi16ri")[0],
    binary!("P_SREMi16rr", "P_SREMi16ri", Isd::SRem, I16, I16, "SREMi16rr", "SREMi16ri")[1],
    binary!("P_UREMi16rr", "P_UREMi16ri", Isd::URem, I16, I16, "UREMi16rr", "UREMi16ri")[0],
    binary!("P_UREMi16rr", "P_UREMi16ri", Isd::URem, I16, I16, "UREMi16rr", "UREMi16ri")[1],
    binary!("P_SMINi16rr", "P_SMINi16ri", Isd::SMin, I16, I16, "SMINi16rr", "SMINi16ri")[0],
    binary!("P_SMINi16rr", "P_SMINi16ri", Isd::SMin, I16, I16, "SMINi16rr", "SMINi16ri")[1],
    binary!("P_SMAXi16rr", "P_SMAXi16ri", Isd::SMax, I16, I16, "SMAXi16rr", "SMAXi16ri")[0],
    binary!("P_SMAXi16rr", "P_SMAXi16ri", Isd::SMax, I16, I16, "SMAXi16rr", "SMAXi16ri")[1],
    binary!("P_UMINi16rr", "P_UMINi16ri", Isd::UMin, I16, I16, "UMINi16rr", "UMINi16ri")[0],
    binary!("P_UMINi16rr", "P_UMINi16ri", Isd::UMin, I16, I16, "UMINi16rr", "UMINi16ri")[1],
    binary!("P_UMAXi16rr", "P_UMAXi16ri", Isd::UMax, I16, I16, "UMAXi16rr", "UMAXi16ri")[0],
    binary!("P_UMAXi16rr", "P_UMAXi16ri", Isd::UMax, I16, I16, "UMAXi16rr", "UMAXi16ri")[1],
    pat("P_SUBi16ir", node(isd(Isd::Sub), &[Item::Type(I16), rec(0, Imm(I16)), rec(1, Reg(I16)), Item::Predicate(ROW_ALU)], emit("SUBi16ir", S01, 2))),
    pat("P_SDIVi16ir", node(isd(Isd::SDiv), &[Item::Type(I16), rec(0, Imm(I16)), rec(1, Reg(I16)), Item::Predicate(ROW_ALU)], emit("SDIVi16ir", S01, 2))),
    pat("P_UDIVi16ir", node(isd(Isd::UDiv), &[Item::Type(I16), rec(0, Imm(I16)), rec(1, Reg(I16)), Item::Predicate(ROW_ALU)], emit("UDIVi16ir", S01, 2))),
    pat("P_SREMi16ir", node(isd(Isd::SRem), &[Item::Type(I16), rec(0, Imm(I16)), rec(1, Reg(I16)), Item::Predicate(ROW_ALU)], emit("SREMi16ir", S01, 2))),
    pat("P_UREMi16ir", node(isd(Isd::URem), &[Item::Type(I16), rec(0, Imm(I16)), rec(1, Reg(I16)), Item::Predicate(ROW_ALU)], emit("UREMi16ir", S01, 2))),
    binary!("P_SHLi16rr", "P_SHLi16ri", Isd::Shl, I16, I32, "SHLi16rr", "SHLi16ri")[0],
    binary!("P_SHLi16rr", "P_SHLi16ri", Isd::Shl, I16, I32, "SHLi16rr", "SHLi16ri")[1],
    binary!("P_SRLi16rr", "P_SRLi16ri", Isd::Srl, I16, I32, "SRLi16rr", "SRLi16ri")[0],
    binary!("P_SRLi16rr", "P_SRLi16ri", Isd::Srl, I16, I32, "SRLi16rr", "SRLi16ri")[1],
    binary!("P_SRAi16rr", "P_SRAi16ri", Isd::Sra, I16, I32, "SRAi16rr", "SRAi16ri")[0],
    binary!("P_SRAi16rr", "P_SRAi16ri", Isd::Sra, I16, I32, "SRAi16rr", "SRAi16ri")[1],
    binary!("P_ANDb16rr", "P_ANDb16ri", Isd::And, I16, I16, "ANDb16rr", "ANDb16ri")[0],
    binary!("P_ANDb16rr", "P_ANDb16ri", Isd::And, I16, I16, "ANDb16rr", "ANDb16ri")[1],
    binary!("P_ORb16rr", "P_ORb16ri", Isd::Or, I16, I16, "ORb16rr", "ORb16ri")[0],
    binary!("P_ORb16rr", "P_ORb16ri", Isd::Or, I16, I16, "ORb16rr", "ORb16ri")[1],
    binary!("P_XORb16rr", "P_XORb16ri", Isd::Xor, I16, I16, "XORb16rr", "XORb16ri")[0],
    binary!("P_XORb16rr", "P_XORb16ri", Isd::Xor, I16, I16, "XORb16rr", "XORb16ri")[1],
    pat("P_NOTb16", node(isd(Isd::Xor), &[Item::Type(I16), rec(0, Reg(I16)), rec(1, Imm(I16)), Item::Complex(ComplexPat::AllOnes), Item::Predicate(ROW_ALU)], emit("NOTb16", S0, 1))),
    // 16-bit comparisons and selects.
    setp!("P_SETP_s16ri", I16, Imm(I16), CondClass::Signed, "SETP_s16ri"),
    setp!("P_SETP_s16rr", I16, Reg(I16), CondClass::Signed, "SETP_s16rr"),
    pat("P_SETP_s16ir", PatNode { op: OpSel::Isd(Isd::SetCC), items: &[Item::Type(I1), rec(0, Imm(I16)), rec(1, Reg(I16)), rec(2, Leaf::Cond(CondClass::Signed)), Item::Predicate(ROW_ALU)], emit: Some(Emit { opcode: "SETP_s16ir", ops: S01, cond: Some(2), base: 2 }) }),
    setp!("P_SETP_u16ri", I16, Imm(I16), CondClass::Unsigned, "SETP_u16ri"),
    setp!("P_SETP_u16rr", I16, Reg(I16), CondClass::Unsigned, "SETP_u16rr"),
    pat("P_SETP_u16ir", PatNode { op: OpSel::Isd(Isd::SetCC), items: &[Item::Type(I1), rec(0, Imm(I16)), rec(1, Reg(I16)), rec(2, Leaf::Cond(CondClass::Unsigned)), Item::Predicate(ROW_ALU)], emit: Some(Emit { opcode: "SETP_u16ir", ops: S01, cond: Some(2), base: 2 }) }),
    selp!("P_SELP_b16ri", I16, Reg(I16), Imm(I16), "SELP_b16ri"),
    selp!("P_SELP_b16ir", I16, Imm(I16), Reg(I16), "SELP_b16ir"),
    selp!("P_SELP_b16ii", I16, Imm(I16), Imm(I16), "SELP_b16ii"),
    selp!("P_SELP_b16rr", I16, Reg(I16), Reg(I16), "SELP_b16rr"),
    // Predicates to integers (selp 1/-1, 0) and back (setp.ne x, 0).
    unary!("P_SELP_u16_zext_pred", Isd::ZeroExtend, I16, I1, "SELP_u16_pred"),
    unary!("P_SELP_u16_anyext_pred", Isd::AnyExtend, I16, I1, "SELP_u16_pred"),
    unary!("P_SELP_s16_sext_pred", Isd::SignExtend, I16, I1, "SELP_s16_pred"),
    unary!("P_SELP_s32_sext_pred", Isd::SignExtend, I32, I1, "SELP_s32_pred"),
    unary!("P_SELP_u64_zext_pred", Isd::ZeroExtend, I64, I1, "SELP_u64_pred"),
    unary!("P_SELP_u64_anyext_pred", Isd::AnyExtend, I64, I1, "SELP_u64_pred"),
    unary!("P_SELP_s64_sext_pred", Isd::SignExtend, I64, I1, "SELP_s64_pred"),
    unary!("P_SETP_pred_trunc16", Isd::Truncate, I1, I16, "SETP_pred_b16"),
    unary!("P_SETP_pred_trunc64", Isd::Truncate, I1, I64, "SETP_pred_b64"),
    // In-register sign extension.
    inreg!("P_CVT_s16_s8", I16, T::I8, "CVT_s16_s8"),
    inreg!("P_CVT_s32_s8", I32, T::I8, "CVT_s32_s8"),
    inreg!("P_CVT_s32_s16_inreg", I32, I16, "CVT_s32_s16_inreg"),
    inreg!("P_CVT_s64_s8", I64, T::I8, "CVT_s64_s8"),
    inreg!("P_CVT_s64_s16_inreg", I64, I16, "CVT_s64_s16_inreg"),
    inreg!("P_CVT_s64_s32_inreg", I64, I32, "CVT_s64_s32_inreg"),
    // mad.lo with immediates: add (mul a, b|imm), c|imm, the product folded (one use).
    pat("P_MADi32rri", node(isd(Isd::Add), &[Item::Type(I32), Item::Scope { child: 0, node: &MUL32_RR }, rec(1, Imm(I32)), Item::Predicate(ROW_ALU)], emit("MADi32rri", S012, 3))),
    pat("P_MADi32rii", node(isd(Isd::Add), &[Item::Type(I32), Item::Scope { child: 0, node: &MUL32_RI }, rec(1, Imm(I32)), Item::Predicate(ROW_ALU)], emit("MADi32rii", S012, 3))),
    pat("P_MADi64rir", node(isd(Isd::Add), &[Item::Type(I64), Item::Scope { child: 0, node: &MUL64_RI }, rec(1, Reg(I64)), Item::Predicate(ROW_ALU)], emit("MADi64rir", S012, 3))),
    pat("P_MADi64rri", node(isd(Isd::Add), &[Item::Type(I64), Item::Scope { child: 0, node: &MUL64_RR }, rec(1, Imm(I64)), Item::Complex(ComplexPat::Imm32), Item::Predicate(ROW_ALU)], emit("MADi64rri", S012, 3))),
    pat("P_MADi64rii", node(isd(Isd::Add), &[Item::Type(I64), Item::Scope { child: 0, node: &MUL64_RI }, rec(1, Imm(I64)), Item::Complex(ComplexPat::Imm32), Item::Predicate(ROW_ALU)], emit("MADi64rii", S012, 3))),
    // High products and 64-bit bit counts.
    binary!("P_MULHSi32rr", "P_MULHSi32ri", Isd::MulHS, I32, I32, "MULHSi32rr", "MULHSi32ri")[0],
    binary!("P_MULHSi32rr", "P_MULHSi32ri", Isd::MulHS, I32, I32, "MULHSi32rr", "MULHSi32ri")[1],
    binary!("P_MULHUi32rr", "P_MULHUi32ri", Isd::MulHU, I32, I32, "MULHUi32rr", "MULHUi32ri")[0],
    binary!("P_MULHUi32rr", "P_MULHUi32ri", Isd::MulHU, I32, I32, "MULHUi32rr", "MULHUi32ri")[1],
    binary!("P_MULHSi64rr", "P_MULHSi64ri", Isd::MulHS, I64, I64, "MULHSi64rr", "MULHSi64ri")[0],
    binary!("P_MULHSi64rr", "P_MULHSi64ri", Isd::MulHS, I64, I64, "MULHSi64rr", "MULHSi64ri")[1],
    binary!("P_MULHUi64rr", "P_MULHUi64ri", Isd::MulHU, I64, I64, "MULHUi64rr", "MULHUi64ri")[0],
    binary!("P_MULHUi64rr", "P_MULHUi64ri", Isd::MulHU, I64, I64, "MULHUi64rr", "MULHUi64ri")[1],
    unary!("P_BREVr64", Isd::BitReverse, I64, I64, "BREVr64"),
    unary!("P_PRMT_BSWAP32", Isd::BSwap, I32, I32, "PRMT_BSWAP32"),
    unary!("P_POPCr64", Isd::CtPop, I32, I64, "POPCr64"),
    unary!("P_CLZr64", Isd::CtLz, I32, I64, "CLZr64"),
    // Rounding to an integral value: rint, nearbyint and roundeven are all round-to-nearest-even.
    unary!("P_CVT_rzi_f64", Isd::FTrunc, F64, F64, "CVT_rzi_f64"),
    unary!("P_CVT_rni_f64", Isd::FRoundEven, F64, F64, "CVT_rni_f64"),
    unary!("P_CVT_rni_f32_rint", Isd::FRint, F32, F32, "CVT_rni_f32"),
    unary!("P_CVT_rni_f64_rint", Isd::FRint, F64, F64, "CVT_rni_f64"),
    unary!("P_CVT_rni_f32_nearbyint", Isd::FNearbyInt, F32, F32, "CVT_rni_f32"),
    unary!("P_CVT_rni_f64_nearbyint", Isd::FNearbyInt, F64, F64, "CVT_rni_f64"),
    // min/max: minnum/maxnum are min/max (NaN-ignoring); minimum/maximum are min.NaN (sm_80+, the
    // action table expands them elsewhere).
    pat("P_FMINf32ri", node(isd(Isd::FMinNum), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, FpImm(F32)), Item::Predicate(ROW_ALU)], emit("FMINf32ri", S01, 2))),
    pat("P_FMINf64ri", node(isd(Isd::FMinNum), &[Item::Type(F64), rec(0, Reg(F64)), rec(1, FpImm(F64)), Item::Predicate(ROW_ALU)], emit("FMINf64ri", S01, 2))),
    pat("P_FMINf64rr", node(isd(Isd::FMinNum), &[Item::Type(F64), rec(0, Reg(F64)), rec(1, Reg(F64)), Item::Predicate(ROW_ALU)], emit("FMINf64rr", S01, 2))),
    pat("P_FMAXf32ri", node(isd(Isd::FMaxNum), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, FpImm(F32)), Item::Predicate(ROW_ALU)], emit("FMAXf32ri", S01, 2))),
    pat("P_FMAXf64ri", node(isd(Isd::FMaxNum), &[Item::Type(F64), rec(0, Reg(F64)), rec(1, FpImm(F64)), Item::Predicate(ROW_ALU)], emit("FMAXf64ri", S01, 2))),
    pat("P_FMAXf64rr", node(isd(Isd::FMaxNum), &[Item::Type(F64), rec(0, Reg(F64)), rec(1, Reg(F64)), Item::Predicate(ROW_ALU)], emit("FMAXf64rr", S01, 2))),
    pat("P_FMIN_NANf32ri", node(isd(Isd::FMinimum), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, FpImm(F32)), Item::Predicate(ROW_ALU)], emit("FMIN_NANf32ri", S01, 2))),
    pat("P_FMIN_NANf32rr", node(isd(Isd::FMinimum), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, Reg(F32)), Item::Predicate(ROW_ALU)], emit("FMIN_NANf32rr", S01, 2))),
    pat("P_FMAX_NANf32ri", node(isd(Isd::FMaximum), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, FpImm(F32)), Item::Predicate(ROW_ALU)], emit("FMAX_NANf32ri", S01, 2))),
    pat("P_FMAX_NANf32rr", node(isd(Isd::FMaximum), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, Reg(F32)), Item::Predicate(ROW_ALU)], emit("FMAX_NANf32rr", S01, 2))),
    // |y| == inf is testp.infinite (LLVM's frem lowering reads it so).
    pat("P_TESTP_INFINITE_f32", PatNode { op: OpSel::Isd(Isd::SetCC), items: &[Item::Type(I1), Item::Scope { child: 0, node: &FABS32 }, rec(1, FpImm(F32)), Item::Complex(ComplexPat::PosInf), rec(2, Leaf::Cond(CondClass::Float)), Item::Complex(ComplexPat::CondIs(CondCode::Oeq)), Item::Predicate(ROW_ALU)], emit: emit("TESTP_INFINITE_f32", S0, 2) }),
    pat("P_TESTP_INFINITE_f64", PatNode { op: OpSel::Isd(Isd::SetCC), items: &[Item::Type(I1), Item::Scope { child: 0, node: &FABS64 }, rec(1, FpImm(F64)), Item::Complex(ComplexPat::PosInf), rec(2, Leaf::Cond(CondClass::Float)), Item::Complex(ComplexPat::CondIs(CondCode::Oeq)), Item::Predicate(ROW_ALU)], emit: emit("TESTP_INFINITE_f64", S0, 2) }),
    // The remaining f64 and division forms with an immediate.
    selp!("P_SELP_f64ri", F64, Reg(F64), FpImm(F64), "SELP_f64ri"),
    selp!("P_SELP_f64ir", F64, FpImm(F64), Reg(F64), "SELP_f64ir"),
    selp!("P_SELP_f32ii", F32, FpImm(F32), FpImm(F32), "SELP_f32ii"),
    pat("P_FSUBf64ri", node(isd(Isd::FSub), &[Item::Type(F64), rec(0, Reg(F64)), rec(1, FpImm(F64)), Item::Predicate(ROW_ALU)], emit("FSUBf64ri", S01, 2))),
    pat("P_FDIV64ri", node(isd(Isd::FDiv), &[Item::Type(F64), rec(0, Reg(F64)), rec(1, FpImm(F64)), Item::Predicate(ROW_ALU)], emit("FDIV64ri", S01, 8))),
    pat("P_FDIV64ir", node(isd(Isd::FDiv), &[Item::Type(F64), rec(0, FpImm(F64)), rec(1, Reg(F64)), Item::Predicate(ROW_ALU)], emit("FDIV64ir", S01, 8))),
    pat("P_FDIV32ri_prec", node(isd(Isd::FDiv), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, FpImm(F32)), Item::Predicate(ROW_ALU)], emit("FDIV32ri_prec", S01, 8))),
    pat("P_FDIV32ir_prec", node(isd(Isd::FDiv), &[Item::Type(F32), rec(0, FpImm(F32)), rec(1, Reg(F32)), Item::Predicate(ROW_ALU)], emit("FDIV32ir_prec", S01, 8))),
    // Approximate functions: ex2.approx.f32 is what LLVM 22 selects for fexp2 f32 with or without
    // afn (ftz with the FTZ probe); sin/cos/sqrt.approx only with afn (without it, fsin/fcos have no
    // pattern, as in LLVM: "Cannot select").
    pat("P_EX2_APPROX_f32", node(isd(Isd::FExp2), &[Item::Type(F32), rec(0, Reg(F32)), Item::Complex(ComplexPat::Ftz(false)), Item::Predicate(ROW_ALU)], emit("EX2_APPROX_f32", S0, 2))),
    pat("P_EX2_APPROX_ftz_f32", node(isd(Isd::FExp2), &[Item::Type(F32), rec(0, Reg(F32)), Item::Complex(ComplexPat::Ftz(true)), Item::Predicate(ROW_ALU)], emit("EX2_APPROX_ftz_f32", S0, 2))),
    approx!("P_SIN_APPROX_f32", Isd::FSin, F32, ComplexPat::FmfAfn, "SIN_APPROX_f32"),
    approx!("P_COS_APPROX_f32", Isd::FCos, F32, ComplexPat::FmfAfn, "COS_APPROX_f32"),
    approx!("P_SQRT_APPROX_f32", Isd::FSqrt, F32, ComplexPat::FmfAfn, "SQRT_APPROX_f32"),
    // Half-precision and bfloat16 arithmetic (b16 registers; no f16 immediates in PTX, so a
    // constant operand is a mov.b16 of its bits). The SM gates are the action table's.
    pat("P_FMOV16i", node(isd(Isd::ConstantFP), &[Item::Type(F16)], emit("IMOV16i", &[EmitOp::RootImm], 1))),
    pat("P_BFMOV16i", node(isd(Isd::ConstantFP), &[Item::Type(BF16)], emit("IMOV16i", &[EmitOp::RootImm], 1))),
    pat("P_FADDf16rr", node(isd(Isd::FAdd), &[Item::Type(F16), rec(0, Reg(F16)), rec(1, Reg(F16)), Item::Predicate(ROW_ALU)], emit("FADDf16rr", S01, 2))),
    pat("P_FSUBf16rr", node(isd(Isd::FSub), &[Item::Type(F16), rec(0, Reg(F16)), rec(1, Reg(F16)), Item::Predicate(ROW_ALU)], emit("FSUBf16rr", S01, 2))),
    pat("P_FMULf16rr", node(isd(Isd::FMul), &[Item::Type(F16), rec(0, Reg(F16)), rec(1, Reg(F16)), Item::Predicate(ROW_ALU)], emit("FMULf16rr", S01, 2))),
    pat("P_FMINf16rr", node(isd(Isd::FMinNum), &[Item::Type(F16), rec(0, Reg(F16)), rec(1, Reg(F16)), Item::Predicate(ROW_ALU)], emit("FMINf16rr", S01, 2))),
    pat("P_FMAXf16rr", node(isd(Isd::FMaxNum), &[Item::Type(F16), rec(0, Reg(F16)), rec(1, Reg(F16)), Item::Predicate(ROW_ALU)], emit("FMAXf16rr", S01, 2))),
    pat("P_FMIN_NANf16rr", node(isd(Isd::FMinimum), &[Item::Type(F16), rec(0, Reg(F16)), rec(1, Reg(F16)), Item::Predicate(ROW_ALU)], emit("FMIN_NANf16rr", S01, 2))),
    pat("P_FMAX_NANf16rr", node(isd(Isd::FMaximum), &[Item::Type(F16), rec(0, Reg(F16)), rec(1, Reg(F16)), Item::Predicate(ROW_ALU)], emit("FMAX_NANf16rr", S01, 2))),
    pat("P_FMAf16rrr", node(isd(Isd::Fma), &[Item::Type(F16), rec(0, Reg(F16)), rec(1, Reg(F16)), rec(2, Reg(F16)), Item::Predicate(ROW_ALU)], emit("FMAf16rrr", S012, 2))),
    unary!("P_FNEGf16", Isd::FNeg, F16, F16, "FNEGf16"),
    unary!("P_FABSf16", Isd::FAbs, F16, F16, "FABSf16"),
    setp!("P_SETP_f16rr", F16, Reg(F16), CondClass::Float, "SETP_f16rr"),
    selp!("P_SELP_f16rr", F16, Reg(F16), Reg(F16), "SELP_b16rr"),
    pat("P_FADDbf16rr", node(isd(Isd::FAdd), &[Item::Type(BF16), rec(0, Reg(BF16)), rec(1, Reg(BF16)), Item::Predicate(ROW_ALU)], emit("FADDbf16rr", S01, 2))),
    pat("P_FSUBbf16rr", node(isd(Isd::FSub), &[Item::Type(BF16), rec(0, Reg(BF16)), rec(1, Reg(BF16)), Item::Predicate(ROW_ALU)], emit("FSUBbf16rr", S01, 2))),
    pat("P_FMULbf16rr", node(isd(Isd::FMul), &[Item::Type(BF16), rec(0, Reg(BF16)), rec(1, Reg(BF16)), Item::Predicate(ROW_ALU)], emit("FMULbf16rr", S01, 2))),
    pat("P_FMINbf16rr", node(isd(Isd::FMinNum), &[Item::Type(BF16), rec(0, Reg(BF16)), rec(1, Reg(BF16)), Item::Predicate(ROW_ALU)], emit("FMINbf16rr", S01, 2))),
    pat("P_FMAXbf16rr", node(isd(Isd::FMaxNum), &[Item::Type(BF16), rec(0, Reg(BF16)), rec(1, Reg(BF16)), Item::Predicate(ROW_ALU)], emit("FMAXbf16rr", S01, 2))),
    pat("P_FMIN_NANbf16rr", node(isd(Isd::FMinimum), &[Item::Type(BF16), rec(0, Reg(BF16)), rec(1, Reg(BF16)), Item::Predicate(ROW_ALU)], emit("FMIN_NANbf16rr", S01, 2))),
    pat("P_FMAX_NANbf16rr", node(isd(Isd::FMaximum), &[Item::Type(BF16), rec(0, Reg(BF16)), rec(1, Reg(BF16)), Item::Predicate(ROW_ALU)], emit("FMAX_NANbf16rr", S01, 2))),
    pat("P_FMAbf16rrr", node(isd(Isd::Fma), &[Item::Type(BF16), rec(0, Reg(BF16)), rec(1, Reg(BF16)), rec(2, Reg(BF16)), Item::Predicate(ROW_ALU)], emit("FMAbf16rrr", S012, 2))),
    unary!("P_FNEGbf16", Isd::FNeg, BF16, BF16, "FNEGbf16"),
    unary!("P_FABSbf16", Isd::FAbs, BF16, BF16, "FABSbf16"),
    setp!("P_SETP_bf16rr", BF16, Reg(BF16), CondClass::Float, "SETP_bf16rr"),
    selp!("P_SELP_bf16rr", BF16, Reg(BF16), Reg(BF16), "SELP_b16rr"),
    pat("P_FMAf16rrr_fadd_fmul", node(isd(Isd::FAdd), &[Item::Type(F16), Item::Scope { child: 0, node: &FMUL16_CONTRACT }, rec(1, Reg(F16)), Item::Complex(ComplexPat::FmfContract), Item::Predicate(ROW_FMA_FOLD)], emit("FMAf16rrr", S012, 3))),
    pat("P_FMAf16rrr_fadd_fmul_commuted", node(isd(Isd::FAdd), &[Item::Type(F16), rec(0, Reg(F16)), Item::Scope { child: 1, node: &FMUL16_CONTRACT }, Item::Complex(ComplexPat::FmfContract), Item::Predicate(ROW_FMA_FOLD)], emit("FMAf16rrr", &[Slot(1), Slot(2), Slot(0)], 3))),
    // 16-bit float ex2 and rounding to integral values.
    unary!("P_EX2_APPROX_f16", Isd::FExp2, F16, F16, "EX2_APPROX_f16"),
    unary!("P_EX2_APPROX_f16x2", Isd::FExp2, V2F16, V2F16, "EX2_APPROX_f16x2"),
    unary!("P_EX2_APPROX_ftz_bf16", Isd::FExp2, BF16, BF16, "EX2_APPROX_ftz_bf16"),
    unary!("P_EX2_APPROX_ftz_bf16x2", Isd::FExp2, V2BF16, V2BF16, "EX2_APPROX_ftz_bf16x2"),
    unary!("P_CVT_rmi_f16_FFloor", Isd::FFloor, F16, F16, "CVT_rmi_f16"),
    unary!("P_CVT_rpi_f16_FCeil", Isd::FCeil, F16, F16, "CVT_rpi_f16"),
    unary!("P_CVT_rzi_f16_FTrunc", Isd::FTrunc, F16, F16, "CVT_rzi_f16"),
    unary!("P_CVT_rni_f16_FRoundEven", Isd::FRoundEven, F16, F16, "CVT_rni_f16"),
    unary!("P_CVT_rni_f16_FRint", Isd::FRint, F16, F16, "CVT_rni_f16"),
    unary!("P_CVT_rni_f16_FNearbyInt", Isd::FNearbyInt, F16, F16, "CVT_rni_f16"),
    unary!("P_CVT_rmi_bf16_FFloor", Isd::FFloor, BF16, BF16, "CVT_rmi_bf16"),
    unary!("P_CVT_rpi_bf16_FCeil", Isd::FCeil, BF16, BF16, "CVT_rpi_bf16"),
    unary!("P_CVT_rzi_bf16_FTrunc", Isd::FTrunc, BF16, BF16, "CVT_rzi_bf16"),
    unary!("P_CVT_rni_bf16_FRoundEven", Isd::FRoundEven, BF16, BF16, "CVT_rni_bf16"),
    unary!("P_CVT_rni_bf16_FRint", Isd::FRint, BF16, BF16, "CVT_rni_bf16"),
    unary!("P_CVT_rni_bf16_FNearbyInt", Isd::FNearbyInt, BF16, BF16, "CVT_rni_bf16"),
    // Packed pairs in one b32 register (f16x2 from sm_53, bf16x2 from sm_80/sm_90, as the
    // action table gates them): add/sub/mul/fma (hfma2), neg, abs, min/max.
    pat("P_FADDf16x2rr", node(isd(Isd::FAdd), &[Item::Type(V2F16), rec(0, Reg(V2F16)), rec(1, Reg(V2F16)), Item::Predicate(ROW_ALU)], emit("FADDf16x2rr", S01, 2))),
    pat("P_FSUBf16x2rr", node(isd(Isd::FSub), &[Item::Type(V2F16), rec(0, Reg(V2F16)), rec(1, Reg(V2F16)), Item::Predicate(ROW_ALU)], emit("FSUBf16x2rr", S01, 2))),
    pat("P_FMULf16x2rr", node(isd(Isd::FMul), &[Item::Type(V2F16), rec(0, Reg(V2F16)), rec(1, Reg(V2F16)), Item::Predicate(ROW_ALU)], emit("FMULf16x2rr", S01, 2))),
    pat("P_FMINf16x2rr", node(isd(Isd::FMinNum), &[Item::Type(V2F16), rec(0, Reg(V2F16)), rec(1, Reg(V2F16)), Item::Predicate(ROW_ALU)], emit("FMINf16x2rr", S01, 2))),
    pat("P_FMAXf16x2rr", node(isd(Isd::FMaxNum), &[Item::Type(V2F16), rec(0, Reg(V2F16)), rec(1, Reg(V2F16)), Item::Predicate(ROW_ALU)], emit("FMAXf16x2rr", S01, 2))),
    pat("P_FMIN_NANf16x2rr", node(isd(Isd::FMinimum), &[Item::Type(V2F16), rec(0, Reg(V2F16)), rec(1, Reg(V2F16)), Item::Predicate(ROW_ALU)], emit("FMIN_NANf16x2rr", S01, 2))),
    pat("P_FMAX_NANf16x2rr", node(isd(Isd::FMaximum), &[Item::Type(V2F16), rec(0, Reg(V2F16)), rec(1, Reg(V2F16)), Item::Predicate(ROW_ALU)], emit("FMAX_NANf16x2rr", S01, 2))),
    pat("P_FMAf16x2rrr", node(isd(Isd::Fma), &[Item::Type(V2F16), rec(0, Reg(V2F16)), rec(1, Reg(V2F16)), rec(2, Reg(V2F16)), Item::Predicate(ROW_ALU)], emit("FMAf16x2rrr", S012, 2))),
    unary!("P_FNEGf16x2", Isd::FNeg, V2F16, V2F16, "FNEGf16x2"),
    unary!("P_FABSf16x2", Isd::FAbs, V2F16, V2F16, "FABSf16x2"),
    pat("P_FADDbf16x2rr", node(isd(Isd::FAdd), &[Item::Type(V2BF16), rec(0, Reg(V2BF16)), rec(1, Reg(V2BF16)), Item::Predicate(ROW_ALU)], emit("FADDbf16x2rr", S01, 2))),
    pat("P_FSUBbf16x2rr", node(isd(Isd::FSub), &[Item::Type(V2BF16), rec(0, Reg(V2BF16)), rec(1, Reg(V2BF16)), Item::Predicate(ROW_ALU)], emit("FSUBbf16x2rr", S01, 2))),
    pat("P_FMULbf16x2rr", node(isd(Isd::FMul), &[Item::Type(V2BF16), rec(0, Reg(V2BF16)), rec(1, Reg(V2BF16)), Item::Predicate(ROW_ALU)], emit("FMULbf16x2rr", S01, 2))),
    pat("P_FMINbf16x2rr", node(isd(Isd::FMinNum), &[Item::Type(V2BF16), rec(0, Reg(V2BF16)), rec(1, Reg(V2BF16)), Item::Predicate(ROW_ALU)], emit("FMINbf16x2rr", S01, 2))),
    pat("P_FMAXbf16x2rr", node(isd(Isd::FMaxNum), &[Item::Type(V2BF16), rec(0, Reg(V2BF16)), rec(1, Reg(V2BF16)), Item::Predicate(ROW_ALU)], emit("FMAXbf16x2rr", S01, 2))),
    pat("P_FMIN_NANbf16x2rr", node(isd(Isd::FMinimum), &[Item::Type(V2BF16), rec(0, Reg(V2BF16)), rec(1, Reg(V2BF16)), Item::Predicate(ROW_ALU)], emit("FMIN_NANbf16x2rr", S01, 2))),
    pat("P_FMAX_NANbf16x2rr", node(isd(Isd::FMaximum), &[Item::Type(V2BF16), rec(0, Reg(V2BF16)), rec(1, Reg(V2BF16)), Item::Predicate(ROW_ALU)], emit("FMAX_NANbf16x2rr", S01, 2))),
    pat("P_FMAbf16x2rrr", node(isd(Isd::Fma), &[Item::Type(V2BF16), rec(0, Reg(V2BF16)), rec(1, Reg(V2BF16)), rec(2, Reg(V2BF16)), Item::Predicate(ROW_ALU)], emit("FMAbf16x2rrr", S012, 2))),
    unary!("P_FNEGbf16x2", Isd::FNeg, V2BF16, V2BF16, "FNEGbf16x2"),
    unary!("P_FABSbf16x2", Isd::FAbs, V2BF16, V2BF16, "FABSbf16x2"),
    // Conversions: integer <-> float of every width, and between the float widths.
    unary!("P_CVT_f16_s16", Isd::SIntToFp, F16, I16, "CVT_f16_s16"),
    unary!("P_CVT_s16_f16", Isd::FpToSInt, I16, F16, "CVT_s16_f16"),
    unary!("P_CVT_f16_u16", Isd::UIntToFp, F16, I16, "CVT_f16_u16"),
    unary!("P_CVT_u16_f16", Isd::FpToUInt, I16, F16, "CVT_u16_f16"),
    unary!("P_CVT_f16_s32", Isd::SIntToFp, F16, I32, "CVT_f16_s32"),
    unary!("P_CVT_s32_f16", Isd::FpToSInt, I32, F16, "CVT_s32_f16"),
    unary!("P_CVT_f16_u32", Isd::UIntToFp, F16, I32, "CVT_f16_u32"),
    unary!("P_CVT_u32_f16", Isd::FpToUInt, I32, F16, "CVT_u32_f16"),
    unary!("P_CVT_f16_s64", Isd::SIntToFp, F16, I64, "CVT_f16_s64"),
    unary!("P_CVT_s64_f16", Isd::FpToSInt, I64, F16, "CVT_s64_f16"),
    unary!("P_CVT_f16_u64", Isd::UIntToFp, F16, I64, "CVT_f16_u64"),
    unary!("P_CVT_u64_f16", Isd::FpToUInt, I64, F16, "CVT_u64_f16"),
    unary!("P_CVT_bf16_s16", Isd::SIntToFp, BF16, I16, "CVT_bf16_s16"),
    unary!("P_CVT_s16_bf16", Isd::FpToSInt, I16, BF16, "CVT_s16_bf16"),
    unary!("P_CVT_bf16_u16", Isd::UIntToFp, BF16, I16, "CVT_bf16_u16"),
    unary!("P_CVT_u16_bf16", Isd::FpToUInt, I16, BF16, "CVT_u16_bf16"),
    unary!("P_CVT_bf16_s32", Isd::SIntToFp, BF16, I32, "CVT_bf16_s32"),
    unary!("P_CVT_s32_bf16", Isd::FpToSInt, I32, BF16, "CVT_s32_bf16"),
    unary!("P_CVT_bf16_u32", Isd::UIntToFp, BF16, I32, "CVT_bf16_u32"),
    unary!("P_CVT_u32_bf16", Isd::FpToUInt, I32, BF16, "CVT_u32_bf16"),
    unary!("P_CVT_bf16_s64", Isd::SIntToFp, BF16, I64, "CVT_bf16_s64"),
    unary!("P_CVT_s64_bf16", Isd::FpToSInt, I64, BF16, "CVT_s64_bf16"),
    unary!("P_CVT_bf16_u64", Isd::UIntToFp, BF16, I64, "CVT_bf16_u64"),
    unary!("P_CVT_u64_bf16", Isd::FpToUInt, I64, BF16, "CVT_u64_bf16"),
    unary!("P_CVT_f32_s16", Isd::SIntToFp, F32, I16, "CVT_f32_s16"),
    unary!("P_CVT_s16_f32", Isd::FpToSInt, I16, F32, "CVT_s16_f32"),
    unary!("P_CVT_f32_u16", Isd::UIntToFp, F32, I16, "CVT_f32_u16"),
    unary!("P_CVT_u16_f32", Isd::FpToUInt, I16, F32, "CVT_u16_f32"),
    unary!("P_CVT_u64_f32", Isd::FpToUInt, I64, F32, "CVT_u64_f32"),
    unary!("P_CVT_f64_s16", Isd::SIntToFp, F64, I16, "CVT_f64_s16"),
    unary!("P_CVT_s16_f64", Isd::FpToSInt, I16, F64, "CVT_s16_f64"),
    unary!("P_CVT_f64_u16", Isd::UIntToFp, F64, I16, "CVT_f64_u16"),
    unary!("P_CVT_u16_f64", Isd::FpToUInt, I16, F64, "CVT_u16_f64"),
    unary!("P_CVT_f32_f16", Isd::FpExtend, F32, F16, "CVT_f32_f16"),
    unary!("P_CVT_f64_f16", Isd::FpExtend, F64, F16, "CVT_f64_f16"),
    unary!("P_CVT_f16_f32", Isd::FpRound, F16, F32, "CVT_f16_f32"),
    unary!("P_CVT_f16_f64", Isd::FpRound, F16, F64, "CVT_f16_f64"),
    unary!("P_CVT_f32_bf16", Isd::FpExtend, F32, BF16, "CVT_f32_bf16"),
    unary!("P_CVT_f64_bf16", Isd::FpExtend, F64, BF16, "CVT_f64_bf16"),
    unary!("P_CVT_bf16_f32", Isd::FpRound, BF16, F32, "CVT_bf16_f32"),
    unary!("P_CVT_bf16_f64", Isd::FpRound, BF16, F64, "CVT_bf16_f64"),
];
