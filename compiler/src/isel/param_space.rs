//! Addresses a memory access names directly rather than through a register:
//!
//! - the `.param` space of a `byval` parameter (see [`crate::dag::build::byval`]):
//!   `NVPTXISD::MoveParam` of the parameter's symbol is `mov.b64 %rd, k_param_0`, and a load
//!   whose address is that symbol plus a constant reads it directly, `ld.param.b32 %r,
//!   [k_param_0+8]`;
//! - a module variable of the accessed space (a `GlobalAddress`, plus a constant):
//!   `ld.shared.b32 %r, [tile+8]`, as SelectADDRri folds a global address;
//! - a stack object (a frame index, plus a constant): `st.b32 [%SP+8], %r1` off the depot
//!   pointer, as SelectADDRri folds frame indices, so no `add.u64 %rd, %SP, 8` is needed;
//!
//! both as LLVM 22 prints them.

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

    /// The module variable a `GlobalAddress` names, with its offset, when the PTX declares it.
    fn global_symbol(&self, n: NodeId) -> Option<(String, i64)> {
        let node = self.dag.node(n);
        let (Opcode::Isd(crate::dag::Isd::GlobalAddress), Payload::Global(name, off)) = (node.opcode, &node.payload) else { return None };
        let sym = super::ptx_symbol(name);
        self.globals.iter().any(|g| g.name == sym).then_some((sym, *off))
    }

    /// `ptr` as `symbol` or `symbol+C`, for an access in `addr_space`: a byval parameter's
    /// `MoveParam` in the param space, a declared variable's `GlobalAddress` elsewhere (each
    /// plus a constant).
    pub(super) fn symbol_address(&self, ptr: SdValue, addr_space: u32) -> Option<String> {
        let named = |n: NodeId| -> Option<(String, i64)> {
            if addr_space == 101 {
                self.move_param_symbol(n).map(|s| (s, 0))
            } else if addr_space != 0 {
                self.global_symbol(n)
            } else {
                None
            }
        };
        // The symbol under a few constant additions (`(sh + 32) + 16` after a vector access is
        // split is `sh+48`, as LLVM's offset folding makes it).
        let mut base = ptr;
        let mut sum = 0i64;
        let (sym, off) = loop {
            if let Some((sym, o)) = named(base.node) {
                break (sym, o.checked_add(sum)?);
            }
            let (b, c) = self.base_plus_offset(base)?;
            sum = sum.checked_add(c)?;
            if i32::try_from(sum).is_err() {
                return None;
            }
            base = b;
        };
        Some(if off == 0 { sym } else { format!("{sym}{off:+}") })
    }

    /// `ptr` as a stack object plus a constant: the depot register (`%SP` for a generic object,
    /// `%SPL` for a local one) and the byte offset.
    pub(super) fn frame_address(&self, ptr: SdValue) -> Option<(&'static str, i64)> {
        let frame = |n: NodeId| -> Option<(&'static str, i64)> {
            let node = self.dag.node(n);
            let (Opcode::Isd(crate::dag::Isd::FrameIndex), Payload::Frame(fi)) = (node.opcode, &node.payload) else { return None };
            let &(offset, generic) = self.frame_objects.get(*fi as usize)?;
            Some((if generic { "%SP" } else { "%SPL" }, i64::try_from(offset).ok()?))
        };
        if let Some(f) = frame(ptr.node) {
            return Some(f);
        }
        let (base, off) = self.base_plus_offset(ptr)?;
        let (reg, at) = frame(base.node)?;
        Some((reg, at.checked_add(off)?))
    }

    /// `MoveParam`: the symbol's address in a register.
    pub(super) fn move_param(&self, n: NodeId, cands: &mut Vec<Candidate>) -> Option<DirectInst> {
        let name = self.move_param_symbol(n)?;
        cands.push(Candidate { pattern: "MOV_ADDR64".into(), cost: None, rejected_by: None, won: true });
        Some(DirectInst { opcode: "MOV_ADDR64", ops: vec![DirectOp::Sym(name)], space: "", volatile: false })
    }
}
