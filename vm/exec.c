/* exec.c: eval(), exec() and compile(): source text compiled while a
 * program runs.
 *
 * The idea.  The compiler is the same one that compiles files
 * (compiler/compiler.h): source text in, an immutable code object out.
 * exec() compiles its text as a module body and runs it in the namespaces
 * it is given; eval() compiles one expression list (compile_source_mode's
 * eval input: the code object returns the value) and runs it the same
 * way; compile() stops after compiling and hands back the code object,
 * which exec() and eval() then accept instead of text.
 *
 * Namespaces.  Code compiled this way sees names as module code does
 * (LOAD_NAME: locals, then globals, then builtins).  With no globals the
 * caller's are used, and the caller's locals (in a function, a fresh
 * snapshot, as CPython's locals(): assignments made by the code do not
 * reach the function's variables).  Globals given without locals serve
 * as both.  Globals without '__builtins__' get the builtins dict, as in
 * CPython.
 *
 * Threads.  Nothing here is shared: a code object is immutable once made
 * (the specializer rewrites its copy before it is shared, vm/eval.c), and
 * the namespaces are ordinary dicts with their own locking.
 *
 * The 'single' mode.  compile(src, name, 'single') compiles one statement
 * as typed at the interactive prompt (vm/main.c's REPL compiles each
 * input the same way): each expression statement outside function and
 * class bodies ends in PRINT_EXPR, which hands the value to
 * sys.displayhook (exec_display).  The default hook, sys.displayhook and
 * sys.__displayhook__, is exec_sys_displayhook: nothing for None, else
 * builtins._ = None, repr(value) and a newline written to sys.stdout,
 * then builtins._ = value, as CPython's.
 *
 * What fpy simplifies: compile() has no flags (no AST objects, no
 * __future__ inheritance): they raise NotImplementedError.
 * The builtins are always the interpreter's, whatever '__builtins__' the
 * globals hold.
 */
#include <string.h>

#include "compiler/compiler.h"
#include "runtime/core.h"
#include "vm/code.h"
#include "vm/eval.h"
#include "vm/frame.h"
#include "vm/thread.h"

/* The text of a str or bytes-like source: *keep (new ref, release it
 * after compiling) holds it.  0, or -1 with CPython's error. */
static int source_text(const char *what, Object *src, Object **keep, const char **text, size_t *len)
{
    int got;
    if (is_str(src)) {
        *keep = NEWREF(src);
        *text = str_cstr(src);
        *len = (size_t)str_nbytes(src);
    } else if ((got = buffer_bytes(src, keep)) > 0) {
        *text = bytes_data(*keep);
        *len = (size_t)bytes_len(*keep);
    } else {
        if (got == 0) err_format(&Exc_TypeError, "%s", what);
        return -1;
    }
    if (memchr(*text, '\0', *len) != NULL) {
        CLEAR(*keep);
        err_set(&Exc_SyntaxError, "source code string cannot contain null bytes");
        return -1;
    }
    return 0;
}

static bool is_mapping(Object *o)
{
    return is_dict(o) || TYPE(o)->getitem != NULL;
}

/* The globals and locals to run in (new refs), from the optional
 * arguments g and l (NULL or None: the caller's). */
static int namespaces(const char *fname, bool is_eval, Object *g, Object *l, Object **globals, Object **locals)
{
    if (g == None) g = NULL;
    if (l == None) l = NULL;
    if (g != NULL && !is_dict(g)) {
        if (is_eval)
            err_set(&Exc_TypeError, is_mapping(g) ? "globals must be a real dict; try eval(expr, {}, mapping)"
                                                  : "globals must be a dict");
        else
            err_format(&Exc_TypeError, "exec() globals must be a dict, not %s", TYPE_NAME(g));
        return -1;
    }
    if (l != NULL && !is_mapping(l)) {
        if (is_eval) err_set(&Exc_TypeError, "locals must be a mapping");
        else err_format(&Exc_TypeError, "locals must be a mapping or None, not %s", TYPE_NAME(l));
        return -1;
    }
    if (g == NULL) {
        Frame *f = ts_get()->frame;
        if (f == NULL || f->globals == NULL) {
            err_format(&Exc_SystemError, "%s(): no current frame", fname);
            return -1;
        }
        *globals = NEWREF(f->globals);
        *locals = l ? NEWREF(l) : frame_locals(f);
        if (*locals == NULL) {
            DECREF(*globals);
            return -1;
        }
    } else {
        *globals = NEWREF(g);
        *locals = NEWREF(l ? l : g);
    }
    int has = dict_contains(*globals, STR_ID("__builtins__"));
    if (has == 0) has = dict_set(*globals, STR_ID("__builtins__"), ts_get()->interp->builtins) < 0 ? -1 : 1;
    if (has < 0) {
        DECREF(*globals);
        DECREF(*locals);
        return -1;
    }
    return 0;
}

/* eval (eval_input true) and exec: compile if needed, run, the result. */
static Object *run(const char *fname, Object *const *args, ssize_t nargs, Object *kwnames, bool eval_input)
{
    Object *a[4] = {NULL, NULL, NULL, NULL};
    if (eval_input) { /* eval's own messages (CPython 3.11: not Argument Clinic) */
        if (args_no_kw("eval", kwnames) < 0) return NULL;
        if (nargs < 1 || nargs > 3)
            return err_format(&Exc_TypeError, "eval expected at %s %d argument%s, got %zd", nargs < 1 ? "least" : "most",
                              nargs < 1 ? 1 : 3, nargs < 1 ? "" : "s", nargs);
        for (ssize_t i = 0; i < nargs; i++) a[i] = args[i];
    } else {
        static const char *const names[] = {"source", "globals", "locals", "$closure", NULL};
        if (args_parse(fname, args, nargs, kwnames, names, 3, 1, a) < 0) return NULL;
        if (a[3] != NULL && a[3] != None)
            return err_set(&Exc_NotImplementedError, "exec() closure is not supported by fpy");
    }
    CodeObject *co;
    if (TYPE(a[0]) == &Code_Type) {
        co = (CodeObject *)NEWREF(a[0]);
    } else {
        const char *text;
        size_t len;
        Object *keep;
        if (source_text(eval_input ? "eval() arg 1 must be a string, bytes or code object"
                                   : "exec() arg 1 must be a string, bytes or code object",
                        a[0], &keep, &text, &len) < 0)
            return NULL;
        if (eval_input) /* eval() ignores leading blanks, as CPython */
            while (len > 0 && (*text == ' ' || *text == '\t')) text++, len--;
        co = compile_source_mode(text, len, "<string>", eval_input ? COMPILE_EVAL : COMPILE_EXEC);
        DECREF(keep);
        if (co == NULL) return NULL;
    }
    Object *globals, *locals;
    if (namespaces(fname, eval_input, a[1], a[2], &globals, &locals) < 0) {
        DECREF((Object *)co);
        return NULL;
    }
    Object *r = eval_code(co, globals, locals);
    DECREF((Object *)co);
    DECREF(globals);
    DECREF(locals);
    if (r == NULL || eval_input) return r;
    DECREF(r);
    return NEWREF(None);
}

Object *builtin_eval(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return run("eval", args, nargs, kwnames, true);
}

Object *builtin_exec(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return run("exec", args, nargs, kwnames, false);
}

/* compile(source, filename, mode, flags=0, dont_inherit=False, optimize=-1) */
Object *builtin_compile(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"source", "filename", "mode", "flags", "dont_inherit", "optimize", "$_feature_version", NULL};
    Object *a[7];
    if (args_parse("compile", args, nargs, kwnames, names, 0, 3, a) < 0) return NULL;
    if (!is_str(a[1]) && TYPE(a[1]) != &Bytes_Type)
        return err_format(&Exc_TypeError, "expected str, bytes or os.PathLike object, not %s", TYPE_NAME(a[1]));
    if (!is_str(a[2]))
        return err_format(&Exc_TypeError, "compile() argument 'mode' must be str, not %s", args_type_name(a[2]));
    const char *mode_name = str_cstr(a[2]);
    int mode;
    if (strcmp(mode_name, "exec") == 0) mode = COMPILE_EXEC;
    else if (strcmp(mode_name, "eval") == 0) mode = COMPILE_EVAL;
    else if (strcmp(mode_name, "single") == 0) mode = COMPILE_SINGLE;
    else return err_set(&Exc_ValueError, "compile() mode must be 'exec', 'eval' or 'single'");
    if (a[3] != NULL) {
        int flags = obj_is_true(a[3]);
        if (flags < 0) return NULL;
        if (flags) return err_set(&Exc_NotImplementedError, "compile() flags are not supported by fpy");
    }
    const char *text;
    size_t len;
    Object *keep;
    if (source_text("compile() arg 1 must be a string, bytes or AST object", a[0], &keep, &text, &len) < 0) return NULL;
    Object *fname = is_str(a[1]) ? NEWREF(a[1]) : str_from_utf8(bytes_data(a[1]), bytes_len(a[1]));
    if (fname == NULL) {
        DECREF(keep);
        return NULL;
    }
    CodeObject *co = compile_source_mode(text, len, str_cstr(fname), mode);
    DECREF(fname);
    DECREF(keep);
    return (Object *)co;
}

/* sys.displayhook(value): CPython's default hook. */
Object *exec_sys_displayhook(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("sys.displayhook", kwnames) < 0 || args_count("sys.displayhook", nargs, 1, 1) < 0) return NULL;
    Object *v = args[0];
    if (v == None) return NEWREF(None);
    Interp *in = ts_get()->interp;
    Object *builtins = in->builtins;
    /* _ is None while repr runs, so a failing repr leaves no stale value */
    if (dict_set(builtins, STR_ID("_"), None) < 0) return NULL;
    Object *out = dict_get_str(module_dict(in->sys_mod), STR_ID("stdout"));
    if (out == NULL || out == None) return err_set(&Exc_RuntimeError, "lost sys.stdout");
    Object *text = obj_repr(v);
    if (text == NULL) return NULL;
    Object *r = obj_call_method(out, "write", &text, 1);
    DECREF(text);
    if (r == NULL) return NULL;
    DECREF(r);
    Object *nl = STR_ID("\n");
    r = obj_call_method(out, "write", &nl, 1);
    if (r == NULL) return NULL;
    DECREF(r);
    if (dict_set(builtins, STR_ID("_"), v) < 0) return NULL;
    return NEWREF(None);
}

int exec_display(Object *v)
{
    Object *sys = ts_get()->interp->sys_mod;
    Object *hook = sys ? dict_get_str(module_dict(sys), STR_ID("displayhook")) : NULL;
    if (hook == NULL) {
        err_set(&Exc_RuntimeError, "lost sys.displayhook");
        return -1;
    }
    INCREF(hook); /* the hook may replace sys.displayhook while it runs */
    Object *r = obj_call(hook, &v, 1, NULL);
    DECREF(hook);
    if (r == NULL) return -1;
    DECREF(r);
    return 0;
}
