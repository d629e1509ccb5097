//! The driver the IR rewrites before the DAG build share (AtomicExpand's CAS loops,
//! NVPTXLowerAggrCopies' byte loops, ExpandLargeDivRem's division loops): find the first
//! instruction a rewrite wants, let it replace that instruction (splitting blocks as it likes),
//! and start over until none is left.

use crate::ir::module::{BlockId, Function, Inst, Module};
use crate::ir::types::TypeTable;

/// The module with every instruction `wanted` picks rewritten by `lower(module, function, block,
/// index, serial)` (`serial` counts the rewrites in the function, for fresh names), or `None`
/// when no instruction is wanted.
pub fn rewrite_each(
    module: &Module,
    wanted: impl Fn(&Module, &Function, &Inst) -> bool,
    mut lower: impl FnMut(&mut Module, &mut Function, BlockId, usize, u32),
) -> Option<Module> {
    let any = module.functions.iter().any(|f| f.blocks.iter().any(|b| b.insts.iter().any(|&i| wanted(module, f, f.inst(i)))));
    if !any {
        return None;
    }
    let mut m = module.clone();
    for fi in 0..m.functions.len() {
        let mut f = std::mem::replace(&mut m.functions[fi], Function::placeholder(String::new(), TypeTable::VOID, false));
        let mut serial = 0;
        loop {
            let found = f.blocks.iter().enumerate().find_map(|(b, bl)| bl.insts.iter().position(|&i| wanted(&m, &f, f.inst(i))).map(|k| (b, k)));
            let Some((b, k)) = found else { break };
            lower(&mut m, &mut f, BlockId(b as u32), k, serial);
            serial += 1;
        }
        m.functions[fi] = f;
    }
    Some(m)
}

/// Lays out the blocks a rewrite of block `b` appended (indices `first_new..`) as LLVM's
/// `SplitBlock` and `BasicBlock::Create(.., InsertBefore = tail)` place them: right after `b`,
/// the loop blocks in creation order, then the split-off tail (the first block appended), then
/// the blocks that followed `b` before. Every block reference is renumbered.
pub fn place_after(f: &mut Function, b: BlockId, first_new: usize) {
    let n = f.blocks.len();
    if first_new >= n {
        return;
    }
    let at = b.index() + 1;
    let order: Vec<usize> = (0..at).chain(first_new + 1..n).chain([first_new]).chain(at..first_new).collect();
    let mut new_of = vec![0u32; n];
    for (new, &old) in order.iter().enumerate() {
        new_of[old] = new as u32;
    }
    let map = |id: &mut BlockId| *id = BlockId(new_of[id.index()]);
    let mut old_blocks: Vec<Option<crate::ir::module::Block>> = std::mem::take(&mut f.blocks).into_iter().map(Some).collect();
    f.blocks = order.iter().filter_map(|&old| old_blocks[old].take()).collect();
    for inst in &mut f.insts {
        map(&mut inst.block);
        for v in &mut inst.operands {
            if let crate::ir::module::Value::Block(id) = v {
                map(id);
            }
        }
        if let crate::ir::module::Opcode::Phi { blocks } = &mut inst.op {
            blocks.iter_mut().for_each(map);
        }
    }
}
