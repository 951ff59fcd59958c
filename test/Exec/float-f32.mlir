// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// f32 arithmetic (rounded to single precision at every step, widened with
// fpext for printf), conversions, fneg of zero and NaN comparisons.
//
// int main(void) {
//   float a = 1.5f, b = 0.1f;
//   printf("%.9f %.9f %.9f\n", (double)(a * b), (double)(a / b), (double)(a - b));
//   float s = 0; for (int i = 0; i < 10; ++i) s += b;        // single precision
//   double d = 0; for (int i = 0; i < 10; ++i) d += 0.1;     // double precision
//   printf("%.9f %.17g\n", (double)s, d);
//   printf("%.9f\n", (double)(float)3.141592653589793);
//   printf("%d %.1f %.1f %.1f\n", (int)-7.9f, (double)(float)4294967295u, (double)(float)-1, -0.0);
//   double nan = 0.0 / 0.0;   // computed at run time
//   printf("%d %d %d %d %d\n", isunordered(nan, 1.0), nan == 1.0, nan != 1.0,
//          nan < 1.0, !(nan >= 1.0));
// }

// CHECK: 0.150000006 15.000000000 1.399999976
// CHECK-NEXT: 1.000000119 0.99999999999999989
// CHECK-NEXT: 3.141592741
// CHECK-NEXT: -7 4294967296.0 -1.0 -0.0
// CHECK-NEXT: 1 0 1 0 1

vir.global private constant @fmt_ops : !vir.array<16 x i8> = "%.9f %.9f %.9f\0A\00"
vir.global private constant @fmt_sums : !vir.array<12 x i8> = "%.9f %.17g\0A\00"
vir.global private constant @fmt_one : !vir.array<6 x i8> = "%.9f\0A\00"
vir.global private constant @fmt_conv : !vir.array<19 x i8> = "%d %.1f %.1f %.1f\0A\00"
vir.global private constant @fmt_cmp : !vir.array<16 x i8> = "%d %d %d %d %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c10 = vir.constant 10 : i32
  %a = vir.constant 1.5 : f32
  %b = vir.constant 0.1 : f32
  %prod = vir.fmul %a, %b : f32
  %quot = vir.fdiv %a, %b : f32
  %diff = vir.fsub %a, %b : f32
  %prod64 = vir.fpext %prod : f32 to f64
  %quot64 = vir.fpext %quot : f32 to f64
  %diff64 = vir.fpext %diff : f32 to f64
  %f0 = vir.addressof @fmt_ops : !vir.ptr
  %n0 = vir.call @printf(%f0, %prod64, %quot64, %diff64) vararg((!vir.ptr) -> i32) : (!vir.ptr, f64, f64, f64) -> i32
  %zf = vir.constant 0.0 : f32
  %zd = vir.constant 0.0 : f64
  %tenth = vir.constant 0.1 : f64
  vir.br ^loop(%c0, %zf, %zd : i32, f32, f64)

^loop(%i: i32, %s: f32, %d: f64):
  %more = vir.icmp slt %i, %c10 : i32
  vir.cond_br %more, ^body, ^done

^body:
  %s1 = vir.fadd %s, %b : f32
  %d1 = vir.fadd %d, %tenth : f64
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%i1, %s1, %d1 : i32, f32, f64)

^done:
  %s64 = vir.fpext %s : f32 to f64
  %f1 = vir.addressof @fmt_sums : !vir.ptr
  %n1 = vir.call @printf(%f1, %s64, %d) vararg((!vir.ptr) -> i32) : (!vir.ptr, f64, f64) -> i32

  %pi = vir.constant 3.141592653589793 : f64
  %pi32 = vir.fptrunc %pi : f64 to f32
  %pi64 = vir.fpext %pi32 : f32 to f64
  %f2 = vir.addressof @fmt_one : !vir.ptr
  %n2 = vir.call @printf(%f2, %pi64) vararg((!vir.ptr) -> i32) : (!vir.ptr, f64) -> i32

  %m = vir.constant -7.9 : f32
  %mi = vir.fptosi %m : f32 to i32
  %umax = vir.constant -1 : i32
  %uf = vir.uitofp %umax : i32 to f32
  %uf64 = vir.fpext %uf : f32 to f64
  %sf = vir.sitofp %umax : i32 to f32
  %sf64 = vir.fpext %sf : f32 to f64
  %negz = vir.fneg %zd : f64
  %f3 = vir.addressof @fmt_conv : !vir.ptr
  %n3 = vir.call @printf(%f3, %mi, %uf64, %sf64, %negz) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, f64, f64, f64) -> i32

  %oned = vir.constant 1.0 : f64
  %nan = vir.fdiv %zd, %zd : f64
  %uno = vir.fcmp uno %nan, %oned : f64
  %oeq = vir.fcmp oeq %nan, %oned : f64
  %une = vir.fcmp une %nan, %oned : f64
  %olt = vir.fcmp olt %nan, %oned : f64
  %ult = vir.fcmp ult %nan, %oned : f64
  %r0 = vir.zext %uno : i1 to i32
  %r1 = vir.zext %oeq : i1 to i32
  %r2 = vir.zext %une : i1 to i32
  %r3 = vir.zext %olt : i1 to i32
  %r4 = vir.zext %ult : i1 to i32
  %f4 = vir.addressof @fmt_cmp : !vir.ptr
  %n4 = vir.call @printf(%f4, %r0, %r1, %r2, %r3, %r4) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
