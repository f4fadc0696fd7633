/* cfunction.c: builtin functions, bound builtin methods, and the
 * descriptors that put C methods and attributes into type dicts.
 *
 * The idea.  A C function is described once, statically, by a MethodDef
 * (name, C pointer, METH_* flags).  Three kinds of object wrap it:
 *
 *   - a *method descriptor* ("method_descriptor"), made once per MethodDef
 *     by type_ready and stored, immortal, in the type's dict.  It is what
 *     `list.append` is; calling it checks that the first argument is a
 *     list, then calls the C function with that argument as self.
 *   - a *builtin function or method* ("builtin_function_or_method"): the
 *     MethodDef plus a bound self.  `len` (self = the builtins module) and
 *     `[].append` (self = the list) are both this; module functions are
 *     immortal, bound methods are ordinary objects.
 *   - a *getset descriptor* ("getset_descriptor"): a GetSetDef (getter and
 *     optional setter) in a type's dict; generic attribute access calls it.
 *
 * The VM avoids the bound object on calls: LOAD_METHOD finds the method
 * descriptor (obj_get_method) and calls it with self as first argument.
 */
#include "runtime/api.h"

/* ---- builtin_function_or_method --------------------------------------- */

Object *cfunction_new(const MethodDef *def, Object *self)
{
    CFunctionObject *f = (CFunctionObject *)obj_alloc(&CFunction_Type, sizeof(CFunctionObject));
    if (f == NULL) return NULL;
    f->def = def;
    f->self = XNEWREF(self);
    f->module = NULL;
    return (Object *)f;
}

static Object *cfunction_call(Object *callable, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CFunctionObject *f = (CFunctionObject *)callable;
    return f->def->fn(f->self, args, nargs, kwnames);
}

static void cfunction_dealloc(Object *o)
{
    CFunctionObject *f = (CFunctionObject *)o;
    CLEAR(f->self);
    CLEAR(f->module);
    obj_free(o);
}

static int cfunction_traverse(Object *o, VisitFunc visit, void *arg)
{
    CFunctionObject *f = (CFunctionObject *)o;
    if (f->self && visit(f->self, arg)) return 1;
    if (f->module && visit(f->module, arg)) return 1;
    return 0;
}

static int cfunction_clear(Object *o)
{
    CFunctionObject *f = (CFunctionObject *)o;
    CLEAR(f->self);
    CLEAR(f->module);
    return 0;
}

/* A function of a module (or unbound) prints as a function; one bound to
 * an object as a method of it. */
static bool is_plain_function(CFunctionObject *f)
{
    return f->self == NULL || TYPE(f->self) == &Module_Type;
}

static Object *cfunction_repr(Object *o)
{
    CFunctionObject *f = (CFunctionObject *)o;
    if (is_plain_function(f)) return str_from_format("<built-in function %s>", f->def->name);
    return str_from_format("<built-in method %s of %s object at %p>", f->def->name, TYPE_NAME(f->self),
                           (void *)f->self);
}

static ssize_t ptr_hash(const void *p)
{
    size_t y = (size_t)p;
    return (ssize_t)((y >> 4) | (y << (8 * sizeof(void *) - 4)));
}

static ssize_t cfunction_hash(Object *o)
{
    CFunctionObject *f = (CFunctionObject *)o;
    ssize_t h = ptr_hash(f->self) ^ ptr_hash(f->def);
    return h == -1 ? -2 : h;
}

/* Equal when they wrap the same C method bound to the same object. */
static Object *cfunction_richcompare(Object *a, Object *b, int op)
{
    if ((op != CMP_EQ && op != CMP_NE) || TYPE(b) != &CFunction_Type) return NotImplemented;
    CFunctionObject *x = (CFunctionObject *)a, *y = (CFunctionObject *)b;
    bool eq = x->def == y->def && x->self == y->self;
    return bool_from(op == CMP_EQ ? eq : !eq);
}

static Object *cfunction_get_name(Object *o, void *c)
{
    (void)c;
    return str_from_cstr(((CFunctionObject *)o)->def->name);
}

static Object *cfunction_get_qualname(Object *o, void *c)
{
    (void)c;
    CFunctionObject *f = (CFunctionObject *)o;
    if (is_plain_function(f)) return str_from_cstr(f->def->name);
    Type *t = is_type(f->self) ? (Type *)f->self : TYPE(f->self);
    return str_from_format("%s.%s", t->name, f->def->name);
}

static Object *cfunction_get_self(Object *o, void *c)
{
    (void)c;
    CFunctionObject *f = (CFunctionObject *)o;
    Object *s = f->self ? f->self : f->module;
    return NEWREF(s ? s : None);
}

static const GetSetDef cfunction_getset[] = {
    {"__name__", cfunction_get_name, NULL, NULL},
    {"__qualname__", cfunction_get_qualname, NULL, NULL},
    {"__self__", cfunction_get_self, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type CFunction_Type = {
    TYPE_HEAD_INIT,
    .name = "builtin_function_or_method",
    .basicsize = sizeof(CFunctionObject),
    .flags = TPF_GC,
    .dealloc = cfunction_dealloc,
    .traverse = cfunction_traverse,
    .clear = cfunction_clear,
    .repr = cfunction_repr,
    .hash = cfunction_hash,
    .richcompare = cfunction_richcompare,
    .call = cfunction_call,
    .getset = cfunction_getset,
};

/* ---- method_descriptor ------------------------------------------------ */

/* list.append(l, x): check l, then call with l as self. */
static Object *methoddescr_call(Object *callable, Object *const *args, ssize_t nargs, Object *kwnames)
{
    MethodDescrObject *d = (MethodDescrObject *)callable;
    if (d->def->flags == METH_STATIC) return d->def->fn(NULL, args, nargs, kwnames);
    if (nargs < 1)
        return err_format(&Exc_TypeError, "unbound method %s.%s() needs an argument", d->owner->name,
                          d->def->name);
    Object *self = args[0];
    if (d->def->flags == METH_CLASS) {
        if (!is_type(self) || !type_is_subtype((Type *)self, d->owner))
            return err_format(&Exc_TypeError, "descriptor '%s' for type '%s' needs a type, not a '%s' as arg 2",
                              d->def->name, d->owner->name, TYPE_NAME(self));
    } else if (!type_is_subtype(TYPE(self), d->owner)) {
        return err_format(&Exc_TypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                          d->def->name, d->owner->name, TYPE_NAME(self));
    }
    return d->def->fn(self, args + 1, nargs - 1, kwnames);
}

static Object *methoddescr_repr(Object *o)
{
    MethodDescrObject *d = (MethodDescrObject *)o;
    return str_from_format("<method '%s' of '%s' objects>", d->def->name, d->owner->name);
}

static Object *methoddescr_get_name(Object *o, void *c)
{
    (void)c;
    return str_from_cstr(((MethodDescrObject *)o)->def->name);
}

static Object *methoddescr_get_qualname(Object *o, void *c)
{
    (void)c;
    MethodDescrObject *d = (MethodDescrObject *)o;
    return str_from_format("%s.%s", d->owner->name, d->def->name);
}

static Object *methoddescr_get_objclass(Object *o, void *c)
{
    (void)c;
    return NEWREF((Object *)((MethodDescrObject *)o)->owner);
}

static const GetSetDef methoddescr_getset[] = {
    {"__name__", methoddescr_get_name, NULL, NULL},
    {"__qualname__", methoddescr_get_qualname, NULL, NULL},
    {"__objclass__", methoddescr_get_objclass, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type MethodDescr_Type = {
    TYPE_HEAD_INIT,
    .name = "method_descriptor",
    .basicsize = sizeof(MethodDescrObject),
    .repr = methoddescr_repr,
    .call = methoddescr_call,
    .getset = methoddescr_getset,
};

/* ---- getset_descriptor ------------------------------------------------ */

static Object *getsetdescr_repr(Object *o)
{
    GetSetDescrObject *d = (GetSetDescrObject *)o;
    return str_from_format("<attribute '%s' of '%s' objects>", d->def->name, d->owner->name);
}

static Object *getsetdescr_get_name(Object *o, void *c)
{
    (void)c;
    return str_from_cstr(((GetSetDescrObject *)o)->def->name);
}

static Object *getsetmethoddescr_get_objclass(Object *o, void *c)
{
    (void)c;
    return NEWREF((Object *)((GetSetDescrObject *)o)->owner);
}

static const GetSetDef getsetdescr_getset[] = {
    {"__name__", getsetdescr_get_name, NULL, NULL},
    {"__objclass__", getsetmethoddescr_get_objclass, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type GetSetDescr_Type = {
    TYPE_HEAD_INIT,
    .name = "getset_descriptor",
    .basicsize = sizeof(GetSetDescrObject),
    .repr = getsetdescr_repr,
    .getset = getsetdescr_getset,
};
