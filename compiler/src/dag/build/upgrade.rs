//! The older NVVM intrinsic spellings LLVM 22 still reads: its AutoUpgrade rewrites each into
//! the generic operation it stands for before code generation (what `llvm-as-22 | llvm-dis-22`
//! prints for them), and here each is built directly as that operation:
//!
//! * `llvm.nvvm.abs.{i,ll}` → `abs`; `brev{32,64}` → `bitreverse`; `popc.{i,ll}` → `ctpop`,
//!   `clz.{i,ll}` → `ctlz` (the 64-bit count truncated to the i32 result);
//! * `max`/`min.{i,ui,ll,ull}` → `smax`/`umax`/`smin`/`umin`;
//! * `bitcast.{f2i,i2f,ll2d,d2ll}` → `bitcast`; `h2f` → `bitcast` to half and `fp_extend`;
//! * `rotate.b32(x, n)` / `rotate.b64(x, n)` → `fshl(x, x, n)`, `rotate.right.b64` → `fshr`
//!   (the i32 amount zero-extended to i64);
//! * `ptr.gen.to.<space>` / `ptr.<space>.to.gen` → `addrspacecast`;
//! * `bar.sync(id)` → `barrier.cta.sync.aligned.all(id)`; `barrier0.{popc,and,or}(x)` →
//!   `barrier.cta.red.{popc,and,or}.aligned.all(0, x != 0)` (the i1 of and/or zero-extended).

use super::{BlockBuilder, Built};
use crate::dag::{CondCode, Isd, Mvt, NodeFlags, Payload, SdValue};
use crate::diag::Span;
use crate::ir::module::{InstId, Value};
use crate::ir::types::Type;

/// The address space a `ptr.gen.to.<space>` / `ptr.<space>.to.gen` name means.
fn space(word: &str) -> Option<i64> {
    match word {
        "global" => Some(1),
        "shared" => Some(3),
        "constant" => Some(4),
        "local" => Some(5),
        _ => None,
    }
}

/// What an upgraded name becomes: one node over the operands, or a cast between spaces.
enum Upgrade {
    Node(Isd),
    Clz,
    Rotate(Isd),
    Cast(i64, i64),
    H2F,
    Rename(&'static str),
    /// `barrier0.<op>(x)` → `barrier.cta.red.<op>.aligned.all(0, x != 0)`, an i1 result zero-extended.
    BarrierRed(&'static str),
}

fn upgrade_of(name: &str) -> Option<Upgrade> {
    let rest = name.strip_prefix("llvm.nvvm.")?;
    Some(match rest {
        "abs.i" | "abs.ll" => Upgrade::Node(Isd::Abs),
        "brev32" | "brev64" => Upgrade::Node(Isd::BitReverse),
        "popc.i" | "popc.ll" => Upgrade::Node(Isd::CtPop),
        "clz.i" | "clz.ll" => Upgrade::Clz,
        "max.i" | "max.ll" => Upgrade::Node(Isd::SMax),
        "max.ui" | "max.ull" => Upgrade::Node(Isd::UMax),
        "min.i" | "min.ll" => Upgrade::Node(Isd::SMin),
        "min.ui" | "min.ull" => Upgrade::Node(Isd::UMin),
        "bitcast.f2i" | "bitcast.i2f" | "bitcast.ll2d" | "bitcast.d2ll" => Upgrade::Node(Isd::Bitcast),
        "h2f" => Upgrade::H2F,
        "rotate.b32" | "rotate.b64" => Upgrade::Rotate(Isd::FShL),
        "rotate.right.b64" => Upgrade::Rotate(Isd::FShR),
        "bar.sync" => Upgrade::Rename("llvm.nvvm.barrier.cta.sync.aligned.all"),
        "barrier0.popc" => Upgrade::BarrierRed("llvm.nvvm.barrier.cta.red.popc.aligned.all"),
        "barrier0.and" => Upgrade::BarrierRed("llvm.nvvm.barrier.cta.red.and.aligned.all"),
        "barrier0.or" => Upgrade::BarrierRed("llvm.nvvm.barrier.cta.red.or.aligned.all"),
        _ => {
            let cast = rest.strip_prefix("ptr.")?;
            let (from, to) = cast.split_once(".to.")?;
            let to = to.split('.').next()?;
            match (from, to) {
                ("gen", s) => Upgrade::Cast(0, space(s)?),
                (s, "gen") => Upgrade::Cast(space(s)?, 0),
                _ => return None,
            }
        }
    })
}

/// `llvm.nvvm.isspacep.<space>` of an address whose space is known (InferAddressSpaces, which
/// llc-22 runs before selection, folds it): whether that space is the one asked about.
fn isspacep_known(name: &str, known: u32) -> Option<bool> {
    let asked = name.strip_prefix("llvm.nvvm.isspacep.")?;
    Some(match asked {
        "global" => known == 1,
        "shared" => known == 3,
        "const" => known == 4,
        "local" => known == 5,
        "shared.cluster" => known == 3 || known == 7,
        _ => return None,
    })
}

impl BlockBuilder<'_, '_> {
    /// `llvm.nvvm.isspacep.*` of an address of a known space (a kernel's pointer parameter is a
    /// global address) is that constant; `None` otherwise.
    pub(super) fn visit_known_isspacep(&mut self, id: InstId, name: &str) -> Option<Built<()>> {
        let (m, f) = (self.cx.m, self.cx.f);
        let inst = f.inst(id);
        let arg = *inst.operands.first()?;
        // NVPTXLowerArgs: every generic pointer parameter of a kernel (not byval) is global.
        let kernel_param = match arg {
            Value::Arg(i) => self.cx.kernel
                && f.params.get(i as usize).is_some_and(|p| matches!(m.types.get(p.ty), Type::Ptr(0)) && !p.attrs.iter().any(|a| a.starts_with("byval"))),
            _ => false,
        };
        let known = self.cx.globals.space_of(&arg).or(kernel_param.then_some(1))?;
        let yes = isspacep_known(name, known)?;
        Some((|| {
            let v = self.dag.constant(i128::from(yes), Mvt::I1)?;
            self.set(id, vec![v])
        })())
    }

    /// An older NVVM spelling LLVM 22 upgrades, built as what it upgrades to; `None` for any
    /// other name.
    pub(super) fn visit_upgraded_intrinsic(&mut self, id: InstId, name: &str, span: Span, flags: NodeFlags) -> Option<Built<()>> {
        let up = upgrade_of(name)?;
        Some(self.build_upgraded(id, up, span, flags))
    }

    fn build_upgraded(&mut self, id: InstId, up: Upgrade, span: Span, flags: NodeFlags) -> Built<()> {
        if let Upgrade::Rename(to) = up {
            return self.visit_target_intrinsic(id, to, span);
        }
        let f = self.cx.f;
        let inst = f.inst(id);
        let args: Vec<_> = inst.operands[..inst.operands.len().saturating_sub(1)].to_vec();
        let vt = self.cx.vts_of(inst.ty, span)?.first().copied().unwrap_or(Mvt::I32);
        let mut ops = Vec::new();
        for &a in &args {
            ops.push(self.get1(a, span)?);
        }
        let none = NodeFlags::default();
        let v = match up {
            Upgrade::Node(isd) => self.node1(isd, vt, &ops, flags, span)?,
            Upgrade::Clz => {
                let wide = self.dag.vt(ops[0]);
                let n = self.node1(Isd::CtLz, wide, &ops[..1], none, span)?;
                if wide == vt { n } else { self.node1(Isd::Truncate, vt, &[n], none, span)? }
            }
            Upgrade::Rotate(isd) => {
                let mut amount = ops[1];
                if self.dag.vt(amount) != vt {
                    amount = self.node1(Isd::ZeroExtend, vt, &[amount], none, span)?;
                }
                self.node1(isd, vt, &[ops[0], ops[0], amount], none, span)?
            }
            Upgrade::H2F => {
                let h = self.node1(Isd::Bitcast, Mvt::F16, &ops[..1], none, span)?;
                self.node1(Isd::FpExtend, vt, &[h], none, span)?
            }
            Upgrade::Cast(from, to) => SdValue::new(self.dag.get_node(Isd::AddrSpaceCast, &[vt], &ops[..1], Payload::Target(vec![from, to]), Some(span))?, 0),
            Upgrade::BarrierRed(to) => {
                let x = ops[0];
                let zero = self.dag.constant(0, self.dag.vt(x))?;
                let ne = self.dag.get_node(Isd::CondCode, &[Mvt::Other], &[], Payload::Cond(CondCode::Ne), None)?;
                let pred = self.node1(Isd::SetCC, Mvt::I1, &[x, zero, SdValue::new(ne, 0)], none, span)?;
                let id0 = self.dag.constant(0, Mvt::I32)?;
                let red_vt = if to.contains(".popc.") { Mvt::I32 } else { Mvt::I1 };
                let chain = self.flush()?;
                let n = self.dag.get_node(Isd::IntrinsicWChain, &[red_vt, Mvt::Other], &[chain, id0, pred], Payload::Intrinsic(to.to_string()), Some(span))?;
                self.root = SdValue::new(n, 1);
                let r = SdValue::new(n, 0);
                if red_vt == vt { r } else { self.node1(Isd::ZeroExtend, vt, &[r], none, span)? }
            }
            Upgrade::Rename(_) => unreachable!("handled above"),
        };
        self.set(id, vec![v])
    }
}
