//! The target, resolved once: the driver turns the SM into the arch description and its form
//! table and hands them to every phase (as Cranelift hands a `TargetIsa` down), instead of each
//! phase looking the SM up again.

use crate::sass::arch::{arch, Arch};
use crate::sass::forms::{table_for, FormTable};
use crate::target::Sm;

/// What the phases know of the machine they compile for.
#[derive(Clone, Copy, Debug)]
pub struct Target {
    /// The SM as the user named it (`sm_90a`).
    pub sm: Sm,
    /// Its facts: dispatch family, Phase 2 backend, instruction set, bank-0 layout.
    pub arch: &'static Arch,
    /// Its form table (`None`: none is built for this arch).
    pub forms: Option<&'static FormTable>,
}

impl Target {
    /// The target for `sm`.
    pub fn new(sm: Sm) -> Target {
        Target { sm, arch: arch(sm), forms: table_for(sm) }
    }
}
