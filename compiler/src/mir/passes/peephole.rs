//! The peephole passes: PeepholeOptimizer (constants folded into their users), NVPTXPeephole
//! (frame addresses: `cvta.to.local` of a generic frame address, generic accesses to the frame
//! made `.local`) and nvptx-trunc-opts (a 16-bit AND with 0xFFFF).

use super::super::instrs::{self, OperandKind};
use super::super::{MOperand, MachineFunction, MachineInst, VReg};
use super::{use_def_counts, Ctx};
use crate::trace::ChangeKind;
use std::collections::{BTreeMap, BTreeSet};

/// A `mov.bNN %r, imm`: the immediate.
fn constant(i: &MachineInst) -> Option<MOperand> {
    let d = instrs::find(i.opcode)?;
    if !d.template.starts_with("mov.b") || d.operands != [OperandKind::Imm] {
        return None;
    }
    match i.ops.first()? {
        o @ (MOperand::Imm(_) | MOperand::F32(_) | MOperand::F64(_)) => Some(o.clone()),
        _ => None,
    }
}

/// The immediate `o` as an operand of an instruction printed with `template`, or `None` when
/// it cannot be written there (a 16-bit float immediate).
fn immediate_for(template: &str, o: &MOperand) -> Option<MOperand> {
    let ty = template.split_whitespace().next().unwrap_or("");
    if ty.contains("f16") || ty.contains("bf16") {
        return None;
    }
    let float32 = ty.ends_with(".f32") || ty.contains(".f32.");
    let float64 = ty.ends_with(".f64") || ty.contains(".f64.");
    Some(match (o, float32, float64) {
        (MOperand::Imm(v), true, _) => MOperand::F32(*v as u32),
        (MOperand::Imm(v), _, true) => MOperand::F64(*v as u64),
        (MOperand::F32(b), false, false) => MOperand::Imm(*b as i32 as i64),
        (MOperand::F64(b), false, false) => MOperand::Imm(*b as i64),
        (MOperand::F32(_), _, true) | (MOperand::F64(_), true, _) => return None,
        (o, _, _) => o.clone(),
    })
}

/// Commutative integer operations whose register-immediate form takes the immediate second.
fn commutative(opcode: &str) -> bool {
    ["ADDi", "MULi", "ANDb", "ORb", "XORb"].iter().any(|p| opcode.starts_with(p)) && !opcode.contains("1")
}

/// PeepholeOptimizer: a register holding a constant (one `mov` definition) is replaced by the
/// constant where the reader has an immediate form: `rr` opcodes become `ri` (the constant
/// second; commutative operations are swapped), stores and `st.param` take the immediate value.
/// The `mov` is left for dead-mi-elimination. Before that, addresses fold into the accesses
/// that read them ([`fold_addresses`]).
pub(super) fn peephole_opt(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    fold_addresses(f, ctx);
    fold_constants(f, ctx);
    fold_wide_multiplies(f, ctx);
}

/// `shl.b64 %d, %x, k` (0 < k < 32; below 31 for a signed source) or `mul.lo.s64 %d, %x, c` (`c`
/// a 32-bit value of the source's signedness) of `%x = cvt.u64.u32 %y` / `cvt.s64.s32 %y`
/// becomes `mul.wide.u32 %d, %y, 2^k` / `mul.wide.s32` (NVPTX's mul.wide of an extended value,
/// which LLVM 22 forms for every user of the extension; the selector's pattern folds only an
/// extension with one use). The extension goes when nothing else reads it (dead machine
/// instruction elimination).
fn fold_wide_multiplies(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    let (_, ndefs) = use_def_counts(f);
    let single = |r: &VReg| ndefs.get(r) == Some(&1);
    let exts: BTreeMap<VReg, (VReg, bool)> = f
        .insts()
        .filter_map(|i| {
            let signed = match i.opcode {
                "CVT_u64_u32" => false,
                "CVT_s64_s32" => true,
                _ => return None,
            };
            match (i.def, i.ops.first()) {
                (Some(d), Some(MOperand::Reg(y))) if single(&d) && single(y) => Some((d, (*y, signed))),
                _ => None,
            }
        })
        .collect();
    if exts.is_empty() {
        return;
    }
    for i in f.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        let (Some(MOperand::Reg(x)), Some(MOperand::Imm(c))) = (i.ops.first(), i.ops.get(1)) else { continue };
        let Some(&(y, signed)) = exts.get(x) else { continue };
        let factor = match i.opcode {
            "SHLi64ri" if *c > 0 && *c < if signed { 31 } else { 32 } => 1i64 << c,
            "MULi64ri" if (signed && i32::try_from(*c).is_ok()) || (!signed && u32::try_from(*c).is_ok()) => *c,
            _ => continue,
        };
        let before = i.mir(0);
        i.opcode = if signed { "MULWIDES64Imm" } else { "MULWIDEU64Imm" };
        i.ops = vec![MOperand::Reg(y), MOperand::Imm(factor)];
        ctx.note(ChangeKind::Rewritten, i.id, format!("{before}: a multiply of an extended 32-bit value, {}", i.mir(0)));
    }
}

/// The constant folding half of [`peephole_opt`].
fn fold_constants(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    let (_, ndefs) = use_def_counts(f);
    let consts: BTreeMap<VReg, MOperand> =
        f.insts().filter_map(|i| Some((i.def?, constant(i)?))).filter(|(d, _)| ndefs.get(d) == Some(&1)).collect();
    if consts.is_empty() {
        return;
    }
    let value = |o: &MOperand| if let MOperand::Reg(r) = o { consts.get(r) } else { None };
    for i in f.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        let Some(desc) = instrs::find(i.opcode) else { continue };
        let before = i.mir(0);
        // Operands that take a register or an immediate.
        for (k, kind) in desc.operands.iter().enumerate() {
            if let (OperandKind::RegOrImm(_), Some(c)) = (kind, i.ops.get(k).and_then(value)) {
                if let Some(imm) = immediate_for(desc.template, c) {
                    i.ops[k] = imm;
                }
            }
        }
        // `Xrr` -> `Xri`.
        if let Some(stem) = i.opcode.strip_suffix("rr") {
            if i.ops.len() == 2 && value(&i.ops[0]).is_some() && value(&i.ops[1]).is_none() && commutative(i.opcode) {
                i.ops.swap(0, 1);
            }
            let ri = instrs::find(&format!("{stem}ri"));
            if let (Some(ri), Some(c)) = (ri, i.ops.get(1).and_then(value)) {
                if ri.operands.len() == 2 && ri.operands[1] == OperandKind::Imm && matches!(i.ops[0], MOperand::Reg(_)) {
                    if let Some(imm) = immediate_for(ri.template, c) {
                        i.opcode = ri.name;
                        i.ops[1] = imm;
                    }
                }
            }
        }
        // Stores: `ST_x` -> `ST_x_imm` with the value last.
        if i.opcode.starts_with("ST_") && !i.opcode.starts_with("ST_PARAM") && !i.opcode.starts_with("ST_RETVAL") {
            let imm_name = format!("{}_imm", i.opcode);
            if let (Some(row), Some(c)) = (instrs::find(&imm_name), i.ops.last().and_then(value)) {
                if let Some(imm) = immediate_for("st.b", c) {
                    i.opcode = row.name;
                    let last = i.ops.len() - 1;
                    i.ops[last] = imm;
                }
            }
        }
        if i.mir(0) != before {
            ctx.note(ChangeKind::Rewritten, i.id, format!("constant folded: {before} became {}", i.mir(0)));
        }
    }
}

/// A load, store or atomic opcode with a `[base+offset]` form: (is it that form already, the
/// form, the offset's operand index: 1 for loads and stores, last for atomics).
fn offset_form(opcode: &'static str) -> Option<(bool, &'static str, usize)> {
    if opcode.starts_with("ATOM_") {
        let d = instrs::find(opcode)?;
        if opcode.ends_with("_ri") {
            return Some((true, opcode, d.operands.len() - 1));
        }
        return instrs::find(&format!("{opcode}_ri")).map(|r| (false, r.name, d.operands.len()));
    }
    if !(opcode.starts_with("LD_") || opcode.starts_with("ST_")) || opcode.contains("PARAM") || opcode.contains("RETVAL") {
        return None;
    }
    if opcode.ends_with("_ri") || opcode.ends_with("_ri_imm") {
        return Some((true, opcode, 1));
    }
    let name = match opcode.strip_suffix("_imm") {
        Some(base) => format!("{base}_ri_imm"),
        None => format!("{opcode}_ri"),
    };
    instrs::find(&name).map(|d| (false, d.name, 1))
}

/// Address folding (SelectADDRri's job, redone after the machine passes exposed it): an
/// `add.s64 %a, %b, imm` read only as the base address of loads, stores and atomics becomes their
/// offset (`[%a+4]` -> `[%b+imm+4]`), and a `mov.u64 %a, sym` read only as the base of
/// state-space accesses becomes the symbol (`[sym+4]`). Both registers must have one
/// definition each, so the base holds the same value at every access.
fn fold_addresses(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    let (_, ndefs) = use_def_counts(f);
    // Candidates: register -> (defining inst id, new base, offset added).
    let mut cands: BTreeMap<VReg, (u32, MOperand, i64)> = BTreeMap::new();
    for i in f.insts() {
        let Some(d) = i.def else { continue };
        if ndefs.get(&d) != Some(&1) {
            continue;
        }
        match (i.opcode, i.ops.as_slice()) {
            ("ADDi64ri", [MOperand::Reg(b), MOperand::Imm(k)]) if ndefs.get(b) == Some(&1) => {
                cands.insert(d, (i.id, MOperand::Reg(*b), *k));
            }
            ("MOV_ADDR64", [s @ MOperand::Sym(_)]) => {
                cands.insert(d, (i.id, s.clone(), 0));
            }
            _ => {}
        }
    }
    // Keep those read only as an access's base (an offset form existing, the sum in range).
    for i in f.insts() {
        for (k, o) in i.ops.iter().enumerate() {
            let MOperand::Reg(r) = o else { continue };
            let Some((_, base, add)) = cands.get(r) else { continue };
            let ok = k == 0
                && offset_form(i.opcode).is_some()
                && match base {
                    // A symbol folds into an access of an explicit space, and a parameter's
                    // symbol only into a `.param` one: `st.local [g_param_0]` is refused by
                    // ptxas ("State space mismatch"), the address must stay in a register.
                    MOperand::Sym(s) => !i.space.is_empty() && (!s.contains("_param_") || i.space == ".param"),
                    _ => true,
                }
                && match offset_form(i.opcode) {
                    Some((true, _, at)) => matches!(i.ops.get(at), Some(MOperand::Imm(off)) if i32::try_from(off + add).is_ok()),
                    Some((false, _, _)) => i32::try_from(*add).is_ok(),
                    None => false,
                };
            if !ok {
                cands.remove(r);
            }
        }
    }
    if cands.is_empty() {
        return;
    }
    for i in f.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        let Some(MOperand::Reg(r)) = i.ops.first() else { continue };
        let Some((def_id, base, add)) = cands.get(r).cloned() else { continue };
        let Some((already, form, at)) = offset_form(i.opcode) else { continue };
        let before = i.mir(0);
        i.ops[0] = base;
        if already {
            if let Some(MOperand::Imm(off)) = i.ops.get_mut(at) {
                *off += add;
            }
        } else {
            i.opcode = form;
            i.ops.insert(at, MOperand::Imm(add));
        }
        ctx.note(ChangeKind::Rewritten, i.id, format!("address of instruction {def_id} folded: {before} became {}", i.mir(0)));
    }
}

/// Whether operand `k` of `i` is the address of a memory access (a load's or store's base).
fn is_address_operand(i: &MachineInst, k: usize) -> bool {
    k == 0 && (i.opcode.starts_with("LD_i") || i.opcode.starts_with("LD_f") || i.opcode.starts_with("ST_i") || i.opcode.starts_with("ST_f")) && i.space.is_empty()
}

/// NVPTXPeephole (`enable-nvvm-peephole`): a `cvta.to.local` of a generic frame address
/// (`add.u64 %rd, %SP, off`) is that address made local (`add.u64 %rd, %SPL, off`); a generic
/// frame address read only as the base of loads and stores, directly or after adding offsets,
/// becomes local and those accesses `.local`; a generic access `[%SP+off]` becomes
/// `.local [%SPL+off]`. Volatile accesses stay generic (and keep their region generic). Without generic frame
/// addresses the printer then leaves out `cvta.local.u64 %SP, %SPL`.
pub(super) fn nvptx_peephole(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    if f.frame.is_none() {
        return;
    }
    let (_, ndefs) = use_def_counts(f);
    let single = |r: &VReg| ndefs.get(r) == Some(&1);
    // Generic frame addresses and what is computed from them by adding offsets: one
    // "region" per LEA_ADDRi64, grown through `add.s64`.
    let mut region_of: BTreeMap<VReg, VReg> =
        f.insts().filter(|i| i.opcode == "LEA_ADDRi64").filter_map(|i| i.def).filter(single).map(|d| (d, d)).collect();
    loop {
        let mut grew = false;
        for i in f.insts() {
            let Some(d) = i.def else { continue };
            if !matches!(i.opcode, "ADDi64rr" | "ADDi64ri") || region_of.contains_key(&d) || !single(&d) {
                continue;
            }
            let roots: BTreeSet<VReg> = i.uses().filter_map(|u| region_of.get(&u).copied()).collect();
            if roots.len() == 1 && i.uses().filter(|u| region_of.contains_key(u)).count() == 1 {
                region_of.insert(d, *roots.iter().next().unwrap_or(&d));
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }
    // A region converts when every read of its registers is an access's base address, a
    // cvta.to.local, or an add that stays in the region.
    let mut bad: BTreeSet<VReg> = BTreeSet::new();
    let mut cvtas: BTreeSet<u32> = BTreeSet::new();
    for i in f.insts() {
        for (k, o) in i.ops.iter().enumerate() {
            let MOperand::Reg(r) = o else { continue };
            let Some(root) = region_of.get(r) else { continue };
            let in_region = i.def.is_some_and(|d| region_of.get(&d) == Some(root));
            if i.opcode == "cvta_to_local_64" {
                cvtas.insert(i.id);
            } else if !(in_region || (is_address_operand(i, k) && !i.volatile)) {
                bad.insert(*root);
            }
        }
    }
    let local: BTreeSet<VReg> = region_of.iter().filter(|(_, root)| !bad.contains(root)).map(|(r, _)| *r).collect();
    let mut removed = BTreeSet::new();
    let mut replace: Vec<(VReg, VReg)> = Vec::new();
    for i in f.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        if i.opcode == "LEA_ADDRi64" && i.def.is_some_and(|d| local.contains(&d)) {
            i.opcode = "LEA_ADDRi64_local";
            ctx.note(ChangeKind::Rewritten, i.id, "frame address made local: every reader is a cvta.to.local, a memory access or an offset");
        } else if cvtas.contains(&i.id) && matches!(i.ops.first(), Some(MOperand::Reg(s)) if local.contains(s)) {
            if let (Some(d), Some(MOperand::Reg(s))) = (i.def, i.ops.first()) {
                replace.push((d, *s));
                removed.insert(i.id);
                ctx.note(ChangeKind::Removed, i.id, format!("cvta.to.local of a frame address: {d} is {s}"));
            }
        } else if i.space.is_empty() && !i.volatile && (i.opcode.starts_with("LD_") || i.opcode.starts_with("ST_")) {
            let frame_sym = i.ops.first() == Some(&MOperand::Sym("%SP".into()));
            let frame_reg = matches!(i.ops.first(), Some(MOperand::Reg(r)) if local.contains(r));
            if frame_sym || frame_reg {
                if frame_sym {
                    i.ops[0] = MOperand::Sym("%SPL".into());
                }
                i.space = ".local";
                ctx.note(ChangeKind::Rewritten, i.id, "generic access to the frame made .local");
            }
        }
    }
    for b in f.blocks.iter_mut() {
        b.insts.retain(|i| !removed.contains(&i.id));
    }
    for (d, s) in replace {
        super::replace_uses(f, d, s);
    }
}

/// nvptx-trunc-opts ("Optimize redundant ANDb16ri instrunctions"): `and.b16 %d, %s, 0xFFFF`
/// keeps every bit of a 16-bit register, and `and.b16 %d, %s, 0xFF` of a value an unsigned
/// 8-bit load produced keeps it too: the AND is removed (its readers read `%s`).
pub(super) fn trunc_opts(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    let (_, ndefs) = use_def_counts(f);
    let byte_loads: BTreeSet<VReg> =
        f.insts().filter(|i| instrs::find(i.opcode).is_some_and(|d| d.template.contains(".u8 "))).filter_map(|i| i.def).collect();
    let mut dead = Vec::new();
    for i in f.insts() {
        if i.opcode != "ANDb16ri" {
            continue;
        }
        let (Some(d), Some(MOperand::Reg(s)), Some(MOperand::Imm(m))) = (i.def, i.ops.first(), i.ops.get(1)) else { continue };
        let fits = *m & 0xFFFF == 0xFFFF || (*m == 0xFF && byte_loads.contains(s));
        if fits && ndefs.get(&d) == Some(&1) && ndefs.get(s) == Some(&1) {
            dead.push((i.id, d, *s, *m));
        }
    }
    for (id, d, s, m) in dead {
        let n = super::replace_uses(f, d, s);
        for b in f.blocks.iter_mut() {
            b.insts.retain(|i| i.id != id);
        }
        ctx.note(ChangeKind::Removed, id, format!("and.b16 {d}, {s}, {m}: {s} already fits; {n} use(s) read {s}"));
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::RegClass;
    use super::super::test_util::*;
    use super::super::Knobs;
    use super::*;

    #[test]
    fn constants_fold_into_stores_and_ri_forms() {
        let rd = VReg { class: RegClass::B64, index: 1 };
        let mut f = func(vec![vec![
            inst(1, "IMOV32i", Some(v32(1)), vec![MOperand::F32(0x3F00_0000)]),
            inst(2, "ST_i32_ri", None, vec![r(rd), MOperand::Imm(4), r(v32(1))]),
            inst(3, "IMOV32i", Some(v32(2)), vec![MOperand::Imm(7)]),
            inst(4, "ADDi32rr", Some(v32(3)), vec![r(v32(2)), r(v32(4))]),
        ]]);
        run_one(&mut f, peephole_opt, &Knobs::default());
        assert_eq!(f.blocks[0].insts[1].ptx(0), "st.b32 [%rd1+4], 1056964608");
        assert_eq!(f.blocks[0].insts[3].ptx(0), "add.s32 %r3, %r4, 7");
    }

    #[test]
    fn and_ffff_of_a_16_bit_register_goes() {
        let rs = |n| VReg { class: RegClass::B16, index: n };
        let mut f = func(vec![vec![
            inst(1, "IMOV16i", Some(rs(1)), vec![MOperand::Imm(3)]),
            inst(2, "ANDb16ri", Some(rs(2)), vec![r(rs(1)), MOperand::Imm(0xFFFF)]),
            inst(3, "ANDb16ri", Some(rs(3)), vec![r(rs(2)), MOperand::Imm(0xFF)]),
        ]]);
        let (changes, _) = run_one(&mut f, trunc_opts, &Knobs::default());
        assert_eq!(changes.len(), 1);
        assert_eq!(f.blocks[0].insts[1].mir(0), "%rs3 = ANDb16ri %rs1, 255");
    }
}
