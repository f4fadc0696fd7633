/* slice.c: slice objects and the index arithmetic every sequence shares.
 *
 * The idea.  `seq[a:b:c]` builds a slice object (BUILD_SLICE) and hands it
 * to the sequence's getitem.  A slice only holds three objects; what they
 * mean for a given length is decided here, once, with exactly CPython's
 * rules (PySlice_Unpack + PySlice_AdjustIndices):
 *
 *   1. unpack: None becomes the default for the step's direction; each
 *      bound goes through __index__ and is clamped to the ssize_t range
 *      (so s[:10**100] works); step 0 is a ValueError;
 *   2. adjust: negative bounds count from the end, then everything is
 *      clamped into [0, len] (or [-1, len-1] for a negative step), and the
 *      number of selected items follows.
 *
 * The two steps are separate on purpose: unpacking may run Python code
 * (__index__), so a thread-safe container unpacks first, then takes its
 * lock and adjusts against the length it sees under the lock.
 *
 * Invariants: slices are immutable and hold three owned references (None
 * for a missing part); they are unhashable, as in CPython 3.11.
 */
#include <limits.h>

#include "runtime/api.h"
#include "runtime/containers.h"

/* ---- index conversion ------------------------------------------------- */

int index_as_ssize(Object *o, Type *overflow_exc, ssize_t *out)
{
    if (is_small(o)) {
        *out = small_val(o);
        return 0;
    }
    Object *i = num_index(o);
    if (i == NULL) return -1;
    int64_t v;
    bool ok = int_as_i64(i, &v);
    if (!ok) {
        int sign = int_sign(i);
        DECREF(i);
        if (overflow_exc != NULL) {
            err_format(overflow_exc, "cannot fit '%s' into an index-sized integer", TYPE_NAME(o));
            return -1;
        }
        *out = sign < 0 ? -SSIZE_MAX - 1 : SSIZE_MAX;
        return 0;
    }
    DECREF(i);
    *out = (ssize_t)v;
    return 0;
}

int index_as_int(Object *o, int *out)
{
    ssize_t v;
    if (index_as_ssize(o, &Exc_OverflowError, &v) < 0) return -1;
    if (v > INT_MAX || v < INT_MIN) {
        err_set(&Exc_OverflowError, v > 0 ? "signed integer is greater than maximum"
                                          : "signed integer is less than minimum");
        return -1;
    }
    *out = (int)v;
    return 0;
}

/* ---- unpack / adjust -------------------------------------------------- */

static int slice_bound(Object *v, ssize_t *out)
{
    if (is_small(v)) {
        *out = small_val(v);
        return 0;
    }
    if (!is_int(v) && TYPE(v)->nb_index == NULL) {
        err_set(&Exc_TypeError, "slice indices must be integers or None or have an __index__ method");
        return -1;
    }
    return index_as_ssize(v, NULL, out);
}

int slice_unpack(Object *slice, ssize_t *start, ssize_t *stop, ssize_t *step)
{
    SliceObject *s = (SliceObject *)slice;
    if (s->step == None) {
        *step = 1;
    } else {
        if (slice_bound(s->step, step) < 0) return -1;
        if (*step == 0) {
            err_set(&Exc_ValueError, "slice step cannot be zero");
            return -1;
        }
        /* -step must not overflow (the length computation negates it). */
        if (*step < -SSIZE_MAX) *step = -SSIZE_MAX;
    }
    if (s->start == None) {
        *start = *step < 0 ? SSIZE_MAX : 0;
    } else if (slice_bound(s->start, start) < 0) {
        return -1;
    }
    if (s->stop == None) {
        *stop = *step < 0 ? -SSIZE_MAX - 1 : SSIZE_MAX;
    } else if (slice_bound(s->stop, stop) < 0) {
        return -1;
    }
    return 0;
}

ssize_t slice_adjust(ssize_t length, ssize_t *start, ssize_t *stop, ssize_t step)
{
    if (*start < 0) {
        *start += length;
        if (*start < 0) *start = step < 0 ? -1 : 0;
    } else if (*start >= length) {
        *start = step < 0 ? length - 1 : length;
    }
    if (*stop < 0) {
        *stop += length;
        if (*stop < 0) *stop = step < 0 ? -1 : 0;
    } else if (*stop >= length) {
        *stop = step < 0 ? length - 1 : length;
    }
    if (step < 0) {
        if (*stop < *start) return (*start - *stop - 1) / (-step) + 1;
    } else if (*start < *stop) {
        return (*stop - *start - 1) / step + 1;
    }
    return 0;
}

int slice_indices(Object *slice, ssize_t len, ssize_t *start, ssize_t *stop, ssize_t *step, ssize_t *slicelen)
{
    if (slice_unpack(slice, start, stop, step) < 0) return -1;
    *slicelen = slice_adjust(len, start, stop, *step);
    return 0;
}

/* ---- the slice type ------------------------------------------------------ */

Object *slice_new(Object *start, Object *stop, Object *step)
{
    SliceObject *s = (SliceObject *)obj_alloc(&Slice_Type, sizeof(SliceObject));
    if (s == NULL) return NULL;
    s->start = NEWREF(start ? start : None);
    s->stop = NEWREF(stop ? stop : None);
    s->step = NEWREF(step ? step : None);
    return (Object *)s;
}

static void slice_dealloc(Object *o)
{
    SliceObject *s = (SliceObject *)o;
    DECREF(s->start);
    DECREF(s->stop);
    DECREF(s->step);
    obj_free(o);
}

static int slice_traverse(Object *o, VisitFunc visit, void *arg)
{
    SliceObject *s = (SliceObject *)o;
    if (visit(s->start, arg) || visit(s->stop, arg) || visit(s->step, arg)) return 1;
    return 0;
}

/* slice(stop), slice(start, stop[, step]) */
static Object *slice_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)type;
    if (args_no_kw("slice", kwnames) < 0) return NULL;
    if (nargs < 1) return err_set(&Exc_TypeError, "slice expected at least 1 argument, got 0");
    if (args_count("slice", nargs, 1, 3) < 0) return NULL;
    if (nargs == 1) return slice_new(None, args[0], None);
    return slice_new(args[0], args[1], nargs == 3 ? args[2] : None);
}

static Object *slice_repr(Object *o)
{
    SliceObject *s = (SliceObject *)o;
    return str_from_format("slice(%R, %R, %R)", s->start, s->stop, s->step);
}

/* Slices compare like the tuples (start, stop, step). */
static Object *slice_richcompare(Object *a, Object *b, int op)
{
    if (TYPE(b) != &Slice_Type) return NotImplemented;
    SliceObject *x = (SliceObject *)a, *y = (SliceObject *)b;
    if (a == b && (op == CMP_EQ || op == CMP_NE)) return bool_from(op == CMP_EQ);
    Object *t1 = tuple_pack(3, x->start, x->stop, x->step);
    if (t1 == NULL) return NULL;
    Object *t2 = tuple_pack(3, y->start, y->stop, y->step);
    if (t2 == NULL) {
        DECREF(t1);
        return NULL;
    }
    Object *r = obj_richcompare(t1, t2, op);
    DECREF(t1);
    DECREF(t2);
    return r;
}

/* slice.indices(len) -> (start, stop, step), clamped like slicing does. */
static Object *slice_indices_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("indices", kwnames) < 0 || args_count("indices", nargs, 1, 1) < 0) return NULL;
    ssize_t len;
    if (index_as_ssize(args[0], &Exc_OverflowError, &len) < 0) return NULL;
    if (len < 0) return err_set(&Exc_ValueError, "length should not be negative");
    ssize_t start, stop, step, n;
    if (slice_indices(self, len, &start, &stop, &step, &n) < 0) return NULL;
    Object *a = int_from_i64(start), *b = int_from_i64(stop), *c = int_from_i64(step);
    Object *r = (a && b && c) ? tuple_pack(3, a, b, c) : NULL;
    XDECREF(a);
    XDECREF(b);
    XDECREF(c);
    return r;
}

static Object *slice_get_start(Object *o, void *c) { (void)c; return NEWREF(((SliceObject *)o)->start); }
static Object *slice_get_stop(Object *o, void *c) { (void)c; return NEWREF(((SliceObject *)o)->stop); }
static Object *slice_get_step(Object *o, void *c) { (void)c; return NEWREF(((SliceObject *)o)->step); }

static const GetSetDef slice_getset[] = {
    {"start", slice_get_start, NULL, NULL},
    {"stop", slice_get_stop, NULL, NULL},
    {"step", slice_get_step, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

static const MethodDef slice_methods[] = {
    {"indices", slice_indices_meth, METH_DEFAULT},
    {NULL, NULL, 0},
};

/* hash stays NULL with a richcompare: unhashable, as in CPython 3.11. */
Type Slice_Type = {
    TYPE_HEAD_INIT,
    .name = "slice",
    .basicsize = sizeof(SliceObject),
    .flags = TPF_GC,
    .dealloc = slice_dealloc,
    .traverse = slice_traverse,
    .repr = slice_repr,
    .richcompare = slice_richcompare,
    .new = slice_type_new,
    .methods = slice_methods,
    .getset = slice_getset,
};
