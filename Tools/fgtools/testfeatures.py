"""Tests per feature, whatever the reader: a test file no reader gave a module (one of a test
target named after no module, Element X's UnitTests; a source tree's test file no source file,
folder or feature name places) counts for the feature it tests, read from what it names:

1. the type its name names (BlockedUsersScreenViewModelTests tests BlockedUsersScreenViewModel):
   the feature that declares it, or no feature when shared code declares it (AppLockServiceTests
   of a shared service stays unattributed);
2. else the types its code names (as coupling.py reads them: top-level types one module alone
   declares, not the test file's own, not a framework's): the feature named in more than half of
   those references (a generated suite of every screen's previews names many, none so often);
3. else its name: the feature its name starts with, word by word (LoginFlowTests for Login).

The rest stay with their test target, unattributed: `summary` says how many."""
import re

from .coupling import declared_types, framework_names, load_framework_names, references
from .files import read_source
from .lines import code_only
from .names import feature_by_prefix, stem
from .tests import is_mock_name, is_test_helper

TESTED = re.compile(r"(?:UITests?|Tests?|Spec)$")
BY_NAME, BY_TYPES = "the type its name names", "the types its code names"


def loose_test_files(app):
    """The test files that count for no module: no module named, and a test target (if any) that
    tests no module. Test helpers test nothing."""
    tested_targets = {t for m in app.modules for t in m.test_targets}
    return [t for t in app.test_files
            if not t.module and not (t.target and t.target in tested_targets) and not is_test_helper(t.path)]


def attribute(app):
    """Gives each loose test file the feature it tests (setting its module and `by`, how it was
    found); returns the app."""
    features = {m.name for m in app.modules if m.kind == "feature"}
    loose = loose_test_files(app)
    if not features or not loose:
        return app
    owners = type_owners(app)
    library = load_framework_names()
    labels = {m.feature: m.name for m in app.modules if m.kind == "feature"}
    for test_file in loose:
        code = code_only(read_source(app.path_of(test_file.path)))
        found = tested_feature(test_file.path, code, owners, features, labels, library)
        if found:
            test_file.module, test_file.by = found
    return app


def type_owners(app):
    """{type name: {modules declaring it at the top level of a file}} of the app's code, test
    helpers and stand-ins (Mock…) left out."""
    owners = {}
    for module in app.modules:
        for source in module.sources:
            if is_test_helper(source):
                continue
            for name in declared_types(code_only(read_source(app.path_of(source))), top_level_only=True):
                if not is_mock_name(name):
                    owners.setdefault(name, set()).add(module.name)
    return owners


def tested_feature(path, code, owners, features, labels, library):
    """(feature, how it was found) for a test file's code, or None."""
    subject = TESTED.sub("", stem(path))
    owner = owners.get(subject)
    if owner and len(owner) == 1:
        (module,) = owner
        return (module, BY_NAME) if module in features else None
    own = declared_types(code)
    theirs = framework_names(code, library)
    counts = {}
    for name in references(code):
        owner = owners.get(name)
        if owner and len(owner) == 1 and name not in own and name not in theirs:
            (module,) = owner
            counts[module] = counts.get(module, 0) + 1
    ranked = sorted(counts.items(), key=lambda item: -item[1])
    if ranked and 2 * ranked[0][1] > sum(counts.values()):
        return (ranked[0][0], BY_TYPES) if ranked[0][0] in features else None
    if ranked:
        return None         # no module named more than all others together: its code does not say which it tests
    label = feature_by_prefix(subject, list(labels))
    return (labels[label], "its name") if label else None


def summary(app, counts):
    """{"attributed": {"files", "tests", "features"}, "unattributed": {"files", "tests"}} of the
    test files with tests that `attribute` placed, and of those that count for no module; `counts`:
    {path: tests}."""
    placed = [t for t in app.test_files if t.by and counts.get(t.path)]
    left = [t for t in loose_test_files(app) if counts.get(t.path)]
    return {"attributed": {"files": len(placed), "tests": sum(counts.get(t.path, 0) for t in placed),
                           "features": len({t.module for t in placed})},
            "unattributed": {"files": len(left), "tests": sum(counts[t.path] for t in left)}}


def line(found):
    """"Tests attributed to a feature by what they test: 573 (67 files, 54 features); 1055 tests
    (91 files) count for no module." """
    placed, left = found["attributed"], found["unattributed"]
    return (f"Tests attributed to a feature by what they test: {placed['tests']} ({placed['files']} files, "
            f"{placed['features']} features); {left['tests']} tests ({left['files']} files) count for no module.")
