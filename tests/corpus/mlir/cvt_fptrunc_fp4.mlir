// nvgpu.cvt_fptrunc to e2m1 (FP4) pairs: a Blackwell-only conversion (sm_100a).
// FLOOR: sm_100a
gpu.module @kernels {
  gpu.func @to_fp4(%in: memref<256xf32, 1>, %out: memref<128xi16, 1>) kernel {
    %tid = gpu.thread_id x
    %c2 = arith.constant 2 : index
    %i = arith.muli %tid, %c2 : index
    %v = vector.load %in[%i] : memref<256xf32, 1>, vector<2xf32>
    %p = nvgpu.cvt_fptrunc %v {rnd = "rn"} : vector<2xf32> to vector<2xf4E2M1FN>
    %bits = builtin.unrealized_conversion_cast %p : vector<2xf4E2M1FN> to i16
    memref.store %bits, %out[%tid] : memref<128xi16, 1>
    gpu.return
  }
}
