"""The file-system work of writing a folder export, alone: recreates the tree of folders and
files of SOURCE under TARGET, each file with as many bytes as the original.

    python3 Benchmarks/tree-floor.py SOURCE TARGET
"""
import os
import sys

source, target = sys.argv[1], sys.argv[2]
for folder, _, files in os.walk(source):
    made = os.path.join(target, os.path.relpath(folder, source))
    os.mkdir(made)
    for name in files:
        with open(os.path.join(made, name), "wb") as file:
            file.write(b"x" * os.path.getsize(os.path.join(folder, name)))
