/* strformat.c: the three ways Python formats text -- f-strings, `%`, and
 * str.format -- plus format(str, spec) and ascii().
 *
 * The idea.  All three turn values into text and splice them into a
 * template; they differ in the template language:
 *   - f-strings are compiled: the VM evaluates each field and runs
 *     FORMAT_VALUE (str_format_value: conversion, then format(value,
 *     spec)) and BUILD_STRING (str_concat_array, str.c);
 *   - `fmt % args` (str_mod) is C's printf language, interpreted here as
 *     CPython's PyUnicode_Format does: same argument consumption rules
 *     (a tuple is the argument list, a mapping serves %(key)s, anything
 *     else is the one argument), same padding algorithm, same errors;
 *   - str.format (str_format_method) is the replacement-field language,
 *     a port of CPython's MarkupIterator / parse_field /
 *     FieldNameIterator, so that the odd corners ('{0]}' is a keyword
 *     named "0]") and the error messages match.
 * Values are formatted by their own type's rules through obj_format
 * (runtime/format.c), except in `%`, whose number conversions are C's:
 * %d/%x/%o through the int's digit string, %e/%f/%g through snprintf
 * (glibc rounds correctly, as CPython's dtoa does).
 *
 * Everything builds into a StrBuilder; nothing here keeps state between
 * calls, so it is thread-safe as long as the values' own methods are.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/strimpl.h"

/* ---- ascii(), FORMAT_VALUE ------------------------------------------------- */

Object *str_ascii(Object *o)
{
    Object *r = obj_repr(o);
    if (r == NULL || STR(r)->ascii) return r;
    StrBuilder sb;
    sb_init(&sb);
    int rc = str_backslash_into(&sb, r);
    DECREF(r);
    if (rc < 0) {
        sb_discard(&sb);
        return NULL;
    }
    return sb_finish(&sb);
}

Object *str_format_value(Object *v, int conversion, Object *spec)
{
    Object *c;
    switch (conversion) {
    case 1: c = obj_str(v); break;
    case 2: c = obj_repr(v); break;
    case 3: c = str_ascii(v); break;
    default: c = NEWREF(v);
    }
    if (c == NULL) return NULL;
    bool empty = spec == NULL || str_nbytes(spec) == 0;
    if (empty && TYPE(c) == &Str_Type) return c;
    /* format(x, '') is str(x) for every built-in type; a class may define
     * __format__, so it goes through obj_format. */
    Object *r = empty && !(TYPE(c)->flags & TPF_HEAPTYPE) ? obj_str(c) : obj_format(c, empty ? str_empty : spec);
    DECREF(c);
    return r;
}

/* ---- format(str, spec) ------------------------------------------------------ */

Object *str_format(Object *s, Object *spec)
{
    if (str_nbytes(spec) == 0) return obj_str(s);
    FormatSpec f;
    if (format_spec_parse(spec, &f) < 0) return NULL;
    /* format_spec_parse rejected ',' and '_' (the type defaults to 's'). */
    if (f.type != 's')
        return err_format(&Exc_ValueError, "Unknown format code '%c' for object of type 'str'", f.type);
    if (f.sign == ' ') return err_set(&Exc_ValueError, "Space not allowed in string format specifier");
    if (f.sign) return err_set(&Exc_ValueError, "Sign not allowed in string format specifier");
    if (f.no_neg_zero)
        return err_set(&Exc_ValueError, "Negative zero coercion (z) not allowed in string format specifier");
    if (f.alternate) return err_set(&Exc_ValueError, "Alternate form (#) not allowed in string format specifier");
    if (f.align == '=') return err_set(&Exc_ValueError, "'=' alignment not allowed in string format specifier");
    /* A '0' before the width made fill '0'; strs still align left. */
    ssize_t nchars = str_len(s), nbytes = str_nbytes(s);
    if (f.precision >= 0 && f.precision < nchars) {
        nbytes = str_offset(s, f.precision);
        nchars = f.precision;
    }
    if (f.width <= nchars && nbytes == str_nbytes(s)) return obj_str(s);
    StrBuilder sb;
    sb_init(&sb);
    if (format_pad(&sb, str_cstr(s), nbytes, nchars, &f, '<') < 0) {
        sb_discard(&sb);
        return NULL;
    }
    return sb_finish(&sb);
}

/* ---- fmt % args ------------------------------------------------------------- */

enum { F_LJUST = 1, F_SIGN = 2, F_BLANK = 4, F_ALT = 8, F_ZERO = 16 };

typedef struct {
    Object *args;   /* the tuple, or the single argument */
    ssize_t arglen; /* -1: args is the single argument */
    ssize_t argidx; /* next argument; -2 before the single one is used */
    Object *dict;   /* the mapping for %(key)s, or NULL */
    Object *owned;  /* the current %(key) value (owned), or NULL */
} ModCtx;

/* Borrowed: the next argument, or NULL + TypeError. */
static Object *next_arg(ModCtx *c)
{
    ssize_t i = c->argidx;
    if (i < c->arglen) {
        c->argidx++;
        return c->arglen < 0 ? c->args : tuple_get(c->args, i);
    }
    return err_set(&Exc_TypeError, "not enough arguments for format string");
}

/* Write a formatted number or text (a numeric body carries its own sign
 * if negative) with CPython's padding rules (unicode_format_arg_output):
 * zeros go between the sign / 0x prefix and the digits, spaces outside. */
static int mod_output(StrBuilder *sb, const char *body, ssize_t blen, ssize_t bchars, int flags, ssize_t width,
                      bool numeric, char conv)
{
    char sign = 0;
    uint32_t fill = numeric && (flags & F_ZERO) ? '0' : ' ';
    ssize_t len = bchars;
    if (numeric) {
        if (blen > 0 && (body[0] == '-' || body[0] == '+')) {
            sign = body[0];
            body++, blen--, len--;
        } else if (flags & F_SIGN) {
            sign = '+';
        } else if (flags & F_BLANK) {
            sign = ' ';
        }
    }
    bool prefix = numeric && (flags & F_ALT) && (conv == 'x' || conv == 'X' || conv == 'o');
    if (width < len) width = len;
    if (sign) {
        if (fill != ' ' && sb_add_byte(sb, sign) < 0) return -1;
        if (width > len) width--;
    }
    if (prefix) {
        if (fill != ' ') {
            if (sb_add(sb, body, 2) < 0) return -1;
            body += 2, blen -= 2;
        }
        width -= 2;
        if (width < 0) width = 0;
        len -= 2;
    }
    if (width > len && !(flags & F_LJUST)) {
        if (sb_add_fill(sb, fill, width - len) < 0) return -1;
        width = len;
    }
    if (fill == ' ' && sign && sb_add_byte(sb, sign) < 0) return -1;
    if (sb_add(sb, body, (size_t)blen) < 0) return -1;
    if (width > len && sb_add_fill(sb, ' ', width - len) < 0) return -1;
    return 0;
}

/* %d %i %u %x %X %o of v. */
static int mod_integer(StrBuilder *sb, Object *v, int flags, ssize_t width, ssize_t prec, char conv)
{
    Object *iv;
    bool hexoct = conv == 'x' || conv == 'X' || conv == 'o';
    Type *t = TYPE(v);
    if (is_int(v)) {
        iv = NEWREF(v);
    } else if (hexoct ? t->nb_index == NULL : (t->nb_int == NULL && t->nb_index == NULL && !is_float(v))) {
        err_format(&Exc_TypeError, "%%%c format: %s is required, not %s", conv,
                   hexoct ? "an integer" : "a real number", t->name);
        return -1;
    } else if (is_float(v)) {
        iv = int_from_double(float_val(v));
    } else {
        iv = hexoct ? num_index(v) : t->nb_int ? t->nb_int(v) : num_index(v);
    }
    if (iv == NULL) return -1;
    if (is_bool(iv)) SETREF(iv, small_new(iv == True));
    Object *digits = conv == 'x' || conv == 'X' ? int_to_base_string(iv, 16, false)
                   : conv == 'o' ? int_to_base_string(iv, 8, false) : int_to_decimal_string(iv);
    DECREF(iv);
    if (digits == NULL) return -1;
    /* Assemble sign, prefix, precision zeros and digits (ASCII only). */
    const char *d = str_cstr(digits);
    ssize_t n = str_nbytes(digits);
    bool neg = d[0] == '-';
    if (neg) d++, n--;
    ssize_t zeros = prec > n ? prec - n : 0;
    StrBuilder body;
    sb_init(&body);
    int rc = 0;
    if (neg) rc |= sb_add_byte(&body, '-');
    if ((flags & F_ALT) && conv != 'd' && conv != 'i' && conv != 'u') {
        rc |= sb_add_byte(&body, '0');
        rc |= sb_add_byte(&body, conv == 'o' ? 'o' : conv);
    }
    rc |= sb_add_fill(&body, '0', zeros);
    size_t at = body.len;
    rc |= sb_add(&body, d, (size_t)n);
    if (rc == 0 && conv == 'X')
        for (size_t i = at; i < body.len; i++)
            if (body.buf[i] >= 'a' && body.buf[i] <= 'f') body.buf[i] -= 32;
    DECREF(digits);
    if (rc == 0) rc = mod_output(sb, body.buf, (ssize_t)body.len, body.nchars, flags, width, true, conv);
    sb_discard(&body);
    return rc < 0 ? -1 : 0;
}

/* %e %E %f %F %g %G of v. */
static int mod_float(StrBuilder *sb, Object *v, int flags, ssize_t width, ssize_t prec, char conv)
{
    double x = num_as_double(v); /* CPython's PyFloat_AsDouble */
    if (x == -1.0 && err_occurred()) return -1;
    if (prec < 0) prec = 6;
    /* CPython's PyOS_double_to_string (runtime/float.c): same digits, same
     * "inf"/"nan" spellings (never "-nan"). */
    char *p = float_to_cstr(x, conv, (int)prec, (flags & F_ALT) ? FLOAT_FMT_ALT : 0);
    if (p == NULL) return -1;
    ssize_t n = (ssize_t)strlen(p);
    int rc = mod_output(sb, p, n, n, flags, width, true, conv);
    free(p);
    return rc;
}

/* A width or precision: digits in the format, or '*' taking an argument. */
static int mod_number(ModCtx *c, const char *f, ssize_t *i, ssize_t n, ssize_t *out, int *flags, bool is_width)
{
    if (*i < n && f[*i] == '*') {
        (*i)++;
        Object *v = next_arg(c);
        if (v == NULL) return -1;
        if (!is_int(v)) {
            err_set(&Exc_TypeError, "* wants int");
            return -1;
        }
        ssize_t w = num_as_ssize(v);
        if (w == -1 && err_occurred()) return -1;
        if (w < 0) {
            if (is_width) {
                *flags |= F_LJUST;
                w = -w;
            } else {
                w = 0;
            }
        }
        *out = w;
        return 0;
    }
    if (*i < n && f[*i] >= '0' && f[*i] <= '9') {
        ssize_t w = 0;
        while (*i < n && f[*i] >= '0' && f[*i] <= '9') {
            if (w > (PTRDIFF_MAX - 9) / 10) {
                err_set(&Exc_ValueError, is_width ? "width too big" : "precision too big");
                return -1;
            }
            w = w * 10 + (f[(*i)++] - '0');
        }
        *out = w;
    }
    return 0;
}

/* One conversion, f[*i] just past the '%'.  0 or -1. */
static int mod_one(StrBuilder *sb, ModCtx *c, Object *fmt, ssize_t *i)
{
    const char *f = str_cstr(fmt);
    ssize_t n = str_nbytes(fmt);
    if (*i < n && f[*i] == '%') { /* "%%" -- only right after the '%' */
        (*i)++;
        return sb_add_byte(sb, '%');
    }
    CLEAR(c->owned);
    if (*i < n && f[*i] == '(') {
        if (c->dict == NULL) {
            err_set(&Exc_TypeError, "format requires a mapping");
            return -1;
        }
        ssize_t start = ++*i, depth = 1;
        while (*i < n && depth > 0) {
            if (f[*i] == '(') depth++;
            else if (f[*i] == ')') depth--;
            (*i)++;
        }
        if (depth > 0) {
            err_set(&Exc_ValueError, "incomplete format key");
            return -1;
        }
        Object *key = str_from_valid(f + start, *i - 1 - start);
        if (key == NULL) return -1;
        Object *v = obj_getitem(c->dict, key);
        DECREF(key);
        if (v == NULL) return -1;
        c->owned = v;
        c->args = v;
        c->arglen = -1;
        c->argidx = -2;
    }
    int flags = 0;
    for (; *i < n; (*i)++) {
        char ch = f[*i];
        if (ch == '-') flags |= F_LJUST;
        else if (ch == '+') flags |= F_SIGN;
        else if (ch == ' ') flags |= F_BLANK;
        else if (ch == '#') flags |= F_ALT;
        else if (ch == '0') flags |= F_ZERO;
        else break;
    }
    ssize_t width = -1, prec = -1;
    if (mod_number(c, f, i, n, &width, &flags, true) < 0) return -1;
    if (*i < n && f[*i] == '.') {
        (*i)++;
        prec = 0;
        if (mod_number(c, f, i, n, &prec, &flags, false) < 0) return -1;
    }
    if (*i < n && (f[*i] == 'h' || f[*i] == 'l' || f[*i] == 'L')) (*i)++;
    if (*i >= n) {
        err_set(&Exc_ValueError, "incomplete format");
        return -1;
    }
    char conv = f[(*i)++];
    /* CPython takes the argument before looking at the conversion. */
    Object *v = next_arg(c);
    if (v == NULL) return -1;
    switch (conv) {
    case 's': case 'r': case 'a': {
        Object *s = conv == 's' ? obj_str(v) : conv == 'r' ? obj_repr(v) : str_ascii(v);
        if (s == NULL) return -1;
        ssize_t nb = str_nbytes(s), nc = str_len(s);
        if (prec >= 0 && prec < nc) {
            nb = str_offset(s, prec);
            nc = prec;
        }
        int rc = mod_output(sb, str_cstr(s), nb, nc, flags, width, false, conv);
        DECREF(s);
        return rc;
    }
    case 'c': {
        char b[4];
        int len;
        if (is_str(v)) {
            if (str_len(v) != 1) {
                err_set(&Exc_TypeError, "%c requires int or char");
                return -1;
            }
            len = (int)str_nbytes(v);
            memcpy(b, str_cstr(v), (size_t)len);
        } else if (is_int(v)) {
            int64_t cp;
            if (!int_as_i64(v, &cp) || cp < 0 || cp > 0x10FFFF) {
                err_set(&Exc_OverflowError, "%c arg not in range(0x110000)");
                return -1;
            }
            len = utf8_encode((uint32_t)cp, b);
        } else {
            err_set(&Exc_TypeError, "%c requires int or char");
            return -1;
        }
        return mod_output(sb, b, len, 1, flags, width, false, conv);
    }
    case 'd': case 'i': case 'u': case 'x': case 'X': case 'o':
        return mod_integer(sb, v, flags, width, prec, conv == 'i' || conv == 'u' ? 'd' : conv);
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G':
        return mod_float(sb, v, flags, width, prec, conv);
    default: {
        /* CPython reports the code point index of the bad character. */
        int len;
        uint32_t cp = utf8_decode((const unsigned char *)f + *i - 1, &len);
        *i += len - 1;
        err_format(&Exc_ValueError, "unsupported format character '%c' (0x%x) at index %zd",
                   cp >= 32 && cp <= 126 ? (int)cp : '?', (unsigned)cp,
                   str_index_of_offset(fmt, *i - len));
        return -1;
    }
    }
}

Object *str_mod(Object *fmt, Object *args)
{
    ModCtx c = {.args = args, .arglen = -1, .argidx = -2, .dict = NULL, .owned = NULL};
    if (is_tuple(args)) {
        c.arglen = tuple_len(args);
        c.argidx = 0;
    } else if (TYPE(args)->getitem && !is_str(args)) {
        c.dict = args; /* any mapping-like object serves %(key)s, as CPython's PyMapping_Check */
    }
    const char *f = str_cstr(fmt);
    ssize_t n = str_nbytes(fmt), i = 0;
    StrBuilder sb;
    sb_init(&sb);
    if (sb_reserve(&sb, (size_t)n + 16) < 0) return NULL;
    while (i < n) {
        const char *pct = memchr(f + i, '%', (size_t)(n - i));
        ssize_t end = pct ? pct - f : n;
        if (sb_add(&sb, f + i, (size_t)(end - i)) < 0) goto fail;
        i = end;
        if (i >= n) break;
        i++;
        if (mod_one(&sb, &c, fmt, &i) < 0) goto fail;
    }
    if (c.argidx < c.arglen && c.dict == NULL) {
        err_set(&Exc_TypeError, "not all arguments converted during string formatting");
        goto fail;
    }
    XDECREF(c.owned);
    return sb_finish(&sb);
fail:
    XDECREF(c.owned);
    sb_discard(&sb);
    return NULL;
}

Object *str_nb_mod(Object *a, Object *b)
{
    if (!is_str(a)) return NotImplemented;
    return str_mod(a, b);
}

/* ---- str.format -------------------------------------------------------------- */

typedef struct {
    Object *const *args; /* positional arguments */
    ssize_t nargs;
    Object *const *kwvalues; /* keyword values, names in kwnames */
    Object *kwnames;
    Object *mapping;         /* format_map's mapping, or NULL */
    int auto_state;          /* 0 unknown, 1 automatic, 2 manual */
    ssize_t auto_next;
} FmtCtx;

/* A span [a, b) of the format string's bytes. */
typedef struct { const char *a, *b; } Span;

/* Decimal integer in the span, -1 if it is not all digits (or empty);
 * -2 with ValueError when too long. */
static ssize_t span_integer(Span s)
{
    if (s.a == s.b) return -1;
    ssize_t v = 0;
    for (const char *p = s.a; p < s.b; p++) {
        if (*p < '0' || *p > '9') return -1;
        if (v > (PTRDIFF_MAX - 9) / 10) {
            err_set(&Exc_ValueError, "Too many decimal digits in format string");
            return -2;
        }
        v = v * 10 + (*p - '0');
    }
    return v;
}

/* New ref: the argument the first part of a field name designates. */
static Object *field_first(FmtCtx *c, Span first)
{
    ssize_t idx = span_integer(first);
    if (idx == -2) return NULL;
    bool empty = first.a == first.b;
    if (empty || idx >= 0) {
        if (c->auto_state == 0) c->auto_state = empty ? 1 : 2;
        if (c->auto_state == 2 && empty) {
            return err_set(&Exc_ValueError,
                           "cannot switch from manual field specification to automatic field numbering");
        }
        if (c->auto_state == 1 && !empty) {
            return err_set(&Exc_ValueError,
                           "cannot switch from automatic field numbering to manual field specification");
        }
        if (empty) idx = c->auto_next++;
        if (c->mapping) return err_set(&Exc_ValueError, "Format string contains positional fields");
        if (idx >= c->nargs)
            return err_format(&Exc_IndexError, "Replacement index %zd out of range for positional args tuple", idx);
        return NEWREF(c->args[idx]);
    }
    Object *key = str_from_valid(first.a, first.b - first.a);
    if (key == NULL) return NULL;
    Object *v = NULL;
    if (c->mapping) {
        v = obj_getitem(c->mapping, key);
    } else {
        ssize_t nk = c->kwnames ? tuple_len(c->kwnames) : 0;
        for (ssize_t k = 0; k < nk; k++)
            if (str_eq(tuple_get(c->kwnames, k), key)) {
                v = NEWREF(c->kwvalues[k]);
                break;
            }
        if (v == NULL) err_set_object(&Exc_KeyError, key);
    }
    DECREF(key);
    return v;
}

/* New ref: the object a whole field name ("0.attr[key]...") designates. */
static Object *field_object(FmtCtx *c, Span name)
{
    const char *p = name.a;
    while (p < name.b && *p != '.' && *p != '[') p++;
    Object *obj = field_first(c, (Span){name.a, p});
    while (obj && p < name.b) {
        char kind = *p++;
        const char *start = p;
        Object *next;
        if (kind == '.') {
            while (p < name.b && *p != '.' && *p != '[') p++;
            if (p == start) goto empty;
            Object *attr = str_from_valid(start, p - start);
            next = attr ? obj_getattr(obj, attr) : NULL;
            XDECREF(attr);
        } else if (kind == '[') {
            while (p < name.b && *p != ']') p++;
            if (p >= name.b) {
                err_set(&Exc_ValueError, "Missing ']' in format string");
                goto fail;
            }
            if (p == start) goto empty;
            ssize_t idx = span_integer((Span){start, p});
            if (idx == -2) goto fail;
            Object *key = idx >= 0 ? int_from_i64(idx) : str_from_valid(start, p - start);
            p++; /* the ']' */
            next = key ? obj_getitem(obj, key) : NULL;
            XDECREF(key);
        } else {
            err_set(&Exc_ValueError, "Only '.' or '[' may follow ']' in format field specifier");
            goto fail;
        }
        DECREF(obj);
        obj = next;
    }
    return obj;
empty:
    err_set(&Exc_ValueError, "Empty attribute in format string");
fail:
    DECREF(obj);
    return NULL;
}

static int build_format(StrBuilder *sb, FmtCtx *c, const char *s, const char *end, int depth);

/* One replacement field: the span between '{' and its '}' has been split
 * into name, conversion (0 if none) and spec. */
static int render_field(StrBuilder *sb, FmtCtx *c, Span name, uint32_t conv, Span spec, bool expand, int depth)
{
    Object *obj = field_object(c, name);
    if (obj == NULL) return -1;
    if (conv) {
        Object *r;
        switch (conv) {
        case 'r': r = obj_repr(obj); break;
        case 's': r = obj_str(obj); break;
        case 'a': r = str_ascii(obj); break;
        default:
            if (conv > 32 && conv < 127) err_format(&Exc_ValueError, "Unknown conversion specifier %c", (int)conv);
            else err_format(&Exc_ValueError, "Unknown conversion specifier \\x%x", (unsigned)conv);
            r = NULL;
        }
        DECREF(obj);
        if (r == NULL) return -1;
        obj = r;
    }
    Object *specobj;
    if (expand) {
        StrBuilder inner;
        sb_init(&inner);
        if (build_format(&inner, c, spec.a, spec.b, depth - 1) < 0) {
            sb_discard(&inner);
            DECREF(obj);
            return -1;
        }
        specobj = sb_finish(&inner);
    } else {
        specobj = str_from_valid(spec.a, spec.b - spec.a);
    }
    if (specobj == NULL) {
        DECREF(obj);
        return -1;
    }
    Object *r;
    if (str_nbytes(specobj) == 0 && TYPE(obj) == &Str_Type) r = NEWREF(obj);
    else if (str_nbytes(specobj) == 0 && is_small(obj)) r = obj_str(obj);
    else r = obj_format(obj, specobj);
    DECREF(specobj);
    DECREF(obj);
    if (r == NULL) return -1;
    int rc = sb_add_str(sb, r);
    DECREF(r);
    return rc;
}

/* CPython's MarkupIterator over [s, end): literal text and fields. */
static int build_format(StrBuilder *sb, FmtCtx *c, const char *s, const char *end, int depth)
{
    if (depth <= 0) {
        err_set(&Exc_ValueError, "Max string recursion exceeded");
        return -1;
    }
    const char *p = s;
    while (p < end) {
        const char *lit = p;
        char ch = 0;
        while (p < end && *p != '{' && *p != '}') p++;
        if (p < end) ch = *p++;
        bool at_end = p >= end;
        if (ch == '}' && (at_end || *p != '}')) {
            err_set(&Exc_ValueError, "Single '}' encountered in format string");
            return -1;
        }
        if (at_end && ch == '{') {
            err_set(&Exc_ValueError, "Single '{' encountered in format string");
            return -1;
        }
        bool field = ch != 0;
        const char *lit_end = p;
        if (ch && !at_end) {
            if (*p == ch) { /* '{{' or '}}': the first one is literal text */
                p++;
                field = false;
            } else {
                lit_end--;
            }
        }
        if (sb_add(sb, lit, (size_t)(lit_end - lit)) < 0) return -1;
        if (!field) continue;

        /* parse_field: name up to ':' '!' or '}', '[...]' skipped whole. */
        Span name = {p, NULL}, spec = {p, p};
        uint32_t conv = 0;
        bool expand = false;
        char t = 0;
        while (p < end) {
            t = *p++;
            if (t == '{') {
                err_set(&Exc_ValueError, "unexpected '{' in field name");
                return -1;
            }
            if (t == '[') {
                while (p < end && *p != ']') p++;
                continue;
            }
            if (t == '}' || t == ':' || t == '!') break;
        }
        name.b = p - 1;
        if (t == '!' || t == ':') {
            bool done = false;
            if (t == '!') {
                if (p >= end) {
                    err_set(&Exc_ValueError, "end of string while looking for conversion specifier");
                    return -1;
                }
                int len;
                conv = utf8_decode((const unsigned char *)p, &len);
                p += len;
                if (p < end) {
                    char u = *p++;
                    if (u == '}') done = true;
                    else if (u != ':') {
                        err_set(&Exc_ValueError, "expected ':' after conversion specifier");
                        return -1;
                    }
                }
            }
            if (!done) {
                spec.a = p;
                int count = 1;
                while (p < end) {
                    char u = *p++;
                    if (u == '{') {
                        expand = true;
                        count++;
                    } else if (u == '}' && --count == 0) {
                        spec.b = p - 1;
                        break;
                    }
                }
                if (count != 0) {
                    err_set(&Exc_ValueError, "unmatched '{' in format spec");
                    return -1;
                }
            }
        } else if (t != '}') {
            err_set(&Exc_ValueError, "expected '}' before end of string");
            return -1;
        }
        if (render_field(sb, c, name, conv, spec, expand, depth) < 0) return -1;
    }
    return 0;
}

Object *str_format_method(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    FmtCtx c = {args, nargs, args + nargs, kwnames, NULL, 0, 0};
    StrBuilder sb;
    sb_init(&sb);
    const char *s = str_cstr(self);
    if (build_format(&sb, &c, s, s + str_nbytes(self), 2) < 0) {
        sb_discard(&sb);
        return NULL;
    }
    return sb_finish(&sb);
}

Object *str_format_map_method(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    if (args_no_kw("format_map", kwnames) < 0 || args_count("format_map", nargs, 1, 1) < 0) return NULL;
    FmtCtx c = {NULL, 0, NULL, NULL, args[0], 0, 0};
    StrBuilder sb;
    sb_init(&sb);
    const char *s = str_cstr(self);
    if (build_format(&sb, &c, s, s + str_nbytes(self), 2) < 0) {
        sb_discard(&sb);
        return NULL;
    }
    return sb_finish(&sb);
}
