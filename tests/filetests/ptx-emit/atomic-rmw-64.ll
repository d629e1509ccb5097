; Relaxed read-modify-writes on 64 bits and floats, and the wrapping increments, as LLVM 22
; selects them: atom.exch.b64 / .b32 for a float, atom.and/or/xor.b64, atom.min/max.s64/u64,
; atom.inc/dec.u32.
; RUN: --emit ptx
; CHECK: atom.global.exch.b64 {{%rd[0-9]+}}, [%rd1], %rd2;
; CHECK-NEXT: atom.global.exch.b32 {{%r[0-9]+}}, [%rd1], %r1;
; CHECK-NEXT: atom.global.and.b64
; CHECK-NEXT: atom.global.or.b64
; CHECK-NEXT: atom.global.xor.b64
; CHECK-NEXT: atom.global.min.s64
; CHECK-NEXT: atom.global.max.u64
; CHECK-NEXT: atom.global.inc.u32 {{%r[0-9]+}}, [%rd1], 100;
; CHECK-NEXT: atom.global.dec.u32
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i64 %v, float %f, i32 %w, ptr addrspace(1) %o) {
  %a = atomicrmw xchg ptr addrspace(1) %p, i64 %v monotonic
  %b = atomicrmw xchg ptr addrspace(1) %p, float %f monotonic
  %c = atomicrmw and ptr addrspace(1) %p, i64 %a monotonic
  %d = atomicrmw or ptr addrspace(1) %p, i64 %c monotonic
  %e = atomicrmw xor ptr addrspace(1) %p, i64 %d monotonic
  %g = atomicrmw min ptr addrspace(1) %p, i64 %e monotonic
  %h = atomicrmw umax ptr addrspace(1) %p, i64 %g monotonic
  %i = atomicrmw uinc_wrap ptr addrspace(1) %p, i32 100 monotonic
  %j = atomicrmw udec_wrap ptr addrspace(1) %p, i32 %i monotonic
  store i64 %h, ptr addrspace(1) %o, align 8
  %o1 = getelementptr i8, ptr addrspace(1) %o, i64 8
  store float %b, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr i8, ptr addrspace(1) %o, i64 12
  store i32 %j, ptr addrspace(1) %o2, align 4
  ret void
}
