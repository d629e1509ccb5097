//! ExpandVariadics before the SelectionDAG build (the IR pass LLVM 22's NVPTX runs to lower
//! variadic functions): a variadic function takes one more parameter, a pointer to a buffer
//! holding its variadic arguments, and stops being variadic; each call to it packs its variadic
//! arguments into a buffer of its own frame and passes the buffer's address.
//!
//! ```text
//!   caller:  %va = alloca [S x i8], align A         (in the entry block; each argument at its
//!            store T1 %x1, ptr (%va + o1)            natural alignment, A the largest)
//!            call @f(fixed..., ptr %va)
//!   callee:  llvm.va_start(%ap)  ->  store ptr %varargs, ptr %ap
//!            va_arg ptr %ap, T   ->  %c = load ptr, %ap; %p = (%c + align(T) - 1) & -align(T)
//!                                    %v = load T, %p; store ptr (%p + size(T)), %ap
//!            llvm.va_copy(d, s)  ->  store (load ptr, s), d
//!            llvm.va_end(%ap)    ->  nothing
//! ```
//!
//! The new instructions carry the position of the instruction they replace.

use super::layout::size_align;
use crate::diag::Span;
use crate::ir::module::{BinaryOp, BlockId, Call, CastOp, Const, ConstKind, Flags, Function, Inst, InstId, Module, Opcode, Param, Value};
use crate::ir::types::{Type, TypeId, TypeTable};

fn is_variadic_call(m: &Module, i: &Inst) -> bool {
    match &i.op {
        Opcode::Call(c) => matches!(m.types.get(c.fn_ty), Type::Function { vararg: true, .. }) && m.called_intrinsic(i).is_none(),
        _ => false,
    }
}

fn needs_work(m: &Module) -> bool {
    m.functions.iter().any(|f| {
        (f.vararg && !f.is_intrinsic())
            || f.insts.iter().any(|i| matches!(i.op, Opcode::VaArg) || is_variadic_call(m, i) || m.called_intrinsic(i).is_some_and(|n| n.starts_with("llvm.va_")))
    })
}

/// The module with its variadic functions and calls lowered, or `None` when there is none.
pub fn expand(module: &Module) -> Option<Module> {
    if !needs_work(module) {
        return None;
    }
    let mut m = module.clone();
    for fi in 0..m.functions.len() {
        let mut f = std::mem::replace(&mut m.functions[fi], Function::placeholder(String::new(), TypeTable::VOID, false));
        let varargs = if f.vararg && !f.is_intrinsic() {
            f.params.push(Param { ty: TypeTable::PTR, attrs: Vec::new(), name: Some("varargs".into()) });
            f.vararg = false;
            Some(Value::Arg(f.params.len() as u32 - 1))
        } else {
            None
        };
        let mut x = Lowering { m: &mut m, f: &mut f, varargs, serial: 0 };
        x.run();
        m.functions[fi] = f;
    }
    Some(m)
}

struct Lowering<'a> {
    m: &'a mut Module,
    f: &'a mut Function,
    /// The buffer parameter when this function was variadic.
    varargs: Option<Value>,
    serial: u32,
}

impl Lowering<'_> {
    /// A new instruction placed at `pos` of block `b`.
    fn insert(&mut self, b: BlockId, pos: usize, op: Opcode, ty: TypeId, operands: Vec<Value>, span: Span) -> Value {
        let id = InstId(self.f.insts.len() as u32);
        self.f.insts.push(Inst { name: None, op, ty, operands, flags: Flags::default(), metadata: Vec::new(), debug_records: Vec::new(), block: b, span });
        self.f.blocks[b.index()].insts.insert(pos, id);
        Value::Inst(id)
    }

    fn int(&mut self, ty: TypeId, v: i128) -> Value {
        Value::Const(self.m.intern_const(Const { ty, kind: ConstKind::Int(v) }))
    }

    fn load(align: Option<u64>) -> Opcode {
        Opcode::Load { align, volatile: false, atomic: None }
    }

    fn store(align: Option<u64>) -> Opcode {
        Opcode::Store { align, volatile: false, atomic: None }
    }

    fn run(&mut self) {
        for b in 0..self.f.blocks.len() {
            let b = BlockId(b as u32);
            let mut k = 0;
            while k < self.f.blocks[b.index()].insts.len() {
                let id = self.f.blocks[b.index()].insts[k];
                k += self.visit(b, k, id);
            }
        }
    }

    /// Lowers instruction `id` at position `k` of `b`; returns how far to step (past what it
    /// inserted).
    fn visit(&mut self, b: BlockId, k: usize, id: InstId) -> usize {
        let inst = self.f.inst(id).clone();
        let span = inst.span;
        if let Some(name) = self.m.called_intrinsic(&inst) {
            let name = name.to_string();
            if name.starts_with("llvm.va_start") {
                if let (Some(buf), Some(&ap)) = (self.varargs, inst.operands.first()) {
                    let i = &mut self.f.insts[id.index()];
                    i.op = Self::store(None);
                    i.ty = TypeTable::VOID;
                    i.operands = vec![buf, ap];
                }
                return 1;
            }
            if name.starts_with("llvm.va_end") {
                self.f.blocks[b.index()].insts.remove(k);
                return 0;
            }
            if name.starts_with("llvm.va_copy") {
                if let [dst, src, ..] = inst.operands[..] {
                    let v = self.insert(b, k, Self::load(None), TypeTable::PTR, vec![src], span);
                    let i = &mut self.f.insts[id.index()];
                    i.op = Self::store(None);
                    i.ty = TypeTable::VOID;
                    i.operands = vec![v, dst];
                    return 2;
                }
                return 1;
            }
            return 1;
        }
        if matches!(inst.op, Opcode::VaArg) {
            return self.va_arg(b, k, id, &inst);
        }
        if is_variadic_call(self.m, &inst) {
            return self.call(b, k, id, &inst);
        }
        1
    }

    fn va_arg(&mut self, b: BlockId, k: usize, id: InstId, inst: &Inst) -> usize {
        let Some(sa) = size_align(&self.m.types, inst.ty) else { return 1 };
        let span = inst.span;
        let ap = inst.operands[0];
        let align = sa.align.max(1);
        let mut at = k;
        let cur = self.insert(b, at, Self::load(None), TypeTable::PTR, vec![ap], span);
        at += 1;
        let p = if align > 1 {
            let i = self.insert(b, at, Opcode::Cast(CastOp::PtrToInt), TypeTable::I64, vec![cur], span);
            let add = self.int(TypeTable::I64, align as i128 - 1);
            let a = self.insert(b, at + 1, Opcode::Binary(BinaryOp::Add), TypeTable::I64, vec![i, add], span);
            let mask = self.int(TypeTable::I64, -(align as i128));
            let al = self.insert(b, at + 2, Opcode::Binary(BinaryOp::And), TypeTable::I64, vec![a, mask], span);
            at += 4;
            self.insert(b, at - 1, Opcode::Cast(CastOp::IntToPtr), TypeTable::PTR, vec![al], span)
        } else {
            cur
        };
        let i = &mut self.f.insts[id.index()];
        i.op = Self::load(Some(align));
        i.operands = vec![p];
        at += 1;
        let i8t = self.m.types.int(8);
        let size = self.int(TypeTable::I64, i128::from(sa.size));
        let next = self.insert(b, at, Opcode::GetElementPtr { source: i8t }, TypeTable::PTR, vec![p, size], span);
        self.insert(b, at + 1, Self::store(None), TypeTable::VOID, vec![next, ap], span);
        at + 2 - k
    }

    fn call(&mut self, b: BlockId, k: usize, id: InstId, inst: &Inst) -> usize {
        let Opcode::Call(call) = &inst.op else { return 1 };
        let Type::Function { ret, params, .. } = self.m.types.get(call.fn_ty).clone() else { return 1 };
        let span = inst.span;
        let fixed = params.len();
        let (args, callee) = inst.operands.split_at(inst.operands.len() - 1);
        if args.len() < fixed {
            return 1;
        }
        let extra = &args[fixed..];
        // The buffer's layout: each argument at its natural alignment.
        let mut offsets = Vec::with_capacity(extra.len());
        let (mut size, mut align) = (0u64, 1u64);
        for &v in extra {
            let ty = self.m.value_type(self.f, v);
            let Some(sa) = size_align(&self.m.types, ty) else { return 1 };
            let a = sa.align.max(1);
            let off = size.div_ceil(a) * a;
            offsets.push(off);
            size = off + sa.size;
            align = align.max(a);
        }
        let mut at = k;
        let buf = if extra.is_empty() {
            Value::Const(self.m.intern_const(Const { ty: TypeTable::PTR, kind: ConstKind::Null }))
        } else {
            let i8t = self.m.types.int(8);
            let arr = self.m.types.intern(Type::Array { len: size.max(1), elem: i8t });
            let entry = BlockId(0);
            let v = self.insert(entry, 0, Opcode::Alloca { allocated: arr, align: Some(align), addrspace: 0 }, TypeTable::PTR, Vec::new(), span);
            if let Value::Inst(a) = v {
                self.f.insts[a.index()].name = Some(format!("vararg.buffer{}", self.serial));
            }
            self.serial += 1;
            if entry == b {
                at += 1;
            }
            for (&v_arg, &off) in extra.iter().zip(&offsets) {
                let o = self.int(TypeTable::I64, i128::from(off));
                let p = self.insert(b, at, Opcode::GetElementPtr { source: i8t }, TypeTable::PTR, vec![v, o], span);
                let ty = self.m.value_type(self.f, v_arg);
                let a = size_align(&self.m.types, ty).map(|s| s.align);
                self.insert(b, at + 1, Self::store(a), TypeTable::VOID, vec![v_arg, p], span);
                at += 2;
            }
            v
        };
        let mut new_params = params.clone();
        new_params.push(TypeTable::PTR);
        let fn_ty = self.m.types.intern(Type::Function { ret, params: new_params, vararg: false });
        let mut operands: Vec<Value> = args[..fixed].to_vec();
        operands.push(buf);
        operands.push(callee[0]);
        let mut arg_attrs: Vec<Vec<String>> = call.arg_attrs.iter().take(fixed).cloned().collect();
        arg_attrs.resize(fixed + 1, Vec::new());
        let new_call = Call { fn_ty, arg_attrs, ..(**call).clone() };
        let i = &mut self.f.insts[id.index()];
        i.op = Opcode::Call(Box::new(new_call));
        i.operands = operands;
        at + 1 - k
    }
}
