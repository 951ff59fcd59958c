// Reductions too long for one vector: the chain's leaves are grouped by the
// address their expressions load from and each run of consecutive elements
// becomes a vir.reduce; the chain is rebuilt from the other leaves and the
// reductions, without nsw. Leaves extended from loads of at most half their
// width may fill two registers (8 x i32 from bytes: x86's psadbw shape).
// RUN: vct-mlir-opt --slp-vectorize --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// Two rows of |a[i] - b[i]| over bytes, summed as i32: each row is one
// 8-lane tree of loads, extensions, a subtraction and the select of an
// absolute value, reduced; the two reductions are added.
// CHECK-LABEL: vir.func @sad_rows(
// CHECK: vir.load %{{.*}} align 1 : vector<8xi8>
// CHECK: vir.zext %{{.*}} : vector<8xi8> to vector<8xi32>
// CHECK: vir.load %{{.*}} align 1 : vector<8xi8>
// CHECK: vir.select %{{.*}} : vector<8xi1>, vector<8xi32>
// CHECK: %[[R0:.*]] = vir.reduce add %{{.*}} : vector<8xi32>
// CHECK: vir.load %{{.*}} align 1 : vector<8xi8>
// CHECK: %[[R1:.*]] = vir.reduce add %{{.*}} : vector<8xi32>
// CHECK: %[[S:.*]] = vir.add %[[R0]], %[[R1]] : i32
// CHECK: vir.return %[[S]] : i32
// expected-remark @below {{VIR: accepted vectorize on function @sad_rows (vectorized 2 tree(s) of straight-line code}}
vir.func @sad_rows(%a: !vir.ptr, %b: !vir.ptr, %stride: i64) -> i32 attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %zero = vir.constant 0 : i32
  %a1 = vir.gep %a[%stride] : i8
  %b1 = vir.gep %b[%stride] : i8
  %pa00 = vir.gep %a[0] : i8
  %pb00 = vir.gep %b[0] : i8
  %la00 = vir.load %pa00 : i8
  %lb00 = vir.load %pb00 : i8
  %xa00 = vir.zext %la00 : i8 to i32
  %xb00 = vir.zext %lb00 : i8 to i32
  %d00 = vir.sub %xa00, %xb00 nsw : i32
  %c00 = vir.icmp slt %d00, %zero : i32
  %n00 = vir.sub %zero, %d00 nsw : i32
  %v00 = vir.select %c00, %n00, %d00 : i1, i32
  %pa01 = vir.gep %a[1] : i8
  %pb01 = vir.gep %b[1] : i8
  %la01 = vir.load %pa01 : i8
  %lb01 = vir.load %pb01 : i8
  %xa01 = vir.zext %la01 : i8 to i32
  %xb01 = vir.zext %lb01 : i8 to i32
  %d01 = vir.sub %xa01, %xb01 nsw : i32
  %c01 = vir.icmp slt %d01, %zero : i32
  %n01 = vir.sub %zero, %d01 nsw : i32
  %v01 = vir.select %c01, %n01, %d01 : i1, i32
  %pa02 = vir.gep %a[2] : i8
  %pb02 = vir.gep %b[2] : i8
  %la02 = vir.load %pa02 : i8
  %lb02 = vir.load %pb02 : i8
  %xa02 = vir.zext %la02 : i8 to i32
  %xb02 = vir.zext %lb02 : i8 to i32
  %d02 = vir.sub %xa02, %xb02 nsw : i32
  %c02 = vir.icmp slt %d02, %zero : i32
  %n02 = vir.sub %zero, %d02 nsw : i32
  %v02 = vir.select %c02, %n02, %d02 : i1, i32
  %pa03 = vir.gep %a[3] : i8
  %pb03 = vir.gep %b[3] : i8
  %la03 = vir.load %pa03 : i8
  %lb03 = vir.load %pb03 : i8
  %xa03 = vir.zext %la03 : i8 to i32
  %xb03 = vir.zext %lb03 : i8 to i32
  %d03 = vir.sub %xa03, %xb03 nsw : i32
  %c03 = vir.icmp slt %d03, %zero : i32
  %n03 = vir.sub %zero, %d03 nsw : i32
  %v03 = vir.select %c03, %n03, %d03 : i1, i32
  %pa04 = vir.gep %a[4] : i8
  %pb04 = vir.gep %b[4] : i8
  %la04 = vir.load %pa04 : i8
  %lb04 = vir.load %pb04 : i8
  %xa04 = vir.zext %la04 : i8 to i32
  %xb04 = vir.zext %lb04 : i8 to i32
  %d04 = vir.sub %xa04, %xb04 nsw : i32
  %c04 = vir.icmp slt %d04, %zero : i32
  %n04 = vir.sub %zero, %d04 nsw : i32
  %v04 = vir.select %c04, %n04, %d04 : i1, i32
  %pa05 = vir.gep %a[5] : i8
  %pb05 = vir.gep %b[5] : i8
  %la05 = vir.load %pa05 : i8
  %lb05 = vir.load %pb05 : i8
  %xa05 = vir.zext %la05 : i8 to i32
  %xb05 = vir.zext %lb05 : i8 to i32
  %d05 = vir.sub %xa05, %xb05 nsw : i32
  %c05 = vir.icmp slt %d05, %zero : i32
  %n05 = vir.sub %zero, %d05 nsw : i32
  %v05 = vir.select %c05, %n05, %d05 : i1, i32
  %pa06 = vir.gep %a[6] : i8
  %pb06 = vir.gep %b[6] : i8
  %la06 = vir.load %pa06 : i8
  %lb06 = vir.load %pb06 : i8
  %xa06 = vir.zext %la06 : i8 to i32
  %xb06 = vir.zext %lb06 : i8 to i32
  %d06 = vir.sub %xa06, %xb06 nsw : i32
  %c06 = vir.icmp slt %d06, %zero : i32
  %n06 = vir.sub %zero, %d06 nsw : i32
  %v06 = vir.select %c06, %n06, %d06 : i1, i32
  %pa07 = vir.gep %a[7] : i8
  %pb07 = vir.gep %b[7] : i8
  %la07 = vir.load %pa07 : i8
  %lb07 = vir.load %pb07 : i8
  %xa07 = vir.zext %la07 : i8 to i32
  %xb07 = vir.zext %lb07 : i8 to i32
  %d07 = vir.sub %xa07, %xb07 nsw : i32
  %c07 = vir.icmp slt %d07, %zero : i32
  %n07 = vir.sub %zero, %d07 nsw : i32
  %v07 = vir.select %c07, %n07, %d07 : i1, i32
  %pa10 = vir.gep %a1[0] : i8
  %pb10 = vir.gep %b1[0] : i8
  %la10 = vir.load %pa10 : i8
  %lb10 = vir.load %pb10 : i8
  %xa10 = vir.zext %la10 : i8 to i32
  %xb10 = vir.zext %lb10 : i8 to i32
  %d10 = vir.sub %xa10, %xb10 nsw : i32
  %c10 = vir.icmp slt %d10, %zero : i32
  %n10 = vir.sub %zero, %d10 nsw : i32
  %v10 = vir.select %c10, %n10, %d10 : i1, i32
  %pa11 = vir.gep %a1[1] : i8
  %pb11 = vir.gep %b1[1] : i8
  %la11 = vir.load %pa11 : i8
  %lb11 = vir.load %pb11 : i8
  %xa11 = vir.zext %la11 : i8 to i32
  %xb11 = vir.zext %lb11 : i8 to i32
  %d11 = vir.sub %xa11, %xb11 nsw : i32
  %c11 = vir.icmp slt %d11, %zero : i32
  %n11 = vir.sub %zero, %d11 nsw : i32
  %v11 = vir.select %c11, %n11, %d11 : i1, i32
  %pa12 = vir.gep %a1[2] : i8
  %pb12 = vir.gep %b1[2] : i8
  %la12 = vir.load %pa12 : i8
  %lb12 = vir.load %pb12 : i8
  %xa12 = vir.zext %la12 : i8 to i32
  %xb12 = vir.zext %lb12 : i8 to i32
  %d12 = vir.sub %xa12, %xb12 nsw : i32
  %c12 = vir.icmp slt %d12, %zero : i32
  %n12 = vir.sub %zero, %d12 nsw : i32
  %v12 = vir.select %c12, %n12, %d12 : i1, i32
  %pa13 = vir.gep %a1[3] : i8
  %pb13 = vir.gep %b1[3] : i8
  %la13 = vir.load %pa13 : i8
  %lb13 = vir.load %pb13 : i8
  %xa13 = vir.zext %la13 : i8 to i32
  %xb13 = vir.zext %lb13 : i8 to i32
  %d13 = vir.sub %xa13, %xb13 nsw : i32
  %c13 = vir.icmp slt %d13, %zero : i32
  %n13 = vir.sub %zero, %d13 nsw : i32
  %v13 = vir.select %c13, %n13, %d13 : i1, i32
  %pa14 = vir.gep %a1[4] : i8
  %pb14 = vir.gep %b1[4] : i8
  %la14 = vir.load %pa14 : i8
  %lb14 = vir.load %pb14 : i8
  %xa14 = vir.zext %la14 : i8 to i32
  %xb14 = vir.zext %lb14 : i8 to i32
  %d14 = vir.sub %xa14, %xb14 nsw : i32
  %c14 = vir.icmp slt %d14, %zero : i32
  %n14 = vir.sub %zero, %d14 nsw : i32
  %v14 = vir.select %c14, %n14, %d14 : i1, i32
  %pa15 = vir.gep %a1[5] : i8
  %pb15 = vir.gep %b1[5] : i8
  %la15 = vir.load %pa15 : i8
  %lb15 = vir.load %pb15 : i8
  %xa15 = vir.zext %la15 : i8 to i32
  %xb15 = vir.zext %lb15 : i8 to i32
  %d15 = vir.sub %xa15, %xb15 nsw : i32
  %c15 = vir.icmp slt %d15, %zero : i32
  %n15 = vir.sub %zero, %d15 nsw : i32
  %v15 = vir.select %c15, %n15, %d15 : i1, i32
  %pa16 = vir.gep %a1[6] : i8
  %pb16 = vir.gep %b1[6] : i8
  %la16 = vir.load %pa16 : i8
  %lb16 = vir.load %pb16 : i8
  %xa16 = vir.zext %la16 : i8 to i32
  %xb16 = vir.zext %lb16 : i8 to i32
  %d16 = vir.sub %xa16, %xb16 nsw : i32
  %c16 = vir.icmp slt %d16, %zero : i32
  %n16 = vir.sub %zero, %d16 nsw : i32
  %v16 = vir.select %c16, %n16, %d16 : i1, i32
  %pa17 = vir.gep %a1[7] : i8
  %pb17 = vir.gep %b1[7] : i8
  %la17 = vir.load %pa17 : i8
  %lb17 = vir.load %pb17 : i8
  %xa17 = vir.zext %la17 : i8 to i32
  %xb17 = vir.zext %lb17 : i8 to i32
  %d17 = vir.sub %xa17, %xb17 nsw : i32
  %c17 = vir.icmp slt %d17, %zero : i32
  %n17 = vir.sub %zero, %d17 nsw : i32
  %v17 = vir.select %c17, %n17, %d17 : i1, i32
  // expected-remark @below {{VIR: slp-vectorize: vectorized a add reduction of 8 i32 values: cost 71.0 -> 28.0 (10 node(s), 0 gathered, 0 extract(s), 0 scalar(s) kept)}}
  %s01 = vir.add %v00, %v01 nsw : i32
  %s02 = vir.add %s01, %v02 nsw : i32
  %s03 = vir.add %s02, %v03 nsw : i32
  %s04 = vir.add %s03, %v04 nsw : i32
  %s05 = vir.add %s04, %v05 nsw : i32
  %s06 = vir.add %s05, %v06 nsw : i32
  %s07 = vir.add %s06, %v07 nsw : i32
  %s10 = vir.add %s07, %v10 nsw : i32
  %s11 = vir.add %s10, %v11 nsw : i32
  %s12 = vir.add %s11, %v12 nsw : i32
  %s13 = vir.add %s12, %v13 nsw : i32
  %s14 = vir.add %s13, %v14 nsw : i32
  %s15 = vir.add %s14, %v15 nsw : i32
  %s16 = vir.add %s15, %v16 nsw : i32
  // The second run's remark is at the rebuilt chain, the root's copy.
  // expected-remark @below {{VIR: slp-vectorize: vectorized a add reduction of 8 i32 values}}
  %s17 = vir.add %s16, %v17 nsw : i32
  vir.return %s17 : i32
}

// -----

// Six i32 leaves: four consecutive loads of %a become one reduction (four
// i32 lanes fill the register: loads as wide as the leaves get no second
// one); the load of %b and the argument stay scalar links.
// CHECK-LABEL: vir.func @partial(
// CHECK: %[[Y:.*]] = vir.load %arg1 : i32
// CHECK: %[[V:.*]] = vir.load %arg0 align 4 : vector<4xi32>
// CHECK: %[[R:.*]] = vir.reduce add %[[V]] : vector<4xi32>
// CHECK: %[[S0:.*]] = vir.add %[[Y]], %arg2 : i32
// CHECK: %[[S1:.*]] = vir.add %[[S0]], %[[R]] : i32
// CHECK: vir.return %[[S1]] : i32
// expected-remark @below {{VIR: accepted vectorize on function @partial}}
vir.func @partial(%a: !vir.ptr, %b: !vir.ptr, %c: i32) -> i32 attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %a1 = vir.gep %a[1] : i32
  %a2 = vir.gep %a[2] : i32
  %a3 = vir.gep %a[3] : i32
  %x0 = vir.load %a : i32
  %x1 = vir.load %a1 : i32
  %y = vir.load %b : i32
  %x2 = vir.load %a2 : i32
  %x3 = vir.load %a3 : i32
  // expected-remark @below {{VIR: slp-vectorize: vectorized a add reduction of 4 i32 values: cost 7.0 -> 5.0 (1 node(s), 0 gathered, 0 extract(s), 0 scalar(s) kept)}}
  %s0 = vir.add %x0, %y nsw : i32
  %s1 = vir.add %s0, %x1 nsw : i32
  %s2 = vir.add %s1, %c nsw : i32
  %s3 = vir.add %s2, %x2 nsw : i32
  %s4 = vir.add %s3, %x3 nsw : i32
  vir.return %s4 : i32
}

// -----

// Six leaves of i32 loads from six different addresses: no run of four;
// nothing changes.
// CHECK-LABEL: vir.func @no_runs(
// CHECK-NOT: vir.reduce
// CHECK: vir.return
// expected-remark @below {{VIR: denied vectorize on function @no_runs, Unsupported}}
vir.func @no_runs(%a: !vir.ptr, %b: !vir.ptr, %c: !vir.ptr, %d: !vir.ptr, %e: !vir.ptr, %f: !vir.ptr) -> i32 attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %x0 = vir.load %a : i32
  %x1 = vir.load %b : i32
  %x2 = vir.load %c : i32
  %x3 = vir.load %d : i32
  %x4 = vir.load %e : i32
  %x5 = vir.load %f : i32
  %s0 = vir.add %x0, %x1 nsw : i32
  %s1 = vir.add %s0, %x2 nsw : i32
  %s2 = vir.add %s1, %x3 nsw : i32
  %s3 = vir.add %s2, %x4 nsw : i32
  %s4 = vir.add %s3, %x5 nsw : i32
  vir.return %s4 : i32
}

// -----

// A store between the loads of a run and the chain's root that may write
// them: the run is refused (the chain stays as it was).
// CHECK-LABEL: vir.func @no_clobbered(
// CHECK-NOT: vir.reduce
// CHECK: vir.return
// expected-remark @below {{VIR: denied vectorize on function @no_clobbered, Unsupported}}
vir.func @no_clobbered(%a: !vir.ptr, %p: !vir.ptr, %c: i32) -> i32 attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %a1 = vir.gep %a[1] : i32
  %a2 = vir.gep %a[2] : i32
  %a3 = vir.gep %a[3] : i32
  %x0 = vir.load %a : i32
  %x1 = vir.load %a1 : i32
  %x2 = vir.load %a2 : i32
  %s0 = vir.add %x0, %x1 nsw : i32
  %s1 = vir.add %s0, %c nsw : i32
  %s2 = vir.add %s1, %x2 nsw : i32
  vir.store %c, %p : i32
  %x3 = vir.load %a3 : i32
  %s3 = vir.add %s2, %x3 nsw : i32
  // expected-remark @below {{VIR: slp-vectorize: a add reduction of 4 i32 values: store to %arg1 may alias load from %arg0: no noalias or restrict trait}}
  %s4 = vir.add %s3, %c nsw : i32
  vir.return %s4 : i32
}

// -----

// An xor reduction of four, then a longer add chain in the same block:
// each run is reduced with its own chain's operation (the add chain's
// run is not an xor).
// CHECK-LABEL: vir.func @kinds(
// CHECK: vir.reduce xor %{{.*}} : vector<4xi32>
// CHECK: vir.reduce add %{{.*}} : vector<4xi32>
// CHECK-NOT: vir.reduce xor
// CHECK: vir.return
// expected-remark @below {{VIR: accepted vectorize on function @kinds}}
vir.func @kinds(%a: !vir.ptr, %b: !vir.ptr, %c: i32) -> i32 attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %a1 = vir.gep %a[1] : i32
  %a2 = vir.gep %a[2] : i32
  %a3 = vir.gep %a[3] : i32
  %x0 = vir.load %a : i32
  %x1 = vir.load %a1 : i32
  %x2 = vir.load %a2 : i32
  %x3 = vir.load %a3 : i32
  // expected-remark @below {{VIR: slp-vectorize: vectorized a xor reduction of 4 i32 values}}
  %h0 = vir.xor %x0, %x1 : i32
  %h1 = vir.xor %h0, %x2 : i32
  %h2 = vir.xor %h1, %x3 : i32
  %b1 = vir.gep %b[1] : i32
  %b2 = vir.gep %b[2] : i32
  %b3 = vir.gep %b[3] : i32
  %y0 = vir.load %b : i32
  %y1 = vir.load %b1 : i32
  %y2 = vir.load %b2 : i32
  %y3 = vir.load %b3 : i32
  // expected-remark @below {{VIR: slp-vectorize: vectorized a add reduction of 4 i32 values}}
  %s0 = vir.add %y0, %c : i32
  %s1 = vir.add %s0, %y1 : i32
  %s2 = vir.add %s1, %y2 : i32
  %s3 = vir.add %s2, %y3 : i32
  %r = vir.add %s3, %h2 : i32
  vir.return %r : i32
}

// -----

// A float chain of six (reassoc on every link, nnan only on the root): the
// run of four is reduced and the chain rebuilt with the flags all links
// share, reassoc alone.
// CHECK-LABEL: vir.func @float_flags(
// CHECK: vir.reduce fadd %{{.*}} fastmath<reassoc> : vector<4xf32>
// CHECK: vir.fadd %{{.*}}, %{{.*}} fastmath<reassoc> : f32
// CHECK: vir.fadd %{{.*}}, %{{.*}} fastmath<reassoc> : f32
// CHECK-NOT: nnan
// CHECK: vir.return
// expected-remark @below {{VIR: accepted vectorize on function @float_flags}}
vir.func @float_flags(%a: !vir.ptr, %b: f32, %c: f32) -> f32 attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %a1 = vir.gep %a[1] : f32
  %a2 = vir.gep %a[2] : f32
  %a3 = vir.gep %a[3] : f32
  %x0 = vir.load %a : f32
  %x1 = vir.load %a1 : f32
  %x2 = vir.load %a2 : f32
  %x3 = vir.load %a3 : f32
  // expected-remark @below {{VIR: slp-vectorize: vectorized a fadd reduction of 4 f32 values}}
  %s0 = vir.fadd %x0, %b fastmath<reassoc> : f32
  %s1 = vir.fadd %s0, %x1 fastmath<reassoc> : f32
  %s2 = vir.fadd %s1, %x2 fastmath<reassoc> : f32
  %s3 = vir.fadd %s2, %c fastmath<reassoc> : f32
  %s4 = vir.fadd %s3, %x3 fastmath<reassoc, nnan> : f32
  vir.return %s4 : f32
}
