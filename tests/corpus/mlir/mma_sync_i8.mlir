// nvgpu.mma.sync m16n8k32 s8 x s8 -> s32 (satfinite): constant fragments in, the first row of D written out.
// FLOOR: sm_80
gpu.module @kernels {
  gpu.func @mma_sync_i8(%out: memref<64x2xi32, 1>) kernel {
    %a = arith.constant dense<1> : vector<4x4xi8>
    %b = arith.constant dense<1> : vector<2x4xi8>
    %c = arith.constant dense<0> : vector<2x2xi32>
    %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 32]} : (vector<4x4xi8>, vector<2x4xi8>, vector<2x2xi32>) -> vector<2x2xi32>
    %row = vector.extract %d[0] : vector<2xi32> from vector<2x2xi32>
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %i = arith.muli %tid, %c0 : index
    vector.store %row, %out[%tid, %i] : memref<64x2xi32, 1>, vector<2xi32>
    gpu.return
  }
}
