// nvgpu.ldmatrix x4: four 8x8 b16 matrices from shared memory into per-thread fragments, fed to
// an m16n8k16 mma.sync.
// FLOOR: sm_80
gpu.module @kernels {
  memref.global "private" @tile : memref<64x64xf16, 3>
  gpu.func @ldmatrix_mma(%out: memref<64x2xf16, 1>) kernel {
    %smem = memref.get_global @tile : memref<64x64xf16, 3>
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %a = nvgpu.ldmatrix %smem[%tid, %c0] {transpose = false, numTiles = 4 : i32} : memref<64x64xf16, 3> -> vector<4x2xf16>
    %b = nvgpu.ldmatrix %smem[%tid, %c0] {transpose = true, numTiles = 2 : i32} : memref<64x64xf16, 3> -> vector<2x2xf16>
    %c = arith.constant dense<0.0> : vector<2x2xf16>
    %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
    %row = vector.extract %d[0] : vector<2xf16> from vector<2x2xf16>
    vector.store %row, %out[%tid, %c0] : memref<64x2xf16, 1>, vector<2xf16>
    gpu.return
  }
}
