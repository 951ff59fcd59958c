// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc -O2 %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT

// Atomic read-modify-writes in C: GCC's __atomic builtins on the unsigned
// type of the width (they wrap); min and max, which GCC lacks, as a
// compare-exchange loop; a compare-exchange through a local that receives
// the value read.

// CHECK: __atomic_fetch_add((uint32_t *)
// CHECK: __atomic_fetch_nand((uint32_t *)
// CHECK: do {
// CHECK: (int32_t)vct_old > (int32_t)
// CHECK: __atomic_compare_exchange_n((uint32_t *){{.*}}, &vct_old, vct_new, 1, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED)
// CHECK: __atomic_exchange_n((void **)
// CHECK: __atomic_compare_exchange_n((uint32_t *){{.*}}, &vct_old, (uint32_t){{.*}}, 0, __ATOMIC_SEQ_CST, __ATOMIC_ACQUIRE)
// CHECK: __atomic_thread_fence(__ATOMIC_SEQ_CST);
// CHECK: __atomic_signal_fence(__ATOMIC_ACQUIRE);

// OUT: 5 7 -4 -1 1 -1 1 7

vir.func private @printf(!vir.ptr, ...) -> i32
vir.global private constant @fmt : !vir.array<25 x i8> = "%d %d %d %d %d %d %d %d\0A\00"

vir.func @main() -> i32 {
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %cm1 = vir.constant -1 : i32
  %c7 = vir.constant 7 : i32
  %c5 = vir.constant 5 : i32
  %x = vir.alloca i32 align 4
  %s = vir.alloca !vir.ptr align 8
  vir.store %c5, %x align 4 : i32
  vir.store %x, %s align 8 : !vir.ptr
  // 5 + 2 = 7; nand(7, 3) = ~3 = -4; smax(-4, -1) = -1
  %a = vir.atomic_rmw add %x, %c2 seq_cst align 4 : i32
  %b = vir.atomic_rmw nand %x, %c3 seq_cst align 4 : i32
  %m = vir.atomic_rmw smax %x, %cm1 seq_cst align 4 : i32
  %mv = vir.load %x align 4 : i32
  // The pointer exchange returns the old pointer (x).
  %old = vir.atomic_rmw xchg %s, %x seq_cst align 8 : !vir.ptr
  %same = vir.icmp eq %old, %x : !vir.ptr
  %samei = vir.zext %same : i1 to i32
  // Succeeds (-1 == -1) and stores 7.
  %seen, %ok = vir.cmpxchg %x, %cm1, %c7 seq_cst acquire align 4 : i32
  %oki = vir.zext %ok : i1 to i32
  vir.fence seq_cst
  vir.fence singlethread acquire
  %now = vir.load %x align 4 : i32
  %f = vir.addressof @fmt : !vir.ptr
  %r = vir.call @printf(%f, %a, %b, %m, %mv, %samei, %seen, %oki, %now) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32, i32, i32, i32) -> i32
  %z = vir.constant 0 : i32
  vir.return %z : i32
}
