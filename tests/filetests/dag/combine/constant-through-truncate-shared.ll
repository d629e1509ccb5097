; constant-through-truncate must not fire when the inner add has another user (here the i32
; %w is stored too): folding would leave both adds.
; RUN: --emit dag --sm 90
; CHECK-NOT: ; constant-through-truncate:
define ptx_kernel void @k(ptr addrspace(1) %p, i32 %x) {
entry:
  %w = add i32 %x, 7
  %t = trunc i32 %w to i16
  %u = add i16 %t, 5
  store i16 %u, ptr addrspace(1) %p, align 2
  %q = getelementptr i8, ptr addrspace(1) %p, i64 4
  store i32 %w, ptr addrspace(1) %q, align 4
  ret void
}
