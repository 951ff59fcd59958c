// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output

// LLVM IR export of vir.opaque_region: the barrier only matters to the VIR
// optimizer, so its body is inlined into the function. The enclosing block
// branches to the region's entry, whose arguments (phis) take the operands;
// every vir.yield branches to a continuation block whose arguments (phis)
// replace the region's results.

// A region without operands or results is an empty detour.
// CHECK-LABEL: define {{.*}} @empty(
// CHECK-SAME: i32 %[[A:[0-9]+]])
vir.func @empty(%a: i32) -> i32 {
  // CHECK-NEXT: br label %[[ENTRY:[0-9]+]]{{$}}
  // CHECK: {{^}}[[ENTRY]]:
  // CHECK-NEXT: br label %[[CONT:[0-9]+]]{{$}}
  // CHECK: {{^}}[[CONT]]:
  // CHECK-NEXT: ret i32 %[[A]]
  vir.opaque_region {
    vir.yield
  }
  vir.return %a : i32
}

// One block with an operand and a result: operand and result pass through
// phis.
// CHECK-LABEL: define {{.*}} @single_block(
// CHECK-SAME: i32 %[[A:[0-9]+]])
vir.func @single_block(%a: i32) -> i32 {
  // CHECK-NEXT: br label %[[ENTRY:[0-9]+]]{{$}}
  // CHECK: {{^}}[[ENTRY]]:
  // CHECK-NEXT: %[[X:[0-9]+]] = phi i32 [ %[[A]], %{{[0-9]+}} ]
  // CHECK-NEXT: %[[Y:[0-9]+]] = mul i32 %[[X]], %[[X]]
  // CHECK-NEXT: br label %[[CONT:[0-9]+]]{{$}}
  %0 = vir.opaque_region(%a : i32) -> (i32) {
  ^bb0(%x: i32):
    %y = vir.mul %x, %x : i32
    vir.yield %y : i32
  }
  // CHECK: {{^}}[[CONT]]:
  // CHECK-NEXT: %[[R:[0-9]+]] = phi i32 [ %[[Y]], %[[ENTRY]] ]
  // CHECK-NEXT: %[[S:[0-9]+]] = add i32 %[[R]], %[[A]]
  // CHECK-NEXT: ret i32 %[[S]]
  %s = vir.add %0, %a : i32
  vir.return %s : i32
}

// A multi-block body with branches and two results: its internal CFG is kept,
// the yield branches to the continuation.
// CHECK-LABEL: define {{.*}} @branches_inside(
// CHECK-SAME: i32 %[[A:[0-9]+]], i1 %[[C:[0-9]+]])
vir.func @branches_inside(%a: i32, %c: i1) -> i32 {
  // CHECK-NEXT: br label %[[ENTRY:[0-9]+]]{{$}}
  // CHECK: {{^}}[[ENTRY]]:
  // CHECK-NEXT: %[[X:[0-9]+]] = phi i32 [ %[[A]], %{{[0-9]+}} ]
  // CHECK-NEXT: %[[B:[0-9]+]] = phi i1 [ %[[C]], %{{[0-9]+}} ]
  // CHECK-NEXT: br i1 %[[B]], label %[[THEN:[0-9]+]], label %[[JOIN:[0-9]+]]{{$}}
  // CHECK: {{^}}[[THEN]]:
  // CHECK-NEXT: %[[Z:[0-9]+]] = add i32 %[[X]], %[[X]]
  // CHECK-NEXT: br label %[[JOIN]]{{$}}
  // CHECK: {{^}}[[JOIN]]:
  // CHECK-NEXT: %[[RR:[0-9]+]] = phi i32 [ %[[Z]], %[[THEN]] ], [ %[[X]], %[[ENTRY]] ]
  // CHECK-NEXT: br label %[[CONT:[0-9]+]]{{$}}
  %1:2 = vir.opaque_region(%a, %c : i32, i1) -> (i32, i32) {
  ^bb0(%x: i32, %b: i1):
    vir.cond_br %b, ^bb1, ^bb2(%x : i32)
  ^bb1:
    %z = vir.add %x, %x : i32
    vir.br ^bb2(%z : i32)
  ^bb2(%r: i32):
    vir.yield %r, %x : i32, i32
  }
  // CHECK: {{^}}[[CONT]]:
  // CHECK-NEXT: %[[R0:[0-9]+]] = phi i32 [ %[[RR]], %[[JOIN]] ]
  // CHECK-NEXT: %[[R1:[0-9]+]] = phi i32 [ %[[X]], %[[JOIN]] ]
  // CHECK-NEXT: %[[S:[0-9]+]] = sub i32 %[[R0]], %[[R1]]
  // CHECK-NEXT: ret i32 %[[S]]
  %s = vir.sub %1#0, %1#1 : i32
  vir.return %s : i32
}

// Several yields: each exit branches to the continuation, whose phi has one
// incoming value per yield.
// CHECK-LABEL: define {{.*}} @several_yields(
// CHECK-SAME: i1 %[[C:[0-9]+]], i32 %[[A:[0-9]+]])
vir.func @several_yields(%c: i1, %a: i32) -> i32 {
  // CHECK-NEXT: br label %[[ENTRY:[0-9]+]]{{$}}
  // CHECK: {{^}}[[ENTRY]]:
  // CHECK-NEXT: %[[B:[0-9]+]] = phi i1 [ %[[C]], %{{[0-9]+}} ]
  // CHECK-NEXT: %[[X:[0-9]+]] = phi i32 [ %[[A]], %{{[0-9]+}} ]
  // CHECK-NEXT: br i1 %[[B]], label %[[T:[0-9]+]], label %[[F:[0-9]+]]{{$}}
  // CHECK: {{^}}[[T]]:
  // CHECK-NEXT: br label %[[CONT:[0-9]+]]{{$}}
  // CHECK: {{^}}[[F]]:
  // CHECK-NEXT: br label %[[CONT]]{{$}}
  // CHECK: {{^}}[[CONT]]:
  // CHECK-NEXT: %[[R:[0-9]+]] = phi i32 [ 5, %[[F]] ], [ %[[X]], %[[T]] ]
  // CHECK-NEXT: ret i32 %[[R]]
  %0 = vir.opaque_region(%c, %a : i1, i32) -> (i32) {
  ^bb0(%b: i1, %x: i32):
    vir.cond_br %b, ^t, ^f
  ^t:
    vir.yield %x : i32
  ^f:
    %k = vir.constant 5 : i32
    vir.yield %k : i32
  }
  vir.return %0 : i32
}

// Memory accesses and calls inside the region are kept as they are.
// CHECK-LABEL: define {{.*}} @memory_inside(
// CHECK-SAME: ptr %[[P:[0-9]+]])
vir.func @memory_inside(%p: !vir.ptr) {
  // CHECK-NEXT: br label %[[ENTRY:[0-9]+]]{{$}}
  // CHECK: {{^}}[[ENTRY]]:
  // CHECK-NEXT: %[[Q:[0-9]+]] = phi ptr [ %[[P]], %{{[0-9]+}} ]
  // CHECK-NEXT: %[[V:[0-9]+]] = load volatile i32, ptr %[[Q]], align 4
  // CHECK-NEXT: store i32 %[[V]], ptr %[[Q]], align 4
  // CHECK-NEXT: call void @sink(ptr %[[Q]])
  // CHECK-NEXT: br label %[[CONT:[0-9]+]]{{$}}
  vir.opaque_region(%p : !vir.ptr) {
  ^bb0(%q: !vir.ptr):
    %v = vir.load volatile %q : i32
    vir.store %v, %q : i32
    vir.call @sink(%q) : (!vir.ptr) -> ()
    vir.yield
  }
  // CHECK: {{^}}[[CONT]]:
  // CHECK-NEXT: ret void
  vir.return
}
vir.func private @sink(!vir.ptr)

// Nested regions are inlined inside out.
// CHECK-LABEL: define {{.*}} @nested(
// CHECK-SAME: i32 %[[A:[0-9]+]], i32 %[[B:[0-9]+]])
vir.func @nested(%a: i32, %b: i32) -> i32 {
  // CHECK-NEXT: br label %[[OUTER:[0-9]+]]{{$}}
  // CHECK: {{^}}[[OUTER]]:
  // CHECK-NEXT: %[[X:[0-9]+]] = phi i32 [ %[[A]], %{{[0-9]+}} ]
  // CHECK-NEXT: %[[BB:[0-9]+]] = phi i32 [ %[[B]], %{{[0-9]+}} ]
  // CHECK-NEXT: br label %[[INNER:[0-9]+]]{{$}}
  // CHECK: {{^}}[[INNER]]:
  // CHECK-NEXT: %[[Y:[0-9]+]] = phi i32 [ %[[X]], %[[OUTER]] ]
  // CHECK-NEXT: %[[W:[0-9]+]] = phi i32 [ %[[BB]], %[[OUTER]] ]
  // CHECK-NEXT: %[[Z:[0-9]+]] = mul i32 %[[Y]], %[[W]]
  // CHECK-NEXT: br label %[[INNER_CONT:[0-9]+]]{{$}}
  // CHECK: {{^}}[[INNER_CONT]]:
  // CHECK-NEXT: %[[IR:[0-9]+]] = phi i32 [ %[[Z]], %[[INNER]] ]
  // CHECK-NEXT: br label %[[OUTER_CONT:[0-9]+]]{{$}}
  // CHECK: {{^}}[[OUTER_CONT]]:
  // CHECK-NEXT: %[[OR:[0-9]+]] = phi i32 [ %[[IR]], %[[INNER_CONT]] ]
  // CHECK-NEXT: ret i32 %[[OR]]
  %0 = vir.opaque_region(%a, %b : i32, i32) -> (i32) {
  ^bb0(%x: i32, %bb: i32):
    %1 = vir.opaque_region(%x, %bb : i32, i32) -> (i32) {
    ^bb0(%y: i32, %w: i32):
      %z = vir.mul %y, %w : i32
      vir.yield %z : i32
    }
    vir.yield %1 : i32
  }
  vir.return %0 : i32
}

// A region in a loop body: its continuation branches back to the header.
// CHECK-LABEL: define {{.*}} @in_loop(
// CHECK-SAME: i32 %[[N:[0-9]+]])
vir.func @in_loop(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  // CHECK-NEXT: br label %[[HEADER:[0-9]+]]{{$}}
  vir.br ^header(%c0 : i32)
// CHECK: {{^}}[[HEADER]]:
^header(%i: i32):
  // CHECK-NEXT: %[[I:[0-9]+]] = phi i32 [ %[[NEXT:[0-9]+]], %[[CONT:[0-9]+]] ], [ 0, %{{[0-9]+}} ]
  // CHECK-NEXT: %[[MORE:[0-9]+]] = icmp slt i32 %[[I]], %[[N]]
  // CHECK-NEXT: br i1 %[[MORE]], label %[[BODY:[0-9]+]], label %[[EXIT:[0-9]+]]{{$}}
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
// CHECK: {{^}}[[BODY]]:
^body:
  // CHECK-NEXT: br label %[[ENTRY:[0-9]+]]{{$}}
  // CHECK: {{^}}[[ENTRY]]:
  // CHECK-NEXT: %[[X:[0-9]+]] = phi i32 [ %[[I]], %[[BODY]] ]
  // CHECK-NEXT: %[[Y:[0-9]+]] = add i32 %[[X]], 1
  // CHECK-NEXT: br label %[[CONT]]{{$}}
  // CHECK: {{^}}[[CONT]]:
  // CHECK-NEXT: %[[NEXT]] = phi i32 [ %[[Y]], %[[ENTRY]] ]
  // CHECK-NEXT: br label %[[HEADER]]{{$}}
  %next = vir.opaque_region(%i : i32) -> (i32) {
  ^bb0(%x: i32):
    %one = vir.constant 1 : i32
    %y = vir.add %x, %one : i32
    vir.yield %y : i32
  }
  vir.br ^header(%next : i32)
// CHECK: {{^}}[[EXIT]]:
^exit:
  // CHECK-NEXT: ret i32 %[[I]]
  vir.return %i : i32
}
