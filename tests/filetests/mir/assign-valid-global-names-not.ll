; nvptx-assign-valid-global-names must not fire: every name is a valid PTX identifier already
; (letters, digits, _ and $): the internal function and both variables keep their names.
; RUN: --emit dag
; CHECK-NOT: nvptx-assign-valid-global-names
target triple = "nvptx64-nvidia-cuda"
@ok_var$1 = addrspace(1) global i32 7
@_x = internal addrspace(1) global i32 1
define internal i32 @f_1$(i32 %a) noinline {
  %r = add i32 %a, 1
  ret i32 %r
}
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %c = load i32, ptr addrspace(1) @ok_var$1
  %x = load i32, ptr addrspace(1) @_x
  %d = call i32 @f_1$(i32 %c)
  %e = add i32 %d, %x
  store i32 %e, ptr addrspace(1) %out
  ret void
}
