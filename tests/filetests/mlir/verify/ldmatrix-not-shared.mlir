// Verifier rule: ldmatrix reads shared memory.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: ldmatrix-not-shared.mlir:9:10: error: 'nvgpu.ldmatrix' op expected nvgpu.ldmatrix srcMemref must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%s: memref<64x64xf16, 1>) kernel {
    %c0 = arith.constant 0 : index
    %a = nvgpu.ldmatrix %s[%c0, %c0] {numTiles = 4 : i32} : memref<64x64xf16, 1> -> vector<4x2xf16>
    gpu.return
  }
}
