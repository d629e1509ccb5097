//! A plain load from a constant global with a definitive initializer reads a value known at
//! compile time: the load becomes that constant (LLVM 22's NVPTX pipeline folds such loads in the
//! IR passes it runs before instruction selection: EarlyCSE/GVN's constant folding of loads,
//! `ConstantFoldLoadFromConstPtr`). Handled: a whole-zero initializer (`zeroinitializer`) read
//! anywhere inside the object, and a read of exactly one element or field of the initializer of
//! the load's own type. Volatile and atomic loads stay loads.

use crate::dag::layout::{field_offset, size_align};
use crate::ir::module::{ConstId, ConstKind, Function, Module, Opcode, Value};
use crate::ir::types::{Type, TypeId};

/// The constant a plain load of type `ty` from `ptr` reads, if `ptr` points at a fixed offset of a
/// constant global whose initializer is definitive.
pub(super) fn fold(m: &Module, f: &Function, ptr: Value, ty: TypeId) -> Option<ConstKind> {
    let Some((g, offset)) = base_and_offset(m, f, ptr, 0) else {
        // At a variable offset: only a uniform (all-zero) initializer is known whatever the
        // offset (simplifyLoadInst's ConstantFoldLoadFromUniformValue).
        let global = m.globals.get(underlying_global(m, f, ptr, 0)?)?;
        let replaceable = global.linkage.iter().any(|l| matches!(l.as_str(), "external" | "extern_weak" | "weak" | "weak_odr" | "linkonce" | "linkonce_odr" | "common" | "available_externally"));
        let definitive = global.is_constant && !global.externally_initialized && !replaceable;
        return (definitive && global.init.is_some_and(|c| is_zero(m, c, 0))).then_some(ConstKind::Zero);
    };
    let global = m.globals.get(g)?;
    // A definitive initializer: defined here, not replaceable at link time or by the host.
    let replaceable = global.linkage.iter().any(|l| matches!(l.as_str(), "external" | "extern_weak" | "weak" | "weak_odr" | "linkonce" | "linkonce_odr" | "common" | "available_externally"));
    if !global.is_constant || global.externally_initialized || replaceable {
        return None;
    }
    let init = global.init?;
    let size = size_align(&m.types, ty)?.size;
    let total = size_align(&m.types, global.ty)?.size;
    if offset < 0 || offset as u64 + size > total || size == 0 {
        return None;
    }
    if is_zero(m, init, 0) {
        return Some(ConstKind::Zero);
    }
    element_at(m, init, global.ty, offset as u64, ty, 0)
}

/// `ptr` as a global plus a constant byte offset (through getelementptr with constant indices).
pub(crate) fn base_and_offset(m: &Module, f: &Function, ptr: Value, depth: u32) -> Option<(usize, i128)> {
    if depth > 16 {
        return None;
    }
    match ptr {
        Value::Const(c) => match &m.constant(c).kind {
            ConstKind::Global(g) => Some((g.index(), 0)),
            _ => None,
        },
        Value::Inst(i) => {
            let inst = f.inst(i);
            let Opcode::GetElementPtr { source } = inst.op else { return None };
            let (g, base) = base_and_offset(m, f, *inst.operands.first()?, depth + 1)?;
            Some((g, base + gep_offset(m, source, &inst.operands[1..])?))
        }
        _ => None,
    }
}

/// The global `ptr` points into, through getelementptr with any indices.
fn underlying_global(m: &Module, f: &Function, ptr: Value, depth: u32) -> Option<usize> {
    if depth > 16 {
        return None;
    }
    match ptr {
        Value::Const(c) => match &m.constant(c).kind {
            ConstKind::Global(g) => Some(g.index()),
            _ => None,
        },
        Value::Inst(i) => {
            let inst = f.inst(i);
            let Opcode::GetElementPtr { .. } = inst.op else { return None };
            underlying_global(m, f, *inst.operands.first()?, depth + 1)
        }
        _ => None,
    }
}

/// The byte offset of a getelementptr whose indices are all constants.
fn gep_offset(m: &Module, source: TypeId, indices: &[Value]) -> Option<i128> {
    let mut ty = source;
    let mut offset: i128 = 0;
    for (k, &idx) in indices.iter().enumerate() {
        let Value::Const(c) = idx else { return None };
        let i = match m.constant(c).kind {
            ConstKind::Int(i) => i,
            ConstKind::Zero => 0,
            _ => return None,
        };
        if k == 0 {
            offset += i * i128::from(size_align(&m.types, ty)?.size);
            continue;
        }
        match m.types.get(ty).clone() {
            Type::Struct { fields, .. } => {
                offset += i128::from(field_offset(&m.types, ty, usize::try_from(i).ok()?)?);
                ty = *fields.get(usize::try_from(i).ok()?)?;
            }
            Type::Array { elem, .. } => {
                offset += i * i128::from(size_align(&m.types, elem)?.size);
                ty = elem;
            }
            _ => return None,
        }
    }
    Some(offset)
}

/// Whether a constant is all zero bits.
/// The `size` bytes (1 to 8) at `extra` bytes past `ptr`, as an integer, when `ptr` points at a
/// fixed offset of a constant global with a definitive all-zero initializer: SelectionDAG's
/// getMemcpy reads such a source at compile time (isMemSrcFromConstant with a zero slice) and
/// stores zeros.
pub(super) fn fold_bytes(m: &Module, f: &Function, ptr: Value, extra: u64, size: u64) -> Option<i128> {
    let (g, offset) = base_and_offset(m, f, ptr, 0)?;
    let global = m.globals.get(g)?;
    let replaceable = global.linkage.iter().any(|l| matches!(l.as_str(), "external" | "extern_weak" | "weak" | "weak_odr" | "linkonce" | "linkonce_odr" | "common" | "available_externally"));
    if !global.is_constant || global.externally_initialized || replaceable || !(1..=8).contains(&size) {
        return None;
    }
    let init = global.init?;
    let total = size_align(&m.types, global.ty)?.size;
    let at = u64::try_from(offset).ok()? + extra;
    if at + size > total {
        return None;
    }
    if is_zero(m, init, 0) {
        return Some(0);
    }
    // Only an all-zero source: LLVM 22 still loads a source of other bytes (a `c"..."` array
    // is copied with ld.const), so do we.
    None
}

fn is_zero(m: &Module, c: ConstId, depth: u32) -> bool {
    if depth > 16 {
        return false;
    }
    match &m.constant(c).kind {
        ConstKind::Zero | ConstKind::Null | ConstKind::Int(0) | ConstKind::Float(0) => true,
        ConstKind::Array(es) | ConstKind::Struct(es) | ConstKind::Vector(es) => es.iter().all(|&e| is_zero(m, e, depth + 1)),
        ConstKind::Bytes(b) => b.iter().all(|&x| x == 0),
        _ => false,
    }
}

/// The element or field of `c` (of type `cty`) at byte `offset` whose type is exactly `want`.
fn element_at(m: &Module, c: ConstId, cty: TypeId, offset: u64, want: TypeId, depth: u32) -> Option<ConstKind> {
    if depth > 16 {
        return None;
    }
    let kind = &m.constant(c).kind;
    if offset == 0 && cty == want && matches!(kind, ConstKind::Int(_) | ConstKind::Float(_) | ConstKind::Null | ConstKind::Zero | ConstKind::Vector(_)) {
        return Some(kind.clone());
    }
    match (m.types.get(cty).clone(), kind) {
        (Type::Array { elem, .. }, ConstKind::Array(es)) => {
            let size = size_align(&m.types, elem)?.size;
            if size == 0 {
                return None;
            }
            let k = usize::try_from(offset / size).ok()?;
            element_at(m, *es.get(k)?, elem, offset % size, want, depth + 1)
        }
        (Type::Struct { fields, .. }, ConstKind::Struct(es)) => {
            for (k, &fty) in fields.iter().enumerate() {
                let start = field_offset(&m.types, cty, k)?;
                let end = start + size_align(&m.types, fty)?.size;
                if offset >= start && offset < end {
                    return element_at(m, *es.get(k)?, fty, offset - start, want, depth + 1);
                }
            }
            None
        }
        _ => None,
    }
}
