# -*- Python -*-
# lit configuration of VCT's regression tests.

import os

import lit.formats
from lit.llvm import llvm_config

config.name = "VCT"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".ll", ".c"]
config.excludes = ["Unit", "Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]

config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.vct_obj_root, "test")

# As upstream MLIR: strict FileCheck variable scoping and no unused prefixes.
config.environment["FILECHECK_OPTS"] = (
    "-enable-var-scope --allow-unused-prefixes=false"
)

llvm_config.use_default_substitutions()
config.substitutions.append(("%vct_src_root", config.vct_src_root))
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

# VCT_OPT_CHECK_IR_ROUNDTRIP=1 makes every vct-mlir-opt run also check that
# its output prints and parses back identically (as MLIR and CIRCT do).
opt_extra_args = []
if os.environ.get("VCT_OPT_CHECK_IR_ROUNDTRIP") == "1":
    opt_extra_args.append("--verify-roundtrip")
llvm_config.add_tool_substitutions(
    [
        lit.llvm.subst.ToolSubst(
            "vct-mlir-opt", extra_args=opt_extra_args, unresolved="fatal"
        ),
        lit.llvm.subst.ToolSubst("vct-translate", unresolved="fatal"),
        lit.llvm.subst.ToolSubst("vct-cc", unresolved="fatal"),
        lit.llvm.subst.ToolSubst("vct-lsp-server", unresolved="fatal"),
        lit.llvm.subst.ToolSubst("vct-reduce", unresolved="fatal"),
    ],
    [config.vct_tools_dir],
)
# LLVM's tools (lli, opt, llc, clang) come from the Debian packages.
llvm_config.add_tool_substitutions(
    ["lli", "opt", "llc", "clang-22", "mlir-opt", "llvm-remarkutil"],
    [config.llvm_tools_dir, "/usr/bin"],
)
# The plugins (plugins/): for the stock mlir-opt, and for opt and clang.
config.substitutions.append(
    ("%vct_mlir_plugin", os.path.join(config.vct_lib_dir, "VCTPlugin" + config.llvm_plugin_ext))
)
config.substitutions.append(
    ("%vct_llvm_plugin", os.path.join(config.vct_lib_dir, "VCTLLVMPlugin" + config.llvm_plugin_ext))
)
# The C compiler that runs what the C backend emits.
config.substitutions.append(("%cc", "cc -std=c11 -Wall -Wextra -Werror"))
llvm_config.with_environment("PATH", config.vct_tools_dir, append_path=True)
