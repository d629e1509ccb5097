//! The MLIR op model: types, attributes, operations with regions, and one value arena per module.
//!
//! Every operation is kept generically (name, operands, results, attributes, regions), as MLIR's
//! generic form writes it; the custom assembly forms the parser reads all land here, and the
//! printer writes the generic form back, so what it prints parses back to the same module.

use crate::diag::Span;
use std::collections::BTreeMap;
use std::fmt;

/// An SSA value: an index into [`Module::values`].
pub type ValueId = u32;

/// The memory space of a memref or pointer (3 = shared, 1 = global, 0 = generic).
pub type AddrSpace = u32;

/// An MLIR type.
#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    /// `iN`.
    Int(u32),
    /// `index`.
    Index,
    /// A float type by name (`f16`, `bf16`, `f32`, `f64`, `tf32`, `f8E4M3FN`, `f8E5M2`, `f4E2M1FN`).
    Float(&'static str),
    /// `vector<AxBxT>` (an empty shape is a 0-d vector).
    Vector(Vec<u64>, Box<Type>),
    /// `memref<AxBxT, layout, space>`; `None` dims are dynamic (`?`).
    MemRef(MemRefType),
    /// `memref<*xT, space>`.
    UnrankedMemRef(Box<Type>, AddrSpace),
    /// `!nvgpu.device.async.token`.
    AsyncToken,
    /// `!gpu.async.token` (host-side stream ordering).
    GpuAsyncToken,
    /// `!nvgpu.mbarrier.group<memorySpace = ..., num_barriers = N>`.
    MbarrierGroup {
        /// The barriers' memory space.
        space: AddrSpace,
        /// How many barriers the group holds.
        num: u64,
    },
    /// `!nvgpu.mbarrier.token`.
    MbarrierToken,
    /// `!nvgpu.tensormap.descriptor<tensor = memref<...>, swizzle = ..., l2promo = ..., oob = ..., interleave = ...>`.
    TensorMap(Box<TensorMapType>),
    /// `!nvgpu.warpgroup.descriptor<tensor = memref<...>>`.
    WgDescriptor(Box<Type>),
    /// `!nvgpu.warpgroup.accumulator<fragmented = vector<MxNxT>>`.
    WgAccumulator(Box<Type>),
    /// `!llvm.ptr<N>`.
    Ptr(AddrSpace),
    /// `!llvm.struct<(T, ...)>`.
    Struct(Vec<Type>),
    /// `!llvm.array<N x T>`.
    Array(u64, Box<Type>),
    /// `!llvm.void`.
    Void,
    /// `(A, B) -> (C)`.
    Function(Vec<Type>, Vec<Type>),
    /// A type of a dialect this front end only carries (`!transform.any_op`), kept verbatim.
    Opaque(String),
}

/// A ranked memref type.
#[derive(Clone, Debug, PartialEq)]
pub struct MemRefType {
    /// Dimensions; `None` is `?`.
    pub shape: Vec<Option<u64>>,
    /// Element type.
    pub elem: Box<Type>,
    /// `strided<[..], offset: N>` layout, when given (static strides only).
    pub strided: Option<(Vec<i64>, i64)>,
    /// Memory space.
    pub space: AddrSpace,
}

impl MemRefType {
    /// The strides in elements (the layout's, or row-major over the shape) and the static offset.
    pub fn strides_and_offset(&self) -> Option<(Vec<i64>, i64)> {
        if let Some(s) = &self.strided {
            return Some(s.clone());
        }
        let mut strides = vec![0i64; self.shape.len()];
        let mut acc = 1i64;
        for (i, d) in self.shape.iter().enumerate().rev() {
            strides[i] = acc;
            acc = acc.checked_mul((*d)? as i64)?;
        }
        Some((strides, 0))
    }

    /// Each dimension's stride where the type fixes it (`None`: only the descriptor knows it), and
    /// the offset likewise: an identity layout's stride is static while every size after it is.
    pub fn static_strides(&self) -> (Vec<Option<i64>>, Option<i64>) {
        if let Some((s, o)) = &self.strided {
            return (s.iter().map(|x| Some(*x)).collect(), Some(*o));
        }
        let mut strides = vec![None; self.shape.len()];
        let mut acc = Some(1i64);
        for (i, d) in self.shape.iter().enumerate().rev() {
            strides[i] = acc;
            acc = acc.zip(*d).and_then(|(a, d)| a.checked_mul(d as i64));
        }
        (strides, Some(0))
    }

    /// The number of elements (static shapes only).
    pub fn num_elements(&self) -> Option<u64> {
        self.shape.iter().try_fold(1u64, |a, d| a.checked_mul((*d)?))
    }
}

/// The parameters of a TMA descriptor type.
#[derive(Clone, Debug, PartialEq)]
pub struct TensorMapType {
    /// The shared-memory tile type the descriptor moves.
    pub tensor: Type,
    /// `none`, `swizzle_32b`, `swizzle_64b`, `swizzle_128b`.
    pub swizzle: String,
    /// `none`, `l2promo_64b`, `l2promo_128b`, `l2promo_256b`.
    pub l2promo: String,
    /// `none`/`zero`, `nan`.
    pub oob: String,
    /// `none`, `interleave_16b`, `interleave_32b`.
    pub interleave: String,
}

impl Type {
    /// The bit width of a scalar integer or float type.
    pub fn bits(&self) -> Option<u32> {
        match self {
            Type::Int(w) => Some(*w),
            Type::Index => Some(64),
            Type::Float(n) => Some(match *n {
                "f16" | "bf16" => 16,
                "f32" | "tf32" => 32,
                "f64" => 64,
                "f4E2M1FN" => 4,
                _ => 8,
            }),
            _ => None,
        }
    }

    /// Whether this is a float type.
    pub fn is_float(&self) -> bool {
        matches!(self, Type::Float(_))
    }

    /// The memory space of a memref-like type.
    pub fn memory_space(&self) -> Option<AddrSpace> {
        match self {
            Type::MemRef(m) => Some(m.space),
            Type::UnrankedMemRef(_, s) => Some(*s),
            Type::MbarrierGroup { space, .. } => Some(*space),
            Type::Ptr(s) => Some(*s),
            _ => None,
        }
    }

    /// The memref type inside, if any.
    pub fn as_memref(&self) -> Option<&MemRefType> {
        match self {
            Type::MemRef(m) => Some(m),
            _ => None,
        }
    }
}

fn print_space(f: &mut fmt::Formatter<'_>, space: AddrSpace) -> fmt::Result {
    if space != 0 {
        write!(f, ", {space}")?;
    }
    Ok(())
}

fn join<T: fmt::Display>(items: &[T]) -> String {
    items.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ")
}

/// Writes an LLVM dialect type without its `!llvm.` prefix (inside a struct or array).
fn llvm_inner(t: &Type) -> String {
    match t {
        Type::Ptr(0) => "ptr".into(),
        Type::Ptr(s) => format!("ptr<{s}>"),
        Type::Struct(fields) => format!("struct<({})>", fields.iter().map(llvm_inner).collect::<Vec<_>>().join(", ")),
        Type::Array(n, e) => format!("array<{n} x {}>", llvm_inner(e)),
        other => other.to_string(),
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Int(w) => write!(f, "i{w}"),
            Type::Index => f.write_str("index"),
            Type::Float(n) => f.write_str(n),
            Type::Vector(shape, e) => {
                f.write_str("vector<")?;
                for d in shape {
                    write!(f, "{d}x")?;
                }
                write!(f, "{e}>")
            }
            Type::MemRef(m) => {
                f.write_str("memref<")?;
                for d in &m.shape {
                    match d {
                        Some(d) => write!(f, "{d}x")?,
                        None => f.write_str("?x")?,
                    }
                }
                write!(f, "{}", m.elem)?;
                if let Some((strides, offset)) = &m.strided {
                    write!(f, ", strided<[{}], offset: {offset}>", join(strides))?;
                }
                print_space(f, m.space)?;
                f.write_str(">")
            }
            Type::UnrankedMemRef(e, s) => {
                write!(f, "memref<*x{e}")?;
                print_space(f, *s)?;
                f.write_str(">")
            }
            Type::AsyncToken => f.write_str("!nvgpu.device.async.token"),
            Type::GpuAsyncToken => f.write_str("!gpu.async.token"),
            Type::Opaque(t) => f.write_str(t),
            Type::MbarrierGroup { space, num } => {
                write!(f, "!nvgpu.mbarrier.group<memorySpace = {}", space_attr(*space))?;
                if *num != 1 {
                    write!(f, ", num_barriers = {num}")?;
                }
                f.write_str(">")
            }
            Type::MbarrierToken => f.write_str("!nvgpu.mbarrier.token"),
            Type::TensorMap(t) => write!(
                f,
                "!nvgpu.tensormap.descriptor<tensor = {}, swizzle = {}, l2promo = {}, oob = {}, interleave = {}>",
                t.tensor, t.swizzle, t.l2promo, t.oob, t.interleave
            ),
            Type::WgDescriptor(t) => write!(f, "!nvgpu.warpgroup.descriptor<tensor = {t}>"),
            Type::WgAccumulator(t) => write!(f, "!nvgpu.warpgroup.accumulator<fragmented = {t}>"),
            Type::Ptr(_) | Type::Struct(_) | Type::Array(..) => write!(f, "!llvm.{}", llvm_inner(self)),
            Type::Void => f.write_str("!llvm.void"),
            Type::Function(ins, outs) => {
                write!(f, "({}) -> ", join(ins))?;
                if outs.len() == 1 && !matches!(outs[0], Type::Function(..)) {
                    write!(f, "{}", outs[0])
                } else {
                    write!(f, "({})", join(outs))
                }
            }
        }
    }
}

/// The `#gpu.address_space<...>` spelling of a memory space (numbers where gpu has no name).
pub fn space_attr(space: AddrSpace) -> String {
    match space {
        1 => "#gpu.address_space<global>".into(),
        3 => "#gpu.address_space<workgroup>".into(),
        5 => "#gpu.address_space<private>".into(),
        n => format!("{n}"),
    }
}

/// An MLIR attribute.
#[derive(Clone, Debug, PartialEq)]
pub enum Attr {
    /// `N : type` (an integer literal; `index` or `iN`).
    Int(i128, Type),
    /// `X : type` (a float literal).
    Float(f64, Type),
    /// `true` / `false`.
    Bool(bool),
    /// `"text"`.
    Str(String),
    /// A unit attribute (a key with no value).
    Unit,
    /// `[a, b]`.
    Array(Vec<Attr>),
    /// `array<i64: 1, 2>`.
    DenseArray(Type, Vec<i128>),
    /// A type used as an attribute.
    Type(Type),
    /// `@name`.
    Symbol(String),
    /// `dense<X> : type` (splat only).
    DenseSplat(Box<Attr>, Type),
    /// `{k = v}`.
    Dict(BTreeMap<String, Attr>),
    /// A dialect attribute kept verbatim (`#nvvm.shape<m = 16, n = 8, k = 16>`), or a bare keyword.
    Opaque(String),
}

impl Attr {
    /// The integer value, if this is an integer (or bool) attribute.
    pub fn as_int(&self) -> Option<i128> {
        match self {
            Attr::Int(v, _) => Some(*v),
            Attr::Bool(b) => Some(*b as i128),
            _ => None,
        }
    }

    /// The integers of an array attribute.
    pub fn as_int_array(&self) -> Option<Vec<i128>> {
        match self {
            Attr::Array(items) => items.iter().map(Attr::as_int).collect(),
            Attr::DenseArray(_, v) => Some(v.clone()),
            _ => None,
        }
    }
}

fn print_float(v: f64) -> String {
    if v.is_finite() {
        let s = format!("{v:e}");
        // MLIR prints floats like 1.000000e+00; any exact decimal form parses back.
        if s.contains('.') { s } else { s.replacen('e', ".0e", 1) }
    } else {
        // Non-finite constants are written as hex bit patterns of an f64.
        format!("0x{:016X}", v.to_bits())
    }
}

impl fmt::Display for Attr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Attr::Int(v, t) => write!(f, "{v} : {t}"),
            Attr::Float(v, t) => write!(f, "{} : {t}", print_float(*v)),
            Attr::Bool(b) => write!(f, "{b}"),
            Attr::Str(s) => write!(f, "\"{}\"", escape(s)),
            Attr::Unit => f.write_str("unit"),
            Attr::Array(items) => write!(f, "[{}]", join(items)),
            Attr::DenseArray(t, v) => {
                write!(f, "array<{t}")?;
                if !v.is_empty() {
                    write!(f, ": {}", join(v))?;
                }
                f.write_str(">")
            }
            Attr::Type(t) => write!(f, "{t}"),
            Attr::Symbol(s) => write!(f, "@{s}"),
            Attr::DenseSplat(v, t) => {
                let inner = match &**v {
                    Attr::Int(i, _) => i.to_string(),
                    Attr::Float(x, _) => print_float(*x),
                    Attr::Bool(b) => b.to_string(),
                    other => other.to_string(),
                };
                write!(f, "dense<{inner}> : {t}")
            }
            Attr::Dict(d) => {
                f.write_str("{")?;
                for (i, (k, v)) in d.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    print_entry(f, k, v)?;
                }
                f.write_str("}")
            }
            Attr::Opaque(s) => f.write_str(s),
        }
    }
}

/// Writes `key = value` (or `key` for a unit attribute).
pub fn print_entry(f: &mut impl fmt::Write, k: &str, v: &Attr) -> fmt::Result {
    let key = if k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$') && !k.is_empty() {
        k.to_string()
    } else {
        format!("\"{}\"", escape(k))
    };
    match v {
        Attr::Unit => write!(f, "{key}"),
        v => write!(f, "{key} = {v}"),
    }
}

/// MLIR string escaping: `"`, `\` and non-printable bytes as `\XX`.
pub fn escape(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        match b {
            b'"' => out.push_str("\\22"),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e => out.push(b as char),
            _ => out.push_str(&format!("\\{b:02X}")),
        }
    }
    out
}

/// An operation.
#[derive(Clone, Debug, PartialEq)]
pub struct Op {
    /// `dialect.name`.
    pub name: String,
    /// Operands.
    pub operands: Vec<ValueId>,
    /// Results.
    pub results: Vec<ValueId>,
    /// Attributes (inherent and discardable together), sorted by name.
    pub attrs: BTreeMap<String, Attr>,
    /// Regions.
    pub regions: Vec<Region>,
    /// Successor blocks (`^bb1`) by index into the parent region.
    pub successors: Vec<usize>,
    /// Where it was written (the op name's position); for converted ops, the source op's.
    pub span: Span,
}

impl Op {
    /// A new op with no operands, results, attributes or regions.
    pub fn new(name: &str, span: Span) -> Self {
        Op { name: name.to_string(), operands: vec![], results: vec![], attrs: BTreeMap::new(), regions: vec![], successors: vec![], span }
    }

    /// The attribute `name`.
    pub fn attr(&self, name: &str) -> Option<&Attr> {
        self.attrs.get(name)
    }

    /// The integer attribute `name`.
    pub fn int_attr(&self, name: &str) -> Option<i128> {
        self.attrs.get(name).and_then(Attr::as_int)
    }

    /// Whether the unit (or true) attribute `name` is present.
    pub fn flag(&self, name: &str) -> bool {
        match self.attrs.get(name) {
            Some(Attr::Unit) => true,
            Some(Attr::Bool(b)) => *b,
            _ => false,
        }
    }

    /// The symbol name (`sym_name`).
    pub fn sym_name(&self) -> Option<&str> {
        match self.attrs.get("sym_name") {
            Some(Attr::Str(s)) => Some(s),
            _ => None,
        }
    }

    /// The dialect (`nvgpu` of `nvgpu.ldmatrix`).
    pub fn dialect(&self) -> &str {
        self.name.split('.').next().unwrap_or("")
    }
}

/// A region: a list of blocks.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Region {
    /// Blocks; the first is the entry.
    pub blocks: Vec<Block>,
}

/// A block: arguments and ops.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Block {
    /// Block arguments.
    pub args: Vec<ValueId>,
    /// Ops in order.
    pub ops: Vec<Op>,
}

/// A parsed module: the top-level `builtin.module` op and the types of every value.
#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// The value arena: each value's type.
    pub values: Vec<Type>,
    /// The top-level `builtin.module`.
    pub top: Op,
}

impl Module {
    /// The type of value `v`.
    pub fn ty(&self, v: ValueId) -> &Type {
        &self.values[v as usize]
    }

    /// A fresh value of type `t`.
    pub fn new_value(&mut self, t: Type) -> ValueId {
        self.values.push(t);
        self.values.len() as u32 - 1
    }

    /// Visits every op, depth first, in order.
    pub fn walk<'a>(&'a self, f: &mut impl FnMut(&'a Op)) {
        fn go<'a>(op: &'a Op, f: &mut impl FnMut(&'a Op)) {
            f(op);
            for r in &op.regions {
                for b in &r.blocks {
                    for o in &b.ops {
                        go(o, f);
                    }
                }
            }
        }
        go(&self.top, f);
    }
}
