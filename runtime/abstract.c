/* abstract.c: the object protocol, the one door to every type's slots.
 *
 * The idea.  Code outside a type never calls its slots directly: it calls
 * obj_repr, obj_richcompare, num_binop...  These functions hold the rules
 * that do not belong to any single type: which operand's slot runs first,
 * what happens when a slot is missing or returns NotImplemented, and the
 * exact TypeError text CPython gives.  A type only implements its own half.
 *
 * Binary operators follow CPython's binary_op1: the left operand's slot
 * first, unless the right operand's type is a proper subclass of the
 * left's (then the right one first, so subclasses can override); a slot
 * that does not handle the pair returns NotImplemented and the other side
 * gets its turn, always with the operands in source order.  `+` and `*`
 * then fall back to the sequence slots (sq_concat of the left operand;
 * sq_repeat of whichever operand is a sequence).
 *
 * Rich comparison follows do_richcompare: the reflected operation of the
 * right operand first when it is a proper subclass, else the left's, then
 * the reflected right; if everyone says NotImplemented, == and != fall
 * back to identity and the orderings raise TypeError.
 *
 * Fast paths: tagged small ints and exact strs are tested before any slot
 * dispatch where CPython has the equivalent specialisation, because these
 * functions sit under every dict lookup and comparison.
 *
 * Thread safety: nothing here has state of its own; the C recursion depth
 * counter is per thread (ThreadState.c_recursion_depth).
 */
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "gc/weakref.h"
#include "runtime/api.h"
#include "runtime/core.h"
#include "vm/thread.h"

/* ---- recursion guard for repr/str ------------------------------------- */

/* Guards the C stack against unbounded nesting (a list that contains
 * itself is handled by list's repr; this catches everything else). */
static int enter_recursive(const char *where)
{
    ThreadState *ts = ts_get();
    if (++ts->c_recursion_depth > ts->interp->recursion_limit) {
        ts->c_recursion_depth--;
        err_format(&Exc_RecursionError, "maximum recursion depth exceeded%s", where);
        return -1;
    }
    return 0;
}

static void leave_recursive(void) { ts_get()->c_recursion_depth--; }

/* The lowest usable address of this thread's C stack (the stack grows
 * down), found once per thread; 0 if the system cannot tell. */
static _Thread_local uintptr_t stack_low;
static _Thread_local bool stack_known;

/* Bytes kept free below the check: room for the error path and for the
 * larger frames of sanitizer builds. */
enum { STACK_MARGIN = 256 * 1024 };

int c_stack_check(const char *where)
{
    if (!stack_known) {
        stack_known = true;
        pthread_attr_t attr;
        if (pthread_getattr_np(pthread_self(), &attr) == 0) {
            void *addr;
            size_t size;
            if (pthread_attr_getstack(&attr, &addr, &size) == 0 && size > 2 * STACK_MARGIN)
                stack_low = (uintptr_t)addr + STACK_MARGIN;
            pthread_attr_destroy(&attr);
        }
    }
    if ((uintptr_t)__builtin_frame_address(0) < stack_low) {
        err_format(&Exc_RecursionError, "maximum recursion depth exceeded%s", where);
        return -1;
    }
    return 0;
}

/* ---- repr / str / hash ------------------------------------------------ */

Object *obj_repr(Object *o)
{
    Type *t = TYPE(o);
    if (t->repr == NULL) return str_from_format("<%s object at %p>", t->name, (void *)o);
    if (enter_recursive(" while getting the repr of an object") < 0) return NULL;
    Object *r = t->repr(o);
    leave_recursive();
    if (r != NULL && !is_str(r)) {
        err_format(&Exc_TypeError, "__repr__ returned non-string (type %s)", TYPE_NAME(r));
        DECREF(r);
        return NULL;
    }
    return r;
}

Object *obj_str(Object *o)
{
    Type *t = TYPE(o);
    if (t == &Str_Type) return NEWREF(o);
    if (t->str == NULL) return obj_repr(o);
    if (enter_recursive(" while getting the str of an object") < 0) return NULL;
    Object *r = t->str(o);
    leave_recursive();
    if (r != NULL && !is_str(r)) {
        err_format(&Exc_TypeError, "__str__ returned non-string (type %s)", TYPE_NAME(r));
        DECREF(r);
        return NULL;
    }
    return r;
}

/* CPython's hash of an int that fits a machine word: the value modulo the
 * Mersenne prime 2**61 - 1, sign kept, -1 reserved for errors. */
static ssize_t small_hash(intptr_t v)
{
    const uint64_t P = ((uint64_t)1 << 61) - 1;
    uint64_t a = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    ssize_t h = (ssize_t)(a % P);
    if (v < 0) h = -h;
    return h == -1 ? -2 : h;
}

ssize_t obj_hash(Object *o)
{
    if (is_small(o)) return small_hash(small_val(o));
    Type *t = o->ob_type;
    if (t == &Str_Type) return str_hash(o);
    if (t->hash == NULL) {
        err_format(&Exc_TypeError, "unhashable type: '%s'", t->name);
        return -1;
    }
    return t->hash(o);
}

/* ---- comparison ------------------------------------------------------- */

static const int swapped_op[6] = {CMP_GT, CMP_GE, CMP_EQ, CMP_NE, CMP_LT, CMP_LE};
static const char *const cmp_symbol[6] = {"<", "<=", "==", "!=", ">", ">="};

static Object *small_compare(intptr_t a, intptr_t b, int op)
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

Object *obj_richcompare(Object *a, Object *b, int op)
{
    if (is_small(a) && is_small(b)) return small_compare(small_val(a), small_val(b), op);
    if (enter_recursive(" in comparison") < 0) return NULL;
    Type *ta = TYPE(a), *tb = TYPE(b);
    Object *res;
    bool checked_reverse = false;
    if (ta != tb && tb->richcompare && type_is_subtype(tb, ta)) {
        checked_reverse = true;
        res = tb->richcompare(b, a, swapped_op[op]);
        if (res != NotImplemented) goto done;
    }
    if (ta->richcompare) {
        res = ta->richcompare(a, b, op);
        if (res != NotImplemented) goto done;
    }
    if (!checked_reverse && tb->richcompare) {
        res = tb->richcompare(b, a, swapped_op[op]);
        if (res != NotImplemented) goto done;
    }
    switch (op) {
    case CMP_EQ: res = bool_from(a == b); break;
    case CMP_NE: res = bool_from(a != b); break;
    default:
        res = err_format(&Exc_TypeError, "'%s' not supported between instances of '%s' and '%s'",
                         cmp_symbol[op], ta->name, tb->name);
    }
done:
    leave_recursive();
    return res;
}

int obj_richcompare_bool(Object *a, Object *b, int op)
{
    /* Identity implies equality, as CPython assumes for containers. */
    if (a == b) {
        if (op == CMP_EQ) return 1;
        if (op == CMP_NE) return 0;
    }
    if (is_small(a) && is_small(b)) return small_compare(small_val(a), small_val(b), op) == True;
    if (op <= CMP_NE && op >= CMP_EQ && TYPE(a) == &Str_Type && TYPE(b) == &Str_Type)
        return str_eq(a, b) == (op == CMP_EQ);
    Object *r = obj_richcompare(a, b, op);
    if (r == NULL) return -1;
    int t = (r == True) ? 1 : (r == False) ? 0 : obj_is_true(r);
    DECREF(r);
    return t;
}

int obj_eq(Object *a, Object *b) { return obj_richcompare_bool(a, b, CMP_EQ); }

/* ---- truth, length, items --------------------------------------------- */

int obj_is_true(Object *o)
{
    if (o == True) return 1;
    if (o == False || o == None) return 0;
    if (is_small(o)) return small_val(o) != 0;
    Type *t = o->ob_type;
    if (t->nb_bool) return t->nb_bool(o);
    if (t->len) {
        ssize_t n = t->len(o);
        return n < 0 ? -1 : n > 0;
    }
    return 1;
}

ssize_t obj_len(Object *o)
{
    Type *t = TYPE(o);
    if (t->len == NULL) {
        err_format(&Exc_TypeError, "object of type '%s' has no len()", t->name);
        return -1;
    }
    return t->len(o);
}

Object *obj_getitem(Object *o, Object *key)
{
    Type *t = TYPE(o);
    if (t->getitem) return t->getitem(o, key);
    if (is_type(o)) return type_subscript(o, key);
    return err_format(&Exc_TypeError, "'%s' object is not subscriptable", t->name);
}

int obj_setitem(Object *o, Object *key, Object *v)
{
    Type *t = TYPE(o);
    if (t->setitem) return t->setitem(o, key, v);
    err_format(&Exc_TypeError, "'%s' object does not support item assignment", t->name);
    return -1;
}

int obj_delitem(Object *o, Object *key)
{
    Type *t = TYPE(o);
    if (t->setitem) return t->setitem(o, key, NULL);
    err_format(&Exc_TypeError, "'%s' object doesn't support item deletion", t->name);
    return -1;
}

int obj_contains(Object *container, Object *x)
{
    Type *t = TYPE(container);
    if (t->contains) return t->contains(container, x);
    if (t->iter == NULL && (t->getitem == NULL || is_dict(container))) {
        err_format(&Exc_TypeError, "argument of type '%s' is not iterable", t->name);
        return -1;
    }
    Object *it = obj_iter(container);
    if (it == NULL) return -1;
    int found = 0;
    Object *item;
    while ((item = iter_next(it)) != NULL) {
        found = obj_richcompare_bool(item, x, CMP_EQ);
        DECREF(item);
        if (found != 0) break;
    }
    if (found == 0 && err_occurred()) found = -1;
    DECREF(it);
    return found;
}

/* ---- iteration -------------------------------------------------------- */

Object *obj_iter(Object *o)
{
    Type *t = TYPE(o);
    if (t->iter == NULL) {
        /* The old sequence protocol: __getitem__ with 0, 1, 2... (not for
         * mappings, whose getitem takes keys). */
        if (t->getitem && !is_dict(o)) return seqiter_new(o);
        return err_format(&Exc_TypeError, "'%s' object is not iterable", t->name);
    }
    Object *it = t->iter(o);
    if (it != NULL && TYPE(it)->iternext == NULL) {
        err_format(&Exc_TypeError, "iter() returned non-iterator of type '%s'", TYPE_NAME(it));
        DECREF(it);
        return NULL;
    }
    return it;
}

Object *iter_next(Object *it)
{
    UnaryFunc next = TYPE(it)->iternext;
    if (next == NULL) return err_format(&Exc_TypeError, "'%s' object is not an iterator", TYPE_NAME(it));
    return next(it);
}

/* ---- attributes ------------------------------------------------------- */

static inline Object *getattr_plain(Object *o, Object *name)
{
    GetAttrFunc ga = TYPE(o)->getattr;
    return ga ? ga(o, name) : obj_generic_getattr(o, name);
}

Object *obj_getattr(Object *o, Object *name)
{
    Object *r = getattr_plain(o, name);
    if (r == NULL) err_note_attribute(o, name);
    return r;
}

Object *obj_getattr_cstr(Object *o, const char *name)
{
    return obj_getattr(o, str_intern_cstr(name));
}

Object *obj_lookup_attr(Object *o, Object *name)
{
    Object *r = getattr_plain(o, name);
    if (r == NULL && err_matches(&Exc_AttributeError)) err_clear();
    return r;
}

Object *obj_lookup_special(Object *o, Object *name)
{
    Object *attr = obj_type_lookup(TYPE(o), name);
    return attr ? descr_bind(attr, o, TYPE(o)) : NULL;
}

int obj_setattr(Object *o, Object *name, Object *v)
{
    SetAttrFunc sa = TYPE(o)->setattr;
    if (sa) return sa(o, name, v);
    return obj_generic_setattr(o, name, v);
}

/* ---- calls ------------------------------------------------------------ */

Object *obj_call(Object *callable, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CallFunc call = TYPE(callable)->call;
    if (call == NULL) return err_format(&Exc_TypeError, "'%s' object is not callable", TYPE_NAME(callable));
    return call(callable, args, nargs, kwnames);
}

Object *obj_call0(Object *callable) { return obj_call(callable, NULL, 0, NULL); }
Object *obj_call1(Object *callable, Object *arg) { return obj_call(callable, &arg, 1, NULL); }
Object *obj_call2(Object *callable, Object *a, Object *b)
{
    Object *args[2] = {a, b};
    return obj_call(callable, args, 2, NULL);
}

Object *obj_call_method(Object *o, const char *name, Object *const *args, ssize_t nargs)
{
    Object *meth;
    int unbound = obj_get_method(o, str_intern_cstr(name), &meth);
    if (unbound < 0) return NULL;
    Object *res;
    if (!unbound) {
        res = obj_call(meth, args, nargs, NULL);
    } else {
        /* Call the unbound method with o prepended: no bound object made. */
        Object *small[8], **buf = small;
        if (nargs + 1 > 8 && (buf = malloc(sizeof(Object *) * (size_t)(nargs + 1))) == NULL) {
            DECREF(meth);
            return err_no_memory();
        }
        buf[0] = o;
        if (nargs) memcpy(buf + 1, args, sizeof(Object *) * (size_t)nargs);
        res = obj_call(meth, buf, nargs + 1, NULL);
        if (buf != small) free(buf);
    }
    DECREF(meth);
    return res;
}

/* ---- isinstance / issubclass ------------------------------------------ */

bool type_is_subtype(Type *a, Type *b)
{
    if (a == b || b == &Object_Type) return true;
    Object *mro = a->mro;
    if (mro != NULL) {
        ssize_t n = tuple_len(mro);
        for (ssize_t i = 0; i < n; i++)
            if (tuple_get(mro, i) == (Object *)b) return true;
        return false;
    }
    for (a = a->base; a; a = a->base)
        if (a == b) return true;
    return false;
}

/* isinstance(o, cls) for a type cls: the type, else (CPython's
 * object_isinstance) o.__class__ when that can differ from it: for an
 * instance of a class with __getattribute__ / __getattr__ (the read goes
 * through them, visibly) or one defining __class__ in Python (a property).
 * Any other object's __class__ is object's data descriptor: its type. */
static int isinstance_type(Object *o, Type *cls)
{
    Type *t = TYPE(o);
    if (type_is_subtype(t, cls)) return 1;
    /* o.__class__ can differ from its type only for classes and weak
     * proxies (which forward it to their referent) */
    bool proxy = t == &WeakProxy_Type || t == &WeakCallableProxy_Type;
    if ((!(t->flags & TPF_HEAPTYPE) && !proxy) ||
        (!proxy && (t->getattr == NULL || t->getattr == obj_generic_getattr) &&
         class_lookup_py(t, STR_ID("__class__")) == NULL))
        return 0;
    Object *c = obj_lookup_attr(o, STR_ID("__class__"));
    if (c == NULL) return err_occurred() ? -1 : 0;
    int r = c != (Object *)t && is_type(c) && type_is_subtype((Type *)c, cls);
    DECREF(c);
    return r;
}

/* The __instancecheck__ / __subclasscheck__ (name) that Python code gives
 * cls through its class (a metaclass, or the class of a non-type object
 * such as a typing form), called with arg and reduced to 0 or 1; -1 on
 * error; -2 when there is none (built-in types define none: `type`'s own
 * checks are the hierarchy walks below). */
static int call_check(Object *cls, Object *name, Object *arg)
{
    Type *meta = TYPE(cls);
    if (meta == &Type_Type || !(meta->flags & TPF_HEAPTYPE) || class_lookup_py(meta, name) == NULL) return -2;
    Object *checker = obj_lookup_special(cls, name);
    if (checker == NULL) return err_occurred() ? -1 : -2;
    Object *res = obj_call(checker, &arg, 1, NULL);
    DECREF(checker);
    if (res == NULL) return -1;
    int r = obj_is_true(res);
    DECREF(res);
    return r;
}

int obj_isinstance(Object *o, Object *cls)
{
    if ((Object *)TYPE(o) == cls) return 1;
    int checked = call_check(cls, STR_ID("__instancecheck__"), o);
    if (checked != -2) return checked;
    if (is_type(cls)) return isinstance_type(o, (Type *)cls);
    if (TYPE(cls) == &UnionType_Type) cls = union_args(cls);
    if (is_tuple(cls)) {
        ssize_t n = tuple_len(cls);
        for (ssize_t i = 0; i < n; i++) {
            int r = obj_isinstance(o, tuple_get(cls, i));
            if (r != 0) return r;
        }
        return 0;
    }
    if (TYPE(cls) == &GenericAlias_Type) {
        err_set(&Exc_TypeError, "isinstance() argument 2 cannot be a parameterized generic");
        return -1;
    }
    err_set(&Exc_TypeError, "isinstance() arg 2 must be a type, a tuple of types, or a union");
    return -1;
}

int obj_issubclass(Object *derived, Object *cls)
{
    int checked = call_check(cls, STR_ID("__subclasscheck__"), derived);
    if (checked != -2) return checked;
    if (!is_type(derived)) {
        err_set(&Exc_TypeError, "issubclass() arg 1 must be a class");
        return -1;
    }
    if (is_type(cls)) return type_is_subtype((Type *)derived, (Type *)cls);
    if (TYPE(cls) == &UnionType_Type) cls = union_args(cls);
    if (is_tuple(cls)) {
        ssize_t n = tuple_len(cls);
        for (ssize_t i = 0; i < n; i++) {
            int r = obj_issubclass(derived, tuple_get(cls, i));
            if (r != 0) return r;
        }
        return 0;
    }
    if (TYPE(cls) == &GenericAlias_Type) {
        err_set(&Exc_TypeError, "issubclass() argument 2 cannot be a parameterized generic");
        return -1;
    }
    err_set(&Exc_TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
    return -1;
}

/* ---- numbers ---------------------------------------------------------- */

/* Where each binary operator's slot lives in a Type (BIN_POW is ternary
 * and handled apart). */
static const size_t binop_slot[BIN__COUNT] = {
    [BIN_ADD] = offsetof(Type, nb_add),       [BIN_SUB] = offsetof(Type, nb_sub),
    [BIN_MUL] = offsetof(Type, nb_mul),       [BIN_TRUEDIV] = offsetof(Type, nb_truediv),
    [BIN_FLOORDIV] = offsetof(Type, nb_floordiv), [BIN_MOD] = offsetof(Type, nb_mod),
    [BIN_POW] = 0,
    [BIN_LSHIFT] = offsetof(Type, nb_lshift), [BIN_RSHIFT] = offsetof(Type, nb_rshift),
    [BIN_AND] = offsetof(Type, nb_and),       [BIN_OR] = offsetof(Type, nb_or),
    [BIN_XOR] = offsetof(Type, nb_xor),       [BIN_MATMUL] = offsetof(Type, nb_matmul),
};

static Object *ternary_op1(Object *a, Object *b, Object *mod);

static const char *const binop_symbols[BIN__COUNT] = {
    "+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "@",
};
static const char *const inplace_symbols[BIN__COUNT] = {
    "+=", "-=", "*=", "/=", "//=", "%=", "**=", "<<=", ">>=", "&=", "|=", "^=", "@=",
};

static inline BinaryFunc slot_at(Type *t, size_t off) { return *(BinaryFunc *)((char *)t + off); }

/* CPython's binary_op1: returns NotImplemented (not an error) when nobody
 * handles the pair.  New ref. */
static Object *binary_op1(Object *a, Object *b, size_t off)
{
    Type *ta = TYPE(a), *tb = TYPE(b);
    BinaryFunc sa = slot_at(ta, off), sb = NULL;
    if (tb != ta) {
        sb = slot_at(tb, off);
        if (sb == sa) sb = NULL;
    }
    Object *r;
    if (sa) {
        if (sb && type_is_subtype(tb, ta)) {
            r = sb(a, b);
            if (r != NotImplemented) return r;
            sb = NULL;
        }
        r = sa(a, b);
        if (r != NotImplemented) return r;
    }
    if (sb) return sb(a, b);
    return NotImplemented;
}

/* seq * n where n must be an integer ("can't multiply sequence by non-int"). */
static Object *sequence_repeat(BinaryFunc repeat, Object *seq, Object *n)
{
    if (!is_int(n) && TYPE(n)->nb_index == NULL)
        return err_format(&Exc_TypeError, "can't multiply sequence by non-int of type '%s'", TYPE_NAME(n));
    Object *idx = num_index(n);
    if (idx == NULL) return NULL;
    Object *r = repeat(seq, idx);
    DECREF(idx);
    return r;
}

static Object *binop_error(const char *sym, Object *a, Object *b)
{
    return err_format(&Exc_TypeError, "unsupported operand type(s) for %s: '%s' and '%s'", sym,
                      TYPE_NAME(a), TYPE_NAME(b));
}

/* The operation after the number slots failed: sequence fallbacks, then
 * the error.  r is the NotImplemented binary_op1 returned. */
static Object *binop_fallback(int op, Object *a, Object *b, const char *sym)
{
    if (op == BIN_ADD) {
        BinaryFunc concat = TYPE(a)->sq_concat;
        if (concat) return concat(a, b);
    } else if (op == BIN_MUL) {
        if (TYPE(a)->sq_repeat) return sequence_repeat(TYPE(a)->sq_repeat, a, b);
        if (TYPE(b)->sq_repeat) return sequence_repeat(TYPE(b)->sq_repeat, b, a);
    }
    return binop_error(sym, a, b);
}

Object *num_binop(int op, Object *a, Object *b)
{
    if (op == BIN_POW) return num_pow(a, b, None);
    Object *r = binary_op1(a, b, binop_slot[op]);
    if (r != NotImplemented) return r;
    return binop_fallback(op, a, b, binop_symbols[op]);
}

/* The in-place slot of op, where types may have one. */
static BinaryFunc inplace_slot(Type *t, int op)
{
    switch (op) {
    case BIN_ADD: return t->nb_inplace_add;
    case BIN_SUB: return t->nb_inplace_sub;
    case BIN_MUL: return t->nb_inplace_mul;
    case BIN_OR: return t->nb_inplace_or;
    case BIN_AND: return t->nb_inplace_and;
    case BIN_XOR: return t->nb_inplace_xor;
    default: return NULL;
    }
}

Object *num_inplace_binop(int op, Object *a, Object *b)
{
    if (!is_small(a)) {
        BinaryFunc f = inplace_slot(a->ob_type, op);
        if (f) {
            Object *r = f(a, b);
            if (r != NotImplemented) return r;
        }
    }
    if (op == BIN_POW) {
        Object *r = ternary_op1(a, b, None);
        return r != NotImplemented ? r : binop_error("**=", a, b);
    }
    Object *r = binary_op1(a, b, binop_slot[op]);
    if (r != NotImplemented) return r;
    return binop_fallback(op, a, b, inplace_symbols[op]);
}

/* num_binop / num_inplace_binop once the left operand's own method
 * (class_binop_method: its class's slot, no in-place slot) has returned
 * NotImplemented: the interpreter ran that method in its own loop and
 * finishes the operation here.  b's slot when it differs (b's type is
 * a's, or built-in: binary_slot would not have tried b's reflected method
 * first), then the sequence fallbacks and the error.  New ref. */
Object *num_binop_left_declined(int op, Object *a, Object *b, bool inplace)
{
    size_t off = binop_slot[op];
    BinaryFunc sa = slot_at(TYPE(a), off), sb = TYPE(b) != TYPE(a) ? slot_at(TYPE(b), off) : NULL;
    if (sb != NULL && sb != sa) {
        Object *r = sb(a, b);
        if (r != NotImplemented) return r;
    }
    return binop_fallback(op, a, b, inplace ? inplace_symbols[op] : binop_symbols[op]);
}

/* Does t have an in-place slot for op (a op= b tries it first)? */
bool num_has_inplace_slot(Type *t, int op) { return inplace_slot(t, op) != NULL; }

/* binary_op1 for the three-argument nb_pow slot: NotImplemented when
 * nobody handles the operands.  New ref. */
static Object *ternary_op1(Object *a, Object *b, Object *mod)
{
    Type *ta = TYPE(a), *tb = TYPE(b);
    TernaryFunc sa = ta->nb_pow, sb = NULL;
    if (tb != ta) {
        sb = tb->nb_pow;
        if (sb == sa) sb = NULL;
    }
    Object *r;
    if (sa) {
        if (sb && type_is_subtype(tb, ta)) {
            r = sb(a, b, mod);
            if (r != NotImplemented) return r;
            sb = NULL;
        }
        r = sa(a, b, mod);
        if (r != NotImplemented) return r;
    }
    if (sb) {
        r = sb(a, b, mod);
        if (r != NotImplemented) return r;
    }
    if (mod != None) {
        TernaryFunc sc = TYPE(mod)->nb_pow;
        if (sc && sc != sa && sc != sb) return sc(a, b, mod);
    }
    return NotImplemented;
}

Object *num_pow(Object *a, Object *b, Object *mod)
{
    Object *r = ternary_op1(a, b, mod);
    if (r != NotImplemented) return r;
    if (mod != None)
        return err_format(&Exc_TypeError, "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'",
                          TYPE_NAME(a), TYPE_NAME(b), TYPE_NAME(mod));
    return binop_error("** or pow()", a, b);
}

Object *num_divmod(Object *a, Object *b)
{
    Object *r = binary_op1(a, b, offsetof(Type, nb_divmod));
    if (r != NotImplemented) return r;
    return binop_error("divmod()", a, b);
}

static Object *unary(UnaryFunc f, Object *a, const char *what)
{
    if (f) return f(a);
    return err_format(&Exc_TypeError, "bad operand type for %s: '%s'", what, TYPE_NAME(a));
}

Object *num_neg(Object *a) { return unary(TYPE(a)->nb_neg, a, "unary -"); }
Object *num_pos(Object *a) { return unary(TYPE(a)->nb_pos, a, "unary +"); }
Object *num_invert(Object *a) { return unary(TYPE(a)->nb_invert, a, "unary ~"); }
Object *num_abs(Object *a) { return unary(TYPE(a)->nb_abs, a, "abs()"); }

Object *num_index(Object *o)
{
    if (is_small(o)) return o;
    if (o == True) return small_new(1);
    if (o == False) return small_new(0);
    if (is_int(o)) return NEWREF(o);
    UnaryFunc f = o->ob_type->nb_index;
    if (f == NULL)
        return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(o));
    Object *r = f(o);
    if (r != NULL && !is_int(r)) {
        err_format(&Exc_TypeError, "__index__ returned non-int (type %s)", TYPE_NAME(r));
        DECREF(r);
        return NULL;
    }
    return r;
}

ssize_t num_as_ssize(Object *o)
{
    if (is_small(o)) return small_val(o);
    Object *i = num_index(o);
    if (i == NULL) return -1;
    int64_t v;
    bool ok = int_as_i64(i, &v);
    DECREF(i);
    if (!ok) {
        err_format(&Exc_OverflowError, "cannot fit '%s' into an index-sized integer", TYPE_NAME(o));
        return -1;
    }
    return (ssize_t)v;
}

/* CPython's PyFloat_AsDouble: a float (subclasses too) gives its value;
 * anything else goes through __float__ (an exact int through int's own
 * slot, an int subclass through its override if it has one), else
 * __index__. */
double num_as_double(Object *o)
{
    if (is_small(o)) return (double)small_val(o);
    Type *t = o->ob_type;
    if (t == &Float_Type) return float_val(o);
    if (t == &Int_Type) return int_as_double(o);
    if (type_is_subtype(t, &Float_Type)) return float_val(o);
    if (t->nb_float == NULL) {
        if (t->nb_index == NULL) {
            err_format(&Exc_TypeError, "must be real number, not %s", TYPE_NAME(o));
            return -1.0;
        }
        Object *i = num_index(o);
        if (i == NULL) return -1.0;
        double d = int_as_double(i);
        DECREF(i);
        return d;
    }
    Object *r = t->nb_float(o);
    if (r == NULL) return -1.0;
    if (!is_float(r) && !type_is_subtype(TYPE(r), &Float_Type)) {
        err_format(&Exc_TypeError, "%s.__float__ returned non-float (type %s)", t->name, TYPE_NAME(r));
        DECREF(r);
        return -1.0;
    }
    double d = float_val(r);
    DECREF(r);
    return d;
}
