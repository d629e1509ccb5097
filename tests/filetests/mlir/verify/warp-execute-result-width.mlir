// Verifier rule: one shfl.sync per 32-bit result.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: warp-execute-result-width.mlir:9:10: error: 'gpu.warp_execute_on_lane_0' op results are broadcast with shfl.sync; i64 is not a 32-bit scalar
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k() kernel {
    %l = gpu.lane_id
    %r = gpu.warp_execute_on_lane_0(%l)[32] -> (i64) {
      %z = arith.constant 0 : i64
      gpu.yield %z : i64
    }
    gpu.return
  }
}
