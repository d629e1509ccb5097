// nvgpu.mul.packed.f32x2: a packed two-lane f32 multiply (sm_100a, mul.rn.f32x2).
// FLOOR: sm_100a
gpu.module @kernels {
  gpu.func @mul2(%x: memref<256xf32, 1>, %y: memref<256xf32, 1>) kernel {
    %tid = gpu.thread_id x
    %c2 = arith.constant 2 : index
    %i = arith.muli %tid, %c2 : index
    %a = vector.load %x[%i] : memref<256xf32, 1>, vector<2xf32>
    %b = vector.load %y[%i] : memref<256xf32, 1>, vector<2xf32>
    %r = nvgpu.mul.packed.f32x2 %a, %b : vector<2xf32>
    vector.store %r, %y[%i] : memref<256xf32, 1>, vector<2xf32>
    gpu.return
  }
}
