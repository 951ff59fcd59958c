#!/usr/bin/env python3
"""Random C programs of loops for differential testing of the loop passes.

Usage: gen-loop-programs.py [--nests | --distribute | --pairs] SEED [OUT.c]

Each program has a few functions over global arrays, each a random nest of
loops of the kinds the stage-4 passes transform: counted loops up and down
with constant or run-time bounds (unrolling, runtime unrolling), nested
loops over 2-D arrays, loops with early exits (break, return, goto out of
a nest), loops with a branch on a loop-invariant flag (unswitching), loops
with a first-iteration special case (peeling), and invariant loads of
globals (LICM). main() calls each with arguments read from a volatile
global (so nothing folds to a constant) and prints a checksum of every
array and result. Arithmetic is unsigned and every index is in bounds, so
the program has no undefined behaviour: its output under clang -O0 is the
reference.

With --nests (loop-jam), each function is instead one 2-deep nest over
2-D arrays under `#pragma unroll_and_jam`: rows from 1 to a constant or
run-time bound (rarely a multiple of the factor), columns up to a
loop-invariant bound, code before and after the inner loop, and inner
bodies with and without dependences across outer iterations (a[i-1][j+1],
direction (<, >), which must not be jammed; a[i-1][j] and a[i+1][j-1]
read before they are written, which may).
--distribute: programs for loop distribution (distribute_program): single
loops of several statements over arrays, with and without dependences
between them (carried forward and backward, through memory and through
scalar recurrences), on restrict and plain pointers (plain ones sometimes
overlapping), most under `#pragma clang loop distribute(enable)`.
--pairs: adjacent loop pairs for loop fusion instead (PairGen): two loops
one after the other over the same or different trip counts (the same
constant, the same run-time bound, or different ones), the second reading
or writing what the first wrote at an offset of either sign (dependences
fusion keeps or would reverse), with nothing, invariant arithmetic, a use
of the first loop's result or a store between them.
"""

import random
import sys

N = 16  # 1-D array length
M = 8  # 2-D array side


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.var = 0
        self.lines = []

    def fresh(self, prefix="v"):
        self.var += 1
        return f"{prefix}{self.var}"

    def emit(self, depth, text):
        self.lines.append("  " * depth + text)

    def expr(self, ivs, depth=0):
        """An unsigned expression over the induction variables, arrays and
        parameters."""
        r = self.r
        choices = ["const", "param", "g"]
        if ivs:
            choices += ["iv", "iv", "arr", "arr"]
        if depth < 2:
            choices += ["bin", "bin"]
        kind = r.choice(choices)
        if kind == "const":
            return f"{r.randint(0, 9)}u"
        if kind == "param":
            return r.choice(["x", "y", "(unsigned)flag"])
        if kind == "g":
            return r.choice(["g_scale", "g_bias", "g_arr[3]"])
        if kind == "iv":
            return f"(unsigned){r.choice(ivs)}"
        if kind == "arr":
            iv = r.choice(ivs)
            if r.random() < 0.5 and len(ivs) >= 2:
                other = r.choice(ivs)
                return f"m[({iv}) & {M - 1}][({other}) & {M - 1}]"
            return f"{r.choice(['a', 'b'])}[({iv}) & {N - 1}]"
        op = r.choice(["+", "-", "*", "^", "&", "|", ">>", "<<"])
        lhs = self.expr(ivs, depth + 1)
        rhs = self.expr(ivs, depth + 1)
        if op in (">>", "<<"):
            rhs = f"({rhs} & 7u)"
        return f"({lhs} {op} {rhs})"

    def bound(self):
        r = self.r
        kind = r.random()
        if kind < 0.35:
            return str(r.choice([0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 33]))
        if kind < 0.7:
            return r.choice(["n", "n", "k"])
        return r.choice(["(n & 7)", "(k + 1)", "(n >> 1)"])

    def loop(self, depth, ivs, nest):
        """One loop statement at `depth`; `nest` is how many loops enclose
        it."""
        r = self.r
        iv = self.fresh("i")
        shape = r.choice(["up", "up", "up", "down", "while", "step", "do"])
        lo = r.choice(["0", "0", "1", "2"])
        hi = self.bound()
        if shape == "up":
            cmp = r.choice(["<", "<", "!=", "<="])
            if cmp == "!=":
                self.emit(depth, f"for (int {iv} = 0; {iv} != ({hi}); ++{iv}) {{")
                # != needs a start at or below the bound: the bound is >= 0.
            elif cmp == "<=":
                self.emit(depth, f"for (int {iv} = {lo}; {iv} <= ({hi}) - 1; ++{iv}) {{")
            else:
                self.emit(depth, f"for (int {iv} = {lo}; {iv} < ({hi}); ++{iv}) {{")
        elif shape == "down":
            self.emit(depth, f"for (int {iv} = ({hi}); {iv} > {lo}; --{iv}) {{")
        elif shape == "step":
            self.emit(depth, f"for (int {iv} = {lo}; {iv} < ({hi}); {iv} += {r.randint(2, 3)}) {{")
        elif shape == "while":
            self.emit(depth, f"int {iv} = {lo};")
            self.emit(depth, f"while ({iv} < ({hi})) {{")
        else:
            self.emit(depth, f"int {iv} = {lo};")
            self.emit(depth, "do {")
        inner = ivs + [iv]
        first = None
        if r.random() < 0.25:
            first = self.fresh("first")
            self.lines.insert(len(self.lines) - (2 if shape in ("while", "do") else 1),
                              "  " * depth + f"int {first} = 1;")
        # `continue` in a while or do loop would skip its increment.
        self.body(depth + 1, inner, nest + 1, first,
                  shape not in ("while", "do"))
        if shape == "while":
            self.emit(depth + 1, f"++{iv};")
            self.emit(depth, "}")
        elif shape == "do":
            self.emit(depth + 1, f"++{iv};")
            self.emit(depth, f"}} while ({iv} < ({hi}));")
        else:
            self.emit(depth, "}")

    def body(self, depth, ivs, nest, first, can_continue):
        r = self.r
        iv = ivs[-1]
        if first:
            self.emit(depth, f"if ({first}) {{ acc += {self.expr(ivs)}; {first} = 0; }}")
        if r.random() < 0.2:
            self.emit(depth, f"if ({iv} == 0) acc ^= {self.expr(ivs)};")
        for _ in range(r.randint(1, 3)):
            kind = r.random()
            if kind < 0.3:
                self.emit(depth, f"a[({iv}) & {N - 1}] = {self.expr(ivs)};")
            elif kind < 0.45 and len(ivs) >= 2:
                self.emit(depth, f"m[({ivs[-2]}) & {M - 1}][({iv}) & {M - 1}] += {self.expr(ivs)};")
            elif kind < 0.6:
                self.emit(depth, f"acc += {self.expr(ivs)};")
            elif kind < 0.7:
                self.emit(depth, f"if (flag) acc += {self.expr(ivs)}; else b[({iv}) & {N - 1}] ^= {self.expr(ivs)};")
            elif kind < 0.78:
                self.emit(depth, f"if ({self.expr(ivs)} > {r.randint(10, 200)}u) break;")
            elif kind < 0.84:
                self.emit(depth, f"if ({self.expr(ivs)} == {r.randint(0, 30)}u) return acc + {r.randint(1, 9)}u;")
            elif kind < 0.88 and nest >= 2:
                self.emit(depth, f"if ({self.expr(ivs)} == {r.randint(0, 20)}u) goto out;")
            elif kind < 0.92 and can_continue:
                self.emit(depth, f"if ({self.expr(ivs)} & 1u) continue;")
            elif kind < 0.96:
                self.emit(depth, "switch (flag) { case 0: acc += 3u; break; "
                          f"case 1: acc ^= {self.expr(ivs)}; break; default: acc -= 1u; }}")
            else:
                self.emit(depth, f"acc += g_scale * (unsigned){iv};")
        if nest < 3 and r.random() < 0.45:
            self.loop(depth, ivs, nest)

    def function(self, name):
        self.emit(0, f"static unsigned {name}(int n, int k, unsigned x, unsigned y, int flag) {{")
        self.emit(1, "unsigned acc = 0;")
        for _ in range(self.r.randint(1, 2)):
            self.loop(1, [], 0)
        self.emit(0, "out:")
        self.emit(1, "return acc;")
        self.emit(0, "}")

    def program(self):
        r = self.r
        self.emit(0, "#include <stdio.h>")
        self.emit(0, f"unsigned a[{N}], b[{N}], m[{M}][{M}], g_arr[{N}];")
        self.emit(0, "unsigned g_scale = 3, g_bias = 5;")
        self.emit(0, "volatile int g_in[8] = {%s};" % ", ".join(
            str(r.randint(0, 20)) for _ in range(8)))
        names = [f"f{j}" for j in range(r.randint(2, 4))]
        for name in names:
            self.function(name)
        self.emit(0, "static unsigned sum(void) {")
        self.emit(1, "unsigned s = 0;")
        self.emit(1, f"for (int i = 0; i < {N}; ++i) s = s * 31u + a[i] + 7u * b[i];")
        self.emit(1, f"for (int i = 0; i < {M}; ++i) for (int j = 0; j < {M}; ++j) s = s * 17u + m[i][j];")
        self.emit(1, "return s;")
        self.emit(0, "}")
        self.emit(0, "int main(void) {")
        self.emit(1, f"for (int i = 0; i < {N}; ++i) {{ a[i] = (unsigned)(i * 7 + 1); b[i] = (unsigned)(i ^ 5); g_arr[i] = (unsigned)i; }}")
        for name in names:
            for _ in range(2):
                args = ", ".join(f"g_in[{r.randint(0, 7)}]" for _ in range(2))
                self.emit(1, f'printf("{name} %u %u\\n", {name}({args}, '
                          f'(unsigned)g_in[{r.randint(0, 7)}], {r.randint(0, 9)}u, '
                          f'g_in[{r.randint(0, 7)}] & 3), sum());')
        self.emit(1, "return 0;")
        self.emit(0, "}")
        return "\n".join(self.lines) + "\n"


R = 10  # rows of the nest mode's 2-D arrays
C = 9  # columns


def nest_program(seed):
    """A program of 2-deep nests for loop-jam (the --nests mode)."""
    r = random.Random(seed)
    lines = ["#include <stdio.h>",
             f"unsigned A[{R}][{C}], B[{R}][{C}], v[{C}], row[{R}];",
             "volatile int g_in[8] = {%s};" % ", ".join(
                 str(r.randint(0, 20)) for _ in range(8))]
    bodies = [
        # No dependence across outer iterations.
        "A[i][j] = B[i][j] * 3u + x;",
        "A[i][j] += v[j] ^ t;",
        "B[i][j] = A[i][j] + (unsigned)j * x;",
        "s += B[i][j] * v[j];",
        "A[i][j] = A[i - 1][j] + B[i][j];",
        "A[i][j] = A[i + 1][j] * 5u + t;",
        "v[j] += B[i][j];",
        "A[i][j + 1] = A[i - 1][j] + 1u;",
        # (<, >): the jam would reverse them.
        "A[i][j] = A[i - 1][j + 1] + 1u;",
        "B[i][j + 1] += B[i - 1][j] + B[i - 1][j + 1];",
        # A scalar through the nest.
        "acc += A[i][j] ^ s;",
    ]
    names = [f"f{j}" for j in range(r.randint(2, 4))]
    for name in names:
        lines.append(f"static unsigned {name}(int n, int k, unsigned x) {{")
        lines.append("  unsigned acc = 0;")
        # Rows 1 .. nn-1 with nn <= R - 2 (so i - 1 and i + 1 are rows);
        # columns 0 .. kk-1 with kk <= C - 1 (so j + 1 is a column).
        outer = r.choice([f"{r.randint(2, R - 2)}", f"1 + n % {R - 3} + 1"])
        inner = r.choice([f"{r.randint(1, C - 1)}", f"1 + k % {C - 1}"])
        lines.append(f"  int nn = {outer}, kk = {inner};")
        factor = r.choice(["(2)", "(2)", "(3)", "(4)", ""])
        lines.append(f"#pragma unroll_and_jam{factor}")
        lines.append("  for (int i = 1; i < nn; ++i) {")
        lines.append(f"    unsigned t = {r.choice(['x', 'A[i][0]', 'B[i - 1][2] + x', '(unsigned)i * 7u'])};")
        lines.append("    unsigned s = t;")
        lines.append("    for (int j = 0; j < kk; ++j) {")
        for _ in range(r.randint(1, 3)):
            lines.append("      " + r.choice(bodies))
        lines.append("    }")
        lines.append("    " + r.choice(["row[i] = s;", "row[i] += s ^ t;",
                                          "A[i][0] ^= s;", "acc += s;"]))
        lines.append("  }")
        lines.append("  return acc;")
        lines.append("}")
    lines.append("static unsigned sum(void) {")
    lines.append("  unsigned s = 0;")
    lines.append(f"  for (int i = 0; i < {R}; ++i) {{ s = s * 13u + row[i]; "
                 f"for (int j = 0; j < {C}; ++j) s = s * 17u + A[i][j] + 3u * B[i][j]; }}")
    lines.append(f"  for (int j = 0; j < {C}; ++j) s = s * 7u + v[j];")
    lines.append("  return s;")
    lines.append("}")
    lines.append("int main(void) {")
    lines.append(f"  for (int i = 0; i < {R}; ++i) for (int j = 0; j < {C}; ++j) "
                 "{ A[i][j] = (unsigned)(i * 31 + j); B[i][j] = (unsigned)(i ^ (j * 5)); }")
    lines.append(f"  for (int j = 0; j < {C}; ++j) v[j] = (unsigned)(j * 3 + 1);")
    for name in names:
        for _ in range(2):
            lines.append(f'  printf("{name} %u %u\\n", {name}(g_in[{r.randint(0, 7)}], '
                         f'g_in[{r.randint(0, 7)}], (unsigned)g_in[{r.randint(0, 7)}]), sum());')
    lines.append("  return 0;")
    lines.append("}")
    return "\n".join(lines) + "\n"


DN = 24  # array length of the distribution programs


def distribute_program(seed):
    """A program of single loops with several statements (--distribute)."""
    r = random.Random(seed)
    lines = ["#include <stdio.h>",
             f"unsigned a[{DN}], b[{DN}], c[{DN}], d[{DN}], e[{DN}];",
             "volatile int g_in[4] = {%s};" % ", ".join(
                 str(r.randint(3, DN - 4)) for _ in range(4))]
    arrays = ["a", "b", "c", "d", "e"]
    funcs = []
    for f in range(r.randint(2, 4)):
        restrict = r.random() < 0.6
        q = " restrict" if restrict else ""
        params = ", ".join(f"unsigned *{q} p{j}" for j in range(4))
        name = f"f{f}"
        lines.append(f"static unsigned {name}({params}, int n, unsigned k) {{")
        lines.append("  unsigned s = k, acc = 0, t = 1u;")
        if r.random() < 0.7:
            lines.append("#pragma clang loop distribute(enable)")
        lines.append("  for (int i = 1; i < n; ++i) {")
        stmts = []
        for _ in range(r.randint(2, 5)):
            x, y, z = (f"p{r.randint(0, 3)}" for _ in range(3))
            c = r.randint(1, 9)
            kind = r.randint(0, 9)
            if kind == 0:  # independent, vectorizable
                stmts.append(f"{x}[i] = {y}[i] * {c}u + {z}[i];")
            elif kind == 1:  # recurrence through memory (distance 1 or 2)
                dist = r.randint(1, 2)
                stmts.append(f"{x}[i + {dist}] = {x}[i] * {c}u + {y}[i];")
            elif kind == 2:  # carried backward between two statements
                stmts.append(f"{x}[i] = {y}[i - 1] + {c}u;")
            elif kind == 3:  # carried forward (anti dependence)
                stmts.append(f"{x}[i] = {x}[i + 1] ^ {c}u;")
            elif kind == 4:  # scalar recurrence feeding a store
                stmts.append(f"s = s * {c}u + {y}[i]; {x}[i] = s;")
            elif kind == 5:  # reduction
                stmts.append(f"acc += {y}[i] * {c}u;")
            elif kind == 6:  # a later read of what another statement stores
                stmts.append(f"{x}[i + 1] = {y}[i] + {c}u; {z}[i] = {x}[i] * 3u;")
            elif kind == 7:  # a store to one element every iteration
                stmts.append(f"{x}[0] = {x}[0] + {y}[i];")
            elif kind == 8:  # a non-reduction scalar recurrence
                stmts.append(f"t = t * {c}u + (t >> 3);")
            else:  # two statements sharing a load
                stmts.append(f"{x}[i] = {y}[i] + {c}u; {z}[i] = {y}[i] - 1u;")
        for stmt in stmts:
            lines.append("    " + stmt)
        lines.append("  }")
        lines.append("  return s + acc * 7u + t;")
        lines.append("}")
        funcs.append((name, restrict))
    lines.append("static unsigned sum(void) {")
    lines.append("  unsigned s = 0;")
    lines.append(f"  for (int i = 0; i < {DN}; ++i) "
                 "s = s * 31u + a[i] + 7u * b[i] + 13u * c[i] + 17u * d[i] + 19u * e[i];")
    lines.append("  return s;")
    lines.append("}")
    lines.append("int main(void) {")
    lines.append(f"  for (int i = 0; i < {DN}; ++i) {{ a[i] = (unsigned)(i * 7 + 1); "
                 "b[i] = (unsigned)(i ^ 5); c[i] = (unsigned)(3 * i); "
                 "d[i] = (unsigned)(i * i); e[i] = (unsigned)(100 - i); }")
    for name, restrict in funcs:
        for _ in range(2):
            if restrict:
                # restrict: four distinct arrays.
                ptrs = [f"{arr}" for arr in r.sample(arrays, 4)]
            else:
                # plain: any arrays, sometimes overlapping by an element.
                ptrs = [f"{r.choice(arrays)} + {r.randint(0, 1)}" for _ in range(4)]
            lines.append(f'  printf("{name} %u %u\\n", {name}({", ".join(ptrs)}, '
                         f'g_in[{r.randint(0, 3)}], {r.randint(0, 9)}u), sum());')
    lines.append("  return 0;")
    lines.append("}")
    return "\n".join(lines) + "\n"


class PairGen:
    """Programs of adjacent loop pairs (--pairs), for loop-fuse."""

    PAD = 4  # array slack for the offsets

    def __init__(self, seed):
        self.r = random.Random(seed)
        self.lines = []
        self.var = 0

    def fresh(self, prefix):
        self.var += 1
        return f"{prefix}{self.var}"

    def emit(self, depth, text):
        self.lines.append("  " * depth + text)

    def value(self, iv):
        r = self.r
        return r.choice([f"(unsigned){iv} * {r.randint(1, 9)}u + x",
                         f"(unsigned){iv} ^ y", f"g_scale * (unsigned){iv}",
                         f"x + {r.randint(0, 9)}u"])

    def bounds(self):
        """The two loops' bounds: the same constant, the same run-time
        value, or different ones."""
        r = self.r
        kind = r.random()
        if kind < 0.35:
            c = r.choice([1, 2, 3, 7, 8, 16])
            return str(c), str(c)
        if kind < 0.7:
            b = r.choice(["(n & 15)", "(k & 15)", "((n & 7) + 1)"])
            return b, b
        return r.choice([("8", "9"), ("(n & 15)", "(k & 15)"),
                         ("16", "(n & 15)"), ("(n & 7)", "((n & 7) + 1)")])

    def pair(self, depth):
        r = self.r
        b1, b2 = self.bounds()
        i, j = self.fresh("i"), self.fresh("j")
        o1, o2 = r.randint(0, 2), r.randint(0, 2)
        arr1 = "a"
        arr2 = r.choice(["a", "a", "a", "b"])
        self.emit(depth, f"for (int {i} = 0; {i} < {b1}; ++{i}) {{")
        self.emit(depth + 1, f"{arr1}[{i} + {o1}] = {self.value(i)};")
        if r.random() < 0.5:
            self.emit(depth + 1, f"acc += (unsigned){i};")
        self.emit(depth, "}")
        between = r.choice(["none", "none", "invariant", "result", "store"])
        t = None
        if between == "invariant":
            t = self.fresh("t")
            self.emit(depth, f"unsigned {t} = x * {r.randint(2, 5)}u + y;")
        elif between == "result":
            t = self.fresh("t")
            self.emit(depth, f"unsigned {t} = acc + 1u;")
            self.emit(depth, f"acc2 += {t};")
            t = None
        elif between == "store":
            self.emit(depth, "b[0] = x;")
        extra = f" + {t}" if t else ""
        self.emit(depth, f"for (int {j} = 0; {j} < {b2}; ++{j}) {{")
        kind = r.random()
        if kind < 0.5:
            self.emit(depth + 1, f"b[{j} + 1] = {arr2}[{j} + {o2}]{extra};")
        elif kind < 0.8:
            self.emit(depth + 1, f"{arr2}[{j} + {o2}] += (unsigned){j}{extra};")
        else:
            self.emit(depth + 1, f"acc += {arr2}[{j} + {o2}]{extra};")
        self.emit(depth, "}")

    def function(self, name):
        self.emit(0, f"static unsigned {name}(int n, int k, unsigned x, unsigned y) {{")
        self.emit(1, "unsigned acc = 0, acc2 = 0;")
        for _ in range(self.r.randint(1, 3)):
            self.pair(1)
        self.emit(1, "return acc * 3u + acc2;")
        self.emit(0, "}")

    def program(self):
        r = self.r
        size = N + self.PAD
        self.emit(0, "#include <stdio.h>")
        self.emit(0, f"unsigned a[{size}], b[{size}];")
        self.emit(0, "unsigned g_scale = 3;")
        self.emit(0, "volatile int g_in[8] = {%s};" % ", ".join(
            str(r.randint(0, 20)) for _ in range(8)))
        names = [f"f{j}" for j in range(r.randint(2, 4))]
        for name in names:
            self.function(name)
        self.emit(0, "static unsigned sum(void) {")
        self.emit(1, "unsigned s = 0;")
        self.emit(1, f"for (int i = 0; i < {size}; ++i) s = s * 31u + a[i] + 7u * b[i];")
        self.emit(1, "return s;")
        self.emit(0, "}")
        self.emit(0, "int main(void) {")
        self.emit(1, f"for (int i = 0; i < {size}; ++i) {{ a[i] = (unsigned)(i * 7 + 1); b[i] = (unsigned)(i ^ 5); }}")
        for name in names:
            for _ in range(2):
                args = ", ".join(f"g_in[{r.randint(0, 7)}]" for _ in range(2))
                self.emit(1, f'printf("{name} %u %u\\n", {name}({args}, '
                          f'(unsigned)g_in[{r.randint(0, 7)}], {r.randint(0, 9)}u), sum());')
        self.emit(1, "return 0;")
        self.emit(0, "}")
        return "\n".join(self.lines) + "\n"


MODES = {
    "--nests": nest_program,
    "--distribute": distribute_program,
    "--pairs": lambda seed: PairGen(seed).program(),
}


def main():
    args = sys.argv[1:]
    modes = [a for a in args if a in MODES]
    args = [a for a in args if a not in MODES]
    if len(modes) > 1 or len(args) not in (1, 2):
        sys.exit(__doc__)
    seed = int(args[0])
    text = MODES[modes[0]](seed) if modes else Gen(seed).program()
    if len(args) == 2:
        with open(args[1], "w") as out:
            out.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
