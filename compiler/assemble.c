/* assemble.c: from the code generator's instruction list to a code object.
 *
 * The code generator emits instructions whose jumps name labels, with
 * SETUP_* / POP_BLOCK pseudo instructions marking the protected regions
 * (compiler/compiler.h).  Assembly is one walk of the control flow, then
 * a layout pass:
 *
 *   1. Follow every path from instruction 0 with a worklist, carrying the
 *      value-stack depth (opcode_stack_effect, with jump = 0 / 1 on the two
 *      edges of a branch) and the stack of active handlers (a persistent
 *      linked list: a SETUP pushes a node, POP_BLOCK steps to the parent).
 *      A SETUP also adds an edge to its handler, entered with the depth at
 *      the SETUP plus the pushed exception.  Each instruction records its
 *      depth and innermost handler; the largest depth is the stacksize.
 *   2. Keep the reachable real instructions, drop jumps to the very next
 *      kept instruction, resolve labels to final indexes; an unconditional
 *      jump to an earlier (or the same) index becomes JUMP_BACKWARD, the
 *      safepoint.
 *   3. Runs of consecutive instructions with the same handler become the
 *      exception table's entries; the handler's depth is the depth at its
 *      SETUP (minus the __enter__ result for SETUP_WITH).
 *
 * Invariants: every path reaching an instruction arrives with the same
 * depth (the generator guarantees it; a mismatch is a compiler bug, raised
 * as SystemError); the code always ends with a return or a raise so no path
 * falls off the end.
 */
#include <stdlib.h>
#include <string.h>

#include "compiler/codegen.h"

/* ---- emitting --------------------------------------------------------- */

int emit(Compiler *c, int op, int arg)
{
    Unit *u = c->u;
    if (u->ninstrs == u->capinstrs) {
        int cap = u->capinstrs ? u->capinstrs * 2 : 64;
        Instr *n = realloc(u->instrs, sizeof(Instr) * (size_t)cap);
        if (n == NULL) {
            err_no_memory();
            return -1;
        }
        u->instrs = n;
        u->capinstrs = cap;
    }
    Instr *i = &u->instrs[u->ninstrs++];
    i->op = op;
    i->arg = arg;
    i->line = u->lineno;
    i->span = u->loc.lineno == u->lineno ? code_span_pack(u->loc.col, u->loc.end_lineno - u->loc.lineno, u->loc.end_col)
                                         : CODE_SPAN_NONE;
    return 0;
}

int new_label(Compiler *c)
{
    Unit *u = c->u;
    if (u->nlabels == u->caplabels) {
        int cap = u->caplabels ? u->caplabels * 2 : 16;
        int *n = realloc(u->labels, sizeof(int) * (size_t)cap);
        if (n == NULL) {
            err_no_memory();
            return -1;
        }
        u->labels = n;
        u->caplabels = cap;
    }
    u->labels[u->nlabels] = -1;
    return u->nlabels++;
}

void use_label(Compiler *c, int label)
{
    c->u->labels[label] = c->u->ninstrs;
}

/* ---- constants and names ---------------------------------------------- */

static size_t mix(size_t h)
{
    h ^= h >> 31;
    h *= (size_t)0x9E3779B97F4A7C15ull;
    return h ^ (h >> 29);
}

/* A hash consistent with const_equal (cheap, never fails). */
static size_t const_hash(Object *o)
{
    if (is_small(o)) return mix((size_t)small_val(o));
    Type *t = TYPE(o);
    size_t h = (size_t)(uintptr_t)t;
    if (t == &Float_Type) {
        double d = float_val(o);
        uint64_t bits;
        memcpy(&bits, &d, sizeof bits);
        h ^= (size_t)bits;
    } else if (t == &Str_Type) {
        const char *s = str_cstr(o);
        ssize_t n = str_nbytes(o);
        size_t x = 1469598103934665603ull;
        for (ssize_t i = 0; i < n; i++) x = (x ^ (unsigned char)s[i]) * 1099511628211ull;
        h ^= x;
    } else if (t == &Tuple_Type) {
        for (ssize_t i = 0; i < tuple_len(o); i++) h = h * 31 + const_hash(tuple_get(o, i));
    } else if (t == &Int_Type || t == &Bytes_Type) {
        /* equal values must hash alike: hash by type only */
    } else {
        h ^= (size_t)(uintptr_t)o; /* identity */
    }
    return mix(h);
}

/* Same type and same value: 0, 0.0, -0.0 and False stay distinct, so do
 * (0,) and (0.0,). */
static bool const_equal(Object *a, Object *b)
{
    if (a == b) return true;
    if (is_small(a) || is_small(b)) return false;
    Type *t = TYPE(a);
    if (t != TYPE(b)) return false;
    if (t == &Float_Type) {
        double x = float_val(a), y = float_val(b);
        return memcmp(&x, &y, sizeof x) == 0;
    }
    if (t == &Str_Type) return str_nbytes(a) == str_nbytes(b) && memcmp(str_cstr(a), str_cstr(b), (size_t)str_nbytes(a)) == 0;
    if (t == &Int_Type) return int_compare(a, b) == 0;
    if (t == &Bytes_Type) {
        ssize_t n = ((VarObject *)a)->ob_size;
        return n == ((VarObject *)b)->ob_size && memcmp(((BytesObject *)a)->data, ((BytesObject *)b)->data, (size_t)n) == 0;
    }
    if (t == &Tuple_Type) {
        ssize_t n = tuple_len(a);
        if (n != tuple_len(b)) return false;
        for (ssize_t i = 0; i < n; i++)
            if (!const_equal(tuple_get(a, i), tuple_get(b, i))) return false;
        return true;
    }
    return false;
}

static int objtable_grow_index(ObjTable *t, bool by_identity)
{
    int cap = t->indexcap ? t->indexcap * 2 : 16;
    int *idx = calloc((size_t)cap, sizeof(int));
    if (idx == NULL) {
        err_no_memory();
        return -1;
    }
    size_t mask = (size_t)cap - 1;
    for (int k = 0; k < t->n; k++) {
        size_t h = by_identity ? mix((size_t)(uintptr_t)t->items[k]) : const_hash(t->items[k]);
        size_t i = h & mask;
        while (idx[i] != 0) i = (i + 1) & mask;
        idx[i] = k + 1;
    }
    free(t->index);
    t->index = idx;
    t->indexcap = cap;
    return 0;
}

/* Index of o in t, added if absent.  Steals o. */
static int objtable_add(ObjTable *t, Object *o, bool by_identity)
{
    if ((t->n + 1) * 2 > t->indexcap && objtable_grow_index(t, by_identity) < 0) {
        DECREF(o);
        return -1;
    }
    size_t mask = (size_t)t->indexcap - 1;
    size_t h = by_identity ? mix((size_t)(uintptr_t)o) : const_hash(o);
    size_t i = h & mask;
    for (; t->index[i] != 0; i = (i + 1) & mask) {
        Object *x = t->items[t->index[i] - 1];
        if (x == o || (!by_identity && const_equal(x, o))) {
            DECREF(o);
            return t->index[i] - 1;
        }
    }
    if (t->n == t->cap) {
        int cap = t->cap ? t->cap * 2 : 16;
        Object **n = realloc(t->items, sizeof(Object *) * (size_t)cap);
        if (n == NULL) {
            DECREF(o);
            err_no_memory();
            return -1;
        }
        t->items = n;
        t->cap = cap;
    }
    t->items[t->n] = o;
    t->index[i] = t->n + 1;
    return t->n++;
}

void objtable_clear(ObjTable *t)
{
    for (int i = 0; i < t->n; i++) DECREF(t->items[i]);
    free(t->items);
    free(t->index);
    memset(t, 0, sizeof *t);
}

int add_const(Compiler *c, Object *o)
{
    /* Code objects are compared by identity (const_hash/const_equal do). */
    return objtable_add(&c->u->consts, o, false);
}

int emit_const(Compiler *c, Object *o)
{
    int i = add_const(c, o);
    if (i < 0) return -1;
    return emit(c, OP_LOAD_CONST, i);
}

int emit_return_none(Compiler *c)
{
    int i = add_const(c, None);
    if (i < 0) return -1;
    return emit(c, OP_RETURN_CONST, i);
}

int add_name(Compiler *c, Object *name)
{
    INCREF(name);
    return objtable_add(&c->u->names, name, true);
}

/* ---- the flow walk ------------------------------------------------------ */

typedef struct { int label; int depth; int parent; } HNode; /* handler stack node */
typedef struct { int i, depth, hs; } Work;

static bool is_jump(int op)
{
    return op < OP__COUNT && opcode_operand[op] == ARG_JUMP;
}

static bool is_terminator(int op)
{
    return op == OP_RETURN_VALUE || op == OP_RETURN_CONST || op == OP_RAISE_VARARGS || op == OP_RERAISE ||
           op == OP_JUMP || op == OP_JUMP_BACKWARD;
}

static CodeObject *internal_error(const char *msg, Object *name)
{
    err_format(&Exc_SystemError, "compiler: %s in %U", msg, name);
    return NULL;
}

typedef struct {
    int *depth;   /* per instruction, -1 = unreachable */
    int *hs;      /* per instruction: handler node, -1 = none */
    HNode *nodes;
    int nnodes, capnodes;
    int maxdepth;
} Flow;

static int flow_push_node(Flow *f, int label, int depth, int parent)
{
    if (f->nnodes == f->capnodes) {
        int cap = f->capnodes ? f->capnodes * 2 : 16;
        HNode *n = realloc(f->nodes, sizeof(HNode) * (size_t)cap);
        if (n == NULL) return -1;
        f->nodes = n;
        f->capnodes = cap;
    }
    f->nodes[f->nnodes] = (HNode){label, depth, parent};
    return f->nnodes++;
}

/* Walk the control flow (step 1 of the essay).  0, or -1 with an exception. */
static int flow_walk(Unit *u, Flow *f)
{
    int n = u->ninstrs;
    Work *work = malloc(sizeof(Work) * (size_t)(n + 1));
    if (work == NULL) {
        err_no_memory();
        return -1;
    }
    int nwork = 0;
    work[nwork++] = (Work){0, 0, -1};
    int rc = 0;
    while (nwork > 0 && rc == 0) {
        Work w = work[--nwork];
        int i = w.i, d = w.depth, hs = w.hs;
        while (i < n) {
            if (f->depth[i] >= 0) {
                if (f->depth[i] != d) {
                    internal_error("inconsistent stack depth", u->qualname);
                    rc = -1;
                }
                break;
            }
            /* Worklist entries are pushed only for unvisited targets, but a
             * target may be reached twice before it is visited: bounded by
             * n because each push is tied to one visited instruction. */
            f->depth[i] = d;
            f->hs[i] = hs;
            if (d > f->maxdepth) f->maxdepth = d;
            Instr *in = &u->instrs[i];
            int op = in->op;
            if (op == PSEUDO_SETUP_FINALLY || op == PSEUDO_SETUP_CLEANUP || op == PSEUDO_SETUP_WITH) {
                int hdepth = d - (op == PSEUDO_SETUP_WITH ? 1 : 0);
                int node = flow_push_node(f, in->arg, hdepth, hs);
                if (node < 0) {
                    err_no_memory();
                    rc = -1;
                    break;
                }
                int t = u->labels[in->arg];
                if (f->depth[t] < 0) work[nwork++] = (Work){t, hdepth + 1, hs};
                else if (f->depth[t] != hdepth + 1) {
                    internal_error("inconsistent handler depth", u->qualname);
                    rc = -1;
                    break;
                }
                if (hdepth + 1 > f->maxdepth) f->maxdepth = hdepth + 1;
                hs = node;
                i++;
                continue;
            }
            if (op == PSEUDO_POP_BLOCK) {
                if (hs >= 0) hs = f->nodes[hs].parent;
                i++;
                continue;
            }
            if (is_jump(op)) {
                int t = u->labels[in->arg];
                int dj = d + opcode_stack_effect(op, (uint32_t)in->arg, 1);
                if (op == OP_JUMP || op == OP_JUMP_BACKWARD) {
                    i = t;
                    d = dj;
                    continue;
                }
                if (f->depth[t] < 0) {
                    if (nwork >= n + 1) {
                        /* cannot happen: at most one pending entry per instruction */
                        internal_error("worklist overflow", u->qualname);
                        rc = -1;
                        break;
                    }
                    work[nwork++] = (Work){t, dj, hs};
                } else if (f->depth[t] != dj) {
                    internal_error("inconsistent jump depth", u->qualname);
                    rc = -1;
                    break;
                }
                if (dj > f->maxdepth) f->maxdepth = dj;
                d += opcode_stack_effect(op, (uint32_t)in->arg, 0);
                i++;
                continue;
            }
            d += opcode_stack_effect(op, (uint32_t)in->arg, 0);
            if (d < 0) {
                internal_error("negative stack depth", u->qualname);
                rc = -1;
                break;
            }
            if (d > f->maxdepth) f->maxdepth = d;
            if (is_terminator(op)) break;
            i++;
        }
        if (rc == 0 && i >= n) {
            internal_error("code falls off the end", u->qualname);
            rc = -1;
        }
    }
    free(work);
    return rc;
}

/* ---- building the code object ------------------------------------------ */

static Object *tuple_from_objs(Object **items, int n, bool steal)
{
    Object *t = tuple_new(n);
    if (t == NULL) return NULL;
    for (int i = 0; i < n; i++) {
        if (!steal) INCREF(items[i]);
        tuple_items(t)[i] = items[i];
    }
    return t;
}

/* Jump threading: a jump to an unconditional JUMP goes straight to that
 * JUMP's target (an if/else at the end of a loop body then jumps back to
 * the loop head at once).  A conditional jump is threaded only forward:
 * a backward conditional jump would be a loop edge without the safepoint
 * that JUMP_BACKWARD checks.  Passing over a real JUMP executes no SETUP or
 * POP_BLOCK, so the handler stack at the new target is unchanged. */
static void thread_jumps(Unit *u)
{
    for (int i = 0; i < u->ninstrs; i++) {
        Instr *in = &u->instrs[i];
        int op = in->op;
        bool cond = op == OP_POP_JUMP_IF_FALSE || op == OP_POP_JUMP_IF_TRUE || op == OP_POP_JUMP_IF_NONE ||
                    op == OP_POP_JUMP_IF_NOT_NONE;
        if (op != OP_JUMP && !cond) continue;
        int label = in->arg;
        for (int hops = 0; hops < 8; hops++) {
            int t = u->labels[label];
            if (t >= u->ninstrs || u->instrs[t].op != OP_JUMP || t == i) break;
            int next = u->instrs[t].arg;
            if (cond && u->labels[next] <= i) break;
            label = next;
        }
        in->arg = label;
    }
}

CodeObject *assemble(Compiler *c)
{
    Unit *u = c->u;
    int n = u->ninstrs;
    for (int l = 0; l < u->nlabels; l++) {
        if (u->labels[l] < 0) u->labels[l] = n; /* never placed: unused label */
    }
    Flow f = {0};
    f.depth = malloc(sizeof(int) * (size_t)(n + 1));
    f.hs = malloc(sizeof(int) * (size_t)(n + 1));
    int *next_kept = malloc(sizeof(int) * (size_t)(n + 1));
    int *newidx = malloc(sizeof(int) * (size_t)(n + 1));
    uint32_t *code = NULL;
    int *lines = NULL;
    uint32_t *spans = NULL;
    ExcEntry *exc = NULL;
    CodeObject *co = NULL;
    if (!f.depth || !f.hs || !next_kept || !newidx) {
        err_no_memory();
        goto done;
    }
    for (int i = 0; i <= n; i++) f.depth[i] = -1, f.hs[i] = -1;
    thread_jumps(u);
    if (flow_walk(u, &f) < 0) goto done;

    /* 2. Keep reachable real instructions; drop jumps to the next kept one. */
    for (int pass = 0; pass < 2; pass++) {
        next_kept[n] = n;
        for (int i = n - 1; i >= 0; i--) {
            bool kept = f.depth[i] >= 0 && u->instrs[i].op < OP__COUNT;
            next_kept[i] = kept ? i : next_kept[i + 1];
        }
        if (pass == 1) break;
        for (int i = 0; i < n; i++) {
            Instr *in = &u->instrs[i];
            if (f.depth[i] < 0 || in->op != OP_JUMP) continue;
            if (next_kept[i + 1] == next_kept[u->labels[in->arg]]) in->op = OP_NOP, f.depth[i] = -1;
        }
    }
    int ncode = 0;
    for (int i = 0; i < n; i++) newidx[i] = (next_kept[i] == i) ? ncode++ : -1;
    newidx[n] = ncode;
    code = malloc(sizeof(uint32_t) * (size_t)(ncode + 1));
    lines = malloc(sizeof(int) * (size_t)(ncode + 1));
    spans = malloc(sizeof(uint32_t) * (size_t)(ncode + 1));
    exc = malloc(sizeof(ExcEntry) * (size_t)(ncode + 1));
    if (!code || !lines || !spans || !exc) {
        err_no_memory();
        goto done;
    }
    int nexc = 0;
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (newidx[i] < 0) continue;
        Instr *in = &u->instrs[i];
        int op = in->op;
        uint32_t arg = (uint32_t)in->arg;
        if (is_jump(op)) {
            arg = (uint32_t)newidx[next_kept[u->labels[in->arg]]];
            if (op == OP_JUMP && (int)arg <= k) op = OP_JUMP_BACKWARD;
        }
        if (arg >= (1u << 24)) {
            err_set(&Exc_SystemError, "code object too large (instruction argument over 2**24)");
            goto done;
        }
        code[k] = instr_make(op, arg);
        lines[k] = in->line;
        spans[k] = in->span;
        /* 3. exception table */
        int hs = f.hs[i];
        uint32_t handler = 0, depth = 0;
        bool has = hs >= 0;
        if (has) {
            handler = (uint32_t)newidx[next_kept[u->labels[f.nodes[hs].label]]];
            depth = (uint32_t)f.nodes[hs].depth;
        }
        if (has) {
            if (nexc > 0 && exc[nexc - 1].end == (uint32_t)k && exc[nexc - 1].handler == handler &&
                exc[nexc - 1].depth == depth) {
                exc[nexc - 1].end = (uint32_t)k + 1;
            } else {
                exc[nexc++] = (ExcEntry){(uint32_t)k, (uint32_t)k + 1, handler, depth};
            }
        }
        k++;
    }

    /* The code object's fields. */
    CodeObject fields;
    memset(&fields, 0, sizeof fields);
    int nloc = u->nvarnames, ncell = u->ncellvars, nfree = u->nfreevars;
    Object **lp = malloc(sizeof(Object *) * (size_t)(nloc + ncell + nfree + 1));
    if (lp == NULL) {
        err_no_memory();
        goto done;
    }
    if (nloc) memcpy(lp, u->varnames, sizeof(Object *) * (size_t)nloc);
    if (ncell) memcpy(lp + nloc, u->cellvars, sizeof(Object *) * (size_t)ncell);
    if (nfree) memcpy(lp + nloc + ncell, u->freevars, sizeof(Object *) * (size_t)nfree);
    Object *localsplus = tuple_from_objs(lp, nloc + ncell + nfree, false);
    free(lp);
    Object *names = localsplus ? tuple_from_objs(u->names.items, u->names.n, false) : NULL;
    Object *consts = names ? tuple_from_objs(u->consts.items, u->consts.n, true) : NULL;
    if (consts == NULL) {
        if (localsplus) DECREF(localsplus);
        if (names) DECREF(names);
        goto done;
    }
    /* consts now own the references the table held */
    free(u->consts.items);
    free(u->consts.index);
    memset(&u->consts, 0, sizeof u->consts);

    int *cell2arg = NULL;
    int nparams = u->argcount + u->kwonlyargcount + ((u->flags & CO_VARARGS) ? 1 : 0) +
                  ((u->flags & CO_VARKEYWORDS) ? 1 : 0);
    for (int i = 0; i < ncell; i++) {
        for (int j = 0; j < nparams && j < nloc; j++) {
            if (u->varnames[j] != u->cellvars[i]) continue;
            if (cell2arg == NULL) {
                cell2arg = malloc(sizeof(int) * (size_t)ncell);
                if (cell2arg == NULL) {
                    DECREF(localsplus);
                    DECREF(names);
                    DECREF(consts);
                    err_no_memory();
                    goto done;
                }
                for (int x = 0; x < ncell; x++) cell2arg[x] = -1;
            }
            cell2arg[i] = j;
        }
    }

    fields.code = code;
    fields.lines = lines;
    fields.spans = spans;
    fields.ncode = ncode;
    fields.consts = consts;
    fields.names = names;
    fields.localsplusnames = localsplus;
    fields.nlocals = nloc;
    fields.ncells = ncell;
    fields.nfree = nfree;
    fields.argcount = u->argcount;
    fields.posonlyargcount = u->posonlyargcount;
    fields.kwonlyargcount = u->kwonlyargcount;
    fields.flags = u->flags;
    fields.cell2arg = cell2arg;
    fields.stacksize = f.maxdepth;
    if (nexc == 0) {
        free(exc);
        exc = NULL;
    }
    fields.exctable = exc;
    fields.nexc = nexc;
    INCREF(u->name);
    fields.name = u->name;
    INCREF(u->qualname);
    fields.qualname = u->qualname;
    INCREF(c->filename);
    fields.filename = c->filename;
    fields.firstlineno = u->firstlineno;
    code = NULL;
    lines = NULL;
    spans = NULL;
    exc = NULL;
    co = code_new(&fields);

done:
    free(f.depth);
    free(f.hs);
    free(f.nodes);
    free(next_kept);
    free(newidx);
    free(code);
    free(lines);
    free(spans);
    free(exc);
    return co;
}
