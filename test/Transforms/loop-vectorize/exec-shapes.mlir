// Vectorized loops of the shapes added to loop-vectorize compute what the
// scalar loops do: loops counting down (a map behind a restrict pair, one
// behind runtime checks that pass and fail, a sum), backward accesses
// (s[n - 1 - i] read, d[n - 1 - i] written, i16 and u8 lanes), a
// down-counting shift (left scalar, see @down_shift below), an if/else
// diamond, stores to one address on both sides, a conditional sum, a
// conditional store (left scalar), divisions by constants and a
// down-counting f64 diamond. Trip counts 0 to 21 cover loops shorter than
// one vector iteration and every remainder. Generated from
// Inputs/exec-shapes.c.txt by vct-cc -O2 -S --emit=vir -fno-loop-vectorize
// -fno-loop-unroll -fno-slp-vectorize -fno-loop-interleave; the hash is
// gcc -O0's.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-vectorize --verify-each %s -o %t.v.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.v.mlir
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s
// RUN: vct-mlir-opt --loop-vectorize=interleave=2 --verify-each %s -o %t.v2.mlir
// RUN: vct-translate --vir-to-llvmir %t.v2.mlir -o %t.v2.ll && lli %t.v2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v2.mlir -o %t.v2.c && %cc %t.v2.c -o %t.v2.exe && %t.v2.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s
// RUN: vct-mlir-opt -O3 --verify-each %s -o %t.o3.mlir
// RUN: vct-translate --vir-to-llvmir %t.o3.mlir -o %t.o3.ll && lli %t.o3.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o3.mlir -o %t.o3.c && %cc %t.o3.c -o %t.o3.exe && %t.o3.exe | FileCheck %s
// With a recorded AVX2 processor, 256-bit vectors, run through the C backend
// (portable vector extensions; the LLVM backend would need that processor).
// RUN: sed 's/^module {/module attributes {vir.target_cpu = "haswell"} {/' %s > %t.cpu.in
// RUN: vct-mlir-opt --loop-vectorize=host-width=true --verify-each %t.cpu.in -o %t.cpu.mlir
// RUN: FileCheck %s --check-prefix=CPU < %t.cpu.mlir
// RUN: vct-translate --vir-to-c %t.cpu.mlir -o %t.cpu.c && %cc %t.cpu.c -o %t.cpu.exe && %t.cpu.exe | FileCheck %s

// CHECK: hash 3631507367

// IR-LABEL: vir.func @down_i32(
// IR: vir.shuffle %{{.*}} [3, 2, 1, 0] : vector<4xi32>
// IR-LABEL: vir.func @down_checked(
// IR: vir.ptrtoint
// IR: vir.shuffle %{{.*}} [3, 2, 1, 0] : vector<4xi32>
// IR-LABEL: vir.func @down_sum(
// IR: vir.reduce add %{{.*}} : vector<2xi64>
// IR-LABEL: vir.func @rev_copy(
// IR: vir.shuffle %{{.*}} [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xi16>
// IR-LABEL: vir.func @rev_u8(
// IR: vir.shuffle %{{.*}} [15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0] : vector<16xi8>
// Left scalar: its index i - 1 is computed on the narrow i32 copy of the
// variable without nsw, so it is not affine once sign-extended.
// IR-LABEL: vir.func @down_shift(
// IR-NOT: vector<
// IR-LABEL: vir.func @diamond(
// IR: vir.select %{{.*}} : vector<4xi1>, vector<4xi32>
// IR-LABEL: vir.func @same_store(
// IR: vir.select %{{.*}} : vector<4xi1>, vector<4xi32>
// IR-LABEL: vir.func @cond_sum(
// IR: vir.select %{{.*}} : vector<4xi1>, vector<4xi32>
// IR: vir.reduce add %{{.*}} : vector<4xi32>
// IR-LABEL: vir.func @cond_store(
// IR: vir.extract %{{.*}} : vector<4xi1>
// IR-LABEL: vir.func @div9(
// IR: vir.udiv %{{.*}} : vector<4xi32>
// @down_diamond's request asks for 2 lanes (the cost model alone keeps it
// scalar: each arm runs half the time there).
// IR-LABEL: vir.func @down_diamond(
// IR: vir.select %{{.*}} : vector<2xi1>, vector<2xf64>
// IR: vir.shuffle %{{.*}} [1, 0] : vector<2xf64>

// CPU-LABEL: vir.func @down_checked(
// CPU: vir.shuffle %{{.*}} [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xi32>
// CPU-LABEL: vir.func @diamond(
// CPU: vir.select %{{.*}} : vector<8xi1>, vector<8xi32>

module {
  vir.global private @C : !vir.array<80 x i32> = zeroinit align 16
  vir.global private @B : !vir.array<80 x i32> = zeroinit align 16
  vir.global private @L : !vir.array<80 x i64> = zeroinit align 16
  vir.global private @T : !vir.array<80 x i16> = zeroinit align 16
  vir.global private @S : !vir.array<80 x i16> = zeroinit align 16
  vir.global private @Q : !vir.array<80 x i8> = zeroinit align 16
  vir.global private @P : !vir.array<80 x i8> = zeroinit align 16
  vir.global private @A : !vir.array<80 x i32> = zeroinit align 16
  vir.global private @U : !vir.array<80 x i32> = zeroinit align 16
  vir.global private @E : !vir.array<80 x f64> = zeroinit align 16
  vir.global private @D : !vir.array<80 x f64> = zeroinit align 16
  vir.global private constant @".str" : !vir.array<9 x i8> = "hash %u\0A\00" align 1
  vir.global private @hash : i32 = -2128831035 align 4
  vir.func @down_i32(%arg0: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg1: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg2: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.req<vectorize, soft>]} {
    %c3_i32 = vir.constant 3 : i32
    %cn1_i32 = vir.constant -1 : i32
    %cn1_i64 = vir.constant -1 : i64
    %0 = vir.add %arg2, %cn1_i32 : i32
    %1 = vir.sext %0 : i32 to i64
    %2 = vir.icmp sgt %1, %cn1_i64 : i64
    vir.cond_br %2, ^bb1(%1, %0 : i64, i32), ^bb2
  ^bb1(%3: i64, %4: i32):  // 2 preds: ^bb0, ^bb1
    %5 = vir.gep inbounds %arg1[%3] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    %6 = vir.load %5 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : i32
    %7 = vir.mul %6, %c3_i32 nsw : i32
    %8 = vir.add %4, %7 nsw : i32
    %9 = vir.gep inbounds %arg0[%3] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    vir.store %8, %9 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : i32
    %10 = vir.add %3, %cn1_i64 : i64
    %11 = vir.trunc %10 : i64 to i32
    %12 = vir.icmp sgt %10, %cn1_i64 : i64
    vir.cond_br %12, ^bb1(%10, %11 : i64, i32), ^bb2 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb2:  // 2 preds: ^bb0, ^bb1
    vir.return
  }
  vir.func @down_checked(%arg0: !vir.ptr, %arg1: !vir.ptr, %arg2: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.req<vectorize, soft>]} {
    %c1_i32 = vir.constant 1 : i32
    %cn1_i32 = vir.constant -1 : i32
    %cn1_i64 = vir.constant -1 : i64
    %0 = vir.add %arg2, %cn1_i32 : i32
    %1 = vir.sext %0 : i32 to i64
    %2 = vir.icmp sgt %1, %cn1_i64 : i64
    vir.cond_br %2, ^bb1(%1 : i64), ^bb2
  ^bb1(%3: i64):  // 2 preds: ^bb0, ^bb1
    %4 = vir.gep inbounds %arg1[%3] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    %5 = vir.load %4 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : i32
    %6 = vir.add %5, %c1_i32 nsw : i32
    %7 = vir.gep inbounds %arg0[%3] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    vir.store %6, %7 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : i32
    %8 = vir.add %3, %cn1_i64 : i64
    %9 = vir.icmp sgt %8, %cn1_i64 : i64
    vir.cond_br %9, ^bb1(%8 : i64), ^bb2 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb2:  // 2 preds: ^bb0, ^bb1
    vir.return
  }
  vir.func @down_sum(%arg0: !vir.ptr, %arg1: i32) -> i64 attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.req<vectorize, soft>, #vir.readonly<origin = "function-attrs">]} {
    %c0_i64 = vir.constant 0 : i64
    %cn1_i32 = vir.constant -1 : i32
    %cn1_i64 = vir.constant -1 : i64
    %0 = vir.add %arg1, %cn1_i32 : i32
    %1 = vir.sext %0 : i32 to i64
    %2 = vir.icmp sgt %1, %cn1_i64 : i64
    vir.cond_br %2, ^bb1(%c0_i64, %1 : i64, i64), ^bb2(%c0_i64 : i64)
  ^bb1(%3: i64, %4: i64):  // 2 preds: ^bb0, ^bb1
    %5 = vir.gep inbounds %arg0[%4] {vir.traits = [#vir.dereferenceable<8, origin = "vir-produce-traits">]} : i64
    %6 = vir.load %5 align 8 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : i64
    %7 = vir.add %3, %6 nsw : i64
    %8 = vir.add %4, %cn1_i64 : i64
    %9 = vir.icmp sgt %8, %cn1_i64 : i64
    vir.cond_br %9, ^bb1(%7, %8 : i64, i64), ^bb2(%7 : i64) {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb2(%10: i64):  // 2 preds: ^bb0, ^bb1
    vir.return %10 : i64
  }
  vir.func @rev_copy(%arg0: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg1: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg2: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.req<vectorize, soft>]} {
    %c2_i32 = vir.constant 2 : i32
    %cn1_i32 = vir.constant -1 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %c0_i32 = vir.constant 0 : i32
    %0 = vir.add %arg2, %cn1_i32 : i32
    %1 = vir.sext %arg2 : i32 to i64
    %2 = vir.icmp sgt %1, %c0_i64 : i64
    vir.cond_br %2, ^bb1(%c0_i64, %c0_i32 : i64, i32), ^bb2
  ^bb1(%3: i64, %4: i32):  // 2 preds: ^bb0, ^bb1
    %5 = vir.sub %0, %4 nsw : i32
    %6 = vir.sext %5 {vir.traits = [#vir.range<-2147483648, 2147483647, origin = "vir-produce-traits">]} : i32 to i64
    %7 = vir.gep inbounds %arg1[%6] {vir.traits = [#vir.dereferenceable<2, origin = "vir-produce-traits">]} : i16
    %8 = vir.load %7 align 2 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : i16
    %9 = vir.sext %8 {vir.traits = [#vir.range<-32768, 32767, origin = "vir-produce-traits">]} : i16 to i32
    %10 = vir.add %9, %c2_i32 nsw : i32
    %11 = vir.trunc %10 : i32 to i16
    %12 = vir.gep inbounds %arg0[%3] {vir.traits = [#vir.dereferenceable<2, origin = "vir-produce-traits">]} : i16
    vir.store %11, %12 align 2 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : i16
    %13 = vir.add %3, %c1_i64 : i64
    %14 = vir.trunc %13 : i64 to i32
    %15 = vir.icmp slt %13, %1 : i64
    vir.cond_br %15, ^bb1(%13, %14 : i64, i32), ^bb2 {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb2:  // 2 preds: ^bb0, ^bb1
    vir.return
  }
  vir.func @rev_u8(%arg0: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg1: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg2: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.req<vectorize, soft>]} {
    %c90_i32 = vir.constant 90 : i32
    %cn1_i32 = vir.constant -1 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %c0_i32 = vir.constant 0 : i32
    %0 = vir.add %arg2, %cn1_i32 : i32
    %1 = vir.sext %arg2 : i32 to i64
    %2 = vir.icmp sgt %1, %c0_i64 : i64
    vir.cond_br %2, ^bb1(%c0_i64, %c0_i32 : i64, i32), ^bb2
  ^bb1(%3: i64, %4: i32):  // 2 preds: ^bb0, ^bb1
    %5 = vir.gep inbounds %arg1[%3] {vir.traits = [#vir.dereferenceable<1, origin = "vir-produce-traits">]} : i8
    %6 = vir.load %5 align 1 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : i8
    %7 = vir.zext %6 {vir.traits = [#vir.range<0, 255, origin = "vir-produce-traits">]} : i8 to i32
    %8 = vir.xor %7, %c90_i32 : i32
    %9 = vir.trunc %8 : i32 to i8
    %10 = vir.sub %0, %4 nsw : i32
    %11 = vir.sext %10 {vir.traits = [#vir.range<-2147483648, 2147483647, origin = "vir-produce-traits">]} : i32 to i64
    %12 = vir.gep inbounds %arg0[%11] {vir.traits = [#vir.dereferenceable<1, origin = "vir-produce-traits">]} : i8
    vir.store %9, %12 align 1 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : i8
    %13 = vir.add %3, %c1_i64 : i64
    %14 = vir.trunc %13 : i64 to i32
    %15 = vir.icmp slt %13, %1 : i64
    vir.cond_br %15, ^bb1(%13, %14 : i64, i32), ^bb2 {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb2:  // 2 preds: ^bb0, ^bb1
    vir.return
  }
  vir.func @down_shift(%arg0: !vir.ptr, %arg1: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.req<vectorize, soft>]} {
    %c1_i32 = vir.constant 1 : i32
    %cn1_i32 = vir.constant -1 : i32
    %cn1_i64 = vir.constant -1 : i64
    %c0_i64 = vir.constant 0 : i64
    %0 = vir.sext %arg1 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb1(%0, %arg1 : i64, i32), ^bb2
  ^bb1(%2: i64, %3: i32):  // 2 preds: ^bb0, ^bb1
    %4 = vir.add %3, %cn1_i32 : i32
    %5 = vir.sext %4 {vir.traits = [#vir.range<-2147483648, 2147483647, origin = "vir-produce-traits">]} : i32 to i64
    %6 = vir.gep inbounds %arg0[%5] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    %7 = vir.load %6 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2"], origin = "vir-produce-traits">]} : i32
    %8 = vir.add %7, %c1_i32 nsw : i32
    %9 = vir.gep inbounds %arg0[%2] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    vir.store %8, %9 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2"], origin = "vir-produce-traits">]} : i32
    %10 = vir.add %2, %cn1_i64 : i64
    %11 = vir.trunc %10 : i64 to i32
    %12 = vir.icmp sgt %10, %c0_i64 : i64
    vir.cond_br %12, ^bb1(%10, %11 : i64, i32), ^bb2 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb2:  // 2 preds: ^bb0, ^bb1
    vir.return
  }
  vir.func @diamond(%arg0: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg1: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg2: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.req<vectorize, soft>]} {
    %c1_i32 = vir.constant 1 : i32
    %c3_i32 = vir.constant 3 : i32
    %c2_i32 = vir.constant 2 : i32
    %cn7_i32 = vir.constant -7 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg2 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb1(%c0_i64 : i64), ^bb5
  ^bb1(%2: i64):  // 2 preds: ^bb0, ^bb4
    %3 = vir.gep inbounds %arg1[%2] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    %4 = vir.load %3 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5"], origin = "vir-produce-traits">]} : i32
    %5 = vir.icmp sgt %4, %c3_i32 : i32
    vir.cond_br %5, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    %6 = vir.add %4, %cn7_i32 : i32
    %7 = vir.mul %6, %6 nsw : i32
    %8 = vir.add %7, %c2_i32 nsw : i32
    vir.br ^bb4(%8 : i32)
  ^bb3:  // pred: ^bb1
    %9 = vir.mul %4, %c3_i32 nsw : i32
    %10 = vir.add %9, %c1_i32 nsw : i32
    %11 = vir.ashr %10, %c2_i32 : i32
    %12 = vir.xor %10, %11 : i32
    vir.br ^bb4(%12 : i32)
  ^bb4(%13: i32):  // 2 preds: ^bb2, ^bb3
    %14 = vir.gep inbounds %arg0[%2] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    vir.store %13, %14 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5"], origin = "vir-produce-traits">]} : i32
    %15 = vir.add %2, %c1_i64 : i64
    %16 = vir.icmp slt %15, %0 : i64
    vir.cond_br %16, ^bb1(%15 : i64), ^bb5 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb5:  // 2 preds: ^bb0, ^bb4
    vir.return
  }
  vir.func @same_store(%arg0: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg1: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg2: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.req<vectorize, soft>]} {
    %c1_i32 = vir.constant 1 : i32
    %c0_i32 = vir.constant 0 : i32
    %c3_i32 = vir.constant 3 : i32
    %c11_i32 = vir.constant 11 : i32
    %c5_i32 = vir.constant 5 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg2 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb1(%c0_i64 : i64), ^bb5
  ^bb1(%2: i64):  // 2 preds: ^bb0, ^bb4
    %3 = vir.gep inbounds %arg1[%2] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    %4 = vir.load %3 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4"], origin = "vir-produce-traits">]} : i32
    %5 = vir.and %4, %c1_i32 {vir.traits = [#vir.range<0, 1, origin = "vir-produce-traits">]} : i32
    %6 = vir.icmp ne %5, %c0_i32 : i32
    vir.cond_br %6, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    %7 = vir.shl %4, %c3_i32 : i32
    %8 = vir.add %7, %c11_i32 nsw : i32
    %9 = vir.gep inbounds %arg0[%2] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    vir.store %8, %9 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4"], origin = "vir-produce-traits">]} : i32
    vir.br ^bb4
  ^bb3:  // pred: ^bb1
    %10 = vir.mul %4, %c5_i32 nsw : i32
    %11 = vir.ashr %4, %c1_i32 : i32
    %12 = vir.sub %10, %11 nsw : i32
    %13 = vir.gep inbounds %arg0[%2] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    vir.store %12, %13 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4"], origin = "vir-produce-traits">]} : i32
    vir.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    %14 = vir.add %2, %c1_i64 : i64
    %15 = vir.icmp slt %14, %0 : i64
    vir.cond_br %15, ^bb1(%14 : i64), ^bb5 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb5:  // 2 preds: ^bb0, ^bb4
    vir.return
  }
  vir.func @cond_sum(%arg0: !vir.ptr, %arg1: i32) -> i32 attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.req<vectorize, soft>, #vir.readonly<origin = "function-attrs">]} {
    %c0_i32 = vir.constant 0 : i32
    %c20_i32 = vir.constant 20 : i32
    %c3_i32 = vir.constant 3 : i32
    %c2_i32 = vir.constant 2 : i32
    %c9_i32 = vir.constant 9 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg1 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb1(%c0_i32, %c0_i64 : i32, i64), ^bb4(%c0_i32 : i32)
  ^bb1(%2: i32, %3: i64):  // 2 preds: ^bb0, ^bb3
    %4 = vir.gep inbounds %arg0[%3] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    %5 = vir.load %4 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4"], origin = "vir-produce-traits">]} : i32
    %6 = vir.icmp ugt %5, %c20_i32 : i32
    vir.cond_br %6, ^bb2, ^bb3(%5 : i32)
  ^bb2:  // pred: ^bb1
    %7 = vir.mul %5, %c3_i32 : i32
    %8 = vir.lshr %5, %c2_i32 : i32
    %9 = vir.add %7, %8 : i32
    %10 = vir.xor %9, %c9_i32 : i32
    vir.br ^bb3(%10 : i32)
  ^bb3(%11: i32):  // 2 preds: ^bb1, ^bb2
    %12 = vir.add %2, %11 : i32
    %13 = vir.add %3, %c1_i64 : i64
    %14 = vir.icmp slt %13, %0 : i64
    vir.cond_br %14, ^bb1(%12, %13 : i32, i64), ^bb4(%12 : i32) {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb4(%15: i32):  // 2 preds: ^bb0, ^bb3
    vir.return %15 : i32
  }
  vir.func @cond_store(%arg0: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg1: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg2: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.req<vectorize, soft>]} {
    %c3_i32 = vir.constant 3 : i32
    %c5_i32 = vir.constant 5 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg2 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb1(%c0_i64 : i64), ^bb4
  ^bb1(%2: i64):  // 2 preds: ^bb0, ^bb3
    %3 = vir.gep inbounds %arg1[%2] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    %4 = vir.load %3 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : i32
    %5 = vir.icmp sgt %4, %c3_i32 : i32
    vir.cond_br %5, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %6 = vir.gep inbounds %arg0[%2] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    vir.store %c5_i32, %6 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : i32
    vir.br ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %7 = vir.add %2, %c1_i64 : i64
    %8 = vir.icmp slt %7, %0 : i64
    vir.cond_br %8, ^bb1(%7 : i64), ^bb4 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb4:  // 2 preds: ^bb0, ^bb3
    vir.return
  }
  vir.func @div9(%arg0: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg1: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg2: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.req<vectorize, soft>]} {
    %c9_i32 = vir.constant 9 : i32
    %c7_i32 = vir.constant 7 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %0 = vir.sext %arg2 : i32 to i64
    %1 = vir.icmp sgt %0, %c0_i64 : i64
    vir.cond_br %1, ^bb1(%c0_i64 : i64), ^bb2
  ^bb1(%2: i64):  // 2 preds: ^bb0, ^bb1
    %3 = vir.gep inbounds %arg1[%2] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    %4 = vir.load %3 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : i32
    %5 = vir.udiv %4, %c9_i32 : i32
    %6 = vir.udiv %4, %c7_i32 : i32
    %7 = vir.add %5, %6 : i32
    %8 = vir.gep inbounds %arg0[%2] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : i32
    vir.store %7, %8 align 4 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3"], origin = "vir-produce-traits">]} : i32
    %9 = vir.add %2, %c1_i64 : i64
    %10 = vir.icmp slt %9, %0 : i64
    vir.cond_br %10, ^bb1(%9 : i64), ^bb2 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb2:  // 2 preds: ^bb0, ^bb1
    vir.return
  }
  vir.func @down_diamond(%arg0: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg1: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %arg2: i32) attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5"], vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">, #vir.req<vectorize, soft>]} {
    %cst = vir.constant 4.000000e+00 : f64
    %cst_0 = vir.constant 5.000000e-01 : f64
    %cst_1 = vir.constant 2.000000e+00 : f64
    %cst_2 = vir.constant -1.000000e+00 : f64
    %cn1_i32 = vir.constant -1 : i32
    %cn1_i64 = vir.constant -1 : i64
    %0 = vir.add %arg2, %cn1_i32 : i32
    %1 = vir.sext %0 : i32 to i64
    %2 = vir.icmp sgt %1, %cn1_i64 : i64
    vir.cond_br %2, ^bb1(%1 : i64), ^bb5
  ^bb1(%3: i64):  // 2 preds: ^bb0, ^bb4
    %4 = vir.gep inbounds %arg1[%3] {vir.traits = [#vir.dereferenceable<8, origin = "vir-produce-traits">]} : f64
    %5 = vir.load %4 align 8 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5"], origin = "vir-produce-traits">]} : f64
    %6 = vir.fcmp olt %5, %cst : f64
    vir.cond_br %6, ^bb3, ^bb2
  ^bb2:  // pred: ^bb1
    %7 = vir.fadd %5, %cst_0 : f64
    %8 = vir.fmul %7, %7 : f64
    vir.br ^bb4(%8 : f64)
  ^bb3:  // pred: ^bb1
    %9 = vir.fmul %5, %cst_1 : f64
    %10 = vir.fadd %9, %cst_2 : f64
    vir.br ^bb4(%10 : f64)
  ^bb4(%11: f64):  // 2 preds: ^bb2, ^bb3
    %12 = vir.gep inbounds %arg0[%3] {vir.traits = [#vir.dereferenceable<8, origin = "vir-produce-traits">]} : f64
    vir.store %11, %12 align 8 {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5"], origin = "vir-produce-traits">]} : f64
    %13 = vir.add %3, %cn1_i64 : i64
    %14 = vir.icmp sgt %13, %cn1_i64 : i64
    vir.cond_br %14, ^bb1(%13 : i64), ^bb5 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft, width = 2>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb5:  // 2 preds: ^bb0, ^bb4
    vir.return
  }
  vir.func @main() -> i32 attributes {alias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14", "vct.global.hash", "vct.global.E", "vct.global.U", "vct.global.C", "vct.global.Q", "vct.global.T", "mix.0.vct.slot0", "mix.0.vct.global.hash", "mix.1.vct.slot0", "mix.1.vct.global.hash", "mix.2.vct.slot0", "mix.2.vct.global.hash", "mix.3.vct.slot0", "mix.3.vct.global.hash", "mix.4.vct.slot0", "mix.4.vct.global.hash", "mix.5.vct.slot0", "mix.5.vct.global.hash", "mix.6.vct.slot0", "mix.6.vct.global.hash", "mix.7.vct.slot0", "mix.7.vct.global.hash", "mix.8.vct.slot0", "mix.8.vct.global.hash", "mix.9.vct.slot0", "mix.9.vct.global.hash", "mix.10.vct.slot0", "mix.10.vct.global.hash", "mix.11.vct.slot0", "mix.11.vct.global.hash", "mix.12.vct.slot0", "mix.12.vct.global.hash", "mix.13.vct.slot0", "mix.13.vct.global.hash"], vir.traits = [#vir.req<vectorize, soft>]} {
    %c1_i32 = vir.constant 1 : i32
    %c0_i32 = vir.constant 0 : i32
    %hash_addr = vir.addressof @hash {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.ptr
    %.str_addr = vir.addressof @".str" {vir.traits = [#vir.dereferenceable<9, origin = "vir-produce-traits">]} : !vir.ptr
    %C_addr = vir.addressof @C {vir.traits = [#vir.dereferenceable<320, origin = "vir-produce-traits">]} : !vir.ptr
    %B_addr = vir.addressof @B {vir.traits = [#vir.dereferenceable<320, origin = "vir-produce-traits">]} : !vir.ptr
    %L_addr = vir.addressof @L {vir.traits = [#vir.dereferenceable<640, origin = "vir-produce-traits">]} : !vir.ptr
    %T_addr = vir.addressof @T {vir.traits = [#vir.dereferenceable<160, origin = "vir-produce-traits">]} : !vir.ptr
    %S_addr = vir.addressof @S {vir.traits = [#vir.dereferenceable<160, origin = "vir-produce-traits">]} : !vir.ptr
    %Q_addr = vir.addressof @Q {vir.traits = [#vir.dereferenceable<80, origin = "vir-produce-traits">]} : !vir.ptr
    %P_addr = vir.addressof @P {vir.traits = [#vir.dereferenceable<80, origin = "vir-produce-traits">]} : !vir.ptr
    %A_addr = vir.addressof @A {vir.traits = [#vir.dereferenceable<320, origin = "vir-produce-traits">]} : !vir.ptr
    %U_addr = vir.addressof @U {vir.traits = [#vir.dereferenceable<320, origin = "vir-produce-traits">]} : !vir.ptr
    %E_addr = vir.addressof @E {vir.traits = [#vir.dereferenceable<640, origin = "vir-produce-traits">]} : !vir.ptr
    %D_addr = vir.addressof @D {vir.traits = [#vir.dereferenceable<640, origin = "vir-produce-traits">]} : !vir.ptr
    %cst = vir.constant 6.400000e+01 : f64
    %c22_i32 = vir.constant 22 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %c80_i64 = vir.constant 80 : i64
    %c16777619_i32 = vir.constant 16777619 : i32
    %c32_i64 = vir.constant 32 : i64
    %0 = vir.gep inbounds %C_addr[4] {vir.traits = [#vir.dereferenceable<316, origin = "vir-produce-traits">]} : i8
    %1 = vir.gep inbounds %C_addr[8] {vir.traits = [#vir.dereferenceable<312, origin = "vir-produce-traits">]} : i8
    vir.br ^bb1(%c0_i32 : i32)
  ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb25
    vir.call @reset() {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.req<inline, soft>]} : () -> ()
    vir.call @down_i32(%C_addr, %B_addr, %2) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">]} : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb2(%c0_i64 : i64)
  ^bb2(%3: i64):  // 2 preds: ^bb1, ^bb2
    %4 = vir.gep inbounds %C_addr[0, %3] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<80 x i32>
    %5 = vir.load %4 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.C"], noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14", "vct.global.hash", "vct.global.E", "vct.global.U", "vct.global.Q", "vct.global.T"], origin = "vir-produce-traits">]} : i32
    %6 = vir.sext %5 {vir.traits = [#vir.range<-2147483648, 2147483647, origin = "vir-produce-traits">]} : i32 to i64
    %7 = vir.load %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.0.vct.global.hash"], noalias_scopes = ["mix.0.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %8 = vir.xor %5, %7 : i32
    %9 = vir.mul %8, %c16777619_i32 : i32
    %10 = vir.ashr %6, %c32_i64 : i64
    %11 = vir.trunc %10 : i64 to i32
    %12 = vir.xor %9, %11 : i32
    %13 = vir.mul %12, %c16777619_i32 : i32
    vir.store %13, %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.0.vct.global.hash"], noalias_scopes = ["mix.0.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %14 = vir.add %3, %c1_i64 : i64
    %15 = vir.icmp slt %14, %c80_i64 : i64
    vir.cond_br %15, ^bb2(%14 : i64), ^bb3 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb3:  // pred: ^bb2
    vir.call @reset() {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.req<inline, soft>]} : () -> ()
    vir.call @down_checked(%C_addr, %B_addr, %2) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">]} : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb4(%c0_i64 : i64)
  ^bb4(%16: i64):  // 2 preds: ^bb3, ^bb4
    %17 = vir.gep inbounds %C_addr[0, %16] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<80 x i32>
    %18 = vir.load %17 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.C"], noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14", "vct.global.hash", "vct.global.E", "vct.global.U", "vct.global.Q", "vct.global.T"], origin = "vir-produce-traits">]} : i32
    %19 = vir.sext %18 {vir.traits = [#vir.range<-2147483648, 2147483647, origin = "vir-produce-traits">]} : i32 to i64
    %20 = vir.load %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.1.vct.global.hash"], noalias_scopes = ["mix.1.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %21 = vir.xor %18, %20 : i32
    %22 = vir.mul %21, %c16777619_i32 : i32
    %23 = vir.ashr %19, %c32_i64 : i64
    %24 = vir.trunc %23 : i64 to i32
    %25 = vir.xor %22, %24 : i32
    %26 = vir.mul %25, %c16777619_i32 : i32
    vir.store %26, %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.1.vct.global.hash"], noalias_scopes = ["mix.1.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %27 = vir.add %16, %c1_i64 : i64
    %28 = vir.icmp slt %27, %c80_i64 : i64
    vir.cond_br %28, ^bb4(%27 : i64), ^bb5 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb5:  // pred: ^bb4
    vir.call @reset() {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.req<inline, soft>]} : () -> ()
    vir.call @down_checked(%0, %C_addr, %2) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">]} : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb6(%c0_i64 : i64)
  ^bb6(%29: i64):  // 2 preds: ^bb5, ^bb6
    %30 = vir.gep inbounds %C_addr[0, %29] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<80 x i32>
    %31 = vir.load %30 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.C"], noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14", "vct.global.hash", "vct.global.E", "vct.global.U", "vct.global.Q", "vct.global.T"], origin = "vir-produce-traits">]} : i32
    %32 = vir.sext %31 {vir.traits = [#vir.range<-2147483648, 2147483647, origin = "vir-produce-traits">]} : i32 to i64
    %33 = vir.load %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.2.vct.global.hash"], noalias_scopes = ["mix.2.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %34 = vir.xor %31, %33 : i32
    %35 = vir.mul %34, %c16777619_i32 : i32
    %36 = vir.ashr %32, %c32_i64 : i64
    %37 = vir.trunc %36 : i64 to i32
    %38 = vir.xor %35, %37 : i32
    %39 = vir.mul %38, %c16777619_i32 : i32
    vir.store %39, %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.2.vct.global.hash"], noalias_scopes = ["mix.2.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %40 = vir.add %29, %c1_i64 : i64
    %41 = vir.icmp slt %40, %c80_i64 : i64
    vir.cond_br %41, ^bb6(%40 : i64), ^bb7 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb7:  // pred: ^bb6
    vir.call @reset() {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.req<inline, soft>]} : () -> ()
    vir.call @down_checked(%C_addr, %1, %2) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">]} : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb8(%c0_i64 : i64)
  ^bb8(%42: i64):  // 2 preds: ^bb7, ^bb8
    %43 = vir.gep inbounds %C_addr[0, %42] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<80 x i32>
    %44 = vir.load %43 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.C"], noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14", "vct.global.hash", "vct.global.E", "vct.global.U", "vct.global.Q", "vct.global.T"], origin = "vir-produce-traits">]} : i32
    %45 = vir.sext %44 {vir.traits = [#vir.range<-2147483648, 2147483647, origin = "vir-produce-traits">]} : i32 to i64
    %46 = vir.load %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.3.vct.global.hash"], noalias_scopes = ["mix.3.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %47 = vir.xor %44, %46 : i32
    %48 = vir.mul %47, %c16777619_i32 : i32
    %49 = vir.ashr %45, %c32_i64 : i64
    %50 = vir.trunc %49 : i64 to i32
    %51 = vir.xor %48, %50 : i32
    %52 = vir.mul %51, %c16777619_i32 : i32
    vir.store %52, %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.3.vct.global.hash"], noalias_scopes = ["mix.3.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %53 = vir.add %42, %c1_i64 : i64
    %54 = vir.icmp slt %53, %c80_i64 : i64
    vir.cond_br %54, ^bb8(%53 : i64), ^bb9 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb9:  // pred: ^bb8
    vir.call @reset() {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.req<inline, soft>]} : () -> ()
    %55 = vir.call @down_sum(%L_addr, %2) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.nowrite<origin = "function-attrs">]} : (!vir.ptr, i32) -> i64
    %56 = vir.load %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.13.vct.global.hash"], noalias_scopes = ["mix.13.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %57 = vir.trunc %55 : i64 to i32
    %58 = vir.xor %56, %57 : i32
    %59 = vir.mul %58, %c16777619_i32 : i32
    %60 = vir.ashr %55, %c32_i64 : i64
    %61 = vir.trunc %60 : i64 to i32
    %62 = vir.xor %59, %61 : i32
    %63 = vir.mul %62, %c16777619_i32 : i32
    vir.store %63, %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.13.vct.global.hash"], noalias_scopes = ["mix.13.vct.slot0"], origin = "vir-produce-traits">]} : i32
    vir.call @reset() {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.req<inline, soft>]} : () -> ()
    vir.call @rev_copy(%T_addr, %S_addr, %2) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">]} : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb10(%c0_i64 : i64)
  ^bb10(%64: i64):  // 2 preds: ^bb9, ^bb10
    %65 = vir.gep inbounds %T_addr[0, %64] {vir.traits = [#vir.dereferenceable<2, origin = "vir-produce-traits">]} : !vir.array<80 x i16>
    %66 = vir.load %65 align 2 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.T"], noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14", "vct.global.hash", "vct.global.E", "vct.global.U", "vct.global.C", "vct.global.Q"], origin = "vir-produce-traits">]} : i16
    %67 = vir.sext %66 {vir.traits = [#vir.range<-32768, 32767, origin = "vir-produce-traits">]} : i16 to i64
    %68 = vir.load %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.4.vct.global.hash"], noalias_scopes = ["mix.4.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %69 = vir.sext %66 : i16 to i32
    %70 = vir.xor %68, %69 : i32
    %71 = vir.mul %70, %c16777619_i32 : i32
    %72 = vir.ashr %67, %c32_i64 : i64
    %73 = vir.trunc %72 : i64 to i32
    %74 = vir.xor %71, %73 : i32
    %75 = vir.mul %74, %c16777619_i32 : i32
    vir.store %75, %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.4.vct.global.hash"], noalias_scopes = ["mix.4.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %76 = vir.add %64, %c1_i64 : i64
    %77 = vir.icmp slt %76, %c80_i64 : i64
    vir.cond_br %77, ^bb10(%76 : i64), ^bb11 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb11:  // pred: ^bb10
    vir.call @reset() {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.req<inline, soft>]} : () -> ()
    vir.call @rev_u8(%Q_addr, %P_addr, %2) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">]} : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb12(%c0_i64 : i64)
  ^bb12(%78: i64):  // 2 preds: ^bb11, ^bb12
    %79 = vir.gep inbounds %Q_addr[0, %78] {vir.traits = [#vir.dereferenceable<1, origin = "vir-produce-traits">]} : !vir.array<80 x i8>
    %80 = vir.load %79 align 1 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.Q"], noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14", "vct.global.hash", "vct.global.E", "vct.global.U", "vct.global.C", "vct.global.T"], origin = "vir-produce-traits">]} : i8
    %81 = vir.zext %80 {vir.traits = [#vir.range<0, 255, origin = "vir-produce-traits">]} : i8 to i64
    %82 = vir.load %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.5.vct.global.hash"], noalias_scopes = ["mix.5.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %83 = vir.zext %80 : i8 to i32
    %84 = vir.xor %82, %83 : i32
    %85 = vir.mul %84, %c16777619_i32 : i32
    %86 = vir.ashr %81, %c32_i64 : i64
    %87 = vir.trunc %86 : i64 to i32
    %88 = vir.xor %85, %87 : i32
    %89 = vir.mul %88, %c16777619_i32 : i32
    vir.store %89, %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.5.vct.global.hash"], noalias_scopes = ["mix.5.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %90 = vir.add %78, %c1_i64 : i64
    %91 = vir.icmp slt %90, %c80_i64 : i64
    vir.cond_br %91, ^bb12(%90 : i64), ^bb13 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb13:  // pred: ^bb12
    vir.call @reset() {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.req<inline, soft>]} : () -> ()
    vir.call @down_shift(%C_addr, %2) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">]} : (!vir.ptr, i32) -> ()
    vir.br ^bb14(%c0_i64 : i64)
  ^bb14(%92: i64):  // 2 preds: ^bb13, ^bb14
    %93 = vir.gep inbounds %C_addr[0, %92] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<80 x i32>
    %94 = vir.load %93 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.C"], noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14", "vct.global.hash", "vct.global.E", "vct.global.U", "vct.global.Q", "vct.global.T"], origin = "vir-produce-traits">]} : i32
    %95 = vir.sext %94 {vir.traits = [#vir.range<-2147483648, 2147483647, origin = "vir-produce-traits">]} : i32 to i64
    %96 = vir.load %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.6.vct.global.hash"], noalias_scopes = ["mix.6.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %97 = vir.xor %94, %96 : i32
    %98 = vir.mul %97, %c16777619_i32 : i32
    %99 = vir.ashr %95, %c32_i64 : i64
    %100 = vir.trunc %99 : i64 to i32
    %101 = vir.xor %98, %100 : i32
    %102 = vir.mul %101, %c16777619_i32 : i32
    vir.store %102, %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.6.vct.global.hash"], noalias_scopes = ["mix.6.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %103 = vir.add %92, %c1_i64 : i64
    %104 = vir.icmp slt %103, %c80_i64 : i64
    vir.cond_br %104, ^bb14(%103 : i64), ^bb15 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb15:  // pred: ^bb14
    vir.call @reset() {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.req<inline, soft>]} : () -> ()
    vir.call @diamond(%C_addr, %B_addr, %2) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">]} : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb16(%c0_i64 : i64)
  ^bb16(%105: i64):  // 2 preds: ^bb15, ^bb16
    %106 = vir.gep inbounds %C_addr[0, %105] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<80 x i32>
    %107 = vir.load %106 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.C"], noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14", "vct.global.hash", "vct.global.E", "vct.global.U", "vct.global.Q", "vct.global.T"], origin = "vir-produce-traits">]} : i32
    %108 = vir.sext %107 {vir.traits = [#vir.range<-2147483648, 2147483647, origin = "vir-produce-traits">]} : i32 to i64
    %109 = vir.load %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.7.vct.global.hash"], noalias_scopes = ["mix.7.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %110 = vir.xor %107, %109 : i32
    %111 = vir.mul %110, %c16777619_i32 : i32
    %112 = vir.ashr %108, %c32_i64 : i64
    %113 = vir.trunc %112 : i64 to i32
    %114 = vir.xor %111, %113 : i32
    %115 = vir.mul %114, %c16777619_i32 : i32
    vir.store %115, %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.7.vct.global.hash"], noalias_scopes = ["mix.7.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %116 = vir.add %105, %c1_i64 : i64
    %117 = vir.icmp slt %116, %c80_i64 : i64
    vir.cond_br %117, ^bb16(%116 : i64), ^bb17 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb17:  // pred: ^bb16
    vir.call @reset() {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.req<inline, soft>]} : () -> ()
    vir.call @same_store(%C_addr, %A_addr, %2) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">]} : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb18(%c0_i64 : i64)
  ^bb18(%118: i64):  // 2 preds: ^bb17, ^bb18
    %119 = vir.gep inbounds %C_addr[0, %118] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<80 x i32>
    %120 = vir.load %119 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.C"], noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14", "vct.global.hash", "vct.global.E", "vct.global.U", "vct.global.Q", "vct.global.T"], origin = "vir-produce-traits">]} : i32
    %121 = vir.sext %120 {vir.traits = [#vir.range<-2147483648, 2147483647, origin = "vir-produce-traits">]} : i32 to i64
    %122 = vir.load %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.8.vct.global.hash"], noalias_scopes = ["mix.8.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %123 = vir.xor %120, %122 : i32
    %124 = vir.mul %123, %c16777619_i32 : i32
    %125 = vir.ashr %121, %c32_i64 : i64
    %126 = vir.trunc %125 : i64 to i32
    %127 = vir.xor %124, %126 : i32
    %128 = vir.mul %127, %c16777619_i32 : i32
    vir.store %128, %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.8.vct.global.hash"], noalias_scopes = ["mix.8.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %129 = vir.add %118, %c1_i64 : i64
    %130 = vir.icmp slt %129, %c80_i64 : i64
    vir.cond_br %130, ^bb18(%129 : i64), ^bb19 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb19:  // pred: ^bb18
    vir.call @reset() {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.req<inline, soft>]} : () -> ()
    %131 = vir.call @cond_sum(%U_addr, %2) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.nowrite<origin = "function-attrs">]} : (!vir.ptr, i32) -> i32
    %132 = vir.zext %131 {vir.traits = [#vir.range<0, 4294967295, origin = "vir-produce-traits">]} : i32 to i64
    %133 = vir.load %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.12.vct.global.hash"], noalias_scopes = ["mix.12.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %134 = vir.xor %131, %133 : i32
    %135 = vir.mul %134, %c16777619_i32 : i32
    %136 = vir.ashr %132, %c32_i64 : i64
    %137 = vir.trunc %136 : i64 to i32
    %138 = vir.xor %135, %137 : i32
    %139 = vir.mul %138, %c16777619_i32 : i32
    vir.store %139, %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.12.vct.global.hash"], noalias_scopes = ["mix.12.vct.slot0"], origin = "vir-produce-traits">]} : i32
    vir.call @reset() {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.req<inline, soft>]} : () -> ()
    vir.call @cond_store(%C_addr, %B_addr, %2) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">]} : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb20(%c0_i64 : i64)
  ^bb20(%140: i64):  // 2 preds: ^bb19, ^bb20
    %141 = vir.gep inbounds %C_addr[0, %140] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<80 x i32>
    %142 = vir.load %141 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.C"], noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14", "vct.global.hash", "vct.global.E", "vct.global.U", "vct.global.Q", "vct.global.T"], origin = "vir-produce-traits">]} : i32
    %143 = vir.sext %142 {vir.traits = [#vir.range<-2147483648, 2147483647, origin = "vir-produce-traits">]} : i32 to i64
    %144 = vir.load %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.9.vct.global.hash"], noalias_scopes = ["mix.9.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %145 = vir.xor %142, %144 : i32
    %146 = vir.mul %145, %c16777619_i32 : i32
    %147 = vir.ashr %143, %c32_i64 : i64
    %148 = vir.trunc %147 : i64 to i32
    %149 = vir.xor %146, %148 : i32
    %150 = vir.mul %149, %c16777619_i32 : i32
    vir.store %150, %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.9.vct.global.hash"], noalias_scopes = ["mix.9.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %151 = vir.add %140, %c1_i64 : i64
    %152 = vir.icmp slt %151, %c80_i64 : i64
    vir.cond_br %152, ^bb20(%151 : i64), ^bb21 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb21:  // pred: ^bb20
    vir.call @reset() {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.req<inline, soft>]} : () -> ()
    vir.call @div9(%U_addr, %A_addr, %2) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">]} : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb22(%c0_i64 : i64)
  ^bb22(%153: i64):  // 2 preds: ^bb21, ^bb22
    %154 = vir.gep inbounds %U_addr[0, %153] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<80 x i32>
    %155 = vir.load %154 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.U"], noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14", "vct.global.hash", "vct.global.E", "vct.global.C", "vct.global.Q", "vct.global.T"], origin = "vir-produce-traits">]} : i32
    %156 = vir.zext %155 {vir.traits = [#vir.range<0, 4294967295, origin = "vir-produce-traits">]} : i32 to i64
    %157 = vir.load %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.10.vct.global.hash"], noalias_scopes = ["mix.10.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %158 = vir.xor %155, %157 : i32
    %159 = vir.mul %158, %c16777619_i32 : i32
    %160 = vir.ashr %156, %c32_i64 : i64
    %161 = vir.trunc %160 : i64 to i32
    %162 = vir.xor %159, %161 : i32
    %163 = vir.mul %162, %c16777619_i32 : i32
    vir.store %163, %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.10.vct.global.hash"], noalias_scopes = ["mix.10.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %164 = vir.add %153, %c1_i64 : i64
    %165 = vir.icmp slt %164, %c80_i64 : i64
    vir.cond_br %165, ^bb22(%164 : i64), ^bb23 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb23:  // pred: ^bb22
    vir.call @reset() {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">, #vir.req<inline, soft>]} : () -> ()
    vir.call @down_diamond(%E_addr, %D_addr, %2) {vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14"], origin = "vir-produce-traits">]} : (!vir.ptr, !vir.ptr, i32) -> ()
    vir.br ^bb24(%c0_i64 : i64)
  ^bb24(%166: i64):  // 2 preds: ^bb23, ^bb24
    %167 = vir.gep inbounds %E_addr[0, %166] {vir.traits = [#vir.dereferenceable<8, origin = "vir-produce-traits">]} : !vir.array<80 x f64>
    %168 = vir.load %167 align 8 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.E"], noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14", "vct.global.hash", "vct.global.U", "vct.global.C", "vct.global.Q", "vct.global.T"], origin = "vir-produce-traits">]} : f64
    %169 = vir.fmul %168, %cst : f64
    %170 = vir.fptosi %169 : f64 to i64
    %171 = vir.load %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.11.vct.global.hash"], noalias_scopes = ["mix.11.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %172 = vir.trunc %170 : i64 to i32
    %173 = vir.xor %171, %172 : i32
    %174 = vir.mul %173, %c16777619_i32 : i32
    %175 = vir.ashr %170, %c32_i64 : i64
    %176 = vir.trunc %175 : i64 to i32
    %177 = vir.xor %174, %176 : i32
    %178 = vir.mul %177, %c16777619_i32 : i32
    vir.store %178, %hash_addr align 4 {vir.traits = [#vir.noalias<alias_scopes = ["mix.11.vct.global.hash"], noalias_scopes = ["mix.11.vct.slot0"], origin = "vir-produce-traits">]} : i32
    %179 = vir.add %166, %c1_i64 : i64
    %180 = vir.icmp slt %179, %c80_i64 : i64
    vir.cond_br %180, ^bb24(%179 : i64), ^bb25 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb25:  // pred: ^bb24
    %181 = vir.add %2, %c1_i32 nsw : i32
    %182 = vir.icmp slt %181, %c22_i32 : i32
    vir.cond_br %182, ^bb1(%181 : i32), ^bb26 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb26:  // pred: ^bb25
    %183 = vir.call @printf(%.str_addr, %178) vararg((!vir.ptr) -> i32) {arg_attrs = [{vir.traits = [#vir.nowrite<origin = "vir-produce-traits">, #vir.nocapture<origin = "vir-produce-traits">]}, {}], vir.traits = [#vir.noalias<noalias_scopes = ["vct.slot0", "vct.slot1", "vct.slot2", "vct.slot3", "vct.slot4", "vct.slot5", "vct.slot6", "vct.slot7", "vct.slot8", "vct.slot9", "vct.slot10", "vct.slot11", "vct.slot12", "vct.slot13", "vct.slot14", "vct.global.hash"], origin = "vir-produce-traits">]} : (!vir.ptr, i32) -> i32
    vir.return %c0_i32 : i32
  }
  vir.func private @reset() attributes {alias_scopes = ["vct.slot0", "vct.global.A", "vct.global.B", "vct.global.C", "vct.global.U", "vct.global.L", "vct.global.S", "vct.global.T", "vct.global.P", "vct.global.Q", "vct.global.D", "vct.global.E"], vir.traits = [#vir.req<vectorize, soft>, #vir.writeonly<origin = "function-attrs">]} {
    %c7_i32 = vir.constant 7 : i32
    %A_addr = vir.addressof @A {vir.traits = [#vir.dereferenceable<320, origin = "vir-produce-traits">]} : !vir.ptr
    %c3_i32 = vir.constant 3 : i32
    %B_addr = vir.addressof @B {vir.traits = [#vir.dereferenceable<320, origin = "vir-produce-traits">]} : !vir.ptr
    %C_addr = vir.addressof @C {vir.traits = [#vir.dereferenceable<320, origin = "vir-produce-traits">]} : !vir.ptr
    %cn1640531535_i32 = vir.constant -1640531535 : i32
    %c20_i32 = vir.constant 20 : i32
    %U_addr = vir.addressof @U {vir.traits = [#vir.dereferenceable<320, origin = "vir-produce-traits">]} : !vir.ptr
    %c1234567891_i64 = vir.constant 1234567891 : i64
    %L_addr = vir.addressof @L {vir.traits = [#vir.dereferenceable<640, origin = "vir-produce-traits">]} : !vir.ptr
    %c301_i32 = vir.constant 301 : i32
    %S_addr = vir.addressof @S {vir.traits = [#vir.dereferenceable<160, origin = "vir-produce-traits">]} : !vir.ptr
    %T_addr = vir.addressof @T {vir.traits = [#vir.dereferenceable<160, origin = "vir-produce-traits">]} : !vir.ptr
    %c0_i16 = vir.constant 0 : i16
    %c37_i32 = vir.constant 37 : i32
    %P_addr = vir.addressof @P {vir.traits = [#vir.dereferenceable<80, origin = "vir-produce-traits">]} : !vir.ptr
    %Q_addr = vir.addressof @Q {vir.traits = [#vir.dereferenceable<80, origin = "vir-produce-traits">]} : !vir.ptr
    %c0_i8 = vir.constant 0 : i8
    %cst = vir.constant 3.750000e-01 : f64
    %cst_0 = vir.constant -3.000000e+00 : f64
    %D_addr = vir.addressof @D {vir.traits = [#vir.dereferenceable<640, origin = "vir-produce-traits">]} : !vir.ptr
    %E_addr = vir.addressof @E {vir.traits = [#vir.dereferenceable<640, origin = "vir-produce-traits">]} : !vir.ptr
    %cst_1 = vir.constant 0.000000e+00 : f64
    %cn100_i32 = vir.constant -100 : i32
    %cn40_i32 = vir.constant -40 : i32
    %cn7000_i32 = vir.constant -7000 : i32
    %c0_i64 = vir.constant 0 : i64
    %c1_i64 = vir.constant 1 : i64
    %c80_i64 = vir.constant 80 : i64
    %c0_i32 = vir.constant 0 : i32
    vir.br ^bb1(%c0_i64, %c0_i32 : i64, i32)
  ^bb1(%0: i64, %1: i32):  // 2 preds: ^bb0, ^bb1
    %2 = vir.mul %1, %c7_i32 nsw : i32
    %3 = vir.add %2, %cn100_i32 : i32
    %4 = vir.gep inbounds %A_addr[0, %0] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<80 x i32>
    vir.store %3, %4 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.A"], noalias_scopes = ["vct.slot0", "vct.global.B", "vct.global.C", "vct.global.U", "vct.global.L", "vct.global.S", "vct.global.T", "vct.global.P", "vct.global.Q", "vct.global.D", "vct.global.E"], origin = "vir-produce-traits">]} : i32
    %5 = vir.mul %1, %c3_i32 nsw : i32
    %6 = vir.add %5, %cn40_i32 : i32
    %7 = vir.gep inbounds %B_addr[0, %0] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<80 x i32>
    vir.store %6, %7 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.B"], noalias_scopes = ["vct.slot0", "vct.global.A", "vct.global.C", "vct.global.U", "vct.global.L", "vct.global.S", "vct.global.T", "vct.global.P", "vct.global.Q", "vct.global.D", "vct.global.E"], origin = "vir-produce-traits">]} : i32
    %8 = vir.gep inbounds %C_addr[0, %0] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<80 x i32>
    vir.store %1, %8 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.C"], noalias_scopes = ["vct.slot0", "vct.global.A", "vct.global.B", "vct.global.U", "vct.global.L", "vct.global.S", "vct.global.T", "vct.global.P", "vct.global.Q", "vct.global.D", "vct.global.E"], origin = "vir-produce-traits">]} : i32
    %9 = vir.mul %1, %cn1640531535_i32 : i32
    %10 = vir.lshr %9, %c20_i32 : i32
    %11 = vir.gep inbounds %U_addr[0, %0] {vir.traits = [#vir.dereferenceable<4, origin = "vir-produce-traits">]} : !vir.array<80 x i32>
    vir.store %10, %11 align 4 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.U"], noalias_scopes = ["vct.slot0", "vct.global.A", "vct.global.B", "vct.global.C", "vct.global.L", "vct.global.S", "vct.global.T", "vct.global.P", "vct.global.Q", "vct.global.D", "vct.global.E"], origin = "vir-produce-traits">]} : i32
    %12 = vir.mul %0, %c1234567891_i64 nsw : i64
    %13 = vir.gep inbounds %L_addr[0, %0] {vir.traits = [#vir.dereferenceable<8, origin = "vir-produce-traits">]} : !vir.array<80 x i64>
    vir.store %12, %13 align 8 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.L"], noalias_scopes = ["vct.slot0", "vct.global.A", "vct.global.B", "vct.global.C", "vct.global.U", "vct.global.S", "vct.global.T", "vct.global.P", "vct.global.Q", "vct.global.D", "vct.global.E"], origin = "vir-produce-traits">]} : i64
    %14 = vir.mul %1, %c301_i32 nsw : i32
    %15 = vir.add %14, %cn7000_i32 : i32
    %16 = vir.trunc %15 : i32 to i16
    %17 = vir.gep inbounds %S_addr[0, %0] {vir.traits = [#vir.dereferenceable<2, origin = "vir-produce-traits">]} : !vir.array<80 x i16>
    vir.store %16, %17 align 2 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.S"], noalias_scopes = ["vct.slot0", "vct.global.A", "vct.global.B", "vct.global.C", "vct.global.U", "vct.global.L", "vct.global.T", "vct.global.P", "vct.global.Q", "vct.global.D", "vct.global.E"], origin = "vir-produce-traits">]} : i16
    %18 = vir.gep inbounds %T_addr[0, %0] {vir.traits = [#vir.dereferenceable<2, origin = "vir-produce-traits">]} : !vir.array<80 x i16>
    vir.store %c0_i16, %18 align 2 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.T"], noalias_scopes = ["vct.slot0", "vct.global.A", "vct.global.B", "vct.global.C", "vct.global.U", "vct.global.L", "vct.global.S", "vct.global.P", "vct.global.Q", "vct.global.D", "vct.global.E"], origin = "vir-produce-traits">]} : i16
    %19 = vir.mul %1, %c37_i32 nsw : i32
    %20 = vir.trunc %19 : i32 to i8
    %21 = vir.gep inbounds %P_addr[0, %0] {vir.traits = [#vir.dereferenceable<1, origin = "vir-produce-traits">]} : !vir.array<80 x i8>
    vir.store %20, %21 align 1 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.P"], noalias_scopes = ["vct.slot0", "vct.global.A", "vct.global.B", "vct.global.C", "vct.global.U", "vct.global.L", "vct.global.S", "vct.global.T", "vct.global.Q", "vct.global.D", "vct.global.E"], origin = "vir-produce-traits">]} : i8
    %22 = vir.gep inbounds %Q_addr[0, %0] {vir.traits = [#vir.dereferenceable<1, origin = "vir-produce-traits">]} : !vir.array<80 x i8>
    vir.store %c0_i8, %22 align 1 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.Q"], noalias_scopes = ["vct.slot0", "vct.global.A", "vct.global.B", "vct.global.C", "vct.global.U", "vct.global.L", "vct.global.S", "vct.global.T", "vct.global.P", "vct.global.D", "vct.global.E"], origin = "vir-produce-traits">]} : i8
    %23 = vir.sitofp %1 : i32 to f64
    %24 = vir.fmul %23, %cst : f64
    %25 = vir.fadd %24, %cst_0 : f64
    %26 = vir.gep inbounds %D_addr[0, %0] {vir.traits = [#vir.dereferenceable<8, origin = "vir-produce-traits">]} : !vir.array<80 x f64>
    vir.store %25, %26 align 8 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.D"], noalias_scopes = ["vct.slot0", "vct.global.A", "vct.global.B", "vct.global.C", "vct.global.U", "vct.global.L", "vct.global.S", "vct.global.T", "vct.global.P", "vct.global.Q", "vct.global.E"], origin = "vir-produce-traits">]} : f64
    %27 = vir.gep inbounds %E_addr[0, %0] {vir.traits = [#vir.dereferenceable<8, origin = "vir-produce-traits">]} : !vir.array<80 x f64>
    vir.store %cst_1, %27 align 8 {vir.traits = [#vir.noalias<alias_scopes = ["vct.global.E"], noalias_scopes = ["vct.slot0", "vct.global.A", "vct.global.B", "vct.global.C", "vct.global.U", "vct.global.L", "vct.global.S", "vct.global.T", "vct.global.P", "vct.global.Q", "vct.global.D"], origin = "vir-produce-traits">]} : f64
    %28 = vir.add %0, %c1_i64 : i64
    %29 = vir.trunc %28 : i64 to i32
    %30 = vir.icmp slt %28, %c80_i64 : i64
    vir.cond_br %30, ^bb1(%28, %29 : i64, i32), ^bb2 {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}
  ^bb2:  // pred: ^bb1
    vir.return
  }
  vir.func private @printf(!vir.ptr {vir.traits = [#vir.readonly<origin = "vir-produce-traits">, #vir.nocapture<origin = "vir-produce-traits">]}, ...) -> i32
}
