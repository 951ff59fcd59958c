// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc -O2 %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT

// Memory: stack slots, loads and stores of every kind of value, address
// arithmetic from VIR's layout, the memory intrinsics, volatile and atomic
// accesses.

// OUT:      fields: 7 2.5 9
// OUT-NEXT: packed: 258 -3
// OUT-NEXT: odd: -2 1 3
// OUT-NEXT: array: 10 20 30 40 -1
// OUT-NEXT: dynamic: 0 1 2 3 4 5
// OUT-NEXT: slots: 3 distinct
// OUT-NEXT: intrinsics: 1 2 1 2 9 9 9 9
// OUT-NEXT: volatile: 5 6 6 1
// OUT-NEXT: atomic: 11 12

vir.func private @printf(!vir.ptr, ...) -> i32

vir.global private constant @fmt_fields : !vir.array<19 x i8> = "fields: %d %g %ld\0A\00"
vir.global private constant @fmt_packed : !vir.array<15 x i8> = "packed: %d %d\0A\00"
vir.global private constant @fmt_odd : !vir.array<15 x i8> = "odd: %d %d %d\0A\00"
vir.global private constant @fmt_array : !vir.array<25 x i8> = "array: %d %d %d %d %lld\0A\00"
vir.global private constant @fmt_dyn : !vir.array<28 x i8> = "dynamic: %d %d %d %d %d %d\0A\00"
vir.global private constant @fmt_slots : !vir.array<14 x i8> = "slots: %d %s\0A\00"
vir.global private constant @s_distinct : !vir.array<9 x i8> = "distinct\00"
vir.global private constant @s_same : !vir.array<5 x i8> = "same\00"
vir.global private constant @fmt_intr : !vir.array<37 x i8> = "intrinsics: %d %d %d %d %d %d %d %d\0A\00"
vir.global private constant @fmt_vol : !vir.array<23 x i8> = "volatile: %d %d %d %d\0A\00"
vir.global private constant @fmt_atomic : !vir.array<15 x i8> = "atomic: %d %d\0A\00"

// A structure slot: an aligned byte array in the entry block; fields at
// their VIR offsets; scalar loads and stores through unaligned may_alias
// lvalues (no address of an SSA variable is taken, so it can be `register`).
// CHECK:         typedef int8_t vct_ua{{[0-9]+}}_t;
// CHECK-NEXT:    typedef vct_ua{{[0-9]+}}_t __attribute__((aligned(1), may_alias)) vct_ua{{[0-9]+}};
// CHECK-LABEL: static void fields(void) {
// CHECK:         _Alignas(8) unsigned char slot[[S:[0-9]+]][24];
// CHECK:         v[[S]] = slot[[S]];
// CHECK-NEXT:    v[[F1:[0-9]+]] = (char *)v[[S]] + 8;
// CHECK-NEXT:    v[[F2:[0-9]+]] = (char *)v[[S]] + 16;
// CHECK:         *(vct_ua{{[0-9]+}} *)v[[S]] = v{{[0-9]+}};
// CHECK-NEXT:    *(vct_ua{{[0-9]+}} *)v[[F1]] = v{{[0-9]+}};
// CHECK-NEXT:    *(vct_ua{{[0-9]+}} *)v[[F2]] = v{{[0-9]+}};
// CHECK:         v{{[0-9]+}} = *(const vct_ua{{[0-9]+}} *)v[[S]];
vir.func private @fields() {
  %s = vir.alloca !vir.struct<i8, f64, i64>
  %f1 = vir.gep inbounds %s[0, 1] : !vir.struct<i8, f64, i64>
  %f2 = vir.gep inbounds %s[0, 2] : !vir.struct<i8, f64, i64>
  %a = vir.constant 7 : i8
  %b = vir.constant 2.5 : f64
  %c = vir.constant 9 : i64
  vir.store %a, %s : i8
  vir.store %b, %f1 : f64
  vir.store %c, %f2 : i64
  %la = vir.load %s : i8
  %lb = vir.load %f1 : f64
  %lc = vir.load %f2 : i64
  %xa = vir.sext %la : i8 to i32
  %fmt = vir.addressof @fmt_fields : !vir.ptr
  %r = vir.call @printf(%fmt, %xa, %lb, %lc) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, f64, i64) -> i32
  vir.return
}

// A packed structure: the i16 field at offset 1, unaligned.
// CHECK-LABEL: static void packed(void) {
// CHECK:         _Alignas(1) unsigned char slot{{[0-9]+}}[3];
// CHECK:         = (char *)v{{[0-9]+}} + 1;
vir.func private @packed() {
  %s = vir.alloca !vir.struct<packed i8, i16>
  %f1 = vir.gep inbounds %s[0, 1] : !vir.struct<packed i8, i16>
  %a = vir.constant -3 : i8
  %b = vir.constant 258 : i16
  vir.store %a, %s : i8
  vir.store %b, %f1 align 1 : i16
  %lb = vir.load %f1 align 1 : i16
  %la = vir.load %s : i8
  %xa = vir.sext %la : i8 to i32
  %xb = vir.sext %lb : i16 to i32
  %fmt = vir.addressof @fmt_packed : !vir.ptr
  %r = vir.call @printf(%fmt, %xb, %xa) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return
}

// Odd widths in memory: i24 is its 3 low bytes, i1 one byte 0 or 1.
// CHECK-LABEL: static void odd(void) {
// CHECK:         __builtin_memcpy(v{{[0-9]+}}, &v{{[0-9]+}}, 3);
// CHECK:         {
// CHECK-NEXT:      uint32_t vct_bits = 0;
// CHECK-NEXT:      __builtin_memcpy(&vct_bits, v{{[0-9]+}}, 3);
// CHECK-NEXT:      v{{[0-9]+}} = (int32_t)((int32_t)((uint32_t)vct_bits << 8) >> 8);
// CHECK-NEXT:    }
// CHECK:         v{{[0-9]+}} = (_Bool)(*(const unsigned char *)v{{[0-9]+}} & 1);
vir.func private @odd() {
  %p = vir.alloca i32
  %all = vir.constant -1 : i32
  vir.store %all, %p : i32
  %m2 = vir.constant -2 : i24
  vir.store %m2, %p : i24
  %l = vir.load %p : i24
  %x = vir.sext %l : i24 to i32
  %q = vir.alloca i8
  %t = vir.constant true
  vir.store %t, %q : i1
  %lb = vir.load %q : i1
  %xb = vir.zext %lb : i1 to i32
  %three = vir.constant 3 : i8
  vir.store %three, %q : i8
  %lt = vir.load %q : i8
  %xt = vir.sext %lt : i8 to i32
  %fmt = vir.addressof @fmt_odd : !vir.ptr
  %r = vir.call @printf(%fmt, %x, %xb, %xt) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  vir.return
}

// Arrays: dynamic indices scale by the element size; a GEP without
// inbounds wraps (computed on uintptr_t); negative offsets subtract.
// CHECK-LABEL: static void array(int64_t v0) {
// CHECK:         v{{[0-9]+}} = (char *)v{{[0-9]+}} + (v0 * 4);
// CHECK:         v{{[0-9]+}} = (void *)((uintptr_t)v{{[0-9]+}} + (uint64_t)v0 * 8u + 8u);
// CHECK:         v{{[0-9]+}} = (char *)v{{[0-9]+}} - 4;
// CHECK:         v{{[0-9]+}} = (void *)((uintptr_t)v{{[0-9]+}} - 8u);
// CHECK:         v{{[0-9]+}} = (char *)v{{[0-9]+}} + (v0 * 8 + 4);
vir.func private @array(%i: i64) {
  %a = vir.alloca !vir.array<4 x i32>
  %c10 = vir.constant 10 : i32
  %c20 = vir.constant 20 : i32
  %c30 = vir.constant 30 : i32
  %c40 = vir.constant 40 : i32
  %p0 = vir.gep inbounds %a[%i] : i32
  vir.store %c10, %p0 : i32
  %p1 = vir.gep %a[%i, 2] : !vir.array<2 x i32>
  vir.store %c30, %p1 : i32
  %p3 = vir.gep inbounds %a[0, 3] : !vir.array<4 x i32>
  vir.store %c40, %p3 : i32
  %back = vir.gep inbounds %p3[-1] : i32
  %wrap = vir.gep %p3[-2] : i32
  %p1b = vir.gep inbounds %a[%i, 1] : !vir.array<2 x i32>
  vir.store %c20, %p1b : i32
  %l0 = vir.load %a : i32
  %l1 = vir.load %p1b : i32
  %l2 = vir.load %back : i32
  %l3 = vir.load %p3 : i32
  %l1w = vir.load %wrap : i32
  %d = vir.ptrtoint %p1b : !vir.ptr to i64
  %e = vir.ptrtoint %wrap : !vir.ptr to i64
  %diff = vir.sub %e, %d : i64
  %diffm = vir.sub %diff, %diff : i64
  %eq = vir.icmp eq %l1, %l1w : i32
  %one = vir.constant 1 : i64
  %z = vir.constant 0 : i64
  %flag = vir.select %eq, %z, %one : i1, i64
  %res = vir.sub %diffm, %flag : i64
  %minus = vir.sub %z, %one : i64
  %check = vir.select %eq, %minus, %res : i1, i64
  %fmt = vir.addressof @fmt_array : !vir.ptr
  %r = vir.call @printf(%fmt, %l0, %l1, %l2, %l3, %check) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i64) -> i32
  vir.return
}

// Allocas outside the entry block or with a dynamic count use
// __builtin_alloca: a new object each time (alignments above 16 round up).
// CHECK-LABEL: static void dynamic(int32_t v0) {
// CHECK:         v{{[0-9]+}} = __builtin_alloca((size_t)(uint32_t)v0 * 4u);
// CHECK:         v{{[0-9]+}} = (void *)(((uintptr_t)__builtin_alloca(8 + 63) + 63) & ~(uintptr_t)63);
vir.func private @dynamic(%n: i32) {
  %buf = vir.alloca i32, %n : i32
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %n64 = vir.sext %n : i32 to i64
  vir.br ^fill(%c0 : i64)
^fill(%i: i64):
  %more = vir.icmp slt %i, %n64 : i64
  vir.cond_br %more, ^body, ^print
^body:
  %p = vir.gep inbounds %buf[%i] : i32
  %v = vir.trunc %i : i64 to i32
  vir.store %v, %p : i32
  %next = vir.add %i, %c1 : i64
  vir.br ^fill(%next : i64)
^print:
  %one = vir.constant 1 : i64
  %two = vir.constant 2 : i64
  %three = vir.constant 3 : i64
  %four = vir.constant 4 : i64
  %five = vir.constant 5 : i64
  %p1 = vir.gep %buf[%one] : i32
  %p2 = vir.gep %buf[%two] : i32
  %p3 = vir.gep %buf[%three] : i32
  %p4 = vir.gep %buf[%four] : i32
  %p5 = vir.gep %buf[%five] : i32
  %v0 = vir.load %buf : i32
  %v1 = vir.load %p1 : i32
  %v2 = vir.load %p2 : i32
  %v3 = vir.load %p3 : i32
  %v4 = vir.load %p4 : i32
  %v5 = vir.load %p5 : i32
  %fmt = vir.addressof @fmt_dyn : !vir.ptr
  %r = vir.call @printf(%fmt, %v0, %v1, %v2, %v3, %v4, %v5) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32, i32) -> i32
  // An alloca in a loop yields a new slot each iteration.
  %c3 = vir.constant 3 : i32
  %c0i = vir.constant 0 : i32
  %c1i = vir.constant 1 : i32
  %null = vir.null : !vir.ptr
  vir.br ^loop(%c0i, %null, %c1i : i32, !vir.ptr, i32)
^loop(%k: i32, %prev: !vir.ptr, %distinct: i32):
  %go = vir.icmp slt %k, %c3 : i32
  vir.cond_br %go, ^iter, ^end
^iter:
  %slot = vir.alloca i64 align 64
  %same = vir.icmp eq %slot, %prev : !vir.ptr
  %zero = vir.constant 0 : i32
  %d2 = vir.select %same, %zero, %distinct : i1, i32
  %k2 = vir.add %k, %c1i : i32
  vir.br ^loop(%k2, %slot, %d2 : i32, !vir.ptr, i32)
^end:
  %s_d = vir.addressof @s_distinct : !vir.ptr
  %s_s = vir.addressof @s_same : !vir.ptr
  %isd = vir.trunc %distinct : i32 to i1
  %word = vir.select %isd, %s_d, %s_s : i1, !vir.ptr
  %fs = vir.addressof @fmt_slots : !vir.ptr
  %r2 = vir.call @printf(%fs, %k, %word) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, !vir.ptr) -> i32
  vir.return
}

// CHECK-LABEL: static void intrinsics(void) {
// CHECK:         __builtin_memset(v{{[0-9]+}}, (unsigned char)v{{[0-9]+}}, (size_t)(uint64_t)v{{[0-9]+}});
// CHECK:         __builtin_memcpy(v{{[0-9]+}}, v{{[0-9]+}}, (size_t)(uint64_t)v{{[0-9]+}});
// CHECK:         __builtin_memmove(v{{[0-9]+}}, v{{[0-9]+}}, (size_t)(uint32_t)v{{[0-9]+}});
vir.func private @intrinsics() {
  %a = vir.alloca !vir.array<8 x i8>
  %b = vir.alloca !vir.array<8 x i8>
  %c9 = vir.constant 9 : i8
  %c8 = vir.constant 8 : i64
  vir.memset %a, %c9, %c8 : i64
  %c1 = vir.constant 1 : i8
  %c2 = vir.constant 2 : i8
  %c3 = vir.constant 3 : i8
  %c4 = vir.constant 4 : i8
  %i1 = vir.constant 1 : i64
  %i2 = vir.constant 2 : i64
  %i3 = vir.constant 3 : i64
  vir.store %c1, %b : i8
  %b1 = vir.gep %b[%i1] : i8
  vir.store %c2, %b1 : i8
  %b2 = vir.gep %b[%i2] : i8
  vir.store %c3, %b2 : i8
  %b3 = vir.gep %b[%i3] : i8
  vir.store %c4, %b3 : i8
  vir.memcpy %a, %b, %i2 : i64
  // Overlapping move: a = 1 2 9 9 9 9 9 9, a[2..5] = a[0..3] -> 1 2 1 2 9 9 9 9.
  %a2 = vir.gep %a[%i2] : i8
  %n4 = vir.constant 4 : i32
  vir.memmove %a2, %a, %n4 : i32
  %vals = vir.load %a : i64
  %fmt = vir.addressof @fmt_intr : !vir.ptr
  %m = vir.constant 255 : i64
  %s8 = vir.constant 8 : i64
  %s16 = vir.constant 16 : i64
  %s24 = vir.constant 24 : i64
  %s32 = vir.constant 32 : i64
  %s40 = vir.constant 40 : i64
  %s48 = vir.constant 48 : i64
  %s56 = vir.constant 56 : i64
  %x0 = vir.and %vals, %m : i64
  %y1 = vir.lshr %vals, %s8 : i64
  %x1 = vir.and %y1, %m : i64
  %y2 = vir.lshr %vals, %s16 : i64
  %x2 = vir.and %y2, %m : i64
  %y3 = vir.lshr %vals, %s24 : i64
  %x3 = vir.and %y3, %m : i64
  %y4 = vir.lshr %vals, %s32 : i64
  %x4 = vir.and %y4, %m : i64
  %y5 = vir.lshr %vals, %s40 : i64
  %x5 = vir.and %y5, %m : i64
  %y6 = vir.lshr %vals, %s48 : i64
  %x6 = vir.and %y6, %m : i64
  %x7 = vir.lshr %vals, %s56 : i64
  %t0 = vir.trunc %x0 : i64 to i32
  %t1 = vir.trunc %x1 : i64 to i32
  %t2 = vir.trunc %x2 : i64 to i32
  %t3 = vir.trunc %x3 : i64 to i32
  %t4 = vir.trunc %x4 : i64 to i32
  %t5 = vir.trunc %x5 : i64 to i32
  %t6 = vir.trunc %x6 : i64 to i32
  %t7 = vir.trunc %x7 : i64 to i32
  %r = vir.call @printf(%fmt, %t0, %t1, %t2, %t3, %t4, %t5, %t6, %t7) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32, i32, i32, i32) -> i32
  vir.return
}

// Volatile accesses go through volatile lvalues and stay even when their
// value is unused; volatile intrinsics copy byte by byte.
// CHECK-LABEL: static void volatiles(void) {
// CHECK:         *(int32_t volatile *)v{{[0-9]+}} = v{{[0-9]+}};
// CHECK:         v{{[0-9]+}} = *(int32_t volatile *)v{{[0-9]+}};
// CHECK:         {
// CHECK-NEXT:      int32_t vct_unused = 0;
// CHECK-NEXT:      vct_unused = *(int32_t volatile *)v{{[0-9]+}};
// CHECK-NEXT:      (void)vct_unused;
// CHECK-NEXT:    }
// CHECK:         ((volatile unsigned char *)v{{[0-9]+}})[vct_i] = ((volatile unsigned char *)v{{[0-9]+}})[vct_i];
// CHECK:         ((volatile unsigned char *)v{{[0-9]+}})[vct_i] = (unsigned char)v{{[0-9]+}};
// CHECK:         *(volatile unsigned char *)v{{[0-9]+}} = (unsigned char)v{{[0-9]+}};
vir.func private @volatiles() {
  %p = vir.alloca i32
  %q = vir.alloca i32
  %c5 = vir.constant 5 : i32
  vir.store volatile %c5, %p : i32
  %v = vir.load volatile %p : i32
  %unused = vir.load volatile %p : i32
  %n = vir.constant 4 : i64
  vir.memcpy volatile %q, %p, %n : i64
  %w = vir.load %q : i32
  %c6 = vir.constant 6 : i8
  vir.memset volatile %q, %c6, %n : i64
  %x = vir.load %q : i8
  %xw = vir.sext %x : i8 to i32
  %t = vir.constant true
  %b = vir.alloca i1
  vir.store volatile %t, %b : i1
  %lb = vir.load volatile %b : i1
  %xb = vir.zext %lb : i1 to i32
  %fmt = vir.addressof @fmt_vol : !vir.ptr
  %r = vir.call @printf(%fmt, %v, %xw, %xw, %xb) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32
  vir.return
}

// Atomics use GCC's __atomic builtins with the ordering.
// CHECK-LABEL: static void atomics(void) {
// CHECK:         __atomic_store((int32_t *)v{{[0-9]+}}, &v{{[0-9]+}}, __ATOMIC_RELEASE);
// CHECK:         __atomic_load((int32_t *)v{{[0-9]+}}, &v{{[0-9]+}}, __ATOMIC_ACQUIRE);
// CHECK:         __atomic_store((void *volatile *)v{{[0-9]+}}, &v{{[0-9]+}}, __ATOMIC_SEQ_CST);
// CHECK:         __atomic_load((void **)v{{[0-9]+}}, &v{{[0-9]+}}, __ATOMIC_RELAXED);
// CHECK:         __atomic_load((double *)v{{[0-9]+}}, &vct_unused, __ATOMIC_RELAXED);
vir.func private @atomics() {
  %p = vir.alloca i32
  %c11 = vir.constant 11 : i32
  vir.store %c11, %p atomic release align 4 : i32
  %v = vir.load %p atomic acquire align 4 : i32
  %pp = vir.alloca !vir.ptr
  vir.store volatile %p, %pp atomic seq_cst align 8 : !vir.ptr
  %lp = vir.load %pp atomic monotonic align 8 : !vir.ptr
  %c12 = vir.constant 12 : i32
  vir.store %c12, %lp : i32
  %w = vir.load %p : i32
  %fp = vir.alloca f64
  %f = vir.constant 1.0 : f64
  vir.store %f, %fp : f64
  %lf = vir.load %fp atomic unordered align 8 : f64
  %fmt = vir.addressof @fmt_atomic : !vir.ptr
  %r = vir.call @printf(%fmt, %v, %w) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return
}

vir.func @main() -> i32 {
  vir.call @fields() : () -> ()
  vir.call @packed() : () -> ()
  vir.call @odd() : () -> ()
  %i = vir.constant 0 : i64
  vir.call @array(%i) : (i64) -> ()
  %n = vir.constant 6 : i32
  vir.call @dynamic(%n) : (i32) -> ()
  vir.call @intrinsics() : () -> ()
  vir.call @volatiles() : () -> ()
  vir.call @atomics() : () -> ()
  %c0 = vir.constant 0 : i32
  vir.return %c0 : i32
}
