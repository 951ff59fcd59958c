//===- PassTable.cpp - The optimizer's pipeline as a table of slots -------===//
//
// The table itself. To add a pass: a row in its stage, at the position
// 007 §4.4 gives it, and the constraints that explain where it sits (STYLE
// §5, §10). PassTableTest fails when a constraint is broken, a slot's pass
// is not registered, or an optimizer pass has no slot.
//
//===----------------------------------------------------------------------===//

#include "vct/Pipelines/PassTable.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"

using namespace vct;
using vir::RequestKind;

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

static constexpr RequestKind kInlineRequests[] = {
    RequestKind::inline_, RequestKind::always_inline, RequestKind::no_inline,
    RequestKind::cold_call, RequestKind::likely_call};
static constexpr RequestKind kLICMRequests[] = {RequestKind::licm};
static constexpr llvm::ArrayRef<RequestKind> kNoRequests;
static constexpr RequestKind kRotateRequests[] = {RequestKind::rotate};
static constexpr RequestKind kUnrollRequests[] = {RequestKind::unroll};
static constexpr RequestKind kTailRequests[] = {
    RequestKind::tail_call, RequestKind::must_tail, RequestKind::no_tail};
static constexpr RequestKind kLayoutRequests[] = {RequestKind::hot_path,
                                                  RequestKind::cold_path};

/// A function pass with the budget and no other options.
static constexpr PassSlot functionSlot(llvm::StringLiteral name, unsigned stage,
                                       unsigned levels = kAllLevels) {
  return {name, name, stage, levels, false, true, "", "", "", {}};
}

/// A second slot of function pass `pass`, with the budget and no other
/// options.
static constexpr PassSlot cleanupSlot(llvm::StringLiteral name,
                                      llvm::StringLiteral pass,
                                      unsigned stage) {
  return {name, pass, stage, kAllLevels, false, true, "", "", "", {}};
}

/// A module pass with no options but the budget, if it takes one.
static constexpr PassSlot moduleSlot(llvm::StringLiteral name, unsigned stage,
                                     bool takesBudget) {
  return {name, name, stage, kAllLevels, true, takesBudget, "", "", "", {}};
}

static const PassSlot kSlots[] = {
    // Stage 1: canonicalize.
    functionSlot("mem2reg", 1),
    functionSlot("sroa", 1),
    functionSlot("instcombine", 1),
    functionSlot("simplify-cfg", 1),
    functionSlot("early-cse", 1),
    functionSlot("dce", 1),
    // Stage 2: scalar.
    functionSlot("gvn", 2),
    functionSlot("sccp", 2),
    {"licm", "licm", 2, kAllLevels, false, true, "", "", "", kLICMRequests},
    functionSlot("indvars", 2),
    functionSlot("reassociate", 2),
    // Stage 3: IPA. The inliner's budget rises at -O3/-Ofast and shrinks at
    // -Oz (O-43, O-45).
    {"inline", "inline", 3, kAllLevels, true, true, "threshold=60",
     "threshold=150", "threshold=12", kInlineRequests},
    moduleSlot("globaldce", 3, /*takesBudget=*/false),
    moduleSlot("ipsccp", 3, /*takesBudget=*/true),
    moduleSlot("function-attrs", 3, /*takesBudget=*/true),
    // Stage 4: loops. Rotation first: the other loop passes want
    // bottom-tested loops. A smaller header budget at -Oz: each rotation
    // copies the header once more (O-45).
    {"loop-rotate", "loop-rotate", 4, kAllLevels, false, true,
     "max-header-size=16", "max-header-size=24", "max-header-size=6",
     kRotateRequests},
    // Larger unroll budgets at -O3/-Ofast (O-43); at -Oz only full unrolls
    // that do not grow the code, and no partial ones (O-45).
    {"loop-unroll", "loop-unroll", 4, kAllLevels, false, true,
     "full-budget=200 max-full-trip=32 partial-budget=96",
     "full-budget=400 max-full-trip=64 partial-budget=192",
     "only-shrinking=true partial-budget=0", kUnrollRequests},
    // Cleanup of what the loop passes leave: unrolled copies compute on
    // constant induction values and form chains of blocks.
    cleanupSlot("instcombine-after-loops", "instcombine", 4),
    cleanupSlot("simplify-cfg-after-loops", "simplify-cfg", 4),
    // Stage 7: control flow. At -Oz jump-threading threads only the edges
    // that copy nothing.
    functionSlot("prune-unreachable", 7),
    {"jump-threading", "jump-threading", 7, kAllLevels, false, true, "", "",
     "max-duplicated-ops=0", kNoRequests},
    functionSlot("phiopt", 7),
    {"tail-call", "tail-call", 7, kAllLevels, true, true, "", "", "",
     kTailRequests},
    // Last in the stage: it orders the CFG the others leave.
    {"block-layout", "block-layout", 7, kAllLevels, false, true, "", "", "",
     kLayoutRequests},
};

static const OrderingConstraint kConstraints[] = {
    {"mem2reg", "instcombine",
     "instcombine rewrites SSA values, which mem2reg makes of promoted slots"},
    {"simplify-cfg", "early-cse",
     "early-cse scopes by dominance; merged blocks give it larger scopes"},
    {"gvn", "licm",
     "the loads and expressions gvn merges leave fewer, simpler operations "
     "for licm to hoist"},
    {"sccp", "licm",
     "sccp removes the branches it proves constant, so licm sees the loops "
     "that remain"},
    {"licm", "indvars",
     "indvars reads exit tests against bounds that licm made invariant"},
    {"indvars", "reassociate", "007 §4.4 orders stage 2 so"},
    {"inline", "globaldce",
     "globaldce removes the callees inlining left without calls"},
    {"inline", "ipsccp",
     "ipsccp propagates the constants inlining exposes across calls"},
    {"ipsccp", "function-attrs",
     "function-attrs summarises the bodies ipsccp simplified"},
    {"function-attrs", "loop-rotate",
     "the loop passes copy code inlining brought in, after the call facts "
     "are known (007 §4.4: stage 4 after stage 3)"},
    {"loop-rotate", "loop-unroll",
     "loop-unroll handles bottom-tested loops only (the latch tests and "
     "exits), the shape rotation makes; 007 lists unroll first, but its "
     "counted-loop test needs the rotated form"},
    {"loop-unroll", "instcombine-after-loops",
     "fully unrolled copies compute on constant induction values that "
     "instcombine folds, and their dead exit tests go"},
    {"loop-rotate", "instcombine-after-loops",
     "a rotated loop's guard compares the start with the bound, which "
     "instcombine folds when both are constants"},
    {"instcombine-after-loops", "simplify-cfg-after-loops",
     "folded guards become constant branches for simplify-cfg, which also "
     "merges the chain of blocks a full unroll leaves"},
    {"jump-threading", "phiopt",
     "the join jump-threading removes (a branch on an i1 block argument) is "
     "a triangle phiopt would otherwise turn into a select feeding the "
     "branch"},
    {"prune-unreachable", "jump-threading",
     "an edge into a block that only reaches vir.unreachable is gone before "
     "jump-threading would copy a block to thread it"},
    {"phiopt", "block-layout",
     "phiopt merges converted joins into their heads; block-layout orders "
     "the blocks that remain"},
    {"tail-call", "block-layout",
     "tail-recursion elimination makes a loop, whose body block-layout "
     "keeps contiguous"},
    {"jump-threading", "block-layout",
     "block-layout orders the final CFG: the blocks threading adds would "
     "otherwise land where they were made"},
};

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

llvm::StringRef vct::getStageName(unsigned stage) {
  static const char *const names[] = {"canonicalize", "scalar",      "ipa",
                                      "loops",        "vectorize",   "memory",
                                      "control-flow", "codegen-prep"};
  return stage >= 1 && stage <= 8 ? names[stage - 1] : "unknown";
}

llvm::ArrayRef<PassSlot> vct::getPassSlots() { return kSlots; }

llvm::ArrayRef<OrderingConstraint> vct::getOrderingConstraints() {
  return kConstraints;
}

bool vct::verifyPassTable(llvm::ArrayRef<PassSlot> slots,
                          llvm::ArrayRef<OrderingConstraint> constraints,
                          std::string &error) {
  llvm::StringMap<unsigned> position;
  unsigned stage = 0;
  for (auto [index, slot] : llvm::enumerate(slots)) {
    if (!position.try_emplace(slot.name, index).second) {
      error = llvm::formatv("slot '{0}' appears twice", slot.name).str();
      return false;
    }
    if (slot.stage < 1 || slot.stage > 8 || slot.stage < stage) {
      error = llvm::formatv("slot '{0}' of stage {1} comes after stage {2}: "
                            "stages run in order (007 §4.4, O-18)",
                            slot.name, slot.stage, stage)
                  .str();
      return false;
    }
    stage = slot.stage;
  }
  for (const OrderingConstraint &constraint : constraints) {
    auto before = position.find(constraint.before);
    auto after = position.find(constraint.after);
    if (before == position.end() || after == position.end()) {
      error = llvm::formatv("constraint '{0}' before '{1}' names no slot",
                            constraint.before, constraint.after)
                  .str();
      return false;
    }
    if (before->second >= after->second) {
      error = llvm::formatv("{0} must run before {1}: {2}", constraint.before,
                            constraint.after, constraint.reason)
                  .str();
      return false;
    }
  }
  return true;
}

static unsigned getLevelBit(OptLevel level) {
  switch (level) {
  case OptLevel::O2:
    return kAtO2;
  case OptLevel::O3:
    return kAtO3;
  case OptLevel::Ofast:
    return kAtOfast;
  case OptLevel::Oz:
    return kAtOz;
  case OptLevel::O0:
  case OptLevel::O1:
    return 0;
  }
  return 0;
}

bool vct::isSlotEnabled(const PassSlot &slot, const OptimizerConfig &config) {
  // At -O0 and -O1 nothing runs, whatever the toggles say (O-42).
  if (!config.runsOptimizer())
    return false;
  if (std::optional<bool> toggle = config.getToggle(slot.pass))
    return *toggle;
  return (slot.levels & getLevelBit(config.level)) != 0;
}

std::string vct::getSlotOptions(const PassSlot &slot,
                                const OptimizerConfig &config) {
  llvm::StringRef options = slot.options;
  if (config.isAggressive() && !slot.aggressiveOptions.empty())
    options = slot.aggressiveOptions;
  else if (config.isSizeFirst() && !slot.sizeFirstOptions.empty())
    options = slot.sizeFirstOptions;
  std::string result;
  if (slot.takesBudget)
    result = llvm::formatv("max-iterations={0}", config.maxIterations).str();
  if (!options.empty())
    result += (result.empty() ? "" : " ") + options.str();
  return result;
}

bool vct::isOptimizerPass(llvm::StringRef pass) {
  return llvm::any_of(kSlots,
                      [&](const PassSlot &slot) { return slot.pass == pass; });
}
