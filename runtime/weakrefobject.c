/* weakrefobject.c: the weak reference types, weakref.ref and the proxies.
 *
 * The idea.  These are the objects Python code holds; the mechanism under
 * them (where the lists live, how r() races with the referent's death,
 * what the collector does) is gc/weakref.c's.  Here:
 *   - ReferenceType (`weakref.ref`, subclassable): r() is the referent or
 *     None; __callback__; hash = the referent's hash, remembered so that
 *     a dead reference stays usable as a dict key; == compares referents
 *     while both live, identity otherwise; a reference without callback of
 *     the exact type is shared (ref(x) is ref(x));
 *   - ProxyType and CallableProxyType (`weakref.proxy`): every operation
 *     goes to the referent, ReferenceError once it is gone; unhashable.
 *
 * Invariants: a WeakRefObject's wr_object is NULL or names a live (or
 * dying) object whose list holds it (gc/weakref.c); the callback is owned
 * by the reference until taken by whoever clears it.
 *
 * Thread safety: wr_object, wr_callback and the list links are
 * gc/weakref.c's (stripe locks); `hash` is one word written with the same
 * value by whichever thread computes it first (relaxed atomics).  The rest
 * of a reference is immutable after creation.
 *
 * What fpy simplifies: the proxies forward the protocols fpy's types have
 * (attributes, calls, the number, sequence and mapping slots, iteration,
 * comparisons, str and bool), not __bytes__ / __reversed__.
 */
#include <stdio.h>
#include <string.h>

#include "gc/weakref.h"
#include "runtime/core.h"
#include "vm/code.h"
#include "vm/function.h"
#include "vm/generator.h"

Type WeakRef_Type, WeakProxy_Type, WeakCallableProxy_Type;

static WeakRefObject *wr(Object *o) { return (WeakRefObject *)o; }

static Object *cannot(Object *o)
{
    return err_format(&Exc_TypeError, "cannot create weak reference to '%s' object", TYPE_NAME(o));
}

/* A new reference object of type t to o with callback cb (None = none);
 * or, for a shared kind, the existing one. */
static Object *make_ref(Type *t, Object *o, Object *cb)
{
    if (!weakref_supported(o)) return cannot(o);
    if (cb == None) cb = NULL;
    bool basic = cb == NULL && (t == &WeakRef_Type || t == &WeakProxy_Type || t == &WeakCallableProxy_Type);
    WeakRefObject *w = (WeakRefObject *)obj_alloc(t, t->basicsize);
    if (w == NULL) return NULL;
    atomic_store_explicit(&w->wr_object, o, memory_order_relaxed);
    w->wr_callback = cb ? NEWREF(cb) : NULL;
    w->hash = -1;
    Object *existing = weakref_link(w, o, basic);
    if (existing != NULL || err_occurred()) {
        /* w was not linked: drop it as a dead reference */
        atomic_store_explicit(&w->wr_object, NULL, memory_order_relaxed);
        DECREF((Object *)w);
        return existing;
    }
    return (Object *)w;
}

Object *weakref_new_ref(Object *o, Object *cb) { return make_ref(&WeakRef_Type, o, cb); }

Object *weakref_new_proxy(Object *o, Object *cb)
{
    return make_ref(TYPE(o)->call != NULL ? &WeakCallableProxy_Type : &WeakProxy_Type, o, cb);
}

/* ---- shared by the three types ---------------------------------------------------- */

static void weakref_dealloc(Object *o)
{
    XDECREF(weakref_unlink(wr(o)));
    obj_free(o);
}

static int weakref_traverse(Object *o, VisitFunc visit, void *arg)
{
    /* read with the world stopped (the collector): no stripe lock is held then */
    Object *cb = wr(o)->wr_callback;
    return cb != NULL ? visit(cb, arg) : 0;
}

static int weakref_clear_slot(Object *o)
{
    XDECREF(weakref_unlink(wr(o)));
    return 0;
}

static Object *get_callback(Object *self, void *c)
{
    (void)c;
    Object *cb = weakref_callback(wr(self));
    return cb ? cb : NEWREF(None);
}

static const GetSetDef weakref_getset[] = {
    {"__callback__", get_callback, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

/* "<weakref at 0x..; to 'T' at 0x.. (name)>" */
static Object *describe(Object *self, const char *kind)
{
    char me[32], it[32];
    snprintf(me, sizeof me, "%p", (void *)self);
    Object *o = weakref_get(wr(self));
    if (o == NULL) return str_from_format("<%s at %s; dead>", kind, me);
    snprintf(it, sizeof it, "%p", (void *)o);
    Object *name = obj_lookup_attr(o, STR_ID("__name__"));
    if (name == NULL && err_occurred()) err_clear();
    Object *r;
    if (name != NULL && is_str(name))
        r = str_from_format("<%s at %s; to '%s' at %s (%U)>", kind, me, TYPE_NAME(o), it, name);
    else
        r = str_from_format("<%s at %s; to '%s' at %s>", kind, me, TYPE_NAME(o), it);
    XDECREF(name);
    DECREF(o);
    return r;
}

/* ---- weakref.ref --------------------------------------------------------------------- */

static Object *ref_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *t = (Type *)type;
    if (kwnames != NULL && tuple_len(kwnames) > 0 && t == &WeakRef_Type)
        return err_set(&Exc_TypeError, "ref() takes no keyword arguments");
    if (nargs < 1) return err_format(&Exc_TypeError, "__new__ expected at least 1 argument, got %zd", nargs);
    if (nargs > 2) return err_format(&Exc_TypeError, "__new__ expected at most 2 arguments, got %zd", nargs);
    return make_ref(t, args[0], nargs > 1 ? args[1] : None);
}

static Object *ref_init_m(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args, (void)kwnames;
    if (nargs < 1) return err_format(&Exc_TypeError, "__init__ expected at least 1 argument, got %zd", nargs);
    if (nargs > 2) return err_format(&Exc_TypeError, "__init__ expected at most 2 arguments, got %zd", nargs);
    return NEWREF(None);
}

static Object *ref_call(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (kwnames != NULL && tuple_len(kwnames) > 0)
        return err_set(&Exc_TypeError, "weakref() takes no keyword arguments");
    if (nargs != 0) return err_format(&Exc_TypeError, "weakref expected 0 arguments, got %zd", nargs);
    Object *o = weakref_get(wr(self));
    return o ? o : NEWREF(None);
}

static ssize_t ref_hash(Object *self)
{
    ssize_t h = __atomic_load_n(&wr(self)->hash, __ATOMIC_RELAXED);
    if (h != -1) return h;
    Object *o = weakref_get(wr(self));
    if (o == NULL) {
        err_set(&Exc_TypeError, "weak object has gone away");
        return -1;
    }
    h = obj_hash(o);
    DECREF(o);
    if (h != -1) __atomic_store_n(&wr(self)->hash, h, __ATOMIC_RELAXED);
    return h;
}

static Object *ref_richcompare(Object *a, Object *b, int op)
{
    if ((op != CMP_EQ && op != CMP_NE) || !is_weakref_obj(a) || !is_weakref_obj(b)) return NEWREF(NotImplemented);
    Object *x = weakref_get(wr(a)), *y = weakref_get(wr(b));
    Object *r;
    if (x == NULL || y == NULL) r = NEWREF(bool_from((a == b) == (op == CMP_EQ)));
    else r = obj_richcompare(x, y, op);
    XDECREF(x);
    XDECREF(y);
    return r;
}

static Object *ref_repr(Object *self) { return describe(self, "weakref"); }

static Object *ref_class_getitem(Object *cls, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return genericalias_class_getitem(cls, args, nargs, kwnames);
}

static const MethodDef ref_methods[] = {
    {"__init__", ref_init_m, METH_DEFAULT},
    {"__class_getitem__", ref_class_getitem, METH_CLASS},
    {NULL, NULL, 0},
};

Type WeakRef_Type = {
    TYPE_HEAD_INIT,
    .name = "weakref.ReferenceType",
    .basicsize = sizeof(WeakRefObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = weakref_dealloc,
    .traverse = weakref_traverse,
    .clear = weakref_clear_slot,
    .repr = ref_repr,
    .hash = ref_hash,
    .richcompare = ref_richcompare,
    .call = ref_call,
    .new = ref_type_new,
    .methods = ref_methods,
    .getset = weakref_getset,
};

/* ---- the proxies ----------------------------------------------------------------------- */

static bool is_proxy(Object *o)
{
    return !is_small(o) && (o->ob_type == &WeakProxy_Type || o->ob_type == &WeakCallableProxy_Type);
}

/* The referent (new ref), or NULL + ReferenceError. */
static Object *referent(Object *p)
{
    Object *o = weakref_get(wr(p));
    if (o == NULL) err_set(&Exc_ReferenceError, "weakly-referenced object no longer exists");
    return o;
}

/* x itself, or its referent if x is a proxy (new ref). */
static Object *unwrap(Object *x) { return is_proxy(x) ? referent(x) : NEWREF(x); }

static Object *proxy_getattr(Object *p, Object *name)
{
    Object *o = referent(p);
    if (o == NULL) return NULL;
    Object *r = obj_getattr(o, name);
    DECREF(o);
    return r;
}

static int proxy_setattr(Object *p, Object *name, Object *v)
{
    Object *o = referent(p);
    if (o == NULL) return -1;
    int r = obj_setattr(o, name, v);
    DECREF(o);
    return r;
}

static Object *proxy_call(Object *p, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Object *o = referent(p);
    if (o == NULL) return NULL;
    Object *r = obj_call(o, args, nargs, kwnames);
    DECREF(o);
    return r;
}

/* "<weakproxy at ADDR to TYPE at ADDR>", as CPython 3.11 writes it: a dead
   proxy names its referent None. */
static Object *proxy_repr(Object *self)
{
    Object *o = weakref_get(wr(self));
    Object *r = str_from_format("<weakproxy at %p to %s at %p>", (void *)self,
                                o != NULL ? TYPE_NAME(o) : "NoneType", o != NULL ? (void *)o : (void *)None);
    XDECREF(o);
    return r;
}

#define PROXY_UNARY(fname, call)                   \
    static Object *fname(Object *p)                \
    {                                              \
        Object *o = referent(p);                   \
        if (o == NULL) return NULL;                \
        Object *r = call(o);                       \
        DECREF(o);                                 \
        return r;                                  \
    }

PROXY_UNARY(proxy_str, obj_str)
PROXY_UNARY(proxy_iter, obj_iter)
PROXY_UNARY(proxy_neg, num_neg)
PROXY_UNARY(proxy_pos, num_pos)
PROXY_UNARY(proxy_invert, num_invert)
PROXY_UNARY(proxy_abs, num_abs)
PROXY_UNARY(proxy_index, num_index)

static Object *to_int(Object *o) { return obj_call1((Object *)&Int_Type, o); }
static Object *to_float(Object *o) { return obj_call1((Object *)&Float_Type, o); }
PROXY_UNARY(proxy_int, to_int)
PROXY_UNARY(proxy_float, to_float)

static Object *proxy_iternext(Object *p)
{
    Object *o = referent(p);
    if (o == NULL) return NULL;
    if (TYPE(o)->iternext == NULL) {
        err_format(&Exc_TypeError, "Weakref proxy referenced a non-iterator '%s' object", TYPE_NAME(o));
        DECREF(o);
        return NULL;
    }
    Object *r = TYPE(o)->iternext(o);
    DECREF(o);
    return r;
}

static int proxy_bool(Object *p)
{
    Object *o = referent(p);
    if (o == NULL) return -1;
    int r = obj_is_true(o);
    DECREF(o);
    return r;
}

static ssize_t proxy_len(Object *p)
{
    Object *o = referent(p);
    if (o == NULL) return -1;
    ssize_t r = obj_len(o);
    DECREF(o);
    return r;
}

static Object *proxy_getitem(Object *p, Object *key)
{
    Object *o = referent(p);
    if (o == NULL) return NULL;
    Object *r = obj_getitem(o, key);
    DECREF(o);
    return r;
}

static int proxy_setitem(Object *p, Object *key, Object *v)
{
    Object *o = referent(p);
    if (o == NULL) return -1;
    int r = v ? obj_setitem(o, key, v) : obj_delitem(o, key);
    DECREF(o);
    return r;
}

static int proxy_contains(Object *p, Object *x)
{
    Object *o = referent(p);
    if (o == NULL) return -1;
    int r = obj_contains(o, x);
    DECREF(o);
    return r;
}

static Object *proxy_richcompare(Object *a, Object *b, int op)
{
    Object *x = unwrap(a);
    if (x == NULL) return NULL;
    Object *y = unwrap(b);
    if (y == NULL) {
        DECREF(x);
        return NULL;
    }
    Object *r = obj_richcompare(x, y, op);
    DECREF(x);
    DECREF(y);
    return r;
}

/* a op b with any proxy operand replaced by its referent. */
static Object *binop(int op, Object *a, Object *b, bool inplace)
{
    Object *x = unwrap(a);
    if (x == NULL) return NULL;
    Object *y = unwrap(b);
    if (y == NULL) {
        DECREF(x);
        return NULL;
    }
    Object *r = inplace ? num_inplace_binop(op, x, y) : num_binop(op, x, y);
    DECREF(x);
    DECREF(y);
    return r;
}

#define PROXY_BIN(fname, op, inplace) \
    static Object *fname(Object *a, Object *b) { return binop(op, a, b, inplace); }
PROXY_BIN(proxy_add, BIN_ADD, false)
PROXY_BIN(proxy_sub, BIN_SUB, false)
PROXY_BIN(proxy_mul, BIN_MUL, false)
PROXY_BIN(proxy_truediv, BIN_TRUEDIV, false)
PROXY_BIN(proxy_floordiv, BIN_FLOORDIV, false)
PROXY_BIN(proxy_mod, BIN_MOD, false)
PROXY_BIN(proxy_lshift, BIN_LSHIFT, false)
PROXY_BIN(proxy_rshift, BIN_RSHIFT, false)
PROXY_BIN(proxy_and, BIN_AND, false)
PROXY_BIN(proxy_or, BIN_OR, false)
PROXY_BIN(proxy_xor, BIN_XOR, false)
PROXY_BIN(proxy_matmul, BIN_MATMUL, false)
PROXY_BIN(proxy_iadd, BIN_ADD, true)
PROXY_BIN(proxy_isub, BIN_SUB, true)
PROXY_BIN(proxy_imul, BIN_MUL, true)
PROXY_BIN(proxy_iand, BIN_AND, true)
PROXY_BIN(proxy_ior, BIN_OR, true)
PROXY_BIN(proxy_ixor, BIN_XOR, true)

static Object *proxy_divmod(Object *a, Object *b)
{
    Object *x = unwrap(a);
    if (x == NULL) return NULL;
    Object *y = unwrap(b);
    if (y == NULL) {
        DECREF(x);
        return NULL;
    }
    Object *r = num_divmod(x, y);
    DECREF(x);
    DECREF(y);
    return r;
}

static Object *proxy_pow(Object *a, Object *b, Object *m)
{
    Object *x = unwrap(a);
    if (x == NULL) return NULL;
    Object *y = unwrap(b);
    if (y == NULL) {
        DECREF(x);
        return NULL;
    }
    Object *r = num_pow(x, y, m);
    DECREF(x);
    DECREF(y);
    return r;
}

#define PROXY_SLOTS                                                                                    \
    .basicsize = sizeof(WeakRefObject), .flags = TPF_GC, .dealloc = weakref_dealloc,                   \
    .traverse = weakref_traverse, .clear = weakref_clear_slot, .repr = proxy_repr, .str = proxy_str,   \
    .richcompare = proxy_richcompare, .getattr = proxy_getattr, .setattr = proxy_setattr,              \
    .iter = proxy_iter, .iternext = proxy_iternext, .nb_add = proxy_add, .nb_sub = proxy_sub,          \
    .nb_mul = proxy_mul, .nb_truediv = proxy_truediv, .nb_floordiv = proxy_floordiv,                   \
    .nb_mod = proxy_mod, .nb_divmod = proxy_divmod, .nb_pow = proxy_pow, .nb_lshift = proxy_lshift,    \
    .nb_rshift = proxy_rshift, .nb_and = proxy_and, .nb_or = proxy_or, .nb_xor = proxy_xor,            \
    .nb_matmul = proxy_matmul, .nb_inplace_add = proxy_iadd, .nb_inplace_mul = proxy_imul,             \
    .nb_inplace_or = proxy_ior, .nb_inplace_and = proxy_iand, .nb_inplace_xor = proxy_ixor,            \
    .nb_inplace_sub = proxy_isub, .nb_neg = proxy_neg, .nb_pos = proxy_pos, .nb_invert = proxy_invert, \
    .nb_abs = proxy_abs, .nb_bool = proxy_bool, .nb_int = proxy_int, .nb_float = proxy_float,          \
    .nb_index = proxy_index, .len = proxy_len, .getitem = proxy_getitem, .setitem = proxy_setitem,     \
    .contains = proxy_contains

Type WeakProxy_Type = {
    TYPE_HEAD_INIT,
    .name = "weakref.ProxyType",
    PROXY_SLOTS,
};

Type WeakCallableProxy_Type = {
    TYPE_HEAD_INIT,
    .name = "weakref.CallableProxyType",
    PROXY_SLOTS,
    .call = proxy_call,
};

/* The built-in types whose instances accept weak references, as in
 * CPython (classes decide for themselves: runtime/class.c; the modules'
 * types carry the flag in their definitions). */
int weakref_types_ready(void)
{
    static Type *const weakrefable[] = {&Set_Type, &FrozenSet_Type, &Function_Type, &Method_Type,
                                        &CFunction_Type, &Module_Type, &Code_Type, &Generator_Type};
    for (size_t i = 0; i < sizeof weakrefable / sizeof weakrefable[0]; i++)
        weakrefable[i]->flags |= TPF_WEAKREFABLE;
    return type_ready(&WeakRef_Type) < 0 || type_ready(&WeakProxy_Type) < 0 || type_ready(&WeakCallableProxy_Type) < 0
               ? -1
               : 0;
}
