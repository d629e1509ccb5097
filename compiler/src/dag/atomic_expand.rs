//! Atomic expansion before the SelectionDAG build (LLVM's `AtomicExpandPass`, an IR pass NVPTX
//! runs before instruction selection): an `atomicrmw` PTX has no instruction for becomes a
//! compare-and-swap loop, and an 8- or 16-bit one (or an 8/16-bit `cmpxchg`) works on the aligned
//! 32-bit word that holds it, with a mask and a shift.
//!
//! ```text
//!   entry:  %init = load T, ptr %p               (subword: the aligned i32 word)
//!   loop:   %old  = phi [%init, entry], [%seen, loop]
//!           %new  = <op> %old, %v                (subword: in its lane of the word)
//!           %pair = cmpxchg ptr %p, %old, %new   (same ordering and scope)
//!           br %ok, done, loop
//!   done:   the rest of the block; the atomicrmw's value is %old
//! ```
//!
//! Native (not expanded) on every SM nvisel targets: xchg/add/sub/and/or/xor/min/max/umin/umax on
//! i32 and i64, uinc_wrap/udec_wrap on i32, xchg and fadd on float and double; fadd on half from
//! sm_70 with PTX 6.3 and on bfloat from sm_90 with PTX 7.8 (`atom.add.noftz.f16/.bf16`, NVPTX's
//! hasAtomAddF16/BF16: see [`Native`]). The new
//! instructions carry the atomic's source position, so the DAG and PTX they become point at it.

use crate::ir::module::{Atomic, BinaryOp, Block, BlockId, CastOp, Const, ConstKind, Flags, Function, Inst, InstId, Module, Opcode, Value, ATOMIC_RMW_OPS};
use crate::ir::types::{Type, TypeId, TypeTable};

/// The atomics the target has an instruction for beyond those every SM has.
#[derive(Clone, Copy, Debug, Default)]
pub struct Native {
    /// `atom.add.noftz.f16` (sm_70 and PTX 6.3).
    pub f16_add: bool,
    /// `atom.add.noftz.bf16` (sm_90 and PTX 7.8).
    pub bf16_add: bool,
}

impl Native {
    /// What a target has: `sm_x10` as [`crate::target::Subtarget::sm_x10`] gives it (900 for
    /// sm_90), `ptx` as [`crate::target::PtxVersion::as_number`] (78 for PTX 7.8).
    pub fn new(sm_x10: u32, ptx: u32) -> Native {
        Native { f16_add: sm_x10 >= 700 && ptx >= 63, bf16_add: sm_x10 >= 900 && ptx >= 78 }
    }
}

/// The module with every atomic that needs it expanded, or `None` when none does.
pub fn expand(module: &Module, native: Native) -> Option<Module> {
    let needs = |m: &Module, f: &Function, i: &Inst| match &i.op {
        Opcode::AtomicRmw { op, .. } => needs_loop(m, ATOMIC_RMW_OPS[usize::from(*op)], m.value_type(f, i.operands[1]), native),
        Opcode::CmpXchg { .. } => m.types.int_width(m.value_type(f, i.operands[1])).is_some_and(|w| w < 32),
        _ => false,
    };
    super::ir_rewrite::rewrite_each(module, needs, |m, f, b, k, serial| Expander { m, f, serial }.expand_at(b, k))
}

/// Whether `atomicrmw op` on `ty` has no PTX instruction (and so becomes a CAS loop).
fn needs_loop(m: &Module, op: &str, ty: TypeId, native: Native) -> bool {
    let t = m.types.get(ty).clone();
    let bits = match t {
        Type::Int(w) => w,
        Type::Half | Type::BFloat => 16,
        Type::Float => 32,
        Type::Double => 64,
        Type::Ptr(_) => return false,
        // Float vectors of 32 bits (`<2 x half>`, `<2 x bfloat>`): LLVM 22 expands every
        // operation on them to a CAS loop on the whole word (add.rn.f16x2 / max.f16x2 /
        // min.NaN.f16x2 on the loaded b32), at every SM. (It does the same for `<2 x float>` on a
        // b64; here that one still reaches the DAG, whose v2f32 loop phi is not split yet.)
        Type::Vector { len, elem } if vector_word_bits(m, len, elem).is_some() => return op != "xchg",
        // Other vector atomics stay as they are.
        _ => return false,
    };
    let is_int = matches!(t, Type::Int(_));
    let native = match (is_int, bits) {
        (true, 32) => matches!(op, "xchg" | "add" | "sub" | "and" | "or" | "xor" | "max" | "min" | "umax" | "umin" | "uinc_wrap" | "udec_wrap"),
        (true, 64) => matches!(op, "xchg" | "add" | "sub" | "and" | "or" | "xor" | "max" | "min" | "umax" | "umin"),
        (false, 32 | 64) if matches!(t, Type::Float | Type::Double) => matches!(op, "xchg" | "fadd"),
        (false, 16) if op == "fadd" => if t == Type::Half { native.f16_add } else { native.bf16_add },
        (true, 8 | 16) | (false, 16 | 32) => false,
        _ => return false,
    };
    !native
}

/// The width of a float vector that an atomic CAS loop handles as one integer word (32).
fn vector_word_bits(m: &Module, len: u32, elem: TypeId) -> Option<u32> {
    let e = match m.types.get(elem) {
        Type::Half | Type::BFloat => 16,
        Type::Float => 32,
        _ => return None,
    };
    let bits = e * len;
    (bits == 32).then_some(bits)
}

struct Expander<'a> {
    m: &'a mut Module,
    f: &'a mut Function,
    serial: u32,
}

impl Expander<'_> {
    fn span(&self, id: InstId) -> crate::diag::Span {
        self.f.inst(id).span
    }

    /// Appends an instruction to block `b`.
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

    /// The i1 (or vector of i1) type a comparison of `ty` values gives.
    fn cmp_ty(&mut self, ty: TypeId) -> TypeId {
        match self.m.types.get(ty).clone() {
            Type::Vector { len, .. } => self.m.types.intern(Type::Vector { len, elem: TypeTable::I1 }),
            _ => TypeTable::I1,
        }
    }

    fn bin(&mut self, b: BlockId, op: BinaryOp, x: Value, y: Value, s: crate::diag::Span) -> Value {
        let ty = self.ty_of(x);
        self.push(b, Opcode::Binary(op), ty, vec![x, y], s)
    }

    fn icmp(&mut self, b: BlockId, pred: u8, x: Value, y: Value, s: crate::diag::Span) -> Value {
        let ty = self.ty_of(x);
        let ct = self.cmp_ty(ty);
        self.push(b, Opcode::ICmp(pred), ct, vec![x, y], s)
    }

    fn fcmp(&mut self, b: BlockId, pred: u8, x: Value, y: Value, s: crate::diag::Span) -> Value {
        let ty = self.ty_of(x);
        let ct = self.cmp_ty(ty);
        self.push(b, Opcode::FCmp(pred), ct, vec![x, y], s)
    }

    fn select(&mut self, b: BlockId, c: Value, x: Value, y: Value, s: crate::diag::Span) -> Value {
        let ty = self.ty_of(x);
        self.push(b, Opcode::Select, ty, vec![c, x, y], s)
    }

    fn cast(&mut self, b: BlockId, op: CastOp, x: Value, to: TypeId, s: crate::diag::Span) -> Value {
        if self.ty_of(x) == to {
            return x;
        }
        self.push(b, Opcode::Cast(op), to, vec![x], s)
    }

    /// `old <op> v` for one `atomicrmw` operation.
    fn apply(&mut self, b: BlockId, op: &str, old: Value, v: Value, s: crate::diag::Span) -> Value {
        let ty = self.ty_of(old);
        // Predicates: icmp eq 0, ugt 2, uge 3, ult 4, sgt 6, slt 8; fcmp ogt 2, olt 4, uno 8.
        match op {
            "xchg" => v,
            "add" => self.bin(b, BinaryOp::Add, old, v, s),
            "sub" => self.bin(b, BinaryOp::Sub, old, v, s),
            "and" => self.bin(b, BinaryOp::And, old, v, s),
            "or" => self.bin(b, BinaryOp::Or, old, v, s),
            "xor" => self.bin(b, BinaryOp::Xor, old, v, s),
            "nand" => {
                let a = self.bin(b, BinaryOp::And, old, v, s);
                let ones = self.int(ty, -1);
                self.bin(b, BinaryOp::Xor, a, ones, s)
            }
            "max" | "min" | "umax" | "umin" => {
                let pred = match op {
                    "max" => 6,
                    "min" => 8,
                    "umax" => 2,
                    _ => 4,
                };
                let c = self.icmp(b, pred, old, v, s);
                self.select(b, c, old, v, s)
            }
            "fadd" => self.bin(b, BinaryOp::FAdd, old, v, s),
            "fsub" => self.bin(b, BinaryOp::FSub, old, v, s),
            // LLVM's AtomicExpand builds these with the intrinsics (maxnum/minnum: a NaN
            // operand gives the other; maximum/minimum: NaN-propagating): max.f32, min.NaN.f16...
            "fmax" | "fmin" | "fmaximum" | "fminimum" if self.float_suffix(ty).is_some() => {
                let base = match op {
                    "fmax" => "maxnum",
                    "fmin" => "minnum",
                    "fmaximum" => "maximum",
                    _ => "minimum",
                };
                self.call_intrinsic(b, base, old, v, s)
            }
            "fmax" | "fmin" | "fmaximum" | "fminimum" => {
                let pred = if op.contains("max") { 2 } else { 4 };
                let c = self.fcmp(b, pred, old, v, s);
                let r = self.select(b, c, old, v, s);
                if op.ends_with("imum") {
                    // NaN-propagating: a NaN operand makes a NaN (their sum is one).
                    let nan = self.bin(b, BinaryOp::FAdd, old, v, s);
                    let uno = self.fcmp(b, 8, old, v, s);
                    self.select(b, uno, nan, r, s)
                } else {
                    // maxnum/minnum: a NaN `v` leaves `old`.
                    let uno = self.fcmp(b, 8, v, v, s);
                    self.select(b, uno, old, r, s)
                }
            }
            "uinc_wrap" => {
                let c = self.icmp(b, 3, old, v, s);
                let one = self.int(ty, 1);
                let inc = self.bin(b, BinaryOp::Add, old, one, s);
                let zero = self.int(ty, 0);
                self.select(b, c, zero, inc, s)
            }
            "udec_wrap" => {
                let zero = self.int(ty, 0);
                let z = self.icmp(b, 0, old, zero, s);
                let g = self.icmp(b, 2, old, v, s);
                let c = self.bin(b, BinaryOp::Or, z, g, s);
                let one = self.int(ty, 1);
                let dec = self.bin(b, BinaryOp::Sub, old, one, s);
                self.select(b, c, v, dec, s)
            }
            "usub_cond" | "usub_sat" => {
                let c = self.icmp(b, 3, old, v, s);
                let d = self.bin(b, BinaryOp::Sub, old, v, s);
                let other = if op == "usub_cond" { old } else { self.int(ty, 0) };
                self.select(b, c, d, other, s)
            }
            _ => v,
        }
    }

    /// The overload suffix of a float type or float vector (`f32`, `v2f16`).
    fn float_suffix(&self, ty: TypeId) -> Option<String> {
        let scalar = |t: &Type| match t {
            Type::Half => Some("f16"),
            Type::BFloat => Some("bf16"),
            Type::Float => Some("f32"),
            Type::Double => Some("f64"),
            _ => None,
        };
        match self.m.types.get(ty) {
            Type::Vector { len, elem } => scalar(self.m.types.get(*elem)).map(|e| format!("v{len}{e}")),
            t => scalar(t).map(str::to_string),
        }
    }

    /// `call T @llvm.<base>.<T>(T x, T y)` appended to `b`, declaring the intrinsic if the
    /// module does not yet.
    fn call_intrinsic(&mut self, b: BlockId, base: &str, x: Value, y: Value, s: crate::diag::Span) -> Value {
        let ty = self.ty_of(x);
        let name = format!("llvm.{base}.{}", self.float_suffix(ty).unwrap_or_default());
        let fid = match self.m.function_by_name(&name) {
            Some(fid) => fid,
            None => {
                let mut decl = Function::placeholder(name, ty, false);
                decl.params = vec![crate::ir::module::Param { ty, attrs: Vec::new(), name: None }; 2];
                self.m.functions.push(decl);
                crate::ir::module::FuncId(self.m.functions.len() as u32 - 1)
            }
        };
        let callee = Value::Const(self.m.intern_const(Const { ty: TypeTable::PTR, kind: ConstKind::Function(fid) }));
        let fn_ty = self.m.types.intern(Type::Function { ret: ty, params: vec![ty, ty], vararg: false });
        let call = crate::ir::module::Call { fn_ty, tail: None, cc: crate::ir::module::CallingConv::C, ret_attrs: Vec::new(), arg_attrs: vec![Vec::new(); 2], fn_attrs: Vec::new(), bundles: None };
        self.push(b, Opcode::Call(Box::new(call)), ty, vec![x, y, callee], s)
    }

    /// The bit width of a value type the expansion handles.
    fn bits(&self, ty: TypeId) -> u32 {
        match self.m.types.get(ty) {
            Type::Int(w) => *w,
            Type::Half | Type::BFloat => 16,
            Type::Float => 32,
            Type::Double => 64,
            Type::Vector { len, elem } => vector_word_bits(self.m, *len, *elem).unwrap_or(32),
            _ => 32,
        }
    }

    /// Splits block `b` after instruction `k` (which is removed): returns the block holding the
    /// rest, whose phis' successors now name it.
    fn split(&mut self, b: BlockId, k: usize, span: crate::diag::Span) -> BlockId {
        let done = self.new_block("atomic.done", span);
        let tail: Vec<InstId> = self.f.blocks[b.index()].insts.split_off(k + 1);
        self.f.blocks[b.index()].insts.pop();
        for &i in &tail {
            self.f.insts[i.index()].block = done;
        }
        self.f.blocks[done.index()].insts = tail;
        for inst in &mut self.f.insts {
            if let Opcode::Phi { blocks } = &mut inst.op {
                for pb in blocks.iter_mut() {
                    if *pb == b {
                        *pb = done;
                    }
                }
            }
        }
        done
    }

    fn replace_uses(&mut self, old: InstId, new: Value) {
        for inst in &mut self.f.insts {
            for v in &mut inst.operands {
                if *v == Value::Inst(old) {
                    *v = new;
                }
            }
        }
    }

    /// The words of a sub-word `cmpxchg` on its aligned 32-bit word, in block `b`: the word's
    /// address, the lane's shift and inverted mask, the expected and new values shifted into the
    /// lane, and a plain load of the word as it is now.
    fn subword_cas_words(&mut self, b: BlockId, p: Value, cmp: Value, newv: Value, s: crate::diag::Span) -> (Value, Value, Value, Value, Value, Value) {
        let bits = self.bits(self.ty_of(cmp));
        let (aligned, shift, inv) = self.word_of(b, p, bits, s);
        let cw = self.cast(b, CastOp::ZExt, cmp, TypeTable::I32, s);
        let cw = self.bin(b, BinaryOp::Shl, cw, shift, s);
        let nw = self.cast(b, CastOp::ZExt, newv, TypeTable::I32, s);
        let nw = self.bin(b, BinaryOp::Shl, nw, shift, s);
        let init = self.push(b, Opcode::Load { align: Some(4), volatile: false, atomic: None }, TypeTable::I32, vec![aligned], s);
        (aligned, shift, inv, cw, nw, init)
    }

    /// The aligned i32 word holding `p`, the lane's shift and its inverted mask.
    fn word_of(&mut self, b: BlockId, p: Value, bits: u32, s: crate::diag::Span) -> (Value, Value, Value) {
        let pty = self.ty_of(p);
        // An address at a known offset of a variable aligned to 4 or more: its word and lane are
        // constants (what LLVM's InstSimplify-folding builder makes of the mask and shift).
        if let Some((aligned, lane)) = self.known_word(p) {
            let shift = self.int(TypeTable::I32, i128::from(lane * 8));
            let inv = self.int(TypeTable::I32, i128::from(!((((1u64 << bits) - 1) << (lane * 8)) as u32) as i32));
            return (aligned, shift, inv);
        }
        let pi = self.cast(b, CastOp::PtrToInt, p, TypeTable::I64, s);
        let m4 = self.int(TypeTable::I64, -4);
        let ai = self.bin(b, BinaryOp::And, pi, m4, s);
        let aligned = self.cast(b, CastOp::IntToPtr, ai, pty, s);
        let three = self.int(TypeTable::I64, 3);
        let off = self.bin(b, BinaryOp::And, pi, three, s);
        let off32 = self.cast(b, CastOp::Trunc, off, TypeTable::I32, s);
        let k3 = self.int(TypeTable::I32, 3);
        let shift = self.bin(b, BinaryOp::Shl, off32, k3, s);
        let lane = self.int(TypeTable::I32, (1i128 << bits) - 1);
        let mask = self.bin(b, BinaryOp::Shl, lane, shift, s);
        let ones = self.int(TypeTable::I32, -1);
        let inv = self.bin(b, BinaryOp::Xor, mask, ones, s);
        (aligned, shift, inv)
    }

    /// The lane mask of a word whose other lanes' mask is `inv` (its complement): the value
    /// `inv` was made from where it was (so the loop does not compute `not` of a `not`), else
    /// `inv ^ -1` in block `b`.
    fn mask_of(&mut self, b: BlockId, inv: Value, s: crate::diag::Span) -> Value {
        let all_ones = |m: &Module, v: Value| matches!(v, Value::Const(c) if matches!(m.constant(c).kind, ConstKind::Int(-1)) || matches!(m.constant(c).kind, ConstKind::Int(k) if k == i128::from(u32::MAX)));
        match inv {
            Value::Const(c) => {
                if let ConstKind::Int(k) = self.m.constant(c).kind {
                    return self.int(TypeTable::I32, i128::from(!(k as u32) as i32));
                }
            }
            Value::Inst(i) => {
                let inst = self.f.inst(i);
                if matches!(inst.op, Opcode::Binary(BinaryOp::Xor)) && all_ones(self.m, inst.operands[1]) {
                    return inst.operands[0];
                }
            }
            _ => {}
        }
        let ones = self.int(TypeTable::I32, -1);
        self.bin(b, BinaryOp::Xor, inv, ones, s)
    }

    /// For `p` a variable aligned to 4 or more plus a constant: its aligned word's address (the
    /// variable plus a constant, a constant expression) and the byte lane in it.
    fn known_word(&mut self, p: Value) -> Option<(Value, u32)> {
        let (g, offset) = super::build::const_load::base_and_offset(self.m, self.f, p, 0)?;
        let global = self.m.globals.get(g)?;
        let align = global.align.or_else(|| super::layout::size_align(&self.m.types, global.ty).map(|l| l.align))?;
        if align < 4 {
            return None;
        }
        let lane = offset.rem_euclid(4);
        let word = offset - lane;
        let pty = self.ty_of(p);
        let base = self.m.intern_const(Const { ty: pty, kind: ConstKind::Global(crate::ir::module::GlobalId(g as u32)) });
        let aligned = if word == 0 {
            base
        } else {
            let k = self.m.intern_const(Const { ty: TypeTable::I64, kind: ConstKind::Int(word) });
            let i8t = self.m.types.int(8);
            let e = crate::ir::module::ConstExpr { op: Opcode::GetElementPtr { source: i8t }, operands: vec![base, k], flags: Flags::default() };
            self.m.intern_const(Const { ty: pty, kind: ConstKind::Expr(e) })
        };
        Some((Value::Const(aligned), lane as u32))
    }

    fn pair_ty(&mut self, t: TypeId) -> TypeId {
        self.m.types.intern(Type::Struct { fields: vec![t, TypeTable::I1], packed: false })
    }

    fn expand_at(&mut self, b: BlockId, k: usize) {
        let id = self.f.blocks[b.index()].insts[k];
        let inst = self.f.inst(id).clone();
        let s = self.span(id);
        if let Opcode::AtomicRmw { op, volatile, atomic, .. } = &inst.op {
            let name = ATOMIC_RMW_OPS[usize::from(*op)];
            let t = self.ty_of(inst.operands[1]);
            if matches!(name, "and" | "or" | "xor") && matches!(self.m.types.get(t), Type::Int(8 | 16)) {
                self.widen_at(b, k, *op, *volatile, atomic.clone());
                return;
            }
        }
        // A weak sub-word cmpxchg may fail spuriously: one compare-and-swap on the word, no
        // retry loop (LLVM's expandPartwordCmpXchg for a weak one).
        if let Opcode::CmpXchg { weak: true, volatile, atomic, failure, .. } = &inst.op {
            self.weak_cmpxchg_at(b, k, *volatile, atomic.clone(), *failure);
            return;
        }
        // The loop block (and a cmpxchg's retry check) right after the atomic's block, then the
        // rest: LLVM's atomicrmw.start / atomicrmw.end order, so the loop falls through to its exit.
        let lp = self.new_block("atomic.loop", s);
        let check_block = matches!(inst.op, Opcode::CmpXchg { .. }).then(|| self.new_block("atomic.check", s));
        let done = self.split(b, k, s);
        let p = self.specific_pointer(inst.operands[0]);
        match inst.op {
            Opcode::AtomicRmw { op, volatile, atomic, align } => {
                let op = ATOMIC_RMW_OPS[usize::from(op)];
                let v = inst.operands[1];
                let t = self.ty_of(v);
                let bits = self.bits(t);
                let failure = failure_of(atomic.ordering);
                let it = self.m.types.int(bits.max(32));
                let pair = self.pair_ty(it);
                let cas = |atomic: Atomic| Opcode::CmpXchg { weak: false, volatile, atomic, failure, align: Some(u64::from(bits.max(32) / 8)) };
                let result = if bits >= 32 {
                    let init = self.push(b, Opcode::Load { align: align.or(Some(u64::from(bits / 8))), volatile: false, atomic: None }, t, vec![p], s);
                    self.push(b, Opcode::Br, TypeTable::VOID, vec![Value::Block(lp)], s);
                    // The phi's second operand is patched once the loop's value exists.
                    let old = self.push(lp, Opcode::Phi { blocks: vec![b, lp] }, t, vec![init, init], s);
                    let new = self.apply(lp, op, old, v, s);
                    let oi = self.cast(lp, CastOp::BitCast, old, it, s);
                    let ni = self.cast(lp, CastOp::BitCast, new, it, s);
                    let x = self.push(lp, cas(atomic), pair, vec![p, oi, ni], s);
                    let seen_i = self.push(lp, Opcode::ExtractValue(vec![0]), it, vec![x], s);
                    let ok = self.push(lp, Opcode::ExtractValue(vec![1]), TypeTable::I1, vec![x], s);
                    let seen = self.cast(lp, CastOp::BitCast, seen_i, t, s);
                    self.patch_phi(old, seen);
                    self.push(lp, Opcode::Br, TypeTable::VOID, vec![ok, Value::Block(done), Value::Block(lp)], s);
                    old
                } else {
                    let (aligned, shift, inv) = self.word_of(b, p, bits, s);
                    // Values cross blocks as i32 (8-bit values have no register of their own).
                    let nt = self.m.types.int(bits);
                    let vn = self.cast(b, CastOp::BitCast, v, nt, s);
                    let vw = self.cast(b, CastOp::ZExt, vn, TypeTable::I32, s);
                    let int_op = matches!(self.m.types.get(t), Type::Int(_));
                    // xchg, add, sub and nand work on the whole word with the value shifted into
                    // its lane, computed once before the loop (LLVM's performMaskedAtomicOp).
                    let on_word = op == "xchg" || (int_op && matches!(op, "add" | "sub" | "nand"));
                    let shifted = if on_word { Some(self.bin(b, BinaryOp::Shl, vw, shift, s)) } else { None };
                    let init = self.push(b, Opcode::Load { align: Some(4), volatile: false, atomic: None }, TypeTable::I32, vec![aligned], s);
                    self.push(b, Opcode::Br, TypeTable::VOID, vec![Value::Block(lp)], s);
                    let w = self.push(lp, Opcode::Phi { blocks: vec![b, lp] }, TypeTable::I32, vec![init, init], s);
                    let rest = self.bin(lp, BinaryOp::And, w, inv, s);
                    let desired = if let Some(shifted) = shifted {
                        if op == "xchg" {
                            self.bin(lp, BinaryOp::Or, rest, shifted, s)
                        } else {
                            // The carry or borrow out of the lane is masked off.
                            let new = self.apply(lp, op, w, shifted, s);
                            let mask = self.mask_of(lp, inv, s);
                            let lane = self.bin(lp, BinaryOp::And, new, mask, s);
                            self.bin(lp, BinaryOp::Or, rest, lane, s)
                        }
                    } else {
                        let cur = self.bin(lp, BinaryOp::LShr, w, shift, s);
                        let cur_n = self.cast(lp, CastOp::Trunc, cur, nt, s);
                        let old = self.cast(lp, CastOp::BitCast, cur_n, t, s);
                        let vn = self.cast(lp, CastOp::Trunc, vw, nt, s);
                        let v = self.cast(lp, CastOp::BitCast, vn, t, s);
                        let new = self.apply(lp, op, old, v, s);
                        let new_n = self.cast(lp, CastOp::BitCast, new, nt, s);
                        let new_w = self.cast(lp, CastOp::ZExt, new_n, TypeTable::I32, s);
                        let placed = self.bin(lp, BinaryOp::Shl, new_w, shift, s);
                        self.bin(lp, BinaryOp::Or, rest, placed, s)
                    };
                    let x = self.push(lp, cas(atomic), pair, vec![aligned, w, desired], s);
                    let seen = self.push(lp, Opcode::ExtractValue(vec![0]), TypeTable::I32, vec![x], s);
                    let ok = self.push(lp, Opcode::ExtractValue(vec![1]), TypeTable::I1, vec![x], s);
                    self.patch_phi(w, seen);
                    self.push(lp, Opcode::Br, TypeTable::VOID, vec![ok, Value::Block(done), Value::Block(lp)], s);
                    // The old value, taken out of the word again in `done`.
                    let cur = self.push_front(done, Opcode::Binary(BinaryOp::LShr), TypeTable::I32, vec![w, shift], s);
                    let cur_n = self.insert_after(done, cur, Opcode::Cast(CastOp::Trunc), nt, vec![cur], s);
                    if t == nt {
                        cur_n
                    } else {
                        self.insert_after(done, cur_n, Opcode::Cast(CastOp::BitCast), t, vec![cur_n], s)
                    }
                };
                self.replace_uses(id, result);
            }
            Opcode::CmpXchg { weak: _, volatile, atomic, failure, align: _ } => {
                let (cmp, newv) = (inst.operands[1], inst.operands[2]);
                let t = self.ty_of(cmp);
                let Some(check) = check_block else { return };
                let (aligned, shift, inv, cw, nw, init) = self.subword_cas_words(b, p, cmp, newv, s);
                let rest0 = self.bin(b, BinaryOp::And, init, inv, s);
                self.push(b, Opcode::Br, TypeTable::VOID, vec![Value::Block(lp)], s);
                let rest = self.push(lp, Opcode::Phi { blocks: vec![b, check] }, TypeTable::I32, vec![rest0, rest0], s);
                let expected = self.bin(lp, BinaryOp::Or, rest, cw, s);
                let desired = self.bin(lp, BinaryOp::Or, rest, nw, s);
                let pair = self.pair_ty(TypeTable::I32);
                let x = self.push(lp, Opcode::CmpXchg { weak: false, volatile, atomic, failure, align: Some(4) }, pair, vec![aligned, expected, desired], s);
                let got = self.push(lp, Opcode::ExtractValue(vec![0]), TypeTable::I32, vec![x], s);
                let ok = self.push(lp, Opcode::ExtractValue(vec![1]), TypeTable::I1, vec![x], s);
                self.push(lp, Opcode::Br, TypeTable::VOID, vec![ok, Value::Block(done), Value::Block(check)], s);
                // Failed: retry when only the other bytes of the word changed.
                let rest1 = self.bin(check, BinaryOp::And, got, inv, s);
                self.patch_phi(rest, rest1);
                let changed = self.icmp(check, 1, rest1, rest, s);
                self.push(check, Opcode::Br, TypeTable::VOID, vec![changed, Value::Block(lp), Value::Block(done)], s);
                // The result pair, at the head of `done`.
                let tru = self.int(TypeTable::I1, -1);
                let fals = self.int(TypeTable::I1, 0);
                let okd = self.push_front(done, Opcode::Phi { blocks: vec![lp, check] }, TypeTable::I1, vec![tru, fals], s);
                let shifted = self.insert_after(done, okd, Opcode::Binary(BinaryOp::LShr), TypeTable::I32, vec![got, shift], s);
                let oldv = self.insert_after(done, shifted, Opcode::Cast(CastOp::Trunc), t, vec![shifted], s);
                let pt = inst.ty;
                let poison = Value::Const(self.m.intern_const(Const { ty: pt, kind: ConstKind::Poison }));
                let s0 = self.insert_after(done, oldv, Opcode::InsertValue(vec![0]), pt, vec![poison, oldv], s);
                let s1 = self.insert_after(done, s0, Opcode::InsertValue(vec![1]), pt, vec![s0, okd], s);
                self.replace_uses(id, s1);
            }
            _ => {}
        }
    }

    /// `p` without an `addrspacecast` from the global or shared space to the generic one: the
    /// loop's accesses are then made in that space (`atom.global.cas`), as LLVM 22's
    /// InferAddressSpaces makes them after AtomicExpand.
    fn specific_pointer(&self, p: Value) -> Value {
        let Value::Inst(i) = p else { return p };
        let inst = self.f.inst(i);
        if !matches!(inst.op, Opcode::Cast(CastOp::AddrSpaceCast)) || !matches!(self.m.types.get(inst.ty), Type::Ptr(0)) {
            return p;
        }
        match inst.operands.first() {
            Some(&x) if matches!(self.m.types.get(self.ty_of(x)), Type::Ptr(1 | 3)) => x,
            _ => p,
        }
    }

    /// An 8/16-bit `atomicrmw and/or/xor` as the same operation on its aligned 32-bit word, with
    /// no loop (LLVM's `widenPartwordAtomicRMW`): the value shifted into its lane, the other
    /// lanes' bits 0 for or/xor and 1 for and, so they keep their value; the old value is the
    /// lane of the word the atomic returns.
    fn widen_at(&mut self, b: BlockId, k: usize, op: u8, volatile: bool, atomic: Atomic) {
        let id = self.f.blocks[b.index()].insts[k];
        let inst = self.f.inst(id).clone();
        let s = self.span(id);
        let (p, v) = (self.specific_pointer(inst.operands[0]), inst.operands[1]);
        let t = self.ty_of(v);
        let bits = self.bits(t);
        let before = self.f.blocks[b.index()].insts.len();
        let (aligned, shift, inv) = self.word_of(b, p, bits, s);
        let vw = self.cast(b, CastOp::ZExt, v, TypeTable::I32, s);
        let placed = self.bin(b, BinaryOp::Shl, vw, shift, s);
        let operand = if ATOMIC_RMW_OPS[usize::from(op)] == "and" { self.bin(b, BinaryOp::Or, placed, inv, s) } else { placed };
        let word = self.push(b, Opcode::AtomicRmw { op, volatile, atomic, align: Some(4) }, TypeTable::I32, vec![aligned, operand], s);
        let cur = self.bin(b, BinaryOp::LShr, word, shift, s);
        let result = self.cast(b, CastOp::Trunc, cur, t, s);
        // The new instructions take the atomic's place in the block.
        let insts = &mut self.f.blocks[b.index()].insts;
        let added: Vec<InstId> = insts.split_off(before);
        insts.splice(k..=k, added);
        self.replace_uses(id, result);
    }

    /// A weak 8/16-bit `cmpxchg` as one weak `cmpxchg` on its aligned 32-bit word, the other
    /// lanes expected as last read: the old value is the lane of what the word held, the success
    /// flag the word's.
    fn weak_cmpxchg_at(&mut self, b: BlockId, k: usize, volatile: bool, atomic: Atomic, failure: u8) {
        let id = self.f.blocks[b.index()].insts[k];
        let inst = self.f.inst(id).clone();
        let s = self.span(id);
        let p = self.specific_pointer(inst.operands[0]);
        let (cmp, newv) = (inst.operands[1], inst.operands[2]);
        let t = self.ty_of(cmp);
        let before = self.f.blocks[b.index()].insts.len();
        let (aligned, shift, inv, cw, nw, init) = self.subword_cas_words(b, p, cmp, newv, s);
        let rest = self.bin(b, BinaryOp::And, init, inv, s);
        let expected = self.bin(b, BinaryOp::Or, rest, cw, s);
        let desired = self.bin(b, BinaryOp::Or, rest, nw, s);
        let pair = self.pair_ty(TypeTable::I32);
        let x = self.push(b, Opcode::CmpXchg { weak: true, volatile, atomic, failure, align: Some(4) }, pair, vec![aligned, expected, desired], s);
        let got = self.push(b, Opcode::ExtractValue(vec![0]), TypeTable::I32, vec![x], s);
        let ok = self.push(b, Opcode::ExtractValue(vec![1]), TypeTable::I1, vec![x], s);
        let shifted = self.bin(b, BinaryOp::LShr, got, shift, s);
        let oldv = self.cast(b, CastOp::Trunc, shifted, t, s);
        let pt = inst.ty;
        let poison = Value::Const(self.m.intern_const(Const { ty: pt, kind: ConstKind::Poison }));
        let s0 = self.push(b, Opcode::InsertValue(vec![0]), pt, vec![poison, oldv], s);
        let s1 = self.push(b, Opcode::InsertValue(vec![1]), pt, vec![s0, ok], s);
        // The new instructions take the cmpxchg's place in the block.
        let insts = &mut self.f.blocks[b.index()].insts;
        let added: Vec<InstId> = insts.split_off(before);
        insts.splice(k..=k, added);
        self.replace_uses(id, s1);
    }

    fn patch_phi(&mut self, phi: Value, incoming: Value) {
        if let Value::Inst(i) = phi {
            self.f.insts[i.index()].operands[1] = incoming;
        }
    }

    fn push_front(&mut self, b: BlockId, op: Opcode, ty: TypeId, operands: Vec<Value>, span: crate::diag::Span) -> Value {
        let v = self.push(b, op, ty, operands, span);
        let insts = &mut self.f.blocks[b.index()].insts;
        let last = insts.pop().unwrap_or(InstId(0));
        insts.insert(0, last);
        v
    }

    fn insert_after(&mut self, b: BlockId, after: Value, op: Opcode, ty: TypeId, operands: Vec<Value>, span: crate::diag::Span) -> Value {
        let v = self.push(b, op, ty, operands, span);
        let insts = &mut self.f.blocks[b.index()].insts;
        let last = insts.pop().unwrap_or(InstId(0));
        let at = match after {
            Value::Inst(a) => insts.iter().position(|&i| i == a).map_or(0, |p| p + 1),
            _ => 0,
        };
        insts.insert(at, last);
        v
    }
}

/// The failure ordering of the loop's cmpxchg for a success ordering (LLVM's
/// `getStrongestFailureOrdering`): release -> monotonic, acq_rel -> acquire.
fn failure_of(ordering: u8) -> u8 {
    match ordering {
        3 => 1,
        4 => 2,
        o => o,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expanded(src: &str) -> String {
        let (m, d) = crate::ir::parse_and_verify(src);
        assert!(d.is_empty(), "{d:?}");
        let m = expand(&m, Native::default()).expect("something to expand");
        crate::ir::printer::print_lines(&m).into_iter().map(|(t, _)| t).collect::<Vec<_>>().join("\n")
    }

    #[test]
    fn nand_becomes_a_cas_loop() {
        let out = expanded("define ptx_kernel void @k(ptr %p, i32 %v) {\n  %o = atomicrmw nand ptr %p, i32 %v monotonic\n  store i32 %o, ptr %p\n  ret void\n}\n");
        assert!(out.contains("cmpxchg ptr %p"), "{out}");
        assert!(out.contains("atomic.loop0:"), "{out}");
        assert!(!out.contains("atomicrmw"), "{out}");
    }

    #[test]
    fn native_atomics_are_left_alone() {
        let (m, _) = crate::ir::parse_and_verify("define ptx_kernel void @k(ptr %p, i32 %v) {\n  %o = atomicrmw add ptr %p, i32 %v monotonic\n  ret void\n}\n");
        assert!(expand(&m, Native::default()).is_none());
    }

    #[test]
    fn an_i8_cmpxchg_works_on_its_word() {
        let out = expanded("define ptx_kernel void @k(ptr %p, i8 %a, i8 %b) {\n  %x = cmpxchg ptr %p, i8 %a, i8 %b monotonic monotonic\n  %r = extractvalue { i8, i1 } %x, 0\n  store i8 %r, ptr %p\n  ret void\n}\n");
        assert!(out.contains("cmpxchg ptr"), "{out}");
        assert!(out.contains("i32"), "{out}");
        assert!(out.contains("atomic.check0:"), "{out}");
    }

    #[test]
    fn a_weak_i8_cmpxchg_is_one_cas_on_its_word() {
        let out = expanded("define ptx_kernel void @k(ptr %p, i8 %a, i8 %b) {\n  %x = cmpxchg weak ptr %p, i8 %a, i8 %b monotonic monotonic\n  %r = extractvalue { i8, i1 } %x, 0\n  store i8 %r, ptr %p\n  ret void\n}\n");
        assert_eq!(out.matches("cmpxchg weak ptr").count(), 1, "{out}");
        assert!(out.contains("i32"), "{out}");
        assert!(!out.contains("atomic.loop") && !out.contains("atomic.check"), "{out}");
    }

    #[test]
    fn half_and_bfloat_fadd_are_native_where_the_target_has_them() {
        let (m, _) = crate::ir::parse_and_verify("define ptx_kernel void @k(ptr %p, half %h, bfloat %b) {\n  %x = atomicrmw fadd ptr %p, half %h monotonic\n  %y = atomicrmw fadd ptr %p, bfloat %b monotonic\n  ret void\n}\n");
        assert!(expand(&m, Native::new(900, 78)).is_none());
        // sm_80: the half one is native, the bfloat one a loop.
        let out = crate::ir::printer::print_lines(&expand(&m, Native::new(800, 78)).expect("bfloat loop")).into_iter().map(|(t, _)| t).collect::<Vec<_>>().join("\n");
        assert!(out.contains("atomicrmw fadd ptr %p, half %h"), "{out}");
        assert!(!out.contains("bfloat %b monotonic"), "{out}");
        // sm_60: both loops.
        let out = crate::ir::printer::print_lines(&expand(&m, Native::new(600, 78)).expect("loops")).into_iter().map(|(t, _)| t).collect::<Vec<_>>().join("\n");
        assert!(!out.contains("atomicrmw"), "{out}");
    }
}

/// 128-bit atomics (`atomicrmw xchg` and `cmpxchg` on i128): from sm_90 with PTX 8.3 LLVM 22
/// lowers them to `atom.<sem>.<scope><space>.exch.b128` / `.cas.b128` on a `.b128` register
/// built from the two 64-bit halves, in a braced block with its own `.reg .b128` declarations;
/// here the same block is an inline asm of the halves, and the result is joined again. Below
/// that floor the seed's verbatim diagnostic (seed 000; LLVM 22 says "unsupported cmpxchg").
/// `Ok(None)` when the module has no 128-bit atomic.
pub fn b128(module: &Module, supported: bool) -> Result<Option<Module>, Vec<crate::diag::Diagnostic>> {
    let is_b128 = |m: &Module, f: &Function, i: &Inst| match &i.op {
        Opcode::AtomicRmw { .. } | Opcode::CmpXchg { .. } => m.types.int_width(m.value_type(f, i.operands[1])) == Some(128),
        _ => false,
    };
    let spans: Vec<crate::diag::Span> = module
        .functions
        .iter()
        .flat_map(|f| f.blocks.iter().flat_map(move |b| b.insts.iter().map(move |&i| (f, f.inst(i)))))
        .filter(|(f, i)| is_b128(module, f, i))
        .map(|(_, i)| i.span)
        .collect();
    if spans.is_empty() {
        return Ok(None);
    }
    if !supported {
        return Err(spans.into_iter().map(|s| crate::diag::Diagnostic::error("SelectionDAG build", s, crate::target::messages::ATOMICS_128B_NOT_SUPPORTED)).collect());
    }
    let mut m = module.clone();
    for fi in 0..m.functions.len() {
        let mut f = std::mem::replace(&mut m.functions[fi], Function::placeholder(String::new(), TypeTable::VOID, false));
        loop {
            let found = f.blocks.iter().enumerate().find_map(|(b, bl)| bl.insts.iter().position(|&i| is_b128(&m, &f, f.inst(i))).map(|k| (b, k)));
            let Some((b, k)) = found else { break };
            let mut x = Expander { m: &mut m, f: &mut f, serial: 0 };
            x.b128_at(BlockId(b as u32), k);
        }
        m.functions[fi] = f;
    }
    Ok(Some(m))
}

/// The `.sem` and `.scope` qualifiers of a 128-bit atom, and the fence a seq_cst one needs first.
fn b128_qualifiers(a: &Atomic) -> (String, &'static str) {
    let scope = match a.scope.as_deref() {
        None | Some("system") => ".sys",
        Some("device") => ".gpu",
        Some("block") => ".cta",
        Some("cluster") => ".cluster",
        _ => "",
    };
    let (fence, sem) = match crate::ir::module::ORDERINGS.get(usize::from(a.ordering)).copied() {
        Some("acquire") => (String::new(), "acquire"),
        Some("release") => (String::new(), "release"),
        Some("acq_rel") => (String::new(), "acq_rel"),
        Some("seq_cst") => (format!("fence.sc{scope};\n\t"), "acquire"),
        _ => (String::new(), "relaxed"),
    };
    (format!("{fence}atom.{sem}{scope}"), scope)
}

impl Expander<'_> {
    /// Inserts an instruction into block `b` at position `at`.
    fn insert(&mut self, b: BlockId, at: usize, op: Opcode, ty: TypeId, operands: Vec<Value>, span: crate::diag::Span) -> Value {
        let id = InstId(self.f.insts.len() as u32);
        self.f.insts.push(Inst { name: None, op, ty, operands, flags: Flags::default(), metadata: Vec::new(), debug_records: Vec::new(), block: b, span });
        self.f.blocks[b.index()].insts.insert(at, id);
        Value::Inst(id)
    }

    /// Rewrites the 128-bit atomic at position `k` of block `b` as the inline-asm block.
    fn b128_at(&mut self, b: BlockId, k: usize) {
        let id = self.f.blocks[b.index()].insts[k];
        let inst = self.f.inst(id).clone();
        let s = inst.span;
        let p = inst.operands[0];
        let i128t = self.m.types.int(128);
        let space = match self.m.types.get(self.ty_of(p)) {
            Type::Ptr(1) => ".global",
            Type::Ptr(3) => ".shared",
            Type::Ptr(7) => ".shared::cluster",
            _ => "",
        };
        let mut at = k;
        let halves = |x: &mut Self, v: Value, at: &mut usize| -> (Value, Value) {
            let lo = x.insert(b, *at, Opcode::Cast(CastOp::Trunc), TypeTable::I64, vec![v], s);
            let c64 = x.int(i128t, 64);
            let sh = x.insert(b, *at + 1, Opcode::Binary(BinaryOp::LShr), i128t, vec![v, c64], s);
            let hi = x.insert(b, *at + 2, Opcode::Cast(CastOp::Trunc), TypeTable::I64, vec![sh], s);
            *at += 3;
            (lo, hi)
        };
        let (template, args) = match &inst.op {
            Opcode::CmpXchg { atomic, .. } => {
                let (cl, ch) = halves(self, inst.operands[1], &mut at);
                let (nl, nh) = halves(self, inst.operands[2], &mut at);
                let (atom, _) = b128_qualifiers(atomic);
                (format!("{{\n\t.reg .b128 cmp, swap, dst;\n\tmov.b128 cmp, {{$2, $3}};\n\tmov.b128 swap, {{$4, $5}};\n\t{atom}{space}.cas.b128 dst, [$6], cmp, swap;\n\tmov.b128 {{$0, $1}}, dst;\n\t}}"), vec![cl, ch, nl, nh, p])
            }
            Opcode::AtomicRmw { atomic, .. } => {
                let (vl, vh) = halves(self, inst.operands[1], &mut at);
                let (atom, _) = b128_qualifiers(atomic);
                (format!("{{\n\t.reg .b128 amt, dst;\n\tmov.b128 amt, {{$2, $3}};\n\t{atom}{space}.exch.b128 dst, [$4], amt;\n\tmov.b128 {{$0, $1}}, dst;\n\t}}"), vec![vl, vh, p])
            }
            _ => return,
        };
        let constraints = format!("=l,=l,{},~{{memory}}", vec!["l"; args.len()].join(","));
        self.m.inline_asm.push(crate::ir::module::InlineAsm { keywords: vec!["sideeffect".into()], template: template.into_bytes(), constraints: constraints.into_bytes() });
        let asm = Value::InlineAsm(self.m.inline_asm.len() as u32 - 1);
        let pair = self.m.types.intern(Type::Struct { fields: vec![TypeTable::I64, TypeTable::I64], packed: false });
        let arg_tys: Vec<TypeId> = args.iter().map(|&a| self.ty_of(a)).collect();
        let fn_ty = self.m.types.intern(Type::Function { ret: pair, params: arg_tys.clone(), vararg: false });
        let call = crate::ir::module::Call { fn_ty, tail: None, cc: crate::ir::module::CallingConv::C, ret_attrs: Vec::new(), arg_attrs: vec![Vec::new(); args.len()], fn_attrs: Vec::new(), bundles: None };
        let mut ops = args;
        ops.push(asm);
        let r = self.insert(b, at, Opcode::Call(Box::new(call)), pair, ops, s);
        let lo = self.insert(b, at + 1, Opcode::ExtractValue(vec![0]), TypeTable::I64, vec![r], s);
        let hi = self.insert(b, at + 2, Opcode::ExtractValue(vec![1]), TypeTable::I64, vec![r], s);
        let lz = self.insert(b, at + 3, Opcode::Cast(CastOp::ZExt), i128t, vec![lo], s);
        let hz = self.insert(b, at + 4, Opcode::Cast(CastOp::ZExt), i128t, vec![hi], s);
        let c64 = self.int(i128t, 64);
        let hs = self.insert(b, at + 5, Opcode::Binary(BinaryOp::Shl), i128t, vec![hz, c64], s);
        let old = self.insert(b, at + 6, Opcode::Binary(BinaryOp::Or), i128t, vec![lz, hs], s);
        at += 7;
        let result = if let Opcode::CmpXchg { .. } = inst.op {
            // { old, old == cmp }, as the cmpxchg's users read it.
            let ok = self.insert(b, at, Opcode::ICmp(0), TypeTable::I1, vec![old, inst.operands[1]], s);
            let undef = Value::Const(self.m.intern_const(Const { ty: inst.ty, kind: ConstKind::Undef }));
            let v0 = self.insert(b, at + 1, Opcode::InsertValue(vec![0]), inst.ty, vec![undef, old], s);
            let v1 = self.insert(b, at + 2, Opcode::InsertValue(vec![1]), inst.ty, vec![v0, ok], s);
            at += 3;
            v1
        } else {
            old
        };
        // The atomic itself goes; its users read the result.
        self.f.blocks[b.index()].insts.remove(at);
        self.replace_uses(id, result);
    }
}
