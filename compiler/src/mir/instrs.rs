//! The NVPTX machine-instruction table, as data.
//!
//! One row per machine opcode, named as LLVM's `NVPTXInstrInfo.td` names its records
//! (`ADDi32rr`, `ADDi32ri`, `MADi32rrr`, `LD_i32`): the PTX mnemonic template the printer fills in,
//! the kinds of its operands, and the register class of its result. `$d` is the result, `$0`,
//! `$1`, ... the sources in order; a source printed in brackets is an address (`[$0]`, `[$0+$1]`).

use super::RegClass;

/// What one source operand of a machine instruction is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OperandKind {
    /// A virtual register of the class.
    Reg(RegClass),
    /// An immediate (integer or floating-point bits).
    Imm,
    /// A symbol (a parameter name) or a special register (`%tid.x`).
    Sym,
    /// A basic block (a branch target).
    Block,
    /// A register of the class or an immediate (warp collectives take either).
    RegOrImm(RegClass),
    /// A register of the class the instruction writes (a lane of a vector load).
    Def(RegClass),
}

/// One machine opcode.
#[derive(Clone, Copy, Debug)]
pub struct InstrDesc {
    /// The record name (`ADDi32rr`).
    pub name: &'static str,
    /// The PTX text with `$d` for the result and `$0`.. for the sources.
    pub template: &'static str,
    /// The sources.
    pub operands: &'static [OperandKind],
    /// The class of the result, `None` when it defines nothing.
    pub result: Option<RegClass>,
}

use OperandKind::{Block, Def, Imm, Reg, RegOrImm, Sym};
use RegClass::{B16, B32, B64, Pred};

const R32: OperandKind = Reg(B32);
const R64: OperandKind = Reg(B64);
const RP: OperandKind = Reg(Pred);
const R16: OperandKind = Reg(B16);
const RI32: OperandKind = RegOrImm(B32);
const RI16: OperandKind = RegOrImm(B16);
const RI64: OperandKind = RegOrImm(B64);
const D16: OperandKind = Def(B16);
const D32: OperandKind = Def(B32);
const D64: OperandKind = Def(B64);

macro_rules! instrs {
    ($(#[$doc:meta])* $vis:vis $table:ident; $( $name:literal => $tpl:literal, [$($op:expr),*], $res:expr; )*) => {
        $(#[$doc])*
        $vis const $table: &[InstrDesc] = &[
            $( InstrDesc { name: $name, template: $tpl, operands: &[$($op),*], result: $res }, )*
        ];
    };
}

/// Every machine opcode the selector can emit: the base rows, then the arithmetic rows of
/// [`arith`] (kept in their own file so the families grow without touching each other).
pub const INSTRS: &[InstrDesc] = &concat::<InstrDesc, { BASE.len() + arith::ARITH.len() + sweep::SWEEP.len() }>(
    &concat::<InstrDesc, { BASE.len() + arith::ARITH.len() }>(BASE, arith::ARITH),
    sweep::SWEEP,
);

/// `a` then `b` as one array (a `const fn`, so a table split over files stays a compile-time
/// constant; the selector's pattern table uses it too).
pub(crate) const fn concat<T: Copy, const N: usize>(a: &[T], b: &[T]) -> [T; N] {
    let mut out = [a[0]; N];
    let mut i = 0;
    while i < N {
        out[i] = if i < a.len() { a[i] } else { b[i - a.len()] };
        i += 1;
    }
    out
}

mod arith;
mod sweep;

instrs! {
    /// The base rows: moves, memory, control flow, and the first integer and float forms.
    BASE;
    // Integer arithmetic, register-register and register-immediate forms.
    "ADDi32rr" => "add.s32 $d, $0, $1", [R32, R32], Some(B32);
    "ADDi32ri" => "add.s32 $d, $0, $1", [R32, Imm], Some(B32);
    "ADDi64rr" => "add.s64 $d, $0, $1", [R64, R64], Some(B64);
    "ADDi64ri" => "add.s64 $d, $0, $1", [R64, Imm], Some(B64);
    "SUBi32rr" => "sub.s32 $d, $0, $1", [R32, R32], Some(B32);
    "SUBi32ri" => "sub.s32 $d, $0, $1", [R32, Imm], Some(B32);
    "SUBi32ir" => "sub.s32 $d, $0, $1", [Imm, R32], Some(B32);
    "SUBi64rr" => "sub.s64 $d, $0, $1", [R64, R64], Some(B64);
    "SUBi64ri" => "sub.s64 $d, $0, $1", [R64, Imm], Some(B64);
    "SUBi64ir" => "sub.s64 $d, $0, $1", [Imm, R64], Some(B64);
    "MULi32rr" => "mul.lo.s32 $d, $0, $1", [R32, R32], Some(B32);
    "MULi32ri" => "mul.lo.s32 $d, $0, $1", [R32, Imm], Some(B32);
    "MULi64rr" => "mul.lo.s64 $d, $0, $1", [R64, R64], Some(B64);
    "MULi64ri" => "mul.lo.s64 $d, $0, $1", [R64, Imm], Some(B64);
    "MADi32rrr" => "mad.lo.s32 $d, $0, $1, $2", [R32, R32, R32], Some(B32);
    "MADi32rri" => "mad.lo.s32 $d, $0, $1, $2", [R32, R32, Imm], Some(B32);
    "MADi32rir" => "mad.lo.s32 $d, $0, $1, $2", [R32, Imm, R32], Some(B32);
    "MADi64rrr" => "mad.lo.s64 $d, $0, $1, $2", [R64, R64, R64], Some(B64);
    "MADi64rir" => "mad.lo.s64 $d, $0, $1, $2", [R64, Imm, R64], Some(B64);
    "MULWIDES64" => "mul.wide.s32 $d, $0, $1", [R32, R32], Some(B64);
    "MULWIDES64Imm" => "mul.wide.s32 $d, $0, $1", [R32, Imm], Some(B64);
    "MULWIDEU64" => "mul.wide.u32 $d, $0, $1", [R32, R32], Some(B64);
    "MULWIDEU64Imm" => "mul.wide.u32 $d, $0, $1", [R32, Imm], Some(B64);
    "SDIVi32rr" => "div.s32 $d, $0, $1", [R32, R32], Some(B32);
    "UDIVi32rr" => "div.u32 $d, $0, $1", [R32, R32], Some(B32);
    "SREMi32rr" => "rem.s32 $d, $0, $1", [R32, R32], Some(B32);
    "UREMi32rr" => "rem.u32 $d, $0, $1", [R32, R32], Some(B32);
    "SDIVi64rr" => "div.s64 $d, $0, $1", [R64, R64], Some(B64);
    "UDIVi64rr" => "div.u64 $d, $0, $1", [R64, R64], Some(B64);
    "SREMi64rr" => "rem.s64 $d, $0, $1", [R64, R64], Some(B64);
    "UREMi64rr" => "rem.u64 $d, $0, $1", [R64, R64], Some(B64);
    "SDIVi64ri" => "div.s64 $d, $0, $1", [R64, Imm], Some(B64);
    "UDIVi64ri" => "div.u64 $d, $0, $1", [R64, Imm], Some(B64);
    "SREMi64ri" => "rem.s64 $d, $0, $1", [R64, Imm], Some(B64);
    "UREMi64ri" => "rem.u64 $d, $0, $1", [R64, Imm], Some(B64);
    "SDIVi32ri" => "div.s32 $d, $0, $1", [R32, Imm], Some(B32);
    "UDIVi32ri" => "div.u32 $d, $0, $1", [R32, Imm], Some(B32);
    "SREMi32ri" => "rem.s32 $d, $0, $1", [R32, Imm], Some(B32);
    "UREMi32ri" => "rem.u32 $d, $0, $1", [R32, Imm], Some(B32);
    "POPCr32" => "popc.b32 $d, $0", [R32], Some(B32);
    "POPCr64" => "popc.b64 $d, $0", [R64], Some(B32);
    "CLZr32" => "clz.b32 $d, $0", [R32], Some(B32);
    "BREVr32" => "brev.b32 $d, $0", [R32], Some(B32);
    "SHF_L_WRAP_B32rr" => "shf.l.wrap.b32 $d, $1, $0, $2", [R32, R32, R32], Some(B32);
    "SHF_R_WRAP_B32rr" => "shf.r.wrap.b32 $d, $1, $0, $2", [R32, R32, R32], Some(B32);
    "NEGi32" => "neg.s32 $d, $0", [R32], Some(B32);
    "NEGi64" => "neg.s64 $d, $0", [R64], Some(B64);
    "SMINi64rr" => "min.s64 $d, $0, $1", [R64, R64], Some(B64);
    "SMAXi64rr" => "max.s64 $d, $0, $1", [R64, R64], Some(B64);
    "UMINi64rr" => "min.u64 $d, $0, $1", [R64, R64], Some(B64);
    "UMAXi64rr" => "max.u64 $d, $0, $1", [R64, R64], Some(B64);
    "SMINi32ri" => "min.s32 $d, $0, $1", [R32, Imm], Some(B32);
    "SMAXi32ri" => "max.s32 $d, $0, $1", [R32, Imm], Some(B32);
    "UMINi32ri" => "min.u32 $d, $0, $1", [R32, Imm], Some(B32);
    "UMAXi32ri" => "max.u32 $d, $0, $1", [R32, Imm], Some(B32);
    "SMINi64ri" => "min.s64 $d, $0, $1", [R64, Imm], Some(B64);
    "SMAXi64ri" => "max.s64 $d, $0, $1", [R64, Imm], Some(B64);
    "UMINi64ri" => "min.u64 $d, $0, $1", [R64, Imm], Some(B64);
    "UMAXi64ri" => "max.u64 $d, $0, $1", [R64, Imm], Some(B64);
    "SMINi32rr" => "min.s32 $d, $0, $1", [R32, R32], Some(B32);
    "SMAXi32rr" => "max.s32 $d, $0, $1", [R32, R32], Some(B32);
    "UMINi32rr" => "min.u32 $d, $0, $1", [R32, R32], Some(B32);
    "UMAXi32rr" => "max.u32 $d, $0, $1", [R32, R32], Some(B32);
    // Shifts and logic.
    "SHLi32rr" => "shl.b32 $d, $0, $1", [R32, R32], Some(B32);
    "SHLi32ri" => "shl.b32 $d, $0, $1", [R32, Imm], Some(B32);
    "SHLi64rr" => "shl.b64 $d, $0, $1", [R64, R32], Some(B64);
    "SHLi64ri" => "shl.b64 $d, $0, $1", [R64, Imm], Some(B64);
    "SRLi32rr" => "shr.u32 $d, $0, $1", [R32, R32], Some(B32);
    "SRLi32ri" => "shr.u32 $d, $0, $1", [R32, Imm], Some(B32);
    "SRLi64rr" => "shr.u64 $d, $0, $1", [R64, R32], Some(B64);
    "SRLi64ri" => "shr.u64 $d, $0, $1", [R64, Imm], Some(B64);
    "SRAi32rr" => "shr.s32 $d, $0, $1", [R32, R32], Some(B32);
    "SRAi32ri" => "shr.s32 $d, $0, $1", [R32, Imm], Some(B32);
    "SRAi64rr" => "shr.s64 $d, $0, $1", [R64, R32], Some(B64);
    "SRAi64ri" => "shr.s64 $d, $0, $1", [R64, Imm], Some(B64);
    "ANDb32rr" => "and.b32 $d, $0, $1", [R32, R32], Some(B32);
    "ANDb32ri" => "and.b32 $d, $0, $1", [R32, Imm], Some(B32);
    "ANDb64rr" => "and.b64 $d, $0, $1", [R64, R64], Some(B64);
    "ANDb64ri" => "and.b64 $d, $0, $1", [R64, Imm], Some(B64);
    "ORb32rr" => "or.b32 $d, $0, $1", [R32, R32], Some(B32);
    "ORb32ri" => "or.b32 $d, $0, $1", [R32, Imm], Some(B32);
    "ORb64rr" => "or.b64 $d, $0, $1", [R64, R64], Some(B64);
    "ORb64ri" => "or.b64 $d, $0, $1", [R64, Imm], Some(B64);
    "XORb32rr" => "xor.b32 $d, $0, $1", [R32, R32], Some(B32);
    "XORb32ri" => "xor.b32 $d, $0, $1", [R32, Imm], Some(B32);
    "XORb64rr" => "xor.b64 $d, $0, $1", [R64, R64], Some(B64);
    "XORb64ri" => "xor.b64 $d, $0, $1", [R64, Imm], Some(B64);
    "NOTb32" => "not.b32 $d, $0", [R32], Some(B32);
    "NOTb64" => "not.b64 $d, $0", [R64], Some(B64);
    "ANDb1rr" => "and.pred $d, $0, $1", [RP, RP], Some(Pred);
    "ORb1rr" => "or.pred $d, $0, $1", [RP, RP], Some(Pred);
    "XORb1rr" => "xor.pred $d, $0, $1", [RP, RP], Some(Pred);
    "NOTb1" => "not.pred $d, $0", [RP], Some(Pred);
    // Comparisons and selects: `$c` is the comparison suffix the pattern supplies.
    "SETP_s32rr" => "setp.$c.s32 $d, $0, $1", [R32, R32], Some(Pred);
    "SETP_s32ri" => "setp.$c.s32 $d, $0, $1", [R32, Imm], Some(Pred);
    "SETP_u32rr" => "setp.$c.u32 $d, $0, $1", [R32, R32], Some(Pred);
    "SETP_u32ri" => "setp.$c.u32 $d, $0, $1", [R32, Imm], Some(Pred);
    "SETP_s64rr" => "setp.$c.s64 $d, $0, $1", [R64, R64], Some(Pred);
    "SETP_s64ri" => "setp.$c.s64 $d, $0, $1", [R64, Imm], Some(Pred);
    "SETP_u64rr" => "setp.$c.u64 $d, $0, $1", [R64, R64], Some(Pred);
    "SETP_u64ri" => "setp.$c.u64 $d, $0, $1", [R64, Imm], Some(Pred);
    "SETP_f32rr" => "setp.$c.f32 $d, $0, $1", [R32, R32], Some(Pred);
    "SETP_f32ri" => "setp.$c.f32 $d, $0, $1", [R32, Imm], Some(Pred);
    "SETP_f64rr" => "setp.$c.f64 $d, $0, $1", [R64, R64], Some(Pred);
    "SETP_f64ri" => "setp.$c.f64 $d, $0, $1", [R64, Imm], Some(Pred);
    "SELP_b32rr" => "selp.b32 $d, $0, $1, $2", [R32, R32, RP], Some(B32);
    "SELP_b32ri" => "selp.b32 $d, $0, $1, $2", [R32, Imm, RP], Some(B32);
    "SELP_b32ir" => "selp.b32 $d, $0, $1, $2", [Imm, R32, RP], Some(B32);
    "SELP_b32ii" => "selp.b32 $d, $0, $1, $2", [Imm, Imm, RP], Some(B32);
    "SELP_b64rr" => "selp.b64 $d, $0, $1, $2", [R64, R64, RP], Some(B64);
    "SELP_b64ri" => "selp.b64 $d, $0, $1, $2", [R64, Imm, RP], Some(B64);
    "SELP_b64ir" => "selp.b64 $d, $0, $1, $2", [Imm, R64, RP], Some(B64);
    "SELP_f32rr" => "selp.f32 $d, $0, $1, $2", [R32, R32, RP], Some(B32);
    "SELP_f32ri" => "selp.f32 $d, $0, $1, $2", [R32, Imm, RP], Some(B32);
    "SELP_f32ir" => "selp.f32 $d, $0, $1, $2", [Imm, R32, RP], Some(B32);
    "SELP_f64rr" => "selp.f64 $d, $0, $1, $2", [R64, R64, RP], Some(B64);
    // Floating point.
    "FADDf32rr" => "add.rn.f32 $d, $0, $1", [R32, R32], Some(B32);
    "FADDf32ri" => "add.rn.f32 $d, $0, $1", [R32, Imm], Some(B32);
    "FADDf64rr" => "add.rn.f64 $d, $0, $1", [R64, R64], Some(B64);
    "FADDf64ri" => "add.rn.f64 $d, $0, $1", [R64, Imm], Some(B64);
    "FSUBf32rr" => "sub.rn.f32 $d, $0, $1", [R32, R32], Some(B32);
    "FSUBf32ri" => "sub.rn.f32 $d, $0, $1", [R32, Imm], Some(B32);
    "FSUBf32ir" => "sub.rn.f32 $d, $0, $1", [Imm, R32], Some(B32);
    "FSUBf64ir" => "sub.rn.f64 $d, $0, $1", [Imm, R64], Some(B64);
    "FSUBf64rr" => "sub.rn.f64 $d, $0, $1", [R64, R64], Some(B64);
    "FMULf32rr" => "mul.rn.f32 $d, $0, $1", [R32, R32], Some(B32);
    "FMULf32ri" => "mul.rn.f32 $d, $0, $1", [R32, Imm], Some(B32);
    "FMULf64rr" => "mul.rn.f64 $d, $0, $1", [R64, R64], Some(B64);
    "FMULf64ri" => "mul.rn.f64 $d, $0, $1", [R64, Imm], Some(B64);
    "FMA32rrr" => "fma.rn.f32 $d, $0, $1, $2", [R32, R32, R32], Some(B32);
    "FMA32_ftzrrr" => "fma.rn.ftz.f32 $d, $0, $1, $2", [R32, R32, R32], Some(B32);
    "FMA32rri" => "fma.rn.f32 $d, $0, $1, $2", [R32, R32, Imm], Some(B32);
    "FMA32rir" => "fma.rn.f32 $d, $0, $1, $2", [R32, Imm, R32], Some(B32);
    "FMA32rii" => "fma.rn.f32 $d, $0, $1, $2", [R32, Imm, Imm], Some(B32);
    "FMA32_ftzrri" => "fma.rn.ftz.f32 $d, $0, $1, $2", [R32, R32, Imm], Some(B32);
    "FMA32_ftzrir" => "fma.rn.ftz.f32 $d, $0, $1, $2", [R32, Imm, R32], Some(B32);
    "FMA32_ftzrii" => "fma.rn.ftz.f32 $d, $0, $1, $2", [R32, Imm, Imm], Some(B32);
    "FMA64rri" => "fma.rn.f64 $d, $0, $1, $2", [R64, R64, Imm], Some(B64);
    "FMA64rir" => "fma.rn.f64 $d, $0, $1, $2", [R64, Imm, R64], Some(B64);
    "FMA64rii" => "fma.rn.f64 $d, $0, $1, $2", [R64, Imm, Imm], Some(B64);
    "FMA64rrr" => "fma.rn.f64 $d, $0, $1, $2", [R64, R64, R64], Some(B64);
    "FNEGf32" => "neg.f32 $d, $0", [R32], Some(B32);
    "FNEGf64" => "neg.f64 $d, $0", [R64], Some(B64);
    "FABSf32" => "abs.f32 $d, $0", [R32], Some(B32);
    "FABSf64" => "abs.f64 $d, $0", [R64], Some(B64);
    "FDIV32rr_prec" => "div.rn.f32 $d, $0, $1", [R32, R32], Some(B32);
    "FDIV64rr" => "div.rn.f64 $d, $0, $1", [R64, R64], Some(B64);
    "FSQRTf32" => "sqrt.rn.f32 $d, $0", [R32], Some(B32);
    "FSQRTf64" => "sqrt.rn.f64 $d, $0", [R64], Some(B64);
    "FMINf32rr" => "min.f32 $d, $0, $1", [R32, R32], Some(B32);
    "FMAXf32rr" => "max.f32 $d, $0, $1", [R32, R32], Some(B32);
    // Conversions.
    "CVT_s64_s32" => "cvt.s64.s32 $d, $0", [R32], Some(B64);
    "CVT_u64_u32" => "cvt.u64.u32 $d, $0", [R32], Some(B64);
    "CVT_u32_u64" => "cvt.u32.u64 $d, $0", [R64], Some(B32);
    "CVT_u32_u16" => "cvt.u32.u16 $d, $0", [R16], Some(B32);
    "CVT_s32_s16" => "cvt.s32.s16 $d, $0", [R16], Some(B32);
    "CVT_u64_u16" => "cvt.u64.u16 $d, $0", [R16], Some(B64);
    "CVT_s64_s16" => "cvt.s64.s16 $d, $0", [R16], Some(B64);
    "CVT_u16_u32" => "cvt.u16.u32 $d, $0", [R32], Some(B16);
    "CVT_u16_u64" => "cvt.u16.u64 $d, $0", [R64], Some(B16);
    "FCOPYSIGNf32rr" => "copysign.f32 $d, $1, $0", [R32, R32], Some(B32);
    "FCOPYSIGNf64rr" => "copysign.f64 $d, $1, $0", [R64, R64], Some(B64);
    "CVT_f32_s32" => "cvt.rn.f32.s32 $d, $0", [R32], Some(B32);
    "CVT_f32_u32" => "cvt.rn.f32.u32 $d, $0", [R32], Some(B32);
    "CVT_f64_s32" => "cvt.rn.f64.s32 $d, $0", [R32], Some(B64);
    "CVT_f64_u32" => "cvt.rn.f64.u32 $d, $0", [R32], Some(B64);
    "CVT_f32_s64" => "cvt.rn.f32.s64 $d, $0", [R64], Some(B32);
    "CVT_f64_s64" => "cvt.rn.f64.s64 $d, $0", [R64], Some(B64);
    "CVT_f32_u64" => "cvt.rn.f32.u64 $d, $0", [R64], Some(B32);
    "CVT_f64_u64" => "cvt.rn.f64.u64 $d, $0", [R64], Some(B64);
    "CVT_u64_f64" => "cvt.rzi.u64.f64 $d, $0", [R64], Some(B64);
    "CVT_u32_f64" => "cvt.rzi.u32.f64 $d, $0", [R64], Some(B32);
    "CVT_s64_f32" => "cvt.rzi.s64.f32 $d, $0", [R32], Some(B64);
    "CVT_rmi_f32" => "cvt.rmi.f32.f32 $d, $0", [R32], Some(B32);
    "CVT_rpi_f32" => "cvt.rpi.f32.f32 $d, $0", [R32], Some(B32);
    "CVT_rzi_f32" => "cvt.rzi.f32.f32 $d, $0", [R32], Some(B32);
    "CVT_rni_f32" => "cvt.rni.f32.f32 $d, $0", [R32], Some(B32);
    "CVT_rmi_f64" => "cvt.rmi.f64.f64 $d, $0", [R64], Some(B64);
    "CVT_rpi_f64" => "cvt.rpi.f64.f64 $d, $0", [R64], Some(B64);
    "CVT_s32_f32" => "cvt.rzi.s32.f32 $d, $0", [R32], Some(B32);
    "CVT_u32_f32" => "cvt.rzi.u32.f32 $d, $0", [R32], Some(B32);
    "CVT_s32_f64" => "cvt.rzi.s32.f64 $d, $0", [R64], Some(B32);
    "CVT_s64_f64" => "cvt.rzi.s64.f64 $d, $0", [R64], Some(B64);
    "CVT_f64_f32" => "cvt.f64.f32 $d, $0", [R32], Some(B64);
    "CVT_f32_f64" => "cvt.rn.f32.f64 $d, $0", [R64], Some(B32);
    "SELP_u32_pred" => "selp.b32 $d, 1, 0, $0", [RP], Some(B32);
    "SETP_pred_b32" => "setp.ne.b32 $d, $0, 0", [R32], Some(Pred);
    // Moves.
    "IMOV32i" => "mov.b32 $d, $0", [Imm], Some(B32);
    "IMOV64i" => "mov.b64 $d, $0", [Imm], Some(B64);
    "IMOV1i" => "mov.pred $d, $0", [Imm], Some(Pred);
    "IMOV32r" => "mov.b32 $d, $0", [R32], Some(B32);
    "IMOV64r" => "mov.b64 $d, $0", [R64], Some(B64);
    "IMOV1r" => "mov.pred $d, $0", [RP], Some(Pred);
    "IMOV16r" => "mov.b16 $d, $0", [R16], Some(B16);
    "MOV_ADDR64" => "mov.u64 $d, $0", [Sym], Some(B64);
    "MOV_B64_ADDR" => "mov.b64 $d, $0", [Sym], Some(B64);
    "cvta_shared_64" => "cvta.shared.u64 $d, $0", [R64], Some(B64);
    "cvta_global_64" => "cvta.global.u64 $d, $0", [R64], Some(B64);
    "cvta_const_64" => "cvta.const.u64 $d, $0", [R64], Some(B64);
    "cvta_local_64" => "cvta.local.u64 $d, $0", [R64], Some(B64);
    "cvta_to_shared_64" => "cvta.to.shared.u64 $d, $0", [R64], Some(B64);
    "cvta_to_global_64" => "cvta.to.global.u64 $d, $0", [R64], Some(B64);
    "cvta_to_const_64" => "cvta.to.const.u64 $d, $0", [R64], Some(B64);
    "cvta_to_local_64" => "cvta.to.local.u64 $d, $0", [R64], Some(B64);
    "cvta_to_param_64" => "cvta.to.param.u64 $d, $0", [R64], Some(B64);
    "LEA_ADDRi64" => "add.u64 $d, %SP, $0", [Imm], Some(B64);
    "LEA_ADDRi64_local" => "add.u64 $d, %SPL, $0", [Imm], Some(B64);
    "SREG32" => "mov.u32 $d, $0", [Sym], Some(B32);
    "SREG64" => "mov.u64 $d, $0", [Sym], Some(B64);
    // Parameters, loads and stores: `$s` is the state space the selector picked (`.global`,
    // `.shared`, or empty for generic), `$v` `.volatile` or empty.
    "LD_PARAM_b8" => "ld.param.b8 $d, [$0]", [Sym], Some(B16);
    "LD_PARAM_b16" => "ld.param.b16 $d, [$0]", [Sym], Some(B16);
    "LD_PARAM_b32" => "ld.param.b32 $d, [$0]", [Sym], Some(B32);
    "LD_PARAM_b64" => "ld.param.b64 $d, [$0]", [Sym], Some(B64);
    "LD_i32" => "ld$v$s.b32 $d, [$0]", [R64], Some(B32);
    "LD_i32_ri" => "ld$v$s.b32 $d, [$0+$1]", [R64, Imm], Some(B32);
    "LD_i64" => "ld$v$s.b64 $d, [$0]", [R64], Some(B64);
    "LD_i64_ri" => "ld$v$s.b64 $d, [$0+$1]", [R64, Imm], Some(B64);
    "LD_i16" => "ld$v$s.b16 $d, [$0]", [R64], Some(B16);
    "LD_i16_ri" => "ld$v$s.b16 $d, [$0+$1]", [R64, Imm], Some(B16);
    "LD_u8_r16" => "ld$v$s.u8 $d, [$0]", [R64], Some(B16);
    "LD_u8_r16_ri" => "ld$v$s.u8 $d, [$0+$1]", [R64, Imm], Some(B16);
    "LD_s8_r16" => "ld$v$s.s8 $d, [$0]", [R64], Some(B16);
    "LD_s8_r16_ri" => "ld$v$s.s8 $d, [$0+$1]", [R64, Imm], Some(B16);
    "LD_u8_r32" => "ld$v$s.u8 $d, [$0]", [R64], Some(B32);
    "LD_u8_r32_ri" => "ld$v$s.u8 $d, [$0+$1]", [R64, Imm], Some(B32);
    "LD_s8_r32" => "ld$v$s.s8 $d, [$0]", [R64], Some(B32);
    "LD_s8_r32_ri" => "ld$v$s.s8 $d, [$0+$1]", [R64, Imm], Some(B32);
    "LD_u16_r32" => "ld$v$s.u16 $d, [$0]", [R64], Some(B32);
    "LD_u16_r32_ri" => "ld$v$s.u16 $d, [$0+$1]", [R64, Imm], Some(B32);
    "LD_s16_r32" => "ld$v$s.s16 $d, [$0]", [R64], Some(B32);
    "LD_s16_r32_ri" => "ld$v$s.s16 $d, [$0+$1]", [R64, Imm], Some(B32);
    // Extending loads into and truncating stores from a 64-bit register (LLVM 22's
    // `ld.global.s8 %rd1`, `st.global.b32 [%rd1], %rd2`).
    "LD_u8_r64" => "ld$v$s.u8 $d, [$0]", [R64], Some(B64);
    "LD_u8_r64_ri" => "ld$v$s.u8 $d, [$0+$1]", [R64, Imm], Some(B64);
    "LD_s8_r64" => "ld$v$s.s8 $d, [$0]", [R64], Some(B64);
    "LD_s8_r64_ri" => "ld$v$s.s8 $d, [$0+$1]", [R64, Imm], Some(B64);
    "LD_u16_r64" => "ld$v$s.u16 $d, [$0]", [R64], Some(B64);
    "LD_u16_r64_ri" => "ld$v$s.u16 $d, [$0+$1]", [R64, Imm], Some(B64);
    "LD_s16_r64" => "ld$v$s.s16 $d, [$0]", [R64], Some(B64);
    "LD_s16_r64_ri" => "ld$v$s.s16 $d, [$0+$1]", [R64, Imm], Some(B64);
    "LD_u32_r64" => "ld$v$s.u32 $d, [$0]", [R64], Some(B64);
    "LD_u32_r64_ri" => "ld$v$s.u32 $d, [$0+$1]", [R64, Imm], Some(B64);
    "LD_s32_r64" => "ld$v$s.s32 $d, [$0]", [R64], Some(B64);
    "LD_s32_r64_ri" => "ld$v$s.s32 $d, [$0+$1]", [R64, Imm], Some(B64);
    "ST_i8_r64" => "st$v$s.b8 [$0], $1", [R64, R64], None;
    "ST_i8_r64_ri" => "st$v$s.b8 [$0+$1], $2", [R64, Imm, R64], None;
    "ST_i16_r64" => "st$v$s.b16 [$0], $1", [R64, R64], None;
    "ST_i16_r64_ri" => "st$v$s.b16 [$0+$1], $2", [R64, Imm, R64], None;
    "ST_i32_r64" => "st$v$s.b32 [$0], $1", [R64, R64], None;
    "ST_i32_r64_ri" => "st$v$s.b32 [$0+$1], $2", [R64, Imm, R64], None;
    "ST_i16" => "st$v$s.b16 [$0], $1", [R64, R16], None;
    "ST_i16_ri" => "st$v$s.b16 [$0+$1], $2", [R64, Imm, R16], None;
    "ST_i8_r16" => "st$v$s.b8 [$0], $1", [R64, R16], None;
    "ST_i8_r16_ri" => "st$v$s.b8 [$0+$1], $2", [R64, Imm, R16], None;
    "ST_i8_r32" => "st$v$s.b8 [$0], $1", [R64, R32], None;
    "ST_i8_r32_ri" => "st$v$s.b8 [$0+$1], $2", [R64, Imm, R32], None;
    "ST_i16_r32" => "st$v$s.b16 [$0], $1", [R64, R32], None;
    "ST_i16_r32_ri" => "st$v$s.b16 [$0+$1], $2", [R64, Imm, R32], None;
    "ST_i32" => "st$v$s.b32 [$0], $1", [R64, R32], None;
    "ST_i32_ri" => "st$v$s.b32 [$0+$1], $2", [R64, Imm, R32], None;
    "ST_i32_imm" => "st$v$s.b32 [$0], $1", [R64, Imm], None;
    "ST_i64" => "st$v$s.b64 [$0], $1", [R64, R64], None;
    "ST_i64_ri" => "st$v$s.b64 [$0+$1], $2", [R64, Imm, R64], None;
    // Immediate values (the machine peephole folds a constant's register into the store).
    "ST_i32_ri_imm" => "st$v$s.b32 [$0+$1], $2", [R64, Imm, Imm], None;
    "ST_i64_imm" => "st$v$s.b64 [$0], $1", [R64, Imm], None;
    "ST_i64_ri_imm" => "st$v$s.b64 [$0+$1], $2", [R64, Imm, Imm], None;
    "ST_i16_imm" => "st$v$s.b16 [$0], $1", [R64, Imm], None;
    "ST_i16_ri_imm" => "st$v$s.b16 [$0+$1], $2", [R64, Imm, Imm], None;
    "ST_i8_r16_imm" => "st$v$s.b8 [$0], $1", [R64, Imm], None;
    "ST_i8_r16_ri_imm" => "st$v$s.b8 [$0+$1], $2", [R64, Imm, Imm], None;
    "ST_i8_r32_imm" => "st$v$s.b8 [$0], $1", [R64, Imm], None;
    "ST_i8_r32_ri_imm" => "st$v$s.b8 [$0+$1], $2", [R64, Imm, Imm], None;
    // Vector loads and stores (NVPTXISD::LoadV2/V4, StoreV2/V4; layer 2): the lanes are
    // written (or read) as one braced list, `ld.global.v4.b32 {%r1, %r2, %r3, %r4}, [%rd1]`.
    // Two lanes of a split parameter (NVPTXISD::LoadParamV2).
    "LD_PARAM_v2_b16" => "ld.param.v2.b16 {$0, $1}, [$2]", [D16, D16, Sym], None;
    "LD_PARAM_v2_b32" => "ld.param.v2.b32 {$0, $1}, [$2]", [D32, D32, Sym], None;
    "LD_PARAM_v2_b64" => "ld.param.v2.b64 {$0, $1}, [$2]", [D64, D64, Sym], None;
    // Both lanes of an f32x2 (sm_100+) in one move: NVPTXISD::UNPACK_VECTOR.
    "UNPACK_f32x2" => "mov.b64 {$0, $1}, $2", [D32, D32, R64], None;
    // Bytes in 16-bit registers (a split v2i8/v4i8 kept in memory as bytes): `.b8` lanes.
    "LDV_i8_v2" => "ld$v$s.v2.b8 {$0, $1}, [$2]", [D16, D16, R64], None;
    "LDV_i8_v2_ri" => "ld$v$s.v2.b8 {$0, $1}, [$2+$3]", [D16, D16, R64, Imm], None;
    "LDV_i8_v4" => "ld$v$s.v4.b8 {$0, $1, $2, $3}, [$4]", [D16, D16, D16, D16, R64], None;
    "LDV_i8_v4_ri" => "ld$v$s.v4.b8 {$0, $1, $2, $3}, [$4+$5]", [D16, D16, D16, D16, R64, Imm], None;
    "STV_i8_v2" => "st$v$s.v2.b8 [$0], {$1, $2}", [R64, RI16, RI16], None;
    "STV_i8_v2_ri" => "st$v$s.v2.b8 [$0+$1], {$2, $3}", [R64, Imm, RI16, RI16], None;
    "STV_i8_v4" => "st$v$s.v4.b8 [$0], {$1, $2, $3, $4}", [R64, RI16, RI16, RI16, RI16], None;
    "STV_i8_v4_ri" => "st$v$s.v4.b8 [$0+$1], {$2, $3, $4, $5}", [R64, Imm, RI16, RI16, RI16, RI16], None;
    "LDV_i16_v2" => "ld$v$s.v2.b16 {$0, $1}, [$2]", [D16, D16, R64], None;
    "LDV_i16_v2_ri" => "ld$v$s.v2.b16 {$0, $1}, [$2+$3]", [D16, D16, R64, Imm], None;
    "LDV_i16_v4" => "ld$v$s.v4.b16 {$0, $1, $2, $3}, [$4]", [D16, D16, D16, D16, R64], None;
    "LDV_i16_v4_ri" => "ld$v$s.v4.b16 {$0, $1, $2, $3}, [$4+$5]", [D16, D16, D16, D16, R64, Imm], None;
    "LDV_i32_v2" => "ld$v$s.v2.b32 {$0, $1}, [$2]", [D32, D32, R64], None;
    "LDV_i32_v2_ri" => "ld$v$s.v2.b32 {$0, $1}, [$2+$3]", [D32, D32, R64, Imm], None;
    "LDV_i32_v4" => "ld$v$s.v4.b32 {$0, $1, $2, $3}, [$4]", [D32, D32, D32, D32, R64], None;
    "LDV_i32_v4_ri" => "ld$v$s.v4.b32 {$0, $1, $2, $3}, [$4+$5]", [D32, D32, D32, D32, R64, Imm], None;
    "LDV_i64_v2" => "ld$v$s.v2.b64 {$0, $1}, [$2]", [D64, D64, R64], None;
    "LDV_i64_v2_ri" => "ld$v$s.v2.b64 {$0, $1}, [$2+$3]", [D64, D64, R64, Imm], None;
    "STV_i16_v2" => "st$v$s.v2.b16 [$0], {$1, $2}", [R64, RI16, RI16], None;
    "STV_i16_v2_ri" => "st$v$s.v2.b16 [$0+$1], {$2, $3}", [R64, Imm, RI16, RI16], None;
    "STV_i16_v4" => "st$v$s.v4.b16 [$0], {$1, $2, $3, $4}", [R64, RI16, RI16, RI16, RI16], None;
    "STV_i16_v4_ri" => "st$v$s.v4.b16 [$0+$1], {$2, $3, $4, $5}", [R64, Imm, RI16, RI16, RI16, RI16], None;
    "STV_i32_v2" => "st$v$s.v2.b32 [$0], {$1, $2}", [R64, RI32, RI32], None;
    "STV_i32_v2_ri" => "st$v$s.v2.b32 [$0+$1], {$2, $3}", [R64, Imm, RI32, RI32], None;
    "STV_i32_v4" => "st$v$s.v4.b32 [$0], {$1, $2, $3, $4}", [R64, RI32, RI32, RI32, RI32], None;
    "STV_i32_v4_ri" => "st$v$s.v4.b32 [$0+$1], {$2, $3, $4, $5}", [R64, Imm, RI32, RI32, RI32, RI32], None;
    "STV_i64_v2" => "st$v$s.v2.b64 [$0], {$1, $2}", [R64, RI64, RI64], None;
    "STV_i64_v2_ri" => "st$v$s.v2.b64 [$0+$1], {$2, $3}", [R64, Imm, RI64, RI64], None;
    // Atomics (layer 2): `$s` is the state space.
    "ATOM_ADD_U32" => "atom$s.add.u32 $d, [$0], $1", [R64, RI32], Some(B32);
    "ATOM_ADD_U32_ri" => "atom$s.add.u32 $d, [$0+$2], $1", [R64, RI32, Imm], Some(B32);
    "ATOM_ADD_U64" => "atom$s.add.u64 $d, [$0], $1", [R64, R64], Some(B64);
    "ATOM_ADD_U64_ri" => "atom$s.add.u64 $d, [$0+$2], $1", [R64, R64, Imm], Some(B64);
    "ATOM_ADD_F32" => "atom$s.add.f32 $d, [$0], $1", [R64, R32], Some(B32);
    "ATOM_ADD_F32_ri" => "atom$s.add.f32 $d, [$0+$2], $1", [R64, R32, Imm], Some(B32);
    "ATOM_ADD_F64" => "atom$s.add.f64 $d, [$0], $1", [R64, R64], Some(B64);
    "ATOM_ADD_F64_ri" => "atom$s.add.f64 $d, [$0+$2], $1", [R64, R64, Imm], Some(B64);
    "ATOM_ADD_NOFTZ_F16" => "atom$s.add.noftz.f16 $d, [$0], $1", [R64, R16], Some(B16);
    "ATOM_ADD_NOFTZ_F16_ri" => "atom$s.add.noftz.f16 $d, [$0+$2], $1", [R64, R16, Imm], Some(B16);
    "ATOM_ADD_NOFTZ_BF16" => "atom$s.add.noftz.bf16 $d, [$0], $1", [R64, R16], Some(B16);
    "ATOM_ADD_NOFTZ_BF16_ri" => "atom$s.add.noftz.bf16 $d, [$0+$2], $1", [R64, R16, Imm], Some(B16);
    "ATOM_MIN_S32" => "atom$s.min.s32 $d, [$0], $1", [R64, RI32], Some(B32);
    "ATOM_MIN_S32_ri" => "atom$s.min.s32 $d, [$0+$2], $1", [R64, RI32, Imm], Some(B32);
    "ATOM_MAX_S32" => "atom$s.max.s32 $d, [$0], $1", [R64, RI32], Some(B32);
    "ATOM_MAX_S32_ri" => "atom$s.max.s32 $d, [$0+$2], $1", [R64, RI32, Imm], Some(B32);
    "ATOM_MIN_U32" => "atom$s.min.u32 $d, [$0], $1", [R64, RI32], Some(B32);
    "ATOM_MIN_U32_ri" => "atom$s.min.u32 $d, [$0+$2], $1", [R64, RI32, Imm], Some(B32);
    "ATOM_MAX_U32" => "atom$s.max.u32 $d, [$0], $1", [R64, RI32], Some(B32);
    "ATOM_MAX_U32_ri" => "atom$s.max.u32 $d, [$0+$2], $1", [R64, RI32, Imm], Some(B32);
    "ATOM_AND_B32" => "atom$s.and.b32 $d, [$0], $1", [R64, RI32], Some(B32);
    "ATOM_AND_B32_ri" => "atom$s.and.b32 $d, [$0+$2], $1", [R64, RI32, Imm], Some(B32);
    "ATOM_OR_B32" => "atom$s.or.b32 $d, [$0], $1", [R64, RI32], Some(B32);
    "ATOM_OR_B32_ri" => "atom$s.or.b32 $d, [$0+$2], $1", [R64, RI32, Imm], Some(B32);
    "ATOM_XOR_B32" => "atom$s.xor.b32 $d, [$0], $1", [R64, RI32], Some(B32);
    "ATOM_XOR_B32_ri" => "atom$s.xor.b32 $d, [$0+$2], $1", [R64, RI32, Imm], Some(B32);
    "ATOM_EXCH_B32" => "atom$s.exch.b32 $d, [$0], $1", [R64, RI32], Some(B32);
    "ATOM_EXCH_B32_ri" => "atom$s.exch.b32 $d, [$0+$2], $1", [R64, RI32, Imm], Some(B32);
    // Warp collectives (layer 1): value, lane/offset, clamp, mask.
    // Call sequences (layer 2): the braces scope the `.param` declarations of one call.
    "CALLSEQ_START" => "{", [], None;
    "CALLSEQ_END" => "}", [], None;
    "DECLARE_PARAM" => ".param .b$0 param$1", [Imm, Imm], None;
    "DECLARE_RET" => ".param .b$0 retval0", [Imm], None;
    "DECLARE_PARAM_ARRAY" => ".param .align $0 .b8 param$1[$2]", [Imm, Imm, Imm], None;
    "DECLARE_RET_ARRAY" => ".param .align $0 .b8 retval0[$1]", [Imm, Imm], None;
    "ST_PARAM_b16" => "st.param.b16 [param$0], $1", [Imm, R16], None;
    // The parts of an aggregate (a byval argument, a returned struct) at their byte offsets.
    "ST_PARAM_b16_off" => "st.param.b16 [param$0+$1], $2", [Imm, Imm, R16], None;
    "ST_PARAM_b32_off" => "st.param.b32 [param$0+$1], $2", [Imm, Imm, RI32], None;
    "ST_PARAM_b64_off" => "st.param.b64 [param$0+$1], $2", [Imm, Imm, R64], None;
    "ST_RETVAL_b16_off" => "st.param.b16 [func_retval0+$0], $1", [Imm, R16], None;
    "ST_RETVAL_b32_off" => "st.param.b32 [func_retval0+$0], $1", [Imm, RI32], None;
    "ST_RETVAL_b64_off" => "st.param.b64 [func_retval0+$0], $1", [Imm, R64], None;
    "LD_RETVAL_b16_off" => "ld.param.b16 $d, [retval0+$0]", [Imm], Some(B16);
    "LD_RETVAL_b32_off" => "ld.param.b32 $d, [retval0+$0]", [Imm], Some(B32);
    "LD_RETVAL_b64_off" => "ld.param.b64 $d, [retval0+$0]", [Imm], Some(B64);
    "LD_RETVAL_b16" => "ld.param.b16 $d, [retval0]", [], Some(B16);
    "ST_PARAM_b32" => "st.param.b32 [param$0], $1", [Imm, RI32], None;
    "ST_PARAM_b64" => "st.param.b64 [param$0], $1", [Imm, R64], None;
    // Two or four pieces of a `.param` array at once (LowerCall/LowerReturn's vectorized
    // StoreParamV2/V4, StoreRetvalV2/V4 and return-value loads): `$0` is the address,
    // `param0+16`, `func_retval0` or `retval0+8`.
    "ST_PARAM_v2_b16" => "st.param.v2.b16 [$0], {$1, $2}", [Sym, R16, R16], None;
    "ST_PARAM_v2_b32" => "st.param.v2.b32 [$0], {$1, $2}", [Sym, RI32, RI32], None;
    "ST_PARAM_v2_b64" => "st.param.v2.b64 [$0], {$1, $2}", [Sym, R64, R64], None;
    "ST_PARAM_v4_b16" => "st.param.v4.b16 [$0], {$1, $2, $3, $4}", [Sym, R16, R16, R16, R16], None;
    "ST_PARAM_v4_b32" => "st.param.v4.b32 [$0], {$1, $2, $3, $4}", [Sym, RI32, RI32, RI32, RI32], None;
    "LD_RETVAL_v2_b16" => "ld.param.v2.b16 {$0, $1}, [$2]", [D16, D16, Sym], None;
    "LD_RETVAL_v2_b32" => "ld.param.v2.b32 {$0, $1}, [$2]", [D32, D32, Sym], None;
    "LD_RETVAL_v2_b64" => "ld.param.v2.b64 {$0, $1}, [$2]", [D64, D64, Sym], None;
    "LD_RETVAL_v4_b16" => "ld.param.v4.b16 {$0, $1, $2, $3}, [$4]", [D16, D16, D16, D16, Sym], None;
    "LD_RETVAL_v4_b32" => "ld.param.v4.b32 {$0, $1, $2, $3}, [$4]", [D32, D32, D32, D32, Sym], None;
    "CALL_UNI" => "call.uni $0", [Sym], None;
    // An indirect call: its `.callprototype` (label, signature), then the call through the
    // register naming it, as LLVM 22 prints them (two lines, one machine instruction).
    "CALL_PROTO" => "$0 : .callprototype $1;\n\tcall (retval0), $2, $3, $0", [Sym, Sym, R64, Sym], None;
    "CALL_PROTO_VOID" => "$0 : .callprototype $1;\n\tcall $2, $3, $0", [Sym, Sym, R64, Sym], None;
    "LD_RETVAL_b32" => "ld.param.b32 $d, [retval0]", [], Some(B32);
    "LD_RETVAL_b64" => "ld.param.b64 $d, [retval0]", [], Some(B64);
    "ST_RETVAL_b16" => "st.param.b16 [func_retval0], $0", [R16], None;
    "ST_RETVAL_b32" => "st.param.b32 [func_retval0], $0", [RI32], None;
    "ST_RETVAL_b64" => "st.param.b64 [func_retval0], $0", [R64], None;
    // Inline assembly: `$0` is the template; the outputs and inputs follow, and the printer
    // substitutes the template's own `$N` with them (MachineInst::ptx).
    "INLINEASM" => "$0", [Sym], None;
    // Control flow and synchronisation.
    "CBranch" => "@$0 bra $1", [RP, Block], None;
    "CBranchOther" => "@!$0 bra $1", [RP, Block], None;
    "GOTO" => "bra.uni $0", [Block], None;
    // A jump table (BRX_START + BRX_ITEM... + BRX_END): `$0` the index, `$1` the table's number,
    // then the targets; MachineInst::ptx prints the `.branchtargets` list and `brx.idx`.
    "BRX_IDX" => "brx.idx $0, $L_brx_$1", [R32, Imm], None;
    "Return" => "ret", [], None;
    "TRAP" => "trap; exit", [], None;
    // `unreachable`: LLVM 22's NVPTXLowerUnreachable puts an `exit;` before it.
    "EXIT" => "exit", [], None;
    "FENCE" => "fence.$0", [Sym], None;
    "MEMBAR" => "membar.$0", [Sym], None;
    // Pseudos that the machine passes remove before printing.
    "COPY" => "mov.$t $d, $0", [R32], Some(B32);
    "ProxyRegB32" => "mov.b32 $d, $0", [R32], Some(B32);
    "ProxyRegB64" => "mov.b64 $d, $0", [R64], Some(B64);
}

/// The rows LLVM 22's AsmPrinter spells differently from NVIDIA's (libNVVM's): (the row the
/// selector emits, the row with LLVM 22's spelling). `MOV_ADDR64` is `mov.u64 %rd, sym` in
/// libNVVM and `mov.b64 %rd, sym` in LLVM 22 (its `MOV_B64_sym`).
pub const LLVM22_SPELLINGS: &[(&str, &str)] = &[("MOV_ADDR64", "MOV_B64_ADDR")];

/// Gives every instruction of `functions` the row LLVM 22 prints it with ([`LLVM22_SPELLINGS`]),
/// as the `llvm` pipeline's printer does.
pub fn respell_llvm22(functions: &mut [super::MachineFunction]) {
    for i in functions.iter_mut().flat_map(|f| f.blocks.iter_mut()).flat_map(|b| b.insts.iter_mut()) {
        if let Some(&(_, to)) = LLVM22_SPELLINGS.iter().find(|(from, _)| *from == i.opcode) {
            i.opcode = to;
        }
    }
}

/// The row of `name`: a row of [`INSTRS`], else the record of an intrinsic-family cell
/// ([`crate::isel::families`], whose rows are built from the family tables).
pub fn find(name: &str) -> Option<&'static InstrDesc> {
    INSTRS.iter().find(|d| d.name == name).or_else(|| crate::isel::families::instr_desc(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_templates_use_their_operands() {
        for (i, d) in INSTRS.iter().enumerate() {
            assert!(INSTRS[..i].iter().all(|e| e.name != d.name), "duplicate {}", d.name);
            for k in 0..d.operands.len() {
                assert!(d.template.contains(&format!("${k}")), "{} does not print ${k}", d.name);
            }
            assert_eq!(d.template.contains("$d"), d.result.is_some(), "{}", d.name);
        }
    }
}
