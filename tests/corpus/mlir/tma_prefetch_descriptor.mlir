// nvgpu.tma.prefetch.descriptor: bring the tensor map into the cache before the first TMA use.
// FLOOR: sm_90
// PTX: 80
!tmap = !nvgpu.tensormap.descriptor<tensor = memref<128xf32, 3>, swizzle = none, l2promo = none, oob = nan, interleave = none>
gpu.module @kernels {
  gpu.func @prefetch(%desc: !tmap) kernel {
    nvgpu.tma.prefetch.descriptor %desc : !tmap
    gpu.return
  }
}
