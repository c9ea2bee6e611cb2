#!/usr/bin/env python3
"""The channels DTCGReferenceTests expects for sRGB components that are no exact bytes.

The import writes each channel (component x 255) as the shortest `%.{digits}g` decimal, digits
1 to 17, that rounds to the same byte and reads back as the same component at Shade's precision
(12 significant digits). This script works that out with C's printf through Python, independently
of the Swift code, and prints the rows of `DTCGReferenceTests.channels`.
"""
import math


def twelve(x):
    return float('%.12g' % x)


def channel(fraction):
    target, byte = twelve(fraction), math.floor(fraction * 255 + 0.5)
    for digits in range(1, 18):
        value = float('%.*g' % (digits, fraction * 255))
        if math.floor(value + 0.5) == byte and twelve(value / 255) == target:
            text = repr(value)
            return text[:-2] if text.endswith('.0') else text
    raise ValueError(fraction)


for components in [(0.816, 0.2, 0.6), (0.301961, 0.235294, 0.101961), (0.5, 0.123457, 0.999999)]:
    written = ', '.join(channel(c) for c in components)
    print(f'("{list(components)}", "1", "rgb({written})"),')
