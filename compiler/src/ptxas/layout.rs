//! Layout and emission: the kernel, then every device function it reaches (callers first), then
//! MercExpand of the kernel tail (a `BRA` to itself and `NOP`s up to a multiple of 128 bytes);
//! kernels back to back. Branch and call targets, return addresses (relative to the kernel's
//! start, as ptxas writes them), `RET` bases and the `brx.idx` jump tables of constant bank 2
//! are filled in here. After encoding, [`listing`] writes nvdisasm's layout of every kernel with
//! the constant sections.

use crate::ptx::ast;
use crate::ptxas::mir::{mach, MachFunction, MachInst};
use crate::ptxas::ori::Fixup;
use crate::ptxas::{phase1, phase2};
use crate::sass::inst::{BitField, ControlCode, Inst, OperandValue as V};
use crate::sass::print;
use std::collections::{BTreeSet, HashMap};

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
    pub fields: Vec<BitField>,
    /// The rule that made it.
    pub rule: String,
    /// The PTX line.
    pub ptx_line: u32,
    /// Other PTX lines Phase 1 folded into it.
    pub folded_lines: Vec<u32>,
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
    /// Constant bank 2 (`.nv.constant2.<kernel>`): the `brx.idx` jump tables, one word per
    /// target with its byte offset from the kernel's start.
    pub constant2: Vec<u32>,
}

/// A kernel laid out: its code at final offsets, the tail included.
#[derive(Debug, Default)]
pub struct Laid {
    /// Every instruction with its offset.
    pub code: Vec<(u32, MachInst)>,
    /// The instructions before the tail.
    pub body_len: usize,
    /// Constant bank 2: the jump tables.
    pub constant2: Vec<u32>,
    /// Where control can arrive other than from the instruction before: branch targets, the
    /// entries of the device functions, and the return points after each `CALL`.
    pub arrivals: BTreeSet<u32>,
    /// The offset of the tail's `BRA`.
    pub tail_at: u32,
    /// How many `NOP`s pad the tail.
    pub tail_nops: usize,
    /// The offset after the tail: where the next kernel starts.
    pub end: u32,
}

/// Lays out `parts` (the kernel first, then the device functions it reaches) from `start`.
pub fn lay_out(parts: &[&MachFunction], start: u32) -> Laid {
    let mut a = start;
    let mut part_blocks: Vec<Vec<u32>> = Vec::new();
    let mut entry_of: HashMap<String, u32> = HashMap::new();
    for p in parts {
        entry_of.insert(p.name.clone(), a);
        let mut addrs = Vec::with_capacity(p.blocks.len());
        for b in &p.blocks {
            addrs.push(a);
            a += 16 * b.insts.len() as u32;
        }
        part_blocks.push(addrs);
    }
    let body_end = a;
    let mut code: Vec<(u32, MachInst)> = Vec::new();
    let mut constant2: Vec<u32> = Vec::new();
    let mut off = start;
    for (p, addrs) in parts.iter().zip(&part_blocks) {
        let part_start = code.len();
        for b in &p.blocks {
            for m in &b.insts {
                let mut m = m.clone();
                if let Some(t) = m.target {
                    set_target(&mut m.inst, addrs.get(t).copied().unwrap_or(body_end));
                }
                match &m.fixup {
                    Some(Fixup::Call(name)) => set_target(&mut m.inst, entry_of.get(name).copied().unwrap_or(body_end)),
                    Some(Fixup::FuncAddress(name)) => {
                        let addr = entry_of.get(name).copied().unwrap_or(start);
                        set_imm(&mut m.inst, (addr - start) as i64);
                    }
                    Some(Fixup::ReturnBase | Fixup::CallIndirect) => set_target(&mut m.inst, start),
                    Some(Fixup::JumpTable { offset, targets }) => {
                        // BRX adds its operand to the next instruction's address: the
                        // kernel's start; the table holds the targets relative to it.
                        set_imm(&mut m.inst, start as i64 - (off as i64 + 16));
                        let at = *offset as usize / 4;
                        if constant2.len() < at + targets.len() {
                            constant2.resize(at + targets.len(), 0);
                        }
                        for (k, t) in targets.iter().enumerate() {
                            constant2[at + k] = addrs.get(*t).copied().unwrap_or(body_end) - start;
                        }
                    }
                    _ => {}
                }
                code.push((off, m));
                off += 16;
            }
        }
        return_addresses(&mut code, part_start, start);
    }
    let body_len = code.len();
    let mut arrivals: BTreeSet<u32> = parts
        .iter()
        .zip(&part_blocks)
        .flat_map(|(p, addrs)| p.blocks.iter().zip(addrs).filter(|(b, _)| b.branch_target).map(|(_, a)| *a))
        .collect();
    arrivals.extend(entry_of.values().copied());
    arrivals.extend(code.iter().filter(|(_, m)| matches!(m.fixup, Some(Fixup::Call(_) | Fixup::CallIndirect))).map(|(o, _)| o + 16));
    // The tail: MercExpand of the kernel-tail pseudo, a branch to itself and NOPs to the
    // alignment.
    let tail_at = off;
    let tail = phase2::expand_tail(off, FUNCTION_ALIGN);
    let tail_nops = tail.len() - 1;
    for (k, (o, inst)) in tail.into_iter().enumerate() {
        let mut m = mach("NOP", if k == 0 { "tail: BRA to itself" } else { "tail: NOP padding" });
        m.inst = inst;
        m.control = TAIL_CONTROL;
        code.push((o, m));
        off = o + 16;
    }
    Laid { code, body_len, constant2, arrivals, tail_at, tail_nops, end: off }
}

/// The branch target operand of `inst` set to `addr`.
fn set_target(inst: &mut Inst, addr: u32) {
    if let Some(op) = inst.operands.iter_mut().find(|o| matches!(o.value, V::Target(_))) {
        op.value = V::Target(addr as u64);
    }
}

/// The first immediate operand of `inst` set to `value`.
fn set_imm(inst: &mut Inst, value: i64) {
    if let Some(op) = inst.operands.iter_mut().find(|o| matches!(o.value, V::Imm(_))) {
        op.value = V::Imm(value);
    }
}

/// Return addresses of one part (from `code[part_start..]`): the instruction after the next
/// CALL, relative to the kernel.
fn return_addresses(code: &mut [(u32, MachInst)], part_start: usize, start: u32) {
    for k in part_start..code.len() {
        if code[k].1.fixup != Some(Fixup::ReturnAddress) {
            continue;
        }
        let ret = code[k..].iter().find(|(_, m)| matches!(m.fixup, Some(Fixup::Call(_) | Fixup::CallIndirect))).map_or(0, |(o, _)| o + 16);
        let value = if code[k].1.inst.opcode == "LEPC" {
            // LEPC: the absolute address (stored relative to the next instruction).
            ret as i64
        } else if code[k].1.inst.opcode == "IADD3" {
            // Before sm_90: the LEPC's own address plus the distance to the return.
            let lepc = code[part_start..k].iter().rev().find(|(_, m)| m.inst.opcode == "LEPC").map_or(0, |(o, _)| *o);
            ret as i64 - lepc as i64
        } else {
            (ret - start) as i64
        };
        set_imm(&mut code[k].1.inst, value);
    }
}

/// The listing of every kernel in `functions`, word comments in one column, a header line before
/// each kernel, its jump tables (as `cuobjdump -elf` prints the section, four words a line), and
/// the module's `.const` data (bank 3) after the kernels; and all their words in address order.
pub fn listing(functions: &[FunctionOutput], module: &ast::Module) -> (String, Vec<[u64; 2]>) {
    let entries: Vec<(u32, Inst, ControlCode, [u64; 2])> =
        functions.iter().flat_map(|f| f.code.iter().map(|e| (e.offset, e.inst.clone(), e.control, e.words))).collect();
    let text = print::listing_text(&entries);
    let lines: Vec<&str> = text.lines().collect();
    let mut listing = String::new();
    let mut line = 0usize;
    for f in functions {
        listing.push_str(&format!("\t\tFunction : {}\n", f.name));
        for _ in 0..f.code.len() * 2 {
            if let Some(l) = lines.get(line) {
                listing.push_str(l);
                listing.push('\n');
            }
            line += 1;
        }
        if !f.constant2.is_empty() {
            let bytes: Vec<u8> = f.constant2.iter().flat_map(|w| w.to_le_bytes()).collect();
            listing.push_str(&phase1::constant_section_text(&format!(".nv.constant2.{}", f.name), &bytes));
        }
    }
    let bank3 = phase1::constant3_image(module);
    if !functions.is_empty() && !bank3.is_empty() {
        listing.push_str(&phase1::constant_section_text(".nv.constant3", &bank3));
    }
    (listing, entries.iter().map(|e| e.3).collect())
}
