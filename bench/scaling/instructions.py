#!/usr/bin/env python3
"""Counts the instructions `vct-mlir-opt -O2` executes on the scaling shapes
(bench/scaling/gen.py), in all and per pass, and fits their log-log slope
against the number of operations.

CPU time on one function of a million operations grows faster than the work
done: each operation costs more once the IR outgrows the caches and the
TLB, and that depends on the machine. The number of instructions executed
does not, so it tells whether a pass does more work per operation on larger
input (an algorithm that is not linear) or only waits longer for memory.

Runs each size once under `valgrind --tool=callgrind` with threading
disabled (about 30 times slower than a plain run: 256k operations of shape
b take about 3 minutes, 1M about 14), and reads the inclusive count of the
parser, each pass's runOnOperation and the printer from
`callgrind_annotate`. Prints a Markdown table per shape: instructions in
millions per size, the slope over the sizes given, and the ratio between the
two largest.

Usage: instructions.py [--shapes "b d"] [--sizes "16k 64k 256k"]
                       [--build DIR] [--work DIR] [--top N]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from report import slope  # noqa: E402  (the same least-squares fit)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))

# The inclusive rows kept: a pass's runOnOperation, the parser, the printer
# and the whole run (the pipeline pass).
PASS = re.compile(r"\(anonymous namespace\)::(\w+)::runOnOperation\(\)")
PARSER = "mlir::parseAsmSourceFile("
PRINTER = "mlir::Operation::print("


def measure(tool, source, work, name):
    """Inclusive instruction counts by row name for one run of `tool`."""
    out = os.path.join(work, name + ".callgrind")
    subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, tool,
         "-O2", "--verify-each=false", "--mlir-disable-threading", source,
         "-o", os.devnull],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    annotated = subprocess.run(
        ["callgrind_annotate", "--inclusive=yes", "--threshold=100", out],
        check=True, capture_output=True, text=True).stdout
    counts = {}
    for line in annotated.splitlines():
        match = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$", line)
        if not match:
            continue
        count = int(match.group(1).replace(",", ""))
        text = match.group(2)
        if text.endswith("PROGRAM TOTALS"):
            counts["total"] = count
        elif PARSER in text:
            counts["parser"] = max(counts.get("parser", 0), count)
        elif PRINTER in text:
            counts["printer"] = max(counts.get("printer", 0), count)
        else:
            pass_match = PASS.search(text)
            if pass_match and "'" not in text.split("]")[0]:
                counts[pass_match.group(1)] = max(
                    counts.get(pass_match.group(1), 0), count)
    os.remove(out)
    return counts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shapes", default="b d")
    parser.add_argument("--sizes", default="16k 64k 256k")
    parser.add_argument("--build",
                        default=os.environ.get("VCT_BUILD_DIR",
                                               os.path.join(ROOT, "build")))
    parser.add_argument("--work")
    parser.add_argument("--top", type=int, default=25,
                        help="passes shown per shape, by their count at the "
                        "largest size")
    args = parser.parse_args()
    tool = os.path.join(args.build, "bin", "vct-mlir-opt")
    if not os.access(tool, os.X_OK):
        sys.exit("instructions.py: {} not found".format(tool))
    work = args.work or tempfile.mkdtemp(prefix="vct-instructions.")
    os.makedirs(work, exist_ok=True)
    sizes = args.sizes.split()
    for shape in args.shapes.split():
        ops, counts = [], []
        for size in sizes:
            source = os.path.join(work, "{}-{}.mlir".format(shape, size))
            with open(source, "w") as out:
                subprocess.run(
                    [sys.executable,
                     os.path.join(ROOT, "bench", "scaling", "gen.py"), shape,
                     size], check=True, stdout=out)
            with open(source) as text:
                ops.append(sum(1 for line in text
                               if re.match(r"^  [%a-z]", line)))
            counts.append(measure(tool, source, work,
                                  "{}-{}".format(shape, size)))
            print("instructions.py: {} {} done".format(shape, size),
                  file=sys.stderr)
        rows = sorted({name for c in counts for name in c},
                      key=lambda name: -counts[-1].get(name, 0))
        fixed = ["total", "parser", "printer"]
        passes = [name for name in rows if name not in fixed][:args.top]
        print("### Shape {} (ops {})".format(
            shape, ", ".join(str(n) for n in ops)))
        print()
        print("| row | " + " | ".join("{} Minstr".format(s) for s in sizes) +
              " | slope | last ratio / ops ratio |")
        print("|---|" + "---|" * (len(sizes) + 2))
        for name in fixed + passes:
            values = [c.get(name, 0) for c in counts]
            points = [(n, v) for n, v in zip(ops, values) if v > 0]
            fit = "{:.2f}".format(slope(points)) if len(points) > 1 else "-"
            last = "-"
            if len(points) > 1:
                last = "{:.2f} / {:.2f}".format(
                    points[-1][1] / points[-2][1],
                    points[-1][0] / points[-2][0])
            print("| {} | {} | {} | {} |".format(
                name, " | ".join("{:.1f}".format(v / 1e6) for v in values),
                fit, last))
        print()


if __name__ == "__main__":
    main()
