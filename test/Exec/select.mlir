// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Select: branch-free abs, clamp and sign on integers, a selected string
// pointer, a selected double, and a per-element select on vectors.
//
// for each x in {-5, 3, 12, 0, 7, -20}:
//   printf("%d: abs=%d clamp=%d sign=%d %s %.1f\n", x, x < 0 ? -x : x,
//          x < 0 ? 0 : x > 10 ? 10 : x, x > 0 ? 1 : x < 0 ? -1 : 0,
//          x < 0 ? "neg" : "nonneg", x < 0 ? -0.5 : 0.5);
// then the element-wise maximum of {1, 9, -3, 4} and {5, 2, -1, 4}.

// CHECK: -5: abs=5 clamp=0 sign=-1 neg -0.5
// CHECK-NEXT: 3: abs=3 clamp=3 sign=1 nonneg 0.5
// CHECK-NEXT: 12: abs=12 clamp=10 sign=1 nonneg 0.5
// CHECK-NEXT: 0: abs=0 clamp=0 sign=0 nonneg 0.5
// CHECK-NEXT: 7: abs=7 clamp=7 sign=1 nonneg 0.5
// CHECK-NEXT: -20: abs=20 clamp=0 sign=-1 neg -0.5
// CHECK-NEXT: vmax: 5 9 -1 4 sum=17

vir.global private constant @vals : !vir.array<6 x i32> = [-5, 3, 12, 0, 7, -20]
vir.global private constant @neg : !vir.array<4 x i8> = "neg\00"
vir.global private constant @nonneg : !vir.array<7 x i8> = "nonneg\00"
vir.global private constant @fmt : !vir.array<37 x i8> = "%d: abs=%d clamp=%d sign=%d %s %.1f\0A\00"
vir.global private constant @fmt_v : !vir.array<26 x i8> = "vmax: %d %d %d %d sum=%d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %m1 = vir.constant -1 : i32
  %c6 = vir.constant 6 : i32
  %c10 = vir.constant 10 : i32
  %half = vir.constant 0.5 : f64
  %mhalf = vir.constant -0.5 : f64
  vir.br ^loop(%c0 : i32)

^loop(%i: i32):
  %more = vir.icmp slt %i, %c6 : i32
  vir.cond_br %more, ^body, ^vec

^body:
  %i64 = vir.sext %i : i32 to i64
  %t = vir.addressof @vals : !vir.ptr
  %p = vir.gep inbounds %t[0, %i64] : !vir.array<6 x i32>
  %x = vir.load %p align 4 : i32
  %isneg = vir.icmp slt %x, %c0 : i32
  %ispos = vir.icmp sgt %x, %c0 : i32
  %big = vir.icmp sgt %x, %c10 : i32
  %negx = vir.sub %c0, %x : i32
  %abs = vir.select %isneg, %negx, %x : i1, i32
  %hi = vir.select %big, %c10, %x : i1, i32
  %clamp = vir.select %isneg, %c0, %hi : i1, i32
  %s0 = vir.select %isneg, %m1, %c0 : i1, i32
  %sign = vir.select %ispos, %c1, %s0 : i1, i32
  %sn = vir.addressof @neg : !vir.ptr
  %snn = vir.addressof @nonneg : !vir.ptr
  %str = vir.select %isneg, %sn, %snn : i1, !vir.ptr
  %d = vir.select %isneg, %mhalf, %half : i1, f64
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %x, %abs, %clamp, %sign, %str, %d) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, !vir.ptr, f64) -> i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%i1 : i32)

^vec:
  %a = vir.constant dense<[1, 9, -3, 4]> : vector<4xi32>
  %b = vir.constant dense<[5, 2, -1, 4]> : vector<4xi32>
  %gt = vir.icmp sgt %a, %b : vector<4xi32>
  %mx = vir.select %gt, %a, %b : vector<4xi1>, vector<4xi32>
  %k0 = vir.constant 0 : i64
  %k1 = vir.constant 1 : i64
  %k2 = vir.constant 2 : i64
  %k3 = vir.constant 3 : i64
  %e0 = vir.extract %mx[%k0 : i64] : vector<4xi32>
  %e1 = vir.extract %mx[%k1 : i64] : vector<4xi32>
  %e2 = vir.extract %mx[%k2 : i64] : vector<4xi32>
  %e3 = vir.extract %mx[%k3 : i64] : vector<4xi32>
  %sum = vir.reduce add %mx : vector<4xi32>
  %fv = vir.addressof @fmt_v : !vir.ptr
  %nv = vir.call @printf(%fv, %e0, %e1, %e2, %e3, %sum) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
