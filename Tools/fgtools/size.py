"""Code lines and files per module and per layer, and each file's code lines (largest first)."""
import os

from .lines import count_code_lines


def measure(package):
    result = {}
    for module in package.modules:
        layers = {}
        total = 0
        files = []
        for source in module.sources:
            with open(os.path.join(package.root, source), encoding="utf-8", errors="replace") as handle:
                count = count_code_lines(handle.read())
            total += count
            layer = module.layer_of(source) or "Other"
            layers[layer] = layers.get(layer, 0) + count
            files.append({"path": source, "layer": layer, "code_lines": count})
        ordered = {layer: layers[layer] for layer in package.rules.layer_order(layers)}
        files.sort(key=lambda entry: (-entry["code_lines"], entry["path"]))
        result[module.name] = {"files": len(module.sources), "code_lines": total, "layers": ordered,
                               "source_files": files}
    return result
