//! The allocated Ori function rewritten into machine IR on hardware registers, with MercExpand of
//! the pseudo-instructions.

use super::*;
use crate::ptxas::mir::{MachBlock, MachFunction, MachInst};

/// Rewrites an allocated Ori function into SASS instructions, expanding the pseudos (MercExpand)
/// and dropping copies onto themselves. Returns the function and a log.
pub fn rewrite(f: &OriFunction, a: &Allocation) -> (MachFunction, Vec<String>) {
    let mut log = Vec::new();
    let phys = |v: VReg| a.phys.get(v.0 as usize).copied().unwrap_or(0);
    let map = PhysMap { reg: &phys, block: &|_| 0 };
    let mut targets = vec![false; f.blocks.len()];
    for i in f.insts() {
        for t in i.target().into_iter().chain(i.jump_targets().iter().copied()) {
            if let Some(x) = targets.get_mut(t) {
                *x = true;
            }
        }
    }
    let reg_of = |o: &Operand| -> Option<u8> {
        match o.value {
            Value::Reg(v, Part::Whole) => Some(phys(v)),
            Value::Reg(v, Part::Sub(k)) => Some(phys(v) + k),
            _ => None,
        }
    };
    let mut blocks = Vec::new();
    for (b, blk) in f.blocks.iter().enumerate() {
        let mut insts = Vec::new();
        for i in &blk.insts {
            let mk = |inst: &OriInst| MachInst {
                inst: to_sass(f, inst, &map),
                target: inst.target(),
                rule: inst.rule,
                ptx_line: inst.ptx_line,
                folded_lines: inst.folded_lines.clone(),
                control: crate::sass::DEFAULT_CONTROL,
                props: inst.props.clone(),
                classes: crate::ptxas::ori::ori_classes(f, inst),
                fixup: inst.fixup.clone(),
            };
            match i.opcode {
                ENTRY_ARGS => {
                    log.push(format!("MercExpand: {ENTRY_ARGS} (the argument registers the caller wrote) emits nothing"));
                }
                "MOV64" => {
                    let (Some(d), Some(s)) = (i.operands.first(), i.operands.get(1)) else { continue };
                    let (Value::Reg(dv, _), Value::Reg(sv, _)) = (&d.value, &s.value) else { continue };
                    let mut emitted = 0;
                    for k in 0..2u8 {
                        if phys(*dv) + k == phys(*sv) + k {
                            continue;
                        }
                        let mut m = OriInst::new("MOV", &[], 1, vec![Operand::sub(*dv, k), Operand::sub(*sv, k)]);
                        m.guard = i.guard;
                        m.rule = i.rule;
                        m.ptx_line = i.ptx_line;
                        insts.push(mk(&m));
                        emitted += 1;
                    }
                    log.push(format!(
                        "MercExpand: line {}: MOV64 {} ← {} became {emitted} MOV(s)",
                        i.ptx_line,
                        reg_name(RegClass::R, phys(*dv)),
                        reg_name(RegClass::R, phys(*sv))
                    ));
                }
                "MOV" if i.operands.len() == 2 && !i.operands[1].neg && reg_of(&i.operands[0]).is_some() && reg_of(&i.operands[0]) == reg_of(&i.operands[1]) => {
                    log.push(format!("coalesced: line {}: MOV onto its own register R{} removed", i.ptx_line, reg_of(&i.operands[0]).unwrap_or(0)));
                }
                _ => insts.push(mk(i)),
            }
        }
        blocks.push(MachBlock { label: blk.label.clone(), insts, branch_target: targets[b] });
    }
    (MachFunction { name: f.name.clone(), blocks, ranges: a.ranges.clone(), num_r: a.num_r, num_p: a.num_p }, log)
}
