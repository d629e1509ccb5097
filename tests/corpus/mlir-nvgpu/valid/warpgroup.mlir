// The warpgroup (wgmma) ops: descriptors from tensor maps, f16/bf16 accumulating into f32
// and f16 into f16, several m/n tiles, transposed B, and the accumulator stores.

// FLOOR: sm_90a
!tA = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x64xf16, 3>>
func.func @generate_descriptor(%sm: memref<64x64xf16, 3>, %t: !tA) -> !dA {
  %d = nvgpu.warpgroup.generate.descriptor %sm, %t : memref<64x64xf16, 3>, !tA -> !dA
  return %d : !dA
}

// -----
// FLOOR: sm_90a
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, 3>>
!dB = !nvgpu.warpgroup.descriptor<tensor = memref<16x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
func.func @mma_f16_f32(%a: !dA, %b: !dB, %c: !acc) -> !acc {
  %d = nvgpu.warpgroup.mma %a, %b, %c {transposeB} : !dA, !dB, !acc -> !acc
  return %d : !acc
}

// -----
// FLOOR: sm_90a
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>
!dB = !nvgpu.warpgroup.descriptor<tensor = memref<64x128xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x128xf32>>
func.func @mma_two_m_tiles(%a: !dA, %b: !dB, %c: !acc) -> !acc {
  %d = nvgpu.warpgroup.mma %a, %b, %c {transposeB} : !dA, !dB, !acc -> !acc
  return %d : !acc
}

// -----
// FLOOR: sm_90a
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x32xbf16, 3>>
!dB = !nvgpu.warpgroup.descriptor<tensor = memref<32x64xbf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>>
func.func @mma_bf16(%a: !dA, %b: !dB, %c: !acc) -> !acc {
  %d = nvgpu.warpgroup.mma %a, %b, %c : !dA, !dB, !acc -> !acc
  return %d : !acc
}

// -----
// FLOOR: sm_90a
!dA = !nvgpu.warpgroup.descriptor<tensor = memref<64x32xf16, 3>>
!dB = !nvgpu.warpgroup.descriptor<tensor = memref<32x64xf16, 3>>
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf16>>
func.func @mma_f16_f16_wait(%a: !dA, %b: !dB, %c: !acc) -> !acc {
  %d = nvgpu.warpgroup.mma %a, %b, %c {waitGroup = 1 : i64} : !dA, !dB, !acc -> !acc
  return %d : !acc
}

// -----
// FLOOR: sm_90a
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>
func.func @init_and_store_shared(%dst: memref<64x128xf32, 3>) {
  %c = nvgpu.warpgroup.mma.init.accumulator -> !acc
  nvgpu.warpgroup.mma.store %c, %dst : !acc to memref<64x128xf32, 3>
  return
}

// -----
// FLOOR: sm_90a
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<128x64xf32>>
func.func @store_global(%c: !acc, %dst: memref<128x64xf32, 1>) {
  nvgpu.warpgroup.mma.store %c, %dst : !acc to memref<128x64xf32, 1>
  return
}
