#include "cuda_min.h"
// Bit manipulation on 32 and 64 bits: popc, clz, ctz, brev, byte swaps and field extracts.
__global__ void bit_ops(const unsigned *a, const unsigned long long *b, unsigned *o,
                        unsigned long long *q, int n) {
  int k = global_id();
  if (k >= n) return;
  unsigned x = a[k];
  unsigned long long y = b[k];
  unsigned field = (x >> (k & 15)) & 0x3ffu;
  o[k] = __builtin_popcount(x) + __builtin_clz(x | 1) + __builtin_ctz(x | 0x80000000u) +
         __builtin_popcountll(y) + __builtin_clzll(y | 1) + field;
  q[k] = __builtin_bitreverse64(y) ^ __builtin_bswap64(y) ^ __builtin_bitreverse32(x) ^
         __builtin_bswap32(x) ^ (unsigned long long)__builtin_ctzll(y | (1ull << 63));
}
