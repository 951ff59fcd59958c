//===- VIRAttrs.h - VIR attributes and traits -------------------*- C++ -*-===//
//
// Enumerations, trait attributes (the `#vir.*` family of ARCHITECTURE §4) and
// global-initializer attributes.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_DIALECT_VIR_IR_VIRATTRS_H
#define VCT_DIALECT_VIR_IR_VIRATTRS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"

#include "vct/Dialect/VIR/IR/VIREnums.h.inc"

#include "vct/Dialect/VIR/IR/VIRAttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "vct/Dialect/VIR/IR/VIRAttrs.h.inc"

#endif // VCT_DIALECT_VIR_IR_VIRATTRS_H
