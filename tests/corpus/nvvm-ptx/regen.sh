#!/bin/sh
# Regenerates the libNVVM PTX corpus: the PTX NVIDIA's libNVVM (the cicc core, CUDA 13, through
# /work/shared/oracles/nvvm.py, -arch=compute_90) prints for every NVVM IR file of ../nvvm. The
# ptxas-side test compiles these through our ptxas side like the LLVM-made PTX of ../ptxas. Needs
# the oracle venv (see /work/shared/oracles/setup.sh). Files libNVVM rejects are skipped (named).
set -eu
cd "$(dirname "$0")"
PY=${NVISEL_VENV:-$HOME/.cache/nvisel/venv}/bin/python
ORACLES=${ORACLES:-/work/shared/oracles}
for f in ../nvvm/*.ll; do
  b=$(basename "$f" .ll)
  if ! "$PY" "$ORACLES/nvvm.py" "$f" --arch compute_90 > "$b.ptx" 2>/dev/null; then
    echo "skipped $b (libNVVM rejects it)"; rm -f "$b.ptx"
  fi
done
