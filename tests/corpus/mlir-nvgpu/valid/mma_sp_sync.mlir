// nvgpu.mma.sp.sync: the 2:4 sparse shapes for f16 and i8, both sparsity selectors where the
// verifier allows them.

// FLOOR: sm_80
// PTX: 71
func.func @sp_m16n8k32_f16(%a: vector<4x2xf16>, %b: vector<4x2xf16>, %c: vector<2x2xf16>, %m: vector<2xi16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sp.sync (%a, %b, %c) metadata (%m) {mmaShape = [16, 8, 32]} : (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}

// -----
// FLOOR: sm_80
// PTX: 71
func.func @sp_m16n8k16_f16_f32(%a: vector<2x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>, %m: vector<2xi16>) -> vector<2x2xf32> {
  %d = nvgpu.mma.sp.sync (%a, %b, %c) metadata (%m) {mmaShape = [16, 8, 16], sparsitySelector = 1 : i32} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return %d : vector<2x2xf32>
}

// -----
// FLOOR: sm_80
// PTX: 71
func.func @sp_m16n8k64_i8(%a: vector<4x4xi8>, %b: vector<4x4xi8>, %c: vector<2x2xi32>, %m: vector<2xi16>) -> vector<2x2xi32> {
  %d = nvgpu.mma.sp.sync (%a, %b, %c) metadata (%m) {mmaShape = [16, 8, 64]} : (vector<4x4xi8>, vector<4x4xi8>, vector<2x2xi32>) -> vector<2x2xi32>
  return %d : vector<2x2xi32>
}

// -----
// FLOOR: sm_80
// PTX: 71
func.func @sp_m16n8k32_bf16(%a: vector<4x2xbf16>, %b: vector<4x2xbf16>, %c: vector<2x2xf32>, %m: vector<2xi16>) -> vector<2x2xf32> {
  %d = nvgpu.mma.sp.sync (%a, %b, %c) metadata (%m) {mmaShape = [16, 8, 32]} : (vector<4x2xbf16>, vector<4x2xbf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return %d : vector<2x2xf32>
}
