/* genericalias.c: `list[int]` and `int | None` (types.GenericAlias and
 * types.UnionType), and subscripting a class.
 *
 * The idea.  Type hints are ordinary expressions evaluated at run time, so
 * two small objects make them work.  Subscripting a class calls its
 * __class_getitem__ (type_subscript, used by obj_getitem for every type
 * object): a Python class may define one (a plain function there acts as a
 * class method, as CPython makes it one); the built-in containers (list,
 * dict, tuple, set, frozenset, collections.deque) have
 * genericalias_class_getitem (and `type[int]` is one too), which makes a GenericAlias: its origin (the
 * class) and its arguments (always a tuple), printed as CPython does
 * (`dict[str, list[int]]`).  Calling an alias calls its origin, and any
 * other attribute is read from the origin.  `X | Y` on types (type's nb_or
 * slot, union_or) makes a UnionType: its arguments flattened, duplicates
 * dropped and None stored as NoneType, printed `int | None`; isinstance and
 * issubclass accept one as they accept a tuple of its arguments.
 *
 * __parameters__ collects the arguments that are type variables (objects
 * with __typing_subst__, as typing.TypeVar has) and those of nested
 * aliases; subscripting an alias substitutes them one level deep
 * (`dict[str, T][int]` is `dict[str, int]`).
 *
 * A class statement's base that is not a class but has __mro_entries__
 * (an alias, typing's Generic[T]) is replaced by what that method returns,
 * and the bases as written are kept as __orig_bases__ (PEP 560;
 * class_resolve_bases, called by the class statement).
 *
 * Invariants: both objects are immutable after creation; args is always a
 * tuple; a UnionType has at least two arguments (`int | int` is int).
 *
 * Thread safety: nothing here is shared or mutable; the objects are
 * read-only once made, so any thread may use them without a lock.
 */
#include <string.h>

#include "runtime/core.h"
#include "vm/function.h"

typedef struct {
    Object ob;
    Object *origin;
    Object *args;   /* tuple */
    Object *params; /* tuple, or NULL until first asked for */
} AliasObject;

typedef struct {
    Object ob;
    Object *args; /* tuple of 2 or more */
} UnionObject;

/* ---- repr of one hint, as CPython's ga_repr_item ---------------------------------------- */

static int add_hint_repr(StrBuilder *sb, Object *o);

static int add_hint_list(StrBuilder *sb, Object *const *items, ssize_t n, const char *sep)
{
    for (ssize_t i = 0; i < n; i++) {
        if (i > 0 && sb_add_cstr(sb, sep) < 0) return -1;
        if (add_hint_repr(sb, items[i]) < 0) return -1;
    }
    return 0;
}

static int add_hint_repr(StrBuilder *sb, Object *o)
{
    if (o == Ellipsis) return sb_add_cstr(sb, "...");
    if (o == (Object *)&NoneType_Type) return sb_add_cstr(sb, "None");
    if (TYPE(o) == &List_Type) { /* Callable[[int], str] keeps its argument list */
        if (sb_add_cstr(sb, "[") < 0) return -1;
        Object *t = tuple_from_iterable(o);
        if (t == NULL) return -1;
        int r = add_hint_list(sb, tuple_items(t), tuple_len(t), ", ");
        DECREF(t);
        return r < 0 ? -1 : sb_add_cstr(sb, "]");
    }
    if (TYPE(o) == &GenericAlias_Type || TYPE(o) == &UnionType_Type || !is_type(o)) return sb_add_repr(sb, o);
    Type *t = (Type *)o;
    Object *mod = type_module_prefix(t);
    if (mod) {
        int r = strcmp(str_cstr(mod), "builtins") == 0 ? 0 : sb_add_str(sb, mod);
        if (r == 0 && strcmp(str_cstr(mod), "builtins") != 0) r = sb_add_cstr(sb, ".");
        DECREF(mod);
        if (r < 0) return -1;
        Object *q = type_qualname(t);
        if (q == NULL) return -1;
        r = sb_add_str(sb, q);
        DECREF(q);
        return r;
    }
    return sb_add_cstr(sb, t->name);
}

/* ---- GenericAlias ------------------------------------------------------------------------- */

static bool is_typevar(Object *o)
{
    if (is_type(o)) return false;
    Object *s = obj_lookup_attr(o, STR_ID("__typing_subst__"));
    if (s == NULL) {
        err_clear();
        return false;
    }
    DECREF(s);
    return true;
}

/* The type variables among args, in order, each once.  New ref. */
static Object *collect_params(Object *args)
{
    Object *l = list_new(0);
    if (l == NULL) return NULL;
    for (ssize_t i = 0; i < tuple_len(args); i++) {
        Object *a = tuple_get(args, i);
        Object *sub = NULL;
        if (is_typevar(a)) {
            sub = tuple_pack(1, a);
        } else if (TYPE(a) == &GenericAlias_Type) {
            sub = obj_getattr_cstr(a, "__parameters__");
        } else if (!is_type(a)) {
            sub = obj_lookup_attr(a, STR_ID("__parameters__"));
            if (sub == NULL) err_clear();
        }
        if (sub == NULL && err_occurred()) goto fail;
        if (sub == NULL) continue;
        if (!is_tuple(sub)) {
            DECREF(sub);
            continue;
        }
        for (ssize_t j = 0; j < tuple_len(sub); j++) {
            int has = obj_contains(l, tuple_get(sub, j));
            if (has < 0 || (!has && list_append(l, tuple_get(sub, j)) < 0)) {
                DECREF(sub);
                goto fail;
            }
        }
        DECREF(sub);
    }
    Object *t = list_as_tuple(l);
    DECREF(l);
    return t;
fail:
    DECREF(l);
    return NULL;
}

Object *genericalias_new(Object *origin, Object *args)
{
    Object *t = is_tuple(args) ? NEWREF(args) : tuple_pack(1, args);
    if (t == NULL) return NULL;
    AliasObject *a = (AliasObject *)obj_alloc(&GenericAlias_Type, sizeof(AliasObject));
    if (a == NULL) {
        DECREF(t);
        return NULL;
    }
    a->origin = NEWREF(origin);
    a->args = t;
    a->params = collect_params(t);
    if (a->params == NULL) {
        DECREF((Object *)a);
        return NULL;
    }
    return (Object *)a;
}

Object *genericalias_class_getitem(Object *cls, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("__class_getitem__", kwnames) < 0 || args_count("__class_getitem__", nargs, 1, 1) < 0)
        return NULL;
    return genericalias_new(cls, args[0]);
}

Object *type_subscript(Object *cls, Object *key)
{
    Object *f = obj_type_lookup((Type *)cls, STR_ID("__class_getitem__"));
    if (f == NULL && cls == (Object *)&Type_Type) return genericalias_new(cls, key); /* type[int] */
    if (f == NULL)
        return err_format(&Exc_TypeError, "type '%s' is not subscriptable", ((Type *)cls)->name);
    if (TYPE(f) == &Function_Type) return obj_call2(f, cls, key);
    Object *bound = descr_bind_class(f, (Type *)cls);
    if (bound == NULL) return NULL;
    Object *r = obj_call1(bound, key);
    DECREF(bound);
    return r;
}

static void alias_dealloc(Object *o)
{
    AliasObject *a = (AliasObject *)o;
    XDECREF(a->origin);
    XDECREF(a->args);
    XDECREF(a->params);
    obj_free(o);
}

static int alias_traverse(Object *o, VisitFunc visit, void *arg)
{
    AliasObject *a = (AliasObject *)o;
    if (a->origin && visit(a->origin, arg)) return 1;
    if (a->args && visit(a->args, arg)) return 1;
    if (a->params && visit(a->params, arg)) return 1;
    return 0;
}

static Object *alias_repr(Object *o)
{
    AliasObject *a = (AliasObject *)o;
    StrBuilder sb;
    sb_init(&sb);
    if (add_hint_repr(&sb, a->origin) < 0 || sb_add_cstr(&sb, "[") < 0) goto fail;
    if (tuple_len(a->args) == 0) {
        if (sb_add_cstr(&sb, "()") < 0) goto fail;
    } else if (add_hint_list(&sb, tuple_items(a->args), tuple_len(a->args), ", ") < 0) {
        goto fail;
    }
    if (sb_add_cstr(&sb, "]") < 0) goto fail;
    return sb_finish(&sb);
fail:
    sb_discard(&sb);
    return NULL;
}

static Object *alias_richcompare(Object *x, Object *y, int op)
{
    if (TYPE(y) != &GenericAlias_Type || (op != CMP_EQ && op != CMP_NE)) return NEWREF(NotImplemented);
    AliasObject *a = (AliasObject *)x, *b = (AliasObject *)y;
    int eq = obj_richcompare_bool(a->origin, b->origin, CMP_EQ);
    if (eq == 1) eq = obj_richcompare_bool(a->args, b->args, CMP_EQ);
    if (eq < 0) return NULL;
    return NEWREF(bool_from((eq == 1) == (op == CMP_EQ)));
}

static ssize_t alias_hash(Object *o)
{
    AliasObject *a = (AliasObject *)o;
    ssize_t h1 = obj_hash(a->origin);
    if (h1 == -1) return -1;
    ssize_t h2 = obj_hash(a->args);
    if (h2 == -1) return -1;
    ssize_t h = h1 ^ h2;
    return h == -1 ? -2 : h;
}

/* alias(...) calls the origin, then records the alias on the result as
 * __orig_class__ when the result allows it. */
static Object *alias_call(Object *o, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Object *r = obj_call(((AliasObject *)o)->origin, args, nargs, kwnames);
    if (r == NULL) return NULL;
    if (obj_setattr(r, STR_ID("__orig_class__"), o) < 0) err_clear();
    return r;
}

/* Names an alias answers itself; every other attribute is the origin's. */
static const char *const own_attrs[] = {
    "__origin__", "__args__", "__parameters__", "__class__", "__mro_entries__",
    "__reduce__", "__reduce_ex__", "__copy__", "__deepcopy__", NULL,
};

static Object *alias_getattr(Object *o, Object *name)
{
    if (is_str(name)) {
        const char *s = str_cstr(name);
        for (int i = 0; own_attrs[i]; i++)
            if (strcmp(s, own_attrs[i]) == 0) return obj_generic_getattr(o, name);
    }
    return obj_getattr(((AliasObject *)o)->origin, name);
}

/* alias[args]: its type variables replaced by args, one level deep. */
static Object *alias_getitem(Object *o, Object *key)
{
    AliasObject *a = (AliasObject *)o;
    ssize_t np = tuple_len(a->params);
    if (np == 0) {
        Object *r = alias_repr(o);
        if (r == NULL) return NULL;
        err_format(&Exc_TypeError, "%U is not a generic class", r);
        DECREF(r);
        return NULL;
    }
    Object *vals = is_tuple(key) ? NEWREF(key) : tuple_pack(1, key);
    if (vals == NULL) return NULL;
    if (tuple_len(vals) != np) {
        Object *r = alias_repr(o);
        if (r) err_format(&Exc_TypeError, "Too %s arguments for %U; actual %zd, expected %zd",
                          tuple_len(vals) > np ? "many" : "few", r, tuple_len(vals), np);
        XDECREF(r);
        DECREF(vals);
        return NULL;
    }
    ssize_t n = tuple_len(a->args);
    Object *nargs = tuple_new(n);
    if (nargs == NULL) goto fail;
    for (ssize_t i = 0; i < n; i++) {
        Object *arg = tuple_get(a->args, i), *v = NULL;
        for (ssize_t j = 0; j < np && v == NULL; j++)
            if (tuple_get(a->params, j) == arg) v = NEWREF(tuple_get(vals, j));
        if (v == NULL && TYPE(arg) == &GenericAlias_Type && tuple_len(((AliasObject *)arg)->params) > 0) {
            AliasObject *inner = (AliasObject *)arg;
            ssize_t m = tuple_len(inner->params);
            Object *sub = tuple_new(m);
            if (sub == NULL) goto fail;
            for (ssize_t k = 0; k < m; k++) {
                Object *p = tuple_get(inner->params, k), *pv = p;
                for (ssize_t j = 0; j < np; j++)
                    if (tuple_get(a->params, j) == p) pv = tuple_get(vals, j);
                tuple_items(sub)[k] = NEWREF(pv);
            }
            v = alias_getitem(arg, sub);
            DECREF(sub);
            if (v == NULL) goto fail;
        }
        tuple_items(nargs)[i] = v ? v : NEWREF(arg);
    }
    DECREF(vals);
    Object *r = genericalias_new(a->origin, nargs);
    DECREF(nargs);
    return r;
fail:
    DECREF(vals);
    XDECREF(nargs);
    return NULL;
}

static Object *alias_get_origin(Object *o, void *c) { (void)c; return NEWREF(((AliasObject *)o)->origin); }
static Object *alias_get_args(Object *o, void *c) { (void)c; return NEWREF(((AliasObject *)o)->args); }
static Object *alias_get_params(Object *o, void *c) { (void)c; return NEWREF(((AliasObject *)o)->params); }

static const GetSetDef alias_getset[] = {
    {"__origin__", alias_get_origin, NULL, NULL},
    {"__args__", alias_get_args, NULL, NULL},
    {"__parameters__", alias_get_params, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

/* types.GenericAlias(origin, args) */
static Object *alias_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)type;
    if (args_no_kw("GenericAlias", kwnames) < 0 || args_count("GenericAlias", nargs, 2, 2) < 0) return NULL;
    return genericalias_new(args[0], args[1]);
}

/* alias.__mro_entries__(bases): a class statement's base list[int] is list. */
static Object *alias_mro_entries(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("__mro_entries__", kwnames) < 0 || args_count("__mro_entries__", nargs, 1, 1) < 0) return NULL;
    return tuple_pack(1, ((AliasObject *)self)->origin);
}

static const MethodDef alias_methods[] = {
    {"__mro_entries__", alias_mro_entries, METH_DEFAULT},
    {NULL, NULL, 0},
};

Object *class_resolve_bases(Object *bases)
{
    ssize_t n = tuple_len(bases);
    Object *out = NULL; /* list, made at the first base that changes */
    for (ssize_t i = 0; i < n; i++) {
        Object *b = tuple_get(bases, i);
        Object *f = is_type(b) ? NULL : obj_lookup_attr(b, STR_ID("__mro_entries__"));
        if (f == NULL && err_occurred()) goto fail;
        if (f == NULL) {
            if (out && list_append(out, b) < 0) goto fail;
            continue;
        }
        if (out == NULL) {
            out = list_new(0);
            for (ssize_t j = 0; out && j < i; j++)
                if (list_append(out, tuple_get(bases, j)) < 0) {
                    DECREF(f);
                    goto fail;
                }
            if (out == NULL) {
                DECREF(f);
                return NULL;
            }
        }
        Object *r = obj_call1(f, bases);
        DECREF(f);
        if (r == NULL) goto fail;
        if (!is_tuple(r)) {
            DECREF(r);
            err_set(&Exc_TypeError, "__mro_entries__ must return a tuple");
            goto fail;
        }
        for (ssize_t j = 0; j < tuple_len(r); j++)
            if (list_append(out, tuple_get(r, j)) < 0) {
                DECREF(r);
                goto fail;
            }
        DECREF(r);
    }
    if (out == NULL) return NEWREF(bases);
    Object *t = list_as_tuple(out);
    DECREF(out);
    return t;
fail:
    XDECREF(out);
    return NULL;
}

/* ---- UnionType ---------------------------------------------------------------------------- */

static bool unionable(Object *o)
{
    return o == None || is_type(o) || TYPE(o) == &GenericAlias_Type || TYPE(o) == &UnionType_Type;
}

/* Append o's members (o itself, or a union's arguments) to l, skipping
 * those already there.  None is stored as NoneType. */
static int union_add(Object *l, Object *o)
{
    Object *const *items = &o;
    ssize_t n = 1;
    if (TYPE(o) == &UnionType_Type) {
        items = tuple_items(((UnionObject *)o)->args);
        n = tuple_len(((UnionObject *)o)->args);
    }
    for (ssize_t i = 0; i < n; i++) {
        Object *x = items[i] == None ? (Object *)&NoneType_Type : items[i];
        int has = obj_contains(l, x);
        if (has < 0) return -1;
        if (!has && list_append(l, x) < 0) return -1;
    }
    return 0;
}

Object *union_or(Object *a, Object *b)
{
    if (!unionable(a) || !unionable(b)) return NEWREF(NotImplemented);
    Object *l = list_new(0);
    if (l == NULL) return NULL;
    if (union_add(l, a) < 0 || union_add(l, b) < 0) {
        DECREF(l);
        return NULL;
    }
    Object *args = list_as_tuple(l);
    DECREF(l);
    if (args == NULL) return NULL;
    if (tuple_len(args) == 1) {
        Object *r = NEWREF(tuple_get(args, 0));
        DECREF(args);
        return r;
    }
    UnionObject *u = (UnionObject *)obj_alloc(&UnionType_Type, sizeof(UnionObject));
    if (u == NULL) {
        DECREF(args);
        return NULL;
    }
    u->args = args;
    return (Object *)u;
}

Object *union_args(Object *u) { return ((UnionObject *)u)->args; }

static void union_dealloc(Object *o)
{
    XDECREF(((UnionObject *)o)->args);
    obj_free(o);
}

static int union_traverse(Object *o, VisitFunc visit, void *arg)
{
    Object *a = ((UnionObject *)o)->args;
    return a && visit(a, arg) ? 1 : 0;
}

static Object *union_repr(Object *o)
{
    Object *args = ((UnionObject *)o)->args;
    StrBuilder sb;
    sb_init(&sb);
    if (add_hint_list(&sb, tuple_items(args), tuple_len(args), " | ") < 0) {
        sb_discard(&sb);
        return NULL;
    }
    return sb_finish(&sb);
}

/* Equal when they have the same arguments, in any order. */
static Object *union_richcompare(Object *x, Object *y, int op)
{
    if (TYPE(y) != &UnionType_Type || (op != CMP_EQ && op != CMP_NE)) return NEWREF(NotImplemented);
    Object *a = ((UnionObject *)x)->args, *b = ((UnionObject *)y)->args;
    bool eq = tuple_len(a) == tuple_len(b);
    for (ssize_t i = 0; eq && i < tuple_len(a); i++) {
        int has = obj_contains(b, tuple_get(a, i));
        if (has < 0) return NULL;
        eq = has == 1;
    }
    return NEWREF(bool_from(eq == (op == CMP_EQ)));
}

/* Order-independent, like the equality. */
static ssize_t union_hash(Object *o)
{
    Object *a = ((UnionObject *)o)->args;
    size_t h = 0x345678;
    for (ssize_t i = 0; i < tuple_len(a); i++) {
        ssize_t x = obj_hash(tuple_get(a, i));
        if (x == -1) return -1;
        h ^= (size_t)x * 0x9E3779B97F4A7C15u;
    }
    return (ssize_t)h == -1 ? -2 : (ssize_t)h;
}

static Object *union_get_args(Object *o, void *c) { (void)c; return NEWREF(((UnionObject *)o)->args); }

static Object *union_get_params(Object *o, void *c)
{
    (void)c;
    return collect_params(((UnionObject *)o)->args);
}

static const GetSetDef union_getset[] = {
    {"__args__", union_get_args, NULL, NULL},
    {"__parameters__", union_get_params, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type GenericAlias_Type = {
    TYPE_HEAD_INIT,
    .name = "types.GenericAlias",
    .basicsize = sizeof(AliasObject),
    .flags = TPF_GC,
    .dealloc = alias_dealloc,
    .traverse = alias_traverse,
    .repr = alias_repr,
    .hash = alias_hash,
    .richcompare = alias_richcompare,
    .getattr = alias_getattr,
    .call = alias_call,
    .new = alias_type_new,
    .getitem = alias_getitem,
    .nb_or = union_or,
    .methods = alias_methods,
    .getset = alias_getset,
};

Type UnionType_Type = {
    TYPE_HEAD_INIT,
    .name = "types.UnionType",
    .basicsize = sizeof(UnionObject),
    .flags = TPF_GC,
    .dealloc = union_dealloc,
    .traverse = union_traverse,
    .repr = union_repr,
    .hash = union_hash,
    .richcompare = union_richcompare,
    .nb_or = union_or,
    .getset = union_getset,
};
