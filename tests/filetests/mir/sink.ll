; machine-sink is off by default on NVPTX (nvptx-enable-machine-sink=false): it is not in the
; pipeline. Turned on, %x ^ 77, read only in the then-block, moves there.
; RUN: --emit mir --knob nvptx-enable-machine-sink=true
; CHECK: # After Machine code sinking (machine-sink): 1 change(s)
; CHECK-NEXT: ;   rewritten {{[0-9]+}}: sunk from entry into then, its only user
; CHECK-LABEL: # Final
; CHECK: bb.1.then:
; CHECK-NEXT: XORb32ri
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
