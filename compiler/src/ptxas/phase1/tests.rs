use super::*;

const HEADER: &str = ".version 8.0\n.target sm_90\n.address_size 64\n";

fn kernel(body: &str) -> String {
    format!(
        "{HEADER}.visible .entry k(\n\t.param .u64 k_param_0,\n\t.param .u32 k_param_1,\n\t.param .f32 k_param_2\n)\n{{\n\t.reg .pred %p<5>;\n\t.reg .b16 %rs<5>;\n\t.reg .b32 %r<12>;\n\t.reg .b32 %f<12>;\n\t.reg .b64 %rd<12>;\n\t.shared .align 4 .b8 sm[64];\n{body}\n\tret;\n}}\n"
    )
}

fn convert(body: &str) -> Result<Converted, Vec<Diagnostic>> {
    let text = kernel(body);
    let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("PTX does not parse: {d:?}\n{text}"));
    let f = m.functions().next().unwrap();
    convert_function(&m, f, Sm::SM90)
}

fn dump(body: &str) -> String {
    let text = kernel(body);
    let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("PTX does not parse: {d:?}\n{text}"));
    let f = m.functions().next().unwrap();
    match convert_function_with(&m, f, Sm::SM90, false) {
        Ok(c) => c.function.dump(),
        Err(d) => panic!("{body}: {:?}", d),
    }
}

/// One PTX instruction per case, the rule that must convert it, and text the Ori dump must
/// hold (in order).
const CASES: &[(&str, &str, &[&str])] = &[
    ("ld.param.b64 %rd1, [k_param_0];", "ld.param → LDC", &["LDC.64 %rd1, c[0x0][0x210]"]),
    ("ld.const.b32 %r1, [%r2+8];", "ld.const → LDC c[0x3][...]", &["LDC %r1, c[0x3][%r2+0x8]"]),
    ("ld.const.b64 %rd3, [%rd2];", "ld.const → LDC c[0x3][...]", &["LDC.64 %rd3, c[0x3][%rd2.lo]"]),
    ("st.volatile.b32 [%rd1], %r1;", "st.volatile (generic) → ST.E.STRONG.SYS", &["ST.E.STRONG.SYS desc[UR4][%rd1.64], %r1"]),
    ("cvta.to.local.u64 %rd2, %rd1;", "cvta.to.local → IADD3 (minus the local window c[0x0][0x20])", &["IADD3 %rd2.lo, %rd1.lo, -c[0x0][0x20], RZ", "MOV %rd2.hi, RZ"]),
    ("cvta.shared.u64 %rd2, %rd1;", "cvta.shared → MOV + S2R SR_SWINHI (shared window)", &["MOV %rd2.lo, %rd1.lo", "S2R %rd2.hi, SR_SWINHI"]),
    ("cvta.to.shared.u64 %rd2, %rd1;", "cvta.to.shared → MOV (low word)", &["MOV %rd2.lo, %rd1.lo", "MOV %rd2.hi, RZ"]),
    ("ld.param.b32 %r1, [k_param_1];\n\tadd.s32 %r2, %r1, %r1;\n\tst.global.b32 [%rd1], %r2;", "ld.param → LDC", &["LDC %r1, c[0x0][0x218]"]),
    ("ld.param.u16 %rs1, [k_param_1];", "ld.param → LDC", &["LDC.U16 %rs1, c[0x0][0x218]"]),
    ("ld.global.b32 %r1, [%rd1+8];", "ld.global → LDG.E", &["LDG.E %r1, desc[UR4][%rd1.64+0x8]"]),
    ("ld.global.nc.v2.b32 {%r1, %r2}, [%rd1];", "ld.global → LDG.E", &["LDG.E.64.CONSTANT %t"]),
    ("ld.global.u8 %rs1, [%rd1];", "ld.global → LDG.E", &["LDG.E.U8 %rs1"]),
    ("st.global.b32 [%rd1], %r1;", "st.global → STG.E", &["STG.E desc[UR4][%rd1.64], %r1"]),
    ("ld.global.b32 %rd3, [%rd1];", "ld.global → LDG.E", &["LDG.E %rd3.lo, desc[UR4][%rd1.64]", "MOV %rd3.hi, RZ"]),
    ("ld.global.s32 %rd3, [%rd1];", "ld.global → LDG.E", &["LDG.E %rd3.lo", "SHF.R.S32.HI %rd3.hi, RZ, 0x1f, %rd3.lo"]),
    ("st.global.b32 [%rd1], %rd3;", "st.global → STG.E", &["STG.E desc[UR4][%rd1.64], %rd3.lo"]),
    ("ld.param.u32 %rd3, [k_param_1];", "ld.param → LDC", &["LDC %rd3.lo, c[0x0][0x218]", "MOV %rd3.hi, RZ"]),
    ("st.volatile.global.b32 [%rd1], %r1;", "st.global → STG.E", &["STG.E.STRONG.SYS desc[UR4][%rd1.64], %r1"]),
    ("ld.volatile.global.b32 %r1, [%rd1];", "ld.global → LDG.E", &["LDG.E.STRONG.SYS %r1, desc[UR4][%rd1.64]"]),
    ("st.global.b64 [%rd1], %rd2;", "st.global → STG.E", &["STG.E.64 desc[UR4][%rd1.64], %rd2"]),
    ("ld.shared.b32 %r1, [%r2+4];", "ld.shared → LDS", &["LDS %r1, [%r2+0x4]"]),
    ("ld.shared.b32 %r1, [sm+8];", "ld.shared → LDS", &["S2R %cga_cta_id, SR_CgaCtaId", "LEA %t", "0x400, 0x18", "LDS %r1, [%t"]),
    ("st.shared.b32 [%rd1], %r1;", "st.shared → STS", &["STS [%rd1.lo], %r1"]),
    ("ld.local.b32 %r1, [%r2+4];", "ld.local → LDL", &["LDL %r1, [%r2+0x4]"]),
    ("st.local.b64 [%rd1], %rd2;", "st.local → STL", &["STL.64 [%rd1.lo], %rd2"]),
    ("ld.s32 %rd1, [%rd2+8];", "ld (generic) → LD.E", &["LD.E %rd1.lo, desc[UR4][%rd2.64+0x8]", "SHF.R.S32.HI %rd1.hi, RZ, 0x1f, %rd1.lo"]),
    ("st.b32 [%rd1], %r2;", "st (generic) → ST.E", &["ST.E desc[UR4][%rd1.64], %r2"]),
    ("cvta.local.u64 %rd1, %rd2;", "cvta.local → IADD3 + IADD3.X (local window c[0x0][0x20])", &["IADD3 %rd1.lo, %t", ", %rd2.lo, c[0x0][0x20], RZ", "IADD3.X %rd1.hi, %rd2.hi, c[0x0][0x24], RZ"]),
    ("cvta.to.global.u64 %rd2, %rd1;", "cvta.to.global → MOV (identity)", &["MOV64 %rd2, %rd1"]),
    ("mov.u32 %r1, %tid.x;", "mov special register → S2R / LDC c[0x0]", &["S2R %r1, SR_TID.X"]),
    ("mov.u32 %r1, %ntid.x;", "mov special register → S2R / LDC c[0x0]", &["LDC %r1, c[0x0][0x0]"]),
    ("mov.b32 %r1, 7;", "mov.b32 → MOV", &["MOV %r1, 0x7"]),
    ("mov.b32 %f1, 0f3F800000;", "mov.b32 → MOV", &["MOV %f1, 0x3f800000"]),
    ("mov.b64 %rd1, %rd2;", "mov.b64 → MOV (pair)", &["MOV64 %rd1, %rd2"]),
    ("mov.b64 %rd1, sm;", "mov.b64 → MOV (pair)", &["LEA %t", "MOV %rd1.lo, %t", "MOV %rd1.hi, RZ"]),
    ("mov.pred %p1, %p2;", "mov.pred → PLOP3.LUT", &["PLOP3.LUT %p1, PT, %p2, PT, PT, 0x80, 0x0"]),
    ("add.s32 %r1, %r2, 5;", "add.s32 → IADD3", &["IADD3 %r1, %r2, 0x5, RZ"]),
    ("add.s32 %r1, 5, %r2;", "add.s32 → IADD3", &["IADD3 %r1, %r2, 0x5, RZ"]),
    ("sub.s32 %r1, %r2, %r3;", "sub.s32 → IADD3 (negated B)", &["IADD3 %r1, %r2, -%r3, RZ"]),
    ("sub.s32 %r1, 1, %r3;", "sub.s32 → IADD3 (negated B)", &["IADD3 %r1, -%r3, 0x1, RZ"]),
    ("add.s64 %rd1, %rd2, %rd3;", "add.s64 → IADD3 + IADD3.X", &["IADD3 %rd1.lo, %t", ", %rd2.lo, %rd3.lo, RZ", "IADD3.X %rd1.hi, %rd2.hi, %rd3.hi, RZ, %t", ", !PT"]),
    ("add.s64 %rd1, %rd2, 16;", "add.s64 → IADD3 + IADD3.X", &["%rd2.lo, 0x10, RZ", "IADD3.X %rd1.hi, %rd2.hi, RZ, RZ"]),
    ("sub.s64 %rd1, %rd2, %rd3;", "sub.s64 → IADD3 + IADD3.X", &["%rd2.lo, -%rd3.lo, RZ", "IADD3.X %rd1.hi, %rd2.hi, ~%rd3.hi, RZ"]),
    ("mul.lo.s32 %r1, %r2, %r3;", "mul.lo.s32 → IMAD", &["IMAD %r1, %r2, %r3, RZ"]),
    ("mul.hi.u32 %r1, %r2, %r3;", "mul.hi.s32 → IMAD.HI", &["IMAD.HI.U32 %r1, %r2, %r3, RZ"]),
    ("mul.wide.s32 %rd1, %r2, 4;", "mul.wide.s32 → IMAD.WIDE", &["IMAD.WIDE %rd1, %r2, 0x4, RZ"]),
    ("mul.wide.u32 %rd1, %r2, %r3;", "mul.wide.s32 → IMAD.WIDE", &["IMAD.WIDE.U32 %rd1, %r2, %r3, RZ"]),
    ("mul.lo.s64 %rd1, %rd2, %rd3;", "mul.lo.s64 → IMAD.WIDE.U32 + IMAD + IMAD + IADD3", &["IMAD %t", "IMAD.WIDE.U32 %t", "IADD3 %rd1.hi"]),
    ("mad.lo.s64 %rd1, %rd2, 3, 1;", "mad.lo.s64 → IMAD + IMAD + IMAD.WIDE.U32 (addend) + IADD3", &["MOV %t", "IMAD.WIDE.U32 %t", ", %t", "IADD3 %rd1.hi"]),
    ("shf.l.wrap.b32 %r1, %r2, %r3, %r4;", "shf.l/shf.r → SHF.L.HI / SHF.R (funnel shift)", &["SHF.L.W.U32.HI %r1, %r2, %r4, %r3"]),
    ("mad.lo.s32 %r1, %r2, %r3, %r4;", "mad.lo.s32 → IMAD", &["IMAD %r1, %r2, %r3, %r4"]),
    ("mad.wide.u32 %rd1, %r2, %r3, %rd4;", "mad.wide.s32 → IMAD.WIDE", &["IMAD.WIDE.U32 %rd1, %r2, %r3, %rd4"]),
    ("neg.s32 %r1, %r2;", "neg.s32 → IADD3 (negated A)", &["IADD3 %r1, -%r2, RZ, RZ"]),
    ("abs.s32 %r1, %r2;", "abs.s32 → IABS", &["IABS %r1, %r2"]),
    ("min.s32 %r1, %r2, %r3;", "min.s32 → VIMNMX (PT)", &["VIMNMX %r1, %r2, %r3, PT"]),
    ("max.u32 %r1, %r2, %r3;", "max.s32 → VIMNMX (!PT)", &["VIMNMX.U32 %r1, %r2, %r3, !PT"]),
    ("shl.b32 %r1, %r2, 3;", "shl.b32 → SHF.L.U32", &["SHF.L.U32 %r1, %r2, 0x3, RZ"]),
    ("shr.u32 %r1, %r2, %r3;", "shr.b32 → SHF.R.U32.HI / SHF.R.S32.HI", &["SHF.R.U32.HI %r1, RZ, %r3, %r2"]),
    ("shr.s32 %r1, %r2, 31;", "shr.b32 → SHF.R.U32.HI / SHF.R.S32.HI", &["SHF.R.S32.HI %r1, RZ, 0x1f, %r2"]),
    ("shr.s16 %rs1, %rs2, 2;", "shr.b32 → SHF.R.U32.HI / SHF.R.S32.HI", &["SGXT %t", "SHF.R.S32.HI %rs1, RZ, 0x2, %t"]),
    ("shl.b64 %rd1, %rd2, 2;", "shl.b64 (immediate) → SHF.L.U64.HI + SHF.L.U32", &["SHF.L.U64.HI %rd1.hi, %rd2.lo, 0x2, %rd2.hi", "SHF.L.U32 %rd1.lo, %rd2.lo, 0x2, RZ"]),
    ("shr.u64 %rd1, %rd2, 40;", "shr.b64 (immediate) → SHF.R.U64 + SHF.R.U32.HI", &["SHF.R.U32.HI %rd1.lo, RZ, 0x8, %rd2.hi", "MOV %rd1.hi, RZ"]),
    ("shr.s64 %rd1, %rd2, 3;", "shr.b64 (immediate) → SHF.R.U64 + SHF.R.U32.HI", &["SHF.R.S64 %rd1.lo, %rd2.lo, 0x3, %rd2.hi", "SHF.R.S32.HI %rd1.hi, RZ, 0x3, %rd2.hi"]),
    ("and.b32 %r1, %r2, 255;", "and.b32 → LOP3.LUT 0xc0", &["LOP3.LUT %r1, %r2, 0xff, RZ, 0xc0, !PT"]),
    ("or.b32 %r1, %r2, %r3;", "or.b32 → LOP3.LUT 0xfc", &["LOP3.LUT %r1, %r2, %r3, RZ, 0xfc, !PT"]),
    ("xor.b32 %r1, %r2, %r3;", "xor.b32 → LOP3.LUT 0x3c", &["LOP3.LUT %r1, %r2, %r3, RZ, 0x3c, !PT"]),
    ("not.b32 %r1, %r2;", "not.b32 → LOP3.LUT 0x33", &["LOP3.LUT %r1, RZ, %r2, RZ, 0x33, !PT"]),
    ("and.b64 %rd1, %rd2, %rd3;", "and.b64 → 2 × LOP3.LUT 0xc0", &["LOP3.LUT %rd1.lo, %rd2.lo, %rd3.lo", "LOP3.LUT %rd1.hi, %rd2.hi, %rd3.hi"]),
    ("or.b64 %rd1, %rd2, 1;", "or.b64 → 2 × LOP3.LUT 0xfc", &["LOP3.LUT %rd1.lo, %rd2.lo, 0x1, RZ, 0xfc", "LOP3.LUT %rd1.hi, %rd2.hi, 0x0, RZ, 0xfc"]),
    ("xor.b64 %rd1, %rd2, %rd3;", "xor.b64 → 2 × LOP3.LUT 0x3c", &["0x3c"]),
    ("and.pred %p1, %p2, %p3;", "and.pred → PLOP3.LUT 0x80", &["PLOP3.LUT %p1, PT, %p2, %p3, PT, 0x80, 0x0"]),
    ("or.pred %p1, %p2, %p3;", "or.pred → PLOP3.LUT 0xa8", &["0xa8"]),
    ("xor.pred %p1, %p2, %p3;", "xor.pred → PLOP3.LUT 0x28", &["0x28"]),
    ("not.pred %p1, %p2;", "not.pred → PLOP3.LUT 0x08", &["PLOP3.LUT %p1, PT, %p2, PT, PT, 0x8, 0x0"]),
    ("popc.b32 %r1, %r2;", "popc.b32 → POPC", &["POPC %r1, %r2"]),
    ("clz.b32 %r1, %r2;", "clz.b32 → FLO.U32 + IADD3", &["FLO.U32 %t", "IADD3 %r1, -%t", ", 0x1f, RZ"]),
    ("brev.b32 %r1, %r2;", "brev.b32 → BREV", &["BREV %r1, %r2"]),
    ("setp.ge.s32 %p1, %r1, %r2;", "setp.s32 → ISETP", &["ISETP.GE.AND %p1, PT, %r1, %r2, PT"]),
    ("setp.lt.u32 %p1, 4, %r2;", "setp.s32 → ISETP", &["ISETP.GT.U32.AND %p1, PT, %r2, 0x4, PT"]),
    ("setp.eq.b32 %p1|%p2, %r1, 0;", "setp.s32 → ISETP", &["ISETP.EQ.U32.AND %p1, %p2, %r1, 0x0, PT"]),
    ("setp.ne.and.s32 %p1, %r1, %r2, !%p3;", "setp.s32 → ISETP", &["ISETP.NE.AND %p1, PT, %r1, %r2, !%p3"]),
    ("setp.lt.s64 %p1, %rd1, %rd2;", "setp.s64 → ISETP + ISETP.EX", &["ISETP.LT.U32.AND %t", "ISETP.LT.AND.EX %p1, PT, %rd1.hi, %rd2.hi, PT, %t"]),
    ("setp.gtu.f32 %p1, %f1, %f2;", "setp.f32 → FSETP", &["FSETP.GTU.AND %p1, PT, %f1, %f2, PT"]),
    ("selp.b32 %r1, %r2, %r3, %p1;", "selp.b32 → SEL", &["SEL %r1, %r2, %r3, %p1"]),
    ("selp.b32 %r1, 1, %r3, %p1;", "selp.b32 → SEL", &["SEL %r1, %r3, 0x1, !%p1"]),
    ("selp.f32 %f1, %f2, 0f3F800000, %p1;", "selp.f32 → FSEL", &["FSEL %f1, %f2, 1, %p1"]),
    ("selp.b64 %rd1, %rd2, %rd3, %p1;", "selp.b64 → 2 × SEL", &["SEL %rd1.lo, %rd2.lo, %rd3.lo, %p1", "SEL %rd1.hi, %rd2.hi, %rd3.hi, %p1"]),
    ("@%p1 bra $L__BB0_1;\n\tadd.s32 %r1, %r1, 1;\n$L__BB0_1:\n\tst.global.b32 [%rd1], %r1;", "bra → BRA", &["@%p1 BRA `($L__BB0_1)"]),
    ("atom.global.add.u32 %r1, [%rd1], %r2;", "atom.global → ATOMG.E.<op>.STRONG.GPU", &["ATOMG.E.ADD.STRONG.GPU PT, %r1, desc[UR4][%rd1.64], %r2"]),
    ("atom.global.max.s32 %r1, [%rd1+4], 7;", "atom.global → ATOMG.E.<op>.STRONG.GPU", &["MOV %t", "ATOMG.E.MAX.S32.STRONG.GPU PT, %r1, desc[UR4][%rd1.64+0x4], %t"]),
    ("atom.global.add.u64 %rd2, [%rd1], %rd3;", "atom.global → ATOMG.E.<op>.STRONG.GPU", &["ATOMG.E.ADD.64.STRONG.GPU PT, %rd2, desc[UR4][%rd1.64], %rd3"]),
    ("atom.global.add.f64 %rd2, [%rd1], %rd3;", "atom.global → ATOMG.E.<op>.STRONG.GPU", &["ATOMG.E.ADD.F64.RN.STRONG.GPU PT, %rd2, desc[UR4][%rd1.64], %rd3"]),
    ("atom.global.add.f32 %f1, [%rd1], %f2;", "atom.global → ATOMG.E.<op>.STRONG.GPU", &["ATOMG.E.ADD.F32.FTZ.RN.STRONG.GPU PT, %f1"]),
    ("atom.shared.add.u32 %r1, [%r2], 1;", "atom.shared.add → ATOMS.ADD", &["MOV %t", "ATOMS.ADD %r1, [%r2], %t"]),
    ("shfl.sync.down.b32 %r1, %r2, 16, 31, -1;", "shfl.sync → SHFL (full warp)", &["SHFL.DOWN PT, %r1, %r2, 0x10, 0x1f"]),
    ("shfl.sync.bfly.b32 %r1|%p1, %r2, %r3, 31, -1;", "shfl.sync → SHFL (full warp)", &["SHFL.BFLY %p1, %r1, %r2, %r3, 0x1f"]),
    ("vote.sync.ballot.b32 %r1, %p1, -1;", "vote.sync.ballot → VOTE.ANY R", &["VOTE.ANY %r1, PT, %p1"]),
    ("vote.sync.all.pred %p1, !%p2, -1;", "vote.sync.any/all.pred → VOTE.ANY/ALL P", &["VOTE.ALL %p1, !%p2"]),
    ("fence.sc.gpu;", "fence/membar → MEMBAR + ERRBAR + CGAERRBAR + CCTL.IVALL", &["MEMBAR.SC.GPU", "ERRBAR", "CGAERRBAR", "CCTL.IVALL"]),
    ("membar.cta;", "fence/membar → MEMBAR + ERRBAR + CGAERRBAR + CCTL.IVALL", &["MEMBAR.SC.CTA ", "{210=1175}\n    EXIT"]),
    ("bar.sync 0;", "bar.sync → BAR.SYNC.DEFER_BLOCKING", &["BAR.SYNC.DEFER_BLOCKING 0x0"]),
    ("barrier.sync 1;", "barrier.sync → BAR.SYNC.DEFER_BLOCKING", &["BAR.SYNC.DEFER_BLOCKING 0x1"]),
    ("add.f32 %f1, %f2, %f3;", "add.f32 → FADD", &["FADD %f1, %f2, %f3"]),
    ("add.rz.ftz.f32 %f1, %f2, %f3;", "add.f32 → FADD", &["FADD.FTZ.RZ %f1, %f2, %f3"]),
    ("sub.f32 %f1, %f2, 0f3F800000;", "sub.f32 → FADD (negated B)", &["FADD %f1, %f2, -1"]),
    ("mul.f32 %f1, %f2, %f3;", "mul.f32 → FMUL", &["FMUL %f1, %f2, %f3"]),
    ("fma.rn.f32 %f1, %f2, %f3, %f4;", "fma.f32 → FFMA", &["FFMA %f1, %f2, %f3, %f4"]),
    ("mad.rn.f32 %f1, %f2, 0f40000000, %f4;", "mad.f32 → FFMA", &["FFMA %f1, %f2, 2, %f4"]),
    ("neg.f32 %f1, %f2;", "neg.f32 → FADD -a, -RZ", &["FADD %f1, -%f2, -RZ"]),
    ("abs.f32 %f1, %f2;", "abs.f32 → FADD |a|, -RZ", &["FADD %f1, |%f2|, -RZ"]),
    ("min.f32 %f1, %f2, %f3;", "min.f32 → FMNMX (PT)", &["FMNMX %f1, %f2, %f3, PT"]),
    ("max.f32 %f1, %f2, %f3;", "max.f32 → FMNMX (!PT)", &["FMNMX %f1, %f2, %f3, !PT"]),
    ("div.approx.f32 %f1, %f2, %f3;", "div.approx.f32 → MUFU.RCP + FMUL", &["MUFU.RCP %t", "FMUL %f1, %f2, %t"]),
    ("rcp.approx.ftz.f32 %f1, %f2;", "rcp.approx.ftz.f32 → MUFU.RCP", &["MUFU.RCP %f1, %f2"]),
    ("sqrt.approx.ftz.f32 %f1, %f2;", "sqrt.approx.ftz.f32 → MUFU.SQRT", &["MUFU.SQRT %f1, %f2"]),
    ("rsqrt.approx.ftz.f32 %f1, %f2;", "rsqrt.approx.ftz.f32 → MUFU.RSQ", &["MUFU.RSQ %f1, %f2"]),
    ("ex2.approx.ftz.f32 %f1, %f2;", "ex2.approx.ftz.f32 → MUFU.EX2", &["MUFU.EX2 %f1, %f2"]),
    ("ex2.approx.f32 %f1, %f2;", "ex2.approx.f32 → FSETP + FMUL + MUFU.EX2 + FMUL (denormal results)", &["FSETP.GEU.AND %t", "-126", "@!%t", "FMUL", "0.5", "MUFU.EX2 %f1", "FMUL %f1, %f1, %f1"]),
    ("lg2.approx.ftz.f32 %f1, %f2;", "lg2.approx.ftz.f32 → MUFU.LG2", &["MUFU.LG2 %f1, %f2"]),
    ("add.f64 %rd1, %rd2, %rd3;", "add.f64 → DADD", &["DADD %rd1, %rd2, %rd3"]),
    ("sub.f64 %rd1, %rd2, %rd3;", "sub.f64 → DADD (negated B)", &["DADD %rd1, %rd2, -%rd3"]),
    ("mul.rn.f64 %rd1, %rd2, 0d4000000000000000;", "mul.f64 → DMUL", &["MOV %t", ".hi, 0x40000000", "DMUL %rd1, %rd2, %t"]),
    ("fma.rn.f64 %rd1, %rd2, %rd3, %rd4;", "fma.f64 → DFMA", &["DFMA %rd1, %rd2, %rd3, %rd4"]),
    ("setp.lt.f64 %p1, %rd2, %rd3;", "setp.f64 → DSETP", &["DSETP.LT.AND %p1, PT, %rd2, %rd3, PT"]),
    ("cvt.f64.f32 %rd1, %f2;", "cvt.f64.f32 / cvt.f32.f64 → F2F", &["F2F.F64.F32 %rd1, %f2"]),
    ("cvt.rn.f32.f64 %f1, %rd2;", "cvt.f64.f32 / cvt.f32.f64 → F2F", &["F2F.F32.F64 %f1, %rd2"]),
    ("cvt.rn.f64.s32 %rd1, %r2;", "cvt.f64.s32 → I2F.F64", &["I2F.F64 %rd1, %r2"]),
    ("cvt.rn.f32.s32 %f1, %r2;", "cvt.f32.s32 → I2FP.F32.S32", &["I2FP.F32.S32 %f1, %r2"]),
    ("cvt.rn.f32.u32 %f1, %r2;", "cvt.f32.s32 → I2FP.F32.S32", &["I2FP.F32.U32 %f1, %r2"]),
    ("cvt.rzi.s32.f32 %r1, %f2;", "cvt.s32.f32 → F2I", &["F2I.TRUNC.NTZ %r1, %f2"]),
    ("cvt.rni.u32.f32 %r1, %f2;", "cvt.s32.f32 → F2I", &["F2I.U32.NTZ %r1, %f2"]),
    ("cvt.u64.u32 %rd1, %r2;", "cvt between integers → MOV / SHF / LOP3 / SGXT", &["MOV %rd1.lo, %r2", "MOV %rd1.hi, RZ"]),
    ("cvt.s64.s32 %rd1, %r2;", "cvt between integers → MOV / SHF / LOP3 / SGXT", &["MOV %rd1.lo, %r2", "SHF.R.S32.HI %rd1.hi, RZ, 0x1f, %r2"]),
    ("cvt.u32.u64 %r1, %rd2;", "cvt between integers → MOV / SHF / LOP3 / SGXT", &["MOV %r1, %rd2.lo"]),
    ("cvt.u32.u16 %r1, %rs2;", "cvt between integers → MOV / SHF / LOP3 / SGXT", &["LOP3.LUT %t", "0xffff, RZ, 0xc0", "MOV %r1, %t"]),
    ("cvt.s32.s8 %r1, %r2;", "cvt between integers → MOV / SHF / LOP3 / SGXT", &["SGXT %t", ", %r2, 0x8"]),
];

/// Each case's PTX, converted (`dump`), must name its rule and hold the wanted texts in
/// order. Shared with the math rules' tests (`phase1/math.rs`), which use their own kernel.
pub(super) fn check_cases(cases: &[(&str, &str, &[&str])], dump: fn(&str) -> String) {
    for (ptx, rule, want) in cases {
        let d = dump(ptx);
        assert!(d.contains(rule), "`{ptx}` should be converted by `{rule}`:\n{d}");
        let mut at = 0;
        for w in *want {
            match d[at..].find(w) {
                Some(p) => at += p + w.len(),
                None => panic!("`{ptx}`: `{w}` missing (in order) from\n{d}"),
            }
        }
    }
}

#[test]
fn every_case_takes_its_rule_and_makes_its_instructions() {
    check_cases(CASES, dump);
}

#[test]
fn every_rule_has_a_case() {
    let mut missing: Vec<&str> = RULES.iter().map(|r| r.name).filter(|n| !CASES.iter().any(|(_, r, _)| r == n)).collect();
    // ret/exit and the call ABI's rules need a whole function: abi_tests covers them.
    missing.retain(|n| *n != "ret → EXIT" && *n != "exit → EXIT" && *n != ABI_ST_PARAM && *n != ABI_CALL);
    assert!(missing.is_empty(), "rules without a unit case: {missing:?}");
}

#[test]
fn ret_and_exit_are_exit() {
    let d = dump("exit;");
    assert!(d.contains("EXIT") && d.contains("exit → EXIT"), "{d}");
    assert!(d.contains("ret → EXIT"), "{d}");
}

#[test]
fn unsupported_operations_are_positioned_errors() {
    let text = kernel("\tvsub.s32.s32.s32.sat %r1, %r2, %r3, %r4;");
    let m = crate::ptx::parse(&text).unwrap();
    let errs = convert_function(&m, m.functions().next().unwrap(), Sm::SM90).unwrap_err();
    assert_eq!(errs.len(), 1);
    assert_eq!(errs[0].message, "ptxas Phase 1: vsub.s32.s32.s32.sat is not supported yet");
    let line = text.lines().position(|l| l.contains("vsub.s32")).unwrap() as u32 + 1;
    assert_eq!(errs[0].span.line, line);
    assert_eq!(errs[0].span.col, 2);
}

#[test]
fn every_instruction_records_rule_and_ptx_line() {
    let text = kernel("\tld.param.b64 %rd1, [k_param_0];\n\tcvta.to.global.u64 %rd2, %rd1;\n\tst.global.b32 [%rd2], %r1;");
    let m = crate::ptx::parse(&text).unwrap();
    let c = convert_function(&m, m.functions().next().unwrap(), Sm::SM90).unwrap();
    for i in c.function.insts() {
        assert!(!i.rule.is_empty(), "{i:?}");
        let line = text.lines().nth(i.ptx_line as usize - 1).unwrap();
        let ptx_op = i.rule.split(' ').next().unwrap().split('.').next().unwrap();
        assert!(line.contains(ptx_op), "{} from line {}: {line}", i.rule, i.ptx_line);
    }
}

#[test]
fn a_branch_to_a_return_becomes_exit() {
    let c = convert("\tsetp.ge.s32 %p1, %r1, %r2;\n\t@%p1 bra $L__BB0_2;\n\tst.global.b32 [%rd1], %r1;\n$L__BB0_2:").unwrap();
    let d = c.function.dump();
    assert!(d.contains("@%p1 EXIT") && d.contains("bra to ret → EXIT"), "{d}");
    assert!(c.log.iter().any(|l| l.starts_with("bra-to-exit")), "{:?}", c.log);
}

#[test]
fn parameters_fold_into_constant_operands() {
    let c = convert("\tld.param.b32 %r1, [k_param_1];\n\tsetp.ge.s32 %p1, %r2, %r1;\n\tld.param.b32 %f1, [k_param_2];\n\tfma.rn.f32 %f2, %f1, %f3, %f4;\n\t@%p1 st.global.b32 [%rd1], %f2;").unwrap();
    let d = c.function.dump();
    assert!(d.contains("ISETP.GE.AND %p1, PT, %r2, c[0x0][0x218], PT"), "{d}");
    assert!(d.contains("FFMA %f2, %f3, c[0x0][0x21c], %f4"), "{d}");
    assert!(!d.contains("LDC %r1") && !d.contains("LDC %f1"), "{d}");
    // A parameter compared from the left mirrors the comparison.
    let c = convert("\tld.param.b32 %r1, [k_param_1];\n\tsetp.lt.s32 %p1, %r1, %r2;\n\t@%p1 st.global.b32 [%rd1], %r2;").unwrap();
    assert!(c.function.dump().contains("ISETP.GT.AND %p1, PT, %r2, c[0x0][0x218], PT"), "{}", c.function.dump());
    // A use that cannot read a constant (a store's data) keeps the LDC.
    let c = convert("\tld.param.b32 %r1, [k_param_1];\n\tst.global.b32 [%rd1], %r1;").unwrap();
    assert!(c.function.dump().contains("LDC %r1, c[0x0][0x218]"));
}

#[test]
fn an_address_sum_of_a_wide_product_is_one_imad_wide() {
    let c = convert("\tmul.wide.s32 %rd3, %r1, 4;\n\tadd.s64 %rd4, %rd1, %rd3;\n\tadd.s64 %rd5, %rd2, %rd3;\n\tst.global.b32 [%rd4], %r1;\n\tst.global.b32 [%rd5], %r1;").unwrap();
    let d = c.function.dump();
    assert!(d.contains("IMAD.WIDE %rd4, %r1, 0x4, %rd1") && d.contains("IMAD.WIDE %rd5, %r1, 0x4, %rd2"), "{d}");
    assert!(d.contains("add.s64 of mul.wide → IMAD.WIDE (fused)"), "{d}");
    assert!(!d.contains("%rd3") && !d.contains("IADD3"), "the product itself is dead: {d}");
    assert!(c.log.iter().any(|l| l.starts_with("dead-code")), "{:?}", c.log);
}

#[test]
fn the_local_depot_lives_below_the_stack_pointer() {
    let text = format!("{HEADER}.visible .entry k()\n{{\n\t.local .align 8 .b8 __local_depot0[20];\n\t.reg .b64 %SP;\n\t.reg .b64 %SPL;\n\t.reg .b32 %r<3>;\n\tmov.b64 %SPL, __local_depot0;\n\tcvta.local.u64 %SP, %SPL;\n\tst.b32 [%SP+4], %r1;\n\tret;\n}}\n");
    let m = crate::ptx::parse(&text).unwrap();
    let c = convert_function(&m, m.functions().next().unwrap(), Sm::SM90).unwrap();
    let d = c.function.dump();
    assert!(d.contains("MOV %SPL.lo, R1") && d.contains("MOV %SPL.hi, RZ"), "{d}");
    assert!(d.contains("ST.E desc[UR4][%SP.64+0x4], %r1"), "{d}");
    assert_eq!(c.function.local_bytes, 24, "20 bytes, the frame 8-byte aligned");
}

#[test]
fn vector_loads_alias_their_single_definition_registers() {
    let c = convert("\tld.global.v4.b32 {%r1, %r2, %r3, %r4}, [%rd1];\n\tadd.s32 %r5, %r1, %r4;\n\tst.global.b32 [%rd1], %r5;").unwrap();
    let d = c.function.dump();
    assert!(d.contains("LDG.E.128 %t"), "{d}");
    assert!(!d.contains("MOV"), "the components are parts of the loaded quad: {d}");
    assert!(d.contains("IADD3 %r5, %t0.0, %t0.3, RZ") || d.contains(".0, %t") , "{d}");
}

#[test]
fn shared_variables_follow_the_reserved_kilobyte() {
    let text = format!("{HEADER}.visible .entry k()\n{{\n\t.reg .b32 %r<3>;\n\t.shared .align 4 .b8 a[12];\n\t.shared .align 8 .b8 b[8];\n\tld.shared.b32 %r1, [b];\n\tst.shared.b32 [a+4], %r1;\n\tret;\n}}\n");
    let m = crate::ptx::parse(&text).unwrap();
    let c = convert_function(&m, m.functions().next().unwrap(), Sm::SM90).unwrap();
    let d = c.function.dump();
    assert!(d.contains("0x410, 0x18"), "b starts at 0x400 + 12 rounded up to 8: {d}");
    assert!(d.contains("0x400, 0x18"), "{d}");
    assert_eq!(c.function.shared_bytes, 24);
}
