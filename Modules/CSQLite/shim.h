#include <sqlite3.h>

/* SQLITE_TRANSIENT is a macro Swift can't import (it casts -1 to a function
   pointer). SQLite copies a value bound with it before the call returns. */
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}
