//! The instruction-form tables: per architecture, one text table (`forms_sm90.txt`) is the single
//! source of truth for every form the encoder knows. Each line is one form:
//!
//! ```text
//! MNEMONIC SHAPE BASE_LO BASE_HI OPERAND.COMPONENT=FIELD@LO:WIDTH[:ENCODING]...
//! IMAD.WIDE.U32 R,R,I,R 0x0000000000000825 0x0000000000000000 0.reg=Rd@16:8 1.reg=Ra@24:8 2.imm=imm32@32:32 3.reg=Rc@64:8
//! ```
//!
//! The mnemonic carries the modifiers as nvdisasm prints them, the shape the operand kinds with
//! their decorations ([`Operand::shape`](crate::sass::inst::Operand::shape)); the base pattern holds the
//! opcode, the operand-form selector and every modifier bit; the fields say where each operand
//! component goes. The table was derived from ptxas output by `tests/tools/sass_derive_forms.py`
//! and is checked bit for bit against nvdisasm by `tests/tests/sass_encoder.rs`.
//!
//! Besides the table, [`MODIFIER_FIELDS`] names the modifier bit fields of each opcode family
//! (with the seed-004 field ids where they fit) so the bit view can label them.

use crate::target::Sm;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// What an operand component is, for the encoder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Component {
    /// A general register number (`reg`).
    Reg,
    /// A uniform register number (`ureg`).
    UReg,
    /// A predicate number (`pred`).
    Pred,
    /// A uniform predicate number (`upred`).
    UPred,
    /// A convergence barrier register (`breg`).
    Barrier,
    /// A scoreboard `SBn` of `DEPBAR` (`sb`).
    Scoreboard,
    /// An integer immediate (`imm`).
    Imm,
    /// A float immediate (`fimm`), stored as the field's encoding says.
    FImm,
    /// A constant bank number (`bank`).
    Bank,
    /// A constant byte offset (`coff`).
    ConstOffset,
    /// A constant's index register (`cidx`).
    ConstIndex,
    /// The descriptor uniform register of `desc[URx]` (`desc`).
    Desc,
    /// A memory operand's base register (`base`).
    Base,
    /// A memory operand's added uniform register (`uadd`).
    UAdd,
    /// A memory operand's signed offset (`off`).
    Offset,
    /// A special register number (`sreg`).
    SReg,
    /// A branch target (`addr`).
    Target,
}

impl Component {
    fn from_name(s: &str) -> Option<Component> {
        Some(match s {
            "reg" => Component::Reg,
            "ureg" => Component::UReg,
            "pred" => Component::Pred,
            "upred" => Component::UPred,
            "breg" => Component::Barrier,
            "sb" => Component::Scoreboard,
            "imm" => Component::Imm,
            "fimm" => Component::FImm,
            "bank" => Component::Bank,
            "coff" => Component::ConstOffset,
            "cidx" => Component::ConstIndex,
            "desc" => Component::Desc,
            "base" => Component::Base,
            "uadd" => Component::UAdd,
            "off" => Component::Offset,
            "sreg" => Component::SReg,
            "addr" => Component::Target,
            _ => return None,
        })
    }

    /// The colour class of the field in the bit view.
    pub fn class(self) -> &'static str {
        match self {
            Component::Reg | Component::UReg | Component::Barrier | Component::Scoreboard | Component::Desc | Component::Base
            | Component::UAdd | Component::ConstIndex | Component::SReg => "register",
            Component::Pred | Component::UPred => "predicate",
            _ => "immediate",
        }
    }
}

/// How a field stores its value beyond plain bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldEncoding {
    /// The value's low `width` bits.
    Plain,
    /// IEEE single.
    F32,
    /// Upper 32 bits of an IEEE double.
    F64Hi,
    /// IEEE half.
    F16,
    /// Special-register number.
    SReg,
    /// Branch offset `(target - next) / 4`: low 8 bits in 16-23, the rest in 34-81 (BRA, CALL, RET).
    Rel4Split,
    /// Branch offset `(target - next) / 4` in 34-81 (BSSY).
    Rel4,
    /// Absolute code address `/ 4`, split like [`FieldEncoding::Rel4Split`] (`CALL.ABS.NOINC 0x0`,
    /// `RET.ABS.NODEC R20 0x0`: ptxas leaves 0 for the linker's relocation).
    Abs4Split,
    /// Absolute code address `/ 4` in 34-81 (sm_75's `CALL.ABS.NOINC 0x0`, `RET.ABS.NODEC R20 0x0`:
    /// unsplit, as its branch offsets are).
    Abs4,
    /// An absolute code address printed as an immediate, stored as `address - next` unsigned
    /// (`LEPC R20, 0x130`: bits 24-63 hold `0x130 - (LEPC's address + 16)`).
    PcRel,
    /// The low `width` bits at `lo`, the next `width2` bits at `lo2` (PLOP3's LUT: 64-66 and
    /// 72-76; `:split=72+5` in the table).
    Split {
        /// Where the high part goes.
        lo2: u8,
        /// Its width.
        width2: u8,
    },
    /// The value's low `width` bits inverted (`HGMMA`'s scale-D predicate: `UPT` is 0; `:inv`).
    Inverted,
}

/// Where one operand component goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OperandField {
    /// The operand's index.
    pub operand: usize,
    /// Which component of it.
    pub component: Component,
    /// The field's name (`Rd`, `imm32`, `URdesc`).
    pub name: String,
    /// Lowest bit.
    pub lo: u8,
    /// Width.
    pub width: u8,
    /// How the value is stored.
    pub encoding: FieldEncoding,
    /// For display aliases (`IMAD.MOV`, `IMAD.SHL`, `IMAD.IADD`): the value this component must
    /// have for nvdisasm to print the alias (`:fixed=N` in the table).
    pub fixed: Option<i64>,
    /// The operand-reuse slot (bit 122 + slot) a `.reuse` on this register sets, where it is not
    /// the default of its position (24 → A, 32 → B, 64 → C) (`:reuse=N` in the table).
    pub reuse_slot: Option<u8>,
    /// Whether nvdisasm prints `.reuse` on this register (`:noreuse` in the table where it does
    /// not: memory, MUFU and conversion pipes keep no operand-reuse cache).
    pub reuse_printed: bool,
}

impl OperandField {
    /// The operand-reuse slot (0 = A, 1 = B, 2 = C, 3) a `.reuse` on this register sets: the
    /// table's `:reuse=N`, else the default of the field's position (bit 24 → A, 32 → B, 64 → C);
    /// `None` for a field with neither.
    pub fn reuse_operand_slot(&self) -> Option<u8> {
        self.reuse_slot.or(match self.lo {
            24 => Some(0),
            32 => Some(1),
            64 => Some(2),
            _ => None,
        })
    }

    /// How many bits of value the field holds (both parts of a split field).
    pub fn value_width(&self) -> u8 {
        match self.encoding {
            FieldEncoding::Split { width2, .. } => self.width + width2,
            _ => self.width,
        }
    }
}

/// One instruction form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    /// The nvdisasm opclass-like name: `imad_wide_u32__RRIR`.
    pub name: String,
    /// The mnemonic with modifiers.
    pub mnemonic: String,
    /// The operand shapes (`R,R,I,R`).
    pub shape: String,
    /// The base pattern: opcode, selector and modifier bits, operands and control cleared.
    pub base: [u64; 2],
    /// The operand fields.
    pub fields: Vec<OperandField>,
    /// How the form was found when it was not in the ptxas corpus itself (the `# ...` note of its
    /// table line: the corpus form and the modifier field or selector changed); empty otherwise.
    pub note: String,
}

/// A parsed form table.
#[derive(Debug, Default)]
pub struct FormTable {
    /// The forms in table order.
    pub forms: Vec<Form>,
    /// (mnemonic, shape) -> index.
    index: BTreeMap<(String, String), usize>,
    /// Lines that did not parse: (1-based line, message). Empty for the shipped tables (a unit
    /// test checks).
    pub errors: Vec<(usize, String)>,
}

impl FormTable {
    /// Parses a table text; bad lines are recorded in `errors`, never a panic.
    pub fn parse(text: &str) -> FormTable {
        let mut table = FormTable::default();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            match parse_form(line) {
                Ok(form) => {
                    let key = (form.mnemonic.clone(), form.shape.clone());
                    if table.index.contains_key(&key) {
                        table.errors.push((i + 1, format!("duplicate form {} {}", key.0, key.1)));
                        continue;
                    }
                    table.index.insert(key, table.forms.len());
                    table.forms.push(form);
                }
                Err(e) => table.errors.push((i + 1, e)),
            }
        }
        table
    }

    /// The form for a mnemonic and shape.
    pub fn lookup(&self, mnemonic: &str, shape: &str) -> Option<&Form> {
        self.index.get(&(mnemonic.to_string(), shape.to_string())).map(|&i| &self.forms[i])
    }
}

fn parse_hex(s: &str) -> Option<u64> {
    u64::from_str_radix(s.strip_prefix("0x")?, 16).ok()
}

fn parse_form(line: &str) -> Result<Form, String> {
    let (line, note) = match line.split_once(" #") {
        Some((l, n)) => (l, n.trim().to_string()),
        None => (line, String::new()),
    };
    let mut words = line.split_whitespace();
    let mnemonic = words.next().ok_or("missing mnemonic")?.to_string();
    let shape = words.next().ok_or("missing shape")?.to_string();
    let lo = words.next().and_then(parse_hex).ok_or("bad base low word")?;
    let hi = words.next().and_then(parse_hex).ok_or("bad base high word")?;
    let mut fields = Vec::new();
    for w in words {
        let (lhs, rhs) = w.split_once('=').ok_or_else(|| format!("bad field `{w}`"))?;
        let (op, comp) = lhs.split_once('.').ok_or_else(|| format!("bad field `{w}`"))?;
        let operand: usize = op.parse().map_err(|_| format!("bad operand index in `{w}`"))?;
        let component = Component::from_name(comp).ok_or_else(|| format!("unknown component in `{w}`"))?;
        let (name, place) = rhs.split_once('@').ok_or_else(|| format!("bad field `{w}`"))?;
        let mut parts = place.split(':');
        let lo_bit: u8 = parts.next().and_then(|s| s.parse().ok()).ok_or_else(|| format!("bad bit in `{w}`"))?;
        let width: u8 = parts.next().and_then(|s| s.parse().ok()).ok_or_else(|| format!("bad width in `{w}`"))?;
        if width == 0 || lo_bit as u32 + width as u32 > 128 {
            return Err(format!("field out of the word in `{w}`"));
        }
        let mut fixed = None;
        let mut reuse_slot = None;
        let mut rest: Vec<&str> = parts.collect();
        if let Some(pos) = rest.iter().position(|p| p.starts_with("fixed=")) {
            let v = rest.remove(pos);
            fixed = Some(v[6..].parse::<i64>().map_err(|_| format!("bad fixed value in `{w}`"))?);
        }
        let mut reuse_printed = true;
        if let Some(pos) = rest.iter().position(|p| *p == "noreuse") {
            rest.remove(pos);
            reuse_printed = false;
        }
        if let Some(pos) = rest.iter().position(|p| p.starts_with("reuse=")) {
            let v = rest.remove(pos);
            reuse_slot = Some(v[6..].parse::<u8>().ok().filter(|s| *s < 4).ok_or_else(|| format!("bad reuse slot in `{w}`"))?);
        }
        let encoding = match rest.first().copied() {
            None => FieldEncoding::Plain,
            Some("f32") => FieldEncoding::F32,
            Some("f64hi") => FieldEncoding::F64Hi,
            Some("f16") => FieldEncoding::F16,
            Some("sreg") => FieldEncoding::SReg,
            Some("rel4split") => FieldEncoding::Rel4Split,
            Some("rel4") => FieldEncoding::Rel4,
            Some("abs4split") => FieldEncoding::Abs4Split,
            Some("abs4") => FieldEncoding::Abs4,
            Some("inv") => FieldEncoding::Inverted,
            Some("pcrel") => FieldEncoding::PcRel,
            Some(sp) if sp.starts_with("split=") => {
                let (a, b) = sp[6..].split_once('+').ok_or_else(|| format!("bad split in `{w}`"))?;
                let lo2: u8 = a.parse().map_err(|_| format!("bad split in `{w}`"))?;
                let width2: u8 = b.parse().map_err(|_| format!("bad split in `{w}`"))?;
                if width2 == 0 || lo2 as u32 + width2 as u32 > 128 {
                    return Err(format!("split out of the word in `{w}`"));
                }
                FieldEncoding::Split { lo2, width2 }
            }
            Some(e) => return Err(format!("unknown encoding `{e}`")),
        };
        if rest.len() > 1 {
            return Err(format!("too many parts in `{w}`"));
        }
        fields.push(OperandField { operand, component, name: name.to_string(), lo: lo_bit, width, encoding, fixed, reuse_slot, reuse_printed });
    }
    let name = form_name(&mnemonic, &shape);
    Ok(Form { name, mnemonic, shape, base: [lo, hi], fields, note })
}

/// nvdisasm-opclass-like name of a form: lower-case mnemonic with `_` for dots, two underscores,
/// then one letter per operand kind (`imad_wide_u32__RRIR`).
pub fn form_name(mnemonic: &str, shape: &str) -> String {
    let m = mnemonic.to_ascii_lowercase().replace('.', "_");
    let kinds: String = if shape == "-" { String::new() } else { shape.split(',').filter_map(|s| s.chars().next()).collect() };
    format!("{m}__{kinds}")
}

/// The shipped form tables by name (`arch::Arch::table`): one line per table file.
pub const TABLES: &[(&str, &str)] = &[
    ("sm75", include_str!("forms_sm75.txt")),
    ("sm80", include_str!("forms_sm80.txt")),
    ("sm86", include_str!("forms_sm86.txt")),
    ("sm89", include_str!("forms_sm89.txt")),
    ("sm90", include_str!("forms_sm90.txt")),
    ("sm100", include_str!("forms_sm100.txt")),
    ("sm120", include_str!("forms_sm120.txt")),
];

/// The index of a table name in [`TABLES`].
pub fn table_index(name: &str) -> Option<usize> {
    TABLES.iter().position(|(n, _)| *n == name)
}

/// The form table of an architecture (the one its [`arch`](crate::sass::arch::arch) model names),
/// parsed once; `None` where no table exists yet.
pub fn table_for(sm: Sm) -> Option<&'static FormTable> {
    static PARSED: [OnceLock<FormTable>; 16] = [const { OnceLock::new() }; 16];
    let k = table_index(crate::sass::arch::arch(sm).table?)?;
    Some(PARSED.get(k)?.get_or_init(|| FormTable::parse(TABLES[k].1)))
}

/// Named modifier fields per opcode family (SASS_FACTS.md, flips verified with nvdisasm; seed 004
/// field ids in parentheses where its dispatcher names them): (opcode, name, lo, width).
pub const MODIFIER_FIELDS: &[(&str, &str, u8, u8)] = &[
    ("FADD", "sat", 77, 1),
    ("FADD", "rnd (345/300)", 78, 2),
    ("FADD", "ftz (301)", 80, 1),
    ("FMUL", "sat", 77, 1),
    ("FMUL", "rnd (345/300)", 78, 2),
    ("FMUL", "ftz (301)", 80, 1),
    ("FMUL", "scale", 84, 3),
    ("FFMA", "fmz", 76, 1),
    ("FFMA", "sat", 77, 1),
    ("FFMA", "rnd (345/300)", 78, 2),
    ("FFMA", "ftz (301)", 80, 1),
    ("DADD", "rnd (345/300)", 78, 2),
    ("DMUL", "rnd (345/300)", 78, 2),
    ("DFMA", "rnd (345/300)", 78, 2),
    ("ISETP", "ex", 72, 1),
    ("ISETP", "signed", 73, 1),
    ("ISETP", "bop", 74, 2),
    ("ISETP", "cmp", 76, 3),
    ("FSETP", "bop", 74, 2),
    ("FSETP", "cmp", 76, 4),
    ("FSETP", "ftz (301)", 80, 1),
    ("DSETP", "bop", 74, 2),
    ("DSETP", "cmp", 76, 4),
    ("IMAD", "signed", 73, 1),
    ("IMAD", "x", 74, 1),
    ("IADD3", "x", 74, 1),
    ("LOP3", "pand", 80, 1),
    ("LDG", "e", 72, 1),
    ("LDG", "size", 73, 3),
    ("LDG", "sem/scope", 77, 4),
    ("LDG", "cache", 84, 3),
    ("STG", "e", 72, 1),
    ("STG", "size", 73, 3),
    ("STG", "sem/scope", 77, 4),
    ("STG", "cache", 84, 3),
    ("LDS", "size", 73, 3),
    ("STS", "size", 73, 3),
    ("LDL", "size", 73, 3),
    ("STL", "size", 73, 3),
    ("ATOMG", "type", 73, 3),
    ("ATOMG", "sem/scope", 77, 4),
    ("ATOMG", "cache", 84, 3),
    ("ATOMG", "op", 87, 4),
    ("SHFL", "mode", 58, 2),
    ("VOTE", "mode", 72, 2),
    ("EXIT", "mods", 84, 3),
    ("SHF", "type", 73, 2),
    ("SHF", "w", 75, 1),
    ("SHF", "right", 76, 1),
    ("SHF", "hi", 80, 1),
    ("USHF", "type", 73, 2),
    ("USHF", "w", 75, 1),
    ("USHF", "right", 76, 1),
    ("USHF", "hi", 80, 1),
    ("BRA", "u", 32, 1),
    ("BRA", "div", 33, 1),
];

/// Builds an instance of a form from its shape, with operand values chosen by `seed` (registers,
/// predicates, immediates, floats, offsets and targets all vary with it): the vectors of the
/// encoder's oracle test, and examples for the UI. `address` is where the instruction will sit
/// (branch targets are chosen after it). Returns `None` for shapes it cannot build.
pub fn example_inst(form: &Form, seed: u64, address: u64) -> Option<crate::sass::inst::Inst> {
    // Values that would make nvdisasm print another alias (`IMAD R1, RZ, ...` is `IMAD.MOV`) are
    // drawn again.
    for attempt in 0..64 {
        let inst = example_once(form, seed.wrapping_mul(64).wrapping_add(attempt), address)?;
        if crate::sass::print::alias_consistent(&inst) {
            return Some(inst);
        }
    }
    None
}

fn example_once(form: &Form, seed: u64, address: u64) -> Option<crate::sass::inst::Inst> {
    use crate::sass::encode::{float_kind_for, SPECIAL_REGISTERS};
    use crate::sass::inst::{Inst, MemRef, Operand, OperandValue};
    // A small deterministic generator (SplitMix64) so the vectors are the same on every run.
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (form.base[0] << 7) ^ form.base[1];
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut parts: Vec<&str> = form.mnemonic.split('.').collect();
    let opcode = parts.remove(0).to_string();
    let modifiers: Vec<String> = parts.into_iter().map(str::to_string).collect();
    let field = |i: usize, c: Component| form.fields.iter().find(|f| f.operand == i && f.component == c);
    let mut operands = Vec::new();
    let shapes: Vec<&str> = if form.shape == "-" { Vec::new() } else { form.shape.split(',').collect() };
    for (i, sh) in shapes.iter().enumerate() {
        let kind = sh.chars().next()?;
        let rest = &sh[1..];
        let flags_len = rest.find(|c: char| !"!-~|".contains(c)).unwrap_or(rest.len());
        let (flags, suffix) = rest.split_at(flags_len);
        let mut op = Operand::new(OperandValue::Imm(0));
        op.not = flags.contains('!');
        op.neg = flags.contains('-');
        op.bitnot = flags.contains('~');
        op.abs = flags.contains('|');
        let width = |c: Component| field(i, c).map(|f| f.value_width()).unwrap_or(0);
        let small = |w: u8, r: u64| if w == 0 { 0 } else { r & ((1u64 << w.min(31)) - 1) };
        let fixed = |c: Component| field(i, c).and_then(|f| f.fixed);
        op.value = match kind {
            'R' if fixed(Component::Reg).is_some() => {
                op.suffix = suffix.to_string();
                OperandValue::Reg(fixed(Component::Reg).unwrap_or(0) as u8)
            }
            'I' if fixed(Component::Imm).is_some() => OperandValue::Imm(fixed(Component::Imm).unwrap_or(0)),
            // BRX's offset back to the kernel's start: negative, a multiple of 4 (printed as is).
            'I' if field(i, Component::Imm).is_some_and(|f| matches!(f.encoding, FieldEncoding::Rel4Split | FieldEncoding::Rel4)) => OperandValue::Imm(-16 * (1 + (next() % 4096) as i64)),
            // LEPC's absolute address: ahead of any instruction's own (it is stored relative).
            'I' if field(i, Component::Imm).is_some_and(|f| f.encoding == FieldEncoding::PcRel) => OperandValue::Imm((1 << 36) + 16 * (next() % 4096) as i64),
            // UTCBAR.MULTICAST's CTA mask: nvdisasm drops a URZ one.
            'U' if i == 2 && opcode == "UTCBAR" => OperandValue::UReg((next() % 63) as u8),
            // VOTE hides an RZ destination (`VOTE.ANY P0, P1` is another form).
            'R' | 'U' if i == 0 && opcode.starts_with("VOTE") => {
                if kind == 'R' { OperandValue::Reg((next() % 255) as u8) } else { OperandValue::UReg((next() % 63) as u8) }
            }
            // TEX: with RZ coordinates, RZ level of detail or URZ handle nvdisasm prints `???` or
            // drops the operand (a TEX without a level-of-detail register is another form).
            'R' if opcode == "TEX" && i >= 2 => {
                op.suffix = suffix.to_string();
                OperandValue::Reg((next() % 255) as u8)
            }
            'U' if opcode == "TEX" => {
                op.suffix = suffix.to_string();
                OperandValue::UReg((next() % 63) as u8)
            }
            'R' => {
                op.suffix = suffix.to_string();
                OperandValue::Reg(if next() % 5 == 0 { 255 } else { (next() % 255) as u8 })
            }
            'U' => {
                op.suffix = suffix.to_string();
                OperandValue::UReg(if next() % 5 == 0 { 63 } else { (next() % 63) as u8 })
            }
            // PT is left out: nvdisasm hides PT carry-outs and predicate results (`IADD3 R1, R2,
            // R3, R4` is the form without them).
            // A predicate the form fixes (`BRA.U UP0, target`: its row names UP0).
            'P' if fixed(Component::Pred).is_some() => OperandValue::Pred(fixed(Component::Pred).unwrap_or(0) as u8),
            'Q' if fixed(Component::UPred).is_some() => OperandValue::UPred(fixed(Component::UPred).unwrap_or(0) as u8),
            'P' => OperandValue::Pred((next() % 7) as u8),
            'Q' => OperandValue::UPred((next() % 7) as u8),
            'B' => OperandValue::Barrier((next() % 16) as u8),
            'W' => OperandValue::Scoreboard((next() % 6) as u8),
            // The descriptor pair's first register (even; URZ for none).
            'G' => {
                op.suffix = suffix.to_string();
                OperandValue::GDesc(if next() % 5 == 0 { 63 } else { ((next() % 31) * 2) as u8 })
            }
            'X' => {
                op.suffix = suffix.to_string();
                OperandValue::TMem(if next() % 5 == 0 { 63 } else { (next() % 63) as u8 })
            }
            'Y' => OperandValue::IDesc(if next() % 5 == 0 { 63 } else { (next() % 63) as u8 }),
            'K' => OperandValue::Gsb(0),
            'I' => {
                let w = width(Component::Imm);
                let r = next();
                OperandValue::Imm(match r % 4 {
                    0 => 0,
                    1 => 1,
                    _ => small(w, r >> 8) as i64,
                })
            }
            'F' => {
                let enc = field(i, Component::FImm)?.encoding;
                let r = next();
                let v = match enc {
                    FieldEncoding::F16 => [0.5, -2.0, 65504.0, 2f64.powi(-24), 0.0, 1.0, -0.333251953125][(r % 7) as usize],
                    FieldEncoding::F64Hi => [2.5, -0.5, 1024.0, 3.0517578125e-05, 1.0, -3.0, 4503599627370496.0][(r % 7) as usize],
                    _ => {
                        let bits = (r >> 16) as u32;
                        let f = f32::from_bits(bits);
                        if f.is_nan() { 0.75 } else { f as f64 }
                    }
                };
                OperandValue::FImm(v, float_kind_for(&form.mnemonic))
            }
            'C' => {
                let index = if rest.contains('r') { Some((next() % 255) as u8) } else { None };
                OperandValue::Const { bank: (next() % 4) as u8, index, offset: ((next() % 0x2000) * 4) as i64 }
            }
            'S' => {
                let names: Vec<&str> = match opcode.as_str() {
                    "S2R" => SPECIAL_REGISTERS.iter().map(|(n, _)| *n).filter(|n| *n != "SRZ").collect(),
                    "CS2R" => vec!["SRZ"],
                    _ => vec!["SR_CTAID.X", "SR_CgaCtaId"],
                };
                OperandValue::SReg(names[(next() % names.len() as u64) as usize].to_string())
            }
            'T' => {
                let k = (next() % 200) as i64 - 20;
                let t = address as i64 + 16 + k * 16;
                OperandValue::Target(t.max(0) as u64)
            }
            'M' => {
                let mut m = MemRef::default();
                let mut s = &rest[flags_len..];
                if let Some(r) = s.strip_prefix('d') {
                    m.desc = Some((next() % 64) as u8);
                    s = r;
                }
                let mut first = true;
                while let Some(c) = s.chars().next() {
                    s = &s[1..];
                    match c {
                        'r' => {
                            let end = s.find(['u', 'o']).unwrap_or(s.len());
                            // `[RZ+0x10]` prints as `[0x10]`, another form.
                            let reg = (next() % 254) as u8 & !1;
                            m.base = Some((reg, s[..end].to_string()));
                            s = &s[end..];
                        }
                        'u' => {
                            m.uadd = Some((next() % 64) as u8);
                            m.uniform_first = first;
                        }
                        'o' => {
                            let w = width(Component::Offset).max(2);
                            let v = small(w - 1, next()) as i64 & !3;
                            m.offset = Some(if v == 0 { 4 } else { v });
                        }
                        _ => return None,
                    }
                    first = false;
                }
                OperandValue::Mem(m)
            }
            '=' if crate::sass::inst::KEYWORD_OPERANDS.contains(&rest) => OperandValue::Word(rest.to_string()),
            _ => return None,
        };
        operands.push(op);
    }
    if opcode.starts_with("UTC") && opcode.ends_with("MMA") {
        utc_mma_operands(&mut operands, seed);
    }
    // Guards: none, or a predicate (possibly negated).
    let g = next() % 4;
    let uniform = crate::sass::encode::uniform_guard(form);
    let guard = if g == 0 { None } else { Some(crate::sass::inst::Guard { pred: (next() % 7) as u8, uniform, not: g == 2 }) };
    Some(Inst { guard, opcode, modifiers, operands })
}

/// UTC*MMA's operands as nvdisasm prints them: `tmem[URm], idesc[URm+1]` share one field (the
/// instruction descriptor is printed as the register after the metadata's, so the pair is
/// even); a URZ zero-column or disable-output-lane mask, a URZ block-scale pair and a
/// scale-input-d of 0 are the forms without them.
fn utc_mma_operands(operands: &mut [crate::sass::inst::Operand], seed: u64) {
    use crate::sass::inst::OperandValue as V;
    let Some(k) = operands.iter().position(|o| matches!(o.value, V::IDesc(_))) else { return };
    if let Some(V::TMem(m)) = k.checked_sub(1).map(|j| operands[j].value.clone()) {
        let m = (m % 62) & !1;
        operands[k - 1].value = V::TMem(m);
        operands[k].value = V::IDesc(m + 1);
    }
    match operands.get(k + 1).map(|o| &o.value) {
        Some(V::UReg(_)) => operands[k + 1].value = V::UReg(8 * (seed as u8 % 7)),
        Some(V::TMem(63)) => operands[k + 1].value = V::TMem(2 * (seed as u8 % 31)),
        _ => {}
    }
    if let Some(last) = operands.last_mut() {
        if matches!(last.value, V::Imm(0)) {
            last.value = V::Imm(1 + (seed as i64 % 15));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::SmVariant;

    #[test]
    fn shipped_sm90_table_parses_cleanly() {
        let t = table_for(Sm { number: 90, variant: SmVariant::Base }).expect("sm_90 table");
        assert!(t.errors.is_empty(), "{:?}", t.errors);
        assert!(t.forms.len() > 100, "{} forms", t.forms.len());
        // Every field of every form fits the word and no two fields overlap.
        for f in &t.forms {
            let mut used = 0u128;
            for fld in &f.fields {
                let (lo, w) = if matches!(fld.encoding, FieldEncoding::Rel4Split | FieldEncoding::Abs4Split) { (34u32, 48u32) } else { (fld.lo as u32, fld.width as u32) };
                let mut mask = ((1u128 << w) - 1) << lo;
                if let FieldEncoding::Split { lo2, width2 } = fld.encoding {
                    mask |= ((1u128 << width2) - 1) << lo2;
                }
                assert_eq!(used & mask, 0, "{}: {} overlaps", f.name, fld.name);
                used |= mask;
                assert!(lo + w <= 105, "{}: {} reaches the control bits", f.name, fld.name);
            }
        }
    }

    #[test]
    fn table_errors_are_values_not_panics() {
        let t = FormTable::parse("IADD3 R,R 0x1\nFOO R 0x0 0x0 0.reg=Rd@200:8\nBAR - 0x0 0x0 0.zzz=Q@1:1\nX - 0x0 0x0\nX - 0x0 0x0\n");
        assert_eq!(t.errors.len(), 4, "{:?}", t.errors);
        assert_eq!(t.forms.len(), 1);
        assert_eq!(t.errors[3].0, 5);
    }

    #[test]
    fn form_names_are_opclass_like() {
        assert_eq!(form_name("IMAD.WIDE.U32", "R,R,I,R"), "imad_wide_u32__RRIR");
        assert_eq!(form_name("EXIT", "-"), "exit__");
    }

    #[test]
    fn every_shipped_table_parses_and_fits() {
        assert!(TABLES.len() <= 16, "raise the size of table_for's cache");
        for (name, text) in TABLES {
            let t = FormTable::parse(text);
            assert!(t.errors.is_empty(), "{name}: {:?}", t.errors);
            assert!(!t.forms.is_empty(), "{name}");
        }
    }
}
