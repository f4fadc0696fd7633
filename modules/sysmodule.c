/* sysmodule.c: the `sys` module.
 *
 * The idea.  sys is a window on the interpreter's own state: sys.argv is
 * interp->argv, sys.modules is interp->modules, the recursion limit is
 * interp->recursion_limit.  The module is built once by runtime_init and
 * is immortal; its values are plain objects in its dict, so Python code
 * may replace them (sys.stdout = ...) and print() honours that.
 *
 * sys.version_info, float_info, int_info and flags are struct sequences,
 * as in CPython: instances of a tuple subclass (one static type each,
 * named "sys.version_info" ...) whose fields are also attributes, printed
 * `sys.version_info(major=3, ...)`; they compare, index, slice and unpack
 * as tuples and cannot be made from Python.  sys.implementation is one too,
 * printed `namespace(...)` like CPython's SimpleNamespace (but, unlike it,
 * read-only).
 *
 * Thread safety: interp->recursion_limit is an int written only by
 * setrecursionlimit and read by every thread on each call; a torn read is
 * impossible for an aligned int, and a thread seeing the old limit for a
 * moment is harmless.  The struct sequence types are static and readied
 * once, by sysmodule_init, before any other thread exists; their
 * instances are immutable.  So are the frame views sys._getframe makes
 * (below): it reads only the calling thread's own frame chain, which no
 * other thread touches.
 */
#include <float.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

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

/* sys.getsizeof(o[, default]): o's __sizeof__ when its class has one,
 * else the size of its C struct (plus the items of a variable-size
 * object), plus 16 for the collector's header of a tracked object, as
 * CPython counts.  The numbers are fpy's own and differ from CPython's. */
static Object *sys_getsizeof(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"object", "default", NULL};
    Object *a[2] = {NULL, NULL};
    if (args_parse("getsizeof", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    Object *o = a[0];
    Type *t = TYPE(o);
    Object *f = obj_lookup_special(o, STR_ID("__sizeof__"));
    if (f == NULL && err_occurred()) return NULL;
    int64_t size;
    if (f) {
        Object *r = obj_call0(f);
        DECREF(f);
        if (r == NULL) {
            if (a[1] && err_matches(&Exc_TypeError)) {
                err_clear();
                return NEWREF(a[1]);
            }
            return NULL;
        }
        if (!is_int(r)) {
            DECREF(r);
            return err_set(&Exc_TypeError, "an integer is required");
        }
        ssize_t n = num_as_ssize(r);
        DECREF(r);
        if (n == -1 && err_occurred()) return NULL;
        if (n < 0) return err_set(&Exc_ValueError, "__sizeof__() should return >= 0");
        size = n;
    } else {
        size = is_small(o) ? 32 : (int64_t)t->basicsize;
        if (!is_small(o) && t->itemsize) {
            ssize_t n = ((VarObject *)o)->ob_size;
            size += (int64_t)t->itemsize * (n < 0 ? -n : n);
        }
    }
    if (t->flags & TPF_GC) size += 16;
    return int_from_i64(size);
}

static Object *sys_getdefaultencoding(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("getdefaultencoding", kwnames) < 0 || args_count("getdefaultencoding", nargs, 0, 0) < 0)
        return NULL;
    return str_from_cstr("utf-8");
}

static Object *sys_getfilesystemencoding(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("getfilesystemencoding", kwnames) < 0 || args_count("getfilesystemencoding", nargs, 0, 0) < 0)
        return NULL;
    return str_from_cstr("utf-8");
}

/* sys._is_gil_enabled(): False, but True in the -Dgil=true build (the GIL
 * baseline), as free-threaded CPython answers. */
static Object *sys_is_gil_enabled(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("_is_gil_enabled", kwnames) < 0 || args_count("_is_gil_enabled", nargs, 0, 0) < 0) return NULL;
#ifdef FPY_GIL
    return NEWREF(True);
#else
    return NEWREF(False);
#endif
}

/* sys.setswitchinterval(seconds) / getswitchinterval(): how long a thread
 * waits for the GIL before it asks the holder to let go (the GIL build,
 * gc/stw.c); the other builds have no lock to switch and only keep the
 * value, as free-threaded CPython does.  Shared: interp->gil.interval_us,
 * under interp->gil.mutex (held for the store or load only). */
static Object *sys_setswitchinterval(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"interval", NULL};
    Object *a[1];
    if (args_parse("setswitchinterval", args, nargs, kwnames, names, 1, 1, a) < 0) return NULL;
    double secs = num_as_double(a[0]);
    if (secs == -1.0 && err_occurred()) return NULL;
    if (!(secs > 0.0)) return err_set(&Exc_ValueError, "switch interval must be strictly positive");
    double us = secs * 1e6;
    Gil *g = &ts_get()->interp->gil;
    pthread_mutex_lock(&g->mutex);
    g->interval_us = us < 1.0 ? 1 : us > 1e12 ? (long)1e12 : (long)us;
    pthread_mutex_unlock(&g->mutex);
    return NEWREF(None);
}

static Object *sys_getswitchinterval(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("getswitchinterval", kwnames) < 0 || args_count("getswitchinterval", nargs, 0, 0) < 0) return NULL;
    Gil *g = &ts_get()->interp->gil;
    pthread_mutex_lock(&g->mutex);
    long us = g->interval_us;
    pthread_mutex_unlock(&g->mutex);
    return float_new((double)us / 1e6);
}

/* sys.excepthook(type, value, traceback): print an exception and its
 * traceback to sys.stderr, as an uncaught one is printed (exc_print). */
static Object *sys_excepthook(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("excepthook", kwnames) < 0 || args_count("excepthook", nargs, 3, 3) < 0) return NULL;
    if (!is_exc(args[1]))
        return err_format(&Exc_TypeError, "print_exception(): Exception expected for value, %s found",
                          TYPE_NAME(args[1]));
    io_flush_all();
    Object *file = sys_stderr();
    int r = exc_print_file(args[1], file, NULL);
    XDECREF(file);
    return r < 0 ? NULL : NEWREF(None);
}

Object *sys_stderr(void)
{
    Interp *interp = ts_get()->interp;
    if (interp->sys_mod == NULL) return NULL;
    Object *f = dict_get(module_dict(interp->sys_mod), STR_ID("stderr"));
    if (f == NULL) err_clear();
    return f;
}

int sys_call_excepthook(Object *exc)
{
    Interp *interp = ts_get()->interp;
    if (interp->sys_mod == NULL) return 0;
    Object *d = module_dict(interp->sys_mod);
    Object *hook = dict_get(d, STR_ID("excepthook"));
    Object *orig = dict_get(d, STR_ID("__excepthook__"));
    XDECREF(orig);
    if (hook == NULL || hook == orig) {
        err_clear();
        XDECREF(hook);
        return 0;
    }
    Object *tb = obj_lookup_attr(exc, STR_ID("__traceback__"));
    if (tb == NULL) err_clear();
    Object *args[3] = {(Object *)TYPE(exc), exc, tb != NULL ? tb : None};
    Object *r = obj_call(hook, args, 3, NULL);
    XDECREF(tb);
    DECREF(hook);
    if (r != NULL) {
        DECREF(r);
        return 1;
    }
    /* the hook failed: both tracebacks, as CPython prints them */
    Object *hookexc = err_fetch();
    io_flush_all();
    static const char before[] = "Error in sys.excepthook:\n", after[] = "\nOriginal exception was:\n";
    io_write_stderr(before, sizeof before - 1);
    if (hookexc != NULL) exc_print(hookexc);
    XDECREF(hookexc);
    io_write_stderr(after, sizeof after - 1);
    return 0;
}

/* ---- sys._getframe: snapshots of the frame chain ------------------------------ */

/* fpy's frames live on a thread's frame stack and die with their call, so
 * there are no frame objects to hand out.  sys._getframe(depth) copies
 * what a caller may read of its frame and of each frame below it (code,
 * globals, current line) into one flat tuple, (code0, globals0, line0,
 * code1, ...), innermost first, and returns a view of it: (tuple, index).
 * f_back is a new view one further along the same tuple, so walking the
 * chain allocates no more copies, and freeing one never recurses.  A view
 * is immutable; the line is the one at the moment of the call (CPython's
 * f_lineno follows a running frame).  f_locals, f_lasti and f_trace are
 * not provided. */
typedef struct {
    Object ob;
    Object *chain; /* the flat tuple, 3 items per frame */
    ssize_t index; /* this frame's first item in it */
} FrameSnapObject;

static Type FrameSnap_Type;

static Object *framesnap_make(Object *chain, ssize_t index)
{
    FrameSnapObject *o = (FrameSnapObject *)obj_alloc(&FrameSnap_Type, sizeof(FrameSnapObject));
    if (o == NULL) return NULL;
    o->chain = NEWREF(chain);
    o->index = index;
    return (Object *)o;
}

static Object *framesnap_item(Object *o, ssize_t k)
{
    FrameSnapObject *f = (FrameSnapObject *)o;
    return NEWREF(tuple_get(f->chain, f->index + k));
}

static Object *framesnap_code(Object *o, void *c) { (void)c; return framesnap_item(o, 0); }
static Object *framesnap_globals(Object *o, void *c) { (void)c; return framesnap_item(o, 1); }
static Object *framesnap_lineno(Object *o, void *c) { (void)c; return framesnap_item(o, 2); }

static Object *framesnap_builtins(Object *o, void *c)
{
    (void)o, (void)c;
    return NEWREF(ts_get()->interp->builtins);
}

static Object *framesnap_back(Object *o, void *c)
{
    (void)c;
    FrameSnapObject *f = (FrameSnapObject *)o;
    if (f->index + 3 >= tuple_len(f->chain)) return NEWREF(None);
    return framesnap_make(f->chain, f->index + 3);
}

/* <frame at 0x..., file 'x.py', line 3, code f>, as CPython */
static Object *framesnap_repr(Object *o)
{
    FrameSnapObject *f = (FrameSnapObject *)o;
    CodeObject *co = (CodeObject *)tuple_get(f->chain, f->index);
    Object *line = tuple_get(f->chain, f->index + 2);
    return str_from_format("<frame at %p, file %R, line %d, code %U>", (void *)o, co->filename,
                           (int)num_as_ssize(line), co->name);
}

static int framesnap_traverse(Object *o, VisitFunc visit, void *arg)
{
    FrameSnapObject *f = (FrameSnapObject *)o;
    return f->chain && visit(f->chain, arg);
}

static int framesnap_clear(Object *o)
{
    CLEAR(((FrameSnapObject *)o)->chain);
    return 0;
}

static void framesnap_dealloc(Object *o)
{
    framesnap_clear(o);
    obj_free(o);
}

static const GetSetDef framesnap_getset[] = {
    {"f_code", framesnap_code, NULL, NULL},
    {"f_globals", framesnap_globals, NULL, NULL},
    {"f_lineno", framesnap_lineno, NULL, NULL},
    {"f_back", framesnap_back, NULL, NULL},
    {"f_builtins", framesnap_builtins, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

static Type FrameSnap_Type = {
    TYPE_HEAD_INIT,
    .name = "frame",
    .basicsize = sizeof(FrameSnapObject),
    .flags = TPF_GC,
    .dealloc = framesnap_dealloc,
    .traverse = framesnap_traverse,
    .clear = framesnap_clear,
    .repr = framesnap_repr,
    .getset = framesnap_getset,
};

static Object *sys_getframe(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("_getframe", kwnames) < 0 || args_count("_getframe", nargs, 0, 1) < 0) return NULL;
    ssize_t depth = 0;
    if (nargs) {
        if (is_float(args[0])) return err_set(&Exc_TypeError, "'float' object cannot be interpreted as an integer");
        depth = num_as_ssize(args[0]);
        if (depth == -1 && err_occurred()) return NULL;
    }
    /* the caller's own frame is the innermost: a C function pushes none */
    Frame *f = ts_get()->frame;
    for (; depth > 0 && f != NULL; depth--) f = f->previous;
    if (f == NULL) return err_set(&Exc_ValueError, "call stack is not deep enough");
    ssize_t n = 0;
    for (Frame *g = f; g != NULL; g = g->previous) n++;
    Object *chain = tuple_new(3 * n);
    if (chain == NULL) return NULL;
    Object **items = tuple_items(chain);
    for (Frame *g = f; g != NULL; g = g->previous, items += 3) {
        /* a frame's saved index is that of the next instruction (saved at
         * each call): the line running is the one before it */
        items[0] = NEWREF((Object *)g->code);
        items[1] = NEWREF(g->globals);
        items[2] = small_new(code_line(g->code, g->instr - 1));
    }
    Object *r = framesnap_make(chain, 0);
    DECREF(chain);
    return r;
}

static const MethodDef sys_methods[] = {
    {"_is_gil_enabled", sys_is_gil_enabled, METH_DEFAULT},
    {"setswitchinterval", sys_setswitchinterval, METH_DEFAULT},
    {"getswitchinterval", sys_getswitchinterval, METH_DEFAULT},
    {"excepthook", sys_excepthook, METH_DEFAULT},
    {"exit", sys_exit, METH_DEFAULT},
    {"getsizeof", sys_getsizeof, METH_DEFAULT},
    {"getdefaultencoding", sys_getdefaultencoding, METH_DEFAULT},
    {"getfilesystemencoding", sys_getfilesystemencoding, METH_DEFAULT},
    {"getrecursionlimit", sys_getrecursionlimit, METH_DEFAULT},
    {"setrecursionlimit", sys_setrecursionlimit, METH_DEFAULT},
    {"intern", sys_intern, METH_DEFAULT},
    {"exc_info", sys_exc_info, METH_DEFAULT},
    {"_getframe", sys_getframe, METH_DEFAULT},
    {"get_int_max_str_digits", sys_get_int_max_str_digits, METH_DEFAULT},
    {"set_int_max_str_digits", sys_set_int_max_str_digits, METH_DEFAULT},
    {"displayhook", exec_sys_displayhook, METH_DEFAULT}, /* vm/exec.c */
    {NULL, NULL, 0},
};

/* ---- struct sequences ------------------------------------------------------ */

Object *structseq_get(Object *o, void *closure) { return NEWREF(tuple_get(o, (ssize_t)(intptr_t)closure)); }

/* How many items an instance of t holds: one per field t names (its
 * getset entries); the first tuple_len of them are the tuple. */
static ssize_t structseq_fields(const Type *t)
{
    ssize_t n = 0;
    while (t->getset[n].name != NULL) n++;
    return n;
}

void structseq_dealloc(Object *o)
{
    ssize_t n = structseq_fields(TYPE(o));
    for (ssize_t i = 0; i < n; i++) XDECREF(tuple_items(o)[i]);
    obj_free(o);
}

int structseq_traverse(Object *o, VisitFunc visit, void *arg)
{
    ssize_t n = structseq_fields(TYPE(o));
    for (ssize_t i = 0; i < n; i++)
        if (tuple_items(o)[i] && visit(tuple_items(o)[i], arg)) return 1;
    return 0;
}

static Type Implementation_Type;

static Object *sseq_no_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args, (void)nargs, (void)kwnames;
    return err_format(&Exc_TypeError, "cannot create '%s' instances", ((Type *)type)->name);
}

/* sys.float_info(max=1.7976931348623157e+308, ...) */
Object *structseq_repr(Object *o)
{
    Type *t = TYPE(o);
    StrBuilder sb;
    sb_init(&sb);
    if (sb_add_cstr(&sb, t == &Implementation_Type ? "namespace" : t->name) < 0 || sb_add_cstr(&sb, "(") < 0) goto fail;
    for (ssize_t i = 0; i < tuple_len(o); i++) {
        if ((i > 0 && sb_add_cstr(&sb, ", ") < 0) || sb_add_cstr(&sb, t->getset[i].name) < 0 ||
            sb_add_cstr(&sb, "=") < 0 || sb_add_repr(&sb, tuple_get(o, i)) < 0)
            goto fail;
    }
    if (sb_add_cstr(&sb, ")") < 0) goto fail;
    return sb_finish(&sb);
fail:
    sb_discard(&sb);
    return NULL;
}

Object *structseq_new(Type *t, ssize_t nvisible, Object **vals)
{
    ssize_t n = structseq_fields(t);
    Object *r = NULL;
    for (ssize_t i = 0; i < n; i++)
        if (vals[i] == NULL) goto done;
    TupleObject *o = (TupleObject *)obj_alloc(t, sizeof(TupleObject) + (size_t)n * sizeof(Object *));
    if (o == NULL) goto done;
    o->ob.ob_size = nvisible;
    for (ssize_t i = 0; i < n; i++) {
        o->items[i] = vals[i];
        vals[i] = NULL;
    }
    r = (Object *)o;
done:
    for (ssize_t i = 0; i < n; i++) XDECREF(vals[i]);
    return r;
}

#define F(name, i) {name, structseq_get, NULL, (void *)(intptr_t)(i)}
#define END {NULL, NULL, NULL, NULL}
static const GetSetDef version_info_fields[] = {
    F("major", 0), F("minor", 1), F("micro", 2), F("releaselevel", 3), F("serial", 4), END,
};
static const GetSetDef float_info_fields[] = {
    F("max", 0), F("max_exp", 1), F("max_10_exp", 2), F("min", 3), F("min_exp", 4), F("min_10_exp", 5),
    F("dig", 6), F("mant_dig", 7), F("epsilon", 8), F("radix", 9), F("rounds", 10), END,
};
static const GetSetDef int_info_fields[] = {
    F("bits_per_digit", 0), F("sizeof_digit", 1), F("default_max_str_digits", 2),
    F("str_digits_check_threshold", 3), END,
};
static const GetSetDef flags_fields[] = {
    F("debug", 0), F("inspect", 1), F("interactive", 2), F("optimize", 3), F("dont_write_bytecode", 4),
    F("no_user_site", 5), F("no_site", 6), F("ignore_environment", 7), F("verbose", 8),
    F("bytes_warning", 9), F("quiet", 10), F("hash_randomization", 11), F("isolated", 12),
    F("dev_mode", 13), F("utf8_mode", 14), F("warn_default_encoding", 15), F("safe_path", 16),
    F("int_max_str_digits", 17), END,
};
static const GetSetDef implementation_fields[] = {
    F("name", 0), F("cache_tag", 1), F("version", 2), F("hexversion", 3), END,
};
#undef F
#undef END

#define SSEQ_TYPE(var, tname, fields)                                                  \
    static Type var = {                                                                \
        TYPE_HEAD_INIT,                                                                \
        .name = tname,                                                                 \
        .basicsize = sizeof(TupleObject),                                              \
        .itemsize = sizeof(Object *),                                                  \
        .flags = TPF_GC | TPF_TUPLE_SUBCLASS,                                          \
        .base = &Tuple_Type,                                                           \
        .dealloc = structseq_dealloc,                                                  \
        .traverse = structseq_traverse,                                                \
        .repr = structseq_repr,                                                        \
        .new = sseq_no_new,                                                            \
        .getset = fields,                                                              \
    };
SSEQ_TYPE(VersionInfo_Type, "sys.version_info", version_info_fields)
SSEQ_TYPE(FloatInfo_Type, "sys.float_info", float_info_fields)
SSEQ_TYPE(IntInfo_Type, "sys.int_info", int_info_fields)
SSEQ_TYPE(Flags_Type, "sys.flags", flags_fields)
SSEQ_TYPE(Implementation_Type, "types.SimpleNamespace", implementation_fields)
#undef SSEQ_TYPE

static Object *make_version_info(void)
{
    Object *v[] = {small_new(3), small_new(11), small_new(7), str_from_cstr("final"), small_new(0)};
    return structseq_new(&VersionInfo_Type, 5, v);
}

static Object *make_float_info(void)
{
    Object *v[] = {float_new(DBL_MAX), small_new(DBL_MAX_EXP), small_new(DBL_MAX_10_EXP),
                   float_new(DBL_MIN), small_new(DBL_MIN_EXP), small_new(DBL_MIN_10_EXP),
                   small_new(DBL_DIG), small_new(DBL_MANT_DIG), float_new(DBL_EPSILON),
                   small_new(FLT_RADIX), small_new(1)};
    return structseq_new(&FloatInfo_Type, 11, v);
}

/* fpy's big ints are GMP numbers of 64-bit limbs. */
static Object *make_int_info(void)
{
    Object *v[] = {small_new(64), small_new(8), small_new(4300), small_new(640)};
    return structseq_new(&IntInfo_Type, 4, v);
}

static int set_steal(Object *d, const char *name, Object *v);

static Object *make_flags(const SysFlags *f, bool dev)
{
    static const SysFlags none;
    if (f == NULL) f = &none;
    Object *v[18];
    for (int i = 0; i < 18; i++) v[i] = small_new(0);
    v[1] = small_new(f->inspect);
    v[4] = small_new(1);           /* dont_write_bytecode: fpy never writes any */
    v[5] = small_new(f->no_user_site);
    v[6] = small_new(f->no_site);
    v[7] = small_new(f->ignore_environment);
    v[10] = small_new(f->quiet);
    v[11] = small_new(1);          /* hash_randomization */
    v[12] = small_new(f->isolated);
    v[13] = NEWREF(dev ? True : False); /* dev_mode */
    v[16] = NEWREF(f->safe_path ? True : False);
    v[17] = small_new(-1);         /* int_max_str_digits: not set by -X or the environment */
    return structseq_new(&Flags_Type, 18, v);
}

int sys_set_options(const SysFlags *f, const char *const *xopts, int nx, const char *const *wopts, int nw)
{
    Object *d = module_dict(ts_get()->interp->sys_mod);
    Object *xd = dict_new(), *wl = list_new(0);
    bool dev = false;
    int rc = xd != NULL && wl != NULL ? 0 : -1;
    for (int i = 0; rc == 0 && i < nx; i++) {
        const char *eq = strchr(xopts[i], '=');
        Object *k = eq != NULL ? str_from_utf8(xopts[i], eq - xopts[i]) : str_from_cstr(xopts[i]);
        Object *v = eq != NULL ? str_from_cstr(eq + 1) : NEWREF(True);
        rc = k != NULL && v != NULL ? dict_set(xd, k, v) : -1;
        if (strcmp(xopts[i], "dev") == 0) dev = true;
        XDECREF(k);
        XDECREF(v);
    }
    if (rc == 0 && dev) rc = list_append_steal(wl, str_from_cstr("default"));
    for (int i = 0; rc == 0 && i < nw; i++) rc = list_append_steal(wl, str_from_cstr(wopts[i]));
    if (rc == 0) rc = dict_set_cstr(d, "_xoptions", xd);
    if (rc == 0) rc = dict_set_cstr(d, "warnoptions", wl);
    if (rc == 0) rc = set_steal(d, "flags", make_flags(f, dev));
    XDECREF(xd);
    XDECREF(wl);
    return rc;
}

static Object *make_implementation(void)
{
    Object *v[] = {str_from_cstr("fpy"), NEWREF(None), make_version_info(), small_new(0x030B07F0)};
    return structseq_new(&Implementation_Type, 4, v);
}

/* The path of the running binary, or "" when it cannot be read. */
static Object *executable_path(void)
{
    char buf[4096];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n < 0) n = 0;
    buf[n] = 0;
    Object *s = str_from_utf8(buf, n);
    if (s == NULL) { err_clear(); s = str_from_cstr(""); }
    return s;
}

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
    Type *sseq_types[] = {&FrameSnap_Type, &VersionInfo_Type, &FloatInfo_Type, &IntInfo_Type, &Flags_Type, &Implementation_Type};
    for (size_t i = 0; i < sizeof sseq_types / sizeof sseq_types[0]; i++)
        if (type_ready(sseq_types[i]) < 0) return NULL;
    if (interp->argv == NULL && (interp->argv = list_new(0)) == NULL) return NULL;
    if (interp->recursion_limit <= 0) interp->recursion_limit = 1000;
    Object *out = io_stream_new(1), *err = io_stream_new(2), *in = io_stream_new(0);
    if (out == NULL || err == NULL || in == NULL) return NULL;
    if (dict_set_cstr(d, "argv", interp->argv) < 0 || set_steal(d, "path", list_new(0)) < 0 ||
        dict_set_cstr(d, "modules", interp->modules) < 0 ||
        set_steal(d, "maxsize", int_from_i64(INT64_MAX)) < 0 ||
        set_steal(d, "maxunicode", small_new(0x10FFFF)) < 0 ||
        set_steal(d, "version", str_from_cstr("3.11.7 (fpy 0.1.0)")) < 0 ||
        set_steal(d, "version_info", make_version_info()) < 0 ||
        set_steal(d, "float_info", make_float_info()) < 0 || set_steal(d, "int_info", make_int_info()) < 0 ||
        set_steal(d, "flags", make_flags(NULL, false)) < 0 || set_steal(d, "implementation", make_implementation()) < 0 ||
        set_steal(d, "float_repr_style", str_from_cstr("short")) < 0 ||
        set_steal(d, "warnoptions", list_new(0)) < 0 ||
        set_steal(d, "dont_write_bytecode", NEWREF(True)) < 0 ||
        set_steal(d, "hexversion", small_new(0x030B07F0)) < 0 ||
        set_steal(d, "platform", str_from_cstr("linux")) < 0 ||
        set_steal(d, "byteorder", str_from_cstr("little")) < 0 ||
        set_steal(d, "executable", executable_path()) < 0 ||
        dict_set_cstr(d, "stdout", out) < 0 || dict_set_cstr(d, "stderr", err) < 0 ||
        dict_set_cstr(d, "stdin", in) < 0 || dict_set_cstr(d, "__stdout__", out) < 0 ||
        dict_set_cstr(d, "__stderr__", err) < 0 || dict_set_cstr(d, "__stdin__", in) < 0 ||
        dict_set_cstr(d, "__displayhook__", dict_get_str(d, STR_ID("displayhook"))) < 0 ||
        dict_set_cstr(d, "__excepthook__", dict_get_str(d, STR_ID("excepthook"))) < 0)
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
