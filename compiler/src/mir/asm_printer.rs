//! The AsmPrinter: machine functions to PTX text (seed 001 §7 conventions, LLVM 22's layout).
//!
//! The printer writes each function's signature, its `.reg` declarations (one per class in use,
//! `%r<N>` declaring `%r0`..`%r<N-1>`), labels for the blocks some branch targets
//! (`$L__BB<f>_<b>`), and the instructions. The text is then read back by the PTX front end
//! ([`crate::ptx::parse`]) and printed by its printer ([`crate::ptx::print`]), so the LLVM side
//! and the ptxas side share one PTX printer, and a malformed line is caught here rather than
//! by ptxas.

use super::{GlobalDecl, MOperand, MachineFunction, RegClass};
use crate::diag::Diagnostic;
use crate::target::Subtarget;
use std::collections::BTreeSet;

/// Raw PTX text of `functions` for `subtarget`, before the round trip through the PTX printer.
pub fn emit_text(externs: &[String], globals: &[GlobalDecl], functions: &[MachineFunction], subtarget: &Subtarget, pipeline: crate::Pipeline) -> String {
    // The depot's address: LLVM 22 moves it as `.b64`, libNVVM as `.u64`.
    let depot_mov = if pipeline == crate::Pipeline::Llvm { "mov.b64" } else { "mov.u64" };
    let mut s = String::new();
    s.push_str(&subtarget.version_line());
    s.push('\n');
    s.push_str(&subtarget.target_line());
    s.push('\n');
    s.push_str(".address_size 64\n\n");
    // The prototypes of called external functions come first, as LLVM 22's emitDeclarations.
    for e in externs {
        s.push_str(e);
        s.push('\n');
    }
    // A `.shared` variable of internal linkage that one function alone uses is declared in
    // that function (LLVM 22's NVPTXAsmPrinter demotes it: canDemoteGlobalVar).
    let demoted = demoted_globals(globals, functions);
    for (g, _) in globals.iter().zip(&demoted).filter(|(_, d)| d.is_none()) {
        s.push_str(&global_line(g));
    }
    if demoted.iter().any(Option::is_none) {
        s.push('\n');
    }
    // A device function is declared before the definitions when something printed before it
    // names it: an earlier function (a call, its address) or a global's initializer (LLVM 22's
    // NVPTXAsmPrinter::emitDeclarations; a callee defined first needs no declaration).
    for (k, f) in functions.iter().enumerate().filter(|(_, f)| !f.kernel) {
        let named = |text: &str| names(text, &f.name);
        let by_global = globals.iter().any(|g| g.addr_init.as_deref().is_some_and(named));
        let by_earlier = functions[..k].iter().any(|g| g.insts().any(|i| i.ops.iter().any(|o| matches!(o, MOperand::Sym(t) if named(t)))));
        if by_global || by_earlier {
            s.push_str(&signature(f));
            s.push_str(";\n");
        }
    }
    for (fi, f) in functions.iter().enumerate() {
        s.push_str(&signature(f));
        s.push_str("\n{\n");

        if let Some((size, align)) = f.frame {
            s.push_str(&format!("\t.local .align {align} .b8 \t__local_depot{fi}[{size}];\n\t.reg .b64 \t%SP;\n\t.reg .b64 \t%SPL;\n"));
        }
        for class in RegClass::ALL {
            let n = f.reg_count(class);
            if n > 0 {
                s.push_str(&format!("\t.reg .{} \t{}<{}>;\n", class.ptx_type(), class.prefix(), n + 1));
            }
        }
        for (g, _) in globals.iter().zip(&demoted).filter(|(_, d)| **d == Some(fi)) {
            s.push('\t');
            s.push_str(&global_line(g));
        }
        s.push('\n');
        if f.frame.is_some() {
            s.push_str(&format!("\t{depot_mov} \t%SPL, __local_depot{fi};\n"));
            // The generic depot pointer only when something reads it (NVPTXPeephole makes frame
            // accesses local).
            let generic_sp = f.insts().any(|i| i.opcode == "LEA_ADDRi64" || i.ops.iter().any(|o| *o == MOperand::Sym("%SP".into())));
            if generic_sp {
                s.push_str("\tcvta.local.u64 \t%SP, %SPL;\n");
            }
        }
        let targets: BTreeSet<u32> = f
            .insts()
            .flat_map(|i| i.ops.iter())
            .filter_map(|o| if let MOperand::Block(b) = o { Some(*b) } else { None })
            .collect();
        let nounroll = nounroll_headers(f);
        for (k, b) in f.blocks.iter().enumerate() {
            if targets.contains(&b.index) {
                s.push_str(&format!("$L__BB{fi}_{}:\n", b.index));
            }
            if nounroll.contains(&k) {
                s.push_str("\t.pragma \"nounroll\";\n");
            }
            for i in &b.insts {
                if i.opcode == "INLINEASM" {
                    // Verbatim between markers, as LLVM prints it; the statements end themselves.
                    s.push_str(&format!("\t// begin inline asm\n\t{}\n\t// end inline asm\n", i.ptx(fi)));
                    continue;
                }
                s.push('\t');
                let text = i.ptx(fi);
                s.push_str(&text);
                // The braces of a call sequence are scopes, not statements; so is a family
                // template that is a scoped block of its own (FP4's `.b8` register).
                s.push_str(if text == "{" || text == "}" || text.ends_with("\n\t}") { "\n" } else { ";\n" });
            }
        }
        s.push_str("\n}\n");
    }
    s
}

/// The declaration of module-scope variable `g`, as LLVM 22's printModuleLevelGV writes it.
fn global_line(g: &GlobalDecl) -> String {
    let ext = if g.external { ".extern " } else if g.visible { ".visible " } else { "" };
    if let Some(ty) = g.scalar {
        // A scalar: its value as LLVM's printScalarConstant writes it (signed decimal
        // integers, 0f/0d hex floats); no initializer when it is zero.
        let init = g.init.as_ref().filter(|i| i.iter().any(|&b| b != 0)).map(|bytes| {
            let mut raw = [0u8; 8];
            let n = bytes.len().min(8);
            raw[..n].copy_from_slice(&bytes[..n]);
            let bits = u64::from_le_bytes(raw);
            match ty {
                "f32" => format!(" = 0f{:08X}", bits as u32),
                "f64" => format!(" = 0d{bits:016X}"),
                "u8" => format!(" = {}", bits as u8 as i8),
                "u16" => format!(" = {}", bits as u16 as i16),
                "u32" => format!(" = {}", bits as u32 as i32),
                _ => format!(" = {}", bits as i64),
            }
        });
        let init = g.addr_init.as_ref().map(|a| format!(" = {a}")).or(init);
        format!("{ext}{} .align {} .{ty} {}{};\n", g.space, g.align, g.name, init.unwrap_or_default())
    } else if g.external && g.size == 0 {
        format!("{ext}{} .align {} .b8 {}[];\n", g.space, g.align, g.name)
    } else if let Some(init) = g.init.as_ref().filter(|i| i.iter().any(|&b| b != 0)) {
        // As LLVM's AggBuffer: trailing zero bytes are left to the zero fill.
        let len = init.iter().rposition(|&b| b != 0).map_or(0, |i| i + 1);
        let bytes: Vec<String> = init[..len].iter().map(|b| b.to_string()).collect();
        format!("{ext}{} .align {} .b8 {}[{}] = {{{}}};\n", g.space, g.align, g.name, g.size, bytes.join(", "))
    } else {
        format!("{ext}{} .align {} .b8 {}[{}];\n", g.space, g.align, g.name, g.size)
    }
}

/// For each global, the function it is demoted into: a `.shared` variable that is not visible
/// outside the module, is not external, and is named by the instructions of exactly one function
/// (a global that names it in its initializer keeps it at module scope).
fn demoted_globals(globals: &[GlobalDecl], functions: &[MachineFunction]) -> Vec<Option<usize>> {
    globals
        .iter()
        .map(|g| {
            if g.space != ".shared" || g.visible || g.external || globals.iter().any(|o| o.addr_init.as_deref().is_some_and(|t| names(t, &g.name))) {
                return None;
            }
            let users: Vec<usize> = functions
                .iter()
                .enumerate()
                .filter(|(_, f)| f.insts().any(|i| i.ops.iter().any(|o| matches!(o, MOperand::Sym(t) if names(t, &g.name)))))
                .map(|(k, _)| k)
                .collect();
            match users[..] {
                [one] => Some(one),
                _ => None,
            }
        })
        .collect()
}

/// Whether operand text `text` names symbol `name` (`tile`, `tile+4`, `generic(tile)`).
fn names(text: &str, name: &str) -> bool {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))).any(|w| w == name)
}

/// `.visible .entry k(...)` / `.visible .func (.param .b32 func_retval0) f(...)`.
fn signature(f: &MachineFunction) -> String {
    let kind = if f.kernel { ".entry" } else { ".func" };
    let ret = match (f.ret_array, f.ret) {
        (Some((align, size)), _) => format!("(.param .align {align} .b8 func_retval0[{size}]) "),
        (None, Some(t)) => format!("(.param .{t} func_retval0) "),
        (None, None) => String::new(),
    };
    let params: Vec<String> = f
        .params
        .iter()
        .map(|p| match p.array {
            Some((align, size)) => format!("\t.param .align {align} .b8 {}[{size}]", p.name),
            None if p.ptr => format!("\t.param .{} .ptr{}{} .align 1 {}", p.ty, if p.space.is_empty() { "" } else { " " }, p.space, p.name),
            None => format!("\t.param .{} {}", p.ty, p.name),
        })
        .collect();
    if params.is_empty() {
        format!(".visible {kind} {ret}{}()", f.name)
    } else {
        format!(".visible {kind} {ret}{}(\n{}\n)", f.name, params.join(",\n"))
    }
}

/// PTX for `functions`: the raw text read back and printed by the PTX front end's printer.
/// A line the PTX parser refuses is a selector bug; its diagnostics come back as the error.
pub fn emit(externs: &[String], globals: &[GlobalDecl], functions: &[MachineFunction], subtarget: &Subtarget, pipeline: crate::Pipeline) -> Result<String, Vec<Diagnostic>> {
    let text = emit_text(externs, globals, functions, subtarget, pipeline);
    let module = crate::ptx::parse(&text)?;
    Ok(crate::ptx::print(&module))
}

/// Whether `opcode` prints as a brace or a `.param` declaration rather than an instruction.
fn is_declaration(opcode: &str) -> bool {
    matches!(opcode, "CALLSEQ_START" | "CALLSEQ_END") || opcode.starts_with("DECLARE_")
}

/// The IR line of each line of `ptx` (as [`emit`] printed it for `functions`): instruction lines
/// take the source of their machine instruction, in order; directives, labels and the depot
/// set-up take none. When the counts disagree no line is linked rather than a wrong one.
pub fn line_sources(ptx: &str, functions: &[MachineFunction]) -> Vec<Option<crate::diag::Span>> {
    line_insts(ptx, functions).into_iter().map(|i| i.and_then(|i| i.source)).collect()
}

/// The machine instruction printed on each line of `ptx` (as [`emit`] printed it for
/// `functions`), by the same rule as [`line_sources`]. An inline asm prints as many instruction
/// lines as its text has statements; each of them is the asm's.
pub fn line_insts<'f>(ptx: &str, functions: &'f [MachineFunction]) -> Vec<Option<&'f super::MachineInst>> {
    let insts: Vec<&super::MachineInst> = functions
        .iter()
        .enumerate()
        .flat_map(|(fi, f)| f.insts().map(move |i| (fi, i)))
        .filter(|(_, i)| !is_declaration(i.opcode))
        .flat_map(|(fi, i)| {
            // A family record printed as a brace block (clusterlaunchcontrol.query_cancel's
            // scoped .b128 and its mov) is several statements too.
            let text = i.ptx(fi);
            let n = match i.opcode {
                // The prototype line and the call.
                "CALL_PROTO" | "CALL_PROTO_VOID" => 2,
                op if op == "INLINEASM" || text.contains('\n') || crate::isel::families::instr_desc(op).is_some_and(|d| d.template.starts_with('{')) => asm_statements(&text),
                _ => 1,
            };
            std::iter::repeat_n(i, n)
        })
        .collect();
    let is_inst = |l: &str| {
        let l = l.trim();
        l.ends_with(';') && !l.starts_with('.') && !l.starts_with(')') && !l.starts_with("mov.u64 \t%SPL,") && !l.starts_with("mov.b64 \t%SPL,") && !l.starts_with("cvta.local.u64 \t%SP,")
    };
    let lines: Vec<&str> = ptx.lines().collect();
    if lines.iter().filter(|l| is_inst(l)).count() != insts.len() {
        return vec![None; lines.len()];
    }
    let mut queue = insts.into_iter();
    lines.iter().map(|l| if is_inst(l) { queue.next() } else { None }).collect()
}

/// The loop headers (block positions) printed with `.pragma "nounroll";`: a block with a
/// predecessor along a back edge (one it dominates) whose IR terminator disabled unrolling
/// (NVPTXAsmPrinter::isLoopHeaderOfNoUnroll; [`super::MachineFunction::nounroll_latches`]).
fn nounroll_headers(f: &super::MachineFunction) -> BTreeSet<usize> {
    if f.nounroll_latches.is_empty() {
        return BTreeSet::new();
    }
    let cfg = super::passes::Cfg::new(f);
    let idom = cfg.idoms();
    let mut out = BTreeSet::new();
    for (h, preds) in cfg.preds.iter().enumerate() {
        let back_edge_latch = preds.iter().any(|&p| f.nounroll_latches.contains(&f.blocks[p].index) && super::passes::dominates(&idom, h, p));
        if back_edge_latch {
            out.insert(h);
        }
    }
    out
}

/// The instruction statements of an inline asm's text (`;`-terminated, not directives).
fn asm_statements(text: &str) -> usize {
    text.split(';').filter(|st| {
        let st = st.trim().trim_start_matches(['{', '}']).trim();
        !st.is_empty() && !st.starts_with('.') && !st.starts_with("//")
    }).count()
}
