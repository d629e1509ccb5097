//! The warp- and warpgroup-level matrix instructions: `wgmma.mma_async` (HGMMA), `mma.sync` on
//! int8/int4/tf32/f64/f16 (HMMA, IMMA, DMMA), `wmma.mma`, `ldmatrix`/`stmatrix` (LDSM/STSM), and
//! `elect.sync`, `fence.proxy.async` and the grid-dependency controls.

use super::*;

impl Conv {
    /// `wgmma.mma_async.sync.aligned.m64nNkK.dtype.atype.btype d, a-desc, b-desc, scale-d,
    /// imm-scale-a, imm-scale-b(, imm-trans-a, imm-trans-b)`: both matrices from shared memory
    /// through their descriptors (moved into the uniform quad `gdesc[UR12]`), the accumulator
    /// in consecutive registers (the PTX registers gathered with MOVs after the fence, then
    /// `WARPGROUP.ARRIVE` again so the asynchronous unit sees them). The results land
    /// asynchronously: they are moved back to the PTX registers after the `wait_group` that
    /// covers this group (PTX leaves them undefined until then). Scale-d 0 reads no
    /// accumulator (`RZ, !UPT`, as ptxas).
    pub(in crate::ptxas::phase1) fn wgmma_mma(&mut self, i: &Instruction) -> Res<()> {
        let name = i.full_name();
        let shape = i.modifier_texts().find_map(|m| {
            let r = m.strip_prefix(".m64n")?;
            let (n, k) = r.split_once('k')?;
            Some((n.parse::<u32>().ok()?, k.parse::<u32>().ok()?))
        });
        let Some((n, k)) = shape else {
            return Err(format!("ptxas Phase 1: {name} needs an .m64nNkK shape"));
        };
        let t = i.types();
        let (acc, inputs) = match t.as_slice() {
            [d, a, b] if a == b => (*d, *a),
            _ => return Err(format!("ptxas Phase 1: {name} is not supported yet (mixed input types)")),
        };
        let input = match (inputs, k) {
            (ScalarType::Tf32, 8) => Some("TF32"),
            (ScalarType::F16, 16) => None,
            (ScalarType::Bf16, 16) => Some("BF16"),
            _ => return Err(format!("ptxas Phase 1: {name} is not supported yet (only tf32, f16 and bf16 inputs)")),
        };
        let acc_mod = match acc {
            ScalarType::F32 => "F32",
            ScalarType::F16 if inputs == ScalarType::F16 => "F16",
            _ => return Err(format!("ptxas Phase 1: {name} is not supported yet (accumulator type)")),
        };
        let regs = if acc == ScalarType::F32 { n / 2 } else { n / 4 };
        if !matches!(regs, 2 | 4) {
            return Err(format!("ptxas Phase 1: {name} is not supported yet (an accumulator of {regs} registers; 2 or 4 are)"));
        }
        let ops = &i.operands;
        if ops.len() != 6 && !(ops.len() == 8 && input.is_none() || ops.len() == 8 && input == Some("BF16")) {
            return Err(format!("ptxas Phase 1: {name} takes 6 operands (8 with the transposes), found {}", ops.len()));
        }
        let imm_is = |op: &POp, v: i64| matches!(op, POp::Imm(x, _) if x.as_i64() == Some(v));
        if !imm_is(&ops[4], 1) || !imm_is(&ops[5], 1) {
            return Err(format!("ptxas Phase 1: {name} with a negated A or B (imm-scale -1) is not supported yet"));
        }
        if ops.len() == 8 && (!imm_is(&ops[6], 0) || !imm_is(&ops[7], 0)) {
            return Err(format!("ptxas Phase 1: {name} with a transposed A or B is not supported yet"));
        }
        let accumulate = if imm_is(&ops[3], 1) {
            true
        } else if imm_is(&ops[3], 0) {
            false
        } else {
            return Err(format!("ptxas Phase 1: {name} with a predicate scale-d is not supported yet (only 0 or 1)"));
        };
        if vector_len(&ops[0]) != regs as usize {
            return Err(format!("ptxas Phase 1: the accumulator of {name} has {} registers, {regs} expected", vector_len(&ops[0])));
        }
        let bytes = 4 * regs;
        let c = if accumulate {
            let c = self.store_src(&ops[0], bytes)?;
            self.emit("WARPGROUP", &["ARRIVE"], 0, vec![]);
            Some(c)
        } else {
            None
        };
        let a = self.reg_of_class(&ops[1], RegClass::R64)?;
        let b = self.reg_of_class(&ops[2], RegClass::R64)?;
        for (k, d) in [a, b].into_iter().enumerate() {
            let Value::Reg(v, _) = d.value else { unreachable!("reg_of_class returns a register") };
            self.emit("R2UR", &[], 1, vec![o(Value::UReg(GDESC_UR + 2 * k as u8)), Operand::sub(v, 0)]);
            self.emit("R2UR", &[], 1, vec![o(Value::UReg(GDESC_UR + 2 * k as u8 + 1)), Operand::sub(v, 1)]);
        }
        let (dst, c) = match c {
            Some(c) => (c.clone(), c),
            None => (Operand::reg(self.f.temp(if regs == 4 { RegClass::R128 } else { RegClass::R64 })), rz()),
        };
        let Value::Reg(dv, _) = dst.value else { unreachable!("an accumulator is a register") };
        let shape = format!("64x{n}x{k}");
        let mut mods = vec![shape.as_str(), acc_mod];
        mods.extend(input);
        let mut operands = vec![dst.clone(), o(Value::GDesc(GDESC_UR)), c];
        if !accumulate {
            operands.push(o(Value::UPred(7)).inverted());
        }
        self.emit("HGMMA", &mods, 1, operands);
        self.wgmma.open_last = Some(self.items.len() - 1);
        let POp::Vector(items, _) = &ops[0] else { unreachable!("checked to be a vector") };
        for (k, item) in items.iter().enumerate() {
            if !matches!(item, POp::Sink(_)) {
                let d = self.d32(item)?;
                self.wgmma.open.push((d, Operand::sub(dv, k as u8)));
            }
        }
        Ok(())
    }

    /// `mma.sync` on 8-bit integers: `IMMA.<shape>.<A type>.<B type>(.SAT) D, A.ROW, B.COL, C`.
    pub(in crate::ptxas::phase1) fn mma_int8(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let t = i.types();
        if i.has_modifier(".m8n8k16") && crate::sass::arch::arch(self.sm).family == crate::sass::arch::Family::BlackwellConsumer {
            return self.mma_int8_m8n8k16_as_16816(i, [d, a, b, c]);
        }
        let (shape, na, nb, nc) = if i.has_modifier(".m16n8k32") {
            ("16832", 4, 2, 4)
        } else if i.has_modifier(".m16n8k16") {
            ("16816", 2, 1, 4)
        } else {
            ("8816", 1, 1, 2)
        };
        let mut a = self.fragment_src(a, na, "A")?;
        let mut b = self.fragment_src(b, nb, "B")?;
        let c = self.fragment_src(c, nc, "C")?;
        let (dst, moves) = self.fragment_dst(d, nc)?;
        a.suffix = ".ROW";
        b.suffix = ".COL";
        let ty = |x: ScalarType| if x == ScalarType::S8 { "S8" } else { "U8" };
        let mut mods = vec![shape, ty(t[1]), ty(t[2])];
        if i.has_modifier(".satfinite") {
            mods.push("SAT");
        }
        self.emit("IMMA", &mods, 1, vec![dst, a, b, c]);
        self.emit_moves(moves);
        Ok(())
    }

    /// `mma.sync.m8n8k16` on 8-bit integers in the sm_120 family, as ptxas 13.5 builds it: the
    /// 8×16 A tile is the upper half of a 16×16 one whose lower rows are zero (A's pair
    /// `{a, RZ}`), C the upper half of a 16×8 accumulator (`{c0, c1, RZ, RZ}`), and D the first
    /// two registers of `IMMA.16816`'s quad.
    pub(in crate::ptxas::phase1) fn mma_int8_m8n8k16_as_16816(&mut self, i: &Instruction, [d, a, b, c]: [&POp; 4]) -> Res<()> {
        let t = i.types();
        let one = |op: &POp, what: &str| -> Res<POp> {
            match op {
                POp::Vector(items, _) if items.len() == 1 => Ok(items[0].clone()),
                POp::Vector(..) => Err(format!("ptxas Phase 1: the {what} fragment of {} is one register", i.full_name())),
                x => Ok(x.clone()),
            }
        };
        let (at, zero) = match a {
            POp::Vector(_, at) => (*at, POp::Imm(Imm::Int { magnitude: 0, negative: false, unsigned: false }, *at)),
            _ => return Err(format!("ptxas Phase 1: the A fragment of {} must be a vector", i.full_name())),
        };
        let pair = |op: &POp, what: &str| -> Res<Vec<POp>> {
            match op {
                POp::Vector(items, _) if items.len() == 2 => Ok(items.clone()),
                _ => Err(format!("ptxas Phase 1: the {what} fragment of {} is a pair", i.full_name())),
            }
        };
        let a4 = POp::Vector(vec![one(a, "A")?, zero.clone()], at);
        let cs = pair(c, "C")?;
        let c4 = POp::Vector(vec![cs[0].clone(), cs[1].clone(), zero.clone(), zero], at);
        let ds = pair(d, "D")?;
        let d4 = POp::Vector(vec![ds[0].clone(), ds[1].clone(), POp::Sink(at), POp::Sink(at)], at);
        let mut a = self.fragment_src(&a4, 2, "A")?;
        let mut b = self.fragment_src(b, 1, "B")?;
        let c = self.fragment_src(&c4, 4, "C")?;
        let (dst, moves) = self.fragment_dst(&d4, 4)?;
        a.suffix = ".ROW";
        b.suffix = ".COL";
        let ty = |x: ScalarType| if x == ScalarType::S8 { "S8" } else { "U8" };
        let mut mods = vec!["16816", ty(t[1]), ty(t[2])];
        if i.has_modifier(".satfinite") {
            mods.push("SAT");
        }
        self.emit("IMMA", &mods, 1, vec![dst, a, b, c]);
        self.emit_moves(moves);
        Ok(())
    }

    /// `wmma.mma`: ptxas on sm_80 splits the warp-wide tile into `mma.sync` tiles on the
    /// fragments as registers (the row/col layouts were the loads' business): m16n16k16 is one A
    /// fragment against B's two halves, m32n8k16 A's two halves against one B, m8n32k16 the
    /// transpose (B's halves in the A operand, A in the B operand); each half of C/D is one
    /// `HMMA.16816`/`IMMA.16816`. tf32 m16n16k8 is four `HMMA.1684.F32.TF32`, accumulating over
    /// k in two steps. (The f16 A/B fragments of 8 registers hold each value twice; ptxas reads
    /// the first four.)
    pub(in crate::ptxas::phase1) fn wmma_mma(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let t = i.types();
        let unsupported = || format!("ptxas Phase 1: {} is not supported yet", i.full_name());
        let shape = [".m16n16k16", ".m32n8k16", ".m8n32k16", ".m16n16k8"].iter().position(|m| i.has_modifier(m)).ok_or_else(unsupported)?;
        // (opcode, modifiers, A half and B half in registers, C/D registers)
        let (op, mut mods, ha, hb, nc): (&'static str, Vec<&'static str>, usize, usize, usize) = match t.as_slice() {
            [ScalarType::F32, ScalarType::F32] if shape < 3 => ("HMMA", vec!["16816", "F32"], 4, 2, 8),
            [ScalarType::F16, ScalarType::F16] if shape < 3 => ("HMMA", vec!["16816", "F16"], 4, 2, 4),
            [ScalarType::F32, ScalarType::Bf16, ScalarType::Bf16, ScalarType::F32] if shape < 3 => ("HMMA", vec!["16816", "F32", "BF16"], 4, 2, 8),
            [ScalarType::S32, x, y, ScalarType::S32] if shape < 3 && x == y && matches!(x, ScalarType::S8 | ScalarType::U8) => {
                let ty = if *x == ScalarType::S8 { "S8" } else { "U8" };
                ("IMMA", vec!["16816", ty, ty], 2, 1, 8)
            }
            [ScalarType::F32, ScalarType::Tf32, ScalarType::Tf32, ScalarType::F32] if shape == 3 => ("HMMA", vec!["1684", "F32", "TF32"], 2, 1, 8),
            _ => return Err(unsupported()),
        };
        if i.has_modifier(".satfinite") {
            if op != "IMMA" {
                return Err(unsupported());
            }
            mods.push("SAT");
        }
        let h = nc / 2;
        // Each step: (A operand registers, B operand registers, C half, D half, k step).
        let (a_op, b_op) = if shape == 2 { (b, a) } else { (a, b) };
        let steps: Vec<(std::ops::Range<usize>, std::ops::Range<usize>, usize)> = match shape {
            0 => vec![(0..ha, 0..hb, 0), (0..ha, hb..2 * hb, 1)],
            1 | 2 => vec![(0..ha, 0..hb, 0), (ha..2 * ha, 0..hb, 1)],
            // tf32 m16n16k8: k 0-3 from A's first half, then k 4-7 from its second half.
            _ => vec![(0..ha, 0..hb, 0), (0..ha, 2 * hb..3 * hb, 1), (ha..2 * ha, hb..2 * hb, 0), (ha..2 * ha, 3 * hb..4 * hb, 1)],
        };
        let mut acc: [Option<Operand>; 2] = [None, None];
        let mut moves = Vec::new();
        for (n, (ra, rb, half)) in steps.iter().enumerate() {
            let last = n + 2 >= steps.len();
            let mut x = self.fragment_src(&sub_vector(a_op, ra.clone())?, ra.len(), "A")?;
            let mut y = self.fragment_src(&sub_vector(b_op, rb.clone())?, rb.len(), "B")?;
            let z = match acc[*half].take() {
                Some(z) => z,
                None => self.fragment_src(&sub_vector(c, half * h..(half + 1) * h)?, h, "C")?,
            };
            let (dst, mv) = self.fragment_dst(&sub_vector(d, half * h..(half + 1) * h)?, h)?;
            if op == "IMMA" {
                x.suffix = ".ROW";
                y.suffix = ".COL";
            }
            self.emit(op, &mods, 1, vec![dst.clone(), x, y, z]);
            if last {
                moves.extend(mv);
            } else {
                acc[*half] = Some(dst);
            }
        }
        self.emit_moves(moves);
        Ok(())
    }

    /// `mma.sync` on tf32: `HMMA.1684.F32.TF32` (A a pair, B one register) or
    /// `HMMA.1688.F32.TF32` (A a quad, B a pair); C and D four f32.
    pub(in crate::ptxas::phase1) fn mma_tf32(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let (shape, na, nb) = if i.has_modifier(".m16n8k8") { ("1688", 4, 2) } else { ("1684", 2, 1) };
        let a = self.fragment_src(a, na, "A")?;
        let b = self.fragment_src(b, nb, "B")?;
        let c = self.fragment_src(c, 4, "C")?;
        let (dst, moves) = self.fragment_dst(d, 4)?;
        self.emit("HMMA", &[shape, "F32", "TF32"], 1, vec![dst, a, b, c]);
        self.emit_moves(moves);
        Ok(())
    }

    /// `mma.sync` on 4-bit integers before Hopper: `IMMA.<shape>.<A type>.<B type>(.SAT) D,
    /// A.ROW, B.COL, C` (m8n8k32: A, B one register, C two; m16n8k32: A two, B one, C four;
    /// m16n8k64: A four, B two, C four). From sm_90 on ptxas builds it from 8-bit IMMAs.
    pub(in crate::ptxas::phase1) fn mma_int4(&mut self, i: &Instruction) -> Res<()> {
        if crate::sass::arch::arch(self.sm).family >= crate::sass::arch::Family::Hopper {
            return Err(format!("ptxas Phase 1: {} on sm_90 and later (ptxas's 8-bit IMMA emulation) is not supported yet", i.full_name()));
        }
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let (shape, na, nb, nc) = if i.has_modifier(".m16n8k64") {
            ("16864", 4, 2, 4)
        } else if i.has_modifier(".m16n8k32") {
            ("16832", 2, 1, 4)
        } else {
            ("8832", 1, 1, 2)
        };
        let mut a = self.fragment_src(a, na, "A")?;
        let mut b = self.fragment_src(b, nb, "B")?;
        let c = self.fragment_src(c, nc, "C")?;
        let (dst, moves) = self.fragment_dst(d, nc)?;
        a.suffix = ".ROW";
        b.suffix = ".COL";
        let t = int4_types(i);
        let mut mods = vec![shape, t[0], t[1]];
        if i.has_modifier(".satfinite") {
            mods.push("SAT");
        }
        self.emit("IMMA", &mods, 1, vec![dst, a, b, c]);
        self.emit_moves(moves);
        Ok(())
    }

    /// `mma.sync.m8n8k4` on doubles: `DMMA.8x8x4 D, A, B, C`, A and B one double each, C and
    /// D two.
    pub(in crate::ptxas::phase1) fn mma_f64(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b, c] = four(self.ops(i, 4)?);
        let one_f64 = |me: &mut Self, op: &POp, what: &str| -> Res<Operand> {
            let op = match op {
                POp::Vector(items, _) if items.len() == 1 => &items[0],
                POp::Vector(..) => return Err(format!("ptxas Phase 1: the {what} fragment of mma.m8n8k4.f64 is one double")),
                x => x,
            };
            me.reg_of_class(op, RegClass::R64)
        };
        let a = one_f64(self, a, "A")?;
        let b = one_f64(self, b, "B")?;
        let c = self.store_src(c, 16)?;
        let (dst, moves) = self.load_dest(d, 16)?;
        // nvdisasm names the same instruction DMMA.884 before sm_90 (ptxas's sm_80 listing).
        let shape = if crate::sass::arch::arch(self.sm).family < crate::sass::arch::Family::Hopper { "884" } else { "8x8x4" };
        self.emit("DMMA", &[shape], 1, vec![dst, a, b, c]);
        self.emit_moves(moves);
        Ok(())
    }

    /// `stmatrix`: one `STSM` writing `.x1/.x2/.x4` 8×8 tiles of b16 from consecutive
    /// registers to shared memory (`ldmatrix`'s mirror).
    pub(in crate::ptxas::phase1) fn stmatrix(&mut self, i: &Instruction) -> Res<()> {
        let [a, s] = two(self.ops(i, 2)?);
        let n = matrix_tiles(i)?;
        let addr = self.shared_addr(a)?;
        let src = self.fragment_src(s, n, "source")?;
        let mut mods = vec!["16", if i.has_modifier(".trans") { "MT88" } else { "M88" }];
        match n {
            4 => mods.push("4"),
            2 => mods.push("2"),
            _ => {}
        }
        self.emit("STSM", &mods, 0, vec![addr, src]);
        Ok(())
    }

    /// `elect.sync d|p, mask`: `ELECT` elects one lane of the full warp into the predicate and
    /// writes the elected lane's id to a uniform register, moved out for `d`. The member mask
    /// must name exactly the lanes that execute it, so ptxas 13.5 does not read it (a register
    /// mask gives the same `ELECT`); neither does this rule.
    pub(in crate::ptxas::phase1) fn elect(&mut self, i: &Instruction) -> Res<()> {
        let [pair, mask] = two(self.ops(i, 2)?);
        match mask {
            POp::Imm(..) => {}
            _ => {
                self.r32(mask)?;
            }
        }
        let POp::PredPair(d, p, _) = pair else {
            return Err(format!("ptxas Phase 1: {} needs a destination pair d|p", i.full_name()));
        };
        let p = match p.as_ref() {
            POp::Sink(_) => pt(),
            p => self.dpred(p)?,
        };
        let keep = !matches!(d.as_ref(), POp::Sink(_));
        let ur = if keep { ELECT_UR } else { 63 };
        self.emit("ELECT", &[], 2, vec![p, o(Value::UReg(ur)), pt()]);
        if keep {
            let d = self.d32(d)?;
            self.emit("MOV", &[], 1, vec![d, o(Value::UReg(ELECT_UR))]);
        }
        Ok(())
    }

    /// `fence.proxy.async`: the generic proxy's writes made visible to the async proxy; ptxas
    /// emits the memory barrier at the state space's scope and `FENCE.VIEW.ASYNC.S` (shared),
    /// or `FENCE.VIEW.ASYNC.G` alone for `.global`.
    pub(in crate::ptxas::phase1) fn fence_proxy_async(&mut self, i: &Instruction) -> Res<()> {
        if i.has_modifier(".global") {
            self.emit("FENCE", &["VIEW", "ASYNC", "G"], 0, vec![]);
            return Ok(());
        }
        let scope = if i.modifier_texts().any(|m| m == ".shared::cta") { "CTA" } else { "GPU" };
        self.emit("MEMBAR", &["ALL", scope], 0, vec![]).props = vec![prop_scope(scope)];
        self.emit("FENCE", &["VIEW", "ASYNC", "S"], 0, vec![]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn griddep_wait(&mut self, _i: &Instruction) -> Res<()> {
        self.emit("ACQBULK", &[], 0, vec![]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn griddep_launch(&mut self, _i: &Instruction) -> Res<()> {
        self.emit("PREEXIT", &[], 0, vec![]);
        Ok(())
    }

    /// A fragment of `n` 32-bit registers as one operand: a register for one, a pair or quad
    /// gathered with MOVs for more.
    pub(in crate::ptxas::phase1) fn fragment_src(&mut self, op: &POp, n: usize, what: &str) -> Res<Operand> {
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
    pub(in crate::ptxas::phase1) fn fragment_dst(&mut self, op: &POp, n: usize) -> Res<(Operand, Vec<(Operand, Operand)>)> {
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
    pub(in crate::ptxas::phase1) fn ldmatrix(&mut self, i: &Instruction) -> Res<()> {
        let [d, a] = two(self.ops(i, 2)?);
        let n = matrix_tiles(i)?;
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
    pub(in crate::ptxas::phase1) fn mma_half(&mut self, i: &Instruction) -> Res<()> {
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
