//! The in-memory IR: one [`Module`] of globals, functions, constants and metadata, held in arenas
//! and named by typed `u32` ids (no pointer graphs).
//!
//! Modern LLVM IR and NVVM IR 2.0 both parse into this form. Each [`Function`] owns its blocks and
//! instructions; a block lists its instructions in order, the last being the terminator. Operands
//! are [`Value`]s: an instruction result, an argument, or a module-level constant, global or
//! function. This is what the SelectionDAG builder walks, one block at a time.

use super::types::{TypeId, TypeTable};
use crate::diag::Span;
use serde::Serialize;

macro_rules! entity_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
        pub struct $name(pub u32);
        impl $name {
            /// The arena index.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

entity_id!(
    /// A function of the module.
    FuncId
);
entity_id!(
    /// A global variable of the module.
    GlobalId
);
entity_id!(
    /// A basic block of one function.
    BlockId
);
entity_id!(
    /// An instruction of one function.
    InstId
);
entity_id!(
    /// A constant of the module's constant pool.
    ConstId
);
entity_id!(
    /// A metadata node of the module (in [`Module::metadata`]).
    MdId
);

/// An operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Value {
    /// The result of an instruction of the same function.
    Inst(InstId),
    /// The function's N-th argument.
    Arg(u32),
    /// A constant (literals, `null`, aggregates, global addresses, constant expressions).
    Const(ConstId),
    /// A basic block (branch targets).
    Block(BlockId),
    /// A metadata operand of a call (`metadata !5`): index into [`Function::metadata_args`].
    Metadata(u32),
    /// An inline-asm callee: index into [`Module::inline_asm`].
    InlineAsm(u32),
}

/// A constant of the module's pool.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Const {
    /// Its type.
    pub ty: TypeId,
    /// What it is.
    pub kind: ConstKind,
}

/// The kinds of constants.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum ConstKind {
    /// An integer, sign-extended from the type's width (widths up to 128 bits).
    Int(i128),
    /// A floating-point value as its IEEE bits in the type's own format (half: 16 bits, ...).
    Float(u64),
    /// `null` (pointers).
    Null,
    /// `zeroinitializer`.
    Zero,
    /// `undef`.
    Undef,
    /// `poison`.
    Poison,
    /// `none` (token).
    NoneToken,
    /// `[ T v, ... ]`.
    Array(Vec<ConstId>),
    /// `{ T v, ... }`.
    Struct(Vec<ConstId>),
    /// `< T v, ... >`.
    Vector(Vec<ConstId>),
    /// `c"..."`: an array of i8.
    Bytes(Vec<u8>),
    /// The address of a global variable.
    Global(GlobalId),
    /// The address of a function.
    Function(FuncId),
    /// A constant expression.
    Expr(ConstExpr),
}

/// A constant expression (`getelementptr`, casts, `add`/`sub`/`xor`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ConstExpr {
    /// The operation.
    pub op: Opcode,
    /// The operands, constants themselves.
    pub operands: Vec<ConstId>,
    /// `inbounds`, `nuw`, `nsw`.
    pub flags: Flags,
}

/// Instruction and constant-expression flags: wrap flags, `exact`, `nneg`, `disjoint`, `samesign`,
/// GEP flags and fast-math flags, one bit each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Flags(pub u32);

impl Flags {
    /// No unsigned wrap.
    pub const NUW: u32 = 1 << 0;
    /// No signed wrap.
    pub const NSW: u32 = 1 << 1;
    /// `exact` (divisions, shifts right).
    pub const EXACT: u32 = 1 << 2;
    /// `nneg` (zext, uitofp).
    pub const NNEG: u32 = 1 << 3;
    /// `disjoint` (or).
    pub const DISJOINT: u32 = 1 << 4;
    /// `samesign` (icmp).
    pub const SAMESIGN: u32 = 1 << 5;
    /// `inbounds` (getelementptr).
    pub const INBOUNDS: u32 = 1 << 6;
    /// `nusw` (getelementptr).
    pub const NUSW: u32 = 1 << 7;
    /// Fast-math `reassoc`.
    pub const REASSOC: u32 = 1 << 8;
    /// Fast-math `nnan`.
    pub const NNAN: u32 = 1 << 9;
    /// Fast-math `ninf`.
    pub const NINF: u32 = 1 << 10;
    /// Fast-math `nsz`.
    pub const NSZ: u32 = 1 << 11;
    /// Fast-math `arcp`.
    pub const ARCP: u32 = 1 << 12;
    /// Fast-math `contract`.
    pub const CONTRACT: u32 = 1 << 13;
    /// Fast-math `afn`.
    pub const AFN: u32 = 1 << 14;
    /// All fast-math flags: `fast`.
    pub const FAST: u32 = 0x7f << 8;

    /// The fast-math flag names in LLVM's printing order.
    pub const FAST_MATH: [(&'static str, u32); 7] = [
        ("reassoc", Flags::REASSOC),
        ("nnan", Flags::NNAN),
        ("ninf", Flags::NINF),
        ("nsz", Flags::NSZ),
        ("arcp", Flags::ARCP),
        ("contract", Flags::CONTRACT),
        ("afn", Flags::AFN),
    ];

    /// Whether every bit of `bits` is set.
    pub fn has(self, bits: u32) -> bool {
        self.0 & bits == bits
    }

    /// The flag names as LLVM prints them (`fast` for all fast-math flags), in printing order.
    pub fn names(self) -> Vec<&'static str> {
        let mut v = Vec::new();
        for (name, bit) in [("inbounds", Flags::INBOUNDS), ("nusw", Flags::NUSW), ("nuw", Flags::NUW), ("nsw", Flags::NSW),
            ("exact", Flags::EXACT), ("nneg", Flags::NNEG), ("disjoint", Flags::DISJOINT), ("samesign", Flags::SAMESIGN)]
        {
            // `inbounds` implies `nusw`; LLVM prints only `inbounds`.
            if self.has(bit) && !(bit == Flags::NUSW && self.has(Flags::INBOUNDS)) {
                v.push(name);
            }
        }
        if self.has(Flags::FAST) {
            v.push("fast");
        } else {
            v.extend(Flags::FAST_MATH.iter().filter(|(_, b)| self.has(*b)).map(|(n, _)| *n));
        }
        v
    }
}

/// Two-operand arithmetic and logic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum BinaryOp {
    /// `add`
    Add,
    /// `sub`
    Sub,
    /// `mul`
    Mul,
    /// `udiv`
    UDiv,
    /// `sdiv`
    SDiv,
    /// `urem`
    URem,
    /// `srem`
    SRem,
    /// `shl`
    Shl,
    /// `lshr`
    LShr,
    /// `ashr`
    AShr,
    /// `and`
    And,
    /// `or`
    Or,
    /// `xor`
    Xor,
    /// `fadd`
    FAdd,
    /// `fsub`
    FSub,
    /// `fmul`
    FMul,
    /// `fdiv`
    FDiv,
    /// `frem`
    FRem,
}

/// The binary operators by their IR names.
pub const BINARY_OPS: [(&str, BinaryOp); 18] = [
    ("add", BinaryOp::Add), ("sub", BinaryOp::Sub), ("mul", BinaryOp::Mul), ("udiv", BinaryOp::UDiv),
    ("sdiv", BinaryOp::SDiv), ("urem", BinaryOp::URem), ("srem", BinaryOp::SRem), ("shl", BinaryOp::Shl),
    ("lshr", BinaryOp::LShr), ("ashr", BinaryOp::AShr), ("and", BinaryOp::And), ("or", BinaryOp::Or),
    ("xor", BinaryOp::Xor), ("fadd", BinaryOp::FAdd), ("fsub", BinaryOp::FSub), ("fmul", BinaryOp::FMul),
    ("fdiv", BinaryOp::FDiv), ("frem", BinaryOp::FRem),
];

impl BinaryOp {
    /// The IR name.
    pub fn name(self) -> &'static str {
        BINARY_OPS.iter().find(|(_, o)| *o == self).map_or("?", |(n, _)| n)
    }

    /// Whether it operates on floating point.
    pub fn is_float(self) -> bool {
        matches!(self, BinaryOp::FAdd | BinaryOp::FSub | BinaryOp::FMul | BinaryOp::FDiv | BinaryOp::FRem)
    }

    /// The flags the operator may carry.
    pub fn allowed_flags(self) -> u32 {
        match self {
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Shl => Flags::NUW | Flags::NSW,
            BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::LShr | BinaryOp::AShr => Flags::EXACT,
            BinaryOp::Or => Flags::DISJOINT,
            BinaryOp::URem | BinaryOp::SRem | BinaryOp::And | BinaryOp::Xor => 0,
            _ => Flags::FAST,
        }
    }
}

/// Conversions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum CastOp {
    /// `trunc`
    Trunc,
    /// `zext`
    ZExt,
    /// `sext`
    SExt,
    /// `fptrunc`
    FPTrunc,
    /// `fpext`
    FPExt,
    /// `fptoui`
    FPToUI,
    /// `fptosi`
    FPToSI,
    /// `uitofp`
    UIToFP,
    /// `sitofp`
    SIToFP,
    /// `ptrtoint`
    PtrToInt,
    /// `inttoptr`
    IntToPtr,
    /// `bitcast`
    BitCast,
    /// `addrspacecast`
    AddrSpaceCast,
}

/// The casts by their IR names.
pub const CAST_OPS: [(&str, CastOp); 13] = [
    ("trunc", CastOp::Trunc), ("zext", CastOp::ZExt), ("sext", CastOp::SExt), ("fptrunc", CastOp::FPTrunc),
    ("fpext", CastOp::FPExt), ("fptoui", CastOp::FPToUI), ("fptosi", CastOp::FPToSI), ("uitofp", CastOp::UIToFP),
    ("sitofp", CastOp::SIToFP), ("ptrtoint", CastOp::PtrToInt), ("inttoptr", CastOp::IntToPtr),
    ("bitcast", CastOp::BitCast), ("addrspacecast", CastOp::AddrSpaceCast),
];

impl CastOp {
    /// The IR name.
    pub fn name(self) -> &'static str {
        CAST_OPS.iter().find(|(_, o)| *o == self).map_or("?", |(n, _)| n)
    }

    /// The flags the cast may carry.
    pub fn allowed_flags(self) -> u32 {
        match self {
            CastOp::Trunc => Flags::NUW | Flags::NSW,
            CastOp::ZExt | CastOp::UIToFP => Flags::NNEG,
            CastOp::FPTrunc | CastOp::FPExt => Flags::FAST,
            _ => 0,
        }
    }
}

/// `icmp` predicates, by name in LLVM's order.
pub const INT_PREDICATES: [&str; 10] = ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"];
/// `fcmp` predicates, by name in LLVM's order (the 4-bit encoding is the index).
pub const FLOAT_PREDICATES: [&str; 16] =
    ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true"];
/// `atomicrmw` operations by name.
pub const ATOMIC_RMW_OPS: [&str; 21] = [
    "xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin", "fadd", "fsub", "fmax", "fmin",
    "fmaximum", "fminimum", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat",
];
/// Atomic orderings by name, weakest first.
pub const ORDERINGS: [&str; 6] = ["unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"];

/// The atomicity of a memory access or fence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Atomic {
    /// Index into [`ORDERINGS`].
    pub ordering: u8,
    /// `syncscope("...")`, `None` for the system scope.
    pub scope: Option<String>,
}

/// How a call is marked for tail calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum TailKind {
    /// `tail`
    Tail,
    /// `musttail`
    MustTail,
    /// `notail`
    NoTail,
}

/// A calling convention.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum CallingConv {
    /// The default (`ccc`).
    C,
    /// `ptx_kernel` (`cc 71`).
    PtxKernel,
    /// `ptx_device` (`cc 72`).
    PtxDevice,
    /// Any other, spelled as written (`fastcc`, `cc 10`).
    Other(String),
}

/// What a call carries besides its operands.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Call {
    /// The callee's function type.
    pub fn_ty: TypeId,
    /// Tail-call marker.
    pub tail: Option<TailKind>,
    /// Calling convention.
    pub cc: CallingConv,
    /// Return-value attributes.
    pub ret_attrs: Vec<String>,
    /// Attributes of each argument.
    pub arg_attrs: Vec<Vec<String>>,
    /// Function attributes of the call site (`#N` and keywords).
    pub fn_attrs: Vec<String>,
    /// Operand bundles, verbatim (`[ "convergencectrl"(token %t) ]`).
    pub bundles: Option<String>,
}

/// An instruction's operation and the data that is not an operand.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Opcode {
    /// Binary operators; operands `[lhs, rhs]`.
    Binary(BinaryOp),
    /// `fneg`; operands `[x]`.
    FNeg,
    /// `icmp`: index into [`INT_PREDICATES`]; operands `[lhs, rhs]`.
    ICmp(u8),
    /// `fcmp`: index into [`FLOAT_PREDICATES`]; operands `[lhs, rhs]`.
    FCmp(u8),
    /// `select`; operands `[cond, if_true, if_false]`.
    Select,
    /// `phi`; operands are the incoming values, `blocks` their predecessors.
    Phi {
        /// The incoming block of each operand.
        blocks: Vec<BlockId>,
    },
    /// Casts; operands `[x]`, the result type is the target.
    Cast(CastOp),
    /// `getelementptr`; operands `[base, indices...]`.
    GetElementPtr {
        /// The source element type.
        source: TypeId,
    },
    /// `load`; operands `[ptr]`.
    Load {
        /// `align N`.
        align: Option<u64>,
        /// `volatile`.
        volatile: bool,
        /// `atomic` ordering and scope.
        atomic: Option<Atomic>,
    },
    /// `store`; operands `[value, ptr]`.
    Store {
        /// `align N`.
        align: Option<u64>,
        /// `volatile`.
        volatile: bool,
        /// `atomic` ordering and scope.
        atomic: Option<Atomic>,
    },
    /// `alloca`; operands `[count]` when a count is written.
    Alloca {
        /// The allocated type.
        allocated: TypeId,
        /// `align N`.
        align: Option<u64>,
        /// `addrspace(N)` of the result.
        addrspace: u32,
    },
    /// `atomicrmw`; operands `[ptr, value]`.
    AtomicRmw {
        /// Index into [`ATOMIC_RMW_OPS`].
        op: u8,
        /// `volatile`.
        volatile: bool,
        /// Ordering and scope.
        atomic: Atomic,
        /// `align N`.
        align: Option<u64>,
    },
    /// `cmpxchg`; operands `[ptr, compare, new]`; the result is `{ T, i1 }`.
    CmpXchg {
        /// `weak`.
        weak: bool,
        /// `volatile`.
        volatile: bool,
        /// Success ordering and scope.
        atomic: Atomic,
        /// Failure ordering (index into [`ORDERINGS`]).
        failure: u8,
        /// `align N`.
        align: Option<u64>,
    },
    /// `fence`.
    Fence(Atomic),
    /// `call`; operands `[args..., callee]`.
    Call(Box<Call>),
    /// `br`; operands `[dest]` or `[cond, if_true, if_false]`.
    Br,
    /// `switch`; operands `[value, default, case0, dest0, case1, dest1, ...]`.
    Switch,
    /// `ret`; operands `[]` or `[value]`.
    Ret,
    /// `unreachable`.
    Unreachable,
    /// `extractelement`; operands `[vector, index]`.
    ExtractElement,
    /// `insertelement`; operands `[vector, element, index]`.
    InsertElement,
    /// `shufflevector`; operands `[a, b, mask]` (the mask a constant vector).
    ShuffleVector,
    /// `extractvalue`; operands `[aggregate]`.
    ExtractValue(Vec<u32>),
    /// `insertvalue`; operands `[aggregate, value]`.
    InsertValue(Vec<u32>),
    /// `freeze`; operands `[x]`.
    Freeze,
    /// `va_arg`; operands `[va_list pointer]`, the result type is the argument's.
    VaArg,
}

impl Opcode {
    /// The instruction's IR name (`add`, `icmp`, `getelementptr`, ...).
    pub fn name(&self) -> &'static str {
        match self {
            Opcode::Binary(op) => op.name(),
            Opcode::FNeg => "fneg",
            Opcode::ICmp(_) => "icmp",
            Opcode::FCmp(_) => "fcmp",
            Opcode::Select => "select",
            Opcode::Phi { .. } => "phi",
            Opcode::Cast(op) => op.name(),
            Opcode::GetElementPtr { .. } => "getelementptr",
            Opcode::Load { .. } => "load",
            Opcode::Store { .. } => "store",
            Opcode::Alloca { .. } => "alloca",
            Opcode::AtomicRmw { .. } => "atomicrmw",
            Opcode::CmpXchg { .. } => "cmpxchg",
            Opcode::Fence(_) => "fence",
            Opcode::Call(_) => "call",
            Opcode::Br => "br",
            Opcode::Switch => "switch",
            Opcode::Ret => "ret",
            Opcode::Unreachable => "unreachable",
            Opcode::ExtractElement => "extractelement",
            Opcode::InsertElement => "insertelement",
            Opcode::ShuffleVector => "shufflevector",
            Opcode::ExtractValue(_) => "extractvalue",
            Opcode::InsertValue(_) => "insertvalue",
            Opcode::Freeze => "freeze",
            Opcode::VaArg => "va_arg",
        }
    }

    /// Whether the instruction ends a block.
    pub fn is_terminator(&self) -> bool {
        matches!(self, Opcode::Br | Opcode::Switch | Opcode::Ret | Opcode::Unreachable)
    }
}

/// One instruction.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Inst {
    /// The result name without `%`; `None` for unnamed (numbered) results and void instructions.
    pub name: Option<String>,
    /// The operation.
    pub op: Opcode,
    /// The result type (`void` when there is no result).
    pub ty: TypeId,
    /// The operands.
    pub operands: Vec<Value>,
    /// Flags (wrap, exact, GEP, fast-math).
    pub flags: Flags,
    /// Metadata attachments (`!tbaa !5`) as (kind without `!`, node).
    pub metadata: Vec<(String, MdOperand)>,
    /// Debug records written before it (`#dbg_declare(...)`), kept verbatim.
    pub debug_records: Vec<String>,
    /// The block it belongs to.
    pub block: BlockId,
    /// Where it was written.
    pub span: Span,
}

/// One basic block.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Block {
    /// The label without `%`; `None` for unnamed (numbered) blocks.
    pub name: Option<String>,
    /// The instructions in order; the last is the terminator.
    pub insts: Vec<InstId>,
    /// Where the label (or the first instruction) was written.
    pub span: Span,
}

/// A function parameter.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Param {
    /// Its type.
    pub ty: TypeId,
    /// Its attributes as written (`noundef`, `align 4`, `captures(none)`).
    pub attrs: Vec<String>,
    /// Its name without `%`; `None` if unnamed.
    pub name: Option<String>,
}

/// A function: a declaration (no blocks) or a definition.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Function {
    /// The name without `@`.
    pub name: String,
    /// Linkage, preemption and visibility keywords as written (`internal`, `dso_local`, ...).
    pub linkage: Vec<String>,
    /// Calling convention.
    pub cc: CallingConv,
    /// Return attributes.
    pub ret_attrs: Vec<String>,
    /// Return type.
    pub ret: TypeId,
    /// Parameters.
    pub params: Vec<Param>,
    /// Whether it takes `...`.
    pub vararg: bool,
    /// Function attributes and other trailing keywords as written (`local_unnamed_addr`, `#0`).
    pub attrs: Vec<String>,
    /// Metadata attachments (`!dbg !5`).
    pub metadata: Vec<(String, MdOperand)>,
    /// Blocks in layout order; the first is the entry. Empty for a declaration.
    pub blocks: Vec<Block>,
    /// The instruction arena.
    pub insts: Vec<Inst>,
    /// The metadata operands of calls (`metadata !5`), referenced by [`Value::Metadata`].
    pub metadata_args: Vec<MdOperand>,
    /// Where the `define`/`declare` was written.
    pub span: Span,
    /// Whether this was given a body (`define`) rather than declared.
    pub is_definition: bool,
}

impl Function {
    /// A function known only by name so far (forward-referenced, or an intrinsic called without
    /// a declaration): C calling convention, `ret` as return type, no parameters or body yet.
    pub fn placeholder(name: String, ret: TypeId, is_definition: bool) -> Function {
        Function {
            name,
            linkage: Vec::new(),
            cc: CallingConv::C,
            ret_attrs: Vec::new(),
            ret,
            params: Vec::new(),
            vararg: false,
            attrs: Vec::new(),
            metadata: Vec::new(),
            blocks: Vec::new(),
            insts: Vec::new(),
            metadata_args: Vec::new(),
            span: Span::start(),
            is_definition,
        }
    }

    /// The instruction behind `id`.
    pub fn inst(&self, id: InstId) -> &Inst {
        &self.insts[id.index()]
    }

    /// The block behind `id`.
    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id.index()]
    }

    /// Whether this is an intrinsic (`llvm.*`).
    pub fn is_intrinsic(&self) -> bool {
        self.name.starts_with("llvm.")
    }

    /// For every instruction, the instructions that use its result, in program order (an
    /// instruction using a value twice appears twice).
    pub fn users(&self) -> Vec<Vec<InstId>> {
        let mut users = vec![Vec::new(); self.insts.len()];
        for b in &self.blocks {
            for &i in &b.insts {
                for v in &self.inst(i).operands {
                    if let Value::Inst(d) = v {
                        if let Some(u) = users.get_mut(d.index()) {
                            u.push(i);
                        }
                    }
                }
            }
        }
        users
    }

    /// For every argument, the instructions that use it, in program order.
    pub fn arg_users(&self) -> Vec<Vec<InstId>> {
        let mut users = vec![Vec::new(); self.params.len()];
        for b in &self.blocks {
            for &i in &b.insts {
                for v in &self.inst(i).operands {
                    if let Value::Arg(a) = v {
                        if let Some(u) = users.get_mut(*a as usize) {
                            u.push(i);
                        }
                    }
                }
            }
        }
        users
    }

    /// The successors of block `b` (from its terminator), in operand order.
    pub fn successors(&self, b: BlockId) -> Vec<BlockId> {
        let Some(&last) = self.blocks.get(b.index()).and_then(|bl| bl.insts.last()) else { return Vec::new() };
        let inst = self.inst(last);
        if !inst.op.is_terminator() {
            return Vec::new();
        }
        inst.operands.iter().filter_map(|v| if let Value::Block(t) = v { Some(*t) } else { None }).collect()
    }
}

/// A global variable.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Global {
    /// The name without `@`.
    pub name: String,
    /// Linkage, preemption, visibility and `unnamed_addr` keywords as written.
    pub linkage: Vec<String>,
    /// The address space.
    pub addrspace: u32,
    /// `externally_initialized`.
    pub externally_initialized: bool,
    /// `constant` rather than `global`.
    pub is_constant: bool,
    /// The value type.
    pub ty: TypeId,
    /// The initializer; `None` for an external declaration.
    pub init: Option<ConstId>,
    /// `align N`.
    pub align: Option<u64>,
    /// Other trailing items as written (`section "x"`).
    pub extra: Vec<String>,
    /// Metadata attachments.
    pub metadata: Vec<(String, MdOperand)>,
    /// Where it was written.
    pub span: Span,
}

/// Inline assembly used as a callee: `asm sideeffect "template", "constraints"`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct InlineAsm {
    /// The keywords before the template (`sideeffect`, `alignstack`, `inteldialect`, `unwind`).
    pub keywords: Vec<String>,
    /// The template, unescaped.
    pub template: Vec<u8>,
    /// The constraint string, unescaped.
    pub constraints: Vec<u8>,
}

/// A metadata operand.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum MdOperand {
    /// `null`.
    Null,
    /// `!N`: a numbered node, by its number as written.
    Ref(u32),
    /// `!"..."`.
    String(Vec<u8>),
    /// `!{ ... }` written inline.
    Tuple(Vec<MdOperand>),
    /// `T v`: a value (a constant, or a local value in a call argument).
    Value(TypeId, Value),
    /// A specialised node (`!DILocation(...)`, `!DIExpression()`) kept verbatim.
    Special(String),
}

/// A numbered metadata node `!N = [distinct] ...`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MdNode {
    /// The number N.
    pub number: u32,
    /// `distinct`.
    pub distinct: bool,
    /// The node: a tuple, a string or a specialised node.
    pub body: MdOperand,
    /// Where it was written.
    pub span: Span,
}

/// A named metadata list `!name = !{!0, !1}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct NamedMd {
    /// The name without `!`.
    pub name: String,
    /// The nodes by number.
    pub nodes: Vec<u32>,
    /// Where it was written.
    pub span: Span,
}

/// An attribute group `attributes #N = { ... }`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AttrGroup {
    /// The number N.
    pub number: u32,
    /// The attributes as written.
    pub attrs: Vec<String>,
}

/// A parsed LLVM IR module.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Module {
    /// `source_filename = "..."`.
    pub source_filename: Option<String>,
    /// `target datalayout = "..."`.
    pub datalayout: Option<String>,
    /// `target triple = "..."`.
    pub triple: Option<String>,
    /// The types.
    pub types: TypeTable,
    /// Global variables in order.
    pub globals: Vec<Global>,
    /// Functions in order.
    pub functions: Vec<Function>,
    /// The constant pool.
    pub consts: Vec<Const>,
    /// Inline-asm callees.
    pub inline_asm: Vec<InlineAsm>,
    /// Attribute groups, sorted by number (kept sorted: lookups binary-search it).
    pub attr_groups: Vec<AttrGroup>,
    /// Numbered metadata nodes in the order written.
    pub metadata: Vec<MdNode>,
    /// Named metadata in the order written.
    pub named_metadata: Vec<NamedMd>,
    /// Whether the input used NVVM IR 2.0's typed pointers.
    pub typed_pointers: bool,
    /// `metadata` positions by node number (kept by the parser; see [`Module::md_node`]).
    #[serde(skip)]
    pub(crate) md_index: std::collections::BTreeMap<u32, usize>,
}

impl Module {
    /// The constant behind `id`.
    pub fn constant(&self, id: ConstId) -> &Const {
        &self.consts[id.index()]
    }

    /// Adds a constant to the pool, reusing an equal one.
    pub fn intern_const(&mut self, c: Const) -> ConstId {
        // Small scalars are common and repeated; aggregates are rarely shared, so a linear search
        // over the recent tail keeps this cheap without a hash of floats.
        let start = self.consts.len().saturating_sub(64);
        if let Some(i) = self.consts[start..].iter().position(|x| *x == c) {
            return ConstId((start + i) as u32);
        }
        self.consts.push(c);
        ConstId(self.consts.len() as u32 - 1)
    }

    /// The type of `v` as an operand of `f`.
    pub fn value_type(&self, f: &Function, v: Value) -> TypeId {
        match v {
            Value::Inst(i) => f.insts.get(i.index()).map_or(self.types.void(), |x| x.ty),
            Value::Arg(a) => f.params.get(a as usize).map_or(self.types.void(), |p| p.ty),
            Value::Const(c) => self.consts.get(c.index()).map_or(self.types.void(), |x| x.ty),
            Value::Block(_) => TypeTable::LABEL,
            Value::Metadata(_) => TypeTable::METADATA,
            Value::InlineAsm(_) => TypeTable::PTR,
        }
    }

    /// The metadata node numbered `n`.
    pub fn md_node(&self, n: u32) -> Option<&MdNode> {
        match self.md_index.get(&n) {
            Some(&i) => self.metadata.get(i).filter(|m| m.number == n),
            None if self.md_index.len() == self.metadata.len() => None,
            None => self.metadata.iter().find(|m| m.number == n),
        }
    }

    /// The function attributes of `f` with `#N` groups expanded.
    pub fn function_attrs(&self, f: &Function) -> Vec<String> {
        let mut out = Vec::new();
        for a in &f.attrs {
            match a.strip_prefix('#').and_then(|n| n.parse::<u32>().ok()) {
                Some(n) => {
                    if let Ok(i) = self.attr_groups.binary_search_by_key(&n, |g| g.number) {
                        out.extend(self.attr_groups[i].attrs.iter().cloned());
                    }
                }
                None => out.push(a.clone()),
            }
        }
        out
    }

    /// The function called `name`.
    pub fn function_by_name(&self, name: &str) -> Option<FuncId> {
        self.functions.iter().position(|f| f.name == name).map(|i| FuncId(i as u32))
    }

    /// Whether `f` is a kernel: the `ptx_kernel` calling convention (NVVM IR's
    /// `!nvvm.annotations` `kernel` entries are turned into it by the parser).
    pub fn is_kernel(&self, f: FuncId) -> bool {
        self.functions.get(f.index()).is_some_and(|f| f.cc == CallingConv::PtxKernel)
    }

    /// The kernels, in function order.
    pub fn kernels(&self) -> Vec<FuncId> {
        (0..self.functions.len() as u32).map(FuncId).filter(|&f| self.is_kernel(f)).collect()
    }

    /// The integer value of `v` if it is an integer constant (sign-extended from its width;
    /// `true` is -1).
    pub fn int_constant(&self, v: Value) -> Option<i128> {
        let Value::Const(c) = v else { return None };
        match self.consts.get(c.index())?.kind {
            ConstKind::Int(i) => Some(i),
            _ => None,
        }
    }

    /// The intrinsic a call calls (`llvm.nvvm.read.ptx.sreg.tid.x`), if the callee is one.
    pub fn called_intrinsic(&self, inst: &Inst) -> Option<&str> {
        let Opcode::Call(_) = inst.op else { return None };
        let Value::Const(c) = *inst.operands.last()? else { return None };
        let ConstKind::Function(fid) = self.constant(c).kind else { return None };
        let f = self.functions.get(fid.index())?;
        f.is_intrinsic().then_some(f.name.as_str())
    }
}
