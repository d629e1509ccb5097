//! ExpandLargeDivRem before the SelectionDAG build: NVPTX divides at most 64 bits
//! (`MaxDivRemBitWidthSupported`), so LLVM 22 turns an i128 `udiv`/`sdiv`/`urem`/`srem` into a
//! shift-subtract loop in the IR (an unsigned divisor that is a constant power of two stays: the DAG
//! makes it shifts). Here the loop runs on the i64 halves, so no i128 value crosses a block (the DAG
//! build carries values between blocks in legal registers only):
//!
//! ```text
//!   b:     [signed: a = |a|, b = |b| as (x ^ (x >>s 127)) - (x >>s 127)]
//!          nl, nh, dl, dh = the halves of a and b;            br loop
//!   loop:  i, nl, nh, rl, rh, ql, qh = phi ...                (128 rounds)
//!          r = r << 1 | n >> 127;  n = n << 1
//!          ge = r >=u d;  r = ge ? r - d : r;  q = q << 1 | ge
//!          br (i + 1 == 128), post, loop
//!   post:  q or r from its halves [signed: the quotient negated when the signs differ, the
//!          remainder given the dividend's sign]
//! ```
//!
//! The new instructions carry the division's source position.

use crate::diag::Span;
use crate::ir::module::{BinaryOp, Block, BlockId, CastOp, Const, ConstKind, Flags, Function, Inst, InstId, Module, Opcode, Value};
use crate::ir::types::{Type, TypeId, TypeTable};

fn is_pow2_const(m: &Module, v: Value, signed: bool) -> bool {
    let Value::Const(c) = v else { return false };
    match m.constant(c).kind {
        ConstKind::Int(x) => {
            let x = x as u128;
            // The DAG turns an unsigned one into shifts; signed ones take the loop here (LLVM's
            // DAG combine makes them shift sequences: not built yet).
            !signed && x.is_power_of_two()
        }
        _ => false,
    }
}

fn wanted(m: &Module, f: &Function, i: &Inst) -> bool {
    let Opcode::Binary(op) = i.op else { return false };
    if !matches!(op, BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem) {
        return false;
    }
    let ty = m.value_type(f, i.operands[0]);
    matches!(m.types.get(ty), Type::Int(128)) && !is_pow2_const(m, i.operands[1], matches!(op, BinaryOp::SDiv | BinaryOp::SRem))
}

/// The module with every i128 division and remainder made a loop, or `None` when there is none.
pub fn expand(module: &Module) -> Option<Module> {
    super::ir_rewrite::rewrite_each(module, wanted, |m, f, b, k, serial| {
        Lowering { m, f, serial }.lower_at(b, k)
    })
}

struct Lowering<'a> {
    m: &'a mut Module,
    f: &'a mut Function,
    serial: u32,
}

impl Lowering<'_> {
    fn push(&mut self, b: BlockId, op: Opcode, ty: TypeId, operands: Vec<Value>, span: Span) -> Value {
        let id = InstId(self.f.insts.len() as u32);
        self.f.insts.push(Inst { name: None, op, ty, operands, flags: Flags::default(), metadata: Vec::new(), debug_records: Vec::new(), block: b, span });
        self.f.blocks[b.index()].insts.push(id);
        Value::Inst(id)
    }

    fn int(&mut self, ty: TypeId, v: i128) -> Value {
        Value::Const(self.m.intern_const(Const { ty, kind: ConstKind::Int(v) }))
    }

    fn bin(&mut self, b: BlockId, op: BinaryOp, ty: TypeId, x: Value, y: Value, s: Span) -> Value {
        self.push(b, Opcode::Binary(op), ty, vec![x, y], s)
    }

    fn bin_k(&mut self, b: BlockId, op: BinaryOp, ty: TypeId, x: Value, k: i128, s: Span) -> Value {
        let k = self.int(ty, k);
        self.bin(b, op, ty, x, k, s)
    }

    /// `icmp` (predicates by index: eq 0, ugt 2, uge 3, ult 4).
    fn icmp(&mut self, b: BlockId, pred: u8, x: Value, y: Value, s: Span) -> Value {
        self.push(b, Opcode::ICmp(pred), TypeTable::I1, vec![x, y], s)
    }

    fn cast(&mut self, b: BlockId, op: CastOp, ty: TypeId, x: Value, s: Span) -> Value {
        self.push(b, Opcode::Cast(op), ty, vec![x], s)
    }

    /// `(x ^ s) - s` on i128 (with `s` all ones: the negation; all zeros: `x`).
    fn flip(&mut self, b: BlockId, x: Value, sign: Value, s: Span) -> Value {
        let t = self.m.types.int(128);
        let v = self.bin(b, BinaryOp::Xor, t, x, sign, s);
        self.bin(b, BinaryOp::Sub, t, v, sign, s)
    }

    fn halves(&mut self, b: BlockId, x: Value, s: Span) -> (Value, Value) {
        let t = self.m.types.int(128);
        let lo = self.cast(b, CastOp::Trunc, TypeTable::I64, x, s);
        let sh = self.bin_k(b, BinaryOp::LShr, t, x, 64, s);
        let hi = self.cast(b, CastOp::Trunc, TypeTable::I64, sh, s);
        (lo, hi)
    }

    /// `x << 1 | low >> 63` on i64.
    fn shift_in(&mut self, b: BlockId, x: Value, low: Value, s: Span) -> Value {
        let i64t = TypeTable::I64;
        let a = self.bin_k(b, BinaryOp::Shl, i64t, x, 1, s);
        let c = self.bin_k(b, BinaryOp::LShr, i64t, low, 63, s);
        self.bin(b, BinaryOp::Or, i64t, a, c, s)
    }

    fn lower_at(&mut self, b: BlockId, k: usize) {
        let id = self.f.blocks[b.index()].insts[k];
        let inst = self.f.inst(id).clone();
        let s = inst.span;
        let Opcode::Binary(op) = inst.op else { return };
        let signed = matches!(op, BinaryOp::SDiv | BinaryOp::SRem);
        let rem = matches!(op, BinaryOp::URem | BinaryOp::SRem);
        let t = inst.ty;
        let i64t = TypeTable::I64;
        // Split: `b` keeps what precedes the division; `post` gets what follows.
        let lp = self.new_block("divrem.loop", s);
        let post = self.new_block("divrem.post", s);
        let tail: Vec<InstId> = self.f.blocks[b.index()].insts.split_off(k + 1);
        self.f.blocks[b.index()].insts.pop();
        for &i in &tail {
            self.f.insts[i.index()].block = post;
        }
        for inst in &mut self.f.insts {
            if let Opcode::Phi { blocks } = &mut inst.op {
                for pb in blocks.iter_mut() {
                    if *pb == b {
                        *pb = post;
                    }
                }
            }
        }
        let (mut a, mut d) = (inst.operands[0], inst.operands[1]);
        let (mut sa, mut sd) = (Value::Arg(u32::MAX), Value::Arg(u32::MAX));
        if signed {
            sa = self.bin_k(b, BinaryOp::AShr, t, a, 127, s);
            sd = self.bin_k(b, BinaryOp::AShr, t, d, 127, s);
            a = self.flip(b, a, sa, s);
            d = self.flip(b, d, sd, s);
            // The signs cross into `post` as i64 (all ones or zero): only legal types leave a block.
            sa = self.cast(b, CastOp::Trunc, i64t, sa, s);
            sd = self.cast(b, CastOp::Trunc, i64t, sd, s);
        }
        let (nl, nh) = self.halves(b, a, s);
        let (dl, dh) = self.halves(b, d, s);
        self.push(b, Opcode::Br, TypeTable::VOID, vec![Value::Block(lp)], s);
        // The loop's state: round, dividend (shifted out), remainder, quotient.
        let zero = self.int(i64t, 0);
        let zero32 = self.int(TypeTable::I32, 0);
        let phi = |x: &mut Self, ty: TypeId, init: Value| x.push(lp, Opcode::Phi { blocks: vec![b, lp] }, ty, vec![init, init], s);
        let i = phi(self, TypeTable::I32, zero32);
        let pn = [phi(self, i64t, nl), phi(self, i64t, nh)];
        let pr = [phi(self, i64t, zero), phi(self, i64t, zero)];
        let pq = [phi(self, i64t, zero), phi(self, i64t, zero)];
        let rh = self.shift_in(lp, pr[1], pr[0], s);
        let rl = self.shift_in(lp, pr[0], pn[1], s);
        let nh2 = self.shift_in(lp, pn[1], pn[0], s);
        let nl2 = self.bin_k(lp, BinaryOp::Shl, i64t, pn[0], 1, s);
        // r >=u d on the halves, and r - d with the borrow.
        let hgt = self.icmp(lp, 2, rh, dh, s);
        let heq = self.icmp(lp, 0, rh, dh, s);
        let lge = self.icmp(lp, 3, rl, dl, s);
        let eq_ge = self.bin(lp, BinaryOp::And, TypeTable::I1, heq, lge, s);
        let ge = self.bin(lp, BinaryOp::Or, TypeTable::I1, hgt, eq_ge, s);
        let sl = self.bin(lp, BinaryOp::Sub, i64t, rl, dl, s);
        let borrow = self.icmp(lp, 4, rl, dl, s);
        let bw = self.cast(lp, CastOp::ZExt, i64t, borrow, s);
        let sh1 = self.bin(lp, BinaryOp::Sub, i64t, rh, dh, s);
        let sh = self.bin(lp, BinaryOp::Sub, i64t, sh1, bw, s);
        let rl2 = self.push(lp, Opcode::Select, i64t, vec![ge, sl, rl], s);
        let rh2 = self.push(lp, Opcode::Select, i64t, vec![ge, sh, rh], s);
        let qh2 = self.shift_in(lp, pq[1], pq[0], s);
        let g = self.cast(lp, CastOp::ZExt, i64t, ge, s);
        let q1 = self.bin_k(lp, BinaryOp::Shl, i64t, pq[0], 1, s);
        let ql2 = self.bin(lp, BinaryOp::Or, i64t, q1, g, s);
        let i2 = self.bin_k(lp, BinaryOp::Add, TypeTable::I32, i, 1, s);
        let k128 = self.int(TypeTable::I32, 128);
        let done = self.icmp(lp, 0, i2, k128, s);
        self.push(lp, Opcode::Br, TypeTable::VOID, vec![done, Value::Block(post), Value::Block(lp)], s);
        for (p, next) in [(i, i2), (pn[0], nl2), (pn[1], nh2), (pr[0], rl2), (pr[1], rh2), (pq[0], ql2), (pq[1], qh2)] {
            if let Value::Inst(p) = p {
                self.f.insts[p.index()].operands[1] = next;
            }
        }
        // The result from its halves, in `post` ahead of the rest of the block.
        let (lo, hi) = if rem { (rl2, rh2) } else { (ql2, qh2) };
        let lo = self.cast(post, CastOp::ZExt, t, lo, s);
        let hi = self.cast(post, CastOp::ZExt, t, hi, s);
        let hi = self.bin_k(post, BinaryOp::Shl, t, hi, 64, s);
        let sign = if signed {
            let x = if rem { sa } else { self.bin(post, BinaryOp::Xor, i64t, sa, sd, s) };
            Some(self.cast(post, CastOp::SExt, t, x, s))
        } else {
            None
        };
        // The division itself becomes the last step, so its uses see the result.
        let last = self.f.insts[id.index()].clone();
        let v = if let Some(sign) = sign {
            let v = self.bin(post, BinaryOp::Or, t, lo, hi, s);
            let x = self.bin(post, BinaryOp::Xor, t, v, sign, s);
            Inst { op: Opcode::Binary(BinaryOp::Sub), operands: vec![x, sign], block: post, flags: Flags::default(), ..last }
        } else {
            Inst { op: Opcode::Binary(BinaryOp::Or), operands: vec![lo, hi], block: post, flags: Flags::default(), ..last }
        };
        self.f.insts[id.index()] = v;
        self.f.blocks[post.index()].insts.push(id);
        self.f.blocks[post.index()].insts.extend(tail);
    }

    fn new_block(&mut self, name: &str, span: Span) -> BlockId {
        self.f.blocks.push(Block { name: Some(format!("{name}{}", self.serial)), insts: Vec::new(), span });
        BlockId(self.f.blocks.len() as u32 - 1)
    }
}
