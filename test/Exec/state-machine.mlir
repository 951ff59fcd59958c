// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// A state machine: a loop whose body switches on the current state, then on
// the class of the current character (space, digit, other), to extract the
// numbers of a string. Words that mix digits and other characters are junk.
// All of the machine's variables are block arguments of the loop header.
//
// enum { SPACE, NUMBER, JUNK } state = SPACE;
// for (const char *p = input; *p; ++p)
//   switch (state) {
//   case SPACE:  if (isdigit(*p)) { state = NUMBER; cur = *p - '0'; }
//                else if (*p != ' ') { state = JUNK; ++junk; } break;
//   case NUMBER: if (isdigit(*p)) cur = cur * 10 + *p - '0';
//                else if (*p == ' ') { emit(cur); state = SPACE; }
//                else { state = JUNK; ++junk; } break;
//   case JUNK:   if (*p == ' ') state = SPACE; break;
//   }
// if (state == NUMBER) emit(cur);

// CHECK: number 12
// CHECK-NEXT: number 345
// CHECK-NEXT: number 6789
// CHECK-NEXT: number 90
// CHECK-NEXT: count=4 sum=7236 junk=2

vir.global private constant @input : !vir.array<22 x i8> = "12 345  6789 x7 8a 90\00"
vir.global private constant @fmt_num : !vir.array<11 x i8> = "number %d\0A\00"
vir.global private constant @fmt_sum : !vir.array<25 x i8> = "count=%d sum=%d junk=%d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @emit(%v: i32) {
  %f = vir.addressof @fmt_num : !vir.ptr
  %n = vir.call @printf(%f, %v) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c10 = vir.constant 10 : i32
  %z = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  %nul = vir.constant 0 : i8
  %space = vir.constant 32 : i8
  %zero_ch = vir.constant 48 : i8
  %ten = vir.constant 10 : i8
  %in = vir.addressof @input : !vir.ptr
  // (index, state, current number, sum, count, junk)
  vir.br ^loop(%z, %c0, %c0, %c0, %c0, %c0 : i64, i32, i32, i32, i32, i32)

^loop(%i: i64, %state: i32, %cur: i32, %sum: i32, %count: i32, %junk: i32):
  %pc = vir.gep inbounds %in[0, %i] : !vir.array<22 x i8>
  %ch = vir.load %pc : i8
  %at_end = vir.icmp eq %ch, %nul : i8
  vir.cond_br %at_end, ^end, ^classify

^classify:
  %i1 = vir.add %i, %one nsw : i64
  %dch = vir.sub %ch, %zero_ch : i8
  %is_digit = vir.icmp ult %dch, %ten : i8
  %is_space = vir.icmp eq %ch, %space : i8
  %d = vir.zext %dch : i8 to i32
  %other_or_space = vir.select %is_space, %c0, %c2 : i1, i32
  %cls = vir.select %is_digit, %c1, %other_or_space : i1, i32
  %junk1 = vir.add %junk, %c1 nsw : i32
  vir.switch %state : i32, [
    default: ^bad,
    0: ^s_space,
    1: ^s_number,
    2: ^s_junk
  ]

^s_space:
  vir.switch %cls : i32, [
    default: ^loop(%i1, %c2, %c0, %sum, %count, %junk1 : i64, i32, i32, i32, i32, i32),
    0: ^loop(%i1, %c0, %c0, %sum, %count, %junk : i64, i32, i32, i32, i32, i32),
    1: ^loop(%i1, %c1, %d, %sum, %count, %junk : i64, i32, i32, i32, i32, i32)
  ]

^s_number:
  vir.switch %cls : i32, [
    default: ^loop(%i1, %c2, %c0, %sum, %count, %junk1 : i64, i32, i32, i32, i32, i32),
    0: ^emit_number,
    1: ^digit
  ]

^digit:
  %cur10 = vir.mul %cur, %c10 nsw : i32
  %cur1 = vir.add %cur10, %d nsw : i32
  vir.br ^loop(%i1, %c1, %cur1, %sum, %count, %junk : i64, i32, i32, i32, i32, i32)

^emit_number:
  vir.call @emit(%cur) : (i32) -> ()
  %sum1 = vir.add %sum, %cur nsw : i32
  %count1 = vir.add %count, %c1 nsw : i32
  vir.br ^loop(%i1, %c0, %c0, %sum1, %count1, %junk : i64, i32, i32, i32, i32, i32)

^s_junk:
  vir.switch %cls : i32, [
    default: ^loop(%i1, %c2, %c0, %sum, %count, %junk : i64, i32, i32, i32, i32, i32),
    0: ^loop(%i1, %c0, %c0, %sum, %count, %junk : i64, i32, i32, i32, i32, i32)
  ]

^bad:
  vir.unreachable

^end:
  %pending = vir.icmp eq %state, %c1 : i32
  vir.cond_br %pending, ^flush, ^report(%sum, %count : i32, i32)

^flush:
  vir.call @emit(%cur) : (i32) -> ()
  %sum2 = vir.add %sum, %cur nsw : i32
  %count2 = vir.add %count, %c1 nsw : i32
  vir.br ^report(%sum2, %count2 : i32, i32)

^report(%s: i32, %n: i32):
  %f = vir.addressof @fmt_sum : !vir.ptr
  %r = vir.call @printf(%f, %n, %s, %junk) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
