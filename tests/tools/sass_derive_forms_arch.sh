#!/bin/sh
# Regenerates compiler/src/sass/forms_sm$1.txt (SM = 100, 120, ...) from the ptxas-side corpus:
# ptxas -arch=sm_${SM}a on every corpus PTX it accepts (tests/corpus/{sass,sass/heldout,ptx,ptxas}),
# the raw words of every function through `nvdisasm -b SM$SM`, then sass_derive_forms_arch.py.
set -e
SM=${1:?usage: sass_derive_forms_arch.sh SM (100, 120, ...)}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BIN=${NVISEL_VENV:-$HOME/.cache/nvisel/venv}/lib/python3.11/site-packages/nvidia/cu13/bin
TMP=$(mktemp -d)
for ptx in "$ROOT"/tests/corpus/sass/*.ptx "$ROOT"/tests/corpus/sass/heldout/*.ptx "$ROOT"/tests/corpus/ptx/*.ptx "$ROOT"/tests/corpus/ptxas/*.ptx; do
  b=$(basename "$(dirname "$ptx")")_$(basename "$ptx" .ptx)
  "$BIN/ptxas" -arch=sm_${SM}a "$ptx" -o "$TMP/$b.cubin" 2>/dev/null || continue
  "$BIN/nvdisasm" -hex -ndf "$TMP/$b.cubin" 2>/dev/null > "$TMP/$b.listing"
  python3 - "$TMP/$b.listing" "$TMP/$b.bin" <<'PY'
import re, struct, sys
words = []; lo = None
for line in open(sys.argv[1]):
    m = re.match(r'^\s*/\*[0-9a-f]+\*/.*/\* (0x[0-9a-f]+) \*/', line)
    if m: lo = int(m.group(1), 16); continue
    m = re.match(r'^\s*/\* (0x[0-9a-f]+) \*/', line)
    if m and lo is not None: words.append((lo, int(m.group(1), 16))); lo = None
open(sys.argv[2], 'wb').write(b''.join(struct.pack('<QQ', a, b) for a, b in words))
PY
  "$BIN/nvdisasm" -b SM$SM -hex -ndf "$TMP/$b.bin" > "$TMP/$b.raw" || echo "nvdisasm -b SM$SM rejects $b" >&2
done
SASS_ARCH=SM$SM SASS_DECODE_CACHE=${SASS_DECODE_CACHE:-${TMPDIR:-/tmp}/sass_decode_cache_sm$SM.json} python3 "$ROOT/tests/tools/sass_derive_forms_arch.py" "$ROOT/compiler/src/sass/forms_sm$SM.txt" "$TMP"/*.raw
rm -rf "$TMP"
