//! Layered layout of a SelectionDAG for the DAG panel.
//!
//! Sugiyama-style, kept simple and deterministic: (1) each node's layer is one more than the
//! deepest of its operands, so operands sit above their users and the entry token on top; (2)
//! within a layer nodes start in id order and are reordered by a few barycenter sweeps (ties
//! broken by id, so the same DAG always lays out the same way and a node keeps roughly its place
//! when a phase changes a few nodes); (3) x positions come from the order, widths from the labels.

use nvisel::trace::{BlockDag, EdgeKind};
use std::collections::{BTreeMap, BTreeSet};

/// Horizontal gap between nodes, in SVG units.
pub const GAP_X: f64 = 24.0;
/// Distance between layers.
pub const LAYER_Y: f64 = 78.0;
/// Height of a node box.
pub const NODE_H: f64 = 40.0;
/// Width of one character of the label font.
pub const CHAR_W: f64 = 7.2;

/// A node placed on the canvas.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// The DAG node id.
    pub id: u32,
    /// Layer (0 = top).
    pub layer: usize,
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Box width.
    pub w: f64,
    /// First label line: `t12: add`.
    pub title: String,
    /// Second label line: the result types, and the detail if any.
    pub subtitle: String,
}

/// An edge from an operand's node (above) to its user (below).
#[derive(Clone, Debug, PartialEq)]
pub struct PlacedEdge {
    /// The operand's node.
    pub from: u32,
    /// The user.
    pub to: u32,
    /// Which operand of the user.
    pub operand: usize,
    /// Value, chain or glue.
    pub kind: EdgeKind,
    /// SVG path data.
    pub path: String,
}

/// A laid-out DAG.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Layout {
    /// Nodes.
    pub nodes: Vec<Placed>,
    /// Edges.
    pub edges: Vec<PlacedEdge>,
    /// Canvas width.
    pub width: f64,
    /// Canvas height.
    pub height: f64,
}

fn label(n: &nvisel::trace::DagNode) -> (String, String) {
    let title = format!("t{}: {}", n.id, n.opcode);
    let mut sub = n.types.join(",");
    if let Some(d) = &n.detail {
        sub.push(' ');
        sub.push_str(d);
    }
    (title, sub)
}

/// Lays out `dag` on its own.
pub fn layout(dag: &BlockDag) -> Layout {
    let (nodes, width, height) = place(dag);
    let edges = route(dag, &nodes);
    Layout { nodes, edges, width, height }
}

/// Lays out `dag` so that it shares one canvas with the other snapshots of the same block in
/// `history` (the block's DAG at every phase): the union of all of them is laid out once, and
/// each snapshot shows its own nodes at their places in the union. A node therefore keeps its
/// position in every phase where it survives, and stepping through the phases only adds and
/// removes boxes. `ghosts` lists the nodes of the union that are not in `dag`, placed, for the
/// diff view to draw where something was removed.
pub fn layout_in_history(dag: &BlockDag, history: &[&BlockDag]) -> (Layout, Vec<Placed>) {
    let union = union_dag(dag, history);
    let (all, width, height) = place(&union);
    let present: BTreeMap<u32, &nvisel::trace::DagNode> = dag.nodes.iter().map(|n| (n.id, n)).collect();
    let mut nodes = Vec::new();
    let mut ghosts = Vec::new();
    for p in all {
        match present.get(&p.id) {
            Some(n) => {
                // The label is this snapshot's (a node may have changed in place).
                let (title, subtitle) = label(n);
                nodes.push(Placed { title, subtitle, ..p });
            }
            None => ghosts.push(p),
        }
    }
    let edges = route(dag, &nodes);
    (Layout { nodes, edges, width, height }, ghosts)
}

/// The union of `dag` and `history` as one DAG in topological order: every node id that appears
/// in any of them (with its latest label, `dag`'s own where it has the node), with the union of
/// its operand edges over all of them.
fn union_dag(dag: &BlockDag, history: &[&BlockDag]) -> BlockDag {
    let mut nodes: BTreeMap<u32, nvisel::trace::DagNode> = BTreeMap::new();
    for d in history.iter().copied().chain(std::iter::once(dag)) {
        for n in &d.nodes {
            let entry = nodes.entry(n.id).or_insert_with(|| n.clone());
            let mut operands = std::mem::take(&mut entry.operands);
            *entry = nvisel::trace::DagNode { operands: Vec::new(), ..n.clone() };
            for e in &n.operands {
                if !operands.contains(e) {
                    operands.push(*e);
                }
            }
            entry.operands = operands;
        }
    }
    // Kahn's algorithm, smallest id first; should the union hold a cycle (an operand swapped
    // in one phase and back in another), its smallest remaining node is taken as it is and the
    // edges closing the cycle are dropped.
    let mut pending: BTreeMap<u32, usize> = BTreeMap::new();
    let mut users: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    for n in nodes.values() {
        let ops: BTreeSet<u32> = n.operands.iter().map(|e| e.node).filter(|o| nodes.contains_key(o) && *o != n.id).collect();
        pending.insert(n.id, ops.len());
        for o in ops {
            users.entry(o).or_default().push(n.id);
        }
    }
    let mut ready: BTreeSet<u32> = pending.iter().filter(|(_, c)| **c == 0).map(|(id, _)| *id).collect();
    let mut done: BTreeSet<u32> = BTreeSet::new();
    let mut order = Vec::with_capacity(nodes.len());
    while done.len() < nodes.len() {
        let next = match ready.pop_first() {
            Some(id) => id,
            None => match pending.keys().find(|id| !done.contains(id)) {
                Some(&id) => id,
                None => break,
            },
        };
        if !done.insert(next) {
            continue;
        }
        order.push(next);
        for u in users.get(&next).into_iter().flatten() {
            if let Some(c) = pending.get_mut(u) {
                *c = c.saturating_sub(1);
                if *c == 0 && !done.contains(u) {
                    ready.insert(*u);
                }
            }
        }
    }
    let mut placed_before: BTreeSet<u32> = BTreeSet::new();
    let mut out = Vec::with_capacity(order.len());
    for id in order {
        if let Some(mut n) = nodes.remove(&id) {
            n.operands.retain(|e| placed_before.contains(&e.node));
            placed_before.insert(id);
            out.push(n);
        }
    }
    BlockDag { function: dag.function.clone(), block: dag.block.clone(), nodes: out, root: dag.root }
}

/// Places the nodes of `dag` (in topological order): the boxes, and the canvas size.
fn place(dag: &BlockDag) -> (Vec<Placed>, f64, f64) {
    let index: BTreeMap<u32, usize> = dag.nodes.iter().enumerate().map(|(i, n)| (n.id, i)).collect();
    // (1) Layers. Nodes come in topological order, so one pass suffices.
    let mut layer = vec![0usize; dag.nodes.len()];
    for (i, n) in dag.nodes.iter().enumerate() {
        layer[i] = n.operands.iter().filter_map(|e| index.get(&e.node)).map(|&j| layer[j] + 1).max().unwrap_or(0);
    }
    // Leaves (constants, registers, blocks) are pulled down next to their first user, so they do
    // not all crowd the top row; the entry token stays on top.
    let mut users_of: Vec<Vec<usize>> = vec![Vec::new(); dag.nodes.len()];
    for (i, n) in dag.nodes.iter().enumerate() {
        for e in &n.operands {
            if let Some(&j) = index.get(&e.node) {
                users_of[j].push(i);
            }
        }
    }
    for (i, n) in dag.nodes.iter().enumerate() {
        if n.operands.is_empty() && n.opcode != "EntryToken" {
            if let Some(min_user) = users_of[i].iter().map(|&u| layer[u]).min() {
                layer[i] = min_user.saturating_sub(1);
            }
        }
    }
    let depth = layer.iter().copied().max().map_or(0, |m| m + 1);
    let mut rows: Vec<Vec<usize>> = vec![Vec::new(); depth];
    for (i, &l) in layer.iter().enumerate() {
        rows[l].push(i);
    }
    // (2) Barycenter sweeps: down (by operands' positions), then up (by users' positions).
    let users = users_of;
    let mut pos = vec![0.0f64; dag.nodes.len()];
    let set_pos = |rows: &Vec<Vec<usize>>, pos: &mut Vec<f64>| {
        for row in rows {
            for (k, &i) in row.iter().enumerate() {
                pos[i] = k as f64;
            }
        }
    };
    set_pos(&rows, &mut pos);
    for _ in 0..4 {
        for l in 1..depth {
            reorder(&mut rows[l], &pos, |i| dag.nodes[i].operands.iter().filter_map(|e| index.get(&e.node).copied()).collect(), dag);
            set_pos(&rows, &mut pos);
        }
        for l in (0..depth.saturating_sub(1)).rev() {
            reorder(&mut rows[l], &pos, |i| users[i].clone(), dag);
            set_pos(&rows, &mut pos);
        }
    }
    // (3) Coordinates: each row centred on the widest.
    let widths: Vec<f64> = dag.nodes.iter().map(|n| {
        let (t, s) = label(n);
        (t.chars().count().max(s.chars().count()) as f64 * CHAR_W + 16.0).max(60.0)
    }).collect();
    let row_width = |row: &Vec<usize>| row.iter().map(|&i| widths[i]).sum::<f64>() + GAP_X * row.len().saturating_sub(1) as f64;
    let width = rows.iter().map(row_width).fold(0.0, f64::max) + 2.0 * GAP_X;
    let mut placed: Vec<Option<Placed>> = vec![None; dag.nodes.len()];
    for (l, row) in rows.iter().enumerate() {
        let mut x = (width - row_width(row)) / 2.0;
        for &i in row {
            let (title, subtitle) = label(&dag.nodes[i]);
            placed[i] = Some(Placed { id: dag.nodes[i].id, layer: l, x, y: GAP_X + l as f64 * LAYER_Y, w: widths[i], title, subtitle });
            x += widths[i] + GAP_X;
        }
    }
    let nodes: Vec<Placed> = placed.into_iter().flatten().collect();
    let height = GAP_X * 2.0 + depth.saturating_sub(1) as f64 * LAYER_Y + NODE_H;
    (nodes, width, height)
}

/// The operand edges of `dag` between the boxes `nodes`.
fn route(dag: &BlockDag, nodes: &[Placed]) -> Vec<PlacedEdge> {
    let at: BTreeMap<u32, &Placed> = nodes.iter().map(|p| (p.id, p)).collect();
    let mut edges = Vec::new();
    for n in &dag.nodes {
        let Some(user) = at.get(&n.id) else { continue };
        let k = n.operands.len().max(1) as f64;
        for (oi, e) in n.operands.iter().enumerate() {
            let Some(src) = at.get(&e.node) else { continue };
            let (x1, y1) = (src.x + src.w / 2.0, src.y + NODE_H);
            // Operand ports are spread along the user's top edge, in operand order.
            let (x2, y2) = (user.x + user.w * (oi as f64 + 0.5) / k, user.y);
            let dy = (y2 - y1).abs().max(20.0) / 2.0;
            let path = format!("M{x1:.1},{y1:.1} C{x1:.1},{:.1} {x2:.1},{:.1} {x2:.1},{y2:.1}", y1 + dy, y2 - dy);
            edges.push(PlacedEdge { from: e.node, to: n.id, operand: oi, kind: e.kind, path });
        }
    }
    edges
}

/// How a node of a snapshot compares with the previous snapshot of its block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeChange {
    /// Not in the previous snapshot.
    Added,
    /// In both, with a different opcode, types, operands, payload or flags.
    Changed,
    /// In both, the same.
    Same,
}

/// The diff of a block's DAG against its previous snapshot: each node of `now` that is new or
/// changed, and the ids of the previous nodes that are gone.
pub fn diff(previous: Option<&BlockDag>, now: &BlockDag) -> (BTreeMap<u32, NodeChange>, BTreeSet<u32>) {
    let Some(previous) = previous else {
        return (now.nodes.iter().map(|n| (n.id, NodeChange::Same)).collect(), BTreeSet::new());
    };
    let before: BTreeMap<u32, &nvisel::trace::DagNode> = previous.nodes.iter().map(|n| (n.id, n)).collect();
    let changes = now
        .nodes
        .iter()
        .map(|n| {
            let c = match before.get(&n.id) {
                None => NodeChange::Added,
                Some(b) if b.opcode != n.opcode || b.types != n.types || b.operands != n.operands || b.detail != n.detail || b.flags != n.flags => NodeChange::Changed,
                Some(_) => NodeChange::Same,
            };
            (n.id, c)
        })
        .collect();
    let here: BTreeSet<u32> = now.nodes.iter().map(|n| n.id).collect();
    let removed = before.keys().filter(|id| !here.contains(id)).copied().collect();
    (changes, removed)
}

/// Sorts `row` by the mean position of each node's neighbours (keeping nodes with none where
/// they are), ties by node id.
fn reorder(row: &mut [usize], pos: &[f64], neighbours: impl Fn(usize) -> Vec<usize>, dag: &BlockDag) {
    let mut keyed: Vec<(f64, u32, usize)> = row
        .iter()
        .map(|&i| {
            let ns = neighbours(i);
            let bary = if ns.is_empty() { pos[i] } else { ns.iter().map(|&j| pos[j]).sum::<f64>() / ns.len() as f64 };
            (bary, dag.nodes[i].id, i)
        })
        .collect();
    keyed.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    for (slot, (_, _, i)) in row.iter_mut().zip(keyed) {
        *slot = i;
    }
}

/// Escapes the characters that are special in a Graphviz record label.
fn dot_record_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '{' | '}' | '<' | '>' | '|' | '"' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Graphviz `dot` text for `dag` (the DAG panel's export): values solid, chains dashed blue,
/// glue red.
pub fn to_dot(dag: &BlockDag) -> String {
    let mut out = format!("digraph \"{}:{}\" {{\n  rankdir=TB;\n  node [shape=record, fontname=monospace];\n", dag.function, dag.block);
    for n in &dag.nodes {
        let (t, s) = label(n);
        out.push_str(&format!("  t{} [label=\"{{{}|{}}}\"];\n", n.id, dot_record_escape(&t), dot_record_escape(&s)));
    }
    for n in &dag.nodes {
        for (i, e) in n.operands.iter().enumerate() {
            let style = match e.kind {
                EdgeKind::Value => "",
                EdgeKind::Chain => ", style=dashed, color=blue",
                EdgeKind::Glue => ", color=red",
            };
            out.push_str(&format!("  t{} -> t{} [label=\"{i}\"{style}];\n", e.node, n.id));
        }
    }
    out.push_str("}\n");
    out
}
