// RUN: vct-mlir-opt --loop-idiom --remarks -verify-diagnostics %s | FileCheck %s

// Bit-serial loops: a counted loop of constant trip count whose state each
// iteration maps by shifts, exclusive ors and choices on one of its bits
// (GF(2)-affine: a CRC) becomes shifts and lookups in tables of 256 (or
// fewer) entries, built from the map the loop computes. The forms: a
// branch on the top bit (CRC-16/CCITT, big-endian), a select on the
// bottom bit of the state xored with a data byte that shifts alongside
// (CRC-8, little-endian: both bytes index one table), and the mask form
// `0 - (c & 1)`. Refused: a map that needs more than two tables, an
// addition (not a map over GF(2)), a store in the loop, two iterations.

module {

// The 8 iterations of `crc = crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1`
// are `(crc << 8) ^ T[crc >> 8]`: T is the Sarwate table of the polynomial
// (T[1] = 0x1021 = 4129, T[255] = 0x1ef0).
// CHECK-LABEL: vir.func @crc16_be(
// CHECK: ^bb1(%[[CRC:.*]]: i16, %{{.*}}: i32):
// CHECK: %[[C8:.*]] = vir.constant 8 : i16
// CHECK: %[[LO:.*]] = vir.shl %[[CRC]], %[[C8]] : i16
// CHECK: %[[C8B:.*]] = vir.constant 8 : i16
// CHECK: %[[HI:.*]] = vir.lshr %[[CRC]], %[[C8B]] : i16
// CHECK: %[[IDX:.*]] = vir.trunc %[[HI]] : i16 to i8
// CHECK: %[[T:.*]] = vir.addressof @crc16_be.table
// CHECK: %[[I64:.*]] = vir.zext %[[IDX]] : i8 to i64
// CHECK: %[[A:.*]] = vir.gep inbounds %[[T]][%[[I64]]] : i16
// CHECK: %[[E:.*]] = vir.load %[[A]] : i16
// CHECK: %[[R:.*]] = vir.xor %[[LO]], %[[E]] : i16
// CHECK: vir.br ^[[EXIT:.*]](%[[R]] : i16)
// CHECK-NOT: vir.cond_br
// CHECK: vir.return
vir.func @crc16_be(%crc: i16) -> i16 {
  %c0 = vir.constant 0 : i32
  %one = vir.constant 1 : i16
  %top = vir.constant -32768 : i16
  %zero = vir.constant 0 : i16
  %poly = vir.constant 4129 : i16
  %c1 = vir.constant 1 : i32
  %c8 = vir.constant 8 : i32
  vir.br ^head(%crc, %c0 : i16, i32)
^head(%c: i16, %i: i32):
  %more = vir.icmp slt %i, %c8 : i32
  // expected-remark @below {{VIR: loop-idiom: the loop's 8 iterations of shifts and exclusive ors became 1 table lookup(s)}}
  vir.cond_br %more, ^body, ^exit(%c : i16)
^body:
  %bit = vir.and %c, %top : i16
  %set = vir.icmp ne %bit, %zero : i16
  %shifted = vir.shl %c, %one : i16
  vir.cond_br %set, ^xor, ^latch(%shifted : i16)
^xor:
  %x = vir.xor %shifted, %poly : i16
  vir.br ^latch(%x : i16)
^latch(%n: i16):
  %i1 = vir.add %i, %c1 nsw : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @crc16_be, AlreadyDone (the loop became table lookups)}}
  vir.br ^head(%n, %i1 : i16, i32) {vir.traits = [#vir.req<unroll, soft>]}
^exit(%r: i16):
  vir.return %r : i16
}

// CRC-8 over a data byte, one bit per iteration from the bottom, in one
// block (a do-while loop): the state's and the data's low bits index the
// same table, so one lookup reads `crc ^ data`.
// CHECK-LABEL: vir.func @crc8_data(
// CHECK: ^bb1(%[[CRC:.*]]: i8, %[[DATA:.*]]: i8, %{{.*}}: i32):
// CHECK: %[[IDX:.*]] = vir.xor %[[CRC]], %[[DATA]] : i8
// CHECK: %[[T:.*]] = vir.addressof @crc8_data.table
// CHECK: %[[I64:.*]] = vir.zext %[[IDX]] : i8 to i64
// CHECK: %[[A:.*]] = vir.gep inbounds %[[T]][%[[I64]]] : i8
// CHECK: %[[E:.*]] = vir.load %[[A]] : i8
// CHECK: vir.br ^bb2(%[[E]] : i8)
vir.func @crc8_data(%crc: i8, %data: i8) -> i8 {
  %c0 = vir.constant 0 : i32
  %one = vir.constant 1 : i8
  %zero = vir.constant 0 : i8
  %poly = vir.constant -116 : i8
  %c1 = vir.constant 1 : i32
  %c8 = vir.constant 8 : i32
  vir.br ^loop(%crc, %data, %c0 : i8, i8, i32)
^loop(%c: i8, %d: i8, %i: i32):
  %mix = vir.xor %c, %d : i8
  %low = vir.and %mix, %one : i8
  %set = vir.icmp ne %low, %zero : i8
  %half = vir.lshr %c, %one : i8
  %x = vir.xor %half, %poly : i8
  %n = vir.select %set, %x, %half : i1, i8
  %dn = vir.lshr %d, %one : i8
  %i1 = vir.add %i, %c1 nsw : i32
  %more = vir.icmp slt %i1, %c8 : i32
  // expected-remark @below {{VIR: loop-idiom: the loop's 8 iterations of shifts and exclusive ors became 1 table lookup(s)}}
  vir.cond_br %more, ^loop(%n, %dn, %i1 : i8, i8, i32), ^exit(%n : i8)
^exit(%r: i8):
  vir.return %r : i8
}

// CRC-32 in the mask form, `(c >> 1) ^ (poly & (0 - (c & 1)))`: the
// reflected table, `(c >> 8) ^ T[c & 0xff]`.
// CHECK-LABEL: vir.func @crc32_mask(
// CHECK: ^bb1(%[[CRC:.*]]: i32, %{{.*}}: i32):
// CHECK-DAG: %[[IDX:.*]] = vir.trunc %[[CRC]] : i32 to i8
// CHECK-DAG: %[[HI:.*]] = vir.lshr %[[CRC]], %{{.*}} : i32
// CHECK: vir.addressof @crc32_mask.table
// CHECK: vir.load %{{.*}} : i32
// CHECK: vir.xor %[[HI]], %{{.*}} : i32
// CHECK-NOT: vir.cond_br
vir.func @crc32_mask(%crc: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %zero = vir.constant 0 : i32
  %poly = vir.constant -306674912 : i32
  %c8 = vir.constant 8 : i32
  vir.br ^loop(%crc, %c0 : i32, i32)
^loop(%c: i32, %i: i32):
  %bit = vir.and %c, %one : i32
  %mask = vir.sub %zero, %bit : i32
  %p = vir.and %poly, %mask : i32
  %half = vir.lshr %c, %one : i32
  %n = vir.xor %half, %p : i32
  %i1 = vir.add %i, %one nsw : i32
  %more = vir.icmp slt %i1, %c8 : i32
  // expected-remark @below {{VIR: loop-idiom: the loop's 8 iterations of shifts and exclusive ors became 1 table lookup(s)}}
  vir.cond_br %more, ^loop(%n, %i1 : i32, i32), ^exit(%n : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// 32 iterations over a 32-bit state would need four tables of 256
// entries: the loop stays, with a missed remark.
// CHECK-LABEL: vir.func @four_tables(
// CHECK: vir.cond_br
// CHECK-NOT: vir.addressof
vir.func @four_tables(%crc: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %zero = vir.constant 0 : i32
  %poly = vir.constant -306674912 : i32
  %c32 = vir.constant 32 : i32
  vir.br ^loop(%crc, %c0 : i32, i32)
^loop(%c: i32, %i: i32):
  %bit = vir.and %c, %one : i32
  %set = vir.icmp ne %bit, %zero : i32
  %half = vir.lshr %c, %one : i32
  %x = vir.xor %half, %poly : i32
  %n = vir.select %set, %x, %half : i1, i32
  %i1 = vir.add %i, %one nsw : i32
  %more = vir.icmp slt %i1, %c32 : i32
  // expected-remark @below {{VIR: loop-idiom: the loop computes bits as exclusive ors of its state but is not replaced by table lookups: it would need 4 byte tables, more than 2}}
  vir.cond_br %more, ^loop(%n, %i1 : i32, i32), ^exit(%n : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// An addition is no map over GF(2); a store is an effect the tables would
// drop; two iterations are too few to be worth a table. All stay, silently.
// CHECK-LABEL: vir.func @adds(
// CHECK: vir.add %{{.*}} : i32
// CHECK: vir.cond_br
// CHECK-NOT: vir.addressof
vir.func @adds(%crc: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %zero = vir.constant 0 : i32
  %poly = vir.constant 4660 : i32
  %c8 = vir.constant 8 : i32
  vir.br ^loop(%crc, %c0 : i32, i32)
^loop(%c: i32, %i: i32):
  %bit = vir.and %c, %one : i32
  %set = vir.icmp ne %bit, %zero : i32
  %half = vir.lshr %c, %one : i32
  %x = vir.add %half, %poly : i32
  %n = vir.select %set, %x, %half : i1, i32
  %i1 = vir.add %i, %one nsw : i32
  %more = vir.icmp slt %i1, %c8 : i32
  vir.cond_br %more, ^loop(%n, %i1 : i32, i32), ^exit(%n : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// CHECK-LABEL: vir.func @stores(
// CHECK: vir.store
// CHECK: vir.cond_br
// CHECK-NOT: vir.addressof
vir.func @stores(%crc: i32, %p: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %c8 = vir.constant 8 : i32
  vir.br ^loop(%crc, %c0 : i32, i32)
^loop(%c: i32, %i: i32):
  %half = vir.lshr %c, %one : i32
  vir.store %half, %p : i32
  %i1 = vir.add %i, %one nsw : i32
  %more = vir.icmp slt %i1, %c8 : i32
  vir.cond_br %more, ^loop(%half, %i1 : i32, i32), ^exit(%half : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// CHECK-LABEL: vir.func @two_iterations(
// CHECK: vir.cond_br
// CHECK-NOT: vir.addressof
vir.func @two_iterations(%crc: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %zero = vir.constant 0 : i32
  %poly = vir.constant -306674912 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^loop(%crc, %c0 : i32, i32)
^loop(%c: i32, %i: i32):
  %bit = vir.and %c, %one : i32
  %set = vir.icmp ne %bit, %zero : i32
  %half = vir.lshr %c, %one : i32
  %x = vir.xor %half, %poly : i32
  %n = vir.select %set, %x, %half : i1, i32
  %i1 = vir.add %i, %one nsw : i32
  %more = vir.icmp slt %i1, %c2 : i32
  vir.cond_br %more, ^loop(%n, %i1 : i32, i32), ^exit(%n : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// The tables, at the end of the module: CRC-16/CCITT's, the reflected
// CRC-8 (0x8C) one's and CRC-32's (T[1] = 0x77073096).
// CHECK: vir.global private constant @crc16_be.table : !vir.array<256 x i16> = [0, 4129, 8258, 12387,
// CHECK-SAME: 7920]
// CHECK: vir.global private constant @crc8_data.table : !vir.array<256 x i8> = [0, 94, -68, -30,
// CHECK: vir.global private constant @crc32_mask.table : !vir.array<256 x i32> = [0, 1996959894, -301047508,
// CHECK-NOT: vir.global

}
