// nvgpu.device_async_copy with a run-time source element count: the tail of the 16-byte copy is
// zero-filled (the predicated cp.async form, through inline PTX as upstream lowers it).
// FLOOR: sm_80
gpu.module @kernels {
  memref.global "private" @buf : memref<256xf32, 3>
  gpu.func @copy_zfill(%src: memref<256xf32, 1>, %out: memref<256xf32, 1>, %n: index) kernel {
    %smem = memref.get_global @buf : memref<256xf32, 3>
    %tid = gpu.thread_id x
    %c4 = arith.constant 4 : index
    %i = arith.muli %tid, %c4 : index
    %t = nvgpu.device_async_copy %src[%i], %smem[%i], 4, %n {bypassL1} : memref<256xf32, 1> to memref<256xf32, 3>
    %g = nvgpu.device_async_create_group %t
    nvgpu.device_async_wait %g {numGroups = 0 : i32}
    %v = memref.load %smem[%i] : memref<256xf32, 3>
    memref.store %v, %out[%i] : memref<256xf32, 1>
    gpu.return
  }
}
