//! Integers of odd widths (`i2`, `i17`, `i33`...): LLVM 22's type legalization promotes each to
//! the next legal integer (`i2` through `i8` to `i16`, `i17` to `i32`, `i33` to `i64`) and keeps
//! the value in the low bits, its upper bits undefined; an operation that reads the upper bits gets
//! its operands extended in register first (PromoteIntegerOperand / PromoteIntegerResult):
//!
//! * zero-extended (`and` with the mask): `udiv`, `urem`, `lshr`'s value, every shift amount,
//!   `icmp` eq/ne/unsigned, `zext`, `uitofp`, a `switch` condition (and its case values), and a
//!   stored value (a truncating store to a non-byte-sized type zero-extends to its byte size);
//! * sign-extended (`shl` then `sra` by the container's spare bits): `sdiv`, `srem`, `ashr`'s
//!   value, `icmp` signed, `sext`, `sitofp`.
//!
//! Here the DAG carries such a value in its container (`i8`, `i16`, `i32`, `i64`, which the type
//! legalizer then handles as any other) and the builder adds those extensions. A load or store
//! whose byte size is not the container's (`i17` is 3 bytes) is refused (LLVM splits it), as are
//! odd widths in vectors and in intrinsic calls.

use super::{BlockBuilder, Built};
use crate::dag::{Isd, Mvt, NodeFlags, Scalar, SdValue};
use crate::diag::Span;
use crate::ir::module::Module;
use crate::ir::types::{Type, TypeId};

/// The container of an odd integer width below 64: the legal-sized integer holding it.
pub(super) fn container(bits: u32) -> Option<Scalar> {
    match bits {
        2..=7 => Some(Scalar::I8),
        9..=15 => Some(Scalar::I16),
        17..=31 => Some(Scalar::I32),
        33..=63 => Some(Scalar::I64),
        _ => None,
    }
}

/// The width of `ty` when it is a scalar integer of an odd width (one [`container`] holds).
pub(super) fn odd_bits(m: &Module, ty: TypeId) -> Option<u32> {
    match m.types.get(ty) {
        Type::Int(b) if container(*b).is_some() => Some(*b),
        _ => None,
    }
}

/// Whether a load or store of an odd width reads and writes exactly its container's bytes.
pub(super) fn byte_sized_in_container(bits: u32) -> bool {
    container(bits).is_some_and(|c| bits.div_ceil(8) == c.bits() / 8)
}

impl BlockBuilder<'_, '_> {
    /// Refuses a load or store of an odd width whose byte size is not its container's.
    pub(super) fn odd_width_access(&self, ty: TypeId, span: Span) -> Built<()> {
        match odd_bits(self.cx.m, ty) {
            Some(b) if !byte_sized_in_container(b) => {
                Err(self.cx.error(span, format!("SelectionDAG build: a load or store of i{b} ({} bytes, split by LLVM) is not supported yet", b.div_ceil(8))))
            }
            _ => Ok(()),
        }
    }

    /// `v` (an odd-width value of `bits` in its container) with the upper bits cleared.
    pub(super) fn zext_in_reg(&mut self, v: SdValue, bits: u32, span: Span) -> Built<SdValue> {
        let vt = self.dag.vt(v);
        let mask = self.dag.constant((1i128 << bits) - 1, vt)?;
        self.node1(Isd::And, vt, &[v, mask], NodeFlags::default(), span)
    }

    /// `v` with the upper bits copies of bit `bits - 1`.
    pub(super) fn sext_in_reg(&mut self, v: SdValue, bits: u32, span: Span) -> Built<SdValue> {
        let vt = self.dag.vt(v);
        let spare = i128::from(vt.bits() - bits);
        // NVPTX's shift amount of an i16/i64 shift is an i32.
        let amount_vt = if matches!(vt, Mvt::I16 | Mvt::I64) { Mvt::I32 } else { vt };
        let k = self.dag.constant(spare, amount_vt)?;
        let up = self.node1(Isd::Shl, vt, &[v, k], NodeFlags::default(), span)?;
        self.node1(Isd::Sra, vt, &[up, k], NodeFlags::default(), span)
    }

    /// An operand of an odd width extended as `signed` says (`None`: not an odd width).
    pub(super) fn extend_odd(&mut self, v: SdValue, bits: Option<u32>, signed: bool, span: Span) -> Built<SdValue> {
        match bits {
            Some(b) if signed => self.sext_in_reg(v, b, span),
            Some(b) => self.zext_in_reg(v, b, span),
            None => Ok(v),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn containers_and_byte_sizes() {
        assert_eq!(container(2), Some(Scalar::I8));
        assert_eq!(container(17), Some(Scalar::I32));
        assert_eq!(container(8), None);
        assert_eq!(container(65), None);
        assert!(byte_sized_in_container(2) && byte_sized_in_container(12) && byte_sized_in_container(31));
        assert!(!byte_sized_in_container(17) && !byte_sized_in_container(40));
    }
}
