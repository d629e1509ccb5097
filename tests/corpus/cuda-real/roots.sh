#!/bin/sh
# Lays out the two CUDA roots the real-style corpus is compiled with, under $NVISEL_CACHE
# (default $HOME/.cache/nvisel/cuda-real), from NVIDIA's PyPI wheels at pinned versions; each
# step is skipped when its root is already there at these pins. Sourced by regen.sh; prints
# nothing on success.
#   CUDA13: nvcc 13.5 with its runtime headers, cicc/libNVVM and CCCL (cuda/pipeline,
#           cuda/barrier): one root, as nvcc.profile expects (include/, include/cccl, nvvm/).
#   CUDA12: a CUDA 12.9 root for clang 22 (which supports CUDA up to 12.9; the CUDA 13 headers
#           do not build with it): the cu12 wheels merged into include/, bin/, nvvm/libdevice,
#           with a version.json saying 12.9.
set -eu
CACHE=${NVISEL_CACHE:-$HOME/.cache/nvisel/cuda-real}
PYTHON=${PYTHON:-python3}
PINS13="nvidia-cuda-nvcc==13.5.37 nvidia-cuda-crt==13.5.37 nvidia-cuda-runtime==13.5.37 nvidia-nvvm==13.5.37 nvidia-cuda-cccl==13.3.5.0.6"
PINS12="nvidia-cuda-nvcc-cu12==12.9.86 nvidia-cuda-runtime-cu12==12.9.79 nvidia-cuda-cccl-cu12==12.9.27 nvidia-curand-cu12==10.3.10.19"
mkdir -p "$CACHE"
if [ "$(cat "$CACHE/13.pins" 2>/dev/null)" != "$PINS13" ]; then
  rm -rf "$CACHE/w13"
  # shellcheck disable=SC2086
  "$PYTHON" -m pip install -q --disable-pip-version-check --root-user-action=ignore --no-deps --target "$CACHE/w13" $PINS13
  echo "$PINS13" > "$CACHE/13.pins"
fi
CUDA13="$CACHE/w13/nvidia/cu13"
if [ "$(cat "$CACHE/12.pins" 2>/dev/null)" != "$PINS12" ]; then
  rm -rf "$CACHE/w12" "$CACHE/cuda-12.9"
  # shellcheck disable=SC2086
  "$PYTHON" -m pip install -q --disable-pip-version-check --root-user-action=ignore --no-deps --target "$CACHE/w12" $PINS12
  r="$CACHE/cuda-12.9"
  mkdir -p "$r/include" "$r/bin" "$r/lib64" "$r/nvvm"
  for d in "$CACHE"/w12/nvidia/*/include; do cp -r "$d"/. "$r/include/"; done
  cp -r "$CACHE/w12/nvidia/cuda_nvcc/bin/." "$r/bin/"
  cp -r "$CACHE/w12/nvidia/cuda_nvcc/nvvm/libdevice" "$r/nvvm/"
  printf '{\n   "cuda" : {\n      "name" : "CUDA SDK",\n      "version" : "12.9.1"\n   }\n}\n' > "$r/version.json"
  echo "$PINS12" > "$CACHE/12.pins"
fi
CUDA12="$CACHE/cuda-12.9"
export CUDA13 CUDA12
