#!/usr/bin/env python3
"""Puts loop requests on the back edges of gen-loops.py's output.

Usage: gen-loops.py SEED COUNT | add-requests.py SEED

Every back-edge branch (the branch that passes %i1 to ^loop) gets soft
rotate and unroll requests; about a third of the unroll requests carry a
factor of 2..4 (a partial unroll where the trip count is not a constant or
is larger). The programs' output is unchanged: gen-loops.py --expect still
gives the expected text.
"""
import random
import sys


def main():
    rng = random.Random(int(sys.argv[1]))
    for line in sys.stdin:
        line = line.rstrip("\n")
        if "^loop(%i1" in line and ("vir.br" in line or "vir.cond_br" in line):
            unroll = "#vir.req<unroll, soft>"
            if rng.random() < 0.35:
                unroll = f"#vir.req<unroll, soft, factor = {rng.randrange(2, 5)}>"
            line += f" {{vir.traits = [#vir.req<rotate, soft>, {unroll}]}}"
        print(line)


if __name__ == "__main__":
    main()
