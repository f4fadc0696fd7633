/* code.h: code objects, the compiler's output and the VM's input.
 *
 * A code object is immutable once made.  It is deferred (its stack
 * references are not counted) and every one of its constants is immortal
 * (docs/immortal.md), so loading a constant never writes to memory that
 * other threads may read.
 *
 * The frame's "localsplus" array is laid out as
 *   [ locals (nlocals) | cells (ncells) | free variables (nfree) ]
 * The first argcount + kwonlyargcount locals are the parameters, then
 * *args (if CO_VARARGS), then **kwargs (if CO_VARKEYWORDS).  A parameter
 * that is also a cell variable keeps its local slot; cell2arg[i] says which
 * parameter initialises cell i (-1: none) and the VM copies it at entry.
 */
#ifndef FPY_CODE_H
#define FPY_CODE_H

#include <stdio.h>

#include "runtime/object.h"

enum {
#define OP(name, operand, effect, doc) OP_##name,
#include "vm/opcodes.h"
#undef OP
    OP__COUNT
};

/* BINARY_OP's argument: BIN_* (runtime/api.h), plus this for `x op= y`. */
#define BINARY_OP_INPLACE 16

enum { ARG_NONE, ARG_CONST, ARG_NAME, ARG_LOCAL, ARG_CELL, ARG_JUMP, ARG_COUNT, ARG_OTHER };

static inline int instr_op(uint32_t w) { return (int)(w & 0xff); }
static inline uint32_t instr_arg(uint32_t w) { return w >> 8; }
static inline uint32_t instr_make(int op, uint32_t arg) { return (uint32_t)op | (arg << 8); }

/* The instruction the compiler wrote where a superinstruction now stands
 * (vm/fuse.c): every superinstruction replaced a LOAD_FAST. */
static inline int opcode_unfused(int op) { return op >= OP_LOAD_FAST__LOAD_ATTR && op < OP__COUNT ? OP_LOAD_FAST : op; }

/* One exception-table entry: an exception raised by an instruction in
 * [start, end) pops the value stack down to `depth` items, pushes the
 * exception and jumps to `handler`.  Entries are sorted innermost first
 * for any covered instruction (the first match wins). */
typedef struct {
    uint32_t start, end, handler;
    uint32_t depth;
} ExcEntry;

enum {
    CO_VARARGS = 1 << 0,
    CO_VARKEYWORDS = 1 << 1,
    CO_GENERATOR = 1 << 2, /* calling it makes a generator */
    CO_NESTED = 1 << 3,
    CO_MODULE = 1 << 4,    /* module body: LOAD_NAME/STORE_NAME use the globals dict */
    CO_CLASS = 1 << 5,     /* class body */
};

typedef struct CodeObject {
    Object ob;
    uint32_t *code;          /* ncode instructions */
    int *lines;              /* source line of each instruction */
    uint32_t *spans;         /* the column span of each instruction (code_span_pack), or NULL */
    int ncode;
    Object *consts;          /* tuple, every item immortal */
    Object *names;           /* tuple of interned str: globals, attributes */
    Object *localsplusnames; /* tuple of interned str: locals, cells, frees */
    int nlocals, ncells, nfree;
    int argcount;            /* positional parameters (incl. positional-only) */
    int posonlyargcount;
    int kwonlyargcount;
    int flags;               /* CO_* */
    int *cell2arg;           /* ncells entries, or NULL when no cell is a parameter */
    int stacksize;           /* maximum value-stack depth */
    ExcEntry *exctable;
    int nexc;
    Object *name;            /* interned str: "f", "<module>", "<listcomp>", "<lambda>" */
    Object *qualname;        /* "outer.<locals>.f" */
    Object *filename;        /* str */
    int firstlineno;
} CodeObject;

extern Type Code_Type;

/* New ref.  Takes ownership of the malloc'd arrays (code, lines, cell2arg,
 * exctable) and steals the references to the tuples and strings; makes
 * every constant immortal; the code object itself is deferred. */
CodeObject *code_new(CodeObject *fields);
/* Rewrite co's instructions into superinstructions where they apply
 * (vm/fuse.c; code_new calls it; a -Dspecialize=false build fuses nothing). */
void code_fuse(CodeObject *co);
/* Print the bytecode of co and of every code object among its constants
 * as the compiler wrote it, superinstructions shown as the LOAD_FAST they
 * replaced (fpy --dis). */
void code_disassemble(CodeObject *co, FILE *out);
/* The bytecode as the interpreter runs it, superinstructions included,
 * with note(co, i, buf, n)'s text after each instruction that has one
 * (fpy --dis-adaptive: eval_cache_note). */
typedef void (*DisNoteFunc)(CodeObject *co, int i, char *buf, size_t n);
void code_disassemble_noted(CodeObject *co, FILE *out, DisNoteFunc note);
/* Line of the instruction at index i. */
static inline int code_line(const CodeObject *co, int i) { return (i >= 0 && i < co->ncode) ? co->lines[i] : co->firstlineno; }

/* Where in the source an instruction comes from, beyond its line (for the
 * traceback's ^^^ markers): the start column, the end line as an offset
 * from the line, the end column (columns: 0-based byte offsets), packed
 * in 32 bits to keep code objects small: 12 + 8 + 12 bits.  A span that
 * does not fit (a column past 4094, an expression over 254 lines) is
 * CODE_SPAN_NONE, and no markers are drawn for it. */
#define CODE_SPAN_NONE 0xFFFFFFFFu
static inline uint32_t code_span_pack(int col, int end_line_delta, int end_col)
{
    if (col < 0 || col > 4094 || end_col < 0 || end_col > 4094 || end_line_delta < 0 || end_line_delta > 254)
        return CODE_SPAN_NONE;
    return (uint32_t)col | (uint32_t)end_col << 12 | (uint32_t)end_line_delta << 24;
}
/* The span of instruction i: false when none is known. */
static inline bool code_span(const CodeObject *co, int i, int *col, int *end_line, int *end_col)
{
    if (co->spans == NULL || i < 0 || i >= co->ncode || co->spans[i] == CODE_SPAN_NONE) return false;
    uint32_t s = co->spans[i];
    *col = (int)(s & 0xfff);
    *end_col = (int)(s >> 12 & 0xfff);
    *end_line = co->lines[i] + (int)(s >> 24);
    return true;
}

/* Stack effect of an instruction (jump = 1 when taking its jump). */
int opcode_stack_effect(int op, uint32_t arg, int jump);
extern const char *const opcode_names[OP__COUNT];
extern const unsigned char opcode_operand[OP__COUNT];

#endif
