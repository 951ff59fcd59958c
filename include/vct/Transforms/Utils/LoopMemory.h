//===- LoopMemory.h - What a loop does to memory ----------------*- C++ -*-===//
//
// The one memory summary of a natural loop (nested loops included) that the
// loop-level passes share (GVN at loop headers, LICM, the loop passes): the
// operations that may write memory, those that may read it, whether the
// loop holds a region barrier (one opaque access to all memory, O-37) and
// whether it holds a volatile or atomic access. What a writer or reader may
// touch is then asked of AliasInfo, from traits only (O-31, O-32).
//
//===----------------------------------------------------------------------===//

#ifndef VCT_TRANSFORMS_UTILS_LOOPMEMORY_H
#define VCT_TRANSFORMS_UTILS_LOOPMEMORY_H

#include "vct/Analysis/LoopInfo.h"

#include "llvm/ADT/SmallVector.h"

namespace vct {

struct LoopMemory {
  /// Operations that may write memory (mayWriteMemory), in block order of
  /// the loop's blocks; volatile and atomic writes included.
  llvm::SmallVector<mlir::Operation *> writers;
  /// Operations that may read memory: not memory-effect free, a call
  /// without an epoch-valid `#vir.noread`, or effects that say so or are
  /// unknown.
  llvm::SmallVector<mlir::Operation *> readers;
  /// A vir.opaque_region.
  bool hasBarrier = false;
  /// A volatile or atomic access (isVolatileOrAtomicAccess).
  bool synchronizes = false;

  /// The summary of `loop`.
  static LoopMemory get(mlir::CFGLoop *loop);
};

} // namespace vct

#endif // VCT_TRANSFORMS_UTILS_LOOPMEMORY_H
