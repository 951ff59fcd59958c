# -*- Python -*-
# lit configuration of VCT's regression tests.

import os

import lit.formats
from lit.llvm import llvm_config

config.name = "VCT"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir"]
config.excludes = ["Unit", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]

config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.vct_obj_root, "test")

# As upstream MLIR: strict FileCheck variable scoping and no unused prefixes.
config.environment["FILECHECK_OPTS"] = (
    "-enable-var-scope --allow-unused-prefixes=false"
)

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

# VCT_OPT_CHECK_IR_ROUNDTRIP=1 makes every vct-mlir-opt run also check that
# its output prints and parses back identically (as MLIR and CIRCT do).
vct_opt = "vct-mlir-opt"
if os.environ.get("VCT_OPT_CHECK_IR_ROUNDTRIP") == "1":
    vct_opt = "vct-mlir-opt --verify-roundtrip"
llvm_config.add_tool_substitutions(
    [lit.llvm.subst.ToolSubst("vct-mlir-opt", command=vct_opt, unresolved="fatal")],
    [config.vct_tools_dir],
)
