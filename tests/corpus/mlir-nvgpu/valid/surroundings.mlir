// The code around the nvgpu ops as MLIR's own tests write it: views and reinterpreted casts of
// raw buffers, functions with several results, heap buffers, workgroup attributions, host code
// with gpu.wait tokens beside the device module.

// FLOOR: sm_75
// PTX: 65
func.func @view_for_ldmatrix(%buf: memref<8192xi8, 3>, %i: index) -> vector<4x2xf16> {
  %c0 = arith.constant 0 : index
  %v = memref.view %buf[%c0][] : memref<8192xi8, 3> to memref<64x64xf16, 3>
  %r = nvgpu.ldmatrix %v[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<64x64xf16, 3> -> vector<4x2xf16>
  return %r : vector<4x2xf16>
}

// -----
// FLOOR: sm_80
func.func @dynamic_view_copy(%buf: memref<16384xi8, 3>, %src: memref<?x64xf32>, %off: index, %rows: index, %i: index) {
  %v = memref.view %buf[%off][%rows] : memref<16384xi8, 3> to memref<?x64xf32, 3>
  %t = nvgpu.device_async_copy %src[%i, %i], %v[%i, %i], 4 : memref<?x64xf32> to memref<?x64xf32, 3>
  %g = nvgpu.device_async_create_group %t
  nvgpu.device_async_wait %g
  return
}

// -----
// FLOOR: sm_80
func.func @reinterpret_for_copy(%flat: memref<?xf32>, %dst: memref<4x128xf32, 3>, %i: index) {
  %c0 = arith.constant 0 : index
  %m = memref.reinterpret_cast %flat to offset: [0], sizes: [128, 128], strides: [128, 1] : memref<?xf32> to memref<128x128xf32>
  %t = nvgpu.device_async_copy %m[%i, %c0], %dst[%c0, %i], 4 : memref<128x128xf32> to memref<4x128xf32, 3>
  %g = nvgpu.device_async_create_group %t
  nvgpu.device_async_wait %g
  return
}

// -----
// FLOOR: sm_80
func.func @two_results(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) -> (vector<2x2xf16>, vector<2x2xf16>) {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  %e = nvgpu.mma.sync (%a, %b, %d) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d, %e : vector<2x2xf16>, vector<2x2xf16>
}

// -----
// FLOOR: sm_80
func.func @heap_staging(%dst: memref<128xf32, 3>, %i: index) {
  %src = memref.alloc() : memref<128xf32>
  %t = nvgpu.device_async_copy %src[%i], %dst[%i], 4 : memref<128xf32> to memref<128xf32, 3>
  %g = nvgpu.device_async_create_group %t
  nvgpu.device_async_wait %g
  memref.dealloc %src : memref<128xf32>
  return
}

// -----
// FLOOR: sm_75
// PTX: 65
gpu.module @kernels {
  gpu.func @ldmatrix_workgroup(%out: memref<32x8xf16, 1>) workgroup(%sm: memref<32x8xf16, 3>) kernel {
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %r = nvgpu.ldmatrix %sm[%tid, %c0] {numTiles = 1 : i32, transpose = false} : memref<32x8xf16, 3> -> vector<1x2xf16>
    %v = vector.extract %r[0] : vector<2xf16> from vector<1x2xf16>
    vector.store %v, %out[%tid, %c0] : memref<32x8xf16, 1>, vector<2xf16>
    gpu.return
  }
}

// -----
// FLOOR: sm_90
// PTX: 80
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  func.func @host(%n: index) {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@arrive_expect blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%n : index)
    gpu.wait [%t1]
    return
  }
  gpu.module @kernels {
    gpu.func @arrive_expect(%tx: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %b = nvgpu.mbarrier.create -> !bar
      nvgpu.mbarrier.init %b[%c0], %c1 : !bar
      nvgpu.mbarrier.arrive.expect_tx %b[%c0], %tx : !bar
      gpu.return
    }
  }
}

// -----
// FLOOR: sm_80
// A linalg payload with the transform script of MLIR's nvgpu transform tests beside it: read in
// all three forms, converted (no nvgpu op), and named where the lowering stops (linalg.matmul).
func.func @matmul_payload(%a: memref<16x16xf16>, %b: memref<16x8xf16>, %c: memref<16x8xf16>) {
  linalg.matmul ins(%a, %b : memref<16x16xf16>, memref<16x8xf16>) outs(%c : memref<16x8xf16>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.nvgpu.rewrite_matmul_as_mma_sync %m : (!transform.any_op) -> ()
    transform.yield
  }
}
