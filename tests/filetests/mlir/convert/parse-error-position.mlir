// A parse error names the file, line and column of the offending token, and nothing is printed.
// RUN: --emit ptx
// EXIT: 1
// ERR: parse-error-position.mlir:10:25: error: use of undeclared SSA value '%n'
// CHECK-NOT: {{.}}
gpu.module @kernels {
  gpu.func @k(%out: memref<4xf32, 1>) kernel {
    %c0 = arith.constant 0 : index
    %x = arith.constant 1.0 : f32
    %y = arith.addf %x, %n : f32
    memref.store %y, %out[%c0] : memref<4xf32, 1>
    gpu.return
  }
}
