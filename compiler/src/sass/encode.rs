//! The Mercury encoder for sm_90: an [`Inst`] plus its [`ControlCode`] becomes two 64-bit words
//! and the list of named bit fields the UI paints. Every form comes from the arch's form table
//! ([`forms::table_for`]); an instruction whose form is not in the table is an [`EncodeError`],
//! never a guess.

use crate::sass::forms::{self, Component, FieldEncoding, Form, MODIFIER_FIELDS};
use crate::sass::inst::{pack_control, FloatKind, Inst, Operand, OperandValue, CONTROL_FIELDS, PT};
use crate::target::Sm;
use super::inst::{BitField, ControlCode};

/// An encoded instruction.
#[derive(Clone, Debug)]
pub struct Encoded {
    /// The two words, low first.
    pub words: [u64; 2],
    /// Every named field, in bit order.
    pub fields: Vec<BitField>,
    /// The form's name (`imad_wide_u32__RRIR`).
    pub form: String,
}

/// Why an instruction could not be encoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EncodeError {
    /// No form table for this architecture yet.
    NoTable(String),
    /// The mnemonic and operand shape match no form.
    UnknownForm {
        /// `IMAD.WIDE.U32`.
        mnemonic: String,
        /// `R,R,I,R`.
        shape: String,
    },
    /// An operand's value does not fit its field (or is of the wrong kind).
    BadOperand {
        /// The operand's index.
        operand: usize,
        /// What is wrong.
        message: String,
    },
}

impl std::fmt::Display for EncodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EncodeError::NoTable(sm) => write!(f, "no SASS form table for {sm} yet"),
            EncodeError::UnknownForm { mnemonic, shape } => {
                write!(f, "no encoding form for `{mnemonic}` with operands {shape}")
            }
            EncodeError::BadOperand { operand, message } => write!(f, "operand {}: {message}", operand + 1),
        }
    }
}

/// Special-register numbers (bits 72-79 of S2R/S2UR/CS2R) with the names nvdisasm prints for
/// sm_90 (read off nvdisasm for all 256 values; unnamed numbers print as `SR<n>`).
pub const SPECIAL_REGISTERS: &[(&str, u8)] = &[
    ("SR_LANEID", 0),
    ("SR_CLOCK", 1),
    ("SR_VIRTCFG", 2),
    ("SR_VIRTID", 3),
    ("SR_ORDERING_TICKET", 15),
    ("SR_PRIM_TYPE", 16),
    ("SR_INVOCATION_ID", 17),
    ("SR_Y_DIRECTION", 18),
    ("SR_THREAD_KILL", 19),
    ("SR_DIRECTCBEWRITEADDRESSLOW", 21),
    ("SR_DIRECTCBEWRITEADDRESSHIGH", 22),
    ("SR_DIRECTCBEWRITEENABLED", 23),
    ("SR_SW_SCRATCH", 24),
    ("SR_MACHINE_ID_1", 25),
    ("SR_MACHINE_ID_2", 26),
    ("SR_MACHINE_ID_3", 27),
    ("SR_AFFINITY", 28),
    ("SR_INVOCATION_INFO", 29),
    ("SR_WSCALEFACTOR_XY", 30),
    ("SR_WSCALEFACTOR_Z", 31),
    ("SR_TID", 32),
    ("SR_TID.X", 33),
    ("SR_TID.Y", 34),
    ("SR_TID.Z", 35),
    ("SR_CTAID.X", 37),
    ("SR_CTAID.Y", 38),
    ("SR_CTAID.Z", 39),
    ("SR_NTID", 40),
    ("SR_CirQueueIncrMinusOne", 41),
    ("SR_NLATC", 42),
    ("SR_SM_SPA_VERSION", 44),
    ("SR_MULTIPASSSHADERINFO", 45),
    ("SR_LWINHI", 46),
    ("SR_SWINHI", 47),
    ("SR_SWINLO", 48),
    ("SR_SWINSZ", 49),
    ("SR_SMEMSZ", 50),
    ("SR_SMEMBANKS", 51),
    ("SR_LWINLO", 52),
    ("SR_LWINSZ", 53),
    ("SR_LMEMLOSZ", 54),
    ("SR_LMEMHIOFF", 55),
    ("SR_EQMASK", 56),
    ("SR_LTMASK", 57),
    ("SR_LEMASK", 58),
    ("SR_GTMASK", 59),
    ("SR_GEMASK", 60),
    ("SR_REGALLOC", 61),
    ("SR_BARRIERALLOC", 62),
    ("SR_GLOBALERRORSTATUS", 64),
    ("SR_CGAERRORSTATUS", 65),
    ("SR_WARPERRORSTATUS", 66),
    ("SR_VIRTUALSMID", 67),
    ("SR_VIRTUALENGINEID", 68),
    ("SR_CLOCKLO", 80),
    ("SR_CLOCKHI", 81),
    ("SR_GLOBALTIMERLO", 82),
    ("SR_GLOBALTIMERHI", 83),
    ("SR_ESR_PC", 84),
    ("SR_ESR_PC_HI", 85),
    ("SR_HWTASKID", 96),
    ("SR_CIRCULARQUEUEENTRYINDEX", 97),
    ("SR_CIRCULARQUEUEENTRYADDRESSLOW", 98),
    ("SR_CIRCULARQUEUEENTRYADDRESSHIGH", 99),
    ("SR_PM0", 100),
    ("SR_PM_HI0", 101),
    ("SR_PM1", 102),
    ("SR_PM_HI1", 103),
    ("SR_PM2", 104),
    ("SR_PM_HI2", 105),
    ("SR_PM3", 106),
    ("SR_PM_HI3", 107),
    ("SR_PM4", 108),
    ("SR_PM_HI4", 109),
    ("SR_PM5", 110),
    ("SR_PM_HI5", 111),
    ("SR_PM6", 112),
    ("SR_PM_HI6", 113),
    ("SR_PM7", 114),
    ("SR_PM_HI7", 115),
    ("SR_SNAP_PM0", 116),
    ("SR_SNAP_PM_HI0", 117),
    ("SR_SNAP_PM1", 118),
    ("SR_SNAP_PM_HI1", 119),
    ("SR_SNAP_PM2", 120),
    ("SR_SNAP_PM_HI2", 121),
    ("SR_SNAP_PM3", 122),
    ("SR_SNAP_PM_HI3", 123),
    ("SR_SNAP_PM4", 124),
    ("SR_SNAP_PM_HI4", 125),
    ("SR_SNAP_PM5", 126),
    ("SR_SNAP_PM_HI5", 127),
    ("SR_SNAP_PM6", 128),
    ("SR_SNAP_PM_HI6", 129),
    ("SR_SNAP_PM7", 130),
    ("SR_SNAP_PM_HI7", 131),
    ("SR_VARIABLE_RATE", 132),
    ("SR_WARPGROUP_INFO", 134),
    ("SR_WARPGROUPID", 135),
    ("SR_CgaCtaId", 136),
    ("SR_GpcLocalCgaId", 137),
    ("SR_CTARegPoolSz", 139),
    ("SRZ", 255),
];

/// The number of a special register by name.
pub fn special_register(name: &str) -> Option<u8> {
    SPECIAL_REGISTERS.iter().find(|(n, _)| *n == name).map(|&(_, v)| v).or_else(|| {
        let n: u8 = name.strip_prefix("SR")?.parse().ok()?;
        (!SPECIAL_REGISTERS.iter().any(|&(_, v)| v == n)).then_some(n)
    })
}

fn mask(width: u8) -> u128 {
    if width >= 128 { u128::MAX } else { (1u128 << width) - 1 }
}

fn f32_bits(v: f64) -> u32 {
    (v as f32).to_bits()
}

/// IEEE half bits of a value (round to nearest even), without a crate.
pub fn f16_bits(v: f64) -> u16 {
    let b = (v as f32).to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = m >> shift;
        let rem = m & ((1 << shift) - 1);
        let halfway = 1 << (shift - 1);
        let r = if rem > halfway || (rem == halfway && half & 1 == 1) { half + 1 } else { half };
        return sign | r as u16;
    }
    let half = ((e as u32) << 10) | (man >> 13);
    let rem = man & 0x1fff;
    let r = if rem > 0x1000 || (rem == 0x1000 && half & 1 == 1) { half + 1 } else { half };
    sign | r as u16
}

/// A uniform register's field value: the model's `URZ` (63) is the all-ones value of the field,
/// which is 8 bits wide on sm_100 and later (`URZ` = 255 there; a split field counts both parts).
fn uniform_value(r: u8, field: &forms::OperandField) -> i128 {
    if r == crate::sass::inst::URZ && field.value_width() > 6 {
        (1i128 << field.value_width()) - 1
    } else {
        r as i128
    }
}

/// The value of one operand component, or why it has none.
fn component_value(op: &Operand, field: &forms::OperandField, address: u64) -> Result<u128, String> {
    use OperandValue as V;
    let v = &op.value;
    let raw: i128 = match (field.component, v) {
        (Component::Reg, V::Reg(r)) => *r as i128,
        (Component::UReg, V::UReg(r) | V::GDesc(r) | V::TMem(r) | V::IDesc(r)) => uniform_value(*r, field),
        (Component::Pred, V::Pred(p)) => *p as i128,
        (Component::UPred, V::UPred(p)) => *p as i128,
        (Component::Barrier, V::Barrier(b)) => *b as i128,
        (Component::Scoreboard, V::Scoreboard(b)) => *b as i128,
        // `BRX R4 -0x100`: nvdisasm prints the relative offset itself; the word holds it / 4
        // (split at bit 16 on sm_90, at bit 34 like BRA's target before it).
        (Component::Imm, V::Imm(v)) if matches!(field.encoding, FieldEncoding::Rel4Split | FieldEncoding::Rel4) => {
            if v % 4 != 0 {
                return Err(format!("relative offset {v:#x} is not 4-byte aligned"));
            }
            return Ok(((*v as i128) >> 2) as u128);
        }
        (Component::Imm, V::Imm(v)) if field.encoding == FieldEncoding::PcRel => {
            let rel = *v as i128 - (address as i128 + 16);
            if rel < 0 || rel >= 1i128 << field.width {
                return Err(format!("address {v:#x} is not within {} bits after {address:#x}", field.width));
            }
            return Ok(rel as u128);
        }
        (Component::Imm, V::Imm(i)) => {
            let w = field.value_width() as u32;
            if w < 64 && (*i >= (1i64 << w) || *i < -(1i64 << (w - 1).min(62))) {
                return Err(format!("immediate {i:#x} does not fit {w} bits"));
            }
            *i as i128
        }
        (Component::FImm, V::FImm(f, _)) => match field.encoding {
            FieldEncoding::F32 => f32_bits(*f) as i128,
            FieldEncoding::F64Hi => {
                let b = f.to_bits();
                if b & 0xffff_ffff != 0 {
                    return Err(format!("{f} needs more than the upper 32 bits of a double"));
                }
                (b >> 32) as i128
            }
            FieldEncoding::F16 => f16_bits(*f) as i128,
            _ => return Err("float in a non-float field".into()),
        },
        (Component::Bank, V::Const { bank, .. }) => *bank as i128,
        (Component::ConstOffset, V::Const { offset, .. }) => *offset as i128,
        (Component::ConstIndex, V::Const { index: Some(r), .. }) => *r as i128,
        (Component::Desc, V::Mem(m)) => uniform_value(m.desc.ok_or("no descriptor")?, field),
        (Component::Base, V::Mem(m)) => m.base.as_ref().ok_or("no base register")?.0 as i128,
        (Component::UAdd, V::Mem(m)) => uniform_value(m.uadd.ok_or("no uniform register")?, field),
        (Component::Offset, V::Mem(m)) => {
            let o = m.offset.unwrap_or(0);
            let w = field.width as u32;
            if o >= (1i64 << (w - 1)) || o < -(1i64 << (w - 1)) {
                return Err(format!("offset {o:#x} does not fit {w} signed bits"));
            }
            o as i128
        }
        (Component::SReg, V::SReg(name)) => special_register(name).ok_or_else(|| format!("unknown special register {name}"))? as i128,
        (Component::Target, V::Target(t)) if matches!(field.encoding, FieldEncoding::Abs4Split | FieldEncoding::Abs4) => {
            if t % 4 != 0 {
                return Err(format!("call target {t:#x} is not 4-byte aligned"));
            }
            return Ok((*t >> 2) as u128);
        }
        (Component::Target, V::Target(t)) => {
            let rel = (*t as i128) - (address as i128 + 16);
            if rel % 4 != 0 {
                return Err(format!("branch target {t:#x} is not 4-byte aligned"));
            }
            // Two's complement over the whole word; the encoder places the pieces.
            return Ok((rel >> 2) as u128);
        }
        (Component::Target, V::Label(l)) => return Err(format!("unresolved label {l}")),
        (c, _) => return Err(format!("expected a {c:?} operand")),
    };
    let w = field.value_width();
    if field.component != Component::Target && field.component != Component::Imm && field.component != Component::Offset
        && field.component != Component::ConstOffset && w < 127 && raw >= (1i128 << w)
    {
        return Err(format!("value {raw} does not fit {w} bits"));
    }
    Ok((raw as u128) & mask(w))
}

/// Encodes one instruction at byte `address` (branch offsets are relative to it) for `sm`.
pub fn encode(inst: &Inst, control: &ControlCode, address: u64, sm: Sm) -> Result<Encoded, EncodeError> {
    let table = forms::table_for(sm).ok_or_else(|| EncodeError::NoTable(sm.to_string()))?;
    let mnemonic = inst.mnemonic();
    let shape = inst.shape();
    let form = table.lookup(&mnemonic, &shape).ok_or(EncodeError::UnknownForm { mnemonic, shape })?;
    encode_form(inst, form, control, address)
}

/// Whether a form's guard is a uniform predicate (`@UP0`): the uniform-datapath opcodes, and
/// the forms that write a uniform register and read only uniform ones.
pub fn uniform_guard(form: &forms::Form) -> bool {
    let opcode = form.mnemonic.split('.').next().unwrap_or("");
    // (tcgen05's LDTM/STTM too: nvdisasm -b SM100a decodes their guard as `@UPn`.)
    if opcode.starts_with('U') || matches!(opcode, "S2UR" | "LDTM" | "STTM") {
        return true;
    }
    // A uniform destination and no vector register or predicate anywhere (`SYNCS.EXCH.64 URZ,
    // [UR6+0xfa0], UR4` takes `@UP0`; `SYNCS.ARRIVE.TRANS64 R4, [UR6], RZ` and `NANOSLEEP UR4`,
    // with no uniform destination, take `@P0`).
    let uniform_dest = form.fields.iter().any(|f| f.operand == 0 && f.component == forms::Component::UReg && f.name == "URd");
    let vector = form.shape.split(',').any(|s| s.starts_with('R') || s.starts_with('P'));
    uniform_dest && !vector
}

/// Encodes with a given form (the shapes must already agree).
pub fn encode_form(inst: &Inst, form: &Form, control: &ControlCode, address: u64) -> Result<Encoded, EncodeError> {
    if !crate::sass::print::alias_consistent(inst) {
        return Err(EncodeError::BadOperand {
            operand: 1,
            message: format!("nvdisasm would not print `{}` for these operands", inst.mnemonic()),
        });
    }
    let mut word: u128 = (form.base[0] as u128) | ((form.base[1] as u128) << 64);
    let mut fields: Vec<BitField> = Vec::new();
    let push = |fields: &mut Vec<BitField>, name: &str, lo: u8, width: u8, value: u128, class: &'static str| {
        fields.push(BitField { name: name.to_string(), lo, width, value: value as u64, class });
    };
    let base = word;
    let op_field = |lo: u8, w: u8| (base >> lo) & mask(w);
    push(&mut fields, "opcode", 0, 9, op_field(0, 9), "opcode");
    push(&mut fields, "format class (480)", 9, 3, op_field(9, 3), "opcode");
    // Guard.
    let (gp, gn) = match inst.guard {
        Some(g) if g.uniform != uniform_guard(form) => {
            let want = if g.uniform { "a predicate" } else { "a uniform predicate" };
            return Err(EncodeError::BadOperand { operand: 0, message: format!("{} is guarded by {want}", inst.opcode) });
        }
        Some(g) => (g.pred, g.not),
        None => (PT, false),
    };
    word |= ((gp as u128) & 7) << 12 | (gn as u128) << 15;
    push(&mut fields, "Pg", 12, 3, gp as u128, "predicate");
    push(&mut fields, "Pg.not", 15, 1, gn as u128, "predicate");
    let mut covered: u128 = mask(16);
    let mut reuse = control.reuse;
    for f in &form.fields {
        let op = inst.operands.get(f.operand).ok_or_else(|| EncodeError::BadOperand {
            operand: f.operand,
            message: "missing".into(),
        })?;
        let v = component_value(op, f, address).map_err(|message| EncodeError::BadOperand { operand: f.operand, message })?;
        if let Some(want) = f.fixed {
            let got = v as i64 & ((1i64 << f.width.min(63)) - 1);
            let want_bits = want & ((1i64 << f.width.min(63)) - 1);
            // IMAD.SHL shifts by any power of two; other aliases need the exact value.
            let shl_ok = inst.opcode == "IMAD" && inst.modifiers.first().is_some_and(|m| m == "SHL") && f.component == Component::Imm && (got as u64).is_power_of_two();
            if got != want_bits && !shl_ok {
                return Err(EncodeError::BadOperand {
                    operand: f.operand,
                    message: format!("`{}` prints only with {want:#x} here", inst.mnemonic()),
                });
            }
        }
        match f.encoding {
            FieldEncoding::Rel4Split | FieldEncoding::Abs4Split => {
                word |= (v & 0xff) << 16;
                word |= ((v >> 8) & mask(48)) << 34;
                covered |= mask(8) << 16 | mask(48) << 34;
                push(&mut fields, "target[7:0]", 16, 8, v & 0xff, "immediate");
                push(&mut fields, "target[55:8]", 34, 48, (v >> 8) & mask(48), "immediate");
            }
            FieldEncoding::Split { lo2, width2 } => {
                let low = v & mask(f.width);
                let high = (v >> f.width) & mask(width2);
                word |= low << f.lo | high << lo2;
                covered |= mask(f.width) << f.lo | mask(width2) << lo2;
                push(&mut fields, &format!("{}[{}:0]", f.name, f.width - 1), f.lo, f.width, low, f.component.class());
                push(&mut fields, &format!("{}[{}:{}]", f.name, f.width + width2 - 1, f.width), lo2, width2, high, f.component.class());
            }
            FieldEncoding::Inverted => {
                let bits = !v & mask(f.width);
                word |= bits << f.lo;
                covered |= mask(f.width) << f.lo;
                push(&mut fields, &f.name, f.lo, f.width, bits, f.component.class());
            }
            FieldEncoding::Rel4 | FieldEncoding::Abs4 => {
                word |= (v & mask(48)) << 34;
                covered |= mask(48) << 34;
                push(&mut fields, "target", 34, 48, v & mask(48), "immediate");
            }
            _ => {
                word |= v << f.lo;
                covered |= mask(f.width) << f.lo;
                push(&mut fields, &f.name, f.lo, f.width, v, f.component.class());
            }
        }
        if op.reuse && f.component == Component::Reg && !f.reuse_printed {
            return Err(EncodeError::BadOperand {
                operand: f.operand,
                message: format!("nvdisasm prints no .reuse on this operand of {}", inst.mnemonic()),
            });
        }
        if op.reuse {
            let Some(slot) = f.reuse_operand_slot() else {
                return Err(EncodeError::BadOperand { operand: f.operand, message: format!("no reuse slot for field {}", f.name) });
            };
            reuse |= 1 << slot;
        }
    }
    // Named modifier fields of the family, then any other fixed bits of the base pattern.
    for &(op, name, lo, width) in MODIFIER_FIELDS {
        if op == inst.opcode && (covered >> lo) & mask(width) == 0 {
            covered |= mask(width) << lo;
            push(&mut fields, name, lo, width, op_field(lo, width), "modifier");
        }
    }
    let mut bit = 0u8;
    while bit < 105 {
        if (covered >> bit) & 1 == 0 && (base >> bit) & 1 == 1 {
            let start = bit;
            while bit < 105 && (covered >> bit) & 1 == 0 && (base >> bit) & 1 == 1 {
                bit += 1;
            }
            let w = bit - start;
            push(&mut fields, &format!("mod[{}:{}]", start + w - 1, start), start, w, op_field(start, w), "modifier");
        } else {
            bit += 1;
        }
    }
    let ctrl = ControlCode { reuse, ..*control };
    let hi_ctrl = pack_control(&ctrl);
    word |= (hi_ctrl as u128) << 64;
    for &(name, lo, width) in CONTROL_FIELDS.iter() {
        push(&mut fields, name, lo, width, (word >> lo) & mask(width), "control");
    }
    fields.sort_by_key(|f| f.lo);
    Ok(Encoded { words: [word as u64, (word >> 64) as u64], fields, form: form.name.clone() })
}

/// The float kind an opcode's float immediates use (how nvdisasm prints them).
pub fn float_kind_for(mnemonic: &str) -> FloatKind {
    let mut parts = mnemonic.split('.');
    let opcode = parts.next().unwrap_or_default();
    if matches!(opcode, "F2F" | "F2I" | "FRND" | "F2IP") {
        // The last float type names the source: `F2F.F32.F64` converts a double.
        match parts.rfind(|m| matches!(*m, "F16" | "F32" | "F64")) {
            Some("F64") => return FloatKind::F64Hi,
            Some("F16") => return FloatKind::F16,
            Some(_) => return FloatKind::F32,
            None => {}
        }
    }
    if mnemonic.starts_with('D') || (mnemonic.starts_with("MUFU") && mnemonic.contains("64")) {
        FloatKind::F64Hi
    } else if mnemonic.starts_with('H') {
        FloatKind::F16
    } else {
        FloatKind::F32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sass::inst::unpack_control;
    use crate::sass::parse::parse_inst;
    use crate::target::SmVariant;

    const SM90: Sm = Sm { number: 90, variant: SmVariant::Base };

    /// Words ptxas 13 emitted for sm_90 (from the corpus), re-encoded from their text.
    fn reencode(text: &str, address: u64, words: [u64; 2]) -> Encoded {
        let inst = parse_inst(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        let mut control = unpack_control(words[1]);
        control.reuse = 0;
        let enc = encode(&inst, &control, address, SM90).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(enc.words, words, "{text}: {:#018x} {:#018x}", enc.words[0], enc.words[1]);
        enc
    }

    fn field<'a>(enc: &'a Encoded, name: &str) -> &'a BitField {
        enc.fields.iter().find(|f| f.name == name).unwrap_or_else(|| panic!("no field {name} in {:?}", enc.fields))
    }

    #[test]
    fn imad_wide_fields() {
        let enc = reencode("IMAD.WIDE.U32 R2, R13, 0x4, R2", 0x40, [0x000000040d027825, 0x001fca00078e0002]);
        assert_eq!(enc.form, "imad_wide_u32__RRIR");
        assert_eq!((field(&enc, "opcode").value, field(&enc, "opcode").class), (0x25, "opcode"));
        assert_eq!((field(&enc, "Rd").lo, field(&enc, "Rd").value, field(&enc, "Rd").class), (16, 2, "register"));
        assert_eq!((field(&enc, "Ra").lo, field(&enc, "Ra").value), (24, 13));
        assert_eq!((field(&enc, "imm32").lo, field(&enc, "imm32").width, field(&enc, "imm32").value), (32, 32, 4));
        assert_eq!((field(&enc, "Rc").lo, field(&enc, "Rc").value), (64, 2));
        assert_eq!((field(&enc, "stall").value, field(&enc, "stall").class), (5, "control"));
        assert_eq!(field(&enc, "Pg").value, 7, "no guard is PT");
        // The fields are in bit order and do not overlap.
        for pair in enc.fields.windows(2) {
            assert!(pair[0].lo as u32 + pair[0].width as u32 <= pair[1].lo as u32, "{pair:?}");
        }
    }

    #[test]
    fn guard_reuse_and_branches() {
        reencode("@!P0 LDS R2, [R3+0x40]", 0, unpack_words("0x0000400003028984", "0x000fe80000000800"));
        let enc = reencode("VIADD R4, R0.reuse, 0x2", 0, unpack_words("0x0000000200047836", "0x040fe20000000000"));
        assert_eq!(field(&enc, "reuse").value, 1, "slot A");
        // Branch offsets are relative to the next instruction, in 4-byte units.
        reencode("BRA 0x200", 0x200, [0xfffffffc00fc7947, 0x000fc0000383ffff]);
        reencode("CALL.REL.NOINC 0x2860", 0x2300, [0x0000000400547944, 0x004fea0003c00000]);
    }

    /// (address, text, words) as ptxas 13.5 emitted them for sm_90 (tests/corpus/sass/kernels.ptx,
    /// one instruction per opcode): text -> encode -> the same 128 bits, control bits included.
    const PTXAS_WORDS: &[(u64, &str, [u64; 2])] = &[
        (0x0, "LDC R1, c[0x0][0x28]", [0x00000a00ff017b82, 0x000fe20000000800]),
        (0x10, "S2R R13, SR_TID.X", [0x00000000000d7919, 0x000e2e0000002100]),
        (0x20, "LDC.64 R2, c[0x0][0x210]", [0x00008400ff027b82, 0x000e220000000a00]),
        (0x30, "ULDC.64 UR8, c[0x0][0x208]", [0x0000820000087ab9, 0x000fe20000000a00]),
        (0x40, "IMAD.WIDE.U32 R2, R13, 0x4, R2", [0x000000040d027825, 0x001fca00078e0002]),
        (0x50, "LDG.E R0, desc[UR8][R2.64]", [0x0000000802007981, 0x000ea2000c1e1900]),
        (0x60, "S2UR UR6, SR_CgaCtaId", [0x00000000000679c3, 0x000e220000008800]),
        (0x70, "UMOV UR4, 0x400", [0x0000040000047882, 0x000fe20000000000]),
        (0x80, "LOP3.LUT R6, R13.reuse, 0x3f, RZ, 0xc0, !PT", [0x0000003f0d067812, 0x040fe200078ec0ff]),
        (0x90, "UIADD3 UR5, UR4, 0x1000, URZ", [0x0000100004057890, 0x000fe2000fffe03f]),
        (0xa0, "VIADD R8, R13.reuse, 0x1", [0x000000010d087836, 0x040fe20000000000]),
        (0xd0, "ULEA UR4, UR6, UR4, 0x18", [0x0000000406047291, 0x001fe4000f8ec03f]),
        (0xf0, "LEA R9, R13, UR4, 0x2", [0x000000040d097c11, 0x000fe4000f8e10ff]),
        (0x150, "I2F.F64 R4, R0", [0x0000000000047312, 0x004e220000201c00]),
        (0x160, "STS [R9], R0", [0x0000000009007388, 0x000fe80000000800]),
        (0x170, "STS.64 [R11], R4", [0x000000040b007388, 0x001fe20000000a00]),
        (0x180, "BAR.SYNC.DEFER_BLOCKING 0x0", [0x0000000000007b1d, 0x000fec0000010000]),
        (0x190, "ATOMS.POPC.INC.32 RZ, [R8+URZ]", [0x0000000008ff7f8c, 0x000fe8000d80003f]),
        (0x1a0, "LDS.64 R6, [R6]", [0x0000000006067984, 0x000e280000000a00]),
        (0x1b0, "LDS R10, [R10]", [0x000000000a0a7984, 0x000e620000000800]),
        (0x1c0, "F2I.F64.TRUNC R7, R6", [0x0000000600077311, 0x001e64000030d100]),
        (0x1d0, "IMAD.IADD R13, R10, 0x1, R7", [0x000000010a0d7824, 0x002fca00078e0207]),
        (0x1e0, "STG.E desc[UR8][R2.64], R13", [0x0000000d02007986, 0x000fe2000c101908]),
        (0x1f0, "EXIT", [0x000000000000794d, 0x000fea0003800000]),
        (0x200, "BRA 0x200", [0xfffffffc00fc7947, 0x000fc0000383ffff]),
        (0x370, "LDG.E.128 R8, desc[UR4][R2.64]", [0x0000000402087981, 0x000ee2000c1e1d00]),
        (0x390, "MOV R16, R11", [0x0000000b00107202, 0x008fe40000000f00]),
        (0x3d0, "STG.E.128 desc[UR4][R2.64+0x10], R16", [0x0000101002007986, 0x000fe8000c101d04]),
        (0x3e0, "LDG.E.64 R8, desc[UR4][R4.64]", [0x0000000404087981, 0x000ee2000c1e1b00]),
        (0x420, "STG.E.64 desc[UR4][R4.64+0x8], R14", [0x0000080e04007986, 0x000fe8000c101b04]),
        (0x640, "F2F.F64.F32 R6, R6", [0x0000000600067310, 0x010e300000201800]),
        (0x650, "F2F.F32.F64 R17, R8", [0x0000000800117310, 0x020e620000301000]),
        (0x6f0, "F2I.S64.TRUNC R6, R18", [0x0000001200067311, 0x001230000020d900]),
        (0x700, "I2F.S64 R9, R8", [0x0000000800097312, 0x004ea20000301400]),
        (0x710, "IADD3 R16, P0, R0.reuse, UR6, RZ", [0x0000000600107c10, 0x040fe2000ff1e0ff]),
        (0x760, "IADD3.X R17, RZ, UR7, RZ, P0, !PT", [0x00000007ff117c10, 0x000fe200087fe4ff]),
        (0x790, "LDG.E.U8 R21, desc[UR4][R16.64+0x1]", [0x0000010410157981, 0x000ee2000c1e1100]),
        (0x7c0, "STG.E.U8 desc[UR4][R16.64], R21", [0x0000001510007986, 0x000fe8000c101104]),
        (0x7d0, "LDG.E.U16 R0, desc[UR4][R6.64+0x2]", [0x0000020406007981, 0x000e24000c1e1500]),
        (0x7e0, "PRMT R9, R0, 0x9910, RZ", [0x0000991000097816, 0x001fca00000000ff]),
        (0x7f0, "IMAD R9, R9, 0x3, RZ", [0x0000000309097824, 0x000fca00078e02ff]),
        (0x800, "STG.E.U16 desc[UR4][R6.64], R9", [0x0000000906007986, 0x000fe8000c101504]),
        (0x820, "I2FP.F32.U32 R5, R0", [0x0000000000057245, 0x004fca0000201000]),
        (0x980, "FSETP.GT.AND P0, PT, R6, 0.5, PT", [0x3f0000000600780b, 0x004fc80003f04000]),
        (0x990, "FSEL R7, R6, -R6, P0", [0x8000000606077208, 0x000fca0000000000]),
        (0x9c0, "BSSY B0, 0xa40", [0x0000007000007945, 0x000fe20003800000]),
        (0x9d0, "FSETP.GEU.AND P0, PT, R6.reuse, 1, PT", [0x3f8000000600780b, 0x040fe20003f0e000]),
        (0x9e0, "IMAD.MOV.U32 R9, RZ, RZ, 0x9", [0x00000009ff097424, 0x000fe200078e00ff]),
        (0x9f0, "FSETP.NAN.AND P1, PT, R6, R6, PT", [0x000000060600720b, 0x000fe40003f28000]),
        (0xa00, "ISETP.NE.U32.AND P2, PT, R0, 0x3, PT", [0x000000030000780c, 0x004fda0003f45070]),
        (0xa30, "BSYNC B0", [0x0000000000007941, 0x000fea0003800000]),
        (0xa40, "ISETP.LT.AND P1, PT, R9.reuse, 0x3, !P1", [0x000000030900780c, 0x060fe20004f21270]),
        (0xa60, "ISETP.GT.AND P0, PT, R9, 0x2, !P0", [0x000000020900780c, 0x000fc80004704270]),
        (0xa70, "PLOP3.LUT P0, PT, P0, P1, PT, 0xa8, 0x0", [0x000000000000781c, 0x000fc80000703570]),
        (0xa80, "SEL R3, RZ, 0x1, !P0", [0x00000001ff037807, 0x001fca0004000000]),
        (0xbc0, "HFMA2.MMA R0, -RZ, RZ, 0, 0", [0x00000000ff007435, 0x000fc600000001ff]),
        (0xbd0, "UIADD3.X UR5, URZ, UR5, URZ, UP0, !UPT", [0x000000053f057290, 0x000fe200087fe43f]),
        (0xbf0, "IMAD.U32 R2, RZ, RZ, UR4", [0x00000004ff027e24, 0x000fc6000f8e00ff]),
        (0xcf0, "STL.64 [R10+-0x8], R4", [0xfffff8040a007387, 0x000fe40000100a00]),
        (0xdc0, "LDL R0, [R0]", [0x0000000000007983, 0x000ea80000100800]),
    ];

    /// sm_75's absolute call and return targets: `/ 4` in bits 34-81, unsplit (sm_90 splits them
    /// at 16-23). ptxas 13.5 writes 0 there for the linker; the other words are ones nvdisasm -b
    /// SM75 decodes to these texts (bit 34 is 0x4, bit 64 is 0x100000000).
    #[test]
    fn turing_absolute_targets() {
        let sm75 = Sm { number: 75, variant: SmVariant::Base };
        for (text, words) in [
            ("CALL.ABS.NOINC 0x0", [0x0000000000007943, 0x000fc00003c00000]),
            ("CALL.ABS.NOINC 0x4", [0x0000000400007943, 0x000fc00003c00000]),
            ("CALL.ABS.NOINC 0x80000000", [0x8000000000007943, 0x000fc00003c00000]),
            ("CALL.ABS.NOINC 0x100000000", [0x0000000000007943, 0x000fc00003c00001]),
            ("RET.ABS.NODEC R20 0x0", [0x0000000014007950, 0x000fc00003e00000]),
            ("RET.ABS.NODEC R20 0x4", [0x0000000414007950, 0x000fc00003e00000]),
        ] {
            let inst = parse_inst(text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            let enc = encode(&inst, &unpack_control(words[1]), 0x300, sm75).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(enc.words, words, "{text}: {:#018x} {:#018x}", enc.words[0], enc.words[1]);
        }
        let misaligned = parse_inst("CALL.ABS.NOINC 0x2").unwrap();
        assert!(encode(&misaligned, &ControlCode::default(), 0, sm75).is_err());
    }

    #[test]
    fn ptxas_words_table() {
        for &(address, text, words) in PTXAS_WORDS {
            reencode(text, address, words);
        }
    }

    fn unpack_words(lo: &str, hi: &str) -> [u64; 2] {
        let p = |s: &str| u64::from_str_radix(s.trim_start_matches("0x"), 16).unwrap_or(0);
        [p(lo), p(hi)]
    }

    #[test]
    fn errors_are_values() {
        let unknown = parse_inst("IADD3 R1, R2, R3").unwrap();
        assert!(matches!(encode(&unknown, &ControlCode::default(), 0, SM90), Err(EncodeError::UnknownForm { .. })));
        let far = parse_inst("LDS R2, [R3+0x7fffffff]").unwrap();
        assert!(encode(&far, &ControlCode::default(), 0, SM90).is_err());
        let misaligned = parse_inst("BRA 0x202").unwrap();
        assert!(encode(&misaligned, &ControlCode::default(), 0, SM90).is_err());
        let alias = parse_inst("IMAD.MOV.U32 R1, R2, R3, R4").unwrap();
        assert!(encode(&alias, &ControlCode::default(), 0, SM90).is_err());
        let uniform_guard = parse_inst("@UP0 IADD3 R1, R2, R3, R4").unwrap();
        assert!(encode(&uniform_guard, &ControlCode::default(), 0, SM90).is_err());
        let sm120 = Sm { number: 120, variant: SmVariant::Base };
        assert!(matches!(encode(&unknown, &ControlCode::default(), 0, sm120), Err(EncodeError::UnknownForm { .. })));
    }

    #[test]
    fn half_floats_round_to_nearest_even() {
        assert_eq!(f16_bits(0.5), 0x3800);
        assert_eq!(f16_bits(-2.0), 0xc000);
        assert_eq!(f16_bits(65504.0), 0x7bff);
        assert_eq!(f16_bits(1e6), 0x7c00);
        assert_eq!(f16_bits(2f64.powi(-24)), 0x0001);
        assert_eq!(f16_bits(f64::NAN) & 0x7e00, 0x7e00);
        assert_eq!(f16_bits(1.0 + 1.0 / 4096.0), 0x3c00, "ties to even");
    }
}
