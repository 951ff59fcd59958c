// RUN: vct-mlir-opt %s --slp-vectorize --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// slp-vectorize's statistics: @f packs 4 stores (one lane gathered, one
// scalar read back), @g is refused (may alias), @h is a sum of four loads,
// @k packs 4 stores of a rotation of four loads (one shuffled load).

// CHECK: {{^}}slp-vectorize{{$}}
// CHECK-NEXT: (S) 1 extracts - Scalars read back from vectors for uses outside a tree
// CHECK-NEXT: (S) 1 gathers - Nodes gathered lane by lane
// CHECK-NEXT: (S) 1 load-shuffles - Vector loads shuffled into the lanes' order
// CHECK-NEXT: (S) 1 reductions - Horizontal reductions vectorized
// CHECK-NEXT: (S) 1 seeds-refused - Seeds refused for legality or cost
// CHECK-NEXT: (S) 8 stores-vectorized - Scalar stores replaced by vector stores
// CHECK-NEXT: (S) 3 trees-vectorized - Trees vectorized

vir.func @f(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %q: !vir.ptr {vir.traits = [#vir.restrict]}, %y: f32) -> f32 attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %q1 = vir.gep %q[1] : f32
  %q2 = vir.gep %q[2] : f32
  %q3 = vir.gep %q[3] : f32
  %p1 = vir.gep %p[1] : f32
  %p2 = vir.gep %p[2] : f32
  %p3 = vir.gep %p[3] : f32
  %x0 = vir.load %q : f32
  %x1 = vir.load %q1 : f32
  %x2 = vir.load %q2 : f32
  %x3 = vir.load %q3 : f32
  %k = vir.constant 2.0 : f32
  %z0 = vir.fmul %x0, %k : f32
  %z1 = vir.fmul %x1, %y : f32
  %z2 = vir.fmul %x2, %k : f32
  %z3 = vir.fmul %x3, %k : f32
  %m0 = vir.fsub %z0, %y : f32
  %m1 = vir.fsub %z1, %y : f32
  %m2 = vir.fsub %z2, %y : f32
  %m3 = vir.fsub %z3, %y : f32
  vir.store %m0, %p : f32
  vir.store %m1, %p1 : f32
  vir.store %m2, %p2 : f32
  vir.store %m3, %p3 : f32
  vir.return %m2 : f32
}

vir.func @g(%p: !vir.ptr, %q: !vir.ptr) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %q1 = vir.gep %q[1] : i64
  %p1 = vir.gep %p[1] : i64
  %x0 = vir.load %q : i64
  vir.store %x0, %p : i64
  %x1 = vir.load %q1 : i64
  vir.store %x1, %p1 : i64
  vir.return
}

vir.func @h(%a: !vir.ptr) -> i32 attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %a1 = vir.gep %a[1] : i32
  %a2 = vir.gep %a[2] : i32
  %a3 = vir.gep %a[3] : i32
  %x0 = vir.load %a : i32
  %x1 = vir.load %a1 : i32
  %x2 = vir.load %a2 : i32
  %x3 = vir.load %a3 : i32
  %s0 = vir.add %x0, %x1 : i32
  %s1 = vir.add %s0, %x2 : i32
  %s2 = vir.add %s1, %x3 : i32
  vir.return %s2 : i32
}

vir.func @k(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %q: !vir.ptr {vir.traits = [#vir.restrict]}) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %q1 = vir.gep %q[1] : i32
  %q2 = vir.gep %q[2] : i32
  %q3 = vir.gep %q[3] : i32
  %p1 = vir.gep %p[1] : i32
  %p2 = vir.gep %p[2] : i32
  %p3 = vir.gep %p[3] : i32
  %v0 = vir.load %q align 4 : i32
  %v1 = vir.load %q1 align 4 : i32
  %v2 = vir.load %q2 align 4 : i32
  %v3 = vir.load %q3 align 4 : i32
  %s0 = vir.add %v3, %v3 : i32
  %s1 = vir.add %v0, %v0 : i32
  %s2 = vir.add %v1, %v1 : i32
  %s3 = vir.add %v2, %v2 : i32
  vir.store %s0, %p align 4 : i32
  vir.store %s1, %p1 align 4 : i32
  vir.store %s2, %p2 align 4 : i32
  vir.store %s3, %p3 align 4 : i32
  vir.return
}
