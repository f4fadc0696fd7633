/* import.c: the import statement.
 *
 * `import x` looks x up in sys.modules (interp->modules) first: built-in
 * modules (sys, and math, time, ... as they are written) are registered
 * there at start-up and so cost one dict lookup.  Otherwise x.py is looked
 * for in each directory of sys.path in order (sys.path[0] is the script's
 * directory, or '' = the current directory for -c and stdin); the first
 * found is compiled and run in a fresh module, which is entered in
 * sys.modules *before* its body runs, so a module runs once even when
 * imports are circular, and a failed import removes it again.
 *
 * What fpy simplifies: no packages (dotted names), no relative imports, no
 * bytecode cache, no import hooks.  Two threads importing the same new
 * module at once may both run it (an import lock comes with threads).
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "compiler/ast.h"
#include "runtime/api.h"
#include "vm/eval.h"

/* Borrowed: sys.path if it is a list, else NULL. */
static Object *sys_path(Interp *in)
{
    if (in->sys_mod == NULL) return NULL;
    Object *p = dict_get_str(module_dict(in->sys_mod), str_intern_cstr("path"));
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

/* Run the source file at path as module `name`.  New ref or NULL. */
static Object *load_source_module(Interp *in, Object *name, const char *path)
{
    size_t len;
    char *src = read_file(path, &len);
    if (src == NULL) return err_format(&Exc_ImportError, "cannot read '%s'", path);
    CodeObject *co = compile_source(src, len, path);
    free(src);
    if (co == NULL) return NULL;
    Object *m = module_new(str_cstr(name));
    if (m == NULL) {
        DECREF((Object *)co);
        return NULL;
    }
    Object *d = module_dict(m);
    Object *file = str_from_cstr(path);
    if (file == NULL || dict_set_cstr(d, "__file__", file) < 0 || dict_set_cstr(d, "__name__", name) < 0 ||
        dict_set_cstr(d, "__builtins__", in->builtins_mod) < 0 || dict_set(in->modules, name, m) < 0) {
        XDECREF(file);
        DECREF(m);
        DECREF((Object *)co);
        return NULL;
    }
    DECREF(file);
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

Object *import_name(Object *name, Object *fromlist, Object *level, Object *globals)
{
    (void)fromlist;
    (void)globals;
    Interp *in = ts_get()->interp;
    if (level != NULL && level != None && !(is_small(level) && small_val(level) == 0))
        return err_set(&Exc_ImportError, "attempted relative import with no known parent package");
    Object *m = dict_get(in->modules, name);
    if (m != NULL || err_occurred()) return m;

    const char *s = str_cstr(name);
    /* built-in modules made on first import (their start-up cost is paid
     * only by the programs that use them) */
    static const char *const lazy_thread_modules[] = {"threading", "_thread", "queue", "time", NULL};
    for (int i = 0; lazy_thread_modules[i] != NULL; i++) {
        if (strcmp(s, lazy_thread_modules[i]) == 0) {
            if (threadmodule_init() < 0) return NULL;
            m = dict_get(in->modules, name);
            if (m != NULL || err_occurred()) return m;
            break;
        }
    }
    const char *dot = strchr(s, '.');
    if (dot != NULL) {
        Object *top = str_from_utf8(s, dot - s);
        if (top == NULL) return NULL;
        Object *tm = import_name(top, NULL, NULL, globals);
        if (tm != NULL) {
            err_format(&Exc_ModuleNotFoundError, "No module named '%U'; '%U' is not a package", name, top);
            DECREF(tm);
        }
        DECREF(top);
        return NULL;
    }

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
    return err_format(&Exc_ModuleNotFoundError, "No module named '%U'", name);
}

Object *import_from(Object *module, Object *name)
{
    Object *v = obj_lookup_attr(module, name);
    if (v != NULL || err_occurred()) return v;
    Object *modname = obj_lookup_attr(module, str_intern_cstr("__name__"));
    if (modname == NULL && err_occurred()) return NULL;
    Object *file = obj_lookup_attr(module, str_intern_cstr("__file__"));
    if (file == NULL && err_occurred()) {
        XDECREF(modname);
        return NULL;
    }
    if (modname != NULL && !is_str(modname)) CLEAR(modname);
    if (file != NULL && !is_str(file)) CLEAR(file);
    if (modname == NULL) modname = str_from_cstr("<unknown module name>");
    if (file == NULL) file = str_from_cstr("unknown location");
    if (modname != NULL && file != NULL)
        err_format(&Exc_ImportError, "cannot import name '%U' from '%U' (%U)", name, modname, file);
    XDECREF(modname);
    XDECREF(file);
    return NULL;
}

int import_star(Object *module, Object *into)
{
    Object *all = obj_lookup_attr(module, str_intern_cstr("__all__"));
    if (all == NULL && err_occurred()) return -1;
    bool skip_private = all == NULL;
    Object *names;
    if (all != NULL) {
        names = list_from_iterable(all);
        DECREF(all);
    } else {
        Object *d = obj_lookup_attr(module, str_intern_cstr("__dict__"));
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
