extern "C" {
__global__ void warp(int* p, float* f, unsigned long long* l) {
  int t = threadIdx.x; int v = p[t]; float x = f[t]; unsigned long long w = l[t];
  v += __nvvm_shfl_sync_idx_i32(0xffffffff, v, 3, 0x1f) + __nvvm_shfl_sync_up_i32(0xffffffff, v, 2, 0) + __nvvm_shfl_sync_down_i32(0xffff, v, 4, 0xf)
     + __nvvm_shfl_sync_bfly_i32(0xffffffff, v, t & 7, 0x1f) + __nvvm_shfl_sync_idx_i32(0xffffffff, v, t, 0x181f);
  x += __nvvm_shfl_sync_down_f32(0xffffffff, x, 1, 0x1f);
  unsigned b = __nvvm_vote_ballot_sync(0xffffffff, v > 3); int any = __nvvm_vote_any_sync(0xffffffff, x > 0); int all = __nvvm_vote_all_sync(0xffff, v != 0); int uni = __nvvm_vote_uni_sync(0xffffffff, v & 1);
  unsigned m = __nvvm_match_any_sync_i32(0xffffffff, v); unsigned m2 = __nvvm_match_any_sync_i64(0xffffffff, w);
  unsigned act = __nvvm_activemask();
  int rs = __nvvm_redux_sync_add(v, 0xffffffff) + __nvvm_redux_sync_umin(v, 0xffffffff) + __nvvm_redux_sync_and(v, 0xffffffff);
  __nvvm_bar_warp_sync(0xffffffff);
  p[t] = v + b + any + all + uni + m + m2 + act + rs + __nvvm_read_ptx_sreg_laneid() + __nvvm_read_ptx_sreg_warpid() + __nvvm_read_ptx_sreg_lanemask_lt();
  f[t] = x; l[t] = __nvvm_read_ptx_sreg_clock64() + __nvvm_read_ptx_sreg_globaltimer() + __nvvm_read_ptx_sreg_clock();
  p[t + 1] = __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_ctaid_y() + __nvvm_read_ptx_sreg_tid_y() + __nvvm_read_ptx_sreg_tid_z() + __nvvm_read_ptx_sreg_nctaid_x() + __nvvm_read_ptx_sreg_ctaid_z() + __nvvm_read_ptx_sreg_smid();
}
}
