// RUN: vct-mlir-opt --sroa --remarks -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --sroa --mem2reg --instcombine %s | FileCheck %s --check-prefix=PROMOTED

// Retyping: nocapture slots whose bytes are accessed with different types
// become one slot per partition, and their accesses shifts, truncations,
// masks and bitcasts of the partition's value.

// A structure of two i32 written field by field and read back as one i64
// (a small structure returned by value): the fields divide the i64 load,
// which is split (as LLVM splits integer slices): one i32 slot per field,
// the load an or of the two. After mem2reg and instcombine, the i64 is an
// or of the shifted stored values.
// CHECK-LABEL: vir.func @two_i32_as_i64(
// CHECK-COUNT-2: vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
// CHECK-NOT: !vir.struct
// PROMOTED-LABEL: vir.func @two_i32_as_i64(
// PROMOTED-NOT: vir.alloca
// PROMOTED-DAG: %[[LO:.*]] = vir.zext %arg0 : i32 to i64
// PROMOTED-DAG: %[[HI:.*]] = vir.zext %arg1 : i32 to i64
// PROMOTED-DAG: %[[SH:.*]] = vir.shl %[[HI]], %{{.*}} : i64
// PROMOTED: %[[R:.*]] = vir.or %[[LO]], %[[SH]] : i64
// PROMOTED-NEXT: vir.return %[[R]] : i64
vir.func @two_i32_as_i64(%x: i32, %y: i32) -> i64 {
  // expected-remark @below {{VIR: sroa: retyped a slot accessed with different types into 2 slot(s) of one type each}}
  %s = vir.alloca !vir.struct<i32, i32> align 4 {vir.traits = [#vir.nocapture]}
  vir.store %x, %s : i32
  %f = vir.gep %s[0, 1] : !vir.struct<i32, i32>
  vir.store %y, %f : i32
  %v = vir.load %s : i64
  vir.return %v : i64
}

// A structure of two floats passed as a vector<2xf32> (the x86-64 ABI) and
// read back field by field: the field loads divide the vector store at its
// element boundary, so it is stored element by element, and each field is
// a slot of its own.
// CHECK-LABEL: vir.func @vector_as_fields(
// CHECK-DAG: vir.alloca f32 align 4 {vir.traits = [#vir.nocapture]}
// CHECK-NOT: vir.store %arg0
// CHECK: vir.return
// PROMOTED-LABEL: vir.func @vector_as_fields(
// PROMOTED-NOT: vir.alloca
// PROMOTED-DAG: %[[A:.*]] = vir.extract %arg0[%{{.*}} : i64] : vector<2xf32>
// PROMOTED-DAG: %[[B:.*]] = vir.extract %arg0[%{{.*}} : i64] : vector<2xf32>
// PROMOTED: vir.fadd %[[A]], %[[B]] : f32
vir.func @vector_as_fields(%v: vector<2xf32>) -> f32 {
  // expected-remark @below {{VIR: sroa: retyped a slot accessed with different types into 2 slot(s) of one type each}}
  %s = vir.alloca !vir.struct<f32, f32> align 4 {vir.traits = [#vir.nocapture]}
  vir.store %v, %s align 4 : vector<2xf32>
  %a = vir.load %s align 4 : f32
  %p = vir.gep inbounds %s[0, 1] : !vir.struct<f32, f32>
  %b = vir.load %p align 4 : f32
  %r = vir.fadd %a, %b : f32
  vir.return %r : f32
}

// And back: fields written one by one, the structure read as a vector.
// PROMOTED-LABEL: vir.func @fields_as_vector(
// PROMOTED-NOT: vir.alloca
// PROMOTED: %[[V:.*]] = vir.splat %arg0 : vector<2xf32>
// PROMOTED-NEXT: vir.insert %arg1, %[[V]][%{{.*}} : i64] : vector<2xf32>
vir.func @fields_as_vector(%x: f32, %y: f32) -> vector<2xf32> {
  // expected-remark @below {{VIR: sroa: retyped a slot accessed with different types into 2 slot(s) of one type each}}
  %s = vir.alloca !vir.struct<f32, f32> align 4 {vir.traits = [#vir.nocapture]}
  vir.store %x, %s align 4 : f32
  %p = vir.gep inbounds %s[0, 1] : !vir.struct<f32, f32>
  vir.store %y, %p align 4 : f32
  %v = vir.load %s align 4 : vector<2xf32>
  vir.return %v : vector<2xf32>
}

// A vector that nothing divides is read and written as its bits: the
// structure passed as a vector<2xf32>, read back as one i64.
// PROMOTED-LABEL: vir.func @vector_as_i64(
// PROMOTED-NOT: vir.alloca
// PROMOTED: %[[W:.*]] = vir.bitcast %arg0 : vector<2xf32> to i64
// PROMOTED-NEXT: vir.return %[[W]] : i64
vir.func @vector_as_i64(%v: vector<2xf32>) -> i64 {
  // expected-remark @below {{VIR: sroa: retyped a slot accessed with different types into 1 slot(s) of one type each}}
  %s = vir.alloca !vir.struct<f32, f32> align 4 {vir.traits = [#vir.nocapture]}
  vir.store %v, %s align 4 : vector<2xf32>
  %w = vir.load %s align 4 : i64
  vir.return %w : i64
}

// A vector<4xi16> store of an array field, under two i64 loads of the
// structure's halves (a 16-byte structure passed as two i64): the second
// load's start divides the vector, which is stored element by element;
// the stores divide the i64 loads, which are split: an i32 slot, four i16
// ones and an i32.
// CHECK-LABEL: vir.func @vector_under_halves(
// CHECK-COUNT-4: vir.alloca i16
// CHECK-NOT: vir.alloca i64
// CHECK: vir.return
vir.func @vector_under_halves(%id: i32, %c: vector<4xi16>) -> i64 {
  // expected-remark @below {{VIR: sroa: retyped a slot accessed with different types into 6 slot(s) of one type each}}
  %s = vir.alloca !vir.struct<i32, !vir.array<6 x i16>> align 4 {vir.traits = [#vir.nocapture]}
  vir.store %id, %s align 4 : i32
  %f = vir.gep inbounds %s[0, 1] : !vir.struct<i32, !vir.array<6 x i16>>
  vir.store %c, %f align 2 : vector<4xi16>
  %t = vir.gep inbounds %s[12] : i8
  %z = vir.constant 0 : i32
  vir.store %z, %t align 4 : i32
  %lo = vir.load %s align 4 : i64
  %h = vir.gep inbounds %s[8] : i8
  %hi = vir.load %h align 4 : i64
  %r = vir.xor %lo, %hi : i64
  vir.return %r : i64
}

// The other way: one i64 stored, its halves read back as i32 and a float.
// PROMOTED-LABEL: vir.func @i64_as_halves(
// PROMOTED-NOT: vir.alloca
// PROMOTED-DAG: %[[LO:.*]] = vir.trunc %arg0 : i64 to i32
// PROMOTED-DAG: %[[SHR:.*]] = vir.lshr %arg0, %{{.*}} : i64
// PROMOTED-DAG: %[[HI:.*]] = vir.trunc %[[SHR]] : i64 to i32
// PROMOTED-DAG: vir.bitcast %[[HI]] : i32 to f32
vir.func @i64_as_halves(%w: i64) -> f32 {
  // expected-remark @below {{VIR: sroa: retyped a slot accessed with different types into 2 slot(s) of one type each}}
  %s = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  vir.store %w, %s : i64
  %a = vir.load %s : i32
  %f = vir.gep %s[4] : i8
  %b = vir.load %f : f32
  %af = vir.bitcast %a : i32 to f32
  %r = vir.fadd %af, %b : f32
  vir.return %r : f32
}

// A memcpy of a 16-byte structure into a slot read back in two i64 halves
// (a structure passed by value in two registers) and a double field kept
// as a double: one slot per partition, the copy one load per piece.
// CHECK-LABEL: vir.func @copy_in(
// CHECK-DAG: vir.alloca f64 align 8
// CHECK-DAG: vir.alloca i64 align 8
// CHECK-NOT: vir.memcpy
// CHECK: vir.load %arg0 align 1 : f64
// CHECK: %[[G:.*]] = vir.gep %arg0[8] : i8
// CHECK: vir.load %[[G]] align 1 : i64
vir.func @copy_in(%src: !vir.ptr) -> f64 {
  // expected-remark @below {{VIR: sroa: retyped a slot accessed with different types into 2 slot(s) of one type each}}
  %s = vir.alloca !vir.struct<f64, i32, i32> align 8 {vir.traits = [#vir.nocapture]}
  %n = vir.constant 16 : i64
  vir.memcpy %s, %src, %n : i64
  %d = vir.load %s : f64
  %f = vir.gep %s[8] : i8
  %w = vir.load %f : i64
  %wf = vir.sitofp %w : i64 to f64
  %r = vir.fadd %d, %wf : f64
  vir.return %r : f64
}

// A memset of the slot: each piece (the bytes before the field, the field)
// stores the splatted byte.
// PROMOTED-LABEL: vir.func @memset_then_field(
// PROMOTED: %[[C:.*]] = vir.constant 16843009 : i32
// PROMOTED: vir.return %[[C]] : i32
vir.func @memset_then_field() -> i32 {
  // expected-remark @below {{VIR: sroa: retyped a slot accessed with different types into 2 slot(s) of one type each}}
  %s = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  %one = vir.constant 1 : i8
  %n = vir.constant 8 : i64
  vir.memset %s, %one, %n : i64
  %f = vir.gep %s[4] : i8
  %v = vir.load %f : i32
  vir.return %v : i32
}

// Refusals. Without nocapture the slot is not touched (only the missing
// trait blocks it).
// CHECK-LABEL: vir.func @no_nocapture(
// CHECK: vir.alloca !vir.struct<i32, i32>
vir.func @no_nocapture(%x: i32, %y: i32) -> i64 {
  // expected-remark @below {{VIR: sroa: aggregate slot not split: no nocapture trait}}
  %s = vir.alloca !vir.struct<i32, i32> align 4
  vir.store %x, %s : i32
  %f = vir.gep %s[0, 1] : !vir.struct<i32, i32>
  vir.store %y, %f : i32
  %v = vir.load %s : i64
  vir.return %v : i64
}

// A stale nocapture is ignored.
// CHECK-LABEL: vir.func @no_stale_nocapture(
// CHECK: vir.alloca i64
// CHECK: vir.load %{{.*}} : i32
vir.func @no_stale_nocapture(%w: i64) -> i32 attributes {epoch = 1} {
  %s = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  vir.store %w, %s : i64
  %v = vir.load %s : i32
  vir.return %v : i32
}

// A volatile access, a non-constant offset, a partition of 6 bytes (two
// floats that overlap: only integers are split), a pointer read as an
// integer, and an address stored away keep the slot.
// CHECK-LABEL: vir.func @no_others(
// CHECK-COUNT-5: vir.alloca i64
vir.func @no_others(%w: i64, %i: i64, %p: !vir.ptr, %q: !vir.ptr) -> i32 {
  // expected-remark @below {{VIR: sroa: slot not retyped: a volatile or atomic access}}
  %a = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  vir.store volatile %w, %a : i64
  %va = vir.load %a : i32
  // expected-remark @below {{VIR: sroa: slot not retyped: an address at a non-constant offset}}
  %b = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  vir.store %w, %b : i64
  %bi = vir.gep %b[%i] : i8
  %vb = vir.load %bi : i32
  // expected-remark @below {{VIR: sroa: slot not retyped: a partition of 3, 5, 6 or 7 bytes}}
  %c = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  %c2 = vir.gep %c[2] : i8
  %h = vir.bitcast %va : i32 to f32
  vir.store %h, %c2 : f32
  %vcf = vir.load %c : f32
  %vcz = vir.bitcast %vcf : f32 to i32
  // expected-remark @below {{VIR: sroa: slot not retyped: pointer or padded bytes accessed as another type}}
  %d = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  vir.store %p, %d : !vir.ptr
  %vd = vir.load %d : i32
  // expected-remark @below {{VIR: sroa: slot not retyped: the slot's address is stored}}
  %e = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  vir.store %e, %q : !vir.ptr
  %r0 = vir.add %va, %vb : i32
  %r1 = vir.add %r0, %vcz : i32
  %r2 = vir.add %r1, %vd : i32
  vir.return %r2 : i32
}

// Two i16 accesses that overlap by a byte divide each other: both are
// split, and the slot is three i8 slots. After mem2reg and instcombine the
// load is the stored value's low byte over the slot's first byte.
// CHECK-LABEL: vir.func @overlapping_integers(
// CHECK-COUNT-3: vir.alloca i8
// CHECK-NOT: vir.alloca i64
// PROMOTED-LABEL: vir.func @overlapping_integers(
// PROMOTED-NOT: vir.alloca
// PROMOTED: vir.return
vir.func @overlapping_integers(%w: i16, %b: i8) -> i16 {
  // expected-remark @below {{VIR: sroa: retyped a slot accessed with different types into 3 slot(s) of one type each}}
  %s = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  vir.store %b, %s : i8
  %s1 = vir.gep %s[1] : i8
  vir.store %w, %s1 : i16
  %v = vir.load %s : i16
  vir.return %v : i16
}

// Splitting the i64 loads at every byte store would make 17 partitions,
// more than 16: the slot is retyped as without splitting, one i64 per
// load, the byte stores inserted into them.
// CHECK-LABEL: vir.func @too_many_splits(
// CHECK-COUNT-3: vir.alloca i64
// CHECK-NOT: vir.alloca i8
// CHECK: vir.return
vir.func @too_many_splits(%b: i8) -> i64 {
  // expected-remark @below {{VIR: sroa: aggregate slot not split: counted allocas, empty structures and arrays of more than 16 elements are not split}}
  // expected-remark @below {{VIR: sroa: retyped a slot accessed with different types into 3 slot(s) of one type each}}
  %s = vir.alloca !vir.array<24 x i8> align 8 {vir.traits = [#vir.nocapture]}
  %p1 = vir.gep %s[1] : i8
  %p2 = vir.gep %s[2] : i8
  %p3 = vir.gep %s[3] : i8
  %p4 = vir.gep %s[4] : i8
  %p5 = vir.gep %s[5] : i8
  %p6 = vir.gep %s[6] : i8
  %p7 = vir.gep %s[7] : i8
  %p8 = vir.gep %s[8] : i8
  %p9 = vir.gep %s[9] : i8
  %p10 = vir.gep %s[10] : i8
  %p11 = vir.gep %s[11] : i8
  %p12 = vir.gep %s[12] : i8
  %p13 = vir.gep %s[13] : i8
  %p14 = vir.gep %s[14] : i8
  %p15 = vir.gep %s[15] : i8
  %p16 = vir.gep %s[16] : i8
  vir.store %b, %s : i8
  vir.store %b, %p1 : i8
  vir.store %b, %p2 : i8
  vir.store %b, %p3 : i8
  vir.store %b, %p4 : i8
  vir.store %b, %p5 : i8
  vir.store %b, %p6 : i8
  vir.store %b, %p7 : i8
  vir.store %b, %p8 : i8
  vir.store %b, %p9 : i8
  vir.store %b, %p10 : i8
  vir.store %b, %p11 : i8
  vir.store %b, %p12 : i8
  vir.store %b, %p13 : i8
  vir.store %b, %p14 : i8
  vir.store %b, %p15 : i8
  vir.store %b, %p16 : i8
  %x = vir.load %s : i64
  %y = vir.load %p8 : i64
  %z = vir.load %p16 : i64
  %xy = vir.xor %x, %y : i64
  %r = vir.xor %xy, %z : i64
  vir.return %r : i64
}
