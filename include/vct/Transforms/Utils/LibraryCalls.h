//===- LibraryCalls.h - Calls a pass adds to the C library ------*- C++ -*-===//
//
// What loop-idiom and simplify-libcalls share when they call a C library
// function the program may not call yet: whether the module lets them (the
// front end's `vir.hosted`, and no other symbol of that name), the
// declaration with what the C standard says of it, and the facts on a new
// call of strlen.
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

/// The module's declaration of `function`, made (private, with the
/// standard's `readonly` and `nocapture` facts, stamped with origin
/// `origin`) when there is none. Only after whyNoLibraryFunction said
/// nothing.
vir::FuncOp getOrDeclareLibraryFunction(mlir::ModuleOp module,
                                        mlir::SymbolTable &symbols,
                                        LibraryFunction function,
                                        llvm::StringRef origin);

/// Stamps on `call`, a new call of strlen, what the C standard says of it
/// (at its function's epoch, with origin `origin`): it writes nothing and
/// computes strlen (`#vir.libcall`), and neither writes through nor keeps
/// its argument.
void stampStrlenCall(vir::CallOp call, llvm::StringRef origin);

} // namespace vct

#endif // VCT_TRANSFORMS_UTILS_LIBRARYCALLS_H
