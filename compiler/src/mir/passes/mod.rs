//! The machine passes after selection (seed 001 §6.A), in the seed's diagram order, each
//! recorded as one [`trace::MirPass`] with what it changed and what it logged.
//!
//! The pipeline is [`PIPELINE`]: FinalizeISel, NVPTXProxyRegErasure (ProxyReg -> COPY), the
//! pre-RA passes (early tail duplication, early MachineLICM, MachineCSE, MachineSink (off by
//! default), PeepholeOptimizer, NVPTXPeephole, param-opt, nvptx-trunc-opts, ldgxform, dead
//! machine instruction elimination, MachineCopyPropagation, redundant-move-elim), the register coalescer
//! that removes the PHI copies the selector emitted (PHI elimination happens in the selector:
//! every PHI is a copy at the end of each predecessor), the register-pressure analysis (MRPA),
//! NVPTXBlockRemat, nvptx-mem2reg, branch folding, and the late cvta.to.local cleanup, which
//! seed 001 names like the ProxyReg pass (contract C-25: both are shown, under two ids).
//! Every pass is gated by its knobs ([`knobs`]); at -O0 only the passes that are not
//! optimisations run (seed 6.02).
//!
//! The passes seed 001 lists that LLVM runs on IR before selection (alloca-hoisting,
//! generic-to-nvvm, nvptx-assign-valid-global-names) are in [`module`]; the `.pragma
//! "nounroll"` of a loop whose latch disables unrolling is printed by the AsmPrinter
//! ([`super::asm_printer`]), as LLVM's NVPTXAsmPrinter prints it.

mod basic;
mod cleanup;
mod cse;
pub mod knobs;
mod memory;
pub mod module;
mod peephole;
mod pressure;

pub use knobs::{Knobs, KNOBS};
pub use pressure::{mrpa, Mrpa};

use super::{instrs, MOperand, MachineFunction, MachineInst, VReg};
use crate::trace::{ChangeKind, MirChange, MirPass};
use std::collections::{BTreeMap, BTreeSet};

/// What a pass sees besides the function: the knobs, the optimisation level, where to log and
/// record changes, and the next free instruction id.
pub struct Ctx<'a> {
    /// The knobs in effect.
    pub knobs: &'a Knobs,
    /// The optimisation level.
    pub opt_level: u8,
    /// Changes made so far by this pass.
    pub changes: Vec<MirChange>,
    /// Lines logged by this pass.
    pub log: Vec<String>,
    /// The next unused instruction id.
    pub next_id: &'a mut u32,
}

impl Ctx<'_> {
    /// Records a change.
    pub fn note(&mut self, kind: ChangeKind, inst: u32, note: impl Into<String>) {
        self.changes.push(MirChange { kind, inst, note: note.into() });
    }

    /// A fresh instruction id.
    pub fn fresh_id(&mut self) -> u32 {
        let id = *self.next_id;
        *self.next_id += 1;
        id
    }
}

/// One pass: its seed name, its command-line id, whether it runs, and what it does.
struct Pass {
    name: &'static str,
    id: &'static str,
    /// Whether it runs under these knobs at this level.
    enabled: fn(&Knobs, u8) -> bool,
    run: fn(&mut MachineFunction, &mut Ctx<'_>),
}

fn always(_: &Knobs, _: u8) -> bool {
    true
}

fn optimising(_: &Knobs, o: u8) -> bool {
    o > 0
}

/// The passes in pipeline order (seed 001's diagram, contract 6.01 and C-29).
const PIPELINE: &[Pass] = &[
    Pass { name: "Finalize ISel and expand pseudo-instructions", id: "finalize-isel", enabled: always, run: basic::finalize_isel },
    Pass { name: "NVPTX optimize redundant cvta.to.local instruction", id: "nvptx-proxy-reg-erasure", enabled: always, run: basic::proxy_reg_erasure },
    Pass { name: "Early Tail Duplication", id: "early-tailduplication", enabled: |k, o| o > 0 && !k.flag("disable-early-taildup"), run: basic::early_tail_duplication },
    Pass { name: "Early Machine Loop Invariant Code Motion", id: "early-machinelicm", enabled: |k, o| o > 0 && k.flag("enable-mlicm") && !k.flag("disable-machine-licm"), run: cse::machine_licm },
    Pass { name: "Machine Common Subexpression Elimination", id: "machine-cse", enabled: |k, o| o > 0 && k.flag("enable-mcse") && !k.flag("disable-machine-cse"), run: cse::machine_cse },
    Pass { name: "Machine code sinking", id: "machine-sink", enabled: |k, o| o > 0 && k.flag("nvptx-enable-machine-sink") && !k.flag("disable-machine-sink"), run: cse::machine_sink },
    Pass { name: "Peephole Optimizations", id: "peephole-opt", enabled: |k, o| o > 0 && !k.flag("disable-peephole"), run: peephole::peephole_opt },
    Pass { name: "NVPTX Peephole", id: "nvptx-peephole", enabled: |k, o| o > 0 && k.flag("enable-nvvm-peephole"), run: peephole::nvptx_peephole },
    Pass { name: "Optimize NVPTX ld.param", id: "param-opt", enabled: optimising, run: cse::param_opt },
    Pass { name: "Optimize redundant ANDb16ri instrunctions", id: "nvptx-trunc-opts", enabled: optimising, run: peephole::trunc_opts },
    Pass { name: "Ldg Transformation", id: "ldgxform", enabled: optimising, run: memory::ldgxform },
    Pass { name: "Remove dead machine instructions", id: "dead-mi-elimination", enabled: |k, o| o > 0 && !k.flag("disable-machine-dce"), run: cleanup::dead_mi_elimination },
    Pass { name: "Machine Copy Propagation Pass", id: "machine-cp", enabled: |k, o| o > 0 && !k.flag("disable-copyprop"), run: cleanup::machine_copy_propagation },
    Pass { name: "Remove redundant moves", id: "redundant-move-elim", enabled: optimising, run: cleanup::redundant_move_elim },
    Pass { name: "Register Coalescer", id: "register-coalescer", enabled: |k, o| o > 0 && k.int("usedessa") != 0, run: cleanup::register_coalescer },
    Pass { name: "Register pressure analysis on Machine IRs", id: "machine-rpa", enabled: always, run: pressure::machine_rpa },
    Pass { name: "NVPTX Specific Block Remat", id: "nvptx-remat-block", enabled: |k, o| o > 0 && !k.flag("nv-disable-remat") && k.int("nv-remat-block") != 0, run: pressure::block_remat },
    Pass { name: "Mem2Reg on Machine Instructions to remove local stack objects", id: "nvptx-mem2reg", enabled: |k, o| o > 0 && !k.flag("nv-disable-mem2reg"), run: memory::nvptx_mem2reg },
    Pass { name: "Branch Folding", id: "branch-folder", enabled: |k, _| !k.flag("disable-branch-fold"), run: basic::branch_folding },
    Pass { name: "Branch Probability Basic Block Placement", id: "block-placement", enabled: |k, o| o > 0 && !k.flag("disable-block-placement"), run: basic::block_placement },
    Pass { name: "NVPTX optimize redundant cvta.to.local instruction", id: "cvta-local-cleanup", enabled: always, run: basic::cvta_local_cleanup },
];

/// The pipeline's pass ids and names, in order.
pub fn pipeline() -> Vec<(&'static str, &'static str)> {
    PIPELINE.iter().map(|p| (p.id, p.name)).collect()
}

/// Runs every machine pass over `functions` with the default knobs at -O3.
pub fn run(functions: &mut [MachineFunction]) -> Vec<MirPass> {
    run_with(functions, &Knobs::default(), 3)
}

/// Runs every enabled machine pass over `functions`, recording each.
///
/// The first entry is the selector's output (id `isel`, nothing changed), so every pass has a
/// previous state to be diffed against. A pass that is disabled by its knobs is not recorded.
pub fn run_with(functions: &mut [MachineFunction], knobs: &Knobs, opt_level: u8) -> Vec<MirPass> {
    let mut next_id = functions.iter().flat_map(|f| f.insts()).map(|i| i.id + 1).max().unwrap_or(0);
    let mut passes = vec![MirPass {
        name: "Instruction selection output".to_string(),
        id: "isel".to_string(),
        changed: false,
        functions: functions.iter().enumerate().map(|(i, f)| f.snapshot(i)).collect(),
        changes: Vec::new(),
        log: Vec::new(),
    }];
    for pass in PIPELINE {
        if !(pass.enabled)(knobs, opt_level) {
            continue;
        }
        let mut ctx = Ctx { knobs, opt_level, changes: Vec::new(), log: Vec::new(), next_id: &mut next_id };
        for f in functions.iter_mut() {
            (pass.run)(f, &mut ctx);
        }
        let changed = !ctx.changes.is_empty();
        passes.push(MirPass {
            name: pass.name.to_string(),
            id: pass.id.to_string(),
            changed,
            // Every pass carries its snapshot: the explorer diffs each against the one before.
            functions: functions.iter().enumerate().map(|(i, f)| f.snapshot(i)).collect(),
            changes: ctx.changes,
            log: ctx.log,
        });
    }
    passes
}

/// `--emit mir`: for every pass that ran, a header (`# After NAME (id)`), its changes and log
/// lines as `;` comments, and the functions after it when it changed them; then the final
/// functions.
pub fn print(passes: &[MirPass], functions: &[MachineFunction]) -> String {
    let mut s = String::new();
    for p in passes {
        let what = if p.id == "isel" { String::new() } else if p.changed { format!(": {} change(s)", p.changes.len()) } else { ": no change".to_string() };
        s.push_str(&format!("# After {} ({}){what}\n", p.name, p.id));
        for c in &p.changes {
            let kind = match c.kind {
                ChangeKind::Added => "added",
                ChangeKind::Removed => "removed",
                ChangeKind::Rewritten => "rewritten",
            };
            s.push_str(&format!(";   {kind} {}: {}\n", c.inst, c.note));
        }
        for l in &p.log {
            for line in l.lines() {
                s.push_str(&format!("; {line}\n"));
            }
        }
        for f in p.functions.iter().filter(|_| p.changed || p.id == "isel") {
            s.push_str(&format!("name: {}\n", f.name));
            for b in &f.blocks {
                s.push_str(&format!("{}:\n", b.name));
                for i in &b.insts {
                    s.push_str(&format!("  {}\n", i.text));
                }
            }
        }
    }
    s.push_str("# Final\n");
    for (i, f) in functions.iter().enumerate() {
        s.push_str(&f.print(i));
    }
    s
}

// ---- Shared helpers -------------------------------------------------------------------------

/// Every register `i` writes: its result and the extra defined lanes.
pub(crate) fn defs(i: &MachineInst) -> Vec<VReg> {
    i.def.into_iter().chain(i.ops.iter().filter_map(|o| if let MOperand::Def(r) = o { Some(*r) } else { None })).collect()
}

/// The PTX mnemonic of `i` (first word of its template).
pub(crate) fn mnemonic(i: &MachineInst) -> &'static str {
    instrs::find(i.opcode).map(|d| d.template).unwrap_or("").split_whitespace().next().unwrap_or("")
}

/// Special registers whose value changes while the thread runs.
/// The register is an operand (`SREG64 %clock64`) or, for an intrinsic-family record
/// (`SREG_CLOCK64`), part of the instruction's template (`mov.u64 $d, %clock64`).
fn volatile_sreg(i: &MachineInst) -> bool {
    let volatile = |s: &str| s.starts_with("%clock") || s.starts_with("%globaltimer") || s.starts_with("%pm") || s == "%lanemask";
    let in_template = instrs::find(i.opcode).is_some_and(|d| {
        d.template.split(|c: char| c == ',' || c.is_whitespace() || c == ';').any(volatile)
    });
    in_template || matches!(i.ops.first(), Some(MOperand::Sym(s)) if volatile(s))
}

/// An instruction with no effect but its one result: it may be deleted when the result is
/// unused, merged with an identical one, or moved (loads, atomics, warp collectives, calls,
/// branches and volatile special registers are not).
pub(crate) fn is_pure(i: &MachineInst) -> bool {
    if i.def.is_none() || i.volatile || i.opcode == "INLINEASM" || i.ops.iter().any(|o| matches!(o, MOperand::Def(_))) {
        return false;
    }
    let m = mnemonic(i);
    let m = m.trim_start_matches(['@', '!']);
    // Memory, synchronisation, warp-collective and asynchronous operations (by mnemonic prefix:
    // `ld` covers `ldu` and `ldmatrix`, `red` covers `redux`, `cp` covers `cp.async`).
    const IMPURE: &[&str] = &[
        "ld", "st", "atom", "red", "vote", "shfl", "call", "bar", "membar", "fence", "activemask", "match", "tex", "tld4", "suld", "sust", "suq",
        "txq", "mbarrier", "cp", "mma", "wmma", "wgmma", "tcgen05", "elect", "nanosleep", "pmevent", "trap", "exit", "prefetch", "discard",
        "griddepcontrol", "setmaxnreg", "multimem", "clusterlaunchcontrol", "{", "}", ".param",
    ];
    if IMPURE.iter().any(|p| m.starts_with(p)) {
        return false;
    }
    !volatile_sreg(i)
}

/// A load of a kernel or device-function parameter (`ld.param [f_param_0]`): read-only for the
/// whole function.
pub(crate) fn is_param_load(f: &MachineFunction, i: &MachineInst) -> bool {
    i.opcode.starts_with("LD_PARAM_")
        && i.ops.iter().any(|o| matches!(o, MOperand::Sym(s) if s.starts_with(&f.name) && s[f.name.len()..].starts_with("_param_")))
}

/// Whether `i` is a register-to-register copy; its source.
pub(crate) fn copy_source(i: &MachineInst) -> Option<VReg> {
    if !matches!(i.opcode, "COPY" | "IMOV32r" | "IMOV64r" | "IMOV1r" | "IMOV16r") {
        return None;
    }
    match (i.def, i.ops.as_slice()) {
        (Some(d), [MOperand::Reg(s)]) if d.class == s.class => Some(*s),
        _ => None,
    }
}

/// How many times each register is read, and written.
pub(crate) fn use_def_counts(f: &MachineFunction) -> (BTreeMap<VReg, u32>, BTreeMap<VReg, u32>) {
    let mut uses = BTreeMap::new();
    let mut defs_n = BTreeMap::new();
    for i in f.insts() {
        for u in i.uses() {
            *uses.entry(u).or_insert(0) += 1;
        }
        for d in defs(i) {
            *defs_n.entry(d).or_insert(0) += 1;
        }
    }
    (uses, defs_n)
}

/// Replaces every read of `from` by `to`; the number replaced.
pub(crate) fn replace_uses(f: &mut MachineFunction, from: VReg, to: VReg) -> usize {
    let mut n = 0;
    for i in f.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        for o in i.ops.iter_mut() {
            if *o == MOperand::Reg(from) {
                *o = MOperand::Reg(to);
                n += 1;
            }
        }
    }
    n
}

/// Renames `from` to `to` everywhere, reads and writes.
pub(crate) fn rename(f: &mut MachineFunction, from: VReg, to: VReg) {
    for i in f.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        if i.def == Some(from) {
            i.def = Some(to);
        }
        for o in i.ops.iter_mut() {
            match o {
                MOperand::Reg(r) | MOperand::Def(r) if *r == from => *r = to,
                _ => {}
            }
        }
    }
}

/// The control-flow graph by block position: successors and predecessors.
pub(crate) struct Cfg {
    pub succs: Vec<Vec<usize>>,
    pub preds: Vec<Vec<usize>>,
}

impl Cfg {
    pub fn new(f: &MachineFunction) -> Cfg {
        let n = f.blocks.len();
        let succs: Vec<Vec<usize>> = (0..n).map(|k| f.successors(k)).collect();
        let mut preds = vec![Vec::new(); n];
        for (k, ss) in succs.iter().enumerate() {
            for &s in ss {
                preds[s].push(k);
            }
        }
        Cfg { succs, preds }
    }

    /// Immediate dominators by block position (the entry is its own; unreachable blocks
    /// `usize::MAX`), by the iterative algorithm over reverse post-order.
    pub fn idoms(&self) -> Vec<usize> {
        let n = self.succs.len();
        let mut idom = vec![usize::MAX; n];
        if n == 0 {
            return idom;
        }
        // Reverse post-order.
        let mut order = Vec::new();
        let mut seen = vec![false; n];
        let mut stack = vec![(0usize, 0usize)];
        seen[0] = true;
        while let Some((b, k)) = stack.pop() {
            if k < self.succs[b].len() {
                stack.push((b, k + 1));
                let s = self.succs[b][k];
                if !seen[s] {
                    seen[s] = true;
                    stack.push((s, 0));
                }
            } else {
                order.push(b);
            }
        }
        order.reverse();
        let mut rpo = vec![usize::MAX; n];
        for (k, &b) in order.iter().enumerate() {
            rpo[b] = k;
        }
        idom[0] = 0;
        let intersect = |idom: &[usize], mut a: usize, mut b: usize| {
            while a != b {
                while rpo[a] > rpo[b] {
                    a = idom[a];
                }
                while rpo[b] > rpo[a] {
                    b = idom[b];
                }
            }
            a
        };
        loop {
            let mut changed = false;
            for &b in order.iter().skip(1) {
                let mut new = usize::MAX;
                for &p in &self.preds[b] {
                    if idom[p] == usize::MAX {
                        continue;
                    }
                    new = if new == usize::MAX { p } else { intersect(&idom, p, new) };
                }
                if new != idom[b] {
                    idom[b] = new;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        idom
    }
}

/// Whether block `a` dominates block `b` (positions) under `idom`.
pub(crate) fn dominates(idom: &[usize], a: usize, mut b: usize) -> bool {
    loop {
        if a == b {
            return true;
        }
        if b == 0 || idom[b] == usize::MAX || idom[b] == b {
            return false;
        }
        b = idom[b];
    }
}

/// Live-in and live-out sets of every block.
pub(crate) struct Liveness {
    pub live_in: Vec<BTreeSet<VReg>>,
    pub live_out: Vec<BTreeSet<VReg>>,
}

impl Liveness {
    pub fn new(f: &MachineFunction, cfg: &Cfg) -> Liveness {
        let n = f.blocks.len();
        let mut live_in: Vec<BTreeSet<VReg>> = vec![BTreeSet::new(); n];
        let mut live_out: Vec<BTreeSet<VReg>> = vec![BTreeSet::new(); n];
        loop {
            let mut changed = false;
            for k in (0..n).rev() {
                let out: BTreeSet<VReg> = cfg.succs[k].iter().flat_map(|&s| live_in[s].iter().copied()).collect();
                let mut live = out.clone();
                for i in f.blocks[k].insts.iter().rev() {
                    for d in defs(i) {
                        live.remove(&d);
                    }
                    live.extend(i.uses());
                }
                live_out[k] = out;
                if live != live_in[k] {
                    live_in[k] = live;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        Liveness { live_in, live_out }
    }

    /// The registers live after each instruction of block `k`.
    pub fn live_after(&self, f: &MachineFunction, k: usize) -> Vec<BTreeSet<VReg>> {
        let insts = &f.blocks[k].insts;
        let mut out = vec![BTreeSet::new(); insts.len()];
        let mut live = self.live_out[k].clone();
        for (j, i) in insts.iter().enumerate().rev() {
            out[j] = live.clone();
            for d in defs(i) {
                live.remove(&d);
            }
            live.extend(i.uses());
        }
        out
    }
}

/// Natural loops: (header, body blocks) by position, one per header, innermost last.
pub(crate) fn loops(cfg: &Cfg, idom: &[usize]) -> Vec<(usize, BTreeSet<usize>)> {
    let mut by_header: BTreeMap<usize, BTreeSet<usize>> = BTreeMap::new();
    for (b, ss) in cfg.succs.iter().enumerate() {
        for &h in ss {
            if idom[b] != usize::MAX && dominates(idom, h, b) {
                let body = by_header.entry(h).or_insert_with(|| BTreeSet::from([h]));
                let mut work = vec![b];
                while let Some(x) = work.pop() {
                    if body.insert(x) {
                        work.extend(cfg.preds[x].iter().copied());
                    }
                }
            }
        }
    }
    let mut v: Vec<_> = by_header.into_iter().collect();
    v.sort_by_key(|(_, body)| std::cmp::Reverse(body.len()));
    v
}

#[cfg(test)]
pub(crate) mod test_util {
    use super::super::{MachineBlock, RegClass};
    use super::*;

    pub fn inst(id: u32, opcode: &'static str, def: Option<VReg>, ops: Vec<MOperand>) -> MachineInst {
        MachineInst { id, opcode, def, ops, cond: "", space: "", volatile: false, dag_node: None, source: None }
    }

    pub fn r(v: VReg) -> MOperand {
        MOperand::Reg(v)
    }

    /// A function from blocks of instructions (indices from 0).
    pub fn func(blocks: Vec<Vec<MachineInst>>) -> MachineFunction {
        let mut f = MachineFunction::new("k", true, Vec::new());
        for _ in 0..16 {
            for c in RegClass::ALL {
                f.new_vreg(c);
            }
        }
        f.blocks = blocks.into_iter().enumerate().map(|(k, insts)| MachineBlock { index: k as u32, name: format!("b{k}"), insts }).collect();
        f
    }

    pub fn v32(n: u32) -> VReg {
        VReg { class: RegClass::B32, index: n }
    }

    pub fn run_one(f: &mut MachineFunction, pass: fn(&mut MachineFunction, &mut Ctx<'_>), knobs: &Knobs) -> (Vec<MirChange>, Vec<String>) {
        let mut next = 1000;
        let mut ctx = Ctx { knobs, opt_level: 3, changes: Vec::new(), log: Vec::new(), next_id: &mut next };
        pass(f, &mut ctx);
        (ctx.changes, ctx.log)
    }
}

#[cfg(test)]
mod tests {
    use super::test_util::*;
    use super::*;

    #[test]
    fn pipeline_follows_the_seed_order() {
        let ids: Vec<&str> = pipeline().iter().map(|p| p.0).collect();
        let pos = |id: &str| ids.iter().position(|x| *x == id).unwrap();
        assert!(pos("finalize-isel") < pos("early-tailduplication"));
        assert!(pos("early-tailduplication") < pos("early-machinelicm"));
        assert!(pos("early-machinelicm") < pos("machine-cse"));
        assert!(pos("machine-cse") < pos("machine-sink"));
        assert!(pos("machine-sink") < pos("peephole-opt"));
        assert!(pos("peephole-opt") < pos("nvptx-peephole"));
        assert!(pos("nvptx-peephole") < pos("dead-mi-elimination"));
        assert!(pos("dead-mi-elimination") < pos("machine-cp"));
        assert!(pos("machine-rpa") < pos("nvptx-remat-block"));
        assert_eq!(ids.last(), Some(&"cvta-local-cleanup"));
        // Every knob belongs to a pass of the pipeline.
        for k in KNOBS {
            assert!(ids.contains(&k.pass), "{} names {}", k.id, k.pass);
        }
    }

    #[test]
    fn dominators_and_loops() {
        // 0 -> 1 -> 2 -> 1, 2 -> 3
        let p = VReg { class: super::super::RegClass::Pred, index: 1 };
        let mut f = func(vec![
            vec![inst(1, "GOTO", None, vec![MOperand::Block(1)])],
            vec![inst(2, "IMOV32i", Some(v32(1)), vec![MOperand::Imm(1)])],
            vec![inst(3, "CBranch", None, vec![r(p), MOperand::Block(1)])],
            vec![inst(4, "Return", None, vec![])],
        ]);
        f.name = "k".into();
        let cfg = Cfg::new(&f);
        let idom = cfg.idoms();
        assert_eq!(idom, vec![0, 0, 1, 2]);
        let l = loops(&cfg, &idom);
        assert_eq!(l, vec![(1, BTreeSet::from([1, 2]))]);
    }

    #[test]
    fn knobs_reach_the_trace_and_change_it() {
        use crate::trace::{PhaseId, Snapshot};
        const K: &str = "target triple = \"nvptx64-nvidia-cuda\"\ndefine ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]\n  %i.next = add i32 %i, 3\n  %c = icmp slt i32 %i.next, %n\n  br i1 %c, label %loop, label %exit\nexit:\n  store i32 %i.next, ptr addrspace(1) %out\n  ret void\n}\n";
        let mir = |knobs: Vec<(String, String)>| {
            let c = crate::compile(K, &crate::Options { stop_after: crate::Stage::Ptx, knobs, ..crate::Options::default() });
            let Some(Snapshot::Mir(m)) = c.trace.phase(PhaseId::MachinePasses).map(|p| p.snapshot.clone()) else { panic!("no MIR snapshot") };
            (m, c.outputs.ptx.unwrap_or_default())
        };
        let (on, ptx_on) = mir(Vec::new());
        assert!(on.knobs.contains(&("usedessa".to_string(), "2".to_string())));
        assert!(on.passes.iter().any(|p| p.id == "register-coalescer" && p.changed));
        let (off, ptx_off) = mir(vec![("usedessa".into(), "0".into())]);
        assert!(off.knobs.contains(&("usedessa".to_string(), "0".to_string())));
        assert!(!off.passes.iter().any(|p| p.id == "register-coalescer"));
        assert!(ptx_off.matches("mov.b32").count() > ptx_on.matches("mov.b32").count());
        // A bad knob is an error, not a panic.
        let c = crate::compile(K, &crate::Options { knobs: vec![("nope".into(), "1".into())], ..crate::Options::default() });
        assert!(c.has_errors());
    }
}
