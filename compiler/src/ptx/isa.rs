//! The PTX ISA instruction names (through ISA 9.x) with the first PTX version and SM that have them.
//!
//! One row per instruction or per dotted sub-family whose floor differs from its root (`cp.async`
//! is PTX 7.0 / sm_80, `cp.async.bulk.tensor` PTX 8.0 / sm_90). The parser accepts an opcode whose
//! root is in this table and checks the floor of the longest row that prefixes the written
//! `opcode.modifiers`. Floors are the PTX ISA manual's "PTX ISA Notes" / "Target ISA Notes" of each
//! instruction; rows marked `arch` need the arch-conditional target (`sm_90a`, `sm_100a`).

use crate::target::{PtxVersion, Sm, SmVariant};

/// One instruction (or sub-family) and where it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstructionInfo {
    /// The dotted name: `ld`, `cp.async.bulk.tensor`.
    pub name: &'static str,
    /// The first PTX ISA version with it (major, minor).
    pub ptx: (u8, u8),
    /// The first SM with it.
    pub sm: u16,
    /// Whether it needs an arch-conditional target (`sm_90a`).
    pub arch: bool,
    /// For an arch-conditional row, the SM numbers whose `a`/`f` targets have it (ptxas 13.5:
    /// `wgmma` only on sm_90a, `tcgen05` on datacenter Blackwell and Thor but not sm_120a);
    /// empty: every SM from `sm` on.
    pub on: &'static [u16],
}

const fn row(name: &'static str, ptx: (u8, u8), sm: u16) -> InstructionInfo {
    InstructionInfo { name, ptx, sm, arch: false, on: &[] }
}

const fn arch(name: &'static str, ptx: (u8, u8), on: &'static [u16]) -> InstructionInfo {
    InstructionInfo { name, ptx, sm: on[0], arch: true, on }
}

/// Every PTX instruction. Floors for instructions older than PTX 6.0 / sm_30 are given as the
/// oldest version this table cares about (the input range is ISA 6.0 and later).
pub const INSTRUCTIONS: &[InstructionInfo] = &[
    // Integer arithmetic.
    row("add", (1, 0), 10),
    row("sub", (1, 0), 10),
    row("mul", (1, 0), 10),
    row("mad", (1, 0), 10),
    row("mul24", (1, 0), 10),
    row("mad24", (1, 0), 10),
    row("sad", (1, 0), 10),
    row("div", (1, 0), 10),
    row("rem", (1, 0), 10),
    row("abs", (1, 0), 10),
    row("neg", (1, 0), 10),
    row("min", (1, 0), 10),
    row("max", (1, 0), 10),
    row("popc", (2, 0), 20),
    row("clz", (2, 0), 20),
    row("bfind", (2, 0), 20),
    row("fns", (6, 0), 30),
    row("brev", (2, 0), 20),
    row("bfe", (2, 0), 20),
    row("bfi", (2, 0), 20),
    row("bmsk", (7, 6), 70),
    row("szext", (7, 6), 70),
    row("dp4a", (5, 0), 61),
    row("dp2a", (5, 0), 61),
    // Extended-precision integer arithmetic.
    row("addc", (3, 2), 20),
    row("subc", (3, 2), 20),
    row("madc", (3, 2), 20),
    // Floating point.
    row("testp", (2, 0), 20),
    row("copysign", (2, 0), 20),
    row("fma", (1, 4), 10),
    row("rcp", (1, 0), 10),
    row("sqrt", (1, 0), 10),
    row("rsqrt", (1, 0), 10),
    row("sin", (1, 0), 10),
    row("cos", (1, 0), 10),
    row("lg2", (1, 0), 10),
    row("ex2", (1, 0), 10),
    row("tanh", (7, 0), 75),
    // Comparison and selection.
    row("set", (1, 0), 10),
    row("setp", (1, 0), 10),
    row("selp", (1, 0), 10),
    row("slct", (1, 0), 10),
    // Logic and shift.
    row("and", (1, 0), 10),
    row("or", (1, 0), 10),
    row("xor", (1, 0), 10),
    row("not", (1, 0), 10),
    row("cnot", (1, 0), 10),
    row("lop3", (4, 3), 50),
    row("shf", (3, 1), 32),
    row("shl", (1, 0), 10),
    row("shr", (1, 0), 10),
    // Data movement and conversion.
    row("mov", (1, 0), 10),
    row("shfl", (3, 0), 30),
    row("shfl.sync", (6, 0), 30),
    row("prmt", (2, 0), 20),
    row("ld", (1, 0), 10),
    row("ldu", (2, 0), 20),
    row("st", (1, 0), 10),
    row("st.async", (8, 1), 90),
    row("st.bulk", (8, 6), 100),
    row("multimem", (8, 1), 90),
    row("prefetch", (2, 0), 20),
    row("prefetch.tensormap", (8, 0), 90),
    row("prefetchu", (2, 0), 20),
    row("applypriority", (7, 4), 80),
    row("discard", (7, 4), 80),
    row("createpolicy", (7, 4), 80),
    row("isspacep", (2, 0), 20),
    row("cvta", (2, 0), 20),
    row("cvt", (1, 0), 10),
    row("cvt.pack", (7, 1), 80),
    row("mapa", (7, 8), 90),
    row("getctarank", (7, 8), 90),
    row("cp", (7, 0), 80),
    row("cp.async", (7, 0), 80),
    row("cp.async.bulk", (8, 0), 90),
    row("cp.async.bulk.tensor", (8, 0), 90),
    row("cp.async.bulk.prefetch", (8, 0), 90),
    row("cp.async.bulk.commit_group", (8, 0), 90),
    row("cp.async.bulk.wait_group", (8, 0), 90),
    row("cp.async.mbarrier", (7, 0), 80),
    row("cp.reduce.async.bulk", (8, 0), 90),
    row("tensormap", (8, 3), 90),
    // Texture and surface.
    row("tex", (1, 0), 10),
    row("tld4", (2, 2), 20),
    row("txq", (1, 5), 10),
    row("istypep", (4, 0), 30),
    row("suld", (1, 5), 20),
    row("sust", (1, 5), 20),
    row("sured", (1, 5), 20),
    row("suq", (1, 5), 20),
    // Control flow.
    row("bra", (1, 0), 10),
    row("brx", (6, 0), 30),
    row("call", (1, 0), 10),
    row("ret", (1, 0), 10),
    row("exit", (1, 0), 10),
    // Synchronization and communication.
    row("bar", (1, 0), 10),
    row("bar.warp", (6, 0), 70),
    // `barrier` without `.aligned` needs sm_70; the aligned form runs on every target.
    row("barrier", (6, 0), 30),
    row("barrier.cluster", (7, 8), 90),
    row("membar", (1, 4), 10),
    row("fence", (6, 0), 70),
    row("fence.proxy", (7, 5), 70),
    row("atom", (1, 1), 11),
    row("red", (1, 2), 11),
    row("red.async", (8, 1), 90),
    row("vote", (1, 2), 12),
    row("match", (6, 0), 70),
    row("activemask", (6, 2), 30),
    row("redux", (7, 0), 80),
    row("griddepcontrol", (7, 8), 90),
    row("elect", (8, 0), 90),
    row("mbarrier", (7, 0), 80),
    row("nanosleep", (6, 3), 70),
    row("clusterlaunchcontrol", (8, 6), 100),
    // Warp- and warpgroup-level matrix operations.
    row("wmma", (6, 0), 70),
    row("mma", (6, 4), 70),
    row("ldmatrix", (6, 5), 75),
    row("stmatrix", (7, 8), 90),
    row("movmatrix", (7, 8), 75),
    arch("wgmma", (8, 0), &[90]),
    arch("tcgen05", (8, 6), &[100, 101, 103, 110]),
    // Video instructions.
    row("vadd", (2, 0), 20),
    row("vsub", (2, 0), 20),
    row("vabsdiff", (2, 0), 20),
    row("vmin", (2, 0), 20),
    row("vmax", (2, 0), 20),
    row("vshl", (2, 0), 20),
    row("vshr", (2, 0), 20),
    row("vmad", (2, 0), 20),
    row("vset", (2, 0), 20),
    row("vadd2", (3, 0), 30),
    row("vsub2", (3, 0), 30),
    row("vavrg2", (3, 0), 30),
    row("vabsdiff2", (3, 0), 30),
    row("vmin2", (3, 0), 30),
    row("vmax2", (3, 0), 30),
    row("vset2", (3, 0), 30),
    row("vadd4", (3, 0), 30),
    row("vsub4", (3, 0), 30),
    row("vavrg4", (3, 0), 30),
    row("vabsdiff4", (3, 0), 30),
    row("vmin4", (3, 0), 30),
    row("vmax4", (3, 0), 30),
    row("vset4", (3, 0), 30),
    // Miscellaneous.
    row("brkpt", (1, 0), 11),
    row("pmevent", (1, 4), 10),
    row("trap", (1, 0), 10),
    arch("setmaxnreg", (8, 0), &[90, 100, 101, 103, 110, 120, 121]),
    row("alloca", (7, 3), 52),
    row("stacksave", (7, 3), 52),
    row("stackrestore", (7, 3), 52),
];

/// Whether `opcode` (the word before the first dot) is a PTX instruction.
pub fn is_opcode(opcode: &str) -> bool {
    INSTRUCTIONS.iter().any(|i| i.name.split('.').next() == Some(opcode))
}

/// The most specific row for `opcode` written with `modifiers`: the longest row name that is
/// `opcode` followed by the first modifiers in order.
pub fn lookup<'a>(opcode: &str, modifiers: impl IntoIterator<Item = &'a str> + Clone) -> Option<&'static InstructionInfo> {
    INSTRUCTIONS
        .iter()
        .filter(|info| {
            let mut parts = info.name.split('.');
            if parts.next() != Some(opcode) {
                return false;
            }
            let mut written = modifiers.clone().into_iter();
            parts.all(|p| written.next().and_then(|m| m.strip_prefix('.')) == Some(p))
        })
        .max_by_key(|info| info.name.len())
}

/// Why `info` is not available in `version` on `sm`, or `None` when it is. `written` is the
/// instruction as ptxas names it in its refusals: the opcode and its first modifier without a
/// `::` qualifier (`wgmma.fence`, `tcgen05.alloc`).
pub fn unavailable(info: &InstructionInfo, written: &str, version: PtxVersion, sm: Option<Sm>) -> Option<String> {
    let (major, minor) = info.ptx;
    if (version.major, version.minor) < (major, minor) {
        return Some(format!("'{}' requires PTX ISA version {major}.{minor} or later (.version is {}.{})", info.name, version.major, version.minor));
    }
    let sm = sm?;
    if sm.number < info.sm {
        return Some(format!("'{}' requires .target sm_{} or later", info.name, info.sm));
    }
    // The arch-conditional families also exist on the family-conditional target (`sm_100f`).
    if info.arch && sm.variant == SmVariant::Base && sm.number == info.sm {
        return Some(format!("'{}' requires the arch-specific target sm_{}a", info.name, info.sm));
    }
    // An arch-conditional family on an arch that lacks it, or on a later arch's plain target:
    // ptxas 13.5's words.
    if info.arch && (!info.on.contains(&sm.number) || sm.variant == SmVariant::Base) {
        return Some(format!("Instruction '{written}' not supported on .target '{sm}'"));
    }
    None
}

/// How ptxas names `opcode` written with `modifiers` in its refusals: the opcode and its first
/// modifier, without a `::` qualifier (`tcgen05.fence::before_thread_sync` is `tcgen05.fence`).
pub fn ptxas_name<'a>(opcode: &str, mut modifiers: impl Iterator<Item = &'a str>) -> String {
    match modifiers.next().map(|m| m.split("::").next().unwrap_or(m)) {
        Some(m) => format!("{opcode}{m}"),
        None => opcode.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn longest_prefix_wins() {
        let m = [".async", ".bulk", ".tensor", ".1d"];
        assert_eq!(lookup("cp", m.iter().copied()).map(|i| i.name), Some("cp.async.bulk.tensor"));
        assert_eq!(lookup("cp", [".async", ".ca"].iter().copied()).map(|i| i.name), Some("cp.async"));
        assert_eq!(lookup("ld", [".global"].iter().copied()).map(|i| i.name), Some("ld"));
        assert!(lookup("frob", [].iter().copied()).is_none());
        assert!(is_opcode("wgmma") && !is_opcode("frob"));
    }

    #[test]
    fn floors() {
        let wgmma = lookup("wgmma", [".fence"].iter().copied()).unwrap();
        let v80 = PtxVersion { major: 8, minor: 0 };
        assert!(unavailable(wgmma, "wgmma.fence", v80, Sm::parse("sm_90a")).is_none());
        assert!(unavailable(wgmma, "wgmma.fence", v80, Sm::parse("sm_90")).unwrap().contains("sm_90a"));
        assert!(unavailable(wgmma, "wgmma.fence", PtxVersion { major: 7, minor: 8 }, None).unwrap().contains("8.0"));
        // ptxas 13.5: wgmma exists on sm_90a only; tcgen05 on datacenter Blackwell and Thor.
        let v88 = PtxVersion { major: 8, minor: 8 };
        assert_eq!(unavailable(wgmma, "wgmma.fence", v88, Sm::parse("sm_100a")).as_deref(), Some("Instruction 'wgmma.fence' not supported on .target 'sm_100a'"));
        let tc = lookup("tcgen05", [".alloc"].iter().copied()).unwrap();
        for ok in ["sm_100a", "sm_100f", "sm_103a", "sm_110a"] {
            assert!(unavailable(tc, "tcgen05.alloc", v88, Sm::parse(ok)).is_none(), "{ok}");
        }
        for no in ["sm_120a", "sm_121a", "sm_103"] {
            assert_eq!(unavailable(tc, "tcgen05.alloc", v88, Sm::parse(no)), Some(format!("Instruction 'tcgen05.alloc' not supported on .target '{no}'")));
        }
        let smr = lookup("setmaxnreg", [".inc"].iter().copied()).unwrap();
        assert!(unavailable(smr, "setmaxnreg.inc", v88, Sm::parse("sm_120a")).is_none());
        assert!(unavailable(smr, "setmaxnreg.inc", v88, Sm::parse("sm_120")).is_some());
        assert_eq!(ptxas_name("tcgen05", [".fence::before_thread_sync", ".x"].into_iter()), "tcgen05.fence");
        let names: Vec<_> = INSTRUCTIONS.iter().map(|i| i.name).collect();
        let mut sorted = names.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), names.len(), "duplicate rows");
    }
}
