//! Parses SASS text as nvdisasm and cuobjdump print it back into the instruction model: one
//! instruction (`@!P0 IMAD.WIDE.U32 R2, R13, 0x4, R2 ;`) or a whole listing with `/*0040*/`
//! addresses and `/* 0x... */` word comments. Problems are diagnostics with line and column.

use crate::sass::encode::float_kind_for;
use crate::sass::inst::{Guard, Inst, MemRef, Operand, OperandValue, PT, RZ, URZ};
use crate::diag::{Diagnostic, Diagnostics, LineIndex};

const PHASE: &str = "sass-parse";

/// Opcodes whose last hex operand is a branch target rather than an immediate (`BPT.TRAP 0x1`'s
/// operand is a trap code, an immediate).
pub const BRANCH_OPCODES: &[&str] = &["BRA", "BSSY", "CALL", "RET", "JMP", "BRX", "JMX", "BREAK", "WARPSYNC", "BMOV"];

/// One parsed listing line.
#[derive(Clone, Debug, PartialEq)]
pub struct ParsedInst {
    /// The `/*0040*/` address, if printed.
    pub offset: Option<u32>,
    /// The instruction.
    pub inst: Inst,
    /// The words from the `/* 0x... */` comments, if both were printed.
    pub words: Option<[u64; 2]>,
    /// 1-based line of the instruction.
    pub line: u32,
}

/// An error inside one instruction: byte offset into the text given to [`parse_inst`], length,
/// message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstError {
    /// Byte offset of the problem.
    pub at: usize,
    /// Length in bytes.
    pub len: usize,
    /// What is wrong.
    pub message: String,
}

fn err(at: usize, len: usize, message: impl Into<String>) -> InstError {
    InstError { at, len: len.max(1), message: message.into() }
}

fn numbered(s: &str, prefix: &str, max: u32) -> Option<u8> {
    let rest = s.strip_prefix(prefix)?;
    if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) || rest.len() > 3 {
        return None;
    }
    let n: u32 = rest.parse().ok()?;
    if n <= max { Some(n as u8) } else { None }
}

fn parse_gpr(s: &str) -> Option<u8> {
    if s == "RZ" { Some(RZ) } else { numbered(s, "R", 254) }
}

fn parse_ugpr(s: &str) -> Option<u8> {
    if s == "URZ" { Some(URZ) } else { numbered(s, "UR", 62) }
}

fn parse_pred(s: &str) -> Option<u8> {
    if s == "PT" { Some(PT) } else { numbered(s, "P", 6) }
}

fn parse_upred(s: &str) -> Option<u8> {
    if s == "UPT" { Some(PT) } else { numbered(s, "UP", 6) }
}

fn parse_hex_signed(s: &str) -> Option<i64> {
    let (neg, body) = match s.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, s),
    };
    let digits = body.strip_prefix("0x")?;
    if digits.is_empty() || digits.len() > 16 {
        return None;
    }
    let v = u64::from_str_radix(digits, 16).ok()? as i64;
    Some(if neg { v.wrapping_neg() } else { v })
}

fn parse_float(s: &str) -> Option<f64> {
    match s {
        "+INF" | "INF" => return Some(f64::INFINITY),
        "-INF" => return Some(f64::NEG_INFINITY),
        "+QNAN" | "QNAN" => return Some(f64::NAN),
        "-QNAN" => return Some(-f64::NAN),
        _ => {}
    }
    let body = s.strip_prefix(['-', '+']).unwrap_or(s);
    if body.is_empty() || !body.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    if !body.bytes().all(|b| b.is_ascii_digit() || b == b'.' || b == b'e' || b == b'-' || b == b'+') {
        return None;
    }
    s.parse::<f64>().ok()
}

/// Splits operands at top-level commas; returns (byte offset, text) pairs.
fn split_operands(text: &str, base: usize) -> Result<Vec<(usize, &str)>, InstError> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => {
                depth -= 1;
                if depth < 0 {
                    return Err(err(base + i, 1, "unbalanced bracket"));
                }
            }
            ',' if depth == 0 => {
                out.push((start, &text[start..i]));
                start = i + 1;
            }
            _ => {}
        }
    }
    if depth != 0 {
        return Err(err(base + start, text.len() - start, "unbalanced bracket"));
    }
    out.push((start, &text[start..]));
    let mut res = Vec::new();
    for (off, piece) in out {
        let lead = piece.len() - piece.trim_start().len();
        let t = piece.trim();
        if t.is_empty() {
            return Err(err(base + off, 1, "empty operand"));
        }
        // `RET.REL.NODEC R2 0x40`: two operands without a comma.
        if t.contains(' ') && !t.contains('[') && !t.starts_with('`') {
            let mut o = base + off + lead;
            for w in t.split(' ') {
                if !w.is_empty() {
                    res.push((o, w));
                }
                o += w.len() + 1;
            }
        } else {
            res.push((base + off + lead, t));
        }
    }
    Ok(res)
}

fn parse_mem(t: &str, at: usize) -> Result<MemRef, InstError> {
    let mut m = MemRef::default();
    let mut rest = t;
    if let Some(r) = rest.strip_prefix("desc[") {
        let close = r.find(']').ok_or_else(|| err(at, t.len(), "unterminated desc["))?;
        m.desc = Some(parse_ugpr(&r[..close]).ok_or_else(|| err(at + 5, close, "expected a uniform register in desc[]"))?);
        rest = &r[close + 1..];
    }
    let inner = rest
        .strip_prefix('[')
        .and_then(|r| r.strip_suffix(']'))
        .ok_or_else(|| err(at, t.len(), "expected a memory operand `[...]`"))?;
    let inner_at = at + (t.len() - rest.len()) + 1;
    let mut pos = 0;
    for (i, part) in inner.split('+').enumerate() {
        let p_at = inner_at + pos;
        pos += part.len() + 1;
        if part.is_empty() {
            return Err(err(p_at, 1, "empty address term"));
        }
        let (name, suffix) = match part.find('.') {
            Some(d) => (&part[..d], &part[d..]),
            None => (part, ""),
        };
        if let Some(r) = parse_gpr(name) {
            if m.base.is_some() {
                return Err(err(p_at, part.len(), "two base registers"));
            }
            m.base = Some((r, suffix.to_string()));
        } else if let Some(u) = parse_ugpr(part) {
            if m.uadd.is_some() {
                return Err(err(p_at, part.len(), "two uniform registers"));
            }
            m.uadd = Some(u);
            m.uniform_first = i == 0;
        } else if let Some(v) = parse_hex_signed(part) {
            m.offset = Some(v);
        } else {
            return Err(err(p_at, part.len(), format!("unknown address term `{part}`")));
        }
    }
    Ok(m)
}

fn parse_operand(tok: &str, at: usize, is_branch: bool) -> Result<Operand, InstError> {
    if let Some(v) = parse_hex_signed(tok) {
        if is_branch && !tok.starts_with('-') {
            return Ok(Operand::new(OperandValue::Target(v as u64)));
        }
        return Ok(Operand::new(OperandValue::Imm(v)));
    }
    if let Some(label) = tok.strip_prefix("`(").and_then(|r| r.strip_suffix(')')) {
        return Ok(Operand::new(OperandValue::Label(label.to_string())));
    }
    if let Some(f) = parse_float(tok) {
        // The kind is set by the caller from the mnemonic.
        return Ok(Operand::new(OperandValue::FImm(f, crate::sass::inst::FloatKind::F32)));
    }
    let mut t = tok;
    let mut op = Operand::new(OperandValue::Imm(0));
    if let Some(r) = t.strip_prefix('!') {
        op.not = true;
        t = r;
    }
    if let Some(r) = t.strip_prefix('-') {
        op.neg = true;
        t = r;
    }
    if let Some(r) = t.strip_prefix('~') {
        op.bitnot = true;
        t = r;
    }
    if let Some(r) = t.strip_prefix('|') {
        let close = r.find('|').ok_or_else(|| err(at, tok.len(), "unterminated |...|"))?;
        op.abs = true;
        let mut after = &r[close + 1..];
        if let Some(a) = after.strip_prefix(".reuse") {
            op.reuse = true;
            after = a;
        }
        if !after.is_empty() && !after.starts_with('.') {
            return Err(err(at, tok.len(), format!("unexpected `{after}` after |...|")));
        }
        op.suffix = after.to_string();
        t = &r[..close];
    }
    let t_at = at + (tok.len() - t.len());
    if t.starts_with("c[") {
        let close = t.find(']').ok_or_else(|| err(t_at, t.len(), "unterminated c["))?;
        let bank = parse_hex_signed(&t[2..close]).filter(|b| (0..32).contains(b)).ok_or_else(|| err(t_at + 2, close - 2, "bad constant bank"))?;
        let inner = t[close + 1..]
            .strip_prefix('[')
            .and_then(|r| r.strip_suffix(']'))
            .ok_or_else(|| err(t_at, t.len(), "expected c[bank][offset]"))?;
        let (index, offset) = match inner.split_once('+') {
            Some((r, o)) => (
                Some(parse_gpr(r).ok_or_else(|| err(t_at, t.len(), "bad constant index register"))?),
                parse_hex_signed(o).ok_or_else(|| err(t_at, t.len(), "bad constant offset"))?,
            ),
            None => match parse_gpr(inner) {
                Some(r) => (Some(r), 0),
                None => (None, parse_hex_signed(inner).ok_or_else(|| err(t_at, t.len(), "bad constant offset"))?),
            },
        };
        op.value = OperandValue::Const { bank: bank as u8, index, offset };
        return Ok(op);
    }
    if t.starts_with("desc[") || t.starts_with('[') {
        op.value = OperandValue::Mem(parse_mem(t, t_at)?);
        return Ok(op);
    }
    // `gdesc[UR8].A_REUSE`, `tmem[UR7].A_KEEP` (UTC*MMA's A-collector usage): the suffix after `]`.
    let (t, t_suffix) = match t.rfind("].") {
        Some(k) if t.starts_with("gdesc[") || t.starts_with("tmem[") => (&t[..=k], &t[k + 1..]),
        _ => (t, ""),
    };
    if !t_suffix.is_empty() {
        op.suffix = t_suffix.to_string() + &op.suffix;
    }
    if let Some(u) = t.strip_prefix("gdesc[").and_then(|r| r.strip_suffix(']')) {
        op.value = OperandValue::GDesc(parse_ugpr(u).ok_or_else(|| err(t_at, t.len(), "bad gdesc register"))?);
        return Ok(op);
    }
    if let Some(u) = t.strip_prefix("tmem[").and_then(|r| r.strip_suffix(']')) {
        op.value = OperandValue::TMem(parse_ugpr(u).ok_or_else(|| err(t_at, t.len(), "bad tmem register"))?);
        return Ok(op);
    }
    if let Some(u) = t.strip_prefix("idesc[").and_then(|r| r.strip_suffix(']')) {
        op.value = OperandValue::IDesc(parse_ugpr(u).ok_or_else(|| err(t_at, t.len(), "bad idesc register"))?);
        return Ok(op);
    }
    if let Some(b) = numbered(t, "gsb", 0) {
        op.value = OperandValue::Gsb(b);
        return Ok(op);
    }
    if t.starts_with("SR") {
        op.value = OperandValue::SReg(t.to_string());
        return Ok(op);
    }
    let (name, mut suffix) = match t.find('.') {
        Some(d) => (&t[..d], t[d..].to_string()),
        None => (t, String::new()),
    };
    if let Some(s) = suffix.strip_prefix(".reuse") {
        op.reuse = true;
        suffix = s.to_string();
    }
    op.suffix = suffix + &op.suffix;
    op.value = if let Some(r) = parse_gpr(name) {
        OperandValue::Reg(r)
    } else if let Some(r) = parse_ugpr(name) {
        OperandValue::UReg(r)
    } else if let Some(p) = parse_pred(name) {
        OperandValue::Pred(p)
    } else if let Some(p) = parse_upred(name) {
        OperandValue::UPred(p)
    } else if let Some(b) = numbered(name, "SB", 5) {
        OperandValue::Scoreboard(b)
    } else if let Some(b) = numbered(name, "B", 15) {
        OperandValue::Barrier(b)
    } else if crate::sass::inst::KEYWORD_OPERANDS.contains(&t) && !op.not && !op.neg && !op.bitnot && !op.abs {
        op.suffix.clear();
        OperandValue::Word(t.to_string())
    } else {
        return Err(err(at, tok.len(), format!("unknown operand `{tok}`")));
    };
    Ok(op)
}

/// Parses one instruction (`@P0 FADD.FTZ R0, -R1, |R2| ;`); the trailing `;` is optional.
pub fn parse_inst(text: &str) -> Result<Inst, InstError> {
    let trimmed_end = text.trim_end();
    let body_end = trimmed_end.strip_suffix(';').map(str::trim_end).unwrap_or(trimmed_end);
    let start = body_end.len() - body_end.trim_start().len();
    let mut pos = start;
    let mut rest = &body_end[start..];
    if rest.is_empty() {
        return Err(err(start, 1, "expected an instruction"));
    }
    let mut guard = None;
    if let Some(g) = rest.strip_prefix('@') {
        let end = g.find(' ').ok_or_else(|| err(pos, rest.len(), "guard without an instruction"))?;
        let (not, name) = match g[..end].strip_prefix('!') {
            Some(n) => (true, n),
            None => (false, &g[..end]),
        };
        guard = Some(if let Some(p) = parse_pred(name) {
            Guard { pred: p, uniform: false, not }
        } else if let Some(p) = parse_upred(name) {
            Guard { pred: p, uniform: true, not }
        } else {
            return Err(err(pos + 1, end, format!("bad guard predicate `{}`", &g[..end])));
        });
        let skip = 1 + end;
        let after = &rest[skip..];
        let lead = after.len() - after.trim_start().len();
        pos += skip + lead;
        rest = &after[lead..];
    }
    let mn_end = rest.find(' ').unwrap_or(rest.len());
    let mnemonic = &rest[..mn_end];
    let mut parts = mnemonic.split('.');
    let opcode = parts.next().unwrap_or_default().to_string();
    if opcode.is_empty() || !opcode.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_') {
        return Err(err(pos, mn_end, format!("bad opcode `{mnemonic}`")));
    }
    let modifiers: Vec<String> = parts.map(str::to_string).collect();
    if modifiers.iter().any(String::is_empty) {
        return Err(err(pos, mn_end, "empty modifier"));
    }
    // `WARPSYNC 0xffffffff` takes a lane mask, not a target (sm_75's `bar.warp.sync`); `BMOV.32 B0,
    // 0xffffffff` a barrier value (sm_87's kernel preamble).
    let is_branch = BRANCH_OPCODES.contains(&opcode.as_str()) && opcode != "WARPSYNC" && opcode != "BMOV";
    let kind = float_kind_for(mnemonic);
    let mut operands = Vec::new();
    let ops_text = &rest[mn_end..];
    if !ops_text.trim().is_empty() {
        for (at, tok) in split_operands(ops_text, pos + mn_end)? {
            let mut op = parse_operand(tok, at, is_branch)?;
            if let OperandValue::FImm(v, _) = op.value {
                op.value = OperandValue::FImm(v, kind);
            }
            operands.push(op);
        }
    }
    Ok(Inst { guard, opcode, modifiers, operands })
}

/// Parses a listing: nvdisasm/cuobjdump output or plain instruction lines. Lines that hold no
/// instruction (directives, labels, headers, the second-word comment) are skipped; every problem
/// is a diagnostic with line and column.
pub fn parse_listing(text: &str) -> (Vec<ParsedInst>, Diagnostics) {
    let index = LineIndex::new(text);
    let mut diags = Diagnostics::new();
    let mut out: Vec<ParsedInst> = Vec::new();
    let mut line_start = 0usize;
    let mut pending_hi: Option<usize> = None;
    for (ln, raw) in text.split('\n').enumerate() {
        let this_start = line_start;
        line_start += raw.len() + 1;
        let line = raw.trim_end_matches('\r');
        let t = line.trim();
        if t.is_empty() || t.starts_with('.') || t.starts_with("//") || t.ends_with(':') || t.starts_with('{') || t.starts_with('}') {
            continue;
        }
        // A line holding only the second word.
        if let Some(w) = t.strip_prefix("/* 0x").and_then(|r| r.strip_suffix("*/")) {
            if let (Some(i), Ok(hi)) = (pending_hi.take(), u64::from_str_radix(w.trim(), 16)) {
                if let Some(p) = out.get_mut(i) {
                    if let Some(words) = p.words.as_mut() {
                        words[1] = hi;
                    }
                }
            }
            continue;
        }
        let mut body_at = line.len() - line.trim_start().len();
        let mut offset = None;
        let mut body = &line[body_at..];
        if let Some(r) = body.strip_prefix("/*") {
            if let Some(close) = r.find("*/") {
                if let Ok(a) = u32::from_str_radix(r[..close].trim(), 16) {
                    offset = Some(a);
                    let after = &r[close + 2..];
                    let skipped = body.len() - after.len();
                    let lead = after.len() - after.trim_start().len();
                    body_at += skipped + lead;
                    body = after.trim_start();
                }
            }
        }
        let mut lo = None;
        if let Some(c) = body.rfind("/* 0x") {
            lo = body[c + 5..].trim_end().strip_suffix("*/").and_then(|w| u64::from_str_radix(w.trim(), 16).ok());
            body = &body[..c];
        }
        let body = body.trim_end();
        if body.is_empty() {
            continue;
        }
        match parse_inst(body) {
            Ok(inst) => {
                if lo.is_some() {
                    pending_hi = Some(out.len());
                }
                out.push(ParsedInst { offset, inst, words: lo.map(|l| [l, 0]), line: ln as u32 + 1 });
            }
            Err(e) => {
                let span = index.span(text, this_start + body_at + e.at, e.len);
                diags.push(Diagnostic::error(PHASE, span, e.message));
            }
        }
    }
    (out, diags)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sass::print::inst_text;

    fn round_trip(s: &str) {
        let inst = parse_inst(s).unwrap_or_else(|e| panic!("{s}: {e:?}"));
        assert_eq!(inst_text(&inst), s.trim_end_matches(" ;"));
    }

    #[test]
    fn prints_what_it_parses() {
        for s in [
            "@!P0 IMAD.WIDE.U32 R2, R13, 0x4, R2 ;",
            "LDG.E.64 R4, desc[UR4][R12.64+0x8]",
            "STS [R3], R4",
            "LDS R0, [UR4+0x4]",
            "ATOMS.POPC.INC.32 RZ, [R8+URZ]",
            "HFMA2.MMA R14, -RZ, RZ, 0, 5.9604644775390625e-08",
            "HADD2 R6, R0.reuse.H0_H0, R7.H0_H0",
            "FMNMX R8, R0, 1, !PT",
            "RET.REL.NODEC R2 0x40",
            "BSSY B0, 0xa40",
            "S2R R0, SR_TID.X",
            "LDC R1, c[0x0][0x28]",
            "IMAD.WIDE.U32 R16, R7, -0xd, R8",
            "FADD R0, -|R1|, |R2|",
            "FSETP.GEU.AND P0, PT, |R7|.reuse, 1.469367938527859385e-39, PT",
            "FSETP.NEU.FTZ.AND P0, PT, |R0|, +INF , PT",
            "BRX R4 -0x100",
            "HADD2 R14, -R216.H0_H0, -|R183|.H0_H0",
            "EXIT",
            "@P0 BRA `(.L_x_17)",
        ] {
            round_trip(s);
        }
    }

    #[test]
    fn branch_targets_are_addresses() {
        let i = parse_inst("@P0 BRA P1, 0x2190").unwrap();
        assert_eq!(i.operands[1].value, OperandValue::Target(0x2190));
        let i = parse_inst("DFMA R2, R4, 2.5, R2").unwrap();
        assert_eq!(i.operands[2].value, OperandValue::FImm(2.5, crate::sass::inst::FloatKind::F64Hi));
    }

    #[test]
    fn errors_have_line_and_column() {
        let (insts, diags) = parse_listing("EXIT ;\n  IADD3 R1, R2, Q7, RZ ;\n");
        assert_eq!(insts.len(), 1);
        let d = &diags.as_slice()[0];
        assert_eq!((d.span.line, d.span.col), (2, 17), "{d:?}");
        assert!(d.message.contains("Q7"));
        for bad in ["", "@P9 EXIT", "IADD3 R1,, R2", "LDG.E R1, [R2", "iadd3 R1", "LDG R1, desc[Q][R2]", "MOV R300, R1", "FOO.. R1"] {
            assert!(parse_inst(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn listing_lines_carry_addresses_and_words() {
        let text = "        /*0040*/                   IMAD.WIDE.U32 R2, R13, 0x4, R2 ;        /* 0x000000040d027825 */\n                                                               /* 0x001fca00078e0002 */\n";
        let (insts, diags) = parse_listing(text);
        assert!(!diags.has_errors());
        assert_eq!(insts[0].offset, Some(0x40));
        assert_eq!(insts[0].words, Some([0x000000040d027825, 0x001fca00078e0002]));
    }
}
