//! Operation legalization (seed 003, 4.D/4.E; LLVM's `SelectionDAGLegalize`): every node whose
//! (opcode, type) the action table ([`super::actions`]) does not call Legal is rewritten:
//!
//! * **Legal** (0): kept;
//! * **Custom** (1): a lowering below rewrites it, keeps it (the target selects it as it is), or
//!   declines, and then the node is expanded (4.19);
//! * **Expand** (2): rewritten in other operations (`atomicrmw sub` -> `neg` + `atom.add`,
//!   `rotl` -> a funnel shift, `cttz` -> `popc(~x & (x - 1))`, `abs` -> `smax(x, 0 - x)`, packed-vector
//!   ops lane by lane, ...);
//! * **LibCall** (3): `exp`, `exp10`, `log`, `log10`, `pow` on f32/f64 would be libm calls; the NVPTX
//!   target has none, so it is LLVM's error `no libcall available for fexp` at the instruction;
//! * **Promote** (4): done on a larger type (`fadd f16` without f16 math: `fp_extend` both
//!   operands, `fadd f32`, `fp_round`: seed 4.15).
//!
//! Passes repeat until one changes nothing, so the nodes a rewrite creates are legalized too.
//! Every rewrite is a [`RuleEvent`] `legalize-ops.<action>`; a node that must change and cannot
//! is a positioned diagnostic.

use super::actions::{action_type, cond_code_action, op_action, Action, Caps};
use super::legalize_types::LegalizeStop;
use super::{CondCode, ExtType, Isd, Mvt, NodeId, NvptxIsd, Opcode, OverBudget, Payload, Scalar, SdValue, SelectionDag};
use crate::diag::Span;
use crate::target::messages::VECTOR_ATOMICS_NOT_SUPPORTED;
use crate::trace::RuleEvent;
use std::collections::BTreeSet;

/// What a lowering did with a node.
enum Lowered {
    /// Nothing: the node is selectable as it is.
    Keep,
    /// Replacements for its results, in order.
    Replace(Vec<SdValue>, &'static str),
    /// The lowering declined (Custom falls through to Expand).
    Decline,
}

/// Legalizes the operations of `dag`; returns how many nodes it rewrote.
pub fn legalize_ops(dag: &mut SelectionDag, caps: Caps, max_passes: usize, log: &mut Vec<RuleEvent>) -> Result<usize, LegalizeStop> {
    let mut rewrites = 0;
    let mut kept: BTreeSet<NodeId> = BTreeSet::new();
    for _ in 0..max_passes {
        let mut changed = false;
        for n in dag.topological_order() {
            if dag.node(n).dead {
                continue;
            }
            let Some((action, lowered)) = legalize_node(dag, n, caps)? else { continue };
            match lowered {
                Lowered::Keep => {
                    // Loads the target selects as they are need no line each.
                    if dag.node(n).opcode != Opcode::Isd(Isd::Load) && kept.insert(n) {
                        log.push(RuleEvent { rule: format!("legalize-ops.{}", action.name()), node: n.0, replaced_by: Vec::new(), note: format!("{}: selected as it is", describe(dag, n)) });
                    }
                }
                Lowered::Replace(values, how) => {
                    let mut replaced_by: Vec<u32> = values.iter().map(|v| v.node.0).filter(|&i| i != n.0).collect();
                    replaced_by.sort_unstable();
                    replaced_by.dedup();
                    log.push(RuleEvent {
                        rule: format!("legalize-ops.{}", action.name()),
                        node: n.0,
                        replaced_by,
                        note: format!("{} -> {how}", describe(dag, n)),
                    });
                    for (r, v) in values.into_iter().enumerate() {
                        dag.replace_all_uses(SdValue::new(n, r as u16), v);
                    }
                    rewrites += 1;
                    changed = true;
                }
                // legalize_node turns a decline into an expansion or a diagnostic.
                Lowered::Decline => {}
            }
        }
        dag.remove_dead_nodes();
        if !changed {
            return Ok(rewrites);
        }
    }
    Ok(rewrites)
}

fn describe(dag: &SelectionDag, n: NodeId) -> String {
    let node = dag.node(n);
    format!("{n}: {} {}", node.opcode, action_type(dag, n))
}

fn cannot(dag: &SelectionDag, n: NodeId, action: Action) -> LegalizeStop {
    let node = dag.node(n);
    LegalizeStop::Cannot {
        span: node.source.unwrap_or_else(Span::start),
        message: format!("cannot legalize {} on {} (action {}, {}): not supported yet", node.opcode, action_type(dag, n), action.name(), action.code()),
    }
}

/// The action for node `n` and what carrying it out gave; `None` when it is Legal.
fn legalize_node(dag: &mut SelectionDag, n: NodeId, caps: Caps) -> Result<Option<(Action, Lowered)>, LegalizeStop> {
    let Opcode::Isd(op) = dag.node(n).opcode else { return Ok(None) };
    let vt = action_type(dag, n);
    if is_atomic(op) && vt.is_vector() && caps.sm < 90 {
        let node = dag.node(n);
        return Err(LegalizeStop::Cannot { span: node.source.unwrap_or_else(Span::start), message: VECTOR_ATOMICS_NOT_SUPPORTED.to_string() });
    }
    // The cluster state space and scope exist from sm_90 (PTX 7.8): before that LLVM 22 prints
    // PTX ptxas rejects, so it is a positioned error here.
    if caps.sm < 90 {
        let node = dag.node(n);
        let scope_of_fence = match op {
            Isd::AtomicFence => node.ops.get(2).and_then(|s| match &dag.node(s.node).payload {
                Payload::Symbol(s) => Some(s.as_str()),
                _ => None,
            }),
            _ => None,
        };
        let (space, scope) = match &node.payload {
            Payload::Mem(mem) => (mem.addr_space, mem.scope.as_deref()),
            _ => (0, scope_of_fence),
        };
        // Only the forms that print their scope (ordered loads/stores, cas, fences) need it.
        let scoped = matches!(op, Isd::AtomicLoad | Isd::AtomicStore | Isd::AtomicCmpSwap | Isd::AtomicCmpSwapWithSuccess | Isd::AtomicFence);
        let what = if space == 7 {
            Some("shared::cluster memory")
        } else if scoped && scope == Some("cluster") {
            Some("syncscope(\"cluster\")")
        } else {
            None
        };
        if let Some(what) = what {
            return Err(LegalizeStop::Cannot { span: node.source.unwrap_or_else(Span::start), message: format!("{what} needs sm_90 or later (PTX ISA 7.8)") });
        }
    }
    // SETCC's condition codes have their own table (4.18).
    if op == Isd::SetCC {
        if let Payload::Cond(cc) = dag.node(dag.node(n).ops[2].node).payload {
            if cond_code_action(vt, cc) == Action::Expand {
                return Ok(Some((Action::Expand, expand_setcc_i1(dag, n, cc)?)));
            }
        }
    }
    // Shift amounts are u32 in PTX: a lane or a half split from a vector or wider shift keeps its
    // own type, made i32 here (LLVM's getShiftAmountTy).
    if matches!(op, Isd::Shl | Isd::Srl | Isd::Sra) && !vt.is_vector() {
        let node = dag.node(n).clone();
        let amt = node.ops[1];
        if dag.vt(amt) != Mvt::I32 && !dag.vt(amt).is_vector() {
            let a = amount_i32(dag, amt, node.source)?;
            let r = dag.value(op, vt, &[node.ops[0], a], node.source)?;
            return Ok(Some((Action::Custom, Lowered::Replace(vec![r], "shift amount as i32"))));
        }
    }
    let (action, _) = op_action(op, vt, caps);
    let lowered = match action {
        Action::Legal => return Ok(None),
        // A declined Custom falls through to Expand (4.19), and is logged as the expansion.
        Action::Custom => match custom(dag, n, op, vt, caps)? {
            Lowered::Decline => match expand(dag, n, op, vt, caps)? {
                Lowered::Decline => return Err(cannot(dag, n, Action::Expand)),
                l => return Ok(Some((Action::Expand, l))),
            },
            l => l,
        },
        Action::Expand => match expand(dag, n, op, vt, caps)? {
            Lowered::Decline => return Err(cannot(dag, n, action)),
            l => l,
        },
        Action::Promote => match promote(dag, n, op, vt)? {
            Lowered::Decline => return Err(cannot(dag, n, action)),
            l => l,
        },
        Action::LibCall => {
            let node = dag.node(n);
            return Err(LegalizeStop::Cannot { span: node.source.unwrap_or_else(Span::start), message: format!("no libcall available for {}", node.opcode) });
        }
    };
    Ok(Some((action, lowered)))
}

fn is_atomic(op: Isd) -> bool {
    use Isd::*;
    matches!(op, AtomicLoad | AtomicStore | AtomicCmpSwap | AtomicCmpSwapWithSuccess | AtomicSwap | AtomicLoadAdd | AtomicLoadSub | AtomicLoadAnd | AtomicLoadOr | AtomicLoadXor | AtomicLoadNand | AtomicLoadMin | AtomicLoadMax | AtomicLoadUMin | AtomicLoadUMax | AtomicLoadFAdd | AtomicLoadFSub | AtomicLoadFMin | AtomicLoadFMax | AtomicLoadUIncWrap | AtomicLoadUDecWrap)
}

fn round_flag(dag: &mut SelectionDag) -> Result<SdValue, OverBudget> {
    dag.target_constant(0, Mvt::I64)
}

fn fp_constant(dag: &mut SelectionDag, bits: u64, vt: Mvt) -> Result<SdValue, OverBudget> {
    Ok(SdValue::new(dag.get_node(Isd::ConstantFP, &[vt], &[], Payload::ConstantFp(bits), None)?, 0))
}

/// Promote: the FP pattern of 4.15 (fp_extend, f32 op, fp_round) and 16-bit bit counts on i32.
fn promote(dag: &mut SelectionDag, n: NodeId, op: Isd, vt: Mvt) -> Result<Lowered, OverBudget> {
    let node = dag.node(n).clone();
    let src = node.source;
    if vt.is_float() && !vt.is_vector() {
        let mut ops = Vec::new();
        for &o in &node.ops {
            ops.push(if dag.vt(o) == vt { dag.value(Isd::FpExtend, Mvt::F32, &[o], src)? } else { o });
        }
        if op == Isd::SetCC {
            let r = dag.get_node(op, &node.vts, &ops, node.payload.clone(), src)?;
            dag.set_flags(r, node.flags);
            return Ok(Lowered::Replace(vec![SdValue::new(r, 0)], "setcc on f32 (fp_extend operands)"));
        }
        let wide = dag.get_node(op, &[Mvt::F32], &ops, node.payload.clone(), src)?;
        dag.set_flags(wide, node.flags);
        let rf = round_flag(dag)?;
        let back = dag.value(Isd::FpRound, vt, &[SdValue::new(wide, 0), rf], src)?;
        return Ok(Lowered::Replace(vec![back], "fp_extend, f32 op, fp_round"));
    }
    if matches!(op, Isd::SIntToFp | Isd::UIntToFp) && vt == Mvt::I1 {
        let ext = if op == Isd::SIntToFp { Isd::SignExtend } else { Isd::ZeroExtend };
        let wide = dag.value(ext, Mvt::I32, &[node.ops[0]], src)?;
        let f = dag.value(op, node.vts[0], &[wide], src)?;
        return Ok(Lowered::Replace(vec![f], "extend the i1 to i32, convert"));
    }
    if matches!(op, Isd::FpToSInt | Isd::FpToUInt) && vt == Mvt::I1 {
        let wide = dag.value(op, Mvt::I32, &[node.ops[0]], src)?;
        let t = dag.value(Isd::Truncate, Mvt::I1, &[wide], src)?;
        return Ok(Lowered::Replace(vec![t], "convert to i32, truncate to i1"));
    }
    if matches!(op, Isd::CtPop | Isd::CtLz | Isd::CtTz | Isd::BitReverse) && vt == Mvt::I16 {
        let mut x = dag.value(Isd::ZeroExtend, Mvt::I32, &[node.ops[0]], src)?;
        if op == Isd::CtTz {
            // Bit 16 set stops the count at 16 for a zero input.
            let stop = dag.constant(0x1_0000, Mvt::I32)?;
            x = dag.value(Isd::Or, Mvt::I32, &[x, stop], src)?;
        }
        let mut r = dag.value(op, Mvt::I32, &[x], src)?;
        let sixteen = dag.constant(16, Mvt::I32)?;
        if op == Isd::CtLz {
            r = dag.value(Isd::Sub, Mvt::I32, &[r, sixteen], src)?;
        }
        if op == Isd::BitReverse {
            r = dag.value(Isd::Srl, Mvt::I32, &[r, sixteen], src)?;
        }
        let t = dag.value(Isd::Truncate, Mvt::I16, &[r], src)?;
        return Ok(Lowered::Replace(vec![t], "on i32, truncate"));
    }
    Ok(Lowered::Decline)
}

/// Custom lowerings (NVPTXTargetLowering::LowerOperation's share that the corpus needs).
fn custom(dag: &mut SelectionDag, n: NodeId, op: Isd, vt: Mvt, caps: Caps) -> Result<Lowered, OverBudget> {
    let node = dag.node(n).clone();
    let src = node.source;
    Ok(match op {
        // LLVM 22's LowerBSWAP: the bytes permuted by one prmt.b32 per 32 bits.
        Isd::BSwap if vt == Mvt::I16 => {
            let wide = dag.value(Isd::AnyExtend, Mvt::I32, &[node.ops[0]], src)?;
            let swapped = prmt(dag, wide, 0x7701, src)?;
            Lowered::Replace(vec![dag.value(Isd::Truncate, vt, &[swapped], src)?], "any_extend to i32, prmt 0x7701, truncate")
        }
        Isd::BSwap if vt == Mvt::Vector(Scalar::I16, 2) => {
            let bits = dag.value(Isd::Bitcast, Mvt::I32, &[node.ops[0]], src)?;
            let swapped = prmt(dag, bits, 0x2301, src)?;
            Lowered::Replace(vec![dag.value(Isd::Bitcast, vt, &[swapped], src)?], "bitcast to i32, prmt 0x2301 (each lane's bytes), bitcast")
        }
        Isd::BSwap if vt == Mvt::I64 => Lowered::Replace(vec![bswap64(dag, node.ops[0], src)?], "UNPACK_VECTOR, prmt 0x0123 on each half, BUILD_VECTOR of the halves exchanged"),
        // sm_80..89 have fma.rn.bf16 but not add/sub/mul.bf16.
        Isd::FAdd | Isd::FSub | Isd::FMul if vt == Mvt::BF16 => {
            let (a, b) = (node.ops[0], node.ops[1]);
            let ops = match op {
                Isd::FAdd => [a, fp_constant(dag, 0x3F80, vt)?, b],
                Isd::FSub => [b, fp_constant(dag, 0xBF80, vt)?, a],
                _ => [a, b, fp_constant(dag, 0x8000, vt)?],
            };
            let f = dag.get_node(Isd::Fma, &[vt], &ops, Payload::None, src)?;
            dag.set_flags(f, node.flags);
            Lowered::Replace(vec![SdValue::new(f, 0)], "fma.rn.bf16")
        }
        // LLVM's LowerFREM: fma(-trunc(x / y), y, x), and x itself when y is infinite.
        Isd::FRem if vt == Mvt::F32 || vt == Mvt::F64 => {
            let (x, y) = (node.ops[0], node.ops[1]);
            let q = dag.value(Isd::FDiv, vt, &[x, y], src)?;
            let t = dag.value(Isd::FTrunc, vt, &[q], src)?;
            let n = dag.value(Isd::FNeg, vt, &[t], src)?;
            let r = dag.value(Isd::Fma, vt, &[n, y, x], src)?;
            let ay = dag.value(Isd::FAbs, vt, &[y], src)?;
            let inf = fp_constant(dag, if vt == Mvt::F64 { f64::INFINITY.to_bits() } else { u64::from(f32::INFINITY.to_bits()) }, vt)?;
            let oeq = cond(dag, CondCode::Oeq)?;
            let is_inf = dag.value(Isd::SetCC, Mvt::I1, &[ay, inf, oeq], src)?;
            Lowered::Replace(vec![dag.value(Isd::Select, vt, &[is_inf, x, r], src)?], "fma(-trunc(x / y), y, x); x if y is infinite")
        }
        // LLVM's LowerFROUND32/LowerFROUND64: round half away from zero by hand.
        Isd::FRound if vt == Mvt::F32 || vt == Mvt::F64 => Lowered::Replace(vec![lower_fround(dag, node.ops[0], vt, src)?], "round half away from zero: trunc(x + copysign(0.5, x)), |x| < 0.5 and |x| > 2^p kept"),
        // A seq_cst access is `fence.sc.<scope>` then the acquire (load, cas) or release
        // (store) form: LLVM's leading fence (NVPTXTargetLowering::emitLeadingFence, sm_70+).
        Isd::AtomicCmpSwap | Isd::AtomicLoad | Isd::AtomicStore => match &node.payload {
            Payload::Mem(mem) if mem.ordering == Some("seq_cst") => {
                let seq_cst = crate::ir::module::ORDERINGS.iter().position(|o| *o == "seq_cst").unwrap_or(5);
                let ord = dag.target_constant(seq_cst as i128, Mvt::I64)?;
                let scope = mem.scope.clone().unwrap_or_else(|| "system".into());
                let scope = SdValue::new(dag.get_node(Isd::TargetConstant, &[Mvt::I64], &[], Payload::Symbol(scope), None)?, 0);
                let fence = dag.get_node(Isd::AtomicFence, &[Mvt::Other], &[node.ops[0], ord, scope], Payload::None, src)?;
                let mut mem = mem.clone();
                mem.ordering = Some(if op == Isd::AtomicStore { "release" } else { "acquire" });
                let mut ops = node.ops.clone();
                ops[0] = SdValue::new(fence, 0);
                let a = dag.get_node(op, &node.vts, &ops, Payload::Mem(mem), src)?;
                Lowered::Replace((0..node.vts.len()).map(|r| SdValue::new(a, r as u16)).collect(), "fence.sc, then the acquire/release form")
            }
            _ => Lowered::Keep,
        },
        Isd::FCopySign => {
            let f = dag.get_node(NvptxIsd::FCOPYSIGN, &node.vts, &node.ops, Payload::None, src)?;
            Lowered::Replace(vec![SdValue::new(f, 0)], "NVPTXISD::FCOPYSIGN")
        }
        // No selp.pred: select on i32 and truncate.
        Isd::Select if vt == Mvt::I1 => {
            let a = dag.value(Isd::AnyExtend, Mvt::I32, &[node.ops[1]], src)?;
            let b = dag.value(Isd::AnyExtend, Mvt::I32, &[node.ops[2]], src)?;
            let s = dag.value(Isd::Select, Mvt::I32, &[node.ops[0], a, b], src)?;
            let t = dag.value(Isd::Truncate, Mvt::I1, &[s], src)?;
            Lowered::Replace(vec![t], "select on i32, truncate")
        }
        Isd::Load if vt == Mvt::I1 => {
            let Payload::Mem(mut mem) = node.payload.clone() else { return Ok(Lowered::Decline) };
            mem.mem_vt = Mvt::I8;
            mem.ext = ExtType::ZExt;
            let l = dag.get_node(Isd::Load, &[Mvt::I16, Mvt::Other], &node.ops, Payload::Mem(mem), src)?;
            let t = dag.value(Isd::Truncate, Mvt::I1, &[SdValue::new(l, 0)], src)?;
            Lowered::Replace(vec![t, SdValue::new(l, 1)], "ld.u8 into i16, truncate")
        }
        Isd::Store if vt == Mvt::I1 => {
            let Payload::Mem(mut mem) = node.payload.clone() else { return Ok(Lowered::Decline) };
            mem.mem_vt = Mvt::I8;
            mem.ext = ExtType::Ext;
            let v = dag.value(Isd::ZeroExtend, Mvt::I16, &[node.ops[1]], src)?;
            let s = dag.get_node(Isd::Store, &[Mvt::Other], &[node.ops[0], v, node.ops[2]], Payload::Mem(mem), src)?;
            Lowered::Replace(vec![SdValue::new(s, 0)], "zero_extend to i16, st.u8")
        }
        // An f32x2 access (sm_100+) below its natural 8-byte alignment cannot be one ld.b64 /
        // st.b64: two f32 accesses at +0 and +4 (LLVM expands it likewise, by i32 halves).
        Isd::Load | Isd::Store if vt == Mvt::Vector(Scalar::F32, 2) => {
            let Payload::Mem(mem) = node.payload.clone() else { return Ok(Lowered::Decline) };
            if mem.align >= 8 || mem.ext != ExtType::NonExt || mem.ordering.is_some() {
                return Ok(Lowered::Keep);
            }
            let ptr = if op == Isd::Load { node.ops[1] } else { node.ops[2] };
            let pvt = dag.vt(ptr);
            let four = dag.constant(4, pvt)?;
            let ptrs = [ptr, dag.value(Isd::Add, pvt, &[ptr, four], src)?];
            let mut half = mem.clone();
            half.mem_vt = Mvt::F32;
            let mut chains = Vec::new();
            let mut lanes = Vec::new();
            for (k, p) in ptrs.into_iter().enumerate() {
                let mut m = half.clone();
                m.align = mem.align.min(4);
                if op == Isd::Load {
                    let l = dag.get_node(Isd::Load, &[Mvt::F32, Mvt::Other], &[node.ops[0], p], Payload::Mem(m), src)?;
                    lanes.push(SdValue::new(l, 0));
                    chains.push(SdValue::new(l, 1));
                } else {
                    let e = extract(dag, node.ops[1], k, Mvt::F32, src)?;
                    let st = dag.get_node(Isd::Store, &[Mvt::Other], &[node.ops[0], e, p], Payload::Mem(m), src)?;
                    chains.push(SdValue::new(st, 0));
                }
            }
            let chain = SdValue::new(dag.get_node(Isd::TokenFactor, &[Mvt::Other], &chains, Payload::None, src)?, 0);
            if op == Isd::Load {
                let v = dag.value(Isd::BuildVector, vt, &lanes, src)?;
                Lowered::Replace(vec![v, chain], "align < 8: two f32 loads + BUILD_VECTOR")
            } else {
                Lowered::Replace(vec![chain], "align < 8: two f32 stores of the lanes")
            }
        }
        // Any-extending integer loads become zero-extending ones (LLVM does it for combines).
        Isd::Load => match &node.payload {
            Payload::Mem(mem) if mem.ext == ExtType::Ext => {
                let mut mem = mem.clone();
                mem.ext = ExtType::ZExt;
                let l = dag.get_node(Isd::Load, &node.vts, &node.ops, Payload::Mem(mem), src)?;
                Lowered::Replace((0..node.vts.len()).map(|r| SdValue::new(l, r as u16)).collect(), "zextload")
            }
            _ => Lowered::Keep,
        },
        // bf16 conversions before sm_90: native between f32 and bf16 from sm_80; f64 goes
        // through f32 for extension (exact).
        Isd::FpExtend if vt == Mvt::F64 && dag.vt(node.ops[0]) == Mvt::BF16 && caps.sm >= 80 => {
            let f = dag.value(Isd::FpExtend, Mvt::F32, &[node.ops[0]], src)?;
            let d = dag.value(Isd::FpExtend, Mvt::F64, &[f], src)?;
            Lowered::Replace(vec![d], "fp_extend through f32")
        }
        // cvt.f32.bf16 needs sm_80 and PTX 7.1 (LLVM's hasPTX<71>); without it, the shift.
        Isd::FpExtend if dag.vt(node.ops[0]) == Mvt::BF16 => {
            if caps.sm >= 80 && caps.ptx >= 71 { Lowered::Keep } else { Lowered::Decline }
        }
        // cvt.rn.bf16.f64 is sm_90's: from f64, round to odd into f32 first (exact, so the
        // second rounding to bf16 is correct), then the f32 -> bf16 rounding of this SM.
        Isd::FpRound if vt == Mvt::BF16 && dag.vt(node.ops[0]) == Mvt::F64 => {
            let f = round_inexact_to_odd(dag, node.ops[0], src)?;
            let rf = round_flag(dag)?;
            Lowered::Replace(vec![dag.value(Isd::FpRound, Mvt::BF16, &[f, rf], src)?], "round to odd into f32, then to bf16")
        }
        // cvt.rn.bf16.f32 from sm_80 (PTX 7.0); below, the integer rounding of `expand`.
        Isd::FpRound if vt == Mvt::BF16 => {
            if caps.sm >= 80 { Lowered::Keep } else { Lowered::Decline }
        }
        // Integers to and from bf16 go through f32 before sm_90 (exact for the f32 leg of a
        // widening, and the one rounding happens at the bf16 end).
        Isd::SIntToFp | Isd::UIntToFp if node.vts[0] == Mvt::BF16 => {
            let f = dag.value(op, Mvt::F32, &[node.ops[0]], src)?;
            let rf = round_flag(dag)?;
            Lowered::Replace(vec![dag.value(Isd::FpRound, Mvt::BF16, &[f, rf], src)?], "to f32, fp_round to bf16")
        }
        Isd::FpToSInt | Isd::FpToUInt if dag.vt(node.ops[0]) == Mvt::BF16 => {
            let f = dag.value(Isd::FpExtend, Mvt::F32, &[node.ops[0]], src)?;
            Lowered::Replace(vec![dag.value(op, vt, &[f], src)?], "fp_extend to f32, convert")
        }
        Isd::FpExtend | Isd::FpRound | Isd::SIntToFp | Isd::UIntToFp | Isd::FpToSInt | Isd::FpToUInt => Lowered::Keep,
        // popc.b64 and clz.b64 count into a 32-bit register: the i32 count of the i64 value,
        // zero-extended (LLVM's LowerCTLZCTPOP).
        Isd::CtPop | Isd::CtLz if vt == Mvt::I64 => {
            let c = dag.value(op, Mvt::I32, &[node.ops[0]], src)?;
            Lowered::Replace(vec![dag.value(Isd::ZeroExtend, Mvt::I64, &[c], src)?], "i32 count of the i64 value, zero_extend")
        }
        // 64-bit rotates and funnel shifts: no selectable form here (LLVM splits constant ones
        // into two shf.b32 on the halves); declined, so expanded into 64-bit shifts.
        Isd::RotL | Isd::RotR | Isd::FShL | Isd::FShR if vt == Mvt::I64 => Lowered::Decline,
        // A variable lane of an f32x2 (sm_100+): both lanes, `setp.eq idx, 0` and a selp
        // (LLVM 22's setp.eq.b64 + selp.f32). The packed 32-bit pairs (v2f16, v2bf16, v2i16)
        // the same way: both halves unpacked by one mov.b32, then the selp.
        Isd::ExtractVectorElt
            if matches!(dag.vt(node.ops[0]), Mvt::Vector(Scalar::F32 | Scalar::F16 | Scalar::BF16 | Scalar::I16, 2))
                && !matches!(dag.node(node.ops[1].node).payload, Payload::Constant(_)) =>
        {
            let elt = Mvt::Scalar(dag.vt(node.ops[0]).scalar().unwrap_or(Scalar::F32));
            let lo = extract(dag, node.ops[0], 0, elt, src)?;
            let hi = extract(dag, node.ops[0], 1, elt, src)?;
            let idx = node.ops[1];
            let zero = dag.constant(0, dag.vt(idx))?;
            let eq = cond(dag, CondCode::Eq)?;
            let is_lo = dag.value(Isd::SetCC, Mvt::I1, &[idx, zero, eq], src)?;
            Lowered::Replace(vec![dag.value(Isd::Select, elt, &[is_lo, lo, hi], src)?], "both lanes, setcc idx == 0, select")
        }
        // A cast between two specific spaces (shared -> shared::cluster) goes through the generic
        // space (LLVM's NVPTX LowerADDRSPACECAST): cvta.shared then cvta.to.shared::cluster.
        Isd::AddrSpaceCast => match node.payload {
            Payload::Target(ref t) if t.len() == 2 && t[0] != 0 && t[1] != 0 => {
                let generic = SdValue::new(dag.get_node(Isd::AddrSpaceCast, &[vt], &[node.ops[0]], Payload::Target(vec![t[0], 0]), src)?, 0);
                let cast = dag.get_node(Isd::AddrSpaceCast, &[vt], &[generic], Payload::Target(vec![0, t[1]]), src)?;
                Lowered::Replace(vec![SdValue::new(cast, 0)], "to the generic space, then to the destination space")
            }
            _ => Lowered::Keep,
        },
        // A constant packed 32-bit vector (v2f16, v2bf16, v2i16, v4i8): one i32 constant of the
        // lanes' bits, low lane in the low bits, undef lanes 0 (LLVM's NVPTX LowerBUILD_VECTOR:
        // `mov.b32 %r, 1006648320` for <2 x half> <1.0, 1.0>).
        Isd::BuildVector if vt.bits() == 32 && node.ops.iter().all(|o| packed_lane_bits(dag, *o).is_some()) => {
            let lane = u32::try_from(node.ops.len()).map_or(32, |k| 32 / k.max(1));
            let mut packed: u32 = 0;
            for (k, o) in node.ops.iter().enumerate() {
                let bits = packed_lane_bits(dag, *o).unwrap_or(0) & ((1u32 << lane) - 1);
                packed |= bits << (lane * k as u32);
            }
            let c = dag.constant(i128::from(packed), Mvt::I32)?;
            Lowered::Replace(vec![dag.value(Isd::Bitcast, vt, &[c], src)?], "constant lanes packed into one i32 constant, bitcast")
        }
        // Four bytes packed into a b32 (LLVM's LowerBUILD_VECTOR for v4i8): each lane widened to
        // 32 bits (any_extend: prmt 0x3340 reads only each operand's low byte), pairs joined by
        // prmt 0x3340, the halves by prmt 0x5410.
        Isd::BuildVector if vt == Mvt::Vector(Scalar::I8, 4) => {
            let mut wide = Vec::with_capacity(4);
            for &o in &node.ops {
                wide.push(if dag.vt(o) == Mvt::I32 { o } else { dag.value(Isd::AnyExtend, Mvt::I32, &[o], src)? });
            }
            let pair = dag.constant(0x3340, Mvt::I32)?;
            let lo = dag.value(NvptxIsd::PRMT, Mvt::I32, &[wide[0], wide[1], pair], src)?;
            let hi = dag.value(NvptxIsd::PRMT, Mvt::I32, &[wide[2], wide[3], pair], src)?;
            let halves = dag.constant(0x5410, Mvt::I32)?;
            let all = dag.value(NvptxIsd::PRMT, Mvt::I32, &[lo, hi, halves], src)?;
            Lowered::Replace(vec![dag.value(Isd::Bitcast, vt, &[all], src)?], "prmt 0x3340 on each pair, prmt 0x5410 on the halves")
        }
        // A shuffle of two v4i8 (LLVM's LowerVECTOR_SHUFFLE for v4i8): one prmt.b32 of the two
        // words, selector nibble i = mask[i] (bytes 0-3 of the first word, 4-7 of the second;
        // an undef lane, or one of an undef operand, reads byte 0). A second word no lane reads
        // is the first one again; a shuffle reading only the second word reads it as the first.
        Isd::VectorShuffle if vt == Mvt::Vector(Scalar::I8, 4) && dag.vt(node.ops[0]) == vt => {
            let Payload::Target(mask) = &node.payload else { return Ok(Lowered::Decline) };
            let (mut a, mut b) = (node.ops[0], node.ops[1]);
            // A lane of an undef/poison operand is an undef lane.
            let undef = |v: SdValue| matches!(dag.node(v.node).opcode, Opcode::Isd(Isd::Undef | Isd::Poison));
            let (ua, ub) = (undef(a), undef(b));
            let mask: Vec<i64> = (0..4).map(|i| mask.get(i).copied().unwrap_or(-1)).map(|m| if (m < 4 && ua) || (m >= 4 && ub) { -1 } else { m }).collect();
            let defined = || mask.iter().filter(|&&m| m >= 0);
            if defined().count() == 0 {
                return Ok(Lowered::Replace(vec![SdValue::new(dag.get_node(Isd::Undef, &[vt], &[], Payload::None, src)?, 0)], "every lane undef"));
            }
            let only_second = defined().all(|&m| m >= 4);
            if only_second {
                a = b;
            }
            if only_second || defined().all(|&m| m < 4) {
                b = a;
            }
            let mut selector: i128 = 0;
            for (i, &m) in mask.iter().enumerate() {
                if m >= 0 {
                    let byte = if only_second { m - 4 } else { m };
                    selector |= i128::from(byte & 7) << (4 * i);
                }
            }
            let wa = dag.value(Isd::Bitcast, Mvt::I32, &[a], src)?;
            let wb = if b == a { wa } else { dag.value(Isd::Bitcast, Mvt::I32, &[b], src)? };
            let sel = dag.constant(selector, Mvt::I32)?;
            let p = dag.value(NvptxIsd::PRMT, Mvt::I32, &[wa, wb, sel], src)?;
            Lowered::Replace(vec![dag.value(Isd::Bitcast, vt, &[p], src)?], "one prmt.b32 of the two words, the mask as its selector")
        }
        // One byte into a v4i8 (LLVM's LowerINSERT_VECTOR_ELT for v4i8): bfi.b32 of the byte
        // (any-extended to 32 bits) into the word at bit 8 * index, 8 bits long.
        Isd::InsertVectorElt if vt == Mvt::Vector(Scalar::I8, 4) => {
            let word = dag.value(Isd::Bitcast, Mvt::I32, &[node.ops[0]], src)?;
            let val = node.ops[1];
            let val = if dag.vt(val) == Mvt::I32 { val } else { dag.value(Isd::AnyExtend, Mvt::I32, &[val], src)? };
            let idx = node.ops[2];
            let pos = match dag.node(idx.node).payload {
                Payload::Constant(k) if dag.node(idx.node).opcode == Opcode::Isd(Isd::Constant) => dag.constant((k & 3) * 8, Mvt::I32)?,
                _ => {
                    let i = amount_i32(dag, idx, src)?;
                    let three = dag.constant(3, Mvt::I32)?;
                    dag.value(Isd::Shl, Mvt::I32, &[i, three], src)?
                }
            };
            let len = dag.constant(8, Mvt::I32)?;
            let bfi = dag.value(NvptxIsd::BFI, Mvt::I32, &[val, word, pos, len], src)?;
            Lowered::Replace(vec![dag.value(Isd::Bitcast, vt, &[bfi], src)?], "bfi.b32 of the byte into the word at 8 * index")
        }
        // One byte of a v4i8 (LLVM 22's LowerEXTRACT_VECTOR_ELT for v4i8): prmt.b32 of the word
        // against 0 with selector 0x7770 | index (the byte, zero-extended to 32 bits); lane 0
        // is the word itself, its high bits undefined as the promoted i8 lane's are.
        Isd::ExtractVectorElt if dag.vt(node.ops[0]) == Mvt::Vector(Scalar::I8, 4) => {
            let word = dag.value(Isd::Bitcast, Mvt::I32, &[node.ops[0]], src)?;
            let idx = node.ops[1];
            let zero = dag.constant(0, Mvt::I32)?;
            let shifted = match dag.node(idx.node).payload {
                Payload::Constant(0) => word,
                Payload::Constant(k) if dag.node(idx.node).opcode == Opcode::Isd(Isd::Constant) => {
                    let sel = dag.constant(0x7770 | (k & 3), Mvt::I32)?;
                    dag.value(NvptxIsd::PRMT, Mvt::I32, &[word, zero, sel], src)?
                }
                _ => {
                    let i = amount_i32(dag, idx, src)?;
                    let base = dag.constant(0x7770, Mvt::I32)?;
                    let sel = dag.value(Isd::Or, Mvt::I32, &[i, base], src)?;
                    dag.value(NvptxIsd::PRMT, Mvt::I32, &[word, zero, sel], src)?
                }
            };
            let rt = node.vts[0];
            Lowered::Replace(vec![if rt == Mvt::I32 { shifted } else { dag.value(Isd::Truncate, rt, &[shifted], src)? }], "prmt.b32 of the byte against 0 (selector 0x7770 | index; lane 0 is the word's low byte), truncate")
        }
        // Selectable forms the target has (packed 32-bit vectors, rotates and counts).
        Isd::BuildVector | Isd::ExtractVectorElt | Isd::RotL | Isd::RotR | Isd::FShL | Isd::FShR | Isd::CtPop | Isd::CtLz => Lowered::Keep,
        _ => Lowered::Decline,
    })
}

/// The bits of a constant (or undef: 0) lane of a packed vector, `None` when it is no constant.
/// FP constants hold their half/bfloat bits, or double bits when they do not fit 16 bits.
fn packed_lane_bits(dag: &SelectionDag, v: SdValue) -> Option<u32> {
    let node = dag.node(v.node);
    match (&node.opcode, &node.payload) {
        (Opcode::Isd(Isd::Undef | Isd::Poison), _) => Some(0),
        (Opcode::Isd(Isd::Constant), Payload::Constant(c)) => Some(*c as u32),
        (Opcode::Isd(Isd::ConstantFP), Payload::ConstantFp(bits)) => Some(u32::from(match u16::try_from(*bits) {
            Ok(b) => b,
            Err(_) if dag.vt(v) == Mvt::BF16 => crate::ir::parser::f64_to_bfloat_bits(f64::from_bits(*bits)),
            Err(_) => crate::ir::parser::f64_to_half_bits(f64::from_bits(*bits)),
        })),
        _ => None,
    }
}

/// A shift amount as the i32 NVPTX shifts read: constants re-made at i32, wider values
/// truncated, narrower ones zero-extended.
fn amount_i32(dag: &mut SelectionDag, v: SdValue, src: Option<Span>) -> Result<SdValue, OverBudget> {
    let vt = dag.vt(v);
    if vt == Mvt::I32 {
        return Ok(v);
    }
    if let Payload::Constant(k) = dag.node(v.node).payload {
        return dag.constant(crate::dag::truncate_signed(k, vt.bits()).rem_euclid(1 << 31), Mvt::I32);
    }
    dag.value(if vt.bits() > 32 { Isd::Truncate } else { Isd::ZeroExtend }, Mvt::I32, &[v], src)
}

/// A lane of `lane_bits` (8 or 16) at the variable index `idx` inserted into a vector held as
/// 32-bit words (`words`, each an i32): word k becomes `bfi.b32 val, word, lane_bits*idx - 32*k,
/// lane_bits`. Exact for every word at once: bfi reads the position modulo 256 and leaves the
/// word unchanged past bit 31, so only the word holding the lane changes. `val` is the lane
/// any-extended to i32. The v8i8 split (legalize_types) and insert-var-into-words share it.
pub(crate) fn bfi_lane_into_words(dag: &mut SelectionDag, val: SdValue, words: &[SdValue], idx: SdValue, lane_bits: u32, src: Option<Span>) -> Result<Vec<SdValue>, OverBudget> {
    let idx = amount_i32(dag, idx, src)?;
    let shift = dag.constant(i128::from(lane_bits.trailing_zeros()), Mvt::I32)?;
    let bit = dag.value(Isd::Shl, Mvt::I32, &[idx, shift], src)?;
    let len = dag.constant(i128::from(lane_bits), Mvt::I32)?;
    let mut out = Vec::with_capacity(words.len());
    for (k, &w) in words.iter().enumerate() {
        let pos = if k == 0 {
            bit
        } else {
            let off = dag.constant(-32 * k as i128, Mvt::I32)?;
            dag.value(Isd::Add, Mvt::I32, &[bit, off], src)?
        };
        out.push(dag.value(NvptxIsd::BFI, Mvt::I32, &[val, w, pos, len], src)?);
    }
    Ok(out)
}

/// `prmt.b32 x, 0, selector` (`NVPTXISD::PRMT`).
fn prmt(dag: &mut SelectionDag, x: SdValue, selector: i128, src: Option<Span>) -> Result<SdValue, OverBudget> {
    let zero = dag.constant(0, Mvt::I32)?;
    let sel = dag.constant(selector, Mvt::I32)?;
    dag.value(NvptxIsd::PRMT, Mvt::I32, &[x, zero, sel], src)
}

/// `bswap` of an i64: the halves unpacked in one `mov.b64 {lo, hi}`, each byte-swapped by
/// `prmt 0x0123`, packed back exchanged (`mov.b64 {hi', lo'}`), as LLVM 22's LowerBSWAP.
fn bswap64(dag: &mut SelectionDag, x: SdValue, src: Option<Span>) -> Result<SdValue, OverBudget> {
    let halves = dag.get_node(NvptxIsd::UnpackVector, &[Mvt::I32, Mvt::I32], &[x], Payload::None, src)?;
    let lo = prmt(dag, SdValue::new(halves, 0), 0x0123, src)?;
    let hi = prmt(dag, SdValue::new(halves, 1), 0x0123, src)?;
    dag.value(NvptxIsd::BuildVector, Mvt::I64, &[hi, lo], src)
}

/// LLVM's `expandRoundInexactToOdd`: `x` (f64) rounded to f32 with the inexact cases forced to
/// an odd mantissa, so that a second rounding (to bf16) gives the correctly rounded result.
fn round_inexact_to_odd(dag: &mut SelectionDag, x: SdValue, src: Option<Span>) -> Result<SdValue, OverBudget> {
    let rf = round_flag(dag)?;
    let r = dag.value(Isd::FpRound, Mvt::F32, &[x, rf], src)?;
    let back = dag.value(Isd::FpExtend, Mvt::F64, &[r], src)?;
    let ax = dag.value(Isd::FAbs, Mvt::F64, &[x], src)?;
    let ab = dag.value(Isd::FAbs, Mvt::F64, &[back], src)?;
    let ogt = cond(dag, CondCode::Ogt)?;
    let away = dag.value(Isd::SetCC, Mvt::I1, &[ax, ab, ogt], src)?;
    let one = dag.constant(1, Mvt::I32)?;
    let minus_one = dag.constant(-1, Mvt::I32)?;
    let step = dag.value(Isd::Select, Mvt::I32, &[away, one, minus_one], src)?;
    let bits = dag.value(Isd::Bitcast, Mvt::I32, &[r], src)?;
    let nudged = dag.value(Isd::Add, Mvt::I32, &[bits, step], src)?;
    let lsb = dag.value(Isd::And, Mvt::I32, &[bits, one], src)?;
    let zero = dag.constant(0, Mvt::I32)?;
    let ne = cond(dag, CondCode::Ne)?;
    let odd = dag.value(Isd::SetCC, Mvt::I1, &[lsb, zero, ne], src)?;
    let inexact = dag.value(Isd::Select, Mvt::I32, &[odd, bits, nudged], src)?;
    let ueq = cond(dag, CondCode::Ueq)?;
    let exact = dag.value(Isd::SetCC, Mvt::I1, &[x, back, ueq], src)?;
    let out = dag.value(Isd::Select, Mvt::I32, &[exact, bits, inexact], src)?;
    dag.value(Isd::Bitcast, Mvt::F32, &[out], src)
}

/// `round(x)` (half away from zero) as LLVM 22 lowers it for f32 and f64.
fn lower_fround(dag: &mut SelectionDag, x: SdValue, vt: Mvt, src: Option<Span>) -> Result<SdValue, OverBudget> {
    let abs = dag.value(Isd::FAbs, vt, &[x], src)?;
    let (olt, ogt) = (cond(dag, CondCode::Olt)?, cond(dag, CondCode::Ogt)?);
    if vt == Mvt::F32 {
        // trunc(x + (sign(x) | 0.5)); x itself when |x| > 2^23 (already integral); trunc(x)
        // when |x| < 0.5 (a signed zero).
        let bits = dag.value(Isd::Bitcast, Mvt::I32, &[x], src)?;
        let sign_mask = dag.constant(i128::from(i32::MIN), Mvt::I32)?;
        let sign = dag.value(Isd::And, Mvt::I32, &[bits, sign_mask], src)?;
        let half_bits = dag.constant(0x3F00_0000, Mvt::I32)?;
        let half = dag.value(Isd::Or, Mvt::I32, &[sign, half_bits], src)?;
        let half = dag.value(Isd::Bitcast, Mvt::F32, &[half], src)?;
        let sum = dag.value(Isd::FAdd, Mvt::F32, &[x, half], src)?;
        let rounded = dag.value(Isd::FTrunc, Mvt::F32, &[sum], src)?;
        let big = fp_constant(dag, 0x4B00_0000, Mvt::F32)?;
        let is_big = dag.value(Isd::SetCC, Mvt::I1, &[abs, big, ogt], src)?;
        let r = dag.value(Isd::Select, Mvt::F32, &[is_big, x, rounded], src)?;
        let small_r = dag.value(Isd::FTrunc, Mvt::F32, &[x], src)?;
        let half_c = fp_constant(dag, 0x3F00_0000, Mvt::F32)?;
        let is_small = dag.value(Isd::SetCC, Mvt::I1, &[abs, half_c, olt], src)?;
        return dag.value(Isd::Select, Mvt::F32, &[is_small, small_r, r], src);
    }
    // f64: copysign(trunc(|x| + 0.5), x), 0 for |x| < 0.5, x itself when |x| > 2^52.
    let half = fp_constant(dag, 0.5f64.to_bits(), Mvt::F64)?;
    let is_small = dag.value(Isd::SetCC, Mvt::I1, &[abs, half, olt], src)?;
    let sum = dag.value(Isd::FAdd, Mvt::F64, &[abs, half], src)?;
    let t = dag.value(Isd::FTrunc, Mvt::F64, &[sum], src)?;
    let zero = fp_constant(dag, 0, Mvt::F64)?;
    let t = dag.value(Isd::Select, Mvt::F64, &[is_small, zero, t], src)?;
    let signed = dag.value(Isd::FCopySign, Mvt::F64, &[t, x], src)?;
    let big = fp_constant(dag, 4_503_599_627_370_496f64.to_bits(), Mvt::F64)?;
    let is_big = dag.value(Isd::SetCC, Mvt::I1, &[abs, big, ogt], src)?;
    dag.value(Isd::Select, Mvt::F64, &[is_big, x, signed], src)
}

fn cond(dag: &mut SelectionDag, cc: CondCode) -> Result<SdValue, OverBudget> {
    Ok(SdValue::new(dag.get_node(Isd::CondCode, &[Mvt::Other], &[], Payload::Cond(cc), None)?, 0))
}

/// Expansions.
fn expand(dag: &mut SelectionDag, n: NodeId, op: Isd, vt: Mvt, caps: Caps) -> Result<Lowered, OverBudget> {
    let node = dag.node(n).clone();
    let src = node.source;
    let bits = vt.scalar().map_or(32, |s| s.bits());
    Ok(match op {
        // LLVM's ExpandNode for ATOMIC_CMP_SWAP_WITH_SUCCESS: the swap returns the old value,
        // and success is whether it equals the expected one. (i8/i16 cmpxchg needs the
        // masked 32-bit loop of AtomicExpand, an IR pass this pipeline does not have: declined,
        // so a positioned "cannot legalize" diagnostic.)
        Isd::AtomicCmpSwapWithSuccess if vt == Mvt::I32 || vt == Mvt::I64 => {
            let cas = dag.get_node(Isd::AtomicCmpSwap, &[vt, Mvt::Other], &node.ops, node.payload.clone(), src)?;
            let old = SdValue::new(cas, 0);
            let eq = cond(dag, CondCode::Eq)?;
            let ok = dag.value(Isd::SetCC, Mvt::I1, &[old, node.ops[2], eq], src)?;
            Lowered::Replace(vec![old, ok, SdValue::new(cas, 1)], "ATOMIC_CMP_SWAP + setcc eq")
        }
        // Seed 4.23: no atom.sub; add the negation.
        // With-overflow arithmetic (LLVM's expandUADDSUBO / expandSADDSUBO / expandMULO).
        Isd::UAddO | Isd::USubO | Isd::SAddO | Isd::SSubO | Isd::UMulO | Isd::SMulO if !vt.is_vector() => {
            let (a, b) = (node.ops[0], node.ops[1]);
            let zero = dag.constant(0, vt)?;
            let (v, o) = match op {
                Isd::UAddO => {
                    let s = dag.value(Isd::Add, vt, &[a, b], src)?;
                    let ult = cond(dag, CondCode::Ult)?;
                    (s, dag.value(Isd::SetCC, Mvt::I1, &[s, a, ult], src)?)
                }
                Isd::USubO => {
                    let d = dag.value(Isd::Sub, vt, &[a, b], src)?;
                    let ult = cond(dag, CondCode::Ult)?;
                    (d, dag.value(Isd::SetCC, Mvt::I1, &[a, b, ult], src)?)
                }
                Isd::SAddO | Isd::SSubO => {
                    let add = op == Isd::SAddO;
                    let r = dag.value(if add { Isd::Add } else { Isd::Sub }, vt, &[a, b], src)?;
                    // add: the result's sign differs from both operands'; sub: the operands'
                    // signs differ and the result's differs from a's.
                    let x1 = dag.value(Isd::Xor, vt, &[r, a], src)?;
                    let x2 = if add { dag.value(Isd::Xor, vt, &[r, b], src)? } else { dag.value(Isd::Xor, vt, &[a, b], src)? };
                    let both = dag.value(Isd::And, vt, &[x1, x2], src)?;
                    let lt = cond(dag, CondCode::Lt)?;
                    (r, dag.value(Isd::SetCC, Mvt::I1, &[both, zero, lt], src)?)
                }
                _ => {
                    let lo = dag.value(Isd::Mul, vt, &[a, b], src)?;
                    let ne = cond(dag, CondCode::Ne)?;
                    if op == Isd::UMulO {
                        let hi = dag.value(Isd::MulHU, vt, &[a, b], src)?;
                        (lo, dag.value(Isd::SetCC, Mvt::I1, &[hi, zero, ne], src)?)
                    } else {
                        let hi = dag.value(Isd::MulHS, vt, &[a, b], src)?;
                        let k = dag.constant(i128::from(vt.bits() - 1), Mvt::I32)?;
                        let sign = dag.value(Isd::Sra, vt, &[lo, k], src)?;
                        (lo, dag.value(Isd::SetCC, Mvt::I1, &[hi, sign, ne], src)?)
                    }
                }
            };
            Lowered::Replace(vec![v, o], "the operation, and the overflow as a comparison")
        }
        Isd::AtomicLoadSub => {
            let zero = dag.constant(0, vt)?;
            let neg = dag.value(Isd::Sub, vt, &[zero, node.ops[2]], src)?;
            let a = dag.get_node(Isd::AtomicLoadAdd, &node.vts, &[node.ops[0], node.ops[1], neg], node.payload.clone(), src)?;
            Lowered::Replace(vec![SdValue::new(a, 0), SdValue::new(a, 1)], "neg + AtomicLoadAdd")
        }
        Isd::RotL | Isd::RotR if !vt.is_vector() => {
            let (x, c) = (node.ops[0], node.ops[1]);
            let funnel = if op == Isd::RotL { Isd::FShL } else { Isd::FShR };
            if op_action(funnel, vt, caps).0 == Action::Legal {
                let f = dag.value(funnel, vt, &[x, x, c], src)?;
                Lowered::Replace(vec![f], "funnel shift of x with itself")
            } else {
                let c = amount_i32(dag, c, src)?;
                let cvt = Mvt::I32;
                let (c1, c2) = if let Payload::Constant(k) = dag.node(c.node).payload {
                    let w = i128::from(bits);
                    (dag.constant(k.rem_euclid(w), cvt)?, dag.constant((-k).rem_euclid(w), cvt)?)
                } else {
                    let m = dag.constant(i128::from(bits - 1), cvt)?;
                    let zero = dag.constant(0, cvt)?;
                    let c1 = dag.value(Isd::And, cvt, &[c, m], src)?;
                    let negc = dag.value(Isd::Sub, cvt, &[zero, c], src)?;
                    (c1, dag.value(Isd::And, cvt, &[negc, m], src)?)
                };
                let (first, second) = if op == Isd::RotL { (Isd::Shl, Isd::Srl) } else { (Isd::Srl, Isd::Shl) };
                let a = dag.value(first, vt, &[x, c1], src)?;
                let b = dag.value(second, vt, &[x, c2], src)?;
                Lowered::Replace(vec![dag.value(Isd::Or, vt, &[a, b], src)?], "shl + srl + or")
            }
        }
        // LLVM's expandFunnelShift without a select: fshl x, y, z = (x << (z % w)) |
        // ((y >> 1) >> (w - 1 - z % w)); fshr mirrors it.
        Isd::FShL | Isd::FShR if !vt.is_vector() => {
            let (x, y, z) = (node.ops[0], node.ops[1], node.ops[2]);
            let z = amount_i32(dag, z, src)?;
            // A constant amount folds: x << k | y >> (w - k) (or x/y itself when k is 0).
            if let Payload::Constant(k) = dag.node(z.node).payload {
                let w = i128::from(bits);
                let k = if op == Isd::FShL { k.rem_euclid(w) } else { (w - k.rem_euclid(w)) % w };
                if k == 0 {
                    return Ok(Lowered::Replace(vec![if op == Isd::FShL { x } else { y }], "shift by 0"));
                }
                let (kl, kr) = (dag.constant(k, Mvt::I32)?, dag.constant(w - k, Mvt::I32)?);
                let a = dag.value(Isd::Shl, vt, &[x, kl], src)?;
                let b = dag.value(Isd::Srl, vt, &[y, kr], src)?;
                return Ok(Lowered::Replace(vec![dag.value(Isd::Or, vt, &[a, b], src)?], "shl + srl + or by constants"));
            }
            let zvt = Mvt::I32;
            let m = dag.constant(i128::from(bits - 1), zvt)?;
            let one = dag.constant(1, zvt)?;
            let amt = dag.value(Isd::And, zvt, &[z, m], src)?;
            let inv = dag.value(Isd::Sub, zvt, &[m, amt], src)?;
            let (a, b) = if op == Isd::FShL {
                let a = dag.value(Isd::Shl, vt, &[x, amt], src)?;
                let y1 = dag.value(Isd::Srl, vt, &[y, one], src)?;
                (a, dag.value(Isd::Srl, vt, &[y1, inv], src)?)
            } else {
                let x1 = dag.value(Isd::Shl, vt, &[x, one], src)?;
                let a = dag.value(Isd::Shl, vt, &[x1, inv], src)?;
                (a, dag.value(Isd::Srl, vt, &[y, amt], src)?)
            };
            Lowered::Replace(vec![dag.value(Isd::Or, vt, &[a, b], src)?], "shifts + or")
        }
        // LLVM's expandCTTZ with popc legal (llc -mcpu=sm_90: not, add -1, and, popc).
        Isd::CtTz if matches!(vt, Mvt::Scalar(Scalar::I16 | Scalar::I32 | Scalar::I64)) => {
            let x = node.ops[0];
            let ones = dag.constant(-1, vt)?;
            let one = dag.constant(1, vt)?;
            let not = dag.value(Isd::Xor, vt, &[x, ones], src)?;
            let dec = dag.value(Isd::Sub, vt, &[x, one], src)?;
            let low = dag.value(Isd::And, vt, &[not, dec], src)?;
            Lowered::Replace(vec![dag.value(Isd::CtPop, vt, &[low], src)?], "ctpop(~x & (x - 1))")
        }
        // LLVM's expandAddSubSat: unsigned through umin/umax; signed by the overflow test
        // (the sum is on the wrong side of x exactly when y has the other sign) selecting the
        // saturated value, INT_MIN ^ (sum >> (bits - 1)).
        Isd::UAddSat if !vt.is_vector() => {
            let ones = dag.constant(-1, vt)?;
            let not_y = dag.value(Isd::Xor, vt, &[node.ops[1], ones], src)?;
            let m = dag.value(Isd::UMin, vt, &[node.ops[0], not_y], src)?;
            Lowered::Replace(vec![dag.value(Isd::Add, vt, &[m, node.ops[1]], src)?], "umin(x, ~y) + y")
        }
        Isd::USubSat if !vt.is_vector() => {
            let m = dag.value(Isd::UMax, vt, &[node.ops[0], node.ops[1]], src)?;
            Lowered::Replace(vec![dag.value(Isd::Sub, vt, &[m, node.ops[1]], src)?], "umax(x, y) - y")
        }
        Isd::SAddSat | Isd::SSubSat if !vt.is_vector() => {
            let (x, y) = (node.ops[0], node.ops[1]);
            let add = op == Isd::SAddSat;
            let r = dag.value(if add { Isd::Add } else { Isd::Sub }, vt, &[x, y], src)?;
            let lt = cond(dag, CondCode::Lt)?;
            let wrapped = dag.value(Isd::SetCC, Mvt::I1, &[r, x, lt], src)?;
            let zero = dag.constant(0, vt)?;
            let y_cc = cond(dag, if add { CondCode::Lt } else { CondCode::Gt })?;
            let y_side = dag.value(Isd::SetCC, Mvt::I1, &[y, zero, y_cc], src)?;
            let overflow = dag.value(Isd::Xor, Mvt::I1, &[y_side, wrapped], src)?;
            let k = dag.constant(i128::from(bits - 1), Mvt::I32)?;
            let sign = dag.value(Isd::Sra, vt, &[r, k], src)?;
            let min = dag.constant(-(1i128 << (bits - 1)), vt)?;
            let sat = dag.value(Isd::Xor, vt, &[sign, min], src)?;
            Lowered::Replace(vec![dag.value(Isd::Select, vt, &[overflow, sat, r], src)?], "overflow test, select INT_MIN ^ (r >> bits-1)")
        }
        Isd::Abs if !vt.is_vector() => {
            let zero = dag.constant(0, vt)?;
            let neg = dag.value(Isd::Sub, vt, &[zero, node.ops[0]], src)?;
            Lowered::Replace(vec![dag.value(Isd::SMax, vt, &[node.ops[0], neg], src)?], "smax(x, 0 - x)")
        }
        Isd::SignExtendInReg if vt == Mvt::I1 || !vt.is_vector() => {
            let Payload::Type(from) = dag.node(node.ops[1].node).payload else { return Ok(Lowered::Decline) };
            let k = dag.constant(i128::from(bits - from.bits()), Mvt::I32)?;
            let s = dag.value(Isd::Shl, vt, &[node.ops[0], k], src)?;
            Lowered::Replace(vec![dag.value(Isd::Sra, vt, &[s, k], src)?], "shl + sra")
        }
        Isd::SMulLoHi | Isd::UMulLoHi => {
            let lo = dag.value(Isd::Mul, vt, &node.ops, src)?;
            let h = if op == Isd::SMulLoHi { Isd::MulHS } else { Isd::MulHU };
            let hi = dag.value(h, vt, &node.ops, src)?;
            Lowered::Replace(vec![lo, hi], "mul.lo + mul.hi")
        }
        // copysign of 16-bit floats: (x & 0x7fff) | (y & 0x8000) on the bits.
        Isd::FCopySign if vt == Mvt::F16 || vt == Mvt::BF16 => {
            let xi = dag.value(Isd::Bitcast, Mvt::I16, &[node.ops[0]], src)?;
            let yi = dag.value(Isd::Bitcast, Mvt::I16, &[node.ops[1]], src)?;
            let mag = dag.constant(0x7fff, Mvt::I16)?;
            let sign = dag.constant(-0x8000, Mvt::I16)?;
            let a = dag.value(Isd::And, Mvt::I16, &[xi, mag], src)?;
            let b = dag.value(Isd::And, Mvt::I16, &[yi, sign], src)?;
            let o = dag.value(Isd::Or, Mvt::I16, &[a, b], src)?;
            Lowered::Replace(vec![dag.value(Isd::Bitcast, vt, &[o], src)?], "magnitude bits | sign bit")
        }
        // copysign of packed 16-bit floats, both lanes at once on the b32 (LegalizeDAG's
        // ExpandFCOPYSIGN on the same-sized integer): (x & 0x7fff7fff) | (y & 0x80008000).
        Isd::FCopySign if (vt == Mvt::Vector(Scalar::F16, 2) || vt == Mvt::Vector(Scalar::BF16, 2)) && dag.vt(node.ops[1]) == vt => {
            let xi = dag.value(Isd::Bitcast, Mvt::I32, &[node.ops[0]], src)?;
            let yi = dag.value(Isd::Bitcast, Mvt::I32, &[node.ops[1]], src)?;
            let mag = dag.constant(0x7fff_7fff, Mvt::I32)?;
            let sign = dag.constant(i128::from(0x8000_8000u32 as i32), Mvt::I32)?;
            let a = dag.value(Isd::And, Mvt::I32, &[xi, mag], src)?;
            let b = dag.value(Isd::And, Mvt::I32, &[yi, sign], src)?;
            let o = dag.value(Isd::Or, Mvt::I32, &[a, b], src)?;
            Lowered::Replace(vec![dag.value(Isd::Bitcast, vt, &[o], src)?], "magnitude bits | sign bits of both lanes on the b32")
        }
        // Flip the sign bit through an integer of the same width.
        Isd::FNeg if !vt.is_vector() => {
            let ivt = Mvt::Scalar(Scalar::int(bits).unwrap_or(Scalar::I32));
            let i = dag.value(Isd::Bitcast, ivt, &[node.ops[0]], src)?;
            let sign = dag.constant(1i128 << (bits - 1), ivt)?;
            let x = dag.value(Isd::Xor, ivt, &[i, sign], src)?;
            Lowered::Replace(vec![dag.value(Isd::Bitcast, vt, &[x], src)?], "xor of the sign bit")
        }
        // bf16 is the high half of an f32: extension is a shift (no cvt.f32.bf16 before sm_80).
        Isd::FpExtend if dag.vt(node.ops[0]) == Mvt::BF16 => {
            let i = dag.value(Isd::Bitcast, Mvt::I16, &[node.ops[0]], src)?;
            let w = dag.value(Isd::ZeroExtend, Mvt::I32, &[i], src)?;
            let sixteen = dag.constant(16, Mvt::I32)?;
            let h = dag.value(Isd::Shl, Mvt::I32, &[w, sixteen], src)?;
            let f = dag.value(Isd::Bitcast, Mvt::F32, &[h], src)?;
            let r = if vt == Mvt::F32 { f } else { dag.value(Isd::FpExtend, vt, &[f], src)? };
            Lowered::Replace(vec![r], "bits << 16")
        }
        // f32 -> bf16 rounding to nearest even by integer arithmetic (LLVM's expansion, checked
        // with llc -mcpu=sm_75).
        Isd::FpRound if vt == Mvt::BF16 && dag.vt(node.ops[0]) == Mvt::F32 => {
            let x = node.ops[0];
            let i = dag.value(Isd::Bitcast, Mvt::I32, &[x], src)?;
            let sixteen = dag.constant(16, Mvt::I32)?;
            let one = dag.constant(1, Mvt::I32)?;
            let h = dag.value(Isd::Srl, Mvt::I32, &[i, sixteen], src)?;
            let lsb = dag.value(Isd::And, Mvt::I32, &[h, one], src)?;
            let bias = dag.constant(0x7fff, Mvt::I32)?;
            let a = dag.value(Isd::Add, Mvt::I32, &[i, bias], src)?;
            let r = dag.value(Isd::Add, Mvt::I32, &[a, lsb], src)?;
            // A NaN keeps its payload, made quiet (as LLVM's expansion does).
            let quiet = dag.constant(0x40_0000, Mvt::I32)?;
            let nan = dag.value(Isd::Or, Mvt::I32, &[i, quiet], src)?;
            let uo = SdValue::new(dag.get_node(Isd::CondCode, &[Mvt::Other], &[], Payload::Cond(CondCode::Uo), None)?, 0);
            let is_nan = dag.value(Isd::SetCC, Mvt::I1, &[x, x, uo], src)?;
            let sel = dag.value(Isd::Select, Mvt::I32, &[is_nan, nan, r], src)?;
            let top = dag.value(Isd::Srl, Mvt::I32, &[sel, sixteen], src)?;
            let t = dag.value(Isd::Truncate, Mvt::I16, &[top], src)?;
            Lowered::Replace(vec![dag.value(Isd::Bitcast, Mvt::BF16, &[t], src)?], "round to nearest even on the bits")
        }
        // NaN-propagating min/max without min.NaN (before sm_80, and f64): LLVM's
        // expandFMINIMUM_FMAXIMUM, checked with llc -mcpu=sm_75. The IEEE min/max, then a NaN if
        // either operand is one, then -0.0 < +0.0 when the result is a zero.
        Isd::FMinimum | Isd::FMaximum if matches!(vt, Mvt::Scalar(Scalar::F16 | Scalar::BF16 | Scalar::F32 | Scalar::F64)) => {
            let (a, b) = (node.ops[0], node.ops[1]);
            let is_min = op == Isd::FMinimum;
            let flags = node.flags;
            let cond = |d: &mut SelectionDag, cc: CondCode| -> Result<SdValue, OverBudget> {
                Ok(SdValue::new(d.get_node(Isd::CondCode, &[Mvt::Other], &[], Payload::Cond(cc), None)?, 0))
            };
            let mm0 = dag.value(if is_min { Isd::FMinNum } else { Isd::FMaxNum }, vt, &[a, b], src)?;
            dag.set_flags(mm0.node, flags);
            let mut mm = mm0;
            let fp_const = |d: &SelectionDag, x: SdValue| match d.node(x.node).payload {
                Payload::ConstantFp(bits) if d.node(x.node).opcode == Opcode::Isd(Isd::ConstantFP) => Some(bits),
                _ => None,
            };
            // The type's integer twin, its quiet NaN, and its -0.0 (the sign bit alone).
            let (ivt, nan_bits, neg_zero) = match vt {
                Mvt::F64 => (Mvt::I64, 0x7ff8_0000_0000_0000u64, i128::from(i64::MIN)),
                Mvt::F16 => (Mvt::I16, 0x7e00, i128::from(i16::MIN)),
                Mvt::BF16 => (Mvt::I16, 0x7fc0, i128::from(i16::MIN)),
                _ => (Mvt::I32, 0x7fc0_0000, i128::from(i32::MIN)),
            };
            let is_nan_bits = |bits: u64| match vt {
                Mvt::F64 => f64::from_bits(bits).is_nan(),
                Mvt::F16 => bits & 0x7c00 == 0x7c00 && bits & 0x03ff != 0,
                Mvt::BF16 => bits & 0x7f80 == 0x7f80 && bits & 0x007f != 0,
                _ => f32::from_bits(bits as u32).is_nan(),
            };
            let never_nan = |d: &SelectionDag, x: SdValue| fp_const(d, x).is_some_and(|b| !is_nan_bits(b));
            if !flags.has(super::NodeFlags::NNAN) && (!never_nan(dag, a) || !never_nan(dag, b)) {
                let uo = cond(dag, CondCode::Uo)?;
                let either_nan = dag.value(Isd::SetCC, Mvt::I1, &[a, b, uo], src)?;
                let nan = fp_constant(dag, nan_bits, vt)?;
                mm = dag.value(Isd::Select, vt, &[either_nan, nan, mm], src)?;
            }
            let magnitude = match vt {
                Mvt::F64 => u64::MAX >> 1,
                Mvt::F16 | Mvt::BF16 => 0x7fff,
                _ => 0x7fff_ffff,
            };
            let never_zero = |d: &SelectionDag, x: SdValue| fp_const(d, x).is_some_and(|b| b & magnitude != 0);
            if !flags.has(super::NodeFlags::NSZ) && !never_zero(dag, a) && !never_zero(dag, b) {
                // is_fpclass(x, min ? -0.0 : +0.0) on the bits.
                let pattern = dag.constant(if is_min { neg_zero } else { 0 }, ivt)?;
                let eq = cond(dag, CondCode::Eq)?;
                let mut pick = mm;
                for x in [a, b] {
                    let i = dag.value(Isd::Bitcast, ivt, &[x], src)?;
                    let hit = dag.value(Isd::SetCC, Mvt::I1, &[i, pattern, eq], src)?;
                    pick = dag.value(Isd::Select, vt, &[hit, x, pick], src)?;
                }
                let zero = fp_constant(dag, 0, vt)?;
                let oeq = cond(dag, CondCode::Oeq)?;
                let is_zero = dag.value(Isd::SetCC, Mvt::I1, &[mm, zero, oeq], src)?;
                mm = dag.value(Isd::Select, vt, &[is_zero, pick, mm], src)?;
            }
            Lowered::Replace(vec![mm], if is_min { "fminnum, then NaN and -0.0 fixes" } else { "fmaxnum, then NaN and +0.0 fixes" })
        }
        Isd::InsertVectorElt | Isd::VectorShuffle => {
            let lanes = usize::from(vt.lanes());
            // 8-bit lanes live in 16-bit registers (i8 is not a legal type).
            let elt = match vt.scalar().unwrap_or(Scalar::I32) {
                Scalar::I8 => Mvt::I16,
                s => Mvt::Scalar(s),
            };
            let mut out = Vec::with_capacity(lanes);
            for i in 0..lanes {
                let lane = if op == Isd::InsertVectorElt {
                    match dag.node(node.ops[2].node).payload {
                        Payload::Constant(at) => {
                            if i as i128 == at { node.ops[1] } else { extract(dag, node.ops[0], i, elt, src)? }
                        }
                        // A variable lane: each lane is `idx == i ? value : old lane`.
                        _ => {
                            let idx = node.ops[2];
                            let k = dag.constant(i as i128, dag.vt(idx))?;
                            let eq = cond(dag, CondCode::Eq)?;
                            let here = dag.value(Isd::SetCC, Mvt::I1, &[idx, k, eq], src)?;
                            let old = extract(dag, node.ops[0], i, elt, src)?;
                            dag.value(Isd::Select, elt, &[here, node.ops[1], old], src)?
                        }
                    }
                } else {
                    let Payload::Target(mask) = &node.payload else { return Ok(Lowered::Decline) };
                    let m = mask.get(i).copied().unwrap_or(-1);
                    if m < 0 {
                        SdValue::new(dag.get_node(Isd::Undef, &[elt], &[], Payload::None, src)?, 0)
                    } else if (m as usize) < lanes {
                        extract(dag, node.ops[0], m as usize, elt, src)?
                    } else {
                        extract(dag, node.ops[1], m as usize - lanes, elt, src)?
                    }
                };
                out.push(lane);
            }
            Lowered::Replace(vec![dag.value(Isd::BuildVector, vt, &out, src)?], "extracts + BUILD_VECTOR")
        }
        // Packed-vector arithmetic the target lacks: lane by lane (8-bit lanes in 16-bit
        // registers, their high bits made defined where the operation reads them).
        _ if vt.is_vector() && node.vts.len() == 1 && node.vts[0] == vt && is_lanewise(op) => {
            let lanes = usize::from(vt.lanes());
            let s = vt.scalar().unwrap_or(Scalar::I32);
            let lane_vt = if s == Scalar::I8 { Mvt::I16 } else { Mvt::Scalar(s) };
            let mut out = Vec::with_capacity(lanes);
            for i in 0..lanes {
                let mut ops = Vec::new();
                for &o in &node.ops {
                    if !dag.vt(o).is_vector() {
                        ops.push(o);
                        continue;
                    }
                    // Each operand's own lane type (fcopysign's sign may differ from the magnitude).
                    let os = dag.vt(o).scalar().unwrap_or(s);
                    let o_lane = if os == Scalar::I8 { Mvt::I16 } else { Mvt::Scalar(os) };
                    ops.push(extract(dag, o, i, o_lane, src)?);
                }
                // An 8-bit lane in a 16-bit register: its high bits are undefined, so the
                // operations that read them (or count them) get the i8 meaning by hand.
                if s == Scalar::I8 && super::narrow::is_narrow_op(op) {
                    out.push(super::narrow::narrow_op(dag, op, &ops, 8, lane_vt, src)?);
                    continue;
                }
                let r = dag.get_node(op, &[lane_vt], &ops, node.payload.clone(), src)?;
                dag.set_flags(r, node.flags);
                out.push(SdValue::new(r, 0));
            }
            Lowered::Replace(vec![dag.value(Isd::BuildVector, vt, &out, src)?], "lane by lane + BUILD_VECTOR")
        }
        _ => Lowered::Decline,
    })
}

fn extract(dag: &mut SelectionDag, v: SdValue, i: usize, elt: Mvt, src: Option<Span>) -> Result<SdValue, OverBudget> {
    let idx = dag.constant(i as i128, Mvt::I64)?;
    dag.value(Isd::ExtractVectorElt, elt, &[v, idx], src)
}

fn is_lanewise(op: Isd) -> bool {
    use Isd::*;
    matches!(
        op,
        Add | Sub | Mul | SDiv | UDiv | SRem | URem | Shl | Sra | Srl | SMin | SMax | UMin | UMax | MulHS | MulHU | CtPop | CtLz | FAdd | FSub | FMul | Fma | FNeg | FAbs
            | FMinNum | FMaxNum | FMinimum | FMaximum | FSqrt | FDiv | FRem | FSin | FCos | FFloor | FCeil | FTrunc | FRint | FNearbyInt | FRound | FRoundEven | FExp2 | FLog2 | FExp | FExp10 | FLog | FLog10 | FPow
            | FCopySign | CtTz | BitReverse | BSwap | Abs | UAddSat | USubSat | SAddSat | SSubSat | FShL | FShR | FpExtend | FpRound
    )
}

/// `setcc i1 a, b, cc` as logic (the condition-code table says Expand for i1).
fn expand_setcc_i1(dag: &mut SelectionDag, n: NodeId, cc: CondCode) -> Result<Lowered, OverBudget> {
    let node = dag.node(n).clone();
    let src = node.source;
    let (a, b) = (node.ops[0], node.ops[1]);
    let t = Mvt::I1;
    let one = dag.constant(1, t)?;
    let not = |d: &mut SelectionDag, x: SdValue| d.value(Isd::Xor, t, &[x, one], src);
    // As i1 values, "true" is -1 when signed: a <s b holds for (true, false).
    let r = match cc {
        CondCode::Ne => dag.value(Isd::Xor, t, &[a, b], src)?,
        CondCode::Eq => {
            let x = dag.value(Isd::Xor, t, &[a, b], src)?;
            not(dag, x)?
        }
        CondCode::Ult | CondCode::Gt => {
            let na = not(dag, a)?;
            dag.value(Isd::And, t, &[na, b], src)?
        }
        CondCode::Ugt | CondCode::Lt => {
            let nb = not(dag, b)?;
            dag.value(Isd::And, t, &[a, nb], src)?
        }
        CondCode::Ule | CondCode::Ge => {
            let na = not(dag, a)?;
            dag.value(Isd::Or, t, &[na, b], src)?
        }
        CondCode::Uge | CondCode::Le => {
            let nb = not(dag, b)?;
            dag.value(Isd::Or, t, &[a, nb], src)?
        }
        _ => return Ok(Lowered::Decline),
    };
    Ok(Lowered::Replace(vec![r], "logic on predicates"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dag::legalize_types::tests::{legalize, SM90};

    /// Type- then operation-legalizes `src`; returns the first block's dump and the ops log.
    fn ops(src: &str, caps: Caps) -> Result<(String, Vec<RuleEvent>), LegalizeStop> {
        let (mut blocks, _, _) = legalize(src, caps)?;
        let mut log = Vec::new();
        for b in &mut blocks {
            legalize_ops(b, caps, 16, &mut log)?;
        }
        Ok((blocks[0].dump(), log))
    }

    fn kernel(body: &str, params: &str) -> String {
        format!("define ptx_kernel void @k(ptr addrspace(1) %p{params}) {{\n{body}  ret void\n}}\ndeclare i32 @llvm.abs.i32(i32, i1)\ndeclare i16 @llvm.bswap.i16(i16)\ndeclare i16 @llvm.ctpop.i16(i16)\ndeclare i32 @llvm.cttz.i32(i32, i1)\n")
    }

    fn fired(log: &[RuleEvent], rule: &str, what: &str) -> bool {
        log.iter().any(|e| e.rule == rule && e.note.contains(what))
    }

    #[test]
    fn expand_rewrites_what_ptx_lacks() {
        let src = kernel("  %a = call i32 @llvm.abs.i32(i32 %x, i1 false)\n  %t = call i32 @llvm.cttz.i32(i32 %a, i1 false)\n  %h = trunc i32 %t to i16\n  %b = call i16 @llvm.bswap.i16(i16 %h)\n  %z = zext i16 %b to i32\n  store i32 %z, ptr addrspace(1) %p, align 4\n", ", i32 %x");
        let (text, log) = ops(&src, SM90).unwrap();
        assert!(fired(&log, "legalize-ops.expand", "cttz i32 -> ctpop(~x & (x - 1))"), "{log:?}");
        assert!(fired(&log, "legalize-ops.custom", "bswap i16 -> any_extend to i32, prmt 0x7701, truncate"), "{log:?}");
        // abs.s32 is legal (LLVM 22 selects abs.s32, not smax).
        assert!(!text.contains("smax") && text.contains("abs") && text.contains("ctpop") && text.contains("PRMT") && !text.contains("bswap"), "{text}");
    }

    #[test]
    fn atomic_sub_is_an_add_of_the_negation() {
        let src = kernel("  %o = atomicrmw sub ptr addrspace(1) %p, i64 %v monotonic\n  store i64 %o, ptr addrspace(1) %p, align 8\n", ", i64 %v");
        let (text, log) = ops(&src, SM90).unwrap();
        assert!(fired(&log, "legalize-ops.expand", "AtomicLoadSub i64 -> neg + AtomicLoadAdd"), "{log:?}");
        assert!(text.contains("i64 = sub Constant:i64<0>") && text.contains("AtomicLoadAdd") && !text.contains("AtomicLoadSub"), "{text}");
    }

    #[test]
    fn promote_does_16_bit_work_on_a_wider_type() {
        let src = kernel("  %c = call i16 @llvm.ctpop.i16(i16 %h)\n  %z = zext i16 %c to i32\n  store i32 %z, ptr addrspace(1) %p, align 4\n", ", i16 %h");
        let (text, log) = ops(&src, SM90).unwrap();
        assert!(fired(&log, "legalize-ops.promote", "ctpop i16 -> on i32, truncate"), "{log:?}");
        assert!(text.contains("i32 = ctpop"), "{text}");
        let src = kernel("  %a = load half, ptr addrspace(1) %p, align 2\n  %s = call half @llvm.sqrt.f16(half %a)\n  store half %s, ptr addrspace(1) %p, align 2\n", "") + "declare half @llvm.sqrt.f16(half)\n";
        let (text, log) = ops(&src, SM90).unwrap();
        assert!(fired(&log, "legalize-ops.promote", "fsqrt f16"), "{log:?}");
        assert!(text.contains("f32 = fsqrt") && text.contains("f16 = fp_round"), "{text}");
    }

    #[test]
    fn a_declined_custom_lowering_falls_through_to_expand() {
        // fp_extend bf16 -> f32 is Custom below sm_90; before sm_80 the lowering declines and
        // the expansion (a shift of the bits) appears, logged as the expansion.
        let src = kernel("  %a = load bfloat, ptr addrspace(1) %p, align 2\n  %e = fpext bfloat %a to float\n  store float %e, ptr addrspace(1) %p, align 4\n", "");
        let (text, log) = ops(&src, Caps { sm: 75, ptx: 70 }).unwrap();
        assert!(fired(&log, "legalize-ops.expand", "fp_extend f32 -> bits << 16"), "{log:?}");
        assert!(text.contains("shl") && !text.contains("fp_extend"), "{text}");
        // sm_80 with PTX 7.0 has no cvt.f32.bf16 (it is PTX 7.1's): still the shift.
        let (text, log) = ops(&src, Caps { sm: 80, ptx: 70 }).unwrap();
        assert!(fired(&log, "legalize-ops.expand", "fp_extend f32 -> bits << 16"), "{log:?}");
        assert!(text.contains("shl") && !text.contains("fp_extend"), "{text}");
        // On sm_80 with PTX 7.1 the same node is selected as it is (cvt.f32.bf16).
        let (text, log) = ops(&src, Caps { sm: 80, ptx: 71 }).unwrap();
        assert!(fired(&log, "legalize-ops.custom", "fp_extend f32: selected as it is"), "{log:?}");
        assert!(text.contains("fp_extend"), "{text}");
    }

    #[test]
    fn predicates_select_and_compare_through_logic_and_i32() {
        let src = kernel("  %x = icmp slt i32 %a, %b\n  %y = icmp ult i32 %a, %b\n  %c = icmp ult i1 %x, %y\n  %s = select i1 %c, i1 %x, i1 %y\n  %z = zext i1 %s to i32\n  store i32 %z, ptr addrspace(1) %p, align 4\n", ", i32 %a, i32 %b");
        let (text, log) = ops(&src, SM90).unwrap();
        assert!(fired(&log, "legalize-ops.expand", "setcc i1 -> logic on predicates"), "{log:?}");
        assert!(fired(&log, "legalize-ops.custom", "select i1 -> select on i32, truncate"), "{log:?}");
        assert!(text.contains("i32 = select") && text.contains("i1 = truncate"), "{text}");
    }

    #[test]
    fn rotates_become_funnel_shifts_or_shifts() {
        let mut d = SelectionDag::new("f", "b", 1000);
        let x = SdValue::new(d.get_node(Isd::Register, &[Mvt::I32], &[], Payload::Register(0), None).unwrap(), 0);
        let h = SdValue::new(d.get_node(Isd::Register, &[Mvt::I16], &[], Payload::Register(1), None).unwrap(), 0);
        let c = d.constant(5, Mvt::I32).unwrap();
        let r32 = d.value(Isd::RotL, Mvt::I32, &[x, c], None).unwrap();
        let r16 = d.value(Isd::RotR, Mvt::I16, &[h, c], None).unwrap();
        let e = d.entry_chain();
        let t = d.get_node(Isd::TokenFactor, &[Mvt::Other], &[e], Payload::None, None).unwrap();
        let reg = SdValue::new(d.get_node(Isd::Register, &[Mvt::I32], &[], Payload::Register(9), None).unwrap(), 0);
        let a = d.get_node(Isd::CopyToReg, &[Mvt::Other], &[SdValue::new(t, 0), reg, r32], Payload::None, None).unwrap();
        let reg16 = SdValue::new(d.get_node(Isd::Register, &[Mvt::I16], &[], Payload::Register(8), None).unwrap(), 0);
        let b = d.get_node(Isd::CopyToReg, &[Mvt::Other], &[SdValue::new(a, 0), reg16, r16], Payload::None, None).unwrap();
        d.root = SdValue::new(b, 0);
        let mut log = Vec::new();
        legalize_ops(&mut d, SM90, 16, &mut log).unwrap();
        assert!(fired(&log, "legalize-ops.expand", "rotl i32 -> funnel shift of x with itself"), "{log:?}");
        assert!(fired(&log, "legalize-ops.expand", "rotr i16 -> shl + srl + or"), "{log:?}");
        let text = d.dump();
        assert!(text.contains("i32 = fshl") && text.contains("i16 = or") && !text.contains("rot"), "{text}");
    }

    #[test]
    fn funnel_shifts_of_two_values_expand_to_shifts_on_i16() {
        let src = kernel("  %r = call i16 @llvm.fshr.i16(i16 %a, i16 %b, i16 %c)\n  %z = zext i16 %r to i32\n  store i32 %z, ptr addrspace(1) %p, align 4\n", ", i16 %a, i16 %b, i16 %c") + "declare i16 @llvm.fshr.i16(i16, i16, i16)\n";
        let (text, log) = ops(&src, SM90).unwrap();
        assert!(fired(&log, "legalize-ops.expand", "fshr i16 -> shifts + or"), "{log:?}");
        assert!(!text.contains("fshr") && text.contains("i16 = shl") && text.contains("i16 = srl"), "{text}");
        // On i32 the same funnel shift is Legal (shf.r).
        let src32 = src.replace("i16", "i32").replace("  %z = zext i32 %r to i32\n", "").replace("store i32 %z", "store i32 %r");
        let (text, log) = ops(&src32, SM90).unwrap();
        assert!(text.contains("i32 = fshr") && !fired(&log, "legalize-ops.expand", "fshr"), "{log:?}");
    }

    #[test]
    fn vector_atomics_need_sm_90() {
        let src = kernel("  %o = atomicrmw fadd ptr addrspace(1) %p, <2 x half> %v monotonic\n  store <2 x half> %o, ptr addrspace(1) %p, align 4\n", ", <2 x half> %v");
        let Err(LegalizeStop::Cannot { message, span }) = ops(&src, Caps { sm: 80, ptx: 70 }) else { panic!("expected the vector atomics diagnostic") };
        assert_eq!(message, VECTOR_ATOMICS_NOT_SUPPORTED);
        assert_eq!(span.line, 2);
        assert!(ops(&src, SM90).is_ok());
    }

    #[test]
    fn legalizing_a_legal_dag_changes_nothing() {
        let src = kernel("  %a = load i8, ptr addrspace(1) %p, align 1\n  %b = add i8 %a, 1\n  store i8 %b, ptr addrspace(1) %p, align 1\n", "");
        let (mut blocks, _, _) = legalize(&src, SM90).unwrap();
        let mut log = Vec::new();
        assert!(legalize_ops(&mut blocks[0], SM90, 16, &mut log).unwrap() > 0, "the any-extending load becomes zero-extending");
        assert_eq!(legalize_ops(&mut blocks[0], SM90, 16, &mut Vec::new()).unwrap(), 0);
    }
}
