// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s --check-prefix=OUT

// A vector of pointers in memory (issue 13, a SIGSEGV in getStoreSize): its
// store size is 8 bytes per lane, and loads and stores copy all of them.

// OUT: lanes: 7 9

vir.func private @printf(!vir.ptr, ...) -> i32
vir.global private constant @fmt : !vir.array<14 x i8> = "lanes: %d %d\0A\00"

// CHECK-LABEL: static vct_v2ptr load_pair(void *v0) {
// CHECK:         __builtin_memcpy(&v{{[0-9]+}}, v0, 16);
vir.func private @load_pair(%p: !vir.ptr) -> vector<2x!vir.ptr> {
  %v = vir.load %p : vector<2x!vir.ptr>
  vir.return %v : vector<2x!vir.ptr>
}

vir.func @main() -> i32 {
  %one = vir.constant 1 : i64
  %two = vir.constant 2 : i64
  %i0 = vir.constant 0 : i32
  %i1 = vir.constant 1 : i32
  %a = vir.alloca i32
  %b = vir.alloca i32
  %c7 = vir.constant 7 : i32
  %c9 = vir.constant 9 : i32
  vir.store %c7, %a : i32
  vir.store %c9, %b : i32
  %null = vir.null : !vir.ptr
  %v0 = vir.splat %null : vector<2x!vir.ptr>
  %v1 = vir.insert %a, %v0[%i0 : i32] : vector<2x!vir.ptr>
  %v2 = vir.insert %b, %v1[%i1 : i32] : vector<2x!vir.ptr>
  %slot = vir.alloca vector<2x!vir.ptr>
  vir.store %v2, %slot : vector<2x!vir.ptr>
  %v = vir.call @load_pair(%slot) : (!vir.ptr) -> vector<2x!vir.ptr>
  %pa = vir.extract %v[%i0 : i32] : vector<2x!vir.ptr>
  %pb = vir.extract %v[%i1 : i32] : vector<2x!vir.ptr>
  %x = vir.load %pa : i32
  %y = vir.load %pb : i32
  %f = vir.addressof @fmt : !vir.ptr
  %r = vir.call @printf(%f, %x, %y) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return %i0 : i32
}
