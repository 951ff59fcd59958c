// A region barrier and the memory facts the optimizer may use.
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
