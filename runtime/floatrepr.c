/* floatrepr.c: doubles to decimal text, exactly as CPython prints them.
 *
 * CPython turns a double into digits with David Gay's dtoa in three modes:
 * 0 = the shortest digit string that reads back as the same double (repr),
 * 2 = n significant digits ('e', 'g'), 3 = n digits after the point ('f');
 * then format_float_short() lays the digits out (where the point goes,
 * exponent or not, padding zeros).  fpy keeps that second half line for
 * line (so every corner -- "1e+16", "1e-05", '#' forms, 'z' -- matches)
 * and gets the digits without carrying dtoa:
 *
 *   - modes 2 and 3: glibc's printf("%.*e") / ("%.*f") is correctly rounded
 *     from the exact binary value (round-half-even on exact ties), which is
 *     what dtoa computes; mode 3 with up to 27 decimals (the usual "%.2f")
 *     is done exactly in 128-bit integers instead (fixed_digits_exact),
 *     several times faster than printf;
 *   - mode 0 (shortest): Ryu (below), all 64-bit integer arithmetic; a
 *     repr costs about 70 ns.
 *
 * Invariant: the digit strings handed to the layout have no trailing
 * zeros and a non-zero first digit (zero is "0" with the point after it),
 * as dtoa's do.
 */
#include <float.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/intobject.h"

/* Digits of a finite |value|: digits[0..len) and the position of the
 * decimal point (value = 0.DIGITS * 10**decpt). */
typedef struct {
    char *digits; /* points into small or a malloc'd buffer */
    int len, decpt;
    char small[48];
    char *heap;
} Digits;

static void digits_free(Digits *d) { free(d->heap); }

/* Parse "D.DDDDe+XX" (printf %e output, no sign) into digits/decpt. */
static void parse_e(const char *s, Digits *d, char *out)
{
    int n = 0;
    const char *p = s;
    for (; *p && *p != 'e'; p++)
        if (*p != '.') out[n++] = *p;
    int exp = atoi(p + 1);
    while (n > 1 && out[n - 1] == '0') n--;
    d->digits = out;
    d->len = n;
    d->decpt = exp + 1;
}

/* ---- mode 0: Ryu (Ulf Adams, "Ryu: fast float-to-string conversion",
 * PLDI 2018).  The interval of decimals that read back as the double is
 * scaled by a 125-bit approximation of a power of 5 (tables below, made
 * once with GMP instead of being carried as 10 KB of constants); digits
 * are then removed while the interval's ends still differ, tracking
 * whether everything removed was zero so exact ties round half to even.
 * The result is the shortest digit string, and among those the closest
 * to the double: what dtoa's mode 0 gives CPython. */

#define POW5_INV_BITCOUNT 125
#define POW5_BITCOUNT 125
#define POW5_INV_TABLE 342
#define POW5_TABLE 326

static uint64_t pow5_inv_split[POW5_INV_TABLE][2]; /* [low, high] */
static uint64_t pow5_split[POW5_TABLE][2];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static inline int32_t pow5bits(int32_t e) { return (int32_t)(((uint32_t)e * 1217359) >> 19) + 1; }
static inline uint32_t log10_pow2(int32_t e) { return ((uint32_t)e * 78913) >> 18; }
static inline uint32_t log10_pow5(int32_t e) { return ((uint32_t)e * 732923) >> 20; }

static void split128(mpz_t v, uint64_t out[2])
{
    out[0] = mpz_getlimbn(v, 0);
    out[1] = mpz_getlimbn(v, 1);
}

static void make_tables(void)
{
    mpz_t p, t;
    mpz_inits(p, t, NULL);
    for (int i = 0; i < POW5_TABLE; i++) { /* 5**i, its top 125 bits */
        mpz_ui_pow_ui(p, 5, (unsigned long)i);
        int shift = pow5bits(i) - POW5_BITCOUNT;
        if (shift >= 0) mpz_tdiv_q_2exp(t, p, (mp_bitcnt_t)shift);
        else mpz_mul_2exp(t, p, (mp_bitcnt_t)-shift);
        split128(t, pow5_split[i]);
    }
    for (int i = 0; i < POW5_INV_TABLE; i++) { /* 2**(pow5bits(i) - 1 + 125) / 5**i, rounded up */
        mpz_ui_pow_ui(p, 5, (unsigned long)i);
        mpz_set_ui(t, 0);
        mpz_setbit(t, (mp_bitcnt_t)(pow5bits(i) - 1 + POW5_INV_BITCOUNT));
        mpz_tdiv_q(t, t, p);
        mpz_add_ui(t, t, 1);
        split128(t, pow5_inv_split[i]);
    }
    mpz_clears(p, t, NULL);
}

static inline uint64_t mul_shift64(uint64_t m, const uint64_t *mul, int32_t j)
{
    unsigned __int128 b0 = (unsigned __int128)m * mul[0], b2 = (unsigned __int128)m * mul[1];
    return (uint64_t)(((b0 >> 64) + b2) >> (j - 64));
}

static inline uint32_t pow5_factor(uint64_t v)
{
    uint32_t count = 0;
    while (v % 5 == 0) {
        v /= 5;
        count++;
    }
    return count;
}

/* Shortest digits of a > 0 finite into d->small: Ryu's d2d. */
static void digits_shortest(double a, Digits *d)
{
    pthread_once(&tables_once, make_tables);
    uint64_t bits;
    memcpy(&bits, &a, sizeof bits);
    uint64_t ieee_m = bits & ((UINT64_C(1) << 52) - 1);
    uint32_t ieee_e = (uint32_t)(bits >> 52) & 0x7ff;
    int32_t e2;
    uint64_t m2;
    if (ieee_e == 0) {
        e2 = 1 - 1023 - 52 - 2; /* two extra bits for the interval's ends */
        m2 = ieee_m;
    } else {
        e2 = (int32_t)ieee_e - 1023 - 52 - 2;
        m2 = (UINT64_C(1) << 52) | ieee_m;
    }
    bool accept_bounds = (m2 & 1) == 0; /* round-half-even reading accepts the ends */
    uint64_t mv = 4 * m2;
    uint32_t mm_shift = ieee_m != 0 || ieee_e <= 1; /* the lower gap is half as wide at a power of two */
    uint64_t vr, vp, vm;
    int32_t e10;
    bool vm_trailing_zeros = false, vr_trailing_zeros = false;
    if (e2 >= 0) {
        uint32_t q = log10_pow2(e2) - (e2 > 3);
        e10 = (int32_t)q;
        int32_t k = POW5_INV_BITCOUNT + pow5bits((int32_t)q) - 1;
        int32_t i = -e2 + (int32_t)q + k;
        vr = mul_shift64(4 * m2, pow5_inv_split[q], i);
        vp = mul_shift64(4 * m2 + 2, pow5_inv_split[q], i);
        vm = mul_shift64(4 * m2 - 1 - mm_shift, pow5_inv_split[q], i);
        if (q <= 21) {
            if (mv % 5 == 0) vr_trailing_zeros = pow5_factor(mv) >= q;
            else if (accept_bounds) vm_trailing_zeros = pow5_factor(mv - 1 - mm_shift) >= q;
            else vp -= pow5_factor(mv + 2) >= q;
        }
    } else {
        uint32_t q = log10_pow5(-e2) - (-e2 > 1);
        e10 = (int32_t)q + e2;
        int32_t i = -e2 - (int32_t)q;
        int32_t k = pow5bits(i) - POW5_BITCOUNT;
        int32_t j = (int32_t)q - k;
        vr = mul_shift64(4 * m2, pow5_split[i], j);
        vp = mul_shift64(4 * m2 + 2, pow5_split[i], j);
        vm = mul_shift64(4 * m2 - 1 - mm_shift, pow5_split[i], j);
        if (q <= 1) {
            vr_trailing_zeros = true;
            if (accept_bounds) vm_trailing_zeros = mm_shift == 1;
            else --vp;
        } else if (q < 63) {
            vr_trailing_zeros = (mv & ((UINT64_C(1) << q) - 1)) == 0;
        }
    }
    int32_t removed = 0;
    uint8_t last_removed = 0;
    uint64_t output;
    if (vm_trailing_zeros || vr_trailing_zeros) { /* rare: exact ties possible */
        while (vp / 10 > vm / 10) {
            vm_trailing_zeros &= vm % 10 == 0;
            vr_trailing_zeros &= last_removed == 0;
            last_removed = (uint8_t)(vr % 10);
            vr /= 10;
            vp /= 10;
            vm /= 10;
            removed++;
        }
        if (vm_trailing_zeros) {
            while (vm % 10 == 0) {
                vr_trailing_zeros &= last_removed == 0;
                last_removed = (uint8_t)(vr % 10);
                vr /= 10;
                vp /= 10;
                vm /= 10;
                removed++;
            }
        }
        if (vr_trailing_zeros && last_removed == 5 && vr % 2 == 0) last_removed = 4; /* half to even */
        output = vr + ((vr == vm && (!accept_bounds || !vm_trailing_zeros)) || last_removed >= 5);
    } else {
        bool round_up = false;
        if (vp / 100 > vm / 100) {
            round_up = vr % 100 >= 50;
            vr /= 100;
            vp /= 100;
            vm /= 100;
            removed += 2;
        }
        while (vp / 10 > vm / 10) {
            round_up = vr % 10 >= 5;
            vr /= 10;
            vp /= 10;
            vm /= 10;
            removed++;
        }
        output = vr + (vr == vm || round_up);
    }
    /* value = output * 10**(e10 + removed) */
    char tmp[24];
    int n = 0;
    while (output) {
        tmp[n++] = (char)('0' + output % 10);
        output /= 10;
    }
    for (int i = 0; i < n; i++) d->small[i] = tmp[n - 1 - i];
    while (n > 1 && d->small[n - 1] == '0') { /* Ryu may leave zeros when the interval forced them */
        n--;
        removed++;
    }
    d->digits = d->small;
    d->len = n;
    d->decpt = e10 + removed + n;
}

/* Mode 3 without printf, for up to 27 decimals: a = m * 2**e exactly, so
 * a * 10**p = m * 5**p * 2**(e+p), where m * 5**p < 2**116 fits 128 bits
 * and the power of two is a shift -- rounded half to even on the bits
 * shifted out, which is exact decimal rounding.  False when the result
 * would not fit 128 bits (huge values: printf handles those). */
static bool fixed_digits_exact(double a, int p, Digits *d)
{
    uint64_t bits;
    memcpy(&bits, &a, sizeof bits);
    uint64_t m = bits & ((UINT64_C(1) << 52) - 1);
    int e = (int)((bits >> 52) & 0x7ff);
    if (e == 0) e = -1074;
    else { m |= UINT64_C(1) << 52; e -= 1075; }
    unsigned __int128 n = m;
    for (int i = 0; i < p; i++) n *= 5;
    int shift = e + p;
    unsigned __int128 q;
    if (shift >= 0) {
        if (shift > 10) return false; /* n < 2**116: up to 2**127 */
        q = n << shift;
    } else if (shift <= -128) {
        q = 0;
    } else {
        int s = -shift;
        q = n >> s;
        unsigned __int128 rem = n & (((unsigned __int128)1 << s) - 1), half = (unsigned __int128)1 << (s - 1);
        if (rem > half || (rem == half && (q & 1))) q++;
    }
    char tmp[48];
    int len = 0;
    while (q) {
        tmp[len++] = (char)('0' + (int)(q % 10));
        q /= 10;
    }
    int decpt = len - p;
    int lo = 0;
    while (lo < len && tmp[lo] == '0') lo++; /* trailing zeros of the number */
    if (lo == len) { /* rounds to zero */
        d->small[0] = '0';
        d->len = 1;
        d->decpt = 1;
    } else {
        d->len = len - lo;
        for (int i = 0; i < d->len; i++) d->small[i] = tmp[len - 1 - i];
        d->decpt = decpt;
    }
    d->digits = d->small;
    return true;
}

/* Fill d for a finite value in dtoa mode 0, 2 (ndigits significant) or 3
 * (ndigits after the point).  -1 on memory failure. */
static int get_digits(double a, int mode, int ndigits, Digits *d)
{
    d->heap = NULL;
    a = fabs(a);
    if (a == 0.0) {
        d->small[0] = '0';
        d->digits = d->small;
        d->len = 1;
        d->decpt = 1;
        return 0;
    }
    if (mode == 0) { digits_shortest(a, d); return 0; }
    if (mode == 2) {
        size_t need = (size_t)ndigits + 16;
        char tmp[64];
        char *text = tmp, *out = d->small;
        if (need > sizeof d->small) {
            d->heap = malloc(need * 2);
            if (d->heap == NULL) return -1;
            text = d->heap;
            out = d->heap + need;
        }
        snprintf(text, need, "%.*e", ndigits - 1, a);
        parse_e(text, d, out);
        return 0;
    }
    if (ndigits <= 27 && fixed_digits_exact(a, ndigits, d)) return 0;
    /* mode 3: %.*f gives every integer digit and ndigits decimals */
    size_t need = (size_t)ndigits + DBL_MAX_10_EXP + 8;
    char *text = malloc(need * 2);
    if (text == NULL) return -1;
    d->heap = text;
    char *out = text + need;
    snprintf(text, need, "%.*f", ndigits, a);
    int n = 0, decpt = 0;
    bool seen_point = false, leading = true;
    for (const char *p = text; *p; p++) {
        if (*p == '.') { seen_point = true; continue; }
        if (leading && *p == '0') {
            if (seen_point) decpt--;
            continue;
        }
        leading = false;
        out[n++] = *p;
        if (!seen_point) decpt++;
    }
    while (n > 0 && out[n - 1] == '0') n--;
    if (n == 0) { /* rounds to zero */
        out[n++] = '0';
        decpt = 1;
    }
    d->digits = out;
    d->len = n;
    d->decpt = decpt;
    return 0;
}

/* CPython's format_float_short, into buf when it fits (else malloc'd).
 * code is 'e', 'f', 'g' or 'r'; upper for E/F/G.  Returns the text or
 * NULL (memory). */
static char *format_short(double d, char code, int mode, int precision, int flags, bool upper, char *buf,
                          size_t bufsize)
{
    bool always_sign = flags & FLOAT_FMT_SIGN, add_dot_0 = flags & FLOAT_FMT_ADD_DOT_0,
         alt = flags & FLOAT_FMT_ALT, no_neg_0 = flags & FLOAT_FMT_NO_NEG_0;
    bool neg = signbit(d) != 0;
    if (!isfinite(d)) {
        if (bufsize < 8) buf = malloc(8);
        if (buf == NULL) return NULL;
        char *p = buf;
        if (isnan(d)) neg = false; /* the sign of a NaN is not shown */
        if (neg) *p++ = '-';
        else if (always_sign) *p++ = '+';
        strcpy(p, isnan(d) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf"));
        return buf;
    }
    Digits dg;
    if (get_digits(d, mode, precision, &dg) < 0) return NULL;
    const char *digits = dg.digits;
    long digits_len = dg.len, decpt = dg.decpt;
    if (no_neg_0 && neg && digits_len == 1 && digits[0] == '0') neg = false;

    long vdigits_end = digits_len;
    bool use_exp = false;
    switch (code) {
    case 'e':
        use_exp = true;
        vdigits_end = precision;
        break;
    case 'f':
        vdigits_end = decpt + precision;
        break;
    case 'g':
        if (decpt <= -4 || decpt > (add_dot_0 ? precision - 1 : precision)) use_exp = true;
        if (alt) vdigits_end = precision;
        break;
    default: /* 'r': exponent from 1e16 on */
        if (decpt <= -4 || decpt > 16) use_exp = true;
        break;
    }
    long exp = 0;
    if (use_exp) {
        exp = decpt - 1;
        decpt = 1;
    }
    long vdigits_start = decpt <= 0 ? decpt - 1 : 0;
    if (!use_exp && add_dot_0)
        vdigits_end = vdigits_end > decpt ? vdigits_end : decpt + 1;
    else
        vdigits_end = vdigits_end > decpt ? vdigits_end : decpt;

    size_t need = 3 + (size_t)(vdigits_end - vdigits_start) + (use_exp ? 8 : 0);
    if (need > bufsize) buf = malloc(need);
    if (buf == NULL) { digits_free(&dg); return NULL; }
    char *p = buf;
    if (neg) *p++ = '-';
    else if (always_sign) *p++ = '+';
    if (decpt <= 0) {
        memset(p, '0', (size_t)(decpt - vdigits_start));
        p += decpt - vdigits_start;
        *p++ = '.';
        memset(p, '0', (size_t)(0 - decpt));
        p += 0 - decpt;
    } else {
        memset(p, '0', (size_t)(0 - vdigits_start));
        p += 0 - vdigits_start;
    }
    if (0 < decpt && decpt <= digits_len) {
        memcpy(p, digits, (size_t)decpt);
        p += decpt;
        *p++ = '.';
        memcpy(p, digits + decpt, (size_t)(digits_len - decpt));
        p += digits_len - decpt;
    } else {
        memcpy(p, digits, (size_t)digits_len);
        p += digits_len;
    }
    if (digits_len < decpt) {
        memset(p, '0', (size_t)(decpt - digits_len));
        p += decpt - digits_len;
        *p++ = '.';
        memset(p, '0', (size_t)(vdigits_end - decpt));
        p += vdigits_end - decpt;
    } else {
        memset(p, '0', (size_t)(vdigits_end - digits_len));
        p += vdigits_end - digits_len;
    }
    if (p[-1] == '.' && !alt) p--;
    if (use_exp) {
        *p++ = upper ? 'E' : 'e';
        p += sprintf(p, "%+.02ld", exp);
    }
    *p = 0;
    digits_free(&dg);
    return buf;
}

/* CPython's PyOS_double_to_string into buf (or a malloc'd buffer when it
 * does not fit: the caller frees a result != buf).  NULL on memory
 * failure (no exception set). */
char *float_to_buf(double v, char code, int precision, int flags, char *buf, size_t bufsize)
{
    bool upper = false;
    int mode;
    switch (code) {
    case 'E': upper = true; code = 'e'; /* fallthrough */
    case 'e': mode = 2; precision++; break;
    case 'F': upper = true; code = 'f'; /* fallthrough */
    case 'f': mode = 3; break;
    case 'G': upper = true; code = 'g'; /* fallthrough */
    case 'g': mode = 2; if (precision == 0) precision = 1; break;
    default: code = 'r'; mode = 0; precision = 0; break;
    }
    return format_short(v, code, mode, precision, flags, upper, buf, bufsize);
}

/* Malloc'd text (free() it), NULL + MemoryError. */
char *float_to_cstr(double v, char code, int precision, int flags)
{
    char *s = float_to_buf(v, code, precision, flags, NULL, 0);
    if (s == NULL) err_no_memory();
    return s;
}

/* repr(v) into buf (>= 32 bytes); returns its length. */
int float_repr_buf(double v, char *buf, size_t size)
{
    char *s = float_to_buf(v, 'r', 0, FLOAT_FMT_ADD_DOT_0, buf, size);
    if (s != buf) { /* cannot happen for size >= 32: repr is at most 24 chars */
        snprintf(buf, size, "%s", s ? s : "?");
        free(s);
    }
    return (int)strlen(buf);
}

/* New ref: repr(float). */
Object *float_repr_obj(Object *o)
{
    char buf[40];
    int n = float_repr_buf(float_val(o), buf, sizeof buf);
    return str_from_utf8(buf, n);
}
