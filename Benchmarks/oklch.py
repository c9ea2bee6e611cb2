#!/usr/bin/env python3
"""Writes the OKLCH variant of a generated theme for the color-space benchmark: 30% of
the tokens, evenly spread, are rewritten in OKLCH — a literal becomes `oklch(L, C, H)` (chroma up
to 0.3, so many lie outside sRGB and are gamut-mapped on output), a `dynamic(…)` gets an OKLCH
color per scheme, and a derived token becomes `mix(tA, tB, T, in: oklch)` of two of the 50
previous tokens. The other 70% are unchanged, so every token still derives from its neighbours.

Usage: oklch.py THEME.shade [--share 0.3] [--seed 15]   (writes THEME-oklch.shade beside THEME)
"""
import argparse
import random
import re


def oklch(rng):
    return f"oklch({rng.uniform(0.2, 0.95):.3f}, {rng.uniform(0, 0.3):.3f}, {rng.uniform(0, 360):.1f})"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("theme")
    parser.add_argument("--share", type=float, default=0.3)
    parser.add_argument("--seed", type=int, default=15)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    lines = open(args.theme).read().splitlines(keepends=True)
    declarations = [i for i, line in enumerate(lines) if line.startswith("color ")]
    chosen = round(args.share * 10)
    out = list(lines)
    for position, index in enumerate(declarations):
        if position % 10 >= chosen:  # `chosen` of every ten tokens
            continue
        match = re.match(r"color t(\d+) = (.*)\n", lines[index])
        number, expression = int(match.group(1)), match.group(2)
        if expression.startswith("#"):
            replacement = oklch(rng)
        elif expression.startswith("dynamic("):
            replacement = f"dynamic(light: {oklch(rng)}, dark: {oklch(rng)})"
        else:
            base = rng.randrange(max(0, number - 50), number)
            other = rng.randrange(max(0, number - 50), number)
            replacement = f"mix(t{base}, t{other}, {rng.choice((0.25, 0.5, 0.75))}, in: oklch)"
        out[index] = f"color t{number} = {replacement}\n"
    target = args.theme[: -len(".shade")] + "-oklch.shade"
    with open(target, "w") as handle:
        handle.write("".join(out))
    print(target)


if __name__ == "__main__":
    main()
