"""The naming conventions of Swift apps that the readers and the measurements share: which file is a
manifest or a test, what a file's name stem is, which folder holds a path, which feature a name
means. Nothing here reads a file."""
import os
import re

MANIFEST = re.compile(r"^Package(@swift-[\d.]+)?\.swift$")
# XCTest's and Quick's file names: a test file wherever it sits, beside its sources too.
TEST_FILE_NAME = re.compile(r"(?:Tests|Spec)\.swift$")
# A target or folder named <Name>Feature, <Name>Scene or <Name>Module is the feature <Name>.
FEATURE_SUFFIX = re.compile(r"(?<=[a-z0-9])(Feature|Scene|Module)$")
# The Composable Architecture's older package shape: LoginCore (the reducer) with LoginSwiftUI or
# LoginUIKit (its views) beside it is the one feature Login.
SPLIT_FEATURE_CORE = "Core"
SPLIT_FEATURE_INTERFACES = ("SwiftUI", "UIKit")
# Folders of the composition root, whatever their case.
APP_FOLDERS = {"App", "Application"}


def feature_name(name):
    """Login for LoginFeature, LoginScene and LoginModule; the name itself otherwise."""
    return FEATURE_SUFFIX.sub("", name)


def is_test_file(path):
    """Below a folder whose name ends in Tests, or named …Tests.swift or …Spec.swift wherever it sits."""
    return any(part.endswith("Tests") for part in path.split(os.sep)[:-1]) or is_test_file_name(path)


def is_test_file_name(path):
    """A file named …Tests.swift or …Spec.swift (XCTest, Quick) is a test file wherever it sits."""
    return bool(TEST_FILE_NAME.search(os.path.basename(path)))


def stem(path):
    return os.path.basename(path)[:-len(".swift")]


def is_under(path, folder):
    return folder == "." or path == folder or path.startswith(folder + os.sep)


def deepest(path, folders):
    """The deepest of `folders` that holds `path`, or None."""
    return max((f for f in folders if is_under(path, f)), key=len, default=None)


def feature_by_prefix(name, features):
    """The longest feature name that starts `name` as a whole word (Gather for GatherTimeHandler)."""
    matches = [f for f in features if name == f or (name.startswith(f) and name[len(f)].isupper())]
    return max(matches, key=len) if matches else None
