// MLIR input is recognised by its extension; until the nvgpu front end exists the compiler says
// so with a positioned error and exit status 1, and prints no output.
// RUN: --emit ptx
// EXIT: 1
// ERR: mlir-not-yet.mlir:1:1: error: the MLIR nvgpu front end is not implemented yet
// CHECK-NOT: {{.}}
gpu.module @m {
}
