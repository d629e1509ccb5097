//! More of type legalization's **expand** (`i128 -> 2 x i64`), LLVM's `ExpandIntegerResult`
//! rules for the operations the sweep reaches: shifts by a variable amount (NVPTX custom-lowers
//! SHL_PARTS / SRL_PARTS / SRA_PARTS: the two-word shift and the shift past the low word, chosen by
//! `amount > 63`), min/max (a two-word compare selecting both halves), the bit counts (the count of
//! the half that decides, plus 64), bit reversal and byte swap (the halves swapped), abs (the
//! sign's xor and subtraction with borrow), funnel shifts by a constant, and the add/sub
//! overflow and saturating forms (the carry chain, the overflow as a two-word compare).

use super::{CondCode, Fate, Isd, LegalizeStop, Legalized, Mvt, NodeId, Payload, Round, SdValue};
use crate::dag::OverBudget;
use crate::diag::Span;

impl Round<'_> {
    fn cc(&mut self, cc: CondCode) -> Result<SdValue, OverBudget> {
        Ok(SdValue::new(self.dag.get_node(Isd::CondCode, &[Mvt::Other], &[], Payload::Cond(cc), None)?, 0))
    }

    /// `a cc b` on two expanded values (the high halves decide unless they are equal).
    pub(super) fn compare_halves(&mut self, a: (SdValue, SdValue), b: (SdValue, SdValue), cc: CondCode, src: Option<Span>) -> Result<SdValue, OverBudget> {
        let half = self.dag.vt(a.0);
        Ok(match cc {
            CondCode::Eq | CondCode::Ne => {
                let x = self.dag.value(Isd::Xor, half, &[a.0, b.0], src)?;
                let y = self.dag.value(Isd::Xor, half, &[a.1, b.1], src)?;
                let o = self.dag.value(Isd::Or, half, &[x, y], src)?;
                let z = self.dag.constant(0, half)?;
                let c = self.cc(cc)?;
                self.dag.value(Isd::SetCC, Mvt::I1, &[o, z, c], src)?
            }
            _ => {
                let unsigned = match cc {
                    CondCode::Lt => CondCode::Ult,
                    CondCode::Le => CondCode::Ule,
                    CondCode::Gt => CondCode::Ugt,
                    CondCode::Ge => CondCode::Uge,
                    c => c,
                };
                // (hi == hi' && lo cmp lo') || hi strictly-cmp hi' (LLVM's ExpandSetCCOperands:
                // and.pred / or.pred of three setp).
                let strict = match cc {
                    CondCode::Le => CondCode::Lt,
                    CondCode::Ge => CondCode::Gt,
                    CondCode::Ule => CondCode::Ult,
                    CondCode::Uge => CondCode::Ugt,
                    c => c,
                };
                let ulo = self.cc(unsigned)?;
                let lo_cmp = self.dag.value(Isd::SetCC, Mvt::I1, &[a.0, b.0, ulo], src)?;
                let eq = self.cc(CondCode::Eq)?;
                let hi_eq = self.dag.value(Isd::SetCC, Mvt::I1, &[a.1, b.1, eq], src)?;
                let both = self.dag.value(Isd::And, Mvt::I1, &[hi_eq, lo_cmp], src)?;
                let chi = self.cc(strict)?;
                let hi_cmp = self.dag.value(Isd::SetCC, Mvt::I1, &[a.1, b.1, chi], src)?;
                self.dag.value(Isd::Or, Mvt::I1, &[both, hi_cmp], src)?
            }
        })
    }

    fn add_halves(&mut self, a: (SdValue, SdValue), b: (SdValue, SdValue), sub: bool, src: Option<Span>) -> Result<(SdValue, SdValue), OverBudget> {
        let half = self.dag.vt(a.0);
        let (c, e) = if sub { (Isd::SubC, Isd::SubE) } else { (Isd::AddC, Isd::AddE) };
        let lo = self.dag.get_node(c, &[half, Mvt::Glue], &[a.0, b.0], Payload::None, src)?;
        let hi = self.dag.get_node(e, &[half, Mvt::Glue], &[a.1, b.1, SdValue::new(lo, 1)], Payload::None, src)?;
        Ok((SdValue::new(lo, 0), SdValue::new(hi, 0)))
    }

    /// A shift of an expanded value by a variable amount (the low 32 bits of `amount`).
    fn shift_variable(&mut self, op: Isd, x: (SdValue, SdValue), amount: SdValue, src: Option<Span>) -> Result<(SdValue, SdValue), OverBudget> {
        let half = self.dag.vt(x.0);
        let (lo, hi) = x;
        let amt = match self.map.get(&amount).cloned() {
            Some(Legalized::Expanded(l, _)) => l,
            _ => amount,
        };
        let amt = if self.dag.vt(amt) == Mvt::I32 { amt } else { self.dag.value(Isd::Truncate, Mvt::I32, &[amt], src)? };
        let hb = i128::from(half.bits());
        let w = self.dag.constant(hb, Mvt::I32)?;
        let inv = self.dag.value(Isd::Sub, Mvt::I32, &[w, amt], src)?;
        let m = self.dag.constant(-hb, Mvt::I32)?;
        let past = self.dag.value(Isd::Add, Mvt::I32, &[amt, m], src)?;
        let top = self.dag.constant(hb - 1, Mvt::I32)?;
        let gt = self.cc(CondCode::Gt)?;
        let big = self.dag.value(Isd::SetCC, Mvt::I1, &[amt, top, gt], src)?;
        Ok(if op == Isd::Shl {
            // hi = amt > 63 ? lo << (amt - 64) : hi << amt | lo >> (64 - amt); lo = amt > 63 ? 0 : lo << amt.
            let a = self.dag.value(Isd::Shl, half, &[hi, amt], src)?;
            let b = self.dag.value(Isd::Srl, half, &[lo, inv], src)?;
            let two = self.dag.value(Isd::Or, half, &[a, b], src)?;
            let far = self.dag.value(Isd::Shl, half, &[lo, past], src)?;
            let nhi = self.dag.value(Isd::Select, half, &[big, far, two], src)?;
            let near = self.dag.value(Isd::Shl, half, &[lo, amt], src)?;
            let zero = self.dag.constant(0, half)?;
            let nlo = self.dag.value(Isd::Select, half, &[big, zero, near], src)?;
            (nlo, nhi)
        } else {
            // lo = amt > 63 ? hi >> (amt - 64) : lo >> amt | hi << (64 - amt); hi = amt > 63 ? fill : hi >> amt.
            let a = self.dag.value(Isd::Srl, half, &[lo, amt], src)?;
            let b = self.dag.value(Isd::Shl, half, &[hi, inv], src)?;
            let two = self.dag.value(Isd::Or, half, &[a, b], src)?;
            let far = self.dag.value(op, half, &[hi, past], src)?;
            let nlo = self.dag.value(Isd::Select, half, &[big, far, two], src)?;
            let near = self.dag.value(op, half, &[hi, amt], src)?;
            let fill = if op == Isd::Sra {
                let s = self.dag.constant(hb - 1, Mvt::I32)?;
                self.dag.value(Isd::Sra, half, &[hi, s], src)?
            } else {
                self.dag.constant(0, half)?
            };
            let nhi = self.dag.value(Isd::Select, half, &[big, fill, near], src)?;
            (nlo, nhi)
        })
    }

    /// The expansions of this file for node `n`; `None` when `op` is not one of them.
    pub(super) fn expand_wide(&mut self, n: NodeId, op: Isd, half: Mvt) -> Result<Option<Vec<Fate>>, LegalizeStop> {
        let node = self.dag.node(n).clone();
        let src = node.source;
        let hb = i128::from(half.bits());
        let pair = |lo: SdValue, hi: SdValue| Some(vec![Fate::Mapped(Legalized::Expanded(lo, hi))]);
        let zero = |d: &mut Self| d.dag.constant(0, half);
        Ok(match op {
            Isd::Shl | Isd::Srl | Isd::Sra => {
                let x = self.halves(node.ops[0], half, src)?;
                let (lo, hi) = self.shift_variable(op, x, node.ops[1], src)?;
                pair(lo, hi)
            }
            Isd::SMin | Isd::SMax | Isd::UMin | Isd::UMax => {
                let a = self.halves(node.ops[0], half, src)?;
                let b = self.halves(node.ops[1], half, src)?;
                let cc = match op {
                    Isd::SMin => CondCode::Lt,
                    Isd::SMax => CondCode::Gt,
                    Isd::UMin => CondCode::Ult,
                    _ => CondCode::Ugt,
                };
                let pick_a = self.compare_halves(a, b, cc, src)?;
                let lo = self.dag.value(Isd::Select, half, &[pick_a, a.0, b.0], src)?;
                let hi = self.dag.value(Isd::Select, half, &[pick_a, a.1, b.1], src)?;
                pair(lo, hi)
            }
            Isd::CtPop => {
                let (lo, hi) = self.halves(node.ops[0], half, src)?;
                let a = self.dag.value(Isd::CtPop, half, &[lo], src)?;
                let b = self.dag.value(Isd::CtPop, half, &[hi], src)?;
                let s = self.dag.value(Isd::Add, half, &[a, b], src)?;
                pair(s, zero(self)?)
            }
            // ctlz: the high half's count unless it is zero, then 64 + the low half's; cttz mirrors.
            Isd::CtLz | Isd::CtTz => {
                let (lo, hi) = self.halves(node.ops[0], half, src)?;
                let (first, second) = if op == Isd::CtLz { (hi, lo) } else { (lo, hi) };
                let z = zero(self)?;
                let ne = self.cc(CondCode::Ne)?;
                let decides = self.dag.value(Isd::SetCC, Mvt::I1, &[first, z, ne], src)?;
                let a = self.dag.value(op, half, &[first], src)?;
                let b = self.dag.value(op, half, &[second], src)?;
                let k = self.dag.constant(hb, half)?;
                let b = self.dag.value(Isd::Add, half, &[b, k], src)?;
                let r = self.dag.value(Isd::Select, half, &[decides, a, b], src)?;
                pair(r, zero(self)?)
            }
            Isd::BitReverse | Isd::BSwap => {
                let (lo, hi) = self.halves(node.ops[0], half, src)?;
                let nlo = self.dag.value(op, half, &[hi], src)?;
                let nhi = self.dag.value(op, half, &[lo], src)?;
                pair(nlo, nhi)
            }
            // abs x = (x ^ s) - s with s the sign spread over both halves.
            Isd::Abs => {
                let (lo, hi) = self.halves(node.ops[0], half, src)?;
                let k = self.dag.constant(hb - 1, Mvt::I32)?;
                let s = self.dag.value(Isd::Sra, half, &[hi, k], src)?;
                let xl = self.dag.value(Isd::Xor, half, &[lo, s], src)?;
                let xh = self.dag.value(Isd::Xor, half, &[hi, s], src)?;
                let (l, h) = self.add_halves((xl, xh), (s, s), true, src)?;
                pair(l, h)
            }
            // A constant funnel shift: x << k | y >> (128 - k) (fshr: by 128 - k).
            Isd::FShL | Isd::FShR => {
                let Payload::Constant(k) = self.constant_of(node.ops[2]) else {
                    // A variable amount (LLVM's ExpandIntRes_FunnelShift): the four halves of
                    // x:y, least significant first, are y.lo, y.hi, x.lo, x.hi; bit 6 of the
                    // amount picks which three consecutive halves feed two funnel shifts on the
                    // halves by the amount (mod 64): lo = fsh(s2, s1), hi = fsh(s3, s2).
                    let (x0, x1) = self.halves(node.ops[0], half, src)?;
                    let (y0, y1) = self.halves(node.ops[1], half, src)?;
                    let (zl, _) = self.halves(node.ops[2], half, src)?;
                    let bit = self.dag.constant(hb, half)?;
                    let masked = self.dag.value(Isd::And, half, &[zl, bit], src)?;
                    let z = zero(self)?;
                    // fshl: the window moves down one half when the bit is set; fshr when clear.
                    let cc = self.cc(if op == Isd::FShL { CondCode::Ne } else { CondCode::Eq })?;
                    let low_window = self.dag.value(Isd::SetCC, Mvt::I1, &[masked, z, cc], src)?;
                    let s1 = self.dag.value(Isd::Select, half, &[low_window, y0, y1], src)?;
                    let s2 = self.dag.value(Isd::Select, half, &[low_window, y1, x0], src)?;
                    let s3 = self.dag.value(Isd::Select, half, &[low_window, x0, x1], src)?;
                    let amt = self.dag.value(Isd::Truncate, Mvt::I32, &[zl], src)?;
                    let lo = self.dag.value(op, half, &[s2, s1, amt], src)?;
                    let hi = self.dag.value(op, half, &[s3, s2, amt], src)?;
                    return Ok(pair(lo, hi));
                };
                let w = 2 * hb;
                let k = if op == Isd::FShL { k.rem_euclid(w) } else { (w - k.rem_euclid(w)) % w };
                let x = self.halves(node.ops[0], half, src)?;
                let y = self.halves(node.ops[1], half, src)?;
                if k == 0 {
                    let (lo, hi) = if op == Isd::FShL { x } else { y };
                    return Ok(pair(lo, hi));
                }
                let (al, ah) = self.shift_halves(Isd::Shl, x.0, x.1, k as u32, half, src)?;
                let (bl, bh) = self.shift_halves(Isd::Srl, y.0, y.1, (w - k) as u32, half, src)?;
                let lo = self.dag.value(Isd::Or, half, &[al, bl], src)?;
                let hi = self.dag.value(Isd::Or, half, &[ah, bh], src)?;
                pair(lo, hi)
            }
            // The value by the carry chain; the overflow as a compare (LLVM's expandUADDSUBO /
            // expandSADDSUBO): unsigned, the sum below an operand or the minuend below the
            // subtrahend; signed, the sign of (r ^ a) & (r ^ b) (add) or (r ^ a) & (a ^ b) (sub).
            Isd::UAddO | Isd::USubO | Isd::SAddO | Isd::SSubO => {
                let a = self.halves(node.ops[0], half, src)?;
                let b = self.halves(node.ops[1], half, src)?;
                let sub = matches!(op, Isd::USubO | Isd::SSubO);
                let r = self.add_halves(a, b, sub, src)?;
                let o = match op {
                    Isd::UAddO => self.compare_halves(r, a, CondCode::Ult, src)?,
                    Isd::USubO => self.compare_halves(a, b, CondCode::Ult, src)?,
                    _ => {
                        let x1 = self.dag.value(Isd::Xor, half, &[r.1, a.1], src)?;
                        let x2 = if sub { self.dag.value(Isd::Xor, half, &[a.1, b.1], src)? } else { self.dag.value(Isd::Xor, half, &[r.1, b.1], src)? };
                        let both = self.dag.value(Isd::And, half, &[x1, x2], src)?;
                        let z = zero(self)?;
                        let lt = self.cc(CondCode::Lt)?;
                        self.dag.value(Isd::SetCC, Mvt::I1, &[both, z, lt], src)?
                    }
                };
                Some(vec![Fate::Mapped(Legalized::Expanded(r.0, r.1)), Fate::Same(o)])
            }
            // umulo on the halves (LLVM's forceExpandWideMUL shape): the low 128 bits of the
            // product from al*bl, mulhu(al, bl) and the two cross products; it overflows when
            // both high halves are non-zero, a cross product has high bits, or the middle sums
            // carry.
            Isd::UMulO => {
                let (al, ah) = self.halves(node.ops[0], half, src)?;
                let (bl, bh) = self.halves(node.ops[1], half, src)?;
                let lo = self.dag.value(Isd::Mul, half, &[al, bl], src)?;
                let t0 = self.dag.value(Isd::MulHU, half, &[al, bl], src)?;
                let p1 = self.dag.value(Isd::Mul, half, &[al, bh], src)?;
                let p1h = self.dag.value(Isd::MulHU, half, &[al, bh], src)?;
                let p2 = self.dag.value(Isd::Mul, half, &[ah, bl], src)?;
                let p2h = self.dag.value(Isd::MulHU, half, &[ah, bl], src)?;
                let s1 = self.dag.value(Isd::Add, half, &[t0, p1], src)?;
                let hi = self.dag.value(Isd::Add, half, &[s1, p2], src)?;
                let z = zero(self)?;
                let ult = self.cc(CondCode::Ult)?;
                let ne = self.cc(CondCode::Ne)?;
                let c1 = self.dag.value(Isd::SetCC, Mvt::I1, &[s1, t0, ult], src)?;
                let c2 = self.dag.value(Isd::SetCC, Mvt::I1, &[hi, s1, ult], src)?;
                let ahz = self.dag.value(Isd::SetCC, Mvt::I1, &[ah, z, ne], src)?;
                let bhz = self.dag.value(Isd::SetCC, Mvt::I1, &[bh, z, ne], src)?;
                let both = self.dag.value(Isd::And, Mvt::I1, &[ahz, bhz], src)?;
                let h1 = self.dag.value(Isd::SetCC, Mvt::I1, &[p1h, z, ne], src)?;
                let h2 = self.dag.value(Isd::SetCC, Mvt::I1, &[p2h, z, ne], src)?;
                let mut o = both;
                for x in [h1, h2, c1, c2] {
                    o = self.dag.value(Isd::Or, Mvt::I1, &[o, x], src)?;
                }
                Some(vec![Fate::Mapped(Legalized::Expanded(lo, hi)), Fate::Same(o)])
            }
            // smulo on the halves (LLVM's forceExpandWideMUL, signed): the 256-bit product from
            // al*bl (unsigned), the two mixed cross products (their high words mul.hi.u64 plus
            // the signed half's sign times the other: mad.lo) and ah*bh (mul.hi.s64), summed with
            // carries; it overflows when the top 128 bits are not the low half's sign.
            Isd::SMulO => {
                let (al, ah) = self.halves(node.ops[0], half, src)?;
                let (bl, bh) = self.halves(node.ops[1], half, src)?;
                let z = zero(self)?;
                let k = self.dag.constant(i128::from(half.bits()) - 1, Mvt::I32)?;
                let w0 = self.dag.value(Isd::Mul, half, &[al, bl], src)?;
                let t0 = self.dag.value(Isd::MulHU, half, &[al, bl], src)?;
                // A signed half times an unsigned one, as a signed double word.
                let mixed = |d: &mut Self, s: SdValue, u: SdValue| -> Result<(SdValue, SdValue), OverBudget> {
                    let l = d.dag.value(Isd::Mul, half, &[s, u], src)?;
                    let h = d.dag.value(Isd::MulHU, half, &[s, u], src)?;
                    let sg = d.dag.value(Isd::Sra, half, &[s, k], src)?;
                    let c = d.dag.value(Isd::Mul, half, &[sg, u], src)?;
                    Ok((l, d.dag.value(Isd::Add, half, &[c, h], src)?))
                };
                let (xl, xh) = mixed(self, ah, bl)?;
                let (yl, yh) = mixed(self, bh, al)?;
                let zl = self.dag.value(Isd::Mul, half, &[ah, bh], src)?;
                let zh = self.dag.value(Isd::MulHS, half, &[ah, bh], src)?;
                // The middle word and its carries (0..2).
                let m = self.add_halves((t0, z), (xl, z), false, src)?;
                let (w1, carry) = self.add_halves(m, (yl, z), false, src)?;
                // The top two words: ah*bh + sext(xh) + sext(yh) + carries.
                let xs = self.dag.value(Isd::Sra, half, &[xh, k], src)?;
                let ys = self.dag.value(Isd::Sra, half, &[yh, k], src)?;
                let u = self.add_halves((zl, zh), (xh, xs), false, src)?;
                let u = self.add_halves(u, (yh, ys), false, src)?;
                let u = self.add_halves(u, (carry, z), false, src)?;
                let sign = self.dag.value(Isd::Sra, half, &[w1, k], src)?;
                let o = self.compare_halves(u, (sign, sign), CondCode::Ne, src)?;
                Some(vec![Fate::Mapped(Legalized::Expanded(w0, w1)), Fate::Same(o)])
            }
            // Saturating: unsigned, all ones on a carry / zero on a borrow; signed, the sum unless it
            // overflowed, then INT_MIN ^ (r >> 127) (INT_MAX for a negative wrap, INT_MIN else).
            Isd::UAddSat | Isd::USubSat | Isd::SAddSat | Isd::SSubSat => {
                let a = self.halves(node.ops[0], half, src)?;
                let b = self.halves(node.ops[1], half, src)?;
                let sub = matches!(op, Isd::USubSat | Isd::SSubSat);
                let r = self.add_halves(a, b, sub, src)?;
                let (over, sat) = match op {
                    Isd::UAddSat => (self.compare_halves(r, a, CondCode::Ult, src)?, {
                        let ones = self.dag.constant(-1, half)?;
                        (ones, ones)
                    }),
                    Isd::USubSat => (self.compare_halves(a, b, CondCode::Ult, src)?, {
                        let z = zero(self)?;
                        (z, z)
                    }),
                    _ => {
                        let x1 = self.dag.value(Isd::Xor, half, &[r.1, a.1], src)?;
                        let x2 = if sub { self.dag.value(Isd::Xor, half, &[a.1, b.1], src)? } else { self.dag.value(Isd::Xor, half, &[r.1, b.1], src)? };
                        let both = self.dag.value(Isd::And, half, &[x1, x2], src)?;
                        let z = zero(self)?;
                        let lt = self.cc(CondCode::Lt)?;
                        let o = self.dag.value(Isd::SetCC, Mvt::I1, &[both, z, lt], src)?;
                        let k = self.dag.constant(hb - 1, Mvt::I32)?;
                        let s = self.dag.value(Isd::Sra, half, &[r.1, k], src)?;
                        let min = self.dag.constant(-(1i128 << (hb - 1)), half)?;
                        let sh = self.dag.value(Isd::Xor, half, &[s, min], src)?;
                        (o, (s, sh))
                    }
                };
                let lo = self.dag.value(Isd::Select, half, &[over, sat.0, r.0], src)?;
                let hi = self.dag.value(Isd::Select, half, &[over, sat.1, r.1], src)?;
                pair(lo, hi)
            }
            _ => None,
        })
    }

    /// The constant an operand is (through its expansion), or `Payload::None`.
    fn constant_of(&self, v: SdValue) -> Payload {
        let v = match self.map.get(&v) {
            Some(Legalized::Expanded(lo, _)) => *lo,
            _ => v,
        };
        match self.dag.node(v.node).payload {
            Payload::Constant(c) => Payload::Constant(c),
            _ => Payload::None,
        }
    }
}
