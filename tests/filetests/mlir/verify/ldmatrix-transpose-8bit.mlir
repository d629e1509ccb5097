// Verifier rule: .trans moves b16 elements.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: ldmatrix-transpose-8bit.mlir:9:10: error: 'nvgpu.ldmatrix' op expected 16-bit elements for the transposed (.trans) form
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%s: memref<64x64xi8, 3>) kernel {
    %c0 = arith.constant 0 : index
    %a = nvgpu.ldmatrix %s[%c0, %c0] {numTiles = 1 : i32, transpose} : memref<64x64xi8, 3> -> vector<1x4xi8>
    gpu.return
  }
}
