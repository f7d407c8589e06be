"""The Swift files of a folder as every reader walks it: build products, checkouts of other
people's code and Xcode's bundles are not the app's."""
import os

from .names import MANIFEST

SKIPPED_FOLDERS = {".build", ".git", ".swiftpm", "Carthage", "DerivedData", "Pods", "build", "fastlane", "vendor"}


def walk(root):
    """os.walk below root, in a stable order, leaving out the folders no reader reads."""
    for directory, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if f not in SKIPPED_FOLDERS and not f.endswith((".xcassets", ".xcodeproj")))
        yield directory, folders, files


def swift_files(root):
    """Every Swift file below root but a package manifest (Package.swift, Package@swift-6.0.swift)."""
    found = []
    for directory, _, files in walk(root):
        found += [os.path.relpath(os.path.join(directory, name), root) for name in sorted(files)
                  if name.endswith(".swift") and not MANIFEST.match(name)]
    return found


def package_folders(root):
    """The folders below root (not root itself) that hold a Package.swift, relative to root."""
    found = []
    for directory, _, files in walk(root):
        if directory != root and "Package.swift" in files:
            found.append(os.path.relpath(directory, root))
    return found
