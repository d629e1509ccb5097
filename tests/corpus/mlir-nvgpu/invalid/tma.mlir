// TMA op invariants, one case each.

// FLOOR: sm_90
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!t2 = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @load_coordinate_count(%d: !t2, %dst: memref<32x32xf32, 3>, %x: index) {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !bar
  nvgpu.tma.async.load %d[%x], %b[%c0] to %dst : !t2, !bar -> memref<32x32xf32, 3>
  return
}

// -----
// FLOOR: sm_90
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!t2 = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @load_not_shared(%d: !t2, %dst: memref<32x32xf32, 1>, %x: index) {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !bar
  nvgpu.tma.async.load %d[%x, %x], %b[%c0] to %dst : !t2, !bar -> memref<32x32xf32, 1>
  return
}

// -----
// FLOOR: sm_90
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!t2 = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @load_element_type(%d: !t2, %dst: memref<32x32xf16, 3>, %x: index) {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !bar
  nvgpu.tma.async.load %d[%x, %x], %b[%c0] to %dst : !t2, !bar -> memref<32x32xf16, 3>
  return
}

// -----
// FLOOR: sm_90
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!t6 = !nvgpu.tensormap.descriptor<tensor = memref<2x2x2x2x2x8xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @load_rank_6(%d: !t6, %dst: memref<2x2x2x2x2x8xf32, 3>, %x: index) {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !bar
  nvgpu.tma.async.load %d[%x, %x, %x, %x, %x, %x], %b[%c0] to %dst : !t6, !bar -> memref<2x2x2x2x2x8xf32, 3>
  return
}

// -----
// FLOOR: sm_90
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!t2 = !nvgpu.tensormap.descriptor<tensor = memref<64x16xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
func.func @swizzle_row_bytes(%d: !t2, %dst: memref<64x16xf16, 3>, %x: index) {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !bar
  nvgpu.tma.async.load %d[%x, %x], %b[%c0] to %dst : !t2, !bar -> memref<64x16xf16, 3>
  return
}

// -----
// FLOOR: sm_90
!t2 = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @store_not_shared(%d: !t2, %src: memref<32x32xf32, 1>, %x: index) {
  nvgpu.tma.async.store %src to %d[%x, %x] : memref<32x32xf32, 1> -> !t2
  return
}

// -----
// FLOOR: sm_90
!t2 = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @store_coordinate_count(%d: !t2, %src: memref<32x32xf32, 3>, %x: index) {
  nvgpu.tma.async.store %src to %d[%x, %x, %x] : memref<32x32xf32, 3> -> !t2
  return
}

// -----
// FLOOR: sm_90
!t2 = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @store_element_type(%d: !t2, %src: memref<32x32xi32, 3>, %x: index) {
  nvgpu.tma.async.store %src to %d[%x, %x] : memref<32x32xi32, 3> -> !t2
  return
}

// -----
// FLOOR: sm_90
!t2 = !nvgpu.tensormap.descriptor<tensor = memref<512x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @box_dimension_too_large(%d: !t2, %dst: memref<512x32xf32, 3>, %x: index) {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
  nvgpu.tma.async.load %d[%x, %x], %b[%c0] to %dst : !t2, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<512x32xf32, 3>
  return
}
