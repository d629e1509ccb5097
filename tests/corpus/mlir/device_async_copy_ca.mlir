// nvgpu.device_async_copy without bypassL1: 4 f16 (8 bytes) per thread through the L1 (.ca).
// FLOOR: sm_80
gpu.module @kernels {
  memref.global "private" @tile : memref<16x64xf16, 3>
  gpu.func @copy_ca(%src: memref<16x64xf16, 1>, %out: memref<16x64xf16, 1>) kernel {
    %smem = memref.get_global @tile : memref<16x64xf16, 3>
    %tid = gpu.thread_id x
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %row = arith.divui %tid, %c16 : index
    %col16 = arith.remui %tid, %c16 : index
    %col = arith.muli %col16, %c4 : index
    %t = nvgpu.device_async_copy %src[%row, %col], %smem[%row, %col], 4 : memref<16x64xf16, 1> to memref<16x64xf16, 3>
    %g = nvgpu.device_async_create_group %t
    nvgpu.device_async_wait %g
    %v = memref.load %smem[%row, %col] : memref<16x64xf16, 3>
    memref.store %v, %out[%row, %col] : memref<16x64xf16, 1>
    gpu.return
  }
}
