#!/bin/sh
# Regenerates tests/corpus/llvm/*.ll from tests/corpus/cuda/*.cu with clang 22.
# Every kernel is compiled at -O2; a spread of them also at -O0, -O1 and -O3, and a few with
# debug info (-g: DI metadata, #dbg_declare records, !dbg attachments).
# Output names: NAME.O<level>.ll, NAME.O<level>.g.ll. Run from anywhere: sh tests/corpus/regen.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
CLANG=${CLANG:-clang-22}
mkdir -p "$here/llvm"
compile() { # $1 = kernel name, $2 = opt level, $3 = extra flag (-g) or empty
  out="$here/llvm/$1.O$2${3:+.g}.ll"
  "$CLANG" -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 \
    -Xclang -target-feature -Xclang +ptx80 -I"$here/cuda" ${3:-} \
    -S -emit-llvm "-O$2" "$here/cuda/$1.cu" -o "$out"
  # The module id, source name and debug-info directory would carry this machine's path.
  sed -i -e "s|^; ModuleID = .*|; ModuleID = '$1.cu'|" -e "s|^source_filename = .*|source_filename = \"$1.cu\"|" \
    -e "s|directory: \"[^\"]*\"|directory: \"tests/corpus\"|g" -e "s|filename: \"[^\"]*/cuda/|filename: \"cuda/|g" "$out"
}
for f in "$here"/cuda/*.cu; do
  compile "$(basename "$f" .cu)" 2
done
for k in vector_add reduce_sum_shared warp_reduce_shfl stencil_1d matmul_tiled atomic_ops half_axpy \
         bf16_scale conversions int64_math local_array switch_op device_calls device_struct \
         constant_table vector_types inline_asm memcpy_struct while_collatz fence_flag; do
  compile "$k" 0
  compile "$k" 3
done
for k in reduce_sum_shared matmul_naive switch_dense local_sort prefix_scan half2_vec fp_compare \
         struct_by_value atomic_scopes assume_aligned; do
  compile "$k" 1
done
# Fast-math flags on every floating-point operation.
"$CLANG" -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_90 \
  -Xclang -target-feature -Xclang +ptx80 -I"$here/cuda" -ffast-math \
  -S -emit-llvm -O2 "$here/cuda/fast_math_norm.cu" -o "$here/llvm/fast_math_norm.O2.ll"
sed -i -e "s|^; ModuleID = .*|; ModuleID = 'fast_math_norm.cu'|" -e "s|^source_filename = .*|source_filename = \"fast_math_norm.cu\"|" "$here/llvm/fast_math_norm.O2.ll"
for k in device_calls local_array; do
  compile "$k" 0 -g
done
for k in reduce_sum_shared stencil_1d; do
  compile "$k" 2 -g
done
