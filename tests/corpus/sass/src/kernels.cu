#include <stdint.h>
#define G __global__
extern "C" {
G void axpy(float a, const float* x, float* y, int n){int i=blockIdx.x*blockDim.x+threadIdx.x; if(i<n) y[i]=a*x[i]+y[i];}
G void reduce(const float* x, float* out, int n){ __shared__ float s[256]; int t=threadIdx.x; float v=0; for(int i=blockIdx.x*256+t;i<n;i+=gridDim.x*256) v+=x[i]; s[t]=v; __syncthreads(); for(int k=128;k>0;k>>=1){ if(t<k) s[t]+=s[t+k]; __syncthreads(); } if(t==0) atomicAdd(out,s[0]); }
G void atom(int* p, unsigned* q, int v){ int r=atomicAdd(p+threadIdx.x, v); atomicMax(p+1,r); atomicMin(p+2,v); atomicExch(p+3,v); atomicCAS(p+4,v,r); atomicAnd(q,v); atomicOr(q+1,(unsigned)v); atomicXor(q+2,(unsigned)v); atomicInc(q+3,5u);}
G void shfl(float* p, int* q){ float v=p[threadIdx.x]; for(int o=16;o>0;o>>=1) v+=__shfl_down_sync(0xffffffff,v,o); v+=__shfl_xor_sync(0xffffffff,v,3); v+=__shfl_up_sync(0xffffffff,v,1); v+=__shfl_sync(0xffffffff,v,q[0]); unsigned b=__ballot_sync(0xffffffff,v>0); q[threadIdx.x]=__builtin_popcount(b)+__any_sync(0xffffffff,v<1)+__all_sync(0xffffffff,v<2); p[threadIdx.x]=v;}
G void branches(int* p, int n){ int i=threadIdx.x; int s=0; for(int k=0;k<n;k++){ if(p[k]&1) s+=k*3; else s^=p[k]>>2; if(s>1000) break;} p[i]=s;}
G void math64(long long* a, unsigned long long* b, double* d, int n){ int i=threadIdx.x; long long x=a[i]; unsigned long long y=b[i]; a[i]=x*y + (x>>3) + (long long)(y/7u) + x%13; b[i]=y<<5 | (y>>60); d[i]=d[i]*2.5+d[i+1]/3.0 - (double)x + __nvvm_sqrt_rn_d(d[i+2]); }
typedef _Float16 hf; typedef _Float16 hf2 __attribute__((ext_vector_type(2)));
G void f16k(hf* h, float* f, hf2* v){ int i=threadIdx.x; hf a=h[i], b=h[i+1]; h[i]=a+b; h[i+1]=a*b; h[i+2]=a*b+a; f[i]=(float)a; h[i+3]=(hf)f[i+1]; hf2 x=v[i]; v[i+1]=x*x+x; v[i+2]=x-x*(hf)0.5f; }
G void fmath(float* p, int* q){ int i=threadIdx.x; float x=p[i]; p[i]=__nvvm_ex2_approx_f(x)+__nvvm_lg2_approx_f(x)+__nvvm_sin_approx_f(x)*0.5f+__nvvm_div_approx_f(x,3.f)+__nvvm_rsqrt_approx_f(x)+__builtin_fabsf(x)*-x+__builtin_fminf(x,2.f)+__builtin_fmaxf(x,1.f)+__nvvm_saturate_f(x)+__nvvm_mul_rn_f(x,x)+__nvvm_add_rz_f(x,1.f)+__nvvm_fma_rm_f(x,x,x); q[i]=(int)x + __nvvm_f2ui_rn(x) + __builtin_bit_cast(int,x) + (int)(float)q[i+1]; }
G void intops(int* p, unsigned* q){ int i=threadIdx.x; int x=p[i]; unsigned y=q[i]; p[i]=(x<0?-x:x)+(x<5?x:5)+(x>(int)y?x:(int)y)+__builtin_clz(x)+__builtin_ffs(x)+__builtin_bitreverse32(y)+__builtin_popcount(y)+(x*y)+(int)(((long long)x*7)>>32)+(unsigned)(((unsigned long long)y*y)>>32)+ (x<<(y&31)) + (y>>3) + __nvvm_prmt(x,y,0x5410) + ((x<<(y&7))|((unsigned)y>>(32-(y&7)))) + (x/ (int)y) + (y%7u); }
__device__ __noinline__ int callee(int a, int b){ return a*b+__builtin_popcount(a); }
G void calls(int* p){ p[threadIdx.x]=callee(p[0],p[1]); }
G void local(int* p, int n){ int a[64]; for(int i=0;i<64;i++) a[i]=p[i]*i; p[threadIdx.x]=a[n&63]+a[(n*7)&63]; }
G void selk(float* p, int* q){ int i=threadIdx.x; float x=p[i]; p[i]= x>0.5f? x: -x; q[i]= q[i]!=3 ? q[i+1] : 9; bool a=x<1, b=q[i]>2; q[i+2]=(a&&b)||(x==x && !b); }
G void convs(double* d, float* f, int* p, long long* l, unsigned char* c, short* s){ int i=threadIdx.x; d[i]=(double)f[i]; f[i]=(float)d[i+1]; p[i]=(int)d[i+2]; l[i]=(long long)f[i+1]; f[i+2]=(float)l[i+1]; d[i+3]=(double)p[i+1]; c[i]=c[i+1]+1; s[i]=s[i+1]*3; f[i+3]=(float)c[i+2]; }
G void vec(float4* a, float2* b, int4* c){ int i=threadIdx.x; float4 v=a[i]; a[i+1]=make_float4(v.w,v.z,v.y,v.x); float2 u=b[i]; b[i+1]=make_float2(u.y,u.x); c[i]=c[i+1]; }
G void shared2(int* p){ __shared__ int s[1024]; __shared__ double sd[64]; int t=threadIdx.x; s[t]=p[t]; sd[t&63]=p[t]; __syncthreads(); atomicAdd(&s[t^1],1); p[t]=s[1023-t]+(int)sd[(t+1)&63]; }
}
