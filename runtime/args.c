/* args.c: checking and unpacking the arguments of builtin functions.
 *
 * Builtins receive CPython's "vectorcall" arguments: a C array of the
 * positional values followed by the keyword values, whose names are the
 * kwnames tuple.  Most builtins only need a count check (args_count,
 * args_no_kw); those with keywords use args_parse, a port of the logic of
 * CPython's Argument Clinic (_PyArg_UnpackKeywords), so the error messages
 * are CPython's word for word.
 *
 * CPython's messages come in three shapes, chosen here by the (min, max)
 * pair of args_count, because that is what decides them in CPython too:
 *   METH_NOARGS  (0, 0): "list.copy() takes no arguments (1 given)"
 *   METH_O       (1, 1): "len() takes exactly one argument (2 given)"
 *   anything else:       "pop expected at most 1 argument, got 2"
 *                        (_PyArg_CheckPositional: note no "()" there; the
 *                        caller passes the name CPython shows, e.g. "pop").
 * Functions CPython writes with PyArg_ParseTuple (METH_VARARGS) say it a
 * fourth way, args_count_tuple's: "recv() takes at least 1 argument (0
 * given)".
 * No allocation happens on success: out[] receives borrowed references.
 */
#include <string.h>

#include "runtime/api.h"

/* The error halves of args_no_kw and args_count (api.h: inline tests). */
int args_no_kw_fail(const char *fname)
{
    err_format(&Exc_TypeError, "%s() takes no keyword arguments", fname);
    return -1;
}

int args_count_fail(const char *fname, ssize_t nargs, ssize_t min, ssize_t max)
{
    if (min == 0 && max == 0) {
        err_format(&Exc_TypeError, "%s() takes no arguments (%zd given)", fname, nargs);
    } else if (min == 1 && max == 1) {
        err_format(&Exc_TypeError, "%s() takes exactly one argument (%zd given)", fname, nargs);
    } else if (nargs < min) {
        err_format(&Exc_TypeError, "%s expected %s%zd argument%s, got %zd", fname,
                   min == max ? "" : "at least ", min, min == 1 ? "" : "s", nargs);
    } else {
        err_format(&Exc_TypeError, "%s expected %s%zd argument%s, got %zd", fname,
                   min == max ? "" : "at most ", max, max == 1 ? "" : "s", nargs);
    }
    return -1;
}

int args_count_tuple(const char *fname, ssize_t nargs, ssize_t min, ssize_t max)
{
    if (nargs >= min && nargs <= max) return 0;
    ssize_t n = nargs < min ? min : max;
    err_format(&Exc_TypeError, "%s() takes %s %zd argument%s (%zd given)", fname,
               min == max ? "exactly" : nargs < min ? "at least" : "at most", n, n == 1 ? "" : "s", nargs);
    return -1;
}

/* The C name of parameter i, without its '$' keyword-only marker. */
static const char *param_name(const char *const *names, int i)
{
    const char *n = names[i];
    return n[0] == '$' ? n + 1 : n;
}

/* Index in kwnames of the keyword `name`, or -1. */
static ssize_t find_keyword(Object *kwnames, const char *name)
{
    ssize_t n = tuple_len(kwnames);
    for (ssize_t i = 0; i < n; i++)
        if (strcmp(str_cstr(tuple_get(kwnames, i)), name) == 0) return i;
    return -1;
}

int args_parse(const char *fname, Object *const *args, ssize_t nargs, Object *kwnames,
               const char *const *names, int npos_only, int nrequired, Object **out)
{
    int maxargs = 0, maxpos = -1;
    for (; names[maxargs]; maxargs++)
        if (maxpos < 0 && names[maxargs][0] == '$') maxpos = maxargs;
    if (maxpos < 0) maxpos = maxargs;
    int minpos = nrequired < maxpos ? nrequired : maxpos;
    int minposonly = npos_only < minpos ? npos_only : minpos;
    ssize_t nkw = kwnames ? tuple_len(kwnames) : 0;

    /* Fast path: positional arguments only, count in range. */
    if (nkw == 0 && nargs >= minpos && nargs <= maxpos) {
        int i = 0;
        for (; i < nargs; i++) out[i] = args[i];
        for (; i < maxargs; i++) out[i] = NULL;
        if (nrequired > maxpos) {
            err_format(&Exc_TypeError, "%s() missing required argument '%s' (pos %d)", fname,
                       param_name(names, maxpos), maxpos + 1);
            return -1;
        }
        return 0;
    }
    if (nargs + nkw > maxargs) {
        /* "keyword " when nargs == 0 avoids a misleading message (bpo-31229). */
        err_format(&Exc_TypeError, "%s() takes at most %d %sargument%s (%zd given)", fname, maxargs,
                   nargs == 0 ? "keyword " : "", maxargs == 1 ? "" : "s", nargs + nkw);
        return -1;
    }
    if (nargs > maxpos) {
        if (maxpos == 0)
            err_format(&Exc_TypeError, "%s() takes no positional arguments", fname);
        else
            err_format(&Exc_TypeError, "%s() takes %s %d positional argument%s (%zd given)", fname,
                       minpos < maxpos ? "at most" : "exactly", maxpos, maxpos == 1 ? "" : "s", nargs);
        return -1;
    }
    if (nargs < minposonly) {
        err_format(&Exc_TypeError, "%s() takes %s %d positional argument%s (%zd given)", fname,
                   minposonly < maxpos ? "at least" : "exactly", minposonly,
                   minposonly == 1 ? "" : "s", nargs);
        return -1;
    }
    for (ssize_t i = 0; i < nargs; i++) out[i] = args[i];
    ssize_t left = nkw;
    for (int i = (int)nargs; i < maxargs; i++) {
        Object *v = NULL;
        if (i >= npos_only && left > 0) {
            ssize_t k = find_keyword(kwnames, param_name(names, i));
            if (k >= 0) {
                v = args[nargs + k];
                left--;
            }
        }
        out[i] = v;
        if (v == NULL && i < nrequired) {
            err_format(&Exc_TypeError, "%s() missing required argument '%s' (pos %d)", fname,
                       param_name(names, i), i + 1);
            return -1;
        }
    }
    if (left > 0) {
        /* A keyword naming a parameter already given by position? */
        for (int i = npos_only; i < nargs; i++) {
            if (find_keyword(kwnames, param_name(names, i)) >= 0) {
                err_format(&Exc_TypeError, "argument for %s() given by name ('%s') and position (%d)",
                           fname, param_name(names, i), i + 1);
                return -1;
            }
        }
        /* Otherwise the first keyword that matches no parameter. */
        for (ssize_t k = 0; k < nkw; k++) {
            const char *kw = str_cstr(tuple_get(kwnames, k));
            int i = 0;
            for (; i < maxargs; i++)
                if (i >= npos_only && strcmp(kw, param_name(names, i)) == 0) break;
            if (i == maxargs) {
                err_format(&Exc_TypeError, "'%s' is an invalid keyword argument for %s()", kw, fname);
                return -1;
            }
        }
    }
    return 0;
}

const char *args_type_name(Object *o) { return o == None ? "None" : TYPE_NAME(o); }
