/* bytes.c: the bytes type: what str.encode's result needs.
 *
 * The idea.  A bytes object is an immutable array of small ints 0..255,
 * stored like a str's data (ob_size bytes, plus a NUL so C code may treat
 * it as a string) with a cached hash.  What is here: the constructor
 * (bytes(), bytes(n), bytes(iterable of ints), bytes(str, encoding)),
 * repr (b'caf\xc3\xa9'), len, comparison, hash (the str hash of the same
 * bytes, so hash(b'abc') == hash('abc') as in CPython), indexing (ints),
 * slicing, iteration, `in`, + and *, decode() and hex().  The rest of
 * bytes' methods are not provided yet: AttributeError says so
 * (docs/subset.md).
 *
 * Immutable and fully built before anyone else sees it: no locking.  The
 * hash is cached with relaxed atomics (racing threads store one value).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/strimpl.h"

static inline BytesObject *BYTES(Object *o) { return (BytesObject *)o; }

/* New ref: n uninitialised bytes (NUL-terminated). */
static Object *bytes_new_raw(ssize_t n)
{
    if (n < 0 || (size_t)n > (size_t)PTRDIFF_MAX - 64) return err_no_memory();
    BytesObject *b = (BytesObject *)obj_alloc(&Bytes_Type, offsetof(BytesObject, data) + (size_t)n + 1);
    if (b == NULL) return NULL;
    b->ob.ob_size = n;
    b->hash = -1;
    b->data[n] = '\0';
    return (Object *)b;
}

Object *bytes_from(const char *s, ssize_t n)
{
    Object *b = bytes_new_raw(n);
    if (b && n) memcpy(bytes_data(b), s, (size_t)n);
    return b;
}

/* ---- repr, hash, compare ----------------------------------------------------- */

static Object *bytes_repr(Object *o)
{
    const unsigned char *d = (const unsigned char *)bytes_data(o);
    ssize_t n = bytes_len(o);
    char q = memchr(d, '\'', (size_t)n) && !memchr(d, '"', (size_t)n) ? '"' : '\'';
    StrBuilder sb;
    sb_init(&sb);
    if (sb_reserve(&sb, (size_t)n + 3) < 0 || sb_add_byte(&sb, 'b') < 0 || sb_add_byte(&sb, q) < 0) goto fail;
    for (ssize_t i = 0; i < n; i++) {
        unsigned char c = d[i];
        char e[4];
        int k = 2;
        e[0] = '\\';
        if (c == (unsigned char)q || c == '\\') e[1] = (char)c;
        else if (c == '\t') e[1] = 't';
        else if (c == '\n') e[1] = 'n';
        else if (c == '\r') e[1] = 'r';
        else if (c < ' ' || c >= 0x7F) {
            e[1] = 'x';
            e[2] = "0123456789abcdef"[c >> 4];
            e[3] = "0123456789abcdef"[c & 15];
            k = 4;
        } else {
            e[0] = (char)c;
            k = 1;
        }
        if (sb_add(&sb, e, (size_t)k) < 0) goto fail;
    }
    if (sb_add_byte(&sb, q) < 0) goto fail;
    return sb_finish(&sb);
fail:
    sb_discard(&sb);
    return NULL;
}

static ssize_t bytes_hash(Object *o)
{
    _Atomic(ssize_t) *slot = (_Atomic(ssize_t) *)&BYTES(o)->hash;
    ssize_t h = atomic_load_explicit(slot, memory_order_relaxed);
    if (h == -1) {
        h = str_hash_bytes(bytes_data(o), (size_t)bytes_len(o));
        atomic_store_explicit(slot, h, memory_order_relaxed);
    }
    return h;
}

static Object *bytes_richcompare(Object *a, Object *b, int op)
{
    if (TYPE(a) != &Bytes_Type || TYPE(b) != &Bytes_Type) return NotImplemented;
    ssize_t na = bytes_len(a), nb = bytes_len(b);
    if ((op == CMP_EQ || op == CMP_NE) && na != nb) return bool_from(op == CMP_NE);
    int c = memcmp(bytes_data(a), bytes_data(b), (size_t)(na < nb ? na : nb));
    if (c == 0) c = (na > nb) - (na < nb);
    bool r;
    switch (op) {
    case CMP_LT: r = c < 0; break;
    case CMP_LE: r = c <= 0; break;
    case CMP_EQ: r = c == 0; break;
    case CMP_NE: r = c != 0; break;
    case CMP_GT: r = c > 0; break;
    default: r = c >= 0; break;
    }
    return bool_from(r);
}

/* ---- sequence protocol ------------------------------------------------------- */

static ssize_t bytes_len_slot(Object *o) { return bytes_len(o); }

static Object *bytes_getitem(Object *o, Object *key)
{
    ssize_t n = bytes_len(o);
    if (TYPE(key) == &Slice_Type) {
        ssize_t start, stop, step, len;
        if (slice_indices(key, n, &start, &stop, &step, &len) < 0) return NULL;
        if (len <= 0) return bytes_new_raw(0);
        if (step == 1) {
            if (len == n && TYPE(o) == &Bytes_Type) return NEWREF(o);
            return bytes_from(bytes_data(o) + start, len);
        }
        Object *r = bytes_new_raw(len);
        if (r == NULL) return NULL;
        for (ssize_t k = 0, i = start; k < len; k++, i += step) bytes_data(r)[k] = bytes_data(o)[i];
        return r;
    }
    if (!is_int(key) && TYPE(key)->nb_index == NULL)
        return err_format(&Exc_TypeError, "byte indices must be integers or slices, not %s", TYPE_NAME(key));
    ssize_t i = num_as_ssize(key);
    if (i == -1 && err_occurred()) {
        if (err_matches(&Exc_OverflowError)) {
            err_clear();
            err_format(&Exc_IndexError, "cannot fit '%s' into an index-sized integer", TYPE_NAME(key));
        }
        return NULL;
    }
    if (i < 0) i += n;
    if (i < 0 || i >= n) return err_set(&Exc_IndexError, "index out of range");
    return small_new((unsigned char)bytes_data(o)[i]);
}

static int bytes_contains(Object *o, Object *x)
{
    if (is_int(x)) {
        int64_t v;
        if (!int_as_i64(x, &v) || v < 0 || v > 255) {
            err_set(&Exc_ValueError, "byte must be in range(0, 256)");
            return -1;
        }
        return memchr(bytes_data(o), (int)v, (size_t)bytes_len(o)) != NULL;
    }
    if (TYPE(x) != &Bytes_Type) {
        err_format(&Exc_TypeError, "a bytes-like object is required, not '%s'", TYPE_NAME(x));
        return -1;
    }
    if (bytes_len(x) == 0) return 1;
    return memmem(bytes_data(o), (size_t)bytes_len(o), bytes_data(x), (size_t)bytes_len(x)) != NULL;
}

static Object *bytes_concat(Object *a, Object *b)
{
    if (TYPE(b) != &Bytes_Type) return err_format(&Exc_TypeError, "can't concat %s to bytes", TYPE_NAME(b));
    ssize_t na = bytes_len(a), nb = bytes_len(b);
    Object *r = bytes_new_raw(na + nb);
    if (r == NULL) return NULL;
    memcpy(bytes_data(r), bytes_data(a), (size_t)na);
    memcpy(bytes_data(r) + na, bytes_data(b), (size_t)nb);
    return r;
}

static Object *bytes_repeat(Object *o, Object *count)
{
    ssize_t n = num_as_ssize(count);
    if (n == -1 && err_occurred()) return NULL;
    ssize_t len = bytes_len(o);
    if (n <= 0 || len == 0) return bytes_new_raw(0);
    if (len > (PTRDIFF_MAX - 64) / n) return err_no_memory();
    Object *r = bytes_new_raw(len * n);
    if (r == NULL) return NULL;
    for (ssize_t i = 0; i < n; i++) memcpy(bytes_data(r) + i * len, bytes_data(o), (size_t)len);
    return r;
}

/* ---- iteration ---------------------------------------------------------------- */

typedef struct {
    Object ob;
    Object *bytes;
    _Atomic(ssize_t) pos; /* threads sharing an iterator may each see any item, never a torn index */
} BytesIterObject;

static Object *bytes_iter(Object *o)
{
    BytesIterObject *it = (BytesIterObject *)obj_alloc(&BytesIter_Type, sizeof(BytesIterObject));
    if (it == NULL) return NULL;
    it->bytes = NEWREF(o);
    atomic_init(&it->pos, 0);
    return (Object *)it;
}

static Object *bytesiter_next(Object *o)
{
    BytesIterObject *it = (BytesIterObject *)o;
    ssize_t i = atomic_fetch_add_explicit(&it->pos, 1, memory_order_relaxed);
    if (i >= bytes_len(it->bytes)) {
        atomic_store_explicit(&it->pos, bytes_len(it->bytes), memory_order_relaxed);
        return NULL;
    }
    return small_new((unsigned char)bytes_data(it->bytes)[i]);
}

static void bytesiter_dealloc(Object *o)
{
    DECREF(((BytesIterObject *)o)->bytes);
    obj_free(o);
}

static Object *bytesiter_self(Object *o) { return NEWREF(o); }

Type BytesIter_Type = {
    TYPE_HEAD_INIT,
    .name = "bytes_iterator",
    .basicsize = sizeof(BytesIterObject),
    .dealloc = bytesiter_dealloc,
    .iter = bytesiter_self,
    .iternext = bytesiter_next,
};

/* ---- decode, hex ---------------------------------------------------------------- */

/* New ref: the str of n bytes in the given codec (0 utf-8, 1 ascii,
 * 2 latin-1), errors "strict", "ignore" or "replace". */
static Object *decode(const char *s, ssize_t n, int codec, const char *errors)
{
    if (codec == 0) {
        ssize_t nchars;
        bool ascii;
        int bad_len;
        const char *reason;
        ssize_t bad = str_utf8_check(s, n, &nchars, &ascii, &bad_len, &reason);
        if (bad < 0) return str_from_known(s, n, nchars, ascii);
        if (strcmp(errors, "ignore") != 0 && strcmp(errors, "replace") != 0)
            return str_utf8_error(s, bad, bad_len, reason);
        /* Each maximal bad subsequence becomes one U+FFFD (or nothing). */
        StrBuilder sb;
        sb_init(&sb);
        ssize_t i = 0;
        while (bad >= 0) {
            if (sb_add(&sb, s + i, (size_t)(bad - i)) < 0) goto fail;
            if (errors[0] == 'r' && sb_add_codepoint(&sb, 0xFFFD) < 0) goto fail;
            i = bad + bad_len;
            ssize_t off = str_utf8_check(s + i, n - i, &nchars, &ascii, &bad_len, &reason);
            bad = off < 0 ? -1 : i + off;
        }
        if (sb_add(&sb, s + i, (size_t)(n - i)) < 0) goto fail;
        return sb_finish(&sb);
    fail:
        sb_discard(&sb);
        return NULL;
    }
    StrBuilder sb;
    sb_init(&sb);
    if (sb_reserve(&sb, (size_t)n) < 0) return NULL;
    for (ssize_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        int rc;
        if (c < 0x80 || codec == 2) {
            rc = sb_add_codepoint(&sb, c);
        } else if (!strcmp(errors, "ignore")) {
            rc = 0;
        } else if (!strcmp(errors, "replace")) {
            rc = sb_add_codepoint(&sb, 0xFFFD);
        } else {
            sb_discard(&sb);
            return err_format(&Exc_UnicodeDecodeError,
                              "'ascii' codec can't decode byte 0x%02x in position %zd: ordinal not in range(128)",
                              (unsigned)c, i);
        }
        if (rc < 0) {
            sb_discard(&sb);
            return NULL;
        }
    }
    return sb_finish(&sb);
}

static Object *bytes_decode(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"encoding", "errors", NULL};
    Object *a[2];
    if (args_parse("decode", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    if (a[0] && !is_str(a[0]))
        return err_format(&Exc_TypeError, "decode() argument 'encoding' must be str, not %s", args_type_name(a[0]));
    if (a[1] && !is_str(a[1]))
        return err_format(&Exc_TypeError, "decode() argument 'errors' must be str, not %s", args_type_name(a[1]));
    int codec = a[0] ? str_codec_lookup(a[0]) : 0;
    if (codec < 0) return err_format(&Exc_LookupError, "unknown encoding: %U", a[0]);
    return decode(bytes_data(self), bytes_len(self), codec, a[1] ? str_cstr(a[1]) : "strict");
}

static Object *bytes_hex(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("bytes.hex", kwnames) < 0 || args_count("bytes.hex", nargs, 0, 0) < 0) return NULL;
    ssize_t n = bytes_len(self);
    if (n == 0) return str_empty;
    Object *r = str_new_raw(2 * n, 2 * n, true);
    if (r == NULL) return NULL;
    for (ssize_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)bytes_data(self)[i];
        STR(r)->data[2 * i] = "0123456789abcdef"[c >> 4];
        STR(r)->data[2 * i + 1] = "0123456789abcdef"[c & 15];
    }
    return r;
}

/* ---- the constructor --------------------------------------------------------------- */

/* bytes(), bytes(n), bytes(iterable of ints), bytes(str, encoding[, errors]). */
static Object *bytes_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"source", "encoding", "errors", NULL};
    Object *a[3];
    if (args_parse("bytes", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    if ((Type *)type != &Bytes_Type)
        return err_set(&Exc_NotImplementedError, "subclasses of bytes are not supported yet");
    Object *src = a[0];
    if (src == NULL) {
        if (a[1] || a[2])
            return err_set(&Exc_TypeError, a[1] ? "encoding without a string argument" : "errors without a string argument");
        return bytes_new_raw(0);
    }
    if (is_str(src)) {
        if (a[1] == NULL) return err_set(&Exc_TypeError, "string argument without an encoding");
        Object *eargs[2] = {a[1], a[2] ? a[2] : STR_ID("strict")};
        return obj_call_method(src, "encode", eargs, 2);
    }
    if (a[1] || a[2])
        return err_set(&Exc_TypeError, a[1] ? "encoding without a string argument" : "errors without a string argument");
    if (TYPE(src) == &Bytes_Type) return NEWREF(src);
    if (is_int(src)) {
        ssize_t n = num_as_ssize(src);
        if (n == -1 && err_occurred()) return NULL;
        if (n < 0) return err_set(&Exc_ValueError, "negative count");
        Object *r = bytes_new_raw(n);
        if (r) memset(bytes_data(r), 0, (size_t)n);
        return r;
    }
    if (TYPE(src)->iter == NULL && !is_list(src) && !is_tuple(src))
        return err_format(&Exc_TypeError, "cannot convert '%s' object to bytes", TYPE_NAME(src));
    Object *items = list_from_iterable(src); /* private: read without locking */
    if (items == NULL) return NULL;
    ssize_t n = list_len(items);
    Object *r = bytes_new_raw(n);
    for (ssize_t i = 0; r && i < n; i++) {
        Object *v = ((ListObject *)items)->items[i];
        ssize_t x = num_as_ssize(v);
        if (x == -1 && err_occurred()) {
            CLEAR(r);
        } else if (x < 0 || x > 255) {
            err_set(&Exc_ValueError, "bytes must be in range(0, 256)");
            CLEAR(r);
        } else {
            bytes_data(r)[i] = (char)x;
        }
    }
    DECREF(items);
    return r;
}

static void bytes_dealloc(Object *o) { obj_free(o); }

/* ---- the common bytes methods (ASCII rules, CPython's messages) ---------------- */

static bool is_ascii_space(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/* A bytes argument: -1 + CPython's TypeError otherwise. */
static int need_bytes(Object *o)
{
    if (TYPE(o) == &Bytes_Type) return 0;
    err_format(&Exc_TypeError, "a bytes-like object is required, not '%s'", TYPE_NAME(o));
    return -1;
}

static Object *strip_impl(const char *fname, Object *self, Object *const *args, ssize_t nargs, Object *kwnames, int which)
{
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 0, 1) < 0) return NULL;
    Object *chars = nargs ? args[0] : None;
    if (chars != None && need_bytes(chars) < 0) return NULL;
    const unsigned char *d = (const unsigned char *)bytes_data(self);
    ssize_t i = 0, j = bytes_len(self);
    const char *set = chars == None ? NULL : bytes_data(chars);
    ssize_t nset = chars == None ? 0 : bytes_len(chars);
#define IN_SET(c) (set ? memchr(set, (c), (size_t)nset) != NULL : is_ascii_space(c))
    if (which & 1) while (i < j && IN_SET(d[i])) i++;
    if (which & 2) while (j > i && IN_SET(d[j - 1])) j--;
#undef IN_SET
    if (i == 0 && j == bytes_len(self)) return NEWREF(self);
    return bytes_from((const char *)d + i, j - i);
}

static Object *m_strip(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return strip_impl("strip", self, args, nargs, kwnames, 3);
}
static Object *m_lstrip(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return strip_impl("lstrip", self, args, nargs, kwnames, 1);
}
static Object *m_rstrip(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return strip_impl("rstrip", self, args, nargs, kwnames, 2);
}

static int append_piece(Object *l, const char *p, ssize_t n)
{
    Object *b = bytes_from(p, n);
    return b ? list_append_steal(l, b) : -1;
}

static Object *m_split(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"sep", "maxsplit", NULL};
    Object *a[2];
    if (args_parse("split", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    Object *sep = a[0] ? a[0] : None;
    ssize_t maxsplit = -1;
    if (a[1] && (maxsplit = num_as_ssize(a[1])) == -1 && err_occurred()) return NULL;
    if (maxsplit < 0) maxsplit = SSIZE_MAX;
    if (sep != None && need_bytes(sep) < 0) return NULL;
    const char *d = bytes_data(self);
    ssize_t n = bytes_len(self);
    Object *l = list_new(0);
    if (l == NULL) return NULL;
    if (sep == None) {
        ssize_t i = 0;
        while (i < n) {
            while (i < n && is_ascii_space((unsigned char)d[i])) i++;
            if (i == n) break;
            if (maxsplit-- == 0) {
                if (append_piece(l, d + i, n - i) < 0) goto fail;
                break;
            }
            ssize_t j = i;
            while (j < n && !is_ascii_space((unsigned char)d[j])) j++;
            if (append_piece(l, d + i, j - i) < 0) goto fail;
            i = j;
        }
        return l;
    }
    ssize_t m = bytes_len(sep);
    if (m == 0) {
        DECREF(l);
        return err_set(&Exc_ValueError, "empty separator");
    }
    const char *sp = bytes_data(sep);
    ssize_t i = 0;
    while (maxsplit > 0) {
        const char *hit = n - i >= m ? memmem(d + i, (size_t)(n - i), sp, (size_t)m) : NULL;
        if (hit == NULL) break;
        if (append_piece(l, d + i, hit - (d + i)) < 0) goto fail;
        i = hit - d + m;
        maxsplit--;
    }
    if (append_piece(l, d + i, n - i) < 0) goto fail;
    return l;
fail:
    DECREF(l);
    return NULL;
}

static Object *m_join(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("join", kwnames) < 0 || args_count("join", nargs, 1, 1) < 0) return NULL;
    Object *items = list_from_iterable(args[0]);
    if (items == NULL) return NULL;
    ssize_t k = list_len(items), total = 0, sl = bytes_len(self);
    Object **it = ((ListObject *)items)->items;
    for (ssize_t i = 0; i < k; i++) {
        if (TYPE(it[i]) != &Bytes_Type) {
            err_format(&Exc_TypeError, "sequence item %zd: expected a bytes-like object, %s found", i, TYPE_NAME(it[i]));
            DECREF(items);
            return NULL;
        }
        total += bytes_len(it[i]) + (i ? sl : 0);
    }
    Object *r = bytes_new_raw(total);
    if (r != NULL) {
        char *o = bytes_data(r);
        for (ssize_t i = 0; i < k; i++) {
            if (i && sl) memcpy(o, bytes_data(self), (size_t)sl), o += sl;
            ssize_t m = bytes_len(it[i]);
            if (m) memcpy(o, bytes_data(it[i]), (size_t)m), o += m;
        }
    }
    DECREF(items);
    return r;
}

/* sub (bytes or an int byte) and the optional start/end of count/find/index. */
static int sub_args(const char *fname, Object *const *args, ssize_t nargs, Object *kwnames, Object *self, char *one,
                    const char **sp, ssize_t *sn, ssize_t *start, ssize_t *end)
{
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 1, 3) < 0) return -1;
    Object *sub = args[0];
    if (is_int(sub)) {
        ssize_t v = num_as_ssize(sub);
        if (v == -1 && err_occurred()) return -1;
        if (v < 0 || v > 255) {
            err_set(&Exc_ValueError, "byte must be in range(0, 256)");
            return -1;
        }
        *one = (char)v;
        *sp = one;
        *sn = 1;
    } else {
        if (TYPE(sub) != &Bytes_Type) {
            err_format(&Exc_TypeError, "argument should be integer or bytes-like object, not '%s'", TYPE_NAME(sub));
            return -1;
        }
        *sp = bytes_data(sub);
        *sn = bytes_len(sub);
    }
    ssize_t len = bytes_len(self);
    *start = 0;
    *end = len;
    for (int k = 1; k < nargs && k < 3; k++) {
        if (args[k] == None) continue;
        ssize_t v;
        if (!is_int(args[k]) && TYPE(args[k])->nb_index == NULL) {
            err_set(&Exc_TypeError, "slice indices must be integers or None or have an __index__ method");
            return -1;
        }
        if (index_as_ssize(args[k], NULL, &v) < 0) return -1;
        if (v < 0 && (v += len) < 0) v = 0;
        if (v > len) v = len;
        *(k == 1 ? start : end) = v;
    }
    return 0;
}

/* Index of the first (dir > 0) or last match in [start, end), -1 if none. */
static ssize_t find_in(Object *self, const char *sp, ssize_t sn, ssize_t start, ssize_t end, int dir)
{
    const char *d = bytes_data(self);
    if (end - start < sn) return -1;
    if (dir > 0) {
        const char *h = sn ? memmem(d + start, (size_t)(end - start), sp, (size_t)sn) : d + start;
        return h ? h - d : -1;
    }
    for (ssize_t i = end - sn; i >= start; i--)
        if (memcmp(d + i, sp, (size_t)sn) == 0) return i;
    return -1;
}

static Object *find_impl(const char *fname, Object *self, Object *const *args, ssize_t nargs, Object *kwnames,
                         int dir, bool raise)
{
    char one;
    const char *sp;
    ssize_t sn, start, end;
    if (sub_args(fname, args, nargs, kwnames, self, &one, &sp, &sn, &start, &end) < 0) return NULL;
    ssize_t i = find_in(self, sp, sn, start, end, dir);
    if (i < 0 && raise) return err_set(&Exc_ValueError, "subsection not found");
    return int_from_i64(i);
}

static Object *m_find(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return find_impl("find", self, args, nargs, kwnames, 1, false);
}
static Object *m_rfind(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return find_impl("rfind", self, args, nargs, kwnames, -1, false);
}
static Object *m_index(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return find_impl("index", self, args, nargs, kwnames, 1, true);
}
static Object *m_rindex(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return find_impl("rindex", self, args, nargs, kwnames, -1, true);
}

static Object *m_count(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    char one;
    const char *sp;
    ssize_t sn, start, end;
    if (sub_args("count", args, nargs, kwnames, self, &one, &sp, &sn, &start, &end) < 0) return NULL;
    if (sn == 0) return int_from_i64(end >= start ? end - start + 1 : 0);
    ssize_t c = 0, i;
    while ((i = find_in(self, sp, sn, start, end, 1)) >= 0) c++, start = i + sn;
    return int_from_i64(c);
}

static Object *affix_impl(const char *fname, Object *self, Object *const *args, ssize_t nargs, Object *kwnames, bool end_)
{
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 1, 3) < 0) return NULL;
    Object *x = args[0];
    bool tuple = is_tuple(x);
    ssize_t n = tuple ? tuple_len(x) : 1;
    if (!tuple && TYPE(x) != &Bytes_Type)
        return err_format(&Exc_TypeError, "%s first arg must be bytes or a tuple of bytes, not %s", fname, TYPE_NAME(x));
    Object *sub0 = tuple ? NULL : x;
    for (ssize_t k = 0; k < n; k++) {
        Object *sub = tuple ? tuple_get(x, k) : sub0;
        Object *a2[3] = {sub, nargs > 1 ? args[1] : None, nargs > 2 ? args[2] : None};
        char one;
        const char *sp;
        ssize_t sn, start, end;
        if (TYPE(sub) != &Bytes_Type)
            return err_format(&Exc_TypeError, "a bytes-like object is required, not '%s'", TYPE_NAME(sub));
        if (sub_args(fname, a2, 3, NULL, self, &one, &sp, &sn, &start, &end) < 0) return NULL;
        if (end - start < sn) continue;
        if (memcmp(bytes_data(self) + (end_ ? end - sn : start), sp, (size_t)sn) == 0) return NEWREF(True);
    }
    return NEWREF(False);
}

static Object *m_startswith(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return affix_impl("startswith", self, args, nargs, kwnames, false);
}
static Object *m_endswith(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return affix_impl("endswith", self, args, nargs, kwnames, true);
}

static Object *m_replace(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("replace", kwnames) < 0 || args_count("replace", nargs, 2, 3) < 0) return NULL;
    if (need_bytes(args[0]) < 0 || need_bytes(args[1]) < 0) return NULL;
    ssize_t count = -1;
    if (nargs > 2 && (count = num_as_ssize(args[2])) == -1 && err_occurred()) return NULL;
    if (count < 0) count = SSIZE_MAX;
    const char *d = bytes_data(self), *op = bytes_data(args[0]), *np = bytes_data(args[1]);
    ssize_t n = bytes_len(self), on = bytes_len(args[0]), nn = bytes_len(args[1]);
    Object *parts = list_new(0);
    if (parts == NULL) return NULL;
    ssize_t i = 0, total = 0;
    /* pieces alternate: kept text, replacement */
    while (count > 0 && i <= n) {
        ssize_t j;
        if (on == 0) {
            j = i;
        } else {
            const char *h = n - i >= on ? memmem(d + i, (size_t)(n - i), op, (size_t)on) : NULL;
            if (h == NULL) break;
            j = h - d;
        }
        if (append_piece(parts, d + i, j - i) < 0 || append_piece(parts, np, nn) < 0) goto fail;
        total += j - i + nn;
        count--;
        if (on == 0) {
            if (j == n) {
                i = n + 1;
                break;
            }
            if (append_piece(parts, d + j, 1) < 0 || append_piece(parts, "", 0) < 0) goto fail;
            total += 1;
            i = j + 1;
        } else {
            i = j + on;
        }
    }
    if (i <= n) {
        if (append_piece(parts, d + i, n - i) < 0) goto fail;
        total += n - i;
    }
    Object *r = bytes_new_raw(total);
    if (r) {
        char *o = bytes_data(r);
        for (ssize_t k = 0; k < list_len(parts); k++) {
            Object *b = ((ListObject *)parts)->items[k];
            if (bytes_len(b)) memcpy(o, bytes_data(b), (size_t)bytes_len(b)), o += bytes_len(b);
        }
    }
    DECREF(parts);
    return r;
fail:
    DECREF(parts);
    return NULL;
}

/* center / ljust / rjust: where 0 = center, 1 = ljust, 2 = rjust */
static Object *pad_impl(const char *fname, Object *self, Object *const *args, ssize_t nargs, Object *kwnames, int where)
{
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 1, 2) < 0) return NULL;
    ssize_t width = num_as_ssize(args[0]);
    if (width == -1 && err_occurred()) return NULL;
    char fill = ' ';
    if (nargs > 1) {
        if (TYPE(args[1]) != &Bytes_Type || bytes_len(args[1]) != 1)
            return err_format(&Exc_TypeError,
                              "%s() argument 2 must be a byte string of length 1, not %s", fname,
                              TYPE(args[1]) == &Bytes_Type ? "bytes" : TYPE_NAME(args[1]));
        fill = bytes_data(args[1])[0];
    }
    ssize_t n = bytes_len(self);
    if (width <= n || width <= 0) return NEWREF(self);
    ssize_t pad = width - n, left = where == 1 ? 0 : where == 2 ? pad : pad / 2 + (pad & width & 1);
    Object *r = bytes_new_raw(width);
    if (r == NULL) return NULL;
    char *o = bytes_data(r);
    memset(o, fill, (size_t)width);
    if (n) memcpy(o + left, bytes_data(self), (size_t)n);
    return r;
}

static Object *m_center(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return pad_impl("center", self, args, nargs, kwnames, 0);
}
static Object *m_ljust(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return pad_impl("ljust", self, args, nargs, kwnames, 1);
}
static Object *m_rjust(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return pad_impl("rjust", self, args, nargs, kwnames, 2);
}

/* ---- predicates and case changes (ASCII only, as CPython's bytes) ---------- */

static bool b_lower(unsigned char c) { return c >= 'a' && c <= 'z'; }
static bool b_upper(unsigned char c) { return c >= 'A' && c <= 'Z'; }
static bool b_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static bool b_alpha(unsigned char c) { return b_lower(c) || b_upper(c); }
static bool b_alnum(unsigned char c) { return b_alpha(c) || b_digit(c); }
static bool b_ascii(unsigned char c) { return c < 128; }

/* every byte satisfies test; an empty bytes gives `empty` */
static Object *all_impl(const char *fname, Object *self, ssize_t nargs, Object *kwnames,
                        bool (*test)(unsigned char), bool empty)
{
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 0, 0) < 0) return NULL;
    const unsigned char *d = (const unsigned char *)bytes_data(self);
    ssize_t n = bytes_len(self);
    if (n == 0) return NEWREF(empty ? True : False);
    for (ssize_t i = 0; i < n; i++)
        if (!test(d[i])) return NEWREF(False);
    return NEWREF(True);
}

#define PREDICATE(name, test, empty)                                                            \
    static Object *m_##name(Object *self, Object *const *args, ssize_t nargs, Object *kwnames) \
    {                                                                                          \
        (void)args;                                                                            \
        return all_impl("bytes." #name, self, nargs, kwnames, test, empty);                    \
    }
PREDICATE(isalnum, b_alnum, false)
PREDICATE(isalpha, b_alpha, false)
PREDICATE(isascii, b_ascii, true)
PREDICATE(isdigit, b_digit, false)
PREDICATE(isspace, is_ascii_space, false)
#undef PREDICATE

/* islower / isupper: at least one cased byte, none of the other case */
static Object *cased_impl(const char *fname, Object *self, ssize_t nargs, Object *kwnames, bool upper)
{
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 0, 0) < 0) return NULL;
    const unsigned char *d = (const unsigned char *)bytes_data(self);
    bool cased = false;
    for (ssize_t i = 0; i < bytes_len(self); i++) {
        if (upper ? b_lower(d[i]) : b_upper(d[i])) return NEWREF(False);
        cased |= upper ? b_upper(d[i]) : b_lower(d[i]);
    }
    return NEWREF(cased ? True : False);
}
static Object *m_islower(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    return cased_impl("bytes.islower", self, nargs, kwnames, false);
}
static Object *m_isupper(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    return cased_impl("bytes.isupper", self, nargs, kwnames, true);
}

/* istitle: uppercase only after an uncased byte, lowercase only after a cased one */
static Object *m_istitle(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("bytes.istitle", kwnames) < 0 || args_count("bytes.istitle", nargs, 0, 0) < 0) return NULL;
    const unsigned char *d = (const unsigned char *)bytes_data(self);
    bool cased = false, prev_cased = false;
    for (ssize_t i = 0; i < bytes_len(self); i++) {
        if (b_upper(d[i])) {
            if (prev_cased) return NEWREF(False);
            prev_cased = cased = true;
        } else if (b_lower(d[i])) {
            if (!prev_cased) return NEWREF(False);
            prev_cased = cased = true;
        } else {
            prev_cased = false;
        }
    }
    return NEWREF(cased ? True : False);
}

/* upper, lower, capitalize, swapcase, title: a new bytes of the same length */
enum { RECASE_UPPER, RECASE_LOWER, RECASE_CAPITALIZE, RECASE_SWAPCASE, RECASE_TITLE };
static Object *recase_impl(const char *fname, Object *self, ssize_t nargs, Object *kwnames, int how)
{
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 0, 0) < 0) return NULL;
    ssize_t n = bytes_len(self);
    Object *r = bytes_new_raw(n);
    if (r == NULL) return NULL;
    const unsigned char *d = (const unsigned char *)bytes_data(self);
    unsigned char *o = (unsigned char *)bytes_data(r);
    bool prev_cased = false;
    for (ssize_t i = 0; i < n; i++) {
        unsigned char c = d[i];
        bool up = how == RECASE_UPPER        ? true
                  : how == RECASE_LOWER      ? false
                  : how == RECASE_CAPITALIZE ? i == 0
                  : how == RECASE_SWAPCASE   ? b_lower(c)
                                             : !prev_cased; /* title */
        if (up && b_lower(c)) c = (unsigned char)(c - 32);
        else if (!up && b_upper(c)) c = (unsigned char)(c + 32);
        prev_cased = b_alpha(c);
        o[i] = c;
    }
    return r;
}
static Object *m_upper(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    return recase_impl("upper", self, nargs, kwnames, RECASE_UPPER);
}
static Object *m_lower(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    return recase_impl("lower", self, nargs, kwnames, RECASE_LOWER);
}
static Object *m_capitalize(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    return recase_impl("bytes.capitalize", self, nargs, kwnames, RECASE_CAPITALIZE);
}
static Object *m_swapcase(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    return recase_impl("bytes.swapcase", self, nargs, kwnames, RECASE_SWAPCASE);
}
static Object *m_title(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    return recase_impl("bytes.title", self, nargs, kwnames, RECASE_TITLE);
}

/* zfill(width): zeros on the left, after a leading sign */
static Object *m_zfill(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("bytes.zfill", kwnames) < 0 || args_count("bytes.zfill", nargs, 1, 1) < 0) return NULL;
    ssize_t width = num_as_ssize(args[0]);
    if (width == -1 && err_occurred()) return NULL;
    ssize_t n = bytes_len(self);
    if (width <= n) return NEWREF(self);
    Object *r = bytes_new_raw(width);
    if (r == NULL) return NULL;
    const char *d = bytes_data(self);
    char *o = bytes_data(r);
    ssize_t fill = width - n;
    memset(o, '0', (size_t)fill);
    if (n) memcpy(o + fill, d, (size_t)n);
    if (n && (d[0] == '+' || d[0] == '-')) {
        o[0] = d[0];
        o[fill] = '0';
    }
    return r;
}

/* removeprefix (suffix false) / removesuffix */
static Object *remove_affix(const char *fname, Object *self, Object *const *args, ssize_t nargs, Object *kwnames, bool suffix)
{
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 1, 1) < 0) return NULL;
    if (need_bytes(args[0]) < 0) return NULL;
    ssize_t n = bytes_len(self), m = bytes_len(args[0]);
    const char *d = bytes_data(self);
    if (m == 0 || m > n || memcmp(suffix ? d + n - m : d, bytes_data(args[0]), (size_t)m) != 0) return NEWREF(self);
    return bytes_from(suffix ? d : d + m, n - m);
}
static Object *m_removeprefix(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return remove_affix("bytes.removeprefix", self, args, nargs, kwnames, false);
}
static Object *m_removesuffix(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return remove_affix("bytes.removesuffix", self, args, nargs, kwnames, true);
}

/* partition / rpartition: (before, sep, after); not found: (self, b'', b'')
 * or (b'', b'', self) */
static Object *partition_impl(const char *fname, Object *self, Object *const *args, ssize_t nargs, Object *kwnames, bool right)
{
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 1, 1) < 0) return NULL;
    Object *sep = args[0];
    if (need_bytes(sep) < 0) return NULL;
    ssize_t n = bytes_len(self), m = bytes_len(sep);
    if (m == 0) return err_set(&Exc_ValueError, "empty separator");
    const char *d = bytes_data(self), *sp = bytes_data(sep), *hit = NULL;
    if (m <= n) {
        if (!right) {
            hit = memmem(d, (size_t)n, sp, (size_t)m);
        } else {
            for (ssize_t i = n - m; i >= 0 && hit == NULL; i--)
                if (memcmp(d + i, sp, (size_t)m) == 0) hit = d + i;
        }
    }
    Object *empty = bytes_new_raw(0);
    if (empty == NULL) return NULL;
    Object *r;
    if (hit == NULL) {
        r = right ? tuple_pack(3, empty, empty, self) : tuple_pack(3, self, empty, empty);
    } else {
        Object *a = bytes_from(d, hit - d), *b = bytes_from(hit + m, n - (hit - d) - m);
        r = a && b ? tuple_pack(3, a, sep, b) : NULL;
        XDECREF(a);
        XDECREF(b);
    }
    DECREF(empty);
    return r;
}
static Object *m_partition(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return partition_impl("bytes.partition", self, args, nargs, kwnames, false);
}
static Object *m_rpartition(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    return partition_impl("bytes.rpartition", self, args, nargs, kwnames, true);
}

/* splitlines(keepends=False): at \n, \r and \r\n */
static Object *m_splitlines(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"keepends", NULL};
    Object *a[1];
    if (args_parse("splitlines", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    int keep = 0;
    if (a[0] && (keep = obj_is_true(a[0])) < 0) return NULL;
    const char *d = bytes_data(self);
    ssize_t n = bytes_len(self), i = 0;
    Object *l = list_new(0);
    while (l && i < n) {
        ssize_t j = i;
        while (j < n && d[j] != '\n' && d[j] != '\r') j++;
        ssize_t eol = j;
        if (j < n) j += d[j] == '\r' && j + 1 < n && d[j + 1] == '\n' ? 2 : 1;
        if (append_piece(l, d + i, (keep ? j : eol) - i) < 0) CLEAR(l);
        i = j;
    }
    return l;
}

/* bytes.fromhex(string): pairs of hex digits, ASCII whitespace between pairs */
static int hexval(unsigned char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}
static Object *bytes_fromhex(Object *cls, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)cls;
    if (args_no_kw("bytes.fromhex", kwnames) < 0 || args_count("bytes.fromhex", nargs, 1, 1) < 0) return NULL;
    Object *s = args[0];
    if (!is_str(s)) return err_format(&Exc_TypeError, "fromhex() argument must be str, not %s", args_type_name(s));
    const unsigned char *p = (const unsigned char *)str_cstr(s);
    ssize_t nb = str_nbytes(s), i = 0, k = 0;
    unsigned char *out = malloc((size_t)nb / 2 + 1);
    if (out == NULL) return err_no_memory();
    while (i < nb) {
        if (is_ascii_space(p[i])) {
            i++;
            continue;
        }
        int hi = hexval(p[i]), lo = i + 1 < nb ? hexval(p[i + 1]) : -1;
        if (hi < 0 || lo < 0) {
            ssize_t bad = hi < 0 ? i : i + 1, pos = 0; /* the position in characters */
            for (ssize_t j = 0; j < bad; j++) pos += (p[j] & 0xC0) != 0x80;
            free(out);
            return err_format(&Exc_ValueError, "non-hexadecimal number found in fromhex() arg at position %zd", pos);
        }
        out[k++] = (unsigned char)(hi << 4 | lo);
        i += 2;
    }
    Object *r = bytes_from((const char *)out, k);
    free(out);
    return r;
}

/* rsplit(sep=None, maxsplit=-1): split from the right */
static Object *m_rsplit(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"sep", "maxsplit", NULL};
    Object *a[2];
    if (args_parse("rsplit", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    Object *sep = a[0] ? a[0] : None;
    ssize_t maxsplit = -1;
    if (a[1] && (maxsplit = num_as_ssize(a[1])) == -1 && err_occurred()) return NULL;
    if (maxsplit < 0) maxsplit = SSIZE_MAX;
    if (sep != None && need_bytes(sep) < 0) return NULL;
    if (sep != None && bytes_len(sep) == 0) return err_set(&Exc_ValueError, "empty separator");
    const char *d = bytes_data(self);
    ssize_t j = bytes_len(self), m = sep == None ? 0 : bytes_len(sep);
    Object *l = list_new(0);
    if (l == NULL) return NULL;
    if (sep == None) {
        while (j > 0) {
            while (j > 0 && is_ascii_space((unsigned char)d[j - 1])) j--;
            if (j == 0) break;
            ssize_t i = j;
            if (maxsplit-- == 0) {
                i = 0;
            } else {
                while (i > 0 && !is_ascii_space((unsigned char)d[i - 1])) i--;
            }
            if (append_piece(l, d + i, j - i) < 0) goto fail;
            j = i;
            if (i == 0) break;
        }
    } else {
        const char *sp = bytes_data(sep);
        ssize_t i = j - m;
        while (maxsplit > 0 && i >= 0) {
            if (memcmp(d + i, sp, (size_t)m) == 0) {
                if (append_piece(l, d + i + m, j - i - m) < 0) goto fail;
                j = i;
                i -= m;
                maxsplit--;
            } else {
                i--;
            }
        }
        if (append_piece(l, d, j) < 0) goto fail;
    }
    { /* the pieces came right to left; l is still private to this thread */
        Object **it = ((ListObject *)l)->items;
        for (ssize_t lo = 0, hi = list_len(l) - 1; lo < hi; lo++, hi--) {
            Object *t = it[lo];
            it[lo] = it[hi];
            it[hi] = t;
        }
    }
    return l;
fail:
    DECREF(l);
    return NULL;
}

/* expandtabs(tabsize=8): tabs to spaces, columns reset at \n and \r */
static Object *m_expandtabs(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"tabsize", NULL};
    Object *a[1];
    if (args_parse("expandtabs", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    ssize_t tab = 8;
    if (a[0] && (tab = num_as_ssize(a[0])) == -1 && err_occurred()) return NULL;
    const char *d = bytes_data(self);
    ssize_t n = bytes_len(self), len = 0, col = 0;
    for (ssize_t i = 0; i < n; i++) { /* the length first */
        if (d[i] == '\t') {
            if (tab > 0) {
                ssize_t add = tab - col % tab;
                if (len > SSIZE_MAX - add) return err_set(&Exc_OverflowError, "result too long");
                len += add;
                col += add;
            }
        } else {
            len++;
            col = d[i] == '\n' || d[i] == '\r' ? 0 : col + 1;
        }
    }
    Object *r = bytes_new_raw(len);
    if (r == NULL) return NULL;
    char *o = bytes_data(r);
    col = 0;
    for (ssize_t i = 0; i < n; i++) {
        if (d[i] == '\t') {
            if (tab > 0) {
                ssize_t add = tab - col % tab;
                memset(o, ' ', (size_t)add);
                o += add;
                col += add;
            }
        } else {
            *o++ = d[i];
            col = d[i] == '\n' || d[i] == '\r' ? 0 : col + 1;
        }
    }
    return r;
}

static const MethodDef bytes_methods[] = {
    {"decode", bytes_decode, METH_DEFAULT},
    {"hex", bytes_hex, METH_DEFAULT},
    {"strip", m_strip, METH_DEFAULT},
    {"lstrip", m_lstrip, METH_DEFAULT},
    {"rstrip", m_rstrip, METH_DEFAULT},
    {"split", m_split, METH_DEFAULT},
    {"join", m_join, METH_DEFAULT},
    {"find", m_find, METH_DEFAULT},
    {"rfind", m_rfind, METH_DEFAULT},
    {"index", m_index, METH_DEFAULT},
    {"rindex", m_rindex, METH_DEFAULT},
    {"count", m_count, METH_DEFAULT},
    {"startswith", m_startswith, METH_DEFAULT},
    {"endswith", m_endswith, METH_DEFAULT},
    {"replace", m_replace, METH_DEFAULT},
    {"upper", m_upper, METH_DEFAULT},
    {"lower", m_lower, METH_DEFAULT},
    {"center", m_center, METH_DEFAULT},
    {"ljust", m_ljust, METH_DEFAULT},
    {"rjust", m_rjust, METH_DEFAULT},
    {"isalnum", m_isalnum, METH_DEFAULT},
    {"isalpha", m_isalpha, METH_DEFAULT},
    {"isascii", m_isascii, METH_DEFAULT},
    {"isdigit", m_isdigit, METH_DEFAULT},
    {"isspace", m_isspace, METH_DEFAULT},
    {"islower", m_islower, METH_DEFAULT},
    {"isupper", m_isupper, METH_DEFAULT},
    {"istitle", m_istitle, METH_DEFAULT},
    {"capitalize", m_capitalize, METH_DEFAULT},
    {"swapcase", m_swapcase, METH_DEFAULT},
    {"title", m_title, METH_DEFAULT},
    {"zfill", m_zfill, METH_DEFAULT},
    {"removeprefix", m_removeprefix, METH_DEFAULT},
    {"removesuffix", m_removesuffix, METH_DEFAULT},
    {"partition", m_partition, METH_DEFAULT},
    {"rpartition", m_rpartition, METH_DEFAULT},
    {"splitlines", m_splitlines, METH_DEFAULT},
    {"fromhex", bytes_fromhex, METH_CLASS},
    {"rsplit", m_rsplit, METH_DEFAULT},
    {"expandtabs", m_expandtabs, METH_DEFAULT},
    {NULL, NULL, 0},
};

Type Bytes_Type = {
    TYPE_HEAD_INIT,
    .name = "bytes",
    .basicsize = offsetof(BytesObject, data),
    .itemsize = 1,
    .flags = TPF_BASETYPE,
    .dealloc = bytes_dealloc,
    .repr = bytes_repr,
    .hash = bytes_hash,
    .richcompare = bytes_richcompare,
    .new = bytes_new,
    .iter = bytes_iter,
    .len = bytes_len_slot,
    .getitem = bytes_getitem,
    .contains = bytes_contains,
    .sq_concat = bytes_concat,
    .sq_repeat = bytes_repeat,
    .methods = bytes_methods,
};
