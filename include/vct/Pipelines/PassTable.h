//===- PassTable.h - The optimizer's pipeline as a table of slots -*- C++
//-*-===//
//
// The one declarative description of the VIR pipeline (007 §4.4,
// ARCHITECTURE §5.1, STYLE §5): an ordered table of slots and, beside it,
// the ordering constraints between slots with the reason for each. A slot
// names the pass that fills it (by its `-f` name, which is also its MLIR
// pass argument), its stage, the levels it runs at and its options per
// level. One pass may fill several slots (a second instcombine after the
// loop passes, a late simplify-cfg). Pipelines are built from the table
// only (vct/Pipelines/Pipeline.h); unittests/Pipelines/PassTableTest.cpp
// checks the constraints, and test/Pipelines/ the printed pipelines.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_PIPELINES_PASSTABLE_H
#define VCT_PIPELINES_PASSTABLE_H

#include "vct/Dialect/VIR/IR/VIRAttrs.h"
#include "vct/Optimizer/OptimizerConfig.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace vct {

/// A set of optimization levels at which a slot runs.
enum LevelMask : unsigned {
  kAtO2 = 1 << 0,
  kAtO3 = 1 << 1,
  kAtOfast = 1 << 2,
  kAtOz = 1 << 3,
  /// Every level that runs the optimizer.
  kAllLevels = kAtO2 | kAtO3 | kAtOfast | kAtOz,
  /// Every level but the size-first one.
  kNotAtOz = kAtO2 | kAtO3 | kAtOfast,
};

/// The stages of 007 §4.4, numbered 1..8.
llvm::StringRef getStageName(unsigned stage);

/// One row of the table.
struct PassSlot {
  /// The slot's name, unique in the table ("instcombine",
  /// "late-simplify-cfg").
  llvm::StringLiteral name;
  /// The pass filling it: its `-f` name and MLIR pass argument.
  llvm::StringLiteral pass;
  /// 1..8.
  unsigned stage;
  /// The levels it runs at (toggles aside).
  unsigned levels;
  /// Runs on the module (IPA) rather than on each function.
  bool isModulePass;
  /// Takes the `max-iterations` option (vir.max_iterations).
  bool takesBudget;
  /// Pass options (the textual form, as in `--pass-pipeline`) at -O2, at
  /// -O3 and -Ofast, and at -Oz; empty means the pass's defaults.
  llvm::StringLiteral options, aggressiveOptions, sizeFirstOptions;
  /// The action-request kinds the pass evaluates (and gives results).
  llvm::ArrayRef<vir::RequestKind> requests;
};

/// `before` must run before `after` (by slot name), because of `reason`.
struct OrderingConstraint {
  llvm::StringLiteral before, after;
  llvm::StringLiteral reason;
};

/// The slots, in pipeline order.
llvm::ArrayRef<PassSlot> getPassSlots();
/// The constraints between them.
llvm::ArrayRef<OrderingConstraint> getOrderingConstraints();

/// Checks `slots` against `constraints` and the table's own rules (unique
/// slot names, stages in order, constraints naming existing slots). On
/// failure `error` says what is wrong, for a constraint as
/// "<a> must run before <b>: <reason>".
bool verifyPassTable(llvm::ArrayRef<PassSlot> slots,
                     llvm::ArrayRef<OrderingConstraint> constraints,
                     std::string &error);

/// True if `slot` is part of the pipeline `config` builds: its level, then
/// the toggles of its pass (the last one wins). Nothing runs at -O0/-O1.
bool isSlotEnabled(const PassSlot &slot, const OptimizerConfig &config);

/// The options `slot`'s pass gets under `config` (the budget included).
std::string getSlotOptions(const PassSlot &slot, const OptimizerConfig &config);

/// True if some slot's pass is `pass`.
bool isOptimizerPass(llvm::StringRef pass);

} // namespace vct

#endif // VCT_PIPELINES_PASSTABLE_H
