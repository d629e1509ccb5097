//! Selecting an `inlineasm` node (see [`crate::dag::build::inline_asm`]): one `INLINEASM`
//! machine instruction whose operands are the template, then a written register per output and
//! the inputs (a register, or the immediate of an `n` constraint), in the `$N` order of the
//! template. The printer substitutes them ([`crate::mir::MachineInst::ptx`]). A tied input
//! (constraint `"N"`) is moved into output N's register just before the asm (LLVM's
//! TwoAddressInstruction pass inserts that COPY), and names that register.

use super::{class_of, BlockCx, DirectInst, DirectOp};
use crate::dag::build::inline_asm::parse_constraints;
use crate::dag::{Isd, NodeId, Opcode, Payload};
use crate::trace::Candidate;

impl BlockCx<'_> {
    /// The `INLINEASM` instruction of `n`, or `None` when `n` is no inline asm.
    pub(super) fn inline_asm(&self, n: NodeId, cands: &mut Vec<Candidate>) -> Option<DirectInst> {
        let node = self.dag.node(n);
        if node.opcode != Opcode::Isd(Isd::InlineAsm) {
            return None;
        }
        let sym = |k: usize| match node.ops.get(k).map(|o| &self.dag.node(o.node).payload) {
            Some(Payload::Symbol(s)) => Some(s.clone()),
            _ => None,
        };
        let (template, constraints) = (sym(1)?, sym(2)?);
        let parsed = parse_constraints(&constraints).ok()?;
        let mut ops = vec![DirectOp::Sym(template)];
        let outputs = node.vts.len().saturating_sub(1);
        for (k, vt) in node.vts[..outputs].iter().enumerate() {
            let Some(class) = class_of(*vt) else {
                cands.push(Candidate { pattern: "INLINEASM".into(), cost: None, rejected_by: Some(format!("an output of type {vt}")), won: false });
                return None;
            };
            ops.push(DirectOp::Def(class, k as u16));
        }
        for (v, c) in node.ops.get(3..).unwrap_or(&[]).iter().zip(parsed.iter().filter(|c| !c.output)) {
            ops.push(match c.tied {
                Some(k) => DirectOp::Tied(*v, k),
                None if c.letter == 'n' => self.reg_or_imm(*v),
                None => DirectOp::Value(*v),
            });
        }
        cands.push(Candidate { pattern: "INLINEASM".into(), cost: None, rejected_by: None, won: true });
        Some(DirectInst { opcode: "INLINEASM", ops, space: "", volatile: false })
    }
}
