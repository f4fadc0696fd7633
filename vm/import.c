/* import.c: the import statement.
 *
 * `import x` looks x up in sys.modules (interp->modules) first: one dict
 * lookup for a module already made (sys and builtins are made at
 * start-up).  Otherwise x is looked for, in this order:
 *   1. a standard module written in C (modules/modules.h's
 *      BUILTIN_MODULES): its init function makes it;
 *   2. a standard module written in Python, compiled into the binary
 *      (frozen_modules, generated from modules/NAME.py);
 *   3. x.py in each directory of sys.path in order (sys.path[0] is the
 *      script's directory, or '' = the current directory for -c and
 *      stdin).
 * Python source is compiled and run in a fresh module, which is entered
 * in sys.modules *before* its body runs, so a module runs once even when
 * imports are circular, and a failed import removes it again.
 *
 * Per-module import locks (CPython's importlib._ModuleLock).  A module is
 * in sys.modules while its body runs, so without more, a second thread
 * importing it at that moment would get it half made, and two threads
 * that both miss it would both run its body.  So an import that misses
 * sys.modules registers an ImportLock for the name in interp->importing
 * (one mutex, interp->import_mutex, for the short list) and drops it when
 * the body has run; another thread that wants the same name meanwhile,
 * whether or not it is in sys.modules yet, waits *detached* until the
 * import ends, then looks again (and imports it itself if it failed):
 *
 *   thread A: miss -> lock "m" -> run m's body ............ -> unlock "m"
 *   thread B:      miss (or hit) -> "m" is A's: wait, detached ---^ -> hit
 *
 * The thread that holds a name's lock sees the partly made module (a
 * circular import), as in CPython.  A wait that would close a cycle (A
 * holds "a" and waits for "b" while B holds "b" and waits for "a") is not
 * made: the partly made module is returned instead, as CPython does on
 * its _DeadlockError.  Each thread's ts->import_wait names the lock it
 * waits for, so the cycle is found by following owner -> import_wait.
 * When no import is in progress anywhere (interp->nimporting == 0, one
 * load), a sys.modules hit costs nothing more.
 *
 * What fpy simplifies: no packages, no relative imports, no bytecode
 * cache, no import hooks.  A dotted name is found only in sys.modules,
 * where a module may have put it (import_dotted: os.path).
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "compiler/compiler.h"
#include "modules/modules.h"
#include "runtime/api.h"
#include "runtime/core.h"
#include "vm/eval.h"

/* Borrowed: sys.path if it is a list, else NULL. */
static Object *sys_path(Interp *in)
{
    if (in->sys_mod == NULL) return NULL;
    Object *p = dict_get_str(module_dict(in->sys_mod), STR_ID("path"));
    return p != NULL && is_list(p) ? p : NULL;
}

int import_init_path(const char *script_path)
{
    Interp *in = ts_get()->interp;
    Object *dir;
    if (script_path == NULL) {
        dir = str_from_cstr("");
    } else {
        char buf[PATH_MAX];
        char *real = realpath(script_path, buf);
        const char *p = real != NULL ? real : script_path;
        const char *slash = strrchr(p, '/');
        if (slash == NULL) dir = str_from_cstr("");
        else if (slash == p) dir = str_from_cstr("/");
        else dir = str_from_utf8(p, slash - p);
    }
    if (dir == NULL) return -1;
    Object *newpath = list_new(0);
    if (newpath == NULL || list_append_steal(newpath, dir) < 0) {
        XDECREF(newpath);
        return -1;
    }
    Object *old = sys_path(in);
    if (old != NULL && list_extend(newpath, old) < 0) {
        DECREF(newpath);
        return -1;
    }
    int r = dict_set_cstr(module_dict(in->sys_mod), "path", newpath);
    DECREF(newpath);
    return r;
}

/* The whole file as a malloc'd NUL-terminated buffer, or NULL (errno). */
static char *read_file(const char *path, size_t *len)
{
    FILE *fp = fopen(path, "rb");
    if (fp == NULL) return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf != NULL) {
        size_t got = fread(buf + n, 1, cap - n - 1, fp);
        n += got;
        if (n < cap - 1) break;
        cap *= 2;
        char *nb = realloc(buf, cap);
        if (nb == NULL) {
            free(buf);
            buf = NULL;
        }
        buf = nb;
    }
    fclose(fp);
    if (buf == NULL) {
        errno = ENOMEM;
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* Compile src and run it as the body of a new module `name`, entered in
 * sys.modules before the body runs and removed again if it fails.  file:
 * the module's __file__ (a .py found on sys.path), or NULL for a module
 * compiled into fpy (its code is named "<frozen NAME>", as CPython names
 * its frozen modules').  New ref or NULL. */
static Object *exec_module_source(Interp *in, Object *name, const char *src, size_t len, const char *file)
{
    char frozen[128];
    if (file == NULL) snprintf(frozen, sizeof frozen, "<frozen %s>", str_cstr(name));
    CodeObject *co = compile_source(src, len, file != NULL ? file : frozen);
    if (co == NULL) return NULL;
    Object *m = module_new(str_cstr(name));
    if (m == NULL) {
        DECREF((Object *)co);
        return NULL;
    }
    Object *d = module_dict(m);
    Object *fileobj = file != NULL ? str_from_cstr(file) : NULL;
    if ((file != NULL && (fileobj == NULL || dict_set_cstr(d, "__file__", fileobj) < 0)) ||
        dict_set_cstr(d, "__builtins__", in->builtins_mod) < 0 || dict_set(in->modules, name, m) < 0) {
        XDECREF(fileobj);
        DECREF(m);
        DECREF((Object *)co);
        return NULL;
    }
    XDECREF(fileobj);
    Object *r = eval_code(co, d, d);
    DECREF((Object *)co);
    if (r == NULL) {
        Object *exc = err_fetch();
        if (dict_del(in->modules, name) < 0) err_clear();
        err_restore(exc);
        DECREF(m);
        return NULL;
    }
    DECREF(r);
    /* the module may have replaced itself in sys.modules */
    Object *final = dict_get(in->modules, name);
    if (final != NULL) {
        DECREF(m);
        return final;
    }
    if (err_occurred()) {
        DECREF(m);
        return NULL;
    }
    return m;
}

/* Run the source file at path as module `name`.  New ref or NULL. */
static Object *load_source_module(Interp *in, Object *name, const char *path)
{
    size_t len;
    char *src = read_file(path, &len);
    if (src == NULL) return err_format(&Exc_ImportError, "cannot read '%s'", path);
    Object *m = exec_module_source(in, name, src, len, path);
    free(src);
    return m;
}

/* The ImportError just raised gets its name (and path) attributes, as
 * CPython's import machinery sets them.  Returns NULL (for `return`). */
static Object *import_error_named(Object *name, Object *path)
{
    Object *exc = err_fetch();
    if (exc != NULL && is_exc(exc) && type_is_subtype(TYPE(exc), &Exc_ImportError)) exc_set_import_info(exc, name, path);
    err_restore(exc);
    return NULL;
}

/* ---- per-module import locks ------------------------------------------- */

/* An import in progress.  shared: interp->import_mutex (every field). */
typedef struct ImportLock {
    char *name;              /* the module name (UTF-8): compared without touching objects */
    ThreadState *owner;      /* the thread running the import */
    int users;               /* the owner until done, plus each waiter: the last one frees it */
    bool done;
    struct ImportLock *next; /* in interp->importing */
} ImportLock;

enum { IMPORT_FREE, IMPORT_MINE, IMPORT_WAITED, IMPORT_DEADLOCK };

static void lock_unref(ImportLock *l)
{
    if (--l->users == 0) {
        free(l->name);
        free(l);
    }
}

/* Would ts waiting for l close a cycle of waits?  Caller holds import_mutex.
 * The walk stops at a lock that is done: its waiters are about to wake
 * (their import_wait still names it until they do), so a wait on it is
 * not a link of a cycle, and its owner may have gone on to other imports,
 * or ended. */
static bool would_deadlock(ThreadState *ts, ImportLock *l)
{
    for (ImportLock *x = l; x != NULL && !x->done; x = x->owner->import_wait)
        if (x->owner == ts) return true;
    return false;
}

/* Is another thread importing `name`?  Then wait, detached, until it is
 * done (IMPORT_WAITED), unless that would deadlock (IMPORT_DEADLOCK).
 * IMPORT_MINE: ts itself is importing it.  IMPORT_FREE: nobody is; then,
 * with take != NULL, ts now holds the name's lock (*take; give it back with
 * import_unlock).  -1 (MemoryError) if the lock cannot be made. */
static int import_lock(ThreadState *ts, const char *name, ImportLock **take)
{
    Interp *in = ts->interp;
    pthread_mutex_lock(&in->import_mutex);
    ImportLock *l = in->importing;
    while (l != NULL && strcmp(l->name, name) != 0) l = l->next;
    if (l == NULL) {
        if (take != NULL) {
            l = calloc(1, sizeof *l);
            char *copy = l != NULL ? strdup(name) : NULL;
            if (copy == NULL) {
                free(l);
                pthread_mutex_unlock(&in->import_mutex);
                err_no_memory();
                return -1;
            }
            l->name = copy;
            l->owner = ts;
            l->users = 1;
            l->next = in->importing;
            in->importing = l;
            /* before the module can appear in sys.modules: see import_name */
            atomic_fetch_add(&in->nimporting, 1);
            *take = l;
        }
        pthread_mutex_unlock(&in->import_mutex);
        return IMPORT_FREE;
    }
    if (l->owner == ts) {
        pthread_mutex_unlock(&in->import_mutex);
        return IMPORT_MINE;
    }
    if (would_deadlock(ts, l)) {
        pthread_mutex_unlock(&in->import_mutex);
        return IMPORT_DEADLOCK;
    }
    l->users++;
    ts->import_wait = l;
    pthread_mutex_unlock(&in->import_mutex);
    thread_detach(ts); /* a long wait: never hold up a stop-the-world (or the GIL) */
    pthread_mutex_lock(&in->import_mutex);
    while (!l->done) pthread_cond_wait(&in->import_cond, &in->import_mutex);
    ts->import_wait = NULL;
    lock_unref(l);
    pthread_mutex_unlock(&in->import_mutex);
    thread_attach(ts);
    return IMPORT_WAITED;
}

/* The import that l guards has ended (well or not): wake its waiters. */
static void import_unlock(ThreadState *ts, ImportLock *l)
{
    Interp *in = ts->interp;
    pthread_mutex_lock(&in->import_mutex);
    ImportLock **pp = &in->importing;
    while (*pp != l) pp = &(*pp)->next;
    *pp = l->next;
    l->done = true;
    atomic_fetch_sub(&in->nimporting, 1);
    pthread_cond_broadcast(&in->import_cond);
    lock_unref(l);
    pthread_mutex_unlock(&in->import_mutex);
}

/* The standard modules (modules/modules.h): made on first import, so a
 * program pays only for those it uses.  Each runs under its name's import
 * lock like a .py module, and a module written in Python imports its C
 * half (`threading` imports `_thread`) as any module would. */
typedef struct {
    const char *name;
    int (*init)(void);
} BuiltinModule;

static const BuiltinModule builtin_modules[] = {
#define MODULE_ROW(name, init) {name, init},
    BUILTIN_MODULES(MODULE_ROW)
#undef MODULE_ROW
};

#include "modules/frozen_modules.h" /* frozen_modules[]: generated from modules/NAME.py */

static Object *find_and_load(Interp *in, Object *name);

/* A dotted name, `import a.b` or `from a.b import c`.  fpy has no
 * packages, but a module may put another one in sys.modules under a
 * dotted name itself, as os.py registers its path module as 'os.path'
 * (CPython's os does the same).  So: import the top name a, then find each
 * longer prefix (a.b, a.b.c, ...) in sys.modules; the first one missing is
 * CPython's "No module named 'a.b'; 'a' is not a package".  The result is
 * the top module for `import a.b` (no fromlist: the statement binds a),
 * and the named module itself for `from a.b import c`.  New ref or NULL. */
static Object *import_dotted(Interp *in, Object *name, Object *fromlist, Object *globals)
{
    const char *s = str_cstr(name);
    const char *dot = strchr(s, '.');
    Object *top = str_from_utf8(s, dot - s);
    if (top == NULL) return NULL;
    Object *tm = import_name(top, NULL, NULL, globals);
    DECREF(top);
    if (tm == NULL) return NULL;
    Object *m = NULL;
    for (const char *end = dot; end != NULL; end = strchr(end + 1, '.')) {
        const char *next = strchr(end + 1, '.');
        Object *prefix = next != NULL ? str_from_utf8(s, next - s) : NEWREF(name);
        if (prefix == NULL) break;
        XDECREF(m);
        m = dict_get(in->modules, prefix);
        if (m == NULL) {
            Object *parent = err_occurred() ? NULL : str_from_utf8(s, end - s);
            if (parent != NULL) {
                err_format(&Exc_ModuleNotFoundError, "No module named '%U'; '%U' is not a package", prefix, parent);
                import_error_named(prefix, NULL);
                DECREF(parent);
            }
            DECREF(prefix);
            break;
        }
        DECREF(prefix);
    }
    if (m == NULL) {
        DECREF(tm);
        return NULL;
    }
    if (fromlist == NULL || fromlist == None || (is_tuple(fromlist) && tuple_len(fromlist) == 0)) {
        DECREF(m);
        return tm;
    }
    DECREF(tm);
    return m;
}

Object *import_name(Object *name, Object *fromlist, Object *level, Object *globals)
{
    ThreadState *ts = ts_get();
    Interp *in = ts->interp;
    if (level != NULL && level != None && !(is_small(level) && small_val(level) == 0))
        return err_set(&Exc_ImportError, "attempted relative import with no known parent package");
    if (strchr(str_cstr(name), '.') != NULL) return import_dotted(in, name, fromlist, globals);
    for (;;) {
        Object *m = dict_get(in->modules, name);
        if (m != NULL) {
            /* The importer counts itself in nimporting before it puts the
             * module in sys.modules, so 0 here means m is complete. */
            if (atomic_load_explicit(&in->nimporting, memory_order_acquire) == 0) return m;
            int w = import_lock(ts, str_cstr(name), NULL);
            if (w != IMPORT_WAITED) return m; /* complete, circular, or deadlock: as CPython */
            DECREF(m); /* it may have failed (and gone): look again */
            continue;
        }
        if (err_occurred()) return NULL;
        ImportLock *l = NULL;
        int w = import_lock(ts, str_cstr(name), &l);
        if (w < 0) return NULL;
        if (w == IMPORT_WAITED) continue; /* the other import ended: look again */
        if (w == IMPORT_DEADLOCK)
            return err_format(&Exc_ImportError, "deadlock detected by _ModuleLock('%U')", name);
        /* Another thread may have made it between our miss and our lock. */
        m = l != NULL ? dict_get(in->modules, name) : NULL;
        if (m == NULL && !err_occurred()) m = find_and_load(in, name);
        if (l != NULL) import_unlock(ts, l);
        return m;
    }
}

/* Make module `name` (not in sys.modules): a lazy built-in one, or name.py
 * from sys.path.  New ref, or NULL. */
static Object *find_and_load(Interp *in, Object *name)
{
    Object *m;
    const char *s = str_cstr(name);
    for (size_t i = 0; i < sizeof builtin_modules / sizeof builtin_modules[0]; i++) {
        if (strcmp(s, builtin_modules[i].name) == 0) {
            if (builtin_modules[i].init() < 0) return NULL;
            m = dict_get(in->modules, name);
            if (m == NULL && !err_occurred())
                err_format(&Exc_ImportError, "built-in module '%U' did not register itself", name);
            return m;
        }
    }
    for (const FrozenModule *f = frozen_modules; f->name != NULL; f++)
        if (strcmp(s, f->name) == 0) return exec_module_source(in, name, f->source, strlen(f->source), NULL);

    Object *path = sys_path(in);
    if (path != NULL) {
        Object *entries = list_as_tuple(path); /* a snapshot: the body may change sys.path */
        if (entries == NULL) return NULL;
        for (ssize_t i = 0; i < tuple_len(entries); i++) {
            Object *dir = tuple_get(entries, i);
            if (!is_str(dir)) continue;
            size_t need = (size_t)str_nbytes(dir) + (size_t)str_nbytes(name) + 8;
            char *file = malloc(need);
            if (file == NULL) {
                DECREF(entries);
                return err_no_memory();
            }
            if (str_nbytes(dir) == 0) snprintf(file, need, "%s.py", s);
            else snprintf(file, need, "%s/%s.py", str_cstr(dir), s);
            if (access(file, R_OK) == 0) {
                m = load_source_module(in, name, file);
                free(file);
                DECREF(entries);
                return m;
            }
            free(file);
        }
        DECREF(entries);
    }
    err_format(&Exc_ModuleNotFoundError, "No module named '%U'", name);
    return import_error_named(name, NULL);
}

/* Is some thread running the body of module `name` now? */
static bool being_imported(const char *name)
{
    Interp *in = ts_get()->interp;
    if (atomic_load(&in->nimporting) == 0) return false;
    pthread_mutex_lock(&in->import_mutex);
    ImportLock *l = in->importing;
    while (l != NULL && strcmp(l->name, name) != 0) l = l->next;
    pthread_mutex_unlock(&in->import_mutex);
    return l != NULL;
}

Object *import_from(Object *module, Object *name)
{
    Object *v = obj_lookup_attr(module, name);
    if (v != NULL || err_occurred()) return v;
    Object *modname = obj_lookup_attr(module, STR_ID("__name__"));
    if (modname == NULL && err_occurred()) return NULL;
    Object *file = obj_lookup_attr(module, STR_ID("__file__"));
    if (file == NULL && err_occurred()) {
        XDECREF(modname);
        return NULL;
    }
    if (modname != NULL && !is_str(modname)) CLEAR(modname);
    if (file != NULL && !is_str(file)) CLEAR(file);
    /* A module whose body is still running (a circular import): CPython
     * says so when it knows the module's file. */
    bool partial = file != NULL && modname != NULL && being_imported(str_cstr(modname));
    if (modname == NULL) modname = str_from_cstr("<unknown module name>");
    if (file == NULL) file = str_from_cstr("unknown location");
    if (modname != NULL && file != NULL) {
        err_format(&Exc_ImportError,
                   partial ? "cannot import name '%U' from partially initialized module '%U' "
                             "(most likely due to a circular import) (%U)"
                           : "cannot import name '%U' from '%U' (%U)",
                   name, modname, file);
        import_error_named(modname, str_eq(file, STR_ID("unknown location")) ? NULL : file);
    }
    XDECREF(modname);
    XDECREF(file);
    return NULL;
}

int import_star(Object *module, Object *into)
{
    Object *all = obj_lookup_attr(module, STR_ID("__all__"));
    if (all == NULL && err_occurred()) return -1;
    bool skip_private = all == NULL;
    Object *names;
    if (all != NULL) {
        names = list_from_iterable(all);
        DECREF(all);
    } else {
        Object *d = obj_lookup_attr(module, STR_ID("__dict__"));
        if (d == NULL) {
            if (!err_occurred())
                err_set(&Exc_ImportError, "from-import-* object has no __dict__ and no __all__");
            return -1;
        }
        names = is_dict(d) ? dict_keys_list(d) : list_from_iterable(d);
        DECREF(d);
    }
    if (names == NULL) return -1;
    int rc = 0;
    for (ssize_t i = 0; i < list_len(names) && rc == 0; i++) {
        Object *name = ((ListObject *)names)->items[i];
        if (!is_str(name)) {
            err_format(&Exc_TypeError, "%s in %s.%s must be str, not %s", skip_private ? "Key" : "Item",
                       "module", skip_private ? "__dict__" : "__all__", TYPE_NAME(name));
            rc = -1;
            break;
        }
        if (skip_private && str_cstr(name)[0] == '_') continue;
        Object *v = obj_getattr(module, name);
        if (v == NULL) {
            rc = -1;
            break;
        }
        rc = is_dict(into) ? dict_set(into, name, v) : obj_setitem(into, name, v);
        DECREF(v);
    }
    DECREF(names);
    return rc;
}

/* ---- fpy -m: where a module's code is ---------------------------------- */

int import_find_main(const char *name, char **path, const char **source)
{
    *path = NULL;
    *source = NULL;
    for (size_t i = 0; i < sizeof builtin_modules / sizeof builtin_modules[0]; i++)
        if (strcmp(name, builtin_modules[i].name) == 0) return IMPORT_FOUND_BUILTIN;
    if (strcmp(name, "sys") == 0 || strcmp(name, "builtins") == 0) return IMPORT_FOUND_BUILTIN;
    for (const FrozenModule *f = frozen_modules; f->name != NULL; f++) {
        if (strcmp(name, f->name) == 0) {
            *source = f->source;
            return IMPORT_FOUND_FROZEN;
        }
    }
    Object *sp = sys_path(ts_get()->interp);
    for (ssize_t i = 0; sp != NULL && i < list_len(sp); i++) {
        Object *dir = list_get(sp, i);
        if (dir == NULL) return -1;
        if (is_str(dir)) {
            size_t need = (size_t)str_nbytes(dir) + strlen(name) + 8;
            char *file = malloc(need);
            if (file == NULL) {
                DECREF(dir);
                err_no_memory();
                return -1;
            }
            if (str_nbytes(dir) == 0) snprintf(file, need, "%s.py", name);
            else snprintf(file, need, "%s/%s.py", str_cstr(dir), name);
            if (access(file, R_OK) == 0) {
                DECREF(dir);
                *path = file;
                return IMPORT_FOUND_FILE;
            }
            free(file);
        }
        DECREF(dir);
    }
    return IMPORT_NOT_FOUND;
}
