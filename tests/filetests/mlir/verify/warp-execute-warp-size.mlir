// Verifier rule: warps are 32 lanes.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: warp-execute-warp-size.mlir:9:5: error: 'gpu.warp_execute_on_lane_0' op only a warp size of 32 is supported
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k() kernel {
    %l = gpu.lane_id
    gpu.warp_execute_on_lane_0(%l)[16] {
      gpu.yield
    }
    gpu.return
  }
}
