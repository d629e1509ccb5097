//! Layer 1's family dispatch: an intrinsic node's name is looked up once in the registry, the first
//! cell whose operand forms fit is taken, its gates are checked against the subtarget, and one
//! machine instruction is emitted with the cell's template and written registers.

use super::{Arg, Cell, Family, registry};
use crate::dag::{Isd, NodeId, Opcode, Payload};
use crate::diag::{Diagnostic, Span};
use crate::isel::{BlockCx, DirectInst, DirectOp, PHASE};

/// What the family dispatch made of a node.
pub(in crate::isel) enum FamilyOutcome {
    /// No family has the intrinsic: the older layer-1 cases and layers 2 and 3 try it.
    NotAFamily,
    /// A family took it.
    Selected(DirectInst),
    /// A family has the intrinsic but refuses it here (a gate failed or the combination is
    /// illegal): the diagnostic, and no later layer tries it.
    Refused(Diagnostic),
}

impl BlockCx<'_> {
    /// The family dispatch of node `n`; `cell` receives the (axis, value) pairs for the trace.
    pub(in crate::isel) fn family_select(
        &self,
        n: NodeId,
        cell: &mut Vec<(String, String)>,
    ) -> FamilyOutcome {
        let node = self.dag.node(n);
        let Payload::Intrinsic(name) = &node.payload else {
            return FamilyOutcome::NotAFamily;
        };
        let args = match node.opcode {
            Opcode::Isd(Isd::IntrinsicWChain | Isd::IntrinsicVoid) => {
                node.ops.get(1..).unwrap_or(&[])
            }
            Opcode::Isd(Isd::IntrinsicWoChain) => &node.ops[..],
            _ => return FamilyOutcome::NotAFamily,
        };
        let mut candidates = registry().lookup(name).peekable();
        if candidates.peek().is_none() {
            return FamilyOutcome::NotAFamily;
        }
        let span = node.source.unwrap_or(Span::start());
        let fits = |c: &Cell| {
            c.dag_args.len() == args.len()
                && c.dag_args.iter().zip(args).all(|(a, v)| {
                    let payload = &self.dag.node(v.node).payload;
                    let constant = match *payload {
                        Payload::Constant(k) => {
                            Some(crate::dag::truncate_signed(k, self.dag.vt(*v).bits()))
                        }
                        _ => None,
                    };
                    let fp_constant = matches!(payload, Payload::ConstantFp(_));
                    match *a {
                        Arg::Reg(_) => true,
                        Arg::Imm(..) => constant.is_some() || fp_constant,
                        Arg::Const(_, want) => constant == Some(i128::from(want)),
                    }
                })
        };
        let Some((family, c)) = candidates.find(|(_, c)| fits(c)) else {
            cell.push((
                "family".into(),
                "declined: no cell has these operand forms".into(),
            ));
            let first = registry()
                .lookup(name)
                .next()
                .map(|(f, _)| f.id)
                .unwrap_or("");
            cell.push(("family id".into(), first.into()));
            return FamilyOutcome::NotAFamily;
        };
        if c.by_matcher {
            // Layer 3 selects it; `matcher_cell` names the cell there.
            return FamilyOutcome::NotAFamily;
        }
        cell.extend(trace_pairs(family, c));
        if let Some(m) = &c.illegal {
            cell.push(("refused".into(), m.clone()));
            return FamilyOutcome::Refused(Diagnostic::error(PHASE, span, m.clone()));
        }
        cell.push(("record".into(), c.record.clone()));
        cell.push(("needs".into(), c.describe_gates()));
        if let Err(m) = c.check(self.subtarget) {
            cell.push(("refused".into(), m.clone()));
            return FamilyOutcome::Refused(Diagnostic::error(PHASE, span, m));
        }
        let mut ops: Vec<DirectOp> = c
            .dag_rets
            .iter()
            .enumerate()
            .skip(1)
            .map(|(i, t)| DirectOp::Def(t.class(), i as u16))
            .collect();
        for &k in &c.form.sources {
            let v = args[k];
            ops.push(match c.dag_args[k] {
                Arg::Reg(_) => DirectOp::Value(v),
                // An integer or float immediate as the printer spells it (`1`, `0f3F800000`).
                Arg::Imm(..) | Arg::Const(..) => match self.imm_of(v) {
                    Some(imm) => DirectOp::Fixed(imm),
                    None => DirectOp::Value(v),
                },
            });
        }
        // The registry lives for the whole run, so its record names are 'static.
        FamilyOutcome::Selected(DirectInst {
            opcode: c.record.as_str(),
            ops,
            space: "",
            volatile: false,
        })
    }

    /// The cell of node `n` when the MatcherTable selects it ([`Cell::by_matcher`]): layer 3
    /// checks its gates, names it in the trace and emits its record.
    pub(in crate::isel) fn matcher_cell(
        &self,
        n: NodeId,
    ) -> Option<(&'static Family, &'static Cell)> {
        let node = self.dag.node(n);
        let Payload::Intrinsic(name) = &node.payload else {
            return None;
        };
        if node.opcode != Opcode::Isd(Isd::IntrinsicWoChain) || !node.ops.is_empty() {
            return None;
        }
        registry()
            .lookup(name)
            .find(|(_, c)| c.by_matcher && c.args.is_empty())
            .map(|(f, c)| (*f, c))
    }
}

/// The trace's (axis, value) pairs naming a family cell: `family`, `cell`, then every axis.
pub(in crate::isel) fn trace_pairs(family: &Family, c: &Cell) -> Vec<(String, String)> {
    let mut out = vec![
        ("family".to_string(), family.id.to_string()),
        ("cell".to_string(), c.key()),
    ];
    out.extend(
        family
            .axes
            .iter()
            .zip(&c.axes)
            .map(|(a, v)| (a.to_string(), v.clone())),
    );
    out
}
