/* itertoolsmodule.c: the `itertools` module, in C as CPython's is.
 *
 * The idea.  Every itertools function is really a type whose instances are
 * small state machines over other iterators: the constructor (the type's
 * `new` slot) checks its arguments with CPython's exact messages and calls
 * obj_iter on what it wraps; iternext pulls lazily and returns a new
 * reference, or NULL without an exception when exhausted (an error from a
 * wrapped iterator or a called function passes through as NULL + the
 * exception).  Nothing is precomputed: islice(gen, n) calls gen n times.
 *
 * Fast paths.  count() keeps its counter in C integers while start, step
 * and every value fit a tagged small int, so `map(f, count(1))` allocates
 * nothing for the count; islice keeps its positions in ssize_t.  The
 * combinatoric iterators (product, permutations, combinations...) live in
 * itertools_comb.c: C index arrays over tuples of the pools.
 *
 * Thread safety.  count() is lock-free and hands each value to exactly
 * one caller however many threads share it (the "unique ids" idiom; see
 * the count section).  cycle() and islice() keep their source iterator
 * until they die and read their positions once per call, so sharing them
 * may repeat or skip items but never crashes.  The iterators
 * whose next() runs Python code while it replaces references it owns
 * (chain, accumulate, pairwise, groupby, tee) take a busy flag for the
 * call (GUARDED_NEXT): a second thread arriving meanwhile gets a
 * RuntimeError "cannot re-enter the chain iterator" -- the message CPython
 * gives for tee -- rather than a crash; use one from one thread at a time,
 * or hand it over through a queue.  The combinatoric ones lock for each
 * step (they run no Python code), the rest hold no references that change.
 * The module itself has no mutable state.
 *
 * Collector: every type holding references has TPF_GC and a traverse.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "modules/modules.h"
#include "runtime/lock.h"
#include "vm/thread.h"

#include "modules/itertools.h"

/* One thread at a time in next() of an iterator whose next() runs Python
 * code while it replaces references it owns (chain, accumulate, pairwise,
 * groupby, tee).  Its `busy` field (right after the header in each of
 * those structs) names the thread inside; the same thread may nest (a
 * generator feeding the iterator calls next() on it again: CPython allows
 * that), another thread arriving meanwhile gets a RuntimeError with
 * CPython's tee message, "cannot re-enter the tee iterator", instead of a
 * crash.  Never waited on: the holder runs Python code, so waiting could
 * deadlock.  Returns 1 (entered: leave() after), 2 (nested: no leave), or
 * 0 + RuntimeError. */
typedef struct {
    Object ob;
    _Atomic(uintptr_t) busy;
} GuardedObject;

static int enter(Object *o)
{
    _Atomic(uintptr_t) *busy = &((GuardedObject *)o)->busy;
    uintptr_t me = thread_id(), expected = 0;
    if (atomic_load_explicit(busy, memory_order_relaxed) == me) return 2;
    if (atomic_compare_exchange_strong_explicit(busy, &expected, me, memory_order_acquire, memory_order_relaxed))
        return 1;
    const char *name = short_name(o);
    err_format(&Exc_RuntimeError, "cannot re-enter the %s iterator", name[0] == '_' ? name + 1 : name);
    return 0;
}

static void leave(Object *o)
{
    atomic_store_explicit(&((GuardedObject *)o)->busy, 0, memory_order_release);
}

/* The iternext slot of such a type: impl between enter and leave. */
#define GUARDED_NEXT(name, guard_of)                                                              \
    static Object *name(Object *o)                                                                \
    {                                                                                             \
        Object *g = (guard_of);                                                                   \
        int entered = enter(g);                                                                   \
        if (entered == 0) return NULL;                                                            \
        Object *r = name##_impl(o);                                                               \
        if (entered == 1) leave(g);                                                               \
        return r;                                                                                 \
    }

/* ---- count ------------------------------------------------------------------------------ */

/* count is the one itertools iterator that threads commonly share (a
 * source of unique ids: `ids = count(); ... next(ids)`), and with the GIL
 * CPython hands out each value once.  So fpy's count is lock-free and
 * gives each value to exactly one caller:
 *   - fast mode: the next value is the C integer `cnt` (a small int),
 *     advanced by istep with a compare-and-swap;
 *   - when the next value would leave the small-int range, the thread whose
 *     CAS swaps in BIG_MODE moves the count to cnt_obj (under ob_mutex;
 *     int + int runs no Python code), and from then on
 *   - slow mode: the next value is the object cnt_obj; a thread reads it
 *     (new ref, under the lock), computes cnt_obj + step WITHOUT the lock
 *     (the step may be any number type, with Python __add__), then swaps
 *     the sum in under the lock only if cnt_obj is still the value it read
 *     (else it retries with the newer one). */
#define BIG_MODE INTPTR_MIN /* never a small int: SMALL_MIN > INTPTR_MIN */

typedef struct {
    Object ob;
    _Atomic(intptr_t) cnt; /* fast mode: the next value; BIG_MODE after */
    intptr_t istep;        /* the step, when it is a small int */
    Object *cnt_obj;       /* slow mode: the next value (ob_mutex) */
    Object *step;          /* the step as given (for repr and slow mode) */
} CountObject;

static bool is_number(Object *o)
{
    if (is_int(o) || is_float(o)) return true;
    Type *t = TYPE(o);
    return t->nb_index != NULL || t->nb_int != NULL || t->nb_float != NULL;
}

static Object *count_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"start", "step", NULL};
    Object *a[2];
    if (args_parse("count", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    Object *start = a[0] ? a[0] : small_new(0), *step = a[1] ? a[1] : small_new(1);
    if (!is_number(start) || !is_number(step)) return err_set(&Exc_TypeError, "a number is required");
    CountObject *c = (CountObject *)it_alloc(type);
    if (c == NULL) return NULL;
    c->step = NEWREF(step);
    c->istep = is_small(step) ? small_val(step) : 0;
    if (is_small(start) && is_small(step)) {
        atomic_init(&c->cnt, small_val(start));
    } else {
        atomic_init(&c->cnt, BIG_MODE);
        c->cnt_obj = NEWREF(start);
    }
    return (Object *)c;
}

/* Slow mode: new ref to the current value, or NULL + error. */
static Object *count_next_slow(CountObject *c)
{
    for (;;) {
        obj_lock((Object *)c);
        Object *v = c->cnt_obj;
        if (v == NULL) { /* another thread is moving the count to slow mode */
            obj_unlock((Object *)c);
            sched_yield();
            continue;
        }
        INCREF(v);
        obj_unlock((Object *)c);
        Object *next = num_binop(BIN_ADD, v, c->step);
        if (next == NULL) {
            DECREF(v);
            return NULL;
        }
        obj_lock((Object *)c);
        if (c->cnt_obj == v) {
            c->cnt_obj = next; /* the count's reference to v passes to us */
            obj_unlock((Object *)c);
            DECREF(v); /* ours from INCREF; the count's is returned */
            return v;
        }
        obj_unlock((Object *)c); /* another thread advanced it: retry */
        DECREF(next);
        DECREF(v);
    }
}

static Object *count_next(Object *o)
{
    CountObject *c = (CountObject *)o;
    intptr_t v = atomic_load_explicit(&c->cnt, memory_order_relaxed);
    while (v != BIG_MODE) {
        intptr_t nv = v + c->istep; /* |v|, |istep| < 2**62: no overflow */
        if (small_fits(nv)) {
            if (atomic_compare_exchange_weak_explicit(&c->cnt, &v, nv, memory_order_relaxed,
                                                      memory_order_relaxed))
                return small_new(v);
            continue; /* v now holds the newer value */
        }
        /* v is the last small value: whoever claims it moves to slow mode */
        if (!atomic_compare_exchange_strong_explicit(&c->cnt, &v, BIG_MODE, memory_order_relaxed,
                                                     memory_order_relaxed))
            continue;
        Object *next = num_binop(BIN_ADD, small_new(v), c->step); /* int + int: no Python code */
        obj_lock(o);
        c->cnt_obj = next; /* NULL on MemoryError: the count is then stuck, as a failed CPython count */
        obj_unlock(o);
        return next == NULL ? NULL : small_new(v);
    }
    return count_next_slow(c);
}

static Object *count_repr(Object *o)
{
    CountObject *c = (CountObject *)o;
    intptr_t v = atomic_load_explicit(&c->cnt, memory_order_relaxed);
    obj_lock(o);
    Object *cur = v != BIG_MODE ? small_new(v) : XNEWREF(c->cnt_obj);
    obj_unlock(o);
    if (cur == NULL) cur = NEWREF(None);
    bool step_one = (is_small(c->step) && small_val(c->step) == 1) || c->step == True;
    Object *r = step_one ? str_from_format("%s(%R)", short_name(o), cur)
                         : str_from_format("%s(%R, %R)", short_name(o), cur, c->step);
    DECREF(cur);
    return r;
}

static void count_dealloc(Object *o)
{
    CountObject *c = (CountObject *)o;
    XDECREF(c->cnt_obj);
    XDECREF(c->step);
    obj_free(o);
}

static int count_traverse(Object *o, VisitFunc visit, void *arg)
{
    VISIT(((CountObject *)o)->cnt_obj);
    VISIT(((CountObject *)o)->step);
    return 0;
}

Type Count_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools.count",
    .basicsize = sizeof(CountObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = count_dealloc,
    .traverse = count_traverse,
    .repr = count_repr,
    .new = count_new,
    .iter = iter_return_self,
    .iternext = count_next,
};

/* ---- islice ------------------------------------------------------------------------------ */

typedef struct {
    Object ob;
    Object *it;
    ssize_t next, stop, step, cnt; /* stop -1: none */
    bool done;
} IsliceObject;

static const char stop_msg[] = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.";

/* CPython's PyNumber_AsSsize_t(o, OverflowError) with any error turned into
 * "-1, no exception" (islice reports its own ValueError). */
static ssize_t ssize_or_minus1(Object *o)
{
    ssize_t v;
    if (index_as_ssize(o, &Exc_OverflowError, &v) < 0) {
        err_clear();
        return -1;
    }
    return v;
}

static Object *islice_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("islice", kwnames) < 0 || args_count("islice", nargs, 2, 4) < 0) return NULL;
    ssize_t start = 0, stop = -1, step = 1;
    if (nargs == 2) {
        if (args[1] != None && (stop = ssize_or_minus1(args[1])) == -1) return err_set(&Exc_ValueError, stop_msg);
    } else {
        if (args[1] != None) start = ssize_or_minus1(args[1]);
        if (args[2] != None && (stop = ssize_or_minus1(args[2])) == -1) return err_set(&Exc_ValueError, stop_msg);
    }
    if (start < 0 || stop < -1)
        return err_set(&Exc_ValueError,
                       "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
    if (nargs == 4 && args[3] != None) step = ssize_or_minus1(args[3]);
    if (step < 1) return err_set(&Exc_ValueError, "Step for islice() must be a positive integer or None.");
    Object *it = obj_iter(args[0]);
    if (it == NULL) return NULL;
    IsliceObject *s = (IsliceObject *)it_alloc(type);
    if (s == NULL) {
        DECREF(it);
        return NULL;
    }
    s->it = it;
    s->next = start;
    s->stop = stop;
    s->step = step;
    return (Object *)s;
}

/* The positions are read and written with relaxed atomics (LOAD/STORE):
 * an islice shared by threads may give an item twice or skip one, but its
 * fields are never torn and ThreadSanitizer sees no race. */
#define LOAD(f) __atomic_load_n(&(f), __ATOMIC_RELAXED)
#define STORE(f, v) __atomic_store_n(&(f), (v), __ATOMIC_RELAXED)

static Object *islice_next(Object *o)
{
    IsliceObject *s = (IsliceObject *)o;
    Object *it = s->it, *item;
    if (LOAD(s->done)) return NULL;
    ssize_t cnt = LOAD(s->cnt), next = LOAD(s->next), stop = s->stop;
    while (cnt < next) {
        if ((item = iter_next(it)) == NULL) goto empty;
        DECREF(item);
        STORE(s->cnt, ++cnt);
    }
    if (stop != -1 && cnt >= stop) goto empty;
    if ((item = iter_next(it)) == NULL) goto empty;
    STORE(s->cnt, cnt + 1);
    ssize_t nn = next + s->step;
    if (nn < next || (stop != -1 && nn > stop)) nn = stop;
    STORE(s->next, nn);
    return item;
empty:
    /* finished for good (CPython drops the source here; fpy keeps it until
     * the islice dies, so a thread racing in next() never sees it freed) */
    STORE(s->done, true);
    return NULL;
}

static void islice_dealloc(Object *o)
{
    XDECREF(((IsliceObject *)o)->it);
    obj_free(o);
}

static int islice_traverse(Object *o, VisitFunc visit, void *arg)
{
    VISIT(((IsliceObject *)o)->it);
    return 0;
}

Type Islice_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools.islice",
    .basicsize = sizeof(IsliceObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = islice_dealloc,
    .traverse = islice_traverse,
    .new = islice_new,
    .iter = iter_return_self,
    .iternext = islice_next,
};

/* ---- chain ------------------------------------------------------------------------------ */

typedef struct {
    Object ob;
    _Atomic(uintptr_t) busy; /* GUARDED_NEXT: the thread inside next(), or 0 */
    Object *source; /* iterator over the iterables; NULL when done */
    Object *active; /* iterator of the current iterable, or NULL */
} ChainObject;

static Object *chain_make(Object *type, Object *source)
{
    ChainObject *c = (ChainObject *)it_alloc(type);
    if (c == NULL) {
        DECREF(source);
        return NULL;
    }
    c->source = source;
    return (Object *)c;
}

static Object *chain_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("chain", kwnames) < 0) return NULL;
    Object *t = tuple_from_array(args, nargs);
    if (t == NULL) return NULL;
    Object *source = obj_iter(t);
    DECREF(t);
    return source ? chain_make(type, source) : NULL;
}

static Object *chain_from_iterable(Object *cls, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("chain.from_iterable", kwnames) < 0 || args_count("chain.from_iterable", nargs, 1, 1) < 0)
        return NULL;
    Object *source = obj_iter(args[0]);
    return source ? chain_make(cls, source) : NULL;
}

static Object *chain_next_impl(Object *o)
{
    ChainObject *c = (ChainObject *)o;
    for (;;) {
        if (c->active == NULL) {
            if (c->source == NULL) return NULL;
            Object *iterable = iter_next(c->source);
            if (iterable == NULL) {
                CLEAR(c->source);
                return NULL;
            }
            c->active = obj_iter(iterable);
            DECREF(iterable);
            if (c->active == NULL) {
                Object *exc = err_fetch();
                CLEAR(c->source);
                err_restore(exc);
                return NULL;
            }
        }
        Object *item = iter_next(c->active);
        if (item != NULL || err_occurred()) return item;
        CLEAR(c->active);
    }
}

GUARDED_NEXT(chain_next, o)

static void chain_dealloc(Object *o)
{
    XDECREF(((ChainObject *)o)->source);
    XDECREF(((ChainObject *)o)->active);
    obj_free(o);
}

static int chain_traverse(Object *o, VisitFunc visit, void *arg)
{
    VISIT(((ChainObject *)o)->source);
    VISIT(((ChainObject *)o)->active);
    return 0;
}

static const MethodDef chain_methods[] = {
    {"from_iterable", chain_from_iterable, METH_CLASS},
    {NULL, NULL, 0},
};

Type Chain_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools.chain",
    .basicsize = sizeof(ChainObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = chain_dealloc,
    .traverse = chain_traverse,
    .new = chain_new,
    .iter = iter_return_self,
    .iternext = chain_next,
    .methods = chain_methods,
};

/* ---- repeat ------------------------------------------------------------------------------ */

typedef struct {
    Object ob;
    Object *element;
    ssize_t cnt; /* times left; -1: for ever */
} RepeatObject;

static Object *repeat_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"object", "times", NULL};
    Object *a[2];
    if (args_parse("repeat", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    ssize_t cnt = -1;
    if (a[1] != NULL && index_as_ssize(a[1], &Exc_OverflowError, &cnt) < 0) return NULL;
    if (a[1] != NULL && cnt < 0) cnt = 0;
    RepeatObject *r = (RepeatObject *)it_alloc(type);
    if (r == NULL) return NULL;
    r->element = NEWREF(a[0]);
    r->cnt = cnt;
    return (Object *)r;
}

static Object *repeat_next(Object *o)
{
    RepeatObject *r = (RepeatObject *)o;
    if (r->cnt == 0) return NULL;
    if (r->cnt > 0) r->cnt--;
    return NEWREF(r->element);
}

static Object *repeat_repr(Object *o)
{
    RepeatObject *r = (RepeatObject *)o;
    if (r->cnt == -1) return str_from_format("%s(%R)", short_name(o), r->element);
    return str_from_format("%s(%R, %zd)", short_name(o), r->element, r->cnt);
}

static Object *repeat_length_hint(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("__length_hint__", kwnames) < 0 || args_count("__length_hint__", nargs, 0, 0) < 0) return NULL;
    RepeatObject *r = (RepeatObject *)self;
    if (r->cnt == -1) return err_set(&Exc_TypeError, "len() of unsized object");
    return int_from_i64(r->cnt);
}

static void repeat_dealloc(Object *o)
{
    DECREF(((RepeatObject *)o)->element);
    obj_free(o);
}

static int repeat_traverse(Object *o, VisitFunc visit, void *arg)
{
    VISIT(((RepeatObject *)o)->element);
    return 0;
}

static const MethodDef repeat_methods[] = {
    {"__length_hint__", repeat_length_hint, METH_DEFAULT},
    {NULL, NULL, 0},
};

Type Repeat_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools.repeat",
    .basicsize = sizeof(RepeatObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = repeat_dealloc,
    .traverse = repeat_traverse,
    .repr = repeat_repr,
    .new = repeat_new,
    .iter = iter_return_self,
    .iternext = repeat_next,
    .methods = repeat_methods,
};

/* ---- cycle ------------------------------------------------------------------------------ */

typedef struct {
    Object ob;
    Object *it;     /* the source, kept until the cycle dies */
    Object *saved;  /* list of the items of the first pass */
    ssize_t index;  /* next item of saved to give, once replaying */
    bool replaying; /* the first pass is over */
} CycleObject;

static Object *cycle_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("cycle", kwnames) < 0 || exact_args("cycle", nargs, 1) < 0) return NULL;
    Object *it = obj_iter(args[0]);
    if (it == NULL) return NULL;
    Object *saved = list_new(0);
    CycleObject *c = saved ? (CycleObject *)it_alloc(type) : NULL;
    if (c == NULL) {
        DECREF(it);
        XDECREF(saved);
        return NULL;
    }
    c->it = it;
    c->saved = saved;
    return (Object *)c;
}

static Object *cycle_next(Object *o)
{
    CycleObject *c = (CycleObject *)o;
    /* The source iterator is kept until the cycle dies (not dropped after
     * the first pass), and the index is read once: a cycle shared by
     * threads (round-robin over servers) may repeat an item but never
     * touches a freed iterator or indexes out of range. */
    if (!LOAD(c->replaying)) {
        Object *item = iter_next(c->it);
        if (item != NULL) {
            if (list_append(c->saved, item) < 0) {
                DECREF(item);
                return NULL;
            }
            return item;
        }
        if (err_occurred()) return NULL;
        STORE(c->replaying, true);
    }
    ssize_t n = list_len(c->saved);
    if (n == 0) return NULL;
    ssize_t i = LOAD(c->index);
    if (i >= n || i < 0) i = 0;
    STORE(c->index, i + 1);
    return list_get(c->saved, i);
}

static void cycle_dealloc(Object *o)
{
    XDECREF(((CycleObject *)o)->it);
    DECREF(((CycleObject *)o)->saved);
    obj_free(o);
}

static int cycle_traverse(Object *o, VisitFunc visit, void *arg)
{
    VISIT(((CycleObject *)o)->it);
    VISIT(((CycleObject *)o)->saved);
    return 0;
}

Type Cycle_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools.cycle",
    .basicsize = sizeof(CycleObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = cycle_dealloc,
    .traverse = cycle_traverse,
    .new = cycle_new,
    .iter = iter_return_self,
    .iternext = cycle_next,
};

/* ---- accumulate ------------------------------------------------------------------------------ */

typedef struct {
    Object ob;
    _Atomic(uintptr_t) busy; /* GUARDED_NEXT: the thread inside next(), or 0 */
    Object *it, *func; /* func NULL: + */
    Object *total;     /* the running value, NULL before the first */
    Object *initial;   /* given initial value not yet produced, or NULL */
} AccumulateObject;

static Object *accumulate_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"iterable", "func", "$initial", NULL};
    Object *a[3];
    if (args_parse("accumulate", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    Object *it = obj_iter(a[0]);
    if (it == NULL) return NULL;
    AccumulateObject *acc = (AccumulateObject *)it_alloc(type);
    if (acc == NULL) {
        DECREF(it);
        return NULL;
    }
    acc->it = it;
    acc->func = a[1] && a[1] != None ? NEWREF(a[1]) : NULL;
    acc->initial = a[2] && a[2] != None ? NEWREF(a[2]) : NULL;
    return (Object *)acc;
}

static Object *accumulate_next_impl(Object *o)
{
    AccumulateObject *acc = (AccumulateObject *)o;
    if (acc->initial != NULL) {
        acc->total = acc->initial; /* the reference moves */
        acc->initial = NULL;
        return NEWREF(acc->total);
    }
    Object *val = iter_next(acc->it);
    if (val == NULL) return NULL;
    if (acc->total == NULL) {
        acc->total = NEWREF(val);
        return val;
    }
    Object *nt = acc->func ? obj_call2(acc->func, acc->total, val) : num_binop(BIN_ADD, acc->total, val);
    DECREF(val);
    if (nt == NULL) return NULL;
    SETREF(acc->total, nt);
    return NEWREF(nt);
}

GUARDED_NEXT(accumulate_next, o)

static void accumulate_dealloc(Object *o)
{
    AccumulateObject *acc = (AccumulateObject *)o;
    DECREF(acc->it);
    XDECREF(acc->func);
    XDECREF(acc->total);
    XDECREF(acc->initial);
    obj_free(o);
}

static int accumulate_traverse(Object *o, VisitFunc visit, void *arg)
{
    AccumulateObject *acc = (AccumulateObject *)o;
    VISIT(acc->it);
    VISIT(acc->func);
    VISIT(acc->total);
    VISIT(acc->initial);
    return 0;
}

Type Accumulate_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools.accumulate",
    .basicsize = sizeof(AccumulateObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = accumulate_dealloc,
    .traverse = accumulate_traverse,
    .new = accumulate_new,
    .iter = iter_return_self,
    .iternext = accumulate_next,
};

/* ---- zip_longest ------------------------------------------------------------------------------ */

typedef struct {
    Object ob;
    Object *iters; /* tuple of iterators (kept whole, for traverse) */
    bool *done;    /* done[i]: iterator i is exhausted */
    ssize_t numactive;
    Object *fillvalue;
} ZipLongestObject;

static Object *zip_longest_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Object *fill = None;
    ssize_t nkw = kwnames ? tuple_len(kwnames) : 0;
    for (ssize_t i = 0; i < nkw; i++) {
        if (strcmp(str_cstr(tuple_get(kwnames, i)), "fillvalue") != 0)
            return err_set(&Exc_TypeError, "zip_longest() got an unexpected keyword argument");
        fill = args[nargs + i];
    }
    Object *iters = tuple_new(nargs);
    if (iters == NULL) return NULL;
    for (ssize_t i = 0; i < nargs; i++) {
        if ((tuple_items(iters)[i] = obj_iter(args[i])) == NULL) {
            for (ssize_t j = i; j < nargs; j++) tuple_items(iters)[j] = NEWREF(None);
            DECREF(iters);
            return NULL;
        }
    }
    ZipLongestObject *z = (ZipLongestObject *)it_alloc(type);
    if (z == NULL) {
        DECREF(iters);
        return NULL;
    }
    z->iters = iters;
    z->numactive = nargs;
    z->fillvalue = NEWREF(fill);
    if ((z->done = calloc((size_t)(nargs > 0 ? nargs : 1), sizeof(bool))) == NULL) {
        DECREF((Object *)z);
        return err_no_memory();
    }
    return (Object *)z;
}

static Object *zip_longest_next(Object *o)
{
    ZipLongestObject *z = (ZipLongestObject *)o;
    ssize_t n = tuple_len(z->iters);
    if (n == 0 || z->numactive == 0) return NULL;
    Object *t = tuple_new(n);
    if (t == NULL) return NULL;
    for (ssize_t i = 0; i < n; i++) {
        Object *item = NULL;
        if (!z->done[i]) {
            item = iter_next(tuple_get(z->iters, i));
            if (item == NULL) {
                if (err_occurred()) goto fail;
                z->done[i] = true;
                if (--z->numactive == 0) goto fail;
            }
        }
        tuple_items(t)[i] = item ? item : NEWREF(z->fillvalue);
        continue;
    fail:
        for (ssize_t j = i; j < n; j++) tuple_items(t)[j] = NEWREF(None);
        DECREF(t);
        return NULL;
    }
    return t;
}

static void zip_longest_dealloc(Object *o)
{
    ZipLongestObject *z = (ZipLongestObject *)o;
    XDECREF(z->iters);
    XDECREF(z->fillvalue);
    free(z->done);
    obj_free(o);
}

static int zip_longest_traverse(Object *o, VisitFunc visit, void *arg)
{
    VISIT(((ZipLongestObject *)o)->iters);
    VISIT(((ZipLongestObject *)o)->fillvalue);
    return 0;
}

Type ZipLongest_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools.zip_longest",
    .basicsize = sizeof(ZipLongestObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = zip_longest_dealloc,
    .traverse = zip_longest_traverse,
    .new = zip_longest_new,
    .iter = iter_return_self,
    .iternext = zip_longest_next,
};

/* ---- the (function, iterator) iterators: starmap, takewhile, dropwhile, filterfalse, compress ---- */

/* One layout for all five: func (compress: the selectors iterator), the
 * data iterator, and a flag (takewhile: stopped, dropwhile: started). */
typedef struct {
    Object ob;
    Object *func;
    Object *it;
    bool flag;
} FuncIterObject;

static Object *funciter_make(Object *type, Object *func, Object *iterable)
{
    Object *it = obj_iter(iterable);
    if (it == NULL) return NULL;
    FuncIterObject *f = (FuncIterObject *)it_alloc(type);
    if (f == NULL) {
        DECREF(it);
        return NULL;
    }
    f->func = NEWREF(func);
    f->it = it;
    return (Object *)f;
}

#define FUNCITER_NEW(fn, pyname)                                                                      \
    static Object *fn(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)             \
    {                                                                                                 \
        if (args_no_kw(pyname, kwnames) < 0 || exact_args(pyname, nargs, 2) < 0) return NULL;        \
        return funciter_make(type, args[0], args[1]);                                                 \
    }
FUNCITER_NEW(starmap_new, "starmap")
FUNCITER_NEW(takewhile_new, "takewhile")
FUNCITER_NEW(dropwhile_new, "dropwhile")
FUNCITER_NEW(filterfalse_new, "filterfalse")

static Object *compress_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"data", "selectors", NULL};
    Object *a[2];
    if (args_parse("compress", args, nargs, kwnames, names, 0, 2, a) < 0) return NULL;
    Object *sel = obj_iter(a[1]);
    if (sel == NULL) return NULL;
    Object *c = funciter_make(type, sel, a[0]);
    DECREF(sel);
    return c;
}

static Object *starmap_next(Object *o)
{
    FuncIterObject *f = (FuncIterObject *)o;
    Object *args = iter_next(f->it);
    if (args == NULL) return NULL;
    if (!is_tuple(args)) {
        Object *t = tuple_from_iterable(args);
        DECREF(args);
        if (t == NULL) return NULL;
        args = t;
    }
    Object *r = obj_call(f->func, tuple_items(args), tuple_len(args), NULL);
    DECREF(args);
    return r;
}

/* 1 if func(item) is true, 0 if false, -1 error. */
static int pred_true(Object *func, Object *item)
{
    Object *r = obj_call1(func, item);
    if (r == NULL) return -1;
    int t = obj_is_true(r);
    DECREF(r);
    return t;
}

static Object *takewhile_next(Object *o)
{
    FuncIterObject *f = (FuncIterObject *)o;
    if (f->flag) return NULL;
    Object *item = iter_next(f->it);
    if (item == NULL) return NULL;
    int t = pred_true(f->func, item);
    if (t > 0) return item;
    DECREF(item);
    if (t == 0) f->flag = true;
    return NULL;
}

static Object *dropwhile_next(Object *o)
{
    FuncIterObject *f = (FuncIterObject *)o;
    for (;;) {
        Object *item = iter_next(f->it);
        if (item == NULL || f->flag) return item;
        int t = pred_true(f->func, item);
        if (t == 0) {
            f->flag = true;
            return item;
        }
        DECREF(item);
        if (t < 0) return NULL;
    }
}

static Object *filterfalse_next(Object *o)
{
    FuncIterObject *f = (FuncIterObject *)o;
    for (;;) {
        Object *item = iter_next(f->it);
        if (item == NULL) return NULL;
        int t = f->func == None ? obj_is_true(item) : pred_true(f->func, item); /* None: the item itself */
        if (t == 0) return item;
        DECREF(item);
        if (t < 0) return NULL;
    }
}

static Object *compress_next(Object *o)
{
    FuncIterObject *f = (FuncIterObject *)o;
    for (;;) {
        Object *item = iter_next(f->it);
        if (item == NULL) return NULL;
        Object *sel = iter_next(f->func);
        if (sel == NULL) {
            DECREF(item);
            return NULL;
        }
        int t = obj_is_true(sel);
        DECREF(sel);
        if (t > 0) return item;
        DECREF(item);
        if (t < 0) return NULL;
    }
}

static void funciter_dealloc(Object *o)
{
    DECREF(((FuncIterObject *)o)->func);
    DECREF(((FuncIterObject *)o)->it);
    obj_free(o);
}

static int funciter_traverse(Object *o, VisitFunc visit, void *arg)
{
    VISIT(((FuncIterObject *)o)->func);
    VISIT(((FuncIterObject *)o)->it);
    return 0;
}

#define FUNCITER_TYPE(cname, pyname, newfn, nextfn)                                                   \
    Type cname = {                                                                                    \
        TYPE_HEAD_INIT,                                                                               \
        .name = "itertools." pyname,                                                                  \
        .basicsize = sizeof(FuncIterObject),                                                          \
        .flags = TPF_GC | TPF_BASETYPE,                                                               \
        .dealloc = funciter_dealloc,                                                                  \
        .traverse = funciter_traverse,                                                                \
        .new = newfn,                                                                                 \
        .iter = iter_return_self,                                                                     \
        .iternext = nextfn,                                                                           \
    };
FUNCITER_TYPE(Starmap_Type, "starmap", starmap_new, starmap_next)
FUNCITER_TYPE(Takewhile_Type, "takewhile", takewhile_new, takewhile_next)
FUNCITER_TYPE(Dropwhile_Type, "dropwhile", dropwhile_new, dropwhile_next)
FUNCITER_TYPE(Filterfalse_Type, "filterfalse", filterfalse_new, filterfalse_next)
FUNCITER_TYPE(Compress_Type, "compress", compress_new, compress_next)

/* ---- pairwise ------------------------------------------------------------------------------ */

typedef struct {
    Object ob;
    _Atomic(uintptr_t) busy; /* GUARDED_NEXT: the thread inside next(), or 0 */
    Object *it;  /* NULL when exhausted */
    Object *old; /* the previous item, or NULL before the first */
} PairwiseObject;

static Object *pairwise_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("pairwise", kwnames) < 0 || exact_args("pairwise", nargs, 1) < 0) return NULL;
    Object *it = obj_iter(args[0]);
    if (it == NULL) return NULL;
    PairwiseObject *p = (PairwiseObject *)it_alloc(type);
    if (p == NULL) {
        DECREF(it);
        return NULL;
    }
    p->it = it;
    return (Object *)p;
}

static Object *pairwise_next_impl(Object *o)
{
    PairwiseObject *p = (PairwiseObject *)o;
    if (p->it == NULL) return NULL;
    if (p->old == NULL && (p->old = iter_next(p->it)) == NULL) goto end;
    Object *nw = iter_next(p->it);
    if (nw == NULL) goto end;
    Object *t = tuple_new(2);
    if (t == NULL) {
        DECREF(nw);
        return NULL;
    }
    tuple_items(t)[0] = p->old; /* the reference moves into the tuple */
    tuple_items(t)[1] = NEWREF(nw);
    p->old = nw;
    return t;
end:
    if (!err_occurred()) {
        CLEAR(p->it);
        CLEAR(p->old);
    }
    return NULL;
}

GUARDED_NEXT(pairwise_next, o)

static void pairwise_dealloc(Object *o)
{
    XDECREF(((PairwiseObject *)o)->it);
    XDECREF(((PairwiseObject *)o)->old);
    obj_free(o);
}

static int pairwise_traverse(Object *o, VisitFunc visit, void *arg)
{
    VISIT(((PairwiseObject *)o)->it);
    VISIT(((PairwiseObject *)o)->old);
    return 0;
}

Type Pairwise_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools.pairwise",
    .basicsize = sizeof(PairwiseObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = pairwise_dealloc,
    .traverse = pairwise_traverse,
    .new = pairwise_new,
    .iter = iter_return_self,
    .iternext = pairwise_next,
};

/* ---- groupby ------------------------------------------------------------------------------ */

/* CPython's design: the groupby object holds the current (key, value) it
 * has read ahead; each _grouper yields values while their key equals its
 * target key, reading through its parent.  A new group started by the
 * parent makes older _groupers empty (currgrouper identifies the live one). */
typedef struct {
    Object ob;
    _Atomic(uintptr_t) busy; /* GUARDED_NEXT: the thread inside next(), or 0 */
    Object *it, *keyfunc; /* keyfunc NULL: identity */
    Object *tgtkey, *currkey, *currvalue;
    _Atomic(Object *) currgrouper; /* identity of the live _grouper (never dereferenced); a
                                     * dying _grouper in another thread clears it */
} GroupbyObject;

typedef struct {
    Object ob;
    Object *parent; /* GroupbyObject */
    Object *tgtkey;
} GrouperObject;

extern Type Grouper_Type;

static Object *groupby_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"iterable", "key", NULL};
    Object *a[2];
    if (args_parse("groupby", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    Object *it = obj_iter(a[0]);
    if (it == NULL) return NULL;
    GroupbyObject *g = (GroupbyObject *)it_alloc(type);
    if (g == NULL) {
        DECREF(it);
        return NULL;
    }
    g->it = it;
    g->keyfunc = a[1] && a[1] != None ? NEWREF(a[1]) : NULL;
    return (Object *)g;
}

/* Read the next (key, value) into currkey/currvalue.  0, or -1 (error or
 * exhausted: tell them apart with err_occurred). */
static int groupby_step(GroupbyObject *g)
{
    Object *v = iter_next(g->it);
    if (v == NULL) return -1;
    Object *k = v;
    if (g->keyfunc == NULL) {
        INCREF(k);
    } else if ((k = obj_call1(g->keyfunc, v)) == NULL) {
        DECREF(v);
        return -1;
    }
    SETREF(g->currvalue, v);
    SETREF(g->currkey, k);
    return 0;
}

static Object *groupby_next_impl(Object *o)
{
    GroupbyObject *g = (GroupbyObject *)o;
    atomic_store_explicit(&g->currgrouper, NULL, memory_order_relaxed);
    /* skip to the next group */
    for (;;) {
        if (g->currkey == NULL) {
            if (groupby_step(g) < 0) return NULL;
        } else if (g->tgtkey == NULL) {
            break;
        } else {
            int eq = obj_richcompare_bool(g->tgtkey, g->currkey, CMP_EQ);
            if (eq < 0) return NULL;
            if (eq == 0) break;
            if (groupby_step(g) < 0) return NULL;
        }
    }
    SETREF(g->tgtkey, NEWREF(g->currkey));
    GrouperObject *gr = (GrouperObject *)obj_alloc(&Grouper_Type, sizeof(GrouperObject));
    if (gr == NULL) return NULL;
    gr->parent = NEWREF(o);
    gr->tgtkey = NEWREF(g->tgtkey);
    atomic_store_explicit(&g->currgrouper, (Object *)gr, memory_order_relaxed);
    Object *t = tuple_new(2);
    if (t == NULL) {
        DECREF((Object *)gr);
        return NULL;
    }
    tuple_items(t)[0] = NEWREF(g->currkey);
    tuple_items(t)[1] = (Object *)gr;
    return t;
}

GUARDED_NEXT(groupby_next, o)

static void groupby_dealloc(Object *o)
{
    GroupbyObject *g = (GroupbyObject *)o;
    DECREF(g->it);
    XDECREF(g->keyfunc);
    XDECREF(g->tgtkey);
    XDECREF(g->currkey);
    XDECREF(g->currvalue);
    obj_free(o);
}

static int groupby_traverse(Object *o, VisitFunc visit, void *arg)
{
    GroupbyObject *g = (GroupbyObject *)o;
    VISIT(g->it);
    VISIT(g->keyfunc);
    VISIT(g->tgtkey);
    VISIT(g->currkey);
    VISIT(g->currvalue);
    return 0;
}

Type Groupby_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools.groupby",
    .basicsize = sizeof(GroupbyObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = groupby_dealloc,
    .traverse = groupby_traverse,
    .new = groupby_new,
    .iter = iter_return_self,
    .iternext = groupby_next,
};

static Object *grouper_next_impl(Object *o)
{
    GrouperObject *gr = (GrouperObject *)o;
    GroupbyObject *g = (GroupbyObject *)gr->parent;
    if (atomic_load_explicit(&g->currgrouper, memory_order_relaxed) != o) return NULL;
    if (g->currvalue == NULL && groupby_step(g) < 0) return NULL;
    int eq = obj_richcompare_bool(gr->tgtkey, g->currkey, CMP_EQ);
    if (eq <= 0) return NULL;
    Object *r = g->currvalue; /* the reference moves to the caller */
    g->currvalue = NULL;
    CLEAR(g->currkey);
    return r;
}

GUARDED_NEXT(grouper_next, ((GrouperObject *)o)->parent)

static void grouper_dealloc(Object *o)
{
    GrouperObject *gr = (GrouperObject *)o;
    GroupbyObject *g = (GroupbyObject *)gr->parent;
    Object *expected = o;
    atomic_compare_exchange_strong_explicit(&g->currgrouper, &expected, NULL, memory_order_relaxed,
                                            memory_order_relaxed);
    DECREF(gr->parent);
    DECREF(gr->tgtkey);
    obj_free(o);
}

static int grouper_traverse(Object *o, VisitFunc visit, void *arg)
{
    VISIT(((GrouperObject *)o)->parent);
    VISIT(((GrouperObject *)o)->tgtkey);
    return 0;
}

Type Grouper_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools._grouper",
    .basicsize = sizeof(GrouperObject),
    .flags = TPF_GC,
    .dealloc = grouper_dealloc,
    .traverse = grouper_traverse,
    .iter = iter_return_self,
    .iternext = grouper_next,
};

/* ---- tee ------------------------------------------------------------------------------ */

/* The items read from the source are kept in a linked list of blocks of
 * LINKCELLS; every _tee of a family walks the same list at its own pace, and
 * a block is freed when the last _tee has moved past it (its count drops). */
#define LINKCELLS 57

typedef struct TeeData {
    Object ob;
    Object *it;                /* the shared source iterator */
    _Atomic(int) numread;      /* values[0..numread) are filled */
    _Atomic(bool) running;     /* a next() on the source is in progress */
    Object *nextlink;          /* TeeData, or NULL */
    Object *values[LINKCELLS];
} TeeData;

typedef struct {
    Object ob;
    _Atomic(uintptr_t) busy; /* GUARDED_NEXT: the thread inside next(), or 0 */
    Object *data; /* TeeData */
    int index;
} TeeObject;

extern Type TeeData_Type, Tee_Type;

static Object *teedata_new(Object *it)
{
    TeeData *d = (TeeData *)obj_alloc(&TeeData_Type, sizeof(TeeData));
    if (d == NULL) return NULL;
    d->it = NEWREF(it);
    return (Object *)d;
}

/* New ref: item i of block d, reading from the source when i is new. */
static Object *teedata_getitem(TeeData *d, int i)
{
    /* Two tees of a family may run in two threads: values[i] is published
     * before numread (release/acquire), and only the thread that set
     * `running` reads the source (another one gets CPython's message). */
    if (i < atomic_load_explicit(&d->numread, memory_order_acquire)) return NEWREF(d->values[i]);
    if (atomic_exchange_explicit(&d->running, true, memory_order_acquire))
        return err_set(&Exc_RuntimeError, "cannot re-enter the tee iterator");
    int n = atomic_load_explicit(&d->numread, memory_order_relaxed);
    Object *v = n > i ? NEWREF(d->values[i]) : iter_next(d->it);
    if (v != NULL && n <= i) {
        d->values[n] = v;
        atomic_store_explicit(&d->numread, n + 1, memory_order_release);
        INCREF(v);
    }
    atomic_store_explicit(&d->running, false, memory_order_release);
    return v;
}

static void teedata_dealloc(Object *o)
{
    TeeData *d = (TeeData *)o;
    for (int i = 0; i < d->numread; i++) DECREF(d->values[i]);
    DECREF(d->it);
    XDECREF(d->nextlink);
    obj_free(o);
}

static int teedata_traverse(Object *o, VisitFunc visit, void *arg)
{
    TeeData *d = (TeeData *)o;
    VISIT(d->it);
    for (int i = 0; i < d->numread; i++) VISIT(d->values[i]);
    VISIT(d->nextlink);
    return 0;
}

Type TeeData_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools._tee_dataobject",
    .basicsize = sizeof(TeeData),
    .flags = TPF_GC,
    .dealloc = teedata_dealloc,
    .traverse = teedata_traverse,
};

/* New ref: a _tee over iterator it (a fresh family). */
static Object *tee_from_iterator(Type *type, Object *it)
{
    Object *d = teedata_new(it);
    if (d == NULL) return NULL;
    TeeObject *t = (TeeObject *)obj_alloc(type, type->basicsize);
    if (t == NULL) {
        DECREF(d);
        return NULL;
    }
    t->data = d;
    return (Object *)t;
}

static Object *tee_copy(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("__copy__", kwnames) < 0 || args_count("__copy__", nargs, 0, 0) < 0) return NULL;
    TeeObject *src = (TeeObject *)self;
    TeeObject *t = (TeeObject *)obj_alloc(&Tee_Type, sizeof(TeeObject));
    if (t == NULL) return NULL;
    t->data = NEWREF(src->data);
    t->index = src->index;
    return (Object *)t;
}

static Object *tee_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("_tee", kwnames) < 0 || exact_args("_tee", nargs, 1) < 0) return NULL;
    Object *it = obj_iter(args[0]);
    if (it == NULL) return NULL;
    Object *r = TYPE(it) == &Tee_Type ? tee_copy(it, NULL, 0, NULL) : tee_from_iterator((Type *)type, it);
    DECREF(it);
    return r;
}

static Object *tee_next_impl(Object *o)
{
    TeeObject *t = (TeeObject *)o;
    TeeData *d = (TeeData *)t->data;
    if (t->index >= LINKCELLS) {
        /* the next block is made once, by whichever tee of the family
         * gets there first (teedata_new runs no Python code) */
        obj_lock((Object *)d);
        if (d->nextlink == NULL) d->nextlink = teedata_new(d->it);
        Object *link = XNEWREF(d->nextlink);
        obj_unlock((Object *)d);
        if (link == NULL) return NULL;
        SETREF(t->data, link);
        t->index = 0;
        d = (TeeData *)link;
    }
    Object *v = teedata_getitem(d, t->index);
    if (v != NULL) t->index++;
    return v;
}

GUARDED_NEXT(tee_next, o)

static void tee_dealloc(Object *o)
{
    DECREF(((TeeObject *)o)->data);
    obj_free(o);
}

static int tee_traverse(Object *o, VisitFunc visit, void *arg)
{
    VISIT(((TeeObject *)o)->data);
    return 0;
}

static const MethodDef tee_methods[] = {
    {"__copy__", tee_copy, METH_DEFAULT},
    {NULL, NULL, 0},
};

Type Tee_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools._tee",
    .basicsize = sizeof(TeeObject),
    .flags = TPF_GC,
    .dealloc = tee_dealloc,
    .traverse = tee_traverse,
    .new = tee_type_new,
    .iter = iter_return_self,
    .iternext = tee_next,
    .methods = tee_methods,
};

/* tee(iterable, n=2): a tuple of n _tee iterators of one family. */
static Object *itertools_tee(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("tee", kwnames) < 0 || args_count("tee", nargs, 1, 2) < 0) return NULL;
    ssize_t n = 2;
    if (nargs == 2 && index_as_ssize(args[1], &Exc_OverflowError, &n) < 0) return NULL;
    if (n < 0) return err_set(&Exc_ValueError, "n must be >= 0");
    Object *it = obj_iter(args[0]);
    if (it == NULL) return NULL;
    if (n == 0) {
        DECREF(it);
        return NEWREF(empty_tuple);
    }
    Object *first;
    if (TYPE(it) == &Tee_Type) {
        first = it;
    } else {
        /* CPython uses the iterator itself when it has __copy__ */
        Object *copy = obj_lookup_attr(it, STR_ID("__copy__"));
        if (copy != NULL) {
            DECREF(copy);
            first = it;
        } else {
            if (err_occurred()) {
                DECREF(it);
                return NULL;
            }
            first = tee_from_iterator(&Tee_Type, it);
            DECREF(it);
            if (first == NULL) return NULL;
        }
    }
    Object *result = tuple_new(n);
    if (result == NULL) {
        DECREF(first);
        return NULL;
    }
    tuple_items(result)[0] = first;
    for (ssize_t i = 1; i < n; i++) {
        Object *c = obj_call_method(first, "__copy__", NULL, 0);
        if (c == NULL) {
            for (ssize_t j = i; j < n; j++) tuple_items(result)[j] = NEWREF(None);
            DECREF(result);
            return NULL;
        }
        tuple_items(result)[i] = c;
    }
    return result;
}

/* ---- the module ------------------------------------------------------------------------------ */

static const MethodDef itertools_methods[] = {
    {"tee", itertools_tee, METH_DEFAULT},
    {NULL, NULL, 0},
};

static Type *const itertools_types[] = {
    &Count_Type, &Islice_Type, &Chain_Type, &Repeat_Type, &Cycle_Type, &Accumulate_Type,
    &Product_Type, &Permutations_Type, &Combinations_Type, &CombinationsWR_Type, &ZipLongest_Type,
    &Starmap_Type, &Takewhile_Type, &Dropwhile_Type, &Filterfalse_Type, &Compress_Type,
    &Pairwise_Type, &Groupby_Type, &Grouper_Type, &TeeData_Type, &Tee_Type, NULL,
};

int itertoolsmodule_init(void)
{
    for (int i = 0; itertools_types[i] != NULL; i++)
        if (type_ready(itertools_types[i]) < 0) return -1;
    Object *m = module_new_builtin("itertools", itertools_methods);
    if (m == NULL) return -1;
    Object *d = module_dict(m);
    for (int i = 0; itertools_types[i] != NULL; i++) {
        Type *t = itertools_types[i];
        if (dict_set_cstr(d, type_short_name(t), (Object *)t) < 0) return -1;
    }
    return 0;
}
