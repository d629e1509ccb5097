//! ptxas's side of the pipeline (seed 004): PTX to SASS words, phase by phase.

pub mod driver;
pub mod layout;
pub mod lower;
pub mod mir;
pub mod ori;
pub mod phase1;
pub mod phase2;
pub mod regalloc;
pub mod reuse;
pub mod schedule;
pub mod snapshot;
pub mod target;
