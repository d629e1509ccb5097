//! `switch` lowering (LLVM 22's SelectionDAGBuilder::visitSwitch with SwitchLowering's
//! findJumpTables): the cases are sorted by their signed value and adjacent values that go to
//! the same block are merged into clusters (sortAndRangeify). When there are at least
//! `min-jump-table-entries` (4) clusters and the cases fill at least `jump-table-density` (10%)
//! of the range they span, the switch becomes one jump table: the value less the lowest case,
//! a range check `setcc ugt idx, range - 1` branching to the default block (kept even when the
//! default block is `unreachable`: NVPTXLowerUnreachable has put an `exit` there, so the block is
//! no longer unreachable-only; left out only when the table covers every value of the type),
//! and `br_jt` on the index as a 32-bit value, which NVPTX
//! prints as a `.branchtargets` list and `brx.idx` (every hole in the range goes to the default
//! block). Any other switch stays the chain of compare-and-branch. The jump table is a
//! `dag-build.jump-table` event in the DAG build's log.

use super::{BlockBuilder, Built};
use crate::dag::{CondCode, Isd, Mvt, NodeFlags, Payload, SdValue};
use crate::diag::Span;
use crate::ir::module::BlockId;
use crate::trace::RuleEvent;

/// TargetLoweringBase's `min-jump-table-entries` default: the fewest clusters a jump table takes.
pub const MIN_JUMP_TABLE_ENTRIES: usize = 4;
/// TargetLoweringBase's `jump-table-density` default (percent), for code not optimized for size.
pub const JUMP_TABLE_DENSITY: i128 = 10;

/// A switch lowered to one jump table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct JumpTable {
    /// The lowest case value (signed).
    pub low: i128,
    /// One destination per value from `low` on; holes go to the default block.
    pub targets: Vec<BlockId>,
    /// The clusters of adjacent values with one destination.
    pub clusters: usize,
}

/// The jump table for a switch on a `bits`-wide value with `cases` (value as its bits, block)
/// and `default`, when LLVM 22 would build one (see the module comment); `None` otherwise.
pub(super) fn jump_table(cases: &[(i128, BlockId)], default: BlockId, bits: u32) -> Option<JumpTable> {
    if !(2..=64).contains(&bits) || cases.is_empty() {
        return None;
    }
    // The values as signed numbers of the switch's width (SwitchLowering sorts with slt).
    let shift = 128 - bits;
    let mut sorted: Vec<(i128, BlockId)> = cases.iter().map(|&(v, b)| ((v << shift) >> shift, b)).collect();
    sorted.sort_by_key(|c| c.0);
    sorted.dedup_by_key(|c| c.0);
    let clusters = 1 + sorted.windows(2).filter(|w| !(w[1].0 == w[0].0 + 1 && w[1].1 == w[0].1)).count();
    if clusters < MIN_JUMP_TABLE_ENTRIES {
        return None;
    }
    let (low, high) = (sorted[0].0, sorted[sorted.len() - 1].0);
    let range = high - low + 1;
    let cases_n = sorted.len() as i128;
    // isSuitableForJumpTable: dense enough (the table size itself is not limited by default).
    if cases_n * 100 < range * JUMP_TABLE_DENSITY || range > i128::from(u32::MAX) {
        return None;
    }
    let mut targets = vec![default; range as usize];
    for &(v, b) in &sorted {
        targets[(v - low) as usize] = b;
    }
    Some(JumpTable { low, targets, clusters })
}

impl BlockBuilder<'_, '_> {
    /// The jump-table form of a switch on `v` (visitJumpTableHeader + visitJumpTable, NVPTX's
    /// LowerBR_JT taking the index as `i32`): sub, range check to `default`, `br_jt`.
    pub(super) fn lower_jump_table(&mut self, v: SdValue, jt: &JumpTable, default: BlockId, span: Span) -> Built<()> {
        let vt = self.dag.vt(v);
        let mut chain = self.flush()?;
        let first = self.dag.len();
        let idx = if jt.low != 0 {
            let k = self.dag.constant(jt.low, vt)?;
            self.node1(Isd::Sub, vt, &[v, k], NodeFlags::default(), span)?
        } else {
            v
        };
        let range = jt.targets.len() as i128;
        // The range check is left out only when the table covers every value of the type.
        let covers_all = vt.bits() < 64 && range >= 1i128 << vt.bits();
        if !covers_all {
            let top = self.dag.constant(range - 1, vt)?;
            let cc = self.dag.get_node(Isd::CondCode, &[Mvt::Other], &[], Payload::Cond(CondCode::Ugt), None)?;
            let cmp = self.node1(Isd::SetCC, Mvt::I1, &[idx, top, SdValue::new(cc, 0)], NodeFlags::default(), span)?;
            let db = self.basic_block(default)?;
            let brc = self.dag.get_node(Isd::BrCond, &[Mvt::Other], &[chain, cmp, db], Payload::None, Some(span))?;
            chain = SdValue::new(brc, 0);
        }
        let idx32 = match vt.bits() {
            32 => idx,
            b if b > 32 => self.node1(Isd::Truncate, Mvt::I32, &[idx], NodeFlags::default(), span)?,
            _ => self.node1(Isd::ZeroExtend, Mvt::I32, &[idx], NodeFlags::default(), span)?,
        };
        let targets: Vec<i64> = jt.targets.iter().map(|b| i64::from(b.0)).collect();
        let br = self.dag.get_node(Isd::BrJT, &[Mvt::Other], &[chain, idx32], Payload::Target(targets), Some(span))?;
        self.root = SdValue::new(br, 0);
        let f = self.cx.f;
        self.cx.log.push((self.block.0, RuleEvent {
            rule: "dag-build.jump-table".into(),
            node: br.0,
            replaced_by: (first..self.dag.len()).map(|n| n as u32).collect(),
            note: format!(
                "switch in @{} -> jump table of {} entries from {} ({} clusters, {}), br_jt",
                f.name,
                jt.targets.len(),
                jt.low,
                jt.clusters,
                if covers_all { "no range check" } else { "range check to the default" }
            ),
        }));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(n: u32) -> BlockId {
        BlockId(n)
    }

    #[test]
    fn four_dense_clusters_make_a_table_three_do_not() {
        let four: Vec<(i128, BlockId)> = (0..4).map(|v| (v, b(v as u32 + 1))).collect();
        let jt = jump_table(&four, b(9), 32).expect("a jump table");
        assert_eq!(jt.low, 0);
        assert_eq!(jt.targets, vec![b(1), b(2), b(3), b(4)]);
        assert_eq!(jump_table(&four[..3], b(9), 32), None);
        // Adjacent values with one destination are one cluster.
        let merged = [(0, b(1)), (1, b(1)), (2, b(2)), (3, b(3))];
        assert_eq!(jump_table(&merged, b(9), 32), None);
    }

    #[test]
    fn density_and_holes() {
        // 4 cases over a range of 40: exactly 10%, a table whose holes go to the default.
        let sparse = [(10, b(1)), (20, b(2)), (30, b(3)), (49, b(4))];
        let jt = jump_table(&sparse, b(9), 32).expect("10% is dense enough");
        assert_eq!(jt.targets.len(), 40);
        assert_eq!(jt.targets[1], b(9));
        assert_eq!(jt.low, 10);
        let sparser = [(10, b(1)), (20, b(2)), (30, b(3)), (50, b(4))];
        assert_eq!(jump_table(&sparser, b(9), 32), None);
    }

    #[test]
    fn signed_order() {
        // -1 as an i8's bits sorts below 0.
        let cases = [(0xff, b(1)), (0, b(2)), (1, b(3)), (2, b(4))];
        let jt = jump_table(&cases, b(9), 8).expect("a table");
        assert_eq!(jt.low, -1);
        assert_eq!(jt.targets, vec![b(1), b(2), b(3), b(4)]);
    }
}
