// nvgpu.mbarrier invariants, one case each.

// FLOOR: sm_80
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
func.func @id_not_index(%n: index, %id: i32) {
  %b = nvgpu.mbarrier.create -> !bar
  nvgpu.mbarrier.init %b[%id], %n : !bar
  return
}

// -----
// FLOOR: sm_80
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
func.func @wait_token_type(%t: i64) -> i1 {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !bar
  %done = nvgpu.mbarrier.test.wait %b[%c0], %t : !bar, i64
  return %done : i1
}

// -----
// FLOOR: sm_90
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
func.func @parity_not_i1(%n: index, %phase: index) {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !bar
  nvgpu.mbarrier.try_wait.parity %b[%c0], %phase, %n : !bar
  return
}

// -----
// FLOOR: sm_80
func.func @not_a_group(%b: memref<1xi64, 3>, %n: index) {
  %c0 = arith.constant 0 : index
  nvgpu.mbarrier.init %b[%c0], %n : memref<1xi64, 3>
  return
}
