//! Register allocation: the virtual registers of an Ori function onto `R0`–`R254` and `P0`–`P6`,
//! by linear scan over live intervals, then MercExpand of the pseudo-instructions.
//!
//! ```text
//!  liveness (per block, iterated to a fixpoint over the CFG)
//!    → one interval per virtual register: [first point, last point] in layout order, stretched
//!      over every block where it is live in or out (a loop keeps its values for the whole loop)
//!  linear scan in order of interval start:
//!    free the registers of intervals that ended; take the lowest free register of the class:
//!    R: any but R1 (the stack pointer, set by the prologue `LDC R1, c[0x0][0x28]`);
//!    R64: an aligned even/odd pair; R128: four from a multiple of 4; P: P0..P6.
//!    A copy's destination prefers its source's register when the source dies at the copy, so
//!    the copy disappears (coalescing).
//!  MercExpand: `MOV64` becomes zero, one or two `MOV`s; a `MOV` onto its own register vanishes.
//! ```
//! Running out of registers (R0-R254, or fewer under `.maxnreg`) spills: [`allocate_spilling`]
//! picks, among the values holding registers where the scan failed, the one live longest, gives
//! it an 8-byte-aligned slot in the local frame below R1, stores it (`STL`) after every
//! definition and reloads it (`LDL`) into a short-lived register before every use, then scans
//! again. Predicates and the ABI's pinned registers are never spilled.

use crate::ptxas::ori::*;
use crate::ptxas::mir::{LiveRange, MachBlock, MachFunction, MachInst};
use std::collections::HashMap;

/// The highest general register the allocator hands out (`R255` is `RZ`).
pub const MAX_R: u8 = 254;
/// The stack pointer, never allocated.
pub const STACK_POINTER: u8 = 1;
/// Predicates `P0`–`P6` (`P7` is `PT`).
pub const MAX_P: u8 = 6;

/// The result of allocation: a register per virtual register, and the ranges.
#[derive(Clone, Debug, Default)]
pub struct Allocation {
    /// The first hardware register of each virtual register (by index).
    pub phys: Vec<u8>,
    /// The intervals in order of start.
    pub ranges: Vec<LiveRange>,
    /// General registers used (highest + 1, counting R0 and R1).
    pub num_r: u32,
    /// Predicates used.
    pub num_p: u32,
}

/// The successors of every block (fallthrough and branch targets).
pub fn successors(f: &OriFunction) -> Vec<Vec<usize>> {
    let n = f.blocks.len();
    (0..n)
        .map(|b| {
            let mut s = Vec::new();
            let last = f.blocks[b].insts.last();
            if let Some(t) = last.and_then(OriInst::target) {
                s.push(t);
            }
            s.extend(last.map_or(&[][..], OriInst::jump_targets));
            let falls = !last.is_some_and(OriInst::ends_flow);
            if falls && b + 1 < n {
                s.push(b + 1);
            }
            s.sort_unstable();
            s.dedup();
            s
        })
        .collect()
}

/// Live-in and live-out sets of every block (by virtual register index).
pub fn liveness(f: &OriFunction) -> (Vec<Vec<bool>>, Vec<Vec<bool>>) {
    let nv = f.vregs.len();
    let nb = f.blocks.len();
    let succ = successors(f);
    let mut gen = vec![vec![false; nv]; nb];
    let mut kill = vec![vec![false; nv]; nb];
    for (b, blk) in f.blocks.iter().enumerate() {
        for i in &blk.insts {
            for (v, _) in i.uses() {
                if !kill[b][v.0 as usize] {
                    gen[b][v.0 as usize] = true;
                }
            }
            for (v, _, full) in i.def_regs() {
                if full {
                    kill[b][v.0 as usize] = true;
                }
            }
        }
    }
    let mut live_in = vec![vec![false; nv]; nb];
    let mut live_out = vec![vec![false; nv]; nb];
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..nb).rev() {
            let mut out = vec![false; nv];
            for &s in &succ[b] {
                for v in 0..nv {
                    out[v] |= live_in[s][v];
                }
            }
            let inn: Vec<bool> = (0..nv).map(|v| gen[b][v] || (out[v] && !kill[b][v])).collect();
            if inn != live_in[b] || out != live_out[b] {
                live_in[b] = inn;
                live_out[b] = out;
                changed = true;
            }
        }
    }
    (live_in, live_out)
}

/// The live interval of every virtual register `[start, end]` in points (2 × instruction index
/// for reads, +1 for writes); `None` for registers never mentioned.
pub fn intervals(f: &OriFunction) -> Vec<Option<(u32, u32)>> {
    let (live_in, live_out) = liveness(f);
    let mut iv: Vec<Option<(u32, u32)>> = vec![None; f.vregs.len()];
    let touch = |iv: &mut Vec<Option<(u32, u32)>>, v: VReg, p: u32| {
        let e = &mut iv[v.0 as usize];
        *e = Some(match *e {
            None => (p, p),
            Some((s, t)) => (s.min(p), t.max(p)),
        });
    };
    let mut n = 0u32;
    for (b, blk) in f.blocks.iter().enumerate() {
        let first = n;
        for i in &blk.insts {
            for (v, _) in i.uses() {
                touch(&mut iv, v, 2 * n);
            }
            for (v, _, _) in i.def_regs() {
                touch(&mut iv, v, 2 * n + 1);
            }
            n += 1;
        }
        if blk.insts.is_empty() {
            continue;
        }
        let last = n - 1;
        for v in 0..f.vregs.len() {
            if live_in[b][v] {
                touch(&mut iv, VReg(v as u32), 2 * first);
            }
            if live_out[b][v] {
                touch(&mut iv, VReg(v as u32), 2 * last + 1);
            }
        }
    }
    iv
}

fn reg_name(class: RegClass, r: u8) -> String {
    match class {
        RegClass::P => format!("P{r}"),
        _ => format!("R{r}"),
    }
}

/// Copy hints: a `MOV`/`MOV64` destination prefers its source's register.
fn hints(f: &OriFunction) -> HashMap<VReg, VReg> {
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

/// The hardware registers a device function (with everything it calls) may write: a caller keeps
/// no value live across a call in one of them. ptxas compiles the whole program at once and
/// allocates across calls the same way (its callees get a per-call-site convention).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Clobber {
    /// General registers.
    pub r: std::collections::BTreeSet<u8>,
    /// Predicates.
    pub p: std::collections::BTreeSet<u8>,
}

impl Clobber {
    /// Every register: what a call into a function not compiled yet (recursion) may write.
    pub fn everything() -> Clobber {
        Clobber { r: (0..=MAX_R).filter(|&r| r != STACK_POINTER).collect(), p: (0..=MAX_P).collect() }
    }

    /// Whether this is [`Clobber::everything`].
    pub fn is_everything(&self) -> bool {
        self.r.len() >= MAX_R as usize && self.p.len() > MAX_P as usize
    }
}

/// The pseudo-instruction at a device function's entry that defines its argument registers
/// (MercExpand drops it: the caller wrote them).
pub const ENTRY_ARGS: &str = "ENTRY_ARGS";

/// Linear scan.
pub fn allocate(f: &OriFunction) -> Result<Allocation, String> {
    allocate_with(f, &HashMap::new())
}

/// Linear scan, with the clobber sets of the device functions `f` calls: a value live across a
/// `CALL` avoids every register the callee writes, and the ABI's pinned registers (arguments,
/// return values, return address) are reserved over their short live ranges.
pub fn allocate_with(f: &OriFunction, clobbers: &HashMap<String, Clobber>) -> Result<Allocation, String> {
    scan(f, clobbers, MAX_R).map_err(|e| e.message)
}

/// Why a scan failed: the message, and the virtual registers holding registers of the wanted
/// class at that point (the one that found none included), the spill candidates.
struct ScanError {
    message: String,
    candidates: Vec<usize>,
}

fn scan(f: &OriFunction, clobbers: &HashMap<String, Clobber>, max_r: u8) -> Result<Allocation, ScanError> {
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

/// Rewrites an allocated Ori function into SASS instructions, expanding the pseudos (MercExpand)
/// and dropping copies onto themselves. Returns the function and a log.
pub fn rewrite(f: &OriFunction, a: &Allocation) -> (MachFunction, Vec<String>) {
    let mut log = Vec::new();
    let phys = |v: VReg| a.phys.get(v.0 as usize).copied().unwrap_or(0);
    let map = PhysMap { reg: &phys, block: &|_| 0 };
    let mut targets = vec![false; f.blocks.len()];
    for i in f.insts() {
        for t in i.target().into_iter().chain(i.jump_targets().iter().copied()) {
            if let Some(x) = targets.get_mut(t) {
                *x = true;
            }
        }
    }
    let reg_of = |o: &Operand| -> Option<u8> {
        match o.value {
            Value::Reg(v, Part::Whole) => Some(phys(v)),
            Value::Reg(v, Part::Sub(k)) => Some(phys(v) + k),
            _ => None,
        }
    };
    let mut blocks = Vec::new();
    for (b, blk) in f.blocks.iter().enumerate() {
        let mut insts = Vec::new();
        for i in &blk.insts {
            let mk = |inst: &OriInst| MachInst {
                inst: to_sass(f, inst, &map),
                target: inst.target(),
                rule: inst.rule,
                ptx_line: inst.ptx_line,
                folded_lines: inst.folded_lines.clone(),
                control: crate::sass::DEFAULT_CONTROL,
                props: inst.props.clone(),
                classes: crate::ptxas::ori::ori_classes(f, inst),
                fixup: inst.fixup.clone(),
            };
            match i.opcode {
                ENTRY_ARGS => {
                    log.push(format!("MercExpand: {ENTRY_ARGS} (the argument registers the caller wrote) emits nothing"));
                }
                "MOV64" => {
                    let (Some(d), Some(s)) = (i.operands.first(), i.operands.get(1)) else { continue };
                    let (Value::Reg(dv, _), Value::Reg(sv, _)) = (&d.value, &s.value) else { continue };
                    let mut emitted = 0;
                    for k in 0..2u8 {
                        if phys(*dv) + k == phys(*sv) + k {
                            continue;
                        }
                        let mut m = OriInst::new("MOV", &[], 1, vec![Operand::sub(*dv, k), Operand::sub(*sv, k)]);
                        m.guard = i.guard;
                        m.rule = i.rule;
                        m.ptx_line = i.ptx_line;
                        insts.push(mk(&m));
                        emitted += 1;
                    }
                    log.push(format!(
                        "MercExpand: line {}: MOV64 {} ← {} became {emitted} MOV(s)",
                        i.ptx_line,
                        reg_name(RegClass::R, phys(*dv)),
                        reg_name(RegClass::R, phys(*sv))
                    ));
                }
                "MOV" if i.operands.len() == 2 && !i.operands[1].neg && reg_of(&i.operands[0]).is_some() && reg_of(&i.operands[0]) == reg_of(&i.operands[1]) => {
                    log.push(format!("coalesced: line {}: MOV onto its own register R{} removed", i.ptx_line, reg_of(&i.operands[0]).unwrap_or(0)));
                }
                _ => insts.push(mk(i)),
            }
        }
        blocks.push(MachBlock { label: blk.label.clone(), insts, branch_target: targets[b] });
    }
    (MachFunction { name: f.name.clone(), blocks, ranges: a.ranges.clone(), num_r: a.num_r, num_p: a.num_p }, log)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::Sm;

    fn ori(body: &str, regs: &str) -> OriFunction {
        let text = format!(
            ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u64 k_param_0, .param .u32 k_param_1)\n{{\n{regs}\n{body}\n\tret;\n}}\n"
        );
        let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("{d:?}"));
        let f = m.functions().next().unwrap();
        let c = crate::ptxas::phase1::convert_function(&m, f, Sm::SM90).unwrap();
        c.function
    }

    const REGS: &str = "\t.reg .pred %p<4>;\n\t.reg .b32 %r<40>;\n\t.reg .b64 %rd<20>;";

    const LOOP: &str = "\tld.param.b64 %rd1, [k_param_0];\n\tcvta.to.global.u64 %rd2, %rd1;\n\tld.param.b32 %r1, [k_param_1];\n\tmov.b32 %r2, 0;\n\tmov.b32 %r3, 0;\n$L__BB0_1:\n\tmul.wide.s32 %rd3, %r2, 4;\n\tadd.s64 %rd4, %rd2, %rd3;\n\tld.global.b32 %r4, [%rd4];\n\tadd.s32 %r3, %r3, %r4;\n\tadd.s32 %r2, %r2, 1;\n\tsetp.lt.s32 %p1, %r2, %r1;\n\t@%p1 bra $L__BB0_1;\n\tst.global.b32 [%rd2], %r3;";

    #[test]
    fn no_two_live_values_share_a_register() {
        let f = ori(LOOP, REGS);
        let a = allocate(&f).unwrap();
        verify(&f, &a).unwrap();
        for r in &a.ranges {
            assert_ne!(r.reg, "R1", "{r:?}");
        }
        // Pairs are aligned.
        for (v, info) in f.vregs.iter().enumerate() {
            if info.class == RegClass::R64 && intervals(&f)[v].is_some() {
                assert_eq!(a.phys[v] % 2, 0, "{}", info.name);
            }
        }
    }

    #[test]
    fn loop_carried_values_live_across_the_whole_loop() {
        let f = ori(LOOP, REGS);
        let iv = intervals(&f);
        let r3 = f.vregs.iter().position(|v| v.name == "%r3").unwrap();
        let r4 = f.vregs.iter().position(|v| v.name == "%r4").unwrap();
        let p1 = f.vregs.iter().position(|v| v.name == "%p1").unwrap();
        let (s3, e3) = iv[r3].unwrap();
        let (s4, e4) = iv[r4].unwrap();
        assert!(s3 < s4 && e4 < e3, "the sum outlives the loaded value: {:?} {:?}", iv[r3], iv[r4]);
        // The loop's last instruction is the branch that reads %p1: the sum is still live there.
        assert!(e3 > iv[p1].unwrap().1, "{:?} vs {:?}", iv[r3], iv[p1]);
    }

    #[test]
    fn a_copy_whose_source_dies_is_coalesced_away() {
        let f = ori("\tld.param.b64 %rd1, [k_param_0];\n\tcvta.to.global.u64 %rd2, %rd1;\n\tst.global.b32 [%rd2], %r1;", REGS);
        let a = allocate(&f).unwrap();
        let (m, log) = rewrite(&f, &a);
        assert!(!m.insts().any(|i| i.inst.opcode == "MOV"), "{log:?}");
        assert!(log.iter().any(|l| l.contains("MOV64") && l.contains("0 MOV")), "{log:?}");
    }

    #[test]
    fn too_many_live_values_are_a_diagnostic() {
        // 130 64-bit values all live at once need 260 registers.
        let mut body = String::new();
        for k in 0..130 {
            body.push_str(&format!("\tld.global.b64 %rd{k}, [%rd200];\n"));
        }
        for k in 0..130 {
            body.push_str(&format!("\tst.global.b64 [%rd200], %rd{k};\n"));
        }
        let f = ori(&body, "\t.reg .b64 %rd<201>;");
        let e = allocate(&f).unwrap_err();
        assert!(e.starts_with("register pressure over the limit"), "{e}");
    }

    #[test]
    fn spilling_keeps_every_register_under_the_limit() {
        // 40 values live at once, R0-R23 allowed.
        let mut body = String::from("\tld.param.b64 %rd1, [k_param_0];\n");
        for k in 0..40 {
            body.push_str(&format!("\tld.global.b32 %r{k}, [%rd1+{}];\n", 4 * k));
        }
        for k in 0..40 {
            body.push_str(&format!("\tst.global.b32 [%rd1+{}], %r{k};\n", 4 * k));
        }
        let mut f = ori(&body, "\t.reg .b32 %r<41>;\n\t.reg .b64 %rd<2>;");
        assert!(allocate(&f).is_ok(), "without a limit nothing spills");
        let (a, log) = allocate_spilling(&mut f, &HashMap::new(), 23).unwrap();
        assert!(!log.is_empty() && log.iter().all(|l| l.starts_with("spill: ")), "{log:?}");
        assert!(a.num_r <= 24, "{}", a.num_r);
        assert!(f.local_bytes >= 8 * log.len() as u32);
        verify(&f, &a).unwrap();
        // Every spilled value is stored once and reloaded once.
        let stl = f.insts().filter(|i| i.opcode == "STL").count();
        let ldl = f.insts().filter(|i| i.opcode == "LDL").count();
        assert_eq!(stl, log.len());
        assert_eq!(ldl, log.len());
    }

    #[test]
    fn a_guarded_write_does_not_end_a_live_range() {
        let f = ori("\tmov.b32 %r1, 1;\n\tsetp.lt.s32 %p1, %r2, 0;\n\t@%p1 mov.b32 %r1, 2;\n\tst.global.b32 [%rd1], %r1;", REGS);
        let a = allocate(&f).unwrap();
        verify(&f, &a).unwrap();
        let iv = intervals(&f);
        let r1 = f.vregs.iter().position(|v| v.name == "%r1").unwrap();
        let p1 = f.vregs.iter().position(|v| v.name == "%p1").unwrap();
        let (s1, e1) = iv[r1].unwrap();
        let (sp, _) = iv[p1].unwrap();
        assert!(s1 < sp && e1 > sp, "%r1 is live across the compare: {:?} {:?}", iv[r1], iv[p1]);
    }
}

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
                    .max_by_key(|&v| (iv[v].map_or(0, |x| x.1 - x.0) as u64 * 16 / (1 + occurrences(f, VReg(v as u32))), v));
                let Some(v) = pick else {
                    return Err(format!("{}; nothing left to spill", e.message));
                };
                log.push(spill(f, VReg(v as u32)));
            }
        }
    }
    Err(format!("register pressure over the limit in {}: spilling did not converge", f.name))
}

/// How many times instructions read or write `v`.
fn occurrences(f: &OriFunction, v: VReg) -> u64 {
    f.insts().map(|i| (i.uses().iter().filter(|u| u.0 == v).count() + i.def_regs().iter().filter(|d| d.0 == v).count()) as u64).sum()
}

/// Spills `v` to a new slot of the local frame: a store after each definition, a reload before
/// each use. Returns a log line.
fn spill(f: &mut OriFunction, v: VReg) -> String {
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
