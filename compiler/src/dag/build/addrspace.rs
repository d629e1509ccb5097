//! Kernel pointer parameters point to global memory (NVPTXLowerArgs), and addresses computed
//! from a pointer of a known space stay in that space (InferAddressSpaces): the DAG build's view
//! of those two IR passes, which LLVM 22 runs at `-O1` and above.
//!
//! The roots are a kernel's pointer parameters (global: loaded and converted once,
//! `cvta.to.global.u64`), `addrspacecast`s of a specific space's pointer to the generic space,
//! and constant `addrspacecast`s of variables to the generic space (a
//! `__shared__` array's `addrspacecast (ptr addrspace(3) @tile to ptr)`, with constant
//! `getelementptr`s of them). Every value derived from a root by `getelementptr`, or merged by a
//! `phi`/`select` of values of one space only, holds the address in that space, and loads and
//! stores through it use `.global`/`.shared`/`.const`. Where such a value is used as a generic
//! pointer (stored, passed to a call, compared, converted), it is converted back at the use with
//! `cvta.<space>.u64`, as InferAddressSpaces inserts an `addrspacecast`.
//!
//! A load through a global address whose every root is a kernel parameter that is `noalias` and
//! only read (`readonly`, or a function that only reads memory) is marked invariant, which the
//! selector turns into `ld.global.nc` (NVPTX's `canLowerToLDG`).

use crate::ir::module::{ConstId, ConstKind, Function, InstId, Opcode as IrOp, Value};
use crate::ir::types::Type;
use crate::ir::Module;
use std::collections::{BTreeMap, BTreeSet};

/// The values that hold addresses of a specific space, and which reach only read-only memory.
#[derive(Clone, Debug, Default)]
pub struct GlobalPointers {
    /// Each value's address space (1 global, 3 shared, 4 const, 5 local).
    pub space: BTreeMap<Value, u32>,
    /// Those whose roots are all `noalias` read-only kernel parameters.
    pub read_only: BTreeSet<Value>,
}

impl GlobalPointers {
    /// The address space `v` holds an address of, if a specific one.
    pub fn space_of(&self, v: &Value) -> Option<u32> {
        self.space.get(v).copied()
    }
}

/// Whether parameter `i` of `f` is `noalias` and never written through.
pub(crate) fn noalias_read_only(m: &Module, f: &Function, i: usize) -> bool {
    let attrs = &f.params[i].attrs;
    let noalias = attrs.iter().any(|a| a == "noalias");
    let readonly = attrs.iter().any(|a| a == "readonly" || a == "readnone");
    let fn_reads_only = m.function_attrs(f).iter().any(|a| a == "readonly" || a == "memory(read)" || a == "memory(argmem: read)" || a == "readnone" || a == "memory(none)");
    noalias && (readonly || fn_reads_only)
}

/// The space of a constant generic pointer that is a variable's address cast from its own
/// space (or a constant `getelementptr` of one).
pub fn const_space(m: &Module, c: ConstId, depth: u32) -> Option<u32> {
    let k = m.constant(c);
    if depth > 16 || !matches!(m.types.get(k.ty), Type::Ptr(0)) {
        return None;
    }
    if let ConstKind::Global(g) = &k.kind {
        // A generic-space variable lives in `.global` (NVPTXGenericToNVVM).
        return m.globals.get(g.index()).filter(|g| g.addrspace == 0).map(|_| 1);
    }
    let ConstKind::Expr(e) = &k.kind else { return None };
    match &e.op {
        IrOp::Cast(crate::ir::module::CastOp::AddrSpaceCast) => match m.types.get(m.constant(*e.operands.first()?).ty) {
            Type::Ptr(a @ (1 | 3 | 4 | 5)) => Some(*a),
            _ => None,
        },
        IrOp::GetElementPtr { .. } => const_space(m, *e.operands.first()?, depth + 1),
        _ => None,
    }
}

/// The pointers of specific spaces in `f`. A kernel parameter through which no load or store
/// goes is left generic: its `cvta.to.global` would only be undone by a `cvta.global` at each
/// use (LLVM 22 emits neither, as unoptimised IR that spills its parameters shows).
pub fn global_pointers(m: &Module, f: &Function, kernel: bool) -> GlobalPointers {
    let generic_ptr = |ty| matches!(m.types.get(ty), Type::Ptr(0));
    let params: BTreeSet<u32> = if kernel {
        f.params.iter().enumerate().filter(|(_, p)| generic_ptr(p.ty) && !p.attrs.iter().any(|a| a.starts_with("byval"))).map(|(i, _)| i as u32).collect()
    } else {
        BTreeSet::new()
    };
    let first = infer(m, f, &params);
    let accessed: BTreeSet<u32> = access_addresses(m, f).iter().filter_map(|v| first.reach.get(v)).flatten().copied().collect();
    if accessed == params {
        return first.pointers;
    }
    infer(m, f, &accessed).pointers
}

/// The pointer operands of `f`'s loads, stores, atomics and memory intrinsics.
fn access_addresses(m: &Module, f: &Function) -> Vec<Value> {
    let mut out = Vec::new();
    for b in &f.blocks {
        for &id in &b.insts {
            let inst = f.inst(id);
            match &inst.op {
                IrOp::Load { .. } | IrOp::AtomicRmw { .. } => out.extend(inst.operands.first().copied()),
                IrOp::Store { .. } => out.extend(inst.operands.get(1).copied()),
                // An explicit cast to a specific space (`__ldg`'s) accesses through it too.
                IrOp::Cast(crate::ir::module::CastOp::AddrSpaceCast) => out.extend(inst.operands.first().copied()),
                IrOp::Call(_) if m.called_intrinsic(inst).is_some_and(|n| n.starts_with("llvm.mem")) => out.extend(inst.operands.iter().take(2).copied()),
                _ => {}
            }
        }
    }
    out
}

/// The inference from a set of root parameters.
struct Inferred {
    pointers: GlobalPointers,
    /// The parameter roots each value reaches.
    reach: BTreeMap<Value, BTreeSet<u32>>,
}

fn infer(m: &Module, f: &Function, params: &BTreeSet<u32>) -> Inferred {
    let generic_ptr = |ty| matches!(m.types.get(ty), Type::Ptr(0));
    // Roots: parameters (global) and constant casts of variables, with their spaces.
    let mut space: BTreeMap<Value, Option<u32>> = params.iter().map(|&i| (Value::Arg(i), Some(1))).collect();
    let live: Vec<InstId> = f.blocks.iter().flat_map(|b| b.insts.iter().copied()).collect();
    for &id in &live {
        // An explicit cast of a specific space's address to the generic space: the cast holds
        // that space's address (InferAddressSpaces looks through it).
        if let (IrOp::Cast(crate::ir::module::CastOp::AddrSpaceCast), Some(&o)) = (&f.inst(id).op, f.inst(id).operands.first()) {
            if let (true, Type::Ptr(a @ (1 | 3 | 4 | 5))) = (generic_ptr(f.inst(id).ty), m.types.get(m.value_type(f, o))) {
                space.insert(Value::Inst(id), Some(*a));
            }
        }
        for o in &f.inst(id).operands {
            if let Value::Const(c) = o {
                if let Some(a) = const_space(m, *c, 0) {
                    space.insert(*o, Some(a));
                }
            }
        }
    }
    // Candidates: every generic-pointer GEP, phi and select, optimistically of any space; each
    // round drops those whose operands are not of one known space (the greatest fixpoint, so
    // loops keep theirs).
    let candidates: Vec<(InstId, Vec<Value>)> = live
        .iter()
        .filter_map(|&id| {
            let inst = f.inst(id);
            if !generic_ptr(inst.ty) {
                return None;
            }
            let ops = match &inst.op {
                IrOp::GetElementPtr { .. } => vec![*inst.operands.first()?],
                IrOp::Phi { .. } => inst.operands.clone(),
                IrOp::Select => inst.operands.get(1..3)?.to_vec(),
                _ => return None,
            };
            Some((id, ops))
        })
        .collect();
    for (id, _) in &candidates {
        space.insert(Value::Inst(*id), None);
    }
    loop {
        let mut changed = false;
        for (id, ops) in &candidates {
            let v = Value::Inst(*id);
            let Some(&cur) = space.get(&v) else { continue };
            let mut joined: Option<Option<u32>> = Some(None);
            for o in ops {
                joined = match (joined, space.get(o)) {
                    (Some(j), Some(&s)) => match (j, s) {
                        (None, s) => Some(s),
                        (j, None) => Some(j),
                        (Some(a), Some(b)) if a == b => Some(Some(a)),
                        _ => None,
                    },
                    _ => None,
                };
            }
            match joined {
                None => {
                    space.remove(&v);
                    changed = true;
                }
                Some(s) if s != cur && s.is_some() => {
                    space.insert(v, s);
                    changed = true;
                }
                _ => {}
            }
        }
        if !changed {
            break;
        }
    }
    let space: BTreeMap<Value, u32> = space.into_iter().filter_map(|(v, s)| s.map(|s| (v, s))).collect();
    // The parameter roots each value reaches, to a fixpoint.
    let mut reach: BTreeMap<Value, BTreeSet<u32>> = params.iter().map(|&i| (Value::Arg(i), BTreeSet::from([i]))).collect();
    loop {
        let mut grew = false;
        for (id, ops) in &candidates {
            let v = Value::Inst(*id);
            if !space.contains_key(&v) {
                continue;
            }
            let mut r: BTreeSet<u32> = reach.get(&v).cloned().unwrap_or_default();
            let n = r.len();
            for o in ops {
                r.extend(reach.get(o).into_iter().flatten().copied());
            }
            if r.len() != n {
                reach.insert(v, r);
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }
    // Read-only: global, and every root a noalias read-only parameter or a constant variable.
    let read_only = space.iter().filter(|(v, s)| **s == 1 && roots_read_only(m, f, v, &candidates, &space)).map(|(v, _)| *v).collect();
    Inferred { pointers: GlobalPointers { space, read_only }, reach }
}

/// Whether every root `v` is derived from is read-only memory: a `noalias` parameter only read,
/// or a `constant` variable (NVPTX's `canLowerToLDG`).
fn roots_read_only(m: &Module, f: &Function, v: &Value, candidates: &[(InstId, Vec<Value>)], space: &BTreeMap<Value, u32>) -> bool {
    let mut seen = BTreeSet::new();
    let mut stack = vec![*v];
    while let Some(x) = stack.pop() {
        if !seen.insert(x) {
            continue;
        }
        let ok = match x {
            Value::Arg(i) => noalias_read_only(m, f, i as usize),
            Value::Inst(id) => match candidates.iter().find(|(c, _)| *c == id) {
                Some((_, ops)) => {
                    stack.extend(ops.iter().copied().filter(|o| space.contains_key(o)));
                    true
                }
                None => false,
            },
            Value::Const(c) => constant_variable(m, c, 0),
            _ => false,
        };
        if !ok {
            return false;
        }
    }
    true
}

/// Whether constant pointer `c` addresses a `constant` variable (through casts and GEPs).
fn constant_variable(m: &Module, c: ConstId, depth: u32) -> bool {
    if depth > 16 {
        return false;
    }
    match &m.constant(c).kind {
        ConstKind::Global(g) => m.globals.get(g.index()).is_some_and(|g| g.is_constant),
        ConstKind::Expr(e) => e.operands.first().is_some_and(|&o| constant_variable(m, o, depth + 1)),
        _ => false,
    }
}
