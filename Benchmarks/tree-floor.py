"""The file-system work of writing a folder export, alone: makes the folders and files that
LISTING names (lines of "PATH SIZE", as `find FOLDER -type f -printf '%P %s\n'` prints them)
under TARGET, each file with SIZE bytes, by plain system calls.

    python3 Benchmarks/tree-floor.py LISTING TARGET
"""
import os
import sys

listing, target = sys.argv[1], sys.argv[2]
os.mkdir(target)
made = {""}
with open(listing) as lines:
    for line in lines:
        path, size = line.rsplit(" ", 1)
        folder = os.path.dirname(path)
        if folder not in made:
            os.makedirs(os.path.join(target, folder), exist_ok=True)
            made.add(folder)
        descriptor = os.open(os.path.join(target, path), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        os.write(descriptor, b"x" * int(size))
        os.close(descriptor)
