// nvgpu.tma.async.store: a 64x64 f16 tile written by the block is stored to global memory
// through its tensor map (no barrier on the producer side).
// FLOOR: sm_90
// PTX: 80
!tmap = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
gpu.module @kernels {
  memref.global "private" @out_tile : memref<64x64xf16, 3>
  gpu.func @tma_store(%desc: !tmap, %x: index, %y: index) kernel {
    %smem = memref.get_global @out_tile : memref<64x64xf16, 3>
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f16
    memref.store %one, %smem[%tid, %c0] : memref<64x64xf16, 3>
    gpu.barrier
    %first = arith.cmpi eq, %tid, %c0 : index
    nvgpu.tma.async.store %smem to %desc[%x, %y], predicate = %first : memref<64x64xf16, 3> -> !tmap
    gpu.return
  }
}
