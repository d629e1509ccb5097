use super::*;

const MODULE: &str = ".version 8.0\n.target sm_90\n.address_size 64\n\
.visible .func (.param .b32 func_retval0) add1(\n\t.param .b32 add1_param_0,\n\t.param .b64 add1_param_1\n)\n{\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<2>;\n\
\tld.param.b32 %r1, [add1_param_0];\n\tld.param.b64 %rd1, [add1_param_1];\n\tcvt.u32.u64 %r3, %rd1;\n\tadd.s32 %r2, %r1, %r3;\n\tst.param.b32 [func_retval0], %r2;\n\tret;\n}\n\
.visible .entry k(.param .u64 k_param_0)\n{\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<3>;\n\
\tld.param.b64 %rd1, [k_param_0];\n\tcvta.to.global.u64 %rd2, %rd1;\n\tld.global.b32 %r1, [%rd2];\n\
\t{\n\t.param .b32 param0;\n\t.param .b64 param1;\n\t.param .b32 retval0;\n\tst.param.b32 [param0], %r1;\n\tst.param.b64 [param1], 7;\n\
\tcall.uni (retval0), add1, (param0, param1);\n\tld.param.b32 %r2, [retval0];\n\t}\n\tadd.s32 %r3, %r2, %r1;\n\tst.global.b32 [%rd2], %r3;\n\tret;\n}\n";

fn convert(name: &str) -> OriFunction {
    let m = crate::ptx::parse(MODULE).unwrap_or_else(|d| panic!("{d:?}"));
    let f = m.functions().find(|f| f.name == name).unwrap();
    convert_function(&m, f, Sm::SM90).unwrap_or_else(|d| panic!("{d:?}")).function
}

#[test]
fn the_layout_puts_words_in_r4_and_pairs_on_even_registers() {
    let m = crate::ptx::parse(MODULE).unwrap();
    let f = m.functions().find(|f| f.name == "add1").unwrap();
    assert_eq!(abi_layout(&f.params).unwrap(), vec![(4, 1), (6, 2)]);
    assert_eq!(abi_layout(&f.returns).unwrap(), vec![(4, 1)]);
}

#[test]
fn a_device_function_reads_r4_and_returns_through_r20() {
    let f = convert("add1");
    let d = f.dump();
    assert!(f.device);
    assert!(d.contains("ENTRY_ARGS") && d.contains(ABI_ENTRY), "{d}");
    assert!(d.contains(ABI_LD_PARAM), "{d}");
    assert!(d.contains("RET.REL.NODEC %return_address") && d.contains(ABI_RET), "{d}");
    let pinned: Vec<u8> = f.fixed.iter().map(|x| x.1).collect();
    assert!(pinned.contains(&4) && pinned.contains(&6) && pinned.contains(&7) && pinned.contains(&ABI_RETURN_ADDRESS), "{pinned:?}");
    // The RET reads the return-value register it was given.
    let ret = f.insts().find(|i| i.opcode == "RET").unwrap();
    assert_eq!(ret.fixup, Some(Fixup::ReturnBase));
    assert_eq!(ret.implicit.len(), 1);
    assert!(!ret.implicit[0].1);
}

#[test]
fn a_call_moves_arguments_and_the_return_address_then_calls() {
    let f = convert("k");
    let d = f.dump();
    let call = f.insts().find(|i| i.opcode == "CALL").unwrap_or_else(|| panic!("{d}"));
    assert_eq!(call.rule, ABI_CALL);
    assert_eq!(call.fixup, Some(Fixup::Call("add1".into())));
    // Reads R4, R6, R7 (the 64-bit immediate's halves) and R20; writes R4.
    let reads: Vec<u8> = call.implicit.iter().filter(|x| !x.1).map(|x| f.fixed.iter().find(|p| p.0 == x.0).unwrap().1).collect();
    let writes: Vec<u8> = call.implicit.iter().filter(|x| x.1).map(|x| f.fixed.iter().find(|p| p.0 == x.0).unwrap().1).collect();
    assert_eq!(reads, vec![4, 6, 7, 20], "{d}");
    assert_eq!(writes, vec![4], "{d}");
    assert!(f.insts().any(|i| i.fixup == Some(Fixup::ReturnAddress)), "{d}");
    assert!(d.contains(ABI_ST_PARAM), "{d}");
}

#[test]
fn a_value_live_across_a_call_avoids_what_the_callee_writes() {
    let f = convert("k");
    let mut clobbers = HashMap::new();
    let mut c = crate::ptxas::regalloc::Clobber::default();
    c.r.extend([0u8, 2, 3, 4, 5, 6, 7, 20]);
    clobbers.insert("add1".to_string(), c.clone());
    let a = crate::ptxas::regalloc::allocate_with(&f, &clobbers).unwrap();
    // %r1 and the address %rd2 are live across the call.
    for name in ["%r1", "%rd2"] {
        let v = f.vregs.iter().position(|v| v.name == name).unwrap();
        let w = f.vregs[v].class.width();
        for k in 0..w {
            assert!(!c.r.contains(&(a.phys[v] + k)), "{name} in R{} across the call", a.phys[v]);
        }
    }
    crate::ptxas::regalloc::verify(&f, &a).unwrap();
}

#[test]
fn a_call_to_a_function_without_body_is_a_positioned_error() {
    let decl = ".extern .func (.param .b32 func_retval0) nosuch(\n\t.param .b32 nosuch_param_0,\n\t.param .b64 nosuch_param_1\n);\n";
    let text = MODULE.replace("call.uni (retval0), add1,", "call.uni (retval0), nosuch,").replace(".visible .entry", &format!("{decl}.visible .entry"));
    let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("{d:?}"));
    let out = crate::ptxas::driver::compile(&m, Sm::SM90);
    assert!(out.functions.is_empty());
    let line = text.lines().position(|l| l.contains("call.uni")).unwrap() as u32 + 1;
    assert!(out.diagnostics.iter().any(|d| d.message.contains("nosuch") && d.message.contains("no body") && d.span.line == line), "{:?}", out.diagnostics);
}
