//! Layer 2's memory-ordered atomics (the PTX memory model of sm_70+): compare-and-swap, atomic
//! loads and atomic stores, printed as LLVM 22 prints them: `atom.<sem>.<scope><space>.cas.b32`,
//! `ld.<sem>.<scope><space>.b32`, `st.<sem>.<scope><space>.b32`.
//!
//! Operation legalization has already split a seq_cst access into `fence.sc.<scope>` and the
//! acquire (load, cas) or release (store) form, so the orderings seen here are relaxed
//! (`unordered`, `monotonic`), acquire, release and acq_rel.

use super::{state_space, BlockCx, DirectInst, DirectOp};
use crate::dag::{Isd, Mvt, NodeId, Opcode, Payload};
use crate::trace::Candidate;

/// The `.sem` qualifier of an ordering, if PTX has one for the access.
fn semantics(ordering: &str, op: Isd) -> Option<&'static str> {
    match (ordering, op) {
        ("unordered" | "monotonic", _) => Some("relaxed"),
        ("acquire", Isd::AtomicLoad | Isd::AtomicCmpSwap) => Some("acquire"),
        ("release", Isd::AtomicStore | Isd::AtomicCmpSwap) => Some("release"),
        ("acq_rel", Isd::AtomicCmpSwap) => Some("acq_rel"),
        _ => None,
    }
}

/// The `.scope` qualifier of an LLVM sync scope, with its dot (`None`: the whole system).
/// `singlethread` has none: LLVM 22 prints `atom.acq_rel.global.cas.b32`.
fn scope(s: Option<&str>) -> Option<&'static str> {
    match s {
        None | Some("system") => Some(".sys"),
        Some("device") => Some(".gpu"),
        Some("block") => Some(".cta"),
        Some("cluster") => Some(".cluster"),
        Some("singlethread") => Some(""),
        _ => None,
    }
}

impl BlockCx<'_> {
    /// `None`: not a memory-ordered atomic (the caller goes on), or one this selector rejects
    /// (the candidate says why, and the node ends as a positioned "Cannot select").
    pub(super) fn ordered_atomic(&self, n: NodeId, cands: &mut Vec<Candidate>) -> Option<DirectInst> {
        let node = self.dag.node(n);
        let Opcode::Isd(op @ (Isd::AtomicCmpSwap | Isd::AtomicLoad | Isd::AtomicStore)) = node.opcode else { return None };
        let Payload::Mem(mem) = &node.payload else { return None };
        let vt = if op == Isd::AtomicStore { self.dag.vt(*node.ops.get(1)?) } else { *node.vts.first()? };
        let (bits, wide) = match vt {
            Mvt::I32 | Mvt::F32 => (32, false),
            Mvt::I64 | Mvt::F64 => (64, true),
            // 8- and 16-bit accesses in a 16-bit register (an i8 one promoted): `.b8` / `.b16`.
            Mvt::I16 | Mvt::F16 | Mvt::BF16 if op != Isd::AtomicCmpSwap => (mem.mem_vt.bits().min(16), false),
            _ => (0, false),
        };
        let name = match (op, wide) {
            (Isd::AtomicCmpSwap, false) => "ATOM_CAS_32",
            (Isd::AtomicCmpSwap, true) => "ATOM_CAS_64",
            (Isd::AtomicLoad, false) if bits <= 16 => "LD_ORDERED_b16",
            (Isd::AtomicLoad, false) => "LD_ORDERED_b32",
            (Isd::AtomicLoad, true) => "LD_ORDERED_b64",
            (_, false) if bits <= 16 => "ST_ORDERED_b16",
            (_, false) => "ST_ORDERED_b32",
            (_, true) => "ST_ORDERED_b64",
        };
        let reject = |cands: &mut Vec<Candidate>, why: String| {
            cands.push(Candidate { pattern: name.into(), cost: None, rejected_by: Some(why), won: false });
            None
        };
        if bits == 0 {
            return reject(cands, format!("{vt} atomics are not selected yet"));
        }
        if self.subtarget.sm_x10() < 700 {
            return reject(cands, "memory-ordered atomics need sm_70".into());
        }
        let Some(sem) = mem.ordering.and_then(|o| semantics(o, op)) else {
            return reject(cands, format!("ordering {} on {}", mem.ordering.unwrap_or("none"), node.opcode));
        };
        let Some(scope) = scope(mem.scope.as_deref()) else {
            return reject(cands, format!("sync scope {:?}", mem.scope));
        };
        // An ordered ld/st needs a scope (LLVM 22: "Atomics need scope > \"Thread\".").
        if scope.is_empty() && op != Isd::AtomicCmpSwap {
            return reject(cands, "Atomics need scope > \"Thread\".".into());
        }
        let Some(space) = state_space(mem.addr_space) else {
            return reject(cands, format!("address space {}", mem.addr_space));
        };
        if self.dag.vt(*node.ops.get(if op == Isd::AtomicStore { 2 } else { 1 })?) != Mvt::I64 {
            return reject(cands, "address is not 64-bit".into());
        }
        let value = |k: usize| -> Option<DirectOp> {
            let v = *node.ops.get(k)?;
            Some(if (wide || bits <= 16) && op == Isd::AtomicStore { DirectOp::Value(v) } else { self.reg_or_imm(v) })
        };
        // A variable or a stack object plus a constant is the address itself (`[sh+8]`, as
        // LLVM 22 prints it), not a register holding it.
        let addr = |k: usize| -> Option<DirectOp> {
            let p = *node.ops.get(k)?;
            if let Some(sym) = self.symbol_address(p, mem.addr_space) {
                return Some(DirectOp::Sym(sym));
            }
            if let Some((reg, off)) = self.frame_address(p) {
                return Some(DirectOp::Sym(if off == 0 { reg.to_string() } else { format!("{reg}{off:+}") }));
            }
            Some(DirectOp::Value(p))
        };
        let (modifiers, ops) = match op {
            Isd::AtomicCmpSwap => (format!("{sem}{scope}{space}.cas.b{bits}"), vec![addr(1)?, value(2)?, value(3)?]),
            Isd::AtomicLoad => (format!("{sem}{scope}{space}.b{bits}"), vec![addr(1)?]),
            _ => (format!("{sem}{scope}{space}.b{bits}"), vec![addr(2)?, value(1)?]),
        };
        cands.push(Candidate { pattern: name.into(), cost: None, rejected_by: None, won: true });
        let mut all = vec![DirectOp::Sym(modifiers)];
        all.extend(ops);
        Some(DirectInst { opcode: name, ops: all, space: "", volatile: false })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orderings_and_scopes_print_as_ptx_qualifiers() {
        assert_eq!(semantics("monotonic", Isd::AtomicCmpSwap), Some("relaxed"));
        assert_eq!(semantics("acq_rel", Isd::AtomicCmpSwap), Some("acq_rel"));
        assert_eq!(semantics("acquire", Isd::AtomicStore), None, "a store cannot acquire");
        assert_eq!(semantics("release", Isd::AtomicLoad), None, "a load cannot release");
        assert_eq!(semantics("seq_cst", Isd::AtomicLoad), None, "legalization splits seq_cst first");
        assert_eq!(scope(None), Some(".sys"));
        assert_eq!(scope(Some("block")), Some(".cta"));
        assert_eq!(scope(Some("device")), Some(".gpu"));
        assert_eq!(scope(Some("singlethread")), Some(""), "LLVM 22 prints no scope for singlethread");
        assert_eq!(scope(Some("wavefront")), None);
    }
}
