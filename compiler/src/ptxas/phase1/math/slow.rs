//! ptxas's subroutine texts for the slow paths and the fast paths around them: 64-bit division,
//! f32/f64 reciprocal, division and square root, f64 reciprocal square root.

use super::*;

/// ptxas's unsigned 64×64 high product of a and b (result in R14:R15).
pub(in crate::ptxas::phase1) const MULHI_U64: &str = "
    IMAD.WIDE.U32 W8, a.hi, b.lo, RZ
    IMAD.WIDE.U32 W10, p0, a.lo, b.hi, W8
    IMAD.WIDE.U32 W8, a.lo, b.lo, RZ
    IADD3.X R13, RZ, RZ, RZ, p0, !PT
    MOV R12, R11
    IADD3 RZ, p0, R9, R10, RZ
    IMAD.WIDE.U32.X W14, a.hi, b.hi, W12, p0
";

/// ptxas's 64-bit unsigned division subroutine up to the first remainder (a in R2:R3, b in
/// R4:R5): a reciprocal estimate (I2F.U64.RP, MUFU.RCP, F2I.U64.TRUNC), two Newton steps in
/// 64-bit integer arithmetic, the quotient estimate q in R9:R11 and a − q·b in R13:R15
/// (p0: its low word ≥ b's).
pub(in crate::ptxas::phase1) const UDIV64_COMMON: &str = "
    I2F.U64.RP R10, W4
    MUFU.RCP R10, R10
    IADD3 R6, R10, 0x1ffffffe, RZ
    F2I.U64.TRUNC W6, R6
    IMAD.WIDE.U32 W8, R6, R4, RZ
    IMAD R9, R5, R6, R9
    IADD3 R11, p0, RZ, -R8, RZ
    IMAD R9, R4, R7, R9
    IMAD.HI.U32 R8, R6, R11, RZ
    IADD3.X R13, RZ, ~R9, RZ, p0, !PT
    MOV R9, R6
    IMAD.WIDE.U32 W8, p0, R6, R13, W8
    IMAD R15, R7, R13, RZ
    IMAD.HI.U32 R8, p1, R7, R11, W8
    IMAD.HI.U32 R13, R7, R13, RZ
    IADD3 R9, p2, R15, R8, RZ
    IADD3.X R8, R13, R7, RZ, p0, !PT
    IMAD.WIDE.U32 W6, R9, R4, RZ
    IADD3.X R11, RZ, RZ, R8, p2, p1
    IMAD R7, R5, R9, R7
    IADD3 R13, p0, RZ, -R6, RZ
    IMAD R7, R4, R11, R7
    IMAD.HI.U32 R8, R9, R13, RZ
    IADD3.X R6, RZ, ~R7, RZ, p0, !PT
    MOV R7, RZ
    IMAD.WIDE.U32 W8, p0, R9, R6, W8
    IMAD R10, R11, R6, RZ
    IMAD.HI.U32 R9, p1, R11, R13, W8
    IMAD.HI.U32 R6, R11, R6, RZ
    IADD3 R9, p2, R10, R9, RZ
    IADD3.X R11, R6, R11, RZ, p0, !PT
    IMAD.HI.U32 R6, R9, R2, RZ
    IADD3.X R11, RZ, RZ, R11, p2, p1
    IMAD.WIDE.U32 W6, R3, R9, W6
    IMAD R9, R3, R11, RZ
    IMAD.HI.U32 R6, p0, R2, R11, W6
    IMAD.HI.U32 R8, R3, R11, RZ
    IADD3 R9, p1, R9, R6, RZ
    IADD3.X R8, R8, RZ, RZ, p0, !PT
    IMAD.WIDE.U32 W6, R9, R4, RZ
    IADD3.X R11, RZ, R8, RZ, p1, !PT
    IADD3 R13, p1, R2, -R6, RZ
    IMAD R7, R5, R9, R7
    ISETP.GE.U32.AND p0, PT, R13, R4, PT
    IMAD R7, R4, R11, R7
    IADD3.X R15, R3, ~R7, RZ, p1, !PT
";

/// The quotient's two corrections (result in R6:R7, all ones for b = 0).
pub(in crate::ptxas::phase1) const UDIV64_QUOTIENT: &str = "
    IADD3 R3, p2, -R4, R13, RZ
    IADD3 R2, p1, R9, 0x1, RZ
    ISETP.GE.U32.AND.EX p0, PT, R15, R5, PT, p0
    IADD3.X R7, R15, ~R5, RZ, p2, !PT
    IADD3.X R6, RZ, R11, RZ, p1, !PT
    SEL R3, R3, R13, p0
    SEL R9, R2, R9, p0
    SEL R7, R7, R15, p0
    SEL R2, R6, R11, p0
    ISETP.GE.U32.AND p0, PT, R3, R4, PT
    IADD3 R6, p2, R9, 0x1, RZ
    ISETP.GE.U32.AND.EX p0, PT, R7, R5, PT, p0
    ISETP.NE.U32.AND p1, PT, R4, RZ, PT
    IADD3.X R7, RZ, R2, RZ, p2, !PT
    SEL R6, R6, R9, p0
    ISETP.NE.AND.EX p1, PT, R5, RZ, PT, p1
    SEL R7, R7, R2, p0
    SEL R6, R6, 0xffffffff, p1
    SEL R7, R7, 0xffffffff, p1
";

/// The remainder's two corrections (result in R6:R7, all ones for b = 0).
pub(in crate::ptxas::phase1) const UDIV64_REMAINDER: &str = "
    IADD3 R3, p1, -R4, R13, RZ
    ISETP.GE.U32.AND.EX p0, PT, R15, R5, PT, p0
    IADD3.X R9, ~R5, R15, RZ, p1, !PT
    SEL R3, R3, R13, p0
    SEL R9, R9, R15, p0
    ISETP.GE.U32.AND p0, PT, R3, R4, PT
    IADD3 R6, p2, -R4, R3, RZ
    ISETP.GE.U32.AND.EX p0, PT, R9, R5, PT, p0
    ISETP.NE.U32.AND p1, PT, R4, RZ, PT
    IADD3.X R7, R9, ~R5, RZ, p2, !PT
    SEL R6, R6, R3, p0
    ISETP.NE.AND.EX p1, PT, R5, RZ, PT, p1
    SEL R7, R7, R9, p0
    SEL R6, R6, 0xffffffff, p1
    SEL R7, R7, 0xffffffff, p1
";

impl Conv {
    /// `rcp.rn.f32`: MUFU.RCP refined by one FFMA for exponents in range; denormal, huge, zero,
    /// infinite and NaN inputs take the out-of-line path (ptxas's subroutine).
    pub(in crate::ptxas::phase1) fn frcp_rn(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() || i.has_modifier(".ftz") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        self.f32_unary_fast_then(i, "x", "frcp", FRCP_FAST, FRCP_SLOW)
    }
}

/// ptxas's `rcp.rn.f32` fast path: exponents whose biased value plus 3 is at least 4 go on.
pub(in crate::ptxas::phase1) const FRCP_FAST: &str = "
    IADD3 r4, x, 0x1800000, RZ
    LOP3.LUT r4, r4, 0x7f800000, RZ, 0xc0, !PT
    ISETP.GT.U32.AND p0, PT, r4, 0x1ffffff, PT
    @!p0 BRA Lslow
    MUFU.RCP r5, x
    FFMA r2, x, r5, -1.0
    FADD.FTZ r2, -r2, -RZ
    FFMA q, r5, r2, r5
";

/// ptxas's `rcp.rn.f32` subroutine (input in r0, result in r3): denormal inputs scaled by 2^64,
/// results in the denormal range rounded by hand (FFMA.RM/.RP and the sticky bits).
pub(in crate::ptxas::phase1) const FRCP_SLOW: &str = "
Lslow:
    MOV r0, x
    SHF.L.U32 r3, r0, 0x1, RZ
    SHF.R.U32.HI r3, RZ, 0x18, r3
    ISETP.NE.U32.AND p0, PT, r3, RZ, PT
    @p0 BRA Lnorm
    SHF.L.U32 r3, r0, 0x1, RZ
    ISETP.NE.AND p0, PT, r3, RZ, PT
    @!p0 MUFU.RCP r3, r0
    @!p0 BRA Lend
    FFMA r4, r0, 1.84467440737095516160e+19, RZ
    MUFU.RCP r3, r4
    FFMA r0, r4, r3, -1.0
    FADD.FTZ r0, -r0, -RZ
    FFMA r0, r3, r0, r3
    FFMA r3, r0, 1.84467440737095516160e+19, RZ
    BRA Lend
Lnorm:
    IADD3 r4, r3, -0xfd, RZ
    ISETP.GT.U32.AND p0, PT, r4, 0x1, PT
    @p0 BRA Lplain
    LOP3.LUT r5, r0, 0x7fffff, RZ, 0xc0, !PT
    MOV r9, 0x3
    LOP3.LUT r5, r5, 0x3f800000, RZ, 0xfc, !PT
    SHF.L.U32 r10, r9, r4, RZ
    MUFU.RCP r6, r5
    FFMA r7, r5, r6, -1.0
    FADD.FTZ r7, -r7, -RZ
    FFMA.RM r8, r6, r7, r6
    FFMA.RP r7, r6, r7, r6
    LOP3.LUT r6, r8, 0x7fffff, RZ, 0xc0, !PT
    FSETP.NEU.FTZ.AND p0, PT, r8, r7, PT
    LOP3.LUT r7, r6, 0x800000, RZ, 0xfc, !PT
    SEL r6, RZ, 0xffffffff, !p0
    LOP3.LUT r5, r10, r7, RZ, 0xc0, !PT
    IADD3 r6, -r6, RZ, RZ
    SHF.R.U32.HI r5, RZ, r4, r5
    LOP3.LUT p1, RZ, r6, r4, r7, 0xf8, !PT
    LOP3.LUT p0, RZ, r5, 0x1, RZ, 0xc0, !PT
    LOP3.LUT p2, RZ, r5, 0x2, RZ, 0xc0, !PT
    PLOP3.LUT p0, PT, p0, p1, p2, 0xe0, 0x0
    LOP3.LUT p1, RZ, r0, 0x7fffff, RZ, 0xc0, !PT
    SEL r4, RZ, 0x1, !p0
    IADD3 r4, -r4, RZ, RZ
    ISETP.GE.AND p0, PT, r4, RZ, PT
    IADD3 r4, r3, -0xfc, RZ
    SHF.R.U32.HI r3, RZ, r4, r7
    @!p0 IADD3 r3, r3, 0x1, RZ
    @!p1 SHF.L.U32 r3, r3, 0x1, RZ
    LOP3.LUT r3, r3, 0x80000000, r0, 0xf8, !PT
    BRA Lend
Lplain:
    MUFU.RCP r3, r0
Lend:
    MOV q, r3
    BRA Ljoin
";

impl Conv {
    pub(in crate::ptxas::phase1) fn dunary(&mut self, i: &Instruction, abs: bool) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let a = self.f64src(a)?;
        let a = if abs { a.absolute() } else { a.negated() };
        self.emit("DADD", &[], 1, vec![d, rz().negated(), a]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn dneg(&mut self, i: &Instruction) -> Res<()> {
        self.dunary(i, false)
    }

    /// min/max.f64: DSETP.MIN/MAX picks (P0) and flags a NaN operand (P1); the high word of a NaN
    /// result is made quiet.
    pub(in crate::ptxas::phase1) fn dminmax(&mut self, i: &Instruction, max: bool) -> Res<()> {
        let text = format!("
            DSETP.{}.AND p0, p1, a, b, PT
            FSEL R11, a.hi, b.hi, p0
            SEL R10, a.lo, b.lo, p0
            @p1 LOP3.LUT R11, b.hi, 0x80000, RZ, 0xfc, !PT
            MOV d.lo, R10
            MOV d.hi, R11
        ", if max { "MAX" } else { "MIN" });
        let [d, a, b] = three(self.ops(i, 3)?);
        if i.guard.is_some() {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let d = self.d64(d)?;
        let a = self.f64src(a)?;
        let b = self.f64src(b)?;
        let mut env = SeqEnv::new(vec![("d", d), ("a", a), ("b", b)], "dminmax");
        self.seq(&mut env, &text)
    }

    pub(in crate::ptxas::phase1) fn dmax(&mut self, i: &Instruction) -> Res<()> {
        self.dminmax(i, true)
    }

    /// `sqrt.rn.f64`: MUFU.RSQ64H of the high word refined to a reciprocal square root, times
    /// the input, one correction; inputs out of the fast range (tiny, negative, huge, NaN) and
    /// results that need the directed-rounding fix-up take the out-of-line path.
    pub(in crate::ptxas::phase1) fn dsqrt_rn(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let a = self.f64src(a)?;
        let q = self.f.temp(RegClass::R64);
        let mut env = SeqEnv::new(vec![("x", a), ("q", Operand::reg(q))], "dsqrt");
        self.seq(&mut env, DSQRT_FAST)?;
        self.seq(&mut env, "Ljoin:")?;
        self.emit("MOV64", &[], 1, vec![d, Operand::reg(q)]);
        self.out_of_line(|c| c.seq(&mut env, DSQRT_SLOW))
    }
}

impl Conv {
    /// `div.rn.f64`: MUFU.RCP64H of b refined by DFMAs into a quotient; when a's exponent or the
    /// quotient's is out of the safe range, ptxas's subroutine (here out of line) redoes it with
    /// scaling, rounding of tiny results, and the special operands.
    pub(in crate::ptxas::phase1) fn ddiv_rn(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d64(d)?;
        let a = self.f64src(a)?;
        let b = self.f64src(b)?;
        let q = self.f.temp(RegClass::R64);
        let mut env = SeqEnv::new(vec![("a", a), ("b", b), ("q", Operand::reg(q))], "ddiv");
        self.seq(&mut env, DDIV_FAST)?;
        self.seq(&mut env, "Ljoin:")?;
        self.emit("MOV64", &[], 1, vec![d, Operand::reg(q)]);
        self.out_of_line(|c| c.seq(&mut env, DDIV_SLOW))
    }
}

/// ptxas's `div.rn.f64` fast path (a in R4:R5, b in R6:R7, the quotient in R2:R3).
pub(in crate::ptxas::phase1) const DDIV_FAST: &str = "
    MOV R4, a.lo
    MOV R5, a.hi
    MOV R6, b.lo
    MOV R7, b.hi
    MOV R2, 0x1
    MUFU.RCP64H R3, R7
    FSETP.GEU.AND p1, PT, |R5|, 6.5827683646048100446e-37, PT
    DFMA W10, -W6, W2, 1.0
    DFMA W10, W10, W10, W10
    DFMA W10, W2, W10, W2
    DFMA W2, -W6, W10, 1.0
    DFMA W2, W10, W2, W10
    DMUL W10, W4, W2
    DFMA W12, -W6, W10, W4
    DFMA W2, W2, W12, W10
    FFMA R0, RZ, R7, R3
    FSETP.GT.AND p0, PT, |R0|, 1.469367938527859385e-39, PT
    PLOP3.LUT p2, PT, p0, p1, PT, 0x2a, 0x0
    @p2 BRA Lslow
    MOV q.lo, R2
    MOV q.hi, R3
";

/// ptxas's `div.rn.f64` subroutine (result in R12:R13). ptxas's VIADDMNMX (a + b, then max)
/// is written as IADD3 + VIMNMX.
pub(in crate::ptxas::phase1) const DDIV_SLOW: &str = "
Lslow:
    FSETP.GEU.AND p0, PT, |R7|, 1.469367938527859385e-39, PT
    MOV R8, 0x1
    LOP3.LUT R2, R7, 0x800fffff, RZ, 0xc0, !PT
    MOV R13, 0x1ca00000
    LOP3.LUT R17, R7, 0x7ff00000, RZ, 0xc0, !PT
    LOP3.LUT R3, R2, 0x3ff00000, RZ, 0xfc, !PT
    MOV R2, R6
    LOP3.LUT R12, R5, 0x7ff00000, RZ, 0xc0, !PT
    ISETP.GE.U32.AND p1, PT, R12, R17, PT
    @!p0 DMUL W2, W6, 8.98846567431157953865e+307
    MOV R19, R12
    MUFU.RCP64H R9, R3
    DFMA W10, W8, -W2, 1.0
    DFMA W10, W10, W10, W10
    DFMA W10, W8, W10, W8
    SEL R9, R13, 0x63400000, !p1
    MOV R8, R4
    FSETP.GEU.AND p1, PT, |R5|, 1.469367938527859385e-39, PT
    LOP3.LUT R9, R9, 0x800fffff, R5, 0xf8, !PT
    DFMA W14, W10, -W2, 1.0
    DFMA W10, W10, W14, W10
    @p1 BRA Lexp
    LOP3.LUT R15, R7, 0x7ff00000, RZ, 0xc0, !PT
    MOV R14, RZ
    ISETP.GE.U32.AND p1, PT, R12, R15, PT
    SEL R15, R13, 0x63400000, !p1
    LOP3.LUT R15, R15, 0x80000000, R5, 0xf8, !PT
    LOP3.LUT R15, R15, 0x100000, RZ, 0xfc, !PT
    DFMA W8, W8, 2.0, -W14
    LOP3.LUT R19, R9, 0x7ff00000, RZ, 0xc0, !PT
Lexp:
    MOV R18, R17
    @!p0 LOP3.LUT R18, R3, 0x7ff00000, RZ, 0xc0, !PT
    IADD3 R20, R19, -0x1, RZ
    DMUL W14, W10, W8
    IADD3 R21, R18, -0x1, RZ
    ISETP.GT.U32.AND p0, PT, R20, 0x7feffffe, PT
    ISETP.GT.U32.OR p0, PT, R21, 0x7feffffe, p0
    DFMA W16, W14, -W2, W8
    DFMA W10, W10, W16, W14
    @p0 BRA Lspecial
    LOP3.LUT R5, R7, 0x7ff00000, RZ, 0xc0, !PT
    IADD3 R4, R12, -R5, RZ
    VIMNMX R4, R4, -0x46a00000, !PT
    ISETP.GE.U32.AND p0, PT, R12, R5, PT
    VIMNMX R4, R4, 0x46a00000, PT
    SEL R13, R13, 0x63400000, !p0
    IADD3 R14, R4, -R13, RZ
    MOV R4, RZ
    IADD3 R5, R14, 0x7fe00000, RZ
    DMUL W12, W10, W4
    FSETP.GTU.AND p0, PT, |R13|, 1.469367938527859385e-39, PT
    @p0 BRA Lend
    DFMA W2, W10, -W2, W8
    MOV R4, RZ
    FSETP.NEU.AND p0, PT, R3, RZ, PT
    LOP3.LUT R7, R3, 0x80000000, R7, 0x48, !PT
    LOP3.LUT R5, R7, R5, RZ, 0xfc, !PT
    @!p0 BRA Lend
    IADD3 R3, -R14, RZ, RZ
    DMUL.RP W4, W10, W4
    MOV R2, RZ
    DFMA W2, W12, -W2, W10
    LOP3.LUT R7, R5, R7, RZ, 0x3c, !PT
    IADD3 R2, -R14, -0x43300000, RZ
    FSETP.NEU.AND p0, PT, |R3|, R2, PT
    FSEL R12, R4, R12, !p0
    FSEL R13, R7, R13, !p0
    BRA Lend
Lspecial:
    DSETP.NAN.AND p0, PT, W4, W4, PT
    @p0 BRA Lnan_a
    DSETP.NAN.AND p0, PT, W6, W6, PT
    @p0 BRA Lnan_b
    ISETP.NE.AND p0, PT, R19, R18, PT
    MOV R12, 0x0
    MOV R13, 0xfff80000
    @!p0 BRA Lend
    ISETP.NE.AND p0, PT, R19, 0x7ff00000, PT
    LOP3.LUT R13, R5, 0x80000000, R7, 0x48, !PT
    ISETP.EQ.OR p0, PT, R18, RZ, !p0
    @p0 LOP3.LUT R2, R13, 0x7ff00000, RZ, 0xfc, !PT
    @!p0 MOV R12, RZ
    @p0 MOV R12, RZ
    @p0 MOV R13, R2
    BRA Lend
Lnan_b:
    LOP3.LUT R13, R7, 0x80000, RZ, 0xfc, !PT
    MOV R12, R6
    BRA Lend
Lnan_a:
    LOP3.LUT R13, R5, 0x80000, RZ, 0xfc, !PT
    MOV R12, R4
Lend:
    MOV q.lo, R12
    MOV q.hi, R13
    BRA Ljoin
";

impl Conv {
    /// A double-precision unary operation with a fast path and an out-of-line slow path.
    pub(in crate::ptxas::phase1) fn d_unary_paths(&mut self, i: &Instruction, tag: &str, fast: &str, slow: &str) -> Res<()> {
        if i.guard.is_some() {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let a = self.f64src(a)?;
        let q = self.f.temp(RegClass::R64);
        let mut env = SeqEnv::new(vec![("x", a), ("q", Operand::reg(q))], tag);
        self.seq(&mut env, fast)?;
        self.seq(&mut env, "Ljoin:")?;
        self.emit("MOV64", &[], 1, vec![d, Operand::reg(q)]);
        self.out_of_line(|c| c.seq(&mut env, slow))
    }

    /// `div.full.f32`: a divisor beyond 2^126 is scaled by 1/4 and a denormal one by 2^24 (the
    /// dividend with it), then a / b = a · rcp(b).
    pub(in crate::ptxas::phase1) fn fdiv_full(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() || i.has_modifier(".ftz") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let b = self.f32src(b)?;
        let b = self.in_reg(b);
        let mut env = SeqEnv::new(vec![("a", a), ("b", b), ("q", d)], "fdivfull");
        self.seq(&mut env, "
            MOV r0, a
            MOV r4, b
            FSETP.GT.AND p0, PT, |r4|, 8.50705917302346158658e+37, PT
            FSETP.GEU.AND p1, PT, |r4|, 1.175494350822287508e-38, PT
            @p0 FMUL r4, r4, 0.25
            @p0 FMUL r0, r0, 0.25
            @!p1 FMUL r4, r4, 16777216.0
            @!p1 FMUL r0, r0, 16777216.0
            MUFU.RCP r5, r4
            FMUL q, r5, r0
        ")
    }

    /// `div.rz.f32`: ptxas always calls its subroutine for it; the same code inline.
    pub(in crate::ptxas::phase1) fn fdiv_rz(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() || i.has_modifier(".ftz") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let b = self.f32src(b)?;
        let b = self.in_reg(b);
        let mut env = SeqEnv::new(vec![("a", a), ("b", b), ("q", d)], "fdivrz");
        self.seq(&mut env, FDIV_RZ)
    }
}

/// ptxas's `rcp.rn.f64` fast path (x in R2:R3; the low word of the first estimate is R4, as
/// ptxas leaves it).
pub(in crate::ptxas::phase1) const DRCP_FAST: &str = "
    MOV R2, x.lo
    MOV R3, x.hi
    MUFU.RCP64H R5, R3
    IADD3 R4, R3, 0x300402, RZ
    FSETP.GEU.AND p0, PT, |R4|, 5.8789094863358348022e-39, PT
    DFMA W6, -W2, W4, 1.0
    DFMA W6, W6, W6, W6
    DFMA W6, W4, W6, W4
    DFMA W8, -W2, W6, 1.0
    DFMA W6, W6, W8, W6
    @!p0 BRA Lslow
    MOV q.lo, R6
    MOV q.hi, R7
";

/// ptxas's `rcp.rn.f64` subroutine (result in R4:R5).
pub(in crate::ptxas::phase1) const DRCP_SLOW: &str = "
Lslow:
    LOP3.LUT R0, R3, 0x7fffffff, RZ, 0xc0, !PT
    IADD3 R6, R0, -0x100000, RZ
    DSETP.GTU.AND p0, PT, |W2|, +INF, PT
    @p0 BRA Lnan
    LOP3.LUT R7, R3, 0x7fffffff, RZ, 0xc0, !PT
    IADD3 R4, R7, -0x1, RZ
    ISETP.GE.U32.AND p0, PT, R4, 0x7fefffff, PT
    @p0 LOP3.LUT R5, R3, 0x7ff00000, RZ, 0x3c, !PT
    @p0 MOV R4, RZ
    @p0 BRA Lend
    ISETP.GE.U32.AND p0, PT, R7, 0x1000001, PT
    @!p0 BRA Ltiny
    IADD3 R5, R3, -0x3fe00000, RZ
    MOV R4, R2
    MUFU.RCP64H R7, R5
    DFMA W8, -W4, W6, 1.0
    DFMA W8, W8, W8, W8
    DFMA W8, W6, W8, W6
    DFMA W6, -W4, W8, 1.0
    DFMA W6, W8, W6, W8
    DMUL W6, W6, 2.2250738585072013831e-308
    DFMA W2, -W2, W6, 1.0
    DFMA W2, W2, W2, W2
    DFMA W4, W6, W2, W6
    BRA Lend
Ltiny:
    DMUL W2, W2, 8.11296384146066816958e+31
    MOV R4, R6
    MUFU.RCP64H R5, R3
    DFMA W6, -W2, W4, 1.0
    DFMA W6, W6, W6, W6
    DFMA W6, W4, W6, W4
    DFMA W4, -W2, W6, 1.0
    DFMA W4, W6, W4, W6
    DMUL W4, W4, 8.11296384146066816958e+31
    BRA Lend
Lnan:
    LOP3.LUT R5, R3, 0x80000, RZ, 0xfc, !PT
    MOV R4, R2
Lend:
    MOV q.lo, R4
    MOV q.hi, R5
    BRA Ljoin
";

/// ptxas's `rsqrt.approx.f64` fast path (x in R2:R3, the result in R4:R5).
pub(in crate::ptxas::phase1) const DRSQRT_FAST: &str = "
    MOV R2, x.lo
    MOV R3, x.hi
    MOV R4, RZ
    MOV R8, 0x0
    MOV R9, 0x3fd80000
    MUFU.RSQ64H R5, R3
    IADD3 R0, R3, -0x100000, RZ
    ISETP.GE.U32.AND p0, PT, R0, 0x7fe00000, PT
    DMUL W6, W4, W4
    DFMA W6, W2, -W6, 1.0
    DFMA W8, W6, W8, 0.5
    DMUL W6, W4, W6
    DFMA W4, W8, W6, W4
    @p0 BRA Lslow
    MOV q.lo, R4
    MOV q.hi, R5
";

/// ptxas's `rsqrt.approx.f64` subroutine: zero, negative, infinite, NaN and tiny inputs.
pub(in crate::ptxas::phase1) const DRSQRT_SLOW: &str = "
Lslow:
    DSETP.NEU.AND p0, PT, W2, RZ, PT
    LOP3.LUT R4, R3, 0x80000000, RZ, 0xc0, !PT
    @!p0 BRA Lzero
    DSETP.GTU.AND p0, PT, |W2|, +INF, PT
    @p0 BRA Lnan
    ISETP.NE.AND p0, PT, R4, RZ, PT
    @p0 MOV R4, 0x0
    @p0 MOV R5, 0xfff80000
    @p0 BRA Lend
    DSETP.NEU.AND p0, PT, |W2|, +INF, PT
    @!p0 MOV R4, RZ
    @!p0 MOV R5, RZ
    @!p0 BRA Lend
    DMUL W2, W2, 1.80143985094819840000e+16
    MOV R4, RZ
    MOV R8, 0x0
    MOV R9, 0x3fd80000
    MUFU.RSQ64H R5, R3
    DMUL W6, W4, W4
    DFMA W6, W2, -W6, 1.0
    DFMA W8, W6, W8, 0.5
    DMUL W6, W4, W6
    DFMA W4, W8, W6, W4
    DMUL W4, W4, 134217728.0
    BRA Lend
Lnan:
    DADD W4, W2, W2
    BRA Lend
Lzero:
    LOP3.LUT R5, R4, 0x7ff00000, RZ, 0xfc, !PT
    MOV R4, RZ
Lend:
    MOV q.lo, R4
    MOV q.hi, R5
    BRA Ljoin
";

/// ptxas's `div.rz.f32` subroutine, inline (a in R0, b in R3, the quotient in R6). ptxas's
/// `LEA.HI r, r, 0xffffffff, RZ, 0x8` (the exponent minus one) is SHF + IADD3 here.
pub(in crate::ptxas::phase1) const FDIV_RZ: &str = "
    MOV R0, a
    MOV R3, b
    SHF.L.U32 R4, R0, 0x1, RZ
    SHF.L.U32 R5, R3, 0x1, RZ
    SHF.R.U32.HI R4, RZ, 0x18, R4
    IADD3 R4, R4, -0x1, RZ
    SHF.R.U32.HI R5, RZ, 0x18, R5
    IADD3 R5, R5, -0x1, RZ
    ISETP.GT.U32.AND p0, PT, R4, 0xfd, PT
    ISETP.GT.U32.OR p0, PT, R5, 0xfd, p0
    @!p0 BRA Lnormal
    FSETP.GTU.FTZ.AND p0, PT, |R0|, +INF, PT
    FSETP.GTU.FTZ.AND p1, PT, |R3|, +INF, PT
    PLOP3.LUT p0, PT, p0, p1, PT, 0x2, 0x0
    @!p0 FADD.FTZ R6, R0, R3
    @!p0 BRA Lend
    SHF.L.U32 R6, R0, 0x1, RZ
    SHF.L.U32 R7, R3, 0x1, RZ
    ISETP.NE.U32.AND p0, PT, R6, RZ, PT
    ISETP.NE.U32.AND p1, PT, R7, RZ, PT
    SEL R6, RZ, 0x1, p0
    SEL R7, RZ, 0x1, p1
    LOP3.LUT p0, RZ, R6, R7, RZ, 0xc0, !PT
    @p0 BRA Lqnan
    FSETP.NEU.FTZ.AND p0, PT, |R0|, +INF, PT
    FSETP.NEU.FTZ.AND p1, PT, |R3|, +INF, PT
    PLOP3.LUT p2, PT, p0, p1, PT, 0xa8, 0x0
    @p2 BRA Linf
Lqnan:
    MOV R6, 0x7fffffff
    BRA Lend
Linf:
    SEL R9, RZ, 0x1, p1
    LOP3.LUT p1, RZ, R9, R6, RZ, 0xfc, !PT
    @p1 LOP3.LUT R6, R3, 0x80000000, R0, 0x48, !PT
    @p1 BRA Lend
    SEL R6, RZ, 0x1, p0
    LOP3.LUT p0, RZ, R6, R7, RZ, 0xfc, !PT
    @p0 LOP3.LUT R6, R3, 0x80000000, R0, 0x48, !PT
    @p0 LOP3.LUT R6, R6, 0x7f800000, RZ, 0xfc, !PT
    @p0 BRA Lend
    ISETP.GE.AND p1, PT, R5, RZ, PT
    ISETP.GE.AND p0, PT, R4, RZ, PT
    @!p0 MOV R6, 0xffffffc0
    @!p0 FFMA R0, R0, 1.84467440737095516160e+19, RZ
    @p0 MOV R6, RZ
    @p1 BRA Lscaled
    FFMA R3, R3, 1.84467440737095516160e+19, RZ
    IADD3 R6, R6, 0x40, RZ
    BRA Lscaled
Lnormal:
    MOV R6, RZ
Lscaled:
    IADD3 R8, R5, -0x7e, RZ
    IMAD R8, R8, -0x800000, R3
    IADD3 R3, R4, -0x7e, RZ
    MUFU.RCP R7, R8
    IMAD R0, R3, -0x800000, R0
    FADD.FTZ R3, -R8, -RZ
    FFMA R10, R0, R7, RZ
    FFMA R9, R3, R10, R0
    FFMA R9, R7, R9, R10
    FFMA R0, R3, R9, R0
    FFMA.RZ R7, R7, R0, R9
    SHF.L.U32 R0, R7, 0x1, RZ
    SHF.R.U32.HI R0, RZ, 0x18, R0
    IADD3 R5, R0, R4, -R5
    IADD3 R5, R5, R6, RZ
    IADD3 R3, R5, -0x1, RZ
    ISETP.GT.U32.AND p0, PT, R3, 0xfd, PT
    @!p0 IADD3 R6, R5, -R0, RZ
    @!p0 IMAD R6, R6, 0x800000, R7
    @!p0 BRA Lend
    ISETP.GT.AND p0, PT, R5, 0xfe, PT
    MOV R6, R7
    @p0 MOV R6, 0x7f7fffff
    @p0 BRA Lsign
    ISETP.GT.AND p0, PT, R5, RZ, PT
    @p0 BRA Lsign
    ISETP.GE.AND p0, PT, R5, -0x18, PT
    @p0 LOP3.LUT R0, R7, 0x7fffff, RZ, 0xc0, !PT
    @!p0 MOV R6, RZ
    @p0 IADD3 R3, -R5, 0x1, RZ
    @p0 LOP3.LUT R0, R0, 0x800000, RZ, 0xfc, !PT
    @p0 SHF.R.U32.HI R6, RZ, R3, R0
Lsign:
    LOP3.LUT R6, R6, 0x80000000, R7, 0xf8, !PT
Lend:
    MOV q, R6
";

/// ptxas's `sqrt.rn.f64` fast path (x in R2:R3; the result in R12:R13, moved to q).
pub(in crate::ptxas::phase1) const DSQRT_FAST: &str = "
    MOV R2, x.lo
    MOV R3, x.hi
    MOV R8, 0x0
    MOV R9, 0x3fd80000
    MUFU.RSQ64H R5, R3
    IADD3 R4, R3, -0x3500000, RZ
    ISETP.GE.U32.AND p0, PT, R4, 0x7ca00000, PT
    MOV R16, RZ
    MOV R17, R5
    DMUL W6, W16, W16
    DFMA W6, W2, -W6, 1.0
    DFMA W8, W6, W8, 0.5
    DMUL W6, W16, W6
    DFMA W6, W8, W6, W16
    DMUL W8, W2, W6
    IADD3 R15, R7, -0x100000, RZ
    MOV R14, R6
    DFMA W10, W8, -W8, W2
    DFMA W12, W10, W14, W8
    @p0 BRA Lslow
    MOV q.lo, R12
    MOV q.hi, R13
";

/// ptxas's `sqrt.rn.f64` subroutine.
pub(in crate::ptxas::phase1) const DSQRT_SLOW: &str = "
Lslow:
    ISETP.GE.U32.AND p0, PT, R4, -0x3400000, PT
    MOV R7, R15
    @!p0 BRA Lspecial
    DFMA.RM W6, W10, W6, W8
    IADD3 R4, p0, R6, 0x1, RZ
    IADD3.X R5, RZ, R7, RZ, p0, !PT
    DFMA.RP W2, -W6, W4, W2
    DSETP.GT.AND p0, PT, W2, RZ, PT
    FSEL R4, R4, R6, p0
    FSEL R5, R5, R7, p0
    BRA Lend
Lspecial:
    DSETP.NE.AND p0, PT, W2, RZ, PT
    @!p0 BRA Lself
    ISETP.GE.AND p0, PT, R3, RZ, PT
    @!p0 MOV R4, 0x0
    @!p0 MOV R5, 0xfff80000
    @!p0 BRA Lend
    ISETP.GT.AND p0, PT, R3, 0x7fefffff, PT
    @p0 BRA Lself
    DMUL W2, W2, 8.11296384146066816958e+31
    MOV R4, RZ
    MOV R8, 0x0
    MOV R9, 0x3fd80000
    MUFU.RSQ64H R5, R3
    DMUL W6, W4, W4
    DFMA W6, W2, -W6, 1.0
    DFMA W8, W6, W8, 0.5
    DMUL W6, W4, W6
    DFMA W6, W8, W6, W4
    DMUL W4, W2, W6
    IADD3 R7, R7, -0x100000, RZ
    DFMA W8, W4, -W4, W2
    DFMA W4, W6, W8, W4
    IADD3 R5, R5, -0x3500000, RZ
    BRA Lend
Lself:
    DADD W4, W2, W2
Lend:
    MOV q.lo, R4
    MOV q.hi, R5
    BRA Ljoin
";

/// ptxas's `div.rn.f32` fast path: q = a / b unless FCHK flags the operands.
pub(in crate::ptxas::phase1) const FDIV_FAST: &str = "
    MUFU.RCP r4, b
    FCHK p0, a, b
    FFMA r7, -b, r4, 1.0
    FFMA r7, r4, r7, r4
    FFMA r4, a, r7, RZ
    FFMA r6, -b, r4, a
    FFMA q, r7, r6, r4
    @p0 BRA Lslow
";

/// ptxas's `div.rn.f32` slow path (its subroutine, register for register: a in r0, b in r5,
/// the quotient in r7), ending in a branch back to the join.
pub(in crate::ptxas::phase1) const FDIV_SLOW: &str = "
Lslow:
    MOV r0, a
    MOV r5, b
    SHF.R.U32.HI r4, RZ, 0x17, r5
    MOV r7, r0
    SHF.R.U32.HI r3, RZ, 0x17, r0
    LOP3.LUT r6, r4, 0xff, RZ, 0xc0, !PT
    LOP3.LUT r4, r3, 0xff, RZ, 0xc0, !PT
    IADD3 r10, r6, -0x1, RZ
    IADD3 r9, r4, -0x1, RZ
    ISETP.GT.U32.AND p0, PT, r10, 0xfd, PT
    ISETP.GT.U32.OR p0, PT, r9, 0xfd, p0
    @!p0 MOV r8, RZ
    @!p0 BRA Lnormal
    FSETP.GTU.FTZ.AND p0, PT, |r0|, +INF, PT
    MOV r3, r5
    FSETP.GTU.FTZ.AND p1, PT, |r5|, +INF, PT
    PLOP3.LUT p0, PT, p0, p1, PT, 0xa8, 0x0
    @p0 BRA Lnan_in
    LOP3.LUT p0, RZ, r5, 0x7fffffff, r7, 0xc8, !PT
    @!p0 BRA Lnan
    FSETP.NEU.FTZ.AND p2, PT, |r0|, +INF, PT
    FSETP.NEU.FTZ.AND p1, PT, |r3|, +INF, PT
    FSETP.NEU.FTZ.AND p0, PT, |r0|, +INF, PT
    PLOP3.LUT p3, PT, p1, p2, PT, 0x2, 0x0
    @p3 BRA Lnan
    LOP3.LUT p2, RZ, r7, 0x7fffffff, RZ, 0xc0, !PT
    PLOP3.LUT p1, PT, p1, p2, PT, 0x2a, 0x0
    @p1 BRA Linf_b
    LOP3.LUT p1, RZ, r5, 0x7fffffff, RZ, 0xc0, !PT
    PLOP3.LUT p0, PT, p0, p1, PT, 0x2a, 0x0
    @p0 BRA Linf
    ISETP.GE.AND p0, PT, r9, RZ, PT
    ISETP.GE.AND p1, PT, r10, RZ, PT
    @p0 MOV r8, RZ
    @!p0 FFMA r7, r0, 1.84467440737095516160e+19, RZ
    @!p0 MOV r8, 0xffffffc0
    @!p1 FFMA r5, r3, 1.84467440737095516160e+19, RZ
    @!p1 IADD3 r8, r8, 0x40, RZ
Lnormal:
    // ptxas: LEA r0, r6, 0xc0800000, 0x17 (nvdisasm prints LEA's immediate unsigned, this
    // printer signed): the same sum in two steps.
    SHF.L.U32 r13, r6, 0x17, RZ
    IADD3 r0, r13, -0x3f800000, RZ
    IADD3 r4, r4, -0x7f, RZ
    IADD3 r5, r5, -r0, RZ
    IMAD r0, r4, -0x800000, r7
    MUFU.RCP r3, r5
    FADD.FTZ r9, -r5, -RZ
    FFMA r10, r3, r9, 1.0
    FFMA r12, r3, r10, r3
    FFMA r3, r0, r12, RZ
    FFMA r10, r9, r3, r0
    FFMA r11, r12, r10, r3
    IADD3 r3, r4, 0x7f, -r6
    FFMA r10, r9, r11, r0
    IADD3 r3, r3, r8, RZ
    FFMA r7, r12, r10, r11
    SHF.R.U32.HI r0, RZ, 0x17, r7
    LOP3.LUT r0, r0, 0xff, RZ, 0xc0, !PT
    IADD3 r6, r0, r3, RZ
    IADD3 r0, r6, -0x1, RZ
    ISETP.GE.U32.AND p0, PT, r0, 0xfe, PT
    @!p0 BRA Lscale
    ISETP.GT.AND p0, PT, r6, 0xfe, PT
    @p0 BRA Loverflow
    ISETP.GE.AND p0, PT, r6, 0x1, PT
    @p0 BRA Lend
    ISETP.GE.AND p0, PT, r6, -0x18, PT
    LOP3.LUT r7, r7, 0x80000000, RZ, 0xc0, !PT
    @!p0 BRA Lend
    FFMA.RZ r0, r12, r10, r11
    IADD3 r5, r6, 0x20, RZ
    FFMA.RM r3, r12, r10, r11
    ISETP.NE.AND p2, PT, r6, RZ, PT
    LOP3.LUT r4, r0, 0x7fffff, RZ, 0xc0, !PT
    FFMA.RP r0, r12, r10, r11
    ISETP.NE.AND p1, PT, r6, RZ, PT
    IADD3 r6, -r6, RZ, RZ
    LOP3.LUT r4, r4, 0x800000, RZ, 0xfc, !PT
    FSETP.NEU.FTZ.AND p0, PT, r0, r3, PT
    SHF.L.U32 r5, r4, r5, RZ
    SEL r3, r6, RZ, p2
    ISETP.NE.AND p1, PT, r5, RZ, p1
    SHF.R.U32.HI r3, RZ, r3, r4
    PLOP3.LUT p0, PT, p0, p1, PT, 0xa8, 0x0
    SHF.R.U32.HI r5, RZ, 0x1, r3
    SEL r0, RZ, 0x1, !p0
    LOP3.LUT r0, r0, 0x1, r5, 0xf8, !PT
    LOP3.LUT r0, r0, r3, RZ, 0xc0, !PT
    IADD3 r0, r5, r0, RZ
    LOP3.LUT r7, r0, r7, RZ, 0xfc, !PT
    BRA Lend
Loverflow:
    LOP3.LUT r7, r7, 0x80000000, RZ, 0xc0, !PT
    LOP3.LUT r7, r7, 0x7f800000, RZ, 0xfc, !PT
    BRA Lend
Lscale:
    IMAD r7, r3, 0x800000, r7
    BRA Lend
Linf:
    LOP3.LUT r7, r5, 0x80000000, r7, 0x48, !PT
    LOP3.LUT r7, r7, 0x7f800000, RZ, 0xfc, !PT
    BRA Lend
Linf_b:
    LOP3.LUT r7, r5, 0x80000000, r7, 0x48, !PT
    BRA Lend
Lnan:
    MOV r7, 0x7fffffff
    BRA Lend
Lnan_in:
    FADD.FTZ r7, r0, r3
Lend:
    MOV q, r7
    BRA Ljoin
";

/// The `.ftz` slow paths name their predicates p1x, apart from the fast path's p0: the allocator's
/// live ranges are linear, and a name shared across the fast path and the out-of-line block
/// would keep a predicate busy from the kernel body to the tail (three slow paths in one kernel
/// ran out of the seven predicates).
///
/// ptxas's `div.rn.ftz.f32` slow path (its subroutine `__cuda_sm3x_div_rn_ftz_f32_slowpath`,
/// register for register: a in r0, b in r5, the quotient in r0). Where ptxas branches on two
/// predicates (`@!P0 BRA !P2`), a PLOP3 combines them first.
pub(in crate::ptxas::phase1) const FDIV_FTZ_SLOW: &str = "
Lslow:
    MOV r0, a
    MOV r5, b
    SHF.R.U32.HI r4, RZ, 0x17, r5
    SHF.R.U32.HI r3, RZ, 0x17, r0
    LOP3.LUT r4, r4, 0xff, RZ, 0xc0, !PT
    LOP3.LUT r3, r3, 0xff, RZ, 0xc0, !PT
    IADD3 r7, r4, -0x1, RZ
    IADD3 r6, r3, -0x1, RZ
    ISETP.GT.U32.AND p10, PT, r7, 0xfd, PT
    ISETP.GT.U32.OR p10, PT, r6, 0xfd, p10
    @!p10 BRA Lnormal
    FSETP.GTU.FTZ.AND p10, PT, |r0|, +INF, PT
    FSETP.GTU.FTZ.AND p11, PT, |r5|, +INF, PT
    PLOP3.LUT p10, PT, p10, p11, PT, 0xa8, 0x0
    @p10 BRA Lnan_in
    FSETP.NEU.FTZ.AND p12, PT, r0, RZ, PT
    FSETP.NEU.FTZ.AND p10, PT, r5, RZ, PT
    FSETP.NEU.FTZ.AND p11, PT, r0, RZ, PT
    PLOP3.LUT p15, PT, p10, p12, PT, 0x2, 0x0
    @p15 BRA Lnan
    FSETP.NEU.FTZ.AND p14, PT, |r0|, +INF, PT
    FSETP.NEU.FTZ.AND p13, PT, |r5|, +INF, PT
    FSETP.NEU.FTZ.AND p12, PT, |r0|, +INF, PT
    PLOP3.LUT p15, PT, p13, p14, PT, 0x2, 0x0
    @p15 BRA Lnan
    PLOP3.LUT p11, PT, p13, p11, PT, 0x2a, 0x0
    @p11 BRA Lzero
    PLOP3.LUT p12, PT, p12, p10, PT, 0x2a, 0x0
    @p12 BRA Linf
Lnormal:
    IADD3 r4, r4, -0x7f, RZ
    IADD3 r3, r3, -0x7f, RZ
    IMAD r5, r4, -0x800000, r5
    IMAD r0, r3, -0x800000, r0
    MUFU.RCP r6, r5
    FADD.FTZ r7, -r5, -RZ
    IADD3 r3, r3, -r4, RZ
    FFMA r9, r6, r7, 1.0
    FFMA r9, r6, r9, r6
    FFMA r6, r0, r9, RZ
    FFMA r8, r7, r6, r0
    FFMA r11, r9, r8, r6
    FFMA r0, r7, r11, r0
    FFMA.FTZ r0, r9, r0, r11
    SHF.R.U32.HI r5, RZ, 0x17, r0
    LOP3.LUT r5, r5, 0xff, RZ, 0xc0, !PT
    IADD3 r5, r5, r3, RZ
    IADD3 r4, r5, -0x1, RZ
    ISETP.GE.U32.AND p10, PT, r4, 0xfe, PT
    @!p10 BRA Lscale
    ISETP.GT.AND p10, PT, r5, 0xfe, PT
    LOP3.LUT r3, r0, 0x80000000, RZ, 0xc0, !PT
    @!p10 ISETP.GE.AND p11, PT, r5, 0x1, PT
    @!p10 SEL r0, r3, r0, !p11
    @p10 LOP3.LUT r0, r3, 0x7f800000, RZ, 0xfc, !PT
    BRA Lend
Lscale:
    IMAD r0, r3, 0x800000, r0
    BRA Lend
Linf:
    LOP3.LUT r0, r5, 0x80000000, r0, 0x48, !PT
    LOP3.LUT r0, r0, 0x7f800000, RZ, 0xfc, !PT
    BRA Lend
Lzero:
    LOP3.LUT r0, r5, 0x80000000, r0, 0x48, !PT
    BRA Lend
Lnan:
    MOV r0, 0x7fffffff
    BRA Lend
Lnan_in:
    FADD.FTZ r0, r0, r5
Lend:
    MOV q, r0
    BRA Ljoin
";

/// ptxas's `sqrt.rn.ftz.f32` slow path (`__cuda_sm20_sqrt_rn_ftz_f32_slowpath`: the input in
/// r2, the result in r0): zero and denormals (flushed) keep their sign, negatives are NaN,
/// others are scaled by 2^64 and refined.
pub(in crate::ptxas::phase1) const FSQRT_FTZ_SLOW: &str = "
Lslow:
    MOV r2, a
    FSETP.NEU.FTZ.AND p10, PT, r2, RZ, PT
    @!p10 FMUL.FTZ r0, r2, 1.0
    @!p10 BRA Lend
    FSETP.GEU.FTZ.AND p10, PT, r2, RZ, PT
    @!p10 MOV r0, 0x7fffffff
    @!p10 BRA Lend
    FSETP.GTU.FTZ.AND p10, PT, |r2|, +INF, PT
    @p10 FADD.FTZ r0, r2, 1.0
    @p10 BRA Lend
    FSETP.NEU.FTZ.AND p10, PT, |r2|, +INF, PT
    @!p10 MOV r0, r2
    @!p10 BRA Lend
    FMUL.FTZ r2, r2, 1.84467440737095516160e+19
    MUFU.RSQ r3, r2
    FMUL.FTZ r5, r2, r3
    FMUL.FTZ r3, r3, 0.5
    FADD.FTZ r0, -r5, -RZ
    FFMA r0, r5, r0, r2
    FFMA r0, r0, r3, r5
    FMUL.FTZ r0, r0, 2.3283064365386962891e-10
Lend:
    MOV q, r0
    BRA Ljoin
";

/// ptxas's `rcp.rn.ftz.f32` slow path (`__cuda_sm20_rcp_rn_ftz_f32_slowpath`: the input in r2,
/// the result in r3): exponents 0xfd/0xfe take MUFU.RCP as is, zero, denormal (flushed) and
/// infinite inputs get a signed infinity or zero built from the sign bit.
pub(in crate::ptxas::phase1) const FRCP_FTZ_SLOW: &str = "
Lslow:
    MOV r2, x
    IADD3 r0, r2, 0x1800000, RZ
    LOP3.LUT r0, r0, 0x7f800000, RZ, 0xc0, !PT
    ISETP.NE.U32.AND p10, PT, r0, 0x1800000, PT
    @!p10 MUFU.RCP r3, r2
    @!p10 BRA Lend
    ISETP.EQ.U32.AND p11, PT, r0, 0x800000, PT
    ISETP.NE.U32.AND p10, PT, r0, RZ, PT
    SEL r3, RZ, 0xffffffff, !p11
    SEL r0, RZ, 0x1, p10
    IADD3 r3, -r3, RZ, RZ
    LOP3.LUT p10, RZ, r0, r3, RZ, 0xfc, !PT
    @!p10 BRA Lrcp
    LOP3.LUT r3, r2, 0x7fffff, RZ, 0xc0, !PT
    LOP3.LUT r2, r2, 0x80000000, RZ, 0xc0, !PT
    ISETP.EQ.U32.AND p10, PT, r3, RZ, PT
    SEL r3, RZ, 0xffffffff, !p10
    IADD3 r3, -r3, RZ, RZ
    LOP3.LUT p10, RZ, r0, r3, RZ, 0xc0, !PT
    @p10 LOP3.LUT r3, r2, 0x800000, RZ, 0xfc, !PT
    @!p10 MOV r3, r2
    BRA Lend
Lrcp:
    MUFU.RCP r3, r2
Lend:
    MOV q, r3
    BRA Ljoin
";

/// ptxas's `sqrt.rn.f32` fast path: inputs whose bits minus 0x00800000 exceed 0x727fffff (zero,
/// tiny, negative, infinite, NaN) go out of line.
pub(in crate::ptxas::phase1) const FSQRT_FAST: &str = "
    IADD3 r4, a, -0xd000000, RZ
    MUFU.RSQ r5, a
    ISETP.GT.U32.AND p0, PT, r4, 0x727fffff, PT
    @p0 BRA Lslow
    FMUL.FTZ r3, a, r5
    FMUL.FTZ r5, r5, 0.5
    FFMA r0, -r3, r3, a
    FFMA q, r0, r5, r3
";

/// ptxas's `sqrt.rn.f32` slow path (its subroutine: the input in r0, the result in r2).
pub(in crate::ptxas::phase1) const FSQRT_SLOW: &str = "
Lslow:
    MOV r0, a
    LOP3.LUT p0, RZ, r0, 0x7fffffff, RZ, 0xc0, !PT
    @!p0 MOV r2, r0
    @!p0 BRA Lend
    FSETP.GEU.FTZ.AND p0, PT, r0, RZ, PT
    @!p0 MOV r2, 0x7fffffff
    @!p0 BRA Lend
    FSETP.GTU.FTZ.AND p0, PT, |r0|, +INF, PT
    @p0 FADD.FTZ r2, r0, 1.0
    @p0 BRA Lend
    FSETP.NEU.FTZ.AND p0, PT, |r0|, +INF, PT
    @!p0 MOV r2, r0
    @!p0 BRA Lend
    FFMA r0, r0, 1.84467440737095516160e+19, RZ
    MUFU.RSQ r3, r0
    FMUL.FTZ r5, r0, r3
    FMUL.FTZ r3, r3, 0.5
    FADD.FTZ r2, -r5, -RZ
    FFMA r2, r5, r2, r0
    FFMA r2, r2, r3, r5
    FMUL.FTZ r2, r2, 2.3283064365386962891e-10
Lend:
    MOV q, r2
    BRA Ljoin
";
