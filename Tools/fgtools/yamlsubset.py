"""The part of YAML an XcodeGen project.yml uses, read without a YAML library: block mappings and
sequences by indentation, flow `[…]` and `{…}`, plain and quoted scalars (all kept as strings),
comments, and block scalars (`|`, `>`: skipped, their text is no manifest's concern). Anchors,
tags and multi-line plain scalars are not read."""
import re

KEY = re.compile(r"""^("[^"]*"|'[^']*'|[^\s"'#:\[\]{},][^:#]*?)\s*:(?:\s+|$)""")


def parse(text):
    lines = joined_flows([(len(line) - len(line.lstrip(" ")), content) for line in text.splitlines()
                          if (content := strip_comment(line).strip()) and content not in ("---", "...")])
    return block(lines, 0)[0] if lines else {}


def joined_flows(lines):
    """The lines with a flow collection that spans several (`key: [` … `]`) joined into one."""
    joined = []
    for indent, content in lines:
        if joined and open_brackets(joined[-1][1]) > 0:
            joined[-1] = (joined[-1][0], joined[-1][1] + " " + content)
        else:
            joined.append((indent, content))
    return joined


def open_brackets(content):
    """How many `[` and `{` of a line are not closed on it (quoted text aside)."""
    unquoted = re.sub(r'"[^"]*"|\'[^\']*\'', "", content)
    return sum(unquoted.count(c) for c in "[{") - sum(unquoted.count(c) for c in "]}")


def strip_comment(line):
    """The line without a `# comment` (a # inside quotes, or within a word, is no comment)."""
    quote = None
    for index, char in enumerate(line):
        if quote:
            quote = None if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char == "#" and (index == 0 or line[index - 1].isspace()):
            return line[:index]
    return line


def is_item(content):
    return content == "-" or content.startswith("- ")


def block(lines, index):
    indent, content = lines[index]
    return sequence(lines, index, indent) if is_item(content) else mapping(lines, index, indent)


def mapping(lines, index, indent):
    result = {}
    while index < len(lines) and lines[index][0] == indent and not is_item(lines[index][1]):
        match = KEY.match(lines[index][1])
        if not match:
            break
        key, rest = unquote(match.group(1)), lines[index][1][match.end():].strip()
        index += 1
        nested = index < len(lines) and (lines[index][0] > indent or (lines[index][0] == indent and is_item(lines[index][1])))
        if rest[:1] in ("|", ">"):
            # A block scalar (a build script): its lines are text, not keys.
            while index < len(lines) and lines[index][0] > indent:
                index += 1
            result[key] = ""
        elif rest:
            result[key] = scalar(rest)
        elif nested:
            result[key], index = block(lines, index)
        else:
            result[key] = None
    return result, index


def sequence(lines, index, indent):
    items = []
    while index < len(lines) and lines[index][0] == indent and is_item(lines[index][1]):
        rest = lines[index][1][1:].strip()
        if not rest:
            index += 1
            item, index = block(lines, index) if index < len(lines) and lines[index][0] > indent else (None, index)
        elif KEY.match(rest) and not rest.startswith(("[", "{")):
            # `- path: App` opens a mapping whose keys line up with `path`.
            column = indent + len(lines[index][1]) - len(rest)
            lines[index] = (column, rest)
            item, index = mapping(lines, index, column)
        else:
            item, index = scalar(rest), index + 1
        items.append(item)
    return items, index


def scalar(text):
    if text.startswith(("[", "{")):
        return flow(text, 0)[0]
    return unquote(text)


def unquote(text):
    return text[1:-1] if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'" else text


def flow(text, index):
    """A flow collection or scalar starting at index: (value, index after it)."""
    while index < len(text) and text[index] == " ":
        index += 1
    if index < len(text) and text[index] in "[{":
        closing, items, pairs = "]" if text[index] == "[" else "}", [], {}
        index += 1
        while index < len(text) and text[index] != closing:
            value, index = flow(text, index)
            if index < len(text) and text[index] == ":":
                pairs[value], index = flow(text, index + 1)
            elif value != "":
                items.append(value)
            index += 1 if index < len(text) and text[index] == "," else 0
        return (items if closing == "]" else pairs), index + 1
    match = re.compile(r'"[^"]*"|\'[^\']*\'|[^,\]\}:]*(?::(?![\s,\]\}])[^,\]\}:]*)*').match(text, index)
    return unquote(match.group(0).strip()), match.end()
