#!/bin/sh
# Regenerates the real-style CUDA corpus's committed outputs from src/*.cu:
#   ptx/sm_XX/NAME.ptx  nvcc 13.5 -ptx -arch=sm_XX -O3, XX in 80 86 89 90 90a 100a 120 (the
#                       corpus of the ptxas side: tests/tests/cuda_real.rs)
#   llvm/sm_XX/NAME.ll  clang 22 device IR (-O3, CUDA 12.9 headers), XX in 80 90 100a (the
#                       corpus of the LLVM side)
#   ptxas-rejects.txt   every PTX file ptxas 13.5 rejects at its own SM, with its first message
# The two CUDA roots are laid out by roots.sh under $HOME/.cache/nvisel/cuda-real from pinned
# PyPI wheels. Deterministic: nvcc names internal symbols after a hash of the source path, so
# every file is compiled from the same scratch directory, /tmp/nvisel-cuda-real, by relative
# name. Needs clang++-22 (Debian clang-22). Run from anywhere: sh tests/corpus/cuda-real/regen.sh
# JOBS (default 2) sets the parallelism; `regen.sh NAME...` redoes only those kernels' outputs
# (ptxas-rejects.txt is always rechecked whole).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/roots.sh"
CLANG=${CLANG:-clang++-22}
JOBS=${JOBS:-2}
PTX_SMS="80 86 89 90 90a 100a 120"
LL_SMS="80 90 100a"
work=/tmp/nvisel-cuda-real
rm -rf "$work"
mkdir -p "$work"
cp "$here"/src/*.cu "$here"/src/*.cuh "$work/"
if [ $# -eq 0 ]; then rm -rf "$here/ptx" "$here/llvm"; fi
for sm in $PTX_SMS; do mkdir -p "$here/ptx/sm_$sm"; done
for sm in $LL_SMS; do mkdir -p "$here/llvm/sm_$sm"; done
export CUDA13 CUDA12 CLANG here work
names=${*:-$(cd "$work" && ls *.cu | sed 's/\.cu$//')}
jobs() {
  for n in $names; do
    for sm in $PTX_SMS; do echo "ptx $sm $n"; done
    for sm in $LL_SMS; do echo "ll $sm $n"; done
  done
}
# One job: nvcc to PTX, or clang to LLVM IR (its ModuleID and source name are the bare file name).
jobs | xargs -P "$JOBS" -L 1 sh -c '
  kind=$0 sm=$1 n=$2
  cd "$work"
  if [ "$kind" = ptx ]; then
    "$CUDA13/bin/nvcc" -ptx -arch=sm_$sm -O3 "$n.cu" -o "$here/ptx/sm_$sm/$n.ptx"
  else
    "$CLANG" -x cuda --cuda-path="$CUDA12" --cuda-gpu-arch=sm_$sm --cuda-device-only -Wno-unknown-cuda-version \
      -S -emit-llvm -O3 "$n.cu" -o "$here/llvm/sm_$sm/$n.ll"
  fi'
# ptxas at each file's own SM.
out="$here/ptxas-rejects.txt"
echo "# PTX files of ptx/ that ptxas 13.5 rejects at their own SM (regen.sh); none when empty below." > "$out"
for sm in $PTX_SMS; do
  for p in "$here/ptx/sm_$sm"/*.ptx; do
    if ! msg=$("$CUDA13/bin/ptxas" -arch=sm_$sm "$p" -o "$work/check.cubin" 2>&1); then
      echo "sm_$sm/$(basename "$p"): $(echo "$msg" | head -1)" >> "$out"
    fi
  done
done
rm -rf "$work"
echo "regen.sh: $(ls "$here"/ptx/*/*.ptx | wc -l) PTX files, $(ls "$here"/llvm/*/*.ll | wc -l) LLVM IR files, $(grep -vc '^#' "$out") rejected by ptxas"
