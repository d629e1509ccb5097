//! Scheduling and control codes.
//!
//! Program order is kept (a list scheduler is later work); what this phase decides is the
//! control code of every instruction (bits 105-125, SASS_FACTS "Control bits"):
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
//!   the yield flag is always set, so every stall count is legal; no reuse flags.
//!
//! [`check`] is the scoreboard dataflow checker: an independent pass over the final instruction
//! list and its CFG that proves every read waits for its producer.

use super::inst::{Inst, OperandValue as V, PT, RZ, URZ};
use super::regalloc::MachFunction;
use crate::trace::ControlCode;
use std::collections::{BTreeMap, BTreeSet};

/// A hardware register an instruction reads or writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Reg {
    /// `R0`–`R254`.
    R(u8),
    /// `P0`–`P6`.
    P(u8),
    /// `UR0`–`UR62`.
    UR(u8),
    /// `UP0`–`UP6`.
    UP(u8),
}

impl std::fmt::Display for Reg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Reg::R(r) => write!(f, "R{r}"),
            Reg::P(r) => write!(f, "P{r}"),
            Reg::UR(r) => write!(f, "UR{r}"),
            Reg::UP(r) => write!(f, "UP{r}"),
        }
    }
}

/// How long an instruction's result takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Latency {
    /// Ready this many cycles after issue.
    Fixed(u8),
    /// Completion signalled through a scoreboard barrier.
    Variable,
}

/// Cycles until a fixed-latency register result can be read.
pub const ALU_LATENCY: u8 = 6;
/// Cycles until a fixed-latency predicate result can be read (as a guard, for instance).
pub const PREDICATE_LATENCY: u8 = 13;
/// The stall count of `BRA` and `EXIT`.
pub const BRANCH_STALL: u8 = 5;

const STORES: &[&str] = &["STG", "STS", "STL", "ST", "RED", "REDG", "REDS"];
const NO_RESULT: &[&str] = &["STG", "STS", "STL", "ST", "RED", "REDG", "REDS", "BRA", "EXIT", "BAR", "NOP", "MEMBAR", "ERRBAR", "CGAERRBAR", "CCTL", "WARPSYNC", "BSYNC", "BSSY", "CALL", "RET"];
const VARIABLE: &[&str] = &[
    "LDG", "LDS", "LDC", "LDL", "LD", "S2R", "S2UR", "MUFU", "I2F", "F2I", "F2F", "POPC", "FLO", "BREV", "SHFL", "ATOMG", "ATOMS", "ATOM", "RED",
    "REDG", "REDS", "STG", "STS", "STL", "ST", "DADD", "DMUL", "DFMA", "DSETP", "REDUX", "MATCH", "VOTEU", "F2FP", "CS2R",
];

/// The latency class of an opcode. Anything not known to be fixed is variable, which is always
/// safe (a barrier and a wait are correct for any latency).
pub fn latency(inst: &Inst) -> Latency {
    let op = inst.opcode.as_str();
    if VARIABLE.contains(&op) {
        return Latency::Variable;
    }
    const FIXED: &[&str] = &[
        "IADD3", "IMAD", "LOP3", "SHF", "ISETP", "FSETP", "FADD", "FMUL", "FFMA", "SEL", "FSEL", "MOV", "LEA", "PLOP3", "FMNMX", "VIMNMX", "IABS",
        "PRMT", "SGXT", "I2FP", "ULDC", "UMOV", "BRA", "EXIT", "BAR", "NOP",
    ];
    if FIXED.contains(&op) {
        let pred_only = defs_uses(inst).0.iter().all(|r| matches!(r, Reg::P(_) | Reg::UP(_)));
        let has_defs = !defs_uses(inst).0.is_empty();
        return Latency::Fixed(if has_defs && pred_only { PREDICATE_LATENCY } else { ALU_LATENCY });
    }
    Latency::Variable
}

/// How many registers an operand at `index` of `inst` spans (pairs for `.64`, quads for `.128`).
fn width_of(inst: &Inst, index: usize, ndefs: usize) -> u8 {
    let m = |x: &str| inst.modifiers.iter().any(|s| s == x);
    let wide = if m("128") { 4 } else if m("64") { 2 } else { 1 };
    match inst.opcode.as_str() {
        "IMAD" if m("WIDE") && (index == 0 || index == ndefs + 2) => 2,
        // Double precision: every register operand is a pair (DSETP's predicates aside).
        "DADD" | "DMUL" | "DFMA" => 2,
        "FRND" if m("F64") => 2,
        // CS2R reads a 64-bit counter into a pair.
        "CS2R" if index == 0 => 2,
        "DSETP" if index >= ndefs && index < ndefs + 2 => 2,
        // Conversions: the double side is a pair.
        "F2F" | "I2F" | "F2I" => {
            let f64_at = inst.modifiers.iter().position(|x| x == "F64");
            let int64 = m("S64") || m("U64");
            let dst_is_f64 = inst.opcode == "I2F" && m("F64") || inst.opcode == "F2F" && f64_at == Some(inst.modifiers.iter().position(|x| x == "F64" || x == "F32" || x == "F16").unwrap_or(usize::MAX)) || inst.opcode == "F2I" && int64;
            let src_is_f64 = inst.opcode == "F2I" && m("F64") || inst.opcode == "F2F" && m("F64") && !dst_is_f64 || inst.opcode == "I2F" && int64;
            if (index == 0 && dst_is_f64) || (index == 1 && src_is_f64) { 2 } else { 1 }
        }
        // A load's destination and a store's data take the access width.
        "LDG" | "LDS" | "LDC" | "ULDC" | "LDL" | "LD" if index == 0 => wide,
        "STG" | "STS" | "STL" | "ST" if index == 1 => wide,
        _ => 1,
    }
}

/// The number of leading operands that are results.
pub fn num_defs(inst: &Inst) -> usize {
    let op = inst.opcode.as_str();
    if NO_RESULT.contains(&op) {
        return 0;
    }
    let x = inst.modifiers.iter().any(|m| m == "X");
    let is_pred = |k: usize| matches!(inst.operands.get(k).map(|o| &o.value), Some(V::Pred(_) | V::UPred(_)));
    let is_reg = |k: usize| matches!(inst.operands.get(k).map(|o| &o.value), Some(V::Reg(_) | V::UReg(_)));
    match op {
        "ISETP" | "FSETP" | "DSETP" | "HSETP2" | "PLOP3" => 2,
        "VOTE" if is_reg(0) => 2,
        "VOTE" => 1,
        "IADD3" | "IMAD" | "LEA" if !x => 1 + (1..3).take_while(|&k| is_pred(k) && is_reg(k + 1) || (is_pred(k) && is_pred(k + 1))).count().min(if op == "IADD3" { 2 } else { 1 }),
        _ if is_pred(0) && is_reg(1) => 2,
        _ if inst.operands.is_empty() => 0,
        _ => 1,
    }
}

/// The registers an instruction writes and reads (guard included), expanded to pairs and quads.
pub fn defs_uses(inst: &Inst) -> (Vec<Reg>, Vec<Reg>) {
    let nd = num_defs(inst);
    let mut defs = Vec::new();
    let mut uses = Vec::new();
    for (k, o) in inst.operands.iter().enumerate() {
        let w = width_of(inst, k, nd);
        let out = if k < nd { &mut defs } else { &mut uses };
        match &o.value {
            V::Reg(r) if *r != RZ => (0..w).for_each(|j| out.push(Reg::R(r + j))),
            V::UReg(r) if *r != URZ => {
                // ULDC.64 writes a pair; the descriptor `desc[UR4]` reads one.
                let w = if inst.opcode == "ULDC" && inst.modifiers.iter().any(|m| m == "64") { 2 } else { 1 };
                (0..w).for_each(|j| out.push(Reg::UR(r + j)));
            }
            V::Pred(p) if *p != PT => out.push(Reg::P(*p)),
            V::UPred(p) if *p != PT => out.push(Reg::UP(*p)),
            V::Mem(m) => {
                if let Some((r, suf)) = &m.base {
                    if *r != RZ {
                        let w = if suf == ".64" { 2 } else { 1 };
                        (0..w).for_each(|j| uses.push(Reg::R(r + j)));
                    }
                }
                if let Some(d) = m.desc {
                    uses.extend([Reg::UR(d), Reg::UR(d + 1)]);
                }
                if let Some(u) = m.uadd {
                    uses.push(Reg::UR(u));
                }
            }
            V::Const { index: Some(r), .. } if *r != RZ => uses.push(Reg::R(*r)),
            _ => {}
        }
    }
    if let Some(g) = &inst.guard {
        if g.pred != PT {
            uses.push(if g.uniform { Reg::UP(g.pred) } else { Reg::P(g.pred) });
        }
    }
    (defs, uses)
}

fn is_store(inst: &Inst) -> bool {
    STORES.contains(&inst.opcode.as_str())
}

fn is_branch_like(inst: &Inst) -> bool {
    matches!(inst.opcode.as_str(), "BRA" | "EXIT" | "BAR")
}

#[derive(Clone, Debug)]
struct Barrier {
    regs: BTreeSet<Reg>,
    since: u64,
    read: bool,
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
    let all_written: BTreeSet<Reg> = written_later.first().cloned().unwrap_or_default();

    let mut bars: [Option<Barrier>; 6] = Default::default();
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
            if hit || block_start || inst.opcode == "BRA" {
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
            let free = (0..6).find(|&i| bars[i].is_none() && c.write_barrier != i as u8);
            let i = match free {
                Some(i) => i,
                None => {
                    // All six in use: wait for the oldest.
                    let i = (0..6).filter(|&i| c.write_barrier != i as u8).min_by_key(|&i| bars[i].as_ref().map_or(0, |x| x.since)).unwrap_or(0);
                    c.wait_mask |= 1 << i;
                    i
                }
            };
            bars[i] = Some(Barrier { regs, since: t, read });
            i as u8
        };
        match lat {
            Latency::Variable => {
                let later_read = if has_back_edge { &all_read } else { &read_later[p + 1] };
                if !defs.is_empty() && !is_store(&inst) && !is_branch_like(&inst) && defs.iter().any(|r| later_read.contains(r)) {
                    c.write_barrier = alloc(&mut bars, &mut c, defs.iter().copied().collect(), false);
                }
                let later_written = if has_back_edge { &all_written } else { &written_later[p + 1] };
                let srcs: BTreeSet<Reg> = uses.iter().copied().filter(|r| !matches!(r, Reg::P(_) | Reg::UP(_) | Reg::UR(_))).collect();
                if !is_branch_like(&inst) && srcs.iter().any(|r| later_written.contains(r)) {
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
        if matches!(inst.opcode.as_str(), "BRA" | "EXIT") {
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
        let unconditional = inst.guard.is_none() || inst.guard.is_some_and(|g| g.pred == PT && !g.not);
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
            "EXIT" => {
                if !unconditional && i + 1 < n {
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
        let (defs, uses) = defs_uses(inst);
        for r in &uses {
            for (b, x, read) in &st.pending {
                if x == r && !read {
                    if *b == 7 {
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
                if !defs.is_empty() {
                    let b = if c.write_barrier <= 5 { c.write_barrier } else { 7 };
                    for r in &defs {
                        st.pending.insert((b, *r, false));
                    }
                    if b <= 5 {
                        st.age[b as usize] = 0;
                    }
                }
                if c.read_barrier <= 5 {
                    for r in uses.iter().filter(|r| !matches!(r, Reg::P(_) | Reg::UP(_) | Reg::UR(_))) {
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
}
