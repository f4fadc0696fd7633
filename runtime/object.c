/* object.c: `object`, the root of every type, and the singletons.
 *
 * The idea.  `object` supplies the behaviour every value has unless its
 * type says otherwise: identity equality, a hash derived from the address,
 * the `<object object at 0x...>` repr, and generic attribute access, which
 * is the heart of the descriptor protocol:
 *
 *   1. look the name up in the MRO of the object's type (obj_type_lookup);
 *   2. a *data* descriptor found there (a getset) wins: call its getter;
 *   3. else the instance's own __dict__, if it has one;
 *   4. else a *non-data* descriptor found in step 1 binds to the object:
 *      a builtin method descriptor becomes a bound builtin method, a Python
 *      function a bound method; any other class attribute is returned as is;
 *   5. else AttributeError "'int' object has no attribute 'foo'".
 *
 * obj_get_method is step 4 without the binding: the VM's LOAD_METHOD calls
 * the unbound function with the object as first argument, so `l.append(x)`
 * allocates nothing.
 *
 * None, NotImplemented and Ellipsis are statically allocated and immortal:
 * using them writes no reference count, from any thread.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/core.h"
#include "runtime/instance.h"

/* ---- object ----------------------------------------------------------- */

static Object *object_repr(Object *o)
{
    Type *t = TYPE(o);
    Object *mod = type_module_prefix(t);
    if (mod) return str_from_format("<%U.%U object at %p>", mod, type_qualname(t), (void *)o);
    return str_from_format("<%s object at %p>", t->name, (void *)o);
}

/* CPython's _Py_HashPointer: rotate the address by 4 bits so that the
 * always-zero alignment bits do not all land in the same hash bucket. */
static ssize_t object_hash(Object *o)
{
    size_t y = (size_t)o;
    y = (y >> 4) | (y << (8 * sizeof(void *) - 4));
    ssize_t h = (ssize_t)y;
    return h == -1 ? -2 : h;
}

static Object *object_richcompare(Object *a, Object *b, int op)
{
    if (op == CMP_EQ) return a == b ? True : NotImplemented;
    if (op == CMP_NE) {
        /* != is the inverse of the type's own == when it has one. */
        RichCmpFunc eq = TYPE(a)->richcompare;
        if (eq == NULL || eq == object_richcompare) return a == b ? False : NotImplemented;
        Object *r = eq(a, b, CMP_EQ);
        if (r == NULL || r == NotImplemented) return r;
        int t = obj_is_true(r);
        DECREF(r);
        return t < 0 ? NULL : bool_from(!t);
    }
    return NotImplemented;
}

/* A class whose __abstractmethods__ is non-empty (TPF_ABSTRACT, set by
 * type_setattr) cannot be instantiated: CPython 3.11's message, the
 * names sorted.  0, or -1 with TypeError. */
int type_abstract_error(Type *t)
{
    Object *am = dict_get_str(t->dict, STR_ID("__abstractmethods__"));
    Object *l = am ? list_from_iterable(am) : list_new(0);
    if (l == NULL) return -1;
    Object *sep = str_from_cstr(", ");
    Object *joined = NULL;
    if (sep != NULL && list_sort(l, NULL, false) == 0) joined = str_join(sep, l);
    XDECREF(sep);
    if (joined != NULL)
        err_format(&Exc_TypeError, "Can't instantiate abstract class %s with abstract method%s %U", t->name,
                   list_len(l) > 1 ? "s" : "", joined);
    XDECREF(joined);
    DECREF(l);
    return -1;
}

static Object *object_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    Type *t = (Type *)type;
    if (type_check_abstract(t) < 0) return NULL;
    if (nargs > 0 || (kwnames && tuple_len(kwnames) > 0)) {
        /* A class with its own __init__ takes the arguments there. */
        if (!class_defines_init(t))
            return err_format(&Exc_TypeError, "%s() takes no arguments", t->name);
    }
    return inst_alloc(t);
}

static void object_dealloc(Object *o) { obj_free(o); }

static Object *object_get_class(Object *o, void *closure)
{
    (void)closure;
    return NEWREF((Object *)TYPE(o));
}

/* The methods of object that Python code calls explicitly:
 * super().__init__(), object.__setattr__(self, n, v), super().__repr__()... */
static Object *object_init_m(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (nargs > 0 || (kwnames && tuple_len(kwnames) > 0))
        return err_format(&Exc_TypeError, "%s.__init__() takes exactly one argument (the instance to initialize)",
                          TYPE_NAME(self));
    return NEWREF(None);
}

static Object *object_new_m(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)kwnames;
    if (nargs < 1) return err_set(&Exc_TypeError, "object.__new__(): not enough arguments");
    if (!is_type(args[0]))
        return err_format(&Exc_TypeError, "object.__new__(X): X is not a type object (%s)", TYPE_NAME(args[0]));
    Type *t = (Type *)args[0], *sb;
    if (type_new_base(t, &sb) != &Object_Type)
        return err_format(&Exc_TypeError, "object.__new__(%s) is not safe, use %s.__new__()", t->name, sb->name);
    if (type_check_abstract(t) < 0) return NULL;
    return inst_alloc(t);
}

#define OBJ_METHOD(fn, pyname, n, body)                                                      \
    static Object *fn(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)     \
    {                                                                                        \
        if (args_no_kw(pyname, kwnames) < 0 || args_count(pyname, nargs, n, n) < 0) return NULL; \
        (void)args;                                                                          \
        body                                                                                 \
    }
OBJ_METHOD(object_repr_m, "__repr__", 0, return object_repr(self);)
OBJ_METHOD(object_str_m, "__str__", 0, return obj_repr(self);)
OBJ_METHOD(object_hash_m, "__hash__", 0, return int_from_i64(object_hash(self));)
OBJ_METHOD(object_eq_m, "__eq__", 1, return object_richcompare(self, args[0], CMP_EQ);)
OBJ_METHOD(object_ne_m, "__ne__", 1, return object_richcompare(self, args[0], CMP_NE);)
OBJ_METHOD(object_getattribute_m, "__getattribute__", 1, return obj_generic_getattr(self, args[0]);)
OBJ_METHOD(object_setattr_m, "__setattr__", 2,
           return obj_generic_setattr(self, args[0], args[1]) < 0 ? NULL : NEWREF(None);)
OBJ_METHOD(object_delattr_m, "__delattr__", 1,
           return obj_generic_setattr(self, args[0], NULL) < 0 ? NULL : NEWREF(None);)

/* object.__init_subclass__(): the end of the chain of super() calls. */
static Object *object_init_subclass_m(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (nargs > 0 || (kwnames && tuple_len(kwnames) > 0))
        return err_format(&Exc_TypeError, "%U.__init_subclass__() takes no keyword arguments", type_qualname((Type *)self));
    return NEWREF(None);
}

static const MethodDef object_methods[] = {
    {"__init_subclass__", object_init_subclass_m, METH_CLASS},
    {"__init__", object_init_m, METH_DEFAULT},
    {"__new__", object_new_m, METH_STATIC},
    {"__repr__", object_repr_m, METH_DEFAULT},
    {"__str__", object_str_m, METH_DEFAULT},
    {"__hash__", object_hash_m, METH_DEFAULT},
    {"__eq__", object_eq_m, METH_DEFAULT},
    {"__ne__", object_ne_m, METH_DEFAULT},
    {"__getattribute__", object_getattribute_m, METH_DEFAULT},
    {"__setattr__", object_setattr_m, METH_DEFAULT},
    {"__delattr__", object_delattr_m, METH_DEFAULT},
    {NULL, NULL, 0},
};

static const GetSetDef object_getset[] = {
    {"__class__", object_get_class, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type Object_Type = {
    TYPE_HEAD_INIT,
    .name = "object",
    .basicsize = sizeof(Object),
    .flags = TPF_BASETYPE,
    .dealloc = object_dealloc,
    .repr = object_repr,
    .hash = object_hash,
    .richcompare = object_richcompare,
    .setattr = obj_generic_setattr,
    .new = object_new,
    .methods = object_methods,
    .getset = object_getset,
};

/* ---- generic attribute access --------------------------------------------- */

/* Where the instance keeps its __dict__ pointer, or NULL if it has none. */
static Object **instance_dict_ptr(Object *o)
{
    if (is_small(o)) return NULL;
    size_t off = o->ob_type->dictoffset;
    return off ? (Object **)((char *)o + off) : NULL;
}

/* o's own attribute `name`, from its __dict__ or its inline values
 * (runtime/instance.c): new ref, or NULL (an exception set only when the
 * lookup failed). */
static Object *own_attr(Object *o, Object *name)
{
    Object **dp = instance_dict_ptr(o);
    if (dp == NULL) return NULL;
    Type *t = TYPE(o);
    Object *d;
    if (t->inst_keys) {
        d = inst_dict_load(o, t);
        if (d == NULL) {
            Object *v = inst_get(o, t, name, &d);
            if (v) return NEWREF(v);
        }
    } else {
        d = *dp;
    }
    return d ? dict_get(d, name) : NULL;
}

static Object *no_attribute(Object *o, Object *name)
{
    return err_format(&Exc_AttributeError, "'%s' object has no attribute '%U'", TYPE_NAME(o), name);
}

Object *obj_generic_getattr(Object *o, Object *name)
{
    Object *descr = obj_type_lookup(TYPE(o), name), *r;
    if (descr && descr_data_get(descr, o, &r)) return r;
    Object *v = own_attr(o, name);
    if (v) return v;
    if (err_occurred()) return NULL;
    if (descr) return descr_bind(descr, o, TYPE(o));
    return no_attribute(o, name);
}

/* A plain function or method descriptor found in the class: what
 * obj_get_method returns unbound. */
static bool is_method_descr(Object *descr)
{
    return descr && ((TYPE(descr) == &MethodDescr_Type && ((MethodDescrObject *)descr)->def->flags == METH_DEFAULT) ||
                     TYPE(descr) == &Function_Type || TYPE(descr) == &WrapperDescr_Type);
}

static int get_method(Object *o, Object *name, Object **method, bool stack)
{
    Type *t = TYPE(o);
    if (t->getattr == NULL || t->getattr == obj_generic_getattr) {
        Object *descr = obj_type_lookup(t, name);
        if (is_method_descr(descr)) {
            /* Deferred (a class's function) and for the stack: no count,
             * so threads calling one class's method write nothing to it.
             * Else hold a reference while the instance dict is searched:
             * a key's __eq__ may run code that changes the class (then,
             * as in CPython, the method found first is called). */
            bool borrowed = stack && (descr->ob_flags & OBF_DEFERRED);
            if (!borrowed) INCREF(descr);
            Object *v = own_attr(o, name);
            if (v || err_occurred()) {
                if (!borrowed) DECREF(descr);
                *method = v;
                return v ? 0 : -1;
            }
            /* A borrowed function is alive while its class still holds it
             * (the collector, the only one that frees it, runs at a
             * safepoint, and Python code run by own_attr may reach one);
             * if the class changed meanwhile, ask again below. */
            if (!borrowed || obj_type_lookup(t, name) == descr) {
                *method = descr;
                return 1;
            }
        }
    }
    *method = obj_getattr(o, name);
    return *method ? 0 : -1;
}

int obj_get_method(Object *o, Object *name, Object **method) { return get_method(o, name, method, false); }

int obj_get_method_stack(Object *o, Object *name, Object **method) { return get_method(o, name, method, true); }

int obj_generic_setattr(Object *o, Object *name, Object *v)
{
    Object *descr = obj_type_lookup(TYPE(o), name);
    if (descr) {
        int r = descr_data_set(descr, o, v);
        if (r != -2) return r;
    }
    Object **dp = instance_dict_ptr(o);
    Type *t = TYPE(o);
    if (dp != NULL && t->inst_keys) {
        if (v != NULL && TYPE(name) == &Str_Type) return inst_set(o, t, inst_keys_add(t, name), name, v);
        if (inst_materialize(o, t) == NULL) return -1; /* del, or an unusual name: the dict has them */
    }
    if (dp == NULL) {
        if (descr)
            err_format(&Exc_AttributeError, "'%s' object attribute '%U' is read-only", TYPE_NAME(o), name);
        else
            no_attribute(o, name);
        return -1;
    }
    if (v == NULL) {
        if (*dp == NULL || dict_del(*dp, name) < 0) {
            if (*dp == NULL || err_matches(&Exc_KeyError)) {
                err_clear();
                no_attribute(o, name);
            }
            return -1;
        }
        return 0;
    }
    if (*dp == NULL && (*dp = dict_new()) == NULL) return -1;
    return dict_set(*dp, name, v);
}

/* ---- None, NotImplemented, Ellipsis ----------------------------------- */

static Object *none_repr(Object *o)
{
    (void)o;
    return STR_ID("None");
}

static int none_bool(Object *o)
{
    (void)o;
    return 0;
}

/* type(None)() is None; no arguments allowed. */
static Object *singleton_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    Type *t = (Type *)type;
    if (nargs > 0 || (kwnames && tuple_len(kwnames) > 0))
        return err_format(&Exc_TypeError, "%s takes no arguments", t->name);
    if (t == &NoneType_Type) return None;
    if (t == &NotImplementedType_Type) return NotImplemented;
    return Ellipsis;
}

static Object *notimpl_repr(Object *o)
{
    (void)o;
    return STR_ID("NotImplemented");
}

static Object *ellipsis_repr(Object *o)
{
    (void)o;
    return STR_ID("Ellipsis");
}

Type NoneType_Type = {
    TYPE_HEAD_INIT,
    .name = "NoneType",
    .basicsize = sizeof(Object),
    .repr = none_repr,
    .nb_bool = none_bool,
    .new = singleton_new,
};

Type NotImplementedType_Type = {
    TYPE_HEAD_INIT,
    .name = "NotImplementedType",
    .basicsize = sizeof(Object),
    .repr = notimpl_repr,
    .new = singleton_new,
};

Type Ellipsis_Type = {
    TYPE_HEAD_INIT,
    .name = "ellipsis",
    .basicsize = sizeof(Object),
    .repr = ellipsis_repr,
    .new = singleton_new,
};

Object None_Obj = OBJECT_HEAD_INIT(&NoneType_Type);
Object NotImplemented_Obj = OBJECT_HEAD_INIT(&NotImplementedType_Type);
Object Ellipsis_Obj = OBJECT_HEAD_INIT(&Ellipsis_Type);

/* ---- debug assertions ------------------------------------------------- */

#ifdef FPY_DEBUG
_Thread_local int obj_locks_held; /* runtime/lock.h's one-lock-at-a-time check */
#endif

void fpy_assert_fail(const char *cond, const char *msg, const char *file, int line)
{
    io_flush_all();
    fprintf(stderr, "%s:%d: fpy internal assertion failed: %s (%s)\n", file, line, msg, cond);
    abort();
}
