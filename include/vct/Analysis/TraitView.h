//===- TraitView.h - Epoch-checked access to traits -------------*- C++ -*-===//
//
// The question every VIR pass asks before it transforms: "which valid traits
// does this operation, function, argument or value carry?". A TraitView
// answers it for one subject, splitting the attached traits into the
// epoch-valid ones (usable facts and requests) and the stale ones (to be
// ignored, with a remark). Passes read traits only through this class, so
// O-12's "never use a stale trait" holds by construction.
//
// A view is a snapshot: build a new one after the function's epoch moves.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_ANALYSIS_TRAITVIEW_H
#define VCT_ANALYSIS_TRAITVIEW_H

#include "vct/Dialect/VIR/IR/VIRAttrs.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"

#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

namespace vct {

class TraitView {
public:
  /// The traits on `op` itself; for a vir.func, the function's own traits.
  static TraitView forOp(mlir::Operation *op);
  /// The traits of argument `index` of `func`.
  static TraitView forArgument(vir::FuncOp func, unsigned index);
  /// The access-edge traits of argument `index` of `call`.
  static TraitView forCallArgument(vir::CallOp call, unsigned index);
  /// The traits describing `value`: the defining op's traits for the result
  /// of a single-result op, the argument traits for an entry-block argument
  /// of a vir.func, nothing otherwise (block arguments of other blocks carry
  /// no traits).
  static TraitView forValue(mlir::Value value);
  /// The traits in `traits` judged against the function epoch `epoch`: for
  /// clients that move ops out of their function (e.g. dialect conversion)
  /// and recorded the epoch beforehand.
  static TraitView forList(llvm::ArrayRef<mlir::Attribute> traits,
                           int64_t epoch);

  /// The epoch-valid traits, in attachment order.
  llvm::ArrayRef<vir::TraitAttrInterface> getValid() const { return valid; }
  /// The stale traits (stamped at an older epoch), in attachment order.
  llvm::ArrayRef<vir::TraitAttrInterface> getStale() const { return stale; }

  /// The first valid trait of type `TraitT`, or null.
  template <typename TraitT>
  TraitT get() const {
    for (vir::TraitAttrInterface trait : valid)
      if (auto typed = llvm::dyn_cast<TraitT>(trait))
        return typed;
    return {};
  }

  /// True if a valid trait of type `TraitT` is present.
  template <typename TraitT>
  bool has() const {
    return static_cast<bool>(get<TraitT>());
  }

  /// The valid request of kind `kind`, or null.
  vir::RequestAttr getRequest(vir::RequestKind kind) const;
  /// All valid requests, in attachment order.
  llvm::SmallVector<vir::RequestAttr> getRequests() const;

  /// True if a stale trait of type `TraitT` is present (for the "ignored
  /// stale trait" remark).
  template <typename TraitT>
  bool hasStale() const {
    return llvm::any_of(stale, [](vir::TraitAttrInterface trait) {
      return llvm::isa<TraitT>(trait);
    });
  }

private:
  TraitView(llvm::ArrayRef<mlir::Attribute> traits,
            std::optional<int64_t> epoch);

  llvm::SmallVector<vir::TraitAttrInterface, 4> valid;
  llvm::SmallVector<vir::TraitAttrInterface, 2> stale;
};

} // namespace vct

#endif // VCT_ANALYSIS_TRAITVIEW_H
