//! `byval` aggregate parameters (NVPTXLowerArgs, then LowerFormalArguments).
//!
//! A `byval` parameter is not a pointer the caller passed: the aggregate itself lives in the
//! `.param` space (`.param .align 8 .b8 k_param_0[24]`). NVPTXLowerArgs rewrites the argument's
//! uses into that space when they only read it: every `getelementptr` off it stays a param-space
//! address, and every load through one becomes `ld.param` (at `[k_param_0+8]` when the address is
//! the symbol plus a constant, else through the register `mov.b64 %rd, k_param_0` gives).
//! The argument itself is `NVPTXISD::MoveParam` of the parameter's symbol.
//!
//! An argument whose address escapes (stored, passed on, compared, converted) would need a copy
//! in local memory or a generic `cvta.param` address; that is a positioned "not supported yet".

use super::{BlockBuilder, Built};
use crate::dag::layout::size_align;
use crate::dag::{Isd, Mvt, NvptxIsd, Payload, SdValue};
use crate::diag::Span;
use crate::ir::module::{Function, Opcode as IrOp, Value};
use crate::ir::types::TypeId;
use crate::ir::Module;
use std::collections::BTreeSet;

/// The type of a `byval(T)` attribute, if `attrs` has one.
pub fn byval_type(m: &Module, attrs: &[String]) -> Option<TypeId> {
    let a = attrs.iter().find_map(|a| a.strip_prefix("byval("))?;
    m.types.find_printed(a.strip_suffix(')')?)
}

/// The `.param` array of a `byval` parameter: (alignment, size) — the `align N` attribute, else
/// the type's own alignment.
pub fn byval_layout(m: &Module, attrs: &[String]) -> Option<(u64, u64)> {
    let ty = byval_type(m, attrs)?;
    let sa = size_align(&m.types, ty)?;
    let align = attrs.iter().find_map(|a| a.strip_prefix("align ").and_then(|n| n.trim().parse().ok())).unwrap_or(sa.align);
    Some((align, sa.size))
}

/// The values that are addresses in a `byval` parameter's `.param` copy: the arguments and the
/// `getelementptr`s off them. Err: (argument, the instruction that lets the address escape).
pub fn param_space_pointers(m: &Module, f: &Function) -> Result<BTreeSet<Value>, (u32, Span, String)> {
    let mut set: BTreeSet<Value> = BTreeSet::new();
    let mut root_of = std::collections::BTreeMap::new();
    for (i, p) in f.params.iter().enumerate() {
        if p.attrs.iter().any(|a| a.starts_with("byval")) {
            set.insert(Value::Arg(i as u32));
            root_of.insert(Value::Arg(i as u32), i as u32);
        }
    }
    if set.is_empty() {
        return Ok(set);
    }
    // GEPs off a param-space address are param-space addresses (to a fixpoint: the instruction
    // list is not in dominance order).
    loop {
        let mut grew = false;
        for (k, inst) in f.insts.iter().enumerate() {
            let id = Value::Inst(crate::ir::module::InstId(k as u32));
            if let (IrOp::GetElementPtr { .. }, Some(base)) = (&inst.op, inst.operands.first()) {
                if set.contains(base) && !set.contains(&id) {
                    let root = root_of.get(base).copied().unwrap_or(0);
                    set.insert(id);
                    root_of.insert(id, root);
                    grew = true;
                }
            }
        }
        if !grew {
            break;
        }
    }
    // Every use must only read through the address.
    for (k, inst) in f.insts.iter().enumerate() {
        let live = f.blocks.get(inst.block.0 as usize).is_some_and(|b| b.insts.contains(&crate::ir::module::InstId(k as u32)));
        if !live {
            continue;
        }
        for (pos, v) in inst.operands.iter().enumerate() {
            if !set.contains(v) {
                continue;
            }
            let reads = match &inst.op {
                IrOp::GetElementPtr { .. } => pos == 0,
                IrOp::Load { volatile: false, atomic: None, .. } => pos == 0,
                IrOp::Call(_) => match m.called_intrinsic(inst) {
                    // A copy out of it (the source of memcpy/memmove), or a lifetime marker.
                    Some(n) if n.starts_with("llvm.memcpy.") || n.starts_with("llvm.memmove.") => pos == 1,
                    Some(n) => n.starts_with("llvm.lifetime."),
                    None => false,
                },
                _ => false,
            };
            if !reads {
                let root = root_of.get(v).copied().unwrap_or(0);
                return Err((root, inst.span, inst.op.name().to_string()));
            }
        }
    }
    Ok(set)
}

impl BlockBuilder<'_, '_> {
    /// The value of `byval` parameter `i`: the address of its `.param` symbol.
    pub(super) fn byval_argument(&mut self, i: usize) -> Built<SdValue> {
        let name = format!("{}_param_{i}", self.cx.f.name);
        let sym = self.dag.get_node(Isd::TargetExternalSymbol, &[Mvt::I64], &[], Payload::Symbol(name), None)?;
        let n = self.dag.get_node(NvptxIsd::MoveParam, &[Mvt::I64], &[SdValue::new(sym, 0)], Payload::None, None)?;
        Ok(SdValue::new(n, 0))
    }
}
