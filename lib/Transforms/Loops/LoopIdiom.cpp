//===- LoopIdiom.cpp - Loops that compute a known function ----------------===//
//
// A module pass (it may declare `strlen` and add constant tables). For each
// function, in module order, every innermost loop is matched against the
// two idioms below; a match is replaced by one call of the C library
// function or by table lookups, and the loop is deleted.
//
// strlen: a search for a NUL byte, as a while loop (a header that tests,
// a latch that steps) or bottom-tested in one block:
//
//   ^loop(%i, %n, ...):                      every block argument steps by
//     %a = vir.gep %s[%x] : i8               one (`vir.add %v, 1`, or a
//     %c = vir.load %a : i8                  pointer's `vir.gep %p[1] : i8`)
//     %t = vir.icmp ne %c, 0                 the address is one of them (or
//     vir.cond_br %t, ^loop(..), ^exit(..)   its next value), or `s[x]`
//                                            with x one of them, widened
//
// Iteration k (from 0) reads the byte at the address of the first
// iteration plus k, and the loop leaves at the first zero byte: it runs
// strlen(first address) + 1 tests, and every variable leaves as its start
// plus that length (its next value one more). The loop may hold nothing
// else but constants and casts of the variables; nothing else it computes
// may be used after it. The pass runs first in stage 4, before rotation
// would copy a while loop's test into a guard (which would stay before the
// call); a do-while loop, or one rotated in an earlier round, is the
// one-block form.
//
// Soundness, as a strict trait consumer:
//  - The C library exists only where the front end says so: the module's
//    `vir.hosted` (the trait producer's `libcalls` kind). A module that
//    defines `strlen` (whose loops may be strlen itself), declares it with
//    another type or names something else so is left alone.
//  - The byte offsets must not wrap: an index widened from a narrower
//    variable needs the matching no-wrap flag on its increment (`nsw` for
//    a sext, `nuw` for a zext), as the C front end writes for `s[i]` with
//    an `int i`. The other variables wrap as the loop would have.
//  - The call gets `#vir.nowrite`, `#vir.libcall<"strlen">` and, on its
//    argument, `#vir.nowrite` and `#vir.nocapture`, stamped at the
//    function's epoch: what the C standard says of strlen. The load's own
//    facts are not carried over.
//
// Every request on the deleted loop's operations gets an AlreadyDone
// result ("the loop became a call to strlen"). Loops inside a
// vir.opaque_region are not in the function's loops, and a loop holding
// one does not match (barrier).
//
// Beyond 007's table: ARCHITECTURE §5.1 admits a loop-idiom recognizer (to
// stage 6; it runs in stage 4 for the reason above). memset and memcpy
// loops are not rewritten: VCT vectorizes them,
// and the C library's copies of more than a few kilobytes count one
// instruction per byte in the project's measure (`rep stosb`), which
// makes the call slower by that measure than the vector loop it replaces.
//
// Bit-serial loops (a CRC computed a bit at a time): a counted loop with a
// constant trip count (4 to 65 runs of its exit test), of at most 64
// operations that touch no memory, whose integer header arguments other
// than the counter (the state, at most 128 bits) each iteration maps
// GF(2)-affinely (BitLinear.h: xor, shifts by constants, and/or with
// constants, extensions, truncations, `0 - b` and `b * c` of one bit, and
// a select or a branch's two arms that differ by a constant, chosen by one
// bit of the state). The values used after the loop are then affine maps
// of the state's start: the map of one iteration composed once per run,
// then the exit's. Each is rebuilt before the loop as the exclusive or of
// a shift of each input (the shift that moves most of its bits to single
// bits of the value) and lookups in constant tables indexed by eight bits
// of the inputs at a time (bytes whose columns are equal share a table,
// indexed by their exclusive or: a CRC's low byte and its data byte), plus
// a constant. At most two tables of 256 entries per loop: 32 iterations
// over a 32-bit state need four and stay (missed remark `NotTable`).
// A bit-serial CRC-16 loop of 8 iterations becomes `(crc << 8) ^
// T[crc >> 8]`, LLVM's Sarwate table. No trait is read: the maps are exact
// for every value. Requests on the loop get AlreadyDone results.
//
// Reference: LLVM's LoopIdiomRecognize (strlen, since LLVM 21; CRC loops
// through HashRecognize, since LLVM 22, which matches the CRC's shape where
// this evaluates the loop's map).
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/BitLinear.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/LibraryCalls.h"
#include "vct/Transforms/Utils/LoopUtils.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_LOOPIDIOMPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "loop-idiom"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

//===----------------------------------------------------------------------===//
// Analysis
//===----------------------------------------------------------------------===//

namespace {
/// A block argument of the loop that steps by one per iteration.
struct Variable {
  BlockArgument arg;
  /// `vir.add %arg, 1` or `vir.gep %arg[1] : i8`, in the loop.
  Operation *increment = nullptr;

  Value getNext() const { return increment->getResult(0); }
  bool isPointer() const { return isa<PtrType>(arg.getType()); }
};

/// A loop that searches for a NUL byte, and how to rebuild its first
/// address before it.
struct StrlenLoop {
  CFGLoop *loop = nullptr;
  /// The block that tests the byte (the header; with two blocks, the
  /// other is the latch), its branch and the successor that leaves.
  Block *exiting = nullptr;
  CondBrOp branch;
  unsigned exitIndex = 0;
  LoadOp load;
  SmallVector<Variable> variables;
  /// The variable the address comes from, and whether its next value
  /// (rather than itself) makes the address.
  unsigned driver = 0;
  bool readsNext = false;
  /// `s[x]`: the address, and the widening of the variable into x (null:
  /// the variable is an i64, or the address is a pointer variable).
  GEPOp gep;
  Operation *widen = nullptr;
  /// Widenings and truncations of the variables (`widen` among them), in
  /// block order: the values after the loop may be computed from these.
  SmallVector<Operation *> casts;

  /// What the exit edge passes.
  OperandRange getExitOperands() {
    return exitIndex == 0 ? branch.getTrueDestOperands()
                          : branch.getFalseDestOperands();
  }
};
} // namespace

/// The variable `value` is, or whose next value it is.
static std::optional<std::pair<unsigned, bool>>
findVariable(ArrayRef<Variable> variables, Value value) {
  for (auto [index, variable] : llvm::enumerate(variables)) {
    if (value == variable.arg)
      return std::make_pair(static_cast<unsigned>(index), false);
    if (value == variable.getNext())
      return std::make_pair(static_cast<unsigned>(index), true);
  }
  return std::nullopt;
}

/// The step-by-one increment of `arg` that `next` is, or null.
static Operation *matchIncrement(BlockArgument arg, Value next, CFGLoop *loop) {
  Operation *op = next.getDefiningOp();
  if (!op || !loop->contains(op->getBlock()))
    return nullptr;
  if (auto add = dyn_cast<AddOp>(op)) {
    Value other = add.getLhs() == arg   ? add.getRhs()
                  : add.getRhs() == arg ? add.getLhs()
                                        : Value();
    return other && matchPattern(other, m_One()) ? op : nullptr;
  }
  if (auto gep = dyn_cast<GEPOp>(op)) {
    SmallVector<GEPArg> indices = gep.getIndices();
    if (gep.getBase() != arg || !gep.getElemType().isInteger(8) ||
        indices.size() != 1)
      return nullptr;
    bool one = indices[0].isDynamic()
                   ? matchPattern(indices[0].getValue(), m_One())
                   : indices[0].getConstant() == 1;
    return one ? op : nullptr;
  }
  return nullptr;
}

/// The vir.sext or vir.zext in `block` that defines `value`, which then
/// becomes its operand; null (and `value` unchanged) otherwise.
static Operation *lookThroughExtension(Value &value, Block *block) {
  Operation *def = value.getDefiningOp();
  if (!def || !isa<SExtOp, ZExtOp>(def) || def->getBlock() != block)
    return nullptr;
  value = def->getOperand(0);
  return def;
}

/// Why the address `index` widened from `variable` may wrap where the
/// loop's bytes would not, or nothing when it cannot.
static std::optional<std::string> checkWidening(const Variable &variable,
                                                Operation *widen) {
  auto add = dyn_cast<AddOp>(variable.increment);
  if (!widen)
    return std::nullopt;
  if (isa<SExtOp>(widen) && add && add.getNsw())
    return std::nullopt;
  if (isa<ZExtOp>(widen) && add && add.getNuw())
    return std::nullopt;
  return std::string(llvm::formatv(
      "the index is widened by a vir.{0} from a variable whose "
      "increment has no {1} flag: the loop's offsets may wrap",
      widen->getName().stripDialect(), isa<SExtOp>(widen) ? "nsw" : "nuw"));
}

/// Matches `loop` against the strlen idiom. Null when it is not one; a
/// near miss (the shape, but an index that may wrap) sets `why`.
static std::optional<StrlenLoop>
matchStrlenLoop(CFGLoop *loop, IterationBudget &budget, std::string &why) {
  // One block testing and looping (bottom-tested), or a header testing and
  // a latch looping (a while loop before rotation).
  if (loop->getBlocks().size() > 2 || !loop->getSubLoops().empty() ||
      !loop->getLoopPredecessor())
    return std::nullopt;
  StrlenLoop match;
  match.loop = loop;
  Block *header = match.exiting = loop->getHeader();
  Block *latch = LoopInfo::getLatch(loop);
  if (!latch)
    return std::nullopt;
  match.branch = dyn_cast<CondBrOp>(header->getTerminator());
  if (!match.branch)
    return std::nullopt;
  Block *stay = latch;
  if (match.branch.getTrueDest() == stay &&
      !loop->contains(match.branch.getFalseDest()))
    match.exitIndex = 1;
  else if (match.branch.getFalseDest() == stay &&
           !loop->contains(match.branch.getTrueDest()))
    match.exitIndex = 0;
  else
    return std::nullopt;
  auto backBranch = dyn_cast<BranchOpInterface>(latch->getTerminator());
  if (!backBranch || (latch != header && !isa<BrOp>(latch->getTerminator())))
    return std::nullopt;
  unsigned backIndex = latch == header ? 1 - match.exitIndex : 0;

  // Every argument steps by one.
  OperandRange back =
      backBranch.getSuccessorOperands(backIndex).getForwardedOperands();
  for (BlockArgument arg : header->getArguments()) {
    if (!budget.take())
      return std::nullopt;
    Operation *increment = matchIncrement(arg, back[arg.getArgNumber()], loop);
    if (!increment)
      return std::nullopt;
    match.variables.push_back({arg, increment});
  }

  // The exit test: a byte compared with zero, staying while it is not.
  auto test = match.branch.getCondition().getDefiningOp<ICmpOp>();
  if (!test || test->getBlock() != header)
    return std::nullopt;
  bool staysOnTrue = test.getPredicate() == ICmpPredicate::ne;
  if ((!staysOnTrue && test.getPredicate() != ICmpPredicate::eq) ||
      staysOnTrue != (match.exitIndex == 1))
    return std::nullopt;
  Value byte = matchPattern(test.getRhs(), m_Zero())   ? test.getLhs()
               : matchPattern(test.getLhs(), m_Zero()) ? test.getRhs()
                                                       : Value();
  if (!byte)
    return std::nullopt;
  Operation *byteExtension = lookThroughExtension(byte, header);
  match.load = byte.getDefiningOp<LoadOp>();
  if (!match.load || match.load->getBlock() != header ||
      !match.load.getType().isInteger(8) || match.load.getVolatile_() ||
      match.load.getOrdering())
    return std::nullopt;

  // The address: a pointer variable, or `s[x]` with s from outside the loop
  // and x a variable, maybe widened to i64.
  Value address = match.load.getAddr();
  if (auto direct = findVariable(match.variables, address);
      direct && match.variables[direct->first].isPointer()) {
    std::tie(match.driver, match.readsNext) = *direct;
  } else {
    match.gep = address.getDefiningOp<GEPOp>();
    if (!match.gep || match.gep->getBlock() != header ||
        !match.gep.getElemType().isInteger(8) ||
        loop->contains(match.gep.getBase().getParentBlock()))
      return std::nullopt;
    SmallVector<GEPArg> indices = match.gep.getIndices();
    if (indices.size() != 1 || !indices[0].isDynamic())
      return std::nullopt;
    Value index = indices[0].getValue();
    match.widen = lookThroughExtension(index, header);
    auto found = findVariable(match.variables, index);
    if (!found || match.variables[found->first].isPointer())
      return std::nullopt;
    std::tie(match.driver, match.readsNext) = *found;
    if (std::optional<std::string> wraps =
            checkWidening(match.variables[match.driver], match.widen)) {
      why = *wraps;
      return std::nullopt;
    }
  }

  // Nothing else in the loop but constants and widenings or truncations of
  // the variables, and nothing but those and the variables used after it.
  SmallPtrSet<Operation *, 8> parts = {match.branch, test, match.load};
  if (byteExtension)
    parts.insert(byteExtension);
  if (match.gep)
    parts.insert(match.gep);
  for (const Variable &variable : match.variables)
    parts.insert(variable.increment);
  auto isAfter = [&](Operation *user) {
    return !loop->contains(user->getBlock());
  };
  for (Block *block : {header, latch}) {
    for (Operation &op : *block) {
      if (!budget.take())
        return std::nullopt;
      // A constant of the loop used after it would be erased with it.
      if (isa<ConstantOp>(op) && llvm::any_of(op.getUsers(), isAfter))
        return std::nullopt;
      if (isa<ConstantOp>(op) || parts.contains(&op))
        continue;
      if (isa<SExtOp, ZExtOp, TruncOp>(op) &&
          findVariable(match.variables, op.getOperand(0))) {
        match.casts.push_back(&op);
        continue;
      }
      if (&op == latch->getTerminator())
        continue;
      return std::nullopt;
    }
    if (latch == header)
      break;
  }
  for (Operation *part : {test.getOperation(), match.load.getOperation(),
                          byteExtension, match.gep.getOperation()})
    if (part && llvm::any_of(part->getUsers(), isAfter))
      return std::nullopt;
  // The exit edge passes values from outside, the variables and what the
  // loop computes from them alone.
  for (Value value : match.getExitOperands())
    if (loop->contains(value.getParentBlock()) &&
        !findVariable(match.variables, value) &&
        !llvm::is_contained(match.casts, value.getDefiningOp()))
      return std::nullopt;
  return match;
}

//===----------------------------------------------------------------------===//
// Analysis: bit-serial loops
//===----------------------------------------------------------------------===//

namespace {
/// The most operations a bit-serial loop may hold, state bits it may carry,
/// byte tables it may need and iterations it may run.
constexpr unsigned kMaxTableLoopOps = 64;
constexpr unsigned kMaxStateBits = 128;
constexpr unsigned kMaxTables = 2;
constexpr uint64_t kMinTableLoopRuns = 4;
constexpr uint64_t kMaxTableLoopRuns = 65;

/// `(input >> low) & 0xff` (fewer bits at the input's top) for a table.
struct Chunk {
  unsigned input;
  unsigned low;
};

/// One lookup: the chunks whose bits index it (their exclusive or: chunks
/// with equal columns share a table), and the table's entries.
struct TableTerm {
  unsigned bits = 0;
  SmallVector<Chunk, 2> chunks;
  SmallVector<APInt, 8> columns;
};

/// `(input << shift) & mask` (a right shift when negative).
struct ShiftTerm {
  unsigned input;
  int shift;
  APInt mask;
};

/// A value used after the loop, as the exclusive or of shifted inputs,
/// table lookups and a constant.
struct OutputPlan {
  Value value;
  SmallVector<ShiftTerm> shifts;
  SmallVector<TableTerm, 2> tables;
  APInt constant;
};

/// An innermost loop of constant trip count that computes GF(2)-affine
/// maps of its state (a bit-serial CRC), and the plan of what replaces it.
struct TableLoop {
  CFGLoop *loop = nullptr;
  Block *exiting = nullptr;
  unsigned exitIndex = 0;
  /// The header arguments that carry the state, by argument number.
  SmallVector<unsigned> inputArgs;
  SmallVector<unsigned> inputWidths;
  SmallVector<OutputPlan, 1> outputs;
  uint64_t runs = 0;

  unsigned getNumTables() const {
    unsigned count = 0;
    for (const OutputPlan &output : outputs)
      count += output.tables.size();
    return count;
  }
};
} // namespace

/// The width of an integer type, or 0 for any other type.
static unsigned getIntWidth(Type type) {
  auto integer = dyn_cast<IntegerType>(type);
  return integer ? integer.getWidth() : 0;
}

/// Splits `map` (over the inputs' start bits) into shifts of inputs, byte
/// tables and a constant: for each input, the shift that moves the most of
/// its bits to single output bits takes those, and the rest are read from
/// tables, eight bits at a time.
static OutputPlan planOutput(Value value, const BitMap &map,
                             ArrayRef<unsigned> widths,
                             const BitLinearEvaluator &evaluator) {
  unsigned width = map.getWidth();
  unsigned constantIndex = map.getConstantIndex();
  OutputPlan plan;
  plan.value = value;
  plan.constant = APInt(width, 0);
  for (unsigned i = 0; i != width; ++i)
    plan.constant.setBitVal(i, map.bits[i].test(constantIndex));
  auto column = [&](unsigned variable) {
    APInt bits(width, 0);
    for (unsigned i = 0; i != width; ++i)
      bits.setBitVal(i, map.bits[i].test(variable));
    return bits;
  };
  for (auto [input, inputWidth] : llvm::enumerate(widths)) {
    unsigned offset = evaluator.getInputOffset(input);
    SmallVector<APInt> columns;
    for (unsigned j = 0; j != inputWidth; ++j)
      columns.push_back(column(offset + j));
    // Shifts from -(inputWidth - 1) to width - 1, counted by index.
    SmallVector<unsigned> counts(inputWidth + width, 0);
    for (auto [j, bits] : llvm::enumerate(columns))
      if (bits.popcount() == 1)
        ++counts[bits.countr_zero() + inputWidth - j];
    unsigned best = 0;
    for (unsigned k = 1; k != counts.size(); ++k)
      if (counts[k] > counts[best])
        best = k;
    int shift = static_cast<int>(best) - static_cast<int>(inputWidth);
    SmallVector<bool> covered(inputWidth, false);
    if (counts[best]) {
      ShiftTerm term{static_cast<unsigned>(input), shift, APInt(width, 0)};
      for (auto [j, bits] : llvm::enumerate(columns)) {
        int to = static_cast<int>(j) + shift;
        if (to >= 0 && bits.popcount() == 1 &&
            bits.countr_zero() == static_cast<unsigned>(to)) {
          covered[j] = true;
          term.mask.setBit(to);
        }
      }
      plan.shifts.push_back(std::move(term));
    }
    // The rest, eight bits from each lowest bit not yet read.
    for (unsigned low = 0; low < inputWidth;) {
      if (covered[low] || columns[low].isZero()) {
        ++low;
        continue;
      }
      unsigned bits = std::min(8u, inputWidth - low);
      SmallVector<APInt> block;
      for (unsigned t = 0; t != bits; ++t)
        block.push_back(covered[low + t] ? APInt(width, 0) : columns[low + t]);
      Chunk chunk{static_cast<unsigned>(input), low};
      auto same = llvm::find_if(plan.tables, [&](const TableTerm &table) {
        return table.bits == bits && table.columns == block;
      });
      if (same != plan.tables.end())
        same->chunks.push_back(chunk);
      else
        plan.tables.push_back({bits, {chunk}, std::move(block)});
      low += bits;
    }
  }
  return plan;
}

/// Matches `loop` as a bit-serial loop: a counted loop with a constant trip
/// count of pure operations whose state (its integer header arguments but
/// the counter) each iteration maps GF(2)-affinely (BitLinear.h), and whose
/// values used after it are such maps too. `why` is set for a near miss.
static std::optional<TableLoop> matchTableLoop(CFGLoop *loop,
                                               const RangeInfo &ranges,
                                               IterationBudget &budget,
                                               std::string &why) {
  Block *header = loop->getHeader();
  Block *latch = LoopInfo::getLatch(loop);
  if (!loop->getSubLoops().empty() || !loop->getLoopPredecessor() || !latch)
    return std::nullopt;
  unsigned numOps = 0;
  for (Block *block : loop->getBlocks())
    for (Operation &op : *block) {
      if (!budget.take() || ++numOps > kMaxTableLoopOps)
        return std::nullopt;
      if (op.hasTrait<OpTrait::IsTerminator>()
              ? !isa<BrOp, CondBrOp>(op)
              : !isMemoryEffectFree(&op) || op.getNumRegions())
        return std::nullopt;
    }
  std::optional<CountedLoop> counted = findCountedLoop(loop, ranges);
  if (!counted || !counted->tripCount ||
      *counted->tripCount < kMinTableLoopRuns ||
      *counted->tripCount > kMaxTableLoopRuns)
    return std::nullopt;

  TableLoop match;
  match.loop = loop;
  match.exiting = counted->exiting;
  match.exitIndex = counted->exitIndex;
  match.runs = *counted->tripCount;
  SmallVector<Value> inputs;
  unsigned stateBits = 0;
  for (BlockArgument arg : header->getArguments()) {
    auto type = dyn_cast<IntegerType>(arg.getType());
    if (arg == counted->iv.iv || !type)
      continue;
    inputs.push_back(arg);
    match.inputArgs.push_back(arg.getArgNumber());
    match.inputWidths.push_back(type.getWidth());
    stateBits += type.getWidth();
  }
  if (inputs.empty() || stateBits > kMaxStateBits)
    return std::nullopt;
  BitLinearEvaluator evaluator(
      inputs, [&](Block *block) { return loop->contains(block); },
      4 * kMaxTableLoopOps);
  llvm::scope_exit spend([&] { budget.spend(evaluator.getSteps()); });

  // One iteration: the back edge's operands as maps of the header's.
  auto back = cast<BranchOpInterface>(latch->getTerminator());
  unsigned backIndex = 0;
  while (back->getSuccessor(backIndex) != header)
    ++backIndex;
  SuccessorOperands backOperands = back.getSuccessorOperands(backIndex);
  BitMap step;
  for (unsigned argNumber : match.inputArgs) {
    Value next = backOperands[argNumber];
    const BitMap *map = next ? evaluator.evaluate(next) : nullptr;
    if (!map)
      return std::nullopt;
    llvm::append_range(step.bits, map->bits);
  }

  // What is used after the loop: what the exit edge passes, and values of
  // blocks that run in the last iteration.
  auto exitBranch = cast<CondBrOp>(match.exiting->getTerminator());
  OperandRange exitOperands = match.exitIndex == 0
                                  ? exitBranch.getTrueDestOperands()
                                  : exitBranch.getFalseDestOperands();
  SetVector<Value> usedAfter;
  for (Value operand : exitOperands)
    if (loop->contains(operand.getParentBlock()))
      usedAfter.insert(operand);
  auto isAfter = [&](Operation *user) {
    return !loop->contains(user->getBlock());
  };
  for (Block *block : getBlocksInProgramOrder(loop)) {
    auto check = [&](Value value) {
      if (llvm::none_of(value.getUsers(), isAfter))
        return true;
      usedAfter.insert(value);
      return dominatesInLoop(loop, block, match.exiting);
    };
    for (BlockArgument arg : block->getArguments())
      if (!check(arg))
        return std::nullopt;
    for (Operation &op : *block)
      for (Value result : op.getResults())
        if (!check(result))
          return std::nullopt;
  }
  if (usedAfter.empty())
    return std::nullopt;
  SmallVector<const BitMap *> maps;
  for (Value value : usedAfter) {
    // Table entries are bytes or words of 16, 32 or 64 bits.
    unsigned width = getIntWidth(value.getType());
    if (width != 8 && width != 16 && width != 32 && width != 64)
      return std::nullopt;
    const BitMap *map = evaluator.evaluate(value);
    if (!map)
      return std::nullopt;
    maps.push_back(map);
  }

  // The state at the last run of the exiting block, then the values.
  SmallVector<llvm::BitVector> state;
  unsigned numBits = evaluator.getNumInputBits();
  for (unsigned j = 0; j != numBits; ++j) {
    state.emplace_back(numBits + 1);
    state.back().set(j);
  }
  for (uint64_t run = 1; run < match.runs; ++run) {
    budget.spend(1);
    state = BitLinearEvaluator::substitute(step, state).bits;
  }
  for (auto [value, map] : llvm::zip_equal(usedAfter, maps))
    match.outputs.push_back(
        planOutput(value, BitLinearEvaluator::substitute(*map, state),
                   match.inputWidths, evaluator));
  unsigned tables = match.getNumTables();
  if (tables == 0)
    return std::nullopt;
  if (tables > kMaxTables) {
    why = llvm::formatv("it would need {0} byte tables, more than {1}", tables,
                        kMaxTables);
    return std::nullopt;
  }
  return match;
}

//===----------------------------------------------------------------------===//
// Transformation
//===----------------------------------------------------------------------===//

namespace {
class LoopIdiom {
public:
  LoopIdiom(ModuleOp module, SymbolTable &symbols)
      : module(module), symbols(symbols),
        libraryRefusal(
            whyNoLibraryFunction(module, symbols, LibraryFunction::Strlen)) {}

  /// Replaces every strlen loop of `func`; fails on an internal compiler
  /// error of the reporter.
  LogicalResult run(FuncOp func, LoopInfo &loops, const RangeInfo &ranges,
                    PassReporter &reporter, IterationBudget &budget);
  unsigned getReplaced() const { return replaced; }
  unsigned getTabled() const { return tabled; }

private:
  LogicalResult replace(FuncOp func, StrlenLoop &match, PassReporter &reporter);
  LogicalResult replace(TableLoop &match, PassReporter &reporter);
  /// The address of a new constant table of `entries`.
  Value createTable(OpBuilder &builder, Location loc, StringRef like,
                    ArrayRef<APInt> entries);

  ModuleOp module;
  SymbolTable &symbols;
  /// Why no function of the module may call the C library's strlen, or
  /// nothing when they may: the same for every function.
  std::optional<std::string> libraryRefusal;
  unsigned replaced = 0;
  unsigned tabled = 0;
};
} // namespace

LogicalResult LoopIdiom::run(FuncOp func, LoopInfo &loops,
                             const RangeInfo &ranges, PassReporter &reporter,
                             IterationBudget &budget) {
  SmallVector<StrlenLoop> matches;
  SmallVector<TableLoop, 1> tableMatches;
  for (Block *header : loops.getHeadersInnermostFirst()) {
    if (!budget.take())
      break;
    CFGLoop *loop = loops.getLoopFor(header);
    std::string why;
    Location loc = header->getTerminator()->getLoc();
    if (std::optional<TableLoop> table =
            matchTableLoop(loop, ranges, budget, why)) {
      tableMatches.push_back(std::move(*table));
      continue;
    }
    if (!why.empty())
      reporter.missed(loc, "NotTable",
                      "the loop computes bits as exclusive ors of its "
                      "state but is not replaced by table lookups: " +
                          why);
    why.clear();
    std::optional<StrlenLoop> match = matchStrlenLoop(loop, budget, why);
    if (!why.empty())
      reporter.missed(loc, "NotStrlen",
                      "the loop searches for a NUL byte but is not "
                      "replaced by strlen: " +
                          why);
    if (!match)
      continue;
    if (libraryRefusal) {
      reporter.missed(loc, "NotStrlen",
                      "the loop searches for a NUL byte but is not "
                      "replaced by strlen: " +
                          *libraryRefusal);
      continue;
    }
    matches.push_back(std::move(*match));
  }
  bool failedAny = false;
  for (StrlenLoop &match : matches)
    failedAny |= failed(replace(func, match, reporter));
  for (TableLoop &match : tableMatches)
    failedAny |= failed(replace(match, reporter));
  return failure(failedAny);
}

Value LoopIdiom::createTable(OpBuilder &builder, Location loc, StringRef like,
                             ArrayRef<APInt> entries) {
  MLIRContext *ctx = module.getContext();
  auto elementType = IntegerType::get(ctx, entries.front().getBitWidth());
  SmallVector<Attribute> elements;
  for (const APInt &entry : entries)
    elements.push_back(IntegerAttr::get(elementType, entry));
  OpBuilder moduleBuilder = OpBuilder::atBlockEnd(module.getBody());
  auto global = GlobalOp::create(
      moduleBuilder, module.getLoc(), (like + ".table").str(),
      ArrayType::get(ctx, entries.size(), elementType),
      /*sym_visibility=*/nullptr, /*constant=*/true,
      ArrayAttr::get(ctx, elements), /*alignment=*/IntegerAttr());
  global.setPrivate();
  symbols.insert(global); // renamed if the name is taken
  return AddressOfOp::create(builder, loc, PtrType::get(ctx),
                             FlatSymbolRefAttr::get(global.getSymNameAttr()));
}

LogicalResult LoopIdiom::replace(TableLoop &match, PassReporter &reporter) {
  CFGLoop *loop = match.loop;
  Operation *exitBranch = match.exiting->getTerminator();
  Location loc = exitBranch->getLoc();
  auto func = loop->getHeader()->getParentOp();
  StringRef name = cast<FuncOp>(func).getName();
  Block *preheader = insertPreheader(loop);
  assert(preheader && "a matched loop has an entering block");
  OpBuilder builder(preheader->getTerminator());
  auto constant = [&](unsigned width, const APInt &value) -> Value {
    Type type = builder.getIntegerType(width);
    return ConstantOp::create(builder, loc, type,
                              builder.getIntegerAttr(type, value));
  };
  auto resize = [&](Value value, unsigned width) -> Value {
    unsigned from = value.getType().getIntOrFloatBitWidth();
    Type type = builder.getIntegerType(width);
    if (from < width)
      return ZExtOp::create(builder, loc, type, value);
    if (from > width)
      return TruncOp::create(builder, loc, type, value);
    return value;
  };
  auto startOf = [&](unsigned input) -> Value {
    return preheader->getArgument(match.inputArgs[input]);
  };

  // Each value: its shifts, lookups and constant, combined by xor.
  IRMapping after;
  for (OutputPlan &output : match.outputs) {
    unsigned width = output.constant.getBitWidth();
    Value result;
    auto combine = [&](Value term) {
      result =
          result ? XorOp::create(builder, loc, result, term).getResult() : term;
    };
    for (const ShiftTerm &term : output.shifts) {
      Value value = startOf(term.input);
      unsigned from = match.inputWidths[term.input];
      if (term.shift < 0)
        value = LShrOp::create(builder, loc, value,
                               constant(from, APInt(from, -term.shift)));
      value = resize(value, width);
      if (term.shift > 0)
        value = ShlOp::create(builder, loc, value,
                              constant(width, APInt(width, term.shift)));
      // The bits the shift can leave set, beyond the mask, are cleared.
      APInt reach(width, 0);
      for (int j = 0; j != static_cast<int>(from); ++j)
        if (int to = j + term.shift; to >= 0 && to < static_cast<int>(width))
          reach.setBit(to);
      if (!reach.isSubsetOf(term.mask))
        value = AndOp::create(builder, loc, value, constant(width, term.mask));
      combine(value);
    }
    for (const TableTerm &table : output.tables) {
      Value index;
      for (const Chunk &chunk : table.chunks) {
        Value bits = startOf(chunk.input);
        unsigned from = match.inputWidths[chunk.input];
        if (chunk.low)
          bits = LShrOp::create(builder, loc, bits,
                                constant(from, APInt(from, chunk.low)));
        bits = resize(bits, 8);
        index =
            index ? XorOp::create(builder, loc, index, bits).getResult() : bits;
      }
      if (table.bits < 8)
        index = AndOp::create(builder, loc, index,
                              constant(8, APInt::getLowBitsSet(8, table.bits)));
      SmallVector<APInt> entries;
      for (unsigned i = 0, e = 1u << table.bits; i != e; ++i) {
        APInt entry(width, 0);
        for (unsigned t = 0; t != table.bits; ++t)
          if (i & (1u << t))
            entry ^= table.columns[t];
        entries.push_back(entry);
      }
      Value base = createTable(builder, loc, name, entries);
      Value address =
          GEPOp::create(builder, loc, base, builder.getIntegerType(width),
                        {GEPArg(resize(index, 64))},
                        /*inbounds=*/true);
      combine(
          LoadOp::create(builder, loc, builder.getIntegerType(width), address));
    }
    if (!output.constant.isZero() || !result)
      combine(constant(width, output.constant));
    after.map(output.value, result);
  }

  // Uses after the loop (the exit edge's operands among them) read those;
  // then the loop goes.
  for (OutputPlan &output : match.outputs)
    output.value.replaceUsesWithIf(
        after.lookup(output.value), [&](OpOperand &use) {
          return !loop->contains(use.getOwner()->getBlock()) ||
                 use.getOwner() == exitBranch;
        });
  ++tabled;
  // A test at the top runs once more than the body.
  uint64_t iterations = match.runs;
  if (match.exiting == loop->getHeader() && loop->getNumBlocks() > 1)
    --iterations;
  reporter.passed(loc, "BitTable",
                  llvm::formatv("the loop's {0} iterations of shifts and "
                                "exclusive ors became {1} table lookup(s)",
                                iterations, match.getNumTables()));
  return deleteLoop(loop, match.exiting, match.exitIndex, reporter,
                    "the loop became table lookups");
}

LogicalResult LoopIdiom::replace(FuncOp func, StrlenLoop &match,
                                 PassReporter &reporter) {
  CFGLoop *loop = match.loop;
  Location loc = match.branch.getLoc();
  Block *preheader = insertPreheader(loop);
  assert(preheader && "a matched loop has an entering block");
  OpBuilder builder(preheader->getTerminator());

  // The variable's value in the first iteration, or its next value there.
  auto startOf = [&](unsigned index) -> Value {
    return preheader->getArgument(match.variables[index].arg.getArgNumber());
  };
  // Clones `op` of the loop before it, with the loop's constants it reads
  // cloned first (they go with the loop).
  auto cloneBefore = [&](Operation *op, IRMapping &mapping) -> Value {
    for (Value operand : op->getOperands())
      if (auto constant = operand.getDefiningOp<ConstantOp>();
          constant && loop->contains(constant->getBlock()) &&
          !mapping.contains(operand))
        builder.clone(*constant, mapping);
    return builder.clone(*op, mapping)->getResult(0);
  };
  auto stepFrom = [&](const Variable &variable, Value from) -> Value {
    IRMapping mapping;
    mapping.map(variable.arg, from);
    return cloneBefore(variable.increment, mapping);
  };

  // 1. The first address, then its length.
  const Variable &driver = match.variables[match.driver];
  Value first = startOf(match.driver);
  if (match.readsNext)
    first = stepFrom(driver, first);
  Value address = first;
  if (match.gep) {
    IRMapping mapping;
    mapping.map(match.readsNext ? driver.getNext() : Value(driver.arg), first);
    if (match.widen)
      cloneBefore(match.widen, mapping);
    address = cloneBefore(match.gep, mapping);
  }
  CallOp call = createLibraryCall(builder, loc, module, symbols,
                                  LibraryFunction::Strlen, address, DEBUG_TYPE);
  Value length = call.getResult();

  // 2. What is used after the loop (or passed out of it): the variables'
  // values when it leaves, their next values, casts of either.
  OperandRange exitOperands = match.getExitOperands();
  auto usedAfter = [&](Value value) {
    return llvm::is_contained(exitOperands, value) ||
           llvm::any_of(value.getUsers(), [&](Operation *user) {
             return !loop->contains(user->getBlock());
           });
  };
  auto castsUsedAfter = [&](Value value) {
    return llvm::any_of(match.casts, [&](Operation *cast) {
      return cast->getOperand(0) == value && usedAfter(cast->getResult(0));
    });
  };
  IRMapping after;
  SmallVector<Value> replacedValues;
  for (auto [index, variable] : llvm::enumerate(match.variables)) {
    Value next = variable.getNext();
    bool nextNeeded = usedAfter(next) || castsUsedAfter(next);
    if (!nextNeeded && !usedAfter(variable.arg) &&
        !castsUsedAfter(variable.arg))
      continue;
    Value start = startOf(index);
    Value last;
    if (variable.isPointer()) {
      last = GEPOp::create(builder, loc, start, builder.getI8Type(),
                           {GEPArg(length)});
    } else {
      Type type = variable.arg.getType();
      unsigned width = type.getIntOrFloatBitWidth();
      Value count = length;
      if (width < 64)
        count = TruncOp::create(builder, loc, type, length);
      else if (width > 64)
        count = ZExtOp::create(builder, loc, type, length);
      last = AddOp::create(builder, loc, start, count);
    }
    after.map(variable.arg, last);
    replacedValues.push_back(variable.arg);
    if (nextNeeded) {
      after.map(next, stepFrom(variable, last));
      replacedValues.push_back(next);
    }
  }
  for (Operation *cast : match.casts)
    if (usedAfter(cast->getResult(0))) {
      cloneBefore(cast, after);
      replacedValues.push_back(cast->getResult(0));
    }

  // 3. Uses after the loop read those values (the exit edge's operands
  // among them); then the loop goes.
  for (Value inLoop : replacedValues)
    inLoop.replaceUsesWithIf(after.lookup(inLoop), [&](OpOperand &use) {
      return !loop->contains(use.getOwner()->getBlock()) ||
             use.getOwner() == match.branch.getOperation();
    });
  ++replaced;
  reporter.passed(loc, "Strlen",
                  "the loop searching for a NUL byte became a call to strlen");
  return deleteLoop(loop, match.exiting, match.exitIndex, reporter,
                    "the loop became a call to strlen");
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct LoopIdiomPass : vct::impl::LoopIdiomPassBase<LoopIdiomPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    PassReporter moduleReporter(getArgument(), module);
    SymbolTable symbols(module);
    IterationBudget budget{maxIterations};
    LoopIdiom idiom(module, symbols);
    bool internalError = false;
    FuncOp stoppedIn = forEachDefinitionInBudget(
        module, budget,
        [&](FuncOp func) {
          PassReporter reporter(getArgument(), func);
          auto &loops = getChildAnalysis<LoopInfo>(func);
          if (!loops.build(budget.limit - budget.used)) {
            budget.exhausted = true;
            return success();
          }
          return idiom.run(func, loops, getChildAnalysis<RangeInfo>(func),
                           reporter, budget);
        },
        internalError);
    if (internalError)
      return signalPassFailure();
    numStrlen += idiom.getReplaced();
    numTables += idiom.getTabled();
    PassOutcome outcome;
    outcome.changed = idiom.getReplaced() + idiom.getTabled() != 0;
    outcome.changedCFG = outcome.changed;
    outcome.changedTraits = outcome.changed;
    outcome.changedCalls = idiom.getReplaced() != 0;
    if (stoppedIn)
      moduleReporter.budgetExhausted(stoppedIn, "vir.max_iterations",
                                     "loops after that point were not "
                                     "looked at");
    finishPass(moduleReporter, module, outcome,
               getPassState().preservedAnalyses);
  }
};
} // namespace
