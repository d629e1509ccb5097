//! The kernel prologue the arch asks for: the stack-pointer load (`LDC`/`MOV R1, c[0x0][...]`),
//! the global-memory descriptor load (`ULDC.64`/`LDCU.64 UR4`), and sm_87's convergence-barrier
//! preamble.

use crate::ptxas::mir::{mach, MachBlock, MachFunction, MachInst};
use crate::ptxas::target::Target;

/// The prologue's stack-pointer load: `LDC R1, c[0x0][0x28]` (sm_90), `MOV R1, c[0x0][0x28]`
/// (up to sm_89), `LDC R1, c[0x0][0x37c]` (sm_100+).
pub fn stack_pointer_load(target: &Target) -> MachInst {
    let a = target.arch;
    let (op, rule) = match (a.stack_pointer_mov, a.stack_pointer) {
        (false, 0x28) => ("LDC", "prologue: stack pointer R1 ← c[0x0][0x28]"),
        (true, 0x28) => ("MOV", "prologue: stack pointer R1 ← c[0x0][0x28] (MOV: sm_75-89)"),
        _ => ("LDC", "prologue: stack pointer R1 ← c[0x0][0x37c] (sm_100+)"),
    };
    mach(&format!("{op} R1, c[0x0][{:#x}]", a.stack_pointer), rule)
}

/// The prologue's load of the global memory descriptor into UR4, where the arch has one:
/// `ULDC.64 UR4, c[0x0][0x208]` (sm_90), `c[0x0][0x118]` (sm_80-89), `LDCU.64 UR4,
/// c[0x0][0x358]` (sm_100+); none on sm_75.
pub fn descriptor_load(target: &Target) -> Option<MachInst> {
    let a = target.arch;
    let off = a.global_desc?;
    let (op, rule) = match (a.uldc, off) {
        (true, 0x208) => ("ULDC.64", "prologue: global memory descriptor UR4 ← c[0x0][0x208]"),
        (true, _) => ("ULDC.64", "prologue: global memory descriptor UR4 ← c[0x0][0x118] (sm_80-89)"),
        (false, _) => ("LDCU.64", "prologue: global memory descriptor UR4 ← c[0x0][0x358] (LDCU, sm_100+)"),
    };
    Some(mach(&format!("{op} UR4, c[0x0][{off:#x}]"), rule))
}

/// The rule of sm_87's kernel preamble.
const PREAMBLE_RULE: &str = "kernel preamble (sm_87): convergence barriers B0-B15 set up once, flagged in UR2";

/// sm_87's kernel preamble, put in front of a scheduled kernel ([`Arch::barrier_preamble`]):
/// ptxas 13.5 for sm_87 starts every kernel (device functions not) with
///
/// ```text
///         ISETP.NE.U32.AND P0, PT, RZ, UR2, PT
///     @P0 BRA body
///         BMOV.32 B0, 0xffffffff
///         BMOV.32.CLEAR B1, B0 ... BMOV.32.CLEAR B15, B14
///         BMOV.32 B15, 0x0
///         UMOV UR2, 0x1
/// body:
/// ```
///
/// with its own control codes (stall 13 before the branch reads P0, 5 after it, 4 after each
/// barrier move, none of them on a scoreboard), which are kept: the scheduler has no model of the
/// barrier registers. Two blocks are added in front; the kernel's block indices move by two.
pub fn barrier_preamble(f: &mut MachFunction) {
    use crate::sass::inst::unpack_control;
    let with = |text: &str, hi: u64| {
        let mut m = mach(text, PREAMBLE_RULE);
        m.control = unpack_control(hi);
        m
    };
    for b in &mut f.blocks {
        for m in &mut b.insts {
            if let Some(t) = &mut m.target {
                *t += 2;
            }
            if let Some(crate::ptxas::ori::Fixup::JumpTable { targets, .. }) = &mut m.fixup {
                targets.iter_mut().for_each(|t| *t += 2);
            }
        }
    }
    let mut branch = with("@P0 BRA 0x0", 0x000f_ea00_0380_0000);
    branch.target = Some(2);
    let test = MachBlock {
        label: None,
        insts: vec![with("ISETP.NE.U32.AND P0, PT, RZ, UR2, PT", 0x000f_da00_0bf0_5070), branch],
        branch_target: false,
    };
    let mut moves = vec![with("BMOV.32 B0, 0xffffffff", 0x000f_e800_0000_0000)];
    moves.extend((1..16).map(|b| with(&format!("BMOV.32.CLEAR B{b}, B{}", b - 1), 0x000f_e800_0010_0000)));
    moves.push(with("BMOV.32 B15, 0x0", 0x000f_e800_0000_0000));
    moves.push(with("UMOV UR2, 0x1", 0x000f_e400_0000_0000));
    let setup = MachBlock { label: None, insts: moves, branch_target: false };
    if f.blocks.is_empty() {
        f.blocks.push(Default::default());
    }
    f.blocks[0].branch_target = true;
    f.blocks.splice(0..0, [test, setup]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sass::arch::arch;
    use crate::target::Sm;

    fn sm(s: &str) -> Sm {
        Sm::parse(s).expect(s)
    }

    #[test]
    fn orin_kernels_start_with_the_barrier_preamble() {
        use crate::ptxas::mir::mach;
        use crate::sass::print::inst_text;
        use crate::ptxas::mir::{MachBlock, MachFunction};
        let mut branch = mach("BRA 0x0", "test");
        branch.target = Some(1);
        let exit = MachBlock { insts: vec![mach("EXIT", "test")], branch_target: true, ..Default::default() };
        let mut f = MachFunction { name: "k".into(), blocks: vec![MachBlock { insts: vec![branch], ..Default::default() }, exit], ..Default::default() };
        barrier_preamble(&mut f);
        assert_eq!(f.blocks.len(), 4);
        // The kernel's own branch still reaches its block; the preamble's skips to the body.
        assert_eq!(f.blocks[2].insts[0].target, Some(3));
        assert_eq!(f.blocks[0].insts[1].target, Some(2));
        assert!(f.blocks[2].branch_target && f.blocks[3].branch_target);
        let texts: Vec<String> = f.blocks[..2].iter().flat_map(|b| b.insts.iter().map(|m| inst_text(&m.inst))).collect();
        assert_eq!(texts.len(), 20);
        assert_eq!(texts[0], "ISETP.NE.U32.AND P0, PT, RZ, UR2, PT");
        assert_eq!(texts[2], "BMOV.32 B0, 0xffffffff");
        assert_eq!(texts[3], "BMOV.32.CLEAR B1, B0");
        assert_eq!(texts[17], "BMOV.32.CLEAR B15, B14");
        assert_eq!((texts[18].as_str(), texts[19].as_str()), ("BMOV.32 B15, 0x0", "UMOV UR2, 0x1"));
        // ptxas's control codes: no scoreboard, stall 13 before the branch reads P0.
        let pre: Vec<_> = f.blocks[..2].iter().flat_map(|b| &b.insts).collect();
        assert!(pre.iter().all(|m| m.control.write_barrier == 7 && m.control.read_barrier == 7 && m.control.wait_mask == 0));
        assert_eq!((pre[0].control.stall, pre[2].control.stall), (13, 4));
        assert!(arch(sm("87")).barrier_preamble && !arch(sm("86")).barrier_preamble && !arch(sm("80")).barrier_preamble);
    }
}
