//! MLIR types: builtin (integers, floats, index, vector, memref with its layouts and memory
//! spaces, functions), the nvgpu and llvm dialect types, and the dialect types carried verbatim.

use super::*;

impl Parser<'_> {
    pub(super) fn parse_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let t = self.parse_type_inner();
        self.leave();
        t
    }

    pub(super) fn parse_type_inner(&mut self) -> PResult<Type> {
        self.ws();
        let start = self.pos;
        if self.eat("(") {
            let mut ins = vec![];
            if !self.eat(")") {
                loop {
                    ins.push(self.parse_type()?);
                    if !self.eat(",") {
                        break;
                    }
                }
                self.expect(")", "after function input types")?;
            }
            self.expect("->", "in a function type")?;
            let outs = self.result_types()?;
            return Ok(Type::Function(ins, outs));
        }
        if self.eat("!") {
            let name = self.suffix_name()?;
            return self.dialect_type(&name, start);
        }
        let Some(id) = self.ident() else { return self.err("expected a type") };
        match id.as_str() {
            "index" => Ok(Type::Index),
            "f16" => Ok(Type::Float("f16")),
            "bf16" => Ok(Type::Float("bf16")),
            "f32" => Ok(Type::Float("f32")),
            "f64" => Ok(Type::Float("f64")),
            "tf32" => Ok(Type::Float("tf32")),
            "f8E4M3FN" => Ok(Type::Float("f8E4M3FN")),
            "f8E5M2" => Ok(Type::Float("f8E5M2")),
            "f4E2M1FN" => Ok(Type::Float("f4E2M1FN")),
            "vector" => {
                self.expect("<", "after 'vector'")?;
                let (shape, elem) = self.shape_and_elem(false)?;
                self.expect(">", "to close the vector type")?;
                let shape = shape.into_iter().map(|d| d.ok_or(())).collect::<Result<Vec<_>, _>>();
                match shape {
                    Ok(s) => Ok(Type::Vector(s, Box::new(elem))),
                    Err(()) => self.err_at(start, 6, "vector dimensions must be static"),
                }
            }
            "memref" => self.memref_body(),
            _ if id.starts_with('i') && id[1..].parse::<u32>().is_ok() => {
                let w: u32 = id[1..].parse().unwrap_or(0);
                if w == 0 || w > 1 << 16 {
                    return self.err_at(start, id.len(), "integer width out of range");
                }
                Ok(Type::Int(w))
            }
            _ => self.err_at(start, id.len(), format!("unknown type '{id}'")),
        }
    }

    /// After `memref<`.
    pub(super) fn memref_body(&mut self) -> PResult<Type> {
        self.expect("<", "after 'memref'")?;
        if self.eat("*") {
            let _ = self.eat_kw("x") || self.eat("x");
            let elem = self.parse_type()?;
            let space = if self.eat(",") { self.memory_space()? } else { 0 };
            self.expect(">", "to close the memref type")?;
            return Ok(Type::UnrankedMemRef(Box::new(elem), space));
        }
        let (shape, elem) = self.shape_and_elem(true)?;
        let mut strided = None;
        let mut space = 0;
        while self.eat(",") {
            if self.eat_kw("strided") {
                self.expect("<", "after 'strided'")?;
                self.expect("[", "before strides")?;
                let mut strides = vec![];
                if !self.eat("]") {
                    loop {
                        strides.push(self.integer()? as i64);
                        if !self.eat(",") {
                            break;
                        }
                    }
                    self.expect("]", "after strides")?;
                }
                let mut offset = 0;
                if self.eat(",") {
                    self.expect_kw("offset", "in a strided layout")?;
                    self.expect(":", "after 'offset'")?;
                    offset = self.integer()? as i64;
                }
                self.expect(">", "to close the strided layout")?;
                if strides.len() != shape.len() {
                    return self.err("strided layout rank does not match the memref rank");
                }
                strided = Some((strides, offset));
            } else if self.at("affine_map") || self.at("#map") {
                return self.err("affine_map layouts are not supported; use strided<[...], offset: N>");
            } else {
                space = self.memory_space()?;
            }
        }
        self.expect(">", "to close the memref type")?;
        Ok(Type::MemRef(MemRefType { shape, elem: Box::new(elem), strided, space }))
    }

    pub(super) fn memory_space(&mut self) -> PResult<AddrSpace> {
        self.ws();
        if self.at_number() {
            let n = self.integer()?;
            return u32::try_from(n).or_else(|_| self.err("memory space out of range"));
        }
        if self.eat("#gpu.address_space") {
            self.expect("<", "after #gpu.address_space")?;
            let start = self.pos;
            let k = self.expect_ident("as an address space")?;
            self.expect(">", "after the address space")?;
            return match k.as_str() {
                "global" => Ok(1),
                "workgroup" => Ok(3),
                "private" => Ok(5),
                _ => self.err_at(start, k.len(), format!("unknown gpu address space '{k}'")),
            };
        }
        self.err("expected a memory space (an integer or #gpu.address_space<...>)")
    }

    /// `4x?x8xf16` (the element type last).
    pub(super) fn shape_and_elem(&mut self, allow_dynamic: bool) -> PResult<(Vec<Option<u64>>, Type)> {
        let mut shape = vec![];
        loop {
            self.ws();
            let save = self.pos;
            if allow_dynamic && self.b.get(self.pos) == Some(&b'?') {
                self.pos += 1;
                if self.b.get(self.pos) == Some(&b'x') {
                    self.pos += 1;
                    shape.push(None);
                    continue;
                }
                self.pos = save;
                return self.err("expected 'x' after a dimension");
            }
            if self.b.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
                let st = self.pos;
                while self.pos < self.b.len() && self.b[self.pos].is_ascii_digit() {
                    self.pos += 1;
                }
                if self.b.get(self.pos) == Some(&b'x') {
                    let d: u64 = self.src[st..self.pos].parse().or_else(|_| self.err_at(st, self.pos - st, "dimension out of range"))?;
                    self.pos += 1;
                    shape.push(Some(d));
                    continue;
                }
                self.pos = save;
                return self.err("expected 'x' after a dimension");
            }
            break;
        }
        let elem = self.parse_type()?;
        Ok((shape, elem))
    }

    pub(super) fn dialect_type(&mut self, name: &str, start: usize) -> PResult<Type> {
        if let Some(t) = self.type_aliases.get(name) {
            return Ok(t.clone());
        }
        match name {
            "nvgpu.device.async.token" => Ok(Type::AsyncToken),
            "gpu.async.token" => Ok(Type::GpuAsyncToken),
            "nvgpu.mbarrier.token" => Ok(Type::MbarrierToken),
            "nvgpu.mbarrier.group" => {
                let mut space = 0;
                let mut num = 1;
                self.expect("<", "after !nvgpu.mbarrier.group")?;
                loop {
                    let k = self.expect_ident("in !nvgpu.mbarrier.group")?;
                    self.expect("=", "after the parameter name")?;
                    match k.as_str() {
                        "memorySpace" => space = self.memory_space()?,
                        "num_barriers" => num = self.integer()? as u64,
                        _ => return self.err(format!("unknown !nvgpu.mbarrier.group parameter '{k}'")),
                    }
                    if !self.eat(",") {
                        break;
                    }
                }
                self.expect(">", "to close !nvgpu.mbarrier.group")?;
                Ok(Type::MbarrierGroup { space, num })
            }
            "nvgpu.tensormap.descriptor" => {
                self.expect("<", "after !nvgpu.tensormap.descriptor")?;
                let mut t = TensorMapType { tensor: Type::Index, swizzle: "none".into(), l2promo: "none".into(), oob: "zero".into(), interleave: "none".into() };
                let mut have_tensor = false;
                loop {
                    let k = self.expect_ident("in !nvgpu.tensormap.descriptor")?;
                    self.expect("=", "after the parameter name")?;
                    match k.as_str() {
                        "tensor" => {
                            t.tensor = self.parse_type()?;
                            have_tensor = true;
                        }
                        "swizzle" => t.swizzle = self.expect_ident("as the swizzle")?,
                        "l2promo" => t.l2promo = self.expect_ident("as the L2 promotion")?,
                        "oob" => t.oob = self.expect_ident("as the out-of-bounds fill")?,
                        "interleave" => t.interleave = self.expect_ident("as the interleave")?,
                        _ => return self.err(format!("unknown !nvgpu.tensormap.descriptor parameter '{k}'")),
                    }
                    if !self.eat(",") {
                        break;
                    }
                }
                self.expect(">", "to close !nvgpu.tensormap.descriptor")?;
                if !have_tensor {
                    return self.err_at(start, name.len() + 1, "!nvgpu.tensormap.descriptor needs a 'tensor' parameter");
                }
                Ok(Type::TensorMap(Box::new(t)))
            }
            "nvgpu.warpgroup.descriptor" | "nvgpu.warpgroup.accumulator" => {
                let key = if name.ends_with("descriptor") { "tensor" } else { "fragmented" };
                self.expect("<", &format!("after !{name}"))?;
                self.expect_kw(key, &format!("in !{name}"))?;
                self.expect("=", "after the parameter name")?;
                let t = self.parse_type()?;
                self.expect(">", &format!("to close !{name}"))?;
                Ok(if key == "tensor" { Type::WgDescriptor(Box::new(t)) } else { Type::WgAccumulator(Box::new(t)) })
            }
            "llvm.ptr" => {
                let space = if self.eat("<") {
                    let s = self.integer()? as u32;
                    self.expect(">", "to close !llvm.ptr")?;
                    s
                } else {
                    0
                };
                Ok(Type::Ptr(space))
            }
            "llvm.void" => Ok(Type::Void),
            "llvm.struct" | "llvm.array" => self.llvm_aggregate(&name[5..]),
            // The dialects around nvgpu code that only structure it (the transform dialect's
            // handles): carried verbatim; nvgpu, llvm and gpu types must be known.
            _ if !["nvgpu.", "llvm.", "gpu."].iter().any(|d| name.starts_with(d)) && name.contains('.') => {
                if self.b.get(self.pos) == Some(&b'<') {
                    self.balanced('<', '>')?;
                }
                Ok(Type::Opaque(self.src[start..self.pos].to_string()))
            }
            _ => self.err_at(start, name.len() + 1, format!("unknown type '!{name}'")),
        }
    }

    /// `struct<(...)>` / `array<N x T>` after the keyword.
    pub(super) fn llvm_aggregate(&mut self, kw: &str) -> PResult<Type> {
        self.expect("<", &format!("after '{kw}'"))?;
        let t = if kw == "struct" {
            self.expect("(", "to open the struct body")?;
            let mut fields = vec![];
            if !self.eat(")") {
                loop {
                    fields.push(self.llvm_elem_type()?);
                    if !self.eat(",") {
                        break;
                    }
                }
                self.expect(")", "to close the struct body")?;
            }
            Type::Struct(fields)
        } else {
            let n = self.integer()? as u64;
            self.expect_kw("x", "in an array type")?;
            Type::Array(n, Box::new(self.llvm_elem_type()?))
        };
        self.expect(">", &format!("to close '{kw}'"))?;
        Ok(t)
    }

    /// A type inside an LLVM aggregate (`ptr<3>`, `struct<..>`, `array<..>` without the prefix).
    pub(super) fn llvm_elem_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = (|| {
            if self.eat_kw("ptr") {
                let space = if self.eat("<") {
                    let s = self.integer()? as u32;
                    self.expect(">", "to close ptr")?;
                    s
                } else {
                    0
                };
                return Ok(Type::Ptr(space));
            }
            if self.eat_kw("struct") {
                return self.llvm_aggregate("struct");
            }
            if self.eat_kw("array") {
                return self.llvm_aggregate("array");
            }
            self.parse_type()
        })();
        self.leave();
        r
    }

    /// `T` or `(T, U)` after `->`.
    pub(super) fn result_types(&mut self) -> PResult<Vec<Type>> {
        if self.at("(") {
            let save = self.pos;
            self.eat("(");
            let mut v = vec![];
            if self.eat(")") {
                return Ok(v);
            }
            // A parenthesised list, unless it is a function type `(A) -> B`.
            loop {
                v.push(self.parse_type()?);
                if !self.eat(",") {
                    break;
                }
            }
            self.expect(")", "after result types")?;
            if self.at("->") {
                self.pos = save;
                return Ok(vec![self.parse_type()?]);
            }
            return Ok(v);
        }
        Ok(vec![self.parse_type()?])
    }

    pub(super) fn type_list(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![self.parse_type()?];
        while self.eat(",") {
            v.push(self.parse_type()?);
        }
        Ok(v)
    }
}
