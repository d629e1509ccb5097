//! ptxas Phase 2 (seed 004, "Phase 2: Ori-to-SASS Selection & Encoding"): after allocation and
//! scheduling, every instruction is matched against the templates of its instruction class, the
//! winner's encoding slot is looked up, the modifier dispatchers turn property-bag values into
//! encoded fields, and MercExpand expands what is still a pseudo-instruction (the kernel tail).
//!
//! ```text
//!  SetProperties      the node's property bag: Phase 1's fields (33 width, 22 sign, 345 rounding
//!                     selector, 301 FTZ, ...) plus what the modifiers imply where Phase 1 set
//!                     nothing, and 480 (format class) from the source operand kinds
//!  operand records    per operand: type tag (1 immediate, 2 GPR, 3 predicate, 6 special, 15
//!                     uniform, ...), primary class (1023 = unconstrained: RZ, PT, an operand with
//!                     no virtual register) and secondary class (the register file the virtual
//!                     register was allocated in: 1 = 32-bit, 2 = pair, 3 = quad, 4 = predicate)
//!  matchers           one per template (= one form of the encoding table) of the instruction
//!                     class (the opcode and its property modifiers; display aliases such as
//!                     IMAD's .MOV/.IADD/.SHL are left to the contest), each in the seed's order:
//!                       1. property checks   (480, 345, 301, 22, 33 against what the template's
//!                                             modifiers say)
//!                       2. source count      3. each source: type tag, then class
//!                       4. result count      5. each result: type tag, then class
//!                          (class: `primary == 1023 || secondary == expected`)
//!                       6. operand form      (decorations: `-R`, `|R|`, `!P`, `.64`, memory layout)
//!                       7. alias conditions  (IMAD.MOV: a zero multiplicand; .SHL: a power of two)
//!                     priority N = 1 + number of checks (2..34): a template with more constraints
//!                     outranks a generic one of the same class
//!  contest            prio = 0; for each matcher in table order:
//!                       if every check passes and (*prio <= N) { *prio = N+1; *tmpl = T; }
//!  encoding slot      the winner's (opcode, operand-form selector) pair's index among the
//!                     table's distinct pairs; 772 = invalid
//!  dispatchers        345 → 300 (1513 RN / 1515 RZ,RM / 1516 RP) → rnd bits 78-79;
//!                     301 → ftz bit 80; 22 → signed bit 73; 33 → size bits 73-75; 480 → the
//!                     selector bits 9-11; 397 = 2115 stamped on the winner. Each encoded value is
//!                     checked against the template's bits (the table is the source of truth);
//!                     a disagreement is an error, never silently different bits
//!  MercExpand         the kernel tail pseudo: `BRA` to itself, then `NOP`s to 128 bytes
//! ```
//!
//! The seed's numbers are kept where it gives them (field ids, 1023, 772, 2115, the 345 → 300
//! mapping). The type tags it leaves unnamed (4, 5, 7, 8, 16) we assign to memory, constant bank,
//! branch target, convergence barrier and uniform predicate; the encoding-slot numbering is ours
//! (the seed's slot table is per SM family and not given in full).

pub mod sm120;

use crate::sass::forms::{self, Form, FormTable, MODIFIER_FIELDS};
use crate::sass::inst::{Inst, Operand, OperandValue as V, PT, RZ, URZ};
use crate::ptxas::ori::{Prop, WILDCARD};
use crate::ptxas::target::Target;
use crate::target::Sm;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The encoding slot of "invalid / unhandled".
pub const INVALID_SLOT: u32 = 772;
/// Field 397's value: the post-ISel validity stamp.
pub const VALIDITY_STAMP: u32 = 2115;
/// The property-bag value of an absent field (`DAGNode_ReadField` returns 0xFFFFFFFF).
pub const ABSENT: u32 = 0xFFFF_FFFF;

/// Operand type tags (seed 004 "Operand Type Predicates").
pub mod tag {
    /// An immediate (integer or float).
    pub const IMMEDIATE: u8 = 1;
    /// A general register.
    pub const GPR: u8 = 2;
    /// A predicate register.
    pub const PREDICATE: u8 = 3;
    /// A memory address (ours: the seed leaves tag 4 unnamed).
    pub const MEMORY: u8 = 4;
    /// A constant-bank operand (ours: tag 5).
    pub const CONSTANT: u8 = 5;
    /// A special register.
    pub const SPECIAL: u8 = 6;
    /// A branch target (ours: tag 7).
    pub const TARGET: u8 = 7;
    /// A convergence barrier register (ours: tag 8).
    pub const BARRIER: u8 = 8;
    /// A uniform register.
    pub const UNIFORM: u8 = 15;
    /// A uniform predicate (ours: tag 16).
    pub const UNIFORM_PREDICATE: u8 = 16;
}

/// The type tag of an operand value.
pub fn tag_of(v: &V) -> u8 {
    match v {
        V::Imm(_) | V::FImm(..) => tag::IMMEDIATE,
        V::Reg(_) => tag::GPR,
        V::Pred(_) => tag::PREDICATE,
        V::Mem(_) => tag::MEMORY,
        V::Const { .. } => tag::CONSTANT,
        // `PR`, `2D`: fixed names, like a special register's.
        V::SReg(_) | V::Word(_) => tag::SPECIAL,
        V::Target(_) | V::Label(_) => tag::TARGET,
        V::Barrier(_) | V::Scoreboard(_) | V::Gsb(_) => tag::BARRIER,
        V::GDesc(_) | V::TMem(_) | V::IDesc(_) => tag::UNIFORM,
        V::UReg(_) => tag::UNIFORM,
        V::UPred(_) => tag::UNIFORM_PREDICATE,
    }
}

fn tag_name(t: u8) -> &'static str {
    match t {
        tag::IMMEDIATE => "immediate",
        tag::GPR => "GPR",
        tag::PREDICATE => "predicate",
        tag::MEMORY => "memory",
        tag::CONSTANT => "constant",
        tag::SPECIAL => "special register",
        tag::TARGET => "target",
        tag::BARRIER => "barrier",
        tag::UNIFORM => "uniform register",
        _ => "uniform predicate",
    }
}

fn class_for_width(w: u8) -> u16 {
    match w {
        2 => 2,
        4 => 3,
        _ => 1,
    }
}

/// What a matcher sees of one operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OperandRecord {
    /// The type tag.
    pub tag: u8,
    /// The allocation constraint; [`WILDCARD`] when unconstrained.
    pub primary: u16,
    /// The register file it was allocated in.
    pub secondary: u16,
}

/// An instruction as Phase 2 sees it.
#[derive(Clone, Debug)]
pub struct Node<'a> {
    /// The instruction (registers allocated).
    pub inst: &'a Inst,
    /// The instruction class: opcode and property modifiers.
    pub class: String,
    /// The property bag: (field, value, meaning).
    pub props: Vec<(u16, u32, String)>,
    /// The operand records, in operand order (results first, as SASS prints them).
    pub operands: Vec<OperandRecord>,
    /// How many leading operands are results.
    pub results: usize,
}

impl Node<'_> {
    /// `DAGNode_ReadField`: a property's value, or [`ABSENT`].
    pub fn field(&self, id: u16) -> u32 {
        self.props.iter().find(|p| p.0 == id).map_or(ABSENT, |p| p.1)
    }

    /// The number of sources.
    pub fn sources(&self) -> usize {
        self.operands.len() - self.results
    }
}

/// IMAD's display aliases: nvdisasm names an IMAD by its operand values (`print::imad_alias`);
/// they are no property of the instruction, so the contest decides them.
fn is_display_alias(opcode: &str, m: &str) -> bool {
    opcode == "IMAD" && matches!(m, "MOV" | "IADD" | "SHL")
}

fn class_name(opcode: &str, modifiers: &[String]) -> String {
    let mut s = opcode.to_string();
    for m in modifiers.iter().filter(|m| !is_display_alias(opcode, m)) {
        s.push('.');
        s.push_str(m);
    }
    s
}

fn has_field(opcode: &str, name: &str) -> bool {
    MODIFIER_FIELDS.iter().any(|&(op, n, _, _)| op == opcode && n == name)
}

const RND_FIELD: &str = "rnd (345/300)";
const FTZ_FIELD: &str = "ftz (301)";
const MEMORY_OPS: &[&str] = &["LDG", "STG", "LDS", "STS", "LDL", "STL"];

/// Field 345 (rounding selector) from rounding modifiers (RN when none).
fn rounding_selector(mods: &[&str]) -> u32 {
    if mods.contains(&"RZ") {
        1901
    } else if mods.contains(&"RM") {
        1902
    } else if mods.contains(&"RP") {
        1903
    } else {
        1900
    }
}

/// Field 480 (encoding format class) from the kinds of the source operands: 2478 with a constant
/// source, 2480 with an immediate, 2481 registers only (the seed's three values).
fn format_class(sources: &[&str]) -> u32 {
    if sources.iter().any(|s| s.starts_with('C')) {
        2478
    } else if sources.iter().any(|s| s.starts_with('I') || s.starts_with('F')) {
        2480
    } else {
        2481
    }
}

/// The properties a template's modifiers and operand kinds imply: what its matcher checks.
fn implied_props(opcode: &str, mods: &[&str], sources: &[&str]) -> Vec<(u16, u32, &'static str)> {
    let mut p = vec![(480u16, format_class(sources), "format class")];
    if has_field(opcode, RND_FIELD) {
        p.push((345, rounding_selector(mods), "rounding selector"));
    }
    if has_field(opcode, FTZ_FIELD) {
        p.push((301, if mods.contains(&"FTZ") { 1521 } else { 1520 }, "ftz"));
    }
    if matches!(opcode, "IMAD" | "ISETP") {
        p.push((22, if mods.contains(&"U32") { 99 } else { 101 }, "sign"));
    }
    if MEMORY_OPS.contains(&opcode) {
        p.push((33, if mods.contains(&"64") { 148 } else { 147 }, "width"));
    }
    p
}

/// SetProperties: the node's bag is Phase 1's, completed with what the modifiers imply for the
/// fields Phase 1 did not set.
pub fn node<'a>(inst: &'a Inst, ori_props: &[Prop], classes: &[u16]) -> Node<'a> {
    let results = crate::sass::opcodes::num_defs(inst).min(inst.operands.len());
    let mods: Vec<&str> = inst.modifiers.iter().map(String::as_str).collect();
    let tokens: Vec<String> = inst.operands.iter().map(Operand::shape).collect();
    let sources: Vec<&str> = tokens[results..].iter().map(String::as_str).collect();
    let mut props: Vec<(u16, u32, String)> = ori_props.iter().map(|p| (p.field, p.value, p.name.to_string())).collect();
    for (f, v, name) in implied_props(&inst.opcode, &mods, &sources) {
        if !props.iter().any(|p| p.0 == f) {
            props.push((f, v, format!("{name} (set by Phase 2)")));
        }
    }
    let operands = inst
        .operands
        .iter()
        .enumerate()
        .map(|(k, o)| {
            let unconstrained = match &o.value {
                V::Reg(r) => *r == RZ,
                V::Pred(p) | V::UPred(p) => *p == PT,
                V::UReg(r) => *r == URZ,
                _ => false,
            };
            let c = classes.get(k).copied().unwrap_or(WILDCARD);
            let primary = if unconstrained { WILDCARD } else { c };
            OperandRecord { tag: tag_of(&o.value), primary, secondary: c }
        })
        .collect();
    Node { inst, class: class_name(&inst.opcode, &inst.modifiers), props, operands, results }
}

/// One check of a matcher.
#[derive(Clone, Debug, PartialEq)]
pub enum Check {
    /// `ReadField(field) == value`.
    Field {
        /// The field id.
        field: u16,
        /// The value wanted.
        value: u32,
        /// Its meaning.
        name: &'static str,
    },
    /// The number of sources.
    Sources(usize),
    /// The number of results.
    Results(usize),
    /// An operand's type tag.
    Tag {
        /// The operand.
        operand: usize,
        /// The tag wanted.
        tag: u8,
    },
    /// An operand's register class: `primary == 1023 || secondary == class`.
    Class {
        /// The operand.
        operand: usize,
        /// The class wanted.
        class: u16,
    },
    /// An operand's printed form (decorations, memory layout).
    Form {
        /// The operand.
        operand: usize,
        /// The shape token (`R-`, `Mdr.64o`).
        token: String,
    },
    /// An operand component fixed by the template (`IMAD.IADD`'s multiplier 1).
    Fixed {
        /// The operand.
        operand: usize,
        /// The value.
        value: i64,
    },
    /// `IMAD.MOV`: a zero multiplicand, or a multiplier of 1 with `RZ` added.
    ImadMov,
    /// `IMAD.IADD`: no zero multiplicand, a multiplier of 1 and a register added.
    ImadIadd,
    /// `IMAD.SHL`: no zero multiplicand, a power-of-two multiplier above 1, `RZ` added.
    ImadShl,
}

impl Check {
    /// Runs the check on a node: `Err` names why it failed.
    pub fn run(&self, n: &Node<'_>) -> Result<(), String> {
        let ops = &n.inst.operands;
        match self {
            Check::Field { field, value, name } => {
                let got = n.field(*field);
                if got == *value {
                    Ok(())
                } else if got == ABSENT {
                    Err(format!("field {field} ({name}) absent, wants {value}"))
                } else {
                    Err(format!("field {field} ({name}) = {got}, wants {value}"))
                }
            }
            Check::Sources(k) => (n.sources() == *k).then_some(()).ok_or_else(|| format!("{} sources, wants {k}", n.sources())),
            Check::Results(k) => (n.results == *k).then_some(()).ok_or_else(|| format!("{} results, wants {k}", n.results)),
            Check::Tag { operand, tag } => {
                let got = n.operands.get(*operand).map_or(0, |o| o.tag);
                (got == *tag).then_some(()).ok_or_else(|| format!("operand {operand} is a {}, wants a {}", tag_name(got), tag_name(*tag)))
            }
            Check::Class { operand, class } => {
                let o = n.operands.get(*operand).copied().unwrap_or(OperandRecord { tag: 0, primary: 0, secondary: 0 });
                if o.primary == WILDCARD || o.secondary == *class {
                    Ok(())
                } else {
                    Err(format!("operand {operand} register class {}, wants {class}", o.secondary))
                }
            }
            Check::Form { operand, token } => {
                let got = ops.get(*operand).map(Operand::shape).unwrap_or_default();
                (got == *token).then_some(()).ok_or_else(|| format!("operand {operand} has form `{got}`, wants `{token}`"))
            }
            Check::Fixed { operand, value } => {
                let got = match ops.get(*operand).map(|o| &o.value) {
                    Some(V::Reg(r)) => Some(*r as i64),
                    Some(V::Imm(i)) => Some(*i),
                    Some(V::Pred(p) | V::UPred(p)) => Some(i64::from(*p)),
                    _ => None,
                };
                (got == Some(*value)).then_some(()).ok_or_else(|| format!("operand {operand} is not {value:#x}"))
            }
            Check::ImadMov | Check::ImadIadd | Check::ImadShl => {
                let want = match self {
                    Check::ImadMov => "MOV",
                    Check::ImadIadd => "IADD",
                    _ => "SHL",
                };
                let mut plain = n.inst.clone();
                plain.modifiers.retain(|m| !is_display_alias("IMAD", m));
                let got = crate::sass::print::imad_alias(&plain);
                (got == Some(want)).then_some(()).ok_or_else(|| format!("operand values do not make an IMAD.{want}"))
            }
        }
    }
}

/// One template's matcher.
#[derive(Clone, Debug)]
pub struct Matcher {
    /// The template id: 1-based index of the form in the table.
    pub template: u32,
    /// Index of the form in the table.
    pub form: usize,
    /// The checks, in the order they run.
    pub checks: Vec<Check>,
    /// Its priority N.
    pub priority: u32,
}

impl Matcher {
    /// Builds the matcher of a form.
    pub fn for_form(index: usize, form: &Form) -> Matcher {
        let mut parts = form.mnemonic.split('.');
        let opcode = parts.next().unwrap_or_default();
        let mods: Vec<&str> = parts.collect();
        let tokens: Vec<&str> = if form.shape == "-" { Vec::new() } else { form.shape.split(',').collect() };
        // The template as an instruction (placeholder values of each kind) gives the result count
        // and the operand widths the same way the scheduler sees them.
        let shape_inst = Inst {
            guard: None,
            opcode: opcode.to_string(),
            modifiers: mods.iter().map(|m| m.to_string()).collect(),
            operands: tokens.iter().map(|t| placeholder(t)).collect(),
        };
        let results = crate::sass::opcodes::num_defs(&shape_inst).min(tokens.len());
        let mut checks: Vec<Check> = implied_props(opcode, &mods, &tokens[results..])
            .into_iter()
            .map(|(field, value, name)| Check::Field { field, value, name })
            .collect();
        let operand_checks = |checks: &mut Vec<Check>, range: std::ops::Range<usize>| {
            for k in range {
                let t = tokens[k];
                let tag = tag_of(&shape_inst.operands[k].value);
                checks.push(Check::Tag { operand: k, tag });
                let class = match tag {
                    tag::GPR | tag::UNIFORM => Some(class_for_width(crate::sass::opcodes::width_of(&shape_inst, k, results))),
                    tag::PREDICATE => Some(4),
                    // ATOMG/ATOM's plain `[Ra+off]` (CAS) is a 64-bit address too.
                    tag::MEMORY => Some(if t.contains(".64") || crate::sass::opcodes::plain_address_is_64(opcode, &mods) { 2 } else { 1 }),
                    _ => None,
                };
                if let Some(class) = class {
                    checks.push(Check::Class { operand: k, class });
                }
            }
        };
        checks.push(Check::Sources(tokens.len() - results));
        operand_checks(&mut checks, results..tokens.len());
        checks.push(Check::Results(results));
        operand_checks(&mut checks, 0..results);
        for (k, t) in tokens.iter().enumerate() {
            checks.push(Check::Form { operand: k, token: t.to_string() });
        }
        let alias = if opcode == "IMAD" { mods.iter().find(|m| is_display_alias(opcode, m)).copied() } else { None };
        for f in &form.fields {
            // IMAD.SHL's multiplier is any power of two (its own check below).
            if let Some(value) = f.fixed.filter(|_| !(alias == Some("SHL") && f.component == forms::Component::Imm)) {
                checks.push(Check::Fixed { operand: f.operand, value });
            }
        }
        match alias {
            Some("MOV") => checks.push(Check::ImadMov),
            Some("IADD") => checks.push(Check::ImadIadd),
            Some("SHL") => checks.push(Check::ImadShl),
            _ => {}
        }
        let priority = (checks.len() as u32 + 1).clamp(2, 34);
        Matcher { template: index as u32 + 1, form: index, checks, priority }
    }

    /// Runs every check: the first that fails (its index and why), or `Ok`.
    pub fn matches(&self, n: &Node<'_>) -> Result<(), (usize, String)> {
        self.checks.iter().enumerate().try_for_each(|(k, c)| c.run(n).map_err(|e| (k, e)))
    }
}

fn placeholder(token: &str) -> Operand {
    use crate::sass::inst::MemRef;
    let value = match token.chars().next().unwrap_or('R') {
        'R' => V::Reg(0),
        'U' => V::UReg(0),
        'P' => V::Pred(0),
        'Q' => V::UPred(0),
        'B' => V::Barrier(0),
        'W' => V::Scoreboard(0),
        'G' => V::GDesc(0),
        'X' => V::TMem(0),
        'Y' => V::IDesc(0),
        'K' => V::Gsb(0),
        'I' => V::Imm(0),
        'F' => V::FImm(0.0, crate::sass::inst::FloatKind::F32),
        'C' => V::Const { bank: 0, index: None, offset: 0 },
        'S' => V::SReg(String::new()),
        'T' => V::Target(0),
        '=' => V::Word(token[1..].to_string()),
        _ => V::Mem(MemRef { base: token.contains('r').then(|| (0, if token.contains(".64") { ".64".to_string() } else { String::new() })), ..Default::default() }),
    };
    Operand::new(value)
}

/// The result of one contest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The winning matcher's index in the class's list, if any matched.
    pub winner: Option<usize>,
    /// The final `*prio`.
    pub prio: u32,
    /// Per matcher: `*prio` before it ran, and `Err((index of the failed check, why))` or
    /// `Ok(took)`.
    pub steps: Vec<(u32, Result<bool, (usize, String)>)>,
}

/// The contest: `*prio = 0`; each matcher whose checks pass does `if (*prio <= N) { *prio =
/// N+1; *tmpl = T; }`.
pub fn contest(matchers: &[Matcher], n: &Node<'_>) -> Outcome {
    let mut prio = 0u32;
    let mut winner = None;
    let mut steps = Vec::with_capacity(matchers.len());
    for (k, m) in matchers.iter().enumerate() {
        let before = prio;
        match m.matches(n) {
            Err(e) => steps.push((before, Err(e))),
            Ok(()) => {
                let took = prio <= m.priority;
                if took {
                    prio = m.priority + 1;
                    winner = Some(k);
                }
                steps.push((before, Ok(took)));
            }
        }
    }
    Outcome { winner, prio, steps }
}

/// The matchers of an arch's table, grouped by instruction class, and the encoding-slot table.
#[derive(Debug, Default)]
pub struct Selector {
    /// Class (`IMAD.U32`) → matchers in table order.
    pub classes: BTreeMap<String, Vec<Matcher>>,
    /// (opcode bits 0-8 | selector bits 9-11) → slot.
    pub slots: BTreeMap<u64, u32>,
}

impl Selector {
    /// Builds the matchers of every form of `table`.
    pub fn new(table: &FormTable) -> Selector {
        let mut s = Selector::default();
        for (i, f) in table.forms.iter().enumerate() {
            let mut parts = f.mnemonic.split('.');
            let opcode = parts.next().unwrap_or_default();
            let mods: Vec<String> = parts.map(str::to_string).collect();
            s.classes.entry(class_name(opcode, &mods)).or_default().push(Matcher::for_form(i, f));
            let key = f.base[0] & 0xfff;
            let next = s.slots.len() as u32;
            s.slots.entry(key).or_insert(next);
        }
        s
    }

    /// The encoding slot of a form ([`INVALID_SLOT`] if its opcode is not in the table).
    pub fn slot(&self, form: &Form) -> u32 {
        self.slots.get(&(form.base[0] & 0xfff)).copied().filter(|&s| s < INVALID_SLOT).unwrap_or(INVALID_SLOT)
    }
}

/// The selector of an arch (one per form table), built once; `None` where no form table exists.
pub fn selector_for(sm: Sm) -> Option<(&'static FormTable, &'static Selector)> {
    selector_of(&Target::new(sm))
}

/// [`selector_for`] the resolved target.
pub fn selector_of(target: &Target) -> Option<(&'static FormTable, &'static Selector)> {
    static BUILT: [OnceLock<Selector>; 16] = [const { OnceLock::new() }; 16];
    let table = target.forms?;
    let k = forms::table_index(target.arch.table?)?;
    Some((table, BUILT.get(k)?.get_or_init(|| Selector::new(table))))
}

/// What Phase 2 made of one instruction.
#[derive(Clone, Debug)]
pub struct Selected<C = SassContest> {
    /// The instruction as the winning template prints it (IMAD's alias decided).
    pub inst: Inst,
    /// The winning form.
    pub form: &'static Form,
    /// The contest record for the trace (or its index in a [`ContestCache`]).
    pub contest: C,
}

/// Phase 2 for one instruction: the contest of its class, the encoding slot, the modifier
/// dispatchers. `Err` when no template matches or a dispatcher finds the property bag and the
/// template disagree (the message says which).
pub fn select(inst: &Inst, ori_props: &[Prop], classes: &[u16], sm: Sm) -> Result<Selected, String> {
    let (table, sel) = selector_for(sm).ok_or_else(|| format!("no SASS form table for {sm} yet"))?;
    let n = node(inst, ori_props, classes);
    let matchers = sel.classes.get(&n.class).ok_or_else(|| no_class(&n))?;
    let out = contest(matchers, &n);
    let (record, form) = build(table, sel, &n, matchers, &out)?;
    Ok(Selected { inst: chosen(inst, form), form, contest: record })
}

/// The distinct contest records of a function: instructions whose contests ran identically
/// (same class, properties, operand records and forms, same outcome of every matcher) share one.
#[derive(Debug, Default)]
pub struct ContestCache {
    map: std::collections::HashMap<ContestKey, (u32, usize)>,
    /// The records, by index.
    pub contests: Vec<SassContest>,
}

type ContestKey = (String, Vec<(u16, u32)>, Vec<(u8, u16, u16)>, Vec<String>, usize, Vec<i64>);

/// [`select`], with the record kept once per distinct contest in `cache`.
pub fn select_cached(inst: &Inst, ori_props: &[Prop], classes: &[u16], target: &Target, cache: &mut ContestCache) -> Result<Selected<u32>, String> {
    let (table, sel) = selector_of(target).ok_or_else(|| format!("no SASS form table for {} yet", target.sm))?;
    let n = node(inst, ori_props, classes);
    let matchers = sel.classes.get(&n.class).ok_or_else(|| no_class(&n))?;
    let out = contest(matchers, &n);
    let key: ContestKey = (
        n.class.clone(),
        n.props.iter().map(|p| (p.0, p.1)).collect(),
        n.operands.iter().map(|o| (o.tag, o.primary, o.secondary)).collect(),
        inst.operands.iter().map(Operand::shape).collect(),
        n.results,
        out.steps.iter().map(|(_, r)| match r {
            Ok(took) => *took as i64,
            Err((k, _)) => -1 - *k as i64,
        }).collect(),
    );
    if let Some(&(index, form)) = cache.map.get(&key) {
        let form = &table.forms[form];
        return Ok(Selected { inst: chosen(inst, form), form, contest: index });
    }
    let (record, form) = build(table, sel, &n, matchers, &out)?;
    let index = cache.contests.len() as u32;
    let form_index = matchers[out.winner.unwrap_or(0)].form;
    cache.contests.push(record);
    cache.map.insert(key, (index, form_index));
    Ok(Selected { inst: chosen(inst, form), form, contest: index })
}

fn no_class(n: &Node<'_>) -> String {
    format!("no template for instruction class {} (the encoding table has no such form)", n.class)
}

fn chosen(inst: &Inst, form: &Form) -> Inst {
    let mut c = inst.clone();
    c.modifiers = form.mnemonic.split('.').skip(1).map(str::to_string).collect();
    c
}

/// The record of a contest, its winner's slot and the dispatchers' writes.
fn build(table: &'static FormTable, sel: &Selector, n: &Node<'_>, matchers: &[Matcher], out: &Outcome) -> Result<(SassContest, &'static Form), String> {
    let mut record = SassContest {
        class: n.class.clone(),
        properties: n.props.clone(),
        operands: n.operands.iter().map(|o| (o.tag, o.primary, o.secondary)).collect(),
        slot: INVALID_SLOT,
        ..Default::default()
    };
    record.priority = out.prio;
    record.candidates = matchers
        .iter()
        .zip(&out.steps)
        .map(|(m, s)| SassCandidate {
            template: m.template,
            form: table.forms[m.form].name.clone(),
            shape: table.forms[m.form].shape.clone(),
            priority: m.priority,
            checks: m.checks.len() as u32,
            prio_before: s.0,
            rejected_by: s.1.as_ref().err().map(|e| e.1.clone()),
            took: s.1.as_ref().is_ok_and(|x| *x),
        })
        .collect();
    let Some(w) = out.winner else {
        // The template that got furthest says most about what is wrong.
        let best = out.steps.iter().zip(matchers).filter_map(|(s, m)| s.1.as_ref().err().map(|e| (e.0, m, &e.1))).max_by_key(|e| e.0);
        let why = best.map(|(_, m, e)| format!("closest template {}: {e}", table.forms[m.form].name)).unwrap_or_default();
        return Err(format!("no template of {} matched `{}` ({why})", n.class, crate::sass::print::inst_text(n.inst)));
    };
    let form = &table.forms[matchers[w].form];
    record.winner = form.name.clone();
    record.slot = sel.slot(form);
    record.dispatch = dispatch(n, form)?;
    Ok((record, form))
}

fn base_bits(form: &Form, lo: u8, width: u8) -> u64 {
    let w = (form.base[0] as u128) | ((form.base[1] as u128) << 64);
    ((w >> lo) & ((1u128 << width) - 1)) as u64
}

fn modifier_field(opcode: &str, name: &str) -> Option<(u8, u8)> {
    MODIFIER_FIELDS.iter().find(|&&(op, n, _, _)| op == opcode && n == name).map(|&(_, _, lo, w)| (lo, w))
}

/// The modifier dispatchers: property values → encoded fields, each checked against the
/// template's bits.
pub fn dispatch(n: &Node<'_>, form: &Form) -> Result<Vec<ModifierWrite>, String> {
    let op = n.inst.opcode.as_str();
    let mut w = Vec::new();
    let fmt = n.field(480);
    w.push(ModifierWrite {
        field: 480,
        value: fmt,
        meaning: format!("format class {}; the template's operand-form selector", match fmt { 2478 => "constant", 2480 => "immediate", _ => "register" }),
        bits: Some((9, 3, base_bits(form, 9, 3))),
    });
    let mut put = |field: u16, value: u32, meaning: String, lo: u8, width: u8, want: u64| -> Result<(), String> {
        let have = base_bits(form, lo, width);
        if have != want {
            return Err(format!(
                "modifier dispatcher: field {field} = {value} ({meaning}) encodes {want} at bits {lo}..{} but template {} holds {have}",
                lo + width - 1,
                form.name
            ));
        }
        w.push(ModifierWrite { field, value, meaning, bits: Some((lo, width, want)) });
        Ok(())
    };
    if let (Some((lo, width)), v) = (modifier_field(op, RND_FIELD), n.field(345)) {
        if v != ABSENT {
            let (name, bits, f300) = match v {
                1901 => ("RZ", 3, 1515),
                1902 => ("RM", 1, 1515),
                1903 => ("RP", 2, 1516),
                _ => ("RN", 0, 1513),
            };
            put(345, v, format!("rounding {name} → field 300 = {f300}"), lo, width, bits)?;
        }
    }
    if let (Some((lo, width)), v) = (modifier_field(op, FTZ_FIELD), n.field(301)) {
        if v != ABSENT {
            put(301, v, if v == 1521 { "FTZ".into() } else { "no FTZ".into() }, lo, width, (v == 1521) as u64)?;
        }
    }
    if let (Some((lo, width)), v) = (modifier_field(op, "signed"), n.field(22)) {
        if v != ABSENT {
            put(22, v, if v == 101 { "signed".into() } else { "unsigned (.U32)".into() }, lo, width, (v == 101) as u64)?;
        }
    }
    if let (Some((lo, width)), v) = (modifier_field(op, "size"), n.field(33)) {
        if v != ABSENT && MEMORY_OPS.contains(&op) {
            let have = base_bits(form, lo, width);
            // 148 is the 64-bit size (5); 147 covers every other width (8, 16, 32, 128 bits).
            if (v == 148) != (have == 5) {
                return Err(format!("modifier dispatcher: field 33 = {v} (width) but template {} has size {have}", form.name));
            }
            w.push(ModifierWrite { field: 33, value: v, meaning: format!("width → size {have}"), bits: Some((lo, width, have)) });
        }
    }
    w.push(ModifierWrite { field: 397, value: VALIDITY_STAMP, meaning: "validity stamp: template assigned".into(), bits: None });
    Ok(w)
}

/// MercExpand of the kernel tail pseudo at byte `offset`: a `BRA` to itself, then `NOP`s up to a
/// multiple of `align` bytes (ptxas's layout).
pub fn expand_tail(offset: u32, align: u32) -> Vec<(u32, Inst)> {
    let mut out = vec![(offset, Inst { guard: None, opcode: "BRA".into(), modifiers: vec![], operands: vec![Operand::new(V::Target(offset as u64))] })];
    let mut off = offset + 16;
    while align > 0 && !off.is_multiple_of(align) {
        out.push((off, Inst { guard: None, opcode: "NOP".into(), modifiers: vec![], operands: vec![] }));
        off += 16;
    }
    out
}

/// ptxas Phase 2 for one instruction (seed 004): the matchers of its instruction class tried in
/// order, each either rejected by a check or reporting its priority `N` (`if (*prio <= N) {
/// *prio = N+1; *tmpl = T; }`); the winner's encoding slot; what the modifier dispatchers wrote.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct SassContest {
    /// The instruction class whose matchers ran (`IMAD.U32`: the opcode and its property
    /// modifiers; display aliases such as `.MOV` are decided by the contest).
    pub class: String,
    /// The node's property bag as the matchers read it: (field id, value, meaning).
    pub properties: Vec<(u16, u32, String)>,
    /// The node's operands as the matchers see them: type tag, primary and secondary register
    /// class (1023 = wildcard).
    pub operands: Vec<(u8, u16, u16)>,
    /// Every matcher, in the order tried.
    pub candidates: Vec<SassCandidate>,
    /// The winning template (`imad_mov_u32__RRRR`), empty when none matched.
    pub winner: String,
    /// The final `*prio`.
    pub priority: u32,
    /// The encoding slot of the winner (772 = invalid).
    pub slot: u32,
    /// Modifier dispatcher writes: property values mapped to encoded fields.
    pub dispatch: Vec<ModifierWrite>,
}

/// One matcher of a Phase 2 contest.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct SassCandidate {
    /// The template id (1-based index of the form in the arch's table).
    pub template: u32,
    /// The form (`imad_u32__RRRR`).
    pub form: String,
    /// Its operand shape with decorations (`R,R,I,R-`).
    pub shape: String,
    /// The matcher's priority `N` (it writes `N+1` when it wins).
    pub priority: u32,
    /// How many checks it makes.
    pub checks: u32,
    /// `*prio` before this matcher ran.
    pub prio_before: u32,
    /// The check that rejected it.
    pub rejected_by: Option<String>,
    /// Whether it matched and took the slot (`*prio <= N`).
    pub took: bool,
}

/// One write of a modifier dispatcher: a property value and the encoded field it becomes.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct ModifierWrite {
    /// The property field id read (345, 301, 480, 22, 33, 397).
    pub field: u16,
    /// Its value.
    pub value: u32,
    /// What it means and what it maps to (`RZ → field 300 = 1515`).
    pub meaning: String,
    /// The encoded bit field it lands in: (lowest bit, width, value); `None` for a property with
    /// no bits (the validity stamp).
    pub bits: Option<(u8, u8, u64)>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sass::parse::parse_inst;
    use crate::target::SmVariant;

    const SM90: Sm = Sm { number: 90, variant: SmVariant::Base };

    fn m(priority: u32, checks: Vec<Check>) -> Matcher {
        Matcher { template: priority, form: 0, checks, priority }
    }

    #[test]
    fn contest_arithmetic_follows_the_seed() {
        let inst = parse_inst("IADD3 R1, R2, R3, R4").unwrap();
        let n = node(&inst, &[], &[]);
        // Three matchers that all match: N = 8, then 5 (outranked: 9 > 5), then 8 again
        // (outranked: *prio is 9 after the first) and 9 (takes it: 9 <= 9).
        let ms = vec![m(8, vec![]), m(5, vec![]), m(8, vec![]), m(9, vec![]), m(30, vec![Check::Sources(2)])];
        let out = contest(&ms, &n);
        assert_eq!(out.winner, Some(3));
        assert_eq!(out.prio, 10);
        assert_eq!(out.steps[0], (0, Ok(true)));
        assert_eq!(out.steps[1], (9, Ok(false)));
        assert_eq!(out.steps[2], (9, Ok(false)));
        assert_eq!(out.steps[3], (9, Ok(true)));
        assert_eq!(out.steps[4], (10, Err((0, "3 sources, wants 2".into()))));
        // Nothing matches: *prio stays 0.
        let none = contest(&[m(4, vec![Check::Results(3)])], &n);
        assert_eq!((none.winner, none.prio), (None, 0));
    }

    #[test]
    fn class_checks_honour_the_wildcard() {
        let inst = parse_inst("IMAD.WIDE.U32 R2, R13, 0x4, RZ").unwrap();
        // R2 allocated as a pair, R13 a 32-bit register; RZ is unconstrained.
        let n = node(&inst, &[], &[2, 1, WILDCARD, 2]);
        assert_eq!(n.operands[3].primary, WILDCARD, "RZ is a wildcard");
        assert!(Check::Class { operand: 0, class: 2 }.run(&n).is_ok());
        assert!(Check::Class { operand: 3, class: 2 }.run(&n).is_ok(), "wildcard matches any class");
        assert_eq!(Check::Class { operand: 1, class: 2 }.run(&n), Err("operand 1 register class 1, wants 2".into()));
        // A 32-bit virtual register where the template wants a pair: no template matches.
        let bad = select(&inst, &[], &[1, 1, WILDCARD, 2], SM90).unwrap_err();
        assert!(bad.contains("closest template imad_wide_u32__RRIR: operand 0 register class 1, wants 2"), "{bad}");
        // No classes known (an instruction made without Ori IR): all wildcards.
        assert!(select(&inst, &[], &[], SM90).is_ok());
    }

    #[test]
    fn the_specific_alias_outranks_the_generic_template() {
        // IMAD.U32 with a zero multiplicand: the plain template and IMAD.MOV.U32 both match; the
        // alias has more checks, so the higher priority, and wins.
        let inst = parse_inst("IMAD.MOV.U32 R1, RZ, RZ, R3").unwrap();
        let s = select(&inst, &[], &[], SM90).unwrap();
        assert_eq!(s.form.mnemonic, "IMAD.MOV.U32");
        let c = &s.contest;
        assert_eq!(c.class, "IMAD.U32");
        let matched: Vec<&SassCandidate> = c.candidates.iter().filter(|c| c.rejected_by.is_none()).collect();
        assert!(matched.len() >= 2, "{:?}", c.candidates);
        let plain = matched.iter().find(|c| c.form == "imad_u32__RRRR").expect("generic template matched");
        let alias = matched.iter().find(|c| c.form == "imad_mov_u32__RRRR").expect("alias matched");
        assert!(alias.priority > plain.priority);
        assert_eq!(c.winner, "imad_mov_u32__RRRR");
        assert_eq!(c.priority, alias.priority + 1);
        // nvdisasm prints a multiplier of 0x10000 as plain IMAD.U32, every other power of two as
        // IMAD.SHL.U32: the contest follows.
        let by = |m: &str| select(&parse_inst(&format!("IMAD.U32 R4, R0, {m}, RZ")).unwrap(), &[], &[], SM90).unwrap().contest.winner;
        assert_eq!(by("0x8000"), "imad_shl_u32__RRIR");
        assert_eq!(by("0x10000"), "imad_u32__RRIR");
        assert_eq!(by("0x20000"), "imad_shl_u32__RRIR");
        // Without a zero multiplicand only the generic one matches, whatever the input says.
        let inst = parse_inst("IMAD.U32 R1, R2, R5, R3").unwrap();
        let s = select(&inst, &[], &[], SM90).unwrap();
        assert_eq!(s.contest.winner, "imad_u32__RRRR");
        let mov = s.contest.candidates.iter().find(|c| c.form == "imad_mov_u32__RRRR").unwrap();
        assert_eq!(mov.rejected_by.as_deref(), Some("operand values do not make an IMAD.MOV"));
    }

    #[test]
    fn the_winner_is_the_table_form_for_every_form() {
        let (table, _) = selector_for(SM90).unwrap();
        for form in &table.forms {
            let Some(inst) = forms::example_inst(form, 3, 0x100) else { continue };
            let s = select(&inst, &[], &[], SM90).unwrap_or_else(|e| panic!("{}: {e}", form.name));
            assert_eq!(s.form.name, form.name, "{}", crate::sass::print::inst_text(&inst));
            assert!(s.contest.slot < INVALID_SLOT);
            assert_eq!(s.contest.dispatch.last().map(|d| (d.field, d.value)), Some((397, VALIDITY_STAMP)));
        }
    }

    #[test]
    fn dispatchers_map_properties_to_bits_and_catch_disagreement() {
        let inst = parse_inst("FADD.FTZ.RZ R1, R2, R3").unwrap();
        let s = select(&inst, &[], &[], SM90).unwrap();
        let rnd = s.contest.dispatch.iter().find(|d| d.field == 345).unwrap();
        assert_eq!((rnd.value, rnd.bits), (1901, Some((78, 2, 3))));
        assert!(rnd.meaning.contains("300 = 1515"), "{}", rnd.meaning);
        let ftz = s.contest.dispatch.iter().find(|d| d.field == 301).unwrap();
        assert_eq!(ftz.bits, Some((80, 1, 1)));
        // Phase 1 said RP but the instruction carries .RZ: the matchers reject every template.
        let rp = Prop { field: 345, value: 1903, name: "rounding selector" };
        let e = select(&inst, &[rp], &[], SM90).unwrap_err();
        assert!(e.contains("field 345 (rounding selector) = 1903, wants 1901"), "{e}");
        // A 64-bit width property on a 32-bit load.
        let ld = parse_inst("LDG.E R0, desc[UR8][R2.64]").unwrap();
        let w64 = Prop { field: 33, value: 148, name: "width" };
        assert!(select(&ld, &[w64], &[], SM90).is_err());
        let w32 = Prop { field: 33, value: 147, name: "width" };
        assert!(select(&ld, &[w32], &[], SM90).is_ok());
    }

    #[test]
    fn identical_contests_share_one_record() {
        let mut cache = ContestCache::default();
        let mut pick = |t: &str| select_cached(&parse_inst(t).unwrap(), &[], &[], &Target::new(SM90), &mut cache).unwrap().contest;
        let a = pick("IADD3 R1, R2, R3, R4");
        let b = pick("IADD3 R5, R6, R7, R8");
        let c = pick("IADD3 R5, R6, -R7, R8");
        let d = pick("IMAD.U32 R4, R0, 0x8, RZ");
        let e = pick("IMAD.U32 R4, R0, 0x7, RZ");
        assert_eq!(a, b, "other registers, same contest");
        assert_ne!(a, c, "another operand form");
        assert_ne!(d, e, "IMAD.SHL wins one, the generic template the other");
        assert_eq!(cache.contests.len(), 4);
        assert_eq!(cache.contests[d as usize].winner, "imad_shl_u32__RRIR");
        assert_eq!(cache.contests[e as usize].winner, "imad_u32__RRIR");
    }

    #[test]
    fn unknown_classes_are_errors() {
        let inst = parse_inst("IADD3.FOO R1, R2, R3, R4").unwrap();
        assert!(select(&inst, &[], &[], SM90).unwrap_err().contains("IADD3.FOO"));
        assert!(select(&inst, &[], &[], Sm { number: 80, variant: SmVariant::Base }).is_err());
    }

    #[test]
    fn the_tail_pads_to_the_alignment() {
        let t = expand_tail(0x90, 128);
        assert_eq!(t[0].1.opcode, "BRA");
        assert_eq!(t[0].1.operands[0].value, V::Target(0x90));
        assert_eq!(t.len(), 7, "BRA at 0x90, NOPs at 0xa0..0xf0");
        assert_eq!(expand_tail(0x70, 128).len(), 1);
    }
}
