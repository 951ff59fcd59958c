//===- VIROps.h - VIR operations --------------------------------*- C++ -*-===//
//
// The VIR operations. This header pulls in the generated op classes; include
// it only where operations are built or inspected.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_DIALECT_VIR_IR_VIROPS_H
#define VCT_DIALECT_VIR_IR_VIROPS_H

#include "vct/Dialect/VIR/IR/VIRAttrs.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIRTypes.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/MemorySlotInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace vct::vir {
/// One index of a vir.gep: a constant or an i64 SSA value.
class GEPArg {
public:
  GEPArg(int32_t constant) : constant(constant) {}
  GEPArg(mlir::Value value) : value(value) {}

  bool isDynamic() const { return static_cast<bool>(value); }
  int32_t getConstant() const { return constant; }
  mlir::Value getValue() const { return value; }

private:
  int32_t constant = 0;
  mlir::Value value;
};

/// `lhs pred rhs` on constants of one width: what `vir.icmp` folds to.
bool evaluateICmp(ICmpPredicate pred, const llvm::APInt &lhs,
                  const llvm::APInt &rhs);

/// The predicate with its operands swapped: `a p b` == `b swap(p) a`.
ICmpPredicate swapICmpPredicate(ICmpPredicate predicate);

/// The negated predicate: `!(a p b)` == `a invert(p) b`.
ICmpPredicate invertICmpPredicate(ICmpPredicate predicate);

/// The addresses `op` accesses: a load's, a store's, a memcpy's and a
/// memmove's (destination, then source), a memset's; empty for anything
/// else.
llvm::SmallVector<mlir::Value, 2> getAccessAddresses(mlir::Operation *op);
} // namespace vct::vir

#define GET_OP_CLASSES
#include "vct/Dialect/VIR/IR/VIROps.h.inc"

#endif // VCT_DIALECT_VIR_IR_VIROPS_H
