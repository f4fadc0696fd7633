/* sysmodule.c: the `sys` module.
 *
 * The idea.  sys is a window on the interpreter's own state: sys.argv is
 * interp->argv, sys.modules is interp->modules, the recursion limit is
 * interp->recursion_limit.  The module is built once by runtime_init and
 * is immortal; its values are plain objects in its dict, so Python code
 * may replace them (sys.stdout = ...) and print() honours that.
 *
 * Thread safety: interp->recursion_limit is an int written only by
 * setrecursionlimit and read by every thread on each call; a torn read is
 * impossible for an aligned int, and a thread seeing the old limit for a
 * moment is harmless.
 */
#include <stdint.h>

#include "modules/modules.h"
#include "vm/eval.h"
#include "vm/thread.h"

static Object *sys_exit(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("exit", kwnames) < 0 || args_count("exit", nargs, 0, 1) < 0) return NULL;
    return err_set_object(&Exc_SystemExit, nargs ? args[0] : NULL);
}

static Object *sys_getrecursionlimit(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("getrecursionlimit", kwnames) < 0 || args_count("getrecursionlimit", nargs, 0, 0) < 0)
        return NULL;
    return small_new(ts_get()->interp->recursion_limit);
}

static Object *sys_setrecursionlimit(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("setrecursionlimit", kwnames) < 0 || args_count("setrecursionlimit", nargs, 1, 1) < 0)
        return NULL;
    if (is_float(args[0])) return err_set(&Exc_TypeError, "'float' object cannot be interpreted as an integer");
    ssize_t n = num_as_ssize(args[0]);
    if (n == -1 && err_occurred()) {
        if (err_matches(&Exc_OverflowError)) {
            err_clear();
            err_set(&Exc_OverflowError, "Python int too large to convert to C int");
        }
        return NULL;
    }
    if (n > INT32_MAX) return err_set(&Exc_OverflowError, "Python int too large to convert to C int");
    if (n < 1) return err_set(&Exc_ValueError, "recursion limit must be greater or equal than 1");
    ThreadState *ts = ts_get();
    if (n <= ts->recursion_depth)
        return err_format(&Exc_RecursionError,
                          "cannot set the recursion limit to %d at the recursion depth %d: the limit is too low",
                          (int)n, ts->recursion_depth);
    ts->interp->recursion_limit = (int)n;
    return NEWREF(None);
}

static Object *sys_intern(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("intern", kwnames) < 0 || args_count("intern", nargs, 1, 1) < 0) return NULL;
    if (TYPE(args[0]) != &Str_Type)
        return err_format(&Exc_TypeError, "intern() argument must be str, not %s", args_type_name(args[0]));
    return str_intern(NEWREF(args[0]));
}

/* sys.exc_info(): (type, value, None) of the exception being handled. */
static Object *sys_exc_info(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("exc_info", kwnames) < 0 || args_count("exc_info", nargs, 0, 0) < 0) return NULL;
    Object *e = ts_get()->exc_info;
    if (e == NULL || e == None) return tuple_pack(3, None, None, None);
    return tuple_pack(3, (Object *)TYPE(e), e, None);
}

static Object *sys_get_int_max_str_digits(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("get_int_max_str_digits", kwnames) < 0 || args_count("get_int_max_str_digits", nargs, 0, 0) < 0)
        return NULL;
    return small_new(int_get_max_str_digits());
}

static Object *sys_set_int_max_str_digits(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"maxdigits", NULL};
    Object *a[1];
    if (args_parse("set_int_max_str_digits", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    if (int_set_max_str_digits(a[0]) < 0) return NULL;
    return NEWREF(None);
}

static const MethodDef sys_methods[] = {
    {"exit", sys_exit, METH_DEFAULT},
    {"getrecursionlimit", sys_getrecursionlimit, METH_DEFAULT},
    {"setrecursionlimit", sys_setrecursionlimit, METH_DEFAULT},
    {"intern", sys_intern, METH_DEFAULT},
    {"exc_info", sys_exc_info, METH_DEFAULT},
    {"get_int_max_str_digits", sys_get_int_max_str_digits, METH_DEFAULT},
    {"set_int_max_str_digits", sys_set_int_max_str_digits, METH_DEFAULT},
    {"displayhook", exec_sys_displayhook, METH_DEFAULT}, /* vm/exec.c */
    {NULL, NULL, 0},
};

/* Steals v (NULL = failed earlier). */
static int set_steal(Object *d, const char *name, Object *v)
{
    if (v == NULL) return -1;
    int r = dict_set_cstr(d, name, v);
    DECREF(v);
    return r;
}

Object *sysmodule_init(Interp *interp)
{
    Object *m = module_new_builtin("sys", sys_methods);
    if (m == NULL) return NULL;
    Object *d = module_dict(m);
    if (interp->argv == NULL && (interp->argv = list_new(0)) == NULL) return NULL;
    if (interp->recursion_limit <= 0) interp->recursion_limit = 1000;
    Object *out = io_stream_new(1), *err = io_stream_new(2), *in = io_stream_new(0);
    if (out == NULL || err == NULL || in == NULL) return NULL;
    if (dict_set_cstr(d, "argv", interp->argv) < 0 || set_steal(d, "path", list_new(0)) < 0 ||
        dict_set_cstr(d, "modules", interp->modules) < 0 ||
        set_steal(d, "maxsize", int_from_i64(INT64_MAX)) < 0 ||
        set_steal(d, "maxunicode", small_new(0x10FFFF)) < 0 ||
        set_steal(d, "version", str_from_cstr("3.11.7 (fpy 0.1.0)")) < 0 ||
        set_steal(d, "version_info",
                  tuple_pack(5, small_new(3), small_new(11), small_new(7), STR_ID("final"), small_new(0))) < 0 ||
        set_steal(d, "hexversion", small_new(0x030B07F0)) < 0 ||
        set_steal(d, "platform", str_from_cstr("linux")) < 0 ||
        set_steal(d, "byteorder", str_from_cstr("little")) < 0 ||
        set_steal(d, "executable", str_from_cstr("")) < 0 ||
        dict_set_cstr(d, "stdout", out) < 0 || dict_set_cstr(d, "stderr", err) < 0 ||
        dict_set_cstr(d, "stdin", in) < 0 || dict_set_cstr(d, "__stdout__", out) < 0 ||
        dict_set_cstr(d, "__stderr__", err) < 0 || dict_set_cstr(d, "__stdin__", in) < 0 ||
        dict_set_cstr(d, "__displayhook__", dict_get_str(d, STR_ID("displayhook"))) < 0)
        return NULL;
    if (interp->builtins_mod && dict_set_cstr(interp->modules, "builtins", interp->builtins_mod) < 0) return NULL;
    interp->sys_mod = m;
    return m;
}

int sys_set_argv(int argc, char **argv)
{
    Interp *interp = ts_get()->interp;
    Object *l = list_new(0);
    if (l == NULL) return -1;
    for (int i = 0; i < argc; i++) {
        Object *s = str_from_cstr(argv[i]);
        if (s == NULL || list_append_steal(l, s) < 0) {
            DECREF(l);
            return -1;
        }
    }
    if (dict_set_cstr(module_dict(interp->sys_mod), "argv", l) < 0) {
        DECREF(l);
        return -1;
    }
    SETREF(interp->argv, l);
    return 0;
}
