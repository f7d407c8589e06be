"""Swift's conditional compilation (`#if os(Linux)` … `#elseif` … `#else` … `#endif`), so that
what is counted without building is what the compiler would build on this machine: a test in the
`#if os(macOS)` branch of a file is not a test `swift test list` reports on Linux."""
import platform
import re

OS_NAMES = {"Linux": "Linux", "Darwin": "macOS", "Windows": "Windows", "FreeBSD": "FreeBSD", "OpenBSD": "OpenBSD"}
ARCH_NAMES = {"aarch64": "arm64", "amd64": "x86_64", "AMD64": "x86_64", "armv7l": "arm"}
APPLE = {"macOS", "iOS", "tvOS", "watchOS", "visionOS"}
# Modules of some platforms' SDKs only; any other module (the package's own, Foundation…) can be imported.
APPLE_ONLY = {"Darwin", "ObjectiveC", "Combine", "SwiftUI", "Security", "os"}
ONLY_ON = {"Glibc": {"Linux"}, "Musl": set(), "WinSDK": {"Windows"}, "ucrt": {"Windows"},
           "AppKit": {"macOS"}, "Cocoa": {"macOS"}, "UIKit": {"iOS", "tvOS", "visionOS"}, "WatchKit": {"watchOS"},
           "FoundationNetworking": {"Linux", "Windows", "FreeBSD", "OpenBSD"},
           "FoundationXML": {"Linux", "Windows", "FreeBSD", "OpenBSD"}, **{m: APPLE for m in APPLE_ONLY}}
# The platforms a test may need, as the tools name them, each as evaluate() takes it: a simulator and
# Mac Catalyst are iOS (`os(iOS)`) with a `targetEnvironment` of their own.
PLATFORMS = {"Linux": {"os": "Linux", "arch": "x86_64"}, "Windows": {"os": "Windows", "arch": "x86_64"},
             **{name: {"os": name, "arch": "arm64"} for name in ("macOS", "iOS", "tvOS", "watchOS", "visionOS")},
             "iOS simulator": {"os": "iOS", "arch": "arm64", "environment": "simulator"},
             "Mac Catalyst": {"os": "iOS", "arch": "arm64", "environment": "macCatalyst"}}
IOS_VARIANTS = ("iOS simulator", "Mac Catalyst")
# `swift test` builds debug: DEBUG is set; any other bare condition is unset unless passed with -D.
SET_CONDITIONS = {"DEBUG"}

TOKEN = re.compile(r"\s*(&&|\|\||>=|<|!|\(|\)|,|[A-Za-z_][A-Za-z0-9_]*|[0-9][0-9.]*)")
DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")


def host():
    """The platform the tools run on, as Swift's os() and arch() name it."""
    return {"os": OS_NAMES.get(platform.system(), platform.system()),
            "arch": ARCH_NAMES.get(platform.machine(), platform.machine())}


def can_import(module, target):
    if target.get("environment") == "macCatalyst" and module in ("AppKit", "Cocoa"):
        return False
    return target["os"] in ONLY_ON[module] if module in ONLY_ON else True


class Unreadable(Exception):
    pass


def evaluate(condition, target=None):
    """The value of an `#if` condition on `target` ({"os", "arch"}, default this machine). A condition
    the tools cannot read counts as true: its code is counted, as it was before they read any."""
    target = target or host()
    tokens = []
    position, text = 0, condition.strip()
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match:
            return True
        tokens.append(match.group(1))
        position = match.end()
    try:
        value, rest = _or(tokens, target)
    except (Unreadable, IndexError, ValueError):
        return True
    return value if not rest else True


def _or(tokens, target):
    value, tokens = _and(tokens, target)
    while tokens and tokens[0] == "||":
        right, tokens = _and(tokens[1:], target)
        value = value or right
    return value, tokens


def _and(tokens, target):
    value, tokens = _unary(tokens, target)
    while tokens and tokens[0] == "&&":
        right, tokens = _unary(tokens[1:], target)
        value = value and right
    return value, tokens


def _unary(tokens, target):
    if tokens[0] == "!":
        value, tokens = _unary(tokens[1:], target)
        return not value, tokens
    if tokens[0] == "(":
        value, tokens = _or(tokens[1:], target)
        if not tokens or tokens[0] != ")":
            raise Unreadable
        return value, tokens[1:]
    name, tokens = tokens[0], tokens[1:]
    if name in ("true", "false"):
        return name == "true", tokens
    if not re.match(r"[A-Za-z_]", name):
        raise Unreadable
    if not tokens or tokens[0] != "(":
        return name in SET_CONDITIONS, tokens
    end = tokens.index(")")
    arguments, tokens = tokens[1:end], tokens[end + 1:]
    return _function(name, arguments, target), tokens


def _function(name, arguments, target):
    first = arguments[0] if arguments else ""
    if name == "os":
        return first == target["os"]
    if name == "arch":
        return first == target["arch"]
    if name == "canImport":
        return can_import(first, target)
    if name in ("swift", "compiler"):
        return first == ">="   # a recent toolchain: every `>=` holds, every `<` does not
    if name == "targetEnvironment":
        return first == target.get("environment")    # no simulator, no Mac Catalyst unless the target is one
    if name == "_endian":
        return first == "little"
    if name == "_pointerBitWidth":
        return first == "_64"
    return True                # hasFeature, hasAttribute, …: what a recent compiler has


def active_code(code, target=None):
    """`code` (comments and strings already blanked) with the branches of `#if` blocks the compiler
    would not build on `target` blanked too, and the directives themselves; line breaks are kept."""
    target = target or host()
    out = []
    stack = []   # per open #if: [enclosing block active, a branch was taken, this branch active]
    active = True
    for line in code.split("\n"):
        match = DIRECTIVE.match(line)
        if match:
            word, condition = match.group(1), match.group(2)
            if word == "if":
                value = active and evaluate(condition, target)
                stack.append([active, value, value])
            elif stack and word == "elseif":
                frame = stack[-1]
                frame[2] = frame[0] and not frame[1] and evaluate(condition, target)
                frame[1] = frame[1] or frame[2]
            elif stack and word == "else":
                frame = stack[-1]
                frame[2] = frame[0] and not frame[1]
                frame[1] = True
            elif stack and word == "endif":
                stack.pop()
            active = stack[-1][2] if stack else True
            out.append("")
            continue
        out.append(line if active else "")
    return "\n".join(out)


def platform_label(platforms):
    """What a set of PLATFORMS names needs, in words: "macOS only", "iOS or tvOS only", "not on Linux",
    whichever list is shorter; iOS stands for its simulator and Mac Catalyst too where it holds them."""
    def named(names):
        names = set(names)
        if "iOS" in names:
            names -= set(IOS_VARIANTS)
        return [n for n in PLATFORMS if n in names]
    missing = [n for n in PLATFORMS if n not in platforms]
    if not missing:
        return "every platform"
    # The shorter list of the two: "not on Linux", not "macOS or iOS or … only".
    if len(named(missing)) < len(named(platforms)):
        return f"not on {' or '.join(named(missing))}"
    return f"{' or '.join(named(platforms))} only"
