// The nvgpu.mbarrier ops: groups of one and several barriers, in shared memory and in the
// generic space, init/arrive.expect_tx with and without a predicate, tokens and parity waits.

// FLOOR: sm_80
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
func.func @init_arrive_test(%n: index) -> i1 {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !bar
  nvgpu.mbarrier.init %b[%c0], %n : !bar
  %t = nvgpu.mbarrier.arrive %b[%c0] : !bar -> !nvgpu.mbarrier.token
  %done = nvgpu.mbarrier.test.wait %b[%c0], %t : !bar, !nvgpu.mbarrier.token
  return %done : i1
}

// -----
// FLOOR: sm_80
!bar4 = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
func.func @four_barriers_nocomplete(%i: index, %n: index, %count: index) -> i1 {
  %b = nvgpu.mbarrier.create -> !bar4
  nvgpu.mbarrier.init %b[%i], %n : !bar4
  %t = nvgpu.mbarrier.arrive.nocomplete %b[%i], %count : !bar4 -> !nvgpu.mbarrier.token
  %done = nvgpu.mbarrier.test.wait %b[%i], %t : !bar4, !nvgpu.mbarrier.token
  return %done : i1
}

// -----
// FLOOR: sm_80
!generic = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<global>>
func.func @generic_space(%n: index) -> i1 {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !generic
  nvgpu.mbarrier.init %b[%c0], %n : !generic
  %t = nvgpu.mbarrier.arrive %b[%c0] : !generic -> !nvgpu.mbarrier.token
  %done = nvgpu.mbarrier.test.wait %b[%c0], %t : !generic, !nvgpu.mbarrier.token
  return %done : i1
}

// -----
// FLOOR: sm_90
// PTX: 80
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 2>
func.func @expect_tx_parity(%n: index, %tx: index, %p: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ticks = arith.constant 10000000 : index
  %b = nvgpu.mbarrier.create -> !bar
  nvgpu.mbarrier.init %b[%c1], %n, predicate = %p : !bar
  nvgpu.mbarrier.arrive.expect_tx %b[%c1], %tx : !bar
  nvgpu.mbarrier.arrive.expect_tx %b[%c1], %tx, predicate = %p : !bar
  %phase = arith.constant 1 : i1
  nvgpu.mbarrier.try_wait.parity %b[%c1], %phase, %ticks : !bar
  return
}

// -----
// FLOOR: sm_90
// PTX: 80
!generic = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<global>>
func.func @generic_expect_tx(%n: index, %tx: index, %phase: i1) {
  %c0 = arith.constant 0 : index
  %b = nvgpu.mbarrier.create -> !generic
  nvgpu.mbarrier.init %b[%c0], %n : !generic
  nvgpu.mbarrier.arrive.expect_tx %b[%c0], %tx : !generic
  nvgpu.mbarrier.try_wait.parity %b[%c0], %phase, %tx : !generic
  return
}

// -----
// FLOOR: sm_80
!bar = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 3>
func.func @barrier_address(%i: index) -> i32 {
  %b = nvgpu.mbarrier.create -> !bar
  %p = nvgpu.mbarrier.get %b[%i] : !bar -> i32
  return %p : i32
}

// -----
// FLOOR: sm_80
"func.func"() <{function_type = (index) -> i1, sym_name = "mbarrier_generic"}> ({
^bb0(%n: index):
  %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %b = "nvgpu.mbarrier.create"() : () -> !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
  "nvgpu.mbarrier.init"(%b, %n, %c0) : (!nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, index, index) -> ()
  %t = "nvgpu.mbarrier.arrive"(%b, %c0) : (!nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, index) -> !nvgpu.mbarrier.token
  %d = "nvgpu.mbarrier.test.wait"(%b, %t, %c0) : (!nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>, !nvgpu.mbarrier.token, index) -> i1
  "func.return"(%d) : (i1) -> ()
}) : () -> ()
