//! The asynchronous copies and their synchronisation: `cp.async` (LDGSTS), mbarriers (SYNCS on
//! Hopper and later, shared-memory words before), cluster barriers and fences, wgmma's fence,
//! commit and wait, TMA and bulk copies in ptxas's elected-lane loop.

use super::*;

impl Conv {
    /// A shared address in a uniform register: the address register (or the variable's
    /// window address) moved with `R2UR` into `ur`, as `[URn+off]`.
    pub(in crate::ptxas::phase1) fn shared_uaddr(&mut self, op: &POp, ur: u8) -> Res<Operand> {
        let Value::Mem { base, offset, .. } = self.shared_addr(op)?.value else {
            return Err("ptxas Phase 1: expected a shared address".into());
        };
        let src = match base {
            Some((v, p)) => o(Value::Reg(v, p)),
            None => rz(),
        };
        self.emit("R2UR", &[], 1, vec![o(Value::UReg(ur)), src]);
        Ok(o(Value::UMem { ur, offset }))
    }

    /// `cp.async.{ca,cg}.shared.global [dst], [src], size`: `LDGSTS.E` copies 4, 8 or 16 bytes
    /// from global to shared memory without a register (`.cg`, 16 bytes only, bypasses L1).
    pub(in crate::ptxas::phase1) fn cp_async(&mut self, i: &Instruction) -> Res<()> {
        let [d, s, n] = three(self.ops(i, 3)?);
        let size = match n {
            POp::Imm(x, _) => x.as_i64().unwrap_or(0),
            _ => return Err("ptxas Phase 1: cp.async's size must be an immediate".into()),
        };
        let mut mods = vec!["E"];
        if i.has_modifier(".cg") {
            mods.push("BYPASS");
        }
        match size {
            4 => {}
            8 => mods.push("64"),
            16 => mods.push("128"),
            _ => return Err(format!("ptxas Phase 1: cp.async of {size} bytes")),
        }
        let dst = self.shared_addr(d)?;
        let dst = self.ldgsts_dst(dst);
        let src = self.global_addr(s)?;
        let src = self.ldgsts_src(src);
        self.emit("LDGSTS", &mods, 0, vec![dst, src]);
        Ok(())
    }

    /// `cp.async ... [dst], [src], n, src-size`: copies `src-size` bytes and zero-fills the rest
    /// of `n`. As ptxas does it, `LDGSTS.ZFILL` reads the byte count to fill from the low bits of
    /// the global address (`(n - src-size) & (n - 1)` added to it) and copies nothing under a
    /// false predicate (`src-size == 0`).
    pub(in crate::ptxas::phase1) fn cp_async_zfill(&mut self, i: &Instruction) -> Res<()> {
        let [d, s, n, z] = four(self.ops(i, 4)?);
        let size = match n {
            POp::Imm(x, _) => x.as_i64().unwrap_or(0),
            _ => return Err("ptxas Phase 1: cp.async's size must be an immediate".into()),
        };
        let mut mods = vec!["E"];
        if i.has_modifier(".cg") {
            mods.push("BYPASS");
        }
        match size {
            4 => {}
            8 => mods.push("64"),
            16 => mods.push("128"),
            _ => return Err(format!("ptxas Phase 1: cp.async of {size} bytes")),
        }
        mods.push("ZFILL");
        if matches!(z, POp::Imm(..)) {
            return Err(format!("ptxas Phase 1: {} with an immediate source size is not supported yet", i.full_name()));
        }
        let src_size = self.reg_of_class(z, RegClass::R)?;
        let dst = self.shared_addr(d)?;
        let dst = self.ldgsts_dst(dst);
        let src = self.global_addr(s)?;
        let Value::Mem { base: Some((v, p)), wide, desc, offset, sp } = src.value.clone() else {
            return Err(format!("ptxas Phase 1: {} needs a register global address", i.full_name()));
        };
        let fill = self.f.temp(RegClass::R);
        self.emit("IADD3", &[], 1, vec![Operand::reg(fill), src_size.clone().negated(), imm(size), rz()]);
        self.emit("LOP3", &["LUT"], 1, vec![Operand::reg(fill), Operand::reg(fill), imm(size - 1), rz(), imm(0xc0), pt().inverted()]);
        let t = self.f.temp(RegClass::R64);
        let carry = self.f.temp(RegClass::P);
        let part = |k: u8| match p {
            Part::Whole => Operand::sub(v, k),
            _ => o(Value::Reg(v, p)),
        };
        self.emit("IADD3", &[], 2, vec![Operand::sub(t, 0), Operand::reg(carry), part(0), Operand::reg(fill), rz()]);
        self.emit("IADD3", &["X"], 1, vec![Operand::sub(t, 1), part(1), rz(), rz(), Operand::reg(carry), pt().inverted()]);
        let src = self.ldgsts_src(o(Value::Mem { base: Some((t, Part::Whole)), wide, desc, offset, sp }));
        let ok = self.f.temp(RegClass::P);
        self.emit("ISETP", &["NE", "U32", "AND"], 2, vec![Operand::reg(ok), pt(), src_size, rz(), pt()]).props = vec![prop_width(32), prop_sign(false), prop_compare(false)];
        self.emit("LDGSTS", &mods, 0, vec![dst, src, Operand::reg(ok)]);
        Ok(())
    }

    /// LDGSTS's shared address holds a signed 20-bit offset (bits 44-63): a larger one, or an
    /// absolute address, is added into a register first (`IADD3`, as ptxas does).
    pub(in crate::ptxas::phase1) fn ldgsts_dst(&mut self, dst: Operand) -> Operand {
        let Value::Mem { base, wide, desc, offset, sp } = dst.value.clone() else { return dst };
        let fits = (-0x8_0000..0x8_0000).contains(&offset);
        match base {
            Some(_) if fits => dst,
            Some((v, p)) => {
                let t = self.f.temp(RegClass::R);
                self.emit("IADD3", &[], 1, vec![Operand::reg(t), o(Value::Reg(v, p)), imm(offset), rz()]);
                o(Value::Mem { base: Some((t, Part::Whole)), wide, desc, offset: 0, sp })
            }
            None => {
                let t = self.f.temp(RegClass::R);
                self.emit("MOV", &[], 1, vec![Operand::reg(t), imm(offset)]);
                o(Value::Mem { base: Some((t, Part::Whole)), wide, desc, offset: 0, sp })
            }
        }
    }

    /// LDGSTS's global address holds a signed 12-bit offset (bits 32-43): a larger one is added
    /// into a register pair first (`IADD3` + `IADD3.X`).
    pub(in crate::ptxas::phase1) fn ldgsts_src(&mut self, src: Operand) -> Operand {
        let Value::Mem { base: Some((v, p)), wide, desc, offset, sp } = src.value.clone() else { return src };
        if (-0x800..0x800).contains(&offset) {
            return src;
        }
        let t = self.f.temp(RegClass::R64);
        let carry = self.f.temp(RegClass::P);
        let (lo, hi) = (offset & 0xffff_ffff, (offset >> 32) & 0xffff_ffff);
        let part = |k: u8| match p {
            Part::Whole => Operand::sub(v, k),
            _ => o(Value::Reg(v, p)),
        };
        self.emit("IADD3", &[], 2, vec![Operand::sub(t, 0), Operand::reg(carry), part(0), imm(lo), rz()]);
        let hi = if hi == 0 { rz() } else { imm(hi) };
        self.emit("IADD3", &["X"], 1, vec![Operand::sub(t, 1), part(1), hi, rz(), Operand::reg(carry), pt().inverted()]);
        o(Value::Mem { base: Some((t, Part::Whole)), wide, desc, offset: 0, sp })
    }

    pub(in crate::ptxas::phase1) fn cp_async_commit(&mut self, _i: &Instruction) -> Res<()> {
        self.emit("LDGDEPBAR", &[], 0, vec![]);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn depbar(&mut self, n: i64) {
        self.emit("DEPBAR", &["LE"], 0, vec![o(Value::SReg("SB0")), imm(n)]);
    }

    pub(in crate::ptxas::phase1) fn cp_async_wait_group(&mut self, i: &Instruction) -> Res<()> {
        let [n] = one(self.ops(i, 1)?);
        let n = match n {
            POp::Imm(x, _) => x.as_i64().filter(|n| (0..64).contains(n)).ok_or("ptxas Phase 1: cp.async.wait_group's count must be 0-63")?,
            _ => return Err("ptxas Phase 1: cp.async.wait_group's count must be an immediate".into()),
        };
        self.depbar(n);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn cp_async_wait_all(&mut self, _i: &Instruction) -> Res<()> {
        self.emit("LDGDEPBAR", &[], 0, vec![]);
        self.depbar(0);
        Ok(())
    }

    /// `mbarrier.init.shared.b64 [addr], count`: the barrier's 64-bit initial state, the pending
    /// count `2^20 - count` shifted left by 1 (low word) and by 11 (high word), as ptxas
    /// computes it, stored with `SYNCS.EXCH.64` from a uniform pair.
    pub(in crate::ptxas::phase1) fn mbarrier_init(&mut self, i: &Instruction) -> Res<()> {
        if smem_mbarrier(self.sm) {
            return self.mbarrier_init_smem(i);
        }
        let [a, n] = two(self.ops(i, 2)?);
        let n = self.r32(n)?;
        let pair = self.f.temp(RegClass::R64);
        let (lo, hi) = (Operand::sub(pair, 0), Operand::sub(pair, 1));
        match n.value {
            Value::Imm(c) => {
                let v = (0x10_0000 - c) as u32;
                self.emit("MOV", &[], 1, vec![lo.clone(), imm(v.wrapping_shl(1) as i64)]);
                self.emit("MOV", &[], 1, vec![hi.clone(), imm(v.wrapping_shl(11) as i64)]);
            }
            _ => {
                let t = self.f.temp(RegClass::R);
                self.emit("IADD3", &[], 1, vec![Operand::reg(t), n.negated(), imm(0x10_0000), rz()]);
                self.emit("SHF", &["L", "U32"], 1, vec![hi.clone(), Operand::reg(t), imm(0xb), rz()]);
                self.emit("SHF", &["L", "U32"], 1, vec![lo.clone(), Operand::reg(t), imm(0x1), rz()]);
            }
        }
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        self.emit("R2UR", &[], 1, vec![o(Value::UReg(DATA_UR)), lo]);
        self.emit("R2UR", &[], 1, vec![o(Value::UReg(DATA_UR + 1)), hi]);
        self.emit("SYNCS", &["EXCH", "64"], 1, vec![o(Value::UReg(63)), addr, o(Value::UReg(DATA_UR))]);
        Ok(())
    }

    /// `mbarrier.arrive.shared.b64 state, [addr]`: one arrival, the barrier's state before it in
    /// a register pair (`SYNCS.ARRIVE.TRANS64.A1T0 R4, [UR8+off], RZ`).
    pub(in crate::ptxas::phase1) fn mbarrier_arrive(&mut self, i: &Instruction) -> Res<()> {
        if smem_mbarrier(self.sm) {
            return self.mbarrier_arrive_smem(i, false);
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = match d {
            POp::Sink(_) => rz(),
            _ => self.d64(d)?,
        };
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        self.emit("SYNCS", &["ARRIVE", "TRANS64", "A1T0"], 1, vec![d, addr, rz()]);
        Ok(())
    }

    /// `wgmma.fence`: the warpgroup's registers are ready for the asynchronous MMAs.
    pub(in crate::ptxas::phase1) fn wgmma_fence(&mut self, _i: &Instruction) -> Res<()> {
        self.emit("WARPGROUP", &["ARRIVE"], 0, vec![]);
        Ok(())
    }

    /// `wgmma.commit_group`: ptxas closes the group by setting `gsb0` on its last `HGMMA`;
    /// with none pending it commits an empty one, an `HGMMA` that reads and writes nothing
    /// (`RZ`, `gdesc[URZ]`, scale-D off).
    pub(in crate::ptxas::phase1) fn wgmma_commit(&mut self, _i: &Instruction) -> Res<()> {
        if let Some(k) = self.wgmma.open_last.take() {
            if let Some(Item::Inst(h)) = self.items.get_mut(k) {
                h.operands.push(o(Value::Gsb(0)));
            }
            let moves = std::mem::take(&mut self.wgmma.open);
            self.wgmma.committed.push(moves);
            return Ok(());
        }
        self.emit("HGMMA", &["64x8x16", "F16"], 0, vec![rz(), o(Value::GDesc(63)), rz(), o(Value::UPred(7)).inverted(), o(Value::Gsb(0))]);
        Ok(())
    }

    /// `wgmma.wait_group n`: wait until at most `n` groups are pending.
    pub(in crate::ptxas::phase1) fn wgmma_wait(&mut self, i: &Instruction) -> Res<()> {
        let n = match one(self.ops(i, 1)?) {
            [POp::Imm(x, _)] => x.as_i64().filter(|n| (0..8).contains(n)).ok_or("ptxas Phase 1: wgmma.wait_group's count must be 0-7")?,
            _ => return Err("ptxas Phase 1: wgmma.wait_group's count must be an immediate".into()),
        };
        self.emit("WARPGROUP", &["DEPBAR", "LE"], 0, vec![o(Value::Gsb(0)), imm(n)]);
        // The groups older than the newest n are complete: their results go to their registers.
        let done = self.wgmma.committed.len().saturating_sub(n as usize);
        let groups: Vec<_> = self.wgmma.committed.drain(..done).collect();
        for moves in groups {
            self.emit_moves(moves);
        }
        Ok(())
    }

    /// `setmaxnreg.{inc,dec}`: ptxas 13.5 ignores it unless the kernel fixes its register count
    /// at entry (C7508, "unable to determine register count at entry"); with `.maxnreg` or
    /// `.minnctapersm` it emits a `USETMAXREG` loop this converter does not have yet.
    pub(in crate::ptxas::phase1) fn setmaxnreg(&mut self, i: &Instruction) -> Res<()> {
        if self.fixed_regs {
            return Err(format!("ptxas Phase 1: {} in a function with .maxnreg/.minnctapersm (USETMAXREG) is not supported yet", i.full_name()));
        }
        Ok(())
    }

    /// `p` = whether the launch has a cluster shape (`c[0x0][0x140]` is 1), as ptxas tests it
    /// before each cluster barrier.
    pub(in crate::ptxas::phase1) fn in_cluster_launch(&mut self) -> VReg {
        let t = self.f.temp(RegClass::R);
        let p = self.f.temp(RegClass::P);
        self.emit("LDC", &[], 1, vec![Operand::reg(t), o(Value::Const { bank: 0, offset: 0x140 })]);
        self.emit("ISETP", &["EQ", "U32", "AND"], 2, vec![Operand::reg(p), pt(), Operand::reg(t), imm(1), pt()]);
        p
    }

    pub(in crate::ptxas::phase1) fn branch_unless(&mut self, label: usize, p: Option<VReg>) {
        let guard = self.guard;
        self.guard = p.map(|reg| Guard { reg, not: true });
        self.emit("BRA", &[], 0, vec![o(Value::Label(label))]);
        self.guard = guard;
    }

    /// `barrier.cluster.arrive(.relaxed)`: outside a cluster launch nothing; in one, the
    /// release fence (not for `.relaxed`) and `UCGABAR_ARV`.
    pub(in crate::ptxas::phase1) fn cluster_arrive(&mut self, i: &Instruction) -> Res<()> {
        let n = self.labels.len();
        let done = self.label_id(&format!("$__cluster_arrive_done{n}"));
        let p = self.in_cluster_launch();
        self.branch_unless(done, Some(p));
        if !i.has_modifier(".relaxed") {
            self.emit("MEMBAR", &["ALL", "GPU"], 0, vec![]).props = vec![prop_scope("GPU")];
            self.emit("ERRBAR", &[], 0, vec![]);
            self.emit("CGAERRBAR", &[], 0, vec![]);
        }
        self.emit("UCGABAR_ARV", &[], 0, vec![]);
        self.items.push(Item::Label(done));
        Ok(())
    }

    /// `barrier.cluster.wait`: in a cluster launch `UCGABAR_WAIT` and the acquire invalidation
    /// (`CCTL.IVALL`); outside one the CTA barrier.
    pub(in crate::ptxas::phase1) fn cluster_wait(&mut self, _i: &Instruction) -> Res<()> {
        let n = self.labels.len();
        let cta = self.label_id(&format!("$__cluster_wait_cta{n}"));
        let done = self.label_id(&format!("$__cluster_wait_done{n}"));
        let p = self.in_cluster_launch();
        self.branch_unless(cta, Some(p));
        self.emit("UCGABAR_WAIT", &[], 0, vec![]);
        self.emit("CCTL", &["IVALL"], 0, vec![]);
        self.branch_unless(done, None);
        self.items.push(Item::Label(cta));
        self.emit("BAR", &["SYNC", "DEFER_BLOCKING"], 0, vec![imm(0)]);
        self.items.push(Item::Label(done));
        Ok(())
    }

    /// `mbarrier.{test,try}_wait(.parity).shared.b64 p, [addr], state|parity`: the phase check
    /// compares the state's high word (a parity as `parity << 31`), `.TRYWAIT` for `try_wait`
    /// (which may suspend the thread for a while before failing).
    pub(in crate::ptxas::phase1) fn mbarrier_wait(&mut self, i: &Instruction) -> Res<()> {
        if smem_mbarrier(self.sm) {
            return self.mbarrier_wait_smem(i);
        }
        let [p, a, s] = three(self.ops(i, 3)?);
        let p = self.dpred(p)?;
        let phase = self.wait_phase(i, s)?;
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        let mods: &[&str] = if i.has_modifier(".try_wait") { &["PHASECHK", "TRANS64", "TRYWAIT"] } else { &["PHASECHK", "TRANS64"] };
        self.emit("SYNCS", mods, 1, vec![p, addr, phase]);
        Ok(())
    }

    /// `fence.sc.cluster` / `fence.acq_rel.cluster`: ptxas orders the CTA first
    /// (`MEMBAR.ALL.CTA`), then fences at GPU scope with the error barriers and the L1
    /// invalidation, as for `.gpu`.
    pub(in crate::ptxas::phase1) fn fence_cluster(&mut self, i: &Instruction) -> Res<()> {
        let kind = if i.has_modifier(".sc") { "SC" } else { "ALL" };
        self.emit("MEMBAR", &["ALL", "CTA"], 0, vec![]).props = vec![prop_scope("CTA")];
        self.emit("MEMBAR", &[kind, "GPU"], 0, vec![]).props = vec![prop_scope("GPU")];
        self.emit("ERRBAR", &[], 0, vec![]);
        self.emit("CGAERRBAR", &[], 0, vec![]);
        self.emit("CCTL", &["IVALL"], 0, vec![]);
        Ok(())
    }

    /// `cp.async.mbarrier.arrive(.noinc).shared.b64 [bar]`: the barrier counts an arrival when
    /// the thread's earlier cp.async copies land (`ARRIVES.LDGSTSBAR.64`); without `.noinc` the
    /// pending count is first raised by one (`SYNCS.ARRIVE.TRANS64.RED.A0T1`), as ptxas does.
    pub(in crate::ptxas::phase1) fn cp_async_mbarrier_arrive(&mut self, i: &Instruction) -> Res<()> {
        let [a] = one(self.ops(i, 1)?);
        if crate::sass::arch::arch(self.sm).family < crate::sass::arch::Family::Hopper {
            return self.cp_async_mbarrier_arrive_ampere(i, a);
        }
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        if i.has_modifier(".noinc") {
            self.emit("ARRIVES", &["LDGSTSBAR", "64", "ARVCNT"], 0, vec![addr]);
        } else {
            self.emit("SYNCS", &["ARRIVE", "TRANS64", "RED", "A0T1"], 1, vec![rz(), addr.clone(), rz()]);
            self.emit("ARRIVES", &["LDGSTSBAR", "64", "TRANSCNT"], 0, vec![addr]);
        }
        Ok(())
    }

    /// Before Hopper there is no `SYNCS`: ptxas raises the pending count with a shared atomic
    /// from one lane (`VOTE.ALL` of the active lanes, the highest lane by `FLO` adds minus their
    /// `POPC` to the barrier's upper word), then `ARRIVES.LDGSTSBAR.64` (plain also for `.noinc`).
    pub(in crate::ptxas::phase1) fn cp_async_mbarrier_arrive_ampere(&mut self, i: &Instruction, a: &POp) -> Res<()> {
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        if !i.has_modifier(".noinc") {
            if self.guard.is_some() {
                return Err(format!("ptxas Phase 1: a guarded {} before sm_90 is not supported yet", i.full_name()));
            }
            let Value::UMem { ur, offset } = addr.value.clone() else {
                return Err(format!("ptxas Phase 1: {} needs a shared address", i.full_name()));
            };
            let lane = self.f.temp(RegClass::R);
            let active = self.f.temp(RegClass::R);
            let leader = self.f.temp(RegClass::R);
            let count = self.f.temp(RegClass::R);
            let first = self.f.temp(RegClass::P);
            self.emit("S2R", &[], 1, vec![Operand::reg(lane), o(Value::SReg("SR_LANEID"))]);
            self.emit("VOTE", &["ALL"], 2, vec![Operand::reg(active), pt(), pt()]);
            self.emit("FLO", &["U32"], 1, vec![Operand::reg(leader), Operand::reg(active)]);
            self.emit("POPC", &[], 1, vec![Operand::reg(count), Operand::reg(active)]);
            self.emit("ISETP", &["EQ", "U32", "AND"], 2, vec![Operand::reg(first), pt(), Operand::reg(leader), Operand::reg(lane), pt()]).props = vec![prop_width(32), prop_sign(false), prop_compare(false)];
            self.emit("IADD3", &[], 1, vec![Operand::reg(count), Operand::reg(count).negated(), rz(), rz()]);
            self.emit("ATOMS", &["ADD", "S32"], 1, vec![rz(), o(Value::UMem { ur, offset: offset + 4 }), Operand::reg(count)]).guard = Some(Guard { reg: first, not: false });
        }
        self.emit("ARRIVES", &["LDGSTSBAR", "64"], 0, vec![addr]);
        Ok(())
    }

    /// `mbarrier.arrive.expect_tx.shared.b64 state, [addr], tx`: one arrival that also raises
    /// the barrier's expected transaction count by `tx` bytes (`SYNCS.ARRIVE.TRANS64 RZ,
    /// [UR8], R0` with the count in a register, as ptxas emits it).
    pub(in crate::ptxas::phase1) fn mbarrier_expect_tx(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, n] = three(self.ops(i, 3)?);
        let d = match d {
            POp::Sink(_) => rz(),
            _ => self.d64(d)?,
        };
        let n = self.r32(n)?;
        let n = self.in_reg(n);
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        self.emit("SYNCS", &["ARRIVE", "TRANS64"], 1, vec![d, addr, n]);
        Ok(())
    }

    /// `mbarrier.arrive_drop.shared.b64 state, [addr]`: an arrival that also lowers the
    /// expected count for the following phases (`.OPTOUT`).
    pub(in crate::ptxas::phase1) fn mbarrier_arrive_drop(&mut self, i: &Instruction) -> Res<()> {
        if smem_mbarrier(self.sm) {
            return self.mbarrier_arrive_smem(i, true);
        }
        let (d, a) = (&i.operands[0], &i.operands[1]);
        let d = match d {
            POp::Sink(_) => rz(),
            _ => self.d64(d)?,
        };
        let (count, arrive) = self.arrive_count(i)?;
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        self.emit("SYNCS", &["ARRIVE", "TRANS64", "OPTOUT", arrive], 1, vec![d, addr, count]);
        Ok(())
    }

    /// The arrival count of an `mbarrier.arrive(_drop)` with an optional third operand: none is
    /// one (`.A1T0`, `RZ`), a count is read from a register (`.ART0`, as ptxas).
    pub(in crate::ptxas::phase1) fn arrive_count(&mut self, i: &Instruction) -> Res<(Operand, &'static str)> {
        match i.operands.get(2) {
            None => Ok((rz(), "A1T0")),
            Some(n) => {
                let n = self.r32(n)?;
                let n = match n.value {
                    Value::Imm(_) => {
                        let t = self.f.temp(RegClass::R);
                        self.emit("MOV", &[], 1, vec![Operand::reg(t), n]);
                        Operand::reg(t)
                    }
                    _ => n,
                };
                Ok((n, "ART0"))
            }
        }
    }

    /// `mbarrier.arrive.release.cluster.shared::cluster.b64 _, [addr]`: the release fence at
    /// cluster scope (as `fence.acq_rel.cluster` begins), then the arrival as a reduction on
    /// the (possibly remote) barrier, which returns no state.
    pub(in crate::ptxas::phase1) fn mbarrier_arrive_remote(&mut self, i: &Instruction) -> Res<()> {
        let a = &i.operands[1];
        let (count, arrive) = self.arrive_count(i)?;
        self.emit("MEMBAR", &["ALL", "CTA"], 0, vec![]).props = vec![prop_scope("CTA")];
        self.emit("MEMBAR", &["ALL", "GPU"], 0, vec![]).props = vec![prop_scope("GPU")];
        self.emit("ERRBAR", &[], 0, vec![]);
        self.emit("CGAERRBAR", &[], 0, vec![]);
        let addr = self.shared_uaddr(a, ADDR_UR)?;
        self.emit("SYNCS", &["ARRIVE", "TRANS64", "RED", arrive], 1, vec![rz(), addr, count]);
        Ok(())
    }

    /// `mbarrier.init` without `SYNCS`: the state `{2^30 - n, 2^31 - n}` stored with `STS.64`
    /// (ptxas: `MOV R4, 0x3fffffe0`, `MOV R5, 0x7fffffe0`, `STS.64 [0xfa0], R4` for 32; a register
    /// count `IADD3 R2, -R0, 0x40000000, RZ` and `IADD3 R3, -R0, -0x80000000, RZ`).
    pub(in crate::ptxas::phase1) fn mbarrier_init_smem(&mut self, i: &Instruction) -> Res<()> {
        self.rule = MBAR_SMEM_INIT;
        let [a, n] = two(self.ops(i, 2)?);
        let n = self.r32(n)?;
        let pair = self.f.temp(RegClass::R64);
        let (lo, hi) = (Operand::sub(pair, 0), Operand::sub(pair, 1));
        match n.value {
            Value::Imm(c) => {
                self.emit("MOV", &[], 1, vec![lo, imm(0x4000_0000u32.wrapping_sub(c as u32) as i64)]);
                self.emit("MOV", &[], 1, vec![hi, imm(0x8000_0000u32.wrapping_sub(c as u32) as i64)]);
            }
            _ => {
                self.emit("IADD3", &[], 1, vec![lo, n.clone().negated(), imm(0x4000_0000), rz()]);
                self.emit("IADD3", &[], 1, vec![hi, n.negated(), imm(-0x8000_0000), rz()]);
            }
        }
        let addr = self.shared_addr(a)?;
        self.emit("STS", &["64"], 0, vec![addr, Operand::reg(pair)]).props = vec![prop_width(64)];
        Ok(())
    }

    /// `mbarrier.arrive` / `arrive_drop` without `SYNCS`: the release fence at CTA scope, then
    /// the arrival as a shared atomic that returns the state before it (`ATOMS.ARRIVE.64 R2,
    /// [R17+URZ+0x8]`); `arrive_drop` first lowers the expected count of the next phases by
    /// raising its `2^30 - n` word (`ATOMS.POPC.INC.32 RZ, [R17+URZ+0x10]`). The address always
    /// names a uniform register (`URZ`), as these ATOMS forms have no other.
    pub(in crate::ptxas::phase1) fn mbarrier_arrive_smem(&mut self, i: &Instruction, drop: bool) -> Res<()> {
        self.rule = MBAR_SMEM_ARRIVE;
        if i.operands.len() != 2 {
            return Err(format!("ptxas Phase 1: {} with a count needs .noComplete before sm_90, which is not supported yet", i.full_name()));
        }
        let [d, a] = two(self.ops(i, 2)?);
        let d = match d {
            POp::Sink(_) => rz(),
            _ => self.d64(d)?,
        };
        let addr = self.shared_addr(a)?;
        self.emit("MEMBAR", &["ALL", "CTA"], 0, vec![]).props = vec![prop_scope("CTA")];
        if drop {
            self.emit("ATOMS", &["POPC", "INC", "32"], 1, vec![rz(), addr.clone()]);
        }
        self.emit("ATOMS", &["ARRIVE", "64"], 1, vec![d, addr]);
        Ok(())
    }

    /// The phase a wait compares the barrier's high word with: the state's high word, or a
    /// parity moved to bit 31 (`SHF.L.U32 t, parity, 0x1f, RZ`).
    pub(in crate::ptxas::phase1) fn wait_phase(&mut self, i: &Instruction, s: &POp) -> Res<Operand> {
        if i.has_modifier(".parity") {
            let x = self.r32(s)?;
            let x = self.in_reg(x);
            let t = self.f.temp(RegClass::R);
            self.emit("SHF", &["L", "U32"], 1, vec![Operand::reg(t), x, imm(0x1f), rz()]);
            Ok(Operand::reg(t))
        } else {
            let x = self.half(s, 1)?;
            Ok(self.in_reg(x))
        }
    }

    /// `mbarrier.test_wait(.parity)` without `SYNCS`: the phase is complete when bit 31 of the
    /// barrier's high word differs from the state's (`LDS R8, [R11+0xc]`, `LOP3.LUT P0, RZ, R8,
    /// 0x80000000, R7, 0x48, !PT`: `b & (a ^ c)`); a parity is moved to bit 31 first.
    pub(in crate::ptxas::phase1) fn mbarrier_wait_smem(&mut self, i: &Instruction) -> Res<()> {
        self.rule = MBAR_SMEM_WAIT;
        let [p, a, s] = three(self.ops(i, 3)?);
        let p = self.dpred(p)?;
        let phase = self.wait_phase(i, s)?;
        let Value::Mem { base, offset, wide, desc, sp } = self.shared_addr(a)?.value else {
            return Err("ptxas Phase 1: expected a shared address".into());
        };
        let high = o(Value::Mem { base, wide, desc, sp, offset: offset + 4 });
        let t = self.f.temp(RegClass::R);
        self.emit("LDS", &[], 1, vec![Operand::reg(t), high]).props = vec![prop_width(32)];
        self.emit("LOP3", &["LUT"], 2, vec![p, rz(), Operand::reg(t), imm(0x8000_0000), phase, imm(0x48), pt().inverted()]);
        Ok(())
    }

    /// `mbarrier.inval`: ptxas 13.5 writes nothing for it before sm_90.
    pub(in crate::ptxas::phase1) fn mbarrier_inval(&mut self, i: &Instruction) -> Res<()> {
        if !smem_mbarrier(self.sm) {
            return Err(format!("ptxas Phase 1: {} on sm_90+ is not supported yet", i.full_name()));
        }
        Ok(())
    }

    /// `mbarrier.pending_count.b64 d, state`: the pending count is `2^31` minus the state's high
    /// word without its phase bit (ptxas: `LOP3.LUT R5, R5, 0x7fffffff, RZ, 0xc0, !PT`, `IADD3
    /// R5, -R5, -0x80000000, RZ`).
    pub(in crate::ptxas::phase1) fn mbarrier_pending_count(&mut self, i: &Instruction) -> Res<()> {
        if !smem_mbarrier(self.sm) {
            return Err(format!("ptxas Phase 1: {} on sm_90+ is not supported yet", i.full_name()));
        }
        let [d, s] = two(self.ops(i, 2)?);
        let d = self.reg_of_class(d, RegClass::R)?;
        let x = self.half(s, 1)?;
        let x = self.in_reg(x);
        let t = self.f.temp(RegClass::R);
        self.emit("LOP3", &["LUT"], 1, vec![Operand::reg(t), x, imm(0x7fff_ffff), rz(), imm(0xc0), pt().inverted()]);
        self.emit("IADD3", &[], 1, vec![d, Operand::reg(t).negated(), imm(-0x8000_0000), rz()]);
        Ok(())
    }

    /// A 32-bit shared address operand `[%r+off]` as a register holding the whole address.
    pub(in crate::ptxas::phase1) fn shared_addr_reg(&mut self, op: &POp) -> Res<Operand> {
        let Value::Mem { base, offset, .. } = self.shared_addr(op)?.value else {
            return Err("ptxas Phase 1: expected a shared address".into());
        };
        let base = match base {
            Some((v, p)) => o(Value::Reg(v, p)),
            None => rz(),
        };
        if offset == 0 {
            return Ok(base);
        }
        let t = self.f.temp(RegClass::R);
        self.emit("IADD3", &[], 1, vec![Operand::reg(t), base, imm(offset), rz()]);
        Ok(Operand::reg(t))
    }

    /// `cp.async.bulk.tensor.Nd`: the copy engine takes its operands from uniform registers,
    /// but each thread that executes the PTX instruction asks for its own copy. As ptxas does
    /// for operands it cannot prove uniform, a loop elects one remaining lane at a time
    /// (`@P0 ELECT P1`), moves that lane's operands into the uniform block with `@P1 R2UR`,
    /// retires it (`@P1 PLOP3 P0 = !P1`) and issues the copy once, until no lane is left
    /// (`@P0 BRA.U.ANY`): `UTMALDG.ND [UR16], [UR12]` (destination, mbarrier, coordinates;
    /// the tensor map's address) or `UTMASTG.ND [UR16], [UR12]` (source, coordinates).
    pub(in crate::ptxas::phase1) fn tensor_copy(&mut self, i: &Instruction) -> Res<()> {
        let dims = tensor_dims(i).ok_or("ptxas Phase 1: cp.async.bulk.tensor needs .1d to .5d")?;
        let load = i.operands.len() == 3;
        let ops = &i.operands;
        let (smem, tensor) = if load { (&ops[0], &ops[1]) } else { (&ops[1], &ops[0]) };
        let POp::Tuple(items, _) = tensor else {
            return Err(format!("ptxas Phase 1: {} expects [tensor-map, {{coordinates}}]", i.full_name()));
        };
        let [map, POp::Vector(coords, _)] = items.as_slice() else {
            return Err(format!("ptxas Phase 1: {} expects [tensor-map, {{coordinates}}]", i.full_name()));
        };
        if coords.len() != dims {
            return Err(format!("ptxas Phase 1: {} takes {dims} coordinates, found {}", i.full_name(), coords.len()));
        }
        // The lane's values, in the block's order, then the map's address.
        let mut block = vec![self.shared_addr_reg(smem)?];
        if load {
            block.push(self.shared_addr_reg(&ops[2])?);
        }
        for c in coords {
            let x = self.r32(c)?;
            block.push(self.in_reg(x));
        }
        let map = self.reg_of_class(map, RegClass::R64)?;
        let Value::Reg(map, _) = map.value else { unreachable!("reg_of_class returns a register") };
        let mut values: Vec<(u8, Operand)> = block.into_iter().enumerate().map(|(k, x)| (TMA_BLOCK_UR + k as u8, x)).collect();
        values.push((TMAP_UR, Operand::sub(map, 0)));
        values.push((TMAP_UR + 1, Operand::sub(map, 1)));
        let dim = ["1D", "2D", "3D", "4D", "5D"][dims - 1];
        let umem = |ur: u8| o(Value::UMem { ur, offset: 0 });
        self.lane_loop(values, if load { "UTMALDG" } else { "UTMASTG" }, &[dim], vec![umem(TMA_BLOCK_UR), umem(TMAP_UR)]);
        Ok(())
    }

    /// `cp.async.bulk`: `UBLKCP.S.G [UR16], [UR12], UR18` (shared destination and mbarrier,
    /// the global source, the size) or `UBLKCP.G.S [UR12], [UR16], UR17` (the global
    /// destination, the shared source, the size), the size in 16-byte units in 16 bits (as
    /// ptxas: `SHF.R.U32.HI` + `PRMT 0x5410`), in the lane loop.
    pub(in crate::ptxas::phase1) fn bulk_copy(&mut self, i: &Instruction) -> Res<()> {
        let load = i.operands.len() == 4;
        let ops = &i.operands;
        let (shared, global, size) = if load { (&ops[0], &ops[1], &ops[2]) } else { (&ops[1], &ops[0], &ops[2]) };
        let POp::Address(ast::Address { base: Some(ast::AddressBase::Reg(g)), offset: goff, .. }) = global else {
            return Err(format!("ptxas Phase 1: {} expects a register global address", i.full_name()));
        };
        let (gv, part) = self.reg(g)?;
        if self.class_of_part(gv, part) != RegClass::R64 {
            return Err(format!("ptxas Phase 1: the global address {g} of {} is not a 64-bit register", i.full_name()));
        }
        let gaddr = if *goff == 0 {
            gv
        } else {
            let t = self.f.temp(RegClass::R64);
            let carry = self.f.temp(RegClass::P);
            self.emit("IADD3", &[], 2, vec![Operand::sub(t, 0), Operand::reg(carry), Operand::sub(gv, 0), imm(goff & 0xffff_ffff), rz()]);
            let hi = (goff >> 32) & 0xffff_ffff;
            self.emit("IADD3", &["X"], 1, vec![Operand::sub(t, 1), Operand::sub(gv, 1), if hi == 0 { rz() } else { imm(hi) }, rz(), Operand::reg(carry), pt().inverted()]);
            t
        };
        let smem = self.shared_addr_reg(shared)?;
        let units = match size {
            POp::Imm(x, _) => {
                let n = x.as_i64().unwrap_or(0);
                self.in_reg(imm((n >> 4) & 0xffff))
            }
            _ => {
                let n = self.r32(size)?;
                let t = self.f.temp(RegClass::R);
                self.emit("SHF", &["R", "U32", "HI"], 1, vec![Operand::reg(t), rz(), imm(0x4), n]);
                let u = self.f.temp(RegClass::R);
                self.emit("PRMT", &[], 1, vec![Operand::reg(u), Operand::reg(t), imm(0x5410), rz()]);
                Operand::reg(u)
            }
        };
        let umem = |ur: u8| o(Value::UMem { ur, offset: 0 });
        let mut values = vec![(TMA_BLOCK_UR, smem)];
        if load {
            values.push((TMA_BLOCK_UR + 1, self.shared_addr_reg(&ops[3])?));
        }
        let size_ur = TMA_BLOCK_UR + if load { 2 } else { 1 };
        values.push((size_ur, units));
        values.push((TMAP_UR, Operand::sub(gaddr, 0)));
        values.push((TMAP_UR + 1, Operand::sub(gaddr, 1)));
        let (mods, operands) = if load {
            (["S", "G"], vec![umem(TMA_BLOCK_UR), umem(TMAP_UR), o(Value::UReg(size_ur))])
        } else {
            (["G", "S"], vec![umem(TMAP_UR), umem(TMA_BLOCK_UR), o(Value::UReg(size_ur))])
        };
        self.lane_loop(values, "UBLKCP", &mods, operands);
        Ok(())
    }

    pub(in crate::ptxas::phase1) fn bulk_commit(&mut self, _i: &Instruction) -> Res<()> {
        self.emit("UTMACMDFLUSH", &[], 0, vec![]);
        Ok(())
    }

    /// `cp.async.bulk.wait_group(.read) n`: bulk groups count on SB0 as cp.async's do;
    /// without `.read` the copies' writes must be visible too, so ptxas also invalidates L1.
    pub(in crate::ptxas::phase1) fn bulk_wait(&mut self, i: &Instruction) -> Res<()> {
        let n = match one(self.ops(i, 1)?) {
            [POp::Imm(x, _)] => x.as_i64().filter(|n| (0..64).contains(n)).ok_or("ptxas Phase 1: cp.async.bulk.wait_group's count must be 0-63")?,
            _ => return Err("ptxas Phase 1: cp.async.bulk.wait_group's count must be an immediate".into()),
        };
        self.depbar(n);
        if !i.has_modifier(".read") {
            self.emit("CCTL", &["IVALL"], 0, vec![]);
        }
        Ok(())
    }

    /// ptxas's loop for a uniform-datapath instruction whose operands each thread gives:
    /// `P = true; top: @P ELECT Q; @Q R2UR ...; @Q P = !Q; Q = false; INST; @P BRA.U.ANY top`
    /// (one elected lane's `values` per round, into their uniform registers).
    pub(in crate::ptxas::phase1) fn lane_loop(&mut self, values: Vec<(u8, Operand)>, opcode: &'static str, mods: &[&str], operands: Vec<Operand>) {
        self.elected_lane_loop("$__lane_loop", false, values, opcode, mods, operands);
    }

    /// The loop of [`Self::lane_loop`], with `INST` right after the `R2UR`s (before `@Q P = !Q`)
    /// where `inst_while_elected` (ptxas's order for tcgen05, phase1/tcgen05.rs); `label` names the
    /// loop's head.
    pub(crate) fn elected_lane_loop(
        &mut self,
        label: &str,
        inst_while_elected: bool,
        values: Vec<(u8, Operand)>,
        opcode: &'static str,
        mods: &[&str],
        operands: Vec<Operand>,
    ) {
        let more = self.f.temp(RegClass::P);
        let got = self.f.temp(RegClass::P);
        let saved = self.guard.take();
        // The lanes that take part: all, or those the PTX instruction's guard lets through.
        let who = match saved {
            Some(g) if g.not => Operand::reg(g.reg).inverted(),
            Some(g) => Operand::reg(g.reg),
            None => pt(),
        };
        self.emit("PLOP3", &["LUT"], 2, vec![Operand::reg(more), pt(), who, pt(), pt(), imm(0x80), imm(0)]);
        let n = self.labels.len();
        let top = self.label_id(&format!("{label}{n}"));
        self.items.push(Item::Label(top));
        self.guard = Some(Guard { reg: more, not: false });
        self.emit("ELECT", &[], 2, vec![Operand::reg(got), o(Value::UReg(63)), pt()]);
        self.guard = Some(Guard { reg: got, not: false });
        for (ur, x) in values {
            self.emit("R2UR", &[], 1, vec![o(Value::UReg(ur)), x]);
        }
        let mut inst = Some((opcode, mods, operands));
        if inst_while_elected {
            self.guard = None;
            if let Some((opcode, mods, operands)) = inst.take() {
                self.emit(opcode, mods, 0, operands);
            }
            self.guard = Some(Guard { reg: got, not: false });
        }
        self.emit("PLOP3", &["LUT"], 2, vec![Operand::reg(more), pt(), Operand::reg(got), pt(), pt(), imm(0x8), imm(0)]);
        self.guard = None;
        self.emit("PLOP3", &["LUT"], 2, vec![Operand::reg(got), pt(), pt(), pt(), pt(), imm(0x8), imm(0)]);
        if let Some((opcode, mods, operands)) = inst {
            self.emit(opcode, mods, 0, operands);
        }
        self.guard = Some(Guard { reg: more, not: false });
        self.emit("BRA", &["U", "ANY"], 0, vec![o(Value::Label(top))]);
        self.guard = saved;
    }

}
