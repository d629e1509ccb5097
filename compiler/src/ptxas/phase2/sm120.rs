//! Phase 2 on Blackwell: the instruction as the Blackwell tables spell it ([`adapt`]) and seed
//! 004's SM120 pattern coordinator (`sub_13AF3D0`), the consumer parts' own Phase 2 backend
//! instead of the mega-selector ([`coordinate`]): it tries the pattern, an escape to a sibling
//! opcode, and a commuted operand order, and its trace counts what each path emitted.

use crate::ptxas::ori::WILDCARD;
use crate::sass::arch::{is_blackwell, is_consumer};
use crate::sass::inst::{Inst, Operand as SOp, OperandValue};
use crate::target::Sm;

/// The instruction as the Blackwell tables spell it, with its operand register classes (Phase
/// 2's operand records) kept in step: `ULDC` becomes `LDCU`; `IADD3`/`UIADD3` get both carry-out
/// predicates printed (`PT`/`UPT` where Hopper's nvdisasm hid them), and so does `VIMNMX` on
/// sm_100/103/110; sm_120/121 print the signed min/max's `.S32`.
pub fn adapt(inst: &Inst, classes: &[u16], sm: Sm) -> (Inst, Vec<u16>) {
    let mut i = inst.clone();
    let mut c = classes.to_vec();
    if !is_blackwell(sm) {
        return (i, c);
    }
    if i.opcode == "ULDC" {
        i.opcode = "LDCU".into();
    }
    // sm_120/121 print the signed 32-bit min/max's type (`VIMNMX.S32 R5, R0, R5, PT`; Hopper and
    // sm_100 leave it implied): ptxas 13.5 -arch=sm_120a on min.s32.
    if is_consumer(sm) && i.opcode == "VIMNMX" && i.modifiers.is_empty() {
        i.modifiers.push("S32".into());
        return (i, c);
    }
    let pred = match i.opcode.as_str() {
        // sm_100/103/110 print VIMNMX's two (unused) predicate outputs too: `VIMNMX R5, PT, PT,
        // R0, R5, PT` (ptxas 13.5 -arch=sm_100a on min.s32).
        "IADD3" => OperandValue::Pred(crate::sass::inst::PT),
        "VIMNMX" if !is_consumer(sm) => OperandValue::Pred(crate::sass::inst::PT),
        "UIADD3" => OperandValue::UPred(crate::sass::inst::PT),
        _ => return (i, c),
    };
    let is_pred = |o: &SOp| matches!(o.value, OperandValue::Pred(_) | OperandValue::UPred(_));
    // The destination, then the carry-outs (0-2 printed), then the sources.
    let outs = i.operands.iter().skip(1).take_while(|o| is_pred(o)).count();
    for _ in outs..2 {
        i.operands.insert(1 + outs, SOp::new(pred.clone()));
        if c.len() > outs {
            c.insert(1 + outs, WILDCARD);
        }
    }
    (i, c)
}

/// Opcodes whose first two sources commute (seed 004: the coordinator's `sub_13A4DA0` is called
/// for FMA, IADD3 and comparisons).
const COMMUTATIVE: &[&str] = &["FADD", "FMUL", "FFMA", "IADD3", "IMAD", "IADD", "HADD2", "HMUL2", "HFMA2", "DADD", "DMUL", "DFMA"];

/// What the pattern coordinator did to an instruction before its template contest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Coordinated {
    /// Inline operand emission in the instruction's own order.
    Inline,
    /// The commutative operand selector put the first two sources the other way round (the
    /// table has a template for that order only).
    Swapped,
    /// The alternate-match escape (`LABEL_750`) replaced the instruction by the SM-specific
    /// matcher's (`IADD3 Rd, PT, PT, Ra, Rb, RZ` → `IADD Rd, Ra, Rb`: IADD exists on sm_120 only).
    Alternate(&'static str),
}

impl Coordinated {
    /// The note the trace carries, empty for inline emission.
    pub fn note(&self) -> String {
        match self {
            Coordinated::Inline => String::new(),
            Coordinated::Swapped => "coordinator: commutative operand selector swapped the sources".into(),
            Coordinated::Alternate(what) => format!("coordinator: alternate match {what}"),
        }
    }
}

/// The SM120 pattern coordinator's part of Phase 2 for one instruction (seed 004, `sub_13AF3D0`):
/// the alternate-match escape first, then the commutative operand selector; the template contest
/// then runs on what it returns. `has_form(mnemonic, shape)` asks the arch's table.
pub fn coordinate(inst: &Inst, classes: &[u16], has_form: impl Fn(&str, &str) -> bool) -> (Inst, Vec<u16>, Coordinated) {
    let shape = |i: &Inst| i.operands.iter().map(SOp::shape).collect::<Vec<_>>().join(",");
    // LABEL_750: a two-source add without carries is IADD on the consumer parts.
    if inst.opcode == "IADD3" && inst.modifiers.is_empty() && inst.operands.len() == 6 {
        let ops = &inst.operands;
        let pt = |o: &SOp| matches!(o.value, OperandValue::Pred(crate::sass::inst::PT)) && !o.not;
        let rz = |o: &SOp| matches!(o.value, OperandValue::Reg(crate::sass::inst::RZ)) && !o.neg && !o.bitnot;
        if pt(&ops[1]) && pt(&ops[2]) && rz(&ops[5]) {
            let alt = Inst { guard: inst.guard, opcode: "IADD".into(), modifiers: Vec::new(), operands: vec![ops[0].clone(), ops[3].clone(), ops[4].clone()] };
            if has_form(&alt.mnemonic(), &shape(&alt)) {
                let c = [0usize, 3, 4].iter().map(|&k| classes.get(k).copied().unwrap_or(WILDCARD)).collect();
                return (alt, c, Coordinated::Alternate("IADD3 → IADD"));
            }
        }
    }
    // sub_13A4DA0: the first two sources the other way round where only that order has a template.
    let results = crate::sass::opcodes::num_defs(inst).min(inst.operands.len());
    let first = inst.operands.iter().skip(results).position(|o| !matches!(o.value, OperandValue::Pred(_) | OperandValue::UPred(_))).map(|p| p + results);
    if let Some(a) = first.filter(|&a| a + 1 < inst.operands.len() && COMMUTATIVE.contains(&inst.opcode.as_str())) {
        if !has_form(&inst.mnemonic(), &shape(inst)) {
            let mut sw = inst.clone();
            sw.operands.swap(a, a + 1);
            if has_form(&sw.mnemonic(), &shape(&sw)) {
                let mut c = classes.to_vec();
                if c.len() > a + 1 {
                    c.swap(a, a + 1);
                }
                return (sw, c, Coordinated::Swapped);
            }
        }
    }
    (inst.clone(), classes.to_vec(), Coordinated::Inline)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sass::parse::parse_inst;
    use crate::sass::print::inst_text;

    fn sm(s: &str) -> Sm {
        Sm::parse(s).expect("sm")
    }

    #[test]
    fn iadd3_prints_both_carry_outs_on_blackwell() {
        let cases = [
            ("IADD3 R1, R2, R3, RZ", "IADD3 R1, PT, PT, R2, R3, RZ"),
            ("IADD3 R6, P0, R1, UR5, RZ", "IADD3 R6, P0, PT, R1, UR5, RZ"),
            ("IADD3.X R7, RZ, UR5, RZ, P0, !PT", "IADD3.X R7, PT, PT, RZ, UR5, RZ, P0, !PT"),
            ("UIADD3 UR4, -UR5, UR4, URZ", "UIADD3 UR4, UPT, UPT, -UR5, UR4, URZ"),
            ("ULDC.64 UR4, c[0x0][0x358]", "LDCU.64 UR4, c[0x0][0x358]"),
        ];
        for (hopper, bw) in cases {
            let i = parse_inst(hopper).unwrap();
            let classes = vec![1u16; i.operands.len()];
            let (a, c) = adapt(&i, &classes, sm("100a"));
            assert_eq!(inst_text(&a), bw);
            assert_eq!(c.len(), a.operands.len());
            let (same, _) = adapt(&i, &classes, sm("90"));
            assert_eq!(inst_text(&same), hopper);
        }
        let (_, c) = adapt(&parse_inst("IADD3 R1, R2, R3, RZ").unwrap(), &[1, 1, 1, WILDCARD], sm("120"));
        assert_eq!(c, vec![1, WILDCARD, WILDCARD, 1, 1, WILDCARD]);
    }

    #[test]
    fn the_coordinator_escapes_to_iadd_and_swaps_commutative_sources() {
        let table = |m: &str, s: &str| matches!((m, s), ("IADD", "R,R,I") | ("FADD", "R,R,U"));
        let i = parse_inst("IADD3 R1, PT, PT, R2, 0x4, RZ").unwrap();
        let (a, c, how) = coordinate(&i, &[1, WILDCARD, WILDCARD, 1, WILDCARD, WILDCARD], table);
        assert_eq!(inst_text(&a), "IADD R1, R2, 0x4");
        assert_eq!(c, vec![1, 1, WILDCARD]);
        assert_eq!(how, Coordinated::Alternate("IADD3 → IADD"));
        // A carry or a third addend keeps IADD3.
        let i = parse_inst("IADD3 R1, P0, PT, R2, 0x4, RZ").unwrap();
        assert_eq!(coordinate(&i, &[], table).2, Coordinated::Inline);
        let i = parse_inst("FADD R1, UR4, R2").unwrap();
        let (a, _, how) = coordinate(&i, &[1, WILDCARD, 1], table);
        assert_eq!((inst_text(&a).as_str(), how), ("FADD R1, R2, UR4", Coordinated::Swapped));
        assert!(Coordinated::Swapped.note().contains("commutative"));
    }

    #[test]
    fn min_max_is_spelled_per_blackwell_family() {
        // ptxas 13.5 -arch=sm_120a, min.s32 / max.u32: `VIMNMX.S32 R5, R0, R5, PT`,
        // `VIMNMX.U32 R7, R0, UR6, !PT`; sm_100a: `VIMNMX R5, PT, PT, R0, R5, PT`.
        let i = parse_inst("VIMNMX R5, R0, R5, PT").unwrap();
        let (a, c) = adapt(&i, &[1, 1, 1, WILDCARD], sm("120a"));
        assert_eq!(inst_text(&a), "VIMNMX.S32 R5, R0, R5, PT");
        assert_eq!(c.len(), 4);
        assert_eq!(inst_text(&adapt(&i, &[1, 1, 1, WILDCARD], sm("90")).0), "VIMNMX R5, R0, R5, PT");
        let (b, c) = adapt(&i, &[1, 1, 1, WILDCARD], sm("100a"));
        assert_eq!(inst_text(&b), "VIMNMX R5, PT, PT, R0, R5, PT");
        assert_eq!(c, vec![1, WILDCARD, WILDCARD, 1, 1, WILDCARD]);
        let u = parse_inst("VIMNMX.U32 R7, R0, UR6, !PT").unwrap();
        assert_eq!(inst_text(&adapt(&u, &[1, 1, 1, WILDCARD], sm("121")).0), "VIMNMX.U32 R7, R0, UR6, !PT");
    }
}
