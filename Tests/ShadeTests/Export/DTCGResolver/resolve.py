#!/usr/bin/env python3
"""A small DTCG 2025.10 resolver, written from the Resolver module alone, that checks an export.

    resolve.py SHADE THEME RESOLVER

For every combination of the resolver's modifier contexts (one context per modifier), it merges
the sources of the resolution order as the module says (sets, then the chosen context of each
modifier, in order; a later token replaces an earlier one at the same path; groups merge), then
resolves aliases ("{a.b}", "{a.$root}") and JSON Pointer "$ref"s against the merged tokens. It
then runs `SHADE eval --format json --appearance NAME THEME`, NAME being the chosen contexts'
names joined with '-', and compares every token's value. Shade's own code is not used for the
resolution: nothing here reads the resolver's "$extensions".

Prints one line per difference and a last line "N combinations, M tokens each"; exits 1 on any
difference.
"""
import itertools
import json
import math
import os
import re
import subprocess
import sys

ALIAS = re.compile(r"^\{([^{}]+)\}$")


def load(path):
    with open(path) as handle:
        return json.load(handle)


def sources(items, folder):
    """The token documents of a sources array: files by $ref, or inline groups."""
    for item in items:
        if "$ref" in item:
            yield load(os.path.join(folder, item["$ref"]))
        else:
            yield item


def is_token(node):
    return isinstance(node, dict) and ("$value" in node or "$ref" in node)


def merge(into, document):
    """Merges a token document into `into`: groups merge member by member, tokens replace."""
    for key, value in document.items():
        if key == "$extensions" and isinstance(value, dict):
            # Tokens the format has no type for, kept by Shade under its namespace: by name.
            kept = into.setdefault("$extensions", {})
            for namespace, content in value.items():
                if namespace == "dev.shade" and isinstance(content, dict) and "tokens" in content:
                    kept.setdefault(namespace, {}).setdefault("tokens", {}).update(content["tokens"])
                else:
                    kept[namespace] = content
        elif is_token(value) or not isinstance(value, dict):
            into[key] = value
        else:
            merge(into.setdefault(key, {}), value)


def flatten(group, path, out):
    """Token name (segments joined by '.', a `$root` named by its group) -> (token, path)."""
    for key, value in group.items():
        if key == "$root" and is_token(value):
            out[".".join(path)] = (value, path + [key])
        elif key == "$extensions":
            for name, token in value.get("dev.shade", {}).get("tokens", {}).items():
                full = path + ([] if name == "$root" else [name])
                out[".".join(full)] = ({"shade": token}, full)
        elif not key.startswith("$") and isinstance(value, dict):
            if is_token(value):
                out[".".join(path + [key])] = (value, path + [key])
            else:
                flatten(value, path + [key], out)


def pointer(tree, text):
    node = tree
    for part in text[2:].split("/"):
        node = node[part.replace("~1", "/").replace("~0", "~")]
    return node


def resolve(tree, tokens, value, depth=0):
    """A value with its aliases replaced by what they name."""
    if depth > 50:
        raise ValueError("alias cycle")
    if isinstance(value, str):
        match = ALIAS.match(value)
        if not match:
            return value
        name = match.group(1)
        name = name[: -len(".$root")] if name.endswith(".$root") else name
        token, _ = tokens[name]
        return resolve(tree, tokens, token_value(tree, token), depth + 1)
    if isinstance(value, dict) and set(value) == {"$ref"}:
        return resolve(tree, tokens, pointer(tree, value["$ref"]), depth + 1)
    if isinstance(value, dict):
        return {key: resolve(tree, tokens, item, depth + 1) for key, item in value.items()}
    if isinstance(value, list):
        return [resolve(tree, tokens, item, depth + 1) for item in value]
    return value


def token_value(tree, token):
    if "shade" in token:
        return token["shade"]["value"]
    if "$ref" in token:
        return {"$ref": token["$ref"]}
    return token["$value"]


def byte(channel):
    """A channel in 0...1 as a byte, halves rounded up (as CSS and eval round)."""
    return int(math.floor(min(max(channel, 0), 1) * 255 + 0.5))


def color_text(color):
    """A DTCG color as eval's JSON writes it: #rrggbb, with aa when not opaque."""
    if color["colorSpace"] == "srgb":
        digits = "".join(f"{byte(c):02x}" for c in color["components"])
    else:
        digits = color["hex"][1:].lower()
    alpha = color.get("alpha", 1)
    return "#" + digits + ("" if alpha >= 1 else f"{byte(alpha):02x}")


def length(text):
    """'16pt' -> (16.0, 'px'): DTCG writes pt and dp as px, the same number."""
    match = re.match(r"^(-?[0-9.e+-]+)([a-z]+)$", text)
    number, unit = float(match.group(1)), match.group(2)
    return (round(number, 9), "px" if unit in ("pt", "dp") else unit)


def normal(value, kind):
    """A DTCG value in a form comparable with eval's JSON."""
    if kind == "color":
        return color_text(value)
    if kind in ("dimension", "duration"):
        return (round(float(value["value"]), 9), value["unit"])
    if kind in ("number", "fontWeight"):
        return round(float(value), 9)
    if kind == "shadow":
        layers = value if isinstance(value, list) else [value]
        return [
            {
                "color": color_text(layer["color"]),
                **{key: normal(layer[key], "dimension") for key in ("offsetX", "offsetY", "blur", "spread")},
                "inset": layer.get("inset", False),
            }
            for layer in layers
        ]
    if kind == "border":
        return {"color": color_text(value["color"]), "width": normal(value["width"], "dimension"),
                "style": value["style"]}
    if kind == "gradient":
        return [{"color": color_text(stop["color"]), "position": round(stop["position"], 9)} for stop in value]
    if kind == "typography":
        return {"fontFamily": value["fontFamily"], "fontSize": normal(value["fontSize"], "dimension"),
                "fontWeight": round(float(value["fontWeight"]), 9),
                "letterSpacing": normal(value["letterSpacing"], "dimension"),
                "lineHeight": round(float(value["lineHeight"]), 9)}
    if kind == "fontFamily":
        return ", ".join(value) if isinstance(value, list) else value
    if kind == "cubicBezier":
        return [round(float(n), 9) for n in value]
    if kind == "transition":
        return (normal(value["duration"], "duration"), normal(value["timingFunction"], "cubicBezier"),
                normal(value["delay"], "duration"))
    return value


def eval_normal(value, kind):
    """Eval's JSON value in the same form."""
    if kind == "color":
        return value.lower()
    if kind in ("dimension", "duration"):
        return length(value)
    if kind in ("number", "fontWeight"):
        return round(float(value), 9)
    if kind == "shadow":
        return [{"color": layer["color"].lower(),
                 **{key: length(layer[key]) for key in ("offsetX", "offsetY", "blur", "spread")},
                 "inset": layer.get("inset", False)} for layer in value]
    if kind == "border":
        return {"color": value["color"].lower(), "width": length(value["width"]), "style": value["style"]}
    if kind == "gradient":
        return [{"color": stop["color"].lower(), "position": round(stop["position"], 9)} for stop in value]
    if kind == "typography":
        return {"fontFamily": value["fontFamily"], "fontSize": length(value["fontSize"]),
                "fontWeight": round(float(value["fontWeight"]), 9),
                "letterSpacing": length(value["letterSpacing"]), "lineHeight": round(float(value["lineHeight"]), 9)}
    if kind == "cubicBezier":
        return [round(float(n), 9) for n in value[len("cubic-bezier("):-1].split(",")]
    if kind == "transition":
        duration, rest = value.split(" ", 1)
        bezier, delay = rest.rsplit(" ", 1)
        return (length(duration), eval_normal(bezier, "cubicBezier"), length(delay))
    return value


def main(shade, theme, resolver_path):
    folder = os.path.dirname(os.path.abspath(resolver_path))
    resolver = load(resolver_path)
    modifiers = resolver.get("modifiers", {})
    names = list(modifiers)
    differences = 0
    count = 0
    for choice in itertools.product(*(list(modifiers[name]["contexts"]) for name in names)):
        tree = {}
        for entry in resolver["resolutionOrder"]:
            kind, name = entry["$ref"].split("/")[1:3]
            if kind == "sets":
                items = resolver["sets"][name]["sources"]
            else:
                items = modifiers[name]["contexts"][choice[names.index(name)]]
            for document in sources(items, folder):
                merge(tree, document)
        tokens = {}
        flatten(tree, [], tokens)
        appearance = "-".join(choice) if choice else None
        command = [shade, "eval", "--format", "json", theme] + (["--appearance", appearance] if appearance else [])
        evaluated = json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)
        column = evaluated["appearances"][0]
        expected = {token["name"]: token for token in evaluated["tokens"]}
        label = appearance or "(no modifier)"
        for name in sorted(set(expected) | set(tokens)):
            if name not in tokens or name not in expected:
                differences += 1
                print(f"{label}: {name}: only in {'eval' if name in expected else 'the resolver'}")
                continue
            token, _ = tokens[name]
            value = resolve(tree, tokens, token_value(tree, token))
            if "shade" in token:
                kind, got = token["shade"]["type"], value
            else:
                kind = token.get("$type")
                got = normal(value, kind)
            want = eval_normal(expected[name]["values"][column], kind) if "shade" not in token \
                else expected[name]["values"][column]
            if got != want:
                differences += 1
                print(f"{label}: {name}: resolver {got!r}, eval {want!r}")
        count += 1
    print(f"{count} combinations, {len(tokens)} tokens each")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
