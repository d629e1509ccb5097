; Provenance (issue 5): the trace links every representation back to the IR line it came from.
; The fma on IR line 68 is DAG node t16 of block 1 (body); machine instruction 17 (FMA32rrr) is
; selected from it; PTX line 30 prints it; the FFMA at /*00d0*/ (listing line 28) is Phase 1's
; rule for that PTX line. mad.lo.s32 records the mul it folded (t15 with t13).
; RUN: --emit trace -O 0
; CHECK-LABEL: "provenance": {
; CHECK-NEXT: "source_language": "llvm",
; CHECK: "block": 1,
; CHECK: "node": 16,
; CHECK-NEXT: "source": {
; CHECK-NEXT: "line": 68,
; CHECK-LABEL: "machine_insts": [
; CHECK: "id": 8,
; CHECK-NEXT: "function": "saxpy",
; CHECK-NEXT: "block": 0,
; CHECK-NEXT: "dag_nodes": [
; CHECK-NEXT: 15,
; CHECK-NEXT: 13
; CHECK-NEXT: ],
; CHECK-NEXT: "source": {
; CHECK-NEXT: "line": 58,
; CHECK: "id": 17,
; CHECK-NEXT: "function": "saxpy",
; CHECK-NEXT: "block": 1,
; CHECK-NEXT: "dag_nodes": [
; CHECK-NEXT: 16
; CHECK-NEXT: ],
; CHECK-NEXT: "source": {
; CHECK-NEXT: "line": 68,
; CHECK-LABEL: "ptx_lines": [
; CHECK: "line": 30,
; CHECK-NEXT: "machine_inst": 17,
; CHECK-NEXT: "parsed_line": 30,
; CHECK-NEXT: "source": {
; CHECK-NEXT: "line": 68,
; CHECK-LABEL: "sass_insts": [
; CHECK: "offset": 208,
; CHECK-NEXT: "listing_line": 28,
; CHECK-NEXT: "ptx_line": 30,
; CHECK-NEXT: "source": {
; CHECK-NEXT: "line": 68,
; CHECK-LABEL: "used": [
; CHECK: "table": "machine-instrs",
; CHECK: "FMA32rrr",
; CHECK: "table": "ptxas-phase1",
; CHECK: "fma.f32 → FFMA",
; CHECK-LABEL: "outputs": {
; CHECK: fma.rn.f32 \t%r9, %r2, %r7, %r8;
; CHECK: /*00d0*/                   FFMA R0, R2, c[0x0][0x214], R0 ;
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @saxpy(i32 noundef %n, float noundef %a, ptr noundef readonly captures(none) %x, ptr noundef captures(none) %y) {
entry:
  %ctaid = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %ctaid, %ntid
  %tid = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %mul, %tid
  %inrange = icmp slt i32 %i, %n
  br i1 %inrange, label %body, label %exit

body:
  %idx = sext i32 %i to i64
  %xp = getelementptr inbounds nuw float, ptr %x, i64 %idx
  %xv = load float, ptr %xp, align 4
  %yp = getelementptr inbounds nuw float, ptr %y, i64 %idx
  %yv = load float, ptr %yp, align 4
  %r = tail call float @llvm.fma.f32(float %a, float %xv, float %yv)
  store float %r, ptr %yp, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.fma.f32(float, float, float)

; RUN uses -O 0: the kernel's pointers stay generic (no NVPTXLowerArgs cvta.to.global), so the
; node, instruction and line numbers checked above are those of the generic accesses.
