// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false objects=false noalias=false dereferenceable=false' | FileCheck %s
// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false objects=false noalias=false dereferenceable=false libcalls=false' | FileCheck %s --check-prefix=OFF
// RUN: vct-mlir-opt %s --vir-produce-traits --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// `libcalls`: the C library functions that never return (abort, exit,
// _Exit, quick_exit, longjmp, siglongjmp, __assert_fail) get #vir.noreturn
// on their declaration and on each call, when their name and type match the
// C prototype. A function of the same name with other types, or one the
// module defines, gets nothing; calls inside a barrier get nothing.

// OFF-NOT: noreturn
// STATS: 2 num-noreturn-calls

// CHECK: vir.func private @abort() attributes {vir.traits = [#vir.noreturn<origin = "vir-produce-traits">]}
// CHECK: vir.func private @exit(i32) attributes {vir.traits = [#vir.noreturn<origin = "vir-produce-traits">]}
// CHECK: vir.func private @longjmp(!vir.ptr, i64){{$}}
vir.func private @abort()
vir.func private @exit(i32)
vir.func private @longjmp(!vir.ptr, i64)

// CHECK-LABEL: vir.func @f(
// CHECK: vir.call @abort() {vir.traits = [#vir.noreturn<origin = "vir-produce-traits">]}
// CHECK: vir.call @longjmp(%{{.*}}, %{{.*}}) : (!vir.ptr, i64) -> (){{$}}
// CHECK: vir.opaque_region
// CHECK: vir.call @exit(%{{.*}}) : (i32) -> (){{$}}
// CHECK: vir.call @exit(%{{.*}}) {vir.traits = [#vir.noreturn<origin = "vir-produce-traits">]}
vir.func @f(%c: i1, %p: !vir.ptr, %n: i64, %x: i32) {
  vir.cond_br %c, ^a, ^b
^a:
  vir.call @abort() : () -> ()
  vir.unreachable
^b:
  vir.call @longjmp(%p, %n) : (!vir.ptr, i64) -> ()
  vir.opaque_region(%x : i32) {
  ^bb0(%y: i32):
    vir.call @exit(%y) : (i32) -> ()
    vir.yield
  }
  vir.call @exit(%x) : (i32) -> ()
  vir.unreachable
}
