//! Operand reuse flags, set after Phase 2 (which knows each operand's reuse slot from the
//! template it chose) on the scheduled, laid-out code.

use crate::ptxas::phase2::Selected;
use crate::sass::forms::Form;
use crate::sass::inst::ControlCode;
use crate::sass::inst::{OperandValue as V, RZ};
use crate::sass::opcodes::{defs_uses, latency, Latency, Reg};
use std::collections::BTreeSet;

/// The operand-reuse slot (0 = A, 1 = B, 2 = C) of each register operand of a form whose
/// `.reuse` nvdisasm prints: operand index → slot.
fn reuse_slots(form: &Form) -> Vec<(usize, u8)> {
    use crate::sass::forms::Component;
    form.fields
        .iter()
        .filter(|f| f.component == Component::Reg && f.reuse_printed)
        .filter_map(|f| {
            let slot = f.reuse_operand_slot()?;
            (slot < 3).then_some((f.operand, slot))
        })
        .collect()
}

/// Operand reuse flags, after Phase 2 chose each instruction's template: instruction `i` marks
/// register `R` in slot `S` `.reuse` when the next instruction reads `R` in the same slot, both
/// are fixed-latency ALU operations, `i` is unguarded and does not write `R`, and the next one is
/// no branch target (so the operand cache holds `R` whichever way control arrives). `i` then
/// gives up its yield (bit 109 set): a warp that may yield keeps no operand cache, and nvdisasm
/// neither prints `.reuse` with the yield flag nor accepts bit 109 with stall 0 or 12-15, so
/// only stalls 1-11 qualify (every `.reuse` in ptxas's code of the corpus is on an instruction
/// with bit 109 set). Only slots the template prints `.reuse` on. `code` holds each
/// instruction's offset and control (updated); `targets` the offsets of branch targets. Returns
/// how many flags were set.
pub fn set_reuse<C>(sels: &mut [Option<Selected<C>>], code: &mut [(u32, ControlCode)], targets: &BTreeSet<u32>) -> usize {
    let alu = |s: &Selected<C>| {
        matches!(latency(&s.inst), Latency::Fixed(_)) && !matches!(s.inst.opcode.as_str(), "BRA" | "EXIT" | "BAR" | "NOP" | "ULDC" | "UMOV")
    };
    let mut count = 0;
    for i in 0..sels.len().saturating_sub(1) {
        let (head, tail) = sels.split_at_mut(i + 1);
        let (Some(a), Some(b)) = (&mut head[i], &tail[0]) else { continue };
        let (ctrl, next_off) = (code[i].1, code[i + 1].0);
        if !alu(a) || !alu(b) || a.inst.guard.is_some() || targets.contains(&next_off) || !(1..=11).contains(&ctrl.stall) {
            continue;
        }
        let written = defs_uses(&a.inst).0;
        let b_slots = reuse_slots(b.form);
        let mut chosen: Vec<(usize, u8)> = Vec::new();
        for (k, slot) in reuse_slots(a.form) {
            let Some(V::Reg(r)) = a.inst.operands.get(k).map(|o| &o.value) else { continue };
            if *r == RZ || written.contains(&Reg::R(*r)) {
                continue;
            }
            let next_reads = b_slots.iter().any(|&(kb, sb)| sb == slot && matches!(b.inst.operands.get(kb).map(|o| &o.value), Some(V::Reg(x)) if x == r));
            if next_reads {
                chosen.push((k, slot));
            }
        }
        if !chosen.is_empty() {
            code[i].1.yield_ = false;
        }
        for (k, _) in chosen {
            a.inst.operands[k].reuse = true;
            count += 1;
        }
    }
    count
}
