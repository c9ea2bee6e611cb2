"""Runs builds of `shade` alternating, for the scripts that compare builds
(runtime-linking.sh, link-time-optimization.sh): each build first as often as last, so that
the machine's slower and quicker moments fall on every build alike."""
import os
import subprocess
import sys
import time

if not os.access("/usr/bin/time", os.X_OK):
    sys.exit("error: GNU time (/usr/bin/time, Debian package 'time') is needed")


def alternate(binaries, arguments, runs):
    """Wall times (ms, process start included) and peak RSS (MB, GNU time) of each binary
    running `arguments`, `runs` times each: two dictionaries of lists, by binary."""
    times, peaks = {b: [] for b in binaries}, {b: [] for b in binaries}
    count = len(binaries)
    for run in range(runs):
        for binary in binaries[run % count:] + binaries[:run % count]:
            start = time.perf_counter()
            result = subprocess.run(["/usr/bin/time", "-f", "%M", binary] + arguments, stdin=subprocess.DEVNULL,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
            times[binary].append((time.perf_counter() - start) * 1000)
            peaks[binary].append(int(result.stderr.strip().splitlines()[-1]) / 1024)
    return times, peaks
