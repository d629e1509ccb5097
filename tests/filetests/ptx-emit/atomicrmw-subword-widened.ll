; An 8/16-bit atomicrmw or/xor/and works on its aligned 32-bit word with no CAS loop, as LLVM
; 22's AtomicExpand widens it (widenPartwordAtomicRMW): the value shifted into its lane; for
; `and` the other lanes' bits set (or with the inverted lane mask); the old value shifted back.
; `add` on i8 still needs the loop.
; RUN: --emit ptx
; CHECK-LABEL: .visible .entry or8(
; CHECK-NOT: .cas.b32
; CHECK: and.b64 %rd3, %rd1, -4;
; CHECK: shl.b32 %r2, %r1, 3;
; CHECK: shl.b32 %r4, %r3, %r2;
; CHECK-NEXT: atom.global.or.b32 %r5, [%rd3], %r4;
; CHECK-NEXT: shr.u32 %r6, %r5, %r2;
; CHECK-NOT: .cas.b32
; CHECK-LABEL: .visible .entry and16(
; CHECK: mov.b32 %r3, 65535;
; CHECK: not.b32 %r5, %r4;
; CHECK: or.b32 %r8, %r7, %r5;
; CHECK-NEXT: atom.shared.and.b32 %r9, [%rd6], %r8;
; CHECK-LABEL: .visible .entry xor16(
; CHECK: atom.xor.b32
; CHECK-LABEL: .visible .entry add8(
; CHECK: atom.relaxed.sys.global.cas.b32
@sh = internal addrspace(3) global [4 x i32] undef, align 16

define ptx_kernel void @or8(ptr addrspace(1) %p, ptr addrspace(1) %out, i8 %v) {
entry:
  %r = atomicrmw or ptr addrspace(1) %p, i8 %v monotonic
  store i8 %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @and16(ptr addrspace(1) %out, i16 %v, i64 %i) {
entry:
  %p = getelementptr i16, ptr addrspace(3) @sh, i64 %i
  %r = atomicrmw and ptr addrspace(3) %p, i16 %v monotonic
  store i16 %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @xor16(ptr %p, ptr addrspace(1) %out, i16 %v) {
entry:
  %r = atomicrmw xor ptr %p, i16 %v seq_cst
  store i16 %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @add8(ptr addrspace(1) %p, ptr addrspace(1) %out, i8 %v) {
entry:
  %r = atomicrmw add ptr addrspace(1) %p, i8 %v monotonic
  store i8 %r, ptr addrspace(1) %out
  ret void
}
