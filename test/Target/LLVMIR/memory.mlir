// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output

// LLVM IR export of VIR's memory operations: alloca, load, store, gep and
// the memory intrinsics.

// Allocas of scalar, structure, array and vector types, with and without a
// count and an explicit alignment (without one LLVM picks the preferred
// alignment of the type).
// CHECK-LABEL: define {{.*}} @alloca(
// CHECK-SAME: i64 %[[N:[0-9]+]], i32 %[[M:[0-9]+]])
vir.func @alloca(%n: i64, %m: i32) {
  // CHECK-NEXT: %{{[0-9]+}} = alloca i32, i64 1, align 4
  %0 = vir.alloca i32
  // CHECK-NEXT: %{{[0-9]+}} = alloca i8, i64 %[[N]], align 1
  %1 = vir.alloca i8, %n : i64
  // CHECK-NEXT: %{{[0-9]+}} = alloca i8, i32 %[[M]], align 1
  %2 = vir.alloca i8, %m : i32
  // CHECK-NEXT: %{{[0-9]+}} = alloca { i32, double }, i64 1, align 16
  %3 = vir.alloca !vir.struct<i32, f64> align 16
  // CHECK-NEXT: %{{[0-9]+}} = alloca <{ i8, i32 }>, i64 1, align 2
  %4 = vir.alloca !vir.struct<packed i8, i32> align 2
  // CHECK-NEXT: %{{[0-9]+}} = alloca [4 x i32], i64 %[[N]], align 8
  %5 = vir.alloca !vir.array<4 x i32>, %n : i64 align 8
  // CHECK-NEXT: %{{[0-9]+}} = alloca [2 x { i8, i64 }], i64 1, align 8
  %6 = vir.alloca !vir.array<2 x !vir.struct<i8, i64>>
  // CHECK-NEXT: %{{[0-9]+}} = alloca <4 x float>, i64 1, align 32
  %7 = vir.alloca vector<4xf32> align 32
  // CHECK-NEXT: %{{[0-9]+}} = alloca ptr, i64 1, align 8
  %8 = vir.alloca !vir.ptr
  // CHECK-NEXT: ret void
  vir.return
}

// Plain, aligned, volatile and atomic loads of several types.
// CHECK-LABEL: define {{.*}} @loads(
// CHECK-SAME: ptr %[[P:[0-9]+]])
vir.func @loads(%p: !vir.ptr) -> i32 {
  // CHECK-NEXT: %[[L0:[0-9]+]] = load i32, ptr %[[P]], align 4
  %0 = vir.load %p : i32
  // CHECK-NEXT: %{{[0-9]+}} = load i32, ptr %[[P]], align 2
  %1 = vir.load %p align 2 : i32
  // CHECK-NEXT: %{{[0-9]+}} = load volatile i32, ptr %[[P]], align 4
  %2 = vir.load volatile %p : i32
  // CHECK-NEXT: %{{[0-9]+}} = load atomic i32, ptr %[[P]] seq_cst, align 4
  %3 = vir.load %p atomic seq_cst align 4 : i32
  // CHECK-NEXT: %{{[0-9]+}} = load atomic volatile i64, ptr %[[P]] acquire, align 8
  %4 = vir.load volatile %p atomic acquire align 8 : i64
  // CHECK-NEXT: %{{[0-9]+}} = load atomic ptr, ptr %[[P]] monotonic, align 8
  %5 = vir.load %p atomic monotonic align 8 : !vir.ptr
  // CHECK-NEXT: %{{[0-9]+}} = load atomic float, ptr %[[P]] unordered, align 4
  %6 = vir.load %p atomic unordered align 4 : f32
  // CHECK-NEXT: %{{[0-9]+}} = load <4 x float>, ptr %[[P]], align 16
  %7 = vir.load %p align 16 : vector<4xf32>
  // CHECK-NEXT: %{{[0-9]+}} = load double, ptr %[[P]], align 8
  %8 = vir.load %p : f64
  // CHECK-NEXT: ret i32 %[[L0]]
  vir.return %0 : i32
}

// Plain, aligned, volatile and atomic stores of several types.
// CHECK-LABEL: define {{.*}} @stores(
// CHECK-SAME: ptr %[[P:[0-9]+]], i32 %[[V:[0-9]+]], <4 x float> %[[W:[0-9]+]], i8 %[[B:[0-9]+]])
vir.func @stores(%p: !vir.ptr, %v: i32, %w: vector<4xf32>, %b: i8) {
  // CHECK-NEXT: store i32 %[[V]], ptr %[[P]], align 4
  vir.store %v, %p : i32
  // CHECK-NEXT: store i32 %[[V]], ptr %[[P]], align 1
  vir.store %v, %p align 1 : i32
  // CHECK-NEXT: store volatile i32 %[[V]], ptr %[[P]], align 4
  vir.store volatile %v, %p : i32
  // CHECK-NEXT: store atomic i32 %[[V]], ptr %[[P]] seq_cst, align 4
  vir.store %v, %p atomic seq_cst align 4 : i32
  // CHECK-NEXT: store atomic volatile i32 %[[V]], ptr %[[P]] release, align 4
  vir.store volatile %v, %p atomic release align 4 : i32
  // CHECK-NEXT: store atomic i8 %[[B]], ptr %[[P]] monotonic, align 1
  vir.store %b, %p atomic monotonic align 1 : i8
  // CHECK-NEXT: store <4 x float> %[[W]], ptr %[[P]], align 16
  vir.store %w, %p : vector<4xf32>
  // CHECK-NEXT: store ptr %[[P]], ptr %[[P]], align 8
  vir.store %p, %p : !vir.ptr
  // CHECK-NEXT: ret void
  vir.return
}

// GEPs with constant and dynamic indices through arrays and structures,
// inbounds and not.
// CHECK-LABEL: define {{.*}} @gep(
// CHECK-SAME: ptr %[[P:[0-9]+]], i64 %[[I:[0-9]+]])
vir.func @gep(%p: !vir.ptr, %i: i64) -> !vir.ptr {
  // CHECK-NEXT: %{{[0-9]+}} = getelementptr i32, ptr %[[P]], i64 %[[I]]
  %0 = vir.gep %p[%i] : i32
  // CHECK-NEXT: %{{[0-9]+}} = getelementptr i8, ptr %[[P]], i32 -1
  %1 = vir.gep %p[-1] : i8
  // CHECK-NEXT: %{{[0-9]+}} = getelementptr inbounds i64, ptr %[[P]], i32 3
  %2 = vir.gep inbounds %p[3] : i64
  // CHECK-NEXT: %{{[0-9]+}} = getelementptr inbounds { i32, double }, ptr %[[P]], i32 0, i32 1
  %3 = vir.gep inbounds %p[0, 1] : !vir.struct<i32, f64>
  // CHECK-NEXT: %{{[0-9]+}} = getelementptr inbounds [4 x i32], ptr %[[P]], i64 %[[I]], i32 2
  %4 = vir.gep inbounds %p[%i, 2] : !vir.array<4 x i32>
  // CHECK-NEXT: %{{[0-9]+}} = getelementptr [4 x i32], ptr %[[P]], i32 1, i64 %[[I]]
  %5 = vir.gep %p[1, %i] : !vir.array<4 x i32>
  // CHECK-NEXT: %[[NESTED:[0-9]+]] = getelementptr inbounds { i8, [4 x { i16, i32 }] }, ptr %[[P]], i32 0, i32 1, i64 %[[I]], i32 1
  %6 = vir.gep inbounds %p[0, 1, %i, 1] : !vir.struct<i8, !vir.array<4 x !vir.struct<i16, i32>>>
  // CHECK-NEXT: %{{[0-9]+}} = getelementptr [8 x i16], ptr %[[P]], i64 %[[I]], i64 %[[I]]
  %7 = vir.gep %p[%i, %i] : !vir.array<8 x i16>
  // CHECK-NEXT: %{{[0-9]+}} = getelementptr inbounds <{ i8, i32 }>, ptr %[[P]], i32 0, i32 1
  %8 = vir.gep inbounds %p[0, 1] : !vir.struct<packed i8, i32>
  // CHECK-NEXT: ret ptr %[[NESTED]]
  vir.return %6 : !vir.ptr
}

// memcpy, memmove and memset become the LLVM intrinsics, the volatile flag
// their last operand, at the length's width.
// CHECK-LABEL: define {{.*}} @mem_intrinsics(
// CHECK-SAME: ptr %[[D:[0-9]+]], ptr %[[S:[0-9]+]], i64 %[[N:[0-9]+]], i32 %[[M:[0-9]+]], i8 %[[B:[0-9]+]])
vir.func @mem_intrinsics(%d: !vir.ptr, %s: !vir.ptr, %n: i64, %m: i32, %b: i8) {
  // CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %[[D]], ptr %[[S]], i64 %[[N]], i1 false)
  vir.memcpy %d, %s, %n : i64
  // CHECK-NEXT: call void @llvm.memcpy.p0.p0.i32(ptr %[[D]], ptr %[[S]], i32 %[[M]], i1 true)
  vir.memcpy volatile %d, %s, %m : i32
  // CHECK-NEXT: call void @llvm.memmove.p0.p0.i64(ptr %[[D]], ptr %[[S]], i64 %[[N]], i1 false)
  vir.memmove %d, %s, %n : i64
  // CHECK-NEXT: call void @llvm.memmove.p0.p0.i64(ptr %[[D]], ptr %[[S]], i64 %[[N]], i1 true)
  vir.memmove volatile %d, %s, %n : i64
  // CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %[[D]], i8 %[[B]], i64 %[[N]], i1 false)
  vir.memset %d, %b, %n : i64
  // CHECK-NEXT: call void @llvm.memset.p0.i32(ptr %[[D]], i8 %[[B]], i32 %[[M]], i1 true)
  vir.memset volatile %d, %b, %m : i32
  // CHECK-NEXT: ret void
  vir.return
}

// A constant length is an immediate operand of the intrinsic.
// CHECK-LABEL: define {{.*}} @mem_constant_length(
// CHECK-SAME: ptr %[[D:[0-9]+]], ptr %[[S:[0-9]+]])
vir.func @mem_constant_length(%d: !vir.ptr, %s: !vir.ptr) {
  %len = vir.constant 32 : i64
  %zero = vir.constant 0 : i8
  // CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %[[D]], ptr %[[S]], i64 32, i1 false)
  vir.memcpy %d, %s, %len : i64
  // CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %[[D]], i8 0, i64 32, i1 false)
  vir.memset %d, %zero, %len : i64
  // CHECK-NEXT: ret void
  vir.return
}

// The intrinsics are declared once per overload.
// CHECK-DAG: declare void @llvm.memcpy.p0.p0.i64(
// CHECK-DAG: declare void @llvm.memcpy.p0.p0.i32(
// CHECK-DAG: declare void @llvm.memmove.p0.p0.i64(
// CHECK-DAG: declare void @llvm.memset.p0.i64(
// CHECK-DAG: declare void @llvm.memset.p0.i32(
