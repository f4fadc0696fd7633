/* descrobject.c: the descriptor protocol and the descriptors classes use.
 *
 * The idea.  An attribute found in a class is not always returned as is:
 * a *descriptor* decides what `obj.name` means.
 *   - data descriptors (property, __slots__ members, C getsets, any class
 *     with __set__ or __delete__) win over the instance __dict__, for
 *     reading and for writing;
 *   - non-data descriptors (functions, builtin method descriptors,
 *     staticmethod, classmethod, any class with only __get__) bind the
 *     object when the instance __dict__ does not have the name.
 * obj_generic_getattr / obj_generic_setattr (object.c) and type attribute
 * access (type.c) ask this file three questions: is it a data descriptor
 * and what does it give (descr_data_get / descr_data_set), and how does a
 * non-data one bind to an instance (descr_bind) or to a class
 * (descr_bind_class).  Each built-in descriptor kind is tested by its type
 * first, so the usual cases cost a pointer compare; only instances of
 * classes pay a dunder lookup.
 *
 * Also here: property, staticmethod, classmethod, __slots__ member
 * descriptors and super.  All are plain objects with no shared mutable
 * state beyond their fields, which are written once at creation (property
 * setter()/getter() return new properties, as in CPython).
 */
#include <stddef.h>

#include "runtime/core.h"
#include "vm/function.h"
#include "vm/thread.h"

/* ---- user-defined descriptors (a class with __get__/__set__) ------------- */

static Object *S_get, *S_set, *S_delete;

static Object *heap_dunder(Object *descr, Object *name)
{
    Type *t = TYPE(descr);
    return (t->flags & TPF_HEAPTYPE) ? class_lookup_py(t, name) : NULL;
}

static Object *call_with_self(Object *fn, Object *self, Object *a, Object *b, int n)
{
    Object *args[3] = {self, a, b};
    if (TYPE(fn) == &Function_Type) return obj_call(fn, args, n + 1, NULL);
    Object *bound = descr_bind(fn, self, TYPE(self));
    if (bound == NULL) return NULL;
    Object *r = obj_call(bound, args + 1, n, NULL);
    DECREF(bound);
    return r;
}

/* ---- the protocol ----------------------------------------------------------- */

int descr_data_get(Object *descr, Object *obj, Object **res)
{
    Type *dt = TYPE(descr);
    if (dt == &GetSetDescr_Type) {
        const GetSetDef *g = ((GetSetDescrObject *)descr)->def;
        *res = g->get(obj, g->closure);
        return 1;
    }
    if (dt == &Property_Type) {
        PropertyObject *p = (PropertyObject *)descr;
        if (p->fget == NULL || p->fget == None) {
            if (p->name)
                err_format(&Exc_AttributeError, "property %R of '%s' object has no getter", p->name, TYPE_NAME(obj));
            else
                err_format(&Exc_AttributeError, "property of '%s' object has no getter", TYPE_NAME(obj));
            *res = NULL;
        } else {
            *res = obj_call1(p->fget, obj);
        }
        return 1;
    }
    if (dt == &MemberDescr_Type) {
        MemberDescrObject *m = (MemberDescrObject *)descr;
        Object *v = slot_field_load(obj, (Object **)((char *)obj + m->offset));
        *res = v ? NEWREF(v) : err_format(&Exc_AttributeError, "'%s' object has no attribute '%U'", TYPE_NAME(obj), m->name);
        return 1;
    }
    if (!(dt->flags & TPF_HEAPTYPE)) return 0;
    Object *get = class_lookup_py(dt, S_get);
    if (get == NULL || (class_lookup_py(dt, S_set) == NULL && class_lookup_py(dt, S_delete) == NULL)) return 0;
    *res = call_with_self(get, descr, obj, (Object *)TYPE(obj), 2);
    return 1;
}

int descr_data_set(Object *descr, Object *obj, Object *v)
{
    Type *dt = TYPE(descr);
    if (dt == &GetSetDescr_Type) {
        const GetSetDef *g = ((GetSetDescrObject *)descr)->def;
        if (g->set == NULL) {
            err_format(&Exc_AttributeError, "attribute '%s' of '%s' objects is not writable", g->name, TYPE_NAME(obj));
            return -1;
        }
        return g->set(obj, v, g->closure);
    }
    if (dt == &Property_Type) {
        PropertyObject *p = (PropertyObject *)descr;
        Object *fn = v ? p->fset : p->fdel;
        if (fn == NULL || fn == None) {
            const char *what = v ? "setter" : "deleter";
            if (p->name)
                err_format(&Exc_AttributeError, "property %R of '%s' object has no %s", p->name, TYPE_NAME(obj), what);
            else
                err_format(&Exc_AttributeError, "property of '%s' object has no %s", TYPE_NAME(obj), what);
            return -1;
        }
        Object *r = v ? obj_call2(fn, obj, v) : obj_call1(fn, obj);
        if (r == NULL) return -1;
        DECREF(r);
        return 0;
    }
    if (dt == &MemberDescr_Type) {
        MemberDescrObject *m = (MemberDescrObject *)descr;
        Object **slot = (Object **)((char *)obj + m->offset);
        if (v == NULL && slot_field_load(obj, slot) == NULL) {
            err_format(&Exc_AttributeError, "%U", m->name); /* CPython's member_set says only the name */
            return -1;
        }
        slot_field_store(obj, slot, XNEWREF(v));
        return 0;
    }
    if (!(dt->flags & TPF_HEAPTYPE)) return -2;
    Object *fn = class_lookup_py(dt, v ? S_set : S_delete);
    if (fn == NULL) {
        if (class_lookup_py(dt, v ? S_delete : S_set) == NULL) return -2; /* not a data descriptor */
        err_format(&Exc_AttributeError, "__%s__", v ? "set" : "delete");
        return -1;
    }
    Object *r = call_with_self(fn, descr, obj, v, v ? 2 : 1);
    if (r == NULL) return -1;
    DECREF(r);
    return 0;
}

Object *descr_bind(Object *attr, Object *obj, Type *type)
{
    Type *at = TYPE(attr);
    if (at == &Function_Type || at == &WrapperDescr_Type) return method_new(attr, obj);
    if (at == &MethodDescr_Type) {
        const MethodDef *d = ((MethodDescrObject *)attr)->def;
        if (d->flags == METH_CLASS) return cfunction_new(d, (Object *)type);
        if (d->flags == METH_STATIC) return cfunction_new(d, NULL);
        return cfunction_new(d, obj);
    }
    if (at == &StaticMethod_Type) return NEWREF(((StaticMethodObject *)attr)->func);
    if (at == &ClassMethod_Type) return method_new(((StaticMethodObject *)attr)->func, (Object *)type);
    Object *get = heap_dunder(attr, S_get);
    if (get) return call_with_self(get, attr, obj, (Object *)type, 2);
    return NEWREF(attr);
}

Object *descr_bind_class(Object *attr, Type *type)
{
    Type *at = TYPE(attr);
    if (at == &MethodDescr_Type) {
        const MethodDef *d = ((MethodDescrObject *)attr)->def;
        if (d->flags == METH_CLASS) return cfunction_new(d, (Object *)type);
        if (d->flags == METH_STATIC) return cfunction_new(d, NULL);
        return NEWREF(attr);
    }
    if (at == &StaticMethod_Type) return NEWREF(((StaticMethodObject *)attr)->func);
    if (at == &ClassMethod_Type) return method_new(((StaticMethodObject *)attr)->func, (Object *)type);
    Object *get = heap_dunder(attr, S_get);
    if (get) return call_with_self(get, attr, None, (Object *)type, 2);
    return NEWREF(attr);
}

/* ---- property ------------------------------------------------------------------ */

static void property_dealloc(Object *o)
{
    PropertyObject *p = (PropertyObject *)o;
    CLEAR(p->fget);
    CLEAR(p->fset);
    CLEAR(p->fdel);
    CLEAR(p->doc);
    CLEAR(p->name);
    obj_free(o);
}

static int property_traverse(Object *o, VisitFunc visit, void *arg)
{
    PropertyObject *p = (PropertyObject *)o;
    Object *refs[5] = {p->fget, p->fset, p->fdel, p->doc, p->name};
    for (int i = 0; i < 5; i++)
        if (refs[i] && visit(refs[i], arg)) return 1;
    return 0;
}

static int property_clear(Object *o)
{
    PropertyObject *p = (PropertyObject *)o;
    CLEAR(p->fget);
    CLEAR(p->fset);
    CLEAR(p->fdel);
    CLEAR(p->doc);
    return 0;
}

/* New ref: a property of the given functions (None counts as absent). */
static Object *property_make(Type *t, Object *fget, Object *fset, Object *fdel, Object *doc, Object *name)
{
    PropertyObject *p = (PropertyObject *)obj_alloc(t, t->basicsize);
    if (p == NULL) return NULL;
    p->fget = (fget && fget != None) ? NEWREF(fget) : NULL;
    p->fset = (fset && fset != None) ? NEWREF(fset) : NULL;
    p->fdel = (fdel && fdel != None) ? NEWREF(fdel) : NULL;
    p->doc = XNEWREF(doc);
    p->name = XNEWREF(name);
    if (p->doc == NULL && p->fget) {
        /* property(f) takes f's docstring, as CPython. */
        Object *d = obj_lookup_attr(p->fget, STR_ID("__doc__"));
        if (d == NULL && err_occurred()) err_clear();
        p->doc = d;
    }
    return (Object *)p;
}

static Object *property_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"fget", "fset", "fdel", "doc", NULL};
    Object *a[4];
    if (args_parse("property", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    return property_make((Type *)type, a[0], a[1], a[2], a[3], NULL);
}

/* getter/setter/deleter: a copy with one function replaced (which = 0/1/2). */
static Object *property_copy(Object *self, Object *const *args, ssize_t nargs, Object *kwnames, int which)
{
    static const char *const fnames[] = {"getter", "setter", "deleter"};
    if (args_no_kw(fnames[which], kwnames) < 0 || args_count(fnames[which], nargs, 1, 1) < 0) return NULL;
    PropertyObject *p = (PropertyObject *)self;
    Object *f[3] = {p->fget, p->fset, p->fdel};
    f[which] = args[0];
    Object *doc = p->doc;
    if (which == 0) doc = NULL; /* a new getter brings its own docstring */
    return property_make(TYPE(self), f[0], f[1], f[2], doc, p->name);
}

static Object *property_getter(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return property_copy(self, args, nargs, kwnames, 0);
}

static Object *property_setter(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return property_copy(self, args, nargs, kwnames, 1);
}

static Object *property_deleter(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return property_copy(self, args, nargs, kwnames, 2);
}

/* p.fget / p.fset / p.fdel / p.__doc__: closure = field offset */
static Object *property_get_field(Object *o, void *closure)
{
    Object *v = *(Object **)((char *)o + (size_t)closure);
    return NEWREF(v ? v : None);
}

static const MethodDef property_methods[] = {
    {"getter", property_getter, METH_DEFAULT},
    {"setter", property_setter, METH_DEFAULT},
    {"deleter", property_deleter, METH_DEFAULT},
    {NULL, NULL, 0},
};

/* CPython's _PyObject_IsAbstract: o.__isabstractmethod__ is true (1), is
 * missing or false (0), or raised (-1).  o may be NULL or None. */
static int is_abstract(Object *o)
{
    if (o == NULL || o == None) return 0;
    Object *v = obj_lookup_attr(o, STR_ID("__isabstractmethod__"));
    if (v == NULL) return err_occurred() ? -1 : 0;
    int r = obj_is_true(v);
    DECREF(v);
    return r;
}

/* property.__isabstractmethod__: whether fget, fset or fdel is abstract
 * (abc's ABCMeta asks every class attribute) */
static Object *property_get_isabstract(Object *o, void *c)
{
    (void)c;
    PropertyObject *p = (PropertyObject *)o;
    Object *fns[3] = {p->fget, p->fset, p->fdel};
    for (int i = 0; i < 3; i++) {
        int r = is_abstract(fns[i]);
        if (r != 0) return r < 0 ? NULL : bool_from(true);
    }
    return bool_from(false);
}

static const GetSetDef property_getset[] = {
    {"__isabstractmethod__", property_get_isabstract, NULL, NULL},
    {"fget", property_get_field, NULL, (void *)offsetof(PropertyObject, fget)},
    {"fset", property_get_field, NULL, (void *)offsetof(PropertyObject, fset)},
    {"fdel", property_get_field, NULL, (void *)offsetof(PropertyObject, fdel)},
    {"__doc__", property_get_field, NULL, (void *)offsetof(PropertyObject, doc)},
    {NULL, NULL, NULL, NULL},
};

Type Property_Type = {
    TYPE_HEAD_INIT,
    .name = "property",
    .basicsize = sizeof(PropertyObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = property_dealloc,
    .traverse = property_traverse,
    .clear = property_clear,
    .new = property_new,
    .methods = property_methods,
    .getset = property_getset,
};

/* ---- staticmethod / classmethod ----------------------------------------------- */

static void sm_dealloc(Object *o)
{
    CLEAR(((StaticMethodObject *)o)->func);
    obj_free(o);
}

static int sm_traverse(Object *o, VisitFunc visit, void *arg)
{
    Object *f = ((StaticMethodObject *)o)->func;
    return f ? visit(f, arg) : 0;
}

static int sm_clear(Object *o)
{
    CLEAR(((StaticMethodObject *)o)->func);
    return 0;
}

static Object *sm_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *t = (Type *)type;
    if (args_no_kw(t->name, kwnames) < 0 || args_count(t->name, nargs, 1, 1) < 0) {
        /* CPython words this one as _PyArg_CheckPositional does. */
        if (nargs != 1 && err_matches(&Exc_TypeError)) {
            err_clear();
            err_format(&Exc_TypeError, "%s expected 1 argument, got %zd", t->name, nargs);
        }
        return NULL;
    }
    StaticMethodObject *s = (StaticMethodObject *)obj_alloc(t, t->basicsize);
    if (s == NULL) return NULL;
    s->func = NEWREF(args[0]);
    return (Object *)s;
}

static Object *sm_repr(Object *o)
{
    return str_from_format("<%s(%R)>", TYPE_NAME(o), ((StaticMethodObject *)o)->func);
}

/* staticmethod objects are callable (3.10+): call the function. */
static Object *sm_call(Object *o, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return obj_call(((StaticMethodObject *)o)->func, args, nargs, kwnames);
}

static Object *sm_get_func(Object *o, void *c)
{
    (void)c;
    return NEWREF(((StaticMethodObject *)o)->func);
}

/* staticmethod/classmethod.__isabstractmethod__: the function's */
static Object *sm_get_isabstract(Object *o, void *c)
{
    (void)c;
    int r = is_abstract(((StaticMethodObject *)o)->func);
    return r < 0 ? NULL : bool_from(r == 1);
}

static const GetSetDef sm_getset[] = {
    {"__isabstractmethod__", sm_get_isabstract, NULL, NULL},
    {"__func__", sm_get_func, NULL, NULL},
    {"__wrapped__", sm_get_func, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type StaticMethod_Type = {
    TYPE_HEAD_INIT,
    .name = "staticmethod",
    .basicsize = sizeof(StaticMethodObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = sm_dealloc,
    .traverse = sm_traverse,
    .clear = sm_clear,
    .repr = sm_repr,
    .call = sm_call,
    .new = sm_new,
    .getset = sm_getset,
};

Type ClassMethod_Type = {
    TYPE_HEAD_INIT,
    .name = "classmethod",
    .basicsize = sizeof(StaticMethodObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = sm_dealloc,
    .traverse = sm_traverse,
    .clear = sm_clear,
    .repr = sm_repr,
    .new = sm_new,
    .getset = sm_getset,
};

/* ---- __slots__ members ---------------------------------------------------------- */

/* The fields live in the instance (at `offset`); reads are lock-free and
 * a replaced value is released at once until a thread other than the
 * instance's owner reads a field (api.h's slot_field_load/store).  That
 * first read sets the flag; sequentially consistent, so that the owner's
 * next store either sees it or has already replaced what this thread then
 * reads. */
__attribute__((noinline)) void slot_fields_mark_shared(Object *o)
{
    __atomic_fetch_or(&o->ob_gc_bits, (uint8_t)GCB_SLOTS_SHARED, __ATOMIC_SEQ_CST);
}

Object *member_descr_new(Type *owner, Object *name, size_t offset)
{
    MemberDescrObject *m = (MemberDescrObject *)obj_alloc(&MemberDescr_Type, sizeof(MemberDescrObject));
    if (m == NULL) return NULL;
    m->owner = owner;
    m->name = NEWREF(name);
    m->offset = offset;
    return (Object *)m;
}

static void member_dealloc(Object *o)
{
    CLEAR(((MemberDescrObject *)o)->name);
    obj_free(o);
}

static Object *member_repr(Object *o)
{
    MemberDescrObject *m = (MemberDescrObject *)o;
    return str_from_format("<member %R of '%s' objects>", m->name, m->owner->name);
}

Type MemberDescr_Type = {
    TYPE_HEAD_INIT,
    .name = "member_descriptor",
    .basicsize = sizeof(MemberDescrObject),
    .dealloc = member_dealloc,
    .repr = member_repr,
};

/* ---- super ------------------------------------------------------------------------- */

typedef struct {
    Object ob;
    Type *type;      /* search the MRO after this class */
    Object *obj;     /* the instance (or class) bound */
    Type *obj_type;  /* whose MRO is searched: type(obj), or obj if it is a class */
} SuperObject;

static Object *super_new(Object *t, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("super", kwnames) < 0 || args_count("super", nargs, 0, 2) < 0) return NULL;
    Object *cls, *obj; /* new refs */
    if (nargs == 0) {
        if (frame_super_args(&cls, &obj) < 0) return NULL;
    } else {
        if (!is_type(args[0]))
            return err_format(&Exc_TypeError, "super() argument 1 must be a type, not %s", TYPE_NAME(args[0]));
        if (nargs == 1) return err_set(&Exc_NotImplementedError, "unbound super objects are not supported");
        cls = NEWREF(args[0]);
        obj = NEWREF(args[1]);
    }
    Type *type = (Type *)cls, *obj_type = NULL;
    DECREF(cls); /* classes and built-in types are immortal */
    if (is_type(obj) && type_is_subtype((Type *)obj, type))
        obj_type = (Type *)obj;
    else if (type_is_subtype(TYPE(obj), type))
        obj_type = TYPE(obj);
    SuperObject *s = obj_type ? (SuperObject *)obj_alloc((Type *)t, sizeof(SuperObject)) : NULL;
    if (s == NULL) {
        if (obj_type == NULL) err_set(&Exc_TypeError, "super(type, obj): obj must be an instance or subtype of type");
        DECREF(obj);
        return NULL;
    }
    s->type = type;
    s->obj = obj;
    s->obj_type = obj_type;
    return (Object *)s;
}

static void super_dealloc(Object *o)
{
    CLEAR(((SuperObject *)o)->obj);
    obj_free(o);
}

static int super_traverse(Object *o, VisitFunc visit, void *arg)
{
    Object *v = ((SuperObject *)o)->obj;
    return v ? visit(v, arg) : 0;
}

static int super_clear(Object *o)
{
    CLEAR(((SuperObject *)o)->obj);
    return 0;
}

static Object *super_getattr(Object *o, Object *name)
{
    SuperObject *s = (SuperObject *)o;
    Object *mro = s->obj_type->mro;
    ssize_t n = mro ? tuple_len(mro) : 0, i = 0;
    while (i < n && tuple_get(mro, i) != (Object *)s->type) i++;
    for (i++; i < n && name != STR_ID("__class__"); i++) {
        Type *b = (Type *)tuple_get(mro, i);
        Object *attr = b->dict ? dict_get(b->dict, name) : NULL;
        if (attr == NULL) {
            if (err_occurred()) return NULL;
            continue;
        }
        Object *r;
        bool bound_to_class = s->obj == (Object *)s->obj_type;
        if (bound_to_class)
            r = descr_bind_class(attr, s->obj_type);
        else if (descr_data_get(attr, s->obj, &r))
            ;
        else
            r = descr_bind(attr, s->obj, s->obj_type);
        DECREF(attr);
        return r;
    }
    Object *r = obj_generic_getattr(o, name);
    if (r == NULL && err_matches(&Exc_AttributeError)) {
        err_clear();
        err_format(&Exc_AttributeError, "'super' object has no attribute '%U'", name);
    }
    return r;
}

static Object *super_repr(Object *o)
{
    SuperObject *s = (SuperObject *)o;
    return str_from_format("<super: <class '%s'>, <%s object>>", s->type->name, s->obj_type->name);
}

Type Super_Type = {
    TYPE_HEAD_INIT,
    .name = "super",
    .basicsize = sizeof(SuperObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = super_dealloc,
    .traverse = super_traverse,
    .clear = super_clear,
    .repr = super_repr,
    .getattr = super_getattr,
    .new = super_new,
};

int descr_init(void)
{
    S_get = STR_ID("__get__");
    S_set = STR_ID("__set__");
    S_delete = STR_ID("__delete__");
    Type *types[] = {&Property_Type, &StaticMethod_Type, &ClassMethod_Type, &MemberDescr_Type, &Super_Type,
                     &WrapperDescr_Type};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if (type_ready(types[i]) < 0) return -1;
    return 0;
}

/* ---- slot wrappers -------------------------------------------------------------------
 * What `int.__add__`, `KeyError.__str__` or `super().__eq__(o)` find in a
 * built-in type's dict: a descriptor that calls one slot of the type that
 * defines it (CPython's wrapper_descriptor, made by add_operators).  Only
 * slots a built-in type sets itself get one; classes inherit them through
 * the MRO.  Calling the owner's slot (not the instance type's) is what
 * makes super().__str__() from a class's own __str__ terminate. */

enum { W_UNARY, W_BINARY, W_RBINARY, W_POW, W_RPOW, W_CMP, W_HASH, W_LEN, W_SETITEM, W_DELITEM,
       W_CONTAINS, W_BOOL, W_CALL, W_NEXT };

typedef struct {
    const char *name;
    size_t off;
    int kind;
    int op; /* W_CMP: the CMP_* operator */
} WrapDef;

#define W(n, field, kind) {n, offsetof(Type, field), kind, 0}
#define WC(n, op) {n, offsetof(Type, richcompare), W_CMP, op}
static const WrapDef wrapdefs[] = {
    W("__repr__", repr, W_UNARY), W("__str__", str, W_UNARY), W("__hash__", hash, W_HASH),
    WC("__lt__", CMP_LT), WC("__le__", CMP_LE), WC("__eq__", CMP_EQ), WC("__ne__", CMP_NE),
    WC("__gt__", CMP_GT), WC("__ge__", CMP_GE),
    W("__iter__", iter, W_UNARY), W("__next__", iternext, W_NEXT), W("__len__", len, W_LEN),
    W("__getitem__", getitem, W_BINARY), W("__setitem__", setitem, W_SETITEM),
    W("__delitem__", setitem, W_DELITEM), W("__contains__", contains, W_CONTAINS),
    W("__bool__", nb_bool, W_BOOL), W("__call__", call, W_CALL),
    W("__add__", nb_add, W_BINARY), W("__radd__", nb_add, W_RBINARY),
    W("__sub__", nb_sub, W_BINARY), W("__rsub__", nb_sub, W_RBINARY),
    W("__mul__", nb_mul, W_BINARY), W("__rmul__", nb_mul, W_RBINARY),
    W("__truediv__", nb_truediv, W_BINARY), W("__rtruediv__", nb_truediv, W_RBINARY),
    W("__floordiv__", nb_floordiv, W_BINARY), W("__rfloordiv__", nb_floordiv, W_RBINARY),
    W("__mod__", nb_mod, W_BINARY), W("__rmod__", nb_mod, W_RBINARY),
    W("__divmod__", nb_divmod, W_BINARY), W("__rdivmod__", nb_divmod, W_RBINARY),
    W("__pow__", nb_pow, W_POW), W("__rpow__", nb_pow, W_RPOW),
    W("__lshift__", nb_lshift, W_BINARY), W("__rlshift__", nb_lshift, W_RBINARY),
    W("__rshift__", nb_rshift, W_BINARY), W("__rrshift__", nb_rshift, W_RBINARY),
    W("__and__", nb_and, W_BINARY), W("__rand__", nb_and, W_RBINARY),
    W("__or__", nb_or, W_BINARY), W("__ror__", nb_or, W_RBINARY),
    W("__xor__", nb_xor, W_BINARY), W("__rxor__", nb_xor, W_RBINARY),
    W("__iadd__", nb_inplace_add, W_BINARY), W("__isub__", nb_inplace_sub, W_BINARY),
    W("__imul__", nb_inplace_mul, W_BINARY), W("__ior__", nb_inplace_or, W_BINARY),
    W("__iand__", nb_inplace_and, W_BINARY), W("__ixor__", nb_inplace_xor, W_BINARY),
    W("__neg__", nb_neg, W_UNARY), W("__pos__", nb_pos, W_UNARY), W("__invert__", nb_invert, W_UNARY),
    W("__abs__", nb_abs, W_UNARY), W("__index__", nb_index, W_UNARY), W("__int__", nb_int, W_UNARY),
    W("__float__", nb_float, W_UNARY),
};
#undef W
#undef WC

#define NWRAP (sizeof wrapdefs / sizeof wrapdefs[0])

typedef struct {
    Object ob;
    const WrapDef *def;
    Type *owner;
} WrapperDescrObject;

static inline void *slot_of(Type *t, size_t off) { return *(void **)((char *)t + off); }

/* Call the owner's slot on self; args are the Python-level arguments. */
static Object *wrapper_call(Object *callable, Object *const *args, ssize_t nargs, Object *kwnames)
{
    WrapperDescrObject *w = (WrapperDescrObject *)callable;
    const WrapDef *d = w->def;
    if (nargs < 1)
        return err_format(&Exc_TypeError, "descriptor '%s' of '%s' object needs an argument", d->name, w->owner->name);
    Object *self = args[0];
    if (!type_is_subtype(TYPE(self), w->owner))
        return err_format(&Exc_TypeError, "descriptor '%s' requires a '%s' object but received a '%s'", d->name,
                          w->owner->name, TYPE_NAME(self));
    if (d->kind == W_CALL) return ((CallFunc)slot_of(w->owner, d->off))(self, args + 1, nargs - 1, kwnames);
    if (args_no_kw(d->name, kwnames) < 0) return NULL;
    ssize_t n = nargs - 1;
    int want = (d->kind == W_BINARY || d->kind == W_RBINARY || d->kind == W_CMP || d->kind == W_DELITEM ||
                d->kind == W_CONTAINS || d->kind == W_RPOW) ? 1 : d->kind == W_SETITEM ? 2 : 0;
    if (d->kind == W_POW ? (n < 1 || n > 2) : n != want) {
        int lo = d->kind == W_POW ? 1 : want;
        return err_format(&Exc_TypeError, "expected %d argument%s, got %zd", lo, lo == 1 ? "" : "s", n);
    }
    void *f = slot_of(w->owner, d->off);
    Object *a = n >= 1 ? args[1] : NULL;
    switch (d->kind) {
    case W_UNARY: return ((UnaryFunc)f)(self);
    case W_BINARY: return ((BinaryFunc)f)(self, a);
    case W_RBINARY: return ((BinaryFunc)f)(a, self);
    case W_POW: return ((TernaryFunc)f)(self, a, n == 2 ? args[2] : None);
    case W_RPOW: return ((TernaryFunc)f)(a, self, None);
    case W_CMP: return ((RichCmpFunc)f)(self, a, d->op);
    case W_HASH: {
        ssize_t h = ((HashFunc)f)(self);
        return h == -1 ? NULL : int_from_i64(h);
    }
    case W_LEN: {
        ssize_t l = ((LenFunc)f)(self);
        return l < 0 ? NULL : int_from_i64(l);
    }
    case W_SETITEM:
    case W_DELITEM:
        if (((SetItemFunc)f)(self, a, d->kind == W_SETITEM ? args[2] : NULL) < 0) return NULL;
        return NEWREF(None);
    case W_CONTAINS:
    case W_BOOL: {
        int r = d->kind == W_BOOL ? ((InquiryFunc)f)(self) : ((ContainsFunc)f)(self, a);
        return r < 0 ? NULL : bool_from(r);
    }
    case W_NEXT: {
        Object *r = ((UnaryFunc)f)(self);
        if (r == NULL && !err_occurred()) err_set_object(&Exc_StopIteration, NULL);
        return r;
    }
    }
    return NULL;
}

static Object *wrapper_repr(Object *o)
{
    WrapperDescrObject *w = (WrapperDescrObject *)o;
    return str_from_format("<slot wrapper '%s' of '%s' objects>", w->def->name, w->owner->name);
}

static Object *wrapper_get_name(Object *o, void *c)
{
    (void)c;
    return str_from_cstr(((WrapperDescrObject *)o)->def->name);
}

static const GetSetDef wrapper_getset[] = {
    {"__name__", wrapper_get_name, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type WrapperDescr_Type = {
    TYPE_HEAD_INIT,
    .name = "wrapper_descriptor",
    .basicsize = sizeof(WrapperDescrObject),
    .repr = wrapper_repr,
    .call = wrapper_call,
    .getset = wrapper_getset,
};

uint64_t descr_own_slots(Type *t)
{
    uint64_t mask = 0;
    _Static_assert(NWRAP <= 64, "one bit per wrapper");
    for (size_t i = 0; i < NWRAP; i++)
        if (slot_of(t, wrapdefs[i].off)) mask |= (uint64_t)1 << i;
    return mask;
}

int descr_add_slot_wrappers(Type *t, uint64_t own)
{
    for (size_t i = 0; i < NWRAP; i++) {
        if (!(own & ((uint64_t)1 << i))) continue;
        Object *name = str_intern_cstr(wrapdefs[i].name);
        if (dict_get_str(t->dict, name)) continue; /* the methods table said it first */
        WrapperDescrObject *w = (WrapperDescrObject *)obj_alloc(&WrapperDescr_Type, sizeof(WrapperDescrObject));
        if (w == NULL) return -1;
        w->def = &wrapdefs[i];
        w->owner = t;
        obj_make_immortal((Object *)w);
        if (dict_set(t->dict, name, (Object *)w) < 0) return -1;
    }
    return 0;
}
