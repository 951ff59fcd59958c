// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output

// LLVM IR export of VIR's vector operations: splat, extract, insert, shuffle,
// reductions (llvm.vector.reduce.* intrinsics) and element-wise arithmetic.

// splat is insertelement into poison at lane 0 and a zero-mask shuffle, for
// integer, float and pointer elements.
// CHECK-LABEL: define {{.*}} @splat(
// CHECK-SAME: i32 %[[X:[0-9]+]], float %[[F:[0-9]+]], ptr %[[P:[0-9]+]])
vir.func @splat(%x: i32, %f: f32, %p: !vir.ptr) -> vector<2x!vir.ptr> {
  // CHECK-NEXT: %[[I0:[0-9]+]] = insertelement <4 x i32> poison, i32 %[[X]], i64 0
  // CHECK-NEXT: %{{[0-9]+}} = shufflevector <4 x i32> %[[I0]], <4 x i32> poison, <4 x i32> zeroinitializer
  %0 = vir.splat %x : vector<4xi32>
  // CHECK-NEXT: %[[F0:[0-9]+]] = insertelement <8 x float> poison, float %[[F]], i64 0
  // CHECK-NEXT: %{{[0-9]+}} = shufflevector <8 x float> %[[F0]], <8 x float> poison, <8 x i32> zeroinitializer
  %1 = vir.splat %f : vector<8xf32>
  // CHECK-NEXT: %[[P0:[0-9]+]] = insertelement <2 x ptr> poison, ptr %[[P]], i64 0
  // CHECK-NEXT: %[[PS:[0-9]+]] = shufflevector <2 x ptr> %[[P0]], <2 x ptr> poison, <2 x i32> zeroinitializer
  %2 = vir.splat %p : vector<2x!vir.ptr>
  // CHECK-NEXT: ret <2 x ptr> %[[PS]]
  vir.return %2 : vector<2x!vir.ptr>
}

// extract and insert with dynamic indices of several widths and a constant
// index.
// CHECK-LABEL: define {{.*}} @extract_insert(
// CHECK-SAME: i32 %[[X:[0-9]+]], float %[[F:[0-9]+]], i64 %[[I:[0-9]+]], <4 x i32> %[[V:[0-9]+]], <4 x float> %[[FV:[0-9]+]])
vir.func @extract_insert(%x: i32, %f: f32, %i: i64, %v: vector<4xi32>, %fv: vector<4xf32>) -> vector<4xi32> {
  // CHECK-NEXT: %{{[0-9]+}} = extractelement <4 x i32> %[[V]], i64 %[[I]]
  %0 = vir.extract %v[%i : i64] : vector<4xi32>
  // CHECK-NEXT: %{{[0-9]+}} = extractelement <4 x float> %[[FV]], i32 %[[X]]
  %1 = vir.extract %fv[%x : i32] : vector<4xf32>
  %c2 = vir.constant 2 : i64
  // CHECK-NEXT: %{{[0-9]+}} = extractelement <4 x i32> %[[V]], i64 2
  %2 = vir.extract %v[%c2 : i64] : vector<4xi32>
  // CHECK-NEXT: %[[INS:[0-9]+]] = insertelement <4 x i32> %[[V]], i32 %[[X]], i64 %[[I]]
  %3 = vir.insert %x, %v[%i : i64] : vector<4xi32>
  // CHECK-NEXT: %{{[0-9]+}} = insertelement <4 x float> %[[FV]], float %[[F]], i32 %[[X]]
  %4 = vir.insert %f, %fv[%x : i32] : vector<4xf32>
  // CHECK-NEXT: ret <4 x i32> %[[INS]]
  vir.return %3 : vector<4xi32>
}

// shuffle keeps its mask; a -1 lane becomes poison; the result may be
// shorter or longer than the operands.
// CHECK-LABEL: define {{.*}} @shuffle(
// CHECK-SAME: <4 x i32> %[[V:[0-9]+]], <4 x i32> %[[W:[0-9]+]])
vir.func @shuffle(%v: vector<4xi32>, %w: vector<4xi32>) -> vector<2xi32> {
  // CHECK-NEXT: %{{[0-9]+}} = shufflevector <4 x i32> %[[V]], <4 x i32> %[[W]], <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %0 = vir.shuffle %v, %w [0, 4, 1, 5] : vector<4xi32> -> vector<4xi32>
  // CHECK-NEXT: %[[S:[0-9]+]] = shufflevector <4 x i32> %[[V]], <4 x i32> %[[W]], <2 x i32> <i32 7, i32 poison>
  %1 = vir.shuffle %v, %w [7, -1] : vector<4xi32> -> vector<2xi32>
  // CHECK-NEXT: %{{[0-9]+}} = shufflevector <4 x i32> %[[V]], <4 x i32> %[[W]], <8 x i32> <i32 3, i32 2, i32 1, i32 0, i32 7, i32 6, i32 5, i32 4>
  %2 = vir.shuffle %v, %w [3, 2, 1, 0, 7, 6, 5, 4] : vector<4xi32> -> vector<8xi32>
  // CHECK-NEXT: ret <2 x i32> %[[S]]
  vir.return %1 : vector<2xi32>
}

// Every integer reduction becomes its llvm.vector.reduce intrinsic.
// CHECK-LABEL: define {{.*}} @reduce_int(
// CHECK-SAME: <4 x i32> %[[V:[0-9]+]], <8 x i8> %[[B:[0-9]+]])
vir.func @reduce_int(%v: vector<4xi32>, %b: vector<8xi8>) -> i32 {
  // CHECK-NEXT: %[[ADD:[0-9]+]] = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %[[V]])
  %0 = vir.reduce add %v : vector<4xi32>
  // CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %[[V]])
  %1 = vir.reduce mul %v : vector<4xi32>
  // CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %[[V]])
  %2 = vir.reduce and %v : vector<4xi32>
  // CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %[[V]])
  %3 = vir.reduce or %v : vector<4xi32>
  // CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %[[V]])
  %4 = vir.reduce xor %v : vector<4xi32>
  // CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %[[V]])
  %5 = vir.reduce smin %v : vector<4xi32>
  // CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %[[V]])
  %6 = vir.reduce smax %v : vector<4xi32>
  // CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %[[V]])
  %7 = vir.reduce umin %v : vector<4xi32>
  // CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %[[V]])
  %8 = vir.reduce umax %v : vector<4xi32>
  // CHECK-NEXT: %{{[0-9]+}} = call i8 @llvm.vector.reduce.add.v8i8(<8 x i8> %[[B]])
  %9 = vir.reduce add %b : vector<8xi8>
  // CHECK-NEXT: ret i32 %[[ADD]]
  vir.return %0 : i32
}

// Float reductions: fadd starts from -0.0 and fmul from 1.0 (ordered unless
// reassoc); fmin/fmax take no start value; fast-math flags go on the call.
// CHECK-LABEL: define {{.*}} @reduce_float(
// CHECK-SAME: <4 x float> %[[FV:[0-9]+]], <2 x double> %[[DV:[0-9]+]])
vir.func @reduce_float(%fv: vector<4xf32>, %dv: vector<2xf64>) -> f32 {
  // CHECK-NEXT: %[[FADD:[0-9]+]] = call float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %[[FV]])
  %0 = vir.reduce fadd %fv : vector<4xf32>
  // CHECK-NEXT: %{{[0-9]+}} = call reassoc float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %[[FV]])
  %1 = vir.reduce fadd %fv fastmath<reassoc> : vector<4xf32>
  // CHECK-NEXT: %{{[0-9]+}} = call double @llvm.vector.reduce.fadd.v2f64(double -0.000000e+00, <2 x double> %[[DV]])
  %2 = vir.reduce fadd %dv : vector<2xf64>
  // CHECK-NEXT: %{{[0-9]+}} = call reassoc float @llvm.vector.reduce.fmul.v4f32(float 1.000000e+00, <4 x float> %[[FV]])
  %3 = vir.reduce fmul %fv fastmath<reassoc> : vector<4xf32>
  // CHECK-NEXT: %{{[0-9]+}} = call double @llvm.vector.reduce.fmul.v2f64(double 1.000000e+00, <2 x double> %[[DV]])
  %4 = vir.reduce fmul %dv : vector<2xf64>
  // CHECK-NEXT: %{{[0-9]+}} = call float @llvm.vector.reduce.fmin.v4f32(<4 x float> %[[FV]])
  %5 = vir.reduce fmin %fv : vector<4xf32>
  // CHECK-NEXT: %{{[0-9]+}} = call nnan double @llvm.vector.reduce.fmin.v2f64(<2 x double> %[[DV]])
  %6 = vir.reduce fmin %dv fastmath<nnan> : vector<2xf64>
  // CHECK-NEXT: %{{[0-9]+}} = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %[[FV]])
  %7 = vir.reduce fmax %fv : vector<4xf32>
  // CHECK-NEXT: %{{[0-9]+}} = call fast float @llvm.vector.reduce.fmax.v4f32(<4 x float> %[[FV]])
  %8 = vir.reduce fmax %fv fastmath<fast> : vector<4xf32>
  // CHECK-NEXT: ret float %[[FADD]]
  vir.return %0 : f32
}

// Element-wise vector arithmetic, comparison, select and casts, with vector
// constants (a uniform one prints as a splat).
// CHECK-LABEL: define {{.*}} @vector_arith(
// CHECK-SAME: <4 x i32> %[[V:[0-9]+]], <4 x i32> %[[W:[0-9]+]], <4 x float> %[[FV:[0-9]+]])
vir.func @vector_arith(%v: vector<4xi32>, %w: vector<4xi32>, %fv: vector<4xf32>) -> vector<4xf32> {
  %k = vir.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %two = vir.constant dense<2.0> : vector<4xf32>
  // CHECK-NEXT: %[[ADD:[0-9]+]] = add nsw <4 x i32> %[[V]], <i32 1, i32 2, i32 3, i32 4>
  %0 = vir.add %v, %k nsw : vector<4xi32>
  // CHECK-NEXT: %[[MUL:[0-9]+]] = mul <4 x i32> %[[ADD]], %[[W]]
  %1 = vir.mul %0, %w : vector<4xi32>
  // CHECK-NEXT: %[[SHL:[0-9]+]] = shl nuw <4 x i32> %[[MUL]], <i32 1, i32 2, i32 3, i32 4>
  %2 = vir.shl %1, %k nuw : vector<4xi32>
  // CHECK-NEXT: %[[UDIV:[0-9]+]] = udiv exact <4 x i32> %[[SHL]], %[[W]]
  %3 = vir.udiv %2, %w exact : vector<4xi32>
  // CHECK-NEXT: %[[AND:[0-9]+]] = and <4 x i32> %[[UDIV]], %[[V]]
  %4 = vir.and %3, %v : vector<4xi32>
  // CHECK-NEXT: %[[CMP:[0-9]+]] = icmp ult <4 x i32> %[[AND]], %[[W]]
  %5 = vir.icmp ult %4, %w : vector<4xi32>
  // CHECK-NEXT: %[[SEL:[0-9]+]] = select <4 x i1> %[[CMP]], <4 x i32> %[[AND]], <4 x i32> %[[W]]
  %6 = vir.select %5, %4, %w : vector<4xi1>, vector<4xi32>
  // CHECK-NEXT: %[[CONV:[0-9]+]] = sitofp <4 x i32> %[[SEL]] to <4 x float>
  %7 = vir.sitofp %6 : vector<4xi32> to vector<4xf32>
  // CHECK-NEXT: %[[FMUL:[0-9]+]] = fmul fast <4 x float> %[[CONV]], splat (float 2.000000e+00)
  %8 = vir.fmul %7, %two fastmath<fast> : vector<4xf32>
  // CHECK-NEXT: %[[FADD:[0-9]+]] = fadd nnan ninf <4 x float> %[[FMUL]], %[[FV]]
  %9 = vir.fadd %8, %fv fastmath<nnan, ninf> : vector<4xf32>
  // CHECK-NEXT: %[[FDIV:[0-9]+]] = fdiv <4 x float> %[[FADD]], %[[FV]]
  %10 = vir.fdiv %9, %fv : vector<4xf32>
  // CHECK-NEXT: %{{[0-9]+}} = fcmp olt <4 x float> %[[FDIV]], %[[FV]]
  %11 = vir.fcmp olt %10, %fv : vector<4xf32>
  // CHECK-NEXT: ret <4 x float> %[[FDIV]]
  vir.return %10 : vector<4xf32>
}

// Vector loads and stores, and vectors of pointers compared element-wise.
// CHECK-LABEL: define {{.*}} @vector_memory(
// CHECK-SAME: ptr %[[P:[0-9]+]], <2 x ptr> %[[PV:[0-9]+]])
vir.func @vector_memory(%p: !vir.ptr, %pv: vector<2x!vir.ptr>) -> vector<2xi1> {
  // CHECK-NEXT: %[[L:[0-9]+]] = load <4 x i32>, ptr %[[P]], align 16
  %0 = vir.load %p : vector<4xi32>
  // CHECK-NEXT: store <4 x i32> %[[L]], ptr %[[P]], align 4
  vir.store %0, %p align 4 : vector<4xi32>
  // CHECK-NEXT: %[[LP:[0-9]+]] = load <2 x ptr>, ptr %[[P]], align 16
  %1 = vir.load %p : vector<2x!vir.ptr>
  // CHECK-NEXT: %[[EQ:[0-9]+]] = icmp eq <2 x ptr> %[[LP]], %[[PV]]
  %2 = vir.icmp eq %1, %pv : vector<2x!vir.ptr>
  // CHECK-NEXT: ret <2 x i1> %[[EQ]]
  vir.return %2 : vector<2xi1>
}
