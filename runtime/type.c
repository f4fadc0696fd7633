/* type.c: type objects, `type` itself, and how a type gets ready.
 *
 * The idea.  A built-in type is a static C struct of slots (object.h) plus
 * two tables, `methods` and `getset`.  type_ready turns that into what
 * Python code sees: a dict of attributes (each MethodDef wrapped in an
 * immortal method descriptor, each GetSetDef in a getset descriptor), the
 * `__bases__` and `__mro__` tuples, and every slot the type left NULL
 * filled from its base, as CPython's inherit_slots does.  Attribute lookup
 * (obj_type_lookup) then walks the MRO's dicts, and nothing else needs to
 * know about the C tables.
 *
 * Invariants:
 *   - a built-in type, its dict, bases and mro are immortal once ready:
 *     reading them from any thread writes no reference count;
 *   - type_ready is idempotent and readies the base first;
 *   - `hash` and `richcompare` are inherited together or not at all (a type
 *     that defines equality but no hash, like list, stays unhashable);
 *   - `new` is not inherited from object by static types, so that
 *     `type(iter([]))()` says "cannot create 'list_iterator' instances".
 *   - a built-in type with its own `new` slot gets a `__new__` static
 *     method (new_wrapper: CPython's tp_new_wrapper and its "is not safe"
 *     check), and one without a hash slot gets `__hash__ = None`, as in
 *     CPython (list.__hash__ is None).
 * `type` itself: its `new` slot (type_new) makes a class for `type` or any
 * metaclass (runtime/class.c); type_getattr gives a metaclass's data
 * descriptors (properties) precedence over the class's own attributes, as
 * CPython's type_getattro does.
 * Simplified from CPython: no per-type attribute cache, and built-in
 * types are immutable (no setattr).
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/core.h"
#include "runtime/instance.h"
#include "vm/thread.h"

/* ---- ready ------------------------------------------------------------ */

#define INHERITED_FLAGS                                                                        \
    (TPF_GC | TPF_INT_SUBCLASS | TPF_STR_SUBCLASS | TPF_TUPLE_SUBCLASS | TPF_LIST_SUBCLASS |   \
     TPF_DICT_SUBCLASS | TPF_EXC_SUBCLASS | TPF_TYPE_SUBCLASS)

static void inherit_slots(Type *t, const Type *b)
{
#define COPY(slot) if (t->slot == NULL) t->slot = b->slot
    if (t->basicsize == 0) t->basicsize = b->basicsize;
    if (t->itemsize == 0) t->itemsize = b->itemsize;
    if (t->dictoffset == 0) t->dictoffset = b->dictoffset;
    COPY(dealloc); COPY(traverse); COPY(clear);
    COPY(repr); COPY(str); COPY(getattr); COPY(setattr); COPY(call);
    if (t->hash == NULL && t->richcompare == NULL) {
        t->hash = b->hash;
        t->richcompare = b->richcompare;
    }
    if (t->new == NULL && (b != &Object_Type || (t->flags & TPF_HEAPTYPE))) t->new = b->new;
    COPY(iter); COPY(iternext);
    COPY(nb_add); COPY(nb_sub); COPY(nb_mul); COPY(nb_truediv); COPY(nb_floordiv);
    COPY(nb_mod); COPY(nb_divmod); COPY(nb_pow); COPY(nb_lshift); COPY(nb_rshift);
    COPY(nb_and); COPY(nb_or); COPY(nb_xor); COPY(nb_matmul);
    COPY(nb_inplace_add); COPY(nb_inplace_mul); COPY(nb_inplace_or); COPY(nb_inplace_and);
    COPY(nb_inplace_xor); COPY(nb_inplace_sub);
    COPY(nb_neg); COPY(nb_pos); COPY(nb_invert); COPY(nb_abs); COPY(nb_bool);
    COPY(nb_int); COPY(nb_float); COPY(nb_index);
    COPY(len); COPY(getitem); COPY(setitem); COPY(contains); COPY(sq_concat); COPY(sq_repeat);
#undef COPY
}

/* (t,) + base.__mro__: the MRO of a single-inheritance chain.  New ref. */
static Object *linear_mro(Type *t)
{
    Object *bm = t->base ? t->base->mro : NULL;
    ssize_t n = bm ? tuple_len(bm) : 0;
    Object *mro = tuple_new(n + 1);
    if (mro == NULL) return NULL;
    tuple_items(mro)[0] = NEWREF((Object *)t);
    for (ssize_t i = 0; i < n; i++) tuple_items(mro)[i + 1] = NEWREF(tuple_get(bm, i));
    return mro;
}

static int add_descriptors(Type *t)
{
    for (const MethodDef *d = t->methods; d && d->name; d++) {
        MethodDescrObject *m = (MethodDescrObject *)obj_alloc(&MethodDescr_Type, sizeof(MethodDescrObject));
        if (m == NULL) return -1;
        m->def = d;
        m->owner = t;
        obj_make_immortal((Object *)m);
        if (dict_set(t->dict, str_intern_cstr(d->name), (Object *)m) < 0) return -1;
    }
    for (const GetSetDef *g = t->getset; g && g->name; g++) {
        GetSetDescrObject *m = (GetSetDescrObject *)obj_alloc(&GetSetDescr_Type, sizeof(GetSetDescrObject));
        if (m == NULL) return -1;
        m->def = g;
        m->owner = t;
        obj_make_immortal((Object *)m);
        if (dict_set(t->dict, str_intern_cstr(g->name), (Object *)m) < 0) return -1;
    }
    return 0;
}

/* For the __new__ safety check: *named = the first of t and its bases
 * (along `base`) that does not define __new__ in Python (CPython's
 * "staticbase", named in the error); returns the built-in type whose
 * `new` slot makes t's instances. */
Type *type_new_base(Type *t, Type **named)
{
    Object *name = STR_ID("__new__");
    while ((t->flags & TPF_HEAPTYPE) && t->dict && dict_get_str(t->dict, name)) t = t->base;
    *named = t;
    while (t->flags & TPF_HEAPTYPE) t = t->base;
    return t;
}

/* X.__new__(S, ...) for a built-in type X with its own `new` slot
 * (CPython's tp_new_wrapper): S must be X or a subclass, and the most
 * derived built-in type of S must make its instances with X's slot, so
 * that list.__new__(B) works for class B(list) but dict.__new__(B) and
 * object.__new__(B) refuse.  self is X. */
static Object *new_wrapper(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *owner = (Type *)self;
    if (nargs < 1) return err_format(&Exc_TypeError, "%s.__new__(): not enough arguments", owner->name);
    if (!is_type(args[0]))
        return err_format(&Exc_TypeError, "%s.__new__(X): X is not a type object (%s)", owner->name, TYPE_NAME(args[0]));
    Type *sub = (Type *)args[0], *sb = sub;
    if (!type_is_subtype(sub, owner))
        return err_format(&Exc_TypeError, "%s.__new__(%s): %s is not a subtype of %s", owner->name, sub->name,
                          sub->name, owner->name);
    if (type_new_base(sub, &sb)->new != owner->new)
        return err_format(&Exc_TypeError, "%s.__new__(%s) is not safe, use %s.__new__()", owner->name, sub->name,
                          sb->name);
    return owner->new((Object *)sub, args + 1, nargs - 1, kwnames);
}

static const MethodDef new_wrapper_def = {"__new__", new_wrapper, METH_DEFAULT};

/* __new__ in the dict of a built-in type that has its own `new` slot: a
 * static method around new_wrapper bound to the type, immortal like the
 * rest of a built-in type's dict. */
static int add_new_wrapper(Type *t)
{
    Object *name = STR_ID("__new__");
    if (dict_get_str(t->dict, name)) return 0; /* the methods table said it first */
    Object *fn = cfunction_new(&new_wrapper_def, (Object *)t);
    if (fn == NULL) return -1;
    StaticMethodObject *sm = (StaticMethodObject *)obj_alloc(&StaticMethod_Type, sizeof(StaticMethodObject));
    if (sm == NULL) return -1;
    sm->func = fn;
    obj_make_immortal(fn);
    obj_make_immortal((Object *)sm);
    return dict_set(t->dict, name, (Object *)sm);
}

int type_ready(Type *t)
{
    if (t->flags & TPF_READY) return 0;
    if (t->ob.ob.ob_type == NULL) t->ob.ob.ob_type = &Type_Type;
    if (t != &Object_Type && t->base == NULL) t->base = &Object_Type;
    /* Slot wrappers only for what a built-in type defines itself. */
    uint64_t own = (t->flags & TPF_HEAPTYPE) ? 0 : descr_own_slots(t);
    CallFunc new_slot = t->new;
    bool own_new = !(t->flags & TPF_HEAPTYPE) && new_slot != NULL;
    if (t->base) {
        if (type_ready(t->base) < 0) return -1;
        own_new = own_new && new_slot != t->base->new;
        t->flags |= t->base->flags & INHERITED_FLAGS;
        inherit_slots(t, t->base);
    }
    if (t->bases == NULL) {
        t->bases = t->base ? tuple_pack(1, (Object *)t->base) : NEWREF(empty_tuple);
        if (t->bases == NULL) return -1;
    }
    if (t->mro == NULL && (t->mro = linear_mro(t)) == NULL) return -1;
    if (t->dict == NULL && (t->dict = dict_new()) == NULL) return -1;
    if (add_descriptors(t) < 0 || descr_add_slot_wrappers(t, own) < 0) return -1;
    if (own_new && add_new_wrapper(t) < 0) return -1;
    /* an unhashable built-in type (list, dict, set...) says so as CPython's:
     * list.__hash__ is None */
    if (!(t->flags & TPF_HEAPTYPE) && t->hash == NULL && dict_get_str(t->dict, STR_ID("__hash__")) == NULL &&
        dict_set(t->dict, STR_ID("__hash__"), None) < 0)
        return -1;
    if (!(t->flags & TPF_HEAPTYPE)) {
        obj_make_immortal(t->bases);
        obj_make_immortal(t->mro);
        obj_make_immortal(t->dict);
    }
    t->flags |= TPF_READY;
    return 0;
}

/* A built-in type named "itertools.count" (CPython's tp_name convention)
 * is called "count" and lives in module "itertools". */
Object *type_name_obj(Type *t)
{
    const char *dot = (t->flags & TPF_HEAPTYPE) ? NULL : strrchr(t->name, '.');
    return str_intern_cstr(dot ? dot + 1 : t->name);
}

/* ---- lookup ----------------------------------------------------------- */

/* Borrowed: d[name] or NULL, without raising.  A str name (always, from
 * code) takes dict_get_str, which cannot fail. */
static Object *dict_lookup_borrowed(Object *d, Object *name)
{
    if (TYPE(name) == &Str_Type) return dict_get_str(d, name);
    Object *v = dict_get(d, name);
    if (v == NULL) {
        err_clear();
        return NULL;
    }
    /* The type's dict keeps it alive: hand back a borrowed reference. */
    DECREF(v);
    return v;
}

/* The MRO walk itself (no cache).  Borrowed or NULL. */
static Object *lookup_uncached(Type *t, Object *name)
{
    Object *mro = t->mro;
    if (mro == NULL) {
        for (; t; t = t->base)
            if (t->dict) {
                Object *v = dict_lookup_borrowed(t->dict, name);
                if (v) return v;
            }
        return NULL;
    }
    ssize_t n = tuple_len(mro);
    for (ssize_t i = 0; i < n; i++) {
        Type *b = (Type *)tuple_get(mro, i);
        if (b->dict) {
            Object *v = dict_lookup_borrowed(b->dict, name);
            if (v) return v;
        }
    }
    return NULL;
}

/* The method cache.  Every attribute access and method call looks a name
 * up in the dicts of a type's MRO, and each dict lookup takes the dict's
 * lock: a write to a cache line shared by every thread that reads the same
 * class (docs/threads.md, "What keeps threads apart").  So each thread keeps its own small
 * direct-mapped cache of (type, interned name) -> result (NULL results
 * included).  A built-in type's dicts never change, so its entries never
 * expire; a class's entry remembers the dict_version of each dict of its
 * MRO and is used only while they all still match (versions are read
 * before the walk, so a change during it invalidates the entry).  Types
 * and interned names are immortal, so a pointer in an entry can never
 * come to mean another type or name.  Thread-local: no lock, no sharing. */
#define MCACHE_SIZE 512
#define MCACHE_MAXMRO 6

typedef struct {
    Type *type;
    Object *name;
    Object *value;
    bool py_only; /* class_lookup_py's question rather than obj_type_lookup's */
    int nver;     /* dict versions to check (0 for built-in types) */
    uint64_t ver[MCACHE_MAXMRO];
} MCacheEntry;

static _Thread_local MCacheEntry mcache[MCACHE_SIZE];

static inline uint64_t mro_dict_version(Object *mro, int i)
{
    Object *d = ((Type *)tuple_get(mro, i))->dict;
    return d ? dict_version(d) : 0;
}

/* Borrowed: like lookup_uncached, but the value only if it comes from a
 * class's dict (heap type): NULL when a built-in type of the MRO has the
 * name first.  (class.c's question: "does Python code define it?") */
static Object *lookup_py_uncached(Type *t, Object *name)
{
    Object *mro = t->mro;
    ssize_t n = tuple_len(mro);
    for (ssize_t i = 0; i < n; i++) {
        Type *b = (Type *)tuple_get(mro, i);
        if (b->dict == NULL) continue;
        Object *v = dict_lookup_borrowed(b->dict, name);
        if (v) return (b->flags & TPF_HEAPTYPE) ? v : NULL;
    }
    return NULL;
}

static Object *cached_lookup(Type *t, Object *name, bool py_only)
{
    Object *mro = t->mro;
    if (mro == NULL || is_small(name) || !(name->ob_flags & OBF_INTERNED))
        return py_only ? (mro ? lookup_py_uncached(t, name) : NULL) : lookup_uncached(t, name);
    size_t h = (((uintptr_t)t >> 4) ^ ((uintptr_t)name >> 4) ^ ((uintptr_t)name >> 13) ^ py_only) & (MCACHE_SIZE - 1);
    MCacheEntry *e = &mcache[h];
    bool heap = (t->flags & TPF_HEAPTYPE) != 0;
    if (e->type == t && e->name == name && e->py_only == py_only) {
        int i = 0;
        while (i < e->nver && mro_dict_version(mro, i) == e->ver[i]) i++;
        if (i == e->nver) return e->value;
    }
    ssize_t n = tuple_len(mro);
    if (heap && n > MCACHE_MAXMRO) return py_only ? lookup_py_uncached(t, name) : lookup_uncached(t, name);
    int nver = heap ? (int)n : 0;
    for (int i = 0; i < nver; i++) e->ver[i] = mro_dict_version(mro, i);
    Object *v = py_only ? lookup_py_uncached(t, name) : lookup_uncached(t, name);
    e->type = t;
    e->name = name;
    e->value = v;
    e->py_only = py_only;
    e->nver = nver;
    return v;
}

Object *obj_type_lookup(Type *t, Object *name) { return cached_lookup(t, name, false); }

uint64_t type_version(Type *t)
{
    /* a built-in type's dict never changes after type_ready */
    if (!(t->flags & TPF_HEAPTYPE)) return 1;
    /* a class whose bases are all built-in: every lookup in its MRO changes
     * only with its own dict, whose versions are never reused */
    Object *mro = t->mro;
    if (mro == NULL || !is_tuple(mro) || tuple_len(mro) < 1 || tuple_get(mro, 0) != (Object *)t || t->dict == NULL)
        return 0;
    for (ssize_t i = 1; i < tuple_len(mro); i++)
        if (((Type *)tuple_get(mro, i))->flags & TPF_HEAPTYPE) return 0;
    return dict_version(t->dict);
}

Object *class_lookup_py(Type *t, Object *name) { return cached_lookup(t, name, true); }

/* ---- type's own slots --------------------------------------------------- */

/* The module a type claims: a class's __module__; for a built-in type the
 * part of its name before the last dot ("itertools.count"), or a
 * __module__ its module put in its dict (random.Random, whose name stays
 * "Random" as CPython's Python class); else NULL ("builtins").  Borrowed. */
static Object *type_module(Type *t)
{
    if (t->dict) {
        Object *m = dict_get_str(t->dict, STR_ID("__module__"));
        if (m && is_str(m)) return m;
        if (t->flags & TPF_HEAPTYPE) return NULL;
    }
    const char *dot = strrchr(t->name, '.');
    if (dot == NULL) return NULL;
    char buf[128];
    size_t n = (size_t)(dot - t->name);
    if (n >= sizeof buf) return NULL;
    memcpy(buf, t->name, n);
    buf[n] = '\0';
    return str_intern_cstr(buf);
}

Object *type_qualname(Type *t)
{
    if ((t->flags & TPF_HEAPTYPE) && t->dict) {
        Object *q = dict_get_str(t->dict, STR_ID("__qualname__"));
        if (q && is_str(q)) return q;
    }
    return type_name_obj(t);
}

Object *type_module_prefix(Type *t)
{
    Object *mod = type_module(t);
    return (mod && strcmp(str_cstr(mod), "builtins") != 0) ? mod : NULL;
}

static Object *type_repr(Object *o)
{
    Type *t = (Type *)o;
    Object *mod = type_module_prefix(t);
    if (mod) return str_from_format("<class '%U.%U'>", mod, type_qualname(t));
    return str_from_format("<class '%s'>", t->name);
}

/* type's `new` slot, type.__new__(meta, name, bases, ns, **kw): the class
 * is made by the most derived metaclass of meta and the bases' metaclasses
 * (class_calculate_meta); the keywords go to __init_subclass__. */
static Object *type_new(Object *metatype, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *meta = (Type *)metatype;
    ssize_t nkw = kwnames ? tuple_len(kwnames) : 0;
    if (meta == &Type_Type && nargs == 1 && nkw == 0) return NEWREF((Object *)TYPE(args[0]));
    if (nargs != 3) {
        if (meta == &Type_Type) return err_set(&Exc_TypeError, "type() takes 1 or 3 arguments");
        return err_format(&Exc_TypeError, "type.__new__() takes exactly 3 arguments (%zd given)", nargs);
    }
    if (!is_tuple(args[1]))
        return err_format(&Exc_TypeError, "type.__new__() argument 2 must be tuple, not %s", args_type_name(args[1]));
    Type *winner = class_calculate_meta(meta, args[1]);
    if (winner == NULL) return NULL;
    if (winner != meta) {
        /* the winner's own __new__, as CPython calls the winner's tp_new */
        Object *nw = class_lookup_py(winner, STR_ID("__new__"));
        if (nw && TYPE(nw) == &StaticMethod_Type) {
            Object *fn = ((StaticMethodObject *)nw)->func;
            ssize_t total = nargs + nkw;
            Object *buf[total + 1];
            buf[0] = (Object *)winner;
            memcpy(buf + 1, args, sizeof(Object *) * (size_t)total);
            return obj_call(fn, buf, nargs + 1, kwnames);
        }
    }
    return class_new(winner, args[0], args[1], args[2], args + nargs, kwnames);
}

/* type(x), type(name, bases, dict), or calling a class: new(), then
 * __init__ for classes that define one. */
static Object *type_call(Object *callable, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *t = (Type *)callable;
    if (t == &Type_Type) {
        /* type(name, bases, ns) whose bases have a metaclass: that
         * metaclass makes the class, its __new__ and __init__ included */
        if (nargs == 3 && is_tuple(args[1])) {
            Type *winner = class_calculate_meta(t, args[1]);
            if (winner == NULL) return NULL;
            if (winner != t) return class_instantiate(winner, args, nargs, kwnames);
        }
        return type_new(callable, args, nargs, kwnames);
    }
    if (t->flags & TPF_HEAPTYPE) return class_instantiate(t, args, nargs, kwnames);
    if (t->new == NULL) return err_format(&Exc_TypeError, "cannot create '%s' instances", t->name);
    return t->new(callable, args, nargs, kwnames);
}

/* type.__getattribute__: data descriptors of the metatype, then the
 * class's own MRO (method descriptors come back unbound), then the
 * metatype's other attributes bound to the class. */
static Object *type_getattr(Object *o, Object *name)
{
    Type *t = (Type *)o;
    Type *meta = TYPE(o);
    Object *meta_attr = obj_type_lookup(meta, name);
    if (meta_attr && TYPE(meta_attr) == &GetSetDescr_Type) {
        const GetSetDef *g = ((GetSetDescrObject *)meta_attr)->def;
        return g->get(o, g->closure);
    }
    if (meta_attr && (meta->flags & TPF_HEAPTYPE)) {
        /* a metaclass's data descriptor (a property...) comes first */
        Object *r;
        INCREF(meta_attr);
        int is_data = descr_data_get(meta_attr, o, &r);
        DECREF(meta_attr);
        if (is_data) return r;
    }
    Object *attr = obj_type_lookup(t, name);
    if (attr) return descr_bind_class(attr, t);
    if (meta_attr) return descr_bind(meta_attr, o, meta);
    return err_format(&Exc_AttributeError, "type object '%s' has no attribute '%U'", t->name, name);
}

static int type_setattr(Object *o, Object *name, Object *v)
{
    Type *t = (Type *)o;
    if (!(t->flags & TPF_HEAPTYPE)) {
        err_format(&Exc_TypeError, "cannot %s '%U' attribute of immutable type '%s'", v ? "set" : "delete",
                   name, t->name);
        return -1;
    }
    if (TYPE(o)->flags & TPF_HEAPTYPE) {
        /* a metaclass's data descriptor (a property with a setter...) */
        Object *meta_attr = obj_type_lookup(TYPE(o), name);
        if (meta_attr && TYPE(meta_attr) != &GetSetDescr_Type) {
            INCREF(meta_attr);
            int r = descr_data_set(meta_attr, o, v);
            DECREF(meta_attr);
            if (r != -2) return r;
        }
    }
    if (is_str(name) && strcmp(str_cstr(name), "__abstractmethods__") == 0) {
        /* CPython's type_set_abstractmethods: the flag object.__new__ tests */
        int abstract = v ? obj_is_true(v) : 0;
        if (abstract < 0) return -1;
        if (abstract) __atomic_fetch_or(&t->flags, (unsigned)TPF_ABSTRACT, __ATOMIC_RELAXED);
        else __atomic_fetch_and(&t->flags, ~(unsigned)TPF_ABSTRACT, __ATOMIC_RELAXED);
    }
    if (v) {
        /* the slot first, then the dict: the attribute caches (vm/eval.c)
         * key on the dict's version and check the slot when they refill,
         * so no cache entry can outlive the old slot */
        class_update_slots(t, name, v);
        return dict_set(t->dict, name, v);
    }
    if (dict_del(t->dict, name) < 0) {
        if (err_matches(&Exc_KeyError)) {
            err_clear();
            err_format(&Exc_AttributeError, "type object '%s' has no attribute '%U'", t->name, name);
        }
        return -1;
    }
    return 0;
}

/* ---- attributes of types ---------------------------------------------- */

static Object *type_get_name(Object *o, void *c)
{
    (void)c;
    return type_name_obj((Type *)o);
}

static Object *type_get_qualname(Object *o, void *c)
{
    (void)c;
    return NEWREF(type_qualname((Type *)o));
}

static Object *type_get_module(Object *o, void *c)
{
    (void)c;
    Object *m = type_module((Type *)o);
    return m ? NEWREF(m) : NEWREF(STR_ID("builtins"));
}

static Object *type_get_mro(Object *o, void *c)
{
    (void)c;
    Object *m = ((Type *)o)->mro;
    return NEWREF(m ? m : empty_tuple);
}

static Object *type_get_bases(Object *o, void *c)
{
    (void)c;
    Object *b = ((Type *)o)->bases;
    return NEWREF(b ? b : empty_tuple);
}

static Object *type_get_base(Object *o, void *c)
{
    (void)c;
    Type *b = ((Type *)o)->base;
    return NEWREF(b ? (Object *)b : None);
}

static Object *type_get_dict(Object *o, void *c)
{
    (void)c;
    Object *d = ((Type *)o)->dict;
    return NEWREF(d ? d : None);
}

static Object *type_get_doc(Object *o, void *c)
{
    (void)c;
    Type *t = (Type *)o;
    if (t->dict) {
        Object *d = dict_get_str(t->dict, STR_ID("__doc__"));
        if (d) return NEWREF(d);
    }
    return NEWREF(None);
}

/* C.__annotations__: the class's own (never a base class's); a class
 * without one gets an empty dict stored in its namespace, as in CPython.
 * setdefault makes two threads asking at once agree on one dict. */
static Object *type_get_annotations(Object *o, void *c)
{
    (void)c;
    Type *t = (Type *)o;
    if (!(t->flags & TPF_HEAPTYPE) || t->dict == NULL)
        return err_format(&Exc_AttributeError, "type object '%s' has no attribute '__annotations__'", t->name);
    Object *a = dict_get_str(t->dict, STR_ID("__annotations__"));
    if (a) return NEWREF(a);
    Object *d = dict_new();
    if (d == NULL) return NULL;
    Object *args[2] = {STR_ID("__annotations__"), d};
    Object *r = obj_call_method(t->dict, "setdefault", args, 2);
    DECREF(d);
    return r;
}

static Object *type_mro_method(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("mro", kwnames) < 0 || args_count("type.mro", nargs, 0, 0) < 0) return NULL;
    Object *m = ((Type *)self)->mro;
    return m ? list_from_iterable(m) : list_new(0);
}

static const GetSetDef type_getset[] = {
    {"__name__", type_get_name, NULL, NULL},
    {"__qualname__", type_get_qualname, NULL, NULL},
    {"__module__", type_get_module, NULL, NULL},
    {"__mro__", type_get_mro, NULL, NULL},
    {"__bases__", type_get_bases, NULL, NULL},
    {"__base__", type_get_base, NULL, NULL},
    {"__dict__", type_get_dict, NULL, NULL},
    {"__doc__", type_get_doc, NULL, NULL},
    {"__annotations__", type_get_annotations, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

/* type.__init__(cls, name, bases, ns, **kw): nothing to do once type.__new__
 * has made the class; the arguments are checked as CPython does. */
static Object *type_init_m(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (nargs == 1 && kwnames && tuple_len(kwnames) > 0)
        return err_set(&Exc_TypeError, "type.__init__() takes no keyword arguments");
    if (nargs != 1 && nargs != 3) return err_set(&Exc_TypeError, "type.__init__() takes 1 or 3 arguments");
    return NEWREF(None);
}

/* type.__prepare__(name, bases, **kw): the class body's namespace. */
static Object *type_prepare_m(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args, (void)nargs, (void)kwnames;
    return dict_new();
}

/* type.__setattr__(cls, name, value) / type.__delattr__(cls, name): what a
 * metaclass's own __setattr__ reaches through super(). */
static Object *type_setattr_m(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("__setattr__", kwnames) < 0 || args_count("__setattr__", nargs, 2, 2) < 0) return NULL;
    if (!is_type(self)) return err_format(&Exc_TypeError, "descriptor '__setattr__' requires a 'type' object");
    if (!is_str(args[0]))
        return err_format(&Exc_TypeError, "attribute name must be string, not '%s'", TYPE_NAME(args[0]));
    return type_setattr(self, args[0], args[1]) < 0 ? NULL : NEWREF(None);
}

static Object *type_delattr_m(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("__delattr__", kwnames) < 0 || args_count("__delattr__", nargs, 1, 1) < 0) return NULL;
    if (!is_type(self)) return err_format(&Exc_TypeError, "descriptor '__delattr__' requires a 'type' object");
    if (!is_str(args[0]))
        return err_format(&Exc_TypeError, "attribute name must be string, not '%s'", TYPE_NAME(args[0]));
    return type_setattr(self, args[0], NULL) < 0 ? NULL : NEWREF(None);
}

static const MethodDef type_methods[] = {
    {"mro", type_mro_method, METH_DEFAULT},
    {"__setattr__", type_setattr_m, METH_DEFAULT},
    {"__delattr__", type_delattr_m, METH_DEFAULT},
    {"__init__", type_init_m, METH_DEFAULT},
    {"__prepare__", type_prepare_m, METH_CLASS},
    {NULL, NULL, 0},
};

/* Classes (heap types) are collected: static types are immortal and static. */
static void type_dealloc(Object *o)
{
    Type *t = (Type *)o;
    FPY_ASSERT(t->flags & TPF_HEAPTYPE, "only classes are freed");
    CLEAR(t->dict);
    CLEAR(t->mro);
    CLEAR(t->bases);
    inst_keys_free(t);
    free((char *)t->name);
    obj_free(o);
}

static int type_traverse(Object *o, VisitFunc visit, void *arg)
{
    Type *t = (Type *)o;
    if (!(t->flags & TPF_HEAPTYPE)) return 0;
    Object *refs[3] = {t->dict, t->mro, t->bases};
    for (int i = 0; i < 3; i++)
        if (refs[i] && visit(refs[i], arg)) return 1;
    return 0;
}

static int type_clear(Object *o)
{
    Type *t = (Type *)o;
    if (!(t->flags & TPF_HEAPTYPE)) return 0;
    CLEAR(t->dict);
    CLEAR(t->mro);
    return 0;
}

Type Type_Type = {
    TYPE_HEAD_INIT,
    .name = "type",
    .basicsize = sizeof(Type),
    .flags = TPF_TYPE_SUBCLASS | TPF_BASETYPE | TPF_GC,
    .dealloc = type_dealloc,
    .traverse = type_traverse,
    .clear = type_clear,
    .repr = type_repr,
    .call = type_call,
    .new = type_new,
    .getattr = type_getattr,
    .setattr = type_setattr,
    .nb_or = union_or,
    .methods = type_methods,
    .getset = type_getset,
};
