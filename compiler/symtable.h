/* symtable.h: scopes and the classification of every name (local, global,
 * cell, free), computed before code generation.  compiler/symtable.c has
 * the essay. */
#ifndef FPY_SYMTABLE_H
#define FPY_SYMTABLE_H

#include <stdbool.h>

#include "compiler/ast.h"

typedef enum { BLOCK_MODULE, BLOCK_FUNCTION, BLOCK_CLASS } BlockType;

/* What the walk saw a name do in one scope (Symbol.flags). */
enum {
    DEF_GLOBAL = 1 << 0,     /* named in a `global` statement */
    DEF_LOCAL = 1 << 1,      /* assigned (or deleted, or a for/with/except target) */
    DEF_PARAM = 1 << 2,      /* a parameter */
    DEF_NONLOCAL = 1 << 3,   /* named in a `nonlocal` statement */
    DEF_USE = 1 << 4,        /* read */
    DEF_FREE_CLASS = 1 << 5, /* class scope: local here and also free in a method */
    DEF_IMPORT = 1 << 6,     /* bound by import */
    DEF_COMP_ITER = 1 << 7,  /* a comprehension's iteration variable */
    DEF_ANNOT = 1 << 8,      /* annotated (`x: T`, a simple name) */
};
#define DEF_BOUND (DEF_LOCAL | DEF_PARAM | DEF_IMPORT)

/* Deepest nesting of statements and expressions compiled: CPython's limit,
 * 3 x its default recursion limit (the code generator's COMPILER_MAX_DEPTH
 * is the same). */
#define SYMTABLE_MAX_DEPTH 3000

/* Where a name lives (Symbol.scope), the result of the analysis. */
typedef enum {
    SC_UNKNOWN = 0,
    SC_LOCAL,           /* fast local (function) or locals-dict name (module, class) */
    SC_GLOBAL_EXPLICIT, /* `global x` */
    SC_GLOBAL_IMPLICIT, /* never bound in any enclosing function: globals, then builtins */
    SC_FREE,            /* bound in an enclosing function: read through a cell */
    SC_CELL,            /* local here and read by a nested function: lives in a cell */
} SymScope;

typedef struct {
    Object *name;   /* interned (mangled) str */
    int flags;      /* DEF_* */
    SymScope scope;
    /* Set by the compiler (compiler_enter_scope), -1 when none: the index
     * in the code object's varnames, and in its cellvars (SC_CELL) or
     * freevars (SC_FREE), so a name's slot is found without a search. */
    int fast_slot, deref_slot;
} Symbol;

typedef struct Scope Scope;
struct Scope {
    BlockType type;
    Object *name;          /* "top", the function or class name, "lambda", "listcomp"... */
    const void *node;      /* the AST node that opened it (Stmt* or Expr*), NULL for the module */
    Pos pos;
    Scope *parent;
    Scope **children;
    int nchildren, capchildren;
    Symbol *syms;          /* in order of first appearance; parameters first */
    int nsyms, capsyms;
    int *index;            /* open-addressing table: 1 + position in syms, 0 = empty */
    int indexcap;
    /* Where each global/nonlocal directive was, for error locations. */
    struct { Object *name; Pos pos; } *directives;
    int ndirectives, capdirectives;
    bool is_generator;     /* contains yield (or is a generator expression) */
    bool is_comprehension;
    int comp_iter_expr;    /* > 0 while visiting a comprehension's iterable here */
    bool is_lambda;
    bool is_nested;        /* inside a function */
    bool has_free;         /* has free variables */
    bool child_free;       /* some nested scope has free variables */
    bool needs_class_closure; /* class: a method uses __class__ (super()) */
    const char *comp_kind; /* "list comprehension", ... for error messages */
};

typedef struct {
    Scope *top;
    Arena *arena;
    Object *filename;
    const char *src;        /* may be NULL */
    size_t srclen;
    /* node -> Scope, open addressing on the pointer */
    const void **keys;
    Scope **vals;
    int mapcap, mapcount;
    /* walk state */
    Scope *cur;
    Object *private_name;   /* enclosing class name, for __private name mangling */
    int depth;              /* statements and expressions being visited (SYMTABLE_MAX_DEPTH) */
    bool future_annotations; /* `from __future__ import annotations`: annotations are kept as
                              * strings, never evaluated, so their names are not walked */
} Symtable;

/* Does the module start (after its docstring and other __future__
 * imports) with `from __future__ import annotations`? */
bool symtable_future_annotations(Module *m);

/* Build and analyse the symbol table of a module.  NULL with SyntaxError
 * set.  Everything lives in the arena. */
Symtable *symtable_build(Module *m, Object *filename, const char *src, size_t srclen, Arena *arena);
/* The scope opened by an AST node (FunctionDef, ClassDef, Lambda,
 * comprehension), or NULL. */
Scope *symtable_scope_of(Symtable *st, const void *node);
/* The symbol of a (mangled) name in a scope, or NULL. */
Symbol *scope_lookup(Scope *s, Object *name);
/* The name's scope in s (SC_UNKNOWN if absent). */
static inline SymScope scope_get(Scope *s, Object *name)
{
    Symbol *sym = scope_lookup(s, name);
    return sym ? sym->scope : SC_UNKNOWN;
}
/* Python's private name mangling: `__x` inside class C is `_C__x`.
 * Returns an interned str (borrowed, immortal), name itself when no
 * mangling applies, NULL on memory error. */
Object *symtable_mangle(Object *private_name, Object *name);

/* compiler/compile.c: raise exc_type (SyntaxError or a subclass) located at
 * a source range, with CPython's args
 *   (msg, (filename, lineno, offset, text, end_lineno, end_offset))
 * where offset is 1-based in characters and text is the source line.
 * src may be NULL (text None).  col/end_col are 0-based byte offsets.
 * Always returns NULL. */
Object *syntax_error_at(Type *exc_type, Object *filename, const char *src, size_t srclen, Pos pos,
                        const char *fmt, ...);

#endif
