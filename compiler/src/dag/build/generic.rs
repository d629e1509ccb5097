//! Generic LLVM intrinsics that SelectionDAG's builder and LLVM 22's NVPTX legalization turn into
//! other operations before selection, built here directly as those operations (each a
//! `dag-build.generic-intrinsic` event in the DAG build's log):
//!
//! * `llvm.expect` is its first operand (SelectionDAGBuilder drops the hint);
//! * `llvm.minimumnum` / `llvm.maximumnum` are `fminnum` / `fmaxnum`: NVPTX makes FMINIMUMNUM /
//!   FMAXIMUMNUM legal where FMINNUM is, and selects the same `min` / `max` (a NaN operand gives
//!   the other one, as `minimumNumber` wants);
//! * `llvm.canonicalize` is `x * 1.0` (LegalizeDAG's expansion of FCANONICALIZE, a STRICT_FMUL
//!   that nothing folds: `mul.rn.f32 %r2, %r1, 0f3F800000`);
//! * `llvm.sshl.sat` / `llvm.ushl.sat` are TargetLowering's `expandShlSat`: the shift, shifted
//!   back; if that changed the value, the saturated one (`(x >>s bits-1) ^ MAX` for the signed
//!   form, all ones for the unsigned). Vectors go lane by lane (LLVM unrolls them).

use super::{BlockBuilder, Built};
use crate::dag::{CondCode, Isd, Mvt, NodeFlags, Payload, Scalar, SdValue};
use crate::diag::Span;
use crate::ir::module::InstId;
use crate::trace::RuleEvent;

/// The bits of 1.0 in a float type's own format.
fn one_bits(s: Scalar) -> u64 {
    match s {
        Scalar::F16 => 0x3c00,
        Scalar::BF16 => 0x3f80,
        Scalar::F64 => 0x3ff0_0000_0000_0000,
        _ => 0x3f80_0000,
    }
}

impl BlockBuilder<'_, '_> {
    /// Builds `name` when it is one of this module's intrinsics; `None` otherwise.
    pub(super) fn visit_generic_intrinsic(&mut self, id: InstId, name: &str, span: Span, flags: NodeFlags) -> Option<Built<()>> {
        let what = if name.starts_with("llvm.expect.") && !name.starts_with("llvm.expect.with.probability.") {
            "its first operand (the hint is dropped)"
        } else if name.starts_with("llvm.minimumnum.") {
            "fminnum (min)"
        } else if name.starts_with("llvm.maximumnum.") {
            "fmaxnum (max)"
        } else if name.starts_with("llvm.canonicalize.") {
            "fmul x, 1.0 (FCANONICALIZE expanded)"
        } else if name.starts_with("llvm.sshl.sat.") || name.starts_with("llvm.ushl.sat.") {
            "shl, shifted back, select of the saturated value (expandShlSat)"
        } else {
            return None;
        };
        Some(self.build_generic_intrinsic(id, name, what, span, flags))
    }

    fn build_generic_intrinsic(&mut self, id: InstId, name: &str, what: &str, span: Span, flags: NodeFlags) -> Built<()> {
        let f = self.cx.f;
        let inst = f.inst(id);
        let args: Vec<_> = inst.operands[..inst.operands.len().saturating_sub(1)].to_vec();
        let first = self.dag.len();
        let a = self.get1(args[0], span)?;
        let vt = self.dag.vt(a);
        let v = if name.starts_with("llvm.expect.") {
            a
        } else if name.starts_with("llvm.minimumnum.") || name.starts_with("llvm.maximumnum.") {
            let b = self.get1(args[1], span)?;
            let op = if name.starts_with("llvm.minimumnum.") { Isd::FMinNum } else { Isd::FMaxNum };
            self.node1(op, vt, &[a, b], flags, span)?
        } else if name.starts_with("llvm.canonicalize.") {
            self.lanewise(vt, &[a], span, |s, ops, lane| {
                let Some(sc) = lane.scalar() else { return Ok(ops[0]) };
                let one = SdValue::new(s.dag.get_node(Isd::ConstantFP, &[lane], &[], Payload::ConstantFp(one_bits(sc)), None)?, 0);
                s.node1(Isd::FMul, lane, &[ops[0], one], NodeFlags::default(), span)
            })?
        } else {
            let b = self.get1(args[1], span)?;
            let signed = name.starts_with("llvm.sshl.sat.");
            self.lanewise(vt, &[a, b], span, |s, ops, lane| s.shl_sat(ops[0], ops[1], lane, signed, span))?
        };
        self.cx.log.push((self.block.0, RuleEvent {
            rule: "dag-build.generic-intrinsic".into(),
            node: v.node.0,
            replaced_by: (first..self.dag.len()).map(|n| n as u32).collect(),
            note: format!("{name} in @{} -> {what}", f.name),
        }));
        self.set(id, vec![v])
    }

    /// `build(lanes of ops)` per lane of a vector `vt` and a BUILD_VECTOR of the results, or
    /// `build(ops)` for a scalar.
    fn lanewise(&mut self, vt: Mvt, ops: &[SdValue], span: Span, mut build: impl FnMut(&mut Self, &[SdValue], Mvt) -> Built<SdValue>) -> Built<SdValue> {
        if !vt.is_vector() {
            return build(self, ops, vt);
        }
        let lane = Mvt::Scalar(vt.scalar().unwrap_or(Scalar::I32));
        let mut lanes = Vec::new();
        for i in 0..usize::from(vt.lanes()) {
            let idx = self.dag.constant(i as i128, Mvt::I64)?;
            let mut lane_ops = Vec::new();
            for &o in ops {
                lane_ops.push(self.node1(Isd::ExtractVectorElt, lane, &[o, idx], NodeFlags::default(), span)?);
            }
            lanes.push(build(self, &lane_ops, lane)?);
        }
        self.node1(Isd::BuildVector, vt, &lanes, NodeFlags::default(), span)
    }

    /// TargetLowering::expandShlSat on a scalar of type `vt`.
    fn shl_sat(&mut self, x: SdValue, y: SdValue, vt: Mvt, signed: bool, span: Span) -> Built<SdValue> {
        let none = NodeFlags::default();
        let bits = vt.bits();
        let r = self.node1(Isd::Shl, vt, &[x, y], none, span)?;
        let back = self.node1(if signed { Isd::Sra } else { Isd::Srl }, vt, &[r, y], none, span)?;
        let ne = SdValue::new(self.dag.get_node(Isd::CondCode, &[Mvt::Other], &[], Payload::Cond(CondCode::Ne), None)?, 0);
        let changed = self.node1(Isd::SetCC, Mvt::I1, &[x, back, ne], none, span)?;
        let sat = if signed {
            let k = self.dag.constant(i128::from(bits - 1), Mvt::I32)?;
            let sign = self.node1(Isd::Sra, vt, &[x, k], none, span)?;
            let max = self.dag.constant(i128::MAX >> (128 - bits), vt)?;
            self.node1(Isd::Xor, vt, &[sign, max], none, span)?
        } else {
            self.dag.constant(-1, vt)?
        };
        self.node1(Isd::Select, vt, &[changed, sat, r], none, span)
    }
}
