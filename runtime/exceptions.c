/* exceptions.c: the built-in exception classes and their instances.
 *
 * The idea.  Every built-in exception class is one line of
 * runtime/exc_list.h; the X-macro below turns each line into a static,
 * immortal Type whose base is the class named on that line.  Only
 * BaseException has slots of its own; type_ready copies them into every
 * subclass, so a new class costs one line.  The few classes that behave
 * differently (KeyError's str, StopIteration.value, SystemExit.code,
 * SyntaxError's location) override a slot or add a getset before the
 * classes are readied.
 *
 * An instance (ExcObject, api.h) keeps the constructor's arguments as the
 * `args` tuple, the traceback as a list of (filename, lineno, funcname)
 * tuples, or (filename, lineno, funcname, col, end_lineno, end_col) when
 * the failing expression's columns are known (small ints: no allocation),
 * innermost first (exc_add_traceback[_span]; printed by exc_print in
 * error.c), and the chaining links __cause__ / __context__.
 *
 * Invariants: `args` is always a tuple (never NULL once constructed); an
 * exception object is used by one thread at a time while it is being
 * raised, so its fields need no lock (a caught exception handed to another
 * thread is handed over whole, through a container that synchronises).
 */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "runtime/core.h"
#include "runtime/lock.h"

Object *exc_memory_error_inst;

/* ---- the classes -------------------------------------------------------- */

#define EXC_FLAGS (TPF_EXC_SUBCLASS | TPF_BASETYPE | TPF_GC)
/* exc_list.h names BaseException's base "Object": Exc_Object is object. */
#define Exc_Object Object_Type
#define EXC(N, B)                                                                         \
    Type Exc_##N = {TYPE_HEAD_INIT, .name = #N, .basicsize = sizeof(ExcObject),           \
                    .flags = EXC_FLAGS, .base = &Exc_##B};
#include "runtime/exc_list.h"
#undef EXC
#undef Exc_Object

/* ---- construction ----------------------------------------------------- */

Object *exc_new(Type *exc_type, Object *args)
{
    ExcObject *e = (ExcObject *)obj_alloc(exc_type, exc_type->basicsize);
    if (e == NULL) return NULL;
    e->args = NEWREF(args ? args : empty_tuple);
    return (Object *)e;
}

Object *exc_args(Object *exc) { return ((ExcObject *)exc)->args; }

/* ValueError("msg"): positional arguments become args.  Built-in classes
 * take no keywords; a class with its own __init__ may. */
static Object *exc_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *t = (Type *)type;
    if (kwnames && tuple_len(kwnames) > 0 &&
        !class_defines_init(t))
        return err_format(&Exc_TypeError, "%s() takes no keyword arguments", t->name);
    Object *a = tuple_from_array(args, nargs);
    if (a == NULL) return NULL;
    Object *e = exc_new(t, a);
    DECREF(a);
    return e;
}

static int exc_clear(Object *o)
{
    ExcObject *e = (ExcObject *)o;
    CLEAR(e->args);
    CLEAR(e->traceback);
    CLEAR(e->tb_view);
    CLEAR(e->cause);
    CLEAR(e->context);
    CLEAR(e->dict);
    return 0;
}

static void exc_dealloc(Object *o)
{
    exc_clear(o);
    obj_free(o);
}

static int exc_traverse(Object *o, VisitFunc visit, void *arg)
{
    ExcObject *e = (ExcObject *)o;
    Object *refs[6] = {e->args, e->traceback, e->cause, e->context, e->dict, e->tb_view};
    for (int i = 0; i < 6; i++)
        if (refs[i] && visit(refs[i], arg)) return 1;
    return 0;
}

int exc_add_traceback(Object *exc, Object *filename, int lineno, Object *funcname)
{
    return exc_add_traceback_span(exc, filename, lineno, funcname, -1, 0, 0);
}

int exc_add_traceback_span(Object *exc, Object *filename, int lineno, Object *funcname, int col, int end_lineno,
                           int end_col)
{
    ExcObject *e = (ExcObject *)exc;
    if (e->traceback == NULL && (e->traceback = list_new(0)) == NULL) return -1;
    Object *entry = tuple_new(col >= 0 ? 6 : 3);
    if (entry == NULL) return -1;
    tuple_items(entry)[0] = NEWREF(filename);
    tuple_items(entry)[1] = small_new(lineno);
    tuple_items(entry)[2] = NEWREF(funcname);
    if (col >= 0) { /* small ints: no allocation */
        tuple_items(entry)[3] = small_new(col);
        tuple_items(entry)[4] = small_new(end_lineno);
        tuple_items(entry)[5] = small_new(end_col);
    }
    /* The VM adds frames innermost first as the exception unwinds, and
     * the list keeps that order: one append per frame, so unwinding N
     * frames costs O(N) (printing reads it backwards, outermost first). */
    return list_append_steal(e->traceback, entry);
}

/* ---- str / repr ------------------------------------------------------- */

static Object *exc_str(Object *o)
{
    Object *args = ((ExcObject *)o)->args;
    switch (tuple_len(args)) {
    case 0: return STR_ID("");
    case 1: return obj_str(tuple_get(args, 0));
    default: return obj_str(args);
    }
}

static Object *exc_repr(Object *o)
{
    Object *args = ((ExcObject *)o)->args;
    if (tuple_len(args) == 1) return str_from_format("%s(%R)", TYPE_NAME(o), tuple_get(args, 0));
    return str_from_format("%s%R", TYPE_NAME(o), args);
}

/* KeyError('a') prints as 'a': the key's repr, so that '' shows. */
static Object *keyerror_str(Object *o)
{
    Object *args = ((ExcObject *)o)->args;
    if (tuple_len(args) == 1) return obj_repr(tuple_get(args, 0));
    return exc_str(o);
}

/* ---- attributes ------------------------------------------------------- */

static Object *exc_get_args(Object *o, void *c)
{
    (void)c;
    return NEWREF(((ExcObject *)o)->args);
}

static int exc_set_args(Object *o, Object *v, void *c)
{
    (void)c;
    if (v == NULL) {
        err_set(&Exc_TypeError, "args may not be deleted");
        return -1;
    }
    Object *t;
    if (is_tuple(v)) {
        t = NEWREF(v);
    } else {
        Object *l = list_from_iterable(v);
        if (l == NULL) return -1;
        t = list_as_tuple(l);
        DECREF(l);
        if (t == NULL) return -1;
    }
    SETREF(((ExcObject *)o)->args, t);
    return 0;
}

/* __cause__ / __context__: closure 0 = cause, 1 = context. */
static Object *exc_get_link(Object *o, void *c)
{
    ExcObject *e = (ExcObject *)o;
    Object *v = c ? e->context : e->cause;
    return NEWREF(v ? v : None);
}

static int exc_set_link(Object *o, Object *v, void *c)
{
    ExcObject *e = (ExcObject *)o;
    if (v == NULL) {
        err_format(&Exc_TypeError, "%s may not be deleted", c ? "__context__" : "__cause__");
        return -1;
    }
    if (v != None && !is_exc(v)) {
        err_format(&Exc_TypeError, "exception %s must be None or derive from BaseException",
                   c ? "context" : "cause");
        return -1;
    }
    Object *nv = v == None ? NULL : NEWREF(v);
    if (c) {
        SETREF(e->context, nv);
    } else {
        SETREF(e->cause, nv);
        e->suppress_context = true;
    }
    return 0;
}

static Object *exc_get_traceback(Object *o, void *c)
{
    (void)c;
    return traceback_of(o); /* a view (vm/traceback.c) */
}

static int exc_set_traceback(Object *o, Object *v, void *c)
{
    (void)c;
    Object *l;
    if (v == NULL) return err_set(&Exc_TypeError, "__traceback__ may not be deleted"), -1;
    if (traceback_entries(v, &l) < 0) return -1;
    Object *old = ((ExcObject *)o)->traceback;
    ((ExcObject *)o)->traceback = l;
    XDECREF(old);
    /* the traceback set is the one read back, while no entry is added */
    SETREF(((ExcObject *)o)->tb_view, v == None ? NULL : NEWREF(v));
    return 0;
}

static Object *exc_get_suppress(Object *o, void *c)
{
    (void)c;
    return bool_from(((ExcObject *)o)->suppress_context);
}

static int exc_set_suppress(Object *o, Object *v, void *c)
{
    (void)c;
    int t = v ? obj_is_true(v) : 0;
    if (t < 0) return -1;
    ((ExcObject *)o)->suppress_context = t;
    return 0;
}

static Object *exc_get_dict(Object *o, void *c)
{
    (void)c;
    ExcObject *e = (ExcObject *)o;
    if (e->dict == NULL && (e->dict = dict_new()) == NULL) return NULL;
    return NEWREF(e->dict);
}

static const GetSetDef exc_getset[] = {
    {"args", exc_get_args, exc_set_args, NULL},
    {"__cause__", exc_get_link, exc_set_link, (void *)0},
    {"__context__", exc_get_link, exc_set_link, (void *)1},
    {"__traceback__", exc_get_traceback, exc_set_traceback, NULL},
    {"__suppress_context__", exc_get_suppress, exc_set_suppress, NULL},
    {"__dict__", exc_get_dict, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

/* BaseException.__init__(self, *args): args = args (for super().__init__). */
static Object *exc_init(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (kwnames && tuple_len(kwnames) > 0)
        return err_format(&Exc_TypeError, "%s() takes no keyword arguments", TYPE_NAME(self));
    Object *t = tuple_from_array(args, nargs);
    if (t == NULL) return NULL;
    SETREF(((ExcObject *)self)->args, t);
    return NEWREF(None);
}

static Object *exc_with_traceback(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("with_traceback", kwnames) < 0 || args_count("BaseException.with_traceback", nargs, 1, 1) < 0)
        return NULL;
    if (exc_set_traceback(self, args[0], NULL) < 0) return NULL;
    return NEWREF(self);
}

static const MethodDef exc_methods[] = {
    {"__init__", exc_init, METH_DEFAULT},
    {"with_traceback", exc_with_traceback, METH_DEFAULT},
    {NULL, NULL, 0},
};

/* args[0], or None without args: StopIteration.value, SystemExit.code
 * (which is the whole tuple when there are several). */
static Object *exc_get_first_arg(Object *o, void *c)
{
    Object *args = ((ExcObject *)o)->args;
    ssize_t n = tuple_len(args);
    if (n == 0) return NEWREF(None);
    if (n > 1 && c) return NEWREF(args);
    return NEWREF(tuple_get(args, 0));
}

static const GetSetDef stopiteration_getset[] = {
    {"value", exc_get_first_arg, NULL, (void *)0},
    {NULL, NULL, NULL, NULL},
};

static const GetSetDef systemexit_getset[] = {
    {"code", exc_get_first_arg, NULL, (void *)1},
    {NULL, NULL, NULL, NULL},
};

/* ---- ImportError: name, path, msg ------------------------------------------ */

/* ImportError(*args, name=None, path=None): the two keywords (and only
 * they) go to the instance dict, where the getters below and assignment
 * find them; msg is args[0] when there is exactly one argument. */
static int importerror_keywords(Object *self, Object *const *kwvals, Object *kwnames)
{
    ExcObject *e = (ExcObject *)self;
    ssize_t nk = kwnames ? tuple_len(kwnames) : 0;
    for (ssize_t i = 0; i < nk; i++) {
        Object *k = tuple_get(kwnames, i);
        if (strcmp(str_cstr(k), "name") != 0 && strcmp(str_cstr(k), "path") != 0) {
            err_format(&Exc_TypeError, "'%U' is an invalid keyword argument for %s()", k, TYPE_NAME(self));
            return -1;
        }
        if (e->dict == NULL && (e->dict = dict_new()) == NULL) return -1;
        if (dict_set(e->dict, k, kwvals[i]) < 0) return -1;
    }
    return 0;
}

static Object *importerror_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Object *a = tuple_from_array(args, nargs);
    if (a == NULL) return NULL;
    Object *e = exc_new((Type *)type, a);
    DECREF(a);
    if (e != NULL && importerror_keywords(e, args + nargs, kwnames) < 0) CLEAR(e);
    return e;
}

static Object *importerror_init(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Object *t = tuple_from_array(args, nargs);
    if (t == NULL) return NULL;
    SETREF(((ExcObject *)self)->args, t);
    if (importerror_keywords(self, args + nargs, kwnames) < 0) return NULL;
    return NEWREF(None);
}

static const MethodDef importerror_methods[] = {
    {"__init__", importerror_init, METH_DEFAULT},
    {NULL, NULL, 0},
};

/* name / path: from the instance dict, None when unset (closure: the key). */
static Object *importerror_get(Object *o, void *c)
{
    ExcObject *e = (ExcObject *)o;
    Object *v = e->dict ? dict_get_str(e->dict, str_intern_cstr(c)) : NULL;
    return NEWREF(v ? v : None);
}

static int importerror_set(Object *o, Object *v, void *c)
{
    ExcObject *e = (ExcObject *)o;
    if (e->dict == NULL && (e->dict = dict_new()) == NULL) return -1;
    return v ? dict_set(e->dict, str_intern_cstr(c), v) : dict_set(e->dict, str_intern_cstr(c), None);
}

static Object *importerror_get_msg(Object *o, void *c)
{
    (void)c;
    Object *args = ((ExcObject *)o)->args;
    return NEWREF(tuple_len(args) == 1 ? tuple_get(args, 0) : None);
}

static const GetSetDef importerror_getset[] = {
    {"name", importerror_get, importerror_set, (void *)"name"},
    {"path", importerror_get, importerror_set, (void *)"path"},
    {"msg", importerror_get_msg, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

void exc_set_import_info(Object *exc, Object *name, Object *path)
{
    if (name != NULL) importerror_set(exc, name, (void *)"name");
    if (path != NULL) importerror_set(exc, path, (void *)"path");
    if (err_occurred()) err_clear();
}

/* ---- SyntaxError -------------------------------------------------------- */

void exc_syntax_info(Object *exc, Object **filename, Object **lineno, Object **offset, Object **text,
                     Object **end_lineno, Object **end_offset)
{
    Object **outs[6] = {filename, lineno, offset, text, end_lineno, end_offset};
    Object *args = ((ExcObject *)exc)->args;
    Object *info = (tuple_len(args) == 2 && is_tuple(tuple_get(args, 1))) ? tuple_get(args, 1) : NULL;
    for (int i = 0; i < 6; i++) {
        if (outs[i] == NULL) continue;
        Object *v = (info && i < tuple_len(info)) ? tuple_get(info, i) : NULL;
        *outs[i] = v == None ? NULL : v;
    }
}

/* "msg (x.py, line 3)": the file's base name, as CPython. */
static Object *syntaxerror_str(Object *o)
{
    Object *args = ((ExcObject *)o)->args;
    Object *msg = tuple_len(args) >= 1 ? tuple_get(args, 0) : None;
    Object *filename, *lineno;
    exc_syntax_info(o, &filename, &lineno, NULL, NULL, NULL, NULL);
    const char *base = NULL;
    if (filename && is_str(filename)) {
        base = strrchr(str_cstr(filename), '/');
        base = base ? base + 1 : str_cstr(filename);
    }
    bool have_line = lineno && is_small(lineno);
    if (base && have_line) return str_from_format("%S (%s, line %zd)", msg, base, (ssize_t)small_val(lineno));
    if (base) return str_from_format("%S (%s)", msg, base);
    if (have_line) return str_from_format("%S (line %zd)", msg, (ssize_t)small_val(lineno));
    return obj_str(msg);
}

/* msg, filename, lineno, ... : closure = index in the location tuple, -1 = msg */
static Object *syntaxerror_get(Object *o, void *c)
{
    intptr_t which = (intptr_t)c;
    Object *args = ((ExcObject *)o)->args;
    if (which < 0) return NEWREF(tuple_len(args) >= 1 ? tuple_get(args, 0) : None);
    Object *f[6];
    exc_syntax_info(o, &f[0], &f[1], &f[2], &f[3], &f[4], &f[5]);
    return NEWREF(f[which] ? f[which] : None);
}

static const GetSetDef syntaxerror_getset[] = {
    {"msg", syntaxerror_get, NULL, (void *)-1},
    {"filename", syntaxerror_get, NULL, (void *)0},
    {"lineno", syntaxerror_get, NULL, (void *)1},
    {"offset", syntaxerror_get, NULL, (void *)2},
    {"text", syntaxerror_get, NULL, (void *)3},
    {"end_lineno", syntaxerror_get, NULL, (void *)4},
    {"end_offset", syntaxerror_get, NULL, (void *)5},
    {NULL, NULL, NULL, NULL},
};

/* ---- OSError: errno, strerror, filename, filename2 ------------------------ */

/* OSError and its subclasses carry four more fields (all may be NULL, read
 * as None).  Like CPython, OSError(errno, strerror[, filename[, winerror[,
 * filename2]]]) with 2 to 5 arguments fills them, and keeps only
 * (errno, strerror) as args when a filename is given; called as OSError
 * itself with an int errno, it makes the subclass the errno names, so
 * `OSError(2, 'x')` is a FileNotFoundError. */
typedef struct {
    ExcObject exc;
    Object *myerrno, *strerror, *filename, *filename2;
} OSErrorObject;

static const struct {
    int err;
    Type *type;
} errno_map[] = {
    {EAGAIN, &Exc_BlockingIOError}, {EALREADY, &Exc_BlockingIOError},
    {EINPROGRESS, &Exc_BlockingIOError}, {EWOULDBLOCK, &Exc_BlockingIOError},
    {EPIPE, &Exc_BrokenPipeError}, {ESHUTDOWN, &Exc_BrokenPipeError},
    {ECHILD, &Exc_ChildProcessError}, {ECONNABORTED, &Exc_ConnectionAbortedError},
    {ECONNREFUSED, &Exc_ConnectionRefusedError}, {ECONNRESET, &Exc_ConnectionResetError},
    {EEXIST, &Exc_FileExistsError}, {ENOENT, &Exc_FileNotFoundError},
    {EISDIR, &Exc_IsADirectoryError}, {ENOTDIR, &Exc_NotADirectoryError},
    {EINTR, &Exc_InterruptedError}, {EACCES, &Exc_PermissionError},
    {EPERM, &Exc_PermissionError}, {ESRCH, &Exc_ProcessLookupError},
    {ETIMEDOUT, &Exc_TimeoutError},
};

Type *exc_oserror_type(int e)
{
    for (size_t i = 0; i < sizeof errno_map / sizeof errno_map[0]; i++)
        if (errno_map[i].err == e) return errno_map[i].type;
    return &Exc_OSError;
}

/* Fill the fields from the constructor's arguments (args is the full
 * tuple); replaces args by (errno, strerror) when a filename is given. */
static void oserror_parse(OSErrorObject *o)
{
    Object *args = o->exc.args;
    ssize_t n = tuple_len(args);
    CLEAR(o->myerrno);
    CLEAR(o->strerror);
    CLEAR(o->filename);
    CLEAR(o->filename2);
    if (n < 2 || n > 5) return;
    o->myerrno = NEWREF(tuple_get(args, 0));
    o->strerror = NEWREF(tuple_get(args, 1));
    Object *fn = n >= 3 ? tuple_get(args, 2) : None;
    if (fn == None) return;
    o->filename = NEWREF(fn);
    if (n == 5 && tuple_get(args, 4) != None) o->filename2 = NEWREF(tuple_get(args, 4));
    Object *two = tuple_pack(2, tuple_get(args, 0), tuple_get(args, 1));
    if (two == NULL) {
        err_clear(); /* keep the full args: only the tuple's size differs */
        return;
    }
    SETREF(o->exc.args, two);
}

static Object *oserror_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Type *t = (Type *)type;
    if (kwnames && tuple_len(kwnames) > 0 && !class_defines_init(t))
        return err_format(&Exc_TypeError, "%s() takes no keyword arguments", t->name);
    if (t == &Exc_OSError && nargs >= 2 && is_int(args[0])) {
        int64_t e;
        if (int_as_i64(args[0], &e) && e >= INT32_MIN && e <= INT32_MAX) t = exc_oserror_type((int)e);
    }
    Object *o = exc_type_new((Object *)t, args, nargs, kwnames);
    if (o != NULL) oserror_parse((OSErrorObject *)o);
    return o;
}

/* OSError.__init__ (reached through super().__init__ from a subclass's
 * own __init__): the arguments given there decide, as in CPython. */
static Object *oserror_init(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (kwnames && tuple_len(kwnames) > 0)
        return err_format(&Exc_TypeError, "%s() takes no keyword arguments", TYPE_NAME(self));
    Object *t = tuple_from_array(args, nargs);
    if (t == NULL) return NULL;
    SETREF(((ExcObject *)self)->args, t);
    oserror_parse((OSErrorObject *)self);
    return NEWREF(None);
}

static const MethodDef oserror_methods[] = {
    {"__init__", oserror_init, METH_DEFAULT},
    {NULL, NULL, 0},
};

static Object *oserror_str(Object *self)
{
    OSErrorObject *o = (OSErrorObject *)self;
    if (o->filename && o->filename2)
        return str_from_format("[Errno %S] %S: %R -> %R", o->myerrno, o->strerror, o->filename, o->filename2);
    if (o->filename) return str_from_format("[Errno %S] %S: %R", o->myerrno, o->strerror, o->filename);
    if (o->myerrno && o->strerror) return str_from_format("[Errno %S] %S", o->myerrno, o->strerror);
    return exc_str(self);
}

/* The field at offset c, None when unset. */
static Object *oserror_get(Object *o, void *c)
{
    Object *v = *(Object **)((char *)o + (uintptr_t)c);
    return NEWREF(v ? v : None);
}

static int oserror_set(Object *o, Object *v, void *c)
{
    Object **slot = (Object **)((char *)o + (uintptr_t)c);
    Object *old = *slot;
    *slot = v ? NEWREF(v) : NULL;
    XDECREF(old);
    return 0;
}

#define OSE_FIELD(name, field) {name, oserror_get, oserror_set, (void *)offsetof(OSErrorObject, field)}
static const GetSetDef oserror_getset[] = {
    OSE_FIELD("errno", myerrno),
    OSE_FIELD("strerror", strerror),
    OSE_FIELD("filename", filename),
    OSE_FIELD("filename2", filename2),
    {NULL, NULL, NULL, NULL},
};
#undef OSE_FIELD

static int oserror_clear(Object *self)
{
    OSErrorObject *o = (OSErrorObject *)self;
    CLEAR(o->myerrno);
    CLEAR(o->strerror);
    CLEAR(o->filename);
    CLEAR(o->filename2);
    return exc_clear(self);
}

static void oserror_dealloc(Object *o)
{
    oserror_clear(o);
    obj_free(o);
}

static int oserror_traverse(Object *self, VisitFunc visit, void *arg)
{
    OSErrorObject *o = (OSErrorObject *)self;
    Object *refs[4] = {o->myerrno, o->strerror, o->filename, o->filename2};
    for (int i = 0; i < 4; i++)
        if (refs[i] && visit(refs[i], arg)) return 1;
    return exc_traverse(self, visit, arg);
}

Object *err_set_errno_filenames(int e, Object *filename, Object *filename2)
{
    Object *msg = str_from_cstr(strerror(e));
    if (msg == NULL) return NULL;
    Object *num = small_new(e);
    Object *args = filename2 ? tuple_pack(5, num, msg, filename ? filename : None, None, filename2)
                 : filename ? tuple_pack(3, num, msg, filename)
                            : tuple_pack(2, num, msg);
    DECREF(num);
    DECREF(msg);
    if (args == NULL) return NULL;
    Object *exc = exc_new(exc_oserror_type(e), args);
    DECREF(args);
    if (exc == NULL) return NULL;
    oserror_parse((OSErrorObject *)exc);
    err_set_raised(exc);
    return NULL;
}

Object *err_set_errno_filename(int e, Object *filename) { return err_set_errno_filenames(e, filename, NULL); }
Object *err_set_errno(int e) { return err_set_errno_filenames(e, NULL, NULL); }

/* ---- start-up ----------------------------------------------------------- */

static Type *const all_exceptions[] = {
#define EXC(N, B) &Exc_##N,
#include "runtime/exc_list.h"
#undef EXC
};

int exceptions_init(void)
{
    Type *b = &Exc_BaseException;
    b->new = exc_type_new;
    b->dealloc = exc_dealloc;
    b->traverse = exc_traverse;
    b->clear = exc_clear;
    b->repr = exc_repr;
    b->str = exc_str;
    b->getset = exc_getset;
    b->methods = exc_methods;
    b->dictoffset = offsetof(ExcObject, dict);
    Exc_KeyError.str = keyerror_str;
    Exc_StopIteration.getset = stopiteration_getset;
    Exc_SystemExit.getset = systemexit_getset;
    Exc_ImportError.new = importerror_new;
    Exc_ImportError.methods = importerror_methods;
    Exc_ImportError.getset = importerror_getset;
    Exc_SyntaxError.str = syntaxerror_str;
    Exc_SyntaxError.getset = syntaxerror_getset;
    Type *ose = &Exc_OSError;
    ose->new = oserror_new;
    ose->methods = oserror_methods;
    ose->str = oserror_str;
    ose->getset = oserror_getset;
    ose->dealloc = oserror_dealloc;
    ose->traverse = oserror_traverse;
    ose->clear = oserror_clear;
    /* Every OSError subclass has OSError's layout (they inherit the slots
     * above from it in type_ready). */
    for (size_t i = 0; i < sizeof all_exceptions / sizeof all_exceptions[0]; i++)
        for (Type *t = all_exceptions[i]; t != NULL && t != &Object_Type; t = t->base)
            if (t == ose) all_exceptions[i]->basicsize = sizeof(OSErrorObject);
    for (size_t i = 0; i < sizeof all_exceptions / sizeof all_exceptions[0]; i++)
        if (type_ready(all_exceptions[i]) < 0) return -1;
    if (type_ready(&Traceback_Type) < 0) return -1;
    exc_memory_error_inst = exc_new(&Exc_MemoryError, NULL);
    if (exc_memory_error_inst == NULL) return -1;
    obj_make_immortal(exc_memory_error_inst);
    return 0;
}

int exceptions_add_builtins(Object *dict)
{
    for (size_t i = 0; i < sizeof all_exceptions / sizeof all_exceptions[0]; i++)
        if (dict_set_cstr(dict, all_exceptions[i]->name, (Object *)all_exceptions[i]) < 0) return -1;
    /* Old names of OSError, kept by Python 3 as aliases. */
    if (dict_set_cstr(dict, "IOError", (Object *)&Exc_OSError) < 0) return -1;
    return dict_set_cstr(dict, "EnvironmentError", (Object *)&Exc_OSError);
}
