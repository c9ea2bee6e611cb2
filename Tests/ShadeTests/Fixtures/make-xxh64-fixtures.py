"""Prints the XXH64 digests (seed 0) that ExportManifestTests checks ContentDigest against, from
the reference implementation's Python binding (pip install xxhash): inputs of "abc…z" repeated,
at lengths around the 8-, 4- and 32-byte steps of the algorithm.

    python3 Tests/ShadeTests/Fixtures/make-xxh64-fixtures.py
"""
import xxhash

for length in [0, 1, 3, 4, 7, 8, 31, 32, 33, 63, 64, 100, 1000]:
    data = bytes(0x61 + index % 26 for index in range(length))
    print(f'        ({length}, "{xxhash.xxh64(data).hexdigest()}"),')
