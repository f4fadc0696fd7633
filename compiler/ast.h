/* ast.h: the abstract syntax tree, the parser's output and the code
 * generator's input.  It follows Python's own `ast` module closely (same
 * node kinds, same field names) so that a reader who knows one knows the
 * other.  Every node lives in one arena (compiler/arena.c) and the whole
 * tree is freed in one go after code generation.
 *
 * Sequences are `Seq` (an arena array with a length).  Identifiers and
 * string constants are `Object *` strs (identifiers interned); numeric
 * constants are Objects too (tagged small ints, big ints, floats): the
 * parser makes them immortal when it creates them, so the tree holds no
 * counted references.
 */
#ifndef FPY_AST_H
#define FPY_AST_H

#include "runtime/object.h"

typedef struct Arena Arena;
Arena *arena_new(void);
void *arena_alloc(Arena *a, size_t size); /* zeroed; aborts only if the OS refuses memory: returns NULL then */
void arena_free(Arena *a);

typedef struct { int n; void **items; } Seq; /* items allocated in the arena */

typedef struct Expr Expr;
typedef struct Stmt Stmt;

typedef struct { int lineno, col, end_lineno, end_col; } Pos; /* col: 0-based byte offset */

typedef enum {
    E_BOOLOP, E_NAMEDEXPR, E_BINOP, E_UNARYOP, E_LAMBDA, E_IFEXP, E_DICT, E_SET,
    E_LISTCOMP, E_SETCOMP, E_DICTCOMP, E_GENEXP, E_AWAIT_UNUSED, E_YIELD, E_YIELDFROM,
    E_COMPARE, E_CALL, E_FORMATTEDVALUE, E_JOINEDSTR, E_CONSTANT, E_ATTRIBUTE,
    E_SUBSCRIPT, E_STARRED, E_NAME, E_LIST, E_TUPLE, E_SLICE
} ExprKind;

typedef enum { CTX_LOAD, CTX_STORE, CTX_DEL } ExprCtx;
typedef enum { BOOL_AND, BOOL_OR } BoolOpKind;
/* binary operators use BIN_* from runtime/api.h */
typedef enum { U_INVERT, U_NOT, U_UADD, U_USUB } UnaryOpKind;
typedef enum { C_EQ, C_NOTEQ, C_LT, C_LTE, C_GT, C_GTE, C_IS, C_ISNOT, C_IN, C_NOTIN } CmpOpKind;

typedef struct {
    Expr *target; /* Name / Tuple / ... in CTX_STORE */
    Expr *iter;
    Seq ifs;      /* Expr* */
    int is_async;
} Comprehension;

typedef struct {
    Object *arg;        /* interned str, or NULL for **kwargs in a call */
    Expr *value;
    Pos pos;
} Keyword;

typedef struct {
    Object *arg;        /* interned str */
    Expr *annotation;   /* or NULL; stored in the function's __annotations__ */
    Pos pos;
} Arg;

typedef struct {
    Seq posonlyargs;    /* Arg* */
    Seq args;           /* Arg* */
    Arg *vararg;        /* *args or NULL */
    Seq kwonlyargs;     /* Arg* */
    Seq kw_defaults;    /* Expr* or NULL, one per kwonlyarg */
    Arg *kwarg;         /* **kwargs or NULL */
    Seq defaults;       /* Expr*: defaults of the last positional parameters */
} Arguments;

struct Expr {
    ExprKind kind;
    Pos pos;
    union {
        struct { BoolOpKind op; Seq values; } boolop;
        struct { Expr *target, *value; } namedexpr;
        struct { Expr *left; int op; Expr *right; } binop;          /* op: BIN_* */
        struct { UnaryOpKind op; Expr *operand; } unaryop;
        struct { Arguments *args; Expr *body; } lambda;
        struct { Expr *test, *body, *orelse; } ifexp;
        struct { Seq keys, values; } dict;   /* key NULL: **value unpacking */
        struct { Seq elts; } set;
        struct { Expr *elt; Seq generators; } comp;                 /* list/set/genexp: Comprehension* */
        struct { Expr *key, *value; Seq generators; } dictcomp;
        struct { Expr *value; } yield;                              /* value may be NULL; also yieldfrom */
        struct { Expr *left; int n; CmpOpKind *ops; Seq comparators; } compare;
        struct { Expr *func; Seq args; Seq keywords; } call;        /* args: Expr* (may be Starred); keywords: Keyword* */
        struct { Expr *value; int conversion; Expr *format_spec; } formatted; /* conversion: -1, 's', 'r', 'a'; spec: a JoinedStr or NULL */
        struct { Seq values; } joinedstr;                           /* Constant str and FormattedValue */
        struct { Object *value; } constant;                         /* immortal */
        struct { Expr *value; Object *attr; ExprCtx ctx; } attribute;
        struct { Expr *value, *slice; ExprCtx ctx; } subscript;
        struct { Expr *value; ExprCtx ctx; } starred;
        struct { Object *id; ExprCtx ctx; } name;
        struct { Seq elts; ExprCtx ctx; } list;                     /* also tuple */
        struct { Expr *lower, *upper, *step; } slice;               /* each may be NULL */
    } u;
};

typedef enum {
    S_FUNCTIONDEF, S_CLASSDEF, S_RETURN, S_DELETE, S_ASSIGN, S_AUGASSIGN, S_ANNASSIGN,
    S_FOR, S_WHILE, S_IF, S_WITH, S_RAISE, S_TRY, S_ASSERT, S_IMPORT, S_IMPORTFROM,
    S_GLOBAL, S_NONLOCAL, S_EXPR, S_PASS, S_BREAK, S_CONTINUE, S_MATCH
} StmtKind;

/* Patterns of the match statement (Python's ast.pattern). */
typedef enum {
    P_VALUE, P_SINGLETON, P_SEQUENCE, P_MAPPING, P_CLASS, P_STAR, P_AS, P_OR
} PatternKind;

typedef struct Pattern Pattern;
struct Pattern {
    PatternKind kind;
    Pos pos;
    union {
        struct { Expr *value; } value;              /* literal, -literal, dotted name: compared with == */
        struct { Object *value; } singleton;        /* None, True, False: compared with `is` */
        struct { Seq patterns; } seq;               /* Pattern*; also OR's alternatives */
        struct { Seq keys; Seq patterns; Object *rest; } mapping; /* keys: Expr*; rest: **name or NULL */
        struct { Expr *cls; Seq patterns; Seq kwd_attrs; Seq kwd_patterns; } cls; /* kwd_attrs: Object* */
        struct { Object *name; } star;              /* *name; NULL for *_ */
        struct { Pattern *pattern; Object *name; } as; /* pattern NULL: capture (name) or wildcard (both NULL) */
    } u;
};

typedef struct { Pattern *pattern; Expr *guard; Seq body; } MatchCase; /* guard may be NULL */

typedef struct { Expr *type; Object *name; Seq body; Pos pos; } ExceptHandler; /* type/name may be NULL */
typedef struct { Expr *context_expr; Expr *optional_vars; } WithItem;
typedef struct { Object *name; Object *asname; Pos pos; } Alias;  /* name may be dotted "a.b" */

struct Stmt {
    StmtKind kind;
    Pos pos;
    union {
        struct { Object *name; Arguments *args; Seq body; Seq decorators; Expr *returns; } funcdef;
        struct { Object *name; Seq bases; Seq keywords; Seq body; Seq decorators; } classdef;
        struct { Expr *value; } ret;                                /* value may be NULL */
        struct { Seq targets; } del;
        struct { Seq targets; Expr *value; } assign;                /* a = b = value: two targets */
        struct { Expr *target; int op; Expr *value; } augassign;    /* op: BIN_* */
        struct { Expr *target, *annotation, *value; int simple; } annassign;
        struct { Expr *target, *iter; Seq body, orelse; } forloop;
        struct { Expr *test; Seq body, orelse; } whileloop;
        struct { Expr *test; Seq body, orelse; } ifstmt;
        struct { Seq items; Seq body; } with;                       /* WithItem* */
        struct { Expr *exc, *cause; } raise;                        /* both may be NULL */
        struct { Seq body; Seq handlers; Seq orelse; Seq finalbody; } tryst; /* ExceptHandler* */
        struct { Expr *test, *msg; } assert;
        struct { Seq names; } import;                               /* Alias* */
        struct { Object *module; Seq names; int level; } importfrom; /* module may be NULL (from . import x) */
        struct { Seq names; } global;                               /* Object* interned str; also nonlocal */
        struct { Expr *value; } expr;
        struct { Expr *subject; Seq cases; } match;                 /* MatchCase* */
    } u;
};

typedef struct {
    Seq body;       /* Stmt* */
} Module;

/* compiler/parser.c: parse a whole file.  Returns NULL with a SyntaxError
 * (or IndentationError / TabError) set: its args are
 * (msg, (filename, lineno, offset, text, end_lineno, end_offset)), as in
 * CPython, so the traceback printer can show the line and the caret. */
Module *parse_module(const char *src, size_t len, Object *filename, Arena *arena);
/* The same in a mode of compiler.h (COMPILE_*): COMPILE_EVAL is one
 * expression list followed by nothing but newlines (eval()'s input), as a
 * body of one expression statement; COMPILE_SINGLE one statement (a
 * compound one, or one line of simple statements) then blank lines. */
Module *parse_source(const char *src, size_t len, Object *filename, Arena *arena, int mode);

/* compiler/ast_dump.c: print a tree in the format of Python's
 * ast.dump(), for the parser's unit tests. */
#include <stdio.h>
void ast_dump(Module *m, FILE *out);

#endif
