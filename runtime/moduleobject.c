/* moduleobject.c: module objects (the type; the standard modules are in modules/).
 *
 * The idea.  A module is a name and a dict; the dict *is* the module's
 * global namespace (the VM's globals for code run in it), so attribute
 * access on a module is a lookup in that dict, falling back to the few
 * attributes every module has through its type (__dict__, __class__).
 *
 * Modules are deferred (docs/deferred.md): the interpreter pushes them
 * on its stack without counting, so `import`ed names used in a hot loop
 * cost no shared write.  Built-in modules (builtins, sys and the standard
 * modules written in C: module_new_builtin) are immortal.
 *
 * Thread safety: the module dict is an ordinary dict, atomic per
 * operation; the module object's own fields never change after creation.
 */
#include <string.h>

#include "runtime/core.h"
#include "vm/thread.h"

/* A module of type t (Module_Type or a subclass) named name (a str). */
static Object *module_make(Type *t, Object *name, Object *doc)
{
    ModuleObject *m = (ModuleObject *)obj_alloc(t, t->basicsize);
    if (m == NULL) return NULL;
    m->name = NEWREF(name);
    m->dict = dict_new();
    if (m->dict == NULL || dict_set_cstr(m->dict, "__name__", m->name) < 0 ||
        dict_set_cstr(m->dict, "__doc__", doc) < 0 || dict_set_cstr(m->dict, "__package__", None) < 0) {
        DECREF((Object *)m);
        return NULL;
    }
    obj_set_deferred((Object *)m);
    return (Object *)m;
}

Object *module_new(const char *name)
{
    Object *n = str_from_cstr(name);
    if (n == NULL) return NULL;
    Object *m = module_make(&Module_Type, n, None);
    DECREF(n);
    return m;
}

/* types.ModuleType(name, doc=None), as CPython's module.__init__. */
static Object *module_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"name", "doc", NULL};
    Object *a[2];
    if (args_parse("module", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    if (!is_str(a[0]))
        return err_format(&Exc_TypeError, "module.__init__() argument 'name' must be str, not %s", TYPE_NAME(a[0]));
    return module_make((Type *)type, a[0], a[1] != NULL ? a[1] : None);
}

Object *module_dict(Object *m) { return ((ModuleObject *)m)->dict; }

int module_add_functions(Object *m, const MethodDef *defs)
{
    for (; defs->name; defs++) {
        CFunctionObject *f = (CFunctionObject *)cfunction_new(defs, m);
        if (f == NULL) return -1;
        f->module = NEWREF(m);
        obj_make_immortal((Object *)f); /* builtin functions are immortal (docs/immortal.md) */
        if (dict_set_cstr(module_dict(m), defs->name, (Object *)f) < 0) return -1;
    }
    return 0;
}

Object *module_new_builtin(const char *name, const MethodDef *defs)
{
    Object *m = module_new(name);
    if (m == NULL) return NULL;
    if (defs && module_add_functions(m, defs) < 0) return NULL;
    ((ModuleObject *)m)->origin = MODULE_BUILTIN;
    obj_make_immortal(m);
    obj_make_immortal(module_dict(m));
    Object *modules = ts_get()->interp->modules;
    if (modules && dict_set_cstr(modules, name, m) < 0) return NULL;
    return m;
}

static void module_dealloc(Object *o)
{
    ModuleObject *m = (ModuleObject *)o;
    CLEAR(m->name);
    CLEAR(m->dict);
    obj_free(o);
}

static int module_traverse(Object *o, VisitFunc visit, void *arg)
{
    ModuleObject *m = (ModuleObject *)o;
    if (m->name && visit(m->name, arg)) return 1;
    if (m->dict && visit(m->dict, arg)) return 1;
    return 0;
}

static int module_clear(Object *o)
{
    CLEAR(((ModuleObject *)o)->dict);
    return 0;
}

static Object *module_repr(Object *o)
{
    ModuleObject *m = (ModuleObject *)o;
    Object *file = dict_get_str(m->dict, STR_ID("__file__"));
    if (file && is_str(file)) return str_from_format("<module %R from %R>", m->name, file);
    if (m->origin == MODULE_BUILTIN) return str_from_format("<module %R (built-in)>", m->name);
    if (m->origin == MODULE_FROZEN) return str_from_format("<module %R (frozen)>", m->name);
    return str_from_format("<module %R>", m->name);
}

static Object *module_getattr(Object *o, Object *name)
{
    ModuleObject *m = (ModuleObject *)o;
    Object *v = dict_get(m->dict, name);
    if (v || err_occurred()) return v;
    Object *descr = obj_type_lookup(&Module_Type, name);
    if (descr && TYPE(descr) == &GetSetDescr_Type) {
        const GetSetDef *g = ((GetSetDescrObject *)descr)->def;
        return g->get(o, g->closure);
    }
    /* PEP 562: a module's own __getattr__ answers the names it lacks. */
    Object *hook = dict_get(m->dict, STR_ID("__getattr__"));
    if (hook != NULL) {
        v = obj_call(hook, &name, 1, NULL);
        DECREF(hook);
        return v;
    }
    if (err_occurred()) return NULL;
    return err_format(&Exc_AttributeError, "module '%U' has no attribute '%U'", m->name, name);
}

static int module_setattr(Object *o, Object *name, Object *v)
{
    ModuleObject *m = (ModuleObject *)o;
    if (v) return dict_set(m->dict, name, v);
    if (dict_del(m->dict, name) < 0) {
        if (err_matches(&Exc_KeyError)) {
            err_clear();
            err_format(&Exc_AttributeError, "module '%U' has no attribute '%U'", m->name, name);
        }
        return -1;
    }
    return 0;
}

static Object *module_get_dict(Object *o, void *c)
{
    (void)c;
    return NEWREF(((ModuleObject *)o)->dict);
}

/* m.__annotations__ when the module annotated nothing: an empty dict,
 * stored in the module's namespace (setdefault: two threads asking at once
 * get the same one), as in CPython. */
static Object *module_get_annotations(Object *o, void *c)
{
    (void)c;
    Object *d = dict_new();
    if (d == NULL) return NULL;
    Object *args[2] = {STR_ID("__annotations__"), d};
    Object *r = obj_call_method(((ModuleObject *)o)->dict, "setdefault", args, 2);
    DECREF(d);
    return r;
}

static const GetSetDef module_getset[] = {
    {"__dict__", module_get_dict, NULL, NULL},
    {"__annotations__", module_get_annotations, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type Module_Type = {
    TYPE_HEAD_INIT,
    .name = "module",
    .basicsize = sizeof(ModuleObject),
    .flags = TPF_GC | TPF_BASETYPE,
    .dealloc = module_dealloc,
    .traverse = module_traverse,
    .clear = module_clear,
    .repr = module_repr,
    .getattr = module_getattr,
    .setattr = module_setattr,
    .getset = module_getset,
    .new = module_type_new,
};
