// RUN: vct-mlir-opt --gvn %s | FileCheck %s
// Running the pass again changes nothing:
// RUN: vct-mlir-opt --gvn %s | vct-mlir-opt --gvn | FileCheck %s

// A block argument that every edge fills with a load of what the edge
// passes for a pointer argument (the load last in its block but for what
// writes nothing) is the value at that pointer on entry: a pointer walked
// in a loop whose latch loads the next element.

// CHECK-LABEL: vir.func @walk(
// CHECK:      ^[[H:bb[0-9]+]](%[[P:.*]]: !vir.ptr, %[[C:.*]]: i8):
// CHECK:      ^bb{{[0-9]+}}:
// CHECK-NOT:    vir.load %[[P]]
// CHECK:        vir.icmp eq %[[C]], %{{.*}} : i8
vir.func @walk(%s: !vir.ptr) -> i32 {
  %zero = vir.constant 0 : i8
  %sp = vir.constant 32 : i8
  %n0 = vir.constant 0 : i32
  %first = vir.load %s align 1 : i8
  vir.br ^head(%s, %first : !vir.ptr, i8)
^head(%p: !vir.ptr, %c: i8):
  %end = vir.icmp eq %c, %zero : i8
  vir.cond_br %end, ^done, ^body
^body:
  %again = vir.load %p align 1 : i8
  %space = vir.icmp eq %again, %sp : i8
  %next = vir.gep inbounds %p[1] : i8
  %d = vir.load %next align 1 : i8
  vir.cond_br %space, ^done, ^head(%next, %d : !vir.ptr, i8)
^done:
  vir.return %n0 : i32
}

// The same at a join of forward edges.
// CHECK-LABEL: vir.func @join(
// CHECK:      ^[[J:bb[0-9]+]](%[[P:.*]]: !vir.ptr, %[[V:.*]]: i32):
// CHECK-NEXT:   vir.return %[[V]] : i32
vir.func @join(%a: !vir.ptr, %b: !vir.ptr, %q: i1) -> i32 {
  vir.cond_br %q, ^left, ^right
^left:
  %x = vir.load %a align 4 : i32
  vir.br ^j(%a, %x : !vir.ptr, i32)
^right:
  %y = vir.load %b align 4 : i32
  vir.br ^j(%b, %y : !vir.ptr, i32)
^j(%p: !vir.ptr, %v: i32):
  %w = vir.load %p align 4 : i32
  vir.return %w : i32
}

// Kept: a write after the load in an edge's block; a write between the
// block's entry and the load; a volatile load on an edge; an edge that
// passes no load; a load of another type; a region barrier in between.
// CHECK-LABEL: vir.func @write_after_load(
// CHECK: ^bb{{[0-9]+}}(%[[P:.*]]: !vir.ptr, %{{.*}}: i32):
// CHECK-NEXT: vir.load %[[P]]
vir.func @write_after_load(%a: !vir.ptr, %b: !vir.ptr, %o: !vir.ptr, %q: i1) -> i32 {
  %k = vir.constant 7 : i32
  vir.cond_br %q, ^left, ^right
^left:
  %x = vir.load %a align 4 : i32
  vir.store %k, %o align 4 : i32
  vir.br ^j(%a, %x : !vir.ptr, i32)
^right:
  %y = vir.load %b align 4 : i32
  vir.br ^j(%b, %y : !vir.ptr, i32)
^j(%p: !vir.ptr, %v: i32):
  %w = vir.load %p align 4 : i32
  %r = vir.add %w, %v : i32
  vir.return %r : i32
}

// CHECK-LABEL: vir.func @write_before_use(
// CHECK: vir.store
// CHECK-NEXT: vir.load
vir.func @write_before_use(%a: !vir.ptr, %b: !vir.ptr, %o: !vir.ptr, %q: i1) -> i32 {
  %k = vir.constant 7 : i32
  vir.cond_br %q, ^left, ^right
^left:
  %x = vir.load %a align 4 : i32
  vir.br ^j(%a, %x : !vir.ptr, i32)
^right:
  %y = vir.load %b align 4 : i32
  vir.br ^j(%b, %y : !vir.ptr, i32)
^j(%p: !vir.ptr, %v: i32):
  vir.store %k, %o align 4 : i32
  %w = vir.load %p align 4 : i32
  %r = vir.add %w, %v : i32
  vir.return %r : i32
}

// CHECK-LABEL: vir.func @volatile_edge(
// CHECK: ^bb{{[0-9]+}}(%[[P:.*]]: !vir.ptr, %{{.*}}: i32):
// CHECK-NEXT: vir.load %[[P]]
vir.func @volatile_edge(%a: !vir.ptr, %b: !vir.ptr, %q: i1) -> i32 {
  vir.cond_br %q, ^left, ^right
^left:
  %x = vir.load volatile %a align 4 : i32
  vir.br ^j(%a, %x : !vir.ptr, i32)
^right:
  %y = vir.load %b align 4 : i32
  vir.br ^j(%b, %y : !vir.ptr, i32)
^j(%p: !vir.ptr, %v: i32):
  %w = vir.load %p align 4 : i32
  %r = vir.add %w, %v : i32
  vir.return %r : i32
}

// CHECK-LABEL: vir.func @no_load_on_edge(
// CHECK: ^bb{{[0-9]+}}(%[[P:.*]]: !vir.ptr, %{{.*}}: i32):
// CHECK-NEXT: vir.load %[[P]]
vir.func @no_load_on_edge(%a: !vir.ptr, %b: !vir.ptr, %q: i1, %z: i32) -> i32 {
  vir.cond_br %q, ^left, ^right
^left:
  %x = vir.load %a align 4 : i32
  vir.br ^j(%a, %x : !vir.ptr, i32)
^right:
  vir.br ^j(%b, %z : !vir.ptr, i32)
^j(%p: !vir.ptr, %v: i32):
  %w = vir.load %p align 4 : i32
  %r = vir.add %w, %v : i32
  vir.return %r : i32
}

// The value at the pointer on entry, read as another type of its width:
// its bits.
// CHECK-LABEL: vir.func @other_type(
// CHECK: ^bb{{[0-9]+}}(%{{.*}}: !vir.ptr, %[[V:.*]]: i32):
// CHECK-NEXT: %[[F:.*]] = vir.bitcast %[[V]] : i32 to f32
// CHECK-NEXT: vir.return %[[F]] : f32
vir.func @other_type(%a: !vir.ptr, %b: !vir.ptr, %q: i1) -> f32 {
  vir.cond_br %q, ^left, ^right
^left:
  %x = vir.load %a align 4 : i32
  vir.br ^j(%a, %x : !vir.ptr, i32)
^right:
  %y = vir.load %b align 4 : i32
  vir.br ^j(%b, %y : !vir.ptr, i32)
^j(%p: !vir.ptr, %v: i32):
  %w = vir.load %p align 4 : f32
  vir.return %w : f32
}

// CHECK-LABEL: vir.func @barrier(
// CHECK: vir.opaque_region
// CHECK: vir.load %{{.*}} align 4 : i32
// CHECK-NEXT: vir.add
vir.func @barrier(%a: !vir.ptr, %b: !vir.ptr, %q: i1) -> i32 {
  vir.cond_br %q, ^left, ^right
^left:
  %x = vir.load %a align 4 : i32
  vir.br ^j(%a, %x : !vir.ptr, i32)
^right:
  %y = vir.load %b align 4 : i32
  vir.br ^j(%b, %y : !vir.ptr, i32)
^j(%p: !vir.ptr, %v: i32):
  %u = vir.opaque_region(%p : !vir.ptr) -> (i32) {
  ^bb0(%r: !vir.ptr):
    %k = vir.constant 9 : i32
    vir.store %k, %r align 4 : i32
    vir.yield %k : i32
  }
  %w = vir.load %p align 4 : i32
  %s = vir.add %w, %v : i32
  %t = vir.add %s, %u : i32
  vir.return %t : i32
}
