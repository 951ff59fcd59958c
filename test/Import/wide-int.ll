; RUN: vct-translate --import-llvm %s | FileCheck %s
; Integers wider than 64 bits (packed bit-field storage, __int128) are split
; into i64 parts, the last one as wide as what remains (issue 13): an i72 is
; an i64 and an i8, accessed at offsets 0 and 8, so an access touches
; exactly the store size.

; Globals come first: in memory an i128 is an array of two i64, with
; LLVM's 16-byte alignment (@table below).
; CHECK: vir.global @table : !vir.array<2 x !vir.array<2 x i64>> = {{\[}}[1, 0], [0, 1]] align 16

; CHECK-LABEL: vir.func @field
; CHECK: %[[LO:.*]] = vir.load %arg0 align 1 : i64
; CHECK: %[[P8:.*]] = vir.gep inbounds %arg0[8] : i8
; CHECK: %[[HI:.*]] = vir.load %[[P8]] align 1 : i8
; Bits 60..75 of the i72, across the two parts: lo >> 60 | hi << 4.
; CHECK-DAG: vir.lshr %[[LO]], %{{.*}} : i64
; CHECK-DAG: vir.zext %[[HI]] : i8 to i64
; CHECK: vir.trunc %{{.*}} : i64 to i16
define i16 @field(ptr %p) {
  %v = load i72, ptr %p, align 1
  %s = lshr i72 %v, 60
  %t = trunc i72 %s to i16
  ret i16 %t
}

; A read-modify-write of a field: and, or with a shifted zext, store.
; CHECK-LABEL: vir.func @set
; CHECK-COUNT-2: vir.load
; CHECK: vir.and %{{.*}} : i64
; CHECK: vir.and %{{.*}} : i40
; CHECK: vir.store %{{.*}}, %arg0 align 1 : i64
; CHECK: vir.store %{{.*}}, %{{.*}} align 1 : i40
define void @set(ptr %p, i32 %x) {
  %v = load i104, ptr %p, align 1
  %c = and i104 %v, -18446744073709551616
  %z = zext i32 %x to i104
  %o = or i104 %c, %z
  store i104 %o, ptr %p, align 1
  ret void
}

; A wide phi is one block argument per part; addition carries.
; CHECK-LABEL: vir.func @count
; CHECK: ^{{.*}}(%{{.*}}: i64, %{{.*}}: i64):
; CHECK: vir.icmp ult
; CHECK: vir.zext %{{.*}} : i1 to i64
define i64 @count(i64 %n) {
entry:
  br label %loop
loop:
  %acc = phi i128 [ 0, %entry ], [ %next, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %next = add i128 %acc, 18446744073709551615
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  %hi = lshr i128 %next, 64
  %r = trunc i128 %hi to i64
  ret i64 %r
}

; In memory an i128 is an array of two i64 with LLVM's 16-byte alignment.
; CHECK-LABEL: vir.func @slot
; CHECK: vir.alloca !vir.array<2 x i64> align 16
; CHECK: vir.gep inbounds %{{.*}}[%arg0] : !vir.array<2 x i64>
@table = global [2 x i128] [i128 1, i128 18446744073709551616], align 16
define i64 @slot(i64 %i) {
  %a = alloca i128, align 16
  %p = getelementptr inbounds i128, ptr @table, i64 %i
  %v = load i128, ptr %p, align 16
  store i128 %v, ptr %a, align 16
  %w = load i128, ptr %a, align 16
  %r = trunc i128 %w to i64
  ret i64 %r
}
