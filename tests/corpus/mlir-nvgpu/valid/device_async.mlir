// nvgpu.device_async_copy / create_group / wait: 4-, 8- and 16-byte transfers, the L1 bypass,
// the zero-filling source count, 1-D to 3-D and dynamic shapes, one or more tokens per group.

// FLOOR: sm_80
func.func @copy_f32x4(%dst: memref<4x128xf32, 3>, %src: memref<128x128xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  %t = nvgpu.device_async_copy %src[%i, %c0], %dst[%c0, %i], 4 : memref<128x128xf32> to memref<4x128xf32, 3>
  %g = nvgpu.device_async_create_group %t
  nvgpu.device_async_wait %g
  return
}

// -----
// FLOOR: sm_80
func.func @copy_f16x8_bypass(%dst: memref<128xf16, 3>, %src: memref<1024xf16, 1>, %i: index) {
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 8 {bypassL1} : memref<1024xf16, 1> to memref<128xf16, 3>
  %g = nvgpu.device_async_create_group %t
  nvgpu.device_async_wait %g {numGroups = 1 : i32}
  return
}

// -----
// FLOOR: sm_80
func.func @copy_i8x4(%dst: memref<2x4x64xi8, 3>, %src: memref<2x4x64xi8>, %i: index) {
  %c0 = arith.constant 0 : index
  %t = nvgpu.device_async_copy %src[%c0, %c0, %i], %dst[%c0, %c0, %i], 4 : memref<2x4x64xi8> to memref<2x4x64xi8, 3>
  %g = nvgpu.device_async_create_group %t
  nvgpu.device_async_wait %g
  return
}

// -----
// FLOOR: sm_80
func.func @copy_zfill(%dst: memref<4x128xf32, 3>, %src: memref<128x128xf32>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  %t = nvgpu.device_async_copy %src[%i, %c0], %dst[%c0, %i], 4, %n {bypassL1} : memref<128x128xf32> to memref<4x128xf32, 3>
  %g = nvgpu.device_async_create_group %t
  nvgpu.device_async_wait %g
  return
}

// -----
// FLOOR: sm_80
func.func @copy_dynamic(%dst: memref<?x?xf32, 3>, %src: memref<?x?xf32>, %i: index, %j: index) {
  %t = nvgpu.device_async_copy %src[%i, %j], %dst[%j, %i], 4 : memref<?x?xf32> to memref<?x?xf32, 3>
  %g = nvgpu.device_async_create_group %t
  nvgpu.device_async_wait %g
  return
}

// -----
// FLOOR: sm_80
func.func @copy_f32x1_two_tokens(%dst: memref<128xf32, 3>, %src: memref<128xf32>, %i: index, %j: index) {
  %t0 = nvgpu.device_async_copy %src[%i], %dst[%i], 1 : memref<128xf32> to memref<128xf32, 3>
  %t1 = nvgpu.device_async_copy %src[%j], %dst[%j], 2 : memref<128xf32> to memref<128xf32, 3>
  %g = nvgpu.device_async_create_group %t0, %t1
  nvgpu.device_async_wait %g {numGroups = 0 : i32}
  return
}

// -----
// FLOOR: sm_80
func.func @copy_workgroup_space(%dst: memref<64xf16, #gpu.address_space<workgroup>>, %src: memref<64xf16, #gpu.address_space<global>>, %i: index) {
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 2 : memref<64xf16, #gpu.address_space<global>> to memref<64xf16, #gpu.address_space<workgroup>>
  %g = nvgpu.device_async_create_group %t
  nvgpu.device_async_wait %g
  return
}

// -----
// FLOOR: sm_80
"func.func"() <{function_type = (memref<128xf32, 3>, memref<128xf32>, index) -> (), sym_name = "copy_generic"}> ({
^bb0(%dst: memref<128xf32, 3>, %src: memref<128xf32>, %i: index):
  %t = "nvgpu.device_async_copy"(%dst, %i, %src, %i) <{bypassL1, dstElements = 4 : index, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>}> : (memref<128xf32, 3>, index, memref<128xf32>, index) -> !nvgpu.device.async.token
  %g = "nvgpu.device_async_create_group"(%t) : (!nvgpu.device.async.token) -> !nvgpu.device.async.token
  "nvgpu.device_async_wait"(%g) <{numGroups = 2 : i32}> : (!nvgpu.device.async.token) -> ()
  "func.return"() : () -> ()
}) : () -> ()
