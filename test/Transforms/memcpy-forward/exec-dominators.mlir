// memcpy-forward across blocks with several predecessors, on a program
// that prints: a structure copied from a global into a temporary is read
// at the join of a diamond and in a loop (forwarded from the source), and
// at the join of a second diamond one arm of which changes the source
// (kept: the temporary still holds the copy), for x = 0..9. It prints the
// same before and after the pass, and after -O2, through both backends.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --memcpy-forward --verify-each %s -o %t.p.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.p.mlir
// RUN: vct-translate --vir-to-llvmir %t.p.mlir -o %t.p.ll && lli %t.p.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.p.mlir -o %t.p.c && %cc %t.p.c -o %t.p.exe && %t.p.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// CHECK: total = 585

// IR-LABEL: vir.func @kernel(
// IR: ^bb3(%{{.*}}: i32):
// IR: vir.load %{{.*}} align 1 : i32
// IR: ^bb4(%{{.*}}: i32, %{{.*}}: i32):
// IR-NEXT: vir.load %src_addr align 1 : i32
// IR: ^bb9:
// IR-NEXT: vir.load %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["t"], noalias_scopes = ["s"]>]} : i32

vir.global private constant @fmt : !vir.array<12 x i8> = "total = %d\0A\00"
vir.global private @src : !vir.struct<i32, i32> = [0, 0]
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @kernel(%x: i32) -> i32 attributes {alias_scopes = ["t", "s"]} {
  %s = vir.addressof @src : !vir.ptr
  %n = vir.constant 8 : i64
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %c100 = vir.constant 100 : i32
  // src = {x, 3x}; t = src
  vir.store %x, %s : i32
  %s1 = vir.gep %s[0, 1] : !vir.struct<i32, i32>
  %x3 = vir.mul %x, %c3 : i32
  vir.store %x3, %s1 : i32
  %t = vir.alloca !vir.struct<i32, i32> align 4
  vir.memcpy %t, %s, %n : i64
  %odd = vir.and %x, %c1 : i32
  %isodd = vir.icmp ne %odd, %c0 : i32
  vir.cond_br %isodd, ^odd, ^even
^odd:
  %x1 = vir.add %x, %c1 : i32
  vir.br ^join(%x1 : i32)
^even:
  vir.br ^join(%c0 : i32)
^join(%m: i32):
  %t1 = vir.gep %t[0, 1] : !vir.struct<i32, i32>
  %y = vir.load %t1 : i32
  vir.br ^head(%c0, %y : i32, i32)
^head(%i: i32, %acc: i32):
  %tx = vir.load %t : i32
  %c = vir.icmp slt %i, %x : i32
  vir.cond_br %c, ^body, ^after
^body:
  %acc2 = vir.add %acc, %tx : i32
  %i2 = vir.add %i, %c1 : i32
  vir.br ^head(%i2, %acc2 : i32, i32)
^after:
  vir.cond_br %isodd, ^write, ^keep
^write:
  vir.store %c100, %s1 {vir.traits = [#vir.noalias<alias_scopes = ["s"], noalias_scopes = ["t"]>]} : i32
  vir.br ^join2
^keep:
  vir.br ^join2
^join2:
  %y2 = vir.load %t1 {vir.traits = [#vir.noalias<alias_scopes = ["t"], noalias_scopes = ["s"]>]} : i32
  %r0 = vir.add %acc, %m : i32
  %r1 = vir.add %r0, %y2 : i32
  vir.return %r1 : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c10 = vir.constant 10 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %acc: i32):
  %k = vir.call @kernel(%i) : (i32) -> i32
  %acc1 = vir.add %acc, %k : i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %c10 : i32
  vir.cond_br %more, ^loop(%i1, %acc1 : i32, i32), ^done
^done:
  %fmt = vir.addressof @fmt : !vir.ptr
  %r = vir.call @printf(%fmt, %acc1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
