// nvgpu.mma.sync m16n8k16 f16 x f16 -> f32: constant fragments in, the first row of D written out.
// FLOOR: sm_80
gpu.module @kernels {
  gpu.func @mma_sync_f16_f32(%out: memref<64x2xf32, 1>) kernel {
    %a = arith.constant dense<1.0> : vector<4x2xf16>
    %b = arith.constant dense<1.0> : vector<2x2xf16>
    %c = arith.constant dense<0.0> : vector<2x2xf32>
    %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
    %row = vector.extract %d[0] : vector<2xf32> from vector<2x2xf32>
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %i = arith.muli %tid, %c0 : index
    vector.store %row, %out[%tid, %i] : memref<64x2xf32, 1>, vector<2xf32>
    gpu.return
  }
}
