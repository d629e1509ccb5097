//! Phase 1 rules for moves, special registers and integer arithmetic: 32- and 64-bit add, sub,
//! multiply (`IMAD`, `IMAD.WIDE`), shifts and funnel shifts, logic (`LOP3`), predicate logic
//! (`PLOP3`), min/max, `abs`, `neg`, `popc`, `brev`, `clz`.

use super::*;

impl Conv {
    pub(super) fn mov_special(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        let POp::SpecialReg(name, _) = s else { unreachable!("the rule checked the source") };
        let d = self.d32(d)?;
        let sreg = match name.as_str() {
            "%tid.x" => "SR_TID.X",
            "%tid.y" => "SR_TID.Y",
            "%tid.z" => "SR_TID.Z",
            "%ctaid.x" => "SR_CTAID.X",
            "%ctaid.y" => "SR_CTAID.Y",
            "%ctaid.z" => "SR_CTAID.Z",
            "%laneid" => "SR_LANEID",
            "%lanemask_eq" => "SR_EQMASK",
            "%lanemask_lt" => "SR_LTMASK",
            "%lanemask_le" => "SR_LEMASK",
            "%lanemask_gt" => "SR_GTMASK",
            "%lanemask_ge" => "SR_GEMASK",
            "%clock" => "SR_CLOCKLO",
            other => {
                // The launch dimensions live in constant bank 0.
                let off = match other {
                    "%ntid.x" => 0x0,
                    "%ntid.y" => 0x4,
                    "%ntid.z" => 0x8,
                    "%nctaid.x" => 0xc,
                    "%nctaid.y" => 0x10,
                    "%nctaid.z" => 0x14,
                    // Counters and ids with a sequence of their own (phase1/math.rs).
                    _ => return self.mov_special_seq(other, d),
                };
                // (Blackwell leaves a word between them: %nctaid.x is c[0x0][0x370], not 0x36c.)
                let off = off + crate::sass::arch::arch(self.sm).ntid + if off >= 0xc && crate::sass::arch::is_blackwell(self.sm) { 4 } else { 0 };
                self.emit("LDC", &[], 1, vec![d, o(Value::Const { bank: 0, offset: off })]);
                return Ok(());
            }
        };
        self.emit("S2R", &[], 1, vec![d, o(Value::SReg(sreg))]);
        Ok(())
    }

    pub(super) fn mov32(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        if let POp::Vector(parts, _) = s {
            // mov.v4.f32 %v, {%f1, %f2, %f3, %f4}: a vector register takes each part.
            if let POp::Reg(name, _) = d {
                if self.decl_type(name) == Some(ScalarType::B128) && parts.len() <= 4 {
                    let (v, _) = self.reg(name)?;
                    for (k, p) in parts.iter().enumerate() {
                        let x = match p {
                            POp::Imm(x, _) => imm(imm32(*x)?),
                            _ => self.reg_of_class(p, RegClass::R)?,
                        };
                        self.emit("MOV", &[], 1, vec![Operand::sub(v, k as u8), x]);
                    }
                    return Ok(());
                }
            }
            // mov.b32 %r, {%rs1, %rs2}: pack two halves with PRMT.
            if parts.len() != 2 {
                return Err("ptxas Phase 1: mov.b32 packs two 16-bit halves".into());
            }
            let d = self.d32(d)?;
            let lo = self.r32(&parts[0])?;
            let lo = self.in_reg(lo);
            let hi = self.r32(&parts[1])?;
            let hi = self.in_reg(hi);
            self.emit("PRMT", &[], 1, vec![d, lo, imm(0x5410), hi]);
            return Ok(());
        }
        if let POp::Vector(parts, _) = d {
            // mov.b32 {%rs1, %rs2}, %r: the low half is the register itself, the high one shifted.
            if parts.len() != 2 {
                return Err("ptxas Phase 1: mov.b32 unpacks into two 16-bit halves".into());
            }
            let s = self.r32(s)?;
            let s = self.in_reg(s);
            if !matches!(parts[0], POp::Sink(_)) {
                let lo = self.d32(&parts[0])?;
                self.emit("MOV", &[], 1, vec![lo, s.clone()]);
            }
            if !matches!(parts[1], POp::Sink(_)) {
                let hi = self.d32(&parts[1])?;
                self.emit("SHF", &["R", "U32", "HI"], 1, vec![hi, rz(), imm(0x10), s]);
            }
            return Ok(());
        }
        let d = self.d32(d)?;
        let s = match s {
            POp::Imm(x, _) => imm(imm32(*x)?),
            POp::Symbol(..) | POp::Offset(..) if shared_symbol_operand(s).is_some_and(|(n, _)| self.shared.contains_key(n)) => {
                let (name, off) = shared_symbol_operand(s).unwrap_or_default();
                self.shared_symbol(name, off)?
            }
            _ => self.reg_of_class(s, RegClass::R)?,
        };
        self.emit("MOV", &[], 1, vec![d, s]);
        Ok(())
    }

    pub(super) fn mov64(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        if let POp::Vector(parts, _) = d {
            // mov.b64 {%r1, %r2}, %rd: unpack.
            if parts.len() != 2 {
                return Err("ptxas Phase 1: mov.b64 unpacks into two 32-bit halves".into());
            }
            for (k, p) in parts.iter().enumerate() {
                if matches!(p, POp::Sink(_)) {
                    continue;
                }
                let dk = self.d32(p)?;
                let sk = self.half(s, k as u8)?;
                self.emit("MOV", &[], 1, vec![dk, sk]);
            }
            return Ok(());
        }
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        match s {
            POp::Vector(parts, _) => {
                if parts.len() != 2 {
                    return Err("ptxas Phase 1: mov.b64 packs two 32-bit halves".into());
                }
                for (k, p) in parts.iter().enumerate() {
                    let sk = self.r32(p)?;
                    self.emit("MOV", &[], 1, vec![Operand::sub(dv, k as u8), sk]);
                }
            }
            POp::Reg(..) => {
                let s = self.reg_of_class(s, RegClass::R64)?;
                self.emit("MOV64", &[], 1, vec![d, s]);
            }
            POp::Imm(..) => {
                let lo = self.half(s, 0)?;
                let hi = self.half(s, 1)?;
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), lo]);
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), hi]);
            }
            POp::Symbol(..) | POp::Offset(..) if shared_symbol_operand(s).is_some_and(|(n, _)| self.shared.contains_key(n)) => {
                let (name, off) = shared_symbol_operand(s).unwrap_or_default();
                let t = self.shared_symbol(name, off)?;
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), t]);
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
            }
            POp::Symbol(..) | POp::Offset(..) if shared_symbol_operand(s).is_some_and(|(n, _)| self.locals.contains_key(n)) => {
                let (name, off) = shared_symbol_operand(s).unwrap_or_default();
                let lo = self.local_symbol(name, off);
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), lo]);
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
            }
            POp::Symbol(n, _) if self.abi.sigs.contains_key(n) => {
                let saved = self.rule;
                self.rule = "mov.b64 of a device function → MOV (its offset in the kernel's code)";
                let n = n.clone();
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), imm(0)]).fixup = Some(Fixup::FuncAddress(n));
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
                self.rule = saved;
            }
            POp::Symbol(..) | POp::Offset(..) if shared_symbol_operand(s).is_some_and(|(n, _)| self.params.contains_key(n) && !self.f.device) => {
                let (name, off) = shared_symbol_operand(s).unwrap_or_default();
                let at = self.params[name] + off;
                self.param_address(i, dv, at);
            }
            POp::Symbol(..) | POp::Offset(..) if shared_symbol_operand(s).is_some_and(|(n, _)| self.consts.contains_key(n) || self.global_slots.contains_key(n)) => {
                let (name, off) = shared_symbol_operand(s).unwrap_or_default();
                self.symbol_address(dv, name, off);
            }
            other => return Err(format!("ptxas Phase 1: mov.b64 of {} is not supported yet", describe(other))),
        }
        Ok(())
    }

    pub(super) fn mov_pred(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        let d = self.dpred(d)?;
        let s = self.psrc(s)?;
        self.emit("PLOP3", &["LUT"], 2, vec![d, pt(), s, pt(), pt(), imm(0x80), imm(0)]);
        Ok(())
    }

    // ----- 32-bit integer arithmetic -----

    pub(super) fn iadd3(&mut self, d: Operand, a: Operand, b: Operand, bits: u32, signed: bool) {
        let (mut a, mut b) = (a, b);
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        self.emit("IADD3", &[], 1, vec![d, a, b, rz()]).props = vec![prop_width(bits), prop_sign(signed)];
    }

    pub(super) fn add32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        self.iadd3(d, a, b, 32, i.ty().is_some_and(is_signed));
        Ok(())
    }

    pub(super) fn negate(x: Operand) -> Operand {
        match x.value {
            Value::Imm(v) => imm((v as u32).wrapping_neg() as i64),
            _ => x.negated(),
        }
    }

    pub(super) fn sub32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        if is_imm(&a) && !is_imm(&b) {
            // imm - b: IADD3 d, -b, imm, RZ.
            self.emit("IADD3", &[], 1, vec![d, b.negated(), a, rz()]);
            return Ok(());
        }
        let b = Self::negate(b);
        self.iadd3(d, a, b, 32, i.ty().is_some_and(is_signed));
        Ok(())
    }

    /// The `IMAD.WIDE t, a, b, RZ` that wrote `name`, when `name` and the multiplicands are
    /// each written once in the function (so reading them again later gives the same values).
    pub(super) fn wide_product(&self, name: &str) -> Option<(Operand, Operand, &'static [&'static str], u32)> {
        if self.def_count.get(name) != Some(&1) {
            return None;
        }
        let v = *self.vregs.get(name)?;
        let once = |o: &Operand| match o.value {
            Value::Reg(x, _) => self.f.vregs.get(x.0 as usize).is_some_and(|info| self.def_count.get(&info.name).copied().unwrap_or(0) <= 1),
            Value::Imm(_) | Value::Const { .. } => true,
            _ => false,
        };
        self.items.iter().rev().find_map(|it| match it {
            Item::Inst(m) if m.defs().first().is_some_and(|o| o.value == Value::Reg(v, Part::Whole)) => Some(m),
            _ => None,
        }).filter(|m| {
            m.opcode == "IMAD" && m.guard.is_none() && m.modifiers.first().is_some_and(|x| x == "WIDE") && m.operands[3].value == Value::Zero && once(&m.operands[1]) && once(&m.operands[2])
        }).map(|m| {
            let mods: &'static [&'static str] = if m.modifiers.iter().any(|x| x == "U32") { &["WIDE", "U32"] } else { &["WIDE"] };
            (m.operands[1].clone(), m.operands[2].clone(), mods, m.ptx_line)
        })
    }

    pub(super) fn add64_parts(&mut self, i: &Instruction, sub: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let (mut a, mut b) = (a, b);
        if !sub && matches!(a, POp::Imm(..)) {
            std::mem::swap(&mut a, &mut b);
        }
        // base + mul.wide(x, y) is one IMAD.WIDE with the base as addend (as ptxas computes
        // addresses); the product's own IMAD.WIDE goes when nothing else reads it.
        if !sub {
            for (x, y) in [(a, b), (b, a)] {
                if let (POp::Reg(xn, _), POp::Reg(_, _)) = (x, y) {
                    if let Some((m1, m2, mods, product_line)) = self.wide_product(xn) {
                        let base = self.reg_of_class(y, RegClass::R64)?;
                        self.rule = "add.s64 of mul.wide → IMAD.WIDE (fused)";
                        let fused = self.emit("IMAD", mods, 1, vec![d, m1, m2, base]);
                        fused.props = vec![prop_width(64)];
                        fused.folded_lines = vec![product_line];
                        return Ok(());
                    }
                }
            }
        }
        let alo = self.half(a, 0)?;
        let ahi = self.half(a, 1)?;
        let blo = self.half(b, 0)?;
        let bhi = self.half(b, 1)?;
        let alo = self.in_reg(alo);
        let ahi = self.in_reg(ahi);
        let carry = self.f.temp(RegClass::P);
        let (blo, bhi) = if sub {
            match (blo.value.clone(), bhi.value.clone()) {
                // a - imm = a + (-imm) as one 64-bit constant.
                (Value::Imm(l), Value::Imm(h)) => {
                    let v = ((h as u64) << 32 | l as u64).wrapping_neg();
                    (imm((v & 0xffff_ffff) as i64), imm((v >> 32) as i64))
                }
                _ => {
                    let bhi = self.in_reg(bhi);
                    (blo.negated(), bhi.complemented())
                }
            }
        } else {
            (blo, bhi)
        };
        // IADD3.X takes its B operand as register, immediate or constant: the high immediate goes
        // there; zero becomes RZ.
        let bhi = match bhi.value {
            Value::Imm(0) if !bhi.bitnot => rz(),
            _ => bhi,
        };
        let props = vec![prop_width(64), prop_sign(i.ty().is_some_and(is_signed))];
        self.emit("IADD3", &[], 2, vec![Operand::sub(dv, 0), Operand::reg(carry), alo, blo, rz()]).props = props.clone();
        self.emit("IADD3", &["X"], 1, vec![Operand::sub(dv, 1), ahi, bhi, rz(), Operand::reg(carry), pt().inverted()]).props = props;
        Ok(())
    }

    pub(super) fn imad(&mut self, mods: &[&str], d: Operand, a: Operand, b: Operand, c: Operand, props: Vec<Prop>) {
        let (mut a, mut b) = (a, b);
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        let c = self.in_reg(c);
        self.emit("IMAD", mods, 1, vec![d, a, b, c]).props = props;
    }

    pub(super) fn mul_lo32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        self.imad(&[], d, a, b, rz(), vec![prop_width(32)]);
        Ok(())
    }

    pub(super) fn mad_lo32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        let c = self.r32(c)?;
        self.imad(&[], d, a, b, c, vec![prop_width(32)]);
        Ok(())
    }

    /// `mul.hi` (`IMAD.HI`) or `mul.wide` (`IMAD.WIDE`, a pair result) of two 32-bit sources,
    /// `.U32` when unsigned.
    pub(super) fn product32(&mut self, i: &Instruction, wide: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let signed = i.ty().is_some_and(is_signed);
        let d = if wide { self.d64(d)? } else { self.d32(d)? };
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        let kind = if wide { "WIDE" } else { "HI" };
        let mods: &[&str] = if signed { &[kind] } else { &[kind, "U32"] };
        self.imad(mods, d, a, b, rz(), vec![prop_width(if wide { 64 } else { 32 }), prop_sign(signed)]);
        Ok(())
    }

    pub(super) fn mad_wide(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let signed = i.ty().is_some_and(is_signed);
        let d = self.d64(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        let c = match c {
            POp::Imm(x, _) if x.as_i64() == Some(0) => rz(),
            _ => self.reg_of_class(c, RegClass::R64)?,
        };
        let mods: &[&str] = if signed { &["WIDE"] } else { &["WIDE", "U32"] };
        self.imad(mods, d, a, b, c, vec![prop_width(64), prop_sign(signed)]);
        Ok(())
    }

    pub(super) fn mad_lo64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let addend = match c {
            POp::Imm(..) => {
                let t = self.f.temp(RegClass::R64);
                let lo = self.half(c, 0)?;
                let hi = self.half(c, 1)?;
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 0), lo]);
                self.emit("MOV", &[], 1, vec![Operand::sub(t, 1), hi]);
                Operand::reg(t)
            }
            _ => self.reg_of_class(c, RegClass::R64)?,
        };
        self.mul_lo64_with(d, a, b, addend)
    }

    pub(super) fn shf(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let wrap = i.has_modifier(".wrap");
        let left = i.has_modifier(".l");
        let d = self.d32(d)?;
        let lo = self.r32(a)?;
        let lo = self.in_reg(lo);
        let hi = self.r32(b)?;
        let hi = self.in_reg(hi);
        let n = self.r32(c)?;
        let mut mods = vec![if left { "L" } else { "R" }];
        if wrap {
            mods.push("W");
        }
        mods.push("U32");
        if left {
            mods.push("HI");
        }
        self.emit("SHF", &mods, 1, vec![d, lo, n, hi]);
        Ok(())
    }

    pub(super) fn mul_lo64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        self.mul_lo64_with(d, a, b, rz())
    }

    pub(super) fn mul_lo64_with(&mut self, d: &POp, a: &POp, b: &POp, addend: Operand) -> Res<()> {
        // (ah:al) * (bh:bl) + c mod 2^64 = al*bl + c + ((al*bh + ah*bl) << 32).
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let (mut a, mut b) = (a, b);
        if matches!(a, POp::Imm(..)) {
            std::mem::swap(&mut a, &mut b);
        }
        let al = self.half(a, 0)?;
        let ah = self.half(a, 1)?;
        let bl = self.half(b, 0)?;
        let bh = self.half(b, 1)?;
        let al = self.in_reg(al);
        let ah = self.in_reg(ah);
        let t = self.f.temp(RegClass::R);
        let w = self.f.temp(RegClass::R64);
        if matches!(bh.value, Value::Imm(0)) {
            // A constant below 2^32 (`mul.lo.s64 %rd, %rd, 3`): al*bh is zero, so the cross
            // term is ah*bl alone (ptxas: `IMAD R11, R0, 0x3, RZ`; an `IMAD R, al, 0x0, RZ`
            // would print as IMAD.MOV.U32 on sm_90 and has no form on sm_100).
            self.imad(&[], Operand::reg(t), ah, bl.clone(), rz(), vec![prop_width(32)]);
        } else {
            self.imad(&[], Operand::reg(t), al.clone(), bh, rz(), vec![prop_width(32)]);
            self.imad(&[], Operand::reg(t), ah, bl.clone(), Operand::reg(t), vec![prop_width(32)]);
        }
        self.imad(&["WIDE", "U32"], Operand::reg(w), al, bl, addend, vec![prop_width(64)]);
        self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), Operand::sub(w, 0)]);
        self.emit("IADD3", &[], 1, vec![Operand::sub(dv, 1), Operand::sub(w, 1), Operand::reg(t), rz()]);
        Ok(())
    }

    pub(super) fn minmax32(&mut self, i: &Instruction, max: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let signed = i.ty().is_some_and(is_signed);
        let d = self.d32(d)?;
        let (mut a, mut b) = (self.r32(a)?, self.r32(b)?);
        if is_imm(&a) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        let sel = if max { pt().inverted() } else { pt() };
        let mods: &[&str] = if signed { &[] } else { &["U32"] };
        self.emit("VIMNMX", mods, 1, vec![d, a, b, sel]).props = vec![prop_sign(signed)];
        Ok(())
    }

    /// A 16-bit source with its upper half defined (zero- or sign-extended), for operations that
    /// read all 32 bits. Sub-word values live in 32-bit registers with undefined upper bits.
    pub(super) fn widen16(&mut self, x: Operand, ty: ScalarType) -> Operand {
        if ty_class(ty) != Ty::I16 || is_imm(&x) {
            return x;
        }
        let t = self.f.temp(RegClass::R);
        if is_signed(ty) {
            self.emit("SGXT", &[], 1, vec![Operand::reg(t), x, imm(0x10)]);
        } else {
            self.emit("LOP3", &["LUT"], 1, vec![Operand::reg(t), x, imm(0xffff), rz(), imm(0xc0), pt().inverted()]);
        }
        Operand::reg(t)
    }

    pub(super) fn shl32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        let b = self.r32(b)?;
        self.emit("SHF", &["L", "U32"], 1, vec![d, a, b, rz()]);
        Ok(())
    }

    pub(super) fn shr32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let ty = i.ty().unwrap_or(ScalarType::U32);
        let signed = is_signed(ty);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        let a = self.widen16(a, ty);
        let b = self.r32(b)?;
        let mods: &[&str] = if signed { &["R", "S32", "HI"] } else { &["R", "U32", "HI"] };
        self.emit("SHF", mods, 1, vec![d, rz(), b, a]).props = vec![prop_sign(signed)];
        Ok(())
    }

    pub(super) fn shift_amount(op: &POp) -> Res<u32> {
        match op {
            POp::Imm(i, _) => Ok(i.as_i64().unwrap_or(0).clamp(0, 64) as u32),
            _ => Err("ptxas Phase 1: a 64-bit shift by a register is not supported yet".into()),
        }
    }

    pub(super) fn shl64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let n = Self::shift_amount(b)?;
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let lo = self.half(a, 0)?;
        let lo = self.in_reg(lo);
        let hi = self.half(a, 1)?;
        let hi = self.in_reg(hi);
        if n >= 64 {
            self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), rz()]);
            self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
        } else if n >= 32 {
            self.emit("SHF", &["L", "U32"], 1, vec![Operand::sub(dv, 1), lo, imm((n - 32) as i64), rz()]);
            self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), rz()]);
        } else {
            self.emit("SHF", &["L", "U64", "HI"], 1, vec![Operand::sub(dv, 1), lo.clone(), imm(n as i64), hi]);
            self.emit("SHF", &["L", "U32"], 1, vec![Operand::sub(dv, 0), lo, imm(n as i64), rz()]);
        }
        Ok(())
    }

    pub(super) fn shr64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let signed = i.ty().is_some_and(is_signed);
        let n = Self::shift_amount(b)?;
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let lo = self.half(a, 0)?;
        let lo = self.in_reg(lo);
        let hi = self.half(a, 1)?;
        let hi = self.in_reg(hi);
        let (s32, s64) = if signed { ("S32", "S64") } else { ("U32", "U64") };
        if n >= 32 {
            let k = (n.min(63) - 32) as i64;
            self.emit("SHF", &["R", s32, "HI"], 1, vec![Operand::sub(dv, 0), rz(), imm(k), hi.clone()]);
            if signed {
                self.emit("SHF", &["R", "S32", "HI"], 1, vec![Operand::sub(dv, 1), rz(), imm(0x1f), hi]);
            } else {
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
            }
        } else {
            self.emit("SHF", &["R", s64], 1, vec![Operand::sub(dv, 0), lo, imm(n as i64), hi.clone()]);
            self.emit("SHF", &["R", s32, "HI"], 1, vec![Operand::sub(dv, 1), rz(), imm(n as i64), hi]);
        }
        Ok(())
    }

    pub(super) fn lop3(&mut self, d: Operand, a: Operand, b: Operand, lut: u8) {
        let (mut a, mut b) = (a, b);
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        self.emit("LOP3", &["LUT"], 1, vec![d, a, b, rz(), imm(lut as i64), pt().inverted()]);
    }

    pub(super) fn logic32(&mut self, i: &Instruction, lut: u8) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        self.lop3(d, a, b, lut);
        Ok(())
    }

    pub(super) fn logic64(&mut self, i: &Instruction, lut: u8) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        for k in 0..2u8 {
            let ak = self.half(a, k)?;
            let bk = self.half(b, k)?;
            self.lop3(Operand::sub(dv, k), ak, bk, lut);
        }
        Ok(())
    }

    pub(super) fn clz32(&mut self, i: &Instruction) -> Res<()> {
        // FLO.U32 finds the highest set bit (0xffffffff for zero); clz = 31 - that.
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let t = self.f.temp(RegClass::R);
        self.emit("FLO", &["U32"], 1, vec![Operand::reg(t), a]);
        self.emit("IADD3", &[], 1, vec![d, Operand::reg(t).negated(), imm(0x1f), rz()]);
        Ok(())
    }

    // ----- comparisons and selection -----

}
