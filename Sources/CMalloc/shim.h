#ifndef SHADE_CMALLOC_SHIM_H
#define SHADE_CMALLOC_SHIM_H
/* glibc's allocator settings (mallopt and its M_* parameters), which the Glibc module leaves out.
   Called directly, not looked up with dlsym: the release binary on Linux is a static executable,
   where dlsym finds nothing (Sources/ShadeCLI/MemoryTuning.swift). Empty elsewhere. */
#if defined(__linux__)
#include <stdlib.h> /* defines __GLIBC__ with glibc */
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#endif
#endif
