// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT

// Out-of-SSA: every edge assigns its destination's block arguments as one
// parallel copy, sequentialized with a temporary only where a cycle needs
// one (OutOfSSA.cpp). Swaps, a 3-cycle, two cycles at once, a chain, self
// copies, a fan-out, and copies on cond_br and switch edges, each checked in
// the C and by running it.

// OUT: swap: 2 1
// OUT-NEXT: swap3: 1 2
// OUT-NEXT: rotate: 2 3 1
// OUT-NEXT: rotate2: 3 1 2
// OUT-NEXT: two-cycles: 2 1 4 3
// OUT-NEXT: chain: 3 9 9
// OUT-NEXT: self: 1 12
// OUT-NEXT: fanout: 2 2
// OUT-NEXT: condbr: 20 10
// OUT-NEXT: switch: 6 5

vir.global private constant @fmt2 : !vir.array<11 x i8> = "%s: %d %d\0A\00"
vir.global private constant @fmt3 : !vir.array<14 x i8> = "%s: %d %d %d\0A\00"
vir.global private constant @fmt4 : !vir.array<17 x i8> = "%s: %d %d %d %d\0A\00"
vir.global private constant @s_swap : !vir.array<5 x i8> = "swap\00"
vir.global private constant @s_swap3 : !vir.array<6 x i8> = "swap3\00"
vir.global private constant @s_rot : !vir.array<7 x i8> = "rotate\00"
vir.global private constant @s_rot2 : !vir.array<8 x i8> = "rotate2\00"
vir.global private constant @s_two : !vir.array<11 x i8> = "two-cycles\00"
vir.global private constant @s_chain : !vir.array<6 x i8> = "chain\00"
vir.global private constant @s_self : !vir.array<5 x i8> = "self\00"
vir.global private constant @s_fan : !vir.array<7 x i8> = "fanout\00"
vir.global private constant @s_cond : !vir.array<7 x i8> = "condbr\00"
vir.global private constant @s_switch : !vir.array<7 x i8> = "switch\00"

vir.func private @printf(!vir.ptr, ...) -> i32

// A swap on a back edge: the counter's copy runs first (nothing reads its
// destination), then the cycle through one temporary.
// CHECK-LABEL: static void swap(int32_t v0
// CHECK:       bb2:
// CHECK-NEXT:    [[NEXT:v[0-9]+]] = (int32_t)((uint32_t)[[I:v[0-9]+]] + (uint32_t)v{{[0-9]+}});
// CHECK-NEXT:    {
// CHECK-NEXT:      [[I]] = [[NEXT]];
// CHECK-NEXT:      int32_t [[T:t[0-9]+]] = [[X:v[0-9]+]];
// CHECK-NEXT:      [[X]] = [[Y:v[0-9]+]];
// CHECK-NEXT:      [[Y]] = [[T]];
// CHECK-NEXT:    }
// CHECK-NEXT:    goto bb1;
vir.func private @swap(%a: i32, %b: i32, %n: i32, %label: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%a, %b, %c0 : i32, i32, i32)
^loop(%x: i32, %y: i32, %i: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^done
^body:
  %next = vir.add %i, %c1 : i32
  vir.br ^loop(%y, %x, %next : i32, i32, i32)
^done:
  %f = vir.addressof @fmt2 : !vir.ptr
  %r = vir.call @printf(%f, %label, %x, %y) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32) -> i32
  vir.return
}

// A 3-cycle: one temporary, three assignments.
// CHECK-LABEL: static void rotate(int32_t v0
// CHECK:       bb2:
// CHECK-NEXT:    [[NEXT:v[0-9]+]] = (int32_t)((uint32_t)[[I:v[0-9]+]] + (uint32_t)v{{[0-9]+}});
// CHECK-NEXT:    {
// CHECK-NEXT:      [[I]] = [[NEXT]];
// CHECK-NEXT:      int32_t [[T:t[0-9]+]] = [[X:v[0-9]+]];
// CHECK-NEXT:      [[X]] = [[Y:v[0-9]+]];
// CHECK-NEXT:      [[Y]] = [[Z:v[0-9]+]];
// CHECK-NEXT:      [[Z]] = [[T]];
// CHECK-NEXT:    }
// CHECK-NEXT:    goto bb1;
vir.func private @rotate(%a: i32, %b: i32, %c: i32, %n: i32, %label: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%a, %b, %c, %c0 : i32, i32, i32, i32)
^loop(%x: i32, %y: i32, %z: i32, %i: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^done
^body:
  %next = vir.add %i, %c1 : i32
  vir.br ^loop(%y, %z, %x, %next : i32, i32, i32, i32)
^done:
  %f = vir.addressof @fmt3 : !vir.ptr
  %r = vir.call @printf(%f, %label, %x, %y, %z) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32) -> i32
  vir.return
}

// Two independent swaps in one parallel copy: two temporaries.
// CHECK-LABEL: static void two_cycles(int32_t v0
// CHECK:       bb2:
// CHECK-NEXT:    {
// CHECK-NEXT:      [[FIRST:v[0-9]+]] = [[FALSE:v[0-9]+]];
// CHECK-NEXT:      int32_t [[T0:t[0-9]+]] = [[A:v[0-9]+]];
// CHECK-NEXT:      [[A]] = [[B:v[0-9]+]];
// CHECK-NEXT:      [[B]] = [[T0]];
// CHECK-NEXT:      int32_t [[T1:t[0-9]+]] = [[C:v[0-9]+]];
// CHECK-NEXT:      [[C]] = [[D:v[0-9]+]];
// CHECK-NEXT:      [[D]] = [[T1]];
// CHECK-NEXT:    }
// CHECK-NEXT:    goto bb1;
vir.func private @two_cycles(%a: i32, %b: i32, %c: i32, %d: i32) {
  %t = vir.constant 1 : i1
  %f0 = vir.constant 0 : i1
  vir.br ^loop(%a, %b, %c, %d, %t : i32, i32, i32, i32, i1)
^loop(%pa: i32, %pb: i32, %pc: i32, %pd: i32, %first: i1):
  vir.cond_br %first, ^body, ^done
^body:
  vir.br ^loop(%pb, %pa, %pd, %pc, %f0 : i32, i32, i32, i32, i1)
^done:
  %f = vir.addressof @fmt4 : !vir.ptr
  %l = vir.addressof @s_two : !vir.ptr
  %r = vir.call @printf(%f, %l, %pa, %pb, %pc, %pd) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  vir.return
}

// A chain a <- b <- c <- k needs no temporary: the copies run from the end
// of the chain (a first, since nothing reads it).
// CHECK-LABEL: static void chain(int32_t v0
// CHECK:       bb1:
// CHECK:         if (
// CHECK-NEXT:      goto bb2;
// CHECK-NEXT:    goto bb3;
// CHECK-NEXT:  bb2:
// CHECK-NEXT:    [[NEXT:v[0-9]+]] = (int32_t)
// CHECK-NEXT:    [[A:v[0-9]+]] = [[B:v[0-9]+]];
// CHECK-NEXT:    [[B]] = [[C:v[0-9]+]];
// CHECK-NEXT:    [[C]] = [[K:v[0-9]+]];
// CHECK-NEXT:    [[I:v[0-9]+]] = [[NEXT]];
// CHECK-NEXT:    goto bb1;
vir.func private @chain(%a: i32, %b: i32, %c: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %k = vir.constant 9 : i32
  vir.br ^loop(%a, %b, %c, %c0 : i32, i32, i32, i32)
^loop(%x: i32, %y: i32, %z: i32, %i: i32):
  %more = vir.icmp slt %i, %c2 : i32
  vir.cond_br %more, ^body, ^done
^body:
  %next = vir.add %i, %c1 : i32
  vir.br ^loop(%y, %z, %k, %next : i32, i32, i32, i32)
^done:
  %f = vir.addressof @fmt3 : !vir.ptr
  %l = vir.addressof @s_chain : !vir.ptr
  %r = vir.call @printf(%f, %l, %x, %y, %z) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32) -> i32
  vir.return
}

// Self copies produce no assignment; a fan-out (both arguments from one
// value) needs no temporary.
// CHECK-LABEL: static void self(int32_t v0
// CHECK:       bb2:
// CHECK-NEXT:    [[NEXT:v[0-9]+]] = (int32_t)
// CHECK-NEXT:    [[S:v[0-9]+]] = [[NEXT]];
// CHECK-NEXT:    goto bb1;
// CHECK-LABEL: static void fanout(int32_t v0
// CHECK:         [[X:v[0-9]+]] = [[B:v[0-9]+]];
// CHECK-NEXT:    [[Y:v[0-9]+]] = [[B]];
// CHECK-NEXT:    goto bb1;
vir.func private @self(%a: i32) {
  %c1 = vir.constant 1 : i32
  %c12 = vir.constant 12 : i32
  vir.br ^loop(%a, %a : i32, i32)
^loop(%keep: i32, %sum: i32):
  %more = vir.icmp slt %sum, %c12 : i32
  vir.cond_br %more, ^body, ^done
^body:
  %next = vir.add %sum, %c1 : i32
  vir.br ^loop(%keep, %next : i32, i32)
^done:
  %f = vir.addressof @fmt2 : !vir.ptr
  %l = vir.addressof @s_self : !vir.ptr
  %r = vir.call @printf(%f, %l, %keep, %sum) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32) -> i32
  vir.return
}

vir.func private @fanout(%a: i32, %b: i32) {
  vir.br ^out(%b, %b : i32, i32)
^out(%x: i32, %y: i32):
  %f = vir.addressof @fmt2 : !vir.ptr
  %l = vir.addressof @s_fan : !vir.ptr
  %r = vir.call @printf(%f, %l, %x, %y) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32) -> i32
  vir.return
}

// Copies on the two edges of a cond_br, the true edge a swap of its own
// block's arguments: each edge's copies run only on that edge.
// CHECK-LABEL: static void condbr(int32_t v0
// CHECK:       bb1:
// CHECK-NEXT:    if ([[C:v[0-9]+]]) {
// CHECK-NEXT:      {
// CHECK-NEXT:        [[C]] = [[FALSE:v[0-9]+]];
// CHECK-NEXT:        int32_t [[T:t[0-9]+]] = [[X:v[0-9]+]];
// CHECK-NEXT:        [[X]] = [[Y:v[0-9]+]];
// CHECK-NEXT:        [[Y]] = [[T]];
// CHECK-NEXT:      }
// CHECK-NEXT:      goto bb1;
// CHECK-NEXT:    }
// CHECK-NEXT:    [[X2:v[0-9]+]] = [[X]];
// CHECK-NEXT:    [[Y2:v[0-9]+]] = [[Y]];
// CHECK-NEXT:    goto bb2;
vir.func private @condbr(%a: i32, %b: i32) {
  %t = vir.constant 1 : i1
  %f0 = vir.constant 0 : i1
  vir.br ^head(%a, %b, %t : i32, i32, i1)
^head(%x: i32, %y: i32, %first: i1):
  vir.cond_br %first, ^head(%y, %x, %f0 : i32, i32, i1), ^out(%x, %y : i32, i32)
^out(%rx: i32, %ry: i32):
  %f = vir.addressof @fmt2 : !vir.ptr
  %l = vir.addressof @s_cond : !vir.ptr
  %r = vir.call @printf(%f, %l, %rx, %ry) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32) -> i32
  vir.return
}

// A swap on a switch edge.
// CHECK-LABEL: static void sw(int32_t v0
// CHECK:         switch (
// CHECK-NEXT:    case 0:
// CHECK-NEXT:      {
// CHECK-NEXT:        [[K:v[0-9]+]] = [[NEXT:v[0-9]+]];
// CHECK-NEXT:        int32_t [[T:t[0-9]+]] = [[X:v[0-9]+]];
// CHECK-NEXT:        [[X]] = [[Y:v[0-9]+]];
// CHECK-NEXT:        [[Y]] = [[T]];
// CHECK-NEXT:      }
// CHECK-NEXT:      goto bb1;
// CHECK-NEXT:    default:
// CHECK-NEXT:      goto bb2;
// CHECK-NEXT:    }
vir.func private @sw(%a: i32, %b: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^head(%a, %b, %c0 : i32, i32, i32)
^head(%x: i32, %y: i32, %k: i32):
  %next = vir.add %k, %c1 : i32
  vir.switch %k : i32, [
    default: ^out,
    0: ^head(%y, %x, %next : i32, i32, i32)
  ]
^out:
  %f = vir.addressof @fmt2 : !vir.ptr
  %l = vir.addressof @s_switch : !vir.ptr
  %r = vir.call @printf(%f, %l, %x, %y) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32) -> i32
  vir.return
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c4 = vir.constant 4 : i32
  %c5 = vir.constant 5 : i32
  %c6 = vir.constant 6 : i32
  %c10 = vir.constant 10 : i32
  %c20 = vir.constant 20 : i32
  %l_swap = vir.addressof @s_swap : !vir.ptr
  vir.call @swap(%c1, %c2, %c1, %l_swap) : (i32, i32, i32, !vir.ptr) -> ()
  %l_swap3 = vir.addressof @s_swap3 : !vir.ptr
  vir.call @swap(%c1, %c2, %c2, %l_swap3) : (i32, i32, i32, !vir.ptr) -> ()
  %l_rot = vir.addressof @s_rot : !vir.ptr
  vir.call @rotate(%c1, %c2, %c3, %c1, %l_rot) : (i32, i32, i32, i32, !vir.ptr) -> ()
  %l_rot2 = vir.addressof @s_rot2 : !vir.ptr
  vir.call @rotate(%c1, %c2, %c3, %c2, %l_rot2) : (i32, i32, i32, i32, !vir.ptr) -> ()
  vir.call @two_cycles(%c1, %c2, %c3, %c4) : (i32, i32, i32, i32) -> ()
  vir.call @chain(%c1, %c2, %c3) : (i32, i32, i32) -> ()
  vir.call @self(%c1) : (i32) -> ()
  vir.call @fanout(%c1, %c2) : (i32, i32) -> ()
  vir.call @condbr(%c10, %c20) : (i32, i32) -> ()
  vir.call @sw(%c5, %c6) : (i32, i32) -> ()
  vir.return %c0 : i32
}
