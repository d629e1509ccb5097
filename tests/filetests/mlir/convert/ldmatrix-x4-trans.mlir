// ldmatrix with numTiles = 4 and transpose is the .x4.trans form returning four i32, repacked into
// the vector<4x2xf16> fragment (contract 2.36).
// RUN: --sm 80 --emit llvm
// CHECK: call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3)
// CHECK: bitcast i32 {{%v[0-9]+}} to <2 x half>
// CHECK: insertvalue [4 x <2 x half>]
gpu.module @kernels {
  memref.global "private" @tile : memref<64x64xf16, 3>
  gpu.func @ld(%out: memref<64x2xf16, 1>) kernel {
    %smem = memref.get_global @tile : memref<64x64xf16, 3>
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %a = nvgpu.ldmatrix %smem[%tid, %c0] {transpose = true, numTiles = 4 : i32} : memref<64x64xf16, 3> -> vector<4x2xf16>
    %row = vector.extract %a[3] : vector<2xf16> from vector<4x2xf16>
    vector.store %row, %out[%tid, %c0] : memref<64x2xf16, 1>, vector<2xf16>
    gpu.return
  }
}
