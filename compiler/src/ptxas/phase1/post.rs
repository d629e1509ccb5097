//! The post-conversion lowerings (seed 004: after the MercConverter's dispatch, a lowering pass
//! runs over the converted instructions): a branch to a block that only returns becomes `EXIT`,
//! kernel parameters read straight from the constant bank, and dead pure instructions removed.

use super::*;

/// The post-conversion lowerings (seed 004: after the MercConverter's dispatch, a lowering pass
/// runs over the converted instructions). Returns one log line per rewrite.
pub fn post_conversion(f: &mut OriFunction, sm: Sm) -> Vec<String> {
    let mut log = Vec::new();
    branch_to_exit(f, &mut log);
    fold_constant_operands(f, sm, &mut log);
    dead_code(f, &mut log);
    log
}

/// Removes instructions without side effects whose results nothing reads (the products a fused
/// `IMAD.WIDE` made redundant, for instance), to a fixpoint.
fn dead_code(f: &mut OriFunction, log: &mut Vec<String>) {
    const PURE: &[&str] = &[
        "IMAD", "IADD3", "LOP3", "SHF", "MOV", "MOV64", "SEL", "FSEL", "FADD", "FMUL", "FFMA", "LEA", "ISETP", "FSETP", "PLOP3", "S2R", "LDC", "I2FP",
        "F2I", "VIMNMX", "IABS", "SGXT", "BMSK", "PRMT", "POPC", "FLO", "BREV", "MUFU", "FMNMX",
    ];
    loop {
        let mut used = vec![false; f.vregs.len()];
        for i in f.insts() {
            for (v, _) in i.uses() {
                used[v.0 as usize] = true;
            }
        }
        let mut removed = 0;
        for b in &mut f.blocks {
            b.insts.retain(|i| {
                let dead = PURE.contains(&i.opcode)
                    && !i.def_regs().is_empty()
                    && i.defs().iter().all(|o| match o.value {
                        Value::Reg(v, _) => !used[v.0 as usize],
                        Value::True | Value::Zero => true,
                        _ => false,
                    });
                if dead {
                    log.push(format!("dead-code: line {}: {} removed, its result is never read", i.ptx_line, i.mnemonic()));
                    removed += 1;
                }
                !dead
            });
        }
        if removed == 0 {
            break;
        }
    }
}

/// A branch to a block that starts with an unguarded `EXIT` is that `EXIT` (`@P0 BRA L` where
/// `L: ret;` becomes `@P0 EXIT`).
fn branch_to_exit(f: &mut OriFunction, log: &mut Vec<String>) {
    let exits: Vec<bool> = f.blocks.iter().map(|b| b.insts.first().is_some_and(|i| i.opcode == "EXIT" && i.guard.is_none())).collect();
    for b in 0..f.blocks.len() {
        for k in 0..f.blocks[b].insts.len() {
            let i = &f.blocks[b].insts[k];
            let Some(t) = i.target() else { continue };
            if i.opcode == "BRA" && exits.get(t).copied().unwrap_or(false) {
                let i = &mut f.blocks[b].insts[k];
                i.opcode = "EXIT";
                i.operands.clear();
                i.rule = "bra to ret → EXIT";
                log.push(format!("bra-to-exit: line {}: the branch to a returning block is EXIT", i.ptx_line));
            }
        }
    }
}

/// Where an opcode reads a constant-bank operand (the B slot), and whether A and B may be
/// exchanged to put one there (`Swap::Cmp` mirrors the comparison, `Swap::Pred` inverts the
/// selector).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Swap {
    No,
    Yes,
    Cmp,
    Pred,
}

fn b_slot(i: &OriInst) -> Option<(usize, Swap)> {
    let b = i.ndefs + 1;
    let swap = match (i.opcode, i.modifiers.first().map(String::as_str)) {
        ("IADD3", _) if !i.modifiers.iter().any(|m| m == "X") => Swap::Yes,
        ("IMAD", Some("HI" | "WIDE") | None) => Swap::Yes,
        ("FFMA" | "FMUL" | "VIMNMX", _) => Swap::Yes,
        ("ISETP" | "FSETP", _) => Swap::Cmp,
        ("SEL" | "FSEL", _) => Swap::Pred,
        ("LOP3" | "SHF" | "LEA", _) => Swap::No,
        ("MOV", _) => return Some((1, Swap::No)),
        _ => return None,
    };
    Some((b, swap))
}

/// Rewrites `i` so that operand `at` (which names `v`) reads `c[0x0][offset]` instead, putting
/// it in the B slot; `None` when the result would have no encoding.
fn fold_into(f: &OriFunction, i: &OriInst, at: usize, offset: i64, sm: Sm) -> Option<OriInst> {
    let (b, swap) = b_slot(i)?;
    let mut n = i.clone();
    let mut at = at;
    if at != b {
        let a = b - 1;
        let c = b + 1;
        if at == a && swap != Swap::No {
            n.operands.swap(a, b);
            match swap {
                Swap::Cmp => n.modifiers[0] = swap_cmp(&n.modifiers[0]).to_string(),
                Swap::Pred => {
                    let p = n.operands.len() - 1;
                    n.operands[p].not = !n.operands[p].not;
                }
                _ => {}
            }
            at = b;
        } else if at == c && i.opcode == "IADD3" {
            n.operands.swap(b, c);
            at = b;
        } else {
            return None;
        }
    }
    // The other operand of the pair must stay a register.
    if matches!(n.operands.get(b - 1).map(|o| &o.value), Some(Value::Const { .. } | Value::Imm(_) | Value::FImm(_))) && i.opcode != "MOV" {
        return None;
    }
    n.operands[at].value = Value::Const { bank: 0, offset };
    // Ask the encoder whether the form exists, with placeholder registers.
    let map = PhysMap { reg: &|_| 2, block: &|_| 0 };
    let inst = to_sass(f, &n, &map);
    crate::sass::encode::encode(&inst, &crate::sass::DEFAULT_CONTROL, 0, sm).ok()?;
    Some(n)
}

/// A kernel parameter loaded by `LDC` into a register written only there, whose every use can
/// read `c[0x0][...]` directly, is read there instead and the `LDC` disappears (ptxas reads
/// parameters as constant operands the same way, through `ULDC` on sm_90).
fn fold_constant_operands(f: &mut OriFunction, sm: Sm, log: &mut Vec<String>) {
    let mut defs: HashMap<VReg, u32> = HashMap::new();
    for i in f.insts() {
        for (v, _, _) in i.def_regs() {
            *defs.entry(v).or_default() += 1;
        }
    }
    let candidates: Vec<(usize, usize, VReg, i64)> = f
        .blocks
        .iter()
        .enumerate()
        .flat_map(|(b, blk)| blk.insts.iter().enumerate().map(move |(k, i)| (b, k, i)))
        .filter_map(|(b, k, i)| match (i.opcode, i.modifiers.is_empty(), i.guard, i.operands.as_slice()) {
            ("LDC", true, None, [Operand { value: Value::Reg(v, Part::Whole), .. }, Operand { value: Value::Const { bank: 0, offset }, .. }]) => {
                Some((b, k, *v, *offset))
            }
            _ => None,
        })
        .filter(|(_, _, v, _)| defs.get(v) == Some(&1) && f.class(*v) == RegClass::R)
        .collect();
    let mut dead: Vec<(usize, usize)> = Vec::new();
    for (lb, lk, v, offset) in candidates {
        let mut rewrites: Vec<(usize, usize, OriInst)> = Vec::new();
        let mut ok = true;
        'uses: for (b, blk) in f.blocks.iter().enumerate() {
            for (k, i) in blk.insts.iter().enumerate() {
                if (b, k) == (lb, lk) {
                    continue;
                }
                let uses: Vec<usize> = i
                    .operands
                    .iter()
                    .enumerate()
                    .filter(|(_, o)| o.vreg().is_some_and(|(x, _)| x == v))
                    .map(|(n, _)| n)
                    .collect();
                let guarded_by = i.guard.is_some_and(|g| g.reg == v);
                if uses.is_empty() && !guarded_by {
                    continue;
                }
                let direct = uses.len() == 1
                    && !guarded_by
                    && uses[0] >= i.ndefs
                    && matches!(i.operands[uses[0]].value, Value::Reg(_, Part::Whole));
                let current = rewrites.iter().find(|(rb, rk, _)| (*rb, *rk) == (b, k)).map(|(_, _, n)| n.clone());
                match (direct, current) {
                    (true, None) => match fold_into(f, i, uses[0], offset, sm) {
                        Some(n) => rewrites.push((b, k, n)),
                        None => {
                            ok = false;
                            break 'uses;
                        }
                    },
                    _ => {
                        ok = false;
                        break 'uses;
                    }
                }
            }
        }
        if !ok || rewrites.is_empty() {
            continue;
        }
        let n = rewrites.len();
        for (b, k, inst) in rewrites {
            f.blocks[b].insts[k] = inst;
        }
        dead.push((lb, lk));
        log.push(format!("const-operand-fold: c[0x0][{offset:#x}] read directly by {n} instruction(s); its LDC is gone"));
    }
    dead.sort_unstable();
    for (b, k) in dead.into_iter().rev() {
        f.blocks[b].insts.remove(k);
    }
}
