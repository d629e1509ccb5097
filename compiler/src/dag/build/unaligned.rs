//! Loads and stores below their natural alignment (`load i32, ptr %p, align 1`): PTX wants every
//! access naturally aligned, so they are split into accesses of the alignment's width, as
//! TargetLowering's `expandUnalignedLoad` / `expandUnalignedStore` do for NVPTX (which allows no
//! misaligned access): the pieces are zero-extending loads of `i8` / `i16` / `i32` at increasing
//! offsets, shifted into place and or-ed (little-endian); a store writes the value shifted right
//! piece by piece with truncating stores. A float goes through the integer of its width. Each
//! expansion is a `dag-build.unaligned` event in the DAG build's log.

use super::{BlockBuilder, Built};
use crate::dag::{ExtType, Isd, MemOperand, Mvt, NodeFlags, Payload, Scalar, SdValue};
use crate::diag::Span;
use crate::ir::module::InstId;
use crate::trace::RuleEvent;

/// The piece type of an access `mem` whose scalars (the value, a vector's lanes, an i128's halves)
/// are below their natural alignment; `None` when they are aligned (or narrower than 16 bits).
pub(super) fn piece_type(mem: &MemOperand) -> Option<Mvt> {
    // A vector whose lanes are under-aligned, or an i128 whose halves are: as its parts.
    let bits = match mem.mem_vt {
        Mvt::Vector(s, _) => s.bits(),
        Mvt::Scalar(Scalar::I128) => 64,
        vt => vt.bits(),
    };
    // A packed 32-bit vector (v2f16, v2i16, v4i8) below 4-byte alignment is read lane by lane.
    if mem.mem_vt.is_vector() && mem.mem_vt.bits() == 32 && mem.align < 4 && mem.align >= bits / 8 {
        return Some(Mvt::Scalar(Scalar::int(bits).unwrap_or(Scalar::I8)));
    }
    if !(16..=64).contains(&bits) || mem.align >= bits / 8 {
        return None;
    }
    Some(Mvt::Scalar(Scalar::int(mem.align.max(1).next_power_of_two().min(4) * 8).unwrap_or(Scalar::I8)))
}

/// The alignment of a piece at `offset` bytes into an access aligned to `align`.
fn piece_align(align: u32, offset: u32) -> u32 {
    if offset == 0 { align.max(1) } else { align.max(1).min(offset & offset.wrapping_neg()) }
}

impl BlockBuilder<'_, '_> {
    fn offset_ptr(&mut self, ptr: SdValue, offset: u32, span: Span) -> Built<SdValue> {
        if offset == 0 {
            return Ok(ptr);
        }
        let pvt = self.dag.vt(ptr);
        let c = self.dag.constant(i128::from(offset), pvt)?;
        self.node1(Isd::Add, pvt, &[ptr, c], NodeFlags::default(), span)
    }

    fn log_unaligned(&mut self, what: &str, mem: &MemOperand, piece: Mvt, first: usize, node: u32) {
        let f = self.cx.f;
        let n = mem.mem_vt.bits() / piece.bits();
        self.cx.log.push((self.block.0, RuleEvent {
            rule: "dag-build.unaligned".into(),
            node,
            replaced_by: (first..self.dag.len()).map(|n| n as u32).collect(),
            note: format!("{what} of {} aligned to {} in @{} (expandUnaligned{}) -> {n} x {piece}", mem.mem_vt, mem.align, f.name, if what == "load" { "Load" } else { "Store" }),
        }));
    }

    /// A scalar load of `mem` (which may be under-aligned) from `ptr`, its chains pushed on
    /// `chains`: one load, or `piece`-wide zero-extending ones shifted into place and or-ed.
    fn load_pieces(&mut self, ptr: SdValue, mem: &MemOperand, chain: SdValue, span: Span, chains: &mut Vec<SdValue>) -> Built<SdValue> {
        let vt = mem.mem_vt;
        let Some(piece) = piece_type(mem) else {
            let n = self.dag.get_node(Isd::Load, &[vt, Mvt::Other], &[chain, ptr], Payload::Mem(mem.clone()), Some(span))?;
            chains.push(SdValue::new(n, 1));
            return Ok(SdValue::new(n, 0));
        };
        let ivt = Mvt::Scalar(Scalar::int(vt.bits()).unwrap_or(Scalar::I32));
        let pbytes = piece.bits() / 8;
        let mut acc: Option<SdValue> = None;
        for k in 0..vt.bits() / piece.bits() {
            let addr = self.offset_ptr(ptr, k * pbytes, span)?;
            // A piece of an i64 is read into a 32-bit register and zero-extended.
            let lvt = if ivt == Mvt::I64 { Mvt::I32 } else { ivt };
            let mut m = mem.clone();
            m.mem_vt = piece;
            m.align = piece_align(mem.align, k * pbytes);
            m.ext = if piece == lvt { ExtType::NonExt } else { ExtType::ZExt };
            let n = self.dag.get_node(Isd::Load, &[lvt, Mvt::Other], &[chain, addr], Payload::Mem(m), Some(span))?;
            chains.push(SdValue::new(n, 1));
            let mut v = SdValue::new(n, 0);
            if lvt != ivt {
                v = self.node1(Isd::ZeroExtend, ivt, &[v], NodeFlags::default(), span)?;
            }
            if k > 0 {
                let sh = self.dag.constant(i128::from(k * piece.bits()), Mvt::I32)?;
                v = self.node1(Isd::Shl, ivt, &[v, sh], NodeFlags::default(), span)?;
            }
            acc = Some(match acc {
                None => v,
                Some(a) => self.node1(Isd::Or, ivt, &[a, v], NodeFlags::default(), span)?,
            });
        }
        let Some(mut v) = acc else { return Err(self.cx.error(span, "SelectionDAG build: an empty under-aligned load")) };
        if vt != ivt {
            v = self.node1(Isd::Bitcast, vt, &[v], NodeFlags::default(), span)?;
        }
        Ok(v)
    }

    /// A scalar store of `v` as `mem` (which may be under-aligned) to `ptr`, its chains pushed
    /// on `stores`: one store, or `piece`-wide truncating ones of the value shifted right.
    fn store_pieces(&mut self, val: SdValue, ptr: SdValue, mem: &MemOperand, chain: SdValue, span: Span, stores: &mut Vec<SdValue>) -> Built<()> {
        let vt = mem.mem_vt;
        let Some(piece) = piece_type(mem) else {
            stores.push(SdValue::new(self.dag.get_node(Isd::Store, &[Mvt::Other], &[chain, val, ptr], Payload::Mem(mem.clone()), Some(span))?, 0));
            return Ok(());
        };
        let ivt = Mvt::Scalar(Scalar::int(vt.bits()).unwrap_or(Scalar::I32));
        let pbytes = piece.bits() / 8;
        let v = if vt == ivt { val } else { self.node1(Isd::Bitcast, ivt, &[val], NodeFlags::default(), span)? };
        for k in 0..vt.bits() / piece.bits() {
            let addr = self.offset_ptr(ptr, k * pbytes, span)?;
            let part = if k == 0 {
                v
            } else {
                let sh = self.dag.constant(i128::from(k * piece.bits()), Mvt::I32)?;
                self.node1(Isd::Srl, ivt, &[v, sh], NodeFlags::default(), span)?
            };
            // A piece of an i64 is stored from a 32-bit register.
            let svt = if ivt == Mvt::I64 { Mvt::I32 } else { ivt };
            let part = if svt == ivt { part } else { self.node1(Isd::Truncate, svt, &[part], NodeFlags::default(), span)? };
            let mut m = mem.clone();
            m.mem_vt = piece;
            m.align = piece_align(mem.align, k * pbytes);
            m.ext = if piece == svt { ExtType::NonExt } else { ExtType::Ext };
            stores.push(SdValue::new(self.dag.get_node(Isd::Store, &[Mvt::Other], &[chain, part, addr], Payload::Mem(m), Some(span))?, 0));
        }
        Ok(())
    }

    /// The parts `mem` is accessed as: its lanes (a vector), its i64 halves (an i128), or itself.
    fn access_parts(mem: &MemOperand) -> (Mvt, u32) {
        match mem.mem_vt {
            Mvt::Vector(s, n) => (Mvt::Scalar(s), u32::from(n)),
            Mvt::Scalar(Scalar::I128) => (Mvt::I64, 2),
            vt => (vt, 1),
        }
    }

    /// The value of an under-aligned load `mem` from `ptr`: part by part (lanes, halves), each
    /// made of narrower loads where it is itself under-aligned.
    pub(super) fn unaligned_load(&mut self, id: InstId, ptr: SdValue, mem: MemOperand, piece: Mvt, volatile: bool, span: Span) -> Built<()> {
        let first = self.dag.len();
        let chain = if volatile { self.flush()? } else { self.root };
        let mut chains = Vec::new();
        let (part, count) = Self::access_parts(&mem);
        let pbytes = part.bits() / 8;
        let mut vals = Vec::new();
        for k in 0..count {
            let addr = self.offset_ptr(ptr, k * pbytes, span)?;
            let mut m = mem.clone();
            m.mem_vt = part;
            m.align = piece_align(mem.align, k * pbytes);
            vals.push(self.load_pieces(addr, &m, chain, span, &mut chains)?);
        }
        let v = match mem.mem_vt {
            Mvt::Vector(..) => self.node1(Isd::BuildVector, mem.mem_vt, &vals, NodeFlags::default(), span)?,
            Mvt::Scalar(Scalar::I128) => {
                let lo = self.node1(Isd::ZeroExtend, Mvt::I128, &[vals[0]], NodeFlags::default(), span)?;
                let hi = self.node1(Isd::ZeroExtend, Mvt::I128, &[vals[1]], NodeFlags::default(), span)?;
                let sh = self.dag.constant(64, Mvt::I32)?;
                let hi = self.node1(Isd::Shl, Mvt::I128, &[hi, sh], NodeFlags::default(), span)?;
                self.node1(Isd::Or, Mvt::I128, &[lo, hi], NodeFlags::default(), span)?
            }
            _ => vals[0],
        };
        let tf = SdValue::new(self.dag.get_node(Isd::TokenFactor, &[Mvt::Other], &chains, Payload::None, Some(span))?, 0);
        if volatile {
            self.root = tf;
        } else {
            self.pending_loads.push(tf);
        }
        self.log_unaligned("load", &mem, piece, first, v.node.0);
        self.set(id, vec![v])
    }

    /// An under-aligned store of `val` to `ptr`: part by part, each made of narrower truncating
    /// stores where it is itself under-aligned.
    pub(super) fn unaligned_store(&mut self, val: SdValue, ptr: SdValue, mem: MemOperand, piece: Mvt, span: Span) -> Built<()> {
        let first = self.dag.len();
        let chain = self.flush()?;
        let mut stores = Vec::new();
        let (part, count) = Self::access_parts(&mem);
        let pbytes = part.bits() / 8;
        for k in 0..count {
            let v = match mem.mem_vt {
                Mvt::Vector(..) => {
                    let idx = self.dag.constant(i128::from(k), Mvt::I64)?;
                    self.node1(Isd::ExtractVectorElt, part, &[val, idx], NodeFlags::default(), span)?
                }
                Mvt::Scalar(Scalar::I128) => {
                    let shifted = if k == 0 {
                        val
                    } else {
                        let sh = self.dag.constant(64, Mvt::I32)?;
                        self.node1(Isd::Srl, Mvt::I128, &[val, sh], NodeFlags::default(), span)?
                    };
                    self.node1(Isd::Truncate, Mvt::I64, &[shifted], NodeFlags::default(), span)?
                }
                _ => val,
            };
            let addr = self.offset_ptr(ptr, k * pbytes, span)?;
            let mut m = mem.clone();
            m.mem_vt = part;
            m.align = piece_align(mem.align, k * pbytes);
            self.store_pieces(v, addr, &m, chain, span, &mut stores)?;
        }
        self.root = SdValue::new(self.dag.get_node(Isd::TokenFactor, &[Mvt::Other], &stores, Payload::None, Some(span))?, 0);
        self.log_unaligned("store", &mem, piece, first, stores.first().map_or(0, |s| s.node.0));
        Ok(())
    }
}
