// RUN: vct-mlir-opt --mem2reg --split-input-file %s | FileCheck %s
// RUN: vct-mlir-opt --pass-pipeline='builtin.module(vir.func(mem2reg))' --split-input-file %s | FileCheck %s
// Idempotence: a second run finds nothing left to promote.
// RUN: vct-mlir-opt --mem2reg --mem2reg --split-input-file %s | FileCheck %s

// mem2reg replaces nocapture stack slots that are only loaded and stored
// (also through zero-offset GEPs and whole-slot memory intrinsics) by SSA
// values, with block arguments where definitions meet.

// Straight-line code: the load reads the last store.
// CHECK-LABEL: vir.func @straight_line(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[SUM:.*]] = vir.add %[[X]], %[[Y]] : i32
// CHECK-NEXT: vir.return %[[SUM]] : i32
// CHECK-NEXT: }
vir.func @straight_line(%x: i32, %y: i32) -> i32 {
  %slot = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot align 4 : i32
  %a = vir.load %slot align 4 : i32
  vir.store %y, %slot align 4 : i32
  %b = vir.load %slot align 4 : i32
  %sum = vir.add %a, %b : i32
  vir.return %sum : i32
}

// -----

// Two definitions meet at a join: the join gets a block argument fed by
// each predecessor.
// CHECK-LABEL: vir.func @join(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[C:[^:]+]]: i1) -> i32 {
// CHECK-NOT: vir.alloca
// CHECK-NEXT: vir.cond_br %[[C]], ^[[THEN:bb[0-9]+]], ^[[JOIN:bb[0-9]+]](%[[X]] : i32)
// CHECK-NEXT: ^[[THEN]]:
// CHECK-NEXT: %[[ONE:.*]] = vir.constant 1 : i32
// CHECK-NEXT: vir.br ^[[JOIN]](%[[ONE]] : i32)
// CHECK-NEXT: ^[[JOIN]](%[[V:.*]]: i32):
// CHECK-NEXT: vir.return %[[V]] : i32
vir.func @join(%x: i32, %c: i1) -> i32 {
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : i32
  vir.cond_br %c, ^then, ^join
^then:
  %one = vir.constant 1 : i32
  vir.store %one, %slot : i32
  vir.br ^join
^join:
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// A loop's counter and accumulator slots become header arguments.
// CHECK-LABEL: vir.func @loop(
// CHECK-SAME: %[[N:[^:]+]]: i32) -> i32 {
// CHECK-NOT: vir.alloca
// CHECK-DAG: %[[ZERO:.*]] = vir.constant 0 : i32
// CHECK-DAG: %[[ONE:.*]] = vir.constant 1 : i32
// CHECK: vir.br ^[[HEADER:bb[0-9]+]](%[[ZERO]], %[[ZERO]] : i32, i32)
// CHECK-NEXT: ^[[HEADER]](%[[SUM:.*]]: i32, %[[I:.*]]: i32):
// CHECK-NEXT: %[[MORE:.*]] = vir.icmp slt %[[I]], %[[N]] : i32
// CHECK-NEXT: vir.cond_br %[[MORE]], ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT: ^[[BODY]]:
// CHECK-NEXT: %[[SUM2:.*]] = vir.add %[[SUM]], %[[I]] : i32
// CHECK-NEXT: %[[I2:.*]] = vir.add %[[I]], %[[ONE]] : i32
// CHECK-NEXT: vir.br ^[[HEADER]](%[[SUM2]], %[[I2]] : i32, i32)
// CHECK-NEXT: ^[[EXIT]]:
// CHECK-NEXT: vir.return %[[SUM]] : i32
// CHECK-NOT: vir.load
// CHECK-NOT: vir.store
vir.func @loop(%n: i32) -> i32 {
  %sum = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  %i = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  %zero = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  vir.store %zero, %sum : i32
  vir.store %zero, %i : i32
  vir.br ^header
^header:
  %iv = vir.load %i : i32
  %more = vir.icmp slt %iv, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %s = vir.load %sum : i32
  %s2 = vir.add %s, %iv : i32
  vir.store %s2, %sum : i32
  %iv2 = vir.add %iv, %one : i32
  vir.store %iv2, %i : i32
  vir.br ^header
^exit:
  %r = vir.load %sum : i32
  vir.return %r : i32
}

// -----

// A read before any write yields vir.undef.
// CHECK-LABEL: vir.func @read_before_write(
// CHECK-NEXT: %[[U:.*]] = vir.undef : f64
// CHECK-NEXT: vir.return %[[U]] : f64
vir.func @read_before_write() -> f64 {
  %slot = vir.alloca f64 {vir.traits = [#vir.nocapture]}
  %v = vir.load %slot : f64
  vir.return %v : f64
}

// -----

// Pointer-typed slots are promoted too.
// CHECK-LABEL: vir.func @pointer_slot(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr) -> !vir.ptr {
// CHECK-NEXT: vir.return %[[P]] : !vir.ptr
vir.func @pointer_slot(%p: !vir.ptr) -> !vir.ptr {
  %slot = vir.alloca !vir.ptr {vir.traits = [#vir.nocapture]}
  vir.store %p, %slot : !vir.ptr
  %v = vir.load %slot : !vir.ptr
  vir.return %v : !vir.ptr
}

// -----

// A nocapture trait stamped at the function's current epoch is valid.
// CHECK-LABEL: vir.func @current_epoch(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 attributes {epoch = 3 : i64} {
// CHECK-NEXT: vir.return %[[X]] : i32
vir.func @current_epoch(%x: i32) -> i32 attributes {epoch = 3} {
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture<epoch = 3>]}
  vir.store %x, %slot : i32
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// Accesses through zero-offset GEPs of the slot are accesses of the slot.
// CHECK-LABEL: vir.func @zero_offset_gep(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NOT: vir.alloca
// CHECK-NOT: vir.gep
// CHECK: vir.return %[[X]] : i32
vir.func @zero_offset_gep(%x: i32) -> i32 {
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  %p = vir.gep %slot[0] : i32
  vir.store %x, %p : i32
  %zero = vir.constant 0 : i64
  %q = vir.gep inbounds %p[%zero] : i32
  %v = vir.load %q : i32
  vir.return %v : i32
}

// -----

// A memset of the whole slot stores the byte pattern as a constant.
// CHECK-LABEL: vir.func @whole_memset(
// CHECK-NOT: vir.memset
// CHECK: %[[PATTERN:.*]] = vir.constant 16843009 : i32
// CHECK-NEXT: vir.return %[[PATTERN]] : i32
vir.func @whole_memset() -> i32 {
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  %byte = vir.constant 1 : i8
  %len = vir.constant 4 : i64
  vir.memset %slot, %byte, %len : i64
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// A whole-slot memcpy into the slot becomes a load of the source; one out of
// the slot becomes a store of the slot's value.
// CHECK-LABEL: vir.func @whole_memcpy(
// CHECK-SAME: %[[SRC:[^:]+]]: !vir.ptr, %[[DST:[^:]+]]: !vir.ptr) {
// CHECK-NOT: vir.alloca
// CHECK-NOT: vir.memcpy
// CHECK: %[[V:.*]] = vir.load %[[SRC]] : i64
// CHECK-NEXT: vir.store %[[V]], %[[DST]] : i64
// CHECK-NEXT: vir.return
vir.func @whole_memcpy(%src: !vir.ptr, %dst: !vir.ptr) {
  %slot = vir.alloca i64 {vir.traits = [#vir.nocapture]}
  %len = vir.constant 8 : i64
  vir.memcpy %slot, %src, %len : i64
  vir.memcpy %dst, %slot, %len : i64
  vir.return
}
