// A plain self call and an accumulating one in the same function (the pass
// crashed on it): after the pass alone and after -O2, through both
// backends, 1,000,000 levels deep in constant stack.
// RUN: vct-mlir-opt --tail-call %s -o %t.tc.mlir
// RUN: vct-translate --vir-to-llvmir %t.tc.mlir -o %t.tc.ll && lli %t.tc.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.tc.mlir -o %t.tc.c && %cc %t.tc.c -o %t.tc.exe && %t.tc.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// int f(int n) { if (n == 0) return 7; if (n & 1) return f(n - 1) + 1;
//                return f(n - 1); }
// CHECK: 12 500007

vir.func @f(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c7 = vir.constant 7 : i32
  %cm1 = vir.constant -1 : i32
  %done = vir.icmp eq %n, %c0 : i32
  vir.cond_br %done, ^ret(%c7 : i32), ^test
^test:
  %bit = vir.and %n, %c1 : i32
  %odd = vir.icmp ne %bit, %c0 : i32
  vir.cond_br %odd, ^acc, ^plain
^plain:
  %m = vir.add %n, %cm1 : i32
  %r = vir.call @f(%m) : (i32) -> i32
  vir.br ^ret(%r : i32)
^acc:
  %m2 = vir.add %n, %cm1 : i32
  %r2 = vir.call @f(%m2) : (i32) -> i32
  %s = vir.add %r2, %c1 nsw : i32
  vir.br ^ret(%s : i32)
^ret(%v: i32):
  vir.return %v : i32
}

vir.global private constant @fmt : !vir.array<7 x i8> = "%d %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %ten = vir.constant 10 : i32
  %million = vir.constant 1000000 : i32
  %a = vir.call @f(%ten) : (i32) -> i32
  %b = vir.call @f(%million) : (i32) -> i32
  %fmt = vir.addressof @fmt : !vir.ptr
  %p = vir.call @printf(%fmt, %a, %b) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %zero = vir.constant 0 : i32
  vir.return %zero : i32
}
