use super::*;

fn kernel(body: &str) -> String {
    format!(
        ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(\n\t.param .u64 k_param_0\n)\n{{\n\t.reg .pred %p<5>;\n\t.reg .b16 %rs<5>;\n\t.reg .b32 %r<12>;\n\t.reg .f32 %f<12>;\n\t.reg .b64 %rd<12>;\n\t.reg .f64 %fd<12>;\n{body}\n\tret;\n}}\n"
    )
}

pub(crate) fn dump(body: &str) -> String {
    let text = kernel(body);
    let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("PTX does not parse: {d:?}\n{text}"));
    let f = m.functions().next().unwrap();
    match convert_function_with(&m, f, Sm::SM90, false) {
        Ok(c) => c.function.dump(),
        Err(d) => panic!("{body}: {:?}", d),
    }
}

/// (PTX, rule, what its conversion must contain, in order).
pub(crate) const CASES: &[(&str, &str, &[&str])] = &[
    ("add.f16 %rs1, %rs2, %rs3;", "add.f16/.bf16(x2) → HADD2 (.BF16_V2)", &["HADD2 %rs1, %rs2.H0_H0, %rs3.H0_H0"]),
    ("add.bf16 %rs1, %rs2, %rs3;", "add.f16/.bf16(x2) → HADD2 (.BF16_V2)", &["HADD2.BF16_V2 %rs1, %rs2.H0_H0, %rs3.H0_H0"]),
    ("sub.f16x2 %r1, %r2, %r3;", "sub.f16/.bf16(x2) → HADD2 (negated B)", &["HADD2 %r1, %r2, -%r3"]),
    ("mul.bf16 %rs1, %rs2, %rs3;", "mul.f16/.bf16(x2) → HMUL2 (.BF16_V2)", &["HMUL2.BF16_V2 %rs1, %rs2.H0_H0, %rs3.H0_H0"]),
    ("fma.rn.f16 %rs1, %rs2, %rs3, %rs4;", "fma.rn.f16/.bf16 → HFMA2 (.H0_H0), fma.rn.f16x2 → HFMA2.MMA", &["HFMA2 %rs1, %rs2.H0_H0, %rs3.H0_H0, %rs4.H0_H0"]),
    ("fma.rn.f16x2 %r1, %r2, %r3, %r4;", "fma.rn.f16/.bf16 → HFMA2 (.H0_H0), fma.rn.f16x2 → HFMA2.MMA", &["HFMA2.MMA %r1, %r2, %r3, %r4"]),
    ("neg.f16 %rs1, %rs2;", "neg.f16(x2) → HADD2 -a, -RZ", &["HADD2 %rs1, -%rs2.H0_H0, -RZ.H0_H0"]),
    ("abs.f16x2 %r1, %r2;", "abs.f16(x2) → HADD2 |a|, -RZ", &["HADD2 %r1, |%r2|, -RZ"]),
    ("min.f16 %rs1, %rs2, %rs3;", "min.f16(x2) → HMNMX2 (PT)", &["HMNMX2 %rs1, %rs2.H0_H0, %rs3.H0_H0, PT"]),
    ("max.f16x2 %r1, %r2, %r3;", "max.f16(x2) → HMNMX2 (!PT)", &["HMNMX2 %r1, %r2, %r3, !PT"]),
    ("setp.gt.f16 %p1, %rs2, %rs3;", "setp.f16 → HSETP2 (.H0_H0)", &["HSETP2.GT.AND %p1, PT, %rs2.H0_H0, %rs3.H0_H0, PT"]),
    ("setp.eq.f16 %p1, %rs2, %rs3;", "setp.f16 → HSETP2 (.H0_H0)", &["HSETP2.NEU.AND PT, %p1, %rs2.H0_H0, %rs3.H0_H0, PT"]),
    ("setp.lt.f16 %p1, %rs2, %rs3;", "setp.f16 → HSETP2 (.H0_H0)", &["HSETP2.GT.AND %p1, PT, %rs3.H0_H0, %rs2.H0_H0, PT"]),
    ("fma.rn.bf16x2 %r1, %r2, %r3, %r4;", "fma.rn.f16/.bf16 → HFMA2 (.H0_H0), fma.rn.f16x2 → HFMA2.MMA", &["HFMA2.MMA.BF16_V2 %r1, %r2, %r3, %r4"]),
    ("cvt.f32.f16 %f1, %rs2;", "cvt.f32.f16 → HADD2.F32 -RZ, a.H0_H0", &["HADD2.F32 %f1, -RZ, %rs2.H0_H0"]),
    ("cvt.f32.bf16 %f1, %rs2;", "cvt.f32.bf16 → SHF.L.U32 a, 0x10", &["SHF.L.U32 %f1, %rs2, 0x10, RZ"]),
    ("cvt.rn.bf16.f32 %rs1, %f2;", "cvt.rn.f16/.bf16(x2).f32 → F2FP.(B)F16.F32.PACK_AB", &["F2FP.BF16.F32.PACK_AB %rs1, RZ, %f2"]),
    ("cvt.rn.f16x2.f32 %r1, %f2, %f3;", "cvt.rn.f16/.bf16(x2).f32 → F2FP.(B)F16.F32.PACK_AB", &["F2FP.F16.F32.PACK_AB %r1, %f2, %f3"]),
    ("cvt.rn.f16.f64 %rs1, %fd2;", "cvt.rn.f16.f64 → F2F.F16.F64", &["F2F.F16.F64 %rs1, %fd2"]),
    ("cvt.rn.f16.s32 %rs1, %r2;", "cvt.f16/f32 from 16/32-bit integers → I2F.F16 / I2F.S16", &["I2F.F16 %rs1, %r2"]),
    ("cvt.rn.f32.s16 %f1, %rs2;", "cvt.f16/f32 from 16/32-bit integers → I2F.F16 / I2F.S16", &["I2F.S16 %f1, %rs2"]),
    ("cvt.rzi.s16.f32 %rs1, %f2;", "cvt.int16.f32/f64, cvt.int32.f16 → F2I.S16 / F2I.F16", &["F2I.S16.TRUNC.NTZ %rs1, %f2"]),
    ("cvt.rzi.s16.f64 %rs1, %fd2;", "cvt.int16.f32/f64, cvt.int32.f16 → F2I.S16 / F2I.F16", &["F2I.S16.F64.TRUNC %rs1, %fd2"]),
    ("cvt.rzi.s32.f16 %r1, %rs2;", "cvt.int16.f32/f64, cvt.int32.f16 → F2I.S16 / F2I.F16", &["F2I.F16.TRUNC.NTZ %r1, %rs2"]),
    ("cvt.rmi.f32.f32 %f1, %f2;", "cvt.rni/rzi/rmi/rpi.f32.f32 → FRND (.TRUNC/.FLOOR/.CEIL)", &["FRND.FLOOR %f1, %f2"]),
    ("cvt.rni.f64.f64 %fd1, %fd2;", "cvt.rni/rzi/rmi/rpi.f32.f32 → FRND (.TRUNC/.FLOOR/.CEIL)", &["FRND.F64 %fd1, %fd2"]),
    ("cvt.sat.f32.f32 %f1, %f2;", "cvt.f32.f32 (.sat/.ftz) → FADD -RZ, a", &["FADD.SAT %f1, -RZ, %f2"]),
    ("cvt.rzi.s64.f64 %rd1, %fd2;", "cvt.int.f64 / cvt.s64.f32 → F2I (.S64/.U64/.U32, .F64)", &["F2I.S64.F64.TRUNC %rd1, %fd2"]),
    ("cvt.rzi.u32.f64 %r1, %fd2;", "cvt.int.f64 / cvt.s64.f32 → F2I (.S64/.U64/.U32, .F64)", &["F2I.U32.F64.TRUNC %r1, %fd2"]),
    ("cvt.rzi.s64.f32 %rd1, %f2;", "cvt.int.f64 / cvt.s64.f32 → F2I (.S64/.U64/.U32, .F64)", &["F2I.S64.TRUNC %rd1, %f2"]),
    ("cvt.rn.f64.s64 %fd1, %rd2;", "cvt.f32/f64.s64/u64 → I2F (.F64, .S64/.U64)", &["I2F.F64.S64 %fd1, %rd2"]),
    ("cvt.rn.f32.u64 %f1, %rd2;", "cvt.f32/f64.s64/u64 → I2F (.F64, .S64/.U64)", &["I2F.U64 %f1, %rd2"]),
    ("copysign.f32 %f1, %f2, %f3;", "copysign.f32 → LOP3.LUT 0xb8 (sign of a, magnitude of b)", &["LOP3.LUT %f1, %f3, 0x80000000, %f2, 0xb8, !PT"]),
    ("div.rn.f32 %f1, %f2, %f3;", "div.rn.f32 → MUFU.RCP + FFMA refinement + FCHK, slow path out of line", &["MUFU.RCP %t", "FCHK %t", "@%t", "BRA", "MOV %f1, %t", "EXIT", "SHF.R.U32.HI", "FFMA.RZ", "FFMA.RM", "FFMA.RP", "MOV %t", "BRA"]),
    ("sqrt.rn.f32 %f1, %f2;", "sqrt.rn.f32 → MUFU.RSQ + FMUL/FFMA refinement, slow path out of line", &["IADD3 %t", "0xf3000000", "MUFU.RSQ", "ISETP.GT.U32.AND", "0x727fffff", "BRA", "FMUL.FTZ", "FFMA", "MOV %f1", "EXIT", "LOP3.LUT %t", "2.3283064365386962891e-10", "BRA"]),
    ("rsqrt.approx.f32 %f1, %f2;", "rsqrt.approx.f32 → FSETP + FMUL (denormal input ×2^24) + MUFU.RSQ + FMUL ×2^12", &["FSETP.GEU.AND %t", "|%f2|, 1.175494350822287508e-38", "@!%t", "FMUL", "16777216", "MUFU.RSQ", "4096", "MOV %f1"]),
    ("sqrt.approx.f32 %f1, %f2;", "sqrt.approx.f32 → FSETP + FMUL (denormal input ×2^24) + MUFU.SQRT + FMUL ×2^-12", &["FSETP.GEU.AND", "MUFU.SQRT", "0.000244140625"]),
    ("lg2.approx.f32 %f1, %f2;", "lg2.approx.f32 → FSETP + FMUL (denormal input ×2^24) + MUFU.LG2 + FADD -24", &["FSETP.GEU.AND", "MUFU.LG2", "FADD", "-24"]),
    ("rcp.approx.f32 %f1, %f2;", "rcp.approx.f32 → FSETP ×2 + FSEL ×2 (scale) + FMUL + MUFU.RCP + FMUL", &["MOV %t", "0x4b800000", "FSETP.GEU.AND", "FSETP.GT.AND", "FSEL", "FSEL", "FMUL", "MUFU.RCP", "FMUL"]),
    ("sin.approx.f32 %f1, %f2;", "sin/cos.approx.f32 → FMUL.RZ (1/2π) + MUFU.SIN/COS", &["FMUL.RZ %t", "0.15915493667125701904", "MUFU.SIN"]),
    ("cos.approx.ftz.f32 %f1, %f2;", "sin/cos.approx.f32 → FMUL.RZ (1/2π) + MUFU.SIN/COS", &["FMUL.FTZ.RZ %t", "MUFU.COS"]),
    ("tanh.approx.f32 %f1, %f2;", "tanh.approx.f32 → MUFU.TANH", &["MUFU.TANH %t", ", %f2", "MOV %f1"]),
    ("max.u64 %rd1, %rd2, %rd3;", "min/max.u64/s64 → ISETP + ISETP.EX + 2 × SEL", &["ISETP.GT.U32.AND %t", "%rd2.lo, %rd3.lo", "ISETP.GT.U32.AND.EX", "%rd2.hi, %rd3.hi", "SEL", "SEL", "MOV %rd1.lo", "MOV %rd1.hi"]),
    ("min.s64 %rd1, %rd2, %rd3;", "min/max.u64/s64 → ISETP + ISETP.EX + 2 × SEL", &["ISETP.LT.U32.AND", "ISETP.LT.AND.EX"]),
    ("popc.b64 %r1, %rd2;", "popc.b64 → 2 × POPC + IADD3", &["POPC %t", "%rd2.lo", "POPC %t", "%rd2.hi", "IADD3 %r1"]),
    ("clz.b64 %r1, %rd2;", "clz.b64 → ISETP + SEL + FLO.U32 + IADD3 ×2 + select", &["ISETP.NE.U32.AND", "SEL", "FLO.U32", "0x1f", "0x3f", "MOV %r1"]),
    ("mul.hi.u64 %rd1, %rd2, %rd3;", "mul.hi.u64 → 3 × IMAD.WIDE.U32 (carries) + IMAD.WIDE.U32.X", &["IMAD.WIDE.U32 %t", "%rd2.hi, %rd3.lo, RZ", "IMAD.WIDE.U32.X", "MOV %rd1.lo"]),
    ("mul.hi.s64 %rd1, %rd2, %rd3;", "mul.hi.s64 → mul.hi.u64 + sign corrections (IADD3/IADD3.X/SEL)", &["IMAD.WIDE.U32.X", "ISETP.LT.AND", "~%rd2.hi", "~%rd3.hi", "MOV %rd1.hi"]),
    ("div.u64 %rd1, %rd2, %rd3;", "div/rem.u64 → I2F.U64.RP + MUFU.RCP + F2I.U64.TRUNC + 2 Newton steps in IMAD.WIDE/IMAD.HI + 2 fix-ups", &["I2F.U64.RP", "MUFU.RCP", "0x1ffffffe", "F2I.U64.TRUNC", "IMAD.WIDE.U32", "IMAD.HI.U32", "ISETP.GE.U32.AND.EX", "ISETP.NE.AND.EX", "0xffffffff", "MOV %rd1.lo"]),
    ("rem.u64 %rd1, %rd2, 10;", "div/rem.u64 → I2F.U64.RP + MUFU.RCP + F2I.U64.TRUNC + 2 Newton steps in IMAD.WIDE/IMAD.HI + 2 fix-ups", &["MOV %t", "0xa", "I2F.U64.RP", "MOV %rd1.hi"]),
    ("div.s64 %rd1, %rd2, %rd3;", "div/rem.s64 → |a|, |b| + div/rem.u64 + sign", &["ISETP.GE.AND", "LOP3.LUT", "0x3c", "I2F.U64.RP", "SEL", "MOV %rd1.lo"]),
    ("rem.s64 %rd1, %rd2, %rd3;", "div/rem.s64 → |a|, |b| + div/rem.u64 + sign", &["I2F.U64.RP", "MOV %rd1.hi"]),
    ("mul.wide.s16 %r1, %rs2, 3;", "mul.wide.s16/u16 → SGXT/LOP3 (widen) + IMAD", &["SGXT %t", "%rs2, 0x10", "IMAD %r1, %t", ", 0x3, RZ"]),
    ("mul.hi.u16 %rs1, %rs2, -13107;", "mul.hi.s16/u16 → SGXT/LOP3 (widen) + IMAD + SHF.R.HI 16", &["LOP3.LUT %t", "0xffff", "IMAD %t", "0xcccd, RZ", "SHF.R.U32.HI %rs1, RZ, 0x10, %t"]),
    ("mov.u32 %r1, %warpid;", "mov special register → S2R / LDC c[0x0]", &["S2R %t", "SR_VIRTID", "SHF.R.U32.HI", "0x8", "SGXT.U32 %r1", "0x7"]),
    ("mov.u64 %rd1, %globaltimer;", "mov.u64 %globaltimer → CS2R SR_GLOBALTIMERLO (pair)", &["CS2R %rd1, SR_GLOBALTIMERLO"]),
    ("mad.hi.u32 %r1, %r2, %r3, %r4;", "mad.hi.s32/u32 → IMAD.HI (addend as the high word of a pair)", &["MOV %t", ".lo, RZ", "MOV %t", ".hi, %r4", "IMAD.HI.U32 %r1, %r2, %r3, %t"]),
    ("mul24.lo.s32 %r1, %r2, %r3;", "mul24.lo → SGXT/LOP3 24 bits + IMAD", &["SGXT %t", "0x18", "SGXT %t", "IMAD %r1"]),
    ("sad.u32 %r1, %r2, %r3, %r4;", "sad.s32/u32 → VABSDIFF", &["VABSDIFF.U32 %r1, %r2, %r3, %r4"]),
    ("prmt.b32 %r1, %r2, %r3, 0x3210;", "prmt.b32 → PRMT", &["PRMT %r1, %r2, 0x3210, %r3"]),
    ("mov.u64 %rd1, %clock64;", "mov.u64 %clock64 → CS2R SR_CLOCKLO (pair)", &["CS2R %rd1, SR_CLOCKLO"]),
    ("div.u16 %rs1, %rs2, %rs3;", "div.u32 → I2F.U32.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ 2 fix-ups)", &["LOP3.LUT %t", "%rs2, 0xffff", "LOP3.LUT %t", "%rs3, 0xffff", "I2F.U32.RP", "MOV %rs1"]),
    ("rcp.rn.f32 %f1, %f2;", "rcp.rn.f32 → MUFU.RCP + FFMA/FADD refinement, slow path out of line", &["IADD3 %t", "0x1800000", "LOP3.LUT", "0x1ffffff", "@!%t", "BRA", "MUFU.RCP", "FFMA", "-1", "MOV %f1", "EXIT", "FFMA.RM", "FFMA.RP", "PLOP3.LUT", "0xe0", "BRA"]),
    ("abs.f64 %fd1, %fd2;", "abs.f64 → DADD -RZ, |a|", &["DADD %fd1, -RZ, |%fd2|"]),
    ("neg.f64 %fd1, %fd2;", "neg.f64 → DADD -RZ, -a", &["DADD %fd1, -RZ, -%fd2"]),
    ("max.f64 %fd1, %fd2, %fd3;", "min/max.f64 → DSETP.MIN/MAX + SEL/FSEL (+ quiet NaN)", &["DSETP.MAX.AND %t", "%fd2, %fd3, PT", "FSEL", "%fd2.hi, %fd3.hi", "SEL", "@%t", "0x80000", "MOV %fd1.lo", "MOV %fd1.hi"]),
    ("min.f64 %fd1, %fd2, %fd3;", "min/max.f64 → DSETP.MIN/MAX + SEL/FSEL (+ quiet NaN)", &["DSETP.MIN.AND"]),
    ("div.rn.f64 %fd1, %fd2, %fd3;", "div.rn.f64 → MUFU.RCP64H + DFMA refinement + range check, slow path out of line", &["MUFU.RCP64H", "DFMA", "DMUL", "FFMA", "PLOP3.LUT", "BRA", "MOV64 %fd1", "EXIT", "8.98846567431157953865e+307", "VIMNMX", "DMUL.RP", "DSETP.NAN.AND", "BRA"]),
    ("rcp.rn.f64 %fd1, %fd2;", "rcp.rn.f64 → MUFU.RCP64H + DFMA refinement, slow path out of line", &["MUFU.RCP64H", "0x300402", "5.8789094863358348022e-39", "DFMA", "BRA", "MOV64 %fd1", "EXIT", "2.2250738585072013831e-308", "BRA"]),
    ("rsqrt.approx.f64 %fd1, %fd2;", "rsqrt.approx.f64 → MUFU.RSQ64H + DMUL/DFMA step, slow path out of line", &["MUFU.RSQ64H", "0x7fe00000", "DMUL", "DFMA", "BRA", "MOV64 %fd1", "EXIT", "1.80143985094819840000e+16", "134217728"]),
    ("div.full.f32 %f1, %f2, %f3;", "div.full.f32 → FSETP ×2 + scaling FMULs + MUFU.RCP + FMUL", &["FSETP.GT.AND", "8.50705917302346158658e+37", "FSETP.GEU.AND", "@%t", "0.25", "@!%t", "16777216", "MUFU.RCP", "FMUL %f1"]),
    ("div.rz.f32 %f1, %f2, %f3;", "div.rz.f32 → ptxas's division subroutine inline (scaling, FFMA.RZ, special operands)", &["SHF.L.U32", "ISETP.GT.U32.OR", "FSETP.GTU.FTZ.AND", "MUFU.RCP", "FFMA.RZ", "0x7f7fffff", "LOP3.LUT", "MOV %f1"]),
    ("sqrt.rn.f64 %fd1, %fd2;", "sqrt.rn.f64 → MUFU.RSQ64H + DFMA/DMUL refinement, slow path out of line", &["MUFU.RSQ64H", "0x7ca00000", "DMUL", "DFMA", "BRA", "MOV64 %fd1", "EXIT", "DFMA.RM", "DFMA.RP", "8.11296384146066816958e+31", "BRA"]),
    ("div.u32 %r1, %r2, %r3;", "div.u32 → I2F.U32.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ 2 fix-ups)", &["I2F.U32.RP %t", "MUFU.RCP", "0xffffffe", "F2I.FTZ.U32.TRUNC.NTZ", "IMAD.HI.U32", "IMAD.HI.U32", ", %r2, RZ", "ISETP.GE.U32.AND", "@%t", "ISETP.NE.U32.AND", "LOP3.LUT", "0x33", "MOV %r1"]),
    ("rem.u32 %r1, %r2, 7;", "rem.u32 → I2F.U32.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ 2 fix-ups)", &["MOV %t", "0x7", "I2F.U32.RP", "IMAD.HI.U32", "ISETP.GE.U32.AND", "MOV %r1"]),
    ("div.s32 %r1, %r2, %r3;", "div.s32 → IABS + I2F.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ sign)", &["IABS %t", "I2F.RP", "MUFU.RCP", "IABS", "LOP3.LUT", "0x3c", "ISETP.GT.U32.AND", "ISETP.GE.U32.AND", "ISETP.NE.AND", "MOV %r1"]),
    ("rem.s32 %r1, %r2, %r3;", "rem.s32 → IABS + I2F.RP + MUFU.RCP + F2I.FTZ.U32.TRUNC + IMAD.HI.U32 (+ sign)", &["IABS %t", "I2F.RP", "ISETP.GE.AND", ", %r2, RZ, PT", "ISETP.GT.U32.AND", "ISETP.GT.U32.AND", "MOV %r1"]),
    ("div.rn.ftz.f32 %f1, %f2, %f3;", "div.rn.ftz.f32 → MUFU.RCP + FFMA refinement + FCHK, FTZ slow path out of line", &["MUFU.RCP %t", "FCHK %t", "BRA", "MOV %f1, %t", "EXIT", "FSETP.NEU.FTZ.AND", "PLOP3.LUT", "0x2", "0xff800000", "FFMA.FTZ", "0x7fffffff", "FADD.FTZ", "BRA"]),
    ("div.full.ftz.f32 %f1, %f2, %f3;", "div.full.ftz.f32 → FSETP.FTZ + scaling FMUL.FTZ + MUFU.RCP + FMUL.FTZ", &["FSETP.GT.FTZ.AND %t", "8.50705917302346158658e+37", "@%t", "FMUL.FTZ", "0.25", "MUFU.RCP", "FMUL.FTZ %f1"]),
    ("sqrt.rn.ftz.f32 %f1, %f2;", "sqrt.rn.ftz.f32 → MUFU.RSQ + FMUL/FFMA refinement, FTZ slow path out of line", &["0xf3000000", "MUFU.RSQ", "0x727fffff", "BRA", "MOV %f1", "EXIT", "FSETP.NEU.FTZ.AND", "FMUL.FTZ", "1.84467440737095516160e+19", "2.3283064365386962891e-10", "BRA"]),
    ("rcp.rn.ftz.f32 %f1, %f2;", "rcp.rn.ftz.f32 → MUFU.RCP + FFMA/FADD refinement, FTZ slow path out of line", &["0x1800000", "0x1ffffff", "MUFU.RCP", "MOV %f1", "EXIT", "ISETP.NE.U32.AND", "0x1800000", "0x800000", "0xfc", "MUFU.RCP", "BRA"]),
    ("copysign.f64 %fd1, %fd2, %fd3;", "copysign.f64 → LOP3.LUT 0xb8 (high word) + MOV", &["LOP3.LUT %fd1.hi, %fd3.hi, 0x80000000, %fd2.hi, 0xb8", "MOV %fd1.lo, %fd3.lo"]),
];

#[test]
fn every_math_case_takes_its_rule_and_makes_its_instructions() {
    super::super::tests::check_cases(CASES, dump);
}

#[test]
fn sad_is_min_max_and_a_subtraction_on_the_consumer_parts() {
    // ptxas 13.5: sm_100a `VABSDIFF R5, R0, R7, R4`; sm_120a `VIMNMX.S32 R5, R0, UR7, !PT`,
    // `VIMNMX.S32 R4, R0, UR7, PT`, `IADD3 R5, PT, PT, R5, UR8, -R4`.
    let text = kernel("\tsad.s32 %r1, %r2, %r3, %r4;");
    let m = crate::ptx::parse(&text).expect("parses");
    let f = m.functions().next().expect("kernel");
    for (arch, want) in [("100a", &["VABSDIFF %r1, %r2, %r3, %r4"][..]), ("120a", &["VIMNMX %t", ", %r2, %r3, !PT", "VIMNMX %t", ", %r2, %r3, PT", "IADD3 %r1, %t", ", %r4, -%t"]), ("121", &["VIMNMX", "VIMNMX", "IADD3 %r1"])] {
        let c = convert_function_with(&m, f, Sm::parse(arch).expect("sm"), false).unwrap_or_else(|d| panic!("{arch}: {d:?}"));
        // The instructions alone (the dump's comments name the rule, which says VABSDIFF).
        let dump: String = c.function.blocks.iter().flat_map(|b| &b.insts).map(|i| c.function.inst_text(i) + "\n").collect();
        let mut at = 0;
        for w in want {
            at += dump[at..].find(w).unwrap_or_else(|| panic!("{arch}: `{w}` after {at} in\n{dump}")) + w.len();
        }
        assert_eq!(dump.contains("VABSDIFF"), arch == "100a", "{arch}:\n{dump}");
        let rules: Vec<&str> = c.function.blocks.iter().flat_map(|b| &b.insts).filter(|i| i.opcode == "VIMNMX" || i.opcode == "IADD3").map(|i| i.rule).collect();
        assert!(arch == "100a" || (rules.len() == 3 && rules.iter().all(|r| r.contains("sm_120/121: no VABSDIFF"))), "{arch}: {rules:?}");
    }
}

fn dump_on(arch: &str, body: &str) -> String {
    let text = kernel(body);
    let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("PTX does not parse: {d:?}\n{text}"));
    let f = m.functions().next().unwrap();
    match convert_function_with(&m, f, Sm::parse(arch).expect("sm"), false) {
        Ok(c) => c.function.dump(),
        Err(d) => panic!("{arch}: {body}: {:?}", d),
    }
}
fn dump_sm100a(body: &str) -> String {
    dump_on("100a", body)
}
fn dump_sm120a(body: &str) -> String {
    dump_on("120a", body)
}

const F32X2_ADD: &str = "add.f32x2 → FADD2 (sm_100/103), FADD per lane (sm_110/120)";
const F32X2_SUB: &str = "sub.f32x2 → FADD2 a, -b (sm_100/103), FADD per lane (sm_110/120)";
const F32X2_MUL: &str = "mul.f32x2 → FMUL2 (sm_100/103), FMUL per lane (sm_110/120)";
const F32X2_FMA: &str = "fma.f32x2 → FFMA2 (sm_100/103), FFMA per lane (sm_110/120)";

/// The f32x2 rules on datacenter Blackwell (ptxas 13.5 -arch=sm_100a words).
const F32X2_CASES_SM100: &[(&str, &str, &[&str])] = &[
    ("add.f32x2 %rd1, %rd2, %rd3;", F32X2_ADD, &["FADD2 %rd1, %rd2.F32x2.HI_LO, %rd3.F32x2.HI_LO"]),
    ("sub.rz.ftz.f32x2 %rd1, %rd2, %rd3;", F32X2_SUB, &["FADD2.FTZ.RZ %rd1, %rd2.F32x2.HI_LO, -%rd3.F32x2.HI_LO"]),
    ("mul.rm.f32x2 %rd1, %rd2, %rd3;", F32X2_MUL, &["FMUL2.RM %rd1, %rd2.F32x2.HI_LO, %rd3.F32x2.HI_LO"]),
    ("fma.rp.ftz.f32x2 %rd1, %rd2, %rd3, %rd5;", F32X2_FMA, &["FFMA2.FTZ.RP %rd1, %rd2.F32x2.HI_LO, %rd3.F32x2.HI_LO, %rd5.F32x2.HI_LO"]),
    // A constant in both lanes: the immediate in B (A and B swapped), or C.
    (concat!("mov.b32 %r1, 0f40000000;\n\tmov.b64 %rd4, {%r1, %r1};\n\t", "fma.rn.f32x2 %rd1, %rd4, %rd2, %rd3;"), F32X2_FMA, &["FFMA2 %rd1, %rd2.F32x2.HI_LO, 2, %rd3.F32x2.HI_LO"]),
    ("mov.b64 %rd4, 0x3F4000003F400000;\n\tfma.rn.f32x2 %rd1, %rd2, %rd3, %rd4;", F32X2_FMA, &["FFMA2 %rd1, %rd2.F32x2.HI_LO, %rd3.F32x2.HI_LO, 0.75"]),
    (concat!("mov.b32 %r1, 0f40000000;\n\tmov.b64 %rd4, {%r1, %r1};\n\t", "sub.f32x2 %rd1, %rd2, %rd4;"), F32X2_SUB, &["FADD2 %rd1, %rd2.F32x2.HI_LO, -2"]),
    (concat!("mov.b32 %r1, 0f40000000;\n\tmov.b64 %rd4, {%r1, %r1};\n\t", "mul.f32x2 %rd1, %rd4, %rd2;"), F32X2_MUL, &["FMUL2 %rd1, %rd2.F32x2.HI_LO, 2"]),
];

/// The f32x2 rules on sm_120 (ptxas 13.5 -arch=sm_120a: one scalar instruction per lane).
const F32X2_CASES_SM120: &[(&str, &str, &[&str])] = &[
    ("add.f32x2 %rd1, %rd2, %rd3;", F32X2_ADD, &["FADD %rd1.lo, %rd2.lo, %rd3.lo", "FADD %rd1.hi, %rd2.hi, %rd3.hi"]),
    ("sub.rz.ftz.f32x2 %rd1, %rd2, %rd3;", F32X2_SUB, &["FADD.FTZ.RZ %rd1.lo, %rd2.lo, -%rd3.lo", "FADD.FTZ.RZ %rd1.hi, %rd2.hi, -%rd3.hi"]),
    ("mul.rm.f32x2 %rd1, %rd2, %rd3;", F32X2_MUL, &["FMUL.RM %rd1.lo, %rd2.lo, %rd3.lo", "FMUL.RM %rd1.hi, %rd2.hi, %rd3.hi"]),
    (concat!("mov.b32 %r1, 0f40000000;\n\tmov.b64 %rd4, {%r1, %r1};\n\t", "fma.rn.f32x2 %rd1, %rd4, %rd2, %rd3;"), F32X2_FMA, &["FFMA %rd1.lo, %rd2.lo, 2, %rd3.lo", "FFMA %rd1.hi, %rd2.hi, 2, %rd3.hi"]),
];

#[test]
fn f32x2_is_paired_on_datacenter_blackwell_and_per_lane_on_sm_120() {
    super::super::tests::check_cases(F32X2_CASES_SM100, dump_sm100a);
    super::super::tests::check_cases(F32X2_CASES_SM120, dump_sm120a);
    // sm_103a pairs as sm_100a; sm_110a (no FFMA2: nvdisasm -b SM110a rejects it, ptxas 13.5
    // writes one FFMA per lane) and sm_121a go lane by lane.
    assert!(dump_on("103a", "add.f32x2 %rd1, %rd2, %rd3;").contains("FADD2 %rd1"));
    assert!(dump_on("110a", "mul.f32x2 %rd1, %rd2, %rd3;").contains("FMUL %rd1.hi"));
    assert!(dump_on("121a", "fma.rn.f32x2 %rd1, %rd2, %rd3, %rd5;").contains("FFMA %rd1.hi"));
}

#[test]
fn f32x2_folds_only_one_constant_in_both_lanes() {
    // Different lanes, or a register PTX writes twice: no immediate.
    let d = dump_sm100a("mov.b32 %r1, 0f40000000;\n\tmov.b32 %r2, 0f3F800000;\n\tmov.b64 %rd4, {%r1, %r2};\n\tmul.f32x2 %rd1, %rd2, %rd4;");
    assert!(d.contains("FMUL2 %rd1, %rd2.F32x2.HI_LO, %rd4.F32x2.HI_LO"), "{d}");
    let d = dump_sm100a("mov.b64 %rd4, 0x4000000040000000;\n\tmov.b64 %rd4, %rd5;\n\tmul.f32x2 %rd1, %rd2, %rd4;");
    assert!(d.contains("FMUL2 %rd1, %rd2.F32x2.HI_LO, %rd4.F32x2.HI_LO"), "{d}");
    // Both B and C constant: B takes the immediate, C stays a register.
    let d = dump_sm100a("mov.b64 %rd4, 0x4000000040000000;\n\tmov.b64 %rd5, 0x3F4000003F400000;\n\tfma.rn.f32x2 %rd1, %rd2, %rd4, %rd5;");
    assert!(d.contains("FFMA2 %rd1, %rd2.F32x2.HI_LO, 2, %rd5.F32x2.HI_LO"), "{d}");
}

#[test]
fn f32x2_refusals_are_ptxas_words() {
    let err = |arch: &str, body: &str| {
        let text = kernel(body);
        let m = crate::ptx::parse(&text).expect("parses");
        let f = m.functions().next().expect("kernel");
        let e = convert_function_with(&m, f, Sm::parse(arch).expect("sm"), false).expect_err(body);
        let line = text.lines().position(|l| l.contains(".f32x2")).expect("line") as u32 + 1;
        assert_eq!((e[0].span.line, e[0].span.col), (line, 2), "{body}");
        e[0].message.clone()
    };
    assert_eq!(err("90", "\tadd.f32x2 %rd1, %rd2, %rd3;"), "ptxas Phase 1: Feature 'add.f32x2' requires .target sm_100 or higher");
    assert_eq!(err("89", "\tfma.rn.f32x2 %rd1, %rd2, %rd3, %rd4;"), "ptxas Phase 1: Feature 'fma.f32x2' requires .target sm_100 or higher");
    assert_eq!(err("100a", "\tadd.sat.f32x2 %rd1, %rd2, %rd3;"), "ptxas Phase 1: Illegal modifier '.sat' for instruction 'add'");
    assert_eq!(err("120a", "\tfma.f32x2 %rd1, %rd2, %rd3, %rd4;"), "ptxas Phase 1: Rounding modifier required for instruction 'fma'");
    assert_eq!(err("100a", "\tmul.f32x2 %rd1, %rd2, 0x4000000040000000;"), "ptxas Phase 1: Arguments mismatch for instruction 'mul'");
    assert_eq!(err("100a", "\tadd.f32x2 %rd1, %rd2, %r3;"), "ptxas Phase 1: Arguments mismatch for instruction 'add'");
    assert_eq!(err("120a", "\tsub.f32x2 %r1, %rd2, %rd3;"), "ptxas Phase 1: Arguments mismatch for instruction 'sub'");
}

#[test]
fn every_math_rule_has_a_case() {
    let missing: Vec<&str> = MATH_RULES.iter().map(|r| r.name).filter(|n| *n != "brx.idx → (a jump table in constant bank 2, not modelled)").filter(|n| !CASES.iter().chain(F32X2_CASES_SM100).any(|(_, r, _)| r == n)).collect();
    assert!(missing.is_empty(), "math rules without a unit case: {missing:?}");
}
