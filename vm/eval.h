/* eval.h: the interpreter's entry points (vm/eval.c).
 *
 * Python code runs in one loop, eval_frame(), which switches frames itself
 * on Python-to-Python calls and returns; C code enters it again only when
 * it calls Python code (obj_call on a function, a generator's next, a
 * module import).  Those C-level re-entries are counted in
 * ts->c_recursion_depth and checked against the C stack's end
 * (c_stack_check) so that deep recursion through C (sorted(key=...), map,
 * yield from chains ...) raises RecursionError before the C stack
 * overflows.
 */
#ifndef FPY_EVAL_H
#define FPY_EVAL_H

#include "vm/code.h"
#include "vm/frame.h"

/* Nested C-level entries into the loop.  Only a backstop: the real guard
 * is c_stack_check (api.h), which stops C recursion when the thread's C
 * stack is nearly used up, whatever the frames' sizes (sanitizer builds
 * have much larger ones). */
#define C_RECURSION_LIMIT 100000

/* New ref: run module code co with globals (a dict that should hold
 * __name__ and __builtins__) and locals (usually the same dict).  Returns
 * the value of the code (None for a module) or NULL with the exception set. */
Object *eval_code(CodeObject *co, Object *globals, Object *locals);
/* eval(), exec() and compile() (vm/exec.c), for the builtins module. */
Object *builtin_eval(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);
Object *builtin_exec(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);
Object *builtin_compile(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);
/* PRINT_EXPR: hand v to sys.displayhook.  0 or -1. */
int exec_display(Object *v);
/* sys.displayhook's default (the sys module's "displayhook"). */
Object *exec_sys_displayhook(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);
/* fpy --dis-adaptive: what the calling thread's inline caches hold for
 * instruction i of co (the types an attribute instruction met and where
 * it finds the value, a cached global...), as a short note in buf; ""
 * when nothing is cached.  The caches are per thread (see eval.c). */
void eval_cache_note(CodeObject *co, int i, char *buf, size_t n);
bool eval_specializes(void); /* false in a -Dspecialize=false build: no caches */

/* Function_Type's call slot (vm/function.c): call a Python function from C
 * with borrowed args; new ref or NULL. */
Object *function_call(Object *fn, Object *const *args, ssize_t nargs, Object *kwnames);

/* Run frame f (already initialised, its arguments bound) until it returns
 * or yields; f is linked above ts->frame and marked as an entry frame.
 * If throwexc is non-NULL (stolen), resume f by raising it at its current
 * instruction (generator.throw).  New ref: the returned or yielded value
 * (f->yielded tells which), or NULL with the exception set.  A frame that
 * returns or raises is cleared; a frame on the thread's frame stack is
 * also popped. */
Object *eval_frame(ThreadState *ts, Frame *f, Object *throwexc);


/* ts->recursion_depth is the number of Python frames running; more than
 * interp->recursion_limit raises RecursionError
 * "maximum recursion depth exceeded". */

/* vm/traceback.c: add the traceback entry of frame f (its current line) to
 * exc, as it unwinds through f.  0 or -1. */
int traceback_add_frame(Object *exc, Frame *f, int instr);

/* vm/import.c: IMPORT_NAME.  New ref: the module (built-in from
 * interp->modules, else a .py file beside the script or on sys.path, run
 * once), or NULL with ModuleNotFoundError "No module named 'x'". */
Object *import_name(Object *name, Object *fromlist, Object *level, Object *globals);
/* IMPORT_FROM: new ref to getattr(module, name), or ImportError
 * "cannot import name 'x' from 'm' (location)". */
Object *import_from(Object *module, Object *name);
/* IMPORT_STAR: copy module's public names (__all__, else every name not
 * starting with '_') into the mapping `into`.  0 or -1. */
int import_star(Object *module, Object *into);
/* Set up sys.path[0] from the script's path (NULL for -c: ""). 0 or -1. */
int import_init_path(const char *script_path);
/* fpy -m NAME: where module NAME's code is, looked for as `import` does
 * (for a.b, package a is imported and b looked for in its __path__):
 * IMPORT_FOUND_FILE (*path: a malloc'd path of NAME's .py),
 * IMPORT_FOUND_FROZEN (*source: its text compiled into fpy),
 * IMPORT_FOUND_PACKAGE (NAME is a package: its NAME.__main__ is what runs),
 * IMPORT_FOUND_BUILTIN (written in C: no code to run), IMPORT_NOT_FOUND,
 * or -1 with an exception. */
enum { IMPORT_NOT_FOUND, IMPORT_FOUND_FILE, IMPORT_FOUND_FROZEN, IMPORT_FOUND_BUILTIN, IMPORT_FOUND_PACKAGE };
int import_find_main(const char *name, char **path, const char **source);

#endif
