#ifndef SHALE_CSQLITE_SHIM_H
#define SHALE_CSQLITE_SHIM_H

// The system's SQLite (libsqlite3-dev on Debian; part of the SDK on Apple's systems), used by `shale store` to
// read a Core Data store's metadata. Shale opens stores read-only and never writes them.
#include <sqlite3.h>

#endif
