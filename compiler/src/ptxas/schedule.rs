//! Scheduling and control codes.
//!
//! First [`reorder`], a list scheduler inside each basic block: a dependency graph (register
//! RAW/WAR/WAW on the allocated registers, guards included; memory order between a store and any
//! other memory access; everything that is not a plain ALU operation or load — branches, `EXIT`,
//! barriers, fences, atomics, warp-wide operations, clock reads, and the prologue — pinned in
//! place with respect to all), each edge weighted by the producer's latency ([`edge_latency`]: the fixed ALU
//! latency, estimates for the variable-latency classes); then, cycle by cycle, the ready
//! instruction that can issue without waiting and has the longest weighted path to the end of
//! the block goes first (ties: program order). Then the control code of every instruction
//! (bits 105-125, SASS_FACTS "Control bits"):
//!
//! - **stall**: fixed-latency results (ALU, `ULDC`) are ready a fixed number of cycles after
//!   issue ([`latency`]); each instruction's stall count delays the next one until its operands
//!   are ready. Before a branch and before a branch target every pending fixed-latency result is
//!   complete, so blocks need no knowledge of each other.
//! - **write barriers**: a variable-latency producer (`LDG`, `LDS`, `LDC`, `S2R`, `MUFU`, ...)
//!   sets one of the six scoreboard barriers; the first instruction that reads (or overwrites) its
//!   result waits on it. An instruction that waits on a barrier set by the instruction just
//!   before it is at least 2 cycles behind it.
//! - **read barriers**: a variable-latency instruction reads its registers late; when one of them
//!   is overwritten later in the function it sets a read barrier the overwriter waits on.
//! - At a branch and at a branch target every barrier in use is waited on.
//! - The rules nvdisasm enforces: no write barrier on a store, no barrier on `BRA`/`EXIT`/`BAR`;
//!   the yield flag is set, so every stall count is legal — except on an instruction that
//!   [`set_reuse`] (run after Phase 2, which knows each operand's reuse slot) gives `.reuse`
//!   flags: it keeps its operand for the next instruction and gives up its yield.
//!
//! [`check`] is the scoreboard dataflow checker: an independent pass over the final instruction
//! list and its CFG that proves every read waits for its producer.

use crate::sass::inst::{Inst, OperandValue as V, PT, RZ, URZ};
use crate::ptxas::regalloc::MachFunction;
use crate::trace::ControlCode;
use std::collections::{BTreeMap, BTreeSet};

/// A hardware register an instruction reads or writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Reg {
    /// `R0`–`R254`.
    R(u8),
    /// `P0`–`P6`.
    P(u8),
    /// `UR0`–`UR62`.
    UR(u8),
    /// `UP0`–`UP6`.
    UP(u8),
}

impl std::fmt::Display for Reg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Reg::R(r) => write!(f, "R{r}"),
            Reg::P(r) => write!(f, "P{r}"),
            Reg::UR(r) => write!(f, "UR{r}"),
            Reg::UP(r) => write!(f, "UP{r}"),
        }
    }
}

/// How long an instruction's result takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Latency {
    /// Ready this many cycles after issue.
    Fixed(u8),
    /// Completion signalled through a scoreboard barrier.
    Variable,
}

/// Cycles until a fixed-latency register result can be read.
pub const ALU_LATENCY: u8 = 6;
/// Cycles until a fixed-latency predicate result can be read (as a guard, for instance).
pub const PREDICATE_LATENCY: u8 = 13;
/// The stall count of `BRA` and `EXIT`.
pub const BRANCH_STALL: u8 = 5;

const STORES: &[&str] = &["STG", "STS", "STL", "ST", "RED", "REDG", "REDS", "STSM"];
const NO_RESULT: &[&str] = &["STG", "STS", "STL", "ST", "RED", "REDG", "REDS", "BRA", "EXIT", "BAR", "NOP", "MEMBAR", "ERRBAR", "CGAERRBAR", "CCTL", "WARPSYNC", "BSYNC", "BSSY", "CALL", "RET", "BRX", "BPT", "NANOSLEEP", "STSM",
    // cp.async: the copy writes shared memory, its group counter and the wait name no register.
    "LDGSTS", "LDGDEPBAR", "DEPBAR",
    // TMA copies read their uniform block and write memory.
    "UTMALDG", "UTMASTG", "UBLKCP", "UTMACMDFLUSH",
    // tcgen05: stores into tensor memory, the mbarrier commit, the shift, the copy.
    "STTM", "UTCBAR", "UTCSHIFT", "UTCCP", "UVIRTCOUNT", "UTCHMMA", "UTCQMMA", "UTCIMMA", "UTCOMMA"];
const VARIABLE: &[&str] = &[
    "LDG", "LDS", "LDC", "LDL", "LD", "S2R", "S2UR", "MUFU", "I2F", "F2I", "F2F", "POPC", "FLO", "BREV", "SHFL", "ATOMG", "ATOMS", "ATOM", "RED",
    "REDG", "REDS", "STG", "STS", "STL", "ST", "DADD", "DMUL", "DFMA", "DSETP", "REDUX", "MATCH", "VOTEU", "F2FP", "CS2R",
];

/// The latency class of an opcode. Anything not known to be fixed is variable, which is always
/// safe (a barrier and a wait are correct for any latency).
pub fn latency(inst: &Inst) -> Latency {
    let op = inst.opcode.as_str();
    if VARIABLE.contains(&op) {
        return Latency::Variable;
    }
    const FIXED: &[&str] = &[
        "IADD3", "IMAD", "LOP3", "SHF", "ISETP", "FSETP", "FADD", "FMUL", "FFMA", "SEL", "FSEL", "MOV", "LEA", "PLOP3", "FMNMX", "VIMNMX", "IABS",
        "PRMT", "SGXT", "BMSK", "I2FP", "ULDC", "UMOV", "BRA", "EXIT", "BAR", "NOP", "CALL", "RET", "NANOSLEEP",
        // sm_120/121's two-source add (ptxas sets no barrier on it).
        "IADD",
    ];
    if FIXED.contains(&op) {
        let pred_only = defs_uses(inst).0.iter().all(|r| matches!(r, Reg::P(_) | Reg::UP(_)));
        let has_defs = !defs_uses(inst).0.is_empty();
        return Latency::Fixed(if has_defs && pred_only { PREDICATE_LATENCY } else { ALU_LATENCY });
    }
    Latency::Variable
}

/// How many registers an operand at `index` of `inst` spans (pairs for `.64`, quads for `.128`);
/// Phase 2 derives the register class its matchers expect from it.
pub fn width_of(inst: &Inst, index: usize, ndefs: usize) -> u8 {
    let m = |x: &str| inst.modifiers.iter().any(|s| s == x);
    let wide = if m("128") { 4 } else if m("64") { 2 } else { 1 };
    match inst.opcode.as_str() {
        "IMAD" if m("WIDE") && (index == 0 || index == ndefs + 2) => 2,
        // IMAD.HI adds a 64-bit addend (Rc, Rc+1) before taking the high word: ptxas's division
        // sequences put the value to add in the high register of the pair.
        "IMAD" if m("HI") && index == ndefs + 2 => 2,
        // CS2R without .32 reads a 64-bit special register into a pair.
        "CS2R" if index == 0 && !m("32") => 2,
        // BRX branches by a 64-bit offset in a pair; MATCH.ANY.U64 compares pairs.
        "BRX" if index == 0 => 2,
        "MATCH" if m("U64") && index == ndefs => 2,
        // Double precision: every register operand is a pair (DSETP's predicates aside).
        "DADD" | "DMUL" | "DFMA" => 2,
        // Packed f32x2 (FADD2/FMUL2/FFMA2): every register operand is a pair, both lanes.
        "FADD2" | "FMUL2" | "FFMA2" => 2,
        "FRND" if m("F64") => 2,
        // CS2R reads a 64-bit counter into a pair.
        "CS2R" if index == 0 => 2,
        "DSETP" if index >= ndefs && index < ndefs + 2 => 2,
        // TEX: the destinations are pairs (x, y and z, w); the coordinates of a 2D access a pair
        // (the level of detail after them one register).
        "TEX" | "TLD" | "TLD4" if index < ndefs && !matches!(inst.operands.get(index).map(|o| &o.value), Some(V::Pred(_))) => 2,
        "TEX" | "TLD" | "TLD4" if index == ndefs && inst.operands.iter().any(|o| matches!(&o.value, V::Word(w) if w == "2D")) => 2,
        // Conversions: the double side is a pair.
        "F2F" | "I2F" | "F2I" => {
            let f64_at = inst.modifiers.iter().position(|x| x == "F64");
            let int64 = m("S64") || m("U64");
            let dst_is_f64 = inst.opcode == "I2F" && m("F64") || inst.opcode == "F2F" && f64_at == Some(inst.modifiers.iter().position(|x| x == "F64" || x == "F32" || x == "F16" || x == "BF16").unwrap_or(usize::MAX)) || inst.opcode == "F2I" && int64;
            let src_is_f64 = inst.opcode == "F2I" && m("F64") || inst.opcode == "F2F" && m("F64") && !dst_is_f64 || inst.opcode == "I2F" && int64;
            if (index == 0 && dst_is_f64) || (index == 1 && src_is_f64) { 2 } else { 1 }
        }
        // LDSM writes one register per 8x8 tile (.2, .4); HMMA's fragments: A a quad for
        // .16816 (a pair for .1688), B a pair (one register), C and D a quad for .F32 (a pair
        // for .F16).
        "LDSM" if index == 0 => if m("4") { 4 } else if m("2") { 2 } else { 1 },
        // stmatrix: the source fragment (a register, pair or quad).
        "STSM" if index == 1 => if m("4") { 4 } else if m("2") { 2 } else { 1 },
        // tcgen05.ld/st: LDTM's destination and STTM's data span the shape's registers per
        // .x1 (16dp64bit and 32x32b one, 16dp128bit two, 16dp256bit four) times .xN.
        "LDTM" if index == 0 => tmem_regs(inst),
        "STTM" if index == 1 => tmem_regs(inst),
        // mbarrier.arrive's 64-bit state lands in a pair.
        "SYNCS" if index == 0 && m("ARRIVE") && m("TRANS64") => 2,
        // tf32 counts k in 32-bit elements: .1688.F32.TF32 takes fragments as wide as .16816.
        "HMMA" => {
            let k16 = m("16816") || (m("1688") && m("TF32"));
            match index {
                1 => if k16 { 4 } else { 2 },
                2 => if k16 { 2 } else { 1 },
                _ => if m("F32") { 4 } else { 2 },
            }
        }
        // IMMA: A a quad (.16832), pair (.16816) or one register (.8816), B a pair (.16832) or
        // one, C and D a quad (a pair for .8816). DMMA.8x8x4: A and B one double (a pair), C
        // and D two (a quad).
        // Sub-byte (S4/U4) shapes count k in 4-bit elements: .8832 is .8816's, .16832 .16816's,
        // .16864 8-bit .16832's.
        "IMMA" => {
            let int4 = m("S4") || m("U4");
            let (a4, a2) = if int4 { (m("16864"), m("16832")) } else { (m("16832"), m("16816")) };
            match index {
                1 => if a4 { 4 } else if a2 { 2 } else { 1 },
                2 => if a4 { 2 } else { 1 },
                _ => if m("8816") || m("8832") { 2 } else { 4 },
            }
        }
        // QMMA (sm_120 fp8/fp6/fp4) and QMMA.SF/OMMA.SF (block-scaled): A a quad (.16832,
        // .16864) or pair (.16816), B a pair or one, C and D a quad (.F32) or pair (.F16); the
        // scale-factor registers one each.
        "QMMA" | "OMMA" => match index {
            1 => if m("16816") { 2 } else { 4 },
            2 => if m("16816") { 1 } else { 2 },
            0 | 3 => if m("F32") { 4 } else { 2 },
            _ => 1,
        },
        "DMMA" => match index {
            1 | 2 => 2,
            _ => 4,
        },
        // HGMMA.64xNxK: the accumulator (D and C) is N/2 registers for .F32, N/4 for .F16.
        "HGMMA" if index == 0 || index == 2 => hgmma_accumulator_regs(inst),
        // A load's destination and a store's data take the access width.
        "LDG" | "LDS" | "LDC" | "ULDC" | "LDCU" | "LDL" | "LD" if index == 0 => wide,
        "SULD" if index == 0 => wide,
        "SUST" if index == 2 => wide,
        "STG" | "STS" | "STL" | "ST" if index == 1 => wide,
        // Atomics: the old value and the data operands take the access width (`.64`, `.F64`,
        // `.S64`, `.128`); the address is its own operand.
        "ATOMG" | "ATOM" | "ATOMS" | "REDG" | "RED" if index >= ndefs.saturating_sub(1) && !matches!(inst.operands.get(index).map(|o| &o.value), Some(V::Mem(_))) => {
            // (Phase 1 may keep a suffix such as `F64.RN` as one modifier.)
            let has = |x: &str| inst.modifiers.iter().flat_map(|s| s.split('.')).any(|s| s == x);
            if has("128") { 4 } else if has("64") || has("F64") || has("S64") { 2 } else { 1 }
        }
        _ => 1,
    }
}

/// The registers an `LDTM`/`STTM` moves (`LDTM.16dp128bit.x2`: 4).
pub fn tmem_regs(inst: &Inst) -> u8 {
    let m = |x: &str| inst.modifiers.iter().any(|s| s == x);
    let per = if m("16dp256bit") { 4 } else if m("16dp128bit") { 2 } else { 1 };
    let num = inst.modifiers.iter().find_map(|s| s.strip_prefix('x')?.parse::<u32>().ok()).unwrap_or(1);
    (per * num).clamp(1, 255) as u8
}

/// The registers of an `HGMMA.64xNxK.F32/.F16` accumulator.
pub fn hgmma_accumulator_regs(inst: &Inst) -> u8 {
    let n = inst.modifiers.first().and_then(|m| m.strip_prefix("64x")).and_then(|r| r.split('x').next()).and_then(|n| n.parse::<u32>().ok()).unwrap_or(8);
    let per = if inst.modifiers.iter().any(|m| m == "F32") { 2 } else { 4 };
    (n / per).clamp(1, 255) as u8
}

/// How many uniform registers from `[URn]` a TMA copy reads at operand `index`: the block
/// (shared address, the mbarrier of a load, the coordinates) and the tensor map's address pair.
fn tma_uniform_width(inst: &Inst, index: usize) -> Option<u8> {
    let load = match inst.opcode.as_str() {
        "UTMALDG" => true,
        "UTMASTG" => false,
        // UBLKCP.S.G [shared, mbarrier], [global pair]; UBLKCP.G.S [global pair], [shared].
        "UBLKCP" => {
            let to_shared = inst.modifiers.first().is_some_and(|m| m == "S");
            return Some(if to_shared || index == 0 { 2 } else { 1 });
        }
        _ => return None,
    };
    if index == 1 {
        return Some(2);
    }
    let dims = inst.modifiers.iter().find_map(|m| m.strip_suffix('D')?.parse::<u8>().ok()).unwrap_or(1);
    Some(if load { 2 + dims } else { 1 + dims })
}

/// Whether a variable-latency instruction reads its uniform registers late, so that they need
/// a read barrier before they are overwritten (the TMA copies, as ptxas sets one on them).
fn reads_uniform_late(inst: &Inst) -> bool {
    matches!(inst.opcode.as_str(), "UTMALDG" | "UTMASTG" | "UBLKCP")
}

/// Whether a memory operand without a descriptor, `[Ra+off]`, names a 64-bit address in a pair:
/// on `ATOMG`/`ATOM` (CAS, `CAST.SPIN`) always, on `QSPC`, `LD` and `ST` with `.E`, and on
/// sm_75's `LDG`/`STG`/`RED` with `.E` (`LDG.E.SYS R2, [R2]`: no descriptor, no `.64`).
pub fn plain_address_is_64<S: AsRef<str>>(opcode: &str, modifiers: &[S]) -> bool {
    // (SULD/SUST.2D: the two coordinates of `[R8]`, a pair.)
    (matches!(opcode, "SULD" | "SUST") && modifiers.iter().any(|m| m.as_ref() == "2D"))
        || matches!(opcode, "ATOMG" | "ATOM") || (matches!(opcode, "QSPC" | "LD" | "ST" | "LDG" | "STG" | "RED") && modifiers.iter().any(|m| m.as_ref() == "E"))
}

/// The number of leading operands that are results.
pub fn num_defs(inst: &Inst) -> usize {
    let op = inst.opcode.as_str();
    if NO_RESULT.contains(&op) {
        return 0;
    }
    let x = inst.modifiers.iter().any(|m| m == "X");
    let is_pred = |k: usize| matches!(inst.operands.get(k).map(|o| &o.value), Some(V::Pred(_) | V::UPred(_)));
    let is_reg = |k: usize| matches!(inst.operands.get(k).map(|o| &o.value), Some(V::Reg(_) | V::UReg(_)));
    match op {
        "ISETP" | "FSETP" | "DSETP" | "HSETP2" | "PLOP3" => 2,
        "VOTE" if is_reg(0) => 2,
        "VOTE" => 1,
        // TEX/TLD/TLD4: two destinations (a pair each), after an optional predicate.
        "TEX" | "TLD" | "TLD4" => 2 + usize::from(is_pred(0)),
        "IADD3" | "IMAD" | "LEA" if !x => 1 + (1..3).take_while(|&k| is_pred(k) && is_reg(k + 1) || (is_pred(k) && is_pred(k + 1))).count().min(if op == "IADD3" { 2 } else { 1 }),
        _ if is_pred(0) && is_reg(1) => 2,
        _ if inst.operands.is_empty() => 0,
        _ => 1,
    }
}

/// The registers an instruction writes and reads (guard included), expanded to pairs and quads.
pub fn defs_uses(inst: &Inst) -> (Vec<Reg>, Vec<Reg>) {
    let nd = num_defs(inst);
    let mut defs = Vec::new();
    let mut uses = Vec::new();
    for (k, o) in inst.operands.iter().enumerate() {
        let w = width_of(inst, k, nd);
        let out = if k < nd { &mut defs } else { &mut uses };
        match &o.value {
            V::Reg(r) if *r != RZ => (0..w).for_each(|j| out.push(Reg::R(r + j))),
            V::UReg(r) if *r != URZ => {
                // ULDC.64 writes a pair; the descriptor `desc[UR4]` reads one.
                // (LDCU.64 on Blackwell.)
                // SYNCS.EXCH.64 (mbarrier.init) stores a uniform pair.
                let wide = inst.modifiers.iter().any(|m| m == "64");
                let w = if (matches!(inst.opcode.as_str(), "ULDC" | "LDCU") || inst.opcode == "SYNCS" && inst.modifiers.iter().any(|m| m == "EXCH")) && wide { 2 } else { 1 };
                // Texture and surface instructions read a 64-bit handle (ptxas clears the high
                // register with `UMOV UR5, URZ`).
                let w = if matches!(inst.opcode.as_str(), "TEX" | "TLD" | "TLD4" | "SULD" | "SUST") && k >= nd { 2 } else { w };
                // UTC*MMA: `.WS`'s zero-column mask is a pair, the disable-output-lane mask 4
                // registers (8 with `.2CTA`).
                let w = if matches!(inst.opcode.as_str(), "UTCHMMA" | "UTCQMMA" | "UTCIMMA" | "UTCOMMA") {
                    if inst.modifiers.iter().any(|m| m == "WS") { 2 } else if inst.modifiers.iter().any(|m| m == "2CTA") { 8 } else { 4 }
                } else {
                    w
                };
                (0..w).for_each(|j| out.push(Reg::UR(r + j)));
            }
            V::Pred(p) if *p != PT => out.push(Reg::P(*p)),
            V::UPred(p) if *p != PT => out.push(Reg::UP(*p)),
            V::Mem(m) => {
                if let Some((r, suf)) = &m.base {
                    if *r != RZ {
                        // ATOMG/ATOM's plain `[Ra+off]` (CAS) is a 64-bit address too.
                        let w = if suf == ".64" || (m.desc.is_none() && plain_address_is_64(&inst.opcode, &inst.modifiers)) { 2 } else { 1 };
                        (0..w).for_each(|j| uses.push(Reg::R(r + j)));
                    }
                }
                if let Some(d) = m.desc {
                    uses.extend([Reg::UR(d), Reg::UR(d + 1)]);
                }
                if let Some(u) = m.uadd {
                    let w = tma_uniform_width(inst, k).unwrap_or(1);
                    (0..w).for_each(|j| uses.push(Reg::UR(u + j)));
                }
            }
            V::Const { index: Some(r), .. } if *r != RZ => uses.push(Reg::R(*r)),
            // `gdesc[URn]`: the A and B descriptors in URn..URn+3.
            V::GDesc(r) if *r != URZ => (0..4).for_each(|j| uses.push(Reg::UR(r + j))),
            // tcgen05's tensor-memory address and instruction descriptor: one register.
            // UTC*MMA's block scales: `tmem[URs]` after the descriptor reads scale_a and scale_b.
            V::TMem(r) if *r != URZ && k > 0 && matches!(inst.operands[k - 1].value, V::IDesc(_)) => uses.extend([Reg::UR(*r), Reg::UR(r + 1)]),
            V::TMem(r) | V::IDesc(r) if *r != URZ => uses.push(Reg::UR(*r)),
            _ => {}
        }
    }
    if let Some(g) = &inst.guard {
        if g.pred != PT {
            uses.push(if g.uniform { Reg::UP(g.pred) } else { Reg::P(g.pred) });
        }
    }
    // A call hands the callee the stack pointer.
    if inst.opcode == "CALL" {
        uses.push(Reg::R(1));
    }
    (defs, uses)
}

fn is_store(inst: &Inst) -> bool {
    STORES.contains(&inst.opcode.as_str())
}

fn is_branch_like(inst: &Inst) -> bool {
    matches!(inst.opcode.as_str(), "BRA" | "BRX" | "BPT" | "EXIT" | "BAR" | "CALL" | "RET")
}

/// Whether control leaves for somewhere the scheduler does not follow: every barrier is waited
/// on and every fixed-latency result completes first (a branch, a call, a return).
fn leaves(inst: &Inst) -> bool {
    matches!(inst.opcode.as_str(), "BRA" | "BRX" | "BPT" | "EXIT" | "CALL" | "RET")
}

#[derive(Clone, Debug)]
struct Barrier {
    regs: BTreeSet<Reg>,
    since: u64,
    read: bool,
}

/// Whether an instruction may move past its neighbours (subject to its dependencies): ALU
/// operations and loads; everything else — control flow, barriers and fences, atomics and
/// reductions, warp-wide operations, clock and timer reads, opcodes not known here — stays in
/// place with respect to every other instruction.
fn movable(inst: &Inst) -> bool {
    const LOADS_AND_LONG_OPS: &[&str] = &[
        "LDG", "LDS", "LDC", "LDL", "LD", "ULDC", "LDCU", "S2R", "S2UR", "CS2R", "MUFU", "I2F", "F2I", "F2F", "POPC", "FLO", "BREV", "DADD", "DMUL", "DFMA",
        "DSETP", "F2FP", "STG", "STS", "STL", "ST",
    ];
    const ALU: &[&str] = &[
        "IADD3", "IMAD", "LOP3", "SHF", "ISETP", "FSETP", "FADD", "FMUL", "FFMA", "SEL", "FSEL", "MOV", "LEA", "PLOP3", "FMNMX", "VIMNMX", "IABS",
        "PRMT", "SGXT", "BMSK", "I2FP", "UMOV", "VIADD", "UIADD3", "ULEA", "ULOP3", "USHF", "UIMAD",
    ];
    let op = inst.opcode.as_str();
    let clock = inst.operands.iter().any(|o| matches!(&o.value, V::SReg(s) if s.contains("CLOCK") || s.contains("TIMER")));
    // A load through the generic `LD` may see memory another thread changes behind a fence; the
    // fences themselves are pinned, so loads only move between them.
    (ALU.contains(&op) || LOADS_AND_LONG_OPS.contains(&op)) && !clock
}

fn is_memory(inst: &Inst) -> bool {
    matches!(inst.opcode.as_str(), "LDG" | "LDS" | "LDL" | "LD" | "STG" | "STS" | "STL" | "ST")
}

/// The cycles a consumer waits for a producer's result (the weights of the list scheduler):
/// the fixed latency for ALU results, estimates for the variable-latency classes.
pub fn edge_latency(producer: &Inst) -> u64 {
    match latency(producer) {
        Latency::Fixed(l) => l as u64,
        Latency::Variable => match producer.opcode.as_str() {
            "LDG" | "LD" | "LDL" => 30,
            "LDS" => 24,
            "LDC" | "ULDC" | "LDCU" | "S2UR" => 12,
            "S2R" | "CS2R" => 20,
            "MUFU" => 16,
            "DADD" | "DMUL" | "DFMA" | "DSETP" => 8,
            _ => 12,
        },
    }
}

/// The list scheduler: reorders the instructions of every block of `f` (see the module comment).
/// Returns how many instructions changed position.
pub fn reorder(f: &mut MachFunction) -> usize {
    let mut moved = 0;
    for b in &mut f.blocks {
        // Windows of at most REORDER_WINDOW instructions, in order (the graph is quadratic in
        // the window).
        let all = std::mem::take(&mut b.insts);
        let mut out = Vec::with_capacity(all.len());
        let mut rest = all.into_iter().peekable();
        while rest.peek().is_some() {
            let mut w: Vec<crate::ptxas::regalloc::MachInst> = rest.by_ref().take(REORDER_WINDOW).collect();
            moved += reorder_window(&mut w);
            out.append(&mut w);
        }
        b.insts = out;
    }
    moved
}

/// The most instructions [`reorder`] schedules as one graph.
pub const REORDER_WINDOW: usize = 128;

fn reorder_window(insts: &mut Vec<crate::ptxas::regalloc::MachInst>) -> usize {
    let mut moved = 0;
    {
        let b = insts;
        let n = b.len();
        if n < 3 {
            return 0;
        }
        let info: Vec<(Vec<Reg>, Vec<Reg>)> = b.iter().map(|m| defs_uses(&m.inst)).collect();
        // The prologue (stack pointer, descriptor) stays first, as ptxas lays it out.
        let mov: Vec<bool> = b.iter().map(|m| movable(&m.inst) && !m.rule.starts_with("prologue")).collect();
        // Per-instruction properties, computed once rather than once per pair (they compare
        // opcode strings, and the pair loop below is quadratic in the window).
        let mem: Vec<bool> = b.iter().map(|m| is_memory(&m.inst)).collect();
        let store: Vec<bool> = b.iter().map(|m| is_store(&m.inst)).collect();
        let lat: Vec<u64> = b.iter().map(|m| edge_latency(&m.inst)).collect();
        // preds[j]: (i, weight) for every i < j that j depends on.
        let mut preds: Vec<Vec<(usize, u64)>> = vec![Vec::new(); n];
        for j in 0..n {
            for i in 0..j {
                let (di, ui) = &info[i];
                let (dj, uj) = &info[j];
                let raw = di.iter().any(|r| uj.contains(r));
                let other = !mov[i] || !mov[j]
                    || ui.iter().any(|r| dj.contains(r))
                    || di.iter().any(|r| dj.contains(r))
                    || (mem[i] && mem[j] && (store[i] || store[j]));
                if raw {
                    preds[j].push((i, lat[i]));
                } else if other {
                    preds[j].push((i, 1));
                }
            }
        }
        // The longest weighted path from each instruction to the end of the block.
        let mut height = vec![0u64; n];
        let mut succs: Vec<Vec<(usize, u64)>> = vec![Vec::new(); n];
        for (j, ps) in preds.iter().enumerate().take(n) {
            for &(i, w) in ps {
                succs[i].push((j, w));
            }
        }
        for i in (0..n).rev() {
            height[i] = succs[i].iter().map(|&(j, w)| w + height[j]).max().unwrap_or(0);
        }
        let mut left: Vec<usize> = preds.iter().map(Vec::len).collect();
        let mut earliest = vec![0u64; n];
        let mut order = Vec::with_capacity(n);
        let mut t = 0u64;
        // The ready set, kept as a list rather than found by scanning every instruction per
        // pick; the pick's key ends with the index, so the order of the list never matters.
        let mut ready: Vec<usize> = (0..n).filter(|&i| left[i] == 0).collect();
        while order.len() < n {
            // Issue now if something can; otherwise the one that is ready soonest.
            let k = (0..ready.len())
                .min_by_key(|&k| {
                    let i = ready[k];
                    (earliest[i].max(t), std::cmp::Reverse(height[i]), i)
                })
                .expect("a DAG always has a ready instruction");
            let pick = ready.swap_remove(k);
            t = t.max(earliest[pick]) + 1;
            order.push(pick);
            for &(j, w) in &succs[pick] {
                left[j] -= 1;
                earliest[j] = earliest[j].max(t - 1 + w);
                if left[j] == 0 {
                    ready.push(j);
                }
            }
        }
        moved += order.iter().enumerate().filter(|(k, &i)| *k != i).count();
        let mut old: Vec<Option<crate::ptxas::regalloc::MachInst>> = std::mem::take(b).into_iter().map(Some).collect();
        *b = order.into_iter().filter_map(|i| old[i].take()).collect();
    }
    moved
}

/// Assigns control codes to every instruction of an allocated function (in place).
pub fn schedule(f: &mut MachFunction) {
    let flat: Vec<(usize, usize)> = f.blocks.iter().enumerate().flat_map(|(b, blk)| (0..blk.insts.len()).map(move |k| (b, k))).collect();
    let has_back_edge = f.blocks.iter().enumerate().any(|(b, blk)| blk.insts.iter().any(|i| i.target.is_some_and(|t| t <= b)));
    let info: Vec<(Vec<Reg>, Vec<Reg>)> = flat.iter().map(|&(b, k)| defs_uses(&f.blocks[b].insts[k].inst)).collect();
    // For each position: the registers read at or after it (for write barriers worth setting),
    // and written after it (for read barriers).
    let n = flat.len();
    let mut read_later: Vec<BTreeSet<Reg>> = vec![BTreeSet::new(); n + 1];
    let mut written_later: Vec<BTreeSet<Reg>> = vec![BTreeSet::new(); n + 1];
    for p in (0..n).rev() {
        read_later[p] = read_later[p + 1].clone();
        read_later[p].extend(info[p].1.iter().copied());
        read_later[p].extend(info[p].0.iter().copied());
        written_later[p] = written_later[p + 1].clone();
        written_later[p].extend(info[p].0.iter().copied());
    }
    let all_read: BTreeSet<Reg> = read_later.first().cloned().unwrap_or_default();
    // A CALL reads its argument registers and a RET hands back its results without naming
    // them: a variable-latency result before one may be read there (needs a write barrier).
    let hands_over = |inst: &Inst| matches!(inst.opcode.as_str(), "CALL" | "RET");
    let mut handover_later = vec![false; n + 1];
    for p in (0..n).rev() {
        let (b, k) = flat[p];
        handover_later[p] = handover_later[p + 1] || hands_over(&f.blocks[b].insts[k].inst);
    }
    let any_handover = handover_later.first().copied().unwrap_or(false);
    let all_written: BTreeSet<Reg> = written_later.first().cloned().unwrap_or_default();

    let mut bars: [Option<Barrier>; 6] = Default::default();
    // cp.async groups count on scoreboard 0 (`LDGDEPBAR` increments it, `DEPBAR.LE SB0, n`
    // waits for it), as ptxas does: a function with groups keeps SB0 for them.
    // Bulk copy groups count on it too (`UTMACMDFLUSH` sets it as a read barrier, as ptxas).
    let first_bar = if f.blocks.iter().any(|b| b.insts.iter().any(|i| matches!(i.inst.opcode.as_str(), "LDGDEPBAR" | "UTMACMDFLUSH"))) { 1 } else { 0 };
    let mut ready: BTreeMap<Reg, u64> = BTreeMap::new();
    let mut t: u64;
    let mut prev: Option<(usize, usize)> = None;
    let mut prev_t: u64 = 0;
    let mut prev_min_stall: u64 = 1;
    for (p, &(b, k)) in flat.iter().enumerate() {
        let (defs, uses) = &info[p];
        let inst = f.blocks[b].insts[k].inst.clone();
        let block_start = k == 0 && f.blocks[b].branch_target;
        let mut wait: u8 = 0;
        // Waits: at a branch target and at a branch everything; else what this instruction
        // reads or overwrites.
        for (i, slot) in bars.iter().enumerate() {
            let Some(bar) = slot else { continue };
            let hit = if bar.read { defs.iter().any(|r| bar.regs.contains(r)) } else { uses.iter().chain(defs).any(|r| bar.regs.contains(r)) };
            if hit || block_start || matches!(inst.opcode.as_str(), "BRA" | "CALL" | "RET") {
                wait |= 1 << i;
            }
        }
        // Issue time: after the previous instruction's minimum stall, after every operand it
        // needs is ready, and at a block start after every pending result.
        let mut issue = if prev.is_some() { prev_t + prev_min_stall } else { 0 };
        for r in uses.iter().chain(defs) {
            if let Some(&rt) = ready.get(r) {
                issue = issue.max(rt);
            }
        }
        if block_start {
            issue = issue.max(ready.values().copied().max().unwrap_or(0));
        }
        // A barrier set just before needs a cycle to take effect.
        for (i, slot) in bars.iter().enumerate() {
            if wait & (1 << i) != 0 {
                if let Some(bar) = slot {
                    issue = issue.max(bar.since + 2);
                }
            }
        }
        if let Some((pb, pk)) = prev {
            let stall = (issue - prev_t).clamp(1, 15) as u8;
            f.blocks[pb].insts[pk].control.stall = stall;
            issue = prev_t + stall as u64;
        }
        t = issue;
        for (i, bar) in bars.iter_mut().enumerate() {
            if wait & (1 << i) != 0 {
                *bar = None;
            }
        }
        let mut c = ControlCode { stall: 1, yield_: true, write_barrier: 7, read_barrier: 7, wait_mask: wait, reuse: 0 };
        let lat = latency(&inst);
        let alloc = |bars: &mut [Option<Barrier>; 6], c: &mut ControlCode, regs: BTreeSet<Reg>, read: bool| -> u8 {
            let free = (first_bar..6).find(|&i| bars[i].is_none() && c.write_barrier != i as u8);
            let i = match free {
                Some(i) => i,
                None => {
                    // All six in use: wait for the oldest.
                    let i = (first_bar..6).filter(|&i| c.write_barrier != i as u8).min_by_key(|&i| bars[i].as_ref().map_or(0, |x| x.since)).unwrap_or(0);
                    c.wait_mask |= 1 << i;
                    i
                }
            };
            bars[i] = Some(Barrier { regs, since: t, read });
            i as u8
        };
        if inst.opcode == "LDGDEPBAR" {
            c.write_barrier = 0;
        }
        if inst.opcode == "UTMACMDFLUSH" {
            c.read_barrier = 0;
        }
        match lat {
            Latency::Variable => {
                let later_read = if has_back_edge { &all_read } else { &read_later[p + 1] };
                let handover = if has_back_edge { any_handover } else { handover_later[p + 1] };
                // HGMMA takes no barrier: its results are waited for with WARPGROUP.DEPBAR.
                let async_unit = inst.opcode == "HGMMA";
                if !async_unit && !defs.is_empty() && !is_store(&inst) && !is_branch_like(&inst) && (handover || defs.iter().any(|r| later_read.contains(r))) {
                    c.write_barrier = alloc(&mut bars, &mut c, defs.iter().copied().collect(), false);
                }
                let later_written = if has_back_edge { &all_written } else { &written_later[p + 1] };
                let srcs: BTreeSet<Reg> = uses.iter().copied().filter(|r| !matches!(r, Reg::P(_) | Reg::UP(_)) && (!matches!(r, Reg::UR(_)) || reads_uniform_late(&inst))).collect();
                if !async_unit && !is_branch_like(&inst) && srcs.iter().any(|r| later_written.contains(r)) {
                    c.read_barrier = alloc(&mut bars, &mut c, srcs, true);
                }
                for r in defs {
                    ready.remove(r);
                }
            }
            Latency::Fixed(l) => {
                for r in defs {
                    ready.insert(*r, t + l as u64);
                }
            }
        }
        // A wait added because barriers ran out clears that barrier too (before it was reused).
        f.blocks[b].insts[k].control = c;
        // Memory barriers take their time (the stall counts ptxas gives them).
        prev_min_stall = match inst.opcode.as_str() {
            "MEMBAR" | "CGAERRBAR" => 6,
            "CCTL" => 4,
            _ => 1,
        };
        if leaves(&inst) {
            prev_min_stall = BRANCH_STALL as u64;
            // Whoever the branch reaches finds every fixed-latency result complete.
            let all = ready.values().copied().max().unwrap_or(0);
            prev_min_stall = prev_min_stall.max(all.saturating_sub(t));
        }
        // Falling into a branch target: its start waits for everything too (handled there).
        prev = Some((b, k));
        prev_t = t;
        // Drop results that are ready by now to keep the map small.
        ready.retain(|_, &mut rt| rt > t);
    }
    if let Some((pb, pk)) = prev {
        f.blocks[pb].insts[pk].control.stall = prev_min_stall.clamp(1, 15) as u8;
    }
}

/// The operand-reuse slot (0 = A, 1 = B, 2 = C) of each register operand of a form whose
/// `.reuse` nvdisasm prints: operand index → slot.
fn reuse_slots(form: &crate::sass::forms::Form) -> Vec<(usize, u8)> {
    use crate::sass::forms::Component;
    form.fields
        .iter()
        .filter(|f| f.component == Component::Reg && f.reuse_printed)
        .filter_map(|f| {
            let slot = f.reuse_operand_slot()?;
            (slot < 3).then_some((f.operand, slot))
        })
        .collect()
}

/// Operand reuse flags, after Phase 2 chose each instruction's template: instruction `i` marks
/// register `R` in slot `S` `.reuse` when the next instruction reads `R` in the same slot, both
/// are fixed-latency ALU operations, `i` is unguarded and does not write `R`, and the next one is
/// no branch target (so the operand cache holds `R` whichever way control arrives). `i` then
/// gives up its yield (bit 109 set): a warp that may yield keeps no operand cache, and nvdisasm
/// neither prints `.reuse` with the yield flag nor accepts bit 109 with stall 0 or 12-15, so
/// only stalls 1-11 qualify (every `.reuse` in ptxas's code of the corpus is on an instruction
/// with bit 109 set). Only slots the template prints `.reuse` on. `code` holds each
/// instruction's offset and control (updated); `targets` the offsets of branch targets. Returns
/// how many flags were set.
pub fn set_reuse<C>(sels: &mut [Option<crate::ptxas::phase2::Selected<C>>], code: &mut [(u32, ControlCode)], targets: &BTreeSet<u32>) -> usize {
    let alu = |s: &crate::ptxas::phase2::Selected<C>| {
        matches!(latency(&s.inst), Latency::Fixed(_)) && !matches!(s.inst.opcode.as_str(), "BRA" | "EXIT" | "BAR" | "NOP" | "ULDC" | "UMOV")
    };
    let mut count = 0;
    for i in 0..sels.len().saturating_sub(1) {
        let (head, tail) = sels.split_at_mut(i + 1);
        let (Some(a), Some(b)) = (&mut head[i], &tail[0]) else { continue };
        let (ctrl, next_off) = (code[i].1, code[i + 1].0);
        if !alu(a) || !alu(b) || a.inst.guard.is_some() || targets.contains(&next_off) || !(1..=11).contains(&ctrl.stall) {
            continue;
        }
        let written = defs_uses(&a.inst).0;
        let b_slots = reuse_slots(b.form);
        let mut chosen: Vec<(usize, u8)> = Vec::new();
        for (k, slot) in reuse_slots(a.form) {
            let Some(V::Reg(r)) = a.inst.operands.get(k).map(|o| &o.value) else { continue };
            if *r == RZ || written.contains(&Reg::R(*r)) {
                continue;
            }
            let next_reads = b_slots.iter().any(|&(kb, sb)| sb == slot && matches!(b.inst.operands.get(kb).map(|o| &o.value), Some(V::Reg(x)) if x == r));
            if next_reads {
                chosen.push((k, slot));
            }
        }
        if !chosen.is_empty() {
            code[i].1.yield_ = false;
        }
        for (k, _) in chosen {
            a.inst.operands[k].reuse = true;
            count += 1;
        }
    }
    count
}

/// The pseudo-barrier [`check`] files HGMMA results under (the warpgroup scoreboard `gsb0`).
const GSB: u8 = 8;

/// One scoreboard or latency violation found by [`check`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The byte offset of the offending instruction.
    pub offset: u32,
    /// What is wrong.
    pub message: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct State {
    /// (barrier, register, is read barrier); barrier 7 marks a variable-latency result with no
    /// barrier at all.
    pending: BTreeSet<(u8, Reg, bool)>,
    /// Fixed-latency results still in flight: cycles left.
    busy: BTreeMap<Reg, u8>,
    /// Cycles since each barrier was last set (capped).
    age: [u8; 6],
}

impl State {
    fn merge(&mut self, o: &State) -> bool {
        let before = self.clone();
        self.pending.extend(o.pending.iter().copied());
        for (r, c) in &o.busy {
            let e = self.busy.entry(*r).or_insert(0);
            *e = (*e).max(*c);
        }
        for i in 0..6 {
            self.age[i] = self.age[i].min(o.age[i]);
        }
        *self != before
    }
}

/// The scoreboard dataflow check over a laid-out listing: `(offset, instruction, control)` in
/// address order, branch targets as absolute offsets. Every read of a variable-latency result
/// must follow a wait on its write barrier; every overwrite of a register a variable-latency
/// instruction reads must follow a wait on its read barrier; fixed-latency results must be
/// ready by the sum of the stalls in between; and the control codes must be ones nvdisasm
/// accepts. The state flows along the CFG (branches, fallthrough) to a fixpoint.
pub fn check(listing: &[(u32, Inst, ControlCode)]) -> Vec<Violation> {
    let n = listing.len();
    let index: BTreeMap<u32, usize> = listing.iter().enumerate().map(|(i, (o, _, _))| (*o, i)).collect();
    let mut violations: BTreeSet<(u32, String)> = BTreeSet::new();
    let succ = |i: usize| -> Vec<usize> {
        let inst = &listing[i].1;
        let mut s = Vec::new();
        // (`BRA.U UP0, target` branches on its uniform predicate operand.)
        let unconditional = (inst.guard.is_none() || inst.guard.is_some_and(|g| g.pred == PT && !g.not)) && !inst.operands.iter().any(|o| matches!(o.value, V::UPred(p) if p != PT));
        match inst.opcode.as_str() {
            "BRA" => {
                if let Some(V::Target(t)) = inst.operands.last().map(|o| &o.value) {
                    if let Some(&j) = index.get(&(*t as u32)) {
                        s.push(j);
                    }
                }
                if !unconditional && i + 1 < n {
                    s.push(i + 1);
                }
            }
            "EXIT" | "RET" => {
                if !unconditional && i + 1 < n {
                    s.push(i + 1);
                }
            }
            // A call goes to the callee and comes back after it; the callee's `RET` leaves
            // nothing in flight (checked there), so the return point sees the call's state.
            "CALL" => {
                if matches!(inst.operands.first().map(|o| &o.value), Some(V::Reg(_))) {
                    // An indirect call may enter any function: every instruction after an
                    // unconditional EXIT, RET or BRA (the function entries among them).
                    for (j, (_, p, _)) in listing.iter().enumerate().skip(1) {
                        let prev = &listing[j - 1].1;
                        let uncond = prev.guard.is_none() || prev.guard.is_some_and(|g| g.pred == PT && !g.not);
                        if uncond && matches!(prev.opcode.as_str(), "EXIT" | "RET" | "BRA") && p.opcode != "NOP" {
                            s.push(j);
                        }
                    }
                } else if let Some(V::Target(t)) = inst.operands.last().map(|o| &o.value) {
                    if let Some(&j) = index.get(&(*t as u32)) {
                        s.push(j);
                    }
                }
                if i + 1 < n {
                    s.push(i + 1);
                }
            }
            _ => {
                if i + 1 < n {
                    s.push(i + 1);
                }
            }
        }
        s
    };
    let mut input: Vec<Option<State>> = vec![None; n];
    if n > 0 {
        input[0] = Some(State { age: [15; 6], ..Default::default() });
    }
    let mut work: Vec<usize> = if n > 0 { vec![0] } else { Vec::new() };
    let mut steps = 0usize;
    while let Some(i) = work.pop() {
        steps += 1;
        if steps > 200_000 {
            violations.insert((listing[i].0, "the scoreboard check did not converge".into()));
            break;
        }
        let Some(mut st) = input[i].clone() else { continue };
        let (off, inst, c) = &listing[i];
        let mut bad = |m: String| {
            violations.insert((*off, m));
        };
        // Encodings nvdisasm rejects.
        if c.stall == 0 && !c.yield_ {
            bad("stall 0 without the yield flag".into());
        }
        if c.stall >= 12 && !c.yield_ {
            bad(format!("stall {} without the yield flag", c.stall));
        }
        if c.write_barrier != 7 && (is_store(inst) || is_branch_like(inst)) {
            bad(format!("{} sets a write barrier", inst.opcode));
        }
        if c.read_barrier != 7 && is_branch_like(inst) {
            bad(format!("{} sets a read barrier", inst.opcode));
        }
        if c.write_barrier != 7 && c.write_barrier > 5 || c.read_barrier != 7 && c.read_barrier > 5 {
            bad("barrier index out of range".into());
        }
        // Waits.
        for b in 0..6u8 {
            if c.wait_mask & (1 << b) != 0 {
                if st.age[b as usize] < 2 {
                    bad(format!("waits on barrier {b} {} cycle(s) after it was set", st.age[b as usize]));
                }
                st.pending.retain(|(x, _, _)| *x != b);
            }
        }
        // The warpgroup wait: every HGMMA result is in its registers (`.LE gsb0, 0x0`).
        if inst.opcode == "WARPGROUP" && inst.modifiers.iter().any(|m| m == "DEPBAR") && matches!(inst.operands.get(1).map(|o| &o.value), Some(V::Imm(0))) {
            st.pending.retain(|(x, _, _)| *x != GSB);
        }
        let (defs, uses) = defs_uses(inst);
        for r in &uses {
            for (b, x, read) in &st.pending {
                if x == r && !read {
                    if *b == GSB {
                        bad(format!("reads {r}, an HGMMA result, before WARPGROUP.DEPBAR.LE gsb0, 0x0"));
                    } else if *b == 7 {
                        bad(format!("reads {r}, a variable-latency result with no write barrier"));
                    } else {
                        bad(format!("reads {r} without waiting on barrier {b}"));
                    }
                }
            }
            if let Some(&left) = st.busy.get(r) {
                if left > 0 {
                    bad(format!("reads {r} {left} cycle(s) before it is ready"));
                }
            }
        }
        for r in &defs {
            for (b, x, read) in &st.pending {
                if x == r {
                    if *read {
                        bad(format!("overwrites {r}, still to be read under barrier {b}"));
                    } else if *b != 7 {
                        bad(format!("overwrites {r}, still to be written under barrier {b}"));
                    }
                }
            }
            if st.busy.get(r).is_some_and(|&l| l > 0) {
                bad(format!("overwrites {r} while an earlier write is in flight"));
            }
        }
        // Effects.
        for r in &defs {
            st.pending.retain(|(_, x, read)| x != r || *read);
            st.busy.remove(r);
        }
        match latency(inst) {
            Latency::Variable => {
                if inst.opcode == "HGMMA" {
                    // Written by the warpgroup's asynchronous unit: ready after
                    // `WARPGROUP.DEPBAR.LE gsb0, 0x0` (barrier 8 here).
                    for r in &defs {
                        st.pending.insert((GSB, *r, false));
                    }
                } else if !defs.is_empty() {
                    let b = if c.write_barrier <= 5 { c.write_barrier } else { 7 };
                    for r in &defs {
                        st.pending.insert((b, *r, false));
                    }
                    if b <= 5 {
                        st.age[b as usize] = 0;
                    }
                }
                if c.read_barrier <= 5 {
                    for r in uses.iter().filter(|r| !matches!(r, Reg::P(_) | Reg::UP(_)) && (!matches!(r, Reg::UR(_)) || reads_uniform_late(inst))) {
                        st.pending.insert((c.read_barrier, *r, true));
                    }
                    st.age[c.read_barrier as usize] = 0;
                }
            }
            Latency::Fixed(l) => {
                for r in &defs {
                    st.busy.insert(*r, l);
                }
            }
        }
        // Time passes.
        for v in st.busy.values_mut() {
            *v = v.saturating_sub(c.stall);
        }
        st.busy.retain(|_, v| *v > 0);
        for a in st.age.iter_mut() {
            *a = a.saturating_add(c.stall).min(15);
        }
        if inst.opcode == "RET" && (!st.pending.is_empty() || !st.busy.is_empty()) {
            bad(format!("returns with results in flight: {:?} {:?}", st.pending, st.busy));
        }
        for s in succ(i) {
            let changed = match &mut input[s] {
                Some(x) => x.merge(&st),
                slot @ None => {
                    *slot = Some(st.clone());
                    true
                }
            };
            if changed {
                work.push(s);
            }
        }
    }
    violations.into_iter().map(|(offset, message)| Violation { offset, message }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sass::parse::parse_inst;

    fn inst(t: &str) -> Inst {
        parse_inst(t).unwrap()
    }

    fn cc(stall: u8, wb: u8, rb: u8, wait: u8) -> ControlCode {
        ControlCode { stall, yield_: true, write_barrier: wb, read_barrier: rb, wait_mask: wait, reuse: 0 }
    }

    #[test]
    fn defs_and_uses_of_common_forms() {
        let (d, u) = defs_uses(&inst("IADD3 R2, P0, R4, R6, RZ"));
        assert_eq!(d, vec![Reg::R(2), Reg::P(0)]);
        assert_eq!(u, vec![Reg::R(4), Reg::R(6)]);
        let (d, u) = defs_uses(&inst("IADD3.X R3, R5, R7, RZ, P0, !PT"));
        assert_eq!(d, vec![Reg::R(3)]);
        assert_eq!(u, vec![Reg::R(5), Reg::R(7), Reg::P(0)]);
        let (d, u) = defs_uses(&inst("ISETP.GE.AND P0, PT, R7, R4, PT"));
        assert_eq!(d, vec![Reg::P(0)]);
        assert_eq!(u, vec![Reg::R(7), Reg::R(4)]);
        let (d, u) = defs_uses(&inst("IMAD.WIDE R2, R7, 0x4, R4"));
        assert_eq!(d, vec![Reg::R(2), Reg::R(3)]);
        assert_eq!(u, vec![Reg::R(7), Reg::R(4), Reg::R(5)]);
        let (d, u) = defs_uses(&inst("STG.E.64 desc[UR4][R4.64], R6"));
        assert!(d.is_empty());
        assert_eq!(u, vec![Reg::R(4), Reg::R(5), Reg::UR(4), Reg::UR(5), Reg::R(6), Reg::R(7)]);
        let (d, u) = defs_uses(&inst("@!P1 LDG.E.128 R4, desc[UR4][R2.64+0x10]"));
        assert_eq!(d, vec![Reg::R(4), Reg::R(5), Reg::R(6), Reg::R(7)]);
        assert_eq!(u, vec![Reg::R(2), Reg::R(3), Reg::UR(4), Reg::UR(5), Reg::P(1)]);
        let (d, _) = defs_uses(&inst("LOP3.LUT P0, R3, R1, R2, R3, 0xfc, !PT"));
        assert_eq!(d, vec![Reg::P(0), Reg::R(3)]);
    }

    /// HGMMA's accumulator is written by the warpgroup's asynchronous unit: reading it before
    /// `WARPGROUP.DEPBAR.LE gsb0, 0x0` is a violation, after it is not; its four registers and
    /// the descriptor quad are what it writes and reads.
    #[test]
    fn the_checker_waits_for_hgmma_results_at_the_warpgroup_barrier() {
        let h = inst("HGMMA.64x8x8.F32.TF32 R24, gdesc[UR12], R24, gsb0");
        let (d, u) = defs_uses(&h);
        assert_eq!(d, vec![Reg::R(24), Reg::R(25), Reg::R(26), Reg::R(27)]);
        assert_eq!(u, vec![Reg::UR(12), Reg::UR(13), Reg::UR(14), Reg::UR(15), Reg::R(24), Reg::R(25), Reg::R(26), Reg::R(27)]);
        let early = vec![(0, h.clone(), cc(1, 7, 7, 0)), (16, inst("FADD R0, R27, R27"), cc(1, 7, 7, 0)), (32, inst("EXIT"), cc(5, 7, 7, 0))];
        let v = check(&early);
        assert!(v.iter().any(|x| x.message.contains("HGMMA result")), "{v:?}");
        let waited = vec![
            (0, h, cc(1, 7, 7, 0)),
            (16, inst("WARPGROUP.DEPBAR.LE gsb0, 0x0"), cc(1, 7, 7, 0)),
            (32, inst("FADD R0, R27, R27"), cc(1, 7, 7, 0)),
            (48, inst("EXIT"), cc(5, 7, 7, 0)),
        ];
        assert!(check(&waited).is_empty(), "{:?}", check(&waited));
        // A TMA load reads its whole uniform block: destination, mbarrier, two coordinates.
        let (_, u) = defs_uses(&inst("UTMALDG.2D [UR16], [UR12]"));
        assert_eq!(u, vec![Reg::UR(16), Reg::UR(17), Reg::UR(18), Reg::UR(19), Reg::UR(12), Reg::UR(13)]);
    }

    #[test]
    fn the_checker_finds_a_missing_wait() {
        let l = vec![
            (0, inst("LDG.E R2, desc[UR4][R2.64]"), cc(2, 0, 7, 0)),
            (16, inst("FADD R3, R2, R2"), cc(1, 7, 7, 0)),
            (32, inst("EXIT"), cc(5, 7, 7, 0)),
        ];
        let v = check(&l);
        assert_eq!(v.len(), 1, "{v:?}");
        assert!(v[0].message.contains("without waiting on barrier 0"));
        let mut ok = l.clone();
        ok[1].2.wait_mask = 1;
        assert!(check(&ok).is_empty(), "{:?}", check(&ok));
    }

    #[test]
    fn the_checker_follows_branches() {
        // The load's barrier is waited on along the fallthrough path only.
        let l = vec![
            (0, inst("LDG.E R2, desc[UR4][R2.64]"), cc(1, 0, 7, 0)),
            (16, inst("@P0 BRA 0x30"), cc(5, 7, 7, 0)),
            (32, inst("FADD R3, R2, R2"), cc(1, 7, 7, 1)),
            (48, inst("FADD R4, R2, R2"), cc(1, 7, 7, 0)),
            (64, inst("EXIT"), cc(5, 7, 7, 0)),
        ];
        let v = check(&l);
        assert!(v.iter().any(|x| x.offset == 48), "{v:?}");
    }

    #[test]
    fn the_checker_counts_fixed_latency() {
        let l = vec![
            (0, inst("IADD3 R2, R3, R4, RZ"), cc(2, 7, 7, 0)),
            (16, inst("IADD3 R5, R2, R2, RZ"), cc(1, 7, 7, 0)),
            (32, inst("EXIT"), cc(5, 7, 7, 0)),
        ];
        assert!(check(&l).iter().any(|v| v.message.contains("before it is ready")));
        let mut ok = l.clone();
        ok[0].2.stall = ALU_LATENCY;
        assert!(check(&ok).is_empty());
    }

    #[test]
    fn the_checker_finds_an_early_overwrite() {
        let l = vec![
            (0, inst("STG.E desc[UR4][R2.64], R5"), cc(1, 7, 0, 0)),
            (16, inst("MOV R5, 0x1"), cc(1, 7, 7, 0)),
            (32, inst("EXIT"), cc(5, 7, 7, 0)),
        ];
        assert!(check(&l).iter().any(|v| v.message.contains("still to be read")));
    }

    fn block(texts: &[&str]) -> MachFunction {
        use crate::ptxas::regalloc::{MachBlock, MachInst};
        let insts = texts
            .iter()
            .map(|t| MachInst { inst: inst(t), target: None, rule: "", ptx_line: 0, folded_lines: vec![], control: crate::sass::DEFAULT_CONTROL, fixup: None, props: vec![], classes: vec![] })
            .collect();
        MachFunction { blocks: vec![MachBlock { label: None, insts, branch_target: false }], ..Default::default() }
    }

    fn texts(f: &MachFunction) -> Vec<String> {
        f.insts().map(|m| crate::sass::print::inst_text(&m.inst)).collect()
    }

    fn listing(f: &MachFunction) -> Vec<(u32, Inst, ControlCode)> {
        f.insts().enumerate().map(|(k, m)| (16 * k as u32, m.inst.clone(), m.control)).collect()
    }

    #[test]
    fn the_list_scheduler_hoists_loads_and_keeps_dependencies() {
        let mut f = block(&[
            "IADD3 R6, R7, R8, RZ",
            "IADD3 R9, R6, R8, RZ",
            "LDG.E R0, desc[UR4][R2.64]",
            "FADD R5, R0, R0",
            "STG.E desc[UR4][R2.64], R5",
            "LDG.E R10, desc[UR4][R2.64]",
            "STG.E desc[UR4][R2.64+0x4], R10",
            "EXIT",
        ]);
        let moved = reorder(&mut f);
        let t = texts(&f);
        assert!(moved > 0);
        let at = |s: &str| t.iter().position(|x| x == s).unwrap_or_else(|| panic!("{s} in {t:?}"));
        // The first load goes first (longest path: load latency, FADD, store).
        assert_eq!(at("LDG.E R0, desc[UR4][R2.64]"), 0, "{t:?}");
        // Dependencies: R6 before its reader; the FADD after its load; the store after the FADD.
        assert!(at("IADD3 R6, R7, R8, RZ") < at("IADD3 R9, R6, R8, RZ"));
        assert!(at("FADD R5, R0, R0") < at("STG.E desc[UR4][R2.64], R5"));
        // Memory order: the second load stays after the first store, the second store after it.
        assert!(at("STG.E desc[UR4][R2.64], R5") < at("LDG.E R10, desc[UR4][R2.64]"));
        assert!(at("LDG.E R10, desc[UR4][R2.64]") < at("STG.E desc[UR4][R2.64+0x4], R10"));
        // EXIT is pinned last.
        assert_eq!(t.last().map(String::as_str), Some("EXIT"));
        // The control codes of the new order pass the scoreboard check.
        schedule(&mut f);
        assert!(check(&listing(&f)).is_empty(), "{:?}", check(&listing(&f)));
    }

    #[test]
    fn pinned_instructions_fence_the_block() {
        let mut f = block(&["IADD3 R6, R7, R8, RZ", "BAR.SYNC.DEFER_BLOCKING 0x0", "LDS R0, [R2]", "MOV R3, R0", "EXIT"]);
        reorder(&mut f);
        assert_eq!(texts(&f), ["IADD3 R6, R7, R8, RZ", "BAR.SYNC.DEFER_BLOCKING 0x0", "LDS R0, [R2]", "MOV R3, R0", "EXIT"]);
        // Independent work fills the load's shadow.
        let mut f = block(&["LDS R0, [R2]", "MOV R3, R0", "IADD3 R6, R7, R8, RZ", "IADD3 R9, R7, R8, RZ", "EXIT"]);
        reorder(&mut f);
        assert_eq!(texts(&f), ["LDS R0, [R2]", "IADD3 R6, R7, R8, RZ", "IADD3 R9, R7, R8, RZ", "MOV R3, R0", "EXIT"]);
        // A register overwritten after a read keeps its order (WAR).
        let mut f = block(&["MOV R3, R0", "LDS R0, [R2]", "IADD3 R6, R0, R8, RZ", "EXIT"]);
        reorder(&mut f);
        assert_eq!(texts(&f), ["MOV R3, R0", "LDS R0, [R2]", "IADD3 R6, R0, R8, RZ", "EXIT"]);
    }

    #[test]
    fn reuse_flags_only_where_the_next_instruction_reads_the_same_slot() {
        use crate::ptxas::phase2::select;
        let sm = crate::target::Sm { number: 90, variant: crate::target::SmVariant::Base };
        let run = |texts: &[&str], stall: u8, targets: &[u32]| {
            let mut sels: Vec<_> = texts.iter().map(|t| Some(select(&inst(t), &[], &[], sm).unwrap())).collect();
            let mut code: Vec<(u32, ControlCode)> = (0..texts.len()).map(|k| (16 * k as u32, cc(stall, 7, 7, 0))).collect();
            let n = set_reuse(&mut sels, &mut code, &targets.iter().copied().collect());
            let texts: Vec<String> = sels.iter().map(|s| crate::sass::print::inst_text(&s.as_ref().unwrap().inst)).collect();
            (n, texts, code)
        };
        // R2 in slot A of both: flagged on the first, which gives up its yield.
        let (n, t, code) = run(&["IADD3 R4, R2, R3, RZ", "IADD3 R5, R2, R6, RZ"], 2, &[]);
        assert_eq!((n, t[0].as_str()), (1, "IADD3 R4, R2.reuse, R3, RZ"));
        assert!(!code[0].1.yield_ && code[1].1.yield_);
        // Same register in another slot: no flag.
        assert_eq!(run(&["IADD3 R4, R2, R3, RZ", "IADD3 R5, R6, R2, RZ"], 2, &[]).0, 0);
        // The first instruction overwrites it: the cached value would be stale.
        assert_eq!(run(&["IADD3 R2, R2, R3, RZ", "IADD3 R5, R2, R6, RZ"], 2, &[]).0, 0);
        // The next one is a branch target, or the stall cannot carry bit 109.
        assert_eq!(run(&["IADD3 R4, R2, R3, RZ", "IADD3 R5, R2, R6, RZ"], 2, &[16]).0, 0);
        assert_eq!(run(&["IADD3 R4, R2, R3, RZ", "IADD3 R5, R2, R6, RZ"], 12, &[]).0, 0);
        // Memory operations keep no operand cache.
        assert_eq!(run(&["LDS R4, [R2]", "IADD3 R5, R2, R6, RZ"], 2, &[]).0, 0);
    }
}
