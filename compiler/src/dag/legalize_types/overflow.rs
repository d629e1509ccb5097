//! Promotion of the with-overflow arithmetic of a narrow integer (`llvm.uadd.with.overflow.i8`;
//! LLVM's `PromoteIntRes_UADDSUBO`, `PromoteIntRes_SADDSUBO` and `PromoteIntRes_XMULO`): the
//! operands zero- (unsigned) or sign-extended (signed) in the wider register, the exact result
//! there, and the overflow bit is whether that result differs from itself brought back into the
//! narrow range (for unsigned add, sub and mul: whether any bit above the narrow width is set).

use super::{sext_in_reg, zext_in_reg, CondCode, Fate, Isd, LegalizeStop, Legalized, Mvt, NodeId, Payload, Round, SdValue};

impl Round<'_> {
    /// `op` (one of the six with-overflow opcodes) of node `n`, promoted to `to`.
    pub(super) fn promote_overflow(&mut self, n: NodeId, op: Isd, to: Mvt) -> Result<Vec<Fate>, LegalizeStop> {
        let node = self.dag.node(n).clone();
        let src = node.source;
        let narrow = node.vts[0];
        let bits = narrow.bits();
        let unsigned = matches!(op, Isd::UAddO | Isd::USubO | Isd::UMulO);
        let ext = if unsigned { Isd::ZeroExtend } else { Isd::SignExtend };
        let a = self.promoted_operand(node.ops[0], ext, src)?;
        let b = self.promoted_operand(node.ops[1], ext, src)?;
        let wide = match op {
            Isd::UAddO | Isd::SAddO => Isd::Add,
            Isd::USubO | Isd::SSubO => Isd::Sub,
            _ => Isd::Mul,
        };
        let r = self.dag.value(wide, to, &[a, b], src)?;
        let back = if unsigned { zext_in_reg(self.dag, r, bits, src)? } else { sext_in_reg(self.dag, r, narrow, src)? };
        let ne = SdValue::new(self.dag.get_node(Isd::CondCode, &[Mvt::Other], &[], Payload::Cond(CondCode::Ne), None)?, 0);
        let o = self.dag.value(Isd::SetCC, Mvt::I1, &[r, back, ne], src)?;
        Ok(vec![Fate::Mapped(Legalized::Promoted(r)), Fate::Same(o)])
    }
}
