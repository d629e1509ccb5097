// nvgpu.mma.sp.sync: a 2:4 sparse m16n8k16 f16 MMA through the inline "mma.sp.sync.aligned.m..."
// template (no NVVM sparse-MMA op), sparsity selector 1.
// FLOOR: sm_80
// PTX: 71
gpu.module @kernels {
  gpu.func @mma_sp(%out: memref<64x2xf16, 1>, %m0: i16) kernel {
    %a = arith.constant dense<1.0> : vector<2x2xf16>
    %b = arith.constant dense<1.0> : vector<2x2xf16>
    %c = arith.constant dense<0.0> : vector<2x2xf16>
    %meta0 = vector.broadcast %m0 : i16 to vector<2xi16>
    %d = nvgpu.mma.sp.sync(%a, %b, %c) metadata(%meta0) {mmaShape = [16, 8, 16], sparsitySelector = 1 : i32} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
    %row = vector.extract %d[1] : vector<2xf16> from vector<2x2xf16>
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    vector.store %row, %out[%tid, %c0] : memref<64x2xf16, 1>, vector<2xf16>
    gpu.return
  }
}
