//! The two memory passes of seed 001 that rewrite loads: ldgxform ("Ldg Transformation":
//! global loads of read-only data through the non-coherent cache, `ld.global.nc`) and
//! nvptx-mem2reg ("Mem2Reg on Machine Instructions to remove local stack objects": a frame
//! slot written once and read where that store dominates becomes the stored register).

use super::super::{instrs, MOperand, MachineFunction, MachineInst, RegClass, VReg};
use super::{dominates, replace_uses, use_def_counts, Cfg, Ctx};
use crate::trace::ChangeKind;
use std::collections::{BTreeMap, BTreeSet};

/// Whether `i` is a plain or vector load whose state space the selector chose (`$s`).
fn is_spaced_load(i: &MachineInst) -> bool {
    (i.opcode.starts_with("LD_") || i.opcode.starts_with("LDV_"))
        && !i.opcode.contains("PARAM")
        && !i.opcode.contains("RETVAL")
        && instrs::find(i.opcode).is_some_and(|d| d.template.starts_with("ld$v$s"))
}

/// ldgxform: a non-volatile `ld.global` whose address is computed only from kernel pointer
/// parameters that are `noalias` and only read ([`super::super::ParamDecl::read_only`]) reads
/// memory nothing writes while the kernel runs, and becomes `ld.global.nc` (LDG through the
/// read-only data cache). The address is followed through every instruction that computes it
/// (`cvta.to.global`, adds, copies); one that also mixes in another pointer (another parameter,
/// a variable's address, a frame address, a loaded 64-bit value) keeps the load coherent. The
/// selector already chose `.global.nc` for generic parameters (the DAG build's address-space
/// inference, LLVM 22's canLowerToLDG); this pass covers `ptr addrspace(1)` parameters and
/// anything selection left. Vector loads are never wider than 128 bits on sm_90 after type
/// legalization, so no load is split here (the seed's wide-load splitting has nothing to do).
pub(super) fn ldgxform(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    if !f.kernel || !f.params.iter().any(|p| p.read_only) {
        return;
    }
    let ro_params: BTreeSet<&str> = f.params.iter().filter(|p| p.read_only).map(|p| p.name.as_str()).collect();
    let param_of = |i: &MachineInst| match i.ops.first() {
        Some(MOperand::Sym(s)) if i.opcode.starts_with("LD_PARAM_") => Some(s.clone()),
        _ => None,
    };
    // Roots: read-only parameters' values; other pointers: everything else that can hold an
    // address (other 64-bit parameters, symbols' and frame addresses, 64-bit loads).
    let mut ro: BTreeSet<VReg> = BTreeSet::new();
    let mut other: BTreeSet<VReg> = BTreeSet::new();
    for i in f.insts() {
        let Some(d) = i.def else { continue };
        if d.class != RegClass::B64 {
            continue;
        }
        match param_of(i) {
            Some(p) if ro_params.contains(p.as_str()) => {
                ro.insert(d);
            }
            Some(_) => {
                other.insert(d);
            }
            None if i.opcode == "MOV_ADDR64" || i.opcode.starts_with("LEA_ADDR") || i.opcode.starts_with("LD") => {
                other.insert(d);
            }
            None => {}
        }
    }
    // Propagate both through every instruction that reads them (a register written twice,
    // a coalesced PHI, collects both its sources).
    loop {
        let mut grew = false;
        for i in f.insts() {
            let Some(d) = i.def else { continue };
            if param_of(i).is_some() {
                continue;
            }
            if i.uses().any(|u| ro.contains(&u)) && ro.insert(d) {
                grew = true;
            }
            if i.uses().any(|u| other.contains(&u)) && other.insert(d) {
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }
    for i in f.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        if i.space != ".global" || i.volatile || !is_spaced_load(i) {
            continue;
        }
        // The address: the first register operand that is not a written lane.
        let Some(addr) = i.ops.iter().find_map(|o| if let MOperand::Reg(r) = o { Some(*r) } else { None }) else { continue };
        if ro.contains(&addr) && !other.contains(&addr) {
            let before = i.mir(0);
            i.space = ".global.nc";
            ctx.note(ChangeKind::Rewritten, i.id, format!("{before}: its address comes only from noalias read-only kernel parameters, ld.global.nc"));
        }
    }
}

/// The bytes a scalar frame access of `opcode` moves, and whether it is a store; `None` for any
/// other access (vectors, sub-word loads that extend).
fn scalar_access(opcode: &str) -> Option<(u64, bool)> {
    let base = opcode.strip_suffix("_imm").unwrap_or(opcode);
    let base = base.strip_suffix("_ri").unwrap_or(base);
    match base {
        "LD_i16" => Some((2, false)),
        "LD_i32" => Some((4, false)),
        "LD_i64" => Some((8, false)),
        "ST_i16" => Some((2, true)),
        "ST_i32" => Some((4, true)),
        "ST_i64" => Some((8, true)),
        _ => None,
    }
}

/// One access to the frame at a known offset: (block position, index in the block, id).
type At = (usize, usize, u32);

/// nvptx-mem2reg (`nv-disable-mem2reg` turns it off): a stack object of the `__local_depot`
/// that is written by exactly one store of a whole register and otherwise only read whole, at
/// its own offset, by loads that store dominates, is no memory: each load's result is the
/// stored register (or the stored immediate, moved), and the store and loads go. An object
/// any other instruction reaches (through a computed address, a vector access, a call) is left
/// alone, as is every object when an access to the frame cannot be placed in one. When no
/// access to the frame is left, the function has no frame (`__local_depot`, `%SP`, `%SPL` go).
pub(super) fn nvptx_mem2reg(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    if f.frame.is_none() || f.frame_objects.is_empty() || f.frame_objects.iter().any(|&(o, _)| o == u64::MAX) {
        return;
    }
    never_written(f, ctx);
    if f.frame.is_none() {
        return;
    }
    promote(f, ctx);
}

/// The registers a frame-address computation `i` reads, and the frame objects (by
/// [`MachineFunction::frame_objects`] index) registers point into: `LEA_ADDRi64(_local)` roots
/// grown through adds and copies. `None` when a root or a mix cannot be placed in one object.
fn frame_regions(f: &MachineFunction) -> Option<BTreeMap<VReg, usize>> {
    let objects = &f.frame_objects;
    let object_at = |off: i64| -> Option<usize> {
        let off = u64::try_from(off).ok()?;
        objects.iter().position(|&(o, s)| off >= o && off < o + s)
    };
    let mut region: BTreeMap<VReg, usize> = BTreeMap::new();
    for i in f.insts() {
        if let (Some(d), true) = (i.def, i.opcode.starts_with("LEA_ADDRi64")) {
            match i.ops.first() {
                Some(MOperand::Imm(off)) => {
                    region.insert(d, object_at(*off)?);
                }
                _ => return None,
            }
        }
    }
    loop {
        let mut grew = false;
        for i in f.insts() {
            let Some(d) = i.def else { continue };
            if region.contains_key(&d) || !matches!(i.opcode, "ADDi64rr" | "ADDi64ri" | "COPY" | "IMOV64r") {
                continue;
            }
            let objs: BTreeSet<usize> = i.uses().filter_map(|u| region.get(&u).copied()).collect();
            match objs.len() {
                0 => {}
                1 => {
                    region.insert(d, *objs.iter().next()?);
                    grew = true;
                }
                _ => return None,
            }
        }
        if !grew {
            break;
        }
    }
    Some(region)
}

/// The offset a direct frame operand names (`%SPL`, `%SP+32`), plus an `_ri` form's immediate
/// (the operand after it).
fn direct_offset(i: &MachineInst, at: usize) -> Option<i64> {
    let Some(MOperand::Sym(base)) = i.ops.get(at) else { return None };
    let rest = base.strip_prefix("%SPL").or_else(|| base.strip_prefix("%SP"))?;
    let sym_off = if rest.is_empty() { 0 } else { rest.strip_prefix('+')?.parse::<i64>().ok()? };
    if i.opcode.ends_with("_ri") || i.opcode.ends_with("_ri_imm") {
        match i.ops.get(at + 1) {
            Some(MOperand::Imm(v)) => Some(sym_off + v),
            _ => None,
        }
    } else {
        Some(sym_off)
    }
}

/// Stack objects nothing ever writes (no store, no address that escapes): every load of one
/// reads an undefined value, as LLVM 22 folds a load of an untouched alloca to `undef` (and a
/// store of `undef` to nothing). Such a load goes with the non-volatile stores that only write
/// what it read; a load whose value anything else reads stays.
fn never_written(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    let Some(region) = frame_regions(f) else { return };
    let objects = f.frame_objects.clone();
    let object_at = |off: i64| -> Option<usize> {
        let off = u64::try_from(off).ok()?;
        objects.iter().position(|&(o, s)| off >= o && off < o + s)
    };
    let is_load = |i: &MachineInst| (i.opcode.starts_with("LD_") || i.opcode.starts_with("LDV_")) && !i.opcode.contains("PARAM") && !i.volatile;
    let mut written: BTreeSet<usize> = BTreeSet::new();
    let mut loads: Vec<(usize, u32)> = Vec::new();
    for i in f.insts() {
        let frame_at = i.ops.iter().position(|o| matches!(o, MOperand::Sym(s) if s.starts_with("%SP")));
        let via: Vec<usize> = i.uses().filter_map(|u| region.get(&u).copied()).collect();
        let stays = i.def.is_some_and(|d| region.contains_key(&d)) && matches!(i.opcode, "ADDi64rr" | "ADDi64ri" | "COPY" | "IMOV64r");
        if stays {
            continue;
        }
        match (frame_at, via.as_slice()) {
            (None, []) => {}
            (Some(at), []) => match direct_offset(i, at).and_then(object_at) {
                Some(o) if is_load(i) => loads.push((o, i.id)),
                Some(o) => {
                    written.insert(o);
                }
                None => return,
            },
            (None, [o]) if is_load(i) && i.uses().count() == 1 => loads.push((*o, i.id)),
            (None, objs) => written.extend(objs.iter().copied()),
            (Some(_), _) => return,
        }
    }
    let undef_loads: BTreeSet<u32> = loads.iter().filter(|(o, _)| !written.contains(o)).map(|(_, id)| *id).collect();
    if undef_loads.is_empty() {
        return;
    }
    // Each such load's results, and who reads them: only whole stores of undefined values.
    let undef: BTreeSet<VReg> = f.insts().filter(|i| undef_loads.contains(&i.id)).flat_map(super::defs).collect();
    let mut dead_stores: BTreeSet<u32> = BTreeSet::new();
    let mut keep: BTreeSet<VReg> = BTreeSet::new();
    for i in f.insts() {
        if !i.uses().any(|u| undef.contains(&u)) {
            continue;
        }
        let store = i.opcode.starts_with("ST") && !i.volatile && instrs::find(i.opcode).is_some_and(|d| d.template.starts_with("st$v$s"));
        let only_undef_values = i.ops.iter().skip(1).all(|o| match o {
            MOperand::Reg(r) => undef.contains(r),
            _ => true,
        }) && !matches!(i.ops.first(), Some(MOperand::Reg(a)) if undef.contains(a));
        if store && only_undef_values && i.ops.iter().skip(1).any(|o| matches!(o, MOperand::Reg(_))) {
            dead_stores.insert(i.id);
        } else {
            keep.extend(i.uses().filter(|u| undef.contains(u)));
        }
    }
    // A load whose result something else reads stays (and the stores of its lanes with it).
    let kept_loads: BTreeSet<u32> = f.insts().filter(|i| undef_loads.contains(&i.id) && super::defs(i).iter().any(|d| keep.contains(d))).map(|i| i.id).collect();
    if !kept_loads.is_empty() {
        let kept_regs: BTreeSet<VReg> = f.insts().filter(|i| kept_loads.contains(&i.id)).flat_map(super::defs).collect();
        dead_stores.retain(|id| !f.insts().any(|i| i.id == *id && i.uses().any(|u| kept_regs.contains(&u))));
    }
    let gone_loads: Vec<u32> = undef_loads.difference(&kept_loads).copied().collect();
    if gone_loads.is_empty() {
        return;
    }
    for &id in &gone_loads {
        ctx.note(ChangeKind::Removed, id, "load of a stack object nothing writes: its value is undefined");
    }
    for &id in &dead_stores {
        ctx.note(ChangeKind::Removed, id, "store of an undefined value (a load of a stack object nothing writes)");
    }
    ctx.log.push(format!("{}: {} load(s) of stack objects nothing writes removed, with {} store(s) of what they read", f.name, gone_loads.len(), dead_stores.len()));
    for b in f.blocks.iter_mut() {
        b.insts.retain(|i| !gone_loads.contains(&i.id) && !dead_stores.contains(&i.id));
    }
    drop_unused_frame(f, ctx);
}

/// Frame address computations and parameter loads nothing reads any more go; with no access
/// to the frame left, the frame.
fn drop_unused_frame(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    loop {
        let (uses, _) = use_def_counts(f);
        let unused = |i: &MachineInst| (i.opcode.starts_with("LEA_ADDRi64") || super::is_param_load(f, i)) && i.def.is_some_and(|d| !uses.contains_key(&d));
        let dead: BTreeSet<u32> = f.insts().filter(|i| unused(i)).map(|i| i.id).collect();
        if dead.is_empty() {
            break;
        }
        for &id in &dead {
            ctx.note(ChangeKind::Removed, id, "no longer read");
        }
        for b in f.blocks.iter_mut() {
            b.insts.retain(|i| !dead.contains(&i.id));
        }
    }
    let frame_used = f.insts().any(|i| i.opcode.starts_with("LEA_ADDRi64") || i.ops.iter().any(|o| matches!(o, MOperand::Sym(s) if s.starts_with("%SP"))));
    if !frame_used {
        f.frame = None;
        f.frame_objects.clear();
        ctx.log.push(format!("{}: no stack object is left, the function has no __local_depot", f.name));
    }
}

/// The single-store promotion (see [`nvptx_mem2reg`]).
fn promote(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    let objects = f.frame_objects.clone();
    let object_at = |off: i64| -> Option<usize> {
        let off = u64::try_from(off).ok()?;
        objects.iter().position(|&(o, s)| off >= o && off < o + s)
    };
    let (_, ndefs) = use_def_counts(f);
    // Registers holding frame addresses, by the object they point into.
    let mut region: BTreeMap<VReg, usize> = BTreeMap::new();
    let mut unplaced = false;
    for i in f.insts() {
        if let (Some(d), true) = (i.def, i.opcode.starts_with("LEA_ADDRi64")) {
            match i.ops.first() {
                Some(MOperand::Imm(off)) if object_at(*off).is_some() => {
                    region.insert(d, object_at(*off).unwrap_or(0));
                }
                _ => unplaced = true,
            }
        }
    }
    loop {
        let mut grew = false;
        for i in f.insts() {
            let Some(d) = i.def else { continue };
            if region.contains_key(&d) || !matches!(i.opcode, "ADDi64rr" | "ADDi64ri" | "COPY" | "IMOV64r") {
                continue;
            }
            let objs: BTreeSet<usize> = i.uses().filter_map(|u| region.get(&u).copied()).collect();
            match objs.len() {
                0 => {}
                1 => {
                    region.insert(d, *objs.iter().next().unwrap_or(&0));
                    grew = true;
                }
                _ => unplaced = true,
            }
        }
        if !grew {
            break;
        }
    }
    if unplaced {
        return;
    }
    // Every access: which object, and whether it is a promotable one.
    let mut bad: BTreeSet<usize> = BTreeSet::new();
    let mut stores: BTreeMap<usize, Vec<At>> = BTreeMap::new();
    let mut loads: BTreeMap<usize, Vec<At>> = BTreeMap::new();
    for (k, b) in f.blocks.iter().enumerate() {
        for (j, i) in b.insts.iter().enumerate() {
            // A region register read: an access through a computed address, or anything else
            // (an add that stays in the region is fine, the access it feeds is judged).
            for u in i.uses() {
                if let Some(&o) = region.get(&u) {
                    let stays = i.def.is_some_and(|d| region.get(&d) == Some(&o));
                    if !stays {
                        bad.insert(o);
                    }
                }
            }
            // `%SPL`, `%SP`, and the vector forms' `%SP+32`.
            let frame_sym = |o: &MOperand| matches!(o, MOperand::Sym(s) if s.starts_with("%SP"));
            if !i.ops.iter().any(frame_sym) {
                continue;
            }
            let direct = i.ops.first().is_some_and(frame_sym) && !i.ops.iter().skip(1).any(frame_sym);
            let (Some((width, store)), true) = (scalar_access(i.opcode), direct) else {
                // `%SPL` anywhere else: the object it names is unknown.
                return;
            };
            // The symbol's own offset (`%SP+32`), plus the `_ri` form's immediate.
            let Some(MOperand::Sym(base)) = i.ops.first() else { return };
            let rest = base.strip_prefix("%SPL").or_else(|| base.strip_prefix("%SP")).unwrap_or(base);
            let Some(sym_off) = (if rest.is_empty() { Some(0) } else { rest.strip_prefix('+').and_then(|n| n.parse::<i64>().ok()) }) else { return };
            let off = if i.opcode.contains("_ri") {
                match i.ops.get(1) {
                    Some(MOperand::Imm(v)) => sym_off + *v,
                    _ => return,
                }
            } else {
                sym_off
            };
            let Some(o) = object_at(off) else { return };
            let (start, size) = objects[o];
            if i.volatile || u64::try_from(off).ok() != Some(start) || width != size {
                bad.insert(o);
                continue;
            }
            if store { stores.entry(o).or_default() } else { loads.entry(o).or_default() }.push((k, j, i.id));
        }
    }
    let cfg = Cfg::new(f);
    let idom = cfg.idoms();
    let mut promoted: Vec<(usize, At, Vec<At>)> = Vec::new();
    for (o, st) in &stores {
        if bad.contains(o) || st.len() != 1 {
            continue;
        }
        let s = st[0];
        let ls = loads.get(o).cloned().unwrap_or_default();
        let dominated = ls.iter().all(|&(k, j, _)| if k == s.0 { j > s.1 } else { dominates(&idom, s.0, k) });
        if !dominated {
            continue;
        }
        // The stored value: a register written once (it holds the same value at every load),
        // or an immediate.
        let si = &f.blocks[s.0].insts[s.1];
        let value = si.ops.last();
        let ok = match value {
            Some(MOperand::Reg(r)) => ndefs.get(r) == Some(&1) && ls.iter().all(|&(k, j, _)| f.blocks[k].insts[j].def.is_some_and(|d| d.class == r.class && ndefs.get(&d) == Some(&1))),
            Some(MOperand::Imm(_)) => ls.iter().all(|&(k, j, _)| f.blocks[k].insts[j].def.is_some_and(|d| matches!(d.class, RegClass::B32 | RegClass::B64))),
            _ => false,
        };
        if ok {
            promoted.push((*o, s, ls));
        }
    }
    if promoted.is_empty() {
        return;
    }
    let mut gone: BTreeSet<u32> = BTreeSet::new();
    let mut replace: Vec<(VReg, VReg)> = Vec::new();
    for (o, s, ls) in &promoted {
        let (start, size) = objects[*o];
        let value = f.blocks[s.0].insts[s.1].ops.last().cloned();
        ctx.note(ChangeKind::Removed, s.2, format!("the only store to stack object #{o} ([%SPL+{start}], {size} bytes)"));
        gone.insert(s.2);
        for &(k, j, id) in ls {
            let li = &mut f.blocks[k].insts[j];
            let Some(d) = li.def else { continue };
            match &value {
                Some(MOperand::Reg(r)) => {
                    replace.push((d, *r));
                    gone.insert(id);
                    ctx.note(ChangeKind::Removed, id, format!("load of stack object #{o}: {d} is the stored {r}"));
                }
                Some(MOperand::Imm(v)) => {
                    let before = li.mir(0);
                    li.opcode = if d.class == RegClass::B32 { "IMOV32i" } else { "IMOV64i" };
                    li.ops = vec![MOperand::Imm(*v)];
                    li.space = "";
                    ctx.note(ChangeKind::Rewritten, id, format!("{before}: stack object #{o} holds the stored constant {v}"));
                }
                _ => {}
            }
        }
        ctx.log.push(format!("{}: stack object #{o} (offset {start}, {size} bytes) promoted to a register", f.name));
    }
    for b in f.blocks.iter_mut() {
        b.insts.retain(|i| !gone.contains(&i.id));
    }
    for (d, r) in replace {
        replace_uses(f, d, r);
    }
    drop_unused_frame(f, ctx);
}

#[cfg(test)]
mod tests {
    use super::super::super::{MOperand, ParamDecl, RegClass};
    use super::super::test_util::{func, inst, r, run_one};
    use super::super::Knobs;
    use super::*;

    fn rd(n: u32) -> VReg {
        VReg { class: RegClass::B64, index: n }
    }

    fn r32(n: u32) -> VReg {
        VReg { class: RegClass::B32, index: n }
    }

    fn sym(s: &str) -> MOperand {
        MOperand::Sym(s.into())
    }

    fn with_space(mut i: MachineInst, space: &'static str) -> MachineInst {
        i.space = space;
        i
    }

    #[test]
    fn a_slot_stored_once_becomes_its_register() {
        // st.local [%SPL], %r1; ld.local %r2, [%SPL]; st.global [%rd1], %r2
        let mut f = func(vec![vec![
            inst(1, "LD_PARAM_b32", Some(r32(1)), vec![sym("k_param_1")]),
            with_space(inst(2, "ST_i32", None, vec![sym("%SPL"), r(r32(1))]), ".local"),
            with_space(inst(3, "LD_i32", Some(r32(2)), vec![sym("%SPL")]), ".local"),
            with_space(inst(4, "ST_i32", None, vec![r(rd(1)), r(r32(2))]), ".global"),
        ]]);
        f.frame = Some((4, 4));
        f.frame_objects = vec![(0, 4)];
        let (changes, _) = run_one(&mut f, nvptx_mem2reg, &Knobs::default());
        assert_eq!(changes.len(), 2);
        assert_eq!(f.insts().count(), 2);
        assert_eq!(f.insts().last().map(|i| i.ops[1].clone()), Some(r(r32(1))));
        assert_eq!(f.frame, None);
    }

    #[test]
    fn a_slot_reached_through_a_computed_address_stays() {
        let mut f = func(vec![vec![
            inst(1, "LD_PARAM_b32", Some(r32(1)), vec![sym("k_param_1")]),
            with_space(inst(2, "ST_i32", None, vec![sym("%SPL"), r(r32(1))]), ".local"),
            inst(3, "LEA_ADDRi64_local", Some(rd(2)), vec![MOperand::Imm(0)]),
            inst(4, "ADDi64rr", Some(rd(3)), vec![r(rd(2)), r(rd(1))]),
            with_space(inst(5, "ST_i32", None, vec![r(rd(3)), r(r32(1))]), ".local"),
            with_space(inst(6, "LD_i32", Some(r32(2)), vec![sym("%SPL")]), ".local"),
        ]]);
        f.frame = Some((16, 4));
        f.frame_objects = vec![(0, 16)];
        let (changes, _) = run_one(&mut f, nvptx_mem2reg, &Knobs::default());
        assert!(changes.is_empty());
        assert_eq!(f.insts().count(), 6);
    }

    #[test]
    fn read_only_parameter_loads_become_nc() {
        let mut f = func(vec![vec![
            inst(1, "LD_PARAM_b64", Some(rd(1)), vec![sym("k_param_0")]),
            inst(2, "LD_PARAM_b64", Some(rd(2)), vec![sym("k_param_1")]),
            with_space(inst(3, "LD_i32", Some(r32(1)), vec![r(rd(1))]), ".global"),
            with_space(inst(4, "LD_i32", Some(r32(2)), vec![r(rd(2))]), ".global"),
        ]]);
        f.kernel = true;
        let p = |n: &str, ro| ParamDecl { name: n.into(), ty: "u64", ptr: true, space: ".global", array: None, read_only: ro };
        f.params = vec![p("k_param_0", true), p("k_param_1", false)];
        let (changes, _) = run_one(&mut f, ldgxform, &Knobs::default());
        assert_eq!(changes.len(), 1);
        let spaces: Vec<&str> = f.insts().map(|i| i.space).collect();
        assert_eq!(spaces, vec!["", "", ".global.nc", ".global"]);
    }
}
