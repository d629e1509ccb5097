//! `llvm.memcpy` / `llvm.memmove` / `llvm.memset` with a constant length, expanded inline into
//! loads and stores as SelectionDAG's `getMemcpy`/`getMemmove`/`getMemset` do for NVPTX.
//!
//! NVPTX sets no limit on the number of stores an inline expansion may use (NVPTXLowerAggrCopies
//! has already turned large or variable-length copies into loops), and it does not allow
//! misaligned accesses, so the widths come from the alignment alone: the widest legal integer
//! type (`i64`, `i32`, `i16`, `i8`) whose size divides the common alignment of the two pointers,
//! narrowing for the tail. A copy is every load first, then every store (valid for `memmove` too:
//! nothing is stored before all is read); a fill stores the value byte splatted across the width.
//! Each expansion is a `dag-build.mem-intrinsic` event in the DAG build's log.

use super::{BlockBuilder, Built};
use crate::dag::{ExtType, Isd, MemOperand, Mvt, NodeFlags, Payload, SdValue};
use crate::diag::Span;
use crate::ir::module::{ConstKind, InstId, Opcode as IrOp, Value};
use crate::ir::types::Type;
use crate::trace::RuleEvent;

/// What the intrinsic does.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Copy,
    Move,
    Set,
}

/// The chunk types of an expansion of `len` bytes at alignment `align`, in address order
/// (SelectionDAG's `findOptimalMemOpLowering` without misaligned or overlapping accesses).
pub(in crate::dag::build) fn chunk_types(len: u64, align: u64) -> Vec<Mvt> {
    let widest = [Mvt::I64, Mvt::I32, Mvt::I16, Mvt::I8].into_iter().find(|vt| u64::from(vt.bits() / 8) <= align.max(1)).unwrap_or(Mvt::I8);
    let mut out = Vec::new();
    let mut vt = widest;
    let mut left = len;
    while left > 0 {
        while u64::from(vt.bits() / 8) > left {
            vt = match vt {
                Mvt::I64 => Mvt::I32,
                Mvt::I32 => Mvt::I16,
                _ => Mvt::I8,
            };
        }
        out.push(vt);
        left -= u64::from(vt.bits() / 8);
    }
    out
}

/// The largest power of two dividing both `align` and `offset` (LLVM's `commonAlignment`).
fn common_align(align: u64, offset: u64) -> u64 {
    let a = align.max(1);
    if offset == 0 { a } else { a.min(1 << offset.trailing_zeros()) }
}

impl BlockBuilder<'_, '_> {
    /// Expands `name` (an `llvm.mem*` call) when its length is a constant; `None` when `name` is
    /// not one of the three. A variable length is a positioned "not supported yet".
    pub(super) fn visit_mem_intrinsic(&mut self, id: InstId, name: &str, span: Span) -> Option<Built<()>> {
        let kind = if name.starts_with("llvm.memcpy.") || name.starts_with("llvm.memcpy.inline.") {
            Kind::Copy
        } else if name.starts_with("llvm.memmove.") {
            Kind::Move
        } else if name.starts_with("llvm.memset.") || name.starts_with("llvm.memset.inline.") {
            Kind::Set
        } else {
            return None;
        };
        Some(self.expand_mem_intrinsic(id, name, kind, span))
    }

    /// The constant integer `v`, if it is one.
    fn const_int(&self, v: Value) -> Option<i128> {
        let Value::Const(c) = v else { return None };
        match self.cx.m.constant(c).kind {
            ConstKind::Int(k) => Some(k),
            ConstKind::Zero | ConstKind::Null => Some(0),
            _ => None,
        }
    }

    fn expand_mem_intrinsic(&mut self, id: InstId, name: &str, kind: Kind, span: Span) -> Built<()> {
        let m = self.cx.m;
        let f = self.cx.f;
        let inst = f.inst(id);
        let IrOp::Call(call) = &inst.op else { return Err(self.cx.error(span, format!("SelectionDAG build: {name} is not a call"))) };
        // (dst, src | value, len, isvolatile)
        let [dst_v, src_v, len_v, vol_v] = match inst.operands.as_slice() {
            [a, b, c, d, _callee] => [*a, *b, *c, *d],
            _ => return Err(self.cx.error(span, format!("SelectionDAG build: {name} with an unexpected operand list"))),
        };
        let Some(len) = self.const_int(len_v).and_then(|l| u64::try_from(l).ok()) else {
            return Err(self.cx.error(span, format!("SelectionDAG build: {name} with a variable length is not supported yet (NVPTXLowerAggrCopies would make it a loop)")));
        };
        if len > 1 << 16 {
            return Err(self.cx.error(span, format!("SelectionDAG build: {name} of {len} bytes is not supported yet (NVPTXLowerAggrCopies would make it a loop)")));
        }
        let volatile = self.const_int(vol_v).is_some_and(|v| v != 0);
        let align_of = |k: usize| -> u64 {
            call.arg_attrs.get(k).into_iter().flatten().find_map(|a| a.strip_prefix("align ").and_then(|n| n.trim().parse().ok())).unwrap_or(1)
        };
        let dst_align = align_of(0);
        let align = if kind == Kind::Set { dst_align } else { dst_align.min(align_of(1)) };
        let chunks = chunk_types(len, align);
        let param_ptrs = self.cx.param_ptrs.clone();
        let globals = self.cx.globals.clone();
        let space = |v: Value| match m.types.get(m.value_type(f, v)) {
            // A byval parameter's copy is read in the `.param` space (NVPTXLowerArgs).
            _ if param_ptrs.contains(&v) => 101,
            // An address of a specific space (InferAddressSpaces).
            Type::Ptr(0) if globals.space_of(&v).is_some() => globals.space_of(&v).unwrap_or(0),
            Type::Ptr(a) => *a,
            _ => 0,
        };
        let dst = self.get_address(dst_v, span)?;
        let dst_name = self.ir_name(dst_v);
        let mem = |vt: Mvt, addr_space: u32, align: u64, name: Option<String>| MemOperand {
            mem_vt: vt,
            addr_space,
            align: align as u32,
            volatile,
            ordering: None,
            scope: None,
            ext: ExtType::NonExt,
            ir_value: name,
            invariant: false,
        };
        let first = self.dag.len();
        // The values to store: loaded from the source, or the fill byte splatted.
        let mut values = Vec::with_capacity(chunks.len());
        let chain = self.flush()?;
        let mut load_chains = Vec::new();
        let mut offset = 0u64;
        match kind {
            Kind::Copy | Kind::Move => {
                let src = self.get_address(src_v, span)?;
                let (src_space, src_name) = (space(src_v), self.ir_name(src_v));
                for &vt in &chunks {
                    // A source of definitive constant bytes: the chunk is a constant, no load.
                    if !volatile {
                        if let Some(k) = super::const_load::fold_bytes(m, f, src_v, offset, u64::from(vt.bits() / 8)) {
                            let k = crate::dag::truncate_signed(k, vt.bits());
                            values.push(self.dag.constant(k, vt)?);
                            offset += u64::from(vt.bits() / 8);
                            continue;
                        }
                    }
                    let addr = self.offset_address(src, offset, span)?;
                    let mo = mem(vt, src_space, common_align(align_of(1), offset), src_name.clone());
                    let n = self.dag.get_node(Isd::Load, &[vt, Mvt::Other], &[chain, addr], Payload::Mem(mo), Some(span))?;
                    values.push(SdValue::new(n, 0));
                    load_chains.push(SdValue::new(n, 1));
                    offset += u64::from(vt.bits() / 8);
                }
            }
            Kind::Set => {
                let byte = self.get1(src_v, span)?;
                for &vt in &chunks {
                    values.push(self.splat_byte(byte, src_v, vt, span)?);
                }
            }
        }
        // Every store waits for every load (a TokenFactor), as getMemcpy chains them.
        let store_chain = if load_chains.is_empty() {
            chain
        } else {
            let mut ops = vec![chain];
            ops.extend(load_chains);
            SdValue::new(self.dag.get_node(Isd::TokenFactor, &[Mvt::Other], &ops, Payload::None, Some(span))?, 0)
        };
        let dst_space = space(dst_v);
        let mut stores = Vec::new();
        offset = 0;
        for (&vt, &v) in chunks.iter().zip(&values) {
            let addr = self.offset_address(dst, offset, span)?;
            let mo = mem(vt, dst_space, common_align(dst_align, offset), dst_name.clone());
            let n = self.dag.get_node(Isd::Store, &[Mvt::Other], &[store_chain, v, addr], Payload::Mem(mo), Some(span))?;
            stores.push(SdValue::new(n, 0));
            offset += u64::from(vt.bits() / 8);
        }
        self.root = match stores.as_slice() {
            [] => store_chain,
            [one] => *one,
            _ => SdValue::new(self.dag.get_node(Isd::TokenFactor, &[Mvt::Other], &stores, Payload::None, Some(span))?, 0),
        };
        let widths: Vec<String> = chunks.iter().map(|vt| vt.to_string()).collect();
        let what = match kind {
            Kind::Copy => "getMemcpy",
            Kind::Move => "getMemmove",
            Kind::Set => "getMemset",
        };
        self.cx.log.push((self.block.0, RuleEvent {
            rule: "dag-build.mem-intrinsic".into(),
            node: stores.first().map_or(0, |s| s.node.0),
            replaced_by: (first..self.dag.len()).map(|n| n as u32).collect(),
            note: format!(
                "{name} of {len} bytes in @{} ({what}): align {align} -> {} {} {}{}",
                f.name,
                chunks.len(),
                if kind == Kind::Set { "store(s)" } else { "load/store pair(s)" },
                widths.join(" "),
                if volatile { ", volatile" } else { "" }
            ),
        }));
        Ok(())
    }

    /// `base + offset` (no node for offset 0). A base that is itself `x + C` gives
    /// `x + (C + offset)`, as the combiner reassociates getMemBasePlusOffset's adds in LLVM, so
    /// every chunk's address folds into one `[x+imm]` operand.
    pub(super) fn offset_address(&mut self, base: SdValue, offset: u64, span: Span) -> Built<SdValue> {
        if offset == 0 {
            return Ok(base);
        }
        let vt = self.dag.vt(base);
        let (mut base, mut offset) = (base, i128::from(offset));
        let node = self.dag.node(base.node);
        if node.opcode == crate::dag::Opcode::Isd(Isd::Add) {
            if let Some(Payload::Constant(c)) = node.ops.get(1).map(|o| &self.dag.node(o.node).payload) {
                offset += *c;
                base = node.ops[0];
            }
        }
        let c = self.dag.constant(offset, vt)?;
        self.node1(Isd::Add, vt, &[base, c], NodeFlags::default(), span)
    }

    /// The fill byte repeated across `vt`: a constant when the byte is one, else
    /// `zext(byte) * 0x0101..` as getMemset makes it.
    fn splat_byte(&mut self, byte: SdValue, byte_v: Value, vt: Mvt, span: Span) -> Built<SdValue> {
        let bytes = vt.bits() / 8;
        let ones: i128 = (0..bytes).fold(0, |acc, k| acc | (1i128 << (8 * k)));
        if let Some(b) = self.const_int(byte_v) {
            return Ok(self.dag.constant((b & 0xff) * ones, vt)?);
        }
        if vt == Mvt::I8 {
            return Ok(byte);
        }
        let wide = self.node1(Isd::ZeroExtend, vt, &[byte], NodeFlags::default(), span)?;
        let k = self.dag.constant(ones, vt)?;
        self.node1(Isd::Mul, vt, &[wide, k], NodeFlags::default(), span)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_follow_the_alignment_and_narrow_for_the_tail() {
        assert_eq!(chunk_types(28, 4), vec![Mvt::I32; 7]);
        assert_eq!(chunk_types(28, 8), vec![Mvt::I64, Mvt::I64, Mvt::I64, Mvt::I32]);
        assert_eq!(chunk_types(7, 16), vec![Mvt::I32, Mvt::I16, Mvt::I8]);
        assert_eq!(chunk_types(3, 1), vec![Mvt::I8; 3]);
        assert!(chunk_types(0, 4).is_empty());
    }

    #[test]
    fn common_alignment_of_an_offset() {
        assert_eq!(common_align(8, 0), 8);
        assert_eq!(common_align(8, 4), 4);
        assert_eq!(common_align(4, 24), 4);
        assert_eq!(common_align(16, 2), 2);
    }
}

impl BlockBuilder<'_, '_> {
    /// A load (or store) of an aggregate, split into one access per leaf value at its layout
    /// offset, as SelectionDAGBuilder's visitLoad/visitStore split by ComputeValueVTs: the loads
    /// hang off one chain, the stores are joined by a `TokenFactor`.
    pub(super) fn aggregate_access(&mut self, id: InstId, store: bool, align: Option<u64>, volatile: bool, span: Span) -> Built<()> {
        let m = self.cx.m;
        let f = self.cx.f;
        let inst = f.inst(id);
        let (ty, ptr_v) = if store { (m.value_type(f, inst.operands[0]), inst.operands[1]) } else { (inst.ty, inst.operands[0]) };
        let vts = self.cx.vts_of(ty, span)?;
        let offsets = super::byval::leaf_offsets(m, ty).filter(|o| o.len() == vts.len()).ok_or_else(|| self.cx.error(span, "SelectionDAG build: an aggregate without a layout"))?;
        let align = align.unwrap_or_else(|| crate::dag::layout::size_align(&m.types, ty).map_or(1, |s| s.align));
        let addr_space = if self.cx.param_ptrs.contains(&ptr_v) {
            101
        } else {
            match m.types.get(m.value_type(f, ptr_v)) {
                Type::Ptr(a) => self.access_space(ptr_v, *a),
                _ => 0,
            }
        };
        let ptr = self.get_address(ptr_v, span)?;
        let name = self.ir_name(ptr_v);
        let values = if store { self.get(inst.operands[0], span)? } else { Vec::new() };
        if store && values.len() != vts.len() {
            return Err(self.cx.error(span, "SelectionDAG build: an aggregate store whose value does not match its type"));
        }
        // A volatile load is ordered after everything before it (SelectionDAGBuilder::visitLoad
        // takes getRoot() for it) and its pieces' chains become the root.
        let chain = if store || volatile { self.flush()? } else { self.root };
        let mut parts = Vec::new();
        let mut chains = Vec::new();
        for (k, (&vt, &off)) in vts.iter().zip(&offsets).enumerate() {
            let addr = self.offset_address(ptr, off, span)?;
            let mo = MemOperand {
                mem_vt: vt,
                addr_space,
                align: common_align(align, off) as u32,
                volatile,
                ordering: None,
                scope: None,
                ext: ExtType::NonExt,
                ir_value: name.clone(),
                invariant: false,
            };
            if store {
                let n = self.dag.get_node(Isd::Store, &[Mvt::Other], &[chain, values[k], addr], Payload::Mem(mo), Some(span))?;
                chains.push(SdValue::new(n, 0));
            } else {
                let n = self.dag.get_node(Isd::Load, &[vt, Mvt::Other], &[chain, addr], Payload::Mem(mo), Some(span))?;
                parts.push(SdValue::new(n, 0));
                if volatile {
                    chains.push(SdValue::new(n, 1));
                } else {
                    self.pending_loads.push(SdValue::new(n, 1));
                }
            }
        }
        if store || (volatile && !chains.is_empty()) {
            self.root = match chains.as_slice() {
                [one] => *one,
                _ => SdValue::new(self.dag.get_node(Isd::TokenFactor, &[Mvt::Other], &chains, Payload::None, Some(span))?, 0),
            };
            if store { Ok(()) } else { self.set(id, parts) }
        } else {
            self.set(id, parts)
        }
    }
}
