//! The MatcherTable's patterns, as named data (the rows `NVPTXInstrInfo.td` would generate).
//!
//! Invariants: a pattern's name says what it matches (`P_<machine opcode>` plus the fold it
//! makes); every emitted opcode is a row of [`crate::mir::instrs::INSTRS`]; a fold is a
//! nested [`Item::Scope`] and is only taken when the folded node has one use (checked by the
//! scorer). Which candidate wins is decided by cost, never by table order, except between
//! patterns of equal cost that emit the same code.

use super::cost::{ROW_ALU, ROW_FMA_FOLD, ROW_NEVER, ROW_WIDE};
use super::matcher::{ComplexPat, CondClass, Emit, EmitOp, Item, Leaf, OpSel, PatNode, Pattern};
use crate::dag::{Isd, Mvt, NvptxIsd};

const fn rec(child: u8, leaf: Leaf) -> Item {
    Item::Record { child, leaf, count: 1, unit: 10 }
}

const fn rec_w(child: u8, leaf: Leaf, count: i64, unit: i64) -> Item {
    Item::Record { child, leaf, count, unit }
}

const fn emit(opcode: &'static str, ops: &'static [EmitOp], base: i64) -> Option<Emit> {
    Some(Emit { opcode, ops, cond: None, base })
}

const fn node(op: OpSel, items: &'static [Item], emit: Option<Emit>) -> PatNode {
    PatNode { op, items, emit }
}

const fn pat(name: &'static str, root: PatNode) -> Pattern {
    Pattern { name, root, fast: false }
}

const fn fast(name: &'static str, root: PatNode) -> Pattern {
    Pattern { name, root, fast: true }
}

use EmitOp::{Pow2, Slot};
use Leaf::{Block, FpImm, Imm, Reg};
use Mvt as T;

const I1: Mvt = T::I1;
const I16: Mvt = T::I16;
const I32: Mvt = T::I32;
const I64: Mvt = T::I64;
const F32: Mvt = T::F32;
const F64: Mvt = T::F64;
const S01: &[EmitOp] = &[Slot(0), Slot(1)];
const S0: &[EmitOp] = &[Slot(0)];
const S012: &[EmitOp] = &[Slot(0), Slot(1), Slot(2)];
const SELP: &[EmitOp] = &[Slot(1), Slot(2), Slot(0)];

const fn isd(i: Isd) -> OpSel {
    OpSel::Isd(i)
}

macro_rules! binary {
    ($name_rr:literal, $name_ri:literal, $op:expr, $vt:expr, $rhs:expr, $mi_rr:literal, $mi_ri:literal) => {
        [
            pat($name_ri, node(isd($op), &[Item::Type($vt), rec(0, Reg($vt)), rec(1, Imm($rhs)), Item::Predicate(ROW_ALU)], emit($mi_ri, S01, 2))),
            pat($name_rr, node(isd($op), &[Item::Type($vt), rec(0, Reg($vt)), rec(1, Reg($rhs)), Item::Predicate(ROW_ALU)], emit($mi_rr, S01, 2))),
        ]
    };
}

macro_rules! unary {
    ($name:literal, $op:expr, $vt:expr, $from:expr, $mi:literal) => {
        pat($name, node(isd($op), &[Item::Type($vt), rec(0, Reg($from)), Item::Predicate(ROW_ALU)], emit($mi, S0, 2)))
    };
}

/// `xor p, -1` on a predicate, folded into the branch that reads it (`@!p bra`).
const NOT1: PatNode = node(isd(Isd::Xor), &[Item::Type(I1), rec(0, Reg(I1)), rec(1, Imm(I1)), Item::Complex(ComplexPat::AllOnes)], None);
const MUL32: PatNode = node(isd(Isd::Mul), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Reg(I32))], None);
const MUL32_IMM: PatNode = node(isd(Isd::Mul), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Imm(I32))], None);
const MUL64: PatNode = node(isd(Isd::Mul), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Reg(I64))], None);
const SEXT32: PatNode = node(isd(Isd::SignExtend), &[Item::Child0Type(I32), rec(0, Reg(I32))], None);
const ZEXT32: PatNode = node(isd(Isd::ZeroExtend), &[Item::Child0Type(I32), rec(0, Reg(I32))], None);
const FMUL32_CONTRACT: PatNode = node(isd(Isd::FMul), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, Reg(F32)), Item::Complex(ComplexPat::FmfContract)], None);
const FMUL64_CONTRACT: PatNode = node(isd(Isd::FMul), &[Item::Type(F64), rec(0, Reg(F64)), rec(1, Reg(F64)), Item::Complex(ComplexPat::FmfContract)], None);

macro_rules! setp {
    ($name:literal, $vt:expr, $rhs:expr, $class:expr, $mi:literal) => {
        pat(
            $name,
            PatNode {
                op: OpSel::Isd(Isd::SetCC),
                items: &[Item::Type(I1), rec(0, Reg($vt)), rec(1, $rhs), rec(2, Leaf::Cond($class)), Item::Predicate(ROW_ALU)],
                emit: Some(Emit { opcode: $mi, ops: S01, cond: Some(2), base: 2 }),
            },
        )
    };
}

macro_rules! fma {
    ($name:literal, $vt:expr, $b:expr, $c:expr, $check:expr, $mi:literal) => {
        pat($name, node(isd(Isd::Fma), &[Item::Type($vt), rec(0, Reg($vt)), rec(1, $b), rec(2, $c), $check, Item::Predicate(ROW_ALU)], emit($mi, S012, 2)))
    };
}

macro_rules! selp {
    ($name:literal, $vt:expr, $a:expr, $b:expr, $mi:literal) => {
        pat($name, node(isd(Isd::Select), &[Item::Type($vt), rec(0, Reg(I1)), rec(1, $a), rec(2, $b), Item::Predicate(ROW_ALU)], emit($mi, SELP, 2)))
    };
}

const ADD32: [Pattern; 2] = binary!("P_ADDi32rr", "P_ADDi32ri", Isd::Add, I32, I32, "ADDi32rr", "ADDi32ri");
const ADD64: [Pattern; 2] = binary!("P_ADDi64rr", "P_ADDi64ri", Isd::Add, I64, I64, "ADDi64rr", "ADDi64ri");
const SUB32: [Pattern; 2] = binary!("P_SUBi32rr", "P_SUBi32ri", Isd::Sub, I32, I32, "SUBi32rr", "SUBi32ri");
const SUB64: [Pattern; 2] = binary!("P_SUBi64rr", "P_SUBi64ri", Isd::Sub, I64, I64, "SUBi64rr", "SUBi64ri");
const MULP32: [Pattern; 2] = binary!("P_MULi32rr", "P_MULi32ri", Isd::Mul, I32, I32, "MULi32rr", "MULi32ri");
const MULP64: [Pattern; 2] = binary!("P_MULi64rr", "P_MULi64ri", Isd::Mul, I64, I64, "MULi64rr", "MULi64ri");
const SHL32: [Pattern; 2] = binary!("P_SHLi32rr", "P_SHLi32ri", Isd::Shl, I32, I32, "SHLi32rr", "SHLi32ri");
const SHL64: [Pattern; 2] = binary!("P_SHLi64rr", "P_SHLi64ri", Isd::Shl, I64, I32, "SHLi64rr", "SHLi64ri");
const SRL32: [Pattern; 2] = binary!("P_SRLi32rr", "P_SRLi32ri", Isd::Srl, I32, I32, "SRLi32rr", "SRLi32ri");
const SRL64: [Pattern; 2] = binary!("P_SRLi64rr", "P_SRLi64ri", Isd::Srl, I64, I32, "SRLi64rr", "SRLi64ri");
const SRA32: [Pattern; 2] = binary!("P_SRAi32rr", "P_SRAi32ri", Isd::Sra, I32, I32, "SRAi32rr", "SRAi32ri");
const SRA64: [Pattern; 2] = binary!("P_SRAi64rr", "P_SRAi64ri", Isd::Sra, I64, I32, "SRAi64rr", "SRAi64ri");
const AND32: [Pattern; 2] = binary!("P_ANDb32rr", "P_ANDb32ri", Isd::And, I32, I32, "ANDb32rr", "ANDb32ri");
const AND64: [Pattern; 2] = binary!("P_ANDb64rr", "P_ANDb64ri", Isd::And, I64, I64, "ANDb64rr", "ANDb64ri");
const OR32: [Pattern; 2] = binary!("P_ORb32rr", "P_ORb32ri", Isd::Or, I32, I32, "ORb32rr", "ORb32ri");
const OR64: [Pattern; 2] = binary!("P_ORb64rr", "P_ORb64ri", Isd::Or, I64, I64, "ORb64rr", "ORb64ri");
const XOR32: [Pattern; 2] = binary!("P_XORb32rr", "P_XORb32ri", Isd::Xor, I32, I32, "XORb32rr", "XORb32ri");
const XOR64: [Pattern; 2] = binary!("P_XORb64rr", "P_XORb64ri", Isd::Xor, I64, I64, "XORb64rr", "XORb64ri");
const FADD32: [Pattern; 2] = [
    pat("P_FADDf32ri", node(isd(Isd::FAdd), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, FpImm(F32)), Item::Predicate(ROW_ALU)], emit("FADDf32ri", S01, 2))),
    pat("P_FADDf32rr", node(isd(Isd::FAdd), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, Reg(F32)), Item::Predicate(ROW_ALU)], emit("FADDf32rr", S01, 2))),
];
const FADD64: [Pattern; 2] = [
    pat("P_FADDf64ri", node(isd(Isd::FAdd), &[Item::Type(F64), rec(0, Reg(F64)), rec(1, FpImm(F64)), Item::Predicate(ROW_ALU)], emit("FADDf64ri", S01, 2))),
    pat("P_FADDf64rr", node(isd(Isd::FAdd), &[Item::Type(F64), rec(0, Reg(F64)), rec(1, Reg(F64)), Item::Predicate(ROW_ALU)], emit("FADDf64rr", S01, 2))),
];
const FMULP32: [Pattern; 2] = [
    pat("P_FMULf32ri", node(isd(Isd::FMul), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, FpImm(F32)), Item::Predicate(ROW_ALU)], emit("FMULf32ri", S01, 2))),
    pat("P_FMULf32rr", node(isd(Isd::FMul), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, Reg(F32)), Item::Predicate(ROW_ALU)], emit("FMULf32rr", S01, 2))),
];
const FMULP64: [Pattern; 2] = [
    pat("P_FMULf64ri", node(isd(Isd::FMul), &[Item::Type(F64), rec(0, Reg(F64)), rec(1, FpImm(F64)), Item::Predicate(ROW_ALU)], emit("FMULf64ri", S01, 2))),
    pat("P_FMULf64rr", node(isd(Isd::FMul), &[Item::Type(F64), rec(0, Reg(F64)), rec(1, Reg(F64)), Item::Predicate(ROW_ALU)], emit("FMULf64rr", S01, 2))),
];
const FSUB32: [Pattern; 2] = [
    pat("P_FSUBf32ri", node(isd(Isd::FSub), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, FpImm(F32)), Item::Predicate(ROW_ALU)], emit("FSUBf32ri", S01, 2))),
    pat("P_FSUBf32rr", node(isd(Isd::FSub), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, Reg(F32)), Item::Predicate(ROW_ALU)], emit("FSUBf32rr", S01, 2))),
];

/// The NVPTX pattern table, in the order the dispatcher lists candidates: the base rows, then the
/// arithmetic rows of [`arith`] (their own file, so the families grow without touching each other).
pub const PATTERNS: &[Pattern] = &crate::mir::instrs::concat::<Pattern, { BASE.len() + arith::ARITH.len() + sweep::SWEEP.len() }>(
    &crate::mir::instrs::concat::<Pattern, { BASE.len() + arith::ARITH.len() }>(BASE, arith::ARITH),
    sweep::SWEEP,
);

mod arith;
mod sweep;

/// The base rows: addresses, moves, control flow, and the first integer and float forms.
const BASE: &[Pattern] = &[
    // Special-register reads: the dispatcher's fast path (one machine node, no scoring).
    fast("P_SREG32", node(OpSel::SregRead, &[Item::Type(I32)], emit("SREG32", &[EmitOp::Sreg], 1))),
    fast("P_SREG64", node(OpSel::SregRead, &[Item::Type(I64)], emit("SREG64", &[EmitOp::Sreg], 1))),
    // Control flow.
    fast("P_GOTO", node(isd(Isd::Br), &[rec(1, Block)], emit("GOTO", S0, 1))),
    fast("P_CBranchOther", node(isd(Isd::BrCond), &[Item::Scope { child: 1, node: &NOT1 }, rec(2, Block)], emit("CBranchOther", &[Slot(0), Slot(2)], 1))),
    fast("P_CBranch", node(isd(Isd::BrCond), &[rec(1, Reg(I1)), rec(2, Block)], emit("CBranch", S01, 1))),
    fast("P_TRAP", node(isd(Isd::Trap), &[], emit("TRAP", &[], 1))),
    fast("P_Return", node(OpSel::Nvptx(NvptxIsd::RetGlue), &[], emit("Return", &[], 1))),
    // Addresses: globals and conversions between the generic and the specific spaces.
    pat("P_MOV_ADDR64", node(isd(Isd::GlobalAddress), &[Item::Type(I64)], emit("MOV_ADDR64", &[EmitOp::RootSym], 1))),
    pat("P_cvta_shared_64", node(OpSel::AddrSpaceCast(3, 0), &[Item::Type(I64), rec(0, Reg(I64))], emit("cvta_shared_64", S0, 1))),
    pat("P_cvta_global_64", node(OpSel::AddrSpaceCast(1, 0), &[Item::Type(I64), rec(0, Reg(I64))], emit("cvta_global_64", S0, 1))),
    pat("P_cvta_const_64", node(OpSel::AddrSpaceCast(4, 0), &[Item::Type(I64), rec(0, Reg(I64))], emit("cvta_const_64", S0, 1))),
    pat("P_cvta_local_64", node(OpSel::AddrSpaceCast(5, 0), &[Item::Type(I64), rec(0, Reg(I64))], emit("cvta_local_64", S0, 1))),
    pat("P_cvta_to_shared_64", node(OpSel::AddrSpaceCast(0, 3), &[Item::Type(I64), rec(0, Reg(I64))], emit("cvta_to_shared_64", S0, 1))),
    pat("P_cvta_to_global_64", node(OpSel::AddrSpaceCast(0, 1), &[Item::Type(I64), rec(0, Reg(I64))], emit("cvta_to_global_64", S0, 1))),
    pat("P_cvta_to_const_64", node(OpSel::AddrSpaceCast(0, 4), &[Item::Type(I64), rec(0, Reg(I64))], emit("cvta_to_const_64", S0, 1))),
    pat("P_cvta_to_local_64", node(OpSel::AddrSpaceCast(0, 5), &[Item::Type(I64), rec(0, Reg(I64))], emit("cvta_to_local_64", S0, 1))),
    // generic -> param (a kernel parameter's address: `prefetch.param.tensormap`); LLVM 22 prints
    // it at any target (ptxas wants PTX 7.7).
    pat("P_cvta_to_param_64", node(OpSel::AddrSpaceCast(0, 101), &[Item::Type(I64), rec(0, Reg(I64))], emit("cvta_to_param_64", S0, 1))),
    // Constants that must live in a register.
    pat("P_IMOV32i", node(isd(Isd::Constant), &[Item::Type(I32)], emit("IMOV32i", &[EmitOp::RootImm], 1))),
    pat("P_IMOV64i", node(isd(Isd::Constant), &[Item::Type(I64)], emit("IMOV64i", &[EmitOp::RootImm], 1))),
    pat("P_IMOV1i", node(isd(Isd::Constant), &[Item::Type(I1)], emit("IMOV1i", &[EmitOp::RootImm], 1))),
    pat("P_FMOV32i", node(isd(Isd::ConstantFP), &[Item::Type(F32)], emit("IMOV32i", &[EmitOp::RootImm], 1))),
    pat("P_FMOV64i", node(isd(Isd::ConstantFP), &[Item::Type(F64)], emit("IMOV64i", &[EmitOp::RootImm], 1))),
    // mad.lo: add (mul a, b), c in either operand order.
    pat("P_MADi32rrr", node(isd(Isd::Add), &[Item::Type(I32), Item::Scope { child: 0, node: &MUL32 }, rec(1, Reg(I32)), Item::Predicate(ROW_ALU)], emit("MADi32rrr", S012, 3))),
    pat("P_MADi32rrr_commuted", node(isd(Isd::Add), &[Item::Type(I32), rec(0, Reg(I32)), Item::Scope { child: 1, node: &MUL32 }, Item::Predicate(ROW_ALU)], emit("MADi32rrr", &[Slot(1), Slot(2), Slot(0)], 3))),
    pat("P_MADi32rir", node(isd(Isd::Add), &[Item::Type(I32), Item::Scope { child: 0, node: &MUL32_IMM }, rec(1, Reg(I32)), Item::Predicate(ROW_ALU)], emit("MADi32rir", S012, 3))),
    pat("P_MADi64rrr", node(isd(Isd::Add), &[Item::Type(I64), Item::Scope { child: 0, node: &MUL64 }, rec(1, Reg(I64)), Item::Predicate(ROW_ALU)], emit("MADi64rrr", S012, 3))),
    // mul.wide: the 64-bit product of two extended 32-bit values, or a shifted one.
    pat("P_MULWIDES64Imm_shl", node(isd(Isd::Shl), &[Item::Type(I64), Item::Scope { child: 0, node: &SEXT32 }, rec(1, Imm(I32)), Item::Complex(ComplexPat::ShiftBelow32), Item::Predicate(ROW_WIDE)], emit("MULWIDES64Imm", &[Slot(0), Pow2(1)], 3))),
    pat("P_MULWIDEU64Imm_shl", node(isd(Isd::Shl), &[Item::Type(I64), Item::Scope { child: 0, node: &ZEXT32 }, rec(1, Imm(I32)), Item::Complex(ComplexPat::ShiftBelow32), Item::Predicate(ROW_WIDE)], emit("MULWIDEU64Imm", &[Slot(0), Pow2(1)], 3))),
    pat("P_MUL_WIDE_SIGNED", node(OpSel::Nvptx(NvptxIsd::MulWideSigned), &[Item::Type(I64), rec(0, Reg(I32)), rec(1, Reg(I32)), Item::Predicate(ROW_WIDE)], emit("MULWIDES64", S01, 3))),
    pat("P_MUL_WIDE_SIGNEDi", node(OpSel::Nvptx(NvptxIsd::MulWideSigned), &[Item::Type(I64), rec(0, Reg(I32)), rec(1, Imm(I32)), Item::Predicate(ROW_WIDE)], emit("MULWIDES64Imm", S01, 3))),
    pat("P_MUL_WIDE_UNSIGNED", node(OpSel::Nvptx(NvptxIsd::MulWideUnsigned), &[Item::Type(I64), rec(0, Reg(I32)), rec(1, Reg(I32)), Item::Predicate(ROW_WIDE)], emit("MULWIDEU64", S01, 3))),
    pat("P_MUL_WIDE_UNSIGNEDi", node(OpSel::Nvptx(NvptxIsd::MulWideUnsigned), &[Item::Type(I64), rec(0, Reg(I32)), rec(1, Imm(I32)), Item::Predicate(ROW_WIDE)], emit("MULWIDEU64Imm", S01, 3))),
    pat("P_MULWIDES64", node(isd(Isd::Mul), &[Item::Type(I64), Item::Scope { child: 0, node: &SEXT32 }, Item::Scope { child: 1, node: &SEXT32 }, Item::Predicate(ROW_WIDE)], emit("MULWIDES64", S01, 3))),
    pat("P_MULWIDEU64", node(isd(Isd::Mul), &[Item::Type(I64), Item::Scope { child: 0, node: &ZEXT32 }, Item::Scope { child: 1, node: &ZEXT32 }, Item::Predicate(ROW_WIDE)], emit("MULWIDEU64", S01, 3))),
    pat("P_MULWIDES64Imm", node(isd(Isd::Mul), &[Item::Type(I64), Item::Scope { child: 0, node: &SEXT32 }, rec(1, Imm(I64)), Item::Complex(ComplexPat::Imm32), Item::Predicate(ROW_WIDE)], emit("MULWIDES64Imm", S01, 3))),
    // add x, x: CheckSame on the second operand, then shl by an emitted 1.
    pat("P_SHLi32ri_add_same", node(isd(Isd::Add), &[Item::Type(I32), rec(0, Reg(I32)), Item::Same { child: 1, slot: 0, flags: 0 }, Item::Predicate(ROW_ALU)], emit("SHLi32ri", &[Slot(0), EmitOp::Int(1)], 2))),
    pat("P_SHLi64ri_add_same", node(isd(Isd::Add), &[Item::Type(I64), rec(0, Reg(I64)), Item::Same { child: 1, slot: 0, flags: 0 }, Item::Predicate(ROW_ALU)], emit("SHLi64ri", &[Slot(0), EmitOp::Int(1)], 2))),
    ADD32[0], ADD32[1], ADD64[0], ADD64[1],
    SUB32[0], SUB32[1], SUB64[0], SUB64[1],
    pat("P_SUBi32ir", node(isd(Isd::Sub), &[Item::Type(I32), rec(0, Imm(I32)), rec(1, Reg(I32)), Item::Predicate(ROW_ALU)], emit("SUBi32ir", S01, 2))),
    pat("P_SUBi64ir", node(isd(Isd::Sub), &[Item::Type(I64), rec(0, Imm(I64)), rec(1, Reg(I64)), Item::Predicate(ROW_ALU)], emit("SUBi64ir", S01, 2))),
    MULP32[0], MULP32[1], MULP64[0], MULP64[1],
    pat("P_SDIVi32rr", node(isd(Isd::SDiv), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Reg(I32)), Item::Predicate(ROW_ALU)], emit("SDIVi32rr", S01, 8))),
    pat("P_UDIVi32rr", node(isd(Isd::UDiv), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Reg(I32)), Item::Predicate(ROW_ALU)], emit("UDIVi32rr", S01, 8))),
    pat("P_SREMi32rr", node(isd(Isd::SRem), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Reg(I32)), Item::Predicate(ROW_ALU)], emit("SREMi32rr", S01, 8))),
    pat("P_UREMi32rr", node(isd(Isd::URem), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Reg(I32)), Item::Predicate(ROW_ALU)], emit("UREMi32rr", S01, 8))),
    pat("P_SDIVi64rr", node(isd(Isd::SDiv), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Reg(I64)), Item::Predicate(ROW_ALU)], emit("SDIVi64rr", S01, 8))),
    pat("P_UDIVi64rr", node(isd(Isd::UDiv), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Reg(I64)), Item::Predicate(ROW_ALU)], emit("UDIVi64rr", S01, 8))),
    pat("P_SDIVi32ri", node(isd(Isd::SDiv), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Imm(I32)), Item::Predicate(ROW_ALU)], emit("SDIVi32ri", S01, 8))),
    pat("P_UDIVi32ri", node(isd(Isd::UDiv), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Imm(I32)), Item::Predicate(ROW_ALU)], emit("UDIVi32ri", S01, 8))),
    pat("P_SREMi32ri", node(isd(Isd::SRem), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Imm(I32)), Item::Predicate(ROW_ALU)], emit("SREMi32ri", S01, 8))),
    pat("P_UREMi32ri", node(isd(Isd::URem), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Imm(I32)), Item::Predicate(ROW_ALU)], emit("UREMi32ri", S01, 8))),
    pat("P_SDIVi64ri", node(isd(Isd::SDiv), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Imm(I64)), Item::Predicate(ROW_ALU)], emit("SDIVi64ri", S01, 8))),
    pat("P_UDIVi64ri", node(isd(Isd::UDiv), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Imm(I64)), Item::Predicate(ROW_ALU)], emit("UDIVi64ri", S01, 8))),
    pat("P_SREMi64ri", node(isd(Isd::SRem), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Imm(I64)), Item::Predicate(ROW_ALU)], emit("SREMi64ri", S01, 8))),
    pat("P_UREMi64ri", node(isd(Isd::URem), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Imm(I64)), Item::Predicate(ROW_ALU)], emit("UREMi64ri", S01, 8))),
    pat("P_SREMi64rr", node(isd(Isd::SRem), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Reg(I64)), Item::Predicate(ROW_ALU)], emit("SREMi64rr", S01, 8))),
    pat("P_UREMi64rr", node(isd(Isd::URem), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Reg(I64)), Item::Predicate(ROW_ALU)], emit("UREMi64rr", S01, 8))),
    unary!("P_POPCr32", Isd::CtPop, I32, I32, "POPCr32"),
    unary!("P_CLZr32", Isd::CtLz, I32, I32, "CLZr32"),
    unary!("P_BREVr32", Isd::BitReverse, I32, I32, "BREVr32"),
    pat("P_SHF_L_WRAP_B32rr", node(isd(Isd::FShL), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Reg(I32)), rec(2, Reg(I32)), Item::Predicate(ROW_ALU)], emit("SHF_L_WRAP_B32rr", S012, 2))),
    pat("P_SHF_R_WRAP_B32rr", node(isd(Isd::FShR), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Reg(I32)), rec(2, Reg(I32)), Item::Predicate(ROW_ALU)], emit("SHF_R_WRAP_B32rr", S012, 2))),
    binary!("P_SMINi64rr", "P_SMINi64ri", Isd::SMin, I64, I64, "SMINi64rr", "SMINi64ri")[0],
    binary!("P_SMINi64rr", "P_SMINi64ri", Isd::SMin, I64, I64, "SMINi64rr", "SMINi64ri")[1],
    binary!("P_SMAXi64rr", "P_SMAXi64ri", Isd::SMax, I64, I64, "SMAXi64rr", "SMAXi64ri")[0],
    binary!("P_SMAXi64rr", "P_SMAXi64ri", Isd::SMax, I64, I64, "SMAXi64rr", "SMAXi64ri")[1],
    binary!("P_UMINi64rr", "P_UMINi64ri", Isd::UMin, I64, I64, "UMINi64rr", "UMINi64ri")[0],
    binary!("P_UMINi64rr", "P_UMINi64ri", Isd::UMin, I64, I64, "UMINi64rr", "UMINi64ri")[1],
    binary!("P_UMAXi64rr", "P_UMAXi64ri", Isd::UMax, I64, I64, "UMAXi64rr", "UMAXi64ri")[0],
    binary!("P_UMAXi64rr", "P_UMAXi64ri", Isd::UMax, I64, I64, "UMAXi64rr", "UMAXi64ri")[1],
    pat("P_SMINi32ri", node(isd(Isd::SMin), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Imm(I32)), Item::Predicate(ROW_ALU)], emit("SMINi32ri", S01, 2))),
    pat("P_SMAXi32ri", node(isd(Isd::SMax), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Imm(I32)), Item::Predicate(ROW_ALU)], emit("SMAXi32ri", S01, 2))),
    pat("P_UMINi32ri", node(isd(Isd::UMin), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Imm(I32)), Item::Predicate(ROW_ALU)], emit("UMINi32ri", S01, 2))),
    pat("P_UMAXi32ri", node(isd(Isd::UMax), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Imm(I32)), Item::Predicate(ROW_ALU)], emit("UMAXi32ri", S01, 2))),
    pat("P_SMINi32rr", node(isd(Isd::SMin), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Reg(I32)), Item::Predicate(ROW_ALU)], emit("SMINi32rr", S01, 2))),
    pat("P_SMAXi32rr", node(isd(Isd::SMax), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Reg(I32)), Item::Predicate(ROW_ALU)], emit("SMAXi32rr", S01, 2))),
    pat("P_UMINi32rr", node(isd(Isd::UMin), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Reg(I32)), Item::Predicate(ROW_ALU)], emit("UMINi32rr", S01, 2))),
    pat("P_UMAXi32rr", node(isd(Isd::UMax), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Reg(I32)), Item::Predicate(ROW_ALU)], emit("UMAXi32rr", S01, 2))),
    SHL32[0], SHL32[1], SHL64[0], SHL64[1],
    SRL32[0], SRL32[1], SRL64[0], SRL64[1],
    SRA32[0], SRA32[1], SRA64[0], SRA64[1],
    // Shift amounts are i64 before type legalization narrows them.
    pat("P_SHLi64ri_amt64", node(isd(Isd::Shl), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Imm(I64)), Item::Complex(ComplexPat::Imm32), Item::Predicate(ROW_ALU)], emit("SHLi64ri", S01, 2))),
    pat("P_SRLi64ri_amt64", node(isd(Isd::Srl), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Imm(I64)), Item::Complex(ComplexPat::Imm32), Item::Predicate(ROW_ALU)], emit("SRLi64ri", S01, 2))),
    pat("P_SRAi64ri_amt64", node(isd(Isd::Sra), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Imm(I64)), Item::Complex(ComplexPat::Imm32), Item::Predicate(ROW_ALU)], emit("SRAi64ri", S01, 2))),
    AND32[0], AND32[1], AND64[0], AND64[1],
    OR32[0], OR32[1], OR64[0], OR64[1],
    pat("P_NOTb32", node(isd(Isd::Xor), &[Item::Type(I32), rec(0, Reg(I32)), rec(1, Imm(I32)), Item::Complex(ComplexPat::AllOnes), Item::Predicate(ROW_ALU)], emit("NOTb32", S0, 1))),
    pat("P_NOTb64", node(isd(Isd::Xor), &[Item::Type(I64), rec(0, Reg(I64)), rec(1, Imm(I64)), Item::Complex(ComplexPat::AllOnes), Item::Predicate(ROW_ALU)], emit("NOTb64", S0, 1))),
    XOR32[0], XOR32[1], XOR64[0], XOR64[1],
    pat("P_ANDb1rr", node(isd(Isd::And), &[Item::Type(I1), rec(0, Reg(I1)), rec(1, Reg(I1)), Item::Predicate(ROW_ALU)], emit("ANDb1rr", S01, 2))),
    pat("P_ORb1rr", node(isd(Isd::Or), &[Item::Type(I1), rec(0, Reg(I1)), rec(1, Reg(I1)), Item::Predicate(ROW_ALU)], emit("ORb1rr", S01, 2))),
    pat("P_NOTb1", node(isd(Isd::Xor), &[Item::Type(I1), rec(0, Reg(I1)), rec(1, Imm(I1)), Item::Complex(ComplexPat::AllOnes), Item::Predicate(ROW_ALU)], emit("NOTb1", S0, 1))),
    pat("P_ANDb1rr_select", node(isd(Isd::Select), &[Item::Type(I1), rec(0, Reg(I1)), rec(1, Reg(I1)), rec(2, Imm(I1)), Item::Complex(ComplexPat::Zero), Item::Predicate(ROW_ALU)], emit("ANDb1rr", S01, 2))),
    pat("P_ORb1rr_select", node(isd(Isd::Select), &[Item::Type(I1), rec(0, Reg(I1)), rec(1, Imm(I1)), Item::Complex(ComplexPat::AllOnes), rec(2, Reg(I1)), Item::Predicate(ROW_ALU)], emit("ORb1rr", &[Slot(0), Slot(2)], 2))),
    pat("P_XORb1rr", node(isd(Isd::Xor), &[Item::Type(I1), rec(0, Reg(I1)), rec(1, Reg(I1)), Item::Predicate(ROW_ALU)], emit("XORb1rr", S01, 2))),
    // Comparisons and selects.
    setp!("P_SETP_s32ri", I32, Imm(I32), CondClass::Signed, "SETP_s32ri"),
    setp!("P_SETP_s32rr", I32, Reg(I32), CondClass::Signed, "SETP_s32rr"),
    setp!("P_SETP_u32ri", I32, Imm(I32), CondClass::Unsigned, "SETP_u32ri"),
    setp!("P_SETP_u32rr", I32, Reg(I32), CondClass::Unsigned, "SETP_u32rr"),
    setp!("P_SETP_s64ri", I64, Imm(I64), CondClass::Signed, "SETP_s64ri"),
    setp!("P_SETP_s64rr", I64, Reg(I64), CondClass::Signed, "SETP_s64rr"),
    setp!("P_SETP_u64ri", I64, Imm(I64), CondClass::Unsigned, "SETP_u64ri"),
    setp!("P_SETP_u64rr", I64, Reg(I64), CondClass::Unsigned, "SETP_u64rr"),
    setp!("P_SETP_f32ri", F32, FpImm(F32), CondClass::Float, "SETP_f32ri"),
    setp!("P_SETP_f32rr", F32, Reg(F32), CondClass::Float, "SETP_f32rr"),
    setp!("P_SETP_f64ri", F64, FpImm(F64), CondClass::Float, "SETP_f64ri"),
    setp!("P_SETP_f64rr", F64, Reg(F64), CondClass::Float, "SETP_f64rr"),
    selp!("P_SELP_b32ri", I32, Reg(I32), Imm(I32), "SELP_b32ri"),
    selp!("P_SELP_b32ir", I32, Imm(I32), Reg(I32), "SELP_b32ir"),
    selp!("P_SELP_b32ii", I32, Imm(I32), Imm(I32), "SELP_b32ii"),
    selp!("P_SELP_b32rr", I32, Reg(I32), Reg(I32), "SELP_b32rr"),
    selp!("P_SELP_b64ri", I64, Reg(I64), Imm(I64), "SELP_b64ri"),
    selp!("P_SELP_b64ir", I64, Imm(I64), Reg(I64), "SELP_b64ir"),
    selp!("P_SELP_b64rr", I64, Reg(I64), Reg(I64), "SELP_b64rr"),
    selp!("P_SELP_f32ri", F32, Reg(F32), FpImm(F32), "SELP_f32ri"),
    selp!("P_SELP_f32ir", F32, FpImm(F32), Reg(F32), "SELP_f32ir"),
    selp!("P_SELP_f32rr", F32, Reg(F32), Reg(F32), "SELP_f32rr"),
    selp!("P_SELP_f64rr", F64, Reg(F64), Reg(F64), "SELP_f64rr"),
    // f32x2 (sm_100+) in its b64 register.
    selp!("P_SELP_f32x2rr", Mvt::Vector(crate::dag::Scalar::F32, 2), Reg(Mvt::Vector(crate::dag::Scalar::F32, 2)), Reg(Mvt::Vector(crate::dag::Scalar::F32, 2)), "SELP_b64rr"),
    // Floating point. The FMA FTZ probe (5.31-5.38) picks the form.
    pat("P_FMA32rrr", node(isd(Isd::Fma), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, Reg(F32)), rec(2, Reg(F32)), Item::Complex(ComplexPat::Ftz(false)), Item::Predicate(ROW_ALU)], emit("FMA32rrr", S012, 2))),
    pat("P_FMA32_ftzrrr", node(isd(Isd::Fma), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, Reg(F32)), rec(2, Reg(F32)), Item::Complex(ComplexPat::Ftz(true)), Item::Predicate(ROW_ALU)], emit("FMA32_ftzrrr", S012, 2))),
    fma!("P_FMA32rri", F32, Reg(F32), FpImm(F32), Item::Complex(ComplexPat::Ftz(false)), "FMA32rri"),
    fma!("P_FMA32rir", F32, FpImm(F32), Reg(F32), Item::Complex(ComplexPat::Ftz(false)), "FMA32rir"),
    fma!("P_FMA32rii", F32, FpImm(F32), FpImm(F32), Item::Complex(ComplexPat::Ftz(false)), "FMA32rii"),
    fma!("P_FMA32_ftzrri", F32, Reg(F32), FpImm(F32), Item::Complex(ComplexPat::Ftz(true)), "FMA32_ftzrri"),
    fma!("P_FMA32_ftzrir", F32, FpImm(F32), Reg(F32), Item::Complex(ComplexPat::Ftz(true)), "FMA32_ftzrir"),
    fma!("P_FMA32_ftzrii", F32, FpImm(F32), FpImm(F32), Item::Complex(ComplexPat::Ftz(true)), "FMA32_ftzrii"),
    fma!("P_FMA64rri", F64, Reg(F64), FpImm(F64), Item::Predicate(ROW_ALU), "FMA64rri"),
    fma!("P_FMA64rir", F64, FpImm(F64), Reg(F64), Item::Predicate(ROW_ALU), "FMA64rir"),
    fma!("P_FMA64rii", F64, FpImm(F64), FpImm(F64), Item::Predicate(ROW_ALU), "FMA64rii"),
    pat("P_FMA64rrr", node(isd(Isd::Fma), &[Item::Type(F64), rec(0, Reg(F64)), rec(1, Reg(F64)), rec(2, Reg(F64)), Item::Predicate(ROW_ALU)], emit("FMA64rrr", S012, 2))),
    pat("P_FMA32rrr_fadd_fmul", node(isd(Isd::FAdd), &[Item::Type(F32), Item::Scope { child: 0, node: &FMUL32_CONTRACT }, rec(1, Reg(F32)), Item::Complex(ComplexPat::FmfContract), Item::Complex(ComplexPat::Ftz(false)), Item::Predicate(ROW_FMA_FOLD)], emit("FMA32rrr", S012, 3))),
    pat("P_FMA32_ftzrrr_fadd_fmul", node(isd(Isd::FAdd), &[Item::Type(F32), Item::Scope { child: 0, node: &FMUL32_CONTRACT }, rec(1, Reg(F32)), Item::Complex(ComplexPat::FmfContract), Item::Complex(ComplexPat::Ftz(true)), Item::Predicate(ROW_FMA_FOLD)], emit("FMA32_ftzrrr", S012, 3))),
    pat("P_FMA64rrr_fadd_fmul", node(isd(Isd::FAdd), &[Item::Type(F64), Item::Scope { child: 0, node: &FMUL64_CONTRACT }, rec(1, Reg(F64)), Item::Complex(ComplexPat::FmfContract), Item::Predicate(ROW_FMA_FOLD)], emit("FMA64rrr", S012, 3))),
    FADD32[0], FADD32[1], FADD64[0], FADD64[1],
    FSUB32[0], FSUB32[1],
    pat("P_FSUBf32ir", node(isd(Isd::FSub), &[Item::Type(F32), rec(0, FpImm(F32)), rec(1, Reg(F32)), Item::Predicate(ROW_ALU)], emit("FSUBf32ir", S01, 2))),
    pat("P_FSUBf64ir", node(isd(Isd::FSub), &[Item::Type(F64), rec(0, FpImm(F64)), rec(1, Reg(F64)), Item::Predicate(ROW_ALU)], emit("FSUBf64ir", S01, 2))),
    pat("P_FSUBf64rr", node(isd(Isd::FSub), &[Item::Type(F64), rec(0, Reg(F64)), rec(1, Reg(F64)), Item::Predicate(ROW_ALU)], emit("FSUBf64rr", S01, 2))),
    FMULP32[0], FMULP32[1], FMULP64[0], FMULP64[1],
    pat("P_FDIV32rr_prec", node(isd(Isd::FDiv), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, Reg(F32)), Item::Predicate(ROW_ALU)], emit("FDIV32rr_prec", S01, 8))),
    pat("P_FDIV64rr", node(isd(Isd::FDiv), &[Item::Type(F64), rec(0, Reg(F64)), rec(1, Reg(F64)), Item::Predicate(ROW_ALU)], emit("FDIV64rr", S01, 8))),
    pat("P_FMINf32rr", node(isd(Isd::FMinNum), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, Reg(F32)), Item::Predicate(ROW_ALU)], emit("FMINf32rr", S01, 2))),
    pat("P_FMAXf32rr", node(isd(Isd::FMaxNum), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, Reg(F32)), Item::Predicate(ROW_ALU)], emit("FMAXf32rr", S01, 2))),
    unary!("P_FNEGf32", Isd::FNeg, F32, F32, "FNEGf32"),
    unary!("P_FNEGf64", Isd::FNeg, F64, F64, "FNEGf64"),
    unary!("P_FABSf32", Isd::FAbs, F32, F32, "FABSf32"),
    unary!("P_FABSf64", Isd::FAbs, F64, F64, "FABSf64"),
    unary!("P_FSQRTf32", Isd::FSqrt, F32, F32, "FSQRTf32"),
    unary!("P_FSQRTf64", Isd::FSqrt, F64, F64, "FSQRTf64"),
    // Conversions.
    unary!("P_CVT_s64_s32", Isd::SignExtend, I64, I32, "CVT_s64_s32"),
    unary!("P_CVT_u64_u32", Isd::ZeroExtend, I64, I32, "CVT_u64_u32"),
    unary!("P_CVT_u64_u32_anyext", Isd::AnyExtend, I64, I32, "CVT_u64_u32"),
    unary!("P_CVT_u32_u64", Isd::Truncate, I32, I64, "CVT_u32_u64"),
    unary!("P_SELP_u32_zext_pred", Isd::ZeroExtend, I32, I1, "SELP_u32_pred"),
    unary!("P_SELP_u32_anyext_pred", Isd::AnyExtend, I32, I1, "SELP_u32_pred"),
    unary!("P_CVT_u32_u16", Isd::ZeroExtend, I32, I16, "CVT_u32_u16"),
    unary!("P_CVT_u32_u16_anyext", Isd::AnyExtend, I32, I16, "CVT_u32_u16"),
    unary!("P_CVT_s32_s16", Isd::SignExtend, I32, I16, "CVT_s32_s16"),
    unary!("P_CVT_u64_u16", Isd::ZeroExtend, I64, I16, "CVT_u64_u16"),
    unary!("P_CVT_u64_u16_anyext", Isd::AnyExtend, I64, I16, "CVT_u64_u16"),
    unary!("P_CVT_s64_s16", Isd::SignExtend, I64, I16, "CVT_s64_s16"),
    unary!("P_CVT_u16_u32", Isd::Truncate, I16, I32, "CVT_u16_u32"),
    unary!("P_CVT_u16_u64", Isd::Truncate, I16, I64, "CVT_u16_u64"),
    pat("P_FCOPYSIGNf32rr", node(OpSel::Nvptx(NvptxIsd::FCOPYSIGN), &[Item::Type(F32), rec(0, Reg(F32)), rec(1, Reg(F32)), Item::Predicate(ROW_ALU)], emit("FCOPYSIGNf32rr", S01, 2))),
    pat("P_FCOPYSIGNf64rr", node(OpSel::Nvptx(NvptxIsd::FCOPYSIGN), &[Item::Type(F64), rec(0, Reg(F64)), rec(1, Reg(F64)), Item::Predicate(ROW_ALU)], emit("FCOPYSIGNf64rr", S01, 2))),
    unary!("P_SETP_pred_trunc", Isd::Truncate, I1, I32, "SETP_pred_b32"),
    unary!("P_CVT_f32_s32", Isd::SIntToFp, F32, I32, "CVT_f32_s32"),
    unary!("P_CVT_f32_u32", Isd::UIntToFp, F32, I32, "CVT_f32_u32"),
    unary!("P_CVT_f64_s32", Isd::SIntToFp, F64, I32, "CVT_f64_s32"),
    unary!("P_CVT_f64_u32", Isd::UIntToFp, F64, I32, "CVT_f64_u32"),
    unary!("P_CVT_f32_s64", Isd::SIntToFp, F32, I64, "CVT_f32_s64"),
    unary!("P_CVT_f64_s64", Isd::SIntToFp, F64, I64, "CVT_f64_s64"),
    unary!("P_CVT_f32_u64", Isd::UIntToFp, F32, I64, "CVT_f32_u64"),
    unary!("P_CVT_f64_u64", Isd::UIntToFp, F64, I64, "CVT_f64_u64"),
    unary!("P_CVT_u64_f64", Isd::FpToUInt, I64, F64, "CVT_u64_f64"),
    unary!("P_CVT_u32_f64", Isd::FpToUInt, I32, F64, "CVT_u32_f64"),
    unary!("P_CVT_s64_f32", Isd::FpToSInt, I64, F32, "CVT_s64_f32"),
    unary!("P_CVT_rmi_f32", Isd::FFloor, F32, F32, "CVT_rmi_f32"),
    unary!("P_CVT_rpi_f32", Isd::FCeil, F32, F32, "CVT_rpi_f32"),
    unary!("P_CVT_rzi_f32", Isd::FTrunc, F32, F32, "CVT_rzi_f32"),
    unary!("P_CVT_rni_f32", Isd::FRoundEven, F32, F32, "CVT_rni_f32"),
    unary!("P_CVT_rmi_f64", Isd::FFloor, F64, F64, "CVT_rmi_f64"),
    unary!("P_CVT_rpi_f64", Isd::FCeil, F64, F64, "CVT_rpi_f64"),
    unary!("P_CVT_s32_f32", Isd::FpToSInt, I32, F32, "CVT_s32_f32"),
    unary!("P_CVT_u32_f32", Isd::FpToUInt, I32, F32, "CVT_u32_f32"),
    unary!("P_CVT_s32_f64", Isd::FpToSInt, I32, F64, "CVT_s32_f64"),
    unary!("P_CVT_s64_f64", Isd::FpToSInt, I64, F64, "CVT_s64_f64"),
    unary!("P_CVT_f64_f32", Isd::FpExtend, F64, F32, "CVT_f64_f32"),
    unary!("P_CVT_f32_f64", Isd::FpRound, F32, F64, "CVT_f32_f64"),
];

// The worked example of seed 000 (5.71-5.75): `fadd (fadd (fmul a, b), c), d` with fast-math.
const WX_FMUL: PatNode = node(isd(Isd::FMul), &[rec(0, Reg(F32)), rec(1, Reg(F32)), Item::Complex(ComplexPat::FmfContract)], None);
const WX_FMA: PatNode = node(isd(Isd::FAdd), &[Item::Type(F32), Item::Scope { child: 0, node: &WX_FMUL }, rec(1, Reg(F32)), Item::Predicate(ROW_FMA_FOLD)], emit("FMA32rrr", S012, 0));
const WX_FMA_COMMUTED: PatNode = node(isd(Isd::FAdd), &[Item::Type(F32), Item::Scope { child: 0, node: &WX_FMUL }, rec(1, Reg(F32)), Item::Predicate(ROW_FMA_FOLD)], emit("FMA32rrr", &[Slot(1), Slot(0), Slot(2)], 0));
const WX_FADD_FMUL: PatNode = node(isd(Isd::FAdd), &[Item::Type(F32), Item::Scope { child: 0, node: &WX_FMUL }, rec(1, Reg(F32))], None);

/// The worked example's four candidates for the root FADD. The document reads row 164 at
/// depth 1 with byte 4 and again at the root with byte 1, which one lattice column cannot
/// hold; the root's read here is the ALU row 78 (byte 1), and the example runs in the Volta
/// column, where row 164 holds 4.
pub const WORKED_EXAMPLE: &[Pattern] = &[
    pat("P_FADD_R", node(isd(Isd::FAdd), &[rec_w(0, Reg(F32), 2, 10), rec_w(1, Reg(F32), 1, 10), Item::Predicate(ROW_ALU)], emit("FADDf32rr", S01, 2))),
    pat("P_FADD_FMUL_FADD", node(isd(Isd::FAdd), &[Item::Child0Type(F32), Item::Scope { child: 0, node: &WX_FADD_FMUL }, rec_w(1, Reg(F32), 1, 1), Item::Predicate(ROW_NEVER)], emit("FADDf32rr", S01, 3))),
    pat("P_FMA_FADD", node(isd(Isd::FAdd), &[Item::Child0Type(F32), Item::Scope { child: 0, node: &WX_FMA }, rec_w(1, Reg(F32), 1, 1), Item::Predicate(ROW_ALU)], emit("FADDf32rr", &[Slot(3), Slot(4)], 3))),
    pat("P_FADD_FMA", node(isd(Isd::FAdd), &[Item::Child0Type(F32), Item::Scope { child: 0, node: &WX_FMA_COMMUTED }, rec_w(1, Reg(F32), 1, 1), Item::Predicate(ROW_ALU)], emit("FADDf32rr", &[Slot(3), Slot(4)], 3))),
];
