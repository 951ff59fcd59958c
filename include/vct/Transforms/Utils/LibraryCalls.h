//===- LibraryCalls.h - Calls a pass adds to the C library ------*- C++ -*-===//
//
// What loop-idiom and simplify-libcalls share when they call a C library
// function the program may not call yet: whether the module lets them (the
// front end's `vir.hosted`, and no other symbol of that name), and the call
// itself, with the declaration it needs and what the C standard says of
// both.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_TRANSFORMS_UTILS_LIBRARYCALLS_H
#define VCT_TRANSFORMS_UTILS_LIBRARYCALLS_H

#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

#include <optional>
#include <string>

namespace vct {

/// A C library function a pass may add calls of.
enum class LibraryFunction { Strlen, Puts, Putchar };

/// The function's name.
llvm::StringRef getLibraryFunctionName(LibraryFunction function);

/// Why the functions of `module` may not call the C library's `function`:
/// the module is not marked `vir.hosted`, defines a function of that name
/// (which may be the function itself, or anything else), declares it with
/// another type, or names something else so. Nothing when they may.
std::optional<std::string> whyNoLibraryFunction(mlir::ModuleOp module,
                                                mlir::SymbolTable &symbols,
                                                LibraryFunction function);

/// A call of `function` with `args`, built at `builder`'s insertion point,
/// only after whyNoLibraryFunction said nothing. The module's declaration
/// is made when there is none (private, with the standard's `readonly` and
/// `nocapture` facts). The call gets what the standard says of it, at its
/// function's epoch: `#vir.nowrite` where the function only reads (strlen,
/// with `#vir.libcall`), and `#vir.nowrite` and `#vir.nocapture` on the
/// pointer arguments it only reads (strlen's and puts's). Every fact has
/// origin `origin`.
vir::CallOp createLibraryCall(mlir::OpBuilder &builder, mlir::Location loc,
                              mlir::ModuleOp module, mlir::SymbolTable &symbols,
                              LibraryFunction function, mlir::ValueRange args,
                              llvm::StringRef origin);

} // namespace vct

#endif // VCT_TRANSFORMS_UTILS_LIBRARYCALLS_H
