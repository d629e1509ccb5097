//! Per-opcode facts of the SASS ISA: which operands an instruction writes and reads (expanded
//! to register pairs and quads), its latency class, and the fixed latencies. The scheduler, the
//! register allocator's rewrite, Phase 2's operand classes and the scoreboard checker all read
//! them; they depend on nothing but the instruction model.

use super::inst::{Inst, OperandValue as V, PT, RZ, URZ};

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
pub fn tma_uniform_width(inst: &Inst, index: usize) -> Option<u8> {
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
pub fn reads_uniform_late(inst: &Inst) -> bool {
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

/// Whether the instruction stores to memory (no result, no write barrier).
pub fn is_store(inst: &Inst) -> bool {
    STORES.contains(&inst.opcode.as_str())
}

/// Whether the instruction transfers control or waits at a barrier.
pub fn is_branch_like(inst: &Inst) -> bool {
    matches!(inst.opcode.as_str(), "BRA" | "BRX" | "BPT" | "EXIT" | "BAR" | "CALL" | "RET")
}

/// Whether control leaves for somewhere the scheduler does not follow: every barrier is waited
/// on and every fixed-latency result completes first (a branch, a call, a return).
pub fn leaves(inst: &Inst) -> bool {
    matches!(inst.opcode.as_str(), "BRA" | "BRX" | "BPT" | "EXIT" | "CALL" | "RET")
}
