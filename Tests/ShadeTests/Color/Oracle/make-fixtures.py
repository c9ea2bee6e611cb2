#!/usr/bin/env python3
"""Writes color-spaces.json: expected values for Shade's color-space math, computed by an
independent implementation, coloraide (https://facelessuser.github.io/coloraide/).

    pip install coloraide==8.13.1
    python3 Tests/ShadeTests/Color/Oracle/make-fixtures.py

The tests read the committed fixtures; they never run this script. It writes two files:

color-spaces.json Colors: a seeded random set of
sRGB colors, OKLCH colors of high chroma (many outside sRGB and P3), Display P3 colors, and edges
(black, white, greys, primaries, hues near 0/360). For each: its components in every space, and
its gamut-mapped sRGB and Display P3 values by coloraide's `minde-chroma` method, which is the
CSS Color 4 binary search (OKLCH chroma, deltaEOK, JND 0.02). Pairs give deltaE OK and CIEDE2000, the latter on CIE Lab D50 (CSS's `lab()`; coloraide defaults to D65).

color-operations.json: what Shade's built-ins of docs/color.md must give. `constructed`: colors
written in each space (oklch, oklab, lab, lch, display-p3) with their extended sRGB components
(unmapped) and their sRGB gamut mapping — in and out of gamut, greys with a hue, lightness at the
ends. `mixed`: pairs mixed at several shares in every interpolation space (CSS `color-mix`:
premultiplied alpha, a grey's missing hue taking the other's), polar spaces with each hue
interpolation. `lightness`: colors whose OKLCH L or CIE L* is set, hue and chroma kept.
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


def srgb_components(color):
    return color.convert("srgb", norm=False)[:-1]


OPERATION_SPACES = ["srgb", "srgb-linear", "display-p3", "lab", "lch", "oklab", "oklch", "xyz-d65"]
HUES = ["shorter", "longer", "increasing", "decreasing"]


def operations():
    rng = random.Random(2027)
    constructed = []
    samples = [("oklch", [0.7, 0.3, 30]), ("oklch", [0.5, 0, 250]), ("oklch", [1, 0, 0]), ("oklch", [0, 0.1, 90]),
               ("oklab", [0.6, 0.2, -0.1]), ("lab", [50, 80, -60]), ("lab", [100, 0, 0]), ("lch", [60, 130, 40]),
               ("lch", [40, 0, 300]), ("display-p3", [1, 0, 0]), ("display-p3", [0, 1, 0]), ("display-p3", [0.2, 0.4, 0.6])]
    for _ in range(40):
        samples.append(("oklch", [rng.uniform(0.02, 0.98), rng.uniform(0, 0.4), rng.uniform(0, 360)]))
    for _ in range(15):
        samples.append(("oklab", [rng.uniform(0.02, 0.98), rng.uniform(-0.35, 0.35), rng.uniform(-0.35, 0.35)]))
    for _ in range(15):
        samples.append(("lab", [rng.uniform(2, 98), rng.uniform(-110, 110), rng.uniform(-110, 110)]))
    for _ in range(15):
        samples.append(("lch", [rng.uniform(2, 98), rng.uniform(0, 140), rng.uniform(0, 360)]))
    for _ in range(15):
        samples.append(("display-p3", [rng.random() for _ in range(3)]))
    for space, coords in samples:
        alpha = 1 if rng.random() < 0.7 else round(rng.uniform(0.1, 0.9), 3)
        color = Color(space, coords, alpha)
        constructed.append({"space": space, "components": coords, "alpha": alpha,
                            "srgb": srgb_components(color),
                            "fit-srgb": color.clone().fit("srgb", method="minde-chroma").convert("srgb")[:-1]})
    inputs = [Color("srgb", [1, 0, 0]), Color("srgb", [0, 0, 1]), Color("srgb", [1, 1, 1]), Color("srgb", [0, 0, 0]),
              Color("srgb", [0.5, 0.5, 0.5]), Color("oklch", [0.7, 0.3, 30]), Color("display-p3", [0, 1, 0]),
              Color("srgb", [0.2, 0.6, 0.9], 0.5), Color("oklch", [0.6, 0.15, 350], 0.8)]
    inputs += [Color("srgb", [round(rng.random(), 4) for _ in range(3)]) for _ in range(10)]
    inputs += [Color("oklch", [round(rng.uniform(0.2, 0.9), 4), round(rng.uniform(0, 0.3), 4), round(rng.uniform(0, 360), 2)])
               for _ in range(6)]
    mixed = []
    for _ in range(70):
        a, b = rng.sample(inputs, 2)
        t = rng.choice([0.25, 0.5, 0.8])
        for space in OPERATION_SPACES:
            hues = HUES if space in ("lch", "oklch") else ["shorter"]
            for hue in hues:
                result = a.mix(b, t, space=space, hue=hue, premultiplied=True)
                mixed.append({"a": {"space": a.space(), "components": a[:-1], "alpha": a[-1]},
                              "b": {"space": b.space(), "components": b[:-1], "alpha": b[-1]},
                              "t": t, "in": space, "hue": hue,
                              "srgb": srgb_components(result), "alpha": result[-1]})
    lightness = []
    for color in inputs:
        for space, values in (("oklch", [0, 0.25, 0.5, 0.9, 1]), ("lch", [0, 20, 50, 85, 100])):
            for value in values:
                changed = color.convert(space)
                changed[0] = value
                lightness.append({"color": {"space": color.space(), "components": color[:-1], "alpha": color[-1]},
                                  "in": space, "l": value, "srgb": srgb_components(changed)})
    return {"coloraide": coloraide.__version__, "constructed": constructed, "mixed": mixed, "lightness": lightness}


def write_operations():
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "color-operations.json")
    data = operations()
    with open(out, "w") as handle:
        json.dump(data, handle, indent=None, separators=(",", ":"))
        handle.write("\n")
    print(f"{out}: {len(data['constructed'])} constructed, {len(data['mixed'])} mixes, {len(data['lightness'])} lightness")


if __name__ == "__main__":
    main()
    write_operations()
