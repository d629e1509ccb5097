#!/usr/bin/env python3
"""Borrows forms between two Blackwell tables (issue 10): every form of FROM's table that TO's table
lacks is filled with random field values N times; the words are decoded by `nvdisasm -b SM<from>` and
`nvdisasm -b SM<to>`; a form whose every filling decodes to the same text on both (and is accepted
by both) is valid for TO as it is, and is printed as a table line with a note saying so.

  python3 tests/tools/sass_borrow_forms.py 100 120 > borrowed.txt   # lines for forms_sm120.txt
  python3 tests/tools/sass_borrow_forms.py 90 120 > borrowed.txt    # from Hopper's table

From sm_90's table, forms with a constant-bank operand are left out (no such ALU operands from
sm_100), and its 6-bit uniform register fields (URb, URdesc, ...) are filled with UR0-UR62 only
(UR63 is URZ on sm_90) and written 8 bits wide, as the Blackwell tables have them. The words are
decoded in batches (one nvdisasm run for many forms; a batch nvdisasm rejects is split in halves).
"""
import os, random, re, struct, subprocess, sys, tempfile

BIN = os.path.join(os.environ.get("NVISEL_VENV", os.path.expanduser("~/.cache/nvisel/venv")), "lib/python3.11/site-packages/nvidia/cu13/bin")
CONTROL = 0x000FE2 << 40  # stall 1, no barriers, no reuse (valid for every opcode)
SAMPLES = int(os.environ.get("SAMPLES", "4"))
# ONLY='^(FSETP|DSETP)' restricts the run to the mnemonics the regex matches.
ONLY = re.compile(os.environ.get("ONLY", ""))


def table(path):
    forms = {}
    for line in open(path):
        if not line.strip() or line.startswith("#"):
            continue
        body = line.split(" # ")[0].split()
        forms[(body[0], body[1])] = (line.rstrip("\n").split(" # ")[0], body)
    return forms


def fields(body):
    out = []
    for w in body[4:]:
        m = re.match(r"^\d+\.(\w+)=\w+@(\d+):(\d+)(.*)$", w)
        if not m:
            continue
        kind, lo, width, rest = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4)
        if "fixed=" in rest:
            continue
        if kind in UNIFORM and width == 6:
            out.append((lo, width, 63))
            continue
        out.append((lo, width, None))
        s = re.search(r"split=(\d+)\+(\d+)", rest)
        if s:
            out.append((int(s.group(1)), int(s.group(2)), None))
        if "rel4split" in rest:
            out.append((34, 48, None))
    return out


UNIFORM = ("ureg", "desc", "uadd")


def widen(line):
    """A sm_90 line's 6-bit uniform register fields written 8 bits wide."""
    return re.sub(r"(\d+\.(?:ureg|desc|uadd)=\w+@\d+):6\b", r"\1:8", line)


def decode(words, arch):
    with tempfile.NamedTemporaryFile(suffix=".bin", delete=False, dir=os.environ.get("TMPDIR")) as f:
        f.write(b"".join(struct.pack("<QQ", lo, hi) for lo, hi in words))
        name = f.name
    r = subprocess.run([BIN + "/nvdisasm", "-b", "SM" + arch, "-hex", "-ndf", name], capture_output=True, text=True)
    os.unlink(name)
    if r.returncode != 0:
        return None
    return [" ".join(m.group(1).split()) for m in re.finditer(r"/\*[0-9a-f]{4}\*/\s*(.*?)\s*;", r.stdout)]


def decode_many(groups, arch):
    """Decodes each group of words; None for a group nvdisasm rejects (batches split on failure)."""
    if not groups:
        return []
    flat = [w for g in groups for w in g]
    out = decode(flat, arch)
    if out is not None and len(out) == len(flat):
        res, k = [], 0
        for g in groups:
            res.append(out[k:k + len(g)])
            k += len(g)
        return res
    if len(groups) == 1:
        return [None]
    h = len(groups) // 2
    return decode_many(groups[:h], arch) + decode_many(groups[h:], arch)


def main():
    src, dst = sys.argv[1], sys.argv[2]
    root = os.path.join(os.path.dirname(__file__), "../../compiler/src/sass")
    name = lambda a: {"90": "sm90", "100": "sm100", "120": "sm120"}[a]
    a, b = table(f"{root}/forms_{name(src)}.txt"), table(f"{root}/forms_{name(dst)}.txt")
    rng = random.Random(10)
    keys = [k for k in sorted(set(a) - set(b)) if "C" not in k[1].split(",") and ONLY.search(k[0])]
    print(f"{len(keys)} candidate forms", file=sys.stderr)
    groups = []
    for key in keys:
        line, body = a[key]
        base = int(body[2], 16) | int(body[3], 16) << 64
        words = []
        for _ in range(SAMPLES):
            w = base
            for lo, width, below in fields(body):
                w &= ~(((1 << width) - 1) << lo)
                w |= (rng.randrange(below) if below else rng.getrandbits(width)) << lo
            w &= (1 << 105) - 1
            words.append((w & (2**64 - 1), (w >> 64) | CONTROL))
        groups.append(words)
    kept = 0
    for k in range(0, len(groups), 64):
        ones = decode_many(groups[k:k + 64], src)
        twos = decode_many(groups[k:k + 64], dst)
        for key, one, two in zip(keys[k:k + 64], ones, twos):
            line = widen(a[key][0]) if src == "90" else a[key][0]
            if one and two and one == two and len(one) == SAMPLES:
                print(f"{line} # borrowed from forms_{name(src)}.txt: nvdisasm -b SM{src} and -b SM{dst} decode {SAMPLES} random fillings identically", flush=True)
                kept += 1
            else:
                print(f"skipped {key[0]} {key[1]}", file=sys.stderr)
        print(f"  {min(k + 64, len(groups))} of {len(groups)} decoded", file=sys.stderr, flush=True)
    print(f"{kept} of {len(keys)} forms borrowed", file=sys.stderr)


main()
