//! The generic form's operand layout of the nvgpu ops, as upstream MLIR (LLVM 22's `mlir-opt`)
//! prints and parses it, against the layout the rest of the front end reads.
//!
//! Internally every mbarrier op lists `(group, id, operands..., predicate?)` with
//! `operandSegmentSizes` `[1, 1, n, 1]` when it has a predicate, and the TMA load and store carry
//! an `l2_cache_hint` segment (seed 002's tileiras ops). Upstream's ODS orders the operands by
//! their declaration instead (`mbarrier.init(group, count, id, predicate?)`,
//! `mbarrier.test.wait(group, token, id)`, `mbarrier.try_wait.parity(group, phase, ticks, id)`,
//! ...) and its TMA ops have no hint segment (`tma.async.load`: 7 segments, `tma.async.store`:
//! 4). The generic parser maps upstream's layout in ([`from_generic`]) and the printer maps it
//! back out ([`to_generic`]), so a module prints generically exactly as `mlir-opt-22` would print
//! it, and reads what it prints.

use super::ast::{Attr, Op, Type, ValueId};

/// For the mbarrier ops whose upstream order differs: the number of operands before the optional
/// predicate, and `perm[j]` = the internal index of upstream operand `j`.
fn mbarrier_perm(name: &str) -> Option<(usize, &'static [usize])> {
    Some(match name {
        "nvgpu.mbarrier.init" | "nvgpu.mbarrier.arrive.expect_tx" => (3, &[0, 2, 1]),
        "nvgpu.mbarrier.test.wait" => (3, &[0, 2, 1]),
        "nvgpu.mbarrier.try_wait.parity" => (4, &[0, 2, 3, 1]),
        _ => return None,
    })
}

/// Ops whose internal segment list has an `l2_cache_hint` segment upstream lacks: (upstream
/// segment count, index of the hint segment).
fn hint_segment(name: &str) -> Option<(usize, usize)> {
    match name {
        "nvgpu.tma.async.load" => Some((7, 6)),
        "nvgpu.tma.async.store" => Some((4, 3)),
        _ => None,
    }
}

fn segments(op: &Op) -> Option<Vec<i128>> {
    match op.attrs.get("operandSegmentSizes") {
        Some(Attr::DenseArray(_, v)) => Some(v.clone()),
        _ => None,
    }
}

fn set_segments(op: &mut Op, v: Vec<i128>) {
    op.attrs.insert("operandSegmentSizes".into(), Attr::DenseArray(Type::Int(32), v));
}

/// An op read in the generic form, in upstream's layout, put in the internal one. Operand lists of
/// the wrong length are left as written (the verifier's shape check names them).
pub fn from_generic(op: &mut Op) {
    if let Some((base, perm)) = mbarrier_perm(&op.name) {
        let n = op.operands.len();
        if (n == base || n == base + 1) && !op.attrs.contains_key("operandSegmentSizes") {
            let mut internal = op.operands.clone();
            for (j, &i) in perm.iter().enumerate() {
                internal[i] = op.operands[j];
            }
            op.operands = internal;
            if n == base + 1 {
                set_segments(op, vec![1, 1, base as i128 - 2, 1]);
            }
        }
    } else if let Some((count, at)) = hint_segment(&op.name) {
        if let Some(mut s) = segments(op) {
            if s.len() == count {
                s.insert(at, 0);
                set_segments(op, s);
            }
        }
    }
}

/// The operands and attributes an op prints with in the generic form (upstream's layout).
pub fn to_generic(op: &Op) -> (Vec<ValueId>, Option<Vec<i128>>) {
    if let Some((base, perm)) = mbarrier_perm(&op.name) {
        let pred = segments(op).is_some_and(|s| s.len() == 4 && s[3] == 1);
        if op.operands.len() == base + pred as usize {
            let mut up: Vec<ValueId> = perm.iter().map(|&i| op.operands[i]).collect();
            if pred {
                up.push(op.operands[base]);
            }
            return (up, None);
        }
    }
    if let Some((count, at)) = hint_segment(&op.name) {
        if let Some(mut s) = segments(op) {
            if s.len() == count + 1 && s[at] == 0 {
                s.remove(at);
                return (op.operands.clone(), Some(s));
            }
        }
    }
    (op.operands.clone(), segments(op))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Span;

    fn op(name: &str, n: u32, segs: Option<Vec<i128>>) -> Op {
        let mut o = Op::new(name, Span::default());
        o.operands = (0..n).collect();
        if let Some(s) = segs {
            set_segments(&mut o, s);
        }
        o
    }

    #[test]
    fn generic_layouts_round_trip() {
        // mlir-opt-22: "nvgpu.mbarrier.try_wait.parity"(%group, %phase, %ticks, %id)
        let mut o = op("nvgpu.mbarrier.try_wait.parity", 4, None);
        from_generic(&mut o);
        assert_eq!(o.operands, vec![0, 3, 1, 2]);
        assert_eq!(to_generic(&o), (vec![0, 1, 2, 3], None));
        // "nvgpu.mbarrier.init"(%group, %count, %id, %predicate)
        let mut o = op("nvgpu.mbarrier.init", 4, None);
        from_generic(&mut o);
        assert_eq!(o.operands, vec![0, 2, 1, 3]);
        assert_eq!(segments(&o), Some(vec![1, 1, 1, 1]));
        assert_eq!(to_generic(&o), (vec![0, 1, 2, 3], None));
        // The TMA load's 7 upstream segments gain the hint segment and lose it again.
        let mut o = op("nvgpu.tma.async.load", 6, Some(vec![1, 1, 1, 2, 1, 0, 0]));
        from_generic(&mut o);
        assert_eq!(segments(&o), Some(vec![1, 1, 1, 2, 1, 0, 0, 0]));
        assert_eq!(to_generic(&o).1, Some(vec![1, 1, 1, 2, 1, 0, 0]));
    }
}
