/* _weakrefmodule.c: the `_weakref` module, the C half of `weakref`.
 *
 * The idea.  The weak reference types and their mechanism belong to the
 * runtime (runtime/weakrefobject.c, gc/weakref.c: obj_dealloc and the
 * collector need them); this module only names them for Python code:
 * ref / ReferenceType, ProxyType, CallableProxyType, proxy(), and the two
 * questions about an object's list, getweakrefcount() and getweakrefs().
 *
 * Thread safety: the module holds no state; every function is as safe as
 * gc/weakref.c's operations (each one under the referent's stripe lock).
 *
 * _remove_dead_weakref(d, key, wr) (a third argument where CPython's
 * checks that the value is dead) removes a WeakValueDictionary entry only
 * if it still holds that reference, in one step under the dict's lock.
 */
#include "gc/weakref.h"
#include "modules/modules.h"

static Object *wr_getweakrefcount(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("getweakrefcount", kwnames) < 0) return NULL;
    if (nargs != 1)
        return err_format(&Exc_TypeError, "_weakref.getweakrefcount() takes exactly one argument (%zd given)", nargs);
    return int_from_i64(weakref_count(args[0]));
}

static Object *wr_getweakrefs(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("getweakrefs", kwnames) < 0) return NULL;
    if (nargs != 1)
        return err_format(&Exc_TypeError, "_weakref.getweakrefs() takes exactly one argument (%zd given)", nargs);
    return weakref_list(args[0]);
}

static Object *wr_proxy(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("proxy", kwnames) < 0) return NULL;
    if (nargs < 1) return err_format(&Exc_TypeError, "proxy expected at least 1 argument, got %zd", nargs);
    if (nargs > 2) return err_format(&Exc_TypeError, "proxy expected at most 2 arguments, got %zd", nargs);
    return weakref_new_proxy(args[0], nargs > 1 ? args[1] : None);
}

/* _remove_dead_weakref(d, key, wr): del d[key] if d[key] is still wr, in
 * one step under the dict's lock (WeakValueDictionary's callback: a new
 * value stored for key meanwhile by another thread stays). */
static Object *wr_remove_dead(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("_remove_dead_weakref", kwnames) < 0 || args_count("_remove_dead_weakref", nargs, 3, 3) < 0)
        return NULL;
    if (!is_dict(args[0])) return err_format(&Exc_TypeError, "_remove_dead_weakref() argument 1 must be dict, not %s", TYPE_NAME(args[0]));
    if (dict_del_if_value(args[0], args[1], args[2]) < 0) return NULL;
    return NEWREF(None);
}

static const MethodDef weakref_methods[] = {
    {"_remove_dead_weakref", wr_remove_dead, METH_DEFAULT},
    {"getweakrefcount", wr_getweakrefcount, METH_DEFAULT},
    {"getweakrefs", wr_getweakrefs, METH_DEFAULT},
    {"proxy", wr_proxy, METH_DEFAULT},
    {NULL, NULL, 0},
};

int weakrefmodule_init(void)
{
    if (weakref_types_ready() < 0) return -1;
    Object *m = module_new_builtin("_weakref", weakref_methods);
    if (m == NULL) return -1;
    Object *d = module_dict(m);
    if (dict_set_cstr(d, "ref", (Object *)&WeakRef_Type) < 0 ||
        dict_set_cstr(d, "ReferenceType", (Object *)&WeakRef_Type) < 0 ||
        dict_set_cstr(d, "ProxyType", (Object *)&WeakProxy_Type) < 0 ||
        dict_set_cstr(d, "CallableProxyType", (Object *)&WeakCallableProxy_Type) < 0)
        return -1;
    return 0;
}
