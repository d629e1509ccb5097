//! The verifier: the invariants the SelectionDAG build relies on, checked with clear messages and
//! positions.
//!
//! - every block ends in exactly one terminator, and no terminator appears earlier;
//! - phis come first in their block and name each predecessor exactly once;
//! - operand types agree (binary operands, stores, returns, calls against the callee's type);
//! - every definition dominates its uses (a simple iterative dominator tree);
//! - kernels return `void`; the entry block has no predecessors;
//! - `!llvm.module.flags` entries and `!tbaa` attachments have the shapes LLVM requires.

use super::module::*;
use super::parser::PHASE;
use super::types::Type;
use crate::diag::{Diagnostic, Span};

/// Verifies `m`; returns one diagnostic per problem.
pub fn verify(m: &Module) -> Vec<Diagnostic> {
    let mut v = Verifier { m, diags: Vec::new() };
    v.module_flags();
    v.errno_tbaa();
    for (i, f) in m.functions.iter().enumerate() {
        v.function(FuncId(i as u32), f);
    }
    v.diags
}

struct Verifier<'a> {
    m: &'a Module,
    diags: Vec<Diagnostic>,
}

/// Immediate dominators of the blocks reachable from the entry (Cooper, Harvey and Kennedy's
/// iterative algorithm over reverse postorder). `None` for unreachable blocks.
pub fn dominators(f: &Function) -> Vec<Option<BlockId>> {
    let n = f.blocks.len();
    let succs: Vec<Vec<BlockId>> = (0..n as u32).map(|b| f.successors(BlockId(b))).collect();
    // Reverse postorder with an explicit stack.
    let mut order = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack: Vec<(usize, usize)> = Vec::new();
    if n > 0 {
        seen[0] = true;
        stack.push((0, 0));
    }
    while let Some((b, k)) = stack.pop() {
        if let Some(s) = succs[b].get(k) {
            stack.push((b, k + 1));
            let s = s.index();
            if s < n && !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            order.push(b);
        }
    }
    order.reverse();
    let mut rpo_index = vec![usize::MAX; n];
    for (i, &b) in order.iter().enumerate() {
        rpo_index[b] = i;
    }
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        for s in ss {
            if s.index() < n {
                preds[s.index()].push(b);
            }
        }
    }
    let mut idom: Vec<Option<usize>> = vec![None; n];
    if n > 0 {
        idom[0] = Some(0);
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().skip(1) {
            let mut new: Option<usize> = None;
            for &p in &preds[b] {
                if idom[p].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(mut a) => {
                        let mut c = p;
                        while a != c {
                            while rpo_index[a] > rpo_index[c] {
                                a = idom[a].unwrap_or(0);
                            }
                            while rpo_index[c] > rpo_index[a] {
                                c = idom[c].unwrap_or(0);
                            }
                        }
                        a
                    }
                });
            }
            if new.is_some() && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    idom.into_iter().map(|d| d.map(|d| BlockId(d as u32))).collect()
}

/// The tuple `md` is or refers to (through `!N`).
fn md_tuple<'m>(m: &'m Module, md: &'m MdOperand) -> Option<&'m [MdOperand]> {
    match md {
        MdOperand::Tuple(ops) => Some(ops),
        MdOperand::Ref(n) => match m.md_node(*n).map(|x| &x.body) {
            Some(MdOperand::Tuple(ops)) => Some(ops),
            _ => None,
        },
        _ => None,
    }
}

fn dominates(idom: &[Option<BlockId>], a: BlockId, mut b: BlockId) -> bool {
    for _ in 0..=idom.len() {
        if a == b {
            return true;
        }
        match idom.get(b.index()).copied().flatten() {
            Some(d) if d != b => b = d,
            _ => return false,
        }
    }
    false
}

impl<'a> Verifier<'a> {
    fn error(&mut self, span: Span, msg: impl Into<String>) {
        // The same budget as the parser's: a broken module yields a readable list, not one
        // diagnostic per instruction.
        let max = super::parser::ParseBudget::default().max_errors;
        if self.diags.len() < max {
            self.diags.push(Diagnostic::error(PHASE, span, msg));
        } else if self.diags.len() == max {
            self.diags.push(Diagnostic::error(PHASE, span, "too many errors; giving up"));
        }
    }

    fn ty(&self, t: super::types::TypeId) -> String {
        self.m.types.display(t)
    }

    fn const_int(&self, md: &MdOperand) -> Option<i128> {
        match md {
            MdOperand::Value(_, Value::Const(c)) => match self.m.constant(*c).kind {
                ConstKind::Int(v) => Some(v),
                _ => None,
            },
            _ => None,
        }
    }

    /// Each `!llvm.module.flags` entry is `!{i32 behavior, !"key", value}`.
    fn module_flags(&mut self) {
        let mut seen_keys = std::collections::BTreeSet::new();
        for nm in self.m.named_metadata.iter().filter(|n| n.name == "llvm.module.flags") {
            for &n in &nm.nodes {
                let span = self.m.md_node(n).map_or(nm.span, |x| x.span);
                let node_ref = MdOperand::Ref(n);
                let Some(ops) = md_tuple(self.m, &node_ref) else {
                    self.error(span, "module flag must be a metadata tuple");
                    continue;
                };
                if ops.len() != 3 {
                    self.error(span, "incorrect number of operands in module flag");
                } else if !self.const_int(&ops[0]).is_some_and(|b| (1..=8).contains(&b)) {
                    self.error(span, "invalid behavior operand in module flag (expected constant integer)");
                } else if let MdOperand::String(key) = &ops[1] {
                    // Keys are unique, except for `require` (behavior 3) entries.
                    if self.const_int(&ops[0]) != Some(3) && !seen_keys.insert(key.clone()) {
                        self.error(span, "module flag identifiers must be unique (or of 'require' type)");
                    }
                } else {
                    self.error(span, "invalid ID operand in module flag (expected metadata string)");
                }
            }
        }
    }

    /// A `!tbaa` attachment is a struct-path access tag `!{base, access, i64 offset[, i64 const]}`
    /// whose access type is a scalar type node `!{!"name", parent[, i64 offset]}`.
    /// The same for the tags of `!llvm.errno.tbaa`.
    fn tbaa(&mut self, inst: &'a Inst) {
        for (kind, md) in &inst.metadata {
            if kind == "tbaa" {
                self.tbaa_tag(inst.span, md);
            }
        }
    }

    fn tbaa_tag(&mut self, span: Span, md: &'a MdOperand) {
        let Some(tag) = md_tuple(self.m, md) else {
            self.error(span, "TBAA tag must be a metadata tuple");
            return;
        };
        if matches!(tag.first(), Some(MdOperand::String(_))) {
            self.error(span, "Old-style TBAA is no longer allowed, use struct-path TBAA instead");
            return;
        }
        if !(3..=4).contains(&tag.len()) || self.const_int(&tag[2]).is_none() {
            self.error(span, "malformed struct-path TBAA tag");
            return;
        }
        // A scalar type node is `!{!"name", parent[, i64 offset]}`.
        let scalar = md_tuple(self.m, &tag[1]).is_some_and(|a| {
            (2..=3).contains(&a.len())
                && matches!(a[0], MdOperand::String(_))
                && matches!(a[1], MdOperand::Ref(_) | MdOperand::Tuple(_))
                && a.get(2).is_none_or(|o| self.const_int(o).is_some())
        });
        if !scalar {
            self.error(span, "Access type node must be a valid scalar type");
            return;
        }
        // A struct type node is `!{!"name", member type, i64 offset, ...}`: an odd count.
        if let Some(base) = md_tuple(self.m, &tag[0]) {
            if base.len() % 2 == 0 {
                self.error(span, "Struct tag nodes must have an odd number of operands!");
            }
        }
    }

    fn errno_tbaa(&mut self) {
        let m = self.m;
        for nm in m.named_metadata.iter().filter(|n| n.name == "llvm.errno.tbaa") {
            for n in &nm.nodes {
                if let Some(node) = m.md_node(*n) {
                    self.tbaa_tag(node.span, &node.body);
                }
            }
        }
    }

    fn function(&mut self, fid: FuncId, f: &'a Function) {
        if self.m.is_kernel(fid) && !matches!(self.m.types.get(f.ret), Type::Void) {
            self.error(f.span, format!("kernel '@{}' must return void, not '{}'", f.name, self.ty(f.ret)));
        }
        if !f.is_definition {
            return;
        }
        if let Some(problem) = self.dangling_ids(f) {
            self.error(f.span, format!("malformed function '@{}': {problem}", f.name));
            return;
        }
        let mut structure_ok = true;
        for b in &f.blocks {
            let Some(&last) = b.insts.last() else {
                self.error(b.span, "basic block is empty");
                structure_ok = false;
                continue;
            };
            if !f.inst(last).op.is_terminator() {
                self.error(f.inst(last).span, "basic block does not end with a terminator");
                structure_ok = false;
            }
            let mut seen_non_phi = false;
            for (k, &i) in b.insts.iter().enumerate() {
                let inst = f.inst(i);
                if inst.op.is_terminator() && k + 1 != b.insts.len() {
                    self.error(inst.span, "terminator in the middle of a basic block");
                    structure_ok = false;
                }
                match inst.op {
                    Opcode::Phi { .. } if seen_non_phi => {
                        self.error(inst.span, "phi nodes must be grouped at the top of their block");
                    }
                    Opcode::Phi { .. } => {}
                    _ => seen_non_phi = true,
                }
            }
        }
        if !structure_ok {
            return;
        }
        let n = f.blocks.len();
        let mut preds: Vec<Vec<BlockId>> = vec![Vec::new(); n];
        for b in 0..n as u32 {
            for s in f.successors(BlockId(b)) {
                if s.index() < n {
                    preds[s.index()].push(BlockId(b));
                }
            }
        }
        if let Some(p) = preds.first() {
            if !p.is_empty() {
                self.error(f.blocks[0].span, "entry block cannot have predecessors");
            }
        }
        let idom = dominators(f);
        let position: Vec<(BlockId, usize)> = {
            let mut pos = vec![(BlockId(0), 0); f.insts.len()];
            for (bi, b) in f.blocks.iter().enumerate() {
                for (k, &i) in b.insts.iter().enumerate() {
                    pos[i.index()] = (BlockId(bi as u32), k);
                }
            }
            pos
        };
        for (bi, b) in f.blocks.iter().enumerate() {
            let bid = BlockId(bi as u32);
            for (k, &i) in b.insts.iter().enumerate() {
                let inst = f.inst(i);
                self.types(f, inst);
                self.tbaa(inst);
                if let Opcode::Phi { blocks } = &inst.op {
                    let mut want: Vec<BlockId> = preds[bi].clone();
                    want.sort();
                    want.dedup();
                    let mut have = blocks.clone();
                    have.sort();
                    have.dedup();
                    if want != have {
                        self.error(inst.span, "phi node entries do not match the predecessors of its block");
                    }
                    // A predecessor named twice must bring the same value both times.
                    let mut first: std::collections::BTreeMap<BlockId, Value> = std::collections::BTreeMap::new();
                    for (b, v) in blocks.iter().zip(&inst.operands) {
                        if *first.entry(*b).or_insert(*v) != *v {
                            self.error(inst.span, "phi node has multiple entries for the same predecessor with different values");
                            break;
                        }
                    }
                }
                if idom[bi].is_none() {
                    continue; // unreachable code: dominance is vacuous
                }
                for (oi, &v) in inst.operands.iter().enumerate() {
                    let Value::Inst(d) = v else { continue };
                    let (db, dk) = position[d.index()];
                    let use_block = match &inst.op {
                        Opcode::Phi { blocks } => match blocks.get(oi) {
                            Some(&p) => p,
                            None => continue,
                        },
                        _ => bid,
                    };
                    let ok = if matches!(inst.op, Opcode::Phi { .. }) {
                        idom[use_block.index()].is_none() || dominates(&idom, db, use_block)
                    } else if db == bid {
                        dk < k
                    } else {
                        dominates(&idom, db, bid)
                    };
                    if !ok {
                        let name = match &f.inst(d).name {
                            Some(n) => format!("'%{n}'"),
                            None => "its operand".to_string(),
                        };
                        self.error(inst.span, format!("instruction does not dominate all uses: {name} is used here"));
                    }
                }
            }
        }
    }

    /// An id that points outside its arena, if any (modules built by other front ends).
    fn dangling_ids(&self, f: &Function) -> Option<String> {
        for b in &f.blocks {
            if let Some(i) = b.insts.iter().find(|i| i.index() >= f.insts.len()) {
                return Some(format!("instruction {} does not exist", i.0));
            }
        }
        for inst in &f.insts {
            for v in &inst.operands {
                let ok = match *v {
                    Value::Inst(i) => i.index() < f.insts.len(),
                    Value::Arg(a) => (a as usize) < f.params.len(),
                    Value::Const(c) => c.index() < self.m.consts.len(),
                    Value::Block(b) => b.index() < f.blocks.len(),
                    Value::Metadata(k) => (k as usize) < f.metadata_args.len(),
                    Value::InlineAsm(k) => (k as usize) < self.m.inline_asm.len(),
                };
                if !ok {
                    return Some(format!("operand {v:?} does not exist"));
                }
            }
            if let Opcode::Phi { blocks } = &inst.op {
                if blocks.iter().any(|b| b.index() >= f.blocks.len()) {
                    return Some("a phi names a block that does not exist".to_string());
                }
            }
        }
        None
    }

    /// Why `ty` cannot be the type of an atomic load or store, if it cannot: integers must be a
    /// power-of-two number of bytes.
    fn atomic_type_error(&self, ty: super::types::TypeId) -> Option<String> {
        let t = &self.m.types;
        let ok = t.is_float(ty) || t.is_ptr(ty) || t.int_width(ty).is_some_and(|w| w >= 8 && w.is_power_of_two());
        (!ok).then(|| format!("atomic memory access' operand must have a power-of-two size: '{}'", t.display(ty)))
    }

    fn types(&mut self, f: &Function, inst: &Inst) {
        let m = self.m;
        let t = |v: Value| m.value_type(f, v);
        let ops = &inst.operands;
        // Modules built by other front ends (MLIR lowering) come here too: check the shape
        // before looking at operands.
        let count_ok = match &inst.op {
            Opcode::Binary(_) | Opcode::ICmp(_) | Opcode::FCmp(_) | Opcode::Store { .. } | Opcode::AtomicRmw { .. } => ops.len() == 2,
            Opcode::ExtractElement => ops.len() == 2,
            Opcode::Select | Opcode::CmpXchg { .. } | Opcode::InsertElement | Opcode::ShuffleVector => ops.len() == 3,
            Opcode::FNeg | Opcode::Cast(_) | Opcode::Load { .. } | Opcode::Freeze | Opcode::VaArg | Opcode::ExtractValue(_) => ops.len() == 1,
            Opcode::InsertValue(_) => ops.len() == 2,
            Opcode::Phi { blocks } => ops.len() == blocks.len(),
            Opcode::GetElementPtr { .. } | Opcode::Call(_) => !ops.is_empty(),
            Opcode::Br => ops.len() == 1 || ops.len() == 3,
            Opcode::Switch => ops.len() >= 2 && ops.len().is_multiple_of(2),
            Opcode::Ret => ops.len() <= 1,
            Opcode::Alloca { .. } => ops.len() <= 1,
            Opcode::Fence(_) | Opcode::Unreachable => ops.is_empty(),
        };
        if !count_ok {
            self.error(inst.span, format!("wrong number of operands for '{}'", inst.op.name()));
            return;
        }
        match &inst.op {
            Opcode::Binary(_) if ops.iter().any(|&v| t(v) != inst.ty) => {
                self.error(inst.span, "both operands of a binary operator must have the result type");
            }
            Opcode::Load { atomic: Some(a), align, .. } => {
                let what = if align.is_none() {
                    Some("atomic load must have explicit non-zero alignment".to_string())
                } else if matches!(a.ordering, 3 | 4) {
                    Some(format!("atomic load cannot use {} ordering", ORDERINGS[a.ordering as usize]))
                } else {
                    self.atomic_type_error(inst.ty)
                };
                if let Some(msg) = what {
                    self.error(inst.span, msg);
                }
            }
            Opcode::Store { atomic, align, .. } => {
                if let Some(&v) = ops.first() {
                    if !m.types.is_sized(t(v)) {
                        self.error(inst.span, format!("cannot store a value of type '{}'", self.ty(t(v))));
                    } else if let Some(a) = atomic {
                        let what = if align.is_none() {
                            Some("atomic store must have explicit non-zero alignment".to_string())
                        } else if matches!(a.ordering, 2 | 4) {
                            Some(format!("atomic store cannot use {} ordering", ORDERINGS[a.ordering as usize]))
                        } else {
                            self.atomic_type_error(t(v))
                        };
                        if let Some(msg) = what {
                            self.error(inst.span, msg);
                        }
                    }
                }
            }
            Opcode::Fence(a) if a.ordering < 2 => {
                self.error(inst.span, format!("fence cannot be {}", ORDERINGS[a.ordering as usize]));
            }
            Opcode::Select => {
                let (ct, vt) = (t(ops[0]), inst.ty);
                if let Some(n) = m.types.vector_len(ct) {
                    if m.types.vector_len(vt) != Some(n) {
                        self.error(inst.span, "selected values for vector select must be vectors of the condition's length");
                    }
                }
            }
            Opcode::ShuffleVector => {
                let Some(len) = m.types.vector_len(t(ops[0])) else { return };
                let mask_ok = match ops[2] {
                    Value::Const(c) => {
                        let mt = m.constant(c).ty;
                        m.types.int_width(m.types.scalar(mt)) == Some(32)
                            && match &m.constant(c).kind {
                                ConstKind::Vector(elems) => elems.iter().all(|e| match m.constant(*e).kind {
                                    ConstKind::Int(i) => (0..2 * i128::from(len)).contains(&i),
                                    ConstKind::Poison | ConstKind::Undef => true,
                                    _ => false,
                                }),
                                ConstKind::Zero | ConstKind::Poison | ConstKind::Undef => true,
                                _ => false,
                            }
                    }
                    _ => false,
                };
                if !mask_ok {
                    self.error(inst.span, "invalid shufflevector operands");
                }
            }
            Opcode::Ret => {
                let want = f.ret;
                let got = ops.first().map_or(m.types.void(), |&v| t(v));
                if want != got {
                    self.error(inst.span, format!("function returns '{}' but 'ret' gives '{}'", self.ty(want), self.ty(got)));
                }
            }
            Opcode::Br if ops.len() == 3 && m.types.int_width(t(ops[0])) != Some(1) => {
                self.error(inst.span, "branch condition must be 'i1'");
            }
            Opcode::AtomicRmw { atomic, .. } if atomic.ordering == 0 => {
                self.error(inst.span, "atomicrmw cannot be unordered");
            }
            Opcode::CmpXchg { atomic, failure, .. } if atomic.ordering == 0 || matches!(failure, 0 | 3 | 4) => {
                self.error(inst.span, "invalid cmpxchg success or failure ordering");
            }
            Opcode::AtomicRmw { op, .. } => {
                let vt = t(ops[1]);
                let name = ATOMIC_RMW_OPS.get(*op as usize).copied().unwrap_or("");
                let float_op = name.starts_with('f');
                let ok = if name == "xchg" {
                    m.types.is_int(vt) || m.types.is_float(vt) || m.types.is_ptr(vt)
                } else if float_op {
                    m.types.is_float(m.types.scalar(vt))
                } else {
                    m.types.int_width(vt).is_some_and(|w| w >= 8 && w.is_power_of_two())
                };
                if !ok {
                    let what = if float_op { "floating point" } else { "an integer" };
                    self.error(inst.span, format!("atomicrmw {name} operand must be {what}"));
                }
            }
            Opcode::CmpXchg { .. } => {
                let vt = t(ops[1]);
                if !(m.types.is_int(vt) || m.types.is_ptr(vt)) {
                    self.error(inst.span, "cmpxchg operand must be an integer or pointer");
                }
            }
            Opcode::Call(call) => {
                let Type::Function { params, vararg, ret } = m.types.get(call.fn_ty).clone() else { return };
                let n = ops.len().saturating_sub(1);
                if ret != inst.ty {
                    self.error(inst.span, "call result type does not match the function type");
                }
                let arg_tys: Vec<_> = ops[..n].iter().map(|&v| t(v)).collect();
                let ok = if vararg { arg_tys.len() >= params.len() && arg_tys[..params.len()] == params[..] } else { arg_tys == params };
                if !ok {
                    self.error(inst.span, "call argument types do not match the function type");
                }
                if let Some(&Value::Const(c)) = ops.last() {
                    if let ConstKind::Function(fid) = m.constant(c).kind {
                        let callee = &m.functions[fid.index()];
                        let decl_params: Vec<_> = callee.params.iter().map(|p| p.ty).collect();
                        if callee.ret != ret || decl_params != params || callee.vararg != vararg {
                            self.error(inst.span, format!("call to '@{}' does not match its declared type", callee.name));
                        }
                    }
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::parser::parse;
    use super::*;

    fn errors(src: &str) -> Vec<String> {
        let (m, d) = parse(src);
        assert!(d.is_empty(), "parse errors: {d:?}");
        verify(&m).into_iter().map(|d| format!("{}:{}: {}", d.span.line, d.span.col, d.message)).collect()
    }

    #[test]
    fn accepts_a_loop_with_phis() {
        let src = "define ptx_kernel void @k(i32 %n) {\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %j, %loop ]\n  %j = add i32 %i, 1\n  %c = icmp slt i32 %j, %n\n  br i1 %c, label %loop, label %done\ndone:\n  ret void\n}\n";
        assert_eq!(errors(src), Vec::<String>::new());
    }

    #[test]
    fn reports_missing_terminators_and_bad_phis() {
        let src = "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  %x = phi i32 [ 1, %entry ]\n  ret void\n}\n";
        assert_eq!(errors(src), vec!["7:3: phi node entries do not match the predecessors of its block"]);
    }

    #[test]
    fn reports_uses_not_dominated() {
        let src = "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %x = add i32 1, 2\n  br label %b\nb:\n  %y = add i32 %x, 1\n  ret void\n}\n";
        assert_eq!(errors(src), vec!["8:3: instruction does not dominate all uses: '%x' is used here"]);
    }

    #[test]
    fn duplicate_phi_entries_must_agree() {
        let src = "define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %b, label %b\nb:\n  %x = phi i32 [ 1, %entry ], [ 2, %entry ]\n  ret i32 %x\n}\n";
        assert_eq!(errors(src), vec!["5:3: phi node has multiple entries for the same predecessor with different values"]);
        let ok = src.replace("[ 2, %entry ]", "[ 1, %entry ]");
        assert_eq!(errors(&ok), Vec::<String>::new());
    }

    #[test]
    fn metadata_shapes_are_checked() {
        let flags = "!llvm.module.flags = !{!0}\n!0 = !{i32 7, i32 2}\n";
        assert_eq!(errors(flags), vec!["2:1: incorrect number of operands in module flag"]);
        let tbaa = "define void @f(ptr %p) {\n  store i32 0, ptr %p, !tbaa !0\n  ret void\n}\n!0 = !{!\"int\", !1}\n!1 = !{!\"root\"}\n";
        assert_eq!(errors(tbaa), vec!["2:3: Old-style TBAA is no longer allowed, use struct-path TBAA instead"]);
        let access = tbaa.replace("!0 = !{!\"int\", !1}", "!0 = !{!2, !2, i64 0}\n!2 = !{!1, i64 8}");
        assert_eq!(errors(&access), vec!["2:3: Access type node must be a valid scalar type"]);
    }

    #[test]
    fn atomics_follow_llvm_rules() {
        let f = |body: &str| errors(&format!("define void @f(ptr %p) {{\n  {body}\n  ret void\n}}\n"));
        assert_eq!(f("%v = load atomic i32, ptr %p monotonic"), vec!["2:3: atomic load must have explicit non-zero alignment"]);
        assert_eq!(f("%v = load atomic i32, ptr %p release, align 4"), vec!["2:3: atomic load cannot use release ordering"]);
        assert_eq!(f("store atomic i32 1, ptr %p acquire, align 4"), vec!["2:3: atomic store cannot use acquire ordering"]);
        assert_eq!(f("fence monotonic"), vec!["2:3: fence cannot be monotonic"]);
        assert_eq!(f("%v = atomicrmw add ptr %p, i33 1 monotonic, align 8"), vec!["2:3: atomicrmw add operand must be an integer"]);
        assert_eq!(f("%v = cmpxchg ptr %p, i32 0, i32 1 acquire release, align 4"), vec!["2:3: invalid cmpxchg success or failure ordering"]);
        assert_eq!(f("%v = load atomic i32, ptr %p syncscope(\"block\") acquire, align 4"), Vec::<String>::new());
    }

    #[test]
    fn malformed_modules_are_reported_not_panicked_on() {
        let (mut m, d) = parse("define void @f(i32 %x) {\n  %y = add i32 %x, 1\n  ret void\n}\n");
        assert!(d.is_empty());
        m.functions[0].insts[0].operands[1] = Value::Inst(InstId(99));
        let e = verify(&m);
        assert_eq!(e.len(), 1);
        assert!(e[0].message.contains("does not exist"), "{e:?}");
        m.functions[0].insts[0].operands = vec![Value::Arg(0)];
        let e = verify(&m);
        assert!(e[0].message.contains("wrong number of operands for 'add'"), "{e:?}");
    }

    #[test]
    fn error_count_is_bounded() {
        let src: String = (0..200).map(|i| format!("define i32 @f{i}() {{\n  ret void\n}}\n")).collect();
        let e = errors(&src);
        assert_eq!(e.len(), 51);
        assert!(e[50].ends_with("too many errors; giving up"));
    }

    #[test]
    fn kernels_must_return_void() {
        let src = "define ptx_kernel i32 @k() {\n  ret i32 0\n}\n";
        assert_eq!(errors(src), vec!["1:1: kernel '@k' must return void, not 'i32'"]);
    }

    #[test]
    fn return_type_must_match() {
        let src = "define i32 @f() {\n  ret void\n}\n";
        assert_eq!(errors(src), vec!["2:3: function returns 'i32' but 'ret' gives 'void'"]);
    }
}
