//! Type legalization (seed 003, 4.C; LLVM's `DAGTypeLegalizer`): rewrite every value whose type
//! has no register class into values that have one, round after round, until a round finds
//! nothing to do (the fixpoint of 4.13).
//!
//! A round visits the live nodes in topological order. A node with an illegal result is rebuilt
//! one step nearer legality, by the action [`type_action`] gives its type:
//!
//! * **promote** (`i8 -> i16`): the same operation on the wider type; the high bits are garbage
//!   and the operations that read them (`udiv`, `srl`, `setcc`, `zero_extend`) first clear or
//!   sign-fill them (`and 0xff` / `sign_extend_inreg`); loads become any-extending, stores
//!   truncating;
//! * **expand** (`i128 -> 2 x i64`): a low and a high half (`add` becomes `addc` + `adde`, the
//!   add.cc/addc pair of seed 4.14);
//! * **split** (`v8f16 -> 2 x v4f16`) and **scalarize** (`v2f32 -> 2 x f32`): the parts;
//! * **soften** never applies on NVPTX (f16 and bf16 are legal types, the DAG has no f128).
//!
//! The round remembers what each old value became; its users (later in the order) are rebuilt
//! from that, and the old node, no longer used, is swept at the end of the round. Each rebuild
//! is a [`RuleEvent`] named after the action (`legalize-types.promote`, ...) with the types in
//! its note. A node no rule knows is a positioned diagnostic with LLVM's wording
//! (`Do not know how to scalarize the result of this operator!`, seed 4.17).

use super::actions::{is_legal_type, type_action, Caps, TypeAction};
use super::{CondCode, ExtType, Isd, Mvt, NodeId, NvptxIsd, Opcode, OverBudget, Payload, Scalar, SdValue, SelectionDag};
use crate::diag::Span;
use crate::trace::RuleEvent;
use std::collections::BTreeMap;

mod bitcast;
mod expand_wide;
mod overflow;

/// Why type legalization stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LegalizeStop {
    /// The DAG grew past its node budget.
    Budget(OverBudget),
    /// The round budget ran out before a fixpoint.
    Rounds(usize),
    /// A node that cannot be legalized.
    Cannot {
        /// Where (the node's IR instruction, or the start of the file).
        span: Span,
        /// The message.
        message: String,
    },
}

impl From<OverBudget> for LegalizeStop {
    fn from(o: OverBudget) -> Self {
        LegalizeStop::Budget(o)
    }
}

/// What an illegal value became.
#[derive(Clone, Debug)]
enum Legalized {
    /// The same value on a wider integer type (high bits undefined).
    Promoted(SdValue),
    /// Low and high halves.
    Expanded(SdValue, SdValue),
    /// The parts of a vector, in lane order (halves, or single lanes).
    Parts(Vec<SdValue>),
}

/// What one result of a rebuilt node became.
enum Fate {
    /// A value of the same (legal) type: its uses move there.
    Same(SdValue),
    /// A mapped value (for the users to pick up).
    Mapped(Legalized),
}

/// Legalizes the types of `dag` to a fixpoint; returns the number of rounds that changed
/// something.
pub fn legalize_types(dag: &mut SelectionDag, caps: Caps, max_rounds: usize, log: &mut Vec<RuleEvent>) -> Result<usize, LegalizeStop> {
    let mut rounds = 0;
    loop {
        let mut round = Round { dag: &mut *dag, caps, map: BTreeMap::new() };
        let changed = round.run(log)?;
        dag.remove_dead_nodes();
        if !changed {
            return Ok(rounds);
        }
        rounds += 1;
        if rounds > max_rounds {
            return Err(LegalizeStop::Rounds(max_rounds));
        }
    }
}

/// Whether every live node's results and operands have legal types.
pub fn all_types_legal(dag: &SelectionDag, caps: Caps) -> bool {
    dag.live().all(|n| {
        let node = dag.node(n);
        node.vts.iter().all(|&t| is_legal_type(t, caps)) && node.ops.iter().all(|&o| is_legal_type(dag.vt(o), caps))
    })
}

struct Round<'a> {
    dag: &'a mut SelectionDag,
    caps: Caps,
    map: BTreeMap<SdValue, Legalized>,
}

/// `and v, 2^bits - 1`: the low `bits` of a promoted value, zero-extended in its register.
pub(super) fn zext_in_reg(dag: &mut SelectionDag, v: SdValue, bits: u32, source: Option<Span>) -> Result<SdValue, OverBudget> {
    let vt = dag.vt(v);
    let mask = dag.constant((1i128 << bits) - 1, vt)?;
    dag.value(Isd::And, vt, &[v, mask], source)
}

/// `sign_extend_inreg v, from`: the low bits of `v` sign-extended in its register.
pub(super) fn sext_in_reg(dag: &mut SelectionDag, v: SdValue, from: Mvt, source: Option<Span>) -> Result<SdValue, OverBudget> {
    let vt = dag.vt(v);
    let ty = SdValue::new(dag.get_node(Isd::ValueType, &[Mvt::Other], &[], Payload::Type(from), None)?, 0);
    dag.value(Isd::SignExtendInReg, vt, &[v, ty], source)
}

/// The value `v` converted to integer type `to` by `ext` (or truncation, or nothing).
pub(super) fn resize(dag: &mut SelectionDag, v: SdValue, to: Mvt, ext: Isd, source: Option<Span>) -> Result<SdValue, OverBudget> {
    let from = dag.vt(v);
    if from == to {
        Ok(v)
    } else if from.bits() > to.bits() {
        dag.value(Isd::Truncate, to, &[v], source)
    } else {
        dag.value(ext, to, &[v], source)
    }
}

fn is_signed(cc: CondCode) -> bool {
    matches!(cc, CondCode::Lt | CondCode::Le | CondCode::Gt | CondCode::Ge)
}

fn unsigned_of(cc: CondCode) -> CondCode {
    match cc {
        CondCode::Lt => CondCode::Ult,
        CondCode::Le => CondCode::Ule,
        CondCode::Gt => CondCode::Ugt,
        CondCode::Ge => CondCode::Uge,
        c => c,
    }
}

impl Round<'_> {
    fn run(&mut self, log: &mut Vec<RuleEvent>) -> Result<bool, LegalizeStop> {
        let mut changed = false;
        for n in self.dag.topological_order() {
            let node = self.dag.node(n).clone();
            if node.dead {
                continue;
            }
            let illegal_result = node.vts.iter().copied().find(|&t| !is_legal_type(t, self.caps));
            let mapped_operand = node.ops.iter().copied().find(|o| self.map.contains_key(o));
            let driving = match (illegal_result, mapped_operand) {
                (Some(t), _) => t,
                (None, Some(o)) => self.dag.vt(o),
                (None, None) => continue,
            };
            let first_new = self.dag.len();
            let fates = self.rebuild(n, illegal_result.is_some())?;
            let identity = fates.iter().enumerate().all(|(r, f)| matches!(f, Fate::Same(v) if *v == SdValue::new(n, r as u16)));
            if identity {
                continue;
            }
            changed = true;
            let action = type_action(driving, self.caps);
            let mut replaced_by: Vec<u32> = (first_new..self.dag.len()).map(|i| i as u32).collect();
            for (res, fate) in fates.into_iter().enumerate() {
                let old = SdValue::new(n, res as u16);
                match fate {
                    Fate::Same(v) => {
                        if v.node.0 < first_new as u32 && !replaced_by.contains(&v.node.0) {
                            replaced_by.push(v.node.0);
                        }
                        self.dag.replace_all_uses(old, v);
                    }
                    Fate::Mapped(l) => {
                        self.map.insert(old, l);
                    }
                }
            }
            let note = format!("{n}: {} {driving} -> {}", Opcode::to_string(&node.opcode), describe_action(action, driving));
            log.push(RuleEvent { rule: action.rule().to_string(), node: n.0, replaced_by, note });
        }
        Ok(changed)
    }

    fn cannot(&self, n: NodeId, what: &str) -> LegalizeStop {
        let node = self.dag.node(n);
        let ty = node.vts.first().map(|t| t.to_string()).unwrap_or_default();
        LegalizeStop::Cannot {
            span: node.source.unwrap_or_else(Span::start),
            message: format!("{what} ({n}: {} {ty}; type legalization of this node is not supported yet)", node.opcode),
        }
    }

    fn promoted(&self, v: SdValue) -> Option<SdValue> {
        match self.map.get(&v) {
            Some(Legalized::Promoted(p)) => Some(*p),
            _ => None,
        }
    }

    fn expanded(&self, v: SdValue) -> Option<(SdValue, SdValue)> {
        match self.map.get(&v) {
            Some(Legalized::Expanded(lo, hi)) => Some((*lo, *hi)),
            _ => None,
        }
    }

    /// Dispatches on the node's first illegal result, else on its first mapped operand.
    fn rebuild(&mut self, n: NodeId, result_illegal: bool) -> Result<Vec<Fate>, LegalizeStop> {
        let node = self.dag.node(n).clone();
        if result_illegal {
            let vt = node.vts.iter().copied().find(|&t| !is_legal_type(t, self.caps)).unwrap_or(Mvt::Other);
            return match type_action(vt, self.caps) {
                TypeAction::Promote(to) => self.promote_result(n, to),
                TypeAction::Expand(half) => self.expand_result(n, half),
                TypeAction::Split(part) => self.split_result(n, vec![part; 2]),
                TypeAction::Scalarize(s) => self.split_result(n, vec![Mvt::Scalar(s); usize::from(vt.lanes())]),
                TypeAction::Soften(_) | TypeAction::Legal => Err(self.cannot(n, "Do not know how to soften the result of this operator!")),
            };
        }
        let op = node.ops.iter().copied().find(|o| self.map.contains_key(o)).unwrap_or(SdValue::new(n, 0));
        match self.map.get(&op) {
            Some(Legalized::Promoted(_)) => self.promote_operands(n),
            Some(Legalized::Expanded(..)) => self.expand_operands(n),
            _ => self.split_operands(n),
        }
    }

    // ------------------------------------------------------------ promote

    /// A promoted operand with its high bits made defined as `ext` says.
    fn promoted_operand(&mut self, v: SdValue, ext: Isd, source: Option<Span>) -> Result<SdValue, LegalizeStop> {
        let orig = self.dag.vt(v);
        let Some(p) = self.promoted(v) else { return Ok(v) };
        let bits = orig.bits();
        Ok(match ext {
            Isd::ZeroExtend => zext_in_reg(self.dag, p, bits, source)?,
            Isd::SignExtend => sext_in_reg(self.dag, p, orig, source)?,
            _ => p,
        })
    }

    fn promote_result(&mut self, n: NodeId, to: Mvt) -> Result<Vec<Fate>, LegalizeStop> {
        let node = self.dag.node(n).clone();
        let src = node.source;
        let op = match node.opcode {
            Opcode::Isd(op) => op,
            // A parameter (or returned value) narrower than its register: the same .param read,
            // any-extending into the wider register (`ld.param.b8` into a 16-bit register).
            Opcode::Nvptx(NvptxIsd::LoadParam | NvptxIsd::LoadRetParam) if node.vts.len() == 2 && matches!(node.payload, Payload::Mem(_)) => {
                let Payload::Mem(mut mem) = node.payload.clone() else { unreachable!() };
                if mem.ext == ExtType::NonExt {
                    mem.ext = ExtType::Ext;
                }
                let id = self.dag.get_node(node.opcode, &[to, Mvt::Other], &node.ops, Payload::Mem(mem), src)?;
                return Ok(vec![Fate::Mapped(Legalized::Promoted(SdValue::new(id, 0))), Fate::Same(SdValue::new(id, 1))]);
            }
            _ => return Err(self.cannot(n, "Do not know how to promote this operator!")),
        };
        let one = |v: SdValue| Ok(vec![Fate::Mapped(Legalized::Promoted(v))]);
        match op {
            Isd::Constant => {
                let Payload::Constant(c) = node.payload else { return Err(self.cannot(n, "Do not know how to promote this operator!")) };
                one(self.dag.constant(c, to)?)
            }
            Isd::Undef | Isd::Poison => one(SdValue::new(self.dag.get_node(op, &[to], &[], Payload::None, src)?, 0)),
            Isd::Add | Isd::Sub | Isd::Mul | Isd::And | Isd::Or | Isd::Xor | Isd::Shl | Isd::Srl | Isd::Sra | Isd::UDiv | Isd::URem | Isd::SDiv | Isd::SRem | Isd::SMin | Isd::SMax | Isd::UMin | Isd::UMax => {
                let ext = match op {
                    Isd::Srl | Isd::UDiv | Isd::URem | Isd::UMin | Isd::UMax => Isd::ZeroExtend,
                    Isd::Sra | Isd::SDiv | Isd::SRem | Isd::SMin | Isd::SMax => Isd::SignExtend,
                    _ => Isd::AnyExtend,
                };
                let a = self.promoted_operand(node.ops[0], ext, src)?;
                // A shift amount must be exact: clear its high bits.
                let b_ext = if matches!(op, Isd::Shl | Isd::Srl | Isd::Sra) { Isd::ZeroExtend } else { ext };
                let mut b = self.promoted_operand(node.ops[1], b_ext, src)?;
                // ... and, on the legal 16-bit type, an i32 (NVPTX's shift-amount type).
                if matches!(op, Isd::Shl | Isd::Srl | Isd::Sra) && self.dag.vt(b) != Mvt::I32 && matches!(to, Mvt::I16 | Mvt::I64) {
                    b = match self.dag.node(b.node).payload {
                        Payload::Constant(k) => self.dag.constant(k.clamp(0, i128::from(u32::MAX >> 1)), Mvt::I32)?,
                        _ => self.dag.value(if self.dag.vt(b).bits() > 32 { Isd::Truncate } else { Isd::ZeroExtend }, Mvt::I32, &[b], src)?,
                    };
                }
                let id = self.dag.get_node(op, &[to], &[a, b], Payload::None, src)?;
                self.dag.set_flags(id, node.flags);
                one(SdValue::new(id, 0))
            }
            Isd::Load => {
                let Payload::Mem(mut mem) = node.payload.clone() else { return Err(self.cannot(n, "Do not know how to promote this operator!")) };
                if mem.ext == ExtType::NonExt {
                    mem.ext = ExtType::Ext;
                }
                let id = self.dag.get_node(Isd::Load, &[to, Mvt::Other], &node.ops, Payload::Mem(mem), src)?;
                Ok(vec![Fate::Mapped(Legalized::Promoted(SdValue::new(id, 0))), Fate::Same(SdValue::new(id, 1))])
            }
            // A byte of a (legal) v4i8, read into a 16-bit register.
            // (Of a v4i8 or of one that splits into v4i8 parts, or a variable lane; a constant
            // lane of a v2i8 is left to the scalarization, which promotes the lanes one by one.)
            Isd::ExtractVectorElt
                if matches!(self.dag.vt(node.ops[0]), Mvt::Vector(Scalar::I8, n) if n >= 4 || !matches!(self.dag.node(node.ops[1].node).payload, Payload::Constant(_)))
                    && self.promoted(node.ops[0]).is_none() =>
            {
                let e = self.dag.value(Isd::ExtractVectorElt, to, &node.ops, src)?;
                one(e)
            }
            // An 8-bit atomic load reads into a 16-bit register (`ld.relaxed.b8`).
            Isd::AtomicLoad => {
                let Payload::Mem(mut mem) = node.payload.clone() else { return Err(self.cannot(n, "Do not know how to promote this operator!")) };
                mem.ext = ExtType::Ext;
                let id = self.dag.get_node(Isd::AtomicLoad, &[to, Mvt::Other], &node.ops, Payload::Mem(mem), src)?;
                Ok(vec![Fate::Mapped(Legalized::Promoted(SdValue::new(id, 0))), Fate::Same(SdValue::new(id, 1))])
            }
            Isd::Truncate => {
                let x = node.ops[0];
                let wide = match (self.promoted(x), self.expanded(x)) {
                    (Some(p), _) => p,
                    (_, Some((lo, _))) => lo,
                    _ => x,
                };
                one(resize(self.dag, wide, to, Isd::AnyExtend, src)?)
            }
            Isd::ZeroExtend | Isd::SignExtend | Isd::AnyExtend => one(self.dag.value(op, to, &[node.ops[0]], src)?),
            Isd::FpToSInt | Isd::FpToUInt => one(self.dag.value(op, to, &[node.ops[0]], src)?),
            // Bit counts, reversal, abs and saturating arithmetic of a narrow integer, done on
            // the promoted type (LLVM's PromoteIntRes_CTPOP/CTLZ/CTTZ/BITREVERSE/ABS/ADDSUBSAT).
            Isd::CtPop | Isd::CtLz | Isd::CtTz | Isd::BitReverse | Isd::Abs | Isd::UAddSat | Isd::USubSat | Isd::SAddSat | Isd::SSubSat | Isd::FShL | Isd::FShR => {
                let bits = node.vts[0].bits();
                let v = self.promote_bit_op(op, &node.ops, bits, to, src)?;
                one(v)
            }
            Isd::UAddO | Isd::USubO | Isd::SAddO | Isd::SSubO | Isd::UMulO | Isd::SMulO => self.promote_overflow(n, op, to),
            Isd::Select => {
                let a = self.promoted_operand(node.ops[1], Isd::AnyExtend, src)?;
                let b = self.promoted_operand(node.ops[2], Isd::AnyExtend, src)?;
                one(self.dag.value(Isd::Select, to, &[node.ops[0], a, b], src)?)
            }
            Isd::ExtractVectorElt if is_legal_type(self.dag.vt(node.ops[0]), self.caps) => {
                one(self.dag.value(Isd::ExtractVectorElt, to, &node.ops, src)?)
            }
            // A constant lane of a vector already split into its lanes (`<2 x i8>` made of an
            // i16): that lane's value any-extended (the next round promotes the lane itself).
            Isd::ExtractVectorElt if matches!(self.map.get(&node.ops[0]), Some(Legalized::Parts(_))) && matches!(self.dag.node(node.ops[1].node).payload, Payload::Constant(i) if i >= 0 && (i as u64) < u64::from(self.dag.vt(node.ops[0]).lanes())) => {
                let Payload::Constant(i) = self.dag.node(node.ops[1].node).payload else { return Err(self.cannot(n, "Do not know how to promote this operator!")) };
                let lane = self.element(node.ops[0], i as usize, src)?;
                one(self.dag.value(Isd::AnyExtend, to, &[lane], src)?)
            }
            Isd::CopyFromReg => {
                let id = self.dag.get_node(Isd::CopyFromReg, &[to, Mvt::Other], &node.ops, node.payload.clone(), src)?;
                Ok(vec![Fate::Mapped(Legalized::Promoted(SdValue::new(id, 0))), Fate::Same(SdValue::new(id, 1))])
            }
            _ => Err(self.cannot(n, "Do not know how to promote this operator!")),
        }
    }

    /// The promoted form of a narrow bit or saturating operation (`bits` wide in `to`).
    fn promote_bit_op(&mut self, op: Isd, ops: &[SdValue], bits: u32, to: Mvt, src: Option<Span>) -> Result<SdValue, LegalizeStop> {
        let extra = i128::from(to.bits() - bits);
        let d = &mut *self;
        Ok(match op {
            Isd::CtPop => {
                let a = d.promoted_operand(ops[0], Isd::ZeroExtend, src)?;
                d.dag.value(op, to, &[a], src)?
            }
            // The zero-extended value has `extra` more leading zeros.
            Isd::CtLz => {
                let a = d.promoted_operand(ops[0], Isd::ZeroExtend, src)?;
                let c = d.dag.value(op, to, &[a], src)?;
                let k = d.dag.constant(extra, to)?;
                d.dag.value(Isd::Sub, to, &[c, k], src)?
            }
            // A bit just above the value stops the count at `bits` for a zero input.
            Isd::CtTz => {
                let a = d.promoted_operand(ops[0], Isd::AnyExtend, src)?;
                let stop = d.dag.constant(1i128 << bits, to)?;
                let a = d.dag.value(Isd::Or, to, &[a, stop], src)?;
                d.dag.value(op, to, &[a], src)?
            }
            Isd::BitReverse => {
                let a = d.promoted_operand(ops[0], Isd::AnyExtend, src)?;
                let r = d.dag.value(op, to, &[a], src)?;
                let k = d.dag.constant(extra, Mvt::I32)?;
                d.dag.value(Isd::Srl, to, &[r, k], src)?
            }
            Isd::Abs => {
                let a = d.promoted_operand(ops[0], Isd::SignExtend, src)?;
                d.dag.value(op, to, &[a], src)?
            }
            // Unsigned: the sum can only pass 2^bits - 1 (clamp); the difference of two
            // zero-extended values saturates at 0 in the wide type too.
            Isd::UAddSat | Isd::USubSat => {
                let a = d.promoted_operand(ops[0], Isd::ZeroExtend, src)?;
                let b = d.promoted_operand(ops[1], Isd::ZeroExtend, src)?;
                if op == Isd::USubSat {
                    d.dag.value(op, to, &[a, b], src)?
                } else {
                    let s = d.dag.value(Isd::Add, to, &[a, b], src)?;
                    let max = d.dag.constant((1i128 << bits) - 1, to)?;
                    d.dag.value(Isd::UMin, to, &[s, max], src)?
                }
            }
            // Signed: exact in the wide type, then clamped to the narrow range.
            Isd::SAddSat | Isd::SSubSat => {
                let a = d.promoted_operand(ops[0], Isd::SignExtend, src)?;
                let b = d.promoted_operand(ops[1], Isd::SignExtend, src)?;
                let s = d.dag.value(if op == Isd::SAddSat { Isd::Add } else { Isd::Sub }, to, &[a, b], src)?;
                let lo = d.dag.constant(-(1i128 << (bits - 1)), to)?;
                let hi = d.dag.constant((1i128 << (bits - 1)) - 1, to)?;
                let s = d.dag.value(Isd::SMax, to, &[s, lo], src)?;
                d.dag.value(Isd::SMin, to, &[s, hi], src)?
            }
            // x:y in the wide type, shifted by z mod bits: fshl keeps the high half, fshr the low.
            _ => {
                let x = d.promoted_operand(ops[0], Isd::ZeroExtend, src)?;
                let y = d.promoted_operand(ops[1], Isd::ZeroExtend, src)?;
                let z = d.promoted_operand(ops[2], Isd::AnyExtend, src)?;
                let k = d.dag.constant(i128::from(bits), Mvt::I32)?;
                let hi = d.dag.value(Isd::Shl, to, &[x, k], src)?;
                let xy = d.dag.value(Isd::Or, to, &[hi, y], src)?;
                let m = d.dag.constant(i128::from(bits) - 1, to)?;
                let z = d.dag.value(Isd::And, to, &[z, m], src)?;
                let z = d.dag.value(Isd::ZeroExtend, Mvt::I32, &[z], src)?;
                if op == Isd::FShL {
                    let sh = d.dag.value(Isd::Shl, to, &[xy, z], src)?;
                    d.dag.value(Isd::Srl, to, &[sh, k], src)?
                } else {
                    d.dag.value(Isd::Srl, to, &[xy, z], src)?
                }
            }
        })
    }

    fn promote_operands(&mut self, n: NodeId) -> Result<Vec<Fate>, LegalizeStop> {
        let node = self.dag.node(n).clone();
        let src = node.source;
        let vt = node.vts.first().copied().unwrap_or(Mvt::Other);
        let op = node.opcode;
        let new = |s: &mut Self, ops: &[SdValue], payload: Payload| -> Result<Vec<Fate>, LegalizeStop> {
            let id = s.dag.get_node(op, &node.vts, ops, payload, src)?;
            s.dag.set_flags(id, node.flags);
            Ok((0..node.vts.len()).map(|r| Fate::Same(SdValue::new(id, r as u16))).collect())
        };
        match op {
            Opcode::Isd(Isd::Store) => {
                let Payload::Mem(mut mem) = node.payload.clone() else { return Err(self.cannot(n, "Do not know how to promote this operator's operand!")) };
                let val = self.promoted_operand(node.ops[1], Isd::AnyExtend, src)?;
                mem.ext = ExtType::Ext;
                new(self, &[node.ops[0], val, node.ops[2]], Payload::Mem(mem))
            }
            // An 8-bit atomic store writes the low byte of the 16-bit register (`st.relaxed.b8`).
            Opcode::Isd(Isd::AtomicStore) => {
                let val = self.promoted_operand(node.ops[1], Isd::AnyExtend, src)?;
                new(self, &[node.ops[0], val, node.ops[2]], node.payload.clone())
            }
            Opcode::Isd(e @ (Isd::ZeroExtend | Isd::SignExtend | Isd::AnyExtend)) => {
                let p = self.promoted_operand(node.ops[0], e, src)?;
                Ok(vec![Fate::Same(resize(self.dag, p, vt, e, src)?)])
            }
            Opcode::Isd(Isd::Truncate) => {
                let p = self.promoted_operand(node.ops[0], Isd::AnyExtend, src)?;
                Ok(vec![Fate::Same(resize(self.dag, p, vt, Isd::AnyExtend, src)?)])
            }
            Opcode::Isd(Isd::SetCC) => {
                let Payload::Cond(cc) = self.dag.node(node.ops[2].node).payload else { return Err(self.cannot(n, "Do not know how to promote this operator's operand!")) };
                let ext = if is_signed(cc) { Isd::SignExtend } else { Isd::ZeroExtend };
                let a = self.promoted_operand(node.ops[0], ext, src)?;
                let b = self.promoted_operand(node.ops[1], ext, src)?;
                new(self, &[a, b, node.ops[2]], node.payload.clone())
            }
            Opcode::Isd(Isd::Shl | Isd::Srl | Isd::Sra | Isd::RotL | Isd::RotR) => {
                let b = self.promoted_operand(node.ops[1], Isd::ZeroExtend, src)?;
                new(self, &[node.ops[0], b], node.payload.clone())
            }
            Opcode::Isd(Isd::SIntToFp | Isd::UIntToFp) => {
                let ext = if op == Opcode::Isd(Isd::SIntToFp) { Isd::SignExtend } else { Isd::ZeroExtend };
                let a = self.promoted_operand(node.ops[0], ext, src)?;
                new(self, &[a], node.payload.clone())
            }
            // Operations that ignore the high bits of the operand (the element of a packed
            // vector, a register copy, a .param store): the wider value as it is.
            Opcode::Isd(Isd::BuildVector | Isd::InsertVectorElt | Isd::CopyToReg | Isd::Select) | Opcode::Nvptx(_) => {
                let ops: Vec<SdValue> = node.ops.iter().map(|&o| self.promoted(o).unwrap_or(o)).collect();
                new(self, &ops, node.payload.clone())
            }
            _ => Err(self.cannot(n, "Do not know how to promote this operator's operand!")),
        }
    }

    // ------------------------------------------------------------ expand

    fn halves(&mut self, v: SdValue, half: Mvt, src: Option<Span>) -> Result<(SdValue, SdValue), LegalizeStop> {
        if let Some(h) = self.expanded(v) {
            return Ok(h);
        }
        // A legal value used as an i128 (cannot happen for a well-typed DAG): zero high half.
        let lo = resize(self.dag, v, half, Isd::ZeroExtend, src)?;
        Ok((lo, self.dag.constant(0, half)?))
    }

    fn expand_result(&mut self, n: NodeId, half: Mvt) -> Result<Vec<Fate>, LegalizeStop> {
        let node = self.dag.node(n).clone();
        let src = node.source;
        // A kernel parameter is read with one ld.param, never split (seed 3.05): an i128 one
        // becomes ld.param.v2.b64.
        if let Some(lanes) = self.load_param_lanes(n, &[half, half])? {
            return Ok(vec![Fate::Mapped(Legalized::Expanded(lanes[0], lanes[1])), Fate::Same(SdValue::new(lanes[0].node, 2))]);
        }
        let Opcode::Isd(op) = node.opcode else { return Err(self.cannot(n, "Do not know how to expand the result of this operator!")) };
        let pair = |lo: SdValue, hi: SdValue| Ok(vec![Fate::Mapped(Legalized::Expanded(lo, hi))]);
        let hb = half.bits();
        match op {
            Isd::Constant => {
                let Payload::Constant(c) = node.payload else { return Err(self.cannot(n, "Do not know how to expand the result of this operator!")) };
                let lo = self.dag.constant(c, half)?;
                let hi = self.dag.constant(c >> hb, half)?;
                pair(lo, hi)
            }
            Isd::Undef | Isd::Poison => {
                let u = SdValue::new(self.dag.get_node(op, &[half], &[], Payload::None, src)?, 0);
                pair(u, u)
            }
            Isd::And | Isd::Or | Isd::Xor => {
                let (al, ah) = self.halves(node.ops[0], half, src)?;
                let (bl, bh) = self.halves(node.ops[1], half, src)?;
                let lo = self.dag.value(op, half, &[al, bl], src)?;
                let hi = self.dag.value(op, half, &[ah, bh], src)?;
                pair(lo, hi)
            }
            Isd::Add | Isd::Sub => {
                let (al, ah) = self.halves(node.ops[0], half, src)?;
                let (bl, bh) = self.halves(node.ops[1], half, src)?;
                let (c, e) = if op == Isd::Add { (Isd::AddC, Isd::AddE) } else { (Isd::SubC, Isd::SubE) };
                let lo = self.dag.get_node(c, &[half, Mvt::Glue], &[al, bl], Payload::None, src)?;
                let hi = self.dag.get_node(e, &[half, Mvt::Glue], &[ah, bh, SdValue::new(lo, 1)], Payload::None, src)?;
                pair(SdValue::new(lo, 0), SdValue::new(hi, 0))
            }
            Isd::Mul => {
                let (al, ah) = self.halves(node.ops[0], half, src)?;
                let (bl, bh) = self.halves(node.ops[1], half, src)?;
                // Both factors sign-extended from one half (TargetLowering::expandMUL_LOHI: more
                // sign bits than the half has): the product is MUL and MULHS of the low halves,
                // `mul.hi.s64` instead of mul.hi.u64 and the sign corrections.
                let hb_k = i128::from(hb - 1);
                let constant = |d: &SelectionDag, v: SdValue| match (d.node(v.node).opcode, &d.node(v.node).payload) {
                    (Opcode::Isd(Isd::Constant), Payload::Constant(c)) => Some(*c),
                    _ => None,
                };
                let sign_of = |d: &SelectionDag, lo: SdValue, hi: SdValue| {
                    if let (Some(l), Some(h)) = (constant(d, lo), constant(d, hi)) {
                        return h == if l < 0 { -1 } else { 0 };
                    }
                    let h = d.node(hi.node);
                    h.opcode == Opcode::Isd(Isd::Sra) && h.ops[0] == lo && constant(d, h.ops[1]) == Some(hb_k)
                };
                if sign_of(self.dag, al, ah) && sign_of(self.dag, bl, bh) {
                    let lo = self.dag.value(Isd::Mul, half, &[al, bl], src)?;
                    let hi = self.dag.value(Isd::MulHS, half, &[al, bl], src)?;
                    return pair(lo, hi);
                }
                let lo = self.dag.value(Isd::Mul, half, &[al, bl], src)?;
                let carry = self.dag.value(Isd::MulHU, half, &[al, bl], src)?;
                let x = self.dag.value(Isd::Mul, half, &[al, bh], src)?;
                let y = self.dag.value(Isd::Mul, half, &[ah, bl], src)?;
                let s = self.dag.value(Isd::Add, half, &[carry, x], src)?;
                let hi = self.dag.value(Isd::Add, half, &[s, y], src)?;
                pair(lo, hi)
            }
            Isd::Shl | Isd::Srl | Isd::Sra => {
                let amount = node.ops[1];
                let c = match (&self.dag.node(amount.node).payload, self.expanded(amount)) {
                    (_, Some((lo, _))) => match self.dag.node(lo.node).payload {
                        Payload::Constant(c) => Some(c),
                        _ => None,
                    },
                    (Payload::Constant(c), None) if self.dag.node(amount.node).opcode == Opcode::Isd(Isd::Constant) => Some(*c),
                    _ => None,
                };
                let Some(c) = c.filter(|c| (0..128).contains(c)) else {
                    // A variable amount: SHL_PARTS / SRL_PARTS / SRA_PARTS (expand_wide.rs).
                    return match self.expand_wide(n, op, half)? {
                        Some(f) => Ok(f),
                        None => Err(self.cannot(n, "Do not know how to expand the result of this operator!")),
                    };
                };
                let (lo, hi) = self.halves(node.ops[0], half, src)?;
                let (lo, hi) = self.shift_halves(op, lo, hi, c as u32, half, src)?;
                pair(lo, hi)
            }
            Isd::ZeroExtend | Isd::SignExtend | Isd::AnyExtend => {
                let x = node.ops[0];
                let x = match self.promoted(x) {
                    Some(p) => self.promoted_operand(x, op, src).unwrap_or(p),
                    None => x,
                };
                let lo = resize(self.dag, x, half, op, src)?;
                let hi = match op {
                    Isd::ZeroExtend => self.dag.constant(0, half)?,
                    Isd::SignExtend => {
                        let s = self.dag.constant(i128::from(hb - 1), Mvt::I32)?;
                        self.dag.value(Isd::Sra, half, &[lo, s], src)?
                    }
                    _ => SdValue::new(self.dag.get_node(Isd::Undef, &[half], &[], Payload::None, src)?, 0),
                };
                pair(lo, hi)
            }
            Isd::Select => {
                let (al, ah) = self.halves(node.ops[1], half, src)?;
                let (bl, bh) = self.halves(node.ops[2], half, src)?;
                let lo = self.dag.value(Isd::Select, half, &[node.ops[0], al, bl], src)?;
                let hi = self.dag.value(Isd::Select, half, &[node.ops[0], ah, bh], src)?;
                pair(lo, hi)
            }
            // An i128 made of a vector (`bitcast <2 x i64> to i128`): its halves (ExpandRes_BITCAST).
            Isd::Bitcast if self.bitcast_recuttable(node.ops[0], node.vts[0]) => {
                let p = self.bitcast_to_pieces(node.ops[0], half, src)?;
                pair(p[0], p[1])
            }
            Isd::Load => {
                let Payload::Mem(mem) = node.payload.clone() else { return Err(self.cannot(n, "Do not know how to expand the result of this operator!")) };
                if mem.ext != ExtType::NonExt || mem.ordering.is_some() {
                    return Err(self.cannot(n, "Do not know how to expand the result of this operator!"));
                }
                let parts = self.split_load(&node.ops, &mem, &[half, half], src)?;
                let tf = self.token_factor(&parts, src)?;
                Ok(vec![Fate::Mapped(Legalized::Expanded(parts[0], parts[1])), Fate::Same(tf)])
            }
            _ => match self.expand_wide(n, op, half)? {
                Some(f) => Ok(f),
                None => Err(self.cannot(n, "Do not know how to expand the result of this operator!")),
            },
        }
    }

    /// Shifts an expanded value by a constant amount.
    fn shift_halves(&mut self, op: Isd, lo: SdValue, hi: SdValue, c: u32, half: Mvt, src: Option<Span>) -> Result<(SdValue, SdValue), OverBudget> {
        let hb = half.bits();
        let amt = |d: &mut SelectionDag, a: u32| d.constant(i128::from(a), Mvt::I32);
        if c == 0 {
            return Ok((lo, hi));
        }
        let zero = self.dag.constant(0, half)?;
        match op {
            Isd::Shl if c < hb => {
                let a = amt(self.dag, c)?;
                let b = amt(self.dag, hb - c)?;
                let nlo = self.dag.value(Isd::Shl, half, &[lo, a], src)?;
                let h1 = self.dag.value(Isd::Shl, half, &[hi, a], src)?;
                let h2 = self.dag.value(Isd::Srl, half, &[lo, b], src)?;
                Ok((nlo, self.dag.value(Isd::Or, half, &[h1, h2], src)?))
            }
            Isd::Shl => {
                let a = amt(self.dag, c - hb)?;
                let nhi = if c == hb { lo } else { self.dag.value(Isd::Shl, half, &[lo, a], src)? };
                Ok((zero, nhi))
            }
            _ if c < hb => {
                let a = amt(self.dag, c)?;
                let b = amt(self.dag, hb - c)?;
                let l1 = self.dag.value(Isd::Srl, half, &[lo, a], src)?;
                let l2 = self.dag.value(Isd::Shl, half, &[hi, b], src)?;
                let nlo = self.dag.value(Isd::Or, half, &[l1, l2], src)?;
                Ok((nlo, self.dag.value(op, half, &[hi, a], src)?))
            }
            _ => {
                let a = amt(self.dag, c - hb)?;
                let nlo = if c == hb { hi } else { self.dag.value(op, half, &[hi, a], src)? };
                let nhi = if op == Isd::Sra {
                    let s = amt(self.dag, hb - 1)?;
                    self.dag.value(Isd::Sra, half, &[hi, s], src)?
                } else {
                    zero
                };
                Ok((nlo, nhi))
            }
        }
    }

    fn expand_operands(&mut self, n: NodeId) -> Result<Vec<Fate>, LegalizeStop> {
        let node = self.dag.node(n).clone();
        let src = node.source;
        let vt = node.vts.first().copied().unwrap_or(Mvt::Other);
        match node.opcode {
            Opcode::Isd(Isd::Store) => {
                let Payload::Mem(mem) = node.payload.clone() else { return Err(self.cannot(n, "Do not know how to expand this operator's operand!")) };
                let Some((lo, hi)) = self.expanded(node.ops[1]) else { return Err(self.cannot(n, "Do not know how to expand this operator's operand!")) };
                if mem.ordering.is_some() {
                    return Err(self.cannot(n, "Do not know how to expand this operator's operand!"));
                }
                let tf = self.split_store(node.ops[0], &[lo, hi], node.ops[2], &mem, src)?;
                Ok(vec![Fate::Same(tf)])
            }
            Opcode::Isd(Isd::Truncate) => {
                let Some((lo, _)) = self.expanded(node.ops[0]) else { return Err(self.cannot(n, "Do not know how to expand this operator's operand!")) };
                Ok(vec![Fate::Same(resize(self.dag, lo, vt, Isd::AnyExtend, src)?)])
            }
            Opcode::Isd(Isd::SetCC) => {
                let Payload::Cond(cc) = self.dag.node(node.ops[2].node).payload else { return Err(self.cannot(n, "Do not know how to expand this operator's operand!")) };
                let half = Mvt::I64;
                let (al, ah) = self.halves(node.ops[0], half, src)?;
                let (bl, bh) = self.halves(node.ops[1], half, src)?;
                let ccv = |d: &mut SelectionDag, c: CondCode| d.get_node(Isd::CondCode, &[Mvt::Other], &[], Payload::Cond(c), None).map(|i| SdValue::new(i, 0));
                let r = match cc {
                    CondCode::Eq | CondCode::Ne => {
                        let x = self.dag.value(Isd::Xor, half, &[al, bl], src)?;
                        let y = self.dag.value(Isd::Xor, half, &[ah, bh], src)?;
                        let o = self.dag.value(Isd::Or, half, &[x, y], src)?;
                        let z = self.dag.constant(0, half)?;
                        let c = ccv(self.dag, cc)?;
                        self.dag.value(Isd::SetCC, vt, &[o, z, c], src)?
                    }
                    CondCode::Lt | CondCode::Le | CondCode::Gt | CondCode::Ge | CondCode::Ult | CondCode::Ule | CondCode::Ugt | CondCode::Uge => {
                        let eq = ccv(self.dag, CondCode::Eq)?;
                        let hi_eq = self.dag.value(Isd::SetCC, vt, &[ah, bh, eq], src)?;
                        let ulo = ccv(self.dag, unsigned_of(cc))?;
                        let lo_cmp = self.dag.value(Isd::SetCC, vt, &[al, bl, ulo], src)?;
                        let chi = ccv(self.dag, cc)?;
                        let hi_cmp = self.dag.value(Isd::SetCC, vt, &[ah, bh, chi], src)?;
                        self.dag.value(Isd::Select, vt, &[hi_eq, lo_cmp, hi_cmp], src)?
                    }
                    _ => return Err(self.cannot(n, "Do not know how to expand this operator's operand!")),
                };
                Ok(vec![Fate::Same(r)])
            }
            _ => Err(self.cannot(n, "Do not know how to expand this operator's operand!")),
        }
    }

    // ------------------------------------------------------------ split / scalarize

    fn token_factor(&mut self, parts: &[SdValue], src: Option<Span>) -> Result<SdValue, OverBudget> {
        let chains: Vec<SdValue> = parts.iter().map(|p| SdValue::new(p.node, 1)).collect();
        self.dag.value(Isd::TokenFactor, Mvt::Other, &chains, src)
    }

    /// Loads `types` one after another from the load's address; returns their values.
    fn split_load(&mut self, ops: &[SdValue], mem: &super::MemOperand, types: &[Mvt], src: Option<Span>) -> Result<Vec<SdValue>, OverBudget> {
        let (chain, ptr) = (ops[0], ops[1]);
        let mut out = Vec::new();
        let mut offset = 0u32;
        for &t in types {
            let addr = self.offset_address(ptr, offset, src)?;
            let mut m = mem.clone();
            m.mem_vt = t;
            m.align = part_align(mem.align, offset);
            let id = self.dag.get_node(Isd::Load, &[t, Mvt::Other], &[chain, addr], Payload::Mem(m), src)?;
            out.push(SdValue::new(id, 0));
            offset += t.bits() / 8;
        }
        Ok(out)
    }

    fn split_store(&mut self, chain: SdValue, values: &[SdValue], ptr: SdValue, mem: &super::MemOperand, src: Option<Span>) -> Result<SdValue, OverBudget> {
        let mut chains = Vec::new();
        let mut offset = 0u32;
        for &v in values {
            let t = self.dag.vt(v);
            let addr = self.offset_address(ptr, offset, src)?;
            let mut m = mem.clone();
            m.mem_vt = t;
            m.align = part_align(mem.align, offset);
            chains.push(SdValue::new(self.dag.get_node(Isd::Store, &[Mvt::Other], &[chain, v, addr], Payload::Mem(m), src)?, 0));
            offset += t.bits() / 8;
        }
        self.dag.value(Isd::TokenFactor, Mvt::Other, &chains, src)
    }

    fn offset_address(&mut self, ptr: SdValue, offset: u32, src: Option<Span>) -> Result<SdValue, OverBudget> {
        if offset == 0 {
            return Ok(ptr);
        }
        let pvt = self.dag.vt(ptr);
        let c = self.dag.constant(i128::from(offset), pvt)?;
        self.dag.value(Isd::Add, pvt, &[ptr, c], src)
    }

    /// Lane `i` of vector value `v` (mapped or legal).
    fn element(&mut self, v: SdValue, i: usize, src: Option<Span>) -> Result<SdValue, OverBudget> {
        let vt = self.dag.vt(v);
        let elt = Mvt::Scalar(vt.scalar().unwrap_or(Scalar::I32));
        if let Some(Legalized::Parts(parts)) = self.map.get(&v).cloned() {
            let per = usize::from(self.dag.vt(parts[0]).lanes()).max(1);
            let part = parts[(i / per).min(parts.len() - 1)];
            if !self.dag.vt(part).is_vector() {
                return Ok(part);
            }
            let idx = self.dag.constant((i % per) as i128, Mvt::I64)?;
            return self.dag.value(Isd::ExtractVectorElt, elt, &[part, idx], src);
        }
        if !vt.is_vector() {
            return Ok(v);
        }
        let idx = self.dag.constant(i as i128, Mvt::I64)?;
        self.dag.value(Isd::ExtractVectorElt, elt, &[v, idx], src)
    }

    /// Groups lanes into parts of the given types.
    fn group(&mut self, lanes: &[SdValue], types: &[Mvt], src: Option<Span>) -> Result<Vec<SdValue>, OverBudget> {
        let mut out = Vec::new();
        let mut at = 0;
        for &t in types {
            let k = usize::from(t.lanes()).max(1);
            let chunk = &lanes[at.min(lanes.len())..(at + k).min(lanes.len())];
            at += k;
            if chunk.len() != k {
                // Fewer lanes than the type holds (a malformed node): the part is undefined.
                out.push(SdValue::new(self.dag.get_node(Isd::Undef, &[t], &[], Payload::None, src)?, 0));
            } else if t.is_vector() {
                out.push(self.dag.value(Isd::BuildVector, t, chunk, src)?);
            } else {
                out.push(chunk[0]);
            }
        }
        Ok(out)
    }

    /// Part `k` of an operand split like the result into `count` parts of `lanes` lanes each.
    fn operand_part(&mut self, v: SdValue, k: usize, count: usize, lanes: usize, src: Option<Span>) -> Result<Option<SdValue>, OverBudget> {
        if !self.dag.vt(v).is_vector() {
            return Ok(Some(v));
        }
        if let Some(Legalized::Parts(parts)) = self.map.get(&v) {
            if parts.len() == count {
                return Ok(Some(parts[k]));
            }
            return Ok(None);
        }
        if lanes == 1 {
            return self.element(v, k, src).map(Some);
        }
        // A legal vector operand of a split result (`setcc v4i1` of two v4i8): its lanes of
        // part k, built into a vector of the part's width (LLVM's EXTRACT_SUBVECTOR, which the
        // next round legalizes in turn).
        let vt = self.dag.vt(v);
        if usize::from(vt.lanes()) == count * lanes {
            let elt = vt.scalar().unwrap_or(Scalar::I32);
            let mut lane_vals = Vec::with_capacity(lanes);
            for i in k * lanes..(k + 1) * lanes {
                lane_vals.push(self.element(v, i, src)?);
            }
            return self.dag.value(Isd::BuildVector, Mvt::Vector(elt, lanes as u16), &lane_vals, src).map(Some);
        }
        Ok(None)
    }

    /// `NVPTXISD::LoadParam` of an illegal type as one `LoadParamV2`/`V4` of `lanes` values.
    fn load_param_lanes(&mut self, n: NodeId, lanes: &[Mvt]) -> Result<Option<Vec<SdValue>>, OverBudget> {
        let node = self.dag.node(n).clone();
        if node.opcode != Opcode::Nvptx(NvptxIsd::LoadParam) || !matches!(lanes.len(), 2 | 4) || lanes.iter().any(|&t| !is_legal_type(t, self.caps)) {
            return Ok(None);
        }
        let op = if lanes.len() == 2 { NvptxIsd::LoadParamV2 } else { NvptxIsd::LoadParamV4 };
        let mut payload = node.payload.clone();
        if let Payload::Mem(m) = &mut payload {
            m.mem_vt = Mvt::Vector(lanes[0].scalar().unwrap_or(Scalar::I32), lanes.len() as u16);
        }
        let mut vts = lanes.to_vec();
        vts.push(Mvt::Other);
        let id = self.dag.get_node(op, &vts, &node.ops, payload, node.source)?;
        Ok(Some((0..lanes.len()).map(|i| SdValue::new(id, i as u16)).collect()))
    }

    /// A shuffle or an insert of a byte vector split into `<4 x i8>` words (v8i8, v16i8),
    /// word by word rather than lane by lane (LLVM's SplitVecRes_VECTOR_SHUFFLE: each result
    /// word a v4i8 shuffle of the at most two source words its lanes come from, a
    /// BUILD_VECTOR otherwise; SplitVecRes_INSERT_VECTOR_ELT: a constant lane goes into its
    /// one word). A variable lane is `bfi.b32` into every word at bit 8 * index - 32 * word:
    /// past bit 31 (the position read modulo 256) a word is left as it is, where LLVM goes
    /// through a stack slot. `None` when the operands are not split into words.
    fn split_byte_words(&mut self, node: &super::Node, types: &[Mvt], src: Option<Span>) -> Result<Option<Vec<SdValue>>, LegalizeStop> {
        let word_t = types[0];
        let count = types.len();
        let words_of = |me: &Self, v: SdValue| match me.map.get(&v) {
            Some(Legalized::Parts(p)) if p.len() == count && p.iter().all(|&x| me.dag.vt(x) == word_t) => Some(p.clone()),
            _ => None,
        };
        let Opcode::Isd(op) = node.opcode else { return Ok(None) };
        if op == Isd::InsertVectorElt {
            let Some(mut words) = words_of(self, node.ops[0]) else { return Ok(None) };
            let (val, idx) = (node.ops[1], node.ops[2]);
            if let Payload::Constant(at) = self.dag.node(idx.node).payload {
                let Ok(at) = usize::try_from(at) else { return Ok(None) };
                if at >= 4 * count {
                    return Ok(None);
                }
                let k = self.dag.constant((at % 4) as i128, Mvt::I64)?;
                words[at / 4] = self.dag.value(Isd::InsertVectorElt, word_t, &[words[at / 4], val, k], src)?;
                return Ok(Some(words));
            }
            let val = if self.dag.vt(val) == Mvt::I32 { val } else { self.dag.value(Isd::AnyExtend, Mvt::I32, &[val], src)? };
            let mut as_i32 = Vec::with_capacity(words.len());
            for &w in &words {
                as_i32.push(self.dag.value(Isd::Bitcast, Mvt::I32, &[w], src)?);
            }
            let inserted = super::legalize_ops::bfi_lane_into_words(self.dag, val, &as_i32, idx, 8, src)?;
            for (w, bfi) in words.iter_mut().zip(inserted) {
                *w = self.dag.value(Isd::Bitcast, word_t, &[bfi], src)?;
            }
            return Ok(Some(words));
        }
        let Payload::Target(mask) = &node.payload else { return Ok(None) };
        let (Some(a), Some(b)) = (words_of(self, node.ops[0]), words_of(self, node.ops[1])) else { return Ok(None) };
        let sources: Vec<SdValue> = a.into_iter().chain(b).collect();
        let mut out = Vec::with_capacity(count);
        for k in 0..count {
            let lanes: Vec<i64> = (0..4).map(|i| mask.get(4 * k + i).copied().unwrap_or(-1)).collect();
            let mut used: Vec<usize> = Vec::new();
            for &m in lanes.iter().filter(|&&m| m >= 0) {
                let w = (m as usize) / 4;
                if !used.contains(&w) {
                    used.push(w);
                }
            }
            if used.len() > 2 || used.iter().any(|&w| w >= sources.len()) {
                let mut vals = Vec::with_capacity(4);
                for &m in &lanes {
                    vals.push(if m < 0 {
                        SdValue::new(self.dag.get_node(Isd::Undef, &[Mvt::I8], &[], Payload::None, src)?, 0)
                    } else {
                        let i = self.dag.constant(m as i128 % 4, Mvt::I64)?;
                        self.dag.value(Isd::ExtractVectorElt, Mvt::I8, &[sources[(m as usize / 4).min(sources.len() - 1)], i], src)?
                    });
                }
                out.push(self.dag.value(Isd::BuildVector, word_t, &vals, src)?);
                continue;
            }
            let first = used.first().map_or(sources[0], |&w| sources[w]);
            let second = used.get(1).map_or(first, |&w| sources[w]);
            let remapped: Vec<i64> = lanes.iter().map(|&m| if m < 0 { -1 } else if used.first() == Some(&(m as usize / 4)) { m % 4 } else { 4 + m % 4 }).collect();
            let id = self.dag.get_node(Isd::VectorShuffle, &[word_t], &[first, second], Payload::Target(remapped), src)?;
            out.push(SdValue::new(id, 0));
        }
        Ok(Some(out))
    }

    fn split_result(&mut self, n: NodeId, types: Vec<Mvt>) -> Result<Vec<Fate>, LegalizeStop> {
        let node = self.dag.node(n).clone();
        let src = node.source;
        let vt = node.vts[0];
        let elt = Mvt::Scalar(vt.scalar().unwrap_or(Scalar::I32));
        if let Some(lanes) = self.load_param_lanes(n, &vec![elt; usize::from(vt.lanes())])? {
            let chain = SdValue::new(lanes[0].node, lanes.len() as u16);
            let p = self.group(&lanes, &types, src)?;
            return Ok(vec![Fate::Mapped(Legalized::Parts(p)), Fate::Same(chain)]);
        }
        let what = if types.len() == 2 && types[0].is_vector() { "Do not know how to split the result of this operator!" } else { "Do not know how to scalarize the result of this operator!" };
        let Opcode::Isd(op) = node.opcode else { return Err(self.cannot(n, what)) };
        let parts = |p: Vec<SdValue>| Ok(vec![Fate::Mapped(Legalized::Parts(p))]);
        if matches!(op, Isd::VectorShuffle | Isd::InsertVectorElt) && types.len() > 1 && types.iter().all(|&t| t == Mvt::Vector(Scalar::I8, 4)) {
            if let Some(p) = self.split_byte_words(&node, &types, src)? {
                return parts(p);
            }
        }
        let total = usize::from(vt.lanes());
        let lanes_per = usize::from(types[0].lanes()).max(1);
        match op {
            Isd::Undef | Isd::Poison => {
                let mut out = Vec::new();
                for &t in &types {
                    out.push(SdValue::new(self.dag.get_node(op, &[t], &[], Payload::None, src)?, 0));
                }
                parts(out)
            }
            Isd::BuildVector => {
                let ops = node.ops.clone();
                parts(self.group(&ops, &types, src)?)
            }
            Isd::VectorShuffle | Isd::InsertVectorElt | Isd::ConcatVectors => {
                let mut lanes = Vec::with_capacity(total);
                match op {
                    Isd::VectorShuffle => {
                        let Payload::Target(mask) = node.payload.clone() else { return Err(self.cannot(n, what)) };
                        let n_src = usize::from(self.dag.vt(node.ops[0]).lanes());
                        let elt = Mvt::Scalar(vt.scalar().unwrap_or(Scalar::I32));
                        for i in 0..total {
                            let m = mask.get(i).copied().unwrap_or(-1);
                            lanes.push(if m < 0 {
                                SdValue::new(self.dag.get_node(Isd::Undef, &[elt], &[], Payload::None, src)?, 0)
                            } else if (m as usize) < n_src {
                                self.element(node.ops[0], m as usize, src)?
                            } else {
                                self.element(node.ops[1], m as usize - n_src, src)?
                            });
                        }
                    }
                    Isd::InsertVectorElt => match self.dag.node(node.ops[2].node).payload {
                        Payload::Constant(at) => {
                            for i in 0..total {
                                lanes.push(if i as i128 == at { node.ops[1] } else { self.element(node.ops[0], i, src)? });
                            }
                        }
                        // A variable lane: each lane is `idx == i ? value : old lane` (LLVM goes
                        // through a stack slot; the same value, as for a variable extract).
                        _ => {
                            let idx = node.ops[2];
                            for i in 0..total {
                                let old = self.element(node.ops[0], i, src)?;
                                let k = self.dag.constant(i as i128, self.dag.vt(idx))?;
                                let eq = SdValue::new(self.dag.get_node(Isd::CondCode, &[Mvt::Other], &[], Payload::Cond(super::CondCode::Eq), None)?, 0);
                                let here = self.dag.value(Isd::SetCC, Mvt::I1, &[idx, k, eq], src)?;
                                lanes.push(self.dag.value(Isd::Select, self.dag.vt(old), &[here, node.ops[1], old], src)?);
                            }
                        }
                    },
                    _ => {
                        for &o in &node.ops {
                            for i in 0..usize::from(self.dag.vt(o).lanes()) {
                                lanes.push(self.element(o, i, src)?);
                            }
                        }
                    }
                }
                parts(self.group(&lanes, &types, src)?)
            }
            Isd::Load => {
                let Payload::Mem(mem) = node.payload.clone() else { return Err(self.cannot(n, what)) };
                if mem.ext != ExtType::NonExt || mem.ordering.is_some() {
                    return Err(self.cannot(n, what));
                }
                let p = self.split_load(&node.ops, &mem, &types, src)?;
                let tf = self.token_factor(&p, src)?;
                Ok(vec![Fate::Mapped(Legalized::Parts(p)), Fate::Same(tf)])
            }
            // A vector made of a scalar, an expanded integer or a vector of other lanes
            // (`bitcast i16 to <2 x i8>`, `bitcast i64 to <2 x float>`, `bitcast <4 x i32> to
            // <2 x double>`): the bits re-cut into this type's lanes (LLVM's SplitVecRes_BITCAST /
            // ScalarizeVecRes_BITCAST, little-endian).
            Isd::Bitcast if self.bitcast_recuttable(node.ops[0], vt) => {
                let lanes = self.bitcast_to_pieces(node.ops[0], elt, src)?;
                parts(self.group(&lanes, &types, src)?)
            }
            _ if node.vts.len() == 1 && is_elementwise(op) => {
                let mut out = Vec::new();
                for (k, &t) in types.iter().enumerate() {
                    let mut ops = Vec::new();
                    for &o in &node.ops {
                        match self.operand_part(o, k, types.len(), lanes_per, src)? {
                            Some(p) => ops.push(p),
                            None => return Err(self.cannot(n, what)),
                        }
                    }
                    // A lane of a vector select is a scalar select.
                    let lane_op = if op == Isd::VSelect && !t.is_vector() { Isd::Select } else { op };
                    let id = self.dag.get_node(lane_op, &[t], &ops, node.payload.clone(), src)?;
                    self.dag.set_flags(id, node.flags);
                    out.push(SdValue::new(id, 0));
                }
                parts(out)
            }
            _ => Err(self.cannot(n, what)),
        }
    }

    fn split_operands(&mut self, n: NodeId) -> Result<Vec<Fate>, LegalizeStop> {
        let node = self.dag.node(n).clone();
        let src = node.source;
        let what = "Do not know how to scalarize this operator's operand!";
        let Opcode::Isd(op) = node.opcode else { return Err(self.cannot(n, what)) };
        match op {
            Isd::Store => {
                let Payload::Mem(mem) = node.payload.clone() else { return Err(self.cannot(n, what)) };
                let Some(Legalized::Parts(p)) = self.map.get(&node.ops[1]).cloned() else { return Err(self.cannot(n, what)) };
                if mem.ordering.is_some() {
                    return Err(self.cannot(n, what));
                }
                Ok(vec![Fate::Same(self.split_store(node.ops[0], &p, node.ops[2], &mem, src)?)])
            }
            Isd::ExtractVectorElt => {
                let total = usize::from(self.dag.vt(node.ops[0]).lanes());
                let Payload::Constant(i) = self.dag.node(node.ops[1].node).payload else {
                    // A variable lane: every lane, chosen by comparing the index with each
                    // (LLVM goes through a stack slot; the same value).
                    let idx = node.ops[1];
                    let mut acc = self.element(node.ops[0], 0, src)?;
                    for k in 1..total {
                        let lane = self.element(node.ops[0], k, src)?;
                        let kc = self.dag.constant(k as i128, self.dag.vt(idx))?;
                        let eq = SdValue::new(self.dag.get_node(Isd::CondCode, &[Mvt::Other], &[], Payload::Cond(super::CondCode::Eq), None)?, 0);
                        let here = self.dag.value(Isd::SetCC, Mvt::I1, &[idx, kc, eq], src)?;
                        acc = self.dag.value(Isd::Select, self.dag.vt(lane), &[here, lane, acc], src)?;
                    }
                    return Ok(vec![Fate::Same(acc)]);
                };
                if i < 0 || i as usize >= total {
                    let u = SdValue::new(self.dag.get_node(Isd::Undef, &[node.vts[0]], &[], Payload::None, src)?, 0);
                    return Ok(vec![Fate::Same(u)]);
                }
                Ok(vec![Fate::Same(self.element(node.ops[0], i as usize, src)?)])
            }
            Isd::VectorShuffle | Isd::InsertVectorElt | Isd::ConcatVectors => {
                // The result is legal (checked by the caller): rebuild it lane by lane.
                let vt = node.vts[0];
                let fates = self.split_result(n, vec![Mvt::Scalar(vt.scalar().unwrap_or(Scalar::I32)); usize::from(vt.lanes())])?;
                let Some(Fate::Mapped(Legalized::Parts(lanes))) = fates.into_iter().next() else { return Err(self.cannot(n, what)) };
                Ok(vec![Fate::Same(self.dag.value(Isd::BuildVector, vt, &lanes, src)?)])
            }
            // A legal value made of a split or scalarized vector (`bitcast <2 x i8> to i16`,
            // `bitcast <2 x float> to i64`, `bitcast <2 x i32> to double`): the lanes re-cut into
            // the result's pieces (LLVM's SplitVecOp_BITCAST with JoinIntegers, little-endian).
            Isd::Bitcast if self.bitcast_recuttable(node.ops[0], node.vts[0]) => {
                let vt = node.vts[0];
                let piece = if vt.is_vector() { Mvt::Scalar(vt.scalar().unwrap_or(Scalar::I32)) } else { vt };
                let pieces = self.bitcast_to_pieces(node.ops[0], piece, src)?;
                let v = if vt.is_vector() { self.dag.value(Isd::BuildVector, vt, &pieces, src)? } else { pieces[0] };
                Ok(vec![Fate::Same(v)])
            }
            // A legal vector result (f32x2 at sm_100+) of a lane-wise operation whose operand is
            // split (`sint_to_fp v2i32`, `vselect v2i1`, a lane-for-lane `bitcast v2i32`): the
            // operation lane by lane, then BUILD_VECTOR (LLVM's ScalarizeVecOp / SplitVecOp).
            _ if (is_elementwise(op) || (op == Isd::Bitcast && self.dag.vt(node.ops[0]).lanes() == node.vts[0].lanes()))
                && node.vts.len() == 1
                && node.vts[0].is_vector() =>
            {
                let vt = node.vts[0];
                let elt = Mvt::Scalar(vt.scalar().unwrap_or(Scalar::I32));
                let lane_op = if op == Isd::VSelect { Isd::Select } else { op };
                let mut lanes = Vec::new();
                for k in 0..usize::from(vt.lanes()) {
                    let mut ops = Vec::new();
                    for &o in &node.ops {
                        ops.push(self.element(o, k, src)?);
                    }
                    let id = self.dag.get_node(lane_op, &[elt], &ops, node.payload.clone(), src)?;
                    self.dag.set_flags(id, node.flags);
                    lanes.push(SdValue::new(id, 0));
                }
                Ok(vec![Fate::Same(self.dag.value(Isd::BuildVector, vt, &lanes, src)?)])
            }
            _ => Err(self.cannot(n, what)),
        }
    }
}

/// The alignment of a part at `offset` bytes into an access aligned to `align`.
fn part_align(align: u32, offset: u32) -> u32 {
    if offset == 0 { align } else { align.min(offset & offset.wrapping_neg()) }
}

fn is_elementwise(op: Isd) -> bool {
    use Isd::*;
    matches!(
        op,
        Add | Sub | Mul | SDiv | UDiv | SRem | URem | And | Or | Xor | Shl | Sra | Srl | SMin | SMax | UMin | UMax | Abs | CtPop | CtLz | CtTz
            | BitReverse | BSwap | UAddSat | USubSat | SAddSat | SSubSat | FShL | FShR
            | FAdd | FSub | FMul | FDiv | FRem | Fma | FMad | FNeg | FAbs | FSqrt | FMinNum | FMaxNum | FMinimum | FMaximum | FCopySign
            | FFloor | FCeil | FTrunc | FRint | FNearbyInt | FRound | FRoundEven | FSin | FCos | FExp2 | FLog2 | FExp | FExp10 | FLog | FLog10 | FPow
            | Select | VSelect | SetCC | SignExtend | ZeroExtend | AnyExtend | Truncate | FpExtend | FpRound | FpToSInt | FpToUInt | SIntToFp | UIntToFp | Freeze
    )
}

fn describe_action(a: TypeAction, from: Mvt) -> String {
    match a {
        TypeAction::Legal => from.to_string(),
        TypeAction::Promote(t) => format!("{t}"),
        TypeAction::Expand(t) | TypeAction::Split(t) => format!("2 x {t}"),
        TypeAction::Soften(t) => format!("{t}"),
        TypeAction::Scalarize(s) => format!("{} x {}", from.lanes(), Mvt::Scalar(s)),
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::dag::combine::{combine, Run};

    pub(in crate::dag) const SM90: Caps = Caps { sm: 90, ptx: 78 };

    /// Builds `src`, runs combine #1 and type legalization on every block; returns the blocks,
    /// the log and the most rounds any block took.
    pub(in crate::dag) fn legalize(src: &str, caps: Caps) -> Result<(Vec<SelectionDag>, Vec<RuleEvent>, usize), LegalizeStop> {
        let (module, diags) = crate::ir::parse_and_verify(src);
        assert!(diags.is_empty(), "{diags:?}");
        let (functions, diags) = crate::dag::build::build_module(&module, 10_000);
        assert!(diags.is_empty(), "{diags:?}");
        let mut log = Vec::new();
        let mut blocks = Vec::new();
        let mut most = 0;
        for mut b in functions.into_iter().flat_map(|f| f.blocks) {
            combine(&mut b, Run::BeforeLegalize, 10_000, &mut Vec::new()).unwrap();
            most = most.max(legalize_types(&mut b, caps, 16, &mut log)?);
            assert!(all_types_legal(&b, caps), "{}", b.dump());
            blocks.push(b);
        }
        Ok((blocks, log, most))
    }

    fn notes(log: &[RuleEvent], rule: &str) -> Vec<String> {
        log.iter().filter(|e| e.rule == rule).map(|e| e.note.clone()).collect()
    }

    #[test]
    fn i8_arithmetic_is_promoted_to_i16_within_three_rounds() {
        let src = "define ptx_kernel void @k(ptr addrspace(1) %p) {\n  %a = load i8, ptr addrspace(1) %p, align 1\n  %b = sdiv i8 %a, 3\n  %c = sext i8 %b to i32\n  store i32 %c, ptr addrspace(1) %p, align 4\n  ret void\n}\n";
        let (blocks, log, rounds) = legalize(src, SM90).unwrap();
        assert!((1..=3).contains(&rounds), "{rounds}");
        let promoted = notes(&log, "legalize-types.promote");
        assert!(promoted.iter().any(|n| n.contains("sdiv i8 -> i16")), "{promoted:?}");
        let text = blocks[0].dump();
        // sdiv reads the sign: both operands are sign-filled in their 16-bit registers first.
        assert!(text.contains("sign_extend_inreg") && text.contains("ValueType:ch:i8"), "{text}");
        assert!(text.contains("i16 = sdiv"), "{text}");
    }

    #[test]
    fn i128_parameters_and_arithmetic_expand_to_i64_halves() {
        let src = "define ptx_kernel void @k(ptr addrspace(1) %p, i128 %a, i128 %b) {\n  %m = mul i128 %a, %b\n  %l = shl i128 %m, 10\n  %r = lshr i128 %l, 3\n  %lt = icmp slt i128 %r, %a\n  %z = zext i1 %lt to i32\n  store i32 %z, ptr addrspace(1) %p, align 4\n  ret void\n}\n";
        let (blocks, log, _) = legalize(src, SM90).unwrap();
        let expanded = notes(&log, "legalize-types.expand");
        for what in ["NVPTXISD::LoadParam i128 -> 2 x i64", "mul i128 -> 2 x i64", "shl i128 -> 2 x i64", "srl i128 -> 2 x i64", "setcc i128 -> 2 x i64"] {
            assert!(expanded.iter().any(|n| n.contains(what)), "{what}: {expanded:?}");
        }
        let text = blocks[0].dump();
        assert!(text.contains("i64,i64,ch = NVPTXISD::LoadParamV2"), "{text}");
        assert!(text.contains("mulhu"), "{text}");
        assert!(text.contains("select"), "{text}");
    }

    #[test]
    fn wide_vectors_split_until_legal() {
        let src = "define ptx_kernel void @k(ptr addrspace(1) %p) {\n  %v = load <8 x half>, ptr addrspace(1) %p, align 16\n  %s = fadd <8 x half> %v, %v\n  store <8 x half> %s, ptr addrspace(1) %p, align 16\n  ret void\n}\n";
        let (blocks, log, rounds) = legalize(src, SM90).unwrap();
        assert_eq!(rounds, 2, "v8f16 -> v4f16 -> v2f16");
        let split = notes(&log, "legalize-types.split");
        assert!(split.iter().any(|n| n.contains("fadd v8f16 -> 2 x v4f16")), "{split:?}");
        assert!(split.iter().any(|n| n.contains("fadd v4f16 -> 2 x v2f16")), "{split:?}");
        assert_eq!(blocks[0].dump().matches("v2f16 = fadd").count(), 4, "{}", blocks[0].dump());
    }

    #[test]
    fn v2f32_is_legal_only_with_f32x2() {
        let src = "define ptx_kernel void @k(ptr addrspace(1) %p) {\n  %v = load <2 x float>, ptr addrspace(1) %p, align 8\n  %s = fmul <2 x float> %v, %v\n  store <2 x float> %s, ptr addrspace(1) %p, align 8\n  ret void\n}\n";
        let (_, log, _) = legalize(src, SM90).unwrap();
        assert!(notes(&log, "legalize-types.scalarize").iter().any(|n| n.contains("fmul v2f32 -> 2 x f32")), "{log:?}");
        let (blocks, log, rounds) = legalize(src, Caps { sm: 100, ptx: 86 }).unwrap();
        assert_eq!((rounds, log.len()), (0, 0), "{log:?}");
        assert!(blocks[0].dump().contains("v2f32 = fmul"));
    }

    #[test]
    fn odd_vectors_are_scalarized() {
        let src = "define ptx_kernel void @k(ptr addrspace(1) %p) {\n  %v = load <3 x float>, ptr addrspace(1) %p, align 16\n  %e = extractelement <3 x float> %v, i64 2\n  store float %e, ptr addrspace(1) %p, align 4\n  ret void\n}\n";
        let (_, log, _) = legalize(src, SM90).unwrap();
        assert!(notes(&log, "legalize-types.scalarize").iter().any(|n| n.contains("load v3f32 -> 3 x f32")), "{log:?}");
    }

    #[test]
    fn a_variable_lane_of_a_split_vector_is_a_select_chain() {
        // The vector is computed (a loaded one used only here reads just the lane: extract-of-load).
        let src = "define ptx_kernel void @k(ptr addrspace(1) %p, i32 %i) {\n  %l = load <4 x float>, ptr addrspace(1) %p, align 16\n  %v = fadd <4 x float> %l, %l\n  %e = extractelement <4 x float> %v, i32 %i\n  store float %e, ptr addrspace(1) %p, align 4\n  ret void\n}\n";
        let (dags, _, _) = legalize(src, SM90).unwrap();
        let dump = dags[0].dump();
        assert_eq!(dump.matches("= select").count(), 3, "{dump}");
        assert!(!dump.contains("extract_vector_elt t"), "{dump}");
    }

    #[test]
    fn what_cannot_be_legalized_is_a_positioned_diagnostic() {
        let src = "define ptx_kernel void @k(ptr addrspace(1) %p, i128 %a, i128 %b) {\n  %s = udiv i128 %a, %b\n  store i128 %s, ptr addrspace(1) %p, align 16\n  ret void\n}\n";
        let Err(LegalizeStop::Cannot { span, message }) = legalize(src, SM90) else { panic!("expected a diagnostic") };
        assert!(message.starts_with("Do not know how to expand the result of this operator!"), "{message}");
        assert_eq!(span.line, 2);
    }
}
