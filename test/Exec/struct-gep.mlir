// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// GEPs into structures: an array of struct point {int x; int y;} filled and
// summed field by field, then the x86-64 layout of a padded and a packed
// structure measured with address differences.
//
// struct point { int x, y; };
// int main(void) {
//   struct point pts[4];
//   for (int i = 0; i < 4; ++i) { pts[i].x = i + 1; pts[i].y = (i + 1) * 10; }
//   int sx = 0, sy = 0;
//   for (int i = 0; i < 4; ++i) { sx += pts[i].x; sy += pts[i].y; }
//   printf("sum x = %d, sum y = %d\n", sx, sy);
//   struct { char a; long b; short c; } s[2];        // offsets 8, 16; size 24
//   struct __attribute__((packed)) { char a; int b; } p[2];  // offset 1; size 5
//   ...
// }

// CHECK: sum x = 10, sum y = 100
// CHECK-NEXT: padded: 8 16 24
// CHECK-NEXT: packed: 1 5
// CHECK-NEXT: fields: 7 -123456789012 -2 305419896

vir.global private constant @fmt_sum : !vir.array<24 x i8> = "sum x = %d, sum y = %d\0A\00"
vir.global private constant @fmt_pad : !vir.array<21 x i8> = "padded: %ld %ld %ld\0A\00"
vir.global private constant @fmt_pack : !vir.array<17 x i8> = "packed: %ld %ld\0A\00"
vir.global private constant @fmt_fields : !vir.array<22 x i8> = "fields: %d %ld %d %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c4 = vir.constant 4 : i32
  %c10 = vir.constant 10 : i32
  %pts = vir.alloca !vir.array<4 x !vir.struct<i32, i32>> align 4 {vir.traits = [#vir.nocapture]}
  vir.br ^fill(%c0 : i32)

^fill(%i: i32):
  %more = vir.icmp slt %i, %c4 : i32
  vir.cond_br %more, ^fill_body, ^sum(%c0, %c0, %c0 : i32, i32, i32)

^fill_body:
  %i64 = vir.sext %i : i32 to i64
  %px = vir.gep inbounds %pts[0, %i64, 0] : !vir.array<4 x !vir.struct<i32, i32>>
  %py = vir.gep inbounds %pts[0, %i64, 1] : !vir.array<4 x !vir.struct<i32, i32>>
  %x = vir.add %i, %c1 nsw : i32
  %y = vir.mul %x, %c10 nsw : i32
  vir.store %x, %px align 4 : i32
  vir.store %y, %py align 4 : i32
  vir.br ^fill(%x : i32)

^sum(%j: i32, %sx: i32, %sy: i32):
  %more2 = vir.icmp slt %j, %c4 : i32
  vir.cond_br %more2, ^sum_body, ^layout

^sum_body:
  %j64 = vir.sext %j : i32 to i64
  // Step over whole points from the first one.
  %first = vir.gep inbounds %pts[0, 0] : !vir.array<4 x !vir.struct<i32, i32>>
  %pt = vir.gep inbounds %first[%j64] : !vir.struct<i32, i32>
  %qx = vir.gep inbounds %pt[0, 0] : !vir.struct<i32, i32>
  %qy = vir.gep inbounds %pt[0, 1] : !vir.struct<i32, i32>
  %vx = vir.load %qx align 4 : i32
  %vy = vir.load %qy align 4 : i32
  %sx1 = vir.add %sx, %vx nsw : i32
  %sy1 = vir.add %sy, %vy nsw : i32
  %j1 = vir.add %j, %c1 nsw : i32
  vir.br ^sum(%j1, %sx1, %sy1 : i32, i32, i32)

^layout:
  %f0 = vir.addressof @fmt_sum : !vir.ptr
  %n0 = vir.call @printf(%f0, %sx, %sy) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32

  %s = vir.alloca !vir.array<2 x !vir.struct<i8, i64, i16>> align 8
  %sb = vir.gep inbounds %s[0, 0, 1] : !vir.array<2 x !vir.struct<i8, i64, i16>>
  %sc = vir.gep inbounds %s[0, 0, 2] : !vir.array<2 x !vir.struct<i8, i64, i16>>
  %s1 = vir.gep inbounds %s[0, 1] : !vir.array<2 x !vir.struct<i8, i64, i16>>
  %base = vir.ptrtoint %s : !vir.ptr to i64
  %ab = vir.ptrtoint %sb : !vir.ptr to i64
  %ac = vir.ptrtoint %sc : !vir.ptr to i64
  %a1 = vir.ptrtoint %s1 : !vir.ptr to i64
  %ob = vir.sub %ab, %base : i64
  %oc = vir.sub %ac, %base : i64
  %o1 = vir.sub %a1, %base : i64
  %f1 = vir.addressof @fmt_pad : !vir.ptr
  %n1 = vir.call @printf(%f1, %ob, %oc, %o1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i64, i64, i64) -> i32

  %p = vir.alloca !vir.array<2 x !vir.struct<packed i8, i32>> align 1
  %pb = vir.gep inbounds %p[0, 0, 1] : !vir.array<2 x !vir.struct<packed i8, i32>>
  %p1 = vir.gep inbounds %p[0, 1] : !vir.array<2 x !vir.struct<packed i8, i32>>
  %pbase = vir.ptrtoint %p : !vir.ptr to i64
  %apb = vir.ptrtoint %pb : !vir.ptr to i64
  %ap1 = vir.ptrtoint %p1 : !vir.ptr to i64
  %opb = vir.sub %apb, %pbase : i64
  %op1 = vir.sub %ap1, %pbase : i64
  %f2 = vir.addressof @fmt_pack : !vir.ptr
  %n2 = vir.call @printf(%f2, %opb, %op1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i64, i64) -> i32

  // Store to every field and read them back (the packed i32 is unaligned).
  %sa = vir.gep inbounds %s[0, 1, 0] : !vir.array<2 x !vir.struct<i8, i64, i16>>
  %sb1 = vir.gep inbounds %s[0, 1, 1] : !vir.array<2 x !vir.struct<i8, i64, i16>>
  %sc1 = vir.gep inbounds %s[0, 1, 2] : !vir.array<2 x !vir.struct<i8, i64, i16>>
  %va = vir.constant 7 : i8
  %vb = vir.constant -123456789012 : i64
  %vc = vir.constant -2 : i16
  %vp = vir.constant 305419896 : i32
  vir.store %va, %sa align 8 : i8
  vir.store %vb, %sb1 align 8 : i64
  vir.store %vc, %sc1 align 2 : i16
  %pb1 = vir.gep inbounds %p[0, 1, 1] : !vir.array<2 x !vir.struct<packed i8, i32>>
  vir.store %vp, %pb1 align 1 : i32
  %ra = vir.load %sa align 8 : i8
  %rb = vir.load %sb1 align 8 : i64
  %rc = vir.load %sc1 align 2 : i16
  %rp = vir.load %pb1 align 1 : i32
  %ra32 = vir.sext %ra : i8 to i32
  %rc32 = vir.sext %rc : i16 to i32
  %f3 = vir.addressof @fmt_fields : !vir.ptr
  %n3 = vir.call @printf(%f3, %ra32, %rb, %rc32, %rp) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i64, i32, i32) -> i32
  vir.return %c0 : i32
}
