//! Spilling to the local frame when the scan runs out of registers.

use super::*;

/// The prefix of the short-lived registers spill code reloads into.
pub const SPILL_PREFIX: &str = "%spill";

/// Allocation with spilling: scans, and while it fails, spills one value to the local frame
/// (growing `f.local_bytes`) and scans again. `max_r` is the highest register (`.maxnreg` − 1).
/// Returns the allocation and one log line per spilled value.
pub fn allocate_spilling(f: &mut OriFunction, clobbers: &HashMap<String, Clobber>, max_r: u8) -> Result<(Allocation, Vec<String>), String> {
    let mut log = Vec::new();
    // Across a call that may write every register (a recursive one), values live in the frame.
    let iv = intervals(f);
    let mut across: Vec<VReg> = Vec::new();
    for (n, i) in f.insts().enumerate() {
        let name = match &i.fixup {
            Some(Fixup::Call(name)) => name.as_str(),
            Some(Fixup::CallIndirect) => INDIRECT_CALLEES,
            _ => continue,
        };
        if !clobbers.get(name).is_some_and(Clobber::is_everything) {
            continue;
        }
        let pt = 2 * n as u32;
        for (v, x) in iv.iter().enumerate() {
            let Some((s, e)) = *x else { continue };
            let vr = VReg(v as u32);
            if s <= pt + 1 && e >= pt && !f.fixed.iter().any(|p| p.0 == vr) && !across.contains(&vr) {
                if f.class(vr).is_pred() || f.class(vr) == RegClass::R128 {
                    return Err(format!("{} ({}) is live across the recursive call to {name} in {}: keeping it in the frame is not supported yet", f.vregs[v].name, f.class(vr).name(), f.name));
                }
                across.push(vr);
            }
        }
    }
    for v in across {
        log.push(format!("{} (live across a recursive call)", spill(f, v)));
    }
    for _ in 0..512 {
        match scan(f, clobbers, max_r) {
            Ok(a) => return Ok((a, log)),
            Err(e) => {
                let iv = intervals(f);
                let uses = occurrence_counts(f);
                let fixed: Vec<VReg> = f.fixed.iter().map(|x| x.0).collect();
                let pick = e
                    .candidates
                    .iter()
                    .copied()
                    .filter(|&v| {
                        let info = &f.vregs[v];
                        matches!(info.class, RegClass::R | RegClass::R64) && !info.name.starts_with(SPILL_PREFIX) && !fixed.contains(&VReg(v as u32))
                    })
                    // The longest-lived per use or definition (a base address read everywhere
                    // stays in its register).
                    .max_by_key(|&v| (iv[v].map_or(0, |x| x.1 - x.0) as u64 * 16 / (1 + uses[v]), v));
                let Some(v) = pick else {
                    return Err(format!("{}; nothing left to spill", e.message));
                };
                log.push(spill(f, VReg(v as u32)));
            }
        }
    }
    Err(format!("register pressure over the limit in {}: spilling did not converge", f.name))
}

/// How many times instructions read or write each virtual register (by index), in one pass.
pub(super) fn occurrence_counts(f: &OriFunction) -> Vec<u64> {
    let mut n = vec![0u64; f.vregs.len()];
    for i in f.insts() {
        for u in i.uses() {
            n[u.0 .0 as usize] += 1;
        }
        for d in i.def_regs() {
            n[d.0 .0 as usize] += 1;
        }
    }
    n
}

/// Spills `v` to a new slot of the local frame: a store after each definition, a reload before
/// each use. Returns a log line.
pub(super) fn spill(f: &mut OriFunction, v: VReg) -> String {
    let class = f.class(v);
    let bytes = 4 * class.width() as u32;
    let slot = f.local_bytes.div_ceil(8) * 8;
    f.local_bytes = slot + bytes.max(8);
    let size: Vec<&str> = if class == RegClass::R64 { vec!["64"] } else { vec![] };
    let mem = Value::Mem { base: None, wide: false, desc: false, offset: slot as i64, sp: true };
    let name = f.vregs[v.0 as usize].name.clone();
    let (mut loads, mut stores) = (0, 0);
    for b in 0..f.blocks.len() {
        let old = std::mem::take(&mut f.blocks[b].insts);
        let mut out = Vec::with_capacity(old.len());
        for mut i in old {
            let used = i.uses().iter().any(|(u, _)| *u == v);
            let defs: Vec<(VReg, Part, bool)> = i.def_regs().into_iter().filter(|d| d.0 == v).collect();
            if !used && defs.is_empty() {
                out.push(i);
                continue;
            }
            let n = f.vregs.len();
            let t = f.new_vreg(class, format!("{SPILL_PREFIX}{n}.{name}"));
            let partial = defs.iter().any(|d| !d.2);
            if used || partial {
                let mut l = OriInst::new("LDL", &size, 1, vec![Operand::reg(t), Operand::new(mem.clone())]);
                l.rule = "reload: LDL before the use (register pressure over the limit)";
                l.ptx_line = i.ptx_line;
                out.push(l);
                loads += 1;
            }
            for o in &mut i.operands {
                match &mut o.value {
                    Value::Reg(r, _) if *r == v => *r = t,
                    Value::Mem { base: Some((r, _)), .. } if *r == v => *r = t,
                    Value::ConstReg { base: (r, _), .. } if *r == v => *r = t,
                    _ => {}
                }
            }
            if let Some(g) = &mut i.guard {
                if g.reg == v {
                    g.reg = t;
                }
            }
            for (r, _) in &mut i.implicit {
                if *r == v {
                    *r = t;
                }
            }
            let line = i.ptx_line;
            out.push(i);
            if !defs.is_empty() {
                let mut st = OriInst::new("STL", &size, 0, vec![Operand::new(mem.clone()), Operand::reg(t)]);
                st.rule = "spill: STL after the definition (register pressure over the limit)";
                st.ptx_line = line;
                out.push(st);
                stores += 1;
            }
        }
        f.blocks[b].insts = out;
    }
    format!("spill: {name} ({}) to [R1+{slot:#x}]: {stores} STL, {loads} LDL", class.name())
}
