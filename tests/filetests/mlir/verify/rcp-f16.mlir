// Verifier rule: rcp is an f32 vector operation (the operand constraint of upstream's ODS).
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: rcp-f16.mlir:8:10: error: 'nvgpu.rcp' op operand #0 must be vector of 32-bit float values, but got 'vector<2xf16>'
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%x: vector<2xf16>) kernel {
    %r = nvgpu.rcp %x {rounding = approx, ftz} : vector<2xf16>
    gpu.return
  }
}
