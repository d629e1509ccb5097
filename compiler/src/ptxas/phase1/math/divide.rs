//! Integer division and remainder (the `I2F.U32.RP` / `MUFU.RCP` / `IMAD.HI.U32` sequence ptxas
//! emits), 16-bit and high products, `sad`, `prmt`, and the 64-bit special registers.

use super::*;

/// What an integer division computes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(in crate::ptxas::phase1) enum DivKind {
    Quotient,
    Remainder,
}

impl Conv {
    /// Runs `f` with every instruction it emits guarded by `g`.
    pub(in crate::ptxas::phase1) fn guarded(&mut self, g: Guard, f: impl FnOnce(&mut Conv)) {
        let saved = self.guard;
        self.guard = Some(g);
        f(self);
        self.guard = saved;
    }

    /// The reciprocal estimate of the (non-negative) divisor `ad` as ptxas computes it, returned
    /// as a pair whose low word is 0 and high word the refined estimate `r` (the pair is the
    /// addend of `IMAD.HI.U32`, which adds it as `r << 32`): then `IMAD.HI.U32 q, r', n, RZ` is
    /// the quotient estimate, at most 2 too small.
    pub(in crate::ptxas::phase1) fn div_estimate(&mut self, ad: Operand, signed: bool) -> Operand {
        let f = self.f.temp(RegClass::R);
        let t = self.f.temp(RegClass::R);
        let pair = self.f.temp(RegClass::R64);
        let m = self.f.temp(RegClass::R);
        let nr = self.f.temp(RegClass::R);
        let r2 = self.f.temp(RegClass::R);
        let i2f: &[&str] = if signed { &["RP"] } else { &["U32", "RP"] };
        self.emit("I2F", i2f, 1, vec![Operand::reg(f), ad.clone()]);
        self.emit("MUFU", &["RCP"], 1, vec![Operand::reg(f), Operand::reg(f)]);
        // 0x0ffffffe below the reciprocal's bits: the estimate never exceeds 2^32 / d.
        self.emit("IADD3", &[], 1, vec![Operand::reg(t), Operand::reg(f), imm(0x0fff_fffe), rz()]);
        self.emit("F2I", &["FTZ", "U32", "TRUNC", "NTZ"], 1, vec![Operand::sub(pair, 1), Operand::reg(t)]);
        self.emit("MOV", &[], 1, vec![Operand::sub(pair, 0), rz()]);
        self.emit("IADD3", &[], 1, vec![Operand::reg(nr), rz(), Operand::sub(pair, 1).negated(), rz()]);
        self.emit("IMAD", &[], 1, vec![Operand::reg(m), Operand::reg(nr), ad, rz()]);
        // r' = r + umulhi(r, -d·r): one Newton step.
        self.emit("IMAD", &["HI", "U32"], 1, vec![Operand::reg(r2), Operand::sub(pair, 1), Operand::reg(m), Operand::reg(pair)]);
        Operand::reg(r2)
    }

    /// A 32-bit integer source with a 16-bit operand extended to 32 bits (an immediate by its
    /// type, a register by SGXT/LOP3: sub-word values have undefined upper bits).
    pub(in crate::ptxas::phase1) fn src_ext(&mut self, op: &POp, ty: ScalarType) -> Res<Operand> {
        let x = self.r32(op)?;
        if ty_class(ty) != Ty::I16 {
            return Ok(x);
        }
        Ok(match x.value {
            Value::Imm(v) if is_signed(ty) => imm((v as i16 as i32 as u32) as i64),
            Value::Imm(v) => imm(v & 0xffff),
            _ => self.widen16(x, ty),
        })
    }

    pub(in crate::ptxas::phase1) fn mul_wide16(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let ty = i.ty().unwrap_or(ScalarType::S16);
        let d = self.d32(d)?;
        let a = self.src_ext(a, ty)?;
        let b = self.src_ext(b, ty)?;
        // Both factors are exact in 32 bits after widening: ptxas multiplies them with a plain
        // (signed) IMAD whatever the PTX type.
        self.imad(&[], d, a, b, rz(), vec![prop_width(32), prop_sign(true)]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn mul_hi16(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let ty = i.ty().unwrap_or(ScalarType::U16);
        let d = self.d32(d)?;
        let a = self.src_ext(a, ty)?;
        let b = self.src_ext(b, ty)?;
        let t = self.f.temp(RegClass::R);
        self.imad(&[], Operand::reg(t), a, b, rz(), vec![prop_width(32), prop_sign(true)]);
        let shr: &[&str] = if is_signed(ty) { &["R", "S32", "HI"] } else { &["R", "U32", "HI"] };
        self.emit("SHF", shr, 1, vec![d, rz(), imm(0x10), Operand::reg(t)]);
        Ok(())
    }

    /// 32-bit special registers ptxas reads through a short sequence: the SM id, the warp id
    /// (bits 8..15 of SR_VIRTID), the warp count (bits 8..15 of SR_VIRTCFG).
    pub(in crate::ptxas::phase1) fn mov_special_seq(&mut self, name: &str, d: Operand) -> Res<()> {
        let text = match name {
            "%smid" => "S2R q, SR_VIRTUALSMID",
            "%warpid" => "S2R r0, SR_VIRTID\nSHF.R.U32.HI r0, RZ, 0x8, r0\nSGXT.U32 q, r0, 0x7",
            "%nwarpid" => "S2R r0, SR_VIRTCFG\nSHF.R.U32.HI r0, RZ, 0x8, r0\nSGXT.U32 q, r0, 0x8",
            "%clock_hi" => "S2R q, SR_CLOCKHI",
            _ => return Err(format!("ptxas Phase 1: special register {name} is not supported yet")),
        };
        let mut env = SeqEnv::new(vec![("q", d)], "sreg");
        self.seq(&mut env, text)
    }

    /// 64-bit counters: CS2R into a pair.
    pub(in crate::ptxas::phase1) fn mov_special64(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        let POp::SpecialReg(name, _) = s else { unreachable!("the rule checked the source") };
        let sreg = match name.as_str() {
            "%globaltimer" => "SR_GLOBALTIMERLO",
            other => return Err(format!("ptxas Phase 1: special register {other} is not supported yet")),
        };
        let d = self.d64(d)?;
        self.emit("CS2R", &[], 1, vec![d, o(Value::SReg(sreg))]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn mad_hi32(&mut self, i: &Instruction) -> Res<()> {
        // IMAD.HI adds a 64-bit addend before taking the high word: c as its high word adds c.
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let signed = i.ty().is_some_and(is_signed);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        let c = self.r32(c)?;
        let pair = self.f.temp(RegClass::R64);
        self.emit("MOV", &[], 1, vec![Operand::sub(pair, 0), rz()]);
        self.emit("MOV", &[], 1, vec![Operand::sub(pair, 1), c]);
        let mods: &[&str] = if signed { &["HI"] } else { &["HI", "U32"] };
        self.imad(mods, d, a, b, Operand::reg(pair), vec![prop_width(32), prop_sign(signed)]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn mul24_lo(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let signed = i.ty().is_some_and(is_signed);
        let d = self.d32(d)?;
        let ext = |c: &mut Conv, op: &POp| -> Res<Operand> {
            let x = c.r32(op)?;
            if let Value::Imm(v) = x.value {
                return Ok(imm(if signed { ((v as i32) << 8 >> 8) as u32 as i64 } else { v & 0xff_ffff }));
            }
            let t = c.f.temp(RegClass::R);
            if signed {
                c.emit("SGXT", &[], 1, vec![Operand::reg(t), x, imm(0x18)]);
            } else {
                c.emit("LOP3", &["LUT"], 1, vec![Operand::reg(t), x, imm(0xff_ffff), rz(), imm(0xc0), pt().inverted()]);
            }
            Ok(Operand::reg(t))
        };
        let a = ext(self, a)?;
        let b = ext(self, b)?;
        self.imad(&[], d, a, b, rz(), vec![prop_width(32)]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn sad32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let signed = i.ty().is_some_and(is_signed);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        let b = self.r32(b)?;
        let c = self.r32(c)?;
        let c = self.in_reg(c);
        let mods: &[&str] = if signed { &[] } else { &["U32"] };
        if crate::sass::arch::is_consumer(self.sm) {
            // ptxas 13.5 writes no VABSDIFF for sm_120a/121a (forms_sm120.txt has none): `sad.s32
            // d, a, b, c` is `VIMNMX.S32 hi, a, b, !PT`, `VIMNMX.S32 lo, a, b, PT`, `IADD3 d, PT,
            // PT, hi, c, -lo` (sm_100a: `VABSDIFF R5, R0, R7, R4`).
            self.rule = "sad.s32/u32 → VIMNMX (max) + VIMNMX (min) + IADD3 max, c, -min (sm_120/121: no VABSDIFF)";
            let b = self.in_reg(b);
            let (hi, lo) = (self.f.temp(RegClass::R), self.f.temp(RegClass::R));
            self.emit("VIMNMX", mods, 1, vec![Operand::reg(hi), a.clone(), b.clone(), pt().inverted()]).props = vec![prop_sign(signed)];
            self.emit("VIMNMX", mods, 1, vec![Operand::reg(lo), a, b, pt()]).props = vec![prop_sign(signed)];
            self.emit("IADD3", &[], 1, vec![d, Operand::reg(hi), c, Operand::reg(lo).negated()]);
            return Ok(());
        }
        self.emit("VABSDIFF", mods, 1, vec![d, a, b, c]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn prmt32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        let b = self.r32(b)?;
        let b = self.in_reg(b);
        let sel = self.r32(c)?;
        self.emit("PRMT", &[], 1, vec![d, a, sel, b]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn mov_clock64(&mut self, i: &Instruction) -> Res<()> {
        let [d, _] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        self.emit("CS2R", &[], 1, vec![d, o(Value::SReg("SR_CLOCKLO"))]);
        Ok(())
    }

    /// `div.u32` / `rem.u32` (and `.u16`, on zero-extended operands).
    pub(in crate::ptxas::phase1) fn udiv(&mut self, i: &Instruction, kind: DivKind) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let ty = i.ty().unwrap_or(ScalarType::U32);
        let d = self.d32(d)?;
        let n = self.src_ext(a, ty)?;
        let n = self.in_reg(n);
        let dv = self.src_ext(b, ty)?;
        let dimm = matches!(dv.value, Value::Imm(_));
        let dv = self.in_reg(dv);
        let r = self.div_estimate(dv.clone(), false);
        let q = self.f.temp(RegClass::R);
        let nq = self.f.temp(RegClass::R);
        let rem = self.f.temp(RegClass::R);
        let p0 = self.f.temp(RegClass::P);
        let p1 = self.f.temp(RegClass::P);
        self.emit("IMAD", &["HI", "U32"], 1, vec![Operand::reg(q), r, n.clone(), rz()]);
        self.emit("IADD3", &[], 1, vec![Operand::reg(nq), Operand::reg(q).negated(), rz(), rz()]);
        self.emit("IMAD", &[], 1, vec![Operand::reg(rem), dv.clone(), Operand::reg(nq), n]);
        // The estimate is at most 2 too small: two conditional corrections.
        let result = if kind == DivKind::Quotient { q } else { rem };
        self.emit("ISETP", &["GE", "U32", "AND"], 2, vec![Operand::reg(p0), pt(), Operand::reg(rem), dv.clone(), pt()]);
        self.guarded(Guard { reg: p0, not: false }, |c| {
            c.emit("IADD3", &[], 1, vec![Operand::reg(rem), Operand::reg(rem), dv.clone().negated(), rz()]);
            if kind == DivKind::Quotient {
                c.emit("IADD3", &[], 1, vec![Operand::reg(q), Operand::reg(q), imm(1), rz()]);
            }
        });
        self.emit("ISETP", &["GE", "U32", "AND"], 2, vec![Operand::reg(p1), pt(), Operand::reg(rem), dv.clone(), pt()]);
        self.guarded(Guard { reg: p1, not: false }, |c| {
            if kind == DivKind::Quotient {
                c.emit("IADD3", &[], 1, vec![Operand::reg(q), Operand::reg(q), imm(1), rz()]);
            } else {
                c.emit("IADD3", &[], 1, vec![Operand::reg(rem), Operand::reg(rem), dv.clone().negated(), rz()]);
            }
        });
        if !dimm {
            // Division by zero gives all ones (as ptxas: ~d with d = 0).
            let pz = self.f.temp(RegClass::P);
            self.emit("ISETP", &["NE", "U32", "AND"], 2, vec![Operand::reg(pz), pt(), dv.clone(), rz(), pt()]);
            self.guarded(Guard { reg: pz, not: true }, |c| {
                c.emit("LOP3", &["LUT"], 1, vec![Operand::reg(result), rz(), dv, rz(), imm(0x33), pt().inverted()]);
            });
        }
        self.emit("MOV", &[], 1, vec![d, Operand::reg(result)]);
        Ok(())
    }

    /// `div.s32` / `rem.s32`: the unsigned sequence on absolute values, then the sign (the
    /// quotient's from the operands' signs, the remainder's from the dividend's).
    pub(in crate::ptxas::phase1) fn sdiv(&mut self, i: &Instruction, kind: DivKind) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let ty = i.ty().unwrap_or(ScalarType::S32);
        let d = self.d32(d)?;
        let n = self.src_ext(a, ty)?;
        let n = self.in_reg(n);
        let dv = self.src_ext(b, ty)?;
        let dimm = matches!(dv.value, Value::Imm(_));
        let dv = self.in_reg(dv);
        let ad = self.f.temp(RegClass::R);
        let an = self.f.temp(RegClass::R);
        self.emit("IABS", &[], 1, vec![Operand::reg(ad), dv.clone()]);
        let r = self.div_estimate(Operand::reg(ad), true);
        self.emit("IABS", &[], 1, vec![Operand::reg(an), n.clone()]);
        let ps = self.f.temp(RegClass::P);
        if kind == DivKind::Quotient {
            let sx = self.f.temp(RegClass::R);
            self.emit("LOP3", &["LUT"], 1, vec![Operand::reg(sx), n, dv.clone(), rz(), imm(0x3c), pt().inverted()]);
            self.emit("ISETP", &["GE", "AND"], 2, vec![Operand::reg(ps), pt(), Operand::reg(sx), rz(), pt()]);
        } else {
            self.emit("ISETP", &["GE", "AND"], 2, vec![Operand::reg(ps), pt(), n, rz(), pt()]);
        }
        let q = self.f.temp(RegClass::R);
        let nad = self.f.temp(RegClass::R);
        let rem = self.f.temp(RegClass::R);
        let p0 = self.f.temp(RegClass::P);
        let p1 = self.f.temp(RegClass::P);
        self.emit("IMAD", &["HI", "U32"], 1, vec![Operand::reg(q), r, Operand::reg(an), rz()]);
        self.emit("IADD3", &[], 1, vec![Operand::reg(nad), rz(), Operand::reg(ad).negated(), rz()]);
        self.emit("IMAD", &[], 1, vec![Operand::reg(rem), Operand::reg(q), Operand::reg(nad), Operand::reg(an)]);
        self.emit("ISETP", &["GT", "U32", "AND"], 2, vec![Operand::reg(p0), pt(), Operand::reg(ad), Operand::reg(rem), pt()]);
        self.guarded(Guard { reg: p0, not: true }, |c| {
            c.emit("IADD3", &[], 1, vec![Operand::reg(rem), Operand::reg(rem), Operand::reg(ad).negated(), rz()]);
            if kind == DivKind::Quotient {
                c.emit("IADD3", &[], 1, vec![Operand::reg(q), Operand::reg(q), imm(1), rz()]);
            }
        });
        let result = if kind == DivKind::Quotient {
            self.emit("ISETP", &["GE", "U32", "AND"], 2, vec![Operand::reg(p1), pt(), Operand::reg(rem), Operand::reg(ad), pt()]);
            self.guarded(Guard { reg: p1, not: false }, |c| {
                c.emit("IADD3", &[], 1, vec![Operand::reg(q), Operand::reg(q), imm(1), rz()]);
            });
            q
        } else {
            self.emit("ISETP", &["GT", "U32", "AND"], 2, vec![Operand::reg(p1), pt(), Operand::reg(ad), Operand::reg(rem), pt()]);
            self.guarded(Guard { reg: p1, not: true }, |c| {
                c.emit("IADD3", &[], 1, vec![Operand::reg(rem), Operand::reg(rem), Operand::reg(ad).negated(), rz()]);
            });
            rem
        };
        self.guarded(Guard { reg: ps, not: true }, |c| {
            c.emit("IADD3", &[], 1, vec![Operand::reg(result), Operand::reg(result).negated(), rz(), rz()]);
        });
        if !dimm {
            let pz = self.f.temp(RegClass::P);
            self.emit("ISETP", &["NE", "AND"], 2, vec![Operand::reg(pz), pt(), dv.clone(), rz(), pt()]);
            self.guarded(Guard { reg: pz, not: true }, |c| {
                c.emit("LOP3", &["LUT"], 1, vec![Operand::reg(result), rz(), dv, rz(), imm(0x33), pt().inverted()]);
            });
        }
        self.emit("MOV", &[], 1, vec![d, Operand::reg(result)]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn rem_u32(&mut self, i: &Instruction) -> Res<()> {
        self.udiv(i, DivKind::Remainder)
    }
    pub(in crate::ptxas::phase1) fn rem_s32(&mut self, i: &Instruction) -> Res<()> {
        self.sdiv(i, DivKind::Remainder)
    }
}
