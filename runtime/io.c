/* io.c: standard output, standard error and standard input.
 *
 * The idea.  print() is the hottest I/O path of most scripts, and one
 * write(2) system call per print would cost more than the rest of the
 * call.  So stdout is buffered here, as CPython buffers it: block
 * buffering when stdout is a file or a pipe, line buffering when it is a
 * terminal.  stderr is written at once, and stdout is always flushed
 * first, so that what a program prints keeps its order on a terminal
 * (and a traceback never overtakes the output before it).  The buffer is
 * also flushed before input() reads, on print(flush=True) and at exit
 * (runtime_init registers io_flush_all with atexit; the CLI may call it
 * earlier).
 *
 * Thread safety: the stdout buffer is shared by every thread; out_lock (a
 * pthread mutex) guards buf/len for the whole of each write or flush, so
 * one print() call's bytes are never interleaved with another's.
 *
 * sys.stdout and sys.stderr are small immortal objects of type
 * "_io.TextIOWrapper" with write/flush, enough for `sys.stdout.write(s)`
 * and `print(x, file=sys.stderr)`.  sys.stdin is a file object like those
 * open() makes (runtime/fileobject.c), reading fd 0 through its own
 * buffer; input() reads from it.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runtime/core.h"
#include "vm/thread.h"

#define OUT_CAP 65536

static pthread_mutex_t out_lock = PTHREAD_MUTEX_INITIALIZER;
static char out_buf[OUT_CAP]; /* guarded by out_lock */
static size_t out_len;        /* guarded by out_lock */
static int out_tty = -1;      /* -1 unknown, else isatty(1); guarded by out_lock */
/* fpy -u: every write to stdout goes out at once.  Set once by the CLI
 * before any Python code runs (io_set_unbuffered), read under out_lock. */
static bool out_unbuffered;

/* write(2) all of it; false on error (errno set). */
static bool write_all(int fd, const char *s, size_t n)
{
    while (n > 0) {
        ssize_t w = write(fd, s, n);
        if (w < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        s += w;
        n -= (size_t)w;
    }
    return true;
}

/* Caller holds out_lock. */
static bool flush_locked(void)
{
    bool ok = write_all(1, out_buf, out_len);
    out_len = 0;
    return ok;
}

/* The OSError subclass errno names (BrokenPipeError for a closed pipe:
 * SIGPIPE is ignored, vm/thread.c). */
static int os_error(void)
{
    err_set_errno(errno);
    return -1;
}

int io_write_stdout(const char *s, size_t n)
{
    if (n == 0) return 0;
    bool ok = true;
    pthread_mutex_lock(&out_lock);
    if (out_tty < 0) out_tty = isatty(1);
    if (out_len + n > OUT_CAP) ok = flush_locked();
    if (ok) {
        if (n >= OUT_CAP) {
            ok = write_all(1, s, n);
        } else {
            memcpy(out_buf + out_len, s, n);
            out_len += n;
            if (out_unbuffered || (out_tty && memchr(s, '\n', n))) ok = flush_locked();
        }
    }
    pthread_mutex_unlock(&out_lock);
    return ok ? 0 : os_error();
}

void io_set_unbuffered(void)
{
    pthread_mutex_lock(&out_lock);
    out_unbuffered = true;
    pthread_mutex_unlock(&out_lock);
}

void io_flush_all(void)
{
    pthread_mutex_lock(&out_lock);
    flush_locked();
    pthread_mutex_unlock(&out_lock);
}

/* At exit: stdout and every file still open with unwritten bytes. */
void io_flush_at_exit(void)
{
    io_flush_all();
    file_flush_all();
}

/* This thread's capture of stderr, or NULL (io_capture_stderr). */
static _Thread_local IoCapture *err_capture;

IoCapture *io_capture_stderr(IoCapture *c)
{
    IoCapture *old = err_capture;
    err_capture = c;
    return old;
}

int io_write_stderr(const char *s, size_t n)
{
    IoCapture *c = err_capture;
    if (c != NULL) {
        if (c->failed) return 0;
        if (c->len + n > c->cap) {
            size_t cap = c->cap ? c->cap : 256;
            while (cap < c->len + n) cap *= 2;
            char *b = realloc(c->buf, cap);
            if (b == NULL) {
                c->failed = true;
                return 0;
            }
            c->buf = b;
            c->cap = cap;
        }
        memcpy(c->buf + c->len, s, n);
        c->len += n;
        return 0;
    }
    io_flush_all();
    return write_all(2, s, n) ? 0 : os_error();
}

/* ---- sys.stdout / sys.stderr ------------------------------- */

/* sys.stdout / sys.stderr (text), and their .buffer (binary: the same
 * bytes path, taking bytes).  Immortal; fd and binary never change. */
typedef struct StreamObject {
    Object ob;
    int fd;
    bool binary;
    struct StreamObject *buffer; /* the text stream's binary one */
} StreamObject;

static const char *stream_name(StreamObject *s) { return s->fd == 1 ? "<stdout>" : "<stderr>"; }

static Object *stream_write(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("write", kwnames) < 0 || args_count("TextIOWrapper.write", nargs, 1, 1) < 0) return NULL;
    StreamObject *st = (StreamObject *)self;
    Object *s = args[0];
    const char *data;
    size_t n;
    Object *snap = NULL;
    if (st->binary) {
        int ok = buffer_bytes(s, &snap);
        if (ok < 0) return NULL;
        if (ok == 0) return err_format(&Exc_TypeError, "a bytes-like object is required, not '%s'", TYPE_NAME(s));
        data = bytes_data(snap);
        n = (size_t)bytes_len(snap);
    } else {
        if (!is_str(s)) return err_format(&Exc_TypeError, "write() argument must be str, not %s", args_type_name(s));
        data = str_cstr(s);
        n = (size_t)str_nbytes(s);
    }
    int r = st->fd == 1 ? io_write_stdout(data, n) : io_write_stderr(data, n);
    XDECREF(snap);
    if (r < 0) return NULL;
    return int_from_i64(st->binary ? (int64_t)n : str_len(s));
}

Object *io_writelines(Object *self, Object *lines, CallFunc write)
{
    Object *it = obj_iter(lines);
    if (it == NULL) return NULL;
    Object *item;
    while ((item = iter_next(it)) != NULL) {
        Object *r = write(self, &item, 1, NULL);
        DECREF(item);
        if (r == NULL) break;
        DECREF(r);
    }
    DECREF(it);
    return err_occurred() ? NULL : NEWREF(None);
}

static Object *stream_writelines(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("writelines", kwnames) < 0 || args_count("writelines", nargs, 1, 1) < 0) return NULL;
    return io_writelines(self, args[0], stream_write);
}

static Object *stream_flush(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("flush", kwnames) < 0 || args_count("TextIOWrapper.flush", nargs, 0, 0) < 0) return NULL;
    io_flush_all();
    return NEWREF(None);
}

static Object *stream_fileno(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("fileno", kwnames) < 0 || args_count("TextIOWrapper.fileno", nargs, 0, 0) < 0) return NULL;
    return small_new(((StreamObject *)self)->fd);
}

static Object *stream_isatty(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("isatty", kwnames) < 0 || args_count("TextIOWrapper.isatty", nargs, 0, 0) < 0) return NULL;
    return bool_from(isatty(((StreamObject *)self)->fd));
}

/* reconfigure(*, encoding, errors, newline, line_buffering, write_through):
 * these streams write UTF-8 through one buffer, so a change of encoding is
 * refused; the rest is accepted (stdout's buffer already follows the
 * terminal, stderr's writes go out at once). */
static Object *stream_reconfigure(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"$encoding", "errors", "newline", "line_buffering", "write_through", NULL};
    Object *a[5];
    if (args_parse("reconfigure", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    if (a[0] && a[0] != None) {
        if (!is_str(a[0]))
            return err_format(&Exc_TypeError, "reconfigure() argument 'encoding' must be str or None, not %s",
                              args_type_name(a[0]));
        int codec = str_codec_lookup(a[0]);
        if (codec < 0) return err_format(&Exc_LookupError, "unknown encoding: %U", a[0]);
        if (codec != 0) return err_set(&Exc_NotImplementedError, "fpy: sys.stdout and sys.stderr write UTF-8 only");
    }
    return NEWREF(None);
}

/* readable() and seekable() False, writable() True: closure selects. */
static Object *stream_answer(Object *self, Object *const *args, ssize_t nargs, Object *kwnames, bool v)
{
    (void)self, (void)args;
    if (args_no_kw("writable", kwnames) < 0 || args_count("writable", nargs, 0, 0) < 0) return NULL;
    return bool_from(v);
}
static Object *stream_readable(Object *self, Object *const *a, ssize_t n, Object *k) { return stream_answer(self, a, n, k, false); }
static Object *stream_writable(Object *self, Object *const *a, ssize_t n, Object *k) { return stream_answer(self, a, n, k, true); }
static Object *stream_seekable(Object *self, Object *const *a, ssize_t n, Object *k) { return stream_answer(self, a, n, k, false); }

static Object *stream_repr(Object *o)
{
    StreamObject *s = (StreamObject *)o;
    if (s->binary) return str_from_format("<_io.BufferedWriter name='%s'>", stream_name(s));
    return str_from_format("<_io.TextIOWrapper name='%s' mode='w' encoding='utf-8'>", stream_name(s));
}

static const MethodDef stream_methods[] = {
    {"write", stream_write, METH_DEFAULT},
    {"writelines", stream_writelines, METH_DEFAULT},
    {"reconfigure", stream_reconfigure, METH_DEFAULT},
    {"flush", stream_flush, METH_DEFAULT},
    {"fileno", stream_fileno, METH_DEFAULT},
    {"isatty", stream_isatty, METH_DEFAULT},
    {"readable", stream_readable, METH_DEFAULT},
    {"writable", stream_writable, METH_DEFAULT},
    {"seekable", stream_seekable, METH_DEFAULT},
    {NULL, NULL, 0},
};

/* name, mode, encoding, errors, closed, line_buffering, buffer */
static Object *stream_get(Object *o, void *c)
{
    StreamObject *s = (StreamObject *)o;
    switch ((intptr_t)c) {
    case 0: return str_from_cstr(stream_name(s));
    case 1: return str_from_cstr(s->binary ? "wb" : "w");
    case 2: return str_from_cstr("utf-8");
    case 3: return str_from_cstr(s->fd == 2 ? "backslashreplace" : "strict");
    case 4: return NEWREF(False);
    case 5: return bool_from(s->fd == 2 || isatty(s->fd));
    default: return s->buffer ? NEWREF((Object *)s->buffer) : err_format(&Exc_AttributeError, "'_io.BufferedWriter' object has no attribute 'buffer'");
    }
}

static const GetSetDef stream_getset[] = {
    {"name", stream_get, NULL, (void *)0},
    {"mode", stream_get, NULL, (void *)1},
    {"encoding", stream_get, NULL, (void *)2},
    {"errors", stream_get, NULL, (void *)3},
    {"closed", stream_get, NULL, (void *)4},
    {"line_buffering", stream_get, NULL, (void *)5},
    {"buffer", stream_get, NULL, (void *)6},
    {NULL, NULL, NULL, NULL},
};

static Type Stream_Type = {
    TYPE_HEAD_INIT,
    .name = "_io.TextIOWrapper",
    .basicsize = sizeof(StreamObject),
    .repr = stream_repr,
    .methods = stream_methods,
    .getset = stream_getset,
};

/* The text streams of fd 1 and 2, written once at start-up. */
static Object *io_stream_by_fd[3];

static StreamObject *stream_alloc(int fd, bool binary)
{
    StreamObject *s = (StreamObject *)obj_alloc(&Stream_Type, sizeof(StreamObject));
    if (s == NULL) return NULL;
    s->fd = fd;
    s->binary = binary;
    obj_make_immortal((Object *)s);
    return s;
}

Object *io_stream_new(int fd)
{
    if (fd == 0) return file_stdin_new(); /* a real file object (runtime/fileobject.c) */
    if (type_ready(&Stream_Type) < 0) return NULL;
    StreamObject *s = stream_alloc(fd, false);
    if (s == NULL || (s->buffer = stream_alloc(fd, true)) == NULL) return NULL;
    io_stream_by_fd[fd] = (Object *)s;
    return (Object *)s;
}

Object *io_stream_text_of(Object *o)
{
    if (TYPE(o) != &Stream_Type || !((StreamObject *)o)->binary) return NULL;
    return io_stream_by_fd[((StreamObject *)o)->fd];
}

bool io_is_std_stream(Object *o, int fd)
{
    return TYPE(o) == &Stream_Type && ((StreamObject *)o)->fd == fd && !((StreamObject *)o)->binary;
}
