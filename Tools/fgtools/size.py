"""Code lines and files per module and per layer."""
import os

from .lines import count_code_lines


def measure(package):
    result = {}
    for module in package.modules:
        layers = {}
        total = 0
        for source in module.sources:
            with open(os.path.join(package.root, source), encoding="utf-8", errors="replace") as handle:
                count = count_code_lines(handle.read())
            total += count
            layer = module.layer_of(source) or "Other"
            layers[layer] = layers.get(layer, 0) + count
        ordered = {layer: layers[layer] for layer in package.rules.layer_order(layers)}
        result[module.name] = {"files": len(module.sources), "code_lines": total, "layers": ordered}
    return result
