#ifndef CSQLITE_H
#define CSQLITE_H

// The system library (Debian's libsqlite3 3.40.1) is built with the session extension and the
// pre-update hook, and exports all of their symbols; sqlite3.h declares them only when these
// macros are defined before it is included. Defining them changes declarations only.
#define SQLITE_ENABLE_SESSION 1
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#include <sqlite3.h>

/// SQLITE_TRANSIENT: SQLite copies the bound bytes before the bind call returns.
/// (The macro is a cast of -1 to a function pointer, which Swift cannot import.)
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

/// SQLITE_STATIC: the bound bytes stay valid and unchanged until the statement is reset or rebound.
static inline sqlite3_destructor_type csqlite_static(void) {
    return SQLITE_STATIC;
}

/// `sqlite3_db_config(db, op, value, out)` for the options that take an int and report the
/// resulting setting (SQLITE_DBCONFIG_ENABLE_FKEY, _DEFENSIVE, _DQS_DML, ...).
/// The C function is variadic, which Swift cannot call.
static inline int csqlite_db_config_int(sqlite3 *db, int op, int value, int *out) {
    return sqlite3_db_config(db, op, value, out);
}

#endif
