/* lexer.h: source text -> token array (compiler/lexer.re).
 *
 * The lexer runs over the whole file before the parser starts and stores
 * every token in an array, so the parser may look ahead as far as it likes
 * and knows, when it fails, whether the tokenizer would have failed later
 * (CPython reports a tokenizer error found anywhere in the file in
 * preference to a parser error: see parser.c).
 *
 * Tokenizing stops at the first error.  The array then ends with an
 * ERRORTOKEN and `err` describes the error the parser raises when it
 * reaches that token.  Errors are plain C data (no objects) so this file
 * needs nothing from the runtime.
 */
#ifndef FPY_LEXER_H
#define FPY_LEXER_H

#include <stdbool.h>
#include <stddef.h>

#include "compiler/token.h"

#define LEX_MAXINDENT 100 /* CPython's MAXINDENT */
#define LEX_MAXLEVEL 200  /* CPython's MAXLEVEL: nested brackets */

typedef enum {
    LEXERR_NONE,
    LEXERR_SYNTAX,      /* SyntaxError */
    LEXERR_INDENT,      /* IndentationError */
    LEXERR_TAB,         /* TabError */
    LEXERR_EOF_BRACKET, /* end of file inside brackets: "'(' was never closed" */
    LEXERR_NOLOC,       /* SyntaxError with a message only (no file/line) */
    LEXERR_NOMEM,
} LexErrKind;

/* A tokenizer error, located the way CPython's tokenizer locates it:
 * offsets are 1-based counts of characters (not bytes) as in
 * SyntaxError.offset; end_offset may be 0 or -1 as CPython gives them. */
typedef struct {
    LexErrKind kind;
    char msg[384];
    int lineno, offset, end_lineno, end_offset;
    /* Raised by CPython's tokenizer itself (syntaxerror()): such an error
     * found after a parser error still wins.  The tokenizer *states*
     * (bad dedent, TabError, backslash at EOF...) only become errors when
     * the parser reads the bad token, so they never replace another. */
    bool raised;
    /* LEXERR_EOF_BRACKET: the innermost unclosed bracket. */
    char bracket;
    int bracket_line, bracket_col; /* col: 0-based bytes */
} LexError;

typedef struct {
    /* The source as lexed: a private NUL-terminated copy with a final
     * newline added if missing and \r\n / \r turned into \n, as
     * CPython's reader does.  Token pointers point into it. */
    char *src;
    size_t len;
    Token *toks;
    int ntoks;
    int nlines;
    size_t *line_off;   /* line_off[i]: byte offset of line i (1-based; [nlines+1] = len) */
    LexError err;       /* kind LEXERR_NONE when the token array ends with ENDMARKER */
} LexResult;

/* Tokenize src[0..len).  Always fills *out (free it with lex_result_free);
 * returns 0 when the whole source tokenized cleanly, -1 when out->err
 * describes an error (the token array then ends with an ERRORTOKEN, or is
 * empty for errors found before tokenizing: null bytes, bad UTF-8).
 * filename is only used in the text of the "Non-UTF-8 code" message. */
int lex_source(const char *src, size_t len, const char *filename, LexResult *out);
void lex_result_free(LexResult *r);

/* The text of line `lineno` (1-based) of a lexed source, without its
 * newline: *n receives its length in bytes.  NULL if out of range. */
const char *lex_line(const LexResult *r, int lineno, size_t *n);

/* Number of code points in the first `nbytes` bytes of UTF-8 text s (a
 * cut multi-byte sequence counts as one, as with errors="replace"). */
int lexer_utf8_count(const char *s, size_t nbytes);

/* Unicode classification of the UTF-8 character at s (re2c tables):
 * 1 = may start an identifier, 2 = may continue one, 0 = neither;
 * *len receives the sequence's length in bytes. */
int lexer_utf8_ident_class(const unsigned char *s, int *len);
bool lexer_utf8_printable(const unsigned char *s);
/* Decode one UTF-8 character (the source is validated first). */
unsigned lexer_utf8_decode(const unsigned char *s, int *len);

#endif
