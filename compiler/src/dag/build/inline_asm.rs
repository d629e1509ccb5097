//! Inline assembly (`call asm "...", "=r,r,n"(...)`): the DAG build makes one `inlineasm`
//! node, as SelectionDAGBuilder::visitInlineAsm makes `ISD::INLINEASM`.
//!
//! ```text
//!   tN: i32,ch = inlineasm tChain, TargetExternalSymbol:i64'add.u32 $0, $1, $2;',
//!                TargetExternalSymbol:i64'=r,r,r', t(input 1), t(input 2)
//! ```
//!
//! The template and the constraint string travel as two symbol operands; the outputs are the
//! node's results (LLVM returns them through CopyFromReg of the output registers; here the node
//! defines them directly), the inputs follow in constraint order. As in visitInlineAsm, an asm
//! that is `sideeffect` takes the chain after the pending loads, and only an asm with a side
//! effect, a `~{memory}` clobber or no results becomes the new root: a pure asm (no
//! `sideeffect`, no memory, `memory(none)` in clang's output) whose results are unused is dead
//! and is deleted with the other dead nodes, as LLVM deletes it (cooperative groups' shared
//! memory base, `mov.u32 start, %reserved_smem_offset_1`, which ptxas refuses below PTX 7.6). The selector prints the template with `$N` replaced by the
//! operands (outputs first, then inputs) as NVPTX's AsmPrinter does.
//!
//! Constraints handled, with NVPTX's register classes: `r` (b32), `l` (b64), `h` (b16), `c`
//! (an i8 in a b16 register: widened going in, truncated coming out, as i8 is no legal type),
//! `f` (f32 in b32), `d` (f64 in b64), `b` (an i1 in a predicate), `n` (an immediate, printed as is), clobbers
//! (`~{...}`), and tied inputs (a matching constraint `"N"`: the input lives in output N's
//! register; as LLVM's TwoAddressInstruction pass does, the selector copies the input into that
//! register before the asm, and `$k` of the input prints output N's register). Anything else
//! (memory operands, `${N:modifier}`) is a positioned "not supported yet".

use super::{BlockBuilder, Built};
use crate::dag::{Isd, Mvt, Payload, SdValue};
use crate::diag::Span;
use crate::ir::module::InstId;

/// One operand constraint: output or input, and its letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Constraint {
    /// `=`: the asm writes it.
    pub output: bool,
    /// The letter (`r`, `l`, `h`, `c`, `f`, `d`, `b`, `n`; `0` for a tied input).
    pub letter: char,
    /// A tied input (constraint `"N"`): the output N whose register it shares.
    pub tied: Option<u16>,
}

/// Parses the constraint string into the operand constraints (clobbers dropped), or says which
/// one is not handled.
pub fn parse_constraints(s: &str) -> Result<Vec<Constraint>, String> {
    let mut out = Vec::new();
    if s.is_empty() {
        return Ok(out);
    }
    for c in s.split(',') {
        if c.starts_with('~') {
            continue;
        }
        let (output, body) = match c.strip_prefix('=') {
            Some(b) => (true, b),
            None => (false, c),
        };
        match body {
            "r" | "l" | "h" | "c" | "f" | "d" | "b" => out.push(Constraint { output, letter: body.chars().next().unwrap_or('r'), tied: None }),
            "n" if !output => out.push(Constraint { output, letter: 'n', tied: None }),
            _ if !output && !body.is_empty() && body.bytes().all(|b| b.is_ascii_digit()) => match body.parse::<u16>() {
                Ok(k) => out.push(Constraint { output, letter: '0', tied: Some(k) }),
                Err(_) => return Err(format!("inline asm constraint '{c}' is not supported yet")),
            },
            _ => return Err(format!("inline asm constraint '{c}' is not supported yet")),
        }
    }
    let outputs = out.iter().filter(|c| c.output).count();
    for c in &out {
        if let Some(k) = c.tied {
            if usize::from(k) >= outputs {
                return Err(format!("inline asm constraint '{k}' ties an input to output {k}, but there are {outputs} output(s)"));
            }
            if out.iter().filter(|d| d.tied == Some(k)).count() > 1 {
                return Err(format!("inline asm constraint '{k}': output {k} is tied to more than one input"));
            }
        }
    }
    Ok(out)
}

/// Whether the `$N` references of `template` are plain (`$0`, `$12`, `$$`), the only form
/// the printer substitutes.
pub fn plain_references(template: &str) -> bool {
    let b = template.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'$' {
            match b.get(i + 1) {
                Some(d) if d.is_ascii_digit() || *d == b'$' => {}
                _ => return false,
            }
            i += 1;
        }
        i += 1;
    }
    true
}

impl BlockBuilder<'_, '_> {
    /// Builds the `inlineasm` node of call `id` to inline asm number `asm`.
    pub(super) fn visit_inline_asm(&mut self, id: InstId, asm: u32, span: Span) -> Built<()> {
        let m = self.cx.m;
        let f = self.cx.f;
        let inst = f.inst(id);
        let Some(ia) = m.inline_asm.get(asm as usize) else {
            return Err(self.cx.error(span, "SelectionDAG build: inline asm without a body"));
        };
        let template = String::from_utf8_lossy(&ia.template).into_owned();
        let constraints = String::from_utf8_lossy(&ia.constraints).into_owned();
        let unsupported = |why: String| self.cx.error(span, format!("SelectionDAG build: {why}"));
        let parsed = parse_constraints(&constraints).map_err(unsupported)?;
        if !plain_references(&template) {
            return Err(self.cx.error(span, "SelectionDAG build: inline asm operand modifiers (${N:x}) are not supported yet"));
        }
        let ir_vts = self.cx.vts_of(inst.ty, span)?;
        // An i8 output (`=c`) comes out of a b16 register.
        let out_vts: Vec<Mvt> = ir_vts.iter().map(|&vt| if vt == Mvt::I8 { Mvt::I16 } else { vt }).collect();
        let outputs = parsed.iter().filter(|c| c.output).count();
        let args = &inst.operands[..inst.operands.len().saturating_sub(1)];
        let inputs: Vec<&Constraint> = parsed.iter().filter(|c| !c.output).collect();
        if outputs != out_vts.len() || inputs.len() != args.len() {
            return Err(self.cx.error(span, format!("SelectionDAG build: inline asm constraints '{constraints}' do not match its {} result(s) and {} argument(s)", out_vts.len(), args.len())));
        }
        for vt in &out_vts {
            if !matches!(*vt, Mvt::I1 | Mvt::I16 | Mvt::I32 | Mvt::I64 | Mvt::F32 | Mvt::F64 | Mvt::F16) {
                return Err(self.cx.error(span, format!("SelectionDAG build: inline asm output of type {vt} is not supported yet")));
            }
        }
        for c in &inputs {
            if let Some(k) = c.tied {
                if out_vts[usize::from(k)] != ir_vts[usize::from(k)] {
                    return Err(self.cx.error(span, format!("SelectionDAG build: inline asm input tied to the i8 output {k} is not supported yet")));
                }
            }
        }
        let side_effect = ia.keywords.iter().any(|k| k == "sideeffect");
        let memory = constraints.split(',').any(|c| c.trim() == "~{memory}");
        let chain = if side_effect { self.flush()? } else { self.root };
        let tsym = self.dag.get_node(Isd::TargetExternalSymbol, &[Mvt::I64], &[], Payload::Symbol(template), None)?;
        let csym = self.dag.get_node(Isd::TargetExternalSymbol, &[Mvt::I64], &[], Payload::Symbol(constraints), None)?;
        let mut ops = vec![chain, SdValue::new(tsym, 0), SdValue::new(csym, 0)];
        for (&a, c) in args.iter().zip(&inputs) {
            let v = self.get1(a, span)?;
            if c.letter == 'n' && !matches!(self.dag.node(v.node).payload, Payload::Constant(_)) {
                return Err(self.cx.error(span, "SelectionDAG build: inline asm 'n' operand is not a constant"));
            }
            if c.letter == 'b' && self.dag.vt(v) != Mvt::I1 {
                return Err(self.cx.error(span, format!("SelectionDAG build: inline asm 'b' operand has type {}, not i1", self.dag.vt(v))));
            }
            // An i8 input goes in a b16 register.
            let v = if self.dag.vt(v) == Mvt::I8 { self.node1(Isd::AnyExtend, Mvt::I16, &[v], crate::dag::NodeFlags::default(), span)? } else { v };
            if let Some(k) = c.tied {
                let want = out_vts[usize::from(k)];
                if self.dag.vt(v) != want {
                    return Err(self.cx.error(span, format!("SelectionDAG build: inline asm input tied to output {k} has type {}, the output {want}", self.dag.vt(v))));
                }
            }
            ops.push(v);
        }
        let mut vts = out_vts.clone();
        vts.push(Mvt::Other);
        let n = self.dag.get_node(Isd::InlineAsm, &vts, &ops, Payload::None, Some(span))?;
        if side_effect || memory || out_vts.is_empty() {
            self.root = SdValue::new(n, out_vts.len() as u16);
        }
        let mut results = Vec::with_capacity(ir_vts.len());
        for (k, &vt) in ir_vts.iter().enumerate() {
            let r = SdValue::new(n, k as u16);
            results.push(if vt == Mvt::I8 { self.node1(Isd::Truncate, Mvt::I8, &[r], crate::dag::NodeFlags::default(), span)? } else { r });
        }
        self.set(id, results)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constraints_split_outputs_inputs_and_clobbers() {
        let c = parse_constraints("=r,=l,r,n,~{memory}").unwrap();
        assert_eq!(c.len(), 4);
        assert!(c[0].output && c[1].output && !c[2].output);
        assert_eq!(c[3].letter, 'n');
        assert!(parse_constraints("").unwrap().is_empty());
        let tied = parse_constraints("=r,=f,r,1,0").unwrap();
        assert_eq!((tied[3].tied, tied[4].tied, tied[2].tied), (Some(1), Some(0), None));
        assert!(parse_constraints("=r,1").unwrap_err().contains("1 output(s)"));
        assert!(parse_constraints("=r,0,0").unwrap_err().contains("more than one input"));
        assert!(parse_constraints("=r,r,12x").is_err());
        assert_eq!(parse_constraints("=c").unwrap()[0].letter, 'c');
        assert!(parse_constraints("=m").is_err());
        assert_eq!(parse_constraints("=b,b").unwrap()[1].letter, 'b');
    }

    #[test]
    fn operand_modifiers_are_not_plain() {
        assert!(plain_references("add.u32 $0, $1, $2; // $$"));
        assert!(!plain_references("mov.b32 ${0:r}, 1;"));
    }
}
