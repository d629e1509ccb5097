// FLOOR: sm_80
func.func @a_fragment_shape(%a: vector<2x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}

// -----
// FLOOR: sm_80
func.func @b_fragment_shape(%a: vector<4x2xf16>, %b: vector<1x2xf16>, %c: vector<2x2xf16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<1x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}

// -----
// FLOOR: sm_80
func.func @c_fragment_shape(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<4x2xf16>) -> vector<4x2xf16> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<4x2xf16>) -> vector<4x2xf16>
  return %d : vector<4x2xf16>
}

// -----
// FLOOR: sm_80
func.func @m_not_16(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [32, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}

// -----
// FLOOR: sm_80
func.func @k_not_multiple(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 12]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}

// -----
// FLOOR: sm_80
func.func @a_b_types_differ(%a: vector<4x2xf16>, %b: vector<2x2xbf16>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xbf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return %d : vector<2x2xf32>
}

// -----
// FLOOR: sm_80
func.func @element_type_f8(%a: vector<4x4xf8E4M3FN>, %b: vector<2x4xf8E4M3FN>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 32]} : (vector<4x4xf8E4M3FN>, vector<2x4xf8E4M3FN>, vector<2x2xf32>) -> vector<2x2xf32>
  return %d : vector<2x2xf32>
}

// -----
// FLOOR: sm_80
func.func @sp_selector_out_of_range(%a: vector<4x2xf16>, %b: vector<4x2xf16>, %c: vector<2x2xf16>, %m: vector<2xi16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sp.sync (%a, %b, %c) metadata (%m) {mmaShape = [16, 8, 32], sparsitySelector = 2 : i32} : (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}

// -----
// FLOOR: sm_80
func.func @sp_b_fragment(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>, %m: vector<2xi16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sp.sync (%a, %b, %c) metadata (%m) {mmaShape = [16, 8, 32]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}

// -----
// FLOOR: sm_80
func.func @sp_metadata_type(%a: vector<4x2xf16>, %b: vector<4x2xf16>, %c: vector<2x2xf16>, %m: vector<4xi16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sp.sync (%a, %b, %c) metadata (%m) {mmaShape = [16, 8, 32]} : (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}
