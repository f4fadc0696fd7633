/* bz2module.c: `_bz2`, the core of the `bz2` module: BZ2Compressor and
 * BZ2Decompressor on the system's libbz2.
 *
 * The idea.  Each object wraps one bz_stream.  A compressor takes data in
 * pieces (compress) and ends the stream once (flush); a decompressor takes
 * compressed pieces and gives what they decode to, at most max_length
 * bytes per call, keeping the input it did not use (needs_input says
 * whether it wants more), and after the end of the stream keeps what
 * followed in unused_data.  bz2.py builds compress/decompress, BZ2File and
 * open on these, as CPython's bz2.py does.
 *
 * A run of libbz2 touches only plain memory: the input is an immutable
 * bytes object the call holds (a bytearray or memoryview is copied first),
 * or the decompressor's own malloc'd leftover input; the output an OutBuf
 * (modules/compression.h).  So a compression run on DETACH_MIN bytes of
 * input or more, every flush (where the last block is sorted, the costly
 * part of bzip2) and every decompression (a few bytes may decode to
 * megabytes) run detached: two threads compressing take about the time of
 * one.
 *
 * Invariants.  A compressor's stream is live from creation to dealloc;
 * `flushed` is set once flush() ended it, and compress/flush refuse to run
 * after.  A decompressor's `in` buffer holds exactly the input libbz2 has
 * not taken yet (in_len bytes); empty once eof is set, where the rest went
 * to unused_data.
 *
 * Threads.  State and its rule:
 *   - a BZ2Compressor or BZ2Decompressor: every field is guarded by the
 *     object's pthread mutex `mu` (stream_lock: a thread that finds it
 *     taken waits detached), held for the whole call, detached run
 *     included; the getters (eof, unused_data, needs_input) read under it;
 *   - the module keeps no other state.
 *
 * What fpy simplifies: the types cannot be subclassed, and are not
 * picklable (neither are CPython's).
 */
#include <bzlib.h>
#include <limits.h>

#include "modules/compression.h"
#include "modules/modules.h"
#include "runtime/bytesimpl.h"
#include "runtime/core.h"

/* CPython's exception for each libbz2 error code; 0 for success codes. */
static int bz2_error(int ret)
{
    switch (ret) {
    case BZ_PARAM_ERROR:
        err_set(&Exc_ValueError, "Internal error - invalid parameters passed to libbzip2");
        return -1;
    case BZ_MEM_ERROR:
        err_no_memory();
        return -1;
    case BZ_DATA_ERROR:
    case BZ_DATA_ERROR_MAGIC:
        err_set(&Exc_OSError, "Invalid data stream");
        return -1;
    case BZ_IO_ERROR:
        err_set(&Exc_OSError, "Unknown I/O error");
        return -1;
    case BZ_UNEXPECTED_EOF:
        err_set(&Exc_EOFError, "Compressed file ended before the logical end-of-stream was detected");
        return -1;
    case BZ_SEQUENCE_ERROR:
        err_set(&Exc_RuntimeError, "Internal error - Invalid sequence of commands sent to libbzip2");
        return -1;
    default:
        if (ret < 0) {
            err_format(&Exc_OSError, "Unrecognized error from libbzip2: %d", ret);
            return -1;
        }
        return 0;
    }
}

static int data_arg(Object *o, Object **out)
{
    int r = buffer_bytes(o, out);
    if (r == 0) err_format(&Exc_TypeError, "a bytes-like object is required, not '%s'", TYPE_NAME(o));
    return r > 0 ? 0 : -1;
}

typedef struct {
    Object ob;
    pthread_mutex_t mu;     /* guards every field below (see the essay) */
    bz_stream bzs;
    bool live;              /* bzs initialised */
    /* compressor */
    bool flushed;
    /* decompressor */
    bool eof, needs_input;
    char *in;               /* input libbz2 has not taken (malloc'd), in_len bytes */
    size_t in_len;
    Object *unused_data;    /* bytes */
} Bz2Object;

Type Bz2Compressor_Type, Bz2Decompressor_Type;

static void bz2_dealloc(Object *self)
{
    Bz2Object *b = (Bz2Object *)self;
    if (b->live) {
        if (TYPE(self) == &Bz2Compressor_Type) BZ2_bzCompressEnd(&b->bzs);
        else BZ2_bzDecompressEnd(&b->bzs);
    }
    free(b->in);
    XDECREF(b->unused_data);
    pthread_mutex_destroy(&b->mu);
    obj_free(self);
}

/* ---- a run of libbz2 (no objects touched) ------------------------------------- */

typedef struct {
    bz_stream *bzs;
    const char *in;
    size_t left;     /* input after what avail_in covers */
    OutBuf out;
    int action;      /* BZ_RUN / BZ_FINISH (compression); -1 decompression */
    int ret;
    bool oom;
    bool full;       /* decompression stopped at the output limit */
    bool zero;       /* max_length 0: libbz2 gets no output room at all */
    char dummy[1];   /* next_out while zero */
} Bz2Job;

static void bz2_feed(Bz2Job *j)
{
    if (j->bzs->avail_in == 0 && j->left) {
        size_t take = j->left < UINT_MAX ? j->left : UINT_MAX;
        j->bzs->avail_in = (unsigned)take;
        j->left -= take;
    }
}

static int bz2_room(Bz2Job *j)
{
    if (j->bzs->avail_out != 0) return 1;
    size_t space;
    int r = outbuf_room(&j->out, &space);
    if (r < 0) j->oom = true;
    if (r <= 0) return r;
    j->bzs->next_out = j->out.buf + j->out.len;
    j->bzs->avail_out = space < UINT_MAX ? (unsigned)space : UINT_MAX;
    return 1;
}

static void bz2_took(Bz2Job *j)
{
    if (j->zero) return;
    j->out.len = (size_t)(j->bzs->next_out - j->out.buf);
}

static void run_compress(Bz2Job *j)
{
    for (;;) {
        bz2_feed(j);
        if (j->action == BZ_RUN && j->bzs->avail_in == 0) return;
        if (bz2_room(j) < 0) return;
        j->ret = BZ2_bzCompress(j->bzs, j->action);
        bz2_took(j);
        if (j->ret < 0) return;
        if (j->action == BZ_FINISH && j->ret == BZ_STREAM_END) return;
    }
}

/* CPython's order: decompress first (with no output room at all when
 * max_length is 0: libbz2 may still take header bytes), stop when the
 * input is used up, grow the output only when it is full. */
static void run_decompress(Bz2Job *j)
{
    if (j->zero) {
        j->bzs->next_out = j->dummy;
        j->bzs->avail_out = 0;
    } else if (bz2_room(j) < 0) {
        return;
    }
    for (;;) {
        bz2_feed(j);
        j->ret = BZ2_bzDecompress(j->bzs);
        bz2_took(j);
        if (j->ret < 0 || j->ret == BZ_STREAM_END) return;
        if (j->bzs->avail_in == 0 && j->left == 0) return;
        if (j->bzs->avail_out == 0) {
            int r = j->zero ? 0 : bz2_room(j);
            if (r < 0) return;
            if (r == 0) {
                j->full = true;
                return;
            }
        }
    }
}

static void bz2_job_run(Bz2Job *j, bool detach)
{
    ThreadState *ts = NULL;
    if (detach) {
        ts = ts_get();
        thread_detach(ts);
    }
    if (j->action < 0) run_decompress(j);
    else run_compress(j);
    if (detach) thread_attach(ts);
}

static void bz2_job_start(Bz2Job *j, bz_stream *bzs, const char *in, size_t n, size_t max, int action)
{
    memset(j, 0, sizeof *j);
    j->bzs = bzs;
    bzs->next_in = (char *)in;
    bzs->avail_in = 0;
    bzs->avail_out = 0;
    j->in = in;
    j->left = n;
    outbuf_init(&j->out, 0, max);
    j->action = action;
}

/* ---- BZ2Compressor ---------------------------------------------------------------- */

static Object *compressor_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("BZ2Compressor", kwnames) < 0 || args_count("BZ2Compressor", nargs, 0, 1) < 0) return NULL;
    ssize_t level = 9;
    if (nargs > 0 && c_int_arg(args[0], INT_MIN, INT_MAX, "int", &level) < 0) return NULL;
    if (level < 1 || level > 9) return err_set(&Exc_ValueError, "compresslevel must be between 1 and 9");
    Bz2Object *b = (Bz2Object *)obj_alloc((Type *)type, sizeof(Bz2Object));
    if (b == NULL) return NULL;
    pthread_mutex_init(&b->mu, NULL);
    if (bz2_error(BZ2_bzCompressInit(&b->bzs, (int)level, 0, 0)) < 0) {
        DECREF((Object *)b);
        return NULL;
    }
    b->live = true;
    return (Object *)b;
}

static Object *compressor_finish(Bz2Object *b, Bz2Job *j)
{
    Object *r = NULL;
    if (j->oom) err_no_memory();
    else if (bz2_error(j->ret) == 0) r = outbuf_finish(&j->out);
    pthread_mutex_unlock(&b->mu);
    outbuf_discard(&j->out);
    return r;
}

static Object *compressor_compress(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Bz2Object *b = (Bz2Object *)self;
    if (args_no_kw("BZ2Compressor.compress", kwnames) < 0 || args_count("BZ2Compressor.compress", nargs, 1, 1) < 0)
        return NULL;
    Object *data;
    if (data_arg(args[0], &data) < 0) return NULL;
    stream_lock(&b->mu);
    if (b->flushed) {
        pthread_mutex_unlock(&b->mu);
        DECREF(data);
        return err_set(&Exc_ValueError, "Compressor has been flushed");
    }
    Bz2Job j;
    size_t n = (size_t)bytes_len(data);
    bz2_job_start(&j, &b->bzs, bytes_data(data), n, 0, BZ_RUN);
    bz2_job_run(&j, n >= DETACH_MIN);
    Object *r = compressor_finish(b, &j);
    DECREF(data);
    return r;
}

static Object *compressor_flush(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    Bz2Object *b = (Bz2Object *)self;
    if (args_no_kw("BZ2Compressor.flush", kwnames) < 0 || args_count("BZ2Compressor.flush", nargs, 0, 0) < 0)
        return NULL;
    stream_lock(&b->mu);
    if (b->flushed) {
        pthread_mutex_unlock(&b->mu);
        return err_set(&Exc_ValueError, "Repeated call to flush()");
    }
    b->flushed = true;
    Bz2Job j;
    bz2_job_start(&j, &b->bzs, "", 0, 0, BZ_FINISH);
    bz2_job_run(&j, true);
    return compressor_finish(b, &j);
}

static const MethodDef compressor_methods[] = {
    {"compress", compressor_compress, METH_DEFAULT},
    {"flush", compressor_flush, METH_DEFAULT},
    {NULL, NULL, 0},
};

Type Bz2Compressor_Type = {
    TYPE_HEAD_INIT,
    .name = "_bz2.BZ2Compressor",
    .basicsize = sizeof(Bz2Object),
    .dealloc = bz2_dealloc,
    .new = compressor_new,
    .methods = compressor_methods,
};

/* ---- BZ2Decompressor ---------------------------------------------------------------- */

static Object *decompressor_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("BZ2Decompressor", kwnames) < 0) return NULL;
    if (nargs != 0) return err_set(&Exc_TypeError, "BZ2Decompressor() takes no positional arguments");
    Bz2Object *b = (Bz2Object *)obj_alloc((Type *)type, sizeof(Bz2Object));
    if (b == NULL) return NULL;
    pthread_mutex_init(&b->mu, NULL);
    b->needs_input = true;
    b->unused_data = bytes_from("", 0);
    if (b->unused_data == NULL || bz2_error(BZ2_bzDecompressInit(&b->bzs, 0, 0)) < 0) {
        DECREF((Object *)b);
        return NULL;
    }
    b->live = true;
    return (Object *)b;
}

static Object *decompressor_decompress(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Bz2Object *b = (Bz2Object *)self;
    static const char *const names[] = {"data", "max_length", NULL};
    Object *a[2] = {NULL, NULL};
    if (args_parse("decompress", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    ssize_t max = -1;
    if (a[1]) {
        if (c_int_arg(a[1], SSIZE_MIN, SSIZE_MAX, "ssize_t", &max) < 0) return NULL;
    }
    Object *data;
    if (data_arg(a[0], &data) < 0) return NULL;
    size_t n = (size_t)bytes_len(data);
    stream_lock(&b->mu);
    if (b->eof) {
        pthread_mutex_unlock(&b->mu);
        DECREF(data);
        return err_set(&Exc_EOFError, "End of stream already reached");
    }
    /* the input: the leftover with data appended, or data itself */
    const char *in = bytes_data(data);
    size_t in_n = n;
    if (b->in_len > 0) {
        char *grown = n ? realloc(b->in, b->in_len + n) : b->in;
        if (grown == NULL) {
            pthread_mutex_unlock(&b->mu);
            DECREF(data);
            return err_no_memory();
        }
        memcpy(grown + b->in_len, bytes_data(data), n);
        b->in = grown;
        b->in_len += n;
        in = b->in;
        in_n = b->in_len;
    }
    Bz2Job j;
    bz2_job_start(&j, &b->bzs, in, in_n, max < 0 ? 0 : (size_t)max, -1);
    j.zero = max == 0;
    bz2_job_run(&j, true); /* a few bytes may decode to megabytes */
    size_t rest = b->bzs.avail_in + j.left;
    const char *rest_at = b->bzs.next_in;
    Object *r = NULL, *old_unused = NULL;
    if (j.oom) {
        err_no_memory();
    } else if (bz2_error(j.ret) == 0) {
        r = outbuf_finish(&j.out);
        if (j.ret == BZ_STREAM_END) {
            b->eof = true;
            b->needs_input = false;
            if (rest > 0) {
                Object *u = bytes_from(rest_at, (ssize_t)rest);
                if (u == NULL) {
                    DECREF(r);
                    r = NULL;
                } else {
                    old_unused = b->unused_data;
                    b->unused_data = u;
                }
            }
            rest = 0;
        } else {
            b->needs_input = rest == 0;
        }
    }
    /* keep what libbz2 did not take (also after an error, as CPython) */
    if (rest == 0) {
        free(b->in);
        b->in = NULL;
        b->in_len = 0;
    } else if (rest_at != b->in) {
        char *keep = malloc(rest);
        if (keep == NULL) {
            XDECREF(r);
            r = err_no_memory();
        } else {
            memcpy(keep, rest_at, rest);
            free(b->in);
            b->in = keep;
            b->in_len = rest;
        }
    }
    b->bzs.next_in = NULL;
    b->bzs.avail_in = 0;
    pthread_mutex_unlock(&b->mu);
    outbuf_discard(&j.out);
    XDECREF(old_unused);
    DECREF(data);
    return r;
}

static Object *decompressor_get_eof(Object *self, void *closure)
{
    (void)closure;
    Bz2Object *b = (Bz2Object *)self;
    stream_lock(&b->mu);
    bool v = b->eof;
    pthread_mutex_unlock(&b->mu);
    return NEWREF(bool_from(v));
}

static Object *decompressor_get_needs_input(Object *self, void *closure)
{
    (void)closure;
    Bz2Object *b = (Bz2Object *)self;
    stream_lock(&b->mu);
    bool v = b->needs_input;
    pthread_mutex_unlock(&b->mu);
    return NEWREF(bool_from(v));
}

static Object *decompressor_get_unused_data(Object *self, void *closure)
{
    (void)closure;
    Bz2Object *b = (Bz2Object *)self;
    stream_lock(&b->mu);
    Object *v = NEWREF(b->unused_data);
    pthread_mutex_unlock(&b->mu);
    return v;
}

static const MethodDef decompressor_methods[] = {
    {"decompress", decompressor_decompress, METH_DEFAULT},
    {NULL, NULL, 0},
};

static const GetSetDef decompressor_getset[] = {
    {"eof", decompressor_get_eof, NULL, NULL},
    {"unused_data", decompressor_get_unused_data, NULL, NULL},
    {"needs_input", decompressor_get_needs_input, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type Bz2Decompressor_Type = {
    TYPE_HEAD_INIT,
    .name = "_bz2.BZ2Decompressor",
    .basicsize = sizeof(Bz2Object),
    .dealloc = bz2_dealloc,
    .new = decompressor_new,
    .methods = decompressor_methods,
    .getset = decompressor_getset,
};

int bz2module_init(void)
{
    if (type_ready(&Bz2Compressor_Type) < 0 || type_ready(&Bz2Decompressor_Type) < 0) return -1;
    Object *m = module_new_builtin("_bz2", NULL);
    if (m == NULL) return -1;
    if (dict_set_cstr(module_dict(m), "BZ2Compressor", (Object *)&Bz2Compressor_Type) < 0) return -1;
    return dict_set_cstr(module_dict(m), "BZ2Decompressor", (Object *)&Bz2Decompressor_Type);
}
