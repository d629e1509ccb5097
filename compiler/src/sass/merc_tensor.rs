//! Phase 1 rules for the warp-level matrix instructions (issue #4): `ldmatrix` → `LDSM` (the
//! 8×8 b16 tiles of shared memory, one per register, `.trans` as `MT88`) and `mma.sync` →
//! `HMMA` (`m16n8k16` as `.16816`, `m16n8k8` as `.1688`, the accumulator type `.F32`/`.F16`,
//! bf16 inputs as `.BF16`) on register quads and pairs.
//!
//! The operands are PTX vectors of 32-bit registers; SASS wants each fragment in consecutive
//! registers (a quad starting at a multiple of 4, a pair at an even register), so the fragments
//! are gathered into a wide temporary with MOVs and the results scattered back (a register
//! written only here becomes that part of the result, as for vector loads). The forms and
//! their encodings are ptxas 13.5's (`HMMA.16816.F32 R8, R4, R4, R8`), decoded with nvdisasm.

use super::*;

/// The matrix rule table, tried after the bit rules.
pub static TENSOR_RULES: &[Rule] = &[
    Rule { name: "ldmatrix.sync.aligned.m8n8.x1/.x2/.x4(.trans).shared.b16 → LDSM.16.M88/.MT88 (.2/.4)", ptx: "ldmatrix", types: &[], when: ldmatrix_plain, convert: Conv::ldmatrix },
    Rule { name: "mma.sync.aligned.m16n8k16/m16n8k8.row.col (f16/bf16 inputs) → HMMA.16816/.1688 .F32/.F16 (.BF16)", ptx: "mma", types: &[], when: mma_half, convert: Conv::mma_half },
];

fn ldmatrix_plain(i: &Instruction) -> bool {
    i.has_modifier(".m8n8") && i.has_modifier(".b16") && i.has_modifier(".sync") && i.has_modifier(".aligned")
}

/// `mma.sync.aligned.{m16n8k16,m16n8k8}.row.col.{f32,f16}.{f16,bf16}.{f16,bf16}.{f32,f16}`.
fn mma_half(i: &Instruction) -> bool {
    let shape = i.has_modifier(".m16n8k16") || i.has_modifier(".m16n8k8");
    let t = i.types();
    let types_ok = t.len() == 4
        && matches!(t[0], ScalarType::F32 | ScalarType::F16)
        && t[0] == t[3]
        && t[1] == t[2]
        && matches!(t[1], ScalarType::F16 | ScalarType::Bf16)
        && !(t[0] == ScalarType::F16 && t[1] == ScalarType::Bf16);
    shape && types_ok && i.has_modifier(".row") && i.has_modifier(".col") && i.has_modifier(".sync") && i.has_modifier(".aligned") && !i.has_modifier(".satfinite")
}

/// The number of 32-bit registers in a PTX vector operand (1 for a plain register).
fn vector_len(op: &POp) -> usize {
    match op {
        POp::Vector(items, _) => items.len(),
        _ => 1,
    }
}

impl Conv {
    /// A fragment of `n` 32-bit registers as one operand: a register for one, a pair or quad
    /// gathered with MOVs for more.
    fn fragment_src(&mut self, op: &POp, n: usize, what: &str) -> Res<Operand> {
        if vector_len(op) != n {
            return Err(format!("ptxas Phase 1: the {what} fragment has {} registers, {n} expected", vector_len(op)));
        }
        match (op, n) {
            (POp::Vector(items, _), 1) => {
                let x = self.r32(&items[0])?;
                Ok(self.in_reg(x))
            }
            (POp::Vector(..), 2 | 4) => self.store_src(op, 4 * n as u32),
            (_, 1) => {
                let x = self.r32(op)?;
                Ok(self.in_reg(x))
            }
            _ => Err(format!("ptxas Phase 1: the {what} fragment must be a vector of {n} registers")),
        }
    }

    /// A result fragment of `n` 32-bit registers: the operand to write and the moves that
    /// copy its parts to the PTX registers.
    fn fragment_dst(&mut self, op: &POp, n: usize) -> Res<(Operand, Vec<(Operand, Operand)>)> {
        if vector_len(op) != n {
            return Err(format!("ptxas Phase 1: the result fragment has {} registers, {n} expected", vector_len(op)));
        }
        match (op, n) {
            (POp::Vector(items, _), 1) => Ok((self.d32(&items[0])?, Vec::new())),
            (_, 1) => Ok((self.d32(op)?, Vec::new())),
            _ => self.load_dest(op, 4 * n as u32),
        }
    }

    /// `ldmatrix`: one `LDSM` reading `.x1/.x2/.x4` 8×8 tiles of b16 from shared memory into
    /// consecutive registers.
    fn ldmatrix(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let n = if i.has_modifier(".x4") {
            4
        } else if i.has_modifier(".x2") {
            2
        } else if i.has_modifier(".x1") {
            1
        } else {
            return Err(format!("ptxas Phase 1: {} needs .x1, .x2 or .x4", i.full_name()));
        };
        let addr = self.shared_addr(a)?;
        let (dst, moves) = self.fragment_dst(d, n)?;
        let mut mods = vec!["16", if i.has_modifier(".trans") { "MT88" } else { "M88" }];
        match n {
            4 => mods.push("4"),
            2 => mods.push("2"),
            _ => {}
        }
        self.emit("LDSM", &mods, 1, vec![dst, addr]);
        self.emit_moves(moves);
        Ok(())
    }

    /// `mma.sync` on half-precision inputs: `HMMA.<shape>.<accumulator>(.BF16) D, A, B, C` with
    /// A a quad (m16n8k16) or pair (m16n8k8), B a pair or one register, C and D a quad (f32)
    /// or pair (f16).
    fn mma_half(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let t = i.types();
        let k16 = i.has_modifier(".m16n8k16");
        let f32_acc = t[0] == ScalarType::F32;
        let (na, nb) = if k16 { (4, 2) } else { (2, 1) };
        let nc = if f32_acc { 4 } else { 2 };
        let a = self.fragment_src(a, na, "A")?;
        let b = self.fragment_src(b, nb, "B")?;
        let c = self.fragment_src(c, nc, "C")?;
        let (dst, moves) = self.fragment_dst(d, nc)?;
        let mut mods = vec![if k16 { "16816" } else { "1688" }, if f32_acc { "F32" } else { "F16" }];
        if t[1] == ScalarType::Bf16 {
            mods.push("BF16");
        }
        self.emit("HMMA", &mods, 1, vec![dst, a, b, c]);
        self.emit_moves(moves);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::dump;
    use super::super::super::tests::check_cases;
    use super::*;

    const MMA16816: &str = "mma.sync.aligned.m16n8k16/m16n8k8.row.col (f16/bf16 inputs) → HMMA.16816/.1688 .F32/.F16 (.BF16)";
    const LDSM: &str = "ldmatrix.sync.aligned.m8n8.x1/.x2/.x4(.trans).shared.b16 → LDSM.16.M88/.MT88 (.2/.4)";

    /// (PTX, rule, what its conversion must contain, in order).
    const CASES: &[(&str, &str, &[&str])] = &[
        ("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f1, %f2, %f3, %f4}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%f5, %f6, %f7, %f8};", MMA16816, &["MOV %t", ".0, %r1", "MOV %t", ".3, %r4", "MOV %t", ".hi, %r6", "MOV %t", ".3, %f8", "HMMA.16816.F32 %t"]),
        ("mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%f1, %f2, %f3, %f4}, {%r3, %r4}, {%r5}, {%f5, %f6, %f7, %f8};", MMA16816, &["MOV %t", ".lo, %r3", "HMMA.1688.F32.BF16 %t", ", %r5, %t"]),
        ("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%r1, %r2}, {%r3, %r4, %r5, %r6}, {%r7, %r8}, {%r9, %r10};", MMA16816, &["HMMA.16816.F16 %t"]),
        ("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r1, %r2, %r3, %r4}, [%r5+256];", LDSM, &["LDSM.16.M88.4 %t", "[%r5+0x100]"]),
        ("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%r1}, [%r5];", LDSM, &["LDSM.16.MT88 %r1, [%r5]"]),
    ];

    #[test]
    fn every_tensor_case_takes_its_rule_and_makes_its_instructions() {
        check_cases(CASES, dump);
    }

    #[test]
    fn every_tensor_rule_has_a_case() {
        let missing: Vec<&str> = TENSOR_RULES.iter().map(|r| r.name).filter(|n| !CASES.iter().any(|(_, r, _)| r == n)).collect();
        assert!(missing.is_empty(), "tensor rules without a unit case: {missing:?}");
    }
}
