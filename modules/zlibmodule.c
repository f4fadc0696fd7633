/* zlibmodule.c: `zlib`, deflate compression (RFC 1950/1951/1952) on the
 * system's zlib.
 *
 * The idea.  A thin layer over zlib's z_stream: compress/decompress in one
 * call, and the streaming Compress and Decompress objects that
 * compressobj()/decompressobj() make, with CPython's arguments, results
 * and messages ("Error -3 while decompressing data: incorrect header
 * check").  wbits is passed to zlib as it is, which already reads it as
 * CPython documents: 9..15 a zlib stream, -9..-15 raw deflate, 25..31 a
 * gzip stream, 40..47 (decompression) zlib or gzip by the header.
 *
 * A run of zlib over one input (a job: the z_stream, the input not yet
 * handed to zlib, an OutBuf that grows as zlib fills it) touches only
 * plain memory: the input is an immutable bytes object the call holds (a
 * bytearray or memoryview argument is copied first, buffer_bytes), the
 * output a malloc'd buffer, the dictionary an immutable bytes object the
 * stream holds.  So a job on an input of DETACH_MIN bytes or more runs
 * detached, and two threads compressing scale.  The output becomes a bytes
 * object once attached again.
 *
 * Invariants.  A Compress/Decompress's z_stream is live from creation
 * until Compress.flush(Z_FINISH) or a Decompress.flush() that reaches the
 * end of the stream ends it (deflateEnd/inflateEnd, as CPython); calling
 * zlib on the ended stream reports Z_STREAM_ERROR, which gives CPython's
 * messages for using it afterwards.  unused_data and unconsumed_tail are
 * always bytes objects.
 *
 * Threads.  State and its rule:
 *   - zlib.error: made once by zlibmodule_init (under the import lock),
 *     read-only after;
 *   - a Compress/Decompress: its z_stream, eof, unused_data and
 *     unconsumed_tail are guarded by the object's pthread mutex `mu`
 *     (stream_lock: a thread that finds it taken waits detached), held for
 *     a whole call, detached run included; the getters read under it;
 *     zdict is immutable;
 *   - crc32/adler32 keep no state.
 *
 * What fpy simplifies: the Compress and Decompress types cannot be made
 * directly (as in CPython) nor subclassed; inputs over 4 GiB are handed to
 * zlib in pieces, as CPython does.
 */
#include <limits.h>
#include <zlib.h>

#include "modules/compression.h"
#include "runtime/bytesimpl.h"
#include "modules/modules.h"
#include "runtime/core.h"

#define DEF_BUF_SIZE 16384
#define DEF_MEM_LEVEL 8

/* zlib.error (see the essay) */
static Object *zlib_error_cls;

/* CPython's message: "Error %d %s: %s", zlib's own text when it gave one. */
static Object *zlib_error(const z_stream *zs, int err, const char *what)
{
    const char *zmsg = err == Z_VERSION_ERROR ? "library version mismatch" : zs->msg;
    if (zmsg == NULL) {
        switch (err) {
        case Z_BUF_ERROR: zmsg = "incomplete or truncated stream"; break;
        case Z_STREAM_ERROR: zmsg = "inconsistent stream state"; break;
        case Z_DATA_ERROR: zmsg = "invalid input data"; break;
        }
    }
    if (zmsg == NULL) return err_format((Type *)zlib_error_cls, "Error %d %s", err, what);
    return err_format((Type *)zlib_error_cls, "Error %d %s: %s", err, what, zmsg);
}

/* ---- arguments ------------------------------------------------------------- */

static int int_arg(Object *o, int dflt, int *out)
{
    ssize_t v = dflt;
    if (o && c_int_arg(o, INT_MIN, INT_MAX, "int", &v) < 0) return -1;
    *out = (int)v;
    return 0;
}

static int data_arg(Object *o, Object **out)
{
    int r = buffer_bytes(o, out);
    if (r == 0) err_format(&Exc_TypeError, "a bytes-like object is required, not '%s'", TYPE_NAME(o));
    return r > 0 ? 0 : -1;
}

/* flush() takes at most 1 argument, in Argument Clinic's words. */
static int flush_count(ssize_t nargs)
{
    if (nargs <= 1) return 0;
    err_format(&Exc_TypeError, "flush() takes at most 1 argument (%zd given)", nargs);
    return -1;
}

/* ---- jobs: one run of zlib over an input (no objects touched) ------------- */

typedef struct {
    z_stream *zs;
    size_t left;        /* input after what avail_in covers */
    OutBuf out;
    int err;            /* zlib's last answer */
    bool oom;
    bool dict_failed;   /* inflateSetDictionary refused the dictionary (err is its answer) */
    const Object *zdict; /* bytes, or NULL */
} Job;

static void job_start(Job *j, z_stream *zs, Object *input, size_t first, size_t max, const Object *zdict)
{
    memset(j, 0, sizeof *j);
    j->zs = zs;
    zs->next_in = input ? (Bytef *)bytes_data(input) : (Bytef *)"";
    zs->avail_in = 0;
    j->left = input ? (size_t)bytes_len(input) : 0;
    outbuf_init(&j->out, first, max);
    j->zdict = zdict;
}

static void job_feed(Job *j)
{
    if (j->zs->avail_in == 0 && j->left) {
        size_t take = j->left < UINT_MAX ? j->left : UINT_MAX;
        j->zs->avail_in = (uInt)take;
        j->left -= take;
    }
}

/* 1 room made, 0 the output limit is reached, -1 out of memory (j->oom). */
static int job_room(Job *j)
{
    size_t space;
    int r = outbuf_room(&j->out, &space);
    if (r < 0) j->oom = true;
    if (r <= 0) return r;
    j->zs->next_out = (Bytef *)j->out.buf + j->out.len;
    j->zs->avail_out = space < UINT_MAX ? (uInt)space : UINT_MAX;
    return 1;
}

static void job_took(Job *j)
{
    j->out.len = (size_t)((char *)j->zs->next_out - j->out.buf);
}

/* Deflate all the input; then `flush` (Z_NO_FLUSH: nothing more). */
static void run_deflate(Job *j, int flush)
{
    for (;;) {
        job_feed(j);
        if (job_room(j) < 0) return;
        j->err = deflate(j->zs, j->left ? Z_NO_FLUSH : flush);
        job_took(j);
        if (j->err == Z_STREAM_ERROR || j->err == Z_STREAM_END) return;
        if (j->zs->avail_out != 0 && j->zs->avail_in == 0 && j->left == 0) return;
    }
}

/* Inflate the input until it is used up, the stream ends, the output
 * reaches j->out.max, or an error; a stream asking for its dictionary
 * gets zdict when there is one. */
static void run_inflate(Job *j, int flush)
{
    for (;;) {
        job_feed(j);
        int r = job_room(j);
        if (r <= 0) return;
        j->err = inflate(j->zs, flush);
        job_took(j);
        if (j->err == Z_NEED_DICT && j->zdict) {
            int e = inflateSetDictionary(j->zs, (const Bytef *)bytes_data((Object *)j->zdict),
                                         (uInt)bytes_len((Object *)j->zdict));
            if (e != Z_OK) {
                j->err = e;
                j->dict_failed = true;
                return;
            }
            continue;
        }
        if (j->err != Z_OK && j->err != Z_BUF_ERROR) return;
        if (j->zs->avail_out != 0 && ((j->zs->avail_in == 0 && j->left == 0) || j->err == Z_BUF_ERROR)) return;
    }
}

/* Run f on j, detached when the work may be long: deflating DETACH_MIN
 * bytes or more; inflating always (what a few bytes inflate to is not
 * bounded by their size, and detaching costs under 20 ns). */
static void job_run(Job *j, void (*f)(Job *, int), int flush, size_t input_len)
{
    if (input_len >= DETACH_MIN) {
        ThreadState *ts = ts_get();
        thread_detach(ts);
        f(j, flush);
        thread_attach(ts);
    } else {
        f(j, flush);
    }
}

/* ---- compress / decompress in one call --------------------------------------- */

static Object *zlib_compress(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"data", "level", "wbits", NULL};
    Object *a[3] = {NULL, NULL, NULL};
    if (args_parse("compress", args, nargs, kwnames, names, 1, 1, a) < 0) return NULL;
    int level, wbits;
    Object *data;
    if (data_arg(a[0], &data) < 0) return NULL;
    if (int_arg(a[1], Z_DEFAULT_COMPRESSION, &level) < 0 || int_arg(a[2], MAX_WBITS, &wbits) < 0) {
        DECREF(data);
        return NULL;
    }
    z_stream zs;
    memset(&zs, 0, sizeof zs);
    int err = deflateInit2(&zs, level, Z_DEFLATED, wbits, DEF_MEM_LEVEL, Z_DEFAULT_STRATEGY);
    if (err != Z_OK) {
        DECREF(data);
        if (err == Z_MEM_ERROR) return err_set(&Exc_MemoryError, "Out of memory while compressing data");
        if (err == Z_STREAM_ERROR) return err_set((Type *)zlib_error_cls, "Bad compression level");
        deflateEnd(&zs);
        return zlib_error(&zs, err, "while compressing data");
    }
    size_t n = (size_t)bytes_len(data);
    Job j;
    job_start(&j, &zs, data, 0, 0, NULL);
    job_run(&j, run_deflate, Z_FINISH, n);
    Object *r = NULL;
    if (j.oom) err_set(&Exc_MemoryError, "Out of memory while compressing data");
    else if (j.err != Z_STREAM_END) zlib_error(&zs, j.err, "while compressing data");
    else r = outbuf_finish(&j.out);
    outbuf_discard(&j.out);
    deflateEnd(&zs);
    DECREF(data);
    return r;
}

static Object *zlib_decompress(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"data", "wbits", "bufsize", NULL};
    Object *a[3] = {NULL, NULL, NULL};
    if (args_parse("decompress", args, nargs, kwnames, names, 1, 1, a) < 0) return NULL;
    int wbits;
    Object *data;
    if (data_arg(a[0], &data) < 0) return NULL;
    ssize_t bufsize = DEF_BUF_SIZE;
    if (int_arg(a[1], MAX_WBITS, &wbits) < 0) goto fail;
    if (a[2]) {
        if (c_int_arg(a[2], SSIZE_MIN, SSIZE_MAX, "ssize_t", &bufsize) < 0) goto fail;
        if (bufsize < 0) {
            err_set(&Exc_ValueError, "bufsize must be non-negative");
            goto fail;
        }
        if (bufsize == 0) bufsize = 1;
    }
    z_stream zs;
    memset(&zs, 0, sizeof zs);
    int err = inflateInit2(&zs, wbits);
    if (err != Z_OK) {
        if (err == Z_MEM_ERROR) {
            err_set(&Exc_MemoryError, "Out of memory while decompressing data");
        } else {
            inflateEnd(&zs);
            zlib_error(&zs, err, "while preparing to decompress data");
        }
        goto fail;
    }
    Job j;
    job_start(&j, &zs, data, (size_t)bufsize, 0, NULL);
    job_run(&j, run_inflate, Z_FINISH, SIZE_MAX); /* output may be far larger than input */
    Object *r = NULL;
    if (j.oom) err_set(&Exc_MemoryError, "Out of memory while decompressing data");
    else if (j.err != Z_STREAM_END) zlib_error(&zs, j.err, "while decompressing data");
    else r = outbuf_finish(&j.out);
    outbuf_discard(&j.out);
    inflateEnd(&zs);
    DECREF(data);
    return r;
fail:
    DECREF(data);
    return NULL;
}

/* ---- checksums ---------------------------------------------------------------- */

/* value & 0xffffffff (CPython's bitwise unsigned int converter). */
static int u32_arg(Object *o, uint32_t dflt, uint32_t *out)
{
    *out = dflt;
    if (o == NULL) return 0;
    if (!is_int(o)) {
        Object *i = num_index(o);
        if (i == NULL) return -1;
        DECREF(i);
    }
    Object *mask = int_from_i64(0xffffffffLL);
    Object *m = mask ? int_and(o, mask) : NULL;
    XDECREF(mask);
    if (m == NULL) return -1;
    int64_t v = 0;
    int_as_i64(m, &v);
    DECREF(m);
    *out = (uint32_t)v;
    return 0;
}

typedef struct {
    const Bytef *p;
    size_t n;
    uLong value;
    bool crc;
} SumJob;

static void sum_run(SumJob *s)
{
    while (s->n > 0) {
        uInt take = s->n < UINT_MAX ? (uInt)s->n : UINT_MAX;
        s->value = s->crc ? crc32(s->value, s->p, take) : adler32(s->value, s->p, take);
        s->p += take;
        s->n -= take;
    }
}

static Object *checksum(const char *fname, bool crc, Object *const *args, ssize_t nargs, Object *kwnames)
{
    char kwname[16];
    snprintf(kwname, sizeof kwname, "zlib.%s", fname);
    if (args_no_kw(kwname, kwnames) < 0 || args_count(fname, nargs, 1, 2) < 0) return NULL;
    Object *data;
    if (data_arg(args[0], &data) < 0) return NULL;
    uint32_t start;
    if (u32_arg(nargs > 1 ? args[1] : NULL, crc ? 0 : 1, &start) < 0) {
        DECREF(data);
        return NULL;
    }
    SumJob s = {(const Bytef *)bytes_data(data), (size_t)bytes_len(data), start, crc};
    if (s.n >= DETACH_MIN) {
        ThreadState *ts = ts_get();
        thread_detach(ts);
        sum_run(&s);
        thread_attach(ts);
    } else {
        sum_run(&s);
    }
    DECREF(data);
    return int_from_u64((uint32_t)s.value);
}

static Object *zlib_crc32(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return checksum("crc32", true, args, nargs, kwnames);
}

static Object *zlib_adler32(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return checksum("adler32", false, args, nargs, kwnames);
}

/* ---- Compress and Decompress objects -------------------------------------------- */

typedef struct {
    Object ob;
    pthread_mutex_t mu;      /* guards the rest but zdict (see the essay) */
    z_stream zs;
    bool live;               /* zs initialised and not ended */
    bool eof;                /* Decompress: the end of the stream was seen */
    Object *unused_data;     /* Decompress: bytes */
    Object *unconsumed_tail; /* Decompress: bytes */
    Object *zdict;           /* Decompress: bytes or NULL; immutable */
} ZStreamObject;

Type ZCompress_Type, ZDecompress_Type;

static ZStreamObject *zstream_alloc(Type *t)
{
    ZStreamObject *z = (ZStreamObject *)obj_alloc(t, sizeof(ZStreamObject));
    if (z == NULL) return NULL;
    pthread_mutex_init(&z->mu, NULL);
    z->unused_data = bytes_from("", 0);
    z->unconsumed_tail = bytes_from("", 0);
    if (z->unused_data == NULL || z->unconsumed_tail == NULL) {
        DECREF((Object *)z);
        return NULL;
    }
    return z;
}

static void zstream_dealloc(Object *self)
{
    ZStreamObject *z = (ZStreamObject *)self;
    if (z->live) {
        if (TYPE(self) == &ZCompress_Type) deflateEnd(&z->zs);
        else inflateEnd(&z->zs);
    }
    XDECREF(z->unused_data);
    XDECREF(z->unconsumed_tail);
    XDECREF(z->zdict);
    pthread_mutex_destroy(&z->mu);
    obj_free(self);
}

static Object *zlib_compressobj(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"level", "method", "wbits", "memLevel", "strategy", "zdict", NULL};
    Object *a[6] = {NULL};
    if (args_parse("compressobj", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    int level, method, wbits, memlevel, strategy;
    if (int_arg(a[0], Z_DEFAULT_COMPRESSION, &level) < 0 || int_arg(a[1], Z_DEFLATED, &method) < 0 ||
        int_arg(a[2], MAX_WBITS, &wbits) < 0 || int_arg(a[3], DEF_MEM_LEVEL, &memlevel) < 0 ||
        int_arg(a[4], Z_DEFAULT_STRATEGY, &strategy) < 0)
        return NULL;
    Object *zdict = NULL;
    if (a[5] && a[5] != None && data_arg(a[5], &zdict) < 0) return NULL;
    ZStreamObject *z = zstream_alloc(&ZCompress_Type);
    if (z == NULL) {
        XDECREF(zdict);
        return NULL;
    }
    int err = deflateInit2(&z->zs, level, method, wbits, memlevel, strategy);
    if (err == Z_OK) {
        z->live = true;
        if (zdict) {
            err = deflateSetDictionary(&z->zs, (const Bytef *)bytes_data(zdict), (uInt)bytes_len(zdict));
            XDECREF(zdict);
            if (err != Z_OK) {
                DECREF((Object *)z);
                return err_set(&Exc_ValueError, "Invalid dictionary");
            }
        }
        return (Object *)z;
    }
    XDECREF(zdict);
    DECREF((Object *)z);
    if (err == Z_MEM_ERROR) return err_set(&Exc_MemoryError, "Can't allocate memory for compression object");
    if (err == Z_STREAM_ERROR) return err_set(&Exc_ValueError, "Invalid initialization option");
    return err_format((Type *)zlib_error_cls, "Error %d while creating compression object", err);
}

static Object *zlib_decompressobj(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"wbits", "zdict", NULL};
    Object *a[2] = {NULL, NULL};
    if (args_parse("decompressobj", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    int wbits;
    if (int_arg(a[0], MAX_WBITS, &wbits) < 0) return NULL;
    Object *zdict = NULL;
    if (a[1]) {
        int r = buffer_bytes(a[1], &zdict);
        if (r <= 0) {
            if (r == 0) err_set(&Exc_TypeError, "zdict argument must support the buffer protocol");
            return NULL;
        }
    }
    ZStreamObject *z = zstream_alloc(&ZDecompress_Type);
    if (z == NULL) {
        XDECREF(zdict);
        return NULL;
    }
    z->zdict = zdict;
    int err = inflateInit2(&z->zs, wbits);
    if (err == Z_OK) {
        z->live = true;
        if (zdict && wbits < 0) { /* raw deflate: no header asks for it, so set it now */
            err = inflateSetDictionary(&z->zs, (const Bytef *)bytes_data(zdict), (uInt)bytes_len(zdict));
            if (err != Z_OK) {
                zlib_error(&z->zs, err, "while setting zdict");
                DECREF((Object *)z);
                return NULL;
            }
        }
        return (Object *)z;
    }
    DECREF((Object *)z);
    if (err == Z_MEM_ERROR) return err_set(&Exc_MemoryError, "Can't allocate memory for decompression object");
    if (err == Z_STREAM_ERROR) return err_set(&Exc_ValueError, "Invalid initialization option");
    return err_format((Type *)zlib_error_cls, "Error %d while creating decompression object", err);
}

static Object *comp_compress(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ZStreamObject *z = (ZStreamObject *)self;
    if (args_no_kw("compress", kwnames) < 0) return NULL;
    if (nargs != 1)
        return err_format(&Exc_TypeError, "compress() takes exactly 1 positional argument (%zd given)", nargs);
    Object *data;
    if (data_arg(args[0], &data) < 0) return NULL;
    size_t n = (size_t)bytes_len(data);
    Job j;
    stream_lock(&z->mu);
    job_start(&j, &z->zs, data, 0, 0, NULL);
    job_run(&j, run_deflate, Z_NO_FLUSH, n);
    Object *r = NULL;
    if (j.oom) err_set(&Exc_MemoryError, "Out of memory while compressing data");
    else if (j.err == Z_STREAM_ERROR) zlib_error(&z->zs, j.err, "while compressing data");
    else r = outbuf_finish(&j.out);
    pthread_mutex_unlock(&z->mu);
    outbuf_discard(&j.out);
    DECREF(data);
    return r;
}

static Object *comp_flush(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ZStreamObject *z = (ZStreamObject *)self;
    if (args_no_kw("flush", kwnames) < 0 || flush_count(nargs) < 0) return NULL;
    int mode;
    if (int_arg(nargs > 0 ? args[0] : NULL, Z_FINISH, &mode) < 0) return NULL;
    if (mode == Z_NO_FLUSH) return bytes_from("", 0);
    Job j;
    stream_lock(&z->mu);
    job_start(&j, &z->zs, NULL, 0, 0, NULL);
    run_deflate(&j, mode);
    Object *r = NULL;
    if (j.oom) {
        err_set(&Exc_MemoryError, "Out of memory while compressing data");
    } else if (j.err == Z_STREAM_END && mode == Z_FINISH) {
        int e = deflateEnd(&z->zs);
        z->live = false;
        if (e != Z_OK) zlib_error(&z->zs, e, "while finishing compression");
        else r = outbuf_finish(&j.out);
    } else if (j.err != Z_OK && j.err != Z_BUF_ERROR) {
        zlib_error(&z->zs, j.err, "while flushing");
    } else {
        r = outbuf_finish(&j.out);
    }
    pthread_mutex_unlock(&z->mu);
    outbuf_discard(&j.out);
    return r;
}

/* The part of the input zlib did not take: after the end of the stream it
 * joins unused_data; otherwise it is the new unconsumed_tail (which is
 * also emptied when everything was taken).  Under z->mu.  *old1, *old2:
 * the values replaced, for the caller to release after unlocking. */
static int save_unconsumed(ZStreamObject *z, const Job *j, Object **old1, Object **old2)
{
    *old1 = *old2 = NULL;
    const char *rest = (const char *)z->zs.next_in;
    size_t nrest = z->zs.avail_in + j->left;
    if (j->err == Z_STREAM_END && nrest > 0) {
        size_t have = (size_t)bytes_len(z->unused_data);
        Object *u = bytes_new_raw((ssize_t)(have + nrest));
        if (u == NULL) return -1;
        memcpy(bytes_data(u), bytes_data(z->unused_data), have);
        memcpy(bytes_data(u) + have, rest, nrest);
        *old1 = z->unused_data;
        z->unused_data = u;
        z->zs.avail_in = 0;
        nrest = 0;
    }
    if (nrest > 0 || bytes_len(z->unconsumed_tail) > 0) {
        Object *t = bytes_from(rest, (ssize_t)nrest);
        if (t == NULL) return -1;
        *old2 = z->unconsumed_tail;
        z->unconsumed_tail = t;
    }
    return 0;
}

static Object *decomp_finish(ZStreamObject *z, Job *j, Object *input, bool flushing)
{
    Object *old1, *old2, *r = NULL;
    int s = save_unconsumed(z, j, &old1, &old2);
    if (s < 0) {
        /* the exception is set */
    } else if (j->oom) {
        err_set(&Exc_MemoryError, "Out of memory while decompressing data");
    } else if (j->dict_failed) {
        zlib_error(&z->zs, j->err, "while setting zdict");
    } else if (j->err == Z_STREAM_END) {
        z->eof = true;
        if (flushing && z->live) {
            z->live = false;
            int e = inflateEnd(&z->zs);
            if (e != Z_OK) zlib_error(&z->zs, e, "while finishing decompression");
            else r = outbuf_finish(&j->out);
        } else {
            r = outbuf_finish(&j->out);
        }
    } else if (j->err != Z_OK && j->err != Z_BUF_ERROR) {
        zlib_error(&z->zs, j->err, "while decompressing data");
    } else {
        r = outbuf_finish(&j->out);
    }
    pthread_mutex_unlock(&z->mu);
    outbuf_discard(&j->out);
    XDECREF(old1);
    XDECREF(old2);
    XDECREF(input);
    return r;
}

static Object *decomp_decompress(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ZStreamObject *z = (ZStreamObject *)self;
    static const char *const names[] = {"data", "max_length", NULL};
    Object *a[2] = {NULL, NULL};
    if (args_parse("decompress", args, nargs, kwnames, names, 1, 1, a) < 0) return NULL;
    ssize_t max = 0;
    if (a[1]) {
        if (c_int_arg(a[1], SSIZE_MIN, SSIZE_MAX, "ssize_t", &max) < 0) return NULL;
        if (max < 0) return err_set(&Exc_ValueError, "max_length must be non-negative");
    }
    Object *data;
    if (data_arg(a[0], &data) < 0) return NULL;
    size_t first = DEF_BUF_SIZE;
    if (max && (size_t)max < first) first = (size_t)max;
    Job j;
    stream_lock(&z->mu);
    job_start(&j, &z->zs, data, first, (size_t)max, z->zdict);
    job_run(&j, run_inflate, Z_SYNC_FLUSH, SIZE_MAX);
    return decomp_finish(z, &j, data, false);
}

static Object *decomp_flush(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ZStreamObject *z = (ZStreamObject *)self;
    if (args_no_kw("flush", kwnames) < 0 || flush_count(nargs) < 0) return NULL;
    ssize_t length = DEF_BUF_SIZE;
    if (nargs > 0) {
        if (c_int_arg(args[0], SSIZE_MIN, SSIZE_MAX, "ssize_t", &length) < 0) return NULL;
        if (length <= 0) return err_set(&Exc_ValueError, "length must be greater than zero");
    }
    Job j;
    stream_lock(&z->mu);
    Object *tail = NEWREF(z->unconsumed_tail);
    job_start(&j, &z->zs, tail, (size_t)length, 0, z->zdict);
    job_run(&j, run_inflate, Z_FINISH, SIZE_MAX);
    return decomp_finish(z, &j, tail, true);
}

static Object *zstream_copy(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    ZStreamObject *z = (ZStreamObject *)self;
    if (args_no_kw("copy", kwnames) < 0) return NULL;
    if (nargs != 0) return err_set(&Exc_TypeError, "copy() takes no arguments");
    bool comp = TYPE(self) == &ZCompress_Type;
    ZStreamObject *c = zstream_alloc(TYPE(self));
    if (c == NULL) return NULL;
    stream_lock(&z->mu);
    int err = !z->live ? Z_STREAM_ERROR : comp ? deflateCopy(&c->zs, &z->zs) : inflateCopy(&c->zs, &z->zs);
    if (err == Z_OK) {
        c->live = true;
        c->eof = z->eof;
        Object *u = c->unused_data, *t = c->unconsumed_tail;
        c->unused_data = NEWREF(z->unused_data);
        c->unconsumed_tail = NEWREF(z->unconsumed_tail);
        c->zdict = z->zdict ? NEWREF(z->zdict) : NULL;
        pthread_mutex_unlock(&z->mu);
        DECREF(u);
        DECREF(t);
        return (Object *)c;
    }
    pthread_mutex_unlock(&z->mu);
    DECREF((Object *)c);
    if (err == Z_STREAM_ERROR) return err_set(&Exc_ValueError, "Inconsistent stream state");
    if (err == Z_MEM_ERROR)
        return err_set(&Exc_MemoryError, comp ? "Can't allocate memory for compression object"
                                               : "Can't allocate memory for decompression object");
    return zlib_error(&z->zs, err, comp ? "while copying compression object" : "while copying decompression object");
}

static Object *zstream_deepcopy(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("__deepcopy__", kwnames) < 0 || args_count("__deepcopy__", nargs, 1, 1) < 0) return NULL;
    (void)args;
    return zstream_copy(self, NULL, 0, NULL);
}

static Object *zstream_field(Object *self, Object **field)
{
    ZStreamObject *z = (ZStreamObject *)self;
    stream_lock(&z->mu);
    Object *v = NEWREF(*field);
    pthread_mutex_unlock(&z->mu);
    return v;
}

static Object *decomp_get_unused_data(Object *self, void *closure)
{
    (void)closure;
    return zstream_field(self, &((ZStreamObject *)self)->unused_data);
}

static Object *decomp_get_unconsumed_tail(Object *self, void *closure)
{
    (void)closure;
    return zstream_field(self, &((ZStreamObject *)self)->unconsumed_tail);
}

static Object *decomp_get_eof(Object *self, void *closure)
{
    (void)closure;
    ZStreamObject *z = (ZStreamObject *)self;
    stream_lock(&z->mu);
    bool eof = z->eof;
    pthread_mutex_unlock(&z->mu);
    return NEWREF(bool_from(eof));
}

static const MethodDef comp_methods[] = {
    {"compress", comp_compress, METH_DEFAULT},
    {"flush", comp_flush, METH_DEFAULT},
    {"copy", zstream_copy, METH_DEFAULT},
    {"__copy__", zstream_copy, METH_DEFAULT},
    {"__deepcopy__", zstream_deepcopy, METH_DEFAULT},
    {NULL, NULL, 0},
};

static const MethodDef decomp_methods[] = {
    {"decompress", decomp_decompress, METH_DEFAULT},
    {"flush", decomp_flush, METH_DEFAULT},
    {"copy", zstream_copy, METH_DEFAULT},
    {"__copy__", zstream_copy, METH_DEFAULT},
    {"__deepcopy__", zstream_deepcopy, METH_DEFAULT},
    {NULL, NULL, 0},
};

static const GetSetDef decomp_getset[] = {
    {"unused_data", decomp_get_unused_data, NULL, NULL},
    {"unconsumed_tail", decomp_get_unconsumed_tail, NULL, NULL},
    {"eof", decomp_get_eof, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type ZCompress_Type = {
    TYPE_HEAD_INIT,
    .name = "zlib.Compress",
    .basicsize = sizeof(ZStreamObject),
    .dealloc = zstream_dealloc,
    .methods = comp_methods,
};

Type ZDecompress_Type = {
    TYPE_HEAD_INIT,
    .name = "zlib.Decompress",
    .basicsize = sizeof(ZStreamObject),
    .dealloc = zstream_dealloc,
    .methods = decomp_methods,
    .getset = decomp_getset,
};

static const MethodDef zlib_methods[] = {
    {"compress", zlib_compress, METH_DEFAULT},
    {"decompress", zlib_decompress, METH_DEFAULT},
    {"compressobj", zlib_compressobj, METH_DEFAULT},
    {"decompressobj", zlib_decompressobj, METH_DEFAULT},
    {"crc32", zlib_crc32, METH_DEFAULT},
    {"adler32", zlib_adler32, METH_DEFAULT},
    {NULL, NULL, 0},
};

int zlibmodule_init(void)
{
    if (type_ready(&ZCompress_Type) < 0 || type_ready(&ZDecompress_Type) < 0) return -1;
    Object *m = module_new_builtin("zlib", zlib_methods);
    if (m == NULL) return -1;
    Object *d = module_dict(m);
    zlib_error_cls = error_class_new("zlib", "error", &Exc_Exception);
    if (zlib_error_cls == NULL || dict_set_cstr(d, "error", zlib_error_cls) < 0) return -1;
    static const struct {
        const char *name;
        int value;
    } consts[] = {
        {"MAX_WBITS", MAX_WBITS}, {"DEFLATED", Z_DEFLATED}, {"DEF_MEM_LEVEL", DEF_MEM_LEVEL},
        {"DEF_BUF_SIZE", DEF_BUF_SIZE}, {"Z_NO_COMPRESSION", Z_NO_COMPRESSION}, {"Z_BEST_SPEED", Z_BEST_SPEED},
        {"Z_BEST_COMPRESSION", Z_BEST_COMPRESSION}, {"Z_DEFAULT_COMPRESSION", Z_DEFAULT_COMPRESSION},
        {"Z_FILTERED", Z_FILTERED}, {"Z_HUFFMAN_ONLY", Z_HUFFMAN_ONLY}, {"Z_RLE", Z_RLE}, {"Z_FIXED", Z_FIXED},
        {"Z_DEFAULT_STRATEGY", Z_DEFAULT_STRATEGY}, {"Z_NO_FLUSH", Z_NO_FLUSH}, {"Z_PARTIAL_FLUSH", Z_PARTIAL_FLUSH},
        {"Z_SYNC_FLUSH", Z_SYNC_FLUSH}, {"Z_FULL_FLUSH", Z_FULL_FLUSH}, {"Z_FINISH", Z_FINISH}, {"Z_BLOCK", Z_BLOCK},
        {"Z_TREES", Z_TREES},
    };
    for (size_t i = 0; i < sizeof consts / sizeof consts[0]; i++) {
        Object *v = int_from_i64(consts[i].value);
        if (v == NULL || dict_set_cstr(d, consts[i].name, v) < 0) {
            XDECREF(v);
            return -1;
        }
        DECREF(v);
    }
    Object *ver = str_from_cstr(ZLIB_VERSION), *rver = str_from_cstr(zlibVersion());
    int r = ver && rver && dict_set_cstr(d, "ZLIB_VERSION", ver) == 0 && dict_set_cstr(d, "ZLIB_RUNTIME_VERSION", rver) == 0
                ? 0
                : -1;
    XDECREF(ver);
    XDECREF(rver);
    return r;
}
