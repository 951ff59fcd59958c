//===- PassTableTest.cpp - The pass table's order and completeness --------===//
//
// The pipeline is one table of slots with ordering constraints beside it
// (STYLE §5). These tests fail with "<a> must run before <b>: <reason>" when
// the table breaks a constraint, and when a slot names a pass that is not
// registered or an optimizer pass of Passes.td has no slot.
//
//===----------------------------------------------------------------------===//

#include "vct/Pipelines/PassTable.h"
#include "vct/Transforms/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Regex.h"

#include "gtest/gtest.h"

#include <vector>

using namespace vct;

namespace {

const PassSlot *findSlot(std::vector<PassSlot> &slots, llvm::StringRef name) {
  for (PassSlot &slot : slots)
    if (slot.name == name)
      return &slot;
  return nullptr;
}

TEST(PassTableTest, TableMeetsItsConstraints) {
  std::string error;
  EXPECT_TRUE(verifyPassTable(getPassSlots(), getOrderingConstraints(), error))
      << error;
}

TEST(PassTableTest, SwappingConstrainedSlotsFailsWithTheReason) {
  // Every constraint, broken in turn by swapping its two slots.
  for (const OrderingConstraint &constraint : getOrderingConstraints()) {
    std::vector<PassSlot> slots(getPassSlots().begin(), getPassSlots().end());
    auto before = llvm::find_if(slots, [&](const PassSlot &slot) {
      return slot.name == constraint.before;
    });
    auto after = llvm::find_if(slots, [&](const PassSlot &slot) {
      return slot.name == constraint.after;
    });
    ASSERT_NE(before, slots.end());
    ASSERT_NE(after, slots.end());
    std::swap(*before, *after);
    // Swapping across stages also breaks stage order; keep the stages where
    // they were so that the constraint is what fails.
    std::swap(before->stage, after->stage);
    std::string error;
    EXPECT_FALSE(verifyPassTable(slots, getOrderingConstraints(), error));
    // (Another constraint on the same slots may be reported first.)
    EXPECT_FALSE(verifyPassTable(slots, constraint, error));
    EXPECT_EQ(error, (constraint.before + " must run before " +
                      constraint.after + ": " + constraint.reason)
                         .str());
  }
}

TEST(PassTableTest, StagesRunInOrder) {
  std::vector<PassSlot> slots(getPassSlots().begin(), getPassSlots().end());
  ASSERT_GE(slots.size(), 2u);
  slots.front().stage = 8;
  std::string error;
  EXPECT_FALSE(verifyPassTable(slots, {}, error));
  EXPECT_NE(error.find("stages run in order"), std::string::npos) << error;
}

TEST(PassTableTest, SlotNamesAreUnique) {
  std::vector<PassSlot> slots(getPassSlots().begin(), getPassSlots().end());
  slots.push_back(slots.back());
  std::string error;
  EXPECT_FALSE(verifyPassTable(slots, {}, error));
  EXPECT_NE(error.find("appears twice"), std::string::npos) << error;
}

TEST(PassTableTest, EverySlotsPassIsRegistered) {
  registerVCTTransformsPasses();
  for (const PassSlot &slot : getPassSlots())
    EXPECT_NE(mlir::PassInfo::lookup(slot.pass), nullptr)
        << "slot '" << slot.name.str() << "': no pass '" << slot.pass.str()
        << "' is registered";
}

TEST(PassTableTest, EveryOptimizerPassHasASlot) {
  // The passes of include/vct/Transforms/Passes.td, but the driver.
  std::string path =
      std::string(VCT_SOURCE_DIR) + "/include/vct/Transforms/Passes.td";
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path);
  ASSERT_TRUE(bool(file)) << "cannot read " << path;
  llvm::Regex pass("Pass<\"([a-z0-9-]+)\"");
  llvm::StringRef text = (*file)->getBuffer();
  unsigned found = 0;
  llvm::SmallVector<llvm::StringRef, 2> matches;
  while (pass.match(text, &matches)) {
    llvm::StringRef name = matches[1];
    text = text.drop_front(text.find(matches[0]) + matches[0].size());
    if (name == "vir-optimize")
      continue;
    ++found;
    EXPECT_TRUE(isOptimizerPass(name))
        << "pass '" << name.str() << "' has no slot in the pass table";
  }
  EXPECT_GT(found, 10u);
}

TEST(PassTableTest, OptionsFollowTheLevel) {
  std::vector<PassSlot> slots(getPassSlots().begin(), getPassSlots().end());
  const PassSlot *inlineSlot = findSlot(slots, "inline");
  ASSERT_NE(inlineSlot, nullptr);
  OptimizerConfig config = OptimizerConfig::forLevel(OptLevel::O2);
  config.maxIterations = 7;
  EXPECT_EQ(getSlotOptions(*inlineSlot, config),
            "max-iterations=7 threshold=100");
  config.level = OptLevel::O3;
  EXPECT_EQ(getSlotOptions(*inlineSlot, config),
            "max-iterations=7 threshold=150");
  config.level = OptLevel::Oz;
  EXPECT_EQ(getSlotOptions(*inlineSlot, config),
            "max-iterations=7 threshold=12");
  const PassSlot *globaldce = findSlot(slots, "globaldce");
  ASSERT_NE(globaldce, nullptr);
  EXPECT_EQ(getSlotOptions(*globaldce, config), "");
}

TEST(PassTableTest, TogglesWinOverLevels) {
  OptimizerConfig config = OptimizerConfig::forLevel(OptLevel::Oz);
  for (const PassSlot &slot : getPassSlots()) {
    bool atOz = (slot.levels & kAtOz) != 0;
    EXPECT_EQ(isSlotEnabled(slot, config), atOz) << slot.name.str();
  }
  config.toggles = {{"gvn", false}};
  for (const PassSlot &slot : getPassSlots()) {
    if (slot.pass == "gvn") {
      EXPECT_FALSE(isSlotEnabled(slot, config));
    }
  }
}

} // namespace
