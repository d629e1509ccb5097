//! The SASS instruction model: a mnemonic with its modifiers (`IMAD.WIDE.U32`), an optional guard
//! predicate, and operands as nvdisasm prints them. Scheduling control bits live beside it in
//! [`ControlCode`](ControlCode) (bits 105-125 of the word, packed by
//! [`pack_control`]/[`unpack_control`]).

use serde::{Deserialize, Serialize};

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
    /// A scoreboard `SB0`-`SB5` as `DEPBAR.LE SB0, 0x1` names it (the counter `LDGDEPBAR`
    /// increments).
    Scoreboard(u8),
    /// The uniform register holding a wgmma matrix descriptor pair, printed `gdesc[UR4]`
    /// (`HGMMA`'s A operand; 63 is `URZ`).
    GDesc(u8),
    /// A tensor-memory address in a uniform register, printed `tmem[UR4]` (tcgen05's `LDTM`,
    /// `STTM`, `UTCSHIFT`, `UTCCP`, the accumulator of `UTC*MMA`; 63 is `URZ`).
    TMem(u8),
    /// A tcgen05 MMA instruction descriptor in a uniform register, printed `idesc[UR5]`.
    IDesc(u8),
    /// The warpgroup scoreboard `gsb0` of `HGMMA` and `WARPGROUP.DEPBAR.LE gsb0, 0x0`.
    Gsb(u8),
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
    /// A fixed word with no field of its own, one of [`KEYWORD_OPERANDS`]: the predicate file
    /// `PR` of `P2R R20, PR, RZ, 0x20`, a texture's dimensionality (`TEX.LL ..., 0x0, 2D`).
    /// Its shape letter is `=` followed by the word (`=PR`): each word is its own form.
    Word(String),
}

/// The words nvdisasm prints as operands of their own ([`OperandValue::Word`]).
pub const KEYWORD_OPERANDS: &[&str] = &["PR", "1D", "2D", "3D", "CUBE", "ARRAY_1D", "ARRAY_2D", "ARRAY_3D", "ARRAY_CUBE"];

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
            OperandValue::Scoreboard(_) => "W",
            OperandValue::GDesc(_) => "G",
            OperandValue::TMem(_) => "X",
            OperandValue::IDesc(_) => "Y",
            OperandValue::Gsb(_) => "K",
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
            OperandValue::Word(w) => return format!("={w}"),
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

/// Lowest bit of the stall count (4 bits).
pub const STALL_LO: u8 = 105;
/// The yield bit: clear means yield (`Y`).
pub const YIELD_BIT: u8 = 109;
/// Lowest bit of the write (destination) scoreboard barrier (3 bits, 7 = none).
pub const WRITE_BARRIER_LO: u8 = 110;
/// Lowest bit of the read (source) scoreboard barrier (3 bits, 7 = none).
pub const READ_BARRIER_LO: u8 = 113;
/// Lowest bit of the wait mask (6 bits, one per barrier).
pub const WAIT_MASK_LO: u8 = 116;
/// Lowest bit of the operand-reuse flags (4 bits: slots A, B, C, D).
pub const REUSE_LO: u8 = 122;

/// The control-bit fields in the 128-bit word: (name, lowest bit, width), in bit order. Bits
/// 126-127 stay clear.
///
/// ```text
///  125   122 121     116 115  113 112  110  109  108   105
/// | reuse  |  wait mask | read bar | write bar | Y | stall |
/// ```
pub const CONTROL_FIELDS: [(&str, u8, u8); 6] = [
    ("stall", STALL_LO, 4),
    ("yield", YIELD_BIT, 1),
    ("write barrier", WRITE_BARRIER_LO, 3),
    ("read barrier", READ_BARRIER_LO, 3),
    ("wait mask", WAIT_MASK_LO, 6),
    ("reuse", REUSE_LO, 4),
];

/// Places `value` (masked to `width`) at word bit `lo` (>= 64) of the high word.
fn hi_field(value: u8, lo: u8, width: u8) -> u64 {
    ((value as u64) & ((1 << width) - 1)) << (lo - 64)
}

/// Reads `width` bits at word bit `lo` (>= 64) of the high word.
fn read_hi(hi: u64, lo: u8, width: u8) -> u8 {
    ((hi >> (lo - 64)) & ((1 << width) - 1)) as u8
}

/// Packs control bits into bits 105-125 (the high word's bits 41-61). The yield field stores the
/// inverse of the printed flag (bit clear = `Y`).
pub fn pack_control(c: &ControlCode) -> u64 {
    hi_field(c.stall, STALL_LO, 4)
        | hi_field(!c.yield_ as u8, YIELD_BIT, 1)
        | hi_field(c.write_barrier, WRITE_BARRIER_LO, 3)
        | hi_field(c.read_barrier, READ_BARRIER_LO, 3)
        | hi_field(c.wait_mask, WAIT_MASK_LO, 6)
        | hi_field(c.reuse, REUSE_LO, 4)
}

/// Reads the control bits from the high word.
pub fn unpack_control(hi: u64) -> ControlCode {
    ControlCode {
        stall: read_hi(hi, STALL_LO, 4),
        yield_: read_hi(hi, YIELD_BIT, 1) == 0,
        write_barrier: read_hi(hi, WRITE_BARRIER_LO, 3),
        read_barrier: read_hi(hi, READ_BARRIER_LO, 3),
        wait_mask: read_hi(hi, WAIT_MASK_LO, 6),
        reuse: read_hi(hi, REUSE_LO, 4),
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

/// One named field of a 128-bit instruction word.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct BitField {
    /// The field's name (`opcode`, `Rd`, `imm32`, `stall`).
    pub name: String,
    /// Lowest bit (0 = LSB of the first little-endian word).
    pub lo: u8,
    /// Width in bits.
    pub width: u8,
    /// Its value.
    pub value: u64,
    /// What kind of field, for the colour: opcode, register, immediate, predicate, modifier,
    /// control.
    #[serde(deserialize_with = "crate::interned::static_str")]
    pub class: crate::interned::StaticStr,
}

/// The scheduling control bits of a SASS instruction (bits 105-125), CuAssembler style
/// `[B------:R-:W-:Y:S04]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ControlCode {
    /// Stall cycles (0-15).
    pub stall: u8,
    /// Yield flag as printed (true = `Y`, which is bit 109 clear).
    pub yield_: bool,
    /// Write scoreboard barrier (7 = none).
    pub write_barrier: u8,
    /// Read scoreboard barrier (7 = none).
    pub read_barrier: u8,
    /// Wait mask, one bit per barrier 0-5.
    pub wait_mask: u8,
    /// Operand reuse flags (A, B, C, D).
    pub reuse: u8,
}

impl std::fmt::Display for ControlCode {
    /// CuAssembler / maxas notation: `[B0-2---:R1:W-:Y:S04]` — wait mask, read barrier, write
    /// barrier, yield, stall.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let wait: String = (0..6).map(|b| if self.wait_mask & (1 << b) != 0 { char::from(b'0' + b) } else { '-' }).collect();
        let bar = |b: u8| if b >= 6 { '-' } else { char::from(b'0' + b) };
        write!(
            f,
            "[B{wait}:R{}:W{}:{}:S{:02}]",
            bar(self.read_barrier),
            bar(self.write_barrier),
            if self.yield_ { 'Y' } else { '-' },
            self.stall
        )
    }
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
