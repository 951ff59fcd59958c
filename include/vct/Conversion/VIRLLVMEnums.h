//===- VIRLLVMEnums.h - VIR <-> LLVM dialect enum mapping -------*- C++ -*-===//
//
// The one mapping between VIR's and the LLVM dialect's predicates, atomic
// orderings and fast-math flags, used by both the LLVM backend (VIR -> LLVM)
// and the importer (LLVM -> VIR). VIR numbers its comparison predicates and
// orderings exactly as LLVM does, so those convert by value; the static
// assertions keep that true.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_CONVERSION_VIRLLVMENUMS_H
#define VCT_CONVERSION_VIRLLVMENUMS_H

#include "vct/Dialect/VIR/IR/VIRAttrs.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

#include <optional>
#include <utility>

namespace vct {

#define VCT_SAME_ENUM_VALUE(VirEnum, LLVMEnum, Case)                           \
  static_assert(static_cast<uint64_t>(vir::VirEnum::Case) ==                   \
                    static_cast<uint64_t>(mlir::LLVM::LLVMEnum::Case),         \
                "VIR and LLVM disagree on " #VirEnum "::" #Case);
VCT_SAME_ENUM_VALUE(ICmpPredicate, ICmpPredicate, eq)
VCT_SAME_ENUM_VALUE(ICmpPredicate, ICmpPredicate, ne)
VCT_SAME_ENUM_VALUE(ICmpPredicate, ICmpPredicate, slt)
VCT_SAME_ENUM_VALUE(ICmpPredicate, ICmpPredicate, sle)
VCT_SAME_ENUM_VALUE(ICmpPredicate, ICmpPredicate, sgt)
VCT_SAME_ENUM_VALUE(ICmpPredicate, ICmpPredicate, sge)
VCT_SAME_ENUM_VALUE(ICmpPredicate, ICmpPredicate, ult)
VCT_SAME_ENUM_VALUE(ICmpPredicate, ICmpPredicate, ule)
VCT_SAME_ENUM_VALUE(ICmpPredicate, ICmpPredicate, ugt)
VCT_SAME_ENUM_VALUE(ICmpPredicate, ICmpPredicate, uge)
VCT_SAME_ENUM_VALUE(FCmpPredicate, FCmpPredicate, oeq)
VCT_SAME_ENUM_VALUE(FCmpPredicate, FCmpPredicate, one)
VCT_SAME_ENUM_VALUE(FCmpPredicate, FCmpPredicate, ord)
VCT_SAME_ENUM_VALUE(FCmpPredicate, FCmpPredicate, une)
VCT_SAME_ENUM_VALUE(FCmpPredicate, FCmpPredicate, uno)
VCT_SAME_ENUM_VALUE(AtomicOrdering, AtomicOrdering, unordered)
VCT_SAME_ENUM_VALUE(AtomicOrdering, AtomicOrdering, monotonic)
VCT_SAME_ENUM_VALUE(AtomicOrdering, AtomicOrdering, acquire)
VCT_SAME_ENUM_VALUE(AtomicOrdering, AtomicOrdering, release)
VCT_SAME_ENUM_VALUE(AtomicOrdering, AtomicOrdering, acq_rel)
VCT_SAME_ENUM_VALUE(AtomicOrdering, AtomicOrdering, seq_cst)
VCT_SAME_ENUM_VALUE(AtomicRMWKind, AtomicBinOp, xchg)
VCT_SAME_ENUM_VALUE(AtomicRMWKind, AtomicBinOp, add)
VCT_SAME_ENUM_VALUE(AtomicRMWKind, AtomicBinOp, sub)
VCT_SAME_ENUM_VALUE(AtomicRMWKind, AtomicBinOp, nand)
VCT_SAME_ENUM_VALUE(AtomicRMWKind, AtomicBinOp, umax)
VCT_SAME_ENUM_VALUE(AtomicRMWKind, AtomicBinOp, umin)
#undef VCT_SAME_ENUM_VALUE
#define VCT_SAME_ENUM_VALUE2(VirCase, LLVMCase)                                \
  static_assert(static_cast<uint64_t>(vir::AtomicRMWKind::VirCase) ==          \
                    static_cast<uint64_t>(mlir::LLVM::AtomicBinOp::LLVMCase),  \
                "VIR and LLVM disagree on AtomicRMWKind::" #VirCase);
VCT_SAME_ENUM_VALUE2(and_, _and)
VCT_SAME_ENUM_VALUE2(or_, _or)
VCT_SAME_ENUM_VALUE2(xor_, _xor)
VCT_SAME_ENUM_VALUE2(smax, max)
VCT_SAME_ENUM_VALUE2(smin, min)
#undef VCT_SAME_ENUM_VALUE2
static_assert(static_cast<uint64_t>(vir::FCmpPredicate::true_) ==
                  static_cast<uint64_t>(mlir::LLVM::FCmpPredicate::_true),
              "VIR and LLVM disagree on FCmpPredicate::true");

inline mlir::LLVM::ICmpPredicate toLLVM(vir::ICmpPredicate pred) {
  return static_cast<mlir::LLVM::ICmpPredicate>(pred);
}
inline vir::ICmpPredicate fromLLVM(mlir::LLVM::ICmpPredicate pred) {
  return static_cast<vir::ICmpPredicate>(pred);
}
inline mlir::LLVM::FCmpPredicate toLLVM(vir::FCmpPredicate pred) {
  return static_cast<mlir::LLVM::FCmpPredicate>(pred);
}
inline vir::FCmpPredicate fromLLVM(mlir::LLVM::FCmpPredicate pred) {
  return static_cast<vir::FCmpPredicate>(pred);
}
inline mlir::LLVM::AtomicOrdering toLLVM(vir::AtomicOrdering ordering) {
  return static_cast<mlir::LLVM::AtomicOrdering>(ordering);
}
/// Null for `not_atomic`.
inline std::optional<vir::AtomicOrdering>
fromLLVM(mlir::LLVM::AtomicOrdering ordering) {
  if (ordering == mlir::LLVM::AtomicOrdering::not_atomic)
    return std::nullopt;
  return static_cast<vir::AtomicOrdering>(ordering);
}

inline mlir::LLVM::AtomicBinOp toLLVM(vir::AtomicRMWKind kind) {
  return static_cast<mlir::LLVM::AtomicBinOp>(kind);
}
/// Null for the floating-point and saturating operations VIR lacks.
inline std::optional<vir::AtomicRMWKind>
fromLLVM(mlir::LLVM::AtomicBinOp kind) {
  if (static_cast<uint64_t>(kind) >
      static_cast<uint64_t>(mlir::LLVM::AtomicBinOp::umin))
    return std::nullopt;
  return static_cast<vir::AtomicRMWKind>(kind);
}

/// Fast-math flags are numbered differently: one table serves both ways.
inline constexpr std::pair<vir::FastMathFlags, mlir::LLVM::FastmathFlags>
    kFastMathPairs[] = {
        {vir::FastMathFlags::reassoc, mlir::LLVM::FastmathFlags::reassoc},
        {vir::FastMathFlags::nnan, mlir::LLVM::FastmathFlags::nnan},
        {vir::FastMathFlags::ninf, mlir::LLVM::FastmathFlags::ninf},
        {vir::FastMathFlags::nsz, mlir::LLVM::FastmathFlags::nsz},
        {vir::FastMathFlags::arcp, mlir::LLVM::FastmathFlags::arcp},
        {vir::FastMathFlags::contract, mlir::LLVM::FastmathFlags::contract},
        {vir::FastMathFlags::afn, mlir::LLVM::FastmathFlags::afn},
};

inline mlir::LLVM::FastmathFlags toLLVM(vir::FastMathFlags flags) {
  mlir::LLVM::FastmathFlags result = mlir::LLVM::FastmathFlags::none;
  for (auto [virFlag, llvmFlag] : kFastMathPairs)
    if (vir::bitEnumContainsAll(flags, virFlag))
      result = result | llvmFlag;
  return result;
}
inline vir::FastMathFlags fromLLVM(mlir::LLVM::FastmathFlags flags) {
  vir::FastMathFlags result = vir::FastMathFlags::none;
  for (auto [virFlag, llvmFlag] : kFastMathPairs)
    if (mlir::LLVM::bitEnumContainsAll(flags, llvmFlag))
      result = result | virFlag;
  return result;
}

} // namespace vct

#endif // VCT_CONVERSION_VIRLLVMENUMS_H
