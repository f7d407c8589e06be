"""Small SVG bar charts for the reports: horizontal grouped bars with a value axis, a legend and
"not measured" for missing figures. Standard library only; the output is plain SVG 1.1 text.

    svg = grouped_bars("Build time per module", [("Parser", [2.6, 1.3]), ("Core", [None, 1.5])],
                       series=[("own compile", "#1565c0"), ("incremental", "#ef6c00")], unit="s")

For several charts in one picture, draw each with panel() and put them together with document().
"""
import html
import math

FONT = 'font-family="sans-serif" font-size="12"'
MISSING = "not measured"
TEXT_GREY = "#757575"
GRID_GREY = "#e0e0e0"


def nice_step(largest, ticks=5):
    """A round tick step (1, 2, 2.5 or 5 times a power of ten) giving about `ticks` ticks up to `largest`."""
    if largest <= 0:
        return 1.0
    rough = largest / ticks
    power = 10 ** math.floor(math.log10(rough))
    for multiple in (1, 2, 2.5, 5, 10):
        if multiple * power >= rough:
            return multiple * power
    return 10 * power


def axis_ticks(largest, ticks=5):
    """Tick values from 0 to the first round value at or above `largest`."""
    step = nice_step(largest, ticks)
    count = max(1, math.ceil(largest / step - 1e-9))
    return [round(step * i, 10) for i in range(count + 1)]


def tick_label(value):
    return f"{value:g}"


def escape(text):
    return html.escape(str(text), quote=True)


def legend(series, x, y):
    """One coloured square and name per series, in a row; returns (svg fragment, width)."""
    parts, offset = [], 0
    for name, colour in series:
        parts.append(f'<g class="legend-item"><rect x="{x + offset}" y="{y - 10}" width="12" height="12" '
                     f'fill="{colour}"/><text x="{x + offset + 17}" y="{y}">{escape(name)}</text></g>')
        offset += 17 + 7 * len(name) + 22
    return f'<g class="legend">{"".join(parts)}</g>', offset


def panel(title, groups, series, unit, *, y=0, width=760, label_width=170, bar_height=13, bar_gap=3,
          group_gap=10, value_format="{:.2f}", value_labels=None, note=None, marked=(), missing=MISSING):
    """One chart: a title, a legend, and per group (label, [one value per series]) a row of bars
    on a shared axis that starts at 0. A None value is drawn as the words "not measured", never as
    a bar. `value_labels` may give the text beside each bar ({(group index, series index): text}),
    `note` a line under the title (what the figures include), `marked` group labels to set in
    bold with a tinted row (say, the app's own row), `missing` what a None value says. Returns
    (svg fragment, height)."""
    value_labels = value_labels or {}
    values = [v for _, row in groups for v in row if v is not None]
    ticks = axis_ticks(max(values) if values else 1.0)
    top_tick = ticks[-1] or 1.0
    plot_x = label_width
    plot_width = width - label_width - 110
    scale = plot_width / top_tick
    parts = [f'<text x="10" y="{y + 20}" font-size="14" font-weight="bold">{escape(title)}</text>']
    cursor = y + 38
    if note:
        parts.append(f'<text x="10" y="{cursor}" fill="{TEXT_GREY}">{escape(note)}</text>')
        cursor += 18
    fragment, _ = legend(series, plot_x, cursor)
    parts.append(fragment)
    cursor += 14
    plot_top = cursor
    rows_height = sum(len(series) * (bar_height + bar_gap) - bar_gap + group_gap for _ in groups)
    plot_bottom = plot_top + rows_height
    for tick in ticks:
        x = plot_x + tick * scale
        parts.append(f'<line class="grid" x1="{x:.1f}" y1="{plot_top}" x2="{x:.1f}" y2="{plot_bottom}" '
                     f'stroke="{GRID_GREY}"/>')
        parts.append(f'<text class="tick" x="{x:.1f}" y="{plot_bottom + 14}" text-anchor="middle" '
                     f'fill="{TEXT_GREY}">{tick_label(tick)}</text>')
    parts.append(f'<line class="axis" x1="{plot_x}" y1="{plot_top}" x2="{plot_x}" y2="{plot_bottom}" stroke="#424242"/>')
    parts.append(f'<line class="axis" x1="{plot_x}" y1="{plot_bottom}" x2="{plot_x + plot_width}" y2="{plot_bottom}" '
                 f'stroke="#424242"/>')
    parts.append(f'<text class="unit" x="{plot_x + plot_width / 2:.1f}" y="{plot_bottom + 30}" text-anchor="middle" '
                 f'fill="{TEXT_GREY}">{escape(unit)}</text>')
    row_top = plot_top + group_gap / 2
    for index, (label, row) in enumerate(groups):
        row_height = len(series) * (bar_height + bar_gap) - bar_gap
        middle = row_top + row_height / 2
        bold = ' font-weight="bold"' if label in marked else ""
        if label in marked:
            parts.append(f'<rect class="mark" x="4" y="{row_top - group_gap / 2 + 1:.1f}" width="{width - 8}" '
                         f'height="{row_height + group_gap - 2}" fill="#f5f5f5"/>')
        parts.append(f'<g class="row" data-label="{escape(label)}">')
        parts.append(f'<text class="label" x="{plot_x - 8}" y="{middle:.1f}" dominant-baseline="middle" '
                     f'text-anchor="end"{bold}>{escape(label)}</text>')
        for position, ((name, colour), value) in enumerate(zip(series, row)):
            bar_y = row_top + position * (bar_height + bar_gap)
            text_y = bar_y + bar_height / 2
            if value is None:
                parts.append(f'<text class="missing" x="{plot_x + 4}" y="{text_y:.1f}" dominant-baseline="middle" '
                             f'fill="{TEXT_GREY}" font-style="italic" font-size="11">{escape(name)}: {escape(missing)}</text>')
                continue
            bar_width = max(value * scale, 0.0)
            text = value_labels.get((index, position), value_format.format(value))
            parts.append(f'<rect class="bar" x="{plot_x}" y="{bar_y:.1f}" width="{bar_width:.1f}" '
                         f'height="{bar_height}" fill="{colour}"><title>{escape(name)}: {escape(text)}</title></rect>')
            parts.append(f'<text class="value" x="{plot_x + bar_width + 4:.1f}" y="{text_y:.1f}" '
                         f'dominant-baseline="middle" font-size="11">{escape(text)}</text>')
        parts.append("</g>")
        row_top += row_height + group_gap
    height = plot_bottom + 36 - y
    return "\n".join(parts), height


def document(fragments, width=760):
    """One SVG picture: the (fragment, height) pairs of panel() one under the other, on white."""
    parts, y = [], 0
    for fragment, height in fragments:
        parts.append(f'<g transform="translate(0,{y})">\n{fragment}\n</g>')
        y += height + 12
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{y}" viewBox="0 0 {width} {y}" {FONT}>\n'
            f'<rect width="100%" height="100%" fill="white"/>\n' + "\n".join(parts) + "\n</svg>\n")


def grouped_bars(title, groups, series, unit, **options):
    """A whole SVG picture of one panel(); `options` are panel()'s (width, value_format, value_labels,
    note, marked…). groups: [(label, [value or None per series])]; series: [(name, colour)]."""
    width = options.get("width", 760)
    return document([panel(title, groups, series, unit, **options)], width)
