#!/usr/bin/env python3
"""Differential driver: run.py FIRST COUNT [JOBS]

For each seed: gen.py -> clang-22 -O0 (reference), vct-cc -O2, vct-cc -O2
--backend=c, vct-cc -O3; run all, compare stdout+exit code byte for byte.
Work and failures go to $BITFUZZ_DIR (default /tmp/bitfuzz): fail/<seed>/
keeps each failing program; a summary line per seed is appended to
results.jsonl there. vct-cc comes from $VCT_BUILD_DIR/bin (default: the
repository's build/).
"""
import json
import os
import re
import shutil
import subprocess
import sys
from multiprocessing import Pool

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
HERE = os.environ.get("BITFUZZ_DIR", "/tmp/bitfuzz")
VCT = os.path.join(os.environ.get("VCT_BUILD_DIR", os.path.join(SCRIPTS, "..", "..", "build")),
                   "bin", "vct-cc")
CLANG = shutil.which("clang-22") or "/usr/lib/llvm-22/bin/clang-22"
BUILDS = [
    ("ref", [CLANG, "-O0", "-w"]),
    ("O2", [VCT, "-O2", "-w", "-Rpass=loop-idiom", "-Rpass-missed=loop-idiom"]),
    ("O2c", [VCT, "-O2", "-w", "--backend=c"]),
    ("O3", [VCT, "-O3", "-w"]),
]
TAKEN = re.compile(r":(\d+):(\d+): remark: the loop's (\d+) iterations of shifts and exclusive ors "
                   r"became (\d+) table lookup")
NOTTAB = re.compile(r":(\d+):(\d+): remark: .*not replaced by table lookups: (.*?) \[")


def sh(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        return "timeout", e.stdout or b"", e.stderr or b""


def one(seed):
    d = os.path.join(HERE, "work", str(seed))
    os.makedirs(d, exist_ok=True)
    src = os.path.join(d, "p.c")
    subprocess.run([sys.executable, os.path.join(SCRIPTS, "gen.py"), str(seed), src], check=True)
    metas = json.load(open(src[:-2] + ".json"))
    res = {"seed": seed, "problems": []}
    outs = {}
    for name, cmd in BUILDS:
        exe = os.path.join(d, name)
        rc, _, err = sh(cmd + [src, "-o", exe], 120)
        if name == "O2":
            err_s = err.decode(errors="replace")
            taken = {}
            for m in TAKEN.finditer(err_s):
                taken[(int(m.group(1)), int(m.group(2)))] = (int(m.group(3)), int(m.group(4)))
            missed = {}
            for m in NOTTAB.finditer(err_s):
                missed[(int(m.group(1)), int(m.group(2)))] = m.group(3)
            for meta in metas:
                lo, hi = meta["lines"]
                meta["taken"] = [v for (l, c), v in taken.items() if lo <= l <= hi]
                meta["missed"] = sorted({v for (l, c), v in missed.items() if lo <= l <= hi})
        if rc != 0:
            res["problems"].append("%s: compile %s: %s" % (name, rc, err.decode(errors="replace")[-400:]))
            outs[name] = None
            continue
        rc, out, err = sh([exe], 10)
        outs[name] = (rc, out)
        if rc == "timeout":
            res["problems"].append("%s: run timeout" % name)
        elif rc != 0:
            res["problems"].append("%s: exit %s" % (name, rc))
    ref = outs.get("ref")
    diffs = []
    for name, _ in BUILDS[1:]:
        o = outs.get(name)
        if ref is not None and o is not None and o != ref:
            bad = set()
            rl = ref[1].decode().splitlines()
            ol = o[1].decode().splitlines()
            for a, b in zip(rl, ol):
                if a != b:
                    bad.add(a.split()[0].split("[")[0])
            diffs.append((name, sorted(bad)))
            res["problems"].append("%s: output differs in %s" % (name, sorted(bad)))
    if diffs:
        # A program with UB would usually differ between clang -O0 and -O2.
        rc, _, _ = sh([CLANG, "-O2", "-w", src, "-o", os.path.join(d, "clangO2")], 120)
        rc, out, _ = sh([os.path.join(d, "clangO2")], 10)
        res["clangO2_agrees"] = (rc, out) == ref
    res["metas"] = metas
    if res["problems"]:
        fd = os.path.join(HERE, "fail", str(seed))
        os.makedirs(fd, exist_ok=True)
        shutil.copy(src, fd)
        shutil.copy(src[:-2] + ".json", fd)
        for name, o in outs.items():
            if o is not None:
                open(os.path.join(fd, name + ".out"), "wb").write(o[1])
    shutil.rmtree(d, ignore_errors=True)
    return res


def main():
    first, count = int(sys.argv[1]), int(sys.argv[2])
    jobs = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    os.makedirs(HERE, exist_ok=True)
    with Pool(jobs) as pool, open(os.path.join(HERE, "results.jsonl"), "a") as log:
        for res in pool.imap_unordered(one, range(first, first + count)):
            log.write(json.dumps(res) + "\n")
            log.flush()
            nt = sum(len(m["taken"]) > 0 for m in res["metas"])
            print("seed %d: %d funcs, %d taken%s" % (res["seed"], len(res["metas"]), nt,
                  ("  PROBLEM " + "; ".join(res["problems"])[:300]) if res["problems"] else ""),
                  flush=True)


if __name__ == "__main__":
    main()
