/* atexitmodule.c: the `atexit` module: functions run when the program ends.
 *
 * The idea.  atexit.register(func, *args, **kwargs) appends a call to a
 * list; when the main module has finished and the non-daemon threads have
 * been joined (vm/thread.c, thread_at_exit, CPython's order), the calls run
 * last-registered first.  A call that raises is reported as CPython reports
 * an unraisable exception ("Exception ignored in atexit callback: <repr>"
 * and the traceback) and the others still run; the exit status does not
 * change.
 *
 * Each entry is a tuple (func, values, kwnames, nargs): the positional
 * arguments followed by the keyword values, the keyword names (or None)
 * and the count of positional ones, ready for obj_call.
 *
 * Thread safety: the entries are one list object, `handlers` below; every
 * change is one list operation (append, remove, pop), each atomic
 * (runtime/list.c), so registering from several threads at once loses
 * nothing.  No C lock is held while Python code (a callback, an __eq__)
 * runs.  The list is made once, when the module is first imported, under
 * the module's import lock, and lives as long as the process.
 */
#include "modules/modules.h"
#include "vm/thread.h"

static Object *handlers; /* list of (func, values, kwnames, nargs); made at import */

static Object *atexit_register(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (nargs < 1) return err_set(&Exc_TypeError, "register() takes at least 1 argument (0 given)");
    if (TYPE(args[0])->call == NULL) return err_set(&Exc_TypeError, "the first argument must be callable");
    ssize_t nkw = kwnames != NULL ? tuple_len(kwnames) : 0;
    Object *values = tuple_new(nargs - 1 + nkw);
    if (values == NULL) return NULL;
    for (ssize_t i = 1; i < nargs + nkw; i++) tuple_items(values)[i - 1] = NEWREF(args[i]);
    Object *count = small_new(nargs - 1);
    Object *entry = count != NULL ? tuple_pack(4, args[0], values, nkw > 0 ? kwnames : None, count) : NULL;
    XDECREF(count);
    DECREF(values);
    if (entry == NULL || list_append_steal(handlers, entry) < 0) return NULL;
    return NEWREF(args[0]);
}

/* unregister(func): drop every entry whose function equals func. */
static Object *atexit_unregister(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("unregister", kwnames) < 0 || args_count("unregister", nargs, 1, 1) < 0) return NULL;
    Object *snapshot = list_as_tuple(handlers);
    if (snapshot == NULL) return NULL;
    for (ssize_t i = 0; i < tuple_len(snapshot); i++) {
        Object *entry = tuple_get(snapshot, i);
        int eq = obj_eq(tuple_get(entry, 0), args[0]);
        if (eq < 0) {
            DECREF(snapshot);
            return NULL;
        }
        if (!eq) continue;
        Object *r = obj_call_method(handlers, "remove", &entry, 1);
        if (r == NULL) {
            if (!err_matches(&Exc_ValueError)) { /* another thread removed it first: fine */
                DECREF(snapshot);
                return NULL;
            }
            err_clear();
        }
        XDECREF(r);
    }
    DECREF(snapshot);
    return NEWREF(None);
}

/* Run one entry; report its exception as CPython's unraisable hook does. */
static void run_entry(Object *entry)
{
    Object *func = tuple_get(entry, 0), *values = tuple_get(entry, 1), *kwnames = tuple_get(entry, 2);
    ssize_t npos = small_val(tuple_get(entry, 3));
    Object *r = obj_call(func, tuple_items(values), npos, kwnames == None ? NULL : kwnames);
    if (r != NULL) {
        DECREF(r);
        return;
    }
    Object *exc = err_fetch();
    Object *what = obj_repr(func);
    if (what == NULL) err_clear();
    io_flush_all();
    static const char head[] = "Exception ignored in atexit callback: ";
    io_write_stderr(head, sizeof head - 1);
    if (what != NULL) io_write_stderr(str_cstr(what), (size_t)str_nbytes(what));
    io_write_stderr("\n", 1);
    XDECREF(what);
    if (exc != NULL) exc_print(exc);
    XDECREF(exc);
}

void atexit_run_exitfuncs(void)
{
    if (handlers == NULL) return;
    for (;;) {
        Object *entry = obj_call_method(handlers, "pop", NULL, 0);
        if (entry == NULL) { /* IndexError: none left */
            err_clear();
            return;
        }
        run_entry(entry);
        DECREF(entry);
    }
}

static Object *atexit_run(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("_run_exitfuncs", kwnames) < 0 || args_count("_run_exitfuncs", nargs, 0, 0) < 0) return NULL;
    atexit_run_exitfuncs();
    return NEWREF(None);
}

static Object *atexit_clear(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("_clear", kwnames) < 0 || args_count("_clear", nargs, 0, 0) < 0) return NULL;
    return obj_call_method(handlers, "clear", NULL, 0);
}

static Object *atexit_ncallbacks(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("_ncallbacks", kwnames) < 0 || args_count("_ncallbacks", nargs, 0, 0) < 0) return NULL;
    return int_from_i64(list_len(handlers));
}

static const MethodDef atexit_methods[] = {
    {"register", atexit_register, METH_DEFAULT},
    {"unregister", atexit_unregister, METH_DEFAULT},
    {"_run_exitfuncs", atexit_run, METH_DEFAULT},
    {"_clear", atexit_clear, METH_DEFAULT},
    {"_ncallbacks", atexit_ncallbacks, METH_DEFAULT},
    {NULL, NULL, 0},
};

int atexitmodule_init(void)
{
    handlers = list_new(0);
    if (handlers == NULL) return -1;
    obj_make_immortal(handlers); /* lives as long as the process: a root, never counted */
    Object *m = module_new_builtin("atexit", atexit_methods);
    return m != NULL ? 0 : -1;
}
