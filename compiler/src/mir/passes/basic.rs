//! The structural passes: FinalizeISel, NVPTXProxyRegErasure (seed 000 §6.B: every `ProxyReg*`
//! becomes a `COPY`), early tail duplication of small returning blocks, branch folding of the
//! block layout (a conditional branch over the fall-through block becomes one inverted branch; a
//! branch to the next block is deleted) and the late cvta.to.local cleanup (seed 001 §6.B).

use super::super::{MOperand, MachineFunction, MachineInst};
use super::Ctx;
use crate::trace::ChangeKind;

/// FinalizeISel: no custom inserters are selected yet; the pass checks that every opcode is a
/// row of the instruction table (a selector bug otherwise shows here, not in the PTX).
pub(super) fn finalize_isel(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    for i in f.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        if super::super::instrs::find(i.opcode).is_none() {
            ctx.note(ChangeKind::Rewritten, i.id, format!("unknown opcode {}", i.opcode));
        }
    }
}

/// Whether `i` is an unconditional branch to block `target`.
fn is_goto(i: &MachineInst, target: u32) -> bool {
    i.opcode == "GOTO" && i.ops.first() == Some(&MOperand::Block(target))
}

/// Branch folding on the layout: `@p bra next; bra X` at the end of a block whose layout
/// successor is `next` becomes `@!p bra X`; a `bra` to the layout successor is deleted.
pub(super) fn branch_folding(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    for k in 0..f.blocks.len() {
        let Some(next) = f.blocks.get(k + 1).map(|b| b.index) else { continue };
        let insts = &mut f.blocks[k].insts;
        let n = insts.len();
        if n >= 2 && is_goto(&insts[n - 1], next) {
            continue;
        }
        if n >= 2 && insts[n - 2].opcode == "CBranch" && insts[n - 2].ops.get(1) == Some(&MOperand::Block(next)) && insts[n - 1].opcode == "GOTO" {
            let goto = insts.remove(n - 1);
            let cb = &mut insts[n - 2];
            cb.opcode = "CBranchOther";
            cb.ops[1] = goto.ops[0].clone();
            let id = cb.id;
            ctx.note(ChangeKind::Rewritten, id, "inverted the branch over the fall-through block");
            ctx.note(ChangeKind::Removed, goto.id, "folded into the inverted branch");
        }
    }
    for k in 0..f.blocks.len() {
        let Some(next) = f.blocks.get(k + 1).map(|b| b.index) else { continue };
        let insts = &mut f.blocks[k].insts;
        if insts.last().is_some_and(|i| is_goto(i, next)) {
            let goto = insts.pop().map(|i| i.id).unwrap_or_default();
            ctx.note(ChangeKind::Removed, goto, "branch to the layout successor");
        }
    }
}

/// Whether block position `k` ends in a transfer that never falls through.
fn ends_in_jump(f: &MachineFunction, k: usize) -> bool {
    f.blocks[k].insts.last().is_some_and(|i| matches!(i.opcode, "GOTO" | "BRX_IDX" | "Return" | "TRAP"))
}

/// MachineBlockPlacement (seed 001, after BranchFolding): chain-based block ordering. Every
/// fall-through the layout has is kept; a block that ends in an unconditional `bra` to a block
/// that is not its loop header (the target does not dominate it) gets that block, with the
/// chain it starts, placed right after it, as upstream's chain builder does. Chains keep the
/// order of their first blocks, so the entry stays first and a loop body clang placed after
/// the loop's exit paths comes right after its preheader (ptxas unrolls a loop whose body sits
/// after its exits differently from one laid out in line). Blocks are renumbered in the new
/// order and the terminators are updated as branch folding does.
pub(super) fn block_placement(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    let n = f.blocks.len();
    if n < 3 {
        return;
    }
    let cfg = super::Cfg::new(f);
    let idom = cfg.idoms();
    let mut next = vec![usize::MAX; n];
    let mut prev = vec![usize::MAX; n];
    // The fall-throughs and branches to the layout successor the layout already has.
    for k in 0..n - 1 {
        if cfg.succs[k].contains(&(k + 1)) {
            next[k] = k + 1;
            prev[k + 1] = k;
        }
    }
    for k in 0..n {
        if next[k] != usize::MAX {
            continue;
        }
        let insts = &f.blocks[k].insts;
        let Some(MachineInst { opcode: "GOTO", ops, .. }) = insts.last() else { continue };
        if insts.len() >= 2 && matches!(insts[insts.len() - 2].opcode, "CBranch" | "CBranchOther") {
            continue;
        }
        let Some(MOperand::Block(t)) = ops.first() else { continue };
        let Some(tk) = f.blocks.iter().position(|b| b.index == *t) else { continue };
        if tk == 0 || prev[tk] != usize::MAX || idom[k] == usize::MAX || super::dominates(&idom, tk, k) {
            continue;
        }
        // No cycle: the chain that starts at `tk` must not lead back to `k`.
        let mut c = tk;
        while c != usize::MAX && c != k {
            c = next[c];
        }
        if c == k {
            continue;
        }
        next[k] = tk;
        prev[tk] = k;
    }
    let order: Vec<usize> = (0..n).filter(|&k| prev[k] == usize::MAX).flat_map(|h| std::iter::successors(Some(h), |&c| Some(next[c]).filter(|&x| x != usize::MAX))).collect();
    if order.len() != n || order.iter().enumerate().all(|(p, &k)| p == k) {
        return;
    }
    // Every fall-through becomes an explicit branch before the blocks move.
    let mut added = std::collections::BTreeSet::new();
    for k in 0..n - 1 {
        if !ends_in_jump(f, k) {
            let target = f.blocks[k + 1].index;
            let id = ctx.fresh_id();
            added.insert(id);
            f.blocks[k].insts.push(MachineInst { id, opcode: "GOTO", def: None, ops: vec![MOperand::Block(target)], cond: "", space: "", volatile: false, dag_node: None, source: None });
        }
    }
    let moved: Vec<(String, Option<u32>)> =
        order.iter().enumerate().filter(|(p, &k)| *p != k).map(|(_, &k)| (f.blocks[k].name.clone(), f.blocks[k].insts.first().map(|i| i.id))).collect();
    let mut old: Vec<Option<super::super::MachineBlock>> = std::mem::take(&mut f.blocks).into_iter().map(Some).collect();
    f.blocks = order.iter().map(|&k| old[k].take().expect("each block placed once")).collect();
    // Labels ascend in the new order: the same numbers, handed out again.
    let mut numbers: Vec<u32> = f.blocks.iter().map(|b| b.index).collect();
    numbers.sort_unstable();
    let renumber: std::collections::BTreeMap<u32, u32> = f.blocks.iter().zip(&numbers).map(|(b, &m)| (b.index, m)).collect();
    for (b, &m) in f.blocks.iter_mut().zip(&numbers) {
        b.index = m;
        for i in b.insts.iter_mut() {
            for o in i.ops.iter_mut() {
                if let MOperand::Block(t) = o {
                    *t = renumber.get(t).copied().unwrap_or(*t);
                }
            }
        }
    }
    f.nounroll_latches = f.nounroll_latches.iter().map(|t| renumber.get(t).copied().unwrap_or(*t)).collect();
    ctx.log.push(format!("{}: moved {}", f.name, moved.iter().map(|m| m.0.as_str()).collect::<Vec<_>>().join(", ")));
    for (name, first) in &moved {
        if let Some(id) = first {
            ctx.note(ChangeKind::Rewritten, *id, format!("block {name} moved"));
        }
    }
    // The terminators follow the new layout (upstream's updateTerminator): branch folding's
    // rewrites, less the deletion of a branch this pass added a moment before.
    let mut fold = Ctx { knobs: ctx.knobs, opt_level: ctx.opt_level, changes: Vec::new(), log: Vec::new(), next_id: &mut *ctx.next_id };
    branch_folding(f, &mut fold);
    let folded = fold.changes;
    let present: std::collections::BTreeSet<u32> = f.insts().map(|i| i.id).collect();
    for id in added.iter().filter(|id| present.contains(id)) {
        ctx.note(ChangeKind::Added, *id, "branch to the block that followed in the old layout");
    }
    ctx.changes.extend(folded.into_iter().filter(|c| !added.contains(&c.inst)));
}

/// NVPTXProxyRegErasure (seed 000 §6.B): every `ProxyReg*` (a contiguous opcode range) becomes
/// `COPY dst ← src`; none survives to the AsmPrinter.
pub(super) fn proxy_reg_erasure(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    for i in f.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        if i.opcode.starts_with("ProxyReg") {
            ctx.note(ChangeKind::Rewritten, i.id, format!("{} became COPY", i.opcode));
            i.opcode = "COPY";
        }
    }
}

/// Early tail duplication: a block that ends in `bra` to a block of at most `tail-dup-size`
/// instructions ending in `ret` or `trap` gets a copy of that block instead of the branch (the
/// branch and the jump disappear; upstream duplicates returning blocks the same way pre-RA).
pub(super) fn early_tail_duplication(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    let limit = ctx.knobs.int("tail-dup-size").max(0) as usize;
    for k in 0..f.blocks.len() {
        let Some(MachineInst { opcode: "GOTO", ops, id, .. }) = f.blocks[k].insts.last() else { continue };
        let (goto_id, Some(&MOperand::Block(t))) = (*id, ops.first()) else { continue };
        let Some(tk) = f.blocks.iter().position(|b| b.index == t) else { continue };
        // After a conditional branch, branch folding inverts the pair into one branch instead.
        let n = f.blocks[k].insts.len();
        if n >= 2 && matches!(f.blocks[k].insts[n - 2].opcode, "CBranch" | "CBranchOther") {
            continue;
        }
        let tail = &f.blocks[tk].insts;
        let returns = tail.last().is_some_and(|i| matches!(i.opcode, "Return" | "TRAP" | "EXIT"));
        // The copied instructions must define nothing: a second definition would turn a
        // single-definition register into a multi-definition one.
        // A branch to the layout successor costs nothing once branch folding deletes it.
        if tk == k || tk == k + 1 || !returns || tail.len() > limit || tail.iter().any(|i| !super::defs(i).is_empty() || i.opcode == "INLINEASM") {
            continue;
        }
        let copies: Vec<MachineInst> = tail.clone();
        f.blocks[k].insts.pop();
        ctx.note(ChangeKind::Removed, goto_id, format!("branch to block {t}, a {}-instruction returning block, replaced by its copy", copies.len()));
        for mut c in copies {
            let from = c.id;
            c.id = ctx.fresh_id();
            ctx.note(ChangeKind::Added, c.id, format!("copy of instruction {from} from block {t}"));
            f.blocks[k].insts.push(c);
        }
    }
    remove_unreachable(f, ctx);
}

/// Deletes the blocks no path from the entry reaches (what tail duplication can leave).
fn remove_unreachable(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    let cfg = super::Cfg::new(f);
    let mut seen = vec![false; f.blocks.len()];
    let mut work = vec![0usize];
    while let Some(b) = work.pop() {
        if b < seen.len() && !seen[b] {
            seen[b] = true;
            work.extend(cfg.succs[b].iter().copied());
        }
    }
    let mut k = 0;
    f.blocks.retain(|b| {
        let keep = seen[k];
        k += 1;
        if !keep {
            for i in &b.insts {
                ctx.note(ChangeKind::Removed, i.id, format!("block {} is unreachable", b.name));
            }
        }
        keep
    });
}

/// The late NVPTXProxyRegErasure of seed 001 (contract 6.09, C-25): after frame layout, a
/// `cvta.to.local` whose source is already a `.local` address (`add.u64 %rd, %SPL, off`) is
/// removed and its uses read the source.
pub(super) fn cvta_local_cleanup(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    let local: std::collections::BTreeSet<_> = f.insts().filter(|i| i.opcode == "LEA_ADDRi64_local").filter_map(|i| i.def).collect();
    let mut dead = Vec::new();
    for i in f.insts() {
        if i.opcode == "cvta_to_local_64" {
            if let (Some(d), Some(MOperand::Reg(s))) = (i.def, i.ops.first()) {
                if local.contains(s) {
                    dead.push((i.id, d, *s));
                }
            }
        }
    }
    for (id, d, s) in dead {
        super::replace_uses(f, d, s);
        for b in f.blocks.iter_mut() {
            b.insts.retain(|i| i.id != id);
        }
        ctx.note(ChangeKind::Removed, id, format!("cvta.to.local of {s}, already a .local address: its uses read {s}"));
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::{MOperand, MachineBlock, RegClass};
    use super::super::test_util::run_one;
    use super::super::Knobs;
    use super::*;

    fn inst(id: u32, opcode: &'static str, ops: Vec<MOperand>) -> MachineInst {
        MachineInst { id, opcode, def: None, ops, cond: "", space: "", volatile: false, dag_node: None, source: None }
    }

    #[test]
    fn conditional_branch_over_the_fall_through_is_inverted() {
        let mut f = MachineFunction::new("k", true, Vec::new());
        let p = f.new_vreg(RegClass::Pred);
        f.blocks = vec![
            MachineBlock { index: 0, name: "entry".into(), insts: vec![inst(1, "CBranch", vec![MOperand::Reg(p), MOperand::Block(1)]), inst(2, "GOTO", vec![MOperand::Block(2)])] },
            MachineBlock { index: 1, name: "body".into(), insts: vec![inst(3, "GOTO", vec![MOperand::Block(2)])] },
            MachineBlock { index: 2, name: "exit".into(), insts: vec![inst(4, "Return", vec![])] },
        ];
        run_one(&mut f, branch_folding, &Knobs::default());
        assert_eq!(f.blocks[0].insts.len(), 1);
        assert_eq!(f.blocks[0].insts[0].ptx(0), "@!%p1 bra $L__BB0_2");
        assert!(f.blocks[1].insts.is_empty());
    }

    #[test]
    fn proxy_regs_become_copies() {
        let mut f = MachineFunction::new("k", true, Vec::new());
        let a = f.new_vreg(RegClass::B64);
        let d = f.new_vreg(RegClass::B64);
        let mut p = inst(1, "ProxyRegB64", vec![MOperand::Reg(a)]);
        p.def = Some(d);
        f.blocks = vec![MachineBlock { index: 0, name: "entry".into(), insts: vec![p] }];
        run_one(&mut f, proxy_reg_erasure, &Knobs::default());
        assert!(f.insts().all(|i| !i.opcode.starts_with("ProxyReg")));
        assert_eq!(f.blocks[0].insts[0].ptx(0), "mov.b64 %rd2, %rd1");
    }
}

#[cfg(test)]
mod more_tests {
    use super::super::test_util::*;
    use super::super::Knobs;
    use super::*;

    #[test]
    fn a_branch_to_a_return_becomes_the_return() {
        let mut f = func(vec![
            vec![inst(1, "GOTO", None, vec![MOperand::Block(2)])],
            vec![inst(2, "Return", None, vec![])],
            vec![inst(3, "Return", None, vec![])],
        ]);
        let (changes, _) = run_one(&mut f, early_tail_duplication, &Knobs::default());
        assert_eq!(f.blocks[0].insts.len(), 1);
        assert_eq!(f.blocks[0].insts[0].opcode, "Return");
        // The branch went, its copy came, and the two blocks nothing reaches any more went.
        assert_eq!(changes.iter().map(|c| (c.kind, c.inst)).collect::<Vec<_>>(), vec![(ChangeKind::Removed, 1), (ChangeKind::Added, 1000), (ChangeKind::Removed, 2), (ChangeKind::Removed, 3)]);
        assert_eq!(f.blocks.len(), 1);
        // A branch to a block that defines a register is left alone.
        let mut g = func(vec![
            vec![inst(1, "GOTO", None, vec![MOperand::Block(1)])],
            vec![inst(2, "IMOV32i", Some(v32(1)), vec![MOperand::Imm(0)]), inst(3, "Return", None, vec![])],
        ]);
        let (changes, _) = run_one(&mut g, early_tail_duplication, &Knobs::default());
        assert!(changes.is_empty());
    }

    #[test]
    fn cvta_to_local_of_a_local_address_goes() {
        let rd = |n| super::super::super::VReg { class: super::super::super::RegClass::B64, index: n };
        let mut f = func(vec![vec![
            inst(1, "LEA_ADDRi64_local", Some(rd(1)), vec![MOperand::Imm(0)]),
            inst(2, "cvta_to_local_64", Some(rd(2)), vec![r(rd(1))]),
            inst(3, "ST_i32", None, vec![r(rd(2)), r(v32(1))]),
            // A cvta.to.local of anything else stays.
            inst(4, "cvta_to_local_64", Some(rd(3)), vec![r(rd(4))]),
        ]]);
        let (changes, _) = run_one(&mut f, cvta_local_cleanup, &Knobs::default());
        assert_eq!(changes.len(), 1);
        assert_eq!(f.blocks[0].insts[1].mir(0), "ST_i32 %rd1, %r1");
        assert_eq!(f.blocks[0].insts.len(), 3);
    }
}
