#!/usr/bin/env python3
"""Borrows forms between two Blackwell tables (issue 10): every form of FROM's table that TO's table
lacks is filled with random field values N times; the words are decoded by `nvdisasm -b SM<from>` and
`nvdisasm -b SM<to>`; a form whose every filling decodes to the same text on both (and is accepted
by both) is valid for TO as it is, and is printed as a table line with a note saying so.

  python3 tests/tools/sass_borrow_forms.py 100 120 > borrowed.txt   # lines for forms_sm120.txt
"""
import os, random, re, struct, subprocess, sys, tempfile

BIN = os.path.join(os.environ.get("NVISEL_VENV", os.path.expanduser("~/.cache/nvisel/venv")), "lib/python3.11/site-packages/nvidia/cu13/bin")
CONTROL = 0x000FE2 << 40  # stall 1, no barriers, no reuse (valid for every opcode)
SAMPLES = int(os.environ.get("SAMPLES", "4"))


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
        m = re.match(r"^\d+\.\w+=\w+@(\d+):(\d+)(.*)$", w)
        if not m:
            continue
        lo, width, rest = int(m.group(1)), int(m.group(2)), m.group(3)
        if "fixed=" in rest:
            continue
        out.append((lo, width))
        s = re.search(r"split=(\d+)\+(\d+)", rest)
        if s:
            out.append((int(s.group(1)), int(s.group(2))))
        if "rel4split" in rest:
            out.append((34, 48))
    return out


def decode(words, arch):
    with tempfile.NamedTemporaryFile(suffix=".bin", delete=False, dir=os.environ.get("TMPDIR")) as f:
        f.write(b"".join(struct.pack("<QQ", lo, hi) for lo, hi in words))
        name = f.name
    r = subprocess.run([BIN + "/nvdisasm", "-b", "SM" + arch, "-hex", "-ndf", name], capture_output=True, text=True)
    os.unlink(name)
    if r.returncode != 0:
        return None
    return [" ".join(m.group(1).split()) for m in re.finditer(r"/\*[0-9a-f]{4}\*/\s*(.*?)\s*;", r.stdout)]


def main():
    src, dst = sys.argv[1], sys.argv[2]
    root = os.path.join(os.path.dirname(__file__), "../../compiler/src/sass")
    name = lambda a: {"100": "sm100", "120": "sm120"}[a]
    a, b = table(f"{root}/forms_{name(src)}.txt"), table(f"{root}/forms_{name(dst)}.txt")
    rng = random.Random(10)
    kept = 0
    for key in sorted(set(a) - set(b)):
        line, body = a[key]
        base = int(body[2], 16) | int(body[3], 16) << 64
        words = []
        for _ in range(SAMPLES):
            w = base
            for lo, width in fields(body):
                w &= ~(((1 << width) - 1) << lo)
                w |= rng.getrandbits(width) << lo
            w &= (1 << 105) - 1
            words.append((w & (2**64 - 1), (w >> 64) | CONTROL))
        one, two = decode(words, src), decode(words, dst)
        if one and two and one == two and len(one) == SAMPLES:
            print(f"{line} # borrowed from forms_{name(src)}.txt: nvdisasm -b SM{src} and -b SM{dst} decode {SAMPLES} random fillings identically")
            kept += 1
        else:
            print(f"skipped {key[0]} {key[1]}", file=sys.stderr)
    print(f"{kept} of {len(set(a) - set(b))} forms borrowed", file=sys.stderr)


main()
