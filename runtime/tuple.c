/* tuple.c: the immutable sequence.
 *
 * The idea.  A tuple is a header, a length and its items inline, in one
 * block: one allocation, one pointer chase to reach an item.  Once built it
 * never changes, which is what makes it simple among the containers:
 *
 *   - thread safety needs no lock: nothing is ever written after the tuple
 *     is published, so any thread may read items without synchronisation;
 *   - `()` is one immortal, statically allocated object (empty_tuple), so
 *     the many empty tuples a program makes (calls without *args, ...) cost
 *     nothing and touch no reference count;
 *   - the hash is CPython 3.11's xxHash-based tuplehash, bit for bit: a set
 *     of tuples of ints iterates in CPython's order, and hash((1, 2)) prints
 *     the same number.
 *
 * Invariant: a tuple visible to anyone but its creator has every item set
 * (tuple_new hands out NULL slots that the creator fills before sharing).
 *
 * What fpy simplifies: CPython keeps free lists of small tuples and
 * untracks tuples of atoms from the collector; fpy relies on mimalloc's
 * per-thread free lists and leaves every tuple tracked.
 */
#include <stdarg.h>
#include <string.h>

#include "runtime/api.h"
#include "runtime/containers.h"

static TupleObject empty_tuple_obj = {.ob = {OBJECT_HEAD_INIT(&Tuple_Type), 0}};
Object *const empty_tuple = (Object *)&empty_tuple_obj;

/* ---- construction -------------------------------------------------------- */

Object *tuple_new(ssize_t n)
{
    if (n == 0) return empty_tuple;
    if (n < 0 || (size_t)n > (SIZE_MAX - sizeof(TupleObject)) / sizeof(Object *)) return err_no_memory();
    TupleObject *t = (TupleObject *)obj_alloc(&Tuple_Type, sizeof(TupleObject) + (size_t)n * sizeof(Object *));
    if (t == NULL) return NULL;
    t->ob.ob_size = n;
    return (Object *)t;
}

/* CPython's iterators reuse their result tuple when its count says the
 * caller let go of it; here "nobody else holds it" is brc_only_ref: this
 * thread owns the tuple and the iterator's is its only reference, so no
 * other thread can be reading it while its items are replaced.  A pair
 * made by another thread, or still held, is never touched: a new one is
 * made.  *keep is set once (compare-and-swap from NULL) and never
 * replaced, so every thread may read it while the iterator lives. */
Object *tuple_pair_result(Object **keep, Object *a, Object *b)
{
    _Atomic(Object *) *k = (_Atomic(Object *) *)keep;
    Object *t = atomic_load_explicit(k, memory_order_acquire);
    if (t != NULL && brc_only_ref(t)) {
        Object **items = tuple_items(t);
        Object *olda = items[0], *oldb = items[1];
        items[0] = a;
        items[1] = b;
        INCREF(t);
        DECREF(olda); /* after the tuple is whole again: this may run code */
        DECREF(oldb);
        return t;
    }
    t = tuple_new(2);
    if (t == NULL) {
        DECREF(a);
        DECREF(b);
        return NULL;
    }
    tuple_items(t)[0] = a;
    tuple_items(t)[1] = b;
    if (atomic_load_explicit(k, memory_order_relaxed) == NULL) {
        Object *expected = NULL;
        INCREF(t);
        if (!atomic_compare_exchange_strong_explicit(k, &expected, t, memory_order_release, memory_order_relaxed))
            DECREF(t);
    }
    return t;
}

Object *tuple_pack(ssize_t n, ...)
{
    Object *t = tuple_new(n);
    if (t == NULL) return NULL;
    va_list ap;
    va_start(ap, n);
    for (ssize_t i = 0; i < n; i++) tuple_items(t)[i] = NEWREF(va_arg(ap, Object *));
    va_end(ap);
    return t;
}

Object *tuple_from_array(Object *const *items, ssize_t n)
{
    Object *t = tuple_new(n);
    if (t == NULL) return NULL;
    for (ssize_t i = 0; i < n; i++) tuple_items(t)[i] = NEWREF(items[i]);
    return t;
}

Object *tuple_from_iterable(Object *it)
{
    if (is_tuple_exact(it)) return NEWREF(it);
    if (is_list_exact(it)) return list_as_tuple(it); /* a subclass may override __iter__ */
    Object *l = list_from_iterable(it);
    if (l == NULL) return NULL;
    Object *t = list_as_tuple(l);
    DECREF(l);
    return t;
}

/* A subtype instance (`class P(tuple)`) with the items of src. */
static Object *subtype_from(Type *type, Object *src)
{
    ssize_t n = tuple_len(src);
    size_t base = type->basicsize > sizeof(TupleObject) ? type->basicsize : sizeof(TupleObject);
    TupleObject *t = (TupleObject *)obj_alloc(type, base + (size_t)n * sizeof(Object *));
    if (t == NULL) return NULL;
    t->ob.ob_size = n;
    for (ssize_t i = 0; i < n; i++) t->items[i] = NEWREF(tuple_get(src, i));
    return (Object *)t;
}

/* tuple(), tuple(iterable) */
static Object *tuple_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("tuple", kwnames) < 0 || args_count("tuple", nargs, 0, 1) < 0) return NULL;
    Object *t = nargs == 0 ? empty_tuple : tuple_from_iterable(args[0]);
    if (t == NULL || (Type *)type == &Tuple_Type) return t;
    Object *r = subtype_from((Type *)type, t);
    DECREF(t);
    return r;
}

static void tuple_dealloc(Object *o)
{
    /* last item first (as CPython): the reverse of the order a tuple of
     * new objects made them in, so each item's young-list record is the
     * latest when it dies (gc/young.c) */
    for (ssize_t i = tuple_len(o) - 1; i >= 0; i--) XDECREF(tuple_items(o)[i]);
    obj_free(o);
}

static int tuple_traverse(Object *o, VisitFunc visit, void *arg)
{
    ssize_t n = tuple_len(o);
    for (ssize_t i = 0; i < n; i++) {
        Object *v = tuple_items(o)[i];
        if (v && visit(v, arg)) return 1;
    }
    return 0;
}

/* ---- repr, hash, compare --------------------------------------------------- */

static Object *tuple_repr(Object *o)
{
    ssize_t n = tuple_len(o);
    if (n == 0) return str_from_cstr("()");
    int r = repr_enter(o);
    if (r != 0) return r < 0 ? NULL : str_from_cstr("(...)");
    StrBuilder sb;
    sb_init(&sb);
    if (sb_add(&sb, "(", 1) < 0) goto fail;
    for (ssize_t i = 0; i < n; i++) {
        if (i > 0 && sb_add(&sb, ", ", 2) < 0) goto fail;
        if (sb_add_repr(&sb, tuple_get(o, i)) < 0) goto fail;
    }
    if (sb_add(&sb, n == 1 ? ",)" : ")", n == 1 ? 2 : 1) < 0) goto fail;
    repr_leave(o);
    return sb_finish(&sb);
fail:
    repr_leave(o);
    sb_discard(&sb);
    return NULL;
}

/* CPython 3.11's tuplehash (xxHash's round, 64-bit primes). */
#define XXPRIME_1 ((uint64_t)11400714785074694791ULL)
#define XXPRIME_2 ((uint64_t)14029467366897019727ULL)
#define XXPRIME_5 ((uint64_t)2870177450012600261ULL)
#define XXROTATE(x) (((x) << 31) | ((x) >> 33))

static ssize_t tuple_hash(Object *o)
{
    ssize_t n = tuple_len(o);
    uint64_t acc = XXPRIME_5;
    /* CPython recurses unguarded (and crashes near a million levels); a
     * check of the stack address costs nothing next to the hashing */
    if (c_stack_check(" while hashing a tuple") < 0) return -1;
    for (ssize_t i = 0; i < n; i++) {
        ssize_t h = obj_hash(tuple_get(o, i));
        if (h == -1) return -1;
        acc += (uint64_t)h * XXPRIME_2;
        acc = XXROTATE(acc);
        acc *= XXPRIME_1;
    }
    acc += (uint64_t)n ^ (XXPRIME_5 ^ 3527539UL);
    if (acc == (uint64_t)-1) return 1546275796;
    return (ssize_t)acc;
}

Object *seq_compare_sizes(ssize_t a, ssize_t b, int op)
{
    bool r;
    switch (op) {
    case CMP_LT: r = a < b; break;
    case CMP_LE: r = a <= b; break;
    case CMP_EQ: r = a == b; break;
    case CMP_NE: r = a != b; break;
    case CMP_GT: r = a > b; break;
    default: r = a >= b; break;
    }
    return bool_from(r);
}

static Object *tuple_richcompare(Object *a, Object *b, int op)
{
    if (!is_tuple(b)) return NotImplemented;
    ssize_t na = tuple_len(a), nb = tuple_len(b), i;
    for (i = 0; i < na && i < nb; i++) {
        int k = obj_richcompare_bool(tuple_get(a, i), tuple_get(b, i), CMP_EQ);
        if (k < 0) return NULL;
        if (!k) break;
    }
    if (i >= na || i >= nb) return seq_compare_sizes(na, nb, op);
    if (op == CMP_EQ) return False;
    if (op == CMP_NE) return True;
    return obj_richcompare(tuple_get(a, i), tuple_get(b, i), op);
}

/* ---- sequence protocol ------------------------------------------------------ */

static ssize_t tuple_length(Object *o) { return tuple_len(o); }

static int tuple_contains(Object *o, Object *x)
{
    ssize_t n = tuple_len(o);
    for (ssize_t i = 0; i < n; i++) {
        int k = obj_richcompare_bool(tuple_get(o, i), x, CMP_EQ);
        if (k != 0) return k;
    }
    return 0;
}

static Object *tuple_slice(Object *o, Object *key)
{
    ssize_t start, stop, step, n;
    if (slice_indices(key, tuple_len(o), &start, &stop, &step, &n) < 0) return NULL;
    if (n == tuple_len(o) && step == 1 && TYPE(o) == &Tuple_Type) return NEWREF(o);
    Object *t = tuple_new(n);
    if (t == NULL) return NULL;
    for (ssize_t i = 0, j = start; i < n; i++, j += step) tuple_items(t)[i] = NEWREF(tuple_get(o, j));
    return t;
}

static Object *tuple_subscript(Object *o, Object *key)
{
    ssize_t i;
    if (is_small(key)) {
        i = small_val(key);
    } else if (is_int(key) || TYPE(key)->nb_index) {
        if (index_as_ssize(key, &Exc_IndexError, &i) < 0) return NULL;
    } else if (TYPE(key) == &Slice_Type) {
        return tuple_slice(o, key);
    } else {
        return err_format(&Exc_TypeError, "tuple indices must be integers or slices, not %s", TYPE_NAME(key));
    }
    ssize_t n = tuple_len(o);
    if (i < 0) i += n;
    if ((size_t)i >= (size_t)n) return err_set(&Exc_IndexError, "tuple index out of range");
    return NEWREF(tuple_get(o, i));
}

static Object *tuple_concat(Object *a, Object *b)
{
    if (!is_tuple(b))
        return err_format(&Exc_TypeError, "can only concatenate tuple (not \"%s\") to tuple", TYPE_NAME(b));
    ssize_t na = tuple_len(a), nb = tuple_len(b);
    if (nb == 0 && TYPE(a) == &Tuple_Type) return NEWREF(a);
    if (na == 0 && TYPE(b) == &Tuple_Type) return NEWREF(b);
    if (na > SSIZE_MAX - nb) return err_no_memory();
    Object *t = tuple_new(na + nb);
    if (t == NULL) return NULL;
    for (ssize_t i = 0; i < na; i++) tuple_items(t)[i] = NEWREF(tuple_get(a, i));
    for (ssize_t i = 0; i < nb; i++) tuple_items(t)[na + i] = NEWREF(tuple_get(b, i));
    return t;
}

int seq_repeat_count(Object *n, ssize_t *out)
{
    if (index_as_ssize(n, &Exc_OverflowError, out) < 0) return -1;
    if (*out < 0) *out = 0;
    return 0;
}

static Object *tuple_repeat(Object *o, Object *nobj)
{
    ssize_t n;
    if (seq_repeat_count(nobj, &n) < 0) return NULL;
    ssize_t len = tuple_len(o);
    if (len == 0 || n == 1) {
        if (TYPE(o) == &Tuple_Type) return NEWREF(o);
    }
    if (len == 0 || n == 0) return empty_tuple;
    if (n > SSIZE_MAX / len) return err_no_memory();
    Object *t = tuple_new(len * n);
    if (t == NULL) return NULL;
    Object **dst = tuple_items(t);
    for (ssize_t k = 0; k < n; k++)
        for (ssize_t i = 0; i < len; i++) *dst++ = NEWREF(tuple_get(o, i));
    return t;
}

/* ---- methods ---------------------------------------------------------------- */

static Object *tuple_count(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("tuple.count", kwnames) < 0 || args_count("tuple.count", nargs, 1, 1) < 0) return NULL;
    ssize_t n = tuple_len(self), c = 0;
    for (ssize_t i = 0; i < n; i++) {
        int k = obj_richcompare_bool(tuple_get(self, i), args[0], CMP_EQ);
        if (k < 0) return NULL;
        c += k;
    }
    return int_from_i64(c);
}

int seq_index_bounds(Object *const *args, ssize_t nargs, ssize_t len, ssize_t *start, ssize_t *stop)
{
    *start = 0;
    *stop = SSIZE_MAX;
    for (ssize_t k = 1; k < nargs; k++) {
        Object *v = args[k];
        if (!is_int(v) && TYPE(v)->nb_index == NULL) {
            err_set(&Exc_TypeError, "slice indices must be integers or have an __index__ method");
            return -1;
        }
        if (index_as_ssize(v, NULL, k == 1 ? start : stop) < 0) return -1;
    }
    if (*start < 0) {
        *start += len;
        if (*start < 0) *start = 0;
    }
    if (*stop < 0) {
        *stop += len;
        if (*stop < 0) *stop = 0;
    }
    return 0;
}

static Object *tuple_index(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("index", kwnames) < 0 || args_count("index", nargs, 1, 3) < 0) return NULL;
    ssize_t start, stop;
    if (seq_index_bounds(args, nargs, tuple_len(self), &start, &stop) < 0) return NULL;
    for (ssize_t i = start; i < stop && i < tuple_len(self); i++) {
        int k = obj_richcompare_bool(tuple_get(self, i), args[0], CMP_EQ);
        if (k < 0) return NULL;
        if (k) return int_from_i64(i);
    }
    return err_set(&Exc_ValueError, "tuple.index(x): x not in tuple");
}

/* tuple.__new__(cls, iterable=()): what a subclass's __new__ calls
 * (directly or through super()). */
static Object *tuple_new_m(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (nargs < 1) return err_set(&Exc_TypeError, "tuple.__new__(): not enough arguments");
    if (!is_type(args[0]))
        return err_format(&Exc_TypeError, "tuple.__new__(X): X is not a type object (%s)", TYPE_NAME(args[0]));
    Type *t = (Type *)args[0];
    if (!type_is_subtype(t, &Tuple_Type))
        return err_format(&Exc_TypeError, "tuple.__new__(%s): %s is not a subtype of tuple", t->name, t->name);
    return tuple_type_new(args[0], args + 1, nargs - 1, kwnames);
}

static const MethodDef tuple_methods[] = {
    {"__class_getitem__", genericalias_class_getitem, METH_CLASS},
    {"__new__", tuple_new_m, METH_STATIC},
    {"count", tuple_count, METH_DEFAULT},
    {"index", tuple_index, METH_DEFAULT},
    {NULL, NULL, 0},
};

/* ---- iteration ------------------------------------------------------------------ */

/* The tuple is kept until the iterator dies (another thread sharing the
 * iterator may still read it); index -1 marks the end. */
typedef IndexIterObject TupleIterObject;

static Object *tuple_iter(Object *o)
{
    TupleIterObject *it = (TupleIterObject *)obj_alloc(&TupleIter_Type, sizeof(TupleIterObject));
    if (it == NULL) return NULL;
    it->seq = NEWREF(o);
    return (Object *)it;
}

static Object *tupleiter_next(Object *o)
{
    TupleIterObject *it = (TupleIterObject *)o;
    ssize_t i = it->index;
    if (i >= 0 && i < tuple_len(it->seq)) {
        it->index = i + 1;
        return NEWREF(tuple_get(it->seq, i));
    }
    it->index = -1;
    return NULL;
}

static void tupleiter_dealloc(Object *o)
{
    DECREF(((TupleIterObject *)o)->seq);
    obj_free(o);
}

static int tupleiter_traverse(Object *o, VisitFunc visit, void *arg)
{
    return visit(((TupleIterObject *)o)->seq, arg);
}

static Object *tupleiter_length_hint(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("__length_hint__", kwnames) < 0 || args_count("__length_hint__", nargs, 0, 0) < 0) return NULL;
    TupleIterObject *it = (TupleIterObject *)self;
    return int_from_i64(it->index >= 0 ? tuple_len(it->seq) - it->index : 0);
}

static const MethodDef tupleiter_methods[] = {
    {"__length_hint__", tupleiter_length_hint, METH_DEFAULT},
    {NULL, NULL, 0},
};

Type TupleIter_Type = {
    TYPE_HEAD_INIT,
    .name = "tuple_iterator",
    .basicsize = sizeof(TupleIterObject),
    .flags = TPF_GC,
    .dealloc = tupleiter_dealloc,
    .traverse = tupleiter_traverse,
    .iter = iter_return_self,
    .iternext = tupleiter_next,
    .methods = tupleiter_methods,
};

Type Tuple_Type = {
    TYPE_HEAD_INIT,
    .name = "tuple",
    .basicsize = sizeof(TupleObject),
    .itemsize = sizeof(Object *),
    .flags = TPF_GC | TPF_BASETYPE | TPF_TUPLE_SUBCLASS,
    .dealloc = tuple_dealloc,
    .traverse = tuple_traverse,
    .repr = tuple_repr,
    .hash = tuple_hash,
    .richcompare = tuple_richcompare,
    .new = tuple_type_new,
    .iter = tuple_iter,
    .len = tuple_length,
    .getitem = tuple_subscript,
    .contains = tuple_contains,
    .sq_concat = tuple_concat,
    .sq_repeat = tuple_repeat,
    .methods = tuple_methods,
};
