//! Instruction selection (seed 000 §5): SelectionDAG nodes to NVPTX machine instructions.
//!
//! ```text
//!   for each node, users before operands (reverse topological order):
//!     layer 1  intrinsic-with-chain families   (barriers, ...)         ─ not selected ─┐
//!     layer 2  vector load/store selector      (LoadParam, ld/st by space) ─ not selected ─┤
//!     layer 3  MatcherTable                     fast path, else the scored contest ◄────────┘
//!   then emit the machine instructions in topological order (operands before users)
//! ```
//!
//! Each layer may return "not selected" and pass the node on (5.01). A node that no layer takes
//! is a positioned "Cannot select" diagnostic, never PTX. A node is selected only when some
//! selected instruction reads it or it has a side effect, so a node folded into its user's
//! pattern (the `mul` of a `mad.lo`) emits nothing. A contest compares each candidate's
//! absolute residual-subtree cost (5.74): the scorer's cost plus, for every operand the
//! candidate reads from a register that only it uses (or a constant it needs materialised),
//! the best cost of selecting that operand on its own.

pub mod cost;
pub mod matcher;
mod ordered;
pub mod patterns;
pub mod families;
mod inline_asm;
mod param_space;
mod vector;

use crate::dag::build::FunctionDags;
use crate::dag::{Isd, Mvt, NodeId, NvptxIsd, Opcode, Payload, Scalar, SdValue, SelectionDag};
use crate::diag::{Diagnostic, Span};
use crate::ir;
use crate::mir::{self, MOperand, MachineBlock, MachineFunction, MachineInst, ParamDecl, RegClass, VReg};
use crate::target::Subtarget;
use crate::trace::{Candidate, IselSnapshot, MatcherStep, NodeSelection, SelectorLayer};
use matcher::{EmitOp, FunctionFacts, Leaf, Match, MatcherTable, Scorer, Slot};
use std::collections::{BTreeMap, BTreeSet};

/// The phase name diagnostics carry.
pub const PHASE: &str = "isel";

/// What selection produced.
#[derive(Clone, Debug)]
pub struct Selection {
    /// The machine functions.
    pub functions: Vec<MachineFunction>,
    /// The per-node record for the explorer.
    pub snapshot: IselSnapshot,
    /// The readable report (`--emit isel`).
    pub report: String,
    /// The module-scope variables the PTX declares.
    pub globals: Vec<mir::GlobalDecl>,
    /// The `.extern .func` prototypes of the called external functions, as PTX text.
    pub externs: Vec<String>,
}

/// The register class of a value type, if it has one.
pub fn class_of(vt: Mvt) -> Option<RegClass> {
    match vt {
        Mvt::I1 => Some(RegClass::Pred),
        Mvt::I16 | Mvt::F16 | Mvt::BF16 => Some(RegClass::B16),
        Mvt::I32 | Mvt::F32 => Some(RegClass::B32),
        // Packed 32-bit vectors (f16x2, bf16x2, i16x2, i8x4) live in one b32 register.
        Mvt::Vector(Scalar::F16 | Scalar::BF16 | Scalar::I16, 2) | Mvt::Vector(Scalar::I8, 4) => Some(RegClass::B32),
        // f32x2 (sm_100+): two f32 lanes in one b64 register, the low lane first.
        Mvt::I64 | Mvt::F64 | Mvt::Vector(Scalar::F32, 2) => Some(RegClass::B64),
        _ => None,
    }
}

/// The 16 bits of a half or bfloat16 constant: the DAG holds them in the type's own format, or
/// (a constant made from a double) as double bits, rounded here to nearest even.
fn half_bits(bits: u64, vt: Mvt) -> u16 {
    match u16::try_from(bits) {
        Ok(b) => b,
        Err(_) if vt == Mvt::BF16 => crate::ir::parser::f64_to_bfloat_bits(f64::from_bits(bits)),
        Err(_) => crate::ir::parser::f64_to_half_bits(f64::from_bits(bits)),
    }
}

/// How a memory access extends or truncates: the fourth key of [`MEMORY_FORMS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MemExt {
    /// Same width in memory and register.
    None,
    /// Zero- (or any-) extending load.
    Zero,
    /// Sign-extending load.
    Sign,
    /// Truncating store.
    Trunc,
}

fn ext_kind(is_load: bool, ext: crate::dag::ExtType) -> MemExt {
    use crate::dag::ExtType;
    match (is_load, ext) {
        (_, ExtType::NonExt) => MemExt::None,
        (true, ExtType::SExt) => MemExt::Sign,
        (true, _) => MemExt::Zero,
        (false, _) => MemExt::Trunc,
    }
}

/// The scalar load and store forms by (load?, register class, bits in memory, extension):
/// the register-address and the `[base+offset]` machine opcodes. Narrow memory types extend
/// into (or are stored from) wider registers, as `ld.u8` / `ld.s16` / `st.b8` do.
const MEMORY_FORMS: &[(bool, RegClass, u32, MemExt, &str, &str)] = &[
    (true, RegClass::B32, 32, MemExt::None, "LD_i32", "LD_i32_ri"),
    (true, RegClass::B64, 64, MemExt::None, "LD_i64", "LD_i64_ri"),
    (true, RegClass::B16, 16, MemExt::None, "LD_i16", "LD_i16_ri"),
    (true, RegClass::B16, 8, MemExt::Zero, "LD_u8_r16", "LD_u8_r16_ri"),
    (true, RegClass::B16, 8, MemExt::Sign, "LD_s8_r16", "LD_s8_r16_ri"),
    (true, RegClass::B32, 8, MemExt::Zero, "LD_u8_r32", "LD_u8_r32_ri"),
    (true, RegClass::B32, 8, MemExt::Sign, "LD_s8_r32", "LD_s8_r32_ri"),
    (true, RegClass::B32, 16, MemExt::Zero, "LD_u16_r32", "LD_u16_r32_ri"),
    (true, RegClass::B32, 16, MemExt::Sign, "LD_s16_r32", "LD_s16_r32_ri"),
    (true, RegClass::B64, 8, MemExt::Zero, "LD_u8_r64", "LD_u8_r64_ri"),
    (true, RegClass::B64, 8, MemExt::Sign, "LD_s8_r64", "LD_s8_r64_ri"),
    (true, RegClass::B64, 16, MemExt::Zero, "LD_u16_r64", "LD_u16_r64_ri"),
    (true, RegClass::B64, 16, MemExt::Sign, "LD_s16_r64", "LD_s16_r64_ri"),
    (true, RegClass::B64, 32, MemExt::Zero, "LD_u32_r64", "LD_u32_r64_ri"),
    (true, RegClass::B64, 32, MemExt::Sign, "LD_s32_r64", "LD_s32_r64_ri"),
    (false, RegClass::B64, 8, MemExt::Trunc, "ST_i8_r64", "ST_i8_r64_ri"),
    (false, RegClass::B64, 16, MemExt::Trunc, "ST_i16_r64", "ST_i16_r64_ri"),
    (false, RegClass::B64, 32, MemExt::Trunc, "ST_i32_r64", "ST_i32_r64_ri"),
    (false, RegClass::B32, 32, MemExt::None, "ST_i32", "ST_i32_ri"),
    (false, RegClass::B64, 64, MemExt::None, "ST_i64", "ST_i64_ri"),
    (false, RegClass::B16, 16, MemExt::None, "ST_i16", "ST_i16_ri"),
    (false, RegClass::B16, 8, MemExt::Trunc, "ST_i8_r16", "ST_i8_r16_ri"),
    (false, RegClass::B32, 8, MemExt::Trunc, "ST_i8_r32", "ST_i8_r32_ri"),
    (false, RegClass::B32, 16, MemExt::Trunc, "ST_i16_r32", "ST_i16_r32_ri"),
];

/// Selects every function of `module`.
pub fn select_module(module: &ir::Module, functions: &[FunctionDags], subtarget: &Subtarget) -> Result<Selection, Vec<Diagnostic>> {
    let table = MatcherTable::build(patterns::PATTERNS);
    let mut out = Selection { functions: Vec::new(), snapshot: IselSnapshot::default(), report: String::new(), globals: Vec::new(), externs: Vec::new() };
    let globals = global_decls(module);
    let mut diags = Vec::new();
    match extern_decls(module) {
        Ok(e) => out.externs = e,
        Err(d) => diags.push(d),
    }
    let mut next_id = 0u32;
    for fd in functions {
        match select_function(module, fd, subtarget, &table, &globals, &mut out, &mut next_id) {
            Ok(mf) => out.functions.push(mf),
            Err(d) => diags.extend(d),
        }
    }
    out.globals = globals;
    if diags.is_empty() { Ok(out) } else { Err(diags) }
}

/// The `.extern .func` prototypes of the declared (bodiless, non-intrinsic) functions some
/// defined function calls, in module order, as LLVM 22's emitDeclarations prints them:
/// `.extern .func (.param .b32 func_retval0) vprintf(.param .b64 vprintf_param_0, ...);`.
/// Scalars narrower than 32 bits are `.b32`, pointers `.b64`; other types are refused with a
/// positioned diagnostic.
fn extern_decls(module: &ir::Module) -> Result<Vec<String>, Diagnostic> {
    let mut used = BTreeSet::new();
    for f in module.functions.iter().filter(|f| f.is_definition) {
        for inst in &f.insts {
            if !matches!(inst.op, ir::module::Opcode::Call(_)) {
                continue;
            }
            if let Some(ir::module::Value::Const(c)) = inst.operands.last() {
                if let ir::module::ConstKind::Function(fid) = module.constant(*c).kind {
                    used.insert(fid.index());
                }
            }
        }
    }
    // `.param .b32 NAME`, or a byte array `.param .align A .b8 NAME[S]` (half, bfloat, vectors,
    // i128, aggregates), as LLVM 22 declares them.
    let scalar = |ty: ir::types::TypeId| -> Option<(String, String)> {
        match module.types.get(ty) {
            ir::types::Type::Int(1..=32) | ir::types::Type::Float => Some((".b32".into(), String::new())),
            ir::types::Type::Int(64) | ir::types::Type::Double | ir::types::Type::Ptr(_) => Some((".b64".into(), String::new())),
            ir::types::Type::Half | ir::types::Type::BFloat => Some((".align 2 .b8".into(), "[2]".into())),
            _ if array_passed(module, ty) => {
                let sa = crate::dag::layout::size_align(&module.types, ty)?;
                Some((format!(".align {} .b8", sa.align), format!("[{}]", sa.size)))
            }
            _ => None,
        }
    };
    let mut out = Vec::new();
    for (i, f) in module.functions.iter().enumerate() {
        if f.is_definition || f.is_intrinsic() || !used.contains(&i) {
            continue;
        }
        let refuse = |what: String| Diagnostic::error(PHASE, f.span, format!("Cannot select: {what} of the external function @{} is not handled by the selector yet", f.name));
        if f.vararg {
            return Err(refuse("the variadic parameter list".into()));
        }
        let ret = match module.types.get(f.ret) {
            ir::types::Type::Void => String::new(),
            _ => {
                let (ty, array) = scalar(f.ret).ok_or_else(|| refuse("the return type".into()))?;
                format!("(.param {ty} func_retval0{array}) ")
            }
        };
        let mut params = Vec::new();
        for (k, p) in f.params.iter().enumerate() {
            let (ty, array) = scalar(p.ty).ok_or_else(|| refuse(format!("parameter {k}")))?;
            params.push(format!("\t.param {ty} {}_param_{k}{array}", f.name));
        }
        if params.is_empty() {
            out.push(format!(".extern .func {ret}{}\n()\n;", f.name));
        } else {
            out.push(format!(".extern .func {ret}{}\n(\n{}\n)\n;", f.name, params.join(",\n")));
        }
    }
    Ok(out)
}

/// The module's variables: `.shared` (no initializer), `.global` and `.const` (with their
/// initializers as bytes). A variable whose initializer the printer cannot lay out (an address
/// of another global) is left out, and a use of it is "Cannot select".
fn global_decls(module: &ir::Module) -> Vec<mir::GlobalDecl> {
    module
        .globals
        .iter()
        .filter_map(|g| {
            let space = match g.addrspace {
                // A generic-space variable is moved to `.global` (NVPTXGenericToNVVM).
                0 | 1 => ".global",
                3 => ".shared",
                4 => ".const",
                _ => return None,
            };
            let sa = crate::dag::layout::size_align(&module.types, g.ty)?;
            let align = g.align.unwrap_or(sa.align).max(1);
            let external = g.linkage.iter().any(|l| l == "external") || (g.init.is_none() && g.addrspace != 3);
            let addr_init = match (g.addrspace, g.init) {
                (3, _) | (_, None) => None,
                (_, Some(c)) => address_initializer(module, c, g.ty),
            };
            let init = match (g.addrspace, g.init) {
                (3, _) | (_, None) => None,
                _ if addr_init.is_some() => None,
                (_, Some(c)) => Some(const_bytes(module, c, g.ty)?),
            };
            let init = init.filter(|b| b.iter().any(|x| *x != 0));
            let visible = !external && !g.linkage.iter().any(|l| l == "internal" || l == "private");
            // LLVM's printModuleLevelGV: integers, floats and pointers are printed as scalars.
            let scalar = match module.types.get(g.ty) {
                ir::types::Type::Int(8) => Some("u8"),
                ir::types::Type::Int(16) => Some("u16"),
                ir::types::Type::Int(32) => Some("u32"),
                ir::types::Type::Int(64) | ir::types::Type::Ptr(_) => Some("u64"),
                ir::types::Type::Float => Some("f32"),
                ir::types::Type::Double => Some("f64"),
                _ => None,
            };
            Some(mir::GlobalDecl { name: ptx_symbol(&g.name), space, align, size: sa.size, external, init, visible, scalar, addr_init })
        })
        .collect()
}

/// A variable's name as a PTX identifier (NVPTXAssignValidGlobalNames): each `.`, which PTX
/// does not allow in names, becomes `_$_` (`switch.table.k` -> `switch_$_table_$_k`). An
/// unnamed one (`@0`) is the Mangler's `__unnamed_1` (numbered from 1).
fn ptx_symbol(name: &str) -> String {
    if !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit()) {
        if let Ok(n) = name.parse::<u64>() {
            return format!("__unnamed_{}", n + 1);
        }
    }
    name.replace('.', "_$_")
}

/// A pointer variable's initializer when it is another variable's address, possibly offset by a
/// constant `getelementptr`: `other`, `t+4`, and `generic(other)` for a generic pointer to a
/// variable of a specific space (LLVM's lowerConstant / printMCExpr).
fn address_initializer(module: &ir::Module, c: ir::module::ConstId, ty: ir::types::TypeId) -> Option<String> {
    use ir::module::ConstKind as K;
    let ir::types::Type::Ptr(want) = *module.types.get(ty) else { return None };
    let (gid, offset) = match &module.constant(c).kind {
        K::Global(g) => (*g, 0i128),
        K::Expr(e) if matches!(e.op, ir::module::Opcode::GetElementPtr { .. }) && e.operands.len() == 2 => {
            let ir::module::Opcode::GetElementPtr { source } = e.op else { return None };
            let K::Global(g) = module.constant(e.operands[0]).kind else { return None };
            let K::Int(i) = module.constant(e.operands[1]).kind else { return None };
            let size = crate::dag::layout::size_align(&module.types, source)?.size;
            (g, i * i128::from(size))
        }
        _ => return None,
    };
    let target = module.globals.get(gid.index())?;
    let mut text = ptx_symbol(&target.name);
    if offset != 0 {
        text = format!("{text}{offset:+}");
    }
    if want == 0 && target.addrspace != 0 {
        text = format!("generic({text})");
    }
    Some(text)
}

/// The bytes of a constant of type `ty`, little-endian, padded as the layout pads.
fn const_bytes(module: &ir::Module, c: ir::module::ConstId, ty: ir::types::TypeId) -> Option<Vec<u8>> {
    use ir::module::ConstKind as K;
    let size = crate::dag::layout::size_align(&module.types, ty)?.size as usize;
    let k = module.constant(c);
    let mut out = match &k.kind {
        K::Int(v) => v.to_le_bytes()[..size.min(16)].to_vec(),
        K::Float(bits) => match module.types.get(ty) {
            // IR float constants are written in double format; small values are single bits.
            ir::types::Type::Float => (if *bits > u64::from(u32::MAX) { (f64::from_bits(*bits) as f32).to_bits() } else { *bits as u32 }).to_le_bytes().to_vec(),
            ir::types::Type::Double => bits.to_le_bytes().to_vec(),
            _ => return None,
        },
        K::Zero | K::Undef | K::Poison | K::Null => vec![0; size],
        K::Bytes(b) => b.clone(),
        K::Array(elems) | K::Vector(elems) => {
            let mut v = Vec::with_capacity(size);
            for &e in elems {
                let ety = module.constant(e).ty;
                let esize = crate::dag::layout::size_align(&module.types, ety)?.size as usize;
                let mut b = const_bytes(module, e, ety)?;
                b.resize(esize, 0);
                v.extend(b);
            }
            v
        }
        K::Struct(fields) => {
            let mut v = vec![0u8; size];
            for (i, &e) in fields.iter().enumerate() {
                let off = crate::dag::layout::field_offset(&module.types, ty, i)? as usize;
                let b = const_bytes(module, e, module.constant(e).ty)?;
                let end = (off + b.len()).min(size);
                v[off..end].copy_from_slice(&b[..end - off]);
            }
            v
        }
        _ => return None,
    };
    out.resize(size, 0);
    Some(out)
}

/// A stack object: its offset in the depot, and whether its address is generic (`%SP`) rather
/// than local (`%SPL`).
type FrameObject = (u64, bool);

/// Two byte counts: a frame's (size, alignment), an object's (offset, size).
type Extent = (u64, u64);

/// The function's stack objects (static allocas of the entry block, numbered as the DAG
/// builder numbers frame indices): each object's (offset, generic address), and the frame's
/// size and alignment.
/// Each object's size is in the third vector, (offset, size), for nvptx-mem2reg.
fn frame_layout(module: &ir::Module, fd: &FunctionDags) -> (Vec<FrameObject>, Option<Extent>, Vec<Extent>) {
    let Some(f) = module.functions.iter().find(|f| f.name == fd.name) else { return (Vec::new(), None, Vec::new()) };
    let Some(b0) = f.blocks.first() else { return (Vec::new(), None, Vec::new()) };
    let (mut objects, mut size, mut max_align) = (Vec::new(), 0u64, 1u64);
    let mut extents = Vec::new();
    for &i in &b0.insts {
        let inst = f.inst(i);
        if let ir::module::Opcode::Alloca { allocated, align, addrspace } = inst.op {
            if !inst.operands.is_empty() {
                continue;
            }
            let Some(sa) = crate::dag::layout::size_align(&module.types, allocated) else {
                objects.push((u64::MAX, addrspace == 0));
                extents.push((u64::MAX, 0));
                continue;
            };
            let a = align.unwrap_or(sa.align).max(1);
            size = size.div_ceil(a) * a;
            objects.push((size, addrspace == 0));
            extents.push((size, sa.size.max(1)));
            size += sa.size.max(1);
            max_align = max_align.max(a);
        }
    }
    let frame = (!objects.is_empty()).then_some((size, max_align));
    (objects, frame, extents)
}

/// The blocks of `fd` (by index) whose IR terminator carries `!llvm.loop` metadata that
/// disables unrolling: `llvm.loop.unroll.disable`, or `llvm.loop.unroll.count` of 1 (LLVM's
/// NVPTXAsmPrinter::isLoopHeaderOfNoUnroll reads the same two).
fn nounroll_latches(module: &ir::Module, fd: &FunctionDags) -> std::collections::BTreeSet<u32> {
    use ir::module::MdOperand as Md;
    let mut out = std::collections::BTreeSet::new();
    let Some(f) = module.functions.iter().find(|f| f.name == fd.name) else { return out };
    // The operands of a node: a numbered one resolved (bounded, a loop id names itself).
    let operands = |o: &Md| -> Vec<Md> {
        match o {
            Md::Ref(n) => match module.md_node(*n).map(|m| &m.body) {
                Some(Md::Tuple(v)) => v.clone(),
                _ => Vec::new(),
            },
            Md::Tuple(v) => v.clone(),
            _ => Vec::new(),
        }
    };
    for (bi, b) in f.blocks.iter().enumerate() {
        let Some(&last) = b.insts.last() else { continue };
        let Some((_, loop_id)) = f.inst(last).metadata.iter().find(|(k, _)| k == "llvm.loop") else { continue };
        let disables = operands(loop_id).iter().any(|prop| {
            let ops = operands(prop);
            let name = match ops.first() {
                Some(Md::String(s)) => s.as_slice(),
                _ => return false,
            };
            match name {
                b"llvm.loop.unroll.disable" => true,
                b"llvm.loop.unroll.count" => match ops.get(1) {
                    Some(Md::Value(_, ir::module::Value::Const(c))) => matches!(module.constant(*c).kind, ir::module::ConstKind::Int(1)),
                    _ => false,
                },
                _ => false,
            }
        });
        if disables {
            out.insert(bi as u32);
        }
    }
    out
}

/// The `.param` type of a device function's return value (`None` for `void` and kernels).
fn return_param(module: &ir::Module, fd: &FunctionDags) -> Result<Option<&'static str>, Diagnostic> {
    let Some(f) = module.functions.iter().find(|f| f.name == fd.name) else { return Ok(None) };
    if fd.kernel {
        return Ok(None);
    }
    match module.types.get(f.ret) {
        ir::types::Type::Void => Ok(None),
        // i1/i8/i16 come back widened to 32 bits (seed 003, 3.25).
        ir::types::Type::Int(1 | 8 | 16 | 32) | ir::types::Type::Float => Ok(Some("b32")),
        ir::types::Type::Int(64) | ir::types::Type::Double | ir::types::Type::Ptr(_) => Ok(Some("b64")),
        // An odd-width integer (i2, i17, i40) comes back in its promoted register's width.
        ir::types::Type::Int(2..=31) => Ok(Some("b32")),
        ir::types::Type::Int(33..=63) => Ok(Some("b64")),
        // `half`/`bfloat` come back in a 2-byte array (`ret_array`); the type is the store's.
        ir::types::Type::Half | ir::types::Type::BFloat => Ok(Some("b16")),
        // An aggregate, a vector or an i128 comes back in a byte array of its layout (`ret_array`).
        _ if array_passed(module, f.ret) && crate::dag::layout::size_align(&module.types, f.ret).is_some() => Ok(Some("b8")),
        _ => Err(Diagnostic::error(PHASE, f.span, format!("Cannot select: the return type of @{} is not handled by the selector yet", f.name))),
    }
}

/// Whether a value of type `ty` crosses a call boundary as a `.param` byte array: vectors,
/// i128 and aggregates (LLVM 22's `.param .align A .b8 name[S]`).
fn array_passed(module: &ir::Module, ty: ir::types::TypeId) -> bool {
    matches!(module.types.get(ty), ir::types::Type::Vector { .. } | ir::types::Type::Int(128)) || crate::dag::build::byval::is_aggregate(module, ty)
}

/// The state space LLVM's AsmPrinter names after `.ptr` for a kernel pointer parameter in
/// address space `a` (emitFunctionParamList): global, shared, const, local; none for generic.
fn ptr_param_space(a: u32) -> &'static str {
    match a {
        1 => ".global",
        3 => ".shared",
        4 => ".const",
        5 => ".local",
        _ => "",
    }
}

fn param_decls(module: &ir::Module, fd: &FunctionDags) -> Result<(Vec<ParamDecl>, FunctionFacts), Diagnostic> {
    let Some(f) = module.functions.iter().find(|f| f.name == fd.name) else {
        return Ok((Vec::new(), FunctionFacts::default()));
    };
    let mut params = Vec::new();
    for (i, p) in f.params.iter().enumerate() {
        let ty = module.types.get(p.ty);
        if let Some(array) = crate::dag::build::byval::byval_layout(module, &p.attrs) {
            // A byval aggregate is the parameter itself: a byte array in the `.param` space.
            params.push(ParamDecl { name: format!("{}_param_{i}", f.name), ty: "b8", ptr: false, space: "", array: Some(array), read_only: false });
            continue;
        }
        let (kty, fty, ptr, array) = match ty {
            ir::types::Type::Int(32) => ("u32", "b32", false, None),
            // A kernel's i16 is `.param .u16`, read with ld.param.b16 (functions widen it to b32).
            ir::types::Type::Int(16) if fd.kernel => ("u16", "b16", false, None),
            // A kernel's i1 and i8 are `.param .u8`, read with ld.param.b8 (LLVM 22).
            ir::types::Type::Int(1 | 8) if fd.kernel => ("u8", "b8", false, None),
            // A device function's i1/i8/i16 is widened to a `.param .b32` (seed 003, 3.25).
            ir::types::Type::Int(1 | 8 | 16) => ("b32", "b32", false, None),
            // An odd-width integer: LLVM 22 declares a kernel's as `.param .u<N>` (ptxas: "Parsing
            // error near '.u<N>'"), refused here; a device function's is widened to b32 / b64.
            ir::types::Type::Int(b @ (2..=31 | 33..=63)) if fd.kernel => {
                return Err(Diagnostic::error(PHASE, f.span, format!("Cannot select: parameter {i} of kernel @{} is an i{b}: LLVM 22 declares it `.param .u{b}`, which ptxas refuses (\"Parsing error near '.u{b}': syntax error\")", f.name)));
            }
            ir::types::Type::Int(2..=31) => ("b32", "b32", false, None),
            ir::types::Type::Int(33..=63) => ("b64", "b64", false, None),
            ir::types::Type::Int(64) => ("u64", "b64", false, None),
            // An i128 (the clusterlaunchcontrol response) is a 16-byte array read with
            // ld.param.v2.b64, as LLVM 22 passes it.
            ir::types::Type::Int(128) => ("b8", "b8", false, Some((16, 16))),
            ir::types::Type::Float => ("f32", "b32", false, None),
            ir::types::Type::Double => ("f64", "b64", false, None),
            ir::types::Type::Ptr(_) => ("u64", "b64", fd.kernel, None),
            // LLVM 22 passes `half` and `bfloat` as 2-byte arrays, kernels and functions alike.
            ir::types::Type::Half | ir::types::Type::BFloat => ("b16", "b16", false, Some((2, 2))),
            // A kernel's `<2 x half>` is a 4-byte array read as one packed `b32`.
            ir::types::Type::Vector { len: 2, elem } if fd.kernel && matches!(module.types.get(*elem), ir::types::Type::Half | ir::types::Type::BFloat) => {
                ("b32", "b32", false, Some((4, 4)))
            }
            // A kernel's `<2 x float>` (legal f32x2 from sm_100; below it the DAG has already
            // refused the split parameter): an 8-byte array read as one `b64`, as LLVM 22 does.
            ir::types::Type::Vector { len: 2, elem } if fd.kernel && matches!(module.types.get(*elem), ir::types::Type::Float) => ("b64", "b64", false, Some((8, 8))),
            // Other vectors, i128 and aggregates passed by value: a byte array of their layout
            // (`.param .align 16 .b8 f_param_0[16]`), read by the parts at their offsets.
            _ if array_passed(module, p.ty) => {
                let sa = crate::dag::layout::size_align(&module.types, p.ty).ok_or_else(|| Diagnostic::error(PHASE, f.span, format!("Cannot select: parameter {i} of @{} has no layout", f.name)))?;
                ("b8", "b8", false, Some((crate::dag::build::byval::param_array_align(module, Some(&f.name), p.ty), sa.size)))
            }
            _ => {
                return Err(Diagnostic::error(PHASE, f.span, format!("Cannot select: parameter {i} of @{} has a type the selector does not handle yet", f.name)));
            }
        };
        let space = match ty {
            ir::types::Type::Ptr(a) if ptr => ptr_param_space(*a),
            _ => "",
        };
        let read_only = ptr && crate::dag::build::addrspace::noalias_read_only(module, f, i);
        params.push(ParamDecl { name: format!("{}_param_{i}", f.name), ty: if fd.kernel { kty } else { fty }, ptr, space, array, read_only });
    }
    let attrs = module.function_attrs(f);
    let has = |key: &str, value: &str| attrs.iter().any(|a| a.contains(key) && a.contains(value));
    let facts = FunctionFacts {
        unsafe_fp_math: has("\"unsafe-fp-math\"", "true"),
        f32_preserve_sign: has("\"denormal-fp-math-f32\"", "preserve-sign") || has("\"denormal-fp-math\"=\"preserve-sign", "preserve-sign"),
    };
    Ok((params, facts))
}

fn select_function(
    module: &ir::Module,
    fd: &FunctionDags,
    subtarget: &Subtarget,
    table: &MatcherTable,
    globals: &[mir::GlobalDecl],
    out: &mut Selection,
    next_id: &mut u32,
) -> Result<MachineFunction, Vec<Diagnostic>> {
    let (params, facts) = param_decls(module, fd).map_err(|d| vec![d])?;
    let mut mf = MachineFunction::new(&fd.name, fd.kernel, params);
    mf.ret = return_param(module, fd).map_err(|d| vec![d])?;
    if mf.ret == Some("b16") {
        mf.ret_array = Some((2, 2));
    }
    if mf.ret == Some("b8") {
        let ret_ty = module.functions.iter().find(|f| f.name == fd.name).map(|f| f.ret);
        mf.ret_array = ret_ty.and_then(|t| crate::dag::layout::size_align(&module.types, t).map(|sa| (crate::dag::build::byval::param_array_align(module, Some(&fd.name), t), sa.size)));
    }
    let (frame_objects, frame, extents) = frame_layout(module, fd);
    mf.frame_objects = extents;
    mf.nounroll_latches = nounroll_latches(module, fd);
    // Defined device functions and declared external ones (`.extern .func`, see `extern_decls`).
    let callees: Vec<String> = module.functions.iter().filter(|f| f.is_definition || !f.is_intrinsic()).map(|f| f.name.clone()).collect();
    let callees = callees.as_slice();
    mf.frame = frame;
    // Registers written by more than one CopyToReg (phi registers) are never aliased.
    let mut defs: BTreeMap<u32, u32> = BTreeMap::new();
    for b in &fd.blocks {
        for n in b.live() {
            let node = b.node(n);
            if node.opcode == Opcode::Isd(Isd::CopyToReg) {
                if let Some(Payload::Register(r)) = node.ops.get(1).map(|o| &b.node(o.node).payload) {
                    *defs.entry(*r).or_default() += 1;
                }
            }
        }
    }
    let mut fx = FunctionState { regs: BTreeMap::new(), defs, multi_def_vregs: BTreeSet::new(), vreg_types: &fd.vregs };
    let mut diags = Vec::new();
    for (bi, dag) in fd.blocks.iter().enumerate() {
        let dump_lines = dag
            .dump()
            .lines()
            .map(str::trim_start)
            .filter_map(|l| {
                let (id, _) = l.split_once(':')?;
                let id = id.strip_prefix('t')?.parse().ok()?;
                Some((NodeId(id), l.to_string()))
            })
            .collect();
        let cx = BlockCx { dag, dump_lines, callees, globals, frame_objects: &frame_objects, table, subtarget, facts };
        match cx.select(&mut mf, &mut fx, out, next_id) {
            Ok(insts) => mf.blocks.push(MachineBlock { index: bi as u32, name: dag.block.clone(), insts }),
            Err(d) => diags.extend(d),
        }
    }
    if diags.is_empty() { Ok(mf) } else { Err(diags) }
}

/// Per-function state: the machine registers of the DAG's virtual registers.
struct FunctionState<'a> {
    regs: BTreeMap<u32, VReg>,
    defs: BTreeMap<u32, u32>,
    multi_def_vregs: BTreeSet<VReg>,
    vreg_types: &'a [Mvt],
}

impl FunctionState<'_> {
    fn reg(&mut self, mf: &mut MachineFunction, r: u32, vt: Mvt) -> Option<VReg> {
        if let Some(v) = self.regs.get(&r) {
            return Some(*v);
        }
        let vt = self.vreg_types.get(r as usize).copied().unwrap_or(vt);
        let v = mf.new_vreg(class_of(vt)?);
        self.regs.insert(r, v);
        if self.defs.get(&r).copied().unwrap_or(0) > 1 {
            self.multi_def_vregs.insert(v);
        }
        Some(v)
    }
}

/// A machine instruction a layer-1 or layer-2 handler builds directly.
#[derive(Clone, Debug)]
struct DirectInst {
    opcode: &'static str,
    ops: Vec<DirectOp>,
    space: &'static str,
    volatile: bool,
}

#[derive(Clone, Debug)]
enum DirectOp {
    Value(SdValue),
    Imm(i64),
    Sym(String),
    Fixed(MOperand),
    /// A fresh register of the class that the instruction writes, becoming result `.1` of
    /// the node (the lanes of a vector load).
    Def(RegClass, u16),
    /// An input tied to result `.1` of the node (an inline asm matching constraint): moved
    /// into that result's register (a constant straight in) before the instruction.
    Tied(SdValue, u16),
}

/// How one node was selected.
#[derive(Clone, Debug)]
enum Decision {
    Matched(Match),
    Direct(DirectInst),
    CopyFromReg,
    CopyToReg,
    Undef,
    /// A `bitcast` between types of one register class: the operand's register, no instruction
    /// (LLVM selects it to a COPY that the register coalescer removes).
    Alias(SdValue),
}

/// The outcome of a MatcherTable contest.
struct Contest {
    candidates: Vec<Candidate>,
    steps: Vec<MatcherStep>,
    winner: Option<Match>,
    fast: bool,
}

/// The best cost of selecting `n` on its own (memoised), for the residual rule.
fn best_cost(scorer: &Scorer<'_>, n: NodeId, depth: u32, memo: &mut BTreeMap<NodeId, i64>) -> i64 {
    if let Some(c) = memo.get(&n) {
        return *c;
    }
    let c = contest(scorer, n, depth, memo).1;
    memo.insert(n, c);
    c
}

/// Whether reading value `v` from a register makes its node's selection this candidate's cost.
fn charged_residual(scorer: &Scorer<'_>, v: SdValue) -> bool {
    let node = scorer.dag.node(v.node);
    match node.opcode {
        Opcode::Isd(Isd::Constant) | Opcode::Isd(Isd::ConstantFP) => true,
        Opcode::Isd(op) => {
            !op.is_leaf()
                && !node.vts.contains(&Mvt::Other)
                && !node.ops.is_empty()
                && scorer.value_uses.get(v.node.0 as usize).copied() == Some(1)
        }
        _ => false,
    }
}

/// Runs the contest for `n`: the fast path first, then every candidate scored.
fn contest(scorer: &Scorer<'_>, n: NodeId, depth: u32, memo: &mut BTreeMap<NodeId, i64>) -> (Contest, i64) {
    let mut ct = Contest { candidates: Vec::new(), steps: Vec::new(), winner: None, fast: false };
    let entries = scorer.table.candidates(scorer.dag, n);
    for &e in &entries {
        let Some(p) = scorer.table.pattern_at(e) else { continue };
        if !p.fast {
            continue;
        }
        if let Ok(m) = scorer.run(e, n, &mut ct.steps) {
            ct.candidates.push(Candidate { pattern: p.name.to_string(), cost: None, rejected_by: None, won: true });
            ct.winner = Some(m);
            ct.fast = true;
            return (ct, 1);
        }
    }
    let mut best: Option<(usize, i64)> = None;
    let mut matches = Vec::new();
    for &e in &entries {
        let Some(p) = scorer.table.pattern_at(e) else { continue };
        if p.fast {
            continue;
        }
        match scorer.run(e, n, &mut ct.steps) {
            Ok(m) => {
                let mut total = m.cost;
                if depth < 6 {
                    for s in &m.slots {
                        if let Slot::Value(v, Leaf::Reg(_)) = s {
                            if charged_residual(scorer, *v) {
                                total = cost::sat_add(total, best_cost(scorer, v.node, depth + 1, memo));
                            }
                        }
                    }
                }
                ct.candidates.push(Candidate { pattern: p.name.to_string(), cost: Some(total), rejected_by: None, won: false });
                if best.is_none_or(|(_, c)| total < c) {
                    best = Some((ct.candidates.len() - 1, total));
                }
                matches.push((ct.candidates.len() - 1, m));
            }
            Err(why) => ct.candidates.push(Candidate { pattern: p.name.to_string(), cost: None, rejected_by: Some(why), won: false }),
        }
    }
    let mut total = i64::MAX;
    if let Some((k, c)) = best {
        ct.candidates[k].won = true;
        total = c;
        ct.winner = matches.into_iter().find(|(i, _)| *i == k).map(|(_, m)| m);
    }
    (ct, total)
}

struct BlockCx<'a> {
    dag: &'a SelectionDag,
    /// The DAG dump's line per node, made once per block.
    dump_lines: BTreeMap<NodeId, String>,
    callees: &'a [String],
    frame_objects: &'a [(u64, bool)],
    globals: &'a [mir::GlobalDecl],
    table: &'a MatcherTable,
    subtarget: &'a Subtarget,
    facts: FunctionFacts,
}

/// Atomic read-modify-writes layer 2 selects: (opcode, value type, machine opcode).
const ATOMIC_RMW: &[(Isd, Mvt, &str)] = &[
    (Isd::AtomicLoadAdd, Mvt::I32, "ATOM_ADD_U32"),
    (Isd::AtomicLoadAdd, Mvt::I64, "ATOM_ADD_U64"),
    (Isd::AtomicLoadFAdd, Mvt::F32, "ATOM_ADD_F32"),
    (Isd::AtomicLoadFAdd, Mvt::F64, "ATOM_ADD_F64"),
    // Where the target has them (the atomic expansion leaves them as they are only then).
    (Isd::AtomicLoadFAdd, Mvt::F16, "ATOM_ADD_NOFTZ_F16"),
    (Isd::AtomicLoadFAdd, Mvt::BF16, "ATOM_ADD_NOFTZ_BF16"),
    (Isd::AtomicLoadMin, Mvt::I32, "ATOM_MIN_S32"),
    (Isd::AtomicLoadMax, Mvt::I32, "ATOM_MAX_S32"),
    (Isd::AtomicLoadUMin, Mvt::I32, "ATOM_MIN_U32"),
    (Isd::AtomicLoadUMax, Mvt::I32, "ATOM_MAX_U32"),
    (Isd::AtomicLoadAnd, Mvt::I32, "ATOM_AND_B32"),
    (Isd::AtomicLoadOr, Mvt::I32, "ATOM_OR_B32"),
    (Isd::AtomicLoadXor, Mvt::I32, "ATOM_XOR_B32"),
    (Isd::AtomicSwap, Mvt::I32, "ATOM_EXCH_B32"),
    // 64-bit, float exchanges and the wrapping increments (LLVM 22: atom.exch.b64,
    // atom.and.b64, atom.min.s64, atom.inc.u32, ...).
    (Isd::AtomicSwap, Mvt::F32, "ATOM_EXCH_B32"),
    (Isd::AtomicSwap, Mvt::I64, "ATOM_EXCH_B64"),
    (Isd::AtomicSwap, Mvt::F64, "ATOM_EXCH_B64"),
    (Isd::AtomicLoadAnd, Mvt::I64, "ATOM_AND_B64"),
    (Isd::AtomicLoadOr, Mvt::I64, "ATOM_OR_B64"),
    (Isd::AtomicLoadXor, Mvt::I64, "ATOM_XOR_B64"),
    (Isd::AtomicLoadMin, Mvt::I64, "ATOM_MIN_S64"),
    (Isd::AtomicLoadMax, Mvt::I64, "ATOM_MAX_S64"),
    (Isd::AtomicLoadUMin, Mvt::I64, "ATOM_MIN_U64"),
    (Isd::AtomicLoadUMax, Mvt::I64, "ATOM_MAX_U64"),
    (Isd::AtomicLoadUIncWrap, Mvt::I32, "ATOM_INC_U32"),
    (Isd::AtomicLoadUDecWrap, Mvt::I32, "ATOM_DEC_U32"),
];

/// The state space a load reads: `.global.nc` (the non-coherent, read-only path) for an
/// invariant global load, as NVPTX's `canLowerToLDG` decides; else its address space's.
fn load_space(mem: &crate::dag::MemOperand) -> Option<&'static str> {
    if mem.addr_space == 1 && mem.invariant && !mem.volatile && mem.ordering.is_none() {
        return Some(".global.nc");
    }
    state_space(mem.addr_space)
}

fn state_space(addr_space: u32) -> Option<&'static str> {
    match addr_space {
        0 => Some(""),
        1 => Some(".global"),
        3 => Some(".shared"),
        7 => Some(".shared::cluster"),
        4 => Some(".const"),
        5 => Some(".local"),
        101 => Some(".param"),
        _ => None,
    }
}

impl BlockCx<'_> {
    /// The node's line in the DAG dump (`t15: i32 = add t13, t14`).
    fn node_line(&self, n: NodeId) -> String {
        self.dump_lines.get(&n).cloned().unwrap_or_else(|| format!("{n}: {}", self.dag.node(n).opcode))
    }

    fn cannot_select(&self, n: NodeId, why: &str) -> Diagnostic {
        let span = self.dag.node(n).source.unwrap_or(Span::start());
        Diagnostic::error(PHASE, span, format!("Cannot select: {} ({why}) in @{}", self.node_line(n), self.dag.function))
    }

    /// Layer 1: the intrinsic families ([`families`]), then the older hard-coded cases.
    /// `Ok(None)`: not selected; `Err`: a family refuses the node (a failed gate or an illegal
    /// combination), and no later layer tries it.
    fn layer1(&self, n: NodeId, cell: &mut Vec<(String, String)>) -> Result<Option<DirectInst>, Diagnostic> {
        let node = self.dag.node(n);
        let Payload::Intrinsic(name) = &node.payload else { return Ok(None) };
        if !matches!(node.opcode, Opcode::Isd(Isd::IntrinsicWChain | Isd::IntrinsicVoid | Isd::IntrinsicWoChain)) {
            return Ok(None);
        }
        cell.push(("dispatch key".into(), node.opcode.to_string()));
        cell.push(("intrinsic".into(), name.clone()));
        let mut family_cell = Vec::new();
        match self.family_select(n, &mut family_cell) {
            families::FamilyOutcome::Selected(d) => {
                cell.extend(family_cell);
                return Ok(Some(d));
            }
            families::FamilyOutcome::Refused(diag) => {
                cell.extend(family_cell);
                return Err(diag);
            }
            families::FamilyOutcome::NotAFamily => cell.extend(family_cell),
        }
        if node.opcode == Opcode::Isd(Isd::IntrinsicWoChain) {
            // Pure intrinsics no family has (special registers, math) go to layer 3.
            cell.clear();
            return Ok(None);
        }
        Ok(self.layer1_fixed(n, name, cell))
    }

    /// The layer-1 cases not yet moved into a family.
    fn layer1_fixed(&self, n: NodeId, name: &str, cell: &mut Vec<(String, String)>) -> Option<DirectInst> {
        let node = self.dag.node(n);
        // The pre-sm_70 memory barriers (llvm.nvvm.membar.{cta,gl,sys}): `membar.<level>` at
        // every SM, as LLVM 22 and libNVVM print them.
        if let Some(level) = name.strip_prefix("llvm.nvvm.membar.").filter(|l| matches!(*l, "cta" | "gl" | "sys")) {
            if node.ops.len() == 1 {
                cell.push(("family".into(), "membar".into()));
                return Some(DirectInst { opcode: "MEMBAR", ops: vec![DirectOp::Sym(level.to_string())], space: "", volatile: false });
            }
        }
        if name.starts_with("llvm.nvvm.ldg.global.") {
            if let Some(d) = self.ldg_intrinsic(n, cell) {
                return Some(d);
            }
        }
        cell.push(("family".into(), "not handled: falls through".into()));
        None
    }

    /// `llvm.nvvm.ldg.global.{i,f,p}.*` (chain, pointer, alignment): a load on the read-only
    /// non-coherent path, `ld.global.nc`, with the scalar load forms and address folding.
    fn ldg_intrinsic(&self, n: NodeId, cell: &mut Vec<(String, String)>) -> Option<DirectInst> {
        let node = self.dag.node(n);
        let vt = node.vts.first().copied()?;
        let ptr = *node.ops.get(1)?;
        let class = class_of(vt).filter(|c| *c != RegClass::Pred)?;
        let &(_, _, _, _, rr, ri) = MEMORY_FORMS.iter().find(|&&(l, c, b, e, _, _)| l && c == class && b == vt.bits() && e == MemExt::None)?;
        if self.dag.vt(ptr) != Mvt::I64 {
            return None;
        }
        cell.push(("family".into(), "ldg (ld.global.nc)".into()));
        let (opcode, ops) = match self.base_plus_offset(ptr) {
            Some((b, c)) => (ri, vec![DirectOp::Value(b), DirectOp::Imm(c)]),
            None => (rr, vec![DirectOp::Value(ptr)]),
        };
        Some(DirectInst { opcode, ops, space: ".global.nc", volatile: false })
    }

    /// The `.param` call sequence and return values (layer 2's parameter handlers):
    /// `callseq_start` opens a brace scope, each argument is declared and stored, the call
    /// names `retval0` when a return parameter was declared, and `callseq_end` closes the scope.
    fn call_sequence(&self, n: NodeId, cands: &mut Vec<Candidate>) -> Option<DirectInst> {
        let node = self.dag.node(n);
        let target = match &node.payload {
            Payload::Target(v) => v.as_slice(),
            _ => &[],
        };
        let direct = |opcode: &'static str, ops: Vec<DirectOp>| DirectInst { opcode, ops, space: "", volatile: false };
        let width = |v: SdValue| match class_of(self.dag.vt(v)) {
            Some(RegClass::B32) => Some(32),
            Some(RegClass::B64) => Some(64),
            _ => None,
        };
        let d = match node.opcode {
            Opcode::Isd(Isd::CallSeqStart) => direct("CALLSEQ_START", Vec::new()),
            Opcode::Isd(Isd::CallSeqEnd) => direct("CALLSEQ_END", Vec::new()),
            Opcode::Nvptx(NvptxIsd::DeclareScalarParam) => match target {
                [i, bits @ (32 | 64)] => direct("DECLARE_PARAM", vec![DirectOp::Imm(*bits), DirectOp::Imm(*i)]),
                _ => return None,
            },
            Opcode::Nvptx(NvptxIsd::DeclareParam) => match target {
                [i, align, size] => direct("DECLARE_PARAM_ARRAY", vec![DirectOp::Imm(*align), DirectOp::Imm(*i), DirectOp::Imm(*size)]),
                _ => return None,
            },
            Opcode::Nvptx(NvptxIsd::DeclareRetParam) => match target {
                [bytes @ (4 | 8)] => direct("DECLARE_RET", vec![DirectOp::Imm(bytes * 8)]),
                [align, size] => direct("DECLARE_RET_ARRAY", vec![DirectOp::Imm(*align), DirectOp::Imm(*size)]),
                _ => return None,
            },
            Opcode::Nvptx(NvptxIsd::StoreParam) => {
                let (&[i, off], Some(v)) = (target, node.ops.get(1)) else { return None };
                let opcode = match (class_of(self.dag.vt(*v)), width(*v), off) {
                    (Some(RegClass::B16), _, 0) => "ST_PARAM_b16",
                    (_, Some(32), 0) => "ST_PARAM_b32",
                    (_, Some(_), 0) => "ST_PARAM_b64",
                    (Some(RegClass::B16), _, _) => "ST_PARAM_b16_off",
                    (_, Some(32), _) => "ST_PARAM_b32_off",
                    (_, Some(_), _) => "ST_PARAM_b64_off",
                    _ => return None,
                };
                let val = if width(*v) == Some(32) { self.reg_or_imm(*v) } else { DirectOp::Value(*v) };
                if off == 0 {
                    direct(opcode, vec![DirectOp::Imm(i), val])
                } else {
                    direct(opcode, vec![DirectOp::Imm(i), DirectOp::Imm(off), val])
                }
            }
            Opcode::Nvptx(NvptxIsd::StoreRetval) => {
                let (&[off], Some(v)) = (target, node.ops.get(1)) else { return None };
                let opcode = match (class_of(self.dag.vt(*v)), width(*v), off) {
                    (Some(RegClass::B16), _, 0) => "ST_RETVAL_b16",
                    (_, Some(32), 0) => "ST_RETVAL_b32",
                    (_, Some(_), 0) => "ST_RETVAL_b64",
                    (Some(RegClass::B16), _, _) => "ST_RETVAL_b16_off",
                    (_, Some(32), _) => "ST_RETVAL_b32_off",
                    (_, Some(_), _) => "ST_RETVAL_b64_off",
                    _ => return None,
                };
                let val = if width(*v) == Some(32) { self.reg_or_imm(*v) } else { DirectOp::Value(*v) };
                if off == 0 {
                    direct(opcode, vec![val])
                } else {
                    direct(opcode, vec![DirectOp::Imm(off), val])
                }
            }
            // Two or four pieces of a `.param` array in one access (param_vector_groups).
            Opcode::Nvptx(op @ (NvptxIsd::StoreParamV2 | NvptxIsd::StoreParamV4 | NvptxIsd::StoreRetvalV2 | NvptxIsd::StoreRetvalV4)) => {
                let retval = matches!(op, NvptxIsd::StoreRetvalV2 | NvptxIsd::StoreRetvalV4);
                let lanes = if matches!(op, NvptxIsd::StoreParamV2 | NvptxIsd::StoreRetvalV2) { 2 } else { 4 };
                let (name, off) = match (retval, target) {
                    (true, &[off]) => ("func_retval0".to_string(), off),
                    (false, &[i, off]) => (format!("param{i}"), off),
                    _ => return None,
                };
                let vals: Vec<SdValue> = node.ops.get(1..1 + lanes)?.to_vec();
                let class = class_of(self.dag.vt(vals[0]))?;
                let opcode = match (lanes, class) {
                    (2, RegClass::B16) => "ST_PARAM_v2_b16",
                    (2, RegClass::B32) => "ST_PARAM_v2_b32",
                    (2, RegClass::B64) => "ST_PARAM_v2_b64",
                    (4, RegClass::B16) => "ST_PARAM_v4_b16",
                    (4, RegClass::B32) => "ST_PARAM_v4_b32",
                    _ => return None,
                };
                let addr = if off == 0 { name } else { format!("{name}+{off}") };
                let mut ops = vec![DirectOp::Sym(addr)];
                ops.extend(vals.iter().map(|&v| if class == RegClass::B32 { self.reg_or_imm(v) } else { DirectOp::Value(v) }));
                direct(opcode, ops)
            }
            Opcode::Nvptx(NvptxIsd::LoadRetParam) if node.vts.len() > 3 => {
                let &[off] = target else { return None };
                let lanes = node.vts.len() - 2;
                let class = class_of(node.vts[0])?;
                let opcode = match (lanes, class) {
                    (2, RegClass::B16) => "LD_RETVAL_v2_b16",
                    (2, RegClass::B32) => "LD_RETVAL_v2_b32",
                    (2, RegClass::B64) => "LD_RETVAL_v2_b64",
                    (4, RegClass::B16) => "LD_RETVAL_v4_b16",
                    (4, RegClass::B32) => "LD_RETVAL_v4_b32",
                    _ => return None,
                };
                let mut ops: Vec<DirectOp> = (0..lanes as u16).map(|k| DirectOp::Def(class, k)).collect();
                ops.push(DirectOp::Sym(if off == 0 { "retval0".to_string() } else { format!("retval0+{off}") }));
                direct(opcode, ops)
            }
            Opcode::Nvptx(NvptxIsd::LoadRetParam) if target != [0] => {
                let &[off] = target else { return None };
                let opcode = match class_of(*node.vts.first()?)? {
                    RegClass::B16 => "LD_RETVAL_b16_off",
                    RegClass::B32 => "LD_RETVAL_b32_off",
                    RegClass::B64 => "LD_RETVAL_b64_off",
                    RegClass::Pred => return None,
                };
                direct(opcode, vec![DirectOp::Imm(off)])
            }
            Opcode::Nvptx(NvptxIsd::LoadRetParam) => {
                let &[0] = target else { return None };
                match class_of(*node.vts.first()?)? {
                    RegClass::B16 => direct("LD_RETVAL_b16", Vec::new()),
                    RegClass::B32 => direct("LD_RETVAL_b32", Vec::new()),
                    RegClass::B64 => direct("LD_RETVAL_b64", Vec::new()),
                    _ => return None,
                }
            }
            // `vprintf`'s call is built as `PrintCallUni` (seed 000's name; see
            // `dag::build::is_vprintf`) and selected as LLVM 22 selects any direct call.
            Opcode::Nvptx(NvptxIsd::CALL | NvptxIsd::PrintCallUni) => {
                let &[nargs] = target else { return None };
                let callee_v = *node.ops.get(1)?;
                if self.dag.vt(callee_v) == Mvt::I64 && !matches!(self.dag.node(callee_v.node).payload, Payload::Global(..)) && node.opcode == Opcode::Nvptx(NvptxIsd::CALL) {
                    return self.indirect_call(n, nargs, cands);
                }
                let callee = match &self.dag.node(node.ops.get(1)?.node).payload {
                    Payload::Global(name, 0) if self.callees.iter().any(|c| c == name) => name.clone(),
                    _ => {
                        cands.push(Candidate { pattern: "CALL_UNI".into(), cost: None, rejected_by: Some("the callee is not a function defined or declared in this module".into()), won: false });
                        return None;
                    }
                };
                // A return parameter declared in this call sequence makes the call name retval0.
                let mut ret = false;
                let mut c = node.ops.first().copied();
                while let Some(v) = c {
                    let cn = self.dag.node(v.node);
                    match cn.opcode {
                        Opcode::Nvptx(NvptxIsd::DeclareRetParam) => ret = true,
                        Opcode::Isd(Isd::CallSeqStart) => break,
                        _ => {}
                    }
                    c = cn.ops.first().copied();
                }
                let params: Vec<String> = (0..nargs).map(|i| format!("param{i}")).collect();
                let text = match (ret, params.is_empty()) {
                    (true, _) => format!("(retval0), {callee}, ({})", params.join(", ")),
                    (false, _) => format!("{callee}, ({})", params.join(", ")),
                };
                direct("CALL_UNI", vec![DirectOp::Sym(text)])
            }
            _ => return None,
        };
        cands.push(Candidate { pattern: d.opcode.into(), cost: None, rejected_by: None, won: true });
        Some(d)
    }

    /// An indirect call (`call (retval0), %rd3, (param0), prototype_0;`): the `.callprototype`
    /// is written from the call sequence's declarations (`.param .b32 _` for a scalar, `.param
    /// .align A .b8 _[S]` for an array), its label numbered by the call sequence, as LLVM 22's
    /// getPrototype does.
    fn indirect_call(&self, n: NodeId, nargs: i64, cands: &mut Vec<Candidate>) -> Option<DirectInst> {
        let node = self.dag.node(n);
        let mut ret: Option<String> = None;
        let mut params: BTreeMap<i64, String> = BTreeMap::new();
        let mut seq = None;
        let mut c = node.ops.first().copied();
        while let Some(v) = c {
            let cn = self.dag.node(v.node);
            let target: &[i64] = match &cn.payload {
                Payload::Target(t) => t,
                _ => &[],
            };
            match cn.opcode {
                Opcode::Nvptx(NvptxIsd::DeclareRetParam) => {
                    ret = Some(match target {
                        [bytes] => format!(".param .b{} _", bytes * 8),
                        [align, size] => format!(".param .align {align} .b8 _[{size}]"),
                        _ => return None,
                    })
                }
                Opcode::Nvptx(NvptxIsd::DeclareScalarParam) => {
                    let &[i, bits] = target else { return None };
                    params.insert(i, format!(".param .b{bits} _"));
                }
                Opcode::Nvptx(NvptxIsd::DeclareParam) => {
                    let &[i, align, size] = target else { return None };
                    params.insert(i, format!(".param .align {align} .b8 _[{size}]"));
                }
                Opcode::Isd(Isd::CallSeqStart) => {
                    seq = match self.dag.node(cn.ops.get(1)?.node).payload {
                        Payload::Constant(k) => Some(k),
                        _ => None,
                    };
                    break;
                }
                _ => {}
            }
            c = cn.ops.first().copied();
        }
        let label = format!("prototype_{}", seq?);
        let signature = format!("{}_ ({})", ret.as_ref().map_or(String::new(), |r| format!("({r}) ")), params.values().cloned().collect::<Vec<_>>().join(", "));
        let args: Vec<String> = (0..nargs).map(|i| format!("param{i}")).collect();
        let opcode = if ret.is_some() { "CALL_PROTO" } else { "CALL_PROTO_VOID" };
        cands.push(Candidate { pattern: opcode.into(), cost: None, rejected_by: None, won: true });
        Some(DirectInst {
            opcode,
            ops: vec![DirectOp::Sym(label.clone()), DirectOp::Sym(signature), DirectOp::Value(*node.ops.get(1)?), DirectOp::Sym(format!("({})", args.join(", ")))],
            space: "",
            volatile: false,
        })
    }

    /// The operand of a `bitcast` that needs no instruction: both types live in one register
    /// class (`f32` and `i32` in `%r`, `bf16` and `i16` in `%rs`).
    fn free_bitcast(&self, n: NodeId) -> Option<SdValue> {
        let node = self.dag.node(n);
        if node.opcode != Opcode::Isd(Isd::Bitcast) {
            return None;
        }
        let src = *node.ops.first()?;
        let (to, from) = (class_of(*node.vts.first()?)?, class_of(self.dag.vt(src))?);
        (to == from).then_some(src)
    }

    /// An operand a collective takes as an immediate when it is a constant.
    fn reg_or_imm(&self, v: SdValue) -> DirectOp {
        if let (Payload::ConstantFp(_), Some(imm)) = (&self.dag.node(v.node).payload, self.imm_of(v)) {
            return DirectOp::Fixed(imm);
        }
        match self.dag.node(v.node).payload {
            Payload::Constant(c) => match i64::try_from(crate::dag::truncate_signed(c, self.dag.vt(v).bits())) {
                Ok(c) => DirectOp::Imm(c),
                Err(_) => DirectOp::Value(v),
            },
            _ => DirectOp::Value(v),
        }
    }

    /// Layer 2: parameter loads and loads/stores by address space. `None`: not selected.
    fn layer2(&self, n: NodeId, cands: &mut Vec<Candidate>) -> Option<DirectInst> {
        // Byval parameter addresses, inline asm, NVPTXISD vector loads and stores.
        if let Some(d) = self.move_param(n, cands).or_else(|| self.inline_asm(n, cands)).or_else(|| self.vector_access(n, cands)).or_else(|| self.unpack_f32x2(n, cands)) {
            return Some(d);
        }
        let node = self.dag.node(n);
        if let (Opcode::Isd(Isd::FrameIndex), Payload::Frame(fi)) = (node.opcode, &node.payload) {
            // The address of a stack object: the depot pointer plus the object's offset.
            let &(offset, generic) = self.frame_objects.get(*fi as usize)?;
            let offset = i64::try_from(offset).ok()?;
            let opcode = if generic { "LEA_ADDRi64" } else { "LEA_ADDRi64_local" };
            cands.push(Candidate { pattern: opcode.into(), cost: None, rejected_by: None, won: true });
            return Some(DirectInst { opcode, ops: vec![DirectOp::Imm(offset)], space: "", volatile: false });
        }
        if let Some(d) = self.call_sequence(n, cands) {
            return Some(d);
        }
        if node.opcode == Opcode::Isd(Isd::AtomicFence) {
            // ops: chain, ordering (index into ir::module::ORDERINGS), scope symbol.
            let ordering = match node.ops.get(1).map(|o| &self.dag.node(o.node).payload) {
                Some(Payload::Constant(k)) => crate::ir::module::ORDERINGS.get(usize::try_from(*k).ok()?).copied()?,
                _ => return None,
            };
            let scope = match node.ops.get(2).map(|o| &self.dag.node(o.node).payload) {
                Some(Payload::Symbol(s)) => match s.as_str() {
                    "system" => "sys",
                    "device" => "gpu",
                    "block" => "cta",
                    "cluster" => "cluster",
                    _ => return None,
                },
                _ => return None,
            };
            let sem = match ordering {
                "seq_cst" => "sc",
                "acquire" | "release" | "acq_rel" => "acq_rel",
                _ => return None,
            };
            if self.subtarget.sm_x10() < 700 {
                return None;
            }
            cands.push(Candidate { pattern: "FENCE".into(), cost: None, rejected_by: None, won: true });
            return Some(DirectInst { opcode: "FENCE", ops: vec![DirectOp::Sym(format!("{sem}.{scope}"))], space: "", volatile: false });
        }
        if matches!(node.opcode, Opcode::Isd(Isd::AtomicCmpSwap | Isd::AtomicLoad | Isd::AtomicStore)) {
            return self.ordered_atomic(n, cands);
        }
        let Payload::Mem(mem) = &node.payload else { return None };
        let reject = |cands: &mut Vec<Candidate>, name: &str, why: &str| {
            cands.push(Candidate { pattern: name.into(), cost: None, rejected_by: Some(why.into()), won: false });
        };
        let win = |cands: &mut Vec<Candidate>, name: &str| cands.push(Candidate { pattern: name.into(), cost: None, rejected_by: None, won: true });
        match node.opcode {
            Opcode::Nvptx(NvptxIsd::LoadParam) => {
                let vt = node.vts.first().copied()?;
                let opcode = match (class_of(vt), mem.mem_vt == vt) {
                    // An i8 (or i1) parameter promoted to a 16-bit register: ld.param.b8.
                    (Some(RegClass::B16), false) if matches!(mem.mem_vt, Mvt::I8 | Mvt::I1) => "LD_PARAM_b8",
                    (Some(RegClass::B16), true) => "LD_PARAM_b16",
                    (Some(RegClass::B32), true) => "LD_PARAM_b32",
                    (Some(RegClass::B64), true) => "LD_PARAM_b64",
                    _ => {
                        reject(cands, "LD_PARAM", &format!("{} parameter read as {vt}", mem.mem_vt));
                        return None;
                    }
                };
                let name = mem.ir_value.clone()?;
                win(cands, opcode);
                Some(DirectInst { opcode, ops: vec![DirectOp::Sym(name)], space: "", volatile: false })
            }
            // A parameter of two lanes split by type legalization (a kernel's `<2 x float>`
            // below sm_100): `ld.param.v2.b32 {%r1, %r2}, [k_param_1]`, as LLVM 22 reads it.
            Opcode::Nvptx(NvptxIsd::LoadParamV2) => {
                let (a, b) = (*node.vts.first()?, *node.vts.get(1)?);
                let opcode = match (class_of(a), class_of(b)) {
                    (Some(RegClass::B16), Some(RegClass::B16)) => "LD_PARAM_v2_b16",
                    (Some(RegClass::B32), Some(RegClass::B32)) => "LD_PARAM_v2_b32",
                    (Some(RegClass::B64), Some(RegClass::B64)) => "LD_PARAM_v2_b64",
                    _ => {
                        reject(cands, "LD_PARAM_v2", &format!("{a}, {b} lanes"));
                        return None;
                    }
                };
                let class = class_of(a)?;
                let name = mem.ir_value.clone()?;
                win(cands, opcode);
                Some(DirectInst { opcode, ops: vec![DirectOp::Def(class, 0), DirectOp::Def(class, 1), DirectOp::Sym(name)], space: "", volatile: false })
            }
            Opcode::Isd(op) if ATOMIC_RMW.iter().any(|(o, _, _)| *o == op) => {
                let vt = node.vts.first().copied()?;
                let Some(&(_, _, opcode)) = ATOMIC_RMW.iter().find(|(o, t, _)| *o == op && *t == vt) else {
                    reject(cands, "ATOM", &format!("{} on {vt}", node.opcode));
                    return None;
                };
                // LLVM 22 (and libNVVM) select every ordering and sync scope of an atomicrmw as
                // the plain `atom.<space>.<op>` (no fence, no .sem or .scope qualifier): seq_cst,
                // acq_rel, acquire, release and syncscope("block") monotonic all print
                // `atom.global.add.u32` at sm_60 and sm_90 alike.
                let space = state_space(mem.addr_space)?;
                let (ptr, val) = (*node.ops.get(1)?, *node.ops.get(2)?);
                // The f16/bf16 `atom.add.noftz` has no immediate form (ptxas: "Arguments mismatch
                // for instruction 'atom'"): a constant is moved into a register, as LLVM 22 does.
                let value = if class_of(vt) == Some(RegClass::B16) { DirectOp::Value(val) } else { self.reg_or_imm(val) };
                // The address as a load's: a variable or stack object plus a constant is the
                // address itself (`[sh+8]`), a register plus a constant `[%rd1+6]` (SelectADDR).
                if let Some(sym) = self.symbol_address(ptr, mem.addr_space) {
                    win(cands, opcode);
                    return Some(DirectInst { opcode, ops: vec![DirectOp::Sym(sym), value.clone()], space, volatile: false });
                }
                if let Some((reg, off)) = self.frame_address(ptr) {
                    win(cands, opcode);
                    let sym = if off == 0 { reg.to_string() } else { format!("{reg}{off:+}") };
                    return Some(DirectInst { opcode, ops: vec![DirectOp::Sym(sym), value.clone()], space, volatile: false });
                }
                let ri = crate::mir::instrs::find(&format!("{opcode}_ri")).map(|d| d.name);
                if let (Some(ri), Some((base, off))) = (ri, self.base_plus_offset(ptr)) {
                    win(cands, ri);
                    return Some(DirectInst { opcode: ri, ops: vec![DirectOp::Value(base), value.clone(), DirectOp::Imm(off)], space, volatile: false });
                }
                win(cands, opcode);
                Some(DirectInst { opcode, ops: vec![DirectOp::Value(ptr), value.clone()], space, volatile: false })
            }
            Opcode::Isd(Isd::Load) | Opcode::Isd(Isd::Store) => {
                let is_load = node.opcode == Opcode::Isd(Isd::Load);
                let vt = if is_load { node.vts.first().copied()? } else { self.dag.vt(*node.ops.get(1)?) };
                let space = if is_load { load_space(mem)? } else { state_space(mem.addr_space)? };
                // A vector that fits one register (v2f16) is accessed as that register.
                if mem.ordering.is_some() || (vt.is_vector() && class_of(vt).is_none()) {
                    reject(cands, if is_load { "LD" } else { "ST" }, "atomic or vector access");
                    return None;
                }
                // (load?, register class, bits in memory, extension) -> (register form, [base+offset] form).
                let Some(&(_, _, _, _, rr, ri)) = MEMORY_FORMS.iter().find(|&&(l, c, b, e, _, _)| {
                    l == is_load && Some(c) == class_of(vt) && b == mem.mem_vt.bits() && e == ext_kind(is_load, mem.ext)
                }) else {
                    reject(cands, if is_load { "LD" } else { "ST" }, &format!("{} access through a {vt} register is not selected yet", mem.mem_vt));
                    return None;
                };
                let ptr = *node.ops.get(if is_load { 1 } else { 2 })?;
                if self.dag.vt(ptr) != Mvt::I64 {
                    reject(cands, if is_load { "LD" } else { "ST" }, "address is not 64-bit");
                    return None;
                }
                // A byval parameter's copy read at its symbol plus a constant, `[k_param_0+8]`,
                // or a variable of the accessed space, `[tile+8]`.
                if let Some(sym) = self.symbol_address(ptr, mem.addr_space) {
                    win(cands, rr);
                    let mut ops = vec![DirectOp::Sym(sym)];
                    if !is_load {
                        ops.push(DirectOp::Value(*node.ops.get(1)?));
                    }
                    return Some(DirectInst { opcode: rr, ops, space, volatile: mem.volatile });
                }
                // A stack object: `[%SP+8]` off the depot pointer (SelectADDRri's frame index).
                if let Some((reg, off)) = self.frame_address(ptr) {
                    let mut ops = vec![DirectOp::Sym(reg.to_string())];
                    let opcode = if off == 0 {
                        win(cands, rr);
                        rr
                    } else {
                        win(cands, ri);
                        ops.push(DirectOp::Imm(off));
                        ri
                    };
                    if !is_load {
                        ops.push(DirectOp::Value(*node.ops.get(1)?));
                    }
                    return Some(DirectInst { opcode, ops, space, volatile: mem.volatile });
                }
                // Address mode: base + constant offset.
                let pn = self.dag.node(ptr.node);
                let offset = match (pn.opcode, pn.ops.get(1).map(|o| &self.dag.node(o.node).payload)) {
                    (Opcode::Isd(Isd::Add), Some(Payload::Constant(c))) => i32::try_from(crate::dag::truncate_signed(*c, 64)).ok().map(|c| (pn.ops[0], c)),
                    _ => None,
                };
                let mut ops = match offset {
                    Some((b, c)) => {
                        win(cands, ri);
                        reject(cands, rr, "the address folds into [base+offset]");
                        vec![DirectOp::Value(b), DirectOp::Imm(i64::from(c))]
                    }
                    None => {
                        reject(cands, ri, "the address is not base+constant");
                        win(cands, rr);
                        vec![DirectOp::Value(ptr)]
                    }
                };
                if !is_load {
                    ops.push(DirectOp::Value(*node.ops.get(1)?));
                }
                Some(DirectInst { opcode: if offset.is_some() { ri } else { rr }, ops, space, volatile: mem.volatile })
            }
            _ => None,
        }
    }

    fn select(&self, mf: &mut MachineFunction, fx: &mut FunctionState<'_>, out: &mut Selection, next_id: &mut u32) -> Result<Vec<MachineInst>, Vec<Diagnostic>> {
        let dag = self.dag;
        let mut value_uses = vec![0u32; dag.len()];
        for n in dag.live() {
            for o in &dag.node(n).ops {
                if dag.vt(*o).is_value() {
                    value_uses[o.node.0 as usize] += 1;
                }
            }
        }
        let scorer = Scorer {
            table: self.table,
            dag,
            value_uses: &value_uses,
            slot: cost::LatticeSlot::of(self.subtarget),
            profile: cost::Profile::Binary,
            facts: self.facts,
        };
        let order = dag.topological_order();
        let scatter = scatter_groups(dag, &order);
        let mut scatter_used: BTreeSet<NodeId> = BTreeSet::new();
        let mut needed = vec![false; dag.len()];
        let mut decisions: BTreeMap<NodeId, Decision> = BTreeMap::new();
        let mut memo = BTreeMap::new();
        let mut diags = Vec::new();
        let mut records = Vec::new();
        out.report.push_str(&format!("=== {} / {} ===\n", dag.function, dag.block));
        for &n in order.iter().rev() {
            let node = dag.node(n);
            let need = |needed: &mut Vec<bool>, v: SdValue| needed[v.node.0 as usize] = true;
            match node.opcode {
                Opcode::Isd(
                    Isd::EntryToken | Isd::TokenFactor | Isd::Register | Isd::BasicBlock | Isd::CondCode | Isd::ValueType | Isd::TargetConstant,
                ) => continue,
                Opcode::Isd(Isd::CopyFromReg) => {
                    decisions.insert(n, Decision::CopyFromReg);
                    continue;
                }
                Opcode::Isd(Isd::CopyToReg) => {
                    // A constant is moved straight into the register (no temporary).
                    if let Some(v) = node.ops.get(2).filter(|v| self.imm_of(**v).is_none()) {
                        need(&mut needed, *v);
                    }
                    decisions.insert(n, Decision::CopyToReg);
                    continue;
                }
                Opcode::Isd(Isd::Undef | Isd::Poison) => {
                    if needed[n.0 as usize] {
                        decisions.insert(n, Decision::Undef);
                    }
                    continue;
                }
                _ => {}
            }
            let side_effect = node.vts.contains(&Mvt::Other) || dag.root.node == n;
            if !needed[n.0 as usize] && !side_effect {
                continue;
            }
            // LLVM's tryEXTRACT_VECTOR_ELEMENT: every constant-index extract of a packed 16-bit
            // pair that reads both lanes shares one `mov.b32 {%rs1, %rs2}, %r1` (I32toV2I16),
            // made by the group's first extract; the others read its registers.
            if let Some(&(leader, lane)) = scatter.get(&n).filter(|(l, _)| *l != n) {
                need(&mut needed, SdValue::new(leader, 0));
                scatter_used.insert(leader);
                let res = u16::from(lane != scatter[&leader].1);
                records.push(NodeSelection {
                    node: n.0,
                    function: dag.function.clone(),
                    block: dag.block.clone(),
                    folded: Vec::new(),
                    layer: SelectorLayer::Trivial,
                    candidates: Vec::new(),
                    matcher_steps: Vec::new(),
                    family_cell: vec![("extract_vector_elt".into(), format!("lane {lane} of t{}'s I32toV2I16 (one unpack for both lanes)", leader.0))],
                    selected: "I32toV2I16 (shared)".into(),
                });
                decisions.insert(n, Decision::Alias(SdValue::new(leader, res)));
                continue;
            }
            if let Some(&(_, lane)) = scatter.get(&n).filter(|_| scatter_used.contains(&n)) {
                need(&mut needed, node.ops[0]);
                let res = |l: u16| u16::from(l != lane);
                records.push(NodeSelection {
                    node: n.0,
                    function: dag.function.clone(),
                    block: dag.block.clone(),
                    folded: Vec::new(),
                    layer: SelectorLayer::Trivial,
                    candidates: vec![Candidate { pattern: "I32toV2I16".into(), cost: None, rejected_by: None, won: true }],
                    matcher_steps: Vec::new(),
                    family_cell: vec![("extract_vector_elt".into(), "both lanes of the pair are read: one I32toV2I16 unpacks them (tryEXTRACT_VECTOR_ELEMENT)".into())],
                    selected: "I32toV2I16".into(),
                });
                let ops = vec![DirectOp::Def(RegClass::B16, res(0)), DirectOp::Def(RegClass::B16, res(1)), DirectOp::Value(node.ops[0])];
                decisions.insert(n, Decision::Direct(DirectInst { opcode: "I32toV2I16", ops, space: "", volatile: false }));
                continue;
            }
            if let Some(src) = self.free_bitcast(n) {
                need(&mut needed, src);
                records.push(NodeSelection {
                    node: n.0,
                    function: dag.function.clone(),
                    block: dag.block.clone(),
                    folded: Vec::new(),
                    layer: SelectorLayer::Trivial,
                    candidates: Vec::new(),
                    matcher_steps: Vec::new(),
                    family_cell: vec![("bitcast".into(), "same register class: no instruction".into())],
                    selected: "COPY (coalesced)".into(),
                });
                decisions.insert(n, Decision::Alias(src));
                continue;
            }
            let mut record = NodeSelection {
                node: n.0,
                function: dag.function.clone(),
                block: dag.block.clone(),
                folded: Vec::new(),
                layer: SelectorLayer::MatcherTable,
                candidates: Vec::new(),
                matcher_steps: Vec::new(),
                family_cell: Vec::new(),
                selected: String::new(),
            };
            // A jump table: NVPTX's LowerBR_JT makes BrxStart, one BrxItem per target and
            // BrxEnd of it, which select to BRX_START / BRX_ITEM / BRX_END; here they are one
            // instruction, printed as the `.branchtargets` list and `brx.idx`.
            if node.opcode == Opcode::Isd(Isd::BrJT) {
                let (Some(&idx), Payload::Target(targets)) = (node.ops.get(1), &node.payload) else {
                    diags.push(self.cannot_select(n, "malformed br_jt"));
                    records.push(record);
                    continue;
                };
                need(&mut needed, idx);
                let mut ops = vec![DirectOp::Value(idx)];
                ops.extend(targets.iter().map(|&b| DirectOp::Fixed(MOperand::Block(b as u32))));
                record.family_cell.push(("lowering".into(), format!("LowerBR_JT: BRX_START + {} x BRX_ITEM + BRX_END", targets.len().saturating_sub(1))));
                record.selected = "BRX_IDX".into();
                records.push(record);
                decisions.insert(n, Decision::Direct(DirectInst { opcode: "BRX_IDX", ops, space: "", volatile: false }));
                continue;
            }
            // Layers in their fixed order.
            let layer1 = match self.layer1(n, &mut record.family_cell) {
                Ok(d) => d,
                Err(diag) => {
                    record.layer = SelectorLayer::IntrinsicFamily;
                    diags.push(diag);
                    records.push(record);
                    continue;
                }
            };
            let direct = match layer1 {
                Some(d) => {
                    record.layer = SelectorLayer::IntrinsicFamily;
                    Some(d)
                }
                None => match self.layer2(n, &mut record.candidates) {
                    Some(d) => {
                        record.layer = SelectorLayer::VectorLoadStore;
                        Some(d)
                    }
                    None => None,
                },
            };
            let decision = if let Some(d) = direct {
                for o in &d.ops {
                    match o {
                        DirectOp::Value(v) => need(&mut needed, *v),
                        DirectOp::Tied(v, _) if self.imm_of(*v).is_none() => need(&mut needed, *v),
                        _ => {}
                    }
                }
                record.selected = d.opcode.to_string();
                Decision::Direct(d)
            } else {
                record.candidates.clear();
                let (ct, _) = contest(&scorer, n, 0, &mut memo);
                record.candidates = ct.candidates;
                record.matcher_steps = ct.steps;
                if ct.fast {
                    record.family_cell.push(("matcher".into(), "fast path".into()));
                }
                let Some(m) = ct.winner else {
                    let why = if record.candidates.is_empty() { "no pattern for this opcode".to_string() } else { "every candidate was rejected".to_string() };
                    diags.push(self.cannot_select(n, &why));
                    records.push(record);
                    continue;
                };
                for s in &m.slots {
                    if let Slot::Value(v, Leaf::Reg(_)) = s {
                        need(&mut needed, *v);
                    }
                }
                record.selected = m.emits.iter().map(|e| e.emit.opcode).collect::<Vec<_>>().join(" + ");
                // A family cell the MatcherTable selects (a special-register read): its gates,
                // its place in the trace, and its record (the emit below uses it).
                if let Some((family, c)) = self.matcher_cell(n) {
                    record.family_cell.extend(families::trace_pairs(family, c));
                    if let Err(message) = c.check(self.subtarget) {
                        diags.push(Diagnostic::error(PHASE, node.source.unwrap_or(Span::start()), message));
                        records.push(record);
                        continue;
                    }
                    record.selected = c.record.clone();
                }
                if m.emits.iter().any(|e| e.emit.opcode.starts_with("FMA32")) {
                    // The MI chains of the FTZ probe (5.32, 5.33).
                    let chain = if m.emits.iter().any(|e| e.emit.opcode == "FMA32_ftzrrr") {
                        "0x65 FMA → 0x10F FTZ_WRAP → 0x64 FMAD → 0x63 FMAD"
                    } else {
                        "0xF7 FMA_NON_FTZ → 0xD2 INST_WRAPPER → 0x11 CopyToReg → 207 MUL_ADD_f32"
                    };
                    record.family_cell.push(("ftz probe".into(), chain.into()));
                }
                if !m.folded.is_empty() {
                    record.folded = m.folded.iter().map(|f| f.0).collect();
                    let folded: Vec<String> = m.folded.iter().map(|f| f.to_string()).collect();
                    record.family_cell.push(("folds".into(), folded.join(", ")));
                }
                Decision::Matched(m)
            };
            records.push(record);
            decisions.insert(n, decision);
        }
        // The report reads in program order (operands before users).
        records.reverse();
        for r in &records {
            out.report.push_str(&self.report_node(r));
        }
        out.report.push('\n');
        out.snapshot.nodes.extend(records);
        if !diags.is_empty() {
            return Err(diags);
        }
        self.emit(mf, fx, &order, &decisions, next_id)
    }

    fn report_node(&self, r: &NodeSelection) -> String {
        let layer = match r.layer {
            SelectorLayer::IntrinsicFamily => "layer 1 (intrinsic-with-chain)",
            SelectorLayer::VectorLoadStore => "layer 2 (vector load/store)",
            SelectorLayer::MatcherTable => "layer 3 (MatcherTable)",
            SelectorLayer::Trivial => "trivial",
        };
        let mut s = format!("{}\n  {layer}\n", self.node_line(NodeId(r.node)));
        for (k, v) in &r.family_cell {
            s.push_str(&format!("    {k}: {v}\n"));
        }
        for c in &r.candidates {
            let what = match (&c.cost, &c.rejected_by) {
                (Some(cost), _) => format!("cost {cost}"),
                (None, Some(why)) => format!("rejected: {why}"),
                (None, None) => "matched".to_string(),
            };
            s.push_str(&format!("    {:<28} {what}{}\n", c.pattern, if c.won { "  <- winner" } else { "" }));
        }
        if r.selected.is_empty() {
            s.push_str("  => not selected\n");
        } else {
            s.push_str(&format!("  => {}\n", r.selected));
        }
        s
    }

    fn imm_of(&self, v: SdValue) -> Option<MOperand> {
        let node = self.dag.node(v.node);
        let vt = self.dag.vt(v);
        match (&node.payload, vt) {
            (Payload::Constant(c), _) => i64::try_from(crate::dag::truncate_signed(*c, vt.bits())).ok().map(MOperand::Imm),
            // IR float constants arrive as double bits; small values are already single bits.
            (Payload::ConstantFp(bits), Mvt::F32) => Some(MOperand::F32(if *bits > u64::from(u32::MAX) { (f64::from_bits(*bits) as f32).to_bits() } else { *bits as u32 })),
            (Payload::ConstantFp(bits), Mvt::F64) => Some(MOperand::F64(*bits)),
            // 16-bit floats are moved into a b16 register by their bits (PTX has no f16
            // immediates): `mov.b16 %rs1, 14336` is 0.5.
            (Payload::ConstantFp(bits), Mvt::F16 | Mvt::BF16) => Some(MOperand::Imm(i64::from(half_bits(*bits, vt)))),
            _ => None,
        }
    }

    fn emit(
        &self,
        mf: &mut MachineFunction,
        fx: &mut FunctionState<'_>,
        order: &[NodeId],
        decisions: &BTreeMap<NodeId, Decision>,
        next_id: &mut u32,
    ) -> Result<Vec<MachineInst>, Vec<Diagnostic>> {
        let dag = self.dag;
        let mut values: BTreeMap<SdValue, MOperand> = BTreeMap::new();
        let mut insts = Vec::new();
        let mut pending: Vec<PendingCopy> = Vec::new();
        let fail = |n: NodeId, why: &str| vec![self.cannot_select(n, why)];
        for &n in order {
            let Some(d) = decisions.get(&n) else { continue };
            let node = dag.node(n);
            if let Decision::Matched(m) = d {
                if m.emits.iter().any(|e| TERMINATORS.contains(&e.emit.opcode)) {
                    flush_copies(&mut pending, mf, &mut insts, next_id, dag);
                }
            }
            if let Decision::Direct(di) = d {
                if TERMINATORS.contains(&di.opcode) {
                    flush_copies(&mut pending, mf, &mut insts, next_id, dag);
                }
            }
            let mut push = |insts: &mut Vec<MachineInst>, opcode: &'static str, def: Option<VReg>, ops: Vec<MOperand>, cond: &'static str, space: &'static str, volatile: bool| {
                *next_id += 1;
                insts.push(MachineInst { id: *next_id, opcode, def, ops, cond, space, volatile, dag_node: Some(n.0), source: node.source });
            };
            let value = |values: &BTreeMap<SdValue, MOperand>, v: SdValue| values.get(&v).cloned();
            match d {
                Decision::Alias(src) => {
                    let v = value(&values, *src).ok_or_else(|| fail(n, "bitcast operand was not selected"))?;
                    values.insert(SdValue::new(n, 0), v);
                }
                Decision::Undef => {
                    let class = class_of(node.vts.first().copied().unwrap_or(Mvt::I32)).ok_or_else(|| fail(n, "undef of an unsupported type"))?;
                    values.insert(SdValue::new(n, 0), MOperand::Reg(mf.new_vreg(class)));
                }
                Decision::CopyFromReg => {
                    let Some(Payload::Register(r)) = node.ops.get(1).map(|o| &dag.node(o.node).payload) else { return Err(fail(n, "no register")) };
                    let vt = node.vts.first().copied().unwrap_or(Mvt::I32);
                    let v = fx.reg(mf, *r, vt).ok_or_else(|| fail(n, "register of an unsupported type"))?;
                    values.insert(SdValue::new(n, 0), MOperand::Reg(v));
                }
                Decision::CopyToReg => {
                    let (Some(rn), Some(src)) = (node.ops.get(1), node.ops.get(2)) else { return Err(fail(n, "malformed CopyToReg")) };
                    let Payload::Register(r) = dag.node(rn.node).payload else { return Err(fail(n, "no register")) };
                    let vt = dag.vt(*src);
                    let src_op = match self.imm_of(*src) {
                        Some(imm) => imm,
                        None => value(&values, *src).ok_or_else(|| fail(n, "copied value was not selected"))?,
                    };
                    let single_def = fx.defs.get(&r).copied().unwrap_or(0) == 1;
                    if let MOperand::Reg(sv) = src_op {
                        if single_def && !fx.regs.contains_key(&r) && !fx.multi_def_vregs.contains(&sv) {
                            fx.regs.insert(r, sv);
                            continue;
                        }
                    }
                    let dst = fx.reg(mf, r, vt).ok_or_else(|| fail(n, "register of an unsupported type"))?;
                    let opcode = match (dst.class, &src_op) {
                        (RegClass::B32, MOperand::Reg(_)) => "IMOV32r",
                        (RegClass::B64, MOperand::Reg(_)) => "IMOV64r",
                        (RegClass::Pred, MOperand::Reg(_)) => "IMOV1r",
                        (RegClass::B16, MOperand::Reg(_)) => "IMOV16r",
                        (RegClass::B32, _) => "IMOV32i",
                        (RegClass::B64, _) => "IMOV64i",
                        (RegClass::Pred, _) => "IMOV1i",
                        (RegClass::B16, _) => "IMOV16i",
                    };
                    pending.push(PendingCopy { node: n, opcode, dst, src: src_op });
                }
                Decision::Direct(di) => {
                    let desc = mir::instrs::find(di.opcode).ok_or_else(|| fail(n, "unknown machine opcode"))?;
                    let mut ops = Vec::new();
                    for o in &di.ops {
                        ops.push(match o {
                            DirectOp::Value(v) => value(&values, *v).ok_or_else(|| fail(n, "operand was not selected"))?,
                            DirectOp::Imm(i) => MOperand::Imm(*i),
                            DirectOp::Sym(s) => MOperand::Sym(s.clone()),
                            DirectOp::Fixed(o) => o.clone(),
                            DirectOp::Def(class, res) => {
                                let r = mf.new_vreg(*class);
                                values.insert(SdValue::new(n, *res), MOperand::Reg(r));
                                MOperand::Def(r)
                            }
                            DirectOp::Tied(v, res) => {
                                let Some(MOperand::Reg(dst)) = values.get(&SdValue::new(n, *res)).cloned() else { return Err(fail(n, "tied output has no register")) };
                                let src = match self.imm_of(*v) {
                                    Some(imm) => imm,
                                    None => value(&values, *v).ok_or_else(|| fail(n, "operand was not selected"))?,
                                };
                                let opcode = match (dst.class, &src) {
                                    (RegClass::B32, MOperand::Reg(_)) => "IMOV32r",
                                    (RegClass::B64, MOperand::Reg(_)) => "IMOV64r",
                                    (RegClass::Pred, MOperand::Reg(_)) => "IMOV1r",
                                    (RegClass::B16, MOperand::Reg(_)) => "IMOV16r",
                                    (RegClass::B32, _) => "IMOV32i",
                                    (RegClass::B64, _) => "IMOV64i",
                                    (RegClass::Pred, _) => "IMOV1i",
                                    (RegClass::B16, _) => "IMOV16i",
                                };
                                push(&mut insts, opcode, Some(dst), vec![src], "", "", false);
                                MOperand::Reg(dst)
                            }
                        });
                    }
                    let def = desc.result.map(|c| mf.new_vreg(c));
                    if let Some(d) = def {
                        values.insert(SdValue::new(n, 0), MOperand::Reg(d));
                    }
                    // PTX has .volatile for generic, global and shared accesses only; LLVM drops it
                    // for the others (const, local, param).
                    let volatile = di.volatile && matches!(di.space, "" | ".global" | ".shared" | ".shared::cluster");
                    if di.opcode == "BRX_IDX" {
                        // The table's number in the function (`$L_brx_N`), in selection order.
                        let earlier = mf.insts().chain(insts.iter()).filter(|i| i.opcode == "BRX_IDX").count();
                        ops.insert(1, MOperand::Imm(earlier as i64));
                    }
                    push(&mut insts, di.opcode, def, ops, "", di.space, volatile);
                }
                Decision::Matched(m) => {
                    let mut results: Vec<Option<VReg>> = Vec::new();
                    for (k, pe) in m.emits.iter().enumerate() {
                        let desc = mir::instrs::find(pe.emit.opcode).ok_or_else(|| fail(n, "unknown machine opcode"))?;
                        let mut ops = Vec::new();
                        for eo in pe.emit.ops {
                            let op = match *eo {
                                EmitOp::Slot(s) => match m.slots.get(usize::from(s)) {
                                    Some(Slot::Value(v, Leaf::Reg(_))) => value(&values, *v).ok_or_else(|| fail(n, "operand was not selected"))?,
                                    Some(Slot::Value(v, Leaf::Imm(_) | Leaf::FpImm(_))) => self.imm_of(*v).ok_or_else(|| fail(n, "immediate out of range"))?,
                                    Some(Slot::Value(v, Leaf::Block)) => match dag.node(v.node).payload {
                                        Payload::Block(b) => MOperand::Block(b),
                                        _ => return Err(fail(n, "not a block")),
                                    },
                                    Some(Slot::Emitted(i)) => MOperand::Reg(results.get(*i).copied().flatten().ok_or_else(|| fail(n, "emitted node has no result"))?),
                                    _ => return Err(fail(n, "bad slot")),
                                },
                                EmitOp::Pow2(s) => match m.slots.get(usize::from(s)) {
                                    Some(Slot::Value(v, _)) => match dag.node(v.node).payload {
                                        Payload::Constant(k) if (0..32).contains(&k) => MOperand::Imm(1i64 << k),
                                        _ => return Err(fail(n, "shift out of range")),
                                    },
                                    _ => return Err(fail(n, "bad slot")),
                                },
                                EmitOp::Sreg => match &dag.node(pe.node).payload {
                                    Payload::Intrinsic(name) => MOperand::Sym(matcher::sreg_name(name).ok_or_else(|| fail(n, "unknown special register"))?),
                                    _ => return Err(fail(n, "not an intrinsic")),
                                },
                                EmitOp::RootSym => match &dag.node(pe.node).payload {
                                    Payload::Global(name, 0) if self.globals.iter().any(|g| g.name == ptx_symbol(name)) => MOperand::Sym(ptx_symbol(name)),
                                    _ => return Err(fail(n, "a global the PTX printer does not declare yet")),
                                },
                                EmitOp::Int(v) => MOperand::Imm(v),
                                EmitOp::RootImm => self.imm_of(SdValue::new(pe.node, 0)).ok_or_else(|| fail(n, "immediate out of range"))?,
                            };
                            ops.push(op);
                        }
                        let cond = match pe.emit.cond.and_then(|s| m.slots.get(usize::from(s))) {
                            Some(Slot::Value(v, Leaf::Cond(class))) => match dag.node(v.node).payload {
                                Payload::Cond(cc) => class.suffix(cc).unwrap_or(""),
                                _ => "",
                            },
                            _ => "",
                        };
                        let def = desc.result.map(|c| mf.new_vreg(c));
                        results.push(def);
                        if k + 1 == m.emits.len() {
                            if let Some(d) = def {
                                values.insert(SdValue::new(n, 0), MOperand::Reg(d));
                            }
                        }
                        // A special-register read prints through its family record
                        // (`INT_PTX_SREG_TID_x`, the register in the template).
                        let (opcode, ops) = match self.matcher_cell(pe.node) {
                            Some((_, c)) if matches!(pe.emit.opcode, "SREG32" | "SREG64") => (c.record.as_str(), Vec::new()),
                            // The `trap` an `unreachable` builds (payload 1) is LLVM 22's `exit;` alone.
                            _ if pe.emit.opcode == "TRAP" && dag.node(pe.node).payload == Payload::Target(vec![1]) => ("EXIT", ops),
                            _ => (pe.emit.opcode, ops),
                        };
                        push(&mut insts, opcode, def, ops, cond, "", false);
                    }
                }
            }
        }
        flush_copies(&mut pending, mf, &mut insts, next_id, dag);
        Ok(insts)
    }
}

/// The constant-index `extract_vector_elt`s of packed 16-bit pairs (v2i16, v2f16, v2bf16) whose
/// vector has extracts of both lanes: each such extract with (its group's first extract in
/// `order`, its lane). LLVM 22's `NVPTXDAGToDAGISel::tryEXTRACT_VECTOR_ELEMENT` gathers the same
/// groups and replaces them with one `I32toV2I16`.
fn scatter_groups(dag: &SelectionDag, order: &[NodeId]) -> BTreeMap<NodeId, (NodeId, u16)> {
    let mut groups: BTreeMap<SdValue, Vec<(NodeId, u16)>> = BTreeMap::new();
    for &n in order {
        let node = dag.node(n);
        if node.opcode != Opcode::Isd(Isd::ExtractVectorElt) || node.ops.len() != 2 {
            continue;
        }
        let v = node.ops[0];
        let packed = matches!(dag.vt(v), Mvt::Vector(Scalar::I16 | Scalar::F16 | Scalar::BF16, 2));
        match dag.node(node.ops[1].node).payload {
            Payload::Constant(k @ (0 | 1)) if packed => groups.entry(v).or_default().push((n, k as u16)),
            _ => {}
        }
    }
    let mut out = BTreeMap::new();
    for members in groups.values() {
        if members.iter().any(|m| m.1 == 0) && members.iter().any(|m| m.1 == 1) {
            let leader = members[0].0;
            out.extend(members.iter().map(|&(n, lane)| (n, (leader, lane))));
        }
    }
    out
}

/// The machine opcodes that end a block; register copies go before them.
const TERMINATORS: &[&str] = &["GOTO", "CBranch", "CBranchOther", "BRX_IDX", "Return", "TRAP", "EXIT"];

/// A copy into a function register, held back until the block's terminator.
struct PendingCopy {
    node: NodeId,
    opcode: &'static str,
    dst: VReg,
    src: MOperand,
}

fn move_opcode(class: RegClass) -> &'static str {
    match class {
        RegClass::Pred => "IMOV1r",
        RegClass::B16 => "IMOV16r",
        RegClass::B32 => "IMOV32r",
        RegClass::B64 => "IMOV64r",
    }
}

/// Emits the block's copies into function registers as one parallel copy, at the block's end:
/// every instruction of the block read the registers' old values, and a copy whose source is
/// another copy's destination (phis that swap) reads a temporary taken before any is written.
fn flush_copies(pending: &mut Vec<PendingCopy>, mf: &mut MachineFunction, insts: &mut Vec<MachineInst>, next_id: &mut u32, dag: &SelectionDag) {
    let dsts: BTreeSet<VReg> = pending.iter().map(|c| c.dst).collect();
    let mut out = Vec::new();
    for c in pending.iter_mut() {
        if let MOperand::Reg(v) = c.src {
            if dsts.contains(&v) && v != c.dst {
                let tmp = mf.new_vreg(v.class);
                *next_id += 1;
                out.push(MachineInst { id: *next_id, opcode: move_opcode(v.class), def: Some(tmp), ops: vec![MOperand::Reg(v)], cond: "", space: "", volatile: false, dag_node: Some(c.node.0), source: dag.node(c.node).source });
                c.src = MOperand::Reg(tmp);
            }
        }
    }
    for c in pending.drain(..) {
        if c.src == MOperand::Reg(c.dst) {
            continue;
        }
        *next_id += 1;
        out.push(MachineInst { id: *next_id, opcode: c.opcode, def: Some(c.dst), ops: vec![c.src], cond: "", space: "", volatile: false, dag_node: Some(c.node.0), source: dag.node(c.node).source });
    }
    insts.extend(out);
}

#[cfg(test)]
mod tests;
