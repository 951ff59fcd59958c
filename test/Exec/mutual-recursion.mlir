// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Mutual recursion: is_even and is_odd call each other (is_odd is used
// before its definition).
//
// int is_odd(int n);
// int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
// int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }
// int main(void) {
//   static const int vals[6] = {0, 1, 2, 7, 10, 101};
//   for (int i = 0; i < 6; ++i)
//     printf("%d is %s\n", vals[i], is_even(vals[i]) ? "even" : "odd");
// }

// CHECK: 0 is even
// CHECK-NEXT: 1 is odd
// CHECK-NEXT: 2 is even
// CHECK-NEXT: 7 is odd
// CHECK-NEXT: 10 is even
// CHECK-NEXT: 101 is odd

vir.global private constant @fmt : !vir.array<10 x i8> = "%d is %s\0A\00"
vir.global private constant @even : !vir.array<5 x i8> = "even\00"
vir.global private constant @odd : !vir.array<4 x i8> = "odd\00"
vir.global private constant @vals : !vir.array<6 x i32> = [0, 1, 2, 7, 10, 101]

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @is_even(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %z = vir.icmp eq %n, %c0 : i32
  vir.cond_br %z, ^yes, ^recurse

^yes:
  vir.return %c1 : i32

^recurse:
  %m = vir.sub %n, %c1 : i32
  %r = vir.call @is_odd(%m) : (i32) -> i32
  vir.return %r : i32
}

vir.func private @is_odd(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %z = vir.icmp eq %n, %c0 : i32
  vir.cond_br %z, ^no, ^recurse

^no:
  vir.return %c0 : i32

^recurse:
  %m = vir.sub %n, %c1 : i32
  %r = vir.call @is_even(%m) : (i32) -> i32
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c6 = vir.constant 6 : i32
  vir.br ^loop(%c0 : i32)

^loop(%i: i32):
  %more = vir.icmp slt %i, %c6 : i32
  vir.cond_br %more, ^body, ^exit

^body:
  %i64 = vir.sext %i : i32 to i64
  %tab = vir.addressof @vals : !vir.ptr
  %p = vir.gep inbounds %tab[0, %i64] : !vir.array<6 x i32>
  %v = vir.load %p align 4 : i32
  %e = vir.call @is_even(%v) : (i32) -> i32
  %o = vir.call @is_odd(%v) : (i32) -> i32
  %is_e = vir.icmp ne %e, %c0 : i32
  %s_even = vir.addressof @even : !vir.ptr
  %s_odd = vir.addressof @odd : !vir.ptr
  %name = vir.select %is_e, %s_even, %s_odd : i1, !vir.ptr
  %fmt = vir.addressof @fmt : !vir.ptr
  %k = vir.call @printf(%fmt, %v, %name) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, !vir.ptr) -> i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%i1 : i32)

^exit:
  vir.return %c0 : i32
}
