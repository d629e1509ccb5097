; machine-rpa: the pressure per function as the extra-machineinstr-printer prints it (a tab
; between the two counts), then per block; a %rd register counts two 32-bit registers.
; RUN: --emit mir
; CHECK: # After Register pressure analysis on Machine IRs (machine-rpa): no change
; CHECK-NEXT: ; k:
; CHECK-NEXT: ; Max Live RRegs: {{[0-9]+}}	PRegs: 1
; CHECK-NEXT: ; Function Size: {{[0-9]+}}
; CHECK-NEXT: ;   bb.0.entry: RRegs {{[0-9]+}} (b16 0, b32 {{[0-9]+}}, b64 {{[0-9]+}}) PRegs 1
; CHECK-NEXT: ;   bb.1.then: RRegs
; CHECK-NEXT: ;   bb.2.exit: RRegs 0 (b16 0, b32 0, b64 0) PRegs 0
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x, i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %then, label %exit
then:
  %a = xor i32 %x, %n
  store i32 %a, ptr addrspace(1) %out
  br label %exit
exit:
  ret void
}
