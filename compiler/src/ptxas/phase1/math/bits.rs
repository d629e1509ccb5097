//! Phase 1 rules for bit-field and 64-bit integer operations (issue #4, "1:N where the hardware
//! does not have it"): `bfe` (SHF + SGXT, or one PRMT for whole bytes), `bfi` (SHF + LOP3 with
//! the field mask), 64-bit shifts by a register (`SHF.L.U64.HI` / `SHF.R.U64` pairs), `abs.s64`,
//! `brev.b64`, `not.b64`, 16-bit `min`/`max` on `VIMNMX.S16x2` / `.U16x2`, and the conversions
//! between half precision, double precision and 16/64-bit integers that the hardware does in
//! one `F2F` / `I2F` / `F2I` naming both types.
//!
//! Each sequence is the one `ptxas -arch=sm_90` (13.5) emits for the operation, read from its
//! output on small kernels; the rules are tried after [`super::RULES`] and the math rules.

use super::*;

const BFIND_RULE: &str = "bfind(.shiftamt).u32/s32 → FLO.U32 / FLO (.SH)";
const NANOSLEEP_RULE: &str = "nanosleep.u32 → NANOSLEEP";
const ABS16_RULE: &str = "abs.s16 → PRMT 0x9910 (sign-extend the low half) + IABS";

/// The bit-field and 64-bit integer rule table, tried after the math rules.
pub static BIT_RULES: &[Rule] = &[
    Rule { name: "bfe.u32/s32 (immediate position and length) → SHF.R.HI + SGXT, or PRMT for whole bytes", ptx: "bfe", types: &[Ty::I32], when: bfe_imm, convert: Rust(Conv::bfe_imm) },
    Rule { name: "bfe.u32/s32 (register position or length) → PRMT (pack) + 2 × PRMT (bytes) + SHF.R.HI + SGXT", ptx: "bfe", types: &[Ty::I32], when: always, convert: Rust(Conv::bfe_reg) },
    Rule { name: "bfi.b32 (immediate position and length) → SHF.L.U32 + LOP3.LUT 0xe2 (mask); a whole byte: one PRMT", ptx: "bfi", types: &[Ty::I32], when: bfi_imm, convert: Rust(Conv::bfi_imm) },
    Rule { name: "bfi.b32 (register position or length) → PRMT (pack) + 2 × PRMT (bytes) + BMSK + SHF.L.U32 + LOP3.LUT 0xe2", ptx: "bfi", types: &[Ty::I32], when: always, convert: Rust(Conv::bfi_reg) },
    Rule { name: "shl.b64 (register) → SHF.L.U64.HI + SHF.L.U32", ptx: "shl", types: &[Ty::I64], when: always, convert: Rust(Conv::shl64_reg) },
    Rule { name: "shr.b64 (register) → SHF.R.U64/S64 + SHF.R.U32/S32.HI", ptx: "shr", types: &[Ty::I64], when: always, convert: Rust(Conv::shr64_reg) },
    Rule { name: "abs.s64 → IADD3 + IMAD.X (negation) + ISETP + 2 × SEL", ptx: "abs", types: &[Ty::I64], when: always, convert: Rust(Conv::abs64) },
    Rule { name: ABS16_RULE, ptx: "abs", types: &[Ty::I16], when: always, convert: Rust(Conv::abs16) },
    Rule { name: "brev.b64 → 2 × BREV (halves swapped)", ptx: "brev", types: &[Ty::I64], when: always, convert: Rust(Conv::brev64) },
    Rule { name: "not.b64 → 2 × LOP3.LUT 0x33", ptx: "not", types: &[Ty::I64], when: always, convert: Rust(Conv::not64) },
    Rule { name: "min.s16/u16(x2) → VIMNMX.S16x2/U16x2 (PT)", ptx: "min", types: &[], when: is_16x2_or_16, convert: Rust(Conv::min16) },
    Rule { name: "max.s16/u16(x2) → VIMNMX.S16x2/U16x2 (!PT)", ptx: "max", types: &[], when: is_16x2_or_16, convert: Rust(Conv::max16) },
    Rule { name: "fns.b32 (immediate base, positive immediate offset) → LOP3 (mask below base) + binary search by POPC of halves, bytes, nibbles, pairs", ptx: "fns", types: &[Ty::I32], when: fns_imm, convert: Rust(Conv::fns_imm) },
    Rule { name: BFIND_RULE, ptx: "bfind", types: &[Ty::I32], when: always, convert: Rust(Conv::bfind32) },
    Rule { name: NANOSLEEP_RULE, ptx: "nanosleep", types: &[], when: always, convert: Rust(Conv::nanosleep) },
    Rule { name: "lop3.b32 → LOP3.LUT (the PTX lookup table)", ptx: "lop3", types: &[Ty::I32], when: always, convert: Rust(Conv::lop3_ptx) },
    Rule { name: "dp4a / dp2a.lo → IDP.4A / IDP.2A.LO (byte and half-word types of a and b)", ptx: "dp4a", types: &[], when: always, convert: Rust(Conv::idp) },
    Rule { name: "dp4a / dp2a.lo → IDP.4A / IDP.2A.LO (byte and half-word types of a and b)", ptx: "dp2a", types: &[], when: dp2a_lo, convert: Rust(Conv::idp) },
    Rule { name: "cvt among f16/bf16/f64 and 16/64-bit integers → one F2F / I2F / F2I naming both types", ptx: "cvt", types: &[], when: cvt_one_insn, convert: Rust(Conv::cvt_one) },
];

/// The SASS name of a conversion's float type (`None` for f32, which ptxas leaves unnamed).
fn float_name(t: ScalarType) -> Option<&'static str> {
    match t {
        ScalarType::F16 => Some("F16"),
        ScalarType::Bf16 => Some("BF16"),
        ScalarType::F64 => Some("F64"),
        _ => None,
    }
}

/// The SASS name of a conversion's integer type (`None` for s32, which ptxas leaves unnamed).
fn int_name(t: ScalarType) -> Option<&'static str> {
    use ScalarType as T;
    match t {
        T::S16 => Some("S16"),
        T::U16 | T::B16 => Some("U16"),
        T::U32 | T::B32 => Some("U32"),
        T::S64 => Some("S64"),
        T::U64 | T::B64 => Some("U64"),
        _ => None,
    }
}

fn is_float(t: ScalarType) -> bool {
    matches!(t, ScalarType::F16 | ScalarType::Bf16 | ScalarType::F32 | ScalarType::F64)
}

fn is_int(t: ScalarType) -> bool {
    matches!(ty_class(t), Ty::I16 | Ty::I32 | Ty::I64)
}

/// A conversion the earlier rules left, between two floats or a float and a 16/32/64-bit
/// integer, without saturation (`.sat` clamps first in ptxas).
fn cvt_one_insn(i: &Instruction) -> bool {
    let t = i.types();
    let (Some(&d), Some(&s)) = (t.first(), t.get(1)) else { return false };
    !i.has_modifier(".sat") && !i.has_modifier(".relu") && ((is_float(d) && is_float(s) && d != s) || (is_float(d) && is_int(s)) || (is_int(d) && is_float(s)))
}

fn fns_imm(i: &Instruction) -> bool {
    matches!(imm_of(i.operands.get(2)), Some(0..=31)) && matches!(imm_of(i.operands.get(3)), Some(1..=32))
}

fn dp2a_lo(i: &Instruction) -> bool {
    i.has_modifier(".lo")
}

fn imm_of(op: Option<&POp>) -> Option<i64> {
    match op {
        Some(POp::Imm(i, _)) => i.as_i64(),
        _ => None,
    }
}

fn bfe_imm(i: &Instruction) -> bool {
    imm_of(i.operands.get(2)).is_some() && imm_of(i.operands.get(3)).is_some()
}

fn bfi_imm(i: &Instruction) -> bool {
    imm_of(i.operands.get(3)).is_some() && imm_of(i.operands.get(4)).is_some()
}

/// 16-bit integers, scalar or packed (`.s16x2` / `.u16x2`).
fn is_16x2_or_16(i: &Instruction) -> bool {
    i.modifier_texts().any(|m| matches!(m, ".s16" | ".u16" | ".s16x2" | ".u16x2"))
}

impl Conv {
    /// `bfind.u32/.s32 d, a`: the position of the most significant (non-sign) bit, `FLO.U32` or
    /// `FLO`; `.shiftamt` counts from the top instead (`.SH`), as ptxas 13.5 writes it.
    fn bfind32(&mut self, i: &Instruction) -> Res<()> {
        let signed = i.ty().is_some_and(is_signed);
        let mut mods: Vec<&str> = if signed { vec![] } else { vec!["U32"] };
        if i.has_modifier(".shiftamt") {
            mods.push("SH");
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        self.emit("FLO", &mods, 1, vec![d, a]);
        Ok(())
    }

    /// `nanosleep.u32 t`: `NANOSLEEP t` (an immediate or a register).
    fn nanosleep(&mut self, i: &Instruction) -> Res<()> {
        let [t] = one(self.ops(i, 1)?);
        let t = self.r32(t)?;
        self.emit("NANOSLEEP", &[], 0, vec![t]);
        Ok(())
    }

    /// `bfe` with both the position and the length immediate (PTX takes them mod 256). ptxas
    /// writes one PRMT for an unsigned field of whole bytes, else a right shift (none at position
    /// 0) and a sign or zero extension of the low `len` bits (none for 32 bits or more).
    fn bfe_imm(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, _, _] = four(self.ops(i, 4)?);
        let signed = i.ty().is_some_and(is_signed);
        let pos = imm_of(i.operands.get(2)).unwrap_or(0) & 0xff;
        let len = imm_of(i.operands.get(3)).unwrap_or(0) & 0xff;
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        if len == 0 || (!signed && pos >= 32) {
            self.emit("MOV", &[], 1, vec![d, rz()]);
            return Ok(());
        }
        if signed && pos >= 32 {
            self.emit("SHF", &["R", "S32", "HI"], 1, vec![d, rz(), imm(0x1f), a]).props = vec![prop_sign(true)];
            return Ok(());
        }
        if !signed && pos % 8 == 0 && len % 8 == 0 && pos + len <= 32 && len < 32 {
            // Bytes pos/8 .. (pos+len)/8 of a, zero bytes (selector 7: RZ's byte 3) above.
            let mut sel = 0i64;
            for k in 0..4 {
                let b = if k < len / 8 { pos / 8 + k } else { 7 };
                sel |= b << (4 * k);
            }
            self.emit("PRMT", &[], 1, vec![d, a, imm(sel), rz()]);
            return Ok(());
        }
        let (s32, sgxt): (&str, &[&str]) = if signed { ("S32", &[]) } else { ("U32", &["U32"]) };
        let shifted = if pos > 0 {
            if len >= 32 {
                self.emit("SHF", &["R", s32, "HI"], 1, vec![d, rz(), imm(pos), a]).props = vec![prop_sign(signed)];
                return Ok(());
            }
            let t = self.f.temp(RegClass::R);
            self.emit("SHF", &["R", s32, "HI"], 1, vec![Operand::reg(t), rz(), imm(pos), a]).props = vec![prop_sign(signed)];
            Operand::reg(t)
        } else {
            a
        };
        if len >= 32 {
            self.emit("MOV", &[], 1, vec![d, shifted]);
        } else {
            self.emit("SGXT", sgxt, 1, vec![d, shifted, imm(len)]);
        }
        Ok(())
    }

    /// `bfe` with a register position or length: ptxas packs the length's low byte next to the
    /// position's (`PRMT len, 0x7604, pos`), takes each byte back out (`PRMT RZ, 0x4` / `0x5`),
    /// then shifts and extends by registers.
    fn bfe_reg(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, p, l] = four(self.ops(i, 4)?);
        let signed = i.ty().is_some_and(is_signed);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        let p = self.r32(p)?;
        let p = self.in_reg(p);
        let l = self.r32(l)?;
        let l = self.in_reg(l);
        let (packed, pos, len, t) = (self.f.temp(RegClass::R), self.f.temp(RegClass::R), self.f.temp(RegClass::R), self.f.temp(RegClass::R));
        self.emit("PRMT", &[], 1, vec![Operand::reg(packed), l, imm(0x7604), p]);
        self.emit("PRMT", &[], 1, vec![Operand::reg(pos), rz(), imm(0x4), Operand::reg(packed)]);
        self.emit("PRMT", &[], 1, vec![Operand::reg(len), rz(), imm(0x5), Operand::reg(packed)]);
        let (s32, sgxt): (&str, &[&str]) = if signed { ("S32", &[]) } else { ("U32", &["U32"]) };
        self.emit("SHF", &["R", s32, "HI"], 1, vec![Operand::reg(t), rz(), Operand::reg(pos), a]).props = vec![prop_sign(signed)];
        self.emit("SGXT", sgxt, 1, vec![d, Operand::reg(t), Operand::reg(len)]);
        Ok(())
    }

    /// `bfi.b32 d, f, b, pos, len` with a register position or length, as ptxas 13 expands it:
    /// position and length packed by one PRMT (0x7604) and read back as bytes (`& 0xff`), BMSK
    /// of the field, `f << pos`, and one LOP3 (0xe2) selecting it under the mask.
    fn bfi_reg(&mut self, i: &Instruction) -> Res<()> {
        let ops = self.ops(i, 5)?;
        let d = self.d32(&ops[0])?;
        let f = self.r32(&ops[1])?;
        let f = self.in_reg(f);
        let b = self.r32(&ops[2])?;
        let b = self.in_reg(b);
        let p = self.r32(&ops[3])?;
        let p = self.in_reg(p);
        let l = self.r32(&ops[4])?;
        let l = self.in_reg(l);
        let (packed, pos, len) = (self.f.temp(RegClass::R), self.f.temp(RegClass::R), self.f.temp(RegClass::R));
        let (mask, shifted) = (self.f.temp(RegClass::R), self.f.temp(RegClass::R));
        self.emit("PRMT", &[], 1, vec![Operand::reg(packed), l, imm(0x7604), p]);
        self.emit("PRMT", &[], 1, vec![Operand::reg(pos), rz(), imm(0x4), Operand::reg(packed)]);
        self.emit("PRMT", &[], 1, vec![Operand::reg(len), rz(), imm(0x5), Operand::reg(packed)]);
        self.emit("BMSK", &[], 1, vec![Operand::reg(mask), Operand::reg(pos), Operand::reg(len)]);
        self.emit("SHF", &["L", "U32"], 1, vec![Operand::reg(shifted), f, Operand::reg(pos), rz()]);
        self.emit("LOP3", &["LUT"], 1, vec![d, Operand::reg(shifted), Operand::reg(mask), b, imm(0xe2), pt().inverted()]);
        Ok(())
    }

    /// `bfi.b32 d, f, b, pos, len` with immediates: `(f << pos) & mask | b & ~mask` as one LOP3
    /// (0xe2: B selects between A and C) with the mask as B.
    fn bfi_imm(&mut self, i: &Instruction) -> Res<()> {
        let ops = self.ops(i, 5)?;
        let (d, f, b) = (&ops[0], &ops[1], &ops[2]);
        let pos = (imm_of(i.operands.get(3)).unwrap_or(0) & 0xff) as u32;
        let len = (imm_of(i.operands.get(4)).unwrap_or(0) & 0xff) as u32;
        let d = self.d32(d)?;
        let f = self.r32(f)?;
        let f = self.in_reg(f);
        let b = self.r32(b)?;
        let b = self.in_reg(b);
        if len == 0 || pos >= 32 {
            self.emit("MOV", &[], 1, vec![d, b]);
            return Ok(());
        }
        // A whole byte (a constant lane of a <4 x i8>): ptxas 13.5 inserts it with one PRMT,
        // byte pos/8 from f's low byte, the others from b (pos 8: 0x7604).
        if len == 8 && pos.is_multiple_of(8) {
            let k = pos / 8;
            let sel: i64 = (0..4).map(|j: u32| i64::from(if j == k { 0 } else { 4 + j }) << (4 * j)).sum();
            self.emit("PRMT", &[], 1, vec![d, f, imm(sel), b]);
            return Ok(());
        }
        let width = len.min(32 - pos);
        let mask = (((1u64 << width) - 1) << pos) as u32;
        let shifted = if pos > 0 {
            let t = self.f.temp(RegClass::R);
            self.emit("SHF", &["L", "U32"], 1, vec![Operand::reg(t), f, imm(pos as i64), rz()]);
            Operand::reg(t)
        } else {
            f
        };
        self.emit("LOP3", &["LUT"], 1, vec![d, shifted, imm(mask as i64), b, imm(0xe2), pt().inverted()]);
        Ok(())
    }

    /// The 64-bit source and destination of a shift, and the amount as a 32-bit operand.
    fn shift64_operands(&mut self, i: &Instruction) -> Res<(VReg, Operand, Operand, Operand)> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let lo = self.half(a, 0)?;
        let lo = self.in_reg(lo);
        let hi = self.half(a, 1)?;
        let hi = self.in_reg(hi);
        let n = self.r32(b)?;
        Ok((dv, lo, hi, n))
    }

    /// `shl.b64` by a register: the funnel shift of the pair for the high word, then the low.
    fn shl64_reg(&mut self, i: &Instruction) -> Res<()> {
        let (dv, lo, hi, n) = self.shift64_operands(i)?;
        self.emit("SHF", &["L", "U64", "HI"], 1, vec![Operand::sub(dv, 1), lo.clone(), n.clone(), hi]);
        self.emit("SHF", &["L", "U32"], 1, vec![Operand::sub(dv, 0), lo, n, rz()]);
        Ok(())
    }

    /// `shr.u64/s64` by a register: the funnel shift of the pair for the low word, then the high.
    fn shr64_reg(&mut self, i: &Instruction) -> Res<()> {
        let signed = i.ty().is_some_and(is_signed);
        let (dv, lo, hi, n) = self.shift64_operands(i)?;
        let (s32, s64) = if signed { ("S32", "S64") } else { ("U32", "U64") };
        self.emit("SHF", &["R", s64], 1, vec![Operand::sub(dv, 0), lo, n.clone(), hi.clone()]);
        self.emit("SHF", &["R", s32, "HI"], 1, vec![Operand::sub(dv, 1), rz(), n, hi]).props = vec![prop_sign(signed)];
        Ok(())
    }

    /// `abs.s16`: the low half sign-extended by `PRMT a, 0x9910, RZ`, then the 32-bit `IABS`
    /// (ptxas -arch=sm_90 13.5 on a lone abs.s16).
    fn abs16(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        let t = self.f.temp(RegClass::R);
        self.emit("PRMT", &[], 1, vec![Operand::reg(t), a, imm(0x9910), rz()]);
        self.emit("IABS", &[], 1, vec![d, Operand::reg(t)]);
        Ok(())
    }

    fn abs64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let a = self.r64src(a)?;
        let mut env = SeqEnv::new(vec![("d", d), ("a", a)], "abs64");
        self.seq(
            &mut env,
            "
            IADD3 r0, p1, RZ, -a.lo, RZ
            ISETP.LT.AND p0, PT, a.hi, RZ, PT
            IMAD.X r1, RZ, RZ, ~a.hi, p1
            SEL d.lo, r0, a.lo, p0
            SEL d.hi, r1, a.hi, p0
        ",
        )
    }

    fn brev64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let lo = self.half(a, 0)?;
        let lo = self.in_reg(lo);
        let hi = self.half(a, 1)?;
        let hi = self.in_reg(hi);
        self.emit("BREV", &[], 1, vec![Operand::sub(dv, 1), lo]);
        self.emit("BREV", &[], 1, vec![Operand::sub(dv, 0), hi]);
        Ok(())
    }

    fn not64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        for k in 0..2u8 {
            let x = self.half(a, k)?;
            self.emit("LOP3", &["LUT"], 1, vec![Operand::sub(dv, k), rz(), x, rz(), imm(0x33), pt().inverted()]);
        }
        Ok(())
    }

    /// One conversion instruction: `F2F.<dst>.<src>`, `I2F.<dst>.<src>`, `F2I.<dst>.<src>` with
    /// f32 and s32 unnamed, the rounding after the types (`F2I`'s `.TRUNC/.FLOOR/.CEIL`,
    /// `.RZ/.RM/.RP` otherwise) and `F2I`'s `.NTZ` for a result of at most 32 bits from a
    /// source narrower than f64, as ptxas writes them.
    fn cvt_one(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let t = i.types();
        let (dt, st) = (t[0], t[1]);
        let unsupported = || format!("ptxas Phase 1: {} is not supported yet", i.full_name());
        let wide = |t: ScalarType| matches!(t, ScalarType::F64) || ty_class(t) == Ty::I64;
        let mut mods: Vec<&str> = Vec::new();
        if i.has_modifier(".ftz") {
            mods.push("FTZ");
        }
        let opcode = if is_float(dt) && is_float(st) {
            mods.extend(float_name(dt).or(Some("F32")));
            mods.extend(float_name(st).or(Some("F32")));
            "F2F"
        } else if is_float(dt) {
            mods.extend(float_name(dt));
            mods.extend(int_name(st));
            "I2F"
        } else {
            mods.extend(int_name(dt));
            mods.extend(float_name(st));
            "F2I"
        };
        let rnd = if opcode == "F2I" {
            match [(".rzi", "TRUNC"), (".rmi", "FLOOR"), (".rpi", "CEIL"), (".rni", "")].into_iter().find(|(m, _)| i.has_modifier(m)) {
                Some((_, r)) => r,
                None => return Err(format!("ptxas Phase 1: {} needs an integer rounding modifier", i.full_name())),
            }
        } else {
            [(".rz", "RZ"), (".rm", "RM"), (".rp", "RP")].into_iter().find(|(m, _)| i.has_modifier(m)).map_or("", |(_, r)| r)
        };
        if !rnd.is_empty() {
            mods.push(rnd);
        }
        if opcode == "F2I" && !wide(dt) && st != ScalarType::F64 {
            mods.push("NTZ");
        }
        let d = if wide(dt) { self.d64(d)? } else { self.d32(d)? };
        let a = if wide(st) {
            match a {
                POp::Reg(..) => self.reg_of_class(a, RegClass::R64)?,
                _ => return Err(unsupported()),
            }
        } else {
            let x = self.r32(a)?;
            self.in_reg(x)
        };
        let props = match opcode {
            "F2I" => vec![prop_sign(is_signed(dt))],
            "I2F" => vec![prop_rounding(if rnd.is_empty() { "RN" } else { rnd }), prop_sign(is_signed(st))],
            _ => vec![prop_rounding(if rnd.is_empty() { "RN" } else { rnd })],
        };
        self.emit(opcode, &mods, 1, vec![d, a]).props = props;
        Ok(())
    }

    /// `fns.b32 d, mask, base, n` with immediates: the position of the n-th set bit of mask at
    /// or above base (-1 if there are fewer). ptxas clears the bits below base, then narrows by
    /// the population counts of the low half, byte, nibble and pair, counting down n.
    fn fns_imm(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let [d, a, _, _] = four(self.ops(i, 4)?);
        let base = imm_of(i.operands.get(2)).unwrap_or(0);
        let n = imm_of(i.operands.get(3)).unwrap_or(1);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        let mut env = SeqEnv::new(vec![("a", a), ("q", d)], "fns");
        let clear = if base == 0 { "MOV r0, a".to_string() } else { format!("LOP3.LUT r0, a, {:#x}, RZ, 0xc0, !PT", !((1u32 << base) - 1)) };
        let text = format!(
            "
            {clear}
            PRMT r5, r0, 0x7710, RZ
            POPC r4, r0
            POPC r5, r5
            ISETP.LT.U32.AND p0, PT, r5, {n:#x}, PT
            IADD3 r6, -r5, {n:#x}, RZ
            SEL r6, r6, {n:#x}, p0
            @p0 SHF.R.U32.HI r0, RZ, 0x10, r0
            PRMT r7, r0, 0x7770, RZ
            POPC r7, r7
            ISETP.LT.U32.AND p1, PT, r7, r6, PT
            @p1 SHF.R.U32.HI r0, RZ, 0x8, r0
            @p1 IADD3 r6, r6, -r7, RZ
            SGXT.U32 r8, r0, 0x4
            POPC r5, r8
            ISETP.LT.U32.AND p2, PT, r5, r6, PT
            @p2 SHF.R.U32.HI r0, RZ, 0x4, r0
            @p2 IADD3 r6, r6, -r5, RZ
            SEL r5, RZ, 0x10, !p0
            SHF.R.U32.HI r10, RZ, 0x1, r0
            SGXT.U32 r7, r0, 0x1
            @p1 IADD3 r5, r5, 0x8, RZ
            SGXT.U32 r10, r10, 0x1
            ISETP.LT.AND p1, PT, r4, {n:#x}, PT
            @p2 IADD3 r5, r5, 0x4, RZ
            IADD3 r7, r7, r10, RZ
            ISETP.LT.U32.AND p3, PT, r7, r6, PT
            @p3 SHF.R.U32.HI r0, RZ, 0x2, r0
            @p3 IADD3 r6, r6, -r7, RZ
            @p3 IADD3 r5, r5, 0x2, RZ
            SGXT.U32 r7, r0, 0x1
            ISETP.LT.U32.AND p0, PT, r7, r6, PT
            @p0 IADD3 r5, r5, 0x1, RZ
            SEL q, r5, 0xffffffff, !p1
        "
        );
        self.seq(&mut env, &text)
    }

    /// `lop3.b32 d, a, b, c, lut`: one LOP3 with the same table (a and c in registers, b may
    /// stay an immediate).
    fn lop3_ptx(&mut self, i: &Instruction) -> Res<()> {
        let ops = self.ops(i, 5)?;
        let Some(lut) = imm_of(Some(&ops[4])) else {
            return Err(format!("ptxas Phase 1: {} needs an immediate lookup table", i.full_name()));
        };
        let d = self.d32(&ops[0])?;
        let a = self.r32(&ops[1])?;
        let a = self.in_reg(a);
        let b = self.r32(&ops[2])?;
        let c = self.r32(&ops[3])?;
        let c = self.in_reg(c);
        self.emit("LOP3", &["LUT"], 1, vec![d, a, b, c, imm(lut & 0xff), pt().inverted()]);
        Ok(())
    }

    /// `dp4a.atype.btype d, a, b, c` → `IDP.4A.<a>8.<b>8`, `dp2a.lo` → `IDP.2A.LO.<a>16.<b>8`
    /// (operands in registers: IDP has no immediate form).
    fn idp(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let t = i.types();
        let (Some(&ta), Some(&tb)) = (t.first(), t.get(1)) else {
            return Err(format!("ptxas Phase 1: {} needs the types of a and b", i.full_name()));
        };
        let four_a = i.opcode == "dp4a";
        let mods: Vec<&str> = if four_a {
            vec!["4A", if is_signed(ta) { "S8" } else { "U8" }, if is_signed(tb) { "S8" } else { "U8" }]
        } else {
            vec!["2A", "LO", if is_signed(ta) { "S16" } else { "U16" }, if is_signed(tb) { "S8" } else { "U8" }]
        };
        let d = self.d32(d)?;
        let mut srcs = Vec::new();
        for x in [a, b, c] {
            let x = self.r32(x)?;
            srcs.push(self.in_reg(x));
        }
        let [a, b, c]: [Operand; 3] = srcs.try_into().map_err(|_| "three sources".to_string())?;
        self.emit("IDP", &mods, 1, vec![d, a, b, c]);
        Ok(())
    }

    /// 16-bit min/max: both halves at once (only the low one matters for a scalar); an
    /// immediate is repeated in both halves, as ptxas writes it.
    fn minmax16(&mut self, i: &Instruction, max: bool) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let signed = i.modifier_texts().any(|m| matches!(m, ".s16" | ".s16x2"));
        let packed = i.modifier_texts().any(|m| matches!(m, ".s16x2" | ".u16x2"));
        let d = self.d32(d)?;
        let (a, b) = (self.r32(a)?, self.r32(b)?);
        let (a, b) = if is_imm(&a) && !is_imm(&b) { (b, a) } else { (a, b) };
        let a = self.in_reg(a);
        let b = match b.value {
            Value::Imm(v) if !packed => imm(((v as u64 & 0xffff) * 0x1_0001) as i64),
            _ => b,
        };
        let sel = if max { pt().inverted() } else { pt() };
        if !crate::sass::arch::arch(self.sm).vimnmx {
            // No VIMNMX before sm_90 (ptxas on sm_80: `PRMT R7, R7, 0x9910, RZ` then `IMNMX`):
            // both sources widened to 32 bits, then the 32-bit min/max, which arch legalization
            // spells IMNMX. An immediate (repeated in both halves above) keeps its low half.
            if packed {
                // No VIMNMX (sm_110; `hopper_only_feature` refuses the packed forms before
                // sm_90, as ptxas does). ptxas 13.5 -arch=sm_110a splits it: each half widened
                // to 32 bits (`LOP3.LUT x, 0xffff` and `PRMT x, 0x7732` unsigned, `PRMT 0x9910`
                // and `PRMT 0xbb32` signed), a 32-bit min/max per half, `PRMT d, lo, 0x5410, hi`.
                let (la, ha) = self.halves16(a, signed);
                let (lb, hb) = self.halves16(b, signed);
                let mods: &[&str] = if signed { &[] } else { &["U32"] };
                let (lo, hi) = (self.f.temp(RegClass::R), self.f.temp(RegClass::R));
                self.emit("VIMNMX", mods, 1, vec![Operand::reg(lo), la, lb, sel.clone()]).props = vec![prop_sign(signed)];
                self.emit("VIMNMX", mods, 1, vec![Operand::reg(hi), ha, hb, sel]).props = vec![prop_sign(signed)];
                self.emit("PRMT", &[], 1, vec![d, Operand::reg(lo), imm(0x5410), Operand::reg(hi)]);
                return Ok(());
            }
            let ty = if signed { ScalarType::S16 } else { ScalarType::U16 };
            let a = self.widen16(a, ty);
            let b = match b.value {
                Value::Imm(v) => imm(if signed { (v & 0xffff) as u16 as i16 as i64 } else { v & 0xffff }),
                _ => self.widen16(b, ty),
            };
            let mods: &[&str] = if signed { &[] } else { &["U32"] };
            self.emit("VIMNMX", mods, 1, vec![d, a, b, sel]).props = vec![prop_sign(signed)];
            return Ok(());
        }
        self.emit("VIMNMX", &[if signed { "S16x2" } else { "U16x2" }], 1, vec![d, a, b, sel]).props = vec![prop_sign(signed)];
        Ok(())
    }

    /// The two 16-bit halves of `x` widened to 32 bits (zero- or sign-extended), as ptxas splits
    /// a packed min/max where the arch has no VIMNMX; an immediate is split at compile time.
    fn halves16(&mut self, x: Operand, signed: bool) -> (Operand, Operand) {
        let ext = |v: i64| if signed { v as u16 as i16 as i64 } else { v & 0xffff };
        if let Value::Imm(v) = x.value {
            return (imm(ext(v)), imm(ext(v >> 16)));
        }
        let (lo, hi) = (self.f.temp(RegClass::R), self.f.temp(RegClass::R));
        if signed {
            self.emit("PRMT", &[], 1, vec![Operand::reg(lo), x.clone(), imm(0x9910), rz()]);
        } else {
            self.emit("LOP3", &["LUT"], 1, vec![Operand::reg(lo), x.clone(), imm(0xffff), rz(), imm(0xc0), pt().inverted()]);
        }
        self.emit("PRMT", &[], 1, vec![Operand::reg(hi), x, imm(if signed { 0xbb32 } else { 0x7732 }), rz()]);
        (Operand::reg(lo), Operand::reg(hi))
    }

    fn min16(&mut self, i: &Instruction) -> Res<()> {
        self.minmax16(i, false)
    }
    fn max16(&mut self, i: &Instruction) -> Res<()> {
        self.minmax16(i, true)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::dump;
    use super::*;
    use super::super::super::tests::check_cases;

    /// (PTX, rule, what its conversion must contain, in order).
    const CASES: &[(&str, &str, &[&str])] = &[
        ("bfind.u32 %r1, %r2;", BFIND_RULE, &["FLO.U32 %r1, %r2"]),
        ("bfind.s32 %r1, %r2;", BFIND_RULE, &["FLO %r1, %r2"]),
        ("bfind.shiftamt.u32 %r1, %r2;", BFIND_RULE, &["FLO.U32.SH %r1, %r2"]),
        ("nanosleep.u32 100;", NANOSLEEP_RULE, &["NANOSLEEP 0x64"]),
        ("nanosleep.u32 %r2;", NANOSLEEP_RULE, &["NANOSLEEP %r2"]),
        ("bfe.s32 %r1, %r2, 3, 1;", "bfe.u32/s32 (immediate position and length) → SHF.R.HI + SGXT, or PRMT for whole bytes", &["SHF.R.S32.HI %t", "RZ, 0x3, %r2", "SGXT %r1, %t", ", 0x1"]),
        ("bfe.u32 %r1, %r2, 0, 8;", "bfe.u32/s32 (immediate position and length) → SHF.R.HI + SGXT, or PRMT for whole bytes", &["PRMT %r1, %r2, 0x7770, RZ"]),
        ("bfe.u32 %r1, %r2, 16, 16;", "bfe.u32/s32 (immediate position and length) → SHF.R.HI + SGXT, or PRMT for whole bytes", &["PRMT %r1, %r2, 0x7732, RZ"]),
        ("bfe.u32 %r1, %r2, 4, 14;", "bfe.u32/s32 (immediate position and length) → SHF.R.HI + SGXT, or PRMT for whole bytes", &["SHF.R.U32.HI %t", "0x4, %r2", "SGXT.U32 %r1", "0xe"]),
        ("bfe.s32 %r1, %r2, 0, 8;", "bfe.u32/s32 (immediate position and length) → SHF.R.HI + SGXT, or PRMT for whole bytes", &["SGXT %r1, %r2, 0x8"]),
        ("bfe.s32 %r1, %r2, %r3, 7;", "bfe.u32/s32 (register position or length) → PRMT (pack) + 2 × PRMT (bytes) + SHF.R.HI + SGXT", &["MOV %t", "0x7", "PRMT %t", "0x7604, %r3", "PRMT %t", "RZ, 0x4", "PRMT %t", "RZ, 0x5", "SHF.R.S32.HI", "SGXT %r1"]),
        ("bfi.b32 %r1, %r2, %r3, 8, 4;", "bfi.b32 (immediate position and length) → SHF.L.U32 + LOP3.LUT 0xe2 (mask); a whole byte: one PRMT", &["SHF.L.U32 %t", "%r2, 0x8, RZ", "LOP3.LUT %r1, %t", "0xf00, %r3, 0xe2, !PT"]),
        ("bfi.b32 %r1, %r2, %r3, 16, 8;", "bfi.b32 (immediate position and length) → SHF.L.U32 + LOP3.LUT 0xe2 (mask); a whole byte: one PRMT", &["PRMT %r1, %r2, 0x7054, %r3"]),
        ("bfi.b32 %r1, %r2, %r3, %r4, 8;", "bfi.b32 (register position or length) → PRMT (pack) + 2 × PRMT (bytes) + BMSK + SHF.L.U32 + LOP3.LUT 0xe2", &["MOV %t", "0x8", "PRMT %t", "0x7604, %r4", "PRMT %t", "RZ, 0x4", "PRMT %t", "RZ, 0x5", "BMSK %t", "SHF.L.U32 %t", "%r2, %t", "LOP3.LUT %r1, %t", "%r3, 0xe2, !PT"]),
        ("shl.b64 %rd1, %rd2, %r3;", "shl.b64 (register) → SHF.L.U64.HI + SHF.L.U32", &["SHF.L.U64.HI %rd1.hi, %rd2.lo, %r3, %rd2.hi", "SHF.L.U32 %rd1.lo, %rd2.lo, %r3, RZ"]),
        ("shr.u64 %rd1, %rd2, %r3;", "shr.b64 (register) → SHF.R.U64/S64 + SHF.R.U32/S32.HI", &["SHF.R.U64 %rd1.lo, %rd2.lo, %r3, %rd2.hi", "SHF.R.U32.HI %rd1.hi, RZ, %r3, %rd2.hi"]),
        ("shr.s64 %rd1, %rd2, %r3;", "shr.b64 (register) → SHF.R.U64/S64 + SHF.R.U32/S32.HI", &["SHF.R.S64 %rd1.lo", "SHF.R.S32.HI %rd1.hi"]),
        ("abs.s64 %rd1, %rd2;", "abs.s64 → IADD3 + IMAD.X (negation) + ISETP + 2 × SEL", &["IADD3 %t", "-%rd2.lo", "ISETP.LT.AND", "%rd2.hi, RZ", "IMAD.X %t", "~%rd2.hi", "SEL %rd1.lo", "SEL %rd1.hi"]),
        ("abs.s16 %rs1, %rs2;", ABS16_RULE, &["PRMT %t", "%rs2, 0x9910, RZ", "IABS %rs1, %t"]),
        ("brev.b64 %rd1, %rd2;", "brev.b64 → 2 × BREV (halves swapped)", &["BREV %rd1.hi, %rd2.lo", "BREV %rd1.lo, %rd2.hi"]),
        ("not.b64 %rd1, %rd2;", "not.b64 → 2 × LOP3.LUT 0x33", &["LOP3.LUT %rd1.lo, RZ, %rd2.lo, RZ, 0x33, !PT", "LOP3.LUT %rd1.hi, RZ, %rd2.hi, RZ, 0x33, !PT"]),
        ("min.s16 %rs1, %rs2, %rs3;", "min.s16/u16(x2) → VIMNMX.S16x2/U16x2 (PT)", &["VIMNMX.S16x2 %rs1, %rs2, %rs3, PT"]),
        ("max.u16 %rs1, %rs2, 300;", "max.s16/u16(x2) → VIMNMX.S16x2/U16x2 (!PT)", &["VIMNMX.U16x2 %rs1, %rs2, 0x12c012c, !PT"]),
        ("cvt.f64.f16 %fd1, %rs2;", "cvt among f16/bf16/f64 and 16/64-bit integers → one F2F / I2F / F2I naming both types", &["F2F.F64.F16 %fd1, %rs2"]),
        ("cvt.rn.bf16.f64 %rs1, %fd2;", "cvt among f16/bf16/f64 and 16/64-bit integers → one F2F / I2F / F2I naming both types", &["F2F.BF16.F64 %rs1, %fd2"]),
        ("cvt.rn.bf16.s64 %rs1, %rd2;", "cvt among f16/bf16/f64 and 16/64-bit integers → one F2F / I2F / F2I naming both types", &["I2F.BF16.S64 %rs1, %rd2"]),
        ("cvt.rn.f64.s16 %fd1, %rs2;", "cvt among f16/bf16/f64 and 16/64-bit integers → one F2F / I2F / F2I naming both types", &["I2F.F64.S16 %fd1, %rs2"]),
        ("cvt.rzi.u16.f16 %rs1, %rs2;", "cvt among f16/bf16/f64 and 16/64-bit integers → one F2F / I2F / F2I naming both types", &["F2I.U16.F16.TRUNC.NTZ %rs1, %rs2"]),
        ("cvt.rzi.s64.bf16 %rd1, %rs2;", "cvt among f16/bf16/f64 and 16/64-bit integers → one F2F / I2F / F2I naming both types", &["F2I.S64.BF16.TRUNC %rd1, %rs2"]),
        ("cvt.rzi.u32.bf16 %r1, %rs2;", "cvt among f16/bf16/f64 and 16/64-bit integers → one F2F / I2F / F2I naming both types", &["F2I.U32.BF16.TRUNC.NTZ %r1, %rs2"]),
        ("fns.b32 %r1, %r2, 3, 1;", "fns.b32 (immediate base, positive immediate offset) → LOP3 (mask below base) + binary search by POPC of halves, bytes, nibbles, pairs", &["LOP3.LUT %t", "%r2, 0xfffffff8", "PRMT", "0x7710", "POPC", "POPC", "ISETP.LT.U32.AND", "SGXT.U32", "0x4", "SEL %r1", "0xffffffff"]),
        ("lop3.b32 %r1, %r2, %r3, 7, 0xe8;", "lop3.b32 → LOP3.LUT (the PTX lookup table)", &["MOV %t", "0x7", "LOP3.LUT %r1, %r2, %r3, %t", "0xe8, !PT"]),
        ("dp4a.u32.s32 %r1, %r2, %r3, %r4;", "dp4a / dp2a.lo → IDP.4A / IDP.2A.LO (byte and half-word types of a and b)", &["IDP.4A.U8.S8 %r1, %r2, %r3, %r4"]),
        ("dp2a.lo.s32.u32 %r1, %r2, %r3, %r4;", "dp4a / dp2a.lo → IDP.4A / IDP.2A.LO (byte and half-word types of a and b)", &["IDP.2A.LO.S16.U8 %r1, %r2, %r3, %r4"]),
        ("min.u16x2 %r1, %r2, %r3;", "min.s16/u16(x2) → VIMNMX.S16x2/U16x2 (PT)", &["VIMNMX.U16x2 %r1, %r2, %r3, PT"]),
    ];

    #[test]
    fn every_bit_case_takes_its_rule_and_makes_its_instructions() {
        check_cases(CASES, dump);
    }

    /// Before sm_90 (no VIMNMX) a scalar 16-bit min/max widens its sources and takes the 32-bit
    /// one (legalized to IMNMX after allocation); the packed form is refused in ptxas's words.
    #[test]
    fn minmax16_widens_before_sm90() {
        let sm80 = Sm::parse("80").expect("sm_80");
        let dump80 = |body: &str| {
            let text = format!(
                ".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{{\n\t.reg .b16 %rs<5>;\n\t.reg .b32 %r<5>;\n{body}\n\tret;\n}}\n"
            );
            let m = crate::ptx::parse(&text).expect("parses");
            let f = m.functions().next().expect("one function");
            convert_function_with(&m, f, sm80, false).map(|c| c.function.dump())
        };
        let d = dump80("min.s16 %rs1, %rs2, %rs3;").expect("converts");
        let (x, y, z) = (d.find("SGXT %t").expect("sign-extends"), d.rfind("SGXT %t").expect("both"), d.find("VIMNMX %rs1").expect("32-bit min"));
        assert!(x < y && y < z && d.contains("0x10") && !d.contains("VIMNMX.S16x2 %"), "{d}");
        let d = dump80("max.u16 %rs1, %rs2, -1;").expect("converts");
        assert!(d.contains("LOP3.LUT %t") && d.contains("VIMNMX.U32 %rs1") && d.contains("0xffff, !PT") && !d.contains("0xffffffff"), "{d}");
        let e = dump80("min.u16x2 %r1, %r2, %r3;").expect_err("refused");
        assert!(format!("{e:?}").contains("Feature 'min.u16x2' requires .target sm_90 or higher"), "{e:?}");
    }

    /// sm_110 has no VIMNMX either, but ptxas accepts the packed forms there and splits them
    /// (ptxas 13.5 -arch=sm_110a): halves widened, two 32-bit min/max, `PRMT 0x5410` to pack.
    #[test]
    fn packed_minmax16_splits_on_sm110() {
        let sm = Sm::parse("110a").expect("sm_110a");
        let dump110 = |body: &str| {
            let text = format!(".version 9.0\n.target sm_110a\n.address_size 64\n.visible .entry k()\n{{\n\t.reg .b32 %r<5>;\n{body}\n\tret;\n}}\n");
            let m = crate::ptx::parse(&text).expect("parses");
            let f = m.functions().next().expect("one function");
            convert_function_with(&m, f, sm, false).map(|c| c.function.dump()).expect("converts")
        };
        let d = dump110("min.u16x2 %r1, %r2, %r3;");
        let order = ["LOP3.LUT %t", "0xffff", "PRMT %t", "0x7732", "VIMNMX.U32 %t", "VIMNMX.U32 %t", "PRMT %r1, %t", "0x5410"];
        let mut at = 0;
        for want in order {
            at += d[at..].find(want).unwrap_or_else(|| panic!("{want} after {at} in {d}"));
        }
        let d = dump110("max.s16x2 %r1, %r2, %r3;");
        assert!(d.contains("0x9910") && d.contains("0xbb32") && d.contains("!PT") && d.contains("PRMT %r1"), "{d}");
        assert!(!d.contains("VIMNMX.S16x2 %"), "{d}");
    }

    #[test]
    fn every_bit_rule_has_a_case() {
        let missing: Vec<&str> = BIT_RULES.iter().map(|r| r.name).filter(|n| !CASES.iter().any(|(_, r, _)| r == n)).collect();
        assert!(missing.is_empty(), "bit rules without a unit case: {missing:?}");
    }
}
