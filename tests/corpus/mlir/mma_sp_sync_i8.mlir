// nvgpu.mma.sp.sync on s8 inputs (m16n8k64, satfinite, s32 accumulate) with sparsity selector 0 (the only one 8-bit inputs allow).
// FLOOR: sm_80
// PTX: 71
gpu.module @kernels {
  gpu.func @mma_sp_i8(%out: memref<64x2xi32, 1>, %m0: i16) kernel {
    %meta = vector.broadcast %m0 : i16 to vector<2xi16>
    %a = arith.constant dense<1> : vector<4x4xi8>
    %b = arith.constant dense<2> : vector<4x4xi8>
    %c = arith.constant dense<0> : vector<2x2xi32>
    %d = nvgpu.mma.sp.sync(%a, %b, %c) metadata(%meta) {mmaShape = [16, 8, 64], sparsitySelector = 0 : i32} : (vector<4x4xi8>, vector<4x4xi8>, vector<2x2xi32>) -> vector<2x2xi32>
    %row = vector.extract %d[0] : vector<2xi32> from vector<2x2xi32>
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    vector.store %row, %out[%tid, %c0] : memref<64x2xi32, 1>, vector<2xi32>
    gpu.return
  }
}
