//===- TranslateToC.cpp - VIR to C11 --------------------------------------===//
//
// The C backend prints a VIR module directly as one C11 translation unit
// (with GNU extensions that GCC and clang share: `__builtin_*`, `__atomic_*`,
// `__attribute__`, asm labels). It does not go through MLIR's EmitC, which
// cannot express multi-way CFG switches, vectors, structure layouts, address
// initializers, undef or volatile/atomic accesses, and which sequentializes
// block-argument copies wrongly (docs/Backends.md).
//
// Representation, in short (docs/Backends.md has the full table):
//   - an iN value lives in the smallest of int8_t..int64_t that holds it
//     (_Bool for i1), always sign-extended from bit N-1; every operation
//     whose result depends on the bits above N recomputes it from the bits,
//     and arithmetic runs in uint32_t/uint64_t so C's signed overflow never
//     happens;
//   - a vector is a `struct { T e[N]; }` operated on lane by lane;
//   - memory is accessed with __builtin_memcpy (aliasing- and
//     alignment-safe), volatile accesses through volatile lvalues, atomics
//     with the __atomic builtins;
//   - every SSA value is a local variable declared (zero-initialized) at the
//     top of its function, blocks are labels, branches are gotos, and block
//     arguments are assigned on each edge as a parallel copy (OutOfSSA.h).
//
// The emitter first finds the live operations of each function (those with
// effects and those computing values that are used), so the C has no unused
// variables or labels under `-Wall -Wextra`.
//
//===----------------------------------------------------------------------===//

#include "vct/Target/C/TranslateToC.h"

#include "OutOfSSA.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRABI.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <string>

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {

//===----------------------------------------------------------------------===//
// C spellings of integers
//===----------------------------------------------------------------------===//

/// True for the widths C has exact types for.
bool isStandardWidth(unsigned width) {
  return width == 8 || width == 16 || width == 32 || width == 64;
}

/// The unsigned C type a zeroext char or short argument or result of type
/// `type` is declared with (VIRABI.h), or "" for the container type.
std::string getZeroExtType(Type type, ABIKind kind) {
  auto intType = dyn_cast<IntegerType>(type);
  if (kind == ABIKind::ZeroExt && intType &&
      (intType.getWidth() == 8 || intType.getWidth() == 16))
    return "uint" + std::to_string(intType.getWidth()) + "_t";
  return "";
}

/// The C type holding an iN value: _Bool for i1, otherwise the smallest
/// signed exact-width type, holding the value sign-extended from bit N-1.
std::string containerType(unsigned width) {
  if (width == 1)
    return "_Bool";
  if (width <= 8)
    return "int8_t";
  if (width <= 16)
    return "int16_t";
  if (width <= 32)
    return "int32_t";
  return "int64_t";
}

/// The width arithmetic on iN runs at (C's int is 32 bits: narrower unsigned
/// types would promote to int and could overflow).
unsigned computeWidth(unsigned width) { return width <= 32 ? 32 : 64; }
std::string unsignedType(unsigned width) {
  return width <= 32 ? "uint32_t" : "uint64_t";
}
std::string signedType(unsigned width) {
  return width <= 32 ? "int32_t" : "int64_t";
}

/// The low `width` bits set, as a C literal of the unsigned compute type.
std::string maskLiteral(unsigned width) {
  uint64_t mask = width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
  std::string hex = llvm::utohexstr(mask, /*LowerCase=*/true);
  if (width <= 32)
    return "0x" + hex + "u";
  return "UINT64_C(0x" + hex + ")";
}

/// True if `expr` is a variable (or vector lane) behind zero or more casts
/// to integer types, like `(uint32_t)(uint8_t)v3`.
bool isCastOperand(StringRef expr) {
  while (expr.consume_front("(")) {
    size_t close = expr.find(')');
    if (close == StringRef::npos ||
        !llvm::all_of(expr.take_front(close),
                      [](char c) { return llvm::isAlnum(c) || c == '_'; }))
      return false;
    expr = expr.drop_front(close + 1);
  }
  return !expr.empty() && llvm::all_of(expr, [](char c) {
    return llvm::isAlnum(c) || c == '_' || c == '.' || c == '[' || c == ']';
  });
}

/// `expr` converted to the integer type `type`, without repeating a cast
/// `expr` already starts with.
std::string castTo(StringRef type, const std::string &expr) {
  std::string prefix = ("(" + type + ")").str();
  if (StringRef(expr).starts_with(prefix) && isCastOperand(expr))
    return expr;
  return prefix + expr;
}

/// `x` (an iN container) converted to the unsigned compute type; the bits
/// above N are unspecified. Right for add, sub, mul, shl and trunc.
std::string bitsOf(const std::string &x, unsigned width) {
  return castTo(unsignedType(width), x);
}

/// The unsigned value of `x`, in the unsigned compute type.
std::string zextOf(const std::string &x, unsigned width) {
  if (width == 1 || width == 32 || width == 64)
    return bitsOf(x, width);
  if (width == 8 || width == 16)
    return "(uint32_t)(uint" + std::to_string(width) + "_t)" + x;
  return "(" + bitsOf(x, width) + " & " + maskLiteral(width) + ")";
}

/// The signed value of `x` (promoting to at least int). Containers hold
/// sign-extended values, so only i1 (stored as 0/1) needs work.
std::string sextOf(const std::string &x, unsigned width) {
  if (width == 1)
    return "(-(int32_t)" + x + ")";
  return x;
}

/// The iN container holding the low N bits of `expr` (an unsigned
/// expression, parenthesized or primary). Unsigned-to-signed conversions of
/// out-of-range values and right shifts of negative values are
/// implementation-defined in C; GCC and clang define them as two's
/// complement.
std::string fromBits(const std::string &expr, unsigned width) {
  if (width == 1)
    return "(_Bool)(" + expr + " & 1u)";
  if (isStandardWidth(width))
    return "(" + containerType(width) + ")" + expr;
  std::string shift = std::to_string(computeWidth(width) - width);
  return "(" + containerType(width) + ")((" + signedType(width) + ")(" +
         bitsOf(expr, width) + " << " + shift + ") >> " + shift + ")";
}

/// A shift amount that never reaches C's undefined behaviour: VIR shifts by
/// the width or more are poison, so masking to the compute width is enough.
std::string shiftAmount(const std::string &x, unsigned width) {
  return "(" + zextOf(x, width) + " & " +
         std::to_string(computeWidth(width) - 1) + "u)";
}

/// `value` as a C constant of its container type.
std::string intLiteral(const APInt &value) {
  if (value.getBitWidth() == 1)
    return value.isZero() ? "0" : "1";
  int64_t signedValue = value.getSExtValue();
  if (signedValue >= INT32_MIN && signedValue <= INT32_MAX) {
    if (signedValue == INT32_MIN)
      return "(-2147483647 - 1)";
    return std::to_string(signedValue);
  }
  if (signedValue == INT64_MIN)
    return "(-INT64_C(9223372036854775807) - 1)";
  return "INT64_C(" + std::to_string(signedValue) + ")";
}

/// `value` as a bit-exact C constant expression (also valid in static
/// initializers): hexadecimal literals, and GCC's builtins for infinities and
/// NaNs with their payload.
std::string floatLiteral(const APFloat &value) {
  bool isFloat = &value.getSemantics() == &APFloat::IEEEsingle();
  bool isLong = &value.getSemantics() == &APFloat::x87DoubleExtended();
  std::string suffix = isFloat ? "f" : isLong ? "l" : "";
  std::string sign = value.isNegative() ? "-" : "";
  if (value.isInfinity())
    return "(" + sign + "__builtin_inf" + suffix + "())";
  if (value.isNaN()) {
    // x87: the explicit integer bit (63) is above the quiet bit.
    APInt bits = value.bitcastToAPInt();
    unsigned mantissaBits = isFloat ? 23 : isLong ? 63 : 52;
    bool quiet = bits[mantissaBits - 1];
    uint64_t payload = bits.trunc(mantissaBits - 1).getZExtValue();
    return "(" + sign + (quiet ? "__builtin_nan" : "__builtin_nans") + suffix +
           "(\"0x" + llvm::utohexstr(payload, /*LowerCase=*/true) + "\"))";
  }
  if (isLong) {
    // Every x87 value has an exact hexadecimal literal.
    SmallString<64> hex;
    hex.resize(64);
    unsigned length = value.convertToHexString(hex.data(), /*HexDigits=*/0,
                                               /*UpperCase=*/false,
                                               APFloat::rmNearestTiesToEven);
    hex.resize(length);
    return (hex + "L").str();
  }
  double number =
      isFloat ? double(value.convertToFloat()) : value.convertToDouble();
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%a", number);
  return buffer + suffix;
}

/// `bytes` as a C string literal. Every byte outside printable ASCII is an
/// octal escape of three digits (so a following digit cannot extend it), and
/// `?` is escaped against trigraphs.
std::string stringLiteral(StringRef bytes) {
  std::string result = "\"";
  for (unsigned char c : bytes) {
    if (c == '"' || c == '\\' || c == '?') {
      result += '\\';
      result += static_cast<char>(c);
    } else if (c >= 0x20 && c < 0x7f) {
      result += static_cast<char>(c);
    } else {
      char buffer[8];
      std::snprintf(buffer, sizeof(buffer), "\\%03o", c);
      result += buffer;
    }
  }
  return result + "\"";
}

/// Declares `name` with C type `type` ("void *" + "p" gives "void *p").
std::string declare(StringRef type, StringRef name) {
  if (type.ends_with("*"))
    return (type + name).str();
  return (type + " " + name).str();
}

/// A pointer to `type`, optionally to a volatile one: `int32_t volatile *`,
/// `void **`, `void *volatile *`.
std::string pointerTo(StringRef type, bool isVolatile) {
  std::string base = type.ends_with("*") ? type.str() : (type + " ").str();
  return base + (isVolatile ? "volatile *" : "*");
}

/// The C spelling of an atomic ordering.
StringRef atomicOrder(AtomicOrdering ordering) {
  switch (ordering) {
  case AtomicOrdering::unordered:
  case AtomicOrdering::monotonic:
    return "__ATOMIC_RELAXED";
  case AtomicOrdering::acquire:
    return "__ATOMIC_ACQUIRE";
  case AtomicOrdering::release:
    return "__ATOMIC_RELEASE";
  case AtomicOrdering::acq_rel:
    return "__ATOMIC_ACQ_REL";
  case AtomicOrdering::seq_cst:
    return "__ATOMIC_SEQ_CST";
  }
  return "__ATOMIC_SEQ_CST";
}

/// How the bytes of a value in memory relate to its C variable.
enum class MemoryForm {
  /// The variable's object representation is the memory image (standard
  /// integers, floats, pointers and vectors of them).
  Bytes,
  /// i1: one byte, 0 or 1.
  Bool,
  /// iN with N not 8, 16, 32 or 64: the low store-size bytes of the
  /// container (little-endian).
  OddInt,
  /// A vector of i1: bit-packed, element 0 in bit 0 of byte 0.
  BoolVector,
  /// Vectors of other odd-width integers (bit-packed across bytes).
  Unsupported,
};

MemoryForm getMemoryForm(Type type) {
  if (auto vecType = dyn_cast<VectorType>(type)) {
    Type elem = vecType.getElementType();
    if (elem.isInteger(1))
      return MemoryForm::BoolVector;
    if (auto intType = dyn_cast<IntegerType>(elem);
        intType && !isStandardWidth(intType.getWidth()))
      return MemoryForm::Unsupported;
    return MemoryForm::Bytes;
  }
  if (type.isInteger(1))
    return MemoryForm::Bool;
  if (auto intType = dyn_cast<IntegerType>(type);
      intType && !isStandardWidth(intType.getWidth()))
    return MemoryForm::OddInt;
  return MemoryForm::Bytes;
}

/// The element width of an integer or integer-vector type.
unsigned elementWidth(Type type) {
  return getElementTypeOrSelf(type).getIntOrFloatBitWidth();
}

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

/// Words a module symbol cannot be called in C: keywords (C11, C23 and GNU),
/// and the names <stdint.h> and <stddef.h> define.
bool isReservedWord(StringRef name) {
  static const llvm::StringSet<> words = {
      "auto",          "break",        "case",          "char",
      "const",         "continue",     "default",       "do",
      "double",        "else",         "enum",          "extern",
      "float",         "for",          "goto",          "if",
      "inline",        "int",          "long",          "register",
      "restrict",      "return",       "short",         "signed",
      "sizeof",        "static",       "struct",        "switch",
      "typedef",       "union",        "unsigned",      "void",
      "volatile",      "while",        "asm",           "typeof",
      "typeof_unqual", "bool",         "true",          "false",
      "nullptr",       "constexpr",    "static_assert", "alignas",
      "alignof",       "thread_local", "size_t",        "ptrdiff_t",
      "wchar_t",       "max_align_t",  "intptr_t",      "uintptr_t",
      "intmax_t",      "uintmax_t",    "NULL",          "offsetof"};
  if (words.contains(name))
    return true;
  // int8_t, uint_least16_t, int_fast32_t, INT64_C, UINT8_MAX, ...
  if ((name.starts_with("int") || name.starts_with("uint")) &&
      name.ends_with("_t"))
    return true;
  if (name.starts_with("INT") || name.starts_with("UINT") ||
      name.starts_with("SIZE_") || name.starts_with("PTRDIFF_") ||
      name.starts_with("WCHAR_") || name.starts_with("WINT_") ||
      name.starts_with("SIG_ATOMIC_"))
    return true;
  return false;
}

/// Functions GCC knows as builtins (C and POSIX library functions): a
/// definition under one of these names with other parameter types makes GCC
/// warn, so such definitions are renamed (keeping their linker name).
bool isLibraryName(StringRef name) {
  static const llvm::StringSet<> names = [] {
    llvm::StringSet<> set;
    // Math functions, each also with the `f` and `l` suffixes.
    for (StringRef base :
         {"acos",   "acosh",     "asin",      "asinh",      "atan",
          "atan2",  "atanh",     "cbrt",      "ceil",       "copysign",
          "cos",    "cosh",      "erf",       "erfc",       "exp",
          "exp10",  "exp2",      "expm1",     "fabs",       "fdim",
          "floor",  "fma",       "fmax",      "fmin",       "fmod",
          "frexp",  "hypot",     "ilogb",     "ldexp",      "lgamma",
          "llrint", "llround",   "log",       "log10",      "log1p",
          "log2",   "logb",      "lrint",     "lround",     "modf",
          "nan",    "nearbyint", "nextafter", "nexttoward", "pow",
          "pow10",  "remainder", "remquo",    "rint",       "round",
          "scalb",  "scalbln",   "scalbn",    "signbit",    "significand",
          "sin",    "sincos",    "sinh",      "sqrt",       "tan",
          "tanh",   "tgamma",    "trunc",     "gamma",      "j0",
          "j1",     "jn",        "y0",        "y1",         "yn",
          "drem",   "finite",    "isinf",     "isnan",      "cabs",
          "carg",   "cexp",      "clog",      "conj",       "cpow",
          "creal",  "cimag",     "csqrt",     "csin",       "ccos",
          "ctan",   "cproj"}) {
      set.insert(base);
      set.insert((base + "f").str());
      set.insert((base + "l").str());
    }
    for (StringRef other : {"abort",
                            "abs",
                            "labs",
                            "llabs",
                            "imaxabs",
                            "atexit",
                            "atof",
                            "atoi",
                            "atol",
                            "atoll",
                            "bcmp",
                            "bcopy",
                            "bsearch",
                            "bzero",
                            "calloc",
                            "malloc",
                            "realloc",
                            "free",
                            "aligned_alloc",
                            "posix_memalign",
                            "alloca",
                            "exit",
                            "_exit",
                            "_Exit",
                            "quick_exit",
                            "ffs",
                            "ffsl",
                            "ffsll",
                            "fclose",
                            "feof",
                            "ferror",
                            "fflush",
                            "fgetc",
                            "fgets",
                            "fopen",
                            "fprintf",
                            "fputc",
                            "fputs",
                            "fread",
                            "fscanf",
                            "fseek",
                            "ftell",
                            "fwrite",
                            "getc",
                            "getchar",
                            "gets",
                            "printf",
                            "putc",
                            "putchar",
                            "puts",
                            "scanf",
                            "snprintf",
                            "sprintf",
                            "sscanf",
                            "vfprintf",
                            "vfscanf",
                            "vprintf",
                            "vscanf",
                            "vsnprintf",
                            "vsprintf",
                            "vsscanf",
                            "fprintf_unlocked",
                            "printf_unlocked",
                            "fputs_unlocked",
                            "putchar_unlocked",
                            "putc_unlocked",
                            "index",
                            "rindex",
                            "memchr",
                            "memcmp",
                            "memcpy",
                            "memmove",
                            "mempcpy",
                            "memset",
                            "stpcpy",
                            "stpncpy",
                            "strcasecmp",
                            "strcat",
                            "strchr",
                            "strcmp",
                            "strcpy",
                            "strcspn",
                            "strdup",
                            "strerror",
                            "strlen",
                            "strncasecmp",
                            "strncat",
                            "strncmp",
                            "strncpy",
                            "strndup",
                            "strnlen",
                            "strpbrk",
                            "strrchr",
                            "strspn",
                            "strstr",
                            "strtod",
                            "strtof",
                            "strtol",
                            "strtold",
                            "strtoll",
                            "strtoul",
                            "strtoull",
                            "strftime",
                            "isalnum",
                            "isalpha",
                            "isascii",
                            "isblank",
                            "iscntrl",
                            "isdigit",
                            "isgraph",
                            "islower",
                            "isprint",
                            "ispunct",
                            "isspace",
                            "isupper",
                            "isxdigit",
                            "toascii",
                            "tolower",
                            "toupper",
                            "iswalnum",
                            "iswalpha",
                            "iswdigit",
                            "iswspace",
                            "towlower",
                            "towupper",
                            "setjmp",
                            "longjmp",
                            "sigsetjmp",
                            "siglongjmp",
                            "qsort",
                            "rand",
                            "srand",
                            "system",
                            "clock",
                            "time",
                            "dcgettext",
                            "dgettext",
                            "gettext",
                            "execl",
                            "execle",
                            "execlp",
                            "execv",
                            "execve",
                            "execvp",
                            "fork",
                            "strfmon",
                            "memccpy",
                            "wcslen",
                            "wmemcpy"})
      set.insert(other);
    return set;
  }();
  return names.contains(name);
}

/// True if `name` may be used as a C identifier unchanged: a valid
/// identifier, no reserved word or reserved spelling (`__x`, `_X`), not the
/// emitter's own prefix or the local-name patterns (v3, bb3, t3, slot3).
bool isSafeIdentifier(StringRef name) {
  if (name.empty() || llvm::isDigit(name.front()))
    return false;
  if (!llvm::all_of(name, [](char c) { return llvm::isAlnum(c) || c == '_'; }))
    return false;
  if (name.starts_with("__") ||
      (name.size() > 1 && name[0] == '_' && llvm::isUpper(name[1])))
    return false;
  if (name.starts_with("vct_") || name.starts_with("VCT_"))
    return false;
  for (StringRef prefix : {"v", "bb", "t", "slot"})
    if (name.size() > prefix.size() && name.starts_with(prefix) &&
        llvm::all_of(name.drop_front(prefix.size()), llvm::isDigit))
      return false;
  return !isReservedWord(name);
}

/// `name` with every character C does not allow replaced by `_`.
std::string sanitize(StringRef name) {
  std::string result;
  for (char c : name)
    result += (llvm::isAlnum(c) || c == '_') ? c : '_';
  return result;
}

//===----------------------------------------------------------------------===//
// Helper functions the emitted C may need
//===----------------------------------------------------------------------===//

/// An exact fmod for `double` without libm (GCC's __builtin_fmod calls
/// libm's fmod unless folded): the bit-level algorithm of musl libc's fmod
/// (MIT licence). It matches glibc's fmod bit for bit.
constexpr const char *kFmodHelper =
    R"(static double vct_fmod(double x, double y) {
  union { double f; uint64_t i; } ux = {x}, uy = {y};
  int ex = (int)(ux.i >> 52 & 0x7ff);
  int ey = (int)(uy.i >> 52 & 0x7ff);
  uint64_t sx = ux.i >> 63;
  uint64_t i;
  uint64_t uxi = ux.i;
  if (uy.i << 1 == 0 || y != y || ex == 0x7ff)
    return (x * y) / (x * y);
  if (uxi << 1 <= uy.i << 1) {
    if (uxi << 1 == uy.i << 1)
      return 0 * x;
    return x;
  }
  if (!ex) {
    for (i = uxi << 12; i >> 63 == 0; ex--, i <<= 1) {
    }
    uxi <<= -ex + 1;
  } else {
    uxi &= UINT64_MAX >> 12;
    uxi |= UINT64_C(1) << 52;
  }
  if (!ey) {
    for (i = uy.i << 12; i >> 63 == 0; ey--, i <<= 1) {
    }
    uy.i <<= -ey + 1;
  } else {
    uy.i &= UINT64_MAX >> 12;
    uy.i |= UINT64_C(1) << 52;
  }
  for (; ex > ey; ex--) {
    i = uxi - uy.i;
    if (i >> 63 == 0) {
      if (i == 0)
        return 0 * x;
      uxi = i;
    }
    uxi <<= 1;
  }
  i = uxi - uy.i;
  if (i >> 63 == 0) {
    if (i == 0)
      return 0 * x;
    uxi = i;
  }
  for (; uxi >> 52 == 0; uxi <<= 1, ex--) {
  }
  if (ex > 0) {
    uxi -= UINT64_C(1) << 52;
    uxi |= (uint64_t)ex << 52;
  } else {
    uxi >>= -ex + 1;
  }
  uxi |= sx << 63;
  ux.i = uxi;
  return ux.f;
}
)";

/// The same for `float`.
constexpr const char *kFmodfHelper =
    R"(static float vct_fmodf(float x, float y) {
  union { float f; uint32_t i; } ux = {x}, uy = {y};
  int ex = (int)(ux.i >> 23 & 0xff);
  int ey = (int)(uy.i >> 23 & 0xff);
  uint32_t sx = ux.i & 0x80000000u;
  uint32_t i;
  uint32_t uxi = ux.i;
  if (uy.i << 1 == 0 || y != y || ex == 0xff)
    return (x * y) / (x * y);
  if (uxi << 1 <= uy.i << 1) {
    if (uxi << 1 == uy.i << 1)
      return 0 * x;
    return x;
  }
  if (!ex) {
    for (i = uxi << 9; i >> 31 == 0; ex--, i <<= 1) {
    }
    uxi <<= -ex + 1;
  } else {
    uxi &= UINT32_MAX >> 9;
    uxi |= UINT32_C(1) << 23;
  }
  if (!ey) {
    for (i = uy.i << 9; i >> 31 == 0; ey--, i <<= 1) {
    }
    uy.i <<= -ey + 1;
  } else {
    uy.i &= UINT32_MAX >> 9;
    uy.i |= UINT32_C(1) << 23;
  }
  for (; ex > ey; ex--) {
    i = uxi - uy.i;
    if (i >> 31 == 0) {
      if (i == 0)
        return 0 * x;
      uxi = i;
    }
    uxi <<= 1;
  }
  i = uxi - uy.i;
  if (i >> 31 == 0) {
    if (i == 0)
      return 0 * x;
    uxi = i;
  }
  for (; uxi >> 23 == 0; uxi <<= 1, ex--) {
  }
  if (ex > 0) {
    uxi -= UINT32_C(1) << 23;
    uxi |= (uint32_t)ex << 23;
  } else {
    uxi >>= -ex + 1;
  }
  uxi |= sx;
  ux.i = uxi;
  return ux.f;
}
)";

//===----------------------------------------------------------------------===//
// ModuleEmitter
//===----------------------------------------------------------------------===//

/// The C identity of a module symbol.
struct SymbolInfo {
  /// The identifier C code uses.
  std::string cName;
  /// The linker name when it differs from cName (emitted as an asm label),
  /// empty otherwise.
  std::string asmName;
};

/// Module-wide state: type definitions, symbol names, helpers, and the
/// sections of the output.
class ModuleEmitter {
public:
  explicit ModuleEmitter(ModuleOp module) : module(module) {}

  /// Emits the whole module to `os`; prints nothing on failure.
  LogicalResult emit(raw_ostream &os);

  /// The C type of an SSA value of `type`.
  std::string getValueType(Type type);
  /// The zero value of `type` (for variable initialization and undef).
  std::string getZeroValue(Type type);
  /// The declarator of an object of (storable) `type` named `name`.
  std::string getMemoryDeclarator(Type type, const std::string &name);

  /// The C identity of the symbol `name`.
  const SymbolInfo &getSymbol(StringRef name) { return symbols[name]; }
  /// The function `name`, or null.
  FuncOp lookupFunction(StringRef name) {
    return dyn_cast_or_null<FuncOp>(symbolOps.lookup(name));
  }

  void requireFmod(bool isFloat) { (isFloat ? needFmodf : needFmod) = true; }
  /// A float passed where C promotes arguments needs the one-float box.
  void requireFloatArg() { needFloatArg = true; }
  void requireStackSave() { needStackSave = true; }
  /// The C type of a structure passed by value (VIRABI.h "byval"), or an
  /// error at `op`.
  FailureOr<std::string>
  getByValType(Operation *op, std::optional<std::pair<Type, uint64_t>> byval);

  /// The parameter list of a function type: `(void)`, `(int32_t, ...)`, or
  /// `()` for a variadic function without fixed parameters. `names` (when
  /// not empty) names the parameters; `qualifiers` adds text after each
  /// parameter's type (`restrict`); `types` (where an entry is not empty)
  /// replaces a parameter's C type.
  std::string getParameterList(ArrayRef<Type> inputs, bool variadic,
                               ArrayRef<std::string> names = {},
                               ArrayRef<std::string> qualifiers = {},
                               ArrayRef<std::string> types = {});
  /// The C return type of a function type.
  std::string getReturnType(FunctionType type);
  /// The structure type returning two results.
  std::string getResultPairType(TypeRange results);
  /// The C type reading and writing the memory image of the scalar `type`
  /// at any address without alignment or aliasing assumptions: a typedef of
  /// its C type with GCC's `aligned(1)` and `may_alias` (declared once).
  std::string getUnalignedType(Type type);
  /// The GNU vector type of `type`'s elements and size, which C compilers
  /// pass as LLVM passes the vector (an SSE register for 8 or 16 bytes);
  /// empty for any other vector.
  std::string getVectorRegisterType(VectorType type);
  /// The type a value of `type` has in a function's signature: the GNU
  /// vector type for a vector of 8 or 16 bytes (C would pass the structure
  /// in other registers than LLVM passes the vector), else "" (its value
  /// type).
  std::string getSignatureType(Type type) {
    auto vecType = dyn_cast<VectorType>(type);
    return vecType ? getVectorRegisterType(vecType) : "";
  }
  /// `expr`, a value of vector `type`, as its GNU vector type, and back.
  std::string toRegister(Type type, const std::string &expr) {
    return throughUnion(type, expr, "s", "r");
  }
  std::string fromRegister(Type type, const std::string &expr) {
    return throughUnion(type, expr, "r", "s");
  }

private:
  /// `expr` stored as member `from` of the union of `type`'s structure
  /// (`s`) and GNU vector type (`r`), read as member `to`.
  std::string throughUnion(Type type, const std::string &expr, StringRef from,
                           StringRef to) {
    return "((union { " + getValueType(type) + " s; " + getSignatureType(type) +
           " r; }){ ." + from.str() + " = " + expr + " })." + to.str();
  }
  LogicalResult assignSymbolNames();
  std::string getElementName(Type type);
  std::string getVectorValueType(VectorType type);
  std::string getVectorMemoryType(VectorType type);
  std::string getStructName(StructType type);
  FailureOr<std::string> getInitializer(GlobalOp global, Type type,
                                        Attribute init);
  std::string getZeroInitializer(Type type);
  LogicalResult emitGlobal(GlobalOp global);
  /// Fills initFiniAttributes from the module's vir.global_ctor and
  /// vir.global_dtor operations.
  LogicalResult collectInitFini();
  LogicalResult emitFunction(FuncOp func);
  /// The prototype of `func` without the trailing `;`, with parameter names
  /// when `paramNames` is not empty; `@main` gets C's own signature.
  /// An alias's declaration (vir.alias): its target's type, GCC's alias
  /// attribute naming the target's linker name.
  LogicalResult emitAlias(AliasOp alias);
  FailureOr<std::string> getPrototype(FuncOp func,
                                      ArrayRef<std::string> paramNames,
                                      StringRef cName = "");

  ModuleOp module;
  llvm::StringMap<SymbolInfo> symbols;
  llvm::StringMap<Operation *> symbolOps;
  /// GCC's constructor/destructor attributes of the registered functions
  /// (vir.global_ctor, vir.global_dtor), by function name.
  llvm::StringMap<std::string> initFiniAttributes;
  llvm::StringSet<> usedCNames;
  bool usesAsmNames = false;
  bool needFmod = false, needFmodf = false, needFloatArg = false;
  bool needStackSave = false;

  llvm::DenseMap<Type, std::string> valueTypeNames;
  llvm::DenseMap<Type, std::string> memoryTypeNames;
  llvm::DenseMap<Type, std::string> registerTypeNames;
  unsigned numStructs = 0;
  unsigned numResultPairs = 0;

  // Output sections, in print order.
  std::string typeSection;
  /// The names getUnalignedType gave, by C type.
  llvm::StringMap<std::string> unalignedTypeNames;
  std::string declarationSection;
  std::string globalForwardSection;
  std::string globalSection;
  std::string functionSection;
};

//===----------------------------------------------------------------------===//
// FunctionEmitter
//===----------------------------------------------------------------------===//

/// Prints one function definition: liveness, naming, out-of-SSA copies and
/// the statements of every live operation.
class FunctionEmitter {
public:
  FunctionEmitter(ModuleEmitter &moduleEmitter, FuncOp func)
      : moduleEmitter(moduleEmitter), func(func), os(body) {}

  /// Analyses the function and names its parameters; call before the
  /// prototype is printed.
  void prepare();
  /// The C names of the parameters.
  SmallVector<std::string> getParameterNames();
  /// Prints the function's body (from `{` to `}`) into `out`.
  LogicalResult emitBody(std::string &out);

private:
  // Analysis.
  void findReachable(Region &region);
  void computeLiveness();
  void markLiveOp(Operation *op);
  void markLiveValue(Value value);
  void assignNames(Region &region);
  bool isStaticAlloca(AllocaOp alloca);
  uint64_t getStaticAllocaSize(AllocaOp alloca);
  uint64_t getAllocaAlignment(AllocaOp alloca);

  // Names.
  std::string name(Value value);
  std::string lane(Value value, bool vector);
  std::string label(Block *block) {
    return "bb" + std::to_string(blockIds.lookup(block));
  }

  // Statements.
  LogicalResult emitRegion(Region &region);
  LogicalResult emitOperation(Operation *op);
  void assign(Value result, const std::string &expr);
  void emitElementwise(
      Operation *op,
      llvm::function_ref<std::string(ArrayRef<std::string>)> scalar);
  void emitCopies(ArrayRef<std::pair<Value, Value>> copies, StringRef indent);
  SmallVector<std::pair<Value, Value>> getEdgeCopies(Block *dest,
                                                     ValueRange operands);
  void emitBranch(Block *dest, ValueRange operands, StringRef indent);
  LogicalResult emitCondBr(CondBrOp op);
  LogicalResult emitSwitch(SwitchOp op);
  LogicalResult emitYield(YieldOp op);
  LogicalResult emitOpaqueRegion(OpaqueRegionOp op);
  LogicalResult emitConstant(ConstantOp op);
  LogicalResult emitIntBinary(Operation *op);
  LogicalResult emitCast(Operation *op);
  LogicalResult emitBitcast(BitcastOp op);
  LogicalResult emitAlloca(AllocaOp op);
  LogicalResult emitLoad(LoadOp op);
  LogicalResult emitStore(StoreOp op);
  LogicalResult emitGEP(GEPOp op);
  LogicalResult emitMemTransfer(Operation *op, Value dst, Value src, Value len,
                                bool isVolatile, bool isMove);
  LogicalResult emitMemset(MemsetOp op);
  LogicalResult emitVaStart(VaStartOp op);
  LogicalResult emitAtomicRMW(AtomicRMWOp op);
  LogicalResult emitCmpXchg(CmpXchgOp op);
  /// The va_list object `list` points to, as an lvalue.
  std::string vaList(Value list) {
    return "(*(__builtin_va_list *)" + name(list) + ")";
  }
  LogicalResult emitCall(CallOp op);
  LogicalResult emitExtract(ExtractOp op);
  LogicalResult emitInsert(InsertOp op);
  LogicalResult emitShuffle(ShuffleOp op);
  LogicalResult emitReduce(ReduceOp op);

  /// Statements reading a `type` value from memory at `ptr` (non-volatile)
  /// into the lvalue `dst`, each line prefixed by `indent`.
  LogicalResult emitReadMemory(Operation *op, const std::string &dst, Type type,
                               const std::string &ptr, StringRef indent);
  /// Statements writing the lvalue `src` of `type` to memory at `ptr`.
  LogicalResult emitWriteMemory(Operation *op, const std::string &src,
                                Type type, const std::string &ptr,
                                StringRef indent);
  /// An index expression for element `index` of an `n`-element vector that
  /// stays in bounds (an out-of-range index yields poison in VIR).
  std::string getLaneIndex(Value index, int64_t n);

  ModuleEmitter &moduleEmitter;
  FuncOp func;
  std::string body;
  llvm::raw_string_ostream os;

  llvm::DenseSet<Block *> reachable;
  llvm::DenseSet<Block *> targeted;
  llvm::DenseMap<Block *, SmallVector<std::pair<Operation *, unsigned>>>
      incoming;
  llvm::DenseSet<Operation *> liveOps;
  llvm::DenseSet<Value> liveValues;
  SmallVector<Value> valueWorklist;

  llvm::DenseMap<Value, unsigned> valueIds;
  SmallVector<Value> values;
  llvm::DenseMap<Block *, unsigned> blockIds;
  llvm::DenseMap<Operation *, unsigned> continuationIds;
  llvm::DenseSet<Operation *> targetedContinuations;
  unsigned numBlocks = 0;
  unsigned numTemps = 0;
};

} // namespace

//===----------------------------------------------------------------------===//
// ModuleEmitter: types
//===----------------------------------------------------------------------===//

std::string ModuleEmitter::getElementName(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return "i" + std::to_string(intType.getWidth());
  if (isa<Float32Type>(type))
    return "f32";
  if (isa<Float64Type>(type))
    return "f64";
  if (isa<Float80Type>(type))
    return "f80";
  return "ptr";
}

std::string ModuleEmitter::getValueType(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return containerType(intType.getWidth());
  if (isa<Float32Type>(type))
    return "float";
  if (isa<Float64Type>(type))
    return "double";
  if (isa<Float80Type>(type))
    return "long double";
  if (auto vecType = dyn_cast<VectorType>(type))
    return getVectorValueType(vecType);
  return "void *";
}

std::string ModuleEmitter::getZeroValue(Type type) {
  if (isa<VectorType>(type))
    return "(" + getValueType(type) + "){ { 0 } }";
  return "0";
}

/// A vector value: `typedef struct { int32_t e[4]; } vct_v4i32;`.
std::string ModuleEmitter::getVectorValueType(VectorType type) {
  auto it = valueTypeNames.find(type);
  if (it != valueTypeNames.end())
    return it->second;
  std::string name = "vct_v" + std::to_string(type.getNumElements()) +
                     getElementName(type.getElementType());
  std::string elem = getValueType(type.getElementType());
  typeSection +=
      "typedef struct { " +
      declare(elem, "e[" + std::to_string(type.getNumElements()) + "]") +
      "; } " + name + ";\n";
  valueTypeNames[type] = name;
  return name;
}

/// A vector in a signature or among variadic arguments: `typedef int32_t
/// vct_r4i32 __attribute__((vector_size(16)));`.
std::string ModuleEmitter::getVectorRegisterType(VectorType type) {
  Type element = type.getElementType();
  if (!element.isIntOrFloat())
    return "";
  unsigned bits = element.getIntOrFloatBitWidth();
  int64_t bytes = type.getNumElements() * bits / 8;
  if (bits < 8 || (bytes != 8 && bytes != 16))
    return "";
  auto it = registerTypeNames.find(type);
  if (it != registerTypeNames.end())
    return it->second;
  std::string name =
      "vct_r" + std::to_string(type.getNumElements()) + getElementName(element);
  typeSection += "typedef " + getValueType(element) + " " + name +
                 " __attribute__((vector_size(" + std::to_string(bytes) +
                 ")));\n";
  registerTypeNames[type] = name;
  return name;
}

/// A vector in memory: its bytes, with the vector's size and alignment.
std::string ModuleEmitter::getVectorMemoryType(VectorType type) {
  auto it = memoryTypeNames.find(type);
  if (it != memoryTypeNames.end())
    return it->second;
  std::string name = "vct_m" + std::to_string(type.getNumElements()) +
                     getElementName(type.getElementType());
  typeSection += "typedef struct { _Alignas(" +
                 std::to_string(getABIAlignment(type)) + ") uint8_t b[" +
                 std::to_string(getAllocSize(type)) + "]; } " + name + ";\n";
  memoryTypeNames[type] = name;
  return name;
}

/// A structure type, defined after the types of its fields, with static
/// assertions that C lays it out as VIR does.
std::string ModuleEmitter::getStructName(StructType type) {
  auto it = memoryTypeNames.find(type);
  if (it != memoryTypeNames.end())
    return it->second;
  std::string name = "vct_s" + std::to_string(numStructs++);
  memoryTypeNames[type] = name;
  std::string fields;
  for (auto [index, field] : llvm::enumerate(type.getBody()))
    fields +=
        "  " + getMemoryDeclarator(field, "f" + std::to_string(index)) + ";\n";
  std::string typeText;
  llvm::raw_string_ostream(typeText) << type;
  std::string what = stringLiteral("VIR layout of " + typeText);
  typeSection +=
      "struct " +
      std::string(type.getPacked() ? "__attribute__((packed)) " : "") + name +
      " {\n" + fields + "};\n";
  typeSection += "_Static_assert(sizeof(struct " + name +
                 ") == " + std::to_string(getAllocSize(type)) + ", " + what +
                 ");\n";
  typeSection += "_Static_assert(_Alignof(struct " + name +
                 ") == " + std::to_string(getABIAlignment(type)) + ", " + what +
                 ");\n";
  return name;
}

std::string ModuleEmitter::getMemoryDeclarator(Type type,
                                               const std::string &name) {
  if (auto array = dyn_cast<ArrayType>(type))
    return getMemoryDeclarator(
        array.getElementType(),
        name + "[" + std::to_string(array.getNumElements()) + "]");
  if (auto structType = dyn_cast<StructType>(type))
    return declare("struct " + getStructName(structType), name);
  if (auto vecType = dyn_cast<VectorType>(type))
    return declare(getVectorMemoryType(vecType), name);
  return declare(getValueType(type), name);
}

std::string ModuleEmitter::getReturnType(FunctionType type) {
  if (type.getNumResults() == 0)
    return "void";
  if (type.getNumResults() == 1)
    return getValueType(type.getResult(0));
  return getResultPairType(type.getResults());
}

/// Two results: `typedef struct { int64_t r0; _Alignas(8) double r1; }
/// vct_r0;`. Each result fills its own eightbyte (the verifier keeps them
/// within 8 bytes), so the C ABI returns the structure in the registers LLVM
/// uses for the literal structure `{T0, T1}`.
std::string ModuleEmitter::getResultPairType(TypeRange results) {
  Type key = TupleType::get(module.getContext(), results);
  auto it = valueTypeNames.find(key);
  if (it != valueTypeNames.end())
    return it->second;
  std::string first = declare(getValueType(results[0]), "r0");
  std::string second = declare(getValueType(results[1]), "r1");
  std::string name = "vct_r" + std::to_string(numResultPairs++);
  typeSection += "typedef struct { " + first + "; _Alignas(8) " + second +
                 "; } " + name + ";\n";
  valueTypeNames[key] = name;
  return name;
}

std::string ModuleEmitter::getUnalignedType(Type type) {
  std::string cType = getValueType(type);
  std::string key = "ua:" + cType;
  auto it = unalignedTypeNames.find(key);
  if (it != unalignedTypeNames.end())
    return it->second;
  std::string name = "vct_ua" + std::to_string(unalignedTypeNames.size());
  // Through a plain typedef first, so that the attributes apply to the
  // whole type (also for pointers).
  typeSection += "typedef " + declare(cType, name + "_t") + ";\n";
  typeSection += "typedef " + name + "_t __attribute__((aligned(1), " +
                 "may_alias)) " + name + ";\n";
  unalignedTypeNames[key] = name;
  return name;
}

std::string ModuleEmitter::getParameterList(ArrayRef<Type> inputs,
                                            bool variadic,
                                            ArrayRef<std::string> names,
                                            ArrayRef<std::string> qualifiers,
                                            ArrayRef<std::string> types) {
  if (inputs.empty())
    return variadic ? "()" : "(void)";
  std::string list = "(";
  for (auto [index, input] : llvm::enumerate(inputs)) {
    if (index)
      list += ", ";
    std::string type = index < types.size() && !types[index].empty()
                           ? types[index]
                           : getValueType(input);
    if (index < qualifiers.size() && !qualifiers[index].empty())
      type += qualifiers[index];
    if (names.empty())
      list += type;
    else
      list += declare(type, names[index]);
  }
  if (variadic)
    list += ", ...";
  return list + ")";
}

//===----------------------------------------------------------------------===//
// ModuleEmitter: symbols
//===----------------------------------------------------------------------===//

/// Gives every symbol its C identifier. External declarations always get a
/// fresh identifier bound to the symbol by an asm label, so their VIR types
/// never clash with the C library's declarations or GCC's builtins.
/// Definitions keep their name when it is a safe C identifier; otherwise
/// they are renamed (public ones keep their linker name through an asm
/// label).
LogicalResult ModuleEmitter::assignSymbolNames() {
  // Names kept unchanged first, so fresh names never take them.
  SmallVector<std::pair<Operation *, bool>> renamed;
  for (Operation &op : module.getBody()->getOperations()) {
    StringRef name;
    bool isDeclaration = false, isPublic = false;
    if (auto func = dyn_cast<FuncOp>(op)) {
      name = func.getSymName();
      isDeclaration = func.isExternal();
      isPublic = func.isPublic();
    } else if (auto global = dyn_cast<GlobalOp>(op)) {
      name = global.getSymName();
      isDeclaration = global.isDeclaration();
      isPublic = global.isPublic();
    } else if (auto alias = dyn_cast<AliasOp>(op)) {
      name = alias.getSymName();
      isPublic = true;
    } else if (isa<GlobalCtorOp, GlobalDtorOp>(op)) {
      continue; // emitInitFini
    } else {
      return op.emitError("the C backend cannot emit '")
             << op.getName() << "' at module level";
    }
    symbolOps[name] = &op;
    // GCC's -Wmain checks anything called main: only a public function
    // keeps that name.
    bool isFunc = isa<FuncOp>(op);
    bool keep = !isDeclaration && isSafeIdentifier(name) &&
                !(isFunc && isLibraryName(name)) &&
                (name != "main" || (isFunc && isPublic));
    if (keep) {
      symbols[name] = {name.str(), ""};
      usedCNames.insert(name);
    } else {
      renamed.push_back({&op, isDeclaration || isPublic});
    }
  }
  // A C identifier is also the assembler's name for a static symbol, so a
  // fresh one must not be a linker name kept through VCT_ASM_NAME either.
  for (auto [op, keepLinkerName] : renamed)
    if (keepLinkerName)
      usedCNames.insert(SymbolTable::getSymbolName(op).getValue());
  for (auto [op, keepLinkerName] : renamed) {
    StringRef name = SymbolTable::getSymbolName(op).getValue();
    bool isDeclaration = isa<FuncOp>(op) ? cast<FuncOp>(op).isExternal()
                         : isa<GlobalOp>(op)
                             ? cast<GlobalOp>(op).isDeclaration()
                             : false;
    std::string base =
        (isDeclaration ? "vct_ext_" : "vct_def_") + sanitize(name);
    std::string cName = base;
    for (unsigned suffix = 1; usedCNames.contains(cName); ++suffix)
      cName = base + "_" + std::to_string(suffix);
    usedCNames.insert(cName);
    symbols[name] = {cName, keepLinkerName ? name.str() : ""};
    usesAsmNames |= keepLinkerName;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// ModuleEmitter: globals
//===----------------------------------------------------------------------===//

std::string ModuleEmitter::getZeroInitializer(Type type) {
  if (auto array = dyn_cast<ArrayType>(type)) {
    if (array.getNumElements() == 0)
      return "{ }";
    return "{ " + getZeroInitializer(array.getElementType()) + " }";
  }
  if (auto structType = dyn_cast<StructType>(type)) {
    if (structType.getBody().empty())
      return "{ }";
    std::string init = "{ ";
    for (auto [index, field] : llvm::enumerate(structType.getBody()))
      init += (index ? ", " : "") + getZeroInitializer(field);
    return init + " }";
  }
  if (isa<VectorType>(type))
    return "{ { 0 } }";
  return "0";
}

FailureOr<std::string> ModuleEmitter::getInitializer(GlobalOp global, Type type,
                                                     Attribute init) {
  if (isa<ZeroInitAttr, UndefInitAttr>(init))
    return getZeroInitializer(type);
  if (auto address = dyn_cast<AddressAttr>(init)) {
    const SymbolInfo &target = getSymbol(address.getSymbol().getValue());
    int64_t offset = address.getOffset();
    std::string pointer =
        offset == 0
            ? "(void *)&" + target.cName
            : "(void *)((char *)&" + target.cName +
                  (offset < 0 ? " - " + std::to_string(-uint64_t(offset))
                              : " + " + std::to_string(offset)) +
                  ")";
    // In an i64: the address as an integer (an address constant GCC and
    // clang accept in a static initializer).
    if (isa<IntegerType>(type))
      return "(int64_t)(intptr_t)" + pointer;
    return pointer;
  }
  if (auto intAttr = dyn_cast<IntegerAttr>(init))
    return intLiteral(intAttr.getValue());
  if (auto floatAttr = dyn_cast<FloatAttr>(init))
    return floatLiteral(floatAttr.getValue());
  if (auto string = dyn_cast<StringAttr>(init)) {
    StringRef bytes = string.getValue();
    // The terminating NUL of the C literal fills the last byte when it is
    // zero; otherwise list the bytes (an exact-size string literal draws
    // -Wunterminated-string-initialization from newer compilers).
    if (!bytes.empty() && bytes.back() == '\0')
      return stringLiteral(bytes.drop_back());
    std::string list = "{ ";
    for (auto [index, c] : llvm::enumerate(bytes))
      list += (index ? ", " : "") +
              std::to_string(static_cast<int>(static_cast<signed char>(c)));
    return list + (bytes.empty() ? "}" : " }");
  }
  if (auto dense = dyn_cast<DenseElementsAttr>(init)) {
    // A vector in memory: its bit-packed image, byte by byte.
    auto vecType = cast<VectorType>(type);
    unsigned elemBits = vecType.getElementTypeBitWidth();
    uint64_t size = getAllocSize(vecType);
    APInt image(std::max<uint64_t>(size * 8, 8), 0);
    unsigned index = 0;
    if (isa<FloatType>(vecType.getElementType())) {
      for (APFloat value : dense.getValues<APFloat>())
        image.insertBits(value.bitcastToAPInt(), index++ * elemBits);
    } else {
      for (APInt value : dense.getValues<APInt>())
        image.insertBits(value, index++ * elemBits);
    }
    std::string list = "{ { ";
    for (uint64_t byte = 0; byte < size; ++byte)
      list += (byte ? ", " : "") +
              std::to_string(image.extractBitsAsZExtValue(8, byte * 8));
    return list + " } }";
  }
  auto elements = dyn_cast<ArrayAttr>(init);
  if (!elements)
    return global.emitError("the C backend cannot emit the initializer ")
           << init;
  std::string list = "{ ";
  for (auto [index, element] : llvm::enumerate(elements)) {
    Type elemType;
    if (auto array = dyn_cast<ArrayType>(type))
      elemType = array.getElementType();
    else
      elemType = cast<StructType>(type).getBody()[index];
    FailureOr<std::string> text = getInitializer(global, elemType, element);
    if (failed(text))
      return failure();
    list += (index ? ", " : "") + *text;
  }
  return list + (elements.empty() ? "}" : " }");
}

/// Prints a global's forward declaration and, for a definition, the
/// definition with its initializer.
LogicalResult ModuleEmitter::emitGlobal(GlobalOp global) {
  const SymbolInfo &symbol = getSymbol(global.getSymName());
  Type type = global.getGlobalType();
  std::string declarator = getMemoryDeclarator(type, symbol.cName);
  if (global.getConstant())
    declarator = "const " + declarator;
  // Every declaration of a thread-local variable says so (C11 6.7.1).
  if (global->hasAttr(kThreadLocalAttrName))
    declarator = "_Thread_local " + declarator;
  std::string alignment;
  if (auto align = global.getAlignment();
      align && *align > getABIAlignment(type))
    alignment = "_Alignas(" + std::to_string(*align) + ") ";
  std::string asmLabel;
  if (!symbol.asmName.empty())
    asmLabel = " VCT_ASM_NAME(" + stringLiteral(symbol.asmName) + ")";
  // A weak symbol (vct.linkage) is declared weak.
  if (isInterposable(global) || isExternWeak(global))
    asmLabel += " __attribute__((weak))";

  if (global.isDeclaration()) {
    globalForwardSection +=
        "extern " + alignment + declarator + asmLabel + ";\n";
    return success();
  }
  bool isPrivate = global.isPrivate();
  if (isPrivate)
    globalForwardSection +=
        "static " + declarator + " __attribute__((unused));\n";
  else
    globalForwardSection += "extern " + declarator + asmLabel + ";\n";

  FailureOr<std::string> init =
      getInitializer(global, type, *global.getInitialValue());
  if (failed(init))
    return failure();
  globalSection += (isPrivate ? "static " : "") + alignment + declarator +
                   " = " + *init + ";\n";
  return success();
}

//===----------------------------------------------------------------------===//
// ModuleEmitter: functions
//===----------------------------------------------------------------------===//

FailureOr<std::string>
ModuleEmitter::getPrototype(FuncOp func, ArrayRef<std::string> paramNames,
                            StringRef cName) {
  const SymbolInfo &symbol = getSymbol(func.getSymName());
  std::string declaredName = cName.empty() ? symbol.cName : cName.str();
  FunctionType type = func.getFunctionType();
  ArrayRef<Type> inputs = type.getInputs();

  // `int main(int, char **[, char **])`: GCC's -Wmain wants C's own types.
  if (func.getSymName() == "main" && !func.isExternal() && func.isPublic() &&
      cName.empty()) {
    for (unsigned i = 0, e = inputs.size(); i < e; ++i)
      if (getArgABI(func, i) != ABIKind::None)
        return func.emitError("the C backend needs @main's arguments plain "
                              "(vct.abi marks argument ")
               << i << ")";
    if (type.getNumResults() != 1 || !type.getResult(0).isInteger(32))
      return func.emitError("the C backend needs @main to return i32");
    bool cArgs = (inputs.size() == 2 || inputs.size() == 3) &&
                 inputs[0].isInteger(32) &&
                 llvm::all_of(inputs.drop_front(),
                              [](Type t) { return isa<PtrType>(t); });
    if (inputs.empty() || cArgs) {
      std::string list = "(void)";
      if (cArgs) {
        list = "(";
        for (unsigned i = 0; i < inputs.size(); ++i) {
          std::string paramType = i == 0 ? "int" : "char **";
          list += (i ? ", " : "") + (paramNames.empty()
                                         ? paramType
                                         : declare(paramType, paramNames[i]));
        }
        list += ")";
      }
      return "int main" + list;
    }
  }

  SmallVector<std::string> qualifiers;
  for (auto [index, input] : llvm::enumerate(inputs)) {
    qualifiers.emplace_back();
    if (!isa<PtrType>(input) || func.isExternal())
      continue;
    // C's restrict is function-wide: only unscoped restrict facts map to it.
    auto restrict = TraitView::forArgument(func, index).get<RestrictAttr>();
    if (restrict && !restrict.getScope())
      qualifiers.back() = "restrict";
  }
  // A zeroext char or short (VIRABI.h) is declared unsigned, so the C
  // compiler extends it with zeros as clang-compiled code expects: the
  // arguments of an external function (a definition's parameters stay
  // containers; callers extend them themselves), and results.
  auto abiType = getZeroExtType;
  // The two i64 halves of an __int128 (VIRABI.h) are one `unsigned
  // __int128` parameter, named after the low half with `_i128` (the body
  // splits it again, see emitBody), as the C ABI passes it.
  SmallVector<Type> cInputs;
  SmallVector<std::string> types, names, cQualifiers;
  // A structure passed by value (VIRABI.h) is a parameter of the structure
  // type, named after the pointer with `_byval` (the body takes its
  // address, see emitBody).
  auto abi = func->getAttrOfType<DictionaryAttr>(kABIAttrName);
  for (auto [index, input] : llvm::enumerate(inputs)) {
    ABIKind kind = getArgABI(func, index);
    if (kind == ABIKind::Int128High)
      continue;
    cInputs.push_back(input);
    cQualifiers.push_back(kind == ABIKind::ByVal ? "" : qualifiers[index]);
    std::string vectorType =
        kind == ABIKind::None ? getSignatureType(input) : "";
    if (!paramNames.empty())
      names.push_back(paramNames[index] + (kind == ABIKind::Int128  ? "_i128"
                                           : kind == ABIKind::ByVal ? "_byval"
                                           : !vectorType.empty()    ? "_vec"
                                                                    : ""));
    if (!vectorType.empty()) {
      types.push_back(vectorType);
      continue;
    }
    if (kind == ABIKind::ByVal) {
      FailureOr<std::string> byvalType =
          getByValType(func, getByVal(abi, index));
      if (failed(byvalType))
        return failure();
      types.push_back(*byvalType);
      continue;
    }
    types.push_back(kind == ABIKind::Int128 ? "unsigned __int128"
                    : func.isExternal()     ? abiType(input, kind)
                                            : "");
  }
  std::string params =
      getParameterList(cInputs, func.getVariadic(), names, cQualifiers, types);
  std::string result = type.getNumResults() == 1
                           ? abiType(type.getResult(0), getResultABI(func))
                           : "";
  if (type.getNumResults() == 1 && result.empty())
    result = getSignatureType(type.getResult(0));
  // A definition returning a structure through an sret pointer returns the
  // pointer too, in RAX, as the C ABI (and LLVM's sret) does.
  if (type.getNumResults() == 0 && !func.isExternal() && getSRetIndex(func))
    result = "void *";
  return declare(result.empty() ? getReturnType(type) : result, declaredName) +
         params;
}

FailureOr<std::string>
ModuleEmitter::getByValType(Operation *op,
                            std::optional<std::pair<Type, uint64_t>> byval) {
  if (!byval || !isa<StructType, VectorType, ArrayType>(byval->first) ||
      (!isa<StructType>(byval->first) && getAllocSize(byval->first) < 3))
    return op->emitError("the C backend passes only structures, and vectors "
                         "and arrays of 3 bytes or more, by value (vct.abi "
                         "\"byval\")");
  Type byvalType = byval->first;
  uint64_t align =
      std::max<uint64_t>(byval->second, getABIAlignment(byvalType));
  uint64_t size = getAllocSize(byvalType);
  std::string aligned =
      " __attribute__((aligned(" + std::to_string(align) + ")))";
  // One `vct_byvalN` typedef of `definition` per key.
  auto define = [&](const std::string &key, const std::string &definition) {
    auto [it, inserted] = unalignedTypeNames.try_emplace(key);
    if (inserted) {
      it->second = "vct_byval" + std::to_string(unalignedTypeNames.size() - 1);
      typeSection += "typedef " + definition + " " + it->second + ";\n";
    }
    return it->second;
  };
  // A vector or an array (clang passes a vector of 32 bytes or more so
  // without AVX) is its bytes, which C passes in memory beyond 16 bytes.
  if (!isa<StructType>(byvalType) && size > 16)
    return define(
        "byval:bytes:" + std::to_string(size) + ":" + std::to_string(align),
        "struct { unsigned char b[" + std::to_string(size) + "]; }" + aligned);
  // LLVM passes a byval argument in memory, always. C passes a structure of
  // at most 16 bytes in registers when they are free, classed by its
  // fields: clang uses byval for one when the registers have run out by
  // its own classes (a union of chars and floats is INTEGER to clang, and
  // the float structure LLVM and VIR see of it is SSE to C). So such a
  // structure is passed as bytes with a misaligned field, which C compilers
  // always pass in memory, as the x86-64 ABI says.
  if (size >= 3 && size <= 16)
    return define(
        "byval:mem:" + std::to_string(size) + ":" + std::to_string(align),
        "struct __attribute__((packed)) { unsigned char b0; uint16_t b1;" +
            (size > 3 ? " unsigned char b[" + std::to_string(size - 3) + "];"
                      : std::string()) +
            " }" + aligned);
  // A structure aligned beyond its fields (`aligned(16)` in C) is passed
  // at that alignment: a structure wrapping it, aligned so (C compilers
  // ignore the alignment of a typedef when they pass an argument).
  auto structType = cast<StructType>(byvalType);
  std::string name = "struct " + getStructName(structType);
  if (align <= getABIAlignment(structType))
    return name;
  return define("byval:" + name + ":" + std::to_string(align),
                "struct { " + name + " v; }" + aligned);
}

LogicalResult ModuleEmitter::emitAlias(AliasOp alias) {
  const SymbolInfo &self = getSymbol(alias.getSymName());
  const SymbolInfo &target = getSymbol(alias.getTarget());
  if (int64_t offset = alias.getOffset().value_or(0)) {
    // GCC's alias attribute names a symbol; an offset from one is the
    // assembler's `.set`.
    std::string name = self.asmName.empty() ? self.cName : self.asmName;
    std::string base = target.asmName.empty() ? target.cName : target.asmName;
    functionSection += "\n__asm__(\".globl " + name + "\\n\\t.set " + name +
                       ", " + base + (offset < 0 ? "" : "+") +
                       std::to_string(offset) + "\");\n";
    return success();
  }
  std::string attribute =
      " __attribute__((alias(" +
      stringLiteral(target.asmName.empty() ? target.cName : target.asmName) +
      ")))";
  std::string asmLabel =
      self.asmName.empty()
          ? std::string()
          : " VCT_ASM_NAME(" + stringLiteral(self.asmName) + ")";
  Operation *targetOp = symbolOps.lookup(alias.getTarget());
  if (auto func = dyn_cast_or_null<FuncOp>(targetOp)) {
    FailureOr<std::string> prototype = getPrototype(func, {}, self.cName);
    if (failed(prototype))
      return failure();
    functionSection += "\n" + *prototype + asmLabel + attribute + ";\n";
    return success();
  }
  auto global = cast<GlobalOp>(targetOp);
  std::string declarator =
      getMemoryDeclarator(global.getGlobalType(), self.cName);
  if (global.getConstant())
    declarator = "const " + declarator;
  functionSection += "\nextern " + declarator + asmLabel + attribute + ";\n";
  return success();
}

LogicalResult ModuleEmitter::collectInitFini() {
  llvm::StringSet<> ctors, dtors;
  for (Operation &op : module.getOps()) {
    auto ctor = dyn_cast<GlobalCtorOp>(op);
    auto dtor = dyn_cast<GlobalDtorOp>(op);
    if (!ctor && !dtor)
      continue;
    StringRef function = ctor ? ctor.getFunction() : dtor.getFunction();
    uint32_t priority = ctor ? ctor.getPriority() : dtor.getPriority();
    StringRef kind = ctor ? "constructor" : "destructor";
    if (!(ctor ? ctors : dtors).insert(function).second)
      return op.emitError("the C backend cannot register @")
             << function << " as a " << kind
             << " twice (GCC's attribute registers a function once)";
    // 65535 is the priority of the attribute without one; GCC reserves
    // 0..100 for its runtime and warns on them, but honours them.
    std::string attribute = " __attribute__((" + kind.str();
    if (priority != 65535)
      attribute += "(" + std::to_string(priority) + ")";
    initFiniAttributes[function] += attribute + "))";
  }
  return success();
}

LogicalResult ModuleEmitter::emitFunction(FuncOp func) {
  const SymbolInfo &symbol = getSymbol(func.getSymName());
  std::string storage = func.isPrivate() && !func.isExternal() ? "static " : "";
  std::string attributes;
  if (!symbol.asmName.empty())
    attributes += " VCT_ASM_NAME(" + stringLiteral(symbol.asmName) + ")";
  if (!storage.empty())
    attributes += " __attribute__((unused))";
  attributes += initFiniAttributes.lookup(func.getSymName());
  if (isInterposable(func) || isExternWeak(func))
    attributes += " __attribute__((weak))";

  if (func.isExternal()) {
    FailureOr<std::string> prototype = getPrototype(func, {});
    if (failed(prototype))
      return failure();
    declarationSection += *prototype + attributes + ";\n";
    return success();
  }

  FunctionEmitter emitter(*this, func);
  emitter.prepare();
  FailureOr<std::string> prototype = getPrototype(func, {});
  if (failed(prototype))
    return failure();
  declarationSection += storage + *prototype + attributes + ";\n";

  std::string bodyText;
  if (failed(emitter.emitBody(bodyText)))
    return failure();
  FailureOr<std::string> header =
      getPrototype(func, emitter.getParameterNames());
  if (failed(header))
    return failure();
  functionSection += "\n" + storage + *header + " " + bodyText;
  return success();
}

LogicalResult ModuleEmitter::emit(raw_ostream &out) {
  if (failed(assignSymbolNames()))
    return failure();
  // vct.abi must be well formed (VIRABI.h).
  SymbolTableCollection symbols;
  WalkResult abiCheck = module.walk([&](Operation *op) {
    return failed(verifyABI(op, symbols)) ? WalkResult::interrupt()
                                          : WalkResult::advance();
  });
  if (abiCheck.wasInterrupted())
    return failure();
  if (failed(collectInitFini()))
    return failure();
  for (Operation &op : module.getBody()->getOperations()) {
    if (auto global = dyn_cast<GlobalOp>(op)) {
      if (failed(emitGlobal(global)))
        return failure();
    } else if (auto func = dyn_cast<FuncOp>(op)) {
      if (failed(emitFunction(func)))
        return failure();
    }
  }
  for (auto alias : module.getOps<AliasOp>())
    if (failed(emitAlias(alias)))
      return failure();

  out << "/* C11 generated by VCT's C backend (vct-translate --vir-to-c). */\n"
      << "#include <stddef.h>\n#include <stdint.h>\n"
      // A load of a slot's bytes that were never stored yields an undefined
      // value in VIR (sroa's partitions read so); C compilers warn on it.
      << "#pragma GCC diagnostic ignored \"-Wuninitialized\"\n"
      << "#if defined(__GNUC__) && !defined(__clang__)\n"
      << "#pragma GCC diagnostic ignored \"-Wmaybe-uninitialized\"\n"
      << "#endif\n";
  if (usesAsmNames)
    out << "\n/* Binds a C identifier to a linker symbol. */\n"
        << "#define VCT_STR_(x) #x\n#define VCT_STR(x) VCT_STR_(x)\n"
        << "#define VCT_ASM_NAME(name) "
           "__asm__(VCT_STR(__USER_LABEL_PREFIX__) name)\n";
  if (needStackSave)
    // GCC's builtins free the __builtin_alloca space of a finished scope;
    // other compilers keep it until the function returns.
    out << "\n#if defined(__GNUC__) && !defined(__clang__)\n"
        << "#define VCT_STACK_SAVE() __builtin_stack_save()\n"
        << "#define VCT_STACK_RESTORE(p) __builtin_stack_restore(p)\n"
        << "#else\n#define VCT_STACK_SAVE() ((void *)0)\n"
        << "#define VCT_STACK_RESTORE(p) ((void)(p))\n#endif\n";
  if (needFloatArg)
    // C promotes a float argument of a variadic or unprototyped call to
    // double; LLVM passes it as a float (how clang passes a structure of
    // floats), in the low half of an SSE register or an 8-byte stack slot,
    // which is how a structure of one float is passed.
    out << "\n/* A float argument C's default promotions leave alone. */\n"
        << "typedef struct { float f; } vct_float_arg;\n";
  if (!typeSection.empty())
    out << "\n" << typeSection;
  if (needFmod || needFmodf) {
    out << "\n";
    if (needFmod)
      out << kFmodHelper;
    if (needFmodf)
      out << kFmodfHelper;
  }
  if (!declarationSection.empty())
    out << "\n" << declarationSection;
  if (!globalForwardSection.empty())
    out << "\n" << globalForwardSection;
  if (!globalSection.empty())
    out << "\n" << globalSection;
  out << functionSection;
  return success();
}

//===----------------------------------------------------------------------===//
// FunctionEmitter: analysis
//===----------------------------------------------------------------------===//

/// Operations that are emitted whether or not their results are used.
static bool isRoot(Operation *op) {
  if (auto load = dyn_cast<LoadOp>(op))
    return load.getVolatile_() || load.getOrdering();
  if (isa<BrOp, CondBrOp, SwitchOp, ReturnOp, UnreachableOp, YieldOp, CallOp,
          StoreOp, MemcpyOp, MemmoveOp, MemsetOp, OpaqueRegionOp, VaStartOp,
          VaEndOp, VaCopyOp, AtomicRMWOp, CmpXchgOp, FenceOp, StackRestoreOp>(
          op))
    return true;
  // Unknown operations are "emitted" so that they are reported.
  return !llvm::isa_and_nonnull<VIRDialect>(op->getDialect());
}

/// Collects the blocks reachable from the entry of `region` (and of the
/// regions nested in them), the edges between them and the blocks some
/// branch targets.
void FunctionEmitter::findReachable(Region &region) {
  SmallVector<Block *> worklist = {&region.front()};
  reachable.insert(&region.front());
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    for (Operation &op : *block)
      for (Region &nested : op.getRegions())
        if (!nested.empty())
          findReachable(nested);
    if (block->empty())
      continue;
    Operation *terminator = &block->back();
    for (unsigned i = 0, e = terminator->getNumSuccessors(); i < e; ++i) {
      Block *succ = terminator->getSuccessor(i);
      incoming[succ].push_back({terminator, i});
      targeted.insert(succ);
      if (reachable.insert(succ).second)
        worklist.push_back(succ);
    }
  }
}

void FunctionEmitter::markLiveValue(Value value) {
  if (liveValues.insert(value).second)
    valueWorklist.push_back(value);
}

/// Marks `op` live and the values it reads. Branch operands are read only
/// through the block arguments they feed (and yields through the region's
/// results), so they become live only when those do.
void FunctionEmitter::markLiveOp(Operation *op) {
  if (!liveOps.insert(op).second)
    return;
  if (auto condBr = dyn_cast<CondBrOp>(op)) {
    markLiveValue(condBr.getCondition());
  } else if (auto switchOp = dyn_cast<SwitchOp>(op)) {
    markLiveValue(switchOp.getFlag());
  } else if (!isa<BrOp, YieldOp>(op)) {
    for (Value operand : op->getOperands())
      markLiveValue(operand);
  }
}

/// A dead-code pass over the reachable blocks: the live operations are the
/// roots and the definitions of the values live operations read.
void FunctionEmitter::computeLiveness() {
  for (Block *block : reachable)
    for (Operation &op : *block)
      if (isRoot(&op))
        markLiveOp(&op);
  while (!valueWorklist.empty()) {
    Value value = valueWorklist.pop_back_val();
    if (auto result = dyn_cast<OpResult>(value)) {
      Operation *def = result.getOwner();
      markLiveOp(def);
      if (auto region = dyn_cast<OpaqueRegionOp>(def))
        for (Block &block : region.getBody())
          if (reachable.contains(&block))
            if (auto yield = dyn_cast<YieldOp>(block.back()))
              markLiveValue(yield.getValues()[result.getResultNumber()]);
      continue;
    }
    auto arg = cast<BlockArgument>(value);
    Block *owner = arg.getOwner();
    if (owner->isEntryBlock()) {
      if (auto region = dyn_cast<OpaqueRegionOp>(owner->getParentOp()))
        markLiveValue(region.getInputs()[arg.getArgNumber()]);
      continue;
    }
    auto it = incoming.find(owner);
    if (it == incoming.end())
      continue;
    for (auto [terminator, index] : it->second)
      markLiveValue(cast<BranchOpInterface>(terminator)
                        .getSuccessorOperands(index)[arg.getArgNumber()]);
  }
}

/// Numbers the reachable blocks and the live values in program order; the
/// function's parameters are always v0, v1, ...
void FunctionEmitter::assignNames(Region &region) {
  auto nameValue = [&](Value value) {
    valueIds[value] = values.size();
    values.push_back(value);
  };
  for (Block &block : region) {
    if (!reachable.contains(&block))
      continue;
    blockIds[&block] = numBlocks++;
    bool isParams = &region == &func.getBody() && block.isEntryBlock();
    for (BlockArgument arg : block.getArguments())
      if (isParams || liveValues.contains(arg))
        nameValue(arg);
    for (Operation &op : block) {
      if (!liveOps.contains(&op))
        continue;
      for (Region &nested : op.getRegions())
        assignNames(nested);
      if (auto region = dyn_cast<OpaqueRegionOp>(op)) {
        continuationIds[&op] = numBlocks++;
        for (Block &inner : region.getBody())
          if (reachable.contains(&inner) && isa<YieldOp>(inner.back()))
            targetedContinuations.insert(&op);
      }
      for (Value result : op.getResults())
        if (liveValues.contains(result))
          nameValue(result);
    }
  }
}

void FunctionEmitter::prepare() {
  findReachable(func.getBody());
  computeLiveness();
  assignNames(func.getBody());
}

SmallVector<std::string> FunctionEmitter::getParameterNames() {
  SmallVector<std::string> names;
  for (BlockArgument arg : func.getBody().getArguments())
    names.push_back(name(arg));
  return names;
}

/// An alloca in the function's entry block with a constant count runs once:
/// it becomes a local array. Others are __builtin_alloca (a new object per
/// execution, as in VIR).
bool FunctionEmitter::isStaticAlloca(AllocaOp alloca) {
  if (alloca->getBlock() != &func.getBody().front())
    return false;
  if (!alloca.getCount())
    return true;
  auto constant = alloca.getCount().getDefiningOp<ConstantOp>();
  if (!constant)
    return false;
  auto count = dyn_cast<IntegerAttr>(constant.getValue());
  if (!count || count.getValue().getActiveBits() > 32)
    return false;
  return getAllocSize(alloca.getElemType()) * count.getValue().getZExtValue() <=
         (uint64_t(1) << 26);
}

uint64_t FunctionEmitter::getStaticAllocaSize(AllocaOp alloca) {
  uint64_t count = 1;
  if (alloca.getCount())
    count = cast<IntegerAttr>(
                alloca.getCount().getDefiningOp<ConstantOp>().getValue())
                .getValue()
                .getZExtValue();
  return std::max<uint64_t>(getAllocSize(alloca.getElemType()) * count, 1);
}

uint64_t FunctionEmitter::getAllocaAlignment(AllocaOp alloca) {
  uint64_t align = getABIAlignment(alloca.getElemType());
  if (auto requested = alloca.getAlignment())
    align = std::max<uint64_t>(align, *requested);
  return align;
}

//===----------------------------------------------------------------------===//
// FunctionEmitter: statements
//===----------------------------------------------------------------------===//

std::string FunctionEmitter::name(Value value) {
  auto it = valueIds.find(value);
  if (it == valueIds.end())
    return "0 /* unnamed */";
  return "v" + std::to_string(it->second);
}

std::string FunctionEmitter::lane(Value value, bool vector) {
  if (vector && isa<VectorType>(value.getType()))
    return name(value) + ".e[vct_i]";
  return name(value);
}

void FunctionEmitter::assign(Value result, const std::string &expr) {
  os << "  " << name(result) << " = " << expr << ";\n";
}

/// Prints an element-wise operation: once for scalars, in a loop over the
/// lanes for vectors (scalar operands, like a select's condition, are used
/// in every lane).
void FunctionEmitter::emitElementwise(
    Operation *op,
    llvm::function_ref<std::string(ArrayRef<std::string>)> scalar) {
  Value result = op->getResult(0);
  auto vecType = dyn_cast<VectorType>(result.getType());
  SmallVector<std::string> operands;
  for (Value operand : op->getOperands())
    operands.push_back(lane(operand, vecType != nullptr));
  if (!vecType) {
    assign(result, scalar(operands));
    return;
  }
  os << "  for (int vct_i = 0; vct_i < " << vecType.getNumElements()
     << "; ++vct_i)\n    " << name(result) << ".e[vct_i] = " << scalar(operands)
     << ";\n";
}

/// The copies an edge to `dest` performs: one per live block argument.
SmallVector<std::pair<Value, Value>>
FunctionEmitter::getEdgeCopies(Block *dest, ValueRange operands) {
  SmallVector<std::pair<Value, Value>> copies;
  for (auto [arg, operand] : llvm::zip(dest->getArguments(), operands))
    if (liveValues.contains(arg))
      copies.push_back({arg, operand});
  return copies;
}

/// Prints the parallel copy `copies` (destination, source) as a sequence;
/// temporaries, needed only for cycles, live in a block of their own.
void FunctionEmitter::emitCopies(ArrayRef<std::pair<Value, Value>> copies,
                                 StringRef indent) {
  SmallVector<c::ParallelCopy> parallel;
  for (auto [dest, src] : copies)
    parallel.push_back({valueIds.lookup(dest), valueIds.lookup(src)});
  c::CopySequence sequence = c::sequentializeParallelCopy(parallel);
  if (sequence.steps.empty())
    return;
  unsigned firstTemp = numTemps;
  numTemps += sequence.temporarySources.size();
  bool scoped = !sequence.temporarySources.empty();
  std::string inner = scoped ? (indent + "  ").str() : indent.str();
  auto locationName = [&](c::CopyLocation location) {
    if (location.isTemporary())
      return "t" + std::to_string(firstTemp + location.id);
    return name(values[location.id]);
  };
  if (scoped)
    os << indent << "{\n";
  for (const c::SequentialCopy &step : sequence.steps) {
    os << inner;
    if (step.dest.isTemporary()) {
      Value saved = values[sequence.temporarySources[step.dest.id]];
      os << declare(moduleEmitter.getValueType(saved.getType()),
                    locationName(step.dest));
    } else {
      os << locationName(step.dest);
    }
    os << " = " << locationName(step.src) << ";\n";
  }
  if (scoped)
    os << indent << "}\n";
}

void FunctionEmitter::emitBranch(Block *dest, ValueRange operands,
                                 StringRef indent) {
  emitCopies(getEdgeCopies(dest, operands), indent);
  os << indent << "goto " << label(dest) << ";\n";
}

/// True if the edge to `dest` assigns anything.
static bool hasCopies(ArrayRef<std::pair<Value, Value>> copies) {
  return llvm::any_of(copies,
                      [](auto copy) { return copy.first != copy.second; });
}

LogicalResult FunctionEmitter::emitCondBr(CondBrOp op) {
  bool braces =
      hasCopies(getEdgeCopies(op.getTrueDest(), op.getTrueDestOperands()));
  os << "  if (" << name(op.getCondition()) << ")" << (braces ? " {" : "")
     << "\n";
  emitBranch(op.getTrueDest(), op.getTrueDestOperands(), "    ");
  if (braces)
    os << "  }\n";
  emitBranch(op.getFalseDest(), op.getFalseDestOperands(), "  ");
  return success();
}

LogicalResult FunctionEmitter::emitSwitch(SwitchOp op) {
  unsigned width = op.getFlag().getType().getIntOrFloatBitWidth();
  // A _Bool controlling expression draws -Wswitch-bool.
  os << "  switch (" << (width == 1 ? "(int)" : "") << name(op.getFlag())
     << ") {\n";
  llvm::SmallSet<int64_t, 8> seen;
  if (auto caseValues = op.getCaseValues()) {
    for (auto [index, value] : llvm::enumerate(*caseValues)) {
      APInt bits = APInt(64, value, /*isSigned=*/true).trunc(width);
      if (!seen.insert(width == 1 ? bits.getZExtValue() : bits.getSExtValue())
               .second)
        continue;
      os << "  case " << intLiteral(bits) << ":\n";
      emitBranch(op.getCaseDestinations()[index], op.getCaseOperands()[index],
                 "    ");
    }
  }
  os << "  default:\n";
  emitBranch(op.getDefaultDestination(), op.getDefaultOperands(), "    ");
  os << "  }\n";
  return success();
}

LogicalResult FunctionEmitter::emitYield(YieldOp op) {
  auto region = cast<OpaqueRegionOp>(op->getParentOp());
  SmallVector<std::pair<Value, Value>> copies;
  for (auto [result, value] : llvm::zip(region.getResults(), op.getValues()))
    if (liveValues.contains(result))
      copies.push_back({result, value});
  emitCopies(copies, "  ");
  os << "  goto bb" << continuationIds.lookup(region) << ";\n";
  return success();
}

/// The region's body is printed in place: the operands are copied to the
/// entry block's arguments, its blocks become labels of this function, and
/// each yield assigns the results and jumps to the code after the region.
LogicalResult FunctionEmitter::emitOpaqueRegion(OpaqueRegionOp op) {
  os << "  /* vir.opaque_region */\n";
  Block &entry = op.getBody().front();
  emitCopies(getEdgeCopies(&entry, op.getInputs()), "  ");
  if (failed(emitRegion(op.getBody())))
    return failure();
  // A statement always follows: the enclosing block's terminator at least.
  if (targetedContinuations.contains(op))
    os << "bb" << continuationIds.lookup(op) << ":\n";
  return success();
}

LogicalResult FunctionEmitter::emitConstant(ConstantOp op) {
  Attribute value = op.getValue();
  if (auto intAttr = dyn_cast<IntegerAttr>(value)) {
    assign(op.getResult(), intLiteral(intAttr.getValue()));
    return success();
  }
  if (auto floatAttr = dyn_cast<FloatAttr>(value)) {
    assign(op.getResult(), floatLiteral(floatAttr.getValue()));
    return success();
  }
  auto dense = dyn_cast<DenseElementsAttr>(value);
  if (!dense)
    return op.emitError("the C backend cannot emit the constant ") << value;
  std::string list;
  if (isa<FloatType>(dense.getElementType())) {
    for (APFloat element : dense.getValues<APFloat>())
      list += (list.empty() ? "" : ", ") + floatLiteral(element);
  } else {
    for (APInt element : dense.getValues<APInt>())
      list += (list.empty() ? "" : ", ") + intLiteral(element);
  }
  assign(op.getResult(), "(" + moduleEmitter.getValueType(op.getType()) +
                             "){ { " + list + " } }");
  return success();
}

/// Integer arithmetic, bitwise operations and shifts, element-wise.
LogicalResult FunctionEmitter::emitIntBinary(Operation *op) {
  unsigned w = elementWidth(op->getResult(0).getType());
  std::string u = unsignedType(w);
  auto binary = [&](StringRef a, StringRef cop, StringRef b) {
    return ("(" + a + " " + cop + " " + b + ")").str();
  };
  emitElementwise(op, [&](ArrayRef<std::string> x) -> std::string {
    const std::string &a = x[0], &b = x[1];
    return llvm::TypeSwitch<Operation *, std::string>(op)
        .Case([&](AddOp) {
          return fromBits(binary(bitsOf(a, w), "+", bitsOf(b, w)), w);
        })
        .Case([&](SubOp) {
          return fromBits(binary(bitsOf(a, w), "-", bitsOf(b, w)), w);
        })
        .Case([&](MulOp) {
          return fromBits(binary(bitsOf(a, w), "*", bitsOf(b, w)), w);
        })
        .Case([&](ShlOp) {
          return fromBits(binary(bitsOf(a, w), "<<", shiftAmount(b, w)), w);
        })
        .Case([&](LShrOp) {
          return fromBits(binary(zextOf(a, w), ">>", shiftAmount(b, w)), w);
        })
        .Case([&](AShrOp) {
          return fromBits("((" + u + ")" +
                              binary(sextOf(a, w), ">>", shiftAmount(b, w)) +
                              ")",
                          w);
        })
        .Case([&](UMulHOp) {
          // The double-width product in the next wider unsigned type.
          std::string wide =
              w > 32 ? "(unsigned __int128)" : std::string("(uint64_t)");
          std::string product =
              "(" + wide + zextOf(a, w) + " * " + wide + zextOf(b, w) + ")";
          return fromBits(
              "(" + u + ")(" + product + " >> " + std::to_string(w) + ")", w);
        })
        .Case([&](UDivOp) {
          return fromBits(binary(zextOf(a, w), "/", zextOf(b, w)), w);
        })
        .Case([&](URemOp) {
          return fromBits(binary(zextOf(a, w), "%", zextOf(b, w)), w);
        })
        .Case([&](SDivOp) {
          return fromBits("((" + u + ")" +
                              binary(sextOf(a, w), "/", sextOf(b, w)) + ")",
                          w);
        })
        .Case([&](SRemOp) {
          return fromBits("((" + u + ")" +
                              binary(sextOf(a, w), "%", sextOf(b, w)) + ")",
                          w);
        })
        .Case([&](AndOp) { return binary(a, "&", b); })
        .Case([&](OrOp) { return binary(a, "|", b); })
        .Case([&](XorOp) { return binary(a, "^", b); })
        .Default([](Operation *) { return std::string(); });
  });
  return success();
}

/// An integer or pointer comparison of two scalars. `same` says both operands
/// are the same value: the result is then a constant (and GCC rejects the
/// self-comparison with -Wtautological-compare).
static std::string icmpExpr(ICmpPredicate predicate, Type type,
                            const std::string &a, const std::string &b,
                            bool same) {
  if (same) {
    switch (predicate) {
    case ICmpPredicate::eq:
    case ICmpPredicate::sle:
    case ICmpPredicate::sge:
    case ICmpPredicate::ule:
    case ICmpPredicate::uge:
      return "1";
    default:
      return "0";
    }
  }
  StringRef cop;
  bool isSigned = false, isEquality = false;
  switch (predicate) {
  case ICmpPredicate::eq:
    cop = "==", isEquality = true;
    break;
  case ICmpPredicate::ne:
    cop = "!=", isEquality = true;
    break;
  case ICmpPredicate::slt:
    cop = "<", isSigned = true;
    break;
  case ICmpPredicate::sle:
    cop = "<=", isSigned = true;
    break;
  case ICmpPredicate::sgt:
    cop = ">", isSigned = true;
    break;
  case ICmpPredicate::sge:
    cop = ">=", isSigned = true;
    break;
  case ICmpPredicate::ult:
    cop = "<";
    break;
  case ICmpPredicate::ule:
    cop = "<=";
    break;
  case ICmpPredicate::ugt:
    cop = ">";
    break;
  case ICmpPredicate::uge:
    cop = ">=";
    break;
  }
  std::string lhs = a, rhs = b;
  if (isEquality) {
    // Containers hold canonical values: equality needs no conversion.
  } else if (isa<PtrType>(type)) {
    std::string cast = isSigned ? "(intptr_t)" : "(uintptr_t)";
    lhs = cast + a;
    rhs = cast + b;
  } else {
    unsigned w = type.getIntOrFloatBitWidth();
    lhs = isSigned ? sextOf(a, w) : zextOf(a, w);
    rhs = isSigned ? sextOf(b, w) : zextOf(b, w);
  }
  return ("(" + lhs + " " + cop + " " + rhs + ")").str();
}

/// A floating-point comparison: C's relational operators are the ordered
/// predicates (false on NaN), `!=` is `une`; the others negate one of them.
static std::string fcmpExpr(FCmpPredicate predicate, const std::string &a,
                            const std::string &b) {
  auto cmp = [&](StringRef cop) {
    return ("(" + a + " " + cop + " " + b + ")").str();
  };
  switch (predicate) {
  case FCmpPredicate::false_:
    return "0";
  case FCmpPredicate::true_:
    return "1";
  case FCmpPredicate::oeq:
    return cmp("==");
  case FCmpPredicate::ogt:
    return cmp(">");
  case FCmpPredicate::oge:
    return cmp(">=");
  case FCmpPredicate::olt:
    return cmp("<");
  case FCmpPredicate::ole:
    return cmp("<=");
  case FCmpPredicate::one:
    return "(" + cmp("<") + " || " + cmp(">") + ")";
  case FCmpPredicate::ord:
    return "(!__builtin_isunordered(" + a + ", " + b + "))";
  case FCmpPredicate::ueq:
    return "(!(" + cmp("<") + " || " + cmp(">") + "))";
  case FCmpPredicate::ugt:
    return "(!" + cmp("<=") + ")";
  case FCmpPredicate::uge:
    return "(!" + cmp("<") + ")";
  case FCmpPredicate::ult:
    return "(!" + cmp(">=") + ")";
  case FCmpPredicate::ule:
    return "(!" + cmp(">") + ")";
  case FCmpPredicate::une:
    return cmp("!=");
  case FCmpPredicate::uno:
    return "__builtin_isunordered(" + a + ", " + b + ")";
  }
  return "0";
}

/// Integer, float and pointer conversions, element-wise.
LogicalResult FunctionEmitter::emitCast(Operation *op) {
  Type inElem = getElementTypeOrSelf(op->getOperand(0).getType());
  Type outElem = getElementTypeOrSelf(op->getResult(0).getType());
  unsigned inW = isa<PtrType>(inElem) ? 64 : inElem.getIntOrFloatBitWidth();
  unsigned outW = isa<PtrType>(outElem) ? 64 : outElem.getIntOrFloatBitWidth();
  std::string outType = moduleEmitter.getValueType(outElem);
  emitElementwise(op, [&](ArrayRef<std::string> x) -> std::string {
    const std::string &a = x[0];
    return llvm::TypeSwitch<Operation *, std::string>(op)
        .Case([&](ZExtOp) {
          return fromBits(castTo(unsignedType(outW), zextOf(a, inW)), outW);
        })
        .Case([&](SExtOp) { return "(" + outType + ")" + sextOf(a, inW); })
        .Case([&](TruncOp) { return fromBits(bitsOf(a, inW), outW); })
        .Case([&](FPToSIOp) {
          if (outW == 1)
            return "(_Bool)((int32_t)" + a + " & 1)";
          return "(" + outType + ")" + a;
        })
        .Case([&](FPToUIOp) {
          return fromBits("((" + unsignedType(outW) + ")" + a + ")", outW);
        })
        .Case([&](SIToFPOp) { return "(" + outType + ")" + sextOf(a, inW); })
        .Case([&](UIToFPOp) { return "(" + outType + ")" + zextOf(a, inW); })
        .Case<FPExtOp, FPTruncOp>(
            [&](Operation *) { return "(" + outType + ")" + a; })
        .Case([&](PtrToIntOp) {
          return fromBits("((uint64_t)(uintptr_t)" + a + ")", outW);
        })
        .Case(
            [&](IntToPtrOp) { return "(void *)(uintptr_t)" + zextOf(a, inW); })
        .Default([](Operation *) { return std::string(); });
  });
  return success();
}

/// Reinterprets the bits through the memory image of the value, which is
/// what VIR's bitcast means for bit-packed vectors of i1 as well.
LogicalResult FunctionEmitter::emitBitcast(BitcastOp op) {
  Type inType = op.getIn().getType(), outType = op.getType();
  uint64_t size = getStoreSize(inType);
  if (getMemoryForm(inType) == MemoryForm::Bytes &&
      getMemoryForm(outType) == MemoryForm::Bytes) {
    os << "  __builtin_memcpy(&" << name(op.getResult()) << ", &"
       << name(op.getIn()) << ", " << size << ");\n";
    return success();
  }
  os << "  {\n    unsigned char vct_b[" << size << "];\n";
  if (failed(emitWriteMemory(op, name(op.getIn()), inType, "vct_b", "    ")) ||
      failed(
          emitReadMemory(op, name(op.getResult()), outType, "vct_b", "    ")))
    return failure();
  os << "  }\n";
  return success();
}

LogicalResult FunctionEmitter::emitAlloca(AllocaOp op) {
  uint64_t align = getAllocaAlignment(op);
  if (isStaticAlloca(op)) {
    assign(op.getResult(),
           "slot" + std::to_string(valueIds.lookup(op.getResult())));
    return success();
  }
  uint64_t elemSize = getAllocSize(op.getElemType());
  std::string size = std::to_string(elemSize);
  if (Value count = op.getCount())
    size = "(size_t)" + zextOf(name(count), elementWidth(count.getType())) +
           " * " + size + "u";
  // __builtin_alloca, not __builtin_alloca_with_align: GCC gives the latter
  // VLA semantics and reuses the space on each loop iteration. Its result
  // is aligned for any type (16 bytes on x86-64); larger alignments
  // over-allocate and round up.
  if (align <= 16) {
    assign(op.getResult(), "__builtin_alloca(" + size + ")");
    return success();
  }
  std::string mask = std::to_string(align - 1);
  assign(op.getResult(), "(void *)(((uintptr_t)__builtin_alloca(" + size +
                             " + " + mask + ") + " + mask + ") & ~(uintptr_t)" +
                             mask + ")");
  return success();
}

LogicalResult FunctionEmitter::emitReadMemory(Operation *op,
                                              const std::string &dst, Type type,
                                              const std::string &ptr,
                                              StringRef indent) {
  uint64_t size = getStoreSize(type);
  switch (getMemoryForm(type)) {
  case MemoryForm::Bytes:
    // A scalar through an unaligned, may_alias lvalue: no address of the
    // destination is taken, so it can stay a `register` variable (small
    // frames at cc -O0, issue 13).
    if (!isa<VectorType>(type)) {
      os << indent << dst << " = *(const "
         << moduleEmitter.getUnalignedType(type) << " *)" << ptr << ";\n";
      return success();
    }
    os << indent << "__builtin_memcpy(&" << dst << ", " << ptr << ", " << size
       << ");\n";
    return success();
  case MemoryForm::Bool:
    os << indent << dst << " = (_Bool)(*(const unsigned char *)" << ptr
       << " & 1);\n";
    return success();
  case MemoryForm::OddInt: {
    unsigned w = type.getIntOrFloatBitWidth();
    os << indent << "{\n"
       << indent << "  " << unsignedType(w) << " vct_bits = 0;\n"
       << indent << "  __builtin_memcpy(&vct_bits, " << ptr << ", " << size
       << ");\n"
       << indent << "  " << dst << " = " << fromBits("vct_bits", w) << ";\n"
       << indent << "}\n";
    return success();
  }
  case MemoryForm::BoolVector:
    os << indent << "for (int vct_i = 0; vct_i < "
       << cast<VectorType>(type).getNumElements() << "; ++vct_i)\n"
       << indent << "  " << dst
       << ".e[vct_i] = (_Bool)((((const unsigned char *)" << ptr
       << ")[vct_i >> 3] >> (vct_i & 7)) & 1);\n";
    return success();
  case MemoryForm::Unsupported:
    break;
  }
  return op->emitError("the C backend cannot access ")
         << type << " in memory (bit-packed integer elements)";
}

LogicalResult FunctionEmitter::emitWriteMemory(Operation *op,
                                               const std::string &src,
                                               Type type,
                                               const std::string &ptr,
                                               StringRef indent) {
  uint64_t size = getStoreSize(type);
  switch (getMemoryForm(type)) {
  case MemoryForm::Bytes:
    if (!isa<VectorType>(type)) {
      os << indent << "*(" << moduleEmitter.getUnalignedType(type) << " *)"
         << ptr << " = " << src << ";\n";
      return success();
    }
    [[fallthrough]];
  case MemoryForm::Bool:
  case MemoryForm::OddInt:
    os << indent << "__builtin_memcpy(" << ptr << ", &" << src << ", " << size
       << ");\n";
    return success();
  case MemoryForm::BoolVector:
    os << indent << "{\n"
       << indent << "  unsigned char *vct_p = " << ptr << ";\n"
       << indent << "  for (int vct_i = 0; vct_i < " << size << "; ++vct_i)\n"
       << indent << "    vct_p[vct_i] = 0;\n"
       << indent << "  for (int vct_i = 0; vct_i < "
       << cast<VectorType>(type).getNumElements() << "; ++vct_i)\n"
       << indent << "    vct_p[vct_i >> 3] |= (unsigned char)(" << src
       << ".e[vct_i] << (vct_i & 7));\n"
       << indent << "}\n";
    return success();
  case MemoryForm::Unsupported:
    break;
  }
  return op->emitError("the C backend cannot access ")
         << type << " in memory (bit-packed integer elements)";
}

/// Loads: __builtin_memcpy for plain loads, a volatile lvalue for volatile
/// scalars, byte-wise volatile reads otherwise, and __atomic_load for
/// atomics.
LogicalResult FunctionEmitter::emitLoad(LoadOp op) {
  Type type = op.getType();
  std::string ptr = name(op.getAddr());
  bool resultLive = liveValues.contains(op.getResult());
  if (!op.getVolatile_() && !op.getOrdering())
    return emitReadMemory(op, name(op.getResult()), type, ptr, "  ");

  // A volatile or atomic load happens even when its value is unused.
  std::string dst = resultLive ? name(op.getResult()) : "vct_unused";
  std::string indent = resultLive ? "  " : "    ";
  std::string cType = moduleEmitter.getValueType(type);
  if (!resultLive)
    os << "  {\n    " << declare(cType, "vct_unused") << " = "
       << moduleEmitter.getZeroValue(type) << ";\n";
  MemoryForm form = getMemoryForm(type);
  if (auto ordering = op.getOrdering()) {
    if (form == MemoryForm::OddInt)
      return op.emitError("the C backend cannot emit an atomic access to ")
             << type;
    os << indent << "__atomic_load((" << pointerTo(cType, op.getVolatile_())
       << ")" << ptr << ", &" << dst << ", " << atomicOrder(*ordering)
       << ");\n";
  } else if (form == MemoryForm::Bytes && !isa<VectorType>(type)) {
    os << indent << dst << " = *(" << pointerTo(cType, true) << ")" << ptr
       << ";\n";
  } else if (form == MemoryForm::Bool) {
    os << indent << dst << " = (_Bool)(*(volatile unsigned char *)" << ptr
       << " & 1);\n";
  } else {
    uint64_t size = getStoreSize(type);
    os << indent << "{\n"
       << indent << "  unsigned char vct_b[" << size << "];\n"
       << indent << "  for (int vct_i = 0; vct_i < " << size << "; ++vct_i)\n"
       << indent << "    vct_b[vct_i] = ((volatile unsigned char *)" << ptr
       << ")[vct_i];\n";
    if (failed(emitReadMemory(op, dst, type, "vct_b", indent + "  ")))
      return failure();
    os << indent << "}\n";
  }
  if (!resultLive)
    os << "    (void)vct_unused;\n  }\n";
  return success();
}

LogicalResult FunctionEmitter::emitStore(StoreOp op) {
  Type type = op.getValue().getType();
  std::string ptr = name(op.getAddr());
  std::string src = name(op.getValue());
  if (!op.getVolatile_() && !op.getOrdering())
    return emitWriteMemory(op, src, type, ptr, "  ");
  std::string cType = moduleEmitter.getValueType(type);
  MemoryForm form = getMemoryForm(type);
  if (auto ordering = op.getOrdering()) {
    if (form == MemoryForm::OddInt)
      return op.emitError("the C backend cannot emit an atomic access to ")
             << type;
    os << "  __atomic_store((" << pointerTo(cType, op.getVolatile_()) << ")"
       << ptr << ", &" << src << ", " << atomicOrder(*ordering) << ");\n";
    return success();
  }
  if (form == MemoryForm::Bytes && !isa<VectorType>(type)) {
    os << "  *(" << pointerTo(cType, true) << ")" << ptr << " = " << src
       << ";\n";
    return success();
  }
  if (form == MemoryForm::Bool) {
    os << "  *(volatile unsigned char *)" << ptr << " = (unsigned char)" << src
       << ";\n";
    return success();
  }
  uint64_t size = getStoreSize(type);
  os << "  {\n    unsigned char vct_b[" << size << "];\n";
  if (failed(emitWriteMemory(op, src, type, "vct_b", "    ")))
    return failure();
  os << "    for (int vct_i = 0; vct_i < " << size << "; ++vct_i)\n"
     << "      ((volatile unsigned char *)" << ptr
     << ")[vct_i] = vct_b[vct_i];\n  }\n";
  return success();
}

/// Address arithmetic in bytes from VIR's layout. An `inbounds` GEP is C
/// pointer arithmetic (leaving the object is poison in VIR, undefined in C);
/// any other GEP wraps, so it is computed on uintptr_t.
LogicalResult FunctionEmitter::emitGEP(GEPOp op) {
  int64_t constant = 0;
  SmallVector<std::pair<Value, uint64_t>> scaled;
  Type current = op.getElemType();
  for (auto [position, index] : llvm::enumerate(op.getIndices())) {
    uint64_t stride = 0;
    if (position == 0) {
      stride = getAllocSize(current);
    } else if (auto array = dyn_cast<ArrayType>(current)) {
      current = array.getElementType();
      stride = getAllocSize(current);
    } else if (auto vecType = dyn_cast<VectorType>(current)) {
      current = vecType.getElementType();
      stride = getAllocSize(current);
    } else {
      auto structType = cast<StructType>(current);
      current = structType.getBody()[index.getConstant()];
      constant += structType.getFieldOffset(index.getConstant());
      continue;
    }
    if (index.isDynamic())
      scaled.push_back({index.getValue(), stride});
    else
      constant += static_cast<int64_t>(index.getConstant()) *
                  static_cast<int64_t>(stride);
  }
  std::string base = name(op.getBase());
  if (scaled.empty() && constant == 0) {
    assign(op.getResult(), base);
    return success();
  }
  bool inbounds = op.getInbounds();
  // The dynamic terms and a positive constant; a negative constant is
  // subtracted.
  std::string offset;
  for (auto [value, stride] : scaled) {
    std::string term = inbounds ? name(value) + " * " + std::to_string(stride)
                                : "(uint64_t)" + name(value) + " * " +
                                      std::to_string(stride) + "u";
    offset += (offset.empty() ? "" : " + ") + term;
  }
  std::string literal =
      std::to_string(constant < 0 ? -uint64_t(constant) : uint64_t(constant)) +
      (inbounds ? "" : "u");
  if (constant > 0)
    offset += (offset.empty() ? "" : " + ") + literal;
  else if (constant < 0)
    offset += (offset.empty() ? "-" : " - ") + literal;
  if (inbounds) {
    // Parenthesized: C pointer arithmetic must not leave the object in an
    // intermediate step.
    bool simple = scaled.empty();
    std::string sum = simple && constant < 0
                          ? "(char *)" + base + " - " + literal
                          : "(char *)" + base + " + " +
                                (simple ? offset : "(" + offset + ")");
    assign(op.getResult(), sum);
  } else {
    std::string sum = "(uintptr_t)" + base;
    sum += offset.front() == '-' ? " - " + literal : " + " + offset;
    assign(op.getResult(), "(void *)(" + sum + ")");
  }
  return success();
}

LogicalResult FunctionEmitter::emitMemTransfer(Operation *op, Value dst,
                                               Value src, Value len,
                                               bool isVolatile, bool isMove) {
  std::string size =
      "(size_t)" + zextOf(name(len), elementWidth(len.getType()));
  if (!isVolatile) {
    os << "  " << (isMove ? "__builtin_memmove(" : "__builtin_memcpy(")
       << name(dst) << ", " << name(src) << ", " << size << ");\n";
    return success();
  }
  // Volatile: byte by byte through volatile lvalues, backwards when a move
  // overlaps from below.
  std::string d = "((volatile unsigned char *)" + name(dst) + ")";
  std::string s = "((volatile unsigned char *)" + name(src) + ")";
  os << "  {\n    size_t vct_n = " << size << ";\n";
  if (isMove)
    os << "    if ((uintptr_t)" << name(dst) << " > (uintptr_t)" << name(src)
       << ") {\n      for (size_t vct_i = vct_n; vct_i-- > 0;)\n        " << d
       << "[vct_i] = " << s << "[vct_i];\n    } else {\n  ";
  os << "    for (size_t vct_i = 0; vct_i < vct_n; ++vct_i)\n"
     << (isMove ? "  " : "") << "      " << d << "[vct_i] = " << s
     << "[vct_i];\n";
  if (isMove)
    os << "    }\n";
  os << "  }\n";
  return success();
}

LogicalResult FunctionEmitter::emitMemset(MemsetOp op) {
  std::string size = "(size_t)" + zextOf(name(op.getLen()),
                                         elementWidth(op.getLen().getType()));
  std::string byte = "(unsigned char)" + name(op.getValue());
  if (!op.getVolatile_()) {
    os << "  __builtin_memset(" << name(op.getDst()) << ", " << byte << ", "
       << size << ");\n";
    return success();
  }
  os << "  for (size_t vct_i = 0; vct_i < " << size << "; ++vct_i)\n"
     << "    ((volatile unsigned char *)" << name(op.getDst())
     << ")[vct_i] = " << byte << ";\n";
  return success();
}

/// The C type an atomic read-modify-write works on: `void *` for pointers,
/// else the unsigned integer of the width (GCC's builtins then wrap).
static std::string getAtomicType(Type type) {
  if (isa<PtrType>(type))
    return "void *";
  return "uint" + std::to_string(type.getIntOrFloatBitWidth()) + "_t";
}

/// GCC has builtins for exchange and the bitwise and additive operations;
/// min and max are a compare-exchange loop, whose successful exchange has the
/// operation's ordering (a failed one only reloads: relaxed).
LogicalResult FunctionEmitter::emitAtomicRMW(AtomicRMWOp op) {
  Type type = op.getType();
  std::string atomicType = getAtomicType(type);
  std::string ptr =
      "(" + pointerTo(atomicType, op.getVolatile_()) + ")" + name(op.getAddr());
  std::string value = "(" + atomicType + ")" + name(op.getValue());
  std::string order = atomicOrder(op.getOrdering()).str();
  std::string cType = moduleEmitter.getValueType(type);
  bool live = liveValues.contains(op.getResult());
  StringRef builtin;
  switch (op.getKind()) {
  case AtomicRMWKind::xchg:
    builtin = "__atomic_exchange_n";
    break;
  case AtomicRMWKind::add:
    builtin = "__atomic_fetch_add";
    break;
  case AtomicRMWKind::sub:
    builtin = "__atomic_fetch_sub";
    break;
  case AtomicRMWKind::and_:
    builtin = "__atomic_fetch_and";
    break;
  case AtomicRMWKind::nand:
    builtin = "__atomic_fetch_nand";
    break;
  case AtomicRMWKind::or_:
    builtin = "__atomic_fetch_or";
    break;
  case AtomicRMWKind::xor_:
    builtin = "__atomic_fetch_xor";
    break;
  default:
    break;
  }
  if (!builtin.empty()) {
    os << "  "
       << (live ? name(op.getResult()) + " = (" + cType + ")" : "(void)")
       << builtin << "(" << ptr << ", " << value << ", " << order << ");\n";
    return success();
  }
  // smax, smin, umax, umin: keep the old value when it wins the compare.
  bool isSigned = op.getKind() == AtomicRMWKind::smax ||
                  op.getKind() == AtomicRMWKind::smin;
  bool isMax = op.getKind() == AtomicRMWKind::smax ||
               op.getKind() == AtomicRMWKind::umax;
  std::string compareType =
      isSigned ? containerType(type.getIntOrFloatBitWidth()) : atomicType;
  os << "  {\n    " << atomicType << " vct_old = __atomic_load_n(" << ptr
     << ", __ATOMIC_RELAXED), vct_new;\n"
     << "    do {\n      vct_new = (" << compareType << ")vct_old "
     << (isMax ? ">" : "<") << " (" << compareType << ")" << value
     << " ? vct_old : " << value << ";\n"
     << "    } while (!__atomic_compare_exchange_n(" << ptr
     << ", &vct_old, vct_new, 1, " << order << ", __ATOMIC_RELAXED));\n";
  if (live)
    os << "    " << name(op.getResult()) << " = (" << cType << ")vct_old;\n";
  os << "  }\n";
  return success();
}

/// `__atomic_compare_exchange_n` writes the value it read into its
/// expected operand: a local of the block, copied to the results.
LogicalResult FunctionEmitter::emitCmpXchg(CmpXchgOp op) {
  Type type = op.getOld().getType();
  std::string atomicType = getAtomicType(type);
  std::string cType = moduleEmitter.getValueType(type);
  os << "  {\n    " << atomicType << " vct_old = (" << atomicType << ")"
     << name(op.getExpected()) << ";\n"
     << "    _Bool vct_ok = __atomic_compare_exchange_n(("
     << pointerTo(atomicType, op.getVolatile_()) << ")" << name(op.getAddr())
     << ", &vct_old, (" << atomicType << ")" << name(op.getDesired()) << ", "
     << (op.getWeak() ? 1 : 0) << ", " << atomicOrder(op.getSuccessOrdering())
     << ", " << atomicOrder(op.getFailureOrdering()) << ");\n";
  if (liveValues.contains(op.getOld()))
    os << "    " << name(op.getOld()) << " = (" << cType << ")vct_old;\n";
  if (liveValues.contains(op.getOk()))
    os << "    " << name(op.getOk()) << " = vct_ok;\n";
  os << "    (void)vct_ok;\n  }\n";
  return success();
}

/// GCC and clang locate the extra arguments from the function's own
/// signature; C (before C23) still names the last declared parameter.
LogicalResult FunctionEmitter::emitVaStart(VaStartOp op) {
  Block &entry = func.getBody().front();
  unsigned count = entry.getNumArguments();
  if (count == 0)
    return op.emitError("the C backend cannot emit vir.va_start in a "
                        "function without declared parameters (C before C23 "
                        "has no such variadic function)");
  // The two halves of an __int128 are one C parameter (getPrototype).
  std::string last = name(entry.getArgument(count - 1));
  if (count >= 2 && getArgABI(func, count - 2) == ABIKind::Int128)
    last = name(entry.getArgument(count - 2)) + "_i128";
  os << "  __builtin_va_start(" << vaList(op.getList()) << ", " << last
     << ");\n";
  return success();
}

/// Direct calls by name; indirect calls cast the pointer to the function
/// type the call site states (the callee's fixed signature for variadic
/// calls). `must_tail` cannot be honoured in C: a strong one is a hard
/// error (spec 007, O-26), a soft one is denied with a remark and the call
/// is emitted as a plain call (O-24).
LogicalResult FunctionEmitter::emitCall(CallOp op) {
  std::optional<StringRef> callee = op.getCallee();
  RequestAttr mustTail =
      TraitView::forOp(op).getRequest(RequestKind::must_tail);
  FuncOp calleeFunc = callee ? moduleEmitter.lookupFunction(*callee) : FuncOp();
  if (!mustTail && calleeFunc)
    mustTail = TraitView::forOp(calleeFunc).getRequest(RequestKind::must_tail);
  if (mustTail) {
    std::string what = callee ? ("must_tail call to @" + *callee).str()
                              : std::string("must_tail call through a pointer");
    if (mustTail.getStrength() == Strength::strong)
      return op.emitError(what) << " cannot be expressed in C: C compilers "
                                   "do not guarantee tail calls";
    op.emitRemark("VIR: denied must_tail on ")
        << (callee ? ("call to @" + *callee).str() : "indirect call")
        << ", NoTargetSupport (C compilers do not guarantee tail calls; "
           "emitted as a plain call)";
  }

  std::string target;
  if (callee) {
    target = moduleEmitter.getSymbol(*callee).cName;
  } else {
    FunctionType type;
    bool variadic = false;
    if (auto varType = op.getVarCalleeType()) {
      type = *varType;
      variadic = true;
    } else {
      type = FunctionType::get(op.getContext(), op.getArgs().getTypes(),
                               op.getResultTypes());
    }
    // The call's own ABI (VIRABI.h): zeroext chars and shorts unsigned, the
    // halves of an __int128 one `unsigned __int128`.
    SmallVector<std::string> types;
    SmallVector<Type> cInputs;
    for (auto [index, input] : llvm::enumerate(type.getInputs())) {
      ABIKind kind = getArgABI(op, index);
      if (kind == ABIKind::Int128High)
        continue;
      cInputs.push_back(input);
      if (kind == ABIKind::ByVal) {
        FailureOr<std::string> byvalType = moduleEmitter.getByValType(
            op,
            getByVal(op->getAttrOfType<DictionaryAttr>(kABIAttrName), index));
        if (failed(byvalType))
          return failure();
        types.push_back(*byvalType);
        continue;
      }
      std::string vectorType =
          kind == ABIKind::None ? moduleEmitter.getSignatureType(input) : "";
      types.push_back(kind == ABIKind::Int128 ? "unsigned __int128"
                      : !vectorType.empty()   ? vectorType
                                              : getZeroExtType(input, kind));
    }
    std::string result =
        type.getNumResults() == 1
            ? getZeroExtType(type.getResult(0), getResultABI(op))
            : "";
    if (type.getNumResults() == 1 && result.empty())
      result = moduleEmitter.getSignatureType(type.getResult(0));
    target = "((" +
             (result.empty() ? moduleEmitter.getReturnType(type) : result) +
             " (*)" +
             moduleEmitter.getParameterList(cInputs, variadic, {}, {}, types) +
             ")" + name(op.getCalleeOperands().front()) + ")";
  }
  // An __int128 argument is built from its halves; a structure passed by
  // value is read through its pointer.
  DictionaryAttr abi = getCallABI(
      op, calleeFunc ? calleeFunc->getAttrOfType<DictionaryAttr>(kABIAttrName)
                     : DictionaryAttr());
  std::string call = target + "(";
  ValueRange args = op.getArgs();
  // Arguments past a variadic callee's fixed parameters (all of them when
  // it has none: a call without a prototype) undergo C's default argument
  // promotions.
  unsigned numFixed = args.size();
  if (std::optional<FunctionType> varType = op.getVarCalleeType())
    numFixed = varType->getNumInputs();
  for (unsigned i = 0, e = args.size(); i < e; ++i) {
    call += i ? ", " : "";
    if (i >= numFixed && args[i].getType().isF32()) {
      moduleEmitter.requireFloatArg();
      call += "(vct_float_arg){" + name(args[i]) + "}";
      continue;
    }
    // A vector goes as the GNU vector type (an SSE register), not as the
    // structure that holds it elsewhere, which C would pass in general
    // registers or two SSE registers.
    if (auto vecType = dyn_cast<VectorType>(args[i].getType());
        vecType && getArgABI(abi, i) == ABIKind::None) {
      if (!moduleEmitter.getSignatureType(vecType).empty()) {
        call += moduleEmitter.toRegister(vecType, name(args[i]));
        continue;
      }
      if (i >= numFixed)
        return op.emitError("the C backend cannot pass a ")
               << vecType
               << " to a variadic function or one without a prototype: C "
                  "compilers pass only vectors of 8 or 16 bytes as LLVM does "
                  "(use the LLVM backend)";
    }
    if (getArgABI(abi, i) == ABIKind::Int128 && i + 1 < e) {
      call += "((unsigned __int128)(uint64_t)" + name(args[i + 1]) +
              " << 64 | (uint64_t)" + name(args[i]) + ")";
      ++i;
      continue;
    }
    if (getArgABI(abi, i) == ABIKind::ByVal) {
      FailureOr<std::string> byvalType =
          moduleEmitter.getByValType(op, getByVal(abi, i));
      if (failed(byvalType))
        return failure();
      call += "*(" + *byvalType + " *)" + name(args[i]);
      continue;
    }
    call += name(args[i]);
  }
  call += ")";
  if (op.getNumResults() == 2) {
    // The returned structure is unpacked in a scope of its own.
    bool anyLive = llvm::any_of(op.getResults(), [&](Value result) {
      return liveValues.contains(result);
    });
    if (!anyLive) {
      os << "  " << call << ";\n";
      return success();
    }
    std::string pair = "t" + std::to_string(numTemps++);
    os << "  {\n    "
       << declare(moduleEmitter.getResultPairType(op.getResultTypes()), pair)
       << " = " << call << ";\n";
    for (auto [index, result] : llvm::enumerate(op.getResults()))
      if (liveValues.contains(result))
        os << "    " << name(result) << " = " << pair << ".r" << index << ";\n";
    os << "  }\n";
    return success();
  }
  Value result = op.getResult();
  if (result && liveValues.contains(result))
    assign(result, moduleEmitter.getSignatureType(result.getType()).empty()
                       ? call
                       : moduleEmitter.fromRegister(result.getType(), call));
  else
    os << "  " << call << ";\n";
  return success();
}

/// A lane index: the index reduced modulo the length (out-of-range indices
/// give poison, never an out-of-bounds C access). Constant indices are read
/// from their variable too, which therefore stays used.
std::string FunctionEmitter::getLaneIndex(Value index, int64_t n) {
  return "(" + zextOf(name(index), elementWidth(index.getType())) + " % " +
         std::to_string(n) + "u)";
}

LogicalResult FunctionEmitter::emitExtract(ExtractOp op) {
  int64_t n = cast<VectorType>(op.getVector().getType()).getNumElements();
  assign(op.getResult(),
         name(op.getVector()) + ".e[" + getLaneIndex(op.getIndex(), n) + "]");
  return success();
}

LogicalResult FunctionEmitter::emitInsert(InsertOp op) {
  int64_t n = cast<VectorType>(op.getVector().getType()).getNumElements();
  assign(op.getResult(), name(op.getVector()));
  os << "  " << name(op.getResult()) << ".e[" << getLaneIndex(op.getIndex(), n)
     << "] = " << name(op.getValue()) << ";\n";
  return success();
}

LogicalResult FunctionEmitter::emitShuffle(ShuffleOp op) {
  int64_t n = cast<VectorType>(op.getV1().getType()).getNumElements();
  for (auto [position, index] : llvm::enumerate(op.getMask())) {
    std::string source = "0";
    if (index >= 0 && index < n)
      source = name(op.getV1()) + ".e[" + std::to_string(index) + "]";
    else if (index >= n)
      source = name(op.getV2()) + ".e[" + std::to_string(index - n) + "]";
    os << "  " << name(op.getResult()) << ".e[" << position << "] = " << source
       << ";\n";
  }
  return success();
}

/// A reduction folds the lanes in order into the result variable.
LogicalResult FunctionEmitter::emitReduce(ReduceOp op) {
  auto vecType = cast<VectorType>(op.getVector().getType());
  Type elem = vecType.getElementType();
  unsigned w = elem.getIntOrFloatBitWidth();
  std::string acc = name(op.getResult());
  std::string x = name(op.getVector()) + ".e[vct_i]";
  auto pick = [&](const std::string &cond) {
    return "(" + cond + " ? " + x + " : " + acc + ")";
  };
  std::string combined;
  switch (op.getKind()) {
  case ReduceKind::add:
    combined = fromBits("(" + bitsOf(acc, w) + " + " + bitsOf(x, w) + ")", w);
    break;
  case ReduceKind::mul:
    combined = fromBits("(" + bitsOf(acc, w) + " * " + bitsOf(x, w) + ")", w);
    break;
  case ReduceKind::and_:
    combined = "(" + acc + " & " + x + ")";
    break;
  case ReduceKind::or_:
    combined = "(" + acc + " | " + x + ")";
    break;
  case ReduceKind::xor_:
    combined = "(" + acc + " ^ " + x + ")";
    break;
  case ReduceKind::smin:
    combined = pick(sextOf(x, w) + " < " + sextOf(acc, w));
    break;
  case ReduceKind::smax:
    combined = pick(sextOf(x, w) + " > " + sextOf(acc, w));
    break;
  case ReduceKind::umin:
    combined = pick(zextOf(x, w) + " < " + zextOf(acc, w));
    break;
  case ReduceKind::umax:
    combined = pick(zextOf(x, w) + " > " + zextOf(acc, w));
    break;
  case ReduceKind::fadd:
    combined = "(" + acc + " + " + x + ")";
    break;
  case ReduceKind::fmul:
    combined = "(" + acc + " * " + x + ")";
    break;
  case ReduceKind::fmin:
  case ReduceKind::fmax: {
    // C's fmin/fmax without libm: a NaN operand yields the other one.
    std::string cop = op.getKind() == ReduceKind::fmin ? " < " : " > ";
    combined = "(" + x + " != " + x + " ? " + acc + " : (" + acc +
               " != " + acc + " ? " + x + " : " + pick(x + cop + acc) + "))";
    break;
  }
  }
  assign(op.getResult(), name(op.getVector()) + ".e[0]");
  if (vecType.getNumElements() > 1)
    os << "  for (int vct_i = 1; vct_i < " << vecType.getNumElements()
       << "; ++vct_i)\n    " << acc << " = " << combined << ";\n";
  return success();
}

LogicalResult FunctionEmitter::emitOperation(Operation *op) {
  auto elementwise = [&](auto scalar) {
    emitElementwise(op, scalar);
    return success();
  };
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](BrOp br) {
        emitBranch(br.getDest(), br.getDestOperands(), "  ");
        return success();
      })
      .Case([&](CondBrOp condBr) { return emitCondBr(condBr); })
      .Case([&](SwitchOp switchOp) { return emitSwitch(switchOp); })
      .Case([&](ReturnOp ret) {
        ValueRange values = ret.getValues();
        if (values.size() == 2)
          os << "  return ("
             << moduleEmitter.getResultPairType(values.getTypes()) << "){ "
             << name(values[0]) << ", " << name(values[1]) << " };\n";
        else if (values.size() == 1 &&
                 !moduleEmitter.getSignatureType(values[0].getType()).empty())
          os << "  return "
             << moduleEmitter.toRegister(values[0].getType(), name(values[0]))
             << ";\n";
        else if (values.size() == 1)
          os << "  return " << name(values[0]) << ";\n";
        else if (std::optional<unsigned> sret = getSRetIndex(func))
          os << "  return " << name(func.getArgument(*sret)) << ";\n";
        else
          os << "  return;\n";
        return success();
      })
      .Case([&](UnreachableOp) {
        os << "  __builtin_unreachable();\n";
        return success();
      })
      .Case([&](YieldOp yield) { return emitYield(yield); })
      .Case([&](OpaqueRegionOp region) { return emitOpaqueRegion(region); })
      .Case([&](ConstantOp constant) { return emitConstant(constant); })
      .Case([&](NullOp null) {
        assign(null.getResult(), "(void *)0");
        return success();
      })
      .Case([&](UndefOp undef) {
        // Any value will do; zero keeps the C deterministic.
        assign(undef.getResult(), moduleEmitter.getZeroValue(undef.getType()));
        return success();
      })
      .Case([&](AddressOfOp addressOf) {
        assign(addressOf.getResult(),
               "(void *)&" +
                   moduleEmitter.getSymbol(addressOf.getSymbol()).cName);
        return success();
      })
      .Case<AddOp, SubOp, MulOp, UMulHOp, ShlOp, UDivOp, SDivOp, URemOp, SRemOp,
            AndOp, OrOp, XorOp, LShrOp, AShrOp>(
          [&](Operation *) { return emitIntBinary(op); })
      .Case([&](ICmpOp icmp) {
        Type type = getElementTypeOrSelf(icmp.getLhs().getType());
        return elementwise([&](ArrayRef<std::string> x) {
          return icmpExpr(icmp.getPredicate(), type, x[0], x[1],
                          icmp.getLhs() == icmp.getRhs());
        });
      })
      .Case([&](FCmpOp fcmp) {
        return elementwise([&](ArrayRef<std::string> x) {
          return fcmpExpr(fcmp.getPredicate(), x[0], x[1]);
        });
      })
      .Case([&](SelectOp) {
        return elementwise([&](ArrayRef<std::string> x) {
          return "(" + x[0] + " ? " + x[1] + " : " + x[2] + ")";
        });
      })
      .Case<ZExtOp, SExtOp, TruncOp, FPToSIOp, FPToUIOp, SIToFPOp, UIToFPOp,
            FPExtOp, FPTruncOp, PtrToIntOp, IntToPtrOp>(
          [&](Operation *) { return emitCast(op); })
      .Case([&](BitcastOp bitcast) { return emitBitcast(bitcast); })
      .Case<FAddOp, FSubOp, FMulOp, FDivOp>([&](Operation *) {
        StringRef cop = isa<FAddOp>(op)   ? "+"
                        : isa<FSubOp>(op) ? "-"
                        : isa<FMulOp>(op) ? "*"
                                          : "/";
        return elementwise([&](ArrayRef<std::string> x) {
          return ("(" + x[0] + " " + cop + " " + x[1] + ")").str();
        });
      })
      .Case([&](FRemOp) {
        Type elem = getElementTypeOrSelf(op->getResult(0));
        if (isa<Float80Type>(elem))
          // No helper of our own for x87: the C library's fmodl.
          return elementwise([&](ArrayRef<std::string> x) {
            return "__builtin_fmodl(" + x[0] + ", " + x[1] + ")";
          });
        bool isFloat = isa<Float32Type>(elem);
        moduleEmitter.requireFmod(isFloat);
        return elementwise([&](ArrayRef<std::string> x) {
          return std::string(isFloat ? "vct_fmodf(" : "vct_fmod(") + x[0] +
                 ", " + x[1] + ")";
        });
      })
      .Case([&](FNegOp) {
        return elementwise(
            [&](ArrayRef<std::string> x) { return "(-" + x[0] + ")"; });
      })
      .Case([&](AllocaOp alloca) { return emitAlloca(alloca); })
      .Case([&](LoadOp load) { return emitLoad(load); })
      .Case([&](StoreOp store) { return emitStore(store); })
      .Case([&](GEPOp gep) { return emitGEP(gep); })
      .Case([&](MemcpyOp memcpy) {
        return emitMemTransfer(op, memcpy.getDst(), memcpy.getSrc(),
                               memcpy.getLen(), memcpy.getVolatile_(),
                               /*isMove=*/false);
      })
      .Case([&](MemmoveOp memmove) {
        return emitMemTransfer(op, memmove.getDst(), memmove.getSrc(),
                               memmove.getLen(), memmove.getVolatile_(),
                               /*isMove=*/true);
      })
      .Case([&](MemsetOp memset) { return emitMemset(memset); })
      .Case([&](VaStartOp start) { return emitVaStart(start); })
      .Case([&](AtomicRMWOp rmw) { return emitAtomicRMW(rmw); })
      .Case([&](CmpXchgOp cmpxchg) { return emitCmpXchg(cmpxchg); })
      .Case([&](StackSaveOp save) {
        moduleEmitter.requireStackSave();
        assign(save.getResult(), "VCT_STACK_SAVE()");
        return success();
      })
      .Case([&](StackRestoreOp restore) {
        moduleEmitter.requireStackSave();
        os << "  VCT_STACK_RESTORE(" << name(restore.getToken()) << ");\n";
        return success();
      })
      .Case([&](FenceOp fence) {
        os << "  "
           << (fence.getSinglethread() ? "__atomic_signal_fence"
                                       : "__atomic_thread_fence")
           << "(" << atomicOrder(fence.getOrdering()) << ");\n";
        return success();
      })
      .Case([&](VaEndOp end) {
        os << "  __builtin_va_end(" << vaList(end.getList()) << ");\n";
        return success();
      })
      .Case([&](VaCopyOp copy) {
        os << "  __builtin_va_copy(" << vaList(copy.getDst()) << ", "
           << vaList(copy.getSrc()) << ");\n";
        return success();
      })
      .Case([&](CallOp call) { return emitCall(call); })
      .Case([&](SplatOp) {
        return elementwise([&](ArrayRef<std::string> x) { return x[0]; });
      })
      .Case([&](ExtractOp extract) { return emitExtract(extract); })
      .Case([&](InsertOp insert) { return emitInsert(insert); })
      .Case([&](ShuffleOp shuffle) { return emitShuffle(shuffle); })
      .Case([&](ReduceOp reduce) { return emitReduce(reduce); })
      .Default([&](Operation *) {
        return op->emitError("the C backend cannot emit '")
               << op->getName() << "'";
      });
}

LogicalResult FunctionEmitter::emitRegion(Region &region) {
  for (Block &block : region) {
    if (!reachable.contains(&block))
      continue;
    if (targeted.contains(&block))
      os << label(&block) << ":\n";
    for (Operation &op : block)
      if (liveOps.contains(&op) && failed(emitOperation(&op)))
        return failure();
  }
  return success();
}

LogicalResult FunctionEmitter::emitBody(std::string &out) {
  if (failed(emitRegion(func.getBody())))
    return failure();

  // Declarations: every named value except the parameters, zero-initialized
  // (so no path looks uninitialized to the C compiler), and the storage of
  // static allocas.
  // A scalar whose address the body never takes is a `register` variable:
  // cc -O0 keeps those in registers where it can instead of giving each SSA
  // value a stack slot, so recursive functions have frames close to
  // clang -O0's (issue 13: a 100,000-deep recursion overflowed).
  llvm::StringSet<> addressTaken;
  for (size_t pos = body.find('&'); pos != std::string::npos;
       pos = body.find('&', pos + 1)) {
    size_t end = pos + 1;
    while (end < body.size() && (llvm::isAlnum(body[end]) || body[end] == '_'))
      ++end;
    if (end > pos + 1)
      addressTaken.insert(StringRef(body).slice(pos + 1, end));
  }
  std::string decls;
  llvm::raw_string_ostream declOs(decls);
  Block &entry = func.getBody().front();
  // A structure passed by value is its parameter's address (getPrototype).
  for (unsigned i = 0, e = entry.getNumArguments(); i < e; ++i)
    if (getArgABI(func, i) == ABIKind::ByVal) {
      Value arg = entry.getArgument(i);
      declOs << "  "
             << declare(moduleEmitter.getValueType(arg.getType()), name(arg))
             << " = &" << name(arg) << "_byval;\n";
    }
  // A vector parameter arrives as its GNU vector type (getPrototype).
  for (unsigned i = 0, e = entry.getNumArguments(); i < e; ++i) {
    Value arg = entry.getArgument(i);
    if (getArgABI(func, i) != ABIKind::None ||
        moduleEmitter.getSignatureType(arg.getType()).empty())
      continue;
    declOs << "  "
           << declare(moduleEmitter.getValueType(arg.getType()), name(arg))
           << " = "
           << moduleEmitter.fromRegister(arg.getType(), name(arg) + "_vec")
           << ";\n";
  }
  // An __int128 parameter's halves (getPrototype).
  for (unsigned i = 0, e = entry.getNumArguments(); i + 1 < e; ++i) {
    if (getArgABI(func, i) != ABIKind::Int128)
      continue;
    Value lo = entry.getArgument(i), hi = entry.getArgument(i + 1);
    std::string wide = name(lo) + "_i128";
    declOs << "  "
           << declare(moduleEmitter.getValueType(lo.getType()), name(lo))
           << " = (" << moduleEmitter.getValueType(lo.getType()) << ")" << wide
           << ";\n  "
           << declare(moduleEmitter.getValueType(hi.getType()), name(hi))
           << " = (" << moduleEmitter.getValueType(hi.getType()) << ")(" << wide
           << " >> 64);\n";
    ++i;
  }
  for (Value value : values) {
    if (auto arg = dyn_cast<BlockArgument>(value);
        arg && arg.getOwner() == &entry)
      continue;
    bool inRegister =
        isVIRScalarType(value.getType()) && !addressTaken.contains(name(value));
    declOs << (inRegister ? "  register " : "  ")
           << declare(moduleEmitter.getValueType(value.getType()), name(value))
           << " = " << moduleEmitter.getZeroValue(value.getType()) << ";\n";
  }
  for (Value value : values)
    if (auto alloca = value.getDefiningOp<AllocaOp>();
        alloca && isStaticAlloca(alloca))
      declOs << "  _Alignas(" << getAllocaAlignment(alloca)
             << ") unsigned char slot" << valueIds.lookup(value) << "["
             << getStaticAllocaSize(alloca) << "];\n";
  for (BlockArgument arg : entry.getArguments())
    if (!liveValues.contains(arg))
      declOs << "  (void)" << name(arg) << ";\n";

  out = "{\n" + decls + body + "}\n";
  return success();
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

LogicalResult vct::translateVIRToC(Operation *module, raw_ostream &os) {
  auto moduleOp = dyn_cast<ModuleOp>(module);
  if (!moduleOp)
    return module->emitError("the C backend translates a builtin.module");
  std::string text;
  llvm::raw_string_ostream textOs(text);
  ModuleEmitter emitter(moduleOp);
  if (failed(emitter.emit(textOs)))
    return failure();
  os << text;
  return success();
}
