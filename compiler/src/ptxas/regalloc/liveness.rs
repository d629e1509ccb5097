//! Liveness per block, iterated to a fixpoint over the CFG, and one interval per virtual
//! register in layout order.

use crate::ptxas::ori::*;

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
