//===- ConstantPropagation.h - The machinery of sccp and ipsccp -*- C++ -*-===//
//
// What `sccp` (one function) and `ipsccp` (the module) share: a sparse
// conditional constant propagation solver (Wegman and Zadeck) over VIR's
// CFG with VIR's rules (region barriers are not entered, only internal
// functions are tracked across calls, the solve is capped by
// vir.max_iterations counting every operation, use and edge it visits), and
// the rewrite that turns its findings into IR (constants, folded branches,
// deleted blocks).
//
//===----------------------------------------------------------------------===//

#ifndef VCT_TRANSFORMS_UTILS_CONSTANTPROPAGATION_H
#define VCT_TRANSFORMS_UTILS_CONSTANTPROPAGATION_H

#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseSet.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>

namespace vct {

/// The bytes before the first NUL of the string a `constant`,
/// non-interposable global definition holds at its start, if its
/// initializer states them and the NUL comes within `maxLength` bytes.
std::optional<std::string> getConstantString(vir::GlobalOp global,
                                             uint64_t maxLength = 4096);

/// The functions of a module whose arguments and results ipsccp tracks
/// across calls: private definitions that are not variadic and whose symbol
/// is used only as the callee of direct calls outside region barriers (no
/// address taken, no call from inside a `vir.opaque_region`). Every other
/// function may be called with unknown arguments.
class InternalFunctions {
public:
  explicit InternalFunctions(mlir::ModuleOp module);

  /// True if `op` is an internal function.
  bool contains(mlir::Operation *op) const { return functions.contains(op); }
  /// True if `call` calls an internal function directly.
  bool isTrackedCall(mlir::Operation *call) const;

private:
  llvm::DenseSet<mlir::Operation *> functions;
  llvm::DenseSet<mlir::StringAttr> names;
};

/// The dataflow solve of sccp and ipsccp and the answers it gives. Its cost
/// is linear in the size of the code (operations, uses, CFG edges) times
/// the lattice height: a value changes at most twice, and each change
/// visits its uses once; an edge is made live once.
class ConstantSolver {
public:
  /// An intraprocedural solver (calls are unknown), or with `internal` an
  /// interprocedural one tracking exactly those functions. Both stop after
  /// `maxIterations` units of work (operation visits, use visits, edges).
  explicit ConstantSolver(int64_t maxIterations,
                          const InternalFunctions *internal = nullptr);
  ~ConstantSolver();

  enum class Status { Solved, BudgetExhausted, Failed };
  /// Runs the analyses on `top` (a vir.func, or the module when
  /// interprocedural) to their fixpoint.
  Status solve(mlir::Operation *top);

  /// True if `block` may execute. Only meaningful after a solve.
  bool isLive(mlir::Block *block);
  /// The constant `value` always holds, with the dialect that materializes
  /// it; a null attribute when it is not known to be one constant (or is
  /// never computed).
  std::pair<mlir::Attribute, mlir::Dialect *> getConstant(mlir::Value value);

  /// The work spent, against vir.max_iterations.
  int64_t getWorkDone() const;
  /// The operation whose visit the budget stopped, when it ran out while
  /// visiting one (null otherwise): where a warning can point.
  mlir::Operation *getStoppedAt() const;

private:
  class Impl;
  std::unique_ptr<Impl> impl;
};

/// What rewriteWithConstants did to one function.
struct ConstantRewriteCounts {
  /// Values replaced by constants; among them function arguments and call
  /// results.
  unsigned values = 0;
  unsigned arguments = 0;
  unsigned callResults = 0;
  /// Operations erased because their results were all replaced.
  unsigned erasedOps = 0;
  unsigned foldedBranches = 0;
  unsigned removedBlocks = 0;

  bool any() const {
    return values || erasedOps || foldedBranches || removedBlocks;
  }
  /// True if blocks or edges changed (dominance and loops are gone).
  bool changedCFG() const { return foldedBranches || removedBlocks; }
};

/// Rewrites the body of `func` with what `solver` proved, if its entry block
/// is live: values proven constant in live blocks become constants (uses by
/// region barriers excepted), operations left unused are erased, branches
/// on proven conditions become `vir.br`, and blocks no longer reachable are
/// deleted, with their requests accounted for. Fails on an internal
/// compiler error (a strong request denied as illegal); the IR is valid
/// either way.
mlir::LogicalResult rewriteWithConstants(vir::FuncOp func,
                                         ConstantSolver &solver,
                                         PassReporter &reporter,
                                         ConstantRewriteCounts &counts);

} // namespace vct

#endif // VCT_TRANSFORMS_UTILS_CONSTANTPROPAGATION_H
