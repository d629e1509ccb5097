//! Half precision (`HADD2`, `HMUL2`, `HFMA2` on `.H0_H0` halves, `.BF16_V2`), conversions with
//! rounding (`FRND`, `F2I`, `I2F`, `F2FP ... PACK_AB`) and `copysign`.

use super::*;

impl Conv {
    /// A half-precision source: a register (an immediate is moved into one), with `.H0_H0` for
    /// a scalar half.
    pub(in crate::ptxas::phase1) fn hsrc(&mut self, op: &POp, scalar: bool) -> Res<Operand> {
        let x = match op {
            POp::Neg(inner, _) => return Ok(self.hsrc(inner, scalar)?.negated()),
            _ => self.r32(op)?,
        };
        let x = self.in_reg(x);
        Ok(if scalar { x.half_sel(".H0_H0") } else { x })
    }

    pub(in crate::ptxas::phase1) fn half_mods(i: &Instruction, bf16: bool) -> Res<Vec<&'static str>> {
        let mut m = Vec::new();
        if bf16 {
            m.push("BF16_V2");
        }
        if i.has_modifier(".ftz") {
            m.push("FTZ");
        }
        if i.has_modifier(".sat") {
            m.push("SAT");
        }
        if i.has_modifier(".relu") {
            m.push("RELU");
        }
        if i.modifier_texts().any(|x| matches!(x, ".rz" | ".rm" | ".rp" | ".oob")) {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        Ok(m)
    }

    pub(in crate::ptxas::phase1) fn h_bin(&mut self, i: &Instruction, opcode: &'static str, negate_b: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let (scalar, bf16) = half_kind(i);
        if !scalar && bf16 && opcode == "HADD2" {
            // ptxas adds packed bf16 as HFMA2.MMA.BF16_V2 a, 1, 1, b (f16 immediates, not yet).
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let mods = Self::half_mods(i, bf16)?;
        let d = self.d32(d)?;
        let a = self.hsrc(a, scalar)?;
        let mut b = self.hsrc(b, scalar)?;
        if negate_b {
            b = b.negated();
        }
        self.emit(opcode, &mods, 1, vec![d, a, b]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn h_sub(&mut self, i: &Instruction) -> Res<()> {
        self.h_bin(i, "HADD2", true)
    }
    pub(in crate::ptxas::phase1) fn h_fma(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let (scalar, bf16) = half_kind(i);
        let mut mods = Self::half_mods(i, bf16)?;
        // ptxas puts a plain packed FMA on the tensor pipe's HFMA2.MMA (.BF16_V2 after it).
        if !scalar && mods.len() == usize::from(bf16) {
            mods.insert(0, "MMA");
        }
        let d = self.d32(d)?;
        let a = self.hsrc(a, scalar)?;
        let b = self.hsrc(b, scalar)?;
        let c = self.hsrc(c, scalar)?;
        self.emit("HFMA2", &mods, 1, vec![d, a, b, c]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn h_neg_abs(&mut self, i: &Instruction, abs: bool) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (scalar, bf16) = half_kind(i);
        let mods = Self::half_mods(i, bf16)?;
        let d = self.d32(d)?;
        let a = self.hsrc(a, scalar)?;
        let a = if abs { a.absolute() } else { a.negated() };
        let z = if scalar { rz().negated().half_sel(".H0_H0") } else { rz().negated() };
        self.emit("HADD2", &mods, 1, vec![d, a, z]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn h_abs(&mut self, i: &Instruction) -> Res<()> {
        self.h_neg_abs(i, true)
    }

    pub(in crate::ptxas::phase1) fn h_minmax(&mut self, i: &Instruction, max: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let (scalar, bf16) = half_kind(i);
        let mut mods = Self::half_mods(i, bf16)?;
        if i.has_modifier(".NaN") {
            mods.push("NAN");
        }
        let d = self.d32(d)?;
        let a = self.hsrc(a, scalar)?;
        let b = self.hsrc(b, scalar)?;
        let sel = if max { pt().inverted() } else { pt() };
        self.emit("HMNMX2", &mods, 1, vec![d, a, b, sel]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn h_max(&mut self, i: &Instruction) -> Res<()> {
        self.h_minmax(i, true)
    }

    pub(in crate::ptxas::phase1) fn h_setp(&mut self, i: &Instruction) -> Res<()> {
        if i.operands.len() < 3 {
            return Err(format!("ptxas Phase 1: {} takes at least 3 operands", i.full_name()));
        }
        let (scalar, bf16) = half_kind(i);
        if !scalar {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let mut cond = i.modifier_texts().find_map(fcmp).ok_or_else(|| format!("ptxas Phase 1: {} has no comparison", i.full_name()))?;
        let (p, q) = self.setp_dests(&i.operands[0])?;
        let mut a = self.hsrc(&i.operands[1], true)?;
        let mut b = self.hsrc(&i.operands[2], true)?;
        // HSETP2 has the greater-than family; a < b is b > a.
        if matches!(cond, "LT" | "LE" | "LTU" | "LEU") {
            std::mem::swap(&mut a, &mut b);
            cond = swap_cmp(cond);
        }
        let (bop, c) = self.setp_bool(i)?;
        // HSETP2 has no EQ/EQU: a == b is the complement of NEU (ordered and equal), a EQU b that
        // of NE; the complement is HSETP2's second destination (as ptxas writes setp.eq).
        let (mut p, mut q) = (p, q);
        if matches!(cond, "EQ" | "EQU") && q.value == Value::True && c.value == Value::True && !c.not {
            cond = if cond == "EQ" { "NEU" } else { "NE" };
            std::mem::swap(&mut p, &mut q);
        }
        let mut mods = vec![cond];
        if bf16 {
            mods.insert(0, "BF16_V2");
        }
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        mods.push(bop);
        self.emit("HSETP2", &mods, 2, vec![p, q, a, b, c]).props = vec![prop_compare(cond.ends_with('U') || cond == "NAN")];
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn cvt_f32_f16(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.hsrc(a, true)?;
        self.emit("HADD2", &["F32"], 1, vec![d, rz().negated(), a]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn cvt_f32_bf16(&mut self, i: &Instruction) -> Res<()> {
        // A bf16 is the high half of the f32 with the same bits.
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        self.emit("SHF", &["L", "U32"], 1, vec![d, a, imm(0x10), rz()]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn cvt_half_f32(&mut self, i: &Instruction) -> Res<()> {
        let (dt, _) = cvt_types(i);
        let bf16 = matches!(dt, ScalarType::Bf16 | ScalarType::Bf16x2);
        let pair = matches!(dt, ScalarType::F16x2 | ScalarType::Bf16x2);
        if !i.has_modifier(".rn") || i.modifier_texts().any(|m| matches!(m, ".ftz" | ".sat" | ".satfinite" | ".relu")) {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let mods: &[&str] = if bf16 { &["BF16", "F32", "PACK_AB"] } else { &["F16", "F32", "PACK_AB"] };
        if pair {
            // cvt.rn.f16x2.f32 d, a, b: a goes to the upper half.
            let [d, a, b] = three(self.ops(i, 3)?);
            let d = self.d32(d)?;
            let a = self.f32src(a)?;
            let a = self.in_reg(a);
            let b = self.f32src(b)?;
            let b = self.in_reg(b);
            self.emit("F2FP", mods, 1, vec![d, a, b]);
        } else {
            let [d, a] = two(self.ops(i, 2)?);
            let d = self.d32(d)?;
            let a = self.f32src(a)?;
            let a = self.in_reg(a);
            if !bf16 && !crate::sass::arch::arch(self.sm).f2fp {
                // sm_75 has no F2FP: ptxas writes `F2F.F16.F32 R8, R5`.
                self.emit("F2F", &["F16", "F32"], 1, vec![d, a]);
                return Ok(());
            }
            self.emit("F2FP", mods, 1, vec![d, rz(), a]);
        }
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn cvt_f16_f64(&mut self, i: &Instruction) -> Res<()> {
        if !i.has_modifier(".rn") || i.modifier_texts().any(|m| matches!(m, ".ftz" | ".sat" | ".relu" | ".satfinite")) {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f64src(a)?;
        self.emit("F2F", &["F16", "F64"], 1, vec![d, a]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn cvt_i2f_narrow(&mut self, i: &Instruction) -> Res<()> {
        if !i.has_modifier(".rn") || i.has_modifier(".sat") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let (dt, st) = cvt_types(i);
        let mut mods: Vec<&str> = Vec::new();
        if dt == ScalarType::F16 {
            mods.push("F16");
        }
        match (ty_class(st), is_signed(st)) {
            (Ty::I16, true) => mods.push("S16"),
            (Ty::I16, false) => mods.push("U16"),
            (_, false) => mods.push("U32"),
            _ => {}
        }
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        self.emit("I2F", &mods, 1, vec![d, a]).props = vec![prop_rounding("RN"), prop_sign(is_signed(st))];
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn cvt_f2i_narrow(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (dt, st) = cvt_types(i);
        let rnd = int_rounding(i).ok_or_else(|| format!("ptxas Phase 1: {} needs an integer rounding modifier", i.full_name()))?;
        let mut mods: Vec<&str> = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        match (ty_class(dt), is_signed(dt)) {
            (Ty::I16, true) => mods.push("S16"),
            (Ty::I16, false) => mods.push("U16"),
            (_, false) => mods.push("U32"),
            _ => {}
        }
        match st {
            ScalarType::F64 => mods.push("F64"),
            ScalarType::F16 => mods.push("F16"),
            _ => {}
        }
        if !rnd.is_empty() {
            mods.push(rnd);
        }
        // NTZ on f32/f16 sources, as ptxas writes them.
        if st != ScalarType::F64 {
            mods.push("NTZ");
        }
        let d = self.d32(d)?;
        let a = match st {
            ScalarType::F64 => self.f64src(a)?,
            ScalarType::F16 => {
                let x = self.r32(a)?;
                self.in_reg(x)
            }
            _ => {
                let x = self.f32src(a)?;
                self.in_reg(x)
            }
        };
        self.emit("F2I", &mods, 1, vec![d, a]).props = vec![prop_sign(is_signed(dt))];
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn cvt_frnd(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (dt, _) = cvt_types(i);
        let rnd = int_rounding(i).unwrap_or("");
        let mut mods: Vec<&str> = Vec::new();
        if i.has_modifier(".sat") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        if dt == ScalarType::F64 {
            let d = self.d64(d)?;
            let a = self.f64src(a)?;
            mods.push("F64");
            mods.extend((!rnd.is_empty()).then_some(rnd));
            self.emit("FRND", &mods, 1, vec![d, a]).props = vec![prop_rounding(frnd_prop(rnd))];
        } else {
            let d = self.d32(d)?;
            let a = self.f32src(a)?;
            if i.has_modifier(".ftz") {
                mods.push("FTZ");
            }
            mods.extend((!rnd.is_empty()).then_some(rnd));
            self.emit("FRND", &mods, 1, vec![d, a]).props = vec![prop_rounding(frnd_prop(rnd))];
        }
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn cvt_f32_f32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let mut mods = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        if i.has_modifier(".sat") {
            mods.push("SAT");
        }
        self.emit("FADD", &mods, 1, vec![d, rz().negated(), a]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn cvt_f2i_wide(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (dt, st) = cvt_types(i);
        let rnd = int_rounding(i).ok_or_else(|| format!("ptxas Phase 1: {} needs an integer rounding modifier", i.full_name()))?;
        let mut mods: Vec<&str> = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        match dt {
            ScalarType::S64 => mods.push("S64"),
            ScalarType::U64 | ScalarType::B64 => mods.push("U64"),
            ScalarType::U32 | ScalarType::B32 => mods.push("U32"),
            ScalarType::S32 => {}
            _ => return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name())),
        }
        let src64 = st == ScalarType::F64;
        if src64 {
            mods.push("F64");
        }
        if !rnd.is_empty() {
            mods.push(rnd);
        }
        let d = if ty_class(dt) == Ty::I64 { self.d64(d)? } else { self.d32(d)? };
        let a = if src64 { self.f64src(a)? } else { self.f32src(a)? };
        let a = self.in_reg(a);
        self.emit("F2I", &mods, 1, vec![d, a]).props = vec![prop_sign(is_signed(dt)), prop_width(if ty_class(dt) == Ty::I64 { 64 } else { 32 })];
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn cvt_i2f_wide(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (dt, st) = cvt_types(i);
        let mut mods: Vec<&str> = Vec::new();
        if dt == ScalarType::F64 {
            mods.push("F64");
        }
        mods.push(if is_signed(st) { "S64" } else { "U64" });
        let rnd = if i.has_modifier(".rz") {
            Some("RZ")
        } else if i.has_modifier(".rm") {
            Some("RM")
        } else if i.has_modifier(".rp") {
            Some("RP")
        } else {
            None
        };
        mods.extend(rnd);
        let d = if dt == ScalarType::F64 { self.d64(d)? } else { self.d32(d)? };
        let a = match a {
            POp::Imm(..) => {
                let t = self.f.temp(RegClass::R64);
                let lo = self.half(a, 0)?;
                let hi = self.half(a, 1)?;
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 0), lo]);
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 1), hi]);
                Operand::reg(t)
            }
            _ => self.reg_of_class(a, RegClass::R64)?,
        };
        self.emit("I2F", &mods, 1, vec![d, a]).props = vec![prop_rounding(rnd.unwrap_or("RN")), prop_sign(is_signed(st))];
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn copysign32(&mut self, i: &Instruction) -> Res<()> {
        // copysign d, a, b: the sign of a, the rest of b. LOP3 0xb8 = (A & ~B) | (C & B) with the
        // sign mask as B.
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let b = self.f32src(b)?;
        let b = self.in_reg(b);
        self.emit("LOP3", &["LUT"], 1, vec![d, b, imm(0x8000_0000), a, imm(0xb8), pt().inverted()]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn copysign64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let ahi = self.half(a, 1)?;
        let ahi = self.in_reg(ahi);
        let blo = self.half(b, 0)?;
        let bhi = self.half(b, 1)?;
        let bhi = self.in_reg(bhi);
        self.emit("LOP3", &["LUT"], 1, vec![Operand::sub(dv, 1), bhi, imm(0x8000_0000), ahi, imm(0xb8), pt().inverted()]);
        self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), blo]);
        Ok(())
    }
}
