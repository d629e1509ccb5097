//! sm_120's narrow-float and block-scaled `mma.sync` (QMMA, QMMA.SF, OMMA.SF) and f64 m16n8k*
//! as DMMA.8x8x4 steps.

use super::*;

impl Conv {
    /// `mma.sync.m16n8kK.f64` in the sm_120 family, as ptxas 13.5 builds it from the 8×8×4
    /// `DMMA`: for each 4-wide step of k (A's doubles `2k`, `2k+1`: rows 0-7 and 8-15; B's
    /// double `k`), one `DMMA.8x8x4` per half of the 16 rows, the first step on C's half (a
    /// pair of doubles), the later ones on the previous step's result.
    pub(in crate::ptxas::phase1) fn mma_f64_m16n8(&mut self, i: &Instruction) -> Res<()> {
        self.blackwell_consumer_only(i)?;
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let steps = if i.has_modifier(".m16n8k4") { 1 } else if i.has_modifier(".m16n8k8") { 2 } else { 4 };
        let items = |op: &POp, n: usize, what: &str| -> Res<(Vec<POp>, ast::Loc)> {
            match op {
                POp::Vector(items, at) if items.len() == n => Ok((items.clone(), *at)),
                _ => Err(format!("ptxas Phase 1: the {what} fragment of {} is a vector of {n} doubles", i.full_name())),
            }
        };
        let (av, _) = items(a, 2 * steps, "A")?;
        let (bv, _) = items(b, steps, "B")?;
        let (cv, at) = items(c, 4, "C")?;
        let (dv, _) = items(d, 4, "D")?;
        let mut acc: [Option<Operand>; 2] = [None, None];
        let mut moves = Vec::new();
        for k in 0..steps {
            for half in 0..2 {
                let x = self.reg_of_class(&av[2 * k + half], RegClass::R64)?;
                let y = self.reg_of_class(&bv[k], RegClass::R64)?;
                let z = match acc[half].take() {
                    Some(z) => z,
                    None => self.store_src(&POp::Vector(cv[2 * half..2 * half + 2].to_vec(), at), 16)?,
                };
                let dst = if k + 1 == steps {
                    let (dst, mv) = self.load_dest(&POp::Vector(dv[2 * half..2 * half + 2].to_vec(), at), 16)?;
                    moves.extend(mv);
                    dst
                } else {
                    let t = Operand::reg(self.f.temp(RegClass::R128));
                    acc[half] = Some(t.clone());
                    t
                };
                self.emit("DMMA", &["8x8x4"], 1, vec![dst, x, y, z]);
            }
        }
        self.emit_moves(moves);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn blackwell_consumer_only(&self, i: &Instruction) -> Res<()> {
        if crate::sass::arch::arch(self.sm).family != crate::sass::arch::Family::BlackwellConsumer {
            return Err(format!("ptxas Phase 1: {} is converted for the sm_120 family only (QMMA) so far", i.full_name()));
        }
        Ok(())
    }

    /// fp8/fp6/fp4 `mma.sync`: `QMMA.<shape>.<accumulator>.<A>.<B> D, A, B, C` (m16n8k32: A a
    /// quad, B a pair; m16n8k16: A a pair, B one register; C and D a quad for f32, a pair for
    /// f16). No `.ROW`/`.COL` on the operands, unlike `IMMA`.
    pub(in crate::ptxas::phase1) fn mma_narrow_float(&mut self, i: &Instruction) -> Res<()> {
        self.blackwell_consumer_only(i)?;
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let t = mma_float_types(i);
        let k32 = i.has_modifier(".m16n8k32");
        let (na, nb) = if k32 { (4, 2) } else { (2, 1) };
        let nc = if t[0] == "F32" { 4 } else { 2 };
        let a = self.fragment_src(a, na, "A")?;
        let b = self.fragment_src(b, nb, "B")?;
        let c = self.fragment_src(c, nc, "C")?;
        let (dst, moves) = self.fragment_dst(d, nc)?;
        self.emit("QMMA", &[if k32 { "16832" } else { "16816" }, t[0], t[1], t[2]], 1, vec![dst, a, b, c]);
        self.emit_moves(moves);
        Ok(())
    }

    /// Block-scaled `mma.sync`: the scale-factor registers as they are, the four ids (immediates
    /// in PTX) packed into one uniform register (`URZ` when all are 0), then `QMMA.SF.16832`
    /// (`.kind::mxf8f6f4`, 1X) or `OMMA.SF.16864` (`.kind::mxf4`/`.mxf4nvf4`; `.4X` with
    /// `.scale_vec::4X`), the scale type `.E8` (ue8m0) or `.UE4M3`.
    pub(in crate::ptxas::phase1) fn mma_block_scale(&mut self, i: &Instruction) -> Res<()> {
        self.blackwell_consumer_only(i)?;
        let ops = self.ops(i, 8)?;
        let [d, a, b, c] = four(ops);
        let t = mma_float_types(i);
        let fp4 = i.has_modifier(".kind::mxf4") || i.has_modifier(".kind::mxf4nvf4");
        if fp4 != i.has_modifier(".m16n8k64") || (!fp4 && !(i.has_modifier(".kind::mxf8f6f4") && i.has_modifier(".m16n8k32"))) {
            return Err(format!("ptxas Phase 1: {}: .kind::mxf8f6f4 is m16n8k32, .kind::mxf4/.mxf4nvf4 m16n8k64", i.full_name()));
        }
        let ids = |op: &POp, what: &str| -> Res<(i64, i64)> {
            match op {
                POp::Vector(items, _) if items.len() == 2 => match (&items[0], &items[1]) {
                    (POp::Imm(x, _), POp::Imm(y, _)) => Ok((imm32(*x)?, imm32(*y)?)),
                    _ => Err(format!("ptxas Phase 1: {}: the {what} ids must be immediates", i.full_name())),
                },
                _ => Err(format!("ptxas Phase 1: {}: the {what} ids are a pair {{byte-id, thread-id}}", i.full_name())),
            }
        };
        let (byte_a, thread_a) = ids(&ops[5], "scale-a")?;
        let (byte_b, thread_b) = ids(&ops[7], "scale-b")?;
        if !(0..4).contains(&byte_a) || !(0..2).contains(&thread_a) || !(0..4).contains(&byte_b) || !(0..4).contains(&thread_b) {
            return Err(format!("ptxas Phase 1: {}: a scale id out of range (byte-id 0-3, thread-id-a 0-1, thread-id-b 0-3)", i.full_name()));
        }
        let k64 = fp4;
        let a = self.fragment_src(a, 4, "A")?;
        let b = self.fragment_src(b, 2, "B")?;
        let c = self.fragment_src(c, 4, "C")?;
        let (dst, moves) = self.fragment_dst(d, 4)?;
        let sfa = self.fragment_src(&ops[4], 1, "scale-a")?;
        let sfb = self.fragment_src(&ops[6], 1, "scale-b")?;
        let packed = byte_a | thread_a << 2 | byte_b << 3 | thread_b << 5;
        let ur = if packed == 0 {
            o(Value::UReg(63))
        } else {
            self.emit("UMOV", &[], 1, vec![o(Value::UReg(SCALE_ID_UR)), imm(packed)]);
            o(Value::UReg(SCALE_ID_UR))
        };
        let mut mods = vec!["SF", if k64 { "16864" } else { "16832" }, "F32", t[1], t[2], t[4]];
        if i.has_modifier(".scale_vec::4X") {
            mods.push("4X");
        }
        self.emit(if k64 { "OMMA" } else { "QMMA" }, &mods, 1, vec![dst, a, b, c, sfa, sfb, ur]);
        self.emit_moves(moves);
        Ok(())
    }
}
