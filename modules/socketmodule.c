/* socketmodule.c: `_socket`, the BSD socket calls under the `socket` module.
 *
 * The idea.  As in CPython, the C half is a thin layer over the system:
 * the type `_socket.socket` holds a descriptor plus the family, type,
 * protocol and timeout it was made with, and each method converts its
 * arguments (addresses above all), makes one system call and converts the
 * result; an error becomes the OSError subclass its errno names.  The
 * Python half (modules/socket.py) subclasses it as `socket.socket` and adds
 * what is policy: accept() wrapping the new descriptor, makefile(), dup(),
 * the enums, create_connection and create_server, repr.
 *
 * Timeouts, as CPython does them.  A socket has a timeout in nanoseconds:
 * -1 is blocking (None), 0 is non-blocking, > 0 a limit.  A socket with a
 * timeout of 0 or more has O_NONBLOCK set underneath; a call that would
 * block first waits in poll() for the descriptor to be ready, for what is
 * left of the limit, then makes the call; "not ready after all" (EAGAIN)
 * waits again.  Past the limit: TimeoutError('timed out').  A blocking
 * socket makes the call directly and lets the kernel wait.
 *
 * Threads.  Every call that can wait (accept, connect, recv*, send*, the
 * poll before them, close, which lingers with SO_LINGER, the name lookups
 * of getaddrinfo and of a host name in an address) runs with the thread
 * detached: while detached it touches only memory it malloc'd, the stack,
 * or the bytes of an immutable bytes object it holds a reference to (data
 * to send is taken as bytes first: a bytearray or memoryview is copied
 * under its lock by buffer_bytes).
 * recv_into receives into a malloc'd buffer and copies into the caller's
 * bytearray or memoryview after attaching again (buffer_write, under the
 * buffer's lock), so a bytearray resized by another thread meanwhile is
 * never written out of bounds: the copy fails with IndexError instead.
 * EINTR is retried after the thread's signal check (Ctrl-C raises
 * KeyboardInterrupt, PEP 475).
 *
 * A socket shared by threads: its descriptor is guarded by the socket's
 * own mutex `mu` (held for a few instructions, never across a call that
 * waits, taken while attached: nothing that can wait for the collector
 * runs under it).  A call that uses the descriptor *borrows* it: under mu
 * it reads fd and counts itself in `users`; it gives it back when done.
 * close() sets fd to -1 under mu; if nobody borrows it, the descriptor is
 * closed at once; otherwise it is shut down (which wakes a thread blocked
 * in recv or accept on it) and parked in `zombie`, and the last borrower
 * closes it.  So a descriptor number is never closed while a call still
 * uses it, and can never be reused by another open() under a thread that
 * still believes it is this socket's.  detach() hands the number over
 * (fd = -1) without closing it.  The timeout and the family, type and
 * protocol are read and written atomically (relaxed: each is one word and
 * no other field depends on it).  The default timeout of new sockets is
 * one atomic word of the module.
 *
 * Where fpy differs from CPython: CPython's close() closes the number at
 * once, even under a thread blocked on it (which then waits on, or wakes
 * on whatever reuses the number); fpy's borrowing is stricter.  What fpy
 * leaves out: sendmsg/recvmsg and ancillary data, the zero-copy path of
 * sendfile (socket.py's sendfile sends through send), the address
 * families other than AF_INET, AF_INET6 and AF_UNIX (a socket of another
 * family can be made and its descriptor used, but bind, connect and
 * sendto refuse its addresses with OSError, and its names come back as
 * (family, raw bytes)), gethostbyname_ex, gethostbyaddr, the service and
 * protocol databases, if_nameindex, and IDNA: a host name that is not
 * ASCII is passed to the resolver as UTF-8.
 */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "modules/modules.h"
#include "runtime/core.h"
#include "vm/thread.h"

/* socket.gaierror and socket.herror (subclasses of OSError, made at init). */
static Type *Exc_gaierror, *Exc_herror;

/* The timeout new sockets get, in ns (-1: None).  Atomic, relaxed. */
static _Atomic(int64_t) default_timeout = -1;

typedef struct {
    Object ob;
    pthread_mutex_t mu; /* guards fd, users, zombie */
    int fd;             /* -1: closed or detached */
    int users;          /* calls borrowing fd now */
    int zombie;         /* a descriptor close() left to the last borrower, or -1 */
    _Atomic(int) family, type, proto;
    _Atomic(int64_t) timeout; /* ns; -1 blocking, 0 non-blocking */
} SockObject;

extern Type Sock_Type;

static int64_t now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

/* ---- the descriptor, borrowed ------------------------------------------ */

static int sock_fd(SockObject *s)
{
    pthread_mutex_lock(&s->mu);
    int fd = s->fd;
    pthread_mutex_unlock(&s->mu);
    return fd;
}

/* Borrow the descriptor for one call: >= 0, or -1 + OSError EBADF. */
static int sock_borrow(SockObject *s)
{
    pthread_mutex_lock(&s->mu);
    int fd = s->fd;
    if (fd >= 0) s->users++;
    pthread_mutex_unlock(&s->mu);
    if (fd < 0) err_set_errno(EBADF);
    return fd;
}

/* close(2), detached: with SO_LINGER set it may wait for unsent data.
 * 0, or -1 with errno set. */
static int close_detached(int fd)
{
    ThreadState *ts = ts_get();
    thread_detach(ts);
    int r = close(fd);
    int e = errno;
    thread_attach(ts);
    errno = e;
    return r;
}

static void sock_giveback(SockObject *s)
{
    int close_fd = -1;
    pthread_mutex_lock(&s->mu);
    if (--s->users == 0 && s->zombie >= 0) {
        close_fd = s->zombie;
        s->zombie = -1;
    }
    pthread_mutex_unlock(&s->mu);
    if (close_fd >= 0) close_detached(close_fd);
}

/* Take the descriptor away from the socket (close() and detach()).
 * Returns it if the caller now owns it outright, else -1 (already closed,
 * or in use: then, if `closing`, it was shut down and left to the last
 * borrower; *was receives the number either way). */
static int sock_take(SockObject *s, bool closing, int *was)
{
    pthread_mutex_lock(&s->mu);
    int fd = s->fd;
    *was = fd;
    s->fd = -1;
    if (fd >= 0 && s->users > 0) {
        if (closing) {
            s->zombie = fd;
            shutdown(fd, SHUT_RDWR); /* wakes the borrowers blocked on it */
        }
        fd = -1;
    }
    pthread_mutex_unlock(&s->mu);
    return fd;
}

static int set_nonblocking(int fd, bool on)
{
    int flags = fcntl(fd, F_GETFL, 0);
    if (flags < 0) return -1;
    int nflags = on ? flags | O_NONBLOCK : flags & ~O_NONBLOCK;
    if (nflags != flags && fcntl(fd, F_SETFL, nflags) < 0) return -1;
    return 0;
}

/* ---- waiting and calling -------------------------------------------------- */

static Object *err_timeout(void) { return err_set(&Exc_TimeoutError, "timed out"); }

/* Wait, detached, until fd is ready for `events` or deadline (ns, now_ns
 * clock; -1: forever) passes.  1 ready, 0 timed out, -1 exception set. */
static int wait_ready(ThreadState *ts, int fd, short events, int64_t deadline)
{
    for (;;) {
        int ms = -1;
        if (deadline >= 0) {
            int64_t left = deadline - now_ns();
            if (left <= 0) return 0;
            int64_t m = (left + 999999) / 1000000;
            ms = m > INT_MAX ? INT_MAX : (int)m;
        }
        struct pollfd p = {.fd = fd, .events = events, .revents = 0};
        thread_detach(ts);
        int r = poll(&p, 1, ms);
        int e = errno;
        thread_attach(ts);
        if (r > 0) return 1;
        if (r == 0) {
            if (deadline >= 0 && deadline - now_ns() > 0) continue;
            return 0;
        }
        if (e != EINTR) {
            err_set_errno(e);
            return -1;
        }
        if (thread_check_signals(ts) < 0) return -1;
    }
}

/* The system call of one operation, run detached: >= 0 done, -1 + errno. */
typedef ssize_t (*SockFn)(int fd, void *data);

/* Run fn on s's descriptor as CPython's sock_call: poll first when the
 * socket has a timeout, retry on EINTR and on EAGAIN within the timeout.
 * deadline_in: an overall deadline already running (sendall), else -1.
 * Returns fn's result, or -1 with the exception set. */
static ssize_t sock_call(SockObject *s, short events, SockFn fn, void *data, int64_t deadline_in)
{
    int fd = sock_borrow(s);
    if (fd < 0) return -1;
    ThreadState *ts = ts_get();
    int64_t timeout = atomic_load_explicit(&s->timeout, memory_order_relaxed);
    int64_t deadline = deadline_in >= 0 ? deadline_in : timeout > 0 ? now_ns() + timeout : -1;
    ssize_t n;
    for (;;) {
        if (timeout > 0) {
            int r = wait_ready(ts, fd, events, deadline);
            if (r <= 0) {
                if (r == 0) err_timeout();
                n = -1;
                break;
            }
        }
        thread_detach(ts);
        n = fn(fd, data);
        int e = errno;
        thread_attach(ts);
        if (n >= 0) break;
        if (e == EINTR) {
            if (thread_check_signals(ts) < 0) break;
            continue;
        }
        if (timeout > 0 && (e == EAGAIN || e == EWOULDBLOCK)) continue;
        err_set_errno(e);
        break;
    }
    sock_giveback(s);
    return n;
}

/* ---- addresses ----------------------------------------------------------------- */

typedef union {
    struct sockaddr sa;
    struct sockaddr_in in4;
    struct sockaddr_in6 in6;
    struct sockaddr_un un;
    struct sockaddr_storage st;
} SockAddr;

static ssize_t gai_call(int fd, void *data);
static Object *raise_gai(int rc);

typedef struct {
    const char *host, *port;
    struct addrinfo hints;
    struct addrinfo *res;
    int rc;
} GaiJob;

/* getaddrinfo, detached (the resolver may take seconds).  0, or -1 with
 * gaierror set. */
static int gai_run(GaiJob *j)
{
    ThreadState *ts = ts_get();
    for (;;) {
        thread_detach(ts);
        gai_call(-1, j);
        int e = errno;
        thread_attach(ts);
        if (j->rc == 0) return 0;
        if (j->rc == EAI_SYSTEM) {
            if (e == EINTR) {
                if (thread_check_signals(ts) < 0) return -1;
                continue;
            }
            err_set_errno(e);
            return -1;
        }
        raise_gai(j->rc);
        return -1;
    }
}

static ssize_t gai_call(int fd, void *data)
{
    (void)fd;
    GaiJob *j = data;
    j->rc = getaddrinfo(j->host, j->port, &j->hints, &j->res);
    return j->rc == 0 ? 0 : -1;
}

/* A host name argument as C text: str (UTF-8), bytes or bytearray.
 * *keep holds what the text lives in.  0, or -1 + TypeError. */
static int host_text(Object *o, Object **keep, const char **out)
{
    if (is_str(o)) {
        *keep = NEWREF(o);
        *out = str_cstr(o);
        return 0;
    }
    if (type_is_subtype(TYPE(o), &Bytes_Type) || TYPE(o) == &ByteArray_Type) {
        Object *b;
        if (buffer_bytes(o, &b) < 0) return -1;
        *keep = b;
        *out = bytes_data(b);
        return 0;
    }
    err_format(&Exc_TypeError, "str, bytes or bytearray expected, not %s", TYPE_NAME(o));
    return -1;
}

/* CPython's setipaddr: a host name to an address of family af (AF_INET,
 * AF_INET6 or AF_UNSPEC); '' is the wildcard address, '<broadcast>' the
 * broadcast one; numbers are parsed without the resolver.  Returns the
 * length, or -1 with the exception set. */
static socklen_t set_ip_addr(const char *name, SockAddr *out, int af)
{
    memset(out, 0, sizeof *out);
    if (name[0] == '\0') {
        if (af == AF_INET6) {
            out->in6.sin6_family = AF_INET6;
            out->in6.sin6_addr = in6addr_any;
            return sizeof out->in6;
        }
        out->in4.sin_family = AF_INET;
        out->in4.sin_addr.s_addr = htonl(INADDR_ANY);
        return sizeof out->in4;
    }
    if (strcmp(name, "<broadcast>") == 0 || strcmp(name, "255.255.255.255") == 0) {
        if (af != AF_INET && af != AF_UNSPEC) {
            err_set(&Exc_OSError, "address family mismatched");
            return (socklen_t)-1;
        }
        out->in4.sin_family = AF_INET;
        out->in4.sin_addr.s_addr = htonl(INADDR_BROADCAST);
        return sizeof out->in4;
    }
    if ((af == AF_INET || af == AF_UNSPEC) && inet_pton(AF_INET, name, &out->in4.sin_addr) == 1) {
        out->in4.sin_family = AF_INET;
        return sizeof out->in4;
    }
    if ((af == AF_INET6 || af == AF_UNSPEC) && inet_pton(AF_INET6, name, &out->in6.sin6_addr) == 1) {
        out->in6.sin6_family = AF_INET6;
        return sizeof out->in6;
    }
    GaiJob j = {.host = name, .port = NULL};
    j.hints.ai_family = af;
    if (gai_run(&j) < 0) return (socklen_t)-1;
    socklen_t len = j.res->ai_addrlen;
    if (len > sizeof *out) len = sizeof *out;
    memcpy(out, j.res->ai_addr, len);
    freeaddrinfo(j.res);
    return len;
}

static Object *ip_text(int af, const void *addr)
{
    char buf[INET6_ADDRSTRLEN];
    if (inet_ntop(af, addr, buf, sizeof buf) == NULL) return err_set_errno(errno);
    return str_from_cstr(buf);
}

/* A sockaddr as Python sees it (CPython's makesockaddr). */
static Object *make_sockaddr(const SockAddr *a, socklen_t len)
{
    if (len == 0) return NEWREF(None);
    switch (a->sa.sa_family) {
    case AF_INET: {
        Object *host = ip_text(AF_INET, &a->in4.sin_addr);
        if (host == NULL) return NULL;
        Object *t = tuple_new(2);
        if (t == NULL) {
            DECREF(host);
            return NULL;
        }
        tuple_items(t)[0] = host;
        tuple_items(t)[1] = small_new(ntohs(a->in4.sin_port));
        return t;
    }
    case AF_INET6: {
        Object *host = ip_text(AF_INET6, &a->in6.sin6_addr);
        if (host == NULL) return NULL;
        Object *t = tuple_new(4);
        if (t == NULL) {
            DECREF(host);
            return NULL;
        }
        tuple_items(t)[0] = host;
        tuple_items(t)[1] = small_new(ntohs(a->in6.sin6_port));
        tuple_items(t)[2] = small_new(ntohl(a->in6.sin6_flowinfo));
        tuple_items(t)[3] = small_new(a->in6.sin6_scope_id);
        return t;
    }
    case AF_UNIX: {
        size_t off = offsetof(struct sockaddr_un, sun_path);
        if (len <= off) return str_from_cstr("");
        size_t n = len - off;
        const char *p = a->un.sun_path;
        if (p[0] == '\0') return bytes_from(p, (ssize_t)n); /* Linux's abstract names */
        n = strnlen(p, n);
        return str_from_utf8(p, (ssize_t)n);
    }
    default: {
        Object *raw = bytes_from(a->sa.sa_data, (ssize_t)sizeof a->sa.sa_data);
        if (raw == NULL) return NULL;
        Object *t = tuple_pack(2, small_new(a->sa.sa_family), raw);
        DECREF(raw);
        return t;
    }
    }
}

static int port_arg(Object *o, const char *caller, int *port)
{
    if (!is_int(o)) {
        err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(o));
        return -1;
    }
    int64_t v;
    if (!int_as_i64(o, &v)) {
        err_set(&Exc_OverflowError, "Python int too large to convert to C long");
        return -1;
    }
    if (v < 0 || v > 0xffff) {
        err_format(&Exc_OverflowError, "%s(): port must be 0-65535.", caller);
        return -1;
    }
    *port = (int)v;
    return 0;
}

/* CPython's getsockaddrarg: the address argument of bind, connect,
 * sendto for a socket of s's family.  Returns the length, or -1. */
static int sockaddr_arg(SockObject *s, Object *addr, SockAddr *out, const char *caller)
{
    int family = atomic_load_explicit(&s->family, memory_order_relaxed);
    memset(out, 0, sizeof *out);
    switch (family) {
    case AF_UNIX: {
        Object *keep;
        const char *p;
        ssize_t n;
        if (is_str(addr)) {
            keep = NEWREF(addr);
            p = str_cstr(addr);
            n = str_nbytes(addr);
        } else if (is_bytes_like(addr)) {
            if (buffer_bytes(addr, &keep) < 0) return -1;
            p = bytes_data(keep);
            n = bytes_len(keep);
        } else {
            err_format(&Exc_TypeError, "a bytes-like object is required, not '%s'", TYPE_NAME(addr));
            return -1;
        }
        if ((size_t)n > sizeof out->un.sun_path) {
            DECREF(keep);
            err_set(&Exc_OSError, "AF_UNIX path too long");
            return -1;
        }
        out->un.sun_family = AF_UNIX;
        memcpy(out->un.sun_path, p, (size_t)n);
        DECREF(keep);
        if (n > 0 && p[0] == '\0') return (int)(offsetof(struct sockaddr_un, sun_path) + (size_t)n);
        return (int)(offsetof(struct sockaddr_un, sun_path) + (size_t)n + (n < (ssize_t)sizeof out->un.sun_path));
    }
    case AF_INET: {
        if (!is_tuple(addr)) {
            err_format(&Exc_TypeError, "%s(): AF_INET address must be tuple, not %s", caller, TYPE_NAME(addr));
            return -1;
        }
        if (tuple_len(addr) != 2) {
            err_set(&Exc_TypeError, "AF_INET address must be a pair (host, port)");
            return -1;
        }
        Object *keep;
        const char *host;
        int port;
        if (host_text(tuple_get(addr, 0), &keep, &host) < 0) return -1;
        if (port_arg(tuple_get(addr, 1), caller, &port) < 0) {
            DECREF(keep);
            return -1;
        }
        socklen_t len = set_ip_addr(host, out, AF_INET);
        DECREF(keep);
        if (len == (socklen_t)-1) return -1;
        out->in4.sin_port = htons((uint16_t)port);
        return (int)sizeof out->in4;
    }
    case AF_INET6: {
        if (!is_tuple(addr)) {
            err_format(&Exc_TypeError, "%s(): AF_INET6 address must be tuple, not %s", caller, TYPE_NAME(addr));
            return -1;
        }
        ssize_t n = tuple_len(addr);
        if (n < 2 || n > 4) {
            err_set(&Exc_TypeError, "AF_INET6 address must be a tuple (host, port[, flowinfo[, scopeid]])");
            return -1;
        }
        Object *keep;
        const char *host;
        int port;
        int64_t flow = 0, scope = 0;
        if (host_text(tuple_get(addr, 0), &keep, &host) < 0) return -1;
        if (port_arg(tuple_get(addr, 1), caller, &port) < 0) goto fail6;
        for (ssize_t i = 2; i < n; i++) {
            Object *v = tuple_get(addr, i);
            if (!is_int(v)) {
                err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(v));
                goto fail6;
            }
            int64_t x;
            if (!int_as_i64(v, &x) || x < 0 || x > 0xffffffffLL) {
                err_set(&Exc_OverflowError, "Python int too large to convert to C unsigned long");
                goto fail6;
            }
            if (i == 2) flow = x;
            else scope = x;
        }
        if (flow > 0xfffff) {
            err_format(&Exc_OverflowError, "%s(): flowinfo must be 0-1048575.", caller);
            goto fail6;
        }
        socklen_t len = set_ip_addr(host, out, AF_INET6);
        DECREF(keep);
        if (len == (socklen_t)-1) return -1;
        out->in6.sin6_port = htons((uint16_t)port);
        out->in6.sin6_flowinfo = htonl((uint32_t)flow);
        out->in6.sin6_scope_id = (uint32_t)scope;
        return (int)sizeof out->in6;
    fail6:
        DECREF(keep);
        return -1;
    }
    default:
        err_format(&Exc_OSError, "%s(): bad family", caller);
        return -1;
    }
}

/* ---- arguments ----------------------------------------------------------------- */

static int int_arg(Object *o, int *out)
{
    if (!is_int(o)) {
        err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(o));
        return -1;
    }
    int64_t v;
    bool fits = int_as_i64(o, &v);
    if (!fits || v > INT_MAX || v < INT_MIN) {
        err_set(&Exc_OverflowError, !fits ? "Python int too large to convert to C long"
                                    : v < 0 ? "signed integer is less than minimum"
                                            : "signed integer is greater than maximum");
        return -1;
    }
    *out = (int)v;
    return 0;
}

static int ssize_arg(Object *o, ssize_t *out)
{
    if (!is_int(o)) {
        err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(o));
        return -1;
    }
    return index_as_ssize(o, &Exc_OverflowError, out);
}

/* A timeout argument: None -> -1, else seconds (int or float) in ns.
 * 0, or -1 with CPython's errors. */
static int timeout_arg(Object *o, int64_t *out)
{
    if (o == None) {
        *out = -1;
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
        if (d == -1.0 && err_occurred()) {
            err_clear();
            err_set(&Exc_OverflowError, "timestamp too large to convert to C _PyTime_t");
            return -1;
        }
    } else {
        err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(o));
        return -1;
    }
    if (d < 0) {
        err_set(&Exc_ValueError, "Timeout value out of range");
        return -1;
    }
    double ns = ceil(d * 1e9);
    if (ns >= 9223372036854775808.0) {
        err_set(&Exc_OverflowError, is_float(o) ? "timestamp out of range for platform time_t"
                                                : "timestamp too large to convert to C _PyTime_t");
        return -1;
    }
    *out = (int64_t)ns;
    return 0;
}

static Object *timeout_obj(int64_t t)
{
    if (t < 0) return NEWREF(None);
    return float_new((double)t / 1e9);
}

/* A bytes-like argument as one bytes object (new ref in *out). */
static int data_arg(Object *o, Object **out)
{
    int r = buffer_bytes(o, out);
    if (r == 0) err_format(&Exc_TypeError, "a bytes-like object is required, not '%s'", TYPE_NAME(o));
    return r == 1 ? 0 : -1;
}

/* ---- the socket type ------------------------------------------------------------- */

static void sock_apply_timeout(SockObject *s, int fd, int64_t t)
{
    atomic_store_explicit(&s->timeout, t, memory_order_relaxed);
    if (fd >= 0) set_nonblocking(fd, t >= 0);
}

/* __init__(family=-1, type=-1, proto=-1, fileno=None) */
static int sock_init_args(SockObject *s, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"family", "type", "proto", "fileno", NULL};
    Object *a[4];
    if (args_parse("socket", args, nargs, kwnames, names, 0, 0, a) < 0) return -1;
    int family = -1, type = -1, proto = -1;
    if (a[0] && a[0] != None && int_arg(a[0], &family) < 0) return -1;
    if (a[1] && a[1] != None && int_arg(a[1], &type) < 0) return -1;
    if (a[2] && a[2] != None && int_arg(a[2], &proto) < 0) return -1;
    int fd;
    if (a[3] != NULL && a[3] != None) {
        if (int_arg(a[3], &fd) < 0) return -1;
        if (fd < 0) {
            err_set(&Exc_ValueError, "negative file descriptor");
            return -1;
        }
        SockAddr sa;
        socklen_t len = sizeof sa;
        memset(&sa, 0, sizeof sa);
        if (getsockname(fd, &sa.sa, &len) < 0) {
            if (errno == EBADF || errno == ENOTSOCK) {
                err_set_errno(errno);
                return -1;
            }
        } else if (family == -1) {
            family = sa.sa.sa_family;
        }
        int v;
        socklen_t vl = sizeof v;
        if (type == -1) {
            if (getsockopt(fd, SOL_SOCKET, SO_TYPE, &v, &vl) < 0) {
                err_set_errno(errno);
                return -1;
            }
            type = v;
        }
        if (proto == -1) {
            vl = sizeof v;
            if (getsockopt(fd, SOL_SOCKET, SO_PROTOCOL, &v, &vl) < 0) {
                err_set_errno(errno);
                return -1;
            }
            proto = v;
        }
    } else {
        if (family == -1) family = AF_INET;
        if (type == -1) type = SOCK_STREAM;
        if (proto == -1) proto = 0;
        fd = socket(family, type | SOCK_CLOEXEC, proto);
        if (fd < 0) {
            err_set_errno(errno);
            return -1;
        }
    }
    pthread_mutex_lock(&s->mu);
    s->fd = fd;
    pthread_mutex_unlock(&s->mu);
    atomic_store_explicit(&s->family, family, memory_order_relaxed);
    atomic_store_explicit(&s->type, type & ~(SOCK_NONBLOCK | SOCK_CLOEXEC), memory_order_relaxed);
    atomic_store_explicit(&s->proto, proto, memory_order_relaxed);
    int64_t t = atomic_load_explicit(&default_timeout, memory_order_relaxed);
    if (type & SOCK_NONBLOCK) t = 0;
    if (t >= 0) sock_apply_timeout(s, fd, t);
    else atomic_store_explicit(&s->timeout, -1, memory_order_relaxed);
    return 0;
}

static Object *sock_alloc(Type *t)
{
    SockObject *s = (SockObject *)obj_alloc(t, t->basicsize);
    if (s == NULL) return NULL;
    pthread_mutex_init(&s->mu, NULL);
    s->fd = -1;
    s->zombie = -1;
    atomic_store_explicit(&s->family, AF_INET, memory_order_relaxed);
    atomic_store_explicit(&s->type, SOCK_STREAM, memory_order_relaxed);
    atomic_store_explicit(&s->timeout, -1, memory_order_relaxed);
    return (Object *)s;
}

static bool has_own_init(Type *t)
{
    Object *init = obj_type_lookup(t, STR_ID("__init__"));
    return init != NULL && TYPE(init) != &MethodDescr_Type;
}

static Object *sock_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *t = (Type *)type;
    Object *s = sock_alloc(t);
    if (s == NULL || (t != &Sock_Type && has_own_init(t))) return s;
    if (sock_init_args((SockObject *)s, args, nargs, kwnames) < 0) {
        DECREF(s);
        return NULL;
    }
    return s;
}

static Object *sock_init_m(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return sock_init_args((SockObject *)self, args, nargs, kwnames) < 0 ? NULL : NEWREF(None);
}

static void sock_dealloc(Object *o)
{
    SockObject *s = (SockObject *)o;
    /* nobody borrows the descriptor: every borrower holds a reference */
    if (s->fd >= 0) close(s->fd);
    if (s->zombie >= 0) close(s->zombie);
    pthread_mutex_destroy(&s->mu);
    obj_free(o);
}

static Object *sock_repr(Object *o)
{
    SockObject *s = (SockObject *)o;
    return str_from_format("<socket object, fd=%d, family=%d, type=%d, proto=%d>", sock_fd(s),
                           atomic_load_explicit(&s->family, memory_order_relaxed),
                           atomic_load_explicit(&s->type, memory_order_relaxed),
                           atomic_load_explicit(&s->proto, memory_order_relaxed));
}

#define SELF SockObject *s = (SockObject *)self

/* ---- methods without waiting ---- */

static Object *sock_fileno(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    SELF;
    if (args_no_kw("socket.fileno", kwnames) < 0 || args_count("socket.fileno", nargs, 0, 0) < 0) return NULL;
    return small_new(sock_fd(s));
}

static Object *sock_close(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    SELF;
    if (args_no_kw("socket.close", kwnames) < 0 || args_count("socket.close", nargs, 0, 0) < 0) return NULL;
    int was;
    int fd = sock_take(s, true, &was);
    if (fd >= 0 && close_detached(fd) < 0 && errno != ECONNRESET) return err_set_errno(errno);
    return NEWREF(None);
}

static Object *sock_detach(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    SELF;
    if (args_no_kw("socket.detach", kwnames) < 0 || args_count("socket.detach", nargs, 0, 0) < 0) return NULL;
    int was;
    sock_take(s, false, &was);
    return small_new(was);
}

static Object *sock_bind(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    SELF;
    if (args_no_kw("socket.bind", kwnames) < 0 || args_count("socket.bind", nargs, 1, 1) < 0) return NULL;
    SockAddr a;
    int len = sockaddr_arg(s, args[0], &a, "bind");
    if (len < 0) return NULL;
    int fd = sock_borrow(s);
    if (fd < 0) return NULL;
    int r = bind(fd, &a.sa, (socklen_t)len);
    int e = errno;
    sock_giveback(s);
    if (r < 0) return err_set_errno(e);
    return NEWREF(None);
}

static Object *sock_listen(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    SELF;
    if (args_no_kw("socket.listen", kwnames) < 0 || args_count_tuple("listen", nargs, 0, 1) < 0) return NULL;
    int backlog = SOMAXCONN < 128 ? SOMAXCONN : 128;
    if (nargs == 1 && int_arg(args[0], &backlog) < 0) return NULL;
    if (backlog < 0) backlog = 0;
    int fd = sock_borrow(s);
    if (fd < 0) return NULL;
    int r = listen(fd, backlog);
    int e = errno;
    sock_giveback(s);
    if (r < 0) return err_set_errno(e);
    return NEWREF(None);
}

static Object *sock_name(Object *self, bool peer)
{
    SELF;
    int fd = sock_borrow(s);
    if (fd < 0) return NULL;
    SockAddr a;
    memset(&a, 0, sizeof a);
    socklen_t len = sizeof a;
    int r = peer ? getpeername(fd, &a.sa, &len) : getsockname(fd, &a.sa, &len);
    int e = errno;
    sock_giveback(s);
    if (r < 0) return err_set_errno(e);
    return make_sockaddr(&a, len);
}

static Object *sock_getsockname(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("socket.getsockname", kwnames) < 0 || args_count("socket.getsockname", nargs, 0, 0) < 0) return NULL;
    return sock_name(self, false);
}

static Object *sock_getpeername(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("socket.getpeername", kwnames) < 0 || args_count("socket.getpeername", nargs, 0, 0) < 0) return NULL;
    return sock_name(self, true);
}

static Object *sock_shutdown(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    SELF;
    if (args_no_kw("socket.shutdown", kwnames) < 0 || args_count("socket.shutdown", nargs, 1, 1) < 0) return NULL;
    int how;
    if (int_arg(args[0], &how) < 0) return NULL;
    int fd = sock_borrow(s);
    if (fd < 0) return NULL;
    int r = shutdown(fd, how);
    int e = errno;
    sock_giveback(s);
    if (r < 0) return err_set_errno(e);
    return NEWREF(None);
}

static Object *sock_setsockopt(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    SELF;
    if (args_no_kw("socket.setsockopt", kwnames) < 0) return NULL;
    if (nargs != 3 && (nargs != 4 || args[2] != None))
        return err_format(&Exc_TypeError, "setsockopt() takes exactly 3 arguments (%zd given)", nargs);
    int level, opt;
    if (int_arg(args[0], &level) < 0 || int_arg(args[1], &opt) < 0) return NULL;
    Object *keep = NULL;
    const void *val;
    socklen_t vlen;
    int ival;
    if (nargs == 4) {
        int optlen;
        if (int_arg(args[3], &optlen) < 0) return NULL;
        val = NULL;
        vlen = (socklen_t)optlen;
    } else if (is_int(args[2])) {
        if (int_arg(args[2], &ival) < 0) return NULL;
        val = &ival;
        vlen = sizeof ival;
    } else {
        if (data_arg(args[2], &keep) < 0) return NULL;
        val = bytes_data(keep);
        vlen = (socklen_t)bytes_len(keep);
    }
    int fd = sock_borrow(s);
    if (fd < 0) {
        XDECREF(keep);
        return NULL;
    }
    int r = setsockopt(fd, level, opt, val, vlen);
    int e = errno;
    sock_giveback(s);
    XDECREF(keep);
    if (r < 0) return err_set_errno(e);
    return NEWREF(None);
}

static Object *sock_getsockopt(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    SELF;
    if (args_no_kw("socket.getsockopt", kwnames) < 0 || args_count_tuple("getsockopt", nargs, 2, 3) < 0) return NULL;
    int level, opt, buflen = 0;
    if (int_arg(args[0], &level) < 0 || int_arg(args[1], &opt) < 0) return NULL;
    if (nargs == 3 && int_arg(args[2], &buflen) < 0) return NULL;
    if (nargs == 3 && (buflen <= 0 || buflen > 1024)) return err_set(&Exc_OSError, "getsockopt buflen out of range");
    int fd = sock_borrow(s);
    if (fd < 0) return NULL;
    Object *res;
    if (buflen == 0) {
        int v = 0;
        socklen_t vl = sizeof v;
        int r = getsockopt(fd, level, opt, &v, &vl);
        int e = errno;
        res = r < 0 ? err_set_errno(e) : int_from_i64(v);
    } else {
        char buf[1024];
        socklen_t vl = (socklen_t)buflen;
        int r = getsockopt(fd, level, opt, buf, &vl);
        int e = errno;
        res = r < 0 ? err_set_errno(e) : bytes_from(buf, (ssize_t)vl);
    }
    sock_giveback(s);
    return res;
}

static Object *sock_setblocking(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    SELF;
    if (args_no_kw("socket.setblocking", kwnames) < 0 || args_count("socket.setblocking", nargs, 1, 1) < 0) return NULL;
    int flag;
    if (int_arg(args[0], &flag) < 0) return NULL;
    int fd = sock_borrow(s);
    if (fd < 0) return NULL;
    sock_apply_timeout(s, fd, flag ? -1 : 0);
    sock_giveback(s);
    return NEWREF(None);
}

static Object *sock_getblocking(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    SELF;
    if (args_no_kw("socket.getblocking", kwnames) < 0 || args_count("socket.getblocking", nargs, 0, 0) < 0) return NULL;
    return NEWREF(bool_from(atomic_load_explicit(&s->timeout, memory_order_relaxed) != 0));
}

static Object *sock_settimeout(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    SELF;
    if (args_no_kw("socket.settimeout", kwnames) < 0 || args_count("socket.settimeout", nargs, 1, 1) < 0) return NULL;
    int64_t t;
    if (timeout_arg(args[0], &t) < 0) return NULL;
    int fd = sock_borrow(s);
    if (fd < 0) return NULL;
    sock_apply_timeout(s, fd, t);
    sock_giveback(s);
    return NEWREF(None);
}

static Object *sock_gettimeout(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    SELF;
    if (args_no_kw("socket.gettimeout", kwnames) < 0 || args_count("socket.gettimeout", nargs, 0, 0) < 0) return NULL;
    return timeout_obj(atomic_load_explicit(&s->timeout, memory_order_relaxed));
}

/* ---- methods that wait ---- */

typedef struct {
    char *buf;
    size_t len;
    int flags;
    SockAddr addr;
    socklen_t addrlen;
} IoJob;

static ssize_t do_recv(int fd, void *data)
{
    IoJob *j = data;
    return recv(fd, j->buf, j->len, j->flags);
}

static ssize_t do_recvfrom(int fd, void *data)
{
    IoJob *j = data;
    j->addrlen = sizeof j->addr;
    memset(&j->addr, 0, sizeof j->addr);
    return recvfrom(fd, j->buf, j->len, j->flags, &j->addr.sa, &j->addrlen);
}

static ssize_t do_send(int fd, void *data)
{
    IoJob *j = data;
    return send(fd, j->buf, j->len, j->flags | MSG_NOSIGNAL);
}

static ssize_t do_sendto(int fd, void *data)
{
    IoJob *j = data;
    return sendto(fd, j->buf, j->len, j->flags | MSG_NOSIGNAL, &j->addr.sa, j->addrlen);
}

static ssize_t do_accept(int fd, void *data)
{
    IoJob *j = data;
    j->addrlen = sizeof j->addr;
    memset(&j->addr, 0, sizeof j->addr);
    return accept4(fd, &j->addr.sa, &j->addrlen, SOCK_CLOEXEC);
}

/* recv(bufsize[, flags]) and recvfrom: into malloc'd memory. */
static Object *recv_common(Object *self, Object *const *args, ssize_t nargs, Object *kwnames, bool from)
{
    SELF;
    const char *name = from ? "recvfrom" : "recv";
    if (args_no_kw(from ? "socket.recvfrom" : "socket.recv", kwnames) < 0 || args_count_tuple(name, nargs, 1, 2) < 0)
        return NULL;
    ssize_t n;
    int flags = 0;
    if (ssize_arg(args[0], &n) < 0) return NULL;
    if (nargs == 2 && int_arg(args[1], &flags) < 0) return NULL;
    if (n < 0) return err_format(&Exc_ValueError, "negative buffersize in %s", name);
    if (n == 0 && !from) return bytes_from("", 0); /* as CPython: no call at all */
    IoJob j = {.buf = malloc(n > 0 ? (size_t)n : 1), .len = (size_t)n, .flags = flags};
    if (j.buf == NULL) return err_no_memory();
    ssize_t got = sock_call(s, POLLIN, from ? do_recvfrom : do_recv, &j, -1);
    Object *res = NULL;
    if (got >= 0) {
        res = bytes_from(j.buf, got);
        if (res != NULL && from) {
            Object *addr = make_sockaddr(&j.addr, j.addrlen);
            Object *t = addr ? tuple_pack(2, res, addr) : NULL;
            XDECREF(addr);
            DECREF(res);
            res = t;
        }
    }
    free(j.buf);
    return res;
}

static Object *sock_recv(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return recv_common(self, args, nargs, kwnames, false);
}

static Object *sock_recvfrom(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return recv_common(self, args, nargs, kwnames, true);
}

/* recv_into(buffer[, nbytes[, flags]]) and recvfrom_into: received into
 * malloc'd memory, copied into the buffer once attached again. */
static Object *recv_into_common(Object *self, Object *const *args, ssize_t nargs, Object *kwnames, bool from)
{
    SELF;
    const char *name = from ? "recvfrom_into" : "recv_into";
    static const char *const names[] = {"buffer", "nbytes", "flags", NULL};
    Object *a[3];
    if (args_parse(name, args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    ssize_t cap = buffer_writable_len(a[0]);
    if (cap < 0) {
        if (err_matches(&Exc_TypeError)) {
            err_clear();
            err_format(&Exc_TypeError, "%s() argument 1 must be read-write bytes-like object, not %s", name,
                       args_type_name(a[0]));
        }
        return NULL;
    }
    ssize_t n = 0;
    int flags = 0;
    if (a[1] && ssize_arg(a[1], &n) < 0) return NULL;
    if (a[2] && int_arg(a[2], &flags) < 0) return NULL;
    if (n < 0) return err_format(&Exc_ValueError, "negative buffersize in %s", name);
    if (n == 0) n = cap;
    else if (n > cap)
        return err_set(&Exc_ValueError,
                       from ? "nbytes is greater than the length of the buffer" : "buffer too small for requested bytes");
    if (n == 0 && !from) return small_new(0); /* an empty buffer: as CPython, no call */
    IoJob j = {.buf = malloc(n > 0 ? (size_t)n : 1), .len = (size_t)n, .flags = flags};
    if (j.buf == NULL) return err_no_memory();
    ssize_t got = sock_call(s, POLLIN, from ? do_recvfrom : do_recv, &j, -1);
    Object *res = NULL;
    if (got >= 0 && buffer_write(a[0], 0, j.buf, got) == 0) {
        if (from) {
            Object *addr = make_sockaddr(&j.addr, j.addrlen);
            if (addr) {
                res = tuple_pack(2, small_new(got), addr);
                DECREF(addr);
            }
        } else {
            res = small_new(got);
        }
    }
    free(j.buf);
    return res;
}

static Object *sock_recv_into(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return recv_into_common(self, args, nargs, kwnames, false);
}

static Object *sock_recvfrom_into(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return recv_into_common(self, args, nargs, kwnames, true);
}

static Object *sock_send(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    SELF;
    if (args_no_kw("socket.send", kwnames) < 0 || args_count_tuple("send", nargs, 1, 2) < 0) return NULL;
    int flags = 0;
    Object *data;
    if (data_arg(args[0], &data) < 0) return NULL;
    if (nargs == 2 && int_arg(args[1], &flags) < 0) {
        DECREF(data);
        return NULL;
    }
    IoJob j = {.buf = bytes_data(data), .len = (size_t)bytes_len(data), .flags = flags};
    ssize_t n = sock_call(s, POLLOUT, do_send, &j, -1);
    DECREF(data);
    return n < 0 ? NULL : int_from_i64(n);
}

static Object *sock_sendall(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    SELF;
    if (args_no_kw("socket.sendall", kwnames) < 0 || args_count_tuple("sendall", nargs, 1, 2) < 0) return NULL;
    int flags = 0;
    Object *data;
    if (data_arg(args[0], &data) < 0) return NULL;
    if (nargs == 2 && int_arg(args[1], &flags) < 0) {
        DECREF(data);
        return NULL;
    }
    int64_t t = atomic_load_explicit(&s->timeout, memory_order_relaxed);
    int64_t deadline = t > 0 ? now_ns() + t : -1;
    ssize_t off = 0, len = bytes_len(data);
    ThreadState *ts = ts_get();
    do {
        IoJob j = {.buf = bytes_data(data) + off, .len = (size_t)(len - off), .flags = flags};
        ssize_t n = sock_call(s, POLLOUT, do_send, &j, deadline);
        if (n < 0 || thread_check_signals(ts) < 0) {
            DECREF(data);
            return NULL;
        }
        off += n;
    } while (off < len);
    DECREF(data);
    return NEWREF(None);
}

static Object *sock_sendto(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    SELF;
    if (args_no_kw("socket.sendto", kwnames) < 0) return NULL;
    if (nargs != 2 && nargs != 3)
        return err_format(&Exc_TypeError, "sendto() takes 2 or 3 arguments (%zd given)", nargs);
    int flags = 0;
    if (nargs == 3 && int_arg(args[1], &flags) < 0) return NULL;
    Object *data;
    if (data_arg(args[0], &data) < 0) return NULL;
    IoJob j = {.buf = bytes_data(data), .len = (size_t)bytes_len(data), .flags = flags};
    int alen = sockaddr_arg(s, args[nargs - 1], &j.addr, "sendto");
    if (alen < 0) {
        DECREF(data);
        return NULL;
    }
    j.addrlen = (socklen_t)alen;
    ssize_t n = sock_call(s, POLLOUT, do_sendto, &j, -1);
    DECREF(data);
    return n < 0 ? NULL : int_from_i64(n);
}

/* _accept() -> (fd, address): socket.py makes the socket object. */
static Object *sock_accept(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    SELF;
    if (args_no_kw("socket._accept", kwnames) < 0 || args_count("socket._accept", nargs, 0, 0) < 0) return NULL;
    IoJob j = {0};
    ssize_t fd = sock_call(s, POLLIN, do_accept, &j, -1);
    if (fd < 0) return NULL;
    Object *addr = make_sockaddr(&j.addr, j.addrlen);
    if (addr == NULL) {
        close((int)fd);
        return NULL;
    }
    Object *t = tuple_pack(2, small_new(fd), addr);
    DECREF(addr);
    if (t == NULL) close((int)fd);
    return t;
}

/* connect / connect_ex: 0, or the errno (raise: -1 with it set). */
static int connect_common(SockObject *s, Object *addr, const char *name, bool raise)
{
    SockAddr a;
    int len = sockaddr_arg(s, addr, &a, name);
    if (len < 0) return -1;
    int fd = sock_borrow(s);
    if (fd < 0) return -1;
    ThreadState *ts = ts_get();
    int64_t timeout = atomic_load_explicit(&s->timeout, memory_order_relaxed);
    thread_detach(ts);
    int r = connect(fd, &a.sa, (socklen_t)len);
    int e = errno;
    thread_attach(ts);
    int err = r == 0 ? 0 : e;
    if (err == EINTR) {
        if (thread_check_signals(ts) < 0) goto fail;
    }
    if ((err == EINTR && timeout != 0) || (err == EINPROGRESS && timeout > 0)) {
        /* the connection goes on: wait for it, then ask how it ended */
        int w = wait_ready(ts, fd, POLLOUT, timeout > 0 ? now_ns() + timeout : -1);
        if (w < 0) goto fail;
        if (w == 0) {
            if (raise) {
                err_timeout();
                goto fail;
            }
            err = EWOULDBLOCK;
        } else {
            int soerr = 0;
            socklen_t sl = sizeof soerr;
            if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &soerr, &sl) < 0) soerr = errno;
            err = soerr;
        }
    }
    sock_giveback(s);
    if (err != 0 && raise) {
        err_set_errno(err);
        return -1;
    }
    return err;
fail:
    sock_giveback(s);
    return -1;
}

static Object *sock_connect(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("socket.connect", kwnames) < 0 || args_count("socket.connect", nargs, 1, 1) < 0) return NULL;
    if (connect_common((SockObject *)self, args[0], "connect", true) < 0) return NULL;
    return NEWREF(None);
}

static Object *sock_connect_ex(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("socket.connect_ex", kwnames) < 0 || args_count("socket.connect_ex", nargs, 1, 1) < 0) return NULL;
    int r = connect_common((SockObject *)self, args[0], "connect_ex", false);
    if (r < 0) return NULL;
    return small_new(r);
}

static Object *get_family(Object *self, void *c)
{
    (void)c;
    return small_new(atomic_load_explicit(&((SockObject *)self)->family, memory_order_relaxed));
}
static Object *get_type(Object *self, void *c)
{
    (void)c;
    return small_new(atomic_load_explicit(&((SockObject *)self)->type, memory_order_relaxed));
}
static Object *get_proto(Object *self, void *c)
{
    (void)c;
    return small_new(atomic_load_explicit(&((SockObject *)self)->proto, memory_order_relaxed));
}
static Object *get_timeout(Object *self, void *c)
{
    (void)c;
    return timeout_obj(atomic_load_explicit(&((SockObject *)self)->timeout, memory_order_relaxed));
}

static const MethodDef sock_methods[] = {
    {"__init__", sock_init_m, METH_DEFAULT},
    {"_accept", sock_accept, METH_DEFAULT},
    {"bind", sock_bind, METH_DEFAULT},
    {"close", sock_close, METH_DEFAULT},
    {"connect", sock_connect, METH_DEFAULT},
    {"connect_ex", sock_connect_ex, METH_DEFAULT},
    {"detach", sock_detach, METH_DEFAULT},
    {"fileno", sock_fileno, METH_DEFAULT},
    {"getpeername", sock_getpeername, METH_DEFAULT},
    {"getsockname", sock_getsockname, METH_DEFAULT},
    {"getsockopt", sock_getsockopt, METH_DEFAULT},
    {"setsockopt", sock_setsockopt, METH_DEFAULT},
    {"listen", sock_listen, METH_DEFAULT},
    {"recv", sock_recv, METH_DEFAULT},
    {"recv_into", sock_recv_into, METH_DEFAULT},
    {"recvfrom", sock_recvfrom, METH_DEFAULT},
    {"recvfrom_into", sock_recvfrom_into, METH_DEFAULT},
    {"send", sock_send, METH_DEFAULT},
    {"sendall", sock_sendall, METH_DEFAULT},
    {"sendto", sock_sendto, METH_DEFAULT},
    {"setblocking", sock_setblocking, METH_DEFAULT},
    {"getblocking", sock_getblocking, METH_DEFAULT},
    {"settimeout", sock_settimeout, METH_DEFAULT},
    {"gettimeout", sock_gettimeout, METH_DEFAULT},
    {"shutdown", sock_shutdown, METH_DEFAULT},
    {NULL, NULL, 0},
};

static const GetSetDef sock_getset[] = {
    {"family", get_family, NULL, NULL},
    {"type", get_type, NULL, NULL},
    {"proto", get_proto, NULL, NULL},
    {"timeout", get_timeout, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type Sock_Type = {
    TYPE_HEAD_INIT,
    .name = "_socket.socket",
    .basicsize = sizeof(SockObject),
    .flags = TPF_BASETYPE,
    .dealloc = sock_dealloc,
    .repr = sock_repr,
    .new = sock_type_new,
    .methods = sock_methods,
    .getset = sock_getset,
};

/* ---- module functions ------------------------------------------------------------ */

static Object *m_socketpair(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"family", "type", "proto", NULL};
    Object *a[3];
    if (args_parse("socketpair", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    int family = AF_UNIX, type = SOCK_STREAM, proto = 0;
    if (a[0] && int_arg(a[0], &family) < 0) return NULL;
    if (a[1] && int_arg(a[1], &type) < 0) return NULL;
    if (a[2] && int_arg(a[2], &proto) < 0) return NULL;
    int sv[2];
    if (socketpair(family, type | SOCK_CLOEXEC, proto, sv) < 0) return err_set_errno(errno);
    Object *res = tuple_new(2);
    if (res == NULL) {
        close(sv[0]);
        close(sv[1]);
        return NULL;
    }
    for (int i = 0; i < 2; i++) {
        SockObject *s = (SockObject *)sock_alloc(&Sock_Type);
        if (s == NULL) {
            close(sv[i]);
            if (i == 0) close(sv[1]);
            DECREF(res);
            return NULL;
        }
        s->fd = sv[i];
        atomic_store_explicit(&s->family, family, memory_order_relaxed);
        atomic_store_explicit(&s->type, type & ~(SOCK_NONBLOCK | SOCK_CLOEXEC), memory_order_relaxed);
        atomic_store_explicit(&s->proto, proto, memory_order_relaxed);
        int64_t t = atomic_load_explicit(&default_timeout, memory_order_relaxed);
        if (t >= 0) sock_apply_timeout(s, sv[i], t);
        tuple_items(res)[i] = (Object *)s;
    }
    return res;
}

static Object *m_getaddrinfo(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"host", "port", "family", "type", "proto", "flags", NULL};
    Object *a[6];
    if (args_parse("getaddrinfo", args, nargs, kwnames, names, 0, 2, a) < 0) return NULL;
    int iv[4] = {0, 0, 0, 0};
    for (int i = 0; i < 4; i++)
        if (a[2 + i] && int_arg(a[2 + i], &iv[i]) < 0) return NULL;
    Object *hkeep = NULL, *pkeep = NULL;
    GaiJob j = {0};
    char portbuf[32];
    if (a[0] != None && !is_str(a[0]) && !type_is_subtype(TYPE(a[0]), &Bytes_Type))
        return err_set(&Exc_TypeError, "getaddrinfo() argument 1 must be string or None");
    if (a[0] != None && host_text(a[0], &hkeep, &j.host) < 0) return NULL;
    if (is_int(a[1])) {
        int64_t p;
        if (!int_as_i64(a[1], &p)) {
            XDECREF(hkeep);
            return err_set(&Exc_OverflowError, "Python int too large to convert to C long");
        }
        snprintf(portbuf, sizeof portbuf, "%lld", (long long)p);
        j.port = portbuf;
    } else if (is_str(a[1])) {
        pkeep = NEWREF(a[1]);
        j.port = str_cstr(a[1]);
    } else if (type_is_subtype(TYPE(a[1]), &Bytes_Type)) {
        pkeep = NEWREF(a[1]);
        j.port = bytes_data(a[1]);
    } else if (a[1] != None) {
        XDECREF(hkeep);
        return err_set(&Exc_OSError, "Int or String expected");
    }
    j.hints.ai_family = iv[0];
    j.hints.ai_socktype = iv[1];
    j.hints.ai_protocol = iv[2];
    j.hints.ai_flags = iv[3];
    int r = gai_run(&j);
    XDECREF(hkeep);
    XDECREF(pkeep);
    if (r < 0) return NULL;
    Object *list = list_new(0);
    for (struct addrinfo *ai = j.res; list != NULL && ai != NULL; ai = ai->ai_next) {
        SockAddr sa;
        memset(&sa, 0, sizeof sa);
        socklen_t len = ai->ai_addrlen > sizeof sa ? sizeof sa : ai->ai_addrlen;
        memcpy(&sa, ai->ai_addr, len);
        Object *addr = make_sockaddr(&sa, len);
        Object *canon = addr ? str_from_cstr(ai->ai_canonname ? ai->ai_canonname : "") : NULL;
        Object *t = canon ? tuple_new(5) : NULL;
        if (t == NULL) {
            XDECREF(addr);
            XDECREF(canon);
            DECREF(list);
            list = NULL;
            break;
        }
        tuple_items(t)[0] = small_new(ai->ai_family);
        tuple_items(t)[1] = small_new(ai->ai_socktype);
        tuple_items(t)[2] = small_new(ai->ai_protocol);
        tuple_items(t)[3] = canon;
        tuple_items(t)[4] = addr;
        if (list_append_steal(list, t) < 0) {
            DECREF(list);
            list = NULL;
        }
    }
    freeaddrinfo(j.res);
    return list;
}

typedef struct {
    SockAddr addr;
    socklen_t len;
    int flags, rc;
    char host[NI_MAXHOST], serv[NI_MAXSERV];
} NameJob;

static ssize_t nameinfo_call(int fd, void *data)
{
    (void)fd;
    NameJob *j = data;
    j->rc = getnameinfo(&j->addr.sa, j->len, j->host, sizeof j->host, j->serv, sizeof j->serv, j->flags);
    return j->rc == 0 ? 0 : -1;
}

static Object *raise_gai(int rc)
{
    Object *msg = str_from_cstr(gai_strerror(rc));
    if (msg == NULL) return NULL;
    Object *exc = obj_call2((Object *)Exc_gaierror, small_new(rc), msg);
    DECREF(msg);
    if (exc != NULL) err_set_raised(exc);
    return NULL;
}

/* getnameinfo((host, port[, flowinfo[, scope_id]]), flags) -> (host, port):
 * the host must be numeric, as in CPython; the lookup runs detached. */
static Object *m_getnameinfo(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("getnameinfo", kwnames) < 0 || args_count_tuple("getnameinfo", nargs, 2, 2) < 0) return NULL;
    Object *sa = args[0];
    if (!is_tuple(sa)) return err_set(&Exc_TypeError, "getnameinfo() argument 1 must be a tuple");
    int flags;
    if (int_arg(args[1], &flags) < 0) return NULL;
    ssize_t n = tuple_len(sa);
    if (n < 2 || n > 4 || !is_str(tuple_get(sa, 0)))
        return err_set(&Exc_TypeError, "getnameinfo(): illegal sockaddr argument");
    int port;
    if (int_arg(tuple_get(sa, 1), &port) < 0) return NULL;
    uint32_t extra[2] = {0, 0}; /* flowinfo, scope_id: C unsigned ints, taken modulo 2**32 as CPython's "I" */
    for (ssize_t i = 2; i < n; i++) {
        Object *v = tuple_get(sa, i);
        if (!is_int(v))
            return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(v));
        Object *mask = int_from_u64(0xffffffffu);
        Object *low = mask ? int_and(v, mask) : NULL;
        XDECREF(mask);
        if (low == NULL) return NULL;
        int64_t x = 0;
        int_as_i64(low, &x);
        DECREF(low);
        extra[i - 2] = (uint32_t)x;
    }
    uint32_t flow = extra[0], scope = extra[1];
    if (flow > 0xfffff) return err_set(&Exc_OverflowError, "getnameinfo(): flowinfo must be 0-1048575.");
    char portbuf[32];
    snprintf(portbuf, sizeof portbuf, "%d", port);
    GaiJob g = {.host = str_cstr(tuple_get(sa, 0)), .port = portbuf};
    g.hints.ai_family = AF_UNSPEC;
    g.hints.ai_socktype = SOCK_DGRAM;
    g.hints.ai_flags = AI_NUMERICHOST;
    if (gai_run(&g) < 0) return NULL;
    NameJob *j = calloc(1, sizeof *j);
    if (j == NULL) {
        freeaddrinfo(g.res);
        return err_no_memory();
    }
    Object *res = NULL;
    if (g.res->ai_next != NULL) {
        err_set(&Exc_OSError, "sockaddr resolved to multiple addresses");
        goto done;
    }
    j->len = g.res->ai_addrlen > sizeof j->addr ? sizeof j->addr : g.res->ai_addrlen;
    memcpy(&j->addr, g.res->ai_addr, j->len);
    if (j->addr.sa.sa_family == AF_INET) {
        if (n != 2) {
            err_set(&Exc_OSError, "IPv4 sockaddr must be 2 tuple");
            goto done;
        }
    } else if (j->addr.sa.sa_family == AF_INET6) {
        j->addr.in6.sin6_flowinfo = htonl(flow);
        j->addr.in6.sin6_scope_id = scope;
    }
    j->flags = flags;
    ThreadState *ts = ts_get();
    thread_detach(ts);
    nameinfo_call(-1, j);
    thread_attach(ts);
    if (j->rc != 0) {
        raise_gai(j->rc);
        goto done;
    }
    Object *h = str_from_utf8(j->host, (ssize_t)strlen(j->host));
    Object *sv = h ? str_from_utf8(j->serv, (ssize_t)strlen(j->serv)) : NULL;
    if (sv != NULL) res = tuple_pack(2, h, sv);
    XDECREF(h);
    XDECREF(sv);
done:
    freeaddrinfo(g.res);
    free(j);
    return res;
}

static Object *m_gethostname(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    (void)args;
    if (args_no_kw("_socket.gethostname", kwnames) < 0 || args_count("_socket.gethostname", nargs, 0, 0) < 0) return NULL;
    char buf[HOST_NAME_MAX + 1];
    if (gethostname(buf, sizeof buf) < 0) return err_set_errno(errno);
    buf[HOST_NAME_MAX] = '\0';
    return str_from_utf8(buf, (ssize_t)strlen(buf));
}

static Object *m_gethostbyname(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("gethostbyname", kwnames) < 0 || args_count_tuple("gethostbyname", nargs, 1, 1) < 0) return NULL;
    if (!is_str(args[0]) && !type_is_subtype(TYPE(args[0]), &Bytes_Type) && TYPE(args[0]) != &ByteArray_Type)
        return err_format(&Exc_TypeError, "gethostbyname() argument 1 must be str, bytes or bytearray, not %s",
                          args_type_name(args[0]));
    Object *keep;
    const char *host;
    if (host_text(args[0], &keep, &host) < 0) return NULL;
    SockAddr a;
    socklen_t len = set_ip_addr(host, &a, AF_INET);
    DECREF(keep);
    if (len == (socklen_t)-1) return NULL;
    return ip_text(AF_INET, &a.in4.sin_addr);
}

static Object *m_inet_aton(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("inet_aton", kwnames) < 0 || args_count_tuple("inet_aton", nargs, 1, 1) < 0) return NULL;
    if (!is_str(args[0]))
        return err_format(&Exc_TypeError, "inet_aton() argument 1 must be str, not %s", args_type_name(args[0]));
    struct in_addr in;
    if (inet_aton(str_cstr(args[0]), &in) == 0)
        return err_set(&Exc_OSError, "illegal IP address string passed to inet_aton");
    return bytes_from((const char *)&in, 4);
}

static Object *m_inet_ntoa(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("inet_ntoa", kwnames) < 0 || args_count_tuple("inet_ntoa", nargs, 1, 1) < 0) return NULL;
    Object *b;
    if (data_arg(args[0], &b) < 0) return NULL;
    Object *res;
    if (bytes_len(b) != 4) res = err_set(&Exc_OSError, "packed IP wrong length for inet_ntoa");
    else res = ip_text(AF_INET, bytes_data(b));
    DECREF(b);
    return res;
}

static Object *m_inet_pton(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("inet_pton", kwnames) < 0 || args_count_tuple("inet_pton", nargs, 2, 2) < 0) return NULL;
    int af;
    if (int_arg(args[0], &af) < 0) return NULL;
    if (!is_str(args[1]))
        return err_format(&Exc_TypeError, "inet_pton() argument 2 must be str, not %s", args_type_name(args[1]));
    unsigned char buf[16];
    int r = inet_pton(af, str_cstr(args[1]), buf);
    if (r < 0) return err_set_errno(errno);
    if (r == 0) return err_set(&Exc_OSError, "illegal IP address string passed to inet_pton");
    return bytes_from((const char *)buf, af == AF_INET ? 4 : 16);
}

static Object *m_inet_ntop(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("inet_ntop", kwnames) < 0 || args_count_tuple("inet_ntop", nargs, 2, 2) < 0) return NULL;
    int af;
    if (int_arg(args[0], &af) < 0) return NULL;
    Object *b;
    if (data_arg(args[1], &b) < 0) return NULL;
    Object *res;
    if (af == AF_INET || af == AF_INET6) {
        if (bytes_len(b) != (af == AF_INET ? 4 : 16)) res = err_set(&Exc_ValueError, "invalid length of packed IP address string");
        else res = ip_text(af, bytes_data(b));
    } else {
        res = err_format(&Exc_ValueError, "unknown address family %d", af);
    }
    DECREF(b);
    return res;
}

/* htons/ntohs (16 bits) and htonl/ntohl (32 bits), with CPython's errors. */
static Object *byteswap(Object *o, const char *name, bool is16)
{
    if (!is_int(o)) return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(o));
    if (int_sign(o) < 0) {
        if (is16) return err_format(&Exc_OverflowError, "%s: can't convert negative Python int to C 16-bit unsigned integer", name);
        return err_set(&Exc_OverflowError, "can't convert negative value to unsigned int");
    }
    int64_t v;
    bool fits = int_as_i64(o, &v);
    if (is16) {
        if (!fits || v > 0xffff)
            return err_format(&Exc_OverflowError, "%s: Python int too large to convert to C 16-bit unsigned integer", name);
        return small_new(htons((uint16_t)v));
    }
    if (!fits) return err_set(&Exc_OverflowError, "Python int too large to convert to C unsigned long");
    if (v > 0xffffffffLL) return err_set(&Exc_OverflowError, "int larger than 32 bits");
    return small_new(htonl((uint32_t)v));
}

#define SWAPFN(fname, is16)                                                                  \
    static Object *m_##fname(Object *self, Object *const *args, ssize_t nargs, Object *kwnames) \
    {                                                                                        \
        (void)self;                                                                          \
        if (is16 ? args_no_kw(#fname, kwnames) < 0 || args_count_tuple(#fname, nargs, 1, 1) < 0                  \
                 : args_no_kw("_socket." #fname, kwnames) < 0 || args_count("_socket." #fname, nargs, 1, 1) < 0) \
            return NULL;                                                                     \
        return byteswap(args[0], #fname, is16);                                              \
    }
SWAPFN(htons, true)
SWAPFN(ntohs, true)
SWAPFN(htonl, false)
SWAPFN(ntohl, false)

static Object *m_getdefaulttimeout(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    (void)args;
    if (args_no_kw("_socket.getdefaulttimeout", kwnames) < 0 || args_count("_socket.getdefaulttimeout", nargs, 0, 0) < 0) return NULL;
    return timeout_obj(atomic_load_explicit(&default_timeout, memory_order_relaxed));
}

static Object *m_setdefaulttimeout(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("_socket.setdefaulttimeout", kwnames) < 0 || args_count("_socket.setdefaulttimeout", nargs, 1, 1) < 0) return NULL;
    int64_t t;
    if (timeout_arg(args[0], &t) < 0) return NULL;
    atomic_store_explicit(&default_timeout, t, memory_order_relaxed);
    return NEWREF(None);
}

static Object *m_dup(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("_socket.dup", kwnames) < 0 || args_count("_socket.dup", nargs, 1, 1) < 0) return NULL;
    int fd;
    if (int_arg(args[0], &fd) < 0) return NULL;
    int nfd = fcntl(fd, F_DUPFD_CLOEXEC, 0);
    if (nfd < 0) return err_set_errno(errno);
    return small_new(nfd);
}

static Object *m_close(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("_socket.close", kwnames) < 0 || args_count("_socket.close", nargs, 1, 1) < 0) return NULL;
    int fd;
    if (int_arg(args[0], &fd) < 0) return NULL;
    if (close_detached(fd) < 0 && errno != ECONNRESET) return err_set_errno(errno);
    return NEWREF(None);
}

static const MethodDef socket_functions[] = {
    {"socketpair", m_socketpair, METH_DEFAULT},
    {"getaddrinfo", m_getaddrinfo, METH_DEFAULT},
    {"gethostname", m_gethostname, METH_DEFAULT},
    {"gethostbyname", m_gethostbyname, METH_DEFAULT},
    {"getnameinfo", m_getnameinfo, METH_DEFAULT},
    {"inet_aton", m_inet_aton, METH_DEFAULT},
    {"inet_ntoa", m_inet_ntoa, METH_DEFAULT},
    {"inet_pton", m_inet_pton, METH_DEFAULT},
    {"inet_ntop", m_inet_ntop, METH_DEFAULT},
    {"htons", m_htons, METH_DEFAULT},
    {"ntohs", m_ntohs, METH_DEFAULT},
    {"htonl", m_htonl, METH_DEFAULT},
    {"ntohl", m_ntohl, METH_DEFAULT},
    {"getdefaulttimeout", m_getdefaulttimeout, METH_DEFAULT},
    {"setdefaulttimeout", m_setdefaulttimeout, METH_DEFAULT},
    {"dup", m_dup, METH_DEFAULT},
    {"close", m_close, METH_DEFAULT},
    {NULL, NULL, 0},
};

static Type *make_error(const char *name)
{
    Object *bases = tuple_pack(1, (Object *)&Exc_OSError);
    Object *ns = dict_new();
    if (bases == NULL || ns == NULL || dict_set_cstr(ns, "__module__", STR_ID("socket")) < 0) {
        XDECREF(bases);
        XDECREF(ns);
        return NULL;
    }
    Object *cls = class_new(&Type_Type, str_intern_cstr(name), bases, ns, NULL, NULL);
    DECREF(bases);
    DECREF(ns);
    if (cls == NULL) return NULL;
    obj_make_immortal(cls);
    return (Type *)cls;
}

int socketmodule_init(void)
{
    if (type_ready(&Sock_Type) < 0) return -1;
    Object *m = module_new_builtin("_socket", socket_functions);
    if (m == NULL) return -1;
    Exc_gaierror = make_error("gaierror");
    Exc_herror = make_error("herror");
    if (Exc_gaierror == NULL || Exc_herror == NULL) return -1;
    Object *d = module_dict(m);
    if (dict_set_cstr(d, "socket", (Object *)&Sock_Type) < 0 || dict_set_cstr(d, "SocketType", (Object *)&Sock_Type) < 0 ||
        dict_set_cstr(d, "error", (Object *)&Exc_OSError) < 0 || dict_set_cstr(d, "timeout", (Object *)&Exc_TimeoutError) < 0 ||
        dict_set_cstr(d, "gaierror", (Object *)Exc_gaierror) < 0 || dict_set_cstr(d, "herror", (Object *)Exc_herror) < 0 ||
        dict_set_cstr(d, "has_ipv6", True) < 0)
        return -1;
    static const struct {
        const char *name;
        long value;
    } consts[] = {
#define C(n) {#n, n}
        C(AF_INET), C(AF_INET6), C(AF_UNIX), C(AF_UNSPEC),
        C(SOCK_STREAM), C(SOCK_DGRAM), C(SOCK_RAW), C(SOCK_SEQPACKET), C(SOCK_NONBLOCK), C(SOCK_CLOEXEC),
        C(SOL_SOCKET), C(SO_REUSEADDR), C(SO_REUSEPORT), C(SO_KEEPALIVE), C(SO_RCVBUF), C(SO_SNDBUF), C(SO_ERROR),
        C(SO_TYPE), C(SO_BROADCAST), C(SO_LINGER), C(SO_RCVLOWAT), C(SO_SNDLOWAT), C(SO_RCVTIMEO), C(SO_SNDTIMEO),
        C(SO_ACCEPTCONN), C(SO_DOMAIN), C(SO_PROTOCOL), C(SO_OOBINLINE), C(SO_DONTROUTE),
        C(SOMAXCONN),
        C(IPPROTO_IP), C(IPPROTO_TCP), C(IPPROTO_UDP), C(IPPROTO_IPV6), C(IPPROTO_ICMP), C(IPPROTO_RAW),
        C(IP_TOS), C(IP_TTL), C(IP_MULTICAST_TTL), C(IP_MULTICAST_LOOP), C(IPV6_V6ONLY),
        C(TCP_NODELAY), C(TCP_MAXSEG), C(TCP_KEEPIDLE), C(TCP_KEEPINTVL), C(TCP_KEEPCNT),
        C(SHUT_RD), C(SHUT_WR), C(SHUT_RDWR),
        C(MSG_PEEK), C(MSG_OOB), C(MSG_WAITALL), C(MSG_DONTWAIT), C(MSG_DONTROUTE), C(MSG_TRUNC), C(MSG_NOSIGNAL),
        C(AI_PASSIVE), C(AI_CANONNAME), C(AI_NUMERICHOST), C(AI_NUMERICSERV), C(AI_ADDRCONFIG), C(AI_V4MAPPED),
        C(AI_ALL),
        C(NI_NUMERICHOST), C(NI_NUMERICSERV), C(NI_NAMEREQD), C(NI_DGRAM), C(NI_NOFQDN),
        C(EAI_AGAIN), C(EAI_BADFLAGS), C(EAI_FAIL), C(EAI_FAMILY), C(EAI_MEMORY), C(EAI_NONAME), C(EAI_SERVICE),
        C(EAI_SOCKTYPE), C(EAI_SYSTEM),
        C(INADDR_ANY), C(INADDR_BROADCAST), C(INADDR_LOOPBACK), C(INADDR_NONE),
#undef C
    };
    for (size_t i = 0; i < sizeof consts / sizeof consts[0]; i++) {
        Object *v = int_from_i64(consts[i].value);
        if (v == NULL || dict_set_cstr(d, consts[i].name, v) < 0) {
            XDECREF(v);
            return -1;
        }
        DECREF(v);
    }
    return 0;
}
