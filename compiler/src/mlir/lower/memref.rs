//! memref values as MLIR's memref-to-llvm lowering builds them. A memref whose type fixes its
//! layout is a bare pointer (offsets and strides are constants of the type); one with dynamic
//! sizes is the descriptor `{allocated, aligned, offset, [rank x size], [rank x stride]}`
//! ([`descriptor_type`]). Here: addresses through a descriptor, descriptors built from a view or
//! a reinterpreted cast, and heap buffers (`memref.alloc` → `malloc`, `memref.dealloc` → `free`,
//! as memref-to-llvm calls them).

use super::*;
use crate::mlir::convert::descriptor_type;

/// MLIR's marker for a dynamic entry of a static offsets/sizes/strides list.
const DYNAMIC: i128 = i64::MIN as i128;

impl Lower<'_> {
    /// The address of element `idx` of a memref with dynamic sizes, from its descriptor value:
    /// aligned pointer + offset + the sum of index times stride (static where the type fixes it).
    pub(super) fn descriptor_address(&mut self, span: Span, mem: ValueId, m: &MemRefType, idx: &[ValueId]) -> LResult<String> {
        let (strides, _) = m.static_strides();
        if !idx.is_empty() && idx.len() != strides.len() {
            return Err(err(span, format!("{} indices for the rank-{} {}", idx.len(), strides.len(), Type::MemRef(m.clone()))));
        }
        let desc = self.tv(mem);
        let base = self.fresh();
        self.line(format!("{base} = extractvalue {desc}, 1"), span);
        let mut lin = self.fresh();
        self.line(format!("{lin} = extractvalue {desc}, 2"), span);
        for (i, v) in idx.iter().enumerate() {
            let iv = self.v(*v);
            let stride = match strides[i] {
                Some(s) => s.to_string(),
                None => {
                    let r = self.fresh();
                    self.line(format!("{r} = extractvalue {desc}, 4, {i}"), span);
                    r
                }
            };
            let (t, r) = (self.fresh(), self.fresh());
            self.line(format!("{t} = mul i64 {iv}, {stride}"), span);
            self.line(format!("{r} = add i64 {lin}, {t}"), span);
            lin = r;
        }
        let r = self.fresh();
        self.line(format!("{r} = getelementptr {}, {} {base}, i64 {lin}", ll(&m.elem), ll(&Type::Ptr(m.space))), span);
        Ok(r)
    }

    /// The aligned base pointer of memref `v` (a bare pointer, or field 1 of its descriptor).
    fn aligned_pointer(&mut self, span: Span, v: ValueId) -> String {
        match llvm_type(self.ty(v)) {
            Type::Struct(_) => {
                let (d, r) = (self.tv(v), self.fresh());
                self.line(format!("{r} = extractvalue {d}, 1"), span);
                r
            }
            _ => self.v(v),
        }
    }

    /// A result of memref type `t` at pointer `ptr`: the pointer itself when the type fixes the
    /// layout, else a descriptor of `offset`, `sizes` and `strides` (each an LLVM i64 operand).
    fn memref_value(&mut self, span: Span, t: &MemRefType, ptr: &str, offset: String, sizes: Vec<String>, strides: Vec<String>) -> String {
        if t.strides_and_offset().is_some() {
            return ptr.to_string();
        }
        let st = ll(&descriptor_type(t));
        let pt = ll(&Type::Ptr(t.space));
        let mut fields = vec![(format!("{pt} {ptr}"), "0".to_string()), (format!("{pt} {ptr}"), "1".into()), (format!("i64 {offset}"), "2".into())];
        for (k, list) in [(3, sizes), (4, strides)] {
            for (i, v) in list.into_iter().enumerate() {
                fields.push((format!("i64 {v}"), format!("{k}, {i}")));
            }
        }
        let mut acc = "poison".to_string();
        for (v, at) in fields {
            let r = self.fresh();
            self.line(format!("{r} = insertvalue {st} {acc}, {v}, {at}"), span);
            acc = r;
        }
        acc
    }

    /// The identity layout's strides of sizes `sizes` (innermost 1), multiplying where a size is
    /// only known at run time.
    fn identity_strides(&mut self, span: Span, sizes: &[String]) -> Vec<String> {
        let mut strides = vec![String::new(); sizes.len()];
        let mut acc = "1".to_string();
        for i in (0..sizes.len()).rev() {
            strides[i] = acc.clone();
            acc = match (acc.parse::<i64>(), sizes[i].parse::<i64>()) {
                (Ok(a), Ok(b)) => (a * b).to_string(),
                _ => {
                    let r = self.fresh();
                    self.line(format!("{r} = mul i64 {acc}, {}", sizes[i]), span);
                    r
                }
            };
        }
        strides
    }

    /// Lowers `op` when it is one of the memref ops built here; `Ok(false)` otherwise.
    pub(super) fn memref_op(&mut self, op: &Op) -> LResult<bool> {
        let sp = op.span;
        let result = |l: &Self| match l.ty(op.results[0]) {
            Type::MemRef(m) => Ok(m.clone()),
            t => Err(err(sp, format!("'{}' must return a memref, got {t}", op.name))),
        };
        match op.name.as_str() {
            // memref.view %buf[%shift][%sizes...]: the result starts `shift` bytes into the buffer.
            "memref.view" if op.operands.len() >= 2 && op.results.len() == 1 => {
                let t = result(self)?;
                let src = op.operands[0];
                let base = match self.ty(src).clone() {
                    Type::MemRef(m) if m.strides_and_offset().is_none() => self.descriptor_address(sp, src, &m, &[])?,
                    _ => self.v(src),
                };
                let (p, shift) = (self.fresh(), self.v(op.operands[1]));
                self.line(format!("{p} = getelementptr i8, {} {base}, i64 {shift}", ll(&Type::Ptr(t.space))), sp);
                let mut dynamic = op.operands[2..].iter();
                let sizes: Vec<String> = t.shape.iter().map(|d| d.map(|d| d.to_string()).unwrap_or_else(|| dynamic.next().map(|v| self.v(*v)).unwrap_or_default())).collect();
                let strides = self.identity_strides(sp, &sizes);
                let v = self.memref_value(sp, &t, &p, "0".into(), sizes, strides);
                self.alias(op.results[0], v);
            }
            // memref.reinterpret_cast: the source's aligned pointer under the given layout.
            "memref.reinterpret_cast" if op.results.len() == 1 => {
                let t = result(self)?;
                let base = self.aligned_pointer(sp, op.operands[0]);
                let mut dynamic = op.operands[1..].iter();
                let mut list = |l: &mut Self, key: &str| -> Vec<String> {
                    let statics = op.attr(key).and_then(Attr::as_int_array).unwrap_or_default();
                    statics.into_iter().map(|s| if s == DYNAMIC { dynamic.next().map(|v| l.v(*v)).unwrap_or_default() } else { s.to_string() }).collect()
                };
                let offset = list(self, "static_offsets").into_iter().next().unwrap_or_else(|| "0".into());
                let sizes = list(self, "static_sizes");
                let strides = list(self, "static_strides");
                let v = self.memref_value(sp, &t, &base, offset, sizes, strides);
                self.alias(op.results[0], v);
            }
            // memref.alloc: malloc(bytes), as memref-to-llvm lowers it; only a space a generic
            // pointer can be cast to.
            "memref.alloc" if op.results.len() == 1 => {
                let t = result(self)?;
                let n = t.num_elements().ok_or_else(|| err(sp, "memref.alloc with dynamic sizes is not supported (give the buffer a static shape)"))?;
                let bytes = n * t.elem.bits().unwrap_or(8).div_ceil(8) as u64;
                if ![0, 1].contains(&t.space) {
                    return Err(err(sp, format!("memref.alloc in address space {} is not supported: malloc returns generic or global memory (use memref.alloca or a workgroup attribution for shared memory)", t.space)));
                }
                let size = [("i64".to_string(), bytes.to_string())];
                if t.space == 1 {
                    let (p, r) = (self.fresh(), self.v(op.results[0]));
                    self.call_into(sp, Some(p.clone()), "ptr", "malloc", &size);
                    self.line(format!("{r} = addrspacecast ptr {p} to ptr addrspace(1)"), sp);
                } else {
                    self.call(sp, Some(op.results[0]), "ptr", "malloc", &size);
                }
            }
            "memref.dealloc" if op.operands.len() == 1 => {
                let p = self.aligned_pointer(sp, op.operands[0]);
                let pt = ll(&Type::Ptr(self.ty(op.operands[0]).memory_space().unwrap_or(0)));
                let g = if pt == "ptr" {
                    p
                } else {
                    let r = self.fresh();
                    self.line(format!("{r} = addrspacecast {pt} {p} to ptr"), sp);
                    r
                };
                self.call(sp, None, "void", "free", &[("ptr".into(), g)]);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }
}
