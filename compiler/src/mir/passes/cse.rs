//! The passes that merge or move computations: MachineCSE (register-pressure aware),
//! early MachineLICM, MachineSink and param-opt.

use super::super::{MOperand, MachineFunction, MachineInst, RegClass, VReg};
use super::{defs, dominates, is_param_load, is_pure, loops, replace_uses, use_def_counts, Cfg, Ctx};
use crate::trace::ChangeKind;
use std::collections::{BTreeMap, BTreeSet};

/// What makes two instructions compute the same value.
fn key(i: &MachineInst) -> String {
    format!("{}|{:?}|{}|{}|{}", i.opcode, i.ops, i.cond, i.space, i.def.map(|d| d.class.ptx_type()).unwrap_or(""))
}

/// Whether every register `i` reads (and the one it writes) has exactly one definition, so the
/// value it computes is the same wherever it is.
fn ssa_like(i: &MachineInst, ndefs: &BTreeMap<VReg, u32>) -> bool {
    i.def.is_some_and(|d| ndefs.get(&d) == Some(&1)) && i.uses().all(|u| ndefs.get(&u) == Some(&1))
}

/// The general-register pressure of a block (64-bit registers count two 32-bit ones) and its
/// predicate pressure, from MRPA.
fn block_pressure(f: &MachineFunction, k: usize) -> (u32, u32) {
    let m = super::mrpa(f);
    let b = &m.blocks[k];
    (b.max[1] + b.max[2] + 2 * b.max[3], b.max[0])
}

/// MachineCSE: a pure instruction whose operands and result have one definition each, and an
/// identical one earlier in a dominating position, is replaced by the earlier result. With
/// `rp-aware-mcse` a CSE in a block whose pressure is above the target (`maxreg` +
/// `reg-target-adjust`) is suppressed (the earlier value would stay live longer), and with
/// `pred-aware-mcse` the same holds for predicates against 7 + `pred-target-adjust`. With
/// `copy-prop-mcse` the uses are rewritten at once; without it the duplicate becomes a COPY.
pub(super) fn machine_cse(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    let rp_aware = ctx.knobs.flag("rp-aware-mcse");
    let pred_aware = ctx.knobs.flag("pred-aware-mcse");
    let copy_prop = ctx.knobs.flag("copy-prop-mcse");
    let target = (ctx.knobs.int("maxreg") + ctx.knobs.int("reg-target-adjust")).max(0) as u32;
    let pred_target = (7 + ctx.knobs.int("pred-target-adjust")).max(0) as u32;
    let cfg = Cfg::new(f);
    let idom = cfg.idoms();
    simple_pre(f, ctx, &cfg, &idom);
    let mut suppressed = BTreeSet::new();
    loop {
        let (_, ndefs) = use_def_counts(f);
        let mut seen: BTreeMap<String, Vec<(usize, usize, VReg)>> = BTreeMap::new();
        let mut found = None;
        'scan: for (k, b) in f.blocks.iter().enumerate() {
            if idom[k] == usize::MAX {
                continue;
            }
            for (j, i) in b.insts.iter().enumerate() {
                if !(is_pure(i) || is_param_load(f, i)) || !ssa_like(i, &ndefs) || suppressed.contains(&i.id) {
                    continue;
                }
                let key = key(i);
                if let Some(&(_, _, earlier)) = seen.get(&key).and_then(|v| v.iter().find(|(bk, bj, _)| if *bk == k { *bj < j } else { dominates(&idom, *bk, k) })) {
                    found = Some((k, j, earlier));
                    break 'scan;
                }
                seen.entry(key).or_default().push((k, j, i.def.unwrap_or(VReg { class: RegClass::B32, index: 0 })));
            }
        }
        let Some((k, j, earlier)) = found else { return };
        let i = &f.blocks[k].insts[j];
        let (id, d) = (i.id, i.def.unwrap_or(earlier));
        if rp_aware || pred_aware {
            let (general, preds) = block_pressure(f, k);
            let is_pred = d.class == RegClass::Pred;
            if rp_aware && !is_pred && general > target {
                ctx.log.push(format!("CSE of {d} (instruction {id}) suppressed: pressure {general} above target {target}"));
                suppressed.insert(id);
                continue;
            }
            if pred_aware && is_pred && preds > pred_target {
                ctx.log.push(format!("CSE of {d} (instruction {id}) suppressed: predicate pressure {preds} above target {pred_target}"));
                suppressed.insert(id);
                continue;
            }
        }
        if copy_prop {
            let n = replace_uses(f, d, earlier);
            f.blocks[k].insts.remove(j);
            ctx.note(ChangeKind::Removed, id, format!("{d} recomputes {earlier}: {n} use(s) now read {earlier}"));
        } else {
            let inst = &mut f.blocks[k].insts[j];
            inst.opcode = "COPY";
            inst.ops = vec![MOperand::Reg(earlier)];
            inst.cond = "";
            inst.space = "";
            ctx.note(ChangeKind::Rewritten, id, format!("{d} recomputes {earlier}: now a COPY"));
        }
    }
}

/// A static estimate of how often each block runs, relative to the entry (MachineCSE asks
/// MachineBlockFrequencyInfo; with no profile, LLVM's branch probabilities are mostly even):
/// the entry's count flows down the forward edges in reverse post-order, shared evenly among a
/// block's forward successors (a back edge takes no share, so a rotated loop's latch passes all
/// of it to the exit), and a block in a loop runs 32 times per loop around it.
fn block_freq(cfg: &Cfg, idom: &[usize]) -> Vec<f64> {
    let n = cfg.succs.len();
    let back = |b: usize, s: usize| dominates(idom, s, b);
    // Reverse post-order over the forward edges.
    let mut order = Vec::new();
    let mut seen = vec![false; n];
    let mut stack = vec![(0usize, 0usize)];
    if n > 0 {
        seen[0] = true;
    }
    while let Some((b, k)) = stack.pop() {
        if k < cfg.succs[b].len() {
            stack.push((b, k + 1));
            let s = cfg.succs[b][k];
            if !seen[s] && !back(b, s) {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            order.push(b);
        }
    }
    order.reverse();
    let mut mass = vec![0.0f64; n];
    if n > 0 {
        mass[0] = 1.0;
    }
    for &b in &order {
        let fwd: Vec<usize> = cfg.succs[b].iter().copied().filter(|&s| !back(b, s)).collect::<BTreeSet<_>>().into_iter().collect();
        for &s in &fwd {
            mass[s] += mass[b] / fwd.len() as f64;
        }
    }
    let mut depth = vec![0i32; n];
    for (_, body) in loops(cfg, idom) {
        for b in body {
            depth[b] += 1;
        }
    }
    (0..n).map(|b| mass[b] * 32f64.powi(depth[b])).collect()
}

/// Whether block `to` can be reached from block `from` by one edge or more.
fn reachable(cfg: &Cfg, from: usize, to: usize) -> bool {
    let mut seen = BTreeSet::new();
    let mut work = cfg.succs[from].clone();
    while let Some(b) = work.pop() {
        if b == to {
            return true;
        }
        if seen.insert(b) {
            work.extend(cfg.succs[b].iter().copied());
        }
    }
    false
}

/// MachineCSE's simple PRE (PerformSimplePRE, run before the CSE proper): walking the dominator
/// tree, the second of two identical pure instructions (not loads, not as cheap as a move) in
/// blocks neither of which dominates the other, one reachable from the other, is copied to the
/// end of their nearest common dominator when that block runs no more often than the two
/// together; the CSE that follows then replaces both by the copy (a global's address used on
/// two conditional paths is materialised once, before the first branch).
fn simple_pre(f: &mut MachineFunction, ctx: &mut Ctx<'_>, cfg: &Cfg, idom: &[usize]) {
    let n = f.blocks.len();
    if n < 3 {
        return;
    }
    let (_, ndefs) = use_def_counts(f);
    let mut def_block: BTreeMap<VReg, usize> = BTreeMap::new();
    for (k, b) in f.blocks.iter().enumerate() {
        for i in &b.insts {
            for d in defs(i) {
                def_block.insert(d, k);
            }
        }
    }
    let freq = block_freq(cfg, idom);
    let mut children = vec![Vec::new(); n];
    for b in 1..n {
        if idom[b] != usize::MAX {
            children[idom[b]].push(b);
        }
    }
    let common = |mut a: usize, b: usize| {
        while !dominates(idom, a, b) {
            a = idom[a];
        }
        a
    };
    let cheap = |i: &MachineInst| i.opcode.starts_with("IMOV") || i.opcode == "COPY" || i.opcode.starts_with("ProxyReg");
    let mut pre: BTreeMap<String, usize> = BTreeMap::new();
    let mut stack = vec![0usize];
    while let Some(m) = stack.pop() {
        stack.extend(children[m].iter().copied());
        for j in 0..f.blocks[m].insts.len() {
            let i = &f.blocks[m].insts[j];
            if !is_pure(i) || cheap(i) || !ssa_like(i, &ndefs) {
                continue;
            }
            let key = key(i);
            let Some(&m1) = pre.get(&key) else {
                pre.insert(key, m);
                continue;
            };
            let c = common(m, m1);
            if c == m1 || freq[c] > freq[m] + freq[m1] + 1e-9 || !(reachable(cfg, m1, m) || reachable(cfg, m, m1)) {
                continue;
            }
            // Every register it reads is defined where the copy can read it.
            if !i.uses().all(|u| def_block.get(&u).is_some_and(|&d| dominates(idom, d, c))) {
                continue;
            }
            let mut copy = i.clone();
            let Some(d) = copy.def else { continue };
            let nd = f.new_vreg(d.class);
            copy.def = Some(nd);
            copy.id = ctx.fresh_id();
            let (id, name, from) = (copy.id, f.blocks[c].name.clone(), f.blocks[m].name.clone());
            let at = before_terminators(f, c);
            f.blocks[c].insts.insert(at, copy);
            def_block.insert(nd, c);
            ctx.note(ChangeKind::Added, id, format!("PRE: {nd} computes in {name}, the common dominator, what {from} and {} both compute", f.blocks[m1].name));
            pre.insert(key, c);
        }
    }
}

/// The position to insert before the branches that end block `k`.
fn before_terminators(f: &MachineFunction, k: usize) -> usize {
    let insts = &f.blocks[k].insts;
    let mut at = insts.len();
    while at > 0 && matches!(insts[at - 1].opcode, "GOTO" | "CBranch" | "CBranchOther" | "BRX_IDX" | "Return" | "TRAP" | "EXIT") {
        at -= 1;
    }
    at
}

/// Early MachineLICM: in every natural loop with a preheader (the one block outside the loop
/// that enters it, and only it), a pure instruction whose operands and result have one
/// definition each, the operands defined outside the loop (or hoisted already), moves to the
/// end of the preheader.
pub(super) fn machine_licm(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    let cfg = Cfg::new(f);
    let idom = cfg.idoms();
    let (_, ndefs) = use_def_counts(f);
    for (h, body) in loops(&cfg, &idom) {
        let outside: Vec<usize> = cfg.preds[h].iter().copied().filter(|p| !body.contains(p)).collect();
        let [pre] = outside.as_slice() else { continue };
        if cfg.succs[*pre] != [h] {
            continue;
        }
        let pre = *pre;
        // Registers defined in the loop.
        let mut inside: BTreeSet<VReg> = body.iter().flat_map(|&b| f.blocks[b].insts.iter().flat_map(defs)).collect();
        let mut hoisted = Vec::new();
        for &b in &body {
            let mut j = 0;
            while j < f.blocks[b].insts.len() {
                let i = &f.blocks[b].insts[j];
                let movable = (is_pure(i) || is_param_load(f, i)) && ssa_like(i, &ndefs) && i.uses().all(|u| !inside.contains(&u));
                if movable {
                    let i = f.blocks[b].insts.remove(j);
                    if let Some(d) = i.def {
                        inside.remove(&d);
                    }
                    ctx.note(ChangeKind::Rewritten, i.id, format!("loop-invariant: hoisted from {} to the preheader {}", f.blocks[b].name, f.blocks[pre].name));
                    hoisted.push(i);
                } else {
                    j += 1;
                }
            }
        }
        let at = before_terminators(f, pre);
        for (n, i) in hoisted.into_iter().enumerate() {
            f.blocks[pre].insts.insert(at + n, i);
        }
    }
}

/// What MachineSink may move: a pure instruction other than a `cvta` (llc-22 leaves the
/// address-space conversions NVPTXLowerArgs put in the entry block there), or a load of a
/// parameter (invariant memory, as LLVM's `isDereferenceableInvariantLoad`).
fn sinkable(f: &MachineFunction, i: &MachineInst) -> bool {
    (is_pure(i) && !i.opcode.starts_with("cvta")) || is_param_load(f, i)
}

/// MachineSink (off by default on NVPTX: `nvptx-enable-machine-sink`; on in the `llvm`
/// pipeline, as llc-22 runs it): an instruction [`sinkable`]
/// whose result is read only in one other block, whose single predecessor is the instruction's
/// block, moves to the start of that block (it then runs only on the path that needs it).
pub(super) fn machine_sink(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    let cfg = Cfg::new(f);
    let (_, ndefs) = use_def_counts(f);
    let mut k = 0;
    while k < f.blocks.len() {
        let mut j = f.blocks[k].insts.len();
        while j > 0 {
            j -= 1;
            let i = &f.blocks[k].insts[j];
            if !sinkable(f, i) || !ssa_like(i, &ndefs) {
                continue;
            }
            let Some(d) = i.def else { continue };
            let users: BTreeSet<usize> = f.blocks.iter().enumerate().filter(|(_, b)| b.insts.iter().any(|x| x.uses().any(|u| u == d))).map(|(bk, _)| bk).collect();
            let [to] = users.iter().copied().collect::<Vec<_>>()[..] else { continue };
            if to == k || cfg.preds[to] != [k] {
                continue;
            }
            let i = f.blocks[k].insts.remove(j);
            ctx.note(ChangeKind::Rewritten, i.id, format!("sunk from {} into {}, its only user", f.blocks[k].name, f.blocks[to].name));
            f.blocks[to].insts.insert(0, i);
        }
        k += 1;
    }
}

/// param-opt ("Optimize NVPTX ld.param"): a parameter loaded again where an earlier load of it
/// dominates reads the earlier result; with `remat-load-param`, loads of one parameter in
/// blocks that do not dominate each other are merged into one load in the entry block.
pub(super) fn param_opt(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    let remat = ctx.knobs.flag("remat-load-param");
    let cfg = Cfg::new(f);
    let idom = cfg.idoms();
    let (_, ndefs) = use_def_counts(f);
    let mut loads: BTreeMap<String, Vec<(usize, usize, u32, VReg)>> = BTreeMap::new();
    for (k, b) in f.blocks.iter().enumerate() {
        for (j, i) in b.insts.iter().enumerate() {
            if is_param_load(f, i) && ssa_like(i, &ndefs) {
                loads.entry(key(i)).or_default().push((k, j, i.id, i.def.unwrap_or(VReg { class: RegClass::B32, index: 0 })));
            }
        }
    }
    let mut remove = BTreeSet::new();
    let mut to_entry = Vec::new();
    for group in loads.values().filter(|g| g.len() > 1) {
        let first = group[0];
        let dominated = group[1..].iter().all(|&(k, j, _, _)| if k == first.0 { j > first.1 } else { dominates(&idom, first.0, k) });
        if !dominated {
            if !remat {
                continue;
            }
            to_entry.push(first.2);
        }
        for &(_, _, id, d) in &group[1..] {
            let n = replace_uses(f, d, first.3);
            remove.insert(id);
            ctx.note(ChangeKind::Removed, id, format!("ld.param again: {n} use(s) of {d} read {} (instruction {})", first.3, first.2));
        }
    }
    for b in f.blocks.iter_mut() {
        b.insts.retain(|i| !remove.contains(&i.id));
    }
    for id in to_entry {
        let Some(k) = f.blocks.iter().position(|b| b.insts.iter().any(|i| i.id == id)) else { continue };
        let j = f.blocks[k].insts.iter().position(|i| i.id == id).unwrap_or(0);
        let i = f.blocks[k].insts.remove(j);
        ctx.note(ChangeKind::Rewritten, i.id, "moved to the entry block: it now serves every load of the parameter");
        f.blocks[0].insts.insert(0, i);
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;
    use super::super::Knobs;
    use super::*;

    fn rd(n: u32) -> VReg {
        VReg { class: RegClass::B64, index: n }
    }

    fn cse_kernel() -> MachineFunction {
        func(vec![vec![
            inst(1, "SREG32", Some(v32(1)), vec![MOperand::Sym("%tid.x".into())]),
            inst(2, "SHLi32ri", Some(v32(2)), vec![r(v32(1)), MOperand::Imm(2)]),
            inst(3, "SHLi32ri", Some(v32(3)), vec![r(v32(1)), MOperand::Imm(2)]),
            inst(4, "ADDi32rr", Some(v32(4)), vec![r(v32(2)), r(v32(3))]),
            inst(5, "ST_i32", None, vec![r(rd(1)), r(v32(4))]),
        ]])
    }

    #[test]
    fn cse_merges_identical_computations() {
        let mut f = cse_kernel();
        let (changes, _) = run_one(&mut f, machine_cse, &Knobs::default());
        assert_eq!(changes.len(), 1);
        assert_eq!(f.blocks[0].insts[2].mir(0), "%r4 = ADDi32rr %r2, %r2");
        // Without copy-prop-mcse the duplicate becomes a COPY.
        let mut g = cse_kernel();
        let k = Knobs::from_settings(&[("copy-prop-mcse".into(), "false".into())]).unwrap();
        run_one(&mut g, machine_cse, &k);
        assert_eq!(g.blocks[0].insts[2].mir(0), "%r3 = COPY %r2");
    }

    #[test]
    fn rp_aware_cse_is_suppressed_above_target() {
        let mut f = cse_kernel();
        let k = Knobs::from_settings(&[("maxreg".into(), "1".into())]).unwrap();
        let (changes, log) = run_one(&mut f, machine_cse, &k);
        assert!(changes.is_empty());
        assert!(log[0].contains("suppressed: pressure"), "{log:?}");
    }

    #[test]
    fn clock_reads_are_not_merged() {
        let mut f = func(vec![vec![
            inst(1, "SREG64", Some(rd(1)), vec![MOperand::Sym("%clock64".into())]),
            inst(2, "SREG64", Some(rd(2)), vec![MOperand::Sym("%clock64".into())]),
        ]]);
        let (changes, _) = run_one(&mut f, machine_cse, &Knobs::default());
        assert!(changes.is_empty());
    }

    #[test]
    fn param_opt_merges_loads_of_one_parameter() {
        let p = VReg { class: RegClass::Pred, index: 1 };
        let mut f = func(vec![
            vec![inst(1, "LD_PARAM_b32", Some(v32(1)), vec![MOperand::Sym("k_param_1".into())]), inst(2, "CBranch", None, vec![r(p), MOperand::Block(2)])],
            vec![inst(3, "LD_PARAM_b32", Some(v32(2)), vec![MOperand::Sym("k_param_1".into())]), inst(4, "ST_i32", None, vec![r(rd(1)), r(v32(2))])],
            vec![inst(5, "LD_PARAM_b32", Some(v32(3)), vec![MOperand::Sym("k_param_1".into())]), inst(6, "ST_i32", None, vec![r(rd(1)), r(v32(3))])],
        ]);
        let (changes, _) = run_one(&mut f, param_opt, &Knobs::default());
        assert_eq!(changes.len(), 2);
        assert_eq!(f.insts().filter(|i| i.opcode == "LD_PARAM_b32").count(), 1);
        assert_eq!(f.blocks[2].insts[0].mir(0), "ST_i32 %rd1, %r1");
        // Another parameter is another load.
        let mut g = func(vec![vec![
            inst(1, "LD_PARAM_b32", Some(v32(1)), vec![MOperand::Sym("k_param_1".into())]),
            inst(2, "LD_PARAM_b32", Some(v32(2)), vec![MOperand::Sym("k_param_2".into())]),
        ]]);
        assert!(run_one(&mut g, param_opt, &Knobs::default()).0.is_empty());
    }
}
