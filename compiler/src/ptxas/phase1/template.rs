//! Phase 1 rules as data: a 1:1 or 1:N rule whose SASS is a fixed sequence of instructions over
//! the PTX operands is a list of [`Template`]s (opcode, modifiers, operands each naming where its
//! value comes from), which [`Conv::apply`] emits and the explorer's rule table prints. Rules that
//! compute (slow paths, address arithmetic, operand-dependent choices) keep a Rust body
//! ([`Body::Rust`]).

use super::*;

/// What a rule does with the instruction it takes.
#[derive(Clone, Copy)]
pub enum Body {
    /// Emits these instructions (the PTX operands mapped as each operand says).
    Emit(&'static [Template]),
    /// Computes its instructions.
    Rust(fn(&mut Conv, &Instruction) -> Res<()>),
}

/// One SASS instruction of a rule: `opcode.mods operands`.
#[derive(Clone, Copy, Debug)]
pub struct Template {
    /// The SASS opcode.
    pub opcode: &'static str,
    /// Its modifiers.
    pub mods: &'static [Mod],
    /// How many leading operands are results.
    pub defs: usize,
    /// The operands.
    pub operands: &'static [Op],
}

/// A modifier of a template.
#[derive(Clone, Copy, Debug)]
pub enum Mod {
    /// Always written.
    Always(&'static str),
    /// Written when the PTX instruction has the modifier (`If(".ftz", "FTZ")`).
    If(&'static str, &'static str),
}

/// Where an operand's value comes from.
#[derive(Clone, Copy, Debug)]
pub enum Src {
    /// PTX operand `k` as a 32-bit result register.
    Dst(u8),
    /// PTX operand `k` as a predicate result (`_` is `PT`).
    DstPred(u8),
    /// PTX operand `k` as a 32-bit integer source (a register or an immediate).
    Int(u8),
    /// PTX operand `k` as a 32-bit integer source in a register (an immediate is moved first).
    IntReg(u8),
    /// PTX operand `k` as an f32 source in a register.
    F32Reg(u8),
    /// PTX operand `k` as a predicate source.
    Pred(u8),
    /// `RZ`.
    Rz,
    /// `PT`.
    Pt,
    /// An immediate.
    Imm(i64),
}

/// One operand of a template: its value and its `-`, `|..|` and `!` decorations.
#[derive(Clone, Copy, Debug)]
pub struct Op {
    /// Where the value comes from.
    pub src: Src,
    /// `-x`.
    pub neg: bool,
    /// `|x|`.
    pub abs: bool,
    /// `!p`.
    pub not: bool,
}

impl Op {
    /// The plain operand.
    pub const fn of(src: Src) -> Op {
        Op { src, neg: false, abs: false, not: false }
    }
    /// `-x`.
    pub const fn neg(self) -> Op {
        Op { neg: true, ..self }
    }
    /// `|x|`.
    pub const fn abs(self) -> Op {
        Op { abs: true, ..self }
    }
    /// `!p`.
    pub const fn not(self) -> Op {
        Op { not: true, ..self }
    }
}

/// Shorthands for the rule tables.
pub mod t {
    use super::{Op, Src};
    /// The result `d` (PTX operand 0).
    pub const D: Op = Op::of(Src::Dst(0));
    /// The predicate result `p` (PTX operand 0).
    pub const DP: Op = Op::of(Src::DstPred(0));
    /// Integer source `k`.
    pub const fn int(k: u8) -> Op {
        Op::of(Src::Int(k))
    }
    /// Integer source `k` in a register.
    pub const fn int_reg(k: u8) -> Op {
        Op::of(Src::IntReg(k))
    }
    /// f32 source `k` in a register.
    pub const fn f32_reg(k: u8) -> Op {
        Op::of(Src::F32Reg(k))
    }
    /// Predicate source `k`.
    pub const fn pred(k: u8) -> Op {
        Op::of(Src::Pred(k))
    }
    /// `RZ`.
    pub const RZ: Op = Op::of(Src::Rz);
    /// `PT`.
    pub const PT: Op = Op::of(Src::Pt);
    /// An immediate.
    pub const fn imm(v: i64) -> Op {
        Op::of(Src::Imm(v))
    }
}

impl Src {
    /// The PTX operand it reads, if any.
    fn ptx_operand(self) -> Option<u8> {
        match self {
            Src::Dst(k) | Src::DstPred(k) | Src::Int(k) | Src::IntReg(k) | Src::F32Reg(k) | Src::Pred(k) => Some(k),
            Src::Rz | Src::Pt | Src::Imm(_) => None,
        }
    }
}

/// How many PTX operands a rule's templates read.
fn arity(templates: &[Template]) -> usize {
    templates.iter().flat_map(|t| t.operands).filter_map(|o| o.src.ptx_operand()).map(|k| k as usize + 1).max().unwrap_or(0)
}

/// The templates as the explorer prints them: `IADD3 d, -a, RZ, RZ`, the PTX operands named
/// `d, a, b, c` in order, conditional modifiers in brackets (`FADD[.FTZ if .ftz]`).
pub fn render(templates: &[Template]) -> String {
    const NAMES: [&str; 6] = ["d", "a", "b", "c", "e", "f"];
    let op = |o: &Op| {
        let base = match o.src {
            Src::Dst(k) | Src::DstPred(k) | Src::Int(k) | Src::IntReg(k) | Src::F32Reg(k) | Src::Pred(k) => NAMES.get(k as usize).copied().unwrap_or("?").to_string(),
            Src::Rz => "RZ".into(),
            Src::Pt => "PT".into(),
            Src::Imm(v) => format!("{v:#x}"),
        };
        let base = if o.abs { format!("|{base}|") } else { base };
        let base = if o.neg { format!("-{base}") } else { base };
        if o.not { format!("!{base}") } else { base }
    };
    templates
        .iter()
        .map(|t| {
            let mods: String = t
                .mods
                .iter()
                .map(|m| match m {
                    Mod::Always(s) => format!(".{s}"),
                    Mod::If(p, s) => format!("[.{s} if {p}]"),
                })
                .collect();
            format!("{}{mods} {}", t.opcode, t.operands.iter().map(op).collect::<Vec<_>>().join(", "))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

impl Conv {
    /// Emits a data rule's templates for `i`.
    pub(super) fn apply(&mut self, templates: &[Template], i: &Instruction) -> Res<()> {
        let ops = self.ops(i, arity(templates))?;
        for t in templates {
            let mut operands = Vec::with_capacity(t.operands.len());
            for o in t.operands {
                let mut x = match o.src {
                    Src::Dst(k) => self.d32(&ops[k as usize])?,
                    Src::DstPred(k) => self.dpred(&ops[k as usize])?,
                    Src::Int(k) => self.r32(&ops[k as usize])?,
                    Src::IntReg(k) => {
                        let x = self.r32(&ops[k as usize])?;
                        self.in_reg(x)
                    }
                    Src::F32Reg(k) => {
                        let x = self.f32src(&ops[k as usize])?;
                        self.in_reg(x)
                    }
                    Src::Pred(k) => self.psrc(&ops[k as usize])?,
                    Src::Rz => rz(),
                    Src::Pt => pt(),
                    Src::Imm(v) => imm(v),
                };
                if o.neg {
                    x = x.negated();
                }
                if o.abs {
                    x = x.absolute();
                }
                if o.not {
                    x = x.inverted();
                }
                operands.push(x);
            }
            let mods: Vec<&str> = t
                .mods
                .iter()
                .filter_map(|m| match m {
                    Mod::Always(s) => Some(*s),
                    Mod::If(p, s) => i.has_modifier(p).then_some(*s),
                })
                .collect();
            self.emit(t.opcode, &mods, t.defs, operands);
        }
        Ok(())
    }
}
