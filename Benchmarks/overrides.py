#!/usr/bin/env python3
"""Writes two equivalent variants of a generated theme for the overrides benchmark:
16 appearances (two declared axes besides scheme and contrast), and 1,000 evenly spread tokens
that take another value where `dim` is `dimmed`:

  THEME-dynamic.shade    each of those tokens written `dynamic(off: EXPR, dimmed: OTHER)`
  THEME-overrides.shade  the tokens unchanged, and `when dimmed { tK = OTHER }` blocks

Usage: overrides.py THEME.shade [--count 1000]   (writes beside THEME)
"""
import argparse
import re

AXES = "axis dim { off, dimmed }\naxis vivid { plain, vivid }\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("theme")
    parser.add_argument("--count", type=int, default=1000)
    args = parser.parse_args()
    lines = open(args.theme).read().splitlines(keepends=True)
    declarations = [i for i, line in enumerate(lines) if line.startswith("color ")]
    step = max(1, len(declarations) // args.count)
    chosen = declarations[::step][: args.count]
    dynamic, blocks = list(lines), []
    for position, index in enumerate(chosen):
        match = re.match(r"color (\w+) = (.*)\n", lines[index])
        name, expression = match.group(1), match.group(2)
        other = "#%06x" % (position * 2654435761 % 0x1000000)
        dynamic[index] = f"color {name} = dynamic(off: {expression}, dimmed: {other})\n"
        blocks.append(f"  {name} = {other}\n")
    base = args.theme[: -len(".shade")]
    with open(base + "-dynamic.shade", "w") as out:
        out.write(AXES + "".join(dynamic))
    with open(base + "-overrides.shade", "w") as out:
        # One block per 100 overrides, as override files per mode hold many.
        out.write(AXES + "".join(lines))
        for start in range(0, len(blocks), 100):
            out.write("when dimmed {\n" + "".join(blocks[start : start + 100]) + "}\n")


if __name__ == "__main__":
    main()
