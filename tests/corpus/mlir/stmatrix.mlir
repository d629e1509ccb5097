// nvgpu.stmatrix (upstream-profile op, absent from the tileiras build): four 8x8 b16 matrices of
// per-thread fragments stored to shared memory, transposed (stmatrix ... .x4.trans).
// FLOOR: sm_90
gpu.module @kernels {
  memref.global "private" @tile : memref<64x64xf16, 3>
  gpu.func @stmatrix(%out: memref<64x64xf16, 1>) kernel {
    %smem = memref.get_global @tile : memref<64x64xf16, 3>
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %frag = arith.constant dense<2.0> : vector<4x2xf16>
    nvgpu.stmatrix %frag, %smem[%tid, %c0] {transpose = true} : vector<4x2xf16>, memref<64x64xf16, 3>
    gpu.barrier
    %v = memref.load %smem[%tid, %c0] : memref<64x64xf16, 3>
    memref.store %v, %out[%tid, %c0] : memref<64x64xf16, 1>
    gpu.return
  }
}
