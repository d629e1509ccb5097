//! convert-nvgpu-to-nvvm (seed 002): one pattern per nvgpu op, each registered at benefit 1,
//! applied in a single sweep; each rewrites its op into the fixed body of nvvm / llvm / memref /
//! inline-asm ops the seed's tables give. `gpu.warp_execute_on_lane_0` is rewritten in passing
//! (a lane-0 predicate and an `nvvm.shfl.sync` broadcast of each result).
//!
//! Values of nvgpu types that reach a pattern from outside (function arguments) are bridged with
//! `builtin.unrealized_conversion_cast`, as upstream MLIR does; the lowering to LLVM IR folds the
//! casts away. Every op a pattern emits carries the source position of the op it replaces.

use super::ast::*;
use super::verify::wgmma_k;
use crate::diag::{Diagnostic, Span};
use crate::target::Sm;
use std::collections::BTreeMap;

/// One conversion pattern: the op it matches and what its body emits (seed 002 "Op Roster").
pub struct Pattern {
    /// The root op.
    pub op: &'static str,
    /// The body it emits.
    pub emits: &'static str,
    /// The pattern benefit (always 1, seed 002 "Pattern-Set Construction").
    pub benefit: u8,
}

macro_rules! patterns {
    ($($op:literal => $emits:literal),* $(,)?) => { &[$(Pattern { op: $op, emits: $emits, benefit: 1 }),*] };
}

/// populateNVGPUToNVVMConversionPatterns: the pattern set, one per op.
pub const PATTERNS: &[Pattern] = patterns![
    "nvgpu.device_async_copy" => "nvvm.cp.async.shared.global",
    "nvgpu.device_async_create_group" => "nvvm.cp.async.commit.group",
    "nvgpu.device_async_wait" => "nvvm.cp.async.wait.group",
    "nvgpu.mbarrier.create" => "memref.global \"private\" @__mbarrier + memref.get_global",
    "nvgpu.mbarrier.init" => "nvvm.mbarrier.init[.shared]",
    "nvgpu.mbarrier.arrive" => "nvvm.mbarrier.arrive[.shared]",
    "nvgpu.mbarrier.arrive.nocomplete" => "nvvm.mbarrier.arrive.nocomplete[.shared]",
    "nvgpu.mbarrier.arrive.expect_tx" => "nvvm.mbarrier.arrive.expect_tx[.shared]",
    "nvgpu.mbarrier.test.wait" => "nvvm.mbarrier.test.wait[.shared]",
    "nvgpu.mbarrier.try_wait.parity" => "nvvm.mbarrier.try_wait.parity[.shared]",
    "nvgpu.mbarrier.inval" => "nvvm.mbarrier.inval[.shared]",
    "nvgpu.mbarrier.get" => "llvm.getelementptr + llvm.ptrtoint (the barrier's address)",
    "nvgpu.tma.async.load" => "nvvm.cp.async.bulk.tensor.shared.cluster.global",
    "nvgpu.tma.async.store" => "nvvm.cp.async.bulk.tensor.global.shared.cta",
    "nvgpu.tma.async.reduce" => "nvvm.cp.async.bulk.tensor.reduce",
    "nvgpu.stmatrix" => "nvvm.stmatrix",
    "nvgpu.tensormap.update.global_address" => "nvvm.tensormap.replace.global_address",
    "nvgpu.tensormap.update.box_dim" => "nvvm.tensormap.replace.box_dim",
    "nvgpu.tensormap.update.element_stride" => "nvvm.tensormap.replace.element_stride",
    "nvgpu.tma.prefetch.descriptor" => "nvvm.prefetch.tensormap",
    "nvgpu.tma.fence.descriptor" => "nvvm.fence.proxy.acquire",
    "nvgpu.tma.create.descriptor" => "llvm.alloca + llvm.getelementptr/llvm.store + llvm.call @cuTensorMapEncodeTiled",
    "nvgpu.warpgroup.generate.descriptor" => "llvm.shl/llvm.or chain (i64 SMEM descriptor)",
    "nvgpu.warpgroup.descriptor" => "llvm.shl/llvm.or chain (i64 SMEM descriptor)",
    "nvgpu.warpgroup.mma" => "nvvm.wgmma.fence.aligned, N x nvvm.wgmma.mma_async, nvvm.wgmma.commit.group.sync.aligned, nvvm.wgmma.wait.group.sync.aligned",
    "nvgpu.warpgroup.mma.store" => "per-thread memref.store of the accumulator",
    "nvgpu.warpgroup.mma.init.accumulator" => "llvm.mlir.zero",
    "nvgpu.mma.sync" => "nvvm.mma.sync + fragment repack",
    "nvgpu.mma.sp.sync" => "llvm.inline_asm \"mma.sp.sync.aligned.m...\"",
    "nvgpu.ldmatrix" => "nvvm.ldmatrix + register repack",
    "nvgpu.rcp" => "nvvm.rcp.approx.ftz.f",
    "nvgpu.cvt_fpext" => "nvvm.cvt.packfloat.f32 (fp8/fp4 -> f16x2)",
    "nvgpu.cvt_fptrunc" => "nvvm.cvt.packfloat.f32 (f32x2 -> fp8/fp4)",
    "nvgpu.fma.packed.f32x2" => "nvvm.fma.rn.f32x2",
    "nvgpu.mul.packed.f32x2" => "nvvm.mul.f32x2",
    "gpu.warp_execute_on_lane_0" => "lane == 0 scf.if + nvvm.shfl.sync idx broadcast",
];

/// What the conversion did.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// How many times each pattern fired, by root op name.
    pub applied: BTreeMap<String, u32>,
}

type CResult<T> = Result<T, Diagnostic>;

struct Cx {
    values: Vec<Type>,
    subst: BTreeMap<ValueId, ValueId>,
    /// Globals to add to the enclosing module, one list per module level.
    pending: Vec<Vec<Op>>,
    mbarriers: u32,
    report: Report,
    _sm: Sm,
}

/// Runs convert-nvgpu-to-nvvm over `m`.
pub fn convert(m: Module, sm: Sm) -> CResult<(Module, Report)> {
    let Module { values, top } = m;
    let mut cx = Cx { values, subst: BTreeMap::new(), pending: vec![], mbarriers: 0, report: Report::default(), _sm: sm };
    let mut out = cx.ops(vec![top])?;
    let top = out.pop().ok_or_else(|| Diagnostic::error("nvgpu-to-nvvm", Span::start(), "the module vanished"))?;
    Ok((Module { values: cx.values, top }, cx.report))
}

fn err(span: Span, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error("nvgpu-to-nvvm", span, msg)
}

fn a_i32(v: i128) -> Attr {
    Attr::Int(v, Type::Int(32))
}

/// The driver API's enums for a tensor map of element type `elem`: (CUtensorMapDataType,
/// interleave, swizzle, L2 promotion, OOB fill).
fn tensormap_enums(tm: &TensorMapType, elem: &Type) -> (i128, i128, i128, i128, i128) {
        let dtype = match elem {
            Type::Int(8) => 0,
            Type::Int(16) => 2,
            Type::Int(32) => 3,
            Type::Int(64) => 5,
            Type::Float("f16") => 6,
            Type::Float("f32") => 7,
            Type::Float("f64") => 8,
            Type::Float("bf16") => 9,
            Type::Float("tf32") => 11,
            _ => 0,
        };
        let interleave = match tm.interleave.as_str() {
            "interleave_16b" => 1,
            "interleave_32b" => 2,
            _ => 0,
        };
        let swizzle = match tm.swizzle.as_str() {
            "swizzle_32b" => 1,
            "swizzle_64b" => 2,
            "swizzle_128b" => 3,
            _ => 0,
        };
        let l2 = match tm.l2promo.as_str() {
            "l2promo_64b" => 1,
            "l2promo_128b" => 2,
            "l2promo_256b" => 3,
            _ => 0,
        };
        let oob = if tm.oob == "nan" { 1 } else { 0 };
    (dtype, interleave, swizzle, l2, oob)
}

/// MLIR's memref descriptor: `{allocated ptr, aligned ptr, offset, [rank x size], [rank x stride]}`.
pub fn descriptor_type(m: &MemRefType) -> Type {
    let n = m.shape.len() as u64;
    let dims = Type::Array(n, Box::new(Type::Int(64)));
    Type::Struct(vec![Type::Ptr(m.space), Type::Ptr(m.space), Type::Int(64), dims.clone(), dims])
}

fn pos(v: &[i128]) -> Attr {
    Attr::DenseArray(Type::Int(64), v.to_vec())
}

/// The LLVM type the lowering gives a type: a memref whose layout the type fixes becomes a bare
/// pointer, one with dynamic sizes memref-to-llvm's descriptor ([`descriptor_type`]).
pub fn llvm_type(t: &Type) -> Type {
    match t {
        Type::Index => Type::Int(64),
        Type::MemRef(m) if m.strides_and_offset().is_none() => descriptor_type(m),
        Type::MemRef(m) => Type::Ptr(m.space),
        // memref-to-llvm's unranked descriptor: the rank and a pointer to a ranked descriptor.
        Type::UnrankedMemRef(..) => Type::Struct(vec![Type::Int(64), Type::Ptr(0)]),
        Type::AsyncToken => Type::Int(32),
        Type::MbarrierGroup { space, .. } => Type::Ptr(*space),
        Type::MbarrierToken | Type::WgDescriptor(_) => Type::Int(64),
        Type::TensorMap(_) => Type::Ptr(0),
        Type::WgAccumulator(v) => accumulator_struct(v),
        Type::Vector(s, e) if s.len() > 1 => {
            let inner = Type::Vector(vec![*s.last().unwrap_or(&1)], e.clone());
            s[..s.len() - 1].iter().rev().fold(inner, |acc, d| Type::Array(*d, Box::new(acc)))
        }
        t => t.clone(),
    }
}

/// `vector<MxNxf32>` -> a struct of M/64 structs of N/2 f32 (one wgmma accumulator tile each).
pub fn accumulator_struct(v: &Type) -> Type {
    let Type::Vector(s, e) = v else { return Type::Struct(vec![]) };
    let (mt, n) = (s.first().copied().unwrap_or(64) / 64, s.get(1).copied().unwrap_or(8));
    Type::Struct(vec![Type::Struct(vec![(**e).clone(); (n / 2) as usize]); mt as usize])
}

impl Cx {
    fn ty(&self, v: ValueId) -> &Type {
        &self.values[v as usize]
    }

    fn new_value(&mut self, t: Type) -> ValueId {
        self.values.push(t);
        self.values.len() as u32 - 1
    }

    fn emit(&mut self, out: &mut Vec<Op>, span: Span, name: &str, operands: Vec<ValueId>, attrs: Vec<(&str, Attr)>, results: Vec<Type>) -> Vec<ValueId> {
        let mut op = Op::new(name, span);
        op.operands = operands;
        for (k, v) in attrs {
            op.attrs.insert(k.to_string(), v);
        }
        op.results = results.into_iter().map(|t| self.new_value(t)).collect();
        let r = op.results.clone();
        out.push(op);
        r
    }

    fn emit1(&mut self, out: &mut Vec<Op>, span: Span, name: &str, operands: Vec<ValueId>, attrs: Vec<(&str, Attr)>, result: Type) -> ValueId {
        self.emit(out, span, name, operands, attrs, vec![result])[0]
    }

    fn cst(&mut self, out: &mut Vec<Op>, span: Span, v: i128, t: Type) -> ValueId {
        let attr_ty = if t == Type::Int(64) { Type::Int(64) } else { t.clone() };
        self.emit1(out, span, "llvm.mlir.constant", vec![], vec![("value", Attr::Int(v, attr_ty))], t)
    }

    /// `builtin.unrealized_conversion_cast` to `t` (nothing when the type already matches).
    fn cast(&mut self, out: &mut Vec<Op>, span: Span, v: ValueId, t: Type) -> ValueId {
        if *self.ty(v) == t {
            return v;
        }
        self.emit1(out, span, "builtin.unrealized_conversion_cast", vec![v], vec![], t)
    }

    /// An index (or integer) value as i32 (upstream's truncToI32).
    fn int32(&mut self, out: &mut Vec<Op>, span: Span, v: ValueId) -> ValueId {
        match self.ty(v).clone() {
            Type::Int(32) => v,
            Type::Int(w) if w < 32 => self.emit1(out, span, "llvm.zext", vec![v], vec![], Type::Int(32)),
            _ => {
                let w = self.cast(out, span, v, Type::Int(64));
                self.emit1(out, span, "llvm.trunc", vec![w], vec![], Type::Int(32))
            }
        }
    }

    fn bin(&mut self, out: &mut Vec<Op>, span: Span, name: &str, a: ValueId, b: ValueId) -> ValueId {
        let t = self.ty(a).clone();
        self.emit1(out, span, name, vec![a, b], vec![], t)
    }

    /// The address of element `idx` of a memref (or of the memref's first element).
    fn elem_ptr(&mut self, out: &mut Vec<Op>, span: Span, mem: ValueId, idx: &[ValueId]) -> CResult<ValueId> {
        let t = self.ty(mem).clone();
        if let Type::MemRef(m) = &t {
            if m.strides_and_offset().is_none() {
                return self.descriptor_elem_ptr(out, span, mem, m, idx);
            }
        }
        let (space, elem, strides, offset) = match &t {
            Type::MemRef(m) => {
                let (s, o) = m.strides_and_offset().ok_or_else(|| err(span, format!("no static layout for {t}")))?;
                (m.space, (*m.elem).clone(), s, o)
            }
            Type::MbarrierGroup { space, .. } => (*space, Type::Int(64), vec![1], 0),
            other => return Err(err(span, format!("expected a memref, got {other}"))),
        };
        if !idx.is_empty() && idx.len() != strides.len() {
            return Err(err(span, format!("{} indices for the rank-{} {t}", idx.len(), strides.len())));
        }
        let base = self.cast(out, span, mem, Type::Ptr(space));
        if idx.is_empty() && offset == 0 {
            return Ok(base);
        }
        let mut lin = None;
        for (i, v) in idx.iter().enumerate() {
            let v64 = self.cast(out, span, *v, Type::Int(64));
            let term = if strides.get(i) == Some(&1) {
                v64
            } else {
                let s = self.cst(out, span, strides.get(i).copied().unwrap_or(0) as i128, Type::Int(64));
                self.bin(out, span, "llvm.mul", v64, s)
            };
            lin = Some(match lin {
                None => term,
                Some(acc) => self.bin(out, span, "llvm.add", acc, term),
            });
        }
        if offset != 0 {
            let o = self.cst(out, span, offset as i128, Type::Int(64));
            lin = Some(match lin {
                None => o,
                Some(acc) => self.bin(out, span, "llvm.add", acc, o),
            });
        }
        let lin = match lin {
            Some(l) => l,
            None => return Ok(base),
        };
        Ok(self.emit1(out, span, "llvm.getelementptr", vec![base, lin], vec![("elem_type", Attr::Type(elem))], Type::Ptr(space)))
    }

    /// The address of element `idx` of a memref with dynamic sizes, through its descriptor as
    /// memref-to-llvm reads it: the aligned pointer (field 1), the offset (field 2) and the
    /// strides the type does not fix (field 4).
    fn descriptor_elem_ptr(&mut self, out: &mut Vec<Op>, span: Span, mem: ValueId, m: &MemRefType, idx: &[ValueId]) -> CResult<ValueId> {
        let (strides, _) = m.static_strides();
        if !idx.is_empty() && idx.len() != strides.len() {
            return Err(err(span, format!("{} indices for the rank-{} {}", idx.len(), strides.len(), Type::MemRef(m.clone()))));
        }
        let desc = self.cast(out, span, mem, descriptor_type(m));
        let base = self.emit1(out, span, "llvm.extractvalue", vec![desc], vec![("position", pos(&[1]))], Type::Ptr(m.space));
        let mut lin = self.emit1(out, span, "llvm.extractvalue", vec![desc], vec![("position", pos(&[2]))], Type::Int(64));
        for (i, v) in idx.iter().enumerate() {
            let v64 = self.cast(out, span, *v, Type::Int(64));
            let term = match strides[i] {
                Some(1) => v64,
                Some(st) => {
                    let c = self.cst(out, span, st as i128, Type::Int(64));
                    self.bin(out, span, "llvm.mul", v64, c)
                }
                None => {
                    let st = self.emit1(out, span, "llvm.extractvalue", vec![desc], vec![("position", pos(&[4, i as i128]))], Type::Int(64));
                    self.bin(out, span, "llvm.mul", v64, st)
                }
            };
            lin = self.bin(out, span, "llvm.add", lin, term);
        }
        Ok(self.emit1(out, span, "llvm.getelementptr", vec![base, lin], vec![("elem_type", Attr::Type((*m.elem).clone()))], Type::Ptr(m.space)))
    }

    fn ops(&mut self, ops: Vec<Op>) -> CResult<Vec<Op>> {
        let mut out = vec![];
        for mut op in ops {
            for v in op.operands.iter_mut() {
                if let Some(n) = self.subst.get(v) {
                    *v = *n;
                }
            }
            let is_module = op.name == "builtin.module" || op.name == "gpu.module";
            if is_module {
                self.pending.push(vec![]);
            }
            if op.name.starts_with("nvgpu.") || op.name == "gpu.warp_execute_on_lane_0" {
                *self.report.applied.entry(op.name.clone()).or_default() += 1;
                let before = out.len();
                let results = self.pattern(&mut out, op.clone())?;
                debug_assert!(out.len() >= before);
                for (old, new) in op.results.iter().zip(results) {
                    // Later users still see the op's own result type: bridge with a cast when
                    // the replacement's type differs (upstream's unrealized_conversion_cast).
                    let t = self.ty(*old).clone();
                    let bridged = self.cast(&mut out, op.span, new, t);
                    self.subst.insert(*old, bridged);
                }
                continue;
            }
            for r in op.regions.iter_mut() {
                for b in r.blocks.iter_mut() {
                    let body = std::mem::take(&mut b.ops);
                    b.ops = self.ops(body)?;
                }
            }
            if is_module {
                let globals = self.pending.pop().unwrap_or_default();
                if let Some(b) = op.regions.first_mut().and_then(|r| r.blocks.first_mut()) {
                    let rest = std::mem::take(&mut b.ops);
                    b.ops = globals.into_iter().chain(rest).collect();
                }
            }
            out.push(op);
        }
        Ok(out)
    }

    /// Applies the pattern of `op`, appending its body to `out`; returns the replacement values of
    /// its results.
    #[allow(clippy::too_many_lines)]
    fn pattern(&mut self, out: &mut Vec<Op>, op: Op) -> CResult<Vec<ValueId>> {
        let sp = op.span;
        let o = op.operands.clone();
        let segs: Vec<usize> = op.attr("operandSegmentSizes").and_then(Attr::as_int_array).map(|v| v.into_iter().map(|x| x as usize).collect()).unwrap_or_default();
        let seg = |i: usize| -> std::ops::Range<usize> {
            let start: usize = segs[..i].iter().sum();
            start..start + segs[i]
        };
        match op.name.as_str() {
            "nvgpu.device_async_copy" => {
                let dst = o[0];
                let src = o[seg(2).start];
                let dst_ptr = self.elem_ptr(out, sp, dst, &o[seg(1)])?;
                let mut src_ptr = self.elem_ptr(out, sp, src, &o[seg(3)])?;
                if self.ty(src_ptr) != &Type::Ptr(1) {
                    src_ptr = self.emit1(out, sp, "llvm.addrspacecast", vec![src_ptr], vec![], Type::Ptr(1));
                }
                let elem_bits = self.ty(dst).as_memref().and_then(|m| m.elem.bits()).unwrap_or(8) as i128;
                let size = op.int_attr("dstElements").unwrap_or(0) * elem_bits / 8;
                let modifier = if op.flag("bypassL1") { "cg" } else { "ca" };
                let mut operands = vec![dst_ptr, src_ptr];
                if let Some(&n) = o[seg(4)].first() {
                    // The predicated (zero-fill) form: the source byte count at run time.
                    let n32 = self.int32(out, sp, n);
                    let bits = self.cst(out, sp, elem_bits, Type::Int(32));
                    let b = self.bin(out, sp, "llvm.mul", n32, bits);
                    let three = self.cst(out, sp, 3, Type::Int(32));
                    let bytes = self.bin(out, sp, "llvm.lshr", b, three);
                    operands.push(bytes);
                }
                self.emit(out, sp, "nvvm.cp.async.shared.global", operands, vec![("size", a_i32(size)), ("modifier", Attr::Opaque(format!("#nvvm.load_cache_modifier<{modifier}>")))], vec![]);
                Ok(vec![self.cst(out, sp, 0, Type::Int(32))])
            }
            "nvgpu.device_async_create_group" => {
                self.emit(out, sp, "nvvm.cp.async.commit.group", vec![], vec![], vec![]);
                Ok(vec![self.cst(out, sp, 0, Type::Int(32))])
            }
            "nvgpu.device_async_wait" => {
                let n = op.int_attr("numGroups").unwrap_or(0);
                self.emit(out, sp, "nvvm.cp.async.wait.group", vec![], vec![("n", a_i32(n))], vec![]);
                Ok(vec![])
            }
            "nvgpu.mbarrier.create" => {
                let Some(Type::MbarrierGroup { space, num }) = op.results.first().map(|r| self.ty(*r).clone()) else {
                    return Err(err(sp, "mbarrier.create must return a !nvgpu.mbarrier.group"));
                };
                let name = if self.mbarriers == 0 { "__mbarrier".to_string() } else { format!("__mbarrier_{}", self.mbarriers) };
                self.mbarriers += 1;
                let mt = Type::MemRef(MemRefType { shape: vec![Some(num)], elem: Box::new(Type::Int(64)), strided: None, space });
                let mut g = Op::new("memref.global", sp);
                g.attrs.insert("sym_name".into(), Attr::Str(name.clone()));
                g.attrs.insert("sym_visibility".into(), Attr::Str("private".into()));
                g.attrs.insert("type".into(), Attr::Type(mt.clone()));
                g.attrs.insert("initial_value".into(), Attr::Unit);
                g.attrs.insert("alignment".into(), Attr::Int(8, Type::Int(64)));
                match self.pending.last_mut() {
                    Some(p) => p.push(g),
                    None => return Err(err(sp, "mbarrier.create outside a module")),
                }
                Ok(vec![self.emit1(out, sp, "memref.get_global", vec![], vec![("name", Attr::Symbol(name))], mt)])
            }
            n @ ("nvgpu.mbarrier.init" | "nvgpu.mbarrier.arrive" | "nvgpu.mbarrier.arrive.nocomplete" | "nvgpu.mbarrier.arrive.expect_tx" | "nvgpu.mbarrier.test.wait" | "nvgpu.mbarrier.try_wait.parity" | "nvgpu.mbarrier.inval") => {
                let space = self.ty(o[0]).memory_space().unwrap_or(0);
                let slot = self.elem_ptr_group(out, sp, o[0], o[1])?;
                let shared = if space == 3 { ".shared" } else { "" };
                let base = n.trim_start_matches("nvgpu.");
                let pred = if segs.len() == 4 && segs[3] == 1 { o.last().copied() } else { None };
                let extra: Vec<ValueId> = o[2..o.len() - pred.is_some() as usize].to_vec();
                let mut operands = vec![slot];
                for (i, v) in extra.iter().enumerate() {
                    if n == "nvgpu.mbarrier.test.wait" {
                        operands.push(self.cast(out, sp, *v, Type::Int(64)));
                    } else if n == "nvgpu.mbarrier.try_wait.parity" && i == 0 {
                        let t = self.ty(*v).clone();
                        operands.push(if t == Type::Int(1) { self.emit1(out, sp, "llvm.zext", vec![*v], vec![], Type::Int(32)) } else { self.int32(out, sp, *v) });
                    } else {
                        operands.push(self.int32(out, sp, *v));
                    }
                }
                let mut attrs = vec![];
                if let Some(p) = pred {
                    attrs.push(("operandSegmentSizes", Attr::DenseArray(Type::Int(32), vec![1, extra.len() as i128, 1])));
                    operands.push(p);
                }
                let results = match n {
                    "nvgpu.mbarrier.arrive" | "nvgpu.mbarrier.arrive.nocomplete" => vec![Type::Int(64)],
                    "nvgpu.mbarrier.test.wait" => vec![Type::Int(1)],
                    _ => vec![],
                };
                Ok(self.emit(out, sp, &format!("nvvm.{base}{shared}"), operands, attrs, results))
            }
            "nvgpu.mbarrier.get" => {
                let slot = self.elem_ptr_group(out, sp, o[0], o[1])?;
                let rt = op.results.first().map(|r| self.ty(*r).clone()).unwrap_or(Type::Int(64));
                Ok(vec![self.emit1(out, sp, "llvm.ptrtoint", vec![slot], vec![], rt)])
            }
            "nvgpu.tma.async.load" => {
                let dst = self.elem_ptr(out, sp, o[0], &[])?;
                let bar = self.elem_ptr_group(out, sp, o[1], o[seg(4).start])?;
                let tmap = self.cast(out, sp, o[2], Type::Ptr(0));
                let mut operands = vec![dst, tmap];
                for c in &o[seg(3)] {
                    let c32 = self.int32(out, sp, *c);
                    operands.push(c32);
                }
                operands.push(bar);
                let mut sizes = vec![1, 1, segs[3] as i128, 1];
                for s in [5, 6, 7] {
                    for v in &o[seg(s)] {
                        operands.push(*v);
                    }
                    sizes.push(segs[s] as i128);
                }
                self.emit(out, sp, "nvvm.cp.async.bulk.tensor.shared.cluster.global", operands, vec![("operandSegmentSizes", Attr::DenseArray(Type::Int(32), sizes))], vec![]);
                Ok(vec![])
            }
            "nvgpu.tma.async.store" => {
                let src = self.elem_ptr(out, sp, o[0], &[])?;
                let tmap = self.cast(out, sp, o[1], Type::Ptr(0));
                let mut operands = vec![tmap, src];
                for c in &o[seg(2)] {
                    let c32 = self.int32(out, sp, *c);
                    operands.push(c32);
                }
                let mut sizes = vec![1, 1, segs[2] as i128];
                for s in [3, 4] {
                    operands.extend(&o[seg(s)]);
                    sizes.push(segs[s] as i128);
                }
                self.emit(out, sp, "nvvm.cp.async.bulk.tensor.global.shared.cta", operands, vec![("operandSegmentSizes", Attr::DenseArray(Type::Int(32), sizes))], vec![]);
                Ok(vec![])
            }
            "nvgpu.tma.async.reduce" => {
                let src = self.elem_ptr(out, sp, o[0], &[])?;
                let tmap = self.cast(out, sp, o[1], Type::Ptr(0));
                let mut operands = vec![tmap, src];
                for c in &o[seg(2)] {
                    let c32 = self.int32(out, sp, *c);
                    operands.push(c32);
                }
                let mut sizes = vec![1, 1, segs[2] as i128];
                for s in [3, 4] {
                    operands.extend(&o[seg(s)]);
                    sizes.push(segs[s] as i128);
                }
                let redop = match op.attr("redop") {
                    Some(Attr::Str(r)) | Some(Attr::Opaque(r)) => r.clone(),
                    _ => "add".into(),
                };
                self.emit(out, sp, "nvvm.cp.async.bulk.tensor.reduce", operands, vec![("operandSegmentSizes", Attr::DenseArray(Type::Int(32), sizes)), ("redKind", Attr::Opaque(format!("#nvvm.tma_redux_kind<{redop}>")))], vec![]);
                Ok(vec![])
            }
            "nvgpu.stmatrix" => {
                let ptr = self.elem_ptr(out, sp, o[1], &o[2..])?;
                let t = self.ty(o[0]).clone();
                let Type::Vector(s, _) = &t else { return Err(err(sp, "stmatrix stores a vector fragment")) };
                let arr = self.cast(out, sp, o[0], llvm_type(&t));
                let row_t = Type::Vector(vec![s[1]], Box::new(Type::Float("f16")));
                let row_t = if let Type::Vector(_, e) = &t { Type::Vector(vec![s[1]], e.clone()) } else { row_t };
                let mut operands = vec![ptr];
                for r in 0..s[0] {
                    let row = self.emit1(out, sp, "llvm.extractvalue", vec![arr], vec![("position", pos(&[r as i128]))], row_t.clone());
                    operands.push(self.emit1(out, sp, "llvm.bitcast", vec![row], vec![], Type::Int(32)));
                }
                let layout = if op.flag("transpose") { "col" } else { "row" };
                self.emit(out, sp, "nvvm.stmatrix", operands, vec![("layout", Attr::Opaque(format!("#nvvm.mma_layout<{layout}>")))], vec![]);
                Ok(vec![])
            }
            n if n.starts_with("nvgpu.tensormap.update.") => {
                let field = n.trim_start_matches("nvgpu.tensormap.update.");
                let desc = self.cast(out, sp, o[0], Type::Ptr(0));
                let smem = self.emit1(out, sp, "llvm.addrspacecast", vec![desc], vec![], Type::Ptr(3));
                let mut attrs = vec![];
                if let Some(ord) = op.int_attr("ord") {
                    attrs.push(("ord", a_i32(ord)));
                }
                self.emit(out, sp, &format!("nvvm.tensormap.replace.{field}"), vec![smem, o[1]], attrs, vec![]);
                Ok(vec![])
            }
            "nvgpu.tma.prefetch.descriptor" => {
                let tmap = self.cast(out, sp, o[0], Type::Ptr(0));
                let mut operands = vec![tmap];
                operands.extend(&o[1..]);
                self.emit(out, sp, "nvvm.prefetch.tensormap", operands, vec![], vec![]);
                Ok(vec![])
            }
            "nvgpu.tma.fence.descriptor" => {
                let tmap = self.cast(out, sp, o[0], Type::Ptr(0));
                let size = self.cst(out, sp, 128, Type::Int(32));
                self.emit(out, sp, "nvvm.fence.proxy.acquire", vec![tmap, size], vec![("scope", Attr::Opaque("#nvvm.mem_scope<sys>".into()))], vec![]);
                Ok(vec![])
            }
            "nvgpu.tma.create.descriptor" => self.create_descriptor(out, &op),
            "nvgpu.warpgroup.generate.descriptor" | "nvgpu.warpgroup.descriptor" => self.wg_descriptor(out, &op),
            "nvgpu.warpgroup.mma" => self.wgmma(out, &op),
            "nvgpu.warpgroup.mma.store" => self.wgmma_store(out, &op),
            "nvgpu.warpgroup.mma.init.accumulator" => {
                let t = op.results.first().map(|r| self.ty(*r).clone()).unwrap_or(Type::Index);
                let Type::WgAccumulator(v) = t else { return Err(err(sp, "init.accumulator must return an accumulator")) };
                Ok(vec![self.emit1(out, sp, "llvm.mlir.zero", vec![], vec![], accumulator_struct(&v))])
            }
            "nvgpu.mma.sync" => self.mma_sync(out, &op),
            "nvgpu.mma.sp.sync" => self.mma_sp_sync(out, &op),
            "nvgpu.ldmatrix" => {
                let ptr = self.elem_ptr(out, sp, o[0], &o[1..])?;
                let n = op.int_attr("numTiles").unwrap_or(1);
                let rt = op.results.first().map(|r| self.ty(*r).clone()).unwrap_or(Type::Index);
                let raw = if n == 1 { Type::Int(32) } else { Type::Struct(vec![Type::Int(32); n as usize]) };
                let layout = if op.flag("transpose") { "col" } else { "row" };
                let l = self.emit1(out, sp, "nvvm.ldmatrix", vec![ptr], vec![("num", a_i32(n)), ("layout", Attr::Opaque(format!("#nvvm.mma_layout<{layout}>")))], raw);
                let lt = llvm_type(&rt);
                let Type::Array(_, frag) = &lt else { return Err(err(sp, "ldmatrix must return a 2-D vector")) };
                let frag = (**frag).clone();
                let mut acc = self.emit1(out, sp, "llvm.mlir.poison", vec![], vec![], lt.clone());
                for i in 0..n {
                    let word = if n == 1 { l } else { self.emit1(out, sp, "llvm.extractvalue", vec![l], vec![("position", pos(&[i]))], Type::Int(32)) };
                    let v = self.emit1(out, sp, "llvm.bitcast", vec![word], vec![], frag.clone());
                    acc = self.emit1(out, sp, "llvm.insertvalue", vec![v, acc], vec![("position", pos(&[i]))], lt.clone());
                }
                Ok(vec![self.cast(out, sp, acc, rt)])
            }
            "nvgpu.rcp" => {
                let t = self.ty(o[0]).clone();
                match &t {
                    Type::Vector(s, _) if s.len() == 1 => Ok(vec![self.rcp_row(out, sp, o[0])]),
                    // Rank 2 and up, as upstream unrolls it: the value as nested arrays of its
                    // rows, each row's elements through the reciprocal.
                    Type::Vector(s, e) => {
                        let lt = llvm_type(&t);
                        let arr = self.cast(out, sp, o[0], lt.clone());
                        let row_t = Type::Vector(vec![*s.last().unwrap_or(&1)], e.clone());
                        let mut acc = self.emit1(out, sp, "llvm.mlir.poison", vec![], vec![], lt.clone());
                        let outer = &s[..s.len() - 1];
                        for flat in 0..outer.iter().product::<u64>() {
                            let mut at = vec![0i128; outer.len()];
                            let mut rest = flat;
                            for (k, d) in outer.iter().enumerate().rev() {
                                at[k] = (rest % d) as i128;
                                rest /= d;
                            }
                            let row = self.emit1(out, sp, "llvm.extractvalue", vec![arr], vec![("position", pos(&at))], row_t.clone());
                            let r = self.rcp_row(out, sp, row);
                            acc = self.emit1(out, sp, "llvm.insertvalue", vec![r, acc], vec![("position", pos(&at))], lt.clone());
                        }
                        Ok(vec![self.cast(out, sp, acc, t.clone())])
                    }
                    _ => Ok(vec![self.emit1(out, sp, "nvvm.rcp.approx.ftz.f", vec![o[0]], vec![], t)]),
                }
            }
            "nvgpu.cvt_fptrunc" | "nvgpu.cvt_fpext" => {
                let rt = op.results.first().map(|r| self.ty(*r).clone()).unwrap_or(Type::Index);
                let fp_ty = if op.name.ends_with("fptrunc") { rt.clone() } else { self.ty(o[0]).clone() };
                let Type::Vector(_, e) = &fp_ty else { return Err(err(sp, "expected a vector of fp8/fp4")) };
                let kind = match &**e {
                    Type::Float("f8E4M3FN") => "e4m3x2",
                    Type::Float("f8E5M2") => "e5m2x2",
                    _ => "e2m1x2",
                };
                let rnd = match op.attr("rnd") {
                    Some(Attr::Str(r)) | Some(Attr::Opaque(r)) => r.clone(),
                    _ => "rn".into(),
                };
                if op.name.ends_with("fptrunc") {
                    let zero = self.cst(out, sp, 0, Type::Int(32));
                    let one = self.cst(out, sp, 1, Type::Int(32));
                    let lo = self.emit1(out, sp, "llvm.extractelement", vec![o[0], zero], vec![], Type::Float("f32"));
                    let hi = self.emit1(out, sp, "llvm.extractelement", vec![o[0], one], vec![], Type::Float("f32"));
                    let packed = self.emit1(out, sp, "nvvm.cvt.packfloat.f32", vec![hi, lo], vec![("kind", Attr::Str(kind.into())), ("rnd", Attr::Str(rnd))], Type::Int(16));
                    Ok(vec![self.cast(out, sp, packed, rt)])
                } else {
                    let packed = self.cast(out, sp, o[0], Type::Int(16));
                    Ok(vec![self.emit1(out, sp, "nvvm.cvt.packfloat.f32", vec![packed], vec![("kind", Attr::Str(kind.into())), ("rnd", Attr::Str(rnd))], rt)])
                }
            }
            "nvgpu.fma.packed.f32x2" => {
                let t = self.ty(o[0]).clone();
                Ok(vec![self.emit1(out, sp, "nvvm.fma.packed.f32x2", o.clone(), vec![("rnd", Attr::Str("rn".into()))], t)])
            }
            "nvgpu.mul.packed.f32x2" => {
                let t = self.ty(o[0]).clone();
                Ok(vec![self.emit1(out, sp, "nvvm.mul.packed.f32x2", o.clone(), vec![("rnd", Attr::Str("rn".into()))], t)])
            }
            "gpu.warp_execute_on_lane_0" => self.warp_execute(out, op),
            other => Err(err(sp, format!("no conversion pattern for '{other}'"))),
        }
    }

    /// The address of barrier `id` of a group (i64 slots).
    fn elem_ptr_group(&mut self, out: &mut Vec<Op>, sp: Span, group: ValueId, id: ValueId) -> CResult<ValueId> {
        let space = self.ty(group).memory_space().unwrap_or(0);
        let base = self.cast(out, sp, group, Type::Ptr(space));
        let id64 = self.cast(out, sp, id, Type::Int(64));
        Ok(self.emit1(out, sp, "llvm.getelementptr", vec![base, id64], vec![("elem_type", Attr::Type(Type::Int(64)))], Type::Ptr(space)))
    }

    fn create_descriptor(&mut self, out: &mut Vec<Op>, op: &Op) -> CResult<Vec<ValueId>> {
        let sp = op.span;
        let t = self.ty(op.operands[0]).clone();
        let Some(Type::TensorMap(tm)) = op.results.first().map(|r| self.ty(*r).clone()) else { return Err(err(sp, "must return a tensor map")) };
        if let Type::UnrankedMemRef(elem, _) = &t {
            return Ok(vec![self.create_descriptor_unranked(out, op, elem, tm)]);
        }
        let Type::MemRef(m) = &t else { return Err(err(sp, "tma.create.descriptor needs a memref")) };
        let rank = m.shape.len();
        let (strides, _) = m.strides_and_offset().ok_or_else(|| err(sp, "dynamic shapes are not supported"))?;
        let eb = (m.elem.bits().unwrap_or(8) / 8).max(1) as i128;
        let one = self.cst(out, sp, 1, Type::Int(64));
        // The 128-byte CUtensorMap, 64-byte aligned.
        let map = self.emit1(out, sp, "llvm.alloca", vec![one], vec![("elem_type", Attr::Type(Type::Array(16, Box::new(Type::Int(64))))), ("alignment", Attr::Int(64, Type::Int(64)))], Type::Ptr(0));
        // The four argument arrays, filled element by element.
        let mut arrays = vec![];
        let dims: Vec<i128> = m.shape.iter().rev().map(|d| d.unwrap_or(0) as i128).collect();
        let gstrides: Vec<i128> = strides.iter().rev().skip(1).map(|s| *s as i128 * eb).collect();
        let boxes: Vec<ValueId> = op.operands[1..].iter().rev().copied().collect();
        for (elem, vals) in [(Type::Int(64), dims.iter().map(|d| Err(*d)).collect::<Vec<_>>()), (Type::Int(64), gstrides.iter().map(|d| Err(*d)).collect()), (Type::Int(32), boxes.iter().map(|v| Ok(*v)).collect()), (Type::Int(32), vec![Err(1); rank])] {
            let n = self.cst(out, sp, vals.len().max(1) as i128, Type::Int(64));
            let arr = self.emit1(out, sp, "llvm.alloca", vec![n], vec![("elem_type", Attr::Type(elem.clone())), ("alignment", Attr::Int(8, Type::Int(64)))], Type::Ptr(0));
            for (i, v) in vals.into_iter().enumerate() {
                let val = match v {
                    Err(c) => self.cst(out, sp, c, elem.clone()),
                    Ok(v) => {
                        if elem == Type::Int(32) {
                            self.int32(out, sp, v)
                        } else {
                            self.cast(out, sp, v, Type::Int(64))
                        }
                    }
                };
                let i = self.cst(out, sp, i as i128, Type::Int(64));
                let p = self.emit1(out, sp, "llvm.getelementptr", vec![arr, i], vec![("elem_type", Attr::Type(elem.clone()))], Type::Ptr(0));
                self.emit(out, sp, "llvm.store", vec![val, p], vec![], vec![]);
            }
            arrays.push(arr);
        }
        let gptr = self.cast(out, sp, op.operands[0], Type::Ptr(m.space));
        let gptr = if m.space != 0 { self.emit1(out, sp, "llvm.addrspacecast", vec![gptr], vec![], Type::Ptr(0)) } else { gptr };
        let (dtype, interleave, swizzle, l2, oob) = tensormap_enums(&tm, &m.elem);
        let mut args = vec![map];
        let dt = self.cst(out, sp, dtype, Type::Int(32));
        let rk = self.cst(out, sp, rank as i128, Type::Int(32));
        args.extend([dt, rk, gptr]);
        args.extend(arrays);
        for c in [interleave, swizzle, l2, oob] {
            let v = self.cst(out, sp, c, Type::Int(32));
            args.push(v);
        }
        self.emit(out, sp, "llvm.call", args, vec![("callee", Attr::Symbol("cuTensorMapEncodeTiled".into()))], vec![Type::Int(32)]);
        Ok(vec![self.cast(out, sp, map, Type::TensorMap(tm))])
    }

    /// Upstream's form: an unranked memref, whose global dimensions only the runtime knows,
    /// goes to the GPU runtime wrapper `mgpuTensorMapEncodeTiledMemref(rank, descriptor, type,
    /// interleave, swizzle, l2promo, oob, box)` with the box sizes in a 5-entry i64 array.
    fn create_descriptor_unranked(&mut self, out: &mut Vec<Op>, op: &Op, elem: &Type, tm: Box<TensorMapType>) -> ValueId {
        let sp = op.span;
        let i64t = Type::Int(64);
        let desc = self.cast(out, sp, op.operands[0], llvm_type(self.ty(op.operands[0])));
        let boxes: Vec<ValueId> = op.operands[1..].iter().map(|v| self.cast(out, sp, *v, Type::Int(64))).collect();
        let (dtype, interleave, swizzle, l2, oob) = tensormap_enums(&tm, elem);
        let dt = self.cst(out, sp, dtype, i64t.clone());
        let rank = self.emit1(out, sp, "llvm.extractvalue", vec![desc], vec![("position", pos(&[0]))], i64t.clone());
        let ranked = self.emit1(out, sp, "llvm.extractvalue", vec![desc], vec![("position", pos(&[1]))], Type::Ptr(0));
        let five = self.cst(out, sp, 5, i64t.clone());
        let arr = self.emit1(out, sp, "llvm.alloca", vec![five], vec![("elem_type", Attr::Type(i64t.clone()))], Type::Ptr(0));
        for (i, b) in boxes.into_iter().enumerate() {
            let i = self.cst(out, sp, i as i128, i64t.clone());
            let p = self.emit1(out, sp, "llvm.getelementptr", vec![arr, i], vec![("elem_type", Attr::Type(Type::Ptr(0)))], Type::Ptr(0));
            self.emit(out, sp, "llvm.store", vec![b, p], vec![], vec![]);
        }
        let mut args = vec![rank, ranked, dt];
        for c in [interleave, swizzle, l2, oob] {
            let v = self.cst(out, sp, c, i64t.clone());
            args.push(v);
        }
        args.push(arr);
        let map = self.emit1(out, sp, "llvm.call", args, vec![("callee", Attr::Symbol("mgpuTensorMapEncodeTiledMemref".into()))], Type::Ptr(0));
        self.cast(out, sp, map, Type::TensorMap(tm))
    }

    fn wg_descriptor(&mut self, out: &mut Vec<Op>, op: &Op) -> CResult<Vec<ValueId>> {
        let sp = op.span;
        let t = self.ty(op.operands[0]).clone();
        let swizzle = match op.operands.get(1).map(|v| self.ty(*v).clone()) {
            Some(Type::TensorMap(tm)) => tm.swizzle.clone(),
            _ => match op.attr("swizzle") {
                Some(Attr::Opaque(s)) | Some(Attr::Str(s)) => s.clone(),
                _ => "none".into(),
            },
        };
        let (mode, bytes) = match swizzle.as_str() {
            "swizzle_128b" | "128B" => (1, 128),
            "swizzle_64b" | "64B" => (2, 64),
            "swizzle_32b" | "32B" => (3, 32),
            _ => (0, 16),
        };
        let Type::MemRef(_) = &t else { return Err(err(sp, "expected a memref")) };
        let base = self.elem_ptr(out, sp, op.operands[0], &[])?;
        let addr = self.emit1(out, sp, "llvm.ptrtoint", vec![base], vec![], Type::Int(64));
        // start_address = (addr >> 4) & 0x3fff, as a shl/lshr pair.
        let c46 = self.cst(out, sp, 46, Type::Int(64));
        let hi = self.bin(out, sp, "llvm.shl", addr, c46);
        let c50 = self.cst(out, sp, 50, Type::Int(64));
        let start = self.bin(out, sp, "llvm.lshr", hi, c50);
        let mut desc = self.cst(out, sp, 0, Type::Int(64));
        // swizzle mode @62, base offset @49, stride byte offset @32, leading byte offset @16, start @0.
        let sbo = (8 * bytes) >> 4;
        for (val, shift) in [(Err(mode), 62), (Err(0), 49), (Err(sbo), 32), (Err(1), 16), (Ok(start), 0)] {
            let v = match val {
                Ok(v) => v,
                Err(c) => self.cst(out, sp, c, Type::Int(64)),
            };
            let s = self.cst(out, sp, shift, Type::Int(64));
            let f = self.bin(out, sp, "llvm.shl", v, s);
            desc = self.bin(out, sp, "llvm.or", desc, f);
        }
        let rt = op.results.first().map(|r| self.ty(*r).clone()).unwrap_or(Type::Int(64));
        Ok(vec![self.cast(out, sp, desc, rt)])
    }

    fn wgmma(&mut self, out: &mut Vec<Op>, op: &Op) -> CResult<Vec<ValueId>> {
        let sp = op.span;
        let (Type::WgDescriptor(a), Type::WgDescriptor(b), Type::WgAccumulator(c)) = (self.ty(op.operands[0]).clone(), self.ty(op.operands[1]).clone(), self.ty(op.operands[2]).clone()) else {
            return Err(err(sp, "bad warpgroup.mma operands"));
        };
        let (Some(am), Some(bm)) = (a.as_memref(), b.as_memref()) else { return Err(err(sp, "descriptors must describe memrefs")) };
        let Type::Vector(cs, ce) = &*c else { return Err(err(sp, "the accumulator must be a vector")) };
        let k_inst = wgmma_k(&am.elem).unwrap_or(16);
        let eb = (am.elem.bits().unwrap_or(16) / 8) as i128;
        let k_total = am.shape[1].unwrap_or(k_inst);
        let (m_tiles, n) = (cs[0] / 64, cs[1]);
        let da = self.cast(out, sp, op.operands[0], Type::Int(64));
        let db = self.cast(out, sp, op.operands[1], Type::Int(64));
        let acc_t = accumulator_struct(&c);
        let acc = self.cast(out, sp, op.operands[2], acc_t.clone());
        let tile_t = Type::Struct(vec![(**ce).clone(); (n / 2) as usize]);
        let bn_row = if op.flag("transposeB") { bm.shape[1].unwrap_or(n).min(128 / eb as u64) } else { bm.shape[1].unwrap_or(n) };
        let type_name = |t: &Type| -> String {
            match t {
                Type::Float("f8E4M3FN") => "e4m3".into(),
                Type::Float("f8E5M2") => "e5m2".into(),
                Type::Float("f32") => "tf32".into(),
                Type::Int(8) => "s8".into(),
                t => t.to_string(),
            }
        };
        self.emit(out, sp, "nvvm.wgmma.fence.aligned", vec![], vec![], vec![]);
        let mut result = self.emit1(out, sp, "llvm.mlir.poison", vec![], vec![], acc_t.clone());
        for i in 0..m_tiles {
            let mut tile = self.emit1(out, sp, "llvm.extractvalue", vec![acc], vec![("position", pos(&[i as i128]))], tile_t.clone());
            for j in 0..k_total / k_inst {
                let off_a = (i as i128 * 64 * k_total as i128 * eb + j as i128 * k_inst as i128 * eb) >> 4;
                let off_b = (j as i128 * k_inst as i128 * bn_row as i128 * eb) >> 4;
                let a_j = if off_a == 0 {
                    da
                } else {
                    let c = self.cst(out, sp, off_a, Type::Int(64));
                    self.bin(out, sp, "llvm.add", da, c)
                };
                let b_j = if off_b == 0 {
                    db
                } else {
                    let c = self.cst(out, sp, off_b, Type::Int(64));
                    self.bin(out, sp, "llvm.add", db, c)
                };
                let attrs = vec![
                    ("shape", Attr::Opaque(format!("#nvvm.shape<m = 64, n = {n}, k = {k_inst}>"))),
                    ("typeA", Attr::Str(type_name(&am.elem))),
                    ("typeB", Attr::Str(type_name(&bm.elem))),
                    ("typeD", Attr::Str(ce.to_string())),
                    ("layoutA", Attr::Str(if op.flag("transposeA") { "col" } else { "row" }.into())),
                    ("layoutB", Attr::Str(if op.flag("transposeB") { "row" } else { "col" }.into())),
                ];
                tile = self.emit1(out, sp, "nvvm.wgmma.mma_async", vec![a_j, b_j, tile], attrs, tile_t.clone());
            }
            result = self.emit1(out, sp, "llvm.insertvalue", vec![tile, result], vec![("position", pos(&[i as i128]))], acc_t.clone());
        }
        self.emit(out, sp, "nvvm.wgmma.commit.group.sync.aligned", vec![], vec![], vec![]);
        let wait = op.int_attr("waitGroup").unwrap_or(1);
        self.emit(out, sp, "nvvm.wgmma.wait.group.sync.aligned", vec![], vec![("group", Attr::Int(wait, Type::Int(64)))], vec![]);
        Ok(vec![self.cast(out, sp, result, Type::WgAccumulator(c))])
    }

    fn wgmma_store(&mut self, out: &mut Vec<Op>, op: &Op) -> CResult<Vec<ValueId>> {
        let sp = op.span;
        let Type::WgAccumulator(c) = self.ty(op.operands[0]).clone() else { return Err(err(sp, "expected an accumulator")) };
        let Type::Vector(cs, ce) = &*c else { return Err(err(sp, "the accumulator must be a vector")) };
        let dst = op.operands[1];
        let acc_t = accumulator_struct(&c);
        let tile_t = Type::Struct(vec![(**ce).clone(); (cs[1] / 2) as usize]);
        let acc = self.cast(out, sp, op.operands[0], acc_t);
        let i32t = Type::Int(32);
        let c = |s: &mut Self, out: &mut Vec<Op>, v: i128| s.cst(out, sp, v, Type::Int(32));
        let (c1, c2, c4, c8, c16, c32) = (c(self, out, 1), c(self, out, 2), c(self, out, 4), c(self, out, 8), c(self, out, 16), c(self, out, 32));
        // Per 64-row tile, as upstream stores each tile (reading the thread id for each).
        for i in 0..cs[0] / 64 {
            let tid = self.emit1(out, sp, "nvvm.read.ptx.sreg.tid.x", vec![], vec![], i32t.clone());
            let lane = self.bin(out, sp, "llvm.urem", tid, c32);
            let warp = self.bin(out, sp, "llvm.udiv", tid, c32);
            let c4w = c(self, out, 4);
            let warp = self.bin(out, sp, "llvm.urem", warp, c4w);
            let lane_row = self.bin(out, sp, "llvm.udiv", lane, c4);
            let lane_col4 = self.bin(out, sp, "llvm.urem", lane, c4);
            let lane_col = self.bin(out, sp, "llvm.mul", lane_col4, c2);
            let warp_row = self.bin(out, sp, "llvm.mul", warp, c16);
            let row0 = self.bin(out, sp, "llvm.add", lane_row, warp_row);
            let tile = self.emit1(out, sp, "llvm.extractvalue", vec![acc], vec![("position", pos(&[i as i128]))], tile_t.clone());
            let tile_row = c(self, out, 64 * i as i128);
            let row_base = self.bin(out, sp, "llvm.add", row0, tile_row);
            for j in 0..cs[1] / 8 {
                let jc = c(self, out, j as i128);
                let coff = self.bin(out, sp, "llvm.mul", jc, c8);
                let col = self.bin(out, sp, "llvm.add", lane_col, coff);
                let col1 = self.bin(out, sp, "llvm.add", col, c1);
                for half in 0..2 {
                    let row = if half == 0 { row_base } else { self.bin(out, sp, "llvm.add", row_base, c8) };
                    let ri = self.emit1(out, sp, "arith.index_cast", vec![row], vec![], Type::Index);
                    for (k, cc) in [col, col1].into_iter().enumerate() {
                        let ci = self.emit1(out, sp, "arith.index_cast", vec![cc], vec![], Type::Index);
                        let field = (j * 4 + half * 2 + k as u64) as i128;
                        let v = self.emit1(out, sp, "llvm.extractvalue", vec![tile], vec![("position", pos(&[field]))], (**ce).clone());
                        self.emit(out, sp, "memref.store", vec![v, dst, ri, ci], vec![], vec![]);
                    }
                }
            }
        }
        Ok(vec![])
    }

    /// `nvvm.rcp.approx.ftz.f` on each element of a 1-D vector `v`.
    fn rcp_row(&mut self, out: &mut Vec<Op>, sp: Span, v: ValueId) -> ValueId {
        let t = self.ty(v).clone();
        let (n, e) = match &t {
            Type::Vector(s, e) => (s[0], (**e).clone()),
            _ => (1, t.clone()),
        };
        let mut acc = self.emit1(out, sp, "llvm.mlir.poison", vec![], vec![], t.clone());
        for i in 0..n {
            let idx = self.cst(out, sp, i as i128, Type::Int(32));
            let x = self.emit1(out, sp, "llvm.extractelement", vec![v, idx], vec![], e.clone());
            let r = self.emit1(out, sp, "nvvm.rcp.approx.ftz.f", vec![x], vec![], e.clone());
            acc = self.emit1(out, sp, "llvm.insertelement", vec![acc, r, idx], vec![], t.clone());
        }
        acc
    }

    fn mma_sync(&mut self, out: &mut Vec<Op>, op: &Op) -> CResult<Vec<ValueId>> {
        let sp = op.span;
        let shape = op.attr("mmaShape").and_then(Attr::as_int_array).unwrap_or_default();
        let (ta, tc) = (self.ty(op.operands[0]).clone(), self.ty(op.operands[2]).clone());
        let (Type::Vector(_, ea), Type::Vector(sc, ec)) = (&ta, &tc) else { return Err(err(sp, "expected vector fragments")) };
        let ptx_a = match &**ea {
            // Upstream's pattern fails on f32 without tf32Enabled (the tf32x3 path is a separate
            // transform), leaving the op unconverted: refuse it here, at the op.
            Type::Float("f32") if !op.flag("tf32Enabled") => {
                return Err(err(sp, "nvgpu.mma.sync on f32 operands converts only with tf32Enabled (mlir-opt-22 leaves it unconverted too)"));
            }
            Type::Float("f32") => "tf32",
            Type::Int(8) => "s8",
            Type::Int(4) => "s4",
            Type::Float(n) => n,
            _ => "?",
        };
        // A and B go in as 32-bit registers except f16 (vector<2xf16>) and f64 (scalars).
        let mut operands = vec![];
        let mut sizes = vec![];
        for (i, v) in op.operands[..3].iter().enumerate() {
            let regs = self.fragment_regs(out, sp, *v, i == 2)?;
            sizes.push(regs.len() as i128);
            operands.extend(regs);
        }
        let d_elems: Vec<Type> = match &**ec {
            Type::Float("f16") => vec![Type::Vector(vec![2], Box::new(Type::Float("f16"))); (sc[0] * sc[1] / 2) as usize],
            e => vec![e.clone(); (sc[0] * sc[1]) as usize],
        };
        let dt = Type::Struct(d_elems.clone());
        let attrs = vec![
            ("shape", Attr::Opaque(format!("#nvvm.shape<m = {}, n = {}, k = {}>", shape[0], shape[1], shape[2]))),
            ("layoutA", Attr::Opaque("#nvvm.mma_layout<row>".into())),
            ("layoutB", Attr::Opaque("#nvvm.mma_layout<col>".into())),
            ("multiplicandAPtxType", Attr::Opaque(format!("#nvvm.mma_type<{ptx_a}>"))),
            ("multiplicandBPtxType", Attr::Opaque(format!("#nvvm.mma_type<{ptx_a}>"))),
            ("operandSegmentSizes", Attr::DenseArray(Type::Int(32), sizes)),
        ];
        let mut attrs = attrs;
        if matches!(**ea, Type::Int(_)) {
            attrs.push(("intOverflowBehavior", Attr::Opaque("#nvvm.mma_int_overflow<satfinite>".into())));
        }
        let d = self.emit1(out, sp, "nvvm.mma.sync", operands, attrs, dt);
        // Repack the struct into the array-of-vectors result.
        let lt = llvm_type(&tc);
        let row_t = Type::Vector(vec![sc[1]], ec.clone());
        let mut acc = self.emit1(out, sp, "llvm.mlir.poison", vec![], vec![], lt.clone());
        let mut field = 0i128;
        for r in 0..sc[0] {
            let row = if **ec == Type::Float("f16") {
                let v = self.emit1(out, sp, "llvm.extractvalue", vec![d], vec![("position", pos(&[field]))], row_t.clone());
                field += 1;
                v
            } else {
                let mut v = self.emit1(out, sp, "llvm.mlir.poison", vec![], vec![], row_t.clone());
                for k in 0..sc[1] {
                    let x = self.emit1(out, sp, "llvm.extractvalue", vec![d], vec![("position", pos(&[field]))], (**ec).clone());
                    field += 1;
                    let ki = self.cst(out, sp, k as i128, Type::Int(64));
                    v = self.emit1(out, sp, "llvm.insertelement", vec![v, x, ki], vec![], row_t.clone());
                }
                v
            };
            acc = self.emit1(out, sp, "llvm.insertvalue", vec![row, acc], vec![("position", pos(&[r as i128]))], lt.clone());
        }
        Ok(vec![self.cast(out, sp, acc, tc)])
    }

    /// The registers of a 2-D vector fragment: one per row, bitcast to i32 unless f16 (A/B), f32,
    /// f64 or an accumulator (whose rows split into scalars).
    fn fragment_regs(&mut self, out: &mut Vec<Op>, sp: Span, v: ValueId, acc: bool) -> CResult<Vec<ValueId>> {
        let t = self.ty(v).clone();
        let Type::Vector(s, e) = &t else { return Err(err(sp, "expected a vector fragment")) };
        let lt = llvm_type(&t);
        let arr = self.cast(out, sp, v, lt);
        let row_t = Type::Vector(vec![s[1]], e.clone());
        let mut regs = vec![];
        for r in 0..s[0] {
            let row = self.emit1(out, sp, "llvm.extractvalue", vec![arr], vec![("position", pos(&[r as i128]))], row_t.clone());
            match &**e {
                Type::Float("f16") => regs.push(row),
                Type::Float("f64") | Type::Int(32) => {
                    for k in 0..s[1] {
                        let ki = self.cst(out, sp, k as i128, Type::Int(64));
                        let x = self.emit1(out, sp, "llvm.extractelement", vec![row, ki], vec![], (**e).clone());
                        regs.push(x);
                    }
                }
                Type::Float("f32") if acc => {
                    for k in 0..s[1] {
                        let ki = self.cst(out, sp, k as i128, Type::Int(64));
                        let x = self.emit1(out, sp, "llvm.extractelement", vec![row, ki], vec![], (**e).clone());
                        regs.push(x);
                    }
                }
                _ if s[1] == 1 => {
                    // A one-element row (tf32): the element itself, as its 32 bits.
                    let k0 = self.cst(out, sp, 0, Type::Int(64));
                    let x = self.emit1(out, sp, "llvm.extractelement", vec![row, k0], vec![], (**e).clone());
                    regs.push(self.emit1(out, sp, "llvm.bitcast", vec![x], vec![], Type::Int(32)));
                }
                _ => regs.push(self.emit1(out, sp, "llvm.bitcast", vec![row], vec![], Type::Int(32))),
            }
        }
        Ok(regs)
    }

    fn mma_sp_sync(&mut self, out: &mut Vec<Op>, op: &Op) -> CResult<Vec<ValueId>> {
        let sp = op.span;
        let shape = op.attr("mmaShape").and_then(Attr::as_int_array).unwrap_or_default();
        let tc = self.ty(op.operands[2]).clone();
        let (Type::Vector(_, ea), Type::Vector(sc, ec)) = (self.ty(op.operands[0]).clone(), tc.clone()) else { return Err(err(sp, "expected vector fragments")) };
        let mut groups = vec![];
        for v in &op.operands[..3] {
            let t = self.ty(*v).clone();
            let Type::Vector(s, e) = &t else { return Err(err(sp, "expected vector fragments")) };
            let arr = self.cast(out, sp, *v, llvm_type(&t));
            let row_t = Type::Vector(vec![s[1]], e.clone());
            let mut regs = vec![];
            for r in 0..s[0] {
                let row = self.emit1(out, sp, "llvm.extractvalue", vec![arr], vec![("position", pos(&[r as i128]))], row_t.clone());
                if s[1] * e.bits().unwrap_or(0) as u64 == 32 {
                    regs.push(self.emit1(out, sp, "llvm.bitcast", vec![row], vec![], Type::Int(32)));
                } else {
                    for k in 0..s[1] {
                        let ki = self.cst(out, sp, k as i128, Type::Int(64));
                        let x = self.emit1(out, sp, "llvm.extractelement", vec![row, ki], vec![], (**e).clone());
                        regs.push(x);
                    }
                }
            }
            groups.push(regs);
        }
        let meta = self.emit1(out, sp, "llvm.bitcast", vec![op.operands[3]], vec![], Type::Int(32));
        let sel = op.int_attr("sparsitySelector").unwrap_or(0);
        let (name_a, name_c, sat) = match (&*ea, &*ec) {
            (Type::Int(8), _) => ("s8", "s32", ".satfinite"),
            (Type::Int(4), _) => ("s4", "s32", ".satfinite"),
            (e, c) => (if *e == Type::Float("bf16") { "bf16" } else { "f16" }, if *c == Type::Float("f32") { "f32" } else { "f16" }, ""),
        };
        let nd = groups[2].len();
        let mut k = 0;
        let mut list = |n: usize| {
            let s: Vec<String> = (k..k + n).map(|i| format!("${i}")).collect();
            k += n;
            format!("{{{}}}", s.join(","))
        };
        let d = list(nd);
        let a = list(groups[0].len());
        let b = list(groups[1].len());
        let c = list(nd);
        let tmpl = format!("mma.sp.sync.aligned.m{}n{}k{}.row.col{sat}.{name_c}.{name_a}.{name_a}.{name_c} {d},{a},{b},{c},${k},0x{sel:x};", shape[0], shape[1], shape[2]);
        let out_c = if *ec == Type::Float("f32") { "=f" } else { "=r" };
        let in_c = if *ec == Type::Float("f32") { "f" } else { "r" };
        let mut cons: Vec<&str> = vec![out_c; nd];
        cons.extend(vec!["r"; groups[0].len() + groups[1].len()]);
        cons.extend(vec![in_c; nd]);
        cons.push("r");
        let mut operands: Vec<ValueId> = groups.concat();
        operands.push(meta);
        // f16x2 results come back as 32-bit registers ("=r") and are bitcast to vector<2xf16>.
        let elem_out = if *ec == Type::Float("f16") { Type::Int(32) } else { (*ec).clone() };
        let dt = Type::Struct(vec![elem_out.clone(); nd]);
        let res = self.emit1(out, sp, "llvm.inline_asm", operands, vec![("asm_string", Attr::Str(tmpl)), ("constraints", Attr::Str(cons.join(","))), ("has_side_effects", Attr::Unit)], dt);
        let lt = llvm_type(&tc);
        let row_t = Type::Vector(vec![sc[1]], ec.clone());
        let mut acc = self.emit1(out, sp, "llvm.mlir.poison", vec![], vec![], lt.clone());
        let per_row = if *ec == Type::Float("f16") { 1 } else { sc[1] as usize };
        for r in 0..sc[0] as usize {
            let row = if per_row == 1 && *ec == Type::Float("f16") {
                let word = self.emit1(out, sp, "llvm.extractvalue", vec![res], vec![("position", pos(&[r as i128]))], Type::Int(32));
                self.emit1(out, sp, "llvm.bitcast", vec![word], vec![], row_t.clone())
            } else {
                let mut v = self.emit1(out, sp, "llvm.mlir.poison", vec![], vec![], row_t.clone());
                for kk in 0..per_row {
                    let x = self.emit1(out, sp, "llvm.extractvalue", vec![res], vec![("position", pos(&[(r * per_row + kk) as i128]))], (*ec).clone());
                    let ki = self.cst(out, sp, kk as i128, Type::Int(64));
                    v = self.emit1(out, sp, "llvm.insertelement", vec![v, x, ki], vec![], row_t.clone());
                }
                v
            };
            acc = self.emit1(out, sp, "llvm.insertvalue", vec![row, acc], vec![("position", pos(&[r as i128]))], lt.clone());
        }
        Ok(vec![self.cast(out, sp, acc, tc)])
    }

    fn warp_execute(&mut self, out: &mut Vec<Op>, mut op: Op) -> CResult<Vec<ValueId>> {
        let sp = op.span;
        let lane = op.operands[0];
        let zero = self.emit1(out, sp, "arith.constant", vec![], vec![("value", Attr::Int(0, Type::Index))], Type::Index);
        let is0 = self.emit1(out, sp, "arith.cmpi", vec![lane, zero], vec![("predicate", Attr::Opaque("eq".into()))], Type::Int(1));
        let mut region = op.regions.pop().unwrap_or_default();
        let Some(mut block) = region.blocks.pop() else { return Err(err(sp, "gpu.warp_execute_on_lane_0 needs a body")) };
        if !region.blocks.is_empty() {
            return Err(err(sp, "gpu.warp_execute_on_lane_0 with more than one block is not supported"));
        }
        // The body's arguments are the values passed in `args(...)` (the lane-0 view of them).
        for (arg, v) in block.args.iter().zip(&op.operands[1..]) {
            self.subst.insert(*arg, *v);
        }
        block.args.clear();
        let body = self.ops(block.ops)?;
        let mut then_ops = body;
        if let Some(last) = then_ops.last_mut() {
            if last.name == "gpu.yield" {
                last.name = "scf.yield".into();
            }
        }
        let result_types: Vec<Type> = op.results.iter().map(|r| self.ty(*r).clone()).collect();
        let mut else_ops = vec![];
        let mut undefs = vec![];
        for t in &result_types {
            undefs.push(self.emit1(&mut else_ops, sp, "llvm.mlir.poison", vec![], vec![], t.clone()));
        }
        self.emit(&mut else_ops, sp, "scf.yield", undefs, vec![], vec![]);
        let mut iff = Op::new("scf.if", sp);
        iff.operands = vec![is0];
        iff.regions = vec![Region { blocks: vec![Block { args: vec![], ops: then_ops }] }, Region { blocks: vec![Block { args: vec![], ops: else_ops }] }];
        iff.results = result_types.iter().map(|t| self.new_value(t.clone())).collect();
        let vals = iff.results.clone();
        out.push(iff);
        let mask = self.cst(out, sp, -1, Type::Int(32));
        let src = self.cst(out, sp, 0, Type::Int(32));
        let clamp = self.cst(out, sp, 31, Type::Int(32));
        let mut res = vec![];
        for (v, t) in vals.into_iter().zip(result_types) {
            res.push(self.emit1(out, sp, "nvvm.shfl.sync", vec![mask, v, src, clamp], vec![("kind", Attr::Opaque("#nvvm<shfl_kind idx>".into()))], t));
        }
        Ok(res)
    }
}
