//! Phase 1 rules for atomics, warp collectives, fences, barriers and control flow: `atom` on
//! global and shared memory, `shfl.sync`, `vote.sync`, `membar`/`fence`, `bra`, `ret`, `bar`.

use super::*;

impl Conv {
    pub(super) fn atom_global(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let ty = i.ty().ok_or("ptxas Phase 1: atom needs a type")?;
        let op = ["add", "and", "or", "xor", "exch", "inc", "dec", "min", "max"]
            .into_iter()
            .find(|o| i.has_modifier(&format!(".{o}")))
            .ok_or_else(|| format!("ptxas Phase 1: {} is not supported yet", i.full_name()))?;
        let suffix: Option<&str> = match (ty_class(ty), is_signed(ty), op) {
            (Ty::F32, _, "add") => Some("F32.FTZ.RN"),
            (Ty::F64, _, "add") => Some("F64.RN"),
            (Ty::F32 | Ty::F64, _, _) => return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name())),
            (Ty::I64, true, _) => Some("S64"),
            (Ty::I64, false, _) => Some("64"),
            (Ty::I32, true, "add" | "min" | "max") => Some("S32"),
            _ => None,
        };
        let addr = self.global_addr(a)?;
        let wide = matches!(ty_class(ty), Ty::I64 | Ty::F64);
        let d = if wide { self.d64(d)? } else { self.d32(d)? };
        let b = if wide {
            match b {
                POp::Imm(..) => {
                    let t = self.f.temp(RegClass::R64);
                    let lo = self.half(b, 0)?;
                    let hi = self.half(b, 1)?;
                    self.emit("MOV", &[], 1, vec![Operand::sub(t, 0), lo]);
                    self.emit("MOV", &[], 1, vec![Operand::sub(t, 1), hi]);
                    Operand::reg(t)
                }
                _ => self.reg_of_class(b, RegClass::R64)?,
            }
        } else {
            let x = if ty_class(ty) == Ty::F32 { self.f32src(b)? } else { self.r32(b)? };
            self.in_reg(x)
        };
        let opname = op.to_ascii_uppercase();
        let mut mods: Vec<&str> = vec!["E", opname.as_str()];
        mods.extend(suffix);
        mods.extend(["STRONG", "GPU"]);
        self.emit("ATOMG", &mods, 2, vec![pt(), d, addr, b]).props = vec![prop_scope("GPU"), Prop { field: 208, value: 1163, name: "atomic op" }];
        Ok(())
    }

    pub(super) fn atom_shared(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, b] = three(self.ops(i, 3)?);
        let addr = self.shared_addr(a)?;
        let d = self.d32(d)?;
        let b = self.r32(b)?;
        let b = self.in_reg(b);
        self.emit("ATOMS", &["ADD"], 1, vec![d, addr, b]);
        Ok(())
    }

    /// The member mask of a `.sync` warp operation: ptxas 13.5 emits no `WARPSYNC` for it on
    /// sm_90, whatever the mask (`shfl.sync.down ... 65535` is a plain `SHFL.DOWN`,
    /// `vote.sync.all.pred ... %r` a plain `VOTE.ALL`; checked on corpus/sass/warp.ptx), so an
    /// immediate or a register is accepted and dropped.
    pub(super) fn full_warp(&self, op: &POp, i: &Instruction) -> Res<()> {
        match op {
            POp::Imm(..) | POp::Reg(..) => Ok(()),
            _ => Err(format!("ptxas Phase 1: {} with a member mask other than 0xffffffff is not supported yet", i.full_name())),
        }
    }

    pub(super) fn shfl(&mut self, i: &Instruction) -> Res<()> {
        if !i.has_modifier(".sync") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let ops = self.ops(i, 5)?;
        self.full_warp(&ops[4], i)?;
        let mode = [".up", ".down", ".bfly", ".idx"].into_iter().find(|m| i.has_modifier(m)).ok_or("ptxas Phase 1: shfl needs a mode")?;
        let (d, p) = match &ops[0] {
            POp::PredPair(d, p, _) => (self.d32(d)?, self.dpred(p)?),
            d => (self.d32(d)?, pt()),
        };
        let a = self.r32(&ops[1])?;
        let a = self.in_reg(a);
        let b = self.r32(&ops[2])?;
        let c = self.r32(&ops[3])?;
        let m = mode[1..].to_ascii_uppercase();
        let mods = [m.as_str()];
        self.emit("SHFL", &mods, 2, vec![p, d, a, b, c]);
        Ok(())
    }

    pub(super) fn vote_ballot(&mut self, i: &Instruction) -> Res<()> {
        if !(i.has_modifier(".sync") && i.has_modifier(".ballot")) {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, p, mask] = three(self.ops(i, 3)?);
        self.full_warp(mask, i)?;
        let d = self.d32(d)?;
        let p = self.psrc(p)?;
        self.emit("VOTE", &["ANY"], 2, vec![d, pt(), p]);
        Ok(())
    }

    pub(super) fn vote_pred(&mut self, i: &Instruction) -> Res<()> {
        let mode = if i.has_modifier(".any") {
            "ANY"
        } else if i.has_modifier(".all") {
            "ALL"
        } else {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        };
        if !i.has_modifier(".sync") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let [d, p, mask] = three(self.ops(i, 3)?);
        self.full_warp(mask, i)?;
        let d = self.dpred(d)?;
        let p = self.psrc(p)?;
        self.emit("VOTE", &[mode], 1, vec![d, p]);
        Ok(())
    }

    pub(super) fn fence(&mut self, i: &Instruction) -> Res<()> {
        if !i.operands.is_empty() || i.modifier_texts().any(|m| m.starts_with(".proxy") || m.starts_with(".mbarrier") || m == ".cluster") {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let scope = if i.has_modifier(".cta") {
            "CTA"
        } else if i.has_modifier(".sys") {
            "SYS"
        } else if i.has_modifier(".gpu") || i.has_modifier(".gl") {
            "GPU"
        } else {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        };
        let kind = if i.has_modifier(".acq_rel") { "ALL" } else { "SC" };
        self.emit("MEMBAR", &[kind, scope], 0, vec![]).props = vec![prop_scope(scope)];
        if scope != "CTA" {
            // Beyond the CTA, ptxas also drains errors and invalidates the L1 (as ptxas 13 does).
            self.emit("ERRBAR", &[], 0, vec![]);
            if crate::sass::arch::arch(self.sm).cga {
                // The cluster's error barrier: sm_90+ (ptxas writes none for sm_80/89).
                self.emit("CGAERRBAR", &[], 0, vec![]);
            }
            self.emit("CCTL", &["IVALL"], 0, vec![]);
        }
        Ok(())
    }

    // ----- control flow -----

    pub(super) fn bra(&mut self, i: &Instruction) -> Res<()> {
        let [t] = one(self.ops(i, 1)?);
        let POp::Symbol(name, _) = t else {
            return Err("ptxas Phase 1: an indirect branch is not supported yet".into());
        };
        let id = self.label_id(name);
        self.emit("BRA", &[], 0, vec![o(Value::Label(id))]);
        Ok(())
    }

    pub(super) fn ret(&mut self, i: &Instruction) -> Res<()> {
        if self.f.device && i.opcode == "ret" {
            return self.ret_abi();
        }
        self.emit("EXIT", &[], 0, vec![]);
        Ok(())
    }

    pub(super) fn bar(&mut self, i: &Instruction) -> Res<()> {
        if !(i.has_modifier(".sync") || (i.opcode == "bar" && i.modifiers.is_empty())) {
            return Err(format!("ptxas Phase 1: {} is not supported yet", i.full_name()));
        }
        let id = match i.operands.as_slice() {
            [POp::Imm(x, _)] => x.as_i64().unwrap_or(0),
            _ => return Err(format!("ptxas Phase 1: {} with a thread count or register barrier is not supported yet", i.full_name())),
        };
        if !(0..16).contains(&id) {
            return Err(format!("ptxas Phase 1: barrier {id} is out of range 0..15"));
        }
        self.emit("BAR", &["SYNC", "DEFER_BLOCKING"], 0, vec![imm(id)]);
        Ok(())
    }

    // ----- single precision -----

}
