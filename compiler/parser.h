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

/* How deep CPython 3.11's parser may nest: its generated rule functions
 * count their calls in p->level and fail with MemoryError at MAXSTACK
 * (Parser/parser.c).  fpy keeps the same count (p_enter): each construct
 * adds the levels CPython's rules spend on it (PL_* below, measured from
 * CPython), so that a program is refused with MemoryError where CPython's
 * parser refuses it.  The compile-time RecursionError ("maximum recursion
 * depth exceeded during compilation") comes after a successful parse, from
 * the symbol table, as in CPython -- so a syntax error later in the file
 * wins over it. */
#define PARSE_MAXSTACK 6000

/* The levels of CPython 3.11's rules, measured (see parser.c, "Nesting").
 * Statement contexts: the level of the `expression` rule of an expression
 * in that position, from the statement's own level. */
enum {
    PL_EXPR_STMT = 8,     /* an expression statement: e */
    PL_ASSIGN_VALUE = 10, /* x = e, x += e */
    PL_ANN_VALUE = 11,    /* x: T = e */
    PL_RETURN = 9,        /* return e */
    PL_TEST = 7,          /* if e:, while e:, assert e, raise e */
    PL_FOR_ITER = 8,      /* for x in e:, with e: */
    PL_DEL = 8,           /* del e (the primary) */
    PL_NEXT_STMT = 2,     /* a statement after the first ';' of a line */
    PL_BLOCK = 3,         /* block: NEWLINE INDENT statements DEDENT, more than a same-line body */
    PL_BODY = 3,          /* the same-line body of if/for/while/with/try */
    PL_BODY_DEF = 4,      /* ... of def, class, else, elif, finally */
    PL_BODY_EXCEPT = 5,   /* ... of except */
    PL_ELIF = 1,          /* each elif nests one rule deeper */
    PL_DECORATOR = 10,    /* @e */
    PL_CLASS_BASES = 11,  /* class C(e): from here as a call's primary */
    /* expressions, from the `expression` rule (X) */
    PL_DISJUNCTION = 1,   /* X+1 */
    PL_BOOL_REST = 2,     /* operands after the first 'and'/'or' */
    PL_CMP_REST = 3,      /* operands after a comparison operator */
    PL_FACTOR = 13,       /* comparison -> the six binary levels (2 each) -> factor */
    PL_POWER = 1,         /* factor -> power */
    PL_PRIMARY = 3,       /* power -> await_primary -> primary -> primary_raw */
    PL_ATOM = 1,          /* primary_raw -> atom */
    PL_STRINGS = 2,       /* atom -> strings -> the loop over STRING tokens */
    PL_LAMBDA = 1,        /* expression -> lambdef */
    PL_LAMBDA_DEFAULT = 6,/* lambdef -> a parameter's default expression */
    PL_PAREN = 5,         /* atom -> the expression inside (...) */
    PL_TUPLE_REST = 2,    /* a tuple's elements after the first */
    PL_LIST = 6,          /* atom -> the expression inside [...], {...} */
    PL_LIST_REST = 1,     /* a list's or set's elements after the first */
    PL_ARGS = 2,          /* primary_raw -> an argument's expression, a subscript's */
    PL_ARGS_REST = 4,     /* arguments after the first */
    PL_KWARG = 5,         /* primary_raw -> a keyword argument's value, *arg */
    PL_SLICE_REST = 3,    /* subscript elements after the first */
    PL_CALL_COMP = -1,    /* primary_raw -> the clauses of f(x for x in e), as from an atom */
    PL_ANNOTATION = 7,    /* a parameter -> its annotation */
    PL_COMP_ITER = 5,     /* atom -> a comprehension's iterable (a disjunction) */
    PL_COMP_IF = 7,       /* atom -> a comprehension's condition */
    PL_WALRUS = 1,        /* named_expression -> the value of := */
    PL_YIELD = 1,         /* yield e: the value */
    PL_SHALLOW = 18,      /* a value's leading primary is parsed first as a target, this much nearer */
    PL_SHALLOW_STMT = 19, /* ... and an expression statement's */
    PL_SECOND_PASS = 3,   /* CPython's second, error-finding pass nests 3 levels deeper */
    PL_FSTRING = 2,       /* an f-string's expression: a fresh parser, "(e)" from this level */
};

/* The second pass's error rules spend more levels inside brackets, per
 * bracket around the deepest point. */
enum { PL2_PAREN = 2, PL2_LIST = 2, PL2_BRACE = 1, PL2_ARGS = 1, PL2_KWARG = 2, PL2_SUBSCRIPT = 4 };

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
    int level;               /* CPython's parser level here (p_enter) */
    int max_level;           /* the deepest level reached */
    int nest2;               /* the second pass's extra levels here (PL2_*) */
    int max_level2;          /* the deepest level the second pass would reach */
    int stmt_level;          /* the level of the statement being parsed */
    int shallow_at;          /* token of a statement's leading primary (PL_SHALLOW), or -1 */
    int shallow_cost;        /* PL_SHALLOW or PL_SHALLOW_STMT */
    int no_invalid;          /* > 0: inside a speculative parse that must not raise specific
                              * errors (CPython's *_without_invalid rules) */
    int skip_comma_at;       /* the expression at this depth gets no "forgot a comma?" check */
    bool class_args;         /* p_call_args reads a class's bases: no bare generator expression */
    /* f-string sub-parsers: where the expression text sits in the file */
    struct Parser *parent;
    int fstring_nesting;     /* nested f-strings inside format specs */
    int line_offset;         /* the expression's first line is line_offset + 1 of the file */
    int col_offset;          /* shift of its first-line columns from the "(expr)" text's */
    const char *fstring_text; /* "(expr)" text shown for errors inside the sub-parser */
    /* Outcomes of speculative reads that ended without an error, by
     * (kind, start token): CPython's memoization, which keeps error
     * checks that read ahead at every nesting level from taking
     * exponential time (p_memo_get/p_memo_put). */
    struct ParseMemo *memo;
    int memo_cap, memo_n;
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
    int pos, fill, depth, level, nest2;
    bool failed;
    ParseError err;
} PState;
void p_save(Parser *p, PState *s);
void p_restore(Parser *p, PState *s);

/* The memo: p_memo_get gives the stored result of read `kind` at token
 * `pos` (and lets the furthest token it read count again) if there is one. */
bool p_memo_get(Parser *p, int kind, int pos, Expr **result);
void p_memo_put(Parser *p, int kind, int pos, Expr *result, int max_fill);

/* ---- nesting (parser.c) ---- */
/* Go `cost` levels deeper; false (MemoryError recorded, as CPython's
 * parser fails at PARSE_MAXSTACK, or RecursionError when the C stack
 * itself runs short) when that is too deep.  p_leave undoes it. */
bool p_enter(Parser *p, int cost);
static inline void p_leave(Parser *p, int cost) { p->level -= cost; }
/* The same for the contents of brackets, which cost the second pass
 * extra2 levels more. */
static inline bool p_enter_bracket(Parser *p, int cost, int extra2)
{
    p->nest2 += extra2;
    if (p_enter(p, cost)) return true;
    p->nest2 -= extra2;
    return false;
}
static inline void p_leave_bracket(Parser *p, int cost, int extra2)
{
    p_leave(p, cost);
    p->nest2 -= extra2;
}

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
/* A NUMBER token's Constant (int or float; an imaginary literal is refused). */
Expr *p_number(Parser *p, Token *t);

/* ---- statements (parse_stmt.c) ---- */
Seq p_file(Parser *p);
Seq p_eval_input(Parser *p);       /* eval(): one expression list, then newlines */
Seq p_single_input(Parser *p);     /* compile(..., 'single'): one statement, then newlines */

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
