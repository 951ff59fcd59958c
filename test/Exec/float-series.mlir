// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// f64 loops: the Leibniz series for pi (1000 terms), e as the sum of 1/k!
// and the harmonic number H(10); loop-carried doubles are block arguments.
//
// int main(void) {
//   double s = 0, sign = 1;
//   for (int k = 0; k < 1000; ++k) { s += sign / (2.0 * k + 1.0); sign = -sign; }
//   double pi = 4 * s;
//   printf("pi ~ %.6f\n", pi); printf("(int)(pi * 1000) = %d\n", (int)(pi * 1000));
//   double e = 0, term = 1;
//   for (int k = 0; k < 16; ++k) { e += term; term /= k + 1; }
//   printf("e ~ %.6f\n", e);
//   double h = 0; for (int k = 1; k <= 10; ++k) h += 1.0 / k;
//   printf("H(10) = %.6f\n", h);
// }

// CHECK: pi ~ 3.140593
// CHECK-NEXT: (int)(pi * 1000) = 3140
// CHECK-NEXT: e ~ 2.718282
// CHECK-NEXT: H(10) = 2.928968

vir.global private constant @fmt_pi : !vir.array<11 x i8> = "pi ~ %.6f\0A\00"
vir.global private constant @fmt_pi_int : !vir.array<23 x i8> = "(int)(pi * 1000) = %d\0A\00"
vir.global private constant @fmt_e : !vir.array<10 x i8> = "e ~ %.6f\0A\00"
vir.global private constant @fmt_h : !vir.array<14 x i8> = "H(10) = %.6f\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c10 = vir.constant 10 : i32
  %c16 = vir.constant 16 : i32
  %c1000 = vir.constant 1000 : i32
  %zero = vir.constant 0.0 : f64
  %onef = vir.constant 1.0 : f64
  %twof = vir.constant 2.0 : f64
  %fourf = vir.constant 4.0 : f64
  %thousand = vir.constant 1000.0 : f64
  vir.br ^pi_loop(%c0, %zero, %onef : i32, f64, f64)

^pi_loop(%k: i32, %s: f64, %sign: f64):
  %more = vir.icmp slt %k, %c1000 : i32
  vir.cond_br %more, ^pi_body, ^pi_done

^pi_body:
  %kf = vir.sitofp %k : i32 to f64
  %twok = vir.fmul %twof, %kf : f64
  %den = vir.fadd %twok, %onef : f64
  %t = vir.fdiv %sign, %den : f64
  %s1 = vir.fadd %s, %t : f64
  %sign1 = vir.fneg %sign : f64
  %k1 = vir.add %k, %c1 nsw : i32
  vir.br ^pi_loop(%k1, %s1, %sign1 : i32, f64, f64)

^pi_done:
  %pi = vir.fmul %fourf, %s : f64
  %f0 = vir.addressof @fmt_pi : !vir.ptr
  %n0 = vir.call @printf(%f0, %pi) vararg((!vir.ptr) -> i32) : (!vir.ptr, f64) -> i32
  %pik = vir.fmul %pi, %thousand : f64
  %pii = vir.fptosi %pik : f64 to i32
  %f1 = vir.addressof @fmt_pi_int : !vir.ptr
  %n1 = vir.call @printf(%f1, %pii) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.br ^e_loop(%c0, %zero, %onef : i32, f64, f64)

^e_loop(%j: i32, %e: f64, %term: f64):
  %more_e = vir.icmp slt %j, %c16 : i32
  vir.cond_br %more_e, ^e_body, ^e_done

^e_body:
  %e1 = vir.fadd %e, %term : f64
  %j1 = vir.add %j, %c1 nsw : i32
  %j1f = vir.sitofp %j1 : i32 to f64
  %term1 = vir.fdiv %term, %j1f : f64
  vir.br ^e_loop(%j1, %e1, %term1 : i32, f64, f64)

^e_done:
  %f2 = vir.addressof @fmt_e : !vir.ptr
  %n2 = vir.call @printf(%f2, %e) vararg((!vir.ptr) -> i32) : (!vir.ptr, f64) -> i32
  vir.br ^h_loop(%c1, %zero : i32, f64)

^h_loop(%i: i32, %h: f64):
  %more_h = vir.icmp sle %i, %c10 : i32
  vir.cond_br %more_h, ^h_body, ^h_done

^h_body:
  %if = vir.sitofp %i : i32 to f64
  %inv = vir.fdiv %onef, %if : f64
  %h1 = vir.fadd %h, %inv : f64
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^h_loop(%i1, %h1 : i32, f64)

^h_done:
  %f3 = vir.addressof @fmt_h : !vir.ptr
  %n3 = vir.call @printf(%f3, %h) vararg((!vir.ptr) -> i32) : (!vir.ptr, f64) -> i32
  vir.return %c0 : i32
}
