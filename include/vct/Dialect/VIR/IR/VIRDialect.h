//===- VIRDialect.h - The VIR dialect ---------------------------*- C++ -*-===//
//
// Declares the VIR dialect class. Include VIROps.h for the operations.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_DIALECT_VIR_IR_VIRDIALECT_H
#define VCT_DIALECT_VIR_IR_VIRDIALECT_H

#include "mlir/IR/Dialect.h"

#include "vct/Dialect/VIR/IR/VIRDialect.h.inc"

#endif // VCT_DIALECT_VIR_IR_VIRDIALECT_H
