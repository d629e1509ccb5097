//! Phase 1 rules for PTX that LLVM does not print but hand-written PTX uses (issue #4,
//! `tests/corpus/sass/handwritten.ptx`), read from ptxas 13.5's output on small kernels:
//!
//! - **Carry chains**: PTX's condition code `CC.CF` is one predicate register of the function
//!   (a virtual register named `%%cc`, written by every `.cc` instruction and read by every
//!   `addc`/`subc`/`madc`). `add.cc` → `IADD3 d, Pcc, a, b, RZ`; `addc(.cc)` → `IADD3.X d,
//!   [Pcc,] a, b, RZ, Pcc, !PT`; `sub.cc` → `IADD3 d, Pcc, a, -b, RZ` (the carry of `a + ~b + 1`,
//!   which is what `subc` consumes); `subc(.cc)` → `IADD3.X d, [Pcc,] a, ~b, RZ, Pcc, !PT`;
//!   `mad(c).lo/hi(.cc)` → the product (`IMAD` / `IMAD.HI(.U32)`) then the carrying `IADD3(.X)`
//!   of the addend (ptxas fuses the two into `IMAD.WIDE.U32 ... P` / `IMAD.X` where it can).
//! - `testp.<class>.f32` → `LOP3.LUT` of the magnitude + `ISETP(.U32)` against the exponent
//!   limits (`0x7f800000`, `0x800000`), two for `.normal`/`.subnormal`.
//! - `slct.<t>.s32/.f32 d, a, b, c` → `ISETP.GE` / `FSETP.GE(.FTZ)` of `c` against zero + `SEL`.
//! - `prmt.b32.<mode>` → `PRMT.<MODE> d, a, c, b` (the selector in the B slot, as plain `PRMT`).
//! - `ex2.approx.f16` → `MUFU.EX2.F16`; `.f16x2` → one per half, the high half moved down and
//!   back with `PRMT`.
//! - `red.global.<op>` (relaxed, `.gpu` scope) → `REDG.E.<op>.STRONG.GPU`.

use super::*;

/// The hand-written PTX extras, tried before every other table (the carry rules must take
/// `add.cc` before the base `add.s32` rule would).
pub static EXT_RULES: &[Rule] = &[
    Rule { name: CC_ADD, ptx: "add", types: &[], when: has_cc, convert: Rust(Conv::cc_add) },
    Rule { name: CC_SUB, ptx: "sub", types: &[], when: has_cc, convert: Rust(Conv::cc_sub) },
    Rule { name: CC_ADDC, ptx: "addc", types: &[], when: always, convert: Rust(Conv::cc_addc) },
    Rule { name: CC_SUBC, ptx: "subc", types: &[], when: always, convert: Rust(Conv::cc_subc) },
    Rule { name: CC_MAD, ptx: "mad", types: &[], when: has_cc, convert: Rust(Conv::cc_mad) },
    Rule { name: CC_MAD, ptx: "madc", types: &[], when: always, convert: Rust(Conv::cc_mad) },
    Rule { name: "testp.<class>.f32 → LOP3.LUT (magnitude) + ISETP.U32 (exponent limits)", ptx: "testp", types: &[Ty::F32], when: always, convert: Rust(Conv::testp32) },
    Rule { name: "slct.<t>.s32/.f32 → ISETP.GE / FSETP.GE (c ≥ 0) + SEL", ptx: "slct", types: &[], when: always, convert: Rust(Conv::slct) },
    Rule { name: "prmt.b32.<mode> → PRMT.<MODE> (f4e/b4e/rc8/ecl/ecr/rc16)", ptx: "prmt", types: &[Ty::I32], when: prmt_mode_of, convert: Rust(Conv::prmt_mode) },
    Rule { name: "ex2.approx.f16(x2) → MUFU.EX2.F16 (per half)", ptx: "ex2", types: &[Ty::F16], when: is_f16_not_bf16, convert: Rust(Conv::ex2_f16) },
    Rule { name: "red.global.<op> → REDG.E.<op>.STRONG.GPU", ptx: "red", types: &[], when: red_global_relaxed, convert: Rust(Conv::red_global) },
    Rule { name: VADD_SAT, ptx: "vadd", types: &[], when: vadd_s32, convert: Rust(Conv::vadd_s32) },
    Rule { name: TEX_2D, ptx: "tex", types: &[], when: tex_2d_v4, convert: Rust(Conv::tex_2d) },
    Rule { name: SULD_2D, ptx: "suld", types: &[], when: suld_b_2d, convert: Rust(Conv::suld_2d) },
];

const TEX_2D: &str = "tex.2d.v4.<d>.f32 (texref) → ULDC + UMOV (handle) + TEX.LL (LOD -32.0) into two pairs";
const SULD_2D: &str = "suld.b.2d(.v2/.v4).b32.trap (surfref) → ULDC (handle) + SULD.D.BA.2D.<size>.STRONG.SM.TRAP";
/// [`TEX_2D`] before sm_90: the handle's slot named by the instruction.
const TEX_2D_BOUND: &str = "tex.2d.v4.<d>.f32 (texref, before sm_90) → TEX.SCR.LL (LOD -32.0) naming the handle's slot (bank 0, word index) into two pairs";
/// [`SULD_2D`] before sm_90.
const SULD_2D_BOUND: &str = "suld.b.2d(.v2/.v4).b32.trap (surfref, before sm_90) → SULD.D.BA.2D.<size>.STRONG.SM.TRAP naming the handle's slot (bank 0, word index)";
/// [`TEX_2D`] on sm_100/103/110: the handle's uniform register alone (no index immediate).
const TEX_2D_UR: &str = "tex.2d.v4.<d>.f32 (texref, sm_100+) → LDCU + UMOV (handle) + TEX.LL (LOD -32.0) naming the handle's register alone, into two pairs";
/// [`TEX_2D`] on sm_120/121: a plain `TEX`, no level-of-detail register.
const TEX_2D_NO_LOD: &str = "tex.2d.v4.<d>.f32 (texref, sm_120/121) → LDCU + UMOV (handle) + TEX (no LOD register) naming the handle's register alone, into two pairs";
/// [`SULD_2D`] from sm_100.
const SULD_2D_UR: &str = "suld.b.2d(.v2/.v4).b32.trap (surfref, sm_100+) → LDCU (handle) + SULD.D.BA.2D.<size>.STRONG.SM.TRAP naming the handle's register alone";

/// Whether a texture or surface instruction names its handle's slot in bank 0 (sm_75-89:
/// `TEX.SCR.LL ..., 0x0, 0x5a, 2D`) instead of reading the handle from a uniform register
/// (sm_90+: `ULDC UR4, c[0x0][0x218]` + `TEX.LL ..., UR4, 0x0, 2D`); ptxas 13.5 on hand_texture.ptx.
/// The arch model's [`crate::sass::arch::Arch::bound_texture_index`].
fn bound_texture_slots(sm: crate::target::Sm) -> bool {
    crate::sass::arch::arch(sm).bound_texture_index
}

/// The fixed uniform pair the texture and surface handles are loaded into (`UR12`, `UR13`),
/// right before the instruction that reads it.
const TEX_UR: u8 = 12;
/// `URZ`.
const URZ_NUM: u8 = 63;

/// Whether a variable's type is a texture, sampler or surface reference (no memory of its own:
/// ptxas gives each texture and surface reference a 4-byte handle slot in constant bank 0).
pub(crate) fn is_texture_handle(ty: ScalarType) -> bool {
    matches!(ty, ScalarType::Texref | ScalarType::Samplerref | ScalarType::Surfref)
}

/// The parameter-map key of a texture or surface reference's handle slot.
fn texref_key(name: &str) -> String {
    format!("%texref:{name}")
}

/// Places the handle slots of the module's texture references, then its surface references,
/// each 4 bytes, after the kernel's parameters (`end`): what ptxas 13.5 does
/// (`.global .texref tex0` after a `.u64` parameter is `c[0x0][0x218]`).
/// From sm_100 the first slot is 16-byte aligned (a `.u32` parameter at `c[0x0][0x380]` puts
/// `tex0` at `c[0x0][0x390]`, two `.u64` parameters at `c[0x0][0x390]`: ptxas 13.5 -arch=sm_100a
/// and sm_120a; [`crate::sass::arch::Arch::texture_slot_align`]).
pub(crate) fn texture_slots(c: &mut Conv, module: &ast::Module, end: i64) {
    let align = crate::sass::arch::arch(c.sm).texture_slot_align;
    let mut slot = (end + align - 1) / align * align;
    for ty in [ScalarType::Texref, ScalarType::Surfref] {
        for it in &module.items {
            if let ast::Item::Variable(v) = it {
                if v.ty == ty && v.space == StateSpace::Global {
                    c.params.insert(texref_key(&v.name), slot);
                    slot += 4;
                }
            }
        }
    }
}

fn tex_2d_v4(i: &Instruction) -> bool {
    let t = i.types();
    i.has_modifier(".2d") && i.has_modifier(".v4") && t.len() == 2 && matches!(t[0], ScalarType::F32 | ScalarType::S32 | ScalarType::U32) && t[1] == ScalarType::F32
        && i.modifier_texts().all(|m| matches!(m, ".2d" | ".v4" | ".f32" | ".s32" | ".u32"))
}

fn suld_b_2d(i: &Instruction) -> bool {
    i.has_modifier(".b") && i.has_modifier(".2d") && i.has_modifier(".trap") && matches!(i.ty(), Some(ScalarType::B32))
        && i.modifier_texts().all(|m| matches!(m, ".b" | ".2d" | ".trap" | ".v2" | ".v4" | ".b32"))
}

const VADD_SAT: &str = "vadd.s32.s32.s32(.sat) → IADD3 (+ the 64-bit sum's high word and the clamp to s32 with .sat)";

/// `vadd.s32.s32.s32{.sat} d, a, b{, c}` with no secondary operation, byte/half selectors or
/// merge: ptxas ignores `c` there and computes `d = a + b`, clamped to the s32 range with `.sat`.
fn vadd_s32(i: &Instruction) -> bool {
    i.types() == [ScalarType::S32, ScalarType::S32, ScalarType::S32]
        && i.modifier_texts().all(|m| matches!(m, ".s32" | ".sat"))
        && matches!(i.operands.len(), 3 | 4)
}

const CC_ADD: &str = "add.cc.u32 → IADD3 d, Pcc, a, b, RZ (CC.CF in a predicate)";
const CC_SUB: &str = "sub.cc.u32 → IADD3 d, Pcc, a, -b, RZ";
const CC_ADDC: &str = "addc(.cc).u32 → IADD3.X d, [Pcc,] a, b, RZ, Pcc, !PT";
const CC_SUBC: &str = "subc(.cc).u32 → IADD3.X d, [Pcc,] a, ~b, RZ, Pcc, !PT";
const CC_MAD: &str = "mad(c).lo/hi(.cc).u32 → IMAD(.HI) + IADD3(.X) with the carry";

/// The virtual register holding `CC.CF` (not a PTX identifier, so no clash).
const CC_NAME: &str = "%%cc";

fn has_cc(i: &Instruction) -> bool {
    i.has_modifier(".cc")
}

const PRMT_MODES: &[&str] = &["f4e", "b4e", "rc8", "ecl", "ecr", "rc16"];

fn prmt_mode(i: &Instruction) -> Option<&'static str> {
    PRMT_MODES.iter().copied().find(|m| i.has_modifier(&format!(".{m}")))
}

fn prmt_mode_of(i: &Instruction) -> bool {
    prmt_mode(i).is_some()
}

fn is_f16_not_bf16(i: &Instruction) -> bool {
    i.has_modifier(".approx") && matches!(i.ty(), Some(ScalarType::F16 | ScalarType::F16x2))
}

fn red_global_relaxed(i: &Instruction) -> bool {
    in_global(i)
        && i.modifier_texts().all(|m| !matches!(m, ".acquire" | ".release" | ".acq_rel" | ".sc" | ".cta" | ".sys" | ".cluster" | ".v2" | ".v4" | ".v8"))
}

impl Conv {
    /// The `CC.CF` predicate, created at its first writer.
    fn cc_def(&mut self) -> Operand {
        if let Some(&v) = self.vregs.get(CC_NAME) {
            return Operand::reg(v);
        }
        let v = self.f.new_vreg(RegClass::P, CC_NAME);
        self.vregs.insert(CC_NAME.to_string(), v);
        Operand::reg(v)
    }

    /// `vadd.s32.s32.s32{.sat}` as ptxas 13.5 expands it: the exact 64-bit sum of the
    /// sign-extended operands (`IADD3` with the carry, `LEA.HI.X.SX32` of the sign words), then,
    /// with `.sat`, the sum where its high word is the low word's sign and `0x7fffffff` /
    /// `0x80000000` by the high word's sign otherwise (ptxas: `@!P1 SEL`; here two `SEL`s).
    fn vadd_s32(&mut self, i: &Instruction) -> Res<()> {
        let ops = &i.operands;
        let d = self.d32(&ops[0])?;
        let a = self.r32(&ops[1])?;
        let b = self.r32(&ops[2])?;
        let (mut a, mut b) = (a, b);
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        if !i.has_modifier(".sat") {
            self.emit("IADD3", &[], 1, vec![d, a, b, rz()]);
            return Ok(());
        }
        let b = self.in_reg(b);
        let lo = self.f.temp(RegClass::R);
        let hi = self.f.temp(RegClass::R);
        let bhi = self.f.temp(RegClass::R);
        let carry = self.f.temp(RegClass::P);
        self.emit("SHF", &["R", "S32", "HI"], 1, vec![Operand::reg(bhi), rz(), imm(0x1f), b.clone()]);
        self.emit("IADD3", &[], 2, vec![Operand::reg(lo), Operand::reg(carry), a.clone(), b, rz()]);
        self.emit("LEA", &["HI", "X", "SX32"], 1, vec![Operand::reg(hi), a, Operand::reg(bhi), imm(1), Operand::reg(carry)]);
        // No overflow when the high word is the low word's sign.
        let sign = self.f.temp(RegClass::R);
        self.emit("SHF", &["R", "S32", "HI"], 1, vec![Operand::reg(sign), rz(), imm(0x1f), Operand::reg(lo)]);
        let positive = self.f.temp(RegClass::P);
        self.emit("ISETP", &["GE", "AND"], 2, vec![Operand::reg(positive), pt(), Operand::reg(hi), rz(), pt()]);
        let x = self.f.temp(RegClass::R);
        self.emit("LOP3", &["LUT"], 1, vec![Operand::reg(x), Operand::reg(sign), Operand::reg(hi), rz(), imm(0x3c), pt().inverted()]);
        let exact = self.f.temp(RegClass::P);
        self.emit("ISETP", &["EQ", "AND"], 2, vec![Operand::reg(exact), pt(), Operand::reg(x), rz(), pt()]);
        let max = self.f.temp(RegClass::R);
        self.emit("MOV", &[], 1, vec![Operand::reg(max), imm(0x7fff_ffff)]);
        let clamp = self.f.temp(RegClass::R);
        self.emit("SEL", &[], 1, vec![Operand::reg(clamp), Operand::reg(max), imm(0x8000_0000), Operand::reg(positive)]);
        self.emit("SEL", &[], 1, vec![d, Operand::reg(lo), Operand::reg(clamp), Operand::reg(exact)]);
        Ok(())
    }

    /// `[ref, {x, y}]`: the two coordinates, and the instruction's handle operands. From
    /// sm_90 the handle's slot in bank 0 is loaded into `UR12` (and, for a texture, `UR13`
    /// cleared: `TEX` reads a 64-bit handle): `UR12, 0x0`. Before sm_90 (ptxas 13.5 for sm_75-89)
    /// the instruction names the slot itself, bank 0 and the slot's word index, and is the `.SCR`
    /// variant for a texture: `TEX.SCR.LL R2, R4, R2, R4, 0x0, 0x5a, 2D` for a handle at
    /// `c[0x0][0x168]` ([`TEX_2D_BOUND`], [`SULD_2D_BOUND`]). From sm_100 the slot is read with
    /// `LDCU` (a variable-latency load, unlike `ULDC`) and the instruction names `UR12` alone,
    /// no index immediate (`TEX.LL R2, R4, R2, R4, UR4, 2D`: ptxas 13.5 -arch=sm_100a).
    /// `pair`: the instruction reads a 64-bit handle, so `UR13` is cleared (`TEX`; ptxas writes no
    /// `UMOV` before a `SULD`).
    fn texture_operand<'a>(&mut self, i: &Instruction, op: &'a POp, pair: bool) -> Res<([&'a POp; 2], Vec<Operand>)> {
        let bad = || format!("ptxas Phase 1: {} takes [reference, {{x, y}}] here", i.full_name());
        let POp::Tuple(parts, _) = op else { return Err(bad()) };
        let [POp::Symbol(name, _), POp::Vector(coords, _)] = parts.as_slice() else { return Err(bad()) };
        let [x, y] = coords.as_slice() else { return Err(bad()) };
        let slot = *self.params.get(&texref_key(name)).ok_or_else(|| format!("ptxas Phase 1: {name} is not a .global .texref or .surfref"))?;
        if bound_texture_slots(self.sm) {
            return Ok(([x, y], vec![imm(0), imm(slot / 4)]));
        }
        // sm_100+ have no ULDC: the uniform constant load is an LDCU, a variable-latency load the
        // scheduler waits for on a barrier (ptxas 13.5 -arch=sm_100a: `LDCU UR4, c[0x0][0x390]`).
        let load = if crate::sass::arch::arch(self.sm).uldc { "ULDC" } else { "LDCU" };
        self.emit(load, &[], 1, vec![o(Value::UReg(TEX_UR)), o(Value::Const { bank: 0, offset: slot })]);
        if pair {
            self.emit("UMOV", &[], 1, vec![o(Value::UReg(TEX_UR + 1)), o(Value::UReg(URZ_NUM))]);
        }
        let mut handle = vec![o(Value::UReg(TEX_UR))];
        if crate::sass::arch::arch(self.sm).texture_handle_index {
            handle.push(imm(0));
        }
        Ok(([x, y], handle))
    }

    /// Each 32-bit element of a vector destination ← its part of `t`.
    fn vector_from(&mut self, i: &Instruction, d: &POp, parts: &[(VReg, u8)]) -> Res<()> {
        let POp::Vector(items, _) = d else {
            return Err(format!("ptxas Phase 1: {} writes a vector", i.full_name()));
        };
        if items.len() != parts.len() {
            return Err(format!("ptxas Phase 1: {} writes {} elements", i.full_name(), parts.len()));
        }
        for (item, &(t, k)) in items.iter().zip(parts) {
            if matches!(item, POp::Sink(_)) {
                continue;
            }
            let d = self.d32(item)?;
            self.emit("MOV", &[], 1, vec![d, Operand::sub(t, k)]);
        }
        Ok(())
    }

    /// `tex.2d.v4.<d>.f32 {a, b, c, d}, [tex, {x, y}]` in unified mode, as ptxas 13.5 compiles it
    /// for a compute kernel: `TEX.LL` at an explicit level of detail of -32.0, coordinates in a
    /// pair, results in two pairs (`TEX.LL Rzw, Rxy, Rcoords, Rlod, UR, 0x0, 2D`). sm_120/121
    /// write a plain `TEX Rzw, Rxy, Rcoords, UR, 2D` with no LOD register ([`TEX_2D_NO_LOD`]).
    fn tex_2d(&mut self, i: &Instruction) -> Res<()> {
        let [d, t] = two(self.ops(i, 2)?);
        let a = crate::sass::arch::arch(self.sm);
        let bound = bound_texture_slots(self.sm);
        if bound {
            self.rule = TEX_2D_BOUND;
        } else if !a.texture_lod_register {
            self.rule = TEX_2D_NO_LOD;
        } else if !a.texture_handle_index {
            self.rule = TEX_2D_UR;
        }
        let lod = if a.texture_lod_register {
            let lod = self.f.temp(RegClass::R);
            self.emit("MOV", &[], 1, vec![Operand::reg(lod), imm(0xc200_0000)]);
            Some(lod)
        } else {
            None
        };
        let ([x, y], handle) = self.texture_operand(i, t, true)?;
        let coords = self.f.temp(RegClass::R64);
        for (k, c) in [x, y].into_iter().enumerate() {
            let c = self.f32src(c)?;
            self.emit("MOV", &[], 1, vec![Operand::sub(coords, k as u8), c]);
        }
        let xy = self.f.temp(RegClass::R64);
        let zw = self.f.temp(RegClass::R64);
        let mods: &[&str] = match (bound, lod) {
            (true, _) => &["SCR", "LL"],
            (false, Some(_)) => &["LL"],
            (false, None) => &[],
        };
        let mut ops = vec![Operand::reg(zw), Operand::reg(xy), Operand::reg(coords)];
        ops.extend(lod.map(Operand::reg));
        ops.extend(handle);
        ops.push(o(Value::SReg("2D")));
        self.emit("TEX", mods, 2, ops);
        self.vector_from(i, d, &[(xy, 0), (xy, 1), (zw, 0), (zw, 1)])
    }

    /// `suld.b.2d(.v2/.v4).b32.trap d, [surf, {x, y}]` → `SULD.D.BA.2D.<32/64/128>.STRONG.SM.TRAP`
    /// (`.b`: x in bytes, `D.BA`), coordinates in a pair.
    fn suld_2d(&mut self, i: &Instruction) -> Res<()> {
        let [d, t] = two(self.ops(i, 2)?);
        let n = if i.has_modifier(".v4") { 4 } else if i.has_modifier(".v2") { 2 } else { 1 };
        if bound_texture_slots(self.sm) {
            self.rule = SULD_2D_BOUND;
        } else if !crate::sass::arch::arch(self.sm).texture_handle_index {
            self.rule = SULD_2D_UR;
        }
        let ([x, y], handle) = self.texture_operand(i, t, false)?;
        let coords = self.f.temp(RegClass::R64);
        for (k, c) in [x, y].into_iter().enumerate() {
            let c = self.r32(c)?;
            self.emit("MOV", &[], 1, vec![Operand::sub(coords, k as u8), c]);
        }
        let (class, size) = match n {
            4 => (RegClass::R128, Some("128")),
            2 => (RegClass::R64, Some("64")),
            _ => (RegClass::R, None),
        };
        let t = self.f.temp(class);
        let mut mods = vec!["D", "BA", "2D"];
        mods.extend(size);
        mods.extend(["STRONG", "SM", "TRAP"]);
        let addr = o(Value::Mem { base: Some((coords, Part::Whole)), wide: false, desc: false, offset: 0, sp: false });
        let mut ops = vec![Operand::reg(t), addr];
        ops.extend(handle);
        self.emit("SULD", &mods, 1, ops);
        if n == 1 {
            let d = self.d32(d)?;
            self.emit("MOV", &[], 1, vec![d, Operand::reg(t)]);
            return Ok(());
        }
        let parts: Vec<(VReg, u8)> = (0..n).map(|k| (t, k as u8)).collect();
        self.vector_from(i, d, &parts)
    }

    /// The `CC.CF` predicate an `addc`/`subc`/`madc` reads.
    fn cc_use(&mut self, i: &Instruction) -> Res<Operand> {
        match self.vregs.get(CC_NAME) {
            Some(&v) => Ok(Operand::reg(v)),
            None => Err(format!("ptxas Phase 1: {} reads the carry flag, but no .cc instruction before it writes one", i.full_name())),
        }
    }

    /// Carry chains are 32-bit here (`.u64`/`.s64` chains are not supported yet).
    fn cc_check_type(&self, i: &Instruction) -> Res<()> {
        match i.ty().map(ty_class) {
            Some(Ty::I32) => Ok(()),
            _ => Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name())),
        }
    }

    /// `IADD3 d, Pcc, a, b, RZ` (a in a register; an immediate goes to B).
    fn cc_iadd3(&mut self, d: Operand, a: Operand, b: Operand) {
        let (mut a, mut b) = (a, b);
        if is_imm(&a) && !is_imm(&b) {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        let cc = self.cc_def();
        self.emit("IADD3", &[], 2, vec![d, cc, a, b, rz()]);
    }

    /// `IADD3.X d, [Pcc,] a, b, RZ, Pcc, !PT` (B may be an immediate or complemented).
    fn cc_iadd3x(&mut self, i: &Instruction, d: Operand, a: Operand, b: Operand) -> Res<()> {
        let (mut a, mut b) = (a, b);
        if is_imm(&a) && !is_imm(&b) && !b.bitnot {
            std::mem::swap(&mut a, &mut b);
        }
        let a = self.in_reg(a);
        let cin = self.cc_use(i)?;
        let b = match b.value {
            Value::Imm(0) if !b.bitnot => rz(),
            _ => b,
        };
        if i.has_modifier(".cc") {
            // The same predicate register carries in and out.
            let cout = self.cc_def();
            self.emit("IADD3", &["X"], 2, vec![d, cout, a, b, rz(), cin, pt().inverted()]);
        } else {
            self.emit("IADD3", &["X"], 1, vec![d, a, b, rz(), cin, pt().inverted()]);
        }
        Ok(())
    }

    fn cc_add(&mut self, i: &Instruction) -> Res<()> {
        self.cc_check_type(i)?;
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        self.cc_iadd3(d, a, b);
        Ok(())
    }

    fn cc_sub(&mut self, i: &Instruction) -> Res<()> {
        self.cc_check_type(i)?;
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        let b = self.r32(b)?;
        // a - b as a + ~b + 1: for an immediate, -b is the same sum with the same carry except
        // for b = 0 (a + 0 never carries, a + ~0 + 1 always does): that is -RZ.
        let b = match b.value {
            Value::Imm(0) => rz().negated(),
            Value::Imm(v) => imm((v as u32).wrapping_neg() as i64),
            _ => b.negated(),
        };
        let cc = self.cc_def();
        self.emit("IADD3", &[], 2, vec![d, cc, a, b, rz()]);
        Ok(())
    }

    fn cc_addc(&mut self, i: &Instruction) -> Res<()> {
        self.cc_check_type(i)?;
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        self.cc_iadd3x(i, d, a, b)
    }

    fn cc_subc(&mut self, i: &Instruction) -> Res<()> {
        self.cc_check_type(i)?;
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        let b = self.r32(b)?;
        // a - b - !CF as a + ~b + CF: an immediate is complemented in place.
        let b = match b.value {
            Value::Imm(v) => imm(!(v as u32) as i64),
            _ => self.in_reg(b).complemented(),
        };
        self.cc_iadd3x(i, d, a, b)
    }

    /// `mad.lo.cc`, `mad.hi.cc`, `madc.lo(.cc)`, `madc.hi(.cc)`: the product's word, then the
    /// addend with the carry.
    fn cc_mad(&mut self, i: &Instruction) -> Res<()> {
        self.cc_check_type(i)?;
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let signed = i.ty().is_some_and(is_signed);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let b = self.r32(b)?;
        let c = self.r32(c)?;
        let t = self.f.temp(RegClass::R);
        let mods: &[&str] = if i.has_modifier(".hi") {
            if signed {
                &["HI"]
            } else {
                &["HI", "U32"]
            }
        } else if i.has_modifier(".lo") {
            &[]
        } else {
            return Err(format!("ptxas Phase 1: {} needs .lo or .hi", i.full_name()));
        };
        // (IMAD's sign field is the .HI form's: the low word is the same either way.)
        let props = if mods.is_empty() { vec![prop_width(32)] } else { vec![prop_width(32), prop_sign(signed)] };
        self.imad(mods, Operand::reg(t), a, b, rz(), props);
        if i.opcode == "madc" {
            self.cc_iadd3x(i, d, Operand::reg(t), c)
        } else {
            self.cc_iadd3(d, Operand::reg(t), c);
            Ok(())
        }
    }

    /// `testp.<class>.f32 p, a` on the magnitude `t = a & 0x7fffffff`.
    fn testp32(&mut self, i: &Instruction) -> Res<()> {
        let [p, a] = two(self.ops(i, 2)?);
        let p = self.dpred(p)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let t = self.f.temp(RegClass::R);
        self.emit("LOP3", &["LUT"], 1, vec![Operand::reg(t), a, imm(0x7fff_ffff), rz(), imm(0xc0), pt().inverted()]);
        let t = Operand::reg(t);
        let isetp = |c: &mut Conv, cond: &'static str, d: Operand, b: Operand, with: Operand| {
            c.emit("ISETP", &[cond, "U32", "AND"], 2, vec![d, pt(), t.clone(), b, with]);
        };
        let two_sided = |c: &mut Conv, first: (&'static str, Operand), second: (&'static str, i64)| {
            let q = c.f.temp(RegClass::P);
            isetp(c, first.0, Operand::reg(q), first.1, pt());
            isetp(c, second.0, p.clone(), imm(second.1), Operand::reg(q));
        };
        const INF: i64 = 0x7f80_0000;
        const MIN_NORMAL: i64 = 0x80_0000;
        match ["finite", "infinite", "number", "notanumber", "normal", "subnormal"].into_iter().find(|m| i.has_modifier(&format!(".{m}"))) {
            Some("finite") => isetp(self, "LT", p, imm(INF), pt()),
            Some("infinite") => isetp(self, "EQ", p, imm(INF), pt()),
            Some("number") => isetp(self, "LE", p, imm(INF), pt()),
            Some("notanumber") => isetp(self, "GT", p, imm(INF), pt()),
            Some("normal") => two_sided(self, ("GE", imm(MIN_NORMAL)), ("LT", INF)),
            Some("subnormal") => two_sided(self, ("NE", rz()), ("LT", MIN_NORMAL)),
            _ => return Err(format!("ptxas Phase 1: {} has no class to test", i.full_name())),
        }
        Ok(())
    }

    /// `slct.dtype.ctype d, a, b, c`: `d = c >= 0 ? a : b`.
    fn slct(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let types = i.types();
        let (Some(&dt), Some(&ct)) = (types.first(), types.get(1)) else {
            return Err(format!("ptxas Phase 1: {} needs two types", i.full_name()));
        };
        let p = self.f.temp(RegClass::P);
        match ct {
            ScalarType::S32 => {
                let c = self.r32(c)?;
                let c = self.in_reg(c);
                self.emit("ISETP", &["GE", "AND"], 2, vec![Operand::reg(p), pt(), c, rz(), pt()]);
            }
            ScalarType::F32 => {
                let c = self.f32src(c)?;
                let c = self.in_reg(c);
                let mods: &[&str] = if i.has_modifier(".ftz") { &["GE", "FTZ", "AND"] } else { &["GE", "AND"] };
                self.emit("FSETP", mods, 2, vec![Operand::reg(p), pt(), c, rz(), pt()]);
            }
            _ => return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name())),
        }
        let p = Operand::reg(p);
        match ty_class(dt) {
            Ty::I32 | Ty::F32 => {
                let d = self.d32(d)?;
                let (a, b) = if ty_class(dt) == Ty::F32 { (self.f32src(a)?, self.f32src(b)?) } else { (self.r32(a)?, self.r32(b)?) };
                self.selp_generic("SEL", d, a, b, p);
            }
            Ty::I64 | Ty::F64 => {
                let d = self.d64(d)?;
                let Value::Reg(dv, _) = d.value else { return Err("ptxas Phase 1: expected a 64-bit register".into()) };
                for k in 0..2u8 {
                    let ak = self.half(a, k)?;
                    let bk = self.half(b, k)?;
                    self.selp_generic("SEL", Operand::sub(dv, k), ak, bk, p.clone());
                }
            }
            _ => return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name())),
        }
        Ok(())
    }

    /// `prmt.b32.<mode> d, a, b, c` → `PRMT.<MODE> d, a, c, b`.
    fn prmt_mode(&mut self, i: &Instruction) -> Res<()> {
        let mode = prmt_mode(i).ok_or_else(|| format!("ptxas Phase 1: {} has no mode", i.full_name()))?;
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        let b = self.r32(b)?;
        let b = self.in_reg(b);
        let sel = self.r32(c)?;
        // The table has no immediate selector for every mode: a register always works.
        let sel = if matches!(mode, "ecr" | "rc16") { self.in_reg(sel) } else { sel };
        let m: &'static str = match mode {
            "f4e" => "F4E",
            "b4e" => "B4E",
            "rc8" => "RC8",
            "ecl" => "ECL",
            "ecr" => "ECR",
            _ => "RC16",
        };
        self.emit("PRMT", &[m], 1, vec![d, a, sel, b]);
        Ok(())
    }

    /// `ex2.approx.f16 d, a` → `MUFU.EX2.F16 d, a`; `.f16x2` per half.
    fn ex2_f16(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        if i.ty() == Some(ScalarType::F16) {
            self.emit("MUFU", &["EX2", "F16"], 1, vec![d, a]);
            return Ok(());
        }
        let (lo, hi_in, hi) = (self.f.temp(RegClass::R), self.f.temp(RegClass::R), self.f.temp(RegClass::R));
        self.emit("MUFU", &["EX2", "F16"], 1, vec![Operand::reg(lo), a.clone()]);
        self.emit("PRMT", &[], 1, vec![Operand::reg(hi_in), a, imm(0x7632), rz()]);
        self.emit("MUFU", &["EX2", "F16"], 1, vec![Operand::reg(hi), Operand::reg(hi_in)]);
        self.emit("PRMT", &[], 1, vec![d, Operand::reg(lo), imm(0x5410), Operand::reg(hi)]);
        Ok(())
    }

    /// `red.global.<op>.<type> [a], b` → `REDG.E.<op>[.type].STRONG.GPU desc[UR4][a.64+off], b`.
    fn red_global(&mut self, i: &Instruction) -> Res<()> {
        let unsupported = || format!("ptxas Phase 1: {} is not supported yet", i.full_name());
        let [a, b] = two(self.ops(i, 2)?);
        let ty = i.ty().ok_or("ptxas Phase 1: red needs a type")?;
        let op = ["add", "and", "or", "xor", "min", "max"].into_iter().find(|o| i.has_modifier(&format!(".{o}"))).ok_or_else(unsupported)?;
        let class = ty_class(ty);
        let suffix: Option<&str> = match (class, is_signed(ty), op) {
            (Ty::F32, _, "add") => Some("F32.FTZ.RN"),
            (Ty::F64, _, "add") => Some("F64.RN"),
            (Ty::F32 | Ty::F64, _, _) => return Err(unsupported()),
            (Ty::I64, true, _) => Some("S64"),
            (Ty::I64, false, _) => Some("64"),
            (Ty::I32, true, "add" | "min" | "max") => Some("S32"),
            (Ty::I32, _, _) => None,
            _ => return Err(unsupported()),
        };
        let addr = self.global_addr(a)?;
        let b = match class {
            Ty::I64 | Ty::F64 => self.r64src(b)?,
            Ty::F32 => {
                let x = self.f32src(b)?;
                self.in_reg(x)
            }
            _ => {
                let x = self.r32(b)?;
                self.in_reg(x)
            }
        };
        let opname = op.to_ascii_uppercase();
        let mut mods: Vec<&str> = vec!["E", opname.as_str()];
        mods.extend(suffix);
        mods.extend(["STRONG", "GPU"]);
        self.emit("REDG", &mods, 0, vec![addr, b]).props = vec![prop_scope("GPU"), Prop { field: 208, value: 1163, name: "atomic op" }];
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dump(body: &str) -> String {
        let text = format!(
            ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u64 k_param_0)\n{{\n\t.reg .pred %p<5>;\n\t.reg .b32 %r<12>;\n\t.reg .f32 %f<4>;\n\t.reg .f16 %h<4>;\n\t.reg .b64 %rd<4>;\n{body}\n\tret;\n}}\n"
        );
        let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("{d:?}"));
        let f = m.functions().next().unwrap();
        match convert_function_with(&m, f, Sm::SM90, false) {
            Ok(c) => c.function.dump(),
            Err(d) => panic!("{body}: {d:?}"),
        }
    }

    fn has_in_order(d: &str, want: &[&str]) {
        let mut at = 0;
        for w in want {
            match d[at..].find(w) {
                Some(k) => at += k + w.len(),
                None => panic!("`{w}` not found (in order) in\n{d}"),
            }
        }
    }

    #[test]
    fn carry_chains_thread_one_predicate() {
        let d = dump("\tadd.cc.u32 %r1, %r2, %r3;\n\taddc.cc.u32 %r4, %r5, %r6;\n\taddc.u32 %r7, %r8, 3;\n\tsub.cc.u32 %r1, %r2, %r3;\n\tsubc.u32 %r4, %r5, 5;");
        has_in_order(
            &d,
            &[
                "IADD3 %r1, %%cc, %r2, %r3, RZ",
                "IADD3.X %r4, %%cc, %r5, %r6, RZ, %%cc, !PT",
                "IADD3.X %r7, %r8, 0x3, RZ, %%cc, !PT",
                "IADD3 %r1, %%cc, %r2, -%r3, RZ",
                "IADD3.X %r4, %r5, 0xfffffffa, RZ, %%cc, !PT",
            ],
        );
    }

    #[test]
    fn mad_carry_adds_the_addend_after_the_product() {
        let d = dump("\tmad.lo.cc.u32 %r1, %r2, %r3, %r4;\n\tmadc.hi.u32 %r5, %r2, %r3, %r6;");
        has_in_order(&d, &["IMAD ", "%r2, %r3, RZ", "IADD3 %r1, %%cc,", "%r4, RZ", "IMAD.HI.U32 ", "IADD3.X %r5,", "%r6, RZ, %%cc, !PT"]);
    }

    #[test]
    fn addc_without_a_carry_writer_is_refused() {
        let text = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n\t.reg .b32 %r<4>;\n\taddc.u32 %r1, %r2, %r3;\n\tret;\n}\n";
        let m = crate::ptx::parse(text).unwrap();
        let f = m.functions().next().unwrap();
        let e = convert_function(&m, f, Sm::SM90).unwrap_err();
        assert!(e[0].message.contains("no .cc instruction before it"), "{e:?}");
    }

    #[test]
    fn a_system_call_goes_through_its_bank4_slot() {
        // vprintf is declared first, so its slot is 0 and the string's 8 (ptxas's layout).
        let text = ".version 8.0\n.target sm_90\n.address_size 64\n.extern .func (.param .b32 func_retval0) vprintf\n(\n\t.param .b64 vprintf_param_0,\n\t.param .b64 vprintf_param_1\n);\n\
.global .align 1 .b8 fmt[3] = {104, 10, 0};\n.visible .entry k(.param .u64 k_param_0)\n{\n\t.reg .b64 %rd<4>;\n\tld.param.u64 %rd1, [k_param_0];\n\
\t{\n\t.param .b64 param0;\n\t.param .b64 param1;\n\t.param .b32 retval0;\n\tmov.b64 %rd2, fmt;\n\tcvta.global.u64 %rd3, %rd2;\n\tst.param.b64 [param0], %rd3;\n\tst.param.b64 [param1], 0;\n\
\tcall.uni (retval0), vprintf, (param0, param1);\n\t}\n\tst.global.u32 [%rd1], 1;\n\tret;\n}\n";
        let m = crate::ptx::parse(text).unwrap_or_else(|d| panic!("{d:?}"));
        let f = m.functions().find(|f| f.name == "k").unwrap();
        let d = convert_function_with(&m, f, Sm::SM90, false).unwrap_or_else(|e| panic!("{e:?}")).function.dump();
        has_in_order(&d, &["c[0x4][0x8]", "LDC.64 %abi.R2, c[0x4][0x0]", "LEPC %abi.R20", "CALL.ABS.NOINC %abi.R2.lo", "ULDC.64 UR4, c[0x0][0x208]", "STG.E"]);
        // The whole kernel compiles (the call clobbers everything).
        let out = crate::ptxas::driver::compile(&m, Sm::SM90);
        assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    }

    #[test]
    fn a_system_call_before_sm90_adds_its_return_distance_to_lepc() {
        // sm_75-89 have no `LEPC R20, addr`: `LEPC R` reads its own address, and R20:R21 is that
        // plus the distance to the instruction after the CALL (ptxas: `IADD3 R20, P0, P1, -R20,
        // R11, R8`; ours adds the distance as an immediate).
        let text = ".version 8.0\n.target sm_80\n.address_size 64\n.extern .func (.param .b32 func_retval0) vprintf\n(\n\t.param .b64 vprintf_param_0,\n\t.param .b64 vprintf_param_1\n);\n\
.global .align 1 .b8 fmt[3] = {104, 10, 0};\n.visible .entry k(.param .u64 k_param_0)\n{\n\t.reg .b64 %rd<4>;\n\tld.param.u64 %rd1, [k_param_0];\n\
\t{\n\t.param .b64 param0;\n\t.param .b64 param1;\n\t.param .b32 retval0;\n\tmov.b64 %rd2, fmt;\n\tcvta.global.u64 %rd3, %rd2;\n\tst.param.b64 [param0], %rd3;\n\tst.param.b64 [param1], 0;\n\
\tcall.uni (retval0), vprintf, (param0, param1);\n\t}\n\tst.global.u32 [%rd1], 1;\n\tret;\n}\n";
        let m = crate::ptx::parse(text).unwrap_or_else(|d| panic!("{d:?}"));
        for sm in ["75", "80", "89"] {
            let sm = Sm::parse(sm).unwrap();
            let out = crate::ptxas::driver::compile(&m, sm);
            assert!(out.diagnostics.iter().all(|d| d.severity != crate::diag::Severity::Error), "{sm}: {:?}", out.diagnostics);
            // (offset, text) of each instruction line `/*0120*/ TEXT ;`.
            let lines: Vec<(u64, String)> = out
                .listing
                .lines()
                .filter_map(|l| {
                    let l = l.trim().strip_prefix("/*")?;
                    let (off, rest) = l.split_once("*/")?;
                    Some((u64::from_str_radix(off, 16).ok()?, rest.split(';').next()?.trim().to_string()))
                })
                .collect();
            let find = |p: &str| lines.iter().find(|(_, t)| t.starts_with(p)).unwrap_or_else(|| panic!("{sm}: no {p} in\n{}", out.listing));
            let (lepc, _) = find("LEPC R");
            let (call, _) = find("CALL.ABS.NOINC");
            let (_, add) = find("IADD3 R20, P");
            assert!(add.ends_with(&format!("{:#x}, RZ", call + 16 - lepc)), "{sm}: {add} (LEPC at {lepc:#x}, CALL at {call:#x})");
            assert!(lines.iter().any(|(_, t)| t.starts_with("IADD3.X R21, ")), "{sm}: {}", out.listing);
        }
    }

    /// Before sm_90 a texture or surface instruction names its handle's slot (bank 0, word
    /// index: `c[0x0][0x168]` after one `.u64` parameter at sm_80's 0x160 is 0x5a) instead of
    /// loading it into UR12 (ptxas 13.5: `TEX.SCR.LL R2, R4, R2, R4, 0x0, 0x5a, 2D`,
    /// `SULD.D.BA.2D.64.STRONG.SM.TRAP R6, [R8], 0x0, 0x5b`); sm_90 keeps the ULDC.
    #[test]
    fn texture_handles_are_named_slots_before_sm90() {
        let text = |sm: &str| {
            format!(
                ".version 7.0\n.target {sm}\n.address_size 64\n.global .texref tex0;\n.global .surfref surf0;\n.visible .entry k(.param .u64 p)\n{{\n\t.reg .f32 %f<6>;\n\t.reg .b32 %r<4>;\n\
\tmov.u32 %r1, %laneid;\n\tcvt.rn.f32.u32 %f1, %r1;\n\ttex.2d.v4.f32.f32 {{%f2, %f3, %f4, %f5}}, [tex0, {{%f1, %f1}}];\n\tsuld.b.2d.v2.b32.trap {{%r2, %r3}}, [surf0, {{%r1, %r1}}];\n\tret;\n}}\n"
            )
        };
        let conv = |sm: &str| {
            let m = crate::ptx::parse(&text(&format!("sm_{sm}"))).unwrap_or_else(|d| panic!("{d:?}"));
            let f = m.functions().next().unwrap();
            convert_function_with(&m, f, Sm::parse(sm).unwrap(), false).unwrap_or_else(|e| panic!("{e:?}")).function
        };
        let f80 = conv("80");
        let d = f80.dump();
        has_in_order(&d, &["TEX.SCR.LL ", ", 0x0, 0x5a, 2D", "SULD.D.BA.2D.64.STRONG.SM.TRAP ", ", 0x0, 0x5b"]);
        assert!(!d.contains("ULDC") && !d.contains("UR12"), "{d}");
        assert!(f80.blocks.iter().flat_map(|b| &b.insts).any(|i| i.rule == TEX_2D_BOUND), "{d}");
        let d = conv("90").dump();
        has_in_order(&d, &["ULDC UR12, c[0x0][0x218]", "TEX.LL ", "UR12, 0x0, 2D", "ULDC UR12, c[0x0][0x21c]", "SULD.D.BA.2D.64.STRONG.SM.TRAP ", "UR12, 0x0"]);
    }

    /// From sm_100 the handle is read with `LDCU` (variable latency, on a barrier) from a slot
    /// 16-byte aligned after the parameters (`c[0x0][0x390]` after one `.u64` at 0x380), and the
    /// instruction names the uniform register alone; sm_120/121 sample with a plain `TEX` (no LOD
    /// register). ptxas 13.5 -arch=sm_100a / sm_120a on hand_texture.ptx: `TEX.LL R2, R4, R2, R4,
    /// UR4, 2D`, `TEX R2, R4, R2, UR4, 2D`, `SULD.D.BA.2D.64.STRONG.SM.TRAP R6, [R8], UR4`.
    #[test]
    fn texture_handles_on_blackwell_are_ldcu_registers_alone() {
        let text = ".version 8.8\n.target sm_100a\n.address_size 64\n.global .texref tex0;\n.global .surfref surf0;\n.visible .entry k(.param .u64 p)\n{\n\t.reg .f32 %f<6>;\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<2>;\n\
\tld.param.u64 %rd1, [p];\n\tmov.u32 %r1, %laneid;\n\tcvt.rn.f32.u32 %f1, %r1;\n\ttex.2d.v4.f32.f32 {%f2, %f3, %f4, %f5}, [tex0, {%f1, %f1}];\n\tsuld.b.2d.v2.b32.trap {%r2, %r3}, [surf0, {%r1, %r1}];\n\
\tst.global.v4.f32 [%rd1], {%f2, %f3, %f4, %f5};\n\tst.global.v2.u32 [%rd1+16], {%r2, %r3};\n\tret;\n}\n";
        let m = crate::ptx::parse(text).unwrap_or_else(|d| panic!("{d:?}"));
        for (sm, tex, rule) in [("100a", "TEX.LL R", TEX_2D_UR), ("110a", "TEX.LL R", TEX_2D_UR), ("120a", "TEX R", TEX_2D_NO_LOD), ("121a", "TEX R", TEX_2D_NO_LOD)] {
            let sm = Sm::parse(sm).unwrap();
            let f = m.functions().next().unwrap();
            let conv = convert_function_with(&m, f, sm, false).unwrap_or_else(|e| panic!("{sm}: {e:?}")).function;
            let insts: Vec<_> = conv.blocks.iter().flat_map(|b| &b.insts).collect();
            assert!(insts.iter().any(|i| i.rule == rule) && insts.iter().any(|i| i.rule == SULD_2D_UR), "{sm}: {}", conv.dump());
            // The level of detail (-32.0) only where TEX.LL reads it.
            assert_eq!(conv.dump().contains("0xc2000000"), tex == "TEX.LL R", "{sm}: {}", conv.dump());
            let out = crate::ptxas::driver::compile(&m, sm);
            assert!(out.diagnostics.iter().all(|d| d.severity != crate::diag::Severity::Error), "{sm}: {:?}", out.diagnostics);
            let l = &out.listing;
            has_in_order(l, &["LDCU UR12, c[0x0][0x390]", "UMOV UR13, URZ", tex, ", UR12, 2D ;", "LDCU UR12, c[0x0][0x394]", "SULD.D.BA.2D.64.STRONG.SM.TRAP R", "], UR12 ;"]);
            assert!(!l.contains("ULDC") && !l.contains("UR12, 0x0"), "{sm}: {l}");
        }
    }

    /// What ptxas 13.5 refuses below sm_90 is refused in its words, at the instruction's line.
    #[test]
    fn hopper_only_features_are_refused_before_sm90_in_ptxas_words() {
        let text = ".version 7.8\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n\t.reg .b16 %rs<4>;\n\t.reg .b32 %r<4>;\n\t.reg .f64 %fd<2>;\n\
\tadd.rn.bf16 %rs1, %rs2, %rs3;\n\tmul.rn.bf16x2 %r1, %r2, %r3;\n\tmax.s16x2 %r1, %r2, %r3;\n\tcvt.rn.bf16.f64 %rs1, %fd1;\n\tcvt.rzi.s32.bf16 %r1, %rs1;\n\
\tfma.rn.bf16x2 %r1, %r2, %r3, %r1;\n\tcvt.f32.bf16 %r1, %rs1;\n\tret;\n}\n";
        let m = crate::ptx::parse(text).unwrap_or_else(|d| panic!("{d:?}"));
        let f = m.functions().next().unwrap();
        let e = convert_function(&m, f, Sm::parse("80").unwrap()).unwrap_err();
        let got: Vec<(u32, &str)> = e.iter().map(|d| (d.span.line, d.message.as_str())).collect();
        assert_eq!(
            got,
            [
                (9, "ptxas Phase 1: Feature 'add.bf16' requires .target sm_90 or higher"),
                (10, "ptxas Phase 1: Feature 'mul.bf16x2' requires .target sm_90 or higher"),
                (11, "ptxas Phase 1: Feature 'max.s16x2' requires .target sm_90 or higher"),
                (12, "ptxas Phase 1: Feature 'cvt with .bf16.f64' requires .target sm_90 or higher"),
                (13, "ptxas Phase 1: Feature 'cvt with .s32.bf16' requires .target sm_90 or higher"),
            ]
        );
        let m = crate::ptx::parse(&text.replace("sm_80", "sm_90")).unwrap();
        let f = m.functions().next().unwrap();
        assert!(convert_function(&m, f, Sm::SM90).is_ok());
    }

    #[test]
    fn testp_slct_prmt_ex2_red() {
        let d = dump("\tmov.b32 %f1, %r1;\n\ttestp.normal.f32 %p1, %f1;\n\ttestp.finite.f32 %p2, %f1;\n\tslct.s32.f32 %r2, %r3, %r4, %f1;\n\tprmt.b32.f4e %r5, %r2, %r3, %r4;\n\tex2.approx.f16 %h1, %h2;\n\tred.global.max.s32 [%rd1+4], %r5;");
        has_in_order(
            &d,
            &[
                "LOP3.LUT ",
                "0x7fffffff, RZ, 0xc0, !PT",
                "ISETP.GE.U32.AND ",
                "0x800000, PT",
                "ISETP.LT.U32.AND %p1, PT,",
                "0x7f800000,",
                "ISETP.LT.U32.AND %p2, PT,",
                "FSETP.GE.AND ",
                "%f1, RZ, PT",
                "SEL %r2, %r3, %r4,",
                "PRMT.F4E %r5, %r2, %r4, %r3",
                "MUFU.EX2.F16 %h1, %h2",
                "REDG.E.MAX.S32.STRONG.GPU desc[UR4][%rd1.64+0x4], %r5",
            ],
        );
    }
}
