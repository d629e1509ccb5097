// tma.create.descriptor on an unranked memref (upstream's operand): the runtime wrapper
// mgpuTensorMapEncodeTiledMemref gets the rank and ranked-descriptor pointer of the unranked
// descriptor (passed field by field), f32's data type 7, the enums, and the box in an i64 array.
// RUN: --sm 90 --emit llvm
// CHECK: define ptx_kernel void @k(i64 %{{[a-z0-9.]+}}, ptr %{{[a-z0-9.]+}})
// CHECK: alloca [5 x i64]
// CHECK: store i64 32, ptr
// CHECK: call ptr @mgpuTensorMapEncodeTiledMemref(i64 %{{[a-z0-9]+}}, ptr %{{[a-z0-9]+}}, i64 7, i64 0, i64 0, i64 0, i64 0, ptr %{{[a-z0-9]+}})
!tm = !nvgpu.tensormap.descriptor<tensor = memref<32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%g: memref<*xf32>) kernel {
    %c32 = arith.constant 32 : index
    %m = nvgpu.tma.create.descriptor %g box[%c32] : memref<*xf32> -> !tm
    gpu.return
  }
}
