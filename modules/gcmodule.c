/* gcmodule.c: the `gc` module, Python's handle on the cycle collector.
 *
 * The collector itself is gc/collect.c (its essay explains the algorithm);
 * this file only exposes it as CPython's gc module does: collect() runs a
 * full collection and returns the number of unreachable objects found;
 * enable() / disable() / isenabled() switch automatic collection;
 * get_count() / get_threshold() / set_threshold() show and tune the
 * trigger; get_stats(), get_objects(), freeze() / unfreeze() /
 * get_freeze_count() as CPython's.  fpy has two generations (gc/young.c):
 * collect(0) and collect(1) run a young collection, collect(2) a full one;
 * generation 0 is the young objects, generation 2 the old ones, and
 * generation 1 is always empty.  get_count() reports the net tracked
 * allocations since the last collection and the young collections since
 * the last full one; set_threshold's first value is the young trigger, and
 * the product of the second and third the young collections a full one
 * waits for.
 *
 * Thread safety: the module holds no state; the collector's knobs are
 * atomic words (gc/collect.c), and collect() stops the world.
 */
#include <stdlib.h>

#include "modules/modules.h"
#include "vm/thread.h"

static Object *gc_collect_fn(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("collect", kwnames) < 0) return NULL;
    if (nargs > 1) return err_format(&Exc_TypeError, "collect() takes at most 1 argument (%zd given)", nargs);
    ssize_t gen = 2;
    if (nargs == 1) {
        if (index_as_ssize(args[0], &Exc_OverflowError, &gen) < 0) return NULL;
        if (gen < 0 || gen > 2) return err_set(&Exc_ValueError, "invalid generation");
    }
    ssize_t n = gc_collect_generation((int)gen);
    return int_from_i64(n < 0 ? 0 : n);
}

static Object *no_args(const char *name, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw(name, kwnames) < 0) return NULL;
    if (nargs != 0) return err_format(&Exc_TypeError, "%s() takes no arguments (%zd given)", name, nargs);
    return None;
}

static Object *gc_enable(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (no_args("gc.enable", nargs, kwnames) == NULL) return NULL;
    gc_set_enabled(true);
    return NEWREF(None);
}

static Object *gc_disable(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (no_args("gc.disable", nargs, kwnames) == NULL) return NULL;
    gc_set_enabled(false);
    return NEWREF(None);
}

static Object *gc_isenabled(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (no_args("gc.isenabled", nargs, kwnames) == NULL) return NULL;
    return NEWREF(bool_from(gc_is_enabled()));
}

static Object *int_triple(ssize_t a, ssize_t b, ssize_t c)
{
    Object *x = int_from_i64(a), *y = int_from_i64(b), *z = int_from_i64(c);
    Object *t = x && y && z ? tuple_pack(3, x, y, z) : NULL;
    XDECREF(x);
    XDECREF(y);
    XDECREF(z);
    return t;
}

static Object *gc_get_count_fn(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (no_args("gc.get_count", nargs, kwnames) == NULL) return NULL;
    /* CPython: (allocations since the youngest collection, collections of
     * the younger generation since each older one's); fpy has two
     * generations, so the middle figure counts young collections since
     * the last full one and the last is 0. */
    return int_triple(gc_get_count(), gc_get_young_since_full(), 0);
}

/* gc.get_objects(generation=None): young objects are generation 0, the
 * others generation 2 (fpy has no generation 1: an empty list). */
static Object *gc_get_objects_fn(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"generation", NULL};
    Object *g = NULL;
    if (args_parse("get_objects", args, nargs, kwnames, names, 0, 0, &g) < 0) return NULL;
    ssize_t gen = -1;
    if (g != NULL && g != None) {
        if (!is_int(g)) return err_format(&Exc_TypeError, "argument should be integer or None, not '%s'", TYPE_NAME(g));
        if (index_as_ssize(g, &Exc_OverflowError, &gen) < 0) return NULL;
        if (gen >= 3)
            return err_set(&Exc_ValueError,
                           "generation parameter must be less than the number of available generations (3)");
        if (gen < -1) return err_set(&Exc_ValueError, "generation parameter cannot be negative");
    }
    size_t n;
    Object **objs = gc_get_objects((int)gen, &n);
    if (objs == NULL) return err_no_memory();
    Object *l = list_new((ssize_t)n);
    if (l == NULL) {
        for (size_t i = 0; i < n; i++) DECREF(objs[i]);
        free(objs);
        return NULL;
    }
    for (size_t i = 0; i < n; i++) ((ListObject *)l)->items[i] = objs[i]; /* the walk's references */
    free(objs);
    return l;
}

static Object *gc_freeze_fn(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (no_args("gc.freeze", nargs, kwnames) == NULL) return NULL;
    gc_freeze();
    return NEWREF(None);
}

static Object *gc_unfreeze_fn(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (no_args("gc.unfreeze", nargs, kwnames) == NULL) return NULL;
    gc_unfreeze();
    return NEWREF(None);
}

static Object *gc_get_freeze_count_fn(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (no_args("gc.get_freeze_count", nargs, kwnames) == NULL) return NULL;
    return int_from_i64((int64_t)gc_get_freeze_count());
}

/* One generation's dict for gc.get_stats(). */
static Object *gen_stats(const GcGenStats *g)
{
    Object *d = dict_new();
    if (d == NULL) return NULL;
    const char *names[3] = {"collections", "collected", "uncollectable"};
    uint64_t vals[3] = {g ? g->collections : 0, g ? g->found : 0, 0};
    for (int i = 0; i < 3; i++) {
        Object *v = int_from_i64((int64_t)vals[i]);
        if (v == NULL || dict_set_cstr(d, names[i], v) < 0) {
            XDECREF(v);
            DECREF(d);
            return NULL;
        }
        DECREF(v);
    }
    return d;
}

/* gc.get_stats(): CPython's three generations; fpy's young collections
 * stand for generation 0, its full ones for generation 2 (generation 1,
 * which fpy does not have, stays at zero). */
static Object *gc_get_stats_fn(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (no_args("gc.get_stats", nargs, kwnames) == NULL) return NULL;
    GcStats s = gc_get_stats();
    Object *l = list_new(0);
    const GcGenStats *gens[3] = {&s.young, NULL, &s.full};
    for (int i = 0; l != NULL && i < 3; i++) {
        Object *d = gen_stats(gens[i]);
        if (d == NULL || list_append_steal(l, d) < 0) {
            DECREF(l);
            l = NULL;
        }
    }
    return l;
}

static Object *gc_get_threshold_fn(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (no_args("gc.get_threshold", nargs, kwnames) == NULL) return NULL;
    ssize_t t[3];
    gc_get_threshold(t);
    return int_triple(t[0], t[1], t[2]);
}

static Object *gc_set_threshold_fn(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("set_threshold", kwnames) < 0) return NULL;
    if (nargs < 1) return err_format(&Exc_TypeError, "set_threshold() takes at least 1 argument (%zd given)", nargs);
    if (nargs > 3) return err_format(&Exc_TypeError, "set_threshold() takes at most 3 arguments (%zd given)", nargs);
    ssize_t t[3];
    gc_get_threshold(t);
    for (ssize_t i = 0; i < nargs; i++) {
        if (is_float(args[i])) return err_set(&Exc_TypeError, "'float' object cannot be interpreted as an integer");
        if (index_as_ssize(args[i], &Exc_OverflowError, &t[i]) < 0) return NULL;
    }
    gc_set_threshold(t[0] < 0 ? 0 : t[0], t[1], t[2]);
    return NEWREF(None);
}

static const MethodDef gc_methods[] = {
    {"collect", gc_collect_fn, METH_DEFAULT},
    {"enable", gc_enable, METH_DEFAULT},
    {"disable", gc_disable, METH_DEFAULT},
    {"isenabled", gc_isenabled, METH_DEFAULT},
    {"get_count", gc_get_count_fn, METH_DEFAULT},
    {"get_threshold", gc_get_threshold_fn, METH_DEFAULT},
    {"get_stats", gc_get_stats_fn, METH_DEFAULT},
    {"get_objects", gc_get_objects_fn, METH_DEFAULT},
    {"freeze", gc_freeze_fn, METH_DEFAULT},
    {"unfreeze", gc_unfreeze_fn, METH_DEFAULT},
    {"get_freeze_count", gc_get_freeze_count_fn, METH_DEFAULT},
    {"set_threshold", gc_set_threshold_fn, METH_DEFAULT},
    {NULL, NULL, 0},
};

int gcmodule_init(void)
{
    return module_new_builtin("gc", gc_methods) == NULL ? -1 : 0;
}
