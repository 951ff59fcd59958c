//===- GlobalDCE.cpp - Remove functions and globals nothing reaches -------===//

#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Transforms/Utils/RequestAccounting.h"

#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"

namespace vct {
#define GEN_PASS_DEF_GLOBALDCEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "globaldce"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
struct GlobalDCEPass : vct::impl::GlobalDCEPassBase<GlobalDCEPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on the module\n");
    SymbolTable symbols(module);

    // Mark: roots, then whatever a live operation refers to.
    llvm::SetVector<Operation *> live;
    for (Operation &op : module.getOps()) {
      auto symbol = dyn_cast<SymbolOpInterface>(op);
      if (!symbol || symbol.isPublic())
        live.insert(&op);
    }
    for (size_t next = 0; next < live.size(); ++next)
      (void)walkSymbolUses(live[next], [&](Operation *, SymbolRefAttr ref) {
        if (Operation *target = symbols.lookup(ref.getRootReference()))
          live.insert(target);
      });

    // Sweep, in module order.
    SmallVector<Operation *> dead;
    for (Operation &op : module.getOps())
      if (!live.contains(&op))
        dead.push_back(&op);
    // Erased functions take their blocks, traits and calls with them.
    PassOutcome outcome;
    outcome.changed = outcome.changedCFG = outcome.changedTraits =
        outcome.changedCalls = !dead.empty();
    PassReporter moduleReporter(getArgument(), module);
    finishPass(moduleReporter, module, outcome,
               getPassState().preservedAnalyses);
    for (Operation *op : dead) {
      auto symbol = cast<SymbolOpInterface>(op);
      PassReporter reporter(getArgument(), op);
      // Every request in the function, and its own, ends with it (O-28).
      bool failed = mlir::failed(
          endRequests(reporter, op, DenyReason::AlreadyDone,
                      isa<FuncOp>(op) ? "the function is never referenced "
                                        "and was removed"
                                      : "the global is never referenced"));
      if (failed)
        return signalPassFailure();
      LLVM_DEBUG(llvm::dbgs() << "  - remove @" << symbol.getName() << "\n");
      if (isa<FuncOp>(op))
        ++numFunctionsErased;
      else
        ++numGlobalsErased;
      reporter.passed(op->getLoc(), "Removed",
                      (isa<FuncOp>(op) ? "removed unreferenced function @"
                                       : "removed unreferenced global @") +
                          symbol.getName());
      op->erase();
    }
  }
};
} // namespace
