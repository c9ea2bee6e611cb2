// Only declarations: libFuzzer itself is linked by `-sanitize=fuzzer` (Fuzz/run.sh).
#include "CLibFuzzer.h"
