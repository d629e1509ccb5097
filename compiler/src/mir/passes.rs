//! The machine passes after selection (seed 001 §6.A), each recorded as one
//! [`trace::MirPass`]: FinalizeISel, NVPTXProxyRegErasure (seed 000 §6.B: every `ProxyReg*`
//! becomes a `COPY`), and branch folding of the block layout (a conditional branch over the
//! fall-through block becomes one inverted branch; a branch to the next block is deleted).

use super::{MachineFunction, MachineInst};
use crate::trace::{ChangeKind, MirChange, MirPass};

/// One pass: its seed name, its command-line id, and what it does to a function.
struct Pass {
    name: &'static str,
    id: &'static str,
    run: fn(&mut MachineFunction, &mut Vec<MirChange>),
}

/// The passes in pipeline order.
const PIPELINE: &[Pass] = &[
    Pass { name: "Finalize ISel and expand pseudo-instructions", id: "finalize-isel", run: finalize_isel },
    Pass { name: "Branch Folding", id: "branch-folder", run: branch_folding },
    Pass { name: "NVPTX optimize redundant cvta.to.local instruction", id: "nvptx-proxyreg-erasure", run: proxy_reg_erasure },
];

/// Runs every machine pass over `functions`, recording each.
///
/// The first entry is the selector's output (id `isel`, nothing changed), so every pass has a
/// previous state to be diffed against.
pub fn run(functions: &mut [MachineFunction]) -> Vec<MirPass> {
    let mut passes = vec![MirPass {
        name: "Instruction selection output".to_string(),
        id: "isel".to_string(),
        changed: false,
        functions: functions.iter().enumerate().map(|(i, f)| f.snapshot(i)).collect(),
        changes: Vec::new(),
        log: Vec::new(),
    }];
    for pass in PIPELINE {
        let mut changes = Vec::new();
        for f in functions.iter_mut() {
            (pass.run)(f, &mut changes);
        }
        passes.push(MirPass {
            name: pass.name.to_string(),
            id: pass.id.to_string(),
            changed: !changes.is_empty(),
            functions: functions.iter().enumerate().map(|(i, f)| f.snapshot(i)).collect(),
            changes,
            log: Vec::new(),
        });
    }
    passes
}

/// FinalizeISel: no custom inserters are selected yet; the pass checks that every opcode is a
/// row of the instruction table (a selector bug otherwise shows here, not in the PTX).
fn finalize_isel(f: &mut MachineFunction, changes: &mut Vec<MirChange>) {
    for i in f.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        if super::instrs::find(i.opcode).is_none() {
            changes.push(MirChange { kind: ChangeKind::Rewritten, inst: i.id, note: format!("unknown opcode {}", i.opcode) });
        }
    }
}

/// Whether `i` is an unconditional branch to block `target`.
fn is_goto(i: &MachineInst, target: u32) -> bool {
    i.opcode == "GOTO" && i.ops.first() == Some(&super::MOperand::Block(target))
}

/// Branch folding on the layout: `@p bra next; bra X` at the end of a block whose layout
/// successor is `next` becomes `@!p bra X`; a `bra` to the layout successor is deleted.
fn branch_folding(f: &mut MachineFunction, changes: &mut Vec<MirChange>) {
    for k in 0..f.blocks.len() {
        let Some(next) = f.blocks.get(k + 1).map(|b| b.index) else { continue };
        let insts = &mut f.blocks[k].insts;
        let n = insts.len();
        if n >= 2 && is_goto(&insts[n - 1], next) {
            continue;
        }
        if n >= 2 && insts[n - 2].opcode == "CBranch" && insts[n - 2].ops.get(1) == Some(&super::MOperand::Block(next)) && insts[n - 1].opcode == "GOTO" {
            let goto = insts.remove(n - 1);
            let cb = &mut insts[n - 2];
            cb.opcode = "CBranchOther";
            cb.ops[1] = goto.ops[0].clone();
            changes.push(MirChange { kind: ChangeKind::Rewritten, inst: cb.id, note: "inverted the branch over the fall-through block".into() });
            changes.push(MirChange { kind: ChangeKind::Removed, inst: goto.id, note: "folded into the inverted branch".into() });
        }
    }
    for k in 0..f.blocks.len() {
        let Some(next) = f.blocks.get(k + 1).map(|b| b.index) else { continue };
        let insts = &mut f.blocks[k].insts;
        if insts.last().is_some_and(|i| is_goto(i, next)) {
            let goto = insts.pop().map(|i| i.id).unwrap_or_default();
            changes.push(MirChange { kind: ChangeKind::Removed, inst: goto, note: "branch to the layout successor".into() });
        }
    }
}

/// NVPTXProxyRegErasure (seed 000 §6.B): every `ProxyReg*` (a contiguous opcode range) becomes
/// `COPY dst ← src`; none survives to the AsmPrinter.
fn proxy_reg_erasure(f: &mut MachineFunction, changes: &mut Vec<MirChange>) {
    for i in f.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        if i.opcode.starts_with("ProxyReg") {
            changes.push(MirChange { kind: ChangeKind::Rewritten, inst: i.id, note: format!("{} became COPY", i.opcode) });
            i.opcode = "COPY";
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{MOperand, MachineBlock, RegClass};
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
        let mut changes = Vec::new();
        branch_folding(&mut f, &mut changes);
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
        let mut changes = Vec::new();
        proxy_reg_erasure(&mut f, &mut changes);
        assert!(f.insts().all(|i| !i.opcode.starts_with("ProxyReg")));
        assert_eq!(f.blocks[0].insts[0].ptx(0), "mov.b64 %rd2, %rd1");
    }
}
