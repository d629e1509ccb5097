// nvgpu.ldmatrix invariants, one case each.

// FLOOR: sm_75
func.func @not_shared(%sm: memref<128x128xf16>, %i: index) -> vector<4x2xf16> {
  %r = nvgpu.ldmatrix %sm[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<128x128xf16> -> vector<4x2xf16>
  return %r : vector<4x2xf16>
}

// -----
// FLOOR: sm_75
func.func @tiles_vs_result(%sm: memref<128x128xf16, 3>, %i: index) -> vector<4x2xf16> {
  %r = nvgpu.ldmatrix %sm[%i, %i] {numTiles = 2 : i32, transpose = false} : memref<128x128xf16, 3> -> vector<4x2xf16>
  return %r : vector<4x2xf16>
}

// -----
// FLOOR: sm_75
func.func @elements_per_register(%sm: memref<128x128xf16, 3>, %i: index) -> vector<4x4xf16> {
  %r = nvgpu.ldmatrix %sm[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<128x128xf16, 3> -> vector<4x4xf16>
  return %r : vector<4x4xf16>
}

// -----
// FLOOR: sm_75
func.func @transpose_8bit(%sm: memref<64x64xi8, 3>, %i: index) -> vector<4x4xi8> {
  %r = nvgpu.ldmatrix %sm[%i, %i] {numTiles = 4 : i32, transpose = true} : memref<64x64xi8, 3> -> vector<4x4xi8>
  return %r : vector<4x4xi8>
}

// -----
// FLOOR: sm_75
func.func @element_type_mismatch(%sm: memref<64x64xf16, 3>, %i: index) -> vector<4x2xbf16> {
  %r = nvgpu.ldmatrix %sm[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<64x64xf16, 3> -> vector<4x2xbf16>
  return %r : vector<4x2xbf16>
}

// -----
// FLOOR: sm_75
func.func @tiles_three(%sm: memref<64x64xf16, 3>, %i: index) -> vector<3x2xf16> {
  %r = nvgpu.ldmatrix %sm[%i, %i] {numTiles = 3 : i32, transpose = false} : memref<64x64xf16, 3> -> vector<3x2xf16>
  return %r : vector<3x2xf16>
}

// -----
// FLOOR: sm_75
func.func @element_too_wide(%sm: memref<64x64xf64, 3>, %i: index) -> vector<4x1xf64> {
  %r = nvgpu.ldmatrix %sm[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<64x64xf64, 3> -> vector<4x1xf64>
  return %r : vector<4x1xf64>
}
