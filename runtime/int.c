/* int.c: Python's int -- tagged small ints with exact GMP big ints behind.
 *
 * The idea.  Almost every int a program touches fits in a machine word, so
 * those are not objects at all: a tagged pointer (object.h) holds 63 bits,
 * costs no allocation and no reference count, and the arithmetic fast
 * paths below work on the tagged words directly (a + b on tags 2x+1, 2y+1
 * is (2x+1) + 2y: one add and the overflow flag).  When a result leaves
 * the 63-bit range it becomes a BigIntObject holding a GMP mpz_t
 * (runtime/intobject.h); GMP's subquadratic multiplication, division and
 * radix conversion make big-int workloads (pi digits, factorials) as fast
 * as CPython's or faster.
 *
 * Invariants:
 *   - normalisation: an exact int object is never in the small range
 *     (int_from_big); so small/big is decided by one tag test;
 *   - True and False are ints with value 1 and 0 (bool.c); every function
 *     here takes them (int_small_value / int_view);
 *   - ints are immutable, so they need no lock; a big int's limbs are
 *     written only while the object is private to the thread computing it;
 *   - the number slots get their operands in source order and return
 *     NotImplemented for a pair they do not handle (float.c handles
 *     int/float mixes: it sees the int on either side).
 *
 * GMP allocates limbs through mimalloc (int_init), so big ints come from
 * the same per-thread heaps as everything else.  GMP cannot report an
 * allocation failure (it aborts), so operations whose result size is
 * known in advance (**, <<) refuse absurd sizes with MemoryError first.
 *
 * The string side of int (str(), int("..."), the int() constructor) lives
 * in intconv.c; format(int, spec) in format.c.
 */
#include <float.h>
#include <math.h>
#include <mimalloc.h>
#include <stdio.h>
#include <stdlib.h>

#include "runtime/intobject.h"

/* Results larger than this many bits are refused with MemoryError before
 * GMP tries (and aborts) -- 2**34 bits is a 2 GiB number. */
#define MAX_RESULT_BITS ((uint64_t)1 << 34)

/* ---- GMP's memory, through mimalloc ----------------------------------- */

static void gmp_out_of_memory(void)
{
    fputs("fpy: out of memory in a big-int operation\n", stderr);
    abort();
}

static void *gmp_alloc(size_t n)
{
    void *p = mi_malloc(n);
    if (p == NULL) gmp_out_of_memory();
    return p;
}

static void *gmp_realloc(void *p, size_t old, size_t n)
{
    (void)old;
    p = mi_realloc(p, n);
    if (p == NULL) gmp_out_of_memory();
    return p;
}

static void gmp_free(void *p, size_t n)
{
    (void)n;
    mi_free(p);
}

void int_init(void)
{
    static bool done;
    if (done) return;
    done = true;
    mp_set_memory_functions(gmp_alloc, gmp_realloc, gmp_free);
}

/* ---- making ints -------------------------------------------------------- */

/* New ref. */
BigIntObject *bigint_alloc(void)
{
    BigIntObject *r = (BigIntObject *)obj_alloc(&Int_Type, sizeof(BigIntObject));
    if (r == NULL) return NULL;
    mpz_init(r->z); /* no allocation until the first write */
    return r;
}

static void bigint_dealloc(Object *o)
{
    mpz_clear(BIG(o));
    obj_free(o);
}

/* If z fits the small range, set *v and return true. */
static inline bool mpz_small(mpz_srcptr z, intptr_t *v)
{
    int size = z->_mp_size;
    if (size == 0) { *v = 0; return true; }
    if (size == 1 && z->_mp_d[0] <= (mp_limb_t)SMALL_MAX) { *v = (intptr_t)z->_mp_d[0]; return true; }
    if (size == -1 && z->_mp_d[0] <= (mp_limb_t)SMALL_MAX + 1) { *v = -(intptr_t)(z->_mp_d[0] - 1) - 1; return true; }
    return false;
}

/* Steals r; new ref. */
Object *int_from_big(BigIntObject *r)
{
    intptr_t v;
    if (mpz_small(r->z, &v)) {
        DECREF((Object *)r);
        return small_new(v);
    }
    return (Object *)r;
}

/* New ref. */
Object *int_from_mpz(mpz_srcptr z)
{
    intptr_t v;
    if (mpz_small(z, &v)) return small_new(v);
    BigIntObject *r = bigint_alloc();
    if (r == NULL) return NULL;
    mpz_set(r->z, z);
    return (Object *)r;
}

/* New ref. */
Object *int_from_i64(int64_t v)
{
    if (small_fits(v)) return small_new(v);
    BigIntObject *r = bigint_alloc();
    if (r == NULL) return NULL;
    mpz_set_si(r->z, v);
    return (Object *)r;
}

/* New ref. */
Object *int_from_u64(uint64_t v)
{
    if (v <= (uint64_t)SMALL_MAX) return small_new((intptr_t)v);
    BigIntObject *r = bigint_alloc();
    if (r == NULL) return NULL;
    mpz_set_ui(r->z, v);
    return (Object *)r;
}

/* New ref: int(d), truncating. */
Object *int_from_double(double d)
{
    if (isnan(d)) return err_set(&Exc_ValueError, "cannot convert float NaN to integer");
    if (isinf(d)) return err_set(&Exc_OverflowError, "cannot convert float infinity to integer");
    d = trunc(d);
    if (d > -4611686018427387904.0 && d < 4611686018427387904.0) /* +-2**62 */
        return small_new((intptr_t)d);
    BigIntObject *r = bigint_alloc();
    if (r == NULL) return NULL;
    mpz_set_d(r->z, d); /* exact: d is integral */
    return (Object *)r;
}

/* New ref: any int as an exact int (bools and subclass instances lose
 * their type). */
static Object *int_exact(Object *o)
{
    intptr_t v;
    if (int_small_value(o, &v)) return small_new(v);
    if (TYPE(o) == &Int_Type) return NEWREF(o);
    return int_from_mpz(BIG(o));
}

/* ---- reading ints --------------------------------------------------------- */

bool int_as_i64(Object *o, int64_t *out)
{
    intptr_t v;
    if (int_small_value(o, &v)) { *out = v; return true; }
    if (!mpz_fits_slong_p(BIG(o))) return false;
    *out = mpz_get_si(BIG(o));
    return true;
}

int int_sign(Object *o)
{
    intptr_t v;
    if (int_small_value(o, &v)) return (v > 0) - (v < 0);
    return mpz_sgn(BIG(o));
}

/* Correct rounding (half to even) of a big value: take its top 64 bits,
 * fold every lower bit into a sticky bit, let the hardware round those 64
 * bits to 53, and scale.  The sticky bit sits below the rounding position,
 * so a true tie is still seen as a tie and a near-tie is not. */
bool mpz_to_double_checked(mpz_srcptr z, double *out)
{
    size_t size = mpz_size(z);
    if (size == 0) { *out = 0.0; return true; }
    const mp_limb_t *d = mpz_limbs_read(z);
    size_t nbits = mpz_sizeinbase(z, 2);
    double r;
    if (nbits <= 64) {
        r = (double)d[0];
    } else {
        if (nbits > DBL_MAX_EXP) return false;
        size_t shift = nbits - 64, i = shift / 64;
        unsigned s = shift % 64;
        uint64_t top = s ? (d[i] >> s) | (d[i + 1] << (64 - s)) : d[i];
        bool sticky = s && (d[i] & (((mp_limb_t)1 << s) - 1));
        for (size_t k = 0; k < i && !sticky; k++) sticky = d[k] != 0;
        r = ldexp((double)(top | sticky), (int)shift);
        if (isinf(r)) return false;
    }
    *out = mpz_sgn(z) < 0 ? -r : r;
    return true;
}

/* -1.0 + OverflowError when too large. */
double int_as_double(Object *o)
{
    intptr_t v;
    if (int_small_value(o, &v)) return (double)v; /* int64 -> double rounds to nearest even */
    double r;
    if (!mpz_to_double_checked(BIG(o), &r)) {
        err_set(&Exc_OverflowError, "int too large to convert to float");
        return -1.0;
    }
    return r;
}

int int_compare(Object *a, Object *b)
{
    intptr_t x, y;
    if (int_small_value(a, &x) && int_small_value(b, &y)) return (x > y) - (x < y);
    MpzView va, vb;
    int c = mpz_cmp(int_view(a, &va), int_view(b, &vb));
    return (c > 0) - (c < 0);
}

/* Exact comparison of an int with a double, as CPython: -1, 0, 1, or 2
 * when d is a NaN (unordered).  GMP's mpz_cmp_d is exact (and takes
 * infinities), so no precision is lost for huge ints or doubles. */
int int_compare_double(Object *i, double d)
{
    if (isnan(d)) return 2;
    intptr_t x;
    if (int_small_value(i, &x) && x > -(INT64_C(1) << 53) && x < (INT64_C(1) << 53)) {
        double xd = (double)x;
        return (xd > d) - (xd < d);
    }
    MpzView v;
    int c = mpz_cmp_d(int_view(i, &v), d);
    return (c > 0) - (c < 0);
}

/* ---- arithmetic: + - * ------------------------------------------------------ */

#define CHECK_INTS(a, b) \
    do { if (!is_int(a) || !is_int(b)) return NEWREF(NotImplemented); } while (0)

static Object *add_slow(Object *a, Object *b, bool sub)
{
    CHECK_INTS(a, b);
    intptr_t x, y;
    if (int_small_value(a, &x) && int_small_value(b, &y))
        return int_from_i64(sub ? (int64_t)x - y : (int64_t)x + y); /* 63-bit operands: no C overflow */
    MpzView va, vb;
    BigIntObject *r = bigint_alloc();
    if (r == NULL) return NULL;
    if (sub) mpz_sub(r->z, int_view(a, &va), int_view(b, &vb));
    else mpz_add(r->z, int_view(a, &va), int_view(b, &vb));
    return int_from_big(r);
}

/* New ref.  Tagged words 2x+1 and 2y+1: (2x+1) + 2y = 2(x+y)+1, and the
 * machine's overflow flag says exactly when x+y leaves 63 bits. */
Object *int_add(Object *a, Object *b)
{
    intptr_t r;
    if (is_small(a) && is_small(b) && !__builtin_add_overflow((intptr_t)a, (intptr_t)b - 1, &r))
        return (Object *)r;
    return add_slow(a, b, false);
}

/* New ref: (2x+1) - 2y = 2(x-y)+1. */
Object *int_sub(Object *a, Object *b)
{
    intptr_t r;
    if (is_small(a) && is_small(b) && !__builtin_sub_overflow((intptr_t)a, (intptr_t)b - 1, &r))
        return (Object *)r;
    return add_slow(a, b, true);
}

static Object *mul_slow(Object *a, Object *b)
{
    CHECK_INTS(a, b);
    intptr_t x, y;
    MpzView va;
    BigIntObject *r = bigint_alloc();
    if (r == NULL) return NULL;
    if (int_small_value(b, &y)) mpz_mul_si(r->z, int_view(a, &va), y);
    else if (int_small_value(a, &x)) mpz_mul_si(r->z, BIG(b), x);
    else mpz_mul(r->z, BIG(a), BIG(b));
    return int_from_big(r);
}

/* New ref: 2x * y = 2xy, overflowing exactly when xy leaves 63 bits. */
Object *int_mul(Object *a, Object *b)
{
    intptr_t r;
    if (is_small(a) && is_small(b) && !__builtin_mul_overflow((intptr_t)a - 1, small_val(b), &r))
        return (Object *)(r + 1);
    return mul_slow(a, b);
}

/* ---- // % divmod: floor semantics (GMP's fdiv is exactly Python's) ----------- */

enum { DIV_Q = 1, DIV_R = 2 };

/* Computes the floor quotient and/or remainder: *q, *r new refs. */
static int divide(Object *a, Object *b, int what, Object **q, Object **r, const char *zero_msg)
{
    intptr_t x, y;
    if (int_small_value(a, &x) && int_small_value(b, &y)) {
        if (y == 0) { err_set(&Exc_ZeroDivisionError, zero_msg); return -1; }
        intptr_t qq = x / y, rr = x % y; /* SMALL_MIN / -1 fits int64 */
        if (rr != 0 && ((rr < 0) != (y < 0))) { qq--; rr += y; }
        if (what & DIV_Q) *q = int_from_i64(qq); /* 2**62 needs a big int */
        if (what & DIV_R) *r = small_new(rr);
        return (what & DIV_Q) && *q == NULL ? -1 : 0;
    }
    MpzView va, vb;
    mpz_srcptr za = int_view(a, &va), zb = int_view(b, &vb);
    if (mpz_sgn(zb) == 0) { err_set(&Exc_ZeroDivisionError, zero_msg); return -1; }
    BigIntObject *bq = NULL, *br = NULL;
    if ((what & DIV_Q) && (bq = bigint_alloc()) == NULL) return -1;
    if ((what & DIV_R) && (br = bigint_alloc()) == NULL) { XDECREF((Object *)bq); return -1; }
    if (what == (DIV_Q | DIV_R)) mpz_fdiv_qr(bq->z, br->z, za, zb);
    else if (what == DIV_Q) mpz_fdiv_q(bq->z, za, zb);
    else mpz_fdiv_r(br->z, za, zb);
    if (bq) *q = int_from_big(bq);
    if (br) *r = int_from_big(br);
    return 0;
}

/* New ref. */
Object *int_floordiv(Object *a, Object *b)
{
    if (is_small(a) && is_small(b)) {
        intptr_t x = small_val(a), y = small_val(b);
        if (y > 0) { /* the common case: one division, one fix-up */
            intptr_t q = x / y;
            if (x % y < 0) q--;
            return small_new(q);
        }
    }
    CHECK_INTS(a, b);
    Object *q;
    if (divide(a, b, DIV_Q, &q, NULL, "integer division or modulo by zero") < 0) return NULL;
    return q;
}

/* New ref. */
Object *int_mod(Object *a, Object *b)
{
    if (is_small(a) && is_small(b)) {
        intptr_t x = small_val(a), y = small_val(b);
        if (y > 0) {
            intptr_t r = x % y;
            return small_new(r < 0 ? r + y : r);
        }
    }
    CHECK_INTS(a, b);
    Object *r;
    if (divide(a, b, DIV_R, NULL, &r, "integer modulo by zero") < 0) return NULL;
    return r;
}

/* New ref: the tuple (a // b, a % b). */
Object *int_divmod(Object *a, Object *b)
{
    CHECK_INTS(a, b);
    Object *q, *r;
    if (divide(a, b, DIV_Q | DIV_R, &q, &r, "integer division or modulo by zero") < 0) return NULL;
    Object *t = tuple_pack(2, q, r);
    DECREF(q);
    DECREF(r);
    return t;
}

/* ---- true division, correctly rounded ------------------------------------- */

/* |a| / |b| correctly rounded to a double (CPython's long_true_divide):
 * shift a so that the integer quotient has DBL_MANT_DIG + 2 or + 3 bits,
 * divide, fold the remainder into a sticky bit, and round the extra bits
 * away by hand (half to even), then scale by the shift.  Returns false on
 * overflow. */
static bool true_divide(mpz_srcptr a, mpz_srcptr b, double *out)
{
    bool negate = (mpz_sgn(a) < 0) != (mpz_sgn(b) < 0);
    if (mpz_sgn(a) == 0) { *out = negate ? -0.0 : 0.0; return true; }
    long a_bits = (long)mpz_sizeinbase(a, 2), b_bits = (long)mpz_sizeinbase(b, 2);
    long diff = a_bits - b_bits;
    if (diff > DBL_MAX_EXP) return false;
    if (diff < DBL_MIN_EXP - DBL_MANT_DIG - 1) { *out = negate ? -0.0 : 0.0; return true; }
    long shift = (diff > DBL_MIN_EXP ? diff : DBL_MIN_EXP) - DBL_MANT_DIG - 2;
    mpz_t x, absb;
    bool inexact = false;
    mpz_init(x);
    mpz_roinit_n(absb, mpz_limbs_read(b), (mp_size_t)mpz_size(b));
    if (shift <= 0) {
        mpz_mul_2exp(x, a, (mp_bitcnt_t)-shift);
    } else {
        inexact = mpz_scan1(a, 0) < (mp_bitcnt_t)shift;
        mpz_tdiv_q_2exp(x, a, (mp_bitcnt_t)shift);
    }
    mpz_abs(x, x);
    mpz_t rem;
    mpz_init(rem);
    mpz_tdiv_qr(x, rem, x, absb);
    inexact |= mpz_sgn(rem) != 0;
    long x_bits = (long)mpz_sizeinbase(x, 2);
    uint64_t low = mpz_getlimbn(x, 0); /* the quotient has at most 57 bits */
    mpz_clear(x);
    mpz_clear(rem);
    long extra_bits = (x_bits > DBL_MIN_EXP - shift ? x_bits : DBL_MIN_EXP - shift) - DBL_MANT_DIG;
    uint64_t mask = (uint64_t)1 << (extra_bits - 1);
    low |= inexact;
    if ((low & mask) && (low & (3 * mask - 1))) low += mask;
    low &= ~(2 * mask - 1);
    double dx = (double)low; /* exact */
    if (shift + x_bits >= DBL_MAX_EXP && (shift + x_bits > DBL_MAX_EXP || dx == ldexp(1.0, (int)x_bits)))
        return false;
    double r = ldexp(dx, (int)shift);
    *out = negate ? -r : r;
    return true;
}

/* New ref: a / b for ints (a float). */
Object *int_truediv(Object *a, Object *b)
{
    CHECK_INTS(a, b);
    intptr_t x, y;
    const intptr_t lim = INT64_C(1) << 53;
    if (int_small_value(a, &x) && int_small_value(b, &y) && x > -lim && x < lim && y > -lim && y < lim) {
        /* both exact as doubles: one IEEE division is correctly rounded */
        if (y == 0) return err_set(&Exc_ZeroDivisionError, "division by zero");
        return float_new((double)x / (double)y);
    }
    MpzView va, vb;
    mpz_srcptr za = int_view(a, &va), zb = int_view(b, &vb);
    if (mpz_sgn(zb) == 0) return err_set(&Exc_ZeroDivisionError, "division by zero");
    double r;
    if (!true_divide(za, zb, &r))
        return err_set(&Exc_OverflowError, "integer division result too large for a float");
    return float_new(r);
}

/* ---- ** and pow(a, b, m) ------------------------------------------------------- */

/* b >= 0, no modulus. */
static Object *pow_nonneg(Object *a, Object *b)
{
    intptr_t x, e;
    bool small_exp = int_small_value(b, &e);
    if (int_small_value(a, &x)) {
        if (x == 0) return small_new(small_exp && e == 0 ? 1 : 0);
        if (x == 1) return small_new(1);
        if (x == -1) return small_new(small_exp ? (e % 2 ? -1 : 1) : (mpz_odd_p(BIG(b)) ? -1 : 1));
        if (small_exp && e < 64) { /* square-and-multiply while it stays small */
            intptr_t base = x, acc = 1;
            uintptr_t n = (uintptr_t)e;
            bool ok = true;
            while (true) {
                if ((n & 1) && __builtin_mul_overflow(acc, base, &acc)) { ok = false; break; }
                n >>= 1;
                if (n == 0) break;
                if (__builtin_mul_overflow(base, base, &base)) { ok = false; break; }
            }
            if (ok) return int_from_i64(acc);
        }
    }
    MpzView va;
    mpz_srcptr za = int_view(a, &va);
    uint64_t bits;
    if (!small_exp || __builtin_mul_overflow((uint64_t)e, (uint64_t)mpz_sizeinbase(za, 2), &bits) ||
        bits > MAX_RESULT_BITS)
        return err_set(&Exc_MemoryError, "");
    BigIntObject *r = bigint_alloc();
    if (r == NULL) return NULL;
    mpz_pow_ui(r->z, za, (unsigned long)e);
    return int_from_big(r);
}

static Object *pow_mod(Object *a, Object *b, Object *m)
{
    MpzView va, vb, vm;
    mpz_srcptr za = int_view(a, &va), zb = int_view(b, &vb), zm = int_view(m, &vm);
    if (mpz_sgn(zm) == 0) return err_set(&Exc_ValueError, "pow() 3rd argument cannot be 0");
    mpz_t mod;
    mpz_roinit_n(mod, mpz_limbs_read(zm), (mp_size_t)mpz_size(zm)); /* |m| */
    if (mpz_cmp_ui(mod, 1) == 0) return small_new(0);
    BigIntObject *r = bigint_alloc();
    if (r == NULL) return NULL;
    if (mpz_sgn(zb) < 0) {
        /* a ** -n mod m == (a^-1 mod m) ** n mod m (Python 3.8+) */
        if (!mpz_invert(r->z, za, mod)) {
            DECREF((Object *)r);
            return err_set(&Exc_ValueError, "base is not invertible for the given modulus");
        }
        mpz_t e;
        mpz_roinit_n(e, mpz_limbs_read(zb), (mp_size_t)mpz_size(zb)); /* |b| */
        mpz_powm(r->z, r->z, e, mod);
    } else {
        mpz_powm(r->z, za, zb, mod);
    }
    /* the result takes the sign of the modulus: in (m, 0] for m < 0 */
    if (mpz_sgn(zm) < 0 && mpz_sgn(r->z) != 0) mpz_add(r->z, r->z, zm);
    return int_from_big(r);
}

/* New ref: a ** b, or pow(a, b, m) when m is not None. */
Object *int_pow(Object *a, Object *b, Object *m)
{
    if (m != None && is_float(m) && (is_int(a) || is_float(a)) && (is_int(b) || is_float(b)))
        return err_set(&Exc_TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
    CHECK_INTS(a, b);
    if (m != None) {
        if (!is_int(m)) return NEWREF(NotImplemented);
        return pow_mod(a, b, m);
    }
    if (int_sign(b) < 0) { /* a float result, as CPython: both operands as floats */
        double x = int_as_double(a);
        if (x == -1.0 && err_occurred()) return NULL;
        double y = int_as_double(b);
        if (y == -1.0 && err_occurred()) return NULL;
        return float_pow_doubles(x, y);
    }
    return pow_nonneg(a, b);
}

/* ---- shifts and bitwise operations ----------------------------------------- */

/* The shift count: -1 + ValueError if negative; *huge when it does not fit. */
static int shift_count(Object *b, uint64_t *n, bool *huge)
{
    intptr_t v;
    *huge = false;
    if (int_sign(b) < 0) { err_set(&Exc_ValueError, "negative shift count"); return -1; }
    if (int_small_value(b, &v)) { *n = (uint64_t)v; return 0; }
    *huge = true;
    return 0;
}

/* New ref. */
Object *int_lshift(Object *a, Object *b)
{
    CHECK_INTS(a, b);
    uint64_t n = 0;
    bool huge;
    if (shift_count(b, &n, &huge) < 0) return NULL;
    intptr_t x;
    bool small = int_small_value(a, &x);
    if (small && x == 0) return small_new(0);
    if (small && !huge && n < 62) {
        intptr_t lim = SMALL_MAX >> n;
        if (x <= lim && x >= -lim - 1) return small_new((intptr_t)((uintptr_t)x << n));
    }
    MpzView va;
    mpz_srcptr za = int_view(a, &va);
    if (huge) {
        /* CPython's choice between the two errors: the result's count of
         * 30-bit digits, with the word shift clipped at PY_SSIZE_T_MAX / 4,
         * against its largest int (MAX_LONG_DIGITS) */
        const uint64_t clip = INT64_MAX / 4, max_digits = (INT64_MAX - 24) / 4;
        mpz_t w;
        mpz_init(w);
        unsigned long rem = mpz_fdiv_q_ui(w, BIG(b), 30);
        uint64_t ws = clip;
        if (mpz_cmp_ui(w, clip) < 0) ws = mpz_get_ui(w);
        else rem = 0;
        mpz_clear(w);
        uint64_t digits = (mpz_sizeinbase(za, 2) + 29) / 30 + ws + (rem != 0);
        if (digits > max_digits) return err_set(&Exc_OverflowError, "too many digits in integer");
        return err_set(&Exc_MemoryError, "");
    }
    if (n + mpz_sizeinbase(za, 2) > MAX_RESULT_BITS) return err_set(&Exc_MemoryError, "");
    BigIntObject *r = bigint_alloc();
    if (r == NULL) return NULL;
    mpz_mul_2exp(r->z, za, (mp_bitcnt_t)n);
    return int_from_big(r);
}

/* New ref: floor(a / 2**b), so -1 >> 100 == -1. */
Object *int_rshift(Object *a, Object *b)
{
    CHECK_INTS(a, b);
    uint64_t n = 0;
    bool huge;
    if (shift_count(b, &n, &huge) < 0) return NULL;
    intptr_t x;
    if (int_small_value(a, &x)) return small_new(huge || n > 63 ? (x < 0 ? -1 : 0) : x >> n);
    if (huge) return small_new(mpz_sgn(BIG(a)) < 0 ? -1 : 0);
    BigIntObject *r = bigint_alloc();
    if (r == NULL) return NULL;
    mpz_fdiv_q_2exp(r->z, BIG(a), (mp_bitcnt_t)n);
    return int_from_big(r);
}

/* GMP's and/ior/xor use two's complement semantics on negative values:
 * exactly Python's infinite-sign-extension view of ints. */
#define BITWISE(name, op, mpzfn)                                     \
    Object *name(Object *a, Object *b)                               \
    {                                                                \
        intptr_t x, y;                                               \
        if (is_small(a) && is_small(b))                              \
            return small_new(small_val(a) op small_val(b));          \
        CHECK_INTS(a, b);                                            \
        if (int_small_value(a, &x) && int_small_value(b, &y))        \
            return small_new(x op y);                                \
        MpzView va, vb;                                              \
        BigIntObject *r = bigint_alloc();                            \
        if (r == NULL) return NULL;                                  \
        mpzfn(r->z, int_view(a, &va), int_view(b, &vb));             \
        return int_from_big(r);                                      \
    }
BITWISE(int_and, &, mpz_and)
BITWISE(int_or, |, mpz_ior)
BITWISE(int_xor, ^, mpz_xor)

/* ---- unary ----------------------------------------------------------------- */

/* New ref. */
Object *int_neg(Object *a)
{
    intptr_t x;
    if (int_small_value(a, &x)) return int_from_i64(-(int64_t)x); /* -SMALL_MIN is big */
    BigIntObject *r = bigint_alloc();
    if (r == NULL) return NULL;
    mpz_neg(r->z, BIG(a));
    return int_from_big(r);
}

Object *int_pos(Object *a) { return int_exact(a); }

Object *int_abs(Object *a)
{
    if (int_sign(a) < 0) return int_neg(a);
    return int_exact(a);
}

Object *int_invert(Object *a)
{
    intptr_t x;
    if (int_small_value(a, &x)) return small_new(~x); /* ~ maps the small range onto itself */
    BigIntObject *r = bigint_alloc();
    if (r == NULL) return NULL;
    mpz_com(r->z, BIG(a));
    return int_from_big(r);
}

int int_bool(Object *a) { return int_sign(a) != 0; }

Object *int_float_slot(Object *a)
{
    double d = int_as_double(a);
    if (d == -1.0 && err_occurred()) return NULL;
    return float_new(d);
}

/* ---- comparison and hash ------------------------------------------------------ */

Object *int_richcompare(Object *a, Object *b, int op)
{
    int c;
    if (!is_int(a)) return NEWREF(NotImplemented);
    if (is_int(b)) c = int_compare(a, b);
    else if (is_float(b)) c = int_compare_double(a, float_val(b));
    else return NEWREF(NotImplemented);
    return bool_from(cmp_holds(c, op));
}

/* CPython's numeric hash: the value modulo the Mersenne prime 2**61 - 1,
 * with the sign of the value; -1 (the error marker) becomes -2.  Floats
 * and ints that are equal hash equal (float.c uses the same modulus). */
#define HASH_MODULUS (((uint64_t)1 << 61) - 1)

ssize_t int_hash(Object *o)
{
    intptr_t x;
    uint64_t h;
    int sign;
    if (int_small_value(o, &x)) {
        uint64_t a = x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x;
        h = (a & HASH_MODULUS) + (a >> 61); /* 2**61 == 1 (mod 2**61 - 1) */
        if (h >= HASH_MODULUS) h -= HASH_MODULUS;
        sign = x < 0 ? -1 : 1;
    } else {
        h = mpz_tdiv_ui(BIG(o), HASH_MODULUS); /* of |value| */
        sign = mpz_sgn(BIG(o));
    }
    ssize_t r = sign < 0 ? -(ssize_t)h : (ssize_t)h;
    return r == -1 ? -2 : r;
}

/* ---- methods ------------------------------------------------------------------------ */

/* Bits of |o| (0 for 0): int.bit_length() as a C number; o any int or bool.
 * The compiler's constant folder uses it for CPython's size limits. */
size_t int_num_bits(Object *o)
{
    intptr_t x;
    if (int_small_value(o, &x)) {
        uint64_t a = x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x;
        return a ? (size_t)(64 - __builtin_clzll(a)) : 0;
    }
    return mpz_sizeinbase(BIG(o), 2);
}

static Object *int_bit_length(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("int.bit_length", kwnames) < 0 || args_count("int.bit_length", nargs, 0, 0) < 0) return NULL;
    return int_from_u64(int_num_bits(self));
}

static Object *int_bit_count(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("int.bit_count", kwnames) < 0 || args_count("int.bit_count", nargs, 0, 0) < 0) return NULL;
    intptr_t x;
    if (int_small_value(self, &x)) {
        uint64_t a = x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x;
        return small_new(__builtin_popcountll(a));
    }
    mpz_t abs;
    mpz_roinit_n(abs, mpz_limbs_read(BIG(self)), (mp_size_t)mpz_size(BIG(self)));
    return int_from_u64(mpz_popcount(abs));
}

/* int(self): conjugate, __int__, __index__, __trunc__, __floor__, __ceil__ */
static Object *int_self(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("int", kwnames) < 0 || args_count("int", nargs, 0, 0) < 0) return NULL;
    return int_exact(self);
}

static Object *int_float_method(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)args;
    if (args_no_kw("int.__float__", kwnames) < 0 || args_count("int.__float__", nargs, 0, 0) < 0) return NULL;
    return int_float_slot(self);
}

/* New ref: round(self, ndigits) -- round half to even at 10**-ndigits. */
Object *int_round(Object *self, Object *ndigits)
{
    if (ndigits == NULL || ndigits == None) return int_exact(self);
    Object *nd = num_index(ndigits);
    if (nd == NULL) return NULL;
    if (int_sign(nd) >= 0) { DECREF(nd); return int_exact(self); }
    MpzView vs, vn;
    mpz_srcptr z = int_view(self, &vs), zn = int_view(nd, &vn);
    /* 10**n > 2|self| rounds to 0: skip computing an absurd power */
    if (mpz_cmp_ui(zn, 0) < 0 && mpz_cmpabs_ui(zn, mpz_sizeinbase(z, 10) + 1) > 0) {
        DECREF(nd);
        return small_new(0);
    }
    unsigned long n = mpz_get_ui(zn); /* |ndigits| */
    DECREF(nd);
    mpz_t p, q, r;
    mpz_inits(p, q, r, NULL);
    mpz_ui_pow_ui(p, 10, n);
    mpz_fdiv_qr(q, r, z, p); /* z = q*p + r, 0 <= r < p */
    mpz_mul_2exp(r, r, 1);
    int c = mpz_cmp(r, p);
    if (c > 0 || (c == 0 && mpz_odd_p(q))) mpz_add_ui(q, q, 1);
    mpz_mul(q, q, p);
    Object *res = int_from_mpz(q);
    mpz_clears(p, q, r, NULL);
    return res;
}

static Object *int_round_method(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("int.__round__", kwnames) < 0 || args_count("int.__round__", nargs, 0, 1) < 0) return NULL;
    return int_round(self, nargs ? args[0] : NULL);
}

static Object *int_format_method(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("int.__format__", kwnames) < 0 || args_count("int.__format__", nargs, 1, 1) < 0) return NULL;
    if (!is_str(args[0]))
        return err_format(&Exc_TypeError, "__format__() argument must be str, not %s", args_type_name(args[0]));
    return int_format(self, args[0]);
}

static Object *get_self(Object *self, void *closure) { (void)closure; return int_exact(self); }
static Object *get_zero(Object *self, void *closure) { (void)self; (void)closure; return small_new(0); }
static Object *get_one(Object *self, void *closure) { (void)self; (void)closure; return small_new(1); }

/* ---- int.to_bytes / int.from_bytes ---------------------------------------------- */

/* The byteorder argument (default 'big'): 0 and *little set, or -1. */
static int byteorder_arg(const char *fname, Object *o, bool *little)
{
    *little = false;
    if (o == NULL) return 0;
    if (!is_str(o)) {
        err_format(&Exc_TypeError, "%s() argument 'byteorder' must be str, not %s", fname, args_type_name(o));
        return -1;
    }
    if (str_eq(o, STR_ID("little"))) *little = true;
    else if (!str_eq(o, STR_ID("big"))) {
        err_set(&Exc_ValueError, "byteorder must be either 'little' or 'big'");
        return -1;
    }
    return 0;
}

static void reverse_bytes(unsigned char *p, size_t n)
{
    for (size_t i = 0; i < n / 2; i++) {
        unsigned char t = p[i];
        p[i] = p[n - 1 - i];
        p[n - 1 - i] = t;
    }
}

/* int.to_bytes(length=1, byteorder='big', *, signed=False): the value in
 * `length` bytes, two's complement when signed (CPython's messages). */
static Object *int_to_bytes(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"length", "byteorder", "$signed", NULL};
    Object *a[3];
    if (args_parse("to_bytes", args, nargs, kwnames, names, 0, 0, a) < 0) return NULL;
    ssize_t n = 1;
    if (a[0] && index_as_ssize(a[0], &Exc_OverflowError, &n) < 0) return NULL;
    if (n < 0) return err_set(&Exc_ValueError, "length argument must be non-negative");
    bool little;
    if (byteorder_arg("to_bytes", a[1], &little) < 0) return NULL;
    int sgn = 0;
    if (a[2] && (sgn = obj_is_true(a[2])) < 0) return NULL;
    MpzView view;
    mpz_srcptr v = int_view(self, &view);
    size_t bits = (size_t)n > SIZE_MAX / 8 ? SIZE_MAX : (size_t)n * 8;
    if (mpz_sgn(v) < 0 && !sgn) return err_set(&Exc_OverflowError, "can't convert negative int to unsigned");
    mpz_t t;
    mpz_init(t);
    bool fits;
    if (mpz_sgn(v) == 0) {
        fits = true;
    } else if (!sgn) {
        fits = mpz_sizeinbase(v, 2) <= bits;
        mpz_set(t, v);
    } else if (mpz_sgn(v) > 0) {
        fits = bits > 0 && mpz_sizeinbase(v, 2) <= bits - 1;
        mpz_set(t, v);
    } else {
        /* -2**(bits-1) <= v: |v| - 1 needs at most bits - 1 bits */
        mpz_neg(t, v);
        mpz_sub_ui(t, t, 1);
        /* (-1 fits 0 bytes: CPython's quirk, kept) */
        fits = mpz_sgn(t) == 0 || (bits > 0 && mpz_sizeinbase(t, 2) <= bits - 1);
        if (fits && bits > 0) { /* the two's complement: v + 2**bits */
            mpz_set_ui(t, 1);
            mpz_mul_2exp(t, t, bits);
            mpz_add(t, t, v);
        }
    }
    if (!fits) {
        mpz_clear(t);
        return err_set(&Exc_OverflowError, "int too big to convert");
    }
    unsigned char *buf = calloc((size_t)n ? (size_t)n : 1, 1);
    if (buf == NULL) {
        mpz_clear(t);
        return err_no_memory();
    }
    if (mpz_sgn(t) != 0) {
        size_t count = (mpz_sizeinbase(t, 2) + 7) / 8; /* <= n: checked above */
        mpz_export(buf + ((size_t)n - count), NULL, 1, 1, 0, 0, t);
    }
    mpz_clear(t);
    if (little) reverse_bytes(buf, (size_t)n);
    Object *r = bytes_from((const char *)buf, n);
    free(buf);
    return r;
}

/* int.from_bytes(bytes, byteorder='big', *, signed=False): a classmethod;
 * a subclass gets cls(value), as in CPython. */
static Object *int_from_bytes(Object *cls, Object *const *args, ssize_t nargs, Object *kwnames)
{
    static const char *const names[] = {"bytes", "byteorder", "$signed", NULL};
    Object *a[3];
    if (args_parse("from_bytes", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    bool little;
    if (byteorder_arg("from_bytes", a[1], &little) < 0) return NULL;
    int sgn = 0;
    if (a[2] && (sgn = obj_is_true(a[2])) < 0) return NULL;
    Object *b;
    if (TYPE(a[0]) == &Bytes_Type) b = NEWREF(a[0]);
    else if (is_str(a[0]) || is_int(a[0])) /* bytes(5) would make 5 zero bytes */
        return err_format(&Exc_TypeError, "cannot convert '%s' object to bytes", TYPE_NAME(a[0]));
    else if ((b = obj_call1((Object *)&Bytes_Type, a[0])) == NULL) return NULL;
    size_t n = (size_t)bytes_len(b);
    const unsigned char *p = (const unsigned char *)bytes_data(b);
    BigIntObject *r = bigint_alloc();
    if (r == NULL) {
        DECREF(b);
        return NULL;
    }
    if (n > 0) {
        mpz_import(r->z, n, little ? -1 : 1, 1, 0, 0, p);
        if (sgn && (p[little ? n - 1 : 0] & 0x80)) { /* negative: v - 2**(8n) */
            mpz_t m;
            mpz_init_set_ui(m, 1);
            mpz_mul_2exp(m, m, n * 8);
            mpz_sub(r->z, r->z, m);
            mpz_clear(m);
        }
    }
    DECREF(b);
    Object *v = int_from_big(r);
    if (v == NULL || cls == (Object *)&Int_Type) return v;
    Object *res = obj_call1(cls, v);
    DECREF(v);
    return res;
}

static const MethodDef int_methods[] = {
    {"bit_length", int_bit_length, METH_DEFAULT},
    {"bit_count", int_bit_count, METH_DEFAULT},
    {"to_bytes", int_to_bytes, METH_DEFAULT},
    {"from_bytes", int_from_bytes, METH_CLASS},
    {"conjugate", int_self, METH_DEFAULT},
    {"__int__", int_self, METH_DEFAULT},
    {"__index__", int_self, METH_DEFAULT},
    {"__trunc__", int_self, METH_DEFAULT},
    {"__floor__", int_self, METH_DEFAULT},
    {"__ceil__", int_self, METH_DEFAULT},
    {"__float__", int_float_method, METH_DEFAULT},
    {"__round__", int_round_method, METH_DEFAULT},
    {"__format__", int_format_method, METH_DEFAULT},
    {NULL, NULL, 0},
};

static const GetSetDef int_getset[] = {
    {"real", get_self, NULL, NULL},
    {"imag", get_zero, NULL, NULL},
    {"numerator", get_self, NULL, NULL},
    {"denominator", get_one, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type Int_Type = {
    .ob = {.ob = OBJECT_HEAD_INIT(&Type_Type)},
    .name = "int",
    .basicsize = sizeof(BigIntObject),
    .flags = TPF_BASETYPE | TPF_INT_SUBCLASS,
    .base = &Object_Type,
    .dealloc = bigint_dealloc,
    .repr = int_repr,
    .hash = int_hash,
    .richcompare = int_richcompare,
    .new = int_type_new,
    .nb_add = int_add,
    .nb_sub = int_sub,
    .nb_mul = int_mul,
    .nb_truediv = int_truediv,
    .nb_floordiv = int_floordiv,
    .nb_mod = int_mod,
    .nb_divmod = int_divmod,
    .nb_pow = int_pow,
    .nb_lshift = int_lshift,
    .nb_rshift = int_rshift,
    .nb_and = int_and,
    .nb_or = int_or,
    .nb_xor = int_xor,
    .nb_neg = int_neg,
    .nb_pos = int_pos,
    .nb_invert = int_invert,
    .nb_abs = int_abs,
    .nb_bool = int_bool,
    .nb_int = int_pos,
    .nb_float = int_float_slot,
    .nb_index = int_pos,
    .methods = int_methods,
    .getset = int_getset,
};
