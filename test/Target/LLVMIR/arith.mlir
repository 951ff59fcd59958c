// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output

// LLVM IR export of VIR's integer, comparison, select, cast and floating-point
// operations: each becomes its LLVM instruction with the same flags.

// Every integer binary operation, with nsw/nuw on add/sub/mul/shl and exact
// on udiv/sdiv/lshr/ashr.
// CHECK-LABEL: define {{.*}} @int_ops(
// CHECK-SAME: i32 %[[A:[0-9]+]], i32 %[[B:[0-9]+]])
vir.func @int_ops(%a: i32, %b: i32) -> i32 {
  // CHECK-NEXT: %{{[0-9]+}} = add i32 %[[A]], %[[B]]
  %0 = vir.add %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = add nsw i32 %[[A]], %[[B]]
  %1 = vir.add %a, %b nsw : i32
  // CHECK-NEXT: %{{[0-9]+}} = add nuw i32 %[[A]], %[[B]]
  %2 = vir.add %a, %b nuw : i32
  // CHECK-NEXT: %{{[0-9]+}} = add nuw nsw i32 %[[A]], %[[B]]
  %3 = vir.add %a, %b nsw nuw : i32
  // CHECK-NEXT: %{{[0-9]+}} = sub i32 %[[A]], %[[B]]
  %4 = vir.sub %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = sub nsw i32 %[[A]], %[[B]]
  %5 = vir.sub %a, %b nsw : i32
  // CHECK-NEXT: %{{[0-9]+}} = sub nuw i32 %[[A]], %[[B]]
  %6 = vir.sub %a, %b nuw : i32
  // CHECK-NEXT: %{{[0-9]+}} = mul i32 %[[A]], %[[B]]
  %7 = vir.mul %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = mul nuw nsw i32 %[[A]], %[[B]]
  %8 = vir.mul %a, %b nsw nuw : i32
  // CHECK-NEXT: %{{[0-9]+}} = shl i32 %[[A]], %[[B]]
  %9 = vir.shl %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = shl nsw i32 %[[A]], %[[B]]
  %10 = vir.shl %a, %b nsw : i32
  // CHECK-NEXT: %{{[0-9]+}} = shl nuw i32 %[[A]], %[[B]]
  %11 = vir.shl %a, %b nuw : i32
  // CHECK-NEXT: %{{[0-9]+}} = udiv i32 %[[A]], %[[B]]
  %12 = vir.udiv %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = udiv exact i32 %[[A]], %[[B]]
  %13 = vir.udiv %a, %b exact : i32
  // CHECK-NEXT: %{{[0-9]+}} = sdiv i32 %[[A]], %[[B]]
  %14 = vir.sdiv %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = sdiv exact i32 %[[A]], %[[B]]
  %15 = vir.sdiv %a, %b exact : i32
  // CHECK-NEXT: %{{[0-9]+}} = urem i32 %[[A]], %[[B]]
  %16 = vir.urem %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = srem i32 %[[A]], %[[B]]
  %17 = vir.srem %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = and i32 %[[A]], %[[B]]
  %18 = vir.and %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = or i32 %[[A]], %[[B]]
  %19 = vir.or %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = xor i32 %[[A]], %[[B]]
  %20 = vir.xor %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = lshr i32 %[[A]], %[[B]]
  %21 = vir.lshr %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = lshr exact i32 %[[A]], %[[B]]
  %22 = vir.lshr %a, %b exact : i32
  // CHECK-NEXT: %{{[0-9]+}} = ashr i32 %[[A]], %[[B]]
  %23 = vir.ashr %a, %b : i32
  // CHECK-NEXT: %[[LAST:[0-9]+]] = ashr exact i32 %[[A]], %[[B]]
  %24 = vir.ashr %a, %b exact : i32
  // CHECK-NEXT: ret i32 %[[LAST]]
  vir.return %24 : i32
}

// Integer operations keep their flags on vectors and on other widths.
// CHECK-LABEL: define {{.*}} @int_ops_widths(
// CHECK-SAME: <4 x i32> %[[V:[0-9]+]], <4 x i32> %[[W:[0-9]+]], i8 %[[X:[0-9]+]], i64 %[[Y:[0-9]+]])
vir.func @int_ops_widths(%v: vector<4xi32>, %w: vector<4xi32>, %x: i8, %y: i64) -> vector<4xi32> {
  // CHECK-NEXT: %[[ADD:[0-9]+]] = add nsw <4 x i32> %[[V]], %[[W]]
  %0 = vir.add %v, %w nsw : vector<4xi32>
  // CHECK-NEXT: %[[SHR:[0-9]+]] = ashr exact <4 x i32> %[[ADD]], %[[W]]
  %1 = vir.ashr %0, %w exact : vector<4xi32>
  // CHECK-NEXT: %{{[0-9]+}} = mul nuw i8 %[[X]], %[[X]]
  %2 = vir.mul %x, %x nuw : i8
  // CHECK-NEXT: %{{[0-9]+}} = udiv exact i64 %[[Y]], %[[Y]]
  %3 = vir.udiv %y, %y exact : i64
  // CHECK-NEXT: ret <4 x i32> %[[SHR]]
  vir.return %1 : vector<4xi32>
}

// Every integer comparison predicate, on integers, pointers and vectors.
// CHECK-LABEL: define {{.*}} @icmp(
// CHECK-SAME: i32 %[[A:[0-9]+]], i32 %[[B:[0-9]+]], ptr %[[P:[0-9]+]], ptr %[[Q:[0-9]+]], <4 x i32> %[[V:[0-9]+]], <4 x i32> %[[W:[0-9]+]])
vir.func @icmp(%a: i32, %b: i32, %p: !vir.ptr, %q: !vir.ptr, %v: vector<4xi32>, %w: vector<4xi32>) -> vector<4xi1> {
  // CHECK-NEXT: %{{[0-9]+}} = icmp eq i32 %[[A]], %[[B]]
  %0 = vir.icmp eq %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = icmp ne i32 %[[A]], %[[B]]
  %1 = vir.icmp ne %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = icmp slt i32 %[[A]], %[[B]]
  %2 = vir.icmp slt %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = icmp sle i32 %[[A]], %[[B]]
  %3 = vir.icmp sle %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = icmp sgt i32 %[[A]], %[[B]]
  %4 = vir.icmp sgt %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = icmp sge i32 %[[A]], %[[B]]
  %5 = vir.icmp sge %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = icmp ult i32 %[[A]], %[[B]]
  %6 = vir.icmp ult %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = icmp ule i32 %[[A]], %[[B]]
  %7 = vir.icmp ule %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = icmp ugt i32 %[[A]], %[[B]]
  %8 = vir.icmp ugt %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = icmp uge i32 %[[A]], %[[B]]
  %9 = vir.icmp uge %a, %b : i32
  // CHECK-NEXT: %{{[0-9]+}} = icmp eq ptr %[[P]], %[[Q]]
  %10 = vir.icmp eq %p, %q : !vir.ptr
  // CHECK-NEXT: %{{[0-9]+}} = icmp ult ptr %[[P]], %[[Q]]
  %11 = vir.icmp ult %p, %q : !vir.ptr
  // CHECK-NEXT: %[[VC:[0-9]+]] = icmp sgt <4 x i32> %[[V]], %[[W]]
  %12 = vir.icmp sgt %v, %w : vector<4xi32>
  // CHECK-NEXT: ret <4 x i1> %[[VC]]
  vir.return %12 : vector<4xi1>
}

// Select with scalar and vector conditions, on integers and pointers.
// CHECK-LABEL: define {{.*}} @select(
// CHECK-SAME: i1 %[[C:[0-9]+]], i32 %[[A:[0-9]+]], i32 %[[B:[0-9]+]], <4 x i1> %[[VC:[0-9]+]], <4 x i32> %[[V:[0-9]+]], <4 x i32> %[[W:[0-9]+]], ptr %[[P:[0-9]+]], ptr %[[Q:[0-9]+]])
vir.func @select(%c: i1, %a: i32, %b: i32, %vc: vector<4xi1>, %v: vector<4xi32>, %w: vector<4xi32>, %p: !vir.ptr, %q: !vir.ptr) -> !vir.ptr {
  // CHECK-NEXT: %{{[0-9]+}} = select i1 %[[C]], i32 %[[A]], i32 %[[B]]
  %0 = vir.select %c, %a, %b : i1, i32
  // CHECK-NEXT: %{{[0-9]+}} = select i1 %[[C]], <4 x i32> %[[V]], <4 x i32> %[[W]]
  %1 = vir.select %c, %v, %w : i1, vector<4xi32>
  // CHECK-NEXT: %{{[0-9]+}} = select <4 x i1> %[[VC]], <4 x i32> %[[V]], <4 x i32> %[[W]]
  %2 = vir.select %vc, %v, %w : vector<4xi1>, vector<4xi32>
  // CHECK-NEXT: %[[SP:[0-9]+]] = select i1 %[[C]], ptr %[[P]], ptr %[[Q]]
  %3 = vir.select %c, %p, %q : i1, !vir.ptr
  // CHECK-NEXT: ret ptr %[[SP]]
  vir.return %3 : !vir.ptr
}

// Every cast, on scalars and vectors.
// CHECK-LABEL: define {{.*}} @casts(
// CHECK-SAME: i32 %[[A:[0-9]+]], double %[[X:[0-9]+]], float %[[Y:[0-9]+]], ptr %[[P:[0-9]+]], <4 x i8> %[[V:[0-9]+]])
vir.func @casts(%a: i32, %x: f64, %y: f32, %p: !vir.ptr, %v: vector<4xi8>) -> !vir.ptr {
  // CHECK-NEXT: %[[ZEXT:[0-9]+]] = zext i32 %[[A]] to i64
  %0 = vir.zext %a : i32 to i64
  // CHECK-NEXT: %{{[0-9]+}} = sext i32 %[[A]] to i64
  %1 = vir.sext %a : i32 to i64
  // CHECK-NEXT: %{{[0-9]+}} = trunc i32 %[[A]] to i8
  %2 = vir.trunc %a : i32 to i8
  // CHECK-NEXT: %{{[0-9]+}} = ptrtoint ptr %[[P]] to i64
  %3 = vir.ptrtoint %p : !vir.ptr to i64
  // CHECK-NEXT: %[[ITP:[0-9]+]] = inttoptr i64 %[[ZEXT]] to ptr
  %4 = vir.inttoptr %0 : i64 to !vir.ptr
  // CHECK-NEXT: %{{[0-9]+}} = fptosi double %[[X]] to i32
  %5 = vir.fptosi %x : f64 to i32
  // CHECK-NEXT: %{{[0-9]+}} = fptoui double %[[X]] to i64
  %6 = vir.fptoui %x : f64 to i64
  // CHECK-NEXT: %{{[0-9]+}} = sitofp i32 %[[A]] to double
  %7 = vir.sitofp %a : i32 to f64
  // CHECK-NEXT: %{{[0-9]+}} = uitofp i32 %[[A]] to float
  %8 = vir.uitofp %a : i32 to f32
  // CHECK-NEXT: %{{[0-9]+}} = fpext float %[[Y]] to double
  %9 = vir.fpext %y : f32 to f64
  // CHECK-NEXT: %{{[0-9]+}} = fptrunc double %[[X]] to float
  %10 = vir.fptrunc %x : f64 to f32
  // CHECK-NEXT: %{{[0-9]+}} = bitcast double %[[X]] to i64
  %11 = vir.bitcast %x : f64 to i64
  // CHECK-NEXT: %{{[0-9]+}} = bitcast i32 %[[A]] to float
  %12 = vir.bitcast %a : i32 to f32
  // CHECK-NEXT: %[[VZEXT:[0-9]+]] = zext <4 x i8> %[[V]] to <4 x i32>
  %13 = vir.zext %v : vector<4xi8> to vector<4xi32>
  // CHECK-NEXT: %{{[0-9]+}} = bitcast <4 x i32> %[[VZEXT]] to <2 x i64>
  %14 = vir.bitcast %13 : vector<4xi32> to vector<2xi64>
  // CHECK-NEXT: %{{[0-9]+}} = sext <4 x i8> %[[V]] to <4 x i16>
  %15 = vir.sext %v : vector<4xi8> to vector<4xi16>
  // CHECK-NEXT: ret ptr %[[ITP]]
  vir.return %4 : !vir.ptr
}

// Float operations without flags, with single flags, flag sets and `fast`.
// CHECK-LABEL: define {{.*}} @float_ops(
// CHECK-SAME: double %[[X:[0-9]+]], double %[[Y:[0-9]+]], <4 x float> %[[V:[0-9]+]])
vir.func @float_ops(%x: f64, %y: f64, %v: vector<4xf32>) -> f64 {
  // CHECK-NEXT: %{{[0-9]+}} = fadd double %[[X]], %[[Y]]
  %0 = vir.fadd %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fadd fast double %[[X]], %[[Y]]
  %1 = vir.fadd %x, %y fastmath<fast> : f64
  // CHECK-NEXT: %{{[0-9]+}} = fsub double %[[X]], %[[Y]]
  %2 = vir.fsub %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fsub nsz double %[[X]], %[[Y]]
  %3 = vir.fsub %x, %y fastmath<nsz> : f64
  // CHECK-NEXT: %{{[0-9]+}} = fmul double %[[X]], %[[Y]]
  %4 = vir.fmul %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fmul nnan ninf double %[[X]], %[[Y]]
  %5 = vir.fmul %x, %y fastmath<nnan, ninf> : f64
  // CHECK-NEXT: %{{[0-9]+}} = fdiv double %[[X]], %[[Y]]
  %6 = vir.fdiv %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fdiv arcp double %[[X]], %[[Y]]
  %7 = vir.fdiv %x, %y fastmath<arcp> : f64
  // CHECK-NEXT: %{{[0-9]+}} = frem double %[[X]], %[[Y]]
  %8 = vir.frem %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = frem reassoc nsz contract afn double %[[X]], %[[Y]]
  %9 = vir.frem %x, %y fastmath<reassoc, nsz, contract, afn> : f64
  // CHECK-NEXT: %{{[0-9]+}} = fneg double %[[X]]
  %10 = vir.fneg %x : f64
  // CHECK-NEXT: %[[NEG:[0-9]+]] = fneg nsz double %[[Y]]
  %11 = vir.fneg %y fastmath<nsz> : f64
  // CHECK-NEXT: %{{[0-9]+}} = fadd contract <4 x float> %[[V]], %[[V]]
  %12 = vir.fadd %v, %v fastmath<contract> : vector<4xf32>
  // CHECK-NEXT: %{{[0-9]+}} = fneg afn <4 x float> %[[V]]
  %13 = vir.fneg %v fastmath<afn> : vector<4xf32>
  // CHECK-NEXT: ret double %[[NEG]]
  vir.return %11 : f64
}

// Every non-constant float comparison predicate, with and without flags.
// CHECK-LABEL: define {{.*}} @fcmp(
// CHECK-SAME: double %[[X:[0-9]+]], double %[[Y:[0-9]+]], <2 x float> %[[V:[0-9]+]], <2 x float> %[[W:[0-9]+]])
vir.func @fcmp(%x: f64, %y: f64, %v: vector<2xf32>, %w: vector<2xf32>) -> vector<2xi1> {
  // CHECK-NEXT: %{{[0-9]+}} = fcmp oeq double %[[X]], %[[Y]]
  %1 = vir.fcmp oeq %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fcmp ogt double %[[X]], %[[Y]]
  %2 = vir.fcmp ogt %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fcmp oge double %[[X]], %[[Y]]
  %3 = vir.fcmp oge %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fcmp olt double %[[X]], %[[Y]]
  %4 = vir.fcmp olt %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fcmp ole double %[[X]], %[[Y]]
  %5 = vir.fcmp ole %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fcmp one double %[[X]], %[[Y]]
  %6 = vir.fcmp one %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fcmp ord double %[[X]], %[[Y]]
  %7 = vir.fcmp ord %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fcmp ueq double %[[X]], %[[Y]]
  %8 = vir.fcmp ueq %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fcmp ugt double %[[X]], %[[Y]]
  %9 = vir.fcmp ugt %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fcmp uge double %[[X]], %[[Y]]
  %10 = vir.fcmp uge %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fcmp ult double %[[X]], %[[Y]]
  %11 = vir.fcmp ult %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fcmp ule double %[[X]], %[[Y]]
  %12 = vir.fcmp ule %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fcmp une double %[[X]], %[[Y]]
  %13 = vir.fcmp une %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fcmp uno double %[[X]], %[[Y]]
  %14 = vir.fcmp uno %x, %y : f64
  // CHECK-NEXT: %{{[0-9]+}} = fcmp nnan ogt double %[[X]], %[[Y]]
  %16 = vir.fcmp ogt %x, %y fastmath<nnan> : f64
  // CHECK-NEXT: %[[VC:[0-9]+]] = fcmp fast ule <2 x float> %[[V]], %[[W]]
  %17 = vir.fcmp ule %v, %w fastmath<fast> : vector<2xf32>
  // CHECK-NEXT: ret <2 x i1> %[[VC]]
  vir.return %17 : vector<2xi1>
}

// The constant predicates `false` and `true` are lowered literally: the
// backend does not fold.
// CHECK-LABEL: define {{.*}} @fcmp_constant_predicates(
// CHECK-NEXT: %[[T:[0-9]+]] = fcmp true double
// CHECK-NEXT: %[[F:[0-9]+]] = fcmp false double
// CHECK-NEXT: %[[R:[0-9]+]] = and i1 %[[T]], %[[F]]
// CHECK-NEXT: ret i1 %[[R]]
vir.func @fcmp_constant_predicates(%x: f64, %y: f64) -> i1 {
  %t = vir.fcmp true %x, %y : f64
  %f = vir.fcmp false %x, %y : f64
  %r = vir.and %t, %f : i1
  vir.return %r : i1
}

// Integer, float and vector constants, null and undef become LLVM constant
// operands of their users.
// CHECK-LABEL: define {{.*}} @values(
// CHECK-SAME: ptr %[[P:[0-9]+]])
vir.func @values(%p: !vir.ptr) {
  %m = vir.constant -1 : i64
  %f = vir.constant 1.5 : f64
  %h = vir.constant -0.25 : f32
  %v = vir.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %vb = vir.constant dense<[true, false]> : vector<2xi1>
  %n = vir.null : !vir.ptr
  %u = vir.undef : i32
  %uv = vir.undef : vector<4xf32>
  // CHECK-NEXT: store i64 -1, ptr %[[P]], align 8
  vir.store %m, %p : i64
  // CHECK-NEXT: store double 1.500000e+00, ptr %[[P]], align 8
  vir.store %f, %p : f64
  // CHECK-NEXT: store float -2.500000e-01, ptr %[[P]], align 4
  vir.store %h, %p : f32
  // CHECK-NEXT: store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %[[P]], align 16
  vir.store %v, %p : vector<4xi32>
  // CHECK-NEXT: store <2 x i1> <i1 true, i1 false>, ptr %[[P]], align 1
  vir.store %vb, %p : vector<2xi1>
  // CHECK-NEXT: store ptr null, ptr %[[P]], align 8
  vir.store %n, %p : !vir.ptr
  // CHECK-NEXT: store i32 undef, ptr %[[P]], align 4
  vir.store %u, %p : i32
  // CHECK-NEXT: store <4 x float> undef, ptr %[[P]], align 16
  vir.store %uv, %p : vector<4xf32>
  // CHECK-NEXT: ret void
  vir.return
}
