typedef _Float16 hf;
extern "C" {
__global__ void conv_f(float* f, double* d, int* i, unsigned* u, long long* l, unsigned long long* ul, hf* h, short* s, signed char* c) {
  int t = threadIdx.x;
  float x = f[t]; double y = d[t];
  i[t] = __nvvm_f2i_rn(x) + __nvvm_f2i_rz(x) + __nvvm_f2i_rm(x) + __nvvm_f2i_rp(x);
  u[t] = __nvvm_f2ui_rz(x) + __nvvm_d2ui_rn(y) + (unsigned)y;
  l[t] = __nvvm_f2ll_rn(x) + __nvvm_d2ll_rz(y) + (long long)y;
  ul[t] = __nvvm_f2ull_rz(x) + __nvvm_d2ull_rn(y);
  f[t+1] = __nvvm_i2f_rz(i[t+1]) + __nvvm_ui2f_rn(u[t+1]) + __nvvm_ll2f_rm(l[t+1]) + __nvvm_ull2f_rp(ul[t+1]) + (float)s[t] + (float)c[t];
  d[t+1] = __nvvm_i2d_rn(i[t+2]) + __nvvm_ui2d_rn(u[t+2]) + __nvvm_ll2d_rz(l[t+2]) + __nvvm_ull2d_rp(ul[t+2]) + (double)x;
  f[t+2] = __nvvm_d2f_rz(y) + __nvvm_d2f_rm(y) + (float)h[t] + __nvvm_d2f_rn_ftz(y);
  h[t+1] = (hf)x; h[t+2] = (hf)y; h[t+3] = (hf)i[t+3];
  i[t+4] = (int)h[t+4]; s[t+1] = (short)x; c[t+1] = (signed char)y;
  f[t+3] = __nvvm_saturate_f(x) + __nvvm_floor_f(x) + __nvvm_ceil_f(x) + __nvvm_trunc_f(x) + __nvvm_round_f(x);
  d[t+2] = __nvvm_floor_d(y) + __nvvm_ceil_d(y) + __nvvm_trunc_d(y) + __nvvm_round_d(y);
}
}
