//! The subtarget: one SM plus one PTX ISA version, and the facts derived from them.
//!
//! Seed 000 (SEED_CONTRACT 5.76–5.78) says the intrinsic selector reads exactly three facts of the
//! subtarget: whether it has tensor memory (`HasTcgen05`), the SM version ×10, and the PTX version
//! ×10 with an arch-suffix digit. [`Subtarget::has_tcgen05`], [`Subtarget::sm_x10`] and
//! [`Subtarget::ptx_x10_with_suffix`] are those three; everything else here (family, `.version` /
//! `.target` lines, `--ptx` validation) serves the driver, the printer and the explorer.

use super::messages;
use super::{PtxVersion, Sm, SmVariant};
use serde::Serialize;
use std::fmt;

/// The PTX ISA versions LLVM 22's NVPTX back end knows as `+ptxNN` features, ascending. A version
/// outside this list is ignored by LLVM with a warning (see [`PtxRequestError::Unrecognized`]).
pub const KNOWN_PTX_VERSIONS: &[(u8, u8)] = &[
    (6, 0), (6, 1), (6, 2), (6, 3), (6, 4), (6, 5),
    (7, 0), (7, 1), (7, 2), (7, 3), (7, 4), (7, 5), (7, 6), (7, 7), (7, 8),
    (8, 0), (8, 1), (8, 2), (8, 3), (8, 4), (8, 5), (8, 6), (8, 7), (8, 8),
    (9, 0),
];

impl PtxVersion {
    /// Whether LLVM 22 knows this version (`+ptxNN` is a recognised feature).
    pub fn is_known(self) -> bool {
        KNOWN_PTX_VERSIONS.contains(&(self.major, self.minor))
    }

    /// The known PTX version just below this one (`8.0` → `7.8`), if any.
    pub fn previous(self) -> Option<PtxVersion> {
        KNOWN_PTX_VERSIONS
            .iter()
            .rev()
            .map(|&(major, minor)| PtxVersion { major, minor })
            .find(|&v| v < self)
    }
}

/// The GPU generation an SM belongs to. Tensor memory and the MMA engines follow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Family {
    /// sm_75.
    Turing,
    /// sm_80, sm_86, sm_87 (Orin), sm_88.
    Ampere,
    /// sm_89.
    Ada,
    /// sm_90.
    Hopper,
    /// sm_100, sm_103: datacenter Blackwell (B200, B300). Tensor memory on the a/f variants.
    BlackwellDatacenter,
    /// sm_101 (LLVM's older name) and sm_110: Jetson Thor. Tensor memory on the a/f variants.
    Thor,
    /// sm_120, sm_121: consumer Blackwell (RTX 50, DGX Spark). No tensor memory; block-scaled MMA.
    BlackwellConsumer,
}

impl Family {
    /// The family of an SM number.
    pub fn of(number: u16) -> Family {
        match number {
            0..=79 => Family::Turing,
            80..=88 => Family::Ampere,
            89 => Family::Ada,
            90..=99 => Family::Hopper,
            100 | 102..=109 => Family::BlackwellDatacenter,
            101 | 110..=119 => Family::Thor,
            _ => Family::BlackwellConsumer,
        }
    }

    /// The name shown in the explorer.
    pub fn name(self) -> &'static str {
        match self {
            Family::Turing => "Turing",
            Family::Ampere => "Ampere",
            Family::Ada => "Ada",
            Family::Hopper => "Hopper",
            Family::BlackwellDatacenter => "Blackwell (datacenter)",
            Family::Thor => "Blackwell (Thor)",
            Family::BlackwellConsumer => "Blackwell (consumer)",
        }
    }
}

/// Why a requested `--ptx` cannot be used with an SM.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum PtxRequestError {
    /// The version is older than the SM's minimum: LLVM 22 aborts (and ptxas refuses the file).
    TooOld {
        /// The version asked for.
        requested: PtxVersion,
        /// The lowest version that can target the SM.
        minimum: PtxVersion,
        /// The target.
        sm: Sm,
    },
    /// LLVM 22 does not know the version (`+ptx91`): it warns and ignores the feature.
    Unrecognized(PtxVersion),
}

impl PtxRequestError {
    /// LLVM 22's wording (see [`messages::ptx_too_old_for_target`]).
    pub fn message(&self) -> String {
        match *self {
            PtxRequestError::TooOld { requested, minimum, sm } => {
                messages::ptx_too_old_for_target(requested, sm, minimum)
            }
            PtxRequestError::Unrecognized(v) => messages::ptx_feature_not_recognized(v),
        }
    }
}

impl fmt::Display for PtxRequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

/// One SM and one PTX ISA version: what a compilation targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Subtarget {
    /// The GPU.
    pub sm: Sm,
    /// The PTX ISA version in effect.
    pub ptx: PtxVersion,
}

impl Subtarget {
    /// The subtarget for `sm` with `ptx` if given (validated as LLVM 22 does), else the SM's minimum
    /// PTX version, which is LLVM 22's default.
    pub fn new(sm: Sm, ptx: Option<PtxVersion>) -> Result<Subtarget, PtxRequestError> {
        let minimum = sm.min_ptx();
        match ptx {
            None => Ok(Subtarget { sm, ptx: minimum }),
            Some(requested) if !requested.is_known() => Err(PtxRequestError::Unrecognized(requested)),
            Some(requested) if requested < minimum => {
                Err(PtxRequestError::TooOld { requested, minimum, sm })
            }
            Some(requested) => Ok(Subtarget { sm, ptx: requested }),
        }
    }

    /// The GPU generation.
    pub fn family(&self) -> Family {
        Family::of(self.sm.number)
    }

    /// Whether the target is an arch-conditional (`a`) or family-conditional (`f`) variant.
    pub fn is_conditional_variant(&self) -> bool {
        self.sm.variant != SmVariant::Base
    }

    /// HasTcgen05: tensor memory and the `tcgen05.*` instructions. Only the arch- and
    /// family-conditional variants of datacenter Blackwell and Thor have it (seed 000, "Subtarget
    /// Feature Model"; LLVM 22 `hasTcgen05Instructions`); consumer Blackwell never does, and plain
    /// `sm_100` does not either (a forward-compatible target cannot use it).
    pub fn has_tcgen05(&self) -> bool {
        self.is_conditional_variant()
            && matches!(self.family(), Family::BlackwellDatacenter | Family::Thor)
    }

    /// The second fact the selector reads: the SM version ×10 (`sm_90` → 900, `sm_100a` → 1000).
    /// The seed's own numbers disagree (0x384 for sm_90 but 0xA0 for sm_100, C-17); this is the
    /// consistent reading.
    pub fn sm_x10(&self) -> u32 {
        self.sm.number as u32 * 10
    }

    /// The third fact: the PTX version ×10, times ten again, with the last decimal digit holding the
    /// architecture suffix of the target (none → 0, `a` → 2, `f` → 3). PTX 8.6 on `sm_100a` is 862.
    pub fn ptx_x10_with_suffix(&self) -> u32 {
        let suffix = match self.sm.variant {
            SmVariant::Base => 0,
            SmVariant::Arch => 2,
            SmVariant::Family => 3,
        };
        self.ptx.as_number() * 10 + suffix
    }

    /// The `.version` line of the PTX output.
    pub fn version_line(&self) -> String {
        format!(".version {}", self.ptx)
    }

    /// The `.target` line of the PTX output (`.target sm_90a`).
    pub fn target_line(&self) -> String {
        format!(".target {}", self.sm)
    }
}

impl fmt::Display for Subtarget {
    /// `sm_90a / PTX 8.0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} / PTX {}", self.sm, self.ptx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(sm: &str, ptx: &str) -> Subtarget {
        Subtarget::new(Sm::parse(sm).unwrap(), PtxVersion::parse(ptx)).unwrap()
    }

    #[test]
    fn tensor_memory_only_on_datacenter_blackwell_and_thor_variants() {
        let with: Vec<String> =
            Sm::all().map(|sm| Subtarget::new(sm, None).unwrap()).filter(|s| s.has_tcgen05()).map(|s| s.sm.to_string()).collect();
        assert_eq!(with, ["sm_100a", "sm_100f", "sm_101a", "sm_103a", "sm_103f", "sm_110a", "sm_110f"]);
    }

    #[test]
    fn families() {
        let f = |s: &str| Subtarget::new(Sm::parse(s).unwrap(), None).unwrap().family();
        assert_eq!(f("75"), Family::Turing);
        assert_eq!(f("87"), Family::Ampere);
        assert_eq!(f("89"), Family::Ada);
        assert_eq!(f("90a"), Family::Hopper);
        assert_eq!(f("103f"), Family::BlackwellDatacenter);
        assert_eq!(f("110"), Family::Thor);
        assert_eq!(f("121a"), Family::BlackwellConsumer);
        assert_eq!(Family::BlackwellConsumer.name(), "Blackwell (consumer)");
    }

    #[test]
    fn the_three_selector_facts() {
        let s = st("100a", "8.6");
        assert_eq!((s.sm_x10(), s.ptx_x10_with_suffix(), s.has_tcgen05()), (1000, 862, true));
        let s = st("100f", "8.8");
        assert_eq!(s.ptx_x10_with_suffix(), 883);
        let s = st("90", "7.8");
        assert_eq!((s.sm_x10(), s.ptx_x10_with_suffix(), s.has_tcgen05()), (900, 780, false));
    }

    #[test]
    fn ptx_requests_are_validated_as_llvm22_does() {
        let sm = Sm::parse("90").unwrap();
        assert_eq!(Subtarget::new(sm, None).unwrap().ptx.to_string(), "7.8");
        assert_eq!(Subtarget::new(sm, PtxVersion::parse("8.5")).unwrap().ptx.to_string(), "8.5");
        let e = Subtarget::new(sm, PtxVersion::parse("7.0")).unwrap_err();
        assert_eq!(
            e.message(),
            "PTX version 7.0 does not support target 'sm_90'. Minimum required PTX version is 7.8. \
             Either remove the PTX version to use the default, or increase it to at least 7.8."
        );
        let e = Subtarget::new(sm, PtxVersion::parse("9.1")).unwrap_err();
        assert_eq!(e.to_string(), "'+ptx91' is not a recognized feature for this target (ignoring feature)");
        // Every SM accepts its own minimum, and refuses the version just below it.
        for sm in Sm::all() {
            let min = sm.min_ptx();
            assert!(Subtarget::new(sm, Some(min)).is_ok(), "{sm}");
            if let Some(prev) = min.previous() {
                assert!(matches!(Subtarget::new(sm, Some(prev)), Err(PtxRequestError::TooOld { .. })), "{sm}");
            }
        }
    }

    #[test]
    fn previous_versions_skip_holes() {
        let v = |s: &str| PtxVersion::parse(s).unwrap();
        assert_eq!(v("8.0").previous(), Some(v("7.8")));
        assert_eq!(v("7.0").previous(), Some(v("6.5")));
        assert_eq!(v("6.0").previous(), None);
        assert!(!v("9.5").is_known());
    }

    #[test]
    fn directive_lines() {
        let s = st("90a", "8.0");
        assert_eq!(s.version_line(), ".version 8.0");
        assert_eq!(s.target_line(), ".target sm_90a");
        assert_eq!(s.to_string(), "sm_90a / PTX 8.0");
    }
}
