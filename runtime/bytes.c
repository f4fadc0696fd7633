/* bytes.c: the bytes type, as much as Level 1 needs (str.encode's result).
 *
 * The idea.  A bytes object is an immutable array of small ints 0..255,
 * stored like a str's data (ob_size bytes, plus a NUL so C code may treat
 * it as a string) with a cached hash.  What is here: the constructor
 * (bytes(), bytes(n), bytes(iterable of ints), bytes(str, encoding)),
 * repr (b'caf\xc3\xa9'), len, comparison, hash (the str hash of the same
 * bytes, so hash(b'abc') == hash('abc') as in CPython), indexing (ints),
 * slicing, iteration, `in`, + and *, decode() and hex().  The rest of
 * bytes' methods (Level 2+) are not provided: AttributeError says so.
 *
 * Immutable and fully built before anyone else sees it: no locking.  The
 * hash is cached with relaxed atomics (racing threads store one value).
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/strimpl.h"

static inline BytesObject *BYTES(Object *o) { return (BytesObject *)o; }
static inline char *bytes_data(Object *o) { return BYTES(o)->data; }
static inline ssize_t bytes_len(Object *o) { return BYTES(o)->ob.ob_size; }

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
        return err_format(&Exc_TypeError, "decode() argument 'encoding' must be str, not %s", TYPE_NAME(a[0]));
    if (a[1] && !is_str(a[1]))
        return err_format(&Exc_TypeError, "decode() argument 'errors' must be str, not %s", TYPE_NAME(a[1]));
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
        Object *eargs[2] = {a[1], a[2] ? a[2] : str_intern_cstr("strict")};
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

static const MethodDef bytes_methods[] = {
    {"decode", bytes_decode, METH_DEFAULT},
    {"hex", bytes_hex, METH_DEFAULT},
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
