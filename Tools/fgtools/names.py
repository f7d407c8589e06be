"""The naming conventions of Swift apps that the readers and the measurements share: which file is a
manifest or a test, what a file's name stem is, which folder holds a path, which feature a name
means. Nothing here reads a file."""
import os
import re

MANIFEST = re.compile(r"^Package(@swift-[\d.]+)?\.swift$")
# A target or folder named <Name>Feature, <Name>Scene or <Name>Module is the feature <Name>.
FEATURE_SUFFIX = re.compile(r"(?<=[a-z0-9])(Feature|Scene|Module)$")


def feature_name(name):
    """Login for LoginFeature, LoginScene and LoginModule; the name itself otherwise."""
    return FEATURE_SUFFIX.sub("", name)


def is_test_file(path):
    """True below a folder whose name ends in Tests (FootballGatherTests, …UITests)."""
    return any(part.endswith("Tests") for part in path.split(os.sep)[:-1])


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
