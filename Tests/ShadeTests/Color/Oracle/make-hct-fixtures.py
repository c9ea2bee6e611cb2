#!/usr/bin/env python3
"""Writes hct.json and material-schemes.json: expected values for Shade's HCT (docs/color.md, HCT)
and for Examples/material.shade, computed by an independent implementation, materialyoucolor
(https://pypi.org/project/materialyoucolor/), a Python port of Google's material-color-utilities.

    pip install materialyoucolor==3.0.4
    python3 Tests/ShadeTests/Color/Oracle/make-hct-fixtures.py

The tests read the committed fixtures; they never run this script.

hct.json:
- `tones`: for each (hue, chroma) of a grid (regular and seeded random hues, chromas 0…150), the
  sRGB hex of `Hct.from(hue, chroma, tone)` for every tone 0…100, as one string of 101 six-digit
  hex values.
- `solved`: seeded random (hue, chroma, tone) triples with fractional values and their hex.
- `read`: sRGB colors (seeded random bytes and edges) with their HCT hue, chroma and tone.
- `setTone`: a color, a tone, and Material's `Hct.set_tone` of the color to that tone (hue and
  chroma kept, solved again): what `withLightness(c, t, in: hct)` gives.
- `mixed`: two colors, a share t and the color of their HCT mixed as Shade defines `mix(a, b, t,
  in: hct)` (hue along the shorter arc, chroma and tone linearly), solved by `Hct.from`.

material-schemes.json: for each seed, every role of SchemeTonalSpot (specification 2021,
contrast 0, phone) in light and dark, as hex; the palette key colors are left out (they are no
roles: MaterialDynamicColors lists them for palettes).
"""
import json
import os
import random

from materialyoucolor.dynamiccolor.material_dynamic_colors import MaterialDynamicColors
from materialyoucolor.hct.hct import Hct
from materialyoucolor.scheme.scheme_tonal_spot import SchemeTonalSpot

HERE = os.path.dirname(os.path.abspath(__file__))
VERSION = "3.0.4"
SEEDS = ["6750a4", "b33b15", "00a86b", "1e88e5", "ffde3f", "769cdf", "000000", "ffffff"]


def hex_of(argb):
    return "%06x" % (argb & 0xFFFFFF)


def hct_fixtures(rng):
    hues = [float(h) for h in range(0, 360, 15)] + [round(rng.uniform(0, 360), 6) for _ in range(24)]
    chromas = [0.0, 2.0, 6.0, 8.0, 16.0, 24.0, 36.0, 48.0, 64.0, 84.0, 100.0, 150.0]
    tones = []
    for hue in hues:
        for chroma in chromas:
            row = "".join(hex_of(Hct.from_hct(hue, chroma, tone).to_int()) for tone in range(101))
            tones.append({"h": hue, "c": chroma, "hex": row})
    solved = []
    for _ in range(2000):
        hue, chroma, tone = rng.uniform(-30, 390), rng.uniform(0, 130), rng.uniform(0, 100)
        solved.append([hue, chroma, tone, hex_of(Hct.from_hct(hue, chroma, tone).to_int())])
    colors = [0x000000, 0xFFFFFF, 0x808080, 0xFF0000, 0x00FF00, 0x0000FF, 0x010101, 0xFEFEFE]
    colors += [rng.randrange(0x1000000) for _ in range(992)]
    read = []
    for rgb in colors:
        hct = Hct.from_int(0xFF000000 | rgb)
        read.append([hex_of(rgb), hct.hue, hct.chroma, hct.tone])
    set_tone = []
    for rgb in colors[:300]:
        tone = rng.choice([0.0, 100.0, rng.uniform(0, 100), float(rng.randrange(101))])
        hct = Hct.from_int(0xFF000000 | rgb)
        hct.tone = tone
        set_tone.append([hex_of(rgb), tone, hex_of(hct.to_int())])
    mixed = []
    for _ in range(300):
        a, b, t = rng.choice(colors), rng.choice(colors), rng.choice([0.0, 0.25, 0.5, 1.0, rng.random()])
        first, second = Hct.from_int(0xFF000000 | a), Hct.from_int(0xFF000000 | b)
        h1, h2 = first.hue, second.hue
        if h2 - h1 > 180:
            h1 += 360
        elif h2 - h1 < -180:
            h2 += 360
        hue = h1 * (1 - t) + h2 * t
        chroma = first.chroma * (1 - t) + second.chroma * t
        tone = first.tone * (1 - t) + second.tone * t
        mixed.append([hex_of(a), hex_of(b), t, hex_of(Hct.from_hct(hue, chroma, tone).to_int())])
    return {"materialyoucolor": VERSION, "tones": tones, "solved": solved, "read": read, "setTone": set_tone,
            "mixed": mixed}


def scheme_fixtures():
    colors = [c for c in MaterialDynamicColors(spec="2021").all_colors if not c.name.endswith("PaletteKeyColor")]
    seeds = []
    for seed in SEEDS:
        entry = {"seed": seed}
        for name, dark in (("light", False), ("dark", True)):
            scheme = SchemeTonalSpot(Hct.from_int(0xFF000000 | int(seed, 16)), dark, 0.0, spec_version="2021")
            entry[name] = {c.name: hex_of(c.get_argb(scheme)) for c in colors}
        seeds.append(entry)
    return {"materialyoucolor": VERSION, "spec": "2021", "variant": "tonalSpot", "contrast": 0, "seeds": seeds}


def write(name, data):
    path = os.path.join(HERE, name)
    with open(path, "w") as handle:
        json.dump(data, handle, separators=(",", ":"))
        handle.write("\n")
    return path


def main():
    hct = hct_fixtures(random.Random(2026))
    print(write("hct.json", hct), len(hct["tones"]) * 101, "tones,", len(hct["solved"]), "solved,",
          len(hct["read"]), "read")
    schemes = scheme_fixtures()
    print(write("material-schemes.json", schemes), len(schemes["seeds"]), "seeds")


if __name__ == "__main__":
    main()
