; machine-sink is off by default in the nvidia pipeline (nvptx-enable-machine-sink=false, seed
; 001): it does not run and %x ^ 77 stays in the entry block.
; RUN: --emit mir --pipeline nvidia
; CHECK-NOT: (machine-sink)
; CHECK-LABEL: # Final
; CHECK: bb.0.entry:
; CHECK: XORb32ri
; CHECK: bb.1.then:
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  %a = xor i32 %x, 77
  br i1 %c, label %then, label %exit
then:
  store i32 %a, ptr addrspace(1) %out
  br label %exit
exit:
  ret void
}
