//! The target model: which GPU (`sm_XX`, with the arch-conditional `a` and family-conditional `f`
//! variants) and which PTX ISA version a compilation is for.
//!
//! The minimum PTX version per SM is what LLVM 22's NVPTX back end prints in `.version` when no
//! `+ptxNN` feature is given (read off `llc -mcpu=sm_XX` for every SM below); `--ptx` overrides it
//! upwards.
//!
//! - [`subtarget`]: [`Subtarget`] (SM + PTX version), the family, the three facts the selector reads,
//!   `--ptx` validation, the `.version`/`.target` lines.
//! - [`features`]: the one table of which instruction variant each SM and PTX version allows.
//! - [`messages`]: the gate diagnostics, verbatim, and the validators that return them.

pub mod features;
pub mod messages;
pub mod subtarget;

pub use subtarget::{Family, PtxRequestError, Subtarget};

use serde::{Deserialize, Serialize};
use std::fmt;

/// The arch-conditional / family-conditional suffix of an SM name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum SmVariant {
    /// Plain `sm_XX`: forward-compatible features only.
    Base,
    /// `sm_XXa`: architecture-specific features (e.g. wgmma on sm_90a, tcgen05 on sm_100a).
    Arch,
    /// `sm_XXf`: family-specific features (PTX 8.8+).
    Family,
}

/// A streaming-multiprocessor target such as `sm_90a`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Sm {
    /// The compute capability as a number: 75, 80, ..., 121.
    pub number: u16,
    /// `a`, `f` or neither.
    pub variant: SmVariant,
}

/// Every SM the product knows, with the PTX ISA version LLVM 22 uses by default for it
/// (`(major, minor)`). Order: ascending.
const SM_TABLE: &[(u16, SmVariant, (u8, u8))] = &[
    (75, SmVariant::Base, (6, 3)),
    (80, SmVariant::Base, (7, 0)),
    (86, SmVariant::Base, (7, 1)),
    (87, SmVariant::Base, (7, 4)),
    (88, SmVariant::Base, (9, 0)),
    (89, SmVariant::Base, (7, 8)),
    (90, SmVariant::Base, (7, 8)),
    (90, SmVariant::Arch, (8, 0)),
    (100, SmVariant::Base, (8, 6)),
    (100, SmVariant::Arch, (8, 6)),
    (100, SmVariant::Family, (8, 8)),
    (101, SmVariant::Base, (8, 6)),
    (101, SmVariant::Arch, (8, 6)),
    (103, SmVariant::Base, (8, 8)),
    (103, SmVariant::Arch, (8, 8)),
    (103, SmVariant::Family, (8, 8)),
    (110, SmVariant::Base, (9, 0)),
    (110, SmVariant::Arch, (9, 0)),
    (110, SmVariant::Family, (9, 0)),
    (120, SmVariant::Base, (8, 7)),
    (120, SmVariant::Arch, (8, 7)),
    (120, SmVariant::Family, (8, 8)),
    (121, SmVariant::Base, (8, 8)),
    (121, SmVariant::Arch, (8, 8)),
    (121, SmVariant::Family, (8, 8)),
];

/// The SMs LLVM 22 knows (`llc-22 -mcpu=help`) that ptxas 13.5 no longer takes.
pub const LLVM_ONLY_SMS: &[u16] = &[20, 21, 30, 32, 35, 37, 50, 52, 53, 60, 61, 62, 70, 72];

impl Sm {
    /// sm_90, the default target.
    pub const SM90: Sm = Sm { number: 90, variant: SmVariant::Base };

    /// Parses `90`, `90a`, `sm_90a`, `SM90`, `compute_90`. Returns `None` for unknown SMs.
    pub fn parse(text: &str) -> Option<Sm> {
        let t = text.trim();
        let t = t
            .strip_prefix("sm_")
            .or_else(|| t.strip_prefix("SM_"))
            .or_else(|| t.strip_prefix("compute_"))
            .or_else(|| t.strip_prefix("sm"))
            .or_else(|| t.strip_prefix("SM"))
            .unwrap_or(t);
        let (digits, variant) = match t.as_bytes().last()? {
            b'a' => (&t[..t.len() - 1], SmVariant::Arch),
            b'f' => (&t[..t.len() - 1], SmVariant::Family),
            _ => (t, SmVariant::Base),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let number: u16 = digits.parse().ok()?;
        let sm = Sm { number, variant };
        SM_TABLE.iter().any(|&(n, v, _)| n == number && v == variant).then_some(sm)
    }

    /// Why `text` names no target here, in the words of the tool that refuses it: an SM LLVM 22
    /// knows below sm_75 (`llc-22 -mcpu=help`: sm_20 .. sm_72) is refused as ptxas 13.5 refuses
    /// it, any other name as LLVM 22 refuses it (it warns and ignores the processor).
    pub fn refusal(text: &str) -> String {
        let t = text.trim();
        let digits = t.trim_start_matches(|c: char| !c.is_ascii_digit());
        let name = format!("sm_{digits}");
        if LLVM_ONLY_SMS.iter().any(|n| n.to_string() == digits) {
            format!("Value '{name}' is not defined for option 'gpu-name' (ptxas 13.5 starts at sm_75; LLVM 22 knows {name})")
        } else {
            format!("'{name}' is not a recognized processor for this target (LLVM 22 knows sm_20 .. sm_72 and these: {})", Sm::all().map(|s| s.to_string()).collect::<Vec<_>>().join(" "))
        }
    }

    /// Every known SM, ascending.
    pub fn all() -> impl Iterator<Item = Sm> {
        SM_TABLE.iter().map(|&(number, variant, _)| Sm { number, variant })
    }

    /// The lowest PTX ISA version that can target this SM (LLVM 22's default `.version`).
    pub fn min_ptx(self) -> PtxVersion {
        let (major, minor) = SM_TABLE
            .iter()
            .find(|&&(n, v, _)| n == self.number && v == self.variant)
            .map(|&(_, _, p)| p)
            .unwrap_or((7, 8));
        PtxVersion { major, minor }
    }

    /// The name nvdisasm's `-b` option takes for this SM (`SM90`, `SM90a`, `SM100a`...).
    pub fn nvdisasm_name(self) -> String {
        format!("SM{}{}", self.number, self.suffix())
    }

    fn suffix(self) -> &'static str {
        match self.variant {
            SmVariant::Base => "",
            SmVariant::Arch => "a",
            SmVariant::Family => "f",
        }
    }
}

impl fmt::Display for Sm {
    /// `sm_90a`, as in `.target` and ptxas's `-arch`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "sm_{}{}", self.number, self.suffix())
    }
}

impl Default for Sm {
    fn default() -> Self {
        Sm::SM90
    }
}

/// A PTX ISA version as in `.version 8.0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PtxVersion {
    /// Major version.
    pub major: u8,
    /// Minor version (0-9).
    pub minor: u8,
}

impl PtxVersion {
    /// Parses `8.0`, `80`, `ptx80` or `+ptx80`. Versions older than PTX 6.0 or newer than 9.9 are
    /// rejected.
    pub fn parse(text: &str) -> Option<PtxVersion> {
        let t = text.trim();
        let t = t.strip_prefix('+').unwrap_or(t);
        let t = t.strip_prefix("ptx").unwrap_or(t);
        let (major, minor) = if let Some((a, b)) = t.split_once('.') {
            (a.parse::<u8>().ok()?, b.parse::<u8>().ok()?)
        } else {
            if t.len() != 2 || !t.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            let n: u8 = t.parse().ok()?;
            (n / 10, n % 10)
        };
        (minor <= 9 && (6..=9).contains(&major)).then_some(PtxVersion { major, minor })
    }

    /// The version as a two-digit number, as LLVM's `+ptxNN` feature spells it.
    pub fn as_number(self) -> u32 {
        self.major as u32 * 10 + self.minor as u32
    }
}

impl fmt::Display for PtxVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_spelling() {
        let a = Sm { number: 90, variant: SmVariant::Arch };
        for s in ["90a", "sm_90a", "SM90a", "compute_90a"] {
            assert_eq!(Sm::parse(s), Some(a), "{s}");
        }
        assert_eq!(Sm::parse("90"), Some(Sm::SM90));
        assert_eq!(Sm::parse("100f").map(|s| s.to_string()).as_deref(), Some("sm_100f"));
        assert_eq!(Sm::parse("91"), None);
        assert_eq!(Sm::parse("sm_"), None);
        assert!(Sm::refusal("107f").starts_with("'sm_107f' is not a recognized processor for this target"));
        assert!(Sm::refusal("sm_60").starts_with("Value 'sm_60' is not defined for option 'gpu-name'"));
        assert_eq!(Sm::parse("a"), None);
        assert_eq!(Sm::parse(""), None);
    }

    #[test]
    fn default_ptx_follows_llvm22() {
        assert_eq!(Sm::parse("90").unwrap().min_ptx().to_string(), "7.8");
        assert_eq!(Sm::parse("90a").unwrap().min_ptx().to_string(), "8.0");
        assert_eq!(Sm::parse("75").unwrap().min_ptx().to_string(), "6.3");
        assert_eq!(Sm::parse("120").unwrap().min_ptx().to_string(), "8.7");
    }

    #[test]
    fn ptx_versions() {
        assert_eq!(PtxVersion::parse("8.0"), Some(PtxVersion { major: 8, minor: 0 }));
        assert_eq!(PtxVersion::parse("78"), Some(PtxVersion { major: 7, minor: 8 }));
        assert_eq!(PtxVersion::parse("+ptx86").map(|v| v.as_number()), Some(86));
        assert_eq!(PtxVersion::parse("5.0"), None);
        assert_eq!(PtxVersion::parse("8"), None);
        assert_eq!(PtxVersion::parse("x.y"), None);
    }
}
