// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// After simplify-cfg alone (and proof that it joined the tests):
// RUN: vct-mlir-opt --simplify-cfg --verify-each %s -o %t.cfg.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.cfg.mlir
// RUN: vct-translate --vir-to-llvmir %t.cfg.mlir -o %t.cfg.ll && lli %t.cfg.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.cfg.mlir -o %t.cfg.c && %cc %t.cfg.c -o %t.cfg.exe && %t.cfg.exe | FileCheck %s
// After instcombine alone (the select forms), and the whole optimizer:
// RUN: vct-mlir-opt --instcombine --verify-each %s -o %t.ic.mlir
// RUN: vct-translate --vir-to-llvmir %t.ic.mlir -o %t.ic.ll && lli %t.ic.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.ic.mlir -o %t.ic.c && %cc %t.ic.c -o %t.ic.exe && %t.ic.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Range tests over every byte: '0'..'9' as two branches (signed bytes),
// outside 'a'..'z' through a shared block, and the same two as selects;
// each counted over the 256 byte values, at the edges of the signed range
// too (-128..-1 are not digits and not letters).

// CHECK: digits 10 10, not lower 230 230, high 28

// IR-LABEL: vir.func private @is_digit(
// IR: vir.icmp ult
// IR-NOT: vir.icmp
// IR-LABEL: vir.func private @not_lower(
// IR: vir.icmp ult
// IR-NOT: vir.icmp
// IR-LABEL: vir.func private @is_digit_select(

vir.global private constant @fmt : !vir.array<40 x i8> = "digits %d %d, not lower %d %d, high %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @is_digit(%c: i8) -> i32 {
  %c47 = vir.constant 47 : i8
  %c57 = vir.constant 57 : i8
  %zero = vir.constant 0 : i32
  %a = vir.icmp sgt %c, %c47 : i8
  vir.cond_br %a, ^second, ^no
^second:
  %b2 = vir.icmp sle %c, %c57 : i8
  vir.cond_br %b2, ^yes, ^no
^yes:
  %one = vir.constant 1 : i32
  vir.return %one : i32
^no:
  vir.return %zero : i32
}

vir.func private @not_lower(%c: i8) -> i32 {
  %ca = vir.constant 97 : i8
  %cz = vir.constant 122 : i8
  %a = vir.icmp slt %c, %ca : i8
  vir.cond_br %a, ^then, ^second
^second:
  %b = vir.icmp sgt %c, %cz : i8
  vir.cond_br %b, ^then, ^else
^then:
  %one = vir.constant 1 : i32
  vir.return %one : i32
^else:
  %zero = vir.constant 0 : i32
  vir.return %zero : i32
}

vir.func private @is_digit_select(%c: i8) -> i32 {
  %c47 = vir.constant 47 : i8
  %c58 = vir.constant 58 : i8
  %a = vir.icmp sgt %c, %c47 : i8
  %b = vir.icmp slt %c, %c58 : i8
  %f = vir.constant false
  %r = vir.select %a, %b, %f : i1, i1
  %z = vir.zext %r : i1 to i32
  vir.return %z : i32
}

vir.func private @not_lower_or(%c: i8) -> i32 {
  %ca = vir.constant 97 : i8
  %cz = vir.constant 122 : i8
  %a = vir.icmp slt %c, %ca : i8
  %b = vir.icmp sgt %c, %cz : i8
  %r = vir.or %a, %b : i1
  %z = vir.zext %r : i1 to i32
  vir.return %z : i32
}

// Unsigned: bytes at or above 0xe4 (228) as `c >u 227 && c <=u 255`.
vir.func private @high(%c: i8) -> i32 {
  %lo = vir.constant -29 : i8
  %hi = vir.constant -1 : i8
  %a = vir.icmp ugt %c, %lo : i8
  vir.cond_br %a, ^second, ^no
^second:
  %b = vir.icmp ule %c, %hi : i8
  vir.cond_br %b, ^yes, ^no
^yes:
  %one = vir.constant 1 : i32
  vir.return %one : i32
^no:
  %zero = vir.constant 0 : i32
  vir.return %zero : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c256 = vir.constant 256 : i32
  vir.br ^loop(%c0, %c0, %c0, %c0, %c0, %c0 : i32, i32, i32, i32, i32, i32)
^loop(%i: i32, %d1: i32, %d2: i32, %n1: i32, %n2: i32, %h: i32):
  %byte = vir.trunc %i : i32 to i8
  %r1 = vir.call @is_digit(%byte) : (i8) -> i32
  %r2 = vir.call @is_digit_select(%byte) : (i8) -> i32
  %r3 = vir.call @not_lower(%byte) : (i8) -> i32
  %r4 = vir.call @not_lower_or(%byte) : (i8) -> i32
  %r5 = vir.call @high(%byte) : (i8) -> i32
  %e1 = vir.add %d1, %r1 : i32
  %e2 = vir.add %d2, %r2 : i32
  %e3 = vir.add %n1, %r3 : i32
  %e4 = vir.add %n2, %r4 : i32
  %e5 = vir.add %h, %r5 : i32
  %i2 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i2, %c256 : i32
  vir.cond_br %more, ^loop(%i2, %e1, %e2, %e3, %e4, %e5 : i32, i32, i32, i32, i32, i32), ^exit
^exit:
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %e1, %e2, %e3, %e4, %e5) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
