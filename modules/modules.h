/* modules.h: the standard modules, as the rest of fpy sees them.
 *
 * The idea.  A standard module is a leaf: it is built on the runtime's
 * contract (runtime/api.h, plus vm/thread.h for the current thread) and
 * nothing in the runtime depends on it, except `sys`, which runtime_init
 * makes at start-up.  Every other module costs nothing until a program
 * imports it: vm/import.c finds its name in the tables below, makes it
 * under the name's import lock and puts it in sys.modules.
 *
 * Two kinds, one row each:
 *   - a module written in C, modules/NAMEmodule.c, exporting
 *     `int NAMEmodule_init(void)`: one row in BUILTIN_MODULES below;
 *   - a module written in Python, modules/NAME.py, compiled into the
 *     binary as text (tools/embed_py.py, at build time) and run on first
 *     import: one name in the `py_modules` list of modules/meson.build,
 *     which generates the table `frozen_modules` (frozen_modules.h).
 * As in CPython, a module with a fast core and a Python surface is a pair:
 * `_thread` (C) under `threading` (Python), `_collections` under
 * `collections`, `_functools` under `functools`; the Python half imports
 * the C half like any other module.  modules/README.md says how to add one.
 */
#ifndef FPY_MODULES_H
#define FPY_MODULES_H

#include "runtime/api.h"

/* The modules written in C: X(import name, init function).  An init
 * function makes the module with module_new_builtin (runtime/moduleobject.c:
 * immortal, registered in sys.modules) and fills it; 0, or -1 with the
 * exception set.  vm/import.c calls it at most once per import of a name
 * that is not in sys.modules, under that name's import lock. */
#define BUILTIN_MODULES(X)                        \
    X("_bz2", bz2module_init)                     \
    X("_collections", collectionsmodule_init)     \
    X("_functools", functoolsmodule_init)         \
    X("_hashlib", hashlibmodule_init)             \
    X("_io", iomodule_init)                       \
    X("_json", jsonmodule_init)                   \
    X("_posixsubprocess", posixsubprocessmodule_init) \
    X("_re", remodule_init)                       \
    X("_signal", signalmodule_init)               \
    X("_socket", socketmodule_init)               \
    X("_struct", structmodule_init)               \
    X("_thread", threadmodule_init)               \
    X("_weakref", weakrefmodule_init)             \
    X("atexit", atexitmodule_init)                \
    X("errno", errnomodule_init)                  \
    X("gc", gcmodule_init)                        \
    X("itertools", itertoolsmodule_init)          \
    X("math", mathmodule_init)                    \
    X("posix", posixmodule_init)                  \
    X("random", randommodule_init)                \
    X("select", selectmodule_init)                \
    X("time", timemodule_init)                    \
    X("zlib", zlibmodule_init)

#define MODULE_INIT_DECL(name, init) int init(void);
BUILTIN_MODULES(MODULE_INIT_DECL)
#undef MODULE_INIT_DECL

/* A module written in Python: its name and its source text.  The table
 * `frozen_modules` (NULL-terminated) is generated into frozen_modules.h,
 * which only vm/import.c includes. */
typedef struct {
    const char *name;   /* dotted for a package's submodule: "concurrent.futures" */
    const char *source;
    bool package;       /* from NAME/__init__.py: gets an (empty) __path__ */
} FrozenModule;

/* atexit (modules/atexitmodule.c): run the registered calls, newest first
 * (vm/thread.c's thread_at_exit, after the non-daemon threads ended). */
void atexit_run_exitfuncs(void);

/* ---- sys (modules/sysmodule.c): made at start-up, not on import ---------- */
/* An uncaught exception goes to sys.excepthook when a program replaced it:
 * 1 if that hook ran, 0 if the caller prints exc itself (the hook is the
 * default, or failed: its own error is printed first). */
int sys_call_excepthook(Object *exc);
/* New ref: sys.stderr as Python code set it, or NULL (no exception set) if missing. */
Object *sys_stderr(void);
struct Interp;
/* Make the sys module and register it in interp->modules.  Borrowed (the
 * module is immortal), or NULL. */
Object *sysmodule_init(struct Interp *interp);
/* sys.argv = argv[0..argc-1] (argv[0] the script path, or "-c"); also
 * stored in interp->argv.  sys.path starts as an empty list that
 * vm/import.c's import_init_path fills.  Call after runtime_init, before
 * running the script.  0 or -1. */
int sys_set_argv(int argc, char **argv);
/* The command line's options, as sys.flags shows them (vm/main.c). */
typedef struct {
    bool inspect, ignore_environment, no_user_site, no_site, quiet, isolated, safe_path;
} SysFlags;
/* sys.flags, sys._xoptions ({'opt': True} or {'key': 'value'} from -X) and
 * sys.warnoptions (-W, after 'default' for -X dev); 0 or -1. */
int sys_set_options(const SysFlags *f, const char *const *xopts, int nx, const char *const *wopts, int nw);

/* ---- struct sequences (modules/sysmodule.c) --------------------------------
 * A struct sequence is an instance of a tuple subclass whose fields are
 * also attributes: the type's getset entries name the fields in order, each
 * with structseq_get and the field's index as its closure.  It holds one
 * item per field; the tuple (len, index, compare, structseq_repr's
 * `name(field=value, ...)`) is the first nvisible of them, so fields past
 * those are attributes only (time.struct_time's tm_zone and tm_gmtoff).
 * structseq_new: an instance of t holding the values (stolen, one per
 * field; a NULL among them: the others are released and NULL returned). */
Object *structseq_new(Type *t, ssize_t nvisible, Object **vals);
Object *structseq_get(Object *o, void *closure);
Object *structseq_repr(Object *o);
void structseq_dealloc(Object *o);
int structseq_traverse(Object *o, VisitFunc visit, void *arg);

/* ---- time.strptime (modules/strptime.c) ------------------------------------
 * Parse str data with str format as CPython's _strptime does (C locale);
 * tzname and daylight are time's.  Fills out[0..10] (new references: the
 * struct_time's nine fields, tm_zone, tm_gmtoff) and returns 0, or -1 with
 * ValueError. */
int time_strptime_parse(Object *data, Object *format, Object *tzname, bool daylight, Object **out);

/* ---- _thread and time: blocking calls, for C callers and tests ------------ */
/* A `_thread.lock`: take it waiting at most timeout seconds (< 0: for
 * ever, 0: don't wait), detached while waiting; 1 if taken, 0 if not, -1 +
 * the exception a signal handler raised while the main thread waited (a
 * handler that returns lets the wait go on).  Release: 0, or
 * -1 + RuntimeError "release unlocked lock". */
int thread_lock_acquire(Object *lock, double timeout);
int thread_lock_release(Object *lock);
/* time.sleep: detached for the whole sleep.  0, or -1 + the exception a
 * signal handler raised during the main thread's sleep (KeyboardInterrupt
 * for Ctrl-C); a handler that returns lets the sleep go on. */
int time_sleep_seconds(double secs);

#endif
