// nvgpu.tma.fence.descriptor: the proxy acquire fence on a tensor map written by the generic
// proxy, before TMA reads it (tensormap::generic acquire needs PTX 8.3).
// FLOOR: sm_90
// PTX: 83
!tmap = !nvgpu.tensormap.descriptor<tensor = memref<128xf32, 3>, swizzle = none, l2promo = none, oob = nan, interleave = none>
gpu.module @kernels {
  gpu.func @fence(%desc: !tmap) kernel {
    nvgpu.tma.fence.descriptor %desc : !tmap
    nvgpu.tma.prefetch.descriptor %desc : !tmap
    gpu.return
  }
}
