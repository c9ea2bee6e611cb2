#!/usr/bin/env python3
"""Writes color-spaces.json: expected values for Shade's color-space math, computed by an
independent implementation, coloraide (https://facelessuser.github.io/coloraide/).

    pip install coloraide==8.13.1
    python3 Tests/ShadeTests/Color/Oracle/make-fixtures.py

The tests read the committed fixture; they never run this script. Colors: a seeded random set of
sRGB colors, OKLCH colors of high chroma (many outside sRGB and P3), Display P3 colors, and edges
(black, white, greys, primaries, hues near 0/360). For each: its components in every space, and
its gamut-mapped sRGB and Display P3 values by coloraide's `minde-chroma` method, which is the
CSS Color 4 binary search (OKLCH chroma, deltaEOK, JND 0.02). Pairs give deltaE OK and CIEDE2000, the latter on CIE Lab D50 (CSS's `lab()`; coloraide defaults to D65).
"""
import json
import math
import os
import random

import coloraide
from coloraide import Color

SPACES = ["srgb", "srgb-linear", "display-p3", "lab", "lch", "oklab", "oklch", "xyz-d65"]


def components(color, space):
    values = color.convert(space, norm=False)[:-1]
    return [None if (v is None or (isinstance(v, float) and math.isnan(v))) else v for v in values]


def entry(color):
    srgb = color.convert("srgb")
    result = {"source": color.to_string(precision=17, none=True)}
    for space in SPACES:
        result[space] = components(color, space)
    result["fit-srgb"] = color.clone().fit("srgb", method="minde-chroma").convert("srgb")[:-1]
    result["fit-display-p3"] = color.convert("display-p3").fit("display-p3", method="minde-chroma").convert("srgb")[:-1]
    result["in-srgb"] = srgb.in_gamut("srgb", tolerance=0.000001)
    result["in-display-p3"] = color.convert("display-p3").in_gamut("display-p3", tolerance=0.000001)
    return result


def main():
    rng = random.Random(2026)
    colors = [Color("srgb", [0, 0, 0]), Color("srgb", [1, 1, 1]), Color("srgb", [0.5, 0.5, 0.5]),
              Color("srgb", [0.2, 0.2, 0.2]), Color("srgb", [1, 0, 0]), Color("srgb", [0, 1, 0]),
              Color("srgb", [0, 0, 1]), Color("display-p3", [1, 0, 0]), Color("display-p3", [0, 1, 0]),
              Color("oklch", [0.7, 0.3, 0.5]), Color("oklch", [0.6, 0.25, 359.5]), Color("oklch", [0.98, 0.3, 100])]
    colors += [Color("srgb", [rng.random() for _ in range(3)]) for _ in range(150)]
    colors += [Color("oklch", [rng.uniform(0.05, 0.95), rng.uniform(0, 0.37), rng.uniform(0, 360)]) for _ in range(80)]
    colors += [Color("display-p3", [rng.random() for _ in range(3)]) for _ in range(60)]
    entries = [entry(color) for color in colors]
    pairs = []
    for _ in range(120):
        a, b = rng.choice(colors), rng.choice(colors)
        pairs.append({"a": components(a, "srgb"), "b": components(b, "srgb"),
                      "ok": a.delta_e(b, method="ok"), "2000": a.delta_e(b, method="2000", space="lab")})
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "color-spaces.json")
    with open(out, "w") as handle:
        json.dump({"coloraide": coloraide.__version__, "colors": entries, "deltaE": pairs}, handle, indent=1)
        handle.write("\n")
    print(f"{out}: {len(entries)} colors, {len(pairs)} pairs")


if __name__ == "__main__":
    main()
