/* intconv.c: ints to and from text -- str(int), hex/oct/bin, int("..."),
 * and the int() constructor.
 *
 * Small ints convert by hand (a digit loop into a stack buffer); big ints
 * go through GMP's mpz_get_str / mpz_set_str, which are subquadratic, so
 * str() of a 4000-digit number costs microseconds, not milliseconds.
 *
 * CPython 3.11 refuses decimal conversions of more than 4300 digits (the
 * CVE-2020-10735 limit, sys.set_int_max_str_digits); fpy keeps the same
 * limit and messages so programs behave the same, though GMP would not be
 * slow there.  Power-of-two bases are never limited (as in CPython).
 *
 * The text rules are Python's: surrounding whitespace, one sign, an
 * optional 0x/0o/0b prefix matching the base (base 0 reads it), single
 * underscores between digits (one allowed right after a prefix), and any
 * Unicode decimal digit (Arabic-Indic, fullwidth...) counts as its ASCII
 * digit -- number_ascii() does that mapping, for float() too.
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/intobject.h"

/* ---- the digit limit ------------------------------------------------------- */

#define MAX_STR_DIGITS_DEFAULT 4300
#define MAX_STR_DIGITS_THRESHOLD 640

_Atomic int int_max_str_digits = MAX_STR_DIGITS_DEFAULT;

int int_get_max_str_digits(void) { return atomic_load_explicit(&int_max_str_digits, memory_order_relaxed); }

int int_set_max_str_digits(Object *n)
{
    int64_t v;
    if (!is_int(n)) {
        err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(n));
        return -1;
    }
    if (!int_as_i64(n, &v) || v > INT32_MAX) {
        err_set(&Exc_OverflowError, "Python int too large to convert to C int");
        return -1;
    }
    if (v != 0 && v < MAX_STR_DIGITS_THRESHOLD) {
        err_set(&Exc_ValueError, "maxdigits must be 0 or larger than 640");
        return -1;
    }
    atomic_store_explicit(&int_max_str_digits, (int)v, memory_order_relaxed);
    return 0;
}

static Object *too_many_digits_out(void)
{
    return err_format(&Exc_ValueError,
                      "Exceeds the limit (%d digits) for integer string conversion; "
                      "use sys.set_int_max_str_digits() to increase the limit",
                      int_get_max_str_digits());
}

/* ---- int -> text ------------------------------------------------------------ */

/* Writes |v| in decimal ending at end (exclusive); returns the start. */
static char *u64_decimal(uint64_t v, char *end)
{
    static const char pairs[] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                                "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                                "8081828384858687888990919293949596979899";
    char *p = end;
    while (v >= 100) {
        unsigned k = (unsigned)(v % 100) * 2;
        v /= 100;
        *--p = pairs[k + 1];
        *--p = pairs[k];
    }
    if (v >= 10) {
        *--p = pairs[v * 2 + 1];
        *--p = pairs[v * 2];
    } else {
        *--p = (char)('0' + v);
    }
    return p;
}

/* Writes the decimal text of any int into a malloc'd buffer (or buf when
 * it fits); returns the text and its length, NULL + exception on error.
 * The caller frees the result when it is not buf. */
static char *int_decimal_text(Object *o, char *buf, size_t bufsize, size_t *len)
{
    intptr_t x;
    if (int_small_value(o, &x)) {
        char *end = buf + bufsize;
        char *p = u64_decimal(x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x, end);
        if (x < 0) *--p = '-';
        *len = (size_t)(end - p);
        return p;
    }
    mpz_srcptr z = BIG(o);
    size_t digits = mpz_sizeinbase(z, 10); /* exact or one too many */
    int limit = int_get_max_str_digits();
    if (limit > 0 && digits > (size_t)limit + 1) { too_many_digits_out(); return NULL; }
    char *s = malloc(digits + 2);
    if (s == NULL) { err_no_memory(); return NULL; }
    mpz_get_str(s, 10, z);
    *len = strlen(s);
    if (limit > 0 && *len - (mpz_sgn(z) < 0) > (size_t)limit) {
        free(s);
        too_many_digits_out();
        return NULL;
    }
    return s;
}

/* New ref: str(int) -- "1", "-5", big ints in full. */
Object *int_to_decimal_string(Object *o)
{
    char buf[32];
    size_t len;
    char *s = int_decimal_text(o, buf, sizeof buf, &len);
    if (s == NULL) return NULL;
    Object *r = str_from_utf8(s, (ssize_t)len);
    if (s < buf || s >= buf + sizeof buf) free(s);
    return r;
}

/* New ref: repr of an exact int (bools have their own). */
Object *int_repr(Object *o) { return int_to_decimal_string(o); }

/* New ref: text of o in base 2, 8, 10 or 16; with the 0b/0o/0x prefix
 * when prefix (hex(), oct(), bin()). */
Object *int_to_base_string(Object *o, int base, bool prefix)
{
    if (base == 10) return int_to_decimal_string(o);
    MpzView v;
    mpz_srcptr z = int_view(o, &v);
    size_t n = mpz_sizeinbase(z, base) + 4;
    char small[80];
    char *buf = n <= sizeof small ? small : malloc(n);
    if (buf == NULL) return err_no_memory();
    char *p = buf;
    if (mpz_sgn(z) < 0) *p++ = '-';
    if (prefix) {
        *p++ = '0';
        *p++ = base == 16 ? 'x' : base == 8 ? 'o' : 'b';
    }
    mpz_t abs;
    mpz_roinit_n(abs, mpz_limbs_read(z), (mp_size_t)mpz_size(z));
    mpz_get_str(p, base, abs); /* lowercase digits */
    Object *r = str_from_utf8(buf, (ssize_t)strlen(buf));
    if (buf != small) free(buf);
    return r;
}

/* ---- text -> int ------------------------------------------------------------- */

/* The first code point of each run of ten Unicode decimal digits (category
 * Nd, Unicode 14 as in CPython 3.11): digit value = cp - zero. */
static const uint32_t nd_zeros[] = {
    0x30, 0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66,
    0xde6, 0xe50, 0xed0, 0xf20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90,
    0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0,
    0xff10, 0x104a0, 0x10d30, 0x11066, 0x110f0, 0x11136, 0x111d0, 0x112f0, 0x11450, 0x114d0,
    0x11650, 0x116c0, 0x11730, 0x118e0, 0x11950, 0x11c50, 0x11d50, 0x11da0, 0x16a60, 0x16ac0,
    0x16b50, 0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec, 0x1d7f6, 0x1e140, 0x1e2f0, 0x1e950, 0x1fbf0,
};

static bool unicode_space(uint32_t c)
{
    return c == 0x85 || c == 0xa0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 ||
           c == 0x2029 || c == 0x202f || c == 0x205f || c == 0x3000;
}

/* CPython's _PyUnicode_TransformDecimalAndSpaceToASCII: ASCII stays,
 * Unicode whitespace becomes ' ', a Unicode decimal digit its ASCII digit,
 * anything else '?' (and the text ends there).  Returns s itself when it
 * is all ASCII, else a malloc'd copy in *tofree (NULL + MemoryError). */
const char *number_ascii(const char *s, ssize_t n, ssize_t *outlen, char **tofree)
{
    *tofree = NULL;
    ssize_t i = 0;
    while (i < n && (unsigned char)s[i] < 128) i++;
    if (i == n) { *outlen = n; return s; }
    char *out = malloc((size_t)n + 1);
    if (out == NULL) { err_no_memory(); return NULL; }
    memcpy(out, s, (size_t)i);
    ssize_t o = i;
    while (i < n) {
        unsigned char c = (unsigned char)s[i];
        if (c < 128) { out[o++] = (char)c; i++; continue; }
        uint32_t cp;
        int k = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : 1;
        cp = c & (0x3f >> k);
        for (int j = 1; j <= k && i + j < n; j++) cp = (cp << 6) | ((unsigned char)s[i + j] & 0x3f);
        i += k + 1;
        if (unicode_space(cp)) { out[o++] = ' '; continue; }
        int digit = -1;
        for (size_t z = 0; z < sizeof nd_zeros / sizeof nd_zeros[0]; z++)
            if (cp >= nd_zeros[z] && cp < nd_zeros[z] + 10) { digit = (int)(cp - nd_zeros[z]); break; }
        if (digit < 0) { out[o++] = '?'; break; }
        out[o++] = (char)('0' + digit);
    }
    out[o] = 0;
    *outlen = o;
    *tofree = out;
    return out;
}

static inline bool ascii_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

static inline int digit_value(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

/* Parse ASCII text s[0..n) as an int in base (0 or 2..36).  NULL with
 * *invalid set for a malformed literal (no exception: the caller words
 * it); NULL with an exception for the digit limit or memory. */
static Object *parse_int(const char *s, ssize_t n, int base, bool *invalid)
{
    const char *p = s, *end = s + n;
    *invalid = true;
    while (p < end && ascii_space(*p)) p++;
    while (end > p && ascii_space(end[-1])) end--;
    bool neg = false;
    if (p < end && (*p == '+' || *p == '-')) neg = *p++ == '-';
    bool leading_zero_rule = false;
    if (end - p >= 2 && p[0] == '0') {
        char c = p[1] | 0x20;
        int pb = c == 'x' ? 16 : c == 'o' ? 8 : c == 'b' ? 2 : 0;
        if (pb && (base == 0 || base == pb)) {
            base = pb;
            p += 2;
            if (p < end && *p == '_') p++; /* one underscore allowed after a prefix */
        }
    }
    if (base == 0) {
        base = 10;
        leading_zero_rule = p < end && *p == '0'; /* "010" is not a base-0 literal */
    }
    /* digits, with single underscores between them */
    ssize_t ndigits = 0;
    uint64_t acc = 0;
    bool fits = true;
    for (const char *q = p; q < end; q++) {
        if (*q == '_') {
            if (q == p || q + 1 == end || q[1] == '_') return NULL;
            continue;
        }
        int d = digit_value(*q);
        if (d >= base) return NULL;
        if (leading_zero_rule && d != 0) return NULL;
        ndigits++;
        if (fits && (__builtin_mul_overflow(acc, (uint64_t)base, &acc) || __builtin_add_overflow(acc, (uint64_t)d, &acc)))
            fits = false;
    }
    if (ndigits == 0) return NULL;
    *invalid = false;
    if ((base & (base - 1)) != 0) {
        int limit = int_get_max_str_digits();
        if (limit > 0 && ndigits > limit)
            return err_format(&Exc_ValueError,
                              "Exceeds the limit (%d digits) for integer string conversion: value has %zd "
                              "digits; use sys.set_int_max_str_digits() to increase the limit",
                              limit, ndigits);
    }
    if (fits) {
        if (!neg) return int_from_u64(acc);
        if (acc <= (uint64_t)INT64_MAX) return int_from_i64(-(int64_t)acc);
    }
    /* long: let GMP convert (subquadratic) from the digits alone */
    char *buf = malloc((size_t)ndigits + 1), *w = buf;
    if (buf == NULL) return err_no_memory();
    for (const char *q = p; q < end; q++)
        if (*q != '_') *w++ = *q;
    *w = 0;
    BigIntObject *r = bigint_alloc();
    if (r == NULL) { free(buf); return NULL; }
    mpz_set_str(r->z, buf, base);
    free(buf);
    if (neg) mpz_neg(r->z, r->z);
    return int_from_big(r);
}

/* The error for a malformed literal: CPython shows the repr of the
 * argument, cut to 200 characters. */
static Object *invalid_literal(int base, Object *orig)
{
    Object *r = obj_repr(orig);
    if (r == NULL) return NULL;
    if (str_len(r) > 200) {
        /* cut after 200 code points (UTF-8: skip continuation bytes) */
        const char *d = str_cstr(r);
        ssize_t i = 0, chars = 0;
        while (chars < 200) {
            i++;
            while ((d[i] & 0xc0) == 0x80) i++;
            chars++;
        }
        Object *cut = str_from_utf8(d, i);
        DECREF(r);
        if (cut == NULL) return NULL;
        r = cut;
    }
    err_format(&Exc_ValueError, "invalid literal for int() with base %d: %U", base, r);
    DECREF(r);
    return NULL;
}

/* New ref: int(text, base) where orig (a str or bytes) names the argument
 * in the error message. */
static Object *int_from_text(const char *s, ssize_t n, int base, Object *orig)
{
    char *tofree;
    ssize_t len;
    const char *a = number_ascii(s, n, &len, &tofree);
    if (a == NULL) return NULL;
    bool invalid;
    Object *r = parse_int(a, len, base, &invalid);
    free(tofree);
    if (r == NULL && invalid) return invalid_literal(base, orig);
    return r;
}

/* New ref: int(s, base) for UTF-8 text; ValueError as CPython's. */
Object *int_from_string(const char *s, ssize_t len, int base)
{
    Object *orig = str_from_utf8(s, len);
    if (orig == NULL) return NULL;
    Object *r = int_from_text(s, len, base, orig);
    DECREF(orig);
    return r;
}

/* ---- the int() constructor ---------------------------------------------------- */

/* New ref: an instance of the int subclass t holding the value of v
 * (steals v).  A class MyInt(int) instances keep the BigIntObject
 * layout (t->basicsize >= sizeof(BigIntObject)) whatever their value. */
static Object *int_subtype_new(Type *t, Object *v)
{
    if (v == NULL || t == &Int_Type) return v;
    size_t size = t->basicsize > sizeof(BigIntObject) ? t->basicsize : sizeof(BigIntObject);
    BigIntObject *r = (BigIntObject *)obj_alloc(t, size);
    if (r == NULL) { DECREF(v); return NULL; }
    MpzView view;
    mpz_init_set(r->z, int_view(v, &view));
    DECREF(v);
    return (Object *)r;
}

/* New ref: the result of a __int__ / __index__ slot, checked. */
static Object *checked_int_slot(UnaryFunc f, Object *x, const char *what)
{
    Object *r = f(x);
    if (r == NULL) return NULL;
    if (!is_int(r)) {
        err_format(&Exc_TypeError, "%s returned non-int (type %s)", what, TYPE_NAME(r));
        DECREF(r);
        return NULL;
    }
    return r;
}

/* CPython's PyNumber_Long: an exact int or float at once; anything else
 * through its __int__ / __index__ slot first (so an int or float subclass
 * overriding __int__ is honoured; one that does not inherits int's or
 * float's slot), then the text of a str or bytes. */
static Object *int_of_one_arg(Object *x)
{
    if (is_small(x) || TYPE(x) == &Int_Type) return NEWREF(x);
    if (is_float(x)) return int_from_double(float_val(x));
    Type *t = TYPE(x);
    if (t->nb_int) {
        Object *r = checked_int_slot(t->nb_int, x, "__int__");
        if (r == NULL || is_small(r) || TYPE(r) == &Int_Type) return r;
        /* an int subclass (bool too) comes back as a plain int */
        intptr_t v;
        Object *e = int_small_value(r, &v) ? small_new(v) : int_from_mpz(BIG(r));
        DECREF(r);
        return e;
    }
    if (t->nb_index) return checked_int_slot(t->nb_index, x, "__index__");
    if (is_str(x)) return int_from_text(str_cstr(x), str_nbytes(x), 10, x);
    if (TYPE(x) == &Bytes_Type) return int_from_text(((BytesObject *)x)->data, ((VarObject *)x)->ob_size, 10, x);
    if (TYPE(x) == &ByteArray_Type) { /* its snapshot's text (the messages show the snapshot, as CPython) */
        Object *b = NULL, *r = NULL;
        if (buffer_bytes(x, &b) > 0) r = int_from_text(bytes_data(b), bytes_len(b), 10, b);
        XDECREF(b);
        return r;
    }
    return err_format(&Exc_TypeError,
                      "int() argument must be a string, a bytes-like object or a real number, not '%s'",
                      TYPE_NAME(x));
}

/* New ref: int(), int(x), int(x, base) -- the type's `new` slot. */
Object *int_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    Object *x = NULL, *base_obj = NULL;
    ssize_t nkw = kwnames ? tuple_len(kwnames) : 0;
    if (nargs > 2) return err_format(&Exc_TypeError, "int() takes at most 2 arguments (%zd given)", nargs);
    if (nargs >= 1) x = args[0];
    if (nargs == 2) base_obj = args[1];
    for (ssize_t i = 0; i < nkw; i++) {
        Object *name = tuple_get(kwnames, i);
        if (strcmp(str_cstr(name), "base") != 0)
            return err_format(&Exc_TypeError, "'%s' is an invalid keyword argument for int()", str_cstr(name));
        if (base_obj != NULL)
            return err_set(&Exc_TypeError, "argument for int() given by name ('base') and position (2)");
        base_obj = args[nargs + i];
    }
    Type *t = (Type *)type;
    if (x == NULL) {
        if (base_obj != NULL) return err_set(&Exc_TypeError, "int() missing string argument");
        return int_subtype_new(t, small_new(0));
    }
    if (base_obj == NULL) return int_subtype_new(t, int_of_one_arg(x));
    ssize_t base = num_as_ssize(base_obj);
    if (base == -1 && err_occurred()) return NULL;
    if (base != 0 && (base < 2 || base > 36)) return err_set(&Exc_ValueError, "int() base must be >= 2 and <= 36, or 0");
    if (is_str(x)) return int_subtype_new(t, int_from_text(str_cstr(x), str_nbytes(x), (int)base, x));
    if (TYPE(x) == &Bytes_Type)
        return int_subtype_new(t, int_from_text(((BytesObject *)x)->data, ((VarObject *)x)->ob_size, (int)base, x));
    return err_set(&Exc_TypeError, "int() can't convert non-string with explicit base");
}
