// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false objects=false noalias=false nocapture=false libcalls=false dereferenceable=false' | FileCheck %s
// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false objects=false noalias=false nocapture=false libcalls=false dereferenceable=false constant-globals=false' | FileCheck %s --check-prefix=OFF
// `constant-globals`: a private global definition that nothing writes and
// whose address only feeds accesses becomes `constant`. Written ones (by a
// store or a memory intrinsic), escaping ones (passed to a call), public
// ones and declarations do not. The address of every constant global (the
// one marked here, and a public `constant` one) is `#vir.immutable`; other
// globals' are not.

// CHECK: vir.global private constant @ro : !vir.array<2 x i32> = [4, 8]
// CHECK: vir.global private @rw : i32 = 1
// CHECK: vir.global private @escapes : i32 = 2
// CHECK: vir.global private @copied : i32 = 3
// CHECK: vir.global @pub : i32 = 4
// CHECK: vir.global private @ext : i32
// OFF-NOT: constant @ro
// OFF-NOT: #vir.immutable

// CHECK-LABEL: vir.func @use(
// CHECK: vir.addressof @ro {vir.traits = [#vir.immutable<origin = "vir-produce-traits">]} : !vir.ptr
// CHECK: vir.addressof @rw : !vir.ptr
// CHECK: vir.addressof @escapes : !vir.ptr
// CHECK: vir.addressof @copied : !vir.ptr
// CHECK: vir.addressof @pub : !vir.ptr
// CHECK: vir.addressof @ext : !vir.ptr
// CHECK: vir.addressof @table {vir.traits = [#vir.immutable<origin = "vir-produce-traits">]} : !vir.ptr

vir.global private @ro : !vir.array<2 x i32> = [4, 8]
vir.global private @rw : i32 = 1
vir.global private @escapes : i32 = 2
vir.global private @copied : i32 = 3
vir.global @pub : i32 = 4
vir.global private @ext : i32
vir.global constant @table : !vir.array<2 x i8> = "ab"
vir.func private @sink(!vir.ptr)

vir.func @use(%p: !vir.ptr) -> i32 {
  %a = vir.addressof @ro : !vir.ptr
  %e = vir.gep %a[0, 1] : !vir.array<2 x i32>
  %v = vir.load %e : i32
  %b = vir.addressof @rw : !vir.ptr
  vir.store %v, %b : i32
  %c = vir.addressof @escapes : !vir.ptr
  vir.call @sink(%c) : (!vir.ptr) -> ()
  %d = vir.addressof @copied : !vir.ptr
  %n = vir.constant 4 : i64
  vir.memcpy %d, %p, %n : i64
  %q = vir.addressof @pub : !vir.ptr
  %w = vir.load %q : i32
  %x = vir.addressof @ext : !vir.ptr
  %y = vir.load %x : i32
  %t = vir.addressof @table : !vir.ptr
  %z = vir.load %t : i8
  vir.return %w : i32
}
