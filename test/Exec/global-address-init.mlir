// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Globals initialized with addresses: a pointer to a table, a structure
// {count, pointer} whose pointer is `@table + 4`, a pointer one element
// before the end, and a structure holding a function pointer.
//
// int table[4] = {10, 20, 30, 40};
// int *ptr_to_table = table;
// struct { int count; int *ptr; } cursor = {2, &table[1]};
// int *last = &table[3];
// static int twice(int x) { return 2 * x; }
// struct { int (*fn)(int); int arg; } handler = {twice, 21};

// CHECK: *ptr_to_table = 10
// CHECK-NEXT: *cursor.ptr = 20
// CHECK-NEXT: sum = 50
// CHECK-NEXT: *last = 40
// CHECK-NEXT: handler = 42
// CHECK-NEXT: table[1] = 99

vir.global @table : !vir.array<4 x i32> = [10, 20, 30, 40]
vir.global @ptr_to_table : !vir.ptr = @table
vir.global @cursor : !vir.struct<i32, !vir.ptr> = [2, @table + 4]
vir.global @last : !vir.ptr = @table + 12
vir.global @handler : !vir.struct<!vir.ptr, i32> = [@twice, 21]

vir.global private constant @fmt_ptt : !vir.array<20 x i8> = "*ptr_to_table = %d\0A\00"
vir.global private constant @fmt_cur : !vir.array<18 x i8> = "*cursor.ptr = %d\0A\00"
vir.global private constant @fmt_sum : !vir.array<10 x i8> = "sum = %d\0A\00"
vir.global private constant @fmt_last : !vir.array<12 x i8> = "*last = %d\0A\00"
vir.global private constant @fmt_handler : !vir.array<14 x i8> = "handler = %d\0A\00"
vir.global private constant @fmt_t1 : !vir.array<15 x i8> = "table[1] = %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @twice(%x: i32) -> i32 {
  %c2 = vir.constant 2 : i32
  %r = vir.mul %x, %c2 : i32
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c99 = vir.constant 99 : i32

  %ptt = vir.addressof @ptr_to_table : !vir.ptr
  %t = vir.load %ptt align 8 : !vir.ptr
  %v0 = vir.load %t align 4 : i32
  %f0 = vir.addressof @fmt_ptt : !vir.ptr
  %n0 = vir.call @printf(%f0, %v0) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32

  %cur = vir.addressof @cursor : !vir.ptr
  %cnt_p = vir.gep inbounds %cur[0, 0] : !vir.struct<i32, !vir.ptr>
  %ptr_p = vir.gep inbounds %cur[0, 1] : !vir.struct<i32, !vir.ptr>
  %cnt = vir.load %cnt_p align 4 : i32
  %q = vir.load %ptr_p align 8 : !vir.ptr
  %v1 = vir.load %q align 4 : i32
  %f1 = vir.addressof @fmt_cur : !vir.ptr
  %n1 = vir.call @printf(%f1, %v1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.br ^sum(%c0, %c0 : i32, i32)

^sum(%i: i32, %acc: i32):
  %more = vir.icmp slt %i, %cnt : i32
  vir.cond_br %more, ^sum_body, ^rest

^sum_body:
  %i64 = vir.sext %i : i32 to i64
  %pe = vir.gep inbounds %q[%i64] : i32
  %e = vir.load %pe align 4 : i32
  %acc1 = vir.add %acc, %e nsw : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^sum(%i1, %acc1 : i32, i32)

^rest:
  %f2 = vir.addressof @fmt_sum : !vir.ptr
  %n2 = vir.call @printf(%f2, %acc) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32

  %lp = vir.addressof @last : !vir.ptr
  %l = vir.load %lp align 8 : !vir.ptr
  %v3 = vir.load %l align 4 : i32
  %f3 = vir.addressof @fmt_last : !vir.ptr
  %n3 = vir.call @printf(%f3, %v3) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32

  %h = vir.addressof @handler : !vir.ptr
  %fn_p = vir.gep inbounds %h[0, 0] : !vir.struct<!vir.ptr, i32>
  %arg_p = vir.gep inbounds %h[0, 1] : !vir.struct<!vir.ptr, i32>
  %fn = vir.load %fn_p align 8 : !vir.ptr
  %arg = vir.load %arg_p align 4 : i32
  %hr = vir.call %fn(%arg) : (i32) -> i32
  %f4 = vir.addressof @fmt_handler : !vir.ptr
  %n4 = vir.call @printf(%f4, %hr) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32

  // Writing through the pointer from @cursor changes @table.
  vir.store %c99, %q align 4 : i32
  %tab = vir.addressof @table : !vir.ptr
  %t1p = vir.gep inbounds %tab[0, 1] : !vir.array<4 x i32>
  %t1 = vir.load %t1p align 4 : i32
  %f5 = vir.addressof @fmt_t1 : !vir.ptr
  %n5 = vir.call @printf(%f5, %t1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
