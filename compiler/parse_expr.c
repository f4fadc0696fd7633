/* parse_expr.c: the expression rules of the parser, from named_expression
 * down to atom (the idea and the error strategy: see parser.c).
 *
 * Binary operators use precedence climbing (binary()); everything else is
 * one function per rule of CPython's grammar.  Nesting is counted in
 * CPython's parser levels (p_enter, the PL_* costs of parser.h): a
 * pathological program -- a hundred thousand unary minus signs -- gets
 * CPython's MemoryError instead of a crashed stack.
 */
#include <stdlib.h>
#include <string.h>

#include "compiler/parser.h"

/* ===== nesting ================================================================ */

/* enter/leave: a rule that recurses (expression, factor, inversion, the
 * right side of **): cost levels, and one more expression nesting in
 * p->depth (which skip_comma_at refers to). */
static bool enter(Parser *p, int cost)
{
    if (!p_enter(p, cost)) return false;
    p->depth++;
    return true;
}

static void leave(Parser *p, int cost)
{
    p->depth--;
    p_leave(p, cost);
}

/* PEG semantics for optional continuations (a trailer, `** x`, `+ x`,
 * `< x`, `and x`, `if c else d`): when the continuation fails plainly, the
 * parser backs up to before it and keeps what it had, so that an error
 * rule further up may still recognise the mistake ("expected 'else' after
 * 'if' expression" in `a if b > 2 ** else c`).  The caller then fails on
 * the operator, and the furthest token read -- where a generic error is
 * reported -- is unchanged.  True when it backed up. */
static bool soft_backtrack(Parser *p, int pos)
{
    if (!p->failed || !p->err.soft) return false;
    p->failed = false;
    p->pos = pos;
    return true;
}

/* ===== expression names and targets ========================================== */

const char *p_expr_name(Expr *e)
{
    switch (e->kind) {
    case E_ATTRIBUTE: return "attribute";
    case E_SUBSCRIPT: return "subscript";
    case E_STARRED: return "starred";
    case E_NAME: return "name";
    case E_LIST: return "list";
    case E_TUPLE: return "tuple";
    case E_LAMBDA: return "lambda";
    case E_CALL: return "function call";
    case E_BOOLOP: case E_BINOP: case E_UNARYOP: return "expression";
    case E_GENEXP: return "generator expression";
    case E_YIELD: case E_YIELDFROM: return "yield expression";
    case E_AWAIT_UNUSED: return "await expression";
    case E_LISTCOMP: return "list comprehension";
    case E_SETCOMP: return "set comprehension";
    case E_DICTCOMP: return "dict comprehension";
    case E_DICT: return "dict literal";
    case E_SET: return "set display";
    case E_JOINEDSTR: case E_FORMATTEDVALUE: return "f-string expression";
    case E_CONSTANT: {
        Object *v = e->u.constant.value;
        if (v == None) return "None";
        if (v == False) return "False";
        if (v == True) return "True";
        if (v == Ellipsis) return "ellipsis";
        return "literal";
    }
    case E_COMPARE: return "comparison";
    case E_IFEXP: return "conditional expression";
    case E_NAMEDEXPR: return "named expression";
    default: return "expression";
    }
}

/* CPython's _PyPegen_get_invalid_target: the part of e that cannot be a
 * target, or NULL when all of it can. */
Expr *p_invalid_target(Expr *e, int how)
{
    if (e == NULL) return NULL;
    switch (e->kind) {
    case E_LIST:
    case E_TUPLE:
        for (int i = 0; i < e->u.list.elts.n; i++) {
            Expr *c = p_invalid_target(e->u.list.elts.items[i], how);
            if (c) return c;
        }
        return NULL;
    case E_STARRED:
        if (how == TARGET_DEL) return e;
        return p_invalid_target(e->u.starred.value, how);
    case E_COMPARE:
        /* `for a in b` reaches here parsed as a comparison */
        if (how == TARGET_FOR) {
            if (e->u.compare.ops[0] == C_IN) return p_invalid_target(e->u.compare.left, how);
            return NULL;
        }
        return e;
    case E_NAME:
    case E_SUBSCRIPT:
    case E_ATTRIBUTE:
        return NULL;
    default:
        return e;
    }
}

static void set_ctx(Expr *e, ExprCtx ctx)
{
    switch (e->kind) {
    case E_NAME: e->u.name.ctx = ctx; break;
    case E_ATTRIBUTE: e->u.attribute.ctx = ctx; break;
    case E_SUBSCRIPT: e->u.subscript.ctx = ctx; break;
    case E_STARRED:
        e->u.starred.ctx = ctx;
        set_ctx(e->u.starred.value, ctx);
        break;
    case E_LIST:
    case E_TUPLE:
        e->u.list.ctx = ctx;
        for (int i = 0; i < e->u.list.elts.n; i++) set_ctx(e->u.list.elts.items[i], ctx);
        break;
    default: break;
    }
}

int p_set_context(Parser *p, Expr *e, ExprCtx ctx, int how)
{
    Expr *bad = p_invalid_target(e, how);
    if (bad == NULL && (e->kind == E_COMPARE)) bad = e; /* a for-target `a in b` is not a target itself */
    if (bad != NULL) {
        p_error_node(p, bad->pos, how == TARGET_DEL ? "cannot delete %s" : "cannot assign to %s", p_expr_name(bad));
        return -1;
    }
    set_ctx(e, ctx);
    return 0;
}

/* ===== numbers ================================================================ */

Expr *p_number(Parser *p, Token *t)
{
    char small[64];
    char *buf = t->len < sizeof small ? small : malloc(t->len + 1);
    if (buf == NULL) return p_no_memory(p);
    size_t n = 0;
    const char *s = t->start;
    size_t len = t->len;
    int base = 10;
    bool is_float = false, imaginary = false;
    if (len > 2 && s[0] == '0' && strchr("xXoObB", s[1])) {
        base = (s[1] == 'x' || s[1] == 'X') ? 16 : (s[1] == 'o' || s[1] == 'O') ? 8 : 2;
        s += 2;
        len -= 2;
    }
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        if (c == '_') continue;
        if (base == 10 && (c == '.' || c == 'e' || c == 'E')) is_float = true;
        if (base == 10 && (c == 'j' || c == 'J')) {
            imaginary = true;
            continue;
        }
        buf[n++] = c;
    }
    buf[n] = 0;
    Object *v = NULL;
    if (imaginary) {
        if (buf != small) free(buf);
        return p_error_tok(p, t, "imaginary literals are not supported by fpy");
    }
    v = is_float ? float_from_string(buf, (ssize_t)n) : int_from_string(buf, (ssize_t)n, base);
    if (buf != small) free(buf);
    if (v == NULL) {
        /* e.g. CPython's limit on the digits of a decimal literal: the
         * runtime's message becomes the SyntaxError's. */
        Object *exc = err_fetch();
        Object *m = exc ? obj_str(exc) : NULL;
        if (m == NULL) err_clear();
        XDECREF(exc);
        /* CPython's _PyPegen_number_token adds its advice to a decimal
         * literal's "Exceeds the limit" */
        const char *advice = base == 10 && !is_float && m && strncmp(str_cstr(m), "Exceeds the limit", 17) == 0
                                 ? " - Consider hexadecimal for huge integer literals to avoid decimal conversion limits."
                                 : "";
        p_error_tok(p, t, "%s%s", m ? str_cstr(m) : "invalid number literal", advice);
        XDECREF(m);
        return NULL;
    }
    v = p_constant(p, v);
    if (v == NULL) return NULL;
    return p_constant_expr(p, v, p_tok_pos(t));
}

/* ===== the FIRST sets ======================================================== */

static bool starts_expression(int k)
{
    switch (k) {
    case T_NAME: case T_NUMBER: case T_STRING: case T_LPAR: case T_LSQB: case T_LBRACE:
    case T_MINUS: case T_PLUS: case T_TILDE: case T_KW_NOT: case T_KW_LAMBDA:
    case T_KW_NONE: case T_KW_TRUE: case T_KW_FALSE: case T_ELLIPSIS: case T_KW_AWAIT:
        return true;
    default:
        return false;
    }
}

bool p_starts_expression(int k) { return starts_expression(k); }

static bool starts_bitwise_or(int k)
{
    return starts_expression(k) && k != T_KW_NOT && k != T_KW_LAMBDA;
}

/* CPython 3.11's SOFT_KEYWORD test compares only the token's length of
 * each soft keyword, so any *prefix* of "match", "case" or "_" counts
 * ("m", "ca"...): reproduced, since it decides whether "Perhaps you forgot
 * a comma?" is offered. */
static bool is_soft_keyword(Token *t)
{
    static const char *const kws[] = {"_", "case", "match"};
    if (t->kind != T_NAME) return false;
    for (int i = 0; i < 3; i++)
        if (t->len <= strlen(kws[i]) && memcmp(t->start, kws[i], t->len) == 0) return true;
    return false;
}

static bool name_is(Expr *e, const char *s)
{
    return e->kind == E_NAME && strcmp(str_cstr(e->u.name.id), s) == 0;
}

/* ===== comprehensions ======================================================== */

static Expr *primary(Parser *p);

/* star_targets of a for clause or statement: stops before 'in'. */
Expr *p_star_targets(Parser *p)
{
    Token *first = p_peek(p);
    SeqBuf elts = {0};
    bool comma = false;
    for (;;) {
        Expr *e;
        Token *t = p_peek(p);
        if (t->kind == T_STAR) {
            p_next(p);
            Expr *v = primary(p);
            if (v == NULL) return NULL;
            e = p_expr(p, E_STARRED, p_span(p_tok_pos(t), v->pos));
            if (e == NULL) return NULL;
            e->u.starred.value = v;
        }
        else {
            e = primary(p);
        }
        if (e == NULL || p_seq_push(p, &elts, e) < 0) return NULL;
        if (!p_accept(p, T_COMMA)) break;
        comma = true;
        int k = p_peek(p)->kind;
        if (k != T_STAR && !starts_bitwise_or(k)) break;
    }
    if (!comma) return elts.items[0];
    Expr *tup = p_expr(p, E_TUPLE, p_span(p_tok_pos(first), p_tok_pos(p_prev(p))));
    if (tup == NULL) return NULL;
    tup->u.list.elts = p_seq_done(&elts);
    return tup;
}

/* The targets of `for ... in`, in CPython's way: star_targets followed by
 * 'in'; failing that, invalid_for_target reads them as star_expressions
 * and reports the part that cannot be assigned to ("cannot assign to
 * literal") -- or an error met while reading them ("Perhaps you forgot a
 * comma?").  Leaves the parser on 'in'. */
Expr *p_for_targets(Parser *p)
{
    int start = p->pos;
    Expr *t = p_star_targets(p);
    if (t != NULL && p_check(p, T_KW_IN) && p_invalid_target(t, TARGET_FOR) == NULL) {
        p_set_context(p, t, CTX_STORE, TARGET_FOR);
        return t;
    }
    if (p->failed && !p->err.soft) return NULL;
    if (!p->failed) p_syntax_error(p); /* the plain failure: no 'in' */
    PState st;
    p_save(p, &st);
    p->failed = false;
    p->pos = start;
    Expr *a = p_star_expressions(p);
    if (p->failed && !p->err.soft) return NULL;
    Expr *bad = a ? p_invalid_target(a, TARGET_FOR) : NULL;
    p_restore(p, &st);
    if (bad) return p_error_node(p, bad->pos, "cannot assign to %s", p_expr_name(bad));
    return NULL;
}

static Seq for_if_clauses(Parser *p)
{
    Seq none = {0, NULL};
    SeqBuf gens = {0};
    while (p_check(p, T_KW_FOR) || p_check(p, T_KW_ASYNC)) {
        if (p_check(p, T_KW_ASYNC)) {
            p_error_tok(p, p_peek(p), "asynchronous comprehensions are not supported by fpy");
            return none;
        }
        p_next(p);
        Comprehension *c = p_alloc(p, sizeof(Comprehension));
        if (c == NULL) return none;
        c->target = p_for_targets(p);
        if (c->target == NULL) return none;
        p_next(p);
        if (!p_enter(p, PL_COMP_ITER)) return none;
        c->iter = p_disjunction(p);
        p_leave(p, PL_COMP_ITER);
        if (c->iter == NULL) return none;
        SeqBuf ifs = {0};
        while (p_accept(p, T_KW_IF)) {
            if (!p_enter(p, PL_COMP_IF)) return none;
            Expr *cond = p_disjunction(p);
            p_leave(p, PL_COMP_IF);
            if (cond == NULL || p_seq_push(p, &ifs, cond) < 0) return none;
        }
        c->ifs = p_seq_done(&ifs);
        if (p_seq_push(p, &gens, c) < 0) return none;
    }
    return p_seq_done(&gens);
}

/* The end of the last element of a for_if_clauses (CPython's
 * _PyPegen_get_last_comprehension_item). */
static Pos last_comprehension_pos(Seq gens)
{
    Comprehension *c = gens.items[gens.n - 1];
    if (c->ifs.n) return ((Expr *)c->ifs.items[c->ifs.n - 1])->pos;
    return c->iter->pos;
}

static Expr *comprehension(Parser *p, ExprKind kind, Expr *elt, Token *open, int close)
{
    if (elt->kind == E_STARRED)
        return p_error_node(p, elt->pos, "iterable unpacking cannot be used in comprehension");
    Seq gens = for_if_clauses(p);
    if (p->failed) return NULL;
    Token *end = p_expect(p, close);
    if (end == NULL) return NULL;
    Expr *e = p_expr(p, kind, p_span(p_tok_pos(open), p_tok_pos(end)));
    if (e == NULL) return NULL;
    e->u.comp.elt = elt;
    e->u.comp.generators = gens;
    return e;
}

/* ===== atoms ================================================================= */

/* The rest of a display after its first element: `, elt, elt ... close`.
 * kind: E_TUPLE, E_LIST or E_SET. */
static Expr *display(Parser *p, ExprKind kind, Expr *first, Token *open, int close)
{
    SeqBuf elts = {0};
    if (p_seq_push(p, &elts, first) < 0) return NULL;
    Token *comma = NULL;
    int cost = kind == E_TUPLE ? PL_PAREN + PL_TUPLE_REST : PL_LIST + PL_LIST_REST;
    int x2 = kind == E_TUPLE ? PL2_PAREN : PL2_LIST; /* a set's elements after the first too */
    while (p_check(p, T_COMMA)) {
        comma = p_next(p);
        int k = p_peek(p)->kind;
        if (k != T_STAR && !starts_expression(k)) break;
        comma = NULL;
        if (!p_enter_bracket(p, cost, x2)) return NULL;
        Expr *e = p_star_named_expression(p);
        p_leave_bracket(p, cost, x2);
        if (e == NULL || p_seq_push(p, &elts, e) < 0) return NULL;
    }
    if (kind != E_TUPLE && (elts.n > 1 || comma) && (p_check(p, T_KW_FOR) || p_check(p, T_KW_ASYNC))) {
        /* invalid_comprehension: [a, b for ...] / [a, for ...], once the
         * clauses parse (a second-pass check: the first pass stopped at 'for') */
        int fill = p->fill;
        for_if_clauses(p);
        if (p->failed && p->err.soft) p->fill = fill;
        if (p->failed) return NULL;
        return p_error_range(p, first->pos, elts.n > 1 ? ((Expr *)elts.items[elts.n - 1])->pos : p_tok_pos(comma),
                             "did you forget parentheses around the comprehension target?");
    }
    Token *end = p_expect(p, close);
    if (end == NULL) return NULL;
    Expr *e = p_expr(p, kind, p_span(p_tok_pos(open), p_tok_pos(end)));
    if (e == NULL) return NULL;
    if (kind == E_SET) e->u.set.elts = p_seq_done(&elts);
    else {
        e->u.list.elts = p_seq_done(&elts);
        e->u.list.ctx = CTX_LOAD;
    }
    return e;
}

static Expr *paren_atom(Parser *p)
{
    Token *open = p_next(p);
    if (p_check(p, T_RPAR)) {
        Token *end = p_next(p);
        Expr *e = p_expr(p, E_TUPLE, p_span(p_tok_pos(open), p_tok_pos(end)));
        if (e) e->u.list.ctx = CTX_LOAD;
        return e;
    }
    if (p_check(p, T_KW_YIELD)) {
        if (!p_enter_bracket(p, PL_PAREN, PL2_PAREN)) return NULL;
        Expr *y = p_yield_expr(p);
        p_leave_bracket(p, PL_PAREN, PL2_PAREN);
        if (y == NULL || p_expect(p, T_RPAR) == NULL) return NULL;
        return y;
    }
    if (p_check(p, T_DOUBLESTAR)) {
        /* invalid_group: '(' '**' expression ')' */
        Token *a = p_peek(p);
        PState st;
        p_save(p, &st);
        p_next(p);
        bool hit = p_expression(p) && p_check(p, T_RPAR);
        if (p->failed && !p->err.soft) return NULL;
        p_restore(p, &st); /* the first pass stopped at '**' */
        if (hit) return p_error_tok(p, a, "cannot use double starred expression here");
        return p_syntax_error(p);
    }
    if (!p_enter_bracket(p, PL_PAREN, PL2_PAREN)) return NULL;
    Expr *first = p_star_named_expression(p);
    p_leave_bracket(p, PL_PAREN, PL2_PAREN);
    if (first == NULL) return NULL;
    int k = p_peek(p)->kind;
    if (k == T_KW_FOR || k == T_KW_ASYNC) return comprehension(p, E_GENEXP, first, open, T_RPAR);
    if (k == T_COMMA) return display(p, E_TUPLE, first, open, T_RPAR);
    if (k == T_RPAR) {
        if (first->kind == E_STARRED) return p_error_node(p, first->pos, "cannot use starred expression here");
        p_next(p);
        return first;
    }
    return p_syntax_error(p);
}

static Expr *list_atom(Parser *p)
{
    Token *open = p_next(p);
    if (p_check(p, T_RSQB)) {
        Token *end = p_next(p);
        Expr *e = p_expr(p, E_LIST, p_span(p_tok_pos(open), p_tok_pos(end)));
        if (e) e->u.list.ctx = CTX_LOAD;
        return e;
    }
    if (!p_enter_bracket(p, PL_LIST, PL2_LIST)) return NULL;
    Expr *first = p_star_named_expression(p);
    p_leave_bracket(p, PL_LIST, PL2_LIST);
    if (first == NULL) return NULL;
    int k = p_peek(p)->kind;
    if (k == T_KW_FOR || k == T_KW_ASYNC) return comprehension(p, E_LISTCOMP, first, open, T_RSQB);
    return display(p, E_LIST, first, open, T_RSQB);
}

/* The value after `key:` in a dict display. */
static Expr *dict_value(Parser *p, Token *colon)
{
    Token *t = p_peek(p);
    if (t->kind == T_STAR) {
        p_next(p);
        Expr *v = p_bitwise_or(p);
        if (v == NULL) return NULL;
        return p_error_range(p, p_tok_pos(t), v->pos, "cannot use a starred expression in a dictionary value");
    }
    if (t->kind == T_RBRACE || t->kind == T_COMMA)
        return p_error_tok(p, colon, "expression expected after dictionary key and ':'");
    if (!p_enter_bracket(p, PL_LIST, PL2_BRACE)) return NULL;
    Expr *e = p_expression(p);
    p_leave_bracket(p, PL_LIST, PL2_BRACE);
    return e;
}

static Expr *brace_atom(Parser *p)
{
    Token *open = p_next(p);
    if (p_check(p, T_RBRACE)) {
        Token *end = p_next(p);
        return p_expr(p, E_DICT, p_span(p_tok_pos(open), p_tok_pos(end)));
    }
    SeqBuf keys = {0}, values = {0};
    Expr *first;
    Token *t = p_peek(p);
    if (t->kind == T_DOUBLESTAR) {
        p_next(p);
        if (!p_enter_bracket(p, PL_LIST, PL2_BRACE)) return NULL;
        Expr *v = p_bitwise_or(p);
        p_leave_bracket(p, PL_LIST, PL2_BRACE);
        if (v == NULL) return NULL;
        if (p_check(p, T_KW_FOR) || p_check(p, T_KW_ASYNC))
            return p_error_tok(p, t, "dict unpacking cannot be used in dict comprehension");
        if (p_seq_push(p, &keys, NULL) < 0 || p_seq_push(p, &values, v) < 0) return NULL;
        goto dict_rest;
    }
    if (!p_enter_bracket(p, PL_LIST, PL2_BRACE)) return NULL;
    int first_at = p->pos;
    first = p_star_named_expression(p);
    p_leave_bracket(p, PL_LIST, PL2_BRACE);
    if (first == NULL) return NULL;
    if (p_check(p, T_COLON) && first->kind == E_NAMEDEXPR && p->toks[first_at].kind == T_NAME)
        return p_syntax_error(p); /* {y := 1: 2}: a key is an expression, no bare walrus */
    if (p_check(p, T_COLON) && first->kind != E_STARRED) {
        Token *colon = p_next(p);
        Expr *v = dict_value(p, colon);
        if (v == NULL) return NULL;
        if (p_check(p, T_KW_FOR) || p_check(p, T_KW_ASYNC)) {
            Seq gens = for_if_clauses(p);
            if (p->failed) return NULL;
            Token *end = p_expect(p, T_RBRACE);
            if (end == NULL) return NULL;
            Expr *e = p_expr(p, E_DICTCOMP, p_span(p_tok_pos(open), p_tok_pos(end)));
            if (e == NULL) return NULL;
            e->u.dictcomp.key = first;
            e->u.dictcomp.value = v;
            e->u.dictcomp.generators = gens;
            return e;
        }
        if (p_seq_push(p, &keys, first) < 0 || p_seq_push(p, &values, v) < 0) return NULL;
        goto dict_rest;
    }
    if (p_check(p, T_KW_FOR) || p_check(p, T_KW_ASYNC)) return comprehension(p, E_SETCOMP, first, open, T_RBRACE);
    return display(p, E_SET, first, open, T_RBRACE);

dict_rest:
    while (p_accept(p, T_COMMA)) {
        if (p_check(p, T_RBRACE)) break;
        if (p_accept(p, T_DOUBLESTAR)) {
            if (!p_enter_bracket(p, PL_LIST + PL_LIST_REST, PL2_BRACE)) return NULL;
            Expr *v = p_bitwise_or(p);
            p_leave_bracket(p, PL_LIST + PL_LIST_REST, PL2_BRACE);
            if (v == NULL || p_seq_push(p, &keys, NULL) < 0 || p_seq_push(p, &values, v) < 0) return NULL;
            continue;
        }
        /* invalid_kvpair comes before "Perhaps you forgot a comma?" for
         * the keys after the first (an observed CPython 3.11 order) */
        p->skip_comma_at = p->depth + 1;
        if (!p_enter_bracket(p, PL_LIST + PL_LIST_REST, PL2_BRACE)) return NULL;
        Expr *k = p_expression(p);
        p_leave_bracket(p, PL_LIST + PL_LIST_REST, PL2_BRACE);
        p->skip_comma_at = -1;
        if (k == NULL) return NULL;
        if (!p_check(p, T_COLON)) {
            /* invalid_kvpair: a=expression !(':') */
            return p_error_at(p, &Exc_SyntaxError, k->pos.lineno, k->pos.end_col - 1, k->pos.end_lineno, -1,
                              "':' expected after dictionary key");
        }
        Token *colon = p_next(p);
        Expr *v = dict_value(p, colon);
        if (v == NULL || p_seq_push(p, &keys, k) < 0 || p_seq_push(p, &values, v) < 0) return NULL;
    }
    Token *end = p_expect(p, T_RBRACE);
    if (end == NULL) return NULL;
    Expr *e = p_expr(p, E_DICT, p_span(p_tok_pos(open), p_tok_pos(end)));
    if (e == NULL) return NULL;
    e->u.dict.keys = p_seq_done(&keys);
    e->u.dict.values = p_seq_done(&values);
    return e;
}

static Expr *atom_inner(Parser *p)
{
    Token *t = p_peek(p);
    switch (t->kind) {
    case T_NAME:
        p_next(p);
        return p_name_from_token(p, t);
    case T_KW_TRUE:
        p_next(p);
        return p_constant_expr(p, True, p_tok_pos(t));
    case T_KW_FALSE:
        p_next(p);
        return p_constant_expr(p, False, p_tok_pos(t));
    case T_KW_NONE:
        p_next(p);
        return p_constant_expr(p, None, p_tok_pos(t));
    case T_ELLIPSIS:
        p_next(p);
        return p_constant_expr(p, Ellipsis, p_tok_pos(t));
    case T_NUMBER:
        p_next(p);
        return p_number(p, t);
    case T_STRING:
        /* atom -> strings -> its loop over the STRING tokens */
        if (!p_enter(p, PL_STRINGS)) return NULL;
        p_leave(p, PL_STRINGS);
        return p_strings(p);
    case T_LPAR:
        return paren_atom(p);
    case T_LSQB:
        return list_atom(p);
    case T_LBRACE:
        return brace_atom(p);
    default:
        return p_syntax_error(p);
    }
}

static Expr *atom(Parser *p)
{
    if (!p_enter(p, PL_ATOM)) return NULL;
    Expr *e = atom_inner(p);
    p_leave(p, PL_ATOM);
    return e;
}

/* ===== calls and subscripts ================================================== */

Expr *p_call_args(Parser *p, Expr *func)
{
    bool class_args = p->class_args; /* for this call only, not the ones inside */
    p->class_args = false;
    Token *open = p_next(p);
    SeqBuf args = {0}, kws = {0};
    bool seen_kw = false, seen_dstar = false, pos_after_kw = false, pos_after_dstar = false;
    int nargs = 0;
    while (!p_check(p, T_RPAR)) {
        Token *t = p_peek(p);
        /* look past t only where CPython's rules do (it matters for the
         * position of a later error) */
        bool wordlike = t->kind == T_NAME || t->kind == T_KW_TRUE || t->kind == T_KW_FALSE || t->kind == T_KW_NONE;
        Token *t2 = wordlike ? p_peek_at(p, 1) : t;
        if (t->kind == T_STAR) {
            p_next(p);
            if (!p_enter_bracket(p, PL_KWARG, PL2_KWARG)) return NULL;
            Expr *v = p_expression(p);
            p_leave_bracket(p, PL_KWARG, PL2_KWARG);
            if (v == NULL) return NULL;
            if (seen_dstar) return p_error_tok(p, t, "iterable argument unpacking follows keyword argument unpacking");
            Expr *e = p_expr(p, E_STARRED, p_span(p_tok_pos(t), v->pos));
            if (e == NULL) return NULL;
            e->u.starred.value = v;
            if (p_seq_push(p, &args, e) < 0) return NULL;
        }
        else if (t->kind == T_DOUBLESTAR) {
            p_next(p);
            if (!p_enter_bracket(p, PL_KWARG, PL2_KWARG)) return NULL;
            Expr *v = p_expression(p);
            p_leave_bracket(p, PL_KWARG, PL2_KWARG);
            if (v == NULL) return NULL;
            Keyword *k = p_alloc(p, sizeof(Keyword));
            if (k == NULL) return NULL;
            k->value = v;
            k->pos = p_span(p_tok_pos(t), v->pos);
            if (p_seq_push(p, &kws, k) < 0) return NULL;
            seen_kw = seen_dstar = true;

        }
        else if (t->kind == T_NAME && t2->kind == T_EQUAL) {
            p_next(p);
            Token *eq = p_next(p);
            int cost = nargs ? PL_KWARG + 1 : PL_KWARG;
            if (!p_enter_bracket(p, cost, PL2_KWARG)) return NULL;
            Expr *v = p_expression(p);
            p_leave_bracket(p, cost, PL2_KWARG);
            if (v == NULL) return NULL;
            if (p_check(p, T_KW_FOR))
                return p_error_range(p, p_tok_pos(t), p_tok_pos(eq),
                                     "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
            Keyword *k = p_alloc(p, sizeof(Keyword));
            if (k == NULL) return NULL;
            k->arg = p_identifier(p, t->start, t->len);
            if (k->arg == NULL) return NULL;
            k->value = v;
            k->pos = p_span(p_tok_pos(t), v->pos);
            if (p_seq_push(p, &kws, k) < 0) return NULL;
            seen_kw = true;

        }
        else if ((t->kind == T_KW_TRUE || t->kind == T_KW_FALSE || t->kind == T_KW_NONE) && t2->kind == T_EQUAL) {
            return p_error_range(p, p_tok_pos(t), p_tok_pos(t2), "cannot assign to %s", token_spelling(t->kind));
        }
        else {
            Expr *e;
            int cost = nargs ? PL_ARGS + PL_ARGS_REST : PL_ARGS;
            if (!p_enter_bracket(p, cost, PL2_ARGS)) return NULL;
            if (t->kind == T_NAME && t2->kind == T_COLONEQUAL) e = p_named_expression(p);
            else e = p_expression(p);
            p_leave_bracket(p, cost, PL2_ARGS);
            if (e == NULL) return NULL;
            if (p_check(p, T_EQUAL)) {
                /* invalid_kwarg: !(NAME '=') a=expression b='=' */
                return p_error_range(p, e->pos, p_tok_pos(p_peek(p)),
                                     "expression cannot contain assignment, perhaps you meant \"==\"?");
            }
            if (p_check(p, T_KW_FOR) || p_check(p, T_KW_ASYNC)) {
                /* the sole argument may be a generator expression; after
                 * others, reading the clauses is a second-pass check */
                Token *for_tok = p_peek(p);
                int fill = p->fill;
                if (!p_enter(p, PL_CALL_COMP)) return NULL;
                Seq gens = for_if_clauses(p);
                p_leave(p, PL_CALL_COMP);
                if (p->failed && p->err.soft && nargs > 0) p->fill = fill;
                if (p->failed) return NULL;
                if (nargs == 0 && !p_check(p, T_RPAR) && !p_check(p, T_COMMA)) return p_syntax_error(p);
                if (nargs == 0 && p_check(p, T_RPAR) && class_args) {
                    /* class C(x for x in y): CPython's class_def_raw takes
                     * `arguments`, which have no bare generator expression */
                    return p_error_tok(p, for_tok, "invalid syntax");
                }
                if (nargs == 0 && p_check(p, T_RPAR)) {
                    Token *end = p_peek(p);
                    Expr *g = p_expr(p, E_GENEXP, p_span(p_tok_pos(open), p_tok_pos(end)));
                    if (g == NULL) return NULL;
                    g->u.comp.elt = e;
                    g->u.comp.generators = gens;
                    e = g;
                }
                else {
                    return p_error_range(p, e->pos, last_comprehension_pos(gens),
                                         "Generator expression must be parenthesized");
                }
            }
            if (seen_dstar) pos_after_dstar = true;
            else if (seen_kw) pos_after_kw = true;
            if (pos_after_kw || pos_after_dstar) {
                /* invalid_arguments: args ',' args -- reported once the
                 * second run of arguments is read, wherever it ends */
                while (p_check(p, T_COMMA)) {
                    int at = p->pos;
                    p_next(p);
                    if (p_check(p, T_RPAR)) break;
                    PState st;
                    p_save(p, &st);
                    p->no_invalid++;
                    Expr *more = p_check(p, T_STAR) || p_check(p, T_DOUBLESTAR) ? (p_next(p), p_expression(p))
                               : p_expression(p);
                    if (more && p_check(p, T_EQUAL)) {
                        p_next(p);
                        more = p_expression(p);
                    }
                    p->no_invalid--;
                    if (more == NULL) {
                        int fill = p->fill;
                        p_restore(p, &st);
                        p->fill = fill;
                        p->pos = at;
                        break;
                    }
                }
                p_peek(p);
                return p_error_last(p, pos_after_dstar ? "positional argument follows keyword argument unpacking"
                                                       : "positional argument follows keyword argument");
            }
            if (p_seq_push(p, &args, e) < 0) return NULL;
        }
        nargs++;
        if (!p_accept(p, T_COMMA)) break;
    }
    Token *end = p_expect(p, T_RPAR);
    if (end == NULL) return NULL;
    Expr *e = p_expr(p, E_CALL, p_span(func->pos, p_tok_pos(end)));
    if (e == NULL) return NULL;
    e->u.call.func = func;
    e->u.call.args = p_seq_done(&args);
    e->u.call.keywords = p_seq_done(&kws);
    return e;
}

static bool starts_slice(int k) { return k == T_COLON || starts_expression(k); }

/* slice: [expression] ':' [expression] [':' [expression]] | named_expression */
static Expr *slice_inner(Parser *p)
{
    Token *t = p_peek(p);
    if (t->kind == T_STAR) {
        p_next(p);
        Expr *v = p_expression(p);
        if (v == NULL) return NULL;
        Expr *e = p_expr(p, E_STARRED, p_span(p_tok_pos(t), v->pos));
        if (e) e->u.starred.value = v;
        return e;
    }
    Expr *lower = NULL;
    if (t->kind != T_COLON) {
        lower = p_named_expression(p);
        if (lower == NULL) return NULL;
        if (!p_check(p, T_COLON)) return lower;
    }
    p_next(p); /* ':' */
    Expr *upper = NULL, *step = NULL;
    int k = p_peek(p)->kind;
    /* the second pass spends fewer levels on the bounds after ':' */
    p->nest2 -= PL2_SUBSCRIPT - PL2_ARGS;
    if (k != T_COLON && k != T_COMMA && k != T_RSQB) upper = p_expression(p);
    if ((upper != NULL || !p->failed) && p_accept(p, T_COLON)) {
        k = p_peek(p)->kind;
        if (k != T_COMMA && k != T_RSQB) step = p_expression(p);
    }
    p->nest2 += PL2_SUBSCRIPT - PL2_ARGS;
    if (p->failed) return NULL;
    Expr *e = p_expr(p, E_SLICE, p_span(p_tok_pos(t), p_tok_pos(p_prev(p))));
    if (e == NULL) return NULL;
    e->u.slice.lower = lower;
    e->u.slice.upper = upper;
    e->u.slice.step = step;
    return e;
}

static Expr *slice(Parser *p, int cost)
{
    if (!p_enter_bracket(p, cost, PL2_SUBSCRIPT)) return NULL;
    Expr *e = slice_inner(p);
    p_leave_bracket(p, cost, PL2_SUBSCRIPT);
    return e;
}

static Expr *subscript(Parser *p, Expr *value)
{
    p_next(p); /* '[' */
    Token *first_tok = p_peek(p);
    Expr *idx = slice(p, PL_ARGS);
    if (idx == NULL) return NULL;
    if (p_check(p, T_COMMA) || idx->kind == E_STARRED) {
        SeqBuf elts = {0};
        if (p_seq_push(p, &elts, idx) < 0) return NULL;
        while (p_accept(p, T_COMMA)) {
            int k = p_peek(p)->kind;
            if (k != T_STAR && !starts_slice(k)) break;
            Expr *e = slice(p, PL_ARGS + PL_SLICE_REST);
            if (e == NULL || p_seq_push(p, &elts, e) < 0) return NULL;
        }
        Expr *tup = p_expr(p, E_TUPLE, p_span(p_tok_pos(first_tok), p_tok_pos(p_prev(p))));
        if (tup == NULL) return NULL;
        tup->u.list.elts = p_seq_done(&elts);
        idx = tup;
    }
    Token *end = p_expect(p, T_RSQB);
    if (end == NULL) return NULL;
    Expr *e = p_expr(p, E_SUBSCRIPT, p_span(value->pos, p_tok_pos(end)));
    if (e == NULL) return NULL;
    e->u.subscript.value = value;
    e->u.subscript.slice = idx;
    return e;
}

/* primary: atom followed by .name, (args) and [slices] */
static Expr *primary_inner(Parser *p)
{
    Pos head = p_tok_pos(p_peek(p)); /* a trailer's span starts there, at a bracket around the atom too */
    Expr *e = atom(p);
    while (e != NULL) {
        int k = p_peek(p)->kind;
        if (k != T_DOT && k != T_LPAR && k != T_LSQB) break;
        if (k == T_DOT) {
            p_next(p);
            Token *name = p_peek(p);
            if (name->kind != T_NAME) return p_syntax_error(p);
            p_next(p);
            Expr *a = p_expr(p, E_ATTRIBUTE, p_span(e->pos, p_tok_pos(name)));
            if (a == NULL) return NULL;
            a->u.attribute.value = e;
            a->u.attribute.attr = p_identifier(p, name->start, name->len);
            if (a->u.attribute.attr == NULL) return NULL;
            e = a;
        }
        else {
            /* PEG semantics: a trailer that fails plainly leaves the
             * primary as it was (the caller then fails on the '(' or '['),
             * so that an error rule further up may still apply, e.g.
             * "expected 'else' after 'if' expression" in `a if f( (0) else b`. */
            int start = p->pos;
            Expr *t = k == T_LPAR ? p_call_args(p, e) : subscript(p, e);
            if (t == NULL && soft_backtrack(p, start)) return e;
            e = t;
        }
        if (e != NULL) { /* a trailer was added (a failed one returned above) */
            e->pos.lineno = head.lineno;
            e->pos.col = head.col;
        }
    }
    return e;
}

/* A statement's leading primary is parsed by CPython first as an
 * assignment target (star_targets -> t_primary), PL_SHALLOW levels nearer
 * the top, and its rules remember what they parsed: that nearer level is
 * the one that counts. */
static Expr *primary(Parser *p)
{
    int cost = PL_PRIMARY - (p->pos == p->shallow_at ? p->shallow_cost : 0);
    if (!p_enter(p, cost)) return NULL;
    Expr *e = primary_inner(p);
    p_leave(p, cost);
    return e;
}

/* ===== operators ============================================================= */

static Expr *factor(Parser *p);

Expr *p_primary(Parser *p) { return primary(p); }

static Expr *power_inner(Parser *p)
{
    Token *t = p_peek(p);
    if (t->kind == T_KW_AWAIT) {
        /* await_primary: AWAIT primary.  fpy has no coroutines, so every
         * await is outside an async function (CPython says so when
         * compiling) */
        p_next(p);
        Expr *v = primary(p);
        if (v == NULL) return NULL;
        return p_error_range(p, p_tok_pos(t), v->pos, "'await' outside function");
    }
    Expr *e = primary(p);
    if (e == NULL || !p_check(p, T_DOUBLESTAR)) return e;
    int at_op = p->pos;
    p_next(p);
    if (!enter(p, 1)) return NULL;
    Expr *r = factor(p);
    leave(p, 1);
    if (r == NULL) return soft_backtrack(p, at_op) ? e : NULL;
    Expr *b = p_expr(p, E_BINOP, p_span(p_tok_pos(t), p_tok_pos(p_prev(p)))); /* with any brackets around the operands */
    if (b == NULL) return NULL;
    b->u.binop.left = e;
    b->u.binop.op = BIN_POW;
    b->u.binop.right = r;
    return b;
}

static Expr *power(Parser *p)
{
    if (!p_enter(p, PL_POWER)) return NULL;
    Expr *e = power_inner(p);
    p_leave(p, PL_POWER);
    return e;
}

static Expr *factor(Parser *p)
{
    Token *t = p_peek(p);
    UnaryOpKind op;
    switch (t->kind) {
    case T_PLUS: op = U_UADD; break;
    case T_MINUS: op = U_USUB; break;
    case T_TILDE: op = U_INVERT; break;
    default: return power(p);
    }
    p_next(p);
    if (!enter(p, 1)) return NULL;
    Expr *v = factor(p);
    leave(p, 1);
    if (v == NULL) return NULL;
    Expr *e = p_expr(p, E_UNARYOP, p_span(p_tok_pos(t), v->pos));
    if (e == NULL) return NULL;
    e->u.unaryop.op = op;
    e->u.unaryop.operand = v;
    return e;
}

/* Binding power of a binary operator token (0: not one). */
static int binop_prec(int kind, int *op)
{
    switch (kind) {
    case T_VBAR: *op = BIN_OR; return 1;
    case T_CIRCUMFLEX: *op = BIN_XOR; return 2;
    case T_AMPER: *op = BIN_AND; return 3;
    case T_LEFTSHIFT: *op = BIN_LSHIFT; return 4;
    case T_RIGHTSHIFT: *op = BIN_RSHIFT; return 4;
    case T_PLUS: *op = BIN_ADD; return 5;
    case T_MINUS: *op = BIN_SUB; return 5;
    case T_STAR: *op = BIN_MUL; return 6;
    case T_SLASH: *op = BIN_TRUEDIV; return 6;
    case T_DOUBLESLASH: *op = BIN_FLOORDIV; return 6;
    case T_PERCENT: *op = BIN_MOD; return 6;
    case T_AT: *op = BIN_MATMUL; return 6;
    default: return 0;
    }
}

/* A factor: PL_FACTOR levels below the comparison, wherever it stands in
 * the chain (CPython's left-recursive rules loop, they do not nest). */
static Expr *operand(Parser *p)
{
    if (!p_enter(p, PL_FACTOR)) return NULL;
    Expr *e = factor(p);
    p_leave(p, PL_FACTOR);
    return e;
}

/* Precedence climbing over the six left-associative levels, bitwise_or
 * (1) down to term (6). */
static Expr *binary(Parser *p, int min_prec)
{
    Token *first = p_peek(p);
    Expr *left = operand(p);
    while (left != NULL) {
        int op, prec = binop_prec(p_peek(p)->kind, &op);
        if (prec < min_prec || prec == 0) break;
        int at_op = p->pos;
        p_next(p);
        Expr *right = prec < 6 ? binary(p, prec + 1) : operand(p);
        if (right == NULL) return soft_backtrack(p, at_op) ? left : NULL;
        /* the span includes brackets around the operands, as CPython's */
        Expr *b = p_expr(p, E_BINOP, p_span(p_tok_pos(first), p_tok_pos(p_prev(p))));
        if (b == NULL) return NULL;
        b->u.binop.left = left;
        b->u.binop.op = op;
        b->u.binop.right = right;
        left = b;
    }
    return left;
}

Expr *p_bitwise_or(Parser *p) { return binary(p, 1); }

static Expr *comparison_inner(Parser *p)
{
    Token *first = p_peek(p);
    Expr *left = p_bitwise_or(p);
    if (left == NULL) return NULL;
    CmpOpKind ops[64], *opv = ops;
    int n = 0, cap = 64;
    SeqBuf comps = {0};
    for (;;) {
        Token *t = p_peek(p);
        CmpOpKind op;
        int skip = 1;
        switch (t->kind) {
        case T_EQEQUAL: op = C_EQ; break;
        case T_NOTEQUAL: op = C_NOTEQ; break;
        case T_LESS: op = C_LT; break;
        case T_LESSEQUAL: op = C_LTE; break;
        case T_GREATER: op = C_GT; break;
        case T_GREATEREQUAL: op = C_GTE; break;
        case T_KW_IN: op = C_IN; break;
        case T_KW_NOT:
            if (p_peek_at(p, 1)->kind != T_KW_IN) goto done;
            op = C_NOTIN;
            skip = 2;
            break;
        case T_KW_IS:
            if (p_peek_at(p, 1)->kind == T_KW_NOT) {
                op = C_ISNOT;
                skip = 2;
            }
            else {
                op = C_IS;
            }
            break;
        default: goto done;
        }
        int at_op = p->pos;
        while (skip--) p_next(p);
        if (!p_enter(p, PL_CMP_REST)) return NULL;
        Expr *right = p_bitwise_or(p);
        p_leave(p, PL_CMP_REST);
        if (right == NULL) {
            if (!soft_backtrack(p, at_op)) return NULL;
            break;
        }
        if (n == cap) {
            CmpOpKind *nv = p_alloc(p, sizeof(CmpOpKind) * (size_t)cap * 2);
            if (nv == NULL) return NULL;
            memcpy(nv, opv, sizeof(CmpOpKind) * (size_t)n);
            opv = nv;
            cap *= 2;
        }
        opv[n++] = op;
        if (p_seq_push(p, &comps, right) < 0) return NULL;
    }
done:
    if (n == 0) return left;
    Expr *e = p_expr(p, E_COMPARE, p_span(p_tok_pos(first), p_tok_pos(p_prev(p))));
    if (e == NULL) return NULL;
    e->u.compare.left = left;
    e->u.compare.n = n;
    e->u.compare.ops = p_alloc(p, sizeof(CmpOpKind) * (size_t)n);
    if (e->u.compare.ops == NULL) return NULL;
    memcpy(e->u.compare.ops, opv, sizeof(CmpOpKind) * (size_t)n);
    e->u.compare.comparators = p_seq_done(&comps);
    return e;
}

static Expr *comparison(Parser *p)
{
    if (!p_enter(p, 1)) return NULL;
    Expr *e = comparison_inner(p);
    p_leave(p, 1);
    return e;
}

static Expr *inversion(Parser *p)
{
    Token *t = p_peek(p);
    if (t->kind != T_KW_NOT) return comparison(p);
    p_next(p);
    if (!enter(p, 1)) return NULL;
    Expr *v = inversion(p);
    leave(p, 1);
    if (v == NULL) return NULL;
    Expr *e = p_expr(p, E_UNARYOP, p_span(p_tok_pos(t), v->pos));
    if (e == NULL) return NULL;
    e->u.unaryop.op = U_NOT;
    e->u.unaryop.operand = v;
    return e;
}

static Expr *boolop(Parser *p, int kind, BoolOpKind op, Expr *(*sub)(Parser *))
{
    Token *first_tok = p_peek(p);
    Expr *first = sub(p);
    if (first == NULL || !p_check(p, kind)) return first;
    SeqBuf values = {0};
    if (p_seq_push(p, &values, first) < 0) return NULL;
    while (p_check(p, kind)) {
        int at_op = p->pos;
        p_next(p);
        if (!p_enter(p, PL_BOOL_REST)) return NULL;
        Expr *v = sub(p);
        p_leave(p, PL_BOOL_REST);
        if (v == NULL) {
            if (!soft_backtrack(p, at_op)) return NULL;
            break;
        }
        if (p_seq_push(p, &values, v) < 0) return NULL;
    }
    if (values.n == 1) return first;
    Expr *e = p_expr(p, E_BOOLOP, p_span(p_tok_pos(first_tok), p_tok_pos(p_prev(p))));
    if (e == NULL) return NULL;
    e->u.boolop.op = op;
    e->u.boolop.values = p_seq_done(&values);
    return e;
}

/* The first inversion of a conjunction is one level below it (an
 * inversion that is `not x` adds its own level, in inversion()). */
static Expr *inversion1(Parser *p)
{
    if (!p_enter(p, 1)) return NULL;
    Expr *e = inversion(p);
    p_leave(p, 1);
    return e;
}

static Expr *conjunction(Parser *p)
{
    if (!p_enter(p, 1)) return NULL;
    Expr *e = boolop(p, T_KW_AND, BOOL_AND, inversion1);
    p_leave(p, 1);
    return e;
}

Expr *p_disjunction(Parser *p)
{
    if (!p_enter(p, PL_DISJUNCTION)) return NULL;
    Expr *e = boolop(p, T_KW_OR, BOOL_OR, conjunction);
    p_leave(p, PL_DISJUNCTION);
    return e;
}

/* ===== lambda and parameters ================================================= */

/* star_ok: the parameter is *args, whose annotation may be starred
 * (`*args: *Ts`, CPython's star_annotation). */
static Arg *param(Parser *p, bool lambda, bool star_ok)
{
    Token *t = p_peek(p);
    if (t->kind != T_NAME) return p_syntax_error(p);
    p_next(p);
    Arg *a = p_alloc(p, sizeof(Arg));
    if (a == NULL) return NULL;
    a->arg = p_identifier(p, t->start, t->len);
    if (a->arg == NULL) return NULL;
    a->pos = p_tok_pos(t);
    if (!lambda && p_accept(p, T_COLON)) {
        if (!p_enter(p, PL_ANNOTATION)) return NULL;
        Token *star = star_ok ? p_accept(p, T_STAR) : NULL;
        a->annotation = star ? p_bitwise_or(p) : p_expression(p);
        p_leave(p, PL_ANNOTATION);
        if (star && a->annotation) {
            Expr *st = p_expr(p, E_STARRED, p_span(p_tok_pos(star), a->annotation->pos));
            if (st == NULL) return NULL;
            st->u.starred.value = a->annotation;
            st->u.starred.ctx = CTX_LOAD;
            a->annotation = st;
        }
        if (a->annotation == NULL) return NULL;
        a->pos = p_span(a->pos, a->annotation->pos);
    }
    return a;
}

/* After a parameter: ',' or the closing token must follow. */
static bool param_sep(Parser *p, int close)
{
    if (p_accept(p, T_COMMA)) return true;
    if (p_check(p, close)) return true;
    p_syntax_error(p);
    return false;
}

Arguments *p_parameters(Parser *p, bool lambda, int close)
{
    Arguments *args = p_alloc(p, sizeof(Arguments));
    if (args == NULL) return NULL;
    SeqBuf pos = {0}, defaults = {0}, kwonly = {0}, kwdefaults = {0};
    int nposonly = -1;      /* set by '/' */
    bool star = false;      /* '*' or '*args' seen */
    bool seen_default = false;
    while (!p_check(p, close)) {
        Token *t = p_peek(p);
        if (t->kind == T_SLASH) {
            if (nposonly >= 0) return p_error_tok(p, t, "/ may appear only once");
            if (star) return p_error_tok(p, t, "/ must be ahead of *");
            if (pos.n == 0) return p_error_tok(p, t, "at least one argument must precede /");
            p_next(p);
            nposonly = pos.n;
            if (!param_sep(p, close)) return NULL;
            continue;
        }
        if (t->kind == T_STAR) {
            if (star) return p_error_tok(p, t, "* argument may appear only once");
            p_next(p);
            star = true;
            Token *n = p_peek(p);
            if (n->kind == T_NAME) {
                args->vararg = param(p, lambda, true);
                if (args->vararg == NULL) return NULL;
                if (p_check(p, T_EQUAL)) return p_error_tok(p, p_peek(p), "var-positional argument cannot have default value");
            }
            else if (n->kind == close || (n->kind == T_COMMA && (p_peek_at(p, 1)->kind == close ||
                                                                  p_peek_at(p, 1)->kind == T_DOUBLESTAR))) {
                return lambda ? p_error_last(p, "named arguments must follow bare *")
                              : p_error_tok(p, t, "named arguments must follow bare *");
            }
            else if (n->kind != T_COMMA) {
                return p_syntax_error(p);
            }
            if (!param_sep(p, close)) return NULL;
            continue;
        }
        if (t->kind == T_DOUBLESTAR) {
            p_next(p);
            args->kwarg = param(p, lambda, false);
            if (args->kwarg == NULL) return NULL;
            if (p_check(p, T_EQUAL)) return p_error_tok(p, p_peek(p), "var-keyword argument cannot have default value");
            if (!param_sep(p, close)) return NULL;
            if (!p_check(p, close)) {
                Token *a = p_peek(p);
                if (a->kind == T_NAME || a->kind == T_STAR || a->kind == T_DOUBLESTAR || a->kind == T_SLASH)
                    return p_error_tok(p, a, "arguments cannot follow var-keyword argument");
                return p_syntax_error(p);
            }
            break;
        }
        int fill = p->fill;
        if (t->kind == T_LPAR && p_peek_at(p, 1)->kind == T_NAME) {
            /* invalid_parameters: def f((a, b)): -- a second-pass rule:
             * what it reads does not move the first pass's furthest token */
            int i = 1;
            while (p_peek_at(p, i)->kind == T_NAME && p_peek_at(p, i + 1)->kind == T_COMMA) i += 2;
            if (p_peek_at(p, i)->kind == T_NAME) i++;
            if (p_peek_at(p, i)->kind == T_RPAR) {
                Token *end = p_peek_at(p, i);
                return p_error_range(p, p_tok_pos(t), p_tok_pos(end), lambda ? "Lambda expression parameters cannot be parenthesized"
                                                                          : "Function parameters cannot be parenthesized");
            }
        }
        p->fill = fill;
        Arg *a = param(p, lambda, false);
        if (a == NULL) return NULL;
        Expr *dflt = NULL;
        if (p_check(p, T_EQUAL)) {
            Token *eq = p_next(p);
            if (p_check(p, T_RPAR) || p_check(p, T_COMMA) || (lambda && p_check(p, T_COLON)))
                return p_error_tok(p, eq, "expected default value expression");
            if (!p_enter(p, PL_LAMBDA_DEFAULT)) return NULL;
            dflt = p_expression(p);
            p_leave(p, PL_LAMBDA_DEFAULT);
            if (dflt == NULL) return NULL;
        }
        if (star) {
            if (p_seq_push(p, &kwonly, a) < 0 || p_seq_push(p, &kwdefaults, dflt) < 0) return NULL;
        }
        else {
            if (dflt == NULL && seen_default && (p_check(p, T_COMMA) || p_check(p, close)))
                return p_error_node(p, a->pos, "non-default argument follows default argument");
            if (dflt) {
                seen_default = true;
                if (p_seq_push(p, &defaults, dflt) < 0) return NULL;
            }
            if (p_seq_push(p, &pos, a) < 0) return NULL;
        }
        if (!param_sep(p, close)) return NULL;
    }
    if (star && args->vararg == NULL && kwonly.n == 0) return p_error_last(p, "named arguments must follow bare *");
    Seq all = p_seq_done(&pos);
    if (nposonly > 0) {
        args->posonlyargs.n = nposonly;
        args->posonlyargs.items = all.items;
        args->args.n = all.n - nposonly;
        args->args.items = all.items + nposonly;
    }
    else {
        args->args = all;
    }
    args->defaults = p_seq_done(&defaults);
    args->kwonlyargs = p_seq_done(&kwonly);
    args->kw_defaults = p_seq_done(&kwdefaults);
    return args;
}

static Expr *lambdef_inner(Parser *p)
{
    Token *t = p_next(p);
    Arguments *args = p_parameters(p, true, T_COLON);
    if (args == NULL) return NULL;
    if (p_expect(p, T_COLON) == NULL) return NULL;
    Expr *body = p_expression(p);
    if (body == NULL) return NULL;
    Expr *e = p_expr(p, E_LAMBDA, p_span(p_tok_pos(t), body->pos));
    if (e == NULL) return NULL;
    e->u.lambda.args = args;
    e->u.lambda.body = body;
    return e;
}

static Expr *lambdef(Parser *p)
{
    if (!p_enter(p, PL_LAMBDA)) return NULL;
    Expr *e = lambdef_inner(p);
    p_leave(p, PL_LAMBDA);
    return e;
}

/* ===== expression ============================================================ */

/* invalid_expression / invalid_legacy_expression: an expression `a` just
 * ended (it began at token `start`) and another seems to follow.  As in
 * CPython's second pass:
 *   1. `a b` inside brackets: "Perhaps you forgot a comma?" (b is read
 *      without error rules; not after NAME STRING, which is a bad string
 *      prefix, nor after a soft keyword);
 *   2. `name b`: b is read as star_expressions *with* the error rules --
 *      errors found inside stand -- and if name is print or exec,
 *      "Missing parentheses in call to 'print'".
 * Both reads are remembered by position (p_memo_get): in `f(a[a[a[...`
 * with a plain failure deep inside, every level would read the rest
 * again, in exponential time (CPython memoizes the rules they use). */
enum { MEMO_COMMA = 1, MEMO_LEGACY };

static void check_missing_comma(Parser *p, int start, Expr *a)
{
    if (p->failed || p->pos == 0 || p->no_invalid || p->depth == p->skip_comma_at) return;
    Token *next = p_peek(p);
    Token *s = &p->toks[start];
    bool legacy = name_is(a, "print") || name_is(a, "exec");
    if (starts_expression(next->kind) && !(s->kind == T_NAME && p->toks[start + 1].kind == T_STRING) &&
        !is_soft_keyword(s)) {
        bool level0 = p_prev(p)->level == 0;
        Expr *b;
        if (!p_memo_get(p, MEMO_COMMA, p->pos, &b)) {
            PState st;
            p_save(p, &st);
            p->no_invalid++;
            b = p_expression(p); /* read even at level 0: CPython's second pass does */
            p->no_invalid--;
            p_restore(p, &st);
            if (!p->failed || !p->err.from_lexer) p_memo_put(p, MEMO_COMMA, p->pos, b, p->max_fill);
        }
        if (b && !level0 && !legacy) {
            p_error_range(p, a->pos, b->pos, "invalid syntax. Perhaps you forgot a comma?");
            return;
        }
    }
    if (a->kind == E_NAME && p->pos == start + 1 && next->kind != T_LPAR &&
        (starts_expression(next->kind) || next->kind == T_STAR)) {
        Expr *b;
        if (!p_memo_get(p, MEMO_LEGACY, p->pos, &b)) {
            PState st;
            p_save(p, &st);
            b = p_star_expressions(p);
            if (p->failed && !p->err.soft) return; /* an error inside b stands */
            p_restore(p, &st);
            if (!p->failed || !p->err.from_lexer) p_memo_put(p, MEMO_LEGACY, p->pos, b, p->max_fill);
        }
        if (b && legacy) {
            const char *n = str_cstr(a->u.name.id);
            p_error_range(p, a->pos, b->pos, "Missing parentheses in call to '%s'. Did you mean %s(...)?", n, n);
        }
    }
}

Expr *p_expression(Parser *p)
{
    if (!enter(p, 1)) return NULL;
    Expr *r;
    if (p_check(p, T_KW_LAMBDA)) {
        r = lambdef(p);
    }
    else {
        int start = p->pos;
        Expr *a = p_disjunction(p);
        if (a != NULL && p_check(p, T_KW_IF)) {
            int at_if = p->pos;
            p_next(p);
            Expr *test = p_disjunction(p);
            Expr *orelse = NULL;
            if (test != NULL && !p_check(p, T_KW_ELSE)) {
                /* invalid_expression: a 'if' b !('else'|':') */
                if (!p_check(p, T_COLON) && !p->no_invalid)
                    p_error_range(p, a->pos, test->pos, "expected 'else' after 'if' expression");
                else
                    p_syntax_error(p);
            }
            else if (test != NULL) {
                p_next(p);
                orelse = p_expression(p);
            }
            if (orelse == NULL && p->failed && p->err.soft) {
                /* PEG: without a whole conditional, the disjunction alone */
                p->failed = false;
                p->pos = at_if;
                r = a;
            }
            else {
                r = orelse ? p_expr(p, E_IFEXP, p_span(p_tok_pos(&p->toks[start]), p_tok_pos(p_prev(p)))) : NULL;
                if (r) {
                    r->u.ifexp.test = test;
                    r->u.ifexp.body = a;
                    r->u.ifexp.orelse = orelse;
                }
            }
        }
        else {
            if (a != NULL) check_missing_comma(p, start, a);
            r = p->failed ? NULL : a;
        }
    }
    leave(p, 1);
    return r;
}

/* invalid_named_expression: `a = b` where a comparison or a walrus was
 * meant (called when a named expression is followed by '='). */
void *p_invalid_named_expression(Parser *p, int start, Expr *a)
{
    Token *eq = p_peek(p);
    if (eq->kind != T_EQUAL || p->failed || p->no_invalid) return NULL;
    bool name = a->kind == E_NAME && p->pos == start + 1;
    if (!name) {
        /* !(list|tuple|genexp|True|None|False) a=bitwise_or: decided
         * before the right side is read (which matters for how far the
         * parser reads, hence for "'(' was never closed") */
        Token *s = &p->toks[start];
        if (s->kind == T_KW_TRUE || s->kind == T_KW_FALSE || s->kind == T_KW_NONE) return NULL;
        Expr *leaf = a;
        for (;;) {
            if (leaf->kind == E_BINOP) leaf = leaf->u.binop.left;
            else if (leaf->kind == E_CALL) leaf = leaf->u.call.func;
            else if (leaf->kind == E_ATTRIBUTE) leaf = leaf->u.attribute.value;
            else if (leaf->kind == E_SUBSCRIPT) leaf = leaf->u.subscript.value;
            else break;
        }
        bool at_start = leaf->pos.lineno == s->lineno && leaf->pos.col == s->col;
        if (at_start && (leaf->kind == E_LIST || leaf->kind == E_TUPLE || leaf->kind == E_GENEXP)) return NULL;
        switch (a->kind) {
        case E_COMPARE: case E_BOOLOP: case E_IFEXP: case E_LAMBDA: case E_NAMEDEXPR: case E_STARRED:
            return NULL;
        case E_UNARYOP:
            if (a->u.unaryop.op == U_NOT) return NULL;
            break;
        case E_TUPLE:
            if (!(s->kind == T_LPAR)) return NULL;
            break;
        default:
            break;
        }
    }
    PState st;
    p_save(p, &st);
    p_next(p);
    p->no_invalid++;
    Expr *b = starts_bitwise_or(p_peek(p)->kind) ? p_bitwise_or(p) : NULL;
    p->no_invalid--;
    int k = b ? p_peek(p)->kind : T_EQUAL;
    p_restore(p, &st);
    if (b == NULL || k == T_EQUAL || k == T_COLONEQUAL) return NULL;
    if (name) return p_error_range(p, a->pos, b->pos, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
    return p_error_node(p, a->pos, "cannot assign to %s here. Maybe you meant '==' instead of '='?", p_expr_name(a));
}

/* invalid_named_expression's first rule: `a := b` where a is not a name
 * (reported once b parses). */
void *p_invalid_walrus(Parser *p, Expr *a)
{
    if (p->failed || p->no_invalid || !p_check(p, T_COLONEQUAL)) return NULL;
    PState st;
    p_save(p, &st);
    p_next(p);
    p->no_invalid++;
    Expr *b = p_expression(p);
    p->no_invalid--;
    p_restore(p, &st);
    if (b == NULL) return NULL;
    return p_error_node(p, a->pos, "cannot use assignment expressions with %s", p_expr_name(a));
}

Expr *p_named_expression(Parser *p)
{
    Token *t = p_peek(p);
    if (t->kind == T_NAME && p_peek_at(p, 1)->kind == T_COLONEQUAL) {
        p_next(p);
        p_next(p);
        Expr *target = p_name_from_token(p, t);
        if (target == NULL) return NULL;
        target->u.name.ctx = CTX_STORE;
        if (!p_enter(p, PL_WALRUS)) return NULL;
        Expr *v = p_expression(p);
        p_leave(p, PL_WALRUS);
        if (v == NULL) return NULL;
        Expr *e = p_expr(p, E_NAMEDEXPR, p_span(p_tok_pos(t), v->pos));
        if (e == NULL) return NULL;
        e->u.namedexpr.target = target;
        e->u.namedexpr.value = v;
        return e;
    }
    int start = p->pos;
    Expr *e = p_expression(p);
    if (e == NULL) return NULL;
    if (p_check(p, T_COLONEQUAL)) p_invalid_walrus(p, e);
    if (p_check(p, T_EQUAL)) p_invalid_named_expression(p, start, e);
    return p->failed ? NULL : e;
}

Expr *p_star_named_expression(Parser *p)
{
    Token *t = p_peek(p);
    if (t->kind != T_STAR) return p_named_expression(p);
    p_next(p);
    Expr *v = p_bitwise_or(p);
    if (v == NULL) return NULL;
    Expr *e = p_expr(p, E_STARRED, p_span(p_tok_pos(t), v->pos));
    if (e == NULL) return NULL;
    e->u.starred.value = v;
    return e;
}

static Expr *star_expression(Parser *p)
{
    Token *t = p_peek(p);
    if (t->kind != T_STAR) return p_expression(p);
    p_next(p);
    Expr *v = p_bitwise_or(p);
    if (v == NULL) return NULL;
    Expr *e = p_expr(p, E_STARRED, p_span(p_tok_pos(t), v->pos));
    if (e == NULL) return NULL;
    e->u.starred.value = v;
    return e;
}

Expr *p_star_expressions(Parser *p)
{
    Expr *first = star_expression(p);
    if (first == NULL || !p_check(p, T_COMMA)) return first;
    SeqBuf elts = {0};
    if (p_seq_push(p, &elts, first) < 0) return NULL;
    while (p_accept(p, T_COMMA)) {
        int k = p_peek(p)->kind;
        if (k != T_STAR && !starts_expression(k)) break;
        if (!p_enter(p, PL_TUPLE_REST)) return NULL;
        Expr *e = star_expression(p);
        p_leave(p, PL_TUPLE_REST);
        if (e == NULL || p_seq_push(p, &elts, e) < 0) return NULL;
    }
    Expr *tup = p_expr(p, E_TUPLE, p_span(first->pos, p_tok_pos(p_prev(p))));
    if (tup == NULL) return NULL;
    tup->u.list.elts = p_seq_done(&elts);
    return tup;
}

static Expr *yield_inner(Parser *p)
{
    Token *t = p_next(p); /* 'yield' */
    if (p_accept(p, T_KW_FROM)) {
        Expr *v = p_expression(p);
        if (v == NULL) return NULL;
        Expr *e = p_expr(p, E_YIELDFROM, p_span(p_tok_pos(t), v->pos));
        if (e) e->u.yield.value = v;
        return e;
    }
    int k = p_peek(p)->kind;
    Expr *v = NULL;
    if (k == T_STAR || starts_expression(k)) {
        v = p_star_expressions(p);
        if (v == NULL) return NULL;
    }
    Expr *e = p_expr(p, E_YIELD, v ? p_span(p_tok_pos(t), v->pos) : p_tok_pos(t));
    if (e) e->u.yield.value = v;
    return e;
}

Expr *p_yield_expr(Parser *p)
{
    if (!p_enter(p, PL_YIELD)) return NULL;
    Expr *e = yield_inner(p);
    p_leave(p, PL_YIELD);
    return e;
}

