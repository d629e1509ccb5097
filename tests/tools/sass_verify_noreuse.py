#!/usr/bin/env python3
"""Verifies every `:noreuse` mark of compiler/src/sass/forms_sm90.txt with nvdisasm: for each form
and marked register field (bit 24, 32 or 64), an instruction with that field set to a register
and one reuse bit (122, 123, 124) set is decoded by `nvdisasm -b SM90`; the mark is right when
no probe prints `.reuse` on that operand, wrong when one does, unverifiable when nvdisasm rejects
all three. With APPLY=1 the wrong marks are removed (`:reuse=N` where the slot nvdisasm printed
is not the default of the field's position). Uses sass_derive_forms.py's nvdisasm batch decoder
(SASS_DECODE_CACHE memoises it). Run from the repository root."""
import sys, re, struct, os
import types
src=open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'sass_derive_forms.py')).read().rsplit('\nmain()',1)[0]
src=src.replace("if __name__ == '__main__':",'if False:')
d=types.ModuleType('d'); exec(compile(src,'sdf','exec'), d.__dict__)
forms = []
for line in open('compiler/src/sass/forms_sm90.txt'):
    if line.startswith('#') or not line.strip(): continue
    body = line.split(' #')[0].split()
    mn, shape, lo, hi = body[0], body[1], int(body[2],16), int(body[3],16)
    fields = body[4:]
    forms.append((mn, shape, lo, hi, fields, line.rstrip('\n')))
probes = []
for fi, (mn, shape, lo, hi, fields, _) in enumerate(forms):
    base = lo | (hi << 64) | (7 << 12)
    # fill every register field with a distinct non-RZ register, every ureg with UR4, preds PT
    w0 = base
    regs = {}
    for k, f in enumerate(fields):
        lhs, rhs = f.split('=', 1)
        op, comp = lhs.split('.')
        name, place = rhs.split('@')
        parts = place.split(':'); pos, width = int(parts[0]), int(parts[1])
        if comp in ('reg', 'base'):
            v = 8 + 4 * k
            w0 |= v << pos
        elif comp in ('pred',):
            w0 |= 7 << pos if width == 3 else 0
    for k, f in enumerate(fields):
        lhs, rhs = f.split('=', 1)
        op, comp = lhs.split('.')
        name, place = rhs.split('@')
        parts = place.split(':'); pos = int(parts[0])
        if comp == 'reg' and pos in (24, 32, 64) and 'noreuse' in parts:
            for slot in range(3):
                w = w0 | (1 << (122 + slot))
                w &= ~(0x1f << 105); w |= (1 << 105) | (1 << 109)
                w &= ~(0x3f << 116)  # no wait mask
                w |= (7 << 110) | (7 << 113)  # no barriers
                probes.append((fi, int(op), slot, (w & (2**64-1), w >> 64)))
print(len(probes), 'probes', file=sys.stderr)
texts = d.decode_batch([p[3] for p in probes])
wrong = {}
rejected = 0
for (fi, op, slot, w), t in zip(probes, texts):
    if t.startswith('ERR'):
        rejected += 1; continue
    q = d.parse_inst(t)
    if q and op < len(q[2]) and q[2][op][2].get('reuse'):
        wrong.setdefault((fi, op), []).append(slot)
print('rejected', rejected, 'wrong marks', len(wrong), file=sys.stderr)
for (fi, op), slots in sorted(wrong.items()):
    print(forms[fi][0], forms[fi][1], op, slots)

# classify each (form, operand) and rewrite the table
status = {}
for (fi, op, slot, w), t in zip(probes, texts):
    k = (fi, op)
    st = status.setdefault(k, {'rej': 0, 'ok': 0, 'printed': []})
    if t.startswith('ERR'): st['rej'] += 1; continue
    q = d.parse_inst(t)
    if q and op < len(q[2]) and q[2][op][2].get('reuse'): st['printed'].append(slot)
    else: st['ok'] += 1
ver = sum(1 for s in status.values() if not s['printed'] and s['ok'] > 0)
unv = sum(1 for s in status.values() if not s['printed'] and s['ok'] == 0)
wr = sum(1 for s in status.values() if s['printed'])
print(f'noreuse marks: {len(status)}; verified (nvdisasm prints no .reuse with any slot bit): {ver}; wrong (nvdisasm prints .reuse): {wr}; unverifiable (nvdisasm rejects the probe): {unv}', file=sys.stderr)
if os.environ.get('APPLY'):
    out = []
    fi = -1
    for line in open('compiler/src/sass/forms_sm90.txt'):
        if line.startswith('#') or not line.strip():
            out.append(line); continue
        fi += 1
        body, sep, note = line.rstrip('\n').partition(' #')
        words = body.split()
        for k in range(4, len(words)):
            f = words[k]
            op = int(f.split('.')[0])
            s = status.get((fi, op))
            if s and s['printed'] and ':noreuse' in f:
                pos = int(f.split('@')[1].split(':')[0])
                default = {24: 0, 32: 1, 64: 2}[pos]
                f = f.replace(':noreuse', '' if default in s['printed'] else ':reuse=%d' % min(s['printed']))
                words[k] = f
        new_body = ' '.join(words)
        old_words = body.split()
        line2 = line.rstrip('\n')
        for a, b in zip(old_words, words):
            if a != b:
                line2 = line2.replace(' ' + a, ' ' + b, 1)
        out.append(line2 + '\n')
    open('compiler/src/sass/forms_sm90.txt', 'w').write(''.join(out))
