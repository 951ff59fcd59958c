//===- OutOfSSA.cpp - Parallel-copy sequentialization ---------------------===//
//
// Boissinot et al.'s sequentialization of a parallel copy (see OutOfSSA.h).
// A copy may run once no other pending copy still reads its destination's
// old value; when no copy can run, the pending copies form disjoint cycles
// (every destination has exactly one source, and every pending destination
// is still read by another pending copy), and saving one destination of a
// cycle in a temporary lets the whole cycle run.
//
//===----------------------------------------------------------------------===//

#include "OutOfSSA.h"

#include "llvm/ADT/DenseMap.h"

using namespace vct::c;

CopySequence
vct::c::sequentializeParallelCopy(llvm::ArrayRef<ParallelCopy> copies) {
  CopySequence result;

  // The copies still to do (self copies need no step).
  llvm::SmallVector<ParallelCopy> pending;
  for (const ParallelCopy &copy : copies)
    if (copy.dest != copy.src)
      pending.push_back(copy);

  // How many pending copies still read each variable's original value, and
  // where that value lives now (the variable itself until it is saved).
  llvm::DenseMap<unsigned, unsigned> readers;
  llvm::DenseMap<unsigned, CopyLocation> location;
  for (const ParallelCopy &copy : pending) {
    ++readers[copy.src];
    location.try_emplace(copy.src, CopyLocation::variable(copy.src));
  }

  // A destination may be overwritten once its original value is no longer
  // needed in place: nobody reads it, or it was saved to a temporary.
  auto isFree = [&](unsigned var) {
    auto it = readers.find(var);
    if (it == readers.end() || it->second == 0)
      return true;
    return location.lookup(var).isTemporary();
  };

  while (!pending.empty()) {
    // The first copy (in the caller's order) whose destination is free.
    auto *ready = llvm::find_if(
        pending, [&](const ParallelCopy &copy) { return isFree(copy.dest); });
    if (ready == pending.end()) {
      // Only cycles are left: save the first pending destination.
      unsigned saved = pending.front().dest;
      unsigned temp = result.temporarySources.size();
      result.temporarySources.push_back(saved);
      result.steps.push_back(
          {CopyLocation::temporary(temp), CopyLocation::variable(saved)});
      location[saved] = CopyLocation::temporary(temp);
      continue;
    }
    ParallelCopy copy = *ready;
    pending.erase(ready);
    result.steps.push_back(
        {CopyLocation::variable(copy.dest), location.lookup(copy.src)});
    --readers[copy.src];
  }
  return result;
}
