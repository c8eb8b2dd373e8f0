#ifndef SHALE_CLIBFUZZER_H
#define SHALE_CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry for programs with their own main (LLVM 11 and later). Only fuzz builds
/// (`-sanitize=fuzzer`) link libFuzzer; Shale calls this only when built with `-DSHALE_FUZZING`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
