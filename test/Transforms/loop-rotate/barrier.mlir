// A loop holding a region barrier is not rotated (O-36, O-38): its request
// is denied Unsupported, with a remark at the barrier. A stale rotate
// request (stamped at an older epoch) is ignored with a remark, and the loop
// stays as it is (O-12).
// RUN: vct-mlir-opt --loop-rotate --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// CHECK-LABEL: vir.func @barrier
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.icmp
// CHECK-NEXT: vir.cond_br
// CHECK: vir.opaque_region
vir.func @barrier(%a: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp ne %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  // expected-remark @below {{VIR: loop-rotate: loop contains a vir.opaque_region; not rotated}}
  vir.opaque_region(%a : !vir.ptr) {
  ^bb0(%base: !vir.ptr):
    %zero = vir.constant 0 : i32
    vir.store %zero, %base : i32
    vir.yield
  }
  %i1 = vir.add %i, %c1 nsw : i32
  // expected-remark @below {{VIR: denied rotate on loop with back edge in @barrier, Unsupported (the loop contains a vir.opaque_region; no code is copied across a region barrier)}}
  vir.br ^loop(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return
}

// -----

// CHECK-LABEL: vir.func @stale_request
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.icmp
// CHECK-NEXT: vir.cond_br
vir.func @stale_request(%n: i32) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp ne %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i32
  // expected-remark @below {{VIR: loop-rotate: ignored stale rotate request (stamped at epoch 1, the function is at 2)}}
  vir.br ^loop(%i1 : i32) {vir.traits = [#vir.req<rotate, strong, epoch = 1>]}
^exit:
  vir.return
}

// -----

// A stale fact on a header op is not carried to the copies; a valid one is.
// CHECK-LABEL: vir.func @stale_fact
// CHECK: %[[G:.*]] = vir.add %arg1, %{{.*}} : i32
// CHECK-NEXT: vir.icmp slt %[[G]]
// CHECK: vir.add %{{.*}}, %{{.*}} {vir.traits = [#vir.range<0, 100, epoch = 2>]} : i32
// CHECK: %[[L:.*]] = vir.add %arg1, %{{.*}} : i32
// CHECK-NEXT: vir.icmp slt %[[L]]
vir.func @stale_fact(%n: i32, %a: i32) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %x = vir.add %a, %i {vir.traits = [#vir.range<0, 10, epoch = 1>]} : i32
  %c = vir.icmp slt %x, %n : i32
  // expected-remark @below {{VIR: accepted rotate}}
  vir.cond_br %c, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 {vir.traits = [#vir.range<0, 100, epoch = 2>]} : i32
  vir.br ^loop(%i1 : i32) {vir.traits = [#vir.req<rotate, soft, epoch = 2>]}
^exit:
  vir.return
}
