// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false objects=false noalias=false nocapture=false libcalls=false constant-globals=false' | FileCheck %s
// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false objects=false noalias=false nocapture=false libcalls=false constant-globals=false dereferenceable=false' | FileCheck %s --check-prefix=OFF
// `dereferenceable`: slots of constant size, global variables and constant
// in-bounds offsets into them; pointers a load or store dereferences in
// their defining block (the entry block for arguments) with no call in
// between, in functions that cannot free memory.

// OFF-NOT: dereferenceable

// CHECK-LABEL: vir.func @objects
// CHECK: vir.alloca !vir.array<8 x i32> {vir.traits = [#vir.dereferenceable<32, origin = "vir-produce-traits">]}
// A slot of unknown size is not stamped.
// CHECK: vir.alloca i32, %arg0 : i64{{$}}
// CHECK: vir.alloca i32, %{{.*}} : i64 {vir.traits = [#vir.dereferenceable<12, origin = "vir-produce-traits">]}
// CHECK: vir.addressof @table {vir.traits = [#vir.dereferenceable<16, origin = "vir-produce-traits">]}
// CHECK: vir.gep %table_addr[0, 3] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]}
// One past the end, a dynamic index and an empty array are not.
// CHECK: vir.gep %table_addr[0, 4] : !vir.array<4 x i32>
// CHECK: vir.gep %table_addr[0, %arg1] : !vir.array<4 x i32>
// CHECK: vir.addressof @ext : !vir.ptr
//
// %arg1 and %arg2 are read after a call (which might not return); the
// pointer loaded from %arg2 is not read at offset 0, the GEP from it is.
// CHECK-LABEL: vir.func @dereferenced(%arg0: !vir.ptr {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]}, %arg1: !vir.ptr, %arg2: !vir.ptr)
// CHECK: vir.load %arg2 : !vir.ptr
// CHECK: vir.gep %{{.*}}[2] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
//
// A function that calls free, or an unknown function, may free what it
// read: nothing is stamped.
// CHECK-LABEL: vir.func @no_freeing(%arg0: !vir.ptr)
// CHECK-LABEL: vir.func @no_conditional(%arg0: !vir.ptr, %arg1: i1)
// CHECK-LABEL: vir.func @no_may_free(%arg0: !vir.ptr)

vir.global private @table : !vir.array<4 x i32> = [1, 2, 3, 4]
vir.global private @ext : !vir.array<0 x i32>
vir.func private @free(!vir.ptr)
vir.func private @opaque()
vir.func private @helper() {
  vir.return
}

vir.func @objects(%n: i64, %i: i64) -> i32 {
  %a = vir.alloca !vir.array<8 x i32>
  %d = vir.alloca i32, %n : i64
  %c3 = vir.constant 3 : i64
  %e3 = vir.alloca i32, %c3 : i64
  %t = vir.addressof @table : !vir.ptr
  %in = vir.gep %t[0, 3] : !vir.array<4 x i32>
  %past = vir.gep %t[0, 4] : !vir.array<4 x i32>
  %dyn = vir.gep %t[0, %i] : !vir.array<4 x i32>
  %x = vir.addressof @ext : !vir.ptr
  %v = vir.load %in : i32
  vir.return %v : i32
}

vir.func @dereferenced(%p: !vir.ptr, %q: !vir.ptr, %pp: !vir.ptr) -> i32 {
  %v = vir.load %p : i32
  vir.call @helper() : () -> ()
  %w = vir.load %q : i32
  %row = vir.load %pp : !vir.ptr
  %e = vir.gep %row[2] : i32
  %x = vir.load %e : i32
  %s = vir.add %v, %w : i32
  %r = vir.add %s, %x : i32
  vir.return %r : i32
}

vir.func @no_freeing(%p: !vir.ptr) -> i32 {
  %v = vir.load %p : i32
  vir.call @free(%p) : (!vir.ptr) -> ()
  vir.return %v : i32
}

vir.func @no_conditional(%p: !vir.ptr, %c: i1) -> i32 {
  %z = vir.constant 0 : i32
  vir.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = vir.load %p : i32
  vir.return %v : i32
^bb2:
  vir.return %z : i32
}

vir.func @no_may_free(%p: !vir.ptr) -> i32 {
  %v = vir.load %p : i32
  vir.call @opaque() : () -> ()
  vir.return %v : i32
}
