// nvgpu.rcp: approximate flush-to-zero reciprocal of a 4-wide and a 1-wide vector of f32.
// FLOOR: sm_75
// PTX: 65
gpu.module @kernels {
  gpu.func @rcp(%in: memref<256xf32, 1>, %out: memref<256xf32, 1>) kernel {
    %tid = gpu.thread_id x
    %x = vector.load %in[%tid] : memref<256xf32, 1>, vector<1xf32>
    %r = nvgpu.rcp %x {rounding = approx, ftz} : vector<1xf32>
    vector.store %r, %out[%tid] : memref<256xf32, 1>, vector<1xf32>
    %c4 = arith.constant 4 : index
    %i = arith.muli %tid, %c4 : index
    %v = vector.load %in[%i] : memref<256xf32, 1>, vector<4xf32>
    %rv = nvgpu.rcp %v {rounding = approx, ftz} : vector<4xf32>
    vector.store %rv, %out[%i] : memref<256xf32, 1>, vector<4xf32>
    gpu.return
  }
}
