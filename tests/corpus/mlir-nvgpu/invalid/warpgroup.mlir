// nvgpu.warpgroup.* invariants, one case each.

// FLOOR: sm_90a
!tA = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
func.func @descriptor_needs_swizzle(%sm: memref<64x64xf16, 3>, %t: !tA) -> !dA {
  %d = nvgpu.warpgroup.generate.descriptor %sm, %t : memref<64x64xf16, 3>, !tA -> !dA
  return %d : !dA
}

// -----
// FLOOR: sm_90a
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf32, 3>>
!dB = !nvgpu.warpgroup.descriptor<tensor = memref<16x32xf32, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x32xf32>>
func.func @tf32_not_supported(%a: !dA, %b: !dB, %c: !acc) -> !acc {
  %d = nvgpu.warpgroup.mma %a, %b, %c {transposeB} : !dA, !dB, !acc -> !acc
  return %d : !acc
}

// -----
// FLOOR: sm_90a
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, 3>>
!dB = !nvgpu.warpgroup.descriptor<tensor = memref<16x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>>
func.func @n_mismatch(%a: !dA, %b: !dB, %c: !acc) -> !acc {
  %d = nvgpu.warpgroup.mma %a, %b, %c : !dA, !dB, !acc -> !acc
  return %d : !acc
}

// -----
// FLOOR: sm_90a
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, 3>>
!dB = !nvgpu.warpgroup.descriptor<tensor = memref<32x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
func.func @k_mismatch(%a: !dA, %b: !dB, %c: !acc) -> !acc {
  %d = nvgpu.warpgroup.mma %a, %b, %c : !dA, !dB, !acc -> !acc
  return %d : !acc
}

// -----
// FLOOR: sm_90a
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, 3>>
!dB = !nvgpu.warpgroup.descriptor<tensor = memref<16x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<32x128xf32>>
func.func @m_not_64(%a: !dA, %b: !dB, %c: !acc) -> !acc {
  %d = nvgpu.warpgroup.mma %a, %b, %c : !dA, !dB, !acc -> !acc
  return %d : !acc
}

// -----
// FLOOR: sm_90a
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, 3>>
!dB = !nvgpu.warpgroup.descriptor<tensor = memref<16x12xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x12xf32>>
func.func @n_not_multiple_of_8(%a: !dA, %b: !dB, %c: !acc) -> !acc {
  %d = nvgpu.warpgroup.mma %a, %b, %c : !dA, !dB, !acc -> !acc
  return %d : !acc
}

// -----
// FLOOR: sm_90a
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xi8, 3>>
!dB = !nvgpu.warpgroup.descriptor<tensor = memref<16x64xi8, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xi32>>
func.func @transposed_8bit(%a: !dA, %b: !dB, %c: !acc) -> !acc {
  %d = nvgpu.warpgroup.mma %a, %b, %c {transposeA} : !dA, !dB, !acc -> !acc
  return %d : !acc
}

// -----
// FLOOR: sm_90a
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x32xf16>>
func.func @store_f16_accumulator(%c: !acc, %dst: memref<64x32xf16, 3>) {
  nvgpu.warpgroup.mma.store %c, %dst : !acc to memref<64x32xf16, 3>
  return
}

// -----
// FLOOR: sm_90a
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
func.func @store_too_small(%c: !acc, %dst: memref<64x64xf32, 3>) {
  nvgpu.warpgroup.mma.store %c, %dst : !acc to memref<64x64xf32, 3>
  return
}

// -----
// FLOOR: sm_90a
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
func.func @store_element_type(%c: !acc, %dst: memref<64x128xf16, 3>) {
  nvgpu.warpgroup.mma.store %c, %dst : !acc to memref<64x128xf16, 3>
  return
}
