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
/// The `mov` is left for dead-mi-elimination.
pub(super) fn peephole_opt(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
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

/// Whether operand `k` of `i` is the address of a memory access (a load's or store's base).
fn is_address_operand(i: &MachineInst, k: usize) -> bool {
    k == 0 && (i.opcode.starts_with("LD_i") || i.opcode.starts_with("LD_f") || i.opcode.starts_with("ST_i") || i.opcode.starts_with("ST_f")) && i.space.is_empty()
}

/// NVPTXPeephole (`enable-nvvm-peephole`): a `cvta.to.local` of a generic frame address
/// (`add.u64 %rd, %SP, off`) becomes the local address (`add.u64 %rd, %SPL, off`); a generic
/// frame address read only as the address of loads and stores becomes local and the accesses
/// `.local`; a generic access `[%SP+off]` becomes `.local [%SPL+off]`. Without generic frame
/// addresses the printer then leaves out `cvta.local.u64 %SP, %SPL`.
pub(super) fn nvptx_peephole(f: &mut MachineFunction, ctx: &mut Ctx<'_>) {
    if f.frame.is_none() {
        return;
    }
    let generic: BTreeMap<VReg, (u32, MOperand)> =
        f.insts().filter(|i| i.opcode == "LEA_ADDRi64").filter_map(|i| Some((i.def?, (i.id, i.ops.first()?.clone())))).collect();
    // Every read of each generic frame address: (inst id, operand index, opcode).
    let mut reads: BTreeMap<VReg, Vec<(u32, usize, bool, bool)>> = BTreeMap::new();
    for i in f.insts() {
        for (k, o) in i.ops.iter().enumerate() {
            if let MOperand::Reg(r) = o {
                if generic.contains_key(r) {
                    reads.entry(*r).or_default().push((i.id, k, i.opcode == "cvta_to_local_64", is_address_operand(i, k)));
                }
            }
        }
    }
    let (_, ndefs) = use_def_counts(f);
    let mut make_local: BTreeSet<VReg> = BTreeSet::new();
    let mut cvtas: BTreeSet<u32> = BTreeSet::new();
    for (r, rs) in &reads {
        if ndefs.get(r) != Some(&1) {
            continue;
        }
        if rs.iter().all(|&(_, _, cvta, addr)| cvta || addr) {
            make_local.insert(*r);
            cvtas.extend(rs.iter().filter(|x| x.2).map(|x| x.0));
        }
    }
    let mut removed = BTreeSet::new();
    let mut replace: Vec<(VReg, VReg)> = Vec::new();
    for i in f.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        if i.opcode == "LEA_ADDRi64" && i.def.is_some_and(|d| make_local.contains(&d)) {
            i.opcode = "LEA_ADDRi64_local";
            ctx.note(ChangeKind::Rewritten, i.id, "frame address made local: every reader is a cvta.to.local or a memory access");
        } else if cvtas.contains(&i.id) {
            if let (Some(d), Some(MOperand::Reg(s))) = (i.def, i.ops.first()) {
                replace.push((d, *s));
                removed.insert(i.id);
                ctx.note(ChangeKind::Removed, i.id, format!("cvta.to.local of a frame address: {d} is {s}"));
            }
        } else if i.space.is_empty() && (i.opcode.starts_with("LD_") || i.opcode.starts_with("ST_")) {
            let frame_sym = i.ops.first() == Some(&MOperand::Sym("%SP".into()));
            let frame_reg = matches!(i.ops.first(), Some(MOperand::Reg(r)) if make_local.contains(r));
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
