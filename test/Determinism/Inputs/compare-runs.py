#!/usr/bin/env python3
"""Runs one optimizer command several times under different address-space
layouts and thread settings and checks that every output is byte-identical
(O-5).

Usage: compare-runs.py --runs N --work DIR [--each-pass P1,P2,...] -- TOOL ARGS...

Each run r (0 <= r < 2N) gets its own directory DIR/run<r>; the strings
@OUT@, @REMARKS@ and @REPORT@ in ARGS are replaced by files there (the
output, the YAML remark stream, the request report), and stderr
(diagnostics: remarks, warnings) goes to stderr.txt there. Half the runs add
--mlir-disable-threading. The runs alternate, by pairs, between address
randomisation switched off (`setarch -R`, util-linux) and left on, and by
fours between glibc's default allocator settings and a different malloc
pattern (GLIBC_TUNABLES: no thread cache, a low mmap threshold), so freed
memory is reused at different places from run to run. Every file of every
run is compared with run 0's; a difference is reported with its first
differing line and makes the script exit 1, as does a run that fails.

With --each-pass, the whole comparison is made once per listed pass, with
`--<pass>` added to the command (in DIR/<pass>): each pass alone, where its
choices are not hidden by the passes that run after it.
"""
import argparse
import os
import shutil
import subprocess
import sys

FILES = {"@OUT@": "out.mlir", "@REMARKS@": "remarks.yaml",
         "@REPORT@": "report.json"}
TUNABLES = "glibc.malloc.tcache_count=0:glibc.malloc.mmap_threshold=4096"


def first_difference(a, b):
    la, lb = a.split(b"\n"), b.split(b"\n")
    for index, (x, y) in enumerate(zip(la, lb)):
        if x != y:
            return index + 1, x[:200], y[:200]
    return min(len(la), len(lb)) + 1, b"<end>", b"<end>"


def layouts(runs):
    for r in range(2 * runs):
        threaded = r % 2 == 0
        aslr_off = (r // 2) % 2 == 0
        tunables = (r // 4) % 2 == 1
        yield r, threaded, aslr_off, tunables


def run_all(command, runs, work, setarch, label):
    """The contents of every run's files, or None if a run failed."""
    used = [key for key in FILES if any(key in word for word in command)]
    results = []
    for r, threaded, aslr_off, tunables in layouts(runs):
        directory = os.path.join(work, "run{}".format(r))
        os.makedirs(directory, exist_ok=True)
        files = {key: os.path.join(directory, FILES[key]) for key in FILES}
        argv = []
        for word in command:
            for key, path in files.items():
                word = word.replace(key, path)
            argv.append(word)
        if not threaded:
            argv.append("--mlir-disable-threading")
        if aslr_off:
            argv = [setarch, "-R"] + argv
        env = dict(os.environ)
        if tunables:
            env["GLIBC_TUNABLES"] = TUNABLES
        else:
            env.pop("GLIBC_TUNABLES", None)
        describe = "{}run {} ({}, ASLR {}, {})".format(
            label, r, "threaded" if threaded else "serial",
            "off" if aslr_off else "on",
            "malloc tunables" if tunables else "default malloc")
        diag = os.path.join(directory, "stderr.txt")
        with open(diag, "wb") as err:
            code = subprocess.call(argv, stdout=subprocess.DEVNULL,
                                   stderr=err, env=env)
        if code != 0:
            print("error: {} exited with {}".format(describe, code))
            sys.stdout.write(open(diag, errors="replace").read()[:2000])
            return None
        contents = {"stderr": open(diag, "rb").read()}
        for key in used:
            contents[FILES[key]] = open(files[key], "rb").read()
        results.append((describe, contents))
    return results


def compare(command, runs, work, setarch, label):
    """Number of differing files (or 1 if a run failed)."""
    results = run_all(command, runs, work, setarch, label)
    if results is None:
        return 1
    failures = 0
    reference_name, reference = results[0]
    for describe, contents in results[1:]:
        for name, data in contents.items():
            if data == reference[name]:
                continue
            failures += 1
            line, a, b = first_difference(reference[name], data)
            print("DIFFERENT: {} of {} against {}, line {}:\n  {}\n  {}"
                  .format(name, describe, reference_name, line,
                          a.decode(errors="replace"),
                          b.decode(errors="replace")))
    if failures:
        print("{}{} differing files over {} runs".format(label, failures,
                                                         len(results)))
    else:
        sizes = ", ".join("{} {} bytes".format(name, len(data))
                          for name, data in sorted(reference.items()))
        print("{}identical: {} runs; {}".format(label, len(results), sizes))
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5,
                        help="runs with threads and runs without, each")
    parser.add_argument("--work", required=True)
    parser.add_argument("--each-pass", default="")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command
    if command and command[0] == "--":
        command = command[1:]
    if not command:
        parser.error("no command")
    setarch = shutil.which("setarch")
    if not setarch:
        print("error: setarch (util-linux) not found", file=sys.stderr)
        return 1
    failures = 0
    for name in args.each_pass.split(",") if args.each_pass else [None]:
        extra = ["--" + name] if name else []
        work = os.path.join(args.work, name) if name else args.work
        label = "{}: ".format(name) if name else ""
        failures += compare(command + extra, args.runs, work, setarch, label)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
