// Invariants of the remaining ops' formats and verifiers, one case each.

// FLOOR: sm_90a
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<32x64xf32>>
func.func @accumulator_m_not_64() -> !acc {
  %c = nvgpu.warpgroup.mma.init.accumulator -> !acc
  return %c : !acc
}

// -----
// FLOOR: sm_80
func.func @group_of_non_tokens(%t: i32) {
  %g = nvgpu.device_async_create_group %t
  return
}

// -----
// FLOOR: sm_80
func.func @wait_on_non_token(%t: i32) {
  nvgpu.device_async_wait %t
  return
}

// -----
// FLOOR: sm_90
func.func @prefetch_not_a_descriptor(%m: memref<32xf32, 3>) {
  nvgpu.tma.prefetch.descriptor %m : memref<32xf32, 3>
  return
}

// -----
// FLOOR: sm_80
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
func.func @barrier_address_i16(%i: index) -> i16 {
  %b = nvgpu.mbarrier.create -> !bar
  %p = nvgpu.mbarrier.get %b[%i] : !bar -> i16
  return %p : i16
}

// -----
// FLOOR: sm_80
func.func @i4_fragment(%a: vector<4x4xi4>, %b: vector<2x8xi4>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 64]} : (vector<4x4xi4>, vector<2x8xi4>, vector<2x2xi32>) -> vector<2x2xi32>
  return %d : vector<2x2xi32>
}

// -----
// FLOOR: sm_80
func.func @copy_source_not_memref(%dst: memref<128xf32, 3>, %src: vector<4xf32>, %i: index) {
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 4 : vector<4xf32> to memref<128xf32, 3>
  return
}

// -----
// FLOOR: sm_90a
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>>
func.func @store_dynamic_destination(%c: !acc, %dst: memref<?x64xf32, 3>) {
  nvgpu.warpgroup.mma.store %c, %dst : !acc to memref<?x64xf32, 3>
  return
}
