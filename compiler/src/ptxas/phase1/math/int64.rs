//! 64-bit integer operations ptxas expands: min/max, `popc`, `clz`, high products, division
//! and remainder.

use super::*;

impl Conv {
    /// A 64-bit integer source as a whole pair (an immediate is moved into a temporary pair).
    pub(in crate::ptxas::phase1) fn r64src(&mut self, op: &POp) -> Res<Operand> {
        match op {
            POp::Imm(..) => {
                let t = self.f.temp(RegClass::R64);
                let lo = self.half(op, 0)?;
                let hi = self.half(op, 1)?;
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 0), lo]);
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 1), hi]);
                Ok(Operand::reg(t))
            }
            _ => self.reg_of_class(op, RegClass::R64),
        }
    }

    /// A sequence over 64-bit operands: `a`, `b` (pairs) and the result `d` (a pair, or one word
    /// when `d32`). Returns the environment for further text.
    pub(in crate::ptxas::phase1) fn seq64(&mut self, i: &Instruction, tag: &str, srcs: usize, d32: bool, texts: &[&str]) -> Res<()> {
        if i.guard.is_some() && texts.iter().any(|t| t.contains('@')) {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let ops = self.ops(i, srcs + 1)?;
        let d = if d32 { self.d32(&ops[0])? } else { self.d64(&ops[0])? };
        let mut named = vec![("d", d)];
        for (k, name) in ["a", "b"].into_iter().enumerate().take(srcs) {
            let x = self.r64src(&ops[k + 1])?;
            named.push((name, x));
        }
        let mut env = SeqEnv::new(named, tag);
        for t in texts {
            self.seq(&mut env, t)?;
        }
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn minmax64(&mut self, i: &Instruction, max: bool) -> Res<()> {
        let signed = i.ty().is_some_and(is_signed);
        let text = match (max, signed) {
            (true, false) => "ISETP.GT.U32.AND p0, PT, a.lo, b.lo, PT\nISETP.GT.U32.AND.EX p0, PT, a.hi, b.hi, PT, p0",
            (true, true) => "ISETP.GT.U32.AND p0, PT, a.lo, b.lo, PT\nISETP.GT.AND.EX p0, PT, a.hi, b.hi, PT, p0",
            (false, false) => "ISETP.LT.U32.AND p0, PT, a.lo, b.lo, PT\nISETP.LT.U32.AND.EX p0, PT, a.hi, b.hi, PT, p0",
            (false, true) => "ISETP.LT.U32.AND p0, PT, a.lo, b.lo, PT\nISETP.LT.AND.EX p0, PT, a.hi, b.hi, PT, p0",
        };
        self.seq64(i, "minmax64", 2, false, &[text, "SEL r0, a.lo, b.lo, p0\nSEL r1, a.hi, b.hi, p0\nMOV d.lo, r0\nMOV d.hi, r1"])
    }

    pub(in crate::ptxas::phase1) fn max64(&mut self, i: &Instruction) -> Res<()> {
        self.minmax64(i, true)
    }

    pub(in crate::ptxas::phase1) fn popc64(&mut self, i: &Instruction) -> Res<()> {
        self.seq64(i, "popc64", 1, true, &["POPC r0, a.lo\nPOPC r1, a.hi\nIADD3 d, r0, r1, RZ"])
    }

    pub(in crate::ptxas::phase1) fn clz64(&mut self, i: &Instruction) -> Res<()> {
        self.seq64(i, "clz64", 1, true, &["
            ISETP.NE.U32.AND p0, PT, a.hi, RZ, PT
            SEL r4, a.hi, a.lo, p0
            FLO.U32 r4, r4
            IADD3 r0, -r4, 0x1f, RZ
            IADD3 r5, -r4, 0x3f, RZ
            @p0 MOV r5, r0
            MOV d, r5
        "])
    }

    pub(in crate::ptxas::phase1) fn mul_hi_s64(&mut self, i: &Instruction) -> Res<()> {
        // The signed high half is the unsigned one minus b if a < 0 and minus a if b < 0.
        self.seq64(i, "mulhi64", 2, false, &[MULHI_U64, "
            ISETP.LT.AND p1, PT, b.hi, RZ, PT
            IADD3 R11, p2, -a.lo, R14, RZ
            SEL R11, R11, R14, p1
            IADD3.X R13, R15, ~a.hi, RZ, p2, !PT
            IADD3 R4, p2, -b.lo, R11, RZ
            SEL R13, R13, R15, p1
            ISETP.LT.AND p1, PT, a.hi, RZ, PT
            IADD3.X R6, R13, ~b.hi, RZ, p2, !PT
            SEL R4, R4, R11, p1
            SEL R5, R6, R13, p1
            MOV d.lo, R4
            MOV d.hi, R5
        "])
    }

    /// The absolute values of a and b into R2:R3 and R4:R5, the sign predicates p5 (a ≥ 0) and
    /// p6 (a and b of the same sign).
    const SDIV64_ABS: &'static str = "
        ISETP.GE.AND p5, PT, a.hi, RZ, PT
        LOP3.LUT r30, a.hi, b.hi, RZ, 0x3c, !PT
        ISETP.GE.AND p6, PT, r30, RZ, PT
        IADD3 R20, p3, RZ, -a.lo, RZ
        IADD3.X R21, RZ, ~a.hi, RZ, p3, !PT
        SEL R2, a.lo, R20, p5
        SEL R3, a.hi, R21, p5
        ISETP.GE.AND p4, PT, b.hi, RZ, PT
        IADD3 R22, p3, RZ, -b.lo, RZ
        IADD3.X R23, RZ, ~b.hi, RZ, p3, !PT
        SEL R4, b.lo, R22, p4
        SEL R5, b.hi, R23, p4
    ";

    pub(in crate::ptxas::phase1) fn sdiv64(&mut self, i: &Instruction, rem: bool) -> Res<()> {
        let (tail, sign) = if rem { (UDIV64_REMAINDER, "p5") } else { (UDIV64_QUOTIENT, "p6") };
        let fix = format!("
            IADD3 R24, p3, RZ, -R6, RZ
            IADD3.X R25, RZ, ~R7, RZ, p3, !PT
            SEL R6, R6, R24, {sign}
            SEL R7, R7, R25, {sign}
            MOV d.lo, R6
            MOV d.hi, R7
        ");
        self.seq64(i, "sdiv64", 2, false, &[Self::SDIV64_ABS, UDIV64_COMMON, tail, &fix])
    }

    pub(in crate::ptxas::phase1) fn rem_s64(&mut self, i: &Instruction) -> Res<()> {
        self.sdiv64(i, true)
    }
}
