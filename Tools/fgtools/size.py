"""Code lines and files per module, per layer and per file."""
import os

from .lines import count_code_lines


def measure(package):
    result = {}
    for module in package.modules:
        layers = {}
        files = []
        for source in module.sources:
            with open(os.path.join(package.root, source), encoding="utf-8", errors="replace") as handle:
                count = count_code_lines(handle.read())
            layer = module.layer_of(source) or "Other"
            layers[layer] = layers.get(layer, 0) + count
            files.append({"path": source, "layer": layer, "code_lines": count})
        ordered = {layer: layers[layer] for layer in package.rules.layer_order(layers)}
        files.sort(key=lambda f: (-f["code_lines"], f["path"]))
        result[module.name] = {"files": len(module.sources), "code_lines": sum(f["code_lines"] for f in files),
                               "layers": ordered, "source_files": files}
    return result
