//! The SASS instruction model: a mnemonic with its modifiers (`IMAD.WIDE.U32`), an optional guard
//! predicate, and operands as nvdisasm prints them. Scheduling control bits live beside it in
//! [`ControlCode`](crate::trace::ControlCode) (bits 105-125 of the word, packed by
//! [`pack_control`]/[`unpack_control`]).

use crate::trace::ControlCode;

/// A register index meaning "the zero register" (`RZ`, `URZ`) or "true" (`PT`, `UPT`) is the
/// all-ones value of its field; these are the model's numbers for them.
pub const RZ: u8 = 255;
/// `URZ` on sm_80/sm_90 (6-bit uniform register fields).
pub const URZ: u8 = 63;
/// `PT` / `UPT`.
pub const PT: u8 = 7;

/// What an operand is, with its value.
#[derive(Clone, Debug, PartialEq)]
pub enum OperandValue {
    /// A general register `R0`-`R254`, or `RZ` (255).
    Reg(u8),
    /// A uniform register `UR0`-`UR62`, or `URZ` (63).
    UReg(u8),
    /// A predicate `P0`-`P6`, or `PT` (7).
    Pred(u8),
    /// A uniform predicate `UP0`-`UP6`, or `UPT` (7).
    UPred(u8),
    /// A convergence barrier register `B0`-`B15` (`BSSY B0, ...`).
    Barrier(u8),
    /// An integer immediate, printed in hex (`0x4`, `-0xd`).
    Imm(i64),
    /// A floating-point immediate (`0.5`, `+INF`, `8.11296384146066816958e+31`); the kind says
    /// how nvdisasm prints it and how it is stored.
    FImm(f64, FloatKind),
    /// A constant-bank operand `c[0x0][0x210]` (or `c[0x0][R2+0x10]` with an index register).
    Const {
        /// The bank.
        bank: u8,
        /// An index register, if any.
        index: Option<u8>,
        /// The byte offset.
        offset: i64,
    },
    /// A memory operand `desc[UR4][R2.64+0x10]`, `[R1+UR4]`, `[R3]`.
    Mem(MemRef),
    /// A special register (`SR_TID.X`, `SRZ`).
    SReg(String),
    /// A branch target: an absolute byte address (`0x70` in nvdisasm's raw mode).
    Target(u64),
    /// A symbolic branch target as cuobjdump prints it: `` `(.L_x_17) ``.
    Label(String),
}

/// How a float immediate is stored in its field, and so how nvdisasm prints it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatKind {
    /// IEEE single in a 32-bit field.
    F32,
    /// The upper 32 bits of an IEEE double (DADD/DMUL/DFMA, MUFU.RCP64H).
    F64Hi,
    /// IEEE half in a 16-bit field (HADD2/HFMA2).
    F16,
}

/// A memory address operand.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MemRef {
    /// The uniform descriptor register of `desc[URx]`, if printed.
    pub desc: Option<u8>,
    /// The base register and its suffix (`.64`, `.U32`, or empty).
    pub base: Option<(u8, String)>,
    /// A uniform register added to the address (`[R1+UR4]`, `[UR4+0x4]`).
    pub uadd: Option<u8>,
    /// The immediate offset, if printed.
    pub offset: Option<i64>,
    /// Whether the uniform register was printed first (`[UR4+0x4]` has no base register).
    pub uniform_first: bool,
}

/// One operand: its value and the decorations nvdisasm prints around it.
#[derive(Clone, Debug, PartialEq)]
pub struct Operand {
    /// The value.
    pub value: OperandValue,
    /// `!P0`: logical not of a predicate.
    pub not: bool,
    /// `-R2`: arithmetic negation.
    pub neg: bool,
    /// `~R2`: bitwise not.
    pub bitnot: bool,
    /// `|R2|`: absolute value.
    pub abs: bool,
    /// `R2.reuse`: the operand-reuse cache flag (stored in the control bits).
    pub reuse: bool,
    /// Suffixes printed after the register, without `.reuse` (`.H0_H0`, `.H1`, `.B2`).
    pub suffix: String,
}

impl Operand {
    /// A plain operand without decorations.
    pub fn new(value: OperandValue) -> Operand {
        Operand { value, not: false, neg: false, bitnot: false, abs: false, reuse: false, suffix: String::new() }
    }

    /// The operand's kind letter and decorations as the form table writes them: `R`, `R-`,
    /// `R.H0_H0`, `P!`, `Mdr.64o`, `I`, `F`, `C`, `S`, `T`.
    pub fn shape(&self) -> String {
        let mut flags = String::new();
        if self.not {
            flags.push('!');
        }
        if self.neg {
            flags.push('-');
        }
        if self.bitnot {
            flags.push('~');
        }
        if self.abs {
            flags.push('|');
        }
        let kind = match &self.value {
            OperandValue::Reg(_) => "R",
            OperandValue::UReg(_) => "U",
            OperandValue::Pred(_) => "P",
            OperandValue::UPred(_) => "Q",
            OperandValue::Barrier(_) => "B",
            OperandValue::Imm(_) => "I",
            OperandValue::FImm(..) => "F",
            OperandValue::Const { index: Some(_), .. } => return format!("C{flags}r"),
            OperandValue::Const { .. } => "C",
            OperandValue::Mem(m) => {
                let mut s = String::from("M");
                s.push_str(&flags);
                if m.desc.is_some() {
                    s.push('d');
                }
                let mut parts: Vec<String> = Vec::new();
                if let Some((_, suf)) = &m.base {
                    parts.push(format!("r{suf}"));
                }
                if m.uadd.is_some() {
                    if m.uniform_first {
                        parts.insert(0, "u".into());
                    } else {
                        parts.push("u".into());
                    }
                }
                if m.offset.is_some() {
                    parts.push("o".into());
                }
                s.push_str(&parts.concat());
                return s;
            }
            OperandValue::SReg(_) => "S",
            OperandValue::Target(_) | OperandValue::Label(_) => "T",
        };
        format!("{kind}{flags}{}", self.suffix)
    }
}

/// A guard predicate `@P0` / `@!UP1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guard {
    /// Predicate number (7 = PT).
    pub pred: u8,
    /// Whether it is a uniform predicate (`@UP0`).
    pub uniform: bool,
    /// `@!P0`.
    pub not: bool,
}

/// One SASS instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    /// The guard, if printed.
    pub guard: Option<Guard>,
    /// The opcode (`IMAD`).
    pub opcode: String,
    /// Modifiers in printed order, without dots (`["WIDE", "U32"]`).
    pub modifiers: Vec<String>,
    /// The operands.
    pub operands: Vec<Operand>,
}

impl Inst {
    /// The opcode with its modifiers, as printed: `IMAD.WIDE.U32`.
    pub fn mnemonic(&self) -> String {
        let mut s = self.opcode.clone();
        for m in &self.modifiers {
            s.push('.');
            s.push_str(m);
        }
        s
    }

    /// The operand shapes joined by commas (`R,R,I,R`), or `-` for none: the form-table key.
    pub fn shape(&self) -> String {
        if self.operands.is_empty() {
            return "-".into();
        }
        self.operands.iter().map(Operand::shape).collect::<Vec<_>>().join(",")
    }
}

/// The control-bit fields in the 128-bit word: (name, lowest bit, width), in bit order.
pub const CONTROL_FIELDS: [(&str, u8, u8); 6] = [
    ("stall", 105, 4),
    ("yield", 109, 1),
    ("write barrier", 110, 3),
    ("read barrier", 113, 3),
    ("wait mask", 116, 6),
    ("reuse", 122, 4),
];

/// Packs control bits into bits 105-125 of the high word (bits 41-61 of `hi`). The yield field
/// stores the inverse of the printed flag (bit clear = `Y`).
pub fn pack_control(c: &ControlCode) -> u64 {
    let v = (c.stall as u64 & 0xf)
        | ((!c.yield_ as u64) << 4)
        | ((c.write_barrier as u64 & 7) << 5)
        | ((c.read_barrier as u64 & 7) << 8)
        | ((c.wait_mask as u64 & 0x3f) << 11)
        | ((c.reuse as u64 & 0xf) << 17);
    v << 41
}

/// Reads the control bits from the high word.
pub fn unpack_control(hi: u64) -> ControlCode {
    let v = hi >> 41;
    ControlCode {
        stall: (v & 0xf) as u8,
        yield_: (v >> 4) & 1 == 0,
        write_barrier: ((v >> 5) & 7) as u8,
        read_barrier: ((v >> 8) & 7) as u8,
        wait_mask: ((v >> 11) & 0x3f) as u8,
        reuse: ((v >> 17) & 0xf) as u8,
    }
}

/// CuAssembler-style text of a control code: `[B0-----:R-:W1:Y:S04]` (wait mask bits 0-5,
/// read barrier, write barrier, yield, stall).
pub fn control_text(c: &ControlCode) -> String {
    let mut s = String::from("[B");
    for b in 0..6 {
        if c.wait_mask & (1 << b) != 0 {
            s.push(char::from(b'0' + b));
        } else {
            s.push('-');
        }
    }
    let bar = |b: u8| if b == 7 { "-".to_string() } else { b.to_string() };
    s.push_str(&format!(":R{}:W{}:{}:S{:02}]", bar(c.read_barrier), bar(c.write_barrier), if c.yield_ { "Y" } else { "-" }, c.stall));
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_round_trips_a_ptxas_word() {
        // IMAD.WIDE.U32 R2, R13, 0x4, R2 from ptxas: hi word 0x001fca00078e0002.
        let hi = 0x001fca00078e0002u64;
        let c = unpack_control(hi);
        assert_eq!(c.stall, 5);
        assert!(c.yield_, "bit 109 clear: yield");
        assert_eq!(c.write_barrier, 7);
        assert_eq!(c.read_barrier, 7);
        assert_eq!(c.wait_mask, 1, "waits on barrier 0");
        assert_eq!(c.reuse, 0);
        assert_eq!(pack_control(&c), hi & (0x1fffff << 41));
    }

    #[test]
    fn control_fields_are_where_sass_facts_put_them() {
        let c = ControlCode { stall: 0xf, yield_: true, write_barrier: 0, read_barrier: 0, wait_mask: 0, reuse: 0 };
        assert_eq!(pack_control(&c), 0xfu64 << 41);
        let c = ControlCode { stall: 0, yield_: false, write_barrier: 0, read_barrier: 0, wait_mask: 0, reuse: 0 };
        assert_eq!(pack_control(&c), 1u64 << (109 - 64));
        let c = ControlCode { stall: 0, yield_: true, write_barrier: 5, read_barrier: 0, wait_mask: 0, reuse: 0 };
        assert_eq!(pack_control(&c), 5u64 << (110 - 64));
        let c = ControlCode { stall: 0, yield_: true, write_barrier: 0, read_barrier: 3, wait_mask: 0, reuse: 0 };
        assert_eq!(pack_control(&c), 3u64 << (113 - 64));
        let c = ControlCode { stall: 0, yield_: true, write_barrier: 0, read_barrier: 0, wait_mask: 0x21, reuse: 0 };
        assert_eq!(pack_control(&c), 0x21u64 << (116 - 64));
        let c = ControlCode { stall: 0, yield_: true, write_barrier: 0, read_barrier: 0, wait_mask: 0, reuse: 0b1010 };
        assert_eq!(pack_control(&c), 0b1010u64 << (122 - 64));
        assert_eq!(pack_control(&c) >> 62, 0, "bits 126-127 stay clear");
    }

    #[test]
    fn control_text_is_cuassembler_style() {
        let c = ControlCode { stall: 4, yield_: true, write_barrier: 1, read_barrier: 7, wait_mask: 0b1, reuse: 0 };
        assert_eq!(control_text(&c), "[B0-----:R-:W1:Y:S04]");
    }
}
