//! Parser, printer and diagnostics tests on small inline modules.

use super::ast::*;
use super::*;

const HEADER: &str = ".version 8.0\n.target sm_90a\n.address_size 64\n";

fn parse_ok(src: &str) -> Module {
    match parse(src) {
        Ok(m) => m,
        Err(d) => panic!("unexpected diagnostics: {d:#?}"),
    }
}

/// Every diagnostic as `LINE:COL: MESSAGE`.
fn errors(src: &str) -> Vec<String> {
    match parse(src) {
        Ok(_) => Vec::new(),
        Err(d) => d.iter().map(|d| format!("{}:{}: {}", d.span.line, d.span.col, d.message)).collect(),
    }
}

fn body(m: &Module) -> &[Statement] {
    m.functions().next().and_then(|f| f.body.as_ref()).map_or(&[], |b| &b.statements)
}

fn instructions(statements: &[Statement]) -> Vec<&Instruction> {
    let mut v = Vec::new();
    for s in statements {
        match s {
            Statement::Instruction(i) => v.push(i),
            Statement::Block(b) => v.extend(instructions(&b.statements)),
            _ => {}
        }
    }
    v
}

fn kernel(body: &str) -> String {
    format!("{HEADER}.visible .entry k(\n\t.param .u64 k_param_0\n)\n{{\n{body}}}\n")
}

#[test]
fn header_and_function() {
    let src = format!(
        "{HEADER}.visible .entry k(\n\t.param .u64 .ptr .global .align 16 k_param_0,\n\t.param .align 8 .b8 k_param_1[32]\n)\n\
         .maxntid 128, 1, 1\n.minnctapersm 2\n{{\n\tret;\n}}\n.extern .func (.param .b32 r) f(.param .b64 a) .noreturn;\n"
    );
    let m = parse_ok(&src);
    assert_eq!((m.version.major, m.version.minor), (8, 0));
    assert_eq!(m.target, ["sm_90a"]);
    assert_eq!(m.sm.map(|s| s.to_string()).as_deref(), Some("sm_90a"));
    assert_eq!(m.address_size, Some(64));
    let fs: Vec<_> = m.functions().collect();
    assert_eq!(fs.len(), 2);
    let k = fs[0];
    assert_eq!((k.kind, k.linkage, k.name.as_str()), (FunctionKind::Entry, Linkage::Visible, "k"));
    let p0 = &k.params[0];
    assert_eq!(p0.ty, ScalarType::U64);
    assert_eq!(p0.ptr, Some(PtrAttr { space: Some(StateSpace::Global), align: Some(16) }));
    assert_eq!((k.params[1].align, k.params[1].dims.as_slice()), (Some(8), &[Some(32)][..]));
    assert_eq!(k.directives[0].name, ".maxntid");
    assert_eq!(k.directives[0].values, [128, 1, 1]);
    assert_eq!(k.directives[1].values, [2]);
    let f = fs[1];
    assert!(f.body.is_none());
    assert_eq!(f.linkage, Linkage::Extern);
    assert_eq!(f.returns[0].name, "r");
    assert_eq!(f.directives[0].name, ".noreturn");
}

#[test]
fn instructions_keep_modifiers_in_order_and_classify_operands() {
    let src = kernel(
        "\t.reg .pred %p<3>;\n\t.reg .b32 %r<10>;\n\t.reg .f32 %f<5>;\n\t.reg .b64 %rd<4>;\n\
         \tld.global.nc.v4.f32 {%f1, %f2, _, %f4}, [%rd1+16];\n\
         \t@!%p1 st.shared.b32 [%r1+-4], %r2;\n\
         \tmov.u32 %r3, %tid.x;\n\
         \tsetp.lt.s32 %p1|%p2, %r3, -7;\n\
         \tcvt.rn.f32.s32 %f3, %r3;\n\
         \tmov.b64 %rd2, k_param_0;\n\
         \tld.param.b64 %rd3, [k_param_0+8];\n",
    );
    let m = parse_ok(&src);
    let is = instructions(body(&m));
    let ld = is[0];
    assert_eq!(ld.opcode, "ld");
    assert_eq!(ld.modifier_texts().collect::<Vec<_>>(), [".global", ".nc", ".v4", ".f32"]);
    assert_eq!((ld.state_space(), ld.vector_width(), ld.ty()), (Some(StateSpace::Global), Some(4), Some(ScalarType::F32)));
    match &ld.operands[0] {
        Operand::Vector(items, _) => {
            assert!(matches!(items[2], Operand::Sink(_)));
            assert_eq!(items[3].reg(), Some("%f4"));
        }
        o => panic!("{o:?}"),
    }
    match &ld.operands[1] {
        Operand::Address(a) => assert_eq!((a.base.clone(), a.offset), (Some(AddressBase::Reg("%rd1".into())), 16)),
        o => panic!("{o:?}"),
    }
    let st = is[1];
    assert_eq!(st.guard.as_ref().map(|g| (g.negated, g.reg.as_str())), Some((true, "%p1")));
    assert!(matches!(&st.operands[0], Operand::Address(a) if a.offset == -4));
    assert!(matches!(&is[2].operands[1], Operand::SpecialReg(n, _) if n == "%tid.x"));
    assert!(matches!(&is[3].operands[0], Operand::PredPair(..)));
    assert!(matches!(is[3].operands[2], Operand::Imm(Imm::Int { magnitude: 7, negative: true, .. }, _)));
    assert_eq!(is[4].types(), [ScalarType::F32, ScalarType::S32]);
    assert!(matches!(&is[5].operands[1], Operand::Symbol(n, _) if n == "k_param_0"));
    assert!(matches!(&is[6].operands[1], Operand::Address(Address { base: Some(AddressBase::Symbol(_)), offset: 8, .. })));
}

#[test]
fn call_sequences_and_prototypes() {
    let src = format!(
        "{HEADER}.func (.param .b32 r) callee(.param .b32 a)\n{{\n\tst.param.b32 [r], 1;\n\tret;\n}}\n\
         .visible .entry k()\n{{\n\t.reg .b32 %r<3>;\n\t.reg .b64 %rd<2>;\n\
         \t{{ // callseq 0, 0\n\t.param .b32 param0;\n\t.param .b32 retval0;\n\
         \tst.param.b32 [param0], 5;\n\tcall.uni (retval0), callee, (param0);\n\tld.param.b32 %r1, [retval0];\n\t}}\n\
         \tmov.u64 %rd1, callee;\n\
         \t{{\n\t.param .b32 param0;\n\t.param .b32 retval0;\n\
         \tprototype_1 : .callprototype (.param .b32 _) _ (.param .b32 _);\n\
         \tst.param.b32 [param0], %r1;\n\tcall (retval0), %rd1, (param0), prototype_1;\n\tld.param.b32 %r2, [retval0];\n\t}}\n\
         \tret;\n}}\n"
    );
    let m = parse_ok(&src);
    let k = m.function("k").unwrap();
    let is = instructions(&k.body.as_ref().unwrap().statements);
    let direct = is.iter().find(|i| i.opcode == "call").unwrap();
    let c = direct.call().unwrap();
    assert_eq!(c.returns.len(), 1);
    assert!(matches!(c.callee, Operand::Symbol(n, _) if n == "callee"));
    assert_eq!(c.args.len(), 1);
    assert!(c.prototype.is_none());
    let indirect = is.iter().filter(|i| i.opcode == "call").nth(1).unwrap().call().unwrap();
    assert_eq!(indirect.callee.reg(), Some("%rd1"));
    assert!(matches!(indirect.prototype, Some(Operand::Symbol(n, _)) if n == "prototype_1"));
    let printed = print(&m);
    assert!(printed.contains("\tprototype_1: .callprototype (.param .b32 _) _ (.param .b32 _);"), "{printed}");
    assert!(printed.contains("\tcall.uni \t(retval0), callee, (param0);"), "{printed}");
}

#[test]
fn variables_and_initializers() {
    let src = format!(
        "{HEADER}.global .align 4 .u32 t[2][2] = {{{{1, 2}}, {{3, 0x10}}}};\n\
         .global .u64 p[2] = {{generic(t), t+8}};\n.const .f32 c = 0f3F800000;\n.extern .shared .b8 dyn[];\n"
    );
    let m = parse_ok(&src);
    let vs: Vec<_> = m.variables().collect();
    assert_eq!(vs[0].dims, [Some(2), Some(2)]);
    let int = |v| Initializer::Imm(Imm::Int { magnitude: v, negative: false, unsigned: false });
    assert_eq!(
        vs[0].init,
        Some(Initializer::List(vec![Initializer::List(vec![int(1), int(2)]), Initializer::List(vec![int(3), int(16)])]))
    );
    assert_eq!(
        vs[1].init,
        Some(Initializer::List(vec![
            Initializer::Address { name: "t".into(), generic: true, offset: 0 },
            Initializer::Address { name: "t".into(), generic: false, offset: 8 },
        ]))
    );
    assert_eq!(vs[2].init, Some(Initializer::Imm(Imm::F32(0x3F80_0000))));
    assert_eq!((vs[3].linkage, vs[3].space, vs[3].dims.as_slice()), (Linkage::Extern, StateSpace::Shared, &[None][..]));
}

#[test]
fn printing_is_a_fixpoint_and_preserves_the_tree() {
    let src = kernel(
        "\t.reg .pred %p<2>;\n\t.reg .b32 %r<4>, %extra;\n\t.reg .f64 %fd<3>;\n\t.local .align 8 .b8 __local_depot0[16];\n\
         $L__BB0_1:\n\t.pragma \"nounroll\";\n\t.loc 1 2 3, function_name $L__info_string0, inlined_at 1 8 3\n\
         \tadd.s32 %r1, %r2, 017;\n\tmov.f64 %fd1, 1.5e-10;\n\tmov.f64 %fd2, -2.0;\n\tmov.f64 %fd1, 0d3FF0000000000000;\n\
         \tmov.u32 %r3, 4294967295U;\n\t@%p1 bra.uni $L__BB0_1;\n\tsetp.ne.b32 %p1, %r1, 0b11;\n\tret;\n",
    );
    let m = parse_ok(&src);
    let once = print(&m);
    let m2 = parse_ok(&once);
    assert_eq!(m, m2);
    assert_eq!(print(&m2), once);
    assert!(once.contains("\tadd.s32 \t%r1, %r2, 15;"), "{once}");
    assert!(once.contains("\tmov.f64 \t%fd1, 1.5e-10;") || once.contains("\tmov.f64 \t%fd1, 1.5e-10"), "{once}");
    assert!(once.contains("\tmov.u32 \t%r3, 4294967295U;"), "{once}");
    assert!(once.contains("\t.loc\t1 2 3, function_name $L__info_string0, inlined_at 1 8 3\n"), "{once}");
    assert!(once.contains("$L__BB0_1:\n"), "{once}");
}

/// ptxas reads a `.loc` whose tail goes on after a comma on the next line (the mutant
/// `ptxas_and_parser_agree_on_mutants` found); the statement is the one-line one.
#[test]
fn a_loc_tail_continues_after_a_comma_on_the_next_line() {
    let split = parse_ok(&kernel("\t.reg .b32 %r<2>;\n\t.loc 2 7 5,\nfunction_name $L__info_string0, inlined_at 1 4 3\n\tmov.u32 %r1, 0;\n\tret;\n"));
    let one = parse_ok(&kernel("\t.reg .b32 %r<2>;\n\t.loc 2 7 5, function_name $L__info_string0, inlined_at 1 4 3\n\tmov.u32 %r1, 0;\n\tret;\n"));
    assert!(print(&split).contains("\t.loc\t2 7 5, function_name $L__info_string0, inlined_at 1 4 3\n"), "{}", print(&split));
    assert_eq!(print(&split), print(&one));
    // Without the comma the next line is a statement of its own.
    assert!(crate::ptx::parse(&kernel("\t.loc 2 7 5\nfunction_name $L__info_string0\n\tret;\n")).is_err());
}

#[test]
fn decimal_floats_print_with_a_point() {
    assert_eq!(printer::imm(Imm::Decimal(1e-7)), "1.0e-7");
    assert_eq!(printer::imm(Imm::Decimal(2.0)), "2.0");
    assert_eq!(printer::imm(Imm::Decimal(0.25)), "0.25");
    for v in [1e-7, 2.0, 0.1, 1e300, 123456789.125] {
        let text = printer::imm(Imm::Decimal(v));
        assert_eq!(parser::parse_float(&text), Ok(Imm::Decimal(v)), "{text}");
    }
}

#[test]
fn unknown_instruction_and_undeclared_names_report_line_and_column() {
    let src = kernel("\t.reg .b32 %r<3>;\n\tfrob.u32 %r1, %r2;\n\tadd.s32 %r1, %r9, %r2;\n\tbra.uni $L__missing;\n\tmov.u32 %r1, nothing;\n\tret;\n");
    assert_eq!(
        errors(&src),
        [
            "9:2: unknown instruction 'frob'",
            "10:15: use of undeclared register '%r9'",
            "11:10: undefined label '$L__missing'",
            "12:15: use of undefined symbol 'nothing'",
        ]
    );
}

#[test]
fn several_syntax_errors_in_one_run() {
    let src = kernel("\t.reg .b32 %r<3>;\n\tadd.s32 %r1 %r2;\n\tmov.u32 %r1, ;\n\t.bogus 1;\n\tst.global.b32 [%r1+], %r2;\n\tret;\n");
    assert_eq!(
        errors(&src),
        [
            "9:14: expected ',' or ';', found '%r2'",
            "10:15: expected an operand, found ';'",
            "11:2: unexpected directive '.bogus' in a function body",
            "12:21: expected an offset, found ']'",
        ]
    );
}

#[test]
fn recovery_continues_after_a_broken_function() {
    let src = format!("{HEADER}.visible .entry a()\n{{\n\tbogus;\n}}\n.visible .entry b()\n{{\n\tret\n}}\n.global .b32 ok;\n");
    assert_eq!(errors(&src), ["6:2: unknown instruction 'bogus'", "11:1: expected ';', found '}'"]);
}

#[test]
fn header_is_checked() {
    assert_eq!(errors(".target sm_90\n"), ["1:1: expected '.version' directive, found '.target'"]);
    assert_eq!(errors(".version 5.0\n.target sm_90\n"), ["1:10: unsupported PTX ISA version '5.0' (this parser reads 6.0 to 9.9)"]);
    assert_eq!(errors(".version 8.0\n.target sm_91\n"), ["2:9: unknown target 'sm_91'"]);
    assert_eq!(errors(".version 8.0\n.target sm_90, fast\n"), ["2:16: unknown .target option 'fast'"]);
    assert_eq!(errors(".version 8.0\n.address_size 64\n"), ["3:1: missing '.target' directive"]);
    assert_eq!(errors(".version 8.0\n.target sm_90\n.address_size 48\n"), ["3:15: '.address_size' must be 32 or 64, not 48"]);
    assert_eq!(errors(""), ["1:1: expected '.version' directive, found end of input"]);
    assert_eq!(errors(".version 8.0\n.target sm_90\n.target sm_90\n"), Vec::<String>::new());
    assert_eq!(errors(".version 8.0\n.target sm_90\n.target sm_80\n"), ["3:1: a second '.target' directive names a different target"]);
}

#[test]
fn instruction_floors_follow_version_and_target() {
    let wg = |version: &str, target: &str| {
        errors(&format!(".version {version}\n.target {target}\n.address_size 64\n.visible .entry k()\n{{\n\twgmma.fence.sync.aligned;\n\tret;\n}}\n"))
    };
    assert!(wg("8.0", "sm_90a").is_empty());
    assert_eq!(wg("8.0", "sm_90"), ["6:2: 'wgmma' requires the arch-specific target sm_90a"]);
    assert_eq!(wg("7.8", "sm_90a"), ["6:2: 'wgmma' requires PTX ISA version 8.0 or later (.version is 7.8)"]);
    assert_eq!(wg("8.0", "sm_80"), ["6:2: 'wgmma' requires .target sm_90 or later"]);
}

#[test]
fn lexical_errors_are_diagnostics() {
    assert_eq!(errors(&kernel("\t#ret;\n")), ["8:2: unexpected character '#'"]);
    assert_eq!(errors(&kernel("\t.reg .b32 %r<2>;\n\tmov.u32 %r1, 0x;\n\tret;\n")), ["9:16: expected ',' or ';', found 'x'"]);
    assert_eq!(errors(&kernel("\t.reg .b32 %r<2>;\n\tmov.u32 %r1, 99999999999999999999;\n\tret;\n")), ["9:15: integer literal '99999999999999999999' does not fit in 64 bits"]);
}

#[test]
fn budgets_turn_pathological_input_into_diagnostics() {
    let deep = kernel(&format!("{}{}", "{".repeat(100), "}".repeat(100)));
    let e = errors(&deep);
    assert!(e.iter().any(|m| m.ends_with("nesting deeper than 64 levels (the depth budget)")), "{e:?}");
    let deep_operand = kernel(&format!("\t.reg .pred %p;\n\tnot.pred %p, {}%p;\n", "!".repeat(500)));
    assert!(errors(&deep_operand).iter().any(|m| m.contains("depth budget")));
    let tiny = ParseBudget { max_tokens: 5, ..ParseBudget::default() };
    let e = parser::parse(&kernel("\tret;\n"), &tiny).unwrap_err();
    assert!(e.iter().any(|d| d.message.contains("token budget")));
    let many = kernel(&"\tfrob;\n".repeat(500));
    let e = errors(&many);
    assert_eq!(e.len(), 101);
    assert!(e.iter().any(|m| m.contains("too many errors (100); stopping")));
}

#[test]
fn registers_are_scoped_to_their_block() {
    let src = kernel("\t{\n\t.reg .b32 %inner;\n\tmov.u32 %inner, 1;\n\t}\n\tmov.u32 %inner, 2;\n\tret;\n");
    assert_eq!(errors(&src), ["12:10: use of undeclared register '%inner'"]);
    let range = kernel("\t.reg .b32 %r<3>;\n\tmov.u32 %r2, 1;\n\tmov.u32 %r3, 1;\n\tmov.u32 %r02, 1;\n\tret;\n");
    assert_eq!(errors(&range), ["10:10: use of undeclared register '%r3'"]);
}

#[test]
fn stats_count_functions_instructions_and_registers() {
    let m = parse_ok(&kernel("\t.reg .b32 %r<5>, %x;\n\tmov.u32 %r1, 1;\n\t{\n\tret;\n\t}\n"));
    assert_eq!(stats(&m), [("functions".to_string(), 1), ("instructions".to_string(), 2), ("registers".to_string(), 6)]);
}

#[test]
fn labels_are_block_scoped() {
    let twice = kernel(
        "\t{\n\t.reg .pred p;\nWAIT:\n\tsetp.eq.u32 p, 1, 1;\n\t@!p bra WAIT;\n\t}\n\
         \t{\n\t.reg .pred p;\nWAIT:\n\tsetp.eq.u32 p, 1, 1;\n\t@!p bra WAIT;\n\t}\n\tret;\n",
    );
    assert_eq!(errors(&twice), Vec::<String>::new());
    let forward_from_inner = kernel("\t{\n\tbra.uni OUT;\n\t}\nOUT:\n\tret;\n");
    assert_eq!(errors(&forward_from_inner), Vec::<String>::new());
    let inner_from_outer = kernel("\tbra.uni IN;\n\t{\nIN:\n\tret;\n\t}\n");
    assert_eq!(errors(&inner_from_outer), ["8:10: undefined label 'IN'"]);
    let dup = kernel("L:\nL:\n\tret;\n");
    assert_eq!(errors(&dup), ["9:1: label 'L' redefined"]);
}

#[test]
fn constant_expressions_fold_like_ptxas() {
    let src = kernel(
        "\t.reg .b32 %r<3>;\n\t.reg .b64 %rd<3>;\n\
         \tmov.u32 %r1, (1 << 4) | 3;\n\tmov.u32 %r1, 0>17;\n\tmov.u32 %r1, 2+3*4;\n\tmov.u32 %r1, -(8/3);\n\
         \tmov.u32 %r1, 1 ? 5 : 6;\n\tmov.u32 %r1, (.u64)-1 >> 60;\n\tmov.u32 %r1, -1 >> 60;\n\tmov.u32 %r1, ~0U;\n\tmov.u32 %r1, (-7) % 3;\n\tmov.u32 %r1, -7 / 2;\n\
         \tld.global.u32 %r2, [%rd1+4*2];\n\tld.global.u32 %r2, [%rd1-4+2];\n\tret;\n",
    );
    let m = parse_ok(&src);
    let is = instructions(body(&m));
    // Values checked against the SASS ptxas 13.x emits for the same expressions.
    let imms: Vec<String> = is.iter().take(10).map(|i| printer::operand(&i.operands[1])).collect();
    assert_eq!(imms, ["19", "0", "14", "-2", "5", "15U", "-1", "18446744073709551615U", "0", "-3"]);
    assert!(matches!(&is[10].operands[1], Operand::Address(a) if a.offset == 8));
    assert!(matches!(&is[11].operands[1], Operand::Address(a) if a.offset == -2));
    let printed = print(&m);
    assert_eq!(parse_ok(&printed), m);
    let bad = kernel("\t.reg .b32 %r<2>;\n\tmov.u32 %r1, 4/0;\n\tmov.f32 %r1, 1.5*2;\n\tret;\n");
    assert_eq!(errors(&bad), ["9:16: division by zero in a constant expression", "10:18: floating-point constant expressions are not supported"]);
}

#[test]
fn symbol_and_register_offsets_as_operands() {
    let src = format!("{HEADER}.global .b8 arr[16];\n.visible .entry k()\n{{\n\t.reg .b64 %rd<3>;\n\tmov.u64 %rd1, arr+8;\n\tadd.s64 %rd2, %rd1, %rd1+-1;\n\tmov.u64 %rd1, arr+0;\n\tret;\n}}\n");
    let m = parse_ok(&src);
    let is = instructions(body(&m));
    assert!(matches!(&is[0].operands[1], Operand::Offset(b, 8, _) if matches!(**b, Operand::Symbol(ref n, _) if n == "arr")));
    assert!(matches!(&is[1].operands[2], Operand::Offset(b, -1, _) if b.reg() == Some("%rd1")));
    let printed = print(&m);
    assert!(printed.contains("\tmov.u64 \t%rd1, arr+8;") && printed.contains("%rd1+-1;") && printed.contains("arr+0;"), "{printed}");
    assert_eq!(parse_ok(&printed), m);
}

#[test]
fn parametrized_variables_in_any_state_space() {
    let src = format!("{HEADER}.global .u32 g<4>;\n.visible .entry k()\n{{\n\t.shared .align 4 .u32 s<2>;\n\t.reg .b32 %r<2>;\n\tld.shared.u32 %r1, [s1];\n\tst.global.u32 [g3], %r1;\n\tst.global.u32 [g4], %r1;\n\tret;\n}}\n");
    assert_eq!(errors(&src), ["11:17: use of undefined symbol 'g4'"]);
    let ok = src.replace("[g4]", "[g0]");
    let m = parse_ok(&ok);
    assert_eq!(m.variables().next().map(|v| v.count), Some(Some(4)));
    let printed = print(&m);
    assert!(printed.contains(".global .u32 g<4>;") && printed.contains(".shared .align 4 .u32 s<2>;"), "{printed}");
    assert_eq!(parse_ok(&printed), m);
}
