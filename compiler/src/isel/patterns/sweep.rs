//! Patterns added for the LLVM NVPTX surface sweep (issue 6): BUILD_VECTOR and constant-index
//! EXTRACT_VECTOR_ELT of the packed 16-bit pairs (v2f16, v2bf16, v2i16 in one b32 register), and
//! the carry chain of i128 add/sub expanded to i64 halves (ADDC/ADDE, SUBC/SUBE).

use super::*;
use super::super::cost::ROW_SM80;

const F16: Mvt = T::F16;
const BF16: Mvt = T::BF16;
const V2F16: Mvt = T::Vector(crate::dag::Scalar::F16, 2);
const V2BF16: Mvt = T::Vector(crate::dag::Scalar::BF16, 2);
const V2I16: Mvt = T::Vector(crate::dag::Scalar::I16, 2);

macro_rules! pack16 {
    ($build:literal, $lo:literal, $hi:literal, $lo32:literal, $hi32:literal, $vt:expr, $elt:expr) => {
        [
            pat($build, node(isd(Isd::BuildVector), &[Item::Type($vt), rec(0, Reg($elt)), rec(1, Reg($elt)), Item::Predicate(ROW_ALU)], emit("V2I16toI32", S01, 2))),
            pat(
                $lo,
                node(isd(Isd::ExtractVectorElt), &[Item::Type($elt), Item::Child0Type($vt), rec(0, Reg($vt)), rec(1, Imm(I64)), Item::Complex(ComplexPat::Zero), Item::Predicate(ROW_ALU)], emit("I32toI16L_Sink", S0, 2)),
            ),
            pat(
                $hi,
                node(isd(Isd::ExtractVectorElt), &[Item::Type($elt), Item::Child0Type($vt), rec(0, Reg($vt)), rec(1, Imm(I64)), Item::Complex(ComplexPat::One), Item::Predicate(ROW_ALU)], emit("I32toI16H_Sink", S0, 2)),
            ),
            // The IR's own (i32) index, where the DAG kept it.
            pat(
                $lo32,
                node(isd(Isd::ExtractVectorElt), &[Item::Type($elt), Item::Child0Type($vt), rec(0, Reg($vt)), rec(1, Imm(I32)), Item::Complex(ComplexPat::Zero), Item::Predicate(ROW_ALU)], emit("I32toI16L_Sink", S0, 2)),
            ),
            pat(
                $hi32,
                node(isd(Isd::ExtractVectorElt), &[Item::Type($elt), Item::Child0Type($vt), rec(0, Reg($vt)), rec(1, Imm(I32)), Item::Complex(ComplexPat::One), Item::Predicate(ROW_ALU)], emit("I32toI16H_Sink", S0, 2)),
            ),
        ]
    };
}

const P_V2F16: [Pattern; 5] = pack16!("P_V2F16_build", "P_V2F16_extract_lo", "P_V2F16_extract_hi", "P_V2F16_extract_lo_i32", "P_V2F16_extract_hi_i32", V2F16, F16);
const P_V2BF16: [Pattern; 5] = pack16!("P_V2BF16_build", "P_V2BF16_extract_lo", "P_V2BF16_extract_hi", "P_V2BF16_extract_lo_i32", "P_V2BF16_extract_hi_i32", V2BF16, BF16);
const P_V2I16: [Pattern; 5] = pack16!("P_V2I16_build", "P_V2I16_extract_lo", "P_V2I16_extract_hi", "P_V2I16_extract_lo_i32", "P_V2I16_extract_hi_i32", V2I16, I16);

const V4I8: Mvt = T::Vector(crate::dag::Scalar::I8, 4);
const S0123: &[EmitOp] = &[Slot(0), Slot(1), Slot(2), Slot(3)];

// `fp_round` of an f32 to a 16-bit float, with one use (folded into the packed convert).
const FPROUND_F16: PatNode = node(isd(Isd::FpRound), &[Item::Type(F16), rec(0, Reg(T::F32))], None);
const FPROUND_BF16: PatNode = node(isd(Isd::FpRound), &[Item::Type(BF16), rec(0, Reg(T::F32))], None);
// `truncate` of an i32 to an i16 lane, with one use (folded into the prmt that packs the pair).
const TRUNC16_32: PatNode = node(isd(Isd::Truncate), &[Item::Type(I16), rec(0, Reg(T::I32))], None);
/// `prmt.b32 d, lo, hi, 0x5410`: the low halves of two b32s.
const PRMT_5410: &[EmitOp] = &[EmitOp::Slot(0), EmitOp::Slot(1), EmitOp::Int(0x5410)];
/// The high lane first: `cvt.rn.f16x2.f32 d, hi, lo`.
const S10: &[EmitOp] = &[EmitOp::Slot(1), EmitOp::Slot(0)];

macro_rules! packed32 {
    ($and:literal, $or:literal, $xor:literal, $sel:literal, $vt:expr) => {
        [
            pat($and, node(isd(Isd::And), &[Item::Type($vt), rec(0, Reg($vt)), rec(1, Reg($vt)), Item::Predicate(ROW_ALU)], emit("ANDb32rr", S01, 2))),
            pat($or, node(isd(Isd::Or), &[Item::Type($vt), rec(0, Reg($vt)), rec(1, Reg($vt)), Item::Predicate(ROW_ALU)], emit("ORb32rr", S01, 2))),
            pat($xor, node(isd(Isd::Xor), &[Item::Type($vt), rec(0, Reg($vt)), rec(1, Reg($vt)), Item::Predicate(ROW_ALU)], emit("XORb32rr", S01, 2))),
            pat($sel, node(isd(Isd::Select), &[Item::Type($vt), rec(0, Reg(I1)), rec(1, Reg($vt)), rec(2, Reg($vt)), Item::Predicate(ROW_ALU)], emit("SELP_b32rr", SELP, 2))),
        ]
    };
}

// Bitwise logic and select on a packed 32-bit vector are the b32 instructions (LLVM's
// and/or/xor.b32 and selp.b32 on Int32Regs).
const L_V2F16: [Pattern; 4] = packed32!("P_ANDv2f16", "P_ORv2f16", "P_XORv2f16", "P_SELPv2f16", V2F16);
const L_V2BF16: [Pattern; 4] = packed32!("P_ANDv2bf16", "P_ORv2bf16", "P_XORv2bf16", "P_SELPv2bf16", V2BF16);
const L_V2I16: [Pattern; 4] = packed32!("P_ANDv2i16", "P_ORv2i16", "P_XORv2i16", "P_SELPv2i16", V2I16);
const L_V4I8: [Pattern; 4] = packed32!("P_ANDv4i8", "P_ORv4i8", "P_XORv4i8", "P_SELPv4i8", V4I8);

/// The sweep's patterns.
pub(super) const SWEEP: &[Pattern] = &[
    P_V2F16[0], P_V2F16[1], P_V2F16[2], P_V2F16[3], P_V2F16[4],
    P_V2BF16[0], P_V2BF16[1], P_V2BF16[2], P_V2BF16[3], P_V2BF16[4],
    P_V2I16[0], P_V2I16[1], P_V2I16[2], P_V2I16[3], P_V2I16[4],
    L_V2F16[0], L_V2F16[1], L_V2F16[2], L_V2F16[3],
    L_V2BF16[0], L_V2BF16[1], L_V2BF16[2], L_V2BF16[3],
    L_V2I16[0], L_V2I16[1], L_V2I16[2], L_V2I16[3],
    L_V4I8[0], L_V4I8[1], L_V4I8[2], L_V4I8[3],
    pat("P_cvta_shared_cluster_64", node(OpSel::AddrSpaceCast(7, 0), &[Item::Type(I64), rec(0, Reg(I64))], emit("cvta_shared_cluster_64", S0, 1))),
    pat("P_cvta_to_shared_cluster_64", node(OpSel::AddrSpaceCast(0, 7), &[Item::Type(I64), rec(0, Reg(I64))], emit("cvta_to_shared_cluster_64", S0, 1))),
    // A byte lane read out of a v4i8 word against zero (`prmt.b32 %r, %v, 0, 0x7771`) and a
    // variable selector (`prmt.b32 %r, %v, 0, %sel` for a variable extract index): LLVM's
    // PRMT_B32rii / PRMT_B32rir.
    pat("P_PRMT_node_rii", node(OpSel::Nvptx(NvptxIsd::PRMT), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Imm(I32)), rec(2, Imm(I32)), Item::Predicate(ROW_ALU)], emit("PRMT_b32rii", S012, 2))),
    pat("P_PRMT_node_rir", node(OpSel::Nvptx(NvptxIsd::PRMT), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Imm(I32)), rec(2, Reg(I32)), Item::Predicate(ROW_ALU)], emit("PRMT_b32rir", S012, 2))),
    // LLVM 22's `(v2f16 (build_vector (fpround_oneuse f32:$lo), (fpround_oneuse f32:$hi)))`
    // -> CVT_f16x2_f32 $hi, $lo (sm_80+, PTX 7.0+): both lanes rounded by one convert.
    pat("P_CVT_f16x2_f32", node(isd(Isd::BuildVector), &[Item::Type(V2F16), Item::Scope { child: 0, node: &FPROUND_F16 }, Item::Scope { child: 1, node: &FPROUND_F16 }, Item::Predicate(ROW_SM80)], emit("CVT_f16x2_f32", S10, 3))),
    pat("P_CVT_bf16x2_f32", node(isd(Isd::BuildVector), &[Item::Type(V2BF16), Item::Scope { child: 0, node: &FPROUND_BF16 }, Item::Scope { child: 1, node: &FPROUND_BF16 }, Item::Predicate(ROW_SM80)], emit("CVT_bf16x2_f32", S10, 3))),
    // LLVM 22's `(v2i16 (build_vector (trunc i32:$a), (trunc i32:$b)))` -> PRMT $a, $b, 0x5410:
    // two 32-bit values packed by one prmt, no cvt.u16.u32 per lane.
    pat("P_PRMT_v2i16_build_trunc", node(isd(Isd::BuildVector), &[Item::Type(V2I16), Item::Scope { child: 0, node: &TRUNC16_32 }, Item::Scope { child: 1, node: &TRUNC16_32 }, Item::Predicate(ROW_ALU)], emit("PRMT_b32rri", PRMT_5410, 3))),
    // An i64 made of two i32 halves (NVPTXISD::BUILD_VECTOR, LowerBSWAP's i64): `mov.b64 %rd, {lo, hi}`.
    pat("P_V2I32toI64", node(OpSel::Nvptx(NvptxIsd::BuildVector), &[Item::Type(I64), rec(0, Reg(I32)), rec(1, Reg(I32)), Item::Predicate(ROW_ALU)], emit("V2F32toB64", S01, 2))),
    pat("P_ABS_16", node(isd(Isd::Abs), &[Item::Type(I16), rec(0, Reg(I16)), Item::Predicate(ROW_ALU)], emit("ABS_16", S0, 2))),
    pat("P_ABS_32", node(isd(Isd::Abs), &[Item::Type(I32), rec(0, Reg(I32)), Item::Predicate(ROW_ALU)], emit("ABS_32", S0, 2))),
    pat("P_ABS_64", node(isd(Isd::Abs), &[Item::Type(I64), rec(0, Reg(I64)), Item::Predicate(ROW_ALU)], emit("ABS_64", S0, 2))),
    pat("P_PRMT_node", node(OpSel::Nvptx(NvptxIsd::PRMT), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Reg(I32)), rec(2, Imm(I32)), Item::Predicate(ROW_ALU)], emit("PRMT_b32rri", S012, 2))),
    // bfi.b32 of a byte into a v4i8 word (LLVM's BFI_B32 forms): the position an immediate (a
    // constant lane) or a register (a variable one), the length 8.
    pat("P_BFI_b32rrii", node(OpSel::Nvptx(NvptxIsd::BFI), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Reg(I32)), rec(2, Imm(I32)), rec(3, Imm(I32)), Item::Predicate(ROW_ALU)], emit("BFI_b32rrii", S0123, 2))),
    pat("P_BFI_b32rrri", node(OpSel::Nvptx(NvptxIsd::BFI), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Reg(I32)), rec(2, Reg(I32)), rec(3, Imm(I32)), Item::Predicate(ROW_ALU)], emit("BFI_b32rrri", S0123, 2))),
    // Packed 16-bit integer add/min/max (the action table makes them Legal at sm_90+, PTX 8.0+).
    pat("P_ADDi16x2", node(isd(Isd::Add), &[Item::Type(V2I16), rec(0, Reg(V2I16)), rec(1, Reg(V2I16)), Item::Predicate(ROW_ALU)], emit("ADDi16x2", S01, 2))),
    pat("P_SMINi16x2", node(isd(Isd::SMin), &[Item::Type(V2I16), rec(0, Reg(V2I16)), rec(1, Reg(V2I16)), Item::Predicate(ROW_ALU)], emit("SMINi16x2", S01, 2))),
    pat("P_SMAXi16x2", node(isd(Isd::SMax), &[Item::Type(V2I16), rec(0, Reg(V2I16)), rec(1, Reg(V2I16)), Item::Predicate(ROW_ALU)], emit("SMAXi16x2", S01, 2))),
    pat("P_UMINi16x2", node(isd(Isd::UMin), &[Item::Type(V2I16), rec(0, Reg(V2I16)), rec(1, Reg(V2I16)), Item::Predicate(ROW_ALU)], emit("UMINi16x2", S01, 2))),
    pat("P_UMAXi16x2", node(isd(Isd::UMax), &[Item::Type(V2I16), rec(0, Reg(V2I16)), rec(1, Reg(V2I16)), Item::Predicate(ROW_ALU)], emit("UMAXi16x2", S01, 2))),
    pat("P_ADDCCi64rr", node(isd(Isd::AddC), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Reg(I64)), Item::Predicate(ROW_ALU)], emit("ADDCCi64rr", S01, 2))),
    pat("P_ADDCCCi64rr", node(isd(Isd::AddE), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Reg(I64)), Item::Predicate(ROW_ALU)], emit("ADDCCCi64rr", S01, 2))),
    pat("P_SUBCCi64rr", node(isd(Isd::SubC), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Reg(I64)), Item::Predicate(ROW_ALU)], emit("SUBCCi64rr", S01, 2))),
    pat("P_SUBCCCi64rr", node(isd(Isd::SubE), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Reg(I64)), Item::Predicate(ROW_ALU)], emit("SUBCCCi64rr", S01, 2))),
];
