// An outer loop with an invariant branch in its body is versioned with its
// inner loop; the value the nest leaves (the inner loop's running total)
// is merged from both versions. Called with both values of the condition
// and trip counts 0, 1 and 4. Through both backends, after loop-unswitch
// alone and after -O2.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-unswitch --verify-each --remarks %s -o %t.un.mlir 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: vct-translate --vir-to-llvmir %t.un.mlir -o %t.un.ll && lli %t.un.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.un.mlir -o %t.un.c && %cc %t.un.c -o %t.un.exe && %t.un.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// REMARK: accepted unswitch on loop with back edge in @nest (versioned the loop on an invariant branch: 1 copy)

// CHECK: nest 0 1 0 1
// CHECK-NEXT: nest 59 5 23 11

vir.global private constant @fmt : !vir.array<16 x i8> = "%s %d %d %d %d\0A\00"
vir.global private constant @s_nest : !vir.array<5 x i8> = "nest\00"

vir.func private @printf(!vir.ptr, ...) -> i32

// s = 1; for o < n: { if (flag) s += 3 * o; for i < m: s += i + 1 } ; s
vir.func private @nest(%n: i32, %m: i32, %flag: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^outer(%c0, %c1 : i32, i32)
^outer(%o: i32, %s: i32):
  %to = vir.icmp slt %o, %n : i32
  vir.cond_br %to, ^body, ^exit
^body:
  vir.cond_br %flag, ^a, ^pre(%s : i32)
^a:
  %x = vir.mul %o, %c3 : i32
  %sa = vir.add %s, %x : i32
  vir.br ^pre(%sa : i32)
^pre(%s0: i32):
  vir.br ^inner(%c0, %s0 : i32, i32)
^inner(%i: i32, %si: i32):
  %ti = vir.icmp slt %i, %m : i32
  vir.cond_br %ti, ^ibody, ^latch
^ibody:
  %i1 = vir.add %i, %c1 : i32
  %si1 = vir.add %si, %i1 : i32
  vir.br ^inner(%i1, %si1 : i32, i32)
^latch:
  %o1 = vir.add %o, %c1 : i32
  vir.br ^outer(%o1, %si : i32, i32) {vir.traits = [#vir.req<unswitch, soft>]}
^exit:
  vir.return %s : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c4 = vir.constant 4 : i32
  %t = vir.constant true
  %f = vir.constant false
  %fmt = vir.addressof @fmt : !vir.ptr
  %sn = vir.addressof @s_nest : !vir.ptr
  %a1 = vir.call @nest(%c0, %c4, %t) : (i32, i32, i1) -> i32
  %a2 = vir.call @nest(%c0, %c4, %f) : (i32, i32, i1) -> i32
  %a3 = vir.call @nest(%c1, %c0, %t) : (i32, i32, i1) -> i32
  %a4 = vir.call @nest(%c1, %c0, %f) : (i32, i32, i1) -> i32
  %x1 = vir.sub %a1, %c1 : i32
  %x3 = vir.sub %a3, %c1 : i32
  vir.call @printf(%fmt, %sn, %x1, %a2, %x3, %a4) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  %b1 = vir.call @nest(%c4, %c4, %t) : (i32, i32, i1) -> i32
  %b2 = vir.call @nest(%c4, %c1, %f) : (i32, i32, i1) -> i32
  %b3 = vir.call @nest(%c4, %c1, %t) : (i32, i32, i1) -> i32
  %b4 = vir.call @nest(%c1, %c4, %f) : (i32, i32, i1) -> i32
  vir.call @printf(%fmt, %sn, %b1, %b2, %b3, %b4) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
