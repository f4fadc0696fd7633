/* compile_expr.c: code generation for expressions, assignment targets,
 * calls, displays, comprehensions, lambdas and f-strings (CPython 3.11's
 * shapes; see compile.c for the overview).
 *
 * A few things are decided at compile time because they are cheap and
 * frequent: constant tuples and negative numeric literals are folded into
 * constants, `x in [1, 2, 3]` tests against a constant tuple, `not`, `and`,
 * `or`, conditional expressions and comparison chains in a condition become
 * jumps (compile_jump_if) instead of values, `x is None` in a condition is
 * one POP_JUMP_IF_NONE, and `a, b = b, a` swaps on the stack.
 */
#include <string.h>

#include "compiler/codegen.h"

/* ---- names ---------------------------------------------------------------- */

static int index_of(Object **arr, int n, Object *name)
{
    for (int i = 0; i < n; i++)
        if (arr[i] == name) return i;
    return -1;
}

int compile_nameop(Compiler *c, Object *name, NameCtx ctx)
{
    Unit *u = c->u;
    Object *mangled = symtable_mangle(u->private_name, name);
    if (mangled == NULL) return -1;
    Symbol *sym = scope_lookup(u->ste, mangled);
    SymScope sc = sym ? sym->scope : SC_UNKNOWN;
    bool function = u->ste->type == BLOCK_FUNCTION;
    int idx = -1;
    static const int fast_ops[] = {OP_LOAD_FAST, OP_STORE_FAST, OP_DELETE_FAST};
    static const int deref_ops[] = {OP_LOAD_DEREF, OP_STORE_DEREF, OP_DELETE_DEREF};
    static const int global_ops[] = {OP_LOAD_GLOBAL, OP_STORE_GLOBAL, OP_DELETE_GLOBAL};
    static const int name_ops[] = {OP_LOAD_NAME, OP_STORE_NAME, OP_DELETE_NAME};
    switch (sc) {
    case SC_FREE:
        idx = sym->deref_slot >= 0 ? sym->deref_slot : index_of(u->freevars, u->nfreevars, mangled);
        if (idx >= 0) return emit(c, deref_ops[ctx], u->nvarnames + u->ncellvars + idx);
        break;
    case SC_CELL:
        idx = sym->deref_slot >= 0 ? sym->deref_slot : index_of(u->cellvars, u->ncellvars, mangled);
        if (idx >= 0) return emit(c, deref_ops[ctx], u->nvarnames + idx);
        break;
    case SC_LOCAL:
        if (function) {
            idx = sym->fast_slot >= 0 ? sym->fast_slot : index_of(u->varnames, u->nvarnames, mangled);
            if (idx >= 0) return emit(c, fast_ops[ctx], idx);
        }
        break;
    case SC_GLOBAL_IMPLICIT:
        if (function) {
            int ni = add_name(c, mangled);
            TRY(ni);
            return emit(c, global_ops[ctx], ni);
        }
        break;
    case SC_GLOBAL_EXPLICIT: {
        int ni = add_name(c, mangled);
        TRY(ni);
        return emit(c, global_ops[ctx], ni);
    }
    default:
        break;
    }
    if (idx < 0 && (sc == SC_FREE || sc == SC_CELL || (sc == SC_LOCAL && function))) {
        err_format(&Exc_SystemError, "compiler: no slot for %U in %U", mangled, u->qualname);
        return -1;
    }
    int ni = add_name(c, mangled);
    TRY(ni);
    return emit(c, name_ops[ctx], ni);
}

/* ---- constants -------------------------------------------------------------- */

/* CPython 3.11's AST optimizer (Python/ast_opt.c) folds constant
 * subexpressions before code generation; fpy folds the same expressions on
 * demand, with the same limits, so that the same things become constants
 * (this shows: `{1000, 8, -77}` is a frozenset constant whose order CPython's
 * printing reveals).  Every folder returns a new ref, or NULL with no
 * exception when the expression is not a constant or the operation fails
 * (left for run time, where it raises with a traceback). */
enum { MAX_INT_SIZE = 128, MAX_COLLECTION_SIZE = 256, MAX_STR_SIZE = 4096, MAX_TOTAL_ITEMS = 1024 };

static bool is_bytes(Object *o) { return TYPE(o) == &Bytes_Type; }

/* Remaining item budget after counting o's nested tuple items. */
static ssize_t check_complexity(Object *o, ssize_t limit)
{
    if (is_tuple(o)) {
        limit -= tuple_len(o);
        for (ssize_t i = 0; limit >= 0 && i < tuple_len(o); i++) limit = check_complexity(tuple_get(o, i), limit);
    }
    return limit;
}

/* n as a C long, or -1 when it does not fit (no exception). */
static int64_t small_count(Object *n)
{
    int64_t v;
    return int_as_i64(n, &v) ? v : -1;
}

/* CPython's safe_multiply / safe_power / safe_lshift / safe_mod limits:
 * false when folding would build something too large. */
static bool fold_allowed(int op, Object *a, Object *b)
{
    bool ia = is_int(a), ib = is_int(b);
    switch (op) {
    case BIN_MUL:
        if (ia && ib) return int_sign(a) == 0 || int_sign(b) == 0 || int_num_bits(a) + int_num_bits(b) <= MAX_INT_SIZE;
        if (ib && !ia) {
            Object *t = a;
            a = b, b = t;
            ia = true;
        }
        if (!ia) return true;
        if (is_tuple(b) && tuple_len(b) > 0) {
            int64_t n = small_count(a);
            if (n < 0 || n > MAX_COLLECTION_SIZE / tuple_len(b)) return false;
            return n == 0 || check_complexity(b, MAX_TOTAL_ITEMS / n) >= 0;
        }
        if ((is_str(b) && str_len(b) > 0) || (is_bytes(b) && ((VarObject *)b)->ob_size > 0)) {
            ssize_t size = is_str(b) ? str_len(b) : ((VarObject *)b)->ob_size;
            int64_t n = small_count(a);
            return n >= 0 && n <= MAX_STR_SIZE / size;
        }
        return true;
    case BIN_POW:
        if (ia && ib && int_sign(a) != 0 && int_sign(b) > 0) {
            int64_t w = small_count(b);
            return w >= 0 && int_num_bits(a) <= (size_t)(MAX_INT_SIZE / w);
        }
        return true;
    case BIN_LSHIFT:
        if (ia && ib && int_sign(a) != 0 && int_sign(b) != 0) {
            int64_t w = small_count(b);
            return w >= 0 && w <= MAX_INT_SIZE && int_num_bits(a) <= (size_t)(MAX_INT_SIZE - w);
        }
        return true;
    case BIN_MOD:
        return !is_str(a) && !is_bytes(a);
    case BIN_MATMUL:
        return false;
    default:
        return true;
    }
}

static Object *fold_result(Object *r)
{
    if (r == NULL) err_clear();
    return r;
}

static Object *fold_binop(int op, Object *a, Object *b)
{
    if (!fold_allowed(op, a, b)) return NULL;
    return fold_result(num_binop(op, a, b));
}

static Object *fold_unaryop(UnaryOpKind op, Object *v)
{
    switch (op) {
    case U_USUB: return fold_result(num_neg(v));
    case U_UADD: return fold_result(num_pos(v));
    case U_INVERT: return fold_result(num_invert(v));
    case U_NOT: {
        int t = obj_is_true(v);
        if (t < 0) {
            err_clear();
            return NULL;
        }
        return t ? False : True;
    }
    }
    return NULL;
}

/* New ref: a tuple of the folded values of elts, or NULL when one of them
 * is not a constant. */
static Object *fold_seq(Compiler *c, Seq *elts)
{
    Object *t = tuple_new(elts->n);
    if (t == NULL) return NULL;
    for (int i = 0; i < elts->n; i++) {
        Object *v = compile_const_value(c, elts->items[i]);
        if (v == NULL) {
            for (int j = i; j < elts->n; j++) tuple_items(t)[j] = None;
            DECREF(t);
            return NULL;
        }
        tuple_items(t)[i] = v;
    }
    return t;
}

Object *compile_const_value(Compiler *c, Expr *e)
{
    switch (e->kind) {
    case E_CONSTANT:
        INCREF(e->u.constant.value);
        return e->u.constant.value;
    case E_BINOP: {
        Object *a = compile_const_value(c, e->u.binop.left);
        if (a == NULL) return NULL;
        Object *b = compile_const_value(c, e->u.binop.right);
        if (b == NULL) {
            DECREF(a);
            return NULL;
        }
        Object *r = fold_binop(e->u.binop.op, a, b);
        DECREF(a);
        DECREF(b);
        return r;
    }
    case E_UNARYOP: {
        Object *v = compile_const_value(c, e->u.unaryop.operand);
        if (v == NULL) return NULL;
        Object *r = fold_unaryop(e->u.unaryop.op, v);
        DECREF(v);
        return r;
    }
    case E_SUBSCRIPT: {
        if (e->u.subscript.ctx != CTX_LOAD) return NULL;
        Object *v = compile_const_value(c, e->u.subscript.value);
        if (v == NULL) return NULL;
        Object *k = compile_const_value(c, e->u.subscript.slice);
        if (k == NULL) {
            DECREF(v);
            return NULL;
        }
        Object *r = fold_result(obj_getitem(v, k));
        DECREF(v);
        DECREF(k);
        return r;
    }
    case E_NAME:
        if (e->u.name.ctx == CTX_LOAD && strcmp(str_cstr(e->u.name.id), "__debug__") == 0) return True; /* no -O */
        return NULL;
    case E_TUPLE:
        if (e->u.list.ctx != CTX_LOAD) return NULL;
        return fold_seq(c, &e->u.list.elts);
    default:
        return NULL;
    }
}

static bool has_starred(Seq *elts)
{
    for (int i = 0; i < elts->n; i++)
        if (((Expr *)elts->items[i])->kind == E_STARRED) return true;
    return false;
}

/* New ref: the frozenset constant of a set display of constants (t: their
 * tuple), built as CPython 3.11 leaves it (a frozenset made from the items
 * in source order, then re-made from its own iteration order by
 * merge_consts_recursive), so that iterating or printing it gives CPython's
 * order. */
static Object *const_frozenset(Object *t)
{
    Object *f1 = frozenset_new(t);
    if (f1 == NULL) return NULL;
    Object *l = list_from_iterable(f1);
    DECREF(f1);
    if (l == NULL) return NULL;
    Object *fs = frozenset_new(l);
    DECREF(l);
    return fs;
}

/* An iterable that is only iterated (`for` loops, comprehensions, `in`):
 * a display of constants becomes a constant tuple / frozenset.  Returns
 * 1 if it emitted it, 0 if e is not such a display, -1 on error. */
static int compile_const_iterable(Compiler *c, Expr *e)
{
    if ((e->kind != E_LIST && e->kind != E_SET) || e->u.list.elts.n == 0) return 0;
    Seq *elts = e->kind == E_LIST ? &e->u.list.elts : &e->u.set.elts;
    if (has_starred(elts)) return 0;
    Object *v = fold_seq(c, elts);
    if (v == NULL) return err_occurred() ? -1 : 0;
    if (e->kind == E_SET) {
        Object *fs = const_frozenset(v);
        DECREF(v);
        if (fs == NULL) return -1;
        v = fs;
    }
    TRY(emit_const(c, v));
    return 1;
}

int compile_iter_expr(Compiler *c, Expr *e)
{
    int r = compile_const_iterable(c, e);
    if (r != 0) return r < 0 ? -1 : 0;
    return compile_expr(c, e);
}

/* ---- CPython's compile-time SyntaxWarnings ----------------------------------------- */

/* The type name an expression is known to produce, or NULL. */
static const char *infer_type(Expr *e)
{
    switch (e->kind) {
    case E_TUPLE: return "tuple";
    case E_LIST:
    case E_LISTCOMP: return "list";
    case E_DICT:
    case E_DICTCOMP: return "dict";
    case E_SET:
    case E_SETCOMP: return "set";
    case E_GENEXP: return "generator";
    case E_LAMBDA: return "function";
    case E_JOINEDSTR:
    case E_FORMATTEDVALUE: return "str";
    case E_SLICE: return "slice";
    case E_CONSTANT: return TYPE_NAME(e->u.constant.value);
    default: return NULL;
    }
}

/* A literal for `is`: any constant but None, True, False and `...`
 * (constant tuples and negative numbers count: CPython folds them). */
static bool is_literal(Compiler *c, Expr *e)
{
    Object *v = compile_const_value(c, e);
    if (v == NULL) {
        err_clear();
        return false;
    }
    bool lit = !(v == None || v == True || v == False || v == Ellipsis);
    DECREF(v);
    return lit;
}

static int check_compare(Compiler *c, Expr *e)
{
    bool left = is_literal(c, e->u.compare.left);
    for (int i = 0; i < e->u.compare.n; i++) {
        CmpOpKind op = e->u.compare.ops[i];
        bool right = is_literal(c, e->u.compare.comparators.items[i]);
        if ((op == C_IS || op == C_ISNOT) && (left || right))
            return compiler_warn(c, e->pos, op == C_IS ? "\"is\" with a literal. Did you mean \"==\"?"
                                                       : "\"is not\" with a literal. Did you mean \"!=\"?");
        left = right;
    }
    return 0;
}

/* New ref: the constant e becomes after folding when e is an operation
 * CPython's AST optimizer folds (its checks below run after it), or NULL
 * (no exception) for anything else. */
static Object *folded_operation(Compiler *c, Expr *e)
{
    if (e->kind != E_BINOP && e->kind != E_UNARYOP && e->kind != E_SUBSCRIPT) return NULL;
    Object *v = compile_const_value(c, e);
    if (v == NULL) err_clear();
    return v;
}

/* infer_type, seeing through folding (type names are immortal). */
static const char *infer_type_folded(Compiler *c, Expr *e)
{
    Object *v = folded_operation(c, e);
    if (v == NULL) return infer_type(e);
    const char *n = TYPE_NAME(v);
    DECREF(v);
    return n;
}

static int check_caller(Compiler *c, Expr *f, Pos pos)
{
    switch (f->kind) {
    case E_CONSTANT: case E_TUPLE: case E_LIST: case E_LISTCOMP: case E_DICT: case E_DICTCOMP:
    case E_SET: case E_SETCOMP: case E_GENEXP: case E_JOINEDSTR: case E_FORMATTEDVALUE:
        return compiler_warn(c, pos, "'%s' object is not callable; perhaps you missed a comma?", infer_type(f));
    case E_BINOP: case E_UNARYOP: case E_SUBSCRIPT: {
        Object *v = folded_operation(c, f);
        if (v == NULL) return 0;
        const char *n = TYPE_NAME(v);
        DECREF(v);
        return compiler_warn(c, pos, "'%s' object is not callable; perhaps you missed a comma?", n);
    }
    default:
        return 0;
    }
}

static int check_subscript(Compiler *c, Expr *e)
{
    Expr *v = e->u.subscript.value, *s = e->u.subscript.slice;
    const char *vname = infer_type(v);
    Object *folded = folded_operation(c, v);
    Object *x = v->kind == E_CONSTANT ? v->u.constant.value : folded;
    if (x != NULL) {
        vname = TYPE_NAME(x);
        bool bad = x == None || x == Ellipsis || is_int(x) || is_float(x);
        bool seq = is_str(x) || TYPE(x) == &Bytes_Type || is_tuple(x);
        if (folded) DECREF(folded);
        if (bad) return compiler_warn(c, e->pos, "'%s' object is not subscriptable; perhaps you missed a comma?", vname);
        if (!seq) return 0;
    } else {
        switch (v->kind) {
        case E_SET: case E_SETCOMP: case E_GENEXP: case E_LAMBDA:
            return compiler_warn(c, e->pos, "'%s' object is not subscriptable; perhaps you missed a comma?", vname);
        case E_TUPLE: case E_LIST: case E_LISTCOMP: case E_JOINEDSTR: case E_FORMATTEDVALUE:
            break;
        default:
            return 0;
        }
    }
    const char *it = infer_type_folded(c, s);
    if (it == NULL || strcmp(it, "slice") == 0 || strcmp(it, "int") == 0 || strcmp(it, "bool") == 0) return 0;
    return compiler_warn(c, e->pos, "%s indices must be integers or slices, not %s; perhaps you missed a comma?",
                         vname, it);
}

/* ---- displays -------------------------------------------------------------------- */

enum { DISP_LIST, DISP_TUPLE, DISP_SET };

static int compile_display(Compiler *c, Seq *elts, int kind)
{
    int n = elts->n;
    int build = kind == DISP_SET ? OP_BUILD_SET : OP_BUILD_LIST;
    int add = kind == DISP_SET ? OP_SET_ADD : OP_LIST_APPEND;
    int extend = kind == DISP_SET ? OP_SET_UPDATE : OP_LIST_EXTEND;
    if (!has_starred(elts)) {
        Object *t = kind != DISP_TUPLE && n > 2 ? fold_seq(c, elts) : NULL;
        if (t != NULL) {
            /* CPython 3.11: BUILD_LIST 0; LOAD_CONST tuple; LIST_EXTEND 1
             * (and the same with a frozenset for sets: its order shows) */
            if (kind == DISP_SET) {
                Object *fs = const_frozenset(t);
                DECREF(t);
                if (fs == NULL) return -1;
                t = fs;
            }
            if (emit(c, build, 0) < 0) {
                DECREF(t);
                return -1;
            }
            TRY(emit_const(c, t));
            return emit(c, extend, 1);
        }
        if (err_occurred()) return -1;
        if (n <= 30) {
            for (int i = 0; i < n; i++) TRY(compile_expr(c, elts->items[i]));
            return emit(c, kind == DISP_TUPLE ? OP_BUILD_TUPLE : build, n);
        }
    }
    /* Leading plain items, then one append/extend per item: keeps the
     * stack small for long displays. */
    int lead = 0;
    while (lead < n && lead < 30 && ((Expr *)elts->items[lead])->kind != E_STARRED) {
        TRY(compile_expr(c, elts->items[lead]));
        lead++;
    }
    TRY(emit(c, build, lead));
    for (int i = lead; i < n; i++) {
        Expr *x = elts->items[i];
        if (x->kind == E_STARRED) {
            TRY(compile_expr(c, x->u.starred.value));
            TRY(emit(c, extend, 1));
        } else {
            TRY(compile_expr(c, x));
            TRY(emit(c, add, 1));
        }
    }
    if (kind == DISP_TUPLE) TRY(emit0(c, OP_LIST_TO_TUPLE));
    return 0;
}

static int compile_dict(Compiler *c, Expr *e)
{
    Seq *keys = &e->u.dict.keys, *values = &e->u.dict.values;
    int pending = 0;
    bool have = false;
    for (int i = 0; i < keys->n; i++) {
        Expr *k = keys->items[i];
        if (k == NULL || pending >= 16) {
            if (pending > 0) {
                TRY(emit(c, OP_BUILD_MAP, pending));
                if (have) TRY(emit(c, OP_DICT_UPDATE, 1));
                have = true;
                pending = 0;
            }
        }
        if (k == NULL) {
            if (!have) {
                TRY(emit(c, OP_BUILD_MAP, 0));
                have = true;
            }
            TRY(compile_expr(c, values->items[i]));
            TRY(emit(c, OP_DICT_UPDATE, 1));
            continue;
        }
        TRY(compile_expr(c, k));
        TRY(compile_expr(c, values->items[i]));
        pending++;
    }
    if (pending > 0 || !have) {
        TRY(emit(c, OP_BUILD_MAP, pending));
        if (have) TRY(emit(c, OP_DICT_UPDATE, 1));
    }
    return 0;
}

/* ---- calls -------------------------------------------------------------------- */

static bool call_needs_ex(Seq *args, Seq *keywords)
{
    if (has_starred(args)) return true;
    for (int i = 0; i < keywords->n; i++)
        if (((Keyword *)keywords->items[i])->arg == NULL) return true;
    return false;
}

int compile_forbidden_name(Compiler *c, Object *name, int kind, Pos pos)
{
    if (kind != NAME_STORE && kind != NAME_DEL) return 0;
    if (strcmp(str_cstr(name), "__debug__") != 0) return 0;
    return compiler_error(c, pos, kind == NAME_STORE ? "cannot assign to __debug__" : "cannot delete __debug__");
}

static int check_debug_params(Compiler *c, Seq *params, Pos pos)
{
    for (int i = 0; i < params->n; i++) TRY(compile_forbidden_name(c, ((Arg *)params->items[i])->arg, NAME_STORE, pos));
    return 0;
}

int compile_check_debug_args(Compiler *c, Arguments *a, Pos pos)
{
    TRY(check_debug_params(c, &a->posonlyargs, pos));
    TRY(check_debug_params(c, &a->args, pos));
    if (a->vararg) TRY(compile_forbidden_name(c, a->vararg->arg, NAME_STORE, pos));
    TRY(check_debug_params(c, &a->kwonlyargs, pos));
    if (a->kwarg) TRY(compile_forbidden_name(c, a->kwarg->arg, NAME_STORE, pos));
    return 0;
}

/* CPython's validate_keywords: no `__debug__=`, no keyword twice. */
static int check_keywords(Compiler *c, Seq *keywords, Pos pos)
{
    for (int i = 0; i < keywords->n; i++) {
        Keyword *k = keywords->items[i];
        if (k->arg == NULL) continue;
        TRY(compile_forbidden_name(c, k->arg, NAME_STORE, pos));
        for (int j = i + 1; j < keywords->n; j++) {
            Keyword *o = keywords->items[j];
            if (o->arg == k->arg) return compiler_error(c, o->pos, "keyword argument repeated: %U", k->arg);
        }
    }
    return 0;
}

int compile_call_args(Compiler *c, int npre, Seq *args, Seq *keywords, Pos pos)
{
    int line = c->u->lineno;
    TRY(check_keywords(c, keywords, pos));
    if (!call_needs_ex(args, keywords)) {
        for (int i = 0; i < args->n; i++) TRY(compile_expr(c, args->items[i]));
        if (keywords->n == 0) {
            c->u->lineno = line;
            return emit(c, OP_CALL, npre + args->n);
        }
        Object *kwnames = tuple_new(keywords->n);
        if (kwnames == NULL) return -1;
        for (int i = 0; i < keywords->n; i++) {
            Keyword *k = keywords->items[i];
            INCREF(k->arg);
            tuple_items(kwnames)[i] = k->arg;
        }
        for (int i = 0; i < keywords->n; i++) {
            if (compile_expr(c, ((Keyword *)keywords->items[i])->value) < 0) {
                DECREF(kwnames);
                return -1;
            }
        }
        c->u->lineno = line;
        TRY(emit_const(c, kwnames));
        return emit(c, OP_CALL_KW, npre + args->n + keywords->n);
    }
    /* f(*a, **k): positional arguments as one tuple, keywords as one dict.
     * A lone *a is passed as is: CALL_EX turns any iterable into the tuple. */
    if (npre == 0 && args->n == 1 && ((Expr *)args->items[0])->kind == E_STARRED) {
        TRY(compile_expr(c, ((Expr *)args->items[0])->u.starred.value));
        goto keywords;
    }
    int lead = 0;
    while (lead < args->n && ((Expr *)args->items[lead])->kind != E_STARRED) {
        TRY(compile_expr(c, args->items[lead]));
        lead++;
    }
    TRY(emit(c, OP_BUILD_LIST, npre + lead));
    for (int i = lead; i < args->n; i++) {
        Expr *x = args->items[i];
        if (x->kind == E_STARRED) {
            TRY(compile_expr(c, x->u.starred.value));
            TRY(emit(c, OP_LIST_EXTEND, 1));
        } else {
            TRY(compile_expr(c, x));
            TRY(emit(c, OP_LIST_APPEND, 1));
        }
    }
    TRY(emit0(c, OP_LIST_TO_TUPLE));
keywords:
    if (keywords->n == 0) {
        c->u->lineno = line;
        return emit(c, OP_CALL_EX, 0);
    }
    bool have = false;
    int pending = 0;
    for (int i = 0; i < keywords->n; i++) {
        Keyword *k = keywords->items[i];
        if (k->arg == NULL) {
            if (pending > 0) {
                TRY(emit(c, OP_BUILD_MAP, pending));
                if (have) TRY(emit(c, OP_DICT_MERGE, 1));
                have = true;
                pending = 0;
            }
            if (!have) {
                TRY(emit(c, OP_BUILD_MAP, 0));
                have = true;
            }
            TRY(compile_expr(c, k->value));
            TRY(emit(c, OP_DICT_MERGE, 1));
            continue;
        }
        TRY(emit_const(c, k->arg));
        TRY(compile_expr(c, k->value));
        pending++;
    }
    if (pending > 0) {
        TRY(emit(c, OP_BUILD_MAP, pending));
        if (have) TRY(emit(c, OP_DICT_MERGE, 1));
    }
    c->u->lineno = line;
    return emit(c, OP_CALL_EX, 1);
}

static int compile_method_call(Compiler *c, Expr *e)
{
    Expr *f = e->u.call.func;
    Object *attr = symtable_mangle(c->u->private_name, f->u.attribute.attr);
    if (attr == NULL) return -1;
    TRY(compile_expr(c, f->u.attribute.value));
    /* a method call spread over lines reports the attribute's line */
    c->u->lineno = f->pos.end_lineno > 0 ? f->pos.end_lineno : f->pos.lineno;
    int ni = add_name(c, attr);
    TRY(ni);
    Pos savedloc = c->u->loc;
    c->u->loc = f->pos; /* the attribute's span (CPython's markers) */
    int r = emit(c, OP_LOAD_METHOD, ni);
    c->u->loc = savedloc;
    TRY(r);
    return compile_call_args(c, 0, &e->u.call.args, &e->u.call.keywords, e->pos);
}

static int compile_call(Compiler *c, Expr *e)
{
    Expr *f = e->u.call.func;
    TRY(check_caller(c, f, e->pos));
    if (f->kind == E_ATTRIBUTE && !call_needs_ex(&e->u.call.args, &e->u.call.keywords)) return compile_method_call(c, e);
    TRY(compile_expr(c, f));
    c->u->lineno = e->pos.lineno;
    TRY(emit0(c, OP_PUSH_NULL));
    return compile_call_args(c, 0, &e->u.call.args, &e->u.call.keywords, e->pos);
}

/* ---- comparisons and conditions -------------------------------------------------- */

static int emit_compare(Compiler *c, CmpOpKind op)
{
    switch (op) {
    case C_EQ: return emit(c, OP_COMPARE_OP, CMP_EQ);
    case C_NOTEQ: return emit(c, OP_COMPARE_OP, CMP_NE);
    case C_LT: return emit(c, OP_COMPARE_OP, CMP_LT);
    case C_LTE: return emit(c, OP_COMPARE_OP, CMP_LE);
    case C_GT: return emit(c, OP_COMPARE_OP, CMP_GT);
    case C_GTE: return emit(c, OP_COMPARE_OP, CMP_GE);
    case C_IS: return emit(c, OP_IS_OP, 0);
    case C_ISNOT: return emit(c, OP_IS_OP, 1);
    case C_IN: return emit(c, OP_CONTAINS_OP, 0);
    case C_NOTIN: return emit(c, OP_CONTAINS_OP, 1);
    }
    return -1;
}

/* The right operand of a comparison: `x in [1, 2]` tests a constant tuple
 * (only for the last operand of a chain: a middle one is also the left
 * operand of the next comparison and must stay a list). */
static int compile_comparator(Compiler *c, CmpOpKind op, Expr *e, bool last)
{
    if (last && (op == C_IN || op == C_NOTIN)) return compile_iter_expr(c, e);
    return compile_expr(c, e);
}

static int compile_compare(Compiler *c, Expr *e)
{
    TRY(check_compare(c, e));
    int n = e->u.compare.n;
    Seq *cmps = &e->u.compare.comparators;
    TRY(compile_expr(c, e->u.compare.left));
    if (n == 1) {
        TRY(compile_comparator(c, e->u.compare.ops[0], cmps->items[0], true));
        c->u->lineno = e->pos.lineno;
        return emit_compare(c, e->u.compare.ops[0]);
    }
    int cleanup = new_label(c), end = new_label(c);
    if (cleanup < 0 || end < 0) return -1;
    for (int i = 0; i < n - 1; i++) {
        TRY(compile_comparator(c, e->u.compare.ops[i], cmps->items[i], false));
        c->u->lineno = e->pos.lineno;
        TRY(emit(c, OP_SWAP, 2));
        TRY(emit(c, OP_COPY, 2));
        TRY(emit_compare(c, e->u.compare.ops[i]));
        TRY(emit(c, OP_JUMP_IF_FALSE_OR_POP, cleanup));
    }
    TRY(compile_comparator(c, e->u.compare.ops[n - 1], cmps->items[n - 1], true));
    c->u->lineno = e->pos.lineno;
    TRY(emit_compare(c, e->u.compare.ops[n - 1]));
    TRY(emit(c, OP_JUMP, end));
    use_label(c, cleanup);
    TRY(emit(c, OP_SWAP, 2));
    TRY(emit0(c, OP_POP_TOP));
    use_label(c, end);
    return 0;
}

/* The cases of compile_jump_if apart, as compile_expr_inner's: `not`
 * recurses through compile_jump_if itself, 3000 levels deep at most. */
static int jump_if_boolop(Compiler *c, Expr *e, int label, bool cond)
{
    Seq *vals = &e->u.boolop.values;
    bool cond2 = e->u.boolop.op == BOOL_OR;
    int next2 = label;
    if (cond2 != cond) TRY(next2 = new_label(c));
    for (int i = 0; i < vals->n - 1; i++) TRY(compile_jump_if(c, vals->items[i], next2, cond2));
    TRY(compile_jump_if(c, vals->items[vals->n - 1], label, cond));
    if (next2 != label) use_label(c, next2);
    return 0;
}

static int jump_if_ifexp(Compiler *c, Expr *e, int label, bool cond)
{
    int end = new_label(c), next2 = new_label(c);
    if (end < 0 || next2 < 0) return -1;
    TRY(compile_jump_if(c, e->u.ifexp.test, next2, false));
    TRY(compile_jump_if(c, e->u.ifexp.body, label, cond));
    TRY(emit(c, OP_JUMP, end));
    use_label(c, next2);
    TRY(compile_jump_if(c, e->u.ifexp.orelse, label, cond));
    use_label(c, end);
    return 0;
}

/* 1: jumped (done), 0: not a comparison handled here, -1: error */
static int jump_if_compare(Compiler *c, Expr *e, int label, bool cond)
{
    int n = e->u.compare.n;
    Seq *cmps = &e->u.compare.comparators;
    CmpOpKind op0 = e->u.compare.ops[0];
    Expr *right = cmps->items[0];
    if (n == 1 && (op0 == C_IS || op0 == C_ISNOT) && right->kind == E_CONSTANT && right->u.constant.value == None) {
        TRY(check_compare(c, e));
        TRY(compile_expr(c, e->u.compare.left));
        c->u->lineno = e->pos.lineno;
        bool jump_on_none = (op0 == C_IS) == cond;
        TRY(emit(c, jump_on_none ? OP_POP_JUMP_IF_NONE : OP_POP_JUMP_IF_NOT_NONE, label));
        return 1;
    }
    if (n > 1) {
        TRY(check_compare(c, e));
        int cleanup = new_label(c), end = new_label(c);
        if (cleanup < 0 || end < 0) return -1;
        TRY(compile_expr(c, e->u.compare.left));
        for (int i = 0; i < n - 1; i++) {
            TRY(compile_comparator(c, e->u.compare.ops[i], cmps->items[i], false));
            c->u->lineno = e->pos.lineno;
            TRY(emit(c, OP_SWAP, 2));
            TRY(emit(c, OP_COPY, 2));
            TRY(emit_compare(c, e->u.compare.ops[i]));
            TRY(emit(c, OP_POP_JUMP_IF_FALSE, cleanup));
        }
        TRY(compile_comparator(c, e->u.compare.ops[n - 1], cmps->items[n - 1], true));
        c->u->lineno = e->pos.lineno;
        TRY(emit_compare(c, e->u.compare.ops[n - 1]));
        TRY(emit(c, cond ? OP_POP_JUMP_IF_TRUE : OP_POP_JUMP_IF_FALSE, label));
        TRY(emit(c, OP_JUMP, end));
        use_label(c, cleanup);
        TRY(emit0(c, OP_POP_TOP));
        if (!cond) TRY(emit(c, OP_JUMP, label));
        use_label(c, end);
        return 1;
    }
    return 0;
}

static int jump_if_constant(Compiler *c, Expr *e, int label, bool cond)
{
    int t = obj_is_true(e->u.constant.value);
    TRY(t);
    if ((t != 0) == cond) return emit(c, OP_JUMP, label);
    return 0;
}

static int jump_if_inner(Compiler *c, Expr *e, int label, bool cond)
{
    switch (e->kind) {
    case E_UNARYOP:
        if (e->u.unaryop.op == U_NOT) return compile_jump_if(c, e->u.unaryop.operand, label, !cond);
        break;
    case E_BOOLOP:
        return jump_if_boolop(c, e, label, cond);
    case E_IFEXP:
        return jump_if_ifexp(c, e, label, cond);
    case E_COMPARE: {
        int r = jump_if_compare(c, e, label, cond);
        if (r != 0) return r < 0 ? -1 : 0;
        break;
    }
    case E_CONSTANT:
        return jump_if_constant(c, e, label, cond);
    default:
        break;
    }
    TRY(compile_expr(c, e));
    c->u->lineno = e->pos.lineno;
    return emit(c, cond ? OP_POP_JUMP_IF_TRUE : OP_POP_JUMP_IF_FALSE, label);
}

int compile_jump_if(Compiler *c, Expr *e, int label, bool cond)
{
    int saved = c->u->lineno;
    c->u->lineno = e->pos.lineno;
    int r = jump_if_inner(c, e, label, cond);
    c->u->lineno = saved;
    return r;
}

/* ---- functions: lambda, comprehensions, generators -------------------------------- */

static int compile_lambda(Compiler *c, Expr *e)
{
    TRY(compile_check_debug_args(c, e->u.lambda.args, e->pos));
    int flags = compiler_defaults(c, e->u.lambda.args);
    if (flags < 0) return -1;
    TRY(compiler_enter_scope(c, STR_ID("<lambda>"), e, e->pos.lineno));
    compiler_set_args(c, e->u.lambda.args);
    TRY(add_const(c, None)); /* consts[0]: a lambda has no docstring */
    TRY(compile_expr(c, e->u.lambda.body));
    if (c->u->flags & CO_GENERATOR) {
        TRY(emit0(c, OP_POP_TOP));
        TRY(emit_return_none(c));
    } else {
        TRY(emit0(c, OP_RETURN_VALUE));
    }
    CodeObject *co = compiler_exit_scope(c);
    if (co == NULL) return -1;
    return compiler_make_closure(c, co, flags);
}

static int comprehension_generator(Compiler *c, Expr *e, Seq *gens, int gen_index, int depth)
{
    Comprehension *gen = gens->items[gen_index];
    int start = new_label(c), if_cleanup = new_label(c), anchor = new_label(c);
    if (start < 0 || if_cleanup < 0 || anchor < 0) return -1;
    if (gen_index == 0) {
        TRY(emit(c, OP_LOAD_FAST, 0)); /* .0, the outermost iterator */
    } else {
        TRY(compile_iter_expr(c, gen->iter));
        TRY(emit0(c, OP_GET_ITER));
    }
    use_label(c, start);
    TRY(emit(c, OP_FOR_ITER, anchor));
    TRY(compile_store(c, gen->target));
    depth++;
    for (int i = 0; i < gen->ifs.n; i++) TRY(compile_jump_if(c, gen->ifs.items[i], if_cleanup, false));
    if (gen_index + 1 < gens->n) {
        TRY(comprehension_generator(c, e, gens, gen_index + 1, depth));
    } else {
        c->u->lineno = e->pos.lineno;
        switch (e->kind) {
        case E_GENEXP:
            TRY(compile_expr(c, e->u.comp.elt));
            TRY(emit0(c, OP_YIELD_VALUE));
            TRY(emit0(c, OP_POP_TOP));
            break;
        case E_LISTCOMP:
            TRY(compile_expr(c, e->u.comp.elt));
            TRY(emit(c, OP_LIST_APPEND, depth + 1));
            break;
        case E_SETCOMP:
            TRY(compile_expr(c, e->u.comp.elt));
            TRY(emit(c, OP_SET_ADD, depth + 1));
            break;
        default:
            TRY(compile_expr(c, e->u.dictcomp.key));
            TRY(compile_expr(c, e->u.dictcomp.value));
            TRY(emit(c, OP_MAP_ADD, depth + 1));
            break;
        }
    }
    use_label(c, if_cleanup);
    c->u->lineno = e->pos.lineno;
    TRY(emit(c, OP_JUMP, start));
    use_label(c, anchor);
    return 0;
}

static int compile_comprehension(Compiler *c, Expr *e)
{
    Seq *gens = e->kind == E_DICTCOMP ? &e->u.dictcomp.generators : &e->u.comp.generators;
    Comprehension *outer = gens->items[0];
    if (outer->is_async) return compiler_error(c, e->pos, "fpy does not support asynchronous comprehensions");
    const char *name = e->kind == E_LISTCOMP   ? "<listcomp>"
                       : e->kind == E_SETCOMP  ? "<setcomp>"
                       : e->kind == E_DICTCOMP ? "<dictcomp>"
                                               : "<genexpr>";
    TRY(compiler_enter_scope(c, str_intern_cstr(name), e, e->pos.lineno));
    c->u->argcount = 1;
    if (e->kind == E_LISTCOMP) TRY(emit(c, OP_BUILD_LIST, 0));
    else if (e->kind == E_SETCOMP) TRY(emit(c, OP_BUILD_SET, 0));
    else if (e->kind == E_DICTCOMP) TRY(emit(c, OP_BUILD_MAP, 0));
    TRY(comprehension_generator(c, e, gens, 0, 0));
    if (e->kind == E_GENEXP) {
        TRY(emit_return_none(c));
    } else {
        TRY(emit0(c, OP_RETURN_VALUE));
    }
    CodeObject *co = compiler_exit_scope(c);
    if (co == NULL) return -1;
    TRY(compiler_make_closure(c, co, 0));
    TRY(emit0(c, OP_PUSH_NULL));
    TRY(compile_iter_expr(c, outer->iter));
    c->u->lineno = e->pos.lineno;
    TRY(emit0(c, OP_GET_ITER));
    return emit(c, OP_CALL, 1);
}

static int compile_yield(Compiler *c, Expr *e)
{
    if (c->u->ste->type != BLOCK_FUNCTION) return compiler_error(c, e->pos, "'yield' outside function");
    if (e->kind == E_YIELD) {
        if (e->u.yield.value) TRY(compile_expr(c, e->u.yield.value));
        else TRY(emit_const(c, None));
        c->u->lineno = e->pos.lineno;
        return emit0(c, OP_YIELD_VALUE);
    }
    /* yield from: SEND/YIELD_VALUE loop until the inner iterator returns */
    int send = new_label(c), exit = new_label(c);
    if (send < 0 || exit < 0) return -1;
    TRY(compile_expr(c, e->u.yield.value));
    c->u->lineno = e->pos.lineno;
    TRY(emit0(c, OP_GET_YIELD_FROM_ITER));
    TRY(emit_const(c, None));
    use_label(c, send);
    TRY(emit(c, OP_SEND, exit));
    TRY(emit0(c, OP_YIELD_VALUE));
    TRY(emit(c, OP_JUMP, send));
    use_label(c, exit);
    return 0;
}

/* ---- f-strings ---------------------------------------------------------------------- */

static int compile_formatted(Compiler *c, Expr *e)
{
    TRY(compile_expr(c, e->u.formatted.value));
    int arg = 0;
    switch (e->u.formatted.conversion) {
    case 's': arg = 1; break;
    case 'r': arg = 2; break;
    case 'a': arg = 3; break;
    default: break;
    }
    if (e->u.formatted.format_spec) {
        TRY(compile_expr(c, e->u.formatted.format_spec));
        arg |= 4;
    }
    c->u->lineno = e->pos.lineno;
    return emit(c, OP_FORMAT_VALUE, arg);
}

static int compile_joinedstr(Compiler *c, Expr *e)
{
    Seq *vals = &e->u.joinedstr.values;
    if (vals->n == 0) return emit_const(c, STR_ID(""));
    for (int i = 0; i < vals->n; i++) TRY(compile_expr(c, vals->items[i]));
    if (vals->n == 1) {
        /* a lone constant part is already the string; a lone formatted
         * value is a str produced by FORMAT_VALUE */
        return 0;
    }
    return emit(c, OP_BUILD_STRING, vals->n);
}

/* ---- the expression switch ---------------------------------------------------------- */

static int compile_slice_parts(Compiler *c, Expr *e)
{
    if (e->u.slice.lower) TRY(compile_expr(c, e->u.slice.lower));
    else TRY(emit_const(c, None));
    if (e->u.slice.upper) TRY(compile_expr(c, e->u.slice.upper));
    else TRY(emit_const(c, None));
    if (e->u.slice.step) TRY(compile_expr(c, e->u.slice.step));
    return emit(c, OP_BUILD_SLICE, e->u.slice.step ? 3 : 2);
}

static int unary_opcode(UnaryOpKind op)
{
    switch (op) {
    case U_INVERT: return OP_UNARY_INVERT;
    case U_NOT: return OP_UNARY_NOT;
    case U_UADD: return OP_UNARY_POSITIVE;
    default: return OP_UNARY_NEGATIVE;
    }
}

/* Each kind of expression in a function of its own: compile_expr_inner,
 * through which the walk recurses up to 3000 levels deep, keeps a small
 * frame (sanitizer builds give every local of a function a frame slot). */
static int compile_boolop(Compiler *c, Expr *e)
{
    Seq *vals = &e->u.boolop.values;
    int end = new_label(c);
    TRY(end);
    int jop = e->u.boolop.op == BOOL_AND ? OP_JUMP_IF_FALSE_OR_POP : OP_JUMP_IF_TRUE_OR_POP;
    for (int i = 0; i < vals->n - 1; i++) {
        TRY(compile_expr(c, vals->items[i]));
        TRY(emit(c, jop, end));
    }
    TRY(compile_expr(c, vals->items[vals->n - 1]));
    use_label(c, end);
    return 0;
}

static int compile_binop(Compiler *c, Expr *e)
{
    Object *v = compile_const_value(c, e);
    if (v) return emit_const(c, v);
    if (err_occurred()) return -1;
    TRY(compile_expr(c, e->u.binop.left));
    TRY(compile_expr(c, e->u.binop.right));
    c->u->lineno = e->pos.lineno;
    return emit(c, OP_BINARY_OP, e->u.binop.op);
}

static int compile_unaryop(Compiler *c, Expr *e)
{
    Object *v = compile_const_value(c, e);
    if (v) return emit_const(c, v);
    if (err_occurred()) return -1;
    TRY(compile_expr(c, e->u.unaryop.operand));
    c->u->lineno = e->pos.lineno;
    return emit0(c, unary_opcode(e->u.unaryop.op));
}

static int compile_ifexp(Compiler *c, Expr *e)
{
    int next = new_label(c), end = new_label(c);
    if (next < 0 || end < 0) return -1;
    TRY(compile_jump_if(c, e->u.ifexp.test, next, false));
    TRY(compile_expr(c, e->u.ifexp.body));
    TRY(emit(c, OP_JUMP, end));
    use_label(c, next);
    TRY(compile_expr(c, e->u.ifexp.orelse));
    use_label(c, end);
    return 0;
}

static int compile_attribute(Compiler *c, Expr *e)
{
    Object *attr = symtable_mangle(c->u->private_name, e->u.attribute.attr);
    if (attr == NULL) return -1;
    TRY(compile_expr(c, e->u.attribute.value));
    c->u->lineno = e->pos.end_lineno > 0 ? e->pos.end_lineno : e->pos.lineno;
    int ni = add_name(c, attr);
    TRY(ni);
    return emit(c, OP_LOAD_ATTR, ni);
}

static int compile_subscript(Compiler *c, Expr *e)
{
    Object *v = compile_const_value(c, e);
    if (v) return emit_const(c, v);
    if (err_occurred()) return -1;
    TRY(check_subscript(c, e));
    TRY(compile_expr(c, e->u.subscript.value));
    TRY(compile_expr(c, e->u.subscript.slice));
    c->u->lineno = e->pos.lineno;
    return emit0(c, OP_BINARY_SUBSCR);
}

static int compile_tuple(Compiler *c, Expr *e)
{
    Object *v = compile_const_value(c, e);
    if (v) return emit_const(c, v);
    if (err_occurred()) return -1;
    return compile_display(c, &e->u.list.elts, DISP_TUPLE);
}

static int compile_namedexpr(Compiler *c, Expr *e)
{
    TRY(compile_expr(c, e->u.namedexpr.value));
    TRY(emit(c, OP_COPY, 1));
    return compile_store(c, e->u.namedexpr.target);
}

static int compile_name(Compiler *c, Expr *e)
{
    if (strcmp(str_cstr(e->u.name.id), "__debug__") == 0) return emit_const(c, True); /* no -O */
    return compile_nameop(c, e->u.name.id, NAME_LOAD);
}

static int compile_constant(Compiler *c, Expr *e)
{
    INCREF(e->u.constant.value);
    return emit_const(c, e->u.constant.value);
}

static int compile_expr_inner(Compiler *c, Expr *e)
{
    switch (e->kind) {
    case E_BOOLOP: return compile_boolop(c, e);
    case E_NAMEDEXPR: return compile_namedexpr(c, e);
    case E_BINOP: return compile_binop(c, e);
    case E_UNARYOP: return compile_unaryop(c, e);
    case E_LAMBDA: return compile_lambda(c, e);
    case E_IFEXP: return compile_ifexp(c, e);
    case E_DICT: return compile_dict(c, e);
    case E_SET: return compile_display(c, &e->u.set.elts, DISP_SET);
    case E_LISTCOMP:
    case E_SETCOMP:
    case E_DICTCOMP:
    case E_GENEXP: return compile_comprehension(c, e);
    case E_AWAIT_UNUSED: return compiler_error(c, e->pos, "fpy does not support 'await'");
    case E_YIELD:
    case E_YIELDFROM: return compile_yield(c, e);
    case E_COMPARE: return compile_compare(c, e);
    case E_CALL: return compile_call(c, e);
    case E_FORMATTEDVALUE: return compile_formatted(c, e);
    case E_JOINEDSTR: return compile_joinedstr(c, e);
    case E_CONSTANT: return compile_constant(c, e);
    case E_ATTRIBUTE: return compile_attribute(c, e);
    case E_SUBSCRIPT: return compile_subscript(c, e);
    case E_STARRED: return compiler_error(c, e->pos, "can't use starred expression here");
    case E_NAME: return compile_name(c, e);
    case E_LIST: return compile_display(c, &e->u.list.elts, DISP_LIST);
    case E_TUPLE: return compile_tuple(c, e);
    case E_SLICE: return compile_slice_parts(c, e);
    }
    return compiler_error(c, e->pos, "fpy: unknown expression kind %d", (int)e->kind);
}

int compile_expr(Compiler *c, Expr *e)
{
    if (++c->depth > COMPILER_MAX_DEPTH || c_stack_check(" during compilation") < 0) {
        c->depth--;
        if (!err_occurred()) err_set(&Exc_RecursionError, "maximum recursion depth exceeded during compilation");
        return -1;
    }
    Unit *u = c->u;
    int saved = u->lineno;
    Pos savedloc = u->loc;
    u->lineno = e->pos.lineno;
    u->loc = e->pos;
    int r = compile_expr_inner(c, e);
    u->lineno = saved;
    u->loc = savedloc;
    c->depth--;
    return r;
}

/* ---- assignment targets ----------------------------------------------------------------- */

static int compile_unpack(Compiler *c, Expr *t)
{
    Seq *elts = &t->u.list.elts;
    int star = -1;
    for (int i = 0; i < elts->n; i++) {
        Expr *x = elts->items[i];
        if (x->kind != E_STARRED) continue;
        if (star >= 0) return compiler_error(c, x->pos, "multiple starred expressions in assignment");
        star = i;
    }
    if (star >= 0) {
        int before = star, after = elts->n - star - 1;
        if (before >= 256 || after >= (1 << 16))
            return compiler_error(c, t->pos, "too many expressions in star-unpacking assignment");
        TRY(emit(c, OP_UNPACK_EX, before | (after << 8)));
    } else {
        TRY(emit(c, OP_UNPACK_SEQUENCE, elts->n));
    }
    for (int i = 0; i < elts->n; i++) {
        Expr *x = elts->items[i];
        TRY(compile_store(c, x->kind == E_STARRED ? x->u.starred.value : x));
    }
    return 0;
}

static int compile_store_inner(Compiler *c, Expr *t);

int compile_store(Compiler *c, Expr *t)
{
    int saved = c->u->lineno;
    Pos savedloc = c->u->loc;
    c->u->loc = t->pos; /* an attribute or item store fails at the target's span */
    int r = compile_store_inner(c, t);
    c->u->lineno = saved;
    c->u->loc = savedloc;
    return r;
}

static int compile_store_inner(Compiler *c, Expr *t)
{
    int r;
    switch (t->kind) {
    case E_NAME:
        TRY(compile_forbidden_name(c, t->u.name.id, NAME_STORE, t->pos));
        r = compile_nameop(c, t->u.name.id, NAME_STORE);
        break;
    case E_ATTRIBUTE: {
        TRY(compile_forbidden_name(c, t->u.attribute.attr, NAME_STORE, t->pos));
        Object *attr = symtable_mangle(c->u->private_name, t->u.attribute.attr);
        if (attr == NULL) return -1;
        TRY(compile_expr(c, t->u.attribute.value));
        c->u->lineno = t->pos.lineno;
        int ni = add_name(c, attr);
        TRY(ni);
        r = emit(c, OP_STORE_ATTR, ni);
        break;
    }
    case E_SUBSCRIPT:
        TRY(compile_expr(c, t->u.subscript.value));
        TRY(compile_expr(c, t->u.subscript.slice));
        c->u->lineno = t->pos.lineno;
        r = emit0(c, OP_STORE_SUBSCR);
        break;
    case E_TUPLE:
    case E_LIST:
        c->u->lineno = t->pos.lineno;
        r = compile_unpack(c, t);
        break;
    case E_STARRED:
        return compiler_error(c, t->pos, "starred assignment target must be in a list or tuple");
    default:
        return compiler_error(c, t->pos, "cannot assign to expression");
    }
    return r;
}

int compile_delete(Compiler *c, Expr *t)
{
    switch (t->kind) {
    case E_NAME:
        TRY(compile_forbidden_name(c, t->u.name.id, NAME_DEL, t->pos));
        return compile_nameop(c, t->u.name.id, NAME_DEL);
    case E_ATTRIBUTE: {
        Object *attr = symtable_mangle(c->u->private_name, t->u.attribute.attr);
        if (attr == NULL) return -1;
        TRY(compile_expr(c, t->u.attribute.value));
        int ni = add_name(c, attr);
        TRY(ni);
        return emit(c, OP_DELETE_ATTR, ni);
    }
    case E_SUBSCRIPT: {
        TRY(compile_expr(c, t->u.subscript.value));
        TRY(compile_expr(c, t->u.subscript.slice));
        Pos savedloc = c->u->loc;
        c->u->loc = t->pos;
        int r = emit0(c, OP_DELETE_SUBSCR);
        c->u->loc = savedloc;
        return r;
    }
    case E_TUPLE:
    case E_LIST:
        for (int i = 0; i < t->u.list.elts.n; i++) TRY(compile_delete(c, t->u.list.elts.items[i]));
        return 0;
    default:
        return compiler_error(c, t->pos, "cannot delete expression");
    }
}
