/* strbuilder.c: StrBuilder, the growable UTF-8 buffer behind every repr,
 * str_from_format and most str methods that build a result piece by piece.
 *
 * The idea.  A builder appends bytes to a buffer and finally turns it into
 * a str.  fpy's buffer *is* the str object under construction: sb->buf
 * points at the data of a private StrObject (allocated with obj_alloc,
 * owned by the building thread, reference count 1), so sb_finish just
 * writes the header fields, trims the block with one realloc and hands the
 * object over -- no final copy of the text.  The builder also counts code
 * points and tracks ASCII-ness as bytes arrive (nchars, ascii_only), so
 * the finished str needs no second scan.
 *
 * Invariants:
 *   - buf == NULL until the first append (sb_init cannot fail);
 *   - otherwise buf == ((StrObject *)obj)->data and the block holds at
 *     least offsetof(StrObject, data) + cap + 1 bytes;
 *   - the bytes appended are valid UTF-8 (callers append whole code points).
 * A builder belongs to one thread, like any C local variable.
 *
 * Also here: str_from_format / str_from_vformat (CPython's
 * PyUnicode_FromFormat escapes, used by err_format) and the two quoting
 * routines repr() and ascii() share.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/strimpl.h"

#define DATA_OFF offsetof(StrObject, data)

static inline Object *sb_obj(StrBuilder *sb) { return (Object *)(sb->buf - DATA_OFF); }

void sb_init(StrBuilder *sb)
{
    sb->buf = NULL;
    sb->len = sb->cap = 0;
    sb->ascii_only = true;
    sb->nchars = 0;
}

int sb_reserve(StrBuilder *sb, size_t extra)
{
    size_t need = sb->len + extra;
    if (need <= sb->cap) return 0;
    if (need > (size_t)PTRDIFF_MAX / 2) {
        err_no_memory();
        return -1;
    }
    size_t ncap = sb->cap * 2;
    if (ncap < need) ncap = need;
    if (ncap < 48) ncap = 48;
    Object *o;
    if (sb->buf == NULL) o = obj_alloc(&Str_Type, DATA_OFF + ncap + 1);
    else o = obj_realloc(sb_obj(sb), DATA_OFF + ncap + 1);
    if (o == NULL) return -1;
    sb->buf = ((StrObject *)o)->data;
    sb->cap = ncap;
    return 0;
}

int sb_add(StrBuilder *sb, const char *s, size_t n)
{
    if (n == 0) return 0;
    if (sb->len + n > sb->cap && sb_reserve(sb, n) < 0) return -1;
    memcpy(sb->buf + sb->len, s, n);
    sb->len += n;
    bool ascii;
    sb->nchars += str_utf8_count(s, n, &ascii);
    sb->ascii_only &= ascii;
    return 0;
}

int sb_add_cstr(StrBuilder *sb, const char *s) { return sb_add(sb, s, strlen(s)); }

int sb_add_str(StrBuilder *sb, Object *s)
{
    size_t n = (size_t)str_nbytes(s);
    if (n == 0) return 0;
    if (sb->len + n > sb->cap && sb_reserve(sb, n) < 0) return -1;
    memcpy(sb->buf + sb->len, str_cstr(s), n);
    sb->len += n;
    sb->nchars += str_len(s);
    sb->ascii_only &= ((StrObject *)s)->ascii;
    return 0;
}

int sb_add_codepoint(StrBuilder *sb, uint32_t cp)
{
    if (sb->len + 4 > sb->cap && sb_reserve(sb, 4) < 0) return -1;
    sb->len += (size_t)utf8_encode(cp, sb->buf + sb->len);
    sb->nchars++;
    if (cp >= 0x80) sb->ascii_only = false;
    return 0;
}

int sb_add_fill(StrBuilder *sb, uint32_t cp, ssize_t n)
{
    if (n <= 0) return 0;
    char b[4];
    int k = utf8_encode(cp, b);
    if (sb_reserve(sb, (size_t)n * (size_t)k) < 0) return -1;
    if (k == 1) {
        memset(sb->buf + sb->len, b[0], (size_t)n);
        sb->len += (size_t)n;
    } else {
        for (ssize_t i = 0; i < n; i++, sb->len += (size_t)k) memcpy(sb->buf + sb->len, b, (size_t)k);
        sb->ascii_only = false;
    }
    sb->nchars += n;
    return 0;
}

int sb_add_repr(StrBuilder *sb, Object *o)
{
    if (TYPE(o) == &Str_Type) return str_repr_into(sb, o);
    Object *r = obj_repr(o);
    if (r == NULL) return -1;
    int rc = sb_add_str(sb, r);
    DECREF(r);
    return rc;
}

void sb_discard(StrBuilder *sb)
{
    if (sb->buf) obj_free(sb_obj(sb));
    sb_init(sb);
}

Object *sb_finish(StrBuilder *sb)
{
    if (sb->buf == NULL || sb->len == 0) {
        sb_discard(sb);
        return str_empty;
    }
    if (sb->nchars == 1) {
        Object *r = str_from_known(sb->buf, (ssize_t)sb->len, 1, sb->ascii_only);
        sb_discard(sb);
        return r;
    }
    Object *o = str_resize_raw(sb_obj(sb), (ssize_t)sb->len, sb->nchars, sb->ascii_only, DATA_OFF + sb->cap + 1);
    sb_init(sb);
    return o;
}

/* ---- repr() and ascii() of a str ----------------------------------------- */

static const char hexdigits[] = "0123456789abcdef";

/* Append the escape of code point c: \xNN, \uNNNN or \UNNNNNNNN. */
static int add_escape(StrBuilder *sb, uint32_t c)
{
    char b[10];
    int n;
    b[0] = '\\';
    if (c <= 0xFF) {
        b[1] = 'x';
        n = 2;
    } else if (c <= 0xFFFF) {
        b[1] = 'u';
        n = 4;
    } else {
        b[1] = 'U';
        n = 8;
    }
    for (int i = 0; i < n; i++) b[2 + i] = hexdigits[(c >> (4 * (n - 1 - i))) & 0xF];
    return sb_add(sb, b, (size_t)(2 + n));
}

/* repr(s) into sb, CPython's unicode_repr: single quotes unless the text
 * has ' and no "; \\, the quote, \t \n \r and non-printable characters
 * escaped. */
int str_repr_into(StrBuilder *sb, Object *s)
{
    const char *d = str_cstr(s);
    size_t n = (size_t)str_nbytes(s);
    char q = memchr(d, '\'', n) && !memchr(d, '"', n) ? '"' : '\'';
    if (sb_reserve(sb, n + 2) < 0 || sb_add_byte(sb, q) < 0) return -1;
    size_t run = 0; /* start of the pending run of characters copied as is */
    for (size_t i = 0; i < n;) {
        unsigned char c = (unsigned char)d[i];
        if (c >= ' ' && c < 0x7F && c != '\\' && c != (unsigned char)q) {
            i++;
            continue;
        }
        int len = 1;
        uint32_t cp = c;
        if (c >= 0x80) {
            cp = utf8_decode((const unsigned char *)d + i, &len);
            if (uc_flags(cp) & UC_PRINTABLE) {
                i += (size_t)len;
                continue;
            }
        }
        if (sb_add(sb, d + run, i - run) < 0) return -1;
        int rc;
        switch (cp) {
        case '\\': rc = sb_add(sb, "\\\\", 2); break;
        case '\t': rc = sb_add(sb, "\\t", 2); break;
        case '\n': rc = sb_add(sb, "\\n", 2); break;
        case '\r': rc = sb_add(sb, "\\r", 2); break;
        default:
            if (cp == (uint32_t)q) {
                char e[2] = {'\\', q};
                rc = sb_add(sb, e, 2);
            } else {
                rc = add_escape(sb, cp);
            }
        }
        if (rc < 0) return -1;
        i += (size_t)len;
        run = i;
    }
    if (sb_add(sb, d + run, n - run) < 0) return -1;
    return sb_add_byte(sb, q);
}

int str_backslash_into(StrBuilder *sb, Object *s)
{
    const char *d = str_cstr(s);
    size_t n = (size_t)str_nbytes(s), run = 0;
    if (sb_reserve(sb, n) < 0) return -1;
    for (size_t i = 0; i < n;) {
        if ((unsigned char)d[i] < 0x80) {
            i++;
            continue;
        }
        int len;
        uint32_t cp = utf8_decode((const unsigned char *)d + i, &len);
        if (sb_add(sb, d + run, i - run) < 0 || add_escape(sb, cp) < 0) return -1;
        i += (size_t)len;
        run = i;
    }
    return sb_add(sb, d + run, n - run);
}

/* ---- str_from_format ------------------------------------------------------ */

/* Append text (n bytes of UTF-8) honouring a width and a precision in
 * code points, as PyUnicode_FromFormat does for %s %U %S %R. */
static int add_field(StrBuilder *sb, const char *s, size_t n, long width, long prec, bool left)
{
    bool ascii;
    ssize_t nchars = str_utf8_count(s, n, &ascii);
    if (prec >= 0 && nchars > prec) {
        n = (size_t)(ascii ? prec : (long)(skip_utf8(s, prec) - s));
        nchars = prec;
    }
    if (!left && width > nchars && sb_add_fill(sb, ' ', width - nchars) < 0) return -1;
    if (sb_add(sb, s, n) < 0) return -1;
    if (left && width > nchars && sb_add_fill(sb, ' ', width - nchars) < 0) return -1;
    return 0;
}

static int add_obj_field(StrBuilder *sb, Object *s, long width, long prec, bool left)
{
    if (s == NULL) return -1;
    int rc = add_field(sb, str_cstr(s), (size_t)str_nbytes(s), width, prec, left);
    DECREF(s);
    return rc;
}

Object *str_from_vformat(const char *fmt, va_list ap_in)
{
    va_list ap;
    va_copy(ap, ap_in);
    StrBuilder sb;
    sb_init(&sb);
    const char *p = fmt;
    while (*p) {
        const char *pct = strchr(p, '%');
        if (pct == NULL) pct = p + strlen(p);
        if (sb_add(&sb, p, (size_t)(pct - p)) < 0) goto fail;
        p = pct;
        if (*p == '\0') break;
        const char *spec = p++;
        bool left = false, zero = false;
        while (*p == '-' || *p == '0' || *p == ' ' || *p == '+' || *p == '#') {
            if (*p == '-') left = true;
            if (*p == '0') zero = true;
            p++;
        }
        long width = -1, prec = -1;
        if (*p == '*') {
            width = va_arg(ap, int);
            p++;
        } else if (*p >= '0' && *p <= '9') {
            width = strtol(p, (char **)&p, 10);
        }
        if (*p == '.') {
            p++;
            if (*p == '*') {
                prec = va_arg(ap, int);
                p++;
            } else {
                prec = strtol(p, (char **)&p, 10);
            }
        }
        int lng = 0; /* 1 l, 2 ll, 3 z */
        if (*p == 'l') {
            lng = 1;
            p++;
            if (*p == 'l') {
                lng = 2;
                p++;
            }
        } else if (*p == 'z') {
            lng = 3;
            p++;
        }
        char conv = *p;
        if (conv) p++;
        int rc = 0;
        switch (conv) {
        case '%': rc = sb_add_byte(&sb, '%'); break;
        case 'c': rc = sb_add_codepoint(&sb, (uint32_t)va_arg(ap, int)); break;
        case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': case 'p': {
            /* Numbers: the C library formats them, from a spec rebuilt with
             * `ll` so one call covers every argument width. */
            char sp[48], out[96];
            int m = 0, w;
            sp[m++] = '%';
            if (left) sp[m++] = '-';
            if (zero) sp[m++] = '0';
            if (width > 0) m += snprintf(sp + m, 16, "%ld", width);
            if (prec >= 0) m += snprintf(sp + m, 16, ".%ld", prec);
            if (conv != 'p') sp[m++] = 'l', sp[m++] = 'l';
            sp[m++] = conv;
            sp[m] = '\0';
            if (conv == 'p') {
                w = snprintf(out, sizeof out, sp, va_arg(ap, void *));
            } else if (conv == 'd' || conv == 'i') {
                long long v = lng == 0 ? va_arg(ap, int) : lng == 1 ? va_arg(ap, long)
                            : lng == 2 ? va_arg(ap, long long) : (long long)va_arg(ap, ssize_t);
                w = snprintf(out, sizeof out, sp, v);
            } else {
                unsigned long long v = lng == 0 ? va_arg(ap, unsigned) : lng == 1 ? va_arg(ap, unsigned long)
                                     : lng == 2 ? va_arg(ap, unsigned long long) : (unsigned long long)va_arg(ap, size_t);
                w = snprintf(out, sizeof out, sp, v);
            }
            if (w < 0) w = 0;
            if ((size_t)w >= sizeof out) w = sizeof out - 1;
            rc = sb_add(&sb, out, (size_t)w);
            break;
        }
        case 's': {
            const char *s = va_arg(ap, const char *);
            if (s == NULL) s = "(null)";
            rc = add_field(&sb, s, strlen(s), width, prec, left);
            break;
        }
        case 'U': {
            Object *o = va_arg(ap, Object *);
            rc = add_field(&sb, str_cstr(o), (size_t)str_nbytes(o), width, prec, left);
            break;
        }
        case 'S': rc = add_obj_field(&sb, obj_str(va_arg(ap, Object *)), width, prec, left); break;
        case 'R': rc = add_obj_field(&sb, obj_repr(va_arg(ap, Object *)), width, prec, left); break;
        case 'A': rc = add_obj_field(&sb, str_ascii(va_arg(ap, Object *)), width, prec, left); break;
        case 'T': {
            Object *o = va_arg(ap, Object *);
            const char *name = TYPE_NAME(o);
            rc = add_field(&sb, name, strlen(name), width, prec, left);
            break;
        }
        default:
            /* Unknown escape: copy it through, as CPython does. */
            rc = sb_add(&sb, spec, (size_t)(p - spec));
        }
        if (rc < 0) goto fail;
    }
    va_end(ap);
    return sb_finish(&sb);
fail:
    va_end(ap);
    sb_discard(&sb);
    return NULL;
}

Object *str_from_format(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Object *r = str_from_vformat(fmt, ap);
    va_end(ap);
    return r;
}
