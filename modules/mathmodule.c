/* mathmodule.c: the `math` module, value for value and message for message
 * CPython 3.11's.
 *
 * The idea: libm does the arithmetic, this file does the *policy*, which is
 * CPython's reading of C99 Annex F ("the spirit of 754"): a result that is
 * a real number too large for a double raises OverflowError("math range
 * error"); a point where the function is undefined (a NaN out of a non-NaN
 * in, or an infinity out of a finite singularity) raises ValueError("math
 * domain error"); an underflow quietly returns the (signed) zero.  The
 * checks look at the result and at errno, exactly in CPython's order
 * (math_1, math_1a, math_2, the special cases of pow, fmod, ldexp), so the
 * same libm gives the same answers and the same exceptions.
 *
 * Where CPython does not use libm, neither does fpy: gamma and lgamma are
 * CPython's Lanczos approximation (N=13, g=6.0246...), whose results differ
 * from glibc's in the last bits; hypot and dist use CPython's lossless
 * scaled sum of squares with a final differential correction; fsum is
 * Shewchuk's exact partials with CPython's half-even fix-up; log of an int
 * too large for a double goes through a correctly rounded frexp.
 *
 * Integer functions (factorial, gcd, lcm, isqrt, comb, perm) work on GMP
 * through runtime/intobject.h (a numbers file by nature), with machine-word
 * fast paths for small arguments.
 *
 * Nothing here has shared state: the module dict is filled once, at first
 * import, and every function is pure.
 */
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>

#include "modules/modules.h"
#include "runtime/intobject.h"
#include "vm/thread.h"

static Object *domain_error(void) { return err_set(&Exc_ValueError, "math domain error"); }
static Object *range_error(void) { return err_set(&Exc_OverflowError, "math range error"); }

/* ---- argument conversion ------------------------------------------------ */

/* CPython's PyFloat_AsDouble (num_as_double): a float (subclasses too),
 * an exact int (OverflowError past the double range), else __float__ (an
 * int subclass's own __float__ included), then __index__.  0 or -1. */
static int as_double(Object *o, double *out)
{
    double d = num_as_double(o);
    if (d == -1.0 && err_occurred()) return -1;
    *out = d;
    return 0;
}

/* One positional argument, no keywords: "math.sqrt() takes exactly one
 * argument (0 given)" as CPython's METH_O. */
static int one_arg(const char *fname, ssize_t nargs, Object *kwnames)
{
    return args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 1, 1) < 0 ? -1 : 0;
}

static int two_args(const char *fname, ssize_t nargs, Object *kwnames)
{
    return args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 2, 2) < 0 ? -1 : 0;
}

/* After errno was set by (or for) a libm call: the exception it means, or
 * none for an underflow (a tiny result).  1 = raised, 0 = fine. */
static int is_error(double r)
{
    if (errno == EDOM) {
        domain_error();
        return 1;
    }
    if (errno == ERANGE) {
        if (fabs(r) < 1.5) return 0; /* underflow to (nearly) zero: not an error */
        range_error();
        return 1;
    }
    return 0;
}

/* ---- one-argument float functions --------------------------------------- */

/* CPython's math_1: a NaN out of a non-NaN in is a domain error; an
 * infinity out of a finite in is a range error when the function can
 * overflow there (exp, cosh) and a domain error otherwise (a pole: log). */
static Object *math_1(Object *arg, double (*fn)(double), bool can_overflow)
{
    double x;
    if (as_double(arg, &x) < 0) return NULL;
    errno = 0;
    double r = fn(x);
    if (isnan(r) && !isnan(x)) return domain_error();
    if (isinf(r) && isfinite(x)) return can_overflow ? range_error() : domain_error();
    if (isfinite(r) && errno != 0 && is_error(r)) return NULL;
    return float_new(r);
}

/* CPython's math_1a: the function reports errors through errno itself. */
static Object *math_1a(Object *arg, double (*fn)(double))
{
    double x;
    if (as_double(arg, &x) < 0) return NULL;
    errno = 0;
    double r = fn(x);
    if (errno != 0 && is_error(r)) return NULL;
    return float_new(r);
}

/* log, log2, log10 with CPython's special cases: errno EDOM for x <= 0 or
 * x = -inf, a pole (-inf) at 0. */
#define LOGFN(name, libm)                                                 \
    static double m_##name(double x)                                      \
    {                                                                     \
        if (isfinite(x)) {                                                \
            if (x > 0.0) return libm(x);                                  \
            errno = EDOM;                                                 \
            return x == 0.0 ? -HUGE_VAL : NAN;                            \
        }                                                                 \
        if (isnan(x) || x > 0.0) return x;                                \
        errno = EDOM;                                                     \
        return NAN;                                                       \
    }
LOGFN(log, log)
LOGFN(log2, log2)
LOGFN(log10, log10)

static const double pi = 3.141592653589793238462643383279502884197;
static const double logpi = 1.144729885849400174143427351353058711647;

/* sin(pi*x) accurately for finite x, integral x included (the gamma
 * reflection formula needs exact zeros there). */
static double sinpi(double x)
{
    double y = fmod(fabs(x), 2.0), r;
    switch ((int)round(2.0 * y)) {
    case 0: r = sin(pi * y); break;
    case 1: r = cos(pi * (y - 0.5)); break;
    case 2: r = sin(pi * (1.0 - y)); break; /* not -sin(pi*(y-1)): that gives -0.0 at y == 1 */
    case 3: r = -cos(pi * (y - 1.5)); break;
    default: r = sin(pi * (y - 2.0)); break;
    }
    return copysign(1.0, x) * r;
}

/* The Lanczos approximation CPython uses (N = 13, g as in Boost), as a
 * rational function whose coefficients are CPython's, so results match to
 * the bit. */
#define LANCZOS_N 13
static const double lanczos_g = 6.024680040776729583740234375;
static const double lanczos_g_minus_half = 5.524680040776729583740234375;
static const double lanczos_num[LANCZOS_N] = {
    23531376880.410759688572007674451636754734846804940,
    42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843,
    17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708,
    1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801,
    31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768,
    186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024,
    210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408,
};
static const double lanczos_den[LANCZOS_N] = {
    0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0,
    13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0,
};
#define NGAMMA_INTEGRAL 23
static const double gamma_integral[NGAMMA_INTEGRAL] = {
    1.0, 1.0, 2.0, 6.0, 24.0, 120.0, 720.0, 5040.0, 40320.0, 362880.0,
    3628800.0, 39916800.0, 479001600.0, 6227020800.0, 87178291200.0,
    1307674368000.0, 20922789888000.0, 355687428096000.0,
    6402373705728000.0, 121645100408832000.0, 2432902008176640000.0,
    51090942171709440000.0, 1124000727777607680000.0,
};

static double lanczos_sum(double x)
{
    double num = 0.0, den = 0.0;
    if (x < 5.0) {
        for (int i = LANCZOS_N; --i >= 0;) {
            num = num * x + lanczos_num[i];
            den = den * x + lanczos_den[i];
        }
    } else { /* in 1/x, so large x cannot overflow */
        for (int i = 0; i < LANCZOS_N; i++) {
            num = num / x + lanczos_num[i];
            den = den / x + lanczos_den[i];
        }
    }
    return num / den;
}

static double m_tgamma(double x)
{
    if (!isfinite(x)) {
        if (isnan(x) || x > 0.0) return x;
        errno = EDOM;
        return NAN;
    }
    if (x == 0.0) {
        errno = EDOM;
        return copysign(HUGE_VAL, x);
    }
    if (x == floor(x)) {
        if (x < 0.0) {
            errno = EDOM;
            return NAN;
        }
        if (x <= NGAMMA_INTEGRAL) return gamma_integral[(int)x - 1];
    }
    double absx = fabs(x), r;
    if (absx < 1e-20) {
        r = 1.0 / x;
        if (isinf(r)) errno = ERANGE;
        return r;
    }
    if (absx > 200.0) {
        if (x < 0.0) return 0.0 / sinpi(x);
        errno = ERANGE;
        return HUGE_VAL;
    }
    double y = absx + lanczos_g_minus_half, z;
    /* z: the rounding error of y, to correct pow(y, .)/exp(y) by (1 + z*g/y) */
    if (absx > lanczos_g_minus_half) {
        double q = y - absx;
        z = q - lanczos_g_minus_half;
    } else {
        double q = y - lanczos_g_minus_half;
        z = q - absx;
    }
    z = z * lanczos_g / y;
    if (x < 0.0) {
        r = -pi / sinpi(absx) / absx * exp(y) / lanczos_sum(absx);
        r -= z * r;
        if (absx < 140.0) {
            r /= pow(y, absx - 0.5);
        } else {
            double sqrtpow = pow(y, absx / 2.0 - 0.25);
            r /= sqrtpow;
            r /= sqrtpow;
        }
    } else {
        r = lanczos_sum(absx) / exp(y);
        r += z * r;
        if (absx < 140.0) {
            r *= pow(y, absx - 0.5);
        } else {
            double sqrtpow = pow(y, absx / 2.0 - 0.25);
            r *= sqrtpow;
            r *= sqrtpow;
        }
    }
    if (isinf(r)) errno = ERANGE;
    return r;
}

static double m_lgamma(double x)
{
    if (!isfinite(x)) return isnan(x) ? x : HUGE_VAL;
    if (x == floor(x) && x <= 2.0) {
        if (x <= 0.0) {
            errno = EDOM;
            return HUGE_VAL;
        }
        return 0.0;
    }
    double absx = fabs(x);
    if (absx < 1e-20) return -log(absx);
    double r = log(lanczos_sum(absx)) - lanczos_g;
    r += (absx - 0.5) * (log(absx + lanczos_g - 0.5) - 1);
    if (x < 0.0) r = logpi - log(fabs(sinpi(absx))) - log(absx) - r; /* reflection */
    if (isinf(r)) errno = ERANGE;
    return r;
}

/* degrees and radians only scale: an overflow to inf is no error (CPython) */
#define SCALE(name, factor)                                                                  \
    static Object *math_##name(Object *self, Object *const *args, ssize_t nargs, Object *kw) \
    {                                                                                        \
        (void)self;                                                                          \
        double x;                                                                            \
        if (one_arg("math." #name, nargs, kw) < 0 || as_double(args[0], &x) < 0) return NULL; \
        return float_new(x * (factor));                                                      \
    }
SCALE(degrees, 180.0 / pi)
SCALE(radians, pi / 180.0)

#define FUNC1(name, fn, can_overflow)                                                        \
    static Object *math_##name(Object *self, Object *const *args, ssize_t nargs, Object *kw) \
    {                                                                                        \
        (void)self;                                                                          \
        if (one_arg("math." #name, nargs, kw) < 0) return NULL;                              \
        return math_1(args[0], fn, can_overflow);                                            \
    }
#define FUNC1A(name, fn)                                                                     \
    static Object *math_##name(Object *self, Object *const *args, ssize_t nargs, Object *kw) \
    {                                                                                        \
        (void)self;                                                                          \
        if (one_arg("math." #name, nargs, kw) < 0) return NULL;                              \
        return math_1a(args[0], fn);                                                         \
    }
FUNC1(sqrt, sqrt, false)
FUNC1(exp, exp, true)
FUNC1(exp2, exp2, true)
FUNC1(expm1, expm1, true)
FUNC1(log1p, log1p, false)
FUNC1(fabs, fabs, false)
FUNC1(cbrt, cbrt, false)
FUNC1(sin, sin, false)
FUNC1(cos, cos, false)
FUNC1(tan, tan, false)
FUNC1(asin, asin, false)
FUNC1(acos, acos, false)
FUNC1(atan, atan, false)
FUNC1(sinh, sinh, true)
FUNC1(cosh, cosh, true)
FUNC1(tanh, tanh, false)
FUNC1(asinh, asinh, false)
FUNC1(acosh, acosh, false)
FUNC1(atanh, atanh, false)
FUNC1A(erf, erf)
FUNC1A(erfc, erfc)
FUNC1A(gamma, m_tgamma)
FUNC1A(lgamma, m_lgamma)

/* ---- logarithms (ints of any size) --------------------------------------- */

/* A positive int too large for a double as m * 2**e, m in [0.5, 1)
 * correctly rounded (CPython's _PyLong_Frexp): the top 55 bits with a
 * sticky bit for everything below, rounded half-even to 53 by the
 * hardware's integer-to-double conversion. */
static double big_frexp(mpz_srcptr z, long *e)
{
    size_t nbits = mpz_sizeinbase(z, 2);
    mpz_t t;
    mpz_init(t);
    mpz_tdiv_q_2exp(t, z, nbits - 55);
    uint64_t top = (uint64_t)mpz_get_ui(t);
    if (mpz_scan1(z, 0) < nbits - 55) top |= 1; /* a lost bit was set */
    mpz_clear(t);
    int e2;
    double m = frexp((double)top, &e2);
    *e = (long)e2 + (long)(nbits - 55);
    return m;
}

/* CPython's loghelper: ints (any size) exactly, else math_1's rules. */
static Object *loghelper(Object *arg, double (*fn)(double))
{
    if (is_int(arg)) {
        if (int_sign(arg) <= 0) return domain_error();
        double x;
        if (float_as_double_of(arg, &x) > 0) return float_new(fn(x));
        err_clear(); /* too large for a double: log(m * 2**e) = log(m) + e*log(2) */
        MpzView v;
        long e;
        double m = big_frexp(int_view(arg, &v), &e);
        return float_new(fn(m) + fn(2.0) * (double)e);
    }
    return math_1(arg, fn, false);
}

static Object *math_log(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    if (args_no_kw("log", kw) < 0) return NULL;
    if (nargs < 1 || nargs > 2) return err_set(&Exc_TypeError, "math.log requires 1 to 2 arguments");
    Object *num = loghelper(args[0], m_log);
    if (num == NULL || nargs == 1) return num;
    Object *den = loghelper(args[1], m_log);
    if (den == NULL) {
        DECREF(num);
        return NULL;
    }
    double d = float_val(den), n = float_val(num);
    DECREF(num);
    DECREF(den);
    if (d == 0.0) return err_set(&Exc_ZeroDivisionError, "float division by zero");
    return float_new(n / d);
}

static Object *math_log2(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    if (one_arg("math.log2", nargs, kw) < 0) return NULL;
    return loghelper(args[0], m_log2);
}

static Object *math_log10(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    if (one_arg("math.log10", nargs, kw) < 0) return NULL;
    return loghelper(args[0], m_log10);
}

/* ---- two-argument float functions --------------------------------------- */

static int two_doubles(const char *fname, Object *const *args, ssize_t nargs, Object *kw, double *x, double *y)
{
    if (two_args(fname, nargs, kw) < 0 || as_double(args[0], x) < 0 || as_double(args[1], y) < 0) return -1;
    return 0;
}

/* CPython's math_2: NaN from non-NaNs is a domain error, an infinity from
 * finite inputs a range error. */
#define FUNC2(name, fn)                                                                      \
    static Object *math_##name(Object *self, Object *const *args, ssize_t nargs, Object *kw) \
    {                                                                                        \
        (void)self;                                                                          \
        double x, y;                                                                         \
        if (two_doubles(#name, args, nargs, kw, &x, &y) < 0) return NULL;                    \
        errno = 0;                                                                           \
        double r = fn(x, y);                                                                 \
        if (isnan(r)) errno = !isnan(x) && !isnan(y) ? EDOM : 0;                             \
        else if (isinf(r)) errno = isfinite(x) && isfinite(y) ? ERANGE : 0;                  \
        if (errno != 0 && is_error(r)) return NULL;                                          \
        return float_new(r);                                                                 \
    }
FUNC2(atan2, atan2)
FUNC2(copysign, copysign)
FUNC2(remainder, remainder)
FUNC2(nextafter, nextafter)

static Object *math_fmod(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    double x, y;
    if (two_doubles("fmod", args, nargs, kw, &x, &y) < 0) return NULL;
    if (isinf(y) && isfinite(x)) return float_new(x); /* fmod(x, +-inf) = x */
    errno = 0;
    double r = fmod(x, y);
    if (isnan(r)) errno = !isnan(x) && !isnan(y) ? EDOM : 0;
    if (errno != 0 && is_error(r)) return NULL;
    return float_new(r);
}

/* pow with C99's special values done by hand (as CPython: libms disagree). */
static Object *math_pow(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    double x, y, r;
    if (two_doubles("pow", args, nargs, kw, &x, &y) < 0) return NULL;
    errno = 0;
    if (!isfinite(x) || !isfinite(y)) {
        if (isnan(x)) {
            r = y == 0.0 ? 1.0 : x;
        } else if (isnan(y)) {
            r = x == 1.0 ? 1.0 : y;
        } else if (isinf(x)) {
            bool odd_y = isfinite(y) && fmod(fabs(y), 2.0) == 1.0;
            if (y > 0.0) r = odd_y ? x : fabs(x);
            else if (y == 0.0) r = 1.0;
            else r = odd_y ? copysign(0.0, x) : 0.0;
        } else { /* y infinite */
            if (fabs(x) == 1.0) r = 1.0;
            else if (y > 0.0 && fabs(x) > 1.0) r = y;
            else if (y < 0.0 && fabs(x) < 1.0) r = -y;
            else r = 0.0;
        }
    } else {
        r = pow(x, y);
        if (isnan(r)) errno = EDOM;           /* (-1)**0.5 */
        else if (isinf(r)) errno = x == 0.0 ? EDOM : ERANGE; /* 0**-1 is a pole */
    }
    if (errno != 0 && is_error(r)) return NULL;
    return float_new(r);
}

static Object *math_ldexp(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    if (two_args("ldexp", nargs, kw) < 0) return NULL;
    double x, r;
    if (as_double(args[0], &x) < 0) return NULL;
    if (!is_int(args[1])) return err_set(&Exc_TypeError, "Expected an int as second argument to ldexp.");
    int64_t e;
    if (!int_as_i64(args[1], &e)) e = int_sign(args[1]) > 0 ? INT64_MAX : INT64_MIN;
    if (x == 0.0 || !isfinite(x)) return float_new(x);
    if (e > INT_MAX) return range_error();
    if (e < INT_MIN) return float_new(copysign(0.0, x));
    r = ldexp(x, (int)e);
    if (isinf(r)) return range_error();
    return float_new(r);
}

static Object *math_frexp(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    double x;
    if (one_arg("math.frexp", nargs, kw) < 0 || as_double(args[0], &x) < 0) return NULL;
    int e = 0;
    if (!isnan(x) && !isinf(x) && x != 0.0) x = frexp(x, &e);
    Object *m = float_new(x);
    if (m == NULL) return NULL;
    Object *t = tuple_new(2);
    if (t == NULL) {
        DECREF(m);
        return NULL;
    }
    tuple_items(t)[0] = m;
    tuple_items(t)[1] = small_new(e);
    return t;
}

static Object *float_pair(double a, double b)
{
    Object *x = float_new(a), *y = float_new(b);
    Object *t = x != NULL && y != NULL ? tuple_new(2) : NULL;
    if (t == NULL) {
        XDECREF(x);
        XDECREF(y);
        return NULL;
    }
    tuple_items(t)[0] = x;
    tuple_items(t)[1] = y;
    return t;
}

static Object *math_modf(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    double x;
    if (one_arg("math.modf", nargs, kw) < 0 || as_double(args[0], &x) < 0) return NULL;
    if (isinf(x)) return float_pair(copysign(0.0, x), x);
    if (isnan(x)) return float_pair(x, x);
    double ip;
    double frac = modf(x, &ip);
    return float_pair(frac, ip);
}

static Object *math_ulp(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    double x;
    if (one_arg("math.ulp", nargs, kw) < 0 || as_double(args[0], &x) < 0) return NULL;
    if (isnan(x)) return float_new(x);
    x = fabs(x);
    if (isinf(x)) return float_new(x);
    double x2 = nextafter(x, INFINITY);
    if (isinf(x2)) { /* x is the largest finite double */
        x2 = nextafter(x, -INFINITY);
        return float_new(x - x2);
    }
    return float_new(x2 - x);
}

/* ---- predicates ------------------------------------------------------------ */

#define PRED(name, expr)                                                                     \
    static Object *math_##name(Object *self, Object *const *args, ssize_t nargs, Object *kw) \
    {                                                                                        \
        (void)self;                                                                          \
        double x;                                                                            \
        if (one_arg("math." #name, nargs, kw) < 0 || as_double(args[0], &x) < 0) return NULL; \
        return NEWREF(bool_from(expr));                                                      \
    }
PRED(isfinite, isfinite(x))
PRED(isinf, isinf(x))
PRED(isnan, isnan(x))

static Object *math_isclose(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    static const char *const names[] = {"a", "b", "$rel_tol", "abs_tol", NULL};
    Object *v[4];
    if (args_parse("isclose", args, nargs, kw, names, 2, 2, v) < 0) return NULL;
    double a, b, rel_tol = 1e-09, abs_tol = 0.0;
    if (as_double(v[0], &a) < 0 || as_double(v[1], &b) < 0) return NULL;
    if (v[2] != NULL && as_double(v[2], &rel_tol) < 0) return NULL;
    if (v[3] != NULL && as_double(v[3], &abs_tol) < 0) return NULL;
    if (rel_tol < 0.0 || abs_tol < 0.0) return err_set(&Exc_ValueError, "tolerances must be non-negative");
    if (a == b) return NEWREF(True); /* also two equal infinities */
    if (isinf(a) || isinf(b)) return NEWREF(False);
    double diff = fabs(b - a);
    bool close = diff <= fabs(rel_tol * b) || diff <= fabs(rel_tol * a) || diff <= abs_tol;
    return NEWREF(bool_from(close));
}

/* ---- rounding to ints ------------------------------------------------------ */

/* New ref: o as an exact int (a bool becomes 0 or 1). */
static Object *exact_int(Object *o)
{
    if (o == True) return small_new(1);
    if (o == False) return small_new(0);
    if (is_small(o) || TYPE(o) == &Int_Type) return NEWREF(o);
    return int_from_mpz(BIG(o));
}

/* floor/ceil: exact for ints and floats; else the type's __floor__ /
 * __ceil__, else through a float. */
static Object *round_to_int(const char *fname, const char *dunder, Object *const *args, ssize_t nargs,
                            Object *kw, double (*fn)(double))
{
    if (one_arg(fname, nargs, kw) < 0) return NULL;
    Object *o = args[0];
    if (is_float(o)) return int_from_double(fn(float_val(o)));
    if (is_small(o) || TYPE(o) == &Int_Type || is_bool(o)) return exact_int(o); /* a subclass: its __floor__ */
    Object *m = obj_type_lookup(TYPE(o), str_intern_cstr(dunder));
    if (m != NULL) return obj_call1(m, o);
    double x;
    if (as_double(o, &x) < 0) return NULL;
    return int_from_double(fn(x));
}

static Object *math_floor(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    return round_to_int("math.floor", "__floor__", args, nargs, kw, floor);
}

static Object *math_ceil(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    return round_to_int("math.ceil", "__ceil__", args, nargs, kw, ceil);
}

static Object *math_trunc(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    if (one_arg("math.trunc", nargs, kw) < 0) return NULL;
    Object *o = args[0];
    if (is_float(o)) return int_from_double(float_val(o));
    if (is_small(o) || TYPE(o) == &Int_Type || is_bool(o)) return exact_int(o); /* a subclass: its __trunc__ */
    Object *m = obj_type_lookup(TYPE(o), STR_ID("__trunc__"));
    if (m == NULL) return err_format(&Exc_TypeError, "type %s doesn't define __trunc__ method", TYPE_NAME(o));
    return obj_call1(m, o);
}

/* ---- hypot, dist: CPython's vector_norm ------------------------------------ */

/* sqrt(sum(v*v)) correctly rounded in nearly all cases: every coordinate
 * is scaled by a power of two (lossless) so the largest lies in [0.5, 1);
 * the squares and their running sum are kept exactly as hi + lo pairs
 * (fma gives the exact product error, Fast2Sum the exact addition error,
 * csum starting at 1.0 so it always dominates); then one Newton-style
 * differential correction of the square root.  Same operations in the
 * same order as CPython 3.11, so the same bits. */
static double vector_norm(ssize_t n, double *vec, double max, bool found_nan)
{
    if (isinf(max)) return max;
    if (found_nan) return NAN;
    if (max == 0.0 || n <= 1) return max;
    int max_e;
    frexp(max, &max_e);
    if (max_e < -1023) { /* ldexp(1.0, -max_e) would overflow: go through normals */
        for (ssize_t i = 0; i < n; i++) vec[i] /= DBL_MIN;
        return DBL_MIN * vector_norm(n, vec, max / DBL_MIN, found_nan);
    }
    double scale = ldexp(1.0, -max_e);
    double csum = 1.0, frac1 = 0.0, frac2 = 0.0, x, h, hi, lo;
    for (ssize_t i = 0; i < n; i++) {
        x = vec[i] * scale;
        hi = x * x;
        lo = fma(x, x, -hi); /* exact square: hi + lo */
        double s = csum + hi;
        frac2 += hi - (s - csum); /* Fast2Sum error (csum >= hi) */
        csum = s;
        frac1 += lo;
    }
    h = sqrt(csum - 1.0 + (frac1 + frac2));
    hi = -h * h;
    lo = fma(-h, h, -hi);
    double s = csum + hi;
    frac2 += hi - (s - csum);
    csum = s;
    frac1 += lo;
    x = csum - 1.0 + (frac1 + frac2);
    h += x / (2.0 * h);
    return h / scale;
}

#define NUM_STACK_COORDS 16

static Object *math_hypot(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    if (args_no_kw("hypot", kw) < 0) return NULL;
    double stack[NUM_STACK_COORDS], *coords = stack, max = 0.0;
    bool found_nan = false;
    if (nargs > NUM_STACK_COORDS) {
        coords = malloc((size_t)nargs * sizeof(double));
        if (coords == NULL) return err_no_memory();
    }
    for (ssize_t i = 0; i < nargs; i++) {
        double x;
        if (as_double(args[i], &x) < 0) {
            if (coords != stack) free(coords);
            return NULL;
        }
        x = fabs(x);
        coords[i] = x;
        found_nan |= isnan(x);
        if (x > max) max = x;
    }
    double r = vector_norm(nargs, coords, max, found_nan);
    if (coords != stack) free(coords);
    return float_new(r);
}

static Object *math_dist(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    if (two_args("dist", nargs, kw) < 0) return NULL;
    Object *p = tuple_from_iterable(args[0]);
    if (p == NULL) return NULL;
    Object *q = tuple_from_iterable(args[1]);
    if (q == NULL) {
        DECREF(p);
        return NULL;
    }
    Object *result = NULL;
    ssize_t n = tuple_len(p);
    double stack[NUM_STACK_COORDS], *diffs = stack, max = 0.0;
    bool found_nan = false;
    if (n != tuple_len(q)) {
        err_set(&Exc_ValueError, "both points must have the same number of dimensions");
        goto done;
    }
    if (n > NUM_STACK_COORDS && (diffs = malloc((size_t)n * sizeof(double))) == NULL) {
        err_no_memory();
        goto done;
    }
    for (ssize_t i = 0; i < n; i++) {
        double px, qx;
        if (as_double(tuple_get(p, i), &px) < 0 || as_double(tuple_get(q, i), &qx) < 0) goto done;
        double x = fabs(px - qx);
        diffs[i] = x;
        found_nan |= isnan(x);
        if (x > max) max = x;
    }
    result = float_new(vector_norm(n, diffs, max, found_nan));
done:
    if (diffs != stack) free(diffs);
    DECREF(p);
    DECREF(q);
    return result;
}

/* ---- fsum: Shewchuk's exact partials ---------------------------------------- */

/* The running sum is kept as non-overlapping partials (increasing
 * magnitude) whose exact sum is the exact sum so far; the final rounding
 * corrects the one case where adding the top partials rounds the wrong way
 * (half-way with more below).  Infinities and NaNs are summed aside. */
static Object *math_fsum(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    if (one_arg("math.fsum", nargs, kw) < 0) return NULL;
    Object *it = obj_iter(args[0]);
    if (it == NULL) return NULL;
    double stack[32], *p = stack, special_sum = 0.0, inf_sum = 0.0;
    size_t n = 0, cap = 32;
    Object *item, *result = NULL;
    while ((item = iter_next(it)) != NULL) {
        double x, y, t, hi, lo = 0.0, yr;
        int r = as_double(item, &x);
        DECREF(item);
        if (r < 0) goto done;
        double xsave = x;
        size_t i = 0;
        for (size_t j = 0; j < n; j++) {
            y = p[j];
            if (fabs(x) < fabs(y)) {
                t = x;
                x = y;
                y = t;
            }
            hi = x + y;
            yr = hi - x;
            lo = y - yr;
            if (lo != 0.0) p[i++] = lo;
            x = hi;
        }
        n = i;
        if (x != 0.0) {
            if (!isfinite(x)) {
                /* an infinity from finite summands is an intermediate overflow */
                if (isfinite(xsave)) {
                    err_set(&Exc_OverflowError, "intermediate overflow in fsum");
                    goto done;
                }
                if (isinf(xsave)) inf_sum += xsave;
                special_sum += xsave;
                n = 0; /* the partials no longer matter */
            } else {
                if (n >= cap) {
                    double *np = malloc(2 * cap * sizeof(double));
                    if (np == NULL) {
                        err_no_memory();
                        goto done;
                    }
                    for (size_t k = 0; k < n; k++) np[k] = p[k];
                    if (p != stack) free(p);
                    p = np;
                    cap *= 2;
                }
                p[n++] = x;
            }
        }
    }
    if (err_occurred()) goto done;
    if (special_sum != 0.0) {
        if (isnan(inf_sum)) err_set(&Exc_ValueError, "-inf + inf in fsum");
        else result = float_new(special_sum);
        goto done;
    }
    double hi = 0.0;
    if (n > 0) {
        double x, y, yr, lo = 0.0;
        hi = p[--n];
        /* sum from the top down until the result is inexact */
        while (n > 0) {
            x = hi;
            y = p[--n];
            hi = x + y;
            yr = hi - x;
            lo = y - yr;
            if (lo != 0.0) break;
        }
        /* half-way case: round towards the sign of the remaining partials */
        if (n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0))) {
            y = lo * 2.0;
            x = hi + y;
            yr = x - hi;
            if (y == yr) hi = x;
        }
    }
    result = float_new(hi);
done:
    if (p != stack) free(p);
    DECREF(it);
    return result;
}

static Object *math_prod(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    static const char *const names[] = {"iterable", "$start", NULL};
    Object *v[2];
    if (args_parse("prod", args, nargs, kw, names, 1, 1, v) < 0) return NULL;
    Object *it = obj_iter(v[0]);
    if (it == NULL) return NULL;
    Object *result = NEWREF(v[1] != NULL ? v[1] : small_new(1)), *item;
    while ((item = iter_next(it)) != NULL) {
        Object *r = num_binop(BIN_MUL, result, item);
        DECREF(item);
        DECREF(result);
        if ((result = r) == NULL) break;
    }
    DECREF(it);
    if (result != NULL && err_occurred()) {
        DECREF(result);
        return NULL;
    }
    return result;
}

/* ---- integer functions ------------------------------------------------------- */

static const char llong_max_str[] = "9223372036854775807";

static Object *math_factorial(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    if (one_arg("math.factorial", nargs, kw) < 0) return NULL;
    Object *n = num_index(args[0]);
    if (n == NULL) return NULL;
    int64_t v;
    bool fits = int_as_i64(n, &v);
    int sign = int_sign(n);
    DECREF(n);
    if (sign < 0) return err_set(&Exc_ValueError, "factorial() not defined for negative values");
    if (!fits) return err_format(&Exc_OverflowError, "factorial() argument should not exceed %s", llong_max_str);
    if (v <= 20) {
        int64_t f = 1;
        for (int64_t i = 2; i <= v; i++) f *= i;
        return int_from_i64(f);
    }
    BigIntObject *r = bigint_alloc();
    if (r == NULL) return NULL;
    mpz_fac_ui(r->z, (unsigned long)v);
    return int_from_big(r);
}

static int64_t gcd64(int64_t a, int64_t b) /* a, b >= 0 */
{
    while (b != 0) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* gcd and lcm of any number of ints: a GMP accumulator, after a
 * machine-word fast path for two small arguments. */
static Object *gcd_lcm(Object *const *args, ssize_t nargs, bool lcm)
{
    if (nargs == 2 && is_small(args[0]) && is_small(args[1])) {
        int64_t a = llabs(small_val(args[0])), b = llabs(small_val(args[1]));
        if (!lcm) return int_from_i64(gcd64(a, b));
        if (a == 0 || b == 0) return small_new(0);
        int64_t g = gcd64(a, b), q = a / g, r;
        if (!__builtin_mul_overflow(q, b, &r)) return int_from_i64(r);
    }
    BigIntObject *acc = bigint_alloc();
    if (acc == NULL) return NULL;
    if (lcm) mpz_set_ui(acc->z, 1);
    for (ssize_t i = 0; i < nargs; i++) {
        Object *x = num_index(args[i]);
        if (x == NULL) {
            DECREF((Object *)acc);
            return NULL;
        }
        MpzView v;
        if (i == 0) mpz_abs(acc->z, int_view(x, &v));
        else if (lcm) mpz_lcm(acc->z, acc->z, int_view(x, &v));
        else mpz_gcd(acc->z, acc->z, int_view(x, &v));
        DECREF(x);
    }
    return int_from_big(acc);
}

static Object *math_gcd(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    if (args_no_kw("gcd", kw) < 0) return NULL;
    return gcd_lcm(args, nargs, false);
}

static Object *math_lcm(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    if (args_no_kw("lcm", kw) < 0) return NULL;
    return gcd_lcm(args, nargs, true);
}

static Object *math_isqrt(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    if (one_arg("math.isqrt", nargs, kw) < 0) return NULL;
    Object *n = num_index(args[0]);
    if (n == NULL) return NULL;
    if (int_sign(n) < 0) {
        DECREF(n);
        return err_set(&Exc_ValueError, "isqrt() argument must be nonnegative");
    }
    BigIntObject *r = bigint_alloc();
    if (r != NULL) {
        MpzView v;
        mpz_sqrt(r->z, int_view(n, &v));
    }
    DECREF(n);
    return r != NULL ? int_from_big(r) : NULL;
}

/* comb and perm: n and k as ints, checked as CPython checks them (in that
 * order).  0 ok, -1 error; *nn, *kk new refs. */
static int comb_perm_args(const char *fname, Object *const *args, ssize_t nargs, Object *kw, ssize_t min,
                          Object **nn, Object **kk)
{
    if (args_no_kw(fname, kw) < 0 || args_count(fname, nargs, min, 2) < 0) return -1;
    *kk = NULL;
    if ((*nn = num_index(args[0])) == NULL) return -1;
    if (nargs == 2 && args[1] != None && (*kk = num_index(args[1])) == NULL) goto fail;
    if (int_sign(*nn) < 0) {
        err_set(&Exc_ValueError, "n must be a non-negative integer");
        goto fail;
    }
    if (*kk != NULL && int_sign(*kk) < 0) {
        err_set(&Exc_ValueError, "k must be a non-negative integer");
        goto fail;
    }
    return 0;
fail:
    DECREF(*nn);
    XDECREF(*kk);
    return -1;
}

static Object *math_comb(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    Object *n, *k;
    if (comb_perm_args("comb", args, nargs, kw, 2, &n, &k) < 0) return NULL;
    Object *result = NULL;
    BigIntObject *r = NULL;
    MpzView nv, kv;
    mpz_t nk;
    mpz_init(nk);
    mpz_sub(nk, int_view(n, &nv), int_view(k, &kv));
    if (mpz_sgn(nk) < 0) {
        result = small_new(0);
        goto done;
    }
    mpz_srcptr kmin = mpz_cmp(nk, int_view(k, &kv)) < 0 ? nk : int_view(k, &kv);
    if (!mpz_fits_slong_p(kmin)) {
        err_format(&Exc_OverflowError, "min(n - k, k) must not exceed %s", llong_max_str);
        goto done;
    }
    if ((r = bigint_alloc()) == NULL) goto done;
    mpz_bin_ui(r->z, int_view(n, &nv), (unsigned long)mpz_get_si(kmin));
    result = int_from_big(r);
done:
    mpz_clear(nk);
    DECREF(n);
    DECREF(k);
    return result;
}

static Object *math_perm(Object *self, Object *const *args, ssize_t nargs, Object *kw)
{
    (void)self;
    Object *n, *k;
    if (comb_perm_args("perm", args, nargs, kw, 1, &n, &k) < 0) return NULL;
    if (k == NULL) { /* perm(n) = n! */
        Object *r = math_factorial(NULL, &n, 1, NULL);
        DECREF(n);
        return r;
    }
    Object *result = NULL;
    MpzView nv, kv;
    mpz_srcptr zn = int_view(n, &nv), zk = int_view(k, &kv);
    if (mpz_cmp(zk, zn) > 0) {
        result = small_new(0);
    } else if (!mpz_fits_slong_p(zk)) {
        err_format(&Exc_OverflowError, "k must not exceed %s", llong_max_str);
    } else {
        /* n! / (n-k)! = comb(n, k) * k! */
        unsigned long kk = (unsigned long)mpz_get_si(zk);
        BigIntObject *r = bigint_alloc();
        if (r != NULL) {
            mpz_t f;
            mpz_init(f);
            mpz_bin_ui(r->z, zn, kk);
            mpz_fac_ui(f, kk);
            mpz_mul(r->z, r->z, f);
            mpz_clear(f);
            result = int_from_big(r);
        }
    }
    DECREF(n);
    DECREF(k);
    return result;
}

/* ---- the module -------------------------------------------------------------- */

static const MethodDef math_methods[] = {
    {"acos", math_acos, METH_DEFAULT},         {"acosh", math_acosh, METH_DEFAULT},
    {"asin", math_asin, METH_DEFAULT},         {"asinh", math_asinh, METH_DEFAULT},
    {"atan", math_atan, METH_DEFAULT},         {"atan2", math_atan2, METH_DEFAULT},
    {"atanh", math_atanh, METH_DEFAULT},       {"cbrt", math_cbrt, METH_DEFAULT},
    {"ceil", math_ceil, METH_DEFAULT},         {"comb", math_comb, METH_DEFAULT},
    {"copysign", math_copysign, METH_DEFAULT}, {"cos", math_cos, METH_DEFAULT},
    {"cosh", math_cosh, METH_DEFAULT},         {"degrees", math_degrees, METH_DEFAULT},
    {"dist", math_dist, METH_DEFAULT},         {"erf", math_erf, METH_DEFAULT},
    {"erfc", math_erfc, METH_DEFAULT},         {"exp", math_exp, METH_DEFAULT},
    {"exp2", math_exp2, METH_DEFAULT},         {"expm1", math_expm1, METH_DEFAULT},
    {"fabs", math_fabs, METH_DEFAULT},         {"factorial", math_factorial, METH_DEFAULT},
    {"floor", math_floor, METH_DEFAULT},       {"fmod", math_fmod, METH_DEFAULT},
    {"frexp", math_frexp, METH_DEFAULT},       {"fsum", math_fsum, METH_DEFAULT},
    {"gamma", math_gamma, METH_DEFAULT},       {"gcd", math_gcd, METH_DEFAULT},
    {"hypot", math_hypot, METH_DEFAULT},       {"isclose", math_isclose, METH_DEFAULT},
    {"isfinite", math_isfinite, METH_DEFAULT}, {"isinf", math_isinf, METH_DEFAULT},
    {"isnan", math_isnan, METH_DEFAULT},       {"isqrt", math_isqrt, METH_DEFAULT},
    {"lcm", math_lcm, METH_DEFAULT},           {"ldexp", math_ldexp, METH_DEFAULT},
    {"lgamma", math_lgamma, METH_DEFAULT},     {"log", math_log, METH_DEFAULT},
    {"log10", math_log10, METH_DEFAULT},       {"log1p", math_log1p, METH_DEFAULT},
    {"log2", math_log2, METH_DEFAULT},         {"modf", math_modf, METH_DEFAULT},
    {"nextafter", math_nextafter, METH_DEFAULT}, {"perm", math_perm, METH_DEFAULT},
    {"pow", math_pow, METH_DEFAULT},           {"prod", math_prod, METH_DEFAULT},
    {"radians", math_radians, METH_DEFAULT},   {"remainder", math_remainder, METH_DEFAULT},
    {"sin", math_sin, METH_DEFAULT},           {"sinh", math_sinh, METH_DEFAULT},
    {"sqrt", math_sqrt, METH_DEFAULT},         {"tan", math_tan, METH_DEFAULT},
    {"tanh", math_tanh, METH_DEFAULT},         {"trunc", math_trunc, METH_DEFAULT},
    {"ulp", math_ulp, METH_DEFAULT},           {NULL, NULL, 0},
};

int mathmodule_init(void)
{
    Object *m = module_new_builtin("math", math_methods);
    if (m == NULL) return -1;
    static const struct { const char *name; double value; } constants[] = {
        {"pi", 3.141592653589793238462643383279502884197},
        {"e", 2.718281828459045235360287471352662498},
        {"tau", 6.283185307179586476925286766559005768394},
        {"inf", INFINITY},
        {"nan", NAN},
    };
    for (size_t i = 0; i < sizeof constants / sizeof constants[0]; i++) {
        Object *f = float_new(constants[i].value);
        if (f == NULL) return -1;
        obj_make_immortal(f); /* shared by every thread: never counted */
        if (dict_set_cstr(module_dict(m), constants[i].name, f) < 0) return -1;
    }
    return 0;
}
