// nvgpu.cvt_fpext: a pair of e5m2 (FP8) values widened to f16x2 (sm_89).
// FLOOR: sm_89
// PTX: 81
gpu.module @kernels {
  gpu.func @from_fp8(%in: memref<128xi16, 1>, %out: memref<256xf16, 1>) kernel {
    %tid = gpu.thread_id x
    %bits = memref.load %in[%tid] : memref<128xi16, 1>
    %p = builtin.unrealized_conversion_cast %bits : i16 to vector<2xf8E5M2>
    %h = nvgpu.cvt_fpext %p {rnd = "rn"} : vector<2xf8E5M2> to vector<2xf16>
    %c2 = arith.constant 2 : index
    %i = arith.muli %tid, %c2 : index
    vector.store %h, %out[%i] : memref<256xf16, 1>, vector<2xf16>
    gpu.return
  }
}
