#!/bin/sh
# Adds to compiler/src/sass/forms_sm90.txt the forms ptxas emits for the given PTX files that the
# table lacks (the table's own lines are kept as they are):
#   tests/tools/sass_add_forms.sh FILE.ptx...
# Each file goes through ptxas (-arch=sm_90a where its .target asks for it, sm_90 otherwise; files
# for newer targets are skipped), its words through `nvdisasm -b SM90` (raw, so branch targets are
# addresses), then sass_derive_forms.py derives and probes the forms of those listings (with its
# neighbour expansion, SASS_EXPAND rounds, default 1). A derived form whose key (mnemonic, shape)
# is not in the table yet is inserted at its sorted place with the note `from ptxas on <files>` (or the
# expansion's own note). The decode cache is $SASS_DECODE_CACHE (default
# target/tmp/sass_decode_cache.json).
# ARCH=80 (any arch below sm_90 with a table: 80, 89) adds to forms_sm$ARCH.txt instead: each
# file's `.target` is rewritten to sm_$ARCH, ptxas runs with -arch=sm_$ARCH and nvdisasm with -b SM$ARCH.
set -e
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BIN=${NVISEL_VENV:-$HOME/.cache/nvisel/venv}/lib/python3.11/site-packages/nvidia/cu13/bin
ARCH=${ARCH:-90}
TABLE="$ROOT/compiler/src/sass/forms_sm${ARCH%%[a-z]*}.txt"
mkdir -p "$ROOT/target/tmp"
TMP=$(mktemp -d "$ROOT/target/tmp/addforms.XXXXXX")
names=""
for ptx in "$@"; do
  b=$(basename "$ptx" .ptx | tr '.' '_')
  sm=$(grep -m1 '^[[:space:]]*\.target' "$ptx" | sed 's/.*sm_\([0-9]*[a-z]*\).*/\1/')
  if [ "$ARCH" != 90 ]; then
    sed "s/^\([[:space:]]*\.target[[:space:]]*\)sm_[0-9a-z]*/\1sm_$ARCH/" "$ptx" > "$TMP/$b.ptx"
    if ! "$BIN/ptxas" -arch=sm_$ARCH "$TMP/$b.ptx" -o "$TMP/$b.cubin" 2>/dev/null; then
      echo "skipped (ptxas rejects it for sm_$ARCH): $ptx" >&2; continue
    fi
    sm=$ARCH; arch=skip
  fi
  case "$sm" in
    $ARCH) [ "$arch" = skip ] || arch=sm_90 ;;
    90a) arch=sm_90a ;;
    [1-8][0-9]|90) arch=sm_90 ;;
    *) echo "skipped (target sm_$sm): $ptx" >&2; continue ;;
  esac
  [ "$arch" = skip ] || "$BIN/ptxas" -arch=$arch "$ptx" -o "$TMP/$b.cubin"
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
  "$BIN/nvdisasm" -b SM$ARCH -hex -ndf "$TMP/$b.bin" > "$TMP/$b.raw"
  names="$names $(basename "$ptx")"
done
[ -n "$names" ] || { rm -rf "$TMP"; exit 0; }
[ "$ARCH" = 90 ] && CACHE=$ROOT/target/tmp/sass_decode_cache.json || CACHE=$ROOT/target/tmp/sass_decode_cache_sm$ARCH.json
SASS_ARCH=$ARCH SASS_EXPAND=${SASS_EXPAND:-1} SASS_DECODE_CACHE=${SASS_DECODE_CACHE:-$CACHE} \
  python3 "$ROOT/tests/tools/sass_derive_forms.py" "$TMP/derived.txt" "$TMP"/*.raw
python3 - "$TABLE" "$TMP/derived.txt" "$names" <<'PY'
import bisect, sys
table, derived, names = sys.argv[1], sys.argv[2], sys.argv[3].split()
head, rows = [], []
for l in open(table):
    (head if l.startswith('#') else rows).append(l.rstrip('\n'))
keys = {tuple(l.split()[:2]) for l in rows}
added = 0
for l in open(derived):
    if l.startswith('#') or not l.strip(): continue
    l = l.rstrip('\n')
    k = tuple(l.split()[:2])
    if k in keys: continue
    if '  # ' not in l:
        l += '  # from ptxas 13.5 on ' + ', '.join(names)
    bisect.insort(rows, l); keys.add(k); added += 1
with open(table, 'w') as f:
    f.write('\n'.join(head) + '\n')
    for l in rows: f.write(l + '\n')
print(added, 'forms added;', len(rows), 'in the table', file=sys.stderr)
PY
rm -rf "$TMP"
