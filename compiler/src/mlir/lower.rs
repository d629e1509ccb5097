//! Lowering of the converted module (func / gpu / arith / index / memref / vector / scf / nvvm /
//! llvm ops) to LLVM IR text in LLVM 22's spelling, which the LLVM IR front end then parses.
//!
//! Memrefs lower to bare pointers (static shapes and strided layouts; the static offset applies at
//! indexing), `index` to i64, 2-D vectors to arrays of 1-D vectors, nvvm ops to `llvm.nvvm.*`
//! intrinsic calls (or the inline PTX the upstream NVVM-to-LLVM lowering uses where LLVM has no
//! intrinsic: wgmma.mma_async, mbarrier.arrive.expect_tx, mbarrier.try_wait.parity). Every line
//! carries the source position of the op it came from.

use super::ast::*;
use super::convert::llvm_type;
use crate::diag::{Diagnostic, Span};
use std::collections::BTreeMap;
use std::fmt::Write;

mod memref;

type LResult<T> = Result<T, Diagnostic>;

fn err(span: Span, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error("mlir-to-llvm", span, msg)
}

/// The LLVM IR spelling of a type.
pub fn ll(t: &Type) -> String {
    match llvm_type(t) {
        Type::Int(w) => format!("i{w}"),
        Type::Float(n) => match n {
            "f16" => "half".into(),
            "bf16" => "bfloat".into(),
            "f32" | "tf32" => "float".into(),
            "f64" => "double".into(),
            _ => "i8".into(),
        },
        Type::Vector(s, e) => format!("<{} x {}>", s.first().copied().unwrap_or(1), ll(&e)),
        Type::Ptr(0) => "ptr".into(),
        Type::Ptr(s) => format!("ptr addrspace({s})"),
        Type::Struct(f) => format!("{{ {} }}", f.iter().map(ll).collect::<Vec<_>>().join(", ")),
        Type::Array(n, e) => format!("[{n} x {}]", ll(&e)),
        Type::Void => "void".into(),
        other => format!("<unsupported {other}>"),
    }
}

fn float_lit(v: f64, t: &Type) -> String {
    match t {
        Type::Float("f16") => format!("0xH{:04X}", crate::ir::parser::f64_to_half_bits(v)),
        Type::Float("bf16") => {
            let b = (v as f32).to_bits();
            let r = (b + 0x7fff + ((b >> 16) & 1)) >> 16;
            format!("0xR{:04X}", r as u16)
        }
        Type::Float("f64") => format!("0x{:016X}", v.to_bits()),
        _ => format!("0x{:016X}", ((v as f32) as f64).to_bits()),
    }
}

fn scalar_lit(a: &Attr, t: &Type) -> String {
    match (a, t) {
        (Attr::Bool(b), _) => b.to_string(),
        (Attr::Int(v, _), Type::Int(1)) => (if *v != 0 { "true" } else { "false" }).into(),
        (Attr::Int(v, _), Type::Float(_)) => float_lit(*v as f64, t),
        (Attr::Int(v, _), _) => v.to_string(),
        (Attr::Float(v, _), _) => float_lit(*v, t),
        _ => "poison".into(),
    }
}

/// An LLVM constant of type `t` whose every element is `a`.
fn splat_lit(a: &Attr, t: &Type) -> String {
    let zero = matches!(a, Attr::Int(0, _) | Attr::Bool(false)) || matches!(a, Attr::Float(f, _) if *f == 0.0 && f.is_sign_positive());
    if zero && !matches!(t, Type::Int(_) | Type::Float(_) | Type::Index) {
        return "zeroinitializer".into();
    }
    match llvm_type(t) {
        Type::Vector(s, e) => {
            let el = scalar_lit(a, &e);
            let et = ll(&e);
            format!("<{}>", (0..s[0]).map(|_| format!("{et} {el}")).collect::<Vec<_>>().join(", "))
        }
        Type::Array(n, e) => {
            let inner = splat_lit(a, &e);
            let et = ll(&e);
            format!("[{}]", (0..n).map(|_| format!("{et} {inner}")).collect::<Vec<_>>().join(", "))
        }
        t => scalar_lit(a, &t),
    }
}

fn escape_ll(s: &str) -> String {
    let mut o = String::new();
    for b in s.bytes() {
        match b {
            b'"' | b'\\' => o.push_str(&format!("\\{b:02X}")),
            0x20..=0x7e => o.push(b as char),
            _ => o.push_str(&format!("\\{b:02X}")),
        }
    }
    o
}

struct Lower<'a> {
    m: &'a Module,
    names: BTreeMap<ValueId, String>,
    lines: Vec<(String, Option<Span>)>,
    decls: BTreeMap<String, String>,
    globals: Vec<(String, Option<Span>)>,
    label: String,
    labels: u32,
    tmp: u32,
    /// Stack slots of private attributions, for the next function's entry block.
    pending_allocas: Vec<(String, Span)>,
}

/// Lowers the converted module to LLVM IR lines (with the source spans of their ops).
pub fn lower(m: &Module) -> LResult<Vec<(String, Option<Span>)>> {
    let mut l = Lower { m, names: BTreeMap::new(), lines: vec![], decls: BTreeMap::new(), globals: vec![], label: String::new(), labels: 0, tmp: 0, pending_allocas: vec![] };
    l.module(&m.top)?;
    let mut out = vec![("target datalayout = \"e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64\"".to_string(), None), ("target triple = \"nvptx64-nvidia-cuda\"".to_string(), None), (String::new(), None)];
    if !l.globals.is_empty() {
        out.append(&mut l.globals);
        out.push((String::new(), None));
    }
    // Declarations first: the callee's type is then known at every call.
    for d in l.decls.values() {
        out.push((d.clone(), None));
    }
    if !l.decls.is_empty() {
        out.push((String::new(), None));
    }
    out.append(&mut l.lines);
    Ok(out)
}

impl Lower<'_> {
    fn ty(&self, v: ValueId) -> &Type {
        self.m.ty(v)
    }

    fn lt(&self, v: ValueId) -> String {
        ll(self.ty(v))
    }

    fn v(&self, v: ValueId) -> String {
        self.names.get(&v).cloned().unwrap_or_else(|| format!("%v{v}"))
    }

    fn tv(&self, v: ValueId) -> String {
        format!("{} {}", self.lt(v), self.v(v))
    }

    fn fresh(&mut self) -> String {
        self.tmp += 1;
        format!("%t{}", self.tmp)
    }

    fn new_label(&mut self) -> String {
        self.labels += 1;
        format!("L{}", self.labels)
    }

    fn line(&mut self, s: String, span: Span) {
        self.lines.push((format!("  {s}"), Some(span)));
    }

    fn start_block(&mut self, label: &str, span: Span) {
        self.lines.push((format!("{label}:"), Some(span)));
        self.label = label.to_string();
    }

    fn declare(&mut self, name: &str, ret: &str, args: &[String]) {
        self.decls.entry(name.to_string()).or_insert_with(|| format!("declare {ret} @{name}({})", args.join(", ")));
    }

    /// `call ret @name(args)`, declaring it; the result (if any) named after `res`.
    fn call(&mut self, span: Span, res: Option<ValueId>, ret: &str, name: &str, args: &[(String, String)]) {
        let n = res.map(|r| self.v(r));
        self.call_into(span, n, ret, name, args);
    }

    /// `[result =] call ret @name(args)`, declaring it.
    fn call_into(&mut self, span: Span, result: Option<String>, ret: &str, name: &str, args: &[(String, String)]) {
        let types: Vec<String> = args.iter().map(|a| a.0.clone()).collect();
        self.declare(name, ret, &types);
        let list = args.iter().map(|(t, v)| format!("{t} {v}")).collect::<Vec<_>>().join(", ");
        match result {
            Some(n) => self.line(format!("{n} = call {ret} @{name}({list})"), span),
            None => self.line(format!("call {ret} @{name}({list})"), span),
        }
    }

    fn arg(&self, v: ValueId) -> (String, String) {
        (self.lt(v), self.v(v))
    }

    fn module(&mut self, op: &Op) -> LResult<()> {
        for r in &op.regions {
            for b in &r.blocks {
                // Beside a gpu.module, the functions are host code (gpu.wait, gpu.launch_func):
                // only the device module becomes this LLVM IR, as in MLIR's GPU pipeline.
                let host = b.ops.iter().any(|o| o.name == "gpu.module");
                for o in &b.ops {
                    match o.name.as_str() {
                        // A transform script (MLIR's transform interpreter runs it on the
                        // payload) is no code.
                        "builtin.module" if o.flag("transform.with_named_sequence") => {}
                        n if n.starts_with("transform.") => {}
                        "builtin.module" | "gpu.module" => self.module(o)?,
                        "func.func" | "llvm.func" if host => {}
                        "func.func" | "gpu.func" | "llvm.func" => self.function(o)?,
                        "memref.global" => self.global(o)?,
                        "gpu.module_end" => {}
                        other => return Err(err(o.span, format!("'{other}' at module level is not supported"))),
                    }
                }
            }
        }
        Ok(())
    }

    fn global(&mut self, op: &Op) -> LResult<()> {
        let name = op.sym_name().unwrap_or("g").to_string();
        let Some(Attr::Type(Type::MemRef(m))) = op.attr("type") else { return Err(err(op.span, "memref.global needs a memref type")) };
        let n = m.num_elements().ok_or_else(|| err(op.span, "memref.global needs a static shape"))?;
        let arr = format!("[{n} x {}]", ll(&m.elem));
        let init = match op.attr("initial_value") {
            Some(Attr::DenseSplat(a, _)) if m.space != 3 => splat_lit(a, &Type::Array(n, m.elem.clone())),
            _ if m.space == 3 => "undef".into(),
            _ => "zeroinitializer".into(),
        };
        let link = if matches!(op.attr("sym_visibility"), Some(Attr::Str(v)) if v == "private") || m.space == 3 { "internal " } else { "" };
        let space = if m.space != 0 { format!("addrspace({}) ", m.space) } else { String::new() };
        let kind = if op.flag("constant") { "constant" } else { "global" };
        let align = op.int_attr("alignment").unwrap_or(8);
        self.globals.push((format!("@{name} = {link}{space}{kind} {arr} {init}, align {align}"), Some(op.span)));
        Ok(())
    }

    fn function(&mut self, op: &Op) -> LResult<()> {
        let name = op.sym_name().unwrap_or("f").to_string();
        let Some(Attr::Type(Type::Function(ins, outs))) = op.attr("function_type") else { return Err(err(op.span, "a function needs a function_type")) };
        // Several results come back as one struct, as memref-to-llvm packs them.
        let ret = match outs.len() {
            0 => "void".into(),
            1 => ll(&outs[0]),
            _ => ll(&Type::Struct(outs.iter().map(llvm_type).collect())),
        };
        let kernel = op.flag("gpu.kernel") || op.flag("nvvm.kernel");
        let cc = if kernel { "ptx_kernel " } else { "" };
        let Some(body) = op.regions.first().filter(|r| !r.blocks.is_empty()) else {
            let args: Vec<String> = ins.iter().map(ll).collect();
            self.declare(&name, &ret, &args);
            return Ok(());
        };
        if body.blocks.len() > 1 {
            return Err(err(op.span, "functions with more than one block are not supported (use scf)"));
        }
        let entry = &body.blocks[0];
        // A memref with dynamic sizes comes in as memref-to-llvm passes it: its descriptor's
        // fields one by one (allocated and aligned pointers, offset, sizes, strides), which the
        // entry block puts back together.
        let mut args: Vec<String> = vec![];
        let mut rebuild = vec![];
        let (params, attributions) = entry.args.split_at(ins.len().min(entry.args.len()));
        let workgroup = op.int_attr("workgroup_attributions").unwrap_or(0) as usize;
        for (i, a) in attributions.iter().enumerate() {
            self.attribution(op, &name, i, *a, i < workgroup)?;
        }
        for a in params {
            match llvm_type(self.ty(*a)) {
                Type::Struct(fields) if matches!(self.ty(*a), Type::MemRef(_) | Type::UnrankedMemRef(..)) => {
                    let base = self.v(*a);
                    let mut parts = vec![];
                    for (k, f) in fields.iter().enumerate() {
                        let n = match f {
                            Type::Array(n, _) => *n,
                            _ => 0,
                        };
                        if n == 0 && !matches!(f, Type::Array(..)) {
                            parts.push((format!("{base}.{k}"), f.clone(), vec![k]));
                        }
                        for i in 0..n {
                            parts.push((format!("{base}.{k}.{i}"), Type::Int(64), vec![k, i as usize]));
                        }
                    }
                    args.extend(parts.iter().map(|(n, t, _)| format!("{} {n}", ll(t))));
                    rebuild.push((*a, Type::Struct(fields), parts));
                }
                _ => args.push(self.tv(*a)),
            }
        }
        self.decls.remove(&name);
        self.lines.push((format!("define {cc}void @{name}({})", args.join(", ")).replacen("void", &ret, 1), Some(op.span)));
        self.lines.push(("{".into(), Some(op.span)));
        self.start_block("entry", op.span);
        for (l, sp) in std::mem::take(&mut self.pending_allocas) {
            self.line(l, sp);
        }
        for (a, st, parts) in rebuild {
            let mut acc = "poison".to_string();
            for (n, t, at) in parts {
                let r = self.fresh();
                let p = at.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ");
                self.line(format!("{r} = insertvalue {} {acc}, {} {n}, {p}", ll(&st), ll(&t)), op.span);
                acc = r;
            }
            self.alias(a, acc);
        }
        let _ = self.ops(&entry.ops)?;
        self.lines.push(("}".into(), Some(op.span)));
        self.lines.push((String::new(), None));
        Ok(())
    }

    /// A gpu.func attribution: a workgroup buffer becomes a shared-memory global of the module
    /// (as gpu-to-nvvm makes it), a private one a stack slot in the entry block (after the
    /// `entry:` label, which `function` has not written yet: the slot goes in with the body).
    fn attribution(&mut self, func: &Op, fname: &str, i: usize, a: ValueId, workgroup: bool) -> LResult<()> {
        let Type::MemRef(m) = self.ty(a).clone() else { return Err(err(func.span, "an attribution must be a memref")) };
        let n = m.num_elements().ok_or_else(|| err(func.span, "an attribution needs a static shape"))?;
        if workgroup {
            let g = format!("@__wg_{fname}_{i}");
            self.globals.push((format!("{g} = internal addrspace(3) global [{n} x {}] undef, align 16", ll(&m.elem)), Some(func.span)));
            self.alias(a, g);
        } else {
            let r = self.v(a);
            self.pending_allocas.push((format!("{r} = alloca [{n} x {}], align 16", ll(&m.elem)), func.span));
        }
        Ok(())
    }

    /// Emits `ops`; returns the operands of a trailing `scf.yield` / `gpu.yield`.
    fn ops(&mut self, ops: &[Op]) -> LResult<Vec<ValueId>> {
        for op in ops {
            if op.name == "scf.yield" || op.name == "gpu.yield" {
                return Ok(op.operands.clone());
            }
            self.op(op)?;
        }
        Ok(vec![])
    }

    fn bin(&mut self, op: &Op, inst: &str) {
        let r = self.v(op.results[0]);
        let (a, b) = (self.v(op.operands[0]), self.v(op.operands[1]));
        let t = self.lt(op.operands[0]);
        self.line(format!("{r} = {inst} {t} {a}, {b}"), op.span);
    }

    /// A value converted between the LLVM types of `from` and `to` (same value when they agree).
    fn convert_value(&mut self, span: Span, val: &str, from: &Type, to: &Type) -> LResult<String> {
        let (f, t) = (llvm_type(from), llvm_type(to));
        let (fs, ts) = (ll(&f), ll(&t));
        if fs == ts {
            return Ok(val.to_string());
        }
        let r = self.fresh();
        let inst = match (&f, &t) {
            (Type::Ptr(_), Type::Ptr(_)) => "addrspacecast",
            (Type::Ptr(_), Type::Int(_)) => "ptrtoint",
            (Type::Int(_), Type::Ptr(_)) => "inttoptr",
            (Type::Int(a), Type::Int(b)) if a > b => "trunc",
            (Type::Int(_), Type::Int(_)) => "sext",
            _ => "bitcast",
        };
        self.line(format!("{r} = {inst} {fs} {val} to {ts}"), span);
        Ok(r)
    }

    fn alias(&mut self, res: ValueId, text: String) {
        self.names.insert(res, text);
    }

    /// The address of element `idx` of memref `mem` (a GEP over the element type).
    fn address(&mut self, span: Span, mem: ValueId, idx: &[ValueId]) -> LResult<String> {
        let t = self.ty(mem).clone();
        let Type::MemRef(m) = &t else { return Err(err(span, format!("expected a memref, got {t}"))) };
        if m.strides_and_offset().is_none() {
            return self.descriptor_address(span, mem, m, idx);
        }
        let (strides, offset) = m.strides_and_offset().ok_or_else(|| err(span, format!("no static layout for {t}")))?;
        if idx.len() != strides.len() && !idx.is_empty() {
            return Err(err(span, format!("{} indices for the rank-{} {t}", idx.len(), strides.len())));
        }
        let base = self.v(mem);
        let mut lin: Option<String> = if offset != 0 { Some(offset.to_string()) } else { None };
        for (i, v) in idx.iter().enumerate() {
            let iv = self.v(*v);
            let term = if strides[i] == 1 {
                iv
            } else {
                let r = self.fresh();
                self.line(format!("{r} = mul i64 {iv}, {}", strides[i]), span);
                r
            };
            lin = Some(match lin {
                None => term,
                Some(acc) => {
                    let r = self.fresh();
                    self.line(format!("{r} = add i64 {acc}, {term}"), span);
                    r
                }
            });
        }
        match lin {
            None => Ok(base),
            Some(l) => {
                let r = self.fresh();
                let pt = ll(&Type::Ptr(m.space));
                self.line(format!("{r} = getelementptr {}, {pt} {base}, i64 {l}", ll(&m.elem)), span);
                Ok(r)
            }
        }
    }

    /// The operand and result counts the lowering of `op` reads (the generic form can write any).
    fn check_shape(op: &Op) -> LResult<()> {
        let n = op.name.as_str();
        let (min, results): (usize, usize) = match n {
            "arith.constant" | "llvm.mlir.constant" | "index.constant" | "llvm.mlir.zero" | "llvm.mlir.poison" | "llvm.mlir.undef" | "memref.get_global" | "memref.alloca" | "gpu.thread_id"
            | "gpu.block_id" | "gpu.block_dim" | "gpu.grid_dim" | "gpu.lane_id" => (0, 1),
            "arith.cmpi" | "arith.cmpf" | "llvm.icmp" | "llvm.extractelement" | "llvm.getelementptr" | "llvm.insertvalue" => (2, 1),
            "arith.select" | "llvm.select" | "llvm.insertelement" => (3, 1),
            "memref.load" | "vector.load" | "vector.extract" | "vector.broadcast" | "vector.splat" | "llvm.extractvalue" | "llvm.alloca" | "llvm.load" | "arith.negf" | "arith.index_cast"
            | "arith.index_castui" | "arith.extsi" | "arith.extui" | "arith.trunci" | "arith.sitofp" | "arith.uitofp" | "arith.fptosi" | "arith.fptoui" | "arith.extf" | "arith.truncf"
            | "arith.bitcast" | "index.casts" | "index.castu" | "llvm.trunc" | "llvm.zext" | "llvm.sext" | "llvm.bitcast" | "llvm.ptrtoint" | "llvm.inttoptr" | "llvm.addrspacecast"
            | "vector.bitcast" | "builtin.unrealized_conversion_cast" | "memref.cast" | "memref.subview" | "memref.reinterpret_cast" => (1, 1),
            "arith.maxsi" | "arith.minsi" | "arith.maxui" | "arith.minui" | "index.maxu" | "index.minu" => (2, 1),
            "memref.store" | "vector.store" | "llvm.store" => (2, 0),
            "vector.insert" => (2, 1),
            "scf.if" => (1, op.results.len()),
            "scf.for" => {
                let iters = op.operands.len().saturating_sub(3);
                let args = op.regions.first().and_then(|r| r.blocks.first()).map(|b| b.args.len());
                if op.operands.len() < 3 || op.results.len() != iters || args != Some(iters + 1) || op.regions[0].blocks.len() != 1 {
                    return Err(err(op.span, "scf.for needs lower bound, upper bound, step, one result per iteration argument and a one-block body taking them"));
                }
                return Ok(());
            }
            _ if n.starts_with("arith.") || n.starts_with("index.") || n.starts_with("llvm.") && !matches!(n, "llvm.call" | "llvm.inline_asm" | "llvm.return") => {
                if op.results.len() > 1 {
                    return Err(err(op.span, format!("'{n}' has more than one result")));
                }
                return Ok(());
            }
            _ => return Ok(()),
        };
        if op.operands.len() < min || op.results.len() != results {
            return Err(err(op.span, format!("'{n}' expects at least {min} operands and {results} results, got {} and {}", op.operands.len(), op.results.len())));
        }
        if n == "scf.if" && (op.regions.len() != 2 || op.regions[0].blocks.len() != 1 || op.regions[1].blocks.len() > 1) {
            return Err(err(op.span, "scf.if needs a then region and an else region of one block each"));
        }
        Ok(())
    }

    #[allow(clippy::too_many_lines)]
    fn op(&mut self, op: &Op) -> LResult<()> {
        Self::check_shape(op)?;
        if self.memref_op(op)? {
            return Ok(());
        }
        let sp = op.span;
        let name = op.name.as_str();
        let res = op.results.first().copied();
        let r = res.map(|v| self.v(v)).unwrap_or_default();
        let ibin = |n: &str| -> Option<&'static str> {
            Some(match n {
                "addi" | "add" => "add",
                "subi" | "sub" => "sub",
                "muli" | "mul" => "mul",
                "divsi" | "divs" | "sdiv" => "sdiv",
                "divui" | "divu" | "udiv" => "udiv",
                "remsi" | "rems" | "srem" => "srem",
                "remui" | "remu" | "urem" => "urem",
                "andi" | "and" => "and",
                "ori" | "or" => "or",
                "xori" | "xor" => "xor",
                "shli" | "shl" => "shl",
                "shrui" | "shru" | "lshr" => "lshr",
                "shrsi" | "shrs" | "ashr" => "ashr",
                "addf" | "fadd" => "fadd",
                "subf" | "fsub" => "fsub",
                "mulf" | "fmul" => "fmul",
                "divf" | "fdiv" => "fdiv",
                "remf" | "frem" => "frem",
                _ => return None,
            })
        };
        if let Some((d, n)) = name.split_once('.') {
            if matches!(d, "arith" | "index" | "llvm") && op.operands.len() == 2 && res.is_some() {
                if let Some(inst) = ibin(n) {
                    self.bin(op, inst);
                    return Ok(());
                }
            }
        }
        match name {
            "arith.constant" | "llvm.mlir.constant" | "index.constant" => {
                let t = self.ty(op.results[0]).clone();
                let a = op.attr("value").cloned().unwrap_or(Attr::Int(0, Type::Int(64)));
                let text = match &a {
                    Attr::DenseSplat(v, _) => splat_lit(v, &t),
                    a => scalar_lit(a, &llvm_type(&t)),
                };
                self.alias(op.results[0], text);
            }
            "llvm.mlir.zero" => self.alias(op.results[0], "zeroinitializer".into()),
            "llvm.mlir.poison" | "llvm.mlir.undef" => self.alias(op.results[0], "poison".into()),
            "arith.cmpi" | "arith.cmpf" | "llvm.icmp" => {
                let p = match op.attr("predicate") {
                    Some(Attr::Opaque(p)) | Some(Attr::Str(p)) => p.clone(),
                    _ => "eq".into(),
                };
                let inst = if name == "arith.cmpf" { "fcmp" } else { "icmp" };
                let (a, b) = (self.tv(op.operands[0]), self.v(op.operands[1]));
                self.line(format!("{r} = {inst} {p} {a}, {b}"), sp);
            }
            "arith.select" | "llvm.select" => {
                let (c, a, b) = (self.tv(op.operands[0]), self.tv(op.operands[1]), self.tv(op.operands[2]));
                self.line(format!("{r} = select {c}, {a}, {b}"), sp);
            }
            "arith.maxsi" | "arith.minsi" | "arith.maxui" | "arith.minui" | "index.maxu" | "index.minu" => {
                let p = match &name[name.len() - 4..] {
                    "maxs" | "axsi" => "sgt",
                    "mins" | "insi" => "slt",
                    "axui" | "maxu" => "ugt",
                    _ => "ult",
                };
                let c = self.fresh();
                let (a, b) = (self.tv(op.operands[0]), self.tv(op.operands[1]));
                self.line(format!("{c} = icmp {p} {a}, {}", self.v(op.operands[1])), sp);
                self.line(format!("{r} = select i1 {c}, {a}, {b}"), sp);
            }
            "arith.negf" => {
                let a = self.tv(op.operands[0]);
                self.line(format!("{r} = fneg {a}"), sp);
            }
            "arith.index_cast" | "arith.index_castui" | "arith.extsi" | "arith.extui" | "arith.trunci" | "arith.sitofp" | "arith.uitofp" | "arith.fptosi" | "arith.fptoui" | "arith.extf" | "arith.truncf"
            | "arith.bitcast" | "index.casts" | "index.castu" | "llvm.trunc" | "llvm.zext" | "llvm.sext" | "llvm.bitcast" | "llvm.ptrtoint" | "llvm.inttoptr" | "llvm.addrspacecast" | "vector.bitcast" => {
                let (ft, tt) = (self.ty(op.operands[0]).clone(), self.ty(op.results[0]).clone());
                let (fs, ts) = (ll(&ft), ll(&tt));
                let (fb, tb) = (llvm_type(&ft).bits().unwrap_or(0), llvm_type(&tt).bits().unwrap_or(0));
                let unsigned = name.ends_with("ui") || name.ends_with("castu");
                let inst = match name {
                    "arith.index_cast" | "arith.index_castui" | "index.casts" | "index.castu" => {
                        if fb == tb {
                            ""
                        } else if fb > tb {
                            "trunc"
                        } else if unsigned {
                            "zext"
                        } else {
                            "sext"
                        }
                    }
                    "arith.extsi" | "llvm.sext" => "sext",
                    "arith.extui" | "llvm.zext" => "zext",
                    "arith.trunci" | "llvm.trunc" => "trunc",
                    "arith.sitofp" => "sitofp",
                    "arith.uitofp" => "uitofp",
                    "arith.fptosi" => "fptosi",
                    "arith.fptoui" => "fptoui",
                    "arith.extf" => "fpext",
                    "arith.truncf" => "fptrunc",
                    "llvm.ptrtoint" => "ptrtoint",
                    "llvm.inttoptr" => "inttoptr",
                    "llvm.addrspacecast" => "addrspacecast",
                    _ => "bitcast",
                };
                if inst.is_empty() || (inst == "bitcast" && fs == ts) {
                    let v = self.v(op.operands[0]);
                    self.alias(op.results[0], v);
                } else {
                    let v = self.v(op.operands[0]);
                    self.line(format!("{r} = {inst} {fs} {v} to {ts}"), sp);
                }
            }
            "builtin.unrealized_conversion_cast" | "memref.cast" | "memref.subview" => {
                if name == "memref.subview" && op.operands.len() > 1 {
                    return Err(err(sp, "memref.subview with dynamic offsets is not supported"));
                }
                let (ft, tt) = (self.ty(op.operands[0]).clone(), self.ty(op.results[0]).clone());
                let v = self.v(op.operands[0]);
                let out = self.convert_value(sp, &v, &ft, &tt)?;
                self.alias(op.results[0], out);
            }
            "memref.get_global" => {
                let Some(Attr::Symbol(s)) = op.attr("name") else { return Err(err(sp, "memref.get_global needs a symbol")) };
                self.alias(op.results[0], format!("@{s}"));
            }
            "memref.alloca" => {
                let Type::MemRef(m) = self.ty(op.results[0]).clone() else { return Err(err(sp, "memref.alloca must return a memref")) };
                let n = m.num_elements().ok_or_else(|| err(sp, "memref.alloca needs a static shape"))?;
                if m.space == 3 {
                    // Shared memory is a module-level variable, not a stack slot.
                    let g = format!("@__shared_{}", self.globals.len());
                    self.globals.push((format!("{g} = internal addrspace(3) global [{n} x {}] undef, align 16", ll(&m.elem)), Some(sp)));
                    self.alias(op.results[0], g);
                } else if m.space == 0 || m.space == 5 {
                    self.line(format!("{r} = alloca [{n} x {}], align 16", ll(&m.elem)), sp);
                    if m.space == 5 {
                        return Err(err(sp, "memref.alloca in address space 5 is not supported; use the default space"));
                    }
                } else {
                    return Err(err(sp, format!("memref.alloca in address space {} is not supported", m.space)));
                }
            }
            "memref.load" | "vector.load" => {
                let p = self.address(sp, op.operands[0], &op.operands[1..])?;
                let t = self.lt(op.results[0]);
                let pt = ll(self.ty(op.operands[0]));
                self.line(format!("{r} = load {t}, {pt} {p}"), sp);
            }
            "memref.store" | "vector.store" => {
                let p = self.address(sp, op.operands[1], &op.operands[2..])?;
                let v = self.tv(op.operands[0]);
                let pt = ll(self.ty(op.operands[1]));
                self.line(format!("store {v}, {pt} {p}"), sp);
            }
            "vector.extract" | "vector.insert" => {
                let pos = op.attr("static_position").and_then(Attr::as_int_array).unwrap_or_default();
                let vec_v = if name == "vector.insert" { op.operands[1] } else { op.operands[0] };
                let vt = self.ty(vec_v).clone();
                let Type::Vector(shape, _) = &vt else { return Err(err(sp, "expected a vector")) };
                let agg = self.v(vec_v);
                let at = ll(&vt);
                if name == "vector.extract" {
                    if shape.len() == 1 {
                        self.line(format!("{r} = extractelement {at} {agg}, i64 {}", pos[0]), sp);
                    } else if pos.len() == 1 {
                        self.line(format!("{r} = extractvalue {at} {agg}, {}", pos[0]), sp);
                    } else {
                        let t = self.fresh();
                        let row = ll(&Type::Vector(vec![shape[1]], Box::new(Type::Index)));
                        let _ = row;
                        let rt = ll(&llvm_type(&vt)).split_once(" x ").map(|x| x.1.trim_end_matches(']').to_string()).unwrap_or_default();
                        self.line(format!("{t} = extractvalue {at} {agg}, {}", pos[0]), sp);
                        self.line(format!("{r} = extractelement {rt} {t}, i64 {}", pos[1]), sp);
                    }
                } else {
                    let s = self.tv(op.operands[0]);
                    if shape.len() == 1 {
                        self.line(format!("{r} = insertelement {at} {agg}, {s}, i64 {}", pos[0]), sp);
                    } else if pos.len() == 1 {
                        self.line(format!("{r} = insertvalue {at} {agg}, {s}, {}", pos[0]), sp);
                    } else {
                        let rt = ll(&llvm_type(&vt)).split_once(" x ").map(|x| x.1.trim_end_matches(']').to_string()).unwrap_or_default();
                        let (t1, t2) = (self.fresh(), self.fresh());
                        self.line(format!("{t1} = extractvalue {at} {agg}, {}", pos[0]), sp);
                        self.line(format!("{t2} = insertelement {rt} {t1}, {s}, i64 {}", pos[1]), sp);
                        self.line(format!("{r} = insertvalue {at} {agg}, {rt} {t2}, {}", pos[0]), sp);
                    }
                }
            }
            "vector.broadcast" | "vector.splat" => {
                let rt = self.ty(op.results[0]).clone();
                let Type::Vector(s, _) = &rt else { return Err(err(sp, "expected a vector result")) };
                if s.len() != 1 || self.ty(op.operands[0]).bits().is_none() {
                    return Err(err(sp, "only scalar-to-1-D broadcasts are supported"));
                }
                let t = ll(&rt);
                let x = self.tv(op.operands[0]);
                let mut cur = "poison".to_string();
                for i in 0..s[0] {
                    let n = if i + 1 == s[0] { r.clone() } else { self.fresh() };
                    self.line(format!("{n} = insertelement {t} {cur}, {x}, i64 {i}"), sp);
                    cur = n;
                }
            }
            "llvm.extractvalue" | "llvm.insertvalue" => {
                let pos = op.attr("position").and_then(Attr::as_int_array).unwrap_or_default();
                let p = pos.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ");
                if name == "llvm.extractvalue" {
                    let a = self.tv(op.operands[0]);
                    self.line(format!("{r} = extractvalue {a}, {p}"), sp);
                } else {
                    let (v, a) = (self.tv(op.operands[0]), self.tv(op.operands[1]));
                    self.line(format!("{r} = insertvalue {a}, {v}, {p}"), sp);
                }
            }
            "llvm.extractelement" => {
                let (a, i) = (self.tv(op.operands[0]), self.tv(op.operands[1]));
                self.line(format!("{r} = extractelement {a}, {i}"), sp);
            }
            "llvm.insertelement" => {
                let (a, v, i) = (self.tv(op.operands[0]), self.tv(op.operands[1]), self.tv(op.operands[2]));
                self.line(format!("{r} = insertelement {a}, {v}, {i}"), sp);
            }
            "llvm.getelementptr" => {
                let et = match op.attr("elem_type") {
                    Some(Attr::Type(t)) => ll(t),
                    _ => "i8".into(),
                };
                let (b, i) = (self.tv(op.operands[0]), self.tv(op.operands[1]));
                self.line(format!("{r} = getelementptr {et}, {b}, {i}"), sp);
            }
            "llvm.alloca" => {
                let et = match op.attr("elem_type") {
                    Some(Attr::Type(t)) => ll(t),
                    _ => "i8".into(),
                };
                let a = op.int_attr("alignment").unwrap_or(8);
                // A constant count folds into the allocated type (a static stack slot).
                match self.v(op.operands[0]).parse::<u64>() {
                    Ok(1) => self.line(format!("{r} = alloca {et}, align {a}"), sp),
                    Ok(n) => self.line(format!("{r} = alloca [{n} x {et}], align {a}"), sp),
                    Err(_) => {
                        let n = self.tv(op.operands[0]);
                        self.line(format!("{r} = alloca {et}, {n}, align {a}"), sp);
                    }
                }
            }
            "llvm.store" => {
                let (v, p) = (self.tv(op.operands[0]), self.tv(op.operands[1]));
                self.line(format!("store {v}, {p}"), sp);
            }
            "llvm.load" => {
                let t = self.lt(op.results[0]);
                let p = self.tv(op.operands[0]);
                self.line(format!("{r} = load {t}, {p}"), sp);
            }
            "llvm.call" | "func.call" => {
                let callee = match op.attr("callee") {
                    Some(Attr::Symbol(s)) => s.clone(),
                    _ => return Err(err(sp, "a call needs a callee")),
                };
                let args: Vec<(String, String)> = op.operands.iter().map(|v| self.arg(*v)).collect();
                if op.results.len() > 1 {
                    // A struct of the results, taken apart.
                    let st = ll(&Type::Struct(op.results.iter().map(|v| llvm_type(self.ty(*v))).collect()));
                    let s = self.fresh();
                    self.call_into(sp, Some(s.clone()), &st, &callee, &args);
                    for (i, v) in op.results.iter().enumerate() {
                        let r = self.v(*v);
                        self.line(format!("{r} = extractvalue {st} {s}, {i}"), sp);
                    }
                } else {
                    let ret = res.map(|v| self.lt(v)).unwrap_or_else(|| "void".into());
                    self.call(sp, res, &ret, &callee, &args);
                }
            }
            "llvm.inline_asm" => {
                let (Some(Attr::Str(tmpl)), Some(Attr::Str(cons))) = (op.attr("asm_string"), op.attr("constraints")) else {
                    return Err(err(sp, "llvm.inline_asm needs asm_string and constraints"));
                };
                let ret = res.map(|v| self.lt(v)).unwrap_or_else(|| "void".into());
                let args = op.operands.iter().map(|v| self.tv(*v)).collect::<Vec<_>>().join(", ");
                let se = if op.flag("has_side_effects") { "sideeffect " } else { "" };
                let call = format!("call {ret} asm {se}\"{}\", \"{}\"({args})", escape_ll(tmpl), escape_ll(cons));
                if res.is_some() {
                    self.line(format!("{r} = {call}"), sp);
                } else {
                    self.line(call, sp);
                }
            }
            "func.return" | "gpu.return" | "llvm.return" if op.operands.len() > 1 => {
                let st = ll(&Type::Struct(op.operands.iter().map(|v| llvm_type(self.ty(*v))).collect()));
                let mut acc = "poison".to_string();
                for (i, v) in op.operands.iter().enumerate() {
                    let (r, v) = (self.fresh(), self.tv(*v));
                    self.line(format!("{r} = insertvalue {st} {acc}, {v}, {i}"), sp);
                    acc = r;
                }
                self.line(format!("ret {st} {acc}"), sp);
            }
            "func.return" | "gpu.return" | "llvm.return" => match op.operands.first() {
                Some(v) => {
                    let v = self.tv(*v);
                    self.line(format!("ret {v}"), sp);
                }
                None => self.line("ret void".into(), sp),
            },
            "gpu.thread_id" | "gpu.block_id" | "gpu.block_dim" | "gpu.grid_dim" => {
                let dim = match op.attr("dimension") {
                    Some(Attr::Opaque(d)) => d.trim_end_matches('>').rsplit(' ').next().unwrap_or("x").to_string(),
                    _ => "x".into(),
                };
                let reg = match name {
                    "gpu.thread_id" => "tid",
                    "gpu.block_id" => "ctaid",
                    "gpu.block_dim" => "ntid",
                    _ => "nctaid",
                };
                let t = self.fresh();
                let f = format!("llvm.nvvm.read.ptx.sreg.{reg}.{dim}");
                self.declare(&f, "i32", &[]);
                self.line(format!("{t} = call i32 @{f}()"), sp);
                self.line(format!("{r} = zext i32 {t} to i64"), sp);
            }
            "gpu.lane_id" => {
                let t = self.fresh();
                self.declare("llvm.nvvm.read.ptx.sreg.laneid", "i32", &[]);
                self.line(format!("{t} = call i32 @llvm.nvvm.read.ptx.sreg.laneid()"), sp);
                self.line(format!("{r} = zext i32 {t} to i64"), sp);
            }
            "gpu.barrier" | "nvvm.barrier0" => self.call(sp, None, "void", "llvm.nvvm.barrier.cta.sync.aligned.all", &[("i32".into(), "0".into())]),
            "scf.for" => self.scf_for(op)?,
            "scf.if" => self.scf_if(op)?,
            n if n.starts_with("nvvm.") => self.nvvm(op)?,
            other if other.starts_with("linalg.") => {
                return Err(err(sp, format!("lowering '{other}' to LLVM IR is not supported: a linalg op is rewritten first (MLIR's linalg-to-loops, or the transform script that maps it to nvgpu ops)")));
            }
            other => return Err(err(sp, format!("lowering '{other}' to LLVM IR is not supported"))),
        }
        Ok(())
    }

    fn scf_for(&mut self, op: &Op) -> LResult<()> {
        let sp = op.span;
        let (lb, ub, step) = (self.v(op.operands[0]), self.v(op.operands[1]), self.v(op.operands[2]));
        let it = self.lt(op.operands[0]);
        let inits: Vec<ValueId> = op.operands[3..].to_vec();
        let body = op.regions.first().and_then(|r| r.blocks.first()).ok_or_else(|| err(sp, "scf.for needs a body"))?;
        let (header, bodyl, exit) = (self.new_label(), self.new_label(), self.new_label());
        let pre = self.label.clone();
        self.line(format!("br label %{header}"), sp);
        self.start_block(&header, sp);
        let iv = body.args[0];
        let iv_name = self.v(iv);
        let phi_at = self.lines.len();
        self.line(String::new(), sp);
        let mut phi_lines = vec![];
        for (k, init) in inits.iter().enumerate() {
            let arg = body.args[k + 1];
            phi_lines.push((self.lines.len(), arg, *init));
            self.line(String::new(), sp);
        }
        let c = self.fresh();
        self.line(format!("{c} = icmp slt {it} {iv_name}, {ub}"), sp);
        self.line(format!("br i1 {c}, label %{bodyl}, label %{exit}"), sp);
        self.start_block(&bodyl, sp);
        let yields = self.ops(&body.ops)?;
        let next = self.fresh();
        self.line(format!("{next} = add {it} {iv_name}, {step}"), sp);
        let latch = self.label.clone();
        self.line(format!("br label %{header}"), sp);
        self.lines[phi_at].0 = format!("  {iv_name} = phi {it} [ {lb}, %{pre} ], [ {next}, %{latch} ]");
        for (k, (line, arg, init)) in phi_lines.into_iter().enumerate() {
            let y = yields.get(k).map(|v| self.v(*v)).unwrap_or_else(|| "poison".into());
            self.lines[line].0 = format!("  {} = phi {} [ {}, %{pre} ], [ {y}, %{latch} ]", self.v(arg), self.lt(arg), self.v(init));
        }
        self.start_block(&exit, sp);
        for (k, res) in op.results.iter().enumerate() {
            let a = self.v(body.args[k + 1]);
            self.alias(*res, a);
        }
        Ok(())
    }

    fn scf_if(&mut self, op: &Op) -> LResult<()> {
        let sp = op.span;
        let c = self.v(op.operands[0]);
        let has_else = op.regions.get(1).is_some_and(|r| r.blocks.first().is_some_and(|b| !b.ops.is_empty()));
        let (then_l, else_l, merge) = (self.new_label(), self.new_label(), self.new_label());
        let else_target = if has_else { else_l.clone() } else { merge.clone() };
        let entry = self.label.clone();
        self.line(format!("br i1 {c}, label %{then_l}, label %{else_target}"), sp);
        self.start_block(&then_l, sp);
        let then_ops = op.regions.first().and_then(|r| r.blocks.first()).map(|b| b.ops.as_slice()).unwrap_or(&[]);
        let ty = self.ops(then_ops)?;
        let then_end = self.label.clone();
        self.line(format!("br label %{merge}"), sp);
        let (mut ey, mut else_end) = (vec![], entry);
        if has_else {
            self.start_block(&else_l, sp);
            let else_ops = op.regions.get(1).and_then(|r| r.blocks.first()).map(|b| b.ops.as_slice()).unwrap_or(&[]);
            ey = self.ops(else_ops)?;
            else_end = self.label.clone();
            self.line(format!("br label %{merge}"), sp);
        }
        self.start_block(&merge, sp);
        for (k, res) in op.results.iter().enumerate() {
            let t = self.lt(*res);
            let a = ty.get(k).map(|v| self.v(*v)).unwrap_or_else(|| "poison".into());
            let b = ey.get(k).map(|v| self.v(*v)).unwrap_or_else(|| "poison".into());
            let n = self.v(*res);
            self.line(format!("{n} = phi {t} [ {a}, %{then_end} ], [ {b}, %{else_end} ]"), sp);
        }
        Ok(())
    }

    /// An inline-asm statement (no result) predicated on `pred` when given (`@$N` guard).
    fn asm_void(&mut self, sp: Span, tmpl: &str, cons: &str, args: &[ValueId]) {
        let a = args.iter().map(|v| self.tv(*v)).collect::<Vec<_>>().join(", ");
        self.line(format!("call void asm sideeffect \"{}\", \"{}\"({a})", escape_ll(tmpl), escape_ll(cons)), sp);
    }

    /// Runs `f` under `br i1 %pred` when the op has a trailing predicate operand.
    fn guarded(&mut self, sp: Span, pred: Option<ValueId>, f: impl FnOnce(&mut Self)) {
        match pred {
            None => f(self),
            Some(p) => {
                let (then_l, cont) = (self.new_label(), self.new_label());
                let pv = self.v(p);
                self.line(format!("br i1 {pv}, label %{then_l}, label %{cont}"), sp);
                self.start_block(&then_l, sp);
                f(self);
                self.line(format!("br label %{cont}"), sp);
                self.start_block(&cont, sp);
            }
        }
    }

    #[allow(clippy::too_many_lines)]
    fn nvvm(&mut self, op: &Op) -> LResult<()> {
        let sp = op.span;
        let name = op.name.trim_start_matches("nvvm.");
        // The operands and results each lowering reads (the generic form can write any).
        let (min, results): (usize, Option<usize>) = match name {
            "cp.async.shared.global" => (2, Some(0)),
            "mbarrier.arrive" | "mbarrier.arrive.shared" | "ldmatrix" | "rcp.approx.ftz.f" => (1, Some(1)),
            "mbarrier.init" | "mbarrier.init.shared" | "mbarrier.arrive.expect_tx" | "mbarrier.arrive.expect_tx.shared" | "fence.proxy.acquire" => (2, Some(0)),
            "mbarrier.inval" | "mbarrier.inval.shared" | "prefetch.tensormap" => (1, Some(0)),
            "mbarrier.arrive.nocomplete" | "mbarrier.arrive.nocomplete.shared" | "mbarrier.test.wait" | "mbarrier.test.wait.shared" => (2, Some(1)),
            "mbarrier.try_wait.parity" | "mbarrier.try_wait.parity.shared" => (3, Some(0)),
            "cp.async.bulk.tensor.shared.cluster.global" | "cp.async.bulk.tensor.global.shared.cta" | "cp.async.bulk.tensor.reduce" => (3, Some(0)),
            "stmatrix" => (2, Some(0)),
            "tensormap.replace.global_address" | "tensormap.replace.box_dim" | "tensormap.replace.element_stride" => (2, Some(0)),
            "wgmma.mma_async" => (3, Some(1)),
            "mma.sync" | "cvt.packfloat.f32" => (1, Some(1)),
            "shfl.sync" => (4, Some(1)),
            "fma.packed.f32x2" => (3, Some(1)),
            "mul.packed.f32x2" => (2, Some(1)),
            _ => (0, None),
        };
        if op.operands.len() < min || results.is_some_and(|r| op.results.len() != r) {
            return Err(err(sp, format!("'{}' expects at least {min} operands and {} results", op.name, results.unwrap_or(0))));
        }
        if name.starts_with("cp.async.bulk.tensor.") {
            let segs: Vec<usize> = op.attr("operandSegmentSizes").and_then(Attr::as_int_array).map(|v| v.into_iter().map(|x| x.max(0) as usize).collect()).unwrap_or_default();
            let want = if name.ends_with(".global") { 7 } else { 5 };
            if segs.len() != want || segs.iter().sum::<usize>() != op.operands.len() || segs.get(2).is_none_or(|n| !(1..=5).contains(n)) {
                return Err(err(sp, format!("'{}' needs operandSegmentSizes of {want} entries adding up to its operands", op.name)));
            }
        }
        let res = op.results.first().copied();
        let o = &op.operands;
        let args = |s: &Self, vs: &[ValueId]| vs.iter().map(|v| s.arg(*v)).collect::<Vec<_>>();
        let segs: Vec<usize> = op.attr("operandSegmentSizes").and_then(Attr::as_int_array).map(|v| v.into_iter().map(|x| x as usize).collect()).unwrap_or_default();
        match name {
            "cp.async.shared.global" => {
                let size = op.int_attr("size").unwrap_or(16);
                let modifier = match op.attr("modifier") {
                    Some(Attr::Opaque(m)) if m.contains("cg") => "cg",
                    _ => "ca",
                };
                if o.len() == 3 {
                    self.asm_void(sp, &format!("cp.async.{modifier}.shared.global [$0], [$1], {size}, $2;"), "l,l,r", o);
                } else {
                    let a = args(self, o);
                    self.call(sp, None, "void", &format!("llvm.nvvm.cp.async.{modifier}.shared.global.{size}"), &a);
                }
            }
            "cp.async.commit.group" => self.call(sp, None, "void", "llvm.nvvm.cp.async.commit.group", &[]),
            "cp.async.wait.group" => {
                let n = op.int_attr("n").unwrap_or(0);
                self.call(sp, None, "void", "llvm.nvvm.cp.async.wait.group", &[("i32".into(), n.to_string())]);
            }
            "mbarrier.init" | "mbarrier.init.shared" | "mbarrier.arrive.expect_tx" | "mbarrier.arrive.expect_tx.shared" if segs.len() == 3 => {
                // The predicated forms, as the upstream NVVM lowering writes them.
                let space = if name.ends_with(".shared") { ".shared" } else { "" };
                let base = name.trim_end_matches(".shared");
                let tmpl = if base == "mbarrier.init" { format!("@$2 mbarrier.init{space}.b64 [$0], $1;") } else { format!("@$2 mbarrier.arrive.expect_tx{space}.b64 _, [$0], $1;") };
                self.asm_void(sp, &tmpl, "l,r,b", o);
            }
            "mbarrier.init" | "mbarrier.init.shared" | "mbarrier.inval" | "mbarrier.inval.shared" => {
                let a = args(self, o);
                self.call(sp, None, "void", &format!("llvm.nvvm.{name}"), &a);
            }
            "mbarrier.arrive" | "mbarrier.arrive.shared" => {
                let a = args(self, o);
                self.call(sp, res, "i64", &format!("llvm.nvvm.{name}"), &a);
            }
            "mbarrier.arrive.nocomplete" | "mbarrier.arrive.nocomplete.shared" => {
                let a = args(self, o);
                self.call(sp, res, "i64", &format!("llvm.nvvm.{}", name.replace("nocomplete", "noComplete")), &a);
            }
            "mbarrier.test.wait" | "mbarrier.test.wait.shared" => {
                let a = args(self, o);
                self.call(sp, res, "i1", &format!("llvm.nvvm.{name}"), &a);
            }
            "mbarrier.arrive.expect_tx" | "mbarrier.arrive.expect_tx.shared" => {
                let space = if name.ends_with(".shared") { ".shared" } else { "" };
                self.asm_void(sp, &format!("mbarrier.arrive.expect_tx{space}.b64 _, [$0], $1;"), "l,r", o);
            }
            "mbarrier.try_wait.parity" | "mbarrier.try_wait.parity.shared" => {
                let space = if name.ends_with(".shared") { ".shared" } else { "" };
                let tmpl = format!("{{\n\t.reg .pred       P1; \n\tLAB_WAIT: \n\tmbarrier.try_wait.parity{space}.b64 P1, [$0], $1, $2; \n\t@P1 bra.uni DONE; \n\tbra.uni     LAB_WAIT; \n\tDONE: \n\t}}");
                self.asm_void(sp, &tmpl, "l,r,r", &o[..3]);
            }
            "cp.async.bulk.tensor.shared.cluster.global" => {
                // [dst, tmap, coords.., bar, mask?, hint?, pred?]
                let n = segs.get(2).copied().unwrap_or(1);
                let (dst, tmap) = (o[0], o[1]);
                let coords = &o[2..2 + n];
                let bar = o[2 + n];
                let mut k = 3 + n;
                let mask = (segs.get(4) == Some(&1)).then(|| {
                    k += 1;
                    o[k - 1]
                });
                let hint = (segs.get(5) == Some(&1)).then(|| {
                    k += 1;
                    o[k - 1]
                });
                let pred = (segs.get(6) == Some(&1)).then(|| o[k]);
                let d7 = self.fresh();
                let dv = self.v(dst);
                self.line(format!("{d7} = addrspacecast ptr addrspace(3) {dv} to ptr addrspace(7)"), sp);
                let mut a = vec![("ptr addrspace(7)".to_string(), d7), self.arg(bar), self.arg(tmap)];
                a.extend(coords.iter().map(|c| self.arg(*c)));
                a.push(("i16".into(), mask.map(|m| self.v(m)).unwrap_or_else(|| "0".into())));
                a.push(("i64".into(), hint.map(|h| self.v(h)).unwrap_or_else(|| "0".into())));
                a.push(("i1".into(), if mask.is_some() { "true" } else { "false" }.into()));
                a.push(("i1".into(), if hint.is_some() { "true" } else { "false" }.into()));
                a.push(("i32".into(), "0".into()));
                self.guarded(sp, pred, |s| s.call(sp, None, "void", &format!("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.{n}d"), &a));
            }
            "cp.async.bulk.tensor.reduce" => {
                let n = segs.get(2).copied().unwrap_or(1);
                let (tmap, src) = (o[0], o[1]);
                let coords = &o[2..2 + n];
                let hint = (segs.get(3) == Some(&1)).then(|| o[2 + n]);
                let pred = (segs.get(4) == Some(&1)).then(|| *o.last().expect("a predicate"));
                let redop = match op.attr("redKind") {
                    Some(Attr::Opaque(r)) => r.trim_start_matches("#nvvm.tma_redux_kind<").trim_end_matches('>').to_string(),
                    _ => "add".into(),
                };
                let mut a = vec![self.arg(src), self.arg(tmap)];
                a.extend(coords.iter().map(|c| self.arg(*c)));
                a.push(("i64".into(), hint.map(|h| self.v(h)).unwrap_or_else(|| "0".into())));
                a.push(("i1".into(), if hint.is_some() { "true" } else { "false" }.into()));
                self.guarded(sp, pred, |s| s.call(sp, None, "void", &format!("llvm.nvvm.cp.async.bulk.tensor.reduce.{redop}.tile.{n}d"), &a));
            }
            "stmatrix" => {
                let trans = matches!(op.attr("layout"), Some(Attr::Opaque(l)) if l.contains("col"));
                let n = o.len() - 1;
                let a = args(self, o);
                self.call(sp, None, "void", &format!("llvm.nvvm.stmatrix.sync.aligned.m8n8.x{n}{}.b16.p3", if trans { ".trans" } else { "" }), &a);
            }
            "tensormap.replace.global_address" | "tensormap.replace.box_dim" | "tensormap.replace.element_stride" => {
                let field = name.trim_start_matches("tensormap.replace.").replace('_', ".");
                let mut a = vec![self.arg(o[0])];
                if let Some(ord) = op.int_attr("ord") {
                    a.push(("i32".into(), ord.to_string()));
                }
                a.push(self.arg(o[1]));
                self.call(sp, None, "void", &format!("llvm.nvvm.tensormap.replace.{field}.p3"), &a);
            }
            "cp.async.bulk.tensor.global.shared.cta" => {
                let n = segs.get(2).copied().unwrap_or(1);
                let (tmap, src) = (o[0], o[1]);
                let coords = &o[2..2 + n];
                let hint = (segs.get(3) == Some(&1)).then(|| o[2 + n]);
                let pred = (segs.get(4) == Some(&1)).then(|| *o.last().expect("a predicate"));
                let mut a = vec![self.arg(src), self.arg(tmap)];
                a.extend(coords.iter().map(|c| self.arg(*c)));
                a.push(("i64".into(), hint.map(|h| self.v(h)).unwrap_or_else(|| "0".into())));
                a.push(("i1".into(), if hint.is_some() { "true" } else { "false" }.into()));
                self.guarded(sp, pred, |s| s.call(sp, None, "void", &format!("llvm.nvvm.cp.async.bulk.tensor.s2g.tile.{n}d"), &a));
            }
            "prefetch.tensormap" => {
                let a = vec![self.arg(o[0])];
                let pred = o.get(1).copied();
                self.guarded(sp, pred, |s| s.call(sp, None, "void", "llvm.nvvm.prefetch.tensormap.p0", &a));
            }
            "fence.proxy.acquire" => {
                let a = args(self, o);
                self.call(sp, None, "void", "llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys", &a);
            }
            "wgmma.fence.aligned" => self.call(sp, None, "void", "llvm.nvvm.wgmma.fence.sync.aligned", &[]),
            "wgmma.commit.group.sync.aligned" => self.call(sp, None, "void", "llvm.nvvm.wgmma.commit_group.sync.aligned", &[]),
            "wgmma.wait.group.sync.aligned" => {
                let n = op.int_attr("group").unwrap_or(0);
                self.call(sp, None, "void", "llvm.nvvm.wgmma.wait_group.sync.aligned", &[("i64".into(), n.to_string())]);
            }
            "wgmma.mma_async" => {
                let Some(Attr::Opaque(shape)) = op.attr("shape") else { return Err(err(sp, "wgmma.mma_async needs a shape")) };
                let nums: Vec<u64> = shape.split(|c: char| !c.is_ascii_digit()).filter_map(|x| x.parse().ok()).collect();
                let (n, k) = (nums.get(1).copied().unwrap_or(8), nums.get(2).copied().unwrap_or(16));
                let s = |k: &str| match op.attr(k) {
                    Some(Attr::Str(s)) => s.clone(),
                    _ => String::new(),
                };
                let (ta, tb, td) = (s("typeA"), s("typeB"), s("typeD"));
                // The accumulator tile holds n/2 values per thread; an f16 one travels in n/4
                // registers of two halves each (PTX's .f16x2 D operand), unpacked again after.
                let packed = td == "f16";
                let nd = (n / 2) as usize;
                let nr = if packed { nd / 2 } else { nd };
                let regs = (0..nr).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ");
                let trans = if ta == "f16" || ta == "bf16" {
                    format!(", {}, {}", (s("layoutA") == "col") as u8, (s("layoutB") == "row") as u8)
                } else {
                    String::new()
                };
                let tmpl = format!(
                    "{{\n.reg .pred p;\nsetp.ne.b32 p, ${}, 0;\nwgmma.mma_async.sync.aligned.m64n{n}k{k}.{td}.{ta}.{tb} {{{regs}}}, ${}, ${}, p, 1, 1{trans};\n}}\n",
                    2 * nr + 2,
                    nr,
                    nr + 1
                );
                let rc = if td == "f32" { "=f" } else { "=r" };
                let mut cons: Vec<String> = vec![rc.into(); nr];
                cons.push("l".into());
                cons.push("l".into());
                cons.extend((0..nr).map(|i| i.to_string()));
                cons.push("r".into());
                // Inputs: the two descriptors, the accumulator fields (tied), the scale-d flag.
                let tile = o[2];
                let tile_t = self.lt(tile);
                let et = if td == "f32" { "float" } else { "i32" };
                let mut ins = vec![self.tv(o[0]), self.tv(o[1])];
                let tv = self.v(tile);
                for i in 0..nr {
                    let t = self.fresh();
                    if packed {
                        let (a, b, v0, v1) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
                        self.line(format!("{a} = extractvalue {tile_t} {tv}, {}", 2 * i), sp);
                        self.line(format!("{b} = extractvalue {tile_t} {tv}, {}", 2 * i + 1), sp);
                        self.line(format!("{v0} = insertelement <2 x half> poison, half {a}, i32 0"), sp);
                        self.line(format!("{v1} = insertelement <2 x half> {v0}, half {b}, i32 1"), sp);
                        self.line(format!("{t} = bitcast <2 x half> {v1} to i32"), sp);
                    } else {
                        self.line(format!("{t} = extractvalue {tile_t} {tv}, {i}"), sp);
                    }
                    ins.push(format!("{et} {t}"));
                }
                ins.push("i32 1".into());
                let r = self.v(res.ok_or_else(|| err(sp, "wgmma.mma_async needs a result"))?);
                if packed {
                    let asm_t = format!("{{ {} }}", vec!["i32"; nr].join(", "));
                    let raw = self.fresh();
                    self.line(format!("{raw} = call {asm_t} asm sideeffect \"{}\", \"{}\"({})", escape_ll(&tmpl), cons.join(","), ins.join(", ")), sp);
                    let mut acc = "poison".to_string();
                    for i in 0..nr {
                        let (w, v) = (self.fresh(), self.fresh());
                        self.line(format!("{w} = extractvalue {asm_t} {raw}, {i}"), sp);
                        self.line(format!("{v} = bitcast i32 {w} to <2 x half>"), sp);
                        for h in 0..2 {
                            let (e, next) = (self.fresh(), if i == nr - 1 && h == 1 { r.clone() } else { self.fresh() });
                            self.line(format!("{e} = extractelement <2 x half> {v}, i32 {h}"), sp);
                            self.line(format!("{next} = insertvalue {tile_t} {acc}, half {e}, {}", 2 * i + h), sp);
                            acc = next;
                        }
                    }
                } else {
                    self.line(format!("{r} = call {tile_t} asm sideeffect \"{}\", \"{}\"({})", escape_ll(&tmpl), cons.join(","), ins.join(", ")), sp);
                }
            }
            "mma.sync" => {
                let sh = match op.attr("shape") {
                    Some(Attr::Opaque(s)) => s.split(|c: char| !c.is_ascii_digit()).filter_map(|x| x.parse::<u64>().ok()).collect::<Vec<_>>(),
                    _ => vec![],
                };
                let ptx = match op.attr("multiplicandAPtxType") {
                    Some(Attr::Opaque(s)) => s.trim_start_matches("#nvvm.mma_type<").trim_end_matches('>').to_string(),
                    _ => String::new(),
                };
                let rt = res.map(|v| self.ty(v).clone()).ok_or_else(|| err(sp, "mma.sync needs a result"))?;
                let Type::Struct(fields) = &rt else { return Err(err(sp, "mma.sync returns a struct")) };
                let d = match fields.first() {
                    Some(Type::Vector(..)) => "f16",
                    Some(Type::Float("f64")) => "f64",
                    Some(Type::Int(_)) => "s32",
                    _ => "f32",
                };
                let c_ty = match (ptx.as_str(), d) {
                    ("f16", "f16") => ".f16.f16".to_string(),
                    ("f16", "f32") => ".f32.f32".to_string(),
                    ("s8", _) | ("s4", _) => format!(".satfinite.{ptx}"),
                    (p, _) => format!(".{p}"),
                };
                let intr = format!("llvm.nvvm.mma.m{}n{}k{}.row.col{c_ty}", sh.first().unwrap_or(&16), sh.get(1).unwrap_or(&8), sh.get(2).unwrap_or(&16));
                let a = args(self, o);
                let rts = ll(&rt);
                self.call(sp, res, &rts, &intr, &a);
            }
            "ldmatrix" => {
                let n = op.int_attr("num").unwrap_or(1);
                let trans = matches!(op.attr("layout"), Some(Attr::Opaque(l)) if l.contains("col"));
                let rt = res.map(|v| self.lt(v)).unwrap_or_default();
                let intr = format!("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x{n}{}.b16.p3", if trans { ".trans" } else { "" });
                let a = args(self, o);
                self.call(sp, res, &rt, &intr, &a);
            }
            "shfl.sync" => {
                let t = res.map(|v| self.ty(v).clone()).unwrap_or(Type::Int(32));
                let suffix = if t.is_float() { "f32" } else { "i32" };
                let a = args(self, o);
                let rt = ll(&t);
                self.call(sp, res, &rt, &format!("llvm.nvvm.shfl.sync.idx.{suffix}"), &a);
            }
            "rcp.approx.ftz.f" => {
                let a = args(self, o);
                self.call(sp, res, "float", "llvm.nvvm.rcp.approx.ftz.f", &a);
            }
            n if n.starts_with("read.ptx.sreg.") => {
                let rt = res.map(|v| self.lt(v)).unwrap_or_else(|| "i32".into());
                self.call(sp, res, &rt, &format!("llvm.nvvm.{n}"), &[]);
            }
            "cvt.packfloat.f32" => {
                let kind = match op.attr("kind") {
                    Some(Attr::Str(k)) => k.clone(),
                    _ => "e4m3x2".into(),
                };
                let rnd = match op.attr("rnd") {
                    Some(Attr::Str(r)) => r.clone(),
                    _ => "rn".into(),
                };
                let a = args(self, o);
                if o.len() == 2 {
                    let sat = if kind == "e2m1x2" { ".satfinite" } else { "" };
                    self.call(sp, res, "i16", &format!("llvm.nvvm.ff.to.{kind}.{rnd}{sat}"), &a);
                } else {
                    self.call(sp, res, "<2 x half>", &format!("llvm.nvvm.{kind}.to.f16x2.{rnd}"), &a);
                }
            }
            "fma.packed.f32x2" => {
                let a = args(self, o);
                self.call(sp, res, "<2 x float>", "llvm.fma.v2f32", &a);
            }
            "mul.packed.f32x2" => {
                let r = self.v(res.ok_or_else(|| err(sp, "mul needs a result"))?);
                let (x, y) = (self.tv(o[0]), self.v(o[1]));
                self.line(format!("{r} = fmul {x}, {y}"), sp);
            }
            other => return Err(err(sp, format!("lowering 'nvvm.{other}' to LLVM IR is not supported"))),
        }
        Ok(())
    }
}

/// The whole text.
pub fn text(lines: &[(String, Option<Span>)]) -> String {
    let mut s = String::new();
    for (l, _) in lines {
        let _ = writeln!(s, "{l}");
    }
    s
}
