//! Phase 1 rules for comparisons and selects: `setp` on 32/64-bit integers and floats
//! (`ISETP`/`FSETP` with `.EX` chains for 64 bits) and `selp` (`SEL`, `FSEL`).

use super::*;

impl Conv {
    /// The destinations of `setp`: `p` or `p|q` (`q` is the complement, ISETP's second
    /// destination).
    pub(super) fn setp_dests(&mut self, op: &POp) -> Res<(Operand, Operand)> {
        match op {
            POp::PredPair(a, b, _) => Ok((self.dpred(a)?, self.dpred(b)?)),
            _ => Ok((self.dpred(op)?, pt())),
        }
    }

    /// The boolean operation `.and/.or/.xor` of `setp` and its predicate operand.
    pub(super) fn setp_bool(&mut self, i: &Instruction) -> Res<(&'static str, Operand)> {
        let bop = if i.has_modifier(".or") {
            "OR"
        } else if i.has_modifier(".xor") {
            "XOR"
        } else {
            "AND"
        };
        let c = if i.has_modifier(".and") || i.has_modifier(".or") || i.has_modifier(".xor") {
            let c = i.operands.get(3).ok_or("ptxas Phase 1: setp with a boolean operation takes a fourth operand")?;
            self.psrc(c)?
        } else {
            if i.operands.len() != 3 {
                return Err(format!("ptxas Phase 1: {} takes 3 operands", i.full_name()));
            }
            pt()
        };
        Ok((bop, c))
    }

    pub(super) fn setp32(&mut self, i: &Instruction) -> Res<()> {
        if i.operands.len() < 3 {
            return Err(format!("ptxas Phase 1: {} takes at least 3 operands", i.full_name()));
        }
        let ty = i.ty().unwrap_or(ScalarType::S32);
        let cmp = i.modifier_texts().find_map(icmp).ok_or_else(|| format!("ptxas Phase 1: {} has no comparison", i.full_name()))?;
        let (mut cond, unsigned_cmp) = cmp;
        let unsigned = unsigned_cmp || !is_signed(ty);
        let (p, q) = self.setp_dests(&i.operands[0])?;
        let mut a = self.r32(&i.operands[1])?;
        let mut b = self.r32(&i.operands[2])?;
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
            cond = swap_cmp(cond);
        }
        let a = self.in_reg(a);
        let a = self.widen16(a, ty);
        let b = self.widen16(b, ty);
        let (bop, c) = self.setp_bool(i)?;
        let mut mods = vec![cond];
        if unsigned {
            mods.push("U32");
        }
        mods.push(bop);
        self.emit("ISETP", &mods, 2, vec![p, q, a, b, c]).props = vec![prop_width(32), prop_sign(!unsigned), prop_compare(false)];
        Ok(())
    }

    pub(super) fn setp64(&mut self, i: &Instruction) -> Res<()> {
        if i.operands.len() < 3 {
            return Err(format!("ptxas Phase 1: {} takes at least 3 operands", i.full_name()));
        }
        let ty = i.ty().unwrap_or(ScalarType::S64);
        let (mut cond, unsigned_cmp) = i.modifier_texts().find_map(icmp).ok_or_else(|| format!("ptxas Phase 1: {} has no comparison", i.full_name()))?;
        let signed = !unsigned_cmp && is_signed(ty);
        let (p, q) = self.setp_dests(&i.operands[0])?;
        let (mut a, mut b) = (&i.operands[1], &i.operands[2]);
        if matches!(a, POp::Imm(..)) && !matches!(b, POp::Imm(..)) {
            std::mem::swap(&mut a, &mut b);
            cond = swap_cmp(cond);
        }
        let alo = self.half(a, 0)?;
        let alo = self.in_reg(alo);
        let ahi = self.half(a, 1)?;
        let ahi = self.in_reg(ahi);
        let blo = self.half(b, 0)?;
        let bhi = self.half(b, 1)?;
        let (bop, c) = self.setp_bool(i)?;
        // The low words compare unsigned; the high words finish with .EX, signed or not, and the
        // boolean operation applies there.
        let t = self.f.temp(RegClass::P);
        // The low compare is unsigned whatever the type: its sign field says so (Phase 2's
        // matchers check field 22 against the template's `.U32`).
        let lo_props = vec![prop_width(64), prop_sign(false), prop_compare(false)];
        let props = vec![prop_width(64), prop_sign(signed), prop_compare(false)];
        self.emit("ISETP", &[cond, "U32", "AND"], 2, vec![Operand::reg(t), pt(), alo, blo, pt()]).props = lo_props;
        let mut mods = vec![cond];
        if !signed {
            mods.push("U32");
        }
        mods.push(bop);
        mods.push("EX");
        self.emit("ISETP", &mods, 2, vec![p, q, ahi, bhi, c, Operand::reg(t)]).props = props;
        Ok(())
    }

    pub(super) fn setp_f32(&mut self, i: &Instruction) -> Res<()> {
        if i.operands.len() < 3 {
            return Err(format!("ptxas Phase 1: {} takes at least 3 operands", i.full_name()));
        }
        let mut cond = i.modifier_texts().find_map(fcmp).ok_or_else(|| format!("ptxas Phase 1: {} has no comparison", i.full_name()))?;
        let (p, q) = self.setp_dests(&i.operands[0])?;
        let mut a = self.f32src(&i.operands[1])?;
        let mut b = self.f32src(&i.operands[2])?;
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
            cond = swap_cmp(cond);
        }
        let a = self.in_reg(a);
        let (bop, c) = self.setp_bool(i)?;
        let mut mods = vec![cond];
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        mods.push(bop);
        let unordered = cond.ends_with('U') || cond == "NAN";
        self.emit("FSETP", &mods, 2, vec![p, q, a, b, c]).props = vec![prop_ftz(i.has_modifier(".ftz")), prop_compare(unordered)];
        Ok(())
    }

    pub(super) fn selp_generic(&mut self, opcode: &'static str, d: Operand, a: Operand, b: Operand, p: Operand) {
        let (mut a, mut b, mut p) = (a, b, p);
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
            p = p.inverted();
        }
        let a = self.in_reg(a);
        self.emit(opcode, &[], 1, vec![d, a, b, p]);
    }

    pub(super) fn selp32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        let p = self.psrc(c)?;
        self.selp_generic("SEL", d, a, b, p);
        Ok(())
    }

    pub(super) fn selp_f32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let b = self.f32src(b)?;
        let p = self.psrc(c)?;
        self.selp_generic("FSEL", d, a, b, p);
        Ok(())
    }

    pub(super) fn selp64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let p = self.psrc(c)?;
        for k in 0..2u8 {
            let ak = self.half(a, k)?;
            let bk = self.half(b, k)?;
            self.selp_generic("SEL", Operand::sub(dv, k), ak, bk, p.clone());
        }
        Ok(())
    }

    // ----- atomics and warp operations -----

}
