/* strmethods.c: the methods of str (split, strip, find, upper, ...).
 *
 * The idea.  fpy's strs are UTF-8 (str.c), and almost every method works
 * on the bytes without decoding:
 *   - searching (find, count, replace, split with a separator, partition,
 *     startswith) is memchr/memmem over bytes: UTF-8 is self-synchronising,
 *     so a match of a valid needle always starts on a character boundary.
 *     Only the *answers* that are positions (find, index) are converted
 *     back to code point indices, and only for non-ASCII text;
 *   - start/end arguments are code point indices, converted to byte
 *     offsets once (O(1) for ASCII, the offset index otherwise);
 *   - case mapping and classification have an ASCII fast path (a table);
 *     other characters are decoded and looked up in the Unicode database
 *     (unicode.c), which holds CPython's own answers, including full case
 *     mappings ('ß'.upper() == 'SS') and the final-sigma rule of lower().
 * Results are built exactly sized where the size is known (split makes
 * its list at the final length and fills it) and with a StrBuilder where
 * it is not.
 *
 * Every method returns a new reference, or NULL with the exception set.
 * Argument errors follow CPython's three families (see args.c):
 * Argument Clinic methods ("split() takes at most 2 arguments (3
 * given)"), METH_VARARGS ones ("replace expected at least 2 arguments,
 * got 1"), and the find family's own ("find() takes at least 1 argument
 * (0 given)").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/strimpl.h"

/* ---- helpers ---------------------------------------------------------------- */

/* New ref: s itself, or an exact str copy of a subclass instance. */
static Object *self_or_copy(Object *s)
{
    if (TYPE(s) == &Str_Type) return NEWREF(s);
    return str_from_known(str_cstr(s), str_nbytes(s), str_len(s), STR(s)->ascii);
}

/* ssize_t from an int argument; CPython's messages. -1 + error. */
static int arg_ssize(Object *o, ssize_t *out)
{
    if (is_small(o)) {
        *out = small_val(o);
        return 0;
    }
    ssize_t v = num_as_ssize(o);
    if (v == -1 && err_occurred()) {
        if (err_matches(&Exc_OverflowError)) {
            err_clear();
            err_set(&Exc_OverflowError, "Python int too large to convert to C ssize_t");
        }
        return -1;
    }
    *out = v;
    return 0;
}

/* A slice index argument (start/end of find & co): None keeps the default;
 * huge values clamp, as CPython's _PyEval_SliceIndex. */
static int slice_index(Object *o, ssize_t *out)
{
    if (o == NULL || o == None) return 0;
    if (is_small(o)) {
        *out = small_val(o);
        return 0;
    }
    if (!is_int(o) && TYPE(o)->nb_index == NULL) {
        err_set(&Exc_TypeError, "slice indices must be integers or None or have an __index__ method");
        return -1;
    }
    Object *i = num_index(o);
    if (i == NULL) return -1;
    int64_t v;
    if (!int_as_i64(i, &v)) v = int_sign(i) < 0 ? INT64_MIN : INT64_MAX;
    DECREF(i);
    *out = (ssize_t)v;
    return 0;
}

/* Clamp [*start, *end) to a length-len sequence (CPython's ADJUST_INDICES). */
static void adjust_indices(ssize_t *start, ssize_t *end, ssize_t len)
{
    if (*end > len) *end = len;
    else if (*end < 0) {
        *end += len;
        if (*end < 0) *end = 0;
    }
    if (*start < 0) {
        *start += len;
        if (*start < 0) *start = 0;
    }
}

/* New ref: a list of n slots, filled by the caller (owned refs). */
static inline void list_put(Object *l, ssize_t i, Object *v) { ((ListObject *)l)->items[i] = v; }

/* Raise CPython's "must be str, not int"; returns NULL. */
static Object *must_be_str(Object *o)
{
    return err_format(&Exc_TypeError, "must be str, not %s", TYPE_NAME(o));
}

/* Append [p, p+n) bytes as the str of those bytes to list-building arrays. */
typedef struct {
    ssize_t *v; /* pairs of byte offsets: start, end */
    ssize_t n, cap;
    ssize_t local[64];
} Spans;

static void spans_init(Spans *s)
{
    s->v = s->local;
    s->n = 0;
    s->cap = 32;
}

static int spans_add(Spans *s, ssize_t a, ssize_t b)
{
    if (s->n == s->cap) {
        ssize_t ncap = s->cap * 2;
        ssize_t *nv = malloc((size_t)ncap * 2 * sizeof *nv);
        if (nv == NULL) {
            err_no_memory();
            return -1;
        }
        memcpy(nv, s->v, (size_t)s->n * 2 * sizeof *nv);
        if (s->v != s->local) free(s->v);
        s->v = nv;
        s->cap = ncap;
    }
    s->v[2 * s->n] = a;
    s->v[2 * s->n + 1] = b;
    s->n++;
    return 0;
}

static void spans_free(Spans *s)
{
    if (s->v != s->local) free(s->v);
}

/* New ref: the list of the strs the spans cover (reversed: rsplit). */
static Object *spans_list(Object *s, Spans *sp, bool reversed)
{
    Object *l = list_new(sp->n);
    if (l == NULL) {
        spans_free(sp);
        return NULL;
    }
    for (ssize_t i = 0; i < sp->n; i++) {
        ssize_t k = reversed ? sp->n - 1 - i : i;
        Object *piece = str_subbytes(s, sp->v[2 * k], sp->v[2 * k + 1]);
        if (piece == NULL) {
            /* Fill the rest so the list can be released safely. */
            for (; i < sp->n; i++) list_put(l, i, NEWREF(None));
            DECREF(l);
            spans_free(sp);
            return NULL;
        }
        list_put(l, i, piece);
    }
    spans_free(sp);
    return l;
}

/* Code point before byte offset off (off > 0); *start = its offset. */
static uint32_t cp_before(const char *d, ssize_t off, ssize_t *start)
{
    ssize_t i = off - 1;
    while (i > 0 && ((unsigned char)d[i] & 0xC0) == 0x80) i--;
    int len;
    *start = i;
    return utf8_decode((const unsigned char *)d + i, &len);
}

/* ---- split / rsplit ---------------------------------------------------------- */

static int split_whitespace(Object *s, ssize_t maxsplit, Spans *sp)
{
    const char *d = str_cstr(s);
    ssize_t n = str_nbytes(s), i = 0;
    bool ascii = STR(s)->ascii;
    for (;;) {
        /* Skip whitespace. */
        while (i < n) {
            int len = 1;
            uint32_t c = (unsigned char)d[i];
            if (!ascii && c >= 0x80) c = utf8_decode((const unsigned char *)d + i, &len);
            if (!uc_is_space(c)) break;
            i += len;
        }
        if (i >= n) return 0;
        if (maxsplit-- == 0) {
            /* The rest, trailing whitespace included. */
            return spans_add(sp, i, n);
        }
        ssize_t j = i;
        while (j < n) {
            int len = 1;
            uint32_t c = (unsigned char)d[j];
            if (!ascii && c >= 0x80) c = utf8_decode((const unsigned char *)d + j, &len);
            if (uc_is_space(c)) break;
            j += len;
        }
        if (spans_add(sp, i, j) < 0) return -1;
        i = j;
    }
}

static int rsplit_whitespace(Object *s, ssize_t maxsplit, Spans *sp)
{
    const char *d = str_cstr(s);
    ssize_t i = str_nbytes(s);
    for (;;) {
        ssize_t at;
        while (i > 0) {
            uint32_t c = cp_before(d, i, &at);
            if (!uc_is_space(c)) break;
            i = at;
        }
        if (i <= 0) return 0;
        if (maxsplit-- == 0) return spans_add(sp, 0, i);
        ssize_t j = i;
        while (j > 0) {
            uint32_t c = cp_before(d, j, &at);
            if (uc_is_space(c)) break;
            j = at;
        }
        if (spans_add(sp, j, i) < 0) return -1;
        i = j;
    }
}

static int split_sep(Object *s, Object *sep, ssize_t maxsplit, Spans *sp)
{
    const char *d = str_cstr(s), *q = str_cstr(sep);
    ssize_t n = str_nbytes(s), m = str_nbytes(sep), i = 0;
    while (maxsplit-- != 0) {
        const char *hit = m == 1 ? memchr(d + i, q[0], (size_t)(n - i)) : memmem(d + i, (size_t)(n - i), q, (size_t)m);
        if (hit == NULL) break;
        if (spans_add(sp, i, hit - d) < 0) return -1;
        i = hit - d + m;
    }
    return spans_add(sp, i, n);
}

/* Last occurrence of q (m > 0 bytes) in d[lo, hi), or NULL. */
static const char *rfind_bytes(const char *d, ssize_t lo, ssize_t hi, const char *q, ssize_t m)
{
    if (hi - lo < m) return NULL;
    if (m == 1) return memrchr(d + lo, q[0], (size_t)(hi - lo));
    for (const char *p = d + hi - m; p >= d + lo; p--) {
        p = memrchr(d + lo, q[0], (size_t)(p - (d + lo)) + 1);
        if (p == NULL) return NULL;
        if (memcmp(p, q, (size_t)m) == 0) return p;
    }
    return NULL;
}

static int rsplit_sep(Object *s, Object *sep, ssize_t maxsplit, Spans *sp)
{
    const char *d = str_cstr(s), *q = str_cstr(sep);
    ssize_t m = str_nbytes(sep), i = str_nbytes(s);
    while (maxsplit-- != 0) {
        const char *hit = rfind_bytes(d, 0, i, q, m);
        if (hit == NULL) break;
        if (spans_add(sp, hit - d + m, i) < 0) return -1;
        i = hit - d;
    }
    return spans_add(sp, 0, i);
}

static Object *do_split(Object *self, Object *const *args, ssize_t nargs, Object *kwnames, bool right)
{
    static const char *const names[] = {"sep", "maxsplit", NULL};
    Object *a[2];
    if (args_parse(right ? "rsplit" : "split", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    Object *sep = a[0];
    ssize_t maxsplit = -1;
    if (sep == None) sep = NULL;
    if (sep && !is_str(sep)) return err_format(&Exc_TypeError, "must be str or None, not %s", TYPE_NAME(sep));
    if (a[1] && arg_ssize(a[1], &maxsplit) < 0) return NULL;
    if (sep && str_nbytes(sep) == 0) return err_set(&Exc_ValueError, "empty separator");
    if (maxsplit < 0) maxsplit = -1;
    Spans sp;
    spans_init(&sp);
    int rc = sep == NULL ? (right ? rsplit_whitespace(self, maxsplit, &sp) : split_whitespace(self, maxsplit, &sp))
                         : (right ? rsplit_sep(self, sep, maxsplit, &sp) : split_sep(self, sep, maxsplit, &sp));
    if (rc < 0) {
        spans_free(&sp);
        return NULL;
    }
    return spans_list(self, &sp, right);
}

static Object *str_split(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return do_split(self, args, nargs, kwnames, false);
}

static Object *str_rsplit(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return do_split(self, args, nargs, kwnames, true);
}

static Object *str_splitlines(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"keepends", NULL};
    Object *a[1];
    if (args_parse("splitlines", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    ssize_t keep = 0;
    if (a[0]) {
        if (is_float(a[0])) return err_set(&Exc_TypeError, "'float' object cannot be interpreted as an integer");
        if (arg_ssize(a[0], &keep) < 0) return NULL;
    }
    const char *d = str_cstr(self);
    ssize_t n = str_nbytes(self), i = 0;
    bool ascii = STR(self)->ascii;
    Spans sp;
    spans_init(&sp);
    while (i < n) {
        ssize_t start = i, eol = -1, next = n;
        while (i < n) {
            unsigned char c = (unsigned char)d[i];
            if (c == '\n' || c == '\r' || c == 0x0B || c == 0x0C || (c >= 0x1C && c <= 0x1E)) {
                eol = i;
                next = (c == '\r' && i + 1 < n && d[i + 1] == '\n') ? i + 2 : i + 1;
                break;
            }
            if (!ascii && c >= 0x80) {
                int len;
                uint32_t cp = utf8_decode((const unsigned char *)d + i, &len);
                if (cp == 0x85 || cp == 0x2028 || cp == 0x2029) {
                    eol = i;
                    next = i + len;
                    break;
                }
                i += len;
                continue;
            }
            i++;
        }
        if (eol < 0) {
            if (spans_add(&sp, start, n) < 0) goto fail;
            break;
        }
        if (spans_add(&sp, start, keep ? next : eol) < 0) goto fail;
        i = next;
    }
    return spans_list(self, &sp, false);
fail:
    spans_free(&sp);
    return NULL;
}

/* ---- join, strip ------------------------------------------------------------- */

static Object *str_join_meth(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("str.join", kwnames) < 0 || args_count("str.join", nargs, 1, 1) < 0) return NULL;
    Object *it = args[0];
    if (!is_tuple(it) && !is_list(it) && TYPE(it)->iter == NULL && TYPE(it)->getitem == NULL)
        return err_set(&Exc_TypeError, "can only join an iterable");
    return str_join(self, it);
}

/* Does chars (a str) contain code point c? */
static bool in_chars(Object *chars, uint32_t c)
{
    const char *p = str_cstr(chars);
    ssize_t n = str_nbytes(chars);
    if (c < 0x80) return memchr(p, (int)c, (size_t)n) != NULL;
    char b[4];
    int k = utf8_encode(c, b);
    return memmem(p, (size_t)n, b, (size_t)k) != NULL;
}

/* how: 1 left, 2 right, 3 both. */
static Object *do_strip(Object *self, Object *const *args, ssize_t nargs, Object *kwnames, int how)
{
    static const char *const kwname[] = {"", "str.lstrip", "str.rstrip", "str.strip"};
    static const char *const name[] = {"", "lstrip", "rstrip", "strip"};
    if (args_no_kw(kwname[how], kwnames) < 0 || args_count(name[how], nargs, 0, 1) < 0) return NULL;
    Object *chars = nargs > 0 && args[0] != None ? args[0] : NULL;
    if (chars && !is_str(chars)) return err_format(&Exc_TypeError, "%s arg must be None or str", name[how]);
    const char *d = str_cstr(self);
    ssize_t n = str_nbytes(self), i = 0, j = n;
    bool ascii = STR(self)->ascii;
    if (how & 1) {
        while (i < n) {
            int len = 1;
            uint32_t c = (unsigned char)d[i];
            if (!ascii && c >= 0x80) c = utf8_decode((const unsigned char *)d + i, &len);
            if (chars ? !in_chars(chars, c) : !uc_is_space(c)) break;
            i += len;
        }
    }
    if (how & 2) {
        while (j > i) {
            ssize_t at = j - 1;
            uint32_t c = (unsigned char)d[at];
            if (!ascii && c >= 0x80) c = cp_before(d, j, &at);
            if (chars ? !in_chars(chars, c) : !uc_is_space(c)) break;
            j = at;
        }
    }
    return str_subbytes(self, i, j);
}

static Object *str_strip(Object *s, Object *const *a, ssize_t n, Object *k) { return do_strip(s, a, n, k, 3); }
static Object *str_lstrip(Object *s, Object *const *a, ssize_t n, Object *k) { return do_strip(s, a, n, k, 1); }
static Object *str_rstrip(Object *s, Object *const *a, ssize_t n, Object *k) { return do_strip(s, a, n, k, 2); }

/* ---- find family ---------------------------------------------------------------- */

/* Parse (sub[, start[, end]]) for find/index/count/startswith; resolve
 * start/end to byte offsets (*bs, *be) within self; returns -1 on error,
 * 1 when the range is empty-invalid (start past end), else 0. */
static int find_args(const char *fname, Object *self, Object *const *args, ssize_t nargs, Object *kwnames,
                     ssize_t *bs, ssize_t *be, ssize_t *cs, ssize_t *ce)
{
    if (kwnames && tuple_len(kwnames) > 0) {
        err_format(&Exc_TypeError, "str.%s() takes no keyword arguments", fname);
        return -1;
    }
    if (nargs < 1) {
        err_format(&Exc_TypeError, "%s() takes at least 1 argument (0 given)", fname);
        return -1;
    }
    if (nargs > 3) {
        err_format(&Exc_TypeError, "%s() takes at most 3 arguments (%zd given)", fname, nargs);
        return -1;
    }
    ssize_t len = str_len(self), start = 0, end = PTRDIFF_MAX;
    if (slice_index(nargs > 1 ? args[1] : NULL, &start) < 0) return -1;
    if (slice_index(nargs > 2 ? args[2] : NULL, &end) < 0) return -1;
    adjust_indices(&start, &end, len);
    *cs = start;
    *ce = end;
    if (start > len || start > end) return 1;
    *bs = str_offset(self, start);
    *be = end - start < STR_INDEX_STEP && !STR(self)->ascii
              ? skip_utf8(str_cstr(self) + *bs, end - start) - str_cstr(self)
              : str_offset(self, end);
    return 0;
}

/* find / rfind / index / rindex as a code point index, -1 if absent, -2 on error. */
static ssize_t do_find(const char *fname, Object *self, Object *const *args, ssize_t nargs, Object *kwnames,
                       bool right)
{
    ssize_t bs = 0, be = 0, cs = 0, ce = 0;
    int rc = find_args(fname, self, args, nargs, kwnames, &bs, &be, &cs, &ce);
    if (rc < 0) return -2;
    Object *sub = args[0];
    if (!is_str(sub)) {
        must_be_str(sub);
        return -2;
    }
    if (rc == 1) return -1;
    ssize_t m = str_nbytes(sub);
    if (m == 0) return right ? ce : cs;
    const char *d = str_cstr(self), *q = str_cstr(sub), *hit;
    if (be - bs < m) return -1;
    if (right) hit = rfind_bytes(d, bs, be, q, m);
    else hit = m == 1 ? memchr(d + bs, q[0], (size_t)(be - bs)) : memmem(d + bs, (size_t)(be - bs), q, (size_t)m);
    if (hit == NULL) return -1;
    return str_index_of_offset(self, hit - d);
}

/* New ref: the int result of do_find (index/rindex raise when absent). */
static Object *find_result(ssize_t r, bool raise)
{
    if (r == -2) return NULL;
    if (r == -1 && raise) return err_set(&Exc_ValueError, "substring not found");
    return small_new(r);
}

static Object *str_find(Object *s, Object *const *a, ssize_t n, Object *k)
{
    return find_result(do_find("find", s, a, n, k, false), false);
}
static Object *str_rfind(Object *s, Object *const *a, ssize_t n, Object *k)
{
    return find_result(do_find("rfind", s, a, n, k, true), false);
}
static Object *str_index(Object *s, Object *const *a, ssize_t n, Object *k)
{
    return find_result(do_find("index", s, a, n, k, false), true);
}
static Object *str_rindex(Object *s, Object *const *a, ssize_t n, Object *k)
{
    return find_result(do_find("rindex", s, a, n, k, true), true);
}

static Object *str_count(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ssize_t bs = 0, be = 0, cs = 0, ce = 0;
    int rc = find_args("count", self, args, nargs, kwnames, &bs, &be, &cs, &ce);
    if (rc < 0) return NULL;
    Object *sub = args[0];
    if (!is_str(sub)) return must_be_str(sub);
    if (rc == 1) return small_new(0);
    ssize_t m = str_nbytes(sub);
    if (m == 0) return small_new(ce - cs + 1);
    const char *d = str_cstr(self), *q = str_cstr(sub);
    ssize_t count = 0, i = bs;
    while (be - i >= m) {
        const char *hit = m == 1 ? memchr(d + i, q[0], (size_t)(be - i)) : memmem(d + i, (size_t)(be - i), q, (size_t)m);
        if (hit == NULL) break;
        count++;
        i = hit - d + m;
    }
    return small_new(count);
}

/* startswith / endswith, one candidate: 1, 0, or -1. */
static int tail_match(Object *self, Object *sub, ssize_t bs, ssize_t be, bool end)
{
    ssize_t m = str_nbytes(sub);
    if (be - bs < m) return 0;
    const char *p = str_cstr(self) + (end ? be - m : bs);
    return memcmp(p, str_cstr(sub), (size_t)m) == 0;
}

static Object *do_startswith(Object *self, Object *const *args, ssize_t nargs, Object *kwnames, bool end)
{
    const char *fname = end ? "endswith" : "startswith";
    ssize_t bs = 0, be = 0, cs = 0, ce = 0;
    int rc = find_args(fname, self, args, nargs, kwnames, &bs, &be, &cs, &ce);
    if (rc < 0) return NULL;
    Object *sub = args[0];
    if (is_tuple(sub)) {
        for (ssize_t i = 0; i < tuple_len(sub); i++) {
            Object *x = tuple_get(sub, i);
            if (!is_str(x))
                return err_format(&Exc_TypeError, "tuple for %s must only contain str, not %s", fname, TYPE_NAME(x));
            if (rc == 0 && tail_match(self, x, bs, be, end)) return True;
        }
        return False;
    }
    if (!is_str(sub))
        return err_format(&Exc_TypeError, "%s first arg must be str or a tuple of str, not %s", fname, TYPE_NAME(sub));
    if (rc == 1) return False;
    return bool_from(tail_match(self, sub, bs, be, end));
}

static Object *str_startswith(Object *s, Object *const *a, ssize_t n, Object *k) { return do_startswith(s, a, n, k, false); }
static Object *str_endswith(Object *s, Object *const *a, ssize_t n, Object *k) { return do_startswith(s, a, n, k, true); }

/* ---- replace, partition, prefix/suffix ------------------------------------------- */

static Object *str_replace(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("str.replace", kwnames) < 0 || args_count("replace", nargs, 2, 3) < 0) return NULL;
    Object *old = args[0], *new = args[1];
    if (!is_str(old)) return err_format(&Exc_TypeError, "replace() argument 1 must be str, not %s", args_type_name(old));
    if (!is_str(new)) return err_format(&Exc_TypeError, "replace() argument 2 must be str, not %s", args_type_name(new));
    ssize_t count = -1;
    if (nargs > 2 && arg_ssize(args[2], &count) < 0) return NULL;
    if (count < 0) count = PTRDIFF_MAX;
    const char *d = str_cstr(self), *q = str_cstr(old), *r = str_cstr(new);
    ssize_t n = str_nbytes(self), m = str_nbytes(old), k = str_nbytes(new);
    if (count == 0) return self_or_copy(self);
    if (m == 0) {
        /* Insert new before every character and at the end, count times. */
        ssize_t len = str_len(self), times = len + 1 < count ? len + 1 : count;
        StrBuilder sb;
        sb_init(&sb);
        if (sb_reserve(&sb, (size_t)(n + times * k)) < 0) return NULL;
        ssize_t i = 0;
        for (ssize_t t = 0; t < times; t++) {
            if (sb_add_str(&sb, new) < 0) goto fail_sb;
            if (i < n) {
                int cl = utf8_len((unsigned char)d[i]);
                if (sb_add(&sb, d + i, (size_t)cl) < 0) goto fail_sb;
                i += cl;
            }
        }
        if (sb_add(&sb, d + i, (size_t)(n - i)) < 0) goto fail_sb;
        return sb_finish(&sb);
    fail_sb:
        sb_discard(&sb);
        return NULL;
    }
    /* Count the matches first: the result is then allocated once. */
    ssize_t found = 0;
    for (ssize_t i = 0; found < count;) {
        const char *hit = m == 1 ? memchr(d + i, q[0], (size_t)(n - i)) : memmem(d + i, (size_t)(n - i), q, (size_t)m);
        if (hit == NULL) break;
        found++;
        i = hit - d + m;
    }
    if (found == 0) return self_or_copy(self);
    ssize_t nb = n + found * (k - m);
    ssize_t nc = str_len(self) + found * (str_len(new) - str_len(old));
    if (nb == 0) return str_empty;
    Object *res = str_new_raw(nb, nc, STR(self)->ascii && STR(new)->ascii);
    if (res == NULL) return NULL;
    char *out = STR(res)->data;
    ssize_t i = 0;
    for (ssize_t f = 0; f < found; f++) {
        const char *hit = m == 1 ? memchr(d + i, q[0], (size_t)(n - i)) : memmem(d + i, (size_t)(n - i), q, (size_t)m);
        ssize_t at = hit - d;
        memcpy(out, d + i, (size_t)(at - i));
        out += at - i;
        memcpy(out, r, (size_t)k);
        out += k;
        i = at + m;
    }
    memcpy(out, d + i, (size_t)(n - i));
    if (nc == 1) SETREF(res, str_from_valid(STR(res)->data, nb)); /* the cached char */
    else if (!STR(res)->ascii) {
        /* The non-ASCII characters may all have been replaced: the flag is exact. */
        bool ascii;
        str_utf8_count(STR(res)->data, (size_t)nb, &ascii);
        STR(res)->ascii = ascii;
    }
    return res;
}

static Object *do_partition(Object *self, Object *const *args, ssize_t nargs, Object *kwnames, bool right)
{
    const char *fname = right ? "str.rpartition" : "str.partition";
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 1, 1) < 0) return NULL;
    Object *sep = args[0];
    if (!is_str(sep)) return must_be_str(sep);
    ssize_t m = str_nbytes(sep), n = str_nbytes(self);
    if (m == 0) return err_set(&Exc_ValueError, "empty separator");
    const char *d = str_cstr(self), *hit;
    if (right) hit = rfind_bytes(d, 0, n, str_cstr(sep), m);
    else hit = memmem(d, (size_t)n, str_cstr(sep), (size_t)m);
    if (hit == NULL) {
        Object *me = self_or_copy(self);
        Object *t = right ? tuple_pack(3, str_empty, str_empty, me) : tuple_pack(3, me, str_empty, str_empty);
        DECREF(me);
        return t;
    }
    ssize_t at = hit - d;
    Object *a = str_subbytes(self, 0, at), *c = a ? str_subbytes(self, at + m, n) : NULL;
    Object *t = c ? tuple_pack(3, a, sep, c) : NULL;
    XDECREF(a);
    XDECREF(c);
    return t;
}

static Object *str_partition(Object *s, Object *const *a, ssize_t n, Object *k) { return do_partition(s, a, n, k, false); }
static Object *str_rpartition(Object *s, Object *const *a, ssize_t n, Object *k) { return do_partition(s, a, n, k, true); }

static Object *do_remove(Object *self, Object *const *args, ssize_t nargs, Object *kwnames, bool suffix)
{
    const char *fname = suffix ? "str.removesuffix" : "str.removeprefix";
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 1, 1) < 0) return NULL;
    Object *x = args[0];
    if (!is_str(x))
        return err_format(&Exc_TypeError, "%s() argument must be str, not %s", fname + 4, args_type_name(x));
    ssize_t n = str_nbytes(self), m = str_nbytes(x);
    if (m == 0 || m > n || memcmp(str_cstr(self) + (suffix ? n - m : 0), str_cstr(x), (size_t)m) != 0)
        return self_or_copy(self);
    return suffix ? str_subbytes(self, 0, n - m) : str_subbytes(self, m, n);
}

static Object *str_removeprefix(Object *s, Object *const *a, ssize_t n, Object *k) { return do_remove(s, a, n, k, false); }
static Object *str_removesuffix(Object *s, Object *const *a, ssize_t n, Object *k) { return do_remove(s, a, n, k, true); }

/* ---- case mapping ------------------------------------------------------------------ */

enum { CASE_LOWER, CASE_UPPER, CASE_TITLE, CASE_CAPITALIZE, CASE_SWAP, CASE_FOLD };

/* CPython's handle_capital_sigma: U+03A3 at byte offset off lowercases to
 * final sigma after a cased letter and not before one (case-ignorable
 * characters skipped both ways). */
static uint32_t lower_sigma(const char *d, ssize_t n, ssize_t off, int len)
{
    ssize_t j = off, at;
    uint32_t c = 0;
    bool final = false;
    while (j > 0) {
        c = cp_before(d, j, &at);
        j = at;
        if (!(uc_flags(c) & UC_CASE_IGNORABLE)) {
            final = (uc_flags(c) & UC_CASED) != 0;
            break;
        }
    }
    if (final) {
        j = off + len;
        while (j < n) {
            int l;
            c = utf8_decode((const unsigned char *)d + j, &l);
            j += l;
            if (!(uc_flags(c) & UC_CASE_IGNORABLE)) {
                final = !(uc_flags(c) & UC_CASED);
                break;
            }
        }
    }
    return final ? 0x3C2 : 0x3C3;
}

/* Lowercase of the character c at byte offset off (full mapping, final sigma). */
static int lower_at(const char *d, ssize_t n, ssize_t off, int len, uint32_t c, uint32_t *out)
{
    if (c == 0x3A3) {
        out[0] = lower_sigma(d, n, off, len);
        return 1;
    }
    return uc_lower(c, out);
}

/* New ref: an ASCII str mapped byte by byte (ASCII case rules). */
static Object *case_ascii(Object *self, int how)
{
    ssize_t n = str_nbytes(self);
    const unsigned char *d = (const unsigned char *)str_cstr(self);
    Object *r = str_new_raw(n, n, true);
    if (r == NULL) return NULL;
    unsigned char *o = (unsigned char *)STR(r)->data;
    bool prev_cased = false;
    for (ssize_t i = 0; i < n; i++) {
        unsigned char c = d[i];
        bool up = c >= 'A' && c <= 'Z', low = c >= 'a' && c <= 'z';
        switch (how) {
        case CASE_LOWER: case CASE_FOLD: if (up) c += 32; break;
        case CASE_UPPER: if (low) c -= 32; break;
        case CASE_SWAP: if (up) c += 32; else if (low) c -= 32; break;
        case CASE_CAPITALIZE:
            if (i == 0) { if (low) c -= 32; }
            else if (up) c += 32;
            break;
        case CASE_TITLE:
            if (prev_cased) { if (up) c += 32; }
            else if (low) c -= 32;
            prev_cased = up || low;
            break;
        }
        o[i] = c;
    }
    return r;
}

/* New ref: lower/upper/title/capitalize/swapcase/casefold of self. */
static Object *do_case(Object *self, Object *kwnames, ssize_t nargs, const char *fname, int how)
{
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 0, 0) < 0) return NULL;
    if (str_nbytes(self) == 0) return str_empty;
    if (STR(self)->ascii) {
        Object *r = case_ascii(self, how);
        if (r && str_len(r) == 1) SETREF(r, str_from_known(str_cstr(r), 1, 1, true));
        return r;
    }
    const char *d = str_cstr(self);
    ssize_t n = str_nbytes(self);
    StrBuilder sb;
    sb_init(&sb);
    if (sb_reserve(&sb, (size_t)n) < 0) return NULL;
    bool prev_cased = false, first = true;
    for (ssize_t i = 0; i < n;) {
        int len;
        uint32_t c = utf8_decode((const unsigned char *)d + i, &len), m[3];
        int k;
        switch (how) {
        case CASE_LOWER: k = lower_at(d, n, i, len, c, m); break;
        case CASE_UPPER: k = uc_upper(c, m); break;
        case CASE_FOLD: k = uc_fold(c, m); break;
        case CASE_SWAP: {
            unsigned f = uc_flags(c);
            if (f & UC_UPPER) k = lower_at(d, n, i, len, c, m);
            else if (f & UC_LOWER) k = uc_upper(c, m);
            else m[0] = c, k = 1;
            break;
        }
        case CASE_CAPITALIZE:
            k = first ? uc_title(c, m) : lower_at(d, n, i, len, c, m);
            break;
        default: /* CASE_TITLE */
            k = prev_cased ? lower_at(d, n, i, len, c, m) : uc_title(c, m);
            prev_cased = (uc_flags(c) & UC_CASED) != 0;
            break;
        }
        first = false;
        for (int j = 0; j < k; j++)
            if (sb_add_codepoint(&sb, m[j]) < 0) {
                sb_discard(&sb);
                return NULL;
            }
        i += len;
    }
    return sb_finish(&sb);
}

static Object *str_lower(Object *s, Object *const *a, ssize_t n, Object *k) { (void)a; return do_case(s, k, n, "str.lower", CASE_LOWER); }
static Object *str_upper(Object *s, Object *const *a, ssize_t n, Object *k) { (void)a; return do_case(s, k, n, "str.upper", CASE_UPPER); }
static Object *str_title(Object *s, Object *const *a, ssize_t n, Object *k) { (void)a; return do_case(s, k, n, "str.title", CASE_TITLE); }
static Object *str_capitalize(Object *s, Object *const *a, ssize_t n, Object *k) { (void)a; return do_case(s, k, n, "str.capitalize", CASE_CAPITALIZE); }
static Object *str_swapcase(Object *s, Object *const *a, ssize_t n, Object *k) { (void)a; return do_case(s, k, n, "str.swapcase", CASE_SWAP); }
static Object *str_casefold(Object *s, Object *const *a, ssize_t n, Object *k) { (void)a; return do_case(s, k, n, "str.casefold", CASE_FOLD); }

/* ---- classification --------------------------------------------------------------- */

/* ASCII class bits, by byte. */
static unsigned ascii_flags(unsigned char c)
{
    unsigned f = 0;
    bool up = c >= 'A' && c <= 'Z', low = c >= 'a' && c <= 'z', dig = c >= '0' && c <= '9';
    if (up || low) f |= UC_ALPHA | UC_CASED | UC_ID_START | UC_ID_CONTINUE;
    if (up) f |= UC_UPPER;
    if (low) f |= UC_LOWER;
    if (dig) f |= UC_DECIMAL | UC_DIGIT | UC_NUMERIC | UC_ID_CONTINUE;
    if (c == '_') f |= UC_ID_START | UC_ID_CONTINUE;
    if (uc_is_space(c)) f |= UC_SPACE;
    if (c >= 0x20 && c < 0x7F) f |= UC_PRINTABLE;
    return f;
}

static inline unsigned char_flags(uint32_t c) { return c < 128 ? ascii_flags((unsigned char)c) : uc_flags(c); }

/* True when every character has one of the bits in mask (and s is not empty). */
static Object *all_have(Object *self, Object *kwnames, ssize_t nargs, const char *fname, unsigned mask)
{
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 0, 0) < 0) return NULL;
    const char *d = str_cstr(self);
    ssize_t n = str_nbytes(self);
    if (n == 0) return bool_from(mask == UC_PRINTABLE);
    for (ssize_t i = 0; i < n;) {
        int len = 1;
        uint32_t c = (unsigned char)d[i];
        if (c >= 0x80) c = utf8_decode((const unsigned char *)d + i, &len);
        if (!(char_flags(c) & mask)) return False;
        i += len;
    }
    return True;
}

#define CLASSIFY(cname, pyname, mask)                                                           \
    static Object *cname(Object *s, Object *const *a, ssize_t n, Object *k)                     \
    {                                                                                           \
        (void)a;                                                                                \
        return all_have(s, k, n, "str." pyname, mask);                                          \
    }
CLASSIFY(str_isalpha, "isalpha", UC_ALPHA)
CLASSIFY(str_isdigit, "isdigit", UC_DIGIT)
CLASSIFY(str_isdecimal, "isdecimal", UC_DECIMAL)
CLASSIFY(str_isnumeric, "isnumeric", UC_NUMERIC)
CLASSIFY(str_isalnum, "isalnum", UC_ALPHA | UC_DECIMAL | UC_DIGIT | UC_NUMERIC)
CLASSIFY(str_isspace, "isspace", UC_SPACE)
CLASSIFY(str_isprintable, "isprintable", UC_PRINTABLE)
#undef CLASSIFY

/* isupper / islower: at least one cased character, none of the other case. */
static Object *cased_check(Object *self, Object *kwnames, ssize_t nargs, const char *fname, bool upper)
{
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 0, 0) < 0) return NULL;
    const char *d = str_cstr(self);
    ssize_t n = str_nbytes(self);
    bool cased = false;
    unsigned want = upper ? UC_UPPER : UC_LOWER, bad = (upper ? UC_LOWER : UC_UPPER) | UC_TITLE;
    for (ssize_t i = 0; i < n;) {
        int len = 1;
        uint32_t c = (unsigned char)d[i];
        if (c >= 0x80) c = utf8_decode((const unsigned char *)d + i, &len);
        unsigned f = char_flags(c);
        if (f & bad) return False;
        if (f & want) cased = true;
        i += len;
    }
    return bool_from(cased);
}

static Object *str_isupper(Object *s, Object *const *a, ssize_t n, Object *k) { (void)a; return cased_check(s, k, n, "str.isupper", true); }
static Object *str_islower(Object *s, Object *const *a, ssize_t n, Object *k) { (void)a; return cased_check(s, k, n, "str.islower", false); }

static Object *str_istitle(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("str.istitle", kwnames) < 0 || args_count("str.istitle", nargs, 0, 0) < 0) return NULL;
    const char *d = str_cstr(self);
    ssize_t n = str_nbytes(self);
    bool cased = false, previous_is_cased = false;
    for (ssize_t i = 0; i < n;) {
        int len = 1;
        uint32_t c = (unsigned char)d[i];
        if (c >= 0x80) c = utf8_decode((const unsigned char *)d + i, &len);
        unsigned f = char_flags(c);
        if (f & (UC_UPPER | UC_TITLE)) {
            if (previous_is_cased) return False;
            previous_is_cased = cased = true;
        } else if (f & UC_LOWER) {
            if (!previous_is_cased) return False;
            previous_is_cased = cased = true;
        } else {
            previous_is_cased = false;
        }
        i += len;
    }
    return bool_from(cased);
}

static Object *str_isidentifier(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("str.isidentifier", kwnames) < 0 || args_count("str.isidentifier", nargs, 0, 0) < 0) return NULL;
    const char *d = str_cstr(self);
    ssize_t n = str_nbytes(self);
    if (n == 0) return False;
    for (ssize_t i = 0; i < n;) {
        int len = 1;
        uint32_t c = (unsigned char)d[i];
        if (c >= 0x80) c = utf8_decode((const unsigned char *)d + i, &len);
        if (!(char_flags(c) & (i == 0 ? UC_ID_START : UC_ID_CONTINUE))) return False;
        i += len;
    }
    return True;
}

static Object *str_isascii(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("str.isascii", kwnames) < 0 || args_count("str.isascii", nargs, 0, 0) < 0) return NULL;
    return bool_from(STR(self)->ascii);
}

/* ---- padding ------------------------------------------------------------------------- */

/* New ref: self padded with `left` and `right` fill characters. */
static Object *pad(Object *self, ssize_t left, ssize_t right, uint32_t fill)
{
    if (left < 0) left = 0;
    if (right < 0) right = 0;
    if (left == 0 && right == 0) return self_or_copy(self);
    StrBuilder sb;
    sb_init(&sb);
    if (sb_reserve(&sb, (size_t)(str_nbytes(self) + (left + right) * utf8_cp_len(fill))) < 0 ||
        sb_add_fill(&sb, fill, left) < 0 || sb_add_str(&sb, self) < 0 || sb_add_fill(&sb, fill, right) < 0) {
        sb_discard(&sb);
        return NULL;
    }
    return sb_finish(&sb);
}

/* (width[, fillchar]) of ljust / rjust / center. */
static int pad_args(const char *fname, Object *const *args, ssize_t nargs, Object *kwnames, ssize_t *width,
                    uint32_t *fill)
{
    char kwname[32];
    snprintf(kwname, sizeof kwname, "str.%s", fname);
    if (args_no_kw(kwname, kwnames) < 0 || args_count(fname, nargs, 1, 2) < 0) return -1;
    if (arg_ssize(args[0], width) < 0) return -1;
    *fill = ' ';
    if (nargs > 1) {
        Object *f = args[1];
        if (!is_str(f)) {
            err_format(&Exc_TypeError, "The fill character must be a unicode character, not %s", TYPE_NAME(f));
            return -1;
        }
        if (str_len(f) != 1) {
            err_set(&Exc_TypeError, "The fill character must be exactly one character long");
            return -1;
        }
        int len;
        *fill = utf8_decode((const unsigned char *)str_cstr(f), &len);
    }
    return 0;
}

static Object *str_ljust(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ssize_t w = 0;
    uint32_t fill;
    if (pad_args("ljust", args, nargs, kwnames, &w, &fill) < 0) return NULL;
    return pad(self, 0, w - str_len(self), fill);
}

static Object *str_rjust(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ssize_t w = 0;
    uint32_t fill;
    if (pad_args("rjust", args, nargs, kwnames, &w, &fill) < 0) return NULL;
    return pad(self, w - str_len(self), 0, fill);
}

static Object *str_center(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    ssize_t w = 0;
    uint32_t fill;
    if (pad_args("center", args, nargs, kwnames, &w, &fill) < 0) return NULL;
    ssize_t marg = w - str_len(self);
    if (marg <= 0) return self_or_copy(self);
    /* CPython's split of the margin: the odd one goes left when width is odd. */
    ssize_t left = marg / 2 + (marg & w & 1);
    return pad(self, left, marg - left, fill);
}

static Object *str_zfill(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("str.zfill", kwnames) < 0 || args_count("str.zfill", nargs, 1, 1) < 0) return NULL;
    ssize_t w = 0;
    if (arg_ssize(args[0], &w) < 0) return NULL;
    ssize_t fill = w - str_len(self);
    if (fill <= 0) return self_or_copy(self);
    const char *d = str_cstr(self);
    ssize_t n = str_nbytes(self);
    bool sign = n > 0 && (d[0] == '+' || d[0] == '-');
    StrBuilder sb;
    sb_init(&sb);
    if (sb_reserve(&sb, (size_t)(n + fill)) < 0 || (sign && sb_add_byte(&sb, d[0]) < 0) ||
        sb_add_fill(&sb, '0', fill) < 0 || sb_add(&sb, d + sign, (size_t)(n - sign)) < 0) {
        sb_discard(&sb);
        return NULL;
    }
    return sb_finish(&sb);
}

static Object *str_expandtabs(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"tabsize", NULL};
    Object *a[1];
    if (args_parse("expandtabs", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    ssize_t tab = 8;
    if (a[0] && arg_ssize(a[0], &tab) < 0) return NULL;
    const char *d = str_cstr(self);
    ssize_t n = str_nbytes(self);
    if (memchr(d, '\t', (size_t)n) == NULL) return self_or_copy(self);
    StrBuilder sb;
    sb_init(&sb);
    ssize_t col = 0;
    for (ssize_t i = 0; i < n;) {
        unsigned char c = (unsigned char)d[i];
        int len = utf8_len(c);
        int rc;
        if (c == '\t') {
            ssize_t k = tab > 0 ? tab - col % tab : 0;
            rc = sb_add_fill(&sb, ' ', k);
            col += k;
        } else {
            rc = sb_add(&sb, d + i, (size_t)len);
            col = (c == '\n' || c == '\r') ? 0 : col + 1;
        }
        if (rc < 0) {
            sb_discard(&sb);
            return NULL;
        }
        i += len;
    }
    return sb_finish(&sb);
}

/* ---- encode, translate, format ----------------------------------------------------- */

/* Does `enc` name UTF-8 (any spelling CPython accepts)? Returns the codec:
 * 0 utf-8, 1 ascii, 2 latin-1, -1 unknown. */
int str_codec_lookup(Object *enc)
{
    char norm[32];
    size_t k = 0;
    const char *p = str_cstr(enc);
    for (; *p && k + 1 < sizeof norm; p++) {
        char c = *p;
        if (c >= 'A' && c <= 'Z') c += 32;
        if (c == '-' || c == ' ') c = '_';
        norm[k++] = c;
    }
    norm[k] = '\0';
    if (*p) return -1;
    if (!strcmp(norm, "utf_8") || !strcmp(norm, "utf8") || !strcmp(norm, "u8") || !strcmp(norm, "utf"))
        return 0;
    if (!strcmp(norm, "ascii") || !strcmp(norm, "us_ascii") || !strcmp(norm, "646")) return 1;
    if (!strcmp(norm, "latin_1") || !strcmp(norm, "latin1") || !strcmp(norm, "iso_8859_1") ||
        !strcmp(norm, "iso8859_1") || !strcmp(norm, "l1") || !strcmp(norm, "8859") || !strcmp(norm, "cp819") ||
        !strcmp(norm, "latin"))
        return 2;
    return -1;
}

static Object *str_encode(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"encoding", "errors", NULL};
    Object *a[2];
    if (args_parse("encode", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    if (a[0] && !is_str(a[0]))
        return err_format(&Exc_TypeError, "encode() argument 'encoding' must be str, not %s", args_type_name(a[0]));
    if (a[1] && !is_str(a[1]))
        return err_format(&Exc_TypeError, "encode() argument 'errors' must be str, not %s", args_type_name(a[1]));
    int codec = a[0] ? str_codec_lookup(a[0]) : 0;
    if (codec < 0) return err_format(&Exc_LookupError, "unknown encoding: %U", a[0]);
    const char *errors = a[1] ? str_cstr(a[1]) : "strict";
    const char *d = str_cstr(self);
    ssize_t n = str_nbytes(self);
    if (STR(self)->ascii) return bytes_from(d, n);
    /* Non-ASCII: copy code point by code point, applying `errors` to what
     * the codec cannot represent (surrogates for UTF-8). */
    char *buf = malloc((size_t)n + 1);
    if (buf == NULL) return err_no_memory();
    ssize_t o = 0, pos = 0;
    for (ssize_t i = 0; i < n; pos++) {
        int len;
        uint32_t c = utf8_decode((const unsigned char *)d + i, &len);
        uint32_t limit = codec == 0 ? 0x110000 : codec == 1 ? 0x80 : 0x100;
        bool ok = c < limit && !(codec == 0 && c >= 0xD800 && c <= 0xDFFF);
        if (ok) {
            if (codec == 2) buf[o++] = (char)c;
            else {
                memcpy(buf + o, d + i, (size_t)len);
                o += len;
            }
        } else if (!strcmp(errors, "ignore")) {
            /* dropped */
        } else if (!strcmp(errors, "replace")) {
            buf[o++] = '?';
        } else {
            free(buf);
            StrBuilder sb;
            sb_init(&sb);
            Object *ch = str_from_codepoint(c);
            int rc = ch ? str_backslash_into(&sb, ch) : -1;
            XDECREF(ch);
            Object *esc = rc < 0 ? NULL : sb_finish(&sb);
            if (rc < 0) sb_discard(&sb);
            if (esc == NULL) return NULL;
            static const char *const cname[] = {"utf-8", "ascii", "latin-1"};
            err_format(&Exc_UnicodeEncodeError, "'%s' codec can't encode character '%U' in position %zd: %s",
                       cname[codec], esc, pos, codec == 0 ? "surrogates not allowed" : codec == 1
                                                   ? "ordinal not in range(128)" : "ordinal not in range(256)");
            DECREF(esc);
            return NULL;
        }
        i += len;
    }
    Object *r = bytes_from(buf, o);
    free(buf);
    return r;
}

static Object *str_maketrans(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("maketrans", kwnames) < 0 || args_count("maketrans", nargs, 1, 3) < 0) return NULL;
    Object *d = dict_new();
    if (d == NULL) return NULL;
    if (nargs == 1) {
        Object *x = args[0];
        if (!is_dict_exact(x)) { /* CPython: PyDict_CheckExact */
            DECREF(d);
            return err_set(&Exc_TypeError, "if you give only one argument to maketrans it must be a dict");
        }
        Object *items = dict_items_list(x);
        if (items == NULL) goto fail;
        for (ssize_t i = 0; i < list_len(items); i++) {
            Object *kv = ((ListObject *)items)->items[i];
            Object *k = tuple_get(kv, 0), *v = tuple_get(kv, 1), *key;
            if (is_str(k)) {
                if (str_len(k) != 1) {
                    DECREF(items);
                    err_set(&Exc_ValueError, "string keys in translate table must be of length 1");
                    goto fail;
                }
                int len;
                key = small_new(utf8_decode((const unsigned char *)str_cstr(k), &len));
            } else if (is_int(k)) {
                key = k;
            } else {
                DECREF(items);
                err_set(&Exc_TypeError, "keys in translate table must be strings or integers");
                goto fail;
            }
            if (dict_set(d, key, v) < 0) {
                DECREF(items);
                goto fail;
            }
        }
        DECREF(items);
        return d;
    }
    for (int i = 1; i < nargs; i++)
        if (!is_str(args[i])) {
            err_format(&Exc_TypeError, "maketrans() argument %d must be str, not %s", i + 1, args_type_name(args[i]));
            goto fail;
        }
    if (!is_str(args[0])) {
        err_set(&Exc_TypeError, "first maketrans argument must be a string if there is a second argument");
        goto fail;
    }
    Object *x = args[0], *y = args[1];
    if (str_len(x) != str_len(y)) {
        err_set(&Exc_ValueError, "the first two maketrans arguments must have equal length");
        goto fail;
    }
    const unsigned char *p = (const unsigned char *)str_cstr(x), *q = (const unsigned char *)str_cstr(y);
    for (ssize_t i = 0; i < str_len(x); i++) {
        int l1, l2;
        uint32_t a = utf8_decode(p, &l1), b = utf8_decode(q, &l2);
        p += l1, q += l2;
        if (dict_set(d, small_new(a), small_new(b)) < 0) goto fail;
    }
    if (nargs == 3) {
        p = (const unsigned char *)str_cstr(args[2]);
        for (ssize_t i = 0; i < str_len(args[2]); i++) {
            int l;
            uint32_t a = utf8_decode(p, &l);
            p += l;
            if (dict_set(d, small_new(a), None) < 0) goto fail;
        }
    }
    return d;
fail:
    DECREF(d);
    return NULL;
}

static Object *str_translate(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("str.translate", kwnames) < 0 || args_count("str.translate", nargs, 1, 1) < 0) return NULL;
    Object *table = args[0];
    const char *d = str_cstr(self);
    ssize_t n = str_nbytes(self);
    StrBuilder sb;
    sb_init(&sb);
    for (ssize_t i = 0; i < n;) {
        int len;
        uint32_t c = utf8_decode((const unsigned char *)d + i, &len);
        Object *v = obj_getitem(table, small_new(c));
        int rc = 0;
        if (v == NULL) {
            if (!err_matches(&Exc_LookupError)) goto fail;
            err_clear();
            rc = sb_add(&sb, d + i, (size_t)len);
        } else if (v == None) {
            /* deleted */
        } else if (is_str(v)) {
            rc = sb_add_str(&sb, v);
        } else if (is_int(v)) {
            int64_t cp;
            if (!int_as_i64(v, &cp) || cp < 0 || cp > 0x10FFFF) {
                DECREF(v);
                err_set(&Exc_ValueError, "character mapping must be in range(0x110000)");
                goto fail;
            }
            rc = sb_add_codepoint(&sb, (uint32_t)cp);
        } else {
            DECREF(v);
            err_set(&Exc_TypeError, "character mapping must return integer, None or str");
            goto fail;
        }
        XDECREF(v);
        if (rc < 0) goto fail;
        i += len;
    }
    return sb_finish(&sb);
fail:
    sb_discard(&sb);
    return NULL;
}

static Object *str_dunder_format(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("__format__", kwnames) < 0 || args_count("__format__", nargs, 1, 1) < 0) return NULL;
    if (!is_str(args[0]))
        return err_format(&Exc_TypeError, "__format__() argument must be str, not %s", args_type_name(args[0]));
    return str_format(self, args[0]);
}

const MethodDef str_methods[] = {
    {"split", str_split, METH_DEFAULT},
    {"rsplit", str_rsplit, METH_DEFAULT},
    {"splitlines", str_splitlines, METH_DEFAULT},
    {"join", str_join_meth, METH_DEFAULT},
    {"strip", str_strip, METH_DEFAULT},
    {"lstrip", str_lstrip, METH_DEFAULT},
    {"rstrip", str_rstrip, METH_DEFAULT},
    {"find", str_find, METH_DEFAULT},
    {"rfind", str_rfind, METH_DEFAULT},
    {"index", str_index, METH_DEFAULT},
    {"rindex", str_rindex, METH_DEFAULT},
    {"count", str_count, METH_DEFAULT},
    {"startswith", str_startswith, METH_DEFAULT},
    {"endswith", str_endswith, METH_DEFAULT},
    {"replace", str_replace, METH_DEFAULT},
    {"partition", str_partition, METH_DEFAULT},
    {"rpartition", str_rpartition, METH_DEFAULT},
    {"removeprefix", str_removeprefix, METH_DEFAULT},
    {"removesuffix", str_removesuffix, METH_DEFAULT},
    {"lower", str_lower, METH_DEFAULT},
    {"upper", str_upper, METH_DEFAULT},
    {"title", str_title, METH_DEFAULT},
    {"capitalize", str_capitalize, METH_DEFAULT},
    {"swapcase", str_swapcase, METH_DEFAULT},
    {"casefold", str_casefold, METH_DEFAULT},
    {"isalpha", str_isalpha, METH_DEFAULT},
    {"isdigit", str_isdigit, METH_DEFAULT},
    {"isdecimal", str_isdecimal, METH_DEFAULT},
    {"isnumeric", str_isnumeric, METH_DEFAULT},
    {"isalnum", str_isalnum, METH_DEFAULT},
    {"isspace", str_isspace, METH_DEFAULT},
    {"isprintable", str_isprintable, METH_DEFAULT},
    {"isupper", str_isupper, METH_DEFAULT},
    {"islower", str_islower, METH_DEFAULT},
    {"istitle", str_istitle, METH_DEFAULT},
    {"isidentifier", str_isidentifier, METH_DEFAULT},
    {"isascii", str_isascii, METH_DEFAULT},
    {"ljust", str_ljust, METH_DEFAULT},
    {"rjust", str_rjust, METH_DEFAULT},
    {"center", str_center, METH_DEFAULT},
    {"zfill", str_zfill, METH_DEFAULT},
    {"expandtabs", str_expandtabs, METH_DEFAULT},
    {"encode", str_encode, METH_DEFAULT},
    {"maketrans", str_maketrans, METH_STATIC},
    {"translate", str_translate, METH_DEFAULT},
    {"format", str_format_method, METH_DEFAULT},
    {"format_map", str_format_map_method, METH_DEFAULT},
    {"__format__", str_dunder_format, METH_DEFAULT},
    {NULL, NULL, 0},
};
