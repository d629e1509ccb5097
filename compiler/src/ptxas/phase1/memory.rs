//! Phase 1 rules for memory: parameters (`LDC` from bank 0), global, shared, local and generic
//! loads and stores with their address forms, the address-space conversions (`cvta`), constant
//! bank 3 and the bank-4 slots of `.global` variables.

use super::*;

impl Conv {
    pub(super) fn ld_param(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        if self.abi_words_of(a).is_some() {
            return self.ld_param_abi(i);
        }
        if let POp::Address(ast::Address { base: Some(ast::AddressBase::Reg(r)), .. }) = a {
            if !self.param_regs.contains_key(r) {
                return self.ld_param_through_register(i);
            }
        }
        let off = self.param_offset(a)?;
        let (size, bytes) = Self::mem_size(i)?;
        let m = match size {
            None => None,
            Some("64") => Some("64"),
            Some("U8") => Some("U8"),
            Some("S8") => Some("S8"),
            Some("U16") => Some("U16"),
            Some("S16") => Some("S16"),
            Some(other) => return Err(format!("ptxas Phase 1: ld.param of {other} is not supported yet")),
        };
        let mods: Vec<&str> = m.into_iter().collect();
        if self.widening(d, bytes) {
            return self.load_into(i, d, "LDC", mods, o(Value::Const { bank: 0, offset: off }), bytes);
        }
        let (dst, moves) = self.load_dest(d, bytes)?;
        self.emit("LDC", &mods, 1, vec![dst, o(Value::Const { bank: 0, offset: off })]);
        self.emit_moves(moves);
        Ok(())
    }

    /// A global address `[%rd+off]` as `desc[UR4][R.64+off]`.
    pub(super) fn global_addr(&mut self, op: &POp) -> Res<Operand> {
        let POp::Address(a) = op else {
            return Err(format!("ptxas Phase 1: expected an address, found {}", describe(op)));
        };
        match &a.base {
            Some(ast::AddressBase::Reg(r)) => {
                let (v, p) = self.reg(r)?;
                if self.class_of_part(v, p) != RegClass::R64 {
                    return Err(format!("ptxas Phase 1: global address {r} is not a 64-bit register"));
                }
                Ok(o(Value::Mem { base: Some((v, p)), wide: true, desc: true, offset: a.offset, sp: false }))
            }
            Some(ast::AddressBase::Symbol(sym)) if self.global_slots.contains_key(sym.as_str()) => {
                let t = self.f.temp(RegClass::R64);
                let sym = sym.clone();
                self.symbol_address(t, &sym, 0);
                Ok(o(Value::Mem { base: Some((t, Part::Whole)), wide: true, desc: true, offset: a.offset, sp: false }))
            }
            _ => Err("ptxas Phase 1: this global address is not supported yet".into()),
        }
    }

    pub(super) fn ld_global(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.global_addr(a)?;
        let mut mods = vec!["E"];
        mods.extend(size);
        if self.widening(d, bytes) {
            if i.has_modifier(".nc") {
                mods.push("CONSTANT");
            }
            if i.has_modifier(".volatile") {
                mods.extend(["STRONG", "SYS"]);
            }
            return self.load_into(i, d, "LDG", mods, addr, bytes);
        }
        let (dst, moves) = self.load_dest(d, bytes)?;
        if i.has_modifier(".nc") {
            mods.push("CONSTANT");
        }
        if i.has_modifier(".volatile") {
            // ptxas: a volatile access is a strong one at system scope.
            mods.extend(["STRONG", "SYS"]);
        }
        let mut props = vec![prop_width(bytes * 8)];
        if i.has_modifier(".nc") {
            props.push(Prop { field: 234, value: 1258, name: "cache control (non-coherent)" });
        }
        self.emit("LDG", &mods, 1, vec![dst, addr]).props = props;
        self.emit_moves(moves);
        Ok(())
    }

    pub(super) fn st_global(&mut self, i: &Instruction) -> Res<()> {
        let [a, s] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.global_addr(a)?;
        let src = self.narrow_store_src(s, bytes)?;
        let mut mods = vec!["E"];
        mods.extend(size);
        if i.has_modifier(".volatile") {
            // ptxas: a volatile access is a strong one at system scope.
            mods.extend(["STRONG", "SYS"]);
        }
        self.emit("STG", &mods, 0, vec![addr, src]).props = vec![prop_width(bytes * 8)];
        Ok(())
    }

    /// The shared-window base of the CTA: `S2R SR_CgaCtaId` once at the entry. On sm_90 a shared
    /// address carries the CTA's rank in its cluster in bits 24 and up, as ptxas computes it.
    pub(super) fn cga(&mut self) -> VReg {
        if let Some(v) = self.cga {
            return v;
        }
        let v = self.f.new_vreg(RegClass::R, "%cga_cta_id");
        let mut s2r = OriInst::new("S2R", &[], 1, vec![Operand::reg(v), o(Value::SReg("SR_CgaCtaId"))]);
        s2r.rule = "shared window base → S2R SR_CgaCtaId";
        s2r.ptx_line = self.line;
        self.entry.push(s2r);
        self.cga = Some(v);
        v
    }

    /// The shared-window address of a variable plus `off`: `LEA t, cga, 0x400+offset, 0x18`.
    pub(super) fn shared_symbol(&mut self, sym: &str, off: i64) -> Res<Operand> {
        if self.f.device {
            return Err(format!("ptxas Phase 1: shared variable {sym} in a device function is not supported yet"));
        }
        let base = *self.shared.get(sym).ok_or_else(|| format!("ptxas Phase 1: {sym} is not a shared variable"))?;
        if !crate::sass::arch::arch(self.sm).cga {
            // No clusters (before sm_90): a shared address is the variable's offset itself.
            let t = self.f.temp(RegClass::R);
            let saved = self.rule;
            self.rule = "shared variable address → MOV (no cluster window before sm_90)";
            self.emit("MOV", &[], 1, vec![Operand::reg(t), imm(base + off)]);
            self.rule = saved;
            return Ok(Operand::reg(t));
        }
        let cga = self.cga();
        let t = self.f.temp(RegClass::R);
        let saved = self.rule;
        self.rule = "shared variable address → LEA (CTA rank << 24)";
        self.emit("LEA", &[], 1, vec![Operand::reg(t), Operand::reg(cga), imm(base + off), imm(0x18)]);
        self.rule = saved;
        Ok(Operand::reg(t))
    }

    /// A shared address `[%r+off]`, `[%rd+off]` (its low word) or `[var+off]`.
    pub(super) fn shared_addr(&mut self, op: &POp) -> Res<Operand> {
        let POp::Address(a) = op else {
            return Err(format!("ptxas Phase 1: expected an address, found {}", describe(op)));
        };
        match &a.base {
            Some(ast::AddressBase::Reg(r)) => {
                let (v, p) = self.reg(r)?;
                let base = match (self.class_of_part(v, p), p) {
                    (RegClass::R, _) => (v, p),
                    (RegClass::R64, Part::Whole) => (v, Part::Sub(0)),
                    _ => return Err(format!("ptxas Phase 1: shared address {r} is not a 32- or 64-bit register")),
                };
                Ok(o(Value::Mem { base: Some(base), wide: false, desc: false, offset: a.offset, sp: false }))
            }
            Some(ast::AddressBase::Symbol(s)) => {
                let t = self.shared_symbol(s, 0)?;
                let Value::Reg(v, p) = t.value else { unreachable!("shared_symbol returns a register") };
                Ok(o(Value::Mem { base: Some((v, p)), wide: false, desc: false, offset: a.offset, sp: false }))
            }
            None => Ok(o(Value::Mem { base: None, wide: false, desc: false, offset: a.offset, sp: false })),
        }
    }

    pub(super) fn ld_shared(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.shared_addr(a)?;
        let (dst, moves) = self.load_dest(d, bytes)?;
        let mods: Vec<&str> = size.into_iter().collect();
        self.emit("LDS", &mods, 1, vec![dst, addr]).props = vec![prop_width(bytes * 8)];
        self.emit_moves(moves);
        Ok(())
    }

    pub(super) fn st_shared(&mut self, i: &Instruction) -> Res<()> {
        let [a, s] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.shared_addr(a)?;
        let src = self.store_src(s, bytes)?;
        // Stores do not extend: a signed narrow store is the unsigned one.
        let mods: Vec<&str> = size.map(|m| match m {
            "S8" => "U8",
            "S16" => "U16",
            other => other,
        }).into_iter().collect();
        self.emit("STS", &mods, 0, vec![addr, src]).props = vec![prop_width(bytes * 8)];
        Ok(())
    }

    /// The local address of a `.local` variable plus `off`: R1 plus its frame offset.
    pub(super) fn local_symbol(&mut self, name: &str, off: i64) -> Operand {
        let at = self.locals.get(name).copied().unwrap_or(0) + off;
        if at == 0 {
            return o(Value::StackPointer);
        }
        let t = self.f.temp(RegClass::R);
        self.emit("IADD3", &[], 1, vec![Operand::reg(t), o(Value::StackPointer), imm(at as u32 as i64), rz()]);
        Operand::reg(t)
    }

    pub(super) fn cvta_local(&mut self, i: &Instruction) -> Res<()> {
        // generic = local + the local window's base (c[0x0][0x20], 64 bits).
        let [d, s] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let lo = self.half(s, 0)?;
        let lo = self.in_reg(lo);
        let hi = self.half(s, 1)?;
        let hi = self.in_reg(hi);
        let carry = self.f.temp(RegClass::P);
        self.emit("IADD3", &[], 2, vec![Operand::sub(dv, 0), Operand::reg(carry), lo, o(Value::Const { bank: 0, offset: 0x20 }), rz()]);
        self.emit("IADD3", &["X"], 1, vec![Operand::sub(dv, 1), hi, o(Value::Const { bank: 0, offset: 0x24 }), rz(), Operand::reg(carry), pt().inverted()]);
        Ok(())
    }

    /// A generic address `[%rd+off]` as `desc[UR4][R.64+off]` (LD.E/ST.E take the descriptor too).
    pub(super) fn generic_addr(&mut self, op: &POp) -> Res<Operand> {
        self.global_addr(op)
    }

    /// A local address `[%r+off]`, `[%rd+off]` (its low word) or `[depot+off]`.
    pub(super) fn local_addr(&mut self, op: &POp) -> Res<Operand> {
        let POp::Address(a) = op else {
            return Err(format!("ptxas Phase 1: expected an address, found {}", describe(op)));
        };
        match &a.base {
            Some(ast::AddressBase::Symbol(sym)) if self.locals.contains_key(sym.as_str()) => {
                let at = self.locals[sym.as_str()] + a.offset;
                Ok(o(Value::Mem { base: None, wide: false, desc: false, offset: at, sp: true }))
            }
            _ => self.shared_addr(op),
        }
    }

    /// A load of `bytes` into `d`; a 64-bit register taking a narrower value gets it extended
    /// (`ld.s32 %rd5, [...]`).
    pub(super) fn load_into(&mut self, i: &Instruction, d: &POp, opcode: &'static str, mods: Vec<&str>, addr: Operand, bytes: u32) -> Res<()> {
        if let POp::Reg(name, _) = d {
            let (v, p) = self.reg(name)?;
            if self.class_of_part(v, p) == RegClass::R64 && bytes < 8 {
                self.emit(opcode, &mods, 1, vec![Operand::sub(v, 0), addr]);
                if i.ty().is_some_and(is_signed) {
                    self.emit("SHF", &["R", "S32", "HI"], 1, vec![Operand::sub(v, 1), rz(), imm(0x1f), Operand::sub(v, 0)]);
                } else {
                    self.emit("MOV", &[], 1, vec![Operand::sub(v, 1), rz()]);
                }
                return Ok(());
            }
        }
        let (dst, moves) = self.load_dest(d, bytes)?;
        self.emit(opcode, &mods, 1, vec![dst, addr]).props = vec![prop_width(bytes * 8)];
        self.emit_moves(moves);
        Ok(())
    }

    pub(super) fn ld_generic(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.generic_addr(a)?;
        let mut mods = vec!["E"];
        mods.extend(size);
        self.load_into(i, d, "LD", mods, addr, bytes)
    }

    pub(super) fn st_generic(&mut self, i: &Instruction) -> Res<()> {
        let [a, s] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.generic_addr(a)?;
        let src = self.narrow_store_src(s, bytes)?;
        let mut mods = vec!["E"];
        mods.extend(size.map(|m| match m {
            "S8" => "U8",
            "S16" => "U16",
            other => other,
        }));
        if i.has_modifier(".volatile") {
            // ptxas: a volatile access is a strong one at system scope.
            mods.extend(["STRONG", "SYS"]);
        }
        self.emit("ST", &mods, 0, vec![addr, src]).props = vec![prop_width(bytes * 8)];
        Ok(())
    }

    pub(super) fn ld_local(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.local_addr(a)?;
        let mods: Vec<&str> = size.into_iter().collect();
        self.load_into(i, d, "LDL", mods, addr, bytes)
    }

    pub(super) fn st_local(&mut self, i: &Instruction) -> Res<()> {
        let [a, s] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let addr = self.local_addr(a)?;
        let src = self.narrow_store_src(s, bytes)?;
        let mods: Vec<&str> = size
            .map(|m| match m {
                "S8" => "U8",
                "S16" => "U16",
                other => other,
            })
            .into_iter()
            .collect();
        self.emit("STL", &mods, 0, vec![addr, src]).props = vec![prop_width(bytes * 8)];
        Ok(())
    }

    /// A store's data; a 64-bit register stored narrower gives its low word.
    /// Whether a load of `bytes` goes into a 64-bit register it must extend
    /// (`ld.global.b32 %rd11, [...]`).
    pub(super) fn widening(&mut self, d: &POp, bytes: u32) -> bool {
        if let POp::Reg(name, _) = d {
            if let Ok((v, p)) = self.reg(name) {
                return bytes < 8 && self.class_of_part(v, p) == RegClass::R64;
            }
        }
        false
    }

    pub(super) fn narrow_store_src(&mut self, s: &POp, bytes: u32) -> Res<Operand> {
        if let POp::Reg(name, _) = s {
            let (v, p) = self.reg(name)?;
            if self.class_of_part(v, p) == RegClass::R64 && bytes < 8 {
                return Ok(Operand::sub(v, 0));
            }
        }
        self.store_src(s, bytes)
    }

    pub(super) fn cvta_global(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let s = self.reg_of_class(s, RegClass::R64)?;
        self.emit("MOV64", &[], 1, vec![d, s]);
        Ok(())
    }

    // ----- moves -----

}

impl Conv {
    /// `dst` (a 64-bit register) ← the address of variable `name` plus `off`.
    pub(super) fn symbol_address(&mut self, dst: VReg, name: &str, off: i64) {
        let saved = self.rule;
        if let Some(&base) = self.consts.get(name) {
            self.rule = "mov.b64 of a .const variable → MOV (its offset in bank 3)";
            self.emit("MOV", &[], 1, vec![Operand::sub(dst, 0), imm(base + off)]);
            self.emit("MOV", &[], 1, vec![Operand::sub(dst, 1), rz()]);
        } else {
            let slot = self.global_slots.get(name).copied().unwrap_or(0);
            self.rule = "address of a .global variable → LDC.64 c[0x4] (its address slot)";
            self.emit("LDC", &["64"], 1, vec![Operand::reg(dst), o(Value::Const { bank: 4, offset: slot })]);
            if off != 0 {
                let carry = self.f.temp(RegClass::P);
                self.emit("IADD3", &[], 2, vec![Operand::sub(dst, 0), Operand::reg(carry), Operand::sub(dst, 0), imm(off as u32 as i64), rz()]);
                self.emit("IADD3", &["X"], 1, vec![Operand::sub(dst, 1), rz(), Operand::sub(dst, 1), rz(), Operand::reg(carry), pt().inverted()]);
            }
        }
        self.rule = saved;
    }

    pub(super) fn ld_const(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let (size, bytes) = Self::mem_size(i)?;
        let POp::Address(addr) = a else {
            return Err(format!("ptxas Phase 1: expected an address, found {}", describe(a)));
        };
        let src = match &addr.base {
            Some(ast::AddressBase::Symbol(sym)) => {
                let base = *self.consts.get(sym).ok_or_else(|| format!("ptxas Phase 1: {sym} is not a .const variable of this module"))?;
                o(Value::Const { bank: 3, offset: base + addr.offset })
            }
            Some(ast::AddressBase::Reg(r)) => {
                let (v, p) = self.reg(r)?;
                let base = match (self.class_of_part(v, p), p) {
                    (RegClass::R, _) => (v, p),
                    (RegClass::R64, Part::Whole) => (v, Part::Sub(0)),
                    _ => return Err(format!("ptxas Phase 1: constant address {r} is not a 32- or 64-bit register")),
                };
                if !matches!(size, None | Some("64") | Some("U8")) {
                    return Err(format!("ptxas Phase 1: {} through a register is not supported yet", i.full_name()));
                }
                o(Value::ConstReg { bank: 3, base, offset: addr.offset })
            }
            None => o(Value::Const { bank: 3, offset: addr.offset }),
        };
        if bytes > 8 {
            return Err(format!("ptxas Phase 1: {} of {bytes} bytes is not supported yet", i.full_name()));
        }
        let mods: Vec<&str> = size.into_iter().collect();
        let (dst, moves) = self.load_dest(d, bytes)?;
        self.emit("LDC", &mods, 1, vec![dst, src]).props = vec![prop_width(bytes * 8)];
        self.emit_moves(moves);
        Ok(())
    }

    pub(super) fn cvta_to_local(&mut self, i: &Instruction) -> Res<()> {
        // local = generic − the local window's base (local addresses fit the low word).
        let [d, s] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let lo = self.half(s, 0)?;
        let lo = self.in_reg(lo);
        self.emit("IADD3", &[], 1, vec![Operand::sub(dv, 0), lo, o(Value::Const { bank: 0, offset: 0x20 }).negated(), rz()]);
        self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
        Ok(())
    }

    pub(super) fn cvta_shared(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let lo = match s {
            POp::Symbol(..) | POp::Offset(..) => {
                let (name, off) = shared_symbol_operand(s).ok_or_else(|| format!("ptxas Phase 1: cvta.shared of {}", describe(s)))?;
                self.shared_symbol(name, off)?
            }
            _ => self.half(s, 0)?,
        };
        self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), lo]);
        self.emit("S2R", &[], 1, vec![Operand::sub(dv, 1), o(Value::SReg("SR_SWINHI"))]);
        Ok(())
    }

    pub(super) fn cvta_to_shared(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        let lo = if i.ty().is_some_and(|t| t.bits() == 64) { self.half(s, 0)? } else { self.r32(s)? };
        match i.ty() {
            Some(t) if t.bits() == 64 => {
                let d = self.d64(d)?;
                let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), lo]);
                self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
            }
            _ => {
                let d = self.d32(d)?;
                self.emit("MOV", &[], 1, vec![d, lo]);
            }
        }
        Ok(())
    }
}

// ===== Kernel parameters by address =====
//
// `mov.b64 %rd2, k_param_0` gives the parameter's address in the parameter space, which on sm_90
// is its offset in constant bank 0; an `ld.param [%rd2+12]` then reads `c[0x0][0x210+12]` (ptxas
// resolves it statically when the register is written only there) or, through any other register
// holding such an offset, `LDC c[0x0][R+off]`.

impl Conv {
    pub(super) fn param_address(&mut self, i: &Instruction, dv: VReg, at: i64) {
        let saved = self.rule;
        self.rule = "mov.b64 of a kernel parameter → MOV (its offset in bank 0)";
        self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), imm(at)]);
        self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
        self.rule = saved;
        if let Some(POp::Reg(name, _)) = i.operands.first() {
            if self.def_count.get(name).copied() == Some(1) && self.guard.is_none() {
                self.param_regs.insert(name.clone(), at);
            }
        }
    }

    pub(super) fn ld_param_through_register(&mut self, i: &Instruction) -> Res<()> {
        self.rule = "ld.param through a register → LDC c[0x0][R+off]";
        let [d, a] = two(self.ops(i, 2)?);
        let POp::Address(addr) = a else { unreachable!("checked by the caller") };
        let Some(ast::AddressBase::Reg(r)) = &addr.base else { unreachable!("checked by the caller") };
        let (v, p) = self.reg(r)?;
        let base = match (self.class_of_part(v, p), p) {
            (RegClass::R, _) => (v, p),
            (RegClass::R64, Part::Whole) => (v, Part::Sub(0)),
            _ => return Err(format!("ptxas Phase 1: parameter address {r} is not a 32- or 64-bit register")),
        };
        let (size, bytes) = Self::mem_size(i)?;
        if !matches!(size, None | Some("64") | Some("U8")) {
            return Err(format!("ptxas Phase 1: {} through a register is not supported yet", i.full_name()));
        }
        let (dst, moves) = self.load_dest(d, bytes)?;
        let mods: Vec<&str> = size.into_iter().collect();
        self.emit("LDC", &mods, 1, vec![dst, o(Value::ConstReg { bank: 0, base, offset: addr.offset })]);
        self.emit_moves(moves);
        Ok(())
    }
}
