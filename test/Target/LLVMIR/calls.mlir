// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output

// LLVM IR export of vir.call: direct, indirect, variadic and void calls, and
// function declarations.

vir.global private constant @fmt : !vir.array<7 x i8> = "%d %g\0A\00"
vir.global private constant @hello : !vir.array<7 x i8> = "hello\0A\00"

// Declarations: fixed, variadic, void, variadic without fixed parameters.
// CHECK-DAG: declare i32 @callee(i32, i32){{$}}
// CHECK-DAG: declare i32 @printf(ptr, ...){{$}}
// CHECK-DAG: declare void @sink(ptr){{$}}
// CHECK-DAG: declare void @varargs_only(...){{$}}
vir.func private @callee(i32, i32) -> i32
vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @sink(!vir.ptr)
vir.func private @varargs_only(...)

// A direct call with a result.
// CHECK-LABEL: define {{.*}} @direct(
// CHECK-SAME: i32 %[[A:[0-9]+]], i32 %[[B:[0-9]+]])
vir.func @direct(%a: i32, %b: i32) -> i32 {
  // CHECK-NEXT: %[[R:[0-9]+]] = call i32 @callee(i32 %[[A]], i32 %[[B]])
  %r = vir.call @callee(%a, %b) : (i32, i32) -> i32
  // CHECK-NEXT: ret i32 %[[R]]
  vir.return %r : i32
}

// Calls through a pointer: with a result, void, and to a variadic function.
// CHECK-LABEL: define {{.*}} @indirect(
// CHECK-SAME: ptr %[[FP:[0-9]+]], i32 %[[A:[0-9]+]])
vir.func @indirect(%fp: !vir.ptr, %a: i32) -> i32 {
  // CHECK-NEXT: %[[R:[0-9]+]] = call i32 %[[FP]](i32 %[[A]], i32 %[[A]])
  %r = vir.call %fp(%a, %a) : (i32, i32) -> i32
  // CHECK-NEXT: call void %[[FP]]()
  vir.call %fp() : () -> ()
  %fmt = vir.addressof @fmt : !vir.ptr
  // CHECK-NEXT: %{{[0-9]+}} = call i32 (ptr, ...) %[[FP]](ptr @fmt, i32 %[[R]])
  %v = vir.call %fp(%fmt, %r) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  // CHECK-NEXT: ret i32 %[[R]]
  vir.return %r : i32
}

// Indirect call of a function whose address is taken in the same function.
// CHECK-LABEL: define {{.*}} @indirect_addressof(
// CHECK-SAME: i32 %[[A:[0-9]+]])
vir.func @indirect_addressof(%a: i32) -> i32 {
  %fp = vir.addressof @callee : !vir.ptr
  // CHECK-NEXT: %[[R:[0-9]+]] = call i32 @callee(i32 %[[A]], i32 %[[A]])
  %r = vir.call %fp(%a, %a) : (i32, i32) -> i32
  // CHECK-NEXT: ret i32 %[[R]]
  vir.return %r : i32
}

// Variadic calls name the callee's fixed signature; extra arguments follow.
// CHECK-LABEL: define {{.*}} @variadic(
// CHECK-SAME: i32 %[[A:[0-9]+]], double %[[X:[0-9]+]])
vir.func @variadic(%a: i32, %x: f64) -> i32 {
  %fmt = vir.addressof @fmt : !vir.ptr
  // CHECK-NEXT: %[[N:[0-9]+]] = call i32 (ptr, ...) @printf(ptr @fmt, i32 %[[A]], double %[[X]])
  %n = vir.call @printf(%fmt, %a, %x) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, f64) -> i32
  // CHECK-NEXT: %{{[0-9]+}} = call i32 (ptr, ...) @printf(ptr @fmt)
  %m = vir.call @printf(%fmt) vararg((!vir.ptr) -> i32) : (!vir.ptr) -> i32
  // CHECK-NEXT: call void (...) @varargs_only(i32 %[[A]], double %[[X]])
  vir.call @varargs_only(%a, %x) vararg(() -> ()) : (i32, f64) -> ()
  // CHECK-NEXT: call void (...) @varargs_only()
  vir.call @varargs_only() vararg(() -> ()) : () -> ()
  // CHECK-NEXT: ret i32 %[[N]]
  vir.return %n : i32
}

// Void calls, direct and to a function defined in the module.
// CHECK-LABEL: define {{.*}} @void_calls(
// CHECK-SAME: ptr %[[P:[0-9]+]])
vir.func @void_calls(%p: !vir.ptr) {
  // CHECK-NEXT: call void @sink(ptr %[[P]])
  vir.call @sink(%p) : (!vir.ptr) -> ()
  // CHECK-NEXT: call void @nothing()
  vir.call @nothing() : () -> ()
  // CHECK-NEXT: ret void
  vir.return
}

// A function with no arguments and no result.
// CHECK-LABEL: define {{.*}} @nothing(
// CHECK-NEXT: ret void
vir.func private @nothing() {
  vir.return
}

// A recursive call.
// CHECK-LABEL: define {{.*}} @recursive(
// CHECK-SAME: i32 %[[A:[0-9]+]])
vir.func @recursive(%a: i32) -> i32 {
  // CHECK-NEXT: %[[R:[0-9]+]] = call i32 @recursive(i32 %[[A]])
  %r = vir.call @recursive(%a) : (i32) -> i32
  // CHECK-NEXT: ret i32 %[[R]]
  vir.return %r : i32
}

// An internal function called directly, then through a pointer chosen by a
// select.
// CHECK-LABEL: define {{.*}} @through_select(
// CHECK-SAME: i1 %[[C:[0-9]+]], i32 %[[A:[0-9]+]])
vir.func @through_select(%c: i1, %a: i32) -> i32 {
  %f = vir.addressof @twice : !vir.ptr
  %g = vir.addressof @recursive : !vir.ptr
  // CHECK-NEXT: %[[D:[0-9]+]] = call i32 @twice(i32 %[[A]])
  %d = vir.call @twice(%a) : (i32) -> i32
  // CHECK-NEXT: %[[FP:[0-9]+]] = select i1 %[[C]], ptr @twice, ptr @recursive
  %fp = vir.select %c, %f, %g : i1, !vir.ptr
  // CHECK-NEXT: %[[R:[0-9]+]] = call i32 %[[FP]](i32 %[[D]])
  %r = vir.call %fp(%d) : (i32) -> i32
  // CHECK-NEXT: ret i32 %[[R]]
  vir.return %r : i32
}

// CHECK-LABEL: define internal i32 @twice(
vir.func private @twice(%x: i32) -> i32 {
  %r = vir.add %x, %x : i32
  vir.return %r : i32
}

// Two results are returned as a literal structure (the registers of a C
// structure with these two eightbytes) and taken apart after the call.
// CHECK-DAG: declare { i64, double } @pair_ext(i64)
vir.func private @pair_ext(i64) -> (i64, f64)

// CHECK-LABEL: define { double, i64 } @pair(
// CHECK-SAME: i64 %[[X:[0-9]+]], ptr %[[FP:[0-9]+]])
vir.func @pair(%x: i64, %fp: !vir.ptr) -> (f64, i64) {
  // CHECK-NEXT: %[[R:[0-9]+]] = call { i64, double } @pair_ext(i64 %[[X]])
  // CHECK-NEXT: %[[R0:[0-9]+]] = extractvalue { i64, double } %[[R]], 0
  // CHECK-NEXT: %[[R1:[0-9]+]] = extractvalue { i64, double } %[[R]], 1
  %r:2 = vir.call @pair_ext(%x) : (i64) -> (i64, f64)
  // CHECK-NEXT: %[[V:[0-9]+]] = call { <2 x float>, float } %[[FP]]()
  // CHECK-NEXT: extractvalue { <2 x float>, float } %[[V]], 0
  // CHECK-NEXT: extractvalue { <2 x float>, float } %[[V]], 1
  %v:2 = vir.call %fp() : () -> (vector<2xf32>, f32)
  // CHECK-NEXT: %[[S0:[0-9]+]] = insertvalue { double, i64 } poison, double %[[R1]], 0
  // CHECK-NEXT: %[[S1:[0-9]+]] = insertvalue { double, i64 } %[[S0]], i64 %[[R0]], 1
  // CHECK-NEXT: ret { double, i64 } %[[S1]]
  vir.return %r#1, %r#0 : f64, i64
}
