// nvgpu.ldmatrix x1 with transpose: one 8x8 b16 matrix, .trans form, at the ldmatrix floor sm_75.
// FLOOR: sm_75
// PTX: 65
gpu.module @kernels {
  memref.global "private" @tile : memref<8x8xf16, 3>
  gpu.func @ldmatrix_x1(%out: memref<32x2xf16, 1>) kernel {
    %smem = memref.get_global @tile : memref<8x8xf16, 3>
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %r = arith.remui %tid, %c8 : index
    %a = nvgpu.ldmatrix %smem[%r, %c0] {transpose = true, numTiles = 1 : i32} : memref<8x8xf16, 3> -> vector<1x2xf16>
    %v = vector.extract %a[0] : vector<2xf16> from vector<1x2xf16>
    vector.store %v, %out[%tid, %c0] : memref<32x2xf16, 1>, vector<2xf16>
    gpu.return
  }
}
