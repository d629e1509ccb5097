extern "C" {
__global__ void fp64(double* a, const double* b, int n) {
  int t = threadIdx.x; double x = a[t], y = b[t];
  a[t] = x / y + __nvvm_rcp_rn_d(y) + __nvvm_sqrt_rn_d(x) + __nvvm_fma_rz_d(x, y, 1.0) + __nvvm_add_rm_d(x, y) + __nvvm_mul_rp_d(x, y)
       + __nvvm_fmin_d(x, y) + __nvvm_fmax_d(x, -y) + __builtin_fabs(x) + __builtin_copysign(x, y) + (x < y ? x : y * 0.125);
  a[t+1] = (x == y) ? 1.0 : (x > 3.0 ? -2.0 : __nvvm_rsqrt_approx_d(x));
  a[t+2] = __nvvm_lohi_i2d(__nvvm_d2i_lo(x) ^ 1, __nvvm_d2i_hi(y));
}
__global__ void fp32(float* a, const float* b) {
  int t = threadIdx.x; float x = a[t], y = b[t];
  a[t] = x / y + __nvvm_div_rn_f(x, y) + __nvvm_div_rz_f(x, y) + __nvvm_sqrt_rn_f(x) + __nvvm_sqrt_approx_f(y) + __nvvm_rcp_rn_f(y)
       + __nvvm_rcp_approx_ftz_f(x) + __nvvm_fma_rn_ftz_f(x, y, 2.f) + __nvvm_add_rn_ftz_f(x, y) + __nvvm_mul_rz_ftz_f(x, y)
       + __nvvm_fmin_ftz_f(x, y) + __nvvm_fmax_nan_f(x, y) + __builtin_copysignf(x, y) + __nvvm_cos_approx_f(x) + __nvvm_ex2_approx_ftz_f(y)
       + __nvvm_lg2_approx_ftz_f(x) + __nvvm_fabs_f(x - y) + (x >= y ? 1.f : 0.f) + (__builtin_isnan(x) ? 3.f : 0.f);
  a[t+1] = __nvvm_fmin_f(x, 1e-20f) * 1e30f + __builtin_inff() * (x < 0) ;
}
}
