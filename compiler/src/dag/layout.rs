//! The NVPTX data layout (`e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64`, 64-bit
//! pointers): sizes and alignments of IR types, for address arithmetic and `.param` layouts.

use crate::ir::types::{Type, TypeId, TypeTable};

/// Size in bytes and ABI alignment of a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeAlign {
    /// Allocation size in bytes (the stride in an array).
    pub size: u64,
    /// ABI alignment in bytes.
    pub align: u64,
}

fn round_up(x: u64, a: u64) -> u64 {
    if a <= 1 { x } else { x.div_ceil(a).saturating_mul(a) }
}

/// The size and alignment of `ty`, or `None` for types with no size (void, functions, labels)
/// or absurd sizes.
pub fn size_align(types: &TypeTable, ty: TypeId) -> Option<SizeAlign> {
    size_align_depth(types, ty, 0)
}

fn size_align_depth(types: &TypeTable, ty: TypeId, depth: u32) -> Option<SizeAlign> {
    if depth > 64 {
        return None;
    }
    let sa = |size, align| Some(SizeAlign { size, align });
    match types.get(ty) {
        Type::Int(bits) => {
            let bytes = u64::from(*bits).div_ceil(8);
            let align = match bits {
                0..=8 => 1,
                9..=16 => 2,
                17..=32 => 4,
                33..=64 => 8,
                _ => 16,
            };
            sa(round_up(bytes, align), align)
        }
        Type::Half | Type::BFloat => sa(2, 2),
        Type::Float => sa(4, 4),
        Type::Double => sa(8, 8),
        Type::Ptr(6) => sa(4, 4),
        Type::Ptr(_) => sa(8, 8),
        Type::Vector { len, elem } => {
            let e = size_align_depth(types, *elem, depth + 1)?;
            let bytes = e.size.checked_mul(u64::from(*len))?;
            // Vectors are aligned to their size rounded up to a power of two.
            let align = bytes.next_power_of_two().max(1);
            sa(round_up(bytes, align), align)
        }
        Type::Array { len, elem } => {
            let e = size_align_depth(types, *elem, depth + 1)?;
            sa(e.size.checked_mul(*len)?, e.align)
        }
        Type::Struct { fields, packed } => struct_layout(types, fields, *packed, depth).map(|(s, _)| s),
        Type::Named(i) => {
            let (fields, packed) = types.named.get(*i as usize)?.body.as_ref()?;
            struct_layout(types, fields, *packed, depth).map(|(s, _)| s)
        }
        _ => None,
    }
}

fn struct_layout(types: &TypeTable, fields: &[TypeId], packed: bool, depth: u32) -> Option<(SizeAlign, Vec<u64>)> {
    let mut offset = 0u64;
    let mut align = 1u64;
    let mut offsets = Vec::with_capacity(fields.len());
    for &f in fields {
        let fa = size_align_depth(types, f, depth + 1)?;
        let a = if packed { 1 } else { fa.align };
        offset = round_up(offset, a);
        offsets.push(offset);
        offset = offset.checked_add(fa.size)?;
        align = align.max(a);
    }
    Some((SizeAlign { size: round_up(offset, align), align }, offsets))
}

/// The byte offset of field `index` of the struct type `ty`.
pub fn field_offset(types: &TypeTable, ty: TypeId, index: usize) -> Option<u64> {
    let (fields, packed) = match types.get(ty) {
        Type::Struct { fields, packed } => (fields.clone(), *packed),
        Type::Named(i) => types.named.get(*i as usize)?.body.clone()?,
        _ => return None,
    };
    struct_layout(types, &fields, packed, 0)?.1.get(index).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c_layout() {
        let mut t = TypeTable::new();
        let i8t = t.intern(Type::Int(8));
        let f64t = t.intern(Type::Double);
        let s = t.intern(Type::Struct { fields: vec![i8t, f64t, i8t], packed: false });
        assert_eq!(size_align(&t, s), Some(SizeAlign { size: 24, align: 8 }));
        assert_eq!(field_offset(&t, s, 1), Some(8));
        let p = t.intern(Type::Struct { fields: vec![i8t, f64t], packed: true });
        assert_eq!(size_align(&t, p), Some(SizeAlign { size: 9, align: 1 }));
        let v = t.intern(Type::Vector { len: 3, elem: TypeTable::I32 });
        assert_eq!(size_align(&t, v), Some(SizeAlign { size: 16, align: 16 }));
        let a = t.intern(Type::Array { len: 10, elem: f64t });
        assert_eq!(size_align(&t, a).map(|x| x.size), Some(80));
    }
}
