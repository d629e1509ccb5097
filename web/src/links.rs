//! Cross-highlighting: one selection shared by every panel (an input line, a DAG node, a
//! machine instruction, a PTX line or a SASS instruction) and the counterparts it links to in
//! every other representation, resolved through the trace's provenance table
//! ([`nvisel::trace::Provenance`]).
//!
//! From a source line everything made of that line is linked. From anything else the links
//! follow the chain in both directions — a DAG node to the machine instructions selected from
//! it, their PTX lines and the SASS instructions made of those; a SASS instruction back to its
//! PTX line, the machine instruction printed there, the DAG nodes it was selected from and the
//! input line — so a click shows exactly what one thing became and came from.

use nvisel::trace::Provenance;
use std::collections::BTreeSet;

/// What the user selected. Ids are those of the compilation shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selection {
    /// A line of the input (1-based).
    Source(u32),
    /// A DAG node: its block (index in the DAG snapshots) and id.
    DagNode {
        /// The block index.
        block: u32,
        /// The node id.
        node: u32,
    },
    /// A machine instruction by id.
    MachineInst(u32),
    /// A line of the PTX output (1-based).
    PtxLine(u32),
    /// A SASS instruction: function and index in the encoder's snapshot.
    SassInst {
        /// The function index.
        function: u32,
        /// The instruction index.
        index: u32,
    },
}

/// Everything one selection links to, per representation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Linked {
    /// Input lines.
    pub source_lines: BTreeSet<u32>,
    /// DAG nodes as (block, node).
    pub dag_nodes: BTreeSet<(u32, u32)>,
    /// Machine instruction ids.
    pub machine_insts: BTreeSet<u32>,
    /// Lines of the PTX output.
    pub ptx_lines: BTreeSet<u32>,
    /// SASS instructions as (function, index).
    pub sass_insts: BTreeSet<(u32, u32)>,
}

impl Linked {
    /// Whether nothing is linked.
    pub fn is_empty(&self) -> bool {
        self.source_lines.is_empty() && self.dag_nodes.is_empty() && self.machine_insts.is_empty() && self.ptx_lines.is_empty() && self.sass_insts.is_empty()
    }

    /// Adds the machine instructions `ids`, with their DAG nodes, PTX lines and SASS
    /// instructions (and input lines when `with_source`).
    fn add_machine_insts(&mut self, p: &Provenance, ids: &BTreeSet<u32>, with_source: bool) {
        for m in p.machine_insts.iter().filter(|m| ids.contains(&m.id)) {
            self.machine_insts.insert(m.id);
            if let Some(b) = m.block {
                self.dag_nodes.extend(m.dag_nodes.iter().map(|&n| (b, n)));
            }
            if with_source {
                self.source_lines.extend(m.source.map(|s| s.line));
            }
        }
        let lines: BTreeSet<u32> = p.ptx_lines.iter().filter(|l| l.machine_inst.is_some_and(|i| ids.contains(&i))).map(|l| l.line).collect();
        self.add_ptx_lines(p, &lines);
    }

    /// Adds the PTX output lines `lines` and the SASS instructions made of them (also those
    /// Phase 1 folded them into).
    fn add_ptx_lines(&mut self, p: &Provenance, lines: &BTreeSet<u32>) {
        self.ptx_lines.extend(lines.iter().copied());
        self.sass_insts.extend(
            p.sass_insts
                .iter()
                .filter(|s| s.ptx_line.iter().chain(&s.folded_ptx_lines).any(|l| lines.contains(l)))
                .map(|s| (s.function, s.index)),
        );
    }
}

/// What `selection` links to in the compilation whose provenance is `p`.
pub fn resolve(p: &Provenance, selection: Selection) -> Linked {
    let mut out = Linked::default();
    match selection {
        Selection::Source(line) => {
            out.source_lines.insert(line);
            out.dag_nodes.extend(p.dag_nodes.iter().filter(|o| o.source.line == line).map(|o| (o.block, o.node)));
            out.machine_insts.extend(p.machine_insts.iter().filter(|m| m.source.is_some_and(|s| s.line == line)).map(|m| m.id));
            out.ptx_lines.extend(p.ptx_lines.iter().filter(|l| l.source.is_some_and(|s| s.line == line)).map(|l| l.line));
            out.sass_insts.extend(p.sass_insts.iter().filter(|s| s.source.is_some_and(|s| s.line == line)).map(|s| (s.function, s.index)));
            // An instruction Phase 1 fused from several statements belongs to each of their lines.
            let lines = out.ptx_lines.clone();
            out.sass_insts.extend(p.sass_insts.iter().filter(|s| s.folded_ptx_lines.iter().any(|l| lines.contains(l))).map(|s| (s.function, s.index)));
        }
        Selection::DagNode { block, node } => {
            out.dag_nodes.insert((block, node));
            out.source_lines.extend(p.dag_nodes.iter().filter(|o| o.block == block && o.node == node).map(|o| o.source.line));
            let ids: BTreeSet<u32> = p.machine_insts.iter().filter(|m| m.block == Some(block) && m.dag_nodes.contains(&node)).map(|m| m.id).collect();
            out.add_machine_insts(p, &ids, false);
        }
        Selection::MachineInst(id) => out.add_machine_insts(p, &BTreeSet::from([id]), true),
        Selection::PtxLine(line) => {
            let origin = p.ptx_lines.iter().find(|l| l.line == line);
            out.source_lines.extend(origin.and_then(|o| o.source).map(|s| s.line));
            match origin.and_then(|o| o.machine_inst) {
                Some(id) => out.add_machine_insts(p, &BTreeSet::from([id]), false),
                None => out.add_ptx_lines(p, &BTreeSet::from([line])),
            }
            out.ptx_lines.insert(line);
        }
        Selection::SassInst { function, index } => {
            out.sass_insts.insert((function, index));
            let Some(s) = p.sass_insts.iter().find(|s| s.function == function && s.index == index) else { return out };
            out.source_lines.extend(s.source.map(|s| s.line));
            // Its PTX line and the lines of the statements Phase 1 folded into it, each with the
            // machine instruction printed there, its DAG nodes and its input line.
            for &line in s.ptx_line.iter().chain(&s.folded_ptx_lines) {
                out.ptx_lines.insert(line);
                let origin = p.ptx_lines.iter().find(|l| l.line == line);
                out.source_lines.extend(origin.and_then(|o| o.source).map(|s| s.line));
                let inst = origin.and_then(|l| l.machine_inst);
                for m in p.machine_insts.iter().filter(|m| Some(m.id) == inst) {
                    out.machine_insts.insert(m.id);
                    if let Some(b) = m.block {
                        out.dag_nodes.extend(m.dag_nodes.iter().map(|&n| (b, n)));
                    }
                }
            }
        }
    }
    out
}

/// The PTX output line that prints the statement on line `parsed` of the text the ptxas side
/// parsed (what SASS snapshots count their `ptx_line` in).
pub fn output_line_of_parsed(p: &Provenance, parsed: u32) -> Option<u32> {
    p.ptx_lines.iter().find(|l| l.parsed_line == Some(parsed)).map(|l| l.line)
}

/// The SASS instruction printed on line `listing_line` of the listing (either of its two lines).
pub fn sass_at_listing_line(p: &Provenance, listing_line: u32) -> Option<(u32, u32)> {
    p.sass_insts.iter().find(|s| s.listing_line == listing_line || s.listing_line + 1 == listing_line).map(|s| (s.function, s.index))
}
