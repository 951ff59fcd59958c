// Internal helpers called with constant arguments: ipsccp specialises their
// bodies (the mode argument decides their branches) and the program prints
// the same through both backends, after ipsccp alone and after -O2.
// RUN: vct-mlir-opt --ipsccp --verify-each %s -o %t.ip.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.ip.mlir
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %t.ip.mlir -o %t.ip.ll && lli %t.ip.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.ip.mlir -o %t.ip.c && %cc %t.ip.c -o %t.ip.exe && %t.ip.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// static int step(int x, int mode) {      // always called with mode 3
//   switch (mode) { case 1: return x + 1; case 3: return 3 * x + 1;
//                   default: return x / 2; }
// }
// static int limit(void) { return 1000; }
// int main(void) {
//   int x = 27, n = 0;
//   while (x != 1 && n < limit()) {
//     x = (x % 2) ? step(x, 3) : x / 2;  ++n;
//   }
//   printf("steps = %d, limit = %d\n", n, limit());
// }

// CHECK: steps = 111, limit = 1000

// IR-LABEL: vir.func private @step(
// IR-NOT: vir.switch
// IR: vir.mul
// IR-NOT: vir.sdiv
// IR: vir.return
// IR-LABEL: vir.func @main(
// IR: vir.call @limit()
// IR-NEXT: %[[L:.*]] = vir.constant 1000 : i32

vir.global private constant @fmt : !vir.array<24 x i8> = "steps = %d, limit = %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @step(%x: i32, %mode: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  vir.switch %mode : i32, [
    default: ^half,
    1: ^inc,
    3: ^triple
  ]
^inc:
  %a = vir.add %x, %c1 : i32
  vir.return %a : i32
^triple:
  %t = vir.mul %x, %c3 : i32
  %t1 = vir.add %t, %c1 : i32
  vir.return %t1 : i32
^half:
  %h = vir.sdiv %x, %c2 : i32
  vir.return %h : i32
}

vir.func private @limit() -> i32 {
  %c1000 = vir.constant 1000 : i32
  vir.return %c1000 : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c27 = vir.constant 27 : i32
  vir.br ^loop(%c27, %c0 : i32, i32)
^loop(%x: i32, %n: i32):
  %not1 = vir.icmp ne %x, %c1 : i32
  vir.cond_br %not1, ^check, ^exit
^check:
  %lim = vir.call @limit() : () -> i32
  %under = vir.icmp slt %n, %lim : i32
  vir.cond_br %under, ^body, ^exit
^body:
  %r = vir.srem %x, %c2 : i32
  %odd = vir.icmp ne %r, %c0 : i32
  vir.cond_br %odd, ^odd, ^even
^odd:
  %s = vir.call @step(%x, %c3) : (i32, i32) -> i32
  vir.br ^next(%s : i32)
^even:
  %h = vir.sdiv %x, %c2 : i32
  vir.br ^next(%h : i32)
^next(%nx: i32):
  %n1 = vir.add %n, %c1 : i32
  vir.br ^loop(%nx, %n1 : i32, i32)
^exit:
  %f = vir.addressof @fmt : !vir.ptr
  %l2 = vir.call @limit() : () -> i32
  %p = vir.call @printf(%f, %n, %l2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return %c0 : i32
}
