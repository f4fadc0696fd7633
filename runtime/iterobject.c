/* iterobject.c: the builtin iterator types -- enumerate, zip, map, filter,
 * reversed -- and the two iterators iter() makes for objects that are not
 * iterable themselves (the sequence iterator, the callable iterator).
 *
 * The idea.  Each is a small state machine over other iterators: `new`
 * (the type's constructor, bound as a builtin name from type_list.h) checks
 * its arguments and calls obj_iter on what it wraps; iternext pulls from
 * the wrapped iterators and returns a new reference, or NULL without an
 * exception when exhausted.  Nothing is precomputed: map(f, xs) calls f
 * lazily, one item per next().
 *
 * Fast paths: enumerate counts in a C integer while the count fits a
 * tagged small int (no allocation for the index), and reversed() of a list,
 * range or dict hands back that type's own reverse iterator through its
 * __reversed__ method.
 *
 * Thread safety: an iterator's state is plain data (positions, counts).
 * Sharing one iterator between threads is allowed but not synchronised
 * (items may repeat or be skipped), as with CPython's free-threaded build;
 * the references an iterator holds are released only when it dies, never
 * while another thread might be inside next().
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/api.h"
#include "runtime/containers.h"

Object *iter_return_self(Object *o) { return NEWREF(o); }

static int no_kw(const char *name, Object *kwnames) { return args_no_kw(name, kwnames); }

/* The end of an iteration: StopIteration from a called function or an
 * IndexError from __getitem__ means "no more items". */
static bool stop_matches(bool index_error)
{
    if (err_matches(&Exc_StopIteration) || (index_error && err_matches(&Exc_IndexError))) {
        err_clear();
        return true;
    }
    return false;
}

/* ---- enumerate ----------------------------------------------------------------- */

/* EnumerateObject: api.h (the eval loop reads it). */

static Object *enumerate_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"iterable", "start", NULL};
    Object *a[2];
    if (nargs == 0 && (kwnames == NULL || tuple_len(kwnames) == 0))
        return err_set(&Exc_TypeError, "enumerate() missing required argument 'iterable'");
    if (args_parse("enumerate", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    Object *start = NULL;
    if (a[1] != NULL && (start = num_index(a[1])) == NULL) return NULL;
    Object *it = obj_iter(a[0]);
    if (it == NULL) {
        XDECREF(start);
        return NULL;
    }
    EnumerateObject *e = (EnumerateObject *)obj_alloc((Type *)type, sizeof(EnumerateObject));
    if (e == NULL) {
        DECREF(it);
        XDECREF(start);
        return NULL;
    }
    e->it = it;
    if (start == NULL || (is_small(start) && small_val(start) < SMALL_MAX)) {
        e->count = start ? small_val(start) : 0;
    } else {
        e->bigcount = start;
        start = NULL;
    }
    XDECREF(start);
    return (Object *)e;
}

static Object *enumerate_next(Object *o)
{
    EnumerateObject *e = (EnumerateObject *)o;
    Object *item = iter_next(e->it);
    if (item == NULL) return NULL;
    Object *index;
    if (e->bigcount == NULL) {
        index = small_new((intptr_t)e->count);
        if (e->count + 1 <= SMALL_MAX) {
            e->count++;
        } else if ((e->bigcount = int_from_i64(e->count + 1)) == NULL) {
            DECREF(item);
            return NULL;
        }
    } else {
        index = e->bigcount;
        Object *next = num_binop(BIN_ADD, index, small_new(1));
        if (next == NULL) {
            DECREF(item);
            return NULL;
        }
        e->bigcount = next; /* index keeps the old count's reference */
    }
    return tuple_pair_result(&e->result, index, item);
}

static void enumerate_dealloc(Object *o)
{
    EnumerateObject *e = (EnumerateObject *)o;
    DECREF(e->it);
    XDECREF(e->bigcount);
    XDECREF(e->result);
    obj_free(o);
}

static int enumerate_traverse(Object *o, VisitFunc visit, void *arg)
{
    EnumerateObject *e = (EnumerateObject *)o;
    int r = visit(e->it, arg);
    if (r == 0 && e->result != NULL) r = visit(e->result, arg);
    return r;
}

Type Enumerate_Type = {
    TYPE_HEAD_INIT,
    .name = "enumerate",
    .basicsize = sizeof(EnumerateObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = enumerate_dealloc,
    .traverse = enumerate_traverse,
    .new = enumerate_new,
    .iter = iter_return_self,
    .iternext = enumerate_next,
};

/* ---- zip --------------------------------------------------------------------------- */

typedef struct {
    Object ob;
    Object *iters; /* tuple of iterators */
    bool strict;
    Object *result; /* two iterators: the pair kept for reuse (tuple_pair_result: set once), or NULL */
} ZipObject;

/* A tuple of iter(x) for each x of args[0..n). New ref. */
static Object *iter_all(Object *const *args, ssize_t n)
{
    Object *t = tuple_new(n);
    if (t == NULL) return NULL;
    for (ssize_t i = 0; i < n; i++) {
        if ((tuple_items(t)[i] = obj_iter(args[i])) == NULL) {
            DECREF(t);
            return NULL;
        }
    }
    return t;
}

static Object *zip_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    bool strict = false;
    ssize_t nkw = kwnames ? tuple_len(kwnames) : 0;
    for (ssize_t i = 0; i < nkw; i++) {
        const char *kw = str_cstr(tuple_get(kwnames, i));
        if (strcmp(kw, "strict") != 0)
            return err_format(&Exc_TypeError, "zip() got an unexpected keyword argument '%s'", kw);
        int t = obj_is_true(args[nargs + i]);
        if (t < 0) return NULL;
        strict = t;
    }
    Object *iters = iter_all(args, nargs);
    if (iters == NULL) return NULL;
    ZipObject *z = (ZipObject *)obj_alloc((Type *)type, sizeof(ZipObject));
    if (z == NULL) {
        DECREF(iters);
        return NULL;
    }
    z->iters = iters;
    z->strict = strict;
    return (Object *)z;
}

/* strict=True: argument i+1 ran out first; say which side is longer. */
static Object *zip_strict_check(ZipObject *z, ssize_t i)
{
    if (err_occurred()) return NULL;
    if (i > 0) {
        return err_format(&Exc_ValueError, "zip() argument %zd is shorter than argument%s%zd", i + 1,
                          i == 1 ? " " : "s 1-", i);
    }
    ssize_t n = tuple_len(z->iters);
    for (i = 1; i < n; i++) {
        Object *item = iter_next(tuple_get(z->iters, i));
        if (item != NULL) {
            DECREF(item);
            return err_format(&Exc_ValueError, "zip() argument %zd is longer than argument%s%zd", i + 1,
                              i == 1 ? " " : "s 1-", i);
        }
        if (err_occurred()) return NULL;
    }
    return NULL;
}

static Object *zip_next(Object *o)
{
    ZipObject *z = (ZipObject *)o;
    ssize_t n = tuple_len(z->iters);
    if (n == 0) return NULL;
    if (n == 2) {
        Object *a = iter_next(tuple_get(z->iters, 0));
        if (a == NULL) return z->strict ? zip_strict_check(z, 0) : NULL;
        Object *b = iter_next(tuple_get(z->iters, 1));
        if (b == NULL) {
            DECREF(a);
            return z->strict ? zip_strict_check(z, 1) : NULL;
        }
        return tuple_pair_result(&z->result, a, b);
    }
    Object *t = tuple_new(n);
    if (t == NULL) return NULL;
    for (ssize_t i = 0; i < n; i++) {
        Object *item = iter_next(tuple_get(z->iters, i));
        if (item == NULL) {
            DECREF(t); /* tuple_new left the unfilled slots NULL */
            return z->strict ? zip_strict_check(z, i) : NULL;
        }
        tuple_items(t)[i] = item;
    }
    return t;
}

static void zip_dealloc(Object *o)
{
    DECREF(((ZipObject *)o)->iters);
    XDECREF(((ZipObject *)o)->result);
    obj_free(o);
}

static int zip_traverse(Object *o, VisitFunc visit, void *arg)
{
    ZipObject *z = (ZipObject *)o;
    int r = visit(z->iters, arg);
    if (r == 0 && z->result != NULL) r = visit(z->result, arg);
    return r;
}

Type Zip_Type = {
    TYPE_HEAD_INIT,
    .name = "zip",
    .basicsize = sizeof(ZipObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = zip_dealloc,
    .traverse = zip_traverse,
    .new = zip_new,
    .iter = iter_return_self,
    .iternext = zip_next,
};

/* ---- map ------------------------------------------------------------------------------ */

typedef struct {
    Object ob;
    Object *func;
    Object *iters; /* tuple of iterators */
} MapObject;

static Object *map_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (no_kw("map", kwnames) < 0) return NULL;
    if (nargs < 2) return err_set(&Exc_TypeError, "map() must have at least two arguments.");
    Object *iters = iter_all(args + 1, nargs - 1);
    if (iters == NULL) return NULL;
    MapObject *m = (MapObject *)obj_alloc((Type *)type, sizeof(MapObject));
    if (m == NULL) {
        DECREF(iters);
        return NULL;
    }
    m->func = NEWREF(args[0]);
    m->iters = iters;
    return (Object *)m;
}

static Object *map_next(Object *o)
{
    MapObject *m = (MapObject *)o;
    ssize_t n = tuple_len(m->iters);
    Object *small[8], **items = small;
    if (n > 8 && (items = malloc((size_t)n * sizeof(Object *))) == NULL) return err_no_memory();
    Object *r = NULL;
    ssize_t got = 0;
    for (; got < n; got++)
        if ((items[got] = iter_next(tuple_get(m->iters, got))) == NULL) break;
    if (got == n) r = obj_call(m->func, items, n, NULL);
    for (ssize_t i = 0; i < got; i++) DECREF(items[i]);
    if (items != small) free(items);
    return r;
}

static void map_dealloc(Object *o)
{
    MapObject *m = (MapObject *)o;
    DECREF(m->func);
    DECREF(m->iters);
    obj_free(o);
}

static int map_traverse(Object *o, VisitFunc visit, void *arg)
{
    MapObject *m = (MapObject *)o;
    return visit(m->func, arg) || visit(m->iters, arg);
}

Type Map_Type = {
    TYPE_HEAD_INIT,
    .name = "map",
    .basicsize = sizeof(MapObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = map_dealloc,
    .traverse = map_traverse,
    .new = map_new,
    .iter = iter_return_self,
    .iternext = map_next,
};

/* ---- filter ---------------------------------------------------------------------------- */

typedef struct {
    Object ob;
    Object *func; /* None or bool: the item's own truth */
    Object *it;
} FilterObject;

static Object *filter_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (no_kw("filter", kwnames) < 0 || args_count("filter", nargs, 2, 2) < 0) return NULL;
    Object *it = obj_iter(args[1]);
    if (it == NULL) return NULL;
    FilterObject *f = (FilterObject *)obj_alloc((Type *)type, sizeof(FilterObject));
    if (f == NULL) {
        DECREF(it);
        return NULL;
    }
    f->func = NEWREF(args[0]);
    f->it = it;
    return (Object *)f;
}

static Object *filter_next(Object *o)
{
    FilterObject *f = (FilterObject *)o;
    bool plain = f->func == None || f->func == (Object *)&Bool_Type;
    for (;;) {
        Object *item = iter_next(f->it);
        if (item == NULL) return NULL;
        int ok;
        if (plain) {
            ok = obj_is_true(item);
        } else {
            Object *r = obj_call1(f->func, item);
            ok = r ? obj_is_true(r) : -1;
            XDECREF(r);
        }
        if (ok > 0) return item;
        DECREF(item);
        if (ok < 0) return NULL;
    }
}

static void filter_dealloc(Object *o)
{
    FilterObject *f = (FilterObject *)o;
    DECREF(f->func);
    DECREF(f->it);
    obj_free(o);
}

static int filter_traverse(Object *o, VisitFunc visit, void *arg)
{
    FilterObject *f = (FilterObject *)o;
    return visit(f->func, arg) || visit(f->it, arg);
}

Type Filter_Type = {
    TYPE_HEAD_INIT,
    .name = "filter",
    .basicsize = sizeof(FilterObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = filter_dealloc,
    .traverse = filter_traverse,
    .new = filter_new,
    .iter = iter_return_self,
    .iternext = filter_next,
};

/* ---- reversed and the sequence iterator ---------------------------------------------------- */

/* Both walk seq by index through obj_getitem: reversed from len-1 down,
 * the sequence iterator from 0 up.  index < 0 (reversed) or seq == NULL
 * never: the end is marked by `done`. */
typedef struct {
    Object ob;
    Object *seq;
    ssize_t index;
    bool done;
} SeqIterObject;

static Object *reversed_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (no_kw("reversed", kwnames) < 0) return NULL;
    if (nargs != 1) return err_format(&Exc_TypeError, "reversed expected 1 argument, got %zd", nargs);
    Object *seq = args[0];
    Type *t = TYPE(seq);
    Object *rev = obj_type_lookup(t, STR_ID("__reversed__"));
    if (rev == None) return err_format(&Exc_TypeError, "'%s' object is not reversible", t->name);
    if (rev != NULL) {
        /* looked up on the type, never through __getattribute__ (CPython) */
        Object *bound = obj_lookup_special(seq, STR_ID("__reversed__"));
        if (bound == NULL) return NULL;
        Object *r = obj_call0(bound);
        DECREF(bound);
        return r;
    }
    if (t->getitem == NULL || t->len == NULL || is_dict(seq))
        return err_format(&Exc_TypeError, "'%s' object is not reversible", t->name);
    ssize_t n = obj_len(seq);
    if (n < 0) return NULL;
    SeqIterObject *r = (SeqIterObject *)obj_alloc((Type *)type, sizeof(SeqIterObject));
    if (r == NULL) return NULL;
    r->seq = NEWREF(seq);
    r->index = n - 1;
    r->done = n == 0;
    return (Object *)r;
}

static Object *reversed_next(Object *o)
{
    SeqIterObject *r = (SeqIterObject *)o;
    if (r->done || r->index < 0) {
        r->done = true;
        return NULL;
    }
    Object *item = obj_getitem(r->seq, small_new(r->index));
    if (item != NULL) {
        r->index--;
        return item;
    }
    r->done = true;
    stop_matches(true);
    return NULL;
}

Object *seqiter_new(Object *seq)
{
    SeqIterObject *it = (SeqIterObject *)obj_alloc(&SeqIter_Type, sizeof(SeqIterObject));
    if (it == NULL) return NULL;
    it->seq = NEWREF(seq);
    return (Object *)it;
}

static Object *seqiter_next(Object *o)
{
    SeqIterObject *it = (SeqIterObject *)o;
    if (it->done) return NULL;
    Object *item = obj_getitem(it->seq, small_new((intptr_t)it->index));
    if (item != NULL) {
        it->index++;
        return item;
    }
    it->done = true;
    stop_matches(true);
    return NULL;
}

static void seqiter_dealloc(Object *o)
{
    DECREF(((SeqIterObject *)o)->seq);
    obj_free(o);
}

static int seqiter_traverse(Object *o, VisitFunc visit, void *arg) { return visit(((SeqIterObject *)o)->seq, arg); }

Type Reversed_Type = {
    TYPE_HEAD_INIT,
    .name = "reversed",
    .basicsize = sizeof(SeqIterObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = seqiter_dealloc,
    .traverse = seqiter_traverse,
    .new = reversed_new,
    .iter = iter_return_self,
    .iternext = reversed_next,
};

Type SeqIter_Type = {
    TYPE_HEAD_INIT,
    .name = "iterator",
    .basicsize = sizeof(SeqIterObject),
    .flags = TPF_GC,
    .dealloc = seqiter_dealloc,
    .traverse = seqiter_traverse,
    .iter = iter_return_self,
    .iternext = seqiter_next,
};

/* ---- iter(callable, sentinel) ------------------------------------------------------------------ */

typedef struct {
    Object ob;
    Object *func, *sentinel;
    bool done;
} CallIterObject;

Object *calliter_new(Object *callable, Object *sentinel)
{
    CallIterObject *it = (CallIterObject *)obj_alloc(&CallIter_Type, sizeof(CallIterObject));
    if (it == NULL) return NULL;
    it->func = NEWREF(callable);
    it->sentinel = NEWREF(sentinel);
    return (Object *)it;
}

static Object *calliter_next(Object *o)
{
    CallIterObject *it = (CallIterObject *)o;
    if (it->done) return NULL;
    Object *r = obj_call0(it->func);
    if (r == NULL) {
        if (stop_matches(false)) it->done = true;
        return NULL;
    }
    int eq = obj_richcompare_bool(it->sentinel, r, CMP_EQ);
    if (eq == 0) return r;
    DECREF(r);
    if (eq > 0) it->done = true;
    return NULL;
}

static void calliter_dealloc(Object *o)
{
    CallIterObject *it = (CallIterObject *)o;
    DECREF(it->func);
    DECREF(it->sentinel);
    obj_free(o);
}

static int calliter_traverse(Object *o, VisitFunc visit, void *arg)
{
    CallIterObject *it = (CallIterObject *)o;
    return visit(it->func, arg) || visit(it->sentinel, arg);
}

Type CallIter_Type = {
    TYPE_HEAD_INIT,
    .name = "callable_iterator",
    .basicsize = sizeof(CallIterObject),
    .flags = TPF_GC,
    .dealloc = calliter_dealloc,
    .traverse = calliter_traverse,
    .iter = iter_return_self,
    .iternext = calliter_next,
};
