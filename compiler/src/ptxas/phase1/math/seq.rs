//! Sequences written as SASS-like text over virtual registers ([`Conv::seq`]), the out-of-line
//! slow paths they branch to, and the f32 division, square root and reciprocal built on them.

use super::*;

/// The opcodes the sequence texts below use (Ori opcodes are `&'static str`).
pub(in crate::ptxas::phase1) const SEQ_OPCODES: &[&str] = &[
    "PRMT", "VIMNMX", "S2R", "SGXT", "DMUL", "DFMA", "DADD", "DSETP", "I2F", "F2I", "POPC", "FLO", "SHF", "MOV", "LOP3", "IADD3", "ISETP", "BRA", "FSETP", "PLOP3", "FFMA", "LEA", "IMAD", "MUFU", "FADD", "FMUL", "SEL", "FCHK", "FSEL",
];

/// The named values of a sequence: inputs and results by name, and the sequence's own
/// registers (`r0`.., `p0`..) and labels (`L...`), created on first use.
pub(in crate::ptxas::phase1) struct SeqEnv {
    named: Vec<(&'static str, Operand)>,
    regs: HashMap<String, VReg>,
    labels: HashMap<String, usize>,
    tag: String,
}

impl SeqEnv {
    /// The environment of one sequence: its named operands, and the tag its temporaries and
    /// labels are named after.
    pub(in crate::ptxas::phase1) fn new(named: Vec<(&'static str, Operand)>, tag: impl Into<String>) -> SeqEnv {
        SeqEnv { named, regs: HashMap::new(), labels: HashMap::new(), tag: tag.into() }
    }
}

impl Conv {
    /// Emits a sequence of SASS-like lines over virtual registers (`@!p0 FFMA r7, -r5, r4, 1.0`):
    /// `rN`/`pN` are the sequence's temporaries, other names come from `env`, `L<name>:` defines
    /// a label, `0x..` is an integer and `1.0`, `+INF` a float immediate. The texts are fixed
    /// (ptxas's own sequences); a malformed one is a bug the unit tests catch.
    pub(in crate::ptxas::phase1) fn seq(&mut self, env: &mut SeqEnv, text: &str) -> Res<()> {
        for raw in text.lines() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with("//") {
                continue;
            }
            if let Some(l) = line.strip_suffix(':') {
                let id = self.seq_label(env, l);
                self.items.push(Item::Label(id));
                continue;
            }
            let (guard, rest) = match line.strip_prefix('@') {
                Some(g) => {
                    let (g, rest) = g.split_once(' ').ok_or_else(|| format!("bad sequence line `{line}`"))?;
                    let (not, name) = match g.strip_prefix('!') {
                        Some(n) => (true, n),
                        None => (false, g),
                    };
                    let v = self.seq_reg(env, name);
                    (Some(Guard { reg: v, not }), rest.trim())
                }
                None => (None, line),
            };
            let (mnemonic, ops) = rest.split_once(' ').unwrap_or((rest, ""));
            let mut parts = mnemonic.split('.');
            let op = parts.next().unwrap_or("");
            let opcode = *SEQ_OPCODES.iter().find(|o| **o == op).ok_or_else(|| format!("sequence opcode {op} unknown"))?;
            let mods: Vec<&str> = parts.collect();
            let operands: Vec<Operand> = ops.split(',').map(str::trim).filter(|x| !x.is_empty()).map(|x| self.seq_operand(env, x)).collect::<Res<_>>()?;
            let is_p = |o: Option<&Operand>| o.is_some_and(|o| matches!(o.value, Value::Reg(v, _) if self.f.class(v).is_pred()));
            let ndefs = match opcode {
                "BRA" => 0,
                "ISETP" | "FSETP" | "PLOP3" | "DSETP" => 2,
                "IADD3" | "IMAD" if !mods.contains(&"X") && is_p(operands.get(1)) => 2,
                "LOP3" if operands.first().is_some_and(|o| matches!(o.value, Value::Reg(v, _) if self.f.class(v).is_pred())) => 2,
                _ => 1,
            };
            let saved = self.guard;
            if guard.is_some() {
                self.guard = guard;
            }
            self.emit(opcode, &mods, ndefs, operands);
            self.guard = saved;
        }
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn seq_label(&mut self, env: &mut SeqEnv, l: &str) -> usize {
        if let Some(&id) = env.labels.get(l) {
            return id;
        }
        let name = format!("$__{}_{}{}", env.tag, l, self.labels.len());
        let id = self.label_id(&name);
        env.labels.insert(l.to_string(), id);
        id
    }

    pub(in crate::ptxas::phase1) fn seq_reg(&mut self, env: &mut SeqEnv, name: &str) -> VReg {
        if let Some(&v) = env.regs.get(name) {
            return v;
        }
        let class = if name.starts_with('p') { RegClass::P } else { RegClass::R };
        let v = self.f.temp(class);
        env.regs.insert(name.to_string(), v);
        v
    }

    pub(in crate::ptxas::phase1) fn seq_operand(&mut self, env: &mut SeqEnv, x: &str) -> Res<Operand> {
        if let Some(inner) = x.strip_prefix('!') {
            return Ok(self.seq_operand(env, inner)?.inverted());
        }
        if let Some(inner) = x.strip_prefix('-').filter(|i| !i.starts_with("0x") && !i.starts_with(|c: char| c.is_ascii_digit())) {
            return Ok(self.seq_operand(env, inner)?.negated());
        }
        if let Some(inner) = x.strip_prefix('~') {
            return Ok(self.seq_operand(env, inner)?.complemented());
        }
        if let Some(inner) = x.strip_prefix('|').and_then(|i| i.strip_suffix('|')) {
            return Ok(self.seq_operand(env, inner)?.absolute());
        }
        Ok(match x {
            "RZ" => rz(),
            "PT" => pt(),
            "+INF" => o(Value::FImm(f64::INFINITY)),
            "SR_VIRTUALSMID" => o(Value::SReg("SR_VIRTUALSMID")),
            "SR_VIRTID" => o(Value::SReg("SR_VIRTID")),
            "SR_VIRTCFG" => o(Value::SReg("SR_VIRTCFG")),
            "SR_CLOCKHI" => o(Value::SReg("SR_CLOCKHI")),
            _ if x.starts_with('L') => o(Value::Label(self.seq_label(env, x))),
            _ if x.starts_with("0x") || x.starts_with("-0x") => {
                let neg = x.starts_with('-');
                let v = i64::from_str_radix(x.trim_start_matches('-').trim_start_matches("0x"), 16).map_err(|e| format!("{x}: {e}"))?;
                imm(if neg { (v as u32).wrapping_neg() as i64 } else { v })
            }
            _ if (x.starts_with('r') || x.starts_with('p')) && x[1..].bytes().all(|b| b.is_ascii_digit()) => Operand::reg(self.seq_reg(env, x)),
            // `R<n>`/`W<n>`: ptxas's own register numbering inside a sequence; `W<2k>` is the
            // pair R<2k>:R<2k+1> as one 64-bit value, `R<n>` one word of it.
            _ if (x.starts_with('R') || x.starts_with('W')) && x.len() > 1 && x[1..].bytes().all(|b| b.is_ascii_digit()) => {
                let n: u32 = x[1..].parse().map_err(|_| format!("{x}: bad register"))?;
                let key = format!("W{}", n / 2 * 2);
                let v = match env.regs.get(&key) {
                    Some(&v) => v,
                    None => {
                        let v = self.f.temp(RegClass::R64);
                        env.regs.insert(key, v);
                        v
                    }
                };
                if x.starts_with('W') {
                    if !n.is_multiple_of(2) {
                        return Err(format!("{x}: a pair starts at an even register"));
                    }
                    Operand::reg(v)
                } else {
                    Operand::sub(v, (n % 2) as u8)
                }
            }
            _ if x.ends_with(".lo") || x.ends_with(".hi") => {
                let (name, part) = x.split_at(x.len() - 3);
                let whole = env.named.iter().find(|(n, _)| *n == name).map(|(_, v)| v.clone()).ok_or_else(|| format!("sequence operand {x} unknown"))?;
                match whole.value {
                    Value::Reg(v, Part::Whole) => Operand::sub(v, u8::from(part == ".hi")),
                    _ => return Err(format!("sequence operand {x}: {name} is not a pair")),
                }
            }
            _ if x.contains('.') => o(Value::FImm(x.parse::<f64>().map_err(|e| format!("{x}: {e}"))?)),
            _ => env.named.iter().find(|(n, _)| *n == x).map(|(_, v)| v.clone()).ok_or_else(|| format!("sequence operand {x} unknown"))?,
        })
    }

    /// Emits `f`'s instructions into the out-of-line tail (laid out after the function).
    pub(in crate::ptxas::phase1) fn out_of_line(&mut self, f: impl FnOnce(&mut Conv) -> Res<()>) -> Res<()> {
        std::mem::swap(&mut self.items, &mut self.tail);
        let r = f(self);
        std::mem::swap(&mut self.items, &mut self.tail);
        r
    }

    /// `div.rn.f32` (and `div.f32`): ptxas's fast path, a reciprocal refined by FFMAs and checked
    /// by FCHK, and its slow path (scaling for extreme exponents, special operands, rounding of
    /// tiny results) which ptxas calls as a subroutine after the kernel; here it is an
    /// out-of-line block after the kernel, entered by a branch and left by a branch back.
    pub(in crate::ptxas::phase1) fn fdiv_rn(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() || i.modifier_texts().any(|m| matches!(m, ".ftz" | ".rz" | ".rm" | ".rp" | ".sat")) {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        self.fdiv_fast_then(i, "fdiv", FDIV_SLOW)
    }

    /// `div.rn.ftz.f32`: the same fast path as `div.rn.f32` (ptxas checks with FCHK either
    /// way), the slow path of ptxas's `.ftz` subroutine.
    pub(in crate::ptxas::phase1) fn fdiv_rn_ftz(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() || i.has_modifier(".sat") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        self.fdiv_fast_then(i, "fdivftz", FDIV_FTZ_SLOW)
    }

    /// ptxas's f32 division fast path (a refined reciprocal checked by FCHK) for `i`, with
    /// An f32 unary operation as ptxas's fast path (`fast`, the operand named `input`) with
    /// `slow` as its out-of-line slow path; `tag` names the sequence's temporaries and labels.
    pub(in crate::ptxas::phase1) fn f32_unary_fast_then(&mut self, i: &Instruction, input: &'static str, tag: &str, fast: &str, slow: &str) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let q = self.f.temp(RegClass::R);
        let mut env = SeqEnv::new(vec![(input, a), ("q", Operand::reg(q))], tag);
        self.seq(&mut env, fast)?;
        self.seq(&mut env, "Ljoin:")?;
        self.emit("MOV", &[], 1, vec![d, Operand::reg(q)]);
        self.out_of_line(|c| c.seq(&mut env, slow))
    }

    /// `slow` as its out-of-line slow path; `tag` names the sequence's temporaries and labels.
    fn fdiv_fast_then(&mut self, i: &Instruction, tag: &str, slow: &str) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let b = self.f32src(b)?;
        let b = self.in_reg(b);
        let q = self.f.temp(RegClass::R);
        let mut env = SeqEnv::new(vec![("a", a), ("b", b), ("q", Operand::reg(q))], tag);
        self.seq(&mut env, FDIV_FAST)?;
        self.seq(&mut env, "Ljoin:")?;
        self.emit("MOV", &[], 1, vec![d, Operand::reg(q)]);
        self.out_of_line(|c| c.seq(&mut env, slow))
    }

    /// `div.full.ftz.f32`: only the large-divisor scaling (denormals are flushed anyway).
    pub(in crate::ptxas::phase1) fn fdiv_full_ftz(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = self.d32(d)?;
        let a = self.f32src(a)?;
        let a = self.in_reg(a);
        let b = self.f32src(b)?;
        let b = self.in_reg(b);
        let mut env = SeqEnv::new(vec![("a", a), ("b", b), ("q", d)], "fdivfullftz");
        self.seq(&mut env, "
            MOV r0, a
            MOV r4, b
            FSETP.GT.FTZ.AND p0, PT, |r4|, 8.50705917302346158658e+37, PT
            @p0 FMUL.FTZ r4, r4, 0.25
            @p0 FMUL.FTZ r0, r0, 0.25
            MUFU.RCP r5, r4
            FMUL.FTZ q, r5, r0
        ")
    }

    /// `sqrt.rn.ftz.f32`: `sqrt.rn.f32`'s fast path, ptxas's `.ftz` slow path.
    pub(in crate::ptxas::phase1) fn fsqrt_rn_ftz(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        self.f32_unary_fast_then(i, "a", "fsqrtftz", FSQRT_FAST, FSQRT_FTZ_SLOW)
    }

    /// `rcp.rn.ftz.f32`: `rcp.rn.f32`'s fast path, ptxas's `.ftz` slow path.
    pub(in crate::ptxas::phase1) fn frcp_rn_ftz(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() {
            return Err(format!("ptxas Phase 1: {} with a guard is not supported yet", i.full_name()));
        }
        self.f32_unary_fast_then(i, "x", "frcpftz", FRCP_FAST, FRCP_FTZ_SLOW)
    }

    /// `sqrt.rn.f32`: MUFU.RSQ refined (x·rsq, then one FFMA correction) for ordinary inputs;
    /// zero, negative, infinite, NaN and tiny inputs take the out-of-line path.
    pub(in crate::ptxas::phase1) fn fsqrt_rn(&mut self, i: &Instruction) -> Res<()> {
        if i.guard.is_some() || i.modifier_texts().any(|m| matches!(m, ".ftz")) {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        self.f32_unary_fast_then(i, "a", "fsqrt", FSQRT_FAST, FSQRT_SLOW)
    }
}
