; RUN: vct-translate --import-llvm %s | FileCheck %s
; RUN: vct-translate --import-llvm %s | vct-mlir-opt | FileCheck %s
; Aggregate SSA values are imported as their leaves (the scalars and vectors
; they are made of): loads and stores access each leaf, extractvalue and
; insertvalue pick and replace leaves, selects and phis carry one value per
; leaf, and a function returning a structure returns its leaves, as LLVM
; returns it in registers.

; Two eightbytes: two results.
; CHECK-LABEL: vir.func @make12(%{{.*}}: !vir.ptr) -> (i64, i32)
define { i64, i32 } @make12(ptr %p) {
  ; CHECK: %[[LO:.*]] = vir.load %[[P:.*]] align 4 : i64
  ; CHECK: %[[HIADDR:.*]] = vir.gep inbounds %[[P]][0, 1] : !vir.struct<i64, i32>
  ; CHECK: %[[HI:.*]] = vir.load %[[HIADDR]] align 4 : i32
  ; CHECK: vir.return %[[LO]], %[[HI]] : i64, i32
  %v = load { i64, i32 }, ptr %p, align 4
  ret { i64, i32 } %v
}

; A call's leaves are its results; extractvalue picks one.
; CHECK-LABEL: vir.func @use(%{{.*}}: !vir.ptr) -> i32
define i32 @use(ptr %p) {
  ; CHECK: %[[R:.*]]:2 = vir.call @make12(%{{.*}}) : (!vir.ptr) -> (i64, i32)
  %r = call { i64, i32 } @make12(ptr %p)
  ; CHECK: vir.store volatile %[[R]]#0, %[[Q:.*]] align 8 : i64
  ; CHECK: %[[QHI:.*]] = vir.gep inbounds %[[Q]][0, 1] : !vir.struct<i64, i32>
  ; CHECK: vir.store volatile %[[R]]#1, %[[QHI]] align 8 : i32
  %q = alloca { i64, i32 }, align 8
  store volatile { i64, i32 } %r, ptr %q, align 8
  ; CHECK: vir.return %[[R]]#1 : i32
  %hi = extractvalue { i64, i32 } %r, 1
  ret i32 %hi
}

; insertvalue chains on undef, constants and zero; a select per leaf.
; CHECK-LABEL: vir.func @build(%{{.*}}: i1, %{{.*}}: f64) -> (f64, f64)
define { double, double } @build(i1 %c, double %x) {
  ; CHECK-DAG: %[[UNDEF:.*]] = vir.undef : f64
  ; CHECK-DAG: vir.constant 0.000000e+00 : f64
  ; CHECK-DAG: %[[ONE:.*]] = vir.constant 1.000000e+00 : f64
  ; CHECK-DAG: %[[TWO:.*]] = vir.constant 2.000000e+00 : f64
  %a = insertvalue { double, double } undef, double %x, 1
  %b = select i1 %c, { double, double } %a, { double, double } { double 1.0, double 2.0 }
  %z = select i1 %c, { double, double } zeroinitializer, { double, double } %b
  ; CHECK: %[[B0:.*]] = vir.select %[[C:.*]], %[[UNDEF]], %[[ONE]] : i1, f64
  ; CHECK: %[[B1:.*]] = vir.select %[[C]], %[[X:.*]], %[[TWO]] : i1, f64
  ; CHECK: %[[Z0:.*]] = vir.select %[[C]], %{{.*}}, %[[B0]] : i1, f64
  ; CHECK: %[[Z1:.*]] = vir.select %[[C]], %{{.*}}, %[[B1]] : i1, f64
  ; CHECK: vir.return %[[Z0]], %[[Z1]] : f64, f64
  ret { double, double } %z
}

; An aggregate phi is one block argument per leaf; nested aggregates and
; arrays are flattened in memory order.
; CHECK-LABEL: vir.func @phi(%{{.*}}: i1, %{{.*}}: i32) -> vector<2xf32>
define <2 x float> @phi(i1 %c, i32 %x) {
entry:
  ; CHECK: vir.cond_br %{{.*}}, ^[[A:.*]], ^[[JOIN:.*]](%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32, i32, vector<2xf32>, i8)
  %init = insertvalue { [2 x i32], { <2 x float>, i8 } } zeroinitializer, i32 %x, 0, 1
  br i1 %c, label %a, label %join
a:
  %arr = insertvalue [2 x i32] [i32 3, i32 4], i32 %x, 0
  %other = insertvalue { [2 x i32], { <2 x float>, i8 } } %init, [2 x i32] %arr, 0
  ; CHECK: vir.br ^[[JOIN]](%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32, i32, vector<2xf32>, i8)
  br label %join
join:
  ; CHECK: ^[[JOIN]](%{{.*}}: i32, %{{.*}}: i32, %[[V:.*]]: vector<2xf32>, %{{.*}}: i8):
  %p = phi { [2 x i32], { <2 x float>, i8 } } [ %init, %entry ], [ %other, %a ]
  %inner = extractvalue { [2 x i32], { <2 x float>, i8 } } %p, 1
  %v = extractvalue { <2 x float>, i8 } %inner, 0
  ; CHECK: vir.return %[[V]] : vector<2xf32>
  ret <2 x float> %v
}

; A one-leaf structure returns its leaf (LLVM's registers are the same).
; CHECK-LABEL: vir.func private @wrapped() -> i64
declare { i64 } @wrapped()
