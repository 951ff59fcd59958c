// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false straight-line=false objects=false noalias=false dereferenceable=false ranges=false constant-globals=false' --split-input-file | FileCheck %s
// RUN: vct-mlir-opt %s --vir-produce-traits='loops=false calls=false straight-line=false objects=false noalias=false dereferenceable=false ranges=false constant-globals=false loop-invariant=false' --split-input-file | FileCheck %s --check-prefix=OFF
// `loop-invariant`: a load in a loop whose address is defined outside its
// innermost loop and points into an object no unknown pointer reaches (a
// private global whose address only feeds accesses, a slot that does not
// escape) reads the same value on every iteration when nothing in that
// loop may write the object. A store through an unknown pointer cannot
// reach such an object; a recognized library call reaches memory only
// through its arguments.

// OFF-NOT: loop_invariant

vir.global private @n : i32 = 4
vir.global private @out : !vir.array<16 x i32> = zeroinit
vir.func private @strlen(!vir.ptr) -> i64

// CHECK-LABEL: vir.func @invariant(
// CHECK: ^bb1(%{{.*}}: i64):
// CHECK-NEXT: vir.load %{{.*}} {vir.traits = [#vir.loop_invariant<origin = "vir-produce-traits">]} : i32
// CHECK-NEXT: vir.load %{{.*}} {vir.traits = [#vir.loop_invariant<origin = "vir-produce-traits">]} : i32
vir.func @invariant(%p: !vir.ptr, %s: !vir.ptr, %k: i32) -> i32 {
  %slot = vir.alloca i32
  vir.store %k, %slot : i32
  %g = vir.addressof @n : !vir.ptr
  %o = vir.addressof @out : !vir.ptr
  %c0 = vir.constant 0 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %bound = vir.load %g : i32
  %scale = vir.load %slot : i32
  %e = vir.gep %o[0, %i] : !vir.array<16 x i32>
  vir.store %scale, %e : i32
  vir.store %bound, %p : i32
  %len = vir.call @strlen(%s) : (!vir.ptr) -> i64
  %c1 = vir.constant 1 : i64
  %i1 = vir.add %i, %c1 : i64
  %b64 = vir.sext %bound : i32 to i64
  %more = vir.icmp slt %i1, %b64 : i64
  vir.cond_br %more, ^loop(%i1 : i64), ^exit
^exit:
  %r = vir.load %slot : i32
  vir.return %r : i32
}

// -----

vir.global private @n : i32 = 4
vir.global @pub : i32 = 4
vir.func @touch() {
  vir.return
}
vir.func @set(%p: !vir.ptr) {
  %z = vir.constant 0 : i32
  vir.store %z, %p : i32
  vir.return
}

// Not invariant: @n is written in the loop; @pub is public (unknown
// pointers may reach it); the address of %e is computed in the loop; the
// call to @touch may write the private global @n (but not the slot, which
// it is not given); the slot is given to @set, which does not keep it
// (`call-args`: the slot stays private) but writes through it.
// CHECK-LABEL: vir.func @no_invariant(
// CHECK: ^bb1(%{{.*}}: i64):
// CHECK-NEXT: vir.load %{{.*}} : i32
// CHECK-NEXT: vir.load %{{.*}} : i32
// CHECK: ^bb2(%{{.*}}: i64):
// CHECK-NEXT: vir.load %{{.*}} : i32
// CHECK-NEXT: vir.load %{{.*}} {vir.traits = [#vir.loop_invariant<origin = "vir-produce-traits">]} : i32
// CHECK: ^bb4(%{{.*}}: i64):
// CHECK-NEXT: vir.load %{{.*}} : i32
vir.func @no_invariant(%k: i32, %n: i64) -> i32 {
  %slot = vir.alloca i32
  vir.store %k, %slot : i32
  %g = vir.addressof @n : !vir.ptr
  %q = vir.addressof @pub : !vir.ptr
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^written(%c0 : i64)
^written(%i: i64):
  %a = vir.load %g : i32
  %b = vir.load %q : i32
  %a1 = vir.add %a, %b : i32
  vir.store %a1, %g : i32
  %i1 = vir.add %i, %c1 : i64
  %m1 = vir.icmp slt %i1, %n : i64
  vir.cond_br %m1, ^written(%i1 : i64), ^called(%c0 : i64)
^called(%j: i64):
  %c = vir.load %g : i32
  %d = vir.load %slot : i32
  vir.call @touch() : () -> ()
  %j1 = vir.add %j, %c1 : i64
  %m2 = vir.icmp slt %j1, %n : i64
  vir.cond_br %m2, ^called(%j1 : i64), ^pre
^pre:
  vir.br ^passed(%c0 : i64)
^passed(%l: i64):
  %f = vir.load %slot : i32
  vir.call @set(%slot) : (!vir.ptr) -> ()
  %e = vir.gep %slot[%l] : i32
  %h = vir.load %e : i32
  %l1 = vir.add %l, %c1 : i64
  %m3 = vir.icmp slt %l1, %n : i64
  vir.cond_br %m3, ^passed(%l1 : i64), ^exit
^exit:
  %r = vir.add %c, %d : i32
  %r1 = vir.add %r, %f : i32
  %r2 = vir.add %r1, %h : i32
  vir.return %r2 : i32
}

// -----

vir.global private @n : i32 = 4

// Not invariant: a loop holding a region barrier or a volatile access.
// The innermost loop decides: a store to @n in the outer loop does not
// change the value inside the inner one.
// CHECK-LABEL: vir.func @no_barrier(
// CHECK: ^bb1(%{{.*}}: i64):
// CHECK-NEXT: vir.load %{{.*}} : i32
// CHECK: ^bb2(%{{.*}}: i64):
// CHECK-NEXT: vir.load %{{.*}} : i32
// CHECK: ^bb4(%{{.*}}: i64):
// CHECK-NEXT: vir.load %{{.*}} {vir.traits = [#vir.loop_invariant<origin = "vir-produce-traits">]} : i32
vir.func @no_barrier(%p: !vir.ptr, %n: i64) -> i32 {
  %g = vir.addressof @n : !vir.ptr
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^barrier(%c0 : i64)
^barrier(%i: i64):
  %a = vir.load %g : i32
  vir.opaque_region(%p : !vir.ptr) {
  ^bb0(%pp: !vir.ptr):
    vir.yield
  }
  %i1 = vir.add %i, %c1 : i64
  %m1 = vir.icmp slt %i1, %n : i64
  vir.cond_br %m1, ^barrier(%i1 : i64), ^volatile(%c0 : i64)
^volatile(%j: i64):
  %b = vir.load %g : i32
  vir.store volatile %b, %p : i32
  %j1 = vir.add %j, %c1 : i64
  %m2 = vir.icmp slt %j1, %n : i64
  vir.cond_br %m2, ^volatile(%j1 : i64), ^outer(%c0 : i64)
^outer(%k: i64):
  vir.br ^inner(%c0 : i64)
^inner(%l: i64):
  %c = vir.load %g : i32
  %l1 = vir.add %l, %c1 : i64
  %m3 = vir.icmp slt %l1, %n : i64
  vir.cond_br %m3, ^inner(%l1 : i64), ^latch
^latch:
  vir.store %c, %g : i32
  %k1 = vir.add %k, %c1 : i64
  %m4 = vir.icmp slt %k1, %n : i64
  vir.cond_br %m4, ^outer(%k1 : i64), ^exit
^exit:
  %r = vir.add %a, %b : i32
  %r1 = vir.add %r, %c : i32
  vir.return %r1 : i32
}
