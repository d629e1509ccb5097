//! The opcode tables every phase works from, as plain rows for the explorer's "Tables" view and
//! `nvisel tables`: the rules are data, and a user can read them.

use crate::dag::{Isd, NvptxIsd, Opcode};
use serde::Serialize;

/// One table: a title, column names and rows of text.
#[derive(Clone, Debug, Serialize)]
pub struct Table {
    /// A short id (`nvptxisd`).
    pub id: &'static str,
    /// The title.
    pub title: &'static str,
    /// Where it comes from (the seed or tool it reproduces).
    pub source: &'static str,
    /// Column names.
    pub columns: Vec<&'static str>,
    /// Rows, one string per column.
    pub rows: Vec<Vec<String>>,
}

/// The NVPTXISD roster: the 60 named pseudo-opcodes of seed 000 and the upstream-only extras.
fn nvptxisd() -> Table {
    let mut rows: Vec<Vec<String>> = NvptxIsd::ROSTER
        .iter()
        .enumerate()
        .map(|(i, op)| vec![(i + 1).to_string(), Opcode::Nvptx(*op).to_string(), "seed 000 roster".to_string()])
        .collect();
    let extras = [NvptxIsd::Wrapper, NvptxIsd::StoreRetval, NvptxIsd::StoreRetvalV2, NvptxIsd::StoreRetvalV4, NvptxIsd::LoadRetParam, NvptxIsd::CallSeqBegin, NvptxIsd::PrintCall, NvptxIsd::PrintCallUni];
    rows.extend(extras.iter().map(|op| vec![String::new(), Opcode::Nvptx(*op).to_string(), "upstream LLVM only".to_string()]));
    Table {
        id: "nvptxisd",
        title: "NVPTXISD pseudo-opcodes",
        source: "seed 000 (SEED_CONTRACT 3.03), LLVM 22 NVPTXISelLowering",
        columns: vec!["#", "opcode", "origin"],
        rows,
    }
}

/// The target-independent ISD opcodes the DAG uses.
fn isd() -> Table {
    Table {
        id: "isd",
        title: "ISD opcodes",
        source: "LLVM SelectionDAG (seed 003)",
        columns: vec!["opcode", "commutative", "leaf"],
        rows: Isd::ALL
            .iter()
            .map(|op| vec![op.name().to_string(), yes(op.is_commutative()), yes(op.is_leaf())])
            .collect(),
    }
}

fn yes(b: bool) -> String {
    if b { "yes".into() } else { String::new() }
}

/// Every table, in the order the explorer lists them.
pub fn all() -> Vec<Table> {
    vec![nvptxisd(), isd()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_have_one_cell_per_column() {
        for t in all() {
            assert!(!t.rows.is_empty(), "{}", t.id);
            for r in &t.rows {
                assert_eq!(r.len(), t.columns.len(), "{}", t.id);
            }
        }
        let roster = nvptxisd();
        assert_eq!(roster.rows.iter().filter(|r| r[2] == "seed 000 roster").count(), 60);
        assert_eq!(roster.rows[0][1], "NVPTXISD::LoadParam");
    }
}
