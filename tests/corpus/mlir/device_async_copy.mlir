// nvgpu.device_async_copy: each thread copies 4 f32 from global to shared memory with cp.async,
// commits the group and waits for it, then writes the shared tile back out.
// FLOOR: sm_80
gpu.module @kernels {
  gpu.func @copy(%src: memref<128xf32, 1>, %out: memref<128xf32, 1>) kernel {
    %smem = memref.alloca() : memref<128xf32, 3>
    %tid = gpu.thread_id x
    %c4 = arith.constant 4 : index
    %i = arith.muli %tid, %c4 : index
    %t0 = nvgpu.device_async_copy %src[%i], %smem[%i], 4 {bypassL1} : memref<128xf32, 1> to memref<128xf32, 3>
    %g = nvgpu.device_async_create_group %t0
    nvgpu.device_async_wait %g {numGroups = 0 : i32}
    %v = memref.load %smem[%i] : memref<128xf32, 3>
    memref.store %v, %out[%i] : memref<128xf32, 1>
    gpu.return
  }
}
