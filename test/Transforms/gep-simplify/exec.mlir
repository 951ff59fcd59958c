// gep-simplify on a program that prints: a folded field chain, offsets
// split out of p[i+1] and p[sext(i+2)], and a row address moved out of a
// loop over a[i][j]. It prints the same before and after gep-simplify, and
// after -O2, through both backends.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --gep-simplify --verify-each %s -o %t.gs.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.gs.mlir
// RUN: vct-translate --vir-to-llvmir %t.gs.mlir -o %t.gs.ll && lli %t.gs.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.gs.mlir -o %t.gs.c && %cc %t.gs.c -o %t.gs.exe && %t.gs.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// CHECK: field = 7
// CHECK-NEXT: pairs = 80
// CHECK-NEXT: row = 26

// IR-LABEL: vir.func @field(
// IR: vir.gep %{{.*}}[12] : i8
// IR-LABEL: vir.func @pairs(
// IR: vir.gep %{{.*}}[4] : i8
// IR: vir.gep %{{.*}}[2] : i8
// IR-LABEL: vir.func @row(
// IR: vir.gep %{{.*}}[%{{.*}}] : !vir.array<4 x i32>
// IR-NEXT: vir.br

vir.global private constant @fmt : !vir.array<32 x i8> = "field = %d\0Apairs = %d\0Arow = %d\0A\00"
vir.global private @grid : !vir.array<12 x i32> = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
vir.global private @words : !vir.array<6 x i32> = [1, 2, 3, 4, 5, 6]
vir.global private @bytes : !vir.array<8 x i8> = [1, 2, 3, 4, 5, 6, 7, 8]
vir.func private @printf(!vir.ptr, ...) -> i32

// grid[0][1].. as a struct chain: element 3 of row 0 (value 4) + 3.
vir.func @field(%g: !vir.ptr) -> i32 {
  %c3 = vir.constant 3 : i32
  %r = vir.gep %g[0, 0] : !vir.array<3 x !vir.array<4 x i32>>
  %e = vir.gep %r[0, 3] : !vir.array<4 x i32>
  %v = vir.load %e : i32
  %s = vir.add %v, %c3 : i32
  vir.return %s : i32
}

// sum over i < 5 of words[i] + bytes[i] + words[i+1] + bytes[i+2]
// = 15 + 15 + 20 + 25, plus the count of iterations (5).
vir.func @pairs(%w: !vir.ptr, %b: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c5 = vir.constant 5 : i32
  %one = vir.constant 1 : i64
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %x = vir.sext %i : i32 to i64
  %p0w = vir.gep %w[%x] : i32
  %v0w = vir.load %p0w : i32
  %p0b = vir.gep %b[%x] : i8
  %v0b = vir.load %p0b : i8
  %v0b32 = vir.zext %v0b : i8 to i32
  %v0 = vir.add %v0w, %v0b32 : i32
  %x1 = vir.add %x, %one : i64
  %pw = vir.gep %w[%x1] : i32
  %vw = vir.load %pw : i32
  %i2 = vir.add %i, %c2 nsw : i32
  %y = vir.sext %i2 : i32 to i64
  %pb = vir.gep %b[%y] : i8
  %vb = vir.load %pb : i8
  %vb32 = vir.zext %vb : i8 to i32
  %t = vir.add %vw, %vb32 : i32
  %t0 = vir.add %t, %v0 : i32
  %t1 = vir.add %t0, %c1 : i32
  %s1 = vir.add %s, %t1 : i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %c5 : i32
  vir.cond_br %more, ^loop(%i1, %s1 : i32, i32), ^exit
^exit:
  vir.return %s1 : i32
}

// Sum of row 1 of the grid (5+6+7+8).
vir.func @row(%g: !vir.ptr, %i: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c4 = vir.constant 4 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%j: i64, %s: i32):
  %e = vir.gep %g[%i, %j] : !vir.array<4 x i32>
  %v = vir.load %e : i32
  %s1 = vir.add %s, %v : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c4 : i64
  vir.cond_br %more, ^loop(%j1, %s1 : i64, i32), ^exit
^exit:
  vir.return %s1 : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %one = vir.constant 1 : i64
  %g = vir.addressof @grid : !vir.ptr
  %w = vir.addressof @words : !vir.ptr
  %b = vir.addressof @bytes : !vir.ptr
  %f = vir.call @field(%g) : (!vir.ptr) -> i32
  %p = vir.call @pairs(%w, %b) : (!vir.ptr, !vir.ptr) -> i32
  %r = vir.call @row(%g, %one) : (!vir.ptr, i64) -> i32
  %fmt = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%fmt, %f, %p, %r) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
