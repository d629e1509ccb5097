//! `byval` aggregate parameters (NVPTXLowerArgs, then LowerFormalArguments).
//!
//! A `byval` parameter is not a pointer the caller passed: the aggregate itself lives in the
//! `.param` space (`.param .align 8 .b8 k_param_0[24]`). NVPTXLowerArgs rewrites the argument's
//! uses into that space when they only read it: every `getelementptr` off it stays a param-space
//! address, and every load through one becomes `ld.param` (at `[k_param_0+8]` when the address is
//! the symbol plus a constant, else through the register `mov.b64 %rd, k_param_0` gives).
//! The argument itself is `NVPTXISD::MoveParam` of the parameter's symbol.
//!
//! A device function that writes its copy or lets the address escape gets the generic address:
//! PTX makes a function parameter's address a `.local` one, so the argument is
//! `cvta.local.u64` of `mov.b64 %rd, f_param_0` and its accesses are ordinary ones, as LLVM 22
//! emits them. A kernel's would need a generic `cvta.param` address or a local copy; that is a
//! positioned "not supported yet".

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

/// Where each `byval` parameter's uses read it.
#[derive(Clone, Debug, Default)]
pub struct ByvalUses {
    /// Addresses into `.param` copies: the arguments and the `getelementptr`s off them.
    pub param_ptrs: BTreeSet<Value>,
    /// Device-function arguments whose address escapes or is written through: PTX makes the
    /// address of a function's `.param` a `.local` one, so the argument is the generic
    /// `cvta.local` of it and every access is an ordinary one (as LLVM 22 does).
    pub local_args: BTreeSet<u32>,
}

/// Sorts the uses of `f`'s `byval` parameters (NVPTXLowerArgs). Err: a kernel argument whose
/// address escapes, (argument, the instruction that lets it escape).
pub fn byval_uses(m: &Module, f: &Function, kernel: bool) -> Result<ByvalUses, (u32, Span, String)> {
    let mut set: BTreeSet<Value> = BTreeSet::new();
    let mut root_of = std::collections::BTreeMap::new();
    for (i, p) in f.params.iter().enumerate() {
        if p.attrs.iter().any(|a| a.starts_with("byval")) {
            set.insert(Value::Arg(i as u32));
            root_of.insert(Value::Arg(i as u32), i as u32);
        }
    }
    let mut out = ByvalUses::default();
    if set.is_empty() {
        return Ok(out);
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
                if kernel {
                    return Err((root, inst.span, inst.op.name().to_string()));
                }
                out.local_args.insert(root);
            }
        }
    }
    out.param_ptrs = set.into_iter().filter(|v| root_of.get(v).is_some_and(|r| !out.local_args.contains(r))).collect();
    Ok(out)
}

impl BlockBuilder<'_, '_> {
    /// The value of `byval` parameter `i`: the address of its `.param` symbol, made generic
    /// through `.local` when the function writes it or lets it escape.
    pub(super) fn byval_argument(&mut self, i: usize) -> Built<SdValue> {
        let name = format!("{}_param_{i}", self.cx.f.name);
        let sym = self.dag.get_node(Isd::TargetExternalSymbol, &[Mvt::I64], &[], Payload::Symbol(name), None)?;
        let n = self.dag.get_node(NvptxIsd::MoveParam, &[Mvt::I64], &[SdValue::new(sym, 0)], Payload::None, None)?;
        if self.cx.byval_local.contains(&(i as u32)) {
            let cast = self.dag.get_node(Isd::AddrSpaceCast, &[Mvt::I64], &[SdValue::new(n, 0)], Payload::Target(vec![5, 0]), None)?;
            return Ok(SdValue::new(cast, 0));
        }
        Ok(SdValue::new(n, 0))
    }
}

/// Whether `ty` is an aggregate (a struct or an array): passed and returned as a `.param` byte
/// array, each leaf value at its layout offset.
pub fn is_aggregate(m: &Module, ty: TypeId) -> bool {
    matches!(m.types.get(ty), crate::ir::types::Type::Struct { .. } | crate::ir::types::Type::Named(_) | crate::ir::types::Type::Array { .. })
}

/// The byte offset of every leaf value of `ty` (in the order the DAG build splits a value of
/// `ty` into parts), following the data layout's padding.
pub fn leaf_offsets(m: &Module, ty: TypeId) -> Option<Vec<u64>> {
    fn walk(m: &Module, ty: TypeId, base: u64, out: &mut Vec<u64>, depth: u32) -> Option<()> {
        use crate::ir::types::Type;
        if depth > 32 {
            return None;
        }
        match m.types.get(ty) {
            Type::Struct { fields, .. } => {
                for (i, &f) in fields.clone().iter().enumerate() {
                    walk(m, f, base + crate::dag::layout::field_offset(&m.types, ty, i)?, out, depth + 1)?;
                }
            }
            Type::Named(n) => {
                let fields = m.types.named.get(*n as usize)?.body.clone()?.0;
                for (i, &f) in fields.iter().enumerate() {
                    walk(m, f, base + crate::dag::layout::field_offset(&m.types, ty, i)?, out, depth + 1)?;
                }
            }
            Type::Array { len, elem } => {
                let size = size_align(&m.types, *elem)?.size;
                for k in 0..*len {
                    walk(m, *elem, base + k * size, out, depth + 1)?;
                }
            }
            _ => out.push(base),
        }
        Some(())
    }
    let mut out = Vec::new();
    walk(m, ty, 0, &mut out, 0)?;
    Some(out)
}

impl BlockBuilder<'_, '_> {
    /// Stores a `byval` argument of a call into `param{i}`: the aggregate is read from the
    /// pointer the IR passes, in chunks as wide as its alignment allows (the memcpy widths),
    /// each stored at its offset with `StoreParam<i, offset>`.
    /// `layout` is the array's (alignment, size), `at` the (chain, glue) to continue from.
    pub(super) fn store_byval_argument(&mut self, i: usize, ptr: SdValue, layout: (u64, u64), at: (SdValue, SdValue), span: Span) -> Built<(SdValue, SdValue)> {
        let ((align, size), (mut chain, mut glue)) = (layout, at);
        let mut offset = 0u64;
        for vt in super::memops::chunk_types(size, align) {
            let addr = if offset == 0 {
                ptr
            } else {
                let c = self.dag.constant(i128::from(offset), Mvt::I64)?;
                self.node1(Isd::Add, Mvt::I64, &[ptr, c], crate::dag::NodeFlags::default(), span)?
            };
            let mem = crate::dag::MemOperand {
                mem_vt: vt,
                addr_space: 0,
                align: (if offset == 0 { align } else { align.min(1 << offset.trailing_zeros()) }) as u32,
                volatile: false,
                ordering: None,
                scope: None,
                ext: crate::dag::ExtType::NonExt,
                ir_value: None,
                invariant: false,
            };
            let ld = self.dag.get_node(Isd::Load, &[vt, Mvt::Other], &[chain, addr], Payload::Mem(mem), Some(span))?;
            let st = self.dag.get_node(NvptxIsd::StoreParam, &[Mvt::Other, Mvt::Glue], &[SdValue::new(ld, 1), SdValue::new(ld, 0), glue], Payload::Target(vec![i as i64, offset as i64]), Some(span))?;
            chain = SdValue::new(st, 0);
            glue = SdValue::new(st, 1);
            offset += u64::from(vt.bits() / 8);
        }
        Ok((chain, glue))
    }
}

/// Whether every use of function `name` is a direct call to it and it has local linkage
/// (`internal`/`private`): no caller outside the module and no function pointer can reach it,
/// so its `.param` ABI is the module's own choice (LLVM 22's
/// `getFunctionParamOptimizedAlign` asks the same: local linkage, address not taken).
pub fn only_called_directly(m: &Module, name: &str) -> bool {
    use crate::ir::module::ConstKind;
    let Some(fi) = m.functions.iter().position(|f| f.name == name) else { return false };
    if !m.functions[fi].linkage.iter().any(|l| l == "internal" || l == "private") {
        return false;
    }
    let refers = |c: &crate::ir::module::Const| matches!(c.kind, ConstKind::Function(id) if id.index() == fi);
    let own: BTreeSet<usize> = m.consts.iter().enumerate().filter(|(_, c)| refers(c)).map(|(i, _)| i).collect();
    // A constant aggregate or expression that holds the address (a table of function
    // pointers), or a global initialised with it, takes it.
    let held = m.consts.iter().any(|c| match &c.kind {
        ConstKind::Array(xs) | ConstKind::Struct(xs) | ConstKind::Vector(xs) => xs.iter().any(|x| own.contains(&x.index())),
        ConstKind::Expr(e) => e.operands.iter().any(|x| own.contains(&x.index())),
        _ => false,
    }) || m.globals.iter().any(|g| g.init.is_some_and(|c| own.contains(&c.index())));
    if held {
        return false;
    }
    m.functions.iter().all(|f| {
        f.insts.iter().all(|inst| {
            let callee = matches!(inst.op, IrOp::Call(_)).then(|| inst.operands.len().saturating_sub(1));
            inst.operands.iter().enumerate().all(|(k, v)| !matches!(v, Value::Const(c) if own.contains(&c.index())) || Some(k) == callee)
        })
    })
}

/// The alignment of the `.param` byte array that passes (or returns) a value of type `ty` to
/// (from) function `callee` (`None`: an indirect call): the type's ABI alignment, raised to 16
/// when the callee is only called directly from this module (LLVM 22 does so to let the
/// parameter be read and written with `ld.param.v4`/`st.param.v4`).
pub fn param_array_align(m: &Module, callee: Option<&str>, ty: TypeId) -> u64 {
    let abi = size_align(&m.types, ty).map_or(1, |s| s.align).min(128);
    match callee {
        Some(name) if only_called_directly(m, name) => abi.max(16),
        _ => abi,
    }
}
