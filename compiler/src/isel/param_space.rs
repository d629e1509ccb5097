//! Addresses in the `.param` space of a `byval` parameter (see
//! [`crate::dag::build::byval`]): `NVPTXISD::MoveParam` of the parameter's symbol is
//! `mov.b64 %rd, k_param_0`, and a load whose address is that symbol plus a constant reads it
//! directly, `ld.param.b32 %r, [k_param_0+8]`, as LLVM 22 prints it.

use super::{BlockCx, DirectInst, DirectOp};
use crate::dag::{NodeId, NvptxIsd, Opcode, Payload, SdValue};
use crate::trace::Candidate;

impl BlockCx<'_> {
    /// The parameter symbol of a `MoveParam` node.
    fn move_param_symbol(&self, n: NodeId) -> Option<String> {
        let node = self.dag.node(n);
        if node.opcode != Opcode::Nvptx(NvptxIsd::MoveParam) {
            return None;
        }
        match &self.dag.node(node.ops.first()?.node).payload {
            Payload::Symbol(s) => Some(s.clone()),
            _ => None,
        }
    }

    /// `ptr` as `symbol` or `symbol+C` when it is a `MoveParam`, plus a constant.
    pub(super) fn param_symbol_address(&self, ptr: SdValue) -> Option<String> {
        if let Some(s) = self.move_param_symbol(ptr.node) {
            return Some(s);
        }
        let (base, off) = self.base_plus_offset(ptr)?;
        let s = self.move_param_symbol(base.node)?;
        Some(if off == 0 { s } else { format!("{s}{off:+}") })
    }

    /// `MoveParam`: the symbol's address in a register.
    pub(super) fn move_param(&self, n: NodeId, cands: &mut Vec<Candidate>) -> Option<DirectInst> {
        let name = self.move_param_symbol(n)?;
        cands.push(Candidate { pattern: "MOV_ADDR64".into(), cost: None, rejected_by: None, won: true });
        Some(DirectInst { opcode: "MOV_ADDR64", ops: vec![DirectOp::Sym(name)], space: "", volatile: false })
    }
}
