"""How much of an app was read: the Swift code lines the model puts in a module, of all the app's
Swift code lines, and the files no target compiles (listed), in the shape the summary reads as
`meta.attribution` (summary.attribution). A figure for the whole app means little when a reader
missed part of it; this says so instead of staying silent."""
from .files import read_source
from .lines import count_code_lines
from .names import is_test_file
from .summary import LEFT_OUT_WARNING

SHOWN_FILES = 5


def measure(app, sizes):
    """{"code_lines": attributed to a module, "of": all the app's Swift code lines, "files_in_no_target":
    [paths]} of an app and the sizes of its modules (size.measure). Test files in no target are
    listed, but are no code."""
    attributed = sum(sizes[m.name]["code_lines"] for m in app.modules)
    left_out = sum(code_lines(app, p) for p in app.not_compiled if not is_test_file(p))
    return {"code_lines": attributed, "of": attributed + left_out, "files_in_no_target": sorted(app.not_compiled)}


def code_lines(app, path):
    return count_code_lines(read_source(app.path_of(path)))


def lines(found, shown=SHOWN_FILES):
    """As plain text: the share attributed, the first files in no target, and a warning when more
    than LEFT_OUT_WARNING percent of the code is left out."""
    attributed, of, files = found["code_lines"], found["of"], found["files_in_no_target"]
    share = 100.0 * attributed / of if of else 100.0
    more = f" and {len(files) - shown} more" if len(files) > shown else ""
    out = [f"{attributed} of {of} Swift code lines attributed to a module ({share:.1f} %); {len(files)} "
           f"file{'' if len(files) == 1 else 's'} in no target" + (": " + ", ".join(files[:shown]) + more if files else "")
           + "."]
    if 100.0 - share > LEFT_OUT_WARNING:
        out.append(f"Warning: {100.0 - share:.1f} % of the Swift code ({of - attributed} lines) is in no module: "
                   "the figures leave it out.")
    return out
