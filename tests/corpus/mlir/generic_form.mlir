// The generic form of every op: an scf.for accumulation loop around nvgpu.device_async_copy,
// written as "dialect.op"(...) : (...) -> (...).
// FLOOR: sm_80
"builtin.module"() ({
  "gpu.module"() ({
    "memref.global"() {sym_name = "buf", sym_visibility = "private", type = memref<4x128xf32, 3>, initial_value} : () -> ()
    "gpu.func"() ({
    ^bb0(%src: memref<4x128xf32, 1>, %out: memref<128xf32, 1>):
      %smem = "memref.get_global"() {name = @buf} : () -> memref<4x128xf32, 3>
      %tid = "gpu.thread_id"() {dimension = #gpu<dim x>} : () -> index
      %c0 = "arith.constant"() {value = 0 : index} : () -> index
      %c1 = "arith.constant"() {value = 1 : index} : () -> index
      %c4 = "arith.constant"() {value = 4 : index} : () -> index
      %zero = "arith.constant"() {value = 0.0 : f32} : () -> f32
      %i = "arith.muli"(%tid, %c4) : (index, index) -> index
      %sum = "scf.for"(%c0, %c4, %c1, %zero) ({
      ^bb0(%k: index, %acc: f32):
        %t = "nvgpu.device_async_copy"(%smem, %k, %i, %src, %k, %i) {bypassL1, dstElements = 4 : index, operandSegmentSizes = array<i32: 1, 2, 1, 2, 0>} : (memref<4x128xf32, 3>, index, index, memref<4x128xf32, 1>, index, index) -> !nvgpu.device.async.token
        %g = "nvgpu.device_async_create_group"(%t) : (!nvgpu.device.async.token) -> !nvgpu.device.async.token
        "nvgpu.device_async_wait"(%g) {numGroups = 0 : i32} : (!nvgpu.device.async.token) -> ()
        %v = "memref.load"(%smem, %k, %i) : (memref<4x128xf32, 3>, index, index) -> f32
        %n = "arith.addf"(%acc, %v) : (f32, f32) -> f32
        "scf.yield"(%n) : (f32) -> ()
      }) : (index, index, index, f32) -> f32
      "memref.store"(%sum, %out, %i) : (f32, memref<128xf32, 1>, index) -> ()
      "gpu.return"() : () -> ()
    }) {function_type = (memref<4x128xf32, 1>, memref<128xf32, 1>) -> (), gpu.kernel, sym_name = "generic_form"} : () -> ()
  }) {sym_name = "kernels"} : () -> ()
}) : () -> ()
