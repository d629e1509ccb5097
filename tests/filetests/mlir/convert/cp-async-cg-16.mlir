// device_async_copy of 4 f32 with bypassL1 is a 16-byte .cg copy (contract 2.08); no numGroups
// attribute waits for group 0 (contract 2.11).
// RUN: --sm 80 --emit llvm
// CHECK: call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3)
// CHECK: call void @llvm.nvvm.cp.async.commit.group()
// CHECK: call void @llvm.nvvm.cp.async.wait.group(i32 0)
gpu.module @kernels {
  memref.global "private" @buf : memref<128xf32, 3>
  gpu.func @copy(%src: memref<128xf32, 1>) kernel {
    %smem = memref.get_global @buf : memref<128xf32, 3>
    %c0 = arith.constant 0 : index
    %t = nvgpu.device_async_copy %src[%c0], %smem[%c0], 4 {bypassL1} : memref<128xf32, 1> to memref<128xf32, 3>
    %g = nvgpu.device_async_create_group %t
    nvgpu.device_async_wait %g
    gpu.return
  }
}
