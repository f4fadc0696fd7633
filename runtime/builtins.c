/* builtins.c: the builtins module, and runtime start-up.
 *
 * The idea.  Every builtin function is a thin layer over the object
 * protocol (abstract.c): it checks its arguments with CPython's exact
 * messages (args.c), then calls obj_len, num_binop, obj_iter...  The
 * protocol holds the semantics; this file holds the calling surface.
 *
 * runtime_init readies every type of runtime/type_list.h and every
 * exception class, then builds the builtins module (functions, type names,
 * exception names, constants) and the sys module.  Both modules and every
 * builtin function are immortal: LOAD_GLOBAL of `len` from any thread
 * writes nothing.
 *
 * Fast paths, where CPython has them too: sum() adds machine ints and
 * doubles without allocating until the type changes; print() builds the
 * whole line first and writes it with one locked copy into the stdout
 * buffer.
 */
#include <stdlib.h>
#include <string.h>

#include "gc/weakref.h"
#include "runtime/core.h"
#include "runtime/instance.h"
#include "modules/modules.h"
#include "vm/eval.h"
#include "vm/frame.h"
#include "vm/function.h"
#include "vm/thread.h"

/* ---- print, input ---------------------------------------------------------- */

/* Interned once by builtins_init, before any second thread exists. */
static Object *S_stdout;

/* sep / end: None or absent -> dflt, else must be a str. */
static int text_arg(Object *v, const char *what, const char *dflt, const char **s, size_t *n)
{
    if (v == NULL || v == None) {
        *s = dflt;
        *n = strlen(dflt);
        return 0;
    }
    if (!is_str(v)) {
        err_format(&Exc_TypeError, "%s must be None or a string, not %s", what, TYPE_NAME(v));
        return -1;
    }
    *s = str_cstr(v);
    *n = (size_t)str_nbytes(v);
    return 0;
}

/* file.write(s), result dropped.  0 or -1. */
static int write_piece(Object *file, Object *s)
{
    Object *r = obj_call_method(file, "write", &s, 1);
    if (r == NULL) return -1;
    DECREF(r);
    return 0;
}

static Object *builtin_print(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"$sep", "$end", "$file", "$flush", NULL};
    Object *kw[4] = {NULL, NULL, NULL, NULL};
    if (kwnames && args_parse("print", args + nargs, 0, kwnames, names, 0, 0, kw) < 0) return NULL;
    const char *sep, *end;
    size_t nsep, nend;
    if (text_arg(kw[0], "sep", " ", &sep, &nsep) < 0 || text_arg(kw[1], "end", "\n", &end, &nend) < 0)
        return NULL;
    Object *file = kw[2];
    if (file == NULL || file == None) {
        Object *sys = ts_get()->interp->sys_mod;
        file = sys ? dict_get_str(module_dict(sys), S_stdout) : NULL;
        if (file == NULL) return err_set(&Exc_RuntimeError, "lost sys.stdout");
    }
    int f = kw[3] ? obj_is_true(kw[3]) : 0;
    if (f < 0) return NULL;
    if (io_is_std_stream(file, 1)) {
        /* The common case: build the line, one locked copy into the buffer. */
        StrBuilder sb;
        sb_init(&sb);
        for (ssize_t i = 0; i < nargs; i++) {
            if (i > 0 && sb_add(&sb, sep, nsep) < 0) goto fail;
            Object *s = obj_str(args[i]);
            if (s == NULL) goto fail;
            int r = sb_add_str(&sb, s);
            DECREF(s);
            if (r < 0) goto fail;
        }
        if (sb_add(&sb, end, nend) < 0) goto fail;
        int r = io_write_stdout(sb.buf, sb.len);
        sb_discard(&sb);
        if (r < 0) return NULL;
        if (f) io_flush_all();
        return NEWREF(None);
    fail:
        sb_discard(&sb);
        return NULL;
    }
    /* Any other file: one write() per piece, as CPython. */
    Object *sep_o = (kw[0] && kw[0] != None) ? kw[0] : STR_ID(" ");
    Object *end_o = (kw[1] && kw[1] != None) ? kw[1] : STR_ID("\n");
    for (ssize_t i = 0; i < nargs; i++) {
        if (i > 0 && write_piece(file, sep_o) < 0) return NULL;
        Object *s = obj_str(args[i]);
        if (s == NULL) return NULL;
        int r = write_piece(file, s);
        DECREF(s);
        if (r < 0) return NULL;
    }
    if (write_piece(file, end_o) < 0) return NULL;
    if (f) {
        Object *r = obj_call_method(file, "flush", NULL, 0);
        if (r == NULL) return NULL;
        DECREF(r);
    }
    return NEWREF(None);
}

static Object *builtin_input(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("input", kwnames) < 0 || args_count("input", nargs, 0, 1) < 0) return NULL;
    if (nargs == 1) {
        Object *p = obj_str(args[0]);
        if (p == NULL) return NULL;
        int r = io_write_stdout(str_cstr(p), (size_t)str_nbytes(p));
        DECREF(p);
        if (r < 0) return NULL;
    }
    io_flush_all();
    /* As CPython when not on a terminal: sys.stdin.readline(), whatever sys.stdin is now. */
    Object *sys = ts_get()->interp->sys_mod;
    Object *in = sys ? dict_get_str(module_dict(sys), STR_ID("stdin")) : NULL;
    if (in == NULL || in == None) return err_set(&Exc_RuntimeError, "input(): lost sys.stdin");
    Object *line = obj_call_method(in, "readline", NULL, 0);
    if (line == NULL) return NULL;
    if (!is_str(line)) {
        err_format(&Exc_TypeError, "object.readline() returned non-string");
        DECREF(line);
        return NULL;
    }
    ssize_t n = str_nbytes(line);
    if (n == 0) {
        DECREF(line);
        return err_set(&Exc_EOFError, "EOF when reading a line");
    }
    if (str_cstr(line)[n - 1] != '\n') return line;
    Object *s = str_from_utf8(str_cstr(line), n - 1);
    DECREF(line);
    return s;
}

/* ---- one-argument builtins ------------------------------------------------ */

#define ONE_ARG(fname)                                                                  \
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 1, 1) < 0) return NULL; \
    (void)self;                                                                         \
    Object *x = args[0]

Object *builtin_len(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONE_ARG("len");
    /* the commonest sizes, read directly (lengths are small ints) */
    ssize_t n = container_len(x);
    if (n >= 0) return small_new(n);
    n = obj_len(x);
    return n < 0 ? NULL : int_from_i64(n);
}

static Object *builtin_abs(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONE_ARG("abs");
    return num_abs(x);
}

/* all() / any(): stop at the first item whose truth is `stop_on`. */
static Object *all_any(Object *it_src, int stop_on)
{
    Object *it = obj_iter(it_src);
    if (it == NULL) return NULL;
    Object *item;
    while ((item = iter_next(it)) != NULL) {
        int t = obj_is_true(item);
        DECREF(item);
        if (t < 0) {
            DECREF(it);
            return NULL;
        }
        if (t == stop_on) {
            DECREF(it);
            return bool_from(stop_on);
        }
    }
    DECREF(it);
    if (err_occurred()) return NULL;
    return bool_from(!stop_on);
}

/* __import__(name, globals=None, locals=None, fromlist=(), level=0): the
 * import statement's machinery (vm/import.c), as a function. */
static Object *builtin_import(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"name", "globals", "locals", "fromlist", "level", NULL};
    Object *a[5];
    if (args_parse("__import__", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    if (!is_str(a[0])) return err_format(&Exc_TypeError, "module name must be str, not %s", TYPE_NAME(a[0]));
    if (a[4] != NULL && !is_int(a[4])) return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(a[4]));
    return import_name(a[0], a[3], a[4], a[1] != NULL && is_dict(a[1]) ? a[1] : NULL);
}

static Object *builtin_all(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONE_ARG("all");
    return all_any(x, 0);
}

static Object *builtin_any(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONE_ARG("any");
    return all_any(x, 1);
}

static Object *builtin_hash(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONE_ARG("hash");
    ssize_t h = obj_hash(x);
    return h == -1 ? NULL : int_from_i64(h);
}

static Object *builtin_id(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONE_ARG("id");
    return int_from_u64((uint64_t)(uintptr_t)x);
}

static Object *builtin_repr(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONE_ARG("repr");
    return obj_repr(x);
}

static Object *builtin_callable(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONE_ARG("callable");
    return bool_from(TYPE(x)->call != NULL);
}

/* The code point of the one-character str s (valid UTF-8, as every str).
 * (strimpl.h has the same decoder, private to the strings files.) */
static uint32_t utf8_decode(const unsigned char *s, int *len)
{
    if (s[0] < 0x80) { *len = 1; return s[0]; }
    if (s[0] < 0xE0) { *len = 2; return ((uint32_t)(s[0] & 0x1F) << 6) | (s[1] & 0x3F); }
    if (s[0] < 0xF0) {
        *len = 3;
        return ((uint32_t)(s[0] & 0x0F) << 12) | ((uint32_t)(s[1] & 0x3F) << 6) | (s[2] & 0x3F);
    }
    *len = 4;
    return ((uint32_t)(s[0] & 0x07) << 18) | ((uint32_t)(s[1] & 0x3F) << 12) | ((uint32_t)(s[2] & 0x3F) << 6) |
           (s[3] & 0x3F);
}

static Object *builtin_ord(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONE_ARG("ord");
    int len;
    if (is_str(x)) {
        if (str_len(x) != 1)
            return err_format(&Exc_TypeError, "ord() expected a character, but string of length %zd found",
                              str_len(x));
        return small_new(utf8_decode((const unsigned char *)str_cstr(x), &len));
    }
    if (TYPE(x) == &Bytes_Type || TYPE(x) == &ByteArray_Type) {
        Object *b;
        if (buffer_bytes(x, &b) < 0) return NULL;
        ssize_t n = bytes_len(b);
        int c = n == 1 ? (unsigned char)bytes_data(b)[0] : -1;
        DECREF(b);
        if (n != 1)
            return err_format(&Exc_TypeError, "ord() expected a character, but string of length %zd found", n);
        return small_new(c);
    }
    return err_format(&Exc_TypeError, "ord() expected string of length 1, but %s found", TYPE_NAME(x));
}

static Object *builtin_chr(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONE_ARG("chr");
    Object *i = num_index(x);
    if (i == NULL) return NULL;
    int64_t v;
    bool fits = int_as_i64(i, &v);
    DECREF(i);
    if (!fits || v < INT32_MIN || v > INT32_MAX)
        return err_set(&Exc_OverflowError, "Python int too large to convert to C int");
    if (v < 0 || v > 0x10FFFF) return err_set(&Exc_ValueError, "chr() arg not in range(0x110000)");
    return str_from_codepoint((uint32_t)v);
}

static Object *base_string(Object *self, Object *const *args, ssize_t nargs, Object *kwnames, const char *fname,
                           int base)
{
    ONE_ARG(fname);
    Object *i = num_index(x);
    if (i == NULL) return NULL;
    Object *r = int_to_base_string(i, base, true);
    DECREF(i);
    return r;
}

static Object *builtin_hex(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return base_string(self, args, nargs, kwnames, "hex", 16);
}

static Object *builtin_oct(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return base_string(self, args, nargs, kwnames, "oct", 8);
}

static Object *builtin_bin(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return base_string(self, args, nargs, kwnames, "bin", 2);
}

static Object *builtin_ascii(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ONE_ARG("ascii");
    return str_ascii(x);
}

/* ---- arithmetic ------------------------------------------------------------- */

static Object *builtin_divmod(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("divmod", kwnames) < 0 || args_count("divmod", nargs, 2, 2) < 0) return NULL;
    return num_divmod(args[0], args[1]);
}

static Object *builtin_pow(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"base", "exp", "mod", NULL};
    Object *a[3];
    if (args_parse("pow", args, nargs, kwnames, names, 0, 2, a) < 0) return NULL;
    return num_pow(a[0], a[1], a[2] ? a[2] : None);
}

static Object *builtin_round(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"number", "ndigits", NULL};
    Object *a[2];
    if (args_parse("round", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    Object *x = a[0], *nd = a[1];
    if (is_small(x) || TYPE(x) == &Int_Type) return int_round(x, nd);
    if (TYPE(x) == &Float_Type) return float_round(x, nd);
    Object *m = obj_type_lookup(TYPE(x), STR_ID("__round__"));
    if (m == NULL) return err_format(&Exc_TypeError, "type %s doesn't define __round__ method", TYPE_NAME(x));
    Object *cargs[2] = {x, nd};
    return obj_call(m, cargs, (nd && nd != None) ? 2 : 1, NULL);
}

/* sum(): machine-int and double fast paths as CPython's builtin_sum_impl,
 * falling back to `+` when an item does not fit. */
static Object *builtin_sum(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"iterable", "start", NULL};
    Object *a[2];
    if (args_parse("sum", args, nargs, kwnames, names, 1, 1, a) < 0) return NULL;
    Object *result = a[1] ? a[1] : small_new(0);
    if (is_str(result)) return err_set(&Exc_TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
    if (TYPE(result) == &Bytes_Type)
        return err_set(&Exc_TypeError, "sum() can't sum bytes [use b''.join(seq) instead]");
    if (TYPE(result) == &ByteArray_Type)
        return err_set(&Exc_TypeError, "sum() can't sum bytearray [use b''.join(seq) instead]");
    Object *it = obj_iter(a[0]);
    if (it == NULL) return NULL;
    INCREF(result);
    Object *item = NULL;
    if (is_small(result)) {
        intptr_t acc = small_val(result);
        for (;;) {
            item = iter_next(it);
            if (item == NULL) break;
            if (is_small(item)) {
                intptr_t s;
                if (!__builtin_add_overflow(acc, small_val(item), &s) && small_fits(s)) {
                    acc = s;
                    continue;
                }
            }
            break; /* item does not fit the fast path: add it below */
        }
        result = small_new(acc);
        if (item == NULL) goto done;
        Object *r = num_binop(BIN_ADD, result, item);
        DECREF(item);
        item = NULL;
        if (r == NULL) goto fail;
        result = r;
    }
    if (is_float(result)) {
        double acc = float_val(result);
        for (;;) {
            item = iter_next(it);
            if (item == NULL) break;
            if (is_float(item)) {
                acc += float_val(item);
                DECREF(item);
                continue;
            }
            if (is_small(item) && small_val(item) > -(1LL << 53) && small_val(item) < (1LL << 53)) {
                acc += (double)small_val(item);
                continue;
            }
            break;
        }
        Object *f = float_new(acc);
        DECREF(result);
        result = f;
        if (result == NULL) {
            XDECREF(item);
            goto fail;
        }
        if (item == NULL) goto done;
        Object *r = num_binop(BIN_ADD, result, item);
        DECREF(item);
        item = NULL;
        DECREF(result);
        result = r;
        if (r == NULL) goto fail;
    }
    while ((item = iter_next(it)) != NULL) {
        Object *r = num_binop(BIN_ADD, result, item);
        DECREF(item);
        DECREF(result);
        result = r;
        if (r == NULL) goto fail;
    }
done:
    DECREF(it);
    if (err_occurred()) {
        XDECREF(result);
        return NULL;
    }
    return result;
fail:
    DECREF(it);
    return NULL;
}

/* ---- iteration ---------------------------------------------------------------- */

static Object *builtin_iter(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("iter", kwnames) < 0 || args_count("iter", nargs, 1, 2) < 0) return NULL;
    if (nargs == 1) return obj_iter(args[0]);
    if (TYPE(args[0])->call == NULL) return err_set(&Exc_TypeError, "iter(v, w): v must be callable");
    return calliter_new(args[0], args[1]);
}

static Object *builtin_next(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("next", kwnames) < 0 || args_count("next", nargs, 1, 2) < 0) return NULL;
    Object *it = args[0];
    UnaryFunc next = TYPE(it)->iternext;
    if (next == NULL) return err_format(&Exc_TypeError, "'%s' object is not an iterator", TYPE_NAME(it));
    /* a generator's iternext drops its return value; gen_next raises
     * StopIteration(value) as CPython's next() does */
    Object *r = TYPE(it) == &Generator_Type ? gen_next(it) : next(it);
    if (r) return r;
    if (err_occurred()) {
        if (nargs < 2 || !err_matches(&Exc_StopIteration)) return NULL;
        err_clear();
    }
    if (nargs == 2) return NEWREF(args[1]);
    return err_set_object(&Exc_StopIteration, NULL);
}

/* min() / max(): op is CMP_LT for min, CMP_GT for max. */
static Object *min_max(Object *const *args, ssize_t nargs, Object *kwnames, int op, const char *name)
{
    static const char *const names[] = {"$key", "$default", NULL};
    Object *kw[2] = {NULL, NULL};
    if (args_count(name, nargs, 1, -1) < 0) return NULL;
    if (kwnames && args_parse(name, args + nargs, 0, kwnames, names, 0, 0, kw) < 0) return NULL;
    Object *key = kw[0] == None ? NULL : kw[0], *dflt = kw[1];
    if (nargs > 1 && dflt)
        return err_format(&Exc_TypeError, "Cannot specify a default for %s() with multiple positional arguments",
                          name);
    Object *it = NULL;
    if (nargs == 1 && (it = obj_iter(args[0])) == NULL) return NULL;
    Object *best = NULL, *bestkey = NULL;
    for (ssize_t i = 0;; i++) {
        Object *item;
        if (it) {
            if ((item = iter_next(it)) == NULL) break;
        } else {
            if (i >= nargs) break;
            item = NEWREF(args[i]);
        }
        Object *k = key ? obj_call1(key, item) : NEWREF(item);
        if (k == NULL) {
            DECREF(item);
            goto fail;
        }
        if (best == NULL) {
            best = item;
            bestkey = k;
            continue;
        }
        int c = obj_richcompare_bool(k, bestkey, op);
        if (c < 0) {
            DECREF(item);
            DECREF(k);
            goto fail;
        }
        if (c) {
            SETREF(best, item);
            SETREF(bestkey, k);
        } else {
            DECREF(item);
            DECREF(k);
        }
    }
    if (err_occurred()) goto fail;
    XDECREF(it);
    XDECREF(bestkey);
    if (best) return best;
    if (dflt) return NEWREF(dflt);
    return err_format(&Exc_ValueError, "%s() arg is an empty sequence", name);
fail:
    XDECREF(it);
    XDECREF(best);
    XDECREF(bestkey);
    return NULL;
}

static Object *builtin_min(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return min_max(args, nargs, kwnames, CMP_LT, "min");
}

static Object *builtin_max(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return min_max(args, nargs, kwnames, CMP_GT, "max");
}

static Object *builtin_sorted(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (nargs != 1) return err_format(&Exc_TypeError, "sorted expected 1 argument, got %zd", nargs);
    /* Keyword errors name sort(): CPython's sorted passes them to list.sort. */
    static const char *const names[] = {"$key", "$reverse", NULL};
    Object *kw[2] = {NULL, NULL};
    if (kwnames && args_parse("sort", args + nargs, 0, kwnames, names, 0, 0, kw) < 0) return NULL;
    bool reverse = false;
    if (kw[1]) {
        ssize_t r = num_as_ssize(kw[1]);
        if (r == -1 && err_occurred()) return NULL;
        reverse = r != 0;
    }
    Object *l = list_from_iterable(args[0]);
    if (l == NULL) return NULL;
    if (list_sort(l, kw[0], reverse) < 0) {
        DECREF(l);
        return NULL;
    }
    return l;
}

/* ---- attributes and types ---------------------------------------------------------- */

static int check_attr_name(Object *name)
{
    if (is_str(name)) return 0;
    err_format(&Exc_TypeError, "attribute name must be string, not '%s'", TYPE_NAME(name));
    return -1;
}

static Object *builtin_getattr(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("getattr", kwnames) < 0 || args_count("getattr", nargs, 2, 3) < 0) return NULL;
    if (check_attr_name(args[1]) < 0) return NULL;
    if (nargs == 2) return obj_getattr(args[0], args[1]);
    Object *r = obj_lookup_attr(args[0], args[1]);
    if (r || err_occurred()) return r;
    return NEWREF(args[2]);
}

static Object *builtin_setattr(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("setattr", kwnames) < 0 || args_count("setattr", nargs, 3, 3) < 0) return NULL;
    if (check_attr_name(args[1]) < 0 || obj_setattr(args[0], args[1], args[2]) < 0) return NULL;
    return NEWREF(None);
}

static Object *builtin_delattr(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("delattr", kwnames) < 0 || args_count("delattr", nargs, 2, 2) < 0) return NULL;
    if (check_attr_name(args[1]) < 0 || obj_setattr(args[0], args[1], NULL) < 0) return NULL;
    return NEWREF(None);
}

static Object *builtin_hasattr(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("hasattr", kwnames) < 0 || args_count("hasattr", nargs, 2, 2) < 0) return NULL;
    if (check_attr_name(args[1]) < 0) return NULL;
    Object *r = obj_lookup_attr(args[0], args[1]);
    if (r == NULL) return err_occurred() ? NULL : False;
    DECREF(r);
    return True;
}

static Object *builtin_isinstance(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("isinstance", kwnames) < 0 || args_count("isinstance", nargs, 2, 2) < 0) return NULL;
    int r = obj_isinstance(args[0], args[1]);
    return r < 0 ? NULL : bool_from(r);
}

static Object *builtin_issubclass(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("issubclass", kwnames) < 0 || args_count("issubclass", nargs, 2, 2) < 0) return NULL;
    int r = obj_issubclass(args[0], args[1]);
    return r < 0 ? NULL : bool_from(r);
}

static Object *builtin_format(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("format", kwnames) < 0 || args_count("format", nargs, 1, 2) < 0) return NULL;
    Object *spec = nargs == 2 ? args[1] : STR_ID("");
    if (!is_str(spec)) return err_format(&Exc_TypeError, "format() argument 2 must be str, not %s", args_type_name(spec));
    return obj_format(args[0], spec);
}

/* ---- namespaces ------------------------------------------------------------------------ */

static Object *builtin_globals(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("globals", kwnames) < 0 || args_count("globals", nargs, 0, 0) < 0) return NULL;
    Frame *f = ts_get()->frame;
    if (f == NULL || f->globals == NULL) return err_set(&Exc_SystemError, "globals(): no current frame");
    return NEWREF(f->globals);
}

static Object *builtin_locals(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("locals", kwnames) < 0 || args_count("locals", nargs, 0, 0) < 0) return NULL;
    Frame *f = ts_get()->frame;
    if (f == NULL) return err_set(&Exc_SystemError, "locals(): no current frame");
    return frame_locals(f);
}

static Object *builtin_vars(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("vars", kwnames) < 0 || args_count("vars", nargs, 0, 1) < 0) return NULL;
    if (nargs == 0) return builtin_locals(self, args, 0, NULL);
    Object *d = obj_lookup_attr(args[0], STR_ID("__dict__"));
    if (d == NULL && (!err_occurred() || err_matches(&Exc_AttributeError))) {
        err_clear();
        err_set(&Exc_TypeError, "vars() argument must have __dict__ attribute");
    }
    return d;
}

/* dir(x): the sorted attribute names of x, its class and the bases. */
static int add_keys(Object *names, Object *d)
{
    if (d == NULL || !is_dict(d)) return 0;
    Object *keys = dict_keys_list(d);
    if (keys == NULL) return -1;
    ssize_t n = list_len(keys);
    for (ssize_t i = 0; i < n; i++) {
        Object *k = list_get(keys, i);
        if (k == NULL || set_add(names, k) < 0) {
            XDECREF(k);
            DECREF(keys);
            return -1;
        }
        DECREF(k);
    }
    DECREF(keys);
    return 0;
}

static Object *builtin_dir(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("dir", kwnames) < 0 || args_count("dir", nargs, 0, 1) < 0) return NULL;
    Object *names = set_new(NULL);
    if (names == NULL) return NULL;
    int r = 0;
    if (nargs == 0) {
        Object *loc = builtin_locals(self, args, 0, NULL);
        r = loc ? add_keys(names, loc) : -1;
        XDECREF(loc);
    } else {
        Object *o = args[0];
        if (TYPE(o) == &Module_Type) {
            r = add_keys(names, module_dict(o));
        } else {
            Object **dp = TYPE(o)->dictoffset && !is_small(o) ? (Object **)((char *)o + TYPE(o)->dictoffset) : NULL;
            if (dp && TYPE(o)->inst_keys && inst_materialize(o, TYPE(o)) == NULL) r = -1;
            else if (dp && *dp) r = add_keys(names, *dp);
            Type *t = is_type(o) ? (Type *)o : TYPE(o);
            Object *mro = t->mro;
            for (ssize_t i = 0; r == 0 && mro && i < tuple_len(mro); i++)
                r = add_keys(names, ((Type *)tuple_get(mro, i))->dict);
        }
    }
    if (r < 0) {
        DECREF(names);
        return NULL;
    }
    Object *l = list_from_iterable(names);
    DECREF(names);
    if (l && list_sort(l, NULL, false) < 0) CLEAR(l);
    return l;
}

/* exit() / quit(): the site builtins, raising SystemExit. */
static Object *builtin_exit(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("exit", kwnames) < 0 || args_count("exit", nargs, 0, 1) < 0) return NULL;
    return err_set_object(&Exc_SystemExit, nargs ? args[0] : NULL);
}

static const MethodDef builtin_methods[] = {
    {"print", builtin_print, METH_DEFAULT},
    {"input", builtin_input, METH_DEFAULT},
    {"open", file_open, METH_DEFAULT},
    {"len", builtin_len, METH_DEFAULT},
    {"abs", builtin_abs, METH_DEFAULT},
    {"all", builtin_all, METH_DEFAULT},
    {"any", builtin_any, METH_DEFAULT},
    {"hash", builtin_hash, METH_DEFAULT},
    {"id", builtin_id, METH_DEFAULT},
    {"repr", builtin_repr, METH_DEFAULT},
    {"ascii", builtin_ascii, METH_DEFAULT},
    {"callable", builtin_callable, METH_DEFAULT},
    {"ord", builtin_ord, METH_DEFAULT},
    {"chr", builtin_chr, METH_DEFAULT},
    {"hex", builtin_hex, METH_DEFAULT},
    {"oct", builtin_oct, METH_DEFAULT},
    {"bin", builtin_bin, METH_DEFAULT},
    {"divmod", builtin_divmod, METH_DEFAULT},
    {"pow", builtin_pow, METH_DEFAULT},
    {"round", builtin_round, METH_DEFAULT},
    {"sum", builtin_sum, METH_DEFAULT},
    {"iter", builtin_iter, METH_DEFAULT},
    {"next", builtin_next, METH_DEFAULT},
    {"min", builtin_min, METH_DEFAULT},
    {"max", builtin_max, METH_DEFAULT},
    {"sorted", builtin_sorted, METH_DEFAULT},
    {"getattr", builtin_getattr, METH_DEFAULT},
    {"setattr", builtin_setattr, METH_DEFAULT},
    {"delattr", builtin_delattr, METH_DEFAULT},
    {"hasattr", builtin_hasattr, METH_DEFAULT},
    {"isinstance", builtin_isinstance, METH_DEFAULT},
    {"issubclass", builtin_issubclass, METH_DEFAULT},
    {"format", builtin_format, METH_DEFAULT},
    {"globals", builtin_globals, METH_DEFAULT},
    {"eval", builtin_eval, METH_DEFAULT},
    {"exec", builtin_exec, METH_DEFAULT},
    {"compile", builtin_compile, METH_DEFAULT},
    {"locals", builtin_locals, METH_DEFAULT},
    {"vars", builtin_vars, METH_DEFAULT},
    {"dir", builtin_dir, METH_DEFAULT},
    {"exit", builtin_exit, METH_DEFAULT},
    {"quit", builtin_exit, METH_DEFAULT},
    {"__build_class__", class_build_class, METH_DEFAULT},
    {"__import__", builtin_import, METH_DEFAULT},
    {NULL, NULL, 0},
};

/* ---- start-up ---------------------------------------------------------------------------- */

static Type *const all_types[] = {
#define TYPEDEF(c_name, builtin_name) &c_name,
#include "runtime/type_list.h"
#undef TYPEDEF
    &MethodDescr_Type, &GetSetDescr_Type,
};

Object *builtins_init(void)
{
    S_stdout = STR_ID("stdout");
    Object *m = module_new_builtin("builtins", builtin_methods);
    if (m == NULL) return NULL;
    Object *d = module_dict(m);
#define TYPEDEF(c_name, builtin_name)                                                     \
    if ((builtin_name)[0] && dict_set_cstr(d, builtin_name, (Object *)&c_name) < 0) return NULL;
#include "runtime/type_list.h"
#undef TYPEDEF
    if (exceptions_add_builtins(d) < 0 || dict_set_cstr(d, "None", None) < 0 ||
        dict_set_cstr(d, "property", (Object *)&Property_Type) < 0 ||
        dict_set_cstr(d, "staticmethod", (Object *)&StaticMethod_Type) < 0 ||
        dict_set_cstr(d, "classmethod", (Object *)&ClassMethod_Type) < 0 ||
        dict_set_cstr(d, "super", (Object *)&Super_Type) < 0 ||
        dict_set_cstr(d, "True", True) < 0 || dict_set_cstr(d, "False", False) < 0 ||
        dict_set_cstr(d, "Ellipsis", Ellipsis) < 0 || dict_set_cstr(d, "NotImplemented", NotImplemented) < 0 ||
        dict_set_cstr(d, "__debug__", True) < 0)
        return NULL;
    return m; /* immortal: the "new ref" costs nothing */
}

static void flush_at_exit(void) { io_flush_at_exit(); }

int runtime_init(Interp *interp)
{
    FPY_ASSERT(ts_get() && ts_get()->interp == interp, "thread_init_main(interp) runs before runtime_init");
    int_init();
    if (type_ready(&Object_Type) < 0 || type_ready(&Type_Type) < 0) return -1;
    if (exceptions_init() < 0 || class_init() < 0) return -1;
    for (size_t i = 0; i < sizeof all_types / sizeof all_types[0]; i++)
        if (type_ready(all_types[i]) < 0) return -1;
    if (interp->modules == NULL && (interp->modules = dict_new()) == NULL) return -1;
    Object *b = builtins_init();
    if (b == NULL) return -1;
    interp->builtins_mod = b;
    interp->builtins = module_dict(b);
    if (sysmodule_init(interp) == NULL || file_init() < 0 || weakref_types_ready() < 0) return -1;
    atexit(flush_at_exit);
    return 0;
}
