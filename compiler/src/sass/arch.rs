//! The architecture model of the ptxas side: what differs between the SMs ptxas 13 supports, in
//! one place, read by Phase 1, the prologue, Phase 2, the encoder and the scheduler.
//!
//! - The **dispatch family** of seed 004's five arch thunks (`0x4000` Turing/Ampere, `0x5000`
//!   Ada, `0x5001` Hopper, `0x5003` Blackwell datacenter, `0x5004` Blackwell consumer): they pick
//!   the encoding-slot variants at the Mercury level.
//! - The Phase 2 **backend**: the default mega-selector, or the SM120 pattern coordinator.
//! - Which **instructions exist** (SASS_FACTS.md "Instructions come and go", each checked with
//!   ptxas 13.5 / nvdisasm on the corpus): VIADD and VIMNMX from sm_90, I2FP from sm_89; constant-bank ALU
//!   operands and ULDC up to sm_90, LDCU from sm_100; IADD and CS2UR on sm_120/121 only.
//! - The **constant bank 0 layout**: kernel parameters (`c[0x0][0x160]` up to sm_89,
//!   `c[0x0][0x210]` on sm_90, `c[0x0][0x380]` from sm_100), the stack pointer, the global memory
//!   descriptor, `%ntid` (ptxas 13.5's saxpy on each arch).
//! - **Field widths**: the uniform register (6 bits, URZ = 63, up to sm_90; 8 bits, URZ = 255,
//!   from sm_100), the branch offset layout, `ISETP .64`.
//! - The **form table** of each arch (`forms_smXX.txt`; arches whose encodings nvdisasm decodes
//!   identically share one).
//! - **Latencies** the scheduler uses.

use crate::interned::StaticStr;
use crate::target::Sm;
use serde::{Deserialize, Serialize};

/// Seed 004's arch dispatch families (the `esi` code of each thunk in parentheses).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Family {
    /// sm_75, sm_80, sm_86, sm_87 (0x4000).
    TuringAmpere,
    /// sm_88, sm_89 (0x5000).
    Ada,
    /// sm_90, sm_90a (0x5001).
    Hopper,
    /// sm_100, sm_101, sm_103, sm_110 and their `a`/`f` variants (0x5003).
    BlackwellDatacenter,
    /// sm_120, sm_121 (0x5004).
    BlackwellConsumer,
}

impl Family {
    /// The SM-family code of seed 004's dispatch thunk.
    pub fn dispatch_code(self) -> u32 {
        match self {
            Family::TuringAmpere => 0x4000,
            Family::Ada => 0x5000,
            Family::Hopper => 0x5001,
            Family::BlackwellDatacenter => 0x5003,
            Family::BlackwellConsumer => 0x5004,
        }
    }

    /// A display name.
    pub fn name(self) -> &'static str {
        match self {
            Family::TuringAmpere => "Turing/Ampere",
            Family::Ada => "Ada",
            Family::Hopper => "Hopper",
            Family::BlackwellDatacenter => "Blackwell datacenter",
            Family::BlackwellConsumer => "Blackwell consumer",
        }
    }
}

/// Which Phase 2 implementation ran (seed 004: two mutually exclusive backends, chosen per SM).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Backend {
    /// The default backend: the matcher contests and the mega-selector (`sub_C0EB10`).
    MegaSelector,
    /// The SM120 backend: the pattern coordinator (`sub_13AF3D0`).
    PatternCoordinator,
}

/// Everything the ptxas side needs to know about one SM.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arch {
    /// The dispatch family.
    pub family: Family,
    /// The Phase 2 backend.
    pub backend: Backend,
    /// The form table's name (`sm90`: `forms_sm90.txt`); `None` where no table exists yet.
    pub table: Option<&'static str>,
    /// Byte offset of the first kernel parameter in constant bank 0.
    pub param_base: i64,
    /// Where the stack pointer's initial value lives in bank 0 (`R1 ← c[0x0][..]`).
    pub stack_pointer: i64,
    /// Whether the prologue loads the stack pointer with `MOV` (up to sm_89) rather than `LDC`.
    pub stack_pointer_mov: bool,
    /// The 64-bit global memory descriptor in bank 0 the prologue loads into UR4; `None` where
    /// global accesses take no descriptor (sm_75: `LDG.E.SYS R2, [R2]`).
    pub global_desc: Option<i64>,
    /// Whether nvdisasm prints the `desc[URx]` of a global access (sm_8x hides it: `[R2.64]`).
    pub desc_printed: bool,
    /// `%ntid.x` in bank 0 (`.y`, `.z` follow).
    pub ntid: i64,
    /// VIADD exists.
    pub viadd: bool,
    /// VIMNMX exists.
    pub vimnmx: bool,
    /// FADD2/FMUL2/FFMA2 exist (`.f32x2` arithmetic in one instruction; else one per lane).
    pub f32x2_pairs: bool,
    /// I2FP exists.
    pub i2fp: bool,
    /// ALU instructions take a constant-bank operand (`FFMA R7, R2, c[0x0][0x164], R7`).
    pub const_bank_alu: bool,
    /// ULDC exists (before sm_100); LDCU replaces it.
    pub uldc: bool,
    /// LDCU exists (sm_100+).
    pub ldcu: bool,
    /// IADD (0x235) exists (sm_120/121).
    pub iadd: bool,
    /// CS2UR exists (sm_120/121).
    pub cs2ur: bool,
    /// ISETP has a `.64` bit (80) (sm_120/121).
    pub isetp64: bool,
    /// The CTA's shared window comes from `S2R SR_CgaCtaId` (sm_90+: clusters).
    pub cga: bool,
    /// HFMA2.MMA exists (sm_80-87 and sm_90; sm_75, sm_89 and sm_100+ write a plain HFMA2).
    pub hfma2_mma: bool,
    /// nvdisasm names F2FP's types (`F2FP.F16.F32.PACK_AB`, sm_89+); SM75-87 print the same
    /// instruction `F2FP.PACK_AB` / `F2FP.BF16.PACK_AB`.
    pub f2fp_types_printed: bool,
    /// F2FP exists (sm_80+); sm_75 converts one f32 to f16 with `F2F.F16.F32` (ptxas 13.5 for
    /// `cvt.rn.f16.f32`; the packed and bf16 conversions need sm_80).
    pub f2fp: bool,
    /// nvdisasm's Turing spellings (SM75, ptxas 13.5 on the corpus against sm_80): a weak global or
    /// generic access names its scope (`LDG.E.SYS R2, [R2]`, `ST.E.64.SYS`), a register address
    /// has no `.64`, `.STRONG.SM` is `.STRONG.CTA`, a shared load is `LDS.U`, and the barrier is
    /// `BAR.SYNC` (sm_80: `BAR.SYNC.DEFER_BLOCKING`).
    pub turing_spelling: bool,
    /// A 32-bit CAS takes its compare and new values in an aligned register pair (sm_75:
    /// `ATOMG.E.CAS.STRONG.GPU PT, R2, [R4], R6, R7`; an odd register or RZ decodes as `???`).
    pub cas_pair: bool,
    /// A `.texref`/`.surfref` is named by its handle slot's index (`slot / 4`) as an immediate
    /// (`TEX.SCR.LL R4, R2, R2, R4, 0x0, 0x5a, 2D`, `SULD.D.BA.2D.64.STRONG.CTA.TRAP R6, [R8], 0x0,
    /// 0x5b`: ptxas 13.5 for sm_75-89, the slots at `c[0x0][0x168]`/`[0x16c]`; sm_80 spells the
    /// surface's scope `.STRONG.SM`) rather than loaded with `ULDC` into a uniform register.
    pub bound_texture_index: bool,
    /// A texture or surface instruction names its uniform handle register with an index
    /// immediate after it (sm_90: `TEX.LL R2, R4, R2, R4, UR4, 0x0, 2D`, `SULD... [R8], UR4, 0x0`);
    /// from sm_100 the register alone (`TEX.LL R2, R4, R2, R4, UR4, 2D`, `SULD... [R8], UR4`):
    /// ptxas 13.5 on hand_texture.ptx.
    pub texture_handle_index: bool,
    /// `tex` in a compute kernel samples at an explicit level of detail (`TEX.LL` with a register
    /// holding -32.0); sm_120/121 write a plain `TEX R2, R4, R2, UR4, 2D` with no LOD register
    /// (ptxas 13.5 -arch=sm_120a on hand_texture.ptx).
    pub texture_lod_register: bool,
    /// The alignment of the first texture/surface handle slot after the kernel's parameters
    /// (4 up to sm_90; 16 from sm_100: a `.u32` parameter at `0x380` puts `tex0` at `0x390`,
    /// ptxas 13.5).
    pub texture_slot_align: i64,
    /// Every kernel starts with the convergence-barrier preamble ([`barrier_preamble`], sm_87).
    pub barrier_preamble: bool,
    /// An mbarrier is a plain 64-bit word of shared memory (sm_80-89, no `SYNCS` unit): ptxas 13.5
    /// initializes it with `STS.64` of `{2^30 - n, 2^31 - n}`, arrives with `MEMBAR.ALL.CTA` +
    /// `ATOMS.ARRIVE.64` (`arrive_drop` first `ATOMS.POPC.INC.32` on the expected count) and tests
    /// the phase with `LDS` of the upper word + `LOP3.LUT P` on bit 31.
    pub smem_mbarrier: bool,
    /// Width of a uniform register field in bits (6: URZ = 63; 8: URZ = 255).
    pub ureg_bits: u8,
    /// Uniform registers an allocation may use (UR0..).
    pub uniform_registers: u8,
    /// The branch offset's low 8 bits sit in 16-23 (sm_90+); before, all of it is in 34-81.
    pub branch_offset_split: bool,
    /// Cycles until a fixed-latency register result can be read.
    pub alu_latency: u8,
    /// Cycles until a fixed-latency predicate result can be read.
    pub predicate_latency: u8,
}

impl Arch {
    /// The uniform zero register's number.
    pub fn urz(&self) -> u16 {
        (1u16 << self.ureg_bits) - 1
    }
}

const HOPPER: Arch = Arch {
    family: Family::Hopper,
    backend: Backend::MegaSelector,
    table: Some("sm90"),
    param_base: 0x210,
    stack_pointer: 0x28,
    stack_pointer_mov: false,
    global_desc: Some(0x208),
    desc_printed: true,
    ntid: 0x0,
    viadd: true,
    vimnmx: true,
    f32x2_pairs: false,
    i2fp: true,
    const_bank_alu: true,
    uldc: true,
    ldcu: false,
    iadd: false,
    cs2ur: false,
    isetp64: false,
    cga: true,
    hfma2_mma: true,
    f2fp_types_printed: true,
    f2fp: true,
    turing_spelling: false,
    cas_pair: false,
    bound_texture_index: false,
    texture_handle_index: true,
    texture_lod_register: true,
    texture_slot_align: 4,
    barrier_preamble: false,
    smem_mbarrier: false,
    ureg_bits: 6,
    uniform_registers: 63,
    branch_offset_split: true,
    alu_latency: crate::sass::opcodes::ALU_LATENCY,
    predicate_latency: crate::sass::opcodes::PREDICATE_LATENCY,
};

const AMPERE: Arch = Arch {
    family: Family::TuringAmpere,
    table: Some("sm80"),
    param_base: 0x160,
    stack_pointer_mov: true,
    global_desc: Some(0x118),
    desc_printed: false,
    viadd: false,
    vimnmx: false,
    f32x2_pairs: false,
    i2fp: false,
    cga: false,
    f2fp_types_printed: false,
    bound_texture_index: true,
    branch_offset_split: false,
    smem_mbarrier: true,
    ..HOPPER
};

/// Turing (ptxas 13.5 for sm_75): no global memory descriptor, and nvdisasm's own spellings of
/// the memory instructions and the barrier ([`Arch::turing_spelling`]); a packed f16 FMA is a plain
/// `HFMA2` (ptxas writes no `HFMA2.MMA` for sm_75: 0 on the corpus, 112 for sm_80).
const TURING: Arch =
    Arch { table: Some("sm75"), global_desc: None, turing_spelling: true, cas_pair: true, hfma2_mma: false, f2fp: false, smem_mbarrier: false, ..AMPERE };

/// sm_86 (ptxas 13.5 for sm_86, nvdisasm -b SM86): Ampere's model, but ptxas writes I2FP
/// (`I2FP.F32.U32`, `I2FP.F32.S32.RZ` on conversions.ptx; nvdisasm -b SM80 rejects the word) and a
/// packed f16 FMA as a plain `HFMA2` (0 `HFMA2.MMA` on half_axpy.O2.ptx, sm_80 and sm_87: 1).
/// Table `forms_sm86.txt`: sm_80's forms plus I2FP and the convergence-barrier moves.
const AMPERE_86: Arch = Arch { table: Some("sm86"), i2fp: true, hfma2_mma: false, ..AMPERE };

/// sm_87 (Orin; ptxas 13.5 for sm_87, nvdisasm -b SM87): sm_86's table and I2FP, but `HFMA2.MMA`
/// as sm_80. ptxas starts every kernel with a preamble that sets up the convergence barriers once
/// (`ISETP.NE.U32.AND P0, PT, RZ, UR2, PT`, `@P0 BRA`, `BMOV.32 B0, 0xffffffff`, 15
/// `BMOV.32.CLEAR Bn, Bn-1`, `BMOV.32 B15, 0x0`, `UMOV UR2, 0x1`): the table has those forms.
const ORIN: Arch = Arch { table: Some("sm86"), i2fp: true, barrier_preamble: true, ..AMPERE };

/// sm_88 (ptxas 13.5 for sm_88, nvdisasm -b SM88): seed 004's Ada family and Ada's choices (I2FP,
/// a plain `HFMA2`), but nvdisasm spells F2FP as SM80-87 do (`F2FP.PACK_AB`, SM89:
/// `F2FP.F16.F32.PACK_AB` for the same word): sm_86's table.
const ADA_88: Arch = Arch { table: Some("sm86"), f2fp_types_printed: false, ..ADA };

/// Ada (ptxas 13.5 for sm_89): I2FP exists (`I2FP.F32.S32 R0, c[0x0][0x168]`, sm_80 writes
/// `I2F`); a packed f16 FMA is a plain `HFMA2` (sm_80: `HFMA2.MMA`); VIADD and VIMNMX do not.
const ADA: Arch = Arch { family: Family::Ada, table: Some("sm89"), i2fp: true, hfma2_mma: false, f2fp_types_printed: true, ..AMPERE };

const BLACKWELL_DC: Arch = Arch {
    family: Family::BlackwellDatacenter,
    table: Some("sm100"),
    param_base: 0x380,
    stack_pointer: 0x37c,
    global_desc: Some(0x358),
    ntid: 0x360,
    const_bank_alu: false,
    uldc: false,
    ldcu: true,
    hfma2_mma: false,
    texture_handle_index: false,
    texture_slot_align: 16,
    ureg_bits: 8,
    f32x2_pairs: true,
    ..HOPPER
};

const BLACKWELL_CONSUMER: Arch =
    Arch { family: Family::BlackwellConsumer, table: Some("sm120"), backend: Backend::PatternCoordinator, iadd: true, cs2ur: true, isetp64: true, texture_lod_register: false, f32x2_pairs: false, ..BLACKWELL_DC };

/// sm_103 (ptxas 13.5 for sm_103a, nvdisasm -b SM103a): sm_100's encodings (ptxas's own words on
/// the corpus re-encode with forms_sm100.txt exactly as sm_100a's: 697 of 728 forms, 12,064 of
/// 12,216 instructions) and bank-0 layout (parameters at `c[0x0][0x380]`); ptxas schedules some
/// kernels differently (34 of 115 corpus files differ from sm_100a in order or registers).
const BLACKWELL_103: Arch = BLACKWELL_DC;

/// sm_110 (Thor, sm_101 before CUDA 13; ptxas 13.5 for sm_110a, nvdisasm -b SM110a): sm_100's
/// encodings and bank-0 layout, but no VIMNMX: nvdisasm -b SM110a rejects its word as an illegal
/// instruction and ptxas writes sm_80's `IMNMX.U32 R15, R13, -0x8, PT` (opcode 0x217, which
/// SM100 and SM110 decode alike: forms_sm100.txt has it). Nor FADD2/FMUL2/FFMA2: nvdisasm -b
/// SM110a rejects FFMA2's word and ptxas writes `.f32x2` arithmetic one FFMA per lane.
const BLACKWELL_110: Arch = Arch { vimnmx: false, f32x2_pairs: false, ..BLACKWELL_DC };

/// sm_121 (ptxas 13.5 for sm_121a, nvdisasm -b SM121a): sm_120's encodings, bank-0 layout and
/// backend (the pattern coordinator) (`--test sass_arches`).
const BLACKWELL_121: Arch = BLACKWELL_CONSUMER;

/// The model of an SM (its `a`/`f` variants share it).
pub fn arch(sm: Sm) -> &'static Arch {
    match sm.number {
        0..=75 => &TURING,
        76..=85 => &AMPERE,
        86 => &AMPERE_86,
        87 => &ORIN,
        88 => &ADA_88,
        89 => &ADA,
        90..=99 => &HOPPER,
        103 => &BLACKWELL_103,
        110 => &BLACKWELL_110,
        100..=119 => &BLACKWELL_DC,
        121 => &BLACKWELL_121,
        _ => &BLACKWELL_CONSUMER,
    }
}

/// What the trace records about the arch a ptxas-side compilation ran for.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchInfo {
    /// The dispatch family's name (`Hopper`).
    #[serde(deserialize_with = "crate::interned::static_str")]
    pub family: StaticStr,
    /// Its seed-004 dispatch code (`0x5001`).
    pub dispatch_code: u32,
    /// The Phase 2 backend that ran (`mega-selector`, `pattern-coordinator`).
    #[serde(deserialize_with = "crate::interned::static_str")]
    pub backend: StaticStr,
    /// The form table used (`forms_sm90.txt`), empty where none exists.
    pub table: String,
    /// Byte offset of the first kernel parameter in constant bank 0.
    pub param_base: u32,
}

impl ArchInfo {
    /// The record for `sm`.
    pub fn of(sm: Sm) -> ArchInfo {
        let a = arch(sm);
        ArchInfo {
            family: a.family.name(),
            dispatch_code: a.family.dispatch_code(),
            backend: match a.backend {
                Backend::MegaSelector => "mega-selector",
                Backend::PatternCoordinator => "pattern-coordinator",
            },
            table: a.table.map(|t| format!("forms_{t}.txt")).unwrap_or_default(),
            param_base: a.param_base as u32,
        }
    }
}


/// Whether `sm` is a Blackwell part (sm_100 and later).
pub fn is_blackwell(sm: Sm) -> bool {
    sm.number >= 100
}

/// Whether `sm` is a consumer Blackwell part (sm_120, sm_121): seed 004's family 0x5004.
pub fn is_consumer(sm: Sm) -> bool {
    sm.number >= 120
}

/// Blackwell's offset in constant bank 0 of what Phase 1 still writes at Hopper's place (the
/// parameters, `%ntid`/`%nctaid`, the stack pointer and the descriptor already come from the arch
/// model, [`crate::sass::arch::Arch`]), or why there is none: the local window (Hopper 0x20, Blackwell
/// 0x2f8) and the constant window (0xd0, 0x120). The cluster shape and counts
/// (`%cluster_nctaid`, `%nclusterid`, `%cluster_nctarank`: Hopper 0x140-0x188) are not at fixed
/// offsets any more: ptxas indexes them by `SR_CgaSize` (`CS2R.32` + `IMAD` + `LDC
/// c[0x0][R+0x2a0]`), which is not built.
pub fn driver_offset(hopper: i64) -> Result<i64, String> {
    Ok(match hopper {
        // Parameters (0x380+), the descriptor (0x358), %ntid/%nctaid (0x360-0x378), the stack
        // pointer (0x37c): already Blackwell's.
        o if o >= 0x358 => o,
        0x20 | 0x24 => 0x2f8 + (hopper - 0x20),
        0xd0 | 0xd4 => 0x120 + (hopper - 0xd0),
        0x140..=0x18c => {
            return Err(format!(
                "c[0x0][{hopper:#x}] (cluster shape) is read through SR_CgaSize on Blackwell, which is not implemented"
            ))
        }
        _ => return Err(format!("no Blackwell location known for c[0x0][{hopper:#x}]")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sm(s: &str) -> Sm {
        Sm::parse(s).expect(s)
    }

    #[test]
    fn families_follow_seed_004() {
        assert_eq!(arch(sm("75")).family, Family::TuringAmpere);
        assert_eq!(arch(sm("86")).family, Family::TuringAmpere);
        assert_eq!(arch(sm("89")).family, Family::Ada);
        assert_eq!(arch(sm("90a")).family, Family::Hopper);
        assert_eq!(arch(sm("100a")).family, Family::BlackwellDatacenter);
        assert_eq!(arch(sm("110")).family, Family::BlackwellDatacenter);
        assert_eq!(arch(sm("121")).family, Family::BlackwellConsumer);
        assert_eq!(arch(sm("120")).backend, Backend::PatternCoordinator);
        assert_eq!(arch(sm("100")).backend, Backend::MegaSelector);
        assert_eq!(Family::Hopper.dispatch_code(), 0x5001);
    }

    #[test]
    fn instruction_sets_and_layouts() {
        let (a80, a90, a100, a120) = (arch(sm("80")), arch(sm("90")), arch(sm("100")), arch(sm("120")));
        assert!(!a80.viadd && a90.viadd && !arch(sm("89")).viadd && !arch(sm("89")).vimnmx);
        assert!(!a80.i2fp && arch(sm("89")).i2fp && a90.i2fp);
        assert!(a80.hfma2_mma && !arch(sm("89")).hfma2_mma && a90.hfma2_mma && !a100.hfma2_mma);
        assert!(a90.uldc && !a100.uldc && a100.ldcu && !a90.ldcu);
        assert!(a120.iadd && a120.cs2ur && !a100.iadd && !a100.cs2ur);
        assert_eq!((a80.param_base, a90.param_base, a100.param_base, a120.param_base), (0x160, 0x210, 0x380, 0x380));
        assert_eq!((a90.urz(), a100.urz()), (63, 255));
        assert_eq!(arch(sm("75")).global_desc, None);
        // I2FP from sm_86 (nvdisasm -b SM80 rejects it); HFMA2.MMA on sm_80 and sm_87 only below
        // Hopper; sm_88 is Ada with SM80's F2FP spelling.
        let (a86, a87, a88) = (arch(sm("86")), arch(sm("87")), arch(sm("88")));
        assert!(a86.i2fp && a87.i2fp && a88.i2fp && !a86.hfma2_mma && a87.hfma2_mma && !a88.hfma2_mma);
        assert_eq!((a86.table, a87.table, a88.table), (Some("sm86"), Some("sm86"), Some("sm86")));
        assert!(a88.family == Family::Ada && !a88.f2fp_types_printed && arch(sm("89")).f2fp_types_printed);
        // sm_103/110 share sm_100's table and layout (sm_110 without VIMNMX), sm_121 sm_120's.
        assert_eq!(arch(sm("103a")), a100);
        assert_eq!(*arch(sm("110f")), Arch { vimnmx: false, f32x2_pairs: false, ..*a100 });
        assert_eq!(arch(sm("121a")), a120);
    }

    #[test]
    fn arch_info_round_trips_through_json() {
        let info = ArchInfo::of(sm("90"));
        assert_eq!(info.table, "forms_sm90.txt");
        let json = serde_json::to_string(&info).expect("json");
        let back: ArchInfo = serde_json::from_str(&json).expect("back");
        assert_eq!(back, info);
    }

    #[test]
    fn families() {
        assert!(!is_blackwell(sm("90a")));
        assert!(is_blackwell(sm("100a")) && !is_consumer(sm("103")));
        assert!(is_consumer(sm("120a")) && is_consumer(sm("121")));
    }

    #[test]
    fn the_driver_bank_moves_as_ptxas_moved_it() {
        // Read off ptxas 13.5 -arch=sm_90 vs sm_100a/sm_120a on the same PTX.
        for (hopper, blackwell) in [(0x380, 0x380), (0x37c, 0x37c), (0x358, 0x358), (0x370, 0x370), (0x20, 0x2f8), (0x24, 0x2fc), (0xd0, 0x120), (0xd4, 0x124)] {
            assert_eq!(driver_offset(hopper), Ok(blackwell), "{hopper:#x}");
        }
        assert!(driver_offset(0x144).unwrap_err().contains("SR_CgaSize"));
        assert!(driver_offset(0x30).is_err());
        assert!(driver_offset(0x210).is_err(), "Hopper's parameter base is not Blackwell's");
    }
}
