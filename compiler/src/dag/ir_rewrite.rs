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
