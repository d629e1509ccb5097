//! A PTX file's header read without parsing the file: the `.version` and the SM of `.target`
//! (the explorer follows them on every edit), and ptxas's refusal of a `.target` the chosen
//! architecture cannot run.
//!
//! ptxas (13.x) refuses, before anything else and with no position:
//! - `.target sm_T` above `-arch=sm_A` (T > A): "SM version specified by .target is higher than
//!   default SM version assumed";
//! - `.target sm_Ta` for any other arch: "PTX with .target 'sm_Ta' cannot be compiled for
//!   architecture 'sm_A'" (same number) or "Program with .target 'sm_Ta' cannot be compiled to
//!   future architecture" (a higher one);
//! - `.target sm_Tf` for an arch of another family: "Program with .target 'sm_Tf' cannot be
//!   compiled to different SM-family architecture".
//!
//! We give the same words at the `.target`'s SM name.

use crate::diag::{Diagnostic, Span};
use crate::target::{Family, PtxVersion, Sm, SmVariant};

/// What a PTX file's header says, with where.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// `.version` and the span of its number.
    pub version: Option<(PtxVersion, Span)>,
    /// The SM `.target` names (if this compiler knows it) and the span of its name.
    pub target: Option<(Sm, Span)>,
}

/// Reads the `.version` and `.target` directives before the first other statement; comments
/// (`//`, `/* */` on one line) and blank lines are skipped. Never fails: what it cannot read is
/// `None`.
pub fn header(source: &str) -> Header {
    let mut h = Header::default();
    let mut in_block_comment = false;
    for (k, raw) in source.lines().enumerate().take(400) {
        let line_no = k as u32 + 1;
        let mut line = raw;
        let mut offset = 0usize;
        if in_block_comment {
            match line.find("*/") {
                Some(end) => {
                    in_block_comment = false;
                    offset = end + 2;
                    line = &raw[offset..];
                }
                None => continue,
            }
        }
        let code = line.split("//").next().unwrap_or("");
        let code = match code.find("/*") {
            Some(start) => {
                if !code[start..].contains("*/") {
                    in_block_comment = true;
                }
                &code[..start]
            }
            None => code,
        };
        let trimmed = code.trim_start();
        if trimmed.is_empty() {
            continue;
        }
        let col_of = |word: &str| -> u32 {
            let at = offset + (word.as_ptr() as usize - line.as_ptr() as usize);
            raw[..at].chars().count() as u32 + 1
        };
        let mut words = trimmed.split(|c: char| c.is_whitespace() || c == ',' || c == ';').filter(|w| !w.is_empty());
        match words.next() {
            Some(".version") => {
                if let Some(w) = words.next() {
                    h.version = PtxVersion::parse(w).map(|v| (v, Span::new(line_no, col_of(w), w.chars().count() as u32)));
                }
            }
            Some(".target") => {
                if let Some(w) = words.find(|w| w.starts_with("sm_")) {
                    h.target = Sm::parse(w).map(|sm| (sm, Span::new(line_no, col_of(w), w.chars().count() as u32)));
                }
            }
            Some(".address_size") => {}
            // The header ends at the first declaration.
            Some(_) => break,
            None => {}
        }
    }
    h
}

/// ptxas's refusal of PTX whose `.target` is `target` when compiled for `arch`, if it refuses.
pub fn target_refusal(target: Sm, arch: Sm) -> Option<String> {
    if target.number > arch.number {
        return Some("SM version specified by .target is higher than default SM version assumed".into());
    }
    match target.variant {
        SmVariant::Base => None,
        SmVariant::Arch if arch == target => None,
        SmVariant::Arch if arch.number == target.number => Some(format!("PTX with .target '{target}' cannot be compiled for architecture '{arch}'")),
        SmVariant::Arch => Some(format!("Program with .target '{target}' cannot be compiled to future architecture")),
        SmVariant::Family if Family::of(arch.number) == Family::of(target.number) => None,
        SmVariant::Family => Some(format!("Program with .target '{target}' cannot be compiled to different SM-family architecture")),
    }
}

/// The positioned diagnostic for [`target_refusal`] of `source` compiled for `arch`.
pub fn check_target(source: &str, arch: Sm) -> Option<Diagnostic> {
    let (target, span) = header(source).target?;
    target_refusal(target, arch).map(|m| Diagnostic::error(super::PHASE, span, m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_version_and_target_with_positions() {
        let h = header("//\n// Generated\n/* a\n b */\n.version 9.5\n.target sm_90a, debug // x\n.address_size 64\n.visible .entry k() {}\n.target sm_80\n");
        assert_eq!(h.version, Some((PtxVersion::parse("9.5").unwrap(), Span::new(5, 10, 3))));
        assert_eq!(h.target, Some((Sm::parse("90a").unwrap(), Span::new(6, 9, 6))));
        assert_eq!(header("define void @f() {}\n.target sm_80\n"), Header::default());
        assert_eq!(header(".target sm_999\n").target, None);
    }

    #[test]
    fn refuses_as_ptxas_does() {
        let sm = |s| Sm::parse(s).unwrap();
        for (t, a) in [("90", "100"), ("80", "90a"), ("90a", "90a"), ("100f", "103"), ("100f", "100a"), ("100", "100f"), ("120f", "121")] {
            assert_eq!(target_refusal(sm(t), sm(a)), None, "{t} -> {a}");
        }
        assert_eq!(target_refusal(sm("100a"), sm("90")).unwrap(), "SM version specified by .target is higher than default SM version assumed");
        assert_eq!(target_refusal(sm("103f"), sm("100")).unwrap(), "SM version specified by .target is higher than default SM version assumed");
        assert_eq!(target_refusal(sm("90a"), sm("90")).unwrap(), "PTX with .target 'sm_90a' cannot be compiled for architecture 'sm_90'");
        assert_eq!(target_refusal(sm("100a"), sm("100f")).unwrap(), "PTX with .target 'sm_100a' cannot be compiled for architecture 'sm_100f'");
        assert_eq!(target_refusal(sm("90a"), sm("100")).unwrap(), "Program with .target 'sm_90a' cannot be compiled to future architecture");
        assert_eq!(target_refusal(sm("100f"), sm("110")).unwrap(), "Program with .target 'sm_100f' cannot be compiled to different SM-family architecture");
        let d = check_target(".version 8.6\n.target sm_100a\n", sm("90")).unwrap();
        assert_eq!(d.render("k.ptx"), "k.ptx:2:9: error: SM version specified by .target is higher than default SM version assumed");
    }
}
