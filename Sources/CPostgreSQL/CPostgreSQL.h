#ifndef CPOSTGRESQL_H
#define CPOSTGRESQL_H

// libpq, the client library PostgreSQL ships (Debian's libpq-dev). Debian installs its headers
// under /usr/include/postgresql, which pkg-config's `libpq` adds to the include path.
#include <libpq-fe.h>

#endif
