// nvgpu.cvt_fptrunc: two f32 packed into a pair of e4m3 (FP8) values, round to nearest (sm_89).
// FLOOR: sm_89
// PTX: 81
gpu.module @kernels {
  gpu.func @to_fp8(%in: memref<256xf32, 1>, %out: memref<128xi16, 1>) kernel {
    %tid = gpu.thread_id x
    %c2 = arith.constant 2 : index
    %i = arith.muli %tid, %c2 : index
    %v = vector.load %in[%i] : memref<256xf32, 1>, vector<2xf32>
    %p = nvgpu.cvt_fptrunc %v {rnd = "rn"} : vector<2xf32> to vector<2xf8E4M3FN>
    %bits = builtin.unrealized_conversion_cast %p : vector<2xf8E4M3FN> to i16
    memref.store %bits, %out[%tid] : memref<128xi16, 1>
    gpu.return
  }
}
