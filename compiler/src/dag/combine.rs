//! The DAG combiner (seed 003, 4.A/4.B): a worklist over every node; each node is offered to the
//! rules in order and the first that returns a replacement wins. The old node's uses move to the
//! replacement (RAUW), the replacement's users go back on the worklist, and the old node dies.
//!
//! Every rule is a named row of [`RULES`] (so the explorer can list them and the log can name
//! the one that fired). A rule never makes code worse: it either folds to fewer or cheaper nodes
//! or puts a node in the canonical form the others expect.
//!
//! The same driver runs three times (after the build, after type legalization, after operation
//! legalization); `Run` says which, and rules may be limited to some runs.

use super::{CondCode, Isd, Mvt, NodeFlags, NodeId, NvptxIsd, Opcode, OverBudget, Payload, SdValue, SelectionDag};
use crate::trace::RuleEvent;
use std::collections::{BTreeSet, VecDeque};

mod bytelanes;
mod div_by_constant;

/// Which of the three combiner runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Run {
    /// After the SelectionDAG build.
    BeforeLegalize,
    /// After type legalization.
    AfterLegalizeTypes,
    /// After operation legalization (types and operations are legal: rules must not create
    /// illegal ones).
    AfterLegalizeOps,
}

/// A rule: looks at one live node and returns what should replace its result 0, or `None`.
type RuleFn = fn(&mut SelectionDag, NodeId, Run) -> Result<Option<SdValue>, OverBudget>;

/// A named combine rule.
pub struct Rule {
    /// The name the log and the Tables view use.
    pub name: &'static str,
    /// What it does, one line.
    pub about: &'static str,
    /// The rewrite.
    pub apply: RuleFn,
}

/// Every combine rule, in the order they are tried on a node.
pub const RULES: &[Rule] = &[
    Rule { name: "constant-fold", about: "every operand is a constant: evaluate (add 2, 3 -> 5)", apply: constant_fold },
    Rule { name: "constant-to-rhs", about: "commutative op with a constant on the left: swap it to the right", apply: constant_to_rhs },
    Rule { name: "identity", about: "x+0, x-0, x*1, x|0, x^0, x<<0, x>>0, x&-1, x/1 -> x", apply: identity },
    Rule { name: "infer-address-space", about: "a generic access through addrspacecast (x from global/shared/const/local), + offset -> the access in x's space (LLVM's InferAddressSpaces at -O1+)", apply: infer_address_space },
    Rule { name: "store-of-load", about: "store (load p), p on the load's own chain, not volatile, the load not atomic, the store at most unordered -> the chain (DAGCombiner's no-op store)", apply: store_of_load },
    Rule { name: "store-overwritten", about: "a simple store that a later simple store to the same address, at least as wide, overwrites before anything may read it (only token factors, stores and loads of other memory between; every chain path from it passes the later store) -> its chain (DAGCombiner's visitSTORE: the overlapping earlier store of a chain is dropped), before legalization", apply: store_overwritten },
    Rule { name: "store-of-undef", about: "store undef/poison, p, neither volatile nor atomic -> the chain (DAGCombiner: 'store undef, Ptr' -> nothing)", apply: store_of_undef },
    Rule { name: "load-cse", about: "two plain loads of one type from one address, no memory write before them in the block -> one (what EarlyCSE/GVN leave of them in LLVM 22's IR pipeline)", apply: load_cse },
    Rule { name: "ext-of-load", about: "zext/sext/anyext (load iN) -> one extending load into the wider register, the load's value used only there, neither volatile nor atomic (DAGCombiner's tryToFoldExtOfLoad: ld.global.u8 into a 32-bit register, ld.global.s8 into a 64-bit one); not when a multiply uses the extension (mul.wide)", apply: ext_of_load },
    Rule { name: "store-of-trunc", about: "store (truncate x), not atomic -> a truncating store of x (DAGCombiner's visitSTORE: st.global.b8 [p], %r1 from a 32-bit register)", apply: store_of_trunc },
    Rule { name: "ext-inreg-of-load", about: "sign_extend_inreg (extload/zextload iN), iN -> sextload iN (DAGCombiner's visitSIGN_EXTEND_INREG); zext/anyext (load i1) -> zextload of the byte; the load's value used only there", apply: ext_inreg_of_load },
    Rule { name: "dead-load", about: "a load whose value nothing uses, neither volatile nor atomic -> its chain result becomes its input chain (DAGCombiner's visitLOAD)", apply: dead_load },
    Rule { name: "addrspacecast-round-trip", about: "addrspacecast<0, s> (addrspacecast<s, 0> x) -> x: a specific address made generic and back is itself (LLVM's InferAddressSpaces at -O1+: no cvta / cvta.to pair)", apply: addrspacecast_round_trip },
    Rule { name: "addrspacecast-via-generic", about: "addrspacecast between two specific spaces -> through the generic space (cvta then cvta.to)", apply: addrspacecast_via_generic },
    Rule { name: "freeze", about: "freeze x -> x: a value in a register is already one fixed value (an undef one is an uninitialised register, read the same by every use)", apply: freeze },
    Rule { name: "i1-arith", about: "i1 add/sub -> xor, mul -> and, x udiv/sdiv y -> x, x urem/srem y -> 0, shifts by an i1 amount -> x (LLVM's boolean folds)", apply: i1_arith },
    Rule { name: "absorb", about: "x*0 -> 0, x&0 -> 0, x|-1 -> -1", apply: absorb },
    Rule { name: "mul-pow2-to-shl", about: "x * 2^k -> x << k", apply: mul_pow2_to_shl },
    Rule { name: "udiv-pow2-to-srl", about: "x udiv 2^k -> x >> k (logical)", apply: udiv_pow2_to_srl },
    Rule { name: "urem-pow2-to-and", about: "x urem 2^k -> x & (2^k - 1)", apply: urem_pow2_to_and },
    Rule { name: "sdiv-pow2", about: "x sdiv ±2^k -> (x + (x >>s bits-1 >>u bits-k)) >>s k, negated for -2^k (LLVM's BuildSDIVPow2)", apply: div_by_constant::sdiv_pow2 },
    Rule { name: "srem-pow2", about: "x srem ±2^k -> x - ((x + bias) & -2^k)", apply: div_by_constant::srem_pow2 },
    Rule { name: "udiv-by-constant", about: "x udiv c -> mulhu (x >> pre), magic (+ fix-up) >> post (LLVM's BuildUDIV)", apply: div_by_constant::udiv_by_constant },
    Rule { name: "sdiv-by-constant", about: "x sdiv c -> mulhs x, magic (+/- x) >> s, + sign bit (LLVM's BuildSDIV)", apply: div_by_constant::sdiv_by_constant },
    Rule { name: "rem-by-constant", about: "x urem/srem c -> x - (x / c) * c, the quotient by the magic form", apply: div_by_constant::rem_by_constant },
    Rule { name: "reassociate-constants", about: "(x + c1) + c2 -> x + (c1 + c2); likewise for *, &, |, ^", apply: reassociate_constants },
    Rule { name: "fma-contract", about: "fadd (fmul a, b), c with contract (or fast) on both -> fma a, b, c", apply: fma_contract },
    Rule { name: "double-negation", about: "fneg (fneg x) -> x; sub 0, (sub 0, x) -> x; xor (xor x, -1), -1 -> x", apply: double_negation },
    Rule { name: "ext-of-ext", about: "sext (sext x) -> sext x; zext (zext x) -> zext x; trunc (trunc x) -> trunc x", apply: ext_of_ext },
    Rule { name: "bitcast-of-bitcast", about: "bitcast (bitcast x) -> x when the types round-trip, else bitcast x (an illegal middle type such as <2 x i8> never reaches type legalization)", apply: bitcast_of_bitcast },
    Rule { name: "store-of-bitcast", about: "store (bitcast x), p, simple, not truncating, the bitcast used only there -> store x, p (DAGCombiner's visitSTORE, before legalization)", apply: store_of_bitcast },
    Rule { name: "bitcast-of-load", about: "bitcast (load p), simple, used only there -> load p as the cast's type (DAGCombiner's visitBITCAST, before legalization)", apply: bitcast_of_load },
    Rule { name: "extract-of-build-vector", about: "extract_vector_elt (BUILD_VECTOR a, b), 1 -> b; extract_vector_elt undef/poison, k -> undef", apply: extract_of_build_vector },
    Rule { name: "extract-of-load", about: "extract_vector_elt (load p), i with a variable i, the load's only use -> load (p + (i & (n-1)) * size) of the one element (umin i, n-1 for a length not a power of two), before type legalization (DAGCombiner's scalarizeExtractedVectorLoad)", apply: extract_of_load },
    Rule { name: "build-vector-of-extracts", about: "BUILD_VECTOR (extract_vector_elt v, 0), (extract_vector_elt v, 1), ... in order, v of the BUILD_VECTOR's own type -> v (DAGCombiner's visitBUILD_VECTOR: a split vector's untouched pieces stay in their b32 registers, no unpack and repack)", apply: build_vector_of_extracts },
    Rule { name: "insert-var-into-words", about: "insert_vector_elt v8i16/v8f16/v8bf16 V, x, i with a variable i -> the vector as four b32 words, each bfi.b32 x, word, 16*i - 32*k, 16 (a word the lane is not in stays as it was: bfi takes the position modulo 256 and leaves the word alone past bit 31), before type legalization; LLVM 22 goes through a stack slot (store, store the lane, load back), this is shorter", apply: insert_var_into_words },
    Rule { name: "insert-into-build-vector", about: "insert_vector_elt (BUILD_VECTOR a, b) or undef, x, 1 -> BUILD_VECTOR a, x (LLVM's visitINSERT_VECTOR_ELT), before type legalization", apply: insert_into_build_vector },
    Rule { name: "select-constant-condition", about: "select true, a, b -> a; select false, a, b -> b", apply: select_constant_condition },
    Rule { name: "select-of-loads", about: "select c, (load p), (load q) -> load (select c, p, q): both loads simple, of one type, extension and space, on one chain, each used only by the select, neither depending on the other nor the condition on either (DAGCombiner's SimplifySelectOps: one load through a selp of the addresses)", apply: select_of_loads },
    Rule { name: "bool-select-to-logic", about: "i1 select c, x, false -> and c, x; select c, true, x -> or c, x; select c, x, true -> or (not c), x; select c, false, x -> and (not c), x (DAGCombiner's foldBoolSelectToLogic: and.pred/or.pred, before NVPTX lowers an i1 select to selp on i32)", apply: bool_select_to_logic },
    Rule { name: "not-of-setcc", about: "xor (setcc a, b, cc), true -> setcc a, b, !cc (DAGCombiner's visitXOR: the inverse condition, ordered and unordered trading places on floats; what a branch inverted to fall through to its true block compares)", apply: not_of_setcc },
    Rule { name: "setcc-le-ge-to-lt-gt", about: "setcc x, C, le/ule -> setcc x, C+1, lt/ult; setcc x, C, ge/uge -> setcc x, C-1, gt/ugt, on scalar integers with C not the type's max (min) (TargetLowering::SimplifySetCC: GE/LE comparisons with a constant canonicalized to GT/LT)", apply: setcc_le_ge_to_lt_gt },
    Rule { name: "brcond-constant", about: "brcond true -> br; brcond false -> (no branch)", apply: brcond_constant },
    Rule { name: "token-factor-dedup", about: "TokenFactor a, a, b -> TokenFactor a, b; TokenFactor a -> a", apply: token_factor_dedup },
    Rule { name: "trunc-of-ext", about: "truncate (any/zero/sign_extend x) -> x, or the narrower cast (after promotion)", apply: trunc_of_ext },
    Rule { name: "logic-of-truncates", about: "and/or/xor (truncate a), (truncate b), a and b of one type, one of the truncates used only here -> truncate (and/or/xor a, b) (DAGCombiner's hoistLogicOpWithSameOpcodeHands)", apply: logic_of_truncates },
    Rule { name: "zext-of-truncate", about: "zero_extend (truncate x) back to x's type -> and x, 2^bits - 1 (DAGCombiner's visitZERO_EXTEND)", apply: zext_of_truncate },
    Rule { name: "gep-const-offset", about: "p + ((ext (x + c)) * s) with the add nuw under zext (nsw under sext) -> (p + (ext x) * s) + c*s: the constant leaves the index as SeparateConstOffsetFromGEP takes it, so accesses at x, x+1, x+2 share one address and fold the rest as [reg+imm]", apply: gep_const_offset },
    Rule { name: "mul-wide", about: "i64 mul of two values sign- (zero-) extended from i32, or one and a constant that fits i32, after operation legalization -> NVPTXISD::MUL_WIDE_SIGNED (UNSIGNED) on the i32 values (NVPTX's TryMULWIDECombine: mul.wide, never a mad.lo.s64 of the extensions)", apply: mul_wide },
    Rule { name: "mask-of-zextload", about: "and (zextload iN), 2^N - 1 -> the load (the mask a promotion added is already true)", apply: mask_of_zextload },
    Rule { name: "v4i8-lane-zext", about: "and (truncate w), 255 with w the word of a <4 x i8> -> truncate (prmt w, 0, 0x7770): lane 0 zero-extended as the other lanes are (LLVM 22's v4i8 EXTRACT_VECTOR_ELT lowering to PRMT)", apply: bytelanes::v4i8_lane_zext },
    Rule { name: "v4i8-lane-sext", about: "sign_extend_inreg (lane k of a <4 x i8> word), i8 -> prmt w, 0, 0x8880/0x9991/0xaaa2/0xbbb3: the byte with its sign replicated (NVPTX's PRMT sign selectors)", apply: bytelanes::v4i8_lane_sext },
    Rule { name: "and-of-known-zero", about: "and x, 2^k - 1 where x is known zero above bit k (a prmt 0x777k lane, a zero extension) -> x (SimplifyDemandedBits with known bits)", apply: bytelanes::and_of_known_zero },
    Rule { name: "setcc-of-extended-truncates", about: "setcc (truncate a), (truncate b) with a, b i32 both zero- or both sign-extended from the truncated width -> setcc a, b (SimplifySetCC: v4i8 lanes compared as setp.u32/s32 on their prmt words)", apply: bytelanes::setcc_of_extended_truncates },
    Rule { name: "select-of-lane-truncates", about: "select c, (truncate a), (truncate b) with a, b byte lanes of <4 x i8> words -> truncate (select c, a, b) (selp.b32 on the words)", apply: bytelanes::select_of_lane_truncates },
    Rule { name: "any-extend-folds", about: "any_extend (truncate x) to x's type -> x; any_extend (any/zero/sign_extend x) -> that extension of x; any_extend (select c, K1, K2) -> select c, K1', K2' (DAGCombiner's visitANY_EXTEND)", apply: bytelanes::any_extend_folds },
    Rule { name: "shuffle-of-build-vectors", about: "vector_shuffle of BUILD_VECTORs (or undef) used only there -> the BUILD_VECTOR of the picked lanes, before type legalization (DAGCombiner's combineShuffleOfScalars: a splat of insertelement poison, x, 0)", apply: bytelanes::shuffle_of_build_vectors },
    Rule { name: "constant-through-truncate", about: "add/sub (truncate (add/sub x, c1)), c2, each used only there -> truncate (add x, c1 +/- c2) (a promoted ctlz i8: one add -24 after clz.b32)", apply: bytelanes::constant_through_truncate },
    Rule { name: "demanded-bits", about: "a truncation or a narrow store reads only the low bits of its operand: take them from under or/shl/srl by constants and zero extensions where the other bits are known zero (SimplifyDemandedBits: the halves an unaligned access was split into are stored as they were loaded)", apply: demanded_bits },
];

/// The NVPTX post-legalize combines (seed 003, 4.05), run after combine #3: merge adjacent
/// accesses into vector ones.
pub const NVPTX_RULES: &[(&str, &str)] = &[
    ("nvptx.load-vectorize", "2 or 4 scalar loads from base+k*size on one chain, the first aligned to the whole -> NVPTXISD::LoadV2/LoadV4"),
    ("nvptx.store-vectorize", "2 or 4 scalar stores to base+k*size on one chain, the first aligned to the whole -> NVPTXISD::StoreV2/StoreV4"),
    ("nvptx.unpack-into-load", "a load (or LoadV2) of v2i16/v2f16/v2bf16 whose values only constant-lane extracts use -> LoadV2 (LoadV4) of the 16-bit lanes (LLVM 22's combineUnpackingMovIntoLoad: ld.v2.b16, no mov.b32 {a, b})"),
    ("nvptx.pack-into-store", "a store (or StoreV2) of BUILD_VECTORs of v2i16/v2f16/v2bf16, each used only there -> StoreV2 (StoreV4) of their 16-bit lanes (LLVM 22's combinePackingMovIntoStore: st.v2.b16, no mov.b32 packing)"),
    ("nvptx.unpack-f32x2", "both lanes of one f32x2 extracted by constant index -> one NVPTXISD::UNPACK_VECTOR (mov.b64 {a, b})"),
];

/// Runs the combiner on `dag` to a fixpoint (or the step budget), recording each rewrite.
pub fn combine(dag: &mut SelectionDag, run: Run, max_steps: usize, log: &mut Vec<RuleEvent>) -> Result<(), CombineStop> {
    let mut worklist: VecDeque<NodeId> = dag.topological_order().into();
    let mut queued: BTreeSet<NodeId> = worklist.iter().copied().collect();
    let mut steps = 0usize;
    while let Some(n) = worklist.pop_front() {
        queued.remove(&n);
        if dag.node(n).dead {
            continue;
        }
        steps += 1;
        if steps > max_steps {
            return Err(CombineStop::Steps(max_steps));
        }
        for rule in RULES {
            let Some(replacement) = (rule.apply)(dag, n, run).map_err(CombineStop::Budget)? else { continue };
            if replacement == SdValue::new(n, 0) {
                continue;
            }
            log.push(RuleEvent {
                rule: rule.name.to_string(),
                node: n.0,
                replaced_by: vec![replacement.node.0],
                note: format!("{} -> {}", describe(dag, n), describe(dag, replacement.node)),
            });
            // A chain replaces the node's chain result (a load's result 1); any other value its
            // result 0.
            let res = if dag.vt(replacement) == Mvt::Other { dag.node(n).vts.iter().position(|&t| t == Mvt::Other).unwrap_or(0) } else { 0 };
            dag.replace_all_uses(SdValue::new(n, res as u16), replacement);
            for user in dag.users_of(replacement.node) {
                if queued.insert(user) {
                    worklist.push_back(user);
                }
            }
            if queued.insert(replacement.node) {
                worklist.push_back(replacement.node);
            }
            // The old node dies once nothing uses any of its results; its operands may follow
            // (swept at the end of the run).
            if dag.use_count(n) == 0 && dag.root.node != n {
                dag.kill(n);
            }
            break;
        }
    }
    dag.remove_dead_nodes();
    Ok(())
}

/// Why the combiner stopped early.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CombineStop {
    /// The rewrite-step budget ran out.
    Steps(usize),
    /// The node budget ran out.
    Budget(OverBudget),
}

fn describe(dag: &SelectionDag, n: NodeId) -> String {
    let node = dag.node(n);
    match &node.payload {
        Payload::Constant(c) => format!("{n}: Constant<{c}>"),
        _ => format!("{n}: {}", node.opcode),
    }
}

// ---------------------------------------------------------------- helpers

fn isd(dag: &SelectionDag, n: NodeId) -> Option<Isd> {
    match dag.node(n).opcode {
        Opcode::Isd(i) => Some(i),
        _ => None,
    }
}

fn const_of(dag: &SelectionDag, v: SdValue) -> Option<i128> {
    let n = dag.node(v.node);
    match (n.opcode, &n.payload) {
        (Opcode::Isd(Isd::Constant), Payload::Constant(c)) => Some(*c),
        _ => None,
    }
}

/// The two operands of a binary integer node of one result, with its type.
fn binary(dag: &SelectionDag, n: NodeId) -> Option<(Isd, SdValue, SdValue, Mvt)> {
    let node = dag.node(n);
    let op = isd(dag, n)?;
    if node.ops.len() != 2 || node.vts.len() != 1 {
        return None;
    }
    Some((op, node.ops[0], node.ops[1], node.vts[0]))
}

fn bits_of(vt: Mvt) -> u32 {
    vt.scalar().map_or(64, |s| s.bits())
}

fn mask(bits: u32) -> u128 {
    if bits >= 128 { u128::MAX } else { (1u128 << bits) - 1 }
}

/// Evaluates an integer binary operation on constants of `bits` bits; `None` when undefined
/// (division by zero, shift out of range).
pub fn eval_binary(op: Isd, a: i128, b: i128, bits: u32) -> Option<i128> {
    let m = mask(bits);
    let ua = (a as u128) & m;
    let ub = (b as u128) & m;
    let sa = super::truncate_signed(a, bits);
    let sb = super::truncate_signed(b, bits);
    let r: u128 = match op {
        Isd::Add => ua.wrapping_add(ub),
        Isd::Sub => ua.wrapping_sub(ub),
        Isd::Mul => ua.wrapping_mul(ub),
        Isd::And => ua & ub,
        Isd::Or => ua | ub,
        Isd::Xor => ua ^ ub,
        Isd::Shl => {
            if ub >= u128::from(bits) { return None; }
            ua << ub
        }
        Isd::Srl => {
            if ub >= u128::from(bits) { return None; }
            ua >> ub
        }
        Isd::Sra => {
            if ub >= u128::from(bits) { return None; }
            (sa >> ub) as u128
        }
        Isd::UDiv => ua.checked_div(ub)?,
        Isd::URem => ua.checked_rem(ub)?,
        Isd::SDiv => sa.checked_div(sb)? as u128,
        Isd::SRem => sa.checked_rem(sb)? as u128,
        Isd::SMin => sa.min(sb) as u128,
        Isd::SMax => sa.max(sb) as u128,
        Isd::UMin => ua.min(ub),
        Isd::UMax => ua.max(ub),
        _ => return None,
    };
    Some(super::truncate_signed((r & m) as i128, bits))
}

fn cond_holds(cc: CondCode, a: i128, b: i128, bits: u32) -> Option<bool> {
    let (sa, sb) = (super::truncate_signed(a, bits), super::truncate_signed(b, bits));
    let (ua, ub) = ((a as u128) & mask(bits), (b as u128) & mask(bits));
    Some(match cc {
        CondCode::Eq => ua == ub,
        CondCode::Ne => ua != ub,
        CondCode::Lt => sa < sb,
        CondCode::Le => sa <= sb,
        CondCode::Gt => sa > sb,
        CondCode::Ge => sa >= sb,
        CondCode::Ult => ua < ub,
        CondCode::Ule => ua <= ub,
        CondCode::Ugt => ua > ub,
        CondCode::Uge => ua >= ub,
        _ => return None,
    })
}

// ---------------------------------------------------------------- rules

fn constant_fold(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let node = dag.node(n).clone();
    let Some(op) = isd(dag, n) else { return Ok(None) };
    if node.vts.len() != 1 || !node.vts[0].is_integer() || node.vts[0].is_vector() {
        return Ok(None);
    }
    let vt = node.vts[0];
    let consts: Option<Vec<i128>> = node.ops.iter().map(|&o| const_of(dag, o)).collect();
    // setcc with the always-true / always-false condition (fcmp true / false).
    if op == Isd::SetCC {
        if let Some(cc) = node.ops.get(2).and_then(|c| match dag.node(c.node).payload {
            Payload::Cond(cc @ (CondCode::True | CondCode::False)) => Some(cc),
            _ => None,
        }) {
            return Ok(Some(dag.constant(if cc == CondCode::True { -1 } else { 0 }, vt)?));
        }
    }
    let folded = match (op, consts) {
        (Isd::SetCC, _) => {
            let (Some(a), Some(b)) = (const_of(dag, node.ops[0]), const_of(dag, node.ops[1])) else { return Ok(None) };
            let Payload::Cond(cc) = dag.node(node.ops[2].node).payload else { return Ok(None) };
            let bits = bits_of(dag.vt(node.ops[0]));
            cond_holds(cc, a, b, bits).map(|t| if t { 1 } else { 0 })
        }
        (_, Some(c)) if c.len() == 2 => eval_binary(op, c[0], c[1], bits_of(vt)),
        (Isd::SignExtend, Some(c)) if c.len() == 1 => Some(super::truncate_signed(c[0], bits_of(dag.vt(node.ops[0])))),
        (Isd::ZeroExtend, Some(c)) if c.len() == 1 => Some((c[0] as u128 & mask(bits_of(dag.vt(node.ops[0])))) as i128),
        (Isd::AnyExtend | Isd::Truncate, Some(c)) if c.len() == 1 => Some(c[0]),
        _ => None,
    };
    match folded {
        Some(v) => Ok(Some(dag.constant(v, vt)?)),
        None => Ok(None),
    }
}

fn constant_to_rhs(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((op, a, b, vt)) = binary(dag, n) else { return Ok(None) };
    if !op.is_commutative() || const_of(dag, a).is_none() || const_of(dag, b).is_some() {
        return Ok(None);
    }
    let flags = dag.node(n).flags;
    let source = dag.node(n).source;
    let id = dag.get_node(op, &[vt], &[b, a], Payload::None, source)?;
    dag.set_flags(id, flags);
    Ok(Some(SdValue::new(id, 0)))
}

fn identity(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((op, a, b, vt)) = binary(dag, n) else { return Ok(None) };
    if !vt.is_integer() {
        return Ok(None);
    }
    let Some(c) = const_of(dag, b) else { return Ok(None) };
    let all_ones = super::truncate_signed(-1, bits_of(vt));
    let is_identity = match op {
        Isd::Add | Isd::Sub | Isd::Or | Isd::Xor | Isd::Shl | Isd::Srl | Isd::Sra => c == 0,
        Isd::Mul | Isd::UDiv | Isd::SDiv => c == 1,
        Isd::And => c == all_ones,
        _ => false,
    };
    Ok(is_identity.then_some(a))
}

fn store_of_load(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if !matches!(isd(dag, n), Some(Isd::Store | Isd::AtomicStore)) {
        return Ok(None);
    }
    let st = dag.node(n).clone();
    let (chain, val, ptr) = (st.ops[0], st.ops[1], st.ops[2]);
    let Payload::Mem(sm) = &st.payload else { return Ok(None) };
    if isd(dag, val.node) != Some(Isd::Load) || val.res != 0 {
        return Ok(None);
    }
    let ld_chain = SdValue::new(val.node, 1);
    // (SDValue::reachesChainWithoutSideEffects: a TokenFactor that has the load's chain as an
    // operand, that chain used nowhere else, serialises with the load last.)
    let ld_chain_once = dag.value_use_count(ld_chain) == 1;
    let ld = dag.node(val.node);
    let Payload::Mem(lm) = &ld.payload else { return Ok(None) };
    // The store's chain reaches the load with no side effect between: the load's chain result,
    // or a TokenFactor of it and chains the load itself comes after.
    let reaches = chain == ld_chain
        || (isd(dag, chain.node) == Some(Isd::TokenFactor)
            && dag.node(chain.node).ops.contains(&ld_chain)
            && (ld_chain_once || dag.node(chain.node).ops.iter().all(|&o| o == ld_chain || Some(&o) == ld.ops.first() || isd(dag, o.node) == Some(Isd::EntryToken))));
    let same = ld.ops.get(1) == Some(&ptr) && reaches && lm.mem_vt == sm.mem_vt && lm.addr_space == sm.addr_space;
    // An unordered atomic store of what a plain load just read there stores nothing new either
    // (LLVM 22 deletes `store atomic ... unordered` of such a load; monotonic and stronger stay).
    let plain = !sm.volatile && !lm.volatile && matches!(sm.ordering, None | Some("unordered")) && lm.ordering.is_none() && lm.ext == sm.ext;
    Ok((same && plain).then_some(chain))
}

/// Whether two accesses can touch the same bytes: not when both are in specific, different
/// state spaces, or when they are at disjoint offsets from one base.
fn may_alias(dag: &SelectionDag, a: (SdValue, &super::MemOperand), b: (SdValue, &super::MemOperand)) -> bool {
    let (sa, sb) = (a.1.addr_space, b.1.addr_space);
    if sa != 0 && sb != 0 && sa != sb {
        return false;
    }
    let ((ba, oa), (bb, ob)) = (base_and_offset(dag, a.0), base_and_offset(dag, b.0));
    let (la, lb) = (i128::from(a.1.mem_vt.bits().div_ceil(8)), i128::from(b.1.mem_vt.bits().div_ceil(8)));
    !(ba == bb && (oa + la <= ob || ob + lb <= oa))
}

fn store_overwritten(dag: &mut SelectionDag, n: NodeId, run: Run) -> Result<Option<SdValue>, OverBudget> {
    // Before legalization only: LLVM 22 lowers a vector store NVPTX has no type for straight to
    // StoreV2/StoreV4 (which this rule does not see), where ours splits it into pieces first.
    if isd(dag, n) != Some(Isd::Store) || run != Run::BeforeLegalize {
        return Ok(None);
    }
    let st = dag.node(n).clone();
    let Payload::Mem(sm) = &st.payload else { return Ok(None) };
    let simple = |m: &super::MemOperand| !m.volatile && m.ordering.is_none();
    if !simple(sm) || st.ops.len() != 3 {
        return Ok(None);
    }
    let ptr = st.ops[2];
    // Forward over the chain from this store: every path must meet a covering store before
    // anything that could read the bytes or leave the block.
    let mut stack = vec![SdValue::new(n, 0)];
    let mut seen = BTreeSet::new();
    let mut covered = false;
    while let Some(c) = stack.pop() {
        if !seen.insert(c) {
            continue;
        }
        if seen.len() > 64 {
            return Ok(None);
        }
        let users = dag.users_of(c.node);
        if users.is_empty() || dag.root == c {
            return Ok(None);
        }
        for u in users {
            if !dag.node(u).ops.contains(&c) {
                continue;
            }
            let un = dag.node(u).clone();
            match (&un.opcode, &un.payload) {
                (Opcode::Isd(Isd::TokenFactor), _) => stack.push(SdValue::new(u, 0)),
                // A store ordered after it (the chain its first operand, not its value or address).
                (Opcode::Isd(Isd::Store), Payload::Mem(m)) if un.ops.len() == 3 && un.ops[0] == c && un.ops[1] != c && un.ops[2] != c => {
                    if simple(m) && un.ops[2] == ptr && m.addr_space == sm.addr_space && m.mem_vt.bits() >= sm.mem_vt.bits() {
                        covered = true;
                        continue;
                    }
                    stack.push(SdValue::new(u, 0));
                }
                (Opcode::Isd(Isd::Load), Payload::Mem(m)) if un.ops.len() == 2 && un.ops[0] == c => {
                    if may_alias(dag, (un.ops[1], m), (ptr, sm)) {
                        return Ok(None);
                    }
                    stack.push(SdValue::new(u, 1));
                }
                _ => return Ok(None),
            }
        }
    }
    Ok(covered.then_some(st.ops[0]))
}

fn store_of_undef(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::Store) {
        return Ok(None);
    }
    let st = dag.node(n);
    let Payload::Mem(sm) = &st.payload else { return Ok(None) };
    let undef = matches!(isd(dag, st.ops[1].node), Some(Isd::Undef | Isd::Poison));
    Ok((undef && !sm.volatile && sm.ordering.is_none()).then_some(st.ops[0]))
}

fn load_cse(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::Load) {
        return Ok(None);
    }
    let node = dag.node(n).clone();
    let Payload::Mem(m) = &node.payload else { return Ok(None) };
    if m.volatile || m.ordering.is_some() || node.vts.len() != 2 || node.ops.len() != 2 {
        return Ok(None);
    }
    let (chain, ptr) = (node.ops[0], node.ops[1]);
    // Everything before this load on its chain, back to the entry: only when none of it writes
    // memory (register copies, token factors, plain loads, parameter loads) do two loads of one
    // address read the same value.
    let Some(before) = side_effect_free_ancestors(dag, chain) else { return Ok(None) };
    let same = |dag: &SelectionDag, u: NodeId| {
        let o = dag.node(u);
        let Payload::Mem(om) = &o.payload else { return false };
        u != n
            && isd(dag, u) == Some(Isd::Load)
            && o.ops.len() == 2
            && before.contains(&o.ops[0])
            && o.ops[1] == ptr
            && o.vts == node.vts
            && !om.volatile
            && om.ordering.is_none()
            && (om.mem_vt, om.ext, om.addr_space, om.invariant) == (m.mem_vt, m.ext, m.addr_space, m.invariant)
    };
    let Some(other) = dag.users_of(ptr.node).into_iter().find(|&u| same(dag, u)) else { return Ok(None) };
    // The value from the other load; what came after this one on the chain comes after it.
    dag.replace_all_uses(SdValue::new(n, 0), SdValue::new(other, 0));
    Ok(Some(SdValue::new(other, 1)))
}

/// The chain values `chain` reaches going back to the entry, when every node on the way is free
/// of memory side effects; `None` when one is not (or the walk is longer than a small budget).
fn side_effect_free_ancestors(dag: &SelectionDag, chain: SdValue) -> Option<BTreeSet<SdValue>> {
    let mut seen = BTreeSet::new();
    let mut stack = vec![chain];
    while let Some(c) = stack.pop() {
        if !seen.insert(c) {
            continue;
        }
        if seen.len() > 64 {
            return None;
        }
        let node = dag.node(c.node);
        match node.opcode {
            Opcode::Isd(Isd::EntryToken) => {}
            Opcode::Isd(Isd::TokenFactor) => stack.extend(node.ops.iter().copied()),
            Opcode::Isd(Isd::CopyToReg) | Opcode::Nvptx(NvptxIsd::LoadParam) => stack.push(*node.ops.first()?),
            Opcode::Isd(Isd::Load) => {
                let Payload::Mem(m) = &node.payload else { return None };
                if m.volatile || m.ordering.is_some() {
                    return None;
                }
                stack.push(*node.ops.first()?);
            }
            _ => return None,
        }
    }
    Some(seen)
}

/// The register widths an extending load of `mem_bits` reaches in one instruction (the
/// selector's `ld.u8`/`ld.s16` forms into 16- and 32-bit registers).
fn ext_load_selectable(to: Mvt, mem_bits: u32) -> bool {
    matches!((to, mem_bits), (Mvt::I16, 8) | (Mvt::I32, 8 | 16) | (Mvt::I64, 8 | 16 | 32))
}

fn ext_of_load(dag: &mut SelectionDag, n: NodeId, run: Run) -> Result<Option<SdValue>, OverBudget> {
    use super::ExtType;
    let Some(op) = isd(dag, n) else { return Ok(None) };
    if !matches!(op, Isd::ZeroExtend | Isd::SignExtend | Isd::AnyExtend) {
        return Ok(None);
    }
    let node = dag.node(n).clone();
    let (Some(&a), Some(&to)) = (node.ops.first(), node.vts.first()) else { return Ok(None) };
    if a.res != 0 || isd(dag, a.node) != Some(Isd::Load) {
        return Ok(None);
    }
    let load = dag.node(a.node).clone();
    let Payload::Mem(mem) = &load.payload else { return Ok(None) };
    let from = load.vts.first().copied().unwrap_or(Mvt::Other);
    if mem.volatile || mem.ordering.is_some() || load.vts.len() != 2 || !from.is_integer() || from.is_vector() || !mem.mem_vt.is_integer() || mem.mem_vt.is_vector() {
        return Ok(None);
    }
    if !ext_load_selectable(to, mem.mem_vt.bits()) {
        return Ok(None);
    }
    // The extension the new load makes: the one asked for, where the load's own agrees.
    let ext = match (op, mem.ext) {
        (Isd::ZeroExtend, ExtType::NonExt | ExtType::Ext | ExtType::ZExt) => ExtType::ZExt,
        // A sign extension of a narrower value than the load read is not the load's.
        (Isd::SignExtend, ExtType::NonExt | ExtType::SExt) if from.bits() == mem.mem_vt.bits() || mem.ext == ExtType::SExt => ExtType::SExt,
        // After operation legalization an any-extending load is not legal any more (it
        // becomes a zero-extending one there): the rule makes the legal form itself.
        (Isd::AnyExtend, ExtType::NonExt | ExtType::Ext) if run == Run::AfterLegalizeOps => ExtType::ZExt,
        (Isd::AnyExtend, ExtType::NonExt) => ExtType::Ext,
        (Isd::AnyExtend, e) => e,
        _ => return Ok(None),
    };
    if op == Isd::ZeroExtend && mem.ext == ExtType::Ext && from.bits() != mem.mem_vt.bits() {
        // An any-extending load leaves the bits above memory undefined; zext of it keeps them.
        return Ok(None);
    }
    // The load's value used by this extension only, and the extension not by a multiply: LLVM's
    // combiner reaches the multiply first and makes mul.wide of the narrow load.
    // (A shift left by a constant below the narrow width is a multiply too; by 32 of a 32-bit
    // value it is not.)
    let narrow = i128::from(dag.vt(a).bits());
    let wide_candidate = |dag: &SelectionDag, u: NodeId| match isd(dag, u) {
        Some(Isd::Mul) => true,
        Some(Isd::Shl) => dag.node(u).ops.get(1).is_some_and(|&k| const_of(dag, k).is_some_and(|k| k < narrow)),
        _ => false,
    };
    if dag.users_of(n).into_iter().any(|u| wide_candidate(dag, u)) {
        return Ok(None);
    }
    let value = a;
    let others = dag.users_of(a.node).into_iter().filter(|&u| u != n).any(|u| dag.node(u).ops.contains(&value));
    if others {
        return Ok(None);
    }
    let mut m = mem.clone();
    m.ext = ext;
    let wide = dag.get_node(Isd::Load, &[to, Mvt::Other], &load.ops, Payload::Mem(m), load.source)?;
    dag.replace_all_uses(SdValue::new(a.node, 1), SdValue::new(wide, 1));
    Ok(Some(SdValue::new(wide, 0)))
}

fn store_of_trunc(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::Store) {
        return Ok(None);
    }
    let node = dag.node(n).clone();
    let Payload::Mem(mem) = &node.payload else { return Ok(None) };
    let Some(&v) = node.ops.get(1) else { return Ok(None) };
    if mem.ordering.is_some() || isd(dag, v.node) != Some(Isd::Truncate) || !mem.mem_vt.is_integer() || mem.mem_vt.is_vector() {
        return Ok(None);
    }
    let Some(&x) = dag.node(v.node).ops.first() else { return Ok(None) };
    let wide = dag.vt(x);
    // The selector's truncating stores: st.b8/st.b16 from a 32-bit register, st.b8 from a 16-bit one.
    if !matches!((wide, mem.mem_vt.bits()), (Mvt::I64, 8 | 16 | 32) | (Mvt::I32, 8 | 16) | (Mvt::I16, 8)) || dag.vt(v).bits() < mem.mem_vt.bits() {
        return Ok(None);
    }
    let mut m = mem.clone();
    m.ext = super::ExtType::Ext;
    let mut ops = node.ops.clone();
    ops[1] = x;
    let st = dag.get_node(Isd::Store, &node.vts, &ops, Payload::Mem(m), node.source)?;
    Ok(Some(SdValue::new(st, 0)))
}

/// Whether bits `lo..lo + n` of integer value `v` are known to be zero.
fn known_zero(dag: &SelectionDag, v: SdValue, lo: u32, n: u32, depth: u32) -> bool {
    let width = dag.vt(v).bits();
    if n == 0 || lo >= width {
        return true;
    }
    let n = n.min(width - lo);
    if depth > 16 || v.res != 0 {
        return false;
    }
    let node = dag.node(v.node);
    let field = |c: i128| ((c as u128) >> lo) & mask(n) == 0;
    match isd(dag, v.node) {
        Some(Isd::Constant) => const_of(dag, v).is_some_and(field),
        Some(Isd::ZeroExtend) => node.ops.first().is_some_and(|&x| known_zero(dag, x, lo, n, depth + 1)),
        Some(Isd::Truncate) => node.ops.first().is_some_and(|&x| known_zero(dag, x, lo, n, depth + 1)),
        // prmt.b32 a, b, sel (default mode): result byte j is byte sel[j] & 7 of {b, a}, or
        // that byte's sign replicated when sel[j] & 8.
        None if node.opcode == Opcode::Nvptx(NvptxIsd::PRMT) && node.ops.len() == 3 => {
            let Some(sel) = const_of(dag, node.ops[2]) else { return false };
            (lo / 8..(lo + n).div_ceil(8)).all(|j| {
                let nib = (sel >> (4 * j)) & 0xf;
                let (src, byte) = if nib & 7 < 4 { (node.ops[0], (nib & 7) as u32) } else { (node.ops[1], (nib & 7) as u32 - 4) };
                let bits = if nib & 8 != 0 { (8 * byte + 7, 1) } else { (8 * byte, 8) };
                known_zero(dag, src, bits.0, bits.1, depth + 1)
            })
        }
        Some(Isd::Load) => matches!(&node.payload, Payload::Mem(m) if m.ext == super::ExtType::ZExt && lo >= m.mem_vt.bits()),
        Some(Isd::Shl) => match (node.ops.first(), node.ops.get(1).and_then(|&k| const_of(dag, k))) {
            (Some(&x), Some(k)) if (0..i128::from(width)).contains(&k) => {
                let k = k as u32;
                if lo + n <= k {
                    true
                } else if lo >= k {
                    known_zero(dag, x, lo - k, n, depth + 1)
                } else {
                    known_zero(dag, x, 0, lo + n - k, depth + 1)
                }
            }
            _ => false,
        },
        Some(Isd::Srl) => match (node.ops.first(), node.ops.get(1).and_then(|&k| const_of(dag, k))) {
            (Some(&x), Some(k)) if (0..i128::from(width)).contains(&k) => known_zero(dag, x, lo + k as u32, n, depth + 1),
            _ => false,
        },
        Some(Isd::Or) => node.ops.iter().all(|&x| known_zero(dag, x, lo, n, depth + 1)),
        Some(Isd::And) => node.ops.get(1).and_then(|&c| const_of(dag, c)).is_some_and(field) || node.ops.iter().any(|&x| known_zero(dag, x, lo, n, depth + 1)),
        _ => false,
    }
}

/// A value other than `v` whose low `n` bits are bits `lo..lo + n` of integer value `v`, found
/// under or/shl/srl by constants and extensions; `None` when there is none.
fn bits_below(dag: &SelectionDag, v: SdValue, lo: u32, n: u32, depth: u32) -> Option<SdValue> {
    if depth > 16 || v.res != 0 || !dag.vt(v).is_integer() || dag.vt(v).is_vector() {
        return None;
    }
    let node = dag.node(v.node);
    let width = dag.vt(v).bits();
    if lo + n > width {
        return None;
    }
    // `x` itself when the bits start at its bit 0, or something under it.
    let at = |x: SdValue, lo: u32| bits_below(dag, x, lo, n, depth + 1).or_else(|| (lo == 0 && dag.vt(x).bits() >= n).then_some(x));
    match isd(dag, v.node)? {
        Isd::Or if node.ops.len() == 2 => {
            let (a, b) = (node.ops[0], node.ops[1]);
            if known_zero(dag, a, lo, n, depth + 1) {
                at(b, lo)
            } else if known_zero(dag, b, lo, n, depth + 1) {
                at(a, lo)
            } else {
                None
            }
        }
        Isd::Shl => {
            let k = u32::try_from(const_of(dag, *node.ops.get(1)?)?).ok()?;
            (lo >= k).then(|| at(node.ops[0], lo - k)).flatten()
        }
        Isd::Srl => {
            let k = u32::try_from(const_of(dag, *node.ops.get(1)?)?).ok()?;
            (lo + k + n <= width).then(|| at(node.ops[0], lo + k)).flatten()
        }
        Isd::ZeroExtend | Isd::AnyExtend | Isd::SignExtend => {
            let x = *node.ops.first()?;
            (lo + n <= dag.vt(x).bits()).then(|| at(x, lo)).flatten()
        }
        _ => None,
    }
}

fn demanded_bits(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    match isd(dag, n) {
        Some(Isd::Truncate) => {
            let node = dag.node(n).clone();
            let (Some(&v), Some(&to)) = (node.ops.first(), node.vts.first()) else { return Ok(None) };
            if !to.is_integer() || to.is_vector() {
                return Ok(None);
            }
            let Some(w) = bits_below(dag, v, 0, to.bits(), 0) else { return Ok(None) };
            let wt = dag.vt(w);
            if wt == to {
                return Ok(Some(w));
            }
            if wt.bits() > to.bits() && w != v {
                return Ok(Some(dag.value(Isd::Truncate, to, &[w], node.source)?));
            }
            Ok(None)
        }
        Some(Isd::Store) => {
            let node = dag.node(n).clone();
            let Payload::Mem(mem) = &node.payload else { return Ok(None) };
            let Some(&v) = node.ops.get(1) else { return Ok(None) };
            let bits = mem.mem_vt.bits();
            if mem.ordering.is_some() || !mem.mem_vt.is_integer() || mem.mem_vt.is_vector() {
                return Ok(None);
            }
            let Some(w) = bits_below(dag, v, 0, bits, 0) else { return Ok(None) };
            let wt = dag.vt(w);
            let selectable = wt.bits() == bits || matches!((wt, bits), (Mvt::I64, 8 | 16 | 32) | (Mvt::I32, 8 | 16) | (Mvt::I16, 8));
            if w == v || !selectable || !wt.is_integer() {
                return Ok(None);
            }
            let mut m = mem.clone();
            m.ext = if wt.bits() > bits { super::ExtType::Ext } else { super::ExtType::NonExt };
            let mut ops = node.ops.clone();
            ops[1] = w;
            Ok(Some(SdValue::new(dag.get_node(Isd::Store, &node.vts, &ops, Payload::Mem(m), node.source)?, 0)))
        }
        _ => Ok(None),
    }
}

fn dead_load(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::Load) {
        return Ok(None);
    }
    let node = dag.node(n);
    let Payload::Mem(m) = &node.payload else { return Ok(None) };
    if m.volatile || m.ordering.is_some() || node.vts.len() != 2 || node.vts[1] != Mvt::Other {
        return Ok(None);
    }
    let chain = node.ops[0];
    Ok((dag.value_use_count(SdValue::new(n, 0)) == 0).then_some(chain))
}

/// The node is rewritten in place (its address operand and memory space), so its chain result
/// keeps its users; the rule reports no replacement.
fn infer_address_space(dag: &mut SelectionDag, n: NodeId, run: Run) -> Result<Option<SdValue>, OverBudget> {
    use Isd::*;
    if run != Run::BeforeLegalize {
        return Ok(None);
    }
    let Some(op) = isd(dag, n) else { return Ok(None) };
    let at = match op {
        Store | AtomicStore => 2,
        Load | AtomicLoad | AtomicCmpSwap | AtomicCmpSwapWithSuccess | AtomicSwap | AtomicLoadAdd | AtomicLoadSub | AtomicLoadAnd | AtomicLoadOr | AtomicLoadXor
        | AtomicLoadNand | AtomicLoadMin | AtomicLoadMax | AtomicLoadUMin | AtomicLoadUMax | AtomicLoadFAdd | AtomicLoadFSub | AtomicLoadFMin | AtomicLoadFMax
        | AtomicLoadUIncWrap | AtomicLoadUDecWrap => 1,
        _ => return Ok(None),
    };
    let node = dag.node(n).clone();
    let Payload::Mem(mem) = &node.payload else { return Ok(None) };
    let Some(&ptr) = node.ops.get(at) else { return Ok(None) };
    if mem.addr_space != 0 {
        return Ok(None);
    }
    // The space a generic address came from: addrspacecast<s, 0> x, or that plus an offset.
    let from_cast = |dag: &SelectionDag, v: SdValue| -> Option<(i64, SdValue)> {
        let c = dag.node(v.node);
        match (&c.opcode, &c.payload) {
            (Opcode::Isd(AddrSpaceCast), Payload::Target(p)) if p.len() == 2 && p[1] == 0 && matches!(p[0], 1 | 3 | 4 | 5) => Some((p[0], c.ops[0])),
            _ => None,
        }
    };
    let (space, new_ptr) = if let Some((s, x)) = from_cast(dag, ptr) {
        (s, x)
    } else if isd(dag, ptr.node) == Some(Add) {
        let add = dag.node(ptr.node).clone();
        let Some((s, x)) = from_cast(dag, add.ops[0]) else { return Ok(None) };
        (s, dag.value(Add, add.vts[0], &[x, add.ops[1]], add.source)?)
    } else {
        return Ok(None);
    };
    if dag.vt(new_ptr) != dag.vt(ptr) {
        return Ok(None);
    }
    let mut mem = mem.clone();
    mem.addr_space = space as u32;
    dag.set_operand(n, at, new_ptr);
    dag.node_mut(n).payload = Payload::Mem(mem);
    Ok(None)
}

fn addrspacecast_round_trip(dag: &mut SelectionDag, n: NodeId, run: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::AddrSpaceCast) || run != Run::BeforeLegalize {
        return Ok(None);
    }
    let node = dag.node(n);
    let inner = node.ops[0];
    let Payload::Target(outer) = &node.payload else { return Ok(None) };
    let [0, to] = outer.as_slice() else { return Ok(None) };
    if *to == 0 || isd(dag, inner.node) != Some(Isd::AddrSpaceCast) {
        return Ok(None);
    }
    let c = dag.node(inner.node);
    let same = matches!(c.payload, Payload::Target(ref p) if p.as_slice() == [*to, 0]);
    let x = c.ops[0];
    Ok((same && dag.vt(x) == node.vts[0]).then_some(x))
}

fn addrspacecast_via_generic(dag: &mut SelectionDag, n: NodeId, run: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::AddrSpaceCast) || run != Run::BeforeLegalize {
        return Ok(None);
    }
    let node = dag.node(n).clone();
    let Payload::Target(v) = &node.payload else { return Ok(None) };
    let [from, to] = v.as_slice() else { return Ok(None) };
    if *from == 0 || *to == 0 || from == to {
        return Ok(None);
    }
    let vt = node.vts[0];
    let generic = dag.get_node(Isd::AddrSpaceCast, &[vt], &node.ops, Payload::Target(vec![*from, 0]), node.source)?;
    let r = dag.get_node(Isd::AddrSpaceCast, &[vt], &[SdValue::new(generic, 0)], Payload::Target(vec![0, *to]), node.source)?;
    Ok(Some(SdValue::new(r, 0)))
}

fn freeze(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::Freeze) {
        return Ok(None);
    }
    Ok(dag.node(n).ops.first().copied())
}

/// Arithmetic on i1 (LLVM's DAGCombiner folds for single-bit types: no add.pred exists; a
/// division or remainder by an i1 can only be by 1, and a shift by an i1 only by 0).
fn i1_arith(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((op, a, b, vt)) = binary(dag, n) else { return Ok(None) };
    if vt != Mvt::I1 {
        return Ok(None);
    }
    let src = dag.node(n).source;
    Ok(match op {
        Isd::Add | Isd::Sub => Some(dag.value(Isd::Xor, vt, &[a, b], src)?),
        Isd::Mul => Some(dag.value(Isd::And, vt, &[a, b], src)?),
        Isd::UDiv | Isd::SDiv | Isd::Shl | Isd::Srl | Isd::Sra => Some(a),
        Isd::URem | Isd::SRem => Some(dag.constant(0, vt)?),
        _ => None,
    })
}

fn absorb(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((op, _, b, vt)) = binary(dag, n) else { return Ok(None) };
    if !vt.is_integer() {
        return Ok(None);
    }
    let Some(c) = const_of(dag, b) else { return Ok(None) };
    let all_ones = super::truncate_signed(-1, bits_of(vt));
    match op {
        Isd::Mul | Isd::And if c == 0 => Ok(Some(b)),
        Isd::Or if c == all_ones => Ok(Some(b)),
        _ => Ok(None),
    }
}

fn pow2(c: i128, bits: u32) -> Option<u32> {
    let u = (c as u128) & mask(bits);
    (u > 1 && u.is_power_of_two()).then(|| u.trailing_zeros())
}

fn shift_amount(dag: &mut SelectionDag, k: u32) -> Result<SdValue, OverBudget> {
    dag.constant(i128::from(k), Mvt::I32)
}

fn mul_pow2_to_shl(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((Isd::Mul, a, b, vt)) = binary(dag, n) else { return Ok(None) };
    let Some(k) = const_of(dag, b).and_then(|c| pow2(c, bits_of(vt))) else { return Ok(None) };
    let sh = shift_amount(dag, k)?;
    let source = dag.node(n).source;
    Ok(Some(SdValue::new(dag.get_node(Isd::Shl, &[vt], &[a, sh], Payload::None, source)?, 0)))
}

fn udiv_pow2_to_srl(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((Isd::UDiv, a, b, vt)) = binary(dag, n) else { return Ok(None) };
    let Some(k) = const_of(dag, b).and_then(|c| pow2(c, bits_of(vt))) else { return Ok(None) };
    let sh = shift_amount(dag, k)?;
    let source = dag.node(n).source;
    Ok(Some(SdValue::new(dag.get_node(Isd::Srl, &[vt], &[a, sh], Payload::None, source)?, 0)))
}

fn urem_pow2_to_and(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((Isd::URem, a, b, vt)) = binary(dag, n) else { return Ok(None) };
    let Some(k) = const_of(dag, b).and_then(|c| pow2(c, bits_of(vt))) else { return Ok(None) };
    let m = dag.constant((1i128 << k) - 1, vt)?;
    let source = dag.node(n).source;
    Ok(Some(SdValue::new(dag.get_node(Isd::And, &[vt], &[a, m], Payload::None, source)?, 0)))
}

fn reassociate_constants(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((op, a, b, vt)) = binary(dag, n) else { return Ok(None) };
    if !matches!(op, Isd::Add | Isd::Mul | Isd::And | Isd::Or | Isd::Xor) || !vt.is_integer() {
        return Ok(None);
    }
    let Some(c2) = const_of(dag, b) else { return Ok(None) };
    let Some((inner_op, x, c1v, _)) = binary(dag, a.node) else { return Ok(None) };
    if inner_op != op || a.res != 0 {
        return Ok(None);
    }
    let Some(c1) = const_of(dag, c1v) else { return Ok(None) };
    // The inner node must not be shared, or the rewrite duplicates work.
    if dag.use_count(a.node) != 1 {
        return Ok(None);
    }
    let Some(c) = eval_binary(op, c1, c2, bits_of(vt)) else { return Ok(None) };
    let cv = dag.constant(c, vt)?;
    let source = dag.node(n).source;
    Ok(Some(SdValue::new(dag.get_node(op, &[vt], &[x, cv], Payload::None, source)?, 0)))
}

fn fma_contract(dag: &mut SelectionDag, n: NodeId, run: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((Isd::FAdd, a, b, vt)) = binary(dag, n) else { return Ok(None) };
    if run != Run::BeforeLegalize && vt.is_vector() {
        return Ok(None);
    }
    let contract = |f: NodeFlags| f.has(NodeFlags::CONTRACT) || f.has(NodeFlags::REASSOC | NodeFlags::NNAN | NodeFlags::NINF | NodeFlags::NSZ | NodeFlags::ARCP | NodeFlags::AFN);
    if !contract(dag.node(n).flags) {
        return Ok(None);
    }
    // Either operand may be the single-use fmul.
    for (m, c) in [(a, b), (b, a)] {
        if isd(dag, m.node) != Some(Isd::FMul) || !contract(dag.node(m.node).flags) {
            continue;
        }
        if dag.use_count(m.node) != 1 {
            continue;
        }
        let mops = dag.node(m.node).ops.clone();
        let source = dag.node(n).source;
        let id = dag.get_node(Isd::Fma, &[vt], &[mops[0], mops[1], c], Payload::None, source)?;
        let flags = dag.node(n).flags;
        dag.set_flags(id, flags);
        return Ok(Some(SdValue::new(id, 0)));
    }
    Ok(None)
}

fn double_negation(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let node = dag.node(n);
    match isd(dag, n) {
        Some(Isd::FNeg) => {
            let x = node.ops[0];
            Ok((isd(dag, x.node) == Some(Isd::FNeg)).then(|| dag.node(x.node).ops[0]))
        }
        Some(Isd::Sub) if node.ops.len() == 2 && const_of(dag, node.ops[0]) == Some(0) => {
            let x = node.ops[1];
            let inner = dag.node(x.node);
            Ok((isd(dag, x.node) == Some(Isd::Sub) && const_of(dag, inner.ops[0]) == Some(0)).then(|| inner.ops[1]))
        }
        // not (not x) -> x, whatever else uses the inner not.
        Some(Isd::Xor) if node.ops.len() == 2 && node.vts.first().is_some_and(|vt| vt.is_integer() && !vt.is_vector()) => {
            let bits = bits_of(node.vts[0]);
            let ones = |dag: &SelectionDag, v: SdValue| const_of(dag, v).is_some_and(|c| (c as u128) & mask(bits) == mask(bits));
            let x = node.ops[0];
            if !ones(dag, node.ops[1]) || isd(dag, x.node) != Some(Isd::Xor) || x.res != 0 {
                return Ok(None);
            }
            let inner = dag.node(x.node);
            Ok((inner.ops.len() == 2 && ones(dag, inner.ops[1])).then(|| inner.ops[0]))
        }
        _ => Ok(None),
    }
}

fn ext_of_ext(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some(op) = isd(dag, n) else { return Ok(None) };
    if !matches!(op, Isd::SignExtend | Isd::ZeroExtend | Isd::Truncate) {
        return Ok(None);
    }
    let x = dag.node(n).ops[0];
    if isd(dag, x.node) != Some(op) {
        return Ok(None);
    }
    let inner = dag.node(x.node).ops[0];
    let vt = dag.node(n).vts[0];
    if dag.vt(inner) == vt {
        return Ok(Some(inner));
    }
    let source = dag.node(n).source;
    Ok(Some(SdValue::new(dag.get_node(op, &[vt], &[inner], Payload::None, source)?, 0)))
}

/// LLVM's DAGCombiner::visitBITCAST: `fold (conv (conv x)) -> (conv x)`, and `x` itself when
/// the outer type is `x`'s.
fn bitcast_of_bitcast(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::Bitcast) {
        return Ok(None);
    }
    let x = dag.node(n).ops[0];
    if isd(dag, x.node) != Some(Isd::Bitcast) {
        return Ok(None);
    }
    let inner = dag.node(x.node).ops[0];
    let vt = dag.node(n).vts[0];
    if dag.vt(inner) == vt {
        return Ok(Some(inner));
    }
    let source = dag.node(n).source;
    Ok(Some(SdValue::new(dag.get_node(Isd::Bitcast, &[vt], &[inner], Payload::None, source)?, 0)))
}

fn token_factor_dedup(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::TokenFactor) {
        return Ok(None);
    }
    let ops = dag.node(n).ops.clone();
    let mut unique: Vec<SdValue> = Vec::with_capacity(ops.len());
    for o in &ops {
        if !unique.contains(o) {
            unique.push(*o);
        }
    }
    if unique.len() == 1 {
        return Ok(Some(unique[0]));
    }
    if unique.len() == ops.len() {
        return Ok(None);
    }
    let source = dag.node(n).source;
    Ok(Some(dag.value(Isd::TokenFactor, Mvt::Other, &unique, source)?))
}

fn trunc_of_ext(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::Truncate) {
        return Ok(None);
    }
    let x = dag.node(n).ops[0];
    let Some(ext @ (Isd::AnyExtend | Isd::ZeroExtend | Isd::SignExtend)) = isd(dag, x.node) else { return Ok(None) };
    let inner = dag.node(x.node).ops[0];
    let (vt, ivt) = (dag.node(n).vts[0], dag.vt(inner));
    if ivt == vt {
        return Ok(Some(inner));
    }
    let op = if ivt.bits() > vt.bits() { Isd::Truncate } else { ext };
    let source = dag.node(n).source;
    Ok(Some(SdValue::new(dag.get_node(op, &[vt], &[inner], Payload::None, source)?, 0)))
}

/// DAGCombiner's visitSIGN_EXTEND_INREG (`sext_inreg (extload/zextload x)` -> `sextload x`) and
/// the i1 case of tryToFoldExtOfLoad (`zext/anyext (load i1)` -> a zextload of the byte): one
/// extending load replaces the load and the extension, when the load's value has no other use.
/// Only the extending forms NVPTX selects (`ld.u8`/`ld.s8` into 16 or 32 bits, `ld.u16`/`ld.s16`
/// into 32 bits) are made; the plain extensions of a load are `ext_of_load`'s.
fn ext_inreg_of_load(dag: &mut SelectionDag, n: NodeId, run: Run) -> Result<Option<SdValue>, OverBudget> {
    use super::ExtType;
    let Some(op) = isd(dag, n) else { return Ok(None) };
    let want = match op {
        Isd::SignExtend | Isd::SignExtendInReg => ExtType::SExt,
        Isd::ZeroExtend => ExtType::ZExt,
        Isd::AnyExtend => ExtType::Ext,
        _ => return Ok(None),
    };
    let node = dag.node(n);
    let (x, vt) = (node.ops[0], node.vts[0]);
    if x.res != 0 || isd(dag, x.node) != Some(Isd::Load) {
        return Ok(None);
    }
    let Payload::Mem(mem) = &dag.node(x.node).payload else { return Ok(None) };
    let mem = mem.clone();
    let from = mem.mem_vt;
    // An i1 in memory is a byte holding 0 or 1: zext/anyext (load i1) is LLVM's zextload i1,
    // which operation legalization promotes to a zextload of the byte (made here directly).
    // Before operation legalization only (an i128's low half is extended after type
    // legalization expanded it: combine #2 takes that one).
    let from_i1 = from == Mvt::I1 && matches!(op, Isd::ZeroExtend | Isd::AnyExtend) && run != Run::AfterLegalizeOps;
    let fits = from_i1 || (op == Isd::SignExtendInReg && matches!((vt, from), (Mvt::I16, Mvt::I8) | (Mvt::I32, Mvt::I8 | Mvt::I16)));
    // The byte of an i1 goes into a 64-bit register as well (ld.global.u8 %rd: LLVM 22's
    // zextload i1 -> i64).
    if !fits || !(matches!(vt, Mvt::I16 | Mvt::I32) || (from_i1 && vt == Mvt::I64)) || mem.ordering.is_some() {
        return Ok(None);
    }
    match op {
        Isd::SignExtendInReg => {
            let ty = dag.node(n).ops[1];
            let in_reg = matches!(dag.node(ty.node).payload, Payload::Type(t) if t == from);
            if !in_reg || !matches!(mem.ext, ExtType::Ext | ExtType::ZExt) || dag.vt(x) != vt {
                return Ok(None);
            }
        }
        _ => {
            if mem.ext != ExtType::NonExt || dag.vt(x) != from {
                return Ok(None);
            }
        }
    }
    if dag.value_use_count(x) != 1 {
        return Ok(None);
    }
    // An i16 -> i32 extension feeding a multiply stays for mul.wide.s16/u16: LLVM 22's combiner
    // visits the multiply first and NVPTX's mul-wide combine takes the extension as its operand.
    if from == Mvt::I16 && op != Isd::SignExtendInReg && dag.users_of(n).into_iter().any(|u| isd(dag, u) == Some(Isd::Mul)) {
        return Ok(None);
    }
    let load = dag.node(x.node).clone();
    let mut mem = mem;
    mem.ext = want;
    if from_i1 {
        mem.mem_vt = Mvt::I8;
        mem.ext = ExtType::ZExt;
    }
    let mut vts = load.vts.clone();
    vts[0] = vt;
    let new = dag.get_node(Isd::Load, &vts, &load.ops, Payload::Mem(mem), load.source)?;
    dag.node_mut(new).flags = load.flags;
    dag.replace_all_uses(SdValue::new(x.node, 1), SdValue::new(new, 1));
    Ok(Some(SdValue::new(new, 0)))
}

/// DAGCombiner::hoistLogicOpWithSameOpcodeHands for truncates: the logic op runs on the wide
/// values and one truncate follows (on NVPTX an i1 op on two loaded bytes becomes a 16-bit
/// and/or/xor instead of two setp and a predicate op).
fn logic_of_truncates(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((op @ (Isd::And | Isd::Or | Isd::Xor), a, b, vt)) = binary(dag, n) else { return Ok(None) };
    if isd(dag, a.node) != Some(Isd::Truncate) || isd(dag, b.node) != Some(Isd::Truncate) || a == b {
        return Ok(None);
    }
    let (x, y) = (dag.node(a.node).ops[0], dag.node(b.node).ops[0]);
    let wide = dag.vt(x);
    if wide != dag.vt(y) || !wide.is_integer() || wide.is_vector() || vt.is_vector() {
        return Ok(None);
    }
    if dag.value_use_count(a) != 1 && dag.value_use_count(b) != 1 {
        return Ok(None);
    }
    let source = dag.node(n).source;
    let w = dag.value(op, wide, &[x, y], source)?;
    Ok(Some(dag.value(Isd::Truncate, vt, &[w], source)?))
}

/// DAGCombiner::visitZERO_EXTEND: `fold (zext (truncate x)) -> (and x, mask)` where the
/// extension returns to x's own type.
fn zext_of_truncate(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::ZeroExtend) {
        return Ok(None);
    }
    let t = dag.node(n).ops[0];
    let vt = dag.node(n).vts[0];
    if isd(dag, t.node) != Some(Isd::Truncate) || vt.is_vector() {
        return Ok(None);
    }
    let x = dag.node(t.node).ops[0];
    let bits = dag.vt(t).bits();
    if dag.vt(x) != vt || bits == 0 || bits >= 64 {
        return Ok(None);
    }
    let source = dag.node(n).source;
    let m = dag.constant((1i128 << bits) - 1, vt)?;
    Ok(Some(dag.value(Isd::And, vt, &[x, m], source)?))
}

/// SeparateConstOffsetFromGEP's constant extraction, on the address the GEP built: `add p,
/// (shl|mul (zext (add nuw x, c)), k)` -> `add (add p, (shl|mul (zext x), k)), c*scale` (sext
/// with `add nsw`), also without the scaling. The extension of a no-wrap add is the add of the
/// extensions, so the value is the same; the inner address is shared by every access to x+c.
fn gep_const_offset(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((Isd::Add, a, b, vt @ Mvt::I64)) = binary(dag, n) else { return Ok(None) };
    // (operand, the scaling node's opcode and constant, scale).
    for (base, idx) in [(a, b), (b, a)] {
        let (ext, scale_op, scale) = match binary(dag, idx.node) {
            Some((Isd::Shl, e, k, _)) => match const_of(dag, k) {
                Some(k @ 0..=62) => (e, Some((Isd::Shl, k)), 1i128 << k),
                _ => continue,
            },
            Some((Isd::Mul, e, k, _)) => match const_of(dag, k) {
                Some(c) if c > 0 && c < (1 << 32) => (e, Some((Isd::Mul, c)), c),
                _ => continue,
            },
            _ => (idx, None, 1),
        };
        let flag = match isd(dag, ext.node) {
            Some(Isd::ZeroExtend) => NodeFlags::NUW,
            Some(Isd::SignExtend) => NodeFlags::NSW,
            _ => continue,
        };
        let e = dag.node(ext.node);
        let (ext_op, inner) = (isd(dag, ext.node).unwrap_or(Isd::ZeroExtend), e.ops[0]);
        let Some((Isd::Add, x, c, ivt)) = binary(dag, inner.node) else { continue };
        let Some(c) = const_of(dag, c) else { continue };
        if dag.node(inner.node).flags.0 & flag == 0 || !ivt.is_integer() {
            continue;
        }
        // Constants are kept sign-extended: under zext the constant added is the unsigned one.
        let c = if flag == NodeFlags::NUW && c < 0 { c + (1i128 << ivt.bits()) } else { c };
        let Some(off) = c.checked_mul(scale).filter(|o| o.abs() < (1 << 31)) else { continue };
        let src = dag.node(n).source;
        let ex = dag.value(ext_op, vt, &[x], src)?;
        let scaled = match scale_op {
            Some((op, k)) => {
                // The same amount node the original used (a shift's is i32).
                let kv = dag.node(idx.node).ops[1];
                debug_assert_eq!(const_of(dag, kv), Some(k));
                dag.value(op, vt, &[ex, kv], src)?
            }
            None => ex,
        };
        let sum = dag.value(Isd::Add, vt, &[base, scaled], src)?;
        let ov = dag.constant(off, vt)?;
        return Ok(Some(dag.value(Isd::Add, vt, &[sum, ov], src)?));
    }
    Ok(None)
}

/// NVPTX's TryMULWIDECombine: `mul i64 (sext a), (sext b)` -> `MUL_WIDE_SIGNED a, b` (zext:
/// unsigned), a constant operand demoted when it fits i32 with that signedness. After operation
/// legalization only, so the i32 operands are legal and the selector sees the wide multiply
/// before its `mad.lo.s64` pattern could take the plain one.
fn mul_wide(dag: &mut SelectionDag, n: NodeId, run: Run) -> Result<Option<SdValue>, OverBudget> {
    if run != Run::AfterLegalizeOps {
        return Ok(None);
    }
    let Some((Isd::Mul, a, b, Mvt::I64)) = binary(dag, n) else { return Ok(None) };
    let src = dag.node(n).source;
    // The i32 value `v` is an extension of, by kind (signed?).
    let ext = |dag: &SelectionDag, v: SdValue| -> Option<(bool, SdValue)> {
        let node = dag.node(v.node);
        let signed = match isd(dag, v.node)? {
            Isd::SignExtend => true,
            Isd::ZeroExtend => false,
            _ => return None,
        };
        let from = node.ops[0];
        (dag.node(from.node).vts.get(from.res as usize) == Some(&Mvt::I32)).then_some((signed, from))
    };
    let (signed, x) = match ext(dag, a) {
        Some(e) => e,
        None => return Ok(None),
    };
    let y = match (ext(dag, b), const_of(dag, b)) {
        (Some((s, y)), _) if s == signed => y,
        (None, Some(c)) if (signed && i32::try_from(c).is_ok()) || (!signed && u32::try_from(c).is_ok()) => dag.constant(c, Mvt::I32)?,
        _ => return Ok(None),
    };
    let op = if signed { NvptxIsd::MulWideSigned } else { NvptxIsd::MulWideUnsigned };
    Ok(Some(SdValue::new(dag.get_node(op, &[Mvt::I64], &[x, y], Payload::None, src)?, 0)))
}

fn mask_of_zextload(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let Some((Isd::And, a, b, _)) = binary(dag, n) else { return Ok(None) };
    let Some(m) = const_of(dag, b) else { return Ok(None) };
    if isd(dag, a.node) != Some(Isd::Load) || a.res != 0 {
        return Ok(None);
    }
    let Payload::Mem(mem) = &dag.node(a.node).payload else { return Ok(None) };
    let bits = mem.mem_vt.bits();
    if mem.ext != super::ExtType::ZExt || bits == 0 || bits >= 64 || m != (1i128 << bits) - 1 {
        return Ok(None);
    }
    Ok(Some(a))
}

/// The NVPTX post-legalize combine: load/store vectorization ([`NVPTX_RULES`]).
pub fn nvptx_post_legalize(dag: &mut SelectionDag, log: &mut Vec<RuleEvent>) -> Result<(), CombineStop> {
    vectorize(dag, true, log).map_err(CombineStop::Budget)?;
    vectorize(dag, false, log).map_err(CombineStop::Budget)?;
    // The accesses the vectorizer replaced go first: their uses would count.
    dag.remove_dead_nodes();
    unpack_into_loads(dag, log).map_err(CombineStop::Budget)?;
    dag.remove_dead_nodes();
    pack_into_stores(dag, log).map_err(CombineStop::Budget)?;
    unpack_f32x2(dag, log).map_err(CombineStop::Budget)?;
    dag.remove_dead_nodes();
    Ok(())
}

/// Where both lanes of one f32x2 are extracted by constant index, one UNPACK_VECTOR defines
/// both (LLVM 22 prints `mov.b64 {%r1, %r2}, %rd1` rather than two half-empty moves).
fn unpack_f32x2(dag: &mut SelectionDag, log: &mut Vec<RuleEvent>) -> Result<(), OverBudget> {
    use std::collections::BTreeMap;
    let f32x2 = Mvt::Vector(super::Scalar::F32, 2);
    let mut lanes: BTreeMap<SdValue, [Vec<NodeId>; 2]> = BTreeMap::new();
    for n in dag.live() {
        if isd(dag, n) != Some(Isd::ExtractVectorElt) {
            continue;
        }
        let ops = &dag.node(n).ops;
        if dag.vt(ops[0]) != f32x2 {
            continue;
        }
        if let Some(k @ (0 | 1)) = const_of(dag, ops[1]) {
            lanes.entry(ops[0]).or_default()[k as usize].push(n);
        }
    }
    for (v, [lo, hi]) in lanes {
        if lo.is_empty() || hi.is_empty() {
            continue;
        }
        let source = dag.node(lo[0]).source;
        let id = dag.get_node(NvptxIsd::UnpackVector, &[Mvt::F32, Mvt::F32], &[v], Payload::None, source)?;
        for (k, ns) in [&lo, &hi].into_iter().enumerate() {
            for &n in ns {
                dag.replace_all_uses(SdValue::new(n, 0), SdValue::new(id, k as u16));
            }
        }
        log.push(RuleEvent { rule: "nvptx.unpack-f32x2".to_string(), node: lo[0].0, replaced_by: vec![id.0], note: format!("{}, {} -> {id}: NVPTXISD::UNPACK_VECTOR of {}", lo[0], hi[0], v.node) });
    }
    Ok(())
}

/// `v` as a base plus a constant byte offset.
fn base_and_offset(dag: &SelectionDag, v: SdValue) -> (SdValue, i128) {
    if isd(dag, v.node) == Some(Isd::Add) {
        let ops = &dag.node(v.node).ops;
        if let Some(c) = const_of(dag, ops[1]) {
            let (b, o) = base_and_offset(dag, ops[0]);
            return (b, o + c);
        }
    }
    (v, 0)
}

/// LLVM 22's Isv2x16VT: a packed pair of 16-bit lanes in one 32-bit register.
fn is_v2x16(vt: Mvt) -> bool {
    matches!(vt, Mvt::Vector(super::Scalar::I16 | super::Scalar::F16 | super::Scalar::BF16, 2))
}

/// LLVM 22's combineUnpackingMovIntoLoad: a load of v2x16 lanes (a plain load, or a LoadV2 of
/// two such) whose every value is only read lane by lane (extract_vector_elt by a constant, each
/// extract itself used) loads the 16-bit lanes instead, twice as many: the `mov.b32 {a, b}`
/// unpacking goes away.
fn unpack_into_loads(dag: &mut SelectionDag, log: &mut Vec<RuleEvent>) -> Result<(), OverBudget> {
    let candidates: Vec<NodeId> = dag
        .live()
        .filter(|&n| {
            let node = dag.node(n);
            let outputs = match node.opcode {
                Opcode::Isd(Isd::Load) => 1,
                Opcode::Nvptx(NvptxIsd::LoadV2) => 2,
                _ => return false,
            };
            let plain = matches!(&node.payload, Payload::Mem(m) if m.ext == super::ExtType::NonExt && m.ordering.is_none());
            plain && node.vts.len() == outputs + 1 && node.vts[..outputs].iter().all(|&t| is_v2x16(t)) && node.vts[outputs] == Mvt::Other
        })
        .collect();
    for n in candidates {
        let node = dag.node(n).clone();
        let outputs = node.vts.len() - 1;
        // Every use of a value result: an extract by constant lane 0 or 1 that has uses itself.
        let mut lanes: Vec<(NodeId, u16)> = Vec::new();
        let mut ok = true;
        for u in dag.users_of(n) {
            let un = dag.node(u).clone();
            let uses_value = un.ops.iter().any(|o| o.node == n && usize::from(o.res) < outputs);
            if !uses_value {
                continue;
            }
            let lane = (un.opcode == Opcode::Isd(Isd::ExtractVectorElt) && un.ops[0].node == n && un.ops[1].node != n)
                .then(|| const_of(dag, un.ops[1]))
                .flatten()
                .filter(|k| (0..2).contains(k));
            match lane {
                Some(k) if dag.use_count(u) > 0 => lanes.push((u, un.ops[0].res * 2 + k as u16)),
                _ => {
                    ok = false;
                    break;
                }
            }
        }
        if !ok || lanes.is_empty() {
            continue;
        }
        let elt = node.vts[0].scalar().map(Mvt::Scalar).unwrap_or(Mvt::I16);
        let mut vts = vec![elt; outputs * 2];
        vts.push(Mvt::Other);
        let op = if outputs == 1 { NvptxIsd::LoadV2 } else { NvptxIsd::LoadV4 };
        let id = dag.get_node(op, &vts, &node.ops, node.payload.clone(), node.source)?;
        for &(u, k) in &lanes {
            dag.replace_all_uses(SdValue::new(u, 0), SdValue::new(id, k));
        }
        dag.replace_all_uses(SdValue::new(n, outputs as u16), SdValue::new(id, (outputs * 2) as u16));
        log.push(RuleEvent {
            rule: "nvptx.unpack-into-load".to_string(),
            node: n.0,
            replaced_by: vec![id.0],
            note: format!("{n}: {} of {} -> {id}: {op:?} of {elt}", node.opcode, node.vts[0]),
        });
    }
    Ok(())
}

/// LLVM 22's combinePackingMovIntoStore: a store (or StoreV2) whose v2x16 values are all
/// BUILD_VECTORs used only there stores their 16-bit lanes instead, twice as many. A lane that
/// is an i32 truncated to i16 (a PRMT candidate) or an fp_round (cvt.bf16x2) keeps the packing.
fn pack_into_stores(dag: &mut SelectionDag, log: &mut Vec<RuleEvent>) -> Result<(), OverBudget> {
    let candidates: Vec<NodeId> = dag
        .live()
        .filter(|&n| {
            let node = dag.node(n);
            let values = match node.opcode {
                Opcode::Isd(Isd::Store) => 1,
                Opcode::Nvptx(NvptxIsd::StoreV2) => 2,
                _ => return false,
            };
            let plain = matches!(&node.payload, Payload::Mem(m) if m.ext == super::ExtType::NonExt && m.ordering.is_none());
            plain && node.ops.len() >= values + 2 && node.ops[1..=values].iter().all(|&v| is_v2x16(dag.vt(v)))
        })
        .collect();
    for n in candidates {
        let node = dag.node(n).clone();
        let values = if node.opcode == Opcode::Isd(Isd::Store) { 1 } else { 2 };
        let mut lanes = Vec::new();
        let mut ok = true;
        for &bv in &node.ops[1..=values] {
            let b = dag.node(bv.node).clone();
            if b.opcode != Opcode::Isd(Isd::BuildVector) || b.ops.len() != 2 || dag.value_use_count(bv) != 1 {
                ok = false;
                break;
            }
            for &lane in &b.ops {
                let mut l = lane;
                if isd(dag, l.node) == Some(Isd::Bitcast) {
                    l = dag.node(l.node).ops[0];
                }
                let ln = dag.node(l.node);
                let prmt = ln.opcode == Opcode::Isd(Isd::Truncate) && dag.vt(l) == Mvt::I16 && dag.vt(ln.ops[0]) == Mvt::I32;
                if prmt || ln.opcode == Opcode::Isd(Isd::FpRound) {
                    ok = false;
                }
            }
            lanes.extend(b.ops.iter().copied());
        }
        if !ok {
            continue;
        }
        let ptr = node.ops[values + 1];
        let mut ops = vec![node.ops[0]];
        ops.extend(lanes);
        ops.push(ptr);
        let op = if values == 1 { NvptxIsd::StoreV2 } else { NvptxIsd::StoreV4 };
        let id = dag.get_node(op, &[Mvt::Other], &ops, node.payload.clone(), node.source)?;
        dag.replace_all_uses(SdValue::new(n, 0), SdValue::new(id, 0));
        log.push(RuleEvent {
            rule: "nvptx.pack-into-store".to_string(),
            node: n.0,
            replaced_by: vec![id.0],
            note: format!("{n}: {} of {} -> {id}: {op:?}", node.opcode, dag.vt(node.ops[1])),
        });
    }
    Ok(())
}

/// Merges runs of simple scalar loads (or stores) into NVPTXISD vector accesses.
fn vectorize(dag: &mut SelectionDag, loads: bool, log: &mut Vec<RuleEvent>) -> Result<(), OverBudget> {
    use std::collections::BTreeMap;
    // (chain, base, address space, type, volatile) -> [(offset, node)]
    type AccessKey = (SdValue, SdValue, u32, Mvt, bool);
    let mut groups: BTreeMap<AccessKey, Vec<(i128, NodeId)>> = BTreeMap::new();
    let want = if loads { Isd::Load } else { Isd::Store };
    for n in dag.live() {
        if isd(dag, n) != Some(want) {
            continue;
        }
        let node = dag.node(n);
        let Payload::Mem(mem) = &node.payload else { continue };
        // A legal f32x2 (sm_100+) is one 64-bit unit: two of them make `ld.v2.b64`.
        let f32x2 = mem.mem_vt == Mvt::Vector(super::Scalar::F32, 2);
        // So is a 32-bit packed vector (v2i16/v2f16/v2bf16/v4i8): `ld.v2.b32`/`ld.v4.b32`, as
        // LLVM 22 loads the halves of a split v4i16 or v8f16.
        let packed32 = mem.mem_vt.is_vector() && mem.mem_vt.bits() == 32;
        // A byte in a 16-bit register (the lanes of a split v2i8): `ld.v2.b8`/`st.v2.b8`, as
        // LLVM 22 lowers a v2i8 access. A byte load zero-extends (or any-extends) into its
        // register, which `ld.b8` does; a sign-extending one stays scalar.
        let value_vt = if loads { node.vts[0] } else { dag.vt(node.ops[1]) };
        let byte = mem.mem_vt == Mvt::I8 && value_vt == Mvt::I16 && (!loads || matches!(mem.ext, super::ExtType::Ext | super::ExtType::ZExt));
        if mem.ordering.is_some() || (mem.ext != super::ExtType::NonExt && !byte) || (mem.mem_vt.is_vector() && !f32x2 && !packed32) || !(byte || matches!(mem.mem_vt.bits(), 16 | 32 | 64)) {
            continue;
        }
        let (chain, ptr) = if loads { (node.ops[0], node.ops[1]) } else { (node.ops[0], node.ops[2]) };
        // Volatile accesses merge only with pieces of the same one: the builder chains each
        // volatile access after the one before it, so two with one input chain were one
        // IR access that legalization split (LLVM 22 keeps it one `ld.volatile.v4`).
        let (base, offset) = base_and_offset(dag, ptr);
        groups.entry((chain, base, mem.addr_space, mem.mem_vt, mem.volatile)).or_default().push((offset, n));
    }
    for ((_, _, _, vt, _), mut accesses) in groups {
        accesses.sort();
        accesses.dedup_by_key(|a| a.0);
        let size = i128::from(vt.bits() / 8);
        let mut i = 0;
        while i < accesses.len() {
            let align = match &dag.node(accesses[i].1).payload {
                Payload::Mem(m) => i128::from(m.align),
                _ => 0,
            };
            // The widest run (4, then 2 lanes; at most 16 bytes) that is contiguous and aligned.
            let width = [4usize, 2].into_iter().find(|&w| {
                i + w <= accesses.len()
                    && size * w as i128 <= 16
                    && align >= size * w as i128
                    && (0..w).all(|k| accesses[i + k].0 == accesses[i].0 + size * k as i128)
            });
            let Some(w) = width else {
                i += 1;
                continue;
            };
            let run: Vec<NodeId> = accesses[i..i + w].iter().map(|a| a.1).collect();
            merge(dag, &run, vt, loads, log)?;
            i += w;
        }
    }
    Ok(())
}

fn merge(dag: &mut SelectionDag, run: &[NodeId], vt: Mvt, loads: bool, log: &mut Vec<RuleEvent>) -> Result<(), OverBudget> {
    let first = dag.node(run[0]).clone();
    let Payload::Mem(mut mem) = first.payload.clone() else { return Ok(()) };
    let w = run.len();
    mem.mem_vt = match vt {
        // w f32x2 units: 2w f32 lanes in memory.
        Mvt::Vector(s, n) => Mvt::Vector(s, n * w as u16),
        _ => Mvt::Vector(vt.scalar().unwrap_or(super::Scalar::I32), w as u16),
    };
    let names: Vec<String> = run.iter().map(|n| n.to_string()).collect();
    // Bytes travel in 16-bit registers, zero-extended by `ld.b8`.
    let lane_vt = if vt == Mvt::I8 {
        mem.ext = super::ExtType::ZExt;
        Mvt::I16
    } else {
        vt
    };
    let (rule, id) = if loads {
        let op = if w == 4 { NvptxIsd::LoadV4 } else { NvptxIsd::LoadV2 };
        let mut vts = vec![lane_vt; w];
        vts.push(Mvt::Other);
        let id = dag.get_node(op, &vts, &first.ops, Payload::Mem(mem.clone()), first.source)?;
        for (k, &n) in run.iter().enumerate() {
            dag.replace_all_uses(SdValue::new(n, 0), SdValue::new(id, k as u16));
            dag.replace_all_uses(SdValue::new(n, 1), SdValue::new(id, w as u16));
        }
        ("nvptx.load-vectorize", id)
    } else {
        let op = if w == 4 { NvptxIsd::StoreV4 } else { NvptxIsd::StoreV2 };
        let mut ops = vec![first.ops[0]];
        ops.extend(run.iter().map(|&n| dag.node(n).ops[1]));
        ops.push(first.ops[2]);
        let id = dag.get_node(op, &[Mvt::Other], &ops, Payload::Mem(mem.clone()), first.source)?;
        for &n in run {
            dag.replace_all_uses(SdValue::new(n, 0), SdValue::new(id, 0));
        }
        ("nvptx.store-vectorize", id)
    };
    log.push(RuleEvent {
        rule: rule.to_string(),
        node: run[0].0,
        replaced_by: vec![id.0],
        note: format!("{} -> {id}: {} {} align {}", names.join(", "), dag.node(id).opcode, mem.mem_vt, mem.align),
    });
    Ok(())
}

/// A type a memory access can change to by a bitcast: whole bytes per lane (no i1 vectors,
/// whose memory form is packed bits).
fn byte_lanes(vt: Mvt) -> bool {
    vt.scalar().is_some_and(|e| e.bits().is_multiple_of(8)) && vt.bits().is_multiple_of(8)
}

/// DAGCombiner::visitSTORE: "If this is a store of a bit convert, store the input value": before
/// legalization a simple, non-truncating store of a bitcast used only there stores the bitcast's
/// operand (`st.v2.b32 {a, b}` of a v2i32 made an i64, not a 64-bit value put together).
fn store_of_bitcast(dag: &mut SelectionDag, n: NodeId, run: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::Store) || run != Run::BeforeLegalize {
        return Ok(None);
    }
    let st = dag.node(n).clone();
    let Payload::Mem(mem) = &st.payload else { return Ok(None) };
    let val = st.ops[1];
    if isd(dag, val.node) != Some(Isd::Bitcast) || mem.volatile || mem.ordering.is_some() || mem.ext != super::ExtType::NonExt || mem.mem_vt != dag.vt(val) {
        return Ok(None);
    }
    let x = dag.node(val.node).ops[0];
    let xvt = dag.vt(x);
    if !byte_lanes(xvt) || !byte_lanes(mem.mem_vt) || xvt.bits() != mem.mem_vt.bits() || dag.value_use_count(val) != 1 {
        return Ok(None);
    }
    let mut mem = mem.clone();
    mem.mem_vt = xvt;
    let mut ops = st.ops.clone();
    ops[1] = x;
    let new = dag.get_node(Isd::Store, &st.vts, &ops, Payload::Mem(mem), st.source)?;
    dag.node_mut(new).flags = st.flags;
    Ok(Some(SdValue::new(new, 0)))
}

/// DAGCombiner::visitBITCAST's `fold (conv (load x)) -> (load (conv*)x)`: before legalization a
/// simple load used only by a bitcast loads the cast's type.
fn bitcast_of_load(dag: &mut SelectionDag, n: NodeId, run: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::Bitcast) || run != Run::BeforeLegalize {
        return Ok(None);
    }
    let x = dag.node(n).ops[0];
    let vt = dag.node(n).vts[0];
    if x.res != 0 || isd(dag, x.node) != Some(Isd::Load) {
        return Ok(None);
    }
    let load = dag.node(x.node).clone();
    let Payload::Mem(mem) = &load.payload else { return Ok(None) };
    if mem.volatile || mem.ordering.is_some() || mem.ext != super::ExtType::NonExt || load.vts.len() != 2 || mem.mem_vt != dag.vt(x) {
        return Ok(None);
    }
    if !byte_lanes(vt) || !byte_lanes(mem.mem_vt) || vt.bits() != mem.mem_vt.bits() || dag.value_use_count(x) != 1 {
        return Ok(None);
    }
    let mut mem = mem.clone();
    mem.mem_vt = vt;
    let new = dag.get_node(Isd::Load, &[vt, Mvt::Other], &load.ops, Payload::Mem(mem), load.source)?;
    dag.node_mut(new).flags = load.flags;
    dag.replace_all_uses(SdValue::new(x.node, 1), SdValue::new(new, 1));
    Ok(Some(SdValue::new(new, 0)))
}

/// Whether `v` depends on node `target` through its operands (a bounded walk: too deep counts
/// as depending).
fn depends_on(dag: &SelectionDag, v: NodeId, target: NodeId) -> bool {
    let mut seen = BTreeSet::new();
    let mut stack = vec![v];
    while let Some(n) = stack.pop() {
        if n == target || seen.len() > 256 {
            return true;
        }
        if seen.insert(n) {
            stack.extend(dag.node(n).ops.iter().map(|o| o.node));
        }
    }
    false
}

/// DAGCombiner::visitEXTRACT_VECTOR_ELT's `extract_vector_elt (load $addr), i --> load($addr +
/// i * size)` for a variable index (before the vector is split): the index is clamped to the vector
/// (`and n-1`, n a power of two) as TargetLowering::getVectorElementPointer does, and only the
/// element is read. The load must be simple, used only here, and the index must not depend on it.
fn extract_of_load(dag: &mut SelectionDag, n: NodeId, run: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::ExtractVectorElt) || run != Run::BeforeLegalize {
        return Ok(None);
    }
    let (vec, idx) = (dag.node(n).ops[0], dag.node(n).ops[1]);
    if const_of(dag, idx).is_some() || vec.res != 0 || isd(dag, vec.node) != Some(Isd::Load) {
        return Ok(None);
    }
    let Payload::Mem(mem) = &dag.node(vec.node).payload else { return Ok(None) };
    let mut mem = mem.clone();
    let (Mvt::Vector(elt, lanes), vt) = (mem.mem_vt, dag.node(n).vts[0]) else { return Ok(None) };
    let elt_vt = Mvt::Scalar(elt);
    let size = elt.bits() / 8;
    if mem.volatile || mem.ordering.is_some() || mem.ext != super::ExtType::NonExt || elt.bits() % 8 != 0 || lanes < 2 || vt != elt_vt {
        return Ok(None);
    }
    if dag.value_use_count(vec) != 1 || depends_on(dag, idx.node, vec.node) {
        return Ok(None);
    }
    let load = dag.node(vec.node).clone();
    let (chain, ptr) = (load.ops[0], load.ops[1]);
    let pvt = dag.vt(ptr);
    let source = dag.node(n).source;
    let ivt = dag.vt(idx);
    let wide = match ivt.bits().cmp(&pvt.bits()) {
        std::cmp::Ordering::Less => dag.value(Isd::ZeroExtend, pvt, &[idx], source)?,
        std::cmp::Ordering::Greater => dag.value(Isd::Truncate, pvt, &[idx], source)?,
        std::cmp::Ordering::Equal => idx,
    };
    // clampDynamicVectorIndex: a mask for a power-of-two length, else umin with the last index.
    let m = dag.constant(i128::from(lanes) - 1, pvt)?;
    let clamped = dag.value(if lanes.is_power_of_two() { Isd::And } else { Isd::UMin }, pvt, &[wide, m], source)?;
    let offset = if size > 1 {
        let sh = shift_amount(dag, size.trailing_zeros())?;
        dag.value(Isd::Shl, pvt, &[clamped, sh], source)?
    } else {
        clamped
    };
    let addr = dag.value(Isd::Add, pvt, &[ptr, offset], source)?;
    mem.mem_vt = elt_vt;
    mem.align = mem.align.min(size).max(1);
    let mut ops = load.ops.clone();
    ops[0] = chain;
    ops[1] = addr;
    let new = dag.get_node(Isd::Load, &[elt_vt, Mvt::Other], &ops, Payload::Mem(mem), load.source)?;
    dag.replace_all_uses(SdValue::new(vec.node, 1), SdValue::new(new, 1));
    Ok(Some(SdValue::new(new, 0)))
}

fn extract_of_build_vector(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::ExtractVectorElt) {
        return Ok(None);
    }
    let ops = dag.node(n).ops.clone();
    let Some(k) = const_of(dag, ops[1]) else { return Ok(None) };
    match isd(dag, ops[0].node) {
        Some(Isd::BuildVector) => {
            let lanes = &dag.node(ops[0].node).ops;
            // The lane's own value, where its type is the extract's (no implicit truncation).
            Ok(usize::try_from(k).ok().and_then(|k| lanes.get(k).copied()).filter(|&v| dag.vt(v) == dag.node(n).vts[0]))
        }
        Some(Isd::Undef | Isd::Poison) => {
            let elt = dag.node(n).vts[0];
            let source = dag.node(n).source;
            Ok(Some(SdValue::new(dag.get_node(Isd::Undef, &[elt], &[], Payload::None, source)?, 0)))
        }
        _ => Ok(None),
    }
}

fn build_vector_of_extracts(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::BuildVector) {
        return Ok(None);
    }
    let node = dag.node(n);
    let vt = node.vts[0];
    let mut source: Option<SdValue> = None;
    for (k, &lane) in node.ops.iter().enumerate() {
        let e = dag.node(lane.node);
        if e.opcode != Opcode::Isd(Isd::ExtractVectorElt) || lane.res != 0 || const_of(dag, e.ops[1]) != Some(k as i128) || dag.vt(e.ops[0]) != vt {
            return Ok(None);
        }
        match source {
            Some(s) if s != e.ops[0] => return Ok(None),
            _ => source = Some(e.ops[0]),
        }
    }
    Ok(source.filter(|_| node.ops.len() == usize::from(vt.lanes())))
}

/// `insert_vector_elt` of a 16-bit lane at a variable index into an eight-lane vector: the
/// vector bitcast to four i32 words, each word one `bfi.b32` of the lane at bit `16*i - 32*k`,
/// length 16 (exact: PTX's bfi reads the position modulo 256 and leaves the word unchanged past
/// bit 31, so only the word holding lane i changes), the words bitcast back. The byte words of
/// a v8i8 are split the same way in type legalization.
fn insert_var_into_words(dag: &mut SelectionDag, n: NodeId, run: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::InsertVectorElt) || run != Run::BeforeLegalize {
        return Ok(None);
    }
    let node = dag.node(n).clone();
    let vt = node.vts[0];
    use crate::dag::Scalar;
    let (Mvt::Vector(sc @ (Scalar::I16 | Scalar::F16 | Scalar::BF16), 8), &[v, x, i]) = (vt, &node.ops[..]) else { return Ok(None) };
    if const_of(dag, i).is_some() || dag.vt(x) != Mvt::Scalar(sc) {
        return Ok(None);
    }
    let src = node.source;
    let words_t = Mvt::Vector(Scalar::I32, 4);
    // A vector loaded for this insert alone is loaded as the words (as bitcast-of-load would:
    // one ld.v4.b32, no lanes unpacked and packed again).
    let load = dag.node(v.node).clone();
    let simple_load = match &load.payload {
        Payload::Mem(m) if v.res == 0 && isd(dag, v.node) == Some(Isd::Load) => {
            !m.volatile && m.ordering.is_none() && m.ext == super::ExtType::NonExt && load.vts.len() == 2 && m.mem_vt == vt && dag.value_use_count(v) == 1
        }
        _ => false,
    };
    let words = if simple_load {
        let Payload::Mem(mut mem) = load.payload.clone() else { unreachable!("checked above") };
        mem.mem_vt = words_t;
        let new = dag.get_node(Isd::Load, &[words_t, Mvt::Other], &load.ops, Payload::Mem(mem), load.source)?;
        dag.node_mut(new).flags = load.flags;
        dag.replace_all_uses(SdValue::new(v.node, 1), SdValue::new(new, 1));
        SdValue::new(new, 0)
    } else {
        dag.value(Isd::Bitcast, words_t, &[v], src)?
    };
    let x16 = if sc == Scalar::I16 { x } else { dag.value(Isd::Bitcast, Mvt::I16, &[x], src)? };
    let x32 = dag.value(Isd::AnyExtend, Mvt::I32, &[x16], src)?;
    let mut lanes = Vec::with_capacity(4);
    for k in 0..4i128 {
        let kk = dag.constant(k, Mvt::I64)?;
        lanes.push(dag.value(Isd::ExtractVectorElt, Mvt::I32, &[words, kk], src)?);
    }
    let out = super::legalize_ops::bfi_lane_into_words(dag, x32, &lanes, i, 16, src)?;
    let bv = dag.value(Isd::BuildVector, words_t, &out, src)?;
    Ok(Some(dag.value(Isd::Bitcast, vt, &[bv], src)?))
}

fn insert_into_build_vector(dag: &mut SelectionDag, n: NodeId, run: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::InsertVectorElt) || run != Run::BeforeLegalize {
        return Ok(None);
    }
    let node = dag.node(n).clone();
    let vt = node.vts[0];
    let lanes = usize::from(vt.lanes());
    let Some(k) = const_of(dag, node.ops[2]).and_then(|k| usize::try_from(k).ok()).filter(|&k| k < lanes) else { return Ok(None) };
    let elt = dag.vt(node.ops[1]);
    let mut ops: Vec<SdValue> = match isd(dag, node.ops[0].node) {
        // Only the vector's last user may take its lanes over (no duplicated BUILD_VECTORs).
        Some(Isd::BuildVector) if dag.use_count(node.ops[0].node) == 1 => dag.node(node.ops[0].node).ops.clone(),
        Some(Isd::Undef | Isd::Poison) => {
            let u = SdValue::new(dag.get_node(Isd::Undef, &[elt], &[], Payload::None, node.source)?, 0);
            vec![u; lanes]
        }
        _ => return Ok(None),
    };
    if ops.len() != lanes || ops.iter().any(|&o| dag.vt(o) != elt) {
        return Ok(None);
    }
    ops[k] = node.ops[1];
    Ok(Some(dag.value(Isd::BuildVector, vt, &ops, node.source)?))
}

fn select_constant_condition(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::Select) {
        return Ok(None);
    }
    let ops = dag.node(n).ops.clone();
    Ok(const_of(dag, ops[0]).map(|c| if c != 0 { ops[1] } else { ops[2] }))
}

/// DAGCombiner::SimplifySelectOps on two loads: `select c, (load p), (load q)` reads one of two
/// addresses, so it becomes one load through `select c, p, q` (the alignment the smaller of the
/// two, the IR value dropped as LLVM keeps only the address space). The loads' chain results
/// move to the new load's.
fn select_of_loads(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::Select) {
        return Ok(None);
    }
    let [c, t, f] = [dag.node(n).ops[0], dag.node(n).ops[1], dag.node(n).ops[2]];
    if t.res != 0 || f.res != 0 || t.node == f.node || isd(dag, t.node) != Some(Isd::Load) || isd(dag, f.node) != Some(Isd::Load) {
        return Ok(None);
    }
    let (lt, lf) = (dag.node(t.node).clone(), dag.node(f.node).clone());
    let (Payload::Mem(mt), Payload::Mem(mf)) = (&lt.payload, &lf.payload) else { return Ok(None) };
    let simple = |m: &super::MemOperand| !m.volatile && m.ordering.is_none();
    if !simple(mt) || !simple(mf) || lt.ops.len() != 2 || lf.ops.len() != 2 || lt.ops[0] != lf.ops[0] || lt.vts != lf.vts {
        return Ok(None);
    }
    if (mt.mem_vt, mt.ext, mt.addr_space, mt.invariant) != (mf.mem_vt, mf.ext, mf.addr_space, mf.invariant) {
        return Ok(None);
    }
    if dag.value_use_count(t) != 1 || dag.value_use_count(f) != 1 {
        return Ok(None);
    }
    // No cycle: neither load reaches the other, and the condition reaches neither.
    if depends_on(dag, t.node, f.node) || depends_on(dag, f.node, t.node) || depends_on(dag, c.node, t.node) || depends_on(dag, c.node, f.node) {
        return Ok(None);
    }
    let (p, q) = (lt.ops[1], lf.ops[1]);
    let pvt = dag.vt(p);
    if dag.vt(q) != pvt {
        return Ok(None);
    }
    let source = dag.node(n).source;
    let addr = dag.value(Isd::Select, pvt, &[c, p, q], source)?;
    let mut mem = mt.clone();
    mem.align = mt.align.min(mf.align);
    mem.ir_value = None;
    let new = dag.get_node(Isd::Load, &lt.vts, &[lt.ops[0], addr], Payload::Mem(mem), source)?;
    dag.replace_all_uses(SdValue::new(t.node, 1), SdValue::new(new, 1));
    dag.replace_all_uses(SdValue::new(f.node, 1), SdValue::new(new, 1));
    Ok(Some(SdValue::new(new, 0)))
}

/// DAGCombiner's foldBoolSelectToLogic: an i1 select with a constant arm (or an arm equal to
/// the condition) is a logic operation on predicates. NVPTX lowers an i1 select to a `selp.b32`
/// of 1 and 0 and a compare back, so without this a chain of `&&` costs three instructions a
/// link instead of one `and.pred`. (LLVM adds a freeze on the other arm; ours would fold away.)
fn bool_select_to_logic(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    let node = dag.node(n);
    if isd(dag, n) != Some(Isd::Select) || node.vts.as_slice() != [Mvt::I1] {
        return Ok(None);
    }
    let [c, t, f] = [node.ops[0], node.ops[1], node.ops[2]];
    if dag.node(c.node).vts.get(c.res as usize) != Some(&Mvt::I1) {
        return Ok(None);
    }
    let src = node.source;
    let (tc, fc) = (const_of(dag, t), const_of(dag, f));
    Ok(Some(if c == t || tc.is_some_and(|v| v != 0) {
        dag.value(Isd::Or, Mvt::I1, &[c, f], src)?
    } else if c == f || fc == Some(0) {
        dag.value(Isd::And, Mvt::I1, &[c, t], src)?
    } else if fc.is_some_and(|v| v != 0) {
        let ones = dag.constant(-1, Mvt::I1)?;
        let not = dag.value(Isd::Xor, Mvt::I1, &[c, ones], src)?;
        dag.value(Isd::Or, Mvt::I1, &[not, t], src)?
    } else if tc == Some(0) {
        let ones = dag.constant(-1, Mvt::I1)?;
        let not = dag.value(Isd::Xor, Mvt::I1, &[c, ones], src)?;
        dag.value(Isd::And, Mvt::I1, &[not, f], src)?
    } else {
        return Ok(None);
    }))
}

fn not_of_setcc(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::Xor) {
        return Ok(None);
    }
    let node = dag.node(n);
    let (x, k) = (node.ops[0], node.ops[1]);
    if node.vts.first() != Some(&Mvt::I1) || const_of(dag, k).is_none_or(|c| c & 1 == 0) || isd(dag, x.node) != Some(Isd::SetCC) {
        return Ok(None);
    }
    let cmp = dag.node(x.node);
    let (a, b, c) = (cmp.ops[0], cmp.ops[1], cmp.ops[2]);
    let Payload::Cond(cc) = dag.node(c.node).payload else { return Ok(None) };
    let float = dag.vt(a).is_float();
    let source = dag.node(x.node).source;
    let inv = dag.get_node(Isd::CondCode, &[Mvt::Other], &[], Payload::Cond(cc.inverse(float)), None)?;
    Ok(Some(SdValue::new(dag.get_node(Isd::SetCC, &[Mvt::I1], &[a, b, SdValue::new(inv, 0)], Payload::None, source)?, 0)))
}

fn setcc_le_ge_to_lt_gt(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::SetCC) {
        return Ok(None);
    }
    let node = dag.node(n);
    let (x, k, c) = (node.ops[0], node.ops[1], node.ops[2]);
    let vt = dag.vt(x);
    if !vt.is_integer() || vt.is_vector() || vt == Mvt::I1 {
        return Ok(None);
    }
    let Some(v) = const_of(dag, k) else { return Ok(None) };
    let Payload::Cond(cc) = dag.node(c.node).payload else { return Ok(None) };
    let bits = bits_of(vt);
    let (smin, smax) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
    let u = (v as u128) & mask(bits);
    let (new_cc, new_k) = match cc {
        CondCode::Le if v < smax => (CondCode::Lt, v + 1),
        CondCode::Ge if v > smin => (CondCode::Gt, v - 1),
        CondCode::Ule if u < mask(bits) => (CondCode::Ult, v + 1),
        CondCode::Uge if u > 0 => (CondCode::Ugt, v - 1),
        _ => return Ok(None),
    };
    let source = dag.node(n).source;
    let kt = dag.vt(k);
    let nk = dag.constant(new_k, kt)?;
    let ncc = dag.get_node(Isd::CondCode, &[Mvt::Other], &[], Payload::Cond(new_cc), None)?;
    let vts = dag.node(n).vts.clone();
    Ok(Some(SdValue::new(dag.get_node(Isd::SetCC, &vts, &[x, nk, SdValue::new(ncc, 0)], Payload::None, source)?, 0)))
}

fn brcond_constant(dag: &mut SelectionDag, n: NodeId, _: Run) -> Result<Option<SdValue>, OverBudget> {
    if isd(dag, n) != Some(Isd::BrCond) {
        return Ok(None);
    }
    let ops = dag.node(n).ops.clone();
    let Some(c) = const_of(dag, ops[1]) else { return Ok(None) };
    if c == 0 {
        // Never taken: the chain goes on without it.
        return Ok(Some(ops[0]));
    }
    let source = dag.node(n).source;
    Ok(Some(SdValue::new(dag.get_node(Isd::Br, &[Mvt::Other], &[ops[0], ops[2]], Payload::None, source)?, 0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(dag: &mut SelectionDag) -> Vec<RuleEvent> {
        let mut log = Vec::new();
        combine(dag, Run::BeforeLegalize, 10_000, &mut log).unwrap();
        log
    }

    fn reg(d: &mut SelectionDag, r: u32, vt: Mvt) -> SdValue {
        SdValue::new(d.get_node(Isd::Register, &[vt], &[], Payload::Register(r), None).unwrap(), 0)
    }

    fn store_root(d: &mut SelectionDag, v: SdValue) {
        let e = d.entry_chain();
        let r = reg(d, 99, d.vt(v));
        let c = d.get_node(Isd::CopyToReg, &[Mvt::Other], &[e, r, v], Payload::None, None).unwrap();
        d.root = SdValue::new(c, 0);
    }

    #[test]
    fn folds_constants_and_reassociates() {
        let mut d = SelectionDag::new("f", "b", 1000);
        let x = reg(&mut d, 0, Mvt::I32);
        let c2 = d.constant(2, Mvt::I32).unwrap();
        let c3 = d.constant(3, Mvt::I32).unwrap();
        let five = d.value(Isd::Add, Mvt::I32, &[c2, c3], None).unwrap();
        let a = d.value(Isd::Add, Mvt::I32, &[x, five], None).unwrap();
        let b = d.value(Isd::Add, Mvt::I32, &[a, c3], None).unwrap();
        store_root(&mut d, b);
        let log = run(&mut d);
        let rules: Vec<&str> = log.iter().map(|e| e.rule.as_str()).collect();
        assert!(rules.contains(&"constant-fold") && rules.contains(&"reassociate-constants"), "{rules:?}");
        let text = d.dump();
        assert!(text.contains("add Register:i32 %0, Constant:i32<8>"), "{text}");
    }

    #[test]
    fn strength_reduces_by_powers_of_two() {
        let mut d = SelectionDag::new("f", "b", 1000);
        let x = reg(&mut d, 0, Mvt::I64);
        let eight = d.constant(8, Mvt::I64).unwrap();
        let m = d.value(Isd::Mul, Mvt::I64, &[eight, x], None).unwrap();
        let q = d.value(Isd::UDiv, Mvt::I64, &[m, eight], None).unwrap();
        let r = d.value(Isd::URem, Mvt::I64, &[q, eight], None).unwrap();
        store_root(&mut d, r);
        let log = run(&mut d);
        let mut rules: Vec<&str> = log.iter().map(|e| e.rule.as_str()).collect();
        rules.sort_unstable();
        assert_eq!(rules, vec!["constant-to-rhs", "mul-pow2-to-shl", "udiv-pow2-to-srl", "urem-pow2-to-and"]);
        let text = d.dump();
        assert!(text.contains("shl Register:i64 %0, Constant:i32<3>"), "{text}");
        assert!(text.contains("srl"), "{text}");
        assert!(text.contains("and") && text.contains("Constant:i64<7>"), "{text}");
    }

    /// As LLVM keeps the debug location: a replacement node takes the location of the node it
    /// replaces, so the IR line still finds it after the combine.
    #[test]
    fn replacements_inherit_the_source_location() {
        let mut d = SelectionDag::new("f", "b", 1000);
        let x = reg(&mut d, 0, Mvt::I64);
        let eight = d.constant(8, Mvt::I64).unwrap();
        let at = crate::diag::Span::new(7, 3, 12);
        let m = d.value(Isd::Mul, Mvt::I64, &[x, eight], Some(at)).unwrap();
        store_root(&mut d, m);
        let log = run(&mut d);
        let e = log.iter().find(|e| e.rule == "mul-pow2-to-shl").unwrap();
        assert_eq!(e.node, m.node.0);
        let snap = d.snapshot();
        let shl = snap.nodes.iter().find(|n| n.opcode == "shl").unwrap();
        assert!(e.replaced_by.contains(&shl.id));
        assert_eq!(shl.source, Some(at));
        assert!(!snap.nodes.iter().any(|n| n.id == m.node.0), "the mul is gone");
    }

    #[test]
    fn fma_needs_contract_on_both() {
        for (flags, expect) in [(NodeFlags::CONTRACT, true), (0, false)] {
            let mut d = SelectionDag::new("f", "b", 1000);
            let a = reg(&mut d, 0, Mvt::F32);
            let b = reg(&mut d, 1, Mvt::F32);
            let c = reg(&mut d, 2, Mvt::F32);
            let m = d.value(Isd::FMul, Mvt::F32, &[a, b], None).unwrap();
            d.set_flags(m.node, NodeFlags(flags));
            let s = d.value(Isd::FAdd, Mvt::F32, &[m, c], None).unwrap();
            d.set_flags(s.node, NodeFlags(flags));
            store_root(&mut d, s);
            let log = run(&mut d);
            assert_eq!(log.iter().any(|e| e.rule == "fma-contract"), expect);
            assert_eq!(d.dump().contains("fma"), expect);
        }
    }

    #[test]
    fn identities_and_undefined_folds() {
        assert_eq!(eval_binary(Isd::Add, 0x7fff_ffff, 1, 32), Some(-0x8000_0000));
        assert_eq!(eval_binary(Isd::UDiv, 1, 0, 32), None);
        assert_eq!(eval_binary(Isd::Shl, 1, 32, 32), None);
        assert_eq!(eval_binary(Isd::Sra, -8, 1, 32), Some(-4));
        assert_eq!(eval_binary(Isd::Srl, -8, 1, 32), Some(0x7fff_fffc));
        let mut d = SelectionDag::new("f", "b", 1000);
        let x = reg(&mut d, 0, Mvt::I32);
        let zero = d.constant(0, Mvt::I32).unwrap();
        let ones = d.constant(-1, Mvt::I32).unwrap();
        let a = d.value(Isd::Add, Mvt::I32, &[x, zero], None).unwrap();
        let b = d.value(Isd::And, Mvt::I32, &[a, ones], None).unwrap();
        store_root(&mut d, b);
        run(&mut d);
        assert!(d.dump().contains("CopyToReg t0, Register:i32 %99, Register:i32 %0"), "{}", d.dump());
    }

    #[test]
    fn every_rule_is_named_once() {
        let mut names: Vec<_> = RULES.iter().map(|r| r.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), RULES.len());
    }

    fn mem(vt: Mvt, align: u32) -> super::super::MemOperand {
        super::super::MemOperand { mem_vt: vt, addr_space: 1, align, volatile: false, ordering: None, scope: None, ext: super::super::ExtType::NonExt, ir_value: None, invariant: false }
    }

    /// Four f32 loads at base+0..12 on one chain; returns the DAG with their sum stored.
    fn four_loads(align: u32) -> SelectionDag {
        let mut d = SelectionDag::new("f", "b", 1000);
        let e = d.entry_chain();
        let base = reg(&mut d, 0, Mvt::I64);
        let mut vals = Vec::new();
        for k in 0..4 {
            let addr = if k == 0 { base } else {
                let c = d.constant(4 * k, Mvt::I64).unwrap();
                d.value(Isd::Add, Mvt::I64, &[base, c], None).unwrap()
            };
            let a = if k == 0 { align } else { 4 };
            let l = d.get_node(Isd::Load, &[Mvt::F32, Mvt::Other], &[e, addr], Payload::Mem(mem(Mvt::F32, a)), None).unwrap();
            vals.push(SdValue::new(l, 0));
        }
        let s1 = d.value(Isd::FAdd, Mvt::F32, &[vals[0], vals[1]], None).unwrap();
        let s2 = d.value(Isd::FAdd, Mvt::F32, &[vals[2], vals[3]], None).unwrap();
        let s = d.value(Isd::FAdd, Mvt::F32, &[s1, s2], None).unwrap();
        store_root(&mut d, s);
        d
    }

    #[test]
    fn aligned_adjacent_loads_become_one_load_v4() {
        let mut d = four_loads(16);
        let mut log = Vec::new();
        nvptx_post_legalize(&mut d, &mut log).unwrap();
        assert_eq!(log.len(), 1, "{log:?}");
        assert_eq!(log[0].rule, "nvptx.load-vectorize");
        let text = d.dump();
        assert!(text.contains("f32,f32,f32,f32,ch = NVPTXISD::LoadV4<(load (v4f32)"), "{text}");
        assert!(!text.contains(" = load<"), "{text}");
    }

    #[test]
    fn under_aligned_loads_pair_up_or_stay() {
        let mut d = four_loads(8);
        let mut log = Vec::new();
        nvptx_post_legalize(&mut d, &mut log).unwrap();
        // 8-byte alignment: the first pair merges into a LoadV2, the second (align 4) stays.
        assert_eq!(log.len(), 1, "{log:?}");
        assert!(log[0].note.contains("LoadV2"), "{log:?}");
        let mut d = four_loads(4);
        let mut log = Vec::new();
        nvptx_post_legalize(&mut d, &mut log).unwrap();
        assert!(log.is_empty(), "{log:?}");
    }

    #[test]
    fn adjacent_stores_become_one_store_v2() {
        let mut d = SelectionDag::new("f", "b", 1000);
        let e = d.entry_chain();
        let base = reg(&mut d, 0, Mvt::I64);
        let x = reg(&mut d, 1, Mvt::I64);
        let eight = d.constant(8, Mvt::I64).unwrap();
        let hi = d.value(Isd::Add, Mvt::I64, &[base, eight], None).unwrap();
        let s0 = d.get_node(Isd::Store, &[Mvt::Other], &[e, x, base], Payload::Mem(mem(Mvt::I64, 16)), None).unwrap();
        let s1 = d.get_node(Isd::Store, &[Mvt::Other], &[e, x, hi], Payload::Mem(mem(Mvt::I64, 8)), None).unwrap();
        let tf = d.value(Isd::TokenFactor, Mvt::Other, &[SdValue::new(s0, 0), SdValue::new(s1, 0)], None).unwrap();
        d.root = tf;
        let mut log = Vec::new();
        nvptx_post_legalize(&mut d, &mut log).unwrap();
        assert_eq!(log.len(), 1, "{log:?}");
        assert_eq!(log[0].rule, "nvptx.store-vectorize");
        let mut log = Vec::new();
        combine(&mut d, Run::AfterLegalizeOps, 10_000, &mut log).unwrap();
        assert!(log.iter().any(|e| e.rule == "token-factor-dedup"), "{log:?}");
        let text = d.dump();
        assert!(text.contains("NVPTXISD::StoreV2<(store (v2i64)"), "{text}");
        assert!(!text.contains("TokenFactor"), "{text}");
    }

    #[test]
    fn truncate_of_extend_folds() {
        let mut d = SelectionDag::new("f", "b", 1000);
        let x = reg(&mut d, 0, Mvt::I16);
        let w = d.value(Isd::AnyExtend, Mvt::I32, &[x], None).unwrap();
        let t = d.value(Isd::Truncate, Mvt::I16, &[w], None).unwrap();
        store_root(&mut d, t);
        let log = run(&mut d);
        assert!(log.iter().any(|e| e.rule == "trunc-of-ext"), "{log:?}");
        assert!(d.dump().contains("CopyToReg t0, Register:i16 %99, Register:i16 %0"), "{}", d.dump());
    }

    #[test]
    fn the_mask_of_a_zero_extending_load_is_dropped() {
        let mut d = SelectionDag::new("f", "b", 1000);
        let e = d.entry_chain();
        let p = reg(&mut d, 0, Mvt::I64);
        let mut m = mem(Mvt::I8, 1);
        m.ext = super::super::ExtType::ZExt;
        let l = d.get_node(Isd::Load, &[Mvt::I16, Mvt::Other], &[e, p], Payload::Mem(m), None).unwrap();
        let ff = d.constant(0xff, Mvt::I16).unwrap();
        let a = d.value(Isd::And, Mvt::I16, &[SdValue::new(l, 0), ff], None).unwrap();
        store_root(&mut d, a);
        let log = run(&mut d);
        assert!(log.iter().any(|e| e.rule == "mask-of-zextload"), "{log:?}");
        assert!(!d.dump().contains(" and "), "{}", d.dump());
    }
}
