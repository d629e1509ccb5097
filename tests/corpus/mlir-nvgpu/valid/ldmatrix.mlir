// nvgpu.ldmatrix: every tile count, transposed or not, 16-, 8- and 32-bit elements, static and
// dynamic shared-memory shapes. Cases are split on the separator line; each names its floor SM.

// FLOOR: sm_75
// PTX: 65
func.func @ldmatrix_x4_f16(%sm: memref<128x128xf16, 3>, %i: index, %j: index) -> vector<4x2xf16> {
  %r = nvgpu.ldmatrix %sm[%i, %j] {numTiles = 4 : i32, transpose = false} : memref<128x128xf16, 3> -> vector<4x2xf16>
  return %r : vector<4x2xf16>
}

// -----
// FLOOR: sm_75
// PTX: 65
func.func @ldmatrix_x2_f16_trans(%sm: memref<64x64xf16, 3>, %i: index) -> vector<2x2xf16> {
  %r = nvgpu.ldmatrix %sm[%i, %i] {numTiles = 2 : i32, transpose = true} : memref<64x64xf16, 3> -> vector<2x2xf16>
  return %r : vector<2x2xf16>
}

// -----
// FLOOR: sm_75
// PTX: 65
func.func @ldmatrix_x1_f16(%sm: memref<32x8xf16, 3>, %i: index) -> vector<1x2xf16> {
  %c0 = arith.constant 0 : index
  %r = nvgpu.ldmatrix %sm[%i, %c0] {numTiles = 1 : i32, transpose = false} : memref<32x8xf16, 3> -> vector<1x2xf16>
  return %r : vector<1x2xf16>
}

// -----
// FLOOR: sm_75
// PTX: 65
func.func @ldmatrix_x4_f16_dynamic(%sm: memref<?x?xf16, 3>, %i: index, %j: index) -> vector<4x2xf16> {
  %r = nvgpu.ldmatrix %sm[%i, %j] {numTiles = 4 : i32, transpose = true} : memref<?x?xf16, 3> -> vector<4x2xf16>
  return %r : vector<4x2xf16>
}

// -----
// FLOOR: sm_75
// PTX: 65
func.func @ldmatrix_x4_i8(%sm: memref<64x64xi8, 3>, %i: index) -> vector<4x4xi8> {
  %r = nvgpu.ldmatrix %sm[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<64x64xi8, 3> -> vector<4x4xi8>
  return %r : vector<4x4xi8>
}

// -----
// FLOOR: sm_75
// PTX: 65
func.func @ldmatrix_x2_f32_dynamic(%sm: memref<?x32xf32, 3>, %i: index) -> vector<2x1xf32> {
  %r = nvgpu.ldmatrix %sm[%i, %i] {numTiles = 2 : i32, transpose = false} : memref<?x32xf32, 3> -> vector<2x1xf32>
  return %r : vector<2x1xf32>
}

// -----
// FLOOR: sm_75
// PTX: 65
func.func @ldmatrix_x4_bf16_workgroup(%sm: memref<64x64xbf16, #gpu.address_space<workgroup>>, %i: index) -> vector<4x2xbf16> {
  %r = nvgpu.ldmatrix %sm[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<64x64xbf16, #gpu.address_space<workgroup>> -> vector<4x2xbf16>
  return %r : vector<4x2xbf16>
}

// -----
// FLOOR: sm_75
// PTX: 65
"func.func"() <{function_type = (memref<16x16xf16, 3>, index) -> vector<4x2xf16>, sym_name = "ldmatrix_generic"}> ({
^bb0(%sm: memref<16x16xf16, 3>, %i: index):
  %r = "nvgpu.ldmatrix"(%sm, %i, %i) <{numTiles = 4 : i32, transpose = false}> : (memref<16x16xf16, 3>, index, index) -> vector<4x2xf16>
  "func.return"(%r) : (vector<4x2xf16>) -> ()
}) : () -> ()

// -----
// FLOOR: sm_75
// PTX: 65
gpu.module @kernels {
  gpu.func @ldmatrix_kernel(%out: memref<32x8xf16, 1>) workgroup(%sm: memref<32x8xf16, 3>) kernel {
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %r = nvgpu.ldmatrix %sm[%tid, %c0] {numTiles = 1 : i32, transpose = false} : memref<32x8xf16, 3> -> vector<1x2xf16>
    %v = vector.extract %r[0] : vector<2xf16> from vector<1x2xf16>
    vector.store %v, %out[%tid, %c0] : memref<32x8xf16, 1>, vector<2xf16>
    gpu.return
  }
}
