// nvgpu.mma.sync m16n8k16 f16 x f16 -> f16: constant fragments in, the first row of D written out.
// FLOOR: sm_80
gpu.module @kernels {
  gpu.func @mma_sync_f16(%out: memref<64x2xf16, 1>) kernel {
    %a = arith.constant dense<1.0> : vector<4x2xf16>
    %b = arith.constant dense<1.0> : vector<2x2xf16>
    %c = arith.constant dense<0.0> : vector<2x2xf16>
    %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
    %row = vector.extract %d[0] : vector<2xf16> from vector<2x2xf16>
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %i = arith.muli %tid, %c0 : index
    vector.store %row, %out[%tid, %i] : memref<64x2xf16, 1>, vector<2xf16>
    gpu.return
  }
}
