/* function.c: Python functions, cells and bound methods.
 *
 * A function object is what `def` and `lambda` make at run time
 * (MAKE_FUNCTION): a code object plus its environment (globals, default
 * values, the closure).  Functions are deferred objects: the interpreter's
 * value stack does not count references to them, so calling a global
 * function writes nothing to it, and threads calling the same function do
 * not fight over its cache line (gc/deferred.c).
 *
 * Calls: the interpreter handles calls from Python code itself (vm/eval.c
 * CALL: the callee's frame is pushed and the loop continues in it); C code
 * calls through Function_Type's call slot, function_call(), which pushes a
 * frame and enters eval_frame.  Both bind arguments with function_bind(),
 * CPython's rules and error messages included (the order of its checks is
 * CPython's too, so the same bad call gives the same error).
 *
 * Closures: a variable captured by an inner function lives in a cell; the
 * frame of the outer function holds the cell in localsplus, the inner
 * function's closure tuple holds the same cell, and each call of the inner
 * function copies the closure's cells into its own frame.
 *
 * Bound methods (Method_Type) pair a function with self; CALL unpacks them
 * into [function, self, args...] so no argument array is copied.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/api.h"
#include "runtime/lock.h"
#include "vm/eval.h"
#include "vm/function.h"
#include "vm/generator.h"

static ssize_t pointer_hash(const void *p)
{
    uintptr_t v = (uintptr_t)p;
    ssize_t h = (ssize_t)((v >> 4) | (v << (8 * sizeof(v) - 4)));
    return h == -1 ? -2 : h;
}

/* The common head of this file's three types: static, immortal, GC-tracked
 * instances, derived from object. */
#define VM_TYPE_HEAD(tname, ctype)                                        \
    .ob = {.ob = OBJECT_HEAD_INIT(&Type_Type)}, .name = tname, .basicsize = sizeof(ctype), \
    .flags = TPF_GC, .base = &Object_Type

/* ---- functions ----------------------------------------------------------- */

/* globals["__name__"] as function_new last found it, per thread: a dict
 * version names one state of one dict, never reused (dict.c), so while
 * the globals' version is the one noted the value is still there, held by
 * the dict.  A genexpr or closure made in a loop skips the lookup. */
static _Thread_local uint64_t modname_version;
static _Thread_local Object *modname_value;

static Object *module_name_of(Object *globals)
{
    uint64_t v = dict_version(globals);
    if (v != modname_version) {
        modname_value = dict_get_str(globals, STR_ID("__name__"));
        modname_version = v;
    }
    return modname_value;
}

Object *function_new(CodeObject *co, Object *globals)
{
    FunctionObject *fn = (FunctionObject *)obj_alloc(&Function_Type, sizeof(FunctionObject));
    if (fn == NULL) return NULL;
    /* a closure made in a thread other than the module's: its code,
     * globals and module name are shared with every thread doing so */
    pt_note_shared((Object *)co);
    pt_note_shared(globals);
    INCREF_PERTHREAD((Object *)co);
    fn->code = co;
    INCREF_PERTHREAD(globals);
    fn->globals = globals;
    fn->name = NEWREF(co->name);
    fn->qualname = NEWREF(co->qualname != NULL ? co->qualname : co->name);
    Object *mod = module_name_of(globals);
    if (mod != NULL) pt_note_shared(mod);
    if (mod != NULL) INCREF_PERTHREAD(mod);
    fn->module = mod;
    /* CPython 3.11's rule: a def's consts[0] is its docstring or None */
    Object *doc = tuple_len(co->consts) > 0 ? tuple_get(co->consts, 0) : None;
    fn->doc = NEWREF(is_str(doc) && !(co->flags & (CO_MODULE | CO_CLASS)) ? doc : None);
    /* As CPython 3.13: module-level functions and methods (shared, hot)
     * are deferred-counted; a closure, lambda or genexpr made per call is
     * counted and dies by counting, not by the collector. */
    if (!(co->flags & CO_NESTED)) obj_set_deferred((Object *)fn);
    return (Object *)fn;
}

/* ", "-joined quoted names with CPython's "'a' and 'b'" / "'a', 'b', and 'c'". */
static Object *format_names(Object *const *names, int n)
{
    StrBuilder sb;
    sb_init(&sb);
    for (int i = 0; i < n; i++) {
        if (i > 0) sb_add_cstr(&sb, n == 2 ? " and " : (i == n - 1 ? ", and " : ", "));
        sb_add_cstr(&sb, "'");
        sb_add_str(&sb, names[i]);
        sb_add_cstr(&sb, "'");
    }
    return sb_finish(&sb);
}

static void missing_args(FunctionObject *fn, Object **lp, int start, int end, const char *kind)
{
    Object *lpn = fn->code->localsplusnames;
    Object *buf[64];
    int n = 0, total = 0;
    for (int i = start; i < end; i++) {
        if (lp[i] == NULL) {
            if (n < 64) buf[n++] = tuple_get(lpn, i);
            total++;
        }
    }
    Object *s = format_names(buf, n);
    if (s == NULL) return;
    err_format(&Exc_TypeError, "%U() missing %d required %s argument%s: %U", fn->qualname, total, kind,
               total == 1 ? "" : "s", s);
    DECREF(s);
}

static void too_many_positional(FunctionObject *fn, Object **lp, ssize_t given)
{
    CodeObject *co = fn->code;
    int kwonly_given = 0;
    for (int i = co->argcount; i < co->argcount + co->kwonlyargcount; i++)
        if (lp[i] != NULL) kwonly_given++;
    ssize_t defcount = fn->defaults != NULL ? tuple_len(fn->defaults) : 0;
    char sig[64], kwsig[96] = "";
    bool plural;
    if (defcount) {
        plural = true;
        snprintf(sig, sizeof sig, "from %zd to %d", co->argcount - defcount, co->argcount);
    } else {
        plural = co->argcount != 1;
        snprintf(sig, sizeof sig, "%d", co->argcount);
    }
    if (kwonly_given)
        snprintf(kwsig, sizeof kwsig, " positional argument%s (and %d keyword-only argument%s)",
                 given != 1 ? "s" : "", kwonly_given, kwonly_given != 1 ? "s" : "");
    err_format(&Exc_TypeError, "%U() takes %s positional argument%s but %zd%s %s given", fn->qualname, sig,
               plural ? "s" : "", given, kwsig, given == 1 && !kwonly_given ? "was" : "were");
}

static bool name_eq(Object *a, Object *b)
{
    return a == b || str_eq(a, b);
}

/* Keyword arguments naming positional-only parameters (no **kwargs):
 * CPython's "got some positional-only arguments passed as keyword
 * arguments".  Returns true (error set) if there were any. */
static bool posonly_as_keyword(FunctionObject *fn, Object *kwnames)
{
    CodeObject *co = fn->code;
    StrBuilder sb;
    sb_init(&sb);
    int found = 0;
    for (int i = 0; i < co->posonlyargcount; i++) {
        Object *pname = tuple_get(co->localsplusnames, i);
        for (ssize_t k = 0; k < tuple_len(kwnames); k++) {
            if (name_eq(pname, tuple_get(kwnames, k))) {
                if (found++) sb_add_cstr(&sb, ", ");
                sb_add_str(&sb, pname);
                break;
            }
        }
    }
    if (!found) {
        sb_discard(&sb);
        return false;
    }
    Object *s = sb_finish(&sb);
    if (s != NULL) {
        err_format(&Exc_TypeError, "%U() got some positional-only arguments passed as keyword arguments: '%U'",
                   fn->qualname, s);
        DECREF(s);
    }
    return true;
}

int function_init_cells(Frame *f, Object *closure)
{
    CodeObject *co = f->code;
    Object **lp = f->localsplus;
    for (int i = 0; i < co->ncells; i++) {
        int arg = co->cell2arg != NULL ? co->cell2arg[i] : -1;
        Object *cell = cell_new(arg >= 0 ? lp[arg] : NULL);
        if (cell == NULL) return -1;
        lp[co->nlocals + i] = cell;
    }
    for (int i = 0; i < co->nfree; i++) {
        Object *cell = closure != NULL && i < tuple_len(closure) ? tuple_get(closure, i) : NULL;
        if (cell == NULL) {
            err_set(&Exc_SystemError, "closure has fewer cells than the code's free variables");
            return -1;
        }
        STACK_INCREF(cell);
        lp[co->nlocals + co->ncells + i] = cell;
    }
    return 0;
}

int function_bind(FunctionObject *fn, Frame *f, Object *const *args, ssize_t nargs, Object *kwnames)
{
    CodeObject *co = fn->code;
    Object **lp = f->localsplus;
    if (kwnames == NULL && nargs == co->argcount && co->kwonlyargcount == 0 &&
        !(co->flags & (CO_VARARGS | CO_VARKEYWORDS))) {
        /* exactly the positional parameters (a genexpr's iterator, a
         * dunder called from C): what the general path below does then */
        for (ssize_t i = 0; i < nargs; i++) {
            STACK_INCREF(args[i]);
            lp[i] = args[i];
        }
        return co->ncells || co->nfree ? function_init_cells(f, fn->closure) : 0;
    }
    int argcount = co->argcount;
    int total = argcount + co->kwonlyargcount;
    Object *kwdict = NULL;

    if (co->flags & CO_VARKEYWORDS) {
        kwdict = dict_new();
        if (kwdict == NULL) return -1;
        lp[total + ((co->flags & CO_VARARGS) ? 1 : 0)] = kwdict;
    }
    ssize_t n = nargs < argcount ? nargs : argcount;
    for (ssize_t i = 0; i < n; i++) {
        STACK_INCREF(args[i]);
        lp[i] = args[i];
    }
    if (co->flags & CO_VARARGS) {
        Object *t = nargs > n ? tuple_from_array(args + n, nargs - n) : NEWREF(empty_tuple);
        if (t == NULL) return -1;
        lp[total] = t;
    }
    if (kwnames != NULL) {
        Object *const *kwvals = args + nargs;
        Object *lpn = co->localsplusnames;
        for (ssize_t k = 0; k < tuple_len(kwnames); k++) {
            Object *name = tuple_get(kwnames, k);
            Object *v = kwvals[k];
            int j = co->posonlyargcount;
            for (; j < total; j++)
                if (tuple_get(lpn, j) == name) break;
            if (j == total) {
                for (j = co->posonlyargcount; j < total; j++)
                    if (name_eq(tuple_get(lpn, j), name)) break;
            }
            if (j == total) {
                if (kwdict != NULL) {
                    if (dict_set(kwdict, name, v) < 0) return -1;
                    continue;
                }
                if (co->posonlyargcount && posonly_as_keyword(fn, kwnames)) return -1;
                err_format(&Exc_TypeError, "%U() got an unexpected keyword argument '%U'", fn->qualname, name);
                return -1;
            }
            if (lp[j] != NULL) {
                err_format(&Exc_TypeError, "%U() got multiple values for argument '%U'", fn->qualname, name);
                return -1;
            }
            STACK_INCREF(v);
            lp[j] = v;
        }
    }
    if (nargs > argcount && !(co->flags & CO_VARARGS)) {
        too_many_positional(fn, lp, nargs);
        return -1;
    }
    if (nargs < argcount) {
        ssize_t defcount = fn->defaults != NULL ? tuple_len(fn->defaults) : 0;
        ssize_t m = argcount - defcount;
        for (ssize_t i = nargs; i < m; i++) {
            if (lp[i] == NULL) {
                missing_args(fn, lp, 0, (int)m, "positional");
                return -1;
            }
        }
        for (ssize_t i = m > nargs ? m : nargs; i < argcount; i++) {
            if (lp[i] == NULL) {
                Object *d = tuple_get(fn->defaults, i - m);
                pt_note_shared(d); /* a default every thread's calls count: per thread (gc/perthread.c) */
                STACK_INCREF(d);
                lp[i] = d;
            }
        }
    }
    if (co->kwonlyargcount > 0) {
        bool missing = false;
        for (int i = argcount; i < total; i++) {
            if (lp[i] != NULL) continue;
            Object *d = fn->kwdefaults != NULL ? dict_get_str(fn->kwdefaults, tuple_get(co->localsplusnames, i)) : NULL;
            if (d != NULL) {
                pt_note_shared(d);
                STACK_INCREF(d);
                lp[i] = d;
            } else {
                missing = true;
            }
        }
        if (missing) {
            missing_args(fn, lp, argcount, total, "keyword-only");
            return -1;
        }
    }
    if (co->ncells || co->nfree) return function_init_cells(f, fn->closure);
    return 0;
}

Object *function_call(Object *callable, Object *const *args, ssize_t nargs, Object *kwnames)
{
    FunctionObject *fn = (FunctionObject *)callable;
    CodeObject *co = fn->code;
    if (co->flags & CO_GENERATOR) return gen_new(fn, args, nargs, kwnames);
    ThreadState *ts = ts_get();
    Frame *f = frame_push(ts, co, callable, fn->globals, NULL);
    if (f == NULL) return NULL;
    if (function_bind(fn, f, args, nargs, kwnames) < 0) {
        frame_clear(f);
        frame_pop(ts, f);
        return NULL;
    }
    return eval_frame(ts, f, NULL);
}

static void function_dealloc(Object *self)
{
    FunctionObject *fn = (FunctionObject *)self;
    CLEAR_PERTHREAD(fn->code);
    CLEAR_PERTHREAD(fn->globals);
    CLEAR(fn->name);
    CLEAR(fn->qualname);
    CLEAR(fn->defaults);
    CLEAR(fn->kwdefaults);
    CLEAR(fn->closure);
    CLEAR_PERTHREAD(fn->module);
    CLEAR(fn->doc);
    CLEAR(fn->dict);
    CLEAR(fn->annotations);
    obj_free(self);
}

static int function_traverse(Object *self, VisitFunc visit, void *arg)
{
    FunctionObject *fn = (FunctionObject *)self;
    Object *refs[] = {(Object *)fn->code, fn->globals, fn->name, fn->qualname, fn->defaults,
                      fn->kwdefaults, fn->closure, fn->module, fn->doc, fn->dict, fn->annotations};
    for (size_t i = 0; i < sizeof refs / sizeof refs[0]; i++) {
        if (refs[i] != NULL && !is_small(refs[i])) {
            int r = visit(refs[i], arg);
            if (r) return r;
        }
    }
    return 0;
}

/* Drop the references that may form cycles (globals hold the function,
 * defaults/closure may hold anything). */
static int function_clear(Object *self)
{
    FunctionObject *fn = (FunctionObject *)self;
    CLEAR(fn->globals);
    CLEAR(fn->defaults);
    CLEAR(fn->kwdefaults);
    CLEAR(fn->closure);
    Object *mod = fn->module;
    fn->module = NULL;
    if (mod != NULL) DECREF_PERTHREAD(mod);
    CLEAR(fn->doc);
    CLEAR(fn->dict);
    CLEAR(fn->annotations);
    return 0;
}

static Object *function_repr(Object *self)
{
    char addr[32];
    snprintf(addr, sizeof addr, "%p", (void *)self);
    return str_from_format("<function %U at %s>", ((FunctionObject *)self)->qualname, addr);
}

static ssize_t function_hash(Object *self)
{
    return pointer_hash(self);
}

#define FN(o) ((FunctionObject *)(o))

static Object *fn_get_name(Object *o, void *c) { (void)c; return NEWREF(FN(o)->name); }
static Object *fn_get_qualname(Object *o, void *c) { (void)c; return NEWREF(FN(o)->qualname); }
static Object *fn_get_doc(Object *o, void *c) { (void)c; return NEWREF(FN(o)->doc ? FN(o)->doc : None); }
static Object *fn_get_defaults(Object *o, void *c) { (void)c; return NEWREF(FN(o)->defaults ? FN(o)->defaults : None); }
static Object *fn_get_kwdefaults(Object *o, void *c) { (void)c; return NEWREF(FN(o)->kwdefaults ? FN(o)->kwdefaults : None); }
static Object *fn_get_code(Object *o, void *c) { (void)c; return NEWREF((Object *)FN(o)->code); }
static Object *fn_get_globals(Object *o, void *c) { (void)c; return NEWREF(FN(o)->globals); }
static Object *fn_get_module(Object *o, void *c) { (void)c; return NEWREF(FN(o)->module ? FN(o)->module : None); }
static Object *fn_get_closure(Object *o, void *c) { (void)c; return NEWREF(FN(o)->closure ? FN(o)->closure : None); }

/* f.__dict__: the function's attribute dict, made on first use. */
static Object *fn_get_dict(Object *o, void *c)
{
    (void)c;
    if (FN(o)->dict == NULL && (FN(o)->dict = dict_new()) == NULL) return NULL;
    return NEWREF(FN(o)->dict);
}

static int fn_set_dict(Object *o, Object *v, void *c)
{
    (void)c;
    if (v == NULL || !is_dict(v)) {
        err_set(&Exc_TypeError, "__dict__ must be set to a dictionary");
        return -1;
    }
    SETREF(FN(o)->dict, NEWREF(v));
    return 0;
}

static int set_str_field(Object **slot, Object *v, const char *what)
{
    if (v == NULL || !is_str(v)) {
        err_format(&Exc_TypeError, "%s must be set to a string object", what);
        return -1;
    }
    SETREF(*slot, NEWREF(v));
    return 0;
}

static int fn_set_name(Object *o, Object *v, void *c) { (void)c; return set_str_field(&FN(o)->name, v, "__name__"); }
static int fn_set_qualname(Object *o, Object *v, void *c) { (void)c; return set_str_field(&FN(o)->qualname, v, "__qualname__"); }

static int fn_set_any(Object **slot, Object *v)
{
    SETREF(*slot, v != NULL && v != None ? NEWREF(v) : NULL);
    return 0;
}

static int fn_set_doc(Object *o, Object *v, void *c) { (void)c; SETREF(FN(o)->doc, NEWREF(v ? v : None)); return 0; }
static int fn_set_module(Object *o, Object *v, void *c) { (void)c; return fn_set_any(&FN(o)->module, v); }

static int fn_set_defaults(Object *o, Object *v, void *c)
{
    (void)c;
    if (v != NULL && v != None && !is_tuple(v)) {
        err_set(&Exc_TypeError, "__defaults__ must be set to a tuple object");
        return -1;
    }
    return fn_set_any(&FN(o)->defaults, v);
}

static int fn_set_kwdefaults(Object *o, Object *v, void *c)
{
    (void)c;
    if (v != NULL && v != None && !is_dict(v)) {
        err_set(&Exc_TypeError, "__kwdefaults__ must be set to a dict object");
        return -1;
    }
    return fn_set_any(&FN(o)->kwdefaults, v);
}

/* f.__annotations__: the dict MAKE_FUNCTION set, or an empty one made on
 * first read (two threads racing to make it agree on one by the CAS). */
static Object *fn_get_annotations(Object *o, void *c)
{
    (void)c;
    Object *a = __atomic_load_n(&FN(o)->annotations, __ATOMIC_ACQUIRE);
    if (a == NULL) {
        Object *d = dict_new();
        if (d == NULL) return NULL;
        Object *expected = NULL;
        if (__atomic_compare_exchange_n(&FN(o)->annotations, &expected, d, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
            a = d;
        } else {
            DECREF(d);
            a = expected;
        }
    }
    return NEWREF(a);
}

static int fn_set_annotations(Object *o, Object *v, void *c)
{
    (void)c;
    if (v == None) v = NULL;
    if (v != NULL && !is_dict(v)) {
        err_set(&Exc_TypeError, "__annotations__ must be set to a dict object");
        return -1;
    }
    if (v != NULL) INCREF(v);
    Object *old = __atomic_exchange_n(&FN(o)->annotations, v, __ATOMIC_ACQ_REL);
    if (old != NULL) qsbr_decref_later(old);
    return 0;
}

static const GetSetDef function_getset[] = {
    {"__annotations__", fn_get_annotations, fn_set_annotations, NULL},
    {"__name__", fn_get_name, fn_set_name, NULL},
    {"__qualname__", fn_get_qualname, fn_set_qualname, NULL},
    {"__doc__", fn_get_doc, fn_set_doc, NULL},
    {"__defaults__", fn_get_defaults, fn_set_defaults, NULL},
    {"__kwdefaults__", fn_get_kwdefaults, fn_set_kwdefaults, NULL},
    {"__code__", fn_get_code, NULL, NULL},
    {"__globals__", fn_get_globals, NULL, NULL},
    {"__module__", fn_get_module, fn_set_module, NULL},
    {"__closure__", fn_get_closure, NULL, NULL},
    {"__dict__", fn_get_dict, fn_set_dict, NULL},
    {NULL, NULL, NULL, NULL},
};

Type Function_Type = {
    VM_TYPE_HEAD("function", FunctionObject),
    .dealloc = function_dealloc,
    .traverse = function_traverse,
    .clear = function_clear,
    .repr = function_repr,
    .hash = function_hash,
    .call = function_call,
    .getset = function_getset,
    .dictoffset = offsetof(FunctionObject, dict), /* f.attr = value: generic getattr/setattr */
};

/* ---- cells ---------------------------------------------------------------- */

Object *cell_new(Object *v)
{
    CellObject *c = (CellObject *)obj_alloc(&Cell_Type, sizeof(CellObject));
    if (c == NULL) return NULL;
    c->ref = v != NULL ? NEWREF(v) : NULL;
    return (Object *)c;
}

static void cell_dealloc(Object *self)
{
    CLEAR(((CellObject *)self)->ref);
    obj_free(self);
}

static int cell_traverse(Object *self, VisitFunc visit, void *arg)
{
    Object *r = ((CellObject *)self)->ref;
    return r != NULL && !is_small(r) ? visit(r, arg) : 0;
}

static int cell_clear(Object *self)
{
    CLEAR(((CellObject *)self)->ref);
    return 0;
}

static Object *cell_repr(Object *self)
{
    char addr[32], addr2[32];
    Object *r = ((CellObject *)self)->ref;
    snprintf(addr, sizeof addr, "%p", (void *)self);
    if (r == NULL) return str_from_format("<cell at %s: empty>", addr);
    snprintf(addr2, sizeof addr2, "%p", (void *)r);
    return str_from_format("<cell at %s: %s object at %s>", addr, TYPE_NAME(r), addr2);
}

static Object *cell_get_contents(Object *self, void *c)
{
    (void)c;
    obj_lock(self);
    Object *r = ((CellObject *)self)->ref;
    if (r != NULL) INCREF(r);
    obj_unlock(self);
    if (r == NULL) return err_set(&Exc_ValueError, "Cell is empty");
    return r;
}

static const GetSetDef cell_getset[] = {
    {"cell_contents", cell_get_contents, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type Cell_Type = {
    VM_TYPE_HEAD("cell", CellObject),
    .dealloc = cell_dealloc,
    .traverse = cell_traverse,
    .clear = cell_clear,
    .repr = cell_repr,
    .hash = function_hash,
    .getset = cell_getset,
};

/* ---- bound methods -------------------------------------------------------- */

Object *method_new(Object *func, Object *self)
{
    MethodObject *m = (MethodObject *)obj_alloc(&Method_Type, sizeof(MethodObject));
    if (m == NULL) return NULL;
    m->func = NEWREF(func);
    m->self = NEWREF(self);
    return (Object *)m;
}

/* Call func(self, *args): the arguments shifted by one into a local array. */
static Object *method_call(Object *callable, Object *const *args, ssize_t nargs, Object *kwnames)
{
    MethodObject *m = (MethodObject *)callable;
    ssize_t total = nargs + (kwnames != NULL ? tuple_len(kwnames) : 0);
    Object *small[8];
    Object **buf = total + 1 <= 8 ? small : malloc((size_t)(total + 1) * sizeof(Object *));
    if (buf == NULL) return err_no_memory();
    buf[0] = m->self;
    if (total > 0) memcpy(buf + 1, args, (size_t)total * sizeof(Object *));
    Object *r = is_function(m->func) ? function_call(m->func, buf, nargs + 1, kwnames)
                                     : obj_call(m->func, buf, nargs + 1, kwnames);
    if (buf != small) free(buf);
    return r;
}

static void method_dealloc(Object *self)
{
    MethodObject *m = (MethodObject *)self;
    CLEAR(m->func);
    CLEAR(m->self);
    obj_free(self);
}

static int method_traverse(Object *self, VisitFunc visit, void *arg)
{
    MethodObject *m = (MethodObject *)self;
    int r;
    if (m->func != NULL && !is_small(m->func) && (r = visit(m->func, arg)) != 0) return r;
    if (m->self != NULL && !is_small(m->self) && (r = visit(m->self, arg)) != 0) return r;
    return 0;
}

static int method_clear(Object *self)
{
    MethodObject *m = (MethodObject *)self;
    CLEAR(m->self);
    return 0;
}

static Object *method_repr(Object *self)
{
    MethodObject *m = (MethodObject *)self;
    Object *name = obj_lookup_attr(m->func, STR_ID("__qualname__"));
    if (name == NULL) {
        if (err_occurred()) return NULL;
        name = obj_lookup_attr(m->func, STR_ID("__name__"));
        if (name == NULL && err_occurred()) return NULL;
    }
    Object *r;
    if (name != NULL && is_str(name)) r = str_from_format("<bound method %U of %R>", name, m->self);
    else r = str_from_format("<bound method ? of %R>", m->self);
    XDECREF(name);
    return r;
}

static ssize_t method_hash(Object *self)
{
    MethodObject *m = (MethodObject *)self;
    ssize_t y = obj_hash(m->func);
    if (y == -1) return -1;
    ssize_t h = pointer_hash(m->self) ^ y;
    return h == -1 ? -2 : h;
}

static Object *method_richcompare(Object *a, Object *b, int op)
{
    if ((op != CMP_EQ && op != CMP_NE) || TYPE(b) != &Method_Type) return NEWREF(NotImplemented);
    MethodObject *x = (MethodObject *)a, *y = (MethodObject *)b;
    int eq = x->self == y->self;
    if (eq) {
        eq = obj_eq(x->func, y->func);
        if (eq < 0) return NULL;
    }
    return NEWREF(bool_from((op == CMP_EQ) == (eq != 0)));
}

static Object *method_get_func(Object *o, void *c) { (void)c; return NEWREF(((MethodObject *)o)->func); }
static Object *method_get_self(Object *o, void *c) { (void)c; return NEWREF(((MethodObject *)o)->self); }

static const GetSetDef method_getset[] = {
    {"__func__", method_get_func, NULL, NULL},
    {"__self__", method_get_self, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

/* The method's own attributes, then the function's (m.__name__, m.__doc__). */
static Object *method_getattr(Object *self, Object *name)
{
    if (obj_type_lookup(TYPE(self), name) != NULL) return obj_generic_getattr(self, name);
    return obj_getattr(((MethodObject *)self)->func, name);
}

/* types.MethodType(func, obj): a bound method made by hand (weakref.WeakMethod). */
static Object *method_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)type;
    if (args_no_kw("method", kwnames) < 0) return NULL;
    if (nargs != 2) return err_format(&Exc_TypeError, "method expected 2 arguments, got %zd", nargs);
    if (TYPE(args[0])->call == NULL) return err_set(&Exc_TypeError, "first argument must be callable");
    if (args[1] == None) return err_set(&Exc_TypeError, "instance must not be None");
    return method_new(args[0], args[1]);
}

Type Method_Type = {
    VM_TYPE_HEAD("method", MethodObject),
    .new = method_type_new,
    .dealloc = method_dealloc,
    .traverse = method_traverse,
    .clear = method_clear,
    .repr = method_repr,
    .hash = method_hash,
    .richcompare = method_richcompare,
    .getattr = method_getattr,
    .call = method_call,
    .getset = method_getset,
};

Object *function_call_locals(Object *callable, Object *locals)
{
    if (!is_function(callable)) return err_set(&Exc_TypeError, "a class body must be a function");
    FunctionObject *fn = (FunctionObject *)callable;
    ThreadState *ts = ts_get();
    Frame *f = frame_push(ts, fn->code, callable, fn->globals, locals);
    if (f == NULL) return NULL;
    if (function_bind(fn, f, NULL, 0, NULL) < 0) {
        frame_clear(f);
        frame_pop(ts, f);
        return NULL;
    }
    return eval_frame(ts, f, NULL);
}
