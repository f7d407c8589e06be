"""Code lines and files per module, per layer and per file."""
import os

from .files import read_source
from .lines import code_lines, code_lines_by_mark


def measure(app):
    result = {}
    for module in app.modules:
        layers = {}
        files = []
        for source in module.sources:
            text = read_source(os.path.join(app.root, source))
            layer = module.layer_of(source) or "Other"
            numbers = code_lines(text)
            entry = {"path": source, "layer": layer, "code_lines": len(numbers)}
            if layer in app.rules.sectioned_layers:
                entry["sections"] = sections(text, numbers, layer, app.rules)
            for section_layer, count in entry.get("sections", {layer: entry["code_lines"]}).items():
                layers[section_layer] = layers.get(section_layer, 0) + count
            files.append(entry)
        ordered = {layer: layers[layer] for layer in app.rules.layer_order(layers)}
        files.sort(key=lambda f: (-f["code_lines"], f["path"]))
        result[module.name] = {"files": len(module.sources), "code_lines": sum(f["code_lines"] for f in files),
                               "layers": ordered, "source_files": files}
    return result


def sections(text, numbers, layer, rules):
    """{layer: code lines} of a file that gathers several roles' declarations (a Contract or a
    Protocols file), each `// MARK:` section counted in the role it names."""
    counts = {}
    for mark, count in code_lines_by_mark(text, numbers).items():
        section_layer = rules.layer_of_section(mark, layer)
        counts[section_layer] = counts.get(section_layer, 0) + count
    return counts
