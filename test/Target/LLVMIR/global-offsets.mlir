// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output
// Address initializers keep their whole 64-bit byte offset.

vir.global @big : !vir.array<16 x i8> = zeroinit

// An offset beyond 32 bits.
// CHECK: @p_far = global ptr getelementptr (i8, ptr @big, i64 4294967304)
vir.global @p_far : !vir.ptr = @big + 4294967304

// A negative offset beyond 32 bits.
// CHECK: @p_neg_far = global ptr getelementptr (i8, ptr @big, i64 -4294967296)
vir.global @p_neg_far : !vir.ptr = @big - 4294967296

// A small offset stays a 32-bit constant index.
// CHECK: @p_near = global ptr getelementptr {{.*}}(i8, ptr @big, i{{32|64}} 8)
vir.global @p_near : !vir.ptr = @big + 8
