// Verifier rule: x1, x2 or x4.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: ldmatrix-num-tiles.mlir:9:10: error: 'nvgpu.ldmatrix' op numTiles must be 1, 2 or 4, got 3
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%s: memref<64x64xf16, 3>) kernel {
    %c0 = arith.constant 0 : index
    %a = nvgpu.ldmatrix %s[%c0, %c0] {numTiles = 3 : i32} : memref<64x64xf16, 3> -> vector<3x2xf16>
    gpu.return
  }
}
