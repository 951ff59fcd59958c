// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc -c %t.c -o %t.o

// The C spelling of VIR's scalar types and integer operations. An iN value
// lives in int8_t..int64_t (_Bool for i1) sign-extended from bit N-1;
// arithmetic runs in uint32_t/uint64_t (no signed overflow in C) and the
// result is cut back to N bits; unsigned operations read the zero-extended
// value; shift amounts are masked (a shift by the width or more is poison in
// VIR, undefined in C). int-semantics.mlir runs all of it.

// CHECK-LABEL: void types(_Bool v0, int8_t v1, int16_t v2, int32_t v3, int64_t v4, float v5, double v6, void *v7, int8_t v8, int32_t v9, int64_t v10) {
// Unused parameters are marked used.
// CHECK:         (void)v0;
// CHECK:         (void)v10;
vir.func @types(%a: i1, %b: i8, %c: i16, %d: i32, %e: i64, %f: f32, %g: f64,
                %h: !vir.ptr, %i: i7, %j: i24, %k: i48) {
  vir.return
}

// CHECK-LABEL: int32_t ops32(int32_t v0, int32_t v1) {
// Every value is a local declared at the top and zero-initialized.
// CHECK-NEXT:    int32_t v2 = 0;
// CHECK:         v2 = (int32_t)((uint32_t)v0 + (uint32_t)v1);
// CHECK-NEXT:    v3 = (int32_t)((uint32_t)v2 - (uint32_t)v1);
// CHECK-NEXT:    v4 = (int32_t)((uint32_t)v3 * (uint32_t)v1);
// CHECK-NEXT:    v5 = (int32_t)((uint32_t)v4 << ((uint32_t)v1 & 31u));
// CHECK-NEXT:    v6 = (int32_t)((uint32_t)v5 >> ((uint32_t)v1 & 31u));
// CHECK-NEXT:    v7 = (int32_t)((uint32_t)(v6 >> ((uint32_t)v1 & 31u)));
// CHECK-NEXT:    v8 = (int32_t)((uint32_t)v7 / (uint32_t)v1);
// CHECK-NEXT:    v9 = (int32_t)((uint32_t)(v8 / v1));
// CHECK-NEXT:    v10 = (int32_t)((uint32_t)v9 % (uint32_t)v1);
// CHECK-NEXT:    v11 = (int32_t)((uint32_t)(v10 % v1));
// CHECK-NEXT:    v12 = (v11 & v1);
// CHECK-NEXT:    v13 = (v12 | v1);
// CHECK-NEXT:    v14 = (v13 ^ v1);
// CHECK-NEXT:    return v14;
vir.func @ops32(%a: i32, %b: i32) -> i32 {
  %0 = vir.add %a, %b nsw : i32
  %1 = vir.sub %0, %b : i32
  %2 = vir.mul %1, %b nuw : i32
  %3 = vir.shl %2, %b : i32
  %4 = vir.lshr %3, %b : i32
  %5 = vir.ashr %4, %b exact : i32
  %6 = vir.udiv %5, %b : i32
  %7 = vir.sdiv %6, %b : i32
  %8 = vir.urem %7, %b : i32
  %9 = vir.srem %8, %b : i32
  %10 = vir.and %9, %b : i32
  %11 = vir.or %10, %b : i32
  %12 = vir.xor %11, %b : i32
  vir.return %12 : i32
}

// Narrow types: unsigned operations go through uint8_t; arithmetic is done
// in uint32_t (uint16_t * uint16_t would overflow int).
// CHECK-LABEL: int16_t ops16(int16_t v0, int16_t v1) {
// CHECK:         v2 = (int16_t)((uint32_t)v0 * (uint32_t)v1);
// CHECK-NEXT:    v3 = (int16_t)((uint32_t)(uint16_t)v2 / (uint32_t)(uint16_t)v1);
// CHECK-NEXT:    v4 = (int16_t)((uint32_t)(uint16_t)v3 >> ((uint32_t)(uint16_t)v1 & 31u));
vir.func @ops16(%a: i16, %b: i16) -> i16 {
  %0 = vir.mul %a, %b : i16
  %1 = vir.udiv %0, %b : i16
  %2 = vir.lshr %1, %b : i16
  vir.return %2 : i16
}

// CHECK-LABEL: int64_t ops64(int64_t v0, int64_t v1) {
// CHECK:         v2 = (int64_t)((uint64_t)v0 * (uint64_t)v1);
// CHECK-NEXT:    v3 = (int64_t)((uint64_t)(v2 >> ((uint64_t)v1 & 63u)));
// CHECK-NEXT:    v4 = (int64_t)((uint64_t)v3 / (uint64_t)v1);
vir.func @ops64(%a: i64, %b: i64) -> i64 {
  %0 = vir.mul %a, %b : i64
  %1 = vir.ashr %0, %b : i64
  %2 = vir.udiv %1, %b : i64
  vir.return %2 : i64
}

// i1 is _Bool holding 0 or 1: results keep bit 0; its signed value is 0 or
// -1.
// CHECK-LABEL: _Bool ops1(_Bool v0, _Bool v1) {
// CHECK:         v2 = (_Bool)(((uint32_t)v0 + (uint32_t)v1) & 1u);
// CHECK-NEXT:    v3 = (_Bool)(((uint32_t)((-(int32_t)v2) >> ((uint32_t)v1 & 31u))) & 1u);
// CHECK-NEXT:    v4 = ((-(int32_t)v3) < (-(int32_t)v0));
vir.func @ops1(%a: i1, %b: i1) -> i1 {
  %0 = vir.add %a, %b : i1
  %1 = vir.ashr %0, %b : i1
  %2 = vir.icmp slt %1, %a : i1
  vir.return %2 : i1
}

// Odd widths: the result is sign-extended from bit N-1 by a shift pair;
// unsigned operations mask.
// CHECK-LABEL: int32_t ops24(int32_t v0, int32_t v1) {
// CHECK:         v2 = (int32_t)((int32_t)((uint32_t)((uint32_t)v0 + (uint32_t)v1) << 8) >> 8);
// CHECK-NEXT:    v3 = (int32_t)((int32_t)((uint32_t)(((uint32_t)v2 & 0xffffffu) / ((uint32_t)v1 & 0xffffffu)) << 8) >> 8);
// CHECK-NEXT:    v4 = (((uint32_t)v3 & 0xffffffu) < ((uint32_t)v0 & 0xffffffu));
// CHECK-NEXT:    v5 = (v3 < v0);
vir.func @ops24(%a: i24, %b: i24) -> i24 {
  %0 = vir.add %a, %b : i24
  %1 = vir.udiv %0, %b : i24
  %2 = vir.icmp ult %1, %a : i24
  %3 = vir.icmp slt %1, %a : i24
  %4 = vir.select %2, %0, %1 : i1, i24
  %5 = vir.select %3, %4, %a : i1, i24
  vir.return %5 : i24
}

// CHECK-LABEL: int64_t ops40(int64_t v0, int64_t v1) {
// CHECK:         v2 = (int64_t)((int64_t)((uint64_t)((uint64_t)v0 - (uint64_t)v1) << 24) >> 24);
// CHECK-NEXT:    v3 = (int64_t)((int64_t)((uint64_t)(((uint64_t)v2 & UINT64_C(0xffffffffff)) >> (((uint64_t)v1 & UINT64_C(0xffffffffff)) & 63u)) << 24) >> 24);
vir.func @ops40(%a: i40, %b: i40) -> i40 {
  %0 = vir.sub %a, %b : i40
  %1 = vir.lshr %0, %b : i40
  vir.return %1 : i40
}

// Comparisons: signed ones on the containers, unsigned ones on the
// zero-extended values, pointers through (u)intptr_t; a comparison of a
// value with itself is a constant.
// CHECK-LABEL: _Bool cmp(int8_t v0, int8_t v1, void *v2, void *v3) {
// CHECK:         v4 = (v0 == v1);
// CHECK-NEXT:    v5 = (v0 >= v1);
// CHECK-NEXT:    v6 = ((uint32_t)(uint8_t)v0 > (uint32_t)(uint8_t)v1);
// CHECK-NEXT:    v7 = (v2 != v3);
// CHECK-NEXT:    v8 = ((uintptr_t)v2 <= (uintptr_t)v3);
// CHECK-NEXT:    v9 = ((intptr_t)v2 < (intptr_t)v3);
// CHECK-NEXT:    v10 = 1;
// CHECK-NEXT:    v11 = 0;
vir.func @cmp(%a: i8, %b: i8, %p: !vir.ptr, %q: !vir.ptr) -> i1 {
  %0 = vir.icmp eq %a, %b : i8
  %1 = vir.icmp sge %a, %b : i8
  %2 = vir.icmp ugt %a, %b : i8
  %3 = vir.icmp ne %p, %q : !vir.ptr
  %4 = vir.icmp ule %p, %q : !vir.ptr
  %5 = vir.icmp slt %p, %q : !vir.ptr
  %6 = vir.icmp uge %a, %a : i8
  %7 = vir.icmp ne %p, %p : !vir.ptr
  %8 = vir.and %0, %1 : i1
  %9 = vir.and %8, %2 : i1
  %10 = vir.and %9, %3 : i1
  %11 = vir.and %10, %4 : i1
  %12 = vir.and %11, %5 : i1
  %13 = vir.and %12, %6 : i1
  %14 = vir.or %13, %7 : i1
  vir.return %14 : i1
}

// Conversions.
// CHECK-LABEL: int64_t casts(int8_t v0, int32_t v1, _Bool v2, void *v3) {
// CHECK:         v4 = (int64_t)(uint64_t)(uint32_t)(uint8_t)v0;
// CHECK-NEXT:    v5 = (int64_t)v0;
// CHECK-NEXT:    v6 = (int16_t)(uint32_t)v1;
// CHECK-NEXT:    v7 = (_Bool)((uint32_t)v1 & 1u);
// CHECK-NEXT:    v8 = (int32_t)(-(int32_t)v2);
// CHECK-NEXT:    v9 = (int32_t)(uint32_t)v2;
// CHECK-NEXT:    v10 = (int32_t)((int32_t)((uint32_t)v1 << 8) >> 8);
// CHECK-NEXT:    v11 = (int64_t)((uint64_t)(uintptr_t)v3);
// CHECK-NEXT:    v12 = (int32_t)((uint64_t)(uintptr_t)v3);
// CHECK-NEXT:    v13 = (void *)(uintptr_t)(uint32_t)v1;
vir.func @casts(%a: i8, %b: i32, %c: i1, %p: !vir.ptr) -> i64 {
  %0 = vir.zext %a : i8 to i64
  %1 = vir.sext %a : i8 to i64
  %2 = vir.trunc %b : i32 to i16
  %3 = vir.trunc %b : i32 to i1
  %4 = vir.sext %c : i1 to i32
  %5 = vir.zext %c : i1 to i32
  %6 = vir.trunc %b : i32 to i24
  %7 = vir.ptrtoint %p : !vir.ptr to i64
  %8 = vir.ptrtoint %p : !vir.ptr to i32
  %9 = vir.inttoptr %b : i32 to !vir.ptr
  %s = vir.sext %2 : i16 to i64
  %t = vir.zext %3 : i1 to i64
  %u = vir.sext %4 : i32 to i64
  %v = vir.zext %5 : i32 to i64
  %w = vir.sext %6 : i24 to i64
  %x = vir.zext %8 : i32 to i64
  %y = vir.ptrtoint %9 : !vir.ptr to i64
  %r0 = vir.add %0, %1 : i64
  %r1 = vir.add %r0, %s : i64
  %r2 = vir.add %r1, %t : i64
  %r3 = vir.add %r2, %u : i64
  %r4 = vir.add %r3, %v : i64
  %r5 = vir.add %r4, %w : i64
  %r6 = vir.add %r5, %7 : i64
  %r7 = vir.add %r6, %x : i64
  %r8 = vir.add %r7, %y : i64
  vir.return %r8 : i64
}

// Constants: in the container's range, with the extreme values spelled so
// C never sees an out-of-range literal.
// CHECK-LABEL: int64_t constants(void) {
// CHECK:         v0 = -1;
// CHECK-NEXT:    v1 = (-2147483647 - 1);
// CHECK-NEXT:    v2 = (-INT64_C(9223372036854775807) - 1);
// CHECK-NEXT:    v3 = INT64_C(9223372036854775807);
// CHECK-NEXT:    v4 = -1;
// CHECK-NEXT:    v5 = 1;
// CHECK-NEXT:    v6 = -8388608;
// CHECK-NEXT:    v7 = (void *)0;
// CHECK-NEXT:    v8 = 0;
vir.func @constants() -> i64 {
  %0 = vir.constant 255 : i8
  %1 = vir.constant -2147483648 : i32
  %2 = vir.constant -9223372036854775808 : i64
  %3 = vir.constant 9223372036854775807 : i64
  %4 = vir.constant -1 : i64
  %5 = vir.constant true
  %6 = vir.constant 8388608 : i24
  %7 = vir.null : !vir.ptr
  %8 = vir.undef : i64
  %a = vir.sext %0 : i8 to i64
  %b = vir.sext %1 : i32 to i64
  %c = vir.zext %5 : i1 to i64
  %d = vir.sext %6 : i24 to i64
  %e = vir.ptrtoint %7 : !vir.ptr to i64
  %s0 = vir.add %a, %b : i64
  %s1 = vir.add %s0, %2 : i64
  %s2 = vir.add %s1, %3 : i64
  %s3 = vir.add %s2, %4 : i64
  %s4 = vir.add %s3, %c : i64
  %s5 = vir.add %s4, %d : i64
  %s6 = vir.add %s5, %e : i64
  %s7 = vir.add %s6, %8 : i64
  vir.return %s7 : i64
}

// Dead values are neither computed nor declared.
// CHECK-LABEL: int32_t dead(int32_t v0) {
// CHECK-NEXT:    return v0;
// CHECK-NEXT:  }
vir.func @dead(%a: i32) -> i32 {
  %0 = vir.mul %a, %a : i32
  %1 = vir.sdiv %0, %a : i32
  vir.return %a : i32
}
