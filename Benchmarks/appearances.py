#!/usr/bin/env python3
"""Writes a synthetic theme of N tokens resolved in A appearances, for the scale table
(Benchmarks/scale.sh).

A is 1, or a multiple of 4: every theme has the scheme (light, dark) and contrast (normal, high)
axes; A / 4 > 1 adds declared axes whose values multiply to A / 4 (binary axes while A / 4 is a
power of two, else one axis of A / 4 values). A = 1 lists the one appearance the theme resolves
(`appearances { light }`). Tokens: a third literals, a third `dynamic(light:, dark:)`, a third
derived from an earlier token (`mix`, `darken`), and every eighth token overridden in a block of
one declared axis (each axis in turn) and every sixteenth in `when high`, so values vary on every axis (Shade
resolves only the appearances some value varies on).

Usage: appearances.py N A [--out DIR]   writes DIR/appearances-N-A.shade
"""
import argparse
import os
import random


def axes_for(count):
    """Declared axes (name, values) whose combinations number `count`."""
    if count <= 1:
        return []
    if count & (count - 1) == 0:
        return [(f"a{i}", [f"a{i}x", f"a{i}y"]) for i in range(count.bit_length() - 1)]
    return [("variant", [f"v{i}" for i in range(count)])]


def generate(tokens, appearances, seed=7):
    assert appearances == 1 or appearances % 4 == 0, "A is 1 or a multiple of 4"
    rng = random.Random(seed)
    lines = [f"// Synthetic theme: {tokens} tokens in {appearances} appearances. Benchmarks/appearances.py.\n"]
    axes = axes_for(appearances // 4) if appearances > 1 else []
    for name, values in axes:
        lines.append(f"axis {name} {{ {', '.join(values)} }}\n")
    if appearances == 1:
        lines.append("appearances { light }\n")
    overrides, contrast = {name: [] for name, _ in axes}, []
    for index in range(tokens):
        color = "#%06x" % rng.randrange(0x1000000)
        other = "#%06x" % rng.randrange(0x1000000)
        kind = index % 3 if index > 0 else 0
        if kind == 0:
            lines.append(f"color t{index} = {color}\n")
        elif kind == 1:
            lines.append(f"color t{index} = dynamic(light: {color}, dark: {other})\n")
        else:
            earlier = rng.randrange(max(0, index - 50), index)
            lines.append(f"color t{index} = mix(t{earlier}, {color}, 0.5)\n")
        if axes and index % 8 == 0:
            name, _ = axes[(index // 8) % len(axes)]
            overrides[name].append(f"  t{index} = darken(#{rng.randrange(0x1000000):06x}, 0.1)\n")
        if appearances > 1 and index % 16 == 4:
            contrast.append(f"  t{index} = #{rng.randrange(0x1000000):06x}\n")
    for name, values in axes:
        lines.append(f"when {values[-1]} {{\n")
        lines.extend(overrides[name])
        lines.append("}\n")
    if contrast:
        lines.append("when high {\n")
        lines.extend(contrast)
        lines.append("}\n")
    return "".join(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tokens", type=int)
    parser.add_argument("appearances", type=int)
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "out"))
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, f"appearances-{args.tokens}-{args.appearances}.shade")
    with open(path, "w") as file:
        file.write(generate(args.tokens, args.appearances))
    print(path)


if __name__ == "__main__":
    main()
