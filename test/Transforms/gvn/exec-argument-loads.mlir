// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// After gvn alone (and proof that it used the argument's value):
// RUN: vct-mlir-opt --gvn --verify-each %s -o %t.gvn.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.gvn.mlir
// RUN: vct-translate --vir-to-llvmir %t.gvn.mlir -o %t.gvn.ll && lli %t.gvn.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.gvn.mlir -o %t.gvn.c && %cc %t.gvn.c -o %t.gvn.exe && %t.gvn.exe | FileCheck %s
// After the whole optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// A loop walks a string whose latch loads the next byte into a header
// argument; the body re-reads the byte through the pointer. A second walk
// writes the buffer between the header and the re-read: the re-read must
// see the write (the header's fact dies at the store; the store's own
// value is what the load reads).

// CHECK: spaces 3, after write 4

// IR-LABEL: vir.func private @count_spaces(
// IR: ^bb{{[0-9]+}}(%[[P:.*]]: !vir.ptr, %{{.*}}: i8, %{{.*}}: i32):
// IR-NOT: vir.load %[[P]] align
// IR-LABEL: vir.func private @count_after_write(

vir.global private @text : !vir.array<11 x i8> = "a b c d\00xyz" align 1
vir.global private constant @fmt : !vir.array<30 x i8> = "spaces %d, after write %d\0A\00\00\00\00" align 1
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @count_spaces(%s: !vir.ptr) -> i32 {
  %zero = vir.constant 0 : i8
  %sp = vir.constant 32 : i8
  %n0 = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %first = vir.load %s align 1 : i8
  vir.br ^head(%s, %first, %n0 : !vir.ptr, i8, i32)
^head(%p: !vir.ptr, %c: i8, %n: i32):
  %end = vir.icmp eq %c, %zero : i8
  vir.cond_br %end, ^done(%n : i32), ^body
^body:
  %again = vir.load %p align 1 : i8
  %space = vir.icmp eq %again, %sp : i8
  %inc = vir.add %n, %one : i32
  %n2 = vir.select %space, %inc, %n : i1, i32
  %next = vir.gep inbounds %p[1] : i8
  %d = vir.load %next align 1 : i8
  vir.br ^head(%next, %d, %n2 : !vir.ptr, i8, i32)
^done(%r: i32):
  vir.return %r : i32
}

// Turns each 'c' into a space before re-reading the byte: 3 + 1 spaces.
vir.func private @count_after_write(%s: !vir.ptr) -> i32 {
  %zero = vir.constant 0 : i8
  %sp = vir.constant 32 : i8
  %cc = vir.constant 99 : i8
  %n0 = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %first = vir.load %s align 1 : i8
  vir.br ^head(%s, %first, %n0 : !vir.ptr, i8, i32)
^head(%p: !vir.ptr, %c: i8, %n: i32):
  %end = vir.icmp eq %c, %zero : i8
  vir.cond_br %end, ^done(%n : i32), ^body
^body:
  %isc = vir.icmp eq %c, %cc : i8
  %new = vir.select %isc, %sp, %c : i1, i8
  vir.store %new, %p align 1 : i8
  %again = vir.load %p align 1 : i8
  %space = vir.icmp eq %again, %sp : i8
  %inc = vir.add %n, %one : i32
  %n2 = vir.select %space, %inc, %n : i1, i32
  %next = vir.gep inbounds %p[1] : i8
  %d = vir.load %next align 1 : i8
  vir.br ^head(%next, %d, %n2 : !vir.ptr, i8, i32)
^done(%r: i32):
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %t = vir.addressof @text : !vir.ptr
  %a = vir.call @count_spaces(%t) : (!vir.ptr) -> i32
  %b = vir.call @count_after_write(%t) : (!vir.ptr) -> i32
  %f = vir.addressof @fmt : !vir.ptr
  %x = vir.call @printf(%f, %a, %b) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %z = vir.constant 0 : i32
  vir.return %z : i32
}
