/* posixsubprocessmodule.c: `_posixsubprocess`, the C core of `subprocess`.
 *
 * The idea.  Two calls: spawn, which starts a child, and communicate,
 * which feeds a child's stdin and drains its stdout and stderr at once.
 * Everything else (argument handling, Popen, run, the errors) is
 * modules/subprocess.py.
 *
 * Starting a child from a process with many threads.  The rule: between
 * fork and exec a child of a threaded process may only make
 * async-signal-safe calls -- another thread may have held the malloc lock,
 * a mutex of the runtime or a stdio lock at the instant of the fork, and
 * the child's copy of it stays locked for ever.  fpy does not fork at all:
 * it uses posix_spawn, whose glibc implementation (clone with CLONE_VM |
 * CLONE_VFORK) runs only system calls in the child and reports the exec's
 * failure back as its return value.  Everything the child needs is
 * prepared in the parent first, in malloc'd memory: argv, envp, and the
 * file actions (dup2 of the pipe ends onto 0/1/2, closing every other
 * descriptor from 3 up, chdir through posix_spawn_file_actions_addchdir_np)
 * and the attributes (an empty signal mask: worker threads block the
 * asynchronous signals and a child would inherit that; SIGPIPE and SIGXFSZ
 * back to their defaults, as CPython's restore_signals; setsid for
 * start_new_session).  The program is looked up by subprocess.py, which
 * passes the candidate paths (PATH of the child's environment) and spawn
 * tries them in order, as CPython's child tries its execve calls.
 *
 * Errors.  posix_spawn returns the errno of the failed step but not which
 * step failed; a failure with a cwd is checked again in the parent
 * (open(cwd, O_DIRECTORY)) to name the directory rather than the program,
 * as CPython does.  The error is the OSError subclass of that errno with
 * the program (or the directory) as its filename.
 *
 * Threads.  The module has no state.  spawn and communicate run detached
 * while they wait (posix_spawn itself blocks until the child has exec'd;
 * communicate polls); detached they touch only malloc'd memory and the
 * bytes of the input, an immutable bytes object the caller holds.  The
 * child runs in the parent's memory until it execs (CLONE_VM), so what it
 * reads must not change meanwhile: argv, envp and the file actions are
 * this call's own copies (the environment too: subprocess.py always
 * passes it, made from os.environ, never the C library's `environ`, which
 * another thread's putenv may reallocate).  EINTR in communicate: what
 * was read and written is first recorded in the caller's state list, then
 * the signal handlers run (thread_check_signals), so a handler that
 * raises loses nothing and subprocess.py's next call goes on.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "modules/modules.h"
#include "vm/thread.h"

/* A NULL-terminated array of malloc'd copies of a sequence of str/bytes. */
static char **cstr_array(Object *seq)
{
    Object *items = tuple_from_iterable(seq);
    if (items == NULL) return NULL;
    ssize_t n = tuple_len(items);
    char **arr = calloc((size_t)n + 1, sizeof *arr);
    if (arr == NULL) {
        DECREF(items);
        err_no_memory();
        return NULL;
    }
    for (ssize_t i = 0; i < n; i++) {
        Object *o = tuple_get(items, i);
        const char *s;
        size_t len;
        if (is_str(o)) {
            s = str_cstr(o);
            len = (size_t)str_nbytes(o);
        } else if (TYPE(o) == &Bytes_Type) {
            s = bytes_data(o);
            len = (size_t)bytes_len(o);
        } else {
            err_format(&Exc_TypeError, "expected str, bytes or os.PathLike object, not %s", TYPE_NAME(o));
            goto fail;
        }
        if (strlen(s) != len) {
            err_set(&Exc_ValueError, "embedded null byte");
            goto fail;
        }
        arr[i] = strdup(s);
        if (arr[i] == NULL) {
            err_no_memory();
            goto fail;
        }
    }
    DECREF(items);
    return arr;
fail:
    for (ssize_t i = 0; i < n; i++) free(arr[i]);
    free(arr);
    DECREF(items);
    return NULL;
}

static void free_array(char **arr)
{
    if (arr == NULL) return;
    for (char **p = arr; *p != NULL; p++) free(*p);
    free(arr);
}

static int get_fd(Object *o, int *fd)
{
    ssize_t v;
    if (index_as_ssize(o, &Exc_OverflowError, &v) < 0) return -1;
    if (v < -1 || v > INT_MAX) {
        err_set(&Exc_ValueError, "bad file descriptor");
        return -1;
    }
    *fd = (int)v;
    return 0;
}

/* spawn(executables, shown, args, env, cwd, p2cread, c2pwrite, errwrite,
 *       close_fds, pass_fds, start_new_session) -> pid
 * executables: the paths to try in order; shown: the program's name in an
 * error (args[0] or the executable argument); args: argv; env: a sequence of
 * b"K=V"; cwd: str/bytes or None; the three fds: -1 to
 * inherit the parent's, else the descriptor the child gets as 0, 1, 2. */
static Object *ps_spawn(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("spawn", kwnames) < 0 || args_count("spawn", nargs, 11, 11) < 0) return NULL;
    int fds[3], temps[3] = {-1, -1, -1};
    for (int i = 0; i < 3; i++)
        if (get_fd(args[5 + i], &fds[i]) < 0) return NULL;
    int close_fds = obj_is_true(args[8]), new_session = obj_is_true(args[10]);
    if (close_fds < 0 || new_session < 0) return NULL;
    Object *cwd = args[4];
    if (cwd != None && !is_str(cwd) && TYPE(cwd) != &Bytes_Type)
        return err_format(&Exc_TypeError, "expected str, bytes or os.PathLike object, not %s", TYPE_NAME(cwd));
    Object *pass = tuple_from_iterable(args[9]);
    if (pass == NULL) return NULL;
    char **exes = NULL, **argv = NULL, **envp = NULL, *cwd_c = NULL;
    int *pass_fds = NULL;
    ssize_t npass = tuple_len(pass);
    Object *result = NULL;
    pid_t pid = -1;
    int e = 0;
    bool fa_made = false, attr_made = false;
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t attr;

    pass_fds = malloc(sizeof(int) * (size_t)(npass + 1));
    if (pass_fds == NULL) {
        err_no_memory();
        goto done;
    }
    for (ssize_t i = 0; i < npass; i++) {
        ssize_t v;
        if (index_as_ssize(tuple_get(pass, i), &Exc_OverflowError, &v) < 0) goto done;
        if (v < 0 || v > INT_MAX) {
            err_set(&Exc_ValueError, "bad value(s) in fds_to_keep");
            goto done;
        }
        pass_fds[i] = (int)v;
    }
    exes = cstr_array(args[0]);
    if (exes == NULL) goto done;
    if (exes[0] == NULL) {
        err_set(&Exc_ValueError, "no executable to run");
        goto done;
    }
    argv = cstr_array(args[2]);
    if (argv == NULL) goto done;
    if ((envp = cstr_array(args[3])) == NULL) goto done;
    if (cwd != None) {
        const char *s = is_str(cwd) ? str_cstr(cwd) : bytes_data(cwd);
        size_t len = is_str(cwd) ? (size_t)str_nbytes(cwd) : (size_t)bytes_len(cwd);
        if (strlen(s) != len) {
            err_set(&Exc_ValueError, "embedded null byte");
            goto done;
        }
        if ((cwd_c = strdup(s)) == NULL) {
            err_no_memory();
            goto done;
        }
    }

    /* The child's file actions and attributes: all made before it starts. */
    if ((e = posix_spawn_file_actions_init(&fa)) != 0) goto fail_errno;
    fa_made = true;
    if ((e = posix_spawnattr_init(&attr)) != 0) goto fail_errno;
    attr_made = true;
    for (int i = 0; i < 3; i++) {
        if (fds[i] < 0) continue;
        if (fds[i] < 3 && fds[i] != i) {
            /* a source among 0-2 could be overwritten by an earlier dup2
             * (stdout=2, stderr=1): the child gets a copy above them */
            int high = fcntl(fds[i], F_DUPFD_CLOEXEC, 3);
            if (high < 0) {
                e = errno;
                goto fail_errno;
            }
            fds[i] = high;
            temps[i] = high;
        }
        /* dup2 onto itself only clears close-on-exec (glibc 2.29+) */
        if ((e = posix_spawn_file_actions_adddup2(&fa, fds[i], i)) != 0) goto fail_errno;
    }
    for (ssize_t i = 0; i < npass; i++)
        if ((e = posix_spawn_file_actions_adddup2(&fa, pass_fds[i], pass_fds[i])) != 0) goto fail_errno;
    if (close_fds && npass == 0 && (e = posix_spawn_file_actions_addclosefrom_np(&fa, 3)) != 0) goto fail_errno;
    if (cwd_c != NULL && (e = posix_spawn_file_actions_addchdir_np(&fa, cwd_c)) != 0) goto fail_errno;
    sigset_t none, dfl;
    sigemptyset(&none);
    sigemptyset(&dfl);
    sigaddset(&dfl, SIGPIPE);
    sigaddset(&dfl, SIGXFSZ);
    short flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
    if (new_session) flags |= POSIX_SPAWN_SETSID;
    if ((e = posix_spawnattr_setsigmask(&attr, &none)) != 0 || (e = posix_spawnattr_setsigdefault(&attr, &dfl)) != 0 ||
        (e = posix_spawnattr_setflags(&attr, flags)) != 0)
        goto fail_errno;

    ThreadState *ts = ts_get();
    thread_detach(ts);
    /* As CPython's child: every candidate in turn until one runs; the
     * error reported is the first that is not ENOENT or ENOTDIR (a
     * program found but not runnable), else the last. */
    int saved = 0;
    for (char **x = exes; *x != NULL; x++) {
        e = posix_spawn(&pid, *x, &fa, &attr, argv, envp);
        if (e == 0) break;
        if (e != ENOENT && e != ENOTDIR && saved == 0) saved = e;
    }
    if (e != 0 && saved != 0) e = saved;
    int cwd_err = 0;
    if (e != 0 && cwd_c != NULL) {
        int dfd = open(cwd_c, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (dfd < 0) cwd_err = errno;
        else close(dfd);
    }
    thread_attach(ts);
    if (e == 0) {
        result = int_from_i64(pid);
    } else if (cwd_err != 0) {
        err_set_errno_filename(cwd_err, cwd);
    } else {
        err_set_errno_filename(e, args[1]); /* the program as it was asked for */
    }
    goto done;
fail_errno:
    err_set_errno(e);
done:
    for (int i = 0; i < 3; i++)
        if (temps[i] >= 0) close(temps[i]);
    if (fa_made) posix_spawn_file_actions_destroy(&fa);
    if (attr_made) posix_spawnattr_destroy(&attr);
    free_array(exes);
    free_array(argv);
    free_array(envp);
    free(cwd_c);
    free(pass_fds);
    DECREF(pass);
    return result;
}

typedef struct {
    char *buf;
    size_t len, cap;
} Buf;

static int buf_read(Buf *b, int fd, bool *eof, int *err)
{
    if (b->cap - b->len < 65536) {
        size_t cap = b->cap ? b->cap * 2 : 65536;
        while (cap - b->len < 65536) cap *= 2;
        char *nb = realloc(b->buf, cap);
        if (nb == NULL) {
            *err = ENOMEM;
            return -1;
        }
        b->buf = nb;
        b->cap = cap;
    }
    ssize_t n = read(fd, b->buf + b->len, b->cap - b->len);
    if (n < 0) {
        if (errno == EINTR || errno == EAGAIN) return 0;
        *err = errno;
        return -1;
    }
    if (n == 0) *eof = true;
    b->len += (size_t)n;
    return 0;
}

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* communicate(in_fd, input, state, out_fd, err_fd, timeout)
 *   -> (in_done, out_eof, err_eof)
 * state: the list [in_off, out_chunks, err_chunks] the caller keeps.
 * Writes input[in_off:] to in_fd and reads out_fd and err_fd (each -1 when
 * absent or done) until all are done, the timeout (seconds, < 0: none)
 * has passed, the input is all written, or a signal interrupted the wait.
 * What it did goes into state first (the new offset, the bytes read
 * appended to the chunk lists); then the handlers of a signal that came
 * run, and the exception one raises comes out, with nothing lost.  It
 * closes nothing: subprocess.py closes in_fd when in_done (also true after
 * EPIPE: the child stopped reading) and the others at their end, and calls
 * again while something is left. */
static Object *ps_communicate(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("communicate", kwnames) < 0 || args_count("communicate", nargs, 6, 6) < 0) return NULL;
    int in_fd, out_fd, err_fd;
    ssize_t in_off;
    double timeout;
    Object *state = args[2];
    if (TYPE(state) != &List_Type || list_len(state) != 3)
        return err_set(&Exc_TypeError, "state must be a list [offset, out_chunks, err_chunks]");
    Object *off0 = list_get(state, 0), *out_list = list_get(state, 1), *err_list = list_get(state, 2);
    int bad = off0 == NULL || out_list == NULL || err_list == NULL || TYPE(out_list) != &List_Type ||
              TYPE(err_list) != &List_Type;
    if (!bad) bad = index_as_ssize(off0, &Exc_OverflowError, &in_off) < 0;
    XDECREF(off0);
    /* the lists stay referenced by state, which the caller holds */
    XDECREF(out_list);
    XDECREF(err_list);
    if (bad) {
        if (!err_occurred()) err_set(&Exc_TypeError, "state must be a list [offset, out_chunks, err_chunks]");
        return NULL;
    }
    if (get_fd(args[0], &in_fd) < 0 || get_fd(args[3], &out_fd) < 0 || get_fd(args[4], &err_fd) < 0 ||
        float_as_double_of(args[5], &timeout) < 0)
        return NULL;
    Object *input = args[1];
    const char *in_data = NULL;
    ssize_t in_len = 0;
    if (in_fd >= 0) {
        if (TYPE(input) != &Bytes_Type) return err_format(&Exc_TypeError, "input must be bytes, not %s", TYPE_NAME(input));
        in_data = bytes_data(input);
        in_len = bytes_len(input);
        if (in_off < 0 || in_off > in_len) return err_set(&Exc_ValueError, "input offset out of range");
    }
    Buf out = {0}, errb = {0};
    bool in_done = in_fd < 0, out_eof = out_fd < 0, err_eof = err_fd < 0;
    int fail = 0;
    ThreadState *ts = ts_get();
    double deadline = timeout >= 0 ? now_seconds() + timeout : 0;
    thread_detach(ts);
    while (!(in_done && out_eof && err_eof)) {
        struct pollfd p[3];
        int n = 0, iin = -1, iout = -1, ierr = -1;
        if (!in_done) {
            if (in_off >= in_len) {
                in_done = true;
                break; /* the caller closes stdin: the child sees its end */
            }
            iin = n;
            p[n++] = (struct pollfd){.fd = in_fd, .events = POLLOUT};
        }
        if (!out_eof) {
            iout = n;
            p[n++] = (struct pollfd){.fd = out_fd, .events = POLLIN};
        }
        if (!err_eof) {
            ierr = n;
            p[n++] = (struct pollfd){.fd = err_fd, .events = POLLIN};
        }
        int ms = -1;
        if (timeout >= 0) {
            double left = deadline - now_seconds();
            if (left <= 0) break;
            ms = (int)(left * 1000) + 1;
        }
        int r = poll(p, (nfds_t)n, ms);
        if (r < 0) {
            if (errno == EINTR) break; /* handlers run once state holds what was done */
            fail = errno;
            break;
        }
        if (r == 0) continue; /* the deadline is checked above */
        if (iin >= 0 && p[iin].revents) {
            if (p[iin].revents & (POLLERR | POLLHUP)) {
                in_done = true; /* the child closed its stdin */
            } else {
                /* POLLOUT promises room for PIPE_BUF bytes: a bigger write
                 * could block while the child waits for us to read */
                size_t chunk = (size_t)(in_len - in_off);
                if (chunk > PIPE_BUF) chunk = PIPE_BUF;
                ssize_t w = write(in_fd, in_data + in_off, chunk);
                if (w >= 0) in_off += w;
                else if (errno == EPIPE) in_done = true;
                else if (errno != EINTR && errno != EAGAIN) {
                    fail = errno;
                    break;
                }
            }
        }
        if (iout >= 0 && p[iout].revents && buf_read(&out, out_fd, &out_eof, &fail) < 0) break;
        if (ierr >= 0 && p[ierr].revents && buf_read(&errb, err_fd, &err_eof, &fail) < 0) break;
    }
    thread_attach(ts);
    Object *result = NULL;
    Object *off = int_from_i64(in_off);
    int r = off != NULL ? list_store_steal(state, 0, off) : -1;
    Buf *bufs[2] = {&out, &errb};
    Object *lists[2] = {out_list, err_list};
    for (int i = 0; i < 2 && r == 0; i++) {
        if (bufs[i]->len == 0) continue;
        Object *chunk = bytes_from(bufs[i]->buf, (ssize_t)bufs[i]->len);
        r = chunk != NULL ? list_append_steal(lists[i], chunk) : -1;
    }
    free(out.buf);
    free(errb.buf);
    if (r < 0) return NULL;
    if (fail != 0) return err_set_errno(fail);
    if (thread_check_signals(ts) < 0) return NULL;
    result = tuple_pack(3, in_done ? True : False, out_eof ? True : False, err_eof ? True : False);
    return result;
}

static const MethodDef posixsubprocess_methods[] = {
    {"spawn", ps_spawn, METH_DEFAULT},
    {"communicate", ps_communicate, METH_DEFAULT},
    {NULL, NULL, 0},
};

int posixsubprocessmodule_init(void)
{
    return module_new_builtin("_posixsubprocess", posixsubprocess_methods) == NULL ? -1 : 0;
}
