/* glibc's malloc tuning (mallopt), which Swift's Glibc module leaves out. Part of the C library:
   nothing to link. */
#include <malloc.h>
