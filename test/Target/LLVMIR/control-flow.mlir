// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output

// LLVM IR export of VIR's terminators: block arguments become phis, weights
// become !prof branch_weights metadata.

// Block arguments passed by br and cond_br become phis with one incoming
// value per predecessor edge.
// CHECK-LABEL: define {{.*}} @block_args_to_phis(
// CHECK-SAME: i1 %[[C:[0-9]+]], i32 %[[X:[0-9]+]], i32 %[[Y:[0-9]+]])
vir.func @block_args_to_phis(%c: i1, %x: i32, %y: i32) -> i32 {
  // CHECK-NEXT: br i1 %[[C]], label %[[A:[0-9]+]], label %[[B:[0-9]+]]{{$}}
  vir.cond_br %c, ^a(%x : i32), ^b
// CHECK: {{^}}[[A]]:
^a(%v: i32):
  // CHECK-NEXT: %[[V:[0-9]+]] = phi i32 [ %[[X]], %{{[0-9]+}} ]
  // CHECK-NEXT: br label %[[JOIN:[0-9]+]]{{$}}
  vir.br ^join(%v, %y : i32, i32)
// CHECK: {{^}}[[B]]:
^b:
  // CHECK-NEXT: br label %[[JOIN]]{{$}}
  vir.br ^join(%y, %x : i32, i32)
// CHECK: {{^}}[[JOIN]]:
^join(%p: i32, %q: i32):
  // CHECK-DAG: %[[P:[0-9]+]] = phi i32 [ %[[Y]], %[[B]] ], [ %[[V]], %[[A]] ]
  // CHECK-DAG: %[[Q:[0-9]+]] = phi i32 [ %[[X]], %[[B]] ], [ %[[Y]], %[[A]] ]
  // CHECK: %[[S:[0-9]+]] = add i32 %[[P]], %[[Q]]
  // CHECK-NEXT: ret i32 %[[S]]
  %s = vir.add %p, %q : i32
  vir.return %s : i32
}

// A counted loop: the header's block arguments are phis fed by the entry
// edge and the back edge.
// CHECK-LABEL: define {{.*}} @loop_phis(
// CHECK-SAME: i32 %[[N:[0-9]+]])
vir.func @loop_phis(%n: i32) -> i32 {
  %zero = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  // CHECK-NEXT: br label %[[HEADER:[0-9]+]]{{$}}
  vir.br ^header(%zero, %zero : i32, i32)
// CHECK: {{^}}[[HEADER]]:
^header(%i: i32, %acc: i32):
  // CHECK-NEXT: %[[I:[0-9]+]] = phi i32 [ %[[NEXT:[0-9]+]], %[[BODY:[0-9]+]] ], [ 0, %{{[0-9]+}} ]
  // CHECK-NEXT: %[[ACC:[0-9]+]] = phi i32 [ %[[SUM:[0-9]+]], %[[BODY]] ], [ 0, %{{[0-9]+}} ]
  // CHECK-NEXT: %[[MORE:[0-9]+]] = icmp slt i32 %[[I]], %[[N]]
  // CHECK-NEXT: br i1 %[[MORE]], label %[[BODY]], label %[[EXIT:[0-9]+]]{{$}}
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
// CHECK: {{^}}[[BODY]]:
^body:
  // CHECK-NEXT: %[[SUM]] = add i32 %[[ACC]], %[[I]]
  // CHECK-NEXT: %[[NEXT]] = add nsw i32 %[[I]], 1
  // CHECK-NEXT: br label %[[HEADER]]{{$}}
  %sum = vir.add %acc, %i : i32
  %next = vir.add %i, %one nsw : i32
  vir.br ^header(%next, %sum : i32, i32)
// CHECK: {{^}}[[EXIT]]:
^exit:
  // CHECK-NEXT: ret i32 %[[ACC]]
  vir.return %acc : i32
}

// cond_br passing arguments on both edges, to the same destination.
// CHECK-LABEL: define {{.*}} @cond_br_same_dest(
// CHECK-SAME: i1 %[[C:[0-9]+]], i32 %[[X:[0-9]+]], i32 %[[Y:[0-9]+]])
vir.func @cond_br_same_dest(%c: i1, %x: i32, %y: i32) -> i32 {
  // CHECK-NEXT: br i1 %[[C]], label %[[PICK:[0-9]+]], label %[[OTHER:[0-9]+]]{{$}}
  vir.cond_br %c, ^pick(%x : i32), ^other
^other:
  // CHECK: {{^}}[[OTHER]]:
  // CHECK-NEXT: br label %[[PICK]]{{$}}
  vir.br ^pick(%y : i32)
// CHECK: {{^}}[[PICK]]:
^pick(%r: i32):
  // CHECK-NEXT: %[[R:[0-9]+]] = phi i32 [ %[[Y]], %[[OTHER]] ], [ %[[X]], %{{[0-9]+}} ]
  // CHECK-NEXT: ret i32 %[[R]]
  vir.return %r : i32
}

// cond_br to one block on both edges with different arguments: LLVM phis
// cannot tell the edges apart, so the export splits the false edge through a
// new block.
// CHECK-LABEL: define {{.*}} @cond_br_same_dest_different_args(
// CHECK-SAME: i1 %[[C:[0-9]+]], i32 %[[X:[0-9]+]], i32 %[[Y:[0-9]+]])
vir.func @cond_br_same_dest_different_args(%c: i1, %x: i32, %y: i32) -> i32 {
  // CHECK-NEXT: br i1 %[[C]], label %[[DEST:[0-9]+]], label %[[SPLIT:[0-9]+]]{{$}}
  vir.cond_br %c, ^dest(%x : i32), ^dest(%y : i32)
// CHECK: {{^}}[[DEST]]:
^dest(%r: i32):
  // CHECK-NEXT: %[[R:[0-9]+]] = phi i32 [ %[[FROM_SPLIT:[0-9]+]], %[[SPLIT]] ], [ %[[X]], %{{[0-9]+}} ]
  // CHECK-NEXT: ret i32 %[[R]]
  vir.return %r : i32
  // CHECK: {{^}}[[SPLIT]]:
  // CHECK-NEXT: %[[FROM_SPLIT]] = phi i32 [ %[[Y]], %{{[0-9]+}} ]
  // CHECK-NEXT: br label %[[DEST]]{{$}}
}

// cond_br weights become !prof branch_weights in edge order; a block that
// is never reached ends in unreachable.
// CHECK-LABEL: define {{.*}} @cond_br_weights(
// CHECK-SAME: i1 %[[C:[0-9]+]], i32 %[[X:[0-9]+]])
vir.func @cond_br_weights(%c: i1, %x: i32) -> i32 {
  // CHECK-NEXT: br i1 %[[C]], label %[[HOT:[0-9]+]], label %[[COLD:[0-9]+]], !prof ![[$W:[0-9]+]]{{$}}
  vir.cond_br %c weights([90, 10]), ^hot, ^cold
// CHECK: {{^}}[[HOT]]:
^hot:
  // CHECK-NEXT: ret i32 %[[X]]
  vir.return %x : i32
// CHECK: {{^}}[[COLD]]:
^cold:
  // CHECK-NEXT: unreachable
  vir.unreachable
}

// A switch with cases, block arguments and one weight per destination
// (default first).
// CHECK-LABEL: define {{.*}} @switch_weights(
// CHECK-SAME: i32 %[[X:[0-9]+]], i32 %[[A:[0-9]+]])
vir.func @switch_weights(%x: i32, %a: i32) -> i32 {
  // CHECK-NEXT: switch i32 %[[X]], label %[[DEF:[0-9]+]] [
  // CHECK-NEXT:   i32 0, label %[[ZERO:[0-9]+]]
  // CHECK-NEXT:   i32 -7, label %[[SEVEN:[0-9]+]]
  // CHECK-NEXT:   i32 123456789, label %[[SEVEN]]
  // CHECK-NEXT: ], !prof ![[$SW:[0-9]+]]{{$}}
  vir.switch %x : i32 weights([1, 2, 3, 4]), [
    default: ^default,
    0: ^zero(%a : i32),
    -7: ^seven,
    123456789: ^seven
  ]
// CHECK: {{^}}[[DEF]]:
^default:
  // CHECK-NEXT: ret i32 %[[X]]
  vir.return %x : i32
// CHECK: {{^}}[[ZERO]]:
^zero(%v: i32):
  // CHECK-NEXT: %[[V:[0-9]+]] = phi i32 [ %[[A]], %{{[0-9]+}} ]
  // CHECK-NEXT: ret i32 %[[V]]
  vir.return %v : i32
// CHECK: {{^}}[[SEVEN]]:
^seven:
  // CHECK-NEXT: unreachable
  vir.unreachable
}

// A switch without weights has no !prof; case values are truncated to the
// flag's width (200 is -56 as i8); the default passes block arguments.
// CHECK-LABEL: define {{.*}} @switch_i8(
// CHECK-SAME: i8 %[[X:[0-9]+]])
vir.func @switch_i8(%x: i8) -> i8 {
  // CHECK-NEXT: switch i8 %[[X]], label %[[DEF:[0-9]+]] [
  // CHECK-NEXT:   i8 -1, label %[[M1:[0-9]+]]
  // CHECK-NEXT:   i8 -56, label %[[M1]]
  // CHECK-NEXT: ]{{$}}
  vir.switch %x : i8, [
    default: ^join(%x : i8),
    -1: ^m1,
    200: ^m1
  ]
// CHECK: {{^}}[[M1]]:
^m1:
  %c = vir.constant 7 : i8
  // CHECK-NEXT: br label %[[DEF]]{{$}}
  vir.br ^join(%c : i8)
// CHECK: {{^}}[[DEF]]:
^join(%r: i8):
  // CHECK-NEXT: %[[R:[0-9]+]] = phi i8 [ 7, %[[M1]] ], [ %[[X]], %{{[0-9]+}} ]
  // CHECK-NEXT: ret i8 %[[R]]
  vir.return %r : i8
}

// A switch with only a default destination is an unconditional branch.
// CHECK-LABEL: define {{.*}} @switch_default_only(
vir.func @switch_default_only(%x: i64) {
  // CHECK-NEXT: br label %[[DEF:[0-9]+]]
  vir.switch %x : i64, [
    default: ^exit
  ]
// CHECK: {{^}}[[DEF]]:
^exit:
  // CHECK-NEXT: ret void
  vir.return
}

// A default-only switch that passes a block argument (issue 13: MLIR's
// export of such an llvm.switch crashed in connectPHINodes).
// CHECK-LABEL: define {{.*}} @switch_default_only_args(
// CHECK-SAME: i32 %{{[0-9]+}}, i32 %[[X:[0-9]+]])
vir.func @switch_default_only_args(%k: i32, %x: i32) -> i32 {
  // CHECK-NEXT: br label %[[DEF:[0-9]+]]
  vir.switch %k : i32, [
    default: ^d(%x : i32)
  ]
// CHECK: {{^}}[[DEF]]:
^d(%y: i32):
  // CHECK-NEXT: %[[Y:[0-9]+]] = phi i32 [ %[[X]], %{{[0-9]+}} ]
  // CHECK-NEXT: ret i32 %[[Y]]
  vir.return %y : i32
}

// A function whose body is only unreachable.
// CHECK-LABEL: define {{.*}} @only_unreachable(
// CHECK-NEXT: unreachable
vir.func @only_unreachable() {
  vir.unreachable
}

// CHECK-DAG: ![[$W]] = !{!"branch_weights", i32 90, i32 10}
// CHECK-DAG: ![[$SW]] = !{!"branch_weights", i32 1, i32 2, i32 3, i32 4}
