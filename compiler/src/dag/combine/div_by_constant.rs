//! Division by a constant as a multiplication by a "magic" number (LLVM's `BuildUDIV` /
//! `BuildSDIV` with `UnsignedDivisionByConstantInfo` / `SignedDivisionByConstantInfo`, from
//! Hacker's Delight 10): `div.u32` is a long subroutine in SASS, `mul.hi.u32` one instruction.
//!
//! The magic numbers are computed in `bits`-bit modular arithmetic (held in `u128`, masked after
//! every step), exactly as LLVM's `APInt` code computes them, so the PTX carries the same
//! constants as LLVM 22's (checked against `llc -mcpu=sm_90` for i16/i32/i64 divisors).
//! Powers of two, 0, ±1 and divisors of `2^(bits-1)` and above are left to the other rules.

use super::{const_of, mask, OverBudget, Run};
use crate::dag::{Isd, Mvt, NodeId, SdValue, SelectionDag};

/// The unsigned magic: multiply by `magic` after shifting right by `pre`, add the fix-up when
/// `add` (`((n - q) >> 1) + q`), then shift right by `post`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnsignedMagic {
    /// The multiplier (`bits` wide).
    pub magic: u128,
    /// Whether the 33rd-bit fix-up is needed.
    pub add: bool,
    /// The shift before the multiplication (even divisors).
    pub pre: u32,
    /// The shift after it.
    pub post: u32,
}

/// `UnsignedDivisionByConstantInfo::get(d, leading_zeros)` for a `bits`-bit divisor `d > 1`.
pub fn unsigned_magic(d: u128, bits: u32, leading_zeros: u32) -> UnsignedMagic {
    let m = mask(bits);
    let all_ones = mask(bits - leading_zeros);
    let signed_min = 1u128 << (bits - 1);
    let signed_max = signed_min - 1;
    let nc = all_ones.wrapping_sub((all_ones.wrapping_add(1).wrapping_sub(d) & m) % d) & m;
    let mut p = bits - 1;
    let (mut q1, mut r1) = (signed_min / nc, signed_min % nc);
    let (mut q2, mut r2) = (signed_max / d, signed_max % d);
    let mut add = false;
    loop {
        p += 1;
        if r1 >= nc.wrapping_sub(r1) & m {
            q1 = ((q1 << 1) + 1) & m;
            r1 = ((r1 << 1).wrapping_sub(nc)) & m;
        } else {
            q1 = (q1 << 1) & m;
            r1 = (r1 << 1) & m;
        }
        if (r2 + 1) & m >= d.wrapping_sub(r2) & m {
            if q2 >= signed_max {
                add = true;
            }
            q2 = ((q2 << 1) + 1) & m;
            r2 = (((r2 << 1) + 1).wrapping_sub(d)) & m;
        } else {
            if q2 >= signed_min {
                add = true;
            }
            q2 = (q2 << 1) & m;
            r2 = ((r2 << 1) + 1) & m;
        }
        let delta = d.wrapping_sub(1).wrapping_sub(r2) & m;
        if !(p < bits * 2 && (q1 < delta || (q1 == delta && r1 == 0))) {
            break;
        }
    }
    let mut out = UnsignedMagic { magic: (q2 + 1) & m, add, pre: 0, post: p - bits };
    if out.add {
        out.post -= 1;
    }
    // An even divisor avoids the fix-up by shifting the dividend first.
    if out.add && d & 1 == 0 {
        let pre = d.trailing_zeros();
        out = unsigned_magic(d >> pre, bits, leading_zeros + pre);
        out.pre = pre;
    }
    out
}

/// `SignedDivisionByConstantInfo::get(d)`: the multiplier (`bits` wide, negated for a negative
/// divisor) and the shift, for `|d| > 1`.
pub fn signed_magic(d: i128, bits: u32) -> (u128, u32) {
    let m = mask(bits);
    let du = (d as u128) & m;
    let ad = d.unsigned_abs() & m;
    let signed_min = 1u128 << (bits - 1);
    let t = signed_min + (du >> (bits - 1));
    let anc = t - 1 - t % ad;
    let mut p = bits - 1;
    let (mut q1, mut r1) = (signed_min / anc, signed_min % anc);
    let (mut q2, mut r2) = (signed_min / ad, signed_min % ad);
    loop {
        p += 1;
        q1 = (q1 << 1) & m;
        r1 = (r1 << 1) & m;
        if r1 >= anc {
            q1 += 1;
            r1 -= anc;
        }
        q2 = (q2 << 1) & m;
        r2 = (r2 << 1) & m;
        if r2 >= ad {
            q2 += 1;
            r2 -= ad;
        }
        let delta = ad - r2;
        if !(q1 < delta || (q1 == delta && r1 == 0)) {
            break;
        }
    }
    let mut magic = (q2 + 1) & m;
    if d < 0 {
        magic = magic.wrapping_neg() & m;
    }
    (magic, p - bits)
}

/// `n` as `op x, d` on a legal 16/32/64-bit integer with a constant divisor: `(x, d, vt, bits)`,
/// `d` sign-extended from the type's width.
fn by_constant(dag: &SelectionDag, n: NodeId, op: Isd) -> Option<(SdValue, i128, Mvt, u32)> {
    let node = dag.node(n);
    if node.opcode != crate::dag::Opcode::Isd(op) || node.ops.len() != 2 || node.vts.len() != 1 {
        return None;
    }
    let vt = node.vts[0];
    if !matches!(vt, Mvt::I16 | Mvt::I32 | Mvt::I64) {
        return None;
    }
    let bits = vt.bits();
    Some((node.ops[0], crate::dag::truncate_signed(const_of(dag, node.ops[1])?, bits), vt, bits))
}

/// The divisor of `n` (`op` on a legal 16/32/64-bit integer) when the magic form applies.
fn divisor(dag: &SelectionDag, n: NodeId, op: Isd) -> Option<(SdValue, i128, Mvt, u32)> {
    let (x, d, vt, bits) = by_constant(dag, n, op)?;
    let unsigned = matches!(op, Isd::UDiv | Isd::URem);
    let mag = if unsigned { (d as u128) & mask(bits) } else { d.unsigned_abs() };
    // 0, 1, powers of two and (unsigned) divisors at or above 2^(bits-1) stay as they are.
    if mag <= 1 || mag.is_power_of_two() || (unsigned && mag >= 1u128 << (bits - 1)) {
        return None;
    }
    Some((x, d, vt, bits))
}

fn constant(dag: &mut SelectionDag, bits_value: u128, vt: Mvt) -> Result<SdValue, OverBudget> {
    dag.constant(crate::dag::truncate_signed(bits_value as i128, vt.bits()), vt)
}

fn shift(dag: &mut SelectionDag, k: u32) -> Result<SdValue, OverBudget> {
    dag.constant(i128::from(k), Mvt::I32)
}

/// The quotient `n / d` (unsigned), as `BuildUDIV` builds it.
fn udiv(dag: &mut SelectionDag, x: SdValue, d: i128, vt: Mvt, bits: u32, src: Option<crate::diag::Span>) -> Result<SdValue, OverBudget> {
    let um = unsigned_magic((d as u128) & mask(bits), bits, 0);
    let mut q = x;
    if um.pre > 0 {
        let k = shift(dag, um.pre)?;
        q = dag.value(Isd::Srl, vt, &[q, k], src)?;
    }
    let magic = constant(dag, um.magic, vt)?;
    q = dag.value(Isd::MulHU, vt, &[q, magic], src)?;
    if um.add {
        let npq = dag.value(Isd::Sub, vt, &[x, q], src)?;
        let one = shift(dag, 1)?;
        let npq = dag.value(Isd::Srl, vt, &[npq, one], src)?;
        q = dag.value(Isd::Add, vt, &[npq, q], src)?;
    }
    if um.post > 0 {
        let k = shift(dag, um.post)?;
        q = dag.value(Isd::Srl, vt, &[q, k], src)?;
    }
    Ok(q)
}

/// The quotient `n / d` (signed, rounding toward zero), as `BuildSDIV` builds it.
fn sdiv(dag: &mut SelectionDag, x: SdValue, d: i128, vt: Mvt, bits: u32, src: Option<crate::diag::Span>) -> Result<SdValue, OverBudget> {
    let (magic, sh) = signed_magic(d, bits);
    let negative_magic = magic >> (bits - 1) & 1 == 1;
    let mc = constant(dag, magic, vt)?;
    let mut q = dag.value(Isd::MulHS, vt, &[x, mc], src)?;
    if d > 0 && negative_magic {
        q = dag.value(Isd::Add, vt, &[q, x], src)?;
    } else if d < 0 && !negative_magic {
        q = dag.value(Isd::Sub, vt, &[q, x], src)?;
    }
    // The sign bit (taken before the arithmetic shift: the same bit) rounds toward zero.
    let top = shift(dag, bits - 1)?;
    let sign = dag.value(Isd::Srl, vt, &[q, top], src)?;
    if sh > 0 {
        let k = shift(dag, sh)?;
        q = dag.value(Isd::Sra, vt, &[q, k], src)?;
    }
    dag.value(Isd::Add, vt, &[q, sign], src)
}

/// `udiv x, d` -> mul.hi.u (and shifts).
pub(super) fn udiv_by_constant(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((x, d, vt, bits)) = divisor(dag, n, Isd::UDiv) else { return Ok(None) };
    let src = dag.node(n).source;
    Ok(Some(udiv(dag, x, d, vt, bits, src)?))
}

/// `sdiv x, d` -> mul.hi.s, shifts and the sign-bit correction.
pub(super) fn sdiv_by_constant(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((x, d, vt, bits)) = divisor(dag, n, Isd::SDiv) else { return Ok(None) };
    let src = dag.node(n).source;
    Ok(Some(sdiv(dag, x, d, vt, bits, src)?))
}

/// `urem x, d` / `srem x, d` -> `x - (x / d) * d`, the quotient by the magic form.
pub(super) fn rem_by_constant(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let (signed, found) = match divisor(dag, n, Isd::URem) {
        Some(f) => (false, f),
        None => match divisor(dag, n, Isd::SRem) {
            Some(f) => (true, f),
            None => return Ok(None),
        },
    };
    let (x, d, vt, bits) = found;
    let src = dag.node(n).source;
    let q = if signed { sdiv(dag, x, d, vt, bits, src)? } else { udiv(dag, x, d, vt, bits, src)? };
    let dc = dag.constant(d, vt)?;
    let p = dag.value(Isd::Mul, vt, &[q, dc], src)?;
    Ok(Some(dag.value(Isd::Sub, vt, &[x, p], src)?))
}

/// `x + bias` for a signed division by `2^k`: the bias (`2^k - 1` for a negative `x`, else 0)
/// makes the arithmetic shift round toward zero (LLVM's BuildSDIVPow2).
fn biased(dag: &mut SelectionDag, x: SdValue, k: u32, vt: Mvt, bits: u32, src: Option<crate::diag::Span>) -> Result<SdValue, OverBudget> {
    let bias = if k == 1 {
        // The sign bit itself.
        let top = shift(dag, bits - 1)?;
        dag.value(Isd::Srl, vt, &[x, top], src)?
    } else {
        let top = shift(dag, bits - 1)?;
        let sign = dag.value(Isd::Sra, vt, &[x, top], src)?;
        let rest = shift(dag, bits - k)?;
        dag.value(Isd::Srl, vt, &[sign, rest], src)?
    };
    dag.value(Isd::Add, vt, &[x, bias], src)
}

/// A signed division or remainder by `±2^k` (`k >= 1`) on a legal 16/32/64-bit integer.
fn signed_pow2(dag: &SelectionDag, n: NodeId, op: Isd) -> Option<(SdValue, i128, u32, Mvt, u32)> {
    let (x, d, vt, bits) = by_constant(dag, n, op)?;
    let mag = d.unsigned_abs();
    // INT_MIN is a power of two too, but its magnitude does not fit: left to div.s.
    if mag < 2 || !mag.is_power_of_two() || mag >= 1u128 << (bits - 1) {
        return None;
    }
    Some((x, d, mag.trailing_zeros(), vt, bits))
}

/// `sdiv x, ±2^k` -> `(x + bias) >> k` (negated for a negative divisor).
pub(super) fn sdiv_pow2(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((x, d, k, vt, bits)) = signed_pow2(dag, n, Isd::SDiv) else { return Ok(None) };
    let src = dag.node(n).source;
    let t = biased(dag, x, k, vt, bits, src)?;
    let kk = shift(dag, k)?;
    let q = dag.value(Isd::Sra, vt, &[t, kk], src)?;
    if d > 0 {
        return Ok(Some(q));
    }
    let zero = dag.constant(0, vt)?;
    Ok(Some(dag.value(Isd::Sub, vt, &[zero, q], src)?))
}

/// `srem x, ±2^k` -> `x - ((x + bias) & -2^k)` (the sign of the divisor does not matter).
pub(super) fn srem_pow2(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((x, _, k, vt, bits)) = signed_pow2(dag, n, Isd::SRem) else { return Ok(None) };
    let src = dag.node(n).source;
    let t = biased(dag, x, k, vt, bits, src)?;
    let mask = dag.constant(-(1i128 << k), vt)?;
    let m = dag.value(Isd::And, vt, &[t, mask], src)?;
    Ok(Some(dag.value(Isd::Sub, vt, &[x, m], src)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    // Magic numbers as LLVM 22 prints them (llc -mcpu=sm_90): mul.hi.u32 x, 613566757 for
    // udiv 7 (with the fix-up, shift 2), -858993459 for udiv 10 (shift 3), 274877907 for
    // urem 1000 (shift 6); udiv 14 shifts by 1 first and uses 7's magic with one more known
    // leading zero (-1840700269, shift 2); i16 udiv 5 is mul.hi.u16 -13107 >> 2.
    #[test]
    fn unsigned_magic_matches_llvm() {
        let u = |d: u128, bits| unsigned_magic(d, bits, 0);
        assert_eq!(u(7, 32), UnsignedMagic { magic: 613_566_757, add: true, pre: 0, post: 2 });
        assert_eq!(u(10, 32), UnsignedMagic { magic: (-858_993_459i64 as u128) & mask(32), add: false, pre: 0, post: 3 });
        assert_eq!(u(1000, 32), UnsignedMagic { magic: 274_877_907, add: false, pre: 0, post: 6 });
        assert_eq!(u(14, 32), UnsignedMagic { magic: (-1_840_700_269i64 as u128) & mask(32), add: false, pre: 1, post: 2 });
        assert_eq!(u(5, 16), UnsignedMagic { magic: (-13107i64 as u128) & mask(16), add: false, pre: 0, post: 2 });
        assert_eq!(u(1_000_003, 64), UnsignedMagic { magic: 896_011_011_859_258_473, add: true, pre: 0, post: 19 });
    }

    // mul.hi.s32 x, -1840700269 (+ x) >> 2 for sdiv 7; -1717986919 >> 2 for sdiv -10;
    // 1431655766 (no shift) for srem 3; mul.hi.s64 6120523590596543007 >> 12 for sdiv 12345.
    #[test]
    fn signed_magic_matches_llvm() {
        assert_eq!(signed_magic(7, 32), ((-1_840_700_269i64 as u128) & mask(32), 2));
        assert_eq!(signed_magic(-10, 32), ((-1_717_986_919i64 as u128) & mask(32), 2));
        assert_eq!(signed_magic(3, 32), (1_431_655_766, 0));
        assert_eq!(signed_magic(12345, 64), (6_120_523_590_596_543_007, 12));
    }

    /// The power-of-two forms round toward zero like sdiv/srem, for every 16-bit dividend.
    #[test]
    fn signed_pow2_forms_are_exact() {
        for k in 1..15u32 {
            for x in i16::MIN..=i16::MAX {
                let x = i64::from(x);
                let bias = if k == 1 { ((x as u16) >> 15) as i64 } else { (((x >> 15) as u16) >> (16 - k)) as i64 };
                let t = x + bias;
                let q = t >> k;
                assert_eq!(q, x / (1 << k), "{x} / 2^{k}");
                assert_eq!(-q, x / -(1 << k), "{x} / -2^{k}");
                assert_eq!(x - (t & -(1i64 << k)), x % (1 << k), "{x} % 2^{k}");
            }
        }
    }

    /// Every quotient the magic forms give equals the true one, over many dividends.
    #[test]
    fn magic_quotients_are_exact() {
        for bits in [16u32, 32] {
            let m = mask(bits);
            for d in [3i128, 5, 6, 7, 10, 11, 12, 14, 25, 100, 641, 1000, 32767] {
                let um = unsigned_magic(d as u128, bits, 0);
                let (sm, sh) = signed_magic(d, bits);
                let (nm, nsh) = signed_magic(-d, bits);
                for x in (0..m).step_by(((m / 5000) as usize).max(1)).chain([m, m - 1, m / 2, m / 2 + 1]) {
                    let mut q = x >> um.pre;
                    q = (q * um.magic) >> bits;
                    if um.add {
                        q = (((x - q) >> 1) + q) & m;
                    }
                    q >>= um.post;
                    assert_eq!(q, x / d as u128, "udiv {x} / {d} on {bits} bits");
                    let sx = crate::dag::truncate_signed(x as i128, bits);
                    for (dd, mg, s) in [(d, sm, sh), (-d, nm, nsh)] {
                        let smg = crate::dag::truncate_signed(mg as i128, bits);
                        let mut q = (sx * smg) >> bits;
                        if dd > 0 && smg < 0 {
                            q += sx;
                        } else if dd < 0 && smg > 0 {
                            q -= sx;
                        }
                        let q = crate::dag::truncate_signed(q, bits);
                        let sign = (q as u128 & m) >> (bits - 1);
                        let r = (q >> s) + sign as i128;
                        assert_eq!(r, sx / dd, "sdiv {sx} / {dd} on {bits} bits");
                    }
                }
            }
        }
    }
}
