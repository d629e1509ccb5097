// nvgpu.tensormap.update.* (upstream-profile ops, absent from the tileiras build): a tensor map in
// shared memory gets a new global address, box dimension 1 and element stride 0 in place
// (tensormap.replace.tile.*; sm_90a, PTX 8.3).
// FLOOR: sm_90a
// PTX: 83
!tmap = !nvgpu.tensormap.descriptor<tensor = memref<32x32xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @kernels {
  gpu.func @update(%desc: !tmap, %addr: i64, %box: i32) kernel {
    %one = arith.constant 1 : i32
    nvgpu.tensormap.update.global_address %desc, %addr : !tmap, i64
    nvgpu.tensormap.update.box_dim %desc, %box {ord = 1 : i32} : !tmap, i32
    nvgpu.tensormap.update.element_stride %desc, %one {ord = 0 : i32} : !tmap, i32
    gpu.return
  }
}
