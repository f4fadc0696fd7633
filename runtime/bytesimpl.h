/* bytesimpl.h: the inside of the binary types, for bytes.c, bytearray.c
 * and memoryview.c only.
 *
 * bytes.c holds every read-only method once, written over one immutable
 * bytes object; bytearray reaches them through bytes.c's
 * bytearray_shared_* wrappers, which run the method on a snapshot of the
 * bytearray (a private bytes copied under its lock) and turn each bytes in
 * the result into a bytearray (CPython's bytearray methods return
 * bytearrays).  Arguments that are bytearrays or memoryviews are turned
 * into bytes snapshots the same way before a method sees them, so the
 * methods themselves only ever read immutable bytes.
 */
#ifndef FPY_BYTESIMPL_H
#define FPY_BYTESIMPL_H

#include "runtime/api.h"

/* A bytearray.  The locking rule (docs/container-locking.md): every read
 * and write of `data`, `allocated` and `exports` holds the object's
 * ob_mutex (runtime/lock.h); there are no lock-free readers of the data,
 * so a resize may free the old array at once.  ob_size is written under
 * the lock with a relaxed atomic store and read by len() without it.
 * exports > 0 (memoryviews alive on it) forbids any change of size, so a
 * view's offsets stay in bounds; the view still takes the lock for each
 * read or write of the bytes. */
typedef struct {
    VarObject ob;
    char *data;          /* malloc'd, `allocated` bytes (NULL when 0) */
    ssize_t allocated;
    ssize_t exports;
} ByteArrayObject;

/* A memoryview: a window (start, step, len; in bytes) on a bytes or a
 * bytearray.  Every field is fixed at creation except `released`, set once
 * (0 -> 1, an atomic exchange, so the export is given back once). */
typedef struct {
    Object ob;
    Object *obj;
    ssize_t start, step, len;
    bool readonly;
    _Atomic(bool) released;
} MemoryViewObject;

static inline ssize_t bytearray_len(Object *o) { return __atomic_load_n(&((VarObject *)o)->ob_size, __ATOMIC_RELAXED); }

/* bytes.c */
Object *bytes_new_raw(ssize_t n);                 /* new ref: n bytes for the caller to fill */
/* New ref: repr of n bytes as b'...' between prefix and suffix ("bytearray(", ")") */
Object *bytes_repr_data(const char *d, ssize_t n, const char *prefix, const char *suffix);
/* a op b on two byte strings: a bool (new ref) */
Object *bytes_compare_data(const char *a, ssize_t na, const char *b, ssize_t nb, int op);
/* a op b on two bytes-like objects, each read through one snapshot (buffer_bytes) */
Object *buffer_compare(Object *a, Object *b, int op);
/* `x in data`: x an int 0..255 or bytes-like.  -1 error. */
int bytes_contains_data(const char *d, ssize_t n, Object *x);
/* New ref: the bytes of src for bytes(src)/bytearray(src) when src is not
 * a str or an int: bytes-like, __bytes__ (bytes only), or an iterable of
 * ints.  what: "bytes" or "bytearray" (messages). */
Object *bytes_from_source(Object *src, const char *what);
/* New ref: fmt % args (bytes formatting) over fmt's n bytes; a bytes */
Object *bytes_format(const char *fmt, ssize_t n, Object *args);
/* the methods bytearray shares (bytes.c's wrappers) */
#define BYTES_SHARED_METHODS(X)                                                                       \
    X(decode) X(hex) X(strip) X(lstrip) X(rstrip) X(split) X(join) X(find) X(rfind) X(index) X(rindex) \
    X(count) X(startswith) X(endswith) X(replace) X(upper) X(lower) X(center) X(ljust) X(rjust)        \
    X(isalnum) X(isalpha) X(isascii) X(isdigit) X(isspace) X(islower) X(isupper) X(istitle)           \
    X(capitalize) X(swapcase) X(title) X(zfill) X(removeprefix) X(removesuffix) X(partition)         \
    X(rpartition) X(splitlines) X(rsplit) X(expandtabs) X(translate)
#define X(name) Object *bytearray_shared_##name(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);
BYTES_SHARED_METHODS(X)
#undef X
Object *bytearray_shared_fromhex(Object *cls, Object *const *args, ssize_t nargs, Object *kwnames);
Object *bytes_maketrans(Object *cls, Object *const *args, ssize_t nargs, Object *kwnames);

/* bytearray.c */
Object *bytearray_snapshot(Object *ba);           /* new ref: a bytes copy, taken under the lock */
Object *bytearray_from_bytes_steal(Object *b);    /* new ref: a bytearray holding b's bytes; releases b */

#endif
