#include "cuda_min.h"
// Conversions between every floating-point type (half, bf16, float, double) and every integer
// width, signed and unsigned.
__global__ void fp_conversions_all(const _Float16 *h, const __bf16 *b, const float *f,
                                   const double *d, const short *s, const unsigned short *us,
                                   const long long *l, const unsigned long long *ul,
                                   _Float16 *oh, __bf16 *ob, float *of, double *od, short *os,
                                   unsigned *ou, long long *ol, unsigned long long *oul, int n) {
  int k = global_id();
  if (k >= n) return;
  _Float16 hv = h[k];
  __bf16 bv = b[k];
  float fv = f[k];
  double dv = d[k];
  oh[k] = (_Float16)fv + (_Float16)dv + (_Float16)s[k] + (_Float16)ul[k];
  ob[k] = (__bf16)fv + (__bf16)dv + (__bf16)us[k] + (__bf16)l[k];
  of[k] = (float)hv + (float)bv + (float)s[k] + (float)us[k] + (float)l[k] + (float)ul[k];
  od[k] = (double)hv + (double)bv + (double)fv + (double)s[k] + (double)ul[k];
  os[k] = (short)fv + (short)dv + (short)hv;
  ou[k] = (unsigned)fv + (unsigned)dv + (unsigned)bv + (unsigned short)hv;
  ol[k] = (long long)fv + (long long)dv + (long long)hv + (long long)bv;
  oul[k] = (unsigned long long)fv + (unsigned long long)dv + (unsigned long long)hv;
}
