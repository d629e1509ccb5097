//! Phase 1 rules for floating point: f32 add/sub/mul/fma, neg/abs, min/max, the `MUFU` forms
//! and approximate division, f64 arithmetic and comparisons, and conversions between floats and
//! integers.

use super::*;

impl Conv {
    pub(super) fn fbin(&mut self, i: &Instruction, opcode: &'static str, negate_b: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let mut a = self.f32src(a)?;
        let mut b = self.f32src(b)?;
        if negate_b {
            b = match b.value {
                Value::FImm(v) => o(Value::FImm(-v)),
                _ => b.negated(),
            };
        }
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        let mut props = Vec::new();
        let mods = fp_mods(i, &mut props);
        self.emit(opcode, &mods, 1, vec![d, a, b]).props = props;
        Ok(())
    }

    pub(super) fn fsub(&mut self, i: &Instruction) -> Res<()> {
        self.fbin(i, "FADD", true)
    }
    pub(super) fn ffma(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let d = self.d32(d)?;
        let mut a = self.f32src(a)?;
        let mut b = self.f32src(b)?;
        let mut c = self.f32src(c)?;
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        // FFMA takes one immediate, in B or in C.
        if is_imm(&b) && is_imm(&c) {
            c = self.in_reg(c);
        }
        let mut props = Vec::new();
        let mods = fp_mods(i, &mut props);
        self.emit("FFMA", &mods, 1, vec![d, a, b, c]).props = props;
        Ok(())
    }

    pub(super) fn fminmax(&mut self, i: &Instruction, max: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let mut a = self.f32src(a)?;
        let mut b = self.f32src(b)?;
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        let mut mods = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        if i.has_modifier(".NaN") {
            mods.push("NAN");
        }
        let sel = if max { pt().inverted() } else { pt() };
        self.emit("FMNMX", &mods, 1, vec![d, a, b, sel]);
        Ok(())
    }

    pub(super) fn fmax(&mut self, i: &Instruction) -> Res<()> {
        self.fminmax(i, true)
    }

    pub(super) fn mufu(&mut self, i: &Instruction, func: &'static str) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        self.emit("MUFU", &[func], 1, vec![d, a]);
        Ok(())
    }

    pub(super) fn mufu_sqrt(&mut self, i: &Instruction) -> Res<()> {
        self.mufu(i, "SQRT")
    }
    pub(super) fn mufu_ex2(&mut self, i: &Instruction) -> Res<()> {
        self.mufu(i, "EX2")
    }
    pub(super) fn fdiv_approx(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let b = self.f32src(b)?;
        let t = self.f.temp(RegClass::R);
        self.emit("MUFU", &["RCP"], 1, vec![Operand::reg(t), b]);
        let mut mods = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        self.emit("FMUL", &mods, 1, vec![d, a, Operand::reg(t)]);
        Ok(())
    }

    pub(super) fn ex2_denormal(&mut self, i: &Instruction) -> Res<()> {
        // MUFU.EX2 flushes denormal results: for x < -126 halve x, then square the result.
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let p = self.f.temp(RegClass::P);
        let x = self.f.temp(RegClass::R);
        self.emit("FSETP", &["GEU", "AND"], 2, vec![Operand::reg(p), pt(), a.clone(), o(Value::FImm(-126.0)), pt()]);
        self.emit("MOV", &[], 1, vec![Operand::reg(x), a.clone()]);
        let small = Guard { reg: p, not: true };
        let saved = self.guard;
        self.guard = Some(small);
        self.emit("FMUL", &[], 1, vec![Operand::reg(x), a, o(Value::FImm(0.5))]);
        self.guard = saved;
        self.emit("MUFU", &["EX2"], 1, vec![d.clone(), Operand::reg(x)]);
        self.guard = Some(small);
        self.emit("FMUL", &[], 1, vec![d.clone(), d.clone(), d]);
        self.guard = saved;
        Ok(())
    }

    // ----- double precision -----

    /// A double source: a register pair, or an immediate moved into a temporary pair.
    pub(super) fn f64src(&mut self, op: &POp) -> Res<Operand> {
        match op {
            POp::Imm(..) => {
                let t = self.f.temp(RegClass::R64);
                let lo = self.half(op, 0)?;
                let hi = self.half(op, 1)?;
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 0), lo]);
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 1), hi]);
                Ok(Operand::reg(t))
            }
            POp::Neg(inner, _) => Ok(self.f64src(inner)?.negated()),
            _ => self.reg_of_class(op, RegClass::R64),
        }
    }

    pub(super) fn dbin(&mut self, i: &Instruction, opcode: &'static str, negate_b: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d64(d)?;
        let a = self.f64src(a)?;
        let mut b = self.f64src(b)?;
        if negate_b {
            b = b.negated();
        }
        let mut props = Vec::new();
        let mods: Vec<&str> = fp_mods(i, &mut props).into_iter().filter(|m| *m != "FTZ").collect();
        self.emit(opcode, &mods, 1, vec![d, a, b]).props = props;
        Ok(())
    }

    pub(super) fn dsub(&mut self, i: &Instruction) -> Res<()> {
        self.dbin(i, "DADD", true)
    }
    pub(super) fn dfma(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let d = self.d64(d)?;
        let a = self.f64src(a)?;
        let b = self.f64src(b)?;
        let c = self.f64src(c)?;
        let mut props = Vec::new();
        let mods: Vec<&str> = fp_mods(i, &mut props).into_iter().filter(|m| *m != "FTZ").collect();
        self.emit("DFMA", &mods, 1, vec![d, a, b, c]).props = props;
        Ok(())
    }

    pub(super) fn setp_f64(&mut self, i: &Instruction) -> Res<()> {
        if i.operands.len() < 3 {
            return Err(format!("ptxas Phase 1: {} takes at least 3 operands", i.full_name()));
        }
        let cond = i.modifier_texts().find_map(fcmp).ok_or_else(|| format!("ptxas Phase 1: {} has no comparison", i.full_name()))?;
        let (p, q) = self.setp_dests(&i.operands[0])?;
        let a = self.f64src(&i.operands[1])?;
        let b = self.f64src(&i.operands[2])?;
        let (bop, c) = self.setp_bool(i)?;
        self.emit("DSETP", &[cond, bop], 2, vec![p, q, a, b, c]).props = vec![prop_compare(cond.ends_with('U') || cond == "NAN")];
        Ok(())
    }

    pub(super) fn cvt_f2f(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (dt, _) = cvt_kind(i);
        let mut mods: Vec<&str> = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        if dt == Ty::F64 {
            let d = self.d64(d)?;
            let a = self.f32src(a)?;
            mods.extend(["F64", "F32"]);
            self.emit("F2F", &mods, 1, vec![d, a]);
        } else {
            let d = self.d32(d)?;
            let a = self.f64src(a)?;
            mods.extend(["F32", "F64"]);
            if i.has_modifier(".rz") {
                mods.push("RZ");
            } else if i.has_modifier(".rm") {
                mods.push("RM");
            } else if i.has_modifier(".rp") {
                return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
            }
            self.emit("F2F", &mods, 1, vec![d, a]);
        }
        Ok(())
    }

    pub(super) fn cvt_f64_i32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let src = i.types().get(1).copied().unwrap_or(ScalarType::S32);
        let d = self.d64(d)?;
        let a = self.r32(a)?;
        let mods: &[&str] = if is_signed(src) { &["F64"] } else { &["F64", "U32"] };
        self.emit("I2F", mods, 1, vec![d, a]);
        Ok(())
    }

    // ----- conversions -----

    pub(super) fn cvt_f32_int(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let types = i.types();
        let src = types.get(1).copied().unwrap_or(ScalarType::S32);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let rnd = if i.has_modifier(".rz") {
            Some("RZ")
        } else if i.has_modifier(".rm") || i.has_modifier(".rp") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        } else {
            None
        };
        let mut mods = vec!["F32", if is_signed(src) { "S32" } else { "U32" }];
        mods.extend(rnd);
        self.emit("I2FP", &mods, 1, vec![d, a]).props = vec![prop_rounding(rnd.unwrap_or("RN")), prop_sign(is_signed(src))];
        Ok(())
    }

    pub(super) fn cvt_int_f32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let dst = i.types().first().copied().unwrap_or(ScalarType::S32);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let mut mods = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        if !is_signed(dst) {
            mods.push("U32");
        }
        let rnd = if i.has_modifier(".rzi") {
            Some("TRUNC")
        } else if i.has_modifier(".rmi") {
            Some("FLOOR")
        } else if i.has_modifier(".rpi") {
            Some("CEIL")
        } else if i.has_modifier(".rni") {
            None
        } else {
            return Err(format!("ptxas Phase 1: {} needs an integer rounding modifier", i.full_name()));
        };
        mods.extend(rnd);
        mods.push("NTZ");
        self.emit("F2I", &mods, 1, vec![d, a]).props = vec![prop_sign(is_signed(dst))];
        Ok(())
    }

    pub(super) fn cvt_int(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let types = i.types();
        let (dt, st) = (types[0], types[1]);
        let (dbits, sbits) = (dt.bits(), st.bits());
        // The 32-bit source value, extended from a narrower type when the destination is wider.
        let src32 = |c: &mut Conv, a: &POp| -> Res<Operand> {
            let x = if sbits == 64 { c.half(a, 0)? } else { c.r32(a)? };
            if sbits < dbits && sbits < 32 {
                let x = c.in_reg(x);
                let t = c.f.temp(RegClass::R);
                if is_signed(st) {
                    c.emit("SGXT", &[], 1, vec![Operand::reg(t), x, imm(sbits as i64)]);
                } else {
                    let mask = (1i64 << sbits) - 1;
                    c.emit("LOP3", &["LUT"], 1, vec![Operand::reg(t), x, imm(mask), rz(), imm(0xc0), pt().inverted()]);
                }
                return Ok(Operand::reg(t));
            }
            Ok(x)
        };
        if dbits == 64 {
            let d = self.d64(d)?;
            let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
            if sbits == 64 {
                let s = self.reg_of_class(a, RegClass::R64)?;
                self.emit("MOV64", &[], 1, vec![d, s]);
                return Ok(());
            }
            let lo = src32(self, a)?;
            self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), lo.clone()]);
            if is_signed(st) {
                let lo = self.in_reg(lo);
                self.emit("SHF", &["R", "S32", "HI"], 1, vec![Operand::sub(dv, 1), rz(), imm(0x1f), lo]);
            } else {
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
            }
            return Ok(());
        }
        let d = self.d32(d)?;
        let s = src32(self, a)?;
        self.emit("MOV", &[], 1, vec![d, s]);
        Ok(())
    }
}
