#!/usr/bin/env python3
"""Transplants modifier bits from forms_sm90.txt into a Blackwell table (issue 10), for classes whose
words differ between the arches (SM100's ATOM/ATOMG addressing), so sass_borrow_forms.py cannot
take them over as they are.

  ONLY='^ATOM' python3 tests/tools/sass_transplant_forms.py 100 > transplanted.txt

For every form K of sm_90's table that the Blackwell table lacks, a reference form R is looked for
that both tables have, with K's shape, K's first mnemonic token and field for field the same sm_90
layout as K. K's Blackwell base word is R's Blackwell base with the bits by which K's and R's sm_90
bases differ flipped (outside every field), with R's Blackwell fields. It is kept only when
SAMPLES random fillings (the same operand values written in each arch's own layout) decode with
`nvdisasm -b SM<arch>` to exactly the text `nvdisasm -b SM90` prints for K's sm_90 words, and the
line is printed with a note saying so. A shape sibling is tried as well: a Blackwell form R with
K's mnemonic whose shape differs only by an address offset (`Mdr.64` / `Mdr.64o`, `Mr` / `Mro`,
...) lends its base and fields, the offset field taken from another Blackwell form of the same
opcode that has it (or dropped).
"""
import os, random, re, struct, subprocess, sys, tempfile

BIN = os.path.join(os.environ.get("NVISEL_VENV", os.path.expanduser("~/.cache/nvisel/venv")), "lib/python3.11/site-packages/nvidia/cu13/bin")
CONTROL = 0x000FE2 << 40
SAMPLES = int(os.environ.get("SAMPLES", "4"))
ONLY = re.compile(os.environ.get("ONLY", ""))
FIELD = re.compile(r"^(\d+\.\w+)=(\w+)@(\d+):(\d+)(?::(.*))?$")
SIMPLE = re.compile(r"^(noreuse|reuse=\d+)?$")


def table(path):
    forms = {}
    for line in open(path):
        if not line.strip() or line.startswith("#"):
            continue
        body = line.split(" # ")[0].split()
        forms[(body[0], body[1])] = body
    return forms


def fields(body):
    """[(name, lo, width)] or None when a field has an encoding this script does not fill."""
    out = []
    for w in body[4:]:
        m = FIELD.match(w)
        if not m:
            return None
        if not SIMPLE.match(m.group(5) or ""):
            return None
        out.append((m.group(1), int(m.group(3)), int(m.group(4))))
    return out


def base(body):
    return int(body[2], 16) | int(body[3], 16) << 64


def mask(fs):
    m = 0
    for _, lo, w in fs:
        m |= ((1 << w) - 1) << lo
    return m


def fill(b, fs, values):
    w = b
    for name, lo, width in fs:
        w &= ~(((1 << width) - 1) << lo)
        w |= (values[name] & ((1 << width) - 1)) << lo
    w &= (1 << 105) - 1
    return (w & (2**64 - 1), (w >> 64) | CONTROL)


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


def values(rng, f90, f100):
    """One random value per operand field, within both arches' widths (registers below 255 and
    uniform registers below 63 so that RZ/URZ print alike; offsets positive)."""
    w100 = {n: w for n, _, w in f100}
    v = {}
    for name, _, w in f90:
        width = min(w, w100.get(name, w))
        kind = name.split(".")[1]
        if kind in ("off",):
            v[name] = rng.getrandbits(max(width - 1, 1)) & ~0x3
        elif kind in ("desc", "ureg", "uadd"):
            v[name] = rng.randrange(63)
        elif kind == "pred":
            v[name] = rng.randrange(8)
        else:
            v[name] = rng.randrange(min(255, 1 << width))
    return v


SIBLING = [("Mdr.64", "Mdr.64o"), ("Mr", "Mro"), ("Mu", "Muo"), ("Mr.64", "Mr.64o")]


def siblings(shape):
    parts = shape.split(",")
    for k, p in enumerate(parts):
        for a, b in SIBLING:
            for x, y in ((a, b), (b, a)):
                if p == x:
                    q = parts[:]
                    q[k] = y
                    # (sibling shape, whether K has the offset the sibling lacks, operand)
                    yield ",".join(q), x.endswith("o"), k


def main():
    dst = sys.argv[1]
    root = os.path.join(os.path.dirname(__file__), "../../compiler/src/sass")
    a, b = table(f"{root}/forms_sm90.txt"), table(f"{root}/forms_sm{dst}.txt")
    rng = random.Random(10)
    keys = [k for k in sorted(set(a) - set(b)) if "C" not in k[1].split(",") and ONLY.search(k[0])]
    cands = []  # (key, line100 body, f100, sm90 body, f90)
    for key in keys:
        f90 = fields(a[key])
        if f90 is None:
            continue
        made = None
        # 1. Modifier transplant from a reference with the same shape and sm_90 layout.
        tok = key[0].split(".")[0]
        best = None
        for r in b:
            if r[1] != key[1] or r[0].split(".")[0] != tok or r not in a:
                continue
            if fields(a[r]) != f90:
                continue
            f100 = fields(b[r])
            if f100 is None:
                continue
            d = base(a[r]) ^ base(a[key])
            if d & mask(f90) or d & mask(f100):
                continue
            score = len(set(r[0].split(".")) & set(key[0].split(".")))
            if best is None or score > best[0]:
                best = (score, r, d, f100)
        made_all = []
        if best:
            _, r, d, f100 = best
            nb = base(b[r]) ^ d
            made = [key[0], key[1], f"0x{nb & (2**64 - 1):016x}", f"0x{nb >> 64:016x}"] + b[r][4:]
            made_all.append((made, f100, f"modifier bits of forms_sm90.txt's {key[0]} over forms_sm{dst}.txt's {r[0]} {r[1]}"))
        if True:
            # 2. An address-offset sibling of the same mnemonic.
            made = None
            for sib, wants_off, k in siblings(key[1]):
                r = (key[0], sib)
                if r not in b:
                    continue
                f100 = fields(b[r])
                if f100 is None:
                    continue
                body = b[r][:]
                if wants_off:
                    # K has an offset at operand k where the sibling has none: the offset field of
                    # operand k of another form of the same opcode that has K's operand kind there
                    # (LDGSTS Mro,Mdr.64o,P's global offset from Mr,Mdr.64o,P).
                    part = key[1].split(",")[k]
                    off = next(([f for f in fields(b[o]) if f[0] == f"{k}.off"] for o in sorted(b)
                                if o[0].split(".")[0] == tok and o[1].split(",")[k:k + 1] == [part]
                                and any(f[0] == f"{k}.off" for f in (fields(b[o]) or []))), None)
                    if not off:
                        continue
                    name, lo, w = off[0]
                    body = body[:4] + sorted(body[4:] + [f"{name}=offset@{lo}:{w}"], key=lambda x: (int(x.split(".")[0]), x))
                else:
                    body = [x for x in body if not x.startswith(f"{k}.off=")]
                body[0], body[1] = key
                made = (body, fields(body), f"{r[0]} {r[1]} of forms_sm{dst}.txt with{'' if wants_off else 'out'} its operand {k}'s address offset")
                if made[1] is None or sorted(f[0] for f in made[1]) != sorted(f[0] for f in f90):
                    continue
                made_all.append(made)
                break
        for made in made_all:
            if made[1] is not None and sorted(f[0] for f in made[1]) == sorted(f[0] for f in f90):
                cands.append((key, made[0], made[1], a[key], f90, made[2]))
    print(f"{len(cands)} candidate forms of {len(keys)}", file=sys.stderr)
    kept = 0
    done = set()
    for k in range(0, len(cands), 64):
        chunk = cands[k:k + 64]
        g90, g100 = [], []
        for key, body, f100, body90, f90 in [c[:5] for c in chunk]:
            vs = [values(rng, f90, f100) for _ in range(SAMPLES)]
            g90.append([fill(base(body90), f90, v) for v in vs])
            g100.append([fill(base(body), f100, v) for v in vs])
        ones = decode_many(g90, "90")
        twos = decode_many(g100, dst)
        for (key, body, _, _, _, how), one, two in zip(chunk, ones, twos):
            if key in done:
                continue
            if one and two and one == two and len(two) == SAMPLES:
                done.add(key)
                print(" ".join(body) + f"  # {how}: nvdisasm -b SM{dst} decodes {SAMPLES} random fillings as -b SM90 decodes sm_90's", flush=True)
                kept += 1
            else:
                print(f"skipped {key[0]} {key[1]} ({how}): {one[:1] if one else None} / {two[:1] if two else None}", file=sys.stderr)
    print(f"{kept} forms transplanted ({len(cands)} candidates)", file=sys.stderr)


main()
