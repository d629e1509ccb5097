//! The linear scan: registers handed out in order of interval start, copies coalesced, and the
//! check that no two live values share a register.

use super::*;
use std::collections::HashMap;

pub(super) fn reg_name(class: RegClass, r: u8) -> String {
    match class {
        RegClass::P => format!("P{r}"),
        _ => format!("R{r}"),
    }
}

/// Copy hints: a `MOV`/`MOV64` destination prefers its source's register.
pub(super) fn hints(f: &OriFunction) -> HashMap<VReg, VReg> {
    let mut h = HashMap::new();
    for i in f.insts() {
        if matches!(i.opcode, "MOV" | "MOV64") && i.guard.is_none() {
            if let (Some(Value::Reg(d, Part::Whole)), Some(Value::Reg(s, Part::Whole))) =
                (i.operands.first().map(|o| &o.value), i.operands.get(1).map(|o| &o.value))
            {
                if f.class(*d) == f.class(*s) {
                    h.entry(*d).or_insert(*s);
                }
            }
        }
        // IMAD.WIDE d, a, b, c: the sum may land on the addend.
        if i.opcode == "IMAD" && i.modifiers.first().is_some_and(|m| m == "WIDE") {
            if let (Some(Value::Reg(d, Part::Whole)), Some(Value::Reg(c, Part::Whole))) =
                (i.operands.first().map(|o| &o.value), i.operands.get(3).map(|o| &o.value))
            {
                h.entry(*d).or_insert(*c);
            }
        }
    }
    h
}

/// Why a scan failed: the message, and the virtual registers holding registers of the wanted
/// class at that point (the one that found none included), the spill candidates.
pub(super) struct ScanError {
    pub(super) message: String,
    pub(super) candidates: Vec<usize>,
}

pub(super) fn scan(f: &OriFunction, clobbers: &HashMap<String, Clobber>, max_r: u8) -> Result<Allocation, ScanError> {
    let iv = intervals(f);
    let hint = hints(f);
    let fixed_of: HashMap<usize, u8> = f.fixed.iter().map(|&(v, r)| (v.0 as usize, r)).collect();
    // (first register, width, predicate, start, end) of each pinned register's interval.
    let pinned: Vec<(u8, u8, bool, u32, u32)> = f
        .fixed
        .iter()
        .filter_map(|&(v, r)| {
            let (s, e) = iv.get(v.0 as usize).copied().flatten()?;
            let c = f.class(v);
            Some((r, c.width(), c.is_pred(), s, e))
        })
        .collect();
    // (point of the call, what the callee writes).
    let mut calls: Vec<(u32, &Clobber)> = Vec::new();
    for (n, i) in f.insts().enumerate() {
        let name = match &i.fixup {
            Some(Fixup::Call(name)) => name.as_str(),
            Some(Fixup::CallIndirect) => INDIRECT_CALLEES,
            _ => continue,
        };
        {
            let c = clobbers.get(name).ok_or_else(|| ScanError { message: format!("call to {name}, which has not been compiled before its caller"), candidates: Vec::new() })?;
            calls.push((2 * n as u32, c));
        }
    }
    let conflicts = |pred: bool, r: u8, width: u8, s: u32, e: u32| -> bool {
        let regs = r as u32..r as u32 + width as u32;
        let pin = pinned.iter().any(|&(fr, fw, fp, fs, fe)| {
            fp == pred && s <= fe && fs <= e && (fr as u32..fr as u32 + fw as u32).any(|x| regs.contains(&x))
        });
        let call = calls.iter().any(|&(pt, c)| {
            s <= pt + 1 && e >= pt && regs.clone().any(|x| if pred { c.p.contains(&(x as u8)) } else { c.r.contains(&(x as u8)) })
        });
        pin || call
    };
    let mut order: Vec<usize> = (0..f.vregs.len()).filter(|&v| iv[v].is_some()).collect();
    order.sort_by_key(|&v| (iv[v].map_or(0, |x| x.0), v));
    let mut phys = vec![0u8; f.vregs.len()];
    let mut busy_r = [false; 256];
    let mut busy_p = [false; 8];
    busy_r[STACK_POINTER as usize] = true;
    // Active intervals: (end, vreg).
    let mut active: Vec<(u32, usize)> = Vec::new();
    let mut ranges = Vec::new();
    let (mut num_r, mut num_p) = (2u32, 0u32);
    for v in order {
        let (start, end) = iv[v].unwrap_or((0, 0));
        let class = f.vregs[v].class;
        // Expire.
        active.retain(|&(e, a)| {
            if e < start {
                let c = f.vregs[a].class;
                for k in 0..c.width() {
                    if c.is_pred() {
                        busy_p[(phys[a] + k) as usize] = false;
                    } else {
                        busy_r[(phys[a] + k) as usize] = false;
                    }
                }
                false
            } else {
                true
            }
        });
        let width = class.width();
        let fits = |busy: &[bool], r: u8| (r..r + width).all(|x| !busy[x as usize]);
        let free_here = |r: u8| !conflicts(class.is_pred(), r, width, start, end);
        let preferred = hint.get(&VReg(v as u32)).map(|s| phys[s.0 as usize]).filter(|&r| {
            let hinted_done = !active.iter().any(|&(_, a)| a == hint[&VReg(v as u32)].0 as usize);
            hinted_done
                && free_here(r)
                && if class.is_pred() { (r as usize) < busy_p.len() && !busy_p[r as usize] } else { r as u32 + width as u32 <= MAX_R as u32 + 1 && fits(&busy_r, r) && r % width == 0 && r != STACK_POINTER }
        });
        let reg = if let Some(&r) = fixed_of.get(&v) {
            let taken = if class.is_pred() { busy_p[r as usize] } else { !fits(&busy_r, r) };
            if taken {
                return Err(ScanError { message: format!("the ABI register {} of {} in {} is taken by a live value", reg_name(class, r), f.vregs[v].name, f.name), candidates: Vec::new() });
            }
            Some(r)
        } else if class.is_pred() {
            preferred.or_else(|| (0..=MAX_P).find(|&r| !busy_p[r as usize] && free_here(r)))
        } else {
            let step = width;
            preferred.or_else(|| {
                (0..=max_r).step_by(step as usize).find(|&r| r as u32 + width as u32 <= max_r as u32 + 1 && fits(&busy_r, r) && free_here(r))
            })
        };
        let Some(reg) = reg else {
            let mut candidates: Vec<usize> = active.iter().map(|&(_, a)| a).filter(|&a| f.vregs[a].class.is_pred() == class.is_pred()).collect();
            candidates.push(v);
            return Err(ScanError {
                message: format!("register pressure over the limit: no free {} register for {} in {} (R0-R{max_r})", class.name(), f.vregs[v].name, f.name),
                candidates,
            });
        };
        phys[v] = reg;
        for k in 0..width {
            if class.is_pred() {
                busy_p[(reg + k) as usize] = true;
                num_p = num_p.max((reg + k) as u32 + 1);
            } else {
                busy_r[(reg + k) as usize] = true;
                num_r = num_r.max((reg + k) as u32 + 1);
            }
        }
        active.push((end, v));
        ranges.push(LiveRange { vreg: f.vregs[v].name.clone(), class: class.name(), start, end, reg: reg_name(class, reg) });
    }
    Ok(Allocation { phys, ranges, num_r, num_p })
}

/// Checks an allocation: no two virtual registers whose intervals overlap share a hardware
/// register, pairs are aligned, R1 is never handed out. Returns the first conflict.
pub fn verify(f: &OriFunction, a: &Allocation) -> Result<(), String> {
    let iv = intervals(f);
    let regs = |v: usize| -> Vec<(bool, u8)> {
        let c = f.vregs[v].class;
        (0..c.width()).map(|k| (c.is_pred(), a.phys[v] + k)).collect()
    };
    for v in 0..f.vregs.len() {
        let Some((s1, e1)) = iv[v] else { continue };
        let c = f.vregs[v].class;
        if !c.is_pred() && !a.phys[v].is_multiple_of(c.width()) {
            return Err(format!("{} in R{} is not aligned", f.vregs[v].name, a.phys[v]));
        }
        if !c.is_pred() && regs(v).iter().any(|&(_, r)| r == STACK_POINTER) {
            return Err(format!("{} was given the stack pointer R1", f.vregs[v].name));
        }
        for (w, ivw) in iv.iter().enumerate().skip(v + 1) {
            let Some((s2, e2)) = *ivw else { continue };
            if s1 <= e2 && s2 <= e1 {
                let rv = regs(v);
                if regs(w).iter().any(|x| rv.contains(x)) {
                    return Err(format!("{} and {} are live together in the same register", f.vregs[v].name, f.vregs[w].name));
                }
            }
        }
    }
    Ok(())
}
