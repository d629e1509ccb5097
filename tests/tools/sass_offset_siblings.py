#!/usr/bin/env python3
"""Adds address-offset siblings within one Blackwell table (issue 10): for a form whose memory operand
has no offset (`Mr`, `Mdr.64`, `Mu`) and whose sibling with one (`Mro`, `Mdr.64o`, `Muo`) the table
lacks, the offset field is taken from another form of the same opcode (first mnemonic token) that
has it. The sibling is kept only when, for SAMPLES random fillings, `nvdisasm -b SM<arch>` decodes
its words to exactly the text it decodes the offset-free form's words to (same other fields) with
`+0x<offset>` before the memory operand's (last) `]`.

  ONLY='^(ATOMG|ATOMS)' python3 tests/tools/sass_offset_siblings.py 100 > siblings.txt
"""
import os, random, re, sys

sys.argv, _argv = sys.argv[:1] + ["100"], sys.argv
HERE = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(HERE, "sass_transplant_forms.py")).read().replace("\nmain()\n", "\n")
ns = {"__file__": os.path.join(HERE, "sass_transplant_forms.py")}
exec(compile(src, "sass_transplant_forms.py", "exec"), ns)
sys.argv = _argv
table, fields, base, fill, decode_many = ns["table"], ns["fields"], ns["base"], ns["fill"], ns["decode_many"]
SAMPLES = int(os.environ.get("SAMPLES", "4"))
ONLY = re.compile(os.environ.get("ONLY", ""))
PAIRS = {"Mr": "Mro", "Mdr.64": "Mdr.64o", "Mu": "Muo", "Mr.64": "Mr.64o"}


def main():
    arch = sys.argv[1]
    root = os.path.join(HERE, "../../compiler/src/sass")
    b = table(f"{root}/forms_sm{arch}.txt")
    rng = random.Random(11)
    cands = []
    for key, body in sorted(b.items()):
        if not ONLY.search(key[0]):
            continue
        parts = key[1].split(",")
        for k, p in enumerate(parts):
            if p not in PAIRS:
                continue
            q = parts[:]
            q[k] = PAIRS[p]
            skey = (key[0], ",".join(q))
            f0 = fields(body)
            if skey in b or f0 is None:
                continue
            tok = key[0].split(".")[0]
            off = None
            for o, ob in sorted(b.items()):
                if o[0].split(".")[0] == tok and o[1].split(",")[k:k + 1] == [PAIRS[p]]:
                    off = next((w for w in ob[4:] if re.match(rf"^{k}\.off=", w)), None)
                    if off:
                        break
            if not off:
                continue
            nb = [skey[0], skey[1]] + body[2:4] + sorted(body[4:] + [off], key=lambda x: (int(x.split(".")[0]), x))
            cands.append((skey, body, f0, nb, fields(nb)))
    print(f"{len(cands)} candidate siblings", file=sys.stderr)
    kept = 0
    for c in range(0, len(cands), 64):
        chunk = cands[c:c + 64]
        g0, g1, offs = [], [], []
        for skey, body, f0, nb, f1 in chunk:
            vs, os_ = [], []
            for _ in range(SAMPLES):
                v = {n: (rng.randrange(63) if n.split(".")[1] in ("desc", "ureg", "uadd") else rng.randrange(min(255, 1 << w))) for n, _, w in f1}
                w_off = next(w for n, _, w in f1 if n.endswith(".off"))
                ov = (rng.getrandbits(min(w_off - 1, 16)) & ~0x7) or 0x10
                for n, _, _ in f1:
                    if n.endswith(".off"):
                        v[n] = ov
                vs.append(v)
                os_.append(ov)
            g0.append([fill(base(body), f0, v) for v in vs])
            g1.append([fill(base(nb), f1, v) for v in vs])
            offs.append(os_)
        zeros = decode_many(g0, arch)
        ones = decode_many(g1, arch)
        for (skey, body, _, nb, _), z, o, os_ in zip(chunk, zeros, ones, offs):
            ok = bool(z and o and len(z) == len(o) == SAMPLES)
            if ok:
                for zt, ot, ov in zip(z, o, os_):
                    at = zt.rfind("]")
                    if at < 0 or zt[:at] + f"+{ov:#x}" + zt[at:] != ot:
                        ok = False
            if ok:
                print(" ".join(nb) + f"  # {body[0]} {body[1]} with the address offset of another {skey[0].split('.')[0]} form: nvdisasm -b SM{arch} decodes {SAMPLES} random fillings as the offset-free form plus +offset", flush=True)
                kept += 1
            else:
                print(f"skipped {skey[0]} {skey[1]}: {z[:1] if z else None} / {o[:1] if o else None}", file=sys.stderr)
    print(f"{kept} of {len(cands)} siblings added", file=sys.stderr)


main()
