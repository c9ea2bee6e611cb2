#!/bin/sh
# Builds hostile inputs of the resource limits (README, Design decisions) in a temp dir and runs
# `shade eval --format json` on each
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
python3 -c "print('\n'.join('axis a%d { a%dx, a%dy }' % ((i,) * 3) for i in range(22)))" > axes24.shade
echo 'color c = #fff' >> axes24.shade
run "1 24 axes + 1 token" axes24.shade
python3 -c "
print('axis big { %s }' % ', '.join('v%d' % i for i in range(5000)))
print('\n'.join('color t%d = #%06x' % (i, i) for i in range(5000)))" > values.shade
run "1 one axis of 5,000 values x 5,000 static tokens" values.shade
python3 -c "
print('\n'.join('axis a%d { a%dx, a%dy }' % ((i,) * 3) for i in range(10)))
print('\n'.join('number t%d = %d' % (i, i) for i in range(5000)))" > values4096.shade
run "1 4,096 appearances x 5,000 static tokens" values4096.shade
# 2. A chain of 15,000 imports.
mkdir chain
python3 -c "
for i in range(15000):
    open('chain/f%d.shade' % i, 'w').write(('import \"f%d.shade\"\n' % (i + 1) if i < 14999 else '') + 'number n%d = %d\n' % (i, i))"
run "2 15,000-file import chain" chain/f0.shade
# 3. Over the size limit (sparse: no disk used).
truncate -s 2200M big.shade
run "3 2.2 GB sparse source" big.shade
# 4. 20,000 unknown names.
python3 -c "print('\n'.join('number n%d = unknown%d' % (i, i) for i in range(20000)))" > unknown.shade
run "4 20,000 unknown names" unknown.shade
# 5. 40,000 private-token warnings on one 1.1 MB line.
python3 -c "print(' '.join('private color p%d = #fff' % i for i in range(40000)))" > warnings.shade
run "5 40,000 warnings on one line" warnings.shade
# 6. Calls that multiply: f12 makes 797,161 calls per value.
python3 -c "
print('fn f0(x: number) -> number = x + 1')
print('\n'.join('fn f%d(x: number) -> number = f%d(f%d(f%d(x)))' % (i, i - 1, i - 1, i - 1) for i in range(1, 13)))" > calls.shade
cp calls.shade calls256.shade
python3 -c "
print('\n'.join('axis b%d { b%dx, b%dy }' % ((i,) * 3) for i in range(6)))
print('number t = f12(%s)' % ' + '.join('dynamic(b%dx: 0, b%dy: 1)' % (i, i) for i in range(6)))
print('number u = f12(if dark && highContrast then 1 else 0)')" >> calls256.shade
run "6 797,161 calls x 256 appearances" calls256.shade
python3 -c "print('\n'.join('number t%d = f12(%d)' % (i, i) for i in range(100)))" >> calls.shade
run "6 100 tokens x 797,161 calls" calls.shade
# 7. Strings doubled to 1 MiB, then 3,000 copies.
python3 -c "
print('string s0 = \"xxxxxxxxxxxxxxxx\"')
print('\n'.join('string s%d = s%d + s%d' % (i, i - 1, i - 1) for i in range(1, 17)))
print('\n'.join('string u%d = s16' % i for i in range(3000)))" > strings.shade
run "7 3,000 copies of a 1 MiB string" strings.shade
# 9. Devices, FIFOs, directories.
mkfifo fifo.shade; mkdir dir.shade
printf 'import "fifo.shade"\nimport "dir.shade"\n' > imports.shade
run "9 import FIFO and directory" imports.shade
run "9 /dev/zero as entry" /dev/zero
head -c 300M /dev/zero > zero.bin
/usr/bin/time -f "9 300 MB of zeros on stdin: %e s, %M KB, exit %x" timeout 60 "$shade" eval --format json - < zero.bin > /dev/null 2> err; tail -1 err
