//===- Reporter.h - How a VIR pass reports its decisions --------*- C++ -*-===//
//
// The one way a VIR pass speaks (O-47): remarks about what it did or could
// not do, request results with the severity 007 O-24..O-27 gives them, and
// budget warnings (O-41). Everything goes through MLIR's diagnostic engine
// (deterministic under threads: the pass manager orders diagnostics of
// parallel functions) and, when an OptimizerSession is attached, into its
// request log and remark file.
//
// Remark text (O-49):
//   VIR: <pass>: <message>
//   VIR: denied <request> on <subject>, <DenyReason> (<note>)
//   VIR: accepted <request> on <subject> (<note>)
//
//===----------------------------------------------------------------------===//

#ifndef VCT_OPTIMIZER_REPORTER_H
#define VCT_OPTIMIZER_REPORTER_H

#include "vct/Optimizer/Requests.h"

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

namespace vct {
class OptimizerSession;

class PassReporter {
public:
  /// A reporter for pass `pass` working on `scope` (a vir.func, or the
  /// module for module passes).
  PassReporter(llvm::StringRef pass, mlir::Operation *scope);

  /// True if remarks are on: build expensive remark text only then.
  bool remarksEnabled() const;

  /// A transform was done at `loc`. `name` is the remark's stable name.
  void passed(mlir::Location loc, llvm::StringRef name,
              const llvm::Twine &message);
  /// A transform was considered at `loc` and not done.
  void missed(mlir::Location loc, llvm::StringRef name,
              const llvm::Twine &message);

  /// Records `result` for the request it names, attached to `subject`
  /// (described for humans by `subjectText`, e.g. "call to @g"), and reports
  /// it: a soft request's outcome as a remark; a denied strong request as a
  /// warning, or as an internal compiler error when denied for Illegality
  /// or ContradictsTrait. Returns failure exactly in that last case; the
  /// pass must then signal failure.
  ///
  /// `carrier` is the op the request is attached to when that is not
  /// `subject` (a callee's call-edge request evaluated at one of its calls).
  /// During a `vir-optimize` run a request keeps its first result: later
  /// evaluations of the same request (the attribute on its carrier) are not
  /// recorded again (RequestAccounting.h).
  mlir::LogicalResult recordRequest(mlir::Operation *subject,
                                    llvm::StringRef subjectText,
                                    const RequestResult &result,
                                    mlir::Operation *carrier = nullptr);

  /// recordRequest for a request whose carrier may be gone: `id` is its
  /// name ("" for none), `loc` where it was.
  mlir::LogicalResult recordNamedRequest(mlir::Location loc,
                                         llvm::StringRef subjectText,
                                         const RequestResult &result,
                                         llvm::StringRef id);

  /// Warns that the budget `budget` ran out at `op`, and what was left
  /// undone (O-41: a warning, never an error).
  void budgetExhausted(mlir::Operation *op, llvm::StringRef budget,
                       const llvm::Twine &what);

private:
  void remark(llvm::StringRef kind, mlir::Location loc, llvm::StringRef name,
              const llvm::Twine &message);

  std::string pass;
  std::string function;
  OptimizerSession *session;
};

/// The name `vir-optimize` gave the request of kind `kind` (its printed
/// name) on `carrier`, or "" (RequestAccounting.h).
std::string lookupRequestId(mlir::Operation *carrier, llvm::StringRef kind);

/// "file:line:col" for a file location (looking through names, call sites
/// and fused locations), "" otherwise.
std::string formatLocation(mlir::Location loc);

} // namespace vct

#endif // VCT_OPTIMIZER_REPORTER_H
