/* range.c: range objects and their iterators.
 *
 * The idea.  A range is an immutable arithmetic sequence: it stores start,
 * stop, step and its length, never its items.  Indexing, `in` for ints,
 * index() and count() are arithmetic, O(1).
 *
 * The common case -- every bound a tagged small int -- is kept in C
 * integers as well (`fast`), and its iterator (range_iterator) produces
 * tagged small ints: `for i in range(n)` allocates nothing and writes no
 * reference count, which is what makes such loops cheap and free of shared
 * cache lines between threads.  Bounds beyond the small-int range are
 * handled with int objects (longrange_iterator), as CPython does, so
 * range(10**20, 10**20 + 3) iterates; len() of a range longer than a
 * ssize_t raises CPython's OverflowError.
 *
 * Thread safety: ranges are immutable.  An iterator's position is plain
 * data: two threads sharing one iterator may both produce a value (CPython
 * free-threaded behaves alike), but nothing can crash.
 */
#include "runtime/api.h"
#include "runtime/containers.h"

typedef struct {
    Object ob;
    Object *start, *stop, *step, *length; /* ints, owned */
    bool fast;                            /* all four are small ints (below) */
    int64_t istart, istop, istep, ilen;
} RangeObject;

#define R(o) ((RangeObject *)(o))

/* ---- arithmetic on int objects (the slow path) ----------------------------- */

static int int_lt(Object *a, Object *b) { return obj_richcompare_bool(a, b, CMP_LT); }

/* (hi - lo - 1) // step + 1 when lo < hi, else 0: the length of
 * range(start, stop, step) (CPython's compute_range_length).  New ref. */
static Object *compute_length(Object *start, Object *stop, Object *step)
{
    if (is_small(start) && is_small(stop) && is_small(step)) {
        __int128 lo = small_val(start), hi = small_val(stop), st = small_val(step);
        if (st < 0) {
            __int128 t = lo;
            lo = hi;
            hi = t;
            st = -st;
        }
        if (lo >= hi) return small_new(0);
        return int_from_i64((int64_t)((hi - lo - 1) / st + 1));
    }
    Object *lo = start, *hi = stop, *st = step, *negstep = NULL;
    int neg = int_sign(step) < 0;
    if (neg) {
        lo = stop;
        hi = start;
        if ((negstep = num_neg(step)) == NULL) return NULL;
        st = negstep;
    }
    int c = int_lt(lo, hi);
    if (c <= 0) {
        XDECREF(negstep);
        return c < 0 ? NULL : small_new(0);
    }
    Object *diff = num_binop(BIN_SUB, hi, lo);
    Object *d1 = diff ? num_binop(BIN_SUB, diff, small_new(1)) : NULL;
    Object *q = d1 ? num_binop(BIN_FLOORDIV, d1, st) : NULL;
    Object *len = q ? num_binop(BIN_ADD, q, small_new(1)) : NULL;
    XDECREF(diff);
    XDECREF(d1);
    XDECREF(q);
    XDECREF(negstep);
    return len;
}

/* start + i * step.  New ref. */
static Object *compute_item(RangeObject *r, Object *i)
{
    if (r->fast && is_small(i)) return int_from_i64((int64_t)((__int128)r->istart + (__int128)small_val(i) * r->istep));
    Object *p = num_binop(BIN_MUL, i, r->step);
    if (p == NULL) return NULL;
    Object *v = num_binop(BIN_ADD, r->start, p);
    DECREF(p);
    return v;
}

/* ---- construction ------------------------------------------------------------- */

/* Steals start, stop and step (ints). */
static Object *make_range(Object *start, Object *stop, Object *step)
{
    Object *len = compute_length(start, stop, step);
    RangeObject *r = len ? (RangeObject *)obj_alloc(&Range_Type, sizeof(RangeObject)) : NULL;
    if (r == NULL) {
        XDECREF(len);
        DECREF(start);
        DECREF(stop);
        DECREF(step);
        return NULL;
    }
    r->start = start;
    r->stop = stop;
    r->step = step;
    r->length = len;
    r->fast = is_small(start) && is_small(stop) && is_small(step) && is_small(len);
    if (r->fast) {
        r->istart = small_val(start);
        r->istop = small_val(stop);
        r->istep = small_val(step);
        r->ilen = small_val(len);
    }
    return (Object *)r;
}

Object *range_new3(Object *start, Object *stop, Object *step)
{
    return make_range(NEWREF(start), NEWREF(stop), NEWREF(step));
}

/* range(stop), range(start, stop[, step]) */
static Object *range_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)type;
    if (args_no_kw("range", kwnames) < 0 || args_count("range", nargs, 1, 3) < 0) return NULL;
    Object *v[3] = {NULL, NULL, NULL};
    for (ssize_t i = 0; i < nargs; i++) {
        if ((v[i] = num_index(args[i])) == NULL) goto fail;
    }
    if (nargs == 1) return make_range(small_new(0), v[0], small_new(1));
    if (nargs == 2) return make_range(v[0], v[1], small_new(1));
    if (int_sign(v[2]) == 0) {
        err_set(&Exc_ValueError, "range() arg 3 must not be zero");
        goto fail;
    }
    return make_range(v[0], v[1], v[2]);
fail:
    for (int i = 0; i < 3; i++) XDECREF(v[i]);
    return NULL;
}

static void range_dealloc(Object *o)
{
    DECREF(R(o)->start);
    DECREF(R(o)->stop);
    DECREF(R(o)->step);
    DECREF(R(o)->length);
    obj_free(o);
}

/* ---- protocol --------------------------------------------------------------------- */

static Object *range_repr(Object *o)
{
    RangeObject *r = R(o);
    if (is_small(r->step) && small_val(r->step) == 1) return str_from_format("range(%R, %R)", r->start, r->stop);
    return str_from_format("range(%R, %R, %R)", r->start, r->stop, r->step);
}

static ssize_t range_length(Object *o)
{
    RangeObject *r = R(o);
    if (r->fast) return (ssize_t)r->ilen;
    int64_t n;
    if (!int_as_i64(r->length, &n)) {
        err_set(&Exc_OverflowError, "Python int too large to convert to C ssize_t");
        return -1;
    }
    return (ssize_t)n;
}

static int range_bool(Object *o)
{
    return R(o)->fast ? R(o)->ilen != 0 : int_sign(R(o)->length) != 0;
}

/* The same sequence: equal lengths, and (if non-empty) the same start,
 * and (if longer than one) the same step. */
static int range_equals(Object *a, Object *b)
{
    RangeObject *x = R(a), *y = R(b);
    if (a == b) return 1;
    int c = obj_richcompare_bool(x->length, y->length, CMP_EQ);
    if (c <= 0) return c;
    if (int_sign(x->length) == 0) return 1;
    c = obj_richcompare_bool(x->start, y->start, CMP_EQ);
    if (c <= 0) return c;
    c = obj_richcompare_bool(x->length, small_new(1), CMP_EQ);
    if (c != 0) return c;
    return obj_richcompare_bool(x->step, y->step, CMP_EQ);
}

static Object *range_richcompare(Object *a, Object *b, int op)
{
    if (TYPE(b) != &Range_Type || (op != CMP_EQ && op != CMP_NE)) return NotImplemented;
    int r = range_equals(a, b);
    if (r < 0) return NULL;
    return bool_from((r == 1) == (op == CMP_EQ));
}

/* CPython's range_hash: hash((len, start, step)), with None for what does
 * not matter (start and step of an empty range, the step of a range of 1). */
static ssize_t range_hash(Object *o)
{
    RangeObject *r = R(o);
    Object *t;
    if (int_sign(r->length) == 0) {
        t = tuple_pack(3, r->length, None, None);
    } else {
        int one = obj_richcompare_bool(r->length, small_new(1), CMP_EQ);
        if (one < 0) return -1;
        t = tuple_pack(3, r->length, r->start, one ? None : r->step);
    }
    if (t == NULL) return -1;
    ssize_t h = obj_hash(t);
    DECREF(t);
    return h;
}

/* For an int x: 1 if x is one of r's items, 0 if not, -1 on error. */
static int contains_int(RangeObject *r, Object *x)
{
    if (r->fast && is_small(x)) {
        int64_t v = small_val(x);
        if (r->istep > 0) {
            if (v < r->istart || v >= r->istop) return 0;
        } else if (v > r->istart || v <= r->istop) {
            return 0;
        }
        return ((__int128)v - r->istart) % r->istep == 0;
    }
    int c1, c2;
    if (int_sign(r->step) > 0) {
        c1 = obj_richcompare_bool(r->start, x, CMP_LE);
        c2 = c1 > 0 ? obj_richcompare_bool(x, r->stop, CMP_LT) : 0;
    } else {
        c1 = obj_richcompare_bool(x, r->start, CMP_LE);
        c2 = c1 > 0 ? obj_richcompare_bool(r->stop, x, CMP_LT) : 0;
    }
    if (c1 < 0 || c2 < 0) return -1;
    if (!c1 || !c2) return 0;
    Object *d = num_binop(BIN_SUB, x, r->start);
    Object *m = d ? num_binop(BIN_MOD, d, r->step) : NULL;
    XDECREF(d);
    if (m == NULL) return -1;
    int res = int_sign(m) == 0;
    DECREF(m);
    return res;
}

static bool exact_int(Object *x) { return is_small(x) || TYPE(x) == &Int_Type || TYPE(x) == &Bool_Type; }

/* Linear search (x not an int): the index of the first item == x, -1 if
 * none, -2 on error. */
static ssize_t search(Object *o, Object *x, ssize_t *count)
{
    Object *it = obj_iter(o);
    if (it == NULL) return -2;
    Object *v;
    ssize_t i = 0, found = -1;
    while ((v = iter_next(it)) != NULL) {
        int c = obj_richcompare_bool(v, x, CMP_EQ);
        DECREF(v);
        if (c < 0) {
            DECREF(it);
            return -2;
        }
        if (c) {
            if (found < 0) found = i;
            if (count == NULL) break;
            (*count)++;
        }
        i++;
    }
    DECREF(it);
    return err_occurred() ? -2 : found;
}

static int range_contains(Object *o, Object *x)
{
    if (exact_int(x)) return contains_int(R(o), x);
    ssize_t i = search(o, x, NULL);
    return i >= 0 ? 1 : i == -1 ? 0 : -1;
}

/* A slice bound for a length that may not fit a ssize_t: None -> dflt;
 * negative counts from the end; then clamped into [lower, upper]
 * (CPython's _PySlice_GetLongIndices).  New ref. */
static Object *long_bound(Object *v, Object *dflt, Object *length, Object *lower, Object *upper)
{
    if (v == None) return NEWREF(dflt);
    if (!is_int(v) && TYPE(v)->nb_index == NULL)
        return err_set(&Exc_TypeError, "slice indices must be integers or None or have an __index__ method");
    Object *i = num_index(v);
    if (i == NULL) return NULL;
    if (int_sign(i) < 0) {
        Object *j = num_binop(BIN_ADD, i, length);
        DECREF(i);
        if ((i = j) == NULL) return NULL;
        int lt = int_lt(i, lower);
        if (lt != 0) {
            DECREF(i);
            return lt < 0 ? NULL : NEWREF(lower);
        }
    } else {
        int gt = int_lt(upper, i);
        if (gt != 0) {
            DECREF(i);
            return gt < 0 ? NULL : NEWREF(upper);
        }
    }
    return i;
}

static Object *range_slice(RangeObject *r, Object *key)
{
    SliceObject *sl = (SliceObject *)key;
    if (r->fast) {
        ssize_t start, stop, step, n;
        if (slice_indices(key, (ssize_t)r->ilen, &start, &stop, &step, &n) < 0) return NULL;
        Object *a = small_new(start), *b = small_new(stop), *c = small_new(step);
        Object *nstart = compute_item(r, a), *nstop = nstart ? compute_item(r, b) : NULL;
        Object *nstep = nstop ? num_binop(BIN_MUL, r->step, c) : NULL;
        if (nstep == NULL) {
            XDECREF(nstart);
            XDECREF(nstop);
            return NULL;
        }
        return make_range(nstart, nstop, nstep);
    }
    Object *step = sl->step == None ? small_new(1) : NULL;
    if (step == NULL) {
        if (!is_int(sl->step) && TYPE(sl->step)->nb_index == NULL)
            return err_set(&Exc_TypeError, "slice indices must be integers or None or have an __index__ method");
        if ((step = num_index(sl->step)) == NULL) return NULL;
        if (int_sign(step) == 0) {
            DECREF(step);
            return err_set(&Exc_ValueError, "slice step cannot be zero");
        }
    }
    bool neg = int_sign(step) < 0;
    Object *lower = neg ? small_new(-1) : small_new(0);
    Object *upper = neg ? num_binop(BIN_ADD, r->length, lower) : NEWREF(r->length);
    Object *start = NULL, *stop = NULL, *nstart = NULL, *nstop = NULL, *nstep = NULL;
    if (upper == NULL) goto done;
    if ((start = long_bound(sl->start, neg ? upper : lower, r->length, lower, upper)) == NULL) goto done;
    if ((stop = long_bound(sl->stop, neg ? lower : upper, r->length, lower, upper)) == NULL) goto done;
    if ((nstart = compute_item(r, start)) == NULL || (nstop = compute_item(r, stop)) == NULL ||
        (nstep = num_binop(BIN_MUL, r->step, step)) == NULL)
        goto done;
    DECREF(upper);
    DECREF(start);
    DECREF(stop);
    DECREF(step);
    return make_range(nstart, nstop, nstep);
done:
    XDECREF(upper);
    XDECREF(start);
    XDECREF(stop);
    XDECREF(step);
    XDECREF(nstart);
    XDECREF(nstop);
    return NULL;
}

static Object *range_subscript(Object *o, Object *key)
{
    RangeObject *r = R(o);
    if (is_small(key) && r->fast) {
        int64_t i = small_val(key);
        if (i < 0) i += r->ilen;
        if (i < 0 || i >= r->ilen) return err_set(&Exc_IndexError, "range object index out of range");
        return small_new((intptr_t)(r->istart + i * r->istep));
    }
    if (TYPE(key) == &Slice_Type) return range_slice(r, key);
    if (!is_int(key) && TYPE(key)->nb_index == NULL)
        return err_format(&Exc_TypeError, "range indices must be integers or slices, not %s", TYPE_NAME(key));
    Object *i = num_index(key);
    if (i == NULL) return NULL;
    if (int_sign(i) < 0) {
        Object *j = num_binop(BIN_ADD, i, r->length);
        DECREF(i);
        if ((i = j) == NULL) return NULL;
    }
    int ok = int_sign(i) >= 0 ? int_lt(i, r->length) : 0;
    if (ok <= 0) {
        DECREF(i);
        return ok < 0 ? NULL : err_set(&Exc_IndexError, "range object index out of range");
    }
    Object *v = compute_item(r, i);
    DECREF(i);
    return v;
}

/* ---- methods ---------------------------------------------------------------------- */

static Object *range_count(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("range.count", kwnames) < 0 || args_count("range.count", nargs, 1, 1) < 0) return NULL;
    if (exact_int(args[0])) {
        int c = contains_int(R(self), args[0]);
        return c < 0 ? NULL : small_new(c);
    }
    ssize_t n = 0;
    if (search(self, args[0], &n) == -2) return NULL;
    return int_from_i64(n);
}

static Object *range_index(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("range.index", kwnames) < 0 || args_count("range.index", nargs, 1, 1) < 0) return NULL;
    Object *x = args[0];
    RangeObject *r = R(self);
    if (exact_int(x)) {
        int c = contains_int(r, x);
        if (c < 0) return NULL;
        if (c == 0) return err_format(&Exc_ValueError, "%R is not in range", x);
        if (r->fast && is_small(x)) return small_new((intptr_t)((small_val(x) - r->istart) / r->istep));
        Object *d = num_binop(BIN_SUB, x, r->start);
        Object *q = d ? num_binop(BIN_FLOORDIV, d, r->step) : NULL;
        XDECREF(d);
        return q;
    }
    ssize_t i = search(self, x, NULL);
    if (i == -2) return NULL;
    if (i == -1) return err_set(&Exc_ValueError, "sequence.index(x): x not in sequence");
    return int_from_i64(i);
}

static Object *range_reversed(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);

static Object *range_get_start(Object *o, void *c) { (void)c; return NEWREF(R(o)->start); }
static Object *range_get_stop(Object *o, void *c) { (void)c; return NEWREF(R(o)->stop); }
static Object *range_get_step(Object *o, void *c) { (void)c; return NEWREF(R(o)->step); }

static const GetSetDef range_getset[] = {
    {"start", range_get_start, NULL, NULL},
    {"stop", range_get_stop, NULL, NULL},
    {"step", range_get_step, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

static const MethodDef range_methods[] = {
    {"count", range_count, METH_DEFAULT},
    {"index", range_index, METH_DEFAULT},
    {"__reversed__", range_reversed, METH_DEFAULT},
    {NULL, NULL, 0},
};

/* ---- iterators ------------------------------------------------------------------------ */

/* Int objects: start + index * step for index < len. */
typedef struct {
    Object ob;
    Object *start, *step, *len, *index;
} LongRangeIterObject;

static Object *new_fast_iter(int64_t start, int64_t step, int64_t len)
{
    RangeIterObject *it = (RangeIterObject *)obj_alloc(&RangeIter_Type, sizeof(RangeIterObject));
    if (it == NULL) return NULL;
    it->next = start;
    it->step = step;
    it->left = len;
    return (Object *)it;
}

/* Steals start, step and len. */
static Object *new_long_iter(Object *start, Object *step, Object *len)
{
    LongRangeIterObject *it = (LongRangeIterObject *)obj_alloc(&LongRangeIter_Type, sizeof(LongRangeIterObject));
    if (it == NULL) {
        DECREF(start);
        DECREF(step);
        DECREF(len);
        return NULL;
    }
    it->start = start;
    it->step = step;
    it->len = len;
    it->index = small_new(0);
    return (Object *)it;
}

static Object *range_iter(Object *o)
{
    RangeObject *r = R(o);
    if (r->fast) return new_fast_iter(r->istart, r->istep, r->ilen);
    return new_long_iter(NEWREF(r->start), NEWREF(r->step), NEWREF(r->length));
}

/* reversed(range): start + (len-1)*step, stepping by -step. */
static Object *range_reversed(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("range.__reversed__", kwnames) < 0 || args_count("range.__reversed__", nargs, 0, 0) < 0)
        return NULL;
    RangeObject *r = R(self);
    if (r->fast) {
        __int128 last = (__int128)r->istart + (__int128)(r->ilen - 1) * r->istep;
        if (r->ilen == 0) last = r->istart;
        if (small_fits((intptr_t)last) && last == (intptr_t)last)
            return new_fast_iter((int64_t)last, -r->istep, r->ilen);
    }
    Object *lm1 = num_binop(BIN_SUB, r->length, small_new(1));
    Object *last = lm1 ? compute_item(r, lm1) : NULL;
    Object *nstep = last ? num_neg(r->step) : NULL;
    XDECREF(lm1);
    if (nstep == NULL) {
        XDECREF(last);
        return NULL;
    }
    return new_long_iter(last, nstep, NEWREF(r->length));
}

static Object *rangeiter_next(Object *o)
{
    RangeIterObject *it = (RangeIterObject *)o;
    if (it->left <= 0) return NULL;
    int64_t v = it->next;
    it->next = v + it->step;
    it->left--;
    return small_new((intptr_t)v);
}

static Object *longrangeiter_next(Object *o)
{
    LongRangeIterObject *it = (LongRangeIterObject *)o;
    int c = int_lt(it->index, it->len);
    if (c <= 0) return NULL;
    Object *p = num_binop(BIN_MUL, it->index, it->step);
    Object *v = p ? num_binop(BIN_ADD, it->start, p) : NULL;
    XDECREF(p);
    if (v == NULL) return NULL;
    Object *ni = num_binop(BIN_ADD, it->index, small_new(1));
    if (ni == NULL) {
        DECREF(v);
        return NULL;
    }
    SETREF(it->index, ni);
    return v;
}

static void rangeiter_dealloc(Object *o) { obj_free(o); }

static void longrangeiter_dealloc(Object *o)
{
    LongRangeIterObject *it = (LongRangeIterObject *)o;
    DECREF(it->start);
    DECREF(it->step);
    DECREF(it->len);
    DECREF(it->index);
    obj_free(o);
}

static Object *rangeiter_length_hint(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("__length_hint__", kwnames) < 0 || args_count("__length_hint__", nargs, 0, 0) < 0) return NULL;
    if (TYPE(self) == &RangeIter_Type) {
        int64_t left = ((RangeIterObject *)self)->left;
        return int_from_i64(left > 0 ? left : 0);
    }
    LongRangeIterObject *it = (LongRangeIterObject *)self;
    return num_binop(BIN_SUB, it->len, it->index);
}

static const MethodDef rangeiter_methods[] = {
    {"__length_hint__", rangeiter_length_hint, METH_DEFAULT},
    {NULL, NULL, 0},
};

Type RangeIter_Type = {
    TYPE_HEAD_INIT,
    .name = "range_iterator",
    .basicsize = sizeof(RangeIterObject),
    .dealloc = rangeiter_dealloc,
    .iter = iter_return_self,
    .iternext = rangeiter_next,
    .methods = rangeiter_methods,
};

Type LongRangeIter_Type = {
    TYPE_HEAD_INIT,
    .name = "longrange_iterator",
    .basicsize = sizeof(LongRangeIterObject),
    .dealloc = longrangeiter_dealloc,
    .iter = iter_return_self,
    .iternext = longrangeiter_next,
    .methods = rangeiter_methods,
};

Type Range_Type = {
    TYPE_HEAD_INIT,
    .name = "range",
    .basicsize = sizeof(RangeObject),
    .dealloc = range_dealloc,
    .repr = range_repr,
    .hash = range_hash,
    .richcompare = range_richcompare,
    .new = range_type_new,
    .iter = range_iter,
    .nb_bool = range_bool,
    .len = range_length,
    .getitem = range_subscript,
    .contains = range_contains,
    .methods = range_methods,
    .getset = range_getset,
};
