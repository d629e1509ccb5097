// The warpgroup descriptor is a shl/or chain (contract 2.29): the start address is bits 4..17 of
// the shared address in bits 0..13, the leading byte offset field 1 at bit 16, the stride byte
// offset 1024 bytes (64 x 16 B) at bit 32, base offset 0 at bit 49, and swizzle mode 1 (128 B) at
// bit 62: (1 << 62) | (64 << 32) | (1 << 16) = 4611686293305360384, folded into one or.
// RUN: --sm 90a --emit ptx
// CHECK: shl.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 46;
// CHECK: shr.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 50;
// CHECK: or.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 4611686293305360384;
// ERR-NOT: error
!tmap = !nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>
!desc = !nvgpu.warpgroup.descriptor<tensor = memref<128x64xf16, 3>>
gpu.module @kernels {
  memref.global "private" @lhs : memref<128x64xf16, 3>
  gpu.func @descriptor(%map: !tmap, %out: memref<1xi64, 1>) kernel {
    %smem = memref.get_global @lhs : memref<128x64xf16, 3>
    %d = nvgpu.warpgroup.generate.descriptor %smem, %map : memref<128x64xf16, 3>, !tmap -> !desc
    %bits = builtin.unrealized_conversion_cast %d : !desc to i64
    %c0 = arith.constant 0 : index
    memref.store %bits, %out[%c0] : memref<1xi64, 1>
    gpu.return
  }
}
