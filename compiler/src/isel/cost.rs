//! The MatcherTable scorer's arithmetic (seed 000 §5.F): saturating signed 64-bit costs, the
//! depth amplifier, the pipeline-lattice predicate and the CheckSame shim.
//!
//! Every step of the scorer goes through [`sat_add`] and [`sat_mul`]; no unchecked sum is ever
//! propagated. A failed match is a [`Reject`], never a cost of 0: cost 0 is a legal (free)
//! match.

use crate::target::Subtarget;

/// `sat_add(a, b)`: `INT64_MAX` / `INT64_MIN` on overflow, else `a + b`.
pub const fn sat_add(a: i64, b: i64) -> i64 {
    if b > 0 && a > i64::MAX - b {
        i64::MAX
    } else if b < 0 && a < i64::MIN - b {
        i64::MIN
    } else {
        a + b
    }
}

/// `sat_mul(a, b)`: on overflow `INT64_MAX` when the signs agree, else `INT64_MIN`.
pub const fn sat_mul(a: i64, b: i64) -> i64 {
    match a.checked_mul(b) {
        Some(v) => v,
        None if (a < 0) == (b < 0) => i64::MAX,
        None => i64::MIN,
    }
}

/// Which depth rule the scorer uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Profile {
    /// The binary's formula, literally: `Mult = 9*(Depth != 2) + 1`.
    #[default]
    Binary,
    /// The document's prose and worked example (5.71-5.75), which assume `Mult = 1` at depth 0
    /// and the formula below it.
    WorkedExample,
}

/// The depth amplifier: `Mult = 9*(Depth != 2) + 1` (1 at depth 2, 10 elsewhere), except at
/// depth 0 in the worked-example profile.
pub const fn depth_mult(depth: u32, profile: Profile) -> i64 {
    if depth == 0 && matches!(profile, Profile::WorkedExample) {
        return 1;
    }
    9 * (depth != 2) as i64 + 1
}

/// What the pipeline-lattice predicate does with a running cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LatticeVerdict {
    /// Byte 0 or 1: accept, cost unchanged.
    Accept,
    /// Byte 4: the running cost doubles (`sat_mul(2, cost)`).
    Double,
    /// Any other byte: this path is rejected.
    Reject,
}

/// The verdict of one lattice byte.
pub const fn lattice_verdict(byte: u8) -> LatticeVerdict {
    match byte {
        0 | 1 => LatticeVerdict::Accept,
        4 => LatticeVerdict::Double,
        _ => LatticeVerdict::Reject,
    }
}

/// The lattice's column: a slot derived from the SM generation (the binary derives it from the
/// PTX version and arch bits; rows are 507 bytes there, of which this table keeps the rows the
/// patterns name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LatticeSlot {
    /// sm_70/sm_72 (Volta).
    Volta,
    /// sm_75 (Turing).
    Turing,
    /// sm_80-sm_89 (Ampere, Ada).
    Ampere,
    /// sm_90 (Hopper).
    Hopper,
    /// sm_100 and later (Blackwell).
    Blackwell,
}

impl LatticeSlot {
    /// The slot of `subtarget`.
    pub fn of(subtarget: &Subtarget) -> LatticeSlot {
        match subtarget.sm_x10() / 10 {
            0..=72 => LatticeSlot::Volta,
            73..=79 => LatticeSlot::Turing,
            80..=89 => LatticeSlot::Ampere,
            90..=99 => LatticeSlot::Hopper,
            _ => LatticeSlot::Blackwell,
        }
    }

    const fn column(self) -> usize {
        self as usize
    }
}

/// A lattice row the patterns name: plain ALU forms.
pub const ROW_ALU: u16 = 78;
/// A lattice row: the FMA fold (byte 4 on Volta biases against it; byte 1 from Hopper on).
pub const ROW_FMA_FOLD: u16 = 164;
/// A lattice row: 64-bit integer multiply forms (mul.wide folds).
pub const ROW_WIDE: u16 = 190;
/// A lattice row that no slot accepts (byte 2): patterns kept for the explorer only.
pub const ROW_NEVER: u16 = 291;
/// A lattice row: forms from sm_80 on (`min.NaN`, `max.NaN` through the NVVM intrinsics, which
/// operation legalization does not see): Volta and Turing reject (byte 2).
pub const ROW_SM80: u16 = 212;

/// The lattice rows as data: `(row, [Volta, Turing, Ampere, Hopper, Blackwell])`.
pub const LATTICE: &[(u16, [u8; 5])] = &[
    (ROW_ALU, [1, 1, 1, 1, 1]),
    (ROW_FMA_FOLD, [4, 1, 1, 1, 1]),
    (ROW_WIDE, [1, 1, 0, 0, 0]),
    (ROW_NEVER, [2, 2, 2, 2, 2]),
    (ROW_SM80, [2, 2, 1, 1, 1]),
];

/// `lattice[slot][row]`: a row the table does not list reads 0 (accept).
pub fn lattice_byte(slot: LatticeSlot, row: u16) -> u8 {
    LATTICE.iter().find(|(r, _)| *r == row).map(|(_, b)| b[slot.column()]).unwrap_or(0)
}

/// The CheckSame / CheckSameVT shim (5.67), in its order: (a) if the flag's byte 4 is 0 or bit
/// 0 is set, a plain equality check (`Some(accumulated)` when equal); (b) else a recorded UNDEF
/// is free (`Some(0)`); (c) else `sat_add(sat_mul(count, per_operand), accumulated)`.
pub fn check_same_shim(flags: u64, equal: bool, recorded_undef: bool, count: i64, per_operand: i64, accumulated: i64) -> Option<i64> {
    let byte4 = (flags >> 32) & 0xff;
    if byte4 == 0 || flags & 1 != 0 {
        return equal.then_some(accumulated);
    }
    if recorded_undef {
        return Some(0);
    }
    Some(sat_add(sat_mul(count, per_operand), accumulated))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saturating_arithmetic_at_the_limits() {
        assert_eq!(sat_add(i64::MAX, 1), i64::MAX);
        assert_eq!(sat_add(i64::MAX - 1, 1), i64::MAX);
        assert_eq!(sat_add(i64::MIN, -1), i64::MIN);
        assert_eq!(sat_add(i64::MIN + 1, -1), i64::MIN);
        assert_eq!(sat_add(i64::MAX, i64::MIN), -1);
        assert_eq!(sat_add(40, 2), 42);
        assert_eq!(sat_mul(i64::MAX, 2), i64::MAX);
        assert_eq!(sat_mul(i64::MIN, 2), i64::MIN);
        assert_eq!(sat_mul(i64::MIN, -1), i64::MAX);
        assert_eq!(sat_mul(i64::MAX, -2), i64::MIN);
        assert_eq!(sat_mul(-3, 7), -21);
        // A deep chain of doublings never wraps.
        let mut c = 3;
        for _ in 0..200 {
            c = sat_mul(2, c);
        }
        assert_eq!(c, i64::MAX);
    }

    #[test]
    fn depth_amplifier_is_the_formula() {
        let m: Vec<i64> = (0..4).map(|d| depth_mult(d, Profile::Binary)).collect();
        assert_eq!(m, [10, 10, 1, 10]);
        let w: Vec<i64> = (0..4).map(|d| depth_mult(d, Profile::WorkedExample)).collect();
        assert_eq!(w, [1, 10, 1, 10]);
    }

    #[test]
    fn lattice_bytes() {
        let v: Vec<LatticeVerdict> = [0, 1, 4, 2, 3].into_iter().map(lattice_verdict).collect();
        use LatticeVerdict::*;
        assert_eq!(v, [Accept, Accept, Double, Reject, Reject]);
        assert_eq!(lattice_byte(LatticeSlot::Volta, ROW_FMA_FOLD), 4);
        assert_eq!(lattice_byte(LatticeSlot::Hopper, ROW_FMA_FOLD), 1);
        assert_eq!(lattice_verdict(lattice_byte(LatticeSlot::Turing, ROW_SM80)), Reject);
        assert_eq!(lattice_verdict(lattice_byte(LatticeSlot::Ampere, ROW_SM80)), Accept);
    }

    #[test]
    fn check_same_shim_order() {
        // (a) before (b): with flag & 1 an UNDEF slot gets a real check, not a free match.
        let flags = (1u64 << 32) | 1;
        assert_eq!(check_same_shim(flags, false, true, 2, 10, 5), None);
        assert_eq!(check_same_shim(flags, true, true, 2, 10, 5), Some(5));
        // byte 4 zero: plain check too.
        assert_eq!(check_same_shim(0, false, true, 2, 10, 5), None);
        // (b): UNDEF is free.
        assert_eq!(check_same_shim(1u64 << 32, false, true, 2, 10, 5), Some(0));
        // (c): counted.
        assert_eq!(check_same_shim(1u64 << 32, false, false, 2, 10, 5), Some(25));
        assert_eq!(check_same_shim(1u64 << 32, false, false, i64::MAX, 10, 5), Some(i64::MAX));
    }
}
