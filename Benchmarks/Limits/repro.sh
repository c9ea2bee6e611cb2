#!/bin/sh
# Builds the hostile inputs of issue 9 in a temp dir and runs `shade eval --format json` on each
# under GNU time (elapsed seconds, peak RSS in KB). Usage: Benchmarks/Limits/repro.sh [SHADE_BINARY]
set -u
shade=$(cd "$(dirname "${1:-.build/release/shade}")" && pwd)/$(basename "${1:-.build/release/shade}")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir"
run() { # NAME ARGS...: one line of figures
    name=$1; shift
    /usr/bin/time -f "$name: %e s, %M KB, exit %x" timeout 60 "$shade" eval --format json "$@" > /dev/null 2> err
    tail -1 err
}
# 1. Many axes.
python3 -c "print('\n'.join('axis a%d { a%dx, a%dy, a%dz, a%dw }' % ((i,) * 5) for i in range(31)))" > axes31.shade
echo 'color c = #fff' >> axes31.shade
run "1 31 axes x 4 values + 1 token" axes31.shade
python3 -c "print('\n'.join('axis a%d { a%dx, a%dy }' % ((i,) * 3) for i in range(28)))" > axes28.shade
run "1 28 axes, no token" axes28.shade
# 2. A chain of 15,000 imports.
mkdir chain
python3 -c "
for i in range(15000):
    open('chain/f%d.shade' % i, 'w').write(('import \"f%d.shade\"\n' % (i + 1) if i < 14999 else '') + 'number n%d = %d\n' % (i, i))"
run "2 15,000-file import chain" chain/f0.shade
# 3. Over the size limit (sparse: no disk used).
truncate -s 2200M big.shade
run "3 2.2 GB sparse source" big.shade
# 9. Devices, FIFOs, directories.
mkfifo fifo.shade; mkdir dir.shade
printf 'import "fifo.shade"\nimport "dir.shade"\n' > imports.shade
run "9 import FIFO and directory" imports.shade
run "9 /dev/zero as entry" /dev/zero
head -c 300M /dev/zero > zero.bin
/usr/bin/time -f "9 300 MB of zeros on stdin: %e s, %M KB, exit %x" timeout 60 "$shade" eval --format json - < zero.bin > /dev/null 2> err; tail -1 err
