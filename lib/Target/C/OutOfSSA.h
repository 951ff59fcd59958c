//===- OutOfSSA.h - Parallel-copy sequentialization -------------*- C++ -*-===//
//
// Out-of-SSA translation turns every branch into a *parallel copy*: all the
// destination block's arguments take their new values at once. A target
// without parallel assignment (C) needs the copies as a sequence. This is the
// classic sequentialization of Boissinot et al. ("Revisiting Out-of-SSA
// Translation for Correctness, Code Quality, and Efficiency", CGO 2009,
// Algorithm 1), also known as "parallel moves" in Cranelift: copies whose
// destination nobody still reads go first, and a temporary is used only to
// break a cycle (one temporary per cycle).
//
// The piece is independent of VIR and of C: locations are small integers the
// caller assigns to its variables.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_LIB_TARGET_C_OUTOFSSA_H
#define VCT_LIB_TARGET_C_OUTOFSSA_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

namespace vct::c {

/// One component `dest := src` of a parallel copy. `dest` and `src` name the
/// caller's variables; a source that is not a destination of the same
/// parallel copy (a constant, an unrelated variable) never takes part in a
/// cycle.
struct ParallelCopy {
  unsigned dest;
  unsigned src;
};

/// A location of a sequential copy: one of the caller's variables, or a
/// temporary the sequentialization introduced.
struct CopyLocation {
  enum class Kind { Variable, Temporary };
  Kind kind = Kind::Variable;
  /// The caller's variable, or the temporary's number (0, 1, ...).
  unsigned id = 0;

  static CopyLocation variable(unsigned id) { return {Kind::Variable, id}; }
  static CopyLocation temporary(unsigned id) { return {Kind::Temporary, id}; }
  bool isTemporary() const { return kind == Kind::Temporary; }
  bool operator==(const CopyLocation &other) const {
    return kind == other.kind && id == other.id;
  }
};

/// One step `dest := src` of the sequence.
struct SequentialCopy {
  CopyLocation dest;
  CopyLocation src;
};

/// The result of sequentializing a parallel copy.
struct CopySequence {
  /// The copies, to run in order. A temporary is always written (by a step
  /// whose source is a variable) before any step reads it.
  llvm::SmallVector<SequentialCopy> steps;
  /// For each temporary, the variable whose value it saves (so the caller
  /// can give the temporary that variable's type).
  llvm::SmallVector<unsigned> temporarySources;
};

/// Sequentializes the parallel copy `copies`, whose destinations must be
/// pairwise distinct. Self copies (`a := a`) produce no step. The sequence
/// has one step per non-self copy plus one per cycle (the save into a
/// temporary); it is deterministic: among ready copies the one listed first
/// goes first.
CopySequence sequentializeParallelCopy(llvm::ArrayRef<ParallelCopy> copies);

} // namespace vct::c

#endif // VCT_LIB_TARGET_C_OUTOFSSA_H
