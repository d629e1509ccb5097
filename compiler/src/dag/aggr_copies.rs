//! NVPTXLowerAggrCopies before the SelectionDAG build (an IR pass NVPTX runs before instruction
//! selection): a `llvm.memcpy` / `llvm.memmove` / `llvm.memset` whose length is not a constant
//! becomes a byte loop (LLVM's `createMemCpyLoopUnknownSize`, `createMemMoveLoopUnknownSize` and
//! `createMemSetLoop`, with NVPTX's i8 loop type); constant lengths stay calls, which the DAG build
//! expands inline (`build/memops.rs`).
//!
//! ```text
//!   memcpy:  entry: br (n == 0), post, loop
//!            loop:  %i = phi [0, entry], [%i1, loop]; dst[%i] = src[%i]; %i1 = %i + 1
//!                   br (%i1 <u n), loop, post
//!   memmove: entry: br (src <u dst), back.check, fwd.check       (backwards when src is below)
//!            back:  %i = phi [n, back.check], [%j, back]; %j = %i - 1; dst[%j] = src[%j]
//!                   br (%j == 0), post, back
//!            fwd:   the memcpy loop, ending when %i1 == n
//!   memset:  the memcpy loop storing the value
//! ```
//!
//! The new instructions carry the call's source position.

use crate::ir::module::{BinaryOp, Block, BlockId, CastOp, Const, ConstKind, Flags, Function, Inst, InstId, Module, Opcode, Value};
use crate::ir::types::{Type, TypeId, TypeTable};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Copy,
    Move,
    Set,
}

fn kind_of(m: &Module, i: &Inst) -> Option<Kind> {
    let name = m.called_intrinsic(i)?;
    let kind = if name.starts_with("llvm.memcpy.") && !name.starts_with("llvm.memcpy.inline.") {
        Kind::Copy
    } else if name.starts_with("llvm.memmove.") {
        Kind::Move
    } else if name.starts_with("llvm.memset.") && !name.starts_with("llvm.memset.inline.") {
        Kind::Set
    } else {
        return None;
    };
    let len = *i.operands.get(2)?;
    let constant = matches!(len, Value::Const(c) if matches!(m.constant(c).kind, ConstKind::Int(_)));
    (!constant).then_some(kind)
}

/// The module with every variable-length memory intrinsic made a loop, or `None` when there is none.
pub fn expand(module: &Module) -> Option<Module> {
    super::ir_rewrite::rewrite_each(module, |m, _, i| kind_of(m, i).is_some(), |m, f, b, k, serial| {
        let first_new = f.blocks.len();
        Lowering { m, f, serial }.lower_at(b, k);
        super::ir_rewrite::place_after(f, b, first_new);
    })
}

/// What one loop moves: the kind, both pointers (the value for a memset's `src`), the length,
/// volatility and the call's position.
#[derive(Clone, Copy)]
struct Job {
    kind: Kind,
    dst: Value,
    src: Value,
    n: Value,
    volatile: bool,
    s: crate::diag::Span,
}

struct Lowering<'a> {
    m: &'a mut Module,
    f: &'a mut Function,
    serial: u32,
}

impl Lowering<'_> {
    fn push(&mut self, b: BlockId, op: Opcode, ty: TypeId, operands: Vec<Value>, span: crate::diag::Span) -> Value {
        let id = InstId(self.f.insts.len() as u32);
        self.f.insts.push(Inst { name: None, op, ty, operands, flags: Flags::default(), metadata: Vec::new(), debug_records: Vec::new(), block: b, span });
        self.f.blocks[b.index()].insts.push(id);
        Value::Inst(id)
    }

    fn new_block(&mut self, name: &str, span: crate::diag::Span) -> BlockId {
        self.f.blocks.push(Block { name: Some(format!("{name}{}", self.serial)), insts: Vec::new(), span });
        BlockId(self.f.blocks.len() as u32 - 1)
    }

    fn int(&mut self, ty: TypeId, v: i128) -> Value {
        Value::Const(self.m.intern_const(Const { ty, kind: ConstKind::Int(v) }))
    }

    fn ty_of(&self, v: Value) -> TypeId {
        self.m.value_type(self.f, v)
    }

    fn bin(&mut self, b: BlockId, op: BinaryOp, x: Value, y: Value, s: crate::diag::Span) -> Value {
        let ty = self.ty_of(x);
        self.push(b, Opcode::Binary(op), ty, vec![x, y], s)
    }

    /// `icmp` (predicates: eq 0, ne 1, ult 4).
    fn icmp(&mut self, b: BlockId, pred: u8, x: Value, y: Value, s: crate::diag::Span) -> Value {
        self.push(b, Opcode::ICmp(pred), TypeTable::I1, vec![x, y], s)
    }

    fn br(&mut self, b: BlockId, cond: Value, then: BlockId, other: BlockId, s: crate::diag::Span) {
        self.push(b, Opcode::Br, TypeTable::VOID, vec![cond, Value::Block(then), Value::Block(other)], s);
    }

    /// Splits block `b` at instruction `k` (removed): returns the block holding the rest, which
    /// the phis of `b`'s successors now name.
    fn split(&mut self, b: BlockId, k: usize, span: crate::diag::Span) -> BlockId {
        let post = self.new_block("mem.post", span);
        let tail: Vec<InstId> = self.f.blocks[b.index()].insts.split_off(k + 1);
        self.f.blocks[b.index()].insts.pop();
        for &i in &tail {
            self.f.insts[i.index()].block = post;
        }
        self.f.blocks[post.index()].insts = tail;
        for inst in &mut self.f.insts {
            if let Opcode::Phi { blocks } = &mut inst.op {
                for pb in blocks.iter_mut() {
                    if *pb == b {
                        *pb = post;
                    }
                }
            }
        }
        post
    }

    /// `p + i` as an i8 pointer.
    fn byte_at(&mut self, b: BlockId, p: Value, i: Value, s: crate::diag::Span) -> Value {
        let pty = self.ty_of(p);
        let i8t = self.m.types.int(8);
        self.push(b, Opcode::GetElementPtr { source: i8t }, pty, vec![p, i], s)
    }

    /// One byte moved from `src + i` to `dst + i` (or `val` stored there), in block `b`.
    fn body(&mut self, b: BlockId, job: Job, i: Value) {
        let Job { kind, dst, src, volatile, s, .. } = job;
        let i8t = self.m.types.int(8);
        let v = if kind == Kind::Set {
            src
        } else {
            let sp = self.byte_at(b, src, i, s);
            self.push(b, Opcode::Load { align: Some(1), volatile, atomic: None }, i8t, vec![sp], s)
        };
        let dp = self.byte_at(b, dst, i, s);
        self.push(b, Opcode::Store { align: Some(1), volatile, atomic: None }, TypeTable::VOID, vec![v, dp], s);
    }

    /// The counting-up loop from 0 to `n` (exclusive), entered from `from` when `n != 0`.
    fn up_loop(&mut self, from: BlockId, post: BlockId, job: Job) {
        let (n, s) = (job.n, job.s);
        let lp = self.new_block("mem.loop", s);
        let zero = self.int(TypeTable::I64, 0);
        let empty = self.icmp(from, 0, n, zero, s);
        self.br(from, empty, post, lp, s);
        let i = self.push(lp, Opcode::Phi { blocks: vec![from, lp] }, TypeTable::I64, vec![zero, zero], s);
        self.body(lp, job, i);
        let one = self.int(TypeTable::I64, 1);
        let next = self.bin(lp, BinaryOp::Add, i, one, s);
        if let Value::Inst(p) = i {
            self.f.insts[p.index()].operands[1] = next;
        }
        let more = self.icmp(lp, 4, next, n, s);
        self.br(lp, more, lp, post, s);
    }

    fn lower_at(&mut self, b: BlockId, k: usize) {
        let id = self.f.blocks[b.index()].insts[k];
        let inst = self.f.inst(id).clone();
        let Some(kind) = kind_of(self.m, &inst) else { return };
        let s = inst.span;
        let (dst, src, n) = (inst.operands[0], inst.operands[1], inst.operands[2]);
        let volatile = matches!(inst.operands.get(3), Some(Value::Const(c)) if matches!(self.m.constant(*c).kind, ConstKind::Int(v) if v != 0));
        let post = self.split(b, k, s);
        // The length as i64 (an i32 length is zero-extended).
        let n = if self.ty_of(n) == TypeTable::I64 { n } else { self.push(b, Opcode::Cast(CastOp::ZExt), TypeTable::I64, vec![n], s) };
        let job = Job { kind, dst, src, n, volatile, s };
        if kind != Kind::Move {
            self.up_loop(b, post, job);
            return;
        }
        // memmove: compare the addresses (in the generic space when the two spaces differ).
        let space = |m: &Module, t: TypeId| match m.types.get(t) {
            Type::Ptr(a) => *a,
            _ => 0,
        };
        let (ds, ss) = (space(self.m, self.ty_of(dst)), space(self.m, self.ty_of(src)));
        let (cd, cs) = if ds == ss {
            (dst, src)
        } else {
            let g = self.m.types.ptr(0);
            let cd = if ds == 0 { dst } else { self.push(b, Opcode::Cast(CastOp::AddrSpaceCast), g, vec![dst], s) };
            let cs = if ss == 0 { src } else { self.push(b, Opcode::Cast(CastOp::AddrSpaceCast), g, vec![src], s) };
            (cd, cs)
        };
        let below = self.icmp(b, 4, cs, cd, s);
        // Created in LLVM's layout order: the backward check and loop, then the forward ones.
        let back_check = self.new_block("mem.back.check", s);
        let back = self.new_block("mem.back", s);
        let fwd_check = self.new_block("mem.fwd.check", s);
        self.br(b, below, back_check, fwd_check, s);
        // Backwards: from n - 1 down to 0.
        let zero = self.int(TypeTable::I64, 0);
        let empty = self.icmp(back_check, 0, n, zero, s);
        self.br(back_check, empty, post, back, s);
        let i = self.push(back, Opcode::Phi { blocks: vec![back_check, back] }, TypeTable::I64, vec![n, n], s);
        let one = self.int(TypeTable::I64, 1);
        let j = self.bin(back, BinaryOp::Sub, i, one, s);
        if let Value::Inst(p) = i {
            self.f.insts[p.index()].operands[1] = j;
        }
        self.body(back, job, j);
        let done = self.icmp(back, 0, j, zero, s);
        self.br(back, done, post, back, s);
        // Forwards: the memcpy loop.
        self.up_loop(fwd_check, post, job);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lowered(src: &str) -> String {
        let (m, d) = crate::ir::parse_and_verify(src);
        assert!(d.is_empty(), "{d:?}");
        let m = expand(&m).expect("something to lower");
        crate::ir::printer::print_lines(&m).into_iter().map(|(t, _)| t).collect::<Vec<_>>().join("\n")
    }

    #[test]
    fn a_variable_memcpy_becomes_a_byte_loop() {
        let out = lowered("define ptx_kernel void @k(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n) {\n  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n, i1 false)\n  ret void\n}\ndeclare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)\n");
        assert!(out.contains("mem.loop0:"), "{out}");
        assert!(out.contains("load i8"), "{out}");
        assert!(out.contains("store i8"), "{out}");
        assert!(!out.contains("call void @llvm.memcpy"), "{out}");
    }

    #[test]
    fn a_constant_memset_stays_a_call() {
        let (m, _) = crate::ir::parse_and_verify("define ptx_kernel void @k(ptr addrspace(1) %d) {\n  call void @llvm.memset.p1.i64(ptr addrspace(1) %d, i8 0, i64 16, i1 false)\n  ret void\n}\ndeclare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)\n");
        assert!(expand(&m).is_none());
    }

    #[test]
    fn a_memmove_picks_its_direction() {
        let out = lowered("define ptx_kernel void @k(ptr %d, ptr %s, i64 %n) {\n  call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)\n  ret void\n}\ndeclare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)\n");
        assert!(out.contains("mem.back0:") && out.contains("mem.loop0:"), "{out}");
        assert!(out.contains("icmp ult ptr %s, %d"), "{out}");
    }
}
