/* float.c: Python's float -- an IEEE double in a small immutable object.
 *
 * The arithmetic is the machine's; what this file adds is Python's rules
 * around it, taken from CPython's floatobject.c:
 *   - mixing with ints: an int operand is converted to the nearest double
 *     (OverflowError "int too large to convert to float" past 1.8e308),
 *     but comparisons are exact (int_compare_double: 2**53 + 1 != 2.0**53);
 *   - // and % take the sign of the divisor and are computed from fmod so
 *     that a == (a // b) * b + a % b as closely as doubles allow, with
 *     CPython's signed-zero results;
 *   - ** follows C99 pow() special cases plus Python's errors ("0.0 cannot
 *     be raised to a negative power", OverflowError (34, 'Numerical result
 *     out of range')); a negative base to a fractional power would be a
 *     complex number, which fpy does not have: NotImplementedError;
 *   - hash: CPython's _Py_HashDouble, so that equal ints and floats hash
 *     equal (hash(2.0) == hash(2)); NaNs hash by identity (3.10+);
 *   - round(x, n) is correctly rounded from the exact binary value
 *     (round(2.675, 2) == 2.67), half to even.
 * Text: repr/str in floatrepr.c, format() in format.c, parsing below.
 *
 * Floats are immutable and never shared while being built: no locks.
 */
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <ctype.h>

#include "gc/alloc.h"
#include "runtime/intobject.h"

/* New ref. */
_Static_assert(sizeof(FloatObject) > 32 && sizeof(FloatObject) <= 48, "floats fit the block cache's size class (gc/alloc.h)");

Object *float_new(double v)
{
    /* the block cache inline (gc/alloc.h): no call on the common path */
    ThreadState *ts = ts_get();
    FloatObject *f = (FloatObject *)block_cache_pop(ts, FLOAT_BLOCK_CLASS);
    if (f != NULL) obj_header_init((Object *)f, &Float_Type, ts, false, FLOAT_BLOCK_CLASS);
    else if ((f = (FloatObject *)obj_alloc_raw(&Float_Type, sizeof(FloatObject))) == NULL) return NULL;
    f->value = v;
    return (Object *)f;
}

static void float_dealloc(Object *o) { obj_free(o); }

/* 1 and *d set for an int or float; 0 for anything else; -1 + exception
 * for an int too large. */
int float_as_double_of(Object *o, double *d)
{
    if (is_float(o)) { *d = float_val(o); return 1; }
    if (!is_int(o)) {
        if (is_small(o) || !type_is_subtype(TYPE(o), &Float_Type)) return 0;
        *d = ((FloatObject *)o)->value; /* a float subclass instance */
        return 1;
    }
    intptr_t v;
    if (int_small_value(o, &v)) { *d = (double)v; return 1; }
    if (!mpz_to_double_checked(BIG(o), d)) {
        err_set(&Exc_OverflowError, "int too large to convert to float");
        return -1;
    }
    return 1;
}

/* Both operands as doubles, or return NotImplemented / NULL from the caller. */
#define OPERANDS(a, b, x, y)                                  \
    double x, y;                                              \
    do {                                                      \
        int ka_ = float_as_double_of((a), &x);                \
        if (ka_ <= 0) return ka_ < 0 ? NULL : NEWREF(NotImplemented); \
        int kb_ = float_as_double_of((b), &y);                \
        if (kb_ <= 0) return kb_ < 0 ? NULL : NEWREF(NotImplemented); \
    } while (0)

/* ---- + - * / ------------------------------------------------------------------ */

Object *float_add(Object *a, Object *b)
{
    if (is_float(a) && is_float(b)) return float_new(float_val(a) + float_val(b));
    OPERANDS(a, b, x, y);
    return float_new(x + y);
}

Object *float_sub(Object *a, Object *b)
{
    if (is_float(a) && is_float(b)) return float_new(float_val(a) - float_val(b));
    OPERANDS(a, b, x, y);
    return float_new(x - y);
}

Object *float_mul(Object *a, Object *b)
{
    if (is_float(a) && is_float(b)) return float_new(float_val(a) * float_val(b));
    OPERANDS(a, b, x, y);
    return float_new(x * y);
}

Object *float_truediv(Object *a, Object *b)
{
    OPERANDS(a, b, x, y);
    if (y == 0.0) return err_set(&Exc_ZeroDivisionError, "float division by zero");
    return float_new(x / y);
}

/* ---- // % divmod ----------------------------------------------------------------- */

/* CPython's _float_div_mod: y != 0. */
static void float_div_mod(double vx, double wx, double *floordiv, double *mod)
{
    double div;
    *mod = fmod(vx, wx);
    /* fmod is exact, so vx - mod is an exact multiple of wx; the division
     * may still round, and the floor fix-up below keeps the quotient an
     * integer-valued double */
    div = (vx - *mod) / wx;
    if (*mod) {
        /* the remainder takes the sign of the divisor */
        if ((wx < 0) != (*mod < 0)) {
            *mod += wx;
            div -= 1.0;
        }
    } else {
        *mod = copysign(0.0, wx);
    }
    if (div) {
        *floordiv = floor(div);
        if (div - *floordiv > 0.5) *floordiv += 1.0;
    } else {
        *floordiv = copysign(0.0, vx / wx);
    }
}

static Object *float_floordiv(Object *a, Object *b)
{
    OPERANDS(a, b, x, y);
    if (y == 0.0) return err_set(&Exc_ZeroDivisionError, "float floor division by zero");
    double q, r;
    float_div_mod(x, y, &q, &r);
    return float_new(q);
}

static Object *float_mod(Object *a, Object *b)
{
    OPERANDS(a, b, x, y);
    if (y == 0.0) return err_set(&Exc_ZeroDivisionError, "float modulo");
    double mod = fmod(x, y);
    if (mod) {
        if ((y < 0) != (mod < 0)) mod += y;
    } else {
        mod = copysign(0.0, y);
    }
    return float_new(mod);
}

static Object *float_divmod(Object *a, Object *b)
{
    OPERANDS(a, b, x, y);
    if (y == 0.0) return err_set(&Exc_ZeroDivisionError, "float divmod()");
    double q, r;
    float_div_mod(x, y, &q, &r);
    Object *fq = float_new(q), *fr = fq ? float_new(r) : NULL;
    if (fr == NULL) { XDECREF(fq); return NULL; }
    Object *t = tuple_pack(2, fq, fr);
    DECREF(fq);
    DECREF(fr);
    return t;
}

/* ---- ** ------------------------------------------------------------------------ */

static bool is_odd_integer(double x) { return fmod(fabs(x), 2.0) == 1.0; }

/* New ref: x ** y with CPython's float_pow rules. */
Object *float_pow_doubles(double iv, double iw)
{
    if (iw == 0) return float_new(1.0);             /* x**0 is 1, even 0**0 and nan**0 */
    if (isnan(iv)) return float_new(iv);             /* nan**w = nan, unless w == 0 */
    if (isnan(iw)) return float_new(iv == 1.0 ? 1.0 : iw); /* 1**nan = 1 */
    if (isinf(iw)) {
        iv = fabs(iv);
        if (iv == 1.0) return float_new(1.0);
        if ((iw > 0.0) == (iv > 1.0)) return float_new(fabs(iw)); /* inf */
        return float_new(0.0);
    }
    if (isinf(iv)) {
        bool odd = is_odd_integer(iw);
        if (iw > 0.0) return float_new(odd ? iv : fabs(iv));
        return float_new(odd ? copysign(0.0, iv) : 0.0);
    }
    if (iv == 0.0) {
        bool odd = is_odd_integer(iw);
        if (iw < 0.0) return err_set(&Exc_ZeroDivisionError, "0.0 cannot be raised to a negative power");
        return float_new(odd ? iv : 0.0);
    }
    bool negate = false;
    if (iv < 0.0) {
        if (iw != floor(iw))
            return err_set(&Exc_NotImplementedError,
                           "complex numbers are not supported by fpy "
                           "(a negative number raised to a fractional power)");
        iv = -iv;
        negate = is_odd_integer(iw);
    }
    if (iv == 1.0) return float_new(negate ? -1.0 : 1.0);
    errno = 0;
    double ix = pow(iv, iw);
    if (isinf(ix)) errno = ERANGE;
    else if (errno == ERANGE && ix == 0.0) errno = 0; /* underflow to 0 is fine */
    if (errno == ERANGE) {
        /* CPython raises OverflowError(errno, strerror): str() is the tuple */
        Object *msg = str_from_cstr("Numerical result out of range");
        if (msg == NULL) return NULL;
        Object *args = tuple_pack(2, small_new(ERANGE), msg);
        DECREF(msg);
        if (args == NULL) return NULL;
        Object *exc = exc_new(&Exc_OverflowError, args);
        DECREF(args);
        if (exc != NULL) err_restore(exc);
        return NULL;
    }
    return float_new(negate ? -ix : ix);
}

static Object *float_pow(Object *a, Object *b, Object *m)
{
    if (m != None) {
        if ((is_int(a) || is_float(a)) && (is_int(b) || is_float(b)))
            return err_set(&Exc_TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
        return NEWREF(NotImplemented);
    }
    OPERANDS(a, b, x, y);
    return float_pow_doubles(x, y);
}

/* ---- unary ----------------------------------------------------------------------- */

static Object *float_neg(Object *a) { return float_new(-float_val(a)); }
static Object *float_pos(Object *a) { return is_float(a) ? NEWREF(a) : float_new(float_val(a)); }
static Object *float_abs(Object *a) { return float_new(fabs(float_val(a))); }
static int float_bool(Object *a) { return float_val(a) != 0.0; }
static Object *float_trunc_int(Object *a) { return int_from_double(float_val(a)); }

/* ---- comparison and hash ------------------------------------------------------------ */

Object *float_richcompare(Object *a, Object *b, int op)
{
    /* float subclasses on either side (CPython's PyFloat_Check) */
    if (!is_float(a) && (is_small(a) || !type_is_subtype(TYPE(a), &Float_Type))) return NEWREF(NotImplemented);
    double x = float_val(a);
    int c;
    if (is_int(b)) {
        c = int_compare_double(b, x);
        if (c != 2) c = -c;
    } else if (is_float(b) || type_is_subtype(TYPE(b), &Float_Type)) {
        double y = float_val(b);
        c = isnan(x) || isnan(y) ? 2 : (x > y) - (x < y);
    } else {
        return NEWREF(NotImplemented);
    }
    return bool_from(cmp_holds(c, op));
}

#define HASH_BITS 61
#define HASH_MODULUS (((uint64_t)1 << HASH_BITS) - 1)
#define HASH_INF 314159

/* CPython's _Py_HashDouble: the value of v as a rational m / 2**k, reduced
 * modulo 2**61 - 1 (so it agrees with int_hash on integral values).  A NaN
 * gives 0 here; the float type hashes NaN objects by identity. */
ssize_t float_hash_double(double v)
{
    if (!isfinite(v)) return isinf(v) ? (v > 0 ? HASH_INF : -HASH_INF) : 0;
    int e;
    double m = frexp(v, &e);
    int sign = 1;
    if (m < 0) {
        sign = -1;
        m = -m;
    }
    /* process 28 bits at a time: multiplying by 2**28 and taking the
     * integer part peels off the next bits of the mantissa */
    uint64_t x = 0;
    while (m) {
        x = ((x << 28) & HASH_MODULUS) | x >> (HASH_BITS - 28);
        m *= 268435456.0; /* 2**28 */
        e -= 28;
        uint64_t y = (uint64_t)m;
        m -= (double)y;
        x += y;
        if (x >= HASH_MODULUS) x -= HASH_MODULUS;
    }
    /* multiply by 2**e: a rotation, since 2**61 == 1 modulo the prime */
    e = e >= 0 ? e % HASH_BITS : HASH_BITS - 1 - ((-1 - e) % HASH_BITS);
    x = ((x << e) & HASH_MODULUS) | x >> (HASH_BITS - e);
    ssize_t r = (ssize_t)x * sign;
    return r == -1 ? -2 : r;
}

static ssize_t float_hash(Object *o)
{
    double v = float_val(o);
    if (isnan(v)) { /* CPython's _Py_HashPointer */
        uintptr_t y = (uintptr_t)o;
        y = (y >> 4) | (y << (8 * sizeof(void *) - 4));
        ssize_t h = (ssize_t)y;
        return h == -1 ? -2 : h;
    }
    return float_hash_double(v);
}

/* ---- text -> float ------------------------------------------------------------------ */

static inline bool ascii_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static inline bool is_digit(char c) { return c >= '0' && c <= '9'; }

static bool word_is(const char *p, size_t n, const char *w)
{
    if (strlen(w) != n) return false;
    for (size_t i = 0; i < n; i++)
        if ((p[i] | 0x20) != w[i]) return false;
    return true;
}

/* Parse Python float syntax in p[0..n) (whitespace already stripped):
 * [sign] (digits [. digits?] | . digits) [(e|E) [sign] digits] | [sign] inf | infinity | nan,
 * with single underscores only between digits.  False if malformed. */
static bool parse_float_text(const char *p, size_t n, double *out)
{
    const char *end = p + n, *s = p;
    bool neg = false;
    if (s < end && (*s == '+' || *s == '-')) neg = *s++ == '-';
    size_t rest = (size_t)(end - s);
    if (word_is(s, rest, "inf") || word_is(s, rest, "infinity")) { *out = neg ? -INFINITY : INFINITY; return true; }
    if (word_is(s, rest, "nan")) { *out = neg ? -NAN : NAN; return true; }
    char small[64];
    char *buf = n < sizeof small ? small : malloc(n + 1);
    if (buf == NULL) return false;
    size_t k = 0;
    bool ok = false, mant_digits = false;
    if (neg) buf[k++] = '-';
    /* integer part */
    while (s < end && (is_digit(*s) || *s == '_')) {
        if (*s == '_' && (!mant_digits || s + 1 == end || !is_digit(s[1]) || !is_digit(s[-1]))) goto done;
        if (*s != '_') { buf[k++] = *s; mant_digits = true; }
        s++;
    }
    if (s < end && *s == '.') {
        buf[k++] = *s++;
        bool frac = false;
        while (s < end && (is_digit(*s) || *s == '_')) {
            if (*s == '_' && (!frac || s + 1 == end || !is_digit(s[1]))) goto done;
            if (*s != '_') { buf[k++] = *s; frac = true; }
            s++;
        }
        mant_digits |= frac;
    }
    if (!mant_digits) goto done;
    if (s < end && (*s == 'e' || *s == 'E')) {
        buf[k++] = *s++;
        if (s < end && (*s == '+' || *s == '-')) buf[k++] = *s++;
        bool exp_digits = false;
        while (s < end && (is_digit(*s) || *s == '_')) {
            if (*s == '_' && (!exp_digits || s + 1 == end || !is_digit(s[1]))) goto done;
            if (*s != '_') { buf[k++] = *s; exp_digits = true; }
            s++;
        }
        if (!exp_digits) goto done;
    }
    if (s != end) goto done;
    buf[k] = 0;
    *out = strtod(buf, NULL); /* correctly rounded; overflow gives +-inf as Python */
    ok = true;
done:
    if (buf != small) free(buf);
    return ok;
}

/* New ref: float(text) where orig names the argument in the error. */
static Object *float_from_text(const char *s, ssize_t n, Object *orig)
{
    char *tofree;
    ssize_t len;
    const char *a = number_ascii(s, n, &len, &tofree);
    if (a == NULL) return NULL;
    const char *p = a, *end = a + len;
    while (p < end && ascii_space(*p)) p++;
    while (end > p && ascii_space(end[-1])) end--;
    double v;
    bool ok = parse_float_text(p, (size_t)(end - p), &v);
    free(tofree);
    if (!ok) return err_format(&Exc_ValueError, "could not convert string to float: %R", orig);
    return float_new(v);
}

/* New ref: float(s) for UTF-8 text. */
Object *float_from_string(const char *s, ssize_t len)
{
    Object *orig = str_from_utf8(s, len);
    if (orig == NULL) return NULL;
    Object *r = float_from_text(s, len, orig);
    DECREF(orig);
    return r;
}

/* New ref: float(), float(x) -- the type's `new` slot.  For a subclass
 * (class C(float)), the plain float's value in an instance of the class
 * (its class-added fields, the __dict__, start NULL). */
static Object *float_type_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if ((Type *)type != &Float_Type) {
        Object *v = float_type_new((Object *)&Float_Type, args, nargs, kwnames);
        if (v == NULL) return NULL;
        FloatObject *r = (FloatObject *)obj_alloc((Type *)type, ((Type *)type)->basicsize);
        if (r != NULL) r->value = float_val(v);
        DECREF(v);
        return (Object *)r;
    }
    if (kwnames != NULL && tuple_len(kwnames) > 0) return err_set(&Exc_TypeError, "float() takes no keyword arguments");
    if (nargs > 1) return err_format(&Exc_TypeError, "float expected at most 1 argument, got %zd", nargs);
    if (nargs == 0) return float_new(0.0);
    /* CPython's PyNumber_Float: an exact float or int at once; anything
     * else through its __float__ / __index__ slot first (an int or float
     * subclass overriding __float__ is honoured), then str / bytes text */
    Object *x = args[0];
    if (is_float(x)) return NEWREF(x);
    if (is_small(x) || TYPE(x) == &Int_Type) return int_float_slot(x);
    Type *t = TYPE(x);
    if (t->nb_float) {
        Object *r = t->nb_float(x);
        if (r == NULL || is_float(r)) return r;
        if (!type_is_subtype(TYPE(r), &Float_Type)) {
            err_format(&Exc_TypeError, "%s.__float__ returned non-float (type %s)", t->name, TYPE_NAME(r));
            DECREF(r);
            return NULL;
        }
        Object *f = float_new(float_val(r));
        DECREF(r);
        return f;
    }
    if (t->nb_index) {
        Object *i = t->nb_index(x);
        if (i == NULL) return NULL;
        Object *r = int_float_slot(i);
        DECREF(i);
        return r;
    }
    if (is_str(x)) return float_from_text(str_cstr(x), str_nbytes(x), x);
    if (TYPE(x) == &Bytes_Type) return float_from_text(((BytesObject *)x)->data, ((VarObject *)x)->ob_size, x);
    if (TYPE(x) == &ByteArray_Type || TYPE(x) == &MemoryView_Type) { /* its snapshot's text; messages show x */
        Object *b = NULL, *r = NULL;
        if (buffer_bytes(x, &b) > 0) r = float_from_text(bytes_data(b), bytes_len(b), x);
        XDECREF(b);
        return r;
    }
    return err_format(&Exc_TypeError, "float() argument must be a string or a real number, not '%s'", t->name);
}

/* ---- round ------------------------------------------------------------------------- */

/* x rounded to 10**-ndigits for ndigits < 0, exactly: the integer part
 * of x is exact in GMP; the fraction matters only to break a tie. */
static Object *round_negative_ndigits(double x, long ndigits)
{
    mpz_t i, p, q, r;
    mpz_inits(i, p, q, r, NULL);
    double t = trunc(x);
    bool frac = t != x;
    mpz_set_d(i, fabs(t));
    mpz_ui_pow_ui(p, 10, (unsigned long)-ndigits);
    mpz_tdiv_qr(q, r, i, p);
    mpz_mul_2exp(r, r, 1); /* compare 2r with p: above, below or on half */
    int c = mpz_cmp(r, p);
    if (c > 0 || (c == 0 && (frac || mpz_odd_p(q)))) mpz_add_ui(q, q, 1);
    mpz_mul(q, q, p);
    double v;
    bool ok = mpz_to_double_checked(q, &v);
    mpz_clears(i, p, q, r, NULL);
    if (!ok) return err_set(&Exc_OverflowError, "rounded value too large to represent");
    return float_new(copysign(v, x));
}

/* New ref: round(x) -> int (half to even), round(x, n) -> float. */
Object *float_round(Object *o, Object *ndigits_obj)
{
    double x = float_val(o);
    if (ndigits_obj == NULL || ndigits_obj == None) {
        double rounded = round(x);
        if (fabs(x - rounded) == 0.5) rounded = 2.0 * round(x / 2.0); /* half to even */
        return int_from_double(rounded);
    }
    Object *nd = num_index(ndigits_obj);
    if (nd == NULL) return NULL;
    int64_t ndigits;
    if (!int_as_i64(nd, &ndigits)) ndigits = int_sign(nd) < 0 ? INT64_MIN : INT64_MAX;
    DECREF(nd);
    /* beyond these a double has no digits to round / rounds to zero */
    const int64_t ndigits_max = (int64_t)((DBL_MANT_DIG - DBL_MIN_EXP) * 0.30103);
    const int64_t ndigits_min = -(int64_t)((DBL_MAX_EXP + 1) * 0.30103);
    if (!isfinite(x) || x == 0.0 || ndigits > ndigits_max) return float_new(x);
    if (ndigits < ndigits_min) return float_new(0.0 * x);
    if (ndigits < 0) return round_negative_ndigits(x, (long)ndigits);
    /* printf's %.*f is correctly rounded from the exact binary value, half
     * to even on exact ties: dtoa mode 3; reading it back is exact rounding */
    size_t need = (size_t)ndigits + DBL_MAX_10_EXP + 8;
    char *buf = malloc(need);
    if (buf == NULL) return err_no_memory();
    snprintf(buf, need, "%.*f", (int)ndigits, x);
    double r = strtod(buf, NULL);
    free(buf);
    if (isinf(r)) return err_set(&Exc_OverflowError, "rounded value too large to represent");
    return float_new(r);
}

/* ---- methods --------------------------------------------------------------------------- */

#define NO_ARGS(name)                                                                   \
    do {                                                                                \
        (void)args;                                                                     \
        if (args_no_kw(name, kwnames) < 0 || args_count(name, nargs, 0, 0) < 0) return NULL; \
    } while (0)

static Object *m_is_integer(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    NO_ARGS("float.is_integer");
    double x = float_val(self);
    return bool_from(isfinite(x) && floor(x) == x);
}

static Object *m_trunc(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    NO_ARGS("float.__trunc__");
    return int_from_double(float_val(self));
}

static Object *m_floor(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    NO_ARGS("float.__floor__");
    return int_from_double(floor(float_val(self)));
}

static Object *m_ceil(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    NO_ARGS("float.__ceil__");
    return int_from_double(ceil(float_val(self)));
}

static Object *m_float(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    NO_ARGS("float.__float__");
    return float_pos(self);
}

static Object *m_round(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("float.__round__", kwnames) < 0 || args_count("float.__round__", nargs, 0, 1) < 0) return NULL;
    return float_round(self, nargs ? args[0] : NULL);
}

static Object *m_format(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("float.__format__", kwnames) < 0 || args_count("float.__format__", nargs, 1, 1) < 0) return NULL;
    if (!is_str(args[0])) return err_format(&Exc_TypeError, "__format__() argument must be str, not %s", args_type_name(args[0]));
    return float_format(self, args[0]);
}

/* New ref: (numerator, denominator) in lowest terms, exactly. */
static Object *m_as_integer_ratio(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    NO_ARGS("float.as_integer_ratio");
    double x = float_val(self);
    if (isinf(x)) return err_set(&Exc_OverflowError, "cannot convert Infinity to integer ratio");
    if (isnan(x)) return err_set(&Exc_ValueError, "cannot convert NaN to integer ratio");
    int e;
    double m = frexp(x, &e);
    for (int i = 0; i < 300 && m != floor(m); i++) {
        m *= 2.0;
        e--;
    }
    mpz_t num, den;
    mpz_init_set_d(num, m);
    mpz_init_set_ui(den, 1);
    if (e > 0) mpz_mul_2exp(num, num, (mp_bitcnt_t)e);
    else mpz_mul_2exp(den, den, (mp_bitcnt_t)-e);
    Object *n = int_from_mpz(num), *d = n ? int_from_mpz(den) : NULL;
    mpz_clears(num, den, NULL);
    if (d == NULL) { XDECREF(n); return NULL; }
    Object *t = tuple_pack(2, n, d);
    DECREF(n);
    DECREF(d);
    return t;
}

static Object *get_real(Object *self, void *closure) { (void)closure; return float_pos(self); }
static Object *get_imag(Object *self, void *closure) { (void)self; (void)closure; return float_new(0.0); }


/* float.hex(): CPython's float_hex, 13 hex digits after the point. */
static Object *m_hex(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    NO_ARGS("float.hex");
    double x = float_val(self);
    if (isnan(x) || isinf(x)) return float_repr_obj(self);
    if (x == 0.0) return str_from_cstr(copysign(1.0, x) == -1.0 ? "-0x0.0p+0" : "0x0.0p+0");
    static const char hexdig[] = "0123456789abcdef";
    int e;
    double m = frexp(fabs(x), &e);
    int shift = 1 - (DBL_MIN_EXP - e > 0 ? DBL_MIN_EXP - e : 0);
    m = ldexp(m, shift);
    e -= shift;
    char buf[32];
    int si = 0;
    buf[si++] = hexdig[(int)m];
    m -= (int)m;
    buf[si++] = '.';
    for (int i = 0; i < 13; i++) {
        m *= 16.0;
        buf[si++] = hexdig[(int)m];
        m -= (int)m;
    }
    buf[si] = '\0';
    return str_from_format("%s0x%sp%c%d", x < 0.0 ? "-" : "", buf, e < 0 ? '-' : '+', e < 0 ? -e : e);
}

/* float.fromhex(s): the C library's correctly rounded hex strtod after
 * checking CPython's grammar ([sign] ['0x'] digits ['.' digits] ['p' exp],
 * or inf / infinity / nan, surrounding whitespace allowed). */
static Object *m_fromhex(Object *cls, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("fromhex", kwnames) < 0 || args_count("fromhex", nargs, 1, 1) < 0) return NULL;
    if (!is_str(args[0])) return err_format(&Exc_TypeError, "fromhex() argument must be str, not %s", args_type_name(args[0]));
    const char *p = str_cstr(args[0]), *end = p + str_nbytes(args[0]);
    while (p < end && (*p == ' ' || (*p >= '\t' && *p <= '\r'))) p++;
    while (end > p && (end[-1] == ' ' || (end[-1] >= '\t' && end[-1] <= '\r'))) end--;
    bool neg = false;
    if (p < end && (*p == '+' || *p == '-')) neg = *p++ == '-';
    size_t n = (size_t)(end - p);
    double v;
    if ((n == 3 && strncasecmp(p, "inf", 3) == 0) || (n == 8 && strncasecmp(p, "infinity", 8) == 0)) {
        v = INFINITY;
    } else if (n == 3 && strncasecmp(p, "nan", 3) == 0) {
        v = NAN;
    } else {
        if (n >= 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) p += 2;
        const char *q = p;
        int digits = 0;
        while (q < end && isxdigit((unsigned char)*q)) q++, digits++;
        if (q < end && *q == '.') {
            q++;
            while (q < end && isxdigit((unsigned char)*q)) q++, digits++;
        }
        bool ok = digits > 0;
        if (ok && q < end && (*q == 'p' || *q == 'P')) {
            q++;
            if (q < end && (*q == '+' || *q == '-')) q++;
            const char *ds = q;
            while (q < end && *q >= '0' && *q <= '9') q++;
            ok = q > ds;
        }
        if (!ok || q != end) return err_set(&Exc_ValueError, "invalid hexadecimal floating-point string");
        size_t len = (size_t)(end - p);
        char *buf = malloc(len + 3);
        if (buf == NULL) return err_no_memory();
        buf[0] = '0', buf[1] = 'x';
        memcpy(buf + 2, p, len);
        buf[len + 2] = '\0';
        errno = 0;
        v = strtod(buf, NULL);
        int overflow = errno == ERANGE && isinf(v);
        free(buf);
        if (overflow) return err_set(&Exc_OverflowError, "hexadecimal value too large to represent as a float");
    }
    Object *r = float_new(neg ? -v : v);
    if (r == NULL || (Type *)cls == &Float_Type) return r;
    Object *sub = obj_call1(cls, r);
    DECREF(r);
    return sub;
}

static const MethodDef float_methods[] = {
    {"hex", m_hex, METH_DEFAULT},
    {"fromhex", m_fromhex, METH_CLASS},
    {"is_integer", m_is_integer, METH_DEFAULT},
    {"as_integer_ratio", m_as_integer_ratio, METH_DEFAULT},
    {"conjugate", m_float, METH_DEFAULT},
    {"__trunc__", m_trunc, METH_DEFAULT},
    {"__int__", m_trunc, METH_DEFAULT},
    {"__floor__", m_floor, METH_DEFAULT},
    {"__ceil__", m_ceil, METH_DEFAULT},
    {"__float__", m_float, METH_DEFAULT},
    {"__round__", m_round, METH_DEFAULT},
    {"__format__", m_format, METH_DEFAULT},
    {NULL, NULL, 0},
};

static const GetSetDef float_getset[] = {
    {"real", get_real, NULL, NULL},
    {"imag", get_imag, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type Float_Type = {
    .ob = {.ob = OBJECT_HEAD_INIT(&Type_Type)},
    .name = "float",
    .basicsize = sizeof(FloatObject),
    .flags = TPF_BASETYPE,
    .base = &Object_Type,
    .dealloc = float_dealloc,
    .repr = float_repr_obj,
    .hash = float_hash,
    .richcompare = float_richcompare,
    .new = float_type_new,
    .nb_add = float_add,
    .nb_sub = float_sub,
    .nb_mul = float_mul,
    .nb_truediv = float_truediv,
    .nb_floordiv = float_floordiv,
    .nb_mod = float_mod,
    .nb_divmod = float_divmod,
    .nb_pow = float_pow,
    .nb_neg = float_neg,
    .nb_pos = float_pos,
    .nb_abs = float_abs,
    .nb_bool = float_bool,
    .nb_int = float_trunc_int,
    .nb_float = float_pos,
    .methods = float_methods,
    .getset = float_getset,
};
