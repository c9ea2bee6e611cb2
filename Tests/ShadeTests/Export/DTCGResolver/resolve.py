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

Prints one line per difference and a last line "N combinations, M tokens in the last"; exits 1 on any
difference.

    resolve.py roundtrip ORIGINAL EXPORTED MAP

The round trip DTCG -> Shade -> DTCG: resolves every combination of the ORIGINAL resolver's
contexts and the combination of the EXPORTED one that stands for the same appearance (MAP, a
JSON object, names each original context's axis values, joined with '-'; an exported context's
name is its values joined with '-'), and prints each difference by kind — a token only on one
side, its $type, $description, reference (the token an alias names) or value — then
"N combinations compared".
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


def flatten(group, path, out, inherited=None):
    """Token name (segments joined by '.', a `$root` named by its group) -> (token, path); a
    token without $type takes its group's."""
    inherited = group.get("$type", inherited)
    for key, value in group.items():
        if is_token(value) and "$type" not in value and inherited:
            value = dict(value, **{"$type": inherited})
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
                flatten(value, path + [key], out, inherited)


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
    if isinstance(color, str):
        text = color.lower()
        if re.match(r"^#[0-9a-f]{3}$", text):
            text = "#" + "".join(c * 2 for c in text[1:])
        return text[:7] if text.endswith("ff") and len(text) == 9 else text
    if color["colorSpace"] == "srgb":
        digits = "".join(f"{byte(c):02x}" for c in color["components"])
    else:
        digits = color["hex"][1:].lower()
    alpha = color.get("alpha", 1)
    return "#" + digits + ("" if alpha >= 1 else f"{byte(alpha):02x}")


def length(text):
    """'16pt' -> (16.0, 'px'): DTCG writes pt and dp as px, the same number."""
    match = re.match(r"^(-?[0-9]*\.?[0-9]+(?:e[+-]?[0-9]+)?)([a-z]+)$", text)
    number, unit = float(match.group(1)), match.group(2)
    return (round(number, 9), "px" if unit in ("pt", "dp") else unit)


def normal(value, kind):
    """A DTCG value in a form comparable with eval's JSON."""
    if kind == "color":
        return color_text(value)
    if kind in ("dimension", "duration"):
        if isinstance(value, str):
            return length(value)
        if not isinstance(value, dict):
            return (round(float(value), 9), "px")
        return (round(float(value["value"]), 9), "px" if value["unit"] in ("pt", "dp") else value["unit"])
    if kind == "fontWeight" and isinstance(value, str):
        return value
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
        # A token of some appearances only has no value where it does not exist: it is not there.
        expected = {token["name"]: token for token in evaluated["tokens"] if column in token["values"]}
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
    print(f"{count} combinations, {len(tokens)} tokens in the last")
    return 1 if differences else 0


def combinations(resolver_path):
    """Every combination of a resolver's contexts: (context names, {token name: (token, tree)}).
    A token file is one combination of no context."""
    if not resolver_path.endswith(".resolver.json"):
        tree, tokens = {}, {}
        merge(tree, load(resolver_path))
        flatten(tree, [], tokens)
        yield (), tree, tokens
        return
    folder = os.path.dirname(os.path.abspath(resolver_path))
    resolver = load(resolver_path)
    modifiers = resolver.get("modifiers", {})
    names = list(modifiers)
    for choice in itertools.product(*(list(modifiers[name]["contexts"]) for name in names)):
        tree = {}
        for entry in resolver["resolutionOrder"]:
            kind, name = entry["$ref"].split("/")[1:3]
            items = resolver["sets"][name]["sources"] if kind == "sets" \
                else modifiers[name]["contexts"][choice[names.index(name)]]
            for document in sources(items, folder):
                merge(tree, document)
        tokens = {}
        flatten(tree, [], tokens)
        yield choice, tree, tokens


def reference(token):
    """The name of the token an alias names, or None for a value."""
    if "shade" in token:
        value = token["shade"]["value"]
    elif "$ref" in token:
        parts = token["$ref"][2:].split("/")
        return ".".join(part for part in parts[:-1] if part != "$root")
    else:
        value = token["$value"]
    match = ALIAS.match(value) if isinstance(value, str) else None
    if not match:
        return None
    name = match.group(1)
    return name[: -len(".$root")] if name.endswith(".$root") else name


def snapshot(tree, tokens):
    out = {}
    for name, (token, _) in tokens.items():
        kind = token["shade"]["type"] if "shade" in token else token.get("$type")
        try:
            value = resolve(tree, tokens, token_value(tree, token))
            if "shade" not in token:
                value = normal(value, kind)
            elif kind in ("dimension", "shadow", "border", "typography"):
                # Kept under Shade's namespace as eval's JSON writes it.
                value = eval_normal(value, kind)
        except (KeyError, ValueError, TypeError, AttributeError):
            value = "(unresolved)"
        out[name] = {"$type": kind, "$description": token.get("$description") or token.get("shade", {}).get(
            "$description"), "reference": reference(token), "value": value}
    return out


def roundtrip(original_path, exported_path, mapping_text):
    mapping = json.loads(mapping_text)
    exported = {}
    for choice, tree, tokens in combinations(exported_path):
        values = frozenset(part for name in choice for part in name.split("-"))
        exported[values] = ("-".join(choice), snapshot(tree, tokens))
    differences = []
    count = 0
    for choice, tree, tokens in combinations(original_path):
        values = frozenset(part for name in choice for part in mapping[name].split("-"))
        label = ",".join(choice) or "(no modifier)"
        if values not in exported:
            differences.append(f"combination: {label}: no exported combination")
            continue
        _, theirs = exported[values]
        ours = snapshot(tree, tokens)
        for name in sorted(set(ours) | set(theirs)):
            if name not in theirs or name not in ours:
                differences.append(f"token: {name}: only in the {'original' if name in ours else 'export'}")
                continue
            for kind in ("$type", "$description", "reference", "value"):
                if ours[name][kind] != theirs[name][kind]:
                    differences.append(
                        f"{kind.lstrip('$')}: {name}: original {ours[name][kind]!r}, export {theirs[name][kind]!r}")
        count += 1
    # A difference that holds in several combinations is one line.
    for line in sorted(set(differences)):
        print(line)
    print(f"{count} combinations compared")
    return 1 if differences else 0


if __name__ == "__main__":
    if sys.argv[1] == "roundtrip":
        sys.exit(roundtrip(*sys.argv[2:5]))
    sys.exit(main(*sys.argv[1:4]))
