//! Register allocation: the virtual registers of an Ori function onto `R0`–`R254` and `P0`–`P6`,
//! by linear scan over live intervals, then MercExpand of the pseudo-instructions.
//!
//! ```text
//!  liveness (per block, iterated to a fixpoint over the CFG)
//!    → one interval per virtual register: [first point, last point] in layout order, stretched
//!      over every block where it is live in or out (a loop keeps its values for the whole loop)
//!  linear scan in order of interval start:
//!    free the registers of intervals that ended; take the lowest free register of the class:
//!    R: any but R1 (the stack pointer, set by the prologue `LDC R1, c[0x0][0x28]`);
//!    R64: an aligned even/odd pair; R128: four from a multiple of 4; P: P0..P6.
//!    A copy's destination prefers its source's register when the source dies at the copy, so
//!    the copy disappears (coalescing).
//!  MercExpand: `MOV64` becomes zero, one or two `MOV`s; a `MOV` onto its own register vanishes.
//! ```
//! Running out of registers (R0-R254, or fewer under `.maxnreg`) spills: [`allocate_spilling`]
//! picks, among the values holding registers where the scan failed, the one live longest, gives
//! it an 8-byte-aligned slot in the local frame below R1, stores it (`STL`) after every
//! definition and reloads it (`LDL`) into a short-lived register before every use, then scans
//! again. Predicates and the ABI's pinned registers are never spilled.

mod assign;
mod liveness;
mod rewrite;
mod spill;
#[cfg(test)]
mod tests;

pub use assign::verify;
pub use liveness::{intervals, liveness, successors};
pub use rewrite::rewrite;
pub use spill::{allocate_spilling, SPILL_PREFIX};

use crate::ptxas::mir::LiveRange;
use crate::ptxas::ori::*;
use assign::{reg_name, scan};
use std::collections::HashMap;

/// The highest general register the allocator hands out (`R255` is `RZ`).
pub const MAX_R: u8 = 254;
/// The stack pointer, never allocated.
pub const STACK_POINTER: u8 = 1;
/// Predicates `P0`–`P6` (`P7` is `PT`).
pub const MAX_P: u8 = 6;

/// The result of allocation: a register per virtual register, and the ranges.
#[derive(Clone, Debug, Default)]
pub struct Allocation {
    /// The first hardware register of each virtual register (by index).
    pub phys: Vec<u8>,
    /// The intervals in order of start.
    pub ranges: Vec<LiveRange>,
    /// General registers used (highest + 1, counting R0 and R1).
    pub num_r: u32,
    /// Predicates used.
    pub num_p: u32,
}

/// The hardware registers a device function (with everything it calls) may write: a caller keeps
/// no value live across a call in one of them. ptxas compiles the whole program at once and
/// allocates across calls the same way (its callees get a per-call-site convention).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Clobber {
    /// General registers.
    pub r: std::collections::BTreeSet<u8>,
    /// Predicates.
    pub p: std::collections::BTreeSet<u8>,
}

impl Clobber {
    /// Every register: what a call into a function not compiled yet (recursion) may write.
    pub fn everything() -> Clobber {
        Clobber { r: (0..=MAX_R).filter(|&r| r != STACK_POINTER).collect(), p: (0..=MAX_P).collect() }
    }

    /// Whether this is [`Clobber::everything`].
    pub fn is_everything(&self) -> bool {
        self.r.len() >= MAX_R as usize && self.p.len() > MAX_P as usize
    }
}


/// Linear scan.
pub fn allocate(f: &OriFunction) -> Result<Allocation, String> {
    allocate_with(f, &HashMap::new())
}

/// Linear scan, with the clobber sets of the device functions `f` calls: a value live across a
/// `CALL` avoids every register the callee writes, and the ABI's pinned registers (arguments,
/// return values, return address) are reserved over their short live ranges.
pub fn allocate_with(f: &OriFunction, clobbers: &HashMap<String, Clobber>) -> Result<Allocation, String> {
    scan(f, clobbers, MAX_R).map_err(|e| e.message)
}
