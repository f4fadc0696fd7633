/* itertools.h: what the itertools files share (itertoolsmodule.c: the
 * module and the plain iterators; itertools_comb.c: the combinatoric
 * ones).  Internal to them: not part of the api.h contract. */
#ifndef FPY_ITERTOOLS_H
#define FPY_ITERTOOLS_H

#include <string.h>

#include "modules/modules.h"
#include "runtime/lock.h"

#define VISIT(x)                                            \
    do {                                                    \
        if ((x) != NULL && visit((Object *)(x), arg)) return 1; \
    } while (0)

/* The name CPython's reprs use: the type's name without "itertools.". */
static inline const char *type_short_name(Type *t)
{
    const char *dot = strrchr(t->name, '.');
    return dot ? dot + 1 : t->name;
}

static inline const char *short_name(Object *o) { return type_short_name(TYPE(o)); }

/* "cycle expected 1 argument, got 0" (CPython's _PyArg_CheckPositional). */
static inline int exact_args(const char *name, ssize_t nargs, ssize_t n)
{
    if (nargs == n) return 0;
    err_format(&Exc_TypeError, "%s expected %zd argument%s, got %zd", name, n, n == 1 ? "" : "s", nargs);
    return -1;
}

static inline Object *it_alloc(Object *type)
{
    return obj_alloc((Type *)type, ((Type *)type)->basicsize);
}


/* The combinatoric iterators run no Python code in next(): they simply
 * hold their own lock (runtime/lock.h) for the step. */
#define LOCKED_NEXT(name)                                                                         \
    static Object *name(Object *o)                                                                \
    {                                                                                             \
        obj_lock(o);                                                                              \
        Object *r = name##_impl(o);                                                               \
        obj_unlock(o);                                                                            \
        return r;                                                                                 \
    }

/* itertools_comb.c */
extern Type Product_Type, Permutations_Type, Combinations_Type, CombinationsWR_Type;

#endif
