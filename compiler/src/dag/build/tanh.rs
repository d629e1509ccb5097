//! `llvm.tanh`: LLVM 22's NVPTX back end has `ftanh` only as `tanh.approx.f32`, selected when
//! the call carries `afn` (sm_75 and PTX 7.0 on); an `afn` `half` goes through `float`
//! (`cvt.f32.f16`, `tanh.approx.f32`, `cvt.rn.f16.f32`, as f16 FTANH is promoted). Without `afn`,
//! or on another type, LLVM 22 has neither an instruction nor a libcall and stops with "Cannot
//! select: ftanh"; so does this builder, at the call. The approximation is built as the
//! `llvm.nvvm.tanh.approx.f32` intrinsic, whose family cell carries the target gate.

use super::{BlockBuilder, Built};
use crate::dag::{Isd, Mvt, NodeFlags, Payload, SdValue};
use crate::diag::Span;
use crate::ir::module::InstId;

impl BlockBuilder<'_, '_> {
    /// `llvm.tanh.*`; `None` for any other name.
    pub(super) fn visit_tanh(&mut self, id: InstId, name: &str, span: Span, flags: NodeFlags) -> Option<Built<()>> {
        name.starts_with("llvm.tanh.").then(|| self.build_tanh(id, span, flags))
    }

    fn build_tanh(&mut self, id: InstId, span: Span, flags: NodeFlags) -> Built<()> {
        let inst = self.cx.f.inst(id);
        let arg = inst.operands[0];
        let x = self.get1(arg, span)?;
        let vt = self.dag.vt(x);
        if !flags.has(NodeFlags::AFN) || !matches!(vt, Mvt::F32 | Mvt::F16) {
            let afn = if flags.has(NodeFlags::AFN) { " afn" } else { "" };
            return Err(self.cx.error(span, format!("Cannot select: {vt} = ftanh{afn} (LLVM 22 has tanh.approx.f32 for an afn call only, and no libcall)")));
        }
        let none = NodeFlags::default();
        let wide = if vt == Mvt::F16 { self.node1(Isd::FpExtend, Mvt::F32, &[x], none, span)? } else { x };
        let t = self.dag.get_node(Isd::IntrinsicWoChain, &[Mvt::F32], &[wide], Payload::Intrinsic("llvm.nvvm.tanh.approx.f32".into()), Some(span))?;
        let mut v = SdValue::new(t, 0);
        if vt == Mvt::F16 {
            let trunc = self.dag.target_constant(0, Mvt::I64)?;
            v = self.node1(Isd::FpRound, Mvt::F16, &[v, trunc], none, span)?;
        }
        self.set(id, vec![v])
    }
}
