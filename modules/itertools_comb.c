/* itertools_comb.c: the combinatoric iterators of itertools -- product,
 * permutations, combinations, combinations_with_replacement.
 *
 * The idea.  Each keeps its pool(s) as tuples made once by the
 * constructor, and its position as a C array of indices into them, which
 * next() advances like an odometer (product), or with the algorithms of
 * the itertools documentation's pure-Python equivalents (permutations'
 * "cycles", combinations' rightmost-movable index).  Each step builds one
 * fresh result tuple (CPython reuses its result tuple when nobody else
 * holds it; fpy's biased counts make that test costly, so it does not).
 *
 * Thread safety: next() runs no Python code (only INCREFs and a tuple
 * allocation), so it holds the iterator's own ob_mutex for the step
 * (LOCKED_NEXT): one iterator shared by threads hands out each result
 * once.  Construction converts the arguments before the object exists.
 */
#include <limits.h>
#include <stdlib.h>

#include "modules/itertools.h"

/* ---- the combinatoric iterators: shared pieces ------------------------------------------------------------------------------ */

/* product, permutations, combinations, combinations_with_replacement:
 * pool is a tuple (product: the tuple of pool tuples), indices a C array,
 * state 0 = first result not produced yet, 1 = running, 2 = exhausted. */
typedef struct {
    Object ob;
    Object *pool;     /* tuple; for product a tuple of tuples (repeated) */
    ssize_t *indices; /* r (product: number of pools) entries */
    ssize_t *cycles;  /* permutations only */
    ssize_t r;
    int state;
} CombObject;

static void comb_dealloc(Object *o)
{
    CombObject *c = (CombObject *)o;
    XDECREF(c->pool);
    free(c->indices);
    free(c->cycles);
    obj_free(o);
}

static int comb_traverse(Object *o, VisitFunc visit, void *arg)
{
    VISIT(((CombObject *)o)->pool);
    return 0;
}

/* New ref: an instance with pool (stolen), r and zeroed index arrays. */
static CombObject *comb_make(Object *type, Object *pool, ssize_t r, bool with_cycles)
{
    CombObject *c = (CombObject *)it_alloc(type);
    if (c == NULL) {
        DECREF(pool);
        return NULL;
    }
    c->pool = pool;
    c->r = r;
    c->indices = calloc((size_t)(r > 0 ? r : 1), sizeof(ssize_t));
    if (with_cycles) c->cycles = calloc((size_t)(r > 0 ? r : 1), sizeof(ssize_t));
    if (c->indices == NULL || (with_cycles && c->cycles == NULL)) {
        DECREF((Object *)c);
        return (CombObject *)err_no_memory();
    }
    return c;
}

/* New ref: the tuple (pool[indices[0]], ..., pool[indices[r-1]]). */
static Object *pick(Object *pool, const ssize_t *indices, ssize_t r)
{
    Object *t = tuple_new(r);
    if (t == NULL) return NULL;
    for (ssize_t i = 0; i < r; i++) tuple_items(t)[i] = NEWREF(tuple_get(pool, indices[i]));
    return t;
}

/* The r argument of combinations etc.: "r must be non-negative". */
static int r_arg(Object *o, ssize_t *r)
{
    if (index_as_ssize(o, &Exc_OverflowError, r) < 0) return -1;
    if (*r < 0) {
        err_set(&Exc_ValueError, "r must be non-negative");
        return -1;
    }
    return 0;
}

/* ---- product ------------------------------------------------------------------------------ */

static Object *product_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ssize_t repeat = 1, nkw = kwnames ? tuple_len(kwnames) : 0;
    for (ssize_t i = 0; i < nkw; i++) {
        const char *k = str_cstr(tuple_get(kwnames, i));
        if (strcmp(k, "repeat") != 0)
            return err_format(&Exc_TypeError, "'%s' is an invalid keyword argument for product()", k);
        if (index_as_ssize(args[nargs + i], &Exc_OverflowError, &repeat) < 0) return NULL;
        if (repeat < 0) return err_set(&Exc_ValueError, "repeat argument cannot be negative");
    }
    if (repeat > 0 && nargs > SSIZE_MAX / 16 / repeat) return err_set(&Exc_OverflowError, "repeat argument too large");
    ssize_t npools = nargs * repeat;
    Object *given = tuple_new(nargs); /* each argument as a tuple */
    if (given == NULL) return NULL;
    for (ssize_t i = 0; i < nargs; i++) tuple_items(given)[i] = NEWREF(None);
    for (ssize_t i = 0; i < nargs; i++) {
        Object *p = tuple_from_iterable(args[i]);
        if (p == NULL) {
            DECREF(given);
            return NULL;
        }
        SETREF(tuple_items(given)[i], p);
    }
    Object *pools = tuple_new(npools);
    if (pools == NULL) {
        DECREF(given);
        return NULL;
    }
    for (ssize_t i = 0; i < npools; i++) tuple_items(pools)[i] = NEWREF(tuple_get(given, i % nargs));
    DECREF(given);
    CombObject *c = comb_make(type, pools, npools, false);
    return (Object *)c;
}

static Object *product_next_impl(Object *o)
{
    CombObject *c = (CombObject *)o;
    ssize_t n = c->r;
    Object *pools = c->pool;
    if (c->state == 2) return NULL;
    if (c->state == 0) {
        for (ssize_t i = 0; i < n; i++) {
            if (tuple_len(tuple_get(pools, i)) == 0) {
                c->state = 2;
                return NULL;
            }
        }
        c->state = 1;
    } else {
        /* advance the rightmost index that can move; reset those after it */
        ssize_t i = n - 1;
        for (; i >= 0; i--) {
            if (++c->indices[i] < tuple_len(tuple_get(pools, i))) break;
            c->indices[i] = 0;
        }
        if (i < 0) {
            c->state = 2;
            return NULL;
        }
    }
    Object *t = tuple_new(n);
    if (t == NULL) return NULL;
    for (ssize_t i = 0; i < n; i++) tuple_items(t)[i] = NEWREF(tuple_get(tuple_get(pools, i), c->indices[i]));
    return t;
}

LOCKED_NEXT(product_next)

Type Product_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools.product",
    .basicsize = sizeof(CombObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = comb_dealloc,
    .traverse = comb_traverse,
    .new = product_new,
    .iter = iter_return_self,
    .iternext = product_next,
};

/* ---- permutations ------------------------------------------------------------------------------ */

static Object *permutations_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"iterable", "r", NULL};
    Object *a[2];
    if (args_parse("permutations", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    Object *pool = tuple_from_iterable(a[0]);
    if (pool == NULL) return NULL;
    ssize_t n = tuple_len(pool), r = n;
    if (a[1] != NULL && a[1] != None) {
        if (!is_int(a[1])) {
            DECREF(pool);
            return err_set(&Exc_TypeError, "Expected int as r");
        }
        if (r_arg(a[1], &r) < 0) {
            DECREF(pool);
            return NULL;
        }
    }
    CombObject *c = comb_make(type, pool, r, true);
    if (c == NULL) return NULL;
    /* indices: n entries (all of range(n)), cycles: r entries */
    if (n > r) {
        ssize_t *bigger = realloc(c->indices, sizeof(ssize_t) * (size_t)(n > 0 ? n : 1));
        if (bigger == NULL) {
            DECREF((Object *)c);
            return err_no_memory();
        }
        c->indices = bigger;
    }
    for (ssize_t i = 0; i < n; i++) c->indices[i] = i;
    for (ssize_t i = 0; i < r; i++) c->cycles[i] = n - i;
    if (r > n) c->state = 2;
    return (Object *)c;
}

static Object *permutations_next_impl(Object *o)
{
    CombObject *c = (CombObject *)o;
    ssize_t n = tuple_len(c->pool), r = c->r;
    ssize_t *idx = c->indices, *cyc = c->cycles;
    if (c->state == 2) return NULL;
    if (c->state == 0) {
        c->state = 1;
        return pick(c->pool, idx, r);
    }
    if (n == 0) goto done;
    /* CPython's algorithm (the one in the itertools docs' pure Python version) */
    ssize_t i = r - 1;
    for (; i >= 0; i--) {
        if (--cyc[i] == 0) {
            /* rotate indices[i:] left by one */
            ssize_t first = idx[i];
            for (ssize_t j = i; j < n - 1; j++) idx[j] = idx[j + 1];
            idx[n - 1] = first;
            cyc[i] = n - i;
        } else {
            ssize_t j = cyc[i], tmp = idx[i];
            idx[i] = idx[n - j];
            idx[n - j] = tmp;
            break;
        }
    }
    if (i < 0) goto done;
    return pick(c->pool, idx, r);
done:
    c->state = 2;
    return NULL;
}

LOCKED_NEXT(permutations_next)

Type Permutations_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools.permutations",
    .basicsize = sizeof(CombObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = comb_dealloc,
    .traverse = comb_traverse,
    .new = permutations_new,
    .iter = iter_return_self,
    .iternext = permutations_next,
};

/* ---- combinations, combinations_with_replacement ------------------------------------------------------------------------------ */

static Object *combinations_make(const char *fname, Object *type, Object *const *args, ssize_t nargs,
                                 Object *kwnames, bool replace)
{
    static const char *const names[] = {"iterable", "r", NULL};
    Object *a[2];
    if (args_parse(fname, args, nargs, kwnames, names, 0, 2, a) < 0) return NULL;
    Object *pool = tuple_from_iterable(a[0]);
    if (pool == NULL) return NULL;
    ssize_t r;
    if (r_arg(a[1], &r) < 0) {
        DECREF(pool);
        return NULL;
    }
    CombObject *c = comb_make(type, pool, r, false);
    if (c == NULL) return NULL;
    ssize_t n = tuple_len(pool);
    for (ssize_t i = 0; i < r; i++) c->indices[i] = replace ? 0 : i;
    if (replace ? (n == 0 && r > 0) : r > n) c->state = 2;
    return (Object *)c;
}

static Object *combinations_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return combinations_make("combinations", type, args, nargs, kwnames, false);
}

static Object *cwr_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return combinations_make("combinations_with_replacement", type, args, nargs, kwnames, true);
}

static Object *combinations_next_impl(Object *o)
{
    CombObject *c = (CombObject *)o;
    ssize_t n = tuple_len(c->pool), r = c->r, *idx = c->indices;
    if (c->state == 2) return NULL;
    if (c->state == 0) {
        c->state = 1;
        return pick(c->pool, idx, r);
    }
    /* the rightmost index not at its maximum (n - r + i) */
    ssize_t i = r - 1;
    while (i >= 0 && idx[i] == i + n - r) i--;
    if (i < 0) {
        c->state = 2;
        return NULL;
    }
    idx[i]++;
    for (ssize_t j = i + 1; j < r; j++) idx[j] = idx[j - 1] + 1;
    return pick(c->pool, idx, r);
}

LOCKED_NEXT(combinations_next)

static Object *cwr_next_impl(Object *o)
{
    CombObject *c = (CombObject *)o;
    ssize_t n = tuple_len(c->pool), r = c->r, *idx = c->indices;
    if (c->state == 2) return NULL;
    if (c->state == 0) {
        c->state = 1;
        return pick(c->pool, idx, r);
    }
    ssize_t i = r - 1;
    while (i >= 0 && idx[i] == n - 1) i--;
    if (i < 0) {
        c->state = 2;
        return NULL;
    }
    ssize_t v = idx[i] + 1;
    for (ssize_t j = i; j < r; j++) idx[j] = v;
    return pick(c->pool, idx, r);
}

LOCKED_NEXT(cwr_next)

Type Combinations_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools.combinations",
    .basicsize = sizeof(CombObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = comb_dealloc,
    .traverse = comb_traverse,
    .new = combinations_new,
    .iter = iter_return_self,
    .iternext = combinations_next,
};

Type CombinationsWR_Type = {
    TYPE_HEAD_INIT,
    .name = "itertools.combinations_with_replacement",
    .basicsize = sizeof(CombObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = comb_dealloc,
    .traverse = comb_traverse,
    .new = cwr_new,
    .iter = iter_return_self,
    .iternext = cwr_next,
};

