#!/bin/sh
# Regenerates compiler/src/sass/forms_sm90.txt from the ptxas corpus (tests/corpus/sass/*.ptx):
# ptxas -arch=sm_90, then the raw words of every function through `nvdisasm -b SM90` (so branch
# targets print as addresses), then sass_derive_forms.py (which also probes fields with nvdisasm).
set -e
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BIN=${NVISEL_VENV:-$HOME/.cache/nvisel/venv}/lib/python3.11/site-packages/nvidia/cu13/bin
TMP=$(mktemp -d)
for ptx in "$ROOT"/tests/corpus/sass/*.ptx; do
  b=$(basename "$ptx" .ptx)
  "$BIN/ptxas" -arch=sm_90 "$ptx" -o "$TMP/$b.cubin"
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
  "$BIN/nvdisasm" -b SM90 -hex -ndf "$TMP/$b.bin" > "$TMP/$b.raw"
done
SASS_DECODE_CACHE=${SASS_DECODE_CACHE:-/tmp/sass_decode_cache.json} python3 "$ROOT/tests/tools/sass_derive_forms.py" "$ROOT/compiler/src/sass/forms_sm90.txt" "$TMP"/*.raw
rm -rf "$TMP"
