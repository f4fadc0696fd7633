/* code.c: code objects, and the tables every part of fpy derives from the
 * one opcode list (vm/opcodes.h).
 *
 * The idea: a code object is the compiler's whole output for one function
 * body (or module, class body, comprehension): instructions, constants,
 * names, the exception table and the line of every instruction.  It never
 * changes after code_new, so any number of threads may run it at once
 * without a lock.
 *
 * Invariants:
 *   - every constant is immortal, recursively through constant tuples, and
 *     so are the consts/names/localsplusnames tuples themselves: loading a
 *     constant (or a name for LOAD_GLOBAL) never writes to shared memory,
 *     and a code object holds no counted reference at all, which is why its
 *     traverse visits nothing;
 *   - the code object is deferred (gc/deferred.c): the interpreter's stack
 *     does not count it; a nested function's code is a constant of its
 *     parent and therefore immortal.
 *
 * The opcode names, operand kinds and stack effects are expanded from the
 * X-macro in vm/opcodes.h, so adding an opcode there updates the compiler's
 * stack-depth analysis and the disassembler at once.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/api.h"
#include "vm/code.h"

const char *const opcode_names[OP__COUNT] = {
#define OP(name, operand, effect, doc) [OP_##name] = #name,
#include "vm/opcodes.h"
#undef OP
};

const unsigned char opcode_operand[OP__COUNT] = {
#define OP(name, operand, effect, doc) [OP_##name] = operand,
#include "vm/opcodes.h"
#undef OP
};

int opcode_stack_effect(int op, uint32_t uarg, int jump)
{
    /* The table's expressions are written in terms of a signed `arg`. */
    const int arg = (int)uarg;
    (void)arg;
    (void)jump;
    switch (op) {
#define OP(name, operand, effect, doc) \
    case OP_##name: return (effect);
#include "vm/opcodes.h"
#undef OP
    default: return 0;
    }
}

/* ---- the object ------------------------------------------------------- */

/* Make a constant immortal, and every item of a constant tuple too. */
static void immortalize(Object *o)
{
    if (obj_is_immortal(o)) return;
    if (TYPE(o) == &Tuple_Type) {
        for (ssize_t i = 0; i < tuple_len(o); i++) immortalize(tuple_get(o, i));
    }
    obj_make_immortal(o);
}

/* New ref (see code.h): takes ownership of the arrays and the tuples. */
CodeObject *code_new(CodeObject *f)
{
    CodeObject *co = (CodeObject *)obj_alloc(&Code_Type, sizeof(CodeObject));
    if (co == NULL) {
        free(f->code);
        free(f->lines);
        free(f->spans);
        free(f->cell2arg);
        free(f->exctable);
        if (f->consts) DECREF(f->consts);
        if (f->names) DECREF(f->names);
        if (f->localsplusnames) DECREF(f->localsplusnames);
        if (f->name) DECREF(f->name);
        if (f->qualname) DECREF(f->qualname);
        if (f->filename) DECREF(f->filename);
        return NULL;
    }
    Object hdr = co->ob;
    *co = *f;
    co->ob = hdr;
    immortalize(co->consts);
    immortalize(co->names);
    immortalize(co->localsplusnames);
    immortalize(co->name);
    immortalize(co->qualname);
    immortalize(co->filename);
    obj_set_deferred((Object *)co);
    code_fuse(co);
    return co;
}

static void code_dealloc(Object *o)
{
    CodeObject *co = (CodeObject *)o;
    free(co->code);
    free(co->lines);
    free(co->spans);
    free(co->cell2arg);
    free(co->exctable);
    /* consts, names and strings are immortal: nothing to release. */
    obj_free(o);
}

static int code_traverse(Object *o, VisitFunc visit, void *arg)
{
    /* Everything a code object refers to is immortal (see the essay). */
    (void)o;
    (void)visit;
    (void)arg;
    return 0;
}

/* New ref: <code object f at 0x..., file "x.py", line 3> */
static Object *code_repr(Object *o)
{
    CodeObject *co = (CodeObject *)o;
    return str_from_format("<code object %U at %p, file \"%U\", line %d>", co->name, (void *)co,
                           co->filename, co->firstlineno);
}

static ssize_t code_hash(Object *o)
{
    /* Identity hash (code objects compare by identity). */
    ssize_t h = (ssize_t)((uintptr_t)o >> 4);
    return h == -1 ? -2 : h;
}

/* ---- attributes (read-only; only those whose values match CPython's) -------- */

#define C(o) ((CodeObject *)(o))
static Object *get_name(Object *o, void *closure) { (void)closure; return NEWREF(C(o)->name); }
static Object *get_qualname(Object *o, void *closure) { (void)closure; return NEWREF(C(o)->qualname); }
static Object *get_filename(Object *o, void *closure) { (void)closure; return NEWREF(C(o)->filename); }
static Object *get_firstlineno(Object *o, void *closure) { (void)closure; return small_new(C(o)->firstlineno); }
static Object *get_argcount(Object *o, void *closure) { (void)closure; return small_new(C(o)->argcount); }
static Object *get_posonlyargcount(Object *o, void *closure) { (void)closure; return small_new(C(o)->posonlyargcount); }
static Object *get_kwonlyargcount(Object *o, void *closure) { (void)closure; return small_new(C(o)->kwonlyargcount); }
#undef C

static const GetSetDef code_getset[] = {
    {"co_name", get_name, NULL, NULL},
    {"co_qualname", get_qualname, NULL, NULL},
    {"co_filename", get_filename, NULL, NULL},
    {"co_firstlineno", get_firstlineno, NULL, NULL},
    {"co_argcount", get_argcount, NULL, NULL},
    {"co_posonlyargcount", get_posonlyargcount, NULL, NULL},
    {"co_kwonlyargcount", get_kwonlyargcount, NULL, NULL},
    {NULL, NULL, NULL, NULL},
};

Type Code_Type = {
    .ob = {OBJECT_HEAD_INIT(&Type_Type), 0},
    .name = "code",
    .basicsize = sizeof(CodeObject),
    .flags = TPF_GC,
    .dealloc = code_dealloc,
    .traverse = code_traverse,
    .repr = code_repr,
    .hash = code_hash,
    .getset = code_getset,
};

/* ---- the disassembler (fpy --dis) ------------------------------------- */

static const char *const binop_symbols[] = {
    [BIN_ADD] = "+",  [BIN_SUB] = "-",   [BIN_MUL] = "*",     [BIN_TRUEDIV] = "/",
    [BIN_FLOORDIV] = "//", [BIN_MOD] = "%", [BIN_POW] = "**", [BIN_LSHIFT] = "<<",
    [BIN_RSHIFT] = ">>", [BIN_AND] = "&", [BIN_OR] = "|",     [BIN_XOR] = "^",
    [BIN_MATMUL] = "@",
};
static const char *const cmp_symbols[] = {"<", "<=", "==", "!=", ">", ">="};

/* Print a str object's UTF-8 text (or a placeholder if it is not a str). */
static void put_str(Object *s, FILE *out)
{
    if (s != NULL && is_str(s)) fputs(str_cstr(s), out);
    else fputs("?", out);
}

/* Print repr(o); a failing repr prints a placeholder and clears the error. */
static void put_repr(Object *o, FILE *out)
{
    Object *r = obj_repr(o);
    if (r == NULL) {
        err_clear();
        fprintf(out, "<%s object>", TYPE_NAME(o));
        return;
    }
    put_str(r, out);
    DECREF(r);
}

static void put_header(CodeObject *co, FILE *out)
{
    fputs("Disassembly of ", out);
    put_repr((Object *)co, out);
    fputs(":\n", out);
    fprintf(out, "  name %s, qualname %s, args %d (posonly %d, kwonly %d), locals %d, cells %d, frees %d, stack %d, flags",
            str_cstr(co->name), str_cstr(co->qualname), co->argcount, co->posonlyargcount,
            co->kwonlyargcount, co->nlocals, co->ncells, co->nfree, co->stacksize);
    static const char *const flagnames[] = {"VARARGS", "VARKEYWORDS", "GENERATOR", "NESTED", "MODULE", "CLASS"};
    int any = 0;
    for (int i = 0; i < 6; i++) {
        if (co->flags & (1 << i)) {
            fprintf(out, "%s%s", any ? "|" : " ", flagnames[i]);
            any = 1;
        }
    }
    if (!any) fputs(" none", out);
    fputc('\n', out);
    ssize_t n = tuple_len(co->localsplusnames);
    if (n > 0) {
        fputs("  localsplus:", out);
        for (ssize_t i = 0; i < n; i++) {
            fprintf(out, " %zd=", i);
            put_str(tuple_get(co->localsplusnames, i), out);
            if (i >= co->nlocals + co->ncells) fputs("(free)", out);
            else if (i >= co->nlocals) fputs("(cell)", out);
        }
        fputc('\n', out);
    }
}

static void put_argument(CodeObject *co, int op, uint32_t arg, FILE *out)
{
    switch (opcode_operand[op]) {
    case ARG_NONE:
        return;
    case ARG_CONST:
        fprintf(out, "%5" PRIu32 " (", arg);
        if ((ssize_t)arg < tuple_len(co->consts)) put_repr(tuple_get(co->consts, arg), out);
        else fputs("?", out);
        fputc(')', out);
        return;
    case ARG_NAME:
        fprintf(out, "%5" PRIu32 " (", arg);
        put_str((ssize_t)arg < tuple_len(co->names) ? tuple_get(co->names, arg) : NULL, out);
        fputc(')', out);
        return;
    case ARG_LOCAL:
    case ARG_CELL:
        fprintf(out, "%5" PRIu32 " (", arg);
        put_str((ssize_t)arg < tuple_len(co->localsplusnames) ? tuple_get(co->localsplusnames, arg) : NULL, out);
        fputc(')', out);
        return;
    case ARG_JUMP:
        fprintf(out, "%5" PRIu32 " (to %" PRIu32 ")", arg, arg);
        return;
    case ARG_COUNT:
        fprintf(out, "%5" PRIu32, arg);
        return;
    default:
        break;
    }
    fprintf(out, "%5" PRIu32, arg);
    switch (op) {
    case OP_BINARY_OP: {
        uint32_t b = arg & ~(uint32_t)BINARY_OP_INPLACE;
        if (b < BIN__COUNT) fprintf(out, " (%s%s)", binop_symbols[b], (arg & BINARY_OP_INPLACE) ? "=" : "");
        break;
    }
    case OP_COMPARE_OP:
        if (arg < 6) fprintf(out, " (%s)", cmp_symbols[arg]);
        break;
    case OP_IS_OP:
        fputs(arg ? " (is not)" : " (is)", out);
        break;
    case OP_CONTAINS_OP:
        fputs(arg ? " (not in)" : " (in)", out);
        break;
    case OP_FORMAT_VALUE: {
        static const char *const conv[] = {"", "str", "repr", "ascii"};
        const char *c = conv[arg & 3];
        if (*c || (arg & 4)) fprintf(out, " (%s%s%s)", c, (*c && (arg & 4)) ? ", " : "", (arg & 4) ? "with format" : "");
        break;
    }
    case OP_UNPACK_EX:
        fprintf(out, " (%" PRIu32 " before, %" PRIu32 " after)", arg & 0xff, arg >> 8);
        break;
    case OP_CALL_EX:
        if (arg & 1) fputs(" (with kwargs)", out);
        break;
    case OP_MAKE_FUNCTION: {
        static const char *const parts[] = {"defaults", "kwdefaults", "annotations", "closure"};
        int any = 0;
        for (int i = 0; i < 4; i++) {
            if (arg & (1u << i)) {
                fprintf(out, "%s%s", any ? ", " : " (", parts[i]);
                any = 1;
            }
        }
        if (any) fputc(')', out);
        break;
    }
    default:
        break;
    }
}

static void disassemble_one(CodeObject *co, FILE *out, DisNoteFunc note)
{
    put_header(co, out);
    /* Mark jump targets with ">>", as dis does. */
    unsigned char *target = calloc((size_t)co->ncode + 1, 1);
    for (int i = 0; target && i < co->ncode; i++) {
        int op = instr_op(co->code[i]);
        uint32_t a = instr_arg(co->code[i]);
        if (op < OP__COUNT && opcode_operand[op] == ARG_JUMP && a <= (uint32_t)co->ncode) target[a] = 1;
    }
    for (int i = 0; target && i < co->nexc; i++) {
        if (co->exctable[i].handler <= (uint32_t)co->ncode) target[co->exctable[i].handler] = 1;
    }
    int lastline = -1;
    for (int i = 0; i < co->ncode; i++) {
        int line = co->lines ? co->lines[i] : co->firstlineno;
        if (line != lastline) {
            if (i > 0) fputc('\n', out);
            fprintf(out, "%4d ", line);
            lastline = line;
        } else {
            fputs("     ", out);
        }
        fprintf(out, "%s %5d ", (target && target[i]) ? ">>" : "  ", i);
        int op = instr_op(co->code[i]);
        uint32_t a = instr_arg(co->code[i]);
        if (note == NULL) op = opcode_unfused(op); /* --dis: the compiler's instructions */
        if (op >= OP__COUNT) {
            fprintf(out, "<%d> %" PRIu32 "\n", op, a);
            continue;
        }
        if (opcode_operand[op] == ARG_NONE) {
            fputs(opcode_names[op], out);
        } else {
            fprintf(out, "%-24s", opcode_names[op]);
            put_argument(co, op, a, out);
        }
        if (note != NULL) {
            char buf[512];
            note(co, i, buf, sizeof buf);
            if (buf[0]) fprintf(out, "\n%22s[%s]", "", buf);
        }
        fputc('\n', out);
    }
    free(target);
    if (co->nexc > 0) {
        fputs("ExceptionTable:\n", out);
        for (int i = 0; i < co->nexc; i++) {
            ExcEntry *e = &co->exctable[i];
            fprintf(out, "  %" PRIu32 " to %" PRIu32 " -> %" PRIu32 " [%" PRIu32 "]\n", e->start, e->end,
                    e->handler, e->depth);
        }
    }
}

void code_disassemble_noted(CodeObject *co, FILE *out, DisNoteFunc note)
{
    disassemble_one(co, out, note);
    for (ssize_t i = 0; i < tuple_len(co->consts); i++) {
        Object *c = tuple_get(co->consts, i);
        if (TYPE(c) == &Code_Type) {
            fputc('\n', out);
            code_disassemble_noted((CodeObject *)c, out, note);
        }
    }
}

void code_disassemble(CodeObject *co, FILE *out) { code_disassemble_noted(co, out, NULL); }
