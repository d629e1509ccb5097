// nvgpu.tma.create.descriptor: the host-side encode of a 128-byte CUtensorMap for a 64x128 f32
// tensor with a 32x32 box (an alloca, the argument arrays filled by GEP + store, and a call of the
// driver's cuTensorMapEncodeTiled). A host-side function, so it is compiled as a device function
// with an external callee.
// FLOOR: sm_90
// EXTERN: cuTensorMapEncodeTiled
!tmap = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
gpu.module @host {
  func.func @make_map(%tensor: memref<64x128xf32, 1>) -> !tmap {
    %c32 = arith.constant 32 : index
    %map = nvgpu.tma.create.descriptor %tensor box[%c32, %c32] : memref<64x128xf32, 1> -> !tmap
    return %map : !tmap
  }
}
