//===- RequestAccounting.h - Every request ends with one result -*- C++ -*-===//
//
// 007 O-28 and invariant 5, made checkable: every action request that
// exists during an optimizer run ends with exactly one RequestResult. This
// header is the one place that knows how.
//
// Identity. A request is the RequestAttr on its op (the carrier: a call, a
// function, a latch branch, a block terminator) in its function — never a
// remark text or a source location. While `vir-optimize` runs, each action
// request is given a name, "<function>#<n>", kept on its carrier in the
// discardable attribute `vct.request_ids` (a dictionary from request kind
// to name) and registered with the OptimizerSession. The reporter records
// a request's first result and ignores later ones (a request re-evaluated
// in a later round keeps its first result). At the end of the run the
// pipeline gives a result to every request that has none — still on the IR,
// or gone with code a pass deleted without accounting for it — and strips
// the names. Outside `vir-optimize` (a pass run on its own) requests have
// no names and every evaluation is recorded.
//
// Copies. A pass that copies code (inlining, unrolling, peeling,
// unswitching, jump threading) says, for each request kind, what the copy
// does with it (ARCHITECTURE §5.7): it inherits it as a request of its own,
// which will get its own result, or drops it, the original's result
// speaking for both.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_TRANSFORMS_UTILS_REQUESTACCOUNTING_H
#define VCT_TRANSFORMS_UTILS_REQUESTACCOUNTING_H

#include "vct/Dialect/VIR/IR/VIRAttrs.h"
#include "vct/Optimizer/Requests.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/Twine.h"

#include <optional>
#include <string>

namespace vct {
class OptimizerSession;
class PassReporter;

/// What a copy of code does with an action request it carries.
enum class CopiedRequestPolicy {
  /// The copy carries the request as a request of its own, with its own
  /// result to come (an inlined copy of a requested loop).
  Inherit,
  /// The copy loses the request; the original's result speaks for both (a
  /// peeled iteration is not a loop).
  Drop,
};

/// Applies `policy` to every action request on `copy` and on the ops nested
/// in it (not inside vir.opaque_region): inherited requests get names of
/// their own in the function now holding `copy`, dropped ones are removed
/// from the trait lists.
void applyCopiedRequestPolicy(
    mlir::Operation *copy,
    llvm::function_ref<CopiedRequestPolicy(vir::RequestKind)> policy);

/// The same policy for every kind.
void applyCopiedRequestPolicy(mlir::Operation *copy,
                              CopiedRequestPolicy policy);

/// Records the result of `request` on `carrier`: denied for `reason` with
/// `note`, or accepted with `note` when `reason` is null. Fails on an
/// internal compiler error.
mlir::LogicalResult recordRequestResult(PassReporter &reporter,
                                        mlir::Operation *carrier,
                                        vir::RequestAttr request,
                                        std::optional<DenyReason> reason,
                                        const llvm::Twine &note);

/// Removes `requests` from the trait list of `carrier` (consumed: a rotated
/// loop is not rotated again in a later round); the requests it keeps keep
/// their names.
void consumeRequests(mlir::Operation *carrier,
                     llvm::ArrayRef<vir::RequestAttr> requests);

/// Removes the request names from `op` and the ops nested in it: a
/// transient copy that is itself copied on before it is deleted, whose
/// requests are not requests of their own.
void forgetRequestIds(mlir::Operation *op);

/// Gives the request names of `from` to `to`, which now carries (some of)
/// its traits: a terminator replaced by another (simplify-cfg, sccp).
void transferRequestIds(mlir::Operation *from, mlir::Operation *to);

/// Ends every action request on `root` and on the ops nested in it that has
/// no result yet, denied for `reason` with `note` (code about to be
/// deleted: AlreadyDone, "the function is never referenced"). Fails on an
/// internal compiler error.
mlir::LogicalResult endRequests(PassReporter &reporter, mlir::Operation *root,
                                DenyReason reason, llvm::StringRef note);

/// Why no pass of the running pipeline gives requests of some kind a
/// result: no pass implements the kind, or its pass is switched off.
struct Unevaluated {
  DenyReason reason;
  std::string note;
};
/// For a request kind, why no pass of the pipeline evaluates it, or nullopt
/// when one does.
using RequestCoverage =
    llvm::function_ref<std::optional<Unevaluated>(vir::RequestKind)>;

/// Names every action request in `module` (the start of a `vir-optimize`
/// run) and registers it with `session`.
void nameRequests(mlir::ModuleOp module, OptimizerSession &session);

/// The end of a `vir-optimize` run: records a result for every named
/// request that has none — on the IR (as `coverage` says: not implemented,
/// pass switched off, or not reached) or deleted with its code — and strips
/// the names. Fails on an internal compiler error.
mlir::LogicalResult finishRequests(mlir::ModuleOp module,
                                   OptimizerSession &session,
                                   RequestCoverage coverage);

/// The name of request `kind` on `carrier`, or "" outside `vir-optimize`.
std::string getRequestId(mlir::Operation *carrier, vir::RequestKind kind);

} // namespace vct

#endif // VCT_TRANSFORMS_UTILS_REQUESTACCOUNTING_H
