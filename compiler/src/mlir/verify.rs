//! The nvgpu verifiers (seed 002 "Verification Invariants") and the per-arch floors of its
//! availability table. Every rule reports at the op with its own message; the GMMA layout rule uses
//! CUTLASS's wording verbatim ("Not a canonical GMMA_MN Layout", contract 2.31).

use super::ast::*;
use crate::diag::Diagnostic;
use crate::target::{Sm, SmVariant};

const PHASE: &str = "mlir-verify";

/// The lowest SM an nvgpu op needs (seed 002 "Per-Arch Availability"), as `(number, needs_a)`.
/// Deviations from the seed's table, each forced by the PTX ISA the op lowers to:
/// `mbarrier.try_wait.parity` needs sm_90 (PTX `mbarrier.try_wait` is sm_90+), `mma.sync`
/// m16n8k8 on f16 only sm_75 (PTX `mma.m16n8k8.f16`, which ptxas takes there), and the
/// warpgroup family needs exactly sm_90a (contract 2.45, C-33).
pub fn floor(op: &Op, m: &Module) -> Option<(u16, bool)> {
    Some(match op.name.as_str() {
        "nvgpu.device_async_copy" | "nvgpu.device_async_create_group" | "nvgpu.device_async_wait" => (80, false),
        "nvgpu.mbarrier.create" | "nvgpu.mbarrier.init" | "nvgpu.mbarrier.arrive" | "nvgpu.mbarrier.arrive.nocomplete" | "nvgpu.mbarrier.test.wait" | "nvgpu.mbarrier.inval" | "nvgpu.mbarrier.get" => (80, false),
        "nvgpu.mbarrier.try_wait.parity" | "nvgpu.mbarrier.arrive.expect_tx" => (90, false),
        "nvgpu.tma.async.load" | "nvgpu.tma.async.store" | "nvgpu.tma.prefetch.descriptor" | "nvgpu.tma.fence.descriptor" | "nvgpu.tma.create.descriptor" | "nvgpu.tma.async.reduce" => (90, false),
        "nvgpu.stmatrix" => (90, false),
        n if n.starts_with("nvgpu.tensormap.update.") => (90, true),
        "nvgpu.warpgroup.mma" | "nvgpu.warpgroup.mma.store" | "nvgpu.warpgroup.mma.init.accumulator" | "nvgpu.warpgroup.generate.descriptor" | "nvgpu.warpgroup.descriptor" => (90, true),
        // PTX's mma.m16n8k8 on f16 is sm_75's (Turing's HMMA.1688); every other shape sm_80's.
        "nvgpu.mma.sync" if op.attr("mmaShape").and_then(Attr::as_int_array) == Some(vec![16, 8, 8])
            && op.operands.first().is_some_and(|a| matches!(m.ty(*a), Type::Vector(_, e) if **e == Type::Float("f16"))) => (75, false),
        "nvgpu.mma.sync" | "nvgpu.mma.sp.sync" => (80, false),
        "nvgpu.ldmatrix" => (75, false),
        "gpu.warp_execute_on_lane_0" | "nvgpu.rcp" => (70, false),
        "nvgpu.cvt_fpext" | "nvgpu.cvt_fptrunc" => {
            let fp4 = op.results.iter().chain(&op.operands).any(|v| is_fp4(m.ty(*v))) || matches!(op.attr("kind"), Some(Attr::Str(k)) if k == "e2m1");
            if fp4 { (100, true) } else { (89, false) }
        }
        "nvgpu.fma.packed.f32x2" | "nvgpu.mul.packed.f32x2" => (100, true),
        _ => return None,
    })
}

fn is_fp4(t: &Type) -> bool {
    match t {
        Type::Float("f4E2M1FN") => true,
        Type::Vector(_, e) => is_fp4(e),
        _ => false,
    }
}

/// Verifies every op of the module for `sm`.
pub fn verify(m: &Module, sm: Sm) -> Vec<Diagnostic> {
    let mut out = vec![];
    m.walk(&mut |op| {
        if let Some((need, arch)) = floor(op, m) {
            let ok = match (arch, need) {
                (true, 90) => sm.number == 90 && sm.variant == SmVariant::Arch,
                (true, n) => sm.number >= n && sm.variant != SmVariant::Base,
                (false, n) => sm.number >= n,
            };
            if !ok {
                let want = if arch { format!("sm_{need}a") } else { format!("sm_{need} or newer") };
                out.push(Diagnostic::error(PHASE, op.span, format!("'{}' needs {want} (seed 002 availability table); the target is {sm}", op.name)));
            }
        }
        if let Err(msg) = shape(op).and_then(|()| verify_op(op, m)) {
            out.push(Diagnostic::error(PHASE, op.span, format!("'{}' op {msg}", op.name)));
        }
    });
    out
}

/// The operand and result counts (and segment lists) an op needs before its rule can look at it
/// (the generic form can write any op with any operands).
fn shape(op: &Op) -> Result<(), String> {
    let n = op.name.as_str();
    // (least operands, results, operand segments)
    let (min, results, segments): (usize, Option<usize>, Option<usize>) = match n {
        "nvgpu.device_async_copy" => (2, Some(1), Some(5)),
        "nvgpu.device_async_create_group" | "nvgpu.mbarrier.create" | "nvgpu.warpgroup.mma.init.accumulator" => (0, Some(1), None),
        "nvgpu.device_async_wait" | "nvgpu.tma.prefetch.descriptor" | "nvgpu.tma.fence.descriptor" => (1, Some(0), None),
        "nvgpu.mbarrier.init" | "nvgpu.mbarrier.arrive.expect_tx" => (3, Some(0), None),
        "nvgpu.mbarrier.arrive" => (2, Some(1), None),
        "nvgpu.mbarrier.arrive.nocomplete" | "nvgpu.mbarrier.test.wait" => (3, Some(1), None),
        "nvgpu.mbarrier.try_wait.parity" => (4, Some(0), None),
        "nvgpu.mbarrier.inval" => (2, Some(0), None),
        "nvgpu.mbarrier.get" => (2, Some(1), None),
        "nvgpu.tma.async.load" => (5, Some(0), Some(8)),
        "nvgpu.tma.async.store" | "nvgpu.tma.async.reduce" => (3, Some(0), Some(5)),
        "nvgpu.stmatrix" => (2, Some(0), None),
        "nvgpu.tensormap.update.global_address" | "nvgpu.tensormap.update.box_dim" | "nvgpu.tensormap.update.element_stride" => (2, Some(0), None),
        "nvgpu.tma.create.descriptor" => (2, Some(1), None),
        "nvgpu.warpgroup.generate.descriptor" | "nvgpu.warpgroup.descriptor" | "nvgpu.ldmatrix" | "nvgpu.rcp" | "nvgpu.cvt_fpext" | "nvgpu.cvt_fptrunc" => (1, Some(1), None),
        "nvgpu.warpgroup.mma" | "nvgpu.mma.sync" | "nvgpu.fma.packed.f32x2" => (3, Some(1), None),
        "nvgpu.mma.sp.sync" => (4, Some(1), None),
        "nvgpu.warpgroup.mma.store" => (2, Some(0), None),
        "nvgpu.mul.packed.f32x2" => (2, Some(1), None),
        "gpu.warp_execute_on_lane_0" => {
            if op.regions.first().is_none_or(|r| r.blocks.len() != 1) {
                return Err("needs a body of one block".into());
            }
            (1, None, None)
        }
        _ => return Ok(()),
    };
    if op.operands.len() < min {
        return Err(format!("expects at least {min} operands, got {}", op.operands.len()));
    }
    if let Some(r) = results {
        if op.results.len() != r {
            return Err(format!("expects {r} results, got {}", op.results.len()));
        }
    }
    if let Some(k) = segments {
        let s = segs(op).ok_or("lacks its operandSegmentSizes")?;
        if s.len() != k || s.iter().sum::<usize>() != op.operands.len() || s.iter().take(k.min(3)).any(|x| *x > op.operands.len()) {
            return Err(format!("operandSegmentSizes must list {k} sizes adding up to the {} operands", op.operands.len()));
        }
        let fixed: &[usize] = if n == "nvgpu.device_async_copy" { &[0, 2] } else if n == "nvgpu.tma.async.load" { &[0, 1, 2, 4] } else { &[0, 1] };
        if fixed.iter().any(|i| s[*i] != 1) {
            return Err("operandSegmentSizes gives a single operand the wrong count".into());
        }
    }
    Ok(())
}

fn memref(m: &Module, v: ValueId) -> Option<&MemRefType> {
    m.ty(v).as_memref()
}

fn minor_unit_stride(t: &MemRefType) -> bool {
    match t.strides_and_offset() {
        Some((s, _)) => s.last().is_none_or(|s| *s == 1),
        None => t.strided.as_ref().is_none_or(|(s, _)| s.last().is_none_or(|s| *s == 1)),
    }
}

fn segs(op: &Op) -> Option<Vec<usize>> {
    op.attr("operandSegmentSizes").and_then(Attr::as_int_array).map(|v| v.into_iter().map(|x| x as usize).collect())
}

fn check_index(m: &Module, vs: &[ValueId], what: &str) -> Result<(), String> {
    for v in vs {
        if *m.ty(*v) != Type::Index {
            return Err(format!("expects {what} of type index, got {}", m.ty(*v)));
        }
    }
    Ok(())
}

fn is_group(t: &Type) -> bool {
    matches!(t, Type::MbarrierGroup { .. })
}

#[allow(clippy::too_many_lines)]
fn verify_op(op: &Op, m: &Module) -> Result<(), String> {
    let ty = |i: usize| op.operands.get(i).map(|v| m.ty(*v));
    match op.name.as_str() {
        "nvgpu.device_async_copy" => {
            let s = segs(op).ok_or("lacks its operand segments")?;
            let (dst, src) = (op.operands[0], op.operands[1 + s[1]]);
            let dst_t = memref(m, dst).ok_or("expects a memref destination")?;
            let src_t = memref(m, src).ok_or("expects a memref source")?;
            if dst_t.space != 3 {
                return Err("destination memref must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)".into());
            }
            if dst_t.elem != src_t.elem {
                return Err("source and destination must have the same element type".into());
            }
            if !minor_unit_stride(src_t) {
                return Err("source memref most minor dim must have unit stride".into());
            }
            if !minor_unit_stride(dst_t) {
                return Err("destination memref most minor dim must have unit stride".into());
            }
            if s[1] != dst_t.shape.len() {
                return Err(format!("expected {} indices to destination memref", dst_t.shape.len()));
            }
            if s[3] != src_t.shape.len() {
                return Err(format!("expected {} indices to source memref", src_t.shape.len()));
            }
            let n = op.int_attr("dstElements").unwrap_or(0);
            let bits = dst_t.elem.bits().unwrap_or(0) as i128;
            let bytes = n * bits / 8;
            if !(n * bits % 8 == 0 && [4, 8, 16].contains(&bytes)) {
                return Err(format!("requested copy of {n} elements of {bits} bits is {bytes} bytes; cp.async moves 4, 8 or 16 bytes"));
            }
            if op.flag("bypassL1") && bytes != 16 {
                return Err(format!("bypassL1 does not satisfy alignment for '{}' with destination element {n}; unset bypassL1, or set the destination elements to {}", Type::MemRef(dst_t.clone()), 128 / bits.max(1)));
            }
            Ok(())
        }
        "nvgpu.device_async_create_group" => {
            if op.operands.iter().any(|v| *m.ty(*v) != Type::AsyncToken) {
                return Err("expects !nvgpu.device.async.token operands".into());
            }
            Ok(())
        }
        "nvgpu.device_async_wait" => {
            if ty(0) != Some(&Type::AsyncToken) {
                return Err("expects a !nvgpu.device.async.token operand".into());
            }
            Ok(())
        }
        "nvgpu.mbarrier.create" => {
            let t = op.results.first().map(|v| m.ty(*v)).ok_or("needs a result")?;
            match t {
                Type::MbarrierGroup { num, .. } if *num >= 1 => Ok(()),
                Type::MbarrierGroup { .. } => Err("needs at least one barrier in the group".into()),
                _ => Err("must return a !nvgpu.mbarrier.group".into()),
            }
        }
        n if n.starts_with("nvgpu.mbarrier.") => {
            if !ty(0).is_some_and(is_group) {
                return Err("expects a !nvgpu.mbarrier.group as its first operand".into());
            }
            check_index(m, &op.operands[1..2], "the barrier id")?;
            if n == "nvgpu.mbarrier.get" && !op.results.first().is_some_and(|r| matches!(m.ty(*r), Type::Int(32 | 64))) {
                return Err("must return i32 or i64 (the barrier's address)".into());
            }
            if n == "nvgpu.mbarrier.test.wait" && ty(2).is_some_and(|t| *t != Type::MbarrierToken) {
                return Err("expects a !nvgpu.mbarrier.token".into());
            }
            Ok(())
        }
        "nvgpu.tma.async.reduce" => {
            const REDOPS: [&str; 8] = ["add", "min", "max", "inc", "dec", "and", "or", "xor"];
            let r = match op.attr("redop") {
                Some(Attr::Str(r)) | Some(Attr::Opaque(r)) => r.clone(),
                _ => return Err("needs a redop attribute (add, min, max, inc, dec, and, or, xor)".into()),
            };
            if !REDOPS.contains(&r.as_str()) {
                return Err(format!("unknown redop '{r}' (add, min, max, inc, dec, and, or, xor)"));
            }
            let mut store = op.clone();
            store.name = "nvgpu.tma.async.store".into();
            verify_op(&store, m).map_err(|e| e.replace("nvgpu.tma.async.store", "nvgpu.tma.async.reduce"))
        }
        "nvgpu.stmatrix" => {
            let dst = memref(m, op.operands[1]).ok_or("expects a memref destination")?;
            if dst.space != 3 {
                return Err("the destination must be in shared memory address space".into());
            }
            if op.operands.len() - 2 != dst.shape.len() {
                return Err(format!("expected {} indices", dst.shape.len()));
            }
            match m.ty(op.operands[0]) {
                Type::Vector(s, e) if s.len() == 2 && [1, 2, 4].contains(&s[0]) && s[1] * e.bits().unwrap_or(0) as u64 == 32 && e.bits() == Some(16) => Ok(()),
                t => Err(format!("expects a vector<Nx2x16-bit> fragment with N = 1, 2 or 4, got {t}")),
            }
        }
        n if n.starts_with("nvgpu.tensormap.update.") => {
            let Type::TensorMap(tm) = m.ty(op.operands[0]) else { return Err("expects a !nvgpu.tensormap.descriptor".into()) };
            let want = if n.ends_with("global_address") { Type::Int(64) } else { Type::Int(32) };
            if *m.ty(op.operands[1]) != want {
                return Err(format!("expects a new value of type {want}, got {}", m.ty(op.operands[1])));
            }
            if !n.ends_with("global_address") {
                let rank = tm.tensor.as_memref().map_or(0, |t| t.shape.len()) as i128;
                match op.int_attr("ord") {
                    Some(o) if (0..rank).contains(&o) => {}
                    Some(o) => return Err(format!("ord {o} is out of range for a rank-{rank} tensor map")),
                    None => return Err("needs an ord attribute (the dimension to update)".into()),
                }
            }
            Ok(())
        }
        "nvgpu.tma.async.load" | "nvgpu.tma.async.store" => {
            let s = segs(op).ok_or("lacks its operand segments")?;
            let load = op.name.ends_with("load");
            let (smem, tmap, ncrd) = if load { (op.operands[0], op.operands[2], s[3]) } else { (op.operands[0], op.operands[1], s[2]) };
            let Type::TensorMap(tm) = m.ty(tmap) else { return Err("expects a !nvgpu.tensormap.descriptor".into()) };
            if load && !is_group(m.ty(op.operands[1])) {
                return Err("expects a !nvgpu.mbarrier.group".into());
            }
            if !(1..=5).contains(&ncrd) {
                return Err("Maximum 5 coordinates and dimension is supported.".into());
            }
            let st = memref(m, smem).ok_or("expects a memref in shared memory")?;
            if st.space != 3 {
                return Err(format!("the {} memref has incorrect address space, it must be shared memory address space", if load { "destination" } else { "source" }));
            }
            let Some(desc) = tm.tensor.as_memref() else { return Err("the descriptor's tensor must be a memref".into()) };
            if desc.shape.len() != ncrd {
                return Err(format!("has {ncrd} coordinates but the tensor map descriptor is rank {}", desc.shape.len()));
            }
            if let Some(d) = desc.shape.iter().map(|d| d.unwrap_or(0)).find(|d| !(1..=256).contains(d)) {
                return Err(format!("the tensor map descriptor must have dimensions between 1 and 256 but it is {d}"));
            }
            tensormap_swizzle(tm)?;
            if desc.elem != st.elem {
                return Err(format!("the tensor map element type {} does not match the shared memory element type {}", desc.elem, st.elem));
            }
            if desc.num_elements() != st.num_elements() {
                return Err(format!("the shared memory tile {} does not hold the descriptor's box {}", Type::MemRef(st.clone()), tm.tensor));
            }
            Ok(())
        }
        "nvgpu.tma.prefetch.descriptor" | "nvgpu.tma.fence.descriptor" => {
            if !matches!(ty(0), Some(Type::TensorMap(_))) {
                return Err("expects a !nvgpu.tensormap.descriptor".into());
            }
            Ok(())
        }
        "nvgpu.tma.create.descriptor" => {
            // Upstream's operand is an unranked memref (the runtime reads the global dimensions
            // from its descriptor); a ranked one with a static shape is the tileiras form, its
            // dimensions encoded directly.
            let nbox = op.operands.len() - 1;
            if !(1..=5).contains(&nbox) {
                return Err("Maximum 5 coordinates and dimension is supported.".into());
            }
            if !matches!(m.ty(op.operands[0]), Type::UnrankedMemRef(..)) {
                let t = memref(m, op.operands[0]).ok_or("expects an unranked memref (or a ranked one with a static shape)")?;
                if t.num_elements().is_none() {
                    return Err("needs an unranked memref, or a ranked one with a static shape (the descriptor encodes the global dimensions)".into());
                }
                if nbox != t.shape.len() {
                    return Err(format!("has {nbox} box dimensions for a rank-{} tensor", t.shape.len()));
                }
            }
            check_index(m, &op.operands[1..], "box dimensions")?;
            match op.results.first().map(|v| m.ty(*v)) {
                Some(Type::TensorMap(_)) => Ok(()),
                _ => Err("must return a !nvgpu.tensormap.descriptor".into()),
            }
        }
        "nvgpu.warpgroup.generate.descriptor" | "nvgpu.warpgroup.descriptor" => {
            let t = memref(m, op.operands[0]).ok_or("expects a memref in shared memory")?;
            if t.space != 3 {
                return Err("the tensor must be in shared memory address space".into());
            }
            let Some(Type::WgDescriptor(d)) = op.results.first().map(|v| m.ty(*v)) else { return Err("must return a !nvgpu.warpgroup.descriptor".into()) };
            if d.as_memref().map(|x| &x.shape) != Some(&t.shape) {
                return Err(format!("the descriptor's tensor {d} does not match the memref {}", Type::MemRef(t.clone())));
            }
            if let Some(Type::TensorMap(tm)) = op.operands.get(1).map(|v| m.ty(*v)) {
                // Upstream builds the descriptor's layout bits for the 128-byte swizzle only.
                if tm.swizzle != "swizzle_128b" {
                    return Err("supports only swizzle_128b is supported for the time being".into());
                }
                tensormap_swizzle(tm)?;
            }
            canonical_gmma(t)
        }
        "nvgpu.warpgroup.mma" => verify_wgmma(op, m),
        "nvgpu.warpgroup.mma.store" => {
            // Any memory space (upstream stores through the memref's own pointer); the
            // accumulator must be f32 and the destination exactly its shape and element type.
            let Some(Type::WgAccumulator(acc)) = ty(0) else { return Err("expects a !nvgpu.warpgroup.accumulator".into()) };
            let dst = memref(m, op.operands[1]).ok_or("expects a memref destination")?;
            accumulator_shape(acc)?;
            let Type::Vector(shape, e) = &**acc else { return Err("the accumulator must be a vector".into()) };
            if **e != Type::Float("f32") {
                return Err("hit a limitation: only f32 results for the time being".into());
            }
            let ds: Vec<u64> = dst.shape.iter().map(|d| d.unwrap_or(0)).collect();
            if ds != *shape {
                return Err(format!("the destination {} does not have the accumulator's shape {acc}", Type::MemRef(dst.clone())));
            }
            if *dst.elem != **e {
                return Err(format!("the destination element type {} is not the accumulator's {e}", dst.elem));
            }
            Ok(())
        }
        "nvgpu.warpgroup.mma.init.accumulator" => match op.results.first().map(|v| m.ty(*v)) {
            Some(Type::WgAccumulator(v)) => accumulator_shape(v).map(|_| ()),
            _ => Err("must return a !nvgpu.warpgroup.accumulator".into()),
        },
        "nvgpu.mma.sync" | "nvgpu.mma.sp.sync" => verify_mma(op, m),
        "nvgpu.ldmatrix" => {
            let src = memref(m, op.operands[0]).ok_or("expects a memref source")?;
            if src.space != 3 {
                return Err("expected nvgpu.ldmatrix srcMemref must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)".into());
            }
            if op.operands.len() - 1 != src.shape.len() {
                return Err(format!("expected {} indices", src.shape.len()));
            }
            let n = op.int_attr("numTiles").ok_or("needs a numTiles attribute")?;
            if ![1, 2, 4].contains(&n) {
                return Err(format!("numTiles must be 1, 2 or 4, got {n}"));
            }
            let bits = src.elem.bits().unwrap_or(0);
            if bits > 32 {
                return Err("expected element type of 32 bits or less".into());
            }
            if op.flag("transpose") && bits != 16 {
                return Err("expected 16-bit elements for the transposed (.trans) form".into());
            }
            let Some(Type::Vector(shape, e)) = op.results.first().map(|v| m.ty(*v)) else { return Err("must return a vector".into()) };
            if **e != *src.elem {
                return Err("failed to verify that srcMemref and res have same element type".into());
            }
            if shape.len() != 2 || shape[0] as i128 != n {
                return Err("expected vector register shape[0] and numTiles to match".into());
            }
            if shape[1] * e.bits().unwrap_or(0) as u64 != 32 {
                return Err("expected each register fragment to hold 32 bits".into());
            }
            Ok(())
        }
        "nvgpu.rcp" => {
            // ODS: a vector of f32; the op's verifier: only `approx` with `ftz` is built.
            let t = ty(0).ok_or("needs an operand")?;
            if !matches!(t, Type::Vector(_, e) if **e == Type::Float("f32")) {
                return Err(format!("operand #0 must be vector of 32-bit float values, but got '{t}'"));
            }
            let rounding = match op.attr("rounding") {
                None => "approx".to_string(),
                Some(Attr::Opaque(r) | Attr::Str(r)) => r.trim_end_matches('>').rsplit([' ', '<']).next().unwrap_or("").to_string(),
                Some(a) => format!("{a:?}"),
            };
            if rounding != "approx" || !op.flag("ftz") {
                return Err(format!("has a limitation. #nvgpu<rcp_rounding_mode {rounding}> or non-ftz is not supported yet."));
            }
            Ok(())
        }
        "nvgpu.cvt_fptrunc" => {
            if ty(0) != Some(&Type::Vector(vec![2], Box::new(Type::Float("f32")))) {
                return Err("expects a vector<2xf32> operand".into());
            }
            match op.results.first().map(|v| m.ty(*v)) {
                Some(Type::Vector(s, e)) if s == &[2] && matches!(**e, Type::Float("f8E4M3FN" | "f8E5M2" | "f4E2M1FN")) => Ok(()),
                _ => Err("must return a vector<2x{f8E4M3FN,f8E5M2,f4E2M1FN}>".into()),
            }
        }
        "nvgpu.cvt_fpext" => {
            match ty(0) {
                Some(Type::Vector(s, e)) if s == &[2] && matches!(**e, Type::Float("f8E4M3FN" | "f8E5M2" | "f4E2M1FN")) => {}
                _ => return Err("expects a vector<2x{f8E4M3FN,f8E5M2,f4E2M1FN}> operand".into()),
            }
            if op.results.first().map(|v| m.ty(*v)) != Some(&Type::Vector(vec![2], Box::new(Type::Float("f16")))) {
                return Err("must return a vector<2xf16>".into());
            }
            Ok(())
        }
        "nvgpu.fma.packed.f32x2" | "nvgpu.mul.packed.f32x2" => {
            let v2 = Type::Vector(vec![2], Box::new(Type::Float("f32")));
            let want = if op.name.contains("fma") { 3 } else { 2 };
            if op.operands.len() != want || op.operands.iter().chain(&op.results).any(|v| *m.ty(*v) != v2) {
                return Err(format!("expects {want} vector<2xf32> operands and a vector<2xf32> result"));
            }
            Ok(())
        }
        "gpu.warp_execute_on_lane_0" => {
            if op.int_attr("warp_size") != Some(32) {
                return Err("only a warp size of 32 is supported".into());
            }
            for r in &op.results {
                if m.ty(*r).bits() != Some(32) {
                    return Err(format!("results are broadcast with shfl.sync; {} is not a 32-bit scalar", m.ty(*r)));
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// A swizzled tensor map's box rows span exactly the swizzle width (legal shared-memory layout).
fn tensormap_swizzle(tm: &TensorMapType) -> Result<(), String> {
    let bytes = match tm.swizzle.as_str() {
        "swizzle_32b" => 32,
        "swizzle_64b" => 64,
        "swizzle_128b" => 128,
        _ => return Ok(()),
    };
    let Some(t) = tm.tensor.as_memref() else { return Ok(()) };
    let last = t.shape.last().copied().flatten().unwrap_or(0) * t.elem.bits().unwrap_or(8) as u64 / 8;
    if last != bytes {
        return Err(format!("the tensormap descriptor must have last dimension of {bytes} bytes but it is {last} bytes"));
    }
    Ok(())
}

/// `(m_tiles, n)` of a WGMMA accumulator `vector<MxNxf32>`.
fn accumulator_shape(t: &Type) -> Result<(u64, u64), String> {
    let Type::Vector(s, e) = t else { return Err("the accumulator must be a vector".into()) };
    if s.len() != 2 {
        return Err("expects rank-2 matrix fragments".into());
    }
    if !matches!(**e, Type::Float("f32" | "f16") | Type::Int(32)) {
        return Err(format!("unsupported accumulator element type {e}"));
    }
    if s[0] % 64 != 0 || s[0] == 0 {
        return Err(format!("accumulator M ({}) must be a multiple of 64", s[0]));
    }
    if s[1] % 8 != 0 || s[1] == 0 || s[1] > 256 {
        return Err(format!("accumulator N ({}) must be a multiple of 8 in 8..256", s[1]));
    }
    Ok((s[0] / 64, s[1]))
}

/// CUTLASS's canonical GMMA layout check: the innermost dimension is contiguous and spans whole
/// 16-byte core-matrix rows.
fn canonical_gmma(t: &MemRefType) -> Result<(), String> {
    let Some((strides, _)) = t.strides_and_offset() else { return Err("Not a canonical GMMA_MN Layout".into()) };
    let inner = t.shape.last().copied().flatten().unwrap_or(0);
    let bytes = inner * t.elem.bits().unwrap_or(0) as u64 / 8;
    if t.shape.len() != 2 || strides.last() != Some(&1) || !bytes.is_multiple_of(16) || strides[0] < inner as i64 {
        return Err("Not a canonical GMMA_MN Layout".into());
    }
    Ok(())
}

/// The K of one wgmma instruction for an input element type.
pub fn wgmma_k(e: &Type) -> Option<u64> {
    match e {
        Type::Float("f16" | "bf16") => Some(16),
        Type::Float("tf32") | Type::Float("f32") => Some(8),
        Type::Float("f8E4M3FN" | "f8E5M2") | Type::Int(8) => Some(32),
        _ => None,
    }
}

fn verify_wgmma(op: &Op, m: &Module) -> Result<(), String> {
    if op.operands.len() != 3 {
        return Err("expects descriptorA, descriptorB and matrixC".into());
    }
    let (Type::WgDescriptor(a), Type::WgDescriptor(b)) = (m.ty(op.operands[0]), m.ty(op.operands[1])) else {
        return Err("expects !nvgpu.warpgroup.descriptor operands".into());
    };
    let Type::WgAccumulator(c) = m.ty(op.operands[2]) else { return Err("expects a !nvgpu.warpgroup.accumulator".into()) };
    let d = op.results.first().map(|v| m.ty(*v)).ok_or("needs a result")?;
    if *d != Type::WgAccumulator(c.clone()) {
        return Err(format!("the result type {d} does not match the accumulator type {}", Type::WgAccumulator(c.clone())));
    }
    let (a, b) = (a.as_memref().ok_or("descriptor A must describe a memref")?, b.as_memref().ok_or("descriptor B must describe a memref")?);
    if a.shape.len() != 2 || b.shape.len() != 2 {
        return Err("expects rank-2 matrix fragments".into());
    }
    let (_, n) = accumulator_shape(c)?;
    let Type::Vector(cs, _) = &**c else { unreachable!("checked by accumulator_shape") };
    let (am, ak) = (a.shape[0].unwrap_or(0), a.shape[1].unwrap_or(0));
    // B is described as [K, N]; transposeB only changes how it is laid out in shared memory.
    let (bk, bn) = (b.shape[0].unwrap_or(0), b.shape[1].unwrap_or(0));
    if a.elem != b.elem {
        return Err(format!("descriptor element types differ ({} vs {})", a.elem, b.elem));
    }
    let k = wgmma_k(&a.elem).ok_or_else(|| format!("unsupported input element type {}", a.elem))?;
    if am != cs[0] || bn != n || ak != bk {
        return Err(format!("incompatible M/N/K: A is {am}x{ak}, B is {bk}x{bn}, the accumulator is {}x{n}", cs[0]));
    }
    if ak % k != 0 {
        return Err(format!("K ({ak}) must be a multiple of {k} for {} inputs", a.elem));
    }
    if (op.flag("transposeA") || op.flag("transposeB")) && a.elem.bits() != Some(16) {
        return Err("transposed operands are only legal for f16 and bf16 inputs".into());
    }
    canonical_gmma(a)?;
    canonical_gmma(b)?;
    Ok(())
}

fn vec_of(t: &Type) -> Option<(&[u64], &Type)> {
    match t {
        Type::Vector(s, e) => Some((s, e)),
        _ => None,
    }
}

fn verify_mma(op: &Op, m: &Module) -> Result<(), String> {
    let shape = op.attr("mmaShape").and_then(Attr::as_int_array).ok_or("needs an mmaShape attribute")?;
    if shape.len() != 3 {
        return Err("'mmaShape' attribute must be 3 elements".into());
    }
    if op.operands.len() < 3 {
        return Err("expects matrixA, matrixB and matrixC".into());
    }
    let (Some((sa, ea)), Some((sb, eb)), Some((sc, ec))) = (vec_of(m.ty(op.operands[0])), vec_of(m.ty(op.operands[1])), vec_of(m.ty(op.operands[2]))) else {
        return Err("expects vector register fragments".into());
    };
    if sa.len() != 2 || sb.len() != 2 || sc.len() != 2 {
        return Err("expects rank-2 vector fragments".into());
    }
    if ea != eb {
        return Err(format!("matrixA and matrixB element types differ ({ea} vs {eb})"));
    }
    let tf32 = op.flag("tf32Enabled");
    match (ea, ec) {
        (Type::Float("f16"), Type::Float("f16" | "f32")) | (Type::Float("bf16"), Type::Float("f32")) | (Type::Float("f64"), Type::Float("f64")) => {}
        (Type::Float("f32"), Type::Float("f32")) => {}
        (Type::Int(8 | 4), Type::Int(32)) => {}
        _ => return Err(format!("unsupported element types: {ea} inputs with a {ec} accumulator")),
    }
    // Upstream's wording: tf32Enabled is for F32 operands only (f32 without it verifies).
    if tf32 && *ea != Type::Float("f32") {
        return Err("expected tf32 tensor cores only for F32 operands".into());
    }
    let d = op.results.first().map(|v| m.ty(*v)).ok_or("needs a result")?;
    if d != m.ty(op.operands[2]) {
        return Err(format!("the result type {d} does not match matrixC {}", m.ty(op.operands[2])));
    }
    // Fragment sizes: per thread, A holds m*k/32 elements, B k*n/32, C m*n/32.
    let sparse = op.name == "nvgpu.mma.sp.sync";
    let (mm, nn, kk) = (shape[0] as u64, shape[1] as u64, shape[2] as u64);
    let count = |s: &[u64]| s[0] * s[1];
    let a_elems = mm * kk / 32 / if sparse { 2 } else { 1 };
    if count(sa) != a_elems || count(sb) != kk * nn / 32 || count(sc) != mm * nn / 32 {
        return Err(format!("fragment shapes do not match mmaShape [{mm}, {nn}, {kk}]: expected A with {a_elems}, B with {}, C with {} elements per thread", kk * nn / 32, mm * nn / 32));
    }
    if sparse {
        if m.ty(op.operands[3]) != &Type::Vector(vec![2], Box::new(Type::Int(16))) {
            return Err("expected sparse metadata of type vector<2xi16>".into());
        }
        let sel = op.int_attr("sparsitySelector").unwrap_or(0);
        if !(0..=1).contains(&sel) {
            return Err(format!("sparsity selector should be 0 or 1, got {sel}"));
        }
        if sel != 0 && ea.bits().unwrap_or(16) < 16 {
            return Err(format!("sparsity selector must be 0 for {ea} inputs, got {sel}"));
        }
    }
    Ok(())
}
