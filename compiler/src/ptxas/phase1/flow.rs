//! Phase 1 rules for control flow, atomics, warp votes and matches, traps and the cluster
//! special registers (issue #4): the forms `ptxas -arch=sm_90` emits for them, read from its
//! output on `tests/corpus/sass/flow.ptx` and the corpus.
//!
//! - **Jump tables** (`brx.idx %r, $L_tab` over `$L_tab: .branchtargets L0, L1, ...`): ptxas
//!   puts the table in the kernel's constant bank 2 (`.nv.constant2.<kernel>`), one word per
//!   target holding the target's byte offset from the start of the kernel, and branches with
//!   `IMAD.SHL.U32 t, idx, 0x4, RZ; LDC w, c[0x2][t+table]; SHF.R.S32.HI w+1, RZ, 0x1f, w;
//!   BRX w -(address of the next instruction)`: `BRX` adds its own relative operand to the
//!   64-bit offset, which brings it back to the kernel's start. Layout fills in both the
//!   table and `BRX`'s operand ([`Fixup::JumpTable`]); the listing shows the section after the
//!   kernel the way `cuobjdump -elf` prints it.
//! - **Atomics** beyond the relaxed `.gpu` global ones of the base table: scopes (`.cta` →
//!   `.STRONG.SM`, `.gpu` → `.STRONG.GPU`, `.sys` → `.STRONG.SYS`), orderings (`.release`
//!   → `MEMBAR.ALL.<scope>; ERRBAR; CGAERRBAR` before, `.acquire` → `CCTL.IVALL` after,
//!   `.acq_rel` both), compare-and-swap (`ATOMG.E.CAS PT, d, [Ra+off], cmp, new` through a
//!   plain 64-bit address, no descriptor), the generic space (`ATOM.E`), and the shared
//!   operations (`ATOMS.MIN.S32`, `ATOMS.EXCH`, `ATOMS.CAS(.64)`, ...).
//! - **Warp**: `vote.uni` → `VOTE.EQ`, `match.any` → `MATCH.ANY(.U64)`, `activemask` →
//!   `VOTE.ANY R, PT, PT`, `bar.warp.sync` of the full warp → nothing (ptxas emits none).
//! - **trap** → `BPT.TRAP 0x1`.
//! - **Cluster special registers**: `%cluster_ctarank` → `S2R SR_CgaCtaId`; the cluster shape
//!   and grid of clusters (`%cluster_nctaid`, `%cluster_nctarank`, `%nclusterid`) and
//!   `%is_explicit_cluster` from constant bank 0 (`c[0x0][0x140..0x188]`); `%clusterid` and
//!   `%cluster_ctaid` divide `%ctaid` by the cluster shape (the `div.u32`/`rem.u32` rule).
//!
//! Shared `add.f32`/`add.u64` have no instruction: ptxas loops on `ATOMS.CAST.SPIN` (a
//! compare-and-swap that reports success), and so does this rule (without ptxas's `BSSY`/`BSYNC`
//! reconvergence around the loop).
//!
//! 64-bit and float `add` and 64-bit bitwise atomics in the generic space: `ATOM` reports in its
//! predicate whether the address was global; if not, `QSPC` tests the space and ptxas falls back
//! to a shared `ATOMS.CAST.SPIN` loop (floats: also a loop on the cluster's shared memory) or a
//! plain load, operation and store (local memory).
//!
//! `redux.sync` → `REDUX` into a uniform register and a `MOV` out of it.
//!
//! Generic 64-bit `min`/`max` take the same shared loop with ptxas's early exit (no store where
//! the old value already wins) and a compare-and-select in local memory; generic 64-bit
//! `exch`/`cas` fall back to a plain load and store (ptxas tests no space for them).
//!
//! Not here (positioned diagnostics): other 64-bit shared atomics.

use super::*;

/// The control-flow, atomics and warp rule table, tried before [`RULES`] (its conditions are
/// disjoint from theirs).
pub static FLOW_RULES: &[Rule] = &[
    Rule { name: ATOM_RULE, ptx: "atom", types: &[], when: atom_flow, convert: Rust(Conv::atom_flow) },
    Rule { name: ATOMS_RULE, ptx: "atom", types: &[], when: atom_shared_flow, convert: Rust(Conv::atom_shared_flow) },
    Rule { name: BRX_RULE, ptx: "brx", types: &[], when: always, convert: Rust(Conv::brx_jump_table) },
    Rule { name: "trap → BPT.TRAP 0x1", ptx: "trap", types: &[], when: always, convert: Rust(Conv::trap) },
    Rule { name: "bar.warp.sync (full warp) → nothing", ptx: "bar", types: &[], when: is_warp_sync, convert: Rust(Conv::warp_sync) },
    Rule { name: "vote.sync.uni.pred → VOTE.EQ", ptx: "vote", types: &[Ty::Pred], when: is_vote_uni, convert: Rust(Conv::vote_uni) },
    Rule { name: "activemask.b32 → VOTE.ANY R, PT, PT", ptx: "activemask", types: &[Ty::I32], when: always, convert: Rust(Conv::activemask) },
    Rule { name: REDUX_RULE, ptx: "redux", types: &[Ty::I32], when: is_redux_sync, convert: Rust(Conv::redux) },
    Rule { name: ALLOCA_RULE, ptx: "alloca", types: &[Ty::I64, Ty::I32], when: always, convert: Rust(Conv::alloca) },
    Rule { name: "match.any.sync → MATCH.ANY (.U64)", ptx: "match", types: &[Ty::I32, Ty::I64], when: is_match_any, convert: Rust(Conv::match_any) },
    Rule { name: "cvta.const → IADD3 + IADD3.X (constant window c[0x0][0xd0])", ptx: "cvta", types: &[Ty::I64], when: cvta_const, convert: Rust(Conv::cvta_const) },
    Rule { name: "mov cluster special register → S2R SR_CgaCtaId / LDC c[0x0]", ptx: "mov", types: &[Ty::I32, Ty::Pred], when: has_cluster_src, convert: Rust(Conv::mov_cluster) },
];

const ATOM_RULE: &str = "atom (scoped, ordered, cas; global or generic) → [MEMBAR] + ATOMG/ATOM.E.<op>.STRONG.<scope> + [CCTL.IVALL]";
const ATOMS_RULE: &str = "atom.shared (min/max/exch/and/or/xor/inc/dec/cas) → ATOMS.<op>";
const REDUX_RULE: &str = "redux.sync.<op>.<type> → REDUX.<OP>(.S32) UR + MOV R, UR";
/// The rule name of `alloca` (the pipeline refuses it in a frame with spill slots).
pub const ALLOCA_RULE: &str = "alloca d, size, align → IADD3 R1, R1, -size + LOP3.LUT R1 (align down) + MOV d, R1";
const BRX_RULE: &str = "brx.idx → IMAD.SHL + LDC c[0x2][jump table] + SHF.R.S32.HI + BRX";

/// The atomic operations, as their PTX modifier.
const ATOM_OPS: &[&str] = &["add", "and", "or", "xor", "exch", "inc", "dec", "min", "max", "cas"];

fn atom_op(i: &Instruction) -> Option<&'static str> {
    ATOM_OPS.iter().copied().find(|o| i.has_modifier(&format!(".{o}")))
}

fn is_vector(i: &Instruction) -> bool {
    i.modifier_texts().any(|m| matches!(m, ".v2" | ".v4" | ".v8"))
}

/// Global (not taken by the base table's relaxed `.gpu` rule) or generic atomics.
fn atom_flow(i: &Instruction) -> bool {
    !is_vector(i) && ((in_global(i) && !atom_global_relaxed_gpu(i)) || i.state_space().is_none())
}

/// Shared atomics other than the base table's 32-bit integer `add`.
fn atom_shared_flow(i: &Instruction) -> bool {
    !is_vector(i) && in_shared(i) && !(atom_shared_add(i) && i.ty().map(ty_class) == Some(Ty::I32))
}

fn cvta_const(i: &Instruction) -> bool {
    i.state_space() == Some(StateSpace::Const) && !i.has_modifier(".to")
}

fn is_warp_sync(i: &Instruction) -> bool {
    i.has_modifier(".warp") && i.has_modifier(".sync")
}

fn is_vote_uni(i: &Instruction) -> bool {
    i.has_modifier(".uni") && i.has_modifier(".sync")
}

fn is_redux_sync(i: &Instruction) -> bool {
    i.has_modifier(".sync") && ["add", "min", "max", "and", "or", "xor"].iter().any(|o| i.has_modifier(&format!(".{o}")))
}

/// The uniform register `redux.sync` results pass through (`UR4`/`UR5` hold the global memory
/// descriptor).
pub const REDUX_UR: u8 = 6;

fn is_match_any(i: &Instruction) -> bool {
    i.has_modifier(".any") && i.has_modifier(".sync")
}

/// The cluster special registers and where each lives.
fn cluster_source(name: &str) -> Option<ClusterSrc> {
    Some(match name {
        "%cluster_ctarank" => ClusterSrc::S2r("SR_CgaCtaId"),
        "%cluster_nctaid.x" => ClusterSrc::Bank(0x144),
        "%cluster_nctaid.y" => ClusterSrc::Bank(0x148),
        "%cluster_nctaid.z" => ClusterSrc::Bank(0x14c),
        "%nclusterid.x" => ClusterSrc::Bank(0x15c),
        "%nclusterid.y" => ClusterSrc::Bank(0x160),
        "%nclusterid.z" => ClusterSrc::Bank(0x164),
        "%cluster_nctarank" => ClusterSrc::Bank(0x188),
        "%is_explicit_cluster" => ClusterSrc::Explicit,
        "%clusterid.x" => ClusterSrc::Divide("x", "div"),
        "%clusterid.y" => ClusterSrc::Divide("y", "div"),
        "%clusterid.z" => ClusterSrc::Divide("z", "div"),
        "%cluster_ctaid.x" => ClusterSrc::Divide("x", "rem"),
        "%cluster_ctaid.y" => ClusterSrc::Divide("y", "rem"),
        "%cluster_ctaid.z" => ClusterSrc::Divide("z", "rem"),
        _ => return None,
    })
}

enum ClusterSrc {
    /// `S2R d, SR_x`.
    S2r(&'static str),
    /// `LDC d, c[0x0][off]`.
    Bank(i64),
    /// `ISETP.EQ.AND p, PT, c[0x0][0x140], 0x1`: the launch had a cluster shape.
    Explicit,
    /// `%ctaid.<dim>` divided by the cluster shape `%cluster_nctaid.<dim>` (`div`: which
    /// cluster, `rem`: where in it), by the `div.u32`/`rem.u32` rule, as ptxas computes it.
    Divide(&'static str, &'static str),
}

fn has_cluster_src(i: &Instruction) -> bool {
    matches!(i.operands.get(1), Some(POp::SpecialReg(n, _)) if cluster_source(n).is_some())
}

/// The `.STRONG` scope of an atomic: `.cta` is the SM, `.gpu` (the default) the GPU.
fn atom_scope(i: &Instruction) -> Res<&'static str> {
    if i.has_modifier(".cluster") {
        return Err(format!("ptxas Phase 1: {} (cluster scope) is not supported yet", i.full_name()));
    }
    Ok(if i.has_modifier(".cta") {
        "SM"
    } else if i.has_modifier(".sys") {
        "SYS"
    } else {
        "GPU"
    })
}

impl Conv {
    /// The ordering of an atomic: a release fence before (`MEMBAR.ALL` at the scope, then the
    /// error barriers beyond the CTA) and whether an acquire invalidation follows.
    fn atom_release(&mut self, i: &Instruction, scope: &'static str) -> bool {
        let release = i.has_modifier(".release") || i.has_modifier(".acq_rel");
        if release {
            let s = if scope == "SM" { "CTA" } else { scope };
            self.emit("MEMBAR", &["ALL", s], 0, vec![]).props = vec![prop_scope(s)];
            if s != "CTA" {
                self.emit("ERRBAR", &[], 0, vec![]);
                if crate::sass::arch::arch(self.sm).cga {
                    self.emit("CGAERRBAR", &[], 0, vec![]);
                }
            }
        }
        i.has_modifier(".acquire") || i.has_modifier(".acq_rel")
    }

    /// A data operand of an atomic: a register of the access width (immediates moved in).
    fn atom_data(&mut self, op: &POp, wide: bool, float: bool) -> Res<Operand> {
        if wide {
            return match op {
                POp::Imm(..) => {
                    let t = self.f.temp(RegClass::R64);
                    let lo = self.half(op, 0)?;
                    let hi = self.half(op, 1)?;
                    self.emit("MOV", &[], 1, vec![Operand::sub(t, 0), lo]);
                    self.emit("MOV", &[], 1, vec![Operand::sub(t, 1), hi]);
                    Ok(Operand::reg(t))
                }
                _ => self.reg_of_class(op, RegClass::R64),
            };
        }
        let x = if float { self.f32src(op)? } else { self.r32(op)? };
        Ok(self.in_reg(x))
    }

    /// `atom{.sem}{.scope}{.global}.op.type d, [a], b{, c}` → `ATOMG` (global) or `ATOM`
    /// (generic), with the ordering's fences around it.
    fn atom_flow(&mut self, i: &Instruction) -> Res<()> {
        let unsupported = || format!("ptxas Phase 1: {} is not supported yet", i.full_name());
        let op = atom_op(i).ok_or_else(unsupported)?;
        let ty = i.ty().ok_or("ptxas Phase 1: atom needs a type")?;
        let global = in_global(i);
        let class = ty_class(ty);
        let wide = matches!(class, Ty::I64 | Ty::F64);
        let float = matches!(class, Ty::F32 | Ty::F64);
        // Generic 64-bit and float atomics: the ATOM's predicate says whether the address was
        // global; if not, ptxas tests the space (QSPC) and falls back to a CAS loop in shared
        // memory or plain loads and stores.
        if !global && (wide || float) {
            return self.atom_generic_fallback(i, op, class);
        }
        let suffix: Option<&str> = match (class, is_signed(ty), op) {
            (Ty::F32, _, "add") => Some("F32.FTZ.RN"),
            (Ty::F64, _, "add") => Some("F64.RN"),
            (Ty::F32 | Ty::F64, _, _) => return Err(unsupported()),
            (_, _, "cas" | "exch") if wide => Some("64"),
            (Ty::I64, true, _) => Some("S64"),
            (Ty::I64, false, _) => Some("64"),
            (Ty::I32, true, "add" | "min" | "max") => Some("S32"),
            (Ty::I32, _, _) => None,
            _ => return Err(unsupported()),
        };
        let scope = atom_scope(i)?;
        let ops = self.ops(i, if op == "cas" { 4 } else { 3 })?;
        let d = if wide { self.d64(&ops[0])? } else { self.d32(&ops[0])? };
        let addr = self.global_addr(&ops[1])?;
        let addr = if op == "cas" {
            // CAS takes the plain 64-bit address form `[Ra+off]`, no descriptor.
            match addr.value {
                Value::Mem { base, offset, .. } => o(Value::Mem { base, wide: false, desc: false, offset, sp: false }),
                _ => addr,
            }
        } else {
            addr
        };
        let mut srcs = vec![self.atom_data(&ops[2], wide, float)?];
        if op == "cas" {
            srcs.push(self.atom_data(&ops[3], wide, float)?);
            if !wide && crate::sass::arch::arch(self.sm).cas_pair {
                // sm_75: compare and new value in an aligned pair (`[R2], R4, R5`; RZ decodes as `???`).
                let t = self.f.temp(RegClass::R64);
                for (k, v) in srcs.drain(..).enumerate() {
                    self.emit("MOV", &[], 1, vec![Operand::sub(t, k as u8), v]);
                }
                srcs = vec![Operand::sub(t, 0), Operand::sub(t, 1)];
            }
        }
        let acquire = self.atom_release(i, scope);
        let opname = op.to_ascii_uppercase();
        let mut mods: Vec<&str> = vec!["E", opname.as_str()];
        mods.extend(suffix);
        mods.extend(["STRONG", scope]);
        let mut operands = vec![pt(), d, addr];
        operands.extend(srcs);
        let prop = if scope == "SM" { "CTA" } else { scope };
        self.emit(if global { "ATOMG" } else { "ATOM" }, &mods, 2, operands).props = vec![prop_scope(prop), Prop { field: 208, value: 1163, name: "atomic op" }];
        if acquire {
            self.emit("CCTL", &["IVALL"], 0, vec![]);
        }
        Ok(())
    }

    /// The new value of a read-modify-write: `new = old <op> b` for the fallbacks of the generic
    /// atomics (`add` of `.u64`/`.f32`/`.f64`, the bitwise operations of `.b64`).
    fn atom_combine(&mut self, op: &str, class: Ty, new: VReg, old: VReg, b: &Operand) -> Res<()> {
        let Value::Reg(bv, _) = b.value else { return Err("ptxas Phase 1: an atomic operand must be a register".into()) };
        match (op, class) {
            ("add", Ty::F32) => {
                self.emit("FADD", &[], 1, vec![Operand::reg(new), Operand::reg(old), b.clone()]);
            }
            ("add", Ty::F64) => {
                self.emit("DADD", &[], 1, vec![Operand::reg(new), Operand::reg(old), b.clone()]);
            }
            ("add", _) => {
                let c = self.f.temp(RegClass::P);
                self.emit("IADD3", &[], 2, vec![Operand::sub(new, 0), Operand::reg(c), Operand::sub(old, 0), Operand::sub(bv, 0), rz()]);
                self.emit("IADD3", &["X"], 1, vec![Operand::sub(new, 1), Operand::sub(old, 1), Operand::sub(bv, 1), rz(), Operand::reg(c), pt().inverted()]);
            }
            (_, _) => {
                let lut = match op {
                    "and" => 0xc0,
                    "or" => 0xfc,
                    _ => 0x3c,
                };
                for k in 0..2 {
                    self.lop3(Operand::sub(new, k), Operand::sub(old, k), Operand::sub(bv, k), lut);
                }
            }
        }
        Ok(())
    }

    /// `ATOMS.CAST.SPIN(.64)` of `new` over `old` at `addr`, and the predicate that is true where
    /// it took. Up to sm_90 it writes a flag register that an `ISETP` (two for `.64`) tests
    /// against 1; from sm_100 it writes the predicate itself (ptxas 13.5 -arch=sm_100a:
    /// `ATOMS.CAST.SPIN P0, [R8], R4, R5` then `@!P0 BRA`; the Blackwell tables have no form
    /// with a register result).
    fn atoms_cast_spin(&mut self, addr: Operand, old: VReg, new: VReg, wide: bool) -> VReg {
        let cast: &[&str] = if wide { &["CAST", "SPIN", "64"] } else { &["CAST", "SPIN"] };
        let q = self.f.temp(RegClass::P);
        if crate::sass::arch::is_blackwell(self.sm) {
            self.emit("ATOMS", cast, 1, vec![Operand::reg(q), addr, Operand::reg(old), Operand::reg(new)]).rule =
                "blackwell: ATOMS.CAST.SPIN writes its predicate (no flag register, no ISETP)";
            return q;
        }
        let flag = self.f.temp(if wide { RegClass::R64 } else { RegClass::R });
        self.emit("ATOMS", cast, 1, vec![Operand::reg(flag), addr, Operand::reg(old), Operand::reg(new)]);
        self.cas_spin_test(flag, q, wide);
        q
    }

    /// `ISETP` of a `CAST.SPIN` flag against 1 (both halves for `.64`) into `p`.
    fn cas_spin_test(&mut self, flag: VReg, p: VReg, wide: bool) {
        if wide {
            let lo = self.f.temp(RegClass::P);
            self.emit("ISETP", &["EQ", "U32", "AND"], 2, vec![Operand::reg(lo), pt(), Operand::sub(flag, 0), imm(1), pt()]);
            self.emit("ISETP", &["EQ", "U32", "AND", "EX"], 2, vec![Operand::reg(p), pt(), Operand::sub(flag, 1), rz(), pt(), Operand::reg(lo)]);
        } else {
            self.emit("ISETP", &["EQ", "U32", "AND"], 2, vec![Operand::reg(p), pt(), Operand::reg(flag), imm(1), pt()]);
        }
    }

    fn bra_to(&mut self, label: usize, when: Option<(VReg, bool)>) {
        let guard = self.guard;
        self.guard = when.map(|(reg, not)| Guard { reg, not });
        self.emit("BRA", &[], 0, vec![o(Value::Label(label))]);
        self.guard = guard;
    }

    fn copy_value(&mut self, d: &Operand, src: VReg, wide: bool) {
        let Value::Reg(dv, _) = d.value else { return };
        if wide {
            self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), Operand::sub(src, 0)]);
            self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), Operand::sub(src, 1)]);
        } else {
            self.emit("MOV", &[], 1, vec![d.clone(), Operand::reg(src)]);
        }
    }

    /// A generic `atom.add` of `.u64`/`.f32`/`.f64` or a bitwise `.b64` operation, as ptxas 13.5
    /// lowers it (its BSSY/BSYNC reconvergence left out):
    ///
    /// ```text
    ///     ATOM.E.<op>.STRONG.<scope> P, d, desc[UR4][a.64+off], b   P: the address was global
    ///     @P BRA done
    ///     QSPC.E.S P, RZ, [a+off]                                   shared?
    ///     @!P BRA other
    /// spin: LDS old, [a.lo+off]; new = old op b; ATOMS.CAST.SPIN flag, [a.lo+off], old, new
    ///     @!(flag == 1) BRA spin; d = old; BRA done
    /// other: (floats: QSPC.E.D P, RZ, [a+off]; @!P BRA local; the same loop on the cluster's
    ///     shared memory with LD.E and ATOM.E.CAST.SPIN.STRONG.SM; BRA done)
    /// local: LD.E d, desc[UR4][a.64+off]; new = d op b; ST.E desc[UR4][a.64+off], new
    /// done:
    /// ```
    fn atom_generic_fallback(&mut self, i: &Instruction, op: &str, class: Ty) -> Res<()> {
        let unsupported = || format!("ptxas Phase 1: {} is not supported yet", i.full_name());
        let wide = matches!(class, Ty::I64 | Ty::F64);
        let signed = i.ty().is_some_and(is_signed);
        let suffix = match (class, op) {
            (Ty::F32, "add") => "F32.FTZ.RN",
            (Ty::F64, "add") => "F64.RN",
            (Ty::I64, "min" | "max") if signed => "S64",
            (Ty::I64, "add" | "and" | "or" | "xor" | "min" | "max" | "exch" | "cas") => "64",
            _ => return Err(unsupported()),
        };
        if self.guard.is_some() {
            return Err(format!("ptxas Phase 1: a predicated generic {} (a CAS loop) is not supported yet", i.full_name()));
        }
        if i.has_modifier(".release") || i.has_modifier(".acq_rel") || i.has_modifier(".acquire") {
            return Err(unsupported());
        }
        let scope = atom_scope(i)?;
        if matches!(op, "exch" | "cas") {
            return self.atom_generic_exch_cas(i, op, scope);
        }
        let [d, a, b] = three(self.ops(i, 3)?);
        let d = if wide { self.d64(d)? } else { self.d32(d)? };
        let addr = self.global_addr(a)?;
        let Value::Mem { base: Some((av, Part::Whole)), offset, .. } = addr.value else { return Err(unsupported()) };
        let b = self.atom_data(b, wide, class != Ty::I64)?;
        let class_r = if wide { RegClass::R64 } else { RegClass::R };
        let plain = o(Value::Mem { base: Some((av, Part::Whole)), wide: false, desc: false, offset, sp: false });
        let shared = o(Value::Mem { base: Some((av, Part::Sub(0))), wide: false, desc: false, offset, sp: false });
        let n = self.labels.len();
        let done = self.label_id(&format!("$__atom_generic_done{n}"));
        let other = self.label_id(&format!("$__atom_generic_other{n}"));
        let spin = self.label_id(&format!("$__atom_generic_spin{n}"));
        let p = self.f.temp(RegClass::P);
        let mut mods: Vec<&str> = vec!["E", "ADD"];
        let opname = op.to_ascii_uppercase();
        mods[1] = opname.as_str();
        mods.extend(suffix.split('.'));
        mods.extend(["STRONG", scope]);
        let prop = if scope == "SM" { "CTA" } else { scope };
        self.emit("ATOM", &mods, 2, vec![Operand::reg(p), d.clone(), addr.clone(), b.clone()]).props = vec![prop_scope(prop), Prop { field: 208, value: 1163, name: "atomic op" }];
        self.bra_to(done, Some((p, false)));
        self.emit("QSPC", &["E", "S"], 2, vec![Operand::reg(p), rz(), plain.clone()]);
        self.bra_to(other, Some((p, true)));
        // Shared memory: a CAS loop on the low word of the address.
        let (old, new) = (self.f.temp(class_r), self.f.temp(class_r));
        self.items.push(Item::Label(spin));
        let w64: &[&str] = if wide { &["64"] } else { &[] };
        self.emit("LDS", w64, 1, vec![Operand::reg(old), shared.clone()]).props = vec![prop_width(if wide { 64 } else { 32 })];
        // min/max: nothing to store where the old value already wins (ptxas's early exit);
        // otherwise the new value is `b` itself.
        let minmax = matches!(op, "min" | "max");
        let kept = minmax.then(|| self.label_id(&format!("$__atom_generic_kept{n}")));
        let new = if let Some(kept) = kept {
            let q = self.f.temp(RegClass::P);
            let Value::Reg(bv, _) = b.value else { return Err(unsupported()) };
            self.cmp64(q, if op == "min" { "LE" } else { "GE" }, signed, old, bv);
            self.bra_to(kept, Some((q, false)));
            bv
        } else {
            self.atom_combine(op, class, new, old, &b)?;
            new
        };
        let q = self.atoms_cast_spin(shared, old, new, wide);
        self.bra_to(spin, Some((q, true)));
        if let Some(kept) = kept {
            self.items.push(Item::Label(kept));
        }
        self.copy_value(&d, old, wide);
        self.bra_to(done, None);
        self.items.push(Item::Label(other));
        if class != Ty::I64 {
            // The cluster's distributed shared memory: the same loop through generic accesses.
            let local = self.label_id(&format!("$__atom_generic_local{n}"));
            let dspin = self.label_id(&format!("$__atom_generic_dspin{n}"));
            let p2 = self.f.temp(RegClass::P);
            self.emit("QSPC", &["E", "D"], 2, vec![Operand::reg(p2), rz(), plain.clone()]);
            self.bra_to(local, Some((p2, true)));
            let (old, new, flag) = (self.f.temp(class_r), self.f.temp(class_r), self.f.temp(class_r));
            self.items.push(Item::Label(dspin));
            self.emit("LD", if wide { &["E", "64"] } else { &["E"] }, 1, vec![Operand::reg(old), plain.clone()]).props = vec![prop_width(if wide { 64 } else { 32 })];
            self.atom_combine(op, class, new, old, &b)?;
            let mods: &[&str] = if wide { &["E", "CAST", "SPIN", "64", "STRONG", "SM"] } else { &["E", "CAST", "SPIN", "STRONG", "SM"] };
            self.emit("ATOM", mods, 2, vec![pt(), Operand::reg(flag), plain, Operand::reg(old), Operand::reg(new)]);
            let q = self.f.temp(RegClass::P);
            self.cas_spin_test(flag, q, wide);
            self.bra_to(dspin, Some((q, true)));
            self.copy_value(&d, old, wide);
            self.bra_to(done, None);
            self.items.push(Item::Label(local));
        }
        // Local memory (the only space left): a plain load, the operation and a store.
        let Value::Reg(dv, _) = d.value else { return Err(unsupported()) };
        self.emit("LD", if wide { &["E", "64"] } else { &["E"] }, 1, vec![d.clone(), addr.clone()]).props = vec![prop_width(if wide { 64 } else { 32 })];
        let new = self.f.temp(class_r);
        if matches!(op, "min" | "max") {
            // new = old < b ? old : b (min), old > b ? old : b (max).
            let Value::Reg(bv, _) = b.value else { return Err(unsupported()) };
            let q = self.f.temp(RegClass::P);
            self.cmp64(q, if op == "min" { "LT" } else { "GT" }, signed, dv, bv);
            for k in 0..2 {
                self.emit("SEL", &[], 1, vec![Operand::sub(new, k), Operand::sub(dv, k), Operand::sub(bv, k), Operand::reg(q)]);
            }
        } else {
            self.atom_combine(op, class, new, dv, &b)?;
        }
        self.emit("ST", if wide { &["E", "64"] } else { &["E"] }, 0, vec![addr, Operand::reg(new)]).props = vec![prop_width(if wide { 64 } else { 32 })];
        self.items.push(Item::Label(done));
        Ok(())
    }

    /// `p = a <cond> b` on 64-bit registers: the low words unsigned, the high words with `.EX`
    /// (signed or not), as `setp.<cond>.s64/.u64` converts.
    fn cmp64(&mut self, p: VReg, cond: &'static str, signed: bool, a: VReg, b: VReg) {
        let t = self.f.temp(RegClass::P);
        let lo_props = vec![prop_width(64), prop_sign(false), prop_compare(false)];
        self.emit("ISETP", &[cond, "U32", "AND"], 2, vec![Operand::reg(t), pt(), Operand::sub(a, 0), Operand::sub(b, 0), pt()]).props = lo_props;
        let mods: &[&str] = if signed { &[cond, "AND", "EX"] } else { &[cond, "U32", "AND", "EX"] };
        self.emit("ISETP", mods, 2, vec![Operand::reg(p), pt(), Operand::sub(a, 1), Operand::sub(b, 1), pt(), Operand::reg(t)]).props =
            vec![prop_width(64), prop_sign(signed), prop_compare(false)];
    }

    /// A generic 64-bit `atom.exch`/`atom.cas`, as ptxas 13.5 lowers it: the `ATOM`'s predicate
    /// says whether the address was global; if not, a plain load and store (no `QSPC`: ptxas
    /// does the same for shared and local memory):
    ///
    /// ```text
    ///     ATOM.E.EXCH.64.STRONG.<scope> P, d, desc[UR4][a.64+off], b     (cas: [a+off], cmp, new)
    ///     @P BRA done
    ///     LD.E.64 d, [a]; ST.E.64 [a], b                                  (exch)
    ///     LD.E.64 d, [a]; q = d == cmp; ST.E.64 [a], q ? new : d          (cas)
    /// done:
    /// ```
    fn atom_generic_exch_cas(&mut self, i: &Instruction, op: &str, scope: &'static str) -> Res<()> {
        let unsupported = || format!("ptxas Phase 1: {} is not supported yet", i.full_name());
        let cas = op == "cas";
        let ops = self.ops(i, if cas { 4 } else { 3 })?;
        let d = self.d64(&ops[0])?;
        let Value::Reg(dv, _) = d.value else { return Err(unsupported()) };
        let addr = self.global_addr(&ops[1])?;
        let addr = if cas {
            // CAS takes the plain 64-bit address form `[Ra+off]`, no descriptor.
            match addr.value {
                Value::Mem { base, offset, .. } => o(Value::Mem { base, wide: false, desc: false, offset, sp: false }),
                _ => addr,
            }
        } else {
            addr
        };
        let b = self.atom_data(&ops[2], true, false)?;
        let c = if cas { Some(self.atom_data(&ops[3], true, false)?) } else { None };
        let n = self.labels.len();
        let done = self.label_id(&format!("$__atom_generic_done{n}"));
        let p = self.f.temp(RegClass::P);
        let opname = op.to_ascii_uppercase();
        let mods: Vec<&str> = vec!["E", opname.as_str(), "64", "STRONG", scope];
        let prop = if scope == "SM" { "CTA" } else { scope };
        let mut operands = vec![Operand::reg(p), d.clone(), addr.clone(), b.clone()];
        operands.extend(c.clone());
        self.emit("ATOM", &mods, 2, operands).props = vec![prop_scope(prop), Prop { field: 208, value: 1163, name: "atomic op" }];
        self.bra_to(done, Some((p, false)));
        self.emit("LD", &["E", "64"], 1, vec![d.clone(), addr.clone()]).props = vec![prop_width(64)];
        let stored = match c {
            None => b,
            Some(c) => {
                let (Value::Reg(cmp, _), Value::Reg(new, _)) = (b.value, c.value) else { return Err(unsupported()) };
                let q = self.f.temp(RegClass::P);
                self.cmp64(q, "EQ", false, dv, cmp);
                let out = self.f.temp(RegClass::R64);
                for k in 0..2 {
                    self.emit("SEL", &[], 1, vec![Operand::sub(out, k), Operand::sub(new, k), Operand::sub(dv, k), Operand::reg(q)]);
                }
                Operand::reg(out)
            }
        };
        self.emit("ST", &["E", "64"], 0, vec![addr, stored]).props = vec![prop_width(64)];
        self.items.push(Item::Label(done));
        Ok(())
    }

    /// `atom.shared.op.type d, [a], b{, c}` → `ATOMS.<op>`: signed min/max are `.S32`, 64-bit
    /// `cas`/`exch` are `.64`.
    fn atom_shared_flow(&mut self, i: &Instruction) -> Res<()> {
        let unsupported = || format!("ptxas Phase 1: {} is not supported yet", i.full_name());
        let op = atom_op(i).ok_or_else(unsupported)?;
        let ty = i.ty().ok_or("ptxas Phase 1: atom needs a type")?;
        let class = ty_class(ty);
        let wide = class == Ty::I64;
        let suffix: Option<&str> = match (class, is_signed(ty), op) {
            (Ty::I64, _, "cas" | "exch") => Some("64"),
            (Ty::I32, true, "min" | "max") => Some("S32"),
            (Ty::I32, _, "add") => return Err(unsupported()),
            (Ty::I32, _, _) => None,
            // The shared memory unit has no float or 64-bit add: ptxas loops on a CAS.
            (Ty::F32 | Ty::I64, _, "add") if !i.has_modifier(".release") && !i.has_modifier(".acq_rel") && !i.has_modifier(".acquire") => {
                return self.atom_shared_cas_loop(i, class == Ty::I64);
            }
            _ => return Err(unsupported()),
        };
        let scope = atom_scope(i)?;
        let ops = self.ops(i, if op == "cas" { 4 } else { 3 })?;
        let d = if wide { self.d64(&ops[0])? } else { self.d32(&ops[0])? };
        let addr = self.shared_addr(&ops[1])?;
        let mut operands = vec![d, addr];
        operands.push(self.atom_data(&ops[2], wide, false)?);
        if op == "cas" {
            operands.push(self.atom_data(&ops[3], wide, false)?);
        }
        let acquire = self.atom_release(i, scope);
        let opname = op.to_ascii_uppercase();
        let mut mods: Vec<&str> = vec![opname.as_str()];
        mods.extend(suffix);
        self.emit("ATOMS", &mods, 1, operands);
        if acquire {
            self.emit("CCTL", &["IVALL"], 0, vec![]);
        }
        Ok(())
    }

    /// `atom.shared.add.f32/.u64 d, [a], b` as ptxas 13.5 lowers it: load the old value,
    /// add, `ATOMS.CAST.SPIN` (which writes 1 where the memory still held the old value and
    /// stored the new one), and loop until it took; the result is the old value.
    fn atom_shared_cas_loop(&mut self, i: &Instruction, wide: bool) -> Res<()> {
        if self.guard.is_some() {
            return Err(format!("ptxas Phase 1: a predicated {} (a CAS loop) is not supported yet", i.full_name()));
        }
        let [d, a, b] = three(self.ops(i, 3)?);
        let addr = self.shared_addr(a)?;
        let class = if wide { RegClass::R64 } else { RegClass::R };
        let d = if wide { self.d64(d)? } else { self.d32(d)? };
        let b = self.atom_data(b, wide, !wide)?;
        let (old, new) = (self.f.temp(class), self.f.temp(class));
        let p;
        let n = self.labels.len();
        let top = self.label_id(&format!("$__atoms_cas_loop{n}"));
        self.items.push(Item::Label(top));
        if wide {
            let c = self.f.temp(RegClass::P);
            let Value::Reg(bv, _) = b.value else { return Err("ptxas Phase 1: atom.shared.add.u64 needs a register operand".into()) };
            self.emit("LDS", &["64"], 1, vec![Operand::reg(old), addr.clone()]).props = vec![prop_width(64)];
            self.emit("IADD3", &[], 2, vec![Operand::sub(new, 0), Operand::reg(c), Operand::sub(old, 0), Operand::sub(bv, 0), rz()]);
            self.emit("IADD3", &["X"], 1, vec![Operand::sub(new, 1), Operand::sub(old, 1), Operand::sub(bv, 1), rz(), Operand::reg(c), pt().inverted()]);
            p = self.atoms_cast_spin(addr, old, new, true);
        } else {
            self.emit("LDS", &[], 1, vec![Operand::reg(old), addr.clone()]).props = vec![prop_width(32)];
            self.emit("FADD", &[], 1, vec![Operand::reg(new), Operand::reg(old), b]);
            p = self.atoms_cast_spin(addr, old, new, false);
        }
        let guard = self.guard;
        self.guard = Some(Guard { reg: p, not: true });
        self.emit("BRA", &[], 0, vec![o(Value::Label(top))]);
        self.guard = guard;
        if wide {
            let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
            self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), Operand::sub(old, 0)]);
            self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), Operand::sub(old, 1)]);
        } else {
            self.emit("MOV", &[], 1, vec![d, Operand::reg(old)]);
        }
        Ok(())
    }

    /// `brx.idx %r, $L_tab` → the table's byte offset in bank 2 from the index, the target's
    /// offset from the table (sign-extended to a pair), and `BRX` (see the module docs).
    fn brx_jump_table(&mut self, i: &Instruction) -> Res<()> {
        if self.f.device {
            return Err(format!("ptxas Phase 1: {} in a device function is not supported yet", i.full_name()));
        }
        let [idx, table] = two(self.ops(i, 2)?);
        let POp::Symbol(name, _) = table else {
            return Err(format!("ptxas Phase 1: brx.idx needs a .branchtargets list, found {}", describe(table)));
        };
        let targets = self.branch_targets.get(name).cloned().ok_or_else(|| format!("ptxas Phase 1: {name} is not a .branchtargets list of this function"))?;
        let offset = self.jump_table_bytes;
        self.jump_table_bytes += 4 * targets.len() as u32;
        let labels: Vec<usize> = targets.iter().map(|t| self.label_id(t)).collect();
        let idx = self.r32(idx)?;
        let idx = self.in_reg(idx);
        let scaled = self.f.temp(RegClass::R);
        self.emit("IMAD", &["U32"], 1, vec![Operand::reg(scaled), idx, imm(4), rz()]);
        let w = self.f.temp(RegClass::R64);
        self.emit("LDC", &[], 1, vec![Operand::sub(w, 0), o(Value::ConstReg { bank: 2, base: (scaled, Part::Whole), offset: offset as i64 })]);
        self.emit("SHF", &["R", "S32", "HI"], 1, vec![Operand::sub(w, 1), rz(), imm(0x1f), Operand::sub(w, 0)]);
        self.emit("BRX", &[], 0, vec![Operand::reg(w), imm(0)]).fixup = Some(Fixup::JumpTable { offset, targets: labels });
        Ok(())
    }

    /// `cvta.const.u64 d, s`: a bank-3 offset plus the constant window's base, the 64-bit
    /// `c[0x0][0xd0]` (ptxas 13.5 reads it the same way).
    fn cvta_const(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        let d = self.d64(d)?;
        let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
        let lo = self.half(s, 0)?;
        let lo = self.in_reg(lo);
        let hi = self.half(s, 1)?;
        let hi = self.in_reg(hi);
        let carry = self.f.temp(RegClass::P);
        self.emit("IADD3", &[], 2, vec![Operand::sub(dv, 0), Operand::reg(carry), lo, o(Value::Const { bank: 0, offset: 0xd0 }), rz()]);
        self.emit("IADD3", &["X"], 1, vec![Operand::sub(dv, 1), hi, o(Value::Const { bank: 0, offset: 0xd4 }), rz(), Operand::reg(carry), pt().inverted()]);
        Ok(())
    }

    fn trap(&mut self, i: &Instruction) -> Res<()> {
        self.ops(i, 0)?;
        self.emit("BPT", &["TRAP"], 0, vec![imm(1)]);
        Ok(())
    }

    /// `bar.warp.sync mask`: with the full warp, nothing (ptxas emits no instruction).
    fn warp_sync(&mut self, i: &Instruction) -> Res<()> {
        match one(self.ops(i, 1)?) {
            [POp::Imm(x, _)] if x.as_i64().map(|v| v as u32) == Some(u32::MAX) => Ok(()),
            _ => Err(format!("ptxas Phase 1: {} with a member mask other than 0xffffffff is not supported yet", i.full_name())),
        }
    }

    fn vote_uni(&mut self, i: &Instruction) -> Res<()> {
        let [d, p, mask] = three(self.ops(i, 3)?);
        self.full_warp(mask, i)?;
        let d = self.dpred(d)?;
        let p = self.psrc(p)?;
        self.emit("VOTE", &["EQ"], 1, vec![d, p]);
        Ok(())
    }

    /// `activemask.b32 d`: the ballot of the threads executing it (ptxas's uniform `VOTEU.ANY`
    /// in a general register, as `vote.ballot` of true).
    fn activemask(&mut self, i: &Instruction) -> Res<()> {
        let [d] = one(self.ops(i, 1)?);
        let d = self.d32(d)?;
        self.emit("VOTE", &["ANY"], 2, vec![d, pt(), pt()]);
        Ok(())
    }

    /// `redux.sync.<op>.<type> d, a, mask`: the warp-wide reduction lands in a uniform register
    /// (`REDUX.SUM.S32 UR6, Ra`; `.and` is the unnamed default, `.S32` only on signed add, min
    /// and max), then moves to `d`. ptxas ignores the member mask, register or immediate (the
    /// threads it names must all execute the instruction), and so does this rule.
    fn redux(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, _mask] = three(self.ops(i, 3)?);
        let op = ["add", "min", "max", "and", "or", "xor"].into_iter().find(|o| i.has_modifier(&format!(".{o}"))).unwrap_or("and");
        let signed = i.ty().is_some_and(is_signed) && matches!(op, "add" | "min" | "max");
        let mut mods: Vec<&str> = match op {
            "add" => vec!["SUM"],
            "and" => vec![],
            "min" => vec!["MIN"],
            "max" => vec!["MAX"],
            "or" => vec!["OR"],
            _ => vec!["XOR"],
        };
        if signed {
            mods.push("S32");
        }
        let d = self.d32(d)?;
        let a = self.r32(a)?;
        let a = self.in_reg(a);
        let ur = o(Value::UReg(REDUX_UR));
        self.emit("REDUX", &mods, 1, vec![ur.clone(), a]);
        self.emit("MOV", &[], 1, vec![d, ur]);
        Ok(())
    }

    /// `alloca.u64 d, size, align` in a kernel: the stack pointer moves down by `size` and is
    /// aligned down (`IADD3 R1, R1, -size, RZ; LOP3.LUT R1, R1, ~(align-1), RZ, 0xc0, !PT`, as
    /// ptxas 13.5 writes it) and `d` is the new R1, a local address. Local variables and spill
    /// slots are addressed from R1, so a function with either keeps a positioned error (the
    /// pipeline checks spills), as do device functions (their frame is popped by a fixed size).
    fn alloca(&mut self, i: &Instruction) -> Res<()> {
        let [d, size, align] = three(self.ops(i, 3)?);
        if self.f.device || self.f.local_bytes > 0 {
            return Err(format!("ptxas Phase 1: {} in a function with a local frame is not supported yet", i.full_name()));
        }
        let align = match align {
            POp::Imm(x, _) => x.as_i64().filter(|a| *a > 0 && (*a as u64).is_power_of_two()).ok_or("ptxas Phase 1: alloca's alignment must be a power of two")?,
            _ => return Err("ptxas Phase 1: alloca's alignment must be an immediate".into()),
        };
        let wide = i.ty().map(ty_class) == Some(Ty::I64);
        let size = if wide { self.half(size, 0)? } else { self.r32(size)? };
        let sp = o(Value::StackPointer);
        self.emit("IADD3", &[], 1, vec![sp.clone(), sp.clone(), Self::negate(size), rz()]);
        if align > 1 {
            self.emit("LOP3", &["LUT"], 1, vec![sp.clone(), sp.clone(), imm(!(align - 1) & 0xffff_ffff), rz(), imm(0xc0), pt().inverted()]);
        }
        if wide {
            let d = self.d64(d)?;
            let Value::Reg(dv, _) = d.value else { unreachable!("d64 returns a register") };
            self.emit("MOV", &[], 1, vec![Operand::sub(dv, 0), sp]);
            self.emit("MOV", &[], 1, vec![Operand::sub(dv, 1), rz()]);
        } else {
            let d = self.d32(d)?;
            self.emit("MOV", &[], 1, vec![d, sp]);
        }
        Ok(())
    }

    fn match_any(&mut self, i: &Instruction) -> Res<()> {
        let [d, a, mask] = three(self.ops(i, 3)?);
        self.full_warp(mask, i)?;
        let d = self.d32(d)?;
        let wide = i.ty().map(ty_class) == Some(Ty::I64);
        let a = if wide {
            self.reg_of_class(a, RegClass::R64)?
        } else {
            let x = self.r32(a)?;
            self.in_reg(x)
        };
        self.emit("MATCH", if wide { &["ANY", "U64"] } else { &["ANY"] }, 1, vec![d, a]);
        Ok(())
    }

    fn mov_cluster(&mut self, i: &Instruction) -> Res<()> {
        let [d, s] = two(self.ops(i, 2)?);
        let POp::SpecialReg(name, _) = s else { unreachable!("the rule checked the source") };
        if !crate::sass::arch::arch(self.sm).cga {
            // No clusters before sm_90 (ptxas 13.5's wording for sm_80/89).
            return Err(format!("ptxas Phase 1: Feature '{name}' requires .target sm_90 or higher"));
        }
        let src = cluster_source(name).ok_or_else(|| format!("ptxas Phase 1: special register {name} is not supported yet"))?;
        match src {
            ClusterSrc::S2r(sr) => {
                let d = self.d32(d)?;
                self.emit("S2R", &[], 1, vec![d, o(Value::SReg(sr))]);
            }
            ClusterSrc::Bank(off) => {
                let d = self.d32(d)?;
                self.emit("LDC", &[], 1, vec![d, o(Value::Const { bank: 0, offset: off })]);
            }
            ClusterSrc::Explicit => {
                let p = self.dpred(d)?;
                let t = self.f.temp(RegClass::R);
                self.emit("LDC", &[], 1, vec![Operand::reg(t), o(Value::Const { bank: 0, offset: 0x140 })]);
                self.emit("ISETP", &["EQ", "AND"], 2, vec![p, pt(), Operand::reg(t), imm(1), pt()]);
            }
            ClusterSrc::Divide(dim, op) => {
                let (ctaid, sreg, shape) = match dim {
                    "x" => ("%ctaid.x", "SR_CTAID.X", 0x144),
                    "y" => ("%ctaid.y", "SR_CTAID.Y", 0x148),
                    _ => ("%ctaid.z", "SR_CTAID.Z", 0x14c),
                };
                let a = self.f.new_vreg(RegClass::R, ctaid);
                let b = self.f.new_vreg(RegClass::R, format!("%cluster_nctaid.{dim}"));
                self.emit("S2R", &[], 1, vec![Operand::reg(a), o(Value::SReg(sreg))]);
                self.emit("LDC", &[], 1, vec![Operand::reg(b), o(Value::Const { bank: 0, offset: shape })]);
                // The division as PTX would write it, over two fresh register names.
                let (an, bn) = (format!("%__cluster_a{}", a.0), format!("%__cluster_b{}", b.0));
                self.vregs.insert(an.clone(), a);
                self.vregs.insert(bn.clone(), b);
                let at = i.span;
                let div = Instruction {
                    guard: i.guard.clone(),
                    opcode: op.to_string(),
                    modifiers: vec![ast::Modifier { text: ".u32".into(), span: at }],
                    operands: vec![d.clone(), POp::Reg(an, at), POp::Reg(bn, at)],
                    span: at,
                };
                let rule = self.rule;
                self.convert(&div)?;
                self.rule = rule;
            }
        }
        Ok(())
    }
}

/// Constant bank 3 as ptxas lays it out (`.nv.constant3`): each `.const` variable at its
/// offset (the layout `ld.const` reads, `const_layout`), holding its initializer's bytes,
/// little-endian; zero where there is none. An address initializer is a relocation the
/// linker fills in, left zero here as in ptxas's own section.
pub fn constant3_image(module: &ast::Module) -> Vec<u8> {
    let layout = const_layout(module);
    let mut image: Vec<u8> = Vec::new();
    for v in module.variables().filter(|v| v.space == StateSpace::Const) {
        let Some(&at) = layout.get(&v.name) else { continue };
        let elem = ((v.ty.bits() / 8).max(1)) as usize;
        let count: u64 = v.dims.iter().map(|d| d.unwrap_or(0)).product::<u64>() * v.vector.unwrap_or(1) as u64;
        let end = at as usize + elem * count as usize;
        if image.len() < end {
            image.resize(end, 0);
        }
        let mut values = Vec::new();
        if let Some(init) = &v.init {
            flatten_init(init, &mut values);
        }
        let float = matches!(ty_class(v.ty), Ty::F32 | Ty::F64);
        for (k, x) in values.into_iter().enumerate().take(count.max(1) as usize) {
            let bits: u64 = match (x, float, elem) {
                (Some(Imm::F32(b)), true, 8) => (f32::from_bits(b) as f64).to_bits(),
                (Some(Imm::F64(b)), true, 4) => (f64::from_bits(b) as f32).to_bits() as u64,
                (Some(Imm::Decimal(d)), true, 4) => (d as f32).to_bits() as u64,
                (Some(Imm::Decimal(d)), true, _) => d.to_bits(),
                (Some(i @ Imm::Int { .. }), true, 4) => (i.as_i64().unwrap_or(0) as f32).to_bits() as u64,
                (Some(i @ Imm::Int { .. }), true, _) => (i.as_i64().unwrap_or(0) as f64).to_bits(),
                (Some(Imm::F32(b)), _, _) => b as u64,
                (Some(Imm::F64(b)), _, _) => b,
                (Some(Imm::Decimal(d)), _, _) => d as i64 as u64,
                (Some(i @ Imm::Int { .. }), _, _) => i.as_i64().unwrap_or(0) as u64,
                (None, _, _) => 0,
            };
            let o = at as usize + k * elem;
            if o + elem <= image.len() {
                image[o..o + elem].copy_from_slice(&bits.to_le_bytes()[..elem]);
            }
        }
    }
    image
}

/// An initializer's scalars in order (`None` for an address, which is relocated).
fn flatten_init(init: &ast::Initializer, out: &mut Vec<Option<Imm>>) {
    match init {
        ast::Initializer::Imm(i) => out.push(Some(*i)),
        ast::Initializer::Address { .. } => out.push(None),
        ast::Initializer::List(items) => items.iter().for_each(|x| flatten_init(x, out)),
    }
}

/// `.nv.constant3` as `cuobjdump -elf` prints it: four little-endian words a line.
pub fn constant_section_text(name: &str, bytes: &[u8]) -> String {
    let mut s = format!("\t\t{name}\n");
    let words: Vec<u32> = bytes.chunks(4).map(|c| {
        let mut w = [0u8; 4];
        w[..c.len()].copy_from_slice(c);
        u32::from_le_bytes(w)
    }).collect();
    for line in words.chunks(4) {
        let t: Vec<String> = line.iter().map(|w| format!("{w:#010x}")).collect();
        s.push_str(&format!("\t\t{}\n", t.join(" ")));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kernel(body: &str) -> String {
        format!(
            ".version 8.5\n.target sm_90\n.address_size 64\n.visible .entry k(\n\t.param .u64 k_param_0\n)\n{{\n\t.reg .pred %p<5>;\n\t.reg .b32 %r<12>;\n\t.reg .f32 %f<12>;\n\t.reg .b64 %rd<12>;\n\t.shared .align 8 .b8 buf[64];\n{body}\n\tret;\n}}\n"
        )
    }

    fn dump(body: &str) -> String {
        let text = kernel(body);
        let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("PTX does not parse: {d:?}\n{text}"));
        let f = m.functions().next().unwrap();
        match convert_function_with(&m, f, Sm::SM90, false) {
            Ok(c) => c.function.dump(),
            Err(d) => panic!("{body}: {:?}", d),
        }
    }

    /// (PTX, rule, what its conversion must contain, in order), each form read from ptxas
    /// 13.5's listing of the same operation (tests/corpus/sass/flow.ptx).
    const CASES: &[(&str, &str, &[&str])] = &[
        ("atom.global.cta.min.s32 %r1, [%rd1], %r2;", ATOM_RULE, &["ATOMG.E.MIN.S32.STRONG.SM PT, %r1, desc[UR4][%rd1.64], %r2"]),
        ("atom.global.sys.exch.b64 %rd2, [%rd1+8], %rd3;", ATOM_RULE, &["ATOMG.E.EXCH.64.STRONG.SYS PT, %rd2, desc[UR4][%rd1.64+0x8], %rd3"]),
        (
            "atom.global.acq_rel.gpu.or.b32 %r1, [%rd1], %r2;",
            ATOM_RULE,
            &["MEMBAR.ALL.GPU", "ERRBAR", "CGAERRBAR", "ATOMG.E.OR.STRONG.GPU PT, %r1, desc[UR4][%rd1.64], %r2", "CCTL.IVALL"],
        ),
        ("atom.acquire.sys.global.cas.b32 %r1, [%rd1+4], %r2, %r3;", ATOM_RULE, &["ATOMG.E.CAS.STRONG.SYS PT, %r1, [%rd1+0x4], %r2, %r3", "CCTL.IVALL"]),
        ("atom.global.cas.b64 %rd2, [%rd1], %rd3, %rd4;", ATOM_RULE, &["ATOMG.E.CAS.64.STRONG.GPU PT, %rd2, [%rd1], %rd3, %rd4"]),
        ("atom.max.s32 %r1, [%rd1], %r2;", ATOM_RULE, &["ATOM.E.MAX.S32.STRONG.GPU PT, %r1, desc[UR4][%rd1.64], %r2"]),
        ("atom.cta.cas.b32 %r1, [%rd1], %r2, 7;", ATOM_RULE, &["MOV %t", "ATOM.E.CAS.STRONG.SM PT, %r1, [%rd1], %r2, %t"]),
        (
            "atom.add.f32 %f1, [%rd1+4], %f2;",
            ATOM_RULE,
            &[
                "ATOM.E.ADD.F32.FTZ.RN.STRONG.GPU %t",
                "%f1, desc[UR4][%rd1.64+0x4], %f2",
                "BRA",
                "QSPC.E.S %t",
                "RZ, [%rd1+0x4]",
                "LDS %t",
                "[%rd1.lo+0x4]",
                "FADD %t",
                "ATOMS.CAST.SPIN %t",
                "QSPC.E.D %t",
                "LD.E %t",
                "ATOM.E.CAST.SPIN.STRONG.SM PT, %t",
                "LD.E %f1, desc[UR4][%rd1.64+0x4]",
                "FADD %t",
                "ST.E desc[UR4][%rd1.64+0x4], %t",
            ],
        ),
        ("atom.add.u64 %rd2, [%rd1], %rd3;", ATOM_RULE, &["ATOM.E.ADD.64.STRONG.GPU %t", "QSPC.E.S", "LDS.64", "IADD3.X", "ATOMS.CAST.SPIN.64", "LD.E.64 %rd2", "ST.E.64"]),
        (
            "atom.min.s64 %rd2, [%rd1], %rd3;",
            ATOM_RULE,
            &[
                "ATOM.E.MIN.S64.STRONG.GPU %t",
                ", %rd2, desc[UR4][%rd1.64], %rd3",
                "QSPC.E.S",
                "LDS.64 %t",
                "ISETP.LE.U32.AND %t",
                "ISETP.LE.AND.EX %t",
                "ATOMS.CAST.SPIN.64 %t",
                "LD.E.64 %rd2, desc[UR4][%rd1.64]",
                "ISETP.LT.U32.AND %t",
                "ISETP.LT.AND.EX %t",
                "SEL %t",
                "ST.E.64 desc[UR4][%rd1.64], %t",
            ],
        ),
        ("atom.cta.max.u64 %rd2, [%rd1+8], %rd3;", ATOM_RULE, &["ATOM.E.MAX.64.STRONG.SM %t", "ISETP.GE.U32.AND.EX %t", "ISETP.GT.U32.AND.EX %t"]),
        ("atom.exch.b64 %rd2, [%rd1+8], %rd3;", ATOM_RULE, &["ATOM.E.EXCH.64.STRONG.GPU %t", ", %rd2, desc[UR4][%rd1.64+0x8], %rd3", "BRA", "LD.E.64 %rd2, desc[UR4][%rd1.64+0x8]", "ST.E.64 desc[UR4][%rd1.64+0x8], %rd3"]),
        (
            "atom.sys.cas.b64 %rd2, [%rd1], %rd3, %rd4;",
            ATOM_RULE,
            &["ATOM.E.CAS.64.STRONG.SYS %t", ", %rd2, [%rd1], %rd3, %rd4", "BRA", "LD.E.64 %rd2, [%rd1]", "ISETP.EQ.U32.AND %t", "ISETP.EQ.U32.AND.EX %t", "SEL %t", "ST.E.64 [%rd1], %t"],
        ),
        ("atom.shared.min.s32 %r1, [%r2], %r3;", ATOMS_RULE, &["ATOMS.MIN.S32 %r1, [%r2], %r3"]),
        ("atom.shared.exch.b32 %r1, [%r2+4], %r3;", ATOMS_RULE, &["ATOMS.EXCH %r1, [%r2+0x4], %r3"]),
        ("atom.shared.cas.b64 %rd2, [%r2+8], %rd3, %rd4;", ATOMS_RULE, &["ATOMS.CAS.64 %rd2, [%r2+0x8], %rd3, %rd4"]),
        ("atom.acquire.sys.shared.cas.b32 %r1, [%r2], %r3, %r4;", ATOMS_RULE, &["ATOMS.CAS %r1, [%r2], %r3, %r4", "CCTL.IVALL"]),
        (
            "$L_t: .branchtargets $L_a, $L_b;\n\tbrx.idx %r1, $L_t;\n$L_a:\n\tmov.u32 %r2, 1;\n$L_b:",
            BRX_RULE,
            &["IMAD.U32 %t", "%r1, 0x4, RZ", "LDC %t", "c[0x2][%t", "SHF.R.S32.HI %t", "RZ, 0x1f", "BRX %t"],
        ),
        ("atom.shared.add.f32 %f1, [%r2], %f2;", ATOMS_RULE, &["LDS %t", "FADD %t", "ATOMS.CAST.SPIN %t", "ISETP.EQ.U32.AND %t", "BRA", "MOV %f1, %t"]),
        ("atom.shared.add.u64 %rd1, [%r2+8], %rd2;", ATOMS_RULE, &["LDS.64 %t", "IADD3 %t", "IADD3.X %t", "ATOMS.CAST.SPIN.64 %t", "ISETP.EQ.U32.AND.EX", "BRA", "MOV %rd1.lo"]),
        ("trap;", "trap → BPT.TRAP 0x1", &["BPT.TRAP 0x1"]),
        ("vote.sync.uni.pred %p1, %p2, -1;", "vote.sync.uni.pred → VOTE.EQ", &["VOTE.EQ %p1, %p2"]),
        ("redux.sync.min.s32 %r1, %r2, -1;", REDUX_RULE, &["REDUX.MIN.S32 UR6, %r2", "MOV %r1, UR6"]),
        ("redux.sync.and.b32 %r1, %r2, %r3;", REDUX_RULE, &["REDUX UR6, %r2", "MOV %r1, UR6"]),
        ("redux.sync.add.u32 %r1, %r2, -1;", REDUX_RULE, &["REDUX.SUM UR6, %r2"]),
        ("alloca.u64 %rd2, %rd1, 8;", ALLOCA_RULE, &["IADD3 R1, R1, -%rd1.lo, RZ", "LOP3.LUT R1, R1, 0xfffffff8, RZ, 0xc0, !PT", "MOV %rd2.lo, R1", "MOV %rd2.hi, RZ"]),
        ("activemask.b32 %r1;", "activemask.b32 → VOTE.ANY R, PT, PT", &["VOTE.ANY %r1, PT, PT"]),
        ("match.any.sync.b64 %r1, %rd1, -1;", "match.any.sync → MATCH.ANY (.U64)", &["MATCH.ANY.U64 %r1, %rd1"]),
        ("cvta.const.u64 %rd2, %rd1;", "cvta.const → IADD3 + IADD3.X (constant window c[0x0][0xd0])", &["IADD3 %rd2.lo", "c[0x0][0xd0]", "IADD3.X %rd2.hi", "c[0x0][0xd4]"]),
        ("mov.u32 %r1, %cluster_ctarank;", "mov cluster special register → S2R SR_CgaCtaId / LDC c[0x0]", &["S2R %r1, SR_CgaCtaId"]),
        ("mov.u32 %r1, %cluster_nctarank;", "mov cluster special register → S2R SR_CgaCtaId / LDC c[0x0]", &["LDC %r1, c[0x0][0x188]"]),
        ("mov.pred %p1, %is_explicit_cluster;", "mov cluster special register → S2R SR_CgaCtaId / LDC c[0x0]", &["LDC %t", "c[0x0][0x140]", "ISETP.EQ.AND %p1, PT, %t"]),
        ("mov.u32 %r1, %clusterid.x;", "mov cluster special register → S2R SR_CgaCtaId / LDC c[0x0]", &["S2R %ctaid.x", "SR_CTAID.X", "c[0x0][0x144]", "MUFU.RCP", "IMAD.HI.U32"]),
    ];

    #[test]
    fn every_flow_case_takes_its_rule_and_makes_its_instructions() {
        super::super::tests::check_cases(CASES, dump);
    }

    #[test]
    fn every_flow_rule_has_a_case() {
        // bar.warp.sync emits nothing: its test is below.
        let missing: Vec<&str> = FLOW_RULES.iter().map(|r| r.name).filter(|n| !n.starts_with("bar.warp.sync")).filter(|n| !CASES.iter().any(|(_, r, _)| r == n)).collect();
        assert!(missing.is_empty(), "flow rules without a unit case: {missing:?}");
    }

    #[test]
    fn flow_rule_names_are_unique_across_the_tables() {
        for (k, r) in FLOW_RULES.iter().enumerate() {
            assert!(FLOW_RULES[..k].iter().all(|x| x.name != r.name), "{} twice", r.name);
            assert!(RULES.iter().chain(MATH_RULES.iter()).all(|x| x.name != r.name), "{} is another table's name too", r.name);
        }
    }

    #[test]
    fn unsupported_atomics_and_masks_are_positioned_errors() {
        for (body, msg) in [
            ("atom.release.gpu.min.s64 %rd2, [%rd1], %rd3;", "atom.release.gpu.min.s64 is not supported yet"),
            ("atom.shared.min.u64 %rd2, [%r1], %rd3;", "atom.shared.min.u64 is not supported yet"),
            ("bar.warp.sync 65535;", "member mask other than 0xffffffff"),
            ("brx.idx %r1, $L_none;\n$L_none:", "is not a .branchtargets list"),
        ] {
            let text = kernel(body);
            let m = crate::ptx::parse(&text).unwrap_or_else(|d| panic!("{d:?}"));
            let errs = convert_function(&m, m.functions().next().unwrap(), Sm::SM90).unwrap_err();
            assert!(errs[0].message.contains(msg), "{body}: {}", errs[0].message);
            assert_eq!(errs[0].span.line, text.lines().position(|l| l.contains(body.split(' ').next().unwrap())).unwrap() as u32 + 1);
        }
        let text = kernel("bar.warp.sync -1;");
        let m = crate::ptx::parse(&text).unwrap();
        let f = convert_function(&m, m.functions().next().unwrap(), Sm::SM90).unwrap().function;
        assert!(f.insts().all(|i| i.opcode != "WARPSYNC" && i.opcode != "BAR"), "{}", f.dump());
    }

    /// The jump table after layout: each entry is the offset, from the kernel's start, of the
    /// first instruction of its target (the instruction made from the line after the label),
    /// and `BRX`'s operand brings the next instruction's address back to the kernel's start.
    #[test]
    fn jump_table_entries_point_at_their_targets() {
        let body = "\tld.param.u64 %rd1, [k_param_0];\n\tld.global.u32 %r1, [%rd1];\n\tand.b32 %r1, %r1, 3;\n\t$L_t: .branchtargets $L_c, $L_a, $L_b, $L_a;\n\tbrx.idx %r1, $L_t;\n$L_a:\n\tadd.s32 %r2, %r1, 5;\n\tbra.uni $L_e;\n$L_b:\n\tmul.lo.s32 %r2, %r1, %r1;\n\tbra.uni $L_e;\n$L_c:\n\txor.b32 %r2, %r1, 9;\n$L_e:\n\tst.global.u32 [%rd1], %r2;";
        let text = kernel(body);
        let m = crate::ptx::parse(&text).unwrap();
        let out = crate::ptxas::driver::compile(&m, Sm::SM90);
        assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
        let f = &out.functions[0];
        let line_of = |label: &str| text.lines().position(|l| l.starts_with(label)).unwrap() as u32 + 2;
        let want: Vec<u32> = ["$L_c", "$L_a", "$L_b", "$L_a"].iter().map(|l| line_of(l)).collect();
        assert_eq!(f.constant2.len(), 4);
        for (entry, line) in f.constant2.iter().zip(&want) {
            let at = f.code.iter().find(|e| e.offset == *entry).unwrap_or_else(|| panic!("no instruction at {entry:#x}"));
            assert_eq!(at.ptx_line, *line, "entry {entry:#x}: {:?}", at.inst);
        }
        let brx = f.code.iter().find(|e| e.inst.opcode == "BRX").unwrap();
        assert_eq!(brx.inst.operands[1].value, crate::sass::inst::OperandValue::Imm(-(brx.offset as i64 + 16)));
        assert!(out.listing.contains(&format!("\t\t.nv.constant2.k\n\t\t{:#010x} {:#010x} {:#010x} {:#010x}\n", f.constant2[0], f.constant2[1], f.constant2[2], f.constant2[3])), "{}", out.listing);
    }
}
