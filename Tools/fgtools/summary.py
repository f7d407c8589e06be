"""The summary Tools/report's and Tools/compare's Markdown open with, for a team lead to act on:
how much of the app was read, how separable its features are, the ten most entangled features
and the pairs that name each other both ways. The tables of every module and feature follow."""
from . import changecoupling, coupling, treetotal

LEFT_OUT_WARNING = 5.0      # percent of the code no module holds that makes a figure doubtful


def attribution(data):
    """{code_lines: attributed to a module, of: all Swift code lines read or None, files_in_no_target:
    [paths] or None}, as the readers give it in `meta.attribution` (attribution.py); for a report
    saved before they did, what it holds: the modules' code lines and, for an Xcode project, the
    Swift files no target compiles."""
    given = data["meta"].get("attribution")
    if given:
        return given
    return {"code_lines": data["totals"]["code_lines"], "of": None,
            "files_in_no_target": data["meta"].get("not_compiled")}


def attribution_text(found):
    """"N of M Swift code lines attributed to a module (P %)", or N alone when M is not known, and the
    files in no target; a warning when more than LEFT_OUT_WARNING percent is left out."""
    lines, of, outside = found["code_lines"], found.get("of"), found.get("files_in_no_target") or []
    if of:
        share = 100.0 * lines / of
        text = f"{lines} of {of} Swift code lines attributed to a module ({share:.1f} %)"
        if 100.0 - share > LEFT_OUT_WARNING:
            text += f" — **more than {LEFT_OUT_WARNING:.0f} % of the code is in no module: the figures miss it**"
    else:
        text = f"{lines} code lines attributed to a module (the Swift code no module holds is not measured)"
    if outside:
        files = "1 Swift file" if len(outside) == 1 else f"{len(outside)} Swift files"
        text += f"; {files} in no target, not counted (listed in the JSON)"
    return text


def report_markdown(data):
    """The summary of one app's report."""
    rows, figures = data["modules"], data["totals"]
    features = [row for row in rows if row["kind"] == "feature"]
    coverage = f", line coverage {figures['line_percent']:.1f} %" if figures.get("line_percent") is not None else ""
    out = ["## Summary", "",
           f"- **Modules**: {len(rows)} modules, {len(features)} of them features "
           f"({sum(row['code_lines'] for row in features)} code lines), {figures['files']} files, "
           f"{figures['tests']} tests{coverage}.",
           f"- **Code**: {attribution_text(attribution(data))}."]
    if data["meta"].get("tree"):
        out.append(f"- **Tree**: {treetotal.text(data['meta']['tree'])}")
        if treetotal.warning(data["meta"]["tree"]):
            out.append(f"- **{treetotal.warning(data['meta']['tree'])}**")
    if data["meta"].get("read_instead"):
        out.append(f"- **Read**: {data['meta']['read_instead']}.")
    if data.get("coupling"):
        out.append(f"- **How separable**: {data['coupling']['line']}.")
    if data.get("change_coupling"):
        out.append(f"- **Which change together**: {changecoupling.summary(data['change_coupling'])}.")
    out.append("")
    if data.get("coupling"):
        out += coupling.summary_markdown(data["coupling"])
    return out


def comparison_markdown(result):
    """The summary of a comparison: a row of totals per side, and how much of each side was read."""
    out = ["## Summary", "",
           "| Side | Features | Code lines | In features | Files | Tests | Line coverage | "
           "Features that name another feature |",
           "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
    for side in result["sides"]:
        label = side["label"]
        figures, found = result["summary"][label], result["coupling"].get(label)
        # "–": not measured for that side; the comparison's first table says which figures, and why, once.
        coverage = "–" if figures["line_percent"] is None else f"{figures['line_percent']:.1f} %"
        separable = f"{found['naming_another']} of {found['of']}" if found else "–"
        out.append(f"| {label} | {figures['features']} | {figures['code_lines']} | {figures['feature_code_lines']} | "
                   f"{figures['files']} | {figures['tests']} | {coverage} | {separable} |")
    out += [""] + [f"- **{label}**: {attribution_text(found)}." for label, found in result["attribution"].items()]
    return out + [""]


def entangled_markdown(result):
    """Each side's most entangled features, under a heading of their own; nothing when no side was measured."""
    found = [(label, side) for label, side in result["coupling"].items() if side]
    out = ["## The most entangled features", ""] if found else []
    for label, side in found:
        out += coupling.summary_markdown(side, side=label)
    return out
