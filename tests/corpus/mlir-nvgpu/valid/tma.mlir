// The TMA ops: loads of 1-D to 5-D boxes, with a multicast mask and a predicate, stores,
// descriptor prefetch and fence, and the host-side descriptor creation.

// FLOOR: sm_90
// PTX: 80
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!t1 = !nvgpu.tensormap.descriptor<tensor = memref<128xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @load_1d(%d: !t1, %dst: memref<128xf32, 3>, %x: index) {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !bar
  nvgpu.tma.async.load %d[%x], %b[%c0] to %dst : !t1, !bar -> memref<128xf32, 3>
  return
}

// -----
// FLOOR: sm_90
// PTX: 80
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!t2 = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_64b, oob = zero, interleave = none>
func.func @load_2d(%d: !t2, %dst: memref<64x64xf16, 3>, %x: index, %y: index) {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !bar
  nvgpu.tma.async.load %d[%x, %y], %b[%c0] to %dst : !t2, !bar -> memref<64x64xf16, 3>
  return
}

// -----
// FLOOR: sm_90
// PTX: 80
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!t3 = !nvgpu.tensormap.descriptor<tensor = memref<2x32x32xf32, 3>, swizzle = none, l2promo = l2promo_128b, oob = nan, interleave = none>
func.func @load_3d(%d: !t3, %dst: memref<2x32x32xf32, 3>, %x: index) {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !bar
  nvgpu.tma.async.load %d[%x, %x, %x], %b[%c0] to %dst : !t3, !bar -> memref<2x32x32xf32, 3>
  return
}

// -----
// FLOOR: sm_90
// PTX: 80
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!t4 = !nvgpu.tensormap.descriptor<tensor = memref<2x2x16x16xf32, 3>, swizzle = swizzle_64b, l2promo = none, oob = zero, interleave = none>
func.func @load_4d(%d: !t4, %dst: memref<2x2x16x16xf32, 3>, %x: index) {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !bar
  nvgpu.tma.async.load %d[%x, %x, %x, %x], %b[%c0] to %dst : !t4, !bar -> memref<2x2x16x16xf32, 3>
  return
}

// -----
// FLOOR: sm_90
// PTX: 80
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
!t5 = !nvgpu.tensormap.descriptor<tensor = memref<2x2x2x8x32xi8, 3>, swizzle = swizzle_32b, l2promo = l2promo_256b, oob = zero, interleave = none>
func.func @load_5d(%d: !t5, %dst: memref<2x2x2x8x32xi8, 3>, %x: index) {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !bar
  nvgpu.tma.async.load %d[%x, %x, %x, %x, %x], %b[%c0] to %dst : !t5, !bar -> memref<2x2x2x8x32xi8, 3>
  return
}

// -----
// FLOOR: sm_90
// PTX: 80
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
!t2 = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @load_multicast_predicated(%d: !t2, %dst: memref<32x32xf32, 3>, %x: index, %mask: i16, %p: i1) {
  %c1 = arith.constant 1 : index
  %b = nvgpu.mbarrier.create -> !bar
  nvgpu.tma.async.load %d[%x, %x], %b[%c1] to %dst multicast_mask = %mask : !t2, !bar -> memref<32x32xf32, 3>
  nvgpu.tma.async.load %d[%x, %x], %b[%c1] to %dst, predicate = %p : !t2, !bar -> memref<32x32xf32, 3>
  return
}

// -----
// FLOOR: sm_90
// PTX: 80
!t2 = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @store_2d(%d: !t2, %src: memref<32x32xf32, 3>, %x: index, %p: i1) {
  nvgpu.tma.async.store %src to %d[%x, %x] : memref<32x32xf32, 3> -> !t2
  nvgpu.tma.async.store %src to %d[%x, %x], predicate = %p : memref<32x32xf32, 3> -> !t2
  return
}

// -----
// FLOOR: sm_90
// PTX: 83
!t2 = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
func.func @prefetch_fence(%d: !t2, %p: i1) {
  nvgpu.tma.prefetch.descriptor %d : !t2
  nvgpu.tma.prefetch.descriptor %d, predicate = %p : !t2
  nvgpu.tma.fence.descriptor %d : !t2
  return
}

// -----
// FLOOR: sm_90
// PTX: 80
!t2 = !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
func.func @create_descriptor(%src: memref<*xf16>) -> !t2 {
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %d = nvgpu.tma.create.descriptor %src box[%c128, %c64] : memref<*xf16> -> !t2
  return %d : !t2
}
