// nvgpu.device_async_wait with numGroups = 1: two groups in flight, wait until one remains.
// FLOOR: sm_80
gpu.module @kernels {
  memref.global "private" @stage : memref<2x128xf32, 3>
  gpu.func @double_buffer(%src: memref<2x128xf32, 1>, %out: memref<128xf32, 1>) kernel {
    %smem = memref.get_global @stage : memref<2x128xf32, 3>
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %i = arith.muli %tid, %c4 : index
    %t0 = nvgpu.device_async_copy %src[%c0, %i], %smem[%c0, %i], 4 {bypassL1} : memref<2x128xf32, 1> to memref<2x128xf32, 3>
    %g0 = nvgpu.device_async_create_group %t0
    %t1 = nvgpu.device_async_copy %src[%c1, %i], %smem[%c1, %i], 4 {bypassL1} : memref<2x128xf32, 1> to memref<2x128xf32, 3>
    %g1 = nvgpu.device_async_create_group %t1
    nvgpu.device_async_wait %g1 {numGroups = 1 : i32}
    %v = memref.load %smem[%c0, %i] : memref<2x128xf32, 3>
    memref.store %v, %out[%i] : memref<128xf32, 1>
    gpu.return
  }
}
