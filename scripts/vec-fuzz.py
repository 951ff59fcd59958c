#!/usr/bin/env python3
"""Random differential testing of loop-vectorize on array loops.

Generates C programs whose functions are single array loops of the shapes
the vectorizer takes and refuses: element types int8_t..int64_t (signed and
unsigned), float and double; unit and other strides; offsets that make a
loop read what it wrote (dependences in both directions); sum, xor, and,
or, min and max reductions; any-of flags; searches of global arrays
(early exits); casts between element types; selects;
invariant loads; restrict and plain pointers, the plain ones called both
on disjoint arrays and on overlapping ones (runtime checks that pass and
that fail); loops counting down (also in place, dependences reversed) and
backward accesses (s[n - 1 - i]); pointer-bump loops (`while (n--) *d =
f(*s); d++; s++`, also in place); bodies with an if/else computing a value
(a diamond), storing to one address on both sides, storing on one side
only (refused), and conditional reductions; bodies whose branches join
before the latch in any shape (if-converted with block masks): else-if
chains of 2 to 4 arms, ifs nested 2 or 3 deep in arms, `&&`/`||`
conditions, fixed-point products ((int32_t)(((int64_t)x * C) >> 16), C
negative too) and negations in the arms, one store under a nested
condition, stores of one element on both sides of an if, reductions under
nested ifs, and now and then a load under a condition. Each program is
compiled by `cc -O0` (the reference) and by
`vct-cc -O2` (and -O3) through both backends; the outputs must match.

Usage: scripts/vec-fuzz.py [-n COUNT] [-s SEED] [--build DIR] [--keep DIR]
                           [--levels "O2 O3"] [--reasons] [--kinds]
--reasons lists the most frequent refusal reasons at -O2 (names and
numbers elided); --kinds counts, for each kind of loop, the functions and
those vectorized at -O2 (and if-converted), and with --reasons adds the
refusals of the nested and chained ifs.
Exit status: 0 when every program matched, 1 otherwise.
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

INT_TYPES = ["int8_t", "uint8_t", "int16_t", "uint16_t", "int32_t",
             "uint32_t", "int64_t", "uint64_t"]
FLOAT_TYPES = ["float", "double"]
SIZE = 96  # elements per array; loops stay within it


def convert(expr, src, dst):
    """`expr` of type src as dst; float to integer goes through int64_t (a
    negative float converted to an unsigned type is undefined in C)."""
    if src in FLOAT_TYPES and dst not in FLOAT_TYPES:
        return f"(({dst})(int64_t){expr})"
    return f"(({dst}){expr})"


def value_expr(rng, t, loads, depth=0):
    """An expression of type t over the loaded values `loads` (name, type)."""
    if depth > 2 or rng.random() < 0.3:
        choice = rng.random()
        if choice < 0.6 and loads:
            name, lt = rng.choice(loads)
            return convert(name, lt, t)
        if choice < 0.8:
            return "((%s)i)" % t
        if t in FLOAT_TYPES:
            return f"(({t}){rng.randint(-4, 4)}.5)"
        return f"(({t}){rng.randint(-9, 9)})"
    a = value_expr(rng, t, loads, depth + 1)
    b = value_expr(rng, t, loads, depth + 1)
    if t in FLOAT_TYPES:
        op = rng.choice(["+", "-", "*"])
        if rng.random() < 0.15:
            return f"({a} < {b} ? {a} : {b})"
        return f"({a} {op} {b})"
    op = rng.choice(["+", "-", "*", "&", "|", "^", "+", "-"])
    r = rng.random()
    if r < 0.1:
        return f"({a} < {b} ? {a} : {b})"
    if r < 0.15:
        return f"(({t})({a} >> {rng.randint(0, 3)}))"
    # Unsigned arithmetic avoids signed overflow (undefined in C).
    return f"(({t})((uint64_t){a} {op} (uint64_t){b}))"


def compare_x(rng, t, predicates):
    """`x <op> (t)c`, the condition of the if-shaped loops."""
    return f"x {rng.choice(predicates)} ({t}){rng.randint(-3, 30)}"


BRANCHY_KINDS = ("elseif", "nested", "nested_store", "both_store",
                 "nested_reduce")

# Scales of the fixed-point products in branchy bodies: |C| < 2^17, so an
# int32_t value times C fits int64_t (no signed overflow).
FIXED_SCALES = [3, 5, 7, 181, 1000, 19661, 46341, 65536, 98304,
                -3, -7, -181, -1000, -19661, -46341, -65536]


class Branchy:
    """A loop body of nested ifs, else-if chains and `&&`/`||` conditions
    over values of type t: x and y (loaded), v and w (computed in the
    arms). `hole` places one statement somewhere under the conditions: a
    store ("store"), a store on both sides of one if-else ("both"), a
    reduction update ("reduce"), or just an if, else-if chain or if-else
    ("if"). No undefined behaviour: integer arithmetic
    wraps through uint64_t, fixed-point products are int32_t times a scale
    below 2^17 in int64_t, shifts stay below the width."""

    def __init__(self, rng, t, src_t, maxdepth):
        self.rng, self.t, self.src_t = rng, t, src_t
        self.maxdepth = maxdepth
        self.budget = rng.randint(3, 8)  # compound statements and leaves
        self.vars = ["x", "y", "v", "w"]
        self.kv = False      # an invariant `kv` to compare against
        self.count = False   # `c++` and the like in arms
        self.rt = None       # the reduction's type, reduce mode
        self.rop = None
        self.extra_reduce = True  # reduction updates in other arms too
        # Loads under conditions (refused by the vectorizer, but the output
        # must still be right), in some functions only.
        self.cond_loads = rng.random() < 0.12

    def const(self):
        rng, t = self.rng, self.t
        if t in FLOAT_TYPES:
            return f"(({t}){rng.randint(-6, 40)}.5)"
        c = (rng.randint(-5, 40) if rng.random() < 0.75 else
             rng.choice([-1000, 255, 1000, 4096, 65536, 1 << 20, -(1 << 20),
                         1 << 24]))
        return f"(({self.t}){c})"

    def load(self):
        return convert(f"s[i + {self.rng.randint(-1, 3)}]", self.src_t,
                       self.t)

    def atom(self):
        rng = self.rng
        op = rng.choice(["<", ">", "<=", ">=", "==", "!=", "<", ">"])
        a = rng.choice(["x", "x", "y", "v", "w"])
        r = rng.random()
        if self.cond_loads and r < 0.1:
            return f"({self.load()} {op} {self.const()})"
        if r < 0.25:
            return f"({a} {op} {rng.choice([b for b in self.vars if b != a])})"
        if r < 0.32 and self.kv:
            return f"({a} {op} kv)"
        return f"({a} {op} {self.const()})"

    def cond(self, depth=0):
        r = self.rng.random()
        if depth < 2 and r < 0.2:
            return f"({self.cond(depth + 1)} && {self.cond(depth + 1)})"
        if depth < 2 and r < 0.35:
            return f"({self.cond(depth + 1)} || {self.cond(depth + 1)})"
        if r < 0.4:
            return f"!{self.atom()}"
        return self.atom()

    def fixed(self, a):
        """A fixed-point product: (int32_t)(((int64_t)a * C) >> sh)."""
        rng, t = self.rng, self.t
        scale = rng.choice(FIXED_SCALES)
        sh = rng.choice([16, 16, 16, 8, 12, 15])
        if t == "int32_t" and a in self.vars:
            return f"((int32_t)(((int64_t){a} * {scale}) >> {sh}))"
        return (f"(({t})(int32_t)(((int64_t)(int32_t){a} * {scale}) "
                f">> {sh}))")

    def expr(self):
        rng, t = self.rng, self.t
        operand = (rng.choice(self.vars) if rng.random() < 0.8 else
                   value_expr(rng, t, [(n, t) for n in self.vars], 2))
        r = rng.random()
        if r < 0.3:
            if t in FLOAT_TYPES:
                return f"({operand} * ({t}){rng.choice(['0.5', '-0.25', '1.5', '-2.0'])})"
            return self.fixed(operand)
        if r < 0.4:
            if t in FLOAT_TYPES:
                return f"(-{operand})"
            return f"(({t})-(uint64_t){operand})"
        if r < 0.45:
            return self.const()
        if self.cond_loads and r < 0.52:
            return self.load()
        return value_expr(rng, t, [(n, t) for n in self.vars],
                          rng.choice([1, 2, 2]))

    def reduce_stmt(self):
        rng, rt, e = self.rng, self.rt, self.expr()
        if self.extra_reduce and rng.random() < 0.2:
            return "cnt++;"
        if self.rop == "+":
            if rt.startswith("u"):
                return f"r += ({rt}){e};"
            if rt == "int64_t":
                # At most a few int32_t values per iteration: no overflow.
                return f"r += (int32_t){e};"
            return f"r = ({rt})((uint64_t)r + (uint64_t){e});"
        if self.rop == "max":
            if rng.random() < 0.5:
                return f"if (({rt}){e} > r) r = ({rt}){e};"
            return f"r = ({rt}){e} < r ? ({rt}){e} : r;"
        return f"r {self.rop}= ({rt}){e};"

    def leaf(self):
        rng = self.rng
        if self.rt and self.extra_reduce and rng.random() < 0.25:
            return [self.reduce_stmt()]
        if self.count and rng.random() < 0.2:
            return [rng.choice(["c++;", "c += 2;", "c ^= i;"])]
        var = rng.choice(["v", "w", "v"])
        e = self.expr()
        if rng.random() < 0.4:
            # An update of the value (keeps what earlier arms computed live).
            if self.t in FLOAT_TYPES:
                e = f"({var} {rng.choice(['+', '-'])} {e})"
            else:
                e = (f"(({self.t})((uint64_t){var} "
                     f"{rng.choice(['+', '-', '^'])} (uint64_t){e}))")
        return [f"{var} = {e};"]

    def hole_stmt(self, hole):
        if hole == "reduce":
            return [self.reduce_stmt()]
        return [f"d[i] = {self.expr()};"]

    def block(self, depth, hole, most=3):
        n = self.rng.randint(1, most)
        at = self.rng.randrange(n) if hole else -1
        out = []
        for k in range(n):
            out += self.stmt(depth, hole if k == at else None)
        return out

    def combine(self):
        """The value stored after the ifs: made of v and w."""
        rng, t = self.rng, self.t
        both = (f"(v + w)" if t in FLOAT_TYPES else
                f"(({t})((uint64_t)v {rng.choice(['+', '^', '-'])} (uint64_t)w))")
        return rng.choice(["v", "v", "w", both,
                           value_expr(rng, t, [("v", t), ("w", t)], 1)])

    def stmt(self, depth, hole):
        rng = self.rng
        if hole == "if":
            # Any compound statement, nothing placed in it.
            hole = None
            self.budget = max(self.budget, 2)
            shape = rng.choice(["if", "ifelse", "chain"])
            if shape == "chain":
                return self.chain(depth, None, rng.randint(2, 4),
                                  rng.random() < 0.75)
            return self.if_else(
                self.cond(), self.block(depth + 1, None, 3),
                self.block(depth + 1, None, 3) if shape == "ifelse" else None)
        can_nest = depth < self.maxdepth and (self.budget > 0 or hole)
        self.budget -= 1
        if hole == "both" and (not can_nest or rng.random() < 0.4):
            a = self.block(depth + 1, None, 2) + self.hole_stmt("store")
            b = self.block(depth + 1, None, 2) + self.hole_stmt("store")
            return self.if_else(self.cond(), a, b)
        if hole in ("store", "reduce") and depth > 0 and (
                not can_nest or rng.random() < 0.4):
            return self.hole_stmt(hole)
        if not hole and (not can_nest or rng.random() < 0.45):
            return self.leaf()
        shape = rng.choice(["if", "ifelse", "chain"])
        if shape == "chain":
            return self.chain(depth, hole, rng.randint(2, 4),
                              rng.random() < 0.75)
        if shape == "if":
            return self.if_else(self.cond(), self.block(depth + 1, hole, 2))
        side = rng.randrange(2)
        return self.if_else(
            self.cond(), self.block(depth + 1, hole if side == 0 else None, 2),
            self.block(depth + 1, hole if side == 1 else None, 2))

    def chain(self, depth, hole, arms, has_else, all_store=False):
        """if (c1) A1 else if (c2) A2 ... [else Ak]: all arms join in one
        block."""
        at = self.rng.randrange(arms) if hole else -1
        lines = []
        for k in range(arms):
            body = self.block(depth + 1, hole if k == at else None, 3)
            if all_store:
                body += self.hole_stmt("store")
            last = k == arms - 1 and has_else
            head = ("if" if k == 0 else "} else if") + f" ({self.cond()}) {{"
            lines.append("} else {" if last else head)
            lines += ["  " + s for s in body]
        return lines + ["}"]

    @staticmethod
    def if_else(cond, a, b=None):
        lines = [f"if ({cond}) {{"] + ["  " + s for s in a]
        if b is not None:
            lines += ["} else {"] + ["  " + s for s in b]
        return lines + ["}"]


def gen_branchy(rng, kind, name, dst_t, src_t, q, restrict):
    """The loops with nested and chained ifs (`kind` one of elseif, nested,
    nested_store, both_store, nested_reduce), whose branches join before
    the latch: the vectorizer if-converts them with block masks and a select
    per incoming edge, stores a conditional store lane by lane, and takes a
    store on both sides of one if as one."""
    src_off = rng.choice([0, 0, 1, 2, -1, 3])
    if kind == "nested_reduce":
        t = rng.choice(["int32_t", "int32_t", "uint32_t", "int64_t",
                        "int16_t", "uint8_t", "uint64_t"])
    else:
        t = dst_t
    g = Branchy(rng, t, src_t, rng.choice([2, 3]))
    x = convert(f"s[i + {src_off}]", src_t, t)
    y = rng.choice([convert(f"s[i + {rng.randint(-1, 3)}]", src_t, t),
                    f"(({t})i)", g.fixed("x") if t not in FLOAT_TYPES
                    else "x"])
    pre = [f"{t} x = {x};", f"{t} y = {y};", f"{t} v = x;",
           f"{t} w = {rng.choice(['y', g.const()])};"]
    post = []
    if kind == "nested_reduce":
        g.rt = rng.choice(["int32_t", "uint32_t", "int64_t", "uint64_t"])
        g.rop = rng.choice(["+", "+", "+", "^", "|", "max"])
        if rng.random() < 0.4:
            # One update under 2 or 3 conditions and little else:
            # if (c1) { if (c2) r += e; }
            g.extra_reduce = False
            g.budget = rng.randint(0, 2)
        body = g.block(0, "reduce")
    elif kind == "elseif":
        g.maxdepth = rng.choice([1, 1, 2])
        all_store = rng.random() < 0.25
        body = g.chain(0, None, rng.randint(2, 4), rng.random() < 0.8,
                       all_store)
        if rng.random() < 0.4:
            body = g.leaf() + body
        if not all_store:
            post = [f"d[i] = {g.combine()};"]
    elif kind == "nested":
        g.kv = rng.random() < 0.3
        g.count = rng.random() < 0.3
        body = g.block(0, "if")
        post = [f"d[i] = {g.combine()};"]
    else:
        g.kv = rng.random() < 0.3
        body = g.block(0, "store" if kind == "nested_store" else "both")
        r = rng.random()
        if r < 0.1:
            # A second store to the same element, under its own condition.
            body += g.if_else(g.cond(), [f"d[i] = {g.expr()};"])
        elif r < 0.18:
            # An unconditional store before the conditional ones.
            body = [f"d[i] = {g.expr()};"] + body
    lines = "\n".join("    " + s for s in pre + body + post)
    if kind == "nested_reduce":
        text = (f"NI long double_{name}(const {src_t} *{q} s, int n) {{\n"
                f"  {g.rt} r = ({g.rt})1;\n  int cnt = 0;\n"
                f"  for (int i = 0; i < n; i++) {{\n{lines}\n  }}\n"
                f"  return (long)((uint64_t)r + (uint64_t)cnt * 3u);\n}}\n")
        return text, ("reduce", name, None, src_t, restrict)
    kv = (f"  {t} kv = {convert('(*k)', src_t, t)};\n" if g.kv else "")
    count = "  long c = 0;\n" if g.count else ""
    ret = "  return c;\n" if g.count else ""
    rtype = "long" if g.count else "void"
    text = (f"NI {rtype} double_{name}({dst_t} *{q} d, const {src_t} *{q} s, "
            f"const {src_t} *k, int n) {{\n  (void)k;\n{kv}{count}"
            f"  for (int i = 0; i < n; i++) {{\n{lines}\n  }}\n{ret}}}\n")
    return text, ("mapcount" if g.count else "map", name, dst_t, src_t,
                  restrict)


def gen_function(rng, index, kinds=None):
    """One loop function: returns (definition, call-generator info); its
    kind goes to kinds[name]."""
    # Mostly the types C computes in without promotion (narrow types are
    # widened to int by C, and their loops come out as casts around it).
    wide = ["int32_t", "uint32_t", "int64_t", "uint64_t", "float", "double"]
    dst_t = rng.choice(wide * 3 + INT_TYPES + FLOAT_TYPES)
    src_t = rng.choice([dst_t, dst_t, rng.choice(INT_TYPES + FLOAT_TYPES)])
    restrict = rng.random() < 0.4
    q = " restrict" if restrict else ""
    stride = rng.choice([1, 1, 1, 1, 2])
    src_off = rng.choice([0, 0, 1, 2, -1, 3])
    kind = rng.choice(["map", "map", "map", "reduce", "inplace", "down",
                       "down_inplace", "backward", "diamond", "same_store",
                       "cond_store", "cond_reduce", "bump", "bump_inplace",
                       "group", "group_inplace", "cond_count",
                       "cond_inplace", "any_of", "search", "elseif",
                       "elseif", "nested", "nested", "nested_store",
                       "both_store", "nested_reduce", "nested_reduce",
                       "second_iv", "second_iv"])
    name = f"f{index}"
    if kinds is not None:
        kinds[f"double_{name}"] = kind
    if kind in BRANCHY_KINDS:
        return gen_branchy(rng, kind, name, dst_t, src_t, q, restrict)
    # Pointers point at element 4 of their arrays so that i - 1 and i + 3
    # stay inside.
    body = []
    if kind == "reduce":
        rt = (rng.choice(["int32_t", "uint32_t", "int64_t", "uint64_t"])
              if rng.random() < 0.8 else src_t)
        if rt in FLOAT_TYPES:
            op = "+"
        else:
            op = rng.choice(["+", "^", "&", "|", "min", "max", "*"])
        init = {"+": "3", "^": "5", "&": "-1", "|": "0", "min": "100",
                "max": "-100", "*": "1"}[op]
        load = convert(f"s[i * {stride} + {src_off}]", src_t, rt)
        if op in ("min", "max"):
            cmp = "<" if op == "min" else ">"
            upd = f"r = {load} {cmp} r ? {load} : r;"
        elif rt in FLOAT_TYPES or op in ("^", "&", "|"):
            upd = f"r = ({rt})(r {op} {load});"
        else:
            upd = f"r = ({rt})((uint64_t)r {op} (uint64_t){load});"
        text = (f"NI long double_{name}(const {src_t} *{q} s, int n) {{\n"
                f"  {rt} r = ({rt}){init};\n"
                f"  for (int i = 0; i < n; i++) {upd}\n"
                f"  return (long)r;\n}}\n")
        return text, ("reduce", name, None, src_t, restrict)
    if kind == "search":
        # A search of a global array of known size from a constant start to
        # a constant bound or the count (at most 67, within the array)
        # (early-exit vectorization: the lanes past the
        # exit are read, which the array's size allows). B's element at
        # index k is k * 37 + 11 (wrapped to the type), so key n is found
        # near index n, or not at all.
        t = rng.choice(INT_TYPES + FLOAT_TYPES)
        tag = t.replace("_t", "")
        start = rng.choice([0, 0, 1, 3])
        bound = rng.choice(["N * 4 + 16", "N * 4 + 16", "N", "50", "9", "n",
                            "n + 3"])
        cmp = rng.choice(["==", "==", ">", "<=", "!="])
        result = rng.choice(["i", "(long)B_%s[i] * 3 + i" % tag, "-i"])
        if rng.random() < 0.5:
            loop = (f"  for (int i = {start}; i < {bound}; i++)\n"
                    f"    if (B_{tag}[i] {cmp} key) return {result};\n"
                    f"  return -1;\n")
        else:
            loop = (f"  int i = {start};\n"
                    f"  while (i < {bound} && !(B_{tag}[i] {cmp} key)) i++;\n"
                    f"  return i;\n")
        text = (f"NI long double_{name}(const {src_t} *{q} s, int n) {{\n"
                f"  {t} key = ({t})(n * 37 + 11);\n"
                f"{loop}}}\n")
        return text, ("reduce", name, None, src_t, restrict)
    if kind == "second_iv":
        # A second integer variable stepping beside i (LLVM's secondary
        # induction): read as an index when it stays inside the array
        # (n - 1 - i counting down, i + c counting up), else as a value,
        # and returned after the loop. Its type may wrap.
        jt = rng.choice(["int8_t", "uint8_t", "int16_t", "int32_t",
                         "uint32_t", "int64_t"])
        shape = rng.choice(["down", "up", "value"])
        if shape == "down":
            start, step, index = "n - 1", "-1", "j"
        elif shape == "up":
            c = rng.choice([-1, 0, 1, 2, 3])
            start, step, index = str(c), "1", "j"
        else:
            start = rng.choice(["0", "n", "-7", "k", "100"])
            step = str(rng.choice([-3, -2, -1, 1, 2, 3, 5]))
            index = f"i * {stride} + {src_off}"
        if shape != "value":
            jt = rng.choice(["int32_t", "int64_t"])
        load = convert(f"s[{index}]", src_t, "int64_t")
        text = (f"NI long double_{name}(const {src_t} *{q} s, int n) {{\n"
                f"  int k = n * 3 - 5;\n"
                f"  {jt} j = ({jt})({start});\n"
                f"  uint64_t r = 1;\n"
                f"  for (int i = 0; i < n; i++, j = ({jt})(j + {step}))\n"
                f"    r += (uint64_t){load} * 3u + (uint64_t)(int64_t)j;\n"
                f"  (void)k;\n"
                f"  return (long)(r + (uint64_t)(int64_t)j);\n}}\n")
        return text, ("reduce", name, None, src_t, restrict)
    if kind == "any_of":
        # A flag some iteration sets to a value from before the loop
        # (LLVM's AnyOf recurrence), in either select form.
        rt = rng.choice(["int8_t", "int32_t", "uint32_t", "int64_t"])
        load = convert(f"s[i * {stride} + {src_off}]", src_t, "int64_t")
        cmp = rng.choice(["<", ">", "==", "!="])
        bound = rng.randint(-5, 60)
        if rng.random() < 0.5:
            upd = f"if ({load} {cmp} {bound}) r = k;"
        else:
            upd = f"r = {load} {cmp} {bound} ? r : k;"
        text = (f"NI long double_{name}(const {src_t} *{q} s, int n) {{\n"
                f"  {rt} r = ({rt}){rng.randint(-3, 3)};\n"
                f"  {rt} k = ({rt})(n * 7 - 11);\n"
                f"  for (int i = 0; i < n; i++) {upd}\n"
                f"  return (long)r;\n}}\n")
        return text, ("reduce", name, None, src_t, restrict)
    if kind == "cond_reduce":
        rt = rng.choice(["int32_t", "uint32_t", "int64_t", "uint64_t"])
        load = convert(f"s[i + {src_off}]", src_t, rt)
        x = value_expr(rng, rt, [("x", rt)])
        cmp = rng.choice(["<", ">", "!="])
        op = rng.choice(["+", "^", "|"])
        text = (f"NI long double_{name}(const {src_t} *{q} s, int n) {{\n"
                f"  {rt} r = ({rt})1;\n"
                f"  for (int i = 0; i < n; i++) {{\n"
                f"    {rt} x = {load};\n"
                f"    if (x {cmp} ({rt}){rng.randint(-5, 40)}) x = {x};\n"
                f"    r = ({rt})((uint64_t)r {op} (uint64_t)x);\n  }}\n"
                f"  return (long)r;\n}}\n")
        return text, ("reduce", name, None, src_t, restrict)
    if kind == "down_inplace":
        # Counting down, d[i] = f(d[i + off]): the dependence reversed.
        off = rng.choice([-1, 1, 2, 0, 4, -4, 8, -8])
        expr = value_expr(rng, dst_t, [(f"d[i + {off}]", dst_t)])
        text = (f"NI void double_{name}({dst_t} *d, const {src_t} *k, "
                f"int n) {{\n  (void)k;\n"
                f"  for (int i = n - 1; i >= 0; --i) d[i] = {expr};\n}}\n")
        return text, ("inplace", name, dst_t, src_t, False)
    if kind in ("bump", "bump_inplace"):
        # Pointer-bump loops, `while (n--) *d++ = f(*s++)`: pointers carried
        # around the loop, the counter tested before its decrement (`i`,
        # counting up beside it, is there for value_expr).
        test = rng.choice(["n--", "n-- > 0"])
        dstride = rng.choice([1, 1, 1, 2])
        if kind == "bump_inplace":
            off = rng.choice([-1, 1, 2, 0, 4, -4])
            expr = value_expr(rng, dst_t, [(f"d[{off}]", dst_t)])
            text = (f"NI void double_{name}({dst_t} *d, const {src_t} *k, "
                    f"int n) {{\n  (void)k;\n  int i = 0;\n"
                    f"  while ({test}) {{ *d = {expr}; d += {dstride}; i++; "
                    f"}}\n}}\n")
            return text, ("inplace", name, dst_t, src_t, False)
        loads = [(f"s[{src_off}]", src_t)]
        if rng.random() < 0.3:
            loads.append(("(*k)", src_t))
        expr = value_expr(rng, dst_t, loads)
        text = (f"NI void double_{name}({dst_t} *{q} d, const {src_t} *{q} s, "
                f"const {src_t} *k, int n) {{\n  (void)k;\n  int i = 0;\n"
                f"  while ({test}) {{ *d = {expr}; d += {dstride}; "
                f"s += {stride}; i++; }}\n}}\n")
        return text, ("map", name, dst_t, src_t, restrict)
    loads = [(f"s[i * {stride} + {src_off}]", src_t)]
    if kind == "backward":
        loads = [(f"s[n - 1 - i + {src_off}]", src_t)]
    if rng.random() < 0.3:
        loads.append(("(*k)", src_t))
    head = "for (int i = 0; i < n; i++)"
    if kind == "down":
        head = "for (int i = n - 1; i >= 0; --i)"
    if kind == "cond_inplace":
        # if (d[i] > c) d[i] = f(d[i]): a conditional store of the element
        # just loaded (a clamp), stored lane by lane when vectorized.
        cond = compare_x(rng, dst_t, ['<', '>', '!='])
        expr = value_expr(rng, dst_t, [("x", dst_t)])
        text = (f"NI void double_{name}({dst_t} *d, const {src_t} *k, "
                f"int n) {{\n  (void)k;\n"
                f"  for (int i = 0; i < n; i++) {{ {dst_t} x = d[i]; "
                f"if ({cond}) d[i] = {expr}; }}\n}}\n")
        return text, ("inplace", name, dst_t, src_t, False)
    if kind == "cond_count":
        # if (cond) { d[i] = e; c++; } (or the store on the else side):
        # a conditional store and a count taken in the same arm.
        x = convert(f"s[i + {src_off}]", src_t, dst_t)
        cond = compare_x(rng, dst_t, ['<', '>', '!=', '=='])
        e1 = value_expr(rng, dst_t, [("x", dst_t)])
        step = rng.choice(["c++;", "c += 3;", "c ^= i;"])
        body = (f"if ({cond}) {{ d[i] = {e1}; {step} }}" if rng.random() < 0.6
                else f"if ({cond}) {{ }} else {{ d[i] = {e1}; {step} }}")
        text = (f"NI long double_{name}({dst_t} *{q} d, const {src_t} *{q} s, "
                f"const {src_t} *k, int n) {{\n  (void)k;\n  long c = 0;\n"
                f"  for (int i = 0; i < n; i++) {{\n    {dst_t} x = {x};\n"
                f"    {body}\n  }}\n  return c;\n}}\n")
        return text, ("mapcount", name, dst_t, src_t, restrict)
    if kind in ("diamond", "same_store", "cond_store"):
        loads = [(f"s[i + {src_off}]", src_t)]
        x = convert(loads[0][0], src_t, dst_t)
        cond = compare_x(rng, dst_t, ['<', '>', '!=', '=='])
        e1 = value_expr(rng, dst_t, [("x", dst_t)])
        e2 = value_expr(rng, dst_t, [("x", dst_t)])
        if kind == "diamond" and rng.random() < 0.4:
            # A sequence of ifs: a clamp in two tests, then a cap.
            lo, hi = sorted(rng.sample(range(-5, 40), 2))
            cond2 = compare_x(rng, dst_t, ['<', '>']).replace("x ", "y ", 1)
            e3 = value_expr(rng, dst_t, [("y", dst_t)])
            body = (f"{dst_t} y = x; if (y > ({dst_t}){hi}) y = ({dst_t}){hi};"
                    f" else if (y < ({dst_t}){lo}) y = ({dst_t}){lo};"
                    f" if ({cond2}) y = {e3}; d[i] = y;")
        elif kind == "diamond":
            triple = ("y * 3" if dst_t in FLOAT_TYPES
                      else "(uint64_t)y * 3u")
            body = (f"{dst_t} y; if ({cond}) {{ y = {e1}; y = ({dst_t})"
                    f"({triple}); }} else {{ y = {e2}; }} d[i] = y;")
        elif kind == "same_store":
            body = f"if ({cond}) d[i] = {e1}; else d[i] = {e2};"
        else:
            body = f"if ({cond}) d[i] = {e1};"
        text = (f"NI void double_{name}({dst_t} *{q} d, const {src_t} *{q} s, "
                f"const {src_t} *k, int n) {{\n  (void)k;\n"
                f"  for (int i = 0; i < n; i++) {{\n    {dst_t} x = {x};\n"
                f"    {body}\n  }}\n}}\n")
        return text, ("map", name, dst_t, src_t, restrict)
    if kind in ("group", "group_inplace"):
        # Interleaved elements, d[F*i + m] = f(s[F*i + m'], ...): the
        # vectorizer's interleave groups (usually every member; sometimes
        # one missing: a load group with a gap, a store group refused), the
        # stores in any order; in
        # place, the loads and stores of one array interleaved.
        factor = rng.choice([2, 2, 3, 4])
        members = list(range(factor))
        src = "d" if kind == "group_inplace" else "s"
        # Or the same elements walked by a variable stepping by F:
        # `for (i = 0; i < F * n; i += F) d[i + m] = ...`.
        stepped = rng.random() < 0.5
        idx = (lambda m: f"i + {m}") if stepped else (
            lambda m: f"{factor} * i + {m}")
        loop = (f"for (int i = 0; i < {factor} * n; i += {factor})" if stepped
                else "for (int i = 0; i < n; i++)")
        load_members = (members if rng.random() < 0.85
                        else rng.sample(members, factor - 1))
        elem_t = dst_t if kind == "group_inplace" else src_t
        loads = [(f"{src}[{idx(m)}]", elem_t) for m in load_members]
        store_members = (members if rng.random() < 0.85
                         else rng.sample(members, factor - 1))
        stmts = []
        for m in rng.sample(store_members, len(store_members)):
            if kind == "group_inplace" and rng.random() < 0.5:
                # Read the element just before storing it.
                stmts.append(f"{dst_t} v{m} = {value_expr(rng, dst_t, loads)};")
                stmts.append(f"d[{idx(m)}] = v{m};")
            else:
                stmts.append(f"d[{idx(m)}] = "
                             f"{value_expr(rng, dst_t, loads)};")
        body = "\n    ".join(stmts)
        if kind == "group_inplace":
            text = (f"NI void double_{name}({dst_t} *d, const {src_t} *k, "
                    f"int n) {{\n  (void)k;\n"
                    f"  {loop} {{\n    {body}\n  }}\n}}\n")
            return text, ("inplace", name, dst_t, src_t, False)
        text = (f"NI void double_{name}({dst_t} *{q} d, const {src_t} *{q} s, "
                f"const {src_t} *k, int n) {{\n  (void)k;\n"
                f"  {loop} {{\n    {body}\n  }}\n}}\n")
        return text, ("map", name, dst_t, src_t, restrict)
    if kind == "inplace":
        # d[i] = f(d[i + off]): a dependence of distance off.
        off = rng.choice([-1, 1, 2, 0, 4, -4, 8])
        loads = [(f"d[i + {off}]", dst_t)]
        expr = value_expr(rng, dst_t, loads)
        text = (f"NI void double_{name}({dst_t} *d, const {src_t} *k, "
                f"int n) {{\n  (void)k;\n"
                f"  for (int i = 0; i < n; i++) d[i] = {expr};\n}}\n")
        return text, ("inplace", name, dst_t, src_t, False)
    expr = value_expr(rng, dst_t, loads)
    dstride = rng.choice([1, 1, 1, 1, 3])
    text = (f"NI void double_{name}({dst_t} *{q} d, const {src_t} *{q} s, "
            f"const {src_t} *k, int n) {{\n  (void)k;\n"
            f"  {head} d[i * {dstride}] = {expr};\n}}\n")
    return text, ("map", name, dst_t, src_t, restrict)


def gen_program(rng, kinds=None):
    """A program of 3 to 6 loop functions; their kinds go to kinds."""
    kinds = {} if kinds is None else kinds
    funcs, infos = [], []
    for index in range(rng.randint(3, 6)):
        text, info = gen_function(rng, index, kinds)
        funcs.append(f"/* {kinds[f'double_f{index}']} */\n{text}")
        infos.append(info)
    out = ["#include <stdio.h>", "#include <stdint.h>", "#include <string.h>",
           "#define NI __attribute__((noinline))",
           f"#define N {SIZE}"]
    types = INT_TYPES + FLOAT_TYPES
    for t in types:
        tag = t.replace("_t", "")
        out.append(f"static {t} A_{tag}[N * 4 + 16], B_{tag}[N * 4 + 16];")
    out.append("static uint64_t h = 1469598103934665603ull;")
    out.append("static void mixb(const void *p, size_t n) { const unsigned "
               "char *b = p; for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * "
               "1099511628211ull; }")
    # Floating-point arrays are hashed with every NaN made one: the sign
    # and payload of a NaN an operation produces are unspecified (C, IEEE
    # 754, LLVM), and two compilers of the same correct program differ in
    # them (x86 returns the first operand's NaN, and operand order is free).
    for t, bits in (("float", 32), ("double", 64)):
        out.append(f"static void mix_{t}(const {t} *p, size_t n) {{ for "
                   f"(size_t i = 0; i < n; i++) {{ uint{bits}_t u; if (p[i] "
                   f"!= p[i]) u = (uint{bits}_t)-1; else memcpy(&u, &p[i], "
                   f"sizeof u); mixb(&u, sizeof u); }} }}")
    out.append("static void fill(void) {")
    for t in types:
        tag = t.replace("_t", "")
        if t in FLOAT_TYPES:
            out.append(f"  for (int i = 0; i < N * 4 + 16; i++) {{ A_{tag}[i] = "
                       f"({t})((i * 7 % 23) - 11) * 0.5; B_{tag}[i] = ({t})"
                       f"((i * 5 % 17) - 8) * 0.25; }}")
        else:
            out.append(f"  for (int i = 0; i < N * 4 + 16; i++) {{ A_{tag}[i] = "
                       f"({t})(i * 2654435761u >> 7); B_{tag}[i] = ({t})(i * 37 "
                       f"+ 11); }}")
    out.append("}")
    out.extend(funcs)

    def mix(tag):
        if tag in FLOAT_TYPES:
            return f"  mix_{tag}(A_{tag}, sizeof A_{tag} / sizeof *A_{tag});"
        return f"  mixb(A_{tag}, sizeof A_{tag});"

    out.append("int main(void) {")
    trips = [0, 1, 3, 4, 5, 7, 8, 15, 16, 17, 31, 33, 64]
    for kind, name, dt, st, restrict in infos:
        for n in rng.sample(trips, 5):
            out.append("  fill();")
            if kind == "reduce":
                stag = st.replace("_t", "")
                out.append(f"  {{ long r = double_{name}(A_{stag} + 4, {n}); "
                           f"mixb(&r, sizeof r); }}")
                continue
            dtag = dt.replace("_t", "")
            stag = st.replace("_t", "")
            if kind == "inplace":
                out.append(f"  double_{name}(A_{dtag} + 12, B_{stag} + 4, {n});")
                out.append(mix(dtag))
                continue
            # Disjoint arrays, and (plain pointers, same type) overlapping;
            # a count the function returns is hashed too.
            def call(args):
                if kind == "mapcount":
                    return (f"  {{ long r = double_{name}({args}); "
                            f"mixb(&r, sizeof r); }}")
                return f"  double_{name}({args});"
            out.append(call(f"A_{dtag} + 4, B_{stag} + 4, B_{stag} + 9, {n}"))
            out.append(mix(dtag))
            if not restrict and dt == st:
                shift = rng.choice([-3, -1, 1, 2, 5, 0])
                out.append("  fill();")
                out.append(call(f"A_{dtag} + 8, A_{dtag} + {8 + shift}, "
                                f"A_{dtag} + 20, {n}"))
                out.append(mix(dtag))
    out.append('  printf("%llx\\n", (unsigned long long)h);')
    out.append("  return 0;\n}")
    return "\n".join(out) + "\n"


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120,
                          **kw)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=100)
    ap.add_argument("-s", type=int, default=1)
    ap.add_argument("--build", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "build"))
    ap.add_argument("--levels", default="O2 O3")
    ap.add_argument("--keep", default=None)
    ap.add_argument("--reasons", action="store_true")
    ap.add_argument("--kinds", action="store_true")
    args = ap.parse_args()
    vctcc = os.path.join(args.build, "bin", "vct-cc")
    work = args.keep or tempfile.mkdtemp(prefix="vec-fuzz-")
    os.makedirs(work, exist_ok=True)
    mismatches = 0
    accepted = denied = 0
    reasons = {}
    # Per kind of function: [functions, vectorized, of them if-converted].
    per_kind = {}
    branchy_reasons = {}
    for k in range(args.n):
        seed = args.s + k
        rng = random.Random(seed)
        src = os.path.join(work, f"p{seed}.c")
        kinds = {}
        with open(src, "w") as f:
            f.write(gen_program(rng, kinds))
        ref = os.path.join(work, f"p{seed}.ref")
        r = run(["cc", "-O0", "-w", src, "-o", ref])
        if r.returncode != 0:
            print(f"seed {seed}: reference build failed: {r.stderr[:200]}")
            mismatches += 1
            continue
        expected = run([ref]).stdout
        for level in args.levels.split():
            for backend in ("llvm", "c"):
                exe = os.path.join(work, f"p{seed}.{level}.{backend}")
                r = run([vctcc, f"-{level}", f"--backend={backend}",
                         "--remarks", "-w", src, "-o", exe])
                if backend == "llvm" and level == "O2":
                    accepted += len(re.findall(r"accepted vectorize",
                                               r.stderr))
                    done = {}
                    for m in re.finditer(r"accepted vectorize on loop with "
                                         r"back edge in @(double_f\d+) (.*)",
                                         r.stderr):
                        done[m.group(1)] = (done.get(m.group(1), False) or
                                            "if-converted" in m.group(2))
                    for fn, kind in kinds.items():
                        stats = per_kind.setdefault(kind, [0, 0, 0])
                        stats[0] += 1
                        if fn in done:
                            stats[1] += 1
                            stats[2] += done[fn]
                    denied += len(re.findall(r"denied vectorize", r.stderr))
                    for m in re.finditer(r"denied vectorize on loop with back "
                                         r"edge in @(double_\w+), (\w+ \(.*)\)",
                                         r.stderr):
                        key = re.sub(r"[%@][\w.]+", "X", m.group(2))
                        key = re.sub(r"-?\d+(\.\d+)?", "N", key)
                        reasons[key] = reasons.get(key, 0) + 1
                        if kinds.get(m.group(1)) in BRANCHY_KINDS:
                            branchy_reasons[key] = (
                                branchy_reasons.get(key, 0) + 1)
                if r.returncode != 0:
                    print(f"seed {seed} -{level} {backend}: build failed: "
                          f"{r.stderr[-300:]}")
                    mismatches += 1
                    continue
                got = run([exe]).stdout
                if got != expected:
                    print(f"seed {seed} -{level} {backend}: MISMATCH "
                          f"({expected.strip()} vs {got.strip()}) {src}")
                    mismatches += 1
    print(f"vec-fuzz: {args.n} programs, seeds {args.s}..{args.s + args.n - 1}"
          f", {mismatches} mismatches; at -O2 {accepted} vectorize requests "
          f"accepted, {denied} denied")
    if args.reasons:
        for key, count in sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))[:10]:
            print(f"  {count:5d}  {key}")
    if args.kinds:
        print("  kind            functions  vectorized at -O2  (if-converted)")
        for kind, (count, vec, ifc) in sorted(per_kind.items()):
            print(f"  {kind:14s}  {count:9d}  {vec:17d}  {ifc:14d}")
        if args.reasons:
            print("  refusals of the nested and chained ifs:")
            for key, count in sorted(branchy_reasons.items(),
                                     key=lambda kv: (-kv[1], kv[0]))[:10]:
                print(f"  {count:5d}  {key}")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
