/* threadmodule.c: `_thread`, the C core under `threading` and `queue`.
 *
 * The idea.  As in CPython, the module is two layers:
 *   - `_thread` (C, this file): what needs the runtime -- starting a thread
 *     (vm/thread.c thread_start: a pooled OS thread with its own thread
 *     state), the lock type, thread-local storage, get_ident;
 *   - `threading` and `queue` (Python: modules/threading.py and
 *     modules/queue.py, compiled into the binary and run on first
 *     import): Thread, RLock, Condition, Semaphore,
 *     BoundedSemaphore, Event, Barrier, Queue, ... written on top of
 *     `_thread` as CPython's Lib/threading.py and Lib/queue.py are, so
 *     their semantics (and corner cases) are CPython's by construction.
 *
 * The lock.  A `_thread.lock` is a word `state` (0 free, 1 held) taken by
 * one CAS when uncontended (no syscall, no detach), plus a pthread mutex
 * and condition variable that only contended waiters use.  A waiter
 * detaches (gc/stw.c) for the whole wait: a thread blocked on a lock never
 * holds up a stop-the-world.  No lost wake-up: a waiter counts itself in
 * `waiters` under `mu` before its last CAS; a releaser stores 0 and then
 * reads `waiters` (both seq_cst), and if any, signals under `mu`.  Any
 * thread may release a lock (CPython allows it for `lock`, not `RLock`).
 *
 * Thread-local storage (`_thread._local`): one dict per Python thread,
 * kept in the local object's `dicts` dict keyed by the thread's serial
 * number (ts->serial, never reused, unlike idents and OS threads, which
 * the pool reuses): a later thread on the same OS thread cannot see a
 * finished thread's values.  A subclass with an __init__ takes
 * constructor arguments, and each other thread's first use of the object
 * calls that __init__ again with them, as in CPython.  Each thread keeps
 * a small cache of the dicts it found (local_dict), so a read costs one
 * lookup in the thread's own dict: no shared write, no lock.  What fpy
 * simplifies: the finished threads' dicts are not dropped until the local
 * object dies.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "modules/modules.h"
#include "runtime/core.h"
#include "vm/eval.h"
#include "vm/thread.h"

/* ---- _thread.lock ------------------------------------------------------ */

typedef struct {
    Object ob;
    _Atomic(int) state;   /* 0 free, 1 held */
    _Atomic(int) waiters; /* threads in the slow path */
    pthread_mutex_t mu;
    pthread_cond_t cv;    /* CLOCK_MONOTONIC */
} LockObject;

Type ThreadLock_Type;

/* New ref: a fresh unlocked lock. */
static Object *lock_new(void)
{
    LockObject *l = (LockObject *)obj_alloc(&ThreadLock_Type, sizeof(LockObject));
    if (l == NULL) return NULL;
    atomic_init(&l->state, 0);
    atomic_init(&l->waiters, 0);
    pthread_mutex_init(&l->mu, NULL);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&l->cv, &ca);
    pthread_condattr_destroy(&ca);
    return (Object *)l;
}

static void lock_dealloc(Object *o)
{
    LockObject *l = (LockObject *)o;
    pthread_mutex_destroy(&l->mu);
    pthread_cond_destroy(&l->cv);
    obj_free(o);
}

static inline bool try_take(LockObject *l)
{
    int free_ = 0;
    return atomic_compare_exchange_strong(&l->state, &free_, 1);
}

static void add_seconds(struct timespec *t, double secs)
{
    double whole = floor(secs);
    t->tv_sec += (time_t)whole;
    t->tv_nsec += (long)((secs - whole) * 1e9);
    if (t->tv_nsec >= 1000000000) {
        t->tv_sec++;
        t->tv_nsec -= 1000000000;
    }
}

/* Take the lock, waiting at most `timeout` seconds (< 0: for ever).
 * Detaches while it waits.  1 taken, 0 not, -1 with the exception a signal
 * handler raised (the main thread; a handler that returns lets it wait on). */
int thread_lock_acquire(Object *lock, double timeout)
{
    LockObject *l = (LockObject *)lock;
    if (try_take(l)) return 1;
    if (timeout == 0) return 0;
    /* Spin briefly first: a lock held for a few instructions (a counter
     * update) is usually free again before a syscall could return. */
    for (int i = 0; i < 100; i++) {
        if (atomic_load_explicit(&l->state, memory_order_relaxed) == 0 && try_take(l)) return 1;
    }
    struct timespec until;
    clock_gettime(CLOCK_MONOTONIC, &until);
    if (timeout > 0) add_seconds(&until, timeout);
    /* About to wait: free what this thread retired (gc/qsbr.c) first.  A
     * consumer that takes items out of a shared container retires one
     * reference per item, and each may hold up a whole structure; the
     * retire count alone (a poll every 128 items) let a producer-consumer
     * pair of binary trees keep 32 trees of 131,071 tuples waiting.  No
     * object lock is held here (lock.acquire, called from Python). */
    if (qsbr_pending() > 0) qsbr_poll();
    ThreadState *ts = ts_get();
    thread_detach(ts);
    int got = 0;
    bool timed_out = false;
    pthread_mutex_lock(&l->mu);
    atomic_fetch_add(&l->waiters, 1);
    for (;;) {
        if (try_take(l)) {
            got = 1;
            break;
        }
        if (thread_signal_pending(ts)) break; /* main thread: a signal to handle */
        /* The main thread wakes every 50 ms to notice signals (a condition
         * wait is not interrupted by signals); others sleep until woken. */
        struct timespec slice;
        clock_gettime(CLOCK_MONOTONIC, &slice);
        add_seconds(&slice, 0.05);
        bool sliced = ts->serial == 1 && (timeout < 0 || slice.tv_sec < until.tv_sec ||
                                           (slice.tv_sec == until.tv_sec && slice.tv_nsec < until.tv_nsec));
        if (sliced) {
            pthread_cond_timedwait(&l->cv, &l->mu, &slice);
        } else if (timeout > 0) {
            if (pthread_cond_timedwait(&l->cv, &l->mu, &until) == ETIMEDOUT) {
                got = try_take(l);
                timed_out = true;
                break;
            }
        } else {
            pthread_cond_wait(&l->cv, &l->mu);
        }
    }
    atomic_fetch_sub(&l->waiters, 1);
    pthread_mutex_unlock(&l->mu);
    thread_attach(ts);
    if (got) return 1;
    if (thread_check_signals(ts) < 0) return -1;
    /* A signal whose handler returned: wait on for the time left (PEP 475). */
    if (thread_is_main(ts) && !timed_out) {
        double left = -1;
        if (timeout > 0) {
            struct timespec now;
            clock_gettime(CLOCK_MONOTONIC, &now);
            left = (double)(until.tv_sec - now.tv_sec) + (double)(until.tv_nsec - now.tv_nsec) * 1e-9;
            if (left <= 0) return try_take(l);
        }
        return thread_lock_acquire(lock, left);
    }
    return 0;
}

/* 0, or -1 with RuntimeError when the lock is not held. */
int thread_lock_release(Object *lock)
{
    LockObject *l = (LockObject *)lock;
    int held = 1;
    if (!atomic_compare_exchange_strong(&l->state, &held, 0)) {
        err_set(&Exc_RuntimeError, "release unlocked lock");
        return -1;
    }
    if (atomic_load(&l->waiters) > 0) {
        pthread_mutex_lock(&l->mu);
        pthread_cond_signal(&l->cv);
        pthread_mutex_unlock(&l->mu);
    }
    return 0;
}

/* acquire(blocking=True, timeout=-1) -> bool, CPython's checks. */
static int parse_acquire(const char *fname, Object *const *args, ssize_t nargs, Object *kwnames, double *timeout)
{
    static const char *const names[] = {"blocking", "timeout", NULL};
    Object *a[2];
    if (args_parse(fname, args, nargs, kwnames, names, 0, 0, a) < 0) return -1;
    int blocking = 1;
    if (a[0] != NULL && (blocking = obj_is_true(a[0])) < 0) return -1;
    double t = -1;
    if (a[1] != NULL) {
        int r = float_as_double_of(a[1], &t);
        if (r < 0) return -1;
        if (r == 0) {
            err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(a[1]));
            return -1;
        }
    }
    if (!blocking && t != -1) {
        err_set(&Exc_ValueError, "can't specify a timeout for a non-blocking call");
        return -1;
    }
    if (t < 0 && t != -1) {
        err_set(&Exc_ValueError, "timeout value must be positive");
        return -1;
    }
    if (t > 9.2e9) {
        err_set(&Exc_OverflowError, "timeout value is too large");
        return -1;
    }
    *timeout = blocking ? t : 0;
    return 0;
}

static Object *lock_acquire(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    double timeout;
    if (parse_acquire("acquire", args, nargs, kwnames, &timeout) < 0) return NULL;
    int r = thread_lock_acquire(self, timeout);
    return r < 0 ? NULL : bool_from(r);
}

static Object *lock_enter(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args, (void)nargs, (void)kwnames;
    if (thread_lock_acquire(self, -1) < 0) return NULL;
    return NEWREF(True);
}

static Object *lock_release(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("release", kwnames) < 0 || args_count("release", nargs, 0, 0) < 0) return NULL;
    if (thread_lock_release(self) < 0) return NULL;
    return NEWREF(None);
}

static Object *lock_exit(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args, (void)nargs, (void)kwnames;
    if (thread_lock_release(self) < 0) return NULL;
    return NEWREF(None);
}

static Object *lock_locked(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("locked", kwnames) < 0 || args_count("locked", nargs, 0, 0) < 0) return NULL;
    return bool_from(atomic_load(&((LockObject *)self)->state) != 0);
}

static Object *lock_repr(Object *self)
{
    return str_from_format("<%s _thread.lock object at %p>",
                           atomic_load(&((LockObject *)self)->state) ? "locked" : "unlocked", (void *)self);
}

static const MethodDef lock_methods[] = {
    {"acquire", lock_acquire, METH_DEFAULT},
    {"acquire_lock", lock_acquire, METH_DEFAULT},
    {"release", lock_release, METH_DEFAULT},
    {"release_lock", lock_release, METH_DEFAULT},
    {"locked", lock_locked, METH_DEFAULT},
    {"locked_lock", lock_locked, METH_DEFAULT},
    {"__enter__", lock_enter, METH_DEFAULT},
    {"__exit__", lock_exit, METH_DEFAULT},
    {NULL, NULL, 0},
};

Type ThreadLock_Type = {
    TYPE_HEAD_INIT,
    .name = "_thread.lock", /* CPython's tp_name: __module__ '_thread', in messages too */
    .basicsize = sizeof(LockObject),
    .flags = TPF_WEAKREFABLE,
    .dealloc = lock_dealloc,
    .repr = lock_repr,
    .methods = lock_methods,
};

/* ---- _thread._local ----------------------------------------------------- */

typedef struct {
    Object ob;
    Object *dicts;      /* dict: thread serial -> that thread's attribute dict */
    Object *init_args;  /* the constructor's arguments (positional, then keyword values), or NULL */
    Object *init_kwnames; /* their keyword names (a tuple), or NULL */
    ssize_t init_nargs; /* how many of init_args are positional */
} LocalObject;

Type ThreadLocal_Type;

/* Whether type t has an __init__ of its own (a subclass defining one):
 * then each thread's first use of an instance calls it, as CPython does. */
static bool local_has_init(Type *t)
{
    Object *init = obj_type_lookup(t, STR_ID("__init__"));
    return init != NULL && init != obj_type_lookup(&Object_Type, STR_ID("__init__"));
}

/* Each thread remembers the dicts it found, so that reading an attribute
 * of a local object costs one lookup in its own dict, as for any other
 * instance.  An entry names its dict by the version of `lo->dicts` it was
 * found in (dict versions are never reused, runtime/dict.c) and by the
 * Python thread's serial (a pooled OS thread runs later Python threads,
 * which must not see this one's dicts).  While lo->dicts still has that
 * version, the dict is held there.  Another thread's first use of the
 * object moves the version, and each thread then looks its dict up once
 * more.  Thread-local: no other thread reads or writes it. */
enum { LOCAL_CACHE = 8 };
static _Thread_local struct {
    uint64_t version, serial;
    Object *dict;
} local_cache[LOCAL_CACHE];

static Object *local_dict_lookup(LocalObject *lo);

/* Borrowed: this thread's dict of a local object, made on first use (and
 * then filled by the class's __init__, called with the constructor's
 * arguments). */
static Object *local_dict(Object *self)
{
    LocalObject *lo = (LocalObject *)self;
    unsigned slot = ((uintptr_t)lo >> 4) % LOCAL_CACHE;
    uint64_t serial = ts_get()->serial;
    if (local_cache[slot].version == dict_version(lo->dicts) && local_cache[slot].serial == serial)
        return local_cache[slot].dict;
    Object *d = local_dict_lookup(lo);
    if (d != NULL) {
        /* read after the lookup: a state that holds this thread's entry
         * (only this thread removes it, and only before it returns it) */
        local_cache[slot].version = dict_version(lo->dicts);
        local_cache[slot].serial = serial;
        local_cache[slot].dict = d;
    }
    return d;
}

static Object *local_dict_lookup(LocalObject *lo)
{
    Object *self = (Object *)lo;
    Object *key = int_from_u64(ts_get()->serial);
    if (key == NULL) return NULL;
    Object *d = dict_get(lo->dicts, key);
    if (d != NULL || err_occurred()) {
        DECREF(key);
        if (d != NULL) DECREF(d); /* lo->dicts keeps it; only this thread uses it */
        return d;
    }
    if ((d = dict_new()) == NULL || dict_set(lo->dicts, key, d) < 0) {
        XDECREF(d);
        DECREF(key);
        return NULL;
    }
    if (local_has_init(TYPE(self))) {
        Object *init = obj_getattr(self, STR_ID("__init__"));
        Object *r = NULL;
        if (init != NULL) {
            Object *const *argv = lo->init_args ? tuple_items(lo->init_args) : NULL;
            r = obj_call(init, argv, lo->init_nargs, lo->init_kwnames);
            DECREF(init);
        }
        if (r == NULL) {
            Object *exc = err_fetch();
            if (dict_del(lo->dicts, key) < 0) err_clear();
            err_restore(exc);
            DECREF(d);
            DECREF(key);
            return NULL;
        }
        DECREF(r);
    }
    DECREF(key);
    DECREF(d); /* lo->dicts keeps it */
    return d;
}

static Object *local_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *t = (Type *)type;
    ssize_t nkw = kwnames != NULL ? tuple_len(kwnames) : 0;
    bool has_init = local_has_init(t);
    if ((nargs > 0 || nkw > 0) && !has_init)
        return err_set(&Exc_TypeError, "Initialization arguments are not supported");
    LocalObject *lo = (LocalObject *)obj_alloc(t, t->basicsize);
    if (lo == NULL) return NULL;
    if ((lo->dicts = dict_new()) == NULL) {
        DECREF((Object *)lo);
        return NULL;
    }
    if (has_init && (nargs > 0 || nkw > 0)) {
        if ((lo->init_args = tuple_from_array(args, nargs + nkw)) == NULL) {
            DECREF((Object *)lo);
            return NULL;
        }
        lo->init_nargs = nargs;
        lo->init_kwnames = nkw > 0 ? NEWREF(kwnames) : NULL;
    }
    /* the creating thread's dict: the call that made the object runs
     * __init__ on it */
    Object *key = int_from_u64(ts_get()->serial);
    Object *d = key ? dict_new() : NULL;
    int r = d ? dict_set(lo->dicts, key, d) : -1;
    XDECREF(key);
    XDECREF(d);
    if (r < 0) {
        DECREF((Object *)lo);
        return NULL;
    }
    return (Object *)lo;
}

static void local_dealloc(Object *o)
{
    LocalObject *lo = (LocalObject *)o;
    CLEAR(lo->dicts);
    CLEAR(lo->init_args);
    CLEAR(lo->init_kwnames);
    obj_free(o);
}

static int local_traverse(Object *o, VisitFunc visit, void *arg)
{
    LocalObject *lo = (LocalObject *)o;
    if (lo->dicts && visit(lo->dicts, arg)) return 1;
    return lo->init_args ? visit(lo->init_args, arg) : 0;
}

static bool is_dict_name(Object *name)
{
    if (name == STR_ID("__dict__")) return true;
    return is_str(name) && !(name->ob_flags & OBF_INTERNED) && strcmp(str_cstr(name), "__dict__") == 0;
}

/* As CPython's generic lookup with this thread's dict as the instance
 * dict: the class's data descriptors (properties, __class__) first, then
 * the dict, then the other class attributes (methods). */
static Object *local_getattr(Object *self, Object *name)
{
    Object *d = local_dict(self);
    if (d == NULL) return NULL;
    if (is_dict_name(name)) return NEWREF(d);
    /* _thread._local itself has one data descriptor, object's __class__:
     * only a subclass's attribute reads pay for the class lookup */
    if (TYPE(self) != &ThreadLocal_Type || name == STR_ID("__class__")) {
        Object *descr = obj_type_lookup(TYPE(self), name), *r;
        if (descr != NULL && descr_data_get(descr, self, &r)) return r; /* as obj_generic_getattr */
    }
    Object *v = dict_get(d, name);
    if (v != NULL || err_occurred()) return v;
    return obj_generic_getattr(self, name);
}

static int local_setattr(Object *self, Object *name, Object *v)
{
    Object *d = local_dict(self);
    if (d == NULL) return -1;
    if (is_dict_name(name)) {
        err_format(&Exc_AttributeError, "'%s' object attribute '__dict__' is read-only", TYPE_NAME(self));
        return -1;
    }
    Object *descr = obj_type_lookup(TYPE(self), name);
    if (descr != NULL) {
        int r = descr_data_set(descr, self, v); /* as obj_generic_setattr */
        if (r != -2) return r;
    }
    if (v != NULL) return dict_set(d, name, v);
    if (dict_del(d, name) < 0) {
        if (err_matches(&Exc_KeyError)) {
            err_clear();
            err_format(&Exc_AttributeError, "'%s' object has no attribute '%U'", TYPE_NAME(self), name);
        }
        return -1;
    }
    return 0;
}

Type ThreadLocal_Type = {
    TYPE_HEAD_INIT,
    .name = "_thread._local",
    .basicsize = sizeof(LocalObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = local_dealloc,
    .traverse = local_traverse,
    .getattr = local_getattr,
    .setattr = local_setattr,
    .new = local_new,
};

/* ---- _thread functions ------------------------------------------------- */

typedef struct {
    Object *func, *args, *kwargs;
} PyJob;

/* Runs on the new thread, attached. */
static void pyjob_run(void *p)
{
    PyJob *job = p;
    Object *r;
    if (job->kwargs == NULL || dict_len(job->kwargs) == 0) {
        r = obj_call(job->func, tuple_items(job->args), tuple_len(job->args), NULL);
    } else {
        /* f(*args, **kwargs): positional then keyword values, names in a tuple. */
        Object *items = dict_items_list(job->kwargs);
        r = NULL;
        if (items != NULL) {
            ssize_t na = tuple_len(job->args), nk = obj_len(items);
            Object **argv = malloc(sizeof(Object *) * (size_t)(na + nk + 1));
            Object *names = tuple_new(nk);
            if (argv != NULL && names != NULL) {
                for (ssize_t i = 0; i < na; i++) argv[i] = tuple_items(job->args)[i];
                for (ssize_t i = 0; i < nk; i++) {
                    Object *kv = list_get(items, i); /* the list keeps the pair alive */
                    tuple_items(names)[i] = NEWREF(tuple_items(kv)[0]);
                    argv[na + i] = tuple_items(kv)[1];
                    DECREF(kv);
                }
                r = obj_call(job->func, argv, na, names);
            } else {
                err_no_memory();
            }
            free(argv);
            XDECREF(names);
            DECREF(items);
        }
    }
    if (r == NULL) {
        Object *exc = err_fetch();
        if (exc != NULL && !type_is_subtype(TYPE(exc), &Exc_SystemExit)) {
            Object *rep = obj_repr(job->func);
            io_flush_all();
            if (rep != NULL) {
                io_write_stderr("Unhandled exception in thread started by ", 41);
                io_write_stderr(str_cstr(rep), (size_t)str_nbytes(rep));
                io_write_stderr("\n", 1);
                DECREF(rep);
            }
            err_clear();
            exc_print(exc);
        }
        XDECREF(exc);
    } else {
        DECREF(r);
    }
    DECREF(job->func);
    DECREF(job->args);
    XDECREF(job->kwargs);
    free(job);
}

static Object *th_start_new_thread(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("start_new_thread", kwnames) < 0 || args_count("start_new_thread", nargs, 2, 3) < 0) return NULL;
    if (TYPE(args[0])->call == NULL) return err_set(&Exc_TypeError, "first arg must be callable");
    if (!is_tuple(args[1])) return err_set(&Exc_TypeError, "2nd arg must be a tuple");
    if (nargs == 3 && !is_dict(args[2])) return err_set(&Exc_TypeError, "optional 3rd arg must be a dictionary");
    PyJob *job = malloc(sizeof *job);
    if (job == NULL) return err_no_memory();
    job->func = NEWREF(args[0]);
    job->args = NEWREF(args[1]);
    job->kwargs = nargs == 3 ? NEWREF(args[2]) : NULL;
    if (thread_start(pyjob_run, job) < 0) {
        DECREF(job->func);
        DECREF(job->args);
        XDECREF(job->kwargs);
        free(job);
        return NULL;
    }
    return NEWREF(None);
}

static Object *th_allocate_lock(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("allocate_lock", kwnames) < 0 || args_count("allocate_lock", nargs, 0, 0) < 0) return NULL;
    return lock_new();
}

static Object *th_get_ident(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("get_ident", kwnames) < 0 || args_count("get_ident", nargs, 0, 0) < 0) return NULL;
    return int_from_u64(ts_get()->ident);
}

/* _thread._serial(): the running Python thread's unique number. */
static Object *th_serial(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args, (void)nargs, (void)kwnames;
    return int_from_u64(ts_get()->serial);
}

static Object *th_count(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args, (void)nargs, (void)kwnames;
    return small_new(atomic_load(&ts_get()->interp->nrunning));
}

/* _thread._print_exception(name, exc): "Exception in thread NAME:" and
 * the traceback, to sys.stderr, as threading.excepthook prints them. */
static Object *th_print_exception(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("_print_exception", kwnames) < 0 || args_count("_print_exception", nargs, 2, 2) < 0) return NULL;
    Object *head = str_from_format("Exception in thread %S:\n", args[0]);
    if (head == NULL) return NULL;
    io_flush_all();
    Object *file = sys_stderr();
    int r = exc_print_file(args[1], file, str_cstr(head));
    XDECREF(file);
    DECREF(head);
    return r < 0 ? NULL : NEWREF(None);
}

static const MethodDef thread_methods[] = {
    {"start_new_thread", th_start_new_thread, METH_DEFAULT},
    {"start_new", th_start_new_thread, METH_DEFAULT},
    {"allocate_lock", th_allocate_lock, METH_DEFAULT},
    {"allocate", th_allocate_lock, METH_DEFAULT},
    {"get_ident", th_get_ident, METH_DEFAULT},
    {"_serial", th_serial, METH_DEFAULT},
    {"_count", th_count, METH_DEFAULT},
    {"_print_exception", th_print_exception, METH_DEFAULT},
    {NULL, NULL, 0},
};

int threadmodule_init(void)
{
    if (type_ready(&ThreadLock_Type) < 0 || type_ready(&ThreadLocal_Type) < 0) return -1;
    Object *m = module_new_builtin("_thread", thread_methods);
    if (m == NULL) return -1;
    Object *d = module_dict(m);
    if (dict_set_cstr(d, "LockType", (Object *)&ThreadLock_Type) < 0 ||
        dict_set_cstr(d, "_local", (Object *)&ThreadLocal_Type) < 0 ||
        dict_set_cstr(d, "error", (Object *)&Exc_RuntimeError) < 0)
        return -1;
    return 0;
}
