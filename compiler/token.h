/* token.h: the tokens the lexer (compiler/lexer.re) hands the parser.
 *
 * One X-macro list gives the kinds, their names (for debugging and tests)
 * and, for operators and keywords, their spelling.  Positions follow
 * CPython's tokenizer: lines are 1-based, columns are 0-based byte offsets
 * into the line, and the end is exclusive.
 */
#ifndef FPY_TOKEN_H
#define FPY_TOKEN_H

#include <stddef.h>

/* TOK(kind, spelling) -- spelling NULL for tokens that carry text. */
#define TOKEN_LIST(TOK)                                                        \
    TOK(ENDMARKER, NULL) TOK(NAME, NULL) TOK(NUMBER, NULL) TOK(STRING, NULL)   \
    TOK(NEWLINE, NULL) TOK(INDENT, NULL) TOK(DEDENT, NULL) TOK(ERRORTOKEN, NULL) \
    TOK(OP, NULL) /* a character no rule uses: $ ? ` (the parser rejects it) */ \
    /* delimiters and operators */                                             \
    TOK(LPAR, "(") TOK(RPAR, ")") TOK(LSQB, "[") TOK(RSQB, "]")                \
    TOK(LBRACE, "{") TOK(RBRACE, "}") TOK(COLON, ":") TOK(COMMA, ",")          \
    TOK(SEMI, ";") TOK(PLUS, "+") TOK(MINUS, "-") TOK(STAR, "*")               \
    TOK(SLASH, "/") TOK(VBAR, "|") TOK(AMPER, "&") TOK(LESS, "<")              \
    TOK(GREATER, ">") TOK(EQUAL, "=") TOK(DOT, ".") TOK(PERCENT, "%")          \
    TOK(EQEQUAL, "==") TOK(NOTEQUAL, "!=") TOK(LESSEQUAL, "<=")                \
    TOK(GREATEREQUAL, ">=") TOK(TILDE, "~") TOK(CIRCUMFLEX, "^")               \
    TOK(LEFTSHIFT, "<<") TOK(RIGHTSHIFT, ">>") TOK(DOUBLESTAR, "**")           \
    TOK(PLUSEQUAL, "+=") TOK(MINEQUAL, "-=") TOK(STAREQUAL, "*=")              \
    TOK(SLASHEQUAL, "/=") TOK(PERCENTEQUAL, "%=") TOK(AMPEREQUAL, "&=")        \
    TOK(VBAREQUAL, "|=") TOK(CIRCUMFLEXEQUAL, "^=") TOK(LEFTSHIFTEQUAL, "<<=")  \
    TOK(RIGHTSHIFTEQUAL, ">>=") TOK(DOUBLESTAREQUAL, "**=")                    \
    TOK(DOUBLESLASH, "//") TOK(DOUBLESLASHEQUAL, "//=") TOK(AT, "@")           \
    TOK(ATEQUAL, "@=") TOK(RARROW, "->") TOK(ELLIPSIS, "...")                  \
    TOK(COLONEQUAL, ":=") TOK(EXCLAMATION, "!")                                \
    /* keywords (soft keywords such as match/case stay NAMEs) */               \
    TOK(KW_FALSE, "False") TOK(KW_NONE, "None") TOK(KW_TRUE, "True")           \
    TOK(KW_AND, "and") TOK(KW_AS, "as") TOK(KW_ASSERT, "assert")               \
    TOK(KW_ASYNC, "async") TOK(KW_AWAIT, "await") TOK(KW_BREAK, "break")       \
    TOK(KW_CLASS, "class") TOK(KW_CONTINUE, "continue") TOK(KW_DEF, "def")     \
    TOK(KW_DEL, "del") TOK(KW_ELIF, "elif") TOK(KW_ELSE, "else")               \
    TOK(KW_EXCEPT, "except") TOK(KW_FINALLY, "finally") TOK(KW_FOR, "for")     \
    TOK(KW_FROM, "from") TOK(KW_GLOBAL, "global") TOK(KW_IF, "if")             \
    TOK(KW_IMPORT, "import") TOK(KW_IN, "in") TOK(KW_IS, "is")                 \
    TOK(KW_LAMBDA, "lambda") TOK(KW_NONLOCAL, "nonlocal") TOK(KW_NOT, "not")   \
    TOK(KW_OR, "or") TOK(KW_PASS, "pass") TOK(KW_RAISE, "raise")               \
    TOK(KW_RETURN, "return") TOK(KW_TRY, "try") TOK(KW_WHILE, "while")         \
    TOK(KW_WITH, "with") TOK(KW_YIELD, "yield")

typedef enum {
#define TOK_ENUM(kind, spelling) T_##kind,
    TOKEN_LIST(TOK_ENUM)
#undef TOK_ENUM
    T__COUNT
} TokKind;

#define T_FIRST_KEYWORD T_KW_FALSE
#define T_LAST_KEYWORD T_KW_YIELD
static inline int tok_is_keyword(int k) { return k >= T_FIRST_KEYWORD && k <= T_LAST_KEYWORD; }

/* One token.  `start`/`len` point into the lexer's copy of the source
 * (for a STRING: the whole literal, prefix and quotes included; for an
 * INDENT/DEDENT/NEWLINE/ENDMARKER: possibly empty). */
typedef struct {
    int kind;                /* TokKind */
    int lineno, col;         /* start: 1-based line, 0-based byte column */
    int end_lineno, end_col; /* end (exclusive) */
    int level;               /* bracket depth after this token (CPython's token->level) */
    const char *start;
    size_t len;
} Token;

/* Names of the kinds ("NAME", "LPAR", ...) and spellings ("(" or NULL). */
const char *token_kind_name(int kind);
const char *token_spelling(int kind);

#endif
