// nvgpu.warpgroup.mma.store: a 64x16 f32 accumulator drained to shared memory, two consecutive
// f32 per fragment pair, as every thread of the warpgroup holds them.
// FLOOR: sm_90a
!acc = !nvgpu.warpgroup.accumulator<fragmented = vector<64x16xf32>>
gpu.module @kernels {
  memref.global "private" @d : memref<64x16xf32, 3>
  gpu.func @store(%out: memref<64x16xf32, 1>) kernel {
    %sd = memref.get_global @d : memref<64x16xf32, 3>
    %c = nvgpu.warpgroup.mma.init.accumulator -> !acc
    nvgpu.warpgroup.mma.store %c, %sd : !acc to memref<64x16xf32, 3>
    gpu.barrier
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %v = memref.load %sd[%tid, %c0] : memref<64x16xf32, 3>
    memref.store %v, %out[%tid, %c0] : memref<64x16xf32, 1>
    gpu.return
  }
}
