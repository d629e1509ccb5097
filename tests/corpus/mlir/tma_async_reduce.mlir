// nvgpu.tma.async.reduce (upstream-profile op, absent from the tileiras build): a shared 32x32 f32
// tile added into global memory through its tensor map (cp.reduce.async.bulk.tensor ... .add).
// FLOOR: sm_90
// PTX: 80
!tmap = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @kernels {
  memref.global "private" @tile : memref<32x32xf32, 3>
  gpu.func @tma_reduce(%desc: !tmap, %x: index, %y: index) kernel {
    %smem = memref.get_global @tile : memref<32x32xf32, 3>
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    memref.store %one, %smem[%tid, %c0] : memref<32x32xf32, 3>
    gpu.barrier
    %first = arith.cmpi eq, %tid, %c0 : index
    nvgpu.tma.async.reduce %smem to %desc[%x, %y], predicate = %first {redop = "add"} : memref<32x32xf32, 3> -> !tmap
    gpu.return
  }
}
