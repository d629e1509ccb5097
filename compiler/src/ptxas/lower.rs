//! ptxas's side on Blackwell: the datacenter parts (sm_100, sm_101, sm_103, sm_110 and their `a`/`f`
//! variants; seed 004's arch-dispatch family 0x5003) and the consumer parts (sm_120, sm_121; family
//! 0x5004), where they differ from Hopper. Everything here was read off ptxas 13.5 and nvdisasm
//! (`tests/corpus` compiled with `-arch=sm_100a` / `sm_120a` and compared with sm_90):
//!
//! - **The driver's constant bank 0 moved** ([`driver_offset`]): kernel parameters start at
//!   `0x380` (Hopper `0x210`), the stack pointer is `c[0x0][0x37c]` (`0x28`), the global memory
//!   descriptor `c[0x0][0x358]` (`0x208`), `%ntid` `0x360..0x368` (`0x0..0x8`), `%nctaid`
//!   `0x370..0x378` (`0xc..0x14`), the local window `0x2f8` (`0x20`), the constant window `0x120`
//!   (`0xd0`). The arch model ([`super::arch`]) gives Phase 1 the parameters, `%ntid`, the stack
//!   pointer and the descriptor; [`lower`] relocates the rest Phase 1 writes at Hopper's place.
//! - **No constant-bank ALU operands** (operand-form selectors 3 and 5 decode to nothing on SM100
//!   and SM120): a `c[bank][offset]` source of anything but a constant load is read by an `LDC`
//!   into a register first ([`lower`]).
//! - **No `ULDC`**: uniform constant loads are `LDCU` (the prologue's descriptor load is
//!   `LDCU.64 UR4, c[0x0][0x358]`, from the arch model).
//! - **Uniform registers are 8 bits wide** (`URZ` = 255; the encoder widens the model's `URZ`).
//! - **`IADD3` prints both carry-out predicates** (`IADD3 R1, PT, PT, R2, R3, RZ`;
//!   `UIADD3 UR4, UPT, UPT, ...`): [`adapt`] spells the hidden `PT`s out so the form tables'
//!   shapes match.
//! - **The consumer parts have their own Phase 2 backend**: seed 004's SM120 pattern coordinator
//!   (`sub_13AF3D0`) instead of the mega-selector (the arch model's backend); see [`coordinate`].
//!
//! sm_100, sm_101 and sm_103 decode with one table (`forms_sm100.txt`: words ptxas wrote for
//! sm_100a decode identically with `nvdisasm -b SM103`); sm_120 and sm_121 with `forms_sm120.txt`
//! (ptxas writes the same words for both).

use crate::sass::inst::{Inst, Operand as SOp, OperandValue};
use crate::ptxas::ori::*;
use crate::target::Sm;

/// Whether `sm` is a Blackwell part (sm_100 and later).
pub fn is_blackwell(sm: Sm) -> bool {
    sm.number >= 100
}

/// Whether `sm` is a consumer Blackwell part (sm_120, sm_121): seed 004's family 0x5004.
pub fn is_consumer(sm: Sm) -> bool {
    sm.number >= 120
}

/// Blackwell's offset in constant bank 0 of what Phase 1 still writes at Hopper's place (the
/// parameters, `%ntid`/`%nctaid`, the stack pointer and the descriptor already come from the arch
/// model, [`crate::sass::arch::Arch`]), or why there is none: the local window (Hopper 0x20, Blackwell
/// 0x2f8) and the constant window (0xd0, 0x120). The cluster shape and counts
/// (`%cluster_nctaid`, `%nclusterid`, `%cluster_nctarank`: Hopper 0x140-0x188) are not at fixed
/// offsets any more: ptxas indexes them by `SR_CgaSize` (`CS2R.32` + `IMAD` + `LDC
/// c[0x0][R+0x2a0]`), which is not built.
pub fn driver_offset(hopper: i64) -> Result<i64, String> {
    Ok(match hopper {
        // Parameters (0x380+), the descriptor (0x358), %ntid/%nctaid (0x360-0x378), the stack
        // pointer (0x37c): already Blackwell's.
        o if o >= 0x358 => o,
        0x20 | 0x24 => 0x2f8 + (hopper - 0x20),
        0xd0 | 0xd4 => 0x120 + (hopper - 0xd0),
        0x140..=0x18c => {
            return Err(format!(
                "c[0x0][{hopper:#x}] (cluster shape) is read through SR_CgaSize on Blackwell, which is not implemented"
            ))
        }
        _ => return Err(format!("no Blackwell location known for c[0x0][{hopper:#x}]")),
    })
}

/// Whether an opcode reads the constant bank as its own operand (a load, not an ALU source).
fn is_constant_load(opcode: &str) -> bool {
    matches!(opcode, "LDC" | "LDCU" | "ULDC")
}

/// Blackwell's Phase 1 differences, applied to a converted function: bank-0 offsets relocated to
/// the Blackwell layout, and every constant-bank source of an ALU instruction read by an `LDC`
/// into a register first. Returns the log lines (one per rewrite kind with its count), or why the
/// function cannot be converted for `sm`.
pub fn lower(f: &mut OriFunction, sm: Sm) -> Result<Vec<String>, String> {
    let mut log = Vec::new();
    if !is_blackwell(sm) {
        return Ok(log);
    }
    let mut relocated = 0usize;
    for b in &mut f.blocks {
        for i in &mut b.insts {
            for o in &mut i.operands {
                match &mut o.value {
                    Value::Const { bank: 0, offset } | Value::ConstReg { bank: 0, offset, .. } => {
                        let new = driver_offset(*offset).map_err(|e| format!("ptxas Phase 1 ({sm}): {e}"))?;
                        if new != *offset {
                            *offset = new;
                            relocated += 1;
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    let mut loads = 0usize;
    for b in 0..f.blocks.len() {
        let mut k = 0;
        while k < f.blocks[b].insts.len() {
            let i = &f.blocks[b].insts[k];
            if is_constant_load(i.opcode) {
                k += 1;
                continue;
            }
            let at: Vec<usize> = (i.ndefs..i.operands.len())
                .filter(|&n| matches!(i.operands[n].value, Value::Const { .. } | Value::ConstReg { .. }))
                .collect();
            let mut inserted = 0;
            for n in at {
                let src = f.blocks[b].insts[k].operands[n].value.clone();
                let v = f.new_vreg(RegClass::R, "%cbank");
                let mut ldc = OriInst::new("LDC", &[], 1, vec![Operand::new(Value::Reg(v, Part::Whole)), Operand::new(src)]);
                let user = &f.blocks[b].insts[k];
                ldc.rule = "blackwell: no constant-bank ALU operands → LDC";
                ldc.ptx_line = user.ptx_line;
                f.blocks[b].insts[k].operands[n].value = Value::Reg(v, Part::Whole);
                f.blocks[b].insts.insert(k, ldc);
                k += 1;
                inserted += 1;
            }
            loads += inserted;
            k += 1;
        }
    }
    if relocated > 0 {
        log.push(format!("blackwell: {relocated} constant bank 0 operand(s) relocated to the {sm} layout (local window 0x2f8, constant window 0x120)"));
    }
    if loads > 0 {
        log.push(format!("blackwell: {loads} constant-bank ALU operand(s) read by LDC first (no c[][] sources on {sm})"));
    }
    Ok(log)
}

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
            c.insert(1 + outs, crate::ptxas::phase2::WILDCARD);
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
                let c = [0usize, 3, 4].iter().map(|&k| classes.get(k).copied().unwrap_or(crate::ptxas::phase2::WILDCARD)).collect();
                return (alt, c, Coordinated::Alternate("IADD3 → IADD"));
            }
        }
    }
    // sub_13A4DA0: the first two sources the other way round where only that order has a template.
    let results = crate::ptxas::schedule::num_defs(inst).min(inst.operands.len());
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
    use crate::ptxas::phase2::WILDCARD;

    fn sm(s: &str) -> Sm {
        Sm::parse(s).expect("sm")
    }

    #[test]
    fn families() {
        assert!(!is_blackwell(sm("90a")));
        assert!(is_blackwell(sm("100a")) && !is_consumer(sm("103")));
        assert!(is_consumer(sm("120a")) && is_consumer(sm("121")));
    }

    #[test]
    fn the_driver_bank_moves_as_ptxas_moved_it() {
        // Read off ptxas 13.5 -arch=sm_90 vs sm_100a/sm_120a on the same PTX.
        for (hopper, blackwell) in [(0x380, 0x380), (0x37c, 0x37c), (0x358, 0x358), (0x370, 0x370), (0x20, 0x2f8), (0x24, 0x2fc), (0xd0, 0x120), (0xd4, 0x124)] {
            assert_eq!(driver_offset(hopper), Ok(blackwell), "{hopper:#x}");
        }
        assert!(driver_offset(0x144).unwrap_err().contains("SR_CgaSize"));
        assert!(driver_offset(0x30).is_err());
        assert!(driver_offset(0x210).is_err(), "Hopper's parameter base is not Blackwell's");
    }

    #[test]
    fn constant_operands_are_loaded_first_and_relocated() {
        let mut f = OriFunction::default();
        let v = f.new_vreg(RegClass::R, "%r1");
        let d = f.new_vreg(RegClass::R, "%r2");
        let r = |v| Operand::new(Value::Reg(v, Part::Whole));
        f.blocks.push(OriBlock { label: None, insts: vec![
            OriInst::new("LDC", &[], 1, vec![r(v), Operand::new(Value::Const { bank: 0, offset: 0x380 })]),
            OriInst::new("IADD3", &[], 1, vec![r(d), r(v), Operand::new(Value::Const { bank: 0, offset: 0x20 }), Operand::new(Value::Zero)]),
        ] });
        let before = f.clone();
        assert!(lower(&mut f, sm("90")).unwrap().is_empty());
        assert_eq!(f, before);
        let log = lower(&mut f, sm("100a")).unwrap();
        assert_eq!(log.len(), 2, "{log:?}");
        let insts = &f.blocks[0].insts;
        assert_eq!(insts.len(), 3);
        assert_eq!(insts[0].operands[1].value, Value::Const { bank: 0, offset: 0x380 });
        assert_eq!(insts[1].opcode, "LDC");
        assert_eq!(insts[1].operands[1].value, Value::Const { bank: 0, offset: 0x2f8 });
        assert!(matches!(insts[2].operands[2].value, Value::Reg(..)));
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

    #[test]
    fn sm120_wide_immediates_encode_and_print_as_ptxas_wrote_them() {
        use crate::sass::encode::encode;
        use crate::sass::inst::unpack_control;
        // Words from ptxas 13.5 -arch=sm_120a (fp64.ptx, reduce_max_int, int64 code).
        let cases = [
            ("MOV.64 R10, 0xc000000000000000", [0x00000000000a7402u64, 0x000fe40000c00000u64]),
            ("@P0 MOV.64 R10, 0xfff8000000000000", [0x00000000000a0402, 0x000fe40000fff800]),
            ("UMOV.64 UR6, 0x380ffffff0000000", [0xfff0000000067482, 0x000fe20008380fff]),
            ("SEL.64 R4, R4, -0x1, P1", [0xffffffff04047407, 0x000fe40000800001]),
            ("SEL.64 R30, R2, 0x9, P0", [0x00000009021e7407, 0x000fc40000000000]),
            ("HFMA2 R10, -RZ, RZ, -0.0 , 0", [0x80000000ff0a7431, 0x000fe400000001ff]),
        ];
        for (text, words) in cases {
            let i = parse_inst(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(inst_text(&i), text);
            let enc = encode(&i, &unpack_control(words[1]), 0, sm("120a")).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(enc.words, words, "{text}");
        }
    }

    const KERNEL: &str = ".version 8.7\n.target sm_120\n.address_size 64\n.visible .entry k(.param .u64 p, .param .u32 n)\n{\n\t.reg .b32 %r<5>;\n\t.reg .b64 %rd<3>;\n\tld.param.u64 %rd1, [p];\n\tld.param.u32 %r1, [n];\n\tcvta.to.global.u64 %rd2, %rd1;\n\tmov.u32 %r2, %tid.x;\n\tmov.u32 %r4, %nctaid.x;\n\tadd.s32 %r3, %r2, %r1;\n\tst.global.u32 [%rd2], %r3;\n\tst.global.u32 [%rd2+4], %r4;\n\tret;\n}\n";

    fn compile(arch: &str) -> crate::ptxas::driver::Output {
        let module = crate::ptx::parse(KERNEL).expect("parses");
        let out = crate::ptxas::driver::compile(&module, sm(arch));
        assert!(out.diagnostics.is_empty(), "{arch}: {:?}", out.diagnostics);
        out
    }

    #[test]
    fn consumer_parts_select_through_the_pattern_coordinator() {
        let out = compile("120a");
        assert_eq!(out.select.target.backend, "pattern-coordinator");
        let f = &out.select.functions[0];
        let add = f.insts.iter().find(|i| i.text.starts_with("IADD ")).unwrap_or_else(|| panic!("{}", out.listing));
        assert!(add.rule.contains("coordinator: alternate match IADD3 → IADD"), "{}", add.rule);
        // Blackwell's bank 0: the stack pointer, a parameter, %nctaid.x and the descriptor.
        for want in ["LDC R1, c[0x0][0x37c]", "c[0x0][0x380]", "c[0x0][0x370]", "LDCU.64 UR4, c[0x0][0x358]"] {
            assert!(out.listing.contains(want), "{want}:\n{}", out.listing);
        }
        assert!(!out.listing.contains("ULDC") && !out.listing.contains("IADD3 "), "{}", out.listing);
        // The log says which of the coordinator's paths each instruction took.
        let paths = out.log.iter().find(|l| l.starts_with("k: pattern coordinator: ")).unwrap_or_else(|| panic!("{:#?}", out.log));
        let n = f.insts.len();
        assert!(paths.contains(&format!("{n} instruction(s)")) && paths.ends_with(", 1 alternate match(es)"), "{paths} ({n})");
        assert!(out.log[0].ends_with("Phase 2 backend pattern-coordinator, form table forms_sm120.txt"), "{}", out.log[0]);
    }

    #[test]
    fn datacenter_parts_keep_the_mega_selector_and_spell_out_iadd3_carries() {
        let out = compile("100a");
        assert_eq!(out.select.target.backend, "mega-selector");
        assert!(out.listing.contains("IADD3 R"), "{}", out.listing);
        assert!(out.listing.lines().filter(|l| l.contains("IADD3 ")).all(|l| l.contains(", PT, ")), "{}", out.listing);
        assert!(!out.listing.contains("IADD "), "{}", out.listing);
        assert!(out.log[0].contains("Phase 2 backend mega-selector") && !out.log.iter().any(|l| l.contains("pattern coordinator")), "{:#?}", out.log);
    }
}
