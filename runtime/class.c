/* class.c: classes, the types Python code makes.
 *
 * The idea.  A class statement runs its body into a namespace dict, then
 * class_new turns (name, bases, namespace) into a Type like any built-in
 * one, so the rest of the runtime needs no second path: the same slots,
 * the same obj_type_lookup over the MRO, the same descriptor protocol.
 * What Python code defines as dunder methods becomes slots here: for each
 * slot whose dunder the class (or a class of its MRO) defines, the slot
 * is set to a small C function that looks the dunder up and calls it
 * (slot_repr calls __repr__, slot_add dispatches __add__ / __radd__ the
 * way CPython's SLOT1BINFULL does).  Slots the class does not define are
 * inherited from its base by type_ready.  A slot function whose dunder
 * has gone (deleted later) falls back to the nearest built-in base.
 *
 * Layout.  An instance is the layout of its "static base" (the nearest
 * built-in type: object, list, Exception...) followed by pointer fields
 * the classes add: the instance __dict__ (unless a base already has one,
 * or __slots__ says otherwise) and one field per __slots__ name.  So the
 * class-added part of any instance is the range [static base size,
 * basicsize), all object pointers: heap_dealloc / heap_traverse walk it
 * without knowing which class added what.  When the static base is object,
 * the attributes themselves live after basicsize, in inline values whose
 * names the class keeps once (runtime/instance.c); the __dict__ pointer
 * stays NULL until a program asks for a real dict.
 *
 * MRO: C3, as CPython (mro_c3 below).  Instance layout conflicts between
 * bases are detected as CPython's best_base does.
 *
 * Lifetime: a class is deferred-counted and freed by the collector
 * (gc/collect.c) once unreachable; every instance holds a counted
 * reference to its class (taken in obj_alloc, dropped in obj_free), so a
 * class outlives its instances.  The VM's per-thread caches that key on a
 * class pointer (type.c's method cache, eval.c's attribute cache) also
 * check the dict versions of the class's MRO, which are never reused, so
 * a freed class's address taken by a new class cannot match a stale entry.
 *
 * __getattribute__ and __getattr__ share the getattr slot (slot_getattr,
 * CPython's slot_tp_getattr_hook), so every attribute read of such an
 * instance goes through them, and the interpreter's attribute caches
 * (vm/eval.c), which serve only types whose getattr is the generic one,
 * leave those instances alone.  Special method lookups (len(o) calls
 * type(o).__len__) never go through __getattribute__, as in CPython.
 *
 * Metaclasses.  A class is an instance of its metaclass: `type`, or a
 * class deriving from it whose instances have type's layout exactly (a
 * metaclass gets no instance dict, its classes keep their attributes in
 * their own dict, and nonempty __slots__ are refused, as in CPython).  So
 * a class made by metaclass M is allocated as an M instance, holds a
 * counted reference to M like any instance, and is traversed and freed
 * through M's heap_* functions, which end in type's own.  The
 * metaclass's dunders fill M's slots like any class's, so len(C) calls
 * M.__len__ with no special case.  class_build_class follows CPython's
 * __build_class__ (most derived metaclass, __prepare__, the call to the
 * metaclass with the statement's keywords); class_new calls the
 * __init_subclass__ of the next class of the MRO with those keywords.
 * The interpreter's class-attribute caches (vm/eval.c) serve only
 * classes whose type is `type` itself, so an attribute the metaclass
 * defines (or a property of it) is always looked up through
 * type_getattr, which gives a metaclass's data descriptor precedence.
 *
 * Simplifications, stated: a dunder assigned to a class
 * after its creation fills the slots of that class (class_update_slots)
 * but not those of its subclasses made before the assignment; built-in
 * bases with variable-size instances (int, str, tuple) give subclasses
 * without a __dict__.
 *
 * Thread safety: a class is built by one thread before anyone else sees
 * it; afterwards its dict is an ordinary dict (atomic per operation), and
 * its slots change only in class_update_slots, with the world stopped.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "gc/weakref.h"
#include "runtime/core.h"
#include "runtime/instance.h"
#include "vm/frame.h"
#include "vm/function.h"
#include "vm/thread.h"

/* ---- dunder names, interned once ----------------------------------------- */

#define DUNDERS(X)                                                                                     \
    X(init) X(new) X(repr) X(str) X(hash) X(eq) X(ne) X(lt) X(le) X(gt) X(ge) X(getattr) X(setattr)   \
    X(delattr) X(call) X(iter) X(next) X(len) X(getitem) X(setitem) X(delitem) X(contains) X(bool)    \
    X(neg) X(pos) X(invert) X(abs) X(index) X(int) X(float) X(add) X(radd) X(sub) X(rsub) X(mul)       \
    X(rmul) X(truediv) X(rtruediv) X(floordiv) X(rfloordiv) X(mod) X(rmod) X(divmod) X(rdivmod)       \
    X(pow) X(rpow) X(lshift) X(rlshift) X(rshift) X(rrshift) X(and) X(rand) X(or) X(ror) X(xor)       \
    X(rxor) X(matmul) X(rmatmul) X(iadd) X(isub) X(imul) X(ior) X(iand) X(ixor) X(slots) X(dict)      \
    X(module) X(qualname) X(classcell) X(set_name) X(name) X(getattribute) X(init_subclass)             \
    X(class_getitem) X(prepare)

enum {
#define X(n) N_##n,
    DUNDERS(X)
#undef X
    N__COUNT
};

static Object *names[N__COUNT];

/* ---- lookup and calls -------------------------------------------------------- */

bool class_defines_init(Type *t)
{
    return (t->flags & TPF_HEAPTYPE) && class_lookup_py(t, names[N_init]) != NULL;
}

/* The nearest built-in type among t and its bases: it owns the start of
 * the instance layout and the behaviour classes fall back to. */
static Type *static_base(Type *t)
{
    while (t->flags & TPF_HEAPTYPE) t = t->base;
    return t;
}

/* Call attr, a class attribute found for self, as a method of self. */
static Object *call_attr(Object *attr, Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *at = TYPE(attr);
    if (at == &Function_Type || at == &WrapperDescr_Type ||
        (at == &MethodDescr_Type && ((MethodDescrObject *)attr)->def->flags == METH_DEFAULT)) {
        ssize_t total = nargs + (kwnames ? tuple_len(kwnames) : 0);
        Object *small[8], **buf = small;
        if (total + 1 > 8 && (buf = malloc(sizeof(Object *) * (size_t)(total + 1))) == NULL) return err_no_memory();
        buf[0] = self;
        if (total) memcpy(buf + 1, args, sizeof(Object *) * (size_t)total);
        Object *r = obj_call(attr, buf, nargs + 1, kwnames);
        if (buf != small) free(buf);
        return r;
    }
    Object *bound = descr_bind(attr, self, TYPE(self));
    if (bound == NULL) return NULL;
    Object *r = obj_call(bound, args, nargs, kwnames);
    DECREF(bound);
    return r;
}

/* self.__name__(args...) looked up on self's class; *found = false (and
 * NULL, no exception) when no class of the MRO defines it. */
static Object *call_special(Object *self, int name, Object *const *args, ssize_t nargs, bool *found)
{
    Object *attr = class_lookup_py(TYPE(self), names[name]);
    *found = attr != NULL;
    return attr ? call_attr(attr, self, args, nargs, NULL) : NULL;
}

/* ---- slot functions: each calls its dunder ---------------------------------------- */

static Object *slot_repr(Object *o)
{
    bool found;
    Object *r = call_special(o, N_repr, NULL, 0, &found);
    return found ? r : static_base(TYPE(o))->repr(o);
}

static Object *slot_str(Object *o)
{
    bool found;
    Object *r = call_special(o, N_str, NULL, 0, &found);
    if (found) return r;
    UnaryFunc s = static_base(TYPE(o))->str;
    return s ? s(o) : obj_repr(o);
}

static ssize_t slot_unhashable(Object *o)
{
    err_format(&Exc_TypeError, "unhashable type: '%s'", TYPE_NAME(o));
    return -1;
}

static ssize_t slot_hash(Object *o)
{
    bool found;
    Object *r = call_special(o, N_hash, NULL, 0, &found);
    if (!found) {
        HashFunc h = static_base(TYPE(o))->hash;
        return h ? h(o) : slot_unhashable(o);
    }
    if (r == NULL) return -1;
    if (!is_int(r)) {
        DECREF(r);
        err_set(&Exc_TypeError, "__hash__ method should return an integer");
        return -1;
    }
    int64_t v;
    ssize_t h = int_as_i64(r, &v) ? (ssize_t)v : obj_hash(r);
    DECREF(r);
    return h == -1 ? -2 : h;
}

static const int cmp_names[6] = {N_lt, N_le, N_eq, N_ne, N_gt, N_ge};

static Object *slot_richcompare(Object *a, Object *b, int op)
{
    bool found;
    Object *r = call_special(a, cmp_names[op], &b, 1, &found);
    if (found) return r;
    RichCmpFunc rc = static_base(TYPE(a))->richcompare;
    if (op == CMP_NE && (rc == NULL || rc == Object_Type.richcompare)) {
        /* != inverts a Python __eq__, as object.__ne__ does; a built-in
         * base with its own comparison (list, int...) has its own __ne__,
         * which comes first in the MRO (CPython finds list.__ne__) */
        r = call_special(a, N_eq, &b, 1, &found);
        if (found) {
            if (r == NULL || r == NotImplemented) return r;
            int t = obj_is_true(r);
            DECREF(r);
            return t < 0 ? NULL : bool_from(!t);
        }
    }
    return rc ? rc(a, b, op) : NotImplemented;
}

/* Every attribute read of an instance whose class (or a class of its MRO)
 * defines __getattribute__ or __getattr__, CPython's slot_tp_getattr_hook:
 * the Python __getattribute__ if there is one, else the built-in base's
 * getattr (object's: the generic lookup); an AttributeError from that goes
 * to __getattr__ when there is one.  Both are looked up on the type at
 * every read, so one deleted later stops being called. */
static Object *slot_getattr(Object *o, Object *name)
{
    Type *t = TYPE(o);
    Object *getattribute = class_lookup_py(t, names[N_getattribute]);
    Object *r;
    if (getattribute != NULL) {
        INCREF(getattribute); /* the class dict may drop it while it runs */
        r = call_attr(getattribute, o, &name, 1, NULL);
        DECREF(getattribute);
    } else {
        GetAttrFunc ga = static_base(t)->getattr;
        r = ga ? ga(o, name) : obj_generic_getattr(o, name);
    }
    if (r || !err_matches(&Exc_AttributeError)) return r;
    Object *hook = class_lookup_py(t, names[N_getattr]);
    if (hook == NULL) return NULL;
    err_clear();
    INCREF(hook);
    r = call_attr(hook, o, &name, 1, NULL);
    DECREF(hook);
    return r;
}

static int slot_setattr(Object *o, Object *name, Object *v)
{
    Object *hook = class_lookup_py(TYPE(o), names[v ? N_setattr : N_delattr]);
    if (hook == NULL) {
        SetAttrFunc sa = static_base(TYPE(o))->setattr;
        return sa ? sa(o, name, v) : obj_generic_setattr(o, name, v);
    }
    Object *args[2] = {name, v};
    Object *r = call_attr(hook, o, args, v ? 2 : 1, NULL);
    if (r == NULL) return -1;
    DECREF(r);
    return 0;
}

static Object *slot_call(Object *o, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Object *attr = class_lookup_py(TYPE(o), names[N_call]);
    if (attr == NULL) {
        CallFunc c = static_base(TYPE(o))->call;
        if (c) return c(o, args, nargs, kwnames);
        return err_format(&Exc_TypeError, "'%s' object is not callable", TYPE_NAME(o));
    }
    return call_attr(attr, o, args, nargs, kwnames);
}

static Object *slot_iter(Object *o)
{
    bool found;
    Object *r = call_special(o, N_iter, NULL, 0, &found);
    if (found) return r;
    UnaryFunc it = static_base(TYPE(o))->iter;
    if (it) return it(o);
    return err_format(&Exc_TypeError, "'%s' object is not iterable", TYPE_NAME(o));
}

/* __next__ raising StopIteration means exhausted: NULL without exception. */
static Object *slot_iternext(Object *o)
{
    bool found;
    Object *r = call_special(o, N_next, NULL, 0, &found);
    if (!found) {
        UnaryFunc nx = static_base(TYPE(o))->iternext;
        if (nx) return nx(o);
        return err_format(&Exc_TypeError, "'%s' object is not an iterator", TYPE_NAME(o));
    }
    if (r == NULL && err_matches(&Exc_StopIteration)) err_clear();
    return r;
}

static ssize_t slot_len(Object *o)
{
    bool found;
    Object *r = call_special(o, N_len, NULL, 0, &found);
    if (!found) {
        LenFunc l = static_base(TYPE(o))->len;
        if (l) return l(o);
        err_format(&Exc_TypeError, "object of type '%s' has no len()", TYPE_NAME(o));
        return -1;
    }
    if (r == NULL) return -1;
    ssize_t n = num_as_ssize(r);
    DECREF(r);
    if (n == -1 && err_occurred()) return -1;
    if (n < 0) {
        err_set(&Exc_ValueError, "__len__() should return >= 0");
        return -1;
    }
    return n;
}

static Object *slot_getitem(Object *o, Object *key)
{
    bool found;
    Object *r = call_special(o, N_getitem, &key, 1, &found);
    if (found) return r;
    BinaryFunc g = static_base(TYPE(o))->getitem;
    if (g) return g(o, key);
    return err_format(&Exc_TypeError, "'%s' object is not subscriptable", TYPE_NAME(o));
}

static int slot_setitem(Object *o, Object *key, Object *v)
{
    bool found;
    Object *args[2] = {key, v};
    Object *r = call_special(o, v ? N_setitem : N_delitem, args, v ? 2 : 1, &found);
    if (!found) {
        SetItemFunc s = static_base(TYPE(o))->setitem;
        if (s) return s(o, key, v);
        err_format(&Exc_AttributeError, v ? "__setitem__" : "__delitem__");
        return -1;
    }
    if (r == NULL) return -1;
    DECREF(r);
    return 0;
}

static int slot_contains(Object *o, Object *x)
{
    bool found;
    Object *r = call_special(o, N_contains, &x, 1, &found);
    if (!found) {
        ContainsFunc c = static_base(TYPE(o))->contains;
        if (c) return c(o, x);
        err_format(&Exc_TypeError, "argument of type '%s' is not iterable", TYPE_NAME(o));
        return -1;
    }
    if (r == NULL) return -1;
    int t = obj_is_true(r);
    DECREF(r);
    return t;
}

static int slot_bool(Object *o)
{
    bool found;
    Object *r = call_special(o, N_bool, NULL, 0, &found);
    if (!found) {
        InquiryFunc b = static_base(TYPE(o))->nb_bool;
        if (b) return b(o);
        if (TYPE(o)->len) {
            ssize_t n = TYPE(o)->len(o);
            return n < 0 ? -1 : n > 0;
        }
        return 1;
    }
    if (r == NULL) return -1;
    if (r != True && r != False) {
        err_format(&Exc_TypeError, "__bool__ should return bool, returned %s", TYPE_NAME(r));
        DECREF(r);
        return -1;
    }
    return r == True;
}

/* Unary slots: the dunder, else the built-in base's slot, else TypeError. */
static Object *unary_slot(Object *o, int name, size_t off, const char *what)
{
    bool found;
    Object *r = call_special(o, name, NULL, 0, &found);
    if (found) return r;
    UnaryFunc f = *(UnaryFunc *)((char *)static_base(TYPE(o)) + off);
    if (f) return f(o);
    return err_format(&Exc_TypeError, "bad operand type for %s: '%s'", what, TYPE_NAME(o));
}

#define UNARY_SLOT(fn, name, field, what) \
    static Object *fn(Object *o) { return unary_slot(o, name, offsetof(Type, field), what); }
UNARY_SLOT(slot_neg, N_neg, nb_neg, "unary -")
UNARY_SLOT(slot_pos, N_pos, nb_pos, "unary +")
UNARY_SLOT(slot_invert, N_invert, nb_invert, "unary ~")
UNARY_SLOT(slot_abs, N_abs, nb_abs, "abs()")
UNARY_SLOT(slot_index, N_index, nb_index, "__index__")
UNARY_SLOT(slot_int, N_int, nb_int, "int()")
UNARY_SLOT(slot_float, N_float, nb_float, "float()")

/* Binary slots, CPython's SLOT1BINFULL: the same C function sits in the
 * slot of both operands' types when both are classes; it works out which
 * side it is called for, tries the reflected method of a right operand
 * that is a subclass first, and returns NotImplemented (for abstract.c
 * to go on) when neither side's method handles the pair. */
static Object *binary_slot(Object *a, Object *b, size_t off, BinaryFunc self_fn, int name, int rname)
{
    Type *ta = TYPE(a), *tb = TYPE(b);
    bool do_other = ta != tb && *(BinaryFunc *)((char *)tb + off) == self_fn;
    bool found;
    Object *r;
    if (*(BinaryFunc *)((char *)ta + off) == self_fn) {
        if (do_other && type_is_subtype(tb, ta)) {
            r = call_special(b, rname, &a, 1, &found);
            if (found && r != NotImplemented) return r;
            do_other = false;
        }
        r = call_special(a, name, &b, 1, &found);
        if (!found) r = NotImplemented;
        if (r != NotImplemented || ta == tb) return r;
    }
    if (do_other) {
        r = call_special(b, rname, &a, 1, &found);
        return found ? r : NotImplemented;
    }
    return NotImplemented;
}

#define BINARY_SLOT(fn, field, name, rname) \
    static Object *fn(Object *a, Object *b) { return binary_slot(a, b, offsetof(Type, field), fn, name, rname); }

/* The binary operators with a BIN_* number (api.h): operator, slot
 * function, Type field, method name (the reflected one is r + name).  One
 * list for the slot functions and for class_binop_method's table. */
#define BIN_OPERATOR_SLOTS(X)                                                      \
    X(BIN_ADD, slot_add, nb_add, add) X(BIN_SUB, slot_sub, nb_sub, sub)            \
    X(BIN_MUL, slot_mul, nb_mul, mul) X(BIN_TRUEDIV, slot_truediv, nb_truediv, truediv) \
    X(BIN_FLOORDIV, slot_floordiv, nb_floordiv, floordiv) X(BIN_MOD, slot_mod, nb_mod, mod) \
    X(BIN_LSHIFT, slot_lshift, nb_lshift, lshift) X(BIN_RSHIFT, slot_rshift, nb_rshift, rshift) \
    X(BIN_AND, slot_and, nb_and, and) X(BIN_OR, slot_or, nb_or, or)                \
    X(BIN_XOR, slot_xor, nb_xor, xor) X(BIN_MATMUL, slot_matmul, nb_matmul, matmul)

#define DEFINE_SLOT(op, fn, field, n) BINARY_SLOT(fn, field, N_##n, N_r##n)
BIN_OPERATOR_SLOTS(DEFINE_SLOT)
#undef DEFINE_SLOT
BINARY_SLOT(slot_divmod, nb_divmod, N_divmod, N_rdivmod) /* divmod() only: no operator */

/* Each BIN_* operator's slot function and method name, for
 * class_binop_method (BIN_POW has its own three-argument slot). */
static const struct {
    BinaryFunc fn;
    size_t off;
    int name;
} binary_slots[BIN__COUNT] = {
#define TABLE_ROW(op, fn, field, n) [op] = {fn, offsetof(Type, field), N_##n},
    BIN_OPERATOR_SLOTS(TABLE_ROW)
#undef TABLE_ROW
};

Object *class_binop_method(Type *t, int op)
{
    if (op < 0 || op >= BIN__COUNT || binary_slots[op].fn == NULL) return NULL;
    if (*(BinaryFunc *)((char *)t + binary_slots[op].off) != binary_slots[op].fn) return NULL;
    Object *m = class_lookup_py(t, names[binary_slots[op].name]);
    return m != NULL && TYPE(m) == &Function_Type ? m : NULL;
}

static Object *slot_pow(Object *a, Object *b, Object *mod)
{
    bool found;
    Object *r;
    if (mod == None) {
        Type *ta = TYPE(a), *tb = TYPE(b);
        bool do_other = ta != tb && tb->nb_pow == slot_pow;
        if (ta->nb_pow == slot_pow) {
            if (do_other && type_is_subtype(tb, ta)) {
                r = call_special(b, N_rpow, &a, 1, &found);
                if (found && r != NotImplemented) return r;
                do_other = false;
            }
            r = call_special(a, N_pow, &b, 1, &found);
            if (!found) r = NotImplemented;
            if (r != NotImplemented || ta == tb) return r;
        }
        if (do_other) {
            r = call_special(b, N_rpow, &a, 1, &found);
            return found ? r : NotImplemented;
        }
        return NotImplemented;
    }
    if (TYPE(a)->nb_pow != slot_pow) return NotImplemented; /* three-argument pow has no reflection */
    Object *args[2] = {b, mod};
    r = call_special(a, N_pow, args, 2, &found);
    return found ? r : NotImplemented;
}

/* In-place slots: the __iop__ method, NotImplemented when absent. */
static Object *inplace_slot(Object *a, Object *b, int name)
{
    bool found;
    Object *r = call_special(a, name, &b, 1, &found);
    return found ? r : NotImplemented;
}

#define INPLACE_SLOT(fn, name) \
    static Object *fn(Object *a, Object *b) { return inplace_slot(a, b, name); }
INPLACE_SLOT(slot_iadd, N_iadd)
INPLACE_SLOT(slot_isub, N_isub)
INPLACE_SLOT(slot_imul, N_imul)
INPLACE_SLOT(slot_ior, N_ior)
INPLACE_SLOT(slot_iand, N_iand)
INPLACE_SLOT(slot_ixor, N_ixor)

/* Which dunder fills which slot.  Binary slots are listed under both the
 * operator and its reflection: either one makes the class take part. */
typedef void (*AnyFunc)(void);
typedef struct {
    int name;
    size_t off;
    AnyFunc fn;
} SlotDef;

#define SD(n, field, f) {N_##n, offsetof(Type, field), (AnyFunc)(f)}
static const SlotDef slotdefs[] = {
    SD(repr, repr, slot_repr), SD(str, str, slot_str), SD(getattr, getattr, slot_getattr),
    SD(getattribute, getattr, slot_getattr),
    SD(setattr, setattr, slot_setattr), SD(delattr, setattr, slot_setattr), SD(call, call, slot_call),
    SD(iter, iter, slot_iter), SD(next, iternext, slot_iternext), SD(len, len, slot_len),
    SD(getitem, getitem, slot_getitem), SD(setitem, setitem, slot_setitem), SD(delitem, setitem, slot_setitem),
    SD(contains, contains, slot_contains), SD(bool, nb_bool, slot_bool), SD(neg, nb_neg, slot_neg),
    SD(pos, nb_pos, slot_pos), SD(invert, nb_invert, slot_invert), SD(abs, nb_abs, slot_abs),
    SD(index, nb_index, slot_index), SD(int, nb_int, slot_int), SD(float, nb_float, slot_float),
    SD(add, nb_add, slot_add), SD(radd, nb_add, slot_add), SD(sub, nb_sub, slot_sub), SD(rsub, nb_sub, slot_sub),
    SD(mul, nb_mul, slot_mul), SD(rmul, nb_mul, slot_mul), SD(truediv, nb_truediv, slot_truediv),
    SD(rtruediv, nb_truediv, slot_truediv), SD(floordiv, nb_floordiv, slot_floordiv),
    SD(rfloordiv, nb_floordiv, slot_floordiv), SD(mod, nb_mod, slot_mod), SD(rmod, nb_mod, slot_mod),
    SD(divmod, nb_divmod, slot_divmod), SD(rdivmod, nb_divmod, slot_divmod), SD(pow, nb_pow, slot_pow),
    SD(rpow, nb_pow, slot_pow), SD(lshift, nb_lshift, slot_lshift), SD(rlshift, nb_lshift, slot_lshift),
    SD(rshift, nb_rshift, slot_rshift), SD(rrshift, nb_rshift, slot_rshift), SD(and, nb_and, slot_and),
    SD(rand, nb_and, slot_and), SD(or, nb_or, slot_or), SD(ror, nb_or, slot_or), SD(xor, nb_xor, slot_xor),
    SD(rxor, nb_xor, slot_xor), SD(matmul, nb_matmul, slot_matmul), SD(rmatmul, nb_matmul, slot_matmul),
    SD(iadd, nb_inplace_add, slot_iadd), SD(isub, nb_inplace_sub, slot_isub), SD(imul, nb_inplace_mul, slot_imul),
    SD(ior, nb_inplace_or, slot_ior), SD(iand, nb_inplace_and, slot_iand), SD(ixor, nb_inplace_xor, slot_ixor),
};
#undef SD

/* A class whose Python code defines __add__ (__mul__, __rmul__) leaves
 * the built-in base's concatenation (repetition) behind: `+` is its method
 * alone, and a NotImplemented from it ends in TypeError, as in CPython
 * (class L(list) with such an __add__: L() + [] fails).  After type_ready,
 * which inherits the sequence slots. */
static void shadow_sequence_slots(Type *t)
{
    if (class_lookup_py(t, names[N_add])) t->sq_concat = NULL;
    if (class_lookup_py(t, names[N_mul]) || class_lookup_py(t, names[N_rmul])) t->sq_repeat = NULL;
}

static void set_slots(Type *t)
{
    for (size_t i = 0; i < sizeof slotdefs / sizeof slotdefs[0]; i++)
        if (class_lookup_py(t, names[slotdefs[i].name]))
            memcpy((char *)t + slotdefs[i].off, &slotdefs[i].fn, sizeof(AnyFunc));
    for (int op = 0; op < 6; op++)
        if (class_lookup_py(t, names[cmp_names[op]])) t->richcompare = slot_richcompare;
    /* __hash__ follows the first class of the MRO that says anything
     * about equality: its __hash__, or unhashable if it defines __eq__
     * alone (CPython sets __hash__ = None there); a built-in type's own
     * hash slot is inherited by type_ready. */
    Object *mro = t->mro;
    for (ssize_t i = 0; i < tuple_len(mro); i++) {
        Type *b = (Type *)tuple_get(mro, i);
        if (!(b->flags & TPF_HEAPTYPE)) {
            if (t->richcompare) t->hash = b->hash ? b->hash : slot_unhashable;
            break;
        }
        Object *h = dict_get_str(b->dict, names[N_hash]);
        if (h) {
            t->hash = h == None ? slot_unhashable : slot_hash;
            if (t->richcompare == NULL) t->richcompare = static_base(t)->richcompare;
            break;
        }
        if (dict_get_str(b->dict, names[N_eq])) {
            t->hash = slot_unhashable;
            break;
        }
    }
}

/* A dunder assigned to class t after its creation (type_setattr, before the
 * value goes into t's dict): the slot it fills now calls it, as CPython's
 * update_slot does.  Only t's own slots change: fpy keeps no list of a
 * class's subclasses, so one made before the assignment keeps its slots
 * (stated in the essay above).  A dunder deleted later needs nothing: each
 * slot function looks its dunder up at every call and falls back to the
 * built-in base when it is gone.
 *
 * The rule for the slots of a class: class_new writes them before anyone
 * else sees the class; afterwards only this function writes them, with
 * every other thread stopped at a safepoint (stw_stop_the_world), so no
 * thread ever reads a slot while it is written.  Assigning a dunder whose
 * slot already calls it (the common case) stops nothing. */
void class_update_slots(Type *t, Object *name, Object *value)
{
    if (!(t->flags & TPF_HEAPTYPE) || !is_str(name) || str_nbytes(name) < 5 || str_cstr(name)[0] != '_' ||
        str_cstr(name)[1] != '_')
        return;
    int which = -1;
    for (int i = 0; i < N__COUNT && which < 0; i++)
        if (names[i] == name || str_eq(names[i], name)) which = i;
    if (which < 0) return;
    size_t offs[6];
    AnyFunc fns[6];
    int n = 0;
    for (size_t i = 0; i < sizeof slotdefs / sizeof slotdefs[0]; i++)
        if (slotdefs[i].name == which && n < 4) {
            offs[n] = slotdefs[i].off;
            fns[n++] = slotdefs[i].fn;
        }
    for (int op = 0; op < 6; op++)
        if (cmp_names[op] == which) {
            offs[n] = offsetof(Type, richcompare);
            fns[n++] = (AnyFunc)slot_richcompare;
        }
    if ((which == N_add || which == N_mul || which == N_rmul) && value != NULL) {
        offs[n] = which == N_add ? offsetof(Type, sq_concat) : offsetof(Type, sq_repeat);
        fns[n++] = NULL; /* shadow_sequence_slots */
    }
    if (which == N_hash) {
        offs[n] = offsetof(Type, hash);
        fns[n++] = value == None ? (AnyFunc)slot_unhashable : (AnyFunc)slot_hash;
    }
    bool change = false;
    for (int i = 0; i < n; i++) change |= memcmp((char *)t + offs[i], &fns[i], sizeof(AnyFunc)) != 0;
    if (!change) return;
    ThreadState *ts = ts_get();
    stw_stop_the_world(ts);
    for (int i = 0; i < n; i++) memcpy((char *)t + offs[i], &fns[i], sizeof(AnyFunc));
    stw_start_the_world(ts);
}

/* ---- instances: the class-added pointer fields ------------------------------------ */

static void heap_dealloc(Object *o)
{
    Type *t = TYPE(o), *sb = static_base(t);
    if (t->inst_keys) inst_clear(o, t);
    /* last field first: see release_array in runtime/list.c */
    size_t nfields = t->basicsize > sb->basicsize ? (t->basicsize - sb->basicsize) / sizeof(Object *) : 0;
    for (size_t k = nfields; k > 0; k--) CLEAR(*(Object **)((char *)o + sb->basicsize + (k - 1) * sizeof(Object *)));
    sb->dealloc(o);
}

static int heap_traverse(Object *o, VisitFunc visit, void *arg)
{
    Type *t = TYPE(o), *sb = static_base(t);
    if (visit((Object *)t, arg)) return 1; /* the instance's reference to its class (gc/alloc.c) */
    for (size_t off = sb->basicsize; off + sizeof(Object *) <= t->basicsize; off += sizeof(Object *)) {
        Object *v = *(Object **)((char *)o + off);
        if (v && visit(v, arg)) return 1;
    }
    if (t->inst_keys && inst_traverse(o, t, visit, arg)) return 1;
    return sb->traverse ? sb->traverse(o, visit, arg) : 0;
}

static int heap_clear(Object *o)
{
    Type *t = TYPE(o), *sb = static_base(t);
    for (size_t off = sb->basicsize; off + sizeof(Object *) <= t->basicsize; off += sizeof(Object *))
        CLEAR(*(Object **)((char *)o + off));
    if (t->inst_keys) inst_clear(o, t);
    return sb->clear ? sb->clear(o) : 0;
}

/* obj.__dict__ for instances of classes that added the dict. */
static Object *instance_get_dict(Object *o, void *c)
{
    (void)c;
    Type *t = TYPE(o);
    if (t->inst_keys) {
        Object *d = inst_materialize(o, t);
        return d ? NEWREF(d) : NULL;
    }
    if (t->dictoffset == 0) /* a subclass without the dict reached this descriptor: class C(str, Base) */
        return err_format(&Exc_AttributeError, "'%s' object has no attribute '__dict__'", t->name);
    Object **dp = (Object **)((char *)o + t->dictoffset);
    if (*dp == NULL && (*dp = dict_new()) == NULL) return NULL;
    return NEWREF(*dp);
}

static int instance_set_dict(Object *o, Object *v, void *c)
{
    (void)c;
    if (v == NULL || !is_dict(v)) {
        err_format(&Exc_TypeError, "__dict__ must be set to a dictionary, not a '%s'", v ? TYPE_NAME(v) : "NoneType");
        return -1;
    }
    Type *t = TYPE(o);
    if (!t->inst_keys && t->dictoffset == 0) {
        err_format(&Exc_AttributeError, "'%s' object has no attribute '__dict__'", t->name);
        return -1;
    }
    if (t->inst_keys && inst_materialize(o, t) == NULL) return -1; /* the inline values go */
    Object **dp = (Object **)((char *)o + t->dictoffset);
    SETREF(*dp, NEWREF(v));
    return 0;
}

static const GetSetDef instance_dict_getset = {"__dict__", instance_get_dict, instance_set_dict, NULL};

static Object *instance_get_weakref(Object *o, void *c)
{
    (void)c;
    Object *w = weakref_first(o);
    return w ? w : (err_occurred() ? NULL : NEWREF(None));
}

static const GetSetDef instance_weakref_getset = {"__weakref__", instance_get_weakref, NULL, NULL};

/* ---- building a class -------------------------------------------------------------- */

/* Does t add fields to b's layout (other than a class-added __dict__)? */
static bool extra_ivars(Type *t, Type *b)
{
    size_t ts = t->basicsize;
    if (t->itemsize || b->itemsize) return t->itemsize != b->itemsize || ts != b->basicsize;
    if ((t->flags & TPF_HEAPTYPE) && t->dictoffset && !b->dictoffset && t->dictoffset + sizeof(Object *) == ts)
        ts -= sizeof(Object *);
    return ts != b->basicsize;
}

static Type *solid_base(Type *t)
{
    Type *base = t->base ? solid_base(t->base) : &Object_Type;
    return extra_ivars(t, base) ? t : base;
}

/* CPython's best_base: the base whose layout every other base's layout
 * is a prefix of. */
static Type *best_base(Object *bases)
{
    Type *base = NULL, *winner = NULL;
    for (ssize_t i = 0; i < tuple_len(bases); i++) {
        Type *b = (Type *)tuple_get(bases, i);
        Type *cand = solid_base(b);
        if (winner == NULL) {
            winner = cand;
            base = b;
        } else if (type_is_subtype(winner, cand)) {
            /* keep */
        } else if (type_is_subtype(cand, winner)) {
            winner = cand;
            base = b;
        } else {
            err_set(&Exc_TypeError, "multiple bases have instance lay-out conflict");
            return NULL;
        }
    }
    return base;
}

/* The C3 linearisation of t with the given bases.  New ref (tuple). */
static Object *mro_c3(Type *t, Object *bases)
{
    ssize_t nb = tuple_len(bases);
    if (nb == 1) {
        Object *bm = ((Type *)tuple_get(bases, 0))->mro;
        Object *r = tuple_new(tuple_len(bm) + 1);
        if (r == NULL) return NULL;
        tuple_items(r)[0] = NEWREF((Object *)t);
        for (ssize_t i = 0; i < tuple_len(bm); i++) tuple_items(r)[i + 1] = NEWREF(tuple_get(bm, i));
        return r;
    }
    /* Sequences to merge: each base's MRO, then the bases themselves. */
    ssize_t nseq = nb + 1;
    Object **seq[nseq];
    ssize_t len[nseq], pos[nseq];
    for (ssize_t i = 0; i < nb; i++) {
        Object *bm = ((Type *)tuple_get(bases, i))->mro;
        seq[i] = tuple_items(bm);
        len[i] = tuple_len(bm);
        pos[i] = 0;
    }
    seq[nb] = tuple_items(bases);
    len[nb] = nb;
    pos[nb] = 0;
    Object *out = list_new(0);
    if (out == NULL || list_append(out, (Object *)t) < 0) goto fail;
    for (;;) {
        Object *cand = NULL;
        bool any = false;
        for (ssize_t i = 0; i < nseq && cand == NULL; i++) {
            if (pos[i] >= len[i]) continue;
            any = true;
            Object *c = seq[i][pos[i]];
            bool in_tail = false;
            for (ssize_t j = 0; j < nseq && !in_tail; j++)
                for (ssize_t k = pos[j] + 1; k < len[j]; k++)
                    if (seq[j][k] == c) {
                        in_tail = true;
                        break;
                    }
            if (!in_tail) cand = c;
        }
        if (!any) break;
        if (cand == NULL) {
            StrBuilder sb;
            sb_init(&sb);
            sb_add_cstr(&sb, "Cannot create a consistent method resolution\norder (MRO) for bases ");
            Object *seen[nseq];
            int nseen = 0;
            for (ssize_t i = 0; i < nseq; i++) {
                if (pos[i] >= len[i]) continue;
                Object *h = seq[i][pos[i]];
                bool dup = false;
                for (int k = 0; k < nseen; k++) dup |= seen[k] == h;
                if (dup) continue;
                if (nseen) sb_add_cstr(&sb, ", ");
                seen[nseen++] = h;
                sb_add_cstr(&sb, ((Type *)h)->name);
            }
            Object *msg = sb_finish(&sb);
            if (msg) {
                err_set_object(&Exc_TypeError, msg);
                DECREF(msg);
            }
            goto fail;
        }
        if (list_append(out, cand) < 0) goto fail;
        for (ssize_t i = 0; i < nseq; i++)
            if (pos[i] < len[i] && seq[i][pos[i]] == cand) pos[i]++;
    }
    Object *r = list_as_tuple(out);
    DECREF(out);
    return r;
fail:
    XDECREF(out);
    return NULL;
}

/* __slots__: add one member descriptor per name after the base layout.
 * Sets *want_dict when "__dict__" is among them, *want_weak when
 * "__weakref__" is (weak references need no field: gc/weakref.c). */
static int add_slots(Type *t, Object *slots, bool *want_dict, bool *want_weak)
{
    Object *list = is_str(slots) ? NULL : list_from_iterable(slots);
    if (list == NULL && !is_str(slots)) return -1;
    ssize_t n = list ? list_len(list) : 1;
    int r = 0;
    for (ssize_t i = 0; i < n && r == 0; i++) {
        Object *name = list ? list_get(list, i) : NEWREF(slots);
        if (name == NULL) {
            r = -1;
            break;
        }
        if (!is_str(name)) {
            err_format(&Exc_TypeError, "__slots__ items must be strings, not '%s'", TYPE_NAME(name));
            r = -1;
        } else if (strcmp(str_cstr(name), "__dict__") == 0) {
            *want_dict = true;
        } else if (strcmp(str_cstr(name), "__weakref__") == 0) {
            *want_weak = true;
        } else if (t->itemsize) {
            err_format(&Exc_TypeError, "nonempty __slots__ not supported for subtype of '%s'", t->base->name);
            r = -1;
        } else {
            /* a private name (__x) is stored mangled (_Class__x), as the
             * compiler mangles self.__x in the class's methods */
            const char *n = str_cstr(name), *cn = t->name;
            size_t nl = str_nbytes(name);
            while (*cn == '_') cn++;
            if (nl > 2 && n[0] == '_' && n[1] == '_' && !(n[nl - 1] == '_' && n[nl - 2] == '_') && *cn &&
                strchr(n, '.') == NULL) {
                Object *mangled = str_from_format("_%s%U", cn, name);
                if (mangled == NULL) {
                    r = -1;
                    DECREF(name);
                    break;
                }
                DECREF(name);
                name = str_intern(mangled); /* immortal: the DECREF below is harmless */
            }
            Object *m = member_descr_new(t, name, t->basicsize);
            if (m == NULL || dict_set(t->dict, name, m) < 0) r = -1;
            XDECREF(m);
            t->basicsize += sizeof(Object *);
        }
        DECREF(name);
    }
    XDECREF(list);
    return r;
}

/* CPython 3.11: an exception from __set_name__ becomes the cause of
 * RuntimeError("Error calling __set_name__ on 'D' instance 'a' in 'T'"). */
static void set_name_error(Type *t, Object *name, Object *value)
{
    Object *cause = err_fetch();
    Object *msg = str_from_format("Error calling __set_name__ on '%s' instance %R in '%s'", TYPE_NAME(value), name, t->name);
    Object *args = msg ? tuple_pack(1, msg) : NULL;
    Object *exc = args ? exc_new(&Exc_RuntimeError, args) : NULL;
    XDECREF(msg);
    XDECREF(args);
    if (exc == NULL) {
        XDECREF(cause);
        return;
    }
    ExcObject *e = (ExcObject *)exc;
    e->cause = cause;
    e->context = cause ? NEWREF(cause) : NULL;
    e->suppress_context = true;
    err_restore(exc);
}

/* After the class exists: descriptors learn their names (__set_name__,
 * property's name for its error messages), and the __class__ cell that
 * methods using super() read gets the class. */
static int finish_namespace(Type *t)
{
    ssize_t pos = 0;
    Object *k, *v;
    while (dict_next(t->dict, &pos, &k, &v)) {
        if (TYPE(v) == &Property_Type) {
            PropertyObject *p = (PropertyObject *)v;
            if (p->name == NULL) p->name = NEWREF(k);
        } else if (TYPE(v)->flags & TPF_HEAPTYPE) {
            Object *hook = class_lookup_py(TYPE(v), names[N_set_name]);
            if (hook) {
                Object *args[2] = {(Object *)t, k};
                Object *r = call_attr(hook, v, args, 2, NULL);
                if (r == NULL) {
                    set_name_error(t, k, v);
                    return -1;
                }
                DECREF(r);
            }
        }
    }
    Object *cell = dict_get_str(t->dict, names[N_classcell]);
    if (cell) {
        if (TYPE(cell) == &Cell_Type) {
            CellObject *c = (CellObject *)cell;
            SETREF(c->ref, NEWREF((Object *)t));
        }
        if (dict_del(t->dict, names[N_classcell]) < 0) return -1;
    }
    return 0;
}

Type *class_calculate_meta(Type *meta, Object *bases)
{
    Type *winner = meta;
    for (ssize_t i = 0; i < tuple_len(bases); i++) {
        Type *bt = TYPE(tuple_get(bases, i));
        if (type_is_subtype(winner, bt)) continue;
        if (type_is_subtype(bt, winner)) {
            winner = bt;
            continue;
        }
        err_set(&Exc_TypeError, "metaclass conflict: the metaclass of a derived class must be a "
                                "(non-strict) subclass of the metaclasses of all its bases");
        return NULL;
    }
    return winner;
}

/* Once the class exists: super(t, t).__init_subclass__(**kw), the method of
 * the first class after t in its MRO that has one (object's, at worst). */
static int call_init_subclass(Type *t, Object *const *kwargs, Object *kwnames)
{
    Object *mro = t->mro;
    for (ssize_t i = 1; i < tuple_len(mro); i++) {
        Type *b = (Type *)tuple_get(mro, i);
        Object *hook = b->dict ? dict_get_str(b->dict, names[N_init_subclass]) : NULL;
        if (hook == NULL) continue;
        Object *bound = descr_bind_class(hook, t);
        if (bound == NULL) return -1;
        Object *r = obj_call(bound, kwargs, 0, kwnames);
        DECREF(bound);
        if (r == NULL) return -1;
        DECREF(r);
        return 0;
    }
    return 0;
}

/* A plain function stored as name in the class dict becomes the method
 * kind CPython makes of it implicitly (__new__: staticmethod;
 * __init_subclass__ and __class_getitem__: classmethod). */
static int implicit_method(Type *t, int name, Type *kind)
{
    Object *fn = dict_get_str(t->dict, names[name]);
    if (fn == NULL || TYPE(fn) != &Function_Type) return 0;
    StaticMethodObject *sm = (StaticMethodObject *)obj_alloc(kind, sizeof(StaticMethodObject));
    if (sm == NULL) return -1;
    sm->func = NEWREF(fn);
    int r = dict_set(t->dict, names[name], (Object *)sm);
    DECREF((Object *)sm);
    return r;
}

Object *class_new(Type *meta, Object *name, Object *bases, Object *ns, Object *const *kwargs, Object *kwnames)
{
    if (!is_str(name)) return err_format(&Exc_TypeError, "type.__new__() argument 1 must be str, not %s", args_type_name(name));
    if (!is_tuple(bases))
        return err_format(&Exc_TypeError, "type.__new__() argument 2 must be tuple, not %s", args_type_name(bases));
    if (!is_dict(ns)) return err_format(&Exc_TypeError, "type.__new__() argument 3 must be dict, not %s", args_type_name(ns));
    for (ssize_t i = 0; i < tuple_len(bases); i++) {
        Object *b = tuple_get(bases, i);
        if (!is_type(b))
            return err_set(&Exc_TypeError, "metaclass conflict: the metaclass of a derived class must be a "
                                           "(non-strict) subclass of the metaclasses of all its bases");
        if (!(((Type *)b)->flags & TPF_BASETYPE))
            return err_format(&Exc_TypeError, "type '%s' is not an acceptable base type", ((Type *)b)->name);
    }
    if (tuple_len(bases) == 0) bases = tuple_pack(1, (Object *)&Object_Type);
    else INCREF(bases);
    if (bases == NULL) return NULL;
    Type *base = best_base(bases);
    if (base == NULL) {
        DECREF(bases);
        return NULL;
    }
    /* an instance of meta: its layout is type's (class_new gives a
     * subclass of type no fields of its own) */
    Type *t = (Type *)obj_alloc(meta, meta->basicsize);
    if (t == NULL) {
        DECREF(bases);
        return NULL;
    }
    obj_set_deferred((Object *)t); /* freed by the collector (gc/collect.c) */
    t->name = strdup(str_cstr(name));
    t->flags = TPF_HEAPTYPE | TPF_BASETYPE | TPF_GC;
    t->base = base;
    t->bases = bases;
    t->dict = dict_copy(ns);
    if (t->name == NULL || t->dict == NULL) return t->name ? NULL : err_no_memory();
    dict_mark_class(t->dict);
    if ((t->mro = mro_c3(t, bases)) == NULL) return NULL;
    /* __module__ defaults to the calling code's module; a function given
     * as __new__ is a static method. */
    if (dict_get_str(t->dict, names[N_module]) == NULL) {
        Frame *f = ts_get()->frame;
        Object *mod = f && f->globals ? dict_get_str(f->globals, names[N_name]) : NULL;
        if (mod && dict_set(t->dict, names[N_module], mod) < 0) return NULL;
    }
    /* __qualname__ defaults to the name (a class statement's body sets
     * it): stored, so that a str a metaclass's own body left in its dict
     * is not what its classes answer (type_qualname, runtime/type.c). */
    Object *qn = dict_get_str(t->dict, names[N_qualname]);
    if (qn == NULL && dict_set(t->dict, names[N_qualname], name) < 0) return NULL;
    if (qn != NULL && !is_str(qn))
        return err_format(&Exc_TypeError, "type __qualname__ must be a str, not %s", TYPE_NAME(qn));
    /* __eq__ without __hash__: CPython stores __hash__ = None (visible as
     * C.__hash__ and inherited as "unhashable" by subclasses). */
    if (dict_get_str(t->dict, names[N_eq]) && dict_get_str(t->dict, names[N_hash]) == NULL &&
        dict_set(t->dict, names[N_hash], None) < 0)
        return NULL;
    if (implicit_method(t, N_new, &StaticMethod_Type) < 0 ||
        implicit_method(t, N_init_subclass, &ClassMethod_Type) < 0 ||
        implicit_method(t, N_class_getitem, &ClassMethod_Type) < 0)
        return NULL;
    /* Layout: the base's, then __slots__ members, then the dict.  A
     * metaclass (a subclass of type) adds nothing: its instances, classes,
     * keep their attributes in the type's own dict. */
    t->basicsize = base->basicsize;
    t->itemsize = base->itemsize;
    t->dictoffset = base->dictoffset;
    bool want_dict = !(base->flags & TPF_TYPE_SUBCLASS);
    /* Weak references: as CPython, unless __slots__ leaves __weakref__
     * out or the base's instances are variable-size (int, tuple, bytes;
     * str subclasses do accept them there). */
    bool want_weak = !((base->flags & (TPF_INT_SUBCLASS | TPF_TUPLE_SUBCLASS)) ||
                       (t->itemsize && !(base->flags & TPF_STR_SUBCLASS)));
    Object *slots = dict_get_str(t->dict, names[N_slots]);
    if (slots && (base->flags & TPF_TYPE_SUBCLASS)) {
        Object *l = is_str(slots) ? NULL : list_from_iterable(slots);
        if (l == NULL && !is_str(slots)) return NULL;
        bool nonempty = l == NULL || list_len(l) > 0;
        XDECREF(l);
        if (nonempty) return err_format(&Exc_TypeError, "nonempty __slots__ not supported for subtype of '%s'", base->name);
    } else if (slots) {
        want_dict = false;
        want_weak = false;
        if (add_slots(t, slots, &want_dict, &want_weak) < 0) return NULL;
    }
    bool base_weak = false; /* a base already accepts weak references (and has __weakref__) */
    for (ssize_t i = 0; i < tuple_len(t->bases) && !base_weak; i++)
        base_weak = (((Type *)tuple_get(t->bases, i))->flags & TPF_WEAKREFABLE) != 0;
    if (want_weak || base_weak) t->flags |= TPF_WEAKREFABLE;
    if (want_dict && t->dictoffset == 0 && t->itemsize == 0) {
        t->dictoffset = t->basicsize;
        t->basicsize += sizeof(Object *);
        GetSetDescrObject *d = (GetSetDescrObject *)obj_alloc(&GetSetDescr_Type, sizeof(GetSetDescrObject));
        if (d == NULL) return NULL;
        d->def = &instance_dict_getset;
        d->owner = t;
        int r = dict_set(t->dict, names[N_dict], (Object *)d);
        DECREF((Object *)d);
        if (r < 0) return NULL;
    }
    if (want_weak && !base_weak) {
        /* o.__weakref__: its first weak reference, or None (CPython's slot) */
        GetSetDescrObject *d = (GetSetDescrObject *)obj_alloc(&GetSetDescr_Type, sizeof(GetSetDescrObject));
        if (d == NULL) return NULL;
        d->def = &instance_weakref_getset;
        d->owner = t;
        int r = dict_set(t->dict, STR_ID("__weakref__"), (Object *)d);
        DECREF((Object *)d);
        if (r < 0) return NULL;
    }
    t->dealloc = heap_dealloc;
    t->traverse = heap_traverse;
    t->clear = heap_clear;
    set_slots(t);
    if (type_ready(t) < 0) return NULL;
    shadow_sequence_slots(t);
    if (finish_namespace(t) < 0 || inst_keys_setup(t) < 0 || call_init_subclass(t, kwargs, kwnames) < 0) return NULL;
    return (Object *)t;
}

/* ---- calling a class ------------------------------------------------------------------ */

Object *class_instantiate(Type *t, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Object *obj, *init = NULL;
    Object *nw = class_lookup_py(t, names[N_new]);
    if (nw) {
        Object *fn = TYPE(nw) == &StaticMethod_Type ? ((StaticMethodObject *)nw)->func : nw;
        ssize_t total = nargs + (kwnames ? tuple_len(kwnames) : 0);
        Object *small[8], **buf = small;
        if (total + 1 > 8 && (buf = malloc(sizeof(Object *) * (size_t)(total + 1))) == NULL) return err_no_memory();
        buf[0] = (Object *)t;
        if (total) memcpy(buf + 1, args, sizeof(Object *) * (size_t)total);
        obj = obj_call(fn, buf, nargs + 1, kwnames);
        if (buf != small) free(buf);
    } else if (t->new == Object_Type.new && (init = class_lookup_py(t, names[N_init])) != NULL) {
        /* object.__new__, its argument check already answered */
        obj = type_check_abstract(t) < 0 ? NULL : inst_alloc(t);
    } else {
        if (t->new == NULL) return err_format(&Exc_TypeError, "cannot create '%s' instances", t->name);
        obj = t->new((Object *)t, args, nargs, kwnames);
    }
    if (obj == NULL || !type_is_subtype(TYPE(obj), t)) return obj;
    if (init == NULL || TYPE(obj) != t) init = class_lookup_py(TYPE(obj), names[N_init]);
    if (init) {
        Object *r = call_attr(init, obj, args, nargs, kwnames);
        if (r == NULL) {
            DECREF(obj);
            return NULL;
        }
        if (r != None) {
            err_format(&Exc_TypeError, "__init__() should return None, not '%s'", TYPE_NAME(r));
            DECREF(r);
            DECREF(obj);
            return NULL;
        }
    }
    return obj;
}

/* ---- the class statement ---------------------------------------------------------------- */

/* builtins.__build_class__(func, name, *bases, metaclass=M, **kw), as
 * CPython: the metaclass is the one given (else the first base's type, else
 * type), made the most derived of the bases' when it is a type; its
 * __prepare__(name, bases, **kw) gives the namespace (any mapping) the body
 * runs in; then metaclass(name, bases, ns, **kw) makes the class. */
Object *class_build_class(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (nargs < 2) return err_set(&Exc_TypeError, "__build_class__: not enough arguments");
    Object *func = args[0], *name = args[1];
    if (TYPE(func) != &Function_Type) return err_set(&Exc_TypeError, "__build_class__: func must be a function");
    if (!is_str(name)) return err_set(&Exc_TypeError, "__build_class__: name is not a string");
    ssize_t nkw = kwnames ? tuple_len(kwnames) : 0;
    Object *meta = NULL, *owned_meta = NULL, *orig_bases = NULL, *bases = NULL, *ns = NULL, *cls = NULL, *kwn = NULL;
    /* the call to the metaclass: name, bases, ns, then the keywords other than metaclass= */
    Object **margs = malloc(sizeof(Object *) * (size_t)(3 + nkw));
    if (margs == NULL) return err_no_memory();
    ssize_t nrest = 0;
    for (ssize_t i = 0; i < nkw; i++) {
        Object *k = tuple_get(kwnames, i);
        if (strcmp(str_cstr(k), "metaclass") == 0) meta = args[nargs + i];
        else margs[3 + nrest++] = args[nargs + i];
    }
    if (nrest) {
        if ((kwn = tuple_new(nrest)) == NULL) goto done;
        for (ssize_t i = 0, j = 0; i < nkw; i++) {
            Object *k = tuple_get(kwnames, i);
            if (strcmp(str_cstr(k), "metaclass") != 0) tuple_items(kwn)[j++] = NEWREF(k);
        }
    }
    if ((orig_bases = tuple_from_array(args + 2, nargs - 2)) == NULL) goto done;
    if ((bases = class_resolve_bases(orig_bases)) == NULL) goto done; /* __mro_entries__ (runtime/genericalias.c) */
    if (meta == NULL) meta = tuple_len(bases) > 0 ? (Object *)TYPE(tuple_get(bases, 0)) : (Object *)&Type_Type;
    if (is_type(meta) && (meta = (Object *)class_calculate_meta((Type *)meta, bases)) == NULL) goto done;
    owned_meta = NEWREF(meta);
    Object *prepare = obj_getattr(meta, names[N_prepare]);
    if (prepare == NULL) {
        if (!err_matches(&Exc_AttributeError)) goto done;
        err_clear();
        ns = dict_new();
    } else {
        margs[1] = name;
        margs[2] = bases;
        ns = obj_call(prepare, margs + 1, 2, kwn);
        DECREF(prepare);
        if (ns && !is_dict(ns) && TYPE(ns)->getitem == NULL) {
            if (is_type(meta))
                err_format(&Exc_TypeError, "%s.__prepare__() must return a mapping, not %s", ((Type *)meta)->name, TYPE_NAME(ns));
            else
                err_format(&Exc_TypeError, "<metaclass>.__prepare__() must return a mapping, not %s", TYPE_NAME(ns));
            CLEAR(ns);
        }
    }
    if (ns == NULL) goto done;
    /* Run the body with ns as its local namespace. */
    Object *r = function_call_locals(func, ns);
    if (r == NULL) goto done;
    DECREF(r); /* None, or the __class__ cell also stored as __classcell__ */
    if (bases != orig_bases && obj_setitem(ns, STR_ID("__orig_bases__"), orig_bases) < 0) goto done;
    margs[0] = name;
    margs[1] = bases;
    margs[2] = ns;
    cls = obj_call(meta, margs, 3, kwn);
done:
    free(margs);
    XDECREF(owned_meta);
    XDECREF(kwn);
    XDECREF(orig_bases);
    XDECREF(bases);
    XDECREF(ns);
    return cls;
}

int class_init(void)
{
#define X(n) names[N_##n] = STR_ID("__" #n "__");
    DUNDERS(X)
#undef X
    return descr_init();
}
