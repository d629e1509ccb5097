// nvgpu.device_async_copy invariants, one case each.

// FLOOR: sm_80
func.func @dst_not_shared(%dst: memref<128xf32>, %src: memref<128xf32>, %i: index) {
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 4 : memref<128xf32> to memref<128xf32>
  return
}

// -----
// FLOOR: sm_80
func.func @element_types_differ(%dst: memref<128xf16, 3>, %src: memref<128xf32>, %i: index) {
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 4 : memref<128xf32> to memref<128xf16, 3>
  return
}

// -----
// FLOOR: sm_80
func.func @src_index_count(%dst: memref<4x32xf32, 3>, %src: memref<4x32xf32>, %i: index) {
  %t = nvgpu.device_async_copy %src[%i], %dst[%i, %i], 4 : memref<4x32xf32> to memref<4x32xf32, 3>
  return
}

// -----
// FLOOR: sm_80
func.func @dst_index_count(%dst: memref<4x32xf32, 3>, %src: memref<4x32xf32>, %i: index) {
  %t = nvgpu.device_async_copy %src[%i, %i], %dst[%i], 4 : memref<4x32xf32> to memref<4x32xf32, 3>
  return
}

// -----
// FLOOR: sm_80
func.func @src_minor_stride(%dst: memref<32xf32, 3>, %src: memref<32xf32, strided<[2]>>, %i: index) {
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 4 : memref<32xf32, strided<[2]>> to memref<32xf32, 3>
  return
}

// -----
// FLOOR: sm_80
func.func @dst_minor_stride(%dst: memref<32xf32, strided<[2]>, 3>, %src: memref<32xf32>, %i: index) {
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 4 : memref<32xf32> to memref<32xf32, strided<[2]>, 3>
  return
}

// -----
// FLOOR: sm_80
func.func @bypass_needs_16_bytes(%dst: memref<128xf32, 3>, %src: memref<128xf32>, %i: index) {
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 2 {bypassL1} : memref<128xf32> to memref<128xf32, 3>
  return
}

// -----
// FLOOR: sm_80
func.func @transfer_size(%dst: memref<128xf32, 3>, %src: memref<128xf32>, %i: index) {
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 3 : memref<128xf32> to memref<128xf32, 3>
  return
}
