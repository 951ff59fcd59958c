// RUN: not vct-mlir-opt %s 2>&1 | FileCheck %s
// CHECK: {{.*}}struct-of-index.mlir:7:32: error: structure field type 'index' is not a VIR value or aggregate type

// A structure field of a type VIR cannot store.

vir.func private @f(%p: !vir.ptr) -> !vir.ptr {
  %q = vir.gep %p[0, 1] : !vir.struct<i32, index>
  vir.return %q : !vir.ptr
}
