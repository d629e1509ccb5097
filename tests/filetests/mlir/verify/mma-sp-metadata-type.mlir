// Verifier rule: sparse metadata word. The custom form fixes its type (a use at another type is
// a parse error there), so the rule is reached through the generic form.
// RUN: --sm 80 --emit llvm
// EXIT: 1
// ERR: mma-sp-metadata-type.mlir:9:10: error: 'nvgpu.mma.sp.sync' op expected sparse metadata of type vector<2xi16>
// CHECK-NOT: {{.}}
gpu.module @m {
  gpu.func @k(%a: vector<2x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>, %m: vector<2xi32>) kernel {
    %d = "nvgpu.mma.sp.sync"(%a, %b, %c, %m) {mmaShape = [16, 8, 16]} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2xi32>) -> vector<2x2xf16>
    gpu.return
  }
}
