//! The SASS printer: instruction text exactly as nvdisasm prints it, and the listing format of
//! DESIGN.md (`        /*0000*/  TEXT ;  /* 0x... */` plus a line with the second word).

use super::inst::{FloatKind, Guard, Inst, MemRef, Operand, OperandValue, PT, RZ, URZ};
use crate::trace::ControlCode;

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

/// A float immediate as nvdisasm prints it: `0.5`, `-2`, `+INF`, `-QNAN`,
/// `0.3333333432674407959` (20 significant digits for singles and halves, 21 for doubles).
pub fn float_imm(v: f64, kind: FloatKind) -> String {
    if v.is_nan() {
        return if v.is_sign_negative() { "-QNAN".into() } else { "+QNAN".into() };
    }
    if v.is_infinite() {
        return if v < 0.0 { "-INF".into() } else { "+INF".into() };
    }
    let digits = match kind {
        FloatKind::F64Hi => 21,
        FloatKind::F32 | FloatKind::F16 => 20,
    };
    format_g(v, digits)
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
    };
    if op.reuse {
        core.push_str(".reuse");
    }
    core.push_str(&op.suffix);
    if op.abs {
        core = format!("|{core}|");
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

/// The instruction's text without the address and the terminating `;`:
/// `@!P0 IMAD.WIDE.U32 R2, R13, 0x4, R2`.
pub fn inst_text(inst: &Inst) -> String {
    let mut s = String::new();
    if let Some(g) = &inst.guard {
        s.push_str(&guard_text(g));
        s.push(' ');
    }
    s.push_str(&body_text(inst));
    s
}

fn body_text(inst: &Inst) -> String {
    let mut s = inst.mnemonic();
    let mut first = true;
    for op in &inst.operands {
        // `RET.REL.NODEC R2 0x40`: the target after a register takes no comma.
        let sep = if first {
            " "
        } else if matches!(op.value, OperandValue::Target(_) | OperandValue::Label(_)) && inst.opcode == "RET" {
            " "
        } else {
            ", "
        };
        s.push_str(sep);
        s.push_str(&operand_text(op));
        first = false;
    }
    s
}

/// The terminator nvdisasm prints: `;` right after the text when the stall count is 0 with the
/// yield flag set (padding NOPs, the trailing self-branch), ` ;` otherwise.
pub fn terminator(control: &ControlCode) -> &'static str {
    if control.stall == 0 && control.yield_ { ";" } else { " ;" }
}

/// One listing entry in nvdisasm's layout (two lines, each ending in a newline).
pub fn listing_entry(offset: u32, inst: &Inst, control: &ControlCode, words: [u64; 2]) -> String {
    const TEXT_COLUMN: usize = 35;
    const HEX_COLUMN: usize = 102;
    let addr = format!("        /*{offset:04x}*/");
    let guard = inst.guard.as_ref().map(|g| format!("{} ", guard_text(g))).unwrap_or_default();
    let pad = TEXT_COLUMN.saturating_sub(addr.len() + guard.len()).max(1);
    let mut line = format!("{addr}{}{guard}{}{}", " ".repeat(pad), body_text(inst), terminator(control));
    let pad = HEX_COLUMN.saturating_sub(line.len()).max(1);
    line.push_str(&" ".repeat(pad));
    line.push_str(&format!("/* 0x{:016x} */\n", words[0]));
    line.push_str(&" ".repeat(HEX_COLUMN));
    line.push_str(&format!("/* 0x{:016x} */\n", words[1]));
    line
}

#[cfg(test)]
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
        assert_eq!(float_imm(f64::INFINITY, FloatKind::F32), "+INF");
        assert_eq!(float_imm(f64::NEG_INFINITY, FloatKind::F32), "-INF");
        assert_eq!(float_imm(2.125, FloatKind::F32), "2.125");
        assert_eq!(float_imm(1.4426950216293334961, FloatKind::F32), "1.4426950216293334961");
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
        assert_eq!(lines[0].find("/* 0x"), Some(102));
        assert_eq!(lines[1], format!("{}/* 0x001fcc00078e0202 */", " ".repeat(102)));
    }
}
