//! The bridge to the trace: the snapshots of the ptxas-side phases, built from each phase's own
//! data (Ori IR, machine IR, Phase 2's selections, the encoded code). No phase writes the trace
//! itself.

use crate::ptxas::layout::Encoded;
use crate::ptxas::mir::MachFunction;
use crate::ptxas::ori::OriFunction;
use crate::sass::arch::ArchInfo;
use crate::sass::inst::ControlCode;
use crate::sass::print;
use crate::target::Sm;
use crate::trace::{SassFunction, SassInst, SassSnapshot};

/// An empty snapshot for `sm`.
pub fn empty(sm: Sm) -> SassSnapshot {
    SassSnapshot { arch: sm.to_string(), target: ArchInfo::of(sm), functions: Vec::new() }
}

/// One instruction without words.
pub fn inst(offset: u32, text: String, rule: &str, ptx_line: u32, control: Option<ControlCode>) -> SassInst {
    SassInst {
        offset,
        text,
        words: None,
        fields: Vec::new(),
        control,
        ptx_line: (ptx_line > 0).then_some(ptx_line),
        folded_lines: Vec::new(),
        rule: rule.to_string(),
        contest: None,
    }
}

/// A function after Phase 1 (virtual registers).
pub fn ori(f: &OriFunction) -> SassFunction {
    SassFunction {
        name: f.name.clone(),
        insts: f.insts().enumerate().map(|(k, i)| inst(16 * k as u32, f.inst_text(i), i.rule, i.ptx_line, None)).collect(),
        live_ranges: Vec::new(),
        contests: Vec::new(),
    }
}

/// A function after allocation (with its live ranges), or after scheduling (`with_control`).
pub fn mach(f: &MachFunction, with_control: bool) -> SassFunction {
    let insts = f
        .insts()
        .enumerate()
        .map(|(k, m)| inst(16 * k as u32, print::inst_text(&m.inst), m.rule, m.ptx_line, with_control.then_some(m.control)))
        .collect();
    SassFunction { name: f.name.clone(), insts, live_ranges: f.ranges.clone(), contests: Vec::new() }
}

/// An instruction as Phase 2 chose it: its template and contest, the control bits as encoded.
pub fn selected(e: &Encoded, rule: String, contest: u32) -> SassInst {
    SassInst { rule, contest: Some(contest), folded_lines: e.folded_lines.clone(), ..inst(e.offset, print::inst_text(&e.inst), "", e.ptx_line, Some(e.control)) }
}

/// The encoded instructions of a kernel with their words and fields.
pub fn encoded(name: &str, code: &[Encoded]) -> SassFunction {
    let insts = code
        .iter()
        .map(|e| SassInst { words: Some(e.words), fields: e.fields.clone(), folded_lines: e.folded_lines.clone(), ..inst(e.offset, print::inst_text(&e.inst), &e.rule, e.ptx_line, Some(e.control)) })
        .collect();
    SassFunction { name: name.to_string(), insts, live_ranges: Vec::new(), contests: Vec::new() }
}
