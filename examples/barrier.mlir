// A region barrier and the memory facts the optimizer may use. Prints
// "scaled 21, checksum 6".
//
// `@scale` takes two restrict pointers; its accesses carry scoped no-alias
// facts (the store to %dst does not alias the load from %src). The checksum
// is computed inside a `vir.opaque_region`: code from a NoOptimize source
// region that no VIR pass may look into or move code across.

vir.func @scale(%dst: !vir.ptr {vir.traits = [#vir.restrict, #vir.dereferenceable<4>]},
                %src: !vir.ptr {vir.traits = [#vir.restrict, #vir.dereferenceable<4>]},
                %k: i32 {vir.traits = [#vir.range<1, 16>]})
    attributes {alias_scopes = ["dst", "src"]} {
  %v = vir.load %src align 4
      {vir.traits = [#vir.noalias<alias_scopes = ["src"], noalias_scopes = ["dst"]>]} : i32
  %s = vir.mul %v, %k : i32
  vir.store %s, %dst align 4
      {vir.traits = [#vir.noalias<alias_scopes = ["dst"], noalias_scopes = ["src"]>]} : i32
  vir.return
}

vir.func @checksum(%x: i32, %y: i32) -> i32 {
  %r = vir.opaque_region(%x, %y : i32, i32) -> (i32) {
  ^bb0(%a: i32, %b: i32):
    %t = vir.xor %a, %b : i32
    %c = vir.icmp eq %t, %a : i32
    vir.cond_br %c, ^same, ^other
  ^same:
    vir.yield %a : i32
  ^other:
    vir.yield %t : i32
  }
  vir.return %r : i32
}

vir.global private constant @fmt : !vir.array<24 x i8> = "scaled %d, checksum %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c3 = vir.constant 3 : i32
  %c5 = vir.constant 5 : i32
  %c7 = vir.constant 7 : i32
  %src = vir.alloca i32 align 4
  %dst = vir.alloca i32 align 4
  vir.store %c7, %src align 4 : i32
  vir.call @scale(%dst, %src, %c3) : (!vir.ptr, !vir.ptr, i32) -> ()
  %scaled = vir.load %dst align 4 : i32
  %sum = vir.call @checksum(%c3, %c5) : (i32, i32) -> i32
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %scaled, %sum) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %zero = vir.constant 0 : i32
  vir.return %zero : i32
}
