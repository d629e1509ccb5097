// nvgpu.device_async_create_group over three copies: one cp.async.commit_group for all of them.
// FLOOR: sm_80
gpu.module @kernels {
  memref.global "private" @a : memref<3x128xf32, 3>
  gpu.func @three_copies(%src: memref<3x128xf32, 1>, %out: memref<3x128xf32, 1>) kernel {
    %smem = memref.get_global @a : memref<3x128xf32, 3>
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %i = arith.muli %tid, %c4 : index
    %t0 = nvgpu.device_async_copy %src[%c0, %i], %smem[%c0, %i], 4 {bypassL1} : memref<3x128xf32, 1> to memref<3x128xf32, 3>
    %t1 = nvgpu.device_async_copy %src[%c1, %i], %smem[%c1, %i], 4 {bypassL1} : memref<3x128xf32, 1> to memref<3x128xf32, 3>
    %t2 = nvgpu.device_async_copy %src[%c2, %i], %smem[%c2, %i], 4 {bypassL1} : memref<3x128xf32, 1> to memref<3x128xf32, 3>
    %g = nvgpu.device_async_create_group %t0, %t1, %t2
    nvgpu.device_async_wait %g
    %v = memref.load %smem[%c2, %i] : memref<3x128xf32, 3>
    memref.store %v, %out[%c0, %i] : memref<3x128xf32, 1>
    gpu.return
  }
}
