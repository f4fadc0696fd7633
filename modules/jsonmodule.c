/* jsonmodule.c: `_json`, the fast half of the `json` module (json.py holds
 * the options, the classes and the indenting encoder).
 *
 * The idea.  fpy's str is UTF-8, and every byte JSON's grammar cares about
 * (quotes, backslashes, brackets, digits, control characters) is ASCII, so
 * both directions work on the bytes of the str directly: the scanner walks
 * the document's UTF-8 and copies runs of ordinary text in one memcpy; the
 * encoder appends to one StrBuilder (runtime/strbuilder.c) and escapes only
 * the bytes that need it.  Positions seen from Python (scan_once's index,
 * the end it returns, every JSONDecodeError's pos) are code point indexes,
 * as in CPython; they are turned into byte offsets and back at the edges
 * (str_offset / str_index_of_offset: O(1) for ASCII text, an index lookup
 * for longer non-ASCII text), never per character.
 *
 * Behaviour is CPython 3.11's Modules/_json.c, message for message: the
 * scanner raises json.JSONDecodeError (which json.py stores as this
 * module's attribute JSONDecodeError) with the same text and position, and
 * StopIteration(idx) where no value starts (json.py turns that into
 * "Expecting value"); nesting counts against the recursion limit as
 * CPython's Py_EnterRecursiveCall does.  The one-shot encoder behind dumps
 * gives the same text and errors as CPython's c_make_encoder; it also
 * indents, which CPython leaves to its Python encoder, and then raises that
 * encoder's messages (a float out of range is named in the message).
 *
 * Invariants: the scanner's byte index always sits on a code point
 * boundary (it only steps over ASCII bytes one at a time, and over other
 * text by whole runs ended at an ASCII byte); the encoder's markers hold
 * exactly the containers (and default()-converted objects) on the path
 * from the root to the value being encoded.
 *
 * Threads: no module state besides the module object itself, written once
 * by jsonmodule_init under the import lock; the JSONDecodeError attribute
 * lives in the module dict (a thread-safe dict).  Each call works on its
 * own arguments; a list or dict another thread changes while it is being
 * encoded is read item by item with bounds checks (list_get) or from a
 * snapshot (dict_items_list), as any C reader of them does.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "modules/modules.h"
#include "runtime/strimpl.h"

/* The module: written once by jsonmodule_init (under its import lock,
 * before any function here runs), then only read. */
static Object *json_module;

/* Count one level of nesting against the recursion limit, as CPython's
 * Py_EnterRecursiveCall: 0, or -1 + RecursionError. */
static int enter_nesting(const char *where)
{
    ThreadState *ts = ts_get();
    if (ts->recursion_depth >= ts->interp->recursion_limit) {
        err_format(&Exc_RecursionError, "maximum recursion depth exceeded%s", where);
        return -1;
    }
    if (c_stack_check(where) < 0) return -1;
    ts->recursion_depth++;
    return 0;
}

static void leave_nesting(void) { ts_get()->recursion_depth--; }

/* ======================================================================
 * Decoding
 * ====================================================================== */

/* The keys met so far in one scan (CPython's memo): equal keys become one
 * str object, made and hashed once.  Open addressing on the key's hash;
 * owned by the call that made it. */
typedef struct {
    ssize_t hash;
    Object *key;              /* owned; NULL: empty slot */
} MemoEntry;
#define MEMO_MAX 8192         /* distinct keys remembered per scan */

typedef struct {
    Object *doc;              /* the str being scanned */
    const unsigned char *buf; /* its UTF-8 */
    ssize_t len;              /* its length in bytes */
    bool strict;
    Object *object_hook, *pairs_hook, *parse_float, *parse_int, *parse_constant; /* NULL: the default */
    MemoEntry *memo;          /* NULL until the first key */
    size_t memo_cap, memo_used;
} Scanner;

static void memo_free(Scanner *s)
{
    for (size_t i = 0; i < s->memo_cap; i++) XDECREF(s->memo[i].key);
    free(s->memo);
}

/* Remember key (hash h); failing to (no memory, table full) only loses
 * the sharing, never the key. */
static void memo_add(Scanner *s, Object *key, ssize_t h)
{
    if (s->memo_used >= MEMO_MAX) return;
    if (2 * (s->memo_used + 1) > s->memo_cap) {
        size_t ncap = s->memo_cap ? 2 * s->memo_cap : 64;
        MemoEntry *m = calloc(ncap, sizeof *m);
        if (m == NULL) return;
        for (size_t i = 0; i < s->memo_cap; i++) {
            if (s->memo[i].key == NULL) continue;
            size_t j = (size_t)s->memo[i].hash & (ncap - 1);
            while (m[j].key != NULL) j = (j + 1) & (ncap - 1);
            m[j] = s->memo[i];
        }
        free(s->memo);
        s->memo = m;
        s->memo_cap = ncap;
    }
    size_t j = (size_t)h & (s->memo_cap - 1);
    while (s->memo[j].key != NULL) j = (j + 1) & (s->memo_cap - 1);
    s->memo[j].hash = h;
    s->memo[j].key = NEWREF(key);
    s->memo_used++;
}

/* Raise json.JSONDecodeError(msg, doc, pos) for byte offset off of doc. */
static Object *raise_errmsg(const char *msg, Object *doc, ssize_t off)
{
    Object *cls = dict_get(module_dict(json_module), STR_ID("JSONDecodeError"));
    if (cls == NULL) {
        if (!err_occurred()) err_set(&Exc_ValueError, msg);
        return NULL;
    }
    Object *m = str_from_cstr(msg), *pos = int_from_i64(str_index_of_offset(doc, off));
    Object *exc = NULL;
    if (m != NULL && pos != NULL) {
        Object *args[3] = {m, doc, pos};
        exc = obj_call(cls, args, 3, NULL);
    }
    XDECREF(m);
    XDECREF(pos);
    DECREF(cls);
    if (exc != NULL) err_set_raised(exc);
    return NULL;
}

/* Raise StopIteration(idx) for byte offset off: no value starts there. */
static Object *raise_stop(Object *doc, ssize_t off)
{
    Object *v = int_from_i64(str_index_of_offset(doc, off));
    if (v == NULL) return NULL;
    err_set_object(&Exc_StopIteration, v);
    DECREF(v);
    return NULL;
}

static inline bool is_ws(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

static int hexval(unsigned char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Four hex digits at p, or -1. */
static int32_t hex4(const unsigned char *p)
{
    int32_t v = 0;
    for (int i = 0; i < 4; i++) {
        int d = hexval(p[i]);
        if (d < 0) return -1;
        v = (v << 4) | d;
    }
    return v;
}

/* The string whose opening quote is at byte begin - 1 of doc (buf, len
 * bytes); *next = the byte after its closing quote.  New ref. */
static Object *scan_string(Object *doc, const unsigned char *buf, ssize_t len, ssize_t end, bool strict,
                           ssize_t *next)
{
    ssize_t begin = end - 1;
    /* The common case: no escape before the closing quote.  Count the
     * code points on the way (every byte but UTF-8's continuation bytes
     * 10xxxxxx starts one), so the str is made without a second pass. */
    ssize_t i = end, nchars = 0;
    unsigned char high = 0;
    while (i < len) {
        unsigned char c = buf[i];
        if (__builtin_expect(c <= '\\', 0)) {
            if (c == '"' || c == '\\') break;
            if (c < 0x20 && strict) return raise_errmsg("Invalid control character at", doc, i);
        }
        high |= c;
        nchars += (c & 0xC0) != 0x80;
        i++;
    }
    if (i >= len) return raise_errmsg("Unterminated string starting at", doc, begin);
    if (buf[i] == '"') {
        *next = i + 1;
        return str_from_known((const char *)buf + end, i - end, nchars, high < 0x80);
    }
    StrBuilder sb;
    sb_init(&sb);
    for (;;) {
        /* buf[end..i) is plain text, buf[i] is '"' or '\\' */
        if (i > end && sb_add(&sb, (const char *)buf + end, (size_t)(i - end)) < 0) goto fail;
        if (buf[i] == '"') {
            *next = i + 1;
            return sb_finish(&sb);
        }
        /* an escape */
        i++;
        if (i == len) {
            raise_errmsg("Unterminated string starting at", doc, begin);
            goto fail;
        }
        unsigned char c = buf[i];
        if (c != 'u') {
            end = i + 1;
            switch (c) {
            case '"': case '\\': case '/': break;
            case 'b': c = '\b'; break;
            case 'f': c = '\f'; break;
            case 'n': c = '\n'; break;
            case 'r': c = '\r'; break;
            case 't': c = '\t'; break;
            default: c = 0;
            }
            if (c == 0) {
                raise_errmsg("Invalid \\escape", doc, end - 2);
                goto fail;
            }
            if (sb_add_byte(&sb, (char)c) < 0) goto fail;
        } else {
            i++;
            end = i + 4;
            if (end >= len) {
                raise_errmsg("Invalid \\uXXXX escape", doc, i - 1);
                goto fail;
            }
            int32_t cp = hex4(buf + i);
            if (cp < 0) {
                raise_errmsg("Invalid \\uXXXX escape", doc, end - 5);
                goto fail;
            }
            i = end;
            /* a high surrogate followed by \uXXXX: a pair when that is a low one */
            if (cp >= 0xD800 && cp <= 0xDBFF && end + 6 < len && buf[i] == '\\' && buf[i + 1] == 'u') {
                int32_t lo = hex4(buf + i + 2);
                if (lo < 0) {
                    raise_errmsg("Invalid \\uXXXX escape", doc, end + 1);
                    goto fail;
                }
                if (lo >= 0xDC00 && lo <= 0xDFFF) {
                    cp = 0x10000 + (((cp - 0xD800) << 10) | (lo - 0xDC00));
                    end += 6;
                }
            }
            if (sb_add_codepoint(&sb, (uint32_t)cp) < 0) goto fail;
        }
        /* the next run of plain text */
        i = end;
        while (i < len) {
            unsigned char d = buf[i];
            if (d == '"' || d == '\\') break;
            if (d < 0x20 && strict) {
                raise_errmsg("Invalid control character at", doc, i);
                goto fail;
            }
            i++;
        }
        if (i >= len) {
            raise_errmsg("Unterminated string starting at", doc, begin);
            goto fail;
        }
    }
fail:
    sb_discard(&sb);
    return NULL;
}

static Object *scan_value(Scanner *s, ssize_t idx, ssize_t *next);

static ssize_t skip_ws_bytes(const unsigned char *buf, ssize_t len, ssize_t i)
{
    while (i < len && is_ws(buf[i])) i++;
    return i;
}

/* The memo's str equal to the n bytes at text (hash h), borrowed, or NULL. */
static Object *memo_find(Scanner *s, const char *text, ssize_t n, ssize_t h)
{
    if (s->memo == NULL) return NULL;
    size_t j = (size_t)h & (s->memo_cap - 1);
    for (; s->memo[j].key != NULL; j = (j + 1) & (s->memo_cap - 1)) {
        Object *k = s->memo[j].key;
        if (s->memo[j].hash == h && str_nbytes(k) == n && memcmp(str_cstr(k), text, (size_t)n) == 0) return k;
    }
    return NULL;
}

/* An object's key, whose opening quote is at end - 1, as the memo's str
 * (a key without escapes is looked up before any str is made).  New ref. */
static Object *scan_key(Scanner *s, ssize_t end, ssize_t *next)
{
    const unsigned char *buf = s->buf;
    ssize_t len = s->len, i = end, nchars = 0;
    unsigned char high = 0;
    while (i < len) {
        unsigned char c = buf[i];
        if (c == '"' || c == '\\' || c < 0x20) break;
        high |= c;
        nchars += (c & 0xC0) != 0x80;
        i++;
    }
    Object *key, *found;
    ssize_t h;
    if (i < len && buf[i] == '"') {
        *next = i + 1;
        const char *text = (const char *)buf + end;
        ssize_t n = i - end;
        h = str_hash_bytes(text, (size_t)n);
        if ((found = memo_find(s, text, n, h)) != NULL) return NEWREF(found);
        key = str_from_known(text, n, nchars, high < 0x80);
        if (key == NULL) return NULL;
    } else {
        key = scan_string(s->doc, buf, len, end, s->strict, next);
        if (key == NULL) return NULL;
        h = str_hash(key);
        if ((found = memo_find(s, str_cstr(key), str_nbytes(key), h)) != NULL) {
            DECREF(key);
            return NEWREF(found);
        }
    }
    str_hash(key); /* computed once here, cached in the str */
    memo_add(s, key, h);
    return key;
}

static Object *scan_object(Scanner *s, ssize_t idx, ssize_t *next)
{
    const unsigned char *buf = s->buf;
    ssize_t len = s->len;
    Object *result = s->pairs_hook ? list_new(0) : dict_new();
    if (result == NULL) return NULL;
    idx = skip_ws_bytes(buf, len, idx);
    if (idx >= len || buf[idx] != '}') {
        for (;;) {
            if (idx >= len || buf[idx] != '"') {
                raise_errmsg("Expecting property name enclosed in double quotes", s->doc, idx);
                goto fail;
            }
            ssize_t after;
            Object *key = scan_key(s, idx + 1, &after);
            if (key == NULL) goto fail;
            idx = skip_ws_bytes(buf, len, after);
            if (idx >= len || buf[idx] != ':') {
                DECREF(key);
                raise_errmsg("Expecting ':' delimiter", s->doc, idx);
                goto fail;
            }
            idx = skip_ws_bytes(buf, len, idx + 1);
            Object *val = scan_value(s, idx, &after);
            if (val == NULL) {
                DECREF(key);
                goto fail;
            }
            int rc;
            if (s->pairs_hook) {
                Object *pair = tuple_new(2);
                if (pair == NULL) {
                    DECREF(key);
                    DECREF(val);
                    goto fail;
                }
                tuple_items(pair)[0] = key;
                tuple_items(pair)[1] = val;
                rc = list_append_steal(result, pair);
            } else {
                rc = dict_set(result, key, val);
                DECREF(key);
                DECREF(val);
            }
            if (rc < 0) goto fail;
            idx = skip_ws_bytes(buf, len, after);
            if (idx < len && buf[idx] == '}') break;
            if (idx >= len || buf[idx] != ',') {
                raise_errmsg("Expecting ',' delimiter", s->doc, idx);
                goto fail;
            }
            idx = skip_ws_bytes(buf, len, idx + 1);
        }
    }
    *next = idx + 1;
    if (s->pairs_hook) {
        Object *r = obj_call1(s->pairs_hook, result);
        DECREF(result);
        return r;
    }
    if (s->object_hook) {
        Object *r = obj_call1(s->object_hook, result);
        DECREF(result);
        return r;
    }
    return result;
fail:
    DECREF(result);
    return NULL;
}

static Object *scan_array(Scanner *s, ssize_t idx, ssize_t *next)
{
    const unsigned char *buf = s->buf;
    ssize_t len = s->len;
    Object *result = list_new(0);
    if (result == NULL) return NULL;
    idx = skip_ws_bytes(buf, len, idx);
    if (idx >= len || buf[idx] != ']') {
        for (;;) {
            ssize_t after;
            Object *val = scan_value(s, idx, &after);
            if (val == NULL || list_append_steal(result, val) < 0) goto fail;
            idx = skip_ws_bytes(buf, len, after);
            if (idx < len && buf[idx] == ']') break;
            if (idx >= len || buf[idx] != ',') {
                raise_errmsg("Expecting ',' delimiter", s->doc, idx);
                goto fail;
            }
            idx = skip_ws_bytes(buf, len, idx + 1);
        }
    }
    *next = idx + 1;
    return result;
fail:
    DECREF(result);
    return NULL;
}

/* NaN, Infinity, -Infinity: parse_constant(name), or the float. */
static Object *scan_constant(Scanner *s, const char *name, double v)
{
    if (s->parse_constant == NULL) return float_new(v);
    Object *n = str_from_cstr(name);
    if (n == NULL) return NULL;
    Object *r = obj_call1(s->parse_constant, n);
    DECREF(n);
    return r;
}

static inline bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

static Object *scan_number(Scanner *s, ssize_t start, ssize_t *next)
{
    const unsigned char *buf = s->buf;
    ssize_t len = s->len, idx = start;
    bool is_float = false;
    if (buf[idx] == '-') {
        idx++;
        if (idx >= len) return raise_stop(s->doc, start);
    }
    if (buf[idx] >= '1' && buf[idx] <= '9') {
        idx++;
        while (idx < len && is_digit(buf[idx])) idx++;
    } else if (buf[idx] == '0') {
        idx++;
    } else {
        return raise_stop(s->doc, start);
    }
    if (idx + 1 < len && buf[idx] == '.' && is_digit(buf[idx + 1])) {
        is_float = true;
        idx += 2;
        while (idx < len && is_digit(buf[idx])) idx++;
    }
    if (idx + 1 < len && (buf[idx] == 'e' || buf[idx] == 'E')) {
        ssize_t e_start = idx;
        idx++;
        if (idx + 1 < len && (buf[idx] == '-' || buf[idx] == '+')) idx++;
        while (idx < len && is_digit(buf[idx])) idx++;
        if (is_digit(buf[idx - 1])) is_float = true;
        else idx = e_start;
    }
    *next = idx;
    const char *text = (const char *)buf + start;
    ssize_t n = idx - start;
    Object *hook = is_float ? s->parse_float : s->parse_int;
    if (hook != NULL) {
        Object *t = str_from_known(text, n, n, true);
        if (t == NULL) return NULL;
        Object *r = obj_call1(hook, t);
        DECREF(t);
        return r;
    }
    if (is_float) return float_from_string(text, n);
    if (n <= 18) {
        int64_t v = 0;
        ssize_t k = 0;
        bool neg = text[0] == '-';
        if (neg) k = 1;
        for (; k < n; k++) v = v * 10 + (text[k] - '0');
        return int_from_i64(neg ? -v : v);
    }
    return int_from_string(text, n, 10);
}

static Object *scan_value(Scanner *s, ssize_t idx, ssize_t *next)
{
    const unsigned char *buf = s->buf;
    ssize_t len = s->len;
    if (idx >= len) return raise_stop(s->doc, idx);
    Object *r;
    switch (buf[idx]) {
    case '"':
        return scan_string(s->doc, buf, len, idx + 1, s->strict, next);
    case '{':
        if (enter_nesting(" while decoding a JSON object from a unicode string") < 0) return NULL;
        r = scan_object(s, idx + 1, next);
        leave_nesting();
        return r;
    case '[':
        if (enter_nesting(" while decoding a JSON array from a unicode string") < 0) return NULL;
        r = scan_array(s, idx + 1, next);
        leave_nesting();
        return r;
    case 'n':
        if (idx + 3 < len && memcmp(buf + idx, "null", 4) == 0) {
            *next = idx + 4;
            return NEWREF(None);
        }
        break;
    case 't':
        if (idx + 3 < len && memcmp(buf + idx, "true", 4) == 0) {
            *next = idx + 4;
            return NEWREF(True);
        }
        break;
    case 'f':
        if (idx + 4 < len && memcmp(buf + idx, "false", 5) == 0) {
            *next = idx + 5;
            return NEWREF(False);
        }
        break;
    case 'N':
        if (idx + 2 < len && memcmp(buf + idx, "NaN", 3) == 0) {
            *next = idx + 3;
            return scan_constant(s, "NaN", NAN);
        }
        break;
    case 'I':
        if (idx + 7 < len && memcmp(buf + idx, "Infinity", 8) == 0) {
            *next = idx + 8;
            return scan_constant(s, "Infinity", INFINITY);
        }
        break;
    case '-':
        if (idx + 8 < len && memcmp(buf + idx, "-Infinity", 9) == 0) {
            *next = idx + 9;
            return scan_constant(s, "-Infinity", -INFINITY);
        }
        break;
    }
    return scan_number(s, idx, next);
}

static Object *opt(Object *o) { return o == None ? NULL : o; }

/* The document argument must be a str: TypeError as CPython's. */
static int need_str(Object *o)
{
    if (is_str(o)) return 0;
    err_format(&Exc_TypeError, "first argument must be a string, not %.80s", TYPE_NAME(o));
    return -1;
}

/* A char index argument as a byte offset of s: -1 + exception when out of range. */
static int char_index(Object *s, Object *io, const char *neg_msg, ssize_t *out)
{
    ssize_t i = num_as_ssize(io);
    if (i == -1 && err_occurred()) return -1;
    if (i < 0) {
        err_set(&Exc_ValueError, neg_msg);
        return -1;
    }
    *out = i > str_len(s) ? str_nbytes(s) + (i - str_len(s)) : str_offset(s, i);
    return 0;
}

/* scan_once(string, idx, strict, object_hook, object_pairs_hook,
 * parse_float, parse_int, parse_constant) -> (value, end); the hooks None
 * for the defaults. */
static Object *json_scan_once(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("scan_once", kwnames) < 0 || args_count("scan_once", nargs, 8, 8) < 0) return NULL;
    Object *doc = args[0];
    if (need_str(doc) < 0) return NULL;
    ssize_t idx;
    if (char_index(doc, args[1], "idx cannot be negative", &idx) < 0) return NULL;
    int strict = obj_is_true(args[2]);
    if (strict < 0) return NULL;
    Scanner s = {doc, (const unsigned char *)str_cstr(doc), str_nbytes(doc), strict,
                 opt(args[3]), opt(args[4]), opt(args[5]), opt(args[6]), opt(args[7]), NULL, 0, 0};
    ssize_t next;
    Object *v = scan_value(&s, idx, &next);
    memo_free(&s);
    if (v == NULL) return NULL;
    Object *end = int_from_i64(str_index_of_offset(doc, next));
    if (end == NULL) {
        DECREF(v);
        return NULL;
    }
    Object *r = tuple_pack(2, v, end);
    DECREF(v);
    DECREF(end);
    return r;
}

/* scanstring(string, end, strict=True) -> (str, end): the string whose
 * opening quote is at end - 1. */
static Object *json_scanstring(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    static const char *const names[] = {"s", "end", "strict", NULL};
    Object *a[3] = {NULL, NULL, NULL};
    if (args_parse("scanstring", args, nargs, kwnames, names, 0, 2, a) < 0) return NULL;
    Object *doc = a[0];
    if (need_str(doc) < 0) return NULL;
    ssize_t end = num_as_ssize(a[1]);
    if (end == -1 && err_occurred()) return NULL;
    if (end < 0 || end > str_len(doc)) return err_set(&Exc_ValueError, "end is out of bounds");
    int strict = a[2] ? obj_is_true(a[2]) : 1;
    if (strict < 0) return NULL;
    ssize_t next;
    Object *v = scan_string(doc, (const unsigned char *)str_cstr(doc), str_nbytes(doc), str_offset(doc, end),
                            strict, &next);
    if (v == NULL) return NULL;
    Object *e = int_from_i64(str_index_of_offset(doc, next));
    if (e == NULL) {
        DECREF(v);
        return NULL;
    }
    Object *r = tuple_pack(2, v, e);
    DECREF(v);
    DECREF(e);
    return r;
}

/* skip_ws(string, idx) -> the index of the first non-whitespace char at or after idx. */
static Object *json_skip_ws(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("skip_ws", kwnames) < 0 || args_count("skip_ws", nargs, 2, 2) < 0) return NULL;
    Object *doc = args[0];
    if (need_str(doc) < 0) return NULL;
    ssize_t idx;
    if (char_index(doc, args[1], "idx cannot be negative", &idx) < 0) return NULL;
    ssize_t len = str_nbytes(doc);
    if (idx >= len) return NEWREF(args[1]);
    idx = skip_ws_bytes((const unsigned char *)str_cstr(doc), len, idx);
    return int_from_i64(str_index_of_offset(doc, idx));
}

/* ======================================================================
 * Encoding
 * ====================================================================== */

static const char hexdigits[] = "0123456789abcdef";

/* Append n ASCII bytes (no counting pass: each is one code point). */
static int sb_add_ascii(StrBuilder *sb, const char *p, size_t n)
{
    if (sb->len + n > sb->cap && sb_reserve(sb, n) < 0) return -1;
    memcpy(sb->buf + sb->len, p, n);
    sb->len += n;
    sb->nchars += (ssize_t)n;
    return 0;
}

static int add_u_escape(StrBuilder *sb, uint32_t c)
{
    char e[6] = {'\\', 'u', hexdigits[(c >> 12) & 15], hexdigits[(c >> 8) & 15], hexdigits[(c >> 4) & 15],
                 hexdigits[c & 15]};
    return sb_add_ascii(sb, e, 6);
}

/* Append the JSON string literal of str s (quotes included). */
static int add_string(StrBuilder *sb, Object *s, bool ascii_only)
{
    const unsigned char *p = (const unsigned char *)str_cstr(s), *end = p + str_nbytes(s);
    if (sb_add_byte(sb, '"') < 0) return -1;
    while (p < end) {
        /* a run that needs no escape */
        const unsigned char *q = p;
        if (ascii_only) {
            while (q < end && *q >= 0x20 && *q < 0x7f && *q != '"' && *q != '\\') q++;
        } else {
            while (q < end && *q >= 0x20 && *q != '"' && *q != '\\') q++;
        }
        if (q > p && (ascii_only ? sb_add_ascii(sb, (const char *)p, (size_t)(q - p))
                                 : sb_add(sb, (const char *)p, (size_t)(q - p))) < 0)
            return -1;
        if (q >= end) break;
        unsigned char c = *q;
        const char *esc = NULL;
        switch (c) {
        case '"': esc = "\\\""; break;
        case '\\': esc = "\\\\"; break;
        case '\n': esc = "\\n"; break;
        case '\r': esc = "\\r"; break;
        case '\t': esc = "\\t"; break;
        case '\b': esc = "\\b"; break;
        case '\f': esc = "\\f"; break;
        }
        if (esc != NULL) {
            if (sb_add_ascii(sb, esc, 2) < 0) return -1;
            p = q + 1;
        } else if (c < 0x80) {
            if (add_u_escape(sb, c) < 0) return -1;
            p = q + 1;
        } else {
            int n;
            uint32_t cp = utf8_decode(q, &n);
            p = q + n;
            if (cp >= 0x10000) {
                cp -= 0x10000;
                if (add_u_escape(sb, 0xD800 | (cp >> 10)) < 0 || add_u_escape(sb, 0xDC00 | (cp & 0x3FF)) < 0)
                    return -1;
            } else if (add_u_escape(sb, cp) < 0) {
                return -1;
            }
        }
    }
    return sb_add_byte(sb, '"');
}

static Object *encode_str_fn(Object *const *args, ssize_t nargs, Object *kwnames, const char *fname, bool ascii)
{
    if (args_no_kw(fname, kwnames) < 0 || args_count(fname, nargs, 1, 1) < 0) return NULL;
    if (!is_str(args[0]))
        return err_format(&Exc_TypeError, "first argument must be a string, not %.80s", TYPE_NAME(args[0]));
    StrBuilder sb;
    sb_init(&sb);
    if (add_string(&sb, args[0], ascii) < 0) {
        sb_discard(&sb);
        return NULL;
    }
    return sb_finish(&sb);
}

static Object *json_encode_basestring_ascii(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return encode_str_fn(args, nargs, kwnames, "encode_basestring_ascii", true);
}

static Object *json_encode_basestring(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return encode_str_fn(args, nargs, kwnames, "encode_basestring", false);
}

typedef struct {
    StrBuilder sb;
    bool check_circular, ascii, sort_keys, skipkeys, allow_nan;
    Object *default_fn, *key_sep, *item_sep;
    Object *indent;   /* NULL (one line) or the str of one level of indent */
    ssize_t level;    /* levels of indent at the value being written */
    Object **markers; /* the path from the root (check_circular only) */
    size_t nmarkers, cap;
} Encoder;

static int mark(Encoder *e, Object *o)
{
    if (!e->check_circular) return 0;
    for (size_t i = 0; i < e->nmarkers; i++)
        if (e->markers[i] == o) {
            err_set(&Exc_ValueError, "Circular reference detected");
            return -1;
        }
    if (e->nmarkers == e->cap) {
        size_t ncap = e->cap ? e->cap * 2 : 16;
        Object **m = realloc(e->markers, ncap * sizeof *m);
        if (m == NULL) {
            err_no_memory();
            return -1;
        }
        e->markers = m;
        e->cap = ncap;
    }
    e->markers[e->nmarkers++] = o;
    return 0;
}

static void unmark(Encoder *e)
{
    if (e->check_circular) e->nmarkers--;
}

static int add_float(Encoder *e, Object *o)
{
    double v = float_val(o);
    if (!isfinite(v)) {
        if (!e->allow_nan) {
            /* CPython's C encoder says less than its Python one (indent) */
            if (e->indent == NULL)
                err_set(&Exc_ValueError, "Out of range float values are not JSON compliant");
            else
                err_format(&Exc_ValueError, "Out of range float values are not JSON compliant: %R", o);
            return -1;
        }
        return sb_add_cstr(&e->sb, v > 0 ? "Infinity" : v < 0 ? "-Infinity" : "NaN");
    }
    char buf[40];
    int n = float_repr_buf(v, buf, sizeof buf);
    return sb_add(&e->sb, buf, (size_t)n);
}

static int add_int(Encoder *e, Object *o)
{
    int64_t v;
    if (int_as_i64(o, &v)) {
        char buf[24];
        int n = snprintf(buf, sizeof buf, "%lld", (long long)v);
        return sb_add(&e->sb, buf, (size_t)n);
    }
    Object *s = int_to_decimal_string(o);
    if (s == NULL) return -1;
    int rc = sb_add_str(&e->sb, s);
    DECREF(s);
    return rc;
}

/* With indent: '\n' and the indent of the current level. */
static int add_newline(Encoder *e)
{
    if (sb_add_byte(&e->sb, '\n') < 0) return -1;
    for (ssize_t i = 0; i < e->level; i++)
        if (sb_add_str(&e->sb, e->indent) < 0) return -1;
    return 0;
}

/* Open a container ('[' or '{'), its first line when indenting. */
static int open_container(Encoder *e, char c)
{
    if (sb_add_byte(&e->sb, c) < 0) return -1;
    if (e->indent == NULL) return 0;
    e->level++;
    return add_newline(e);
}

static int close_container(Encoder *e, char c)
{
    if (e->indent != NULL) {
        e->level--;
        if (add_newline(e) < 0) return -1;
    }
    return sb_add_byte(&e->sb, c);
}

static int add_item_sep(Encoder *e)
{
    if (sb_add_str(&e->sb, e->item_sep) < 0) return -1;
    return e->indent == NULL ? 0 : add_newline(e);
}

static inline bool is_float_any(Object *o) { return is_float(o) || type_is_subtype(TYPE(o), &Float_Type); }

static int encode_value(Encoder *e, Object *o);

static int encode_list(Encoder *e, Object *o)
{
    Object *seq = NULL;
    bool exact = is_list_exact(o) || is_tuple_exact(o);
    if (!exact && (seq = list_from_iterable(o)) == NULL) return -1;
    Object *src = exact ? o : seq;
    bool tuple = is_tuple_exact(src);
    ssize_t n = tuple ? tuple_len(src) : list_len(src);
    if (n == 0) {
        XDECREF(seq);
        return sb_add(&e->sb, "[]", 2);
    }
    int rc = -1;
    if (mark(e, o) < 0) goto out;
    if (open_container(e, '[') < 0) goto unmark;
    for (ssize_t i = 0;; i++) {
        Object *v;
        if (tuple) {
            if (i >= tuple_len(src)) break;
            v = NEWREF(tuple_get(src, i));
        } else {
            if (i >= list_len(src)) break;
            v = list_get(src, i);
            if (v == NULL) { /* shrunk meanwhile */
                err_clear();
                break;
            }
        }
        if (i > 0 && add_item_sep(e) < 0) {
            DECREF(v);
            goto unmark;
        }
        int r = encode_value(e, v);
        DECREF(v);
        if (r < 0) goto unmark;
    }
    rc = close_container(e, ']');
unmark:
    unmark(e);
out:
    XDECREF(seq);
    return rc;
}

/* A dict key as the str JSON writes (new ref), NULL + error, or NULL
 * without error when skipkeys drops it. */
static Object *key_text(Encoder *e, Object *k)
{
    if (is_str(k)) return NEWREF(k);
    if (is_float_any(k)) {
        StrBuilder saved = e->sb;
        sb_init(&e->sb);
        if (add_float(e, k) < 0) {
            sb_discard(&e->sb);
            e->sb = saved;
            return NULL;
        }
        Object *r = sb_finish(&e->sb);
        e->sb = saved;
        return r;
    }
    if (k == True) return NEWREF(STR_ID("true"));
    if (k == False) return NEWREF(STR_ID("false"));
    if (k == None) return NEWREF(STR_ID("null"));
    if (is_int(k)) return int_to_decimal_string(k);
    if (!e->skipkeys)
        err_format(&Exc_TypeError, "keys must be str, int, float, bool or None, not %.100s", TYPE_NAME(k));
    return NULL;
}

static int encode_dict(Encoder *e, Object *o)
{
    if (dict_len(o) == 0) return sb_add(&e->sb, "{}", 2);
    int rc = -1;
    Object *items = NULL;
    if (mark(e, o) < 0) return -1;
    if (is_dict_exact(o)) {
        items = dict_items_list(o);
    } else {
        Object *it = obj_call_method(o, "items", NULL, 0);
        if (it != NULL) {
            items = list_from_iterable(it);
            DECREF(it);
        }
    }
    if (items == NULL) goto out;
    if (e->sort_keys && list_sort(items, NULL, false) < 0) goto out;
    if (open_container(e, '{') < 0) goto out;
    bool first = true;
    for (ssize_t i = 0; i < list_len(items); i++) {
        Object *item = list_get(items, i);
        if (item == NULL) goto out;
        if (!is_tuple(item) || tuple_len(item) != 2) {
            DECREF(item);
            err_set(&Exc_ValueError, "items must return 2-tuples");
            goto out;
        }
        Object *kstr = key_text(e, tuple_get(item, 0));
        if (kstr == NULL) {
            DECREF(item);
            if (err_occurred()) goto out;
            continue;
        }
        int r = 0;
        if (!first) r = add_item_sep(e);
        first = false;
        if (r == 0) r = add_string(&e->sb, kstr, e->ascii);
        DECREF(kstr);
        if (r == 0) r = sb_add_str(&e->sb, e->key_sep);
        if (r == 0) r = encode_value(e, tuple_get(item, 1));
        DECREF(item);
        if (r < 0) goto out;
    }
    rc = close_container(e, '}');
out:
    XDECREF(items);
    unmark(e);
    return rc;
}

static int encode_value(Encoder *e, Object *o)
{
    if (o == None) return sb_add(&e->sb, "null", 4);
    if (o == True) return sb_add(&e->sb, "true", 4);
    if (o == False) return sb_add(&e->sb, "false", 5);
    if (is_str(o)) return add_string(&e->sb, o, e->ascii);
    if (is_int(o)) return add_int(e, o);
    if (is_float_any(o)) return add_float(e, o);
    int rc;
    if (is_list(o) || is_tuple(o)) {
        if (enter_nesting(" while encoding a JSON object") < 0) return -1;
        rc = encode_list(e, o);
        leave_nesting();
        return rc;
    }
    if (is_dict(o)) {
        if (enter_nesting(" while encoding a JSON object") < 0) return -1;
        rc = encode_dict(e, o);
        leave_nesting();
        return rc;
    }
    if (mark(e, o) < 0) return -1;
    Object *v = obj_call1(e->default_fn, o);
    if (v == NULL) {
        unmark(e);
        return -1;
    }
    if (enter_nesting(" while encoding a JSON object") < 0) {
        rc = -1;
    } else {
        rc = encode_value(e, v);
        leave_nesting();
    }
    DECREF(v);
    unmark(e);
    return rc;
}

/* encode(obj, check_circular, default, ensure_ascii, key_separator,
 * item_separator, sort_keys, skipkeys, allow_nan, indent) -> str; indent
 * None or a str (one level). */
static Object *json_encode(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("encode", kwnames) < 0 || args_count("encode", nargs, 10, 10) < 0) return NULL;
    Encoder e;
    memset(&e, 0, sizeof e);
    int flags[5];
    const int which[5] = {1, 3, 6, 7, 8};
    for (int i = 0; i < 5; i++)
        if ((flags[i] = obj_is_true(args[which[i]])) < 0) return NULL;
    e.check_circular = flags[0];
    e.ascii = flags[1];
    e.sort_keys = flags[2];
    e.skipkeys = flags[3];
    e.allow_nan = flags[4];
    e.default_fn = args[2];
    e.key_sep = args[4];
    e.item_sep = args[5];
    if (args[9] != None) {
        if (!is_str(args[9])) return err_format(&Exc_TypeError, "indent must be None or a str, not %.100s", TYPE_NAME(args[9]));
        e.indent = args[9];
    }
    if (!is_str(e.key_sep))
        return err_format(&Exc_TypeError, "make_encoder() argument 5 must be str, not %.100s", TYPE_NAME(e.key_sep));
    if (!is_str(e.item_sep))
        return err_format(&Exc_TypeError, "make_encoder() argument 6 must be str, not %.100s", TYPE_NAME(e.item_sep));
    sb_init(&e.sb);
    int rc = encode_value(&e, args[0]);
    free(e.markers);
    if (rc < 0) {
        sb_discard(&e.sb);
        return NULL;
    }
    return sb_finish(&e.sb);
}

static const MethodDef json_methods[] = {
    {"scan_once", json_scan_once, METH_DEFAULT},
    {"scanstring", json_scanstring, METH_DEFAULT},
    {"skip_ws", json_skip_ws, METH_DEFAULT},
    {"encode_basestring_ascii", json_encode_basestring_ascii, METH_DEFAULT},
    {"encode_basestring", json_encode_basestring, METH_DEFAULT},
    {"encode", json_encode, METH_DEFAULT},
    {NULL, NULL, 0},
};

int jsonmodule_init(void)
{
    json_module = module_new_builtin("_json", json_methods);
    return json_module == NULL ? -1 : 0;
}
