//! Packed single precision `.f32x2` (sm_100+): `FADD2`/`FMUL2`/`FFMA2` on `.F32x2.HI_LO` pairs
//! where the arch has them, one instruction per lane elsewhere.

use super::*;

/// The printed lane selector of an FADD2/FMUL2/FFMA2 register operand: both lanes, in order.
pub(in crate::ptxas::phase1) const F32X2_LANES: &str = ".F32x2.HI_LO";

/// One source of an f32x2 operation: the 64-bit register, and the f32 both its lanes hold where
/// that is a known constant.
#[derive(Clone, Copy)]
pub(in crate::ptxas::phase1) struct F32x2Src {
    reg: VReg,
    broadcast: Option<u32>,
}

impl Conv {
    pub(in crate::ptxas::phase1) fn f32x2_sub(&mut self, i: &Instruction) -> Res<()> {
        self.f32x2(i, "FADD", true)
    }
    pub(in crate::ptxas::phase1) fn f32x2_fma(&mut self, i: &Instruction) -> Res<()> {
        self.f32x2(i, "FFMA", false)
    }

    /// `add`/`sub`/`mul`/`fma` `.f32x2` (`{.rnd}{.ftz}`; `fma` needs its `.rnd`, `.sat` is not
    /// in the PTX ISA and ptxas refuses it): `FADD2`/`FMUL2`/`FFMA2` where the arch has them
    /// (sm_100/103: [`Arch::f32x2_pairs`](crate::sass::arch::Arch)),
    /// else the scalar instruction on each lane (low word, then high word). The sources are
    /// 64-bit registers only (ptxas: "Arguments mismatch" for an immediate or a 32-bit register);
    /// a source PTX writes once with the same f32 in both lanes (`mov.b64 %rd, {%r, %r}` of a
    /// `mov.b32 %r, 0f40000000`, or a 64-bit constant) becomes the instruction's f32 immediate
    /// in B (or C of FFMA2), as ptxas folds it: `FFMA2 R6, R6.F32x2.HI_LO, 2, R10.F32x2.HI_LO`.
    pub(in crate::ptxas::phase1) fn f32x2(&mut self, i: &Instruction, scalar: &'static str, negate_b: bool) -> Res<()> {
        let op = i.opcode.as_str();
        if crate::sass::arch::arch(self.sm).family < crate::sass::arch::Family::BlackwellDatacenter {
            return Err(format!("ptxas Phase 1: Feature '{op}.f32x2' requires .target sm_100 or higher"));
        }
        if i.has_modifier(".sat") {
            return Err(format!("ptxas Phase 1: Illegal modifier '.sat' for instruction '{op}'"));
        }
        let fma = scalar == "FFMA";
        if fma && !i.modifier_texts().any(|m| matches!(m, ".rn" | ".rz" | ".rm" | ".rp")) {
            return Err(format!("ptxas Phase 1: Rounding modifier required for instruction '{op}'"));
        }
        let ops = self.ops(i, if fma { 4 } else { 3 })?;
        let mismatch = || format!("ptxas Phase 1: Arguments mismatch for instruction '{op}'");
        let d = match &ops[0] {
            POp::Reg(..) => self.d64(&ops[0]).map_err(|_| mismatch())?,
            _ => return Err(mismatch()),
        };
        let Value::Reg(dv, Part::Whole) = d.value else { return Err(mismatch()) };
        let mut srcs = Vec::new();
        for s in &ops[1..] {
            let POp::Reg(..) = s else { return Err(mismatch()) };
            let r = self.reg_of_class(s, RegClass::R64).map_err(|_| mismatch())?;
            let Value::Reg(reg, Part::Whole) = r.value else { return Err(mismatch()) };
            srcs.push(F32x2Src { reg, broadcast: self.f32x2_broadcast(reg) });
        }
        // A constant A of a commutative product or sum goes to B, where the immediate can be.
        if !negate_b && srcs[0].broadcast.is_some() && srcs[1].broadcast.is_none() {
            srcs.swap(0, 1);
        }
        // One immediate: B if it is constant, else C of an FFMA.
        let imm_at = if srcs[1].broadcast.is_some() {
            Some(1)
        } else if fma && srcs[2].broadcast.is_some() {
            Some(2)
        } else {
            None
        };
        let mut props = Vec::new();
        let mods = fp_mods(i, &mut props);
        let paired = crate::sass::arch::arch(self.sm).f32x2_pairs;
        let source = |k: usize, lane: Option<u8>| -> Operand {
            let s = srcs[k];
            let mut x = match (imm_at == Some(k), s.broadcast, lane) {
                (true, Some(bits), _) => o(Value::FImm(f32::from_bits(bits) as f64)),
                (_, _, Some(l)) => Operand::sub(s.reg, l),
                _ => Operand::reg(s.reg).half_sel(F32X2_LANES),
            };
            if negate_b && k == 1 {
                x = match x.value {
                    Value::FImm(v) => o(Value::FImm(-v)),
                    _ => x.negated(),
                };
            }
            x
        };
        if paired {
            let opcode = match scalar {
                "FADD" => "FADD2",
                "FMUL" => "FMUL2",
                _ => "FFMA2",
            };
            let mut operands = vec![d];
            operands.extend((0..srcs.len()).map(|k| source(k, None)));
            self.emit(opcode, &mods, 1, operands).props = props;
        } else {
            for lane in 0..2u8 {
                let mut operands = vec![Operand::sub(dv, lane)];
                operands.extend((0..srcs.len()).map(|k| source(k, Some(lane))));
                self.emit(scalar, &mods, 1, operands).props = props.clone();
            }
        }
        Ok(())
    }

    /// The f32 (its bits) in both lanes of `v` where PTX writes `v` once and that write is two
    /// unguarded `MOV`s of the same constant into its halves (directly, or through a 32-bit
    /// register PTX writes once with a `MOV` of that constant); `None` otherwise, and for a NaN.
    pub(in crate::ptxas::phase1) fn f32x2_broadcast(&self, v: VReg) -> Option<u32> {
        let mut halves: [Option<u32>; 2] = [None, None];
        for inst in self.f32x2_defs(v)? {
            match (inst.opcode, inst.ndefs, inst.guard, inst.operands.as_slice()) {
                ("MOV", 1, None, [Operand { value: Value::Reg(_, Part::Sub(k @ (0 | 1))), .. }, src]) if halves[*k as usize].is_none() => {
                    halves[*k as usize] = Some(self.f32x2_const32(src)?);
                }
                _ => return None,
            }
        }
        match halves {
            [Some(lo), Some(hi)] if lo == hi && !f32::from_bits(lo).is_nan() => Some(lo),
            _ => None,
        }
    }

    /// The instructions converted so far that write `v` (any part), where PTX writes the
    /// register `v` stands for exactly once.
    pub(in crate::ptxas::phase1) fn f32x2_defs(&self, v: VReg) -> Option<Vec<&OriInst>> {
        let name = &self.f.vregs.get(v.0 as usize)?.name;
        if self.def_count.get(name) != Some(&1) {
            return None;
        }
        let defs: Vec<&OriInst> = self
            .items
            .iter()
            .filter_map(|it| match it {
                Item::Inst(x) => Some(x),
                _ => None,
            })
            .filter(|x| x.operands.iter().take(x.ndefs).any(|o| matches!(o.value, Value::Reg(r, _) if r == v)) || x.implicit.iter().any(|(r, w)| *w && *r == v))
            .collect();
        Some(defs)
    }

    /// A 32-bit constant source of a `MOV`: an immediate, `RZ`, or a whole 32-bit register
    /// written once, by an unguarded `MOV` of an immediate.
    pub(in crate::ptxas::phase1) fn f32x2_const32(&self, x: &Operand) -> Option<u32> {
        if x.neg || x.abs || x.not || x.bitnot || !x.suffix.is_empty() {
            return None;
        }
        match x.value {
            Value::Imm(bits) => Some(bits as u32),
            Value::Zero => Some(0),
            Value::Reg(r, Part::Whole) if self.f.class(r) == RegClass::R => match self.f32x2_defs(r)?.as_slice() {
                [OriInst { opcode: "MOV", ndefs: 1, guard: None, operands, .. }] => match operands.as_slice() {
                    [_, Operand { value: Value::Imm(bits), neg: false, abs: false, not: false, bitnot: false, suffix: "" }] => Some(*bits as u32),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        }
    }
}
