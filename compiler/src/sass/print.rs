//! The SASS printer: instruction text exactly as nvdisasm prints it, and the listing format of
//! DESIGN.md (`        /*0000*/  TEXT ;  /* 0x... */` plus a line with the second word).

use crate::sass::inst::{FloatKind, Guard, Inst, MemRef, Operand, OperandValue, PT, RZ, URZ};
use super::inst::ControlCode;

fn reg_name(prefix: &str, n: u8, zero: u8, zero_name: &str) -> String {
    if n == zero { zero_name.to_string() } else { format!("{prefix}{n}") }
}

/// `R5`, `RZ`.
pub fn gpr(n: u8) -> String {
    reg_name("R", n, RZ, "RZ")
}

/// `UR5`, `URZ`.
pub fn ugpr(n: u8) -> String {
    reg_name("UR", n, URZ, "URZ")
}

fn hex(v: i64) -> String {
    if v < 0 { format!("-0x{:x}", v.unsigned_abs()) } else { format!("0x{v:x}") }
}

/// C's `%.{digits}g`, as nvdisasm uses for float immediates.
pub fn format_g(v: f64, digits: usize) -> String {
    if v == 0.0 {
        return if v.is_sign_negative() { "-0".into() } else { "0".into() };
    }
    let digits = digits.max(1);
    let sci = format!("{:.*e}", digits - 1, v);
    let (mant, exp) = match sci.split_once('e') {
        Some((m, e)) => (m.to_string(), e.parse::<i32>().unwrap_or(0)),
        None => (sci.clone(), 0),
    };
    if exp < -4 || exp >= digits as i32 {
        let mant = trim_fraction(&mant);
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{mant}e{sign}{:02}", exp.abs())
    } else {
        let decimals = (digits as i32 - 1 - exp).max(0) as usize;
        trim_fraction(&format!("{:.*}", decimals, v))
    }
}

fn trim_fraction(s: &str) -> String {
    if s.contains('.') { s.trim_end_matches('0').trim_end_matches('.').to_string() } else { s.to_string() }
}

/// A float immediate as nvdisasm prints it: C's `%.20g` below 1e9 in magnitude (`0.5`, `-2`,
/// `0.3333333432674407959`, `9.9999997473787516356e-05`), `%.20e` from 1e9 up
/// (`1.00000000000000000000e+09`), and `+INF`, `-INF`, `+QNAN`, `-QNAN`. The same rule for
/// singles, halves and doubles (checked against nvdisasm by the oracle test).
pub fn float_imm(v: f64, _kind: FloatKind) -> String {
    // nvdisasm follows the special values with a space (`+INF , PT`).
    if v.is_nan() {
        return if v.is_sign_negative() { "-QNAN ".into() } else { "+QNAN ".into() };
    }
    if v.is_infinite() {
        return if v < 0.0 { "-INF ".into() } else { "+INF ".into() };
    }
    if v.abs() >= 1e9 {
        return format_e(v, 20);
    }
    // Negative zero is `-0.0 ` in every width (`HFMA2 R10, -RZ, RZ, -0.0 , 0`, `FADD R0, R1,
    // -0.0 `: nvdisasm 13.5 on SM90, SM100 and SM120).
    if v == 0.0 && v.is_sign_negative() {
        return "-0.0 ".into();
    }
    format_g(v, 20)
}

/// C's `%.{decimals}e`: `1.00000000000000000000e+09`.
pub fn format_e(v: f64, decimals: usize) -> String {
    let s = format!("{:.*e}", decimals, v);
    match s.split_once('e') {
        Some((m, e)) => {
            let exp: i32 = e.parse().unwrap_or(0);
            format!("{m}e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs())
        }
        None => s,
    }
}

fn mem_text(m: &MemRef) -> String {
    let mut parts: Vec<String> = Vec::new();
    if let Some((r, suf)) = &m.base {
        parts.push(format!("{}{suf}", gpr(*r)));
    }
    if let Some(u) = m.uadd {
        if m.uniform_first { parts.insert(0, ugpr(u)) } else { parts.push(ugpr(u)) }
    }
    if let Some(o) = m.offset {
        parts.push(hex(o));
    }
    let inner = parts.join("+");
    match m.desc {
        Some(d) => format!("desc[{}][{inner}]", ugpr(d)),
        None => format!("[{inner}]"),
    }
}

/// One operand as nvdisasm prints it.
pub fn operand_text(op: &Operand) -> String {
    use OperandValue as V;
    let mut core = match &op.value {
        V::Reg(r) => gpr(*r),
        V::UReg(r) => ugpr(*r),
        V::Pred(p) => reg_name("P", *p, PT, "PT"),
        V::UPred(p) => reg_name("UP", *p, PT, "UPT"),
        V::Barrier(b) => format!("B{b}"),
        V::Scoreboard(b) => format!("SB{b}"),
        V::GDesc(r) => format!("gdesc[{}]", ugpr(*r)),
        V::TMem(r) => format!("tmem[{}]", ugpr(*r)),
        V::IDesc(r) => format!("idesc[{}]", ugpr(*r)),
        V::Gsb(b) => format!("gsb{b}"),
        V::Imm(i) => hex(*i),
        V::FImm(f, k) => float_imm(*f, *k),
        V::Const { bank, index, offset } => match index {
            Some(r) if *offset == 0 => format!("c[{}][{}]", hex(*bank as i64), gpr(*r)),
            Some(r) => format!("c[{}][{}+{}]", hex(*bank as i64), gpr(*r), hex(*offset)),
            None => format!("c[{}][{}]", hex(*bank as i64), hex(*offset)),
        },
        V::Mem(m) => mem_text(m),
        V::SReg(s) => s.clone(),
        V::Target(t) => format!("0x{t:x}"),
        V::Label(l) => format!("`({l})"),
        V::Word(w) => w.clone(),
    };
    // `R0.reuse.H0_H0`, but `|R7|.reuse` and `|R3|.H0_H0`; a single half goes inside the bars
    // (`MUFU.EX2.F16 R0, |R2.H1|`).
    if op.abs && matches!(op.suffix.as_str(), ".H0" | ".H1") && !op.reuse {
        core = format!("|{core}{}|", op.suffix);
    } else if op.abs {
        core = format!("|{core}|");
        if op.reuse {
            core.push_str(".reuse");
        }
        core.push_str(&op.suffix);
    } else {
        if op.reuse {
            core.push_str(".reuse");
        }
        core.push_str(&op.suffix);
    }
    if op.bitnot {
        core = format!("~{core}");
    }
    if op.neg {
        core = format!("-{core}");
    }
    if op.not {
        core = format!("!{core}");
    }
    core
}

fn guard_text(g: &Guard) -> String {
    let p = if g.uniform { reg_name("UP", g.pred, PT, "UPT") } else { reg_name("P", g.pred, PT, "PT") };
    format!("@{}{p}", if g.not { "!" } else { "" })
}

/// The display alias nvdisasm picks for an `IMAD` from its operand values: `MOV` when a
/// multiplicand is `RZ`, `IADD` when it multiplies by `0x1`, `SHL` when it multiplies by a power
/// of two and adds `RZ`; `None` for a plain `IMAD` (and for every other opcode).
pub fn imad_alias(inst: &Inst) -> Option<&'static str> {
    if inst.opcode != "IMAD" || inst.modifiers.iter().any(|m| m == "WIDE" || m == "HI" || m == "X") {
        return None;
    }
    let ops = &inst.operands;
    if ops.len() != 4 {
        return None;
    }
    // The multiplicands are operands 1 and 2; with an immediate in slot C (`IMAD.MOV.U32 R9, RZ,
    // RZ, 0x9`) the register multiplicands still come first.
    let is_zero = |o: &Operand| matches!(o.value, OperandValue::Reg(RZ) | OperandValue::Imm(0));
    let adds_rz = matches!(ops[3].value, OperandValue::Reg(RZ));
    // The aliases need the addend in a register, an immediate or a constant (`IMAD.U32 R2, RZ, RZ,
    // UR4` keeps its name; `IMAD.MOV.U32 R1, RZ, RZ, c[0x0][0x28]`, ptxas's first instruction on
    // sm_80, is a MOV in nvdisasm -b SM80/86/89/90 alike).
    if !matches!(ops[3].value, OperandValue::Reg(_) | OperandValue::Imm(_) | OperandValue::Const { .. }) {
        return None;
    }
    if is_zero(&ops[1]) || is_zero(&ops[2]) {
        return Some("MOV");
    }
    match &ops[2].value {
        OperandValue::Imm(1) if adds_rz => Some("MOV"),
        OperandValue::Imm(1) => Some("IADD"),
        // Every power of two but 0x10000, which nvdisasm 13.5 prints as a plain `IMAD.U32 R4, R0,
        // 0x10000, RZ` (checked for 2^1..2^31, signed and unsigned; ptxas emits it in bf16 code).
        OperandValue::Imm(v) if adds_rz && *v > 0 && *v != 0x10000 && (*v as u64).is_power_of_two() => Some("SHL"),
        _ => None,
    }
}

/// Whether the instruction's printed alias (`IMAD.MOV` ...) is the one nvdisasm would print for
/// its operand values; encoding an inconsistent one would decode to different text.
pub fn alias_consistent(inst: &Inst) -> bool {
    // nvdisasm drops a URZ CTA mask of `UTCBAR.MULTICAST [URa], URb, URc` (sm_100a).
    if inst.opcode == "UTCBAR" && inst.operands.len() == 3 && inst.operands[2].value == OperandValue::UReg(URZ) {
        return false;
    }
    if inst.opcode != "IMAD" {
        return true;
    }
    let printed = inst.modifiers.first().map(String::as_str).filter(|m| matches!(*m, "MOV" | "IADD" | "SHL"));
    printed == imad_alias(inst)
}

/// The instruction's text without the address and the terminating `;`:
/// `@!P0 IMAD.WIDE.U32 R2, R13, 0x4, R2`.
pub fn inst_text(inst: &Inst) -> String {
    let mut s = String::new();
    if let Some(g) = &inst.guard {
        s.push_str(&guard_text(g));
        s.push(' ');
    }
    s.push_str(&body_text(inst));
    s.truncate(s.trim_end().len());
    s
}

fn body_text(inst: &Inst) -> String {
    let mut s = inst.mnemonic();
    let mut first = true;
    let mut prev_reg = false;
    for op in &inst.operands {
        // `RET.REL.NODEC R2 0x40`, `BRX R4 -0x100`: a target after a register takes no comma.
        let after_reg = prev_reg;
        prev_reg = matches!(op.value, OperandValue::Reg(_));
        let sep = if first
            || (after_reg
                && (matches!(op.value, OperandValue::Target(_) | OperandValue::Label(_))
                    // `BMOV.32.CLEAR R23, B7`: a barrier register keeps its comma.
                    || (crate::sass::parse::BRANCH_OPCODES.contains(&inst.opcode.as_str()) && !matches!(op.value, OperandValue::Barrier(_)))))
        {
            " "
        } else {
            ", "
        };
        s.push_str(sep);
        match op.value {
            // `MOV.64 R10, 0xfff8000000000000`, `UMOV.64 UR6, 0x380ffffff0000000`: a 64-bit
            // immediate prints unsigned (nvdisasm -b SM120; SEL.64's 33-bit one stays signed).
            OperandValue::Imm(v) if wide_unsigned_imm(inst) && !op.neg => s.push_str(&format!("{:#x}", v as u64)),
            _ => s.push_str(&operand_text(op)),
        }
        first = false;
    }
    s
}

/// Whether the instruction's immediate is a whole 64-bit value nvdisasm prints unsigned.
fn wide_unsigned_imm(inst: &Inst) -> bool {
    matches!(inst.opcode.as_str(), "MOV" | "UMOV") && inst.modifiers.iter().any(|m| m == "64")
}

/// The terminator nvdisasm prints: `;` right after the text when the stall count is 0 with the
/// yield flag set (padding NOPs, the trailing self-branch), ` ;` otherwise.
pub fn terminator(control: &ControlCode) -> &'static str {
    if control.stall == 0 && control.yield_ { ";" } else { " ;" }
}

/// The column where nvdisasm's text starts (the opcode; a guard sits right before it).
const TEXT_COLUMN: usize = 35;

/// How wide nvdisasm reckons a line when it places the word comments: the text column, the guard
/// (counted in full although it is printed left of the column), the body and the terminator.
fn measured_width(inst: &Inst, control: &ControlCode) -> usize {
    let guard = inst.guard.as_ref().map(|g| guard_text(g).len() + 1).unwrap_or(0);
    TEXT_COLUMN + guard + body_text(inst).trim_end().len() + terminator(control).len()
}

fn entry_lines(offset: u32, inst: &Inst, control: &ControlCode, words: [u64; 2], hex_column: usize) -> String {
    let addr = format!("        /*{offset:04x}*/");
    let guard = inst.guard.as_ref().map(|g| format!("{} ", guard_text(g))).unwrap_or_default();
    // A predicate guard sits left of the text column; a uniform one (`@UP3`) starts at it.
    let uniform = inst.guard.as_ref().is_some_and(|g| g.uniform);
    let pad = if uniform { TEXT_COLUMN - addr.len() } else { TEXT_COLUMN.saturating_sub(addr.len() + guard.len()).max(1) };
    let body = body_text(inst);
    let mut line = format!("{addr}{}{guard}{}{}", " ".repeat(pad), body.trim_end(), terminator(control));
    let pad = hex_column.saturating_sub(line.len()).max(1);
    line.push_str(&" ".repeat(pad));
    line.push_str(&format!("/* 0x{:016x} */\n", words[0]));
    line.push_str(&" ".repeat(hex_column));
    line.push_str(&format!("/* 0x{:016x} */\n", words[1]));
    line
}

/// One listing entry on its own, in nvdisasm's layout (two lines, each ending in a newline).
pub fn listing_entry(offset: u32, inst: &Inst, control: &ControlCode, words: [u64; 2]) -> String {
    entry_lines(offset, inst, control, words, measured_width(inst, control) + 2)
}

/// A whole listing in nvdisasm's layout: the word comments start two columns after the widest
/// line (as nvdisasm measures it), the same column for every line.
pub fn listing_text(entries: &[(u32, Inst, ControlCode, [u64; 2])]) -> String {
    let hex_column = entries.iter().map(|(_, i, c, _)| measured_width(i, c)).max().unwrap_or(0) + 2;
    entries.iter().map(|(o, i, c, w)| entry_lines(*o, i, c, *w, hex_column)).collect()
}

#[cfg(test)]
#[allow(clippy::excessive_precision)] // nvdisasm's digits, verbatim
mod tests {
    use super::*;

    #[test]
    fn g_format_matches_c() {
        assert_eq!(format_g(0.5, 20), "0.5");
        assert_eq!(format_g(2.0, 20), "2");
        assert_eq!(format_g(-0.5, 20), "-0.5");
        assert_eq!(format_g((1.0f32 / 3.0) as f64, 20), "0.3333333432674407959");
        assert_eq!(format_g(5.9604644775390625e-08, 20), "5.9604644775390625e-08");
        assert_eq!(format_g(1e32, 21), "1.00000000000000005366e+32");
        assert_eq!(format_g(123456.0, 20), "123456");
        assert_eq!(format_g(0.0001, 20), "0.00010000000000000000479");
    }

    #[test]
    fn float_immediates_print_like_nvdisasm() {
        assert_eq!(float_imm(f64::INFINITY, FloatKind::F32), "+INF ");
        assert_eq!(float_imm(f64::NEG_INFINITY, FloatKind::F32), "-INF ");
        assert_eq!(float_imm(2.125, FloatKind::F32), "2.125");
        assert_eq!(float_imm(1.4426950216293334961, FloatKind::F32), "1.4426950216293334961");
        assert_eq!(float_imm(999999936.0, FloatKind::F32), "999999936");
        assert_eq!(float_imm(-1e9, FloatKind::F32), "-1.00000000000000000000e+09");
        assert_eq!(float_imm(8.11296384146066816958e+31, FloatKind::F64Hi), "8.11296384146066816958e+31");
        assert_eq!(float_imm(1e-5f32 as f64, FloatKind::F32), "9.9999997473787516356e-06");
    }

    #[test]
    fn operands_print_with_decorations() {
        let mut op = Operand::new(OperandValue::Reg(0));
        op.reuse = true;
        op.suffix = ".H0_H0".into();
        assert_eq!(operand_text(&op), "R0.reuse.H0_H0");
        let mut op = Operand::new(OperandValue::Reg(RZ));
        op.neg = true;
        assert_eq!(operand_text(&op), "-RZ");
        let mut op = Operand::new(OperandValue::Reg(3));
        op.abs = true;
        op.neg = true;
        assert_eq!(operand_text(&op), "-|R3|");
        op.reuse = true;
        assert_eq!(operand_text(&op), "-|R3|.reuse");
        let mut op = Operand::new(OperandValue::Reg(72));
        op.abs = true;
        op.suffix = ".H1".into();
        assert_eq!(operand_text(&op), "|R72.H1|");
        assert_eq!(crate::sass::parse::parse_inst("MUFU.EX2.F16 R3, |R72.H1|").unwrap().operands[1], op);
        let mut op = Operand::new(OperandValue::Pred(PT));
        op.not = true;
        assert_eq!(operand_text(&op), "!PT");
        let m = MemRef { desc: Some(4), base: Some((2, ".64".into())), uadd: None, offset: Some(0x10), uniform_first: false };
        assert_eq!(operand_text(&Operand::new(OperandValue::Mem(m))), "desc[UR4][R2.64+0x10]");
        assert_eq!(operand_text(&Operand::new(OperandValue::Imm(-13))), "-0xd");
        assert_eq!(
            operand_text(&Operand::new(OperandValue::Const { bank: 0, index: None, offset: 0x210 })),
            "c[0x0][0x210]"
        );
    }

    #[test]
    fn listing_layout_matches_design() {
        let inst = Inst {
            guard: None,
            opcode: "IMAD".into(),
            modifiers: vec!["WIDE".into()],
            operands: vec![
                Operand::new(OperandValue::Reg(2)),
                Operand::new(OperandValue::Reg(7)),
                Operand::new(OperandValue::Imm(4)),
                Operand::new(OperandValue::Reg(2)),
            ],
        };
        let c = ControlCode { stall: 6, yield_: true, write_barrier: 7, read_barrier: 7, wait_mask: 1, reuse: 0 };
        let text = listing_entry(0, &inst, &c, [0x0000000407027825, 0x001fcc00078e0202]);
        assert!(text.starts_with("        /*0000*/                   IMAD.WIDE R2, R7, 0x4, R2 ; "), "{text}");
        let lines: Vec<&str> = text.lines().collect();
        let col = "        /*0000*/                   IMAD.WIDE R2, R7, 0x4, R2 ;".len() + 2;
        assert_eq!(lines[0].find("/* 0x"), Some(col));
        assert_eq!(lines[1], format!("{}/* 0x001fcc00078e0202 */", " ".repeat(col)));
    }
}
