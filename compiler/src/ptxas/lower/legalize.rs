//! Arch legalization after register allocation: the instructions Phase 1 writes in their sm_90
//! form respelled as the target has them (`VIMNMX` → `IMNMX`, `I2FP` → `I2F`, `F2FP` spellings,
//! `HFMA2.MMA` → `HFMA2`), and Turing's descriptor-less memory forms.

use crate::ptxas::mir::MachFunction;
use crate::ptxas::target::Target;
use crate::sass::arch::Family;
use crate::sass::inst::Inst;

/// Arch legalization of allocated code, before scheduling: instructions Phase 1 writes in their
/// sm_90 form become the arch's own where it lacks them (ptxas's choices on sm_80):
///
/// - `VIMNMX[.U32]` → `IMNMX[.U32]` (same operands: the predicate picks min or max);
/// - `I2FP.F32.S32` / `.U32` → `I2F` / `I2F.U32` (a variable-latency conversion there, so it
///   must happen before the control codes are set), before sm_89;
/// - `F2FP.F16.F32.PACK_AB` → `F2FP.PACK_AB`, `F2FP.BF16.F32.PACK_AB` → `F2FP.BF16.PACK_AB`
///   (sm_75-87: nvdisasm's spelling of the same words);
/// - `HFMA2.MMA` → `HFMA2` where the arch has no `HFMA2.MMA` (sm_89: ptxas writes
///   `HFMA2 R7, R4, R7, R4` for a packed `fma.rn.f16x2`; sm_100+).
/// - `HFMA2.MMA.BF16_V2` → `HFMA2.BF16_V2` before sm_90 (ptxas 13.5 for sm_80/86/87 writes
///   `HFMA2.BF16_V2 R5, R0, R5, R0` for a packed `fma.rn.bf16x2`; sm_90: `HFMA2.MMA.BF16_V2`).
///
/// Returns one log line per kind of rewrite.
pub fn legalize_function(f: &mut MachFunction, target: &Target) -> Vec<String> {
    let a = target.arch;
    let (mut mnmx, mut i2f, mut mma, mut f2fp) = (0, 0, 0, 0);
    for b in &mut f.blocks {
        for m in &mut b.insts {
            let inst = &mut m.inst;
            if !a.vimnmx && inst.opcode == "VIMNMX" && inst.modifiers.iter().all(|x| x == "U32") {
                inst.opcode = "IMNMX".into();
                m.rule = "VIMNMX → IMNMX (no VIMNMX before sm_90)";
                mnmx += 1;
            } else if !a.i2fp && inst.opcode == "I2FP" {
                inst.opcode = "I2F".into();
                inst.modifiers.retain(|x| x != "F32" && x != "S32");
                m.rule = "I2FP → I2F (no I2FP before sm_89)";
                i2f += 1;
            } else if !a.hfma2_mma && inst.opcode == "HFMA2" && inst.modifiers.first().is_some_and(|x| x == "MMA") {
                inst.modifiers.remove(0);
                m.rule = "HFMA2.MMA → HFMA2 (no HFMA2.MMA on sm_75, sm_89, sm_100+)";
                mma += 1;
            } else if a.family < Family::Hopper
                && inst.opcode == "HFMA2"
                && inst.modifiers.first().is_some_and(|x| x == "MMA")
                && inst.modifiers.iter().any(|x| x == "BF16_V2")
            {
                inst.modifiers.remove(0);
                m.rule = "HFMA2.MMA.BF16_V2 → HFMA2.BF16_V2 (no bf16 HFMA2.MMA before sm_90)";
                mma += 1;
            } else if !a.f2fp_types_printed && inst.opcode == "F2FP" && inst.modifiers.iter().any(|x| x == "F32") {
                // The same instruction; SM75-87 spell it without the types (BF16 stays).
                inst.modifiers.retain(|x| x != "F32" && x != "F16");
                f2fp += 1;
            }
        }
    }
    let mut log = Vec::new();
    if mnmx > 0 {
        log.push(format!("arch {}: {mnmx} VIMNMX → IMNMX", a.family.name()));
    }
    if i2f > 0 {
        log.push(format!("arch {}: {i2f} I2FP → I2F", a.family.name()));
    }
    if mma > 0 {
        log.push(format!("arch {}: {mma} HFMA2.MMA → HFMA2", a.family.name()));
    }
    if f2fp > 0 {
        log.push(format!("arch {}: {f2fp} F2FP spelled without its types (F2FP.PACK_AB)", a.family.name()));
    }
    log
}

/// Arch legalization of the laid-out code, just before Phase 2: what Phase 1 wrote in its sm_90
/// shape becomes what `sm` prints. Returns one log line per kind of rewrite.
///
/// - Where nvdisasm hides the descriptor (sm_8x: `LDG.E R2, [R2.64]`), a global access's
///   `desc[UR4]` leaves the operand; the form table's base pattern carries UR4, which is what
///   ptxas writes. (Scheduling ran before, with UR4 as the read it is.)
pub fn legalize<'a>(insts: impl Iterator<Item = &'a mut Inst>, target: &Target) -> Vec<String> {
    use crate::sass::inst::OperandValue as V;
    let a = target.arch;
    let mut log = Vec::new();
    if a.desc_printed {
        return log;
    }
    let (mut n, mut turing) = (0, 0);
    for inst in insts {
        for o in &mut inst.operands {
            if let V::Mem(r) = &mut o.value {
                if r.desc.take().is_some() {
                    n += 1;
                }
            }
        }
        if a.turing_spelling && turing_respell(inst) {
            turing += 1;
        }
    }
    if n > 0 {
        let what = if a.global_desc.is_some() { "with the descriptor UR4 implied (not printed)" } else { "without a descriptor" };
        log.push(format!("arch {}: {n} global access(es) {what}", a.family.name()));
    }
    if turing > 0 {
        log.push(format!("arch {}: {turing} instruction(s) in their SM75 spelling (.SYS, LDS.U, BAR.SYNC)", a.family.name()));
    }
    log
}

/// Rewrites one instruction into nvdisasm's SM75 spelling ([`Arch::turing_spelling`]). Returns
/// whether anything changed.
fn turing_respell(inst: &mut Inst) -> bool {
    use crate::sass::inst::OperandValue as V;
    let before = (inst.modifiers.clone(), inst.operands.clone());
    let m = &mut inst.modifiers;
    for x in m.iter_mut() {
        if x == "SM" {
            *x = "CTA".into();
        }
    }
    match inst.opcode.as_str() {
        // A weak access names the system scope (`LDG.E.CONSTANT.SYS`); strong ones keep theirs.
        "LDG" | "STG" | "LD" | "ST" if m.first().is_some_and(|x| x == "E") && !m.iter().any(|x| matches!(x.as_str(), "STRONG" | "MMIO" | "SYS" | "GPU" | "CTA")) => {
            m.push("SYS".into())
        }
        "LDS" if m.first().is_none_or(|x| x != "U") => m.insert(0, "U".into()),
        "BAR" => m.retain(|x| x != "DEFER_BLOCKING"),
        _ => {}
    }
    // 64-bit addressing is implied by `.E`: `[R2]`, `ATOMG.E.ADD.STRONG.GPU PT, RZ, [R4+0x4], R7`,
    // not `[R2.64]` (with a uniform register added, ptxas's `[R2.64+UR4]` keeps it).
    for o in &mut inst.operands {
        if let V::Mem(r) = &mut o.value {
            if let (None, Some((_, suffix))) = (r.uadd, &mut r.base) {
                if suffix == ".64" {
                    suffix.clear();
                }
            }
        }
    }
    (inst.modifiers.clone(), inst.operands.clone()) != before
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::Sm;
    use crate::sass::arch::arch;

    fn sm(s: &str) -> Sm {
        Sm::parse(s).expect(s)
    }

    #[test]
    fn turing_spells_memory_and_barriers_as_nvdisasm_sm75() {
        use crate::sass::parse::parse_inst;
        use crate::sass::print::inst_text;
        let respelled = |text: &str, s: &str| {
            let mut i = parse_inst(text).expect(text);
            let log = legalize(std::iter::once(&mut i), &Target::new(sm(s)));
            (inst_text(&i), log.len())
        };
        assert_eq!(respelled("LDG.E R2, desc[UR4][R2.64]", "75").0, "LDG.E.SYS R2, [R2]");
        assert_eq!(respelled("STG.E.64 desc[UR4][R4.64+0x8], R2", "75").0, "STG.E.64.SYS [R4+0x8], R2");
        assert_eq!(respelled("LDG.E.STRONG.GPU R2, desc[UR4][R2.64]", "75").0, "LDG.E.STRONG.GPU R2, [R2]");
        assert_eq!(respelled("ATOMG.E.ADD.STRONG.SM PT, R2, desc[UR4][R4.64], R7", "75").0, "ATOMG.E.ADD.STRONG.CTA PT, R2, [R4], R7");
        assert_eq!(respelled("LDS.64 R2, [R3+0x8]", "75").0, "LDS.U.64 R2, [R3+0x8]");
        assert_eq!(respelled("BAR.SYNC.DEFER_BLOCKING 0x0", "75").0, "BAR.SYNC 0x0");
        // sm_80 keeps its spelling (only the descriptor goes).
        assert_eq!(respelled("LDG.E R2, desc[UR4][R2.64]", "80").0, "LDG.E R2, [R2.64]");
        assert_eq!(respelled("BAR.SYNC.DEFER_BLOCKING 0x0", "80"), ("BAR.SYNC.DEFER_BLOCKING 0x0".to_string(), 0));
        assert!(arch(sm("75")).cas_pair && !arch(sm("80")).cas_pair);
    }

    /// A packed bf16 FMA has no `HFMA2.MMA` form before sm_90 (ptxas 13.5 for sm_80/86/87:
    /// `HFMA2.BF16_V2 R5, R0, R5, R0`); the f16 one keeps it on sm_80/87, and sm_90 keeps both.
    #[test]
    fn bf16_hfma2_leaves_the_mma_unit_before_sm90() {
        use crate::ptxas::mir::mach;
        use crate::sass::print::inst_text;
        use crate::ptxas::mir::{MachBlock, MachFunction};
        let run = |s: &str| {
            let insts = ["HFMA2.MMA.BF16_V2 R5, R0, R5, R0", "HFMA2.MMA R7, R4, R7, R4"].map(|t| mach(t, "test")).to_vec();
            let mut f = MachFunction { blocks: vec![MachBlock { label: None, insts, branch_target: false }], ..Default::default() };
            let log = legalize_function(&mut f, &Target::new(sm(s)));
            (f.blocks[0].insts.iter().map(|m| inst_text(&m.inst)).collect::<Vec<_>>(), log.len())
        };
        for s in ["80", "87"] {
            assert_eq!(run(s), (vec!["HFMA2.BF16_V2 R5, R0, R5, R0".to_string(), "HFMA2.MMA R7, R4, R7, R4".to_string()], 1), "sm_{s}");
        }
        assert_eq!(run("86").0, ["HFMA2.BF16_V2 R5, R0, R5, R0", "HFMA2 R7, R4, R7, R4"]);
        assert_eq!(run("90"), (vec!["HFMA2.MMA.BF16_V2 R5, R0, R5, R0".to_string(), "HFMA2.MMA R7, R4, R7, R4".to_string()], 0));
    }
}
