// A program whose control depends on values sccp proves constant: a mode
// carried around a loop that never changes, a switch on it, and a flag that
// stays false. After sccp the switch and the flag tests are gone and the
// program prints the same, through both backends; also after -O2.
// RUN: vct-mlir-opt --sccp --verify-each %s -o %t.sccp.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.sccp.mlir
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %t.sccp.mlir -o %t.sccp.ll && lli %t.sccp.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.sccp.mlir -o %t.sccp.c && %cc %t.sccp.c -o %t.sccp.exe && %t.sccp.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: FileCheck %s --check-prefix=O2 < %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// int main(void) {
//   int mode = 2, s = 0; bool verbose = false;
//   for (int i = 0; i < 10; ++i) {
//     switch (mode) { case 1: s += i; break; case 2: s += 2 * i; break;
//                     default: s -= i; }
//     if (verbose) printf("i = %d\n", i);
//     if (mode != 2) mode = 1;
//   }
//   printf("s = %d, mode = %d\n", s, mode);
// }

// CHECK: s = 90, mode = 2
// CHECK-NOT: i =

// IR-LABEL: vir.func @main(
// IR-NOT: vir.switch
// IR-NOT: @fmt_i
// IR: vir.call @printf(%{{.*}}, %{{.*}}, %c2_i32{{.*}}) vararg
// IR-NOT: @fmt_i
// O2-LABEL: vir.func @main(
// O2-NOT: vir.switch
// O2-NOT: @fmt_i

vir.global private constant @fmt_i : !vir.array<8 x i8> = "i = %d\0A\00"
vir.global private constant @fmt_s : !vir.array<19 x i8> = "s = %d, mode = %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c10 = vir.constant 10 : i32
  %false = vir.constant false
  vir.br ^loop(%c0, %c2, %c0, %false : i32, i32, i32, i1)
^loop(%i: i32, %mode: i32, %s: i32, %verbose: i1):
  %more = vir.icmp slt %i, %c10 : i32
  vir.cond_br %more, ^body, ^exit
^body:
  vir.switch %mode : i32, [
    default: ^minus,
    1: ^plus,
    2: ^twice
  ]
^plus:
  %s1 = vir.add %s, %i : i32
  vir.br ^after(%s1 : i32)
^twice:
  %i2 = vir.mul %i, %c2 : i32
  %s2 = vir.add %s, %i2 : i32
  vir.br ^after(%s2 : i32)
^minus:
  %s3 = vir.sub %s, %i : i32
  vir.br ^after(%s3 : i32)
^after(%snew: i32):
  vir.cond_br %verbose, ^print, ^next
^print:
  %fi = vir.addressof @fmt_i : !vir.ptr
  %n = vir.call @printf(%fi, %i) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.br ^next
^next:
  %is2 = vir.icmp ne %mode, %c2 : i32
  %m2 = vir.select %is2, %c1, %mode : i1, i32
  %inext = vir.add %i, %c1 : i32
  vir.br ^loop(%inext, %m2, %snew, %verbose : i32, i32, i32, i1)
^exit:
  %fs = vir.addressof @fmt_s : !vir.ptr
  %r = vir.call @printf(%fs, %s, %mode) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return %c0 : i32
}
