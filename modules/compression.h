/* compression.h: what zlibmodule.c, bz2module.c and hashlibmodule.c share.
 *
 *   - OutBuf: a growing malloc'd output buffer that a compressor writes
 *     into directly; plain C memory, so it may be filled while the thread
 *     is detached, and turned into a bytes object once attached again;
 *   - stream_lock: take a stream object's pthread mutex, waiting detached
 *     when another thread holds it (it may hold it for a long detached
 *     run), so that a stop-the-world never waits on a thread that waits
 *     for the mutex;
 *   - DETACH_MIN: inputs of at least this many bytes are processed
 *     detached (below it, detaching and attaching cost more than the work);
 *   - error_class_new: an exception class `module.name` deriving from base;
 *   - c_int_arg: an int argument read as CPython reads it into a C integer
 *     type, with its OverflowError ("Python int too large to convert to C
 *     int").
 */
#ifndef FPY_COMPRESSION_H
#define FPY_COMPRESSION_H

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/core.h"

#define DETACH_MIN 2048
#ifndef SSIZE_MIN
#define SSIZE_MIN (-SSIZE_MAX - 1)
#endif

/* The sizes by which an OutBuf grows: CPython's output buffer blocks.
 * The compressor is handed one block at a time, as CPython hands it, which
 * matters for output that depends on the space offered per call (zlib's
 * stored blocks at level 0): the bytes come out the same. */
static const size_t outbuf_blocks[] = {
    32 << 10, 64 << 10, 256 << 10, 1 << 20, 4 << 20, 8 << 20, 16 << 20, 16 << 20,
    32 << 20, 32 << 20, 32 << 20, 32 << 20, 64 << 20, 64 << 20, 128 << 20, 128 << 20, 256 << 20,
};

typedef struct {
    char *buf;
    size_t len, cap;
    size_t first;  /* size of the first block (0: outbuf_blocks[0]) */
    size_t max;    /* stop growing at this many bytes; 0 = no limit */
    int nblocks;   /* blocks allocated so far */
} OutBuf;

static inline void outbuf_init(OutBuf *o, size_t first, size_t max)
{
    o->buf = NULL;
    o->len = o->cap = 0;
    o->first = first ? first : outbuf_blocks[0];
    o->max = max;
    o->nblocks = 0;
}

/* Room for more output: *space = bytes free at buf + len.  1 done, 0 the
 * limit `max` is reached, -1 out of memory.  Never touches an object. */
static inline int outbuf_room(OutBuf *o, size_t *space)
{
    if (o->len == o->cap) {
        if (o->max && o->len >= o->max) return 0;
        const int last = (int)(sizeof outbuf_blocks / sizeof outbuf_blocks[0]) - 1;
        size_t block = o->nblocks == 0 ? o->first : outbuf_blocks[o->nblocks < last ? o->nblocks : last];
        size_t ncap = o->cap + block;
        if (o->max && ncap > o->max) ncap = o->max;
        o->nblocks++;
        char *nb = realloc(o->buf, ncap ? ncap : 1);
        if (nb == NULL) return -1;
        o->buf = nb;
        o->cap = ncap;
    }
    *space = o->cap - o->len;
    return 1;
}

/* The bytes written so far, as a bytes object (new ref); frees the buffer. */
static inline Object *outbuf_finish(OutBuf *o)
{
    Object *r = bytes_from(o->buf, (ssize_t)o->len);
    free(o->buf);
    o->buf = NULL;
    return r;
}

static inline void outbuf_discard(OutBuf *o)
{
    free(o->buf);
    o->buf = NULL;
}

static inline void stream_lock(pthread_mutex_t *mu)
{
    if (pthread_mutex_trylock(mu) == 0) return;
    ThreadState *ts = ts_get();
    thread_detach(ts);
    pthread_mutex_lock(mu);
    thread_attach(ts);
}

/* module.name, a subclass of base (new ref, or NULL). */
static inline Object *error_class_new(const char *module, const char *name, Type *base)
{
    Object *n = str_from_cstr(name), *bases = tuple_pack(1, (Object *)base), *ns = dict_new();
    Object *mod = str_from_cstr(module), *cls = NULL;
    if (n && bases && ns && mod && dict_set_cstr(ns, "__module__", mod) == 0)
        cls = class_new(&Type_Type, n, bases, ns, NULL, NULL);
    XDECREF(n);
    XDECREF(bases);
    XDECREF(ns);
    XDECREF(mod);
    return cls;
}

/* o (an int, or an object with __index__) into [lo, hi]; OverflowError
 * "Python int too large to convert to C <ctype>" outside.  0 or -1. */
static inline int c_int_arg(Object *o, ssize_t lo, ssize_t hi, const char *ctype, ssize_t *out)
{
    ssize_t v = num_as_ssize(o);
    bool over = false;
    if (v == -1 && err_occurred()) {
        if (!err_matches(&Exc_OverflowError)) return -1;
        err_clear();
        over = true;
    }
    if (over || v < lo || v > hi) {
        err_format(&Exc_OverflowError, "Python int too large to convert to C %s", ctype);
        return -1;
    }
    *out = v;
    return 0;
}

#endif
