/* selectmodule.c: `select`, waiting for several descriptors at once.
 *
 * The idea.  Three ways to wait, as CPython offers on Linux: select()
 * (three lists of objects in, three lists of the ready ones out), poll
 * objects (a registry of descriptor -> event mask, asked with a timeout in
 * milliseconds) and epoll objects (the kernel keeps the registry).  fpy's
 * select() is written over poll(2), so it has no FD_SETSIZE limit; it
 * reports what select(2) would: readable on POLLIN, POLLHUP or POLLERR,
 * writable on POLLOUT or POLLERR, exceptional on POLLPRI, and EBADF for a
 * descriptor that is not open (POLLNVAL).
 *
 * Threads.  Every wait runs with the thread detached, on a malloc'd array
 * of struct pollfd (or epoll_event) that no other thread sees; EINTR is
 * retried after the thread's signal check, with the time left recomputed
 * (PEP 475).  A poll object's registry is a plain array guarded by the
 * object's mutex `mu`, held only to copy or edit it (never across the
 * wait, taken while attached: nothing under it can wait for the
 * collector); a second poll() on the same object while one waits is a
 * RuntimeError, as in CPython (`polling`, under mu).  An epoll object's
 * descriptor follows the socket rule (modules/socketmodule.c): under mu,
 * a call borrows it (users++) and gives it back; close() sets it to -1
 * and closes it at once, or leaves it to the last borrower.
 *
 * What fpy leaves out: devpoll and kqueue (not on Linux), epoll's
 * sizehint beyond checking it, and select()'s FD_SETSIZE ValueError.
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <poll.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <time.h>
#include <unistd.h>

#include "modules/modules.h"
#include "vm/thread.h"

static int64_t now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

/* An object as a descriptor (CPython's PyObject_AsFileDescriptor): an
 * int, or the int its fileno() returns.  0, or -1 with the error set. */
static int as_fd(Object *o, int *fd)
{
    Object *v;
    if (is_int(o)) {
        v = NEWREF(o);
    } else {
        Object *meth = obj_lookup_attr(o, STR_ID("fileno"));
        if (meth == NULL) {
            if (!err_occurred())
                err_set(&Exc_TypeError, "argument must be an int, or have a fileno() method.");
            return -1;
        }
        v = obj_call0(meth);
        DECREF(meth);
        if (v == NULL) return -1;
        if (!is_int(v)) {
            DECREF(v);
            err_set(&Exc_TypeError, "fileno() returned a non-integer");
            return -1;
        }
    }
    int64_t x;
    bool fits = int_as_i64(v, &x);
    if (!fits || x > INT_MAX || x < INT_MIN) {
        DECREF(v);
        err_set(&Exc_OverflowError, !fits ? "Python int too large to convert to C int"
                                    : x < 0 ? "signed integer is less than minimum"
                                            : "signed integer is greater than maximum");
        return -1;
    }
    DECREF(v);
    if (x < 0) {
        err_format(&Exc_ValueError, "file descriptor cannot be a negative integer (%d)", (int)x);
        return -1;
    }
    *fd = (int)x;
    return 0;
}

/* A timeout in seconds (None: -1, forever) as ns.  0 or -1. */
static int seconds_arg(Object *o, int64_t *ns, const char *typemsg)
{
    if (o == NULL || o == None) {
        *ns = -1;
        return 0;
    }
    double d;
    if (is_float(o)) {
        d = float_val(o);
        if (isnan(d)) {
            err_set(&Exc_ValueError, "Invalid value NaN (not a number)");
            return -1;
        }
    } else if (is_int(o)) {
        d = int_as_double(o);
        if (d == -1.0 && err_occurred()) return -1;
    } else {
        err_set(&Exc_TypeError, typemsg);
        return -1;
    }
    if (d > 9.2e9) {
        err_set(&Exc_OverflowError, "timeout is too large");
        return -1;
    }
    *ns = d < 0 ? -2 : (int64_t)ceil(d * 1e9);
    return 0;
}

/* poll(2) on fds, detached, until something is ready or deadline (ns;
 * -1 forever).  The count ready, or -1 with the error set. */
static int poll_wait(struct pollfd *fds, size_t n, int64_t deadline)
{
    ThreadState *ts = ts_get();
    for (;;) {
        int ms = -1;
        if (deadline >= 0) {
            int64_t left = deadline - now_ns();
            if (left < 0) left = 0;
            int64_t m = (left + 999999) / 1000000;
            ms = m > INT_MAX ? INT_MAX : (int)m;
        }
        thread_detach(ts);
        int r = poll(fds, (nfds_t)n, ms);
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

/* ---- select.select ---------------------------------------------------------- */

typedef struct {
    Object *obj; /* borrowed from the snapshot list */
    int fd;
    int which;   /* 0 read, 1 write, 2 except */
} SelItem;

static Object *m_select(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("select", kwnames) < 0 || args_count("select", nargs, 3, 4) < 0) return NULL;
    int64_t timeout = -1;
    if (nargs == 4) {
        if (seconds_arg(args[3], &timeout, "timeout must be a float or None") < 0) return NULL;
        if (timeout == -2) return err_set(&Exc_ValueError, "timeout must be non-negative");
    }
    Object *lists[3] = {NULL, NULL, NULL};
    Object *result = NULL;
    SelItem *items = NULL;
    struct pollfd *fds = NULL;
    size_t nitems = 0;
    for (int k = 0; k < 3; k++) {
        lists[k] = list_from_iterable(args[k]);
        if (lists[k] == NULL) {
            if (err_matches(&Exc_TypeError)) {
                err_clear();
                err_set(&Exc_TypeError, "arguments 1-3 must be sequences");
            }
            goto done;
        }
        nitems += (size_t)list_len(lists[k]);
    }
    items = malloc((nitems ? nitems : 1) * sizeof *items);
    fds = malloc((nitems ? nitems : 1) * sizeof *fds);
    if (items == NULL || fds == NULL) {
        err_no_memory();
        goto done;
    }
    size_t ni = 0, nf = 0;
    for (int k = 0; k < 3; k++) {
        for (ssize_t i = 0; i < list_len(lists[k]); i++) {
            Object *o = ((ListObject *)lists[k])->items[i];
            int fd;
            if (as_fd(o, &fd) < 0) goto done;
            items[ni] = (SelItem){o, fd, k};
            ni++;
            short ev = k == 0 ? POLLIN : k == 1 ? POLLOUT : POLLPRI;
            size_t j = 0;
            while (j < nf && fds[j].fd != fd) j++;
            if (j == nf) fds[nf++] = (struct pollfd){.fd = fd, .events = 0, .revents = 0};
            fds[j].events |= ev;
        }
    }
    int r = poll_wait(fds, nf, timeout >= 0 ? now_ns() + timeout : -1);
    if (r < 0) goto done;
    for (size_t j = 0; j < nf; j++)
        if (fds[j].revents & POLLNVAL) {
            err_set_errno(EBADF);
            goto done;
        }
    Object *out[3];
    for (int k = 0; k < 3; k++) out[k] = NULL;
    for (int k = 0; k < 3; k++) {
        out[k] = list_new(0);
        if (out[k] == NULL) goto fail_out;
    }
    for (size_t i = 0; i < ni; i++) {
        size_t j = 0;
        while (fds[j].fd != items[i].fd) j++;
        short rev = fds[j].revents;
        bool ready = items[i].which == 0 ? (rev & (POLLIN | POLLHUP | POLLERR)) != 0
                     : items[i].which == 1 ? (rev & (POLLOUT | POLLERR)) != 0
                                           : (rev & POLLPRI) != 0;
        if (ready && list_append(out[items[i].which], items[i].obj) < 0) goto fail_out;
    }
    result = tuple_new(3);
    if (result == NULL) goto fail_out;
    for (int k = 0; k < 3; k++) tuple_items(result)[k] = out[k];
    goto done;
fail_out:
    for (int k = 0; k < 3; k++) XDECREF(out[k]);
done:
    for (int k = 0; k < 3; k++) XDECREF(lists[k]);
    free(items);
    free(fds);
    return result;
}

/* ---- select.poll ---------------------------------------------------------- */

typedef struct {
    Object ob;
    pthread_mutex_t mu; /* guards reg, n, cap, polling */
    struct pollfd *reg; /* registered descriptors and masks (revents unused) */
    size_t n, cap;
    bool polling;
} PollObject;

extern Type Poll_Type;

static int mask_arg(Object *o, short *out)
{
    if (!is_int(o)) {
        err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(o));
        return -1;
    }
    int64_t v;
    bool fits = int_as_i64(o, &v);
    if ((fits && v < 0) || (!fits && int_sign(o) < 0)) {
        err_set(&Exc_ValueError, "value must be positive");
        return -1;
    }
    if (!fits || v > 0xffff) {
        err_set(&Exc_OverflowError, "Python int too large for C unsigned short");
        return -1;
    }
    *out = (short)v;
    return 0;
}

static Object *poll_register(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    PollObject *p = (PollObject *)self;
    if (args_no_kw("register", kwnames) < 0 || args_count("register", nargs, 1, 2) < 0) return NULL;
    int fd;
    short mask = POLLIN | POLLPRI | POLLOUT;
    if (as_fd(args[0], &fd) < 0) return NULL;
    if (nargs == 2 && mask_arg(args[1], &mask) < 0) return NULL;
    pthread_mutex_lock(&p->mu);
    size_t i = 0;
    while (i < p->n && p->reg[i].fd != fd) i++;
    if (i == p->n) {
        if (p->n == p->cap) {
            size_t cap = p->cap ? p->cap * 2 : 8;
            struct pollfd *r = realloc(p->reg, cap * sizeof *r);
            if (r == NULL) {
                pthread_mutex_unlock(&p->mu);
                return err_no_memory();
            }
            p->reg = r;
            p->cap = cap;
        }
        p->n++;
    }
    p->reg[i] = (struct pollfd){.fd = fd, .events = mask, .revents = 0};
    pthread_mutex_unlock(&p->mu);
    return NEWREF(None);
}

static Object *poll_modify(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    PollObject *p = (PollObject *)self;
    if (args_no_kw("modify", kwnames) < 0 || args_count("modify", nargs, 2, 2) < 0) return NULL;
    int fd;
    short mask;
    if (as_fd(args[0], &fd) < 0 || mask_arg(args[1], &mask) < 0) return NULL;
    pthread_mutex_lock(&p->mu);
    size_t i = 0;
    while (i < p->n && p->reg[i].fd != fd) i++;
    bool found = i < p->n;
    if (found) p->reg[i].events = mask;
    pthread_mutex_unlock(&p->mu);
    if (!found) return err_set_errno(ENOENT);
    return NEWREF(None);
}

static Object *poll_unregister(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    PollObject *p = (PollObject *)self;
    if (args_no_kw("poll.unregister", kwnames) < 0 || args_count("poll.unregister", nargs, 1, 1) < 0) return NULL;
    int fd;
    if (as_fd(args[0], &fd) < 0) return NULL;
    pthread_mutex_lock(&p->mu);
    size_t i = 0;
    while (i < p->n && p->reg[i].fd != fd) i++;
    bool found = i < p->n;
    if (found) {
        memmove(p->reg + i, p->reg + i + 1, (p->n - i - 1) * sizeof *p->reg);
        p->n--;
    }
    pthread_mutex_unlock(&p->mu);
    if (!found) {
        Object *key = small_new(fd);
        return err_set_object(&Exc_KeyError, key);
    }
    return NEWREF(None);
}

static Object *poll_poll(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    PollObject *p = (PollObject *)self;
    if (args_no_kw("poll", kwnames) < 0 || args_count("poll", nargs, 0, 1) < 0) return NULL;
    int64_t deadline = -1;
    if (nargs == 1 && args[0] != None) {
        double ms;
        if (is_float(args[0])) ms = float_val(args[0]);
        else if (is_int(args[0])) ms = int_as_double(args[0]);
        else return err_set(&Exc_TypeError, "timeout must be an integer or None");
        if (ms == -1.0 && err_occurred()) return NULL;
        if (isnan(ms)) return err_set(&Exc_ValueError, "Invalid value NaN (not a number)");
        if (ms > 2147483647.0) return err_set(&Exc_OverflowError, "Python int too large to convert to C int");
        if (ms >= 0) deadline = now_ns() + (int64_t)ceil(ms * 1e6);
    }
    pthread_mutex_lock(&p->mu);
    if (p->polling) {
        pthread_mutex_unlock(&p->mu);
        return err_set(&Exc_RuntimeError, "concurrent poll() invocation");
    }
    size_t n = p->n;
    struct pollfd *fds = malloc((n ? n : 1) * sizeof *fds);
    if (fds == NULL) {
        pthread_mutex_unlock(&p->mu);
        return err_no_memory();
    }
    if (n > 0) memcpy(fds, p->reg, n * sizeof *fds);
    p->polling = true;
    pthread_mutex_unlock(&p->mu);
    int r = poll_wait(fds, n, deadline);
    pthread_mutex_lock(&p->mu);
    p->polling = false;
    pthread_mutex_unlock(&p->mu);
    Object *list = r < 0 ? NULL : list_new(0);
    for (size_t i = 0; list != NULL && i < n; i++) {
        if (fds[i].revents == 0) continue;
        Object *t = tuple_pack(2, small_new(fds[i].fd), small_new((unsigned short)fds[i].revents));
        if (t == NULL || list_append_steal(list, t) < 0) {
            DECREF(list);
            list = NULL;
        }
    }
    free(fds);
    return list;
}

static void poll_dealloc(Object *o)
{
    PollObject *p = (PollObject *)o;
    free(p->reg);
    pthread_mutex_destroy(&p->mu);
    obj_free(o);
}

static const MethodDef poll_methods[] = {
    {"register", poll_register, METH_DEFAULT},
    {"modify", poll_modify, METH_DEFAULT},
    {"unregister", poll_unregister, METH_DEFAULT},
    {"poll", poll_poll, METH_DEFAULT},
    {NULL, NULL, 0},
};

Type Poll_Type = {
    TYPE_HEAD_INIT,
    .name = "select.poll",
    .basicsize = sizeof(PollObject),
    .dealloc = poll_dealloc,
    .methods = poll_methods,
};

static Object *m_poll(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    (void)args;
    if (args_no_kw("select.poll", kwnames) < 0 || args_count("select.poll", nargs, 0, 0) < 0) return NULL;
    PollObject *p = (PollObject *)obj_alloc(&Poll_Type, sizeof(PollObject));
    if (p == NULL) return NULL;
    pthread_mutex_init(&p->mu, NULL);
    return (Object *)p;
}

/* ---- select.epoll ---------------------------------------------------------- */

typedef struct {
    Object ob;
    pthread_mutex_t mu; /* guards epfd, users, zombie */
    int epfd;           /* -1 once closed */
    int users;
    int zombie;
} EpollObject;

extern Type Epoll_Type;

static int ep_borrow(EpollObject *e)
{
    pthread_mutex_lock(&e->mu);
    int fd = e->epfd;
    if (fd >= 0) e->users++;
    pthread_mutex_unlock(&e->mu);
    if (fd < 0) err_set(&Exc_ValueError, "I/O operation on closed epoll object");
    return fd;
}

static void ep_giveback(EpollObject *e)
{
    int fd = -1;
    pthread_mutex_lock(&e->mu);
    if (--e->users == 0 && e->zombie >= 0) {
        fd = e->zombie;
        e->zombie = -1;
    }
    pthread_mutex_unlock(&e->mu);
    if (fd >= 0) close(fd);
}

static Object *epoll_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"sizehint", "flags", NULL};
    Object *a[2];
    if (args_parse("epoll", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    if (a[0] != NULL) {
        if (!is_int(a[0]))
            return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(a[0]));
        int64_t v;
        if (!int_as_i64(a[0], &v) || (v <= 0 && v != -1)) return err_set(&Exc_ValueError, "negative sizehint");
    }
    if (a[1] != NULL && !is_int(a[1]))
        return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(a[1]));
    EpollObject *e = (EpollObject *)obj_alloc((Type *)type, ((Type *)type)->basicsize);
    if (e == NULL) return NULL;
    pthread_mutex_init(&e->mu, NULL);
    e->zombie = -1;
    e->epfd = epoll_create1(EPOLL_CLOEXEC);
    if (e->epfd < 0) {
        int er = errno;
        DECREF((Object *)e);
        return err_set_errno(er);
    }
    return (Object *)e;
}

static void epoll_dealloc(Object *o)
{
    EpollObject *e = (EpollObject *)o;
    if (e->epfd >= 0) close(e->epfd);
    if (e->zombie >= 0) close(e->zombie);
    pthread_mutex_destroy(&e->mu);
    obj_free(o);
}

static Object *epoll_close(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    EpollObject *e = (EpollObject *)self;
    if (args_no_kw("close", kwnames) < 0 || args_count("close", nargs, 0, 0) < 0) return NULL;
    pthread_mutex_lock(&e->mu);
    int fd = e->epfd;
    e->epfd = -1;
    if (fd >= 0 && e->users > 0) {
        e->zombie = fd;
        fd = -1;
    }
    pthread_mutex_unlock(&e->mu);
    if (fd >= 0) close(fd);
    return NEWREF(None);
}

static Object *epoll_fileno(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    EpollObject *e = (EpollObject *)self;
    if (args_no_kw("fileno", kwnames) < 0 || args_count("fileno", nargs, 0, 0) < 0) return NULL;
    int fd = ep_borrow(e);
    if (fd < 0) return NULL;
    ep_giveback(e);
    return small_new(fd);
}

static Object *epoll_closed(Object *self, void *c)
{
    (void)c;
    EpollObject *e = (EpollObject *)self;
    pthread_mutex_lock(&e->mu);
    bool closed = e->epfd < 0;
    pthread_mutex_unlock(&e->mu);
    return NEWREF(bool_from(closed));
}

static Object *epoll_ctl_common(Object *self, Object *const *args, ssize_t nargs, Object *kwnames, int op,
                                const char *name)
{
    EpollObject *e = (EpollObject *)self;
    static const char *const names[] = {"fd", "eventmask", NULL};
    Object *a[2];
    int nreq = op == EPOLL_CTL_MOD ? 2 : 1;
    if (args_parse(name, args, nargs, kwnames, names, 0, nreq, a) < 0) return NULL;
    if (op == EPOLL_CTL_DEL && a[1] != NULL) return err_format(&Exc_TypeError, "%s() takes at most 1 argument (2 given)", name);
    int fd;
    if (as_fd(a[0], &fd) < 0) return NULL;
    uint32_t mask = EPOLLIN | EPOLLPRI | EPOLLOUT;
    if (a[1] != NULL) {
        if (!is_int(a[1]))
            return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(a[1]));
        int64_t v;
        if (!int_as_i64(a[1], &v) || v < 0 || v > 0xffffffffLL)
            return err_set(&Exc_OverflowError, "Python int too large to convert to C unsigned int");
        mask = (uint32_t)v;
    }
    int epfd = ep_borrow(e);
    if (epfd < 0) return NULL;
    struct epoll_event ev = {.events = mask, .data.fd = fd};
    int r = epoll_ctl(epfd, op, fd, &ev);
    int er = errno;
    ep_giveback(e);
    if (r < 0) return err_set_errno(er);
    return NEWREF(None);
}

static Object *epoll_register(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return epoll_ctl_common(self, args, nargs, kwnames, EPOLL_CTL_ADD, "register");
}
static Object *epoll_modify(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return epoll_ctl_common(self, args, nargs, kwnames, EPOLL_CTL_MOD, "modify");
}
static Object *epoll_unregister(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return epoll_ctl_common(self, args, nargs, kwnames, EPOLL_CTL_DEL, "unregister");
}

static Object *epoll_poll(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    EpollObject *e = (EpollObject *)self;
    static const char *const names[] = {"timeout", "maxevents", NULL};
    Object *a[2];
    if (args_parse("poll", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    int64_t timeout;
    if (seconds_arg(a[0], &timeout, "timeout must be an integer or None") < 0) return NULL;
    int maxevents = -1;
    if (a[1] != NULL) {
        if (!is_int(a[1]))
            return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(a[1]));
        int64_t v;
        if (!int_as_i64(a[1], &v) || v > INT_MAX || v < INT_MIN)
            return err_set(&Exc_OverflowError, "Python int too large to convert to C int");
        maxevents = (int)v;
    }
    if (maxevents == -1) maxevents = 1023;
    else if (maxevents < 1) return err_format(&Exc_ValueError, "maxevents must be greater than 0, got %d", maxevents);
    struct epoll_event *evs = malloc((size_t)maxevents * sizeof *evs);
    if (evs == NULL) return err_no_memory();
    int epfd = ep_borrow(e);
    if (epfd < 0) {
        free(evs);
        return NULL;
    }
    int64_t deadline = timeout >= 0 ? now_ns() + timeout : -1;
    ThreadState *ts = ts_get();
    int r;
    for (;;) {
        int ms = -1;
        if (deadline >= 0) {
            int64_t left = deadline - now_ns();
            if (left < 0) left = 0;
            int64_t m = (left + 999999) / 1000000;
            ms = m > INT_MAX ? INT_MAX : (int)m;
        }
        thread_detach(ts);
        r = epoll_wait(epfd, evs, maxevents, ms);
        int er = errno;
        thread_attach(ts);
        if (r >= 0) break;
        if (er != EINTR) {
            err_set_errno(er);
            break;
        }
        if (thread_check_signals(ts) < 0) break;
    }
    ep_giveback(e);
    Object *list = r < 0 ? NULL : list_new(0);
    for (int i = 0; list != NULL && i < r; i++) {
        Object *t = tuple_pack(2, small_new(evs[i].data.fd), small_new(evs[i].events));
        if (t == NULL || list_append_steal(list, t) < 0) {
            DECREF(list);
            list = NULL;
        }
    }
    free(evs);
    return list;
}

static Object *epoll_enter(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("__enter__", kwnames) < 0 || args_count("__enter__", nargs, 0, 0) < 0) return NULL;
    int fd = ep_borrow((EpollObject *)self);
    if (fd < 0) return NULL;
    ep_giveback((EpollObject *)self);
    return NEWREF(self);
}

static Object *epoll_exit(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)kwnames;
    (void)nargs;
    Object *r = epoll_close(self, args, 0, NULL);
    return r;
}

static const MethodDef epoll_methods[] = {
    {"close", epoll_close, METH_DEFAULT},
    {"fileno", epoll_fileno, METH_DEFAULT},
    {"register", epoll_register, METH_DEFAULT},
    {"modify", epoll_modify, METH_DEFAULT},
    {"unregister", epoll_unregister, METH_DEFAULT},
    {"poll", epoll_poll, METH_DEFAULT},
    {"__enter__", epoll_enter, METH_DEFAULT},
    {"__exit__", epoll_exit, METH_DEFAULT},
    {NULL, NULL, 0},
};

static const GetSetDef epoll_getset[] = {
    {"closed", epoll_closed, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type Epoll_Type = {
    TYPE_HEAD_INIT,
    .name = "select.epoll",
    .basicsize = sizeof(EpollObject),
    .flags = TPF_BASETYPE,
    .dealloc = epoll_dealloc,
    .new = epoll_type_new,
    .methods = epoll_methods,
    .getset = epoll_getset,
};

static const MethodDef select_functions[] = {
    {"select", m_select, METH_DEFAULT},
    {"poll", m_poll, METH_DEFAULT},
    {NULL, NULL, 0},
};

int selectmodule_init(void)
{
    if (type_ready(&Poll_Type) < 0 || type_ready(&Epoll_Type) < 0) return -1;
    Object *m = module_new_builtin("select", select_functions);
    if (m == NULL) return -1;
    Object *d = module_dict(m);
    if (dict_set_cstr(d, "error", (Object *)&Exc_OSError) < 0 || dict_set_cstr(d, "epoll", (Object *)&Epoll_Type) < 0)
        return -1;
    static const struct {
        const char *name;
        long value;
    } consts[] = {
#define C(n) {#n, n}
        C(POLLIN), C(POLLPRI), C(POLLOUT), C(POLLERR), C(POLLHUP), C(POLLNVAL),
        C(POLLRDNORM), C(POLLRDBAND), C(POLLWRNORM), C(POLLWRBAND), C(POLLMSG), C(POLLRDHUP),
        C(EPOLLIN), C(EPOLLOUT), C(EPOLLPRI), C(EPOLLERR), C(EPOLLHUP), C(EPOLLET), C(EPOLLONESHOT),
        C(EPOLLEXCLUSIVE), C(EPOLLRDHUP), C(EPOLLRDNORM), C(EPOLLRDBAND), C(EPOLLWRNORM), C(EPOLLWRBAND),
        C(EPOLLMSG), C(EPOLL_CLOEXEC),
#undef C
    };
    for (size_t i = 0; i < sizeof consts / sizeof consts[0]; i++) {
        Object *v = int_from_i64((int64_t)(uint32_t)consts[i].value);
        if (v == NULL || dict_set_cstr(d, consts[i].name, v) < 0) {
            XDECREF(v);
            return -1;
        }
        DECREF(v);
    }
    return 0;
}
