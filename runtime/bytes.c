/* bytes.c: the bytes type, and the read-only methods bytearray shares.
 *
 * The idea.  A bytes object is an immutable array of small ints 0..255,
 * stored like a str's data (ob_size bytes, plus a NUL so C code may treat
 * it as a string) with a cached hash.  What is here: the constructor
 * (bytes(), bytes(n), bytes(iterable of ints), bytes(str, encoding),
 * bytes(bytes-like), __bytes__), repr (b'caf\xc3\xa9'), len, comparison,
 * hash (the str hash of the same bytes, so hash(b'abc') == hash('abc') as
 * in CPython), indexing (ints), slicing, iteration, `in`, + and *,
 * % formatting, and the methods of CPython's bytes.
 *
 * One implementation for two types.  Every method is written once, over
 * an immutable bytes `self`.  The method tables hold wrappers
 * (shared_call): arguments that are bytearrays or memoryviews become bytes
 * snapshots first (so "bytes-like" is accepted everywhere CPython accepts
 * it and the methods only compare types with Bytes_Type); for bytearray
 * (bytearray_shared_*), self is a snapshot of the bytearray taken under
 * its lock and every bytes in the result (alone, in a list or in a tuple)
 * becomes a bytearray.  The snapshot costs a copy; in exchange no method
 * reads memory that another thread may resize.
 *
 * Immutable and fully built before anyone else sees it: no locking.  The
 * hash is cached with relaxed atomics (racing threads store one value).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/bytesimpl.h"
#include "runtime/strimpl.h"

static inline BytesObject *BYTES(Object *o) { return (BytesObject *)o; }

/* New ref: n uninitialised bytes (NUL-terminated). */
Object *bytes_new_raw(ssize_t n)
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

Object *bytes_repr_data(const char *data, ssize_t n, const char *prefix, const char *suffix)
{
    const unsigned char *d = (const unsigned char *)data;
    char q = memchr(d, '\'', (size_t)n) && !memchr(d, '"', (size_t)n) ? '"' : '\'';
    StrBuilder sb;
    sb_init(&sb);
    if (sb_reserve(&sb, (size_t)n + 3) < 0 || sb_add_cstr(&sb, prefix) < 0 || sb_add_byte(&sb, 'b') < 0 ||
        sb_add_byte(&sb, q) < 0)
        goto fail;
    for (ssize_t i = 0; i < n; i++) {
        unsigned char c = d[i];
        char e[4];
        int k = 2;
        e[0] = '\\';
        /* bytearray's repr (a prefix) escapes ' even between double quotes, as CPython's */
        if (c == (unsigned char)q || c == '\\' || (c == '\'' && *prefix)) e[1] = (char)c;
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
    if (sb_add_byte(&sb, q) < 0 || sb_add_cstr(&sb, suffix) < 0) goto fail;
    return sb_finish(&sb);
fail:
    sb_discard(&sb);
    return NULL;
}

static Object *bytes_repr(Object *o) { return bytes_repr_data(bytes_data(o), bytes_len(o), "", ""); }

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

Object *bytes_compare_data(const char *a, ssize_t na, const char *b, ssize_t nb, int op)
{
    if ((op == CMP_EQ || op == CMP_NE) && na != nb) return bool_from(op == CMP_NE);
    int c = memcmp(a, b, (size_t)(na < nb ? na : nb));
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

Object *buffer_compare(Object *a, Object *b, int op)
{
    Object *x, *y;
    if (buffer_bytes(a, &x) < 0) return NULL;
    if (buffer_bytes(b, &y) < 0) {
        DECREF(x);
        return NULL;
    }
    Object *r = bytes_compare_data(bytes_data(x), bytes_len(x), bytes_data(y), bytes_len(y), op);
    DECREF(x);
    DECREF(y);
    return r;
}

/* bytes against bytes; bytearray and memoryview answer for the mixed pairs */
static Object *bytes_richcompare(Object *a, Object *b, int op)
{
    if (TYPE(a) != &Bytes_Type || TYPE(b) != &Bytes_Type) return NotImplemented;
    return bytes_compare_data(bytes_data(a), bytes_len(a), bytes_data(b), bytes_len(b), op);
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

int bytes_contains_data(const char *d, ssize_t n, Object *x)
{
    if (is_int(x) || (!is_small(x) && TYPE(x)->nb_index && !is_bytes_like(x))) {
        ssize_t v = num_as_ssize(x);
        if (v == -1 && err_occurred()) {
            if (!err_matches(&Exc_OverflowError)) return -1;
            err_clear();
            v = -1;
        }
        if (v < 0 || v > 255) {
            err_set(&Exc_ValueError, "byte must be in range(0, 256)");
            return -1;
        }
        return memchr(d, (int)v, (size_t)n) != NULL;
    }
    Object *b;
    int k = buffer_bytes(x, &b);
    if (k < 0) return -1;
    if (k == 0) {
        err_format(&Exc_TypeError, "a bytes-like object is required, not '%s'", TYPE_NAME(x));
        return -1;
    }
    int r = bytes_len(b) == 0 || memmem(d, (size_t)n, bytes_data(b), (size_t)bytes_len(b)) != NULL;
    DECREF(b);
    return r;
}

static int bytes_contains(Object *o, Object *x) { return bytes_contains_data(bytes_data(o), bytes_len(o), x); }

static Object *bytes_concat(Object *a, Object *bo)
{
    Object *b;
    int k = buffer_bytes(bo, &b);
    if (k < 0) return NULL;
    if (k == 0) return err_format(&Exc_TypeError, "can't concat %s to bytes", TYPE_NAME(bo));
    ssize_t na = bytes_len(a), nb = bytes_len(b);
    Object *r = na > PTRDIFF_MAX - 64 - nb ? err_no_memory() : bytes_new_raw(na + nb);
    if (r != NULL) {
        memcpy(bytes_data(r), bytes_data(a), (size_t)na);
        memcpy(bytes_data(r) + na, bytes_data(b), (size_t)nb);
    }
    DECREF(b);
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

static Object *m_decode(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
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

/* o.__bytes__(), when o's type has one: true, and *r is its result (a
 * new ref bytes, or NULL with TypeError when it returns anything else, or
 * with its own error).  False when there is none (an exception is set only
 * when the lookup itself failed). */
static bool dunder_bytes(Object *o, Object **r)
{
    Object *f = obj_lookup_special(o, STR_ID("__bytes__"));
    if (f == NULL) return false;
    *r = obj_call0(f);
    DECREF(f);
    if (*r != NULL && TYPE(*r) != &Bytes_Type) {
        err_format(&Exc_TypeError, "__bytes__ returned non-bytes (type %s)", TYPE_NAME(*r));
        CLEAR(*r);
    }
    return true;
}

/* hex(sep=, bytes_per_sep=1): two digits a byte; sep (one ASCII
 * character, str or bytes) between groups of bytes_per_sep bytes counted
 * from the right (from the left when negative) */
static Object *m_hex(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"sep", "bytes_per_sep", NULL};
    Object *a[2];
    if (args_parse("hex", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    char sep = 0;
    ssize_t group = 1;
    if (a[0]) {
        const char *sp;
        ssize_t sn;
        ssize_t len = obj_len(a[0]); /* CPython measures first: hex(5) is "object of type 'int' has no len()" */
        if (len < 0) return NULL;
        if (len != 1) return err_set(&Exc_ValueError, "sep must be length 1.");
        if (is_str(a[0])) sp = str_cstr(a[0]), sn = str_len(a[0]);
        else if (TYPE(a[0]) == &Bytes_Type) sp = bytes_data(a[0]), sn = bytes_len(a[0]);
        else return err_set(&Exc_TypeError, "sep must be str or bytes.");
        (void)sn;
        if ((unsigned char)sp[0] >= 128) return err_set(&Exc_ValueError, "sep must be ASCII.");
        sep = sp[0];
    }
    if (a[1]) {
        if (!is_int(a[1]) && TYPE(a[1])->nb_index == NULL)
            return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(a[1]));
        if (index_as_ssize(a[1], NULL, &group) < 0) return NULL;
        if (group > INT_MAX || group < INT_MIN)
            return err_set(&Exc_OverflowError, "Python int too large to convert to C int");
    }
    ssize_t n = bytes_len(self);
    if (n == 0) return str_empty;
    ssize_t g = group < 0 ? -group : group, nsep = 0;
    if (sep && g > 0 && g < n) nsep = (n - 1) / g;
    if (!sep || g == 0) nsep = 0;
    ssize_t len = 2 * n + nsep;
    Object *r = str_new_raw(len, len, true);
    if (r == NULL) return NULL;
    char *o = STR(r)->data;
    const unsigned char *d = (const unsigned char *)bytes_data(self);
    for (ssize_t i = 0; i < n; i++) {
        if (nsep && i > 0) {
            /* a separator before byte i when a group boundary falls there */
            bool cut = group > 0 ? (n - i) % g == 0 : i % g == 0;
            if (cut) *o++ = sep;
        }
        *o++ = "0123456789abcdef"[d[i] >> 4];
        *o++ = "0123456789abcdef"[d[i] & 15];
    }
    return r;
}

/* ---- the constructor --------------------------------------------------------------- */

Object *bytes_from_source(Object *src, const char *what)
{
    Object *b;
    int k = buffer_bytes(src, &b);
    if (k != 0) return k < 0 ? NULL : b;
    bool is_bytes = !strcmp(what, "bytes");
    if (is_bytes) {
        Object *r;
        if (dunder_bytes(src, &r)) return r;
        if (err_occurred()) return NULL;
    }
    if (TYPE(src)->iter == NULL && !is_list(src) && !is_tuple(src) && TYPE(src)->getitem == NULL)
        return err_format(&Exc_TypeError, "cannot convert '%s' object to %s", TYPE_NAME(src), what);
    Object *items = list_from_iterable(src); /* private: read without locking */
    if (items == NULL) return NULL;
    ssize_t n = list_len(items);
    Object *r = bytes_new_raw(n);
    for (ssize_t i = 0; r && i < n; i++) {
        Object *v = ((ListObject *)items)->items[i];
        ssize_t x;
        if (!is_int(v) && TYPE(v)->nb_index == NULL) {
            err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(v));
            CLEAR(r);
        } else if ((x = num_as_ssize(v)) == -1 && err_occurred() && !err_matches(&Exc_OverflowError)) {
            CLEAR(r);
        } else if (x < 0 || x > 255) {
            err_clear();
            err_set(&Exc_ValueError, is_bytes ? "bytes must be in range(0, 256)" : "byte must be in range(0, 256)");
            CLEAR(r);
        } else {
            bytes_data(r)[i] = (char)x;
        }
    }
    DECREF(items);
    return r;
}

/* bytes(), bytes(n), bytes(iterable of ints), bytes(str, encoding[, errors]), bytes(bytes-like). */
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
    if (is_int(src) || (TYPE(src)->nb_index && obj_type_lookup(TYPE(src), STR_ID("__bytes__")) == NULL)) {
        ssize_t n;
        if (index_as_ssize(src, &Exc_OverflowError, &n) < 0) return NULL;
        if (n < 0) return err_set(&Exc_ValueError, "negative count");
        Object *r = bytes_new_raw(n);
        if (r) memset(bytes_data(r), 0, (size_t)n);
        return r;
    }
    return bytes_from_source(src, "bytes");
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
    if (args_no_kw("join", kwnames) < 0 || args_count("bytes.join", nargs, 1, 1) < 0) return NULL;
    Object *items = list_from_iterable(args[0]);
    if (items == NULL) return NULL;
    ssize_t k = list_len(items), total = 0, sl = bytes_len(self);
    Object **it = ((ListObject *)items)->items;
    for (ssize_t i = 0; i < k; i++) {
        if (TYPE(it[i]) != &Bytes_Type) { /* a bytearray or memoryview: its snapshot (items is private) */
            Object *b;
            int got = buffer_bytes(it[i], &b);
            if (got <= 0) {
                if (got == 0)
                    err_format(&Exc_TypeError, "sequence item %zd: expected a bytes-like object, %s found", i,
                               TYPE_NAME(it[i]));
                DECREF(items);
                return NULL;
            }
            Object *old = it[i];
            it[i] = b;
            DECREF(old);
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

/* 1 to 3 positional arguments, in CPython's words for these methods:
 * "find() takes at least 1 argument (0 given)" */
static int one_to_three_args(const char *fname, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw(fname, kwnames) < 0) return -1;
    if (nargs >= 1 && nargs <= 3) return 0;
    err_format(&Exc_TypeError, nargs < 1 ? "%s() takes at least 1 argument (%zd given)"
                                         : "%s() takes at most 3 arguments (%zd given)", fname, nargs);
    return -1;
}

/* sub (bytes or an int byte) and the optional start/end of count/find/index. */
static int sub_args(const char *fname, Object *const *args, ssize_t nargs, Object *kwnames, Object *self, char *one,
                    const char **sp, ssize_t *sn, ssize_t *start, ssize_t *end)
{
    if (one_to_three_args(fname, nargs, kwnames) < 0) return -1;
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
    if (one_to_three_args(fname, nargs, kwnames) < 0) return NULL;
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

/* translate(table, /, delete=b''): each byte through a 256-byte table
 * (None: unchanged), the bytes in `delete` dropped */
static Object *m_translate(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"table", "delete", NULL};
    Object *a[2];
    if (args_parse("translate", args, nargs, kwnames, names, 1, 1, a) < 0) return NULL;
    Object *table = a[0], *del = a[1];
    if (table != None) {
        if (need_bytes(table) < 0) return NULL;
        if (bytes_len(table) != 256) return err_set(&Exc_ValueError, "translation table must be 256 characters long");
    }
    if (del && need_bytes(del) < 0) return NULL;
    bool drop[256] = {false};
    for (ssize_t i = 0; del && i < bytes_len(del); i++) drop[(unsigned char)bytes_data(del)[i]] = true;
    const unsigned char *d = (const unsigned char *)bytes_data(self);
    const unsigned char *t = table == None ? NULL : (const unsigned char *)bytes_data(table);
    ssize_t n = bytes_len(self), k = 0;
    Object *r = bytes_new_raw(n);
    if (r == NULL) return NULL;
    unsigned char *o = (unsigned char *)bytes_data(r);
    for (ssize_t i = 0; i < n; i++)
        if (!drop[d[i]]) o[k++] = t ? t[d[i]] : d[i];
    if (k == n) return r;
    Object *s = bytes_from((const char *)o, k);
    DECREF(r);
    return s;
}

/* bytes.maketrans(frm, to) (static; bytearray.maketrans too): the
 * 256-byte table mapping each byte of frm to the byte of to at its place */
Object *bytes_maketrans(Object *cls, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)cls;
    if (args_no_kw("maketrans", kwnames) < 0 || args_count("maketrans", nargs, 2, 2) < 0) return NULL;
    Object *f = NULL, *t = NULL, *r = NULL;
    for (int k = 0; k < 2; k++) {
        Object **out = k ? &t : &f;
        int got = buffer_bytes(args[k], out);
        if (got == 0)
            err_format(&Exc_TypeError, "a bytes-like object is required, not '%s'", TYPE_NAME(args[k]));
        if (got <= 0) goto done;
    }
    if (bytes_len(f) != bytes_len(t)) {
        err_set(&Exc_ValueError, "maketrans arguments must have same length");
        goto done;
    }
    if ((r = bytes_new_raw(256)) == NULL) goto done;
    for (int i = 0; i < 256; i++) bytes_data(r)[i] = (char)i;
    for (ssize_t i = 0; i < bytes_len(f); i++) bytes_data(r)[(unsigned char)bytes_data(f)[i]] = bytes_data(t)[i];
done:
    XDECREF(f);
    XDECREF(t);
    return r;
}

/* ---- % formatting (CPython's bytes % args, PEP 461) ------------------------------ */

typedef struct { char *p; size_t len, cap; } ByteBuf;

static int bb_add(ByteBuf *b, const char *s, size_t n)
{
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 64;
        while (cap < b->len + n) {
            if (cap > PTRDIFF_MAX / 2) {
                err_no_memory();
                return -1;
            }
            cap *= 2;
        }
        char *p = realloc(b->p, cap);
        if (p == NULL) {
            err_no_memory();
            return -1;
        }
        b->p = p;
        b->cap = cap;
    }
    if (n) memcpy(b->p + b->len, s, n);
    b->len += n;
    return 0;
}

/* s (n bytes) padded to width with spaces, on the right when left */
static int bb_add_padded(ByteBuf *b, const char *s, ssize_t n, ssize_t width, bool left)
{
    if (!left)
        for (ssize_t k = n; k < width; k++)
            if (bb_add(b, " ", 1) < 0) return -1;
    if (bb_add(b, s, (size_t)n) < 0) return -1;
    if (left)
        for (ssize_t k = n; k < width; k++)
            if (bb_add(b, " ", 1) < 0) return -1;
    return 0;
}

/* New ref: the bytes of a %s / %b argument (bytes-like or __bytes__) */
static Object *format_bytes_arg(Object *v)
{
    Object *b;
    int got = buffer_bytes(v, &b);
    if (got != 0) return got < 0 ? NULL : b;
    Object *r;
    if (dunder_bytes(v, &r)) return r;
    if (err_occurred()) return NULL;
    return err_format(&Exc_TypeError,
                      "%%b requires a bytes-like object, or an object that implements __bytes__, not '%s'", TYPE_NAME(v));
}

Object *bytes_format(const char *fmt, ssize_t n, Object *args)
{
    bool tuple = is_tuple(args);
    ssize_t argc = tuple ? tuple_len(args) : 1, argi = 0;
    Object *dict = NULL;
    if (!tuple && !is_small(args) && !is_str(args) && TYPE(args) != &Bytes_Type && TYPE(args)->getitem) dict = args;
    ByteBuf out = {NULL, 0, 0};
    Object *keyed = NULL; /* the value a %(key) named, for this spec */
#define NEXT_ARG() (argi < argc ? (tuple ? tuple_get(args, argi++) : (argi++, args)) : NULL)
    for (ssize_t i = 0; i < n; i++) {
        if (fmt[i] != '%') {
            ssize_t j = i;
            while (j < n && fmt[j] != '%') j++;
            if (bb_add(&out, fmt + i, (size_t)(j - i)) < 0) goto fail;
            i = j - 1;
            continue;
        }
        if (++i >= n) goto incomplete;
        CLEAR(keyed);
        if (fmt[i] == '(') {
            if (dict == NULL) {
                err_set(&Exc_TypeError, "format requires a mapping");
                goto fail;
            }
            ssize_t depth = 1, k0 = ++i;
            while (i < n && depth) {
                if (fmt[i] == '(') depth++;
                else if (fmt[i] == ')') depth--;
                i++;
            }
            if (depth) {
                err_set(&Exc_ValueError, "incomplete format key");
                goto fail;
            }
            Object *key = bytes_from(fmt + k0, i - 1 - k0);
            if (key == NULL) goto fail;
            keyed = obj_getitem(dict, key);
            DECREF(key);
            if (keyed == NULL) goto fail;
            if (i >= n) goto incomplete;
        }
        bool left = false, plus = false, space = false, alt = false, zero = false;
        for (; i < n; i++) {
            char c = fmt[i];
            if (c == '-') left = true;
            else if (c == '+') plus = true;
            else if (c == ' ') space = true;
            else if (c == '#') alt = true;
            else if (c == '0') zero = true;
            else break;
        }
        ssize_t width = -1, prec = -1;
        for (int part = 0; part < 2 && i < n; part++) {
            if (part == 1) {
                if (fmt[i] != '.') break;
                if (++i >= n) goto incomplete;
            }
            ssize_t *dst = part ? &prec : &width;
            if (fmt[i] == '*') {
                Object *w = NEXT_ARG();
                if (w == NULL) goto not_enough;
                if (!is_int(w)) {
                    err_set(&Exc_TypeError, "* wants int");
                    goto fail;
                }
                ssize_t v = num_as_ssize(w);
                if (v == -1 && err_occurred()) goto fail;
                if (v < 0 && !part) left = true, v = -v;
                *dst = v < 0 ? 0 : v;
                i++;
            } else if (fmt[i] >= '0' && fmt[i] <= '9') {
                ssize_t v = 0;
                for (; i < n && fmt[i] >= '0' && fmt[i] <= '9'; i++) {
                    if (v > (SSIZE_MAX - 9) / 10) {
                        err_set(&Exc_ValueError, part ? "precision too big" : "width too big");
                        goto fail;
                    }
                    v = v * 10 + (fmt[i] - '0');
                }
                *dst = v;
            } else if (part) {
                *dst = 0;
            }
        }
        while (i < n && (fmt[i] == 'h' || fmt[i] == 'l' || fmt[i] == 'L')) i++;
        if (i >= n) goto incomplete;
        char c = fmt[i];
        if (c == '%') {
            if (bb_add(&out, "%", 1) < 0) goto fail;
            continue;
        }
        Object *v = keyed ? keyed : NEXT_ARG();
        if (v == NULL) goto not_enough;
        Object *piece = NULL; /* a bytes or an ASCII str */
        switch (c) {
        case 's': case 'b': case 'r': case 'a': {
            if (c == 's' || c == 'b') {
                piece = format_bytes_arg(v);
            } else {
                Object *r = str_ascii(v);
                if (r == NULL) goto fail;
                piece = bytes_from(str_cstr(r), str_nbytes(r));
                DECREF(r);
            }
            if (piece == NULL) goto fail;
            ssize_t len = bytes_len(piece);
            if (prec >= 0 && prec < len) len = prec;
            int rc = bb_add_padded(&out, bytes_data(piece), len, width, left);
            DECREF(piece);
            if (rc < 0) goto fail;
            break;
        }
        case 'c': {
            char ch;
            if (is_int(v)) {
                ssize_t x = num_as_ssize(v);
                if (x == -1 && err_occurred() && !err_matches(&Exc_OverflowError)) goto fail;
                if (x < 0 || x > 255) {
                    err_clear();
                    err_set(&Exc_OverflowError, "%c arg not in range(256)");
                    goto fail;
                }
                ch = (char)x;
            } else {
                Object *b = NULL;
                int got = TYPE(v) == &Bytes_Type || TYPE(v) == &ByteArray_Type ? buffer_bytes(v, &b) : 0;
                if (got < 0) goto fail;
                if (got == 0 || bytes_len(b) != 1) {
                    XDECREF(b);
                    err_set(&Exc_TypeError, "%c requires an integer in range(256) or a single byte");
                    goto fail;
                }
                ch = bytes_data(b)[0];
                DECREF(b);
            }
            if (bb_add_padded(&out, &ch, 1, width, left) < 0) goto fail;
            break;
        }
        case 'd': case 'i': case 'u': case 'o': case 'x': case 'X':
        case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': {
            if (strchr("eEfFgG", c) && !is_int(v) && !is_float(v) && TYPE(v)->nb_float == NULL &&
                TYPE(v)->nb_index == NULL) {
                err_format(&Exc_TypeError, "float argument required, not %s", TYPE_NAME(v));
                goto fail;
            }
            /* the number through str's % with the same spec (ASCII out) */
            char spec[80];
            int k = snprintf(spec, sizeof spec, "%%%s%s%s%s%s", left ? "-" : "", plus ? "+" : "", space ? " " : "",
                             alt ? "#" : "", zero ? "0" : "");
            if (width >= 0) k += snprintf(spec + k, sizeof spec - (size_t)k, "%zd", width);
            if (prec >= 0) k += snprintf(spec + k, sizeof spec - (size_t)k, ".%zd", prec);
            snprintf(spec + k, sizeof spec - (size_t)k, "%c", c == 'u' ? 'd' : c);
            Object *sf = str_from_cstr(spec), *one = sf ? tuple_pack(1, v) : NULL;
            Object *r = one ? str_mod(sf, one) : NULL;
            XDECREF(sf);
            XDECREF(one);
            if (r == NULL) goto fail;
            int rc = bb_add(&out, str_cstr(r), (size_t)str_nbytes(r));
            DECREF(r);
            if (rc < 0) goto fail;
            break;
        }
        default:
            err_format(&Exc_ValueError, "unsupported format character '%c' (0x%x) at index %zd",
                       (unsigned char)c < 128 && c >= ' ' ? c : '?', (unsigned)(unsigned char)c, i);
            goto fail;
        }
    }
#undef NEXT_ARG
    CLEAR(keyed);
    if (argi < argc && dict == NULL) {
        err_set(&Exc_TypeError, "not all arguments converted during bytes formatting");
        goto fail;
    }
    {
        Object *r = bytes_from(out.p ? out.p : "", (ssize_t)out.len);
        free(out.p);
        return r;
    }
incomplete:
    err_set(&Exc_ValueError, "incomplete format");
    goto fail;
not_enough:
    err_set(&Exc_TypeError, "not enough arguments for format string");
fail:
    XDECREF(keyed);
    free(out.p);
    return NULL;
}

static Object *bytes_mod(Object *a, Object *b)
{
    if (TYPE(a) != &Bytes_Type) return NotImplemented;
    return bytes_format(bytes_data(a), bytes_len(a), b);
}

/* ---- the method tables: bytes, and bytearray's shared part ------------------------ */

static bool needs_snapshot(Object *x)
{
    if (is_small(x)) return false;
    if (x->ob_type == &ByteArray_Type || x->ob_type == &MemoryView_Type) return true;
    if (is_tuple(x))
        for (ssize_t i = 0; i < tuple_len(x); i++)
            if (!is_small(tuple_get(x, i)) &&
                (tuple_get(x, i)->ob_type == &ByteArray_Type || tuple_get(x, i)->ob_type == &MemoryView_Type))
                return true;
    return false;
}

/* New ref: x with bytearrays and memoryviews (alone or in a tuple) as bytes */
static Object *snapshot_arg(Object *x)
{
    if (!needs_snapshot(x)) return NEWREF(x);
    Object *b;
    if (!is_tuple(x)) return buffer_bytes(x, &b) < 0 ? NULL : b;
    Object *t = tuple_new(tuple_len(x));
    if (t == NULL) return NULL;
    for (ssize_t i = 0; i < tuple_len(x); i++) {
        Object *it = tuple_get(x, i);
        if (!needs_snapshot(it)) b = NEWREF(it);
        else if (buffer_bytes(it, &b) < 0) b = NULL;
        if (b == NULL) {
            for (ssize_t j = i; j < tuple_len(x); j++) tuple_items(t)[j] = NEWREF(None);
            DECREF(t);
            return NULL;
        }
        tuple_items(t)[i] = b;
    }
    return t;
}

/* r (stolen) with every bytes in it made a bytearray: the result of a
 * bytearray method (r is fresh: the method's own list or tuple) */
static Object *as_bytearray_result(Object *r)
{
    if (r == NULL) return NULL;
    if (TYPE(r) == &Bytes_Type) return bytearray_from_bytes_steal(r);
    Object **items = NULL;
    ssize_t n = 0;
    if (is_list_exact(r)) items = ((ListObject *)r)->items, n = list_len(r);
    else if (is_tuple_exact(r)) items = tuple_items(r), n = tuple_len(r);
    for (ssize_t i = 0; i < n; i++) {
        if (TYPE(items[i]) != &Bytes_Type) continue;
        Object *b = bytearray_from_bytes_steal(items[i]);
        items[i] = b ? b : NEWREF(None);
        if (b == NULL) {
            DECREF(r);
            return NULL;
        }
    }
    return r;
}

/* The shared methods name themselves "bytes.zfill()" in their argument
 * errors; called on a bytearray, CPython says "bytearray.zfill()". */
static void rename_error_for_bytearray(void)
{
    if (!err_matches(&Exc_TypeError)) return;
    Object *exc = err_fetch(), *args = exc_args(exc);
    if (args && tuple_len(args) == 1 && is_str(tuple_get(args, 0)) && !strncmp(str_cstr(tuple_get(args, 0)), "bytes.", 6)) {
        err_format(&Exc_TypeError, "bytearray.%s", str_cstr(tuple_get(args, 0)) + 6);
        DECREF(exc);
        return;
    }
    err_restore(exc);
}

#define MAX_SHARED_ARGS 8
static Object *shared_call(CFunc fn, Object *self, Object *const *args, ssize_t nargs, Object *kwnames, bool bytearray)
{
    ssize_t total = nargs + (kwnames ? tuple_len(kwnames) : 0);
    bool convert = false;
    for (ssize_t i = 0; i < total && total <= MAX_SHARED_ARGS; i++) convert |= needs_snapshot(args[i]);
    Object *conv[MAX_SHARED_ARGS], *orig0 = total ? args[0] : NULL;
    if (convert) {
        for (ssize_t i = 0; i < total; i++) {
            if ((conv[i] = snapshot_arg(args[i])) == NULL) {
                for (ssize_t j = 0; j < i; j++) DECREF(conv[j]);
                return NULL;
            }
        }
        args = conv;
    }
    Object *me = bytearray ? bytearray_snapshot(self) : self;
    Object *r = me ? fn(me, args, nargs, kwnames) : NULL;
    /* bytes.partition gives back the separator object it was passed */
    if (r && convert && !bytearray && is_tuple_exact(r) && tuple_len(r) == 3 && nargs >= 1 &&
        tuple_get(r, 1) == args[0] && (fn == m_partition || fn == m_rpartition)) {
        tuple_items(r)[1] = NEWREF(orig0);
        DECREF(args[0]); /* the tuple's reference; conv[0] keeps its own, released below */
    }
    if (bytearray) {
        XDECREF(me);
        if (r == NULL) rename_error_for_bytearray();
        r = as_bytearray_result(r);
    }
    if (convert)
        for (ssize_t i = 0; i < total; i++) DECREF(conv[i]);
    return r;
}

#define X(name)                                                                                                 \
    static Object *w_##name(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)                \
    {                                                                                                           \
        return shared_call(m_##name, self, args, nargs, kwnames, false);                                       \
    }                                                                                                           \
    Object *bytearray_shared_##name(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)        \
    {                                                                                                           \
        return shared_call(m_##name, self, args, nargs, kwnames, true);                                        \
    }
BYTES_SHARED_METHODS(X)
#undef X

Object *bytearray_shared_fromhex(Object *cls, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Object *r = bytes_fromhex(cls, args, nargs, kwnames);
    if (r == NULL) rename_error_for_bytearray();
    return as_bytearray_result(r);
}

static const MethodDef bytes_methods[] = {
#define X(name) {#name, w_##name, METH_DEFAULT},
    BYTES_SHARED_METHODS(X)
#undef X
    {"fromhex", bytes_fromhex, METH_CLASS},
    {"maketrans", bytes_maketrans, METH_STATIC},
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
    .nb_mod = bytes_mod,
    .methods = bytes_methods,
};
