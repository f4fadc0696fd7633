/* codegen.h: the code generator's internal interface, shared by
 * compile.c (units, statements), compile_expr.c (expressions) and
 * assemble.c (labels, stack depth, exception table, the code object).
 *
 * While a code object is being generated its instructions are a flat array
 * of Instr whose jump arguments are *label* numbers, plus four pseudo
 * instructions that never reach the VM (as in CPython 3.11):
 *   SETUP_FINALLY L / SETUP_CLEANUP L   push handler L: an exception raised
 *       by the following instructions pops the stack to the depth it had
 *       here, pushes the exception and jumps to L;
 *   SETUP_WITH L    the same, but one item less (the __enter__ result,
 *       stored right after, is not under the handler);
 *   POP_BLOCK       pop the innermost handler.
 * assemble.c follows the control flow from instruction 0 carrying the stack
 * depth and the stack of active handlers, which gives every instruction its
 * handler (-> the exception table) and the code's maximum stack depth; it
 * drops the pseudo instructions and unreachable code and resolves labels
 * to instruction indexes.
 */
#ifndef FPY_CODEGEN_H
#define FPY_CODEGEN_H

#include <stdbool.h>

#include "compiler/ast.h"
#include "compiler/compiler.h"
#include "compiler/symtable.h"
#include "runtime/api.h"
#include "vm/code.h"

enum {
    PSEUDO_SETUP_FINALLY = 256,
    PSEUDO_SETUP_CLEANUP,
    PSEUDO_SETUP_WITH,
    PSEUDO_POP_BLOCK,
    PSEUDO_NOP, /* dropped by the assembler: a place held for an instruction not needed after all */
};

typedef struct {
    int op;   /* OP_* or PSEUDO_* */
    int arg;  /* label number for jumps and SETUP_*, else the instruction's argument */
    int line;
    uint32_t span; /* the columns of the source it comes from (code_span_pack, vm/code.h) */
} Instr;

/* Frame blocks: what a `return`, `break` or `continue` must undo on its way
 * out (CPython's fblockinfo). */
typedef enum {
    FB_WHILE_LOOP, FB_FOR_LOOP, FB_TRY_EXCEPT, FB_FINALLY_TRY, FB_FINALLY_END,
    FB_WITH, FB_HANDLER_CLEANUP, FB_POP_VALUE, FB_EXCEPTION_HANDLER,
} FBlockType;

typedef struct {
    FBlockType type;
    int block;       /* loop: `continue` target */
    int exit;        /* loop: `break` target */
    Seq *finalbody;  /* FINALLY_TRY: the finally body to run */
    Object *name;    /* HANDLER_CLEANUP: the `as` name to clear, or NULL */
    Stmt *stmt;      /* WITH: the statement (for its line) */
} FBlock;

/* Growable array of owned or immortal objects with a dedup index. */
typedef struct {
    Object **items;
    int n, cap;
    int *index;      /* open addressing: 1 + item number, 0 = empty */
    int indexcap;
} ObjTable;

/* One code object being generated. */
typedef struct Unit {
    struct Unit *parent;
    Scope *ste;
    Object *name;       /* interned */
    Object *qualname;   /* owned str */
    Object *private_name; /* enclosing class name (mangling), or NULL */
    int firstlineno;

    Instr *instrs;
    int ninstrs, capinstrs;
    int *labels;        /* label -> instruction index, -1 until placed */
    int nlabels, caplabels;

    ObjTable consts;    /* owned references (constants are made immortal by code_new) */
    ObjTable names;     /* interned strs */
    Object **varnames;  /* locals: parameters first (interned) */
    int nvarnames, capvarnames;
    Object **cellvars;
    int ncellvars;
    Object **freevars;
    int nfreevars;

    int argcount, posonlyargcount, kwonlyargcount;
    int flags;          /* CO_* */

    FBlock *fblocks;
    int nfblocks, capfblocks;

    int lineno;         /* line given to the instructions emitted now */
    Pos pos;            /* the node being compiled (error locations) */
    Pos loc;            /* the statement or expression whose instructions are emitted now
                         * (their column span, for tracebacks) */
} Unit;

typedef struct Compiler {
    Object *filename;
    const char *src;    /* may be NULL */
    size_t srclen;
    Symtable *st;
    Arena *arena;
    Unit *u;
    int depth;          /* recursion guard for deeply nested code */
    bool future_ok;     /* still at the top of the module: `from __future__` allowed */
    bool interactive;   /* COMPILE_SINGLE: module-level expression statements print (PRINT_EXPR) */
} Compiler;

/* ---- compile.c ---- */
/* A SyntaxError at pos; returns -1. */
int compiler_error(Compiler *c, Pos pos, const char *fmt, ...);
/* Print a SyntaxWarning for pos (CPython's format); 0, or -1 on error. */
int compiler_warn(Compiler *c, Pos pos, const char *fmt, ...);
int compile_stmts(Compiler *c, Seq *body);
/* Open a unit for the scope of `node` (NULL: the module). 0 / -1. */
int compiler_enter_scope(Compiler *c, Object *name, const void *node, int firstlineno);
/* Finish the current unit: new ref to its code object, the unit freed and
 * the parent made current again.  NULL on error (the unit is freed too). */
CodeObject *compiler_exit_scope(Compiler *c);
/* Push the closure (if any) and the code object, emit MAKE_FUNCTION with
 * flags | 8 when there is a closure.  Steals co.  0 / -1. */
int compiler_make_closure(Compiler *c, CodeObject *co, int flags);
/* Push defaults / kwdefaults for a parameter list; returns MAKE_FUNCTION
 * flags (1, 2) or -1. */
int compiler_defaults(Compiler *c, Arguments *args);
void compiler_set_args(Compiler *c, Arguments *args);
int compiler_push_fblock(Compiler *c, FBlockType t, int block, int exit);
void compiler_pop_fblock(Compiler *c);

/* ---- compile_expr.c ---- */
int compile_expr(Compiler *c, Expr *e);
/* An expression only iterated (for, comprehension, `in`): constant list
 * and set displays become a constant tuple / frozenset, as in CPython. */
int compile_iter_expr(Compiler *c, Expr *e);
/* Jump to label if bool(e) == cond; fall through otherwise. */
int compile_jump_if(Compiler *c, Expr *e, int label, bool cond);
/* Store TOS into a target (Name, Attribute, Subscript, Tuple, List). */
int compile_store(Compiler *c, Expr *target);
int compile_delete(Compiler *c, Expr *target);
typedef enum { NAME_LOAD, NAME_STORE, NAME_DEL } NameCtx;
int compile_nameop(Compiler *c, Object *name, NameCtx ctx);
/* Calls with `npre` arguments already pushed after [callable, NULL]. */
int compile_call_args(Compiler *c, int npre, Seq *args, Seq *keywords, Pos pos);
/* CPython's forbidden_name: storing to (kind NAME_STORE) or deleting
 * (NAME_DEL) `__debug__` is a SyntaxError at pos.  0, or -1 with it set. */
int compile_forbidden_name(Compiler *c, Object *name, int kind, Pos pos);
/* The same for every parameter of a def or lambda. */
int compile_check_debug_args(Compiler *c, Arguments *a, Pos pos);
/* Constant if e is a constant expression (tuples of constants fold):
 * new ref, NULL if not constant (no exception) or on error (exception). */
Object *compile_const_value(Compiler *c, Expr *e);

/* ---- compile_match.c ---- */
int compile_match(Compiler *c, Stmt *s);

/* ---- assemble.c ---- */
int emit(Compiler *c, int op, int arg);
static inline int emit0(Compiler *c, int op) { return emit(c, op, 0); }
int new_label(Compiler *c);
void use_label(Compiler *c, int label);
/* Index of a constant (dedup: same type and same value, 0 vs 0.0 vs False
 * vs -0.0 kept apart).  Steals o.  -1 on error. */
int add_const(Compiler *c, Object *o);
int emit_const(Compiler *c, Object *o); /* LOAD_CONST, steals o */
int emit_return_none(Compiler *c);      /* RETURN_CONST None */
int add_name(Compiler *c, Object *name); /* co_names index of an interned str */
CodeObject *assemble(Compiler *c);
void objtable_clear(ObjTable *t); /* DECREFs the items */

/* Deepest statement/expression nesting compiled (CPython: 3 x the
 * recursion limit); deeper raises RecursionError. */
#define COMPILER_MAX_DEPTH 3000

#define TRY(x) do { if ((x) < 0) return -1; } while (0)

#endif
