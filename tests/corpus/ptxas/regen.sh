#!/bin/sh
# Regenerates the ptxas-side corpus: the PTX that LLVM 22's NVPTX back end (llc.py, sm_90, PTX 8.0)
# prints for every file of ../llvm (clang 22's device IR for ../cuda). Needs the oracle venv
# (see /work/shared/oracles/setup.sh). Files LLVM cannot compile are skipped (it names them).
set -eu
cd "$(dirname "$0")"
PY=${NVISEL_VENV:-$HOME/.cache/nvisel/venv}/bin/python
ORACLES=${ORACLES:-/work/shared/oracles}
for f in ../llvm/*.ll; do
  b=$(basename "$f" .ll)
  if ! "$PY" "$ORACLES/llc.py" "$f" --sm 90 --ptx 80 > "$b.ptx" 2>/dev/null; then
    echo "skipped $b (LLVM 22 cannot compile it)"; rm -f "$b.ptx"
  fi
done
