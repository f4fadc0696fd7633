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
 * sys.stdout, sys.stderr and sys.stdin are small immortal objects of type
 * "_io.TextIOWrapper" with write/flush/readline, enough for
 * `sys.stdout.write(s)` and `print(x, file=sys.stderr)`.
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

static int os_error(void)
{
    err_format(&Exc_OSError, "[Errno %d] %s", errno, strerror(errno));
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

int io_write_stderr(const char *s, size_t n)
{
    io_flush_all();
    return write_all(2, s, n) ? 0 : os_error();
}

/* One line from stdin; keep_newline for readline(), not for input().
 * New ref str, or NULL: EOFError (input) / "" (readline) at end of file. */
static Object *read_line(bool keep_newline)
{
    io_flush_all();
    char *line = NULL;
    size_t cap = 0;
    /* Blocking on the user: detached, so a stop-the-world does not wait
     * for the typing (no object is touched meanwhile); Ctrl-C interrupts
     * the read with KeyboardInterrupt as in CPython. */
    ThreadState *ts = ts_get();
    ssize_t n;
    for (;;) {
        errno = 0;
        thread_detach(ts);
        n = getline(&line, &cap, stdin);
        int e = errno;
        thread_attach(ts);
        errno = e;
        if (n >= 0 || e != EINTR) break;
        clearerr(stdin);
        if (thread_check_signals(ts) < 0) {
            free(line);
            return NULL;
        }
    }
    if (n < 0) {
        free(line);
        if (ferror(stdin) && errno != 0) {
            clearerr(stdin);
            os_error();
            return NULL;
        }
        clearerr(stdin);
        if (keep_newline) return str_from_cstr("");
        return err_set(&Exc_EOFError, "EOF when reading a line");
    }
    if (!keep_newline && n > 0 && line[n - 1] == '\n') n--;
    Object *s = str_from_utf8(line, n);
    free(line);
    return s;
}

Object *io_read_line(void) { return read_line(false); }

/* ---- sys.stdout / sys.stderr / sys.stdin ------------------------------- */

typedef struct {
    Object ob;
    int fd;
} StreamObject;

static const char *stream_name(StreamObject *s)
{
    return s->fd == 0 ? "<stdin>" : s->fd == 1 ? "<stdout>" : "<stderr>";
}

static Object *stream_write(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("write", kwnames) < 0 || args_count("TextIOWrapper.write", nargs, 1, 1) < 0) return NULL;
    StreamObject *st = (StreamObject *)self;
    Object *s = args[0];
    if (!is_str(s)) return err_format(&Exc_TypeError, "write() argument must be str, not %s", args_type_name(s));
    if (st->fd == 0) return err_set(&Exc_OSError, "not writable");
    int r = st->fd == 1 ? io_write_stdout(str_cstr(s), (size_t)str_nbytes(s))
                        : io_write_stderr(str_cstr(s), (size_t)str_nbytes(s));
    if (r < 0) return NULL;
    return int_from_i64(str_len(s));
}

static Object *stream_flush(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("flush", kwnames) < 0 || args_count("TextIOWrapper.flush", nargs, 0, 0) < 0) return NULL;
    io_flush_all();
    return NEWREF(None);
}

static Object *stream_readline(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("readline", kwnames) < 0 || args_count("readline", nargs, 0, 1) < 0) return NULL;
    if (((StreamObject *)self)->fd != 0) return err_set(&Exc_OSError, "not readable");
    return read_line(true);
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

static Object *stream_repr(Object *o)
{
    StreamObject *s = (StreamObject *)o;
    return str_from_format("<_io.TextIOWrapper name='%s' mode='%s' encoding='utf-8'>", stream_name(s),
                           s->fd == 0 ? "r" : "w");
}

static const MethodDef stream_methods[] = {
    {"write", stream_write, METH_DEFAULT},
    {"flush", stream_flush, METH_DEFAULT},
    {"readline", stream_readline, METH_DEFAULT},
    {"fileno", stream_fileno, METH_DEFAULT},
    {"isatty", stream_isatty, METH_DEFAULT},
    {NULL, NULL, 0},
};

static Type Stream_Type = {
    TYPE_HEAD_INIT,
    .name = "_io.TextIOWrapper",
    .basicsize = sizeof(StreamObject),
    .repr = stream_repr,
    .methods = stream_methods,
};

Object *io_stream_new(int fd)
{
    if (type_ready(&Stream_Type) < 0) return NULL;
    StreamObject *s = (StreamObject *)obj_alloc(&Stream_Type, sizeof(StreamObject));
    if (s == NULL) return NULL;
    s->fd = fd;
    obj_make_immortal((Object *)s);
    return (Object *)s;
}

bool io_is_std_stream(Object *o, int fd)
{
    return TYPE(o) == &Stream_Type && ((StreamObject *)o)->fd == fd;
}
