//! The NVVM intrinsic families (seed 000 "Dispatch Dimensions by Intrinsic Family"): each family is
//! a table of cells, one per combination of its axes, legal or not, and the cells are the single
//! source of truth for the selector (layer 1), the explorer's family tables and the generated
//! sweeps (`tests/tests/intrinsic_sweep.rs`, `tests/tests/family_compare.rs`).
//!
//! ```text
//!   Family { id, title, axes, cells() }         one file per family group, registered in FAMILIES
//!      └─ Cell { axis values, intrinsic + declare, LLVM record, PTX template, gates | illegal }
//!   registry(): every cell once, indexed by intrinsic name (a sorted map built on first use)
//!   layer 1:  name → candidate cells → first whose operands fit → gates → one machine instruction
//! ```
//!
//! A cell's PTX template names the intrinsic's results `{d0}`, `{d1}`.. and its arguments `{s0}`,
//! `{s1}`..; an argument that the template does not name is not an operand. The selector turns the
//! template into a machine-instruction row (`$d` for the first result, `${k}` for operand `k`) whose
//! name is LLVM 22's record name where LLVM has a named record, else one derived from the PTX
//! opcode and the register/immediate form (`SHFL_SYNC_DOWN_B32rii`).
//!
//! To add a family group: write `families/<group>.rs` with one or more `pub const X: Family`, and
//! add them to [`FAMILIES`] (one line each).

use crate::dag::{Mvt, Scalar};
use crate::mir::RegClass;
use crate::mir::instrs::{InstrDesc, OperandKind};
use crate::target::subtarget::KNOWN_PTX_VERSIONS;
use crate::target::{PtxVersion, Sm, Subtarget, features, messages};
use std::collections::BTreeMap;
use std::sync::OnceLock;

pub mod atomics;
pub mod cluster;
pub mod conversions;
mod select;
pub(in crate::isel) use select::{FamilyOutcome, trace_pairs};
pub mod asynccopy;
pub mod matrix;
pub mod misc;
pub mod tensormap;
pub mod warp;

/// Every family, in the order the explorer lists them. Register a new family with one line here.
pub const FAMILIES: &[&Family] = &[
    &warp::SHFL,
    &warp::VOTE,
    &warp::MATCH,
    &warp::REDUX,
    &warp::ELECT,
    &warp::BARRIER,
    &misc::VOTE_LEGACY,
    &misc::SHFL_LEGACY,
    &misc::INTEGER,
    &misc::MISC,
    &atomics::ATOMIC,
    &conversions::CONVERT,
    &cluster::SREG,
    &cluster::CLUSTER,
    &asynccopy::CP_ASYNC,
    &asynccopy::MBARRIER,
    &asynccopy::FENCE,
    &asynccopy::BULK,
    &asynccopy::TENSOR,
    &tensormap::TENSORMAP,
    &matrix::LDMATRIX,
    &matrix::WGMMA,
    &matrix::TCGEN05,
    &matrix::WMMA,
    &matrix::MMA,
    &matrix::MMA_SP,
    &matrix::MMA_BLOCK_SCALE,
];

/// One intrinsic family: a table of cells over its axes.
pub struct Family {
    /// A short id (`shfl`); the explorer's table is `family-<id>`.
    pub id: &'static str,
    /// The title (`Warp shuffles (shfl.sync)`).
    pub title: &'static str,
    /// Where its rules come from.
    pub source: &'static str,
    /// The axis names, in the order every cell gives its values.
    pub axes: &'static [&'static str],
    /// Every cell, legal and illegal.
    pub cells: fn() -> Vec<Cell>,
}

impl Family {
    /// The id of the family's table in [`crate::tables`].
    pub fn table_id(&self) -> &'static str {
        crate::interned::intern(&format!("family-{}", self.id))
    }
}

/// An LLVM IR type an intrinsic takes or returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    /// `i1`.
    I1,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `half`.
    F16,
    /// `bfloat`.
    BF16,
    /// `float`.
    F32,
    /// `double`.
    F64,
    /// `<2 x half>`.
    V2F16,
    /// `<2 x bfloat>`.
    V2BF16,
    /// `<2 x i16>`.
    V2I16,
    /// `<4 x float>` (an argument of the IR call only: the DAG takes its four lanes as four
    /// operands, see [`Cell::ir_args`]).
    V4F32,
    /// `<4 x i8>` (in a b32 register).
    V4I8,
    /// `i128` (the clusterlaunchcontrol response): two i64 operands in the DAG, as LLVM 22
    /// lowers it.
    I128,
    /// `<N x i32>` (tcgen05.ld/st): N i32 operands or results in the DAG.
    VecI32(u16),
    /// A pointer in an address space (0 generic, 1 global, 3 shared, 6 tensor memory, 7
    /// shared::cluster).
    Ptr(u32),
}

impl Ty {
    /// The LLVM IR spelling.
    pub fn ir(self) -> String {
        match self {
            Ty::I1 => "i1".into(),
            Ty::I16 => "i16".into(),
            Ty::I32 => "i32".into(),
            Ty::I64 => "i64".into(),
            Ty::F16 => "half".into(),
            Ty::BF16 => "bfloat".into(),
            Ty::F32 => "float".into(),
            Ty::F64 => "double".into(),
            Ty::V2F16 => "<2 x half>".into(),
            Ty::V2BF16 => "<2 x bfloat>".into(),
            Ty::V2I16 => "<2 x i16>".into(),
            Ty::V4F32 => "<4 x float>".into(),
            Ty::V4I8 => "<4 x i8>".into(),
            Ty::I128 => "i128".into(),
            Ty::VecI32(1) => "i32".into(),
            Ty::VecI32(n) => format!("<{n} x i32>"),
            Ty::Ptr(0) => "ptr".into(),
            Ty::Ptr(a) => format!("ptr addrspace({a})"),
        }
    }

    /// The DAG value type.
    pub fn mvt(self) -> Mvt {
        match self {
            Ty::I1 => Mvt::I1,
            Ty::I16 => Mvt::I16,
            Ty::I32 => Mvt::I32,
            // A tensor-memory address is 32 bits.
            Ty::Ptr(6) => Mvt::I32,
            Ty::I64 | Ty::Ptr(_) => Mvt::I64,
            Ty::F16 => Mvt::F16,
            Ty::BF16 => Mvt::BF16,
            Ty::F32 => Mvt::F32,
            Ty::F64 => Mvt::F64,
            Ty::V2F16 => Mvt::Vector(Scalar::F16, 2),
            Ty::V2BF16 => Mvt::Vector(Scalar::BF16, 2),
            Ty::V2I16 => Mvt::Vector(Scalar::I16, 2),
            Ty::V4F32 => Mvt::Vector(Scalar::F32, 4),
            Ty::V4I8 => Mvt::Vector(Scalar::I8, 4),
            Ty::I128 => Mvt::Scalar(Scalar::I128),
            Ty::VecI32(1) => Mvt::I32,
            Ty::VecI32(n) => Mvt::Vector(Scalar::I32, n),
        }
    }

    /// The DAG operands (or results) a value of the type is: an `i128` is its two i64 halves,
    /// a `<N x i32>` its N lanes, anything else itself.
    pub fn parts(self) -> Vec<Ty> {
        match self {
            Ty::I128 => vec![Ty::I64; 2],
            Ty::VecI32(n) => vec![Ty::I32; usize::from(n)],
            t => vec![t],
        }
    }

    /// The register class a value of the type lives in.
    pub fn class(self) -> RegClass {
        super::class_of(self.mvt()).unwrap_or(RegClass::B32)
    }
}

/// One argument of an intrinsic, as a cell takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A value in a register (a kernel parameter in the test kernel). A constant is moved into a
    /// register first.
    Reg(Ty),
    /// Any constant, printed as an immediate (the `ri` forms); the test kernel passes the value.
    Imm(Ty, i64),
    /// Exactly this constant (an immediate argument that selects the cell, like a barrier id).
    Const(Ty, i64),
}

impl Arg {
    /// The argument's type.
    pub fn ty(self) -> Ty {
        match self {
            Arg::Reg(t) | Arg::Imm(t, _) | Arg::Const(t, _) => t,
        }
    }
}

/// A condition a target must meet for a cell to be selected.
#[derive(Clone, Copy, Debug)]
pub enum Gate {
    /// A forward-compatible floor: this SM and PTX ISA version or later (LLVM's
    /// `hasSM<..>`/`hasPTX<..>`). Refused as LLVM 22 refuses it: "Cannot select: intrinsic %<name>".
    Min {
        /// The lowest SM number.
        sm: u16,
        /// The lowest PTX ISA version (major, minor).
        ptx: (u8, u8),
    },
    /// A ceiling: refused from this SM and PTX ISA version together on (LLVM's `hasSHFL`, the
    /// shuffles without `.sync`: `!(hasSM<70> && hasPTX<64>)`). Refused as LLVM 22 refuses it.
    Below {
        /// The SM from which, with `ptx`, the cell is refused.
        sm: u16,
        /// The PTX ISA version (major, minor) from which, with `sm`, the cell is refused.
        ptx: (u8, u8),
    },
    /// A row of the PTX availability table ([`features`]), checked against ptxas. Refused as
    /// LLVM 22 refuses it.
    Feature(&'static str, &'static str),
    /// A row of the availability table that LLVM 22 does not check (it prints the instruction and
    /// ptxas refuses it): refused in ptxas's wording ([`features::check`]).
    Ptxas(&'static str, &'static str),
    /// A floor LLVM 22 does not check (it prints the instruction at any target and ptxas refuses
    /// it): refused in ptxas 13.5's wording, `Feature '<feature>' requires .target sm_XX or
    /// higher` (the SM is checked first) or `... requires PTX ISA .version X.Y or later`.
    PtxasMin {
        /// The lowest SM number.
        sm: u16,
        /// The lowest PTX ISA version (major, minor).
        ptx: (u8, u8),
        /// The feature ptxas names (the mnemonic up to the rank: `cp.async.bulk.tensor`).
        feature: &'static str,
    },
    /// A validator of [`messages`] whose message is the seed's verbatim text.
    Validator(fn(&Subtarget) -> Result<(), &'static str>),
    /// An availability (lowest SM and PTX, and the `a`/`f` variants it needs where it is
    /// arch- or family-conditional), not a row of the table. Refused as LLVM 22 refuses it.
    Avail(features::Availability),
    /// An availability whose refusal has its own message (LLVM 22's `Intrinsic <name> with value
    /// <v> is not supported on the given target.` for an immediate the target lacks).
    Refuse(features::Availability, &'static str),
}

impl Gate {
    /// Checks the gate: `Err(message)` as the selector reports it for `intrinsic`.
    pub fn check(&self, st: &Subtarget, intrinsic: &str) -> Result<(), String> {
        let ok = match *self {
            Gate::Min { sm, ptx } => {
                st.sm.number >= sm
                    && st.ptx
                        >= PtxVersion {
                            major: ptx.0,
                            minor: ptx.1,
                        }
            }
            Gate::Below { sm, ptx } => st.sm.number < sm || st.ptx < (PtxVersion { major: ptx.0, minor: ptx.1 }),
            Gate::Feature(family, variant) => features::check(st, family, variant).is_ok(),
            Gate::Ptxas(family, variant) => {
                return features::check(st, family, variant).map_err(|u| u.message().to_string());
            }
            Gate::PtxasMin { sm, ptx, feature } => {
                if st.sm.number < sm {
                    return Err(format!("Feature '{feature}' requires .target sm_{sm} or higher"));
                }
                if st.ptx < (PtxVersion { major: ptx.0, minor: ptx.1 }) {
                    return Err(format!("Feature '{feature}' requires PTX ISA .version {}.{} or later", ptx.0, ptx.1));
                }
                true
            }
            Gate::Validator(f) => return f(st).map_err(str::to_string),
            Gate::Avail(a) => a.allows_sm(st.sm) && st.ptx >= a.min_ptx_on(st.sm),
            Gate::Refuse(a, message) => {
                if a.allows_sm(st.sm) && st.ptx >= a.min_ptx_on(st.sm) {
                    return Ok(());
                }
                return Err(message.to_string());
            }
        };
        if ok {
            Ok(())
        } else {
            Err(messages::cannot_select_intrinsic(intrinsic))
        }
    }

    /// The requirement in words, for the explorer's table.
    pub fn describe(&self) -> String {
        match *self {
            Gate::Min { sm, ptx } => format!("sm_{sm}+, PTX {}.{}", ptx.0, ptx.1),
            Gate::Below { sm, ptx } => format!("below sm_{sm} or below PTX {}.{}", ptx.0, ptx.1),
            Gate::Feature(family, variant) | Gate::Ptxas(family, variant) => {
                match features::availability(family, variant) {
                    Some(a) => a.describe(),
                    None => format!("{family}{variant} (not in the availability table)"),
                }
            }
            Gate::PtxasMin { sm, ptx, .. } => format!("sm_{sm}+, PTX {}.{} (checked by ptxas, not LLVM 22)", ptx.0, ptx.1),
            Gate::Validator(_) => "seed validator".into(),
            Gate::Avail(a) => a.describe(),
            Gate::Refuse(a, _) => format!("{} (this value)", a.describe()),
        }
    }
}

/// The machine form of a cell: its instruction row and which intrinsic arguments are operands.
#[derive(Clone, Debug)]
pub struct MachineForm {
    /// The PTX template with `$d` and `${k}`.
    pub template: String,
    /// The operand kinds: the extra written registers (results 1..), then the sources.
    pub operands: Vec<OperandKind>,
    /// The class of result 0.
    pub result: Option<RegClass>,
    /// The intrinsic arguments that are source operands, in operand order.
    pub sources: Vec<usize>,
}

/// One combination of a family's axes.
#[derive(Clone, Debug)]
pub struct Cell {
    /// The family's id.
    pub family: &'static str,
    /// One value per axis of the family.
    pub axes: Vec<String>,
    /// The LLVM 22 intrinsic name (`llvm.nvvm.shfl.sync.down.i32`).
    pub intrinsic: String,
    /// The results (empty: void; several: a struct).
    pub rets: Vec<Ty>,
    /// The arguments.
    pub args: Vec<Arg>,
    /// The arguments as the DAG node's operands ([`Ty::parts`]): what `{sN}` numbers.
    pub dag_args: Vec<Arg>,
    /// The results as the DAG node's values ([`Ty::parts`]): what `{dN}` numbers.
    pub dag_rets: Vec<Ty>,
    /// LLVM 22's NVPTX record name, where the record is named (not `anonymous_NNN`).
    pub llvm_record: Option<String>,
    /// The record name the MIR shows: LLVM's, or one derived from the PTX and the operand forms.
    pub record: String,
    /// The PTX template with `{dN}` results and `{sN}` arguments.
    pub ptx: String,
    /// Every gate must pass.
    pub gates: Vec<Gate>,
    /// An illegal combination: the diagnostic the selector gives (verbatim), and no instruction.
    pub illegal: Option<String>,
    /// The machine form, derived from `ptx`.
    pub form: MachineForm,
    /// Why the PTX differs from LLVM 22's on purpose (LLVM prints something ptxas refuses).
    pub differs_from_llvm: Option<String>,
    /// Selected by the MatcherTable (layer 3), as LLVM's tablegen patterns select it, not by
    /// layer 1: the special-register reads (`P_SREG32` on the fast path). Layer 3 then emits the
    /// cell's record and the trace names the cell.
    pub by_matcher: bool,
    /// How many trailing name parts are overload suffixes (`.i32.p0`): see [`Cell::llvm_name`].
    pub overload_suffixes: u8,
    /// The IR call's arguments where they differ from the DAG operands in [`Cell::args`] (the
    /// f32x4 conversions take a `<4 x float>` the DAG splits into four `float` operands).
    pub ir_args: Option<Vec<Arg>>,
    /// The test kernel loads its generic pointer arguments from memory rather than taking them
    /// as parameters (a kernel's pointer parameter is known to be global, which LLVM 22 uses to
    /// fold `isspacep`).
    pub opaque_pointers: bool,
}

impl Cell {
    /// A legal cell. `ptx` names results `{dN}` and arguments `{sN}`.
    pub fn new(
        family: &Family,
        axes: &[&str],
        intrinsic: &str,
        rets: &[Ty],
        args: &[Arg],
        ptx: &str,
    ) -> Cell {
        debug_assert_eq!(axes.len(), family.axes.len(), "{intrinsic}");
        let dag_rets: Vec<Ty> = rets.iter().flat_map(|t| t.parts()).collect();
        let dag_args: Vec<Arg> = args
            .iter()
            .flat_map(|a| match *a {
                Arg::Reg(t) => t.parts().into_iter().map(Arg::Reg).collect(),
                a => vec![a],
            })
            .collect();
        let form = machine_form(ptx, &dag_rets, &dag_args);
        let record = derived_record(ptx, &dag_args, &form);
        Cell {
            family: family.id,
            axes: axes.iter().map(|a| a.to_string()).collect(),
            intrinsic: intrinsic.to_string(),
            rets: rets.to_vec(),
            args: args.to_vec(),
            dag_args,
            dag_rets,
            llvm_record: None,
            record,
            ptx: ptx.to_string(),
            gates: Vec::new(),
            illegal: None,
            form,
            differs_from_llvm: None,
            by_matcher: false,
            overload_suffixes: 0,
            ir_args: None,
            opaque_pointers: false,
        }
    }

    /// An illegal combination: selecting `intrinsic` gives `message`.
    pub fn illegal(
        family: &Family,
        axes: &[&str],
        intrinsic: &str,
        rets: &[Ty],
        args: &[Arg],
        message: &str,
    ) -> Cell {
        let mut c = Cell::new(family, axes, intrinsic, rets, args, "");
        c.record = String::new();
        c.illegal = Some(message.to_string());
        c
    }

    /// Names LLVM 22's record for the cell (as `llc -stop-after=finalize-isel` prints it).
    pub fn llvm(mut self, record: &str) -> Cell {
        self.llvm_record = Some(record.to_string());
        self.record = record.to_string();
        self
    }

    /// The intrinsic's name as LLVM 22 prints it in "Cannot select": without the type suffixes
    /// of an overloaded intrinsic (`llvm.nvvm.atomic.add.gen.f.cta` for `....bf16.p0`).
    pub fn llvm_name(&self) -> &str {
        let mut name = self.intrinsic.as_str();
        for _ in 0..self.overload_suffixes {
            name = name.rsplit_once('.').map_or(name, |(base, _)| base);
        }
        name
    }

    /// The IR call takes `args` (see [`Cell::ir_args`]).
    pub fn with_ir_args(mut self, args: &[Arg]) -> Cell {
        self.ir_args = Some(args.to_vec());
        self
    }

    /// The arguments of the IR call.
    pub fn call_args(&self) -> &[Arg] {
        self.ir_args.as_deref().unwrap_or(&self.args)
    }

    /// Marks the cell's test kernel as loading its generic pointers (see [`Cell::opaque_pointers`]).
    pub fn opaque_pointers(mut self) -> Cell {
        self.opaque_pointers = true;
        self
    }

    /// Marks the last `n` dot-separated parts of the name as overload suffixes.
    pub fn overloaded(mut self, n: u8) -> Cell {
        self.overload_suffixes = n;
        self
    }

    /// Marks the cell as selected by the MatcherTable (see [`Cell::by_matcher`]).
    pub fn matcher(mut self) -> Cell {
        self.by_matcher = true;
        self
    }

    /// Records a deliberate difference from LLVM 22's PTX, and why.
    pub fn differs(mut self, why: &str) -> Cell {
        self.differs_from_llvm = Some(why.to_string());
        self
    }

    /// Adds a gate.
    pub fn gate(mut self, g: Gate) -> Cell {
        self.gates.push(g);
        self
    }

    /// Shorthand for a forward-compatible floor.
    pub fn min(self, sm: u16, ptx: (u8, u8)) -> Cell {
        self.gate(Gate::Min { sm, ptx })
    }

    /// A floor only ptxas checks ([`Gate::PtxasMin`]) on `feature`.
    pub fn ptxas_min(self, sm: u16, ptx: (u8, u8), feature: &'static str) -> Cell {
        self.gate(Gate::PtxasMin { sm, ptx, feature })
    }

    /// The cell's key in its family table: the axis values joined by spaces.
    pub fn key(&self) -> String {
        self.axes.join(" ")
    }

    /// Whether `st` passes every gate; `Err` is the first failing gate's message.
    pub fn check(&self, st: &Subtarget) -> Result<(), String> {
        let name = self.llvm_name();
        self.gates.iter().try_for_each(|g| g.check(st, name))
    }

    /// The requirement in words.
    pub fn describe_gates(&self) -> String {
        if let Some(m) = &self.illegal {
            return format!("illegal: {m}");
        }
        if self.gates.is_empty() {
            return "any target".into();
        }
        self.gates
            .iter()
            .map(Gate::describe)
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// The lowest target (SM in [`Sm::all`] order, then the lowest PTX version) every gate allows.
    pub fn lowest_target(&self) -> Option<Subtarget> {
        for sm in Sm::all() {
            for &(major, minor) in KNOWN_PTX_VERSIONS {
                let ptx = PtxVersion { major, minor };
                if ptx < sm.min_ptx() {
                    continue;
                }
                let st = Subtarget { sm, ptx };
                if self.check(&st).is_ok() {
                    return Some(st);
                }
            }
        }
        None
    }

    /// Targets just below the lowest one that a gate refuses, with the message: the SM before it
    /// (in [`Sm::all`] order; a plain variant before `a`/`f`) at its default PTX, and the lowest SM
    /// with the PTX version before the one it needs.
    pub fn failing_targets(&self) -> Vec<(Subtarget, String)> {
        let Some(low) = self.lowest_target() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let sms: Vec<Sm> = Sm::all().collect();
        if let Some(k) = sms.iter().position(|s| *s == low.sm).filter(|k| *k > 0) {
            let sm = sms[k - 1];
            let st = Subtarget {
                sm,
                ptx: sm.min_ptx().max(low.ptx),
            };
            if let Err(m) = self.check(&st) {
                out.push((st, m));
            }
        }
        if let Some(prev) = low.ptx.previous().filter(|p| *p >= low.sm.min_ptx()) {
            let st = Subtarget {
                sm: low.sm,
                ptx: prev,
            };
            if let Err(m) = self.check(&st) {
                out.push((st, m));
            }
        }
        out
    }

    /// The `declare` line of the intrinsic (LLVM 22 spelling).
    pub fn declare(&self) -> String {
        let args: Vec<String> = self.call_args().iter().map(|a| a.ty().ir()).collect();
        format!(
            "declare {} @{}({})",
            self.ret_ir(),
            self.intrinsic,
            args.join(", ")
        )
    }

    fn ret_ir(&self) -> String {
        match self.rets.as_slice() {
            [] => "void".into(),
            [t] => t.ir(),
            ts => format!(
                "{{ {} }}",
                ts.iter().map(|t| t.ir()).collect::<Vec<_>>().join(", ")
            ),
        }
    }

    /// A kernel `@name` that calls the intrinsic once: register arguments come from the kernel's
    /// parameters (pointers into shared, tensor or shared::cluster memory are parameters of that space,
    /// pointers into the other spaces are cast from a generic parameter), immediates are
    /// constants, and every result is stored to `%out`.
    pub fn kernel(&self, name: &str) -> String {
        let mut params = vec!["ptr addrspace(1) %out".to_string()];
        let mut body = String::new();
        let mut call_args = Vec::new();
        for (k, a) in self.call_args().iter().enumerate() {
            match *a {
                Arg::Reg(Ty::V4F32) => {
                    // Four float parameters into a vector (kernels take no vector parameters).
                    let mut v = "poison".to_string();
                    for lane in 0..4 {
                        params.push(format!("float %g{k}_{lane}"));
                        body.push_str(&format!(
                            "  %a{k}_{lane} = insertelement <4 x float> {v}, float %g{k}_{lane}, i32 {lane}\n"
                        ));
                        v = format!("%a{k}_{lane}");
                    }
                    call_args.push(format!("<4 x float> {v}"));
                }
                // A shared (3) or shared::cluster (7) pointer is a kernel parameter of that space
                // (`.param .u64 .ptr .shared`), as LLVM 22 takes it with no cast.
                Arg::Reg(Ty::Ptr(space)) if space > 1 && !matches!(space, 3 | 6 | 7) => {
                    params.push(format!("ptr %g{k}"));
                    body.push_str(&format!(
                        "  %a{k} = addrspacecast ptr %g{k} to ptr addrspace({space})\n"
                    ));
                    call_args.push(format!("ptr addrspace({space}) %a{k}"));
                }
                // An i128 (the clusterlaunchcontrol response, which try_cancel writes to shared
                // memory) and a `<N x i32>` are loaded in the kernel, as a real kernel has them:
                // LLVM 22 takes neither as a kernel parameter the selector here handles.
                Arg::Reg(t @ (Ty::I128 | Ty::VecI32(2..))) => {
                    let space = if t == Ty::I128 { 3 } else { 1 };
                    params.push(format!("ptr addrspace({space}) %g{k}"));
                    body.push_str(&format!(
                        "  %a{k} = load {}, ptr addrspace({space}) %g{k}, align 16\n",
                        t.ir()
                    ));
                    call_args.push(format!("{} %a{k}", t.ir()));
                }
                Arg::Reg(Ty::Ptr(0)) if self.opaque_pointers => {
                    params.push(format!("ptr addrspace(1) %g{k}"));
                    body.push_str(&format!("  %a{k} = load ptr, ptr addrspace(1) %g{k}, align 8\n"));
                    call_args.push(format!("ptr %a{k}"));
                }
                Arg::Reg(Ty::I1) => {
                    // A predicate from a comparison (kernels take no i1 parameters).
                    params.push(format!("i32 %g{k}"));
                    body.push_str(&format!("  %a{k} = icmp ne i32 %g{k}, 0\n"));
                    call_args.push(format!("i1 %a{k}"));
                }
                Arg::Reg(t) => {
                    params.push(format!("{} %a{k}", t.ir()));
                    call_args.push(format!("{} %a{k}", t.ir()));
                }
                Arg::Imm(t, v) | Arg::Const(t, v) => {
                    call_args.push(format!("{} {}", t.ir(), ir_constant(t, v)))
                }
            }
        }
        let call = format!(
            "call {} @{}({})",
            self.ret_ir(),
            self.intrinsic,
            call_args.join(", ")
        );
        match self.rets.as_slice() {
            [] => body.push_str(&format!("  {call}\n")),
            [t] => {
                body.push_str(&format!("  %r = {call}\n"));
                store(&mut body, "%r", *t, 0);
            }
            ts => {
                body.push_str(&format!("  %r = {call}\n"));
                for (i, t) in ts.iter().enumerate() {
                    body.push_str(&format!(
                        "  %r{i} = extractvalue {} %r, {i}\n",
                        self.ret_ir()
                    ));
                    store(&mut body, &format!("%r{i}"), *t, i);
                }
            }
        }
        format!(
            "define ptx_kernel void @{name}({}) {{\n{body}  ret void\n}}\n",
            params.join(", ")
        )
    }

    /// A module of one kernel `@k` for this cell.
    pub fn module(&self) -> String {
        module(&[self], "k")
    }
}

/// A module with one kernel per cell (`@<prefix>0`, `@<prefix>1`...), the declarations once each.
pub fn module(cells: &[&Cell], prefix: &str) -> String {
    let mut declares: Vec<String> = cells.iter().map(|c| c.declare()).collect();
    declares.sort();
    declares.dedup();
    let mut s = String::from("target triple = \"nvptx64-nvidia-cuda\"\n\n");
    for d in declares {
        s.push_str(&d);
        s.push('\n');
    }
    for (i, c) in cells.iter().enumerate() {
        s.push('\n');
        s.push_str(&c.kernel(&format!("{prefix}{i}")));
    }
    s
}

fn ir_constant(t: Ty, v: i64) -> String {
    match t {
        Ty::I1 => (if v != 0 { "true" } else { "false" }).into(),
        Ty::F32 | Ty::F64 => format!("{:.1}", v as f64),
        _ => v.to_string(),
    }
}

fn store(body: &mut String, value: &str, t: Ty, slot: usize) {
    let ptr = if slot == 0 {
        "%out".to_string()
    } else {
        body.push_str(&format!(
            "  %p{slot} = getelementptr i8, ptr addrspace(1) %out, i64 {}\n",
            slot * 16
        ));
        format!("%p{slot}")
    };
    if t == Ty::I1 {
        body.push_str(&format!(
            "  %z{slot} = zext i1 {value} to i32\n  store i32 %z{slot}, ptr addrspace(1) {ptr}, align 16\n"
        ));
    } else {
        // At its natural alignment (LLVM's default data layout aligns i64 and double to 4 only,
        // which would split the store in two).
        body.push_str(&format!(
            "  store {} {value}, ptr addrspace(1) {ptr}, align 16\n",
            t.ir()
        ));
    }
}

/// Turns `{dN}`/`{sN}` into `$d`/`${k}`: the extra results become the first operands (written
/// registers), then the arguments the template names, in argument order.
fn machine_form(ptx: &str, rets: &[Ty], args: &[Arg]) -> MachineForm {
    let mut sources: Vec<usize> = Vec::new();
    for (k, _) in args.iter().enumerate() {
        if ptx.contains(&format!("{{s{k}}}")) {
            sources.push(k);
        }
    }
    let extra = rets.len().saturating_sub(1);
    let mut template = ptx.to_string();
    for (i, t) in rets.iter().enumerate() {
        let to = if i == 0 {
            "$d".to_string()
        } else {
            format!("${{{}}}", i - 1)
        };
        let _ = t;
        template = template.replace(&format!("{{d{i}}}"), &to);
    }
    for (op, &k) in sources.iter().enumerate() {
        template = template.replace(&format!("{{s{k}}}"), &format!("${{{}}}", extra + op));
    }
    let mut operands: Vec<OperandKind> = rets
        .iter()
        .skip(1)
        .map(|t| OperandKind::Def(t.class()))
        .collect();
    for &k in &sources {
        operands.push(match args[k] {
            Arg::Reg(t) => OperandKind::Reg(t.class()),
            Arg::Imm(..) | Arg::Const(..) => OperandKind::Imm,
        });
    }
    MachineForm {
        template,
        operands,
        result: rets.first().map(|t| t.class()),
        sources,
    }
}

/// `shfl.sync.down.b32 ...` with sources (reg, imm, imm) → `SHFL_SYNC_DOWN_B32rii`.
fn derived_record(ptx: &str, args: &[Arg], form: &MachineForm) -> String {
    let opcode = ptx.split_whitespace().next().unwrap_or("");
    let mut name: String = opcode
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect();
    while name.contains("__") {
        name = name.replace("__", "_");
    }
    let name = name.trim_matches('_').to_string();
    let forms: String = form
        .sources
        .iter()
        .map(|&k| {
            if matches!(args[k], Arg::Reg(_)) {
                'r'
            } else {
                'i'
            }
        })
        .collect();
    // A second written register (the predicate of `shfl.sync ... %r|%p`) is another record.
    let extra = match form
        .operands
        .iter()
        .filter(|o| matches!(o, OperandKind::Def(_)))
        .count()
    {
        0 => String::new(),
        1 if form.operands.first() == Some(&OperandKind::Def(RegClass::Pred)) => "_P".to_string(),
        n => format!("_X{}", n + 1),
    };
    format!("{name}{extra}{forms}")
}

/// Every cell of every family, with the index the selector looks names up in.
pub struct Registry {
    /// (family, cell) pairs in family order.
    pub cells: Vec<(&'static Family, Cell)>,
    /// Intrinsic name → cells, the most specific operand form first (exact constants, then
    /// immediates, then registers).
    by_name: BTreeMap<String, Vec<usize>>,
}

static REGISTRY: OnceLock<Registry> = OnceLock::new();
static DESCS: OnceLock<BTreeMap<&'static str, InstrDesc>> = OnceLock::new();

/// The registry, built on first use.
pub fn registry() -> &'static Registry {
    REGISTRY.get_or_init(|| {
        let mut cells = Vec::new();
        for f in FAMILIES {
            for c in (f.cells)() {
                cells.push((*f, c));
            }
        }
        // LLVM keeps some modifiers as immediate operands of one record (the rounding mode of
        // `CVT_f16x2_f32`, the scope of `INT_PTX_ATOM_CAS_32_rr`); here each cell is its own
        // row, so a record shared by different templates is told apart by its PTX opcode.
        let mut templates: BTreeMap<String, std::collections::BTreeSet<String>> = BTreeMap::new();
        for (_, c) in &cells {
            if c.illegal.is_none() {
                templates
                    .entry(c.record.clone())
                    .or_default()
                    .insert(c.form.template.clone());
            }
        }
        for (_, c) in &mut cells {
            let Some(shared) = templates.get(&c.record).filter(|t| t.len() > 1) else {
                continue;
            };
            let opcode = |t: &str| t.split_whitespace().next().unwrap_or("").to_string();
            let distinct_opcodes = shared
                .iter()
                .map(|t| opcode(t))
                .collect::<std::collections::BTreeSet<_>>()
                .len()
                == shared.len();
            // The opcode when it tells the templates apart, else the fixed operands too
            // (`MOV_SPECIAL<mov.b32 %envreg3>`).
            let tag = if distinct_opcodes {
                opcode(&c.ptx)
            } else {
                c.ptx
                    .split_whitespace()
                    .filter(|w| !w.contains('{'))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            c.record = format!("{}<{tag}>", c.record);
        }
        let mut by_name: BTreeMap<String, Vec<usize>> = BTreeMap::new();
        for (i, (_, c)) in cells.iter().enumerate() {
            by_name.entry(c.intrinsic.clone()).or_default().push(i);
        }
        let specificity = |c: &Cell| {
            let consts = c
                .args
                .iter()
                .filter(|a| matches!(a, Arg::Const(..)))
                .count();
            let imms = c.args.iter().filter(|a| matches!(a, Arg::Imm(..))).count();
            (std::cmp::Reverse(consts), std::cmp::Reverse(imms))
        };
        for list in by_name.values_mut() {
            list.sort_by_key(|&i| (specificity(&cells[i].1), i));
        }
        Registry { cells, by_name }
    })
}

impl Registry {
    /// The cells of `intrinsic`, most specific first.
    pub fn lookup(&self, intrinsic: &str) -> impl Iterator<Item = &(&'static Family, Cell)> {
        self.by_name
            .get(intrinsic)
            .into_iter()
            .flatten()
            .map(|&i| &self.cells[i])
    }

    /// The cells of one family.
    pub fn family_cells<'a>(&'a self, id: &'a str) -> impl Iterator<Item = &'a Cell> + 'a {
        self.cells
            .iter()
            .filter(move |(f, _)| f.id == id)
            .map(|(_, c)| c)
    }
}

/// The machine-instruction row of a family record (`mir::instrs::find` falls back to this).
pub fn instr_desc(name: &str) -> Option<&'static InstrDesc> {
    DESCS
        .get_or_init(|| {
            let mut m = BTreeMap::new();
            for (_, c) in &registry().cells {
                if c.illegal.is_some() {
                    continue;
                }
                m.entry(c.record.as_str()).or_insert(InstrDesc {
                    name: c.record.as_str(),
                    template: c.form.template.as_str(),
                    operands: c.form.operands.as_slice(),
                    result: c.form.result,
                });
            }
            m
        })
        .get(name)
}

/// The family table and cell key a selection record names (its `family` and `cell` pairs).
pub fn used_cell(pairs: &[(String, String)]) -> Option<(&'static str, String)> {
    let get = |k: &str| pairs.iter().find(|(a, _)| a == k).map(|(_, v)| v);
    let family = FAMILIES
        .iter()
        .find(|f| Some(&f.id.to_string()) == get("family"))?;
    Some((family.table_id(), get("cell")?.clone()))
}

/// One table per family for the explorer: the cell, its axes, intrinsic, record, PTX and gate.
pub fn tables() -> Vec<crate::tables::Table> {
    FAMILIES
        .iter()
        .map(|f| {
            let mut columns = vec!["cell"];
            columns.extend_from_slice(f.axes);
            columns.extend_from_slice(&["intrinsic", "record", "PTX", "needs"]);
            let rows = registry()
                .family_cells(f.id)
                .map(|c| {
                    let mut row = vec![c.key()];
                    row.extend(c.axes.iter().cloned());
                    row.push(c.intrinsic.clone());
                    row.push(c.llvm_record.clone().unwrap_or_else(|| {
                        if c.record.is_empty() {
                            String::new()
                        } else {
                            format!("{} (no LLVM name)", c.record)
                        }
                    }));
                    row.push(c.ptx.clone());
                    row.push(c.describe_gates());
                    row
                })
                .collect();
            crate::tables::Table {
                id: f.table_id(),
                title: f.title,
                source: f.source,
                columns,
                rows,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests;
