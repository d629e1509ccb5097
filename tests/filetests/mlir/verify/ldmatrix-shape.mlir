// Verifier rule: one register per tile.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: ldmatrix-shape.mlir:9:10: error: 'nvgpu.ldmatrix' op expected vector register shape[0] and numTiles to match
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%s: memref<64x64xf16, 3>) kernel {
    %c0 = arith.constant 0 : index
    %a = nvgpu.ldmatrix %s[%c0, %c0] {numTiles = 4 : i32} : memref<64x64xf16, 3> -> vector<2x2xf16>
    gpu.return
  }
}
