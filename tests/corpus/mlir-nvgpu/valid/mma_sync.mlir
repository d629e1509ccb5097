// nvgpu.mma.sync: every shape and element type its verifier allows (f16 with f16 or f32
// accumulators, bf16, tf32, f64, i8, i4), in custom and generic syntax.

// FLOOR: sm_80
func.func @m16n8k16_f16(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}

// -----
// FLOOR: sm_80
func.func @m16n8k16_f16_f32(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return %d : vector<2x2xf32>
}

// -----
// FLOOR: sm_75
// PTX: 65
func.func @m16n8k8_f16(%a: vector<2x2xf16>, %b: vector<1x2xf16>, %c: vector<2x2xf16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 8]} : (vector<2x2xf16>, vector<1x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}

// -----
// FLOOR: sm_80
func.func @m16n8k16_bf16(%a: vector<4x2xbf16>, %b: vector<2x2xbf16>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xbf16>, vector<2x2xbf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return %d : vector<2x2xf32>
}

// -----
// FLOOR: sm_80
func.func @m16n8k4_tf32(%a: vector<2x1xf32>, %b: vector<1x1xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 4], tf32Enabled} : (vector<2x1xf32>, vector<1x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
  return %d : vector<2x2xf32>
}

// -----
// FLOOR: sm_80
func.func @m16n8k8_tf32(%a: vector<4x1xf32>, %b: vector<2x1xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 8], tf32Enabled} : (vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
  return %d : vector<2x2xf32>
}

// -----
// FLOOR: sm_80
func.func @m8n8k4_f64(%a: vector<1x1xf64>, %b: vector<1x1xf64>, %c: vector<1x2xf64>) -> vector<1x2xf64> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [8, 8, 4]} : (vector<1x1xf64>, vector<1x1xf64>, vector<1x2xf64>) -> vector<1x2xf64>
  return %d : vector<1x2xf64>
}

// -----
// FLOOR: sm_80
func.func @m16n8k32_i8(%a: vector<4x4xi8>, %b: vector<2x4xi8>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 32]} : (vector<4x4xi8>, vector<2x4xi8>, vector<2x2xi32>) -> vector<2x2xi32>
  return %d : vector<2x2xi32>
}

// -----
// FLOOR: sm_80
func.func @m16n8k16_i8(%a: vector<2x4xi8>, %b: vector<1x4xi8>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<2x4xi8>, vector<1x4xi8>, vector<2x2xi32>) -> vector<2x2xi32>
  return %d : vector<2x2xi32>
}

// -----
// FLOOR: sm_80
func.func @m16n8k64_i4(%a: vector<4x8xi4>, %b: vector<2x8xi4>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 64]} : (vector<4x8xi4>, vector<2x8xi4>, vector<2x2xi32>) -> vector<2x2xi32>
  return %d : vector<2x2xi32>
}

// -----
// FLOOR: sm_80
func.func @m16n8k32_i4(%a: vector<2x8xi4>, %b: vector<1x8xi4>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 32]} : (vector<2x8xi4>, vector<1x8xi4>, vector<2x2xi32>) -> vector<2x2xi32>
  return %d : vector<2x2xi32>
}

// -----
// FLOOR: sm_80
"func.func"() <{function_type = (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>, sym_name = "mma_generic"}> ({
^bb0(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf32>):
  %d = "nvgpu.mma.sync"(%a, %b, %c) <{mmaShape = [16, 8, 16]}> : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  "func.return"(%d) : (vector<2x2xf32>) -> ()
}) : () -> ()

// -----
// FLOOR: sm_80
func.func @m16n8k4_f32_without_tf32(%a: vector<2x1xf32>, %b: vector<1x1xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 4]} : (vector<2x1xf32>, vector<1x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
  return %d : vector<2x2xf32>
}
