//! The approximate `MUFU` unary functions with ptxas's range fix-ups around them.

use super::*;

impl Conv {
    /// A one-input f32 sequence: `x` the input, `q` the result.
    pub(in crate::ptxas::phase1) fn unary_seq(&mut self, i: &Instruction, tag: &str, text: &str) -> Res<()> {
        if i.guard.is_some() && text.contains('@') {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let q = self.f.temp(RegClass::R);
        let mut env = SeqEnv::new(vec![("x", a), ("q", Operand::reg(q))], tag);
        self.seq(&mut env, text)?;
        self.emit("MOV", &[], 1, vec![d, Operand::reg(q)]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn rsqrt_approx(&mut self, i: &Instruction) -> Res<()> {
        self.unary_seq(i, "rsqrt", "
            FSETP.GEU.AND p0, PT, |x|, 1.175494350822287508e-38, PT
            MOV r0, x
            @!p0 FMUL r0, x, 16777216.0
            MUFU.RSQ q, r0
            @!p0 FMUL q, q, 4096.0
        ")
    }

    pub(in crate::ptxas::phase1) fn sqrt_approx(&mut self, i: &Instruction) -> Res<()> {
        self.unary_seq(i, "sqrt", "
            FSETP.GEU.AND p0, PT, |x|, 1.175494350822287508e-38, PT
            MOV r0, x
            @!p0 FMUL r0, x, 16777216.0
            MUFU.SQRT q, r0
            @!p0 FMUL q, q, 0.000244140625
        ")
    }

    pub(in crate::ptxas::phase1) fn lg2_approx(&mut self, i: &Instruction) -> Res<()> {
        self.unary_seq(i, "lg2", "
            FSETP.GEU.AND p0, PT, |x|, 1.175494350822287508e-38, PT
            MOV r0, x
            @!p0 FMUL r0, x, 16777216.0
            MUFU.LG2 q, r0
            @!p0 FADD q, q, -24.0
        ")
    }

    pub(in crate::ptxas::phase1) fn rcp_approx(&mut self, i: &Instruction) -> Res<()> {
        // s = 2^24 for denormal |x|, 1/4 for |x| > 2^126, else 1; rcp(x) = s · rcp(x · s).
        self.unary_seq(i, "rcp", "
            MOV r4, 0x4b800000
            FSETP.GEU.AND p1, PT, |x|, 1.175494350822287508e-38, PT
            FSETP.GT.AND p0, PT, |x|, 8.50705917302346158658e+37, PT
            FSEL r4, r4, 1.0, !p1
            FSEL r5, r4, 0.25, !p0
            FMUL r0, x, r5
            MUFU.RCP r0, r0
            FMUL q, r5, r0
        ")
    }

    pub(in crate::ptxas::phase1) fn sin_approx(&mut self, i: &Instruction) -> Res<()> {
        // MUFU.SIN/COS take the angle in turns.
        let text = if i.has_modifier(".ftz") { "FMUL.FTZ.RZ r0, x, 0.15915493667125701904\nMUFU.SIN q, r0" } else { "FMUL.RZ r0, x, 0.15915493667125701904\nMUFU.SIN q, r0" };
        self.unary_seq(i, "sin", text)
    }

    pub(in crate::ptxas::phase1) fn cos_approx(&mut self, i: &Instruction) -> Res<()> {
        let text = if i.has_modifier(".ftz") { "FMUL.FTZ.RZ r0, x, 0.15915493667125701904\nMUFU.COS q, r0" } else { "FMUL.RZ r0, x, 0.15915493667125701904\nMUFU.COS q, r0" };
        self.unary_seq(i, "cos", text)
    }

}
