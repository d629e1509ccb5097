//! Kernel pointer parameters point to global memory (NVPTXLowerArgs), and the addresses
//! computed from them stay global (InferAddressSpaces): the DAG build's view of those two IR
//! passes, which LLVM 22 runs at `-O1` and above.
//!
//! A kernel's pointer parameter is loaded and converted once, `cvta.to.global.u64`; every value
//! derived from it by `getelementptr`, or merged by a `phi`/`select` of such values only, holds
//! the global address, and loads and stores through them use `.global`. Where such a value is
//! used as a generic pointer (stored, passed to a call, compared, converted), it is converted
//! back at the use with `cvta.global.u64`, as InferAddressSpaces inserts an `addrspacecast`.
//!
//! A load through a global address whose every root is a kernel parameter that is `noalias` and
//! only read (`readonly`, or a function that only reads memory) is marked invariant, which the
//! selector turns into `ld.global.nc` (NVPTX's `canLowerToLDG`).

use crate::ir::module::{Function, InstId, Opcode as IrOp, Value};
use crate::ir::types::Type;
use crate::ir::Module;
use std::collections::{BTreeMap, BTreeSet};

/// The global-address values of a kernel and which of them only reach read-only memory.
#[derive(Clone, Debug, Default)]
pub struct GlobalPointers {
    /// The values that hold a global address (parameters and values derived from them).
    pub global: BTreeSet<Value>,
    /// Those of them whose roots are all `noalias` read-only parameters.
    pub read_only: BTreeSet<Value>,
}

/// Whether parameter `i` of `f` is `noalias` and never written through.
fn noalias_read_only(m: &Module, f: &Function, i: usize) -> bool {
    let attrs = &f.params[i].attrs;
    let noalias = attrs.iter().any(|a| a == "noalias");
    let readonly = attrs.iter().any(|a| a == "readonly" || a == "readnone");
    let fn_reads_only = m.function_attrs(f).iter().any(|a| a == "readonly" || a == "memory(read)" || a == "memory(argmem: read)" || a == "readnone" || a == "memory(none)");
    noalias && (readonly || fn_reads_only)
}

/// The global pointers of kernel `f` (empty for device functions: their pointers may point
/// anywhere). A parameter through which no load or store goes is left generic: its
/// `cvta.to.global` would only be undone by a `cvta.global` at each use (LLVM 22 emits neither,
/// as unoptimised IR that spills its parameters shows).
pub fn global_pointers(m: &Module, f: &Function, kernel: bool) -> GlobalPointers {
    if !kernel {
        return GlobalPointers::default();
    }
    let generic_ptr = |ty| matches!(m.types.get(ty), Type::Ptr(0));
    let params: BTreeSet<u32> = f
        .params
        .iter()
        .enumerate()
        .filter(|(_, p)| generic_ptr(p.ty) && !p.attrs.iter().any(|a| a.starts_with("byval")))
        .map(|(i, _)| i as u32)
        .collect();
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
    /// The roots each global value reaches.
    reach: BTreeMap<Value, BTreeSet<u32>>,
}

fn infer(m: &Module, f: &Function, params: &BTreeSet<u32>) -> Inferred {
    let mut out = GlobalPointers::default();
    let generic_ptr = |ty| matches!(m.types.get(ty), Type::Ptr(0));
    // Roots, and for each candidate the roots it reaches (for read-only-ness).
    let mut roots: BTreeMap<Value, BTreeSet<u32>> = params.iter().map(|&i| (Value::Arg(i), BTreeSet::from([i]))).collect();
    if roots.is_empty() {
        return Inferred { pointers: out, reach: roots };
    }
    // Candidates: every generic-pointer GEP, phi and select. Start from all of them and remove
    // those with an operand that is not global (the greatest fixpoint, so loops keep theirs).
    let live: BTreeSet<InstId> = f.blocks.iter().flat_map(|b| b.insts.iter().copied()).collect();
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
    let mut global: BTreeSet<Value> = roots.keys().copied().collect();
    global.extend(candidates.iter().map(|(id, _)| Value::Inst(*id)));
    loop {
        let before = global.len();
        for (id, ops) in &candidates {
            if ops.iter().any(|o| !global.contains(o)) {
                global.remove(&Value::Inst(*id));
            }
        }
        if global.len() == before {
            break;
        }
    }
    // The roots each global value reaches, to a fixpoint.
    loop {
        let mut grew = false;
        for (id, ops) in &candidates {
            let v = Value::Inst(*id);
            if !global.contains(&v) {
                continue;
            }
            let mut reach: BTreeSet<u32> = roots.get(&v).cloned().unwrap_or_default();
            let n = reach.len();
            for o in ops {
                reach.extend(roots.get(o).into_iter().flatten().copied());
            }
            if reach.len() != n || !roots.contains_key(&v) {
                roots.insert(v, reach);
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }
    out.read_only = global
        .iter()
        .filter(|v| roots.get(v).is_some_and(|r| !r.is_empty() && r.iter().all(|&i| noalias_read_only(m, f, i as usize))))
        .copied()
        .collect();
    out.global = global;
    roots.retain(|v, _| out.global.contains(v));
    Inferred { pointers: out, reach: roots }
}
