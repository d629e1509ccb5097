//! Byte lanes of a `<4 x i8>` kept in one b32 register (LLVM 22's v4i8 handling on NVPTX): a
//! lane that must be zero- or sign-extended is read by one `prmt.b32 %r, %v, 0, sel` whose
//! selector fills the upper bytes with zeros (`0x7771`) or with the lane's sign (`0x9991`), as
//! NVPTX's LowerEXTRACT_VECTOR_ELT and its PRMT combine do; a comparison or a select of lanes
//! read that way runs on the 32-bit words (SimplifySetCC / DAGCombiner's truncate hoisting), so
//! no `cvt.u16.u32` / `and.b16` / `cvt.s16.s8` is left between the word and the `setp`.

use super::{const_of, isd, known_zero, OverBudget, Run};
use crate::dag::{Isd, Mvt, NodeId, NvptxIsd, Opcode, Payload, SdValue, SelectionDag};

/// Whether `w` is the 32-bit word of a `<4 x i8>` (a bitcast of one).
fn is_byte_word(dag: &SelectionDag, w: SdValue) -> bool {
    dag.vt(w) == Mvt::I32
        && isd(dag, w.node) == Some(Isd::Bitcast)
        && dag.vt(dag.node(w.node).ops[0]) == Mvt::Vector(crate::dag::Scalar::I8, 4)
}

/// `prmt.b32 w, 0, sel` as (w, sel), where the second operand is the constant 0.
fn prmt_against_zero(dag: &SelectionDag, v: SdValue) -> Option<(SdValue, i128)> {
    let node = dag.node(v.node);
    if node.opcode != Opcode::Nvptx(NvptxIsd::PRMT)
        || v.res != 0
        || node.ops.len() != 3
        || const_of(dag, node.ops[1]) != Some(0)
    {
        return None;
    }
    Some((node.ops[0], const_of(dag, node.ops[2])?))
}

/// The byte lane `k` a value reads from a `<4 x i8>` word: `w` itself is lane 0 (its low
/// byte), `prmt w, 0, 0x777k` lane k zero-extended.
fn byte_lane(dag: &SelectionDag, v: SdValue) -> Option<(SdValue, i128)> {
    if is_byte_word(dag, v) {
        return Some((v, 0));
    }
    let (w, sel) = prmt_against_zero(dag, v)?;
    (sel & !3 == 0x7770).then_some((w, sel & 3))
}

/// The selector that reads byte `k` and fills the other three bytes with its sign bit.
fn sign_selector(k: i128) -> i128 {
    (8 | k) * 0x1110 + k
}

/// The number of low bits `v` is the sign extension of (32 for a plain i32), where known.
fn sign_extended_from(dag: &SelectionDag, v: SdValue, depth: u32) -> Option<u32> {
    if depth > 8 {
        return None;
    }
    let node = dag.node(v.node);
    if let Some((_, sel)) = prmt_against_zero(dag, v) {
        let k = sel & 0xf;
        return (k < 4 && sel == sign_selector(k)).then_some(8);
    }
    match isd(dag, v.node)? {
        Isd::SignExtendInReg => match dag.node(node.ops[1].node).payload {
            Payload::Type(t) => Some(t.bits()),
            _ => None,
        },
        Isd::SignExtend => Some(dag.vt(node.ops[0]).bits()),
        Isd::Truncate => {
            sign_extended_from(dag, node.ops[0], depth + 1).filter(|&s| s <= dag.vt(v).bits())
        }
        _ => None,
    }
}

/// `and (truncate w), 255` with `w` the word of a `<4 x i8>`: lane 0 zero-extended is
/// `prmt w, 0, 0x7770` (truncated), the form the other lanes take, so comparisons of lanes run
/// on the 32-bit words.
pub(super) fn v4i8_lane_zext(
    dag: &mut SelectionDag,
    n: NodeId,
    _: Run,
) -> Result<Option<SdValue>, OverBudget> {
    let node = dag.node(n).clone();
    if isd(dag, n) != Some(Isd::And)
        || node.vts[0] != Mvt::I16
        || const_of(dag, node.ops[1]) != Some(255)
    {
        return Ok(None);
    }
    let t = node.ops[0];
    if isd(dag, t.node) != Some(Isd::Truncate) || !is_byte_word(dag, dag.node(t.node).ops[0]) {
        return Ok(None);
    }
    let w = dag.node(t.node).ops[0];
    let zero = dag.constant(0, Mvt::I32)?;
    let sel = dag.constant(0x7770, Mvt::I32)?;
    let p = dag.value(NvptxIsd::PRMT, Mvt::I32, &[w, zero, sel], node.source)?;
    Ok(Some(dag.value(
        Isd::Truncate,
        Mvt::I16,
        &[p],
        node.source,
    )?))
}

/// `sign_extend_inreg (truncate lane), i8` of a `<4 x i8>` lane -> the lane read with its sign
/// replicated: `prmt w, 0, 0x8880 | 0x9991 | 0xaaa2 | 0xbbb3` (NVPTX's PRMT sign selectors).
pub(super) fn v4i8_lane_sext(
    dag: &mut SelectionDag,
    n: NodeId,
    _: Run,
) -> Result<Option<SdValue>, OverBudget> {
    let node = dag.node(n).clone();
    if isd(dag, n) != Some(Isd::SignExtendInReg)
        || !matches!(dag.node(node.ops[1].node).payload, Payload::Type(Mvt::I8))
    {
        return Ok(None);
    }
    let vt = node.vts[0];
    let x = node.ops[0];
    let lane = if vt == Mvt::I32 {
        byte_lane(dag, x)
    } else if vt == Mvt::I16 && isd(dag, x.node) == Some(Isd::Truncate) {
        byte_lane(dag, dag.node(x.node).ops[0])
    } else {
        None
    };
    let Some((w, k)) = lane else { return Ok(None) };
    let zero = dag.constant(0, Mvt::I32)?;
    let sel = dag.constant(sign_selector(k), Mvt::I32)?;
    let p = dag.value(NvptxIsd::PRMT, Mvt::I32, &[w, zero, sel], node.source)?;
    Ok(Some(if vt == Mvt::I32 {
        p
    } else {
        dag.value(Isd::Truncate, vt, &[p], node.source)?
    }))
}

/// `and x, 2^k - 1` where the bits the mask clears are known zero in x -> x (SimplifyDemandedBits
/// with known bits: a lane `prmt` with selector 0x777k is already zero above its byte).
pub(super) fn and_of_known_zero(
    dag: &mut SelectionDag,
    n: NodeId,
    _: Run,
) -> Result<Option<SdValue>, OverBudget> {
    let node = dag.node(n);
    if isd(dag, n) != Some(Isd::And)
        || node.vts.len() != 1
        || !node.vts[0].is_integer()
        || node.vts[0].is_vector()
    {
        return Ok(None);
    }
    let (x, m) = (node.ops[0], node.ops[1]);
    let width = node.vts[0].bits();
    let Some(c) = const_of(dag, m) else {
        return Ok(None);
    };
    let c = (c as u128) & super::mask(width);
    // A low mask 2^k - 1 (k < width).
    if c == 0 || c & (c + 1) != 0 {
        return Ok(None);
    }
    let k = 128 - c.leading_zeros();
    if k >= width || !known_zero(dag, x, k, width - k, 0) {
        return Ok(None);
    }
    Ok(Some(x))
}

/// `setcc (truncate a), (truncate b), cc` where a and b are both zero above the truncated sign
/// bit or both sign-extended from at most the truncated width -> `setcc a, b, cc` on the wide
/// values (TargetLowering::SimplifySetCC's truncate narrowing, the other way round: a lane
/// compared as `setp.lt.u32` on the `prmt` words, no `cvt.u16.u32`).
pub(super) fn setcc_of_extended_truncates(
    dag: &mut SelectionDag,
    n: NodeId,
    _: Run,
) -> Result<Option<SdValue>, OverBudget> {
    let node = dag.node(n).clone();
    if isd(dag, n) != Some(Isd::SetCC) || node.ops.len() != 3 {
        return Ok(None);
    }
    let (a, b) = (node.ops[0], node.ops[1]);
    if isd(dag, a.node) != Some(Isd::Truncate) || isd(dag, b.node) != Some(Isd::Truncate) {
        return Ok(None);
    }
    let (x, y) = (dag.node(a.node).ops[0], dag.node(b.node).ops[0]);
    let wide = dag.vt(x);
    let t = dag.vt(a).bits();
    if wide != dag.vt(y) || wide != Mvt::I32 || !dag.vt(a).is_integer() || t < 2 {
        return Ok(None);
    }
    let zero_ext = |v| known_zero(dag, v, t - 1, 32 - (t - 1), 0);
    let sign_ext = |v| sign_extended_from(dag, v, 0).is_some_and(|s| s <= t);
    if !((zero_ext(x) && zero_ext(y)) || (sign_ext(x) && sign_ext(y))) {
        return Ok(None);
    }
    Ok(Some(SdValue::new(
        dag.get_node(
            Isd::SetCC,
            &node.vts,
            &[x, y, node.ops[2]],
            node.payload.clone(),
            node.source,
        )?,
        0,
    )))
}

/// `select c, (truncate a), (truncate b)` with a and b of one legal integer type, each a byte
/// lane of a `<4 x i8>` word -> `truncate (select c, a, b)` (DAGCombiner's truncate hoisting:
/// `selp.b32` on the words, LLVM 22's form for a select of v4i8 lanes).
pub(super) fn select_of_lane_truncates(
    dag: &mut SelectionDag,
    n: NodeId,
    _: Run,
) -> Result<Option<SdValue>, OverBudget> {
    let node = dag.node(n).clone();
    if isd(dag, n) != Some(Isd::Select) || node.ops.len() != 3 || node.vts.len() != 1 {
        return Ok(None);
    }
    let (a, b) = (node.ops[1], node.ops[2]);
    if isd(dag, a.node) != Some(Isd::Truncate) || isd(dag, b.node) != Some(Isd::Truncate) {
        return Ok(None);
    }
    let (x, y) = (dag.node(a.node).ops[0], dag.node(b.node).ops[0]);
    let lane = |v: SdValue| {
        byte_lane(dag, v).is_some()
            || prmt_against_zero(dag, v).is_some()
            || (isd(dag, v.node) == Some(Isd::Srl) && is_byte_word(dag, dag.node(v.node).ops[0]))
    };
    if dag.vt(x) != Mvt::I32 || dag.vt(y) != Mvt::I32 || !lane(x) || !lane(y) {
        return Ok(None);
    }
    let s = dag.value(Isd::Select, Mvt::I32, &[node.ops[0], x, y], node.source)?;
    Ok(Some(dag.value(
        Isd::Truncate,
        node.vts[0],
        &[s],
        node.source,
    )?))
}

/// `any_extend (truncate x)` back to x's type -> x; `any_extend (any/zero/sign_extend x)` ->
/// that extension of x; `any_extend (select c, K1, K2)` -> the select of the extended constants
/// (DAGCombiner's visitANY_EXTEND and its constant-select folding).
pub(super) fn any_extend_folds(
    dag: &mut SelectionDag,
    n: NodeId,
    _: Run,
) -> Result<Option<SdValue>, OverBudget> {
    let node = dag.node(n).clone();
    if isd(dag, n) != Some(Isd::AnyExtend) || node.vts.len() != 1 || node.vts[0].is_vector() {
        return Ok(None);
    }
    let vt = node.vts[0];
    let x = node.ops[0];
    match isd(dag, x.node) {
        Some(Isd::Truncate) => {
            let inner = dag.node(x.node).ops[0];
            Ok((dag.vt(inner) == vt).then_some(inner))
        }
        Some(e @ (Isd::AnyExtend | Isd::ZeroExtend | Isd::SignExtend)) => {
            let inner = dag.node(x.node).ops[0];
            Ok(Some(dag.value(e, vt, &[inner], node.source)?))
        }
        Some(Isd::Select) if x.res == 0 => {
            let sel = dag.node(x.node).clone();
            let (Some(k1), Some(k2)) = (const_of(dag, sel.ops[1]), const_of(dag, sel.ops[2]))
            else {
                return Ok(None);
            };
            let bits = dag.vt(x).bits();
            let z = |k: i128| k & ((1i128 << bits) - 1);
            let c1 = dag.constant(z(k1), vt)?;
            let c2 = dag.constant(z(k2), vt)?;
            Ok(Some(dag.value(
                Isd::Select,
                vt,
                &[sel.ops[0], c1, c2],
                node.source,
            )?))
        }
        _ => Ok(None),
    }
}

/// `vector_shuffle (BUILD_VECTOR ..), (BUILD_VECTOR .. | undef), mask` -> the BUILD_VECTOR of
/// the lanes the mask picks, before type legalization, each BUILD_VECTOR used only by this
/// shuffle (DAGCombiner's combineShuffleOfScalars: a splat of `insertelement poison, x, 0`
/// is `BUILD_VECTOR x, x, x, x`, two prmt.b32 for a v4i8).
pub(super) fn shuffle_of_build_vectors(
    dag: &mut SelectionDag,
    n: NodeId,
    run: Run,
) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::VectorShuffle) || run != Run::BeforeLegalize {
        return Ok(None);
    }
    let node = dag.node(n).clone();
    let Payload::Target(mask) = &node.payload else {
        return Ok(None);
    };
    let vt = node.vts[0];
    let Some(elt) = vt.scalar().map(Mvt::Scalar) else {
        return Ok(None);
    };
    let mut lanes_of: Vec<Option<Vec<SdValue>>> = Vec::with_capacity(2);
    for &v in &node.ops[..2] {
        lanes_of.push(match isd(dag, v.node) {
            Some(Isd::BuildVector) if dag.use_count(v.node) == 1 || node.ops[0] == node.ops[1] => {
                Some(dag.node(v.node).ops.clone())
            }
            Some(Isd::Undef | Isd::Poison) => None,
            _ => return Ok(None),
        });
    }
    let n_src = usize::from(dag.vt(node.ops[0]).lanes());
    let mut ops = Vec::with_capacity(mask.len());
    for &m in mask {
        let lane = if m < 0 {
            None
        } else {
            let m = m as usize;
            lanes_of
                .get(m / n_src.max(1))
                .cloned()
                .flatten()
                .and_then(|l| l.get(m % n_src.max(1)).copied())
        };
        ops.push(match lane {
            Some(l) if dag.vt(l) == elt => l,
            Some(_) => return Ok(None),
            None => SdValue::new(
                dag.get_node(Isd::Undef, &[elt], &[], Payload::None, node.source)?,
                0,
            ),
        });
    }
    if ops.len() != usize::from(vt.lanes()) {
        return Ok(None);
    }
    Ok(Some(dag.value(Isd::BuildVector, vt, &ops, node.source)?))
}

/// `add/sub (truncate (add/sub x, c1)), c2`, the truncate used only here -> `truncate (add x,
/// c1 +/- c2)` (the two constant steps a promoted count leaves, `ctlz i8` in i16 in i32:
/// `clz.b32` then one `add -24`, not `sub 16`, `cvt.u16.u32`, `sub 8`).
pub(super) fn constant_through_truncate(
    dag: &mut SelectionDag,
    n: NodeId,
    _: Run,
) -> Result<Option<SdValue>, OverBudget> {
    let node = dag.node(n).clone();
    let Some(op @ (Isd::Add | Isd::Sub)) = isd(dag, n) else {
        return Ok(None);
    };
    let (t, c2) = (node.ops[0], node.ops[1]);
    let Some(c2) = const_of(dag, c2) else {
        return Ok(None);
    };
    if isd(dag, t.node) != Some(Isd::Truncate) || dag.value_use_count(t) != 1 {
        return Ok(None);
    }
    let inner = dag.node(t.node).ops[0];
    let Some(iop @ (Isd::Add | Isd::Sub)) = isd(dag, inner.node) else {
        return Ok(None);
    };
    let Some(c1) = const_of(dag, dag.node(inner.node).ops[1]) else {
        return Ok(None);
    };
    if dag.value_use_count(inner) != 1 {
        return Ok(None);
    }
    let x = dag.node(inner.node).ops[0];
    let wide = dag.vt(x);
    let sum = (if iop == Isd::Add { c1 } else { -c1 }) + (if op == Isd::Add { c2 } else { -c2 });
    let c = dag.constant(sum, wide)?;
    let a = dag.value(Isd::Add, wide, &[x, c], node.source)?;
    Ok(Some(dag.value(
        Isd::Truncate,
        node.vts[0],
        &[a],
        node.source,
    )?))
}
