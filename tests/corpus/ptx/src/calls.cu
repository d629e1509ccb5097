#include "cuda_min.h"
struct Pair { float a; double b; int c[3]; };
__device__ __noinline__ float mix(float x, int y, double z) { return x * y + (float)z; }
__device__ __noinline__ Pair make_pair(Pair p, float s) { p.a *= s; p.b += s; p.c[1] += 1; return p; }
__device__ __noinline__ void sink(float *p, float v) { *p = v; }
__global__ void caller(float *out, Pair *ps) {
  unsigned i = gid();
  float v = mix(out[i], (int)i, 2.0);
  Pair q = make_pair(ps[i], v);
  ps[i] = q;
  sink(&out[i], v);
}
typedef float (*fn_t)(float, int, double);
__device__ __noinline__ float mix2(float x, int y, double z) { return x - y + (float)z; }
__global__ void indirect(float *out, int which) {
  fn_t f = which ? mix : mix2;
  out[gid()] = f(out[gid()], which, 1.0);
}
