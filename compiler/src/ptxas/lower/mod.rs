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

pub mod legalize;
pub mod prologue;

use crate::ptxas::ori::*;
use crate::sass::arch::{driver_offset, is_blackwell};
use crate::ptxas::target::Target;

/// Whether an opcode reads the constant bank as its own operand (a load, not an ALU source).
fn is_constant_load(opcode: &str) -> bool {
    matches!(opcode, "LDC" | "LDCU" | "ULDC")
}

/// Blackwell's Phase 1 differences, applied to a converted function: bank-0 offsets relocated to
/// the Blackwell layout, and every constant-bank source of an ALU instruction read by an `LDC`
/// into a register first. Returns the log lines (one per rewrite kind with its count), or why the
/// function cannot be converted for `sm`.
pub fn lower(f: &mut OriFunction, target: &Target) -> Result<Vec<String>, String> {
    let sm = target.sm;
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


#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::Sm;
    use crate::sass::parse::parse_inst;
    use crate::sass::print::inst_text;

    fn sm(s: &str) -> Sm {
        Sm::parse(s).expect("sm")
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
        assert!(lower(&mut f, &Target::new(sm("90"))).unwrap().is_empty());
        assert_eq!(f, before);
        let log = lower(&mut f, &Target::new(sm("100a"))).unwrap();
        assert_eq!(log.len(), 2, "{log:?}");
        let insts = &f.blocks[0].insts;
        assert_eq!(insts.len(), 3);
        assert_eq!(insts[0].operands[1].value, Value::Const { bank: 0, offset: 0x380 });
        assert_eq!(insts[1].opcode, "LDC");
        assert_eq!(insts[1].operands[1].value, Value::Const { bank: 0, offset: 0x2f8 });
        assert!(matches!(insts[2].operands[2].value, Value::Reg(..)));
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
