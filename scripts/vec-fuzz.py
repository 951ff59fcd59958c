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
only (refused), and conditional reductions. Each program is compiled by `cc -O0` (the reference) and by
`vct-cc -O2` (and -O3) through both backends; the outputs must match.

Usage: scripts/vec-fuzz.py [-n COUNT] [-s SEED] [--build DIR] [--keep DIR]
                           [--levels "O2 O3"] [--reasons]
--reasons lists the most frequent refusal reasons at -O2 (names and
numbers elided).
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


def gen_function(rng, index):
    """One loop function: returns (definition, call-generator info)."""
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
                       "cond_inplace", "any_of", "search"])
    name = f"f{index}"
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


def gen_program(rng):
    funcs, infos = [], []
    for index in range(rng.randint(3, 6)):
        text, info = gen_function(rng, index)
        funcs.append(text)
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
    args = ap.parse_args()
    vctcc = os.path.join(args.build, "bin", "vct-cc")
    work = args.keep or tempfile.mkdtemp(prefix="vec-fuzz-")
    os.makedirs(work, exist_ok=True)
    mismatches = 0
    accepted = denied = 0
    reasons = {}
    for k in range(args.n):
        seed = args.s + k
        rng = random.Random(seed)
        src = os.path.join(work, f"p{seed}.c")
        with open(src, "w") as f:
            f.write(gen_program(rng))
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
                    denied += len(re.findall(r"denied vectorize", r.stderr))
                    for m in re.finditer(r"denied vectorize on loop with back "
                                         r"edge in @double_\w+, (\w+ \(.*)\)",
                                         r.stderr):
                        key = re.sub(r"[%@][\w.]+", "X", m.group(1))
                        key = re.sub(r"-?\d+(\.\d+)?", "N", key)
                        reasons[key] = reasons.get(key, 0) + 1
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
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
