// An empty gpu.module compiles: the MLIR front end lowers it to an empty LLVM module and the
// pipeline prints a PTX module with no entries.
// RUN: --emit ptx
// CHECK: .version
// CHECK: .target sm_90
// CHECK-NOT: .entry
// ERR-NOT: error
gpu.module @m {
}
