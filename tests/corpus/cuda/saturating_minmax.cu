#include "cuda_min.h"
// Saturating adds and subtracts, integer min/max/abs of every width, and clamps.
__global__ void saturating_minmax(const int *a, const int *b, const unsigned *u,
                                  const long long *l, int *o, unsigned *v, long long *w, int n) {
  int k = global_id();
  if (k >= n) return;
  int x = a[k], y = b[k];
  unsigned p = u[k];
  long long q = l[k];
  o[k] = __builtin_elementwise_add_sat(x, y) + __builtin_elementwise_sub_sat(x, y) +
         __builtin_abs(x) + (x < y ? x : y) + (x > 255 ? 255 : (x < 0 ? 0 : x));
  v[k] = __builtin_elementwise_add_sat(p, 7u) + __builtin_elementwise_sub_sat(p, (unsigned)y) +
         (p < 1000u ? p : 1000u);
  w[k] = __builtin_llabs(q) + (q > (long long)x ? q : (long long)x) + (q < 0 ? -q : q);
}
