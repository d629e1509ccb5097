//! The SelectionDAG (seed 003): one DAG per basic block, nodes in an arena with typed ids.
//!
//! A node has an [`Opcode`], the value types of its results, operands (each an [`SdValue`]: a
//! node and a result number), and a [`Payload`] for what is not an operand (a constant's value,
//! a register, a memory operand). Results of type `ch` are chains, `glue` glue. Structurally
//! identical nodes are unified when created (CSE), so building `add a, b` twice yields one node.
//!
//! Node ids are stable for the life of a DAG: a deleted node keeps its slot (marked dead) and new
//! nodes get new ids, so snapshots taken after each phase can be diffed node by node.

pub mod aggr_copies;
mod ir_rewrite;
pub mod expand_divrem;
pub mod expand_variadics;
pub mod atomic_expand;
pub mod actions;
pub mod build;
pub mod combine;
pub mod layout;
pub mod legalize_ops;
pub mod legalize_types;
pub mod mvt;
mod narrow;
pub mod opcode;

use crate::diag::Span;
use crate::trace::{BlockDag, DagEdge, DagNode, EdgeKind};
pub use mvt::{Mvt, Scalar};
pub use opcode::{Isd, NvptxIsd, Opcode};
use std::collections::HashMap;
use std::fmt::{self, Write as _};

/// A node's id: its index in the DAG's arena, printed `t<id>` as in LLVM's dumps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NodeId(pub u32);

impl fmt::Display for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "t{}", self.0)
    }
}

/// One result of one node: the value an operand refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SdValue {
    /// The node.
    pub node: NodeId,
    /// Which of its results.
    pub res: u16,
}

impl SdValue {
    /// Result `res` of `node`.
    pub const fn new(node: NodeId, res: u16) -> Self {
        SdValue { node, res }
    }
}

/// A comparison (the `CondCode` leaf of `setcc`), named as LLVM's dumps name them. As in LLVM,
/// the `u*` codes mean "unsigned" on integers and "unordered or ..." on floats; the plain codes
/// (`seteq`, `setlt`) are signed on integers and "NaN does not matter" on floats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs)]
pub enum CondCode {
    Eq, Ne, Lt, Le, Gt, Ge,
    Ult, Ule, Ugt, Uge, Ueq, Une,
    Oeq, One, Olt, Ole, Ogt, Oge, O, Uo,
    /// Always false.
    False,
    /// Always true.
    True,
}

impl CondCode {
    /// The name as LLVM prints it.
    pub const fn name(self) -> &'static str {
        match self {
            CondCode::Eq => "seteq",
            CondCode::Ne => "setne",
            CondCode::Lt => "setlt",
            CondCode::Le => "setle",
            CondCode::Gt => "setgt",
            CondCode::Ge => "setge",
            CondCode::Ult => "setult",
            CondCode::Ule => "setule",
            CondCode::Ugt => "setugt",
            CondCode::Uge => "setuge",
            CondCode::Oeq => "setoeq",
            CondCode::One => "setone",
            CondCode::Olt => "setolt",
            CondCode::Ole => "setole",
            CondCode::Ogt => "setogt",
            CondCode::Oge => "setoge",
            CondCode::O => "seto",
            CondCode::Uo => "setuo",
            CondCode::Ueq => "setueq",
            CondCode::Une => "setune",
            CondCode::False => "setfalse",
            CondCode::True => "settrue",
        }
    }

    /// The condition that holds exactly when this one does not (LLVM's `getSetCCInverse`):
    /// on integers the less/greater/equal bits flip (`setlt` -> `setge`, `setult` -> `setuge`);
    /// on floats the ordered and unordered forms trade places too (`setolt` -> `setuge`).
    pub const fn inverse(self, float: bool) -> CondCode {
        use CondCode::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Lt => Ge,
            Ge => Lt,
            Le => Gt,
            Gt => Le,
            Ult if float => Oge,
            Uge if float => Olt,
            Ule if float => Ogt,
            Ugt if float => Ole,
            Ult => Uge,
            Uge => Ult,
            Ule => Ugt,
            Ugt => Ule,
            Oeq => Une,
            Une => Oeq,
            One => Ueq,
            Ueq => One,
            Olt => Uge,
            Oge => Ult,
            Ole => Ugt,
            Ogt => Ule,
            O => Uo,
            Uo => O,
            False => True,
            True => False,
        }
    }
}

/// How a load extends the value it reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ExtType {
    /// Not an extending load.
    NonExt,
    /// Any-extend (the high bits are undefined).
    Ext,
    /// Sign-extend.
    SExt,
    /// Zero-extend.
    ZExt,
}

/// The memory operand of a load, store or atomic.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct MemOperand {
    /// The type in memory.
    pub mem_vt: Mvt,
    /// Address space (0 generic, 1 global, 3 shared, 4 const, 5 local, 101 param).
    pub addr_space: u32,
    /// Alignment in bytes.
    pub align: u32,
    /// A volatile access.
    pub volatile: bool,
    /// Atomic ordering (`monotonic`, `acquire`, ...), if atomic.
    pub ordering: Option<&'static str>,
    /// Synchronisation scope (`block`, `cluster`, `device`, system when `None`).
    pub scope: Option<String>,
    /// Extension of a load (or truncation of a store, with `Ext`).
    pub ext: ExtType,
    /// The IR value it accesses, for the dump (`%ir.p`).
    pub ir_value: Option<String>,
    /// Invariant (read-only for the whole kernel): a candidate for `ld.global.nc`.
    pub invariant: bool,
}

/// What a node carries besides its operands.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Payload {
    /// Nothing.
    None,
    /// An integer constant (the low `bits` of the value, two's complement).
    Constant(i128),
    /// A floating-point constant as raw IEEE bits.
    ConstantFp(u64),
    /// A global's address plus a byte offset.
    Global(String, i64),
    /// An external symbol (a libcall, `vprintf`).
    Symbol(String),
    /// A virtual register number.
    Register(u32),
    /// A basic block, by its index in the function.
    Block(u32),
    /// A comparison.
    Cond(CondCode),
    /// A value type operand.
    Type(Mvt),
    /// A memory access.
    Mem(MemOperand),
    /// An intrinsic by its LLVM name.
    Intrinsic(String),
    /// A stack object (frame index).
    Frame(u32),
    /// Free-form data of target nodes: parameter index, byte offset, call-site id, ...
    Target(Vec<i64>),
}

/// Flags of arithmetic nodes (LLVM's `SDNodeFlags`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NodeFlags(pub u16);

impl NodeFlags {
    /// No unsigned wrap.
    pub const NUW: u16 = 1 << 0;
    /// No signed wrap.
    pub const NSW: u16 = 1 << 1;
    /// Exact division / shift.
    pub const EXACT: u16 = 1 << 2;
    /// Disjoint `or`.
    pub const DISJOINT: u16 = 1 << 3;
    /// Non-negative `zext`.
    pub const NNEG: u16 = 1 << 4;
    /// Fast-math: no NaNs.
    pub const NNAN: u16 = 1 << 5;
    /// No floating-point exceptions (`nofpexcept`): set on a constrained FP operation whose
    /// exception behaviour is `fpexcept.ignore`. Bit 0x40 is the one the FMA FTZ probe reads
    /// (seed 000, case 0x66: `flags & 0x40` authorizes FTZ), so it is not `ninf`'s bit here.
    pub const NO_FP_EXCEPT: u16 = 1 << 6;
    /// Fast-math: no infinities.
    pub const NINF: u16 = 1 << 12;
    /// Fast-math: no signed zeros.
    pub const NSZ: u16 = 1 << 7;
    /// Fast-math: reciprocal allowed.
    pub const ARCP: u16 = 1 << 8;
    /// Fast-math: contraction allowed.
    pub const CONTRACT: u16 = 1 << 9;
    /// Fast-math: approximate functions.
    pub const AFN: u16 = 1 << 10;
    /// Fast-math: reassociation allowed.
    pub const REASSOC: u16 = 1 << 11;

    const NAMES: [(u16, &'static str); 13] = [
        (Self::NUW, "nuw"),
        (Self::NSW, "nsw"),
        (Self::EXACT, "exact"),
        (Self::DISJOINT, "disjoint"),
        (Self::NNEG, "nneg"),
        (Self::NNAN, "nnan"),
        (Self::NINF, "ninf"),
        (Self::NSZ, "nsz"),
        (Self::ARCP, "arcp"),
        (Self::CONTRACT, "contract"),
        (Self::AFN, "afn"),
        (Self::REASSOC, "reassoc"),
        (Self::NO_FP_EXCEPT, "nofpexcept"),
    ];

    /// Whether all bits of `f` are set.
    pub const fn has(self, f: u16) -> bool {
        self.0 & f == f
    }

    /// The flag names, in LLVM's order.
    pub fn names(self) -> Vec<&'static str> {
        Self::NAMES.iter().filter(|(b, _)| self.0 & b != 0).map(|&(_, n)| n).collect()
    }
}

/// A SelectionDAG node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The opcode.
    pub opcode: Opcode,
    /// The types of its results.
    pub vts: Vec<Mvt>,
    /// Its operands.
    pub ops: Vec<SdValue>,
    /// What it carries besides operands.
    pub payload: Payload,
    /// Arithmetic flags.
    pub flags: NodeFlags,
    /// The IR instruction it was built from.
    pub source: Option<Span>,
    /// Deleted (its id stays reserved).
    pub dead: bool,
}

impl Node {
    /// The kind of edge an operand of type `vt` draws.
    fn edge_kind(vt: Mvt) -> EdgeKind {
        match vt {
            Mvt::Other => EdgeKind::Chain,
            Mvt::Glue => EdgeKind::Glue,
            _ => EdgeKind::Value,
        }
    }
}

/// The identity of a node for CSE: everything but its source position and flags.
type CseKey = (Opcode, Vec<Mvt>, Vec<SdValue>, Payload);

/// A SelectionDAG: the nodes of one basic block.
#[derive(Clone, Debug)]
pub struct SelectionDag {
    nodes: Vec<Node>,
    /// CSE map. A hash map is safe for determinism here: it is only looked up, never iterated
    /// into output.
    cse: HashMap<CseKey, NodeId>,
    /// Use lists: for each node, one entry per operand slot that refers to it (users may be dead;
    /// queries filter them). Kept up to date by every mutation this type offers; `node_mut` marks
    /// them stale and the next query rebuilds them.
    users: Vec<Vec<NodeId>>,
    users_stale: bool,
    /// The entry token (`EntryToken`, result 0 `ch`).
    pub entry: NodeId,
    /// The root: the chain the block ends with.
    pub root: SdValue,
    /// The function this block belongs to.
    pub function: String,
    /// The block's label.
    pub block: String,
    max_nodes: usize,
}

/// The DAG grew past its node budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverBudget {
    /// The budget that was exceeded.
    pub max_nodes: usize,
}

impl SelectionDag {
    /// An empty DAG holding only its entry token. `max_nodes` bounds its growth.
    pub fn new(function: &str, block: &str, max_nodes: usize) -> Self {
        let entry = Node {
            opcode: Opcode::Isd(Isd::EntryToken),
            vts: vec![Mvt::Other, Mvt::Glue],
            ops: Vec::new(),
            payload: Payload::None,
            flags: NodeFlags::default(),
            source: None,
            dead: false,
        };
        SelectionDag {
            nodes: vec![entry],
            cse: HashMap::new(),
            users: vec![Vec::new()],
            users_stale: false,
            entry: NodeId(0),
            root: SdValue::new(NodeId(0), 0),
            function: function.to_string(),
            block: block.to_string(),
            max_nodes,
        }
    }

    /// The entry chain.
    pub fn entry_chain(&self) -> SdValue {
        SdValue::new(self.entry, 0)
    }

    /// The node `id`.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.0 as usize]
    }

    /// The node `id`, mutably. Changing the CSE identity of a node through this (opcode, types,
    /// operands, payload) must be followed by nothing that relies on CSE finding it. The use
    /// lists are rebuilt before the next use query; prefer [`SelectionDag::set_flags`] and
    /// [`SelectionDag::set_operand`], which keep them current.
    pub fn node_mut(&mut self, id: NodeId) -> &mut Node {
        self.users_stale = true;
        &mut self.nodes[id.0 as usize]
    }

    /// Sets the arithmetic flags of node `id`.
    pub fn set_flags(&mut self, id: NodeId, flags: NodeFlags) {
        self.nodes[id.0 as usize].flags = flags;
    }

    /// Marks node `id` dead (its id stays reserved).
    pub fn kill(&mut self, id: NodeId) {
        self.nodes[id.0 as usize].dead = true;
    }

    /// Replaces operand `index` of node `user` with `v`, keeping the use lists current.
    pub fn set_operand(&mut self, user: NodeId, index: usize, v: SdValue) {
        self.refresh_users();
        let Some(old) = self.nodes[user.0 as usize].ops.get(index).copied() else { return };
        if let Some(pos) = self.users[old.node.0 as usize].iter().position(|&u| u == user) {
            self.users[old.node.0 as usize].swap_remove(pos);
        }
        self.users[v.node.0 as usize].push(user);
        self.nodes[user.0 as usize].ops[index] = v;
    }

    fn refresh_users(&mut self) {
        if !self.users_stale {
            return;
        }
        self.users = vec![Vec::new(); self.nodes.len()];
        for (i, n) in self.nodes.iter().enumerate() {
            for op in &n.ops {
                self.users[op.node.0 as usize].push(NodeId(i as u32));
            }
        }
        self.users_stale = false;
    }

    /// How many operand slots of live nodes use any result of `id`.
    pub fn use_count(&mut self, id: NodeId) -> usize {
        self.refresh_users();
        let nodes = &self.nodes;
        self.users[id.0 as usize].iter().filter(|u| !nodes[u.0 as usize].dead).count()
    }

    /// How many operand slots of live nodes use value `v` (one result of its node).
    pub fn value_use_count(&mut self, v: SdValue) -> usize {
        self.users_of(v.node).into_iter().map(|u| self.node(u).ops.iter().filter(|&&o| o == v).count()).sum()
    }

    /// The live nodes that use any result of `id`, each once, ascending.
    pub fn users_of(&mut self, id: NodeId) -> Vec<NodeId> {
        self.refresh_users();
        let nodes = &self.nodes;
        let mut v: Vec<NodeId> = self.users[id.0 as usize].iter().copied().filter(|u| !nodes[u.0 as usize].dead).collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// The type of value `v`.
    pub fn vt(&self, v: SdValue) -> Mvt {
        self.node(v.node).vts.get(usize::from(v.res)).copied().unwrap_or(Mvt::Other)
    }

    /// How many node ids have been handed out (live and dead).
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the DAG has only its entry token.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() <= 1
    }

    /// Ids of the live nodes, ascending.
    pub fn live(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.nodes.iter().enumerate().filter(|(_, n)| !n.dead).map(|(i, _)| NodeId(i as u32))
    }

    /// Creates a node, or returns the identical existing one (CSE). Nodes producing glue are never
    /// unified (each glue result ties exactly one pair of nodes).
    pub fn get_node(
        &mut self,
        opcode: impl Into<Opcode>,
        vts: &[Mvt],
        ops: &[SdValue],
        payload: Payload,
        source: Option<Span>,
    ) -> Result<NodeId, OverBudget> {
        let opcode = opcode.into();
        let key: CseKey = (opcode, vts.to_vec(), ops.to_vec(), payload);
        let cse_ok = !vts.contains(&Mvt::Glue);
        if cse_ok {
            if let Some(&id) = self.cse.get(&key) {
                if !self.node(id).dead {
                    return Ok(id);
                }
            }
        }
        if self.nodes.len() >= self.max_nodes {
            return Err(OverBudget { max_nodes: self.max_nodes });
        }
        let id = NodeId(self.nodes.len() as u32);
        let (opcode, vts, ops, payload) = key;
        if cse_ok {
            self.cse.insert((opcode, vts.clone(), ops.clone(), payload.clone()), id);
        }
        self.users.push(Vec::new());
        for op in &ops {
            if let Some(list) = self.users.get_mut(op.node.0 as usize) {
                list.push(id);
            }
        }
        self.nodes.push(Node { opcode, vts, ops, payload, flags: NodeFlags::default(), source, dead: false });
        Ok(id)
    }

    /// A one-result value node.
    pub fn value(&mut self, opcode: impl Into<Opcode>, vt: Mvt, ops: &[SdValue], source: Option<Span>) -> Result<SdValue, OverBudget> {
        Ok(SdValue::new(self.get_node(opcode, &[vt], ops, Payload::None, source)?, 0))
    }

    /// An integer constant of type `vt`.
    pub fn constant(&mut self, value: i128, vt: Mvt) -> Result<SdValue, OverBudget> {
        let bits = vt.scalar().map_or(64, |s| s.bits());
        let v = truncate_signed(value, bits);
        Ok(SdValue::new(self.get_node(Isd::Constant, &[vt], &[], Payload::Constant(v), None)?, 0))
    }

    /// A target constant (an immediate the selector must not materialise in a register).
    pub fn target_constant(&mut self, value: i128, vt: Mvt) -> Result<SdValue, OverBudget> {
        Ok(SdValue::new(self.get_node(Isd::TargetConstant, &[vt], &[], Payload::Constant(value), None)?, 0))
    }

    /// Every use of each node: `(user, operand index)`, for the live nodes (computed afresh; use
    /// [`SelectionDag::users_of`] or [`SelectionDag::use_count`] for one node).
    pub fn uses(&self) -> Vec<Vec<(NodeId, usize)>> {
        let mut uses = vec![Vec::new(); self.nodes.len()];
        for id in self.live() {
            for (i, op) in self.node(id).ops.iter().enumerate() {
                uses[op.node.0 as usize].push((id, i));
            }
        }
        uses
    }

    /// Replaces every use of `from` with `to` (LLVM's ReplaceAllUsesWith for one value). Users are
    /// re-entered in the CSE map under their new identity.
    pub fn replace_all_uses(&mut self, from: SdValue, to: SdValue) {
        if from == to {
            return;
        }
        self.refresh_users();
        let mut candidates = std::mem::take(&mut self.users[from.node.0 as usize]);
        candidates.sort_unstable();
        candidates.dedup();
        let mut keep = Vec::new();
        for user in candidates {
            let i = user.0 as usize;
            if self.nodes[i].dead || !self.nodes[i].ops.contains(&from) {
                // Still a user of another result of `from.node` (or dead): keep its entries.
                let n = self.nodes[i].ops.iter().filter(|o| o.node == from.node).count();
                keep.extend(std::iter::repeat_n(user, n));
                continue;
            }
            let n = &self.nodes[i];
            let old_key: CseKey = (n.opcode, n.vts.clone(), n.ops.clone(), n.payload.clone());
            if self.cse.get(&old_key) == Some(&NodeId(i as u32)) {
                self.cse.remove(&old_key);
            }
            for op in &mut self.nodes[i].ops {
                if *op == from {
                    *op = to;
                    self.users[to.node.0 as usize].push(user);
                } else if op.node == from.node {
                    keep.push(user);
                }
            }
            let n = &self.nodes[i];
            if !n.vts.contains(&Mvt::Glue) {
                self.cse.entry((n.opcode, n.vts.clone(), n.ops.clone(), n.payload.clone())).or_insert(NodeId(i as u32));
            }
        }
        self.users[from.node.0 as usize].extend(keep);
        if self.root == from {
            self.root = to;
        }
    }

    /// Marks every node that the root does not reach as dead; returns how many were removed.
    pub fn remove_dead_nodes(&mut self) -> usize {
        let mut reached = vec![false; self.nodes.len()];
        let mut stack = vec![self.root.node, self.entry];
        while let Some(id) = stack.pop() {
            let i = id.0 as usize;
            if reached[i] {
                continue;
            }
            reached[i] = true;
            stack.extend(self.nodes[i].ops.iter().map(|o| o.node));
        }
        let mut removed = 0;
        for (i, n) in self.nodes.iter_mut().enumerate() {
            if !reached[i] && !n.dead {
                n.dead = true;
                removed += 1;
            }
        }
        if removed > 0 {
            let nodes = &self.nodes;
            self.cse.retain(|_, id| !nodes[id.0 as usize].dead);
            for list in &mut self.users {
                list.retain(|u| !nodes[u.0 as usize].dead);
            }
        }
        removed
    }

    /// Live nodes in topological order: every node after its operands; among the nodes that are
    /// ready at the same time, the lowest id first (deterministic, and close to build order).
    ///
    /// Linear in the DAG (it runs several times per phase for the snapshots and dumps): the
    /// users are kept in one flat array indexed by offsets (no vector per node), and the ready
    /// set is a min-heap (each node enters it exactly once, so popping the smallest id gives
    /// the same order as a sorted set would).
    pub fn topological_order(&self) -> Vec<NodeId> {
        use std::cmp::Reverse;
        let n = self.nodes.len();
        let mut pending = vec![0u32; n];
        // start[k]..start[k + 1]: the slots in `users` of the live users of node k, one per
        // operand edge, in ascending user order (as `uses()` lists them).
        let mut start = vec![0u32; n + 1];
        for id in self.live() {
            for op in &self.node(id).ops {
                start[op.node.0 as usize + 1] += 1;
            }
        }
        for k in 0..n {
            start[k + 1] += start[k];
        }
        let mut fill = start.clone();
        let mut users = vec![NodeId(0); start[n] as usize];
        let mut ready = std::collections::BinaryHeap::new();
        for id in self.live() {
            let node = self.node(id);
            for op in &node.ops {
                let slot = &mut fill[op.node.0 as usize];
                users[*slot as usize] = id;
                *slot += 1;
            }
            let p = node.ops.iter().filter(|o| !self.node(o.node).dead).count() as u32;
            pending[id.0 as usize] = p;
            if p == 0 {
                ready.push(Reverse(id));
            }
        }
        let mut order = Vec::with_capacity(n);
        while let Some(Reverse(id)) = ready.pop() {
            order.push(id);
            let k = id.0 as usize;
            for &user in &users[start[k] as usize..start[k + 1] as usize] {
                let p = &mut pending[user.0 as usize];
                if *p > 0 {
                    *p -= 1;
                    if *p == 0 {
                        ready.push(Reverse(user));
                    }
                }
            }
        }
        order
    }

    /// The operand as a dump prints it: leaves inline (`Constant:i32<1>`), others as `tN` (with
    /// `:N` for results other than 0).
    fn operand_text(&self, v: SdValue) -> String {
        let n = self.node(v.node);
        if let Opcode::Isd(op) = n.opcode {
            if op.is_leaf() && op != Isd::EntryToken {
                return self.leaf_text(v.node);
            }
        }
        if v.res == 0 {
            format!("{}", v.node)
        } else {
            format!("{}:{}", v.node, v.res)
        }
    }

    fn leaf_text(&self, id: NodeId) -> String {
        let n = self.node(id);
        let vt = n.vts.first().copied().unwrap_or(Mvt::Other);
        match &n.payload {
            Payload::Constant(c) => format!("{}:{vt}<{c}>", n.opcode),
            Payload::ConstantFp(bits) => format!("{}:{vt}<{}>", n.opcode, fp_text(*bits, vt)),
            Payload::Global(g, 0) => format!("{}:{vt}<@{g}>", n.opcode),
            Payload::Global(g, off) => format!("{}:{vt}<@{g}> {off:+}", n.opcode),
            Payload::Symbol(s) => format!("{}:{vt}'{s}'", n.opcode),
            Payload::Register(r) => format!("Register:{vt} %{r}"),
            Payload::Block(b) => format!("BasicBlock:ch<bb.{b}>"),
            Payload::Cond(c) => c.name().to_string(),
            Payload::Type(t) => format!("ValueType:ch:{t}"),
            Payload::Frame(f) => format!("FrameIndex:{vt}<{f}>"),
            _ => format!("{}:{vt}", n.opcode),
        }
    }

    /// The payload of a non-leaf node as the dump prints it after the opcode (memory operands,
    /// intrinsic names, target data).
    fn payload_text(&self, id: NodeId) -> Option<String> {
        let n = self.node(id);
        match &n.payload {
            Payload::Mem(m) => {
                let mut s = String::from("<(");
                if m.volatile {
                    s.push_str("volatile ");
                }
                let kind = if matches!(n.opcode, Opcode::Isd(Isd::Store) | Opcode::Nvptx(NvptxIsd::StoreParam | NvptxIsd::StoreV2 | NvptxIsd::StoreV4 | NvptxIsd::StoreV8)) { "store" } else { "load" };
                let _ = write!(s, "{kind} ");
                if let Some(o) = m.ordering {
                    let _ = write!(s, "{o} ");
                }
                let _ = write!(s, "({}) ", m.mem_vt);
                let prep = if kind == "store" { "into" } else { "from" };
                match &m.ir_value {
                    Some(v) => {
                        let _ = write!(s, "{prep} %ir.{v}");
                    }
                    None => {
                        let _ = write!(s, "{prep} unknown");
                    }
                }
                if m.addr_space != 0 {
                    let _ = write!(s, ", addrspace {}", m.addr_space);
                }
                let _ = write!(s, ", align {})", m.align);
                match m.ext {
                    ExtType::SExt => s.push_str(", sext"),
                    ExtType::ZExt => s.push_str(", zext"),
                    ExtType::Ext if kind == "load" => s.push_str(", anyext"),
                    ExtType::Ext => s.push_str(", trunc"),
                    ExtType::NonExt => {}
                }
                s.push('>');
                Some(s)
            }
            Payload::Intrinsic(name) => Some(format!("<{name}>")),
            Payload::Target(v) => Some(format!("<{}>", v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "))),
            Payload::Cond(c) => Some(format!("<{}>", c.name())),
            Payload::Block(b) => Some(format!("<bb.{b}>")),
            Payload::Register(r) => Some(format!("<%{r}>")),
            _ => None,
        }
    }

    /// The DAG as LLVM's `-debug-only=isel` dumps print it:
    /// `t5: i32 = add nsw t3, Constant:i32<1>`.
    pub fn dump(&self) -> String {
        let order = self.topological_order();
        let mut out = String::new();
        let live = order.len();
        let _ = writeln!(out, "SelectionDAG has {live} nodes: {} / {}", self.function, self.block);
        for id in order {
            let n = self.node(id);
            // Leaves other than the entry token are printed where they are used.
            if self.is_inline_leaf(id) {
                continue;
            }
            let vts: Vec<String> = n.vts.iter().map(|v| v.to_string()).collect();
            let _ = write!(out, "  {id}: {} = {}", vts.join(","), n.opcode);
            for f in n.flags.names() {
                let _ = write!(out, " {f}");
            }
            if let Some(p) = self.payload_text(id) {
                out.push_str(&p);
            }
            let ops: Vec<String> = n.ops.iter().map(|&o| self.operand_text(o)).collect();
            if !ops.is_empty() {
                let _ = write!(out, " {}", ops.join(", "));
            }
            out.push('\n');
        }
        out
    }

    fn is_inline_leaf(&self, id: NodeId) -> bool {
        matches!(self.node(id).opcode, Opcode::Isd(op) if op.is_leaf() && op != Isd::EntryToken)
    }

    /// The DAG as the trace shows it: live nodes in topological order with their edges.
    pub fn snapshot(&self) -> BlockDag {
        let nodes = self
            .topological_order()
            .into_iter()
            .map(|id| {
                let n = self.node(id);
                let detail = match (&n.payload, n.opcode) {
                    (Payload::None, _) => None,
                    (_, Opcode::Isd(op)) if op.is_leaf() => Some(self.leaf_text(id)),
                    _ => self.payload_text(id),
                };
                DagNode {
                    id: id.0,
                    opcode: n.opcode.to_string(),
                    types: n.vts.iter().map(|v| v.to_string()).collect(),
                    operands: n
                        .ops
                        .iter()
                        .map(|o| DagEdge { node: o.node.0, result: u32::from(o.res), kind: Node::edge_kind(self.vt(*o)) })
                        .collect(),
                    detail,
                    flags: n.flags.names().into_iter().map(str::to_string).collect(),
                    source: n.source,
                }
            })
            .collect();
        BlockDag { function: self.function.clone(), block: self.block.clone(), nodes, root: self.root.node.0 }
    }
}

/// `value` truncated to `bits` and sign-extended back (the canonical form of a constant).
pub fn truncate_signed(value: i128, bits: u32) -> i128 {
    if bits == 0 || bits >= 128 {
        return value;
    }
    let shift = 128 - bits;
    (value << shift) >> shift
}

/// A float constant's bits as the dump prints it (decimal for f32/f64 where exact, hex otherwise).
fn fp_text(bits: u64, vt: Mvt) -> String {
    match vt {
        Mvt::Scalar(Scalar::F32) => format!("{:?}", f32::from_bits(bits as u32)),
        Mvt::Scalar(Scalar::F64) => format!("{:?}", f64::from_bits(bits)),
        _ => format!("0x{bits:X}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dag() -> SelectionDag {
        SelectionDag::new("f", "entry", 1000)
    }

    #[test]
    fn identical_nodes_are_unified() {
        let mut d = dag();
        let a = d.constant(1, Mvt::I32).unwrap();
        let b = d.constant(2, Mvt::I32).unwrap();
        let x = d.value(Isd::Add, Mvt::I32, &[a, b], None).unwrap();
        let y = d.value(Isd::Add, Mvt::I32, &[a, b], None).unwrap();
        assert_eq!(x, y);
        let z = d.value(Isd::Add, Mvt::I32, &[b, a], None).unwrap();
        assert_ne!(x, z);
        assert_eq!(d.constant(-1, Mvt::I8).unwrap(), d.constant(255, Mvt::I8).unwrap());
    }

    #[test]
    fn rauw_and_dead_nodes() {
        let mut d = dag();
        let a = d.constant(1, Mvt::I32).unwrap();
        let zero = d.constant(0, Mvt::I32).unwrap();
        let add = d.value(Isd::Add, Mvt::I32, &[a, zero], None).unwrap();
        let mul = d.value(Isd::Mul, Mvt::I32, &[add, add], None).unwrap();
        d.root = mul;
        d.replace_all_uses(add, a);
        assert_eq!(d.node(mul.node).ops, vec![a, a]);
        assert_eq!(d.remove_dead_nodes(), 2); // the add and the zero
        assert!(d.node(add.node).dead);
        // The rewritten user is found by CSE under its new identity.
        assert_eq!(d.value(Isd::Mul, Mvt::I32, &[a, a], None).unwrap(), mul);
    }

    #[test]
    fn topological_order_puts_operands_first() {
        let mut d = dag();
        let b = d.constant(2, Mvt::I32).unwrap();
        let a = d.constant(1, Mvt::I32).unwrap();
        let s = d.value(Isd::Sub, Mvt::I32, &[a, b], None).unwrap();
        let order = d.topological_order();
        let pos = |id: NodeId| order.iter().position(|&x| x == id).unwrap();
        assert!(pos(a.node) < pos(s.node) && pos(b.node) < pos(s.node));
        assert_eq!(order[0], d.entry);
    }

    #[test]
    fn use_lists_follow_every_mutation() {
        let mut d = dag();
        let a = d.constant(1, Mvt::I32).unwrap();
        let b = d.constant(2, Mvt::I32).unwrap();
        let s = d.value(Isd::Add, Mvt::I32, &[a, a], None).unwrap();
        assert_eq!(d.use_count(a.node), 2);
        assert_eq!(d.users_of(a.node), vec![s.node]);
        d.replace_all_uses(a, b);
        assert_eq!(d.use_count(a.node), 0);
        assert_eq!(d.use_count(b.node), 2);
        d.set_operand(s.node, 1, a);
        assert_eq!((d.use_count(a.node), d.use_count(b.node)), (1, 1));
        // A direct edit through node_mut is picked up by the next query.
        d.node_mut(s.node).ops[0] = a;
        assert_eq!((d.use_count(a.node), d.use_count(b.node)), (2, 0));
        d.kill(s.node);
        assert_eq!(d.use_count(a.node), 0);
    }

    #[test]
    fn budget_is_a_value_not_a_panic() {
        let mut d = SelectionDag::new("f", "b", 3);
        d.constant(1, Mvt::I32).unwrap();
        d.constant(2, Mvt::I32).unwrap();
        assert_eq!(d.constant(3, Mvt::I32), Err(OverBudget { max_nodes: 3 }));
    }

    #[test]
    fn dump_prints_leaves_inline() {
        let mut d = dag();
        let a = d.constant(7, Mvt::I32).unwrap();
        let r = SdValue::new(d.get_node(Isd::Register, &[Mvt::I32], &[], Payload::Register(3), None).unwrap(), 0);
        let add = d.value(Isd::Add, Mvt::I32, &[r, a], None).unwrap();
        d.node_mut(add.node).flags = NodeFlags(NodeFlags::NSW);
        d.root = add;
        let text = d.dump();
        assert!(text.contains(&format!("{}: i32 = add nsw Register:i32 %3, Constant:i32<7>", add.node)), "{text}");
        assert!(text.contains("t0: ch,glue = EntryToken"), "{text}");
        let snap = d.snapshot();
        let n = snap.nodes.iter().find(|n| n.id == add.node.0).unwrap();
        assert_eq!(n.flags, vec!["nsw"]);
        assert_eq!(n.operands.len(), 2);
    }
}
