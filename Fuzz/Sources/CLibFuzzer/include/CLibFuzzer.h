#ifndef SHADE_CLIBFUZZER_H
#define SHADE_CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

// libFuzzer's driver, as a function (compiler-rt's FuzzerDriver.cpp, LLVM 11 and later): it
// parses the command line like libFuzzer's own `main` and fuzzes `callback`. The harnesses call
// it from their `main.swift`, because SwiftPM gives every executable a `main` of its own, which
// would win over libFuzzer's.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
