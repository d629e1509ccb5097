//! The ptxas side, end to end: PTX module → SASS words and listing, with a trace snapshot after
//! each phase.
//!
//! ```text
//!  for each kernel:
//!    Phase 1 (MercConverter)    merc::convert_function        → Ori IR, virtual registers
//!    register allocation        regalloc::allocate + rewrite  → physical registers, MercExpand
//!    prologue                   LDC R1, c[0x0][0x28]; ULDC.64 UR4, c[0x0][0x208] (global memory)
//!    scheduling                 schedule::schedule            → control codes
//!    layout                     functions back to back; the kernel tail pseudo expanded by
//!                               MercExpand (select::expand_tail): BRA-to-self and NOPs up to a
//!                               multiple of 128 bytes (as ptxas lays them out)
//!    Phase 2                    select::select                → per instruction the matcher
//!                               contest of its class, the winner's encoding slot, the modifier
//!                               dispatchers (seed 004)
//!    encoding                   encode::encode_form           → two words per instruction, from
//!                               the winning template
//!    scoreboard check           schedule::check               → no violation, or an error
//! ```

use super::inst::{Inst, OperandValue as V};
use super::regalloc::{MachFunction, MachInst};
use super::{encode, merc, print, regalloc, schedule, select};
use crate::diag::{Diagnostic, Span};
use crate::ptx::ast;
use crate::target::Sm;
use crate::trace::{ControlCode, SassFunction, SassInst, SassSnapshot};

/// The phase name of diagnostics from allocation, scheduling and encoding.
pub const PHASE: &str = "ptxas";

/// ptxas aligns every function's code to this many bytes, padding with `NOP`.
pub const FUNCTION_ALIGN: u32 = 128;

/// The control code of the trailing `BRA`-to-self and of the padding `NOP`s (stall 0, yield).
pub const TAIL_CONTROL: ControlCode = ControlCode { stall: 0, yield_: true, write_barrier: 7, read_barrier: 7, wait_mask: 0, reuse: 0 };

/// One encoded instruction of the final code.
#[derive(Clone, Debug)]
pub struct Encoded {
    /// Byte offset in the code (functions back to back).
    pub offset: u32,
    /// The instruction.
    pub inst: Inst,
    /// Its control code.
    pub control: ControlCode,
    /// Its words.
    pub words: [u64; 2],
    /// Its fields.
    pub fields: Vec<crate::trace::BitField>,
    /// The rule that made it.
    pub rule: String,
    /// The PTX line.
    pub ptx_line: u32,
}

/// One kernel's result.
#[derive(Clone, Debug, Default)]
pub struct FunctionOutput {
    /// The kernel's name.
    pub name: String,
    /// Its instructions, tail included.
    pub code: Vec<Encoded>,
    /// The instructions before the tail (`BRA`-to-self and padding).
    pub body_len: usize,
    /// General registers used.
    pub num_r: u32,
}

/// Everything the ptxas side produced.
#[derive(Clone, Debug, Default)]
pub struct Output {
    /// After Phase 1 (virtual registers).
    pub merc: SassSnapshot,
    /// After register allocation.
    pub regalloc: SassSnapshot,
    /// After scheduling (control codes).
    pub schedule: SassSnapshot,
    /// Phase 2: each instruction with the contest that chose its template.
    pub select: SassSnapshot,
    /// After encoding (words and fields).
    pub encode: SassSnapshot,
    /// The kernels that made it through every phase.
    pub functions: Vec<FunctionOutput>,
    /// The nvdisasm-format listing of all of them.
    pub listing: String,
    /// All their words, in address order.
    pub words: Vec<[u64; 2]>,
    /// What the passes did, one line each.
    pub log: Vec<String>,
    /// Problems; the output is complete only when this holds no error.
    pub diagnostics: Vec<Diagnostic>,
    /// How many functions with a body the module has.
    pub total_functions: usize,
}

fn snapshot_inst(offset: u32, text: String, rule: &str, ptx_line: u32, control: Option<ControlCode>) -> SassInst {
    SassInst {
        offset,
        text,
        words: None,
        fields: Vec::new(),
        control,
        ptx_line: (ptx_line > 0).then_some(ptx_line),
        rule: rule.to_string(),
        contest: None,
    }
}

fn mach_snapshot(f: &MachFunction, with_control: bool) -> SassFunction {
    let insts = f
        .insts()
        .enumerate()
        .map(|(k, m)| snapshot_inst(16 * k as u32, print::inst_text(&m.inst), m.rule, m.ptx_line, with_control.then_some(m.control)))
        .collect();
    SassFunction { name: f.name.clone(), insts, live_ranges: f.ranges.clone(), contests: Vec::new() }
}

fn mach(inst: &str, rule: &'static str) -> MachInst {
    // The texts are fixed forms; a parse failure would be a bug caught by the tests as a NOP.
    MachInst {
        inst: super::parse::parse_inst(inst).unwrap_or_else(|_| Inst { guard: None, opcode: "NOP".into(), modifiers: vec![], operands: vec![] }),
        target: None,
        rule,
        ptx_line: 0,
        control: super::DEFAULT_CONTROL,
        props: Vec::new(),
        classes: Vec::new(),
    }
}

/// Whether the function reads global memory through the descriptor.
fn uses_descriptor(f: &MachFunction) -> bool {
    f.insts().any(|m| m.inst.operands.iter().any(|o| matches!(&o.value, V::Mem(r) if r.desc.is_some())))
}

/// Compiles every kernel of `module` for `sm`.
pub fn compile(module: &ast::Module, sm: Sm) -> Output {
    let arch = sm.to_string();
    let mut out = Output {
        merc: SassSnapshot { arch: arch.clone(), functions: Vec::new() },
        regalloc: SassSnapshot { arch: arch.clone(), functions: Vec::new() },
        schedule: SassSnapshot { arch: arch.clone(), functions: Vec::new() },
        select: SassSnapshot { arch: arch.clone(), functions: Vec::new() },
        encode: SassSnapshot { arch, functions: Vec::new() },
        ..Default::default()
    };
    let mut next_offset = 0u32;
    for func in module.functions().filter(|f| f.body.is_some()) {
        out.total_functions += 1;
        // Phase 1.
        let converted = match merc::convert_function(module, func, sm) {
            Ok(c) => c,
            Err(d) => {
                out.diagnostics.extend(d);
                continue;
            }
        };
        let ori = converted.function;
        out.log.extend(converted.log.into_iter().map(|l| format!("{}: {l}", ori.name)));
        out.merc.functions.push(SassFunction {
            name: ori.name.clone(),
            insts: ori.insts().enumerate().map(|(k, i)| snapshot_inst(16 * k as u32, ori.inst_text(i), i.rule, i.ptx_line, None)).collect(),
            live_ranges: Vec::new(),
            contests: Vec::new(),
        });
        // Register allocation and MercExpand.
        let alloc = match regalloc::allocate(&ori) {
            Ok(a) => a,
            Err(e) => {
                out.diagnostics.push(Diagnostic::error(PHASE, func.span.0, e));
                continue;
            }
        };
        let (mut mf, log) = regalloc::rewrite(&ori, &alloc);
        out.log.extend(log.into_iter().map(|l| format!("{}: {l}", ori.name)));
        // The prologue ptxas writes: the stack pointer, and the global memory descriptor.
        let mut prologue = vec![mach("LDC R1, c[0x0][0x28]", "prologue: stack pointer R1 ← c[0x0][0x28]")];
        if ori.local_bytes > 0 {
            prologue.push(mach(&format!("IADD3 R1, R1, -{:#x}, RZ", ori.local_bytes), "prologue: stack frame for local memory below R1"));
        }
        if uses_descriptor(&mf) {
            prologue.push(mach("ULDC.64 UR4, c[0x0][0x208]", "prologue: global memory descriptor UR4 ← c[0x0][0x208]"));
        }
        if mf.blocks.is_empty() {
            mf.blocks.push(Default::default());
        }
        prologue.append(&mut mf.blocks[0].insts);
        mf.blocks[0].insts = prologue;
        out.regalloc.functions.push(mach_snapshot(&mf, false));
        // Scheduling: the list scheduler inside each block, then the control codes.
        let moved = schedule::reorder(&mut mf);
        out.log.push(format!("{}: list scheduler: {moved} instruction(s) moved", mf.name));
        schedule::schedule(&mut mf);
        out.schedule.functions.push(mach_snapshot(&mf, true));
        // Layout.
        let start = next_offset;
        let mut block_addr = Vec::with_capacity(mf.blocks.len());
        let mut a = start;
        for b in &mf.blocks {
            block_addr.push(a);
            a += 16 * b.insts.len() as u32;
        }
        let body_end = a;
        let mut code: Vec<(u32, MachInst)> = Vec::new();
        let mut off = start;
        for b in &mf.blocks {
            for m in &b.insts {
                let mut m = m.clone();
                if let Some(t) = m.target {
                    let addr = block_addr.get(t).copied().unwrap_or(body_end);
                    if let Some(op) = m.inst.operands.iter_mut().find(|o| matches!(o.value, V::Target(_))) {
                        op.value = V::Target(addr as u64);
                    }
                }
                code.push((off, m));
                off += 16;
            }
        }
        let body_len = code.len();
        // The tail: MercExpand of the kernel-tail pseudo, a branch to itself and NOPs to the
        // alignment.
        let tail = select::expand_tail(off, FUNCTION_ALIGN);
        out.log.push(format!(
            "{}: MercExpand: kernel tail at {off:#06x}: BRA to itself + {} NOP(s) to a {FUNCTION_ALIGN}-byte boundary",
            mf.name,
            tail.len() - 1
        ));
        for (k, (o, inst)) in tail.into_iter().enumerate() {
            let mut m = mach("NOP", if k == 0 { "tail: BRA to itself" } else { "tail: NOP padding" });
            m.inst = inst;
            m.control = TAIL_CONTROL;
            code.push((o, m));
            off = o + 16;
        }
        next_offset = off;
        // Phase 2, then operand reuse, then encoding with the winning template.
        let mut encoded = Vec::with_capacity(code.len());
        let mut selected = Vec::with_capacity(code.len());
        let mut failed = false;
        let mut sels: Vec<Option<select::Selected<u32>>> = Vec::with_capacity(code.len());
        let mut cache = select::ContestCache::default();
        for (_, m) in &code {
            let span = Span { line: m.ptx_line.max(1), col: 1, len: 0 };
            match select::select_cached(&m.inst, &m.props, &m.classes, sm, &mut cache) {
                Ok(s) => sels.push(Some(s)),
                Err(e) => {
                    failed = true;
                    out.diagnostics.push(Diagnostic::error(
                        PHASE,
                        span,
                        format!("ptxas Phase 2: cannot select `{}` (rule {}): {e}", print::inst_text(&m.inst), m.rule),
                    ));
                    sels.push(None);
                }
            }
        }
        let targets: std::collections::BTreeSet<u32> =
            mf.blocks.iter().zip(&block_addr).filter(|(b, _)| b.branch_target).map(|(_, a)| *a).collect();
        let mut controls: Vec<(u32, ControlCode)> = code.iter().map(|(o, m)| (*o, m.control)).collect();
        let reused = schedule::set_reuse(&mut sels, &mut controls, &targets);
        if reused > 0 {
            out.log.push(format!("{}: operand reuse: {reused} .reuse flag(s)", mf.name));
        }
        for (((offset, m), sel), (_, control)) in code.iter().zip(sels).zip(controls) {
            let span = Span { line: m.ptx_line.max(1), col: 1, len: 0 };
            let Some(sel) = sel else { continue };
            match encode::encode_form(&sel.inst, sel.form, &control, *offset as u64) {
                Ok(e) => {
                    // The control bits as encoded (reuse flags included).
                    let control = super::inst::unpack_control(e.words[1]);
                    selected.push(SassInst {
                        offset: *offset,
                        text: print::inst_text(&sel.inst),
                        words: None,
                        fields: Vec::new(),
                        control: Some(control),
                        ptx_line: (m.ptx_line > 0).then_some(m.ptx_line),
                        rule: format!("{} (template {})", m.rule, sel.form.name),
                        contest: Some(sel.contest),
                    });
                    encoded.push(Encoded {
                        offset: *offset,
                        inst: sel.inst,
                        control,
                        words: e.words,
                        fields: e.fields,
                        rule: m.rule.to_string(),
                        ptx_line: m.ptx_line,
                    })
                }
                Err(e) => {
                    failed = true;
                    out.diagnostics.push(Diagnostic::error(
                        PHASE,
                        span,
                        format!("ptxas: cannot encode `{}` (rule {}): {e}", print::inst_text(&m.inst), m.rule),
                    ));
                }
            }
        }
        if failed {
            next_offset = start;
            continue;
        }
        // The scoreboard check.
        let listing: Vec<(u32, Inst, ControlCode)> = encoded.iter().map(|e| (e.offset, e.inst.clone(), e.control)).collect();
        let violations = schedule::check(&listing);
        if !violations.is_empty() {
            for v in violations {
                let line = encoded.iter().find(|e| e.offset == v.offset).map_or(1, |e| e.ptx_line.max(1));
                out.diagnostics.push(Diagnostic::error(
                    PHASE,
                    Span { line, col: 1, len: 0 },
                    format!("ptxas: scoreboard check failed in {} at /*{:04x}*/: {}", mf.name, v.offset, v.message),
                ));
            }
            next_offset = start;
            continue;
        }
        out.select.functions.push(SassFunction { name: mf.name.clone(), insts: selected, live_ranges: Vec::new(), contests: cache.contests });
        out.encode.functions.push(SassFunction {
            name: mf.name.clone(),
            insts: encoded
                .iter()
                .map(|e| SassInst {
                    offset: e.offset,
                    text: print::inst_text(&e.inst),
                    words: Some(e.words),
                    fields: e.fields.clone(),
                    control: Some(e.control),
                    ptx_line: (e.ptx_line > 0).then_some(e.ptx_line),
                    rule: e.rule.clone(),
                    contest: None,
                })
                .collect(),
            live_ranges: Vec::new(),
            contests: Vec::new(),
        });
        out.functions.push(FunctionOutput { name: mf.name.clone(), code: encoded, body_len, num_r: mf.num_r });
    }
    // The listing: every instruction of every kernel, word comments in one column, a header line
    // before each kernel.
    let entries: Vec<(u32, Inst, ControlCode, [u64; 2])> =
        out.functions.iter().flat_map(|f| f.code.iter().map(|e| (e.offset, e.inst.clone(), e.control, e.words))).collect();
    let text = print::listing_text(&entries);
    let lines: Vec<&str> = text.lines().collect();
    let mut listing = String::new();
    let mut line = 0usize;
    for f in &out.functions {
        listing.push_str(&format!("\t\tFunction : {}\n", f.name));
        for _ in 0..f.code.len() * 2 {
            if let Some(l) = lines.get(line) {
                listing.push_str(l);
                listing.push('\n');
            }
            line += 1;
        }
    }
    out.listing = listing;
    out.words = entries.iter().map(|e| e.3).collect();
    out
}
