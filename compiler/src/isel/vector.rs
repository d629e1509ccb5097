//! Layer 2's vector loads and stores (seed 000 §5, the vector load/store selector):
//! `NVPTXISD::LoadV2`/`LoadV4` and `StoreV2`/`StoreV4`, which the NVPTX post-legalize combine
//! made of contiguous, aligned scalar accesses, become one `ld.v2`/`ld.v4` (`st.v2`/`st.v4`)
//! whose lanes are one braced register list. Like the scalar forms, the address folds a
//! constant offset into `[base+offset]`; the lane type is the untyped `.bN` of its register
//! class, as LLVM 22 prints it (`ld.global.v4.b32`).

use super::{class_of, load_space, state_space, BlockCx, DirectInst, DirectOp};
use crate::dag::{Isd, Mvt, NodeId, NvptxIsd, Opcode, Payload, SdValue};
use crate::mir::RegClass;
use crate::trace::Candidate;

/// The machine opcodes by (load?, lane class, lanes): register address, `[base+offset]`.
const VECTOR_FORMS: &[(bool, RegClass, usize, &str, &str)] = &[
    (true, RegClass::B16, 2, "LDV_i16_v2", "LDV_i16_v2_ri"),
    (true, RegClass::B16, 4, "LDV_i16_v4", "LDV_i16_v4_ri"),
    (true, RegClass::B32, 2, "LDV_i32_v2", "LDV_i32_v2_ri"),
    (true, RegClass::B32, 4, "LDV_i32_v4", "LDV_i32_v4_ri"),
    (true, RegClass::B64, 2, "LDV_i64_v2", "LDV_i64_v2_ri"),
    (false, RegClass::B16, 2, "STV_i16_v2", "STV_i16_v2_ri"),
    (false, RegClass::B16, 4, "STV_i16_v4", "STV_i16_v4_ri"),
    (false, RegClass::B32, 2, "STV_i32_v2", "STV_i32_v2_ri"),
    (false, RegClass::B32, 4, "STV_i32_v4", "STV_i32_v4_ri"),
    (false, RegClass::B64, 2, "STV_i64_v2", "STV_i64_v2_ri"),
];

/// The same for lanes that are bytes in memory (`i8` in a 16-bit register): `ld.v2.b8`, as LLVM
/// 22 loads and stores a `<2 x i8>`.
const BYTE_FORMS: &[(bool, RegClass, usize, &str, &str)] = &[
    (true, RegClass::B16, 2, "LDV_i8_v2", "LDV_i8_v2_ri"),
    (true, RegClass::B16, 4, "LDV_i8_v4", "LDV_i8_v4_ri"),
    (false, RegClass::B16, 2, "STV_i8_v2", "STV_i8_v2_ri"),
    (false, RegClass::B16, 4, "STV_i8_v4", "STV_i8_v4_ri"),
];

impl BlockCx<'_> {
    /// `ptr` as (base, constant offset) when it is `add base, C` with `C` fitting 32 bits.
    pub(super) fn base_plus_offset(&self, ptr: SdValue) -> Option<(SdValue, i64)> {
        let pn = self.dag.node(ptr.node);
        match (pn.opcode, pn.ops.get(1).map(|o| &self.dag.node(o.node).payload)) {
            (Opcode::Isd(Isd::Add), Some(Payload::Constant(c))) => {
                i32::try_from(crate::dag::truncate_signed(*c, 64)).ok().map(|c| (pn.ops[0], i64::from(c)))
            }
            _ => None,
        }
    }

    /// Selects a `LoadV2`/`LoadV4`/`StoreV2`/`StoreV4`; `None` for any other node (or a form
    /// there is no row for, with the rejection in the candidates).
    pub(super) fn vector_access(&self, n: NodeId, cands: &mut Vec<Candidate>) -> Option<DirectInst> {
        let node = self.dag.node(n);
        let (is_load, lanes) = match node.opcode {
            Opcode::Nvptx(NvptxIsd::LoadV2) => (true, 2),
            Opcode::Nvptx(NvptxIsd::LoadV4) => (true, 4),
            Opcode::Nvptx(NvptxIsd::StoreV2) => (false, 2),
            Opcode::Nvptx(NvptxIsd::StoreV4) => (false, 4),
            _ => return None,
        };
        let Payload::Mem(mem) = &node.payload else { return None };
        let name = if is_load { "LDV" } else { "STV" };
        let reject = |cands: &mut Vec<Candidate>, why: String| {
            cands.push(Candidate { pattern: name.into(), cost: None, rejected_by: Some(why), won: false });
        };
        // Loads: (chain, ptr) -> lanes..., chain. Stores: (chain, lanes..., ptr) -> chain.
        let lane_vt = if is_load { node.vts.first().copied()? } else { self.dag.vt(*node.ops.get(1)?) };
        let ptr = if is_load { *node.ops.get(1)? } else { *node.ops.get(1 + lanes)? };
        let Some(space) = (if is_load { load_space(mem) } else { state_space(mem.addr_space) }) else {
            reject(cands, format!("address space {}", mem.addr_space));
            return None;
        };
        if mem.ordering.is_some() || self.dag.vt(ptr) != Mvt::I64 {
            reject(cands, "atomic access or an address that is not 64-bit".into());
            return None;
        }
        let Some(class) = class_of(lane_vt).filter(|c| *c != RegClass::Pred) else {
            reject(cands, format!("{lane_vt} lanes"));
            return None;
        };
        let bytes = lane_vt == Mvt::I16 && mem.mem_vt.scalar().is_some_and(|e| Mvt::Scalar(e) == Mvt::I8);
        let forms = if bytes { BYTE_FORMS } else { VECTOR_FORMS };
        let Some(&(_, _, _, rr, ri)) = forms.iter().find(|f| f.0 == is_load && f.1 == class && f.2 == lanes) else {
            reject(cands, format!("{lanes} lanes of {lane_vt}"));
            return None;
        };
        // A byval parameter's copy or a variable, at its symbol plus a constant: `[k_param_0+8]`.
        let symbol = self.symbol_address(ptr, mem.addr_space);
        // A stack object: `[%SP+8]` off the depot pointer.
        let frame = if symbol.is_some() { None } else { self.frame_address(ptr) };
        let symbol = symbol.or_else(|| frame.map(|(reg, off)| if off == 0 { reg.to_string() } else { format!("{reg}+{off}") }));
        let folded = if symbol.is_some() { None } else { self.base_plus_offset(ptr) };
        let win = |cands: &mut Vec<Candidate>, won: &str, lost: &str, why: &str| {
            cands.push(Candidate { pattern: lost.into(), cost: None, rejected_by: Some(why.into()), won: false });
            cands.push(Candidate { pattern: won.into(), cost: None, rejected_by: None, won: true });
        };
        let mut addr = match (symbol, folded) {
            (Some(sym), _) => {
                cands.push(Candidate { pattern: rr.into(), cost: None, rejected_by: None, won: true });
                vec![DirectOp::Sym(sym)]
            }
            (None, Some((b, c))) => {
                win(cands, ri, rr, "the address folds into [base+offset]");
                vec![DirectOp::Value(b), DirectOp::Imm(c)]
            }
            (None, None) => {
                win(cands, rr, ri, "the address is not base+constant");
                vec![DirectOp::Value(ptr)]
            }
        };
        let ops = if is_load {
            let mut ops: Vec<DirectOp> = (0..lanes as u16).map(|k| DirectOp::Def(class, k)).collect();
            ops.append(&mut addr);
            ops
        } else {
            // A constant lane is an immediate (`{0, 0, 0, 0}`, `{0f00000000, ...}`), as LLVM 22
            // prints a stored constant vector.
            addr.extend(node.ops.get(1..=lanes)?.iter().map(|v| self.reg_or_imm(*v)));
            addr
        };
        let opcode = if folded.is_some() { ri } else { rr };
        Some(DirectInst { opcode, ops, space, volatile: mem.volatile })
    }

    /// `NVPTXISD::UNPACK_VECTOR` of an f32x2 (or of an i64's halves, LowerBSWAP): both lanes in
    /// one `mov.b64 {%r1, %r2}, %rd1`.
    pub(super) fn unpack_f32x2(&self, n: NodeId, cands: &mut Vec<Candidate>) -> Option<DirectInst> {
        let node = self.dag.node(n);
        let from = self.dag.vt(*node.ops.first()?);
        if node.opcode != Opcode::Nvptx(NvptxIsd::UnpackVector) || (from != Mvt::Vector(crate::dag::Scalar::F32, 2) && from != Mvt::I64) {
            return None;
        }
        cands.push(Candidate { pattern: "UNPACK_f32x2".into(), cost: None, rejected_by: None, won: true });
        Some(DirectInst { opcode: "UNPACK_f32x2", ops: vec![DirectOp::Def(RegClass::B32, 0), DirectOp::Def(RegClass::B32, 1), DirectOp::Value(node.ops[0])], space: "", volatile: false })
    }
}
