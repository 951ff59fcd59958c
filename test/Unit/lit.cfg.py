# -*- Python -*-
# Runs VCT's GoogleTest binaries as part of check-vct.

import os

import lit.formats

config.name = "VCT-Unit"
config.suffixes = []
config.test_exec_root = os.path.join(config.vct_obj_root, "unittests")
config.test_source_root = config.test_exec_root
config.test_format = lit.formats.GoogleTest(".", "Tests")
