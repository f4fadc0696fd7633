/* format.c: the format-spec mini-language and format() for numbers.
 *
 *   [[fill]align][sign][z][#][0][width][grouping][.precision][type]
 *
 * A spec is parsed once into a FormatSpec (format_spec_parse_for), with
 * CPython's checks and messages; then each type lays its value out.  For
 * numbers that layout is CPython's calc_number_widths/fill_number:
 *
 *   <lpad> <sign> <prefix> <spad> <grouped digits> <rest> <rpad>
 *
 * where rest is everything after the integer digits (".5e+10", "%", a
 * 'c' character), only one of the three paddings is non-empty, and a
 * '0' fill with '=' alignment pads *inside* the digit grouping
 * (format(1234, '012,') == '0,000,001,234').
 *
 * fpy runs in the C locale, so type 'n' is 'd' / 'g' without grouping,
 * exactly as CPython under LC_ALL=C.
 *
 * obj_format dispatches: int/bool -> int_format, float -> float_format,
 * str -> str_format (runtime/strformat.c), a class's own __format__,
 * else str(o) for an empty spec and TypeError otherwise.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/intobject.h"

/* ---- parsing ----------------------------------------------------------------------- */

static bool is_align(char c) { return c == '<' || c == '>' || c == '=' || c == '^'; }

/* Decode one UTF-8 code point at s (n bytes available); *len = its bytes. */
static uint32_t utf8_decode(const char *s, size_t n, size_t *len)
{
    unsigned char c = (unsigned char)s[0];
    if (c < 0x80 || n < 2) { *len = 1; return c; }
    size_t k = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : 1;
    if (k >= n) k = n - 1;
    uint32_t cp = c & (0x3f >> k);
    for (size_t j = 1; j <= k; j++) cp = (cp << 6) | ((unsigned char)s[j] & 0x3f);
    *len = k + 1;
    return cp;
}

static int utf8_encode(uint32_t cp, char *out)
{
    if (cp < 0x80) { out[0] = (char)cp; return 1; }
    if (cp < 0x800) {
        out[0] = (char)(0xc0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3f));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xe0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
        out[2] = (char)(0x80 | (cp & 0x3f));
        return 3;
    }
    out[0] = (char)(0xf0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
    out[3] = (char)(0x80 | (cp & 0x3f));
    return 4;
}

/* Digits at s[*pos..n) into *out; returns how many were read, -1 + ValueError on overflow. */
static int get_integer(const char *s, size_t n, size_t *pos, ssize_t *out)
{
    ssize_t v = 0;
    int count = 0;
    while (*pos < n && s[*pos] >= '0' && s[*pos] <= '9') {
        int d = s[*pos] - '0';
        if (v > (SSIZE_MAX - d) / 10) {
            err_set(&Exc_ValueError, "Too many decimal digits in format string");
            return -1;
        }
        v = v * 10 + d;
        (*pos)++;
        count++;
    }
    *out = v;
    return count;
}

static int bad_separator(char sep, char type)
{
    if (type > 32 && (unsigned char)type < 128)
        err_format(&Exc_ValueError, "Cannot specify '%c' with '%c'.", sep, type);
    else
        err_format(&Exc_ValueError, "Cannot specify '%c' with '\\x%x'.", sep, (unsigned)(unsigned char)type);
    return -1;
}

int format_spec_parse_for(Object *spec, const char *type_name, char default_type, FormatSpec *out)
{
    const char *s = str_cstr(spec);
    size_t n = (size_t)str_nbytes(spec), pos = 0;
    *out = (FormatSpec){.fill = ' ', .width = -1, .precision = -1, .type = default_type};
    bool fill_given = false;
    if (n > 0) {
        size_t l;
        uint32_t cp = utf8_decode(s, n, &l);
        if (n > l && is_align(s[l])) {
            out->fill = cp;
            out->align = s[l];
            fill_given = true;
            pos = l + 1;
        } else if (is_align(s[0])) {
            out->align = s[0];
            pos = 1;
        }
    }
    if (pos < n && (s[pos] == '+' || s[pos] == '-' || s[pos] == ' ')) out->sign = s[pos++];
    if (pos < n && s[pos] == 'z') { out->no_neg_zero = true; pos++; }
    if (pos < n && s[pos] == '#') { out->alternate = true; pos++; }
    if (!fill_given && pos < n && s[pos] == '0') {
        out->fill = '0';
        out->zero_pad = true;
        pos++;
    }
    int got = get_integer(s, n, &pos, &out->width);
    if (got < 0) return -1;
    if (got == 0) out->width = -1;
    if (pos < n && s[pos] == ',') { out->grouping = ','; pos++; }
    if (pos < n && s[pos] == '_') {
        if (out->grouping) { err_set(&Exc_ValueError, "Cannot specify both ',' and '_'."); return -1; }
        out->grouping = '_';
        pos++;
    }
    if (pos < n && s[pos] == ',' && out->grouping == '_') {
        err_set(&Exc_ValueError, "Cannot specify both ',' and '_'.");
        return -1;
    }
    if (pos < n && s[pos] == '.') {
        pos++;
        got = get_integer(s, n, &pos, &out->precision);
        if (got < 0) return -1;
        if (got == 0) { err_set(&Exc_ValueError, "Format specifier missing precision"); return -1; }
    }
    if (pos < n) {
        size_t l;
        uint32_t cp = utf8_decode(s + pos, n - pos, &l);
        if (pos + l < n) { /* more than one character left */
            err_format(&Exc_ValueError, "Invalid format specifier '%s' for object of type '%s'", s, type_name);
            return -1;
        }
        if (cp >= 128) { /* no type has a non-ASCII code: fail as CPython's formatters would */
            if (out->grouping)
                err_format(&Exc_ValueError, "Cannot specify '%c' with '\\x%x'.", out->grouping, (unsigned)cp);
            else
                err_format(&Exc_ValueError, "Unknown format code '\\x%x' for object of type '%s'", (unsigned)cp,
                           type_name);
            return -1;
        }
        out->type = s[pos];
    }
    if (out->grouping) {
        switch (out->type) {
        case 'd': case 'e': case 'f': case 'g': case 'E': case 'G': case '%': case 'F': case 0:
            break;
        case 'b': case 'o': case 'x': case 'X':
            if (out->grouping == '_') break; /* every four digits (PEP 515) */
            /* fallthrough */
        default:
            return bad_separator(out->grouping, out->type);
        }
    }
    return 0;
}

int format_spec_parse(Object *spec, FormatSpec *out) { return format_spec_parse_for(spec, "str", 's', out); }

/* ---- padding ------------------------------------------------------------------------ */

static int add_fill(StrBuilder *sb, uint32_t fill, ssize_t count)
{
    char enc[4];
    int k = utf8_encode(fill, enc);
    for (ssize_t i = 0; i < count; i++)
        if (sb_add(sb, enc, (size_t)k) < 0) return -1;
    return 0;
}

int format_pad(StrBuilder *sb, const char *body, ssize_t nbytes, ssize_t nchars, const FormatSpec *spec,
               char default_align)
{
    char align = spec->align ? spec->align : default_align;
    ssize_t pad = spec->width > nchars ? spec->width - nchars : 0, left = 0;
    if (align == '>' || align == '=') left = pad;
    else if (align == '^') left = pad / 2;
    if (add_fill(sb, spec->fill, left) < 0) return -1;
    if (sb_add(sb, body, (size_t)nbytes) < 0) return -1;
    return add_fill(sb, spec->fill, pad - left);
}

/* ---- laying out a number ---------------------------------------------------------------- */

typedef struct {
    bool negative;
    const char *prefix;   /* "0x" ... or "" */
    const char *digits;   /* the integer digits, to be grouped */
    size_t ndigits;
    const char *rest;     /* after the digits: ".25e+10", "%", a 'c' char */
    size_t rest_bytes, rest_chars;
} Number;

/* CPython's _PyUnicode_InsertThousandsGrouping for a repeating group
 * (sep 0 = no grouping): digits padded with '0' on the left to min_width,
 * written backwards from *end; returns the number of chars. */
static size_t group_digits(const char *digits, size_t ndigits, ssize_t min_width, char sep, int group,
                           char *end)
{
    char *p = end;
    ssize_t remaining = (ssize_t)ndigits;
    const char *d = digits + ndigits;
    bool use_sep = false;
    if (sep == 0) {
        ssize_t len = remaining > min_width ? remaining : min_width;
        if (len < 1) len = 1;
        for (ssize_t i = 0; i < len; i++) *--p = i < remaining ? *--d : '0';
        return (size_t)(end - p);
    }
    while (true) {
        ssize_t len = remaining > min_width ? remaining : min_width;
        if (len < 1) len = 1;
        if (len > group) len = group;
        ssize_t n_chars = remaining < len ? remaining : len;
        if (n_chars < 0) n_chars = 0;
        ssize_t n_zeros = len - n_chars;
        if (use_sep) *--p = sep;
        for (ssize_t i = 0; i < n_chars; i++) *--p = *--d;
        for (ssize_t i = 0; i < n_zeros; i++) *--p = '0';
        use_sep = true;
        remaining -= n_chars;
        min_width -= len;
        if (remaining <= 0 && min_width <= 0) break;
        min_width -= 1;
    }
    return (size_t)(end - p);
}

/* New ref: the number laid out per spec (default alignment right, '='
 * when a bare '0' was given). */
static Object *layout_number(const Number *num, const FormatSpec *spec, char sep, int group)
{
    char sign = 0;
    if (num->negative) sign = '-';
    else if (spec->sign == '+') sign = '+';
    else if (spec->sign == ' ') sign = ' ';
    size_t nprefix = strlen(num->prefix);
    char align = spec->align ? spec->align : (spec->zero_pad ? '=' : '>');
    ssize_t n_non_digit = (sign != 0) + (ssize_t)nprefix + (ssize_t)num->rest_chars;
    ssize_t min_width = (spec->fill == '0' && align == '=') ? spec->width - n_non_digit : 0;
    /* the grouped digits: at most ndigits + zeros up to width, plus separators */
    size_t cap = (num->ndigits + (size_t)(min_width > 0 ? min_width : 0) + 1) * 2 + 8;
    char gsmall[160];
    char *gbuf = cap <= sizeof gsmall ? gsmall : malloc(cap);
    if (gbuf == NULL) return err_no_memory();
    size_t ngrouped = 0;
    const char *grouped = gbuf + cap;
    if (num->ndigits > 0) {
        ngrouped = group_digits(num->digits, num->ndigits, min_width, sep, group, gbuf + cap);
        grouped = gbuf + cap - ngrouped;
    }
    ssize_t total = n_non_digit + (ssize_t)ngrouped;
    ssize_t pad = spec->width > total ? spec->width - total : 0;
    ssize_t lpad = 0, spad = 0, rpad = 0;
    switch (align) {
    case '<': rpad = pad; break;
    case '^': lpad = pad / 2; rpad = pad - lpad; break;
    case '=': spad = pad; break;
    default: lpad = pad; break;
    }
    char fill[4];
    int fl = utf8_encode(spec->fill, fill);
    size_t size = (size_t)(lpad + spad + rpad) * (size_t)fl + 1 + nprefix + ngrouped + num->rest_bytes + 1;
    char osmall[256];
    char *out = size <= sizeof osmall ? osmall : malloc(size), *p = out;
    if (out == NULL) {
        if (gbuf != gsmall) free(gbuf);
        return err_no_memory();
    }
    for (ssize_t i = 0; i < lpad; i++, p += fl) memcpy(p, fill, (size_t)fl);
    if (sign) *p++ = sign;
    memcpy(p, num->prefix, nprefix);
    p += nprefix;
    for (ssize_t i = 0; i < spad; i++, p += fl) memcpy(p, fill, (size_t)fl);
    memcpy(p, grouped, ngrouped);
    p += ngrouped;
    memcpy(p, num->rest, num->rest_bytes);
    p += num->rest_bytes;
    for (ssize_t i = 0; i < rpad; i++, p += fl) memcpy(p, fill, (size_t)fl);
    Object *r = str_from_utf8(out, p - out);
    if (out != osmall) free(out);
    if (gbuf != gsmall) free(gbuf);
    return r;
}

static Object *unknown_code(char type, const char *type_name)
{
    if (type > 32 && (unsigned char)type < 128)
        return err_format(&Exc_ValueError, "Unknown format code '%c' for object of type '%s'", type, type_name);
    return err_format(&Exc_ValueError, "Unknown format code '\\x%x' for object of type '%s'",
                      (unsigned)(unsigned char)type, type_name);
}

/* ---- floats ----------------------------------------------------------------------------- */

/* New ref: CPython's format_float_internal. */
static Object *format_double(double val, const FormatSpec *spec)
{
    char type = spec->type;
    int flags = 0, default_precision = 6;
    bool add_pct = false;
    if (spec->precision > INT_MAX) return err_set(&Exc_ValueError, "precision too big");
    if (spec->alternate) flags |= FLOAT_FMT_ALT;
    if (spec->no_neg_zero) flags |= FLOAT_FMT_NO_NEG_0;
    if (type == 0) {
        /* like repr without a precision, else like 'g' with at least one
         * digit after the point */
        flags |= FLOAT_FMT_ADD_DOT_0;
        type = 'r';
        default_precision = 0;
    }
    if (type == 'n') type = 'g';
    if (type == '%') {
        type = 'f';
        val *= 100;
        add_pct = true;
    }
    int precision = (int)spec->precision;
    if (precision < 0) precision = default_precision;
    else if (type == 'r') type = 'g';
    char buf[64];
    char *text = float_to_buf(val, type, precision, flags, buf, sizeof buf - 1);
    if (text == NULL) return err_no_memory();
    size_t len = strlen(text);
    if (add_pct) { /* buf was offered one byte short, so the '%' fits */
        if (text != buf) {
            char *t = realloc(text, len + 2);
            if (t == NULL) { free(text); return err_no_memory(); }
            text = t;
        }
        text[len++] = '%';
        text[len] = 0;
    }
    if (spec->width < 0 && spec->sign != '+' && spec->sign != ' ' && !spec->grouping && spec->type != 'n') {
        /* nothing to lay out (CPython's fast path) */
        Object *r = str_from_utf8(text, (ssize_t)len);
        if (text != buf) free(text);
        return r;
    }
    Number num = {.prefix = ""};
    const char *p = text;
    if (*p == '-') { num.negative = true; p++; }
    num.digits = p;
    while (*p >= '0' && *p <= '9') p++;
    num.ndigits = (size_t)(p - num.digits);
    num.rest = p;
    num.rest_bytes = num.rest_chars = len - (size_t)(p - text);
    char sep = spec->type == 'n' ? 0 : spec->grouping;
    Object *r = layout_number(&num, spec, sep, 3);
    if (text != buf) free(text);
    return r;
}

/* New ref: format(float, spec). */
Object *float_format(Object *o, Object *spec)
{
    if (str_len(spec) == 0) return obj_str(o);
    FormatSpec fs;
    if (format_spec_parse_for(spec, TYPE_NAME(o), 0, &fs) < 0) return NULL;
    switch (fs.type) {
    case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': case '%':
        return format_double(float_val(o), &fs);
    default:
        return unknown_code(fs.type, TYPE_NAME(o));
    }
}

/* ---- ints ------------------------------------------------------------------------------------ */

/* New ref: CPython's format_long_internal (types b c d n o x X). */
static Object *format_integer(Object *o, const FormatSpec *spec)
{
    if (spec->precision != -1) return err_set(&Exc_ValueError, "Precision not allowed in integer format specifier");
    if (spec->no_neg_zero)
        return err_set(&Exc_ValueError, "Negative zero coercion (z) not allowed in integer format specifier");
    Number num = {.prefix = ""};
    if (spec->type == 'c') {
        if (spec->sign) return err_set(&Exc_ValueError, "Sign not allowed with integer format specifier 'c'");
        if (spec->alternate)
            return err_set(&Exc_ValueError, "Alternate form (#) not allowed with integer format specifier 'c'");
        int64_t cp;
        if (!int_as_i64(o, &cp)) return err_set(&Exc_OverflowError, "Python int too large to convert to C long");
        if (cp < 0 || cp > 0x10ffff)
            return err_set(&Exc_OverflowError, "%c arg not in range(0x110000)");
        char enc[4];
        num.rest = enc;
        num.rest_bytes = (size_t)utf8_encode((uint32_t)cp, enc);
        num.rest_chars = 1;
        return layout_number(&num, spec, 0, 3);
    }
    int base = 10;
    switch (spec->type) {
    case 'b': base = 2; num.prefix = "0b"; break;
    case 'o': base = 8; num.prefix = "0o"; break;
    case 'x': base = 16; num.prefix = "0x"; break;
    case 'X': base = 16; num.prefix = "0X"; break;
    default: break;
    }
    if (!spec->alternate) num.prefix = "";
    Object *text;
    if (base == 10) {
        text = int_to_decimal_string(o); /* obeys the 4300-digit limit */
    } else {
        text = int_to_base_string(o, base, false);
    }
    if (text == NULL) return NULL;
    char *t = (char *)str_cstr(text);
    if (*t == '-') { num.negative = true; t++; }
    if (spec->type == 'X') {
        size_t n = strlen(t);
        char *u = malloc(n + 1);
        if (u == NULL) { DECREF(text); return err_no_memory(); }
        for (size_t i = 0; i <= n; i++) u[i] = (t[i] >= 'a' && t[i] <= 'f') ? (char)(t[i] - 32) : t[i];
        num.digits = u;
        num.ndigits = n;
        num.rest = "";
        Object *r = layout_number(&num, spec, spec->grouping, 4);
        free(u);
        DECREF(text);
        return r;
    }
    num.digits = t;
    num.ndigits = strlen(t);
    num.rest = "";
    char sep = spec->type == 'n' ? 0 : spec->grouping;
    Object *r = layout_number(&num, spec, sep, base == 10 ? 3 : 4);
    DECREF(text);
    return r;
}

/* New ref: format(int, spec) (bools too: format(True, 'd') == '1'). */
Object *int_format(Object *o, Object *spec)
{
    if (str_len(spec) == 0) return obj_str(o);
    FormatSpec fs;
    if (format_spec_parse_for(spec, TYPE_NAME(o), 'd', &fs) < 0) return NULL;
    switch (fs.type) {
    case 'b': case 'c': case 'd': case 'o': case 'x': case 'X': case 'n':
        return format_integer(o, &fs);
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%': {
        double d = int_as_double(o);
        if (d == -1.0 && err_occurred()) return NULL;
        return format_double(d, &fs);
    }
    default:
        return unknown_code(fs.type, TYPE_NAME(o));
    }
}

/* ---- format() for anything ------------------------------------------------------------------ */

/* New ref: format(o, spec); spec a str. */
Object *obj_format(Object *o, Object *spec)
{
    Type *t = TYPE(o);
    if (t->flags & TPF_HEAPTYPE) { /* a class may define __format__ */
        Object *m = obj_type_lookup(t, STR_ID("__format__"));
        if (m != NULL && TYPE(m) == &Function_Type) { /* a Python-level __format__ */
            Object *r = obj_call2(m, o, spec); /* looked up on the type, as CPython */
            if (r != NULL && !is_str(r)) {
                err_format(&Exc_TypeError, "__format__ must return a str, not %s", TYPE_NAME(r));
                DECREF(r);
                return NULL;
            }
            return r;
        }
    }
    if (is_int(o)) return int_format(o, spec);
    if (is_float(o)) return float_format(o, spec);
    if (is_str(o)) return str_format(o, spec);
    if (type_is_subtype(t, &Float_Type)) return float_format(o, spec);
    if (str_len(spec) == 0) return obj_str(o);
    return err_format(&Exc_TypeError, "unsupported format string passed to %s.__format__", t->name);
}
