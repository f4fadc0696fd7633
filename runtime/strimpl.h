/* strimpl.h: the inside of a str, for the strings files only
 * (str.c, strbuilder.c, strmethods.c, strformat.c, bytes.c, unicode.c).
 *
 * A str is a StrObject (runtime/api.h): UTF-8 bytes, NUL-terminated,
 * ob_size code points, the `ascii` flag, a cached hash.  Two hidden
 * things live past the declared struct:
 *   - for a non-ASCII str of at least STR_INDEX_MIN code points, an
 *     8-byte-aligned slot after the terminating NUL holding a pointer to a
 *     lazily built *offset index* (str.c explains it);
 *   - nothing else: a str is exactly offsetof(data) + nbytes + 1 bytes
 *     (plus the slot), so str_new_raw and the builders agree on sizes.
 * Invariants: the `ascii` flag is exact (str.isascii() reads it); ob_size
 * is the exact code point count; an empty result is always str_empty and
 * a one-character result below U+0100 always the cached char, so code may
 * compare them by pointer.  (A flag flipped from non-ASCII to ASCII after
 * allocation just leaves the unused index slot in the block.)
 */
#ifndef FPY_STRIMPL_H
#define FPY_STRIMPL_H

#include <string.h>

#include "runtime/api.h"

/* Non-ASCII strs shorter than this are scanned, not indexed. */
#define STR_INDEX_MIN 64
/* The index records the byte offset of every STR_INDEX_STEP-th code point. */
#define STR_INDEX_STEP 32

static inline StrObject *STR(Object *o) { return (StrObject *)o; }

/* Bytes needed for a str object of this shape (header, data, NUL, slot). */
size_t str_alloc_size(ssize_t nbytes, ssize_t nchars, bool ascii);
/* New ref: a str of nbytes bytes / nchars code points whose data the
 * caller fills (data[nbytes] is already NUL; the index slot is zeroed).
 * Only for a result that is not empty and not one cached char: callers
 * that may produce those use str_from_known. */
Object *str_new_raw(ssize_t nbytes, ssize_t nchars, bool ascii);
/* New ref: a str from trusted, valid UTF-8 whose shape is known; returns
 * the cached empty / one-char strs where they apply. */
Object *str_from_known(const char *s, ssize_t nbytes, ssize_t nchars, bool ascii);
/* New ref: a str from trusted, valid UTF-8 (counts the code points). */
Object *str_from_valid(const char *s, ssize_t nbytes);
/* The immortal empty str (borrowed). */
extern Object *const str_empty;

/* Byte offset of code point i (0 <= i <= len). O(1) for ASCII; index or
 * short scan otherwise. */
ssize_t str_offset(Object *s, ssize_t i);
/* Code point index of byte offset off (a char boundary). */
ssize_t str_index_of_offset(Object *s, ssize_t off);
/* New ref: s[start:end] in code points (0 <= start <= end <= len). */
Object *str_substr(Object *s, ssize_t start, ssize_t end);
/* New ref: the str of the bytes [from, to) of s (char boundaries). */
Object *str_subbytes(Object *s, ssize_t from, ssize_t to);

/* o is a private str block (reference count 1, made by this thread) of
 * cur_size bytes whose first nbytes data bytes are written: fit the block
 * to the shape (realloc) and set the header.  Returns the (maybe moved)
 * str; NULL on error, o then freed. */
Object *str_resize_raw(Object *o, ssize_t nbytes, ssize_t nchars, bool ascii, size_t cur_size);

/* Code points in n bytes of valid UTF-8; *ascii set when all < 128. */
ssize_t str_utf8_count(const char *s, size_t n, bool *ascii);

/* ---- UTF-8 ------------------------------------------------------------ */

/* Decode the code point at p (valid UTF-8); *len = its byte length. */
static inline uint32_t utf8_decode(const unsigned char *p, int *len)
{
    unsigned c = p[0];
    if (c < 0x80) { *len = 1; return c; }
    if (c < 0xE0) { *len = 2; return ((c & 0x1F) << 6) | (p[1] & 0x3F); }
    if (c < 0xF0) { *len = 3; return ((c & 0x0F) << 12) | ((p[1] & 0x3F) << 6) | (p[2] & 0x3F); }
    *len = 4;
    return ((c & 0x07) << 18) | ((p[1] & 0x3F) << 12) | ((p[2] & 0x3F) << 6) | (p[3] & 0x3F);
}

/* Length in bytes of the code point starting with byte c. */
static inline int utf8_len(unsigned char c)
{
    return c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
}

/* The position k code points after p (valid UTF-8). */
static inline const char *skip_utf8(const char *p, ssize_t k)
{
    const unsigned char *q = (const unsigned char *)p;
    while (k-- > 0) q += utf8_len(*q);
    return (const char *)q;
}

static inline int utf8_cp_len(uint32_t cp)
{
    return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/* Write cp as UTF-8 at out (room for 4); returns the byte count.
 * Surrogates are encoded like any other code point (a str may hold
 * them; encode() refuses them). */
static inline int utf8_encode(uint32_t cp, char *out)
{
    unsigned char *o = (unsigned char *)out;
    if (cp < 0x80) { o[0] = (unsigned char)cp; return 1; }
    if (cp < 0x800) {
        o[0] = (unsigned char)(0xC0 | (cp >> 6));
        o[1] = (unsigned char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        o[0] = (unsigned char)(0xE0 | (cp >> 12));
        o[1] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
        o[2] = (unsigned char)(0x80 | (cp & 0x3F));
        return 3;
    }
    o[0] = (unsigned char)(0xF0 | (cp >> 18));
    o[1] = (unsigned char)(0x80 | ((cp >> 12) & 0x3F));
    o[2] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
    o[3] = (unsigned char)(0x80 | (cp & 0x3F));
    return 4;
}

/* Validate n bytes of UTF-8 strictly (no overlongs, no surrogates, <=
 * U+10FFFF).  Returns -1 if valid, else the offset of the first bad
 * sequence, with *bad_len its length and *reason CPython's words. */
ssize_t str_utf8_check(const char *s, ssize_t n, ssize_t *nchars, bool *ascii, int *bad_len,
                   const char **reason);
/* Raise CPython's UnicodeDecodeError for a bad sequence found by str_utf8_check. */
Object *str_utf8_error(const char *s, ssize_t pos, int bad_len, const char *reason);

/* ---- the builder's internals (strbuilder.c) --------------------------- */
int sb_reserve(StrBuilder *sb, size_t extra);
/* Append one ASCII byte (fast path for repr/format loops). */
static inline int sb_add_byte(StrBuilder *sb, char c)
{
    if (sb->len + 1 > sb->cap && sb_reserve(sb, 1) < 0) return -1;
    sb->buf[sb->len++] = c;
    sb->nchars++;
    if ((unsigned char)c >= 0x80) sb->ascii_only = false;
    return 0;
}
/* Append c n times (an ASCII byte). */
int sb_add_fill(StrBuilder *sb, uint32_t cp, ssize_t n);
/* Append repr(s) of a str, CPython's quoting rules. */
int str_repr_into(StrBuilder *sb, Object *s);
/* Append s with every non-ASCII character escaped (\xNN, \uNNNN,
 * \UNNNNNNNN) and nothing else changed: the "backslashreplace" of ascii(). */
int str_backslash_into(StrBuilder *sb, Object *s);

/* ---- Unicode character database (unicode.c, tables from unicode_db.h) - */
enum {
    UC_ALPHA = 1 << 0,
    UC_DECIMAL = 1 << 1,
    UC_DIGIT = 1 << 2,
    UC_NUMERIC = 1 << 3,
    UC_SPACE = 1 << 4,
    UC_LOWER = 1 << 5,
    UC_UPPER = 1 << 6,
    UC_TITLE = 1 << 7,
    UC_PRINTABLE = 1 << 8,
    UC_ID_START = 1 << 9,
    UC_ID_CONTINUE = 1 << 10,
    UC_CASED = 1 << 11,
    UC_CASE_IGNORABLE = 1 << 12,
    UC_LINEBREAK = 1 << 13,
};
unsigned uc_flags(uint32_t cp);
/* Full case mappings: write up to 3 code points to out, return how many. */
int uc_lower(uint32_t cp, uint32_t *out);
int uc_upper(uint32_t cp, uint32_t *out);
int uc_title(uint32_t cp, uint32_t *out);
int uc_fold(uint32_t cp, uint32_t *out);
/* Decimal value of a decimal digit (UC_DECIMAL), or -1. */
int uc_decimal(uint32_t cp);

static inline bool uc_is_space(uint32_t cp)
{
    if (cp < 128) return cp == ' ' || (cp >= 9 && cp <= 13) || (cp >= 28 && cp <= 31);
    return (uc_flags(cp) & UC_SPACE) != 0;
}

/* ---- the str type's parts in other files ------------------------------ */
extern const MethodDef str_methods[]; /* strmethods.c */
extern Type StrIter_Type;             /* str.c: "str_iterator" */
extern Type StrAsciiIter_Type;        /* str.c: "str_ascii_iterator" (the same, for ASCII strs) */
extern Type BytesIter_Type;           /* bytes.c: "bytes_iterator" */
/* The hash of n bytes (str.c): str and bytes of the same bytes hash alike. */
ssize_t str_hash_bytes(const char *s, size_t n);
/* str % args (strformat.c) as the nb_mod slot: NotImplemented unless a is a str. */
Object *str_nb_mod(Object *a, Object *b);
/* str.format / str.format_map (strformat.c). */
Object *str_format_method(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);
Object *str_format_map_method(Object *self, Object *const *args, ssize_t nargs, Object *kwnames);

#endif
