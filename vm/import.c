/* import.c: the import statement.
 *
 * `import x` looks x up in sys.modules (interp->modules) first: one dict
 * lookup for a module already made (sys and builtins are made at
 * start-up).  Otherwise x is looked for, in this order:
 *   1. a standard module written in C (modules/modules.h's
 *      BUILTIN_MODULES): its init function makes it;
 *   2. a standard module written in Python, compiled into the binary
 *      (frozen_modules, generated from modules/NAME.py);
 *   3. in each directory of sys.path in order (sys.path[0] is the
 *      script's directory, or '' = the current directory for -c and
 *      stdin): x/__init__.py, a package, else x.py; failing both, the
 *      directories named x without __init__.py make a namespace package
 *      (PEP 420).
 * Packages.  A package is a module with a __path__: the list of
 * directories its submodules are looked for in (one directory; the
 * standard packages compiled into fpy have an empty one and find their
 * submodules by dotted name in the same table).  `import a.b.c` imports
 * a, then a.b, then a.b.c, each under its own import lock, and binds each
 * as an attribute of its parent; `from a import b` imports a.b when a has
 * no attribute b (handle_fromlist).  A relative import (`from ..x import
 * y`) is made absolute from the importing module's __package__
 * (resolve_relative), as importlib does.
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
 * What fpy simplifies: no bytecode cache, no import hooks or module
 * specs (__spec__, __loader__), no zip imports.  A dotted name may also be
 * found in sys.modules, where a module put it itself (os.path).
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
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
    if (in->safe_path) return 0;
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
 * its frozen modules').  path: NULL for a plain module; for a package, its
 * __path__ (a list: the directories its submodules are looked for in).
 * New ref or NULL. */
static Object *exec_module_source(Interp *in, Object *name, const char *src, size_t len, const char *file,
                                  Object *path)
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
    if (file == NULL) ((ModuleObject *)m)->origin = MODULE_FROZEN;
    Object *d = module_dict(m);
    /* __package__: a package's own name, else the name up to its last dot */
    const char *dot = strrchr(str_cstr(name), '.');
    Object *pkg = path != NULL ? NEWREF(name) : str_from_utf8(str_cstr(name), dot != NULL ? dot - str_cstr(name) : 0);
    Object *fileobj = file != NULL ? str_from_cstr(file) : NULL;
    if (pkg == NULL || (file != NULL && (fileobj == NULL || dict_set_cstr(d, "__file__", fileobj) < 0)) ||
        dict_set_cstr(d, "__package__", pkg) < 0 || (path != NULL && dict_set_cstr(d, "__path__", path) < 0) ||
        dict_set_cstr(d, "__builtins__", in->builtins_mod) < 0 || dict_set(in->modules, name, m) < 0) {
        XDECREF(pkg);
        XDECREF(fileobj);
        DECREF(m);
        DECREF((Object *)co);
        return NULL;
    }
    DECREF(pkg);
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

/* Run the source file at path as module `name` (a package when pkgdir is
 * not NULL: its directory, the one entry of its __path__).  New ref or NULL. */
static Object *load_source_module(Interp *in, Object *name, const char *path, const char *pkgdir)
{
    size_t len;
    char *src = read_file(path, &len);
    if (src == NULL) return err_format(&Exc_ImportError, "cannot read '%s'", path);
    Object *pathlist = NULL;
    if (pkgdir != NULL) {
        Object *dir = str_from_cstr(pkgdir);
        pathlist = dir != NULL ? list_new(0) : NULL;
        if (pathlist == NULL || list_append_steal(pathlist, dir) < 0) {
            XDECREF(pathlist);
            free(src);
            return NULL;
        }
    }
    Object *m = exec_module_source(in, name, src, len, path, pathlist);
    XDECREF(pathlist);
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

/* Import one module by its full name (`a.b.c` once a.b is imported):
 * sys.modules, else find and load it under the name's import lock.  New
 * ref or NULL. */
static Object *import_one(ThreadState *ts, Object *name)
{
    Interp *in = ts->interp;
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

/* `from package import x, y`: a name the package does not have yet may be
 * one of its submodules (package.x), imported now; a name that is neither
 * is left for import_from to report.  `*` stands for the package's __all__. */
static int handle_fromlist(ThreadState *ts, Object *m, Object *fromlist, bool recursive)
{
    Object *names = list_from_iterable(fromlist);
    if (names == NULL) return -1;
    Object *modname = obj_lookup_attr(m, STR_ID("__name__"));
    int rc = 0;
    for (ssize_t i = 0; rc == 0 && modname != NULL && is_str(modname) && i < list_len(names); i++) {
        Object *x = ((ListObject *)names)->items[i];
        if (!is_str(x)) {
            err_format(&Exc_TypeError, "Item in %s.%s must be str, not %s", str_cstr(modname),
                       recursive ? "__all__" : "from list", TYPE_NAME(x));
            rc = -1;
            break;
        }
        if (str_eq(x, STR_ID("*"))) {
            Object *all = recursive ? NULL : obj_lookup_attr(m, STR_ID("__all__"));
            if (all != NULL) {
                rc = handle_fromlist(ts, m, all, true);
                DECREF(all);
            } else if (err_occurred()) {
                rc = -1;
            }
            continue;
        }
        Object *has = obj_lookup_attr(m, x);
        if (has != NULL || err_occurred()) {
            XDECREF(has);
            if (has == NULL) rc = -1;
            continue;
        }
        Object *full = str_from_format("%U.%U", modname, x);
        if (full == NULL) {
            rc = -1;
            break;
        }
        Object *sub = import_one(ts, full);
        if (sub != NULL) {
            DECREF(sub);
        } else if (err_matches(&Exc_ModuleNotFoundError)) {
            /* not a submodule after all (unless the submodule itself failed
             * on a missing import of its own): import_from reports it */
            Object *exc = err_fetch();
            Object *ename = obj_lookup_attr(exc, STR_ID("name"));
            if (ename == NULL) err_clear();
            if (ename != NULL && is_str(ename) && str_eq(ename, full)) XDECREF(exc);
            else err_restore(exc);
            XDECREF(ename);
            if (err_occurred()) rc = -1;
        } else {
            rc = -1;
        }
        DECREF(full);
    }
    if (modname == NULL && err_occurred()) rc = -1;
    XDECREF(modname);
    DECREF(names);
    return rc;
}

/* Has module m a __path__ (is it a package)?  A lookup error counts as no. */
static bool is_package(Object *m)
{
    Object *p = obj_lookup_attr(m, STR_ID("__path__"));
    if (p == NULL) err_clear();
    XDECREF(p);
    return p != NULL;
}

/* The absolute name a relative import (`from ..x import y`, level 2)
 * stands for, from the importing module's __package__ (or its __name__,
 * as CPython's importlib._calc___package__).  New ref or NULL. */
static Object *resolve_relative(Object *name, ssize_t level, Object *globals)
{
    Object *pkg = globals != NULL && is_dict(globals) ? dict_get(globals, STR_ID("__package__")) : NULL;
    if (pkg != NULL && pkg != None && !is_str(pkg)) {
        DECREF(pkg);
        return err_set(&Exc_TypeError, "package must be a string");
    }
    if ((pkg == NULL || pkg == None) && !err_occurred() && globals != NULL && is_dict(globals)) {
        XDECREF(pkg);
        Object *modname = dict_get(globals, STR_ID("__name__"));
        Object *haspath = modname != NULL ? dict_get(globals, STR_ID("__path__")) : NULL;
        if (modname != NULL && is_str(modname)) {
            const char *s = str_cstr(modname);
            const char *dot = strrchr(s, '.');
            pkg = haspath != NULL ? NEWREF(modname) : str_from_utf8(s, dot != NULL ? dot - s : 0);
        } else {
            pkg = NULL;
        }
        XDECREF(haspath);
        XDECREF(modname);
    }
    if (err_occurred()) {
        XDECREF(pkg);
        return NULL;
    }
    if (pkg == NULL || pkg == None || str_nbytes(pkg) == 0) {
        XDECREF(pkg);
        return err_set(&Exc_ImportError, "attempted relative import with no known parent package");
    }
    const char *s = str_cstr(pkg);
    ssize_t end = str_nbytes(pkg);
    for (ssize_t up = 1; up < level; up++) {
        while (end > 0 && s[end - 1] != '.') end--;
        if (end == 0) {
            DECREF(pkg);
            return err_set(&Exc_ImportError, "attempted relative import beyond top-level package");
        }
        end--; /* drop the dot */
    }
    Object *base = str_from_utf8(s, end);
    DECREF(pkg);
    if (base == NULL || str_nbytes(name) == 0) return base;
    Object *full = str_from_format("%U.%U", base, name);
    DECREF(base);
    return full;
}

Object *import_name(Object *name, Object *fromlist, Object *level, Object *globals)
{
    ThreadState *ts = ts_get();
    bool has_from = fromlist != NULL && fromlist != None && !(is_tuple(fromlist) && tuple_len(fromlist) == 0);
    ssize_t lv = 0;
    if (level != NULL && level != None) {
        if (!is_small(level) || small_val(level) < 0) return err_set(&Exc_ValueError, "level must be >= 0");
        lv = small_val(level);
    }
    if (lv == 0 && str_nbytes(name) == 0) return err_set(&Exc_ValueError, "Empty module name");
    Object *full = lv > 0 ? resolve_relative(name, lv, globals) : NEWREF(name);
    if (full == NULL) return NULL;
    const char *s = str_cstr(full);
    if (strchr(s, '.') == NULL) {
        Object *m = import_one(ts, full);
        if (m != NULL && has_from && is_package(m) && handle_fromlist(ts, m, fromlist, false) < 0)
            CLEAR(m);
        DECREF(full);
        return m;
    }
    /* a.b.c: import a, then a.b, then a.b.c, each in its parent's __path__ */
    Object *top = NULL, *m = NULL;
    for (const char *dot = strchr(s, '.');; dot = strchr(dot + 1, '.')) {
        Object *prefix = dot != NULL ? str_from_utf8(s, dot - s) : NEWREF(full);
        XDECREF(m);
        m = prefix != NULL ? import_one(ts, prefix) : NULL;
        XDECREF(prefix);
        if (m == NULL) break;
        if (top == NULL) top = NEWREF(m);
        if (dot == NULL) break;
    }
    DECREF(full);
    if (m == NULL) {
        XDECREF(top);
        return NULL;
    }
    if (!has_from) {
        DECREF(m);
        return top; /* `import a.b.c` binds a */
    }
    DECREF(top);
    if (is_package(m) && handle_fromlist(ts, m, fromlist, false) < 0) CLEAR(m);
    return m;
}

/* Look for module `child` (the last part of `name`) in the directories of
 * search (a sys.path or a package's __path__): dir/child/__init__.py (a
 * package), else dir/child.py.  A directory dir/child without __init__.py
 * is remembered: if nothing else is found, the name is a namespace package
 * (PEP 420) over all such directories.  New ref; NULL with no error set
 * when nothing matched. */
static Object *find_in_path(Interp *in, Object *name, const char *child, Object *search)
{
    Object *entries = list_from_iterable(search); /* a snapshot: the body may change sys.path */
    if (entries == NULL) return NULL;
    Object *ns = NULL; /* namespace package directories */
    Object *m = NULL;
    bool found = false;
    for (ssize_t i = 0; i < list_len(entries) && !found; i++) {
        Object *dir = ((ListObject *)entries)->items[i];
        if (!is_str(dir)) continue;
        size_t need = (size_t)str_nbytes(dir) + strlen(child) + 16;
        char *file = malloc(need);
        if (file == NULL) {
            err_no_memory();
            break;
        }
        const char *sep = str_nbytes(dir) == 0 ? "" : "/";
        int n = snprintf(file, need, "%s%s%s", str_cstr(dir), sep, child);
        struct stat st;
        if (stat(file, &st) == 0 && S_ISDIR(st.st_mode)) {
            snprintf(file + n, need - (size_t)n, "/__init__.py");
            if (access(file, R_OK) == 0) {
                file[n] = '\0';
                char *pkgdir = strdup(file);
                snprintf(file + n, need - (size_t)n, "/__init__.py");
                m = pkgdir != NULL ? load_source_module(in, name, file, pkgdir) : err_no_memory();
                free(pkgdir);
                found = true;
            } else {
                file[n] = '\0';
                Object *d = str_from_cstr(file);
                if (ns == NULL && d != NULL) ns = list_new(0);
                if (d == NULL || ns == NULL || list_append_steal(ns, d) < 0) {
                    free(file);
                    break;
                }
            }
        }
        if (!found) {
            snprintf(file + n, need - (size_t)n, ".py");
            if (access(file, R_OK) == 0) {
                m = load_source_module(in, name, file, NULL);
                found = true;
            }
        }
        free(file);
    }
    DECREF(entries);
    if (!found && ns != NULL && !err_occurred()) {
        m = module_new(str_cstr(name));
        Object *d = m != NULL ? module_dict(m) : NULL;
        if (d != NULL && (dict_set_cstr(d, "__path__", ns) < 0 || dict_set_cstr(d, "__package__", name) < 0 ||
                          dict_set_cstr(d, "__file__", None) < 0 ||
                          dict_set(in->modules, name, m) < 0))
            CLEAR(m);
    }
    XDECREF(ns);
    return m;
}

/* Make module `name` (not in sys.modules): a standard module (C or
 * Python), or found on sys.path; `a.b` in package a's __path__, then bound
 * as attribute b of a, as CPython does.  New ref, or NULL. */
static Object *find_and_load(Interp *in, Object *name)
{
    Object *m;
    const char *s = str_cstr(name);
    const char *dot = strrchr(s, '.');
    if (dot == NULL) {
        for (size_t i = 0; i < sizeof builtin_modules / sizeof builtin_modules[0]; i++) {
            if (strcmp(s, builtin_modules[i].name) == 0) {
                if (builtin_modules[i].init() < 0) return NULL;
                m = dict_get(in->modules, name);
                if (m == NULL && !err_occurred())
                    err_format(&Exc_ImportError, "built-in module '%U' did not register itself", name);
                return m;
            }
        }
    }
    Object *parent = NULL, *search = NULL;
    if (dot != NULL) {
        Object *pname = str_from_utf8(s, dot - s);
        parent = pname != NULL ? dict_get(in->modules, pname) : NULL;
        if (parent == NULL && !err_occurred()) {
            err_format(&Exc_ModuleNotFoundError, "No module named '%U'", name);
            import_error_named(name, NULL);
        }
        search = parent != NULL ? obj_lookup_attr(parent, STR_ID("__path__")) : NULL;
        if (parent != NULL && search == NULL && !err_occurred()) {
            err_format(&Exc_ModuleNotFoundError, "No module named '%U'; '%U' is not a package", name, pname);
            import_error_named(name, NULL);
        }
        XDECREF(pname);
        if (search == NULL) {
            XDECREF(parent);
            return NULL;
        }
    }
    m = NULL;
    for (const FrozenModule *f = frozen_modules; f->name != NULL; f++) {
        if (strcmp(s, f->name) == 0) {
            Object *path = f->package ? list_new(0) : NULL;
            if (f->package && path == NULL) break;
            m = exec_module_source(in, name, f->source, strlen(f->source), NULL, path);
            XDECREF(path);
            goto loaded;
        }
    }
    if (err_occurred()) goto loaded;
    if (search == NULL) search = sys_path(in) != NULL ? NEWREF(sys_path(in)) : NULL;
    if (search != NULL) m = find_in_path(in, name, dot != NULL ? dot + 1 : s, search);
    if (m == NULL && !err_occurred()) {
        err_format(&Exc_ModuleNotFoundError, "No module named '%U'", name);
        import_error_named(name, NULL);
    }
loaded:
    if (m != NULL && parent != NULL) {
        Object *attr = str_from_cstr(dot + 1);
        if (attr == NULL || obj_setattr(parent, attr, m) < 0) CLEAR(m);
        XDECREF(attr);
    }
    XDECREF(search);
    XDECREF(parent);
    return m;
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
    const char *dot = strrchr(name, '.');
    if (dot == NULL) {
        for (size_t i = 0; i < sizeof builtin_modules / sizeof builtin_modules[0]; i++)
            if (strcmp(name, builtin_modules[i].name) == 0) return IMPORT_FOUND_BUILTIN;
        if (strcmp(name, "sys") == 0 || strcmp(name, "builtins") == 0) return IMPORT_FOUND_BUILTIN;
    }
    for (const FrozenModule *f = frozen_modules; f->name != NULL; f++) {
        if (strcmp(name, f->name) == 0) {
            *source = f->source;
            return f->package ? IMPORT_FOUND_PACKAGE : IMPORT_FOUND_FROZEN;
        }
    }
    /* a.b: import package a (its __init__ runs, as in CPython), look in its __path__ */
    Object *search;
    if (dot != NULL) {
        Object *pname = str_from_utf8(name, dot - name);
        Object *fromlist = pname != NULL ? tuple_pack(1, STR_ID("__name__")) : NULL;
        Object *parent = fromlist != NULL ? import_name(pname, fromlist, NULL, NULL) : NULL;
        XDECREF(fromlist);
        search = parent != NULL ? obj_lookup_attr(parent, STR_ID("__path__")) : NULL;
        if (parent != NULL && search == NULL && !err_occurred())
            err_format(&Exc_ModuleNotFoundError, "__path__ attribute not found on '%U' while trying to find '%s'",
                       pname, name);
        XDECREF(parent);
        XDECREF(pname);
        if (search == NULL) return -1;
    } else {
        Object *sp = sys_path(ts_get()->interp);
        search = sp != NULL ? NEWREF(sp) : list_new(0);
        if (search == NULL) return -1;
    }
    Object *entries = list_from_iterable(search);
    DECREF(search);
    if (entries == NULL) return -1;
    const char *child = dot != NULL ? dot + 1 : name;
    int found = IMPORT_NOT_FOUND;
    for (ssize_t i = 0; found == IMPORT_NOT_FOUND && i < list_len(entries); i++) {
        Object *dir = ((ListObject *)entries)->items[i];
        if (!is_str(dir)) continue;
        size_t need = (size_t)str_nbytes(dir) + strlen(child) + 16;
        char *file = malloc(need);
        if (file == NULL) {
            DECREF(entries);
            err_no_memory();
            return -1;
        }
        const char *sep = str_nbytes(dir) == 0 ? "" : "/";
        snprintf(file, need, "%s%s%s/__init__.py", str_cstr(dir), sep, child);
        if (access(file, R_OK) == 0) {
            found = IMPORT_FOUND_PACKAGE;
        } else {
            snprintf(file, need, "%s%s%s.py", str_cstr(dir), sep, child);
            if (access(file, R_OK) == 0) found = IMPORT_FOUND_FILE;
        }
        if (found != IMPORT_NOT_FOUND) *path = file;
        else free(file);
    }
    DECREF(entries);
    return found;
}
