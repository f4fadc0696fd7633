/* parser.h: internals shared by the parser's files (parser.c: tokens,
 * errors and expressions; parse_stmt.c: statements; parse_string.c:
 * string literals and f-strings; parse_expr.c: expressions; ast_dump.c).  Not for other areas:
 * they see compiler/ast.h only.
 */
#ifndef FPY_PARSER_H
#define FPY_PARSER_H

#include <stdbool.h>

#include "compiler/ast.h"
#include "compiler/lexer.h"
#include "runtime/api.h"

/* Deepest expression nesting the parser builds: beyond it the program is
 * refused with RecursionError, as CPython's compiler refuses it (its limit
 * is 3 x the recursion limit).  It also bounds the C recursion of every
 * later pass over the tree. */
#define PARSE_MAX_DEPTH 2900

/* One pending error, turned into an exception object only once, at the end
 * of parse_module (an error found while the parser backtracks may be
 * replaced by a better one, or by a tokenizer error: see parser.c). */
typedef struct {
    Type *type;              /* &Exc_SyntaxError, IndentationError, TabError, RecursionError; NULL = none */
    char msg[400];
    int lineno, offset, end_lineno, end_offset; /* CPython's SyntaxError attributes */
    bool no_location;        /* args = (msg,) only */
    bool final;              /* not to be replaced by a later tokenizer error */
    bool from_lexer;
    bool soft;               /* a plain failure, no message yet: at the end it becomes "invalid
                              * syntax" at the furthest token (PEG semantics: a caller may still
                              * backtrack and find a better error) */
} ParseError;

typedef struct Parser {
    LexResult lx;
    Token *toks;
    int ntoks;
    int pos;                 /* the current token */
    int fill;                /* 1 + the furthest token looked at (CPython's p->fill) */
    int max_fill;            /* the same, speculative parses included (never restored): how far
                              * CPython's second, error-finding pass reads */
    Arena *arena;
    Object *filename;
    ParseError err;
    bool failed;             /* an error is recorded: unwind */
    int depth;               /* nesting of expressions being parsed */
    int no_invalid;          /* > 0: inside a speculative parse that must not raise specific
                              * errors (CPython's *_without_invalid rules) */
    int skip_comma_at;       /* the expression at this depth gets no "forgot a comma?" check */
    /* f-string sub-parsers: where the expression text sits in the file */
    struct Parser *parent;
    int fstring_nesting;     /* nested f-strings inside format specs */
    int line_offset;         /* the expression's first line is line_offset + 1 of the file */
    int col_offset;          /* shift of its first-line columns from the "(expr)" text's */
    const char *fstring_text; /* "(expr)" text shown for errors inside the sub-parser */
} Parser;

/* ---- tokens (parser.c) ---- */
Token *p_peek(Parser *p);            /* current token (records how far we looked) */
Token *p_peek_at(Parser *p, int k);  /* k tokens ahead of the current one */
Token *p_next(Parser *p);            /* consume and return the current token */
bool p_check(Parser *p, int kind);
Token *p_accept(Parser *p, int kind);
Token *p_expect(Parser *p, int kind);                 /* generic "invalid syntax" when missing */
Token *p_expect_forced(Parser *p, int kind, const char *what); /* "expected ':'" when missing */
static inline Token *p_prev(Parser *p) { return &p->toks[p->pos - 1]; }

/* ---- errors (parser.c) ---- */
/* All return NULL so `return p_error...(...)` works in a parse function. */
void *p_error_at(Parser *p, Type *type, int lineno, int col, int end_lineno, int end_col, const char *fmt, ...);
void *p_error_tok(Parser *p, Token *t, const char *fmt, ...);   /* at the token */
void *p_error_node(Parser *p, Pos pos, const char *fmt, ...);   /* at an AST node's extent */
void *p_error_range(Parser *p, Pos a, Pos b, const char *fmt, ...); /* from a's start to b's end */
void *p_error_last(Parser *p, const char *fmt, ...);            /* at the furthest token looked at (RAISE_SYNTAX_ERROR) */
void *p_indent_error_last(Parser *p, const char *fmt, ...);     /* IndentationError at the furthest token */
void *p_syntax_error(Parser *p);  /* a plain failure: "invalid syntax" unless a better error comes */
/* Turn a plain failure into CPython's generic error at the furthest token. */
void parser_resolve_generic(Parser *p);
void *p_no_memory(Parser *p);

/* Speculative parsing: remember the state, try, and go back (a tokenizer
 * error met meanwhile is kept: CPython raises it when the token is read). */
typedef struct {
    int pos, fill, depth;
    bool failed;
    ParseError err;
} PState;
void p_save(Parser *p, PState *s);
void p_restore(Parser *p, PState *s);

/* ---- nodes (parser.c) ---- */
void *p_alloc(Parser *p, size_t size);
Expr *p_expr(Parser *p, ExprKind kind, Pos pos);
Stmt *p_stmt(Parser *p, StmtKind kind, Pos pos);
Pos p_tok_pos(Token *t);
Expr *p_name_from_token(Parser *p, Token *t);   /* Name(Load) */
Expr *p_constant_expr(Parser *p, Object *value, Pos pos); /* value immortal */
Pos p_span(Pos a, Pos b);          /* from a's start to b's end */

/* A growing sequence (arena memory; the final array is exact). */
typedef struct { int n, cap; void **items; } SeqBuf;
int p_seq_push(Parser *p, SeqBuf *b, void *item);
Seq p_seq_done(SeqBuf *b);
Seq p_seq1(Parser *p, void *item);

/* Objects for the tree: immortal, so the tree holds no counted refs. */
Object *p_identifier(Parser *p, const char *s, size_t n);
Object *p_constant(Parser *p, Object *o);   /* steals o: makes it immortal; NULL -> MemoryError */

/* ---- expressions (parse_expr.c) ---- */
Expr *p_expression(Parser *p);          /* expression: conditional, lambda, or lower */
Expr *p_named_expression(Parser *p);    /* [NAME ':='] expression */
Expr *p_star_expressions(Parser *p);    /* a, *b, c  -> Tuple when a comma appears */
Expr *p_star_named_expression(Parser *p);
Expr *p_bitwise_or(Parser *p);
Expr *p_primary(Parser *p);
bool p_starts_expression(int kind);     /* may this token begin an expression? */             /* atom with trailers: what a target is made of */
Expr *p_disjunction(Parser *p);
Expr *p_yield_expr(Parser *p);
Expr *p_star_targets(Parser *p);        /* targets up to 'in' (not checked) */
Expr *p_for_targets(Parser *p);         /* checked targets; the parser stops on 'in' */
int p_set_context(Parser *p, Expr *e, ExprCtx ctx, int how);
enum { TARGET_STAR = 0, TARGET_DEL, TARGET_FOR };
const char *p_expr_name(Expr *e);       /* "literal", "function call", ... */
Arguments *p_parameters(Parser *p, bool lambda, int close_kind);
Expr *p_invalid_target(Expr *e, int how);
/* invalid_named_expression: at a '=' after the expression a (which began
 * at token `start`), record CPython's "Maybe you meant '=='" errors. */
void *p_invalid_named_expression(Parser *p, int start, Expr *a);
/* At a ':=' after the expression a (not a name): "cannot use assignment
 * expressions with ..." once the right side parses. */
void *p_invalid_walrus(Parser *p, Expr *a);
/* '(' arguments ')' after func: a Call node (also used for class bases). */
Expr *p_call_args(Parser *p, Expr *func);

/* ---- statements (parse_stmt.c) ---- */
Seq p_file(Parser *p);

/* ---- strings (parse_string.c) ---- */
/* Adjacent STRING tokens from p->pos on: one Constant (str/bytes) or a
 * JoinedStr when an f-string is among them. */
Expr *p_strings(Parser *p);

/* ---- sub-parsers (parser.c) ---- */
int parser_init(Parser *p, const char *src, size_t len, Object *filename, Arena *arena);
void parser_fini(Parser *p);
/* The pending error as an exception object, set as the current exception. */
void parser_raise(Parser *p);
/* After a failed parse: apply CPython's rule that a tokenizer error met
 * later in the file wins over a parser error. */
void parser_finish_error(Parser *p);

#endif
