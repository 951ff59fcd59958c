#!/usr/bin/env python3
"""Random C programs of bit-serial (GF(2)-affine) loops, for differential
fuzzing of VCT's loop-idiom table transform.

usage: gen.py SEED [out.c]   (also writes out.json with per-function metadata)
"""
import json
import random
import sys

UT = {8: "uint8_t", 16: "uint16_t", 32: "uint32_t", 64: "uint64_t", 128: "unsigned __int128"}
ST = {8: "int8_t", 16: "int16_t", 32: "int32_t", 64: "int64_t"}


def lit(v, w):
    v &= (1 << w) - 1
    if w == 128:
        return "(((unsigned __int128)0x%Xull << 64) | 0x%Xull)" % (v >> 64, v & ((1 << 64) - 1))
    return "0x%Xull" % v if w == 64 else "0x%Xu" % v


class Func:
    def __init__(self, g, idx):
        self.g = g
        self.r = g.r
        self.idx = idx
        self.name = "f%d" % idx
        self.body = []          # lines inside the function
        self.pre = []           # file-scope lines before the function
        self.linear = True      # generator's belief: loop state is affine
        self.notes = []
        self.ind = 1

    def emit(self, s):
        self.body.append("    " * self.ind + s)

    # ---- trip counts ------------------------------------------------
    def trip(self, fit_hi):
        """A trip count: usually one the transform should take (4..fit_hi),
        sometimes anything from 2 to 70."""
        r = self.r
        if r.random() < 0.8:
            self.fit = True
            n = r.choice([4, 5, 7, 8, 8, 8, 9, 12, 15, 16, r.randint(4, fit_hi), r.randint(4, fit_hi)])
            n = min(n, fit_hi)
        else:
            self.fit = False
            n = r.choice([2, 3, 66, 67, 68, 70, r.randint(4, 65), r.randint(4, 65)])
        self.n = n
        return n

    def trip_expr(self, n):
        """An expression whose value is the constant n."""
        r = self.r
        k = r.randrange(9)
        self.uniq = getattr(self, "uniq", 0) + 1
        i = "%d_%d" % (self.idx, self.uniq)
        if k == 0:
            self.pre.append("#define NB%s %d" % (i, n))
            return "NB%s" % i
        if k == 1:
            self.pre.append("static const struct { int bits; int pad; } CFG%s = {%d, %d};"
                            % (i, n, r.randint(0, 9)))
            return "CFG%s.bits" % i
        if k == 2:
            self.pre.append("enum { EN%s = %d };" % (i, n))
            return "EN%s" % i
        if k == 3:
            self.pre.append("static const int CN%s = %d;" % (i, n))
            return "CN%s" % i
        if k == 4:
            self.emit("const int nb = %d;" % n)
            return "nb"
        if k == 5 and n in (8, 16, 32, 64):
            return "(int)(sizeof(%s) * 8)" % UT[n]
        if k == 6 and self.qual.startswith("static"):
            # a parameter, constant only once inlined into main
            self.param_n = n
            self.notes.append("param-n")
            return "n"
        return "%d" % n

    def loop_open(self, n):
        """Opens a loop running n times; the counter is not used in the body."""
        r = self.r
        e = self.trip_expr(n)
        k = r.randrange(17)
        self.close = "}"
        self.kvar = "k"
        if k == 12:
            self.emit("for (int k = -(%s); k < 0; k++) {" % e)
        elif k == 13:
            self.emit("for (unsigned k = (unsigned)(%s); k-- > 0; ) {" % e)
        elif k == 14 and n < 64:
            self.notes.append("shiftctr")
            self.kvar = "bm"
            self.emit("for (uint64_t bm = 1; bm != (1ull << (%s)); bm <<= 1) {" % e)
        elif k == 15:
            self.emit("for (long k = 0; k < (long)(%s); ++k) {" % e)
        elif k == 0:
            self.emit("for (int k = %s; k > 0; k--) {" % e)
        elif k == 1:
            self.emit("for (int k = %s - 1; k >= 0; --k) {" % e)
        elif k == 2:
            self.emit("for (unsigned k = 0; k != (unsigned)(%s); ++k) {" % e)
        elif k == 3 and r.random() < 0.3:
            self.notes.append("step2")
            self.emit("for (int k = 0; k < 2 * (%s); k += 2) {" % e)
        elif k == 4:
            self.emit("int k = %s;" % e)
            self.emit("while (k--) {")
        elif k == 5:
            self.emit("int k = %s;" % e)
            self.emit("do {")
            self.close = "} while (--k);"
        elif k == 6 and n < 256:
            self.emit("for (uint8_t k = (uint8_t)(256 - (%s)); k != 0; k++) {" % e)
        elif k == 7:
            self.emit("for (int k = 10; k < 10 + (%s); k++) {" % e)
        elif k == 8:
            self.emit("for (int k = 0; k <= (%s) - 1; k++) {" % e)
        else:
            self.emit("for (int k = 0; k < %s; k++) {" % e)

    def loop_close(self):
        self.emit(self.close)

    # ---- conditions: one bit of an unsigned view --------------------
    def bit_cond(self, v, w, b):
        """A C condition true iff bit b of v (an unsigned w-bit expr) is set."""
        r = self.r
        m = lit(1 << b, w)
        opts = ["(%s & %s)" % (v, m), "((%s >> %d) & 1)" % (v, b),
                "(%s & %s) != 0" % (v, m), "!((%s & %s) == 0)" % (v, m),
                "(%s & %s) == %s" % (v, m, m), "((%s >> %d) & 1) == 1" % (v, b),
                "!(((%s >> %d) & 1) ^ 1)" % (v, b), "(%s)(%s << %d) >> %d" % (UT[w], v, w - 1 - b, w - 1) if w >= 32
                else "((uint32_t)%s << %d) & 0x%Xu" % (v, 31 - b, 1 << 31)]
        if b == w - 1:
            s = ST[w]
            opts += ["(%s)%s < 0" % (s, v), "(%s)%s <= -1" % (s, v),
                     "!((%s)%s >= 0)" % (s, v), "!((%s)%s > -1)" % (s, v)]
        return r.choice(opts)

    # ---- one conditional-xor step: v' = shifted ^ (bit ? P : 0) ----------
    def cond_xor(self, var, w, shifted, bitexpr_is_set, P, bitval=None):
        """Emit var = shifted ^ (cond ? P : 0) in a random style.
        bitexpr_is_set: C condition; bitval: expression that is 0/1 (for mask
        and multiply forms)."""
        r = self.r
        U = UT[w]
        Pl = lit(P, w)
        styles = ["ternary", "ifelse", "ifnoelse", "xorsel", "twoconst"]
        if bitval:
            styles += ["mask", "mul", "mask2"]
        st = r.choice(styles)
        self.notes.append(st)
        if st == "ternary":
            self.emit("%s = (%s)((%s) ? (%s) ^ %s : (%s));" % (var, self.T, bitexpr_is_set, shifted, Pl, shifted))
        elif st == "ifelse":
            if r.random() < 0.5:
                self.emit("if (%s) %s = (%s)((%s) ^ %s);" % (bitexpr_is_set, var, self.T, shifted, Pl))
                self.emit("else %s = (%s)(%s);" % (var, self.T, shifted))
            else:
                self.emit("if (!(%s)) {" % bitexpr_is_set)
                self.emit("    %s = (%s)(%s);" % (var, self.T, shifted))
                self.emit("} else {")
                self.emit("    %s = (%s)(%s);" % (var, self.T, shifted))
                self.emit("    %s ^= (%s)%s;" % (var, self.T, Pl))
                self.emit("}")
        elif st == "ifnoelse":
            self.emit("{")
            self.emit("    int t = (%s) ? 1 : 0;" % bitexpr_is_set)
            self.emit("    %s = (%s)(%s);" % (var, self.T, shifted))
            self.emit("    if (t) %s = (%s)(%s ^ %s);" % (var, self.T, var, Pl))
            self.emit("}")
        elif st == "xorsel":
            self.emit("%s = (%s)((%s) ^ ((%s) ? %s : (%s)0));" % (var, self.T, shifted, bitexpr_is_set, Pl, U))
        elif st == "twoconst":
            Q = self.r.getrandbits(w)
            self.emit("%s = (%s)((%s) ? (%s) ^ %s : (%s) ^ %s);" % (
                var, self.T, bitexpr_is_set, shifted, lit(P ^ Q, w), shifted, lit(Q, w)))
        elif st == "mask":
            self.emit("%s = (%s)((%s) ^ (%s & (%s)((%s)0 - (%s)(%s))));" % (
                var, self.T, shifted, Pl, U, U, U, bitval))
        elif st == "mask2":
            self.emit("%s = (%s)((%s) ^ ((%s)(-(%s)(%s)) & %s));" % (
                var, self.T, shifted, U, "int64_t" if w >= 64 else "int", bitval, Pl))
        elif st == "mul":
            self.emit("%s = (%s)((%s) ^ (%s)((%s)(%s) * %s));" % (
                var, self.T, shifted, U, U, bitval, Pl))

    # ---- loop body shapes --------------------------------------------
    SHAPES = ["crc_r", "crc_r", "crc_r", "crc_l", "crc_l", "crc_l", "crc_data_r", "crc_data_r",
              "crc_data_l", "crc_data_l", "crc_wide", "crc_wide", "lfsr", "xorshift", "parity",
              "bitrev", "multi_if", "crc_r_ashr", "prevval", "midexit", "mixw", "crc128", "dataonly",
              "seq", "seq", "twocrc", "twocrc", "derived", "derived", "bodyval", "bodyval"]

    def gen(self):
        r = self.r
        self.qual = r.choice(["static ", "", "__attribute__((noinline)) ", "static inline "])
        self.param_n = None
        self.fit = False
        shape = r.choice(self.SHAPES)
        if shape == "crc128" and r.random() < 0.5:
            shape = "crc_r"
        self.shape = shape
        # the state width; some shapes fit in two tables only when narrow
        if shape in ("lfsr", "xorshift", "multi_if", "mixw"):
            w = r.choice([8, 16, 16, 16, 32, 64]) if r.random() < 0.3 else r.choice([8, 16])
        elif shape == "prevval":
            w = r.choice([8, 16, 32])
        elif shape == "crc128":
            w = 128
        else:
            w = r.choice([8, 16, 16, 32, 32, 32, 64, 64])
        if shape == "lfsr" and w == 8:
            w = 16
        signed = w <= 64 and r.random() < 0.2
        self.w = w
        U = UT[w] if w <= 64 else "unsigned __int128"
        self.T = (ST[w] if signed else U)
        T = self.T
        B = "(%s)c" % U if signed else "c"   # unsigned view of the state
        # trip count: up to 16 when more would need more than two tables
        fit_hi = 65
        if shape in ("crc_r", "crc_l", "crc_r_ashr", "crc_data_r", "crc_data_l", "parity", "bitrev",
                     "midexit", "dataonly") and w > 16:
            fit_hi = 16
        if shape == "crc128":
            fit_hi = 16
        if shape == "prevval":
            fit_hi = 8
        if shape in ("seq", "twocrc", "derived", "bodyval") and w > 16:
            fit_hi = 8
        if shape in ("lfsr", "xorshift", "multi_if", "mixw") and w > 16:
            fit_hi = 65
        n = self.trip(fit_hi)
        if shape in ("lfsr", "xorshift", "multi_if", "mixw") and w > 16:
            self.fit = False
        nonlin = r.random() < 0.2
        outer = r.random() < 0.25 and shape in ("crc_r", "crc_l", "crc_data_r", "crc_data_l",
                                                 "crc_r_ashr", "crc_wide")
        self.outer = outer
        params = ["%s c" % T, "uint32_t m"]
        P = r.getrandbits(w) | 1
        if r.random() < 0.5:
            P |= 1 << (w - 1)
        if shape in ("crc_data_r", "crc_data_l", "dataonly"):
            self.emit("uint8_t d = (uint8_t)m;")
        if shape == "parity":
            pt = r.choice(["uint8_t", "int", "uint32_t", "_Bool"])
            self.emit("%s p = %s;" % (pt, "(m & 1)" if pt != "_Bool" else "(_Bool)(m & 1)"))
        if shape == "bitrev":
            rt = r.choice(["uint8_t", "uint16_t", "uint32_t", "uint64_t"])
            self.emit("%s rv = (%s)m;" % (rt, rt))
        uselb = False
        if shape == "prevval":
            uselb = r.random() < 0.25
            self.emit("%s prev = 0%s;" % (U, ", lb = 0" if uselb else ""))
        if shape == "mixw":
            self.emit("uint8_t b = (uint8_t)(m >> 8);")
        acc = False
        self.nonlin = None
        if nonlin:
            nk = r.choice(["acc", "mulm", "xorm", "add", "load", "twobit", "mul3", "neutral", "neutral2",
                           "arms", "andstate", "brk", "ivuse"])
            self.nonlin = nk
            if nk == "acc":
                self.emit("uint32_t acc = 0;")
                acc = True
            if nk == "load":
                vals = ", ".join(lit(r.getrandbits(w), w) for _ in range(4)) if w <= 64 else "1, 2, 3, 4"
                self.pre.append("static %s TB%d[4] = {%s};" % (U, self.idx, vals))
            if nk not in ("neutral", "neutral2"):
                self.linear = False
        if outer:
            blen = r.choice([1, 3, 4, 16, 33])
            self.emit("for (int i = 0; i < %d; i++) {" % blen)
            self.ind += 1
            if shape in ("crc_data_r", "crc_data_l") and r.random() < 0.5:
                self.emit("d = gbuf[(i * 7 + m) & 63];")
            elif shape in ("crc_r", "crc_data_r", "crc_r_ashr"):
                self.emit("c = (%s)(%s ^ gbuf[(i + m) & 63]);" % (T, B))
            else:
                self.emit("c = (%s)(%s ^ ((%s)gbuf[(i + m) & 63] << %d));" % (T, B, U, max(0, w - 8)))
        sh_r = "(%s >> 1)" % B
        if signed and r.random() < 0.5:
            sh_r = "(c >> 1)"  # arithmetic
        sh_l = "(%s)((%s)%s << 1)" % (U, U, B) if w < 32 else "(%s << 1)" % B
        self.kvar = "k"
        if shape == "seq":
            # several loops in sequence, each its own table(s)
            nl = r.choice([2, 2, 3])
            for j in range(nl):
                if j:
                    self.emit("c = (%s)(%s ^ (%s)(m >> %d));" % (T, B, U, 3 * j))
                    n = self.trip(fit_hi)
                self.emit("{")
                self.loop_open(n)
                self.ind += 1
                Pj = r.getrandbits(w) | 1
                if r.random() < 0.5:
                    self.cond_xor("c", w, sh_r, self.bit_cond(B, w, 0), Pj, "%s & 1" % B)
                else:
                    self.cond_xor("c", w, sh_l, self.bit_cond(B, w, w - 1), Pj, "(%s >> %d) & 1" % (B, w - 1))
                self.ind -= 1
                if j < nl - 1:
                    self.loop_close()
                    self.emit("}")
                else:
                    self.close += " }"
        elif shape == "midexit":
            # the exit test between two halves of the step
            self.emit("int k = %s;" % self.trip_expr(n))
            self.emit("for (;;) {")
            self.ind += 1
            self.cond_xor("c", w, sh_r, self.bit_cond(B, w, 0), P, "%s & 1" % B)
            if r.random() < 0.5:
                self.emit("if (--k == 0) break;")
            else:
                self.emit("if (k-- == 1) break;")
            s2 = r.randrange(1, w)
            self.emit("c = (%s)(%s ^ (%s >> %d));" % (T, B, B, s2))
            self.close = "}"
        else:
            self.loop_open(n)
            self.ind += 1
        if shape == "twocrc":
            w2 = r.choice([8, 16, 32, 64])
            U2 = UT[w2]
            self.pre_decl = "%s e = (%s)(m * 2654435761u);" % (U2, U2)
            self.body.insert(0, "    " + self.pre_decl)
            P2 = r.getrandbits(w2) | 1
            self.cond_xor("c", w, sh_r, self.bit_cond(B, w, 0), P, "%s & 1" % B)
            saveT = self.T
            self.T = U2
            sh2 = "(%s)((%s)e << 1)" % (U2, U2) if w2 < 32 else "(e << 1)"
            if r.random() < 0.5:
                self.cond_xor("e", w2, sh2, self.bit_cond("e", w2, w2 - 1), P2, "(e >> %d) & 1" % (w2 - 1))
            else:
                self.cond_xor("e", w2, "(e >> 1)", self.bit_cond("e", w2, 0), P2, "e & 1")
            self.T = saveT
        if shape in ("derived", "bodyval"):
            ot = r.choice(["uint8_t", "uint16_t", "uint32_t", "uint64_t"])
            ow = int(ot[4:-2])
            s1 = r.randrange(1, w)
            lin = r.choice([
                "(%s)(%s >> %d)" % (ot, B, s1),
                "(%s)((uint64_t)%s << %d)" % (ot, B, r.randrange(1, 40)),
                "(%s)(%s ^ (%s >> %d))" % (ot, B, B, s1),
                "(%s)(%s & %s)" % (ot, B, lit(r.getrandbits(w), w)),
                "(%s)~%s" % (ot, B),
                "(%s)(int8_t)%s" % (ot, B),
                "(%s)((%s)%s | %s)" % (ot, ot, B, lit(1 << r.randrange(ow), ow)),
            ])
            self.body.insert(0, "    %s o = 0;" % ot)
            self.notes.append("o=" + lin)
            if shape == "derived":
                self.emit("o = %s;" % lin)
        if shape in ("crc_r", "prevval", "crc128", "derived", "bodyval"):
            if shape == "prevval":
                self.emit("prev = %s;" % B)
                if uselb:
                    self.emit("lb = %s & 1;" % B)
            bit = r.choice([0, 0, 0, r.randrange(w)])
            if bit == 0:
                self.cond_xor("c", w, sh_r, self.bit_cond(B, w, 0) if w <= 64 else "(c & 1)", P,
                              "%s & 1" % B)
            else:
                self.cond_xor("c", w, sh_r, self.bit_cond(B, w, bit) if w <= 64 else "((c >> %d) & 1)" % bit,
                              P, "(%s >> %d) & 1" % (B, bit))
        elif shape == "crc_r_ashr":
            sw = ST[w]
            if w < 32:
                self.emit("c = (%s)(%s ^ ((%s)((%s)((%s)%s << %d) >> %d) & %s));" % (
                    T, sh_r, U, sw, U, B, w - 1, w - 1, lit(P, w)))
            else:
                self.emit("c = (%s)(%s ^ ((%s)((%s)(%s << %d) >> %d) & %s));" % (
                    T, sh_r, U, sw, B, w - 1, w - 1, lit(P, w)))
        elif shape == "crc_l":
            self.cond_xor("c", w, sh_l, self.bit_cond(B, w, w - 1), P, "(%s >> %d) & 1" % (B, w - 1))
        elif shape == "crc_wide":
            # a cw-bit CRC kept in a wider variable: shift, then test bit cw
            cw = r.randrange(3, w - 1) if w > 8 else r.randrange(3, 7)
            Pw = (r.getrandbits(cw) | 1) | (1 << cw)
            self.notes.append("cw=%d" % cw)
            self.emit("c = (%s)(%s);" % (T, sh_l))
            if r.random() < 0.5:
                self.emit("if (%s) c ^= (%s)%s;" % (self.bit_cond(B, w, cw), T, lit(Pw, w)))
            else:
                self.emit("c = (%s)(%s ^ (%s)(((%s >> %d) & 1) * %s));" % (T, B, U, B, cw, lit(Pw, w)))
        elif shape == "crc_data_r":
            cond = r.choice(["((%s ^ d) & 1)" % B, "(((%s)d ^ %s) & 1) != 0" % (U, B),
                             "((%s & 1) != (d & 1))" % B])
            self.cond_xor("c", w, sh_r, cond, P, "(%s ^ d) & 1" % B)
            self.emit(r.choice(["d >>= 1;", "d = (uint8_t)(d >> 1);", "d /= 2;"]))
        elif shape == "crc_data_l":
            cond = r.choice(["(((%s >> %d) ^ (d >> 7)) & 1)" % (B, w - 1),
                             "((%s >> %d) & 1) != ((d >> 7) & 1)" % (B, w - 1),
                             "(%s ^ ((%s)d << %d)) & %s" % (B, U, w - 8, lit(1 << (w - 1), w))])
            self.cond_xor("c", w, sh_l, cond, P, "((%s >> %d) ^ (d >> 7)) & 1" % (B, w - 1))
            self.emit(r.choice(["d = (uint8_t)(d << 1);", "d <<= 1;", "d = (uint8_t)(d * 2);"]))
        elif shape == "dataonly":
            # the condition is a bit of another state variable
            self.emit("if (d & %s) c ^= (%s)%s;" % (r.choice(["1", "0x80"]), T, lit(P, w)))
            self.emit("c = (%s)(%s);" % (T, sh_r if r.random() < 0.5 else sh_l))
            self.emit("d = (uint8_t)((d >> 1) | (d << 7));")
        elif shape == "mixw":
            # two widths: a sign extension of a byte into the wide state
            self.emit("c = (%s)(%s ^ ((%s)(int%d_t)(int8_t)b & %s));" % (
                T, sh_r, U, max(w, 32) if w <= 32 else 64, lit(P, w)))
            self.emit("b = (uint8_t)((b << 1) | (%s & 1));" % B)
        elif shape == "lfsr":
            taps = sorted(r.sample(range(1, w), 3))
            self.emit("%s bit = (%s ^ (%s >> %d) ^ (%s >> %d) ^ (%s >> %d)) & 1;" % (
                U, B, B, taps[0], B, taps[1], B, taps[2]))
            self.emit("c = (%s)((%s >> 1) | (bit << %d));" % (T, B, w - 1))
        elif shape == "xorshift":
            a, b2, c2 = r.randrange(1, w), r.randrange(1, w), r.randrange(1, w)
            self.emit("c ^= (%s)((%s)%s << %d);" % (T, U, B, a))
            self.emit("c ^= (%s)(%s >> %d);" % (T, B, b2))
            if r.random() < 0.5:
                self.emit("c ^= (%s)((%s)%s << %d);" % (T, U, B, c2))
        elif shape == "parity":
            self.emit("p ^= %s & 1;" % B)
            self.emit("c = (%s)(%s >> 1);" % (T, B))
        elif shape == "bitrev":
            self.emit("rv = (rv << 1) | (%s & 1);" % B)
            self.emit("c = (%s)(%s >> 1);" % (T, B))
        elif shape == "multi_if":
            b1, b2 = r.randrange(w), r.randrange(w)
            self.emit("if (%s) c ^= (%s)%s;" % (self.bit_cond(B, w, b1), T, lit(r.getrandbits(w), w)))
            if w < 32:
                self.emit("c = (%s)(((uint32_t)%s << 1) | (%s >> %d));" % (T, B, B, w - 1))
            else:
                self.emit("c = (%s)((%s << 1) | (%s >> %d));" % (T, B, B, w - 1))
            if r.random() < 0.6:
                self.emit("if (%s) c ^= (%s)%s;" % (self.bit_cond(B, w, b2), T, lit(r.getrandbits(w), w)))
        if shape in ("crc_r", "crc_l") and r.random() < 0.2:
            K = r.getrandbits(w)
            self.notes.append("xorK")
            self.emit("c ^= (%s)%s;" % (T, lit(K, w)))
        if shape == "bodyval":
            self.emit("o = %s;" % lin)
        # non-linear mix-ins
        nk = self.nonlin
        if nk == "acc":
            self.emit("acc += (uint32_t)%s;" % B)
        elif nk == "mulm":
            self.emit("c = (%s)(%s ^ (%s)((%s & 1) * (%s)m));" % (T, B, U, B, U))
        elif nk == "xorm":
            self.emit("if (%s & 4) c ^= (%s)m;" % (B, T))
        elif nk == "add":
            self.emit("c = (%s)(%s + (%s)%s);" % (T, B, U, lit(r.getrandbits(w) | 1, w)))
        elif nk == "load":
            self.emit("c = (%s)(%s ^ TB%d[%s & 3]);" % (T, B, self.idx, B))
        elif nk == "twobit":
            self.emit("if ((%s & 3) == 1) c ^= (%s)%s;" % (B, T, lit(r.getrandbits(w), w)))
        elif nk == "mul3":
            self.emit("c = (%s)((%s)%s * 3u);" % (T, U, B))
        elif nk == "neutral":
            self.emit("c = (%s)(%s + (%s)m - (%s)m);" % (T, B, U, U))
        elif nk == "neutral2":
            MU = U if w >= 32 else "uint32_t"
            self.emit("c ^= (%s)(((%s)%s * (%s)m) ^ ((%s)%s * (%s)m));" % (T, MU, B, MU, MU, B, MU))
        elif nk == "arms":
            self.emit("if (%s & 1) c = (%s)(%s >> 1); else c = (%s)((%s)%s << 1);" % (B, T, B, T, U, B))
        elif nk == "andstate":
            self.emit("c = (%s)(%s ^ ((%s & (%s >> 3)) & 1));" % (T, B, B, B))
        elif nk == "brk":
            self.emit("if ((%s & 0x41) == 0x41) break;" % B)
        elif nk == "ivuse":
            self.emit("c = (%s)(%s ^ (%s)(%s & 1));" % (T, B, U, self.kvar))
        self.ind -= 1
        self.loop_close()
        if outer:
            self.ind -= 1
            self.emit("}")
        # results
        V = "(uint64_t)%s" % B
        if w == 128:
            V = "((uint64_t)c ^ (uint64_t)(c >> 64) * 3u)"
        ret = V
        post = r.randrange(4)
        if post == 1:
            ret = "(%s ^ (%s >> 3) ^ ((uint64_t)(uint8_t)%s << 40))" % (V, V, B)
        elif post == 2:
            ret = "(%s * 0x9E3779B97F4A7C15ull + (%s & 0xFF))" % (V, B)
        if shape in ("crc_data_r", "crc_data_l", "dataonly"):
            ret = "(%s ^ ((uint64_t)d << 48))" % ret if r.random() < 0.6 else ret
        if shape == "mixw":
            ret = "(%s ^ ((uint64_t)b << 56))" % ret if r.random() < 0.6 else ret
        if shape == "parity":
            ret = r.choice(["(uint64_t)p", "((uint64_t)p << 63) ^ %s" % ret])
        if shape == "bitrev":
            ret = r.choice(["(uint64_t)rv", "((uint64_t)rv * 3u) ^ %s" % ret])
        if shape == "prevval":
            ret = "(%s ^ ((uint64_t)prev << 1)%s)" % (ret, " ^ ((uint64_t)lb << 60)" if uselb else "")
        if shape == "twocrc":
            ret = "(%s ^ ((uint64_t)e * 0x100000001B3ull))" % ret
        if shape in ("derived", "bodyval"):
            ret = r.choice(["(uint64_t)o", "(%s ^ ((uint64_t)o << 7))" % ret])
        if acc:
            ret = "(%s ^ ((uint64_t)acc << 32))" % ret
        self.emit("return %s;" % ret)
        if self.param_n is not None:
            params.append("int n")
        self.head = "%suint64_t %s(%s) {" % (self.qual, self.name, ", ".join(params))
        self.meta = dict(name=self.name, shape=shape, w=w, signed=signed, n=n, fit=self.fit,
                         nonlin=self.nonlin, linear=self.linear, outer=outer,
                         notes=self.notes, qual=self.qual.strip(), param_n=self.param_n)


class Gen:
    def __init__(self, seed):
        self.seed = seed
        self.r = random.Random(seed)

    def program(self):
        r = self.r
        nf = r.randint(7, 9)
        funcs = []
        for i in range(nf):
            f = Func(self, i)
            f.gen()
            funcs.append(f)
        out = ["/* bitfuzz seed %d */" % self.seed, "#include <stdio.h>", "#include <stdint.h>", "",
               "static uint8_t gbuf[64];", ""]
        metas = []
        for f in funcs:
            out += f.pre
            start = len(out) + 1
            out.append(f.head)
            out += f.body
            out.append("}")
            f.meta["lines"] = [start, len(out)]
            metas.append(f.meta)
            out.append("")
        ncalls = r.choice([6, 10, 16])
        out += [
            "static uint32_t rs = %du;" % (r.getrandbits(31) | 1),
            "static uint32_t xr(void) { rs ^= rs << 13; rs ^= rs >> 17; rs ^= rs << 5; return rs; }",
            "static uint64_t xr64(void) { uint64_t h = xr(); return (h << 32) | xr(); }",
            "",
            "int main(void) {",
            "    uint64_t sum = 0;",
            "    for (int i = 0; i < 64; i++) gbuf[i] = (uint8_t)xr();",
        ]
        specials = ["0", "0xFFFFFFFFFFFFFFFFull", "1", "0x8000000000000000ull", "0x80ull", "0x8000ull",
                    "0x80000000ull"]
        for f in funcs:
            T = f.T
            out.append("    {")
            out.append("        uint64_t h = 0;")
            out.append("        for (int t = 0; t < %d; t++) {" % ncalls)
            out.append("            uint64_t a = xr64(); uint32_t b = xr();")
            out.append("            if (t < %d) { static const uint64_t sp[%d] = {%s}; a = sp[t]; }" % (
                len(specials), len(specials), ", ".join(specials)))
            arg = "(%s)a" % T
            if f.w == 128:
                arg = "(((unsigned __int128)a << 64) | (a ^ b))"
            out.append("            uint64_t v = %s(%s, b%s);" % (f.name, arg,
                       ", %d" % f.param_n if f.param_n is not None else ""))
            out.append("            if (t < 3) printf(\"%s[%%d] %%016llx\\n\", t, (unsigned long long)v);" % f.name)
            out.append("            h = (h ^ v) * 0x100000001B3ull;")
            out.append("        }")
            if f.w <= 64:
                for lv in ("0x%X" % r.getrandbits(f.w), "0", "1"):
                    out.append("        h = (h ^ %s((%s)%s, %du%s)) * 0x100000001B3ull;" % (
                        f.name, T, lv, r.getrandbits(32), ", %d" % f.param_n if f.param_n is not None else ""))
            out.append("        printf(\"%s %%016llx\\n\", (unsigned long long)h);" % f.name)
            out.append("        sum = sum * 31 + h;")
            out.append("    }")
        out += ["    printf(\"checksum %016llx\\n\", (unsigned long long)sum);", "    return 0;", "}", ""]
        return "\n".join(out), metas


def main():
    seed = int(sys.argv[1])
    path = sys.argv[2] if len(sys.argv) > 2 else None
    src, metas = Gen(seed).program()
    if path:
        with open(path, "w") as fh:
            fh.write(src)
        with open(path[:-2] + ".json", "w") as fh:
            json.dump(metas, fh)
    else:
        sys.stdout.write(src)


if __name__ == "__main__":
    main()
