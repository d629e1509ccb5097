//! The PTX syntax tree: a module of directives, variables and functions, each node with its
//! [`Span`].
//!
//! Instructions keep their opcode and their modifiers exactly as written, in order
//! (`ld` `.global` `.nc` `.v4` `.f32`), because ptxas's Phase 1 (seed 004, MercConverter) dispatches
//! on opcode, type and modifiers and the order carries meaning for some families (`cvt.f32.s32`:
//! destination type first). The queries a converter needs ([`Instruction::types`],
//! [`Instruction::state_space`], [`Instruction::vector_width`], [`Instruction::call`]) are methods
//! over that list, not a closed enum of instruction forms.
//!
//! Equality ([`PartialEq`]) ignores spans, so `parse(print(ast)) == ast` holds for any parsed module.

use crate::diag::Span;
use crate::target::{PtxVersion, Sm};

/// A span that always compares equal: positions are provenance, not meaning.
#[derive(Clone, Copy, Debug, Default, Eq)]
pub struct Loc(pub Span);

impl PartialEq for Loc {
    fn eq(&self, _: &Loc) -> bool {
        true
    }
}

/// A parsed PTX module.
#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// `.version`, once parsed.
    pub version: PtxVersion,
    /// `.target` entries in order: `sm_90a`, `texmode_independent`, `debug`, ...
    pub target: Vec<String>,
    /// The SM that `.target` names, if it names one this compiler knows.
    pub sm: Option<Sm>,
    /// `.address_size` (32 or 64); `None` when absent (ptxas then assumes 32 before PTX 2.3).
    pub address_size: Option<u32>,
    /// Everything after the header, in order.
    pub items: Vec<Item>,
    /// Where `.version` stood.
    pub span: Loc,
}

impl Module {
    /// The functions (`.entry` and `.func`, with bodies or declarations), in order.
    pub fn functions(&self) -> impl Iterator<Item = &Function> {
        self.items.iter().filter_map(|i| match i {
            Item::Function(f) => Some(f),
            _ => None,
        })
    }

    /// The module-scope variables, in order.
    pub fn variables(&self) -> impl Iterator<Item = &VarDecl> {
        self.items.iter().filter_map(|i| match i {
            Item::Variable(v) => Some(v),
            _ => None,
        })
    }

    /// The function named `name`, preferring a definition over a declaration.
    pub fn function(&self, name: &str) -> Option<&Function> {
        let mut found = None;
        for f in self.functions().filter(|f| f.name == name) {
            if f.body.is_some() {
                return Some(f);
            }
            found = Some(f);
        }
        found
    }
}

/// One module-level item.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A variable in `.global`, `.const`, `.shared` or `.local`.
    Variable(VarDecl),
    /// An `.entry` or `.func`.
    Function(Function),
    /// `.file N "name" [, timestamp, size]`.
    File(FileDirective),
    /// `.section NAME { ... }` (DWARF data LLVM prints with `-g`).
    Section(Section),
    /// `.alias alias, aliasee;` (PTX 6.3+; LLVM prints it for a `GlobalAlias` of a function).
    Alias(Alias),
}

/// `.alias`: one function name standing for another.
#[derive(Clone, Debug, PartialEq)]
pub struct Alias {
    /// The new name (declared before as a function prototype).
    pub name: String,
    /// The function it stands for.
    pub aliasee: String,
    /// Where.
    pub span: Loc,
}

/// `.file` (debug line tables).
#[derive(Clone, Debug, PartialEq)]
pub struct FileDirective {
    /// The file number `.loc` refers to.
    pub index: u64,
    /// The path, without quotes, escapes kept as written.
    pub name: String,
    /// Optional timestamp and size.
    pub extra: Vec<u64>,
    /// Where.
    pub span: Loc,
}

/// `.section .debug_xxx { entries }`: kept as data rows so it prints back.
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    /// `.debug_info` and the like.
    pub name: String,
    /// One row per line: a data directive (`.b8`, `.b32`, `.b64`) and its values as written.
    pub rows: Vec<SectionRow>,
    /// Where.
    pub span: Loc,
}

/// One data row of a [`Section`].
#[derive(Clone, Debug, PartialEq)]
pub struct SectionRow {
    /// `.b8`, `.b16`, `.b32`, `.b64` (or a label `name:`, then `directive` is empty).
    pub directive: String,
    /// The values, each as its tokens' text joined.
    pub values: Vec<String>,
}

/// `.visible`, `.extern`, `.weak`, `.common`, or none (module-private).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Linkage {
    /// No linkage directive: visible in this module only.
    #[default]
    Internal,
    /// `.visible`
    Visible,
    /// `.extern`
    Extern,
    /// `.weak`
    Weak,
    /// `.common`
    Common,
}

impl Linkage {
    /// The directive, or `None` for internal.
    pub fn directive(self) -> Option<&'static str> {
        match self {
            Linkage::Internal => None,
            Linkage::Visible => Some(".visible"),
            Linkage::Extern => Some(".extern"),
            Linkage::Weak => Some(".weak"),
            Linkage::Common => Some(".common"),
        }
    }
}

/// A state space of a variable, parameter or memory instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum StateSpace {
    /// `.reg`
    Reg,
    /// `.sreg` (special registers; never declared)
    Sreg,
    /// `.const`
    Const,
    /// `.global`
    Global,
    /// `.local`
    Local,
    /// `.param`
    Param,
    /// `.shared`
    Shared,
    /// `.tex`
    Tex,
}

/// The state spaces by directive name.
const STATE_SPACES: &[(&str, StateSpace)] = &[
    (".reg", StateSpace::Reg),
    (".sreg", StateSpace::Sreg),
    (".const", StateSpace::Const),
    (".global", StateSpace::Global),
    (".local", StateSpace::Local),
    (".param", StateSpace::Param),
    (".shared", StateSpace::Shared),
    (".tex", StateSpace::Tex),
];

impl StateSpace {
    /// The space a directive names (`.shared::cta` and `.shared::cluster` are `.shared`,
    /// `.param::entry` is `.param`).
    pub fn from_directive(d: &str) -> Option<StateSpace> {
        let base = d.split("::").next().unwrap_or(d);
        STATE_SPACES.iter().find(|(n, _)| *n == base).map(|(_, s)| *s)
    }

    /// The directive text.
    pub fn directive(self) -> &'static str {
        STATE_SPACES.iter().find(|(_, s)| *s == self).map_or(".reg", |(n, _)| n)
    }
}

/// The fundamental and opaque types of declarations and instruction type modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs)]
pub enum ScalarType {
    B8, B16, B32, B64, B128,
    U8, U16, U32, U64,
    S8, S16, S32, S64,
    F16, F16x2, Bf16, Bf16x2, Tf32, F32, F64,
    E4m3, E5m2, E4m3x2, E5m2x2, E2m1x2, E2m3x2, E3m2x2, Ue8m0x2,
    Pred,
    Texref, Samplerref, Surfref,
}

/// Every type by its name (without the dot), with its size in bits (0 for opaque types).
const SCALAR_TYPES: &[(&str, ScalarType, u32)] = &[
    ("b8", ScalarType::B8, 8),
    ("b16", ScalarType::B16, 16),
    ("b32", ScalarType::B32, 32),
    ("b64", ScalarType::B64, 64),
    ("b128", ScalarType::B128, 128),
    ("u8", ScalarType::U8, 8),
    ("u16", ScalarType::U16, 16),
    ("u32", ScalarType::U32, 32),
    ("u64", ScalarType::U64, 64),
    ("s8", ScalarType::S8, 8),
    ("s16", ScalarType::S16, 16),
    ("s32", ScalarType::S32, 32),
    ("s64", ScalarType::S64, 64),
    ("f16", ScalarType::F16, 16),
    ("f16x2", ScalarType::F16x2, 32),
    ("bf16", ScalarType::Bf16, 16),
    ("bf16x2", ScalarType::Bf16x2, 32),
    ("tf32", ScalarType::Tf32, 32),
    ("f32", ScalarType::F32, 32),
    ("f64", ScalarType::F64, 64),
    ("e4m3", ScalarType::E4m3, 8),
    ("e5m2", ScalarType::E5m2, 8),
    ("e4m3x2", ScalarType::E4m3x2, 16),
    ("e5m2x2", ScalarType::E5m2x2, 16),
    ("e2m1x2", ScalarType::E2m1x2, 8),
    ("e2m3x2", ScalarType::E2m3x2, 16),
    ("e3m2x2", ScalarType::E3m2x2, 16),
    ("ue8m0x2", ScalarType::Ue8m0x2, 16),
    ("pred", ScalarType::Pred, 1),
    ("texref", ScalarType::Texref, 0),
    ("samplerref", ScalarType::Samplerref, 0),
    ("surfref", ScalarType::Surfref, 0),
];

impl ScalarType {
    /// The type a modifier names (`.f32` -> `F32`).
    pub fn from_directive(d: &str) -> Option<ScalarType> {
        let name = d.strip_prefix('.')?;
        SCALAR_TYPES.iter().find(|(n, _, _)| *n == name).map(|(_, t, _)| *t)
    }

    /// The directive text (`.f32`).
    pub fn directive(self) -> String {
        format!(".{}", SCALAR_TYPES.iter().find(|(_, t, _)| *t == self).map_or("b32", |(n, _, _)| n))
    }

    /// Size in bits (predicates are 1, opaque handles 0).
    pub fn bits(self) -> u32 {
        SCALAR_TYPES.iter().find(|(_, t, _)| *t == self).map_or(0, |(_, _, b)| *b)
    }
}

/// `.reg .b32 %r<12>;` or `.reg .f32 %f1, %f2;`: register declarations.
#[derive(Clone, Debug, PartialEq)]
pub struct RegDecl {
    /// The element type.
    pub ty: ScalarType,
    /// `.v2`/`.v4`, if a vector register.
    pub vector: Option<u32>,
    /// The names; a `count` makes `%r<12>` (registers `%r0` .. `%r11`).
    pub names: Vec<RegName>,
    /// Where.
    pub span: Loc,
}

/// One name in a [`RegDecl`].
#[derive(Clone, Debug, PartialEq)]
pub struct RegName {
    /// The name, or the prefix of a parametrized range.
    pub name: String,
    /// `Some(n)` for `name<n>`.
    pub count: Option<u32>,
}

/// A variable or parameter: `.global .align 4 .b8 name[16] = {...}`, `.param .u64 .ptr .align 1 p`.
#[derive(Clone, Debug, PartialEq)]
pub struct VarDecl {
    /// `.visible`, `.extern`, ...
    pub linkage: Linkage,
    /// The state space.
    pub space: StateSpace,
    /// `.align N`
    pub align: Option<u32>,
    /// `.v2`/`.v4`
    pub vector: Option<u32>,
    /// The element type.
    pub ty: ScalarType,
    /// Kernel pointer-parameter attributes: `.ptr [.space] [.align N]`.
    pub ptr: Option<PtrAttr>,
    /// The name, or the prefix of a parametrized name.
    pub name: String,
    /// `Some(n)` for `name<n>`: variables `name0` .. `name{n-1}` (ptxas takes these in every
    /// state space, not only `.reg`).
    pub count: Option<u32>,
    /// Array dimensions; `None` is `[]` (size from the initializer or extern).
    pub dims: Vec<Option<u64>>,
    /// `= value`
    pub init: Option<Initializer>,
    /// Where.
    pub span: Loc,
}

/// `.ptr.global.align 16` on a kernel parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct PtrAttr {
    /// `.global`, `.shared`, `.const`, `.local`, or generic.
    pub space: Option<StateSpace>,
    /// `.align N`
    pub align: Option<u32>,
}

/// A variable initializer.
#[derive(Clone, Debug, PartialEq)]
pub enum Initializer {
    /// A constant: an integer or float.
    Imm(Imm),
    /// An address: `name`, `generic(name)`, with a byte offset (`name+8`).
    Address {
        /// The symbol.
        name: String,
        /// Wrapped in `generic(...)`.
        generic: bool,
        /// Added bytes.
        offset: i64,
    },
    /// `{ a, b, ... }`, nested for multi-dimensional arrays.
    List(Vec<Initializer>),
}

/// An immediate value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Imm {
    /// An integer: magnitude, sign, and the `U` suffix.
    Int {
        /// The absolute value.
        magnitude: u64,
        /// Written with a leading `-`.
        negative: bool,
        /// Written with a `U` suffix.
        unsigned: bool,
    },
    /// `0fXXXXXXXX`: exact single precision bits.
    F32(u32),
    /// `0dXXXXXXXXXXXXXXXX`: exact double precision bits.
    F64(u64),
    /// A decimal float literal (double precision in PTX).
    Decimal(f64),
}

impl Imm {
    /// The integer value as two's complement 64 bits, if an integer.
    pub fn as_i64(self) -> Option<i64> {
        match self {
            Imm::Int { magnitude, negative, .. } => {
                Some(if negative { (magnitude as i64).wrapping_neg() } else { magnitude as i64 })
            }
            _ => None,
        }
    }
}

/// An `.entry` or `.func`.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// Linkage.
    pub linkage: Linkage,
    /// `.entry` (kernel) or `.func`.
    pub kind: FunctionKind,
    /// The name.
    pub name: String,
    /// `.func (.param .b32 retval) name`: return parameters.
    pub returns: Vec<VarDecl>,
    /// The parameters.
    pub params: Vec<VarDecl>,
    /// `.maxntid 128`, `.noreturn`, `.pragma "..."`, in order written.
    pub directives: Vec<FunctionDirective>,
    /// The body, or `None` for a declaration (`;`).
    pub body: Option<Block>,
    /// Where the name is.
    pub span: Loc,
}

/// `.entry` or `.func`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunctionKind {
    /// `.entry`: a kernel.
    Entry,
    /// `.func`: a device function.
    Func,
}

/// A performance-tuning or attribute directive of a function.
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionDirective {
    /// `.maxntid`, `.reqntid`, `.minnctapersm`, `.maxnreg`, `.maxclusterrank`,
    /// `.reqnctapercluster`, `.explicitcluster`, `.noreturn`, `.pragma`, `.blocksareclusters`.
    pub name: String,
    /// Integer arguments (`.maxntid 128, 1, 1`).
    pub values: Vec<u64>,
    /// String arguments (`.pragma "nounroll"`).
    pub strings: Vec<String>,
    /// Where.
    pub span: Loc,
}

/// Function-header directives: name, whether they take integers, strings, or nothing.
pub const FUNCTION_DIRECTIVES: &[(&str, DirectiveArgs)] = &[
    (".maxntid", DirectiveArgs::Ints),
    (".reqntid", DirectiveArgs::Ints),
    (".minnctapersm", DirectiveArgs::Ints),
    (".maxnctapersm", DirectiveArgs::Ints),
    (".maxnreg", DirectiveArgs::Ints),
    (".maxclusterrank", DirectiveArgs::Ints),
    (".reqnctapercluster", DirectiveArgs::Ints),
    (".explicitcluster", DirectiveArgs::None),
    (".blocksareclusters", DirectiveArgs::None),
    (".noreturn", DirectiveArgs::None),
    (".pragma", DirectiveArgs::Strings),
];

/// What a function directive takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DirectiveArgs {
    /// Nothing.
    None,
    /// A comma-separated list of integers.
    Ints,
    /// A comma-separated list of strings, then `;`.
    Strings,
}

/// A `{ ... }` block: the function body, or a nested scope (LLVM's `{ // callseq N` blocks).
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// The statements in order.
    pub statements: Vec<Statement>,
    /// Where the `{` is.
    pub span: Loc,
}

/// One statement in a block.
#[derive(Clone, Debug, PartialEq)]
pub enum Statement {
    /// `.reg` declarations.
    Reg(RegDecl),
    /// `.local`, `.shared`, `.param`, `.const`, `.global` variables in a function.
    Variable(VarDecl),
    /// `name:`
    Label(String, Loc),
    /// An instruction.
    Instruction(Instruction),
    /// A nested `{ ... }`.
    Block(Block),
    /// `.pragma "nounroll";`
    Pragma(Vec<String>, Loc),
    /// `.loc file line col [, ...]` (the tail after the three numbers is kept as written).
    Loc(LocDirective),
    /// `name: .callprototype (.param .b32 _) _ (.param .b32 _, ...);`
    CallPrototype(CallPrototype),
    /// `name: .branchtargets L1, L2, ...;` or `.calltargets f1, f2;`
    Targets(TargetList),
}

/// `.loc` debug position.
#[derive(Clone, Debug, PartialEq)]
pub struct LocDirective {
    /// File number.
    pub file: u64,
    /// Line.
    pub line: u64,
    /// Column.
    pub column: u64,
    /// `, function_name $L__info_string0, inlined_at 1 8 3` as written (tokens joined).
    pub tail: String,
    /// Where.
    pub span: Loc,
}

/// `.callprototype`: the signature of indirect calls.
#[derive(Clone, Debug, PartialEq)]
pub struct CallPrototype {
    /// The label that names it.
    pub name: String,
    /// Return parameters (names are `_`).
    pub returns: Vec<VarDecl>,
    /// Parameters.
    pub params: Vec<VarDecl>,
    /// `.noreturn` and the like after the list.
    pub directives: Vec<FunctionDirective>,
    /// Where.
    pub span: Loc,
}

/// `.branchtargets` (for `brx.idx`) or `.calltargets` (for indirect `call`).
#[derive(Clone, Debug, PartialEq)]
pub struct TargetList {
    /// The label that names the list.
    pub name: String,
    /// `.branchtargets` or `.calltargets`.
    pub directive: String,
    /// The labels or functions.
    pub targets: Vec<String>,
    /// Where.
    pub span: Loc,
}

/// An instruction modifier as written: `.global`, `.v4`, `.f32`, `.rn`, `.shared::cta`.
#[derive(Clone, Debug, PartialEq)]
pub struct Modifier {
    /// The text with its leading dot.
    pub text: String,
    /// Where.
    pub span: Loc,
}

/// `@%p1` or `@!%p1`.
#[derive(Clone, Debug, PartialEq)]
pub struct Guard {
    /// `@!`
    pub negated: bool,
    /// The predicate register.
    pub reg: String,
    /// Where.
    pub span: Loc,
}

/// One PTX instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    /// The guard predicate.
    pub guard: Option<Guard>,
    /// The opcode word before the first dot: `ld`, `mma`, `cp`.
    pub opcode: String,
    /// Every modifier, in the order written.
    pub modifiers: Vec<Modifier>,
    /// The operands.
    pub operands: Vec<Operand>,
    /// Where the opcode is.
    pub span: Loc,
}

/// The parts of a `call`: `call (rets), target, (args), prototype;`.
#[derive(Clone, Copy, Debug)]
pub struct CallParts<'a> {
    /// Return parameters.
    pub returns: &'a [Operand],
    /// The callee: a function symbol, or a register for an indirect call.
    pub callee: &'a Operand,
    /// Argument parameters.
    pub args: &'a [Operand],
    /// The `.callprototype` or `.calltargets` label of an indirect call.
    pub prototype: Option<&'a Operand>,
}

impl Instruction {
    /// The modifier texts in order.
    pub fn modifier_texts(&self) -> impl Iterator<Item = &str> {
        self.modifiers.iter().map(|m| m.text.as_str())
    }

    /// Whether `text` (with its dot) is among the modifiers.
    pub fn has_modifier(&self, text: &str) -> bool {
        self.modifier_texts().any(|m| m == text)
    }

    /// The type modifiers in order (`cvt.rn.f32.s32` gives `[F32, S32]`).
    pub fn types(&self) -> Vec<ScalarType> {
        self.modifier_texts().filter_map(ScalarType::from_directive).collect()
    }

    /// The last type modifier: the operation type of most instructions.
    pub fn ty(&self) -> Option<ScalarType> {
        self.modifier_texts().filter_map(ScalarType::from_directive).last()
    }

    /// The state space modifier (`ld.global` gives `Global`), if any.
    pub fn state_space(&self) -> Option<StateSpace> {
        self.modifier_texts().find_map(StateSpace::from_directive)
    }

    /// `.v2`/`.v4`/`.v8` width.
    pub fn vector_width(&self) -> Option<u32> {
        self.modifier_texts().find_map(vector_width)
    }

    /// The full dotted name: `ld.global.nc.v4.f32`.
    pub fn full_name(&self) -> String {
        let mut s = self.opcode.clone();
        for m in &self.modifiers {
            s.push_str(&m.text);
        }
        s
    }

    /// The parts of a `call`, if this is a well-formed one.
    pub fn call(&self) -> Option<CallParts<'_>> {
        if self.opcode != "call" {
            return None;
        }
        let empty: &[Operand] = &[];
        let ops = self.operands.as_slice();
        let (returns, rest) = match ops.first() {
            Some(Operand::List(l, _)) => (l.as_slice(), &ops[1..]),
            _ => (empty, ops),
        };
        let callee = rest.first()?;
        let (args, prototype) = match rest.get(1) {
            Some(Operand::List(l, _)) => (l.as_slice(), rest.get(2)),
            Some(other) => (empty, Some(other)),
            None => (empty, None),
        };
        Some(CallParts { returns, callee, args, prototype })
    }
}

/// `.v2` -> 2.
pub fn vector_width(d: &str) -> Option<u32> {
    match d {
        ".v2" => Some(2),
        ".v4" => Some(4),
        ".v8" => Some(8),
        _ => None,
    }
}

/// An instruction operand.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    /// A declared register: `%r1`, `%p2`, or a plain name declared with `.reg`.
    Reg(String, Loc),
    /// A special register: `%tid.x`, `%laneid`, `%clock64`.
    SpecialReg(String, Loc),
    /// A symbol: a variable, function, parameter, label or prototype.
    Symbol(String, Loc),
    /// An immediate.
    Imm(Imm, Loc),
    /// `[base+offset]`.
    Address(Address),
    /// `[a, b, ...]`: the bracketed tuple of texture and surface instructions.
    Tuple(Vec<Operand>, Loc),
    /// `{%r1, %r2, _}`: a vector.
    Vector(Vec<Operand>, Loc),
    /// `(a, b)`: the return and argument lists of `call`.
    List(Vec<Operand>, Loc),
    /// `_`: a sink.
    Sink(Loc),
    /// `!%p`: a negated predicate.
    Not(Box<Operand>, Loc),
    /// `-x`: a negated non-integer operand.
    Neg(Box<Operand>, Loc),
    /// `%p|%q`: the two predicate destinations of `setp`.
    PredPair(Box<Operand>, Box<Operand>, Loc),
    /// `name+8`: a symbol's address plus a byte offset (`mov.u64 %rd1, arr+8`); ptxas also takes
    /// a register plus a constant.
    Offset(Box<Operand>, i64, Loc),
}

/// A memory address `[base+offset]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Address {
    /// The base register or symbol; `None` for an absolute address `[1024]`.
    pub base: Option<AddressBase>,
    /// The byte offset.
    pub offset: i64,
    /// Where.
    pub span: Loc,
}

/// The base of an [`Address`].
#[derive(Clone, Debug, PartialEq)]
pub enum AddressBase {
    /// A register holding the address.
    Reg(String),
    /// A variable or parameter.
    Symbol(String),
}

impl Operand {
    /// The operand's span.
    pub fn span(&self) -> Span {
        match self {
            Operand::Reg(_, l)
            | Operand::SpecialReg(_, l)
            | Operand::Symbol(_, l)
            | Operand::Imm(_, l)
            | Operand::Tuple(_, l)
            | Operand::Vector(_, l)
            | Operand::List(_, l)
            | Operand::Sink(l)
            | Operand::Not(_, l)
            | Operand::Neg(_, l)
            | Operand::PredPair(_, _, l)
            | Operand::Offset(_, _, l) => l.0,
            Operand::Address(a) => a.span.0,
        }
    }

    /// The register name, if a register.
    pub fn reg(&self) -> Option<&str> {
        match self {
            Operand::Reg(n, _) => Some(n),
            _ => None,
        }
    }

    /// The immediate, if a constant.
    pub fn imm(&self) -> Option<Imm> {
        match self {
            Operand::Imm(i, _) => Some(*i),
            _ => None,
        }
    }

    /// The symbol name, if a symbol (variable, function, parameter, label).
    pub fn symbol(&self) -> Option<&str> {
        match self {
            Operand::Symbol(n, _) => Some(n),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_do_not_affect_equality() {
        let a = Operand::Reg("%r1".into(), Loc(Span::new(1, 1, 3)));
        let b = Operand::Reg("%r1".into(), Loc(Span::new(9, 9, 3)));
        assert_eq!(a, b);
        assert_ne!(a, Operand::Reg("%r2".into(), Loc::default()));
    }

    #[test]
    fn type_and_space_queries() {
        let m = |t: &str| Modifier { text: t.into(), span: Loc::default() };
        let i = Instruction {
            guard: None,
            opcode: "ld".into(),
            modifiers: vec![m(".shared::cta"), m(".v4"), m(".f32")],
            operands: vec![],
            span: Loc::default(),
        };
        assert_eq!(i.state_space(), Some(StateSpace::Shared));
        assert_eq!(i.vector_width(), Some(4));
        assert_eq!(i.ty(), Some(ScalarType::F32));
        assert_eq!(i.full_name(), "ld.shared::cta.v4.f32");
        assert_eq!(ScalarType::from_directive(".bf16x2"), Some(ScalarType::Bf16x2));
        assert_eq!(ScalarType::F16x2.directive(), ".f16x2");
    }
}
