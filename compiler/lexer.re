/* lexer.re: Python source text -> tokens.  re2c turns this file into
 * lexer.c (meson: re2c -W --no-generation-date --utf8).
 *
 * The idea: CPython's tokenizer (Parser/tokenizer.c) is a hand-written
 * state machine whose decisions -- where a line's indentation is measured,
 * when a NEWLINE is emitted, which error wins and at which column -- are
 * part of the language as users see it (the last line of a SyntaxError).
 * This file keeps that control structure (lex_one follows tok_get step by
 * step, with the same names: atbol, pendin, indstack/altindstack, level,
 * parenstack) and lets re2c do what it is good at: the longest-match
 * choice between operators, keywords, names and string prefixes, and the
 * Unicode tables that decide which characters may appear in identifiers.
 *
 * Invariants:
 *   - the text is valid UTF-8 without NUL bytes (checked first), ends
 *     with '\n' (added if missing) and a NUL sentinel; \r\n and \r are
 *     read as \n, as CPython's file reader does;
 *   - lineno advances lazily: after a '\n' has been read, the line number
 *     changes only when the next character is read, so a NEWLINE token
 *     belongs to the line it ends (CPython's tok_nextc behaves the same);
 *   - INDENT/DEDENT come from the indentation stack: tabs advance to the
 *     next multiple of 8, and a second measure (tabs count 1) must agree
 *     on every comparison, or the indentation is ambiguous: TabError;
 *   - brackets nest at most LEX_MAXLEVEL deep, which also bounds the
 *     parser's recursion on bracketed expressions.
 *
 * What fpy simplifies: no interactive mode, no type comments, no encoding
 * declarations other than UTF-8, identifiers are not NFKC-normalised.
 * Strings are found here but decoded by the parser (compiler/
 * parse_string.c), which is where CPython decodes them too.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/lexer.h"

/*!include:re2c "unicode_categories.re" */

/*!re2c
    re2c:define:YYCTYPE = "unsigned char";
    re2c:yyfill:enable = 0;

    nonascii = [\x80-\U0010FFFF];
    idstart = [a-zA-Z_] | nonascii;
    idchar = [a-zA-Z0-9_] | nonascii;
    quote = ['"];
    strprefix = [bBrRuUfF] | [bB][rR] | [rR][bBfF] | [fF][rR];
*/

#define TABSIZE 8
#define EOFC (-1)

static const char *const kind_names[] = {
#define TOK_NAME(kind, spelling) #kind,
    TOKEN_LIST(TOK_NAME)
#undef TOK_NAME
};
static const char *const kind_spellings[] = {
#define TOK_SPELL(kind, spelling) spelling,
    TOKEN_LIST(TOK_SPELL)
#undef TOK_SPELL
};

const char *token_kind_name(int kind)
{
    return kind >= 0 && kind < T__COUNT ? kind_names[kind] : "?";
}

const char *token_spelling(int kind)
{
    return kind >= 0 && kind < T__COUNT ? kind_spellings[kind] : NULL;
}

/* ---- UTF-8 helpers ------------------------------------------------------ */

int lexer_utf8_count(const char *s, size_t nbytes)
{
    int n = 0;
    for (size_t i = 0; i < nbytes && s[i]; i++)
        if (((unsigned char)s[i] & 0xC0) != 0x80) n++;
    return n;
}

unsigned lexer_utf8_decode(const unsigned char *s, int *len)
{
    unsigned c = s[0];
    if (c < 0x80) { *len = 1; return c; }
    if (c < 0xE0) { *len = 2; return ((c & 0x1F) << 6) | (s[1] & 0x3F); }
    if (c < 0xF0) { *len = 3; return ((c & 0x0F) << 12) | ((s[1] & 0x3F) << 6) | (s[2] & 0x3F); }
    *len = 4;
    return ((c & 0x07) << 18) | ((s[1] & 0x3F) << 12) | ((s[2] & 0x3F) << 6) | (s[3] & 0x3F);
}

/* Length of the valid UTF-8 sequence at s (strict: no overlongs, no
 * surrogates, nothing above U+10FFFF), or 0. */
static int utf8_valid_seq(const unsigned char *s, const unsigned char *end)
{
    unsigned c = s[0];
    if (c < 0x80) return 1;
    int n;
    unsigned min;
    if (c >= 0xC2 && c <= 0xDF) { n = 2; min = 0x80; }
    else if (c >= 0xE0 && c <= 0xEF) { n = 3; min = 0x800; }
    else if (c >= 0xF0 && c <= 0xF4) { n = 4; min = 0x10000; }
    else return 0;
    if (end - s < n) return 0;
    for (int i = 1; i < n; i++)
        if ((s[i] & 0xC0) != 0x80) return 0;
    int len;
    unsigned cp = lexer_utf8_decode(s, &len);
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return n;
}

int lexer_utf8_ident_class(const unsigned char *s, int *len)
{
    const unsigned char *YYCURSOR = s, *YYMARKER = s;
    (void)YYMARKER;
    int r;
    /*!re2c
        xid_start = [a-zA-Z_] | L | Nl | [\u2118\u212e\u309b\u309c\u1885\u1886];
        xid_cont = [0-9] | Mn | Mc | Nd | Pc | [\u00b7\u0387\u1369-\u1371\u19da];
        xid_start { r = 1; goto done; }
        xid_cont  { r = 2; goto done; }
        nonascii  { r = 0; goto done; }
        *         { r = 0; goto done; }
    */
done:
    *len = (int)(YYCURSOR - s);
    return r;
}

bool lexer_utf8_printable(const unsigned char *s)
{
    const unsigned char *YYCURSOR = s, *YYMARKER = s;
    (void)YYMARKER;
    /*!re2c
        " "                             { return true; }
        Cc | Cf | Cs | Co | Cn | Zl | Zp | Zs { return false; }
        nonascii                        { return true; }
        *                               { return true; }
    */
}

/* ---- the lexer state ---------------------------------------------------- */

typedef struct {
    const char *buf;        /* the text (LexResult.src) */
    const char *end;        /* buf + len: the NUL sentinel */
    const char *cur;        /* next character to read */
    const char *line_start; /* start of the current line */
    const char *start;      /* start of the current token */
    int lineno;
    bool pending_nl;        /* a '\n' was read: the next read starts a line */
    bool atbol;             /* at the beginning of a line */
    int pendin;             /* pending INDENTs (>0) or DEDENTs (<0) */
    int indent;             /* top of the indentation stacks */
    int indstack[LEX_MAXINDENT];
    int altindstack[LEX_MAXINDENT];
    int level;              /* bracket depth */
    char parenstack[LEX_MAXLEVEL];
    int parenlinenostack[LEX_MAXLEVEL];
    int parencolstack[LEX_MAXLEVEL];
    int first_lineno;       /* of the current (string) token */
    const char *multi_line_start;
    LexResult *out;
    int cap;
} Lex;

static int nextc(Lex *L)
{
    if (L->cur >= L->end) return EOFC; /* at EOF the line does not change */
    if (L->pending_nl) {
        L->pending_nl = false;
        L->lineno++;
        L->line_start = L->cur;
    }
    int c = (unsigned char)*L->cur++;
    if (c == '\n') L->pending_nl = true;
    return c;
}

static void backup(Lex *L, int c)
{
    if (c == EOFC) return;
    L->cur--;
    if (c == '\n') L->pending_nl = false;
}

/* Characters from the line start to p (CPython counts columns of
 * tokenizer errors in characters). */
static int chars_to(Lex *L, const char *p)
{
    return p <= L->line_start ? 0 : lexer_utf8_count(L->line_start, (size_t)(p - L->line_start));
}

static void set_error(Lex *L, LexErrKind kind, int lineno, int offset, int end_lineno,
                      int end_offset, const char *fmt, va_list ap)
{
    LexError *e = &L->out->err;
    e->kind = kind;
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    e->lineno = lineno;
    e->offset = offset;
    e->end_lineno = end_lineno;
    e->end_offset = end_offset;
    e->raised = false;
}

/* CPython's syntaxerror(): located at the current position. */
static int syntaxerror(Lex *L, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int col = chars_to(L, L->cur);
    set_error(L, LEXERR_SYNTAX, L->lineno, col, L->lineno, col, fmt, ap);
    L->out->err.raised = true;
    va_end(ap);
    return T_ERRORTOKEN;
}

/* CPython's syntaxerror_known_range(): offsets given (1-based). */
static int syntaxerror_range(Lex *L, int col, int end_col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    set_error(L, LEXERR_SYNTAX, L->lineno, col, L->lineno, end_col, fmt, ap);
    L->out->err.raised = true;
    va_end(ap);
    return T_ERRORTOKEN;
}

/* Errors CPython's parser raises for a tokenizer state (tokenizer_error
 * in pegen.c); `offset` as the parser computes it, in bytes (CPython's
 * own syntaxerror() above counts characters). */
static int state_error(Lex *L, LexErrKind kind, int offset, int end_offset, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    set_error(L, kind, L->lineno, offset, L->lineno, end_offset, fmt, ap);
    va_end(ap);
    return T_ERRORTOKEN;
}

/* E_TABSPACE: TabError located at column 1 of the offending line. */
static int indenterror(Lex *L)
{
    return state_error(L, LEXERR_TAB, 1, 0, "inconsistent use of tabs and spaces in indentation");
}

/* ---- numbers (tok_get's number branch, step by step) ---------------------- */

static bool is_digit(int c) { return c >= '0' && c <= '9'; }
static bool is_xdigit(int c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
static bool is_potential_identifier_char(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || is_digit(c) || c >= 128;
}

static bool lookahead(Lex *L, const char *test)
{
    const char *p = L->cur;
    size_t n = strlen(test);
    return (size_t)(L->end - p) >= n && memcmp(p, test, n) == 0 &&
           !is_potential_identifier_char(n < (size_t)(L->end - p) ? (unsigned char)p[n] : 0);
}

/* After a number: a letter directly following it is an error ("1abc"),
 * except the keywords valid code may put there ("1if x else y": CPython
 * only warns). */
static bool verify_end_of_number(Lex *L, int c, const char *kind)
{
    bool r = false;
    if (c == 'a') r = lookahead(L, "nd");
    else if (c == 'e') r = lookahead(L, "lse");
    else if (c == 'f') r = lookahead(L, "or");
    else if (c == 'i') {
        int c2 = L->cur < L->end ? (unsigned char)*L->cur : 0;
        r = c2 == 'f' || c2 == 'n' || c2 == 's';
    }
    else if (c == 'o') r = lookahead(L, "r");
    else if (c == 'n') r = lookahead(L, "ot");
    if (r) return true;
    if (c < 128 && c != EOFC && is_potential_identifier_char(c)) {
        backup(L, c);
        syntaxerror(L, "invalid %s literal", kind);
        return false;
    }
    return true;
}

/* Digits and single underscores; returns the character after them, or 0
 * after an error. */
static int decimal_tail(Lex *L)
{
    int c;
    for (;;) {
        do c = nextc(L); while (is_digit(c));
        if (c != '_') break;
        c = nextc(L);
        if (!is_digit(c)) {
            backup(L, c);
            syntaxerror(L, "invalid decimal literal");
            return 0;
        }
    }
    return c;
}

/* The radix-prefixed forms 0x / 0o / 0b; c is the prefix letter's successor. */
static int radix_number(Lex *L, int radix)
{
    const char *kind = radix == 16 ? "hexadecimal" : radix == 8 ? "octal" : "binary";
    int c = nextc(L);
    do {
        if (c == '_') c = nextc(L);
        bool ok = radix == 16 ? is_xdigit(c) : (c >= '0' && c < '0' + radix);
        if (!ok) {
            if (radix != 16 && is_digit(c))
                return syntaxerror(L, "invalid digit '%c' in %s literal", c, kind);
            backup(L, c);
            return syntaxerror(L, "invalid %s literal", kind);
        }
        do c = nextc(L);
        while (radix == 16 ? is_xdigit(c) : (c >= '0' && c < '0' + radix));
    } while (c == '_');
    if (radix != 16 && is_digit(c))
        return syntaxerror(L, "invalid digit '%c' in %s literal", c, kind);
    if (!verify_end_of_number(L, c, kind)) return T_ERRORTOKEN;
    backup(L, c);
    return T_NUMBER;
}

/* c: the first character ('.' followed by a digit, or a digit). */
static int number(Lex *L, int c)
{
    if (c == '.') {
        c = nextc(L);
        goto fraction;
    }
    if (c == '0') {
        c = nextc(L);
        if (c == 'x' || c == 'X') return radix_number(L, 16);
        if (c == 'o' || c == 'O') return radix_number(L, 8);
        if (c == 'b' || c == 'B') return radix_number(L, 2);
        bool nonzero = false;
        /* maybe old-style octal; in any case allow '0' as a literal */
        for (;;) {
            if (c == '_') {
                c = nextc(L);
                if (!is_digit(c)) {
                    backup(L, c);
                    return syntaxerror(L, "invalid decimal literal");
                }
            }
            if (c != '0') break;
            c = nextc(L);
        }
        const char *zeros_end = L->cur;
        if (is_digit(c)) {
            nonzero = true;
            c = decimal_tail(L);
            if (c == 0) return T_ERRORTOKEN;
        }
        if (c == '.') {
            c = nextc(L);
            goto fraction;
        }
        if (c == 'e' || c == 'E') goto exponent;
        if (c == 'j' || c == 'J') goto imaginary;
        if (nonzero) {
            backup(L, c);
            return syntaxerror_range(L, (int)(L->start + 1 - L->line_start), (int)(zeros_end - L->line_start),
                                     "leading zeros in decimal integer literals are not permitted; "
                                     "use an 0o prefix for octal integers");
        }
        if (!verify_end_of_number(L, c, "decimal")) return T_ERRORTOKEN;
        backup(L, c);
        return T_NUMBER;
    }
    /* decimal */
    c = decimal_tail(L);
    if (c == 0) return T_ERRORTOKEN;
    if (c == '.') {
        c = nextc(L);
    fraction:
        if (is_digit(c)) {
            c = decimal_tail(L);
            if (c == 0) return T_ERRORTOKEN;
        }
    }
    if (c == 'e' || c == 'E') {
        int e;
    exponent:
        e = c;
        c = nextc(L);
        if (c == '+' || c == '-') {
            c = nextc(L);
            if (!is_digit(c)) {
                backup(L, c);
                return syntaxerror(L, "invalid decimal literal");
            }
        }
        else if (!is_digit(c)) {
            backup(L, c);
            if (!verify_end_of_number(L, e, "decimal")) return T_ERRORTOKEN;
            backup(L, e);
            return T_NUMBER;
        }
        c = decimal_tail(L);
        if (c == 0) return T_ERRORTOKEN;
    }
    if (c == 'j' || c == 'J') {
    imaginary:
        c = nextc(L);
        if (!verify_end_of_number(L, c, "imaginary")) return T_ERRORTOKEN;
    }
    else if (!verify_end_of_number(L, c, "decimal")) {
        return T_ERRORTOKEN;
    }
    backup(L, c);
    return T_NUMBER;
}

/* ---- strings: find the end; the parser decodes --------------------------- */

/* L->cur is just past the opening quote `quote`. */
static int string(Lex *L, int quote)
{
    int quote_size = 1, end_quote_size = 0;
    L->first_lineno = L->lineno;
    L->multi_line_start = L->line_start;
    int c = nextc(L);
    if (c == quote) {
        c = nextc(L);
        if (c == quote) quote_size = 3;
        else end_quote_size = 1; /* empty string */
    }
    if (c != quote) backup(L, c);
    while (end_quote_size != quote_size) {
        c = nextc(L);
        if (c == EOFC || (quote_size == 1 && c == '\n')) {
            /* Reported from the opening quote, with the line where the
             * tokenizer gave up. */
            int detected = L->lineno;
            L->cur = L->start + 1;
            L->line_start = L->multi_line_start;
            L->lineno = L->first_lineno;
            if (quote_size == 3)
                return syntaxerror(L, "unterminated triple-quoted string literal (detected at line %d)", detected);
            return syntaxerror(L, "unterminated string literal (detected at line %d)", detected);
        }
        if (c == quote) {
            end_quote_size++;
        }
        else {
            end_quote_size = 0;
            if (c == '\\') nextc(L); /* skip the escaped character */
        }
    }
    return T_STRING;
}

/* ---- identifiers ---------------------------------------------------------- */

/* The token [L->start, L->cur) was scanned greedily as an identifier (any
 * non-ASCII character may be part of one); check its characters as
 * CPython's verify_identifier does, reporting the first bad one. */
static int verify_identifier(Lex *L)
{
    const unsigned char *p = (const unsigned char *)L->start;
    const unsigned char *e = (const unsigned char *)L->cur;
    bool first = true;
    while (p < e) {
        int len;
        if (*p < 128) {
            p++;
            first = false;
            continue;
        }
        int cls = lexer_utf8_ident_class(p, &len);
        if (cls == 1 || (cls == 2 && !first)) {
            p += len;
            first = false;
            continue;
        }
        unsigned cp = lexer_utf8_decode(p, &len);
        L->cur = (const char *)p + len;
        if (lexer_utf8_printable(p)) {
            char ch[5] = {0};
            memcpy(ch, p, (size_t)len);
            return syntaxerror(L, "invalid character '%s' (U+%04X)", ch, cp);
        }
        return syntaxerror(L, "invalid non-printable character U+%04X", cp);
    }
    return T_NAME;
}

/* ---- one token ------------------------------------------------------------ */

static int eof_in_brackets(Lex *L)
{
    LexError *e = &L->out->err;
    e->kind = LEXERR_EOF_BRACKET;
    e->bracket = L->parenstack[L->level - 1];
    e->bracket_line = L->parenlinenostack[L->level - 1];
    e->bracket_col = L->parencolstack[L->level - 1];
    snprintf(e->msg, sizeof e->msg, "'%c' was never closed", e->bracket);
    e->lineno = e->end_lineno = e->bracket_line;
    e->offset = e->end_offset = 0; /* computed by the parser from bracket_col */
    return T_ERRORTOKEN;
}

/* The operator/keyword/name/string dispatch; L->start is at the token's
 * first character, which has not been consumed. */
static int dispatch(Lex *L)
{
    const unsigned char *YYCURSOR = (const unsigned char *)L->start;
    const unsigned char *YYMARKER = YYCURSOR;
    int kind;
    /*!re2c
        strprefix? quote {
            L->cur = (const char *)YYCURSOR;
            return string(L, YYCURSOR[-1]);
        }
        "False" { kind = T_KW_FALSE; goto word; }
        "None" { kind = T_KW_NONE; goto word; }
        "True" { kind = T_KW_TRUE; goto word; }
        "and" { kind = T_KW_AND; goto word; }
        "as" { kind = T_KW_AS; goto word; }
        "assert" { kind = T_KW_ASSERT; goto word; }
        "async" { kind = T_KW_ASYNC; goto word; }
        "await" { kind = T_KW_AWAIT; goto word; }
        "break" { kind = T_KW_BREAK; goto word; }
        "class" { kind = T_KW_CLASS; goto word; }
        "continue" { kind = T_KW_CONTINUE; goto word; }
        "def" { kind = T_KW_DEF; goto word; }
        "del" { kind = T_KW_DEL; goto word; }
        "elif" { kind = T_KW_ELIF; goto word; }
        "else" { kind = T_KW_ELSE; goto word; }
        "except" { kind = T_KW_EXCEPT; goto word; }
        "finally" { kind = T_KW_FINALLY; goto word; }
        "for" { kind = T_KW_FOR; goto word; }
        "from" { kind = T_KW_FROM; goto word; }
        "global" { kind = T_KW_GLOBAL; goto word; }
        "if" { kind = T_KW_IF; goto word; }
        "import" { kind = T_KW_IMPORT; goto word; }
        "in" { kind = T_KW_IN; goto word; }
        "is" { kind = T_KW_IS; goto word; }
        "lambda" { kind = T_KW_LAMBDA; goto word; }
        "nonlocal" { kind = T_KW_NONLOCAL; goto word; }
        "not" { kind = T_KW_NOT; goto word; }
        "or" { kind = T_KW_OR; goto word; }
        "pass" { kind = T_KW_PASS; goto word; }
        "raise" { kind = T_KW_RAISE; goto word; }
        "return" { kind = T_KW_RETURN; goto word; }
        "try" { kind = T_KW_TRY; goto word; }
        "while" { kind = T_KW_WHILE; goto word; }
        "with" { kind = T_KW_WITH; goto word; }
        "yield" { kind = T_KW_YIELD; goto word; }
        idstart idchar* {
            L->cur = (const char *)YYCURSOR;
            return verify_identifier(L);
        }
        [0-9] | "." [0-9] {
            L->cur = L->start + 1;
            return number(L, (unsigned char)*L->start);
        }
        "(" { kind = T_LPAR; goto open; }
        "[" { kind = T_LSQB; goto open; }
        "{" { kind = T_LBRACE; goto open; }
        ")" { kind = T_RPAR; goto close; }
        "]" { kind = T_RSQB; goto close; }
        "}" { kind = T_RBRACE; goto close; }
        ":" { kind = T_COLON; goto op; }
        "," { kind = T_COMMA; goto op; }
        ";" { kind = T_SEMI; goto op; }
        "+" { kind = T_PLUS; goto op; }
        "-" { kind = T_MINUS; goto op; }
        "*" { kind = T_STAR; goto op; }
        "/" { kind = T_SLASH; goto op; }
        "|" { kind = T_VBAR; goto op; }
        "&" { kind = T_AMPER; goto op; }
        "<" { kind = T_LESS; goto op; }
        ">" { kind = T_GREATER; goto op; }
        "=" { kind = T_EQUAL; goto op; }
        "." { kind = T_DOT; goto op; }
        "%" { kind = T_PERCENT; goto op; }
        "==" { kind = T_EQEQUAL; goto op; }
        "!=" { kind = T_NOTEQUAL; goto op; }
        "<>" { kind = T_OP; goto op; }
        "<=" { kind = T_LESSEQUAL; goto op; }
        ">=" { kind = T_GREATEREQUAL; goto op; }
        "~" { kind = T_TILDE; goto op; }
        "^" { kind = T_CIRCUMFLEX; goto op; }
        "<<" { kind = T_LEFTSHIFT; goto op; }
        ">>" { kind = T_RIGHTSHIFT; goto op; }
        "**" { kind = T_DOUBLESTAR; goto op; }
        "+=" { kind = T_PLUSEQUAL; goto op; }
        "-=" { kind = T_MINEQUAL; goto op; }
        "*=" { kind = T_STAREQUAL; goto op; }
        "/=" { kind = T_SLASHEQUAL; goto op; }
        "%=" { kind = T_PERCENTEQUAL; goto op; }
        "&=" { kind = T_AMPEREQUAL; goto op; }
        "|=" { kind = T_VBAREQUAL; goto op; }
        "^=" { kind = T_CIRCUMFLEXEQUAL; goto op; }
        "<<=" { kind = T_LEFTSHIFTEQUAL; goto op; }
        ">>=" { kind = T_RIGHTSHIFTEQUAL; goto op; }
        "**=" { kind = T_DOUBLESTAREQUAL; goto op; }
        "//" { kind = T_DOUBLESLASH; goto op; }
        "//=" { kind = T_DOUBLESLASHEQUAL; goto op; }
        "@" { kind = T_AT; goto op; }
        "@=" { kind = T_ATEQUAL; goto op; }
        "->" { kind = T_RARROW; goto op; }
        "..." { kind = T_ELLIPSIS; goto op; }
        ":=" { kind = T_COLONEQUAL; goto op; }
        "!" { kind = T_OP; goto op; }
        * {
            int c = (unsigned char)*L->start;
            L->cur = L->start + 1;
            if (c < 32 || c == 127) return syntaxerror(L, "invalid non-printable character U+%04X", c);
            kind = T_OP;
            goto op;
        }
    */
word:
    L->cur = (const char *)YYCURSOR;
    return kind;
op:
    L->cur = (const char *)YYCURSOR;
    return kind;
open:
    L->cur = (const char *)YYCURSOR;
    if (L->level >= LEX_MAXLEVEL) return syntaxerror(L, "too many nested parentheses");
    L->parenstack[L->level] = *L->start;
    L->parenlinenostack[L->level] = L->lineno;
    L->parencolstack[L->level] = (int)(L->start - L->line_start);
    L->level++;
    return kind;
close: {
    L->cur = (const char *)YYCURSOR;
    int c = (unsigned char)*L->start;
    if (L->level == 0) return syntaxerror(L, "unmatched '%c'", c);
    L->level--;
    int opening = L->parenstack[L->level];
    if (!((opening == '(' && c == ')') || (opening == '[' && c == ']') || (opening == '{' && c == '}'))) {
        if (L->parenlinenostack[L->level] != L->lineno)
            return syntaxerror(L, "closing parenthesis '%c' does not match opening parenthesis '%c' on line %d",
                               c, opening, L->parenlinenostack[L->level]);
        return syntaxerror(L, "closing parenthesis '%c' does not match opening parenthesis '%c'", c, opening);
    }
    return kind;
}
}

/* tok_continuation_line: past a backslash, the newline it escapes.  0, or
 * the error token when something else follows it or the text ends. */
static int continuation(Lex *L)
{
    int c = nextc(L);
    if (c != '\n') {
        /* E_LINECONT */
        int off = (int)(L->cur - L->line_start);
        return state_error(L, LEXERR_SYNTAX, off, 0, "unexpected character after line continuation character");
    }
    c = nextc(L);
    if (c == EOFC) {
        /* E_EOF: located at the end of the text */
        L->cur = L->end;
        if (L->level) return eof_in_brackets(L);
        return state_error(L, LEXERR_SYNTAX, (int)(L->end - L->line_start), -1, "unexpected EOF while parsing");
    }
    backup(L, c);
    return 0;
}

/* tok_get: the next token into *t.  Returns its kind. */
static int lex_one(Lex *L, Token *t)
{
    int c, kind;
    bool blankline;
    t->start = NULL;

nextline:
    blankline = false;
    if (L->atbol) {
        int col = 0, altcol = 0;
        int cont_col = 0; /* the column of the first backslash, if any */
        L->atbol = false;
        for (;;) {
            c = nextc(L);
            if (c == ' ') {
                col++;
                altcol++;
            }
            else if (c == '\t') {
                col = (col / TABSIZE + 1) * TABSIZE;
                altcol++;
            }
            else if (c == '\014') { /* form feed resets the column */
                col = altcol = 0;
            }
            else if (c == '\\') {
                /* Indentation is not split over physical lines: the first
                 * backslash preceded by blanks sets the level (one at
                 * column 0 lets the next line's blanks count). */
                cont_col = cont_col ? cont_col : col;
                if ((kind = continuation(L)) != 0) return kind;
            }
            else {
                break;
            }
        }
        backup(L, c);
        if (cont_col) col = altcol = cont_col;
        /* Lines holding only blanks and/or a comment do not count. */
        if (c == '#' || c == '\n') blankline = true;
        if (!blankline && L->level == 0) {
            if (col == L->indstack[L->indent]) {
                if (altcol != L->altindstack[L->indent]) return indenterror(L);
            }
            else if (col > L->indstack[L->indent]) {
                if (L->indent + 1 >= LEX_MAXINDENT) {
                    return state_error(L, LEXERR_INDENT, 1, 0, "too many levels of indentation");
                }
                if (altcol <= L->altindstack[L->indent]) return indenterror(L);
                L->pendin++;
                L->indent++;
                L->indstack[L->indent] = col;
                L->altindstack[L->indent] = altcol;
            }
            else {
                while (L->indent > 0 && col < L->indstack[L->indent]) {
                    L->pendin--;
                    L->indent--;
                }
                if (col != L->indstack[L->indent]) {
                    /* CPython's E_DEDENT: located at the end of the line. */
                    const char *eol = L->cur;
                    while (eol < L->end && *eol != '\n') eol++;
                    if (eol < L->end) eol++;
                    return state_error(L, LEXERR_INDENT, (int)(eol - L->line_start), -1,
                                       "unindent does not match any outer indentation level");
                }
                if (altcol != L->altindstack[L->indent]) return indenterror(L);
            }
        }
    }

    L->start = L->cur;
    if (L->pendin != 0) {
        kind = L->pendin < 0 ? T_DEDENT : T_INDENT;
        L->pendin += L->pendin < 0 ? 1 : -1;
        return kind;
    }

again:
    do c = nextc(L);
    while (c == ' ' || c == '\t' || c == '\014');
    L->start = c == EOFC ? L->cur : L->cur - 1;

    if (c == '#') {
        while (c != EOFC && c != '\n') c = nextc(L);
    }
    if (c == EOFC) {
        if (L->level) return eof_in_brackets(L);
        return T_ENDMARKER;
    }
    if (c == '\n') {
        L->atbol = true;
        if (blankline || L->level > 0) goto nextline;
        L->cur--; /* the token ends before the '\n' (CPython: p_end = cur - 1) */
        L->pending_nl = false;
        return T_NEWLINE;
    }
    if (c == '\\') {
        if ((kind = continuation(L)) != 0) return kind;
        goto again;
    }
    backup(L, c);
    return dispatch(L);
}

/* ---- the driver ----------------------------------------------------------- */

static int push_token(Lex *L, Token *t)
{
    LexResult *r = L->out;
    if (r->ntoks == L->cap) {
        int ncap = L->cap ? L->cap * 2 : 256;
        Token *n = realloc(r->toks, (size_t)ncap * sizeof(Token));
        if (n == NULL) return -1;
        r->toks = n;
        L->cap = ncap;
    }
    r->toks[r->ntoks++] = *t;
    return 0;
}

/* Copy src normalising newlines; check for NUL bytes and bad UTF-8. */
static int prepare(const char *src, size_t len, const char *filename, LexResult *r)
{
    /* A UTF-8 byte order mark is skipped. */
    if (len >= 3 && memcmp(src, "\xEF\xBB\xBF", 3) == 0) {
        src += 3;
        len -= 3;
    }
    char *buf = malloc(len + 16); /* + newline + NUL sentinel padding */
    if (buf == NULL) return -1;
    size_t n = 0;
    int lineno = 1;
    for (size_t i = 0; i < len; i++) {
        char ch = src[i];
        if (ch == '\r') {
            if (i + 1 < len && src[i + 1] == '\n') continue;
            ch = '\n';
        }
        if (ch == '\0') {
            free(buf);
            r->err.kind = LEXERR_SYNTAX;
            snprintf(r->err.msg, sizeof r->err.msg, "source code cannot contain null bytes");
            r->err.lineno = r->err.end_lineno = lineno;
            r->err.offset = r->err.end_offset = 0;
            return 1;
        }
        if (ch == '\n') lineno++;
        buf[n++] = ch;
    }
    if (n > 0 && buf[n - 1] != '\n') buf[n++] = '\n';
    memset(buf + n, 0, 8);
    r->src = buf;
    r->len = n;

    /* UTF-8 check, reported line by line as CPython's file reader does. */
    const unsigned char *p = (const unsigned char *)buf, *end = p + n;
    lineno = 1;
    while (p < end) {
        int k = utf8_valid_seq(p, end);
        if (k == 0) {
            r->err.kind = LEXERR_NOLOC;
            snprintf(r->err.msg, sizeof r->err.msg,
                     "Non-UTF-8 code starting with '\\x%.2x' in file %s on line %d, but no encoding declared; "
                     "see https://peps.python.org/pep-0263/ for details",
                     *p, filename ? filename : "<string>", lineno);
            return 1;
        }
        if (*p == '\n') lineno++;
        p += k;
    }

    /* line table */
    int nlines = 0;
    for (size_t i = 0; i < n; i++)
        if (buf[i] == '\n') nlines++;
    r->line_off = malloc(sizeof(size_t) * (size_t)(nlines + 2));
    if (r->line_off == NULL) return -1;
    r->line_off[0] = 0;
    r->line_off[1] = 0;
    int ln = 1;
    for (size_t i = 0; i < n; i++)
        if (buf[i] == '\n') r->line_off[++ln] = i + 1;
    r->nlines = nlines;
    return 0;
}

int lex_source(const char *src, size_t len, const char *filename, LexResult *out)
{
    memset(out, 0, sizeof *out);
    int rc = prepare(src, len, filename, out);
    if (rc != 0) {
        if (rc < 0) out->err.kind = LEXERR_NOMEM;
        return -1;
    }
    Lex *L = calloc(1, sizeof(Lex));
    if (L == NULL) {
        out->err.kind = LEXERR_NOMEM;
        return -1;
    }
    L->buf = out->src;
    L->end = out->src + out->len;
    L->cur = L->line_start = L->buf;
    L->lineno = 1;
    L->atbol = true;
    L->out = out;

    for (;;) {
        Token t;
        memset(&t, 0, sizeof t);
        int kind = lex_one(L, &t);
        t.kind = kind;
        t.level = L->level;
        if (kind == T_ERRORTOKEN) {
            if (out->err.kind == LEXERR_NONE) out->err.kind = LEXERR_SYNTAX;
            t.lineno = t.end_lineno = L->lineno;
            t.col = t.end_col = (int)(L->cur - L->line_start);
            t.start = L->cur;
        }
        else if (kind == T_STRING) {
            t.lineno = L->first_lineno;
            t.col = (int)(L->start - L->multi_line_start);
            t.end_lineno = L->lineno;
            t.end_col = (int)(L->cur - L->line_start);
            t.start = L->start;
            t.len = (size_t)(L->cur - L->start);
        }
        else {
            t.lineno = t.end_lineno = L->lineno;
            t.col = (int)(L->start - L->line_start);
            t.end_col = (int)(L->cur - L->line_start);
            t.start = L->start;
            t.len = (size_t)(L->cur - L->start);
            if (kind == T_NEWLINE) {
                /* skip the '\n' itself, which NEWLINE's extent excludes */
                L->cur++;
                L->pending_nl = true;
            }
        }
        if (push_token(L, &t) < 0) {
            out->err.kind = LEXERR_NOMEM;
            free(L);
            return -1;
        }
        if (kind == T_ERRORTOKEN) {
            free(L);
            return -1;
        }
        if (kind == T_ENDMARKER) break;
    }
    free(L);
    return 0;
}

void lex_result_free(LexResult *r)
{
    free(r->src);
    free(r->toks);
    free(r->line_off);
    memset(r, 0, sizeof *r);
}

const char *lex_line(const LexResult *r, int lineno, size_t *n)
{
    if (r->src == NULL || lineno < 1 || lineno > r->nlines) return NULL;
    size_t a = r->line_off[lineno], b = r->line_off[lineno + 1];
    if (b > a && r->src[b - 1] == '\n') b--;
    *n = b - a;
    return r->src + a;
}
