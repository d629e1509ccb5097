#include "cuda_min.h"
__global__ void histogram(const unsigned char *data, unsigned *bins, int n, float *fsum, unsigned long long *cnt) {
  unsigned i = gid();
  if (i < n) {
    __atomic_fetch_add(&bins[data[i]], 1u, __ATOMIC_RELAXED);
    __atomic_fetch_add(cnt, 1ull, __ATOMIC_SEQ_CST);
    __nvvm_atom_add_gen_f(fsum, 1.5f);
    __atomic_fetch_max(&bins[0], (unsigned)i, __ATOMIC_RELAXED);
    unsigned expected = 0;
    __atomic_compare_exchange_n(&bins[1], &expected, i, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
    __atomic_exchange_n(&bins[2], i, __ATOMIC_RELAXED);
  }
}
