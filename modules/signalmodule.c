/* signalmodule.c: `_signal`, the C core of the `signal` module.
 *
 * The idea.  A signal is caught in C by vm/thread.c's thread_on_signal,
 * which only marks it pending and trips the main thread's eval breaker;
 * the main thread then runs the Python handler at its next safepoint, or
 * as soon as the blocking call it waits in returns EINTR (every blocking
 * call of fpy checks, then retries: PEP 475).  This module keeps the
 * table of Python handlers, installs the C handler (or SIG_DFL / SIG_IGN)
 * with sigaction, and gives vm/thread.c the runner that calls a handler:
 * handler(signum, None) -- fpy has no frame objects, so the second
 * argument is None where CPython passes the interrupted frame.  Worker
 * threads block the asynchronous signals (vm/thread.c), so a signal sent
 * to the process interrupts the main thread.  signal.py wraps the numbers
 * in the Signals / Handlers / Sigmasks enumerations.
 *
 * Invariants: handlers[s] is NULL (never read nor set: the first read asks
 * sigaction, with handlers_lock held, and stores the answer),
 * the int 0 (SIG_DFL), the int 1 (SIG_IGN), None (a handler installed
 * outside Python) or a callable; it names the disposition sigaction has
 * for s, except between the table update and the sigaction call of one
 * signal.signal, which only the main thread makes.  A callable is stored
 * before the C handler is installed, so a signal that arrives at once
 * finds it.
 *
 * Threads.  Only the main thread changes a disposition (signal.signal,
 * set_wakeup_fd: ValueError elsewhere, as CPython) and runs handlers.
 * handlers[] is guarded by handlers_lock, held only to swap a pointer or
 * to take a reference (never across a call, never while waiting for
 * anything), so getsignal may read it from any thread; the reference
 * dropped by a swap is released after the lock.  strsignal's libc buffer
 * is guarded by strsignal_lock.  The pending flags and the wakeup fd live
 * in vm/thread.c (atomics, written by the C handler).
 *
 * Left out: siginterrupt, sigtimedwait, sigwaitinfo, struct_siginfo,
 * pidfd_send_signal; set_wakeup_fd's warn_on_full_buffer is accepted and
 * ignored (a full pipe drops the byte silently).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#include "modules/modules.h"
#include "vm/thread.h"

static Object *handlers[NSIG];
static pthread_mutex_t handlers_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t strsignal_lock = PTHREAD_MUTEX_INITIALIZER;
static Object *default_int_handler; /* the module's builtin, immortal with it */
static Object *itimer_error;        /* signal.itimer_error (OSError subclass), kept for ever */

#define PARSE(fname, names, npos, nreq, out) \
    (args_parse(fname, args, nargs, kwnames, names, npos, nreq, out) < 0)

/* A signal number argument in [1, NSIG): 0, or -1 with ValueError. */
static int get_signum(Object *o, int *sig)
{
    if (index_as_int(o, sig) < 0) return -1;
    if (*sig < 1 || *sig >= NSIG) {
        err_set(&Exc_ValueError, "signal number out of range");
        return -1;
    }
    return 0;
}

static int main_only(const char *what)
{
    if (thread_is_main(ts_get())) return 0;
    err_format(&Exc_ValueError, "%s only works in main thread of the main interpreter", what);
    return -1;
}

/* The handler of sig as getsignal reports it: new ref.  A slot never set
 * is filled from sigaction with the lock held, so that the query cannot
 * pass a signal.signal of the main thread: read NULL, let the main thread
 * store a callable and install the C handler, then ask sigaction, and the
 * answer would be None, a disposition no one set. */
static Object *handler_get(int sig)
{
    pthread_mutex_lock(&handlers_lock);
    Object *h = handlers[sig];
    if (h == NULL) {
        struct sigaction sa;
        if (sigaction(sig, NULL, &sa) < 0) h = None;
        else if (sa.sa_handler == SIG_DFL) h = int_from_i64(0);
        else if (sa.sa_handler == SIG_IGN) h = int_from_i64(1);
        else h = None;
        if (h == None) INCREF(h); /* the small ints 0 and 1 need no reference */
        handlers[sig] = h;
    }
    INCREF(h);
    pthread_mutex_unlock(&handlers_lock);
    return h;
}

/* Store h (a new reference, stolen) as sig's handler. */
static void handler_set(int sig, Object *h)
{
    pthread_mutex_lock(&handlers_lock);
    Object *old = handlers[sig];
    handlers[sig] = h;
    pthread_mutex_unlock(&handlers_lock);
    XDECREF(old);
}

/* vm/thread.c's runner: sig arrived; call its Python handler (main thread, attached). */
static int run_handler(int sig)
{
    Object *h = handler_get(sig);
    if (h == NULL) return -1;
    int r = 0;
    if (h != None && !is_int(h)) {
        Object *n = int_from_i64(sig);
        Object *res = n != NULL ? obj_call2(h, n, None) : NULL;
        XDECREF(n);
        if (res == NULL) r = -1;
        XDECREF(res);
    }
    DECREF(h);
    return r;
}

/* 0 (SIG_DFL), 1 (SIG_IGN) or 2 (a callable) for a handler argument; -1 + TypeError. */
static int handler_kind(Object *h)
{
    if (is_int(h)) {
        int64_t v;
        if (int_as_i64(h, &v) && (v == 0 || v == 1)) return (int)v;
    }
    if (TYPE(h)->call != NULL) return 2;
    err_set(&Exc_TypeError, "signal handler must be signal.SIG_IGN, signal.SIG_DFL, or a callable object");
    return -1;
}

static Object *sig_signal(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"signalnum", "handler", NULL};
    Object *a[2];
    int sig;
    if (PARSE("signal", names, 2, 2, a)) return NULL;
    if (main_only("signal") < 0 || get_signum(a[0], &sig) < 0) return NULL;
    int kind = handler_kind(a[1]);
    if (kind < 0) return NULL;
    Object *old = handler_get(sig);
    if (old == NULL) return NULL;
    struct sigaction sa, prev;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0; /* no SA_RESTART: the main thread's blocking call returns EINTR */
    sa.sa_handler = kind == 0 ? SIG_DFL : kind == 1 ? SIG_IGN : thread_on_signal;
    INCREF(a[1]);
    handler_set(sig, a[1]); /* before the C handler: a signal arriving now finds it */
    if (sigaction(sig, &sa, &prev) < 0) {
        int e = errno;
        handler_set(sig, old); /* steals old */
        return err_set_errno(e);
    }
    return old;
}

static Object *sig_getsignal(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"signalnum", NULL};
    Object *a[1];
    int sig;
    if (PARSE("getsignal", names, 1, 1, a) || get_signum(a[0], &sig) < 0) return NULL;
    return handler_get(sig);
}

static Object *sig_default_int_handler(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("default_int_handler", kwnames) < 0) return NULL;
    if (nargs != 2) return err_format(&Exc_TypeError, "default_int_handler expected 2 arguments, got %zd", nargs);
    return err_set_object(&Exc_KeyboardInterrupt, NULL);
}

static Object *sig_raise_signal(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"signalnum", NULL};
    Object *a[1];
    int sig;
    if (PARSE("raise_signal", names, 1, 1, a) || index_as_int(a[0], &sig) < 0) return NULL;
    if (raise(sig) != 0) return err_set_errno(errno);
    if (thread_check_signals(ts_get()) < 0) return NULL;
    return NEWREF(None);
}

static Object *sig_strsignal(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"signalnum", NULL};
    Object *a[1];
    int sig;
    if (PARSE("strsignal", names, 1, 1, a) || get_signum(a[0], &sig) < 0) return NULL;
    char buf[128];
    pthread_mutex_lock(&strsignal_lock); /* strsignal may use a static buffer */
    const char *s = strsignal(sig);
    bool known = s != NULL && strstr(s, "Unknown signal") == NULL;
    if (known) snprintf(buf, sizeof buf, "%s", s);
    pthread_mutex_unlock(&strsignal_lock);
    return known ? str_from_cstr(buf) : NEWREF(None);
}

/* A set of the signal numbers in *set. */
static Object *set_of_sigset(const sigset_t *set)
{
    Object *r = set_new(NULL);
    for (int s = 1; r != NULL && s < NSIG; s++) {
        if (sigismember(set, s) != 1) continue;
        Object *n = int_from_i64(s);
        if (n == NULL || set_add(r, n) < 0) {
            XDECREF(n);
            DECREF(r);
            return NULL;
        }
        DECREF(n);
    }
    return r;
}

/* An iterable of signal numbers as a sigset_t: 0, or -1 with the error. */
static int sigset_of_iterable(Object *o, sigset_t *set)
{
    sigemptyset(set);
    Object *it = obj_iter(o);
    if (it == NULL) return -1;
    Object *x;
    while ((x = iter_next(it)) != NULL) {
        int sig;
        int r = index_as_int(x, &sig);
        DECREF(x);
        if (r < 0) break;
        if (sig < 1 || sig >= NSIG) {
            err_format(&Exc_ValueError, "signal number %d out of range [1; %d]", sig, NSIG - 1);
            break;
        }
        sigaddset(set, sig);
    }
    DECREF(it);
    return err_occurred() ? -1 : 0;
}

static Object *sig_valid_signals(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("valid_signals", kwnames) < 0 || args_count("valid_signals", nargs, 0, 0) < 0) return NULL;
    sigset_t all;
    if (sigfillset(&all) < 0) return err_set_errno(errno);
    return set_of_sigset(&all);
}

static Object *sig_pthread_sigmask(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"how", "mask", NULL};
    Object *a[2];
    int how;
    sigset_t set, old;
    if (PARSE("pthread_sigmask", names, 2, 2, a) || index_as_int(a[0], &how) < 0 || sigset_of_iterable(a[1], &set) < 0)
        return NULL;
    int e = pthread_sigmask(how, &set, &old);
    if (e != 0) return err_set_errno(e);
    if (thread_check_signals(ts_get()) < 0) return NULL; /* one just unblocked */
    return set_of_sigset(&old);
}

static Object *sig_sigpending(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("sigpending", kwnames) < 0 || args_count("sigpending", nargs, 0, 0) < 0) return NULL;
    sigset_t set;
    if (sigpending(&set) < 0) return err_set_errno(errno);
    return set_of_sigset(&set);
}

static Object *sig_sigwait(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"sigset", NULL};
    Object *a[1];
    sigset_t set;
    if (PARSE("sigwait", names, 1, 1, a) || sigset_of_iterable(a[0], &set) < 0) return NULL;
    ThreadState *ts = ts_get();
    int sig = 0, e;
    for (;;) {
        thread_detach(ts);
        e = sigwait(&set, &sig);
        thread_attach(ts);
        if (e != EINTR) break;
        if (thread_check_signals(ts) < 0) return NULL;
    }
    if (e != 0) return err_set_errno(e);
    return int_from_i64(sig);
}

static Object *sig_pthread_kill(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"thread_id", "signalnum", NULL};
    Object *a[2];
    int sig;
    if (PARSE("pthread_kill", names, 2, 2, a) || index_as_int(a[1], &sig) < 0) return NULL;
    Object *v = num_index(a[0]);
    if (v == NULL) return NULL;
    int64_t id;
    bool fits = int_as_i64(v, &id);
    if (!fits && int_sign(v) > 0) {
        /* idents are unsigned (pthread_self): those of 2**63 and up */
        Object *wrap = int_from_u64(UINT64_MAX), *one = int_from_i64(1);
        Object *m = wrap != NULL && one != NULL ? int_add(wrap, one) : NULL;
        Object *w = m != NULL ? int_sub(v, m) : NULL;
        fits = w != NULL && int_sign(w) < 0 && int_as_i64(w, &id);
        XDECREF(wrap);
        XDECREF(one);
        XDECREF(m);
        XDECREF(w);
        if (err_occurred()) {
            DECREF(v);
            return NULL;
        }
    }
    DECREF(v);
    if (!fits) return err_set(&Exc_OverflowError, "Python int too large to convert to C unsigned long");
    int e = pthread_kill((pthread_t)(uint64_t)id, sig);
    if (e != 0) return err_set_errno(e);
    if (thread_check_signals(ts_get()) < 0) return NULL;
    return NEWREF(None);
}

static Object *sig_alarm(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"seconds", NULL};
    Object *a[1];
    int secs;
    if (PARSE("alarm", names, 1, 1, a) || index_as_int(a[0], &secs) < 0) return NULL;
    return int_from_i64(alarm((unsigned)secs));
}

static Object *sig_pause(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("pause", kwnames) < 0 || args_count("pause", nargs, 0, 0) < 0) return NULL;
    ThreadState *ts = ts_get();
    thread_detach(ts);
    pause(); /* returns when a handler ran (EINTR) */
    thread_attach(ts);
    if (thread_check_signals(ts) < 0) return NULL;
    return NEWREF(None);
}

static void timeval_of(double secs, struct timeval *tv)
{
    double whole = floor(secs);
    tv->tv_sec = (time_t)whole;
    tv->tv_usec = (suseconds_t)((secs - whole) * 1e6);
    if (tv->tv_usec >= 1000000) {
        tv->tv_sec++;
        tv->tv_usec -= 1000000;
    }
    /* a delay below a microsecond would disarm the timer: round it up */
    if (tv->tv_sec == 0 && tv->tv_usec == 0 && secs > 0) tv->tv_usec = 1;
}

static Object *itimer_tuple(const struct itimerval *v)
{
    Object *d = float_new((double)v->it_value.tv_sec + (double)v->it_value.tv_usec * 1e-6);
    Object *i = float_new((double)v->it_interval.tv_sec + (double)v->it_interval.tv_usec * 1e-6);
    Object *t = d != NULL && i != NULL ? tuple_pack(2, d, i) : NULL;
    XDECREF(d);
    XDECREF(i);
    return t;
}

static Object *itimer_fail(int e)
{
    Object *code = int_from_i64(e);
    Object *msg = str_from_cstr(strerror(e));
    Object *t = code != NULL && msg != NULL ? tuple_pack(2, code, msg) : NULL;
    XDECREF(code);
    XDECREF(msg);
    if (t == NULL) return NULL;
    Object *exc = obj_call(itimer_error, tuple_items(t), 2, NULL);
    DECREF(t);
    if (exc == NULL) return NULL;
    err_set_raised(exc);
    return NULL;
}

static Object *sig_setitimer(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"which", "seconds", "interval", NULL};
    Object *a[3];
    int which;
    double secs, interval = 0;
    if (PARSE("setitimer", names, 3, 2, a) || index_as_int(a[0], &which) < 0 || float_as_double_of(a[1], &secs) < 0 ||
        (a[2] != NULL && float_as_double_of(a[2], &interval) < 0))
        return NULL;
    if (secs < 0 || interval < 0 || !isfinite(secs) || !isfinite(interval) || secs > 1e15 || interval > 1e15)
        return itimer_fail(EINVAL);
    struct itimerval nv, ov;
    timeval_of(secs, &nv.it_value);
    timeval_of(interval, &nv.it_interval);
    if (setitimer(which, &nv, &ov) < 0) return itimer_fail(errno);
    return itimer_tuple(&ov);
}

static Object *sig_getitimer(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"which", NULL};
    Object *a[1];
    int which;
    if (PARSE("getitimer", names, 1, 1, a) || index_as_int(a[0], &which) < 0) return NULL;
    struct itimerval v;
    if (getitimer(which, &v) < 0) return itimer_fail(errno);
    return itimer_tuple(&v);
}

static Object *sig_set_wakeup_fd(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"fd", "$warn_on_full_buffer", NULL};
    Object *a[2];
    int fd;
    if (PARSE("set_wakeup_fd", names, 1, 1, a) || index_as_int(a[0], &fd) < 0) return NULL;
    if (main_only("set_wakeup_fd") < 0) return NULL;
    if (fd != -1) {
        struct stat st;
        if (fstat(fd, &st) < 0) return err_set_errno(errno);
        int fl = fcntl(fd, F_GETFL);
        if (fl < 0) return err_set_errno(errno);
        if (!(fl & O_NONBLOCK)) return err_format(&Exc_ValueError, "the fd %d must be in non-blocking mode", fd);
    }
    return int_from_i64(thread_set_wakeup_fd(fd));
}

static const MethodDef signal_methods[] = {
    {"signal", sig_signal, METH_DEFAULT},
    {"getsignal", sig_getsignal, METH_DEFAULT},
    {"default_int_handler", sig_default_int_handler, METH_DEFAULT},
    {"raise_signal", sig_raise_signal, METH_DEFAULT},
    {"strsignal", sig_strsignal, METH_DEFAULT},
    {"valid_signals", sig_valid_signals, METH_DEFAULT},
    {"pthread_sigmask", sig_pthread_sigmask, METH_DEFAULT},
    {"pthread_kill", sig_pthread_kill, METH_DEFAULT},
    {"sigpending", sig_sigpending, METH_DEFAULT},
    {"sigwait", sig_sigwait, METH_DEFAULT},
    {"alarm", sig_alarm, METH_DEFAULT},
    {"pause", sig_pause, METH_DEFAULT},
    {"setitimer", sig_setitimer, METH_DEFAULT},
    {"getitimer", sig_getitimer, METH_DEFAULT},
    {"set_wakeup_fd", sig_set_wakeup_fd, METH_DEFAULT},
    {NULL, NULL, 0},
};

static int add_int(Object *d, const char *name, long v)
{
    Object *o = int_from_i64(v);
    if (o == NULL) return -1;
    int r = dict_set_cstr(d, name, o);
    DECREF(o);
    return r;
}

/* signal.itimer_error: class itimer_error(OSError), __module__ 'signal'. */
static Object *make_itimer_error(void)
{
    Object *name = str_from_cstr("itimer_error");
    Object *bases = tuple_pack(1, (Object *)&Exc_OSError);
    Object *ns = dict_new();
    Object *mod = str_from_cstr("signal");
    Object *cls = NULL;
    if (name != NULL && bases != NULL && ns != NULL && mod != NULL && dict_set_cstr(ns, "__module__", mod) == 0) {
        Object *targs[3] = {name, bases, ns};
        cls = obj_call((Object *)&Type_Type, targs, 3, NULL);
    }
    XDECREF(name);
    XDECREF(bases);
    XDECREF(ns);
    XDECREF(mod);
    return cls;
}

int signalmodule_init(void)
{
    Object *m = module_new_builtin("_signal", signal_methods);
    if (m == NULL) return -1;
    Object *d = module_dict(m);
    static const struct {
        const char *name;
        int value;
    } sigs[] = {
        {"SIGHUP", SIGHUP}, {"SIGINT", SIGINT}, {"SIGQUIT", SIGQUIT}, {"SIGILL", SIGILL},
        {"SIGTRAP", SIGTRAP}, {"SIGABRT", SIGABRT}, {"SIGIOT", SIGIOT}, {"SIGBUS", SIGBUS},
        {"SIGFPE", SIGFPE}, {"SIGKILL", SIGKILL}, {"SIGUSR1", SIGUSR1}, {"SIGSEGV", SIGSEGV},
        {"SIGUSR2", SIGUSR2}, {"SIGPIPE", SIGPIPE}, {"SIGALRM", SIGALRM}, {"SIGTERM", SIGTERM},
#ifdef SIGSTKFLT
        {"SIGSTKFLT", SIGSTKFLT},
#endif
        {"SIGCHLD", SIGCHLD}, {"SIGCONT", SIGCONT}, {"SIGSTOP", SIGSTOP}, {"SIGTSTP", SIGTSTP},
        {"SIGTTIN", SIGTTIN}, {"SIGTTOU", SIGTTOU}, {"SIGURG", SIGURG}, {"SIGXCPU", SIGXCPU},
        {"SIGXFSZ", SIGXFSZ}, {"SIGVTALRM", SIGVTALRM}, {"SIGPROF", SIGPROF}, {"SIGWINCH", SIGWINCH},
        {"SIGIO", SIGIO}, {"SIGPOLL", SIGPOLL}, {"SIGPWR", SIGPWR}, {"SIGSYS", SIGSYS},
#ifdef SIGCLD
        {"SIGCLD", SIGCLD},
#endif
        {"SIG_BLOCK", SIG_BLOCK}, {"SIG_UNBLOCK", SIG_UNBLOCK}, {"SIG_SETMASK", SIG_SETMASK},
        {"ITIMER_REAL", ITIMER_REAL}, {"ITIMER_VIRTUAL", ITIMER_VIRTUAL}, {"ITIMER_PROF", ITIMER_PROF},
        {"NSIG", NSIG}, {"SIG_DFL", 0}, {"SIG_IGN", 1},
    };
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
        if (add_int(d, sigs[i].name, sigs[i].value) < 0) return -1;
    if (add_int(d, "SIGRTMIN", SIGRTMIN) < 0 || add_int(d, "SIGRTMAX", SIGRTMAX) < 0) return -1;
    default_int_handler = dict_get_str(d, STR_ID("default_int_handler"));
    itimer_error = make_itimer_error();
    if (default_int_handler == NULL || itimer_error == NULL || dict_set_cstr(d, "ItimerError", itimer_error) < 0)
        return -1;
    /* SIGINT: fpy's own handler is in place (vm/thread.c); it now runs
     * default_int_handler through the table, which a program may change. */
    struct sigaction sa;
    if (sigaction(SIGINT, NULL, &sa) == 0 && sa.sa_handler == thread_on_signal)
        handler_set(SIGINT, NEWREF(default_int_handler));
    thread_set_signal_runner(run_handler);
    return 0;
}
