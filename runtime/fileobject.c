/* fileobject.c: open() and the file objects it returns.
 *
 * The idea.  CPython stacks three objects for one text file: a raw FileIO
 * (system calls), a BufferedReader/Writer/Random (a byte buffer) and a
 * TextIOWrapper (decoding and newlines).  fpy keeps one object with one
 * byte buffer and a `kind` that says which of CPython's types it stands
 * for: text (_io.TextIOWrapper), buffered binary (_io.BufferedReader,
 * BufferedWriter, BufferedRandom by mode) or raw (_io.FileIO, buffering=0).
 * The types differ in name and in what read and write take and give; the
 * buffer and the system calls are shared.
 *
 * Text is decoded from the byte buffer a line or a chunk at a time, never
 * a character at a time: the three codecs fpy has (UTF-8, ASCII, Latin-1)
 * keep '\r' and '\n' as single bytes that no multi-byte sequence contains,
 * so lines are found, and newlines translated, on the bytes before
 * decoding.  So `for line in f` is a memchr, one copy and one UTF-8 check
 * per line.  tell() is a byte offset (CPython's text tell() is an opaque
 * cookie that, for these codecs, is the same number); seek() takes it back.
 *
 * Buffers.  A file reads into rbuf (bytes rbuf[rpos..rlen) not yet handed
 * out) or writes into wbuf, never both: a write first gives back what was
 * read ahead (seeking back over it), a read first flushes what was
 * written.  Writes leave when wbuf is full, on flush() and close(), at a
 * newline when line buffered (a terminal), and at exit: every file with a
 * write buffer is on a list (open_files) that io_flush_all walks.
 *
 * Thread safety.  Each file object has a pthread mutex (`mu`) held for
 * the whole of every operation that touches its state (buffers, position,
 * closed), so two threads reading lines from one file each get whole
 * lines and a write is never interleaved with another.  An operation may
 * block in a system call (a pipe, a terminal); the thread is detached for
 * the call, so a stop-the-world never waits for it, and a thread that finds
 * the mutex taken waits for it detached too (otherwise it would wait
 * attached for a detached holder, which waits to attach while the world
 * is stopped).  While detached a thread touches only the buffers, plain C
 * memory owned by the file.  name, mode, encoding and errors are set at
 * open and never change, so they are read without the mutex.  The
 * open_files list has its own mutex, taken after a file's; the one walk
 * that holds it first (the exit-time flush) only tries each file's mutex
 * and skips a file another thread holds, so the two orders cannot deadlock.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "runtime/core.h"
#include "vm/thread.h"

#define FILE_BUFSIZE 8192

enum { FK_TEXT, FK_BUFFERED, FK_RAW };
/* newline=None (universal: '\r', '\n', '\r\n' read as '\n'), newline=''
 * (universal lines, untranslated), newline='\n', '\r', '\r\n'. */
enum { NL_UNIVERSAL, NL_UNTRANSLATED, NL_LF, NL_CR, NL_CRLF };
enum { CODEC_UTF8, CODEC_ASCII, CODEC_LATIN1 }; /* str_codec_lookup's numbers */

typedef struct FileObject {
    Object ob;
    pthread_mutex_t mu;        /* guards every field below marked (mu) */
    int fd;                    /* (mu); -1 once closed */
    uint8_t kind, codec, nlmode;
    bool readable, writable, closefd;
    bool line_buffering;       /* (mu) */
    bool strict_utf8;          /* codec UTF-8 with errors='strict': the fast paths */
    int8_t seekable;           /* (mu) -1 not known yet */
    uint8_t seen_nl;           /* (mu) universal mode: 1 '\r', 2 '\n', 4 '\r\n' seen */
    bool eof;                  /* (mu) the last read returned 0 bytes */
    bool registered;           /* (mu) on open_files */
    Object *name, *mode, *encoding, *errors; /* immutable after open; mode NULL for a wrapper */
    Object *inner;             /* immutable: the binary file a TextIOWrapper(...) wraps, or NULL */
    char *rbuf;                /* (mu) */
    size_t rpos, rlen, rcap;   /* (mu) */
    char *wbuf;                /* (mu) */
    size_t wlen, wcap;         /* (mu) */
    size_t noted;              /* (mu) universal/untranslated: rbuf[..noted) scanned for newline kinds */
    struct FileObject *next_open, *prev_open; /* guarded by open_lock */
} FileObject;

Type TextIOWrapper_Type, BufferedReader_Type, BufferedWriter_Type, BufferedRandom_Type, FileIO_Type;
Type *Exc_UnsupportedOperation;

/* ---- the list of files with a write buffer, flushed at exit --------------- */

static pthread_mutex_t open_lock = PTHREAD_MUTEX_INITIALIZER;
static FileObject *open_files; /* guarded by open_lock */

static void register_open(FileObject *f)
{
    pthread_mutex_lock(&open_lock);
    f->next_open = open_files;
    f->prev_open = NULL;
    if (open_files) open_files->prev_open = f;
    open_files = f;
    f->registered = true;
    pthread_mutex_unlock(&open_lock);
}

static void unregister_open(FileObject *f)
{
    if (!f->registered) return;
    pthread_mutex_lock(&open_lock);
    if (f->prev_open) f->prev_open->next_open = f->next_open;
    else open_files = f->next_open;
    if (f->next_open) f->next_open->prev_open = f->prev_open;
    f->registered = false;
    pthread_mutex_unlock(&open_lock);
}

/* ---- locking --------------------------------------------------------------- */

static void file_lock(FileObject *f)
{
    if (pthread_mutex_trylock(&f->mu) == 0) return;
    ThreadState *ts = ts_get();
    thread_detach(ts);
    pthread_mutex_lock(&f->mu);
    thread_attach(ts);
}

static void file_unlock(FileObject *f) { pthread_mutex_unlock(&f->mu); }

/* ---- errors ----------------------------------------------------------------- */

static Object *unsupported(const char *what) { return err_set(Exc_UnsupportedOperation, what); }

#define CLOSED_DOT "I/O operation on closed file."
#define CLOSED_NODOT "I/O operation on closed file"

static bool is_text(FileObject *f) { return f->kind == FK_TEXT; }

/* ---- system calls (detached) ----------------------------------------------- */

/* read(2) into buf, retrying EINTR (running signal handlers between
 * tries).  Bytes read, 0 at end of file, or -1 with the exception set. */
static ssize_t sys_read(int fd, char *buf, size_t n)
{
    ThreadState *ts = ts_get();
    for (;;) {
        thread_detach(ts);
        ssize_t r = read(fd, buf, n);
        int e = errno;
        thread_attach(ts);
        if (r >= 0) return r;
        if (e != EINTR) {
            err_set_errno(e);
            return -1;
        }
        if (thread_check_signals(ts) < 0) return -1;
    }
}

/* write(2) all of buf.  0 or -1 with the exception set. */
static int sys_write_all(int fd, const char *buf, size_t n)
{
    ThreadState *ts = ts_get();
    while (n > 0) {
        thread_detach(ts);
        ssize_t w = write(fd, buf, n);
        int e = errno;
        thread_attach(ts);
        if (w < 0) {
            if (e == EINTR) {
                if (thread_check_signals(ts) < 0) return -1;
                continue;
            }
            err_set_errno(e);
            return -1;
        }
        buf += w;
        n -= (size_t)w;
    }
    return 0;
}

/* ---- the buffers (caller holds mu, file open) ------------------------------- */

static int flush_locked(FileObject *f)
{
    if (f->wlen == 0) return 0;
    size_t n = f->wlen;
    f->wlen = 0;
    return sys_write_all(f->fd, f->wbuf, n);
}

static bool check_seekable(FileObject *f)
{
    if (f->seekable < 0) f->seekable = lseek(f->fd, 0, SEEK_CUR) >= 0;
    return f->seekable;
}

/* Before writing: give back what was read ahead. */
static int drop_read_ahead(FileObject *f)
{
    size_t ahead = f->rlen - f->rpos;
    f->rpos = f->rlen = f->noted = 0;
    f->eof = false;
    if (ahead > 0 && check_seekable(f) && lseek(f->fd, -(off_t)ahead, SEEK_CUR) < 0) {
        err_set_errno(errno);
        return -1;
    }
    return 0;
}

/* Make room for `more` bytes after rlen, moving the unread bytes to the
 * front.  0 or -1 (MemoryError). */
static int rbuf_reserve(FileObject *f, size_t more)
{
    if (f->rpos > 0) {
        memmove(f->rbuf, f->rbuf + f->rpos, f->rlen - f->rpos);
        f->rlen -= f->rpos;
        f->noted = f->noted > f->rpos ? f->noted - f->rpos : 0;
        f->rpos = 0;
    }
    if (f->rlen + more <= f->rcap) return 0;
    size_t cap = f->rcap ? f->rcap : FILE_BUFSIZE;
    while (cap < f->rlen + more) cap *= 2;
    char *b = realloc(f->rbuf, cap);
    if (b == NULL) {
        err_no_memory();
        return -1;
    }
    f->rbuf = b;
    f->rcap = cap;
    return 0;
}

static void note_newlines(FileObject *f, const char *s, size_t n);

/* Read more bytes after the unread ones.  1 if some came, 0 at end of
 * file, -1 on error. */
static int fill(FileObject *f)
{
    if (f->wlen && flush_locked(f) < 0) return -1;
    if (f->rcap - f->rlen < FILE_BUFSIZE / 2 && rbuf_reserve(f, FILE_BUFSIZE) < 0) return -1;
    ssize_t r = sys_read(f->fd, f->rbuf + f->rlen, f->rcap - f->rlen);
    if (r < 0) return -1;
    f->eof = r == 0;
    f->rlen += (size_t)r;
    if (f->kind == FK_TEXT && (f->nlmode == NL_UNIVERSAL || f->nlmode == NL_UNTRANSLATED)) {
        /* f.newlines reports what the chunks read so far hold, as
         * CPython's decoder (which decodes a chunk at a time) does; a final
         * '\r' waits for the next chunk, which may start with '\n'. */
        size_t from = f->noted < f->rpos ? f->rpos : f->noted;
        size_t to = f->rlen;
        if (!f->eof && to > from && f->rbuf[to - 1] == '\r') to--;
        if (to > from) note_newlines(f, f->rbuf + from, to - from);
        f->noted = to;
    }
    return r > 0;
}

/* Before reading: what was written goes out first, and the read buffer
 * exists (its pointer is never NULL while reading).  0 or -1. */
static int start_reading(FileObject *f)
{
    if (f->wlen && flush_locked(f) < 0) return -1;
    return f->rbuf ? 0 : rbuf_reserve(f, FILE_BUFSIZE);
}

/* Append bytes to the write buffer (or write them through when large). */
static int wbuf_write(FileObject *f, const char *s, size_t n)
{
    if (f->rlen && drop_read_ahead(f) < 0) return -1;
    if (f->kind == FK_RAW) return sys_write_all(f->fd, s, n);
    if (f->wlen + n > FILE_BUFSIZE) {
        if (flush_locked(f) < 0) return -1;
        if (n >= FILE_BUFSIZE) return sys_write_all(f->fd, s, n);
    }
    if (f->wcap < FILE_BUFSIZE) {
        char *b = realloc(f->wbuf, FILE_BUFSIZE);
        if (b == NULL) {
            err_no_memory();
            return -1;
        }
        f->wbuf = b;
        f->wcap = FILE_BUFSIZE;
    }
    memcpy(f->wbuf + f->wlen, s, n);
    f->wlen += n;
    return 0;
}

/* ---- decoding ------------------------------------------------------------- */

/* Decode n bytes with the file's codec and errors: new ref str. */
static Object *decode(FileObject *f, const char *s, size_t n)
{
    if (f->strict_utf8) return str_from_utf8(s, (ssize_t)n);
    Object *b = bytes_from(s, (ssize_t)n);
    if (b == NULL) return NULL;
    Object *args[2] = {f->encoding, f->errors};
    Object *r = obj_call_method(b, "decode", args, 2);
    DECREF(b);
    return r;
}

/* Universal newlines: translate '\r\n' and '\r' to '\n' in place.  New length. */
static size_t translate_in(char *s, size_t n)
{
    size_t o = 0;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (c == '\r') {
            if (i + 1 < n && s[i + 1] == '\n') i++;
            c = '\n';
        }
        s[o++] = c;
    }
    return o;
}

/* Note the newline kinds of a chunk. */
static void note_newlines(FileObject *f, const char *s, size_t n)
{
    if (memchr(s, '\r', n) == NULL) {
        if ((f->seen_nl & 2) == 0 && memchr(s, '\n', n)) f->seen_nl |= 2;
        return;
    }
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\r') {
            if (i + 1 < n && s[i + 1] == '\n') {
                f->seen_nl |= 4;
                i++;
            } else {
                f->seen_nl |= 1;
            }
        } else if (s[i] == '\n') {
            f->seen_nl |= 2;
        }
    }
}

/* The text of bytes rbuf[rpos..rpos+n), consumed: decoded, newlines
 * translated as the mode says.  New ref. */
static Object *take_text(FileObject *f, size_t n)
{
    char *s = f->rbuf + f->rpos;
    f->rpos += n;
    if (f->nlmode == NL_UNIVERSAL && memchr(s, '\r', n) != NULL) n = translate_in(s, n);
    return decode(f, s, n);
}

/* Make sure a '\r' at the end of the unread bytes is followed by what
 * comes next, so '\r\n' is seen whole.  -1 on error. */
static int lookahead_cr(FileObject *f)
{
    while (!f->eof && f->rlen > f->rpos && f->rbuf[f->rlen - 1] == '\r' &&
           (f->nlmode == NL_UNIVERSAL || f->nlmode == NL_UNTRANSLATED || f->nlmode == NL_CRLF)) {
        int r = fill(f);
        if (r <= 0) return r;
    }
    return 0;
}

/* Length in bytes of the line at rpos, reading more as needed (end of
 * file ends the last line).  -1 on error. */
static ssize_t line_length(FileObject *f)
{
    size_t scanned = 0;
    for (;;) {
        char *s = f->rbuf + f->rpos;
        size_t avail = f->rlen - f->rpos;
        if (!is_text(f) || f->nlmode == NL_LF) {
            char *nl = memchr(s + scanned, '\n', avail - scanned);
            if (nl) return nl - s + 1;
        } else if (f->nlmode == NL_CR) {
            char *cr = memchr(s + scanned, '\r', avail - scanned);
            if (cr) return cr - s + 1;
        } else if (f->nlmode == NL_CRLF) {
            for (char *nl; (nl = memchr(s + scanned, '\n', avail - scanned)) != NULL;) {
                if (nl > s && nl[-1] == '\r') return nl - s + 1;
                scanned = (size_t)(nl - s) + 1;
            }
        } else {
            /* universal or untranslated: the first '\r' or '\n' ends the
             * line, and a '\r' takes a '\n' after it along */
            char *nl = memchr(s + scanned, '\n', avail - scanned);
            size_t lim = nl ? (size_t)(nl - s) : avail;
            char *cr = memchr(s + scanned, '\r', lim - scanned);
            if (cr == NULL && nl) return nl - s + 1;
            if (cr) {
                size_t i = (size_t)(cr - s);
                if (i + 1 == avail && !f->eof) {
                    scanned = i; /* one more byte decides */
                    goto more;
                }
                return (ssize_t)i + (i + 1 < avail && s[i + 1] == '\n' ? 2 : 1);
            }
        }
        scanned = avail;
    more:;
        int r = f->eof ? 0 : fill(f);
        if (r < 0) return -1;
        if (r == 0 && f->rlen - f->rpos == scanned) return (ssize_t)scanned; /* the last line */
    }
}

/* Bytes of the first `chars` characters of s[0..n) (UTF-8 counts lead
 * bytes; the one-byte codecs count bytes). */
static size_t chars_to_bytes(FileObject *f, const char *s, size_t n, size_t chars)
{
    if (f->codec != CODEC_UTF8) return chars < n ? chars : n;
    size_t i = 0;
    while (i < n && chars > 0) {
        i++;
        while (i < n && ((unsigned char)s[i] & 0xC0) == 0x80) i++;
        chars--;
    }
    return i;
}

/* ---- reading ------------------------------------------------------------------ */

static Object *read_all(FileObject *f)
{
    /* A regular file says how much is left: one buffer of that size, one
     * read(2) for most files. */
    struct stat st;
    off_t pos = lseek(f->fd, 0, SEEK_CUR);
    if (pos >= 0 && fstat(f->fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > pos &&
        rbuf_reserve(f, (size_t)(st.st_size - pos) + 1) < 0)
        return NULL;
    for (;;) {
        int r = f->eof ? 0 : fill(f);
        if (r < 0) return NULL;
        if (r == 0) break;
    }
    size_t n = f->rlen - f->rpos;
    f->eof = false; /* a file may grow: the next read asks again */
    if (is_text(f)) return take_text(f, n);
    Object *b = bytes_from(f->rbuf + f->rpos, (ssize_t)n);
    if (b) f->rpos += n;
    return b;
}

/* read(n) of a binary file: up to n bytes, fewer only at end of file. */
static Object *read_bytes(FileObject *f, size_t n)
{
    if (f->kind == FK_RAW && f->rlen == f->rpos) {
        /* unbuffered: one read(2) of at most n bytes, as FileIO.read */
        char *buf = malloc(n ? n : 1);
        if (buf == NULL) return err_no_memory();
        ssize_t r = sys_read(f->fd, buf, n);
        Object *b = r < 0 ? NULL : bytes_from(buf, r);
        free(buf);
        return b;
    }
    while (f->rlen - f->rpos < n && !f->eof) {
        int r = fill(f);
        if (r < 0) return NULL;
        if (r == 0) break;
    }
    size_t have = f->rlen - f->rpos;
    if (have < n) n = have;
    f->eof = false;
    Object *b = bytes_from(f->rbuf + f->rpos, (ssize_t)n);
    if (b) f->rpos += n;
    return b;
}

/* read(n) of a text file: n characters (a '\r\n' read as '\n' is one). */
static Object *read_chars(FileObject *f, size_t n)
{
    size_t i = 0, chars = 0;
    for (;;) {
        char *s = f->rbuf + f->rpos;
        size_t avail = f->rlen - f->rpos;
        while (i < avail && chars < n) {
            unsigned char c = (unsigned char)s[i];
            if (c == '\r' && f->nlmode == NL_UNIVERSAL) {
                if (i + 1 == avail && !f->eof) break;
                i += (i + 1 < avail && s[i + 1] == '\n') ? 2 : 1;
            } else if (f->codec == CODEC_UTF8 && c >= 0xC0) {
                int len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
                if (i + (size_t)len > avail && !f->eof) break;
                i += (size_t)len;
                if (i > avail) i = avail;
            } else {
                i++;
            }
            chars++;
        }
        if (chars == n || f->eof) break;
        int r = fill(f);
        if (r < 0) return NULL;
    }
    f->eof = false;
    return take_text(f, i);
}

static Object *read_line(FileObject *f, ssize_t limit)
{
    ssize_t n = line_length(f);
    if (n < 0) return NULL;
    f->eof = false;
    if (limit >= 0 && (size_t)n > (size_t)limit) {
        if (lookahead_cr(f) < 0) return NULL;
        n = (ssize_t)chars_to_bytes(f, f->rbuf + f->rpos, (size_t)n, (size_t)limit);
        /* never split a '\r\n' that translation joins */
        if (is_text(f) && f->nlmode == NL_UNIVERSAL && n > 0 && f->rbuf[f->rpos + n - 1] == '\r' &&
            f->rpos + (size_t)n < f->rlen && f->rbuf[f->rpos + n] == '\n')
            n++;
    }
    if (is_text(f)) return take_text(f, (size_t)n);
    Object *b = bytes_from(f->rbuf + f->rpos, n);
    if (b) f->rpos += (size_t)n;
    return b;
}

/* ---- opening -------------------------------------------------------------------- */

struct Mode {
    bool r, w, a, x, plus, b, t;
};
typedef struct Mode Mode;

static int parse_mode(Object *mode_o, Mode *m)
{
    memset(m, 0, sizeof *m);
    const char *s = str_cstr(mode_o);
    bool *seen[128] = {0};
    seen['r'] = &m->r, seen['w'] = &m->w, seen['a'] = &m->a, seen['x'] = &m->x;
    seen['+'] = &m->plus, seen['b'] = &m->b, seen['t'] = &m->t;
    for (const char *p = s; *p; p++) {
        unsigned char c = (unsigned char)*p;
        if (c >= 128 || seen[c] == NULL || *seen[c]) {
            err_format(&Exc_ValueError, "invalid mode: %R", mode_o);
            return -1;
        }
        *seen[c] = true;
    }
    int creating = m->r + m->w + m->a + m->x;
    if (m->t && m->b) {
        err_set(&Exc_ValueError, "can't have text and binary mode at once");
        return -1;
    }
    if (creating != 1 || (m->plus && creating == 0)) {
        err_set(&Exc_ValueError, creating > 1 ? "must have exactly one of create/read/write/append mode"
                                              : "Must have exactly one of create/read/write/append mode and at most one plus");
        return -1;
    }
    return 0;
}

/* newline argument: NL_* or -1 with ValueError/TypeError. */
static int parse_newline(Object *nl)
{
    if (nl == NULL || nl == None) return NL_UNIVERSAL;
    if (!is_str(nl)) {
        err_format(&Exc_TypeError, "open() argument 'newline' must be str or None, not %s", args_type_name(nl));
        return -1;
    }
    const char *s = str_cstr(nl);
    if (!strcmp(s, "")) return NL_UNTRANSLATED;
    if (!strcmp(s, "\n")) return NL_LF;
    if (!strcmp(s, "\r")) return NL_CR;
    if (!strcmp(s, "\r\n")) return NL_CRLF;
    err_format(&Exc_ValueError, "illegal newline value: %U", nl);
    return -1;
}

static Type *kind_type(int kind, const Mode *m)
{
    if (kind == FK_TEXT) return &TextIOWrapper_Type;
    if (kind == FK_RAW) return &FileIO_Type;
    if (m->plus) return &BufferedRandom_Type;
    return m->r ? &BufferedReader_Type : &BufferedWriter_Type;
}

static FileObject *file_alloc(Type *t, int fd)
{
    FileObject *f = (FileObject *)obj_alloc(t, sizeof(FileObject));
    if (f == NULL) return NULL;
    pthread_mutex_init(&f->mu, NULL);
    f->fd = fd;
    f->seekable = -1;
    return f;
}

typedef struct Mode Mode;
static Object *open_path(Object *file, Object *mode_o, ssize_t buffering, Object *enc, Object *errs, int codec,
                         int nlmode, int closefd, const Mode *mp);

/* open(file, mode='r', buffering=-1, encoding=None, errors=None,
 *      newline=None, closefd=True, opener=None) */
Object *file_open(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"file", "mode", "buffering", "encoding", "errors",
                                        "newline", "closefd", "opener", NULL};
    Object *a[8];
    if (args_parse("open", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    Object *file = a[0], *mode_o = a[1] ? a[1] : STR_ID("r");
    if (!is_str(mode_o))
        return err_format(&Exc_TypeError, "open() argument 'mode' must be str, not %s", args_type_name(mode_o));
    ssize_t buffering = -1;
    if (a[2] && (buffering = num_as_ssize(a[2])) == -1 && err_occurred()) return NULL;
    const char *what[2] = {"encoding", "errors"};
    for (int i = 0; i < 2; i++)
        if (a[3 + i] && a[3 + i] != None && !is_str(a[3 + i]))
            return err_format(&Exc_TypeError, "open() argument '%s' must be str or None, not %s", what[i],
                              args_type_name(a[3 + i]));
    Object *enc = a[3] != None ? a[3] : NULL, *errs = a[4] != None ? a[4] : NULL;
    int closefd = a[6] ? obj_is_true(a[6]) : 1;
    if (closefd < 0) return NULL;
    if (a[7] && a[7] != None) return err_set(&Exc_NotImplementedError, "open(): opener is not supported by fpy");

    Mode m;
    if (parse_mode(mode_o, &m) < 0) return NULL;
    if (m.b && enc) return err_set(&Exc_ValueError, "binary mode doesn't take an encoding argument");
    if (m.b && errs) return err_set(&Exc_ValueError, "binary mode doesn't take an errors argument");
    if (m.b && a[5] && a[5] != None) return err_set(&Exc_ValueError, "binary mode doesn't take a newline argument");
    if (!m.b && buffering == 0) return err_set(&Exc_ValueError, "can't have unbuffered text I/O");
    int nlmode = parse_newline(a[5]);
    if (nlmode < 0) return NULL;
    int codec = CODEC_UTF8;
    if (enc && (codec = str_codec_lookup(enc)) < 0) return err_format(&Exc_LookupError, "unknown encoding: %U", enc);

    /* A path-like object stands for the path its __fspath__ gives. */
    Object *fspath = NULL;
    if (!is_str(file) && TYPE(file) != &Bytes_Type && !is_int(file)) {
        Object *meth = obj_lookup_special(file, STR_ID("__fspath__"));
        if (meth == NULL && err_occurred()) return NULL;
        if (meth != NULL) {
            fspath = obj_call0(meth);
            DECREF(meth);
            if (fspath == NULL) return NULL;
            if (!is_str(fspath) && TYPE(fspath) != &Bytes_Type) {
                err_format(&Exc_TypeError, "expected %s.__fspath__() to return str or bytes, not %s", TYPE_NAME(file),
                           TYPE_NAME(fspath));
                DECREF(fspath);
                return NULL;
            }
        }
    }
    Object *r = open_path(fspath ? fspath : file, mode_o, buffering, enc, errs, codec, nlmode, closefd, &m);
    XDECREF(fspath);
    return r;
}

/* The rest of open(): file is a str, bytes or int (what f.name shows). */
static Object *open_path(Object *file, Object *mode_o, ssize_t buffering, Object *enc, Object *errs, int codec,
                         int nlmode, int closefd, const Mode *mp)
{
    Object *path_o = file;
    Mode m = *mp;
    int flags = O_CLOEXEC;
    if (m.plus) flags |= O_RDWR;
    else if (m.r) flags |= O_RDONLY;
    else flags |= O_WRONLY;
    if (m.w) flags |= O_CREAT | O_TRUNC;
    if (m.a) flags |= O_CREAT | O_APPEND;
    if (m.x) flags |= O_CREAT | O_EXCL;
    int fd;
    if (is_int(path_o) && !is_bool(path_o)) {
        ssize_t v = num_as_ssize(path_o);
        if (v == -1 && err_occurred()) return NULL;
        if (v < 0) return err_set(&Exc_ValueError, "negative file descriptor");
        fd = (int)v;
        struct stat st;
        if (fstat(fd, &st) < 0) return err_set_errno(errno);
    } else {
        const char *path;
        if (is_str(path_o)) {
            path = str_cstr(path_o);
            if ((ssize_t)strlen(path) != str_nbytes(path_o)) return err_set(&Exc_ValueError, "embedded null byte");
        } else if (TYPE(path_o) == &Bytes_Type) {
            path = bytes_data(path_o);
            if ((ssize_t)strlen(path) != bytes_len(path_o)) return err_set(&Exc_ValueError, "embedded null byte");
        } else {
            return err_format(&Exc_TypeError, "expected str, bytes or os.PathLike object, not %s", TYPE_NAME(file));
        }
        ThreadState *ts = ts_get();
        int e;
        for (;;) {
            thread_detach(ts);
            fd = open(path, flags, 0666);
            e = errno;
            thread_attach(ts);
            if (fd >= 0 || e != EINTR) break;
            if (thread_check_signals(ts) < 0) return NULL;
        }
        if (fd < 0) return err_set_errno_filename(e, path_o);
        struct stat st;
        if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
            close(fd);
            return err_set_errno_filename(EISDIR, path_o);
        }
    }
    if (!closefd && !is_int(path_o)) {
        close(fd);
        return err_set(&Exc_ValueError, "Cannot use closefd=False with file name");
    }

    int kind = !m.b ? FK_TEXT : buffering == 0 ? FK_RAW : FK_BUFFERED;
    /* CPython's mode strings: what was asked, normalised per layer. */
    char mbuf[8], *p = mbuf;
    if (kind == FK_TEXT) {
        mode_o = NEWREF(mode_o);
    } else {
        /* 'w+b' reads as well, and CPython calls it 'rb+' */
        *p++ = m.x ? 'x' : m.a ? 'a' : (m.w && !m.plus) ? 'w' : 'r';
        *p++ = 'b';
        if (m.plus) *p++ = '+';
        *p = 0;
        mode_o = str_from_cstr(mbuf);
        if (mode_o == NULL) {
            if (closefd) close(fd);
            return NULL;
        }
    }
    FileObject *f = file_alloc(kind_type(kind, &m), fd);
    if (f == NULL) {
        DECREF(mode_o);
        if (closefd) close(fd);
        return NULL;
    }
    f->kind = (uint8_t)kind;
    f->readable = m.r || m.plus;
    f->writable = m.w || m.a || m.x || m.plus;
    f->closefd = closefd;
    f->name = NEWREF(file);
    f->mode = mode_o;
    if (kind == FK_TEXT) {
        f->codec = (uint8_t)codec;
        f->nlmode = (uint8_t)nlmode;
        f->encoding = NEWREF(enc ? enc : STR_ID("UTF-8"));
        f->errors = NEWREF(errs ? errs : STR_ID("strict"));
        f->strict_utf8 = codec == CODEC_UTF8 && !strcmp(str_cstr(f->errors), "strict");
        f->line_buffering = buffering == 1 || isatty(fd);
    }
    if (m.a) lseek(fd, 0, SEEK_END); /* tell() starts at the end, as CPython (fails harmlessly on a pipe) */
    if (f->writable && kind != FK_RAW) register_open(f);
    return (Object *)f;
}

/* ---- methods ---------------------------------------------------------------------- */

/* Take the lock of an open file; NULL and ValueError(closed_msg) when it
 * is closed.  (CPython's messages differ by method and by layer; each
 * caller passes the one CPython gives.) */
static FileObject *enter(Object *self, const char *closed_msg)
{
    FileObject *f = (FileObject *)self;
    file_lock(f);
    if (f->fd < 0) {
        file_unlock(f);
        err_set(&Exc_ValueError, closed_msg);
        return NULL;
    }
    return f;
}

/* The text layer's message, or the binary layer's "<op> of closed file". */
static const char *closed_msg(Object *self, const char *binary_msg)
{
    return ((FileObject *)self)->kind == FK_TEXT ? CLOSED_DOT : binary_msg;
}

/* For checks made before taking the lock for the operation itself. */
static bool is_closed(FileObject *f)
{
    file_lock(f);
    bool closed = f->fd < 0;
    file_unlock(f);
    return closed;
}

static Object *leave(FileObject *f, Object *r)
{
    file_unlock(f);
    return r;
}

/* The size argument of read/readline/readlines: -1 for None. */
static int size_arg(Object *o, ssize_t *out)
{
    *out = -1;
    if (o == NULL || o == None) return 0;
    if (!is_int(o)) {
        err_format(&Exc_TypeError, "argument should be integer or None, not '%s'", TYPE_NAME(o));
        return -1;
    }
    ssize_t v = num_as_ssize(o);
    if (v == -1 && err_occurred()) return -1;
    *out = v;
    return 0;
}

static Object *file_read(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("read", kwnames) < 0 || args_count("read", nargs, 0, 1) < 0) return NULL;
    ssize_t n;
    if (size_arg(nargs ? args[0] : NULL, &n) < 0) return NULL;
    if (!is_text((FileObject *)self) && !((FileObject *)self)->readable) return unsupported("read");
    FileObject *f = enter(self, closed_msg(self, "read of closed file"));
    if (f == NULL) return NULL;
    if (!f->readable) return leave(f, unsupported(is_text(f) ? "not readable" : "read"));
    if (start_reading(f) < 0) return leave(f, NULL);
    Object *r = n < 0 ? read_all(f) : is_text(f) ? read_chars(f, (size_t)n) : read_bytes(f, (size_t)n);
    return leave(f, r);
}

/* readinto(b) of a binary file: read into a bytearray or writable
 * memoryview, return the count (0 at end of file). */
static Object *file_readinto(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("readinto", kwnames) < 0 || args_count("readinto", nargs, 1, 1) < 0) return NULL;
    FileObject *f = (FileObject *)self;
    if (is_text(f)) return err_format(&Exc_AttributeError, "'%s' object has no attribute 'readinto'", TYPE_NAME(self));
    ssize_t n = buffer_writable_len(args[0]);
    if (n < 0) {
        if (!err_matches(&Exc_TypeError)) return NULL;
        err_clear();
        return err_format(&Exc_TypeError, "readinto() argument must be read-write bytes-like object, not %s",
                          TYPE_NAME(args[0]));
    }
    if (!f->readable) return unsupported("read");
    f = enter(self, "readinto of closed file");
    if (f == NULL) return NULL;
    Object *data = start_reading(f) < 0 ? NULL : read_bytes(f, (size_t)n);
    file_unlock(f);
    if (data == NULL) return NULL;
    int r = buffer_write(args[0], 0, bytes_data(data), bytes_len(data));
    ssize_t got = bytes_len(data);
    DECREF(data);
    return r < 0 ? NULL : int_from_i64(got);
}

static Object *file_readline(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("readline", kwnames) < 0 || args_count("readline", nargs, 0, 1) < 0) return NULL;
    ssize_t n;
    if (size_arg(nargs ? args[0] : NULL, &n) < 0) return NULL;
    /* a binary file that cannot read says so first ("read", as CPython's readline) */
    if (!is_text((FileObject *)self) && !((FileObject *)self)->readable) return unsupported("read");
    FileObject *f = enter(self, closed_msg(self, "readline of closed file"));
    if (f == NULL) return NULL;
    if (!f->readable) return leave(f, unsupported("not readable"));
    if (start_reading(f) < 0) return leave(f, NULL);
    return leave(f, read_line(f, n));
}

static Object *file_iternext(Object *self)
{
    if (!is_text((FileObject *)self) && !((FileObject *)self)->readable) return unsupported("read");
    FileObject *f = enter(self, closed_msg(self, "readline of closed file"));
    if (f == NULL) return NULL;
    if (!f->readable) return leave(f, unsupported("not readable"));
    if (start_reading(f) < 0) return leave(f, NULL);
    Object *line = read_line(f, -1);
    file_unlock(f);
    if (line == NULL) return NULL;
    if ((is_str(line) ? str_len(line) : bytes_len(line)) == 0) {
        DECREF(line);
        return NULL; /* exhausted */
    }
    return line;
}

static Object *file_iter(Object *self)
{
    FileObject *f = enter(self, CLOSED_DOT);
    if (f == NULL) return NULL;
    return leave(f, NEWREF(self));
}

static Object *file_readlines(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("readlines", kwnames) < 0 || args_count("readlines", nargs, 0, 1) < 0) return NULL;
    ssize_t hint;
    if (size_arg(nargs ? args[0] : NULL, &hint) < 0) return NULL;
    FileObject *f = enter(self, CLOSED_DOT);
    if (f == NULL) return NULL;
    file_unlock(f);
    Object *list = list_new(0);
    if (list == NULL) return NULL;
    ssize_t total = 0;
    for (;;) {
        Object *line = file_iternext(self);
        if (line == NULL) break;
        total += is_str(line) ? str_len(line) : bytes_len(line);
        if (list_append_steal(list, line) < 0) break;
        if (hint > 0 && total >= hint) break;
    }
    if (err_occurred()) {
        DECREF(list);
        return NULL;
    }
    return list;
}

/* Text to what goes out, newlines translated for writing: a str whose
 * UTF-8 is the output (fpy's own representation: no copy), or bytes.  New
 * ref or NULL; *has_nl tells whether the text held a newline. */
static Object *encode_text(FileObject *f, Object *s, bool *has_nl)
{
    const char *d = str_cstr(s);
    size_t n = (size_t)str_nbytes(s);
    *has_nl = memchr(d, '\n', n) != NULL || (f->nlmode == NL_CR && memchr(d, '\r', n));
    Object *src = NEWREF(s);
    if (*has_nl && (f->nlmode == NL_CR || f->nlmode == NL_CRLF)) {
        Object *args[2] = {STR_ID("\n"), f->nlmode == NL_CR ? STR_ID("\r") : STR_ID("\r\n")};
        SETREF(src, obj_call_method(src, "replace", args, 2));
        if (src == NULL) return NULL;
    }
    if (((StrObject *)src)->ascii) return src;
    if (f->strict_utf8) {
        /* only surrogates (ED A0..BF xx) cannot go out as they are */
        const char *p = str_cstr(src), *end = p + str_nbytes(src);
        bool sur = false;
        while (!sur && (p = memchr(p, 0xED, (size_t)(end - p))) != NULL) {
            sur = p + 1 < end && (unsigned char)p[1] >= 0xA0;
            p++;
        }
        if (!sur) return src;
    }
    Object *args[2] = {f->encoding, f->errors};
    Object *r = obj_call_method(src, "encode", args, 2);
    DECREF(src);
    return r;
}

static Object *file_write(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("write", kwnames) < 0 || args_count("write", nargs, 1, 1) < 0) return NULL;
    FileObject *f = (FileObject *)self;
    Object *data = args[0];
    Object *out; /* str (its UTF-8) or bytes */
    bool has_nl = false;
    ssize_t result;
    if (is_text(f)) {
        if (!is_str(data)) return err_format(&Exc_TypeError, "write() argument must be str, not %s", args_type_name(data));
        if (is_closed(f)) return err_set(&Exc_ValueError, CLOSED_DOT);
        if (!f->writable) return unsupported("not writable");
        out = encode_text(f, data, &has_nl);
        if (out == NULL) return NULL;
        result = str_len(data);
    } else {
        int ok = buffer_bytes(data, &out); /* bytes, bytearray, memoryview: one snapshot */
        if (ok < 0) return NULL;
        if (ok == 0) return err_format(&Exc_TypeError, "a bytes-like object is required, not '%s'", TYPE_NAME(data));
        if (!f->writable) {
            DECREF(out);
            return unsupported("write");
        }
        result = bytes_len(out);
    }
    f = enter(self, closed_msg(self, "write to closed file"));
    if (f == NULL) {
        DECREF(out);
        return NULL;
    }
    int r = is_str(out) ? wbuf_write(f, str_cstr(out), (size_t)str_nbytes(out))
                        : wbuf_write(f, bytes_data(out), (size_t)bytes_len(out));
    if (r == 0 && f->line_buffering && has_nl) r = flush_locked(f);
    file_unlock(f);
    DECREF(out);
    return r < 0 ? NULL : int_from_i64(result);
}

static Object *file_writelines(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("writelines", kwnames) < 0 || args_count("writelines", nargs, 1, 1) < 0) return NULL;
    FileObject *f = (FileObject *)self;
    if (is_closed(f)) return err_set(&Exc_ValueError, CLOSED_DOT);
    if (!f->writable) return unsupported("not writable");
    return io_writelines(self, args[0], file_write);
}

static Object *file_flush(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("flush", kwnames) < 0 || args_count("flush", nargs, 0, 0) < 0) return NULL;
    FileObject *f = (FileObject *)self;
    f = enter(self, !is_text(f) && f->writable ? "flush of closed file" : CLOSED_DOT);
    if (f == NULL) return NULL;
    return leave(f, flush_locked(f) < 0 ? NULL : NEWREF(None));
}

/* The position the program sees: the system's, less what was read ahead,
 * plus what waits to be written.  -1 with the exception set. */
static off_t tell_locked(FileObject *f)
{
    off_t pos = lseek(f->fd, 0, SEEK_CUR);
    if (pos < 0) {
        err_set_errno(errno);
        return -1;
    }
    return pos - (off_t)(f->rlen - f->rpos) + (off_t)f->wlen;
}

static Object *file_tell(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("tell", kwnames) < 0 || args_count("tell", nargs, 0, 0) < 0) return NULL;
    FileObject *f = enter(self, closed_msg(self, CLOSED_NODOT));
    if (f == NULL) return NULL;
    off_t pos = tell_locked(f);
    return leave(f, pos < 0 ? NULL : int_from_i64(pos));
}

static Object *file_seek(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("seek", kwnames) < 0 || args_count("seek", nargs, 1, 2) < 0) return NULL;
    if (!is_int(args[0]))
        return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(args[0]));
    ssize_t off = num_as_ssize(args[0]);
    if (off == -1 && err_occurred()) return NULL;
    ssize_t whence = 0;
    if (nargs > 1 && (whence = num_as_ssize(args[1])) == -1 && err_occurred()) return NULL;
    FileObject *f = enter(self, closed_msg(self, "seek of closed file"));
    if (f == NULL) return NULL;
    if (whence < 0 || whence > 2) {
        err_format(&Exc_ValueError, is_text(f) ? "invalid whence (%zd, should be 0, 1 or 2)"
                                               : "whence value %zd unsupported", whence);
        return leave(f, NULL);
    }
    if (is_text(f)) {
        if (whence == 1 && off != 0) return leave(f, unsupported("can't do nonzero cur-relative seeks"));
        if (whence == 2 && off != 0) return leave(f, unsupported("can't do nonzero end-relative seeks"));
        if (whence == 0 && off < 0) {
            err_format(&Exc_ValueError, "negative seek position %zd", off);
            return leave(f, NULL);
        }
    }
    if (!check_seekable(f)) return leave(f, unsupported("File or stream is not seekable."));
    if (flush_locked(f) < 0) return leave(f, NULL);
    if (whence == 1) off -= (ssize_t)(f->rlen - f->rpos);
    f->rpos = f->rlen = f->noted = 0;
    f->eof = false;
    off_t pos = lseek(f->fd, (off_t)off, (int)whence);
    if (pos < 0) return leave(f, err_set_errno(errno));
    return leave(f, int_from_i64(pos));
}

static Object *file_truncate(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("truncate", kwnames) < 0 || args_count("truncate", nargs, 0, 1) < 0) return NULL;
    FileObject *f = enter(self, closed_msg(self, "truncate of closed file"));
    if (f == NULL) return NULL;
    if (!f->writable) return leave(f, unsupported(is_text(f) ? "not writable" : "truncate"));
    if (flush_locked(f) < 0 || drop_read_ahead(f) < 0) return leave(f, NULL);
    off_t size;
    if (nargs == 0 || args[0] == None) {
        size = lseek(f->fd, 0, SEEK_CUR);
        if (size < 0) return leave(f, err_set_errno(errno));
    } else {
        ssize_t v = num_as_ssize(args[0]);
        if (v == -1 && err_occurred()) return leave(f, NULL);
        size = (off_t)v;
    }
    if (ftruncate(f->fd, size) < 0) return leave(f, err_set_errno(errno));
    return leave(f, int_from_i64(size));
}

/* Flush and close; the first error is raised after the descriptor is
 * closed, as CPython.  Caller holds mu.  0 or -1. */
static int close_locked(FileObject *f)
{
    if (f->fd < 0) return 0;
    int r = flush_locked(f);
    if (f->closefd && close(f->fd) < 0 && r == 0) {
        err_set_errno(errno);
        r = -1;
    }
    f->fd = -1;
    free(f->rbuf);
    free(f->wbuf);
    f->rbuf = f->wbuf = NULL;
    f->rpos = f->rlen = f->rcap = f->wlen = f->wcap = 0;
    unregister_open(f);
    return r;
}

static Object *file_close(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("close", kwnames) < 0 || args_count("close", nargs, 0, 0) < 0) return NULL;
    FileObject *f = (FileObject *)self;
    file_lock(f);
    int r = close_locked(f);
    file_unlock(f);
    if (f->inner) { /* a wrapper closes the file it wraps, as CPython's */
        Object *c = obj_call_method(f->inner, "close", NULL, 0);
        if (c == NULL) r = -1;
        XDECREF(c);
    }
    return r < 0 ? NULL : NEWREF(None);
}

static Object *file_enter(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args, (void)nargs, (void)kwnames;
    FileObject *f = enter(self, CLOSED_DOT);
    if (f == NULL) return NULL;
    return leave(f, NEWREF(self));
}

static Object *file_exit(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args, (void)nargs, (void)kwnames;
    return file_close(self, NULL, 0, NULL);
}

static Object *file_fileno(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("fileno", kwnames) < 0 || args_count("fileno", nargs, 0, 0) < 0) return NULL;
    FileObject *f = enter(self, CLOSED_NODOT);
    if (f == NULL) return NULL;
    return leave(f, small_new(f->fd));
}

static Object *file_isatty(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("isatty", kwnames) < 0 || args_count("isatty", nargs, 0, 0) < 0) return NULL;
    FileObject *f = enter(self, CLOSED_NODOT);
    if (f == NULL) return NULL;
    return leave(f, bool_from(isatty(f->fd)));
}

/* readable / writable / seekable: closure selects. */
static Object *file_able(FileObject *f, int which)
{
    /* A file that cannot read (write) answers False without looking
     * further, closed or not, as CPython's layers do. */
    if ((which == 0 && !f->readable) || (which == 1 && !f->writable)) return NEWREF(False);
    f = enter((Object *)f, CLOSED_NODOT);
    if (f == NULL) return NULL;
    bool v = which == 0 ? f->readable : which == 1 ? f->writable : check_seekable(f);
    return leave(f, bool_from(v));
}

static Object *file_readable(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("readable", kwnames) < 0 || args_count("readable", nargs, 0, 0) < 0) return NULL;
    return file_able((FileObject *)self, 0);
}

static Object *file_writable(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("writable", kwnames) < 0 || args_count("writable", nargs, 0, 0) < 0) return NULL;
    return file_able((FileObject *)self, 1);
}

static Object *file_seekable(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("seekable", kwnames) < 0 || args_count("seekable", nargs, 0, 0) < 0) return NULL;
    return file_able((FileObject *)self, 2);
}

/* reconfigure(*, encoding, errors, newline, line_buffering, write_through)
 * of a text file: line_buffering may change; encoding, errors and newline
 * only to what they already are (fpy reads them without the lock). */
static Object *file_reconfigure(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"$encoding", "errors", "newline", "line_buffering", "write_through", NULL};
    Object *a[5];
    if (args_parse("reconfigure", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    FileObject *f = (FileObject *)self;
    if (!is_text(f)) return err_format(&Exc_AttributeError, "'%s' object has no attribute 'reconfigure'", TYPE_NAME(self));
    bool same = true;
    if (a[0] && a[0] != None) {
        if (!is_str(a[0]))
            return err_format(&Exc_TypeError, "reconfigure() argument 'encoding' must be str or None, not %s",
                              args_type_name(a[0]));
        int codec = str_codec_lookup(a[0]);
        if (codec < 0) return err_format(&Exc_LookupError, "unknown encoding: %U", a[0]);
        same = codec == f->codec;
    }
    if (a[1] && a[1] != None && (!is_str(a[1]) || strcmp(str_cstr(a[1]), str_cstr(f->errors)) != 0)) same = false;
    if (a[2] && a[2] != None) {
        int nl = parse_newline(a[2]);
        if (nl < 0) return NULL;
        same = same && nl == f->nlmode;
    }
    if (!same) return err_set(&Exc_NotImplementedError, "fpy: reconfigure() cannot change a file's encoding, errors or newline");
    if (a[3] && a[3] != None) {
        int lb = obj_is_true(a[3]);
        if (lb < 0) return NULL;
        f = enter(self, CLOSED_DOT);
        if (f == NULL) return NULL;
        f->line_buffering = lb;
        file_unlock(f);
    }
    return NEWREF(None);
}

static const MethodDef file_methods[] = {
    {"reconfigure", file_reconfigure, METH_DEFAULT},
    {"read", file_read, METH_DEFAULT},
    {"readline", file_readline, METH_DEFAULT},
    {"readinto", file_readinto, METH_DEFAULT},
    {"readlines", file_readlines, METH_DEFAULT},
    {"write", file_write, METH_DEFAULT},
    {"writelines", file_writelines, METH_DEFAULT},
    {"flush", file_flush, METH_DEFAULT},
    {"tell", file_tell, METH_DEFAULT},
    {"seek", file_seek, METH_DEFAULT},
    {"truncate", file_truncate, METH_DEFAULT},
    {"close", file_close, METH_DEFAULT},
    {"fileno", file_fileno, METH_DEFAULT},
    {"isatty", file_isatty, METH_DEFAULT},
    {"readable", file_readable, METH_DEFAULT},
    {"writable", file_writable, METH_DEFAULT},
    {"seekable", file_seekable, METH_DEFAULT},
    {"__enter__", file_enter, METH_DEFAULT},
    {"__exit__", file_exit, METH_DEFAULT},
    {NULL, NULL, 0},
};

/* ---- attributes -------------------------------------------------------------------- */

static Object *get_field(Object *o, void *c)
{
    Object *v = *(Object **)((char *)o + (uintptr_t)c);
    return NEWREF(v ? v : None);
}

static Object *get_closed(Object *o, void *c)
{
    (void)c;
    return bool_from(is_closed((FileObject *)o));
}

static Object *get_buffer(Object *o, void *c)
{
    (void)c;
    FileObject *f = (FileObject *)o;
    if (f->inner == NULL)
        return err_set(&Exc_AttributeError, "fpy: the .buffer of a file that open() made is not supported (open it in binary mode)");
    return NEWREF(f->inner);
}

static Object *get_line_buffering(Object *o, void *c)
{
    (void)c;
    FileObject *f = (FileObject *)o;
    file_lock(f);
    bool lb = f->line_buffering;
    file_unlock(f);
    return bool_from(lb);
}

static Object *get_closefd(Object *o, void *c)
{
    (void)c;
    return bool_from(((FileObject *)o)->closefd);
}

/* None, one newline string, or a tuple of them in CPython's order. */
static Object *get_newlines(Object *o, void *c)
{
    (void)c;
    FileObject *f = (FileObject *)o;
    if (f->nlmode != NL_UNIVERSAL && f->nlmode != NL_UNTRANSLATED) return NEWREF(None);
    file_lock(f);
    int seen = f->seen_nl;
    file_unlock(f);
    Object *kinds[3] = {STR_ID("\r"), STR_ID("\n"), STR_ID("\r\n")};
    Object *pick[3];
    int n = 0;
    for (int i = 0; i < 3; i++)
        if (seen & (1 << i)) pick[n++] = kinds[i];
    if (n == 0) return NEWREF(None);
    if (n == 1) return NEWREF(pick[0]);
    return tuple_from_array(pick, n);
}

#define FIELD(name, field) {name, get_field, NULL, (void *)offsetof(FileObject, field)}
static const GetSetDef text_getset[] = {
    FIELD("name", name), FIELD("mode", mode), FIELD("encoding", encoding), FIELD("errors", errors),
    {"closed", get_closed, NULL, NULL},
    {"newlines", get_newlines, NULL, NULL},
    {"line_buffering", get_line_buffering, NULL, NULL},
    {"buffer", get_buffer, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

static const GetSetDef binary_getset[] = {
    FIELD("name", name), FIELD("mode", mode),
    {"closed", get_closed, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

static const GetSetDef raw_getset[] = {
    FIELD("name", name), FIELD("mode", mode),
    {"closed", get_closed, NULL, NULL},
    {"closefd", get_closefd, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};
#undef FIELD

static Object *file_repr(Object *o)
{
    FileObject *f = (FileObject *)o;
    const char *tn = TYPE_NAME(o);
    StrBuilder sb;
    sb_init(&sb);
    if (sb_add_cstr(&sb, "<") < 0 || sb_add_cstr(&sb, tn) < 0) goto fail;
    if (f->kind == FK_RAW && is_closed(f)) {
        if (sb_add_cstr(&sb, " [closed]>") < 0) goto fail;
        return sb_finish(&sb);
    }
    if (sb_add_cstr(&sb, " name=") < 0 || sb_add_repr(&sb, f->name) < 0) goto fail;
    if (f->kind != FK_BUFFERED && f->mode && (sb_add_cstr(&sb, " mode=") < 0 || sb_add_repr(&sb, f->mode) < 0)) goto fail;
    if (f->kind == FK_TEXT && (sb_add_cstr(&sb, " encoding=") < 0 || sb_add_repr(&sb, f->encoding) < 0)) goto fail;
    if (f->kind == FK_RAW && sb_add_cstr(&sb, f->closefd ? " closefd=True" : " closefd=False") < 0) goto fail;
    if (sb_add_cstr(&sb, ">") < 0) goto fail;
    return sb_finish(&sb);
fail:
    sb_discard(&sb);
    return NULL;
}

static void file_dealloc(Object *o)
{
    FileObject *f = (FileObject *)o;
    pthread_mutex_lock(&f->mu);
    if (close_locked(f) < 0) err_clear(); /* CPython reports it as "Exception ignored"; dropped here */
    pthread_mutex_unlock(&f->mu);
    pthread_mutex_destroy(&f->mu);
    XDECREF(f->name);
    XDECREF(f->mode);
    XDECREF(f->encoding);
    XDECREF(f->errors);
    XDECREF(f->inner);
    obj_free(o);
}

/* io.TextIOWrapper(buffer, encoding=None, errors=None, newline=None,
 * line_buffering=False, write_through=False): text over a binary file that
 * open() made (sharing its descriptor: the binary file's buffer is flushed,
 * and what it had read ahead given back, first), or over sys.stdout.buffer
 * / sys.stderr.buffer in UTF-8 (which gives the text stream itself). */
static Object *textio_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)type;
    static const char *const names[] = {"buffer", "encoding", "errors", "newline", "line_buffering",
                                        "write_through", NULL};
    Object *a[6];
    if (args_parse("TextIOWrapper", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    Object *buf = a[0], *enc = a[1] && a[1] != None ? a[1] : NULL, *errs = a[2] && a[2] != None ? a[2] : NULL;
    if ((enc && !is_str(enc)) || (errs && !is_str(errs)))
        return err_format(&Exc_TypeError, "TextIOWrapper() argument '%s' must be str or None, not %s",
                          enc && !is_str(enc) ? "encoding" : "errors", args_type_name(enc && !is_str(enc) ? enc : errs));
    int codec = CODEC_UTF8;
    if (enc && (codec = str_codec_lookup(enc)) < 0) return err_format(&Exc_LookupError, "unknown encoding: %U", enc);
    int nlmode = parse_newline(a[3]);
    if (nlmode < 0) return NULL;
    int lb = a[4] ? obj_is_true(a[4]) : 0;
    if (lb < 0) return NULL;
    Object *text = io_stream_text_of(buf);
    if (text != NULL) {
        if (codec != CODEC_UTF8)
            return err_set(&Exc_NotImplementedError, "fpy: sys.stdout and sys.stderr write UTF-8 only");
        return NEWREF(text);
    }
    Type *bt = TYPE(buf);
    if (bt != &BufferedReader_Type && bt != &BufferedWriter_Type && bt != &BufferedRandom_Type && bt != &FileIO_Type) {
        Object *r = obj_getattr(buf, STR_ID("readable")); /* CPython's first question of the buffer */
        if (r == NULL) return NULL;
        DECREF(r);
        return err_format(&Exc_NotImplementedError, "fpy: io.TextIOWrapper over a '%s' object is not supported", TYPE_NAME(buf));
    }
    FileObject *b = (FileObject *)buf;
    file_lock(b);
    if (b->fd < 0) {
        file_unlock(b);
        return err_set(&Exc_ValueError, CLOSED_NODOT);
    }
    int fd = b->fd;
    int r = flush_locked(b);
    if (r == 0 && b->rlen > b->rpos) r = drop_read_ahead(b);
    file_unlock(b);
    if (r < 0) return NULL;
    FileObject *f = file_alloc(&TextIOWrapper_Type, fd);
    if (f == NULL) return NULL;
    f->kind = FK_TEXT;
    f->readable = b->readable;
    f->writable = b->writable;
    f->closefd = false; /* the wrapped file owns the descriptor */
    f->codec = (uint8_t)codec;
    f->nlmode = (uint8_t)nlmode;
    f->name = NEWREF(b->name);
    f->encoding = NEWREF(enc ? enc : STR_ID("UTF-8"));
    f->errors = NEWREF(errs ? errs : STR_ID("strict"));
    f->strict_utf8 = codec == CODEC_UTF8 && !strcmp(str_cstr(f->errors), "strict");
    f->line_buffering = lb;
    f->inner = NEWREF(buf);
    if (f->writable) register_open(f);
    return (Object *)f;
}

#define FILE_TYPE(var, tname, gs, ...)                                                                \
    Type var = {TYPE_HEAD_INIT, .name = tname, .basicsize = sizeof(FileObject), .dealloc = file_dealloc, \
                .repr = file_repr, .iter = file_iter, .iternext = file_iternext, .methods = file_methods,  \
                .getset = gs, __VA_ARGS__};
FILE_TYPE(TextIOWrapper_Type, "_io.TextIOWrapper", text_getset, .new = textio_new)
FILE_TYPE(BufferedReader_Type, "_io.BufferedReader", binary_getset)
FILE_TYPE(BufferedWriter_Type, "_io.BufferedWriter", binary_getset)
FILE_TYPE(BufferedRandom_Type, "_io.BufferedRandom", binary_getset)
FILE_TYPE(FileIO_Type, "_io.FileIO", raw_getset)
#undef FILE_TYPE

/* ---- standard input, start-up and exit ---------------------------------------------- */

Object *file_stdin_new(void)
{
    FileObject *f = file_alloc(&TextIOWrapper_Type, 0);
    if (f == NULL) return NULL;
    f->kind = FK_TEXT;
    f->readable = true;
    f->codec = CODEC_UTF8;
    f->nlmode = NL_LF; /* as CPython's sys.stdin on POSIX: lines end at '\n', nothing translated */
    f->name = NEWREF(STR_ID("<stdin>"));
    f->mode = NEWREF(STR_ID("r"));
    f->encoding = NEWREF(STR_ID("utf-8"));
    f->errors = NEWREF(STR_ID("strict"));
    f->strict_utf8 = true;
    obj_make_immortal((Object *)f);
    return (Object *)f;
}

bool file_is_stdin(Object *o) { return TYPE(o) == &TextIOWrapper_Type && ((FileObject *)o)->fd == 0; }

void file_flush_all(void)
{
    pthread_mutex_lock(&open_lock);
    for (FileObject *f = open_files; f; f = f->next_open) {
        /* at exit another thread may hold a file: skip it rather than wait */
        if (pthread_mutex_trylock(&f->mu) != 0) continue;
        if (f->wlen) {
            size_t n = f->wlen;
            f->wlen = 0;
            const char *p = f->wbuf;
            while (n > 0) {
                ssize_t w = write(f->fd, p, n);
                if (w < 0) {
                    if (errno == EINTR) continue;
                    break;
                }
                p += w;
                n -= (size_t)w;
            }
        }
        pthread_mutex_unlock(&f->mu);
    }
    pthread_mutex_unlock(&open_lock);
}

int file_init(void)
{
    Type *types[] = {&TextIOWrapper_Type, &BufferedReader_Type, &BufferedWriter_Type, &BufferedRandom_Type,
                     &FileIO_Type};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if (type_ready(types[i]) < 0) return -1;
    /* io.UnsupportedOperation is both an OSError and a ValueError. */
    Object *bases = tuple_pack(2, (Object *)&Exc_OSError, (Object *)&Exc_ValueError);
    Object *ns = dict_new();
    if (bases == NULL || ns == NULL || dict_set_cstr(ns, "__module__", STR_ID("io")) < 0) {
        XDECREF(bases);
        XDECREF(ns);
        return -1;
    }
    Object *cls = class_new(&Type_Type, STR_ID("UnsupportedOperation"), bases, ns, NULL, NULL);
    DECREF(bases);
    DECREF(ns);
    if (cls == NULL) return -1;
    obj_make_immortal(cls);
    Exc_UnsupportedOperation = (Type *)cls;
    return 0;
}
