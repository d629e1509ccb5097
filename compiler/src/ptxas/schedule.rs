//! Scheduling and control codes.
//!
//! First [`reorder`], a list scheduler inside each basic block: a dependency graph (register
//! RAW/WAR/WAW on the allocated registers, guards included; memory order between a store and any
//! other memory access; everything that is not a plain ALU operation or load — branches, `EXIT`,
//! barriers, fences, atomics, warp-wide operations, clock reads, and the prologue — pinned in
//! place with respect to all), each edge weighted by the producer's latency ([`edge_latency`]: the fixed ALU
//! latency, estimates for the variable-latency classes); then, cycle by cycle, the ready
//! instruction that can issue without waiting and has the longest weighted path to the end of
//! the block goes first (ties: program order). Then the control code of every instruction
//! (bits 105-125, SASS_FACTS "Control bits"):
//!
//! - **stall**: fixed-latency results (ALU, `ULDC`) are ready a fixed number of cycles after
//!   issue ([`latency`]); each instruction's stall count delays the next one until its operands
//!   are ready. Before a branch and before a branch target every pending fixed-latency result is
//!   complete, so blocks need no knowledge of each other.
//! - **write barriers**: a variable-latency producer (`LDG`, `LDS`, `LDC`, `S2R`, `MUFU`, ...)
//!   sets one of the six scoreboard barriers; the first instruction that reads (or overwrites) its
//!   result waits on it. An instruction that waits on a barrier set by the instruction just
//!   before it is at least 2 cycles behind it.
//! - **read barriers**: a variable-latency instruction reads its registers late; when one of them
//!   is overwritten later in the function it sets a read barrier the overwriter waits on.
//! - At a branch and at a branch target every barrier in use is waited on.
//! - The rules nvdisasm enforces: no write barrier on a store, no barrier on `BRA`/`EXIT`/`BAR`;
//!   the yield flag is set, so every stall count is legal — except on an instruction that
//!   [`set_reuse`](super::reuse::set_reuse) (run after Phase 2, which knows each operand's reuse slot) gives `.reuse`
//!   flags: it keeps its operand for the next instruction and gives up its yield.
//!
//! [`check`] is the scoreboard dataflow checker: an independent pass over the final instruction
//! list and its CFG that proves every read waits for its producer.

use crate::sass::inst::{Inst, OperandValue as V, PT};
use crate::ptxas::mir::MachFunction;
use crate::sass::inst::ControlCode;
use std::collections::{BTreeMap, BTreeSet};

use crate::sass::opcodes::*;

#[derive(Clone, Debug)]
struct Barrier {
    regs: BTreeSet<Reg>,
    since: u64,
    read: bool,
}

/// Whether an instruction may move past its neighbours (subject to its dependencies): ALU
/// operations and loads; everything else — control flow, barriers and fences, atomics and
/// reductions, warp-wide operations, clock and timer reads, opcodes not known here — stays in
/// place with respect to every other instruction.
fn movable(inst: &Inst) -> bool {
    const LOADS_AND_LONG_OPS: &[&str] = &[
        "LDG", "LDS", "LDC", "LDL", "LD", "ULDC", "LDCU", "S2R", "S2UR", "CS2R", "MUFU", "I2F", "F2I", "F2F", "POPC", "FLO", "BREV", "DADD", "DMUL", "DFMA",
        "DSETP", "F2FP", "STG", "STS", "STL", "ST",
    ];
    const ALU: &[&str] = &[
        "IADD3", "IMAD", "LOP3", "SHF", "ISETP", "FSETP", "FADD", "FMUL", "FFMA", "SEL", "FSEL", "MOV", "LEA", "PLOP3", "FMNMX", "VIMNMX", "IABS",
        "PRMT", "SGXT", "BMSK", "I2FP", "UMOV", "VIADD", "UIADD3", "ULEA", "ULOP3", "USHF", "UIMAD",
    ];
    let op = inst.opcode.as_str();
    let clock = inst.operands.iter().any(|o| matches!(&o.value, V::SReg(s) if s.contains("CLOCK") || s.contains("TIMER")));
    // A load through the generic `LD` may see memory another thread changes behind a fence; the
    // fences themselves are pinned, so loads only move between them.
    (ALU.contains(&op) || LOADS_AND_LONG_OPS.contains(&op)) && !clock
}

fn is_memory(inst: &Inst) -> bool {
    matches!(inst.opcode.as_str(), "LDG" | "LDS" | "LDL" | "LD" | "STG" | "STS" | "STL" | "ST")
}

/// The cycles a consumer waits for a producer's result (the weights of the list scheduler):
/// the fixed latency for ALU results, estimates for the variable-latency classes.
pub fn edge_latency(producer: &Inst) -> u64 {
    match latency(producer) {
        Latency::Fixed(l) => l as u64,
        Latency::Variable => match producer.opcode.as_str() {
            "LDG" | "LD" | "LDL" => 30,
            "LDS" => 24,
            "LDC" | "ULDC" | "LDCU" | "S2UR" => 12,
            "S2R" | "CS2R" => 20,
            "MUFU" => 16,
            "DADD" | "DMUL" | "DFMA" | "DSETP" => 8,
            _ => 12,
        },
    }
}

/// The list scheduler: reorders the instructions of every block of `f` (see the module comment).
/// Returns how many instructions changed position.
pub fn reorder(f: &mut MachFunction) -> usize {
    let mut moved = 0;
    for b in &mut f.blocks {
        // Windows of at most REORDER_WINDOW instructions, in order (the graph is quadratic in
        // the window).
        let all = std::mem::take(&mut b.insts);
        let mut out = Vec::with_capacity(all.len());
        let mut rest = all.into_iter().peekable();
        while rest.peek().is_some() {
            let mut w: Vec<crate::ptxas::mir::MachInst> = rest.by_ref().take(REORDER_WINDOW).collect();
            moved += reorder_window(&mut w);
            out.append(&mut w);
        }
        b.insts = out;
    }
    moved
}

/// The most instructions [`reorder`] schedules as one graph.
pub const REORDER_WINDOW: usize = 128;

fn reorder_window(insts: &mut Vec<crate::ptxas::mir::MachInst>) -> usize {
    let mut moved = 0;
    {
        let b = insts;
        let n = b.len();
        if n < 3 {
            return 0;
        }
        let info: Vec<(Vec<Reg>, Vec<Reg>)> = b.iter().map(|m| defs_uses(&m.inst)).collect();
        // The prologue (stack pointer, descriptor) stays first, as ptxas lays it out.
        let mov: Vec<bool> = b.iter().map(|m| movable(&m.inst) && !m.rule.starts_with("prologue")).collect();
        // Per-instruction properties, computed once rather than once per pair (they compare
        // opcode strings, and the pair loop below is quadratic in the window).
        let mem: Vec<bool> = b.iter().map(|m| is_memory(&m.inst)).collect();
        let store: Vec<bool> = b.iter().map(|m| is_store(&m.inst)).collect();
        let lat: Vec<u64> = b.iter().map(|m| edge_latency(&m.inst)).collect();
        // preds[j]: (i, weight) for every i < j that j depends on.
        let mut preds: Vec<Vec<(usize, u64)>> = vec![Vec::new(); n];
        for j in 0..n {
            for i in 0..j {
                let (di, ui) = &info[i];
                let (dj, uj) = &info[j];
                let raw = di.iter().any(|r| uj.contains(r));
                let other = !mov[i] || !mov[j]
                    || ui.iter().any(|r| dj.contains(r))
                    || di.iter().any(|r| dj.contains(r))
                    || (mem[i] && mem[j] && (store[i] || store[j]));
                if raw {
                    preds[j].push((i, lat[i]));
                } else if other {
                    preds[j].push((i, 1));
                }
            }
        }
        // The longest weighted path from each instruction to the end of the block.
        let mut height = vec![0u64; n];
        let mut succs: Vec<Vec<(usize, u64)>> = vec![Vec::new(); n];
        for (j, ps) in preds.iter().enumerate().take(n) {
            for &(i, w) in ps {
                succs[i].push((j, w));
            }
        }
        for i in (0..n).rev() {
            height[i] = succs[i].iter().map(|&(j, w)| w + height[j]).max().unwrap_or(0);
        }
        let mut left: Vec<usize> = preds.iter().map(Vec::len).collect();
        let mut earliest = vec![0u64; n];
        let mut order = Vec::with_capacity(n);
        let mut t = 0u64;
        // The ready set, kept as a list rather than found by scanning every instruction per
        // pick; the pick's key ends with the index, so the order of the list never matters.
        let mut ready: Vec<usize> = (0..n).filter(|&i| left[i] == 0).collect();
        while order.len() < n {
            // Issue now if something can; otherwise the one that is ready soonest.
            let k = (0..ready.len())
                .min_by_key(|&k| {
                    let i = ready[k];
                    (earliest[i].max(t), std::cmp::Reverse(height[i]), i)
                })
                .expect("a DAG always has a ready instruction");
            let pick = ready.swap_remove(k);
            t = t.max(earliest[pick]) + 1;
            order.push(pick);
            for &(j, w) in &succs[pick] {
                left[j] -= 1;
                earliest[j] = earliest[j].max(t - 1 + w);
                if left[j] == 0 {
                    ready.push(j);
                }
            }
        }
        moved += order.iter().enumerate().filter(|(k, &i)| *k != i).count();
        let mut old: Vec<Option<crate::ptxas::mir::MachInst>> = std::mem::take(b).into_iter().map(Some).collect();
        *b = order.into_iter().filter_map(|i| old[i].take()).collect();
    }
    moved
}

/// Assigns control codes to every instruction of an allocated function (in place).
pub fn schedule(f: &mut MachFunction) {
    let flat: Vec<(usize, usize)> = f.blocks.iter().enumerate().flat_map(|(b, blk)| (0..blk.insts.len()).map(move |k| (b, k))).collect();
    let has_back_edge = f.blocks.iter().enumerate().any(|(b, blk)| blk.insts.iter().any(|i| i.target.is_some_and(|t| t <= b)));
    let info: Vec<(Vec<Reg>, Vec<Reg>)> = flat.iter().map(|&(b, k)| defs_uses(&f.blocks[b].insts[k].inst)).collect();
    // For each position: the registers read at or after it (for write barriers worth setting),
    // and written after it (for read barriers).
    let n = flat.len();
    let mut read_later: Vec<BTreeSet<Reg>> = vec![BTreeSet::new(); n + 1];
    let mut written_later: Vec<BTreeSet<Reg>> = vec![BTreeSet::new(); n + 1];
    for p in (0..n).rev() {
        read_later[p] = read_later[p + 1].clone();
        read_later[p].extend(info[p].1.iter().copied());
        read_later[p].extend(info[p].0.iter().copied());
        written_later[p] = written_later[p + 1].clone();
        written_later[p].extend(info[p].0.iter().copied());
    }
    let all_read: BTreeSet<Reg> = read_later.first().cloned().unwrap_or_default();
    // A CALL reads its argument registers and a RET hands back its results without naming
    // them: a variable-latency result before one may be read there (needs a write barrier).
    let hands_over = |inst: &Inst| matches!(inst.opcode.as_str(), "CALL" | "RET");
    let mut handover_later = vec![false; n + 1];
    for p in (0..n).rev() {
        let (b, k) = flat[p];
        handover_later[p] = handover_later[p + 1] || hands_over(&f.blocks[b].insts[k].inst);
    }
    let any_handover = handover_later.first().copied().unwrap_or(false);
    let all_written: BTreeSet<Reg> = written_later.first().cloned().unwrap_or_default();

    let mut bars: [Option<Barrier>; 6] = Default::default();
    // cp.async groups count on scoreboard 0 (`LDGDEPBAR` increments it, `DEPBAR.LE SB0, n`
    // waits for it), as ptxas does: a function with groups keeps SB0 for them.
    // Bulk copy groups count on it too (`UTMACMDFLUSH` sets it as a read barrier, as ptxas).
    let first_bar = if f.blocks.iter().any(|b| b.insts.iter().any(|i| matches!(i.inst.opcode.as_str(), "LDGDEPBAR" | "UTMACMDFLUSH"))) { 1 } else { 0 };
    let mut ready: BTreeMap<Reg, u64> = BTreeMap::new();
    let mut t: u64;
    let mut prev: Option<(usize, usize)> = None;
    let mut prev_t: u64 = 0;
    let mut prev_min_stall: u64 = 1;
    for (p, &(b, k)) in flat.iter().enumerate() {
        let (defs, uses) = &info[p];
        let inst = f.blocks[b].insts[k].inst.clone();
        let block_start = k == 0 && f.blocks[b].branch_target;
        let mut wait: u8 = 0;
        // Waits: at a branch target and at a branch everything; else what this instruction
        // reads or overwrites.
        for (i, slot) in bars.iter().enumerate() {
            let Some(bar) = slot else { continue };
            let hit = if bar.read { defs.iter().any(|r| bar.regs.contains(r)) } else { uses.iter().chain(defs).any(|r| bar.regs.contains(r)) };
            if hit || block_start || matches!(inst.opcode.as_str(), "BRA" | "CALL" | "RET") {
                wait |= 1 << i;
            }
        }
        // Issue time: after the previous instruction's minimum stall, after every operand it
        // needs is ready, and at a block start after every pending result.
        let mut issue = if prev.is_some() { prev_t + prev_min_stall } else { 0 };
        for r in uses.iter().chain(defs) {
            if let Some(&rt) = ready.get(r) {
                issue = issue.max(rt);
            }
        }
        if block_start {
            issue = issue.max(ready.values().copied().max().unwrap_or(0));
        }
        // A barrier set just before needs a cycle to take effect.
        for (i, slot) in bars.iter().enumerate() {
            if wait & (1 << i) != 0 {
                if let Some(bar) = slot {
                    issue = issue.max(bar.since + 2);
                }
            }
        }
        if let Some((pb, pk)) = prev {
            let stall = (issue - prev_t).clamp(1, 15) as u8;
            f.blocks[pb].insts[pk].control.stall = stall;
            issue = prev_t + stall as u64;
        }
        t = issue;
        for (i, bar) in bars.iter_mut().enumerate() {
            if wait & (1 << i) != 0 {
                *bar = None;
            }
        }
        let mut c = ControlCode { stall: 1, yield_: true, write_barrier: 7, read_barrier: 7, wait_mask: wait, reuse: 0 };
        let lat = latency(&inst);
        let alloc = |bars: &mut [Option<Barrier>; 6], c: &mut ControlCode, regs: BTreeSet<Reg>, read: bool| -> u8 {
            let free = (first_bar..6).find(|&i| bars[i].is_none() && c.write_barrier != i as u8);
            let i = match free {
                Some(i) => i,
                None => {
                    // All six in use: wait for the oldest.
                    let i = (first_bar..6).filter(|&i| c.write_barrier != i as u8).min_by_key(|&i| bars[i].as_ref().map_or(0, |x| x.since)).unwrap_or(0);
                    c.wait_mask |= 1 << i;
                    i
                }
            };
            bars[i] = Some(Barrier { regs, since: t, read });
            i as u8
        };
        if inst.opcode == "LDGDEPBAR" {
            c.write_barrier = 0;
        }
        if inst.opcode == "UTMACMDFLUSH" {
            c.read_barrier = 0;
        }
        match lat {
            Latency::Variable => {
                let later_read = if has_back_edge { &all_read } else { &read_later[p + 1] };
                let handover = if has_back_edge { any_handover } else { handover_later[p + 1] };
                // HGMMA takes no barrier: its results are waited for with WARPGROUP.DEPBAR.
                let async_unit = inst.opcode == "HGMMA";
                if !async_unit && !defs.is_empty() && !is_store(&inst) && !is_branch_like(&inst) && (handover || defs.iter().any(|r| later_read.contains(r))) {
                    c.write_barrier = alloc(&mut bars, &mut c, defs.iter().copied().collect(), false);
                }
                let later_written = if has_back_edge { &all_written } else { &written_later[p + 1] };
                let srcs: BTreeSet<Reg> = uses.iter().copied().filter(|r| !matches!(r, Reg::P(_) | Reg::UP(_)) && (!matches!(r, Reg::UR(_)) || reads_uniform_late(&inst))).collect();
                if !async_unit && !is_branch_like(&inst) && srcs.iter().any(|r| later_written.contains(r)) {
                    c.read_barrier = alloc(&mut bars, &mut c, srcs, true);
                }
                for r in defs {
                    ready.remove(r);
                }
            }
            Latency::Fixed(l) => {
                for r in defs {
                    ready.insert(*r, t + l as u64);
                }
            }
        }
        // A wait added because barriers ran out clears that barrier too (before it was reused).
        f.blocks[b].insts[k].control = c;
        // Memory barriers take their time (the stall counts ptxas gives them).
        prev_min_stall = match inst.opcode.as_str() {
            "MEMBAR" | "CGAERRBAR" => 6,
            "CCTL" => 4,
            _ => 1,
        };
        if leaves(&inst) {
            prev_min_stall = BRANCH_STALL as u64;
            // Whoever the branch reaches finds every fixed-latency result complete.
            let all = ready.values().copied().max().unwrap_or(0);
            prev_min_stall = prev_min_stall.max(all.saturating_sub(t));
        }
        // Falling into a branch target: its start waits for everything too (handled there).
        prev = Some((b, k));
        prev_t = t;
        // Drop results that are ready by now to keep the map small.
        ready.retain(|_, &mut rt| rt > t);
    }
    if let Some((pb, pk)) = prev {
        f.blocks[pb].insts[pk].control.stall = prev_min_stall.clamp(1, 15) as u8;
    }
}

/// The pseudo-barrier [`check`] files HGMMA results under (the warpgroup scoreboard `gsb0`).
const GSB: u8 = 8;

/// One scoreboard or latency violation found by [`check`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The byte offset of the offending instruction.
    pub offset: u32,
    /// What is wrong.
    pub message: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct State {
    /// (barrier, register, is read barrier); barrier 7 marks a variable-latency result with no
    /// barrier at all.
    pending: BTreeSet<(u8, Reg, bool)>,
    /// Fixed-latency results still in flight: cycles left.
    busy: BTreeMap<Reg, u8>,
    /// Cycles since each barrier was last set (capped).
    age: [u8; 6],
}

impl State {
    fn merge(&mut self, o: &State) -> bool {
        let before = self.clone();
        self.pending.extend(o.pending.iter().copied());
        for (r, c) in &o.busy {
            let e = self.busy.entry(*r).or_insert(0);
            *e = (*e).max(*c);
        }
        for i in 0..6 {
            self.age[i] = self.age[i].min(o.age[i]);
        }
        *self != before
    }
}

/// The scoreboard dataflow check over a laid-out listing: `(offset, instruction, control)` in
/// address order, branch targets as absolute offsets. Every read of a variable-latency result
/// must follow a wait on its write barrier; every overwrite of a register a variable-latency
/// instruction reads must follow a wait on its read barrier; fixed-latency results must be
/// ready by the sum of the stalls in between; and the control codes must be ones nvdisasm
/// accepts. The state flows along the CFG (branches, fallthrough) to a fixpoint.
pub fn check(listing: &[(u32, Inst, ControlCode)]) -> Vec<Violation> {
    let n = listing.len();
    let index: BTreeMap<u32, usize> = listing.iter().enumerate().map(|(i, (o, _, _))| (*o, i)).collect();
    let mut violations: BTreeSet<(u32, String)> = BTreeSet::new();
    let succ = |i: usize| -> Vec<usize> {
        let inst = &listing[i].1;
        let mut s = Vec::new();
        // (`BRA.U UP0, target` branches on its uniform predicate operand.)
        let unconditional = (inst.guard.is_none() || inst.guard.is_some_and(|g| g.pred == PT && !g.not)) && !inst.operands.iter().any(|o| matches!(o.value, V::UPred(p) if p != PT));
        match inst.opcode.as_str() {
            "BRA" => {
                if let Some(V::Target(t)) = inst.operands.last().map(|o| &o.value) {
                    if let Some(&j) = index.get(&(*t as u32)) {
                        s.push(j);
                    }
                }
                if !unconditional && i + 1 < n {
                    s.push(i + 1);
                }
            }
            "EXIT" | "RET" => {
                if !unconditional && i + 1 < n {
                    s.push(i + 1);
                }
            }
            // A call goes to the callee and comes back after it; the callee's `RET` leaves
            // nothing in flight (checked there), so the return point sees the call's state.
            "CALL" => {
                if matches!(inst.operands.first().map(|o| &o.value), Some(V::Reg(_))) {
                    // An indirect call may enter any function: every instruction after an
                    // unconditional EXIT, RET or BRA (the function entries among them).
                    for (j, (_, p, _)) in listing.iter().enumerate().skip(1) {
                        let prev = &listing[j - 1].1;
                        let uncond = prev.guard.is_none() || prev.guard.is_some_and(|g| g.pred == PT && !g.not);
                        if uncond && matches!(prev.opcode.as_str(), "EXIT" | "RET" | "BRA") && p.opcode != "NOP" {
                            s.push(j);
                        }
                    }
                } else if let Some(V::Target(t)) = inst.operands.last().map(|o| &o.value) {
                    if let Some(&j) = index.get(&(*t as u32)) {
                        s.push(j);
                    }
                }
                if i + 1 < n {
                    s.push(i + 1);
                }
            }
            _ => {
                if i + 1 < n {
                    s.push(i + 1);
                }
            }
        }
        s
    };
    let mut input: Vec<Option<State>> = vec![None; n];
    if n > 0 {
        input[0] = Some(State { age: [15; 6], ..Default::default() });
    }
    let mut work: Vec<usize> = if n > 0 { vec![0] } else { Vec::new() };
    let mut steps = 0usize;
    while let Some(i) = work.pop() {
        steps += 1;
        if steps > 200_000 {
            violations.insert((listing[i].0, "the scoreboard check did not converge".into()));
            break;
        }
        let Some(mut st) = input[i].clone() else { continue };
        let (off, inst, c) = &listing[i];
        let mut bad = |m: String| {
            violations.insert((*off, m));
        };
        // Encodings nvdisasm rejects.
        if c.stall == 0 && !c.yield_ {
            bad("stall 0 without the yield flag".into());
        }
        if c.stall >= 12 && !c.yield_ {
            bad(format!("stall {} without the yield flag", c.stall));
        }
        if c.write_barrier != 7 && (is_store(inst) || is_branch_like(inst)) {
            bad(format!("{} sets a write barrier", inst.opcode));
        }
        if c.read_barrier != 7 && is_branch_like(inst) {
            bad(format!("{} sets a read barrier", inst.opcode));
        }
        if c.write_barrier != 7 && c.write_barrier > 5 || c.read_barrier != 7 && c.read_barrier > 5 {
            bad("barrier index out of range".into());
        }
        // Waits.
        for b in 0..6u8 {
            if c.wait_mask & (1 << b) != 0 {
                if st.age[b as usize] < 2 {
                    bad(format!("waits on barrier {b} {} cycle(s) after it was set", st.age[b as usize]));
                }
                st.pending.retain(|(x, _, _)| *x != b);
            }
        }
        // The warpgroup wait: every HGMMA result is in its registers (`.LE gsb0, 0x0`).
        if inst.opcode == "WARPGROUP" && inst.modifiers.iter().any(|m| m == "DEPBAR") && matches!(inst.operands.get(1).map(|o| &o.value), Some(V::Imm(0))) {
            st.pending.retain(|(x, _, _)| *x != GSB);
        }
        let (defs, uses) = defs_uses(inst);
        for r in &uses {
            for (b, x, read) in &st.pending {
                if x == r && !read {
                    if *b == GSB {
                        bad(format!("reads {r}, an HGMMA result, before WARPGROUP.DEPBAR.LE gsb0, 0x0"));
                    } else if *b == 7 {
                        bad(format!("reads {r}, a variable-latency result with no write barrier"));
                    } else {
                        bad(format!("reads {r} without waiting on barrier {b}"));
                    }
                }
            }
            if let Some(&left) = st.busy.get(r) {
                if left > 0 {
                    bad(format!("reads {r} {left} cycle(s) before it is ready"));
                }
            }
        }
        for r in &defs {
            for (b, x, read) in &st.pending {
                if x == r {
                    if *read {
                        bad(format!("overwrites {r}, still to be read under barrier {b}"));
                    } else if *b != 7 {
                        bad(format!("overwrites {r}, still to be written under barrier {b}"));
                    }
                }
            }
            if st.busy.get(r).is_some_and(|&l| l > 0) {
                bad(format!("overwrites {r} while an earlier write is in flight"));
            }
        }
        // Effects.
        for r in &defs {
            st.pending.retain(|(_, x, read)| x != r || *read);
            st.busy.remove(r);
        }
        match latency(inst) {
            Latency::Variable => {
                if inst.opcode == "HGMMA" {
                    // Written by the warpgroup's asynchronous unit: ready after
                    // `WARPGROUP.DEPBAR.LE gsb0, 0x0` (barrier 8 here).
                    for r in &defs {
                        st.pending.insert((GSB, *r, false));
                    }
                } else if !defs.is_empty() {
                    let b = if c.write_barrier <= 5 { c.write_barrier } else { 7 };
                    for r in &defs {
                        st.pending.insert((b, *r, false));
                    }
                    if b <= 5 {
                        st.age[b as usize] = 0;
                    }
                }
                if c.read_barrier <= 5 {
                    for r in uses.iter().filter(|r| !matches!(r, Reg::P(_) | Reg::UP(_)) && (!matches!(r, Reg::UR(_)) || reads_uniform_late(inst))) {
                        st.pending.insert((c.read_barrier, *r, true));
                    }
                    st.age[c.read_barrier as usize] = 0;
                }
            }
            Latency::Fixed(l) => {
                for r in &defs {
                    st.busy.insert(*r, l);
                }
            }
        }
        // Time passes.
        for v in st.busy.values_mut() {
            *v = v.saturating_sub(c.stall);
        }
        st.busy.retain(|_, v| *v > 0);
        for a in st.age.iter_mut() {
            *a = a.saturating_add(c.stall).min(15);
        }
        if inst.opcode == "RET" && (!st.pending.is_empty() || !st.busy.is_empty()) {
            bad(format!("returns with results in flight: {:?} {:?}", st.pending, st.busy));
        }
        for s in succ(i) {
            let changed = match &mut input[s] {
                Some(x) => x.merge(&st),
                slot @ None => {
                    *slot = Some(st.clone());
                    true
                }
            };
            if changed {
                work.push(s);
            }
        }
    }
    violations.into_iter().map(|(offset, message)| Violation { offset, message }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sass::parse::parse_inst;

    fn inst(t: &str) -> Inst {
        parse_inst(t).unwrap()
    }

    fn cc(stall: u8, wb: u8, rb: u8, wait: u8) -> ControlCode {
        ControlCode { stall, yield_: true, write_barrier: wb, read_barrier: rb, wait_mask: wait, reuse: 0 }
    }

    #[test]
    fn defs_and_uses_of_common_forms() {
        let (d, u) = defs_uses(&inst("IADD3 R2, P0, R4, R6, RZ"));
        assert_eq!(d, vec![Reg::R(2), Reg::P(0)]);
        assert_eq!(u, vec![Reg::R(4), Reg::R(6)]);
        let (d, u) = defs_uses(&inst("IADD3.X R3, R5, R7, RZ, P0, !PT"));
        assert_eq!(d, vec![Reg::R(3)]);
        assert_eq!(u, vec![Reg::R(5), Reg::R(7), Reg::P(0)]);
        let (d, u) = defs_uses(&inst("ISETP.GE.AND P0, PT, R7, R4, PT"));
        assert_eq!(d, vec![Reg::P(0)]);
        assert_eq!(u, vec![Reg::R(7), Reg::R(4)]);
        let (d, u) = defs_uses(&inst("IMAD.WIDE R2, R7, 0x4, R4"));
        assert_eq!(d, vec![Reg::R(2), Reg::R(3)]);
        assert_eq!(u, vec![Reg::R(7), Reg::R(4), Reg::R(5)]);
        let (d, u) = defs_uses(&inst("STG.E.64 desc[UR4][R4.64], R6"));
        assert!(d.is_empty());
        assert_eq!(u, vec![Reg::R(4), Reg::R(5), Reg::UR(4), Reg::UR(5), Reg::R(6), Reg::R(7)]);
        let (d, u) = defs_uses(&inst("@!P1 LDG.E.128 R4, desc[UR4][R2.64+0x10]"));
        assert_eq!(d, vec![Reg::R(4), Reg::R(5), Reg::R(6), Reg::R(7)]);
        assert_eq!(u, vec![Reg::R(2), Reg::R(3), Reg::UR(4), Reg::UR(5), Reg::P(1)]);
        let (d, _) = defs_uses(&inst("LOP3.LUT P0, R3, R1, R2, R3, 0xfc, !PT"));
        assert_eq!(d, vec![Reg::P(0), Reg::R(3)]);
    }

    /// HGMMA's accumulator is written by the warpgroup's asynchronous unit: reading it before
    /// `WARPGROUP.DEPBAR.LE gsb0, 0x0` is a violation, after it is not; its four registers and
    /// the descriptor quad are what it writes and reads.
    #[test]
    fn the_checker_waits_for_hgmma_results_at_the_warpgroup_barrier() {
        let h = inst("HGMMA.64x8x8.F32.TF32 R24, gdesc[UR12], R24, gsb0");
        let (d, u) = defs_uses(&h);
        assert_eq!(d, vec![Reg::R(24), Reg::R(25), Reg::R(26), Reg::R(27)]);
        assert_eq!(u, vec![Reg::UR(12), Reg::UR(13), Reg::UR(14), Reg::UR(15), Reg::R(24), Reg::R(25), Reg::R(26), Reg::R(27)]);
        let early = vec![(0, h.clone(), cc(1, 7, 7, 0)), (16, inst("FADD R0, R27, R27"), cc(1, 7, 7, 0)), (32, inst("EXIT"), cc(5, 7, 7, 0))];
        let v = check(&early);
        assert!(v.iter().any(|x| x.message.contains("HGMMA result")), "{v:?}");
        let waited = vec![
            (0, h, cc(1, 7, 7, 0)),
            (16, inst("WARPGROUP.DEPBAR.LE gsb0, 0x0"), cc(1, 7, 7, 0)),
            (32, inst("FADD R0, R27, R27"), cc(1, 7, 7, 0)),
            (48, inst("EXIT"), cc(5, 7, 7, 0)),
        ];
        assert!(check(&waited).is_empty(), "{:?}", check(&waited));
        // A TMA load reads its whole uniform block: destination, mbarrier, two coordinates.
        let (_, u) = defs_uses(&inst("UTMALDG.2D [UR16], [UR12]"));
        assert_eq!(u, vec![Reg::UR(16), Reg::UR(17), Reg::UR(18), Reg::UR(19), Reg::UR(12), Reg::UR(13)]);
    }

    #[test]
    fn the_checker_finds_a_missing_wait() {
        let l = vec![
            (0, inst("LDG.E R2, desc[UR4][R2.64]"), cc(2, 0, 7, 0)),
            (16, inst("FADD R3, R2, R2"), cc(1, 7, 7, 0)),
            (32, inst("EXIT"), cc(5, 7, 7, 0)),
        ];
        let v = check(&l);
        assert_eq!(v.len(), 1, "{v:?}");
        assert!(v[0].message.contains("without waiting on barrier 0"));
        let mut ok = l.clone();
        ok[1].2.wait_mask = 1;
        assert!(check(&ok).is_empty(), "{:?}", check(&ok));
    }

    #[test]
    fn the_checker_follows_branches() {
        // The load's barrier is waited on along the fallthrough path only.
        let l = vec![
            (0, inst("LDG.E R2, desc[UR4][R2.64]"), cc(1, 0, 7, 0)),
            (16, inst("@P0 BRA 0x30"), cc(5, 7, 7, 0)),
            (32, inst("FADD R3, R2, R2"), cc(1, 7, 7, 1)),
            (48, inst("FADD R4, R2, R2"), cc(1, 7, 7, 0)),
            (64, inst("EXIT"), cc(5, 7, 7, 0)),
        ];
        let v = check(&l);
        assert!(v.iter().any(|x| x.offset == 48), "{v:?}");
    }

    #[test]
    fn the_checker_counts_fixed_latency() {
        let l = vec![
            (0, inst("IADD3 R2, R3, R4, RZ"), cc(2, 7, 7, 0)),
            (16, inst("IADD3 R5, R2, R2, RZ"), cc(1, 7, 7, 0)),
            (32, inst("EXIT"), cc(5, 7, 7, 0)),
        ];
        assert!(check(&l).iter().any(|v| v.message.contains("before it is ready")));
        let mut ok = l.clone();
        ok[0].2.stall = ALU_LATENCY;
        assert!(check(&ok).is_empty());
    }

    #[test]
    fn the_checker_finds_an_early_overwrite() {
        let l = vec![
            (0, inst("STG.E desc[UR4][R2.64], R5"), cc(1, 7, 0, 0)),
            (16, inst("MOV R5, 0x1"), cc(1, 7, 7, 0)),
            (32, inst("EXIT"), cc(5, 7, 7, 0)),
        ];
        assert!(check(&l).iter().any(|v| v.message.contains("still to be read")));
    }

    fn block(texts: &[&str]) -> MachFunction {
        use crate::ptxas::mir::{MachBlock, MachInst};
        let insts = texts
            .iter()
            .map(|t| MachInst { inst: inst(t), target: None, rule: "", ptx_line: 0, folded_lines: vec![], control: crate::sass::DEFAULT_CONTROL, fixup: None, props: vec![], classes: vec![] })
            .collect();
        MachFunction { blocks: vec![MachBlock { label: None, insts, branch_target: false }], ..Default::default() }
    }

    fn texts(f: &MachFunction) -> Vec<String> {
        f.insts().map(|m| crate::sass::print::inst_text(&m.inst)).collect()
    }

    fn listing(f: &MachFunction) -> Vec<(u32, Inst, ControlCode)> {
        f.insts().enumerate().map(|(k, m)| (16 * k as u32, m.inst.clone(), m.control)).collect()
    }

    #[test]
    fn the_list_scheduler_hoists_loads_and_keeps_dependencies() {
        let mut f = block(&[
            "IADD3 R6, R7, R8, RZ",
            "IADD3 R9, R6, R8, RZ",
            "LDG.E R0, desc[UR4][R2.64]",
            "FADD R5, R0, R0",
            "STG.E desc[UR4][R2.64], R5",
            "LDG.E R10, desc[UR4][R2.64]",
            "STG.E desc[UR4][R2.64+0x4], R10",
            "EXIT",
        ]);
        let moved = reorder(&mut f);
        let t = texts(&f);
        assert!(moved > 0);
        let at = |s: &str| t.iter().position(|x| x == s).unwrap_or_else(|| panic!("{s} in {t:?}"));
        // The first load goes first (longest path: load latency, FADD, store).
        assert_eq!(at("LDG.E R0, desc[UR4][R2.64]"), 0, "{t:?}");
        // Dependencies: R6 before its reader; the FADD after its load; the store after the FADD.
        assert!(at("IADD3 R6, R7, R8, RZ") < at("IADD3 R9, R6, R8, RZ"));
        assert!(at("FADD R5, R0, R0") < at("STG.E desc[UR4][R2.64], R5"));
        // Memory order: the second load stays after the first store, the second store after it.
        assert!(at("STG.E desc[UR4][R2.64], R5") < at("LDG.E R10, desc[UR4][R2.64]"));
        assert!(at("LDG.E R10, desc[UR4][R2.64]") < at("STG.E desc[UR4][R2.64+0x4], R10"));
        // EXIT is pinned last.
        assert_eq!(t.last().map(String::as_str), Some("EXIT"));
        // The control codes of the new order pass the scoreboard check.
        schedule(&mut f);
        assert!(check(&listing(&f)).is_empty(), "{:?}", check(&listing(&f)));
    }

    #[test]
    fn pinned_instructions_fence_the_block() {
        let mut f = block(&["IADD3 R6, R7, R8, RZ", "BAR.SYNC.DEFER_BLOCKING 0x0", "LDS R0, [R2]", "MOV R3, R0", "EXIT"]);
        reorder(&mut f);
        assert_eq!(texts(&f), ["IADD3 R6, R7, R8, RZ", "BAR.SYNC.DEFER_BLOCKING 0x0", "LDS R0, [R2]", "MOV R3, R0", "EXIT"]);
        // Independent work fills the load's shadow.
        let mut f = block(&["LDS R0, [R2]", "MOV R3, R0", "IADD3 R6, R7, R8, RZ", "IADD3 R9, R7, R8, RZ", "EXIT"]);
        reorder(&mut f);
        assert_eq!(texts(&f), ["LDS R0, [R2]", "IADD3 R6, R7, R8, RZ", "IADD3 R9, R7, R8, RZ", "MOV R3, R0", "EXIT"]);
        // A register overwritten after a read keeps its order (WAR).
        let mut f = block(&["MOV R3, R0", "LDS R0, [R2]", "IADD3 R6, R0, R8, RZ", "EXIT"]);
        reorder(&mut f);
        assert_eq!(texts(&f), ["MOV R3, R0", "LDS R0, [R2]", "IADD3 R6, R0, R8, RZ", "EXIT"]);
    }

    #[test]
    fn reuse_flags_only_where_the_next_instruction_reads_the_same_slot() {
        use crate::ptxas::phase2::select;
        let sm = crate::target::Sm { number: 90, variant: crate::target::SmVariant::Base };
        let run = |texts: &[&str], stall: u8, targets: &[u32]| {
            let mut sels: Vec<_> = texts.iter().map(|t| Some(select(&inst(t), &[], &[], sm).unwrap())).collect();
            let mut code: Vec<(u32, ControlCode)> = (0..texts.len()).map(|k| (16 * k as u32, cc(stall, 7, 7, 0))).collect();
            let n = crate::ptxas::reuse::set_reuse(&mut sels, &mut code, &targets.iter().copied().collect());
            let texts: Vec<String> = sels.iter().map(|s| crate::sass::print::inst_text(&s.as_ref().unwrap().inst)).collect();
            (n, texts, code)
        };
        // R2 in slot A of both: flagged on the first, which gives up its yield.
        let (n, t, code) = run(&["IADD3 R4, R2, R3, RZ", "IADD3 R5, R2, R6, RZ"], 2, &[]);
        assert_eq!((n, t[0].as_str()), (1, "IADD3 R4, R2.reuse, R3, RZ"));
        assert!(!code[0].1.yield_ && code[1].1.yield_);
        // Same register in another slot: no flag.
        assert_eq!(run(&["IADD3 R4, R2, R3, RZ", "IADD3 R5, R6, R2, RZ"], 2, &[]).0, 0);
        // The first instruction overwrites it: the cached value would be stale.
        assert_eq!(run(&["IADD3 R2, R2, R3, RZ", "IADD3 R5, R2, R6, RZ"], 2, &[]).0, 0);
        // The next one is a branch target, or the stall cannot carry bit 109.
        assert_eq!(run(&["IADD3 R4, R2, R3, RZ", "IADD3 R5, R2, R6, RZ"], 2, &[16]).0, 0);
        assert_eq!(run(&["IADD3 R4, R2, R3, RZ", "IADD3 R5, R2, R6, RZ"], 12, &[]).0, 0);
        // Memory operations keep no operand cache.
        assert_eq!(run(&["LDS R4, [R2]", "IADD3 R5, R2, R6, RZ"], 2, &[]).0, 0);
    }
}
