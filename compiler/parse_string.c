/* parse_string.c: string literals -> Constant / JoinedStr nodes.
 *
 * The idea: the lexer only finds where a literal ends; here its prefix
 * decides how the body is read (CPython's Parser/string_parser.c):
 *   - escapes (\n \x41 \u20ac \U0001F600 \101, backslash-newline) unless
 *     the literal is raw; unknown escapes such as \d stay as they are;
 *   - bytes literals hold ASCII only and have no \u / \U / \N escapes;
 *   - adjacent literals are concatenated ("a" 'b' f"{c}"), and mixing
 *     bytes with str is an error;
 *   - an f-string is split into literal text and replacement fields
 *     {expr!r:spec}; each expression's text is parsed by a sub-parser
 *     over "(expr)" -- the parentheses allow leading blanks and newlines,
 *     exactly as in CPython 3.11 -- and a format spec is itself an
 *     f-string, nested at most one level.
 * Escape errors reproduce CPython's text, whose byte positions refer to a
 * copy of the body where each non-ASCII character was spelt \UXXXXXXXX
 * (so a character before the error counts 10).
 *
 * What fpy simplifies: \N{name} escapes need the Unicode name database,
 * which fpy does not carry: they are a SyntaxError saying so.
 */
#include <stdlib.h>
#include <string.h>

#include "compiler/parser.h"

/* ---- a growing byte buffer -------------------------------------------------- */

typedef struct {
    char *data;
    size_t len, cap;
} Buf;

static int buf_add(Parser *p, Buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t ncap = b->cap ? b->cap * 2 : 64;
        while (ncap < b->len + n + 1) ncap *= 2;
        char *d = realloc(b->data, ncap);
        if (d == NULL) {
            p_no_memory(p);
            return -1;
        }
        b->data = d;
        b->cap = ncap;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = 0;
    return 0;
}

static int buf_add_cp(Parser *p, Buf *b, unsigned cp)
{
    char u[4];
    size_t n;
    if (cp < 0x80) { u[0] = (char)cp; n = 1; }
    else if (cp < 0x800) { u[0] = (char)(0xC0 | (cp >> 6)); u[1] = (char)(0x80 | (cp & 0x3F)); n = 2; }
    else if (cp < 0x10000) {
        u[0] = (char)(0xE0 | (cp >> 12)); u[1] = (char)(0x80 | ((cp >> 6) & 0x3F)); u[2] = (char)(0x80 | (cp & 0x3F)); n = 3;
    }
    else {
        u[0] = (char)(0xF0 | (cp >> 18)); u[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        u[2] = (char)(0x80 | ((cp >> 6) & 0x3F)); u[3] = (char)(0x80 | (cp & 0x3F)); n = 4;
    }
    return buf_add(p, b, u, n);
}

static void buf_free(Buf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}

/* ---- escapes ------------------------------------------------------------------ */

static int hexval(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* CPython's UnicodeDecodeError text for an escape from tpos to tend. */
static int unicode_error(Parser *p, long tpos, long tend, const char *why)
{
    p_error_last(p, "(unicode error) 'unicodeescape' codec can't decode bytes in position %ld-%ld: %s", tpos, tend - 1, why);
    return -1;
}

/* Decode the body s[0..n) of a str literal into out (UTF-8). */
static int decode_str(Parser *p, const char *s, size_t n, bool raw, Buf *out)
{
    if (raw) return buf_add(p, out, s, n);
    const char *end = s + n;
    long tpos = 0; /* position in CPython's \U-expanded copy of the body */
    while (s < end) {
        if (*s != '\\') {
            const char *q = s;
            while (q < end && *q != '\\') {
                tpos += ((unsigned char)*q & 0x80) ? (((unsigned char)*q & 0xC0) == 0xC0 ? 10 : 0) : 1;
                q++;
            }
            if (buf_add(p, out, s, (size_t)(q - s)) < 0) return -1;
            s = q;
            continue;
        }
        long start = tpos;
        s++;
        tpos++;
        if (s >= end) return unicode_error(p, start, tpos, "\\ at end of string");
        unsigned char c = (unsigned char)*s++;
        if (c & 0x80) {
            /* a backslash before a non-ASCII character stays a backslash */
            tpos += 5;
            s--;
            if (buf_add(p, out, "\\", 1) < 0) return -1;
            continue;
        }
        tpos++;
        unsigned ch;
        int count;
        const char *msg;
        switch (c) {
        case '\n': continue;
        case '\\': ch = '\\'; break;
        case '\'': ch = '\''; break;
        case '"': ch = '"'; break;
        case 'b': ch = '\b'; break;
        case 'f': ch = '\f'; break;
        case 't': ch = '\t'; break;
        case 'n': ch = '\n'; break;
        case 'r': ch = '\r'; break;
        case 'v': ch = '\v'; break;
        case 'a': ch = '\a'; break;
        case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7':
            ch = c - '0';
            if (s < end && *s >= '0' && *s <= '7') {
                ch = ch * 8 + (unsigned)(*s++ - '0');
                tpos++;
                if (s < end && *s >= '0' && *s <= '7') {
                    ch = ch * 8 + (unsigned)(*s++ - '0');
                    tpos++;
                }
            }
            break;
        case 'x': count = 2; msg = "truncated \\xXX escape"; goto hex;
        case 'u': count = 4; msg = "truncated \\uXXXX escape"; goto hex;
        case 'U':
            count = 8;
            msg = "truncated \\UXXXXXXXX escape";
        hex:
            for (ch = 0; count; count--, s++, tpos++) {
                int v = s < end ? hexval((unsigned char)*s) : -1;
                if (v < 0) return unicode_error(p, start, tpos, msg);
                ch = ch * 16 + (unsigned)v;
            }
            if (ch > 0x10FFFF) return unicode_error(p, start, tpos, "illegal Unicode character");
            break;
        case 'N':
            if (s >= end || *s != '{') return unicode_error(p, start, tpos, "malformed \\N character escape");
            p_error_last(p, "(unicode error) \\N{...} escapes are not supported by fpy (no Unicode name database)");
            return -1;
        default:
            /* unknown escape: kept as written */
            if (buf_add(p, out, "\\", 1) < 0) return -1;
            ch = c;
            break;
        }
        if (buf_add_cp(p, out, ch) < 0) return -1;
    }
    return 0;
}

/* Decode the body of a bytes literal. */
static int decode_bytes(Parser *p, const char *s, size_t n, bool raw, Buf *out)
{
    if (raw) return buf_add(p, out, s, n);
    const char *begin = s, *end = s + n;
    while (s < end) {
        if (*s != '\\') {
            const char *q = s;
            while (q < end && *q != '\\') q++;
            if (buf_add(p, out, s, (size_t)(q - s)) < 0) return -1;
            s = q;
            continue;
        }
        s++;
        char c = *s++;
        unsigned ch;
        switch (c) {
        case '\n': continue;
        case '\\': ch = '\\'; break;
        case '\'': ch = '\''; break;
        case '"': ch = '"'; break;
        case 'b': ch = '\b'; break;
        case 'f': ch = '\f'; break;
        case 't': ch = '\t'; break;
        case 'n': ch = '\n'; break;
        case 'r': ch = '\r'; break;
        case 'v': ch = '\v'; break;
        case 'a': ch = '\a'; break;
        case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7':
            ch = (unsigned)(c - '0');
            if (s < end && *s >= '0' && *s <= '7') {
                ch = ch * 8 + (unsigned)(*s++ - '0');
                if (s < end && *s >= '0' && *s <= '7') ch = ch * 8 + (unsigned)(*s++ - '0');
            }
            ch &= 0xFF;
            break;
        case 'x': {
            int d1 = s < end ? hexval((unsigned char)s[0]) : -1;
            int d2 = s + 1 < end ? hexval((unsigned char)s[1]) : -1;
            if (d1 < 0 || d2 < 0) {
                p_error_last(p, "(value error) invalid \\x escape at position %ld", (long)(s - 2 - begin));
                return -1;
            }
            ch = (unsigned)(d1 * 16 + d2);
            s += 2;
            break;
        }
        default:
            if (buf_add(p, out, "\\", 1) < 0) return -1;
            ch = (unsigned char)c;
            break;
        }
        char b = (char)ch;
        if (buf_add(p, out, &b, 1) < 0) return -1;
    }
    return 0;
}

/* ---- the prefix --------------------------------------------------------------- */

typedef struct {
    bool bytes, raw, fstr;
    const char *body; /* after the opening quote(s) */
    size_t len;       /* without the closing quote(s) */
} Lit;

static Lit literal_parts(Token *t)
{
    Lit l = {false, false, false, NULL, 0};
    const char *s = t->start;
    while (*s != '\'' && *s != '"') {
        char c = *s++;
        if (c == 'b' || c == 'B') l.bytes = true;
        else if (c == 'r' || c == 'R') l.raw = true;
        else if (c == 'f' || c == 'F') l.fstr = true;
    }
    size_t q = (t->start + t->len - s >= 6 && s[0] == s[1] && s[1] == s[2]) ? 3 : 1;
    l.body = s + q;
    l.len = (size_t)(t->start + t->len - s) - 2 * q;
    return l;
}

/* ---- f-strings ------------------------------------------------------------------ */

typedef struct {
    Parser *p;
    SeqBuf values;   /* Constant str and FormattedValue nodes */
    Buf last;        /* literal text not yet turned into a Constant */
    bool has_last;
    Pos pos;         /* of the whole string (all tokens) */
} FState;

static Expr *str_node(Parser *p, const char *s, size_t n, Pos pos)
{
    /* lone surrogates ('\ud800') are legal in a str literal */
    Object *v = str_from_utf8_surrogates(s, (ssize_t)n);
    if (v == NULL) {
        err_clear();
        return p_no_memory(p);
    }
    v = p_constant(p, v);
    if (v == NULL) return NULL;
    return p_constant_expr(p, v, pos);
}

static int flush_literal(FState *st)
{
    if (!st->has_last) return 0;
    Expr *c = str_node(st->p, st->last.data ? st->last.data : "", st->last.len, st->pos);
    st->last.len = 0;
    st->has_last = false;
    if (c == NULL) return -1;
    return p_seq_push(st->p, &st->values, c);
}

static int fstring_parse(FState *st, const char **str, const char *end, bool raw, int recurse_lvl, Token *t);

/* The expression text [a, b) of a replacement field inside the literal of
 * token t: a Python expression parsed by a sub-parser. */
static Expr *fstring_compile_expr(Parser *p, const char *a, const char *b, Token *t)
{
    const char *s = a;
    while (s < b && (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\f')) s++;
    if (s == b) {
        if (*b == '!' || *b == ':' || *b == '=')
            return p_error_last(p, "f-string: expression required before '%c'", *b);
        return p_error_last(p, "f-string: empty expression not allowed");
    }
    /* where the expression sits in the file */
    int line = t->lineno, col = t->col;
    for (const char *q = t->start; q < a; q++) {
        if (*q == '\n') {
            line++;
            col = 0;
        }
        else {
            col++;
        }
    }
    size_t n = (size_t)(b - a);
    char *text = malloc(n + 3);
    if (text == NULL) return p_no_memory(p);
    text[0] = '(';
    memcpy(text + 1, a, n);
    text[n + 1] = ')';
    text[n + 2] = 0;

    Parser sub;
    Expr *e = NULL;
    if (parser_init(&sub, text, n + 2, p->filename, p->arena) == 0) {
        sub.parent = p;
        sub.fstring_text = text;
        sub.line_offset = line - 1;
        sub.col_offset = col - 1;
        sub.depth = p->depth;
        /* CPython compiles each f-string expression with a parser of its
         * own, whose levels start again from zero */
        sub.level = PL_FSTRING;
        /* move the tokens to their place in the file */
        for (int i = 0; i < sub.ntoks; i++) {
            Token *k = &sub.toks[i];
            if (k->lineno == 1) k->col += col - 1;
            if (k->end_lineno == 1) k->end_col += col - 1;
            k->lineno += line - 1;
            k->end_lineno += line - 1;
        }
        e = p_star_expressions(&sub);
        if (e != NULL && !p_check(&sub, T_NEWLINE)) e = p_syntax_error(&sub);
    }
    else {
        sub.fstring_text = text;
        sub.parent = p;
    }
    if (e == NULL) {
        parser_finish_error(&sub);
        if (!p->failed || p->err.soft) {
            p->failed = true;
            p->err = sub.err;
        }
    }
    parser_fini(&sub);
    free(text);
    return e;
}

/* After '{': the expression, optional '=', '!c', ':spec', and '}'. */
static int fstring_find_expr(FState *st, const char **str, const char *end, bool raw, int recurse_lvl, Token *t)
{
    Parser *p = st->p;
    char parenstack[LEX_MAXLEVEL];
    int nested = 0;
    char quote = 0;
    int string_type = 0;
    if (recurse_lvl >= 2) {
        p_error_last(p, "f-string: expressions nested too deeply");
        return -1;
    }
    *str += 1;
    const char *expr_start = *str;
    for (; *str < end; (*str)++) {
        char ch = **str;
        if (ch == '\\') {
            p_error_last(p, "f-string expression part cannot include a backslash");
            return -1;
        }
        if (quote) {
            if (ch == quote) {
                if (string_type == 3) {
                    if (*str + 2 < end && (*str)[1] == ch && (*str)[2] == ch) {
                        *str += 2;
                        string_type = 0;
                        quote = 0;
                    }
                }
                else {
                    string_type = 0;
                    quote = 0;
                }
            }
            continue;
        }
        if (ch == '\'' || ch == '"') {
            if (*str + 2 < end && (*str)[1] == ch && (*str)[2] == ch) {
                string_type = 3;
                *str += 2;
            }
            else {
                string_type = 1;
            }
            quote = ch;
        }
        else if (ch == '[' || ch == '{' || ch == '(') {
            if (nested >= LEX_MAXLEVEL) {
                p_error_last(p, "f-string: too many nested parenthesis");
                return -1;
            }
            parenstack[nested++] = ch;
        }
        else if (ch == '#') {
            p_error_last(p, "f-string expression part cannot include '#'");
            return -1;
        }
        else if (nested == 0 && (ch == '!' || ch == ':' || ch == '}' || ch == '=' || ch == '>' || ch == '<')) {
            if (*str + 1 < end) {
                char next = (*str)[1];
                if ((ch == '!' && next == '=') || (ch == '=' && next == '=') || (ch == '<' && next == '=') ||
                    (ch == '>' && next == '=')) {
                    *str += 1;
                    continue;
                }
            }
            if (ch == '>' || ch == '<') continue;
            break;
        }
        else if (ch == ']' || ch == '}' || ch == ')') {
            if (nested == 0) {
                p_error_last(p, "f-string: unmatched '%c'", ch);
                return -1;
            }
            int opening = parenstack[--nested];
            if (!((opening == '(' && ch == ')') || (opening == '[' && ch == ']') || (opening == '{' && ch == '}'))) {
                p_error_last(p, "f-string: closing parenthesis '%c' does not match opening parenthesis '%c'", ch, opening);
                return -1;
            }
        }
    }
    const char *expr_end = *str;
    if (quote) {
        p_error_last(p, "f-string: unterminated string");
        return -1;
    }
    if (nested) {
        p_error_last(p, "f-string: unmatched '%c'", parenstack[nested - 1]);
        return -1;
    }
    if (*str >= end) goto unexpected_end;

    Expr *value = fstring_compile_expr(p, expr_start, expr_end, t);
    if (value == NULL) return -1;

    bool debug = false;
    if (**str == '=') {
        *str += 1;
        while (*str < end && (**str == ' ' || **str == '\t' || **str == '\n' || **str == '\f' || **str == '\r' ||
                              **str == '\v'))
            *str += 1;
        if (*str >= end) goto unexpected_end;
        /* the expression's text, '=' and blanks included, is literal text */
        if (buf_add(p, &st->last, expr_start, (size_t)(*str - expr_start)) < 0) return -1;
        st->has_last = true;
        debug = true;
    }
    int conversion = -1;
    if (**str == '!') {
        *str += 1;
        if (*str >= end) goto unexpected_end;
        conversion = (unsigned char)**str;
        *str += 1;
        if (!(conversion == 's' || conversion == 'r' || conversion == 'a')) {
            p_error_last(p, "f-string: invalid conversion character: expected 's', 'r', or 'a'");
            return -1;
        }
    }
    Expr *spec = NULL;
    if (*str < end && **str == ':') {
        *str += 1;
        if (*str >= end) goto unexpected_end;
        FState sub = {p, {0, 0, NULL}, {NULL, 0, 0}, false, st->pos};
        int rc = fstring_parse(&sub, str, end, raw, recurse_lvl + 1, t);
        if (rc == 0) rc = flush_literal(&sub);
        buf_free(&sub.last);
        if (rc < 0) return -1;
        spec = p_expr(p, E_JOINEDSTR, st->pos);
        if (spec == NULL) return -1;
        spec->u.joinedstr.values = p_seq_done(&sub.values);
    }
    if (*str >= end || **str != '}') goto unexpected_end;
    *str += 1;
    if (debug && spec == NULL && conversion == -1) conversion = 'r';

    if (flush_literal(st) < 0) return -1;
    Expr *fv = p_expr(p, E_FORMATTEDVALUE, st->pos);
    if (fv == NULL) return -1;
    fv->u.formatted.value = value;
    fv->u.formatted.conversion = conversion;
    fv->u.formatted.format_spec = spec;
    return p_seq_push(p, &st->values, fv);

unexpected_end:
    p_error_last(p, "f-string: expecting '}'");
    return -1;
}

/* Literal text up to a '{' starting a field (or '}' ending a spec).
 * Returns 1 after a doubled brace (the caller loops), 0, or -1. */
static int fstring_find_literal(FState *st, const char **str, const char *end, bool raw, int recurse_lvl)
{
    Parser *p = st->p;
    const char *s = *str, *literal_start = s;
    int result = 0;
    while (s < end) {
        char ch = *s++;
        if (!raw && ch == '\\' && s < end) {
            ch = *s++;
            if (ch == 'N') {
                if (s < end && *s++ == '{') {
                    while (s < end && *s++ != '}') {
                    }
                }
                continue;
            }
        }
        if (ch == '{' || ch == '}') {
            if (recurse_lvl == 0) {
                if (s < end && *s == ch) {
                    /* doubled brace: the literal ends with one of them */
                    *str = s + 1;
                    result = 1;
                    goto done;
                }
                if (ch == '}') {
                    p_error_last(p, "f-string: single '}' is not allowed");
                    return -1;
                }
            }
            s--;
            break;
        }
    }
    *str = s;
done:
    if (literal_start != s) {
        st->has_last = true;
        if (decode_str(p, literal_start, (size_t)(s - literal_start), raw, &st->last) < 0) return -1;
    }
    return result;
}

static int fstring_parse(FState *st, const char **str, const char *end, bool raw, int recurse_lvl, Token *t)
{
    Parser *p = st->p;
    for (;;) {
        int r = fstring_find_literal(st, str, end, raw, recurse_lvl);
        if (r < 0) return -1;
        if (r == 1) continue;
        if (*str >= end || **str == '}') break;
        if (fstring_find_expr(st, str, end, raw, recurse_lvl, t) < 0) return -1;
    }
    if (recurse_lvl == 0 && *str < end) {
        p_error_last(p, "f-string: unexpected end of string");
        return -1;
    }
    if (recurse_lvl != 0 && (*str >= end || **str != '}')) {
        p_error_last(p, "f-string: expecting '}'");
        return -1;
    }
    return 0;
}

/* ---- adjacent literals ------------------------------------------------------------ */

Expr *p_strings(Parser *p)
{
    int first = p->pos;
    while (p_check(p, T_STRING)) p_next(p);
    int last = p->pos;
    Pos pos = p_span(p_tok_pos(&p->toks[first]), p_tok_pos(&p->toks[last - 1]));

    /* Token by token in CPython's order: decode it, check it does not mix
     * bytes and str with the previous ones, then parse it if an f-string. */
    bool bytesmode = false, fmode = false;
    Buf b = {NULL, 0, 0};
    FState st = {p, {0, 0, NULL}, {NULL, 0, 0}, false, pos};
    for (int i = first; i < last; i++) {
        Token *t = &p->toks[i];
        Lit l = literal_parts(t);
        if (l.bytes) {
            for (size_t k = 0; k < l.len; k++) {
                if ((unsigned char)l.body[k] >= 0x80) {
                    p_error_tok(p, t, "bytes can only contain ASCII literal characters");
                    goto fail;
                }
            }
        }
        Buf piece = {NULL, 0, 0};
        if (!l.fstr) {
            int rc = l.bytes ? decode_bytes(p, l.body, l.len, l.raw, &piece) : decode_str(p, l.body, l.len, l.raw, &piece);
            if (rc < 0) {
                buf_free(&piece);
                goto fail;
            }
        }
        if (i > first && l.bytes != bytesmode) {
            buf_free(&piece);
            p_error_last(p, "cannot mix bytes and nonbytes literals");
            goto fail;
        }
        bytesmode = l.bytes;
        if (l.fstr) {
            fmode = true;
            const char *s = l.body;
            if (fstring_parse(&st, &s, l.body + l.len, l.raw, 0, t) < 0) goto fail;
        }
        else {
            int rc = l.bytes ? buf_add(p, &b, piece.data ? piece.data : "", piece.len)
                             : (st.has_last = true, buf_add(p, &st.last, piece.data ? piece.data : "", piece.len));
            buf_free(&piece);
            if (rc < 0) goto fail;
        }
    }

    if (bytesmode) {
        Object *v = bytes_from(b.data ? b.data : "", (ssize_t)b.len);
        buf_free(&b);
        if (v == NULL) {
            err_clear();
            return p_no_memory(p);
        }
        v = p_constant(p, v);
        return v ? p_constant_expr(p, v, pos) : NULL;
    }
    if (!fmode) {
        Expr *c = str_node(p, st.last.data ? st.last.data : "", st.last.len, pos);
        buf_free(&st.last);
        return c;
    }
    if (flush_literal(&st) < 0) goto fail;
    buf_free(&st.last);
    Expr *j = p_expr(p, E_JOINEDSTR, pos);
    if (j) j->u.joinedstr.values = p_seq_done(&st.values);
    return j;
fail:
    buf_free(&b);
    buf_free(&st.last);
    return NULL;
}
