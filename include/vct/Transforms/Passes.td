//===- Passes.td - The VIR optimizer's passes --------------*- tablegen -*-===//
//
// Every pass of the -O2 pipeline (ARCHITECTURE §5.1). The pass argument is
// the pass's `-f` name: `-f<name>` adds it to the built pipeline and
// `-fno-<name>` leaves it out. Each pass also runs on its own
// (`vct-mlir-opt --<name>`), outside the pipeline's rounds.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_TRANSFORMS_PASSES_TD
#define VCT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

// The budget every pass-internal loop is capped by (O-39).
defvar MaxIterationsOption =
    Option<"maxIterations", "max-iterations", "int64_t",
           /*default=*/"100000",
           "Cap on the pass's internal iterations (vir.max_iterations)">;

class VIRFunctionPass<string name> : Pass<name, "::vct::vir::FuncOp"> {
  let options = [MaxIterationsOption];
}

//===----------------------------------------------------------------------===//
// Stage 1: canonicalize
//===----------------------------------------------------------------------===//

def Mem2RegPass : VIRFunctionPass<"mem2reg"> {
  let summary = "Promote stack slots to SSA values";
  let description = [{
    Replaces every `vir.alloca` whose slot is only loaded and stored (also
    through zero-offset GEPs and whole-slot memory intrinsics) by SSA values,
    with block arguments where definitions meet. Built on MLIR's memory-slot
    promotion (`tryToPromoteMemorySlots`); a slot whose every use is a plain
    load or store in one block (the entry block, or one that stores before
    it loads) is promoted by the pass itself, walking only its uses (MLIR's
    promotion walks the slot's whole block, for each slot).

    Strict trait consumer: a slot is promoted only when its alloca carries an
    epoch-valid `#vir.nocapture`, the front end's statement that the address
    never escapes. A slot without it, or with a stale one, is left alone
    with a remark. Slots used inside a `vir.opaque_region` are never
    promoted (the region is an opaque use).
  }];
  let statistics = [
    Statistic<"numPromoted", "num-promoted",
              "Stack slots promoted to SSA values">,
    Statistic<"numGEPsForwarded", "num-geps-forwarded",
              "Zero-offset GEPs of a candidate slot replaced by the slot">,
  ];
}

def SROAPass : VIRFunctionPass<"sroa"> {
  let summary = "Split aggregate stack slots into one slot per field";
  let description = [{
    Splits a `vir.alloca` of a `!vir.struct` or `!vir.array` whose accesses
    each touch one field (through constant GEPs, loads, stores and memory
    intrinsics) into one alloca per used field, which `mem2reg` can then
    promote. Built on MLIR's `tryToDestructureMemorySlots`. As for
    `mem2reg`, only slots with an epoch-valid `#vir.nocapture` are split; the
    new slots inherit it.

    Then, for the `#vir.nocapture` slots left (of any type, not counted),
    whose accesses use different types at the same bytes: the slot is
    partitioned by its loads and stores (accesses that overlap share a
    partition, except an integer load or store another load or store
    divides, which is split as LLVM's SROA splits integer slices: an i64
    read of two i32 fields stored one by one reads each field's partition
    and joins them with `vir.shl` and `vir.or`; the bytes memory intrinsics
    and split integers alone touch get partitions of 1, 2, 4 or 8 bytes
    that no load's or store's boundary divides). Each partition of at most 8 bytes becomes its own
    slot: of the one type all its accesses use when they all cover it,
    otherwise an integer of its width; a narrower load is then a `vir.lshr`
    and `vir.trunc` (and `vir.bitcast` for a float) of the partition's
    value, a narrower store a mask-and-or into it, and a constant-length
    memcpy, memmove or memset of the slot one load and store (or one
    splatted store) per partition piece; the loads and stores a copy
    becomes (and the per-field copies of a split one) keep its
    `#vir.noalias` facts, which hold for every byte it touches. This is what C's small structures
    passed and returned by value need: two `i32` stores read back as one
    `i64` become a shift and an or of the stored values once `mem2reg`
    promotes the partition. A vector of integers or floats is read and
    written as its bits; where another access divides it at an element
    boundary (a structure of two floats that x86-64 passes as a
    `vector<2xf32>`, read back field by field), the vector access is first
    split into element accesses (`vir.extract`, or element loads and
    `vir.insert`), so each field gets its own slot. Slots over 256 bytes
    are not looked at. Refused, with a remark: volatile or atomic
    accesses, a slot address used other than as an access address (stored,
    passed, compared), accesses out of the slot's bounds or at
    non-constant offsets, partitions wider than 8 bytes or of 3, 5, 6 or 7
    bytes, more than 16 partitions, and pointer or padded bytes accessed
    as anything but that one type.

    A slot of at most 16 bytes used only by copies of all its bytes (a
    constant-length memcpy or memmove into or out of it, a load or store
    of its size: `Item t = *a; *a = *b; *b = t;`) is not split per field,
    which would copy each field apart; retyping makes it one integer, or
    two over 8 bytes.

    Example (%s is a `!vir.struct<i32, i32>` slot with `#vir.nocapture`):
    ```mlir
    vir.store %a, %s : i32                %lo = vir.zext %a : i32 to i64
    %f = vir.gep %s[0, 1] : ...     =>    %hi = vir.zext %b : i32 to i64
    vir.store %b, %f : i32                %sh = vir.shl %hi, 32 : i64
    %v = vir.load %s : i64                %v = vir.or %lo, %sh : i64
    ```
    (after mem2reg and instcombine). Reference: LLVM's SROA (slices,
    partitions and integer widening).
  }];
  let statistics = [
    Statistic<"numSplit", "num-split",
              "Aggregate stack slots split into one slot per field">,
    Statistic<"numRetyped", "num-retyped",
              "Slots accessed with different types rewritten into one slot "
              "per partition">,
    Statistic<"numAccessesRewritten", "num-accesses-rewritten",
              "Loads, stores and memory intrinsics of retyped slots "
              "rewritten">,
  ];
}

def InstCombinePass : VIRFunctionPass<"instcombine"> {
  let summary = "Algebraic simplification and canonicalization";
  let description = [{
    Folds and rewrites single operations and short chains of them until
    nothing changes or the budget is spent: the op folders (constant folding
    at the op's width and signedness, identities) plus rewrite patterns for
    constants to the right of commutative ops, compare canonicalization
    (a compare of extended values, or of one with a constant the narrow
    type holds, is the compare of the narrow values: `sext c == 32` on a
    char becomes an i8 compare; an i1 compared with 0 or 1 is itself or its
    negation; the three-way comparison `(a > b) - (a < b)` compared with a
    constant is one compare of a and b; a select between two constants
    compared with a constant is its condition, its negation or a constant
    (`(a < b ? -1 : 1) > 0` is `a >= b`); a difference read only by a
    compare with 0 is the compare of its operands when it cannot wrap
    (`nsw`; eq and ne always); these hold also through a block argument
    read only by that compare whose incoming values are all such values,
    extended i1s or constants (an inlined comparator's several returns
    tested by `cmp(...) > 0`): the compare moves onto the edges as a new
    i1 argument; a select on an i1 block argument whose incoming values are
    constants (all but at most one) takes its arms on the edges instead
    (LLVM's foldOpIntoPhi: `if (l < n && less(a[l], a[m])) m = l;` once
    the assignment is a select); two compares of the same two values joined by and, or or
    xor (also the select forms of and and or that `&&` and `||` leave), or
    compared with each other as i1 values, are one compare of them or a
    constant, as the outcomes below, equal and above decide (`(a < b)
    & (a != b)` is `a < b`; a signed and an unsigned order do not mix), and
    and/or/xor of two zero-extended i1 values is the extension of the i1
    operation), loads joined at a block argument (every predecessor passes
    a load of one type and alignment, read by nothing else, with nothing
    that may write memory after it in its block) become one load of an
    argument passed the addresses, keeping the alias facts (`#vir.noalias`, `#vir.tbaa`) all the loads had,
    and alike geps of different bases joined that way one gep of the
    joined base (LLVM's foldPHIArgLoadIntoPHI and foldPHIArgGEPIntoPHI: `c
    ? *a : *b` loads once from a selected pointer), a truncation or a
    logical shift right by a constant of a block argument read by nothing
    else moves onto the edges when every incoming value is a constant or a
    pair packed by zext, shl and or that it reduces (LLVM's foldOpIntoPhi:
    a field of a small structure returned in a register, read after the
    join of its returns), a memcpy or memmove of
    1, 2, 4 or 8 bytes (constant length, not volatile) to a load and a
    store of an integer that wide with the copy's alias facts (LLVM's
    SimplifyAnyMemTransfer), multiplication by a power of two to a shift, unsigned division and
    remainder by a power of two to a shift and a mask, cast chains, and
    select simplification. Flags are respected and never invented: a
    rewrite keeps `nsw`/`nuw`/`exact` only where it provably holds, and
    floating-point rewrites that change results need the fast-math flags
    that license them. Values with an epoch-valid `#vir.range` or
    `#vir.assume` fold compares the range decides, and make a signed
    division or remainder by a positive constant of a never-negative value
    the unsigned one (a signed remainder by 2^k whose own range is never
    negative is the mask). Constants gather at the
    top of the entry block, one per value and type (as MLIR's folder keeps
    them), so those materialized in different blocks merge.

    Code inside a `vir.opaque_region` is not touched.
  }];
  let statistics = [
    Statistic<"numRewrites", "num-rewrites", "Pattern rewrites applied">,
    Statistic<"numConstantsMerged", "num-constants-merged",
              "Constants replaced by an identical one">,
    Statistic<"numConstantsMoved", "num-constants-moved",
              "Constants moved to the top of the entry block">,
  ];
}

def SimplifyCFGPass : VIRFunctionPass<"simplify-cfg"> {
  let summary = "Clean up the control-flow graph";
  let description = [{
    Folds conditional branches and switches on constants or with all edges
    to one place (the side-effect-free operations that computed the folded
    condition go too when nothing else uses them, so the blocks they leave
    empty are forwarded in the same run), turns a switch with one case into
    a conditional branch,
    merges a block into its only predecessor, forwards branches through
    empty blocks, removes unreachable blocks, and drops block arguments that
    are unused or receive the same value on every edge.

    An edge that passes a constant to a block that does nothing but branch
    on that argument, or on a compare of it with a constant that only the
    branch reads (constants before the compare may stay), is threaded past
    it to the side the constant selects (LLVM's
    FoldCondBranchOnValueKnownInPredecessor): `p && q` leaves such a
    block, into which `p`'s test passes `false`, and so does the flag
    clang's cleanups route `break` and `return` out of a scope through
    (`flag == 0`). A loop header is not threaded past (the edge would
    enter the loop below its header).

    Example:
    ```mlir
      vir.cond_br %p, ^q, ^join(%false : i1)      vir.cond_br %p, ^q, ^no
    ^join(%c: i1):                           =>   ...
      vir.cond_br %c, ^yes, ^no
    ```

    Two tests of one integer against constants in a row, where the second
    block does nothing but its test and both branches share a destination
    with the same operands, become one test of a range when the values
    that reach the other destination form one (`c >= '0' && c <= '9'`
    becomes `c - 48 <u 10`; LLVM's FoldBranchToCommonDest, for this case).
    Two equality tests are left to the switch rule below.

    A chain of tests of one integer against constants, where each block
    compares it with one constant (`vir.icmp eq` or `ne`) and passes the
    other values on to a block that does nothing but the next test, becomes
    one `vir.switch` (LLVM's FoldValueComparisonIntoPredecessors), if it has
    at least `switch-min-cases` distinct constants. `c == ' ' || c == '\n'
    || c == '\t'` leaves such a chain; the backends lower a switch to a
    range check and a bit test or a jump table, where the chain tests each
    constant in turn. A switch on the value at either end of the chain
    joins it. A test whose branch carries a trait (a request) ends a chain,
    and so does the test that would give the switch a ninth place to go (a
    block and the operands passed to it, the default included) or a
    seventeenth edge that passes operands: the LLVM backend gives such
    edges blocks of their own, and llc's block placement is quadratic in
    thousands of them (a chain of `if (x == k) return k % 7;` inlined into
    a loop). The tests after the cut stay a chain.

    ```mlir
      %a = vir.icmp eq %c, %c32 : i8           vir.switch %c : i8, [
      vir.cond_br %a, ^yes, ^t1                  default: ^no,
    ^t1:                                   =>    32: ^yes,
      %b = vir.icmp eq %c, %c10 : i8             10: ^yes,
      vir.cond_br %b, ^yes, ^t2                  9: ^yes
    ^t2:                                       ]
      %d = vir.icmp eq %c, %c9 : i8
      vir.cond_br %d, ^yes, ^no
    ```

    Requests attached to a branch that disappears are accounted for: an
    action request on a deleted back edge is recorded as denied
    (`AlreadyDone`: the loop no longer exists). Blocks whose terminator
    carries a request are not merged away. Regions of `vir.opaque_region`
    are not touched.
  }];
  let options = [
    MaxIterationsOption,
    Option<"minSwitchCases", "switch-min-cases", "unsigned",
           /*default=*/"3",
           "The fewest distinct constants a chain of compares needs to "
           "become a switch (0: never)">,
  ];
  let statistics = [
    Statistic<"numBlocksRemoved", "num-blocks-removed",
              "Unreachable blocks removed">,
    Statistic<"numBranchesFolded", "num-branches-folded",
              "Conditional branches and switches folded to a branch">,
    Statistic<"numArgumentsRemoved", "num-arguments-removed",
              "Block arguments removed">,
    Statistic<"numBlocksForwarded", "num-blocks-forwarded",
              "Empty blocks bypassed: their predecessors branch past them">,
    Statistic<"numBlocksMerged", "num-blocks-merged",
              "Blocks merged into their only predecessor">,
    Statistic<"numEdgesThreaded", "num-edges-threaded",
              "Edges with a constant condition threaded past a block that "
              "only branches on it">,
    Statistic<"numTestsJoined", "num-tests-joined",
              "Pairs of tests of one value against constants joined into "
              "one range test">,
    Statistic<"numSwitchesFormed", "num-switches-formed",
              "Chains of compares of one value with constants turned into "
              "a switch">,
  ];
}

def EarlyCSEPass : VIRFunctionPass<"early-cse"> {
  let summary = "Remove redundant computations and loads";
  let description = [{
    Walks the dominator tree and replaces a side-effect-free operation by an
    identical one that dominates it. A non-volatile, non-atomic load is
    replaced by an earlier load of the same address and type, or by the
    value an earlier store wrote there, when every operation in between that
    may write memory is known not to touch it: AliasInfo answers `NoAlias`
    from traits, or a call carries `#vir.nowrite`. A non-volatile,
    non-atomic store of the value memory is known to hold at its address
    under the same conditions (`*p = *p`; a struct read, changed in one
    field and written back; the same value stored twice) is removed.
    Availability does not cross a join of control flow or a
    `vir.opaque_region`.
  }];
  let statistics = [
    Statistic<"numOpsRemoved", "num-ops-removed",
              "Redundant operations removed">,
    Statistic<"numLoadsRemoved", "num-loads-removed",
              "Redundant loads removed">,
    Statistic<"numStoresRemoved", "num-stores-removed",
              "Stores of the value already in memory removed">,
  ];
}

def DCEPass : VIRFunctionPass<"dce"> {
  let summary = "Remove dead operations and block arguments";
  let description = [{
    Mark and sweep: operations with effects, terminators and what they use
    are live, everything else is deleted, including block arguments whose
    only uses are the branches feeding other dead arguments. A call is dead
    only when its result is unused and its traits state it has no effect on
    memory: `#vir.noread` and `#vir.nowrite` on the call itself (a callee's
    own facts reach its calls through function-attrs; a function pass does
    not read other functions). Action requests on a deleted call are
    recorded as denied (`AlreadyDone`).
  }];
  let statistics = [
    Statistic<"numOpsRemoved", "num-ops-removed", "Dead operations removed">,
    Statistic<"numArgumentsRemoved", "num-arguments-removed",
              "Dead block arguments removed">,
  ];
}

//===----------------------------------------------------------------------===//
// Stage 2: scalar
//===----------------------------------------------------------------------===//

def SCCPPass : VIRFunctionPass<"sccp"> {
  let summary = "Sparse conditional constant propagation";
  let description = [{
    Finds the values of a function that are the same constant on every
    execution and the CFG edges that can never be taken, together, as
    Wegman and Zadeck's sparse conditional constant propagation: MLIR's
    dataflow solver with its dead-code analysis (block and edge liveness,
    using VIR's `getSuccessorForOperands` on `vir.cond_br` and
    `vir.switch`) and sparse constant propagation (the op folders, so
    nothing is folded that the folders would not fold). Then it rewrites
    what upstream MLIR's `sccp` leaves alone:

    - operation results and block arguments proven constant are replaced
      by constants (`VIRDialect::materializeConstant`) placed where they
      were defined; operations left without uses are erased;
    - a `vir.cond_br` or `vir.switch` whose condition or flag is proven
      constant becomes a `vir.br` to the one destination it takes;
    - blocks no longer reachable are deleted.

    It works on the function's own body. A `vir.opaque_region` is one
    operation whose results are unknown: the solver does not look inside,
    nothing inside is rewritten, and its operands are left as they are.
    Calls are unknown (`ipsccp` propagates across calls).

    Requests: a folded branch keeps its traits, except loop requests when it
    no longer forms a back edge; those, and the requests in deleted blocks,
    are recorded as denied (`AlreadyDone`). The solve is capped by
    `max-iterations` units of work (operations, uses and CFG edges visited:
    the cost of the solve, linear in the size of the function); when the
    budget runs out nothing is rewritten and a warning says so. Preserves the trait analyses, and
    dominance and loops when no branch was folded and no block deleted.

    Example:
    ```mlir
    %c = vir.constant 1 : i32
    vir.br ^loop(%c : i32)
    ^loop(%x: i32):                // always 1
      %t = vir.icmp eq %x, %c : i32
      vir.cond_br %t, ^same, ^other
    ```
    becomes `vir.br ^same` with the uses of `%x` and `%t` replaced by
    constants and `^other` gone (if nothing else reaches it).

    Reference: M. N. Wegman, F. K. Zadeck, "Constant propagation with
    conditional branches", TOPLAS 1991; LLVM's SCCP pass.
  }];
  let statistics = [
    Statistic<"numValuesReplaced", "num-values-replaced",
              "Values replaced by constants">,
    Statistic<"numBranchesFolded", "num-branches-folded",
              "Branches folded to one successor">,
    Statistic<"numBlocksRemoved", "num-blocks-removed",
              "Unreachable blocks removed">,
  ];
}

def ReassociatePass : VIRFunctionPass<"reassociate"> {
  let summary = "Reorder associative expressions by rank";
  let description = [{
    Rebuilds each tree of one associative and commutative operation whose
    inner nodes have no other use (integer `add`, `mul`, `and`, `or`, `xor`;
    `fadd` and `fmul` only when every node carries the `reassoc` fast-math
    flag) as a left-leaning chain over its leaves in rank order: function
    arguments first, then values in the order their definitions appear, and
    the constants last, folded into one. Equal sums then look alike to CSE
    and constants combine: `(x + 3) + (y + 5)` becomes `(x + y) + 8`.

    Integer `nsw`/`nuw` are dropped from rebuilt trees (they need not hold
    for the new intermediate values); float chains keep the fast-math flags
    all their nodes share. A single operation only has its operands swapped
    into rank order, and keeps its flags. A tree is rebuilt only when it is not already in
    canonical form. Trees stay within one block; code inside a
    `vir.opaque_region` is not touched.
  }];
  let statistics = [
    Statistic<"numTreesReassociated", "num-trees-reassociated",
              "Expression trees rewritten in rank order">,
  ];
}

def GVNPass : VIRFunctionPass<"gvn"> {
  let summary = "Global value numbering and redundant load elimination";
  let description = [{
    Numbers the values of a function's own body in reverse post-order and
    removes what is computed twice:

    - A side-effect-free operation gets the number of its opcode, its
      attributes (traits excluded), its result type and its operands'
      numbers, commutative operands sorted and `icmp` operands ordered with
      the predicate swapped to match. An operation whose number already
      belongs to a value that dominates it (the first such value met or one
      of the seven most recent) is replaced by that value; its own traits
      are dropped, as they held only where it was computed.
    - Join blocks: when a block has 2 to 8 incoming edges, all from `br` or
      `cond_br`, and every predecessor has a value with the operation's
      number available at its end, the operation becomes a new block
      argument fed by those values (not for constants and `vir.undef`,
      which are cheaper to repeat).
    - Loads: a forward dataflow over the CFG tracks the values known to be
      in memory (from earlier loads and stores, keyed by the address's value
      number and the type). A load is replaced by the known value (store to
      load forwarding included) when every path to it from the access that
      made the value known is free of operations that may write there. What
      may write is decided by traits only, through `AliasInfo::mayClobber`:
      scoped `#vir.noalias`, `#vir.restrict`, `#vir.nowrite` on a call;
      everything else (a store through another pointer, a call, a memory
      intrinsic, a `vir.opaque_region`) may write anything. Values known at
      the end of every predecessor of a join are merged, with a new block
      argument when they differ; at a loop header only the values known on
      entry survive, and only if no operation in the loop may write them;
      across an irreducible edge nothing survives. A block argument that
      every edge fills with a load of what the edge passes for a pointer
      argument (the load followed in its block by nothing that may write)
      is the value at that pointer on entry, until any write: the byte a
      latch loads for the next iteration is not loaded again after the
      header. A load of an integer or float of 1, 2, 4 or 8 bytes from an
      address holding a known value of another such type, as wide or
      wider, reads its low bytes (VIR is little-endian): `vir.bitcast` to
      an integer, `vir.trunc`, `vir.bitcast` to the load's type (a
      structure stored whole as an `i64`, its first field loaded; a float
      copied as its bits). Volatile and atomic accesses are never reused
      and forget everything known.
    - Loads through loop headers (after the walk): a load in a loop, in
      the header or a few blocks below it through single predecessors
      with nothing on the way that may write it, whose value is known at
      the end of every predecessor of the header for the address that edge
      makes (header arguments replaced by what the edge passes, the other
      operations of the address renumbered with them: LLVM's phi
      translation), becomes a new header argument fed by those values. A
      sift-up loads `a[i]` each iteration, which the back edge has just
      stored at `a[p]`, `p` the next `i`.
    - Stores: a non-volatile, non-atomic store of a value numbered as the
      value known to be at its address (`*p = *p` around a diamond, a
      struct read and written back with a field unchanged) is removed.

    Refusals: operations inside a `vir.opaque_region` are never looked at;
    unreachable blocks are not visited; no load is reused across a write
    that no trait separates from it (O-32). All work is bounded by
    `max-iterations`; when the budget runs out the pass stops where it is
    and warns. Keeps the CFG: dominance, loops, alias and range information
    stay valid.

    Example: the value in memory differs by path, so it meets in a block
    argument.
    ```mlir
    ^a:                                ^a:
      vir.store %v, %p : i32             vir.store %v, %p : i32
      vir.br ^j                          vir.br ^j(%v : i32)
    ^b:                          =>    ^b:
      %x = vir.load %p : i32             %x = vir.load %p : i32
      vir.br ^j                          vir.br ^j(%x : i32)
    ^j:                                ^j(%y: i32):
      %y = vir.load %p : i32             ...
    ```
    Reference: the dominator-based numbering of Briggs, Cooper and
    Simpson, "Value Numbering" (1997); LLVM's GVN for loads.
  }];
  let statistics = [
    Statistic<"numOpsReplaced", "num-ops-replaced",
              "Redundant operations replaced by an equal dominating one">,
    Statistic<"numOpsJoined", "num-ops-joined",
              "Redundant operations replaced by a block argument">,
    Statistic<"numLoadsRemoved", "num-loads-removed",
              "Redundant loads removed">,
    Statistic<"numLoadArguments", "num-load-arguments",
              "Block arguments for a value loaded in several predecessors">,
    Statistic<"numStoresRemoved", "num-stores-removed",
              "Stores of the value already in memory removed">,
  ];
}

def LICMPass : VIRFunctionPass<"licm"> {
  let summary = "Hoist loop-invariant code out of loops the front end named";
  let description = [{
    For each natural loop, innermost first, moves loop-invariant
    operations (all operands defined outside the loop, or by operations
    being hoisted) to the loop's preheader, creating one when the loop has
    none (a new block that the loop's entry edges are redirected to). Only
    what the front end licensed moves (007 O-20, O-29):

    - under an epoch-valid `#vir.req<licm, ...>` on a back-edge branch of
      the loop: every invariant operation that is side-effect free and
      speculatable (divisions only by a nonzero constant or a value whose
      `#vir.range` excludes 0, and -1 for signed ones, or when the loop
      runs them on every entry, as for loads below: their undefined
      behaviour would happen in the loop too), and every invariant
      non-volatile, non-atomic load that cannot fault where the loop would
      not have run it — its address is a constant offset from a value with
      `#vir.dereferenceable<n>` covering the access, or the load runs on
      every entry to the loop (in the header before any call, region or
      volatile access: in a rotated loop the body; or, in a loop with no
      call, region, volatile access or nested loop, in a block that
      dominates every latch and exiting block) — and that no
      writer in the loop may touch (`AliasInfo::mayClobber`: calls without
      `#vir.nowrite` and stores or intrinsics no trait separates from it
      clobber). Then a memory location that the loop loads and stores
      (in its own blocks, not a nested loop's) is promoted: loaded in the
      preheader, carried in block arguments, stored on every exit edge,
      the new load and stores with the alias facts all the accesses had —
      when no other access in the loop may read or write it (under the same
      alias facts), a store runs before every exit (in one block: that
      block dominates every latch and exit; in several: some store's block
      dominates every exiting block, LLVM's condition), and the address is
      dereferenceable or an access runs on every entry to the loop, as for
      loads. Across blocks a load after a store in its block reads the
      stored value and one before any the value live into the block (the
      SSA updater places the block arguments);
    - without a request, an operation carrying an epoch-valid
      `#vir.loop_invariant` (a property, so no request result) when it is
      otherwise safe: speculatable, or a load with a dereferenceable
      address (the trait stands for the absence of writes to it).

    Hoisting keeps the operation's traits except `#vir.loop_invariant`, and
    `#vir.range`/`#vir.assume`/`#vir.dereferenceable` unless the operation
    ran on every entry to the loop (its value may now be computed where it
    was not). Constants an operation needs are copied, not moved.

    Every evaluated licm request gets a result: accepted ("hoisted N
    operations"); the request stays on the loop, so that code which becomes
    invariant later (a call inlined into the loop, a header exposed by
    loop-rotate) moves in a later licm slot, and it keeps its first
    result; or
    denied with `AlreadyDone` (nothing in the loop is invariant),
    `Unsupported` (invariant operations exist but moving them needs a fact
    the traits do not give: a write in the loop may alias a load, a load is
    not known dereferenceable, a division may trap; or the loop contains a
    `vir.opaque_region`), or `TooLarge` (the `max-iterations` budget ran out
    before the loop). `Unsupported` rather than `Illegality`: the hoist is
    not shown wrong, only unproven without a trait, and the guarded or
    versioned code motion that could do it without that trait is not
    implemented; a strong request so denied is a warning (O-26), not an
    internal compiler error. Stale requests and `loop_invariant` traits are
    ignored with a remark. Nothing moves out of a loop that contains a
    region barrier (O-36, O-38); ops of nested loops are left to those
    loops' own requests.

    Preserves alias and range information; dominance and loops too when no
    block was created.

    Example:
    ```mlir
    ^loop(%i: i32):                      ^pre:
      %m = vir.mul %a, %b : i32            %m = vir.mul %a, %b : i32
      ...                            =>    vir.br ^loop(%c0 : i32)
      vir.cond_br %c, ^loop(%n : i32),    ^loop(%i: i32):
        ^exit {vir.traits =                 ...
          [#vir.req<licm, soft>]}
    ```
    Reference: LLVM's LICM (hoisting and scalar promotion).
  }];
  let statistics = [
    Statistic<"numHoisted", "num-hoisted",
              "Operations hoisted out of their loop">,
    Statistic<"numPromoted", "num-promoted",
              "Memory locations promoted to registers in a loop">,
  ];
}

def IndVarsPass : VIRFunctionPass<"indvars"> {
  let summary = "Simplify induction variables: merge, widen, exit values";
  let description = [{
    Works on the basic induction variables of each natural loop, innermost
    first: a header argument whose value on the single back edge is
    `vir.add %iv, %step` or `vir.sub %iv, %step` with `%step` defined
    outside the loop, and whose value on entry comes from the loop's single
    entering block. There is no scalar evolution (007 O-16); what is known
    of wrapping comes from `nsw`/`nuw` and from `#vir.range` facts.

    - Canonical variables: two variables of one type with equal start, step
      and kind of increment become one; the kept increment keeps only the
      `nsw`/`nuw` flags both had.
    - Widening: a variable that is sign-extended (zero-extended) to a wider
      type becomes a variable of that type when its increment cannot wrap:
      it carries `nsw` (`nuw`), or `#vir.range` facts show it: on both its
      operands, on its result (excluding every value a wrap gives), or on
      an extension of the variable that runs before it in the iteration.
      Extensions become the wide variable, and the sign extensions of an
      `add nsw` of it and a constant or loop-invariant value (`a[j - 1]`,
      `m[r * n + c]`) the wide variable plus that value extended before
      the loop; comparisons with invariant values compare
      extended values (sext keeps
      every predicate, zext only `eq`, `ne` and the unsigned ones); other
      uses read a `vir.trunc`, and at most as many truncations are added as
      extensions are removed. Without the fact the extension stays and a
      `NotWidened` remark says which flag was missing. An extension read
      only by `shl` and `or` (the variable packed into a wider integer, as
      a small structure copied whole is) is no reason to widen: unpacking
      relies on the bits it clears.
    - Strict exit tests: an exit test `v <= n` (`<=u`; or the inverted
      `v > n` that leaves) of a variable counting up by one, with n
      invariant, not a constant, and never its type's largest value (a
      sign or zero extension from a narrower type, or a `#vir.range` below
      it), becomes `v < n + 1` with n + 1 computed before the loop: the
      counted loop the vectorizer and the runtime unroller take (a
      constant bound they adjust themselves).
    - Exit tests on the next value: `v == n` or `v != n`, with v a variable
      of constant step s whose increment runs before the test in every
      iteration and n invariant, becomes `v + s == n + s` on the
      increment's result, the form the vectorizer takes (`while (n--)`
      rotates to a test of the old value). An increment with `nsw`/`nuw`
      takes only a constant n whose n + s does not wrap.
    - Pointer exit tests: a bottom-tested loop that leaves only at its
      latch, on `p' != end` or `p' <u end` with p' = `vir.gep inbounds
      %p[S]` the next value of a pointer variable (S > 0 constant bytes)
      and `end` invariant (`while (x != end) *d++ = *x++`), counts instead:
      a new i64 variable from 0 by 1 tested against N = (end - p0) / S
      (`!=`) or ceil((end - p0) / S), at least 1 (`<u`), computed before
      the loop; the pointer stays for the addresses. The vectorizer and
      the runtime unroller take only counted loops.
    - Exit tests of a truncation: in a loop that leaves only through one
      block, which runs on every iteration, a test `trunc(%v) < %n` (`<u`;
      `>`, `>u` counting down; or the inverted test that leaves) of a
      variable or its next value stepping by one from a constant, with
      `%n` invariant, compares `%v` with `%n` extended before the loop
      (sext for signed, zext for unsigned) when the first value tested
      fits the narrow type: every value tested lies between it and the
      bound, so the truncation changes none (LLVM's IndVarSimplify
      eliminateTrunc). A variable a pass widened while its bound was still
      loaded in the loop (licm hoists it later) is counted again.
    - Exit values: in a loop that leaves only through one block, which runs
      on every iteration, on `icmp p, %v, %n` with `%v` the variable or its
      next value, a step of +1 or -1 and `%n` invariant, the value on exit
      is `%n` for `ne`, `max(%v0, %n)` for `slt`/`ult` counting up and
      `min(%v0, %n)` for `sgt`/`ugt` counting down (`sle`, `ule`, `sge`,
      `uge` against a constant are the strict ones against its neighbour),
      and `%n` when a guard before the loop ran the test on the start (a
      rotated loop's; through extensions a widened loop added). Every
      other induction variable leaves at its start plus the trip count
      (the distance `%v` went) times its step. Uses after the loop of the
      variables and of their next values read those values, computed
      before the loop, when they need no new operation (constants, `%n`, or
      decided by `#vir.range` facts), when the loop then goes, or when
      they cost at most 4 operations per variable that then dies in the
      loop (a counter `s->count++` licm promoted, read only after it).
    - Deletion: an innermost loop with such an exit test, an acyclic body,
      no operation with an effect (calls only with `#vir.noread` and
      `#vir.nowrite`) and nothing used after it is deleted; requests on it
      get `AlreadyDone`.

    Loops containing a `vir.opaque_region` are left alone (O-36, O-38).
    Preserves alias and range information, and dominance and loops unless
    a loop was deleted.

    Example (`%i` sign-extended for addressing, `add nsw`):
    ```mlir
    ^loop(%i: i32):                        ^loop(%w: i64):
      %c = vir.icmp slt %i, %n : i32         %c = vir.icmp slt %w, %n64 : i64
      ...                            =>      ...
      %x = vir.sext %i : i32 to i64          (%x is %w)
      %i1 = vir.add %i, %c1 nsw : i32        %w1 = vir.add %w, %c1_i64 : i64
    ```
    Reference: LLVM's IndVarSimplify and LoopDeletion, without
    ScalarEvolution.
  }];
  let statistics = [
    Statistic<"numMerged", "num-merged",
              "Induction variables merged into an equivalent one">,
    Statistic<"numWidened", "num-widened", "Induction variables widened">,
    Statistic<"numStrictTests", "num-strict-tests",
              "Exit tests v <= n made v < n + 1">,
    Statistic<"numNextValueTests", "num-next-value-tests",
              "Exit tests v != n made v + s != n + s">,
    Statistic<"numPointerTests", "num-pointer-tests",
              "Pointer exit tests replaced by a count">,
    Statistic<"numTruncatedTests", "num-truncated-tests",
              "Exit tests of a truncated variable made tests of the variable">,
    Statistic<"numExitUsesReplaced", "num-exit-uses-replaced",
              "Uses after a loop replaced by an exit value">,
    Statistic<"numLoopsDeleted", "num-loops-deleted", "Loops deleted">,
  ];
}

//===----------------------------------------------------------------------===//
// Stage 3: IPA
//===----------------------------------------------------------------------===//

def InlinePass : Pass<"inline", "::mlir::ModuleOp"> {
  let summary = "Inline calls the front end asked to inline";
  let description = [{
    Copies callee bodies into callers, driven only by call-edge requests
    (O-19), on the call or on the callee (for all its calls):

    - `always_inline`: inlined wherever legal, whatever the size;
    - `inline`: inlined when the callee has at most `threshold` operations
      other than constants (`cold_call` divides the threshold by 4,
      `likely_call` doubles it);
    - `no_inline`: never inlined. Against an `inline` or `always_inline`
      request the stronger one wins and the other is denied with
      `ContradictsTrait`: a soft `no_inline` loses to a strong request (a
      remark), a strong one beats a soft request; both strong is an internal
      compiler error (007 §6);
    - no request: not inlined.

    Refusals, each a request result with a note: variadic callee, recursive
    call cycle, recursive callee (its inlined copy would call it again, and
    each pipeline round would unroll one more level), weak callee (`vct.linkage = "weak"`: the linker may replace
    its body), callee containing a `vir.opaque_region` and callee making a
    strong `must_tail` call (C's `musttail`, which an inlined copy would
    not make in tail position) (`Unsupported`),
    callee over the budget (`CostModel`, "callee 3.1x size budget"), and the
    growth budgets (`TooLarge`): no caller grows past `max-caller-size`
    operations, and one run adds at most as many operations as the module
    has (at least 2,000), with a warning when either stops inlining. Calls
    are decided bottom-up over the call graph, so a callee's size includes
    what was inlined into it. `cold_call` and `likely_call` get a result on
    every call they are on, as do `tail_call`, `must_tail` and `no_tail` on
    a call that is inlined away ("the call was inlined"). Calls inside
    opaque regions are not considered. Inlined code keeps the callee's
    epoch-valid traits, re-stamped at the caller's epoch; its requests are
    requests of their own in the caller (each copy gets its own result); the
    callee's static allocas move to the caller's entry block; a private
    callee left without calls is deleted, and the requests in it end with
    it. Built on MLIR's `Inliner`
    with VCT's own profitability decision.
  }];
  let options = [
    MaxIterationsOption,
    Option<"threshold", "threshold", "unsigned", /*default=*/"100",
           "Largest callee (in operations other than constants) a soft "
           "inline request inlines">,
    Option<"maxCallerSize", "max-caller-size", "unsigned",
           /*default=*/"20000",
           "No inlining into callers larger than this (in operations)">,
  ];
  let statistics = [
    Statistic<"numInlined", "num-inlined", "Calls inlined">,
  ];
}

def GlobalDCEPass : Pass<"globaldce", "::mlir::ModuleOp"> {
  let summary = "Remove functions and globals nothing reaches";
  let description = [{
    Mark and sweep over the module's symbols: public functions and globals
    (and anything that is not a symbol) are roots; a symbol is live when a
    live one refers to it (calls, `vir.addressof`, global initializers). Dead
    private functions and globals are deleted; the action requests on calls
    inside a deleted function get an `AlreadyDone` result.
  }];
  let statistics = [
    Statistic<"numFunctionsErased", "num-functions-erased",
              "Functions removed">,
    Statistic<"numGlobalsErased", "num-globals-erased", "Globals removed">,
  ];
}

def FunctionAttrsPass : Pass<"function-attrs", "::mlir::ModuleOp"> {
  let summary = "Summarise function effects as traits";
  let description = [{
    Computes, callees before callers, which functions read or write memory
    outside their own stack frame, from their bodies and the traits of what
    they call, and stamps the result with `origin = "function-attrs"`:

    - `#vir.readonly` on a function that writes no such memory and
      `#vir.writeonly` on one that reads none (region-level facts);
    - `#vir.nowrite` on every direct call to a `readonly` function, and
      `#vir.noread` on every call to a `writeonly` function that also
      provably returns: it has no loop, is not recursive and calls only
      functions that provably return (access-edge facts: `dce` deletes a
      call with both `noread` and `nowrite`, `early-cse` keeps loads
      across a `nowrite` call).

    Accesses through stack slots of the function itself do not count;
    volatile and atomic accesses, indirect calls, calls to declarations
    without effect traits and `vir.opaque_region`s read and write anything,
    and so does a weak definition (`vct.linkage = "weak"`: the linker may
    replace its body), which gets no trait. Recursive functions are solved
    together, optimistically, in at most
    `max-iterations` rounds (then they are assumed to read and write).
    Existing facts are kept; nothing is stamped twice.
  }];
  let options = [MaxIterationsOption];
  let statistics = [
    Statistic<"numReadOnly", "num-readonly", "Functions marked readonly">,
    Statistic<"numWriteOnly", "num-writeonly", "Functions marked writeonly">,
    Statistic<"numCallsNoWrite", "num-calls-nowrite", "Calls marked nowrite">,
    Statistic<"numCallsNoRead", "num-calls-noread", "Calls marked noread">,
  ];
}

def SimplifyLibCallsPass : Pass<"simplify-libcalls", "::mlir::ModuleOp"> {
  let summary = "Replace formatted output with a constant format, and "
                "string copies and comparisons of a constant, by what they "
                "do";
  let description = [{
    Beyond 007's table and ARCHITECTURE §5.1's list of additions: LLVM
    does this inside instcombine; here it is a module pass, since it may
    declare functions and add strings, which a function pass may not, and
    it runs last among stage 3's module passes, after inlining and ipsccp
    have put constant formats at the calls. A call carrying an epoch-valid
    `#vir.libcall` of `printf`, `sprintf` or `snprintf` whose format is the
    address of a `constant` global holding a string (as the trait producer
    marks string literals) is replaced by what that format does, when it
    is one of these (`text` has no `%`), and so is a call of `strcpy` or
    `strcat` whose source is such a string, and of `strcmp` or `strncmp`
    (a constant length) with one such string:

    | call | becomes |
    |---|---|
    | `printf("")` | nothing (its result 0) |
    | `printf("c")` | `putchar('c')` |
    | `printf("text\n")` | `puts("text")` (a new constant string) |
    | `printf("%s\n", s)` | `puts(s)` |
    | `printf("%c", c)` | `putchar(c)` |
    | `sprintf(d, "text")` | `vir.memcpy` of the text and its NUL; the result is its length |
    | `sprintf(d, "%s", s)` | `strlen(s)`, then `vir.memcpy` of that many bytes plus the NUL; the result is the length (a constant string `s`: its length, no `strlen`) |
    | `sprintf(d, "%c", c)` | two byte stores; the result is 1 |
    | `snprintf(d, k, "text")` | with `k` a constant: nothing for 0, the copy when the text and its NUL fit in `k`, else a copy of its first `k - 1` bytes and a NUL; the result is the text's length (and `"%s"` of a constant string alike) |
    | `strcpy(d, "text")` | `vir.memcpy` of the text and its NUL; the result is `d` |
    | `strcat(d, "text")` | `strlen(d)`, then `vir.memcpy` of the text and its NUL to its end; the result is `d` (nothing for `""`) |
    | `strcmp(s, "ab") == 0` | at most 3 bytes compared (the string and its NUL, or `strncmp`'s length if less; LLVM's strncmp-inline-threshold): the block is split, each byte loaded and subtracted from the constant's (or the constant's from it when the constant comes first) in a block of its own that leaves at the first difference, which is the result; `strncmp` of length 0 is 0 |

    `puts` and `putchar` return other values than `printf`, so those forms
    need the call's result unused (missed remark `NotSimplified`); a
    comparison needs every use of its result to be an `icmp eq` or `ne`
    with zero (the C standard gives only the sign of the result), and the
    other string is read only while it matches, as the call reads it. A new
    call of `puts`, `putchar` or `strlen` needs the front end's word that
    the C library is present, the module's `vir.hosted`, and no function
    of that name defined in the module, declared with another type, or
    other symbol of that name (`NotSimplified`); the pass declares the
    function when the module does not. A stale `#vir.libcall` (an older epoch)
    is not read. Calls inside a `vir.opaque_region` are not looked at.
    Requests on a replaced call end AlreadyDone. The budget counts the
    calls looked at.

    Example:
    ```mlir
    %r = vir.call @printf(%fmt) vararg(...)     %s = vir.addressof @.str.line
      {vir.traits = [#vir.libcall<"printf">]}   %r = vir.call @puts(%s)
    // @.str = "done\n", %r unused      =>      // @.str.line = "done"
    ```
    Reference: LLVM's SimplifyLibCalls (printf, sprintf and snprintf) and
    AggressiveInstCombine's strcmp/strncmp inlining.
  }];
  let options = [MaxIterationsOption];
  let statistics = [
    Statistic<"numSimplified", "num-simplified",
              "Library calls replaced by simpler code">,
  ];
}

def IPSCCPPass : Pass<"ipsccp", "::mlir::ModuleOp"> {
  let summary = "Interprocedural sparse conditional constant propagation";
  let description = [{
    `sccp` over the whole module at once: MLIR's dataflow solver run on the
    module follows calls, so constants flow from call sites into the
    arguments of the callees and from their `vir.return`s back to the call
    results, and liveness flows the same way (a function is analysed only
    from live calls). Then each function is rewritten as `sccp` does:
    arguments and call results proven constant are replaced by constants
    inside the callees and at the call sites, branches on proven conditions
    are folded and unreachable blocks deleted.

    Only internal functions are tracked: private definitions that are not
    variadic, whose address is never taken and that are never called from
    inside a `vir.opaque_region`. The arguments of every other function are
    unknown (public functions have callers outside the module), and so are
    the results of calls to them. A function no live call reaches is left
    alone (globaldce's business). Function signatures never change.

    With the module's symbols at hand, a load at a constant offset into a
    `constant` global with an initializer reads the initializer, and a call
    with an epoch-valid `#vir.libcall<"strlen">` whose argument is the
    address of such a global is the length of its NUL-terminated string
    (searched for at most 4,096 bytes); the call is deleted with its uses.

    Requests, region barriers, the `max-iterations` budget (one count for
    the whole module) and the analyses preserved are as for `sccp`.

    Reference: LLVM's IPSCCP pass.
  }];
  let options = [MaxIterationsOption];
  let statistics = [
    Statistic<"numValuesReplaced", "num-values-replaced",
              "Values replaced by constants">,
    Statistic<"numArgumentsReplaced", "num-arguments-replaced",
              "Function arguments replaced by constants">,
    Statistic<"numCallResultsReplaced", "num-call-results-replaced",
              "Call results replaced by constants">,
    Statistic<"numBranchesFolded", "num-branches-folded",
              "Branches folded to one successor">,
    Statistic<"numBlocksRemoved", "num-blocks-removed",
              "Unreachable blocks removed">,
  ];
}

//===----------------------------------------------------------------------===//
// Stage 6: memory
//===----------------------------------------------------------------------===//

def DSEPass : VIRFunctionPass<"dse"> {
  let summary = "Remove stores that nothing reads before they are overwritten";
  let description = [{
    A non-volatile, non-atomic store, memset or memcpy/memmove (a "write")
    is removed when, on every path from it, a later write covers every byte
    it wrote before anything that may read one of them, or the function
    returns first and the write is to a stack slot whose `vir.alloca`
    carries an epoch-valid `#vir.nocapture` (the slot dies at the return).
    Paths are followed across blocks (every successor, each block's answer
    remembered; a path that comes back to a block being searched keeps the
    write), so a covering store in a block that post-dominates the write
    kills it, as do covering stores on each side of a diamond.

    Covering is arithmetic on one base (`MemoryLocation`, MustAlias or the
    earlier range inside the later one); a later write on another base never
    covers. What may read: a load, or a memcpy/memmove source, that
    `AliasInfo` does not prove disjoint (different bases alias unless a
    trait says otherwise: a strict trait consumer); a call without an
    epoch-valid `#vir.noread`; a `vir.opaque_region` (a barrier); any
    volatile or atomic access; an operation with unknown effects. For a
    `#vir.nocapture` slot only what its address reaches may read it: a
    call or region not given a pointer derived from the slot does not, nor
    does an access through an address not derived from it (the trait says
    no other pointer reaches the slot). A slot whose address reaches
    anything but access addresses, calls and address arithmetic (it is
    stored, returned, or passed through a block argument) gets no such
    facts.

    Partly dead memsets and memcpys are shortened: when later writes on
    the path (before any read of those bytes) cover a prefix or a suffix
    of its range, the intrinsic keeps only the rest (its destination, and
    a memcpy's source, move by the prefix length).

    Writes inside an opaque region are never looked at. Preserves the CFG
    (dominance, loops) and alias and range information.

    Example:
    ```mlir
    vir.store %a, %p : i32               %q = vir.gep %p[0, 1] : ...
    %q = vir.gep %p[0, 1] : ...    =>    vir.store %b, %q : i32
    vir.store %b, %q : i32               vir.store %c, %p : i32
    vir.store %c, %p : i32
    ```
    Reference: LLVM's DeadStoreElimination (kill by a later covering
    store, stores to dead objects at function end, shortening of memory
    intrinsics); embcc's pass_dse, extended across blocks.
  }];
  let options = [
    MaxIterationsOption,
    Option<"maxScan", "max-scan", "int64_t", /*default=*/"512",
           "Most operations looked at on the paths after one write">,
  ];
  let statistics = [
    Statistic<"numOverwritten", "num-overwritten",
              "Writes removed because later writes cover them">,
    Statistic<"numDeadAtReturn", "num-dead-at-return",
              "Writes to nocapture stack slots removed as never read again">,
    Statistic<"numShortened", "num-shortened",
              "Memsets and memcpys shortened by later covering writes">,
  ];
}

def MemcpyForwardPass : VIRFunctionPass<"memcpy-forward"> {
  let summary = "Read memcpy sources instead of their copies";
  let description = [{
    Beyond 007's table (stage 6 lists DSE, GEP simplification and load
    widening): LLVM's MemCpyOptimizer rules for the copies C programs make
    when they pass and return structures by value.

    - A non-volatile, non-atomic load whose bytes lie inside the
      destination of an earlier non-volatile constant-length
      `vir.memcpy` reads the source instead (at the same offset into it),
      when nothing on the way from the memcpy may write either the loaded
      bytes or the source (`AliasInfo::mayClobber`: calls without
      `#vir.nowrite`, barriers and stores no trait separates clobber). The
      way goes back from the load through its block and single
      predecessors; at a block with several predecessors it goes on at the
      end of the block's immediate dominator once every operation of the
      blocks between them (each block that reaches it without passing the
      dominator, so every path and loop on the way) passes the same
      checks. A copy before a loop or a diamond is thus read through from
      inside it.
    - A memcpy whose source lies inside an earlier memcpy's destination
      copies from that memcpy's source instead, under the same rule (a
      copy of a copy); its alias facts, which spoke of the bytes it read
      before, are dropped.
    - A `#vir.nocapture` stack slot that nothing reads any more (only
      stores, memsets and memcpys into it are left, its address used for
      nothing else) loses those writes and its `vir.alloca`: a memcpy into
      a temporary that is only read becomes reads of the source.

    Memsets and memcpys overwritten by later stores are removed or
    shortened by `dse`, which runs after this pass. Preserves the CFG and
    alias and range information (forwarded loads lose the trait-carried
    alias facts of the copy they no longer read).

    Example:
    ```mlir
    vir.memcpy %t, %s, %c8 : i64          vir.memcpy %t, %s, %c8 : i64
    %f = vir.gep %t[0, 1] : ...     =>    %g = vir.gep %s[4] : i8
    %v = vir.load %f : i32                %v = vir.load %g align 1 : i32
    ```
    Reference: LLVM's MemCpyOptimizer (memcpy-memcpy forwarding, loads
    through a copy) and its GVN's loads of memcpy destinations.
  }];
  let statistics = [
    Statistic<"numLoadsForwarded", "num-loads-forwarded",
              "Loads of memcpy destinations that read the source instead">,
    Statistic<"numCopiesForwarded", "num-copies-forwarded",
              "Memcpys of memcpy destinations that copy the source instead">,
    Statistic<"numSlotsRemoved", "num-slots-removed",
              "Write-only nocapture stack slots removed with their writes">,
  ];
}

def GEPSimplifyPass : VIRFunctionPass<"gep-simplify"> {
  let summary = "Fold GEP chains, canonicalize addresses, split off invariant parts";
  let description = [{
    Rewrites address computations so that equal addresses are computed by
    equal operations (early-cse and gvn then merge them) and so that loops
    recompute only what varies. Three rewrites, each on the IR's own
    arithmetic (no trait is needed: a `vir.gep` is pure and wraps):

    - Constant chains: a `vir.gep` whose indices are all constant becomes
      one byte GEP `vir.gep %base[N] : i8` (N the byte offset), and a chain
      of such GEPs becomes one GEP on the chain's root with the offsets
      summed; `inbounds` stays only when every GEP of the chain had it. A
      zero offset folds to the base. A struct field and an array element at
      the same offset are then the same operation.
    - Constant offsets out of indices (SeparateConstOffsetFromGEP): a
      dynamic index that is `add %x, C` on i64 (or the `sext` of an
      `add nsw`, the `zext` of an `add nuw`, of a narrower `%x`) is split
      off when a GEP `%g` equal but for `%x` (extended alike) in that
      place already exists and dominates it: the GEP becomes
      `vir.gep %g[C * stride] : i8`, so `p[i]`, `p[i+1]`, ... share `p[i]`
      and differ by constant offsets (a lone `p[i+1]` stays). The byte GEP
      drops `inbounds` (`p[i]` need not be in bounds).
    - Invariant prefix: in a natural loop with a preheader (its single
      entering block, ending in a branch to the header alone), a GEP whose
      base and leading indices are defined outside the loop and whose later
      indices vary becomes an invariant GEP of the prefix, placed at the end
      of the preheader, and a GEP of the rest on it. Only what the loop
      computes moves; nothing crosses a `vir.opaque_region`, and GEPs
      inside one are untouched (O-36).

    GEPs whose chain starts at a `vir.alloca` keep their typed form: sroa
    of a later round splits slots by field. Preserves dominance, loops,
    alias and range information (no block or trait changes).

    Example:
    ```mlir
    %f = vir.gep %p[0, 1] : !vir.struct<i32, i32>     %f = vir.gep %p[4] : i8
    %b = vir.gep %q[%i] : i32                         %b = vir.gep %q[%i] : i32
    %a = vir.add %i, %c1 : i64                 =>     %e = vir.gep %b[4] : i8
    %e = vir.gep %q[%a] : i32
    ```
    Reference: LLVM's InstCombine GEP canonicalization (i8 GEPs) and
    SeparateConstOffsetFromGEP.
  }];
  let statistics = [
    Statistic<"numChainsFolded", "num-chains-folded",
              "GEP chains folded into one GEP">,
    Statistic<"numCanonicalized", "num-canonicalized",
              "Constant-index GEPs rewritten to byte offsets">,
    Statistic<"numOffsetsSplit", "num-offsets-split",
              "Constant offsets split out of a GEP index">,
    Statistic<"numInvariantSplit", "num-invariant-split",
              "GEPs whose invariant prefix was moved out of a loop">,
  ];
}

def LoadWidenPass : VIRFunctionPass<"load-widen"> {
  let summary = "Merge adjacent narrow loads and stores into wide ones";
  let description = [{
    Load combining: an `or` tree whose leaves are `zext` (or the value
    itself) of non-volatile, non-atomic integer loads, shifted left by
    constants, where the loads read adjacent pieces of one base at constant
    offsets, each piece at the shift that little-endian byte order gives
    it, so the tree is exactly the integer those bytes hold, becomes one
    load of the total width (zero-extended to the tree's type). Store
    merging: stores of `trunc (lshr %v, 8k)` pieces of one value to
    adjacent bytes become one store of `%v` (or of its truncation).

    Both need, per the strict-trait rule (ARCHITECTURE §5.7: a load may be
    widened only under `dereferenceable`), an epoch-valid
    `#vir.dereferenceable` on the base covering the whole wide access; the
    pieces all in one block, and no operation between the first and the
    last that may write (for loads) or read or write (for stores) them
    (AliasInfo, calls without `#vir.nowrite`/`#vir.noread`, barriers). The
    wide access takes the lowest piece's alignment; with
    `allow-misaligned=false` it must be at least the wide size. A missing
    or stale trait, a clobber, or the alignment refuses with a remark.
    Widths are 2, 4 or 8 bytes, at most `max-width`.

    Preserves dominance, loops and range information.

    Example (`%p` with `#vir.dereferenceable<4>`):
    ```mlir
    %b0 = vir.load %p : i8                      %w = vir.load %p : i16
    %b1 = vir.load %p1 : i8          =>         (%v is %w)
    %z0 = vir.zext %b0 : i8 to i16
    %z1 = vir.zext %b1 : i8 to i16
    %s1 = vir.shl %z1, %c8 : i16
    %v = vir.or %z0, %s1 : i16
    ```
    Reference: LLVM's AggressiveInstCombine foldConsecutiveLoads and the
    DAG combiner's store merging.
  }];
  let options = [
    MaxIterationsOption,
    Option<"allowMisaligned", "allow-misaligned", "bool", /*default=*/"true",
           "Widen even when the wide access is less aligned than its size">,
    Option<"maxWidth", "max-width", "unsigned", /*default=*/"8",
           "Widest access formed, in bytes (2, 4 or 8)">,
  ];
  let statistics = [
    Statistic<"numLoadsWidened", "num-loads-widened",
              "Wide loads formed from narrow ones">,
    Statistic<"numNarrowLoads", "num-narrow-loads",
              "Narrow loads replaced by a wide one">,
    Statistic<"numStoresWidened", "num-stores-widened",
              "Wide stores formed from narrow ones">,
    Statistic<"numNarrowStores", "num-narrow-stores",
              "Narrow stores replaced by a wide one">,
  ];
}

//===----------------------------------------------------------------------===//
// Stage 7: control flow
//===----------------------------------------------------------------------===//

def JumpThreadingPass : VIRFunctionPass<"jump-threading"> {
  let summary = "Thread edges past branches they decide";
  let description = [{
    For each block B ending in `vir.cond_br` or `vir.switch` and each edge
    P -> B, works out what is known on that edge: B's arguments that P
    passes a constant; P's own branch condition when B is on one side of
    it; the condition of every dominating `cond_br` whose edge dominates P
    (up to 8 dominators up). B's `icmp`, `xor`, `and`, `or` and `select`
    are then evaluated; an `icmp` is also decided by a fact about an `icmp`
    of the same operands (same, inverted or swapped predicate), and
    `xor %v, true` by a fact about `%v`. When that decides B's terminator
    (condition or switch flag), P branches straight to the destination,
    passing what B would have (B's arguments replaced by P's values). When
    those operands are computed in B, the operations they need (and only
    those) are copied into a new block on the edge, at most
    `max-duplicated-ops` of them (-Oz: 0, so only copy-free threading).

    Refused with a `NotThreaded` remark: B is a loop header (threading
    would enter the loop past its header: irreducible); B's terminator
    carries traits (a latch's loop requests, hot/cold path requests: they
    are never split between copies); B has an operation with a memory
    effect or regions (`vir.opaque_region` is a barrier); a value B defines
    or receives is used in a block not reachable from the entry (one used
    after B elsewhere is copied onto the edge too, and the SSA updater
    merges the copy with the original, adding block arguments where the
    two meet; those copies count against the budget); more operations to
    copy than the budget,
    or than the function's copy budget (32 plus an eighth of its
    operations). A block's edges are threaded at most 8 times, so an
    irreducible cycle of decided branches cannot keep moving one edge.
    Blocks left unreachable are deleted; requests in them get AlreadyDone.

    A block B that is only a `vir.cond_br` on one of its arguments, read
    by nothing else, is copied into each predecessor that jumps to it with
    `vir.br`: the predecessor branches on the value it passed (LLVM's
    DuplicateCondBranchOnPHIIntoPred). An inlined predicate's returns,
    `return a < b;` on several paths tested by `if (f(...))`, then branch
    on their compares, and B goes once no edge reaches it. The refusals
    above apply; one copied branch counts against the function's copy
    budget, and with `max-duplicated-ops=0` (-Oz) a branch is copied only
    when every predecessor of B jumps to it (the code does not grow).

    Preserves alias and range information. `vir.max_iterations` counts
    each edge examined and each block and edge the SSA updater walks back
    from the uses to the original and its copy; one dominator tree serves
    a whole sweep over the blocks.

    Example (`p && p->key < k`: the false edge decides the join, which
    the other edge then takes a copy of):
    ```mlir
    ^a:                                 ^a:
      vir.cond_br %nonnull, ^b,           vir.cond_br %nonnull, ^b, ^exit
        ^join(%false : i1)        =>    ^b:
    ^b:                                   ...
      vir.br ^join(%lt : i1)              vir.cond_br %lt, ^body, ^exit
    ^join(%c: i1):
      vir.cond_br %c, ^body, ^exit
    ```
    Reference: LLVM's JumpThreading.
  }];
  let options = [
    MaxIterationsOption,
    Option<"maxDuplicatedOps", "max-duplicated-ops", "int64_t",
           /*default=*/"4",
           "Most operations copied to thread one edge">,
  ];
  let statistics = [
    Statistic<"numThreaded", "num-threaded", "Edges threaded">,
    Statistic<"numDuplicated", "num-duplicated-ops",
              "Operations copied onto threaded edges">,
    Statistic<"numValuesMerged", "num-values-merged",
              "Values of a threaded block used after it, merged with their "
              "copies by the SSA updater">,
    Statistic<"numBranchesCopied", "num-branches-copied",
              "Branches on a block argument copied into predecessors">,
  ];
}

def PhiOptPass : VIRFunctionPass<"phiopt"> {
  let summary = "If-convert diamonds and triangles that only pick a value";
  let description = [{
    A head block ending in `vir.cond_br` whose sides are arms (a block
    whose only predecessor is the head, ending in `vir.br` to the join) or
    the join itself: a diamond (two arms) or a triangle (one). The join's
    block arguments then only pick a value; the branch becomes selects in
    the head, and the head branches to the join. Beyond 007's table (which
    lists select formation only), it does the rules of the rucc reference:

    - select formation, one `vir.select` per join argument the sides
      disagree on (two equal constants agree);
    - value replacement: for `%c = icmp eq %a, %b` on integers, `%c ? %b :
      %a` is `%a` (for `ne`, `%c ? %a : %b` is `%a`), no select;
    - factoring (diamonds): both values computed by the same operation
      (same attributes, flags, predicate and traits, no memory effect),
      differing in at most one operand, read only by the arm's branch: one
      copy of it over a select of that operand;
    - min, max and abs are select rules: `icmp` of the two picked values
      (smin, smax, umin, umax), or `x` against 0 picking `x` and `sub 0, x`
      (abs); they stay `vir.select` of `icmp`, are named in the remark, and
      the negation under abs is free in the cost rule;
    - common code (diamonds): an operation both arms compute alike (the
      same operation on the same operands, or on operands paired before,
      no memory effect) runs on either path already; it is not counted,
      needs no speculation check, and one copy in the head replaces the
      two (`c & 1 ? K ^ (c >> 1) : c >> 1` becomes one shift, an xor and a
      select);
    - conditional store: both arms end in a store to the same address
      value, non-volatile and non-atomic, of one type and identical
      attributes (alignment, traits): one store of a select in the head. A
      store in only one arm is refused (the other path does not write).

    Cost rule: the arm operations that are neither factored, common nor
    the store are speculated. At most `arm-cost` (default 1) per arm, constants,
    constant-offset GEPs and the comparison of a min or max select (`select
    (icmp %a, %b), %a, %b`, its one user: a clamp's inner min) not counted (measured on bench/ by instruction
    count: 2 made collatz and sieve 32% and 21% slower, where the arms'
    work runs on both paths); and with `branch_weights` where one side has at least
    `predictable-percent` (default 80) percent, an arm with work is not
    speculated (a predicted branch is free, the arm is not); and an arm
    with work is not speculated when the join's own branch tests the value
    it would select (the value itself, or `icmp eq`/`ne` of it with a
    constant: an inlined comparison function's result in an `if`), which
    jump threading takes edge by edge instead. Empty arms always convert. Never speculated: a call, an operation with regions
    (`vir.opaque_region` is a barrier: the shape is skipped), an operation
    with effects, anything that may trap (divisions need a safe constant
    divisor), a volatile or atomic load, and a load whose address is not a
    constant offset from a value defined outside the arms carrying an
    epoch-valid `#vir.dereferenceable` that covers it (stale ones are
    ignored with a remark). Speculated operations lose `#vir.range`,
    `#vir.assume` and `#vir.dereferenceable` (those held on one path).

    With `innermost-loops-only` only branches in innermost loops are
    converted: the pipeline runs phiopt so in stage 4, before the
    vectorizer (which takes one if per loop body), and everywhere in stage
    7, after jump threading has taken the edges it decides.

    A branch on a constant is left to simplify-cfg. Requests: the head's
    traits move to its new branch; a loop request on an arm's branch (the
    arm was a latch) moves to it too (the head becomes the latch); an arm
    with hot/cold path requests, or two branches with requests, are
    refused. Refusals are `NotConverted` remarks with the reason. A join
    only the head reaches afterwards is merged into it, so nested
    diamonds convert in one run. Preserves alias and range information.

    Example:
    ```mlir
      vir.cond_br %lt, ^t, ^f             %m = vir.select %lt, %a, %b : i1, i32
    ^t:                                   vir.br ^join(%m : i32)
      vir.br ^join(%a : i32)        =>
    ^f:
      vir.br ^join(%b : i32)
    ```
    Reference: LLVM's SimplifyCFG (FoldTwoEntryPHINode) and GCC's phiopt,
    after the rucc design.
  }];
  let options = [
    MaxIterationsOption,
    Option<"armCost", "arm-cost", "int64_t", /*default=*/"1",
           "Most speculated non-constant operations per arm">,
    Option<"predictablePercent", "predictable-percent", "int64_t",
           /*default=*/"80",
           "Branch weight share at which arm work is not speculated">,
    Option<"innermostLoopsOnly", "innermost-loops-only", "bool",
           /*default=*/"false",
           "Convert only branches in innermost loops (the pipeline's slot "
           "before the vectorizer)">,
  ];
  let statistics = [
    Statistic<"numShapesConverted", "num-converted",
              "Diamonds and triangles converted">,
    Statistic<"numSelectsFormed", "num-selects-formed", "Selects formed">,
    Statistic<"numValuesReplaced", "num-values-replaced",
              "Join arguments decided by the branch condition">,
    Statistic<"numOpsFactored", "num-ops-factored",
              "Operations factored out of both arms">,
    Statistic<"numTruncationsFolded", "num-truncations-folded",
              "Truncations of a factored extension back to its source">,
    Statistic<"numStoresMerged", "num-stores-merged",
              "Conditional stores merged into one">,
    Statistic<"numCommonOpsMerged", "num-common-ops-merged",
              "Operations both arms computed alike, merged into one">,
  ];
}

def PruneUnreachablePass : VIRFunctionPass<"prune-unreachable"> {
  let summary = "Remove edges the IR proves never taken and unreachable blocks";
  let description = [{
    Reaching `vir.unreachable` is undefined behaviour (006), so a path that
    must reach one is never taken. A block is *doomed* when it ends in
    `vir.unreachable` and everything before it is free of memory effects
    and regions (a call before it may not return: `call @abort();
    vir.unreachable` is not doomed; a `vir.opaque_region` is a barrier and
    is kept, with a remark). Then, to a fixpoint within the budget:

    - a `vir.cond_br` on a constant, or with one doomed successor, becomes
      a `vir.br` to the other one (its traits move with
      transferBranchTraits);
    - a `vir.switch` on a constant becomes a `vir.br`; its cases to doomed
      blocks are dropped (with their weights); a doomed default is replaced
      by the first remaining case;
    - a terminator whose successors are all doomed becomes
      `vir.unreachable` (its block is then doomed too when it has no
      effects); requests on it get AlreadyDone.

    A call carrying `#vir.noreturn` (the call-edge fact: the importer's,
    from LLVM's `noreturn`, or the trait producer's, for `abort`, `exit`
    and the like) does not return, so what follows it in its block never
    runs: the block ends with `vir.unreachable` after the call, and what
    followed is deleted with the code it alone reached (a stale
    `#vir.noreturn`, or one on the callee only, is not used).

    Blocks not reachable from the entry are then deleted; every request in
    them gets AlreadyDone ("the code is unreachable"). Only the function
    body's blocks are edited; the blocks of a `vir.opaque_region` are left
    alone. Preserves alias and range information.

    Example:
    ```mlir
      vir.cond_br %c, ^ok, ^bad          vir.br ^ok
    ^bad:                          =>   ^ok:
      vir.unreachable                     ...
    ```
    Reference: LLVM's SimplifyCFG (removeUnreachableBlocks and the
    unreachable-successor folds).
  }];
  let statistics = [
    Statistic<"numEdgesPruned", "num-edges-pruned",
              "Branch edges removed (constant or doomed)">,
    Statistic<"numTerminatorsDoomed", "num-terminators-doomed",
              "Terminators replaced by vir.unreachable">,
    Statistic<"numBlocksRemoved", "num-blocks-removed",
              "Unreachable blocks removed">,
    Statistic<"numNoReturnCalls", "num-noreturn-calls",
              "Blocks cut after a call that does not return">,
  ];
}

def TailCallPass : Pass<"tail-call", "::mlir::ModuleOp"> {
  let summary = "Tail-recursion elimination and tail-call marking";
  let description = [{
    A call is in tail position when the next operation returns exactly its
    results, or branches with them (only them, in order) to a block that
    only returns its arguments; the latter return is first copied into the
    call's block. Strict trait consumer: a call may reuse its caller's frame
    only when no stack slot of the caller can reach the callee, i.e. every
    `vir.alloca` of the function carries an epoch-valid `#vir.nocapture`
    (then only its direct uses see its address), and no call argument is
    derived from a slot (through GEPs, selects and block arguments).

    - Tail recursion: a direct call of the function itself in tail position
      (not variadic) becomes a branch to a new loop header (the old entry
      block, which takes the arguments; the static allocas and constants of
      the entry move to a new entry block). Accumulator recursion, as
      LLVM's TRE: `return x op f(...)` with `op` an integer `add`, `mul`,
      `and`, `or` or `xor` and `x` not computed from the call, when every
      recursive call of the function is of that shape with the same `op`:
      the header gets an accumulator argument starting at `op`'s identity,
      each such call passes `acc op x`, and every other return returns
      `acc op v` (wrap flags are dropped: the order of the operations
      changes).
    - Marking: any other call in tail position gets `#vir.tail` (origin
      `tail-call`), which the LLVM backend emits as `tail` (a sibling call
      for llc). A call with a `no_tail` request is neither marked nor
      eliminated.
    - Requests (`tail_call`, `must_tail`, `no_tail`, on the call or on the
      callee): each gets a result. `tail_call` is accepted when the call
      became a branch or was marked; denied `Unsupported` when no trait
      rules out a slot reaching the callee (the request is then removed
      from the call, so no backend marks it) or when the call is not in
      tail position. Never `Illegality`: what is missing is a fact or a
      shape, not a wrong request (a strong request warns, O-26).
      `must_tail`: accepted for a self call made a branch, or a call in tail
      position whose caller and callee have the same signature (LLVM's
      `musttail`; the C backend cannot express it: a strong one is the hard
      error of O-26 there); else denied `NoTargetSupport`, or `Unsupported`
      when a slot may reach the callee. `no_tail`: accepted, unless the same
      edge also has `must_tail` or `tail_call` (which the backends honour
      first: denied `CostModel`).

    Refused with a remark (`NotEliminated`): a slot without `nocapture`, a
    slot argument, an alloca outside the entry block or with a dynamic
    count, a variadic function, a call inside a `vir.opaque_region`
    (barrier: calls in one are never considered). Preserves alias
    information only when nothing changed.

    Example:
    ```mlir
    vir.func @f(%n: i32, %a: i32) -> i32 {     vir.func @f(%n: i32, %a: i32) -> i32 {
      ...                                        vir.br ^h(%n, %a : i32, i32)
      %r = vir.call @f(%m, %b)           =>    ^h(%n1: i32, %a1: i32):
      vir.return %r : i32                        ...
                                                 vir.br ^h(%m, %b : i32, i32)
    ```
    Reference: LLVM's TailRecursionElimination.
  }];
  let options = [MaxIterationsOption];
  let statistics = [
    Statistic<"numEliminated", "num-eliminated",
              "Self calls in tail position turned into branches">,
    Statistic<"numAccumulators", "num-accumulators",
              "Recursions turned into loops with an accumulator">,
    Statistic<"numMarked", "num-marked", "Calls marked #vir.tail">,
    Statistic<"numReturnsDuplicated", "num-returns-duplicated",
              "Returns copied into a calling block">,
  ];
}

def BlockLayoutPass : VIRFunctionPass<"block-layout"> {
  let summary = "Order blocks so that the likely successor falls through";
  let description = [{
    Reorders the blocks of a function body (the entry stays first); both
    backends emit blocks in that order. A block is cold when its branch
    carries a `cold_path` request, when it ends in `vir.unreachable`, when
    all its successors are cold, or when all its predecessors are; a
    `hot_path` request makes a block hot and never cold. The order is a
    reverse post-order of a depth-first walk that visits each block's
    successors from the least to the most preferred, so the most preferred
    unplaced one follows it: a successor in the block's innermost loop
    before one leaving it (loop bodies stay contiguous), then hot before
    plain, plain before cold, then the heavier `branch_weights` side, then
    the successor that followed the block before. Cold blocks go last, in
    that order; unreachable blocks after them.

    Requests: `hot_path` is accepted when the block follows one of its
    predecessors (or is the entry), else denied `CostModel`; `cold_path`
    is accepted when the block is placed among the cold blocks at the end,
    denied `CostModel` for the entry and `ContradictsTrait` when the block
    also has `hot_path`. The blocks inside a `vir.opaque_region` keep their
    order (a barrier; requests there are denied `Unsupported`). Only block
    order changes: every analysis is preserved.

    Example (`^err` has a cold_path request):
    ```mlir
      vir.cond_br %c, ^err, ^ok          vir.cond_br %c, ^err, ^ok
    ^err:                                ^ok:
      ...                          =>      ...
    ^ok:                                 ^err:
      ...                                  ...
    ```
    Reference: LLVM's MachineBlockPlacement (chains along likely edges,
    loops contiguous, cold blocks last), much simplified.
  }];
  let statistics = [
    Statistic<"numMoved", "num-moved", "Blocks placed elsewhere">,
    Statistic<"numCold", "num-cold", "Blocks placed last as cold">,
  ];
}

//===----------------------------------------------------------------------===//
// Stage 4: loops
//===----------------------------------------------------------------------===//

def LoopRotatePass : VIRFunctionPass<"loop-rotate"> {
  let summary = "Turn header-tested loops into a guard and a bottom-tested loop";
  let description = [{
    For each natural loop, innermost first, carrying an epoch-valid
    `#vir.req<rotate, ...>` on its back-edge branch (007 O-20; the trait
    producer puts a soft one on every loop): when the header ends in a
    `vir.cond_br` to the body and to an exit, the header's operations are
    copied twice, into the preheader (the guard: is the loop entered at
    all?) and at the end of the latch (the test of the next iteration,
    which becomes the new back-edge branch), and the header is erased. The
    body's first block becomes the header, and the guard's edge into it
    gets a block of its own, the rotated loop's preheader (for LICM and the
    other loop passes). Values of the header used in the
    loop or after it are merged by the SSA updater (block arguments in the
    new header and in every exit block that the guard, the latch or
    another exiting block reaches); when the header is the only exiting
    block but its exit has other predecessors (the next loop's header), the
    exit edge first gets a block of its own, whose arguments take the
    values used after the loop. Each iteration then takes one branch
    instead of two, and the body runs on every iteration, as LICM wants.
    Other blocks may exit too (a `break`, a `return`, the second test of
    `p && q`): their exit edges stay, and a header value they pass or
    their exit blocks use becomes the new header's argument there.

    Only loops with an entering edge, one latch ending in `vir.br` to the
    header, a header that exits, a body entry reached from the header
    alone, and a header of at most `max-header-size` operations (not
    counting those that move out) are rotated. A loop entered without a
    preheader ending in `vir.br` (from a `vir.cond_br`, as simplify-cfg
    leaves an inner loop) first gets one. Header operations free of memory
    effects whose operands come from outside the loop move to the
    preheader instead of being copied (one that may trap, such as a
    division by a variable, only when no operation before it in the header
    has effects). The copies keep the facts of one execution
    (Utils/LoopCloner.h); the guard's copy drops the header terminator's
    requests, the latch's copy takes them over. The loop's requests move
    from the old back-edge branch to the new one, with their names.

    Every rotate request evaluated gets a result: accepted ("rotated: the
    header's N operations copied to the guard and the latch") and then
    consumed; or denied `AlreadyDone` (the latch already tests and exits:
    bottom-tested), `Unsupported` (no entering edge, several latches, the
    header does not exit, the exit is the enclosing loop's header, the loop
    contains a `vir.opaque_region`), or `TooLarge`
    (the header exceeds `max-header-size`, or `max-iterations` ran out).
    Stale requests are ignored with a remark.

    Example:
    ```mlir
    ^pre: vir.br ^h(%c0 : i32)            ^pre: %t0 = vir.icmp slt %c0, %n
    ^h(%i: i32):                                vir.cond_br %t0, ^b(%c0), ^exit
      %t = vir.icmp slt %i, %n       =>   ^b(%i: i32):
      vir.cond_br %t, ^b, ^exit             %i1 = vir.add %i, %c1
    ^b:                                     %t1 = vir.icmp slt %i1, %n
      %i1 = vir.add %i, %c1                 vir.cond_br %t1, ^b(%i1), ^exit
      vir.br ^h(%i1 : i32)
    ```
    Reference: LLVM's LoopRotate (LoopRotationUtils.cpp).
  }];
  let options = [
    MaxIterationsOption,
    Option<"maxHeaderSize", "max-header-size", "unsigned", /*default=*/"16",
           "Largest header (in operations) that is copied">,
  ];
  let statistics = [
    Statistic<"numRotated", "rotated", "Loops rotated">,
    Statistic<"numHeaderCopies", "header-ops-copied",
              "Header operations copied into guards and latches">,
    Statistic<"numHoisted", "header-ops-hoisted",
              "Loop-invariant header operations moved to the preheader">,
    Statistic<"numPreheaders", "preheaders-made",
              "Preheaders made for loops entered from a conditional branch">,
    Statistic<"numExits", "exits-made",
              "Exit blocks made for loops whose exit has other predecessors">,
  ];
}

def LoopUnrollPass : VIRFunctionPass<"loop-unroll"> {
  let summary = "Unroll counted loops the front end asked to unroll";
  let description = [{
    For each innermost natural loop carrying an epoch-valid
    `#vir.req<unroll, ...>` (optionally with `factor`) on its back-edge
    branch (007 O-20): a bottom-tested counted loop — one block-argument
    induction variable with a constant start and step, compared against a
    constant bound by the latch's `vir.cond_br` — whose trip count is a
    known constant is fully unrolled when trip count × copy size is at most
    `full-budget` and the trip count at most `max-full-trip`. A copy's size
    counts the operations that stay once the induction variables are
    constants in it (as LLVM's unroll cost analysis does): constants, what
    memory-free operations compute from the variables and constants (the
    increment, the test, an index `(i + 5) & 15`), addresses with such
    indices, unconditional branches and unused results are free. A loop of
    at most 10 iterations over that budget is run on constants, one
    iteration at a time: a branch or `vir.switch` the iteration decides
    (`switch (d)` in `for (d = 0; d < 8; d++)`) counts only the blocks it
    takes, and the budget grows with the rolled loop's work per operation
    left, up to 2 × `full-budget` (LLVM's analyzeLoopUnrollCost and its
    threshold boost, which allows 4x). The body is copied once per iteration, each copy falling into the next, the last
    into the exit, with no test left. Other blocks may exit too (a search
    that returns what it finds): each copy keeps those exits, and a value
    used after the loop becomes a block argument merging the copies' values
    on every way out; such an exit must not go to the enclosing loop's
    header (each copy would add a back edge). At `-Oz` (`only-shrinking`)
    a full unroll is done only when the copies, once their tests are gone,
    are no larger than the loop.

    A loop whose trip count is unknown but which leaves by a known
    iteration, through an exit in its body that runs every iteration on a
    compare of an induction variable (constant start and step; the
    compare may read it truncated, as after indvars widened it) with a
    constant (`shift += 7; if (shift > 63) break`, `b < 5` in `while (a >
    0 && b < 5)`), is fully unrolled to that many copies, each keeping
    every test, its latch's going on to the next copy; within
    `max-full-trip` and `full-budget`, not at -Oz (LLVM's unrolling by a
    constant maximum trip count).

    A trip count also comes from running the exit test on constants when no
    variable steps by a constant: the header arguments the test depends on
    start at constants and are computed on the back edge by memory-free
    operations of the loop (`s <<= 1`, `n >>= 1`), which are folded
    iteration by iteration, at most `max-full-trip` times (LLVM's
    exhaustive exit count).

    Loop nests: before the innermost loops, each loop that contains loops
    is tried, outermost first, and fully unrolled with the loops nested in
    it when its trip count is known, it has no other exit and no
    `vir.opaque_region`, and trip count × the nest's size is at most
    `full-budget` (an inner loop with a constant trip count counted that
    many times); not at -Oz. The copies of the inner loops carry the inner
    loops' requests as requests of their own, and what the iteration makes
    constant in them is folded, so a loop whose bound or step is the outer
    variable (`for (j = 0; j < i; j++)`, a butterfly's `i += 2 * s`) is
    unrolled in turn. A nest that does not qualify is left to the
    innermost-first walk, which refuses its outer loops as before.

    Otherwise the loop is unrolled by a factor F: the request's, or, when
    it gives none, the cost model's — the largest power of two up to
    `max-factor` with F × body size at most `partial-budget` (at least 2).
    Only a loop whose latch is its only exiting block is unrolled by a
    factor. A counted loop (Utils/LoopUtils.h: an induction variable
    stepping by one towards a loop-invariant bound) is unrolled at run time
    when
    `runtime` is set: the preheader computes the number of iterations N
    from the start and the bound (no scalar evolution: O-16), a prologue
    copy of the loop runs N mod F iterations on a counter of its own, and
    the unrolled loop runs the rest F iterations per exit test (the
    intermediate tests are gone: the test is known to stay until the last
    iteration). This is LLVM's runtime unrolling with a prologue
    remainder. A loop that is not counted is unrolled only for a request
    with a factor, each copy keeping its own exit test; without a factor
    that saves only the back-edge jumps, which the cost model does not
    count as a gain (CostModel).

    Copies: a fully unrolled loop is gone; its unroll request is accepted
    ("fully unrolled N iterations") and its other requests are denied
    AlreadyDone ("the loop was fully unrolled"). In a partial unroll the
    copies of the latch branch drop the loop's requests (the loop is still
    one loop; its back edge is the last copy's, which carries them).

    Every unroll request evaluated gets a result: accepted ("fully unrolled
    N iterations with the loops nested in it" for a nest), or denied
    `Unsupported` (not an innermost bottom-tested loop, other exits
    without a constant trip count or with a factor below it, an exit to the
    enclosing loop's header, an induction variable that would wrap, a
    `vir.opaque_region`), `TooLarge` (over the budgets, or `max-iterations`
    ran out), or `CostModel` (no constant trip count and no factor; at -Oz,
    a full unroll that would grow the code or a partial one). Stale requests
    are ignored with a remark.

    Example (trip count 2):
    ```mlir
    ^b(%i: i32):                          ^b:
      vir.store %i, %p                      vir.store %c0, %p
      %i1 = vir.add %i, %c1          =>     vir.store %c1, %p
      %t = vir.icmp slt %i1, %c2            vir.br ^exit
      vir.cond_br %t, ^b(%i1), ^exit
    ```
    Reference: LLVM's LoopUnroll (UnrollLoop, computeUnrollCount).
  }];
  let options = [
    MaxIterationsOption,
    Option<"fullBudget", "full-budget", "unsigned", /*default=*/"200",
           "Most operations a full unroll may produce">,
    Option<"maxFullTrip", "max-full-trip", "unsigned", /*default=*/"32",
           "Largest trip count unrolled fully">,
    Option<"partialBudget", "partial-budget", "unsigned", /*default=*/"96",
           "Most operations an unrolled loop body may have (0: no partial "
           "unrolling)">,
    Option<"onlyShrinking", "only-shrinking", "bool", /*default=*/"false",
           "Unroll fully only when the code does not grow (-Oz)">,
    Option<"maxFactor", "max-factor", "unsigned", /*default=*/"4",
           "Largest factor the cost model picks for a request without one">,
    Option<"runtime", "runtime", "bool", /*default=*/"true",
           "Unroll counted loops whose trip count is not a constant, with "
           "a remainder loop in front">,
    Option<"runtimeLater", "runtime-later", "bool", /*default=*/"false",
           "Leave the loops runtime unrolling would take, and their "
           "requests, to a later loop-unroll slot (the pipeline's stage-4 "
           "slot: the vectorizer wants the counted loop first)">,
  ];
  let statistics = [
    Statistic<"numFullyUnrolled", "fully-unrolled", "Loops fully unrolled">,
    Statistic<"numPartiallyUnrolled", "partially-unrolled",
              "Loops partially unrolled, each copy keeping its exit test">,
    Statistic<"numRuntimeUnrolled", "runtime-unrolled",
              "Counted loops unrolled with a remainder loop">,
    Statistic<"numCopies", "body-copies", "Copies of loop bodies made">,
  ];
}

def LoopJamPass : VIRFunctionPass<"loop-jam"> {
  let summary = "Unroll-and-jam loop nests the front end asked to jam";
  let description = [{
    For each natural loop carrying an epoch-valid `#vir.req<jam, ...>`
    (optionally with `factor`) on its back-edge branch (007 O-20) whose
    body is exactly one innermost loop plus straight-line code before it
    (in the outer header, which enters the inner loop) and after it (in the
    outer latch, the inner loop's exit): the outer loop is unrolled by the
    factor F and the F copies of the inner loop are fused into one inner
    loop that runs their iterations side by side. The outer loop must be a
    bottom-tested counted loop (Utils/LoopUtils.h findCountedLoop) whose
    other header arguments advance without the inner loop; the inner loop
    bottom-tested, its latch the only exiting block, and its start, bound
    and step defined outside the outer loop (its trip count does not depend
    on the outer loop). The outer header may branch around the inner loop
    only on a condition defined outside the outer loop.

    Legality (Analysis/NestDependence.h): the accesses are decomposed with
    one coefficient per loop level; an access in outer iteration i + d
    (d in 1..F-1) and inner iteration j' that touches what outer iteration
    i, inner iteration j touches, one of them a write, with j' < j (a
    dependence of direction (<, >)) blocks the jam, and so does any
    dependence across outer iterations between the code before or after
    the inner loop and the rest of the nest. Different bases are
    independent only under a noalias or restrict trait (O-31, O-32). Calls
    and other memory effects block it.

    The preheader computes the outer trip count N (no scalar evolution:
    O-16); the jammed loop runs N / F groups of F iterations on a counter
    of its own, then the original outer loop, left in place, runs the
    N mod F remaining iterations (LLVM's epilogue remainder). The jammed
    loop's back edge carries the outer loop's other requests; the inner
    loops' requests stay with the fused inner loop (copy 0's) and the
    remainder's; the jam request is consumed.

    Every jam request evaluated gets a result: accepted ("jammed by F with
    a remainder loop"), or denied `Unsupported` (shape, a trip count that
    depends on the outer loop, a dependence, a missing trait, a
    `vir.opaque_region`), `TooLarge` (F copies over `max-size`, or
    `max-iterations` ran out) or `CostModel` (jamming off: `factor=0`, or a
    factor of 1). Stale requests are ignored with a remark.

    Example (F = 2, N a multiple of 2):
    ```mlir
    for i: for j: a[i][j] = b[j]   =>   for i += 2: for j: a[i][j] = b[j]
                                                           a[i+1][j] = b[j]
    ```
    Reference: LLVM's LoopUnrollAndJam (isSafeToUnrollAndJam,
    UnrollAndJamLoop).
  }];
  let options = [
    MaxIterationsOption,
    Option<"factor", "factor", "unsigned", /*default=*/"2",
           "Factor for a request without one (0: jamming off)">,
    Option<"maxSize", "max-size", "unsigned", /*default=*/"256",
           "Most operations the F copies of the outer loop's body may have">,
  ];
  let statistics = [
    Statistic<"numJammed", "loops-jammed", "Loop nests unrolled and jammed">,
    Statistic<"numCopies", "body-copies",
              "Copies of outer loop bodies made">,
    Statistic<"numRefused", "jam-refused", "Jam requests denied">,
  ];
}

def LoopInterleavePass : VIRFunctionPass<"loop-interleave"> {
  let summary = "Interleave reductions of counted loops the front end asked "
                "to interleave";
  let description = [{
    For each innermost natural loop carrying an epoch-valid
    `#vir.req<interleave, ...>` (optionally with `factor`) on its back-edge
    branch (007 O-20): a bottom-tested counted loop (Utils/LoopUtils.h
    findCountedLoop; its latch the only exiting block) that carries at
    least one reduction — a header argument updated by one associative
    operation per iteration (integer add, sub, mul, and, or, xor, signed
    and unsigned min and max as icmp + select; float fadd and fmul only
    when the operation has `reassoc`), read by nothing else in the loop —
    is unrolled by the factor F (the request's, or `factor`) and each
    reduction is split into F independent accumulators, one per copy, the
    first starting at the loop's value and the others at the operation's
    identity (min/max: the start value). After the loop a middle block
    combines them, so iteration k + 1 no longer waits for iteration k's
    update: the copies' operations can run in parallel.

    The trip count need not be a multiple of F: as loop-unroll's runtime
    unrolling (the shared Utils/LoopUtils.h unrollWithPrologue), the
    preheader computes N mod F, a prologue copy of the loop runs those
    iterations on the original accumulators, and the interleaved loop runs
    the rest, F iterations per exit test. The integer reduction operations
    of the copies lose `nsw`/`nuw` and their `range` facts (their partial
    values are not the sequential ones).

    With `vectorize-later` (the pipeline's stage-4 slot) a loop that still
    carries an epoch-valid `vectorize` request is left, with its request,
    to the slot after loop-vectorize: interleaving it first would stop it
    from being vectorized. An interleaved loop is unrolled: its `unroll`
    and `vectorize` requests are denied `AlreadyDone` ("the loop was
    interleaved by F") and consumed, so loop-unroll does not unroll it
    again.

    Every interleave request evaluated gets a result: accepted
    ("interleaved by 2, 1 reduction(s) split: %acc (i32 add)"), or denied
    `Unsupported` (not an innermost bottom-tested counted loop, a
    `vir.opaque_region`, a header argument that is neither the induction
    variable nor a recurrence the copies can chain, a float reduction
    without `reassoc`: "the f64 fadd reduction of %acc needs reassoc"),
    `CostModel` (no reduction to split: that is loop-unroll's work; a
    factor of 1; a constant trip count below the factor) or `TooLarge`
    (F copies over `size-budget`, or `max-iterations` ran out). Stale
    requests are ignored with a remark.

    Example (F = 2, the remainder prologue not shown):
    ```mlir
    ^b(%i: i32, %s: i32):                ^b(%i: i32, %s: i32, %t: i32):
      %x = vir.load ...                    %x = vir.load ...
      %s1 = vir.add %s, %x : i32     =>    %s1 = vir.add %s, %x : i32
      ...                                  %y = vir.load ...
                                           %t1 = vir.add %t, %y : i32
                                           ...
                                         ^middle:
                                           %r = vir.add %s1, %t1 : i32
    ```
    Reference: LLVM's interleaving in LoopVectorize (the interleave count
    of scalar loops, reductions with several partial accumulators).
  }];
  let options = [
    MaxIterationsOption,
    Option<"factor", "factor", "unsigned", /*default=*/"2",
           "Factor for a request without one (0: interleave only requests "
           "with a factor)">,
    Option<"sizeBudget", "size-budget", "unsigned", /*default=*/"128",
           "Most operations the F copies of the loop body may have">,
    Option<"vectorizeLater", "vectorize-later", "bool", /*default=*/"false",
           "Leave loops that still carry a vectorize request, and their "
           "interleave requests, to a later loop-interleave slot (the "
           "pipeline's stage-4 slot: the vectorizer takes them first)">,
  ];
  let statistics = [
    Statistic<"numInterleaved", "loops-interleaved", "Loops interleaved">,
    Statistic<"numReductions", "reductions-split",
              "Reductions split into independent accumulators">,
    Statistic<"numCopies", "body-copies", "Copies of loop bodies made">,
  ];
}

def LoopPeelPass : VIRFunctionPass<"loop-peel"> {
  let summary = "Peel the first iterations of loops the front end asked to peel";
  let description = [{
    For each natural loop, innermost first, carrying an epoch-valid
    `#vir.req<peel, ...>` (optionally with `count`) on its back-edge branch
    (007 O-20): the loop's blocks are copied `count` times in front of it,
    each copy one iteration with its exit tests, the copy's back edge
    entering the next copy and the last one the loop. Values used after
    the loop get one definition per copy, merged by the SSA updater.

    Without a count the pass peels one iteration where it pays: a header
    argument whose back-edge value is loop-invariant (it changes only after
    the first iteration, so the loop then sees one value), or a branch on
    `icmp eq/ne` of an induction variable that cannot wrap with its
    constant start (taken one way only in the first iteration; in the loop
    that remains the test is decided, and folded).

    Only loops with one latch and a preheader, holding no
    `vir.opaque_region` (O-36), whose copies total at most `peel-budget`
    operations and whose count is at most `max-count`, are peeled. The
    copies keep the facts of one execution and drop every request
    (Utils/LoopCloner.h: a peeled iteration is not a loop). An outer loop
    is peeled with its inner loops; their copies in the peeled iterations
    carry no requests (the inner loops that remain keep theirs).

    Every peel request evaluated gets a result: accepted ("peeled N
    iterations") and then consumed; or denied `Unsupported` (several
    latches, a barrier), `TooLarge` (over the budgets, or `max-iterations`
    ran out) or `CostModel` (no count and nothing that peeling
    simplifies). Stale requests are ignored with a remark.

    Example (count 1):
    ```mlir
    ^b(%i: i32, %f: i1):                  ^p: (iteration 0: %i = %c0, %f = %true)
      ...                                   vir.cond_br %t0, ^b(%c1, %false), ^exit
      vir.cond_br %t, ^b(%i1, %false),  =>  ^b(%i: i32, %f: i1):   (%f always false)
                      ^exit                   ...
    ```
    Reference: LLVM's LoopPeel (peelLoop, computePeelCount).
  }];
  let options = [
    MaxIterationsOption,
    Option<"peelBudget", "peel-budget", "unsigned", /*default=*/"64",
           "Most operations the peeled copies may have">,
    Option<"maxCount", "max-count", "unsigned", /*default=*/"8",
           "Most iterations peeled from one loop">,
  ];
  let statistics = [
    Statistic<"numPeeled", "loops-peeled", "Loops peeled">,
    Statistic<"numIterationsPeeled", "iterations-peeled",
              "Iterations copied in front of their loops">,
  ];
}

def LoopDistributePass : VIRFunctionPass<"loop-distribute"> {
  let summary = "Split loops the front end asked to distribute into loops over the same iterations";
  let description = [{
    For each innermost single-block loop (bottom-tested, counted, stepping
    its induction variable by +1) carrying an epoch-valid
    `#vir.req<distribute, ...>` on its back-edge branch (007 O-20), with no
    `vir.opaque_region` (O-36), no call that may touch memory and no
    volatile or atomic access:

    - The statements are the loop's loads and stores and its scalar
      recurrences (header arguments other than the exit test's).
      Operations free of memory effects are recomputed in every loop that
      needs them; the exit test and what it reads are in every loop.
    - Edges: SSA (a statement reading another's value stays with it),
      and memory dependences from Analysis/Dependence.h: same iteration
      or carried forward (in program order), carried backward (distance
      d > 0 from a later access to an earlier one), or unknown (both ways;
      different bases are independent only under a noalias or restrict
      trait, O-31..O-33).
    - Each strongly connected component stays in one loop; components are
      ordered topologically (ties by program order) and adjacent ones of
      the same kind (blocked from vectorization by a cycle, or free of it)
      merge, as LLVM's LoopDistribute merges partitions.
    - A soft request distributes only when some resulting loop is free of
      the cycle that blocks vectorization and some is not; a strong one
      whenever two loops result. At most `max-partitions` loops.

    Each loop is a copy of the original (Utils/LoopCloner.h) with the other
    loops' statements removed, entered with the original's entry values;
    the copies inherit every request but `distribute`. Values used after
    the loop come from the copy that computes them.

    Every distribute request evaluated gets a result: accepted
    ("distributed the loop into N loops") and consumed; or denied naming
    the blocking dependence ("store to %arg0[i+1] and load from %arg0[i]
    carry a dependence of distance 1", "store to %arg0 may alias load
    from %arg1: no noalias or restrict trait"), `Unsupported` (shape,
    calls, a barrier), `CostModel` (no loop would become vectorizable),
    `TooLarge` (over `max-partitions`, or `max-iterations` ran out).

    Example:
    ```mlir
    ^b(%i):  a[i+1] = a[i] + 1          ^b1(%i): a[i+1] = a[i] + 1
             c[i] = d[i] * 2       =>   ^b2(%i): c[i] = d[i] * 2
    ```
    Reference: LLVM's LoopDistribute (InstPartitionContainer,
    MemoryInstructionDependences).
  }];
  let options = [
    MaxIterationsOption,
    Option<"maxPartitions", "max-partitions", "unsigned", /*default=*/"4",
           "Most loops one loop is distributed into">,
  ];
  let statistics = [
    Statistic<"numDistributed", "loops-distributed",
              "Loops distributed">,
    Statistic<"numLoopsCreated", "loops-created",
              "Loops made by distribution (beyond the originals)">,
  ];
}

def LoopUnswitchPass : VIRFunctionPass<"loop-unswitch"> {
  let summary = "Move loop-invariant branches out of loops the front end asked to unswitch";
  let description = [{
    For each natural loop, innermost first, carrying an epoch-valid
    `#vir.req<unswitch, ...>` on its back-edge branch (007 O-20), with a
    preheader and one latch, no `vir.opaque_region` (O-36):

    - Trivial unswitching: a `vir.cond_br` on a condition defined outside
      the loop, with one successor outside the loop, in a block reached
      from the header through blocks that do nothing but compute (no
      memory effect, no call), passing the exit values defined outside the
      loop, and whose header-to-branch values are not used after the loop:
      the preheader takes the test (to the exit, or into the loop) and the
      branch in the loop becomes a `vir.br`. Nothing is copied.
    - Otherwise one `vir.cond_br` or `vir.switch` on a condition defined
      outside the loop and not computed from constants alone (the first in
      block order, not a latch's back-edge branch, carrying no traits, not
      to the header of the loop or of a loop in it) versions the loop: one
      copy per distinct successor, when the copies total at most
      `max-copied-ops` operations; the preheader branches on the condition
      to the version for its value, and in each version the branch goes
      straight to its successor. Values used after the loop are merged by
      the SSA updater. The versions are loops of their own: they inherit
      the loop's other requests (each gets its own result) and drop
      `unswitch`; so do the copies of the loops inside them. A loop that
      asks to be unrolled (no factor) and whose constant trip count × size
      is at most `full-unroll-budget` (the pipeline passes loop-unroll's
      `full-budget`; a nest counts each inner loop times its trip count)
      is not versioned: loop-unroll unrolls it fully, each version would be
      unrolled too, and the branch is left to the enclosing loop
      (CostModel).
    - A loop that contains loops is versioned only on a branch in an inner
      loop (one the inner loop left: it is unrolled fully, or has no
      request of its own); one in its own blocks runs once per iteration,
      not worth a copy of the nest (CostModel).

    Every unswitch request evaluated gets a result: accepted ("unswitched
    N invariant exit tests without copying", "versioned the loop on an
    invariant branch: N copies") and then consumed; or denied
    `Unsupported` (several latches, no preheader, a barrier), `CostModel`
    (a loop left to a full unroll, a nest whose invariant branches are all
    in its own blocks), `TooLarge`
    (over `max-copied-ops`, or `max-iterations` ran out) or
    `AlreadyDone` (no branch on an invariant condition). Stale requests
    are ignored with a remark.

    Example:
    ```mlir
    ^b(%i: i32):                           ^pre: vir.cond_br %flag, ^b1(%c0), ^b2(%c0)
      vir.cond_br %flag, ^x, ^y       =>   ^b1(...): (the loop, ^x taken)
    ...                                    ^b2(...): (the loop, ^y taken)
    ```
    Reference: LLVM's SimpleLoopUnswitch (unswitchTrivialBranch,
    unswitchNontrivialInvariants).
  }];
  let options = [
    MaxIterationsOption,
    Option<"maxCopiedOps", "max-copied-ops", "unsigned", /*default=*/"64",
           "Most operations the versions of a loop may add (0: trivial "
           "unswitching only)">,
    Option<"fullUnrollBudget", "full-unroll-budget", "unsigned",
           /*default=*/"0",
           "Do not version a loop asking to be unrolled whose trip count × "
           "size is at most this (loop-unroll's full-budget; 0: version it)">,
  ];
  let statistics = [
    Statistic<"numTrivial", "trivial-unswitched",
              "Invariant exit tests moved out of loops">,
    Statistic<"numVersioned", "loops-versioned",
              "Loops versioned on an invariant branch">,
    Statistic<"numCopiedOps", "ops-copied",
              "Operations copied into loop versions">,
  ];
}

def LoopFusePass : VIRFunctionPass<"loop-fuse"> {
  let summary = "Fuse adjacent loops the front end asked to fuse";
  let description = [{
    For each pair of adjacent natural loops, both carrying an epoch-valid
    `#vir.req<fuse, ...>` on their back-edge branch (007 O-20), in program
    order: the bodies are put one after the other in one loop, the second
    loop's body running in the same iteration as the first's.

    Adjacent: the first loop's only exit leads, through blocks that only
    branch on (single predecessor, `vir.br`), to the second loop's only
    entering edge; or, for rotated loops, each loop is guarded (its
    entering block's `vir.cond_br` enters it or skips to its exit), the
    first loop's exit, reached from its latch and its guard, ends in the
    second loop's guard, and the two guards test the same condition (one
    value, or `vir.icmp` of one predicate on the same operands). Both loops are innermost, bottom-tested (the latch is
    the only exiting block), siblings, free of `vir.opaque_region` (O-36),
    calls and volatile or atomic accesses, and counted by a `+1` induction
    variable (LoopUtils findCountedLoop) with the same trip count: the same
    constant count, or the same start, bound, predicate and step.

    The code between them: side-effect free, speculatable operations whose
    operands are defined before the first loop move before it; those that
    read the first loop's values move after the fused loop (if the second
    loop does not use them; for a guarded pair the skip path keeps them and
    the fused loop's exit runs a copy, merged by the SSA updater); anything
    else (a store, a call, a load) blocks fusion. The second loop may not
    use a value the first computes.

    Legality (Analysis/Dependence, FusionDependence): every access of the
    first loop is decomposed against its iteration number k, every access
    of the second against k', and each pair with a write is compared as if
    in one iteration space: fusion is illegal if the second loop touches in
    iteration k' bytes the first touches in iteration k > k' (a negative
    fusion distance), or when that is not known. Different bases are
    independent only under a noalias scope or restrict trait (O-31..O-33).

    The second loop's header arguments become arguments of the first's
    header; the first loop's latch falls through to the code between and
    the second loop's body, whose latch branches back to the first header.
    The first loop's values used after it keep their last iteration's values.

    Both fuse requests get a result: accepted ("fused with the following
    loop" / "fused with the preceding loop") and consumed, or denied with
    the same reason on both (Illegality for a dependence fusion would
    reverse, Unsupported for the shape, the trip counts, the code between
    or an unknown dependence, TooLarge when `max-iterations` ran out). A
    fuse request with no adjacent loop carrying one is denied Unsupported.
    The first loop's other requests end AlreadyDone with its latch branch:
    the second loop's requests speak for the fused loop.

    Example:
    ```mlir
    ^a(%i): store %i, %p[%i]                ^a(%i, %j): store %i, %p[%i]
      cond_br %t, ^a(%i1), ^m                 br ^m
    ^m: br ^b(%c0)                    =>    ^m: br ^b(%j)
    ^b(%j): store %j, %q[%j]                ^b(%j): store %j, %q[%j]
      cond_br %u, ^b(%j1), ^exit              cond_br %u, ^a(%i1, %j1), ^exit
    ```
    Reference: LLVM's LoopFuse (FusionCandidate, dependencesAllowFusion).
  }];
  let options = [
    MaxIterationsOption,
  ];
  let statistics = [
    Statistic<"numFused", "loops-fused", "Loop pairs fused">,
    Statistic<"numHoisted", "ops-hoisted",
              "Operations between the loops moved before the first">,
    Statistic<"numSunk", "ops-sunk",
              "Operations between the loops moved after the fused loop">,
  ];
}

//===----------------------------------------------------------------------===//
// Stage 8: codegen prep
//===----------------------------------------------------------------------===//

def CodegenPreparePass : VIRFunctionPass<"codegen-prepare"> {
  let summary = "Canonicalize for the backends: sink addresses and compares, rewrite constant selects";
  let description = [{
    The last stage before a backend (007 stage 8). Two rewrites:

    - Sinking: a `vir.gep` used only as the address of loads and stores,
      and a `vir.icmp`/`vir.fcmp`, none of whose users is in its own
      block, is copied into each
      block that uses it (in front of the first use there) and the original
      goes, so no value lives across blocks only to feed an address or a
      branch (LLVM's CodeGenPrepare sinkCmpExpression and address sinking).
      A copy never goes into a loop that does not contain the original, or
      into a `vir.opaque_region`; an operation on `vir.undef` is not copied
      (each copy could see another value); at most `max-copies` copies per
      value.
    - Selects of constants: `select %c, C1, C2` on integers becomes
      `zext %c` (1, 0), `sext %c` (-1, 0), `zext %c` shifted (2^k, 0),
      `add (zext %c), C2` (C2 + 1, C2) or `add (sext %c), C2` (C2 - 1, C2),
      with the condition inverted (the inverted predicate of a single-use
      `icmp`, else `xor %c, true`) for (0, 1), (0, -1) and (0, 2^k):
      arithmetic both backends emit without a branch or a conditional move.

    The output stays SSA (O-22): block arguments stay, nothing is lowered
    out of SSA. Preserves dominance, loops, alias and range information.

    Example:
    ```mlir
    ^a: %c = vir.icmp slt %x, %y : i32       ^a: vir.br ^b
        vir.br ^b                     =>     ^b: %c = vir.icmp slt %x, %y : i32
    ^b: vir.cond_br %c, ^t, ^f                   vir.cond_br %c, ^t, ^f
    ```
    Reference: LLVM's CodeGenPrepare.
  }];
  let options = [
    MaxIterationsOption,
    Option<"maxCopies", "max-copies", "unsigned", /*default=*/"4",
           "Most blocks one value is copied into">,
  ];
  let statistics = [
    Statistic<"numAddressesSunk", "num-addresses-sunk",
              "Address computations sunk to their users">,
    Statistic<"numComparesSunk", "num-compares-sunk",
              "Compares sunk to their users">,
    Statistic<"numSelectsRewritten", "num-selects-rewritten",
              "Selects of constants rewritten to arithmetic">,
  ];
}

def LoopIdiomPass : Pass<"loop-idiom", "::mlir::ModuleOp"> {
  let summary = "Replace strlen loops by a call and bit-serial loops by tables";
  let description = [{
    Beyond 007's table (ARCHITECTURE §5.1 admits a loop-idiom recognizer
    to stage 6; it runs first in stage 4, before loop-rotate would copy a
    while loop's test into a guard that would stay before the call). An
    innermost loop that reads one byte per iteration, at an address that
    steps by one byte, and leaves at the first zero byte becomes one call
    of the C library's `strlen` before it, and the loop is deleted. The
    loop is a while loop (a header that loads and tests, a latch that
    steps) or one block that does both (a do-while loop, or one rotated in
    an earlier round). Every block argument of
    the loop must step by one (an integer `vir.add %v, 1` or a pointer
    `vir.gep %p[1] : i8`); the address is one of them or `s[x]` with `s`
    from outside the loop and `x` one of them (or its next value), maybe
    widened to i64. Each variable leaves the loop as its start plus the
    length (its next value one more), which is what uses after the loop
    read. The loop may hold nothing else but constants and casts of the
    variables: no other memory access, call or barrier.

    A module pass: it declares `strlen` when the module does not. It needs
    the front end's word that the C library is present, the module's
    `vir.hosted` (the trait producer's `libcalls` kind; `vct-cc
    -ffreestanding` and `-fno-builtin` leave it off). A module that
    defines `strlen` (its loops may be strlen itself), declares it with
    another type than `(!vir.ptr) -> i64` or names something else so
    keeps its loops (missed remark `NotStrlen`). An index widened from a narrower
    variable needs the increment's `nsw` (for a `vir.sext`) or `nuw` (for
    a `vir.zext`): otherwise the loop's offsets may wrap where the
    library's do not (`NotStrlen`). The call carries `#vir.nowrite`,
    `#vir.libcall<"strlen">` and, on its argument, `#vir.nowrite` and
    `#vir.nocapture`, stamped at the function's epoch; the load's facts
    are not carried over. Every request on the loop's operations gets an
    AlreadyDone result. memset and memcpy loops are left to the
    vectorizer (the library's long copies count one instruction per byte
    in the project's instruction measure).

    Example:
    ```mlir
    ^bb0:                                  ^bb0:
      vir.br ^loop(%c0 : i64)                %l = vir.call @strlen(%s) : ...
    ^loop(%i: i64):                          %n = vir.add %c0, %l : i64
      %a = vir.gep %s[%i] : i8      =>       vir.br ^exit(%n : i64)
      %b = vir.load %a : i8
      %t = vir.icmp ne %b, %z : i8
      %j = vir.add %i, %c1 : i64
      vir.cond_br %t, ^loop(%j : i64), ^exit(%i : i64)
    ```
    Bit-serial loops (a CRC computed one bit per iteration): a counted
    loop with a constant trip count (4 to 65 tests of its exit) of at most
    64 operations that touch no memory, whose integer header arguments
    other than the counter (its state, at most 128 bits) each iteration
    maps so that every bit is the exclusive or of bits of the state and a
    constant: `vir.xor`, shifts by constants, `vir.and`/`vir.or` with
    constants, extensions and truncations, `0 - b` and `b * c` of a single
    bit `b`, and a `vir.select` or a branch whose two arms meet again,
    chosen by one bit of the state (`x & 0x8000`, `x < 0`, `(x ^ d) & 1`),
    when the two arms differ by a constant. The values used after the loop
    are then such maps of the state's start; each is rebuilt before the
    loop from a shift of each input and lookups in new private constant
    tables of up to 256 entries (`@<function>.table`), indexed by eight
    bits of the inputs at a time; bytes with equal columns share a table,
    indexed by their exclusive or. A loop that would need more than two
    tables (32 iterations over 32 bits) stays, with the missed remark
    `NotTable`. No trait is read: the maps hold for every value. Every
    request on the loop's operations gets an AlreadyDone result.

    ```mlir
    ^head(%c: i16, %i: i32):                 %lo = vir.shl %c0, %c8 : i16
      %t = vir.icmp slt %i, %c8 : i32        %hi = vir.lshr %c0, %c8 : i16
      vir.cond_br %t, ^body, ^exit(%c)       %ix = vir.trunc %hi : i16 to i8
    ^body:                                   %tb = vir.addressof @f.table
      %b = vir.and %c, %top : i16      =>    %i8 = vir.zext %ix : i8 to i64
      %s = vir.icmp ne %b, %z : i16          %a = vir.gep inbounds %tb[%i8] : i16
      %l = vir.shl %c, %one : i16            %e = vir.load %a : i16
      %x = vir.xor %l, %poly : i16           %r = vir.xor %lo, %e : i16
      %n = vir.select %s, %x, %l : i1, i16   vir.br ^exit(%r : i16)
      ...  (8 iterations)
    ```
    Reference: LLVM's LoopIdiomRecognize (its strlen idiom, and its CRC
    loops found by HashRecognize).
  }];
  let options = [MaxIterationsOption];
  let statistics = [
    Statistic<"numStrlen", "num-strlen",
              "Loops replaced by a call of strlen">,
    Statistic<"numTables", "num-tables",
              "Bit-serial loops replaced by table lookups">,
  ];
}

//===----------------------------------------------------------------------===//
// Stage 5: vectorize
//===----------------------------------------------------------------------===//

def LoopVectorizePass : VIRFunctionPass<"loop-vectorize"> {
  let summary = "Vectorize innermost counted loops the front end asked for";
  let description = [{
    For each innermost natural loop carrying an epoch-valid
    `#vir.req<vectorize, ...>` (optionally with `width`, in lanes) on its
    back-edge branch (007 O-21): a single-block bottom-tested counted loop
    (Utils/LoopUtils.h findCountedLoop: one induction variable stepping by
    +1 or -1, it or its next value compared with a loop-invariant bound,
    the latch the only exit; or findSteppedLoop: a larger constant step,
    `i += 2` while `i < n`, under a strict test and an increment that
    cannot wrap, whose iterations are counted as (distance - 1) / step + 1
    before the loop) whose memory accesses are loads and stores at addresses
    affine in the induction variable (Analysis/Dependence.h): consecutive
    elements, forward or backward (a backward access is one vector access
    and a lane-reversing `vir.shuffle`), one invariant element, or an
    interleave group: F = 2 to 4 loads (or stores) of one type that each
    move F elements per iteration and together touch F consecutive ones
    (`re = p[2*i]; im = p[2*i + 1]`, the r, g, b of pixels), done as one
    access of F x VF elements and a shuffle per member; a load group may
    miss elements after its first (a gap, read and unused: the vector loop
    then always leaves one scalar iteration, whose first member shows the
    memory read exists), a store group that misses one is refused (the wide
    store would write it), and an
    access between the members must never touch the members it is moved
    past. A body
    whose branches join again before the latch (if/else diamonds, ifs
    without else, else-if chains, ifs nested in arms, `&&` and `||`,
    `vir.switch`es (a case's edge compares the flag with its value); at
    most 64 blocks, no inner loop, leaving only from the latch) is
    if-converted into one block: each block gets a mask (the `vir.and` of
    its predecessor's mask and the branch condition, the `vir.or` of its
    incoming edges', or its dominator's when it runs whenever that does:
    LLVM's block and edge masks), each block argument becomes a
    `vir.select` per incoming edge on that edge's mask (LLVM's blends), and
    the conditional blocks' operations must only compute (pure operations
    with vector forms). Up to four stores to one address (the same
    computation) that never run in the same iteration (the arms of an
    if/else or of an else-if chain) become one store of their values'
    blend: unconditional when every iteration runs one of them, else under
    the `or` of their masks. A store under a mask that moves forward by
    one element per iteration is stored lane by lane: per lane, its mask
    is extracted and a branch enters a block that stores that lane (LLVM's
    scalarized predicated store, costed per lane); the scalar remainder
    keeps it under its mask. Other conditional stores, and a conditional
    load, are refused (VIR has no masked access). A total updated under
    nested ifs or ifs in a row (`if (a && b) n++;`) is a reduction: each
    `select(m, s + v, s)` becomes `s + select(m, v, 0)`. Its body may hold integer and float
    arithmetic, comparisons, selects and casts, and integer divisions and
    remainders by a constant that cannot trap (not 0, nor -1 for the
    signed ones: the backends expand them to multiplies); header arguments other than
    the induction variable must be reductions (integer add, mul, and, or,
    xor, signed and unsigned min and max as icmp + select; any-of, a
    select between the accumulator and a value from before the loop, as
    `if (a[i - 1] > a[i]) ok = 0;` leaves it, whose result is that value if
    any iteration chose it; float fadd and fmul only with `reassoc` on the
    operation), or pointers carried as
    `vir.gep %p[C]` with a constant C and read only as addresses (`*d++ =
    *s++ * k`): each is its start plus C bytes per iteration, or integers
    updated by a constant (`j--` or `k += 2` beside `i++`, `j++` beside `i
    += 4`, and indvars' narrow copies of them): each is its start plus that
    constant per iteration, read anywhere in the loop (LLVM's secondary
    inductions). An integer
    header argument updated as `select(c, x op v, x)` (add, or, xor: a
    count phiopt made a select, or an if-converted one) first becomes `x op
    select(c, v, 0)`, an ordinary reduction (LLVM's conditional reduction
    pattern).

    The vector loop runs `VF × interleave` iterations per trip, VF lanes
    each: the request's width, or the power of two up to width-bits / the
    widest element the loop loads, stores or reduces with the lowest cost
    per element (values wider than that element, such as a byte loop's int
    arithmetic, take several vectors each, as LLVM's type legalization
    splits them; a dependence distance d in the wrong order caps
    `VF × interleave` at d; a known trip count below 16 takes only widths
    that leave no remainder). The original loop stays as the scalar remainder and
    the fallback. A guard in the preheader takes the vector loop when the
    trip count is at least `VF × interleave`, then a block of runtime
    overlap checks (when there are any) when they pass; both enter the
    scalar loop through one new block, as the middle block does. The
    scalar remainder's `unroll` and `interleave` requests end `AlreadyDone`
    (it runs fewer than `VF × interleave` iterations after the vector
    loop). After the vector loop, a middle block reduces the accumulators and exits when
    no iteration remains, or enters the scalar loop at the next iteration.
    With a constant trip count that is a multiple of `VF × interleave` and
    no runtime check, there is no guard and no remainder. Values used
    after the loop become arguments of its exit block (or of a new block
    on the edges to it), and the loops are updated in place, so the pass
    takes time linear in the loops of a function; `max-iterations` counts
    each loop asked and its operations.

    A search loop, two blocks whose header leaves the loop on a test of
    loads of consecutive elements `p[i]` (or `a[0][i]`) and whose latch
    counts i by one from a constant to a bound (`for (i = 0; i < N; i++)
    if (a[i] == key) return i;`, `while (i < n && a[i] == b[i]) i++`),
    gets a vector loop ahead of it: each trip computes the exit test
    for VF iterations (width-bits over the widest element) and, when a lane
    would leave, enters the original loop at the trip's first iteration,
    which finds the exit; after the last whole vector (one iteration at
    least is left) it enters it there too (LLVM's early-exit vectorization,
    with the original loop picking the lane). Refused: an operation with
    effects in the loop (the skipped iterations must do nothing but test),
    a header argument other than the variable and casts of it, a latch
    test that is neither a constant count nor `next < bound` (or `!=`) for
    a bound from before the loop, fewer than VF + 1 iterations
    (`CostModel`), and a base without an epoch-valid `#vir.dereferenceable`
    covering every lane read (the lanes past an exit were not read by the
    original loop; a stale trait is ignored). A bound known only at run
    time is checked before the loop: the vector loop runs when `first + VF
    < bound <=` the elements every load may read, else the original loop
    runs alone. Statistic `early-exits`.

    Epilogues: a loop vectorized by at least `epilogue-min-width` lanes (16:
    bytes on SSE2) leaves up to VF × interleave - 1 iterations to its
    scalar remainder, and a loop the guard finds too short for one vector
    iteration (a swap of 4 or 8 bytes) runs all of them there. The
    remainder gets a vector loop of its own at a quarter of the width (at
    least 2 lanes, one part), planned and costed as the main loop was, with
    its own guard and runtime checks, and a scalar remainder of its own
    (LLVM's epilogue vectorization). The main guard's block then first
    tests that the loop runs at least the epilogue's width, and sends a
    shorter loop straight to the scalar remainder (LLVM's iter.check); an if-converted loop's remainder is
    its block of selects, unless a store went back under its condition.
    Refusing it changes nothing; the
    request's result is the main loop's, and the epilogue has a
    `VectorizedEpilogue` remark. Statistic `epilogues`.

    Memory reordering is licensed as O-21 says: two accesses on one base
    are compared by their dependence distance (independent, or a distance
    of at least `VF × interleave` iterations in the safe direction);
    accesses on different bases only by a `noalias` or `restrict` trait
    (AliasInfo). Otherwise (different bases, or one base at offsets that
    differ by a loop-invariant amount that is not a constant: two rows of
    one matrix), within `max-runtime-checks` pairs, the loop is versioned
    with a runtime check that the two address ranges do not overlap: the
    check decides at run time, and the original loop runs when it fails (no
    fact is assumed).

    A cost model with a per-operation table for x86-64 SSE2 (and AVX2 with
    `host-width` on an AVX2 CPU) compares the
    scalar cost per element with the vector cost per element: the vector
    loop must save at least a sixth (the table is coarse); the remark gives
    the decision and its numbers. The scalar cost of an if-converted body
    is the original's: each arm at half its cost (it ran only when its side
    was taken), a branch instead of the selects. Header arguments that are narrow copies
    of the induction variable (indvars' trunc(iv)) are vectorized as the
    variable at their width, and under a sign extension they are the
    variable in addresses when its range keeps them from wrapping.

    Every vectorize request evaluated gets a result: accepted ("vectorized
    by 4, interleaved by 2: cost 3.0 -> 1.0 per element, ..."), or denied
    `Unsupported` (shape, non-consecutive access, an operation or
    reduction the pass does not vectorize, a float reduction without
    `reassoc`, a barrier), `Illegality` (a dependence distance that forbids
    the reordering), `CostModel` (not cheap enough per element, or a
    constant trip count below one vector trip), `NoTargetSupport` (a
    requested width wider than `target-bits`) or `TooLarge` (a may-alias
    pair beyond `max-runtime-checks`, or `max-iterations` ran out).
    Stale requests are ignored with a remark.

    Example (VF 4, trip count 64):
    ```mlir
    ^b(%i: i64):                       ^v(%j: i64):
      %p = vir.gep %a[%i] : i32          %p = vir.gep %a[%j] : i32
      %x = vir.load %p : i32      =>     %x = vir.load %p : vector<4xi32>
      %y = vir.add %x, %x : i32          %y = vir.add %x, %x : vector<4xi32>
      vir.store %y, %p : i32             vir.store %y, %p : vector<4xi32>
      %i1 = vir.add %i, %c1 : i64        %j1 = vir.add %j, %c4 : i64
      ...                                ...
    ```
    Reference: LLVM's LoopVectorize (LoopVectorizationLegality,
    LoopAccessAnalysis runtime checks, the VPlan cost model).
  }];
  let options = [
    MaxIterationsOption,
    Option<"widthBits", "width-bits", "unsigned", /*default=*/"128",
           "Vector width in bits chosen without a width in the request (0: "
           "vectorize only requests with a width)">,
    Option<"targetBits", "target-bits", "unsigned", /*default=*/"128",
           "Widest vector register of the target in bits (SSE2: 128)">,
    Option<"interleave", "interleave", "unsigned", /*default=*/"1",
           "Vector parts computed per vector iteration">,
    Option<"maxRuntimeChecks", "max-runtime-checks", "unsigned",
           /*default=*/"8",
           "Most pairs of accesses a loop's runtime overlap check compares">,
    Option<"hostWidth", "host-width", "bool", /*default=*/"false",
           "When the module records the CPU to compile for (vir.target_cpu, "
           "-Ofast's host CPU: O-44), use its widest vectors up to 256 bits "
           "(AVX2 costs) for width-bits and target-bits">,
    Option<"epilogueMinWidth", "epilogue-min-width", "unsigned",
           /*default=*/"16",
           "Vectorize the scalar remainder of loops vectorized by at least "
           "this many lanes at a quarter of their width (0: never)">,
  ];
  let statistics = [
    Statistic<"numVectorized", "loops-vectorized", "Loops vectorized">,
    Statistic<"numReversed", "reversed",
              "Loops vectorized counting down or with backward accesses">,
    Statistic<"numStepped", "stepped",
              "Loops vectorized whose variable steps by more than one">,
    Statistic<"numIfConverted", "if-converted",
              "Loops vectorized after if-converting their body">,
    Statistic<"numPredicatedStores", "predicated-stores",
              "Loops vectorized with a conditional store stored lane by "
              "lane">,
    Statistic<"numHostWidth", "host-width",
              "Loops vectorized at the recorded CPU's vector width">,
    Statistic<"numRuntimeChecked", "runtime-checked",
              "Loops vectorized behind a runtime overlap check">,
    Statistic<"numRuntimeChecks", "runtime-checks",
              "Pairs of accesses compared by runtime checks">,
    Statistic<"numReductions", "reductions", "Reductions vectorized">,
    Statistic<"numIntegerIVs", "other-inductions",
              "Integer induction variables besides the counted one">,
    Statistic<"numEarlyExits", "early-exits",
              "Search loops a vector loop runs ahead of">,
    Statistic<"numNoRemainder", "no-remainder",
              "Loops vectorized without a scalar remainder">,
    Statistic<"numEpilogues", "epilogues",
              "Scalar remainders given a vector loop of their own">,
  ];
}

def SLPVectorizePass : VIRFunctionPass<"slp-vectorize"> {
  let summary = "Vectorize straight-line groups of isomorphic operations";
  let description = [{
    Superword-level parallelism (LLVM's SLPVectorizer). In each block, the
    seeds are groups of stores of one scalar element type (i8 to i64, f32,
    f64) to consecutive elements of one address: the same root and the same
    dynamic `vir.gep` indices, at constant byte offsets one element apart
    (`add %i, C` in an index counts as the constant C), `width-bits` in all
    (128: 2 x i64/f64, 4 x i32/f32, 8 x i16, 16 x i8). From the stored
    values the pass builds a tree bottom-up, one node per lane tuple:
    isomorphic operations (the same arithmetic, comparison, select or cast,
    on one type) recurse on their operands; loads of a consecutive run
    become one vector load (and a `vir.shuffle` when the lanes read the run
    out of order); one value in every lane becomes a splat; constants a
    vector constant; anything else is gathered lane by lane (`vir.insert`).
    Scalars of the tree still used outside it are read back with
    `vir.extract` after the vector code, or kept when a use comes earlier.

    Horizontal reductions are seeds too: a chain of one reassociable
    operation (integer add, and, or, xor; fadd and fmul only with
    `reassoc`), each link used once, whose leaves are a power of two of
    values that fit `width-bits` (loads of one address in any order are
    sorted by offset) becomes a tree of its leaves and one `vir.reduce`.
    A longer chain (up to 128 links) is cut into runs, as LLVM's
    HorizontalReduction does: leaves made by one operation whose leading
    loads (each operation's first non-constant operand, followed down)
    read one address form a group sorted by offset; each run of four or
    more of them (a power of two) is tried as a tree, and the chain is
    rebuilt, without `nsw`/`nuw`, from the other leaves and the run's
    `vir.reduce`. Leaves extended from loads of at most half their width
    may take twice `width-bits` (eight absolute differences of bytes
    summed as i32, x86's psadbw), priced by their legalized parts.

    The vector code is placed at the last store of the seed: the tree's
    loads move down to it and the other stores of the seed too. That
    reordering is licensed as O-21 says: accesses with the same root and
    indices are compared by their offsets; accesses on different bases
    only by a `noalias` or `restrict` trait (AliasInfo, epoch-checked);
    calls only by what AliasInfo knows of them. Otherwise the seed is
    refused ("store to %q may alias load from %p: no noalias or restrict
    trait"). A `vir.opaque_region` in the moved span is a barrier (O-36).

    Cost: the per-operation SSE2 table loop-vectorize uses
    (Vectorize/CostModel.h). The scalar cost of the operations the tree
    replaces against the vector cost of its nodes, gathers (one insert per
    lane, one for a splat) and extracts; lanes that shift by different
    constants (the bytes of a big-endian store) add a shift and a blend
    per further amount (four for bytes). A tree is vectorized only when
    its vector cost is lower, and the remark gives both numbers.

    Gating (O-21): straight-line code outside loops is vectorized under a
    `#vir.req<vectorize, ...>` on the `vir.func` (the trait producer issues
    a soft one on every defined function); this pass gives that request its
    one result: accepted with the trees it vectorized, or denied with the
    reason of the first refused seed. A block inside a loop is vectorized
    only while its innermost loop still carries an epoch-valid `vectorize`
    request on its back-edge branch; those requests belong to
    loop-vectorize, which evaluates them first and gives them their result,
    so this pass consults them and records nothing for them. Stale requests
    are ignored.

    Example (width-bits=128):
    ```mlir
    %x0 = vir.load %a0 : f64            %x = vir.load %a0 : vector<2xf64>
    %x1 = vir.load %a1 : f64            %y = vir.load %b0 : vector<2xf64>
    %y0 = vir.load %b0 : f64      =>    %s = vir.fadd %x, %y : vector<2xf64>
    %y1 = vir.load %b1 : f64            vir.store %s, %c0 : vector<2xf64>
    %s0 = vir.fadd %x0, %y0 : f64
    %s1 = vir.fadd %x1, %y1 : f64
    vir.store %s0, %c0 : f64     // %c1 = vir.gep %c0[1] : f64, and so on
    vir.store %s1, %c1 : f64
    ```
    Reference: LLVM's SLPVectorizer (vectorizeStoreChains, buildTree,
    getTreeCost).
  }];
  let options = [
    MaxIterationsOption,
    Option<"widthBits", "width-bits", "unsigned", /*default=*/"128",
           "Bits of the vectors built from a seed of stores (0: off)">,
    Option<"maxTreeNodes", "max-tree-nodes", "unsigned", /*default=*/"64",
           "Most nodes of one tree">,
  ];
  let statistics = [
    Statistic<"numTrees", "trees-vectorized", "Trees vectorized">,
    Statistic<"numStores", "stores-vectorized",
              "Scalar stores replaced by vector stores">,
    Statistic<"numGathers", "gathers", "Nodes gathered lane by lane">,
    Statistic<"numShuffles", "load-shuffles",
              "Vector loads shuffled into the lanes' order">,
    Statistic<"numExtracts", "extracts",
              "Scalars read back from vectors for uses outside a tree">,
    Statistic<"numRefused", "seeds-refused",
              "Seeds refused for legality or cost">,
    Statistic<"numReductions", "reductions",
              "Horizontal reductions vectorized">,
  ];
}

//===----------------------------------------------------------------------===//
// The pipeline
//===----------------------------------------------------------------------===//

def OptimizePass : Pass<"vir-optimize", "::mlir::ModuleOp"> {
  let summary = "The VIR optimizer: the pass table's pipeline, in rounds";
  let description = [{
    Runs the optimizer pipeline of ARCHITECTURE §5.1 for an optimization
    level, re-running it while it changes the module, at most
    `max-pipeline-rounds` times (a warning says when that budget runs out).
    At `-O0` and `-O1` it does nothing. `enable` and `disable` add and omit
    passes by `-f` name. At `fast` the module gets the host CPU as
    `vir.target_cpu` and every floating-point operation the `fast` flags.

    `vct-mlir-opt -O2` is `--pass-pipeline='builtin.module(vir-optimize)'`.
  }];
  let options = [
    Option<"level", "O", "std::string", /*default=*/"\"2\"",
           "Optimization level: 0, 1, 2, 3, fast or z">,
    ListOption<"enable", "enable", "std::string",
               "Passes to add (-f<name>)">,
    ListOption<"disable", "disable", "std::string",
               "Passes to leave out (-fno-<name>)">,
    MaxIterationsOption,
    Option<"maxPipelineRounds", "max-pipeline-rounds", "unsigned",
           /*default=*/"4",
           "Cap on pipeline rounds (vir.max_pipeline_rounds)">,
  ];
}

#endif // VCT_TRANSFORMS_PASSES_TD
