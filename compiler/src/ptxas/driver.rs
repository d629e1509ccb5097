//! The ptxas side, end to end: PTX module → SASS words and listing, with a trace snapshot after
//! each phase.
//!
//! ```text
//!  for each kernel (.entry):
//!    device functions it calls  compile_device, callees first (whole-program, as ptxas does):
//!                               Phase 1, allocation with the callees' clobber sets, a frame
//!                               (IADD3 R1) when they spill or have locals, scheduling; each
//!                               records the registers it (transitively) writes
//!    Phase 1 (MercConverter)    phase1::convert_function        → Ori IR, virtual registers
//!    register allocation        regalloc::allocate_spilling + rewrite → physical registers
//!                               (values live across a call avoid what the callee writes; STL/LDL
//!                               spills under pressure or .maxnreg), MercExpand
//!    prologue                   LDC R1, c[0x0][0x28]; ULDC.64 UR4, c[0x0][0x208] (global memory)
//!    scheduling                 schedule::schedule            → control codes
//!    layout                     the kernel, then every device function it reaches (callers
//!                               first), then BRA-to-self and NOPs up to a multiple of 128 bytes;
//!                               kernels back to back. CALL targets, return addresses (relative
//!                               to the kernel's start, as ptxas writes them) and RET bases are
//!                               filled in here; the kernel tail pseudo is expanded by
//!                               MercExpand (phase2::expand_tail).
//!    Phase 2                    phase2::select                → per instruction the matcher
//!                               contest of its class, the winner's encoding slot, the modifier
//!                               dispatchers (seed 004)
//!    encoding                   encode::encode_form           → two words per instruction, from
//!                               the winning template
//!    scoreboard check           schedule::check               → no violation, or an error
//! ```
//!
//! The call ABI (see `phase1/abi.rs`): arguments in R4.., return values in R4..,
//! return address in R20, `MOV R20, ret; CALL.REL.NOINC f` and `RET.REL.NODEC Rra 0x0`.

use super::mir::{mach, MachFunction, MachInst};
use super::ori::OriFunction;
use super::target::Target;
use super::{layout, lower, phase1, phase2, regalloc, reuse, schedule, snapshot};
use crate::diag::{Diagnostic, Span};
use crate::ptx::ast;
use crate::sass::arch::Backend;
use crate::sass::inst::{ControlCode, Inst, OperandValue as V};
use crate::sass::{encode, print};
use crate::target::Sm;
use crate::trace::{SassFunction, SassInst, SassSnapshot};
use std::collections::{BTreeSet, HashMap};

/// The phase name of diagnostics from allocation, scheduling and encoding.
pub const PHASE: &str = "ptxas";

pub use super::layout::{Encoded, FunctionOutput, FUNCTION_ALIGN, TAIL_CONTROL};

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

/// Whether the function reads global memory through the descriptor.
fn uses_descriptor(f: &MachFunction) -> bool {
    f.insts().any(|m| m.inst.operands.iter().any(|o| matches!(&o.value, V::Mem(r) if r.desc.is_some())))
}

/// The device functions a function calls directly, in order of first call.
fn direct_callees(func: &ast::Function, funcs: &[String]) -> Vec<(String, Span)> {
    fn walk(stmts: &[ast::Statement], funcs: &[String], out: &mut Vec<(String, Span)>) {
        for s in stmts {
            match s {
                ast::Statement::Block(b) => walk(&b.statements, funcs, out),
                ast::Statement::Instruction(i) => {
                    // Called, or its address taken (`mov.b64 %rd, f` for an indirect call).
                    let named = match i.call() {
                        Some(c) => match c.callee {
                            ast::Operand::Symbol(name, _) => Some(name),
                            _ => None,
                        },
                        None if i.opcode == "mov" => match i.operands.get(1) {
                            Some(ast::Operand::Symbol(name, _)) if funcs.contains(name) => Some(name),
                            _ => None,
                        },
                        None => None,
                    };
                    // A system call without a body here (`vprintf`) is the driver's, not compiled.
                    let named = named.filter(|n| funcs.contains(*n) || !phase1::SYSTEM_CALLS.contains(&n.as_str()));
                    if let Some(name) = named {
                        if !out.iter().any(|(n, _)| n == name) {
                            out.push((name.clone(), i.span.0));
                        }
                    }
                }
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    if let Some(b) = &func.body {
        walk(&b.statements, funcs, &mut out);
    }
    out
}

/// Whether `f` takes the address of function `name` (`mov.b64 %rd, name`).
fn mentions_address(f: &ast::Function, name: &str) -> bool {
    fn walk(stmts: &[ast::Statement], name: &str) -> bool {
        stmts.iter().any(|s| match s {
            ast::Statement::Block(b) => walk(&b.statements, name),
            ast::Statement::Instruction(i) => i.opcode == "mov" && matches!(i.operands.get(1), Some(ast::Operand::Symbol(n, _)) if n == name),
            _ => false,
        })
    }
    f.body.as_ref().is_some_and(|b| walk(&b.statements, name))
}

/// A device function after scheduling, ready to be laid out after each kernel that reaches it.
#[derive(Clone, Debug)]
struct Device {
    mf: MachFunction,
    clobber: regalloc::Clobber,
    callees: Vec<String>,
}

/// What every device function came to: compiled, or failed (its diagnostics already reported).
#[derive(Default)]
struct Devices {
    done: HashMap<String, Option<Device>>,
    /// The module's device functions with a body.
    funcs: Vec<String>,
    /// Those whose address is taken somewhere (`mov.b64 %rd, f`): an indirect call may reach any.
    address_taken: Vec<String>,
}

impl Devices {
    fn new(module: &ast::Module) -> Devices {
        let funcs: Vec<String> = module.functions().filter(|f| f.kind == ast::FunctionKind::Func && f.body.is_some()).map(|f| f.name.clone()).collect();
        let mut address_taken = Vec::new();
        for f in module.functions() {
            for (n, _) in direct_callees(f, &funcs) {
                if !address_taken.contains(&n) && mentions_address(f, &n) {
                    address_taken.push(n);
                }
            }
        }
        Devices { done: HashMap::new(), funcs, address_taken }
    }

    fn clobbers(&self) -> HashMap<String, regalloc::Clobber> {
        let mut m: HashMap<String, regalloc::Clobber> = self.done.iter().filter_map(|(n, d)| d.as_ref().map(|d| (n.clone(), d.clobber.clone()))).collect();
        // An indirect call writes what any function whose address is taken writes (everything
        // while one of them is not compiled yet).
        let mut all = regalloc::Clobber::default();
        for n in &self.address_taken {
            match m.get(n) {
                Some(c) => {
                    all.r.extend(c.r.iter().copied());
                    all.p.extend(c.p.iter().copied());
                }
                None => {
                    all = regalloc::Clobber::everything();
                    break;
                }
            }
        }
        m.insert(crate::ptxas::ori::INDIRECT_CALLEES.to_string(), all);
        m.insert(crate::ptxas::ori::SYSTEM_CALLEES.to_string(), regalloc::Clobber::everything());
        m
    }

    /// The device functions `names` reach, each once, callers before callees (ptxas's order).
    fn reachable(&self, names: &[String]) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let mut stack: Vec<String> = names.iter().rev().cloned().collect();
        while let Some(n) = stack.pop() {
            if out.contains(&n) {
                continue;
            }
            if let Some(Some(d)) = self.done.get(&n) {
                stack.extend(d.callees.iter().rev().cloned());
            }
            out.push(n);
        }
        out
    }
}

/// `module` with every call target and function address that names a `.alias` replaced by its
/// aliasee (following chains of aliases).
fn resolve_aliases(module: &ast::Module) -> ast::Module {
    let aliases: HashMap<String, String> = module
        .items
        .iter()
        .filter_map(|i| match i {
            ast::Item::Alias(a) => Some((a.name.clone(), a.aliasee.clone())),
            _ => None,
        })
        .collect();
    let target = |name: &str| {
        let mut n = name.to_string();
        for _ in 0..aliases.len() {
            match aliases.get(&n) {
                Some(next) => n = next.clone(),
                None => break,
            }
        }
        n
    };
    fn walk(stmts: &mut [ast::Statement], target: &dyn Fn(&str) -> String) {
        for s in stmts {
            match s {
                ast::Statement::Block(b) => walk(&mut b.statements, target),
                ast::Statement::Instruction(i) if i.opcode == "call" || i.opcode == "mov" => {
                    for op in &mut i.operands {
                        if let ast::Operand::Symbol(name, _) = op {
                            *name = target(name);
                        }
                    }
                }
                _ => {}
            }
        }
    }
    let mut m = module.clone();
    for item in &mut m.items {
        if let ast::Item::Function(f) = item {
            if let Some(body) = &mut f.body {
                walk(&mut body.statements, &target);
            }
        }
    }
    m
}

/// The hardware registers `mf`'s instructions write.
fn written(mf: &MachFunction) -> regalloc::Clobber {
    let mut c = regalloc::Clobber::default();
    for m in mf.insts() {
        for r in crate::sass::opcodes::defs_uses(&m.inst).0 {
            match r {
                crate::sass::opcodes::Reg::R(x) => {
                    c.r.insert(x);
                }
                crate::sass::opcodes::Reg::P(x) => {
                    c.p.insert(x);
                }
                _ => {}
            }
        }
    }
    c
}

/// Compiles device function `name` and (first) everything it calls; `false` when it or a callee
/// failed. `stack` holds the functions being compiled, to find recursion.
fn compile_device(module: &ast::Module, target: &Target, name: &str, call_span: Span, devices: &mut Devices, out: &mut Output, stack: &mut Vec<String>) -> bool {
    if let Some(d) = devices.done.get(name) {
        return d.is_some();
    }
    if stack.iter().any(|s| s == name) {
        // Recursion: the caller treats this call as writing every register (its live values go
        // to the frame); whether the cycle compiles is decided where it was entered.
        return true;
    }
    let Some(func) = module.function(name).filter(|f| f.body.is_some() && f.kind == ast::FunctionKind::Func) else {
        out.diagnostics.push(Diagnostic::error(phase1::PHASE, call_span, format!("ptxas Phase 1: call to '{name}', which has no body in this module (separate compilation is not supported yet)")));
        devices.done.insert(name.to_string(), None);
        return false;
    };
    stack.push(name.to_string());
    let callees = direct_callees(func, &devices.funcs);
    let mut ok = true;
    for (c, span) in &callees {
        ok &= compile_device(module, target, c, *span, devices, out, stack);
    }
    stack.pop();
    // Callees still being compiled (a recursive cycle through this function) may write anything.
    let pending: Vec<String> = callees.iter().filter(|(c, _)| !devices.done.contains_key(c)).map(|c| c.0.clone()).collect();
    let result = if ok { compile_device_body(module, func, target, devices, &pending, out) } else { None };
    let done = result.map(|(mf, own)| {
        let mut clobber = own;
        for (c, _) in &callees {
            match devices.done.get(c) {
                Some(Some(d)) => {
                    clobber.r.extend(d.clobber.r.iter().copied());
                    clobber.p.extend(d.clobber.p.iter().copied());
                }
                // Itself: its own code is the clobber already.
                _ if c == name => {}
                _ => clobber = regalloc::Clobber::everything(),
            }
        }
        Device { mf, clobber, callees: callees.iter().map(|c| c.0.clone()).collect() }
    });
    let ok = done.is_some();
    devices.done.insert(name.to_string(), done);
    ok
}

/// Appends a phase's log lines, each prefixed with the function's name.
fn log(out: &mut Output, name: &str, lines: Vec<String>) {
    out.log.extend(lines.into_iter().map(|l| format!("{name}: {l}")));
}

/// Phase 1 with the arch lowering, then register allocation: the allocated Ori function (the
/// Phase 1 snapshot taken), or `None` when a phase failed (its diagnostics in `out`).
fn convert_and_allocate(
    module: &ast::Module,
    func: &ast::Function,
    target: &Target,
    clobbers: &HashMap<String, regalloc::Clobber>,
    max_r: u8,
    out: &mut Output,
) -> Option<(OriFunction, regalloc::Allocation)> {
    let converted = match phase1::convert_function(module, func, target.sm) {
        Ok(c) => c,
        Err(d) => {
            out.diagnostics.extend(d);
            return None;
        }
    };
    crate::trace::phase_timer::lap_named("sass: phase 1");
    let mut ori = converted.function;
    log(out, &ori.name, converted.log);
    match lower::lower(&mut ori, target) {
        Ok(l) => log(out, &ori.name, l),
        Err(e) => {
            out.diagnostics.push(Diagnostic::error(phase1::PHASE, func.span.0, e));
            return None;
        }
    }
    out.merc.functions.push(snapshot::ori(&ori));
    crate::trace::phase_timer::lap_named("sass: phase 1 snapshot");
    match regalloc::allocate_spilling(&mut ori, clobbers, max_r) {
        Ok((a, l)) => {
            log(out, &ori.name, l);
            crate::trace::phase_timer::lap_named("sass: regalloc");
            Some((ori, a))
        }
        Err(e) => {
            out.diagnostics.push(Diagnostic::error(PHASE, func.span.0, e));
            None
        }
    }
}

/// A device function through allocation and scheduling, with its frame (`IADD3 R1`) when it
/// spills or has locals; with the registers it writes.
fn compile_device_body(module: &ast::Module, func: &ast::Function, target: &Target, devices: &Devices, pending: &[String], out: &mut Output) -> Option<(MachFunction, regalloc::Clobber)> {
    let mut clobbers = devices.clobbers();
    for p in pending {
        clobbers.insert(p.clone(), regalloc::Clobber::everything());
    }
    let (ori, alloc) = convert_and_allocate(module, func, target, &clobbers, regalloc::MAX_R, out)?;
    let (mut mf, l) = regalloc::rewrite(&ori, &alloc);
    log(out, &ori.name, l);
    log(out, &ori.name, lower::legalize::legalize_function(&mut mf, target));
    if ori.local_bytes > 0 {
        // The frame: R1 moves down on entry and back up before every return.
        let n = ori.local_bytes;
        if mf.blocks.is_empty() {
            mf.blocks.push(Default::default());
        }
        mf.blocks[0].insts.insert(0, mach(&format!("IADD3 R1, R1, -{n:#x}, RZ"), "device function frame: R1 ← R1 - frame size"));
        for b in &mut mf.blocks {
            let mut k = 0;
            while k < b.insts.len() {
                if b.insts[k].inst.opcode == "RET" {
                    let mut pop = mach(&format!("IADD3 R1, R1, {n:#x}, RZ"), "device function frame: R1 ← R1 + frame size before RET");
                    pop.inst.guard = b.insts[k].inst.guard;
                    pop.ptx_line = b.insts[k].ptx_line;
                    b.insts.insert(k, pop);
                    k += 1;
                }
                k += 1;
            }
        }
    }
    out.regalloc.functions.push(snapshot::mach(&mf, false));
    schedule::schedule(&mut mf);
    out.schedule.functions.push(snapshot::mach(&mf, true));
    let own = written(&mf);
    Some((mf, own))
}

/// The highest general register a kernel may use: R254, or below its `.maxnreg` (which ptxas raises
/// to at least 24).
fn max_register(func: &ast::Function) -> u8 {
    let limit = func.directives.iter().find(|d| d.name == ".maxnreg").and_then(|d| d.values.first().copied()).unwrap_or(255);
    (limit.clamp(24, 255) - 1) as u8
}

/// Compiles every kernel of `module` for `sm`, each followed by the device functions it calls.
pub fn compile(module: &ast::Module, sm: Sm) -> Output {
    // `.alias a, f;`: a call to (or the address of) `a` is one of `f`, as ptxas links it.
    let resolved;
    let module = if module.items.iter().any(|i| matches!(i, ast::Item::Alias(_))) {
        resolved = resolve_aliases(module);
        &resolved
    } else {
        module
    };
    let target = Target::new(sm);
    let mut out =
        Output { merc: snapshot::empty(sm), regalloc: snapshot::empty(sm), schedule: snapshot::empty(sm), select: snapshot::empty(sm), encode: snapshot::empty(sm), ..Default::default() };
    let info = crate::sass::arch::ArchInfo::of(sm);
    out.log.push(format!(
        "arch: {sm} in the {} dispatch family ({:#x}), Phase 2 backend {}, form table {}",
        info.family,
        info.dispatch_code,
        info.backend,
        if info.table.is_empty() { "none" } else { &info.table }
    ));
    let mut devices = Devices::new(module);
    let mut next_offset = 0u32;
    for func in module.functions().filter(|f| f.body.is_some() && f.kind == ast::FunctionKind::Entry) {
        out.total_functions += 1;
        if let Some(end) = compile_kernel(module, func, &target, &mut devices, next_offset, &mut out) {
            next_offset = end;
        }
    }
    crate::trace::phase_timer::lap_named("sass: encode snapshot");
    let (listing, words) = layout::listing(&out.functions, module);
    out.listing = listing;
    out.words = words;
    out
}

/// One kernel through every phase, laid out from `start` (the device functions it calls compiled
/// first): the offset after its tail, or `None` when a phase failed (its diagnostics in `out`).
fn compile_kernel(module: &ast::Module, func: &ast::Function, target: &Target, devices: &mut Devices, start: u32, out: &mut Output) -> Option<u32> {
    // The device functions it calls, callees first.
    let callees = direct_callees(func, &devices.funcs);
    let mut calls_ok = true;
    for (c, span) in &callees {
        calls_ok &= compile_device(module, target, c, *span, devices, out, &mut Vec::new());
    }
    if !calls_ok {
        return None;
    }
    let reached = devices.reachable(&callees.iter().map(|c| c.0.clone()).collect::<Vec<_>>());
    if let Some(n) = reached.iter().find(|n| !matches!(devices.done.get(*n), Some(Some(_)))) {
        out.diagnostics.push(Diagnostic::error(phase1::PHASE, func.span.0, format!("ptxas Phase 1: '{}' reaches '{n}', which did not compile", func.name)));
        return None;
    }
    let reached: Vec<Device> = reached.iter().filter_map(|n| devices.done.get(n).cloned().flatten()).collect();
    // Phase 1, the arch lowering, register allocation (spilling under pressure or `.maxnreg`),
    // MercExpand.
    let (ori, alloc) = convert_and_allocate(module, func, target, &devices.clobbers(), max_register(func), out)?;
    if ori.local_bytes > 0 {
        if let Some(a) = ori.insts().find(|i| i.rule == phase1::ALLOCA_RULE) {
            let span = Span { line: a.ptx_line, col: 1, len: 1 };
            out.diagnostics.push(Diagnostic::error(PHASE, span, "ptxas: alloca in a function that spills (its slots are addressed from R1) is not supported yet".to_string()));
            return None;
        }
    }
    let (mut mf, l) = regalloc::rewrite(&ori, &alloc);
    log(out, &ori.name, l);
    // The prologue ptxas writes: the stack pointer, and the global memory descriptor.
    let mut prologue = vec![lower::prologue::stack_pointer_load(target)];
    if ori.local_bytes > 0 {
        prologue.push(mach(&format!("IADD3 R1, R1, -{:#x}, RZ", ori.local_bytes), "prologue: stack frame for local memory below R1"));
    }
    if uses_descriptor(&mf) || reached.iter().any(|d| uses_descriptor(&d.mf)) {
        prologue.extend(lower::prologue::descriptor_load(target));
    }
    if mf.blocks.is_empty() {
        mf.blocks.push(Default::default());
    }
    prologue.append(&mut mf.blocks[0].insts);
    mf.blocks[0].insts = prologue;
    let name = mf.name.clone();
    log(out, &name, lower::legalize::legalize_function(&mut mf, target));
    out.regalloc.functions.push(snapshot::mach(&mf, false));
    // Scheduling: the list scheduler inside each block, then the control codes.
    crate::trace::phase_timer::lap_named("sass: rewrite + snapshot");
    let moved = schedule::reorder(&mut mf);
    crate::trace::phase_timer::lap_named("sass: list scheduler");
    out.log.push(format!("{name}: list scheduler: {moved} instruction(s) moved"));
    schedule::schedule(&mut mf);
    if target.arch.barrier_preamble {
        lower::prologue::barrier_preamble(&mut mf);
        out.log.push(format!("{name}: kernel preamble: convergence barriers B0-B15 (sm_87)"));
    }
    crate::trace::phase_timer::lap_named("sass: control codes");
    out.schedule.functions.push(snapshot::mach(&mf, true));
    crate::trace::phase_timer::lap_named("sass: schedule snapshot");
    mf.num_r = reached.iter().map(|d| d.mf.num_r).fold(mf.num_r, u32::max);
    // Layout: the kernel, then the device functions it reaches, then the tail.
    let parts: Vec<&MachFunction> = std::iter::once(&mf).chain(reached.iter().map(|d| &d.mf)).collect();
    let laid = layout::lay_out(&parts, start);
    out.log.push(format!(
        "{name}: MercExpand: kernel tail at {:#06x}: BRA to itself + {} NOP(s) to a {FUNCTION_ALIGN}-byte boundary",
        laid.tail_at, laid.tail_nops
    ));
    crate::trace::phase_timer::lap_named("sass: layout");
    // Phase 2, then operand reuse, then encoding with the winning template.
    let (encoded, selected, contests) = select_and_encode(&name, laid.code, &laid.arrivals, target, out)?;
    crate::trace::phase_timer::lap_named("sass: encode");
    // The scoreboard check.
    let listing: Vec<(u32, Inst, ControlCode)> = encoded.iter().map(|e| (e.offset, e.inst.clone(), e.control)).collect();
    let violations = schedule::check(&listing);
    if !violations.is_empty() {
        for v in violations {
            let line = encoded.iter().find(|e| e.offset == v.offset).map_or(1, |e| e.ptx_line.max(1));
            out.diagnostics.push(Diagnostic::error(PHASE, Span { line, col: 1, len: 0 }, format!("ptxas: scoreboard check failed in {name} at /*{:04x}*/: {}", v.offset, v.message)));
        }
        return None;
    }
    crate::trace::phase_timer::lap_named("sass: scoreboard check");
    out.select.functions.push(SassFunction { name: name.clone(), insts: selected, live_ranges: Vec::new(), contests });
    out.encode.functions.push(snapshot::encoded(&name, &encoded));
    out.functions.push(FunctionOutput { name, code: encoded, body_len: laid.body_len, num_r: mf.num_r, constant2: laid.constant2 });
    Some(laid.end)
}

/// Phase 2 (through the SM120 pattern coordinator where the arch has it), operand reuse, and
/// encoding of laid-out code: the encoded instructions, the Phase 2 snapshot's instructions and
/// its distinct contests; `None` when an instruction could not be selected or encoded.
#[allow(clippy::type_complexity)]
fn select_and_encode(
    name: &str,
    mut code: Vec<(u32, MachInst)>,
    arrivals: &BTreeSet<u32>,
    target: &Target,
    out: &mut Output,
) -> Option<(Vec<Encoded>, Vec<SassInst>, Vec<crate::trace::SassContest>)> {
    let mut failed = false;
    let mut sels: Vec<Option<phase2::Selected<u32>>> = Vec::with_capacity(code.len());
    let mut cache = phase2::ContestCache::default();
    log(out, name, lower::legalize::legalize(code.iter_mut().map(|(_, m)| &mut m.inst), target));
    let backend = target.arch.backend;
    let mut notes: Vec<String> = Vec::with_capacity(code.len());
    for (_, m) in &code {
        let span = Span { line: m.ptx_line.max(1), col: 1, len: 0 };
        // The arch's spelling, then (sm_120/121) the pattern coordinator before the contest.
        let (inst, classes) = phase2::sm120::adapt(&m.inst, &m.classes, target.sm);
        let (inst, classes, how) = match (backend, target.forms) {
            (Backend::PatternCoordinator, Some(t)) => phase2::sm120::coordinate(&inst, &classes, |mn, sh| t.lookup(mn, sh).is_some()),
            _ => (inst, classes, phase2::sm120::Coordinated::Inline),
        };
        notes.push(how.note());
        match phase2::select_cached(&inst, &m.props, &classes, target, &mut cache) {
            Ok(s) => sels.push(Some(s)),
            Err(e) => {
                failed = true;
                out.diagnostics.push(Diagnostic::error(PHASE, span, format!("ptxas Phase 2: cannot select `{}` (rule {}): {e}", print::inst_text(&m.inst), m.rule)));
                sels.push(None);
            }
        }
    }
    if backend == Backend::PatternCoordinator {
        // Which of the coordinator's paths each instruction took (seed 004, `sub_13AF3D0`).
        let swapped = notes.iter().filter(|n| n.contains("commutative")).count();
        let alternate = notes.iter().filter(|n| n.contains("alternate match")).count();
        out.log.push(format!(
            "{name}: pattern coordinator: {} instruction(s): {} inline operand emission, {swapped} commutative operand swap(s), {alternate} alternate match(es)",
            notes.len(),
            notes.len() - swapped - alternate
        ));
    }
    crate::trace::phase_timer::lap_named("sass: phase 2 select");
    // Operand reuse never crosses a point where control arrives from elsewhere.
    let mut controls: Vec<(u32, ControlCode)> = code.iter().map(|(o, m)| (*o, m.control)).collect();
    let reused = reuse::set_reuse(&mut sels, &mut controls, arrivals);
    if reused > 0 {
        out.log.push(format!("{name}: operand reuse: {reused} .reuse flag(s)"));
    }
    crate::trace::phase_timer::lap_named("sass: reuse");
    let mut encoded = Vec::with_capacity(code.len());
    let mut selected = Vec::with_capacity(code.len());
    for ((((offset, m), sel), (_, control)), note) in code.iter().zip(sels).zip(controls).zip(&notes) {
        let span = Span { line: m.ptx_line.max(1), col: 1, len: 0 };
        let Some(sel) = sel else { continue };
        match encode::encode_form(&sel.inst, sel.form, &control, *offset as u64) {
            Ok(e) => {
                // The control bits as encoded (reuse flags included).
                let control = crate::sass::inst::unpack_control(e.words[1]);
                let rule = if note.is_empty() { format!("{} (template {})", m.rule, sel.form.name) } else { format!("{} (template {}; {note})", m.rule, sel.form.name) };
                let enc = Encoded {
                    offset: *offset,
                    inst: sel.inst,
                    control,
                    words: e.words,
                    fields: e.fields,
                    rule: m.rule.to_string(),
                    ptx_line: m.ptx_line,
                    folded_lines: m.folded_lines.clone(),
                };
                selected.push(snapshot::selected(&enc, rule, sel.contest));
                encoded.push(enc);
            }
            Err(e) => {
                failed = true;
                out.diagnostics.push(Diagnostic::error(PHASE, span, format!("ptxas: cannot encode `{}` (rule {}): {e}", print::inst_text(&m.inst), m.rule)));
            }
        }
    }
    (!failed).then_some((encoded, selected, cache.contests))
}
