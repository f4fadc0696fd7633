/* floatrepr.c: doubles to decimal text, exactly as CPython prints them.
 *
 * CPython turns a double into digits with David Gay's dtoa in three modes:
 * 0 = the shortest digit string that reads back as the same double (repr),
 * 2 = n significant digits ('e', 'g'), 3 = n digits after the point ('f');
 * then format_float_short() lays the digits out (where the point goes,
 * exponent or not, padding zeros).  fpy keeps that second half line for
 * line (so every corner -- "1e+16", "1e-05", '#' forms, 'z' -- matches)
 * and gets the digits from the C library instead of carrying dtoa:
 *
 *   - modes 2 and 3: glibc's printf("%.*e") / ("%.*f") is correctly rounded
 *     from the exact binary value (round-half-even on exact ties), which is
 *     what dtoa computes;
 *   - mode 0 (shortest): for a normal double, if any string of at most 15
 *     significant digits reads back as d, it is the 15-digit correct
 *     rounding of d with its trailing zeros dropped (15 digits are finer
 *     than half an ulp, so the two cannot differ); else the correctly
 *     rounded 16-digit string if it reads back (or, only when d is a power
 *     of two and the interval below d is half as wide, its neighbour on
 *     d's side); else 17 digits, which always read back.  Subnormals have
 *     fewer significant bits, so they search 1..17 digits in order.
 *   A repr thus costs one or two snprintf + strtod pairs.
 *
 * Invariant: the digit strings handed to the layout have no trailing
 * zeros and a non-zero first digit (zero is "0" with the point after it),
 * as dtoa's do.
 */
#include <float.h>
#include <math.h>
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

static bool reads_back(const char *s, double a) { return strtod(s, NULL) == a; }

/* The decimal string one unit in the last place up or down from the
 * ndig-digit mantissa m (no point) with exponent exp, as "%.*e" text. */
static void neighbour(const char *m, int ndig, int exp, int dir, char *out)
{
    char t[24];
    memcpy(t, m, (size_t)ndig);
    int i = ndig - 1;
    if (dir > 0) {
        while (i >= 0 && t[i] == '9') t[i--] = '0';
        if (i < 0) { /* 99..9 + 1 = 100..0: one more decade */
            t[0] = '1';
            exp++;
        } else {
            t[i]++;
        }
    } else {
        while (i >= 0 && t[i] == '0') t[i--] = '9';
        t[i]--;
        if (t[0] == '0') { /* 100..0 - 1 = 99..9: one decade down */
            memmove(t, t + 1, (size_t)ndig - 1);
            t[ndig - 1] = '9';
            exp--;
        }
    }
    int n = 0;
    out[n++] = t[0];
    out[n++] = '.';
    memcpy(out + n, t + 1, (size_t)ndig - 1);
    n += ndig - 1;
    sprintf(out + n, "e%d", exp);
}

/* Mode 0: the shortest digits that read back as a (a > 0, finite). */
static void digits_shortest(double a, Digits *d)
{
    char buf[40];
    if (a >= DBL_MIN) {
        snprintf(buf, sizeof buf, "%.14e", a);
        if (reads_back(buf, a)) { parse_e(buf, d, d->small); return; }
        snprintf(buf, sizeof buf, "%.15e", a);
        if (reads_back(buf, a)) { parse_e(buf, d, d->small); return; }
        int exp;
        if (frexp(a, &exp) == 0.5) { /* a power of two: try the 16-digit neighbour on a's side */
            char m[20], alt[40];
            int n = 0;
            for (const char *p = buf; *p != 'e'; p++)
                if (*p != '.') m[n++] = *p;
            int e10 = atoi(strchr(buf, 'e') + 1);
            neighbour(m, n, e10, strtod(buf, NULL) < a ? 1 : -1, alt);
            if (reads_back(alt, a)) { parse_e(alt, d, d->small); return; }
        }
        snprintf(buf, sizeof buf, "%.16e", a);
        parse_e(buf, d, d->small);
        return;
    }
    for (int p = 0; p <= 16; p++) { /* subnormal: few significant bits */
        snprintf(buf, sizeof buf, "%.*e", p, a);
        if (reads_back(buf, a) || p == 16) { parse_e(buf, d, d->small); return; }
    }
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
