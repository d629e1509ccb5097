use super::*;
use crate::target::Sm;

fn ori(body: &str, regs: &str) -> OriFunction {
    let text = format!(
        ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u64 k_param_0, .param .u32 k_param_1)\n{{\n{regs}\n{body}\n\tret;\n}}\n"
    );
    let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("{d:?}"));
    let f = m.functions().next().unwrap();
    let c = crate::ptxas::phase1::convert_function(&m, f, Sm::SM90).unwrap();
    c.function
}

const REGS: &str = "\t.reg .pred %p<4>;\n\t.reg .b32 %r<40>;\n\t.reg .b64 %rd<20>;";

const LOOP: &str = "\tld.param.b64 %rd1, [k_param_0];\n\tcvta.to.global.u64 %rd2, %rd1;\n\tld.param.b32 %r1, [k_param_1];\n\tmov.b32 %r2, 0;\n\tmov.b32 %r3, 0;\n$L__BB0_1:\n\tmul.wide.s32 %rd3, %r2, 4;\n\tadd.s64 %rd4, %rd2, %rd3;\n\tld.global.b32 %r4, [%rd4];\n\tadd.s32 %r3, %r3, %r4;\n\tadd.s32 %r2, %r2, 1;\n\tsetp.lt.s32 %p1, %r2, %r1;\n\t@%p1 bra $L__BB0_1;\n\tst.global.b32 [%rd2], %r3;";

#[test]
fn no_two_live_values_share_a_register() {
    let f = ori(LOOP, REGS);
    let a = allocate(&f).unwrap();
    verify(&f, &a).unwrap();
    for r in &a.ranges {
        assert_ne!(r.reg, "R1", "{r:?}");
    }
    // Pairs are aligned.
    for (v, info) in f.vregs.iter().enumerate() {
        if info.class == RegClass::R64 && intervals(&f)[v].is_some() {
            assert_eq!(a.phys[v] % 2, 0, "{}", info.name);
        }
    }
}

#[test]
fn loop_carried_values_live_across_the_whole_loop() {
    let f = ori(LOOP, REGS);
    let iv = intervals(&f);
    let r3 = f.vregs.iter().position(|v| v.name == "%r3").unwrap();
    let r4 = f.vregs.iter().position(|v| v.name == "%r4").unwrap();
    let p1 = f.vregs.iter().position(|v| v.name == "%p1").unwrap();
    let (s3, e3) = iv[r3].unwrap();
    let (s4, e4) = iv[r4].unwrap();
    assert!(s3 < s4 && e4 < e3, "the sum outlives the loaded value: {:?} {:?}", iv[r3], iv[r4]);
    // The loop's last instruction is the branch that reads %p1: the sum is still live there.
    assert!(e3 > iv[p1].unwrap().1, "{:?} vs {:?}", iv[r3], iv[p1]);
}

#[test]
fn a_copy_whose_source_dies_is_coalesced_away() {
    let f = ori("\tld.param.b64 %rd1, [k_param_0];\n\tcvta.to.global.u64 %rd2, %rd1;\n\tst.global.b32 [%rd2], %r1;", REGS);
    let a = allocate(&f).unwrap();
    let (m, log) = rewrite(&f, &a);
    assert!(!m.insts().any(|i| i.inst.opcode == "MOV"), "{log:?}");
    assert!(log.iter().any(|l| l.contains("MOV64") && l.contains("0 MOV")), "{log:?}");
}

#[test]
fn too_many_live_values_are_a_diagnostic() {
    // 130 64-bit values all live at once need 260 registers.
    let mut body = String::new();
    for k in 0..130 {
        body.push_str(&format!("\tld.global.b64 %rd{k}, [%rd200];\n"));
    }
    for k in 0..130 {
        body.push_str(&format!("\tst.global.b64 [%rd200], %rd{k};\n"));
    }
    let f = ori(&body, "\t.reg .b64 %rd<201>;");
    let e = allocate(&f).unwrap_err();
    assert!(e.starts_with("register pressure over the limit"), "{e}");
}

#[test]
fn spilling_keeps_every_register_under_the_limit() {
    // 40 values live at once, R0-R23 allowed.
    let mut body = String::from("\tld.param.b64 %rd1, [k_param_0];\n");
    for k in 0..40 {
        body.push_str(&format!("\tld.global.b32 %r{k}, [%rd1+{}];\n", 4 * k));
    }
    for k in 0..40 {
        body.push_str(&format!("\tst.global.b32 [%rd1+{}], %r{k};\n", 4 * k));
    }
    let mut f = ori(&body, "\t.reg .b32 %r<41>;\n\t.reg .b64 %rd<2>;");
    assert!(allocate(&f).is_ok(), "without a limit nothing spills");
    let (a, log) = allocate_spilling(&mut f, &HashMap::new(), 23).unwrap();
    assert!(!log.is_empty() && log.iter().all(|l| l.starts_with("spill: ")), "{log:?}");
    assert!(a.num_r <= 24, "{}", a.num_r);
    assert!(f.local_bytes >= 8 * log.len() as u32);
    verify(&f, &a).unwrap();
    // Every spilled value is stored once and reloaded once.
    let stl = f.insts().filter(|i| i.opcode == "STL").count();
    let ldl = f.insts().filter(|i| i.opcode == "LDL").count();
    assert_eq!(stl, log.len());
    assert_eq!(ldl, log.len());
}

#[test]
fn a_guarded_write_does_not_end_a_live_range() {
    let f = ori("\tmov.b32 %r1, 1;\n\tsetp.lt.s32 %p1, %r2, 0;\n\t@%p1 mov.b32 %r1, 2;\n\tst.global.b32 [%rd1], %r1;", REGS);
    let a = allocate(&f).unwrap();
    verify(&f, &a).unwrap();
    let iv = intervals(&f);
    let r1 = f.vregs.iter().position(|v| v.name == "%r1").unwrap();
    let p1 = f.vregs.iter().position(|v| v.name == "%p1").unwrap();
    let (s1, e1) = iv[r1].unwrap();
    let (sp, _) = iv[p1].unwrap();
    assert!(s1 < sp && e1 > sp, "%r1 is live across the compare: {:?} {:?}", iv[r1], iv[p1]);
}
