//! Type legalization of `bitcast` where either side is split, scalarized or expanded (LLVM's
//! `SplitVecRes_BITCAST`, `ScalarizeVecRes_BITCAST`, `ExpandRes_BITCAST` and their operand
//! twins): the value is taken apart into its pieces (the lanes of a vector, the halves of an
//! expanded integer, the value itself), each piece viewed as an integer of its width, the
//! integers re-cut little-endian into pieces of the other side's lane width (split by
//! `srl` + `truncate`, joined by `zero_extend` + `shl` + `or`), and each viewed as the other
//! side's lane type. `bitcast <2 x float> to i64`, `bitcast double to <2 x i32>`,
//! `bitcast <2 x i64> to i128`, `bitcast <4 x i32> to <2 x double>` all go this way.

use super::{Isd, Legalized, Mvt, Round, Scalar, SdValue};
use crate::dag::OverBudget;
use crate::diag::Span;

/// The integer type of `bits` bits.
fn int_of(bits: u32) -> Mvt {
    Mvt::Scalar(Scalar::int(bits).unwrap_or(Scalar::I32))
}

impl Round<'_> {
    /// The pieces of `v`, in little-endian order: a vector's lanes, an expanded integer's halves,
    /// or the value itself.
    fn bitcast_pieces(&mut self, v: SdValue, src: Option<Span>) -> Result<Vec<SdValue>, OverBudget> {
        if let Some(Legalized::Expanded(lo, hi)) = self.map.get(&v).cloned() {
            return Ok(vec![lo, hi]);
        }
        let vt = self.dag.vt(v);
        if let Some(Legalized::Promoted(p)) = self.map.get(&v).cloned() {
            return Ok(vec![self.dag.value(Isd::Truncate, vt, &[p], src)?]);
        }
        if !vt.is_vector() {
            return Ok(vec![v]);
        }
        let mut out = Vec::new();
        for i in 0..usize::from(vt.lanes()) {
            out.push(self.element(v, i, src)?);
        }
        Ok(out)
    }

    /// `x` (of the given bits) seen as pieces of `to_bits` bits each, as integers.
    fn recut(&mut self, pieces: &[SdValue], to_bits: u32, src: Option<Span>) -> Result<Vec<SdValue>, OverBudget> {
        let mut ints = Vec::new();
        for &p in pieces {
            let vt = self.dag.vt(p);
            ints.push(if vt.is_float() { self.dag.value(Isd::Bitcast, int_of(vt.bits()), &[p], src)? } else { p });
        }
        let from_bits = ints.first().map_or(to_bits, |&p| self.dag.vt(p).bits());
        let to = int_of(to_bits);
        let mut out = Vec::new();
        if from_bits == to_bits {
            return Ok(ints);
        }
        if from_bits > to_bits {
            for &x in &ints {
                let xvt = self.dag.vt(x);
                for k in 0..from_bits / to_bits {
                    let shifted = if k == 0 {
                        x
                    } else {
                        let amount = self.dag.constant(i128::from(k * to_bits), Mvt::I32)?;
                        self.dag.value(Isd::Srl, xvt, &[x, amount], src)?
                    };
                    out.push(self.dag.value(Isd::Truncate, to, &[shifted], src)?);
                }
            }
            return Ok(out);
        }
        let per = (to_bits / from_bits) as usize;
        for group in ints.chunks(per) {
            let mut acc: Option<SdValue> = None;
            for (k, &x) in group.iter().enumerate() {
                let mut v = self.dag.value(Isd::ZeroExtend, to, &[x], src)?;
                if k > 0 {
                    let amount = self.dag.constant((k as u32 * from_bits) as i128, Mvt::I32)?;
                    v = self.dag.value(Isd::Shl, to, &[v, amount], src)?;
                }
                acc = Some(match acc {
                    None => v,
                    Some(a) => self.dag.value(Isd::Or, to, &[a, v], src)?,
                });
            }
            if let Some(a) = acc {
                out.push(a);
            }
        }
        Ok(out)
    }

    /// The bitcast of `x` to pieces of type `piece` (each an integer or a float of its width).
    pub(super) fn bitcast_to_pieces(&mut self, x: SdValue, piece: Mvt, src: Option<Span>) -> Result<Vec<SdValue>, OverBudget> {
        let pieces = self.bitcast_pieces(x, src)?;
        let ints = self.recut(&pieces, piece.bits(), src)?;
        let mut out = Vec::new();
        for i in ints {
            out.push(if piece.is_float() { self.dag.value(Isd::Bitcast, piece, &[i], src)? } else { i });
        }
        Ok(out)
    }

    /// Whether a bitcast from `x` can be taken apart here (both sides a whole number of pieces).
    pub(super) fn bitcast_recuttable(&self, x: SdValue, to: Mvt) -> bool {
        let from = self.dag.vt(x);
        let piece_bits = |t: Mvt| if t.is_vector() { t.scalar().map_or(0, |s| s.bits()) } else { t.bits() };
        let (a, b) = (piece_bits(from), piece_bits(to));
        from.bits() == to.bits() && a > 0 && b > 0 && (a % b == 0 || b % a == 0)
    }
}
