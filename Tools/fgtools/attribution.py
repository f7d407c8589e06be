"""How much of an app was read: the Swift code lines the model puts in a module, of all the app's
Swift code lines, and the files no target compiles (listed), with a warning when more than
LEFT_OUT_PERCENT of the code is left out. A figure for the whole app means little when a reader
missed part of it; this says so instead of staying silent."""
from .lines import count_code_lines
from .names import is_test_file

LEFT_OUT_PERCENT = 5.0
SHOWN_FILES = 5


def measure(app, sizes):
    """{"attributed", "code_lines", "percent", "files_in_no_target", "line", "warning"} of an app and
    the sizes of its modules (size.measure). Test files in no target are listed, but are no code."""
    attributed = sum(sizes[m.name]["code_lines"] for m in app.modules)
    total = attributed + sum(code_lines(app, p) for p in app.not_compiled if not is_test_file(p))
    percent = round(100.0 * attributed / total, 1) if total else None
    left_out = total - attributed
    return {
        "attributed": attributed, "code_lines": total, "percent": percent,
        "files_in_no_target": sorted(app.not_compiled),
        "line": f"{attributed} of {total} Swift code lines attributed to a module"
                + (f" ({percent:.1f} %)" if percent is not None else "")
                + f"; {len(app.not_compiled)} file{'' if len(app.not_compiled) == 1 else 's'} in no target",
        "warning": (f"{100.0 - percent:.1f} % of the Swift code ({left_out} lines) is in no module: the figures "
                    "leave it out" if total and left_out > total * LEFT_OUT_PERCENT / 100.0 else None),
    }


def code_lines(app, path):
    with open(app.path_of(path), encoding="utf-8", errors="replace") as handle:
        return count_code_lines(handle.read())


def lines(found, shown=SHOWN_FILES):
    """The line, the first files in no target, and the warning, for a table or a report."""
    files = found["files_in_no_target"]
    more = f" and {len(files) - shown} more" if len(files) > shown else ""
    out = [found["line"] + (": " + ", ".join(files[:shown]) + more if files else "") + "."]
    return out + ([f"Warning: {found['warning']}."] if found["warning"] else [])
