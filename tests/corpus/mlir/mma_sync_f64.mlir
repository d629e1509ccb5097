// nvgpu.mma.sync m8n8k4 f64: constant fragments in, the first row of D written out.
// FLOOR: sm_80
gpu.module @kernels {
  gpu.func @mma_sync_f64(%out: memref<64x2xf64, 1>) kernel {
    %a = arith.constant dense<1.0> : vector<1x1xf64>
    %b = arith.constant dense<1.0> : vector<1x1xf64>
    %c = arith.constant dense<0.0> : vector<1x2xf64>
    %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [8, 8, 4]} : (vector<1x1xf64>, vector<1x1xf64>, vector<1x2xf64>) -> vector<1x2xf64>
    %row = vector.extract %d[0] : vector<2xf64> from vector<1x2xf64>
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %i = arith.muli %tid, %c0 : index
    vector.store %row, %out[%tid, %i] : memref<64x2xf64, 1>, vector<2xf64>
    gpu.return
  }
}
