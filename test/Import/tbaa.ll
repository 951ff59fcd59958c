; RUN: vct-translate --import-llvm %s | FileCheck %s
; RUN: vct-translate --import-llvm %s | vct-mlir-opt --vir-produce-traits='loops=false calls=false straight-line=false' | FileCheck %s --check-prefix=TYPES
; RUN: vct-translate --import-llvm %s | vct-mlir-opt --vir-produce-traits='loops=false calls=false straight-line=false types=false' | FileCheck %s --check-prefix=OFF
; clang's TBAA tags (present at -O2 with strict aliasing) become the
; importer's note `vct.tbaa` on the load or store: the access type's name
; and its ancestors' up to the root, as clang's scalar type nodes chain
; them. A struct-path tag contributes its access type. The trait producer
; turns the note into `#vir.tbaa` (option `types`) and always removes it.
; No note: an untagged access, a root without a name. (A tag whose access
; type is a structure node is rejected by LLVM's verifier; the importer
; would give it no note either.)

; CHECK-LABEL: vir.func @tags(
; TYPES-LABEL: vir.func @tags(
; OFF-LABEL: vir.func @tags(
; OFF-NOT: tbaa
define i32 @tags(ptr %p, ptr %q, ptr %s) {
  ; CHECK: vir.store %{{.*}}, %{{.*}} align 4 {vct.tbaa = ["int", "omnipotent char", "Simple C/C++ TBAA"]} : i32
  ; TYPES: vir.store %{{.*}}, %{{.*}} align 4 {vir.traits = [#vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"], origin = "vir-produce-traits">]} : i32
  store i32 1, ptr %p, align 4, !tbaa !5
  ; CHECK: vir.store %{{.*}}, %{{.*}} align 4 {vct.tbaa = ["float", "omnipotent char", "Simple C/C++ TBAA"]} : f32
  store float 2.0, ptr %q, align 4, !tbaa !9
  ; A pointer type: `int *` below `any pointer`.
  ; CHECK: vir.load %{{.*}} align 8 {vct.tbaa = ["p1 int", "any pointer", "omnipotent char", "Simple C/C++ TBAA"]} : !vir.ptr
  %r = load ptr, ptr %s, align 8, !tbaa !11
  ; A field of `struct S { int a; float b; }`: the access type float.
  ; CHECK: vir.load %{{.*}} align 4 {vct.tbaa = ["float", "omnipotent char", "Simple C/C++ TBAA"]} : f32
  %b = getelementptr inbounds i8, ptr %s, i64 4
  %f = load float, ptr %b, align 4, !tbaa !14
  ; A union member or char access: `omnipotent char`, which aliases all.
  ; CHECK: vir.load %{{.*}} align 1 {vct.tbaa = ["omnipotent char", "Simple C/C++ TBAA"]} : i8
  %c = load i8, ptr %q, align 1, !tbaa !16
  ; CHECK: vir.load %{{.*}} align 4 : i32
  ; TYPES: vir.load %{{.*}} align 4 : i32
  %u = load i32, ptr %q, align 4
  ; CHECK: vir.load %{{.*}} align 4 : i32
  %w = load i32, ptr %q, align 4
  ; CHECK: vir.load %{{.*}} align 4 : i32
  %x = load i32, ptr %q, align 4, !tbaa !19
  %t = add i32 %u, %w
  %y = add i32 %t, %x
  ret i32 %y
}

!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{!15, !10, i64 4}
!15 = !{!"S", !6, i64 0, !10, i64 4}
!16 = !{!7, !7, i64 0}
; A root without a name.
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{}
