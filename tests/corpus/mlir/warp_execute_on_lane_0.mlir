// gpu.warp_execute_on_lane_0: lane 0 loads two values and computes with them; both results are
// broadcast to the warp with shfl.sync.idx.
// FLOOR: sm_75
// PTX: 65
gpu.module @kernels {
  gpu.func @lane0(%in: memref<64xf32, 1>, %out: memref<64xf32, 1>) kernel {
    %tid = gpu.thread_id x
    %lane = gpu.lane_id
    %c32 = arith.constant 32 : index
    %r:2 = gpu.warp_execute_on_lane_0(%lane)[32] args(%tid : index) -> (f32, i32) {
    ^bb0(%t: index):
      %x = memref.load %in[%t] : memref<64xf32, 1>
      %y = arith.addf %x, %x : f32
      %n = arith.index_cast %t : index to i32
      gpu.yield %y, %n : f32, i32
    }
    %f = arith.sitofp %r#1 : i32 to f32
    %s = arith.addf %r#0, %f : f32
    memref.store %s, %out[%tid] : memref<64xf32, 1>
    gpu.return
  }
}
