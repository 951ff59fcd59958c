#!/usr/bin/env python3
"""Random counting loops for differential testing of indvars.

Writes a VIR module whose functions each run one loop over a narrow
induction variable (i8, i16 or i32): a random start and bound (arguments or
constants), step (+-1, +-2, +-3), comparison predicate, test position (the
header testing the variable, or a rotated loop testing its next value) and
exit sense. Most loops mix the sign- or zero-extended variable into a
checksum; some compute nothing, so that indvars may delete them; half count
a second variable (i8 to i64) alongside, which is read after the loop. `main`
calls each function on a few argument pairs and prints what they return.

Every loop is simulated here first: only loops that end within a bounded
number of iterations for every argument pair are written, and `nsw`/`nuw`
go on an increment only where the simulation shows it never wraps that way
(so the program has no undefined behaviour). Deterministic for a seed.

Usage: gen-loops.py SEED COUNT [--expect]
  --expect prints the output the program must print instead of the program.
"""
import random
import sys

PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
INVERSE = {"eq": "ne", "ne": "eq", "slt": "sge", "sle": "sgt", "sgt": "sle",
           "sge": "slt", "ult": "uge", "ule": "ugt", "ugt": "ule", "uge": "ult"}
MAX_TRIPS = 600
MASK64 = (1 << 64) - 1


def signed(value, width):
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


def compare(predicate, a, b, width):
    sa, sb = signed(a, width), signed(b, width)
    ua, ub = a & ((1 << width) - 1), b & ((1 << width) - 1)
    return {"eq": ua == ub, "ne": ua != ub, "slt": sa < sb, "sle": sa <= sb,
            "sgt": sa > sb, "sge": sa >= sb, "ult": ua < ub, "ule": ua <= ub,
            "ugt": ua > ub, "uge": ua >= ub}[predicate]


def simulate(loop, a, b):
    """Runs the loop on arguments (a, b): (result, signed wrap seen,
    unsigned wrap seen), or None if it does not end in time."""
    width = loop["width"]
    mask = (1 << width) - 1
    start = (a if loop["start"] is None else loop["start"]) & mask
    bound = (b if loop["bound"] is None else loop["bound"]) & mask
    step = loop["step"]
    i, s = start, 7
    swrap = uwrap = False
    second = loop["second"]
    j = second["start"] if second else 0

    def step_second(value):
        jmask = (1 << second["width"]) - 1
        return (value + second["step"]) & jmask

    def second_part(value_j, value_j_next):
        # What the function adds for the second variable (sign-extended).
        if not second:
            return 0
        return (signed(value_j, second["width"]) * 131 +
                signed(value_j_next, second["width"]) * 17) & MASK64

    def extend(value):
        return (signed(value, width) if loop["sext"] else value) & MASK64

    # The increment as written: `add %i, step` or `sub %i, -step`, with its
    # constant operand encoded at the variable's width.
    operand = (-step if loop["subtract"] else step) & mask

    def advance(value):
        nonlocal swrap, uwrap
        if loop["subtract"]:
            exact_signed = signed(value, width) - signed(operand, width)
            uwrap |= value < operand
        else:
            exact_signed = signed(value, width) + signed(operand, width)
            uwrap |= value + operand > mask
        swrap |= not (-(1 << (width - 1)) <= exact_signed < (1 << (width - 1)))
        return (value + step) & mask

    for _ in range(MAX_TRIPS):
        if loop["rotated"]:
            if loop["checksum"]:
                s = (s * 31 + extend(i)) & MASK64
            nxt = advance(i)
            j_next = step_second(j) if second else 0
            stays = compare(loop["predicate"], nxt, bound, width)
            if stays != loop["stay_on_true"]:
                result = (extend(i) * 1000003 + extend(nxt) * 7 + s +
                          second_part(j, j_next))
                return result & MASK64, swrap, uwrap
            i = nxt
            j = j_next
        else:
            stays = compare(loop["predicate"], i, bound, width)
            if stays != loop["stay_on_true"]:
                result = extend(i) * 1000003 + s + second_part(j, j)
                return result & MASK64, swrap, uwrap
            if loop["checksum"]:
                s = (s * 31 + extend(i)) & MASK64
            i = advance(i)
            if second:
                j = step_second(j)
    return None


def random_loop(rng):
    width = rng.choice([8, 16, 32])
    small = lambda: rng.randrange(-20, 21)
    return {
        "width": width,
        "start": None if rng.random() < 0.5 else small(),
        "bound": None if rng.random() < 0.5 else small(),
        "step": rng.choice([1, 1, 1, -1, -1, 2, -2, 3]),
        "predicate": rng.choice(PREDICATES),
        "stay_on_true": rng.random() < 0.7,
        "rotated": rng.random() < 0.4,
        "checksum": rng.random() < 0.7,
        "sext": rng.random() < 0.6,
        "subtract": rng.random() < 0.3,
        # A second variable, read after the loop: its own width, start and
        # step, advanced next to the first.
        "second": None if rng.random() < 0.5 else {
            "width": rng.choice([8, 16, 32, 64]),
            "start": rng.randrange(-100, 101),
            "step": rng.choice([1, 2, -3, 5, 7]),
            "subtract": rng.random() < 0.3,
        },
    }


def emit(loop, name, nsw, nuw):
    w = loop["width"]
    t = f"i{w}"
    ext = "vir.sext" if loop["sext"] else "vir.zext"
    flags = (" nsw" if nsw else "") + (" nuw" if nuw else "")
    step = loop["step"]
    op, amount = ("vir.sub", -step) if loop["subtract"] else ("vir.add", step)
    second = loop["second"]
    lines = [f"vir.func private @{name}(%a: i32, %b: i32) -> i64 {{",
             f"  %c7 = vir.constant 7 : i64",
             f"  %c31 = vir.constant 31 : i64",
             f"  %big = vir.constant 1000003 : i64",
             f"  %step = vir.constant {amount} : {t}"]
    # Header arguments, the values entering them, their types.
    args, inits, types = ["%i", "%s"], ["%start", "%c7"], [t, "i64"]
    if second:
        jt = f"i{second['width']}"
        jop, jamount = (("vir.sub", -second["step"]) if second["subtract"]
                        else ("vir.add", second["step"]))
        lines += [f"  %jstart = vir.constant {second['start']} : {jt}",
                  f"  %jstep = vir.constant {jamount} : {jt}"]
        args.append("%j")
        inits.append("%jstart")
        types.append(jt)

    def value(name, constant, argument):
        if constant is not None:
            lines.append(f"  %{name} = vir.constant {constant} : {t}")
        elif w == 32:
            lines.append(f"  %{name} = vir.add %{argument}, %zero32 : i32")
        else:
            lines.append(f"  %{name} = vir.trunc %{argument} : i32 to {t}")

    def second_increment():
        if second:
            lines.append(f"  %j1 = {jop} %j, %jstep : {jt}")

    def second_result(result, j_value, j_next):
        # result + sext(j) * 131 + sext(j_next) * 17
        if not second:
            return result
        for name, v in (("rj", j_value), ("rjn", j_next)):
            if second["width"] == 64:
                lines.append(f"  %{name} = vir.add {v}, %zero64 : i64")
            else:
                lines.append(f"  %{name} = vir.sext {v} : {jt} to i64")
        lines.extend(["  %k131 = vir.constant 131 : i64",
                      "  %k17 = vir.constant 17 : i64",
                      "  %q1 = vir.mul %rj, %k131 : i64",
                      "  %q2 = vir.mul %rjn, %k17 : i64",
                      "  %q3 = vir.add %q1, %q2 : i64",
                      f"  %r2 = vir.add {result}, %q3 : i64"])
        return "%r2"

    lines.append("  %zero32 = vir.constant 0 : i32")
    lines.append("  %zero64 = vir.constant 0 : i64")
    value("start", loop["start"], "a")
    value("bound", loop["bound"], "b")
    header = f"^loop({', '.join(f'{a}: {ty}' for a, ty in zip(args, types))})"
    entry = (f"  vir.br ^loop({', '.join(inits)} : {', '.join(types)})")
    back_values = ["%i1", "%s1"] + (["%j1"] if second else [])
    back = f"^loop({', '.join(back_values)} : {', '.join(types)})"
    if loop["stay_on_true"]:
        stay, leave = "^body", "^exit"
    else:
        stay, leave = "^exit", "^body"
    pred = loop["predicate"]
    checksum = []
    if loop["checksum"]:
        checksum = [f"  %x = {ext} %i : {t} to i64",
                    f"  %m = vir.mul %s, %c31 : i64",
                    f"  %s1 = vir.add %m, %x : i64"]
    else:
        checksum = [f"  %s1 = vir.add %s, %c7 : i64"]
    if loop["rotated"]:
        lines += [entry, header + ":"]
        lines += checksum
        lines.append(f"  %i1 = {op} %i, %step{flags} : {t}")
        second_increment()
        lines.append(f"  %c = vir.icmp {pred} %i1, %bound : {t}")
        target = lambda blk: back if blk == "^body" else "^exit"
        lines += [f"  vir.cond_br %c, {target(stay)}, {target(leave)}",
                  "^exit:",
                  f"  %ri = {ext} %i : {t} to i64",
                  f"  %rn = {ext} %i1 : {t} to i64",
                  f"  %t1 = vir.mul %ri, %big : i64",
                  f"  %c7b = vir.constant 7 : i64",
                  f"  %t2 = vir.mul %rn, %c7b : i64",
                  f"  %t3 = vir.add %t1, %t2 : i64",
                  # A loop without a checksum adds 7 per trip; the
                  # simulation keeps 7: the result reads the constant.
                  f"  %r = vir.add %t3, %{'s1' if loop['checksum'] else 'c7'} : i64"]
        result = second_result("%r", "%j", "%j1")
        lines += [f"  vir.return {result} : i64", "}"]
    else:
        lines += [entry, header + ":",
                  f"  %c = vir.icmp {pred} %i, %bound : {t}",
                  f"  vir.cond_br %c, {stay}, {leave}",
                  "^body:"]
        lines += checksum
        lines.append(f"  %i1 = {op} %i, %step{flags} : {t}")
        second_increment()
        lines += [f"  vir.br {back}",
                  "^exit:",
                  f"  %ri = {ext} %i : {t} to i64",
                  f"  %t1 = vir.mul %ri, %big : i64",
                  f"  %r = vir.add %t1, %{'s' if loop['checksum'] else 'c7'} : i64"]
        result = second_result("%r", "%j", "%j")
        lines += [f"  vir.return {result} : i64", "}"]
    return "\n".join(lines)


def main():
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    expect = len(sys.argv) > 3 and sys.argv[3] == "--expect"
    rng = random.Random(seed)
    functions, calls, expected = [], [], []
    arguments = [(0, 10), (5, -3), (-7, 7), (100, 90), (-2, -2)]
    while len(functions) < count:
        loop = random_loop(rng)
        pairs = rng.sample(arguments, 3)
        runs = [simulate(loop, a, b) for a, b in pairs]
        if any(run is None for run in runs):
            continue
        # Flags only where no run wraps that way, and then only sometimes.
        nsw = not any(run[1] for run in runs) and rng.random() < 0.8
        nuw = not any(run[2] for run in runs) and rng.random() < 0.8
        name = f"loop{len(functions)}"
        functions.append(emit(loop, name, nsw, nuw))
        calls += [(name, a, b) for a, b in pairs]
        expected += [f"{name} {a} {b} {signed(run[0], 64)}"
                     for (a, b), run in zip(pairs, runs)]
    if expect:
        print("\n".join(expected))
        return

    print('vir.global private constant @fmt : !vir.array<15 x i8> = '
          '"%s %d %d %lld\\0A\\00"')
    print("vir.func private @printf(!vir.ptr, ...) -> i32")
    for function in functions:
        print(function)
    for name in sorted({name for name, _, _ in calls}):
        print(f'vir.global private constant @name_{name} : '
              f'!vir.array<{len(name) + 1} x i8> = "{name}\\00"')
    print("vir.func @main() -> i32 {")
    print("  %f = vir.addressof @fmt : !vir.ptr")
    print("  %zero = vir.constant 0 : i32")
    for index, (name, a, b) in enumerate(calls):
        print(f"  %a{index} = vir.constant {a} : i32")
        print(f"  %b{index} = vir.constant {b} : i32")
        print(f"  %r{index} = vir.call @{name}(%a{index}, %b{index}) : "
              f"(i32, i32) -> i64")
        print(f"  %n{index} = vir.addressof @name_{name} : !vir.ptr")
        print(f"  %p{index} = vir.call @printf(%f, %n{index}, %a{index}, "
              f"%b{index}, %r{index}) vararg((!vir.ptr) -> i32) : "
              f"(!vir.ptr, !vir.ptr, i32, i32, i64) -> i32")
    print("  vir.return %zero : i32")
    print("}")


if __name__ == "__main__":
    main()
