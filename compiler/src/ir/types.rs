//! LLVM IR types, interned in a [`TypeTable`] and named by [`TypeId`].
//!
//! Two ids are equal exactly when the types are structurally equal (named structs compare by
//! name), so type checks are id comparisons. Pointers are opaque (`ptr addrspace(N)`); NVVM IR 2.0's
//! typed pointers (`float addrspace(1)*`) are read into the same opaque pointer type.

use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// An interned type: an index into the module's [`TypeTable`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct TypeId(pub u32);

/// The widest integer type the IR accepts (LLVM's own limit is 2^23 bits; constants here are held
/// in 128 bits, so wider integers are rejected with a diagnostic where a constant needs them).
pub const MAX_INT_BITS: u32 = 1 << 23;

/// One LLVM IR type.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Type {
    /// `void`.
    Void,
    /// `iN`.
    Int(u32),
    /// `half` (IEEE binary16).
    Half,
    /// `bfloat`.
    BFloat,
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// `ptr addrspace(N)` (opaque).
    Ptr(u32),
    /// `<N x T>`.
    Vector {
        /// Element count.
        len: u32,
        /// Element type.
        elem: TypeId,
    },
    /// `[N x T]`.
    Array {
        /// Element count.
        len: u64,
        /// Element type.
        elem: TypeId,
    },
    /// A literal struct `{ T, ... }` or packed `<{ T, ... }>`.
    Struct {
        /// Field types.
        fields: Vec<TypeId>,
        /// `<{ }>`: no padding between fields.
        packed: bool,
    },
    /// A named struct `%name`: index into [`TypeTable::named`].
    Named(u32),
    /// A function type `R (P, ...)`.
    Function {
        /// Return type.
        ret: TypeId,
        /// Parameter types.
        params: Vec<TypeId>,
        /// Whether it ends in `...`.
        vararg: bool,
    },
    /// `label`.
    Label,
    /// `metadata`.
    Metadata,
    /// `token`.
    Token,
}

/// A named struct type `%name = type { ... }` or `%name = type opaque`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NamedStruct {
    /// The name without `%`.
    pub name: String,
    /// The fields and packedness; `None` while opaque.
    pub body: Option<(Vec<TypeId>, bool)>,
}

/// The type table of one module.
#[derive(Clone, Debug, Serialize)]
pub struct TypeTable {
    types: Vec<Type>,
    #[serde(skip)]
    index: BTreeMap<Type, TypeId>,
    /// Named struct types in definition order.
    pub named: Vec<NamedStruct>,
    #[serde(skip)]
    named_index: BTreeMap<String, u32>,
}

impl Default for TypeTable {
    fn default() -> Self {
        TypeTable::new()
    }
}

impl TypeTable {
    /// `void` (interned first by [`TypeTable::new`]).
    pub const VOID: TypeId = TypeId(0);
    /// `i1`.
    pub const I1: TypeId = TypeId(1);
    /// `i32`.
    pub const I32: TypeId = TypeId(4);
    /// `i64`.
    pub const I64: TypeId = TypeId(5);
    /// `ptr` (address space 0).
    pub const PTR: TypeId = TypeId(6);
    /// `label`.
    pub const LABEL: TypeId = TypeId(7);
    /// `metadata`.
    pub const METADATA: TypeId = TypeId(8);

    /// A table holding the common types, at the ids of the constants above.
    pub fn new() -> Self {
        let mut t = TypeTable { types: Vec::new(), index: BTreeMap::new(), named: Vec::new(), named_index: BTreeMap::new() };
        for ty in [Type::Void, Type::Int(1), Type::Int(8), Type::Int(16), Type::Int(32), Type::Int(64), Type::Ptr(0), Type::Label, Type::Metadata] {
            t.intern(ty);
        }
        t
    }

    /// The id of `ty`, adding it if new.
    pub fn intern(&mut self, ty: Type) -> TypeId {
        if let Some(&id) = self.index.get(&ty) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(ty.clone());
        self.index.insert(ty, id);
        id
    }

    /// The type LLVM IR prints as `text` (`%struct.P`, `[4 x float]`), if the module has it:
    /// how a typed attribute's argument (`byval(%struct.P)`) is read back.
    pub fn find_printed(&self, text: &str) -> Option<TypeId> {
        (0..self.types.len() as u32).map(TypeId).find(|&id| self.display(id) == text)
    }

    /// The type behind `id`.
    pub fn get(&self, id: TypeId) -> &Type {
        self.types.get(id.0 as usize).unwrap_or(&Type::Void)
    }

    /// `void`.
    pub fn void(&self) -> TypeId {
        TypeTable::VOID
    }

    /// `iN`.
    pub fn int(&mut self, bits: u32) -> TypeId {
        self.intern(Type::Int(bits))
    }

    /// `ptr addrspace(N)`.
    pub fn ptr(&mut self, addrspace: u32) -> TypeId {
        self.intern(Type::Ptr(addrspace))
    }

    /// The named struct called `name`, declared opaque if new.
    pub fn named_struct(&mut self, name: &str) -> TypeId {
        let index = match self.named_index.get(name) {
            Some(&i) => i,
            None => {
                self.named.push(NamedStruct { name: name.to_string(), body: None });
                let i = self.named.len() as u32 - 1;
                self.named_index.insert(name.to_string(), i);
                i
            }
        };
        self.intern(Type::Named(index))
    }

    /// The bit width of an integer type (or of a vector of integers' element).
    pub fn int_width(&self, id: TypeId) -> Option<u32> {
        match self.get(id) {
            Type::Int(n) => Some(*n),
            _ => None,
        }
    }

    /// Whether `id` is an integer type.
    pub fn is_int(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Int(_))
    }

    /// Whether `id` is a floating-point type.
    pub fn is_float(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Half | Type::BFloat | Type::Float | Type::Double)
    }

    /// Whether `id` is a pointer.
    pub fn is_ptr(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Ptr(_))
    }

    /// The element type of a vector, or the type itself for a scalar.
    pub fn scalar(&self, id: TypeId) -> TypeId {
        match self.get(id) {
            Type::Vector { elem, .. } => *elem,
            _ => id,
        }
    }

    /// The element count of a vector type.
    pub fn vector_len(&self, id: TypeId) -> Option<u32> {
        match self.get(id) {
            Type::Vector { len, .. } => Some(*len),
            _ => None,
        }
    }

    /// The struct fields (literal or named with a body).
    pub fn struct_fields(&self, id: TypeId) -> Option<&[TypeId]> {
        match self.get(id) {
            Type::Struct { fields, .. } => Some(fields),
            Type::Named(i) => self.named.get(*i as usize).and_then(|n| n.body.as_ref()).map(|(f, _)| f.as_slice()),
            _ => None,
        }
    }

    /// The type of member `index` of an aggregate (struct field, array or vector element).
    pub fn member(&self, id: TypeId, index: u64) -> Option<TypeId> {
        match self.get(id) {
            Type::Array { elem, len } => (index < *len).then_some(*elem),
            Type::Vector { elem, len } => (index < u64::from(*len)).then_some(*elem),
            _ => self.struct_fields(id).and_then(|f| f.get(index as usize).copied()),
        }
    }

    /// Whether values of this type can be operands and results (not void, label, function).
    pub fn is_first_class(&self, id: TypeId) -> bool {
        !matches!(self.get(id), Type::Void | Type::Function { .. } | Type::Label)
    }

    /// Whether the type has a known size (no opaque struct, void, function, label, metadata).
    pub fn is_sized(&self, id: TypeId) -> bool {
        self.is_sized_depth(id, 0)
    }

    fn is_sized_depth(&self, id: TypeId, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        match self.get(id) {
            Type::Int(_) | Type::Half | Type::BFloat | Type::Float | Type::Double | Type::Ptr(_) | Type::Vector { .. } => true,
            Type::Array { elem, .. } => self.is_sized_depth(*elem, depth + 1),
            Type::Struct { fields, .. } => fields.iter().all(|f| self.is_sized_depth(*f, depth + 1)),
            Type::Named(i) => match self.named.get(*i as usize).and_then(|n| n.body.as_ref()) {
                Some((fields, _)) => fields.iter().all(|f| self.is_sized_depth(*f, depth + 1)),
                None => false,
            },
            _ => false,
        }
    }

    /// The type as LLVM IR prints it.
    pub fn display(&self, id: TypeId) -> String {
        let mut s = String::new();
        self.write(&mut s, id);
        s
    }

    /// Appends the type as LLVM IR prints it.
    pub fn write(&self, out: &mut String, id: TypeId) {
        match self.get(id) {
            Type::Void => out.push_str("void"),
            Type::Int(n) => {
                let _ = write!(out, "i{n}");
            }
            Type::Half => out.push_str("half"),
            Type::BFloat => out.push_str("bfloat"),
            Type::Float => out.push_str("float"),
            Type::Double => out.push_str("double"),
            Type::Ptr(0) => out.push_str("ptr"),
            Type::Ptr(a) => {
                let _ = write!(out, "ptr addrspace({a})");
            }
            Type::Vector { len, elem } => {
                let _ = write!(out, "<{len} x ");
                self.write(out, *elem);
                out.push('>');
            }
            Type::Array { len, elem } => {
                let _ = write!(out, "[{len} x ");
                self.write(out, *elem);
                out.push(']');
            }
            Type::Struct { fields, packed } => {
                if *packed {
                    out.push('<');
                }
                if fields.is_empty() {
                    out.push_str("{}");
                } else {
                    out.push_str("{ ");
                    for (i, f) in fields.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        self.write(out, *f);
                    }
                    out.push_str(" }");
                }
                if *packed {
                    out.push('>');
                }
            }
            Type::Named(i) => {
                out.push('%');
                let name = self.named.get(*i as usize).map_or("", |n| n.name.as_str());
                crate::ir::printer::write_name(out, name);
            }
            Type::Function { ret, params, vararg } => {
                self.write(out, *ret);
                out.push_str(" (");
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write(out, *p);
                }
                if *vararg {
                    out.push_str(if params.is_empty() { "..." } else { ", ..." });
                }
                out.push(')');
            }
            Type::Label => out.push_str("label"),
            Type::Metadata => out.push_str("metadata"),
            Type::Token => out.push_str("token"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_gives_equal_ids_for_equal_types() {
        let mut t = TypeTable::new();
        let f = t.intern(Type::Float);
        let v1 = t.intern(Type::Vector { len: 4, elem: f });
        let v2 = t.intern(Type::Vector { len: 4, elem: f });
        assert_eq!(v1, v2);
        assert_eq!(t.display(v1), "<4 x float>");
        let p3 = t.ptr(3);
        let s = t.intern(Type::Struct { fields: vec![p3, v1], packed: true });
        assert_eq!(t.display(s), "<{ ptr addrspace(3), <4 x float> }>");
        for (id, ty) in [(TypeTable::VOID, Type::Void), (TypeTable::I1, Type::Int(1)), (TypeTable::I32, Type::Int(32)),
            (TypeTable::I64, Type::Int(64)), (TypeTable::PTR, Type::Ptr(0)), (TypeTable::LABEL, Type::Label),
            (TypeTable::METADATA, Type::Metadata)]
        {
            assert_eq!(t.get(id), &ty);
        }
    }
}
