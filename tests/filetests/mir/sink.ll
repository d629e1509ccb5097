; machine-sink is off by default in the nvidia pipeline (nvptx-enable-machine-sink=false) and on
; in the llvm one, as llc-22 runs it. Turned on, %x ^ 77, read only in the then-block, moves
; there, and so do the parameter loads only the then-block reads (invariant loads, as llc-22
; sinks them: ld.param k_param_0, ld.param k_param_1 and the xor in %then).
; RUN: --emit mir --knob nvptx-enable-machine-sink=true
; CHECK: # After Machine code sinking (machine-sink): 3 change(s)
; CHECK-NEXT: ;   rewritten {{[0-9]+}}: sunk from entry into then, its only user
; CHECK-NEXT: ;   rewritten {{[0-9]+}}: sunk from entry into then, its only user
; CHECK-NEXT: ;   rewritten {{[0-9]+}}: sunk from entry into then, its only user
; CHECK-LABEL: # Final
; CHECK: bb.1.then:
; CHECK-NEXT: LD_PARAM_b64 k_param_0
; CHECK-NEXT: LD_PARAM_b32 k_param_1
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
