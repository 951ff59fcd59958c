#!/usr/bin/env python3
"""Generator of the compile-time scaling benchmark (issue 13, 2).

Writes VIR in the style `vct-cc -O0` produces -- every local in a stack slot
with #vir.nocapture, the accesses to distinct slots in distinct noalias
scopes (`vct.slot<i>`), soft loop requests on back edges (licm, unroll,
vectorize, rotate, unswitch, peel) and soft inline requests on calls -- in
one of five shapes, of about N operations (counted as the lines that define
or are operations):

  a   straight-line code over a few slots (functions of up to 8k ops);
  b   CFG-heavy code: diamonds and small counted loops in one function;
  c   a call DAG of ~20-op functions, each calling two later ones with a
      soft inline request on 80 % of the edges; the chains grow with N;
  cb  the same DAG, layered to depth 6 (each function calls two of the
      next layer);
  cs  the DAG of c with every function but the root private, as the
      static functions of a C file are (the inliner may delete them);
  d   one deep loop nest with four induction variables per level.

Every function is well defined for any argument (no division, in-bounds
slots only); @main calls the roots with x = 3, y = 5. The functions are
public (in cs only the root), so neither optimizer may assume those
arguments. The programs are for compile time: a, b and d also finish
quickly when run (d's loops run once per level for y = 5); c, cb and cs
make exponentially many calls.

Usage: gen.py SHAPE N [--seed S]
"""
import argparse
import random

LOOP_REQUESTS = ("#vir.req<licm, soft>, #vir.req<unroll, soft>, "
                 "#vir.req<vectorize, soft>, #vir.req<rotate, soft>, "
                 "#vir.req<unswitch, soft>, #vir.req<peel, soft>")


class Function:
    """Lines of one function body with fresh names and an op count."""

    def __init__(self, slots):
        self.lines = []
        self.ops = 0
        self.next = 0
        self.slots = slots

    def fresh(self, prefix="v"):
        self.next += 1
        return "%{}{}".format(prefix, self.next)

    def op(self, text):
        self.lines.append("  " + text)
        self.ops += 1

    def label(self, text):
        self.lines.append(text)

    def scope(self, slot):
        others = ", ".join('"vct.slot{}"'.format(j)
                           for j in range(self.slots) if j != slot)
        return ('{{vir.traits = [#vir.noalias<alias_scopes = ["vct.slot{}"], '
                'noalias_scopes = [{}]>]}}'.format(slot, others))

    def load(self, slot):
        value = self.fresh()
        self.op("{} = vir.load %slot{} {} : i32".format(value, slot,
                                                       self.scope(slot)))
        return value

    def store(self, value, slot):
        self.op("vir.store {}, %slot{} {} : i32".format(value, slot,
                                                       self.scope(slot)))

    def const(self, value, type_="i32"):
        name = self.fresh("c")
        self.op("{} = vir.constant {} : {}".format(name, value, type_))
        return name

    def binop(self, kind, a, b):
        value = self.fresh()
        self.op("{} = vir.{} {}, {} : i32".format(value, kind, a, b))
        return value


def header(name, params, slots, public=False):
    scopes = ", ".join('"vct.slot{}"'.format(j) for j in range(slots))
    attrs = " attributes {{alias_scopes = [{}]}}".format(scopes) \
        if slots >= 2 else ""
    vis = "" if public else "private "
    return "vir.func {}@{}({}) -> i32{} {{".format(vis, name, params, attrs)


def open_slots(f, params):
    for j in range(f.slots):
        f.op("%slot{} = vir.alloca i32 align 4 "
             "{{vir.traits = [#vir.nocapture]}}".format(j))
    for j, param in enumerate(params):
        f.store(param, j % f.slots)


def finish(f, name, params, public=True):
    text = [header(name, ", ".join("{}: i32".format(p) for p in params),
                   f.slots, public)]
    text += f.lines
    text.append("}")
    return "\n".join(text)


KINDS = ["add", "sub", "mul", "and", "or", "xor"]


def straight(f, rng, ops):
    """About `ops` operations of loads, arithmetic and stores."""
    start = f.ops
    while f.ops - start < ops:
        a = f.load(rng.randrange(f.slots))
        b = f.load(rng.randrange(f.slots))
        c = f.const(rng.randrange(1, 100))
        t = f.binop(rng.choice(KINDS), a, b)
        u = f.binop(rng.choice(["add", "xor", "mul"]), t, c)
        f.store(u, rng.randrange(f.slots))


def shape_a(n, rng):
    funcs, names = [], []
    remaining, index = n, 0
    while remaining > 0 or index == 0:
        size = min(8000, max(remaining, 20))
        f = Function(slots=4)
        open_slots(f, ["%x", "%y"])
        straight(f, rng, size - 8)
        r = f.load(0)
        f.op("vir.return {} : i32".format(r))
        name = "a{}".format(index)
        funcs.append(finish(f, name, ["%x", "%y"]))
        names.append(name)
        remaining -= f.ops
        index += 1
    return funcs, names, "(%x, %y)", 2


def shape_b(n, rng):
    f = Function(slots=4)
    open_slots(f, ["%x", "%y"])
    blocks = 0
    while f.ops < n - 4:
        blocks += 1
        if rng.random() < 0.6:
            # A diamond on a loaded value.
            a = f.load(rng.randrange(f.slots))
            c = f.const(rng.randrange(-50, 50))
            cond = f.fresh("p")
            f.op("{} = vir.icmp slt {}, {} : i32".format(cond, a, c))
            f.op("vir.cond_br {}, ^t{}, ^e{}".format(cond, blocks, blocks))
            f.label("^t{}:".format(blocks))
            t = f.binop("add", a, c)
            f.store(t, rng.randrange(f.slots))
            f.op("vir.br ^j{}".format(blocks))
            f.label("^e{}:".format(blocks))
            e = f.binop("xor", a, c)
            f.store(e, rng.randrange(f.slots))
            f.op("vir.br ^j{}".format(blocks))
            f.label("^j{}:".format(blocks))
        else:
            # A small counted loop accumulating into a slot.
            zero = f.const(0)
            one = f.const(1)
            trips = f.const(rng.randrange(2, 9))
            f.op("vir.br ^h{}({} : i32)".format(blocks, zero))
            i = "%i{}".format(blocks)
            f.label("^h{}({}: i32):".format(blocks, i))
            cond = f.fresh("p")
            f.op("{} = vir.icmp slt {}, {} : i32".format(cond, i, trips))
            f.op("vir.cond_br {}, ^l{}, ^x{}".format(cond, blocks, blocks))
            f.label("^l{}:".format(blocks))
            slot = rng.randrange(f.slots)
            a = f.load(slot)
            s = f.binop("add", a, i)
            f.store(s, slot)
            nxt = f.fresh()
            f.op("{} = vir.add {}, {} nsw : i32".format(nxt, i, one))
            f.op("vir.br ^h{}({} : i32) {{vir.traits = [{}]}}".format(
                blocks, nxt, LOOP_REQUESTS))
            f.label("^x{}:".format(blocks))
    r = f.load(0)
    f.op("vir.return {} : i32".format(r))
    return [finish(f, "b0", ["%x", "%y"])], ["b0"], "(%x, %y)", 2


def call_dag(n, rng, layered, private=False):
    """Functions of ~20 ops, each calling two others further down."""
    count = max(2, n // 26)
    if layered:
        depth = 6
        width = max(1, count // depth)
        layer = [min(j // width, depth - 1) for j in range(count)]
    funcs, names = [], []
    for j in range(count):
        if layered:
            below = [k for k in range(count) if layer[k] == layer[j] + 1] \
                if layer[j] + 1 < depth else []
            callees = rng.sample(below, min(2, len(below))) if below else []
        else:
            later = list(range(j + 1, min(count, j + 9)))
            callees = rng.sample(later, min(2, len(later))) if later else []
        f = Function(slots=2)
        open_slots(f, ["%x", "%y"])
        straight(f, rng, 8)
        for callee in callees:
            a = f.load(0)
            b = f.load(1)
            r = f.fresh("r")
            traits = " {vir.traits = [#vir.req<inline, soft>]}" \
                if rng.random() < 0.8 else ""
            f.op("{} = vir.call @g{}({}, {}){} : (i32, i32) -> i32".format(
                r, callee, a, b, traits))
            f.store(r, 1)
        res = f.load(0)
        f.op("vir.return {} : i32".format(res))
        name = "g{}".format(j)
        funcs.append(finish(f, name, ["%x", "%y"], not private or j == 0))
        names.append(name)
    return funcs, names[:1], "(%x, %y)", 2


def shape_d(n, rng):
    """One loop nest, each level with four induction variables."""
    f = Function(slots=2)
    open_slots(f, ["%x", "%y"])
    per_level = 12
    depth = max(1, (n - 10) // per_level)
    zero = f.const(0)
    one = f.const(1)
    two = f.const(2)
    # The bound is unknown to the optimizer; @main passes y = 5, so each
    # level runs once at run time (a constant 2 would make 2^depth).
    four = f.const(4)
    trips = f.binop("sub", "%y", four)
    entries = [zero, zero, one, two]
    for level in range(depth):
        ivs = ["%d{}_{}".format(level, k) for k in range(4)]
        f.op("vir.br ^h{}({} : i32, i32, i32, i32)".format(
            level, ", ".join(entries)))
        f.label("^h{}({}):".format(level, ", ".join(
            "{}: i32".format(v) for v in ivs)))
        cond = f.fresh("p")
        f.op("{} = vir.icmp slt {}, {} : i32".format(cond, ivs[0], trips))
        f.op("vir.cond_br {}, ^b{}, ^x{}".format(cond, level, level))
        f.label("^b{}:".format(level))
        a = f.load(level % 2)
        s = f.binop("add", a, ivs[1])
        s2 = f.binop("xor", s, ivs[3])
        f.store(s2, level % 2)
        entries = [zero, ivs[1], ivs[2], one]
        f.lines.append("  // level {}".format(level))
    # Innermost body, then the latches from the inside out.
    f.op("vir.br ^x{}".format(depth))
    f.label("^x{}:".format(depth))
    for level in reversed(range(depth)):
        ivs = ["%d{}_{}".format(level, k) for k in range(4)]
        n0 = f.binop("add", ivs[0], one)
        n1 = f.binop("add", ivs[1], two)
        n2 = f.binop("add", ivs[2], ivs[1])
        n3 = f.binop("mul", ivs[3], two)
        f.op("vir.br ^h{}({}, {}, {}, {} : i32, i32, i32, i32) "
             "{{vir.traits = [{}]}}".format(level, n0, n1, n2, n3,
                                           LOOP_REQUESTS))
        f.label("^x{}:".format(level))
    r = f.load(0)
    f.op("vir.return {} : i32".format(r))
    return [finish(f, "d0", ["%x", "%y"])], ["d0"], "(%x, %y)", 2


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("shape", choices=["a", "b", "c", "cb", "cs", "d"])
    parser.add_argument("n", help="operations, e.g. 1000, 64k, 1M")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    text = args.n.lower()
    scale = {"k": 1000, "m": 1000000}.get(text[-1:], 1)
    n = int(float(text.rstrip("km")) * scale)
    rng = random.Random(args.seed)
    if args.shape == "a":
        funcs, roots, _, _ = shape_a(n, rng)
    elif args.shape == "b":
        funcs, roots, _, _ = shape_b(n, rng)
    elif args.shape == "c":
        funcs, roots, _, _ = call_dag(n, rng, layered=False)
    elif args.shape == "cb":
        funcs, roots, _, _ = call_dag(n, rng, layered=True)
    elif args.shape == "cs":
        funcs, roots, _, _ = call_dag(n, rng, layered=False, private=True)
    else:
        funcs, roots, _, _ = shape_d(n, rng)
    out = ["// Generated by bench/scaling/gen.py {} {} --seed {}".format(
        args.shape, args.n, args.seed)]
    out += funcs
    calls = []
    for k, root in enumerate(roots):
        calls.append("  %r{} = vir.call @{}(%x, %y) : (i32, i32) -> i32"
                     .format(k, root))
    acc = "%r0"
    lines = ["vir.func @main() -> i32 {",
             "  %x = vir.constant 3 : i32",
             "  %y = vir.constant 5 : i32"] + calls
    lines.append("  vir.return {} : i32".format(acc))
    lines.append("}")
    out.append("\n".join(lines))
    print("\n\n".join(out))


if __name__ == "__main__":
    main()
