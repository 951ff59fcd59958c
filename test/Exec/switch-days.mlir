// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Switches: day names passed as block arguments to a join block, then a
// second switch with several cases sharing a destination and a default.
//
// int main(void) {
//   for (int d = 0; d < 9; ++d) {
//     const char *name, *kind;
//     switch (d) { case 0: name = "Sun"; break; ... case 6: name = "Sat"; break;
//                  default: name = "???"; }
//     switch (d) { case 0: case 6: kind = "weekend"; break;
//                  case 1: ... case 5: kind = "weekday"; break;
//                  default: kind = "invalid"; }
//     printf("%d %s %s\n", d, name, kind);
//   }
// }

// CHECK: 0 Sun weekend
// CHECK-NEXT: 1 Mon weekday
// CHECK-NEXT: 2 Tue weekday
// CHECK-NEXT: 3 Wed weekday
// CHECK-NEXT: 4 Thu weekday
// CHECK-NEXT: 5 Fri weekday
// CHECK-NEXT: 6 Sat weekend
// CHECK-NEXT: 7 ??? invalid
// CHECK-NEXT: 8 ??? invalid

vir.global private constant @fmt : !vir.array<10 x i8> = "%d %s %s\0A\00"
vir.global private constant @sun : !vir.array<4 x i8> = "Sun\00"
vir.global private constant @mon : !vir.array<4 x i8> = "Mon\00"
vir.global private constant @tue : !vir.array<4 x i8> = "Tue\00"
vir.global private constant @wed : !vir.array<4 x i8> = "Wed\00"
vir.global private constant @thu : !vir.array<4 x i8> = "Thu\00"
vir.global private constant @fri : !vir.array<4 x i8> = "Fri\00"
vir.global private constant @sat : !vir.array<4 x i8> = "Sat\00"
vir.global private constant @unknown : !vir.array<4 x i8> = "???\00"
vir.global private constant @weekend : !vir.array<8 x i8> = "weekend\00"
vir.global private constant @weekday : !vir.array<8 x i8> = "weekday\00"
vir.global private constant @invalid : !vir.array<8 x i8> = "invalid\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c9 = vir.constant 9 : i32
  vir.br ^loop(%c0 : i32)

^loop(%d: i32):
  %more = vir.icmp slt %d, %c9 : i32
  vir.cond_br %more, ^body, ^exit

^body:
  %sun = vir.addressof @sun : !vir.ptr
  %mon = vir.addressof @mon : !vir.ptr
  %tue = vir.addressof @tue : !vir.ptr
  %wed = vir.addressof @wed : !vir.ptr
  %thu = vir.addressof @thu : !vir.ptr
  %fri = vir.addressof @fri : !vir.ptr
  %sat = vir.addressof @sat : !vir.ptr
  %unk = vir.addressof @unknown : !vir.ptr
  vir.switch %d : i32, [
    default: ^named(%unk : !vir.ptr),
    0: ^named(%sun : !vir.ptr),
    1: ^named(%mon : !vir.ptr),
    2: ^named(%tue : !vir.ptr),
    3: ^named(%wed : !vir.ptr),
    4: ^named(%thu : !vir.ptr),
    5: ^named(%fri : !vir.ptr),
    6: ^named(%sat : !vir.ptr)
  ]

^named(%name: !vir.ptr):
  vir.switch %d : i32, [
    default: ^bad,
    0: ^end,
    6: ^end,
    1: ^mid,
    2: ^mid,
    3: ^mid,
    4: ^mid,
    5: ^mid
  ]

^end:
  %we = vir.addressof @weekend : !vir.ptr
  vir.br ^print(%we : !vir.ptr)

^mid:
  %wd = vir.addressof @weekday : !vir.ptr
  vir.br ^print(%wd : !vir.ptr)

^bad:
  %iv = vir.addressof @invalid : !vir.ptr
  vir.br ^print(%iv : !vir.ptr)

^print(%kind: !vir.ptr):
  %fmt = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%fmt, %d, %name, %kind) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, !vir.ptr, !vir.ptr) -> i32
  %d1 = vir.add %d, %c1 nsw : i32
  vir.br ^loop(%d1 : i32)

^exit:
  vir.return %c0 : i32
}
