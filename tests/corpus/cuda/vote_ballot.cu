#include "cuda_min.h"
__global__ void vote_ballot(const int *pred, unsigned *ballots, int *any, int n) {
  int k = global_id();
  int p = k < n && pred[k] != 0;
  unsigned b = __nvvm_vote_ballot_sync(0xffffffffu, p);
  if ((threadIdx_x & 31) == 0) {
    ballots[k / 32] = b;
    any[k / 32] = __nvvm_vote_any_sync(0xffffffffu, p);
  }
}
