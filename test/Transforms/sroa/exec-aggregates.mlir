// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// After SROA alone (and proof that it split the slots it may), then SROA
// and mem2reg:
// RUN: vct-mlir-opt --sroa --verify-each %s -o %t.sroa.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.sroa.mlir
// RUN: vct-translate --vir-to-llvmir %t.sroa.mlir -o %t.sroa.ll && lli %t.sroa.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.sroa.mlir -o %t.sroa.c && %cc %t.sroa.c -o %t.sroa.exe && %t.sroa.exe | FileCheck %s
// RUN: vct-mlir-opt --sroa --mem2reg --verify-each %s -o %t.m2r.mlir
// RUN: vct-translate --vir-to-llvmir %t.m2r.mlir -o %t.m2r.ll && lli %t.m2r.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.m2r.mlir -o %t.m2r.c && %cc %t.m2r.c -o %t.m2r.exe && %t.m2r.exe | FileCheck %s
// After the whole optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Structures and small arrays in nocapture slots: a point updated field by
// field in a loop, a pair filled by memcpy from a global and copied out
// field-wise, a zeroed array, and a padded structure copied out whole
// (not split into fields, but retyped into one slot per partition, the
// padding a partition of its own). Split or not, the program prints the
// same.

// CHECK: point = (10, -5)
// CHECK-NEXT: pair = 7 9
// CHECK-NEXT: copy = 7 9
// CHECK-NEXT: zeroed = 0 12
// CHECK-NEXT: padded = 3 4000000000

// IR-LABEL: vir.func private @walk(
// IR-NOT: !vir.struct
// IR-LABEL: vir.func private @pair_sum(
// IR-NOT: vir.alloca !vir.struct
// IR-LABEL: vir.func private @zeroed(
// IR-NOT: vir.alloca !vir.array
// IR-LABEL: vir.func private @padded(
// IR-NOT: vir.alloca !vir.struct
// IR: vir.alloca i32 align 8 {vir.traits = [#vir.nocapture]}
// IR: vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
// IR: vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
// IR-LABEL: vir.func @main(

vir.global private constant @fmt_pt : !vir.array<18 x i8> = "point = (%d, %d)\0A\00"
vir.global private constant @fmt_pair : !vir.array<14 x i8> = "pair = %d %d\0A\00"
vir.global private constant @fmt_copy : !vir.array<14 x i8> = "copy = %d %d\0A\00"
vir.global private constant @fmt_zero : !vir.array<16 x i8> = "zeroed = %d %d\0A\00"
vir.global private constant @fmt_pad : !vir.array<18 x i8> = "padded = %d %lld\0A\00"
vir.global private constant @init_pair : !vir.array<2 x i32> = [7, 9]
vir.global private @out_pair : !vir.array<2 x i32> = [0, 0]
vir.global private @out_pad : !vir.struct<i32, i64> = zeroinit

vir.func private @printf(!vir.ptr, ...) -> i32

// struct { int x, y; } p = {0, 0};
// for (int i = 0; i < 5; ++i) { p.x += 2; p.y -= 1; }
vir.func private @walk() {
  %p = vir.alloca !vir.struct<i32, i32> align 4 {vir.traits = [#vir.nocapture]}
  %px = vir.gep inbounds %p[0, 0] : !vir.struct<i32, i32>
  %py = vir.gep inbounds %p[0, 1] : !vir.struct<i32, i32>
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c5 = vir.constant 5 : i32
  vir.store %c0, %px align 4 : i32
  vir.store %c0, %py align 4 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %more = vir.icmp slt %i, %c5 : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %x = vir.load %px align 4 : i32
  %x2 = vir.add %x, %c2 : i32
  vir.store %x2, %px align 4 : i32
  %y = vir.load %py align 4 : i32
  %y2 = vir.sub %y, %c1 : i32
  vir.store %y2, %py align 4 : i32
  %i2 = vir.add %i, %c1 : i32
  vir.br ^header(%i2 : i32)
^exit:
  %fx = vir.load %px align 4 : i32
  %fy = vir.load %py align 4 : i32
  %f = vir.addressof @fmt_pt : !vir.ptr
  %n = vir.call @printf(%f, %fx, %fy) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return
}

// int a[2]; memcpy(a, init_pair, 8); print a[0], a[1]; memcpy(out_pair, a, 8);
vir.func private @pair_sum() {
  %a = vir.alloca !vir.array<2 x i32> align 4 {vir.traits = [#vir.nocapture]}
  %len = vir.constant 8 : i64
  %src = vir.addressof @init_pair : !vir.ptr
  vir.memcpy %a, %src, %len : i64
  %e0 = vir.gep inbounds %a[0, 0] : !vir.array<2 x i32>
  %e1 = vir.gep inbounds %a[0, 1] : !vir.array<2 x i32>
  %v0 = vir.load %e0 align 4 : i32
  %v1 = vir.load %e1 align 4 : i32
  %f = vir.addressof @fmt_pair : !vir.ptr
  %n = vir.call @printf(%f, %v0, %v1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %dst = vir.addressof @out_pair : !vir.ptr
  vir.memcpy %dst, %a, %len : i64
  vir.return
}

// int a[3]; memset(a, 0, 12); a[2] = 12; print a[0], a[2];
vir.func private @zeroed() {
  %a = vir.alloca !vir.array<3 x i32> align 4 {vir.traits = [#vir.nocapture]}
  %len = vir.constant 12 : i64
  %zero = vir.constant 0 : i8
  vir.memset %a, %zero, %len : i64
  %e2 = vir.gep inbounds %a[0, 2] : !vir.array<3 x i32>
  %c12 = vir.constant 12 : i32
  vir.store %c12, %e2 align 4 : i32
  %e0 = vir.gep inbounds %a[0, 0] : !vir.array<3 x i32>
  %v0 = vir.load %e0 align 4 : i32
  %v2 = vir.load %e2 align 4 : i32
  %f = vir.addressof @fmt_zero : !vir.ptr
  %n = vir.call @printf(%f, %v0, %v2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return
}

// struct { int a; long long b; } s = {3, 4000000000}; out_pad = s; (a copy
// out of the padded structure: not split).
vir.func private @padded() {
  %s = vir.alloca !vir.struct<i32, i64> align 8 {vir.traits = [#vir.nocapture]}
  %sa = vir.gep inbounds %s[0, 0] : !vir.struct<i32, i64>
  %sb = vir.gep inbounds %s[0, 1] : !vir.struct<i32, i64>
  %c3 = vir.constant 3 : i32
  %big = vir.constant 4000000000 : i64
  vir.store %c3, %sa align 8 : i32
  vir.store %big, %sb align 8 : i64
  %len = vir.constant 16 : i64
  %t = vir.addressof @out_pad : !vir.ptr
  vir.memcpy %t, %s, %len : i64
  %tb = vir.gep inbounds %t[0, 1] : !vir.struct<i32, i64>
  %va = vir.load %t align 8 : i32
  %vb = vir.load %tb align 8 : i64
  %f = vir.addressof @fmt_pad : !vir.ptr
  %n = vir.call @printf(%f, %va, %vb) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i64) -> i32
  vir.return
}

vir.func @main() -> i32 {
  vir.call @walk() : () -> ()
  vir.call @pair_sum() : () -> ()
  %dst = vir.addressof @out_pair : !vir.ptr
  %d1 = vir.gep inbounds %dst[0, 1] : !vir.array<2 x i32>
  %o0 = vir.load %dst align 4 : i32
  %o1 = vir.load %d1 align 4 : i32
  %f = vir.addressof @fmt_copy : !vir.ptr
  %n = vir.call @printf(%f, %o0, %o1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.call @zeroed() : () -> ()
  vir.call @padded() : () -> ()
  %c0 = vir.constant 0 : i32
  vir.return %c0 : i32
}
