//! The cleanup passes: dead machine instruction elimination, MachineCopyPropagation, the
//! register coalescer that removes the selector's PHI copies, and redundant-move-elim.

use super::super::{MachineFunction, VReg};
#[cfg(test)]
use super::super::MOperand;
use super::{copy_source, defs, is_param_load, is_pure, rename, replace_uses, use_def_counts, Cfg, Ctx, Liveness};
use crate::trace::ChangeKind;
use std::collections::BTreeSet;

/// DeadMachineInstrElim: an instruction with no effect besides its results, none of which is
/// read, is deleted; repeated until nothing more dies (a deletion can kill its operands'
/// definitions). Deletions are collected per block and made after its scan (contract 6.14).
pub(super) fn dead_mi_elimination(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    loop {
        let (uses, _) = use_def_counts(f);
        let mut dead: BTreeSet<u32> = BTreeSet::new();
        for i in f.insts() {
            let removable = is_pure(i) || is_param_load(f, i);
            let ds = defs(i);
            if removable && !ds.is_empty() && ds.iter().all(|d| !uses.contains_key(d)) {
                dead.insert(i.id);
                ctx.note(ChangeKind::Removed, i.id, format!("{} is never read", ds.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")));
            }
        }
        if dead.is_empty() {
            return;
        }
        for b in f.blocks.iter_mut() {
            b.insts.retain(|i| !dead.contains(&i.id));
        }
    }
}

/// MachineCopyPropagation: `%d = COPY %s` where both registers have one definition each (the
/// value cannot change in between): every read of `%d` reads `%s` and the copy is deleted.
pub(super) fn machine_copy_propagation(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    loop {
        let (_, ndefs) = use_def_counts(f);
        let found = f.insts().find_map(|i| {
            let s = copy_source(i)?;
            let d = i.def?;
            (d != s && ndefs.get(&d) == Some(&1) && ndefs.get(&s) == Some(&1)).then_some((i.id, d, s))
        });
        let Some((id, d, s)) = found else { return };
        let n = replace_uses(f, d, s);
        for b in f.blocks.iter_mut() {
            b.insts.retain(|i| i.id != id);
        }
        ctx.note(ChangeKind::Removed, id, format!("copy {d} = {s} propagated into {n} use(s)"));
    }
}

/// The register coalescer (after the selector's PHI elimination): a copy `%d = COPY %s`
/// whose two registers do not interfere — neither is live where the other is written, except
/// at copies between the two — merges them into one register (the lower-numbered) and the copy
/// disappears. This is what turns the PHI copies of a loop into one register per loop value.
pub(super) fn register_coalescer(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    // Liveness once; a merge renames the registers in the live sets too (the merged register
    // is live where either was: the union, as the two do not interfere). Merged copies are
    // deleted at the end.
    let cfg = Cfg::new(f);
    let live = Liveness::new(f, &cfg);
    let mut after: Vec<Vec<BTreeSet<VReg>>> = (0..f.blocks.len()).map(|k| live.live_after(f, k)).collect();
    let mut entry_in = live.live_in.first().cloned().unwrap_or_default();
    let mut merged: BTreeSet<u32> = BTreeSet::new();
    let copies: Vec<u32> = f.insts().filter(|i| copy_source(i).is_some()).map(|i| i.id).collect();
    for id in copies {
        let Some(i) = f.insts().find(|i| i.id == id) else { continue };
        let (Some(d), Some(s)) = (i.def, copy_source(i)) else { continue };
        if d == s {
            continue;
        }
        let interferes = (entry_in.contains(&d) && entry_in.contains(&s))
            || f.blocks.iter().enumerate().any(|(k, blk)| {
                blk.insts.iter().enumerate().any(|(j, i)| {
                    if merged.contains(&i.id) {
                        return false;
                    }
                    let ds = defs(i);
                    [(d, s), (s, d)].iter().any(|&(x, y)| ds.contains(&x) && !(i.def == Some(x) && copy_source(i) == Some(y)) && after[k][j].contains(&y))
                })
            });
        if interferes {
            continue;
        }
        let (keep, gone) = if s.index < d.index { (s, d) } else { (d, s) };
        rename(f, gone, keep);
        for set in after.iter_mut().flatten().chain(std::iter::once(&mut entry_in)) {
            if set.remove(&gone) {
                set.insert(keep);
            }
        }
        merged.insert(id);
        ctx.note(ChangeKind::Removed, id, format!("copy {d} = {s}: the registers do not interfere, {gone} merged into {keep}"));
    }
    // A copy whose two registers an earlier merge made one (`mov.b32 %r3, %r3`) goes too.
    for i in f.insts() {
        if !merged.contains(&i.id) && i.def.is_some() && i.def == copy_source(i) {
            ctx.note(ChangeKind::Removed, i.id, format!("copy of {} into itself after the merges", i.def.map(|d| d.to_string()).unwrap_or_default()));
            merged.insert(i.id);
        }
    }
    for b in f.blocks.iter_mut() {
        b.insts.retain(|i| !merged.contains(&i.id));
    }
}

/// redundant-move-elim ("Remove redundant moves"): a move of a register into itself (what
/// coalescing leaves), and a move back `%a = %b` right after `%b = %a` with neither written in
/// between, are deleted.
pub(super) fn redundant_move_elim(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    for b in f.blocks.iter_mut() {
        let mut dead = BTreeSet::new();
        for (j, i) in b.insts.iter().enumerate() {
            let (Some(d), Some(s)) = (i.def, copy_source(i)) else { continue };
            if d == s {
                dead.insert(i.id);
                ctx.note(ChangeKind::Removed, i.id, format!("move of {d} into itself"));
                continue;
            }
            // Look back for `%s = %d` with neither written since.
            for prev in b.insts[..j].iter().rev() {
                if prev.def == Some(s) && copy_source(prev) == Some(d) && !dead.contains(&prev.id) {
                    dead.insert(i.id);
                    ctx.note(ChangeKind::Removed, i.id, format!("{d} already holds {s} (moved the other way at instruction {})", prev.id));
                    break;
                }
                let pd = defs(prev);
                if pd.contains(&s) || pd.contains(&d) {
                    break;
                }
            }
        }
        b.insts.retain(|i| !dead.contains(&i.id));
    }
}

/// Whether any instruction reads `r` as an address or value operand (used by tests).
#[cfg(test)]
fn reads(f: &MachineFunction, r: VReg) -> bool {
    f.insts().any(|i| i.ops.contains(&MOperand::Reg(r)))
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;
    use super::super::Knobs;
    use super::*;

    #[test]
    fn dead_chains_die_and_stores_stay() {
        let mut f = func(vec![vec![
            inst(1, "IMOV32i", Some(v32(1)), vec![MOperand::Imm(3)]),
            inst(2, "ADDi32ri", Some(v32(2)), vec![r(v32(1)), MOperand::Imm(1)]),
            inst(3, "IMOV32i", Some(v32(3)), vec![MOperand::Imm(4)]),
            inst(4, "ST_i32", None, vec![r(VReg { class: super::super::super::RegClass::B64, index: 1 }), r(v32(3))]),
            inst(5, "Return", None, vec![]),
        ]]);
        let (changes, _) = run_one(&mut f, dead_mi_elimination, &Knobs::default());
        assert_eq!(f.insts().map(|i| i.id).collect::<Vec<_>>(), vec![3, 4, 5]);
        assert_eq!(changes.len(), 2);
    }

    #[test]
    fn loop_phi_copies_coalesce() {
        // r1 = 0; loop: r2 = r1 + 1; r1 = r2; @p bra loop; store r1
        let p = VReg { class: super::super::super::RegClass::Pred, index: 1 };
        let rd = VReg { class: super::super::super::RegClass::B64, index: 1 };
        let mut f = func(vec![
            vec![inst(1, "IMOV32i", Some(v32(1)), vec![MOperand::Imm(0)])],
            vec![
                inst(2, "ADDi32ri", Some(v32(2)), vec![r(v32(1)), MOperand::Imm(1)]),
                inst(3, "IMOV32r", Some(v32(1)), vec![r(v32(2))]),
                inst(4, "CBranch", None, vec![r(p), MOperand::Block(1)]),
            ],
            vec![inst(5, "ST_i32", None, vec![r(rd), r(v32(1))]), inst(6, "Return", None, vec![])],
        ]);
        let (changes, _) = run_one(&mut f, register_coalescer, &Knobs::default());
        assert_eq!(changes.len(), 1);
        assert!(!reads(&f, v32(2)));
        assert_eq!(f.blocks[1].insts[0].mir(0), "%r1 = ADDi32ri %r1, 1");
    }

    #[test]
    fn interfering_copies_stay() {
        // r2 = r1; r1 = r1 + 1; store r2, store r1: r2 is live where r1 is redefined.
        let rd = VReg { class: super::super::super::RegClass::B64, index: 1 };
        let mut f = func(vec![vec![
            inst(1, "LD_PARAM_b32", Some(v32(1)), vec![MOperand::Sym("k_param_0".into())]),
            inst(2, "IMOV32r", Some(v32(2)), vec![r(v32(1))]),
            inst(3, "ADDi32ri", Some(v32(1)), vec![r(v32(1)), MOperand::Imm(1)]),
            inst(4, "ST_i32", None, vec![r(rd), r(v32(2))]),
            inst(5, "ST_i32", None, vec![r(rd), r(v32(1))]),
        ]]);
        let (changes, _) = run_one(&mut f, register_coalescer, &Knobs::default());
        assert!(changes.is_empty());
    }

    #[test]
    fn single_definition_copies_propagate() {
        let rd = VReg { class: super::super::super::RegClass::B64, index: 1 };
        let mut f = func(vec![vec![
            inst(1, "LD_PARAM_b32", Some(v32(1)), vec![MOperand::Sym("k_param_0".into())]),
            inst(2, "IMOV32r", Some(v32(2)), vec![r(v32(1))]),
            inst(3, "ST_i32", None, vec![r(rd), r(v32(2))]),
        ]]);
        let (changes, _) = run_one(&mut f, machine_copy_propagation, &Knobs::default());
        assert_eq!(changes.len(), 1);
        assert_eq!(f.blocks[0].insts[1].mir(0), "ST_i32 %rd1, %r1");
    }

    #[test]
    fn self_moves_and_moves_back_go() {
        let mut f = func(vec![vec![
            inst(1, "IMOV32r", Some(v32(1)), vec![r(v32(1))]),
            inst(2, "IMOV32r", Some(v32(2)), vec![r(v32(3))]),
            inst(3, "IMOV32r", Some(v32(3)), vec![r(v32(2))]),
        ]]);
        let (changes, _) = run_one(&mut f, redundant_move_elim, &Knobs::default());
        assert_eq!(changes.len(), 2);
        assert_eq!(f.insts().map(|i| i.id).collect::<Vec<_>>(), vec![2]);
    }
}
