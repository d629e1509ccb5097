#!/usr/bin/env python3
"""What the machine passes buy: PTX and SASS instruction counts ours vs LLVM 22, and MRPA's
register pressure against what ptxas allocates.

    ~/.cache/nvisel/venv/bin/python tools/mpass_ratio.py [--sm 90] [--nvisel PATH] [--knob ID=VALUE]... [FILES...]

For every file (default: tests/corpus/llvm/*.ll):
  - PTX: nvisel `compile --emit ptx` against LLVM 22 (llc -O3 through llvmlite), instructions
    counted as tools/ptx_ratio.py and tests/tests/llvm_to_ptx.rs count them;
  - SASS: both PTX texts through the real ptxas (-arch=sm_SM), the instructions nvdisasm lists in
    the .text sections counted (NOPs, the alignment padding, left out);
  - pressure: MRPA's `Max Live RRegs` per function (`--emit mir`, the machine-rpa log: 32-bit
    units, a %rd register counts two) against the peak of nvdisasm --print-life-ranges over
    our cubin (general registers plus uniform registers live at one instruction).
Prints one line per file, then the medians, the worst ratios, issue 8's bars in one line (PTX
median <= 1.0 with no file above 1.2x, SASS median <= 1.0), and the pressure agreement.
Files either side refuses are listed apart. Needs the oracle venv (llvmlite, ptxas, nvdisasm).
"""
import argparse, glob, os, re, statistics, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.expanduser("~/.cache/nvisel/venv/lib/python3.11/site-packages/nvidia/cu13/bin")
sys.path.insert(0, os.path.join(ROOT, "tools"))
from ptx_ratio import count, llvm22  # noqa: E402

INST = re.compile(r"^\s*/\*[0-9a-f]{4,}\*/\s+(.*?);")
LIVE = re.compile(r"//\s*\|\s*(\d*)[^|]*\|\s*(\d*)[^|]*\|\s*(\d*)")


def sass(ptx, sm, tmp, tag):
    """(instruction count, {function: peak live GPR+UR}) of ptxas's code for `ptx`, or an error."""
    src, cubin = os.path.join(tmp, tag + ".ptx"), os.path.join(tmp, tag + ".cubin")
    open(src, "w").write(ptx)
    r = subprocess.run([os.path.join(BIN, "ptxas"), f"-arch=sm_{sm}", src, "-o", cubin], capture_output=True, text=True)
    if r.returncode != 0:
        return None, (r.stderr.strip().splitlines() or ["ptxas failed"])[0]
    d = subprocess.run([os.path.join(BIN, "nvdisasm"), "--print-life-ranges", cubin], capture_output=True, text=True)
    if d.returncode != 0:
        return None, "nvdisasm failed"
    n, live, fn = 0, {}, None
    for line in d.stdout.splitlines():
        m = re.match(r"^\.text\.(\S+):", line)
        if m:
            fn = m.group(1)
            live.setdefault(fn, 0)
            continue
        m = INST.match(line)
        if not m or fn is None:
            continue
        if not m.group(1).strip().startswith("NOP"):
            n += 1
        lm = LIVE.search(line)
        if lm:
            gpr = int(lm.group(1) or 0)
            ur = int(lm.group(3) or 0)
            live[fn] = max(live[fn], gpr + ur)
    return (n, live), None


def mrpa(exe, path, sm, knobs):
    """{function: Max Live RRegs} from the machine-rpa log of `--emit mir`."""
    r = subprocess.run([exe, "compile", path, "--emit", "mir", "--sm", sm] + knobs, capture_output=True, text=True)
    out, fn = {}, None
    for line in r.stdout.splitlines():
        m = re.match(r"^; (\S+):$", line)
        if m:
            fn = m.group(1)
        m = re.match(r"^; Max Live RRegs: (\d+)\tPRegs: (\d+)$", line)
        if m and fn:
            out[fn] = int(m.group(1))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sm", default="90")
    ap.add_argument("--nvisel")
    ap.add_argument("--knob", action="append", default=[])
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    exe = a.nvisel or next((p for p in (os.path.join(ROOT, "target/release/nvisel"), os.path.join(ROOT, "target/debug/nvisel")) if os.path.exists(p)), None)
    if not exe:
        sys.exit("no nvisel binary: run `cargo build -p nvisel` (or pass --nvisel PATH)")
    if not os.path.exists(os.path.join(BIN, "ptxas")):
        sys.exit(f"ptxas is missing under {BIN}: run make test-deps")
    knobs = [x for k in a.knob for x in ("--knob", k)]
    files = a.files or sorted(glob.glob(os.path.join(ROOT, "tests/corpus/llvm/*.ll")))
    ptx_r, sass_r, press, skipped = [], [], [], []
    print(f"{'file':32} {'PTX':>5} {'LLVM':>5} {'ratio':>6} {'SASS':>5} {'LLVM':>5} {'ratio':>6}  MRPA/ptxas live")
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            name = os.path.basename(path)
            r = subprocess.run([exe, "compile", path, "--emit", "ptx", "--sm", a.sm] + knobs, capture_output=True, text=True)
            theirs, why = llvm22(path, a.sm)
            if r.returncode != 0 or theirs is None:
                skipped.append(f"{name}: " + ("ours: " + (r.stderr.strip().splitlines() or ["?"])[0] if r.returncode else f"LLVM: {why}"))
                continue
            po, pt = count(r.stdout), count(theirs)
            pr = po / pt if pt else float("nan")
            ptx_r.append((pr, name))
            so, e1 = sass(r.stdout, a.sm, tmp, "ours")
            st, e2 = sass(theirs, a.sm, tmp, "llvm")
            line = f"{name:32} {po:>5} {pt:>5} {pr:>6.3f}"
            if so and st:
                sr = so[0] / st[0] if st[0] else float("nan")
                sass_r.append((sr, name))
                line += f" {so[0]:>5} {st[0]:>5} {sr:>6.3f}"
                ours_rp = mrpa(exe, path, a.sm, knobs)
                pairs = [(ours_rp[f], so[1][f]) for f in sorted(ours_rp) if f in so[1]]
                press.extend(pairs)
                line += "  " + " ".join(f"{m}/{l}" for m, l in pairs)
            else:
                line += f"  ptxas: {e1 or e2}"
            print(line)
    print()
    if ptx_r:
        worst = max(ptx_r)
        print(f"PTX:  {len(ptx_r)} files, median ours / LLVM 22 = {statistics.median(r for r, _ in ptx_r):.3f}, "
              f"worst {worst[0]:.3f} ({worst[1]}), {sum(r > 1.2 for r, _ in ptx_r)} above 1.2, ours <= LLVM in {sum(r <= 1 for r, _ in ptx_r)}")
    if sass_r:
        worst = max(sass_r)
        print(f"SASS: {len(sass_r)} files, median ours / LLVM 22 = {statistics.median(r for r, _ in sass_r):.3f}, "
              f"worst {worst[0]:.3f} ({worst[1]}), {sum(r > 1.2 for r, _ in sass_r)} above 1.2, ours <= LLVM in {sum(r <= 1 for r, _ in sass_r)}")
    if ptx_r and sass_r:
        # Issue 8's bars, in one place: PTX median <= 1.0 and no file above 1.2x; SASS median <= 1.0.
        pm, sm = statistics.median(r for r, _ in ptx_r), statistics.median(r for r, _ in sass_r)
        above = sum(r > 1.2 for r, _ in ptx_r)
        ok = lambda b: "met" if b else "NOT MET"
        print(f"Bars: PTX median {pm:.3f} <= 1.0 {ok(pm <= 1.0)}, PTX files above 1.2x: {above} {ok(above == 0)}, "
              f"SASS median {sm:.3f} <= 1.0 {ok(sm <= 1.0)}")
    if press:
        diffs = [m - l for m, l in press]
        within = lambda t: sum(abs(d) <= t for d in diffs)
        print(f"Pressure: {len(press)} functions, MRPA max RRegs - ptxas peak live (GPR+UR): median {statistics.median(diffs):+}, "
              f"min {min(diffs):+}, max {max(diffs):+}; within 2: {within(2)}, within 4: {within(4)}, within 8: {within(8)}")
    for s in skipped:
        print("skipped " + s)


if __name__ == "__main__":
    main()
