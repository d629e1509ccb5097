//! Integer operations of a narrow type done in a wider register whose high bits are undefined
//! (LLVM's `PromoteIntRes_*` formulas): an `i8` lane of a `v4i8` handled as an `i16`, and an
//! `i8` value promoted to `i16` by type legalization.
//!
//! Each operand is made defined where the operation reads the high bits (zero-extended in its
//! register for the counts and unsigned arithmetic, sign-extended for the signed ones), the
//! operation runs on the wide type, and the result is corrected back to the narrow one's
//! meaning (a leading-zero count less the extra bits, a reversal shifted down, a saturation at
//! the narrow bounds). The high bits of the result stay undefined.

use super::legalize_types::{sext_in_reg, zext_in_reg};
use super::{Isd, Mvt, OverBudget, Scalar, SdValue, SelectionDag};
use crate::diag::Span;

/// Whether [`narrow_op`] knows `op`.
pub(super) fn is_narrow_op(op: Isd) -> bool {
    use Isd::*;
    matches!(op, CtPop | CtLz | CtTz | BitReverse | Abs | UAddSat | USubSat | SAddSat | SSubSat | FShL | FShR | UDiv | URem | Srl | UMin | UMax | SDiv | SRem | Sra | SMin | SMax)
}

/// `op` of `bits`-wide integers held in registers of type `to` (`ops` have undefined high bits).
pub(super) fn narrow_op(dag: &mut SelectionDag, op: Isd, ops: &[SdValue], bits: u32, to: Mvt, src: Option<Span>) -> Result<SdValue, OverBudget> {
    let narrow = Mvt::Scalar(Scalar::int(bits).unwrap_or(Scalar::I8));
    let extra = i128::from(to.bits() - bits);
    let zext = |d: &mut SelectionDag, v: SdValue| zext_in_reg(d, v, bits, src);
    let sext = |d: &mut SelectionDag, v: SdValue| sext_in_reg(d, v, narrow, src);
    Ok(match op {
        Isd::CtPop => {
            let a = zext(dag, ops[0])?;
            dag.value(op, to, &[a], src)?
        }
        // The zero-extended value has `extra` more leading zeros.
        Isd::CtLz => {
            let a = zext(dag, ops[0])?;
            let c = dag.value(op, to, &[a], src)?;
            let k = dag.constant(extra, to)?;
            dag.value(Isd::Sub, to, &[c, k], src)?
        }
        // A bit just above the value stops the count at `bits` for a zero input.
        Isd::CtTz => {
            let stop = dag.constant(1i128 << bits, to)?;
            let a = dag.value(Isd::Or, to, &[ops[0], stop], src)?;
            dag.value(op, to, &[a], src)?
        }
        Isd::BitReverse => {
            let r = dag.value(op, to, &[ops[0]], src)?;
            let k = dag.constant(extra, Mvt::I32)?;
            dag.value(Isd::Srl, to, &[r, k], src)?
        }
        Isd::Abs => {
            let a = sext(dag, ops[0])?;
            dag.value(op, to, &[a], src)?
        }
        // Unsigned: the sum can only pass 2^bits - 1 (clamp); the difference of two
        // zero-extended values saturates at 0 in the wide type too.
        Isd::UAddSat | Isd::USubSat => {
            let a = zext(dag, ops[0])?;
            let b = zext(dag, ops[1])?;
            if op == Isd::USubSat {
                dag.value(op, to, &[a, b], src)?
            } else {
                let s = dag.value(Isd::Add, to, &[a, b], src)?;
                let max = dag.constant((1i128 << bits) - 1, to)?;
                dag.value(Isd::UMin, to, &[s, max], src)?
            }
        }
        // Signed: exact in the wide type, then clamped to the narrow range.
        Isd::SAddSat | Isd::SSubSat => {
            let a = sext(dag, ops[0])?;
            let b = sext(dag, ops[1])?;
            let s = dag.value(if op == Isd::SAddSat { Isd::Add } else { Isd::Sub }, to, &[a, b], src)?;
            let lo = dag.constant(-(1i128 << (bits - 1)), to)?;
            let hi = dag.constant((1i128 << (bits - 1)) - 1, to)?;
            let s = dag.value(Isd::SMax, to, &[s, lo], src)?;
            dag.value(Isd::SMin, to, &[s, hi], src)?
        }
        // x:y in the wide type, shifted by z mod bits: fshl keeps the high half, fshr the low.
        Isd::FShL | Isd::FShR => {
            let x = zext(dag, ops[0])?;
            let y = zext(dag, ops[1])?;
            let k = dag.constant(i128::from(bits), Mvt::I32)?;
            let hi = dag.value(Isd::Shl, to, &[x, k], src)?;
            let xy = dag.value(Isd::Or, to, &[hi, y], src)?;
            let m = dag.constant(i128::from(bits) - 1, to)?;
            let z = dag.value(Isd::And, to, &[ops[2], m], src)?;
            let z = if to == Mvt::I32 { z } else { dag.value(Isd::ZeroExtend, Mvt::I32, &[z], src)? };
            if op == Isd::FShL {
                let sh = dag.value(Isd::Shl, to, &[xy, z], src)?;
                dag.value(Isd::Srl, to, &[sh, k], src)?
            } else {
                dag.value(Isd::Srl, to, &[xy, z], src)?
            }
        }
        // Operations that read the high bits of their operands: defined first.
        Isd::UDiv | Isd::URem | Isd::Srl | Isd::UMin | Isd::UMax | Isd::SDiv | Isd::SRem | Isd::Sra | Isd::SMin | Isd::SMax => {
            let signed = matches!(op, Isd::SDiv | Isd::SRem | Isd::Sra | Isd::SMin | Isd::SMax);
            let a = if signed { sext(dag, ops[0])? } else { zext(dag, ops[0])? };
            // A shift amount is unsigned.
            let b = if matches!(op, Isd::Srl | Isd::Sra) || !signed {
                zext(dag, ops[1])?
            } else {
                sext(dag, ops[1])?
            };
            dag.value(op, to, &[a, b], src)?
        }
        _ => dag.value(op, to, ops, src)?,
    })
}
