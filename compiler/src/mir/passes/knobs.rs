//! The machine-pass knobs of seed 001 (§"Machine Pass Knobs Summary", §6.C-6.H of the contract),
//! each with the seed's default. They are set on the command line as `--knob id=value` (and in
//! [`crate::Options::knobs`]); an unknown id or a value of the wrong kind is an error.

use std::collections::BTreeMap;

/// What values a knob takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnobKind {
    /// `true`/`false` (also `1`/`0`).
    Bool,
    /// A signed integer.
    Int,
    /// A comma-separated list of names (`no-mi-remat=f,g`).
    List,
}

/// One knob: its id, kind, the seed's default and what it does.
#[derive(Clone, Copy, Debug)]
pub struct KnobDesc {
    /// The command-line id (`nv-remat-block`).
    pub id: &'static str,
    /// Its kind.
    pub kind: KnobKind,
    /// The default as seed 001 gives it (an "opt-level dependent" or "varies" default is on at
    /// -O1 and above).
    pub default: &'static str,
    /// The pass it belongs to (a pass id of the pipeline).
    pub pass: &'static str,
    /// One line of help.
    pub help: &'static str,
}

use KnobKind::{Bool, Int, List};

/// Every knob, grouped by pass in pipeline order.
pub const KNOBS: &[KnobDesc] = &[
    KnobDesc { id: "disable-early-taildup", kind: Bool, default: "false", pass: "early-tailduplication", help: "Disable pre-RA tail duplication" },
    KnobDesc { id: "tail-dup-size", kind: Int, default: "2", pass: "early-tailduplication", help: "Maximum instructions in a returning block duplicated into its predecessors" },
    KnobDesc { id: "enable-mlicm", kind: Bool, default: "true", pass: "early-machinelicm", help: "Enable MachineLICM on NVPTX (opt-level dependent: on at -O1 and above)" },
    KnobDesc { id: "disable-machine-licm", kind: Bool, default: "false", pass: "early-machinelicm", help: "Disable pre-RA MachineLICM" },
    KnobDesc { id: "enable-mcse", kind: Bool, default: "true", pass: "machine-cse", help: "Enable MachineCSE on NVPTX (opt-level dependent: on at -O1 and above)" },
    KnobDesc { id: "disable-machine-cse", kind: Bool, default: "false", pass: "machine-cse", help: "Disable MachineCSE" },
    KnobDesc { id: "rp-aware-mcse", kind: Bool, default: "true", pass: "machine-cse", help: "Enable register-pressure-aware MachineCSE" },
    KnobDesc { id: "pred-aware-mcse", kind: Bool, default: "true", pass: "machine-cse", help: "Enable predicate-register-pressure-aware MCSE" },
    KnobDesc { id: "copy-prop-mcse", kind: Bool, default: "true", pass: "machine-cse", help: "Enable copy propagation within MachineCSE" },
    KnobDesc { id: "incremental-update-mcse", kind: Bool, default: "true", pass: "machine-cse", help: "Incrementally update MRPA during MCSE" },
    KnobDesc { id: "verify-update-mcse", kind: Bool, default: "false", pass: "machine-cse", help: "Debug: verify incremental MRPA updates against full recomputation" },
    KnobDesc { id: "print-verify", kind: Bool, default: "false", pass: "machine-cse", help: "Debug: print detailed RP mismatch diagnostic" },
    KnobDesc { id: "nvptx-enable-machine-sink", kind: Bool, default: "false", pass: "machine-sink", help: "Enable MachineSink on NVPTX (off by default due to pressure concerns)" },
    KnobDesc { id: "disable-machine-sink", kind: Bool, default: "false", pass: "machine-sink", help: "Disable MachineSink (NVPTX also gates via nvptx-enable-machine-sink)" },
    KnobDesc { id: "disable-peephole", kind: Bool, default: "false", pass: "peephole-opt", help: "Disable stock LLVM peephole optimizer" },
    KnobDesc { id: "enable-nvvm-peephole", kind: Bool, default: "true", pass: "nvptx-peephole", help: "Enable NVPTX-specific peephole optimizer" },
    KnobDesc { id: "remat-load-param", kind: Bool, default: "true", pass: "param-opt", help: "Support remating const ld.param that are not exposed in NVVM IR" },
    KnobDesc { id: "disable-machine-dce", kind: Bool, default: "false", pass: "dead-mi-elimination", help: "Disable dead machine instruction elimination" },
    KnobDesc { id: "disable-copyprop", kind: Bool, default: "false", pass: "machine-cp", help: "Disable MachineCopyPropagation" },
    KnobDesc { id: "usedessa", kind: Int, default: "2", pass: "register-coalescer", help: "Select deSSA method for PHI elimination (0: keep every PHI copy)" },
    KnobDesc { id: "maxreg", kind: Int, default: "70", pass: "machine-rpa", help: "The register target (-maxreg) pressure is measured against" },
    KnobDesc { id: "reg-target-adjust", kind: Int, default: "0", pass: "machine-rpa", help: "Added to the register target (-10..+10)" },
    KnobDesc { id: "pred-target-adjust", kind: Int, default: "0", pass: "machine-rpa", help: "Added to the predicate target (-10..+10)" },
    KnobDesc { id: "nv-disable-remat", kind: Bool, default: "false", pass: "nvptx-remat-block", help: "Disable all NVIDIA rematerialization passes" },
    KnobDesc { id: "nv-remat-block", kind: Int, default: "14", pass: "nvptx-remat-block", help: "Bitmask controlling remat modes (bits 0-3; 0 disables)" },
    KnobDesc { id: "nv-remat-max-times", kind: Int, default: "10", pass: "nvptx-remat-block", help: "Max iterations of the outer remat loop" },
    KnobDesc { id: "nv-remat-block-single-cost", kind: Int, default: "10", pass: "nvptx-remat-block", help: "Max cost per single live value pulled in" },
    KnobDesc { id: "nv-remat-block-map-size-limit", kind: Int, default: "6", pass: "nvptx-remat-block", help: "Map size limit for single pull-in" },
    KnobDesc { id: "nv-remat-block-max-cost", kind: Int, default: "100", pass: "nvptx-remat-block", help: "Max total clone cost" },
    KnobDesc { id: "nv-remat-block-liveout-min-percentage", kind: Int, default: "70", pass: "nvptx-remat-block", help: "Min live-out percentage for special consideration" },
    KnobDesc { id: "nv-remat-block-loop-cost-factor", kind: Int, default: "20", pass: "nvptx-remat-block", help: "Loop cost multiplier" },
    KnobDesc { id: "nv-remat-default-max-reg", kind: Int, default: "70", pass: "nvptx-remat-block", help: "Default max register pressure target" },
    KnobDesc { id: "nv-remat-block-load-cost", kind: Int, default: "10", pass: "nvptx-remat-block", help: "Cost assigned to load instructions" },
    KnobDesc { id: "nv-remat-threshold-for-spec-reg", kind: Int, default: "20", pass: "nvptx-remat-block", help: "Threshold for special register remat" },
    KnobDesc { id: "nv-dump-remat-block", kind: Bool, default: "false", pass: "nvptx-remat-block", help: "Debug dump toggle" },
    KnobDesc { id: "nv-remat-check-internal-live", kind: Bool, default: "false", pass: "nvptx-remat-block", help: "Check internal liveness during MaxLive" },
    KnobDesc { id: "max-reg-kind", kind: Int, default: "0", pass: "nvptx-remat-block", help: "Kind of max register target" },
    KnobDesc { id: "no-mi-remat", kind: List, default: "", pass: "nvptx-remat-block", help: "Skip remat for these functions (comma-separated)" },
    KnobDesc { id: "load-remat", kind: Bool, default: "true", pass: "nvptx-remat-block", help: "Enable load rematerialization" },
    KnobDesc { id: "vasp-fix1", kind: Bool, default: "false", pass: "nvptx-remat-block", help: "VASP fix (register pressure)" },
    KnobDesc { id: "nv-disable-mem2reg", kind: Bool, default: "false", pass: "nvptx-mem2reg", help: "Disable machine-level mem2reg" },
    KnobDesc { id: "disable-branch-fold", kind: Bool, default: "false", pass: "branch-folder", help: "Disable BranchFolding / tail merge" },
    KnobDesc { id: "disable-block-placement", kind: Bool, default: "false", pass: "block-placement", help: "Disable MachineBlockPlacement" },
];

/// The knobs in effect: every knob of [`KNOBS`] with its default or the value set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knobs {
    values: BTreeMap<&'static str, String>,
}

impl Default for Knobs {
    fn default() -> Self {
        Knobs { values: KNOBS.iter().map(|k| (k.id, k.default.to_string())).collect() }
    }
}

fn parse_bool(v: &str) -> Option<bool> {
    match v {
        "true" | "1" | "on" => Some(true),
        "false" | "0" | "off" => Some(false),
        _ => None,
    }
}

/// The knobs whose llc-22 default differs from the NVIDIA default the seeds give: LLVM runs
/// MachineSink at -O1 and up (`TargetPassConfig` adds it unless `-disable-machine-sink`).
pub const LLVM_DEFAULTS: &[(&str, &str)] = &[("nvptx-enable-machine-sink", "true")];

impl Knobs {
    /// The defaults with `settings` (`(id, value)`, in order) applied; the first bad one is an
    /// error message.
    pub fn from_settings(settings: &[(String, String)]) -> Result<Knobs, String> {
        let mut k = Knobs::default();
        for (id, value) in settings {
            k.set(id, value)?;
        }
        Ok(k)
    }

    /// The knobs a pipeline runs with: its own defaults (`llvm`: llc-22's, where they differ
    /// from the seeds' NVIDIA defaults, [`LLVM_DEFAULTS`]), then `settings` applied.
    pub fn for_pipeline(pipeline: crate::Pipeline, settings: &[(String, String)]) -> Result<Knobs, String> {
        let mut k = Knobs::default();
        if pipeline == crate::Pipeline::Llvm {
            for (id, value) in LLVM_DEFAULTS {
                k.set(id, value)?;
            }
        }
        for (id, value) in settings {
            k.set(id, value)?;
        }
        Ok(k)
    }

    /// Sets one knob.
    pub fn set(&mut self, id: &str, value: &str) -> Result<(), String> {
        let Some(desc) = KNOBS.iter().find(|k| k.id == id) else {
            return Err(format!("unknown knob '{id}' (nvisel compile --help lists them)"));
        };
        let ok = match desc.kind {
            Bool => parse_bool(value).is_some(),
            Int => value.parse::<i64>().is_ok(),
            List => true,
        };
        if !ok {
            let want = if desc.kind == Bool { "true or false" } else { "an integer" };
            return Err(format!("knob '{id}' takes {want}, not '{value}'"));
        }
        self.values.insert(desc.id, value.to_string());
        Ok(())
    }

    /// A boolean knob (false for an unknown id).
    pub fn flag(&self, id: &str) -> bool {
        self.values.get(id).and_then(|v| parse_bool(v)).unwrap_or(false)
    }

    /// An integer knob (0 for an unknown id).
    pub fn int(&self, id: &str) -> i64 {
        self.values.get(id).and_then(|v| v.parse().ok()).unwrap_or(0)
    }

    /// A list knob's entries.
    pub fn list(&self, id: &str) -> Vec<String> {
        self.values.get(id).map(|v| v.split(',').map(str::trim).filter(|s| !s.is_empty()).map(String::from).collect()).unwrap_or_default()
    }

    /// Every knob and its value, in table order, for the trace.
    pub fn all(&self) -> Vec<(String, String)> {
        KNOBS.iter().map(|k| (k.id.to_string(), self.values.get(k.id).cloned().unwrap_or_default())).collect()
    }
}

/// `--help` text: one line per knob.
pub fn help() -> String {
    let mut s = String::from("Machine-pass knobs (--knob ID=VALUE, repeatable; seed 001 defaults):\n");
    for k in KNOBS {
        let d = if k.default.is_empty() { "(none)" } else { k.default };
        s.push_str(&format!("  {:40} {:6} [{}] {}\n", k.id, d, k.pass, k.help));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_the_seeds() {
        let k = Knobs::default();
        assert_eq!(k.int("nv-remat-block"), 14);
        assert_eq!(k.int("nv-remat-default-max-reg"), 70);
        assert_eq!(k.int("maxreg"), 70);
        assert!(!k.flag("nvptx-enable-machine-sink"));
        assert!(k.flag("enable-nvvm-peephole"));
        assert!(k.flag("incremental-update-mcse"));
        assert_eq!(k.int("usedessa"), 2);
    }

    #[test]
    fn bad_settings_are_refused() {
        assert!(Knobs::from_settings(&[("nope".into(), "1".into())]).unwrap_err().contains("unknown knob 'nope'"));
        assert!(Knobs::from_settings(&[("maxreg".into(), "x".into())]).unwrap_err().contains("takes an integer"));
        let k = Knobs::from_settings(&[("no-mi-remat".into(), "f, g".into())]).unwrap();
        assert_eq!(k.list("no-mi-remat"), vec!["f", "g"]);
    }
}
