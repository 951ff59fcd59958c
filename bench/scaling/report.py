#!/usr/bin/env python3
"""Turns the rows scripts/scaling.sh measured into a Markdown table and the
log-log slope of CPU time against operations per shape and tool.

Input rows (TSV): shape, size, ops, tool (vct|opt), cpu seconds, peak RSS
KB, status (ok|fail|timeout|invalid-output), warnings. Per shape, size and tool the lowest
CPU time of the repeats is reported. The slope is the least-squares fit of
log(cpu) on log(ops) over the three largest sizes that completed in at
least 0.05 s (below that, process start-up dominates); pairwise slopes
between consecutive sizes follow it.

Usage: report.py [--timeout S] results.tsv
"""
import argparse
import collections
import math

ORDER = ["a", "b", "c", "cb", "cs", "d"]


def size_key(text):
    scale = {"k": 1000, "m": 1000000}.get(text[-1:].lower(), 1)
    return float(text.rstrip("kKmM")) * scale


def slope(points):
    xs = [math.log(x) for x, _ in points]
    ys = [math.log(y) for _, y in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / den


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--timeout", type=float, default=0)
    parser.add_argument("results")
    args = parser.parse_args()
    runs = collections.defaultdict(list)
    ops = {}
    warnings = collections.defaultdict(set)
    for line in open(args.results):
        fields = line.rstrip("\n").split("\t")
        if len(fields) < 7:
            continue
        shape, size, count, tool, cpu, rss, status = fields[:7]
        ops[(shape, size)] = int(count)
        runs[(shape, size, tool)].append((float(cpu), int(rss), status))
        if len(fields) > 7 and fields[7]:
            warnings[(shape, size)].update(fields[7].split(";"))

    def best(shape, size, tool):
        rows = runs.get((shape, size, tool))
        if not rows:
            return None
        done = [row for row in rows if row[2] == "ok"]
        if done:
            cpu = min(row[0] for row in done)
            return cpu, max(row[1] for row in done), "ok", rows
        return rows[0][0], rows[0][1], rows[0][2], rows

    def show(result):
        if result is None:
            return "-"
        cpu, _, status, _ = result
        if status == "timeout":
            return ">{:.0f} (timeout)".format(cpu)
        if status == "fail":
            return "failed"
        if status == "invalid-output":
            return "invalid output"
        return "{:.2f}".format(cpu)

    shapes = sorted({key[0] for key in ops},
                    key=lambda s: ORDER.index(s) if s in ORDER else 99)
    print("| shape | N | ops | vct s | opt s | vct/opt | vct RSS MB | "
          "opt RSS MB | repeats vct / opt | vct warnings |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for shape in shapes:
        sizes = sorted({key[1] for key in ops if key[0] == shape},
                       key=size_key)
        for size in sizes:
            vct = best(shape, size, "vct")
            opt = best(shape, size, "opt")
            ratio = "-"
            if vct and opt and vct[2] == opt[2] == "ok" and opt[0] > 0:
                ratio = "{:.1f}".format(vct[0] / opt[0])
            rss = lambda r: "{:.1f}".format(r[1] / 1024) \
                if r and r[1] else "-"
            reps = lambda r: "[" + ", ".join(
                "{:.2f}".format(row[0]) for row in r[3]) + "]" if r else "-"
            print("| {} | {} | {} | {} | {} | {} | {} | {} | {} / {} | {} |"
                  .format(shape, size, ops[(shape, size)], show(vct),
                          show(opt), ratio, rss(vct), rss(opt), reps(vct),
                          reps(opt),
                          "; ".join(sorted(warnings[(shape, size)]))))
    print()
    print("Log-log slope of CPU time against ops (least squares over the "
          "three largest sizes completed in >= 0.05 s; pairwise after):")
    print()
    for shape in shapes:
        sizes = sorted({key[1] for key in ops if key[0] == shape},
                       key=size_key)
        for tool in ("vct", "opt"):
            points = []
            for size in sizes:
                result = best(shape, size, tool)
                if result and result[2] == "ok" and result[0] >= 0.05:
                    points.append((ops[(shape, size)], result[0]))
            points = points[-3:]
            if len(points) < 2:
                print("- {} {}: too few completed sizes".format(shape, tool))
                continue
            pairwise = ", ".join(
                "{:.2f}".format(slope([a, b]))
                for a, b in zip(points, points[1:]))
            print("- {} {}: slope {:.2f} over ops {} (pairwise {})".format(
                shape, tool, slope(points), [p[0] for p in points],
                pairwise))


if __name__ == "__main__":
    main()
