#include "cuda_min.h"
__global__ void atomic_scopes(int *block_counter, int *sys_counter, unsigned long long *cas_target) {
  __nvvm_atom_cta_add_gen_i(block_counter, 1);
  __nvvm_atom_sys_add_gen_i(sys_counter, 1);
  unsigned long long old = *cas_target, assumed;
  do {
    assumed = old;
    old = __nvvm_atom_cas_gen_ll((long long *)cas_target, assumed, assumed * 3 + 1);
  } while (assumed != old);
}
