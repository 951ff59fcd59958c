// RUN: vct-translate --vir-to-c %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// What the C backend does not emit is a located error naming the construct.

vir.func @odd_vector(%p: !vir.ptr) -> vector<4xi24> {
  // expected-error @below {{the C backend cannot access 'vector<4xi24>' in memory (bit-packed integer elements)}}
  %v = vir.load %p : vector<4xi24>
  vir.return %v : vector<4xi24>
}

// -----

// expected-error @below {{the C backend needs @main to return i32}}
vir.func @main() {
  vir.return
}

// -----

vir.func @foreign() {
  // expected-error @below {{the C backend cannot emit 'test.op'}}
  "test.op"() : () -> ()
  vir.return
}

// -----

// expected-error @below {{the C backend cannot emit 'test.global' at module level}}
"test.global"() : () -> ()

// -----

// C before C23 has no variadic function without a declared parameter, and
// va_start names one.
vir.func @no_declared_parameter(...) {
  %ap = vir.alloca !vir.array<1 x !vir.struct<i32, i32, !vir.ptr, !vir.ptr>> align 16
  // expected-error @below {{the C backend cannot emit vir.va_start in a function without declared parameters (C before C23 has no such variadic function)}}
  vir.va_start %ap
  vir.return
}

// -----

// A vector C compilers would not pass as LLVM does, to a variadic callee.
vir.func private @sink(i32, ...)

vir.func @wide_vararg(%n: i32, %v: vector<8xi32>) {
  // expected-error @below {{the C backend cannot pass a 'vector<8xi32>' to a variadic function or one without a prototype: C compilers pass only vectors of 8 or 16 bytes as LLVM does (use the LLVM backend)}}
  vir.call @sink(%n, %v) vararg((i32) -> ()) : (i32, vector<8xi32>) -> ()
  vir.return
}
