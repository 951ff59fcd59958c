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
static constexpr RequestKind kInterleaveRequests[] = {RequestKind::interleave};
static constexpr RequestKind kPeelRequests[] = {RequestKind::peel};
static constexpr RequestKind kUnswitchRequests[] = {RequestKind::unswitch};
static constexpr RequestKind kJamRequests[] = {RequestKind::jam};
static constexpr RequestKind kDistributeRequests[] = {RequestKind::distribute};
static constexpr RequestKind kFuseRequests[] = {RequestKind::fuse};
static constexpr RequestKind kVectorizeRequests[] = {RequestKind::vectorize};
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
    // The slots sroa splits or retypes, promoted in the same round.
    cleanupSlot("mem2reg-after-sroa", "mem2reg", 1),
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
    {"inline", "inline", 3, kAllLevels, true, true, "threshold=100",
     "threshold=150", "threshold=12", kInlineRequests},
    moduleSlot("globaldce", 3, /*takesBudget=*/false),
    moduleSlot("ipsccp", 3, /*takesBudget=*/true),
    moduleSlot("function-attrs", 3, /*takesBudget=*/true),
    // Beyond 007's table: LLVM's library-call simplification (in its
    // instcombine), a module pass since it may declare puts, putchar or
    // strlen; after inlining and ipsccp put constant formats at the calls.
    moduleSlot("simplify-libcalls", 3, /*takesBudget=*/true),
    // Stage 4: loops. loop-idiom first, beyond 007's table (LLVM's
    // LoopIdiomRecognize, its strlen idiom): a module pass, since it may
    // declare strlen, right after stage 3's module passes. Rotation next:
    // the other loop passes want bottom-tested loops. A smaller header
    // budget at -Oz: each rotation copies the header once more (O-45).
    moduleSlot("loop-idiom", 4, /*takesBudget=*/true),
    {"loop-rotate", "loop-rotate", 4, kAllLevels, false, true,
     "max-header-size=16", "max-header-size=24", "max-header-size=6",
     kRotateRequests},
    // LICM once more on the rotated loops: their bodies run on every
    // entry, so invariant loads there may move without a dereferenceable
    // fact.
    {"licm-after-rotate", "licm", 4, kAllLevels, false, true, "", "", "",
     kLICMRequests},
    // indvars once more: the counters licm-after-rotate promoted to header
    // arguments are induction variables now, whose exit values it computes
    // before the loop (the counter then dies in it).
    cleanupSlot("indvars-after-licm", "indvars", 4),
    // Versions of a loop cost a copy each: a larger budget at -O3/-Ofast
    // (O-43), trivial unswitching only (nothing copied) at -Oz (O-45). A loop
    // loop-unroll will unroll fully is not versioned (full-unroll-budget is
    // loop-unroll's full-budget at the level).
    {"loop-unswitch", "loop-unswitch", 4, kAllLevels, false, true,
     "max-copied-ops=64 full-unroll-budget=200",
     "max-copied-ops=160 full-unroll-budget=400", "max-copied-ops=0",
     kUnswitchRequests},
    // Fusion removes one loop's control and copies nothing: on at every
    // level, -Oz included (O-45 is size-first, and the code shrinks).
    {"loop-fuse", "loop-fuse", 4, kAllLevels, false, true, "", "", "",
     kFuseRequests},
    // Each partition is a copy of the loop: up to 4 loops at -O2, 8 at
    // -O3/-Ofast (O-43); off at -Oz (O-45).
    {"loop-distribute", "loop-distribute", 4, kNotAtOz, false, true,
     "max-partitions=4", "max-partitions=8", "", kDistributeRequests},
    // Peeled iterations are copies: more at -O3/-Ofast, none at -Oz.
    {"loop-peel", "loop-peel", 4, kAllLevels, false, true,
     "peel-budget=64 max-count=4", "peel-budget=128 max-count=8",
     "peel-budget=0", kPeelRequests},
    // Unroll-and-jam: a factor of 2 at -O2, 4 at -O3/-Ofast (O-43), off at
    // -Oz: each jam copies the outer body F times (O-45).
    {"loop-jam", "loop-jam", 4, kAllLevels, false, true, "factor=2", "factor=4",
     "factor=0", kJamRequests},
    // Larger unroll budgets and factors at -O3/-Ofast (O-43); at -Oz only
    // full unrolls that do not grow the code, and no partial or runtime
    // ones (O-45).
    // Runtime unrolling waits for the stage 5 slot after the vectorizer.
    {"loop-unroll", "loop-unroll", 4, kAllLevels, false, true,
     "full-budget=200 max-full-trip=32 partial-budget=96 max-factor=4 "
     "runtime-later=true",
     "full-budget=400 max-full-trip=64 partial-budget=192 max-factor=8 "
     "runtime-later=true",
     "only-shrinking=true partial-budget=0", kUnrollRequests},
    // Reductions split into 2 accumulators at -O2, 4 at -O3/-Ofast (O-43);
    // off at -Oz (O-45). Loops that still carry a vectorize request wait
    // for the stage 5 slot after the vectorizer.
    {"loop-interleave", "loop-interleave", 4, kNotAtOz, false, true,
     "factor=2 vectorize-later=true", "factor=4 vectorize-later=true", "",
     kInterleaveRequests},
    // Cleanup of what the loop passes leave: unrolled copies compute on
    // constant induction values and form chains of blocks.
    cleanupSlot("instcombine-after-loops", "instcombine", 4),
    cleanupSlot("simplify-cfg-after-loops", "simplify-cfg", 4),
    // If-conversion of innermost loops' bodies before the vectorizer, which
    // takes one if per loop: a clamp or an abs-then-max becomes selects
    // there (LLVM's early SimplifyCFG). Other branches wait for the stage 7
    // slot, after jump threading has taken the edges it decides.
    {"phiopt-in-loops", "phiopt", 4, kAllLevels, false, true,
     "innermost-loops-only=true", "innermost-loops-only=true",
     "innermost-loops-only=true", kNoRequests},
    // Stage 5: vectorize. 128-bit vectors (SSE2) interleaved by 2 at -O2
    // (as LLVM's vectorizer interleaves small loops on x86: bench/ 1.023x
    // -> 1.010x of opt -O2), by 4 at -O3/-Ofast (O-43); at -Ofast the
    // widest vectors of the host CPU it records as vir.target_cpu (O-44:
    // host-width; -O3 records none, so the option changes nothing there);
    // off at -Oz (O-45).
    {"loop-vectorize", "loop-vectorize", 5, kNotAtOz, false, true,
     "width-bits=128 interleave=2",
     "width-bits=128 interleave=4 host-width=true", "", kVectorizeRequests},
    // The interleaving the stage 4 slot left: the loops the vectorizer
    // refused (or what it left of those it took).
    {"loop-interleave-after-vectorize", "loop-interleave", 5, kNotAtOz, false,
     true, "factor=2", "factor=4", "", kInterleaveRequests},
    // The runtime unrolling the stage 4 slot left: the loops the vectorizer
    // did not take, and what it left of those it did.
    {"loop-unroll-after-vectorize", "loop-unroll", 5, kAllLevels, false, true,
     "full-budget=200 max-full-trip=32 partial-budget=96 max-factor=4",
     "full-budget=400 max-full-trip=64 partial-budget=192 max-factor=8",
     "only-shrinking=true partial-budget=0", kUnrollRequests},
    // Straight-line vectorization after all unrolling (as LLVM orders it):
    // fully unrolled bodies and unrolled copies become seeds. 128-bit
    // vectors at -O2, -O3 and -Ofast; off at -Oz (O-45). It evaluates the
    // function-level vectorize requests; loop ones only gate it.
    {"slp-vectorize", "slp-vectorize", 5, kNotAtOz, false, true,
     "width-bits=128", "width-bits=128", "", kVectorizeRequests},
    // Cleanup of what the vectorizer leaves: guards and remainders of
    // constant trip counts fold away.
    cleanupSlot("instcombine-after-vectorize", "instcombine", 5),
    cleanupSlot("simplify-cfg-after-vectorize", "simplify-cfg", 5),
    // Stage 6: memory. gep-simplify makes equal addresses equal operations
    // and early-cse merges them, so the memory passes after it compare
    // addresses on one SSA base. memcpy-forward is beyond 007's table
    // (LLVM's MemCpyOptimizer); dse after it removes what forwarding left
    // unread; load-widen then finds the pieces that remain on one base.
    functionSlot("gep-simplify", 6),
    cleanupSlot("early-cse-after-gep-simplify", "early-cse", 6),
    functionSlot("memcpy-forward", 6),
    functionSlot("dse", 6),
    functionSlot("load-widen", 6),
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
    // Stage 8: codegen prep, last (its output stays SSA, O-22).
    functionSlot("codegen-prepare", 8),
    // What the round's passes left unused goes before the round ends, so a
    // round that only finds it does not count as a change (and another).
    cleanupSlot("dce-after-codegen-prepare", "dce", 8),
};

static const OrderingConstraint kConstraints[] = {
    {"loop-rotate", "loop-interleave",
     "loop-interleave handles bottom-tested loops whose latch is the only "
     "exit, the shape rotation makes"},
    {"loop-unroll", "loop-interleave",
     "a loop with a small constant trip count is better unrolled fully, "
     "which removes it (its interleave request then ends AlreadyDone)"},
    {"loop-interleave", "instcombine-after-loops",
     "the remainder's count folds when the bounds are constants"},
    {"loop-vectorize", "loop-interleave-after-vectorize",
     "an interleaved loop is no longer the single-block counted loop the "
     "vectorizer takes; the stage 4 slot leaves loops with a vectorize "
     "request to this one (vectorize-later)"},
    {"loop-interleave", "loop-interleave-after-vectorize",
     "the stage 4 slot interleaves the loops without a vectorize request "
     "and leaves the others to this one (vectorize-later)"},
    {"loop-interleave-after-vectorize", "loop-unroll-after-vectorize",
     "interleaving unrolls and ends the loop's unroll request "
     "(AlreadyDone): loop-unroll must not unroll the copies again"},
    {"loop-interleave-after-vectorize", "instcombine-after-vectorize",
     "the remainder's count folds when the bounds are constants"},
    {"loop-vectorize", "slp-vectorize",
     "loop-vectorize evaluates the loop vectorize requests and gives them "
     "their results; slp-vectorize only consults those that remain, so the "
     "loop vectorizer must see them first (and a loop it vectorized is no "
     "longer scalar code to pack)"},
    {"loop-unroll-after-vectorize", "slp-vectorize",
     "runtime-unrolled copies address p[i], p[i+1], ...: isomorphic "
     "straight-line seeds (LLVM runs SLP after loop unrolling)"},
    {"simplify-cfg-after-loops", "slp-vectorize",
     "fully unrolled bodies are merged into one block, where their stores "
     "become seeds of one group"},
    {"slp-vectorize", "instcombine-after-vectorize",
     "the vector constants, splats and inserts slp-vectorize creates fold "
     "with their neighbours"},
    {"loop-vectorize", "loop-unroll-after-vectorize",
     "a loop unrolled at run time is no longer the counted single-block loop "
     "the vectorizer takes; the stage 4 slot leaves runtime unrolling to "
     "this one (LLVM unrolls at run time after vectorizing too)"},
    {"loop-unroll", "loop-unroll-after-vectorize",
     "the stage 4 slot unrolls fully and leaves runtime unrolling to this "
     "one (runtime-later)"},
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
    {"loop-rotate", "licm-after-rotate",
     "a rotated loop's body runs on every entry, so its invariant loads may "
     "move without a dereferenceable fact"},
    {"licm-after-rotate", "indvars-after-licm",
     "the values licm promotes out of memory become induction variables "
     "whose exit values indvars computes before the loop"},
    {"indvars-after-licm", "loop-vectorize",
     "a counter whose exit value indvars computed is gone from the loop the "
     "vectorizer sees"},
    {"licm-after-rotate", "loop-unswitch",
     "a condition licm hoists becomes invariant, defined outside the loop, "
     "for unswitching"},
    {"loop-fuse", "loop-distribute",
     "distribution splits a loop into loops that fusion would put back "
     "together; fused first, the fused loop is distributed only where a "
     "dependence cycle asks for it (the copies drop their fuse requests)"},
    {"loop-rotate", "loop-distribute",
     "loop-distribute takes bottom-tested single-block loops, the shape "
     "rotation makes"},
    {"loop-unswitch", "loop-distribute",
     "an invariant branch makes a loop body of several blocks, which "
     "loop-distribute does not take; each unswitched version is "
     "distributed on its own"},
    {"loop-distribute", "loop-unroll",
     "unrolled copies would multiply the statements and dependences "
     "distribution compares; each distributed loop is unrolled on its own"},
    {"loop-distribute", "loop-vectorize",
     "distribution splits the statements free of a dependence cycle away "
     "from it so that the vectorizer takes them (LLVM runs LoopDistribute "
     "before LoopVectorize)"},
    {"loop-rotate", "loop-fuse",
     "loop-fuse takes bottom-tested loops whose latch is the only exiting "
     "block, the shape rotation makes"},
    {"licm-after-rotate", "loop-fuse",
     "licm hoists the second loop's invariant computations into the code "
     "between the loops, which loop-fuse moves before the first loop when "
     "they are side-effect free"},
    {"loop-unswitch", "loop-fuse",
     "trivial unswitching moves an invariant exit test out, leaving a loop "
     "whose latch is its only exit, the shape loop-fuse takes"},
    {"loop-fuse", "loop-peel",
     "peeled iterations would sit between the loops as code with stores, "
     "which blocks fusion; fused first, the fused loop is peeled once"},
    {"loop-fuse", "loop-unroll",
     "unrolling changes the trip counts and bodies fusion compares; a fused "
     "loop is unrolled as one (LLVM runs LoopFuse before unrolling)"},
    {"loop-unswitch", "loop-peel",
     "each version of an unswitched loop is peeled on its own; peeling "
     "first would copy the invariant branch into every peeled iteration"},
    {"loop-peel", "loop-unroll",
     "007 lists peel after unroll, but peeling first leaves the loop "
     "without its first-iteration special case, so unrolled copies do not "
     "repeat it (LLVM peels inside its unroll pass, before unrolling)"},
    {"loop-rotate", "loop-jam",
     "loop-jam takes bottom-tested outer and inner loops whose latches are "
     "their only exits, the shape rotation makes"},
    {"loop-unswitch", "loop-jam",
     "a branch unswitching moves out of the inner loop would otherwise be "
     "copied into every jammed copy"},
    {"loop-jam", "loop-unroll",
     "a full unroll of the inner loop would leave the outer loop without "
     "the one inner loop loop-jam takes; the fused inner loop is unrolled "
     "as one afterwards"},
    {"loop-jam", "loop-vectorize",
     "the fused inner loop of a jammed nest is then vectorized, its copies' "
     "accesses side by side (007 §4.4: stage 5 after stage 4)"},
    {"loop-jam", "instcombine-after-loops",
     "the jammed loop's trip-count arithmetic in the preheader folds when "
     "the outer bounds are constants"},
    {"loop-unswitch", "loop-unroll",
     "unrolled copies would each repeat an invariant branch that "
     "unswitching removes once"},
    {"loop-peel", "instcombine-after-loops",
     "a peeled iteration computes on the loop's entry values, which "
     "instcombine folds"},
    {"loop-unroll", "instcombine-after-loops",
     "fully unrolled copies compute on constant induction values that "
     "instcombine folds, and their dead exit tests go"},
    {"loop-rotate", "instcombine-after-loops",
     "a rotated loop's guard compares the start with the bound, which "
     "instcombine folds when both are constants"},
    {"instcombine-after-loops", "simplify-cfg-after-loops",
     "folded guards become constant branches for simplify-cfg, which also "
     "merges the chain of blocks a full unroll leaves"},
    {"sroa", "mem2reg-after-sroa",
     "sroa splits aggregate slots and retypes slots accessed with different "
     "types into slots of one type, which only mem2reg turns into values"},
    {"mem2reg-after-sroa", "instcombine",
     "the shifts, masks and truncations of retyped slots fold once mem2reg "
     "has replaced their loads by the stored values"},
    {"early-cse-after-gep-simplify", "memcpy-forward",
     "memcpy-forward and dse compare locations by their SSA base and "
     "offset; the GEP chains folded and merged before them make equal "
     "locations equal"},
    {"ipsccp", "simplify-libcalls",
     "a format string passed down a call reaches the printf as a constant "
     "only once ipsccp has propagated it"},
    {"loop-idiom", "loop-rotate",
     "a while loop searching for a NUL byte becomes strlen of its first "
     "address; rotated, its first test would stay as a guard before the "
     "call"},
    {"memcpy-forward", "dse",
     "forwarding leaves copies into temporaries that nothing reads any more, "
     "which dse removes"},
    {"simplify-cfg-after-loops", "memcpy-forward",
     "forwarding walks back through blocks and their dominators, "
     "scanning every block on the way; simplify-cfg merges chains of them "
     "into fewer, larger blocks first (007 §4.4: stage 6 after stage 4)"},
    {"dse", "jump-threading",
     "007 §4.4: stage 7 after stage 6; threading copies blocks, so fewer "
     "stores to copy"},
    {"simplify-cfg-after-loops", "loop-vectorize",
     "loop-vectorize takes single-block loops, which simplify-cfg makes of "
     "the chains of blocks the loop passes leave; and it vectorizes the "
     "loops unrolling left (007 §4.4: stage 5 after stage 4)"},
    {"loop-rotate", "loop-vectorize",
     "loop-vectorize takes bottom-tested loops whose latch is the only "
     "exit, the shape rotation makes"},
    {"simplify-cfg-after-loops", "phiopt-in-loops",
     "the chains of blocks the loop passes leave are merged first, so a "
     "diamond's arms are single blocks again"},
    {"phiopt-in-loops", "loop-vectorize",
     "loop-vectorize takes one if per loop body: a clamp or an abs-then-max "
     "becomes selects first (LLVM's SimplifyCFG forms them before its "
     "vectorizer runs)"},
    {"loop-vectorize", "instcombine-after-vectorize",
     "the vector loop's guard and trip counts fold when the bounds are "
     "constants"},
    {"instcombine-after-vectorize", "simplify-cfg-after-vectorize",
     "folded guards become constant branches, and the remainder they "
     "skip becomes unreachable"},
    {"jump-threading", "phiopt",
     "the join jump-threading removes (a branch on an i1 block argument) is "
     "a triangle phiopt would otherwise turn into a select feeding the "
     "branch"},
    {"loop-unroll", "gep-simplify",
     "unrolled copies address p[i+1], p[i+2], ...; gep-simplify splits "
     "those constant offsets off one shared p[i]"},
    {"gep-simplify", "early-cse-after-gep-simplify",
     "the address computations gep-simplify makes equal are merged by "
     "early-cse"},
    {"early-cse-after-gep-simplify", "load-widen",
     "load-widen needs its pieces on one SSA base: gep-simplify folds their "
     "address chains and early-cse merges the bases"},
    {"load-widen", "codegen-prepare",
     "codegen-prepare sinks the addresses of the accesses load-widen keeps"},
    {"phiopt", "codegen-prepare",
     "codegen-prepare rewrites the selects of constants phiopt forms; 007 "
     "§4.4 runs codegen prep last"},
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
