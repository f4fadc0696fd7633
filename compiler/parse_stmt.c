/* parse_stmt.c: statements and blocks (the expression rules are in
 * parser.c; the idea and the error strategy are described there).
 *
 * A compound statement's block is either the rest of the line (simple
 * statements) or NEWLINE INDENT statements DEDENT.  The errors CPython's
 * invalid_* rules give at this level are reproduced where they occur:
 * "expected ':'" when the line ends where the colon should be, the
 * IndentationError "expected an indented block after 'if' statement on
 * line 3" when the block does not start with an INDENT, and the target
 * errors of assignments ("cannot assign to literal", "... here. Maybe you
 * meant '==' instead of '='?"), which CPython only looks for once the
 * statement failed to parse as a valid assignment.
 */
#include <string.h>

#include "compiler/parser.h"

static Stmt *statement_compound(Parser *p);
static int statements_into(Parser *p, SeqBuf *out, int until);

static const Seq NOSEQ = {0, NULL};

static Pos stmt_end_pos(Pos start, Seq body)
{
    if (body.n == 0) return start;
    return p_span(start, ((Stmt *)body.items[body.n - 1])->pos);
}

/* ===== nesting levels ======================================================== */

/* The expression about to be parsed is CPython's `expression` rule at x
 * levels below the current statement (PL_* in parser.h). */
static void at(Parser *p, int x)
{
    p->level = p->stmt_level + x - 1;
}

/* ===== blocks ================================================================ */

/* block: NEWLINE INDENT statements DEDENT | simple_stmts.
 * what/line describe the owner for "expected an indented block after ...";
 * cost: the levels from the owner to its same-line body (PL_BODY...). */
static Seq block(Parser *p, const char *what, int line, int cost)
{
    SeqBuf body = {0};
    int outer = p->stmt_level;
    Seq r = NOSEQ;
    if (p_check(p, T_NEWLINE)) {
        p_next(p);
        if (!p_check(p, T_INDENT)) {
            if (what) p_indent_error_last(p, "expected an indented block after %s on line %d", what, line);
            else p_indent_error_last(p, "expected an indented block");
            return NOSEQ;
        }
        p_next(p);
        p->stmt_level = outer + cost + PL_BLOCK;
        if (statements_into(p, &body, T_DEDENT) == 0) {
            p_next(p); /* DEDENT */
            r = p_seq_done(&body);
        }
    }
    else {
        p->stmt_level = outer + cost;
        if (statements_into(p, &body, -1) == 0) r = p_seq_done(&body);
    }
    p->stmt_level = outer;
    return r;
}

/* ':' then a block; "expected ':'" when the line ends instead (CPython's
 * invalid_X_stmt rules) or, with forced, whatever comes instead. */
static Seq colon_block(Parser *p, bool forced, const char *what, int line, int cost)
{
    if (!p_check(p, T_COLON)) {
        if (forced || p_check(p, T_NEWLINE)) p_error_tok(p, p_peek(p), "expected ':'");
        else p_syntax_error(p);
        return NOSEQ;
    }
    p_next(p);
    return block(p, what, line, cost);
}

/* ===== simple statements ======================================================= */

static bool is_target_kind(Expr *e)
{
    return e->kind == E_NAME || e->kind == E_ATTRIBUTE || e->kind == E_SUBSCRIPT;
}

static int augassign_op(int kind)
{
    switch (kind) {
    case T_PLUSEQUAL: return BIN_ADD;
    case T_MINEQUAL: return BIN_SUB;
    case T_STAREQUAL: return BIN_MUL;
    case T_SLASHEQUAL: return BIN_TRUEDIV;
    case T_DOUBLESLASHEQUAL: return BIN_FLOORDIV;
    case T_PERCENTEQUAL: return BIN_MOD;
    case T_DOUBLESTAREQUAL: return BIN_POW;
    case T_LEFTSHIFTEQUAL: return BIN_LSHIFT;
    case T_RIGHTSHIFTEQUAL: return BIN_RSHIFT;
    case T_AMPEREQUAL: return BIN_AND;
    case T_VBAREQUAL: return BIN_OR;
    case T_CIRCUMFLEXEQUAL: return BIN_XOR;
    case T_ATEQUAL: return BIN_MATMUL;
    default: return -1;
    }
}

static Expr *rhs(Parser *p)
{
    if (p_check(p, T_KW_YIELD)) return p_yield_expr(p);
    return p_star_expressions(p);
}

/* The first invalid target of an assignment, in CPython's order (invalid_
 * assignment): the first target's "here. Maybe you meant '=='" form, then
 * the first target that is a yield or holds a non-target. */
static void *assignment_target_error(Parser *p, int start, Expr **targets, int n, int first_eq)
{
    Expr *t1 = targets[0];
    bool bare_tuple = t1->kind == E_TUPLE && p->toks[start].kind != T_LPAR;
    Expr *named = t1;
    int named_start = start;
    if (bare_tuple) {
        /* `a, b = c`: the element before '=' is the one read as a
         * named_expression right before it (`star_named_expression ','
         * star_named_expressions*`) */
        Seq elts = t1->u.list.elts;
        named = elts.n ? elts.items[elts.n - 1] : NULL;
        named_start = -1;
        if (named && named->kind != E_STARRED && p->toks[first_eq - 1].kind != T_COMMA) {
            for (int i = first_eq - 1; i > start; i--) {
                if (p->toks[i].lineno == named->pos.lineno && p->toks[i].col == named->pos.col) {
                    named_start = i;
                    break;
                }
                if (p->toks[i].kind == T_COMMA && p->toks[i].level == p->toks[first_eq].level) break;
            }
        }
        /* a parenthesized last element starts at its '(' */
        if (named_start > start && p->toks[named_start - 1].kind == T_LPAR) named_start = -1;
    }
    if (named && named_start >= 0 && named->kind != E_YIELD && named->kind != E_YIELDFROM) {
        int save = p->pos;
        p->pos = first_eq;
        p_invalid_named_expression(p, named_start, named);
        if (!p->failed) p->pos = save;
        if (p->failed) return NULL;
    }
    for (int i = 0; i < n; i++) {
        Expr *t = targets[i];
        if (t->kind == E_YIELD || t->kind == E_YIELDFROM) return p_error_node(p, t->pos, "assignment to yield expression not possible");
        Expr *bad = p_invalid_target(t, TARGET_STAR);
        if (bad) return p_error_node(p, bad->pos, "cannot assign to %s", p_expr_name(bad));
    }
    return NULL;
}

static bool valid_star_target(Expr *e)
{
    return e->kind != E_YIELD && e->kind != E_YIELDFROM && p_invalid_target(e, TARGET_STAR) == NULL;
}

static Stmt *expr_stmt(Parser *p)
{
    int start = p->pos;
    Token *t0 = p_peek(p);
    at(p, PL_EXPR_STMT + (t0->kind == T_KW_YIELD));
    p->shallow_at = start;
    p->shallow_cost = PL_SHALLOW_STMT;
    Expr *first = rhs(p);
    if (first == NULL) return NULL;
    Token *n = p_peek(p);

    if (n->kind == T_COLON && first->kind != E_YIELD && first->kind != E_YIELDFROM) {
        /* annotated assignment */
        int simple = 0;
        if (first->kind == E_NAME && p->pos == start + 1) simple = 1;
        else if (!is_target_kind(first)) {
            /* invalid_assignment: these errors need `':' expression` */
            PState st;
            p_save(p, &st);
            p_next(p);
            p->no_invalid++;
            Expr *ann = p_expression(p);
            p->no_invalid--;
            p_restore(p, &st);
            if (ann == NULL) return p_syntax_error(p);
            if (first->kind == E_TUPLE && t0->kind != T_LPAR)
                return p_error_node(p, ((Expr *)first->u.list.elts.items[0])->pos,
                                    "only single target (not tuple) can be annotated");
            if (first->kind == E_TUPLE || first->kind == E_LIST)
                return p_error_node(p, first->pos, "only single target (not %s) can be annotated",
                                    first->kind == E_TUPLE ? "tuple" : "list");
            return p_error_node(p, first->pos, "illegal target for annotation");
        }
        p_next(p);
        at(p, PL_ANN_VALUE);
        Expr *ann = p_expression(p);
        if (ann == NULL) return NULL;
        Expr *value = NULL;
        if (p_accept(p, T_EQUAL)) {
            value = rhs(p);
            if (value == NULL) return NULL;
        }
        p_set_context(p, first, CTX_STORE, TARGET_STAR);
        Stmt *s = p_stmt(p, S_ANNASSIGN, p_span(first->pos, (value ? value : ann)->pos));
        if (s == NULL) return NULL;
        s->u.annassign.target = first;
        s->u.annassign.annotation = ann;
        s->u.annassign.value = value;
        s->u.annassign.simple = simple;
        return s;
    }

    int op = augassign_op(n->kind);
    if (op >= 0) {
        if (!is_target_kind(first))
            return p_error_node(p, first->pos, "'%s' is an illegal expression for augmented assignment", p_expr_name(first));
        p_next(p);
        at(p, PL_ASSIGN_VALUE);
        Expr *value = rhs(p);
        if (value == NULL) return NULL;
        p_set_context(p, first, CTX_STORE, TARGET_STAR);
        Stmt *s = p_stmt(p, S_AUGASSIGN, p_span(first->pos, value->pos));
        if (s == NULL) return NULL;
        s->u.augassign.target = first;
        s->u.augassign.op = op;
        s->u.augassign.value = value;
        return s;
    }

    if (n->kind == T_EQUAL) {
        SeqBuf parts = {0};
        if (p_seq_push(p, &parts, first) < 0) return NULL;
        int first_eq = p->pos;
        while (p_check(p, T_EQUAL)) {
            Expr *last = parts.items[parts.n - 1];
            if (!valid_star_target(last))
                return assignment_target_error(p, start, (Expr **)parts.items, parts.n, first_eq);
            p_next(p);
            at(p, PL_ASSIGN_VALUE);
            p->shallow_at = p->pos;
            p->shallow_cost = PL_SHALLOW;
            Expr *v = rhs(p);
            if (v == NULL) return NULL;
            if (p_seq_push(p, &parts, v) < 0) return NULL;
        }
        Expr *value = parts.items[parts.n - 1];
        for (int i = 0; i < parts.n - 1; i++)
            if (p_set_context(p, parts.items[i], CTX_STORE, TARGET_STAR) < 0) return NULL;
        Stmt *s = p_stmt(p, S_ASSIGN, p_span(first->pos, value->pos));
        if (s == NULL) return NULL;
        s->u.assign.targets.n = parts.n - 1;
        s->u.assign.targets.items = parts.items;
        s->u.assign.value = value;
        return s;
    }

    if (first->kind == E_TUPLE && t0->kind != T_LPAR && p_starts_expression(n->kind)) {
        /* invalid_assignment's `star_named_expression ','
         * star_named_expressions*`: the repetition reads juxtaposed
         * expressions too (`a, b c = 1`), each a named_expression that
         * may meet '=' ("Maybe you meant '==' or ':='...") */
        PState st;
        p_save(p, &st);
        for (;;) {
            if (p_star_named_expression(p) == NULL) break;
            if (p_accept(p, T_COMMA)) continue;
            if (!p_starts_expression(p_peek(p)->kind)) break;
        }
        if (p->failed && !p->err.soft) return NULL;
        p_restore(p, &st);
    }
    if (n->kind == T_COLONEQUAL && first->kind != E_NAME && !(first->kind == E_TUPLE && t0->kind != T_LPAR)) {
        /* invalid_assignment -> invalid_named_expression: `a.b := 1` */
        p_invalid_walrus(p, first);
        if (p->failed) return NULL;
    }
    Stmt *s = p_stmt(p, S_EXPR, first->pos);
    if (s) s->u.expr.value = first;
    return s;
}

/* dotted_name: NAME ('.' NAME)*  -> one interned str "a.b.c" */
static Object *dotted_name(Parser *p, Pos *pos)
{
    Token *t = p_peek(p);
    if (t->kind != T_NAME) return p_syntax_error(p);
    p_next(p);
    const char *s = t->start;
    Token *last = t;
    char buf[1024];
    size_t n = 0;
    bool simple = true;
    while (p_check(p, T_DOT) && p_peek_at(p, 1)->kind == T_NAME) {
        if (simple) {
            if (t->len >= sizeof buf) return p_syntax_error(p);
            memcpy(buf, t->start, t->len);
            n = t->len;
            simple = false;
        }
        p_next(p);
        last = p_next(p);
        if (n + 1 + last->len >= sizeof buf) return p_error_tok(p, last, "module name too long");
        buf[n++] = '.';
        memcpy(buf + n, last->start, last->len);
        n += last->len;
    }
    if (pos) *pos = p_span(p_tok_pos(t), p_tok_pos(last));
    if (simple) return p_identifier(p, s, t->len);
    return p_identifier(p, buf, n);
}

static Alias *alias(Parser *p, bool dotted)
{
    Alias *a = p_alloc(p, sizeof(Alias));
    if (a == NULL) return NULL;
    if (dotted) {
        a->name = dotted_name(p, &a->pos);
        if (a->name == NULL) return NULL;
    }
    else {
        Token *t = p_peek(p);
        if (t->kind != T_NAME) return p_syntax_error(p);
        p_next(p);
        a->name = p_identifier(p, t->start, t->len);
        a->pos = p_tok_pos(t);
        if (a->name == NULL) return NULL;
    }
    if (p_accept(p, T_KW_AS)) {
        Token *t = p_peek(p);
        if (t->kind != T_NAME) return p_syntax_error(p);
        p_next(p);
        a->asname = p_identifier(p, t->start, t->len);
        if (a->asname == NULL) return NULL;
        a->pos = p_span(a->pos, p_tok_pos(t));
    }
    return a;
}

static Stmt *import_name(Parser *p)
{
    Token *t = p_next(p);
    SeqBuf names = {0};
    do {
        Alias *a = alias(p, true);
        if (a == NULL || p_seq_push(p, &names, a) < 0) return NULL;
    } while (p_accept(p, T_COMMA));
    Stmt *s = p_stmt(p, S_IMPORT, p_span(p_tok_pos(t), ((Alias *)names.items[names.n - 1])->pos));
    if (s) s->u.import.names = p_seq_done(&names);
    return s;
}

static Stmt *import_from(Parser *p)
{
    Token *t = p_next(p);
    int level = 0;
    for (;;) {
        if (p_accept(p, T_DOT)) level++;
        else if (p_accept(p, T_ELLIPSIS)) level += 3;
        else break;
    }
    Object *module = NULL;
    if (!p_check(p, T_KW_IMPORT) || level == 0) {
        module = dotted_name(p, NULL);
        if (module == NULL) return NULL;
    }
    if (p_expect(p, T_KW_IMPORT) == NULL) return NULL;
    SeqBuf names = {0};
    Token *end;
    if (p_check(p, T_STAR)) {
        end = p_next(p);
        Alias *a = p_alloc(p, sizeof(Alias));
        if (a == NULL) return NULL;
        a->name = p_identifier(p, "*", 1);
        a->pos = p_tok_pos(end);
        if (a->name == NULL || p_seq_push(p, &names, a) < 0) return NULL;
    }
    else if (p_accept(p, T_LPAR)) {
        do {
            if (p_check(p, T_RPAR) && names.n > 0) break;
            Alias *a = alias(p, false);
            if (a == NULL || p_seq_push(p, &names, a) < 0) return NULL;
        } while (p_accept(p, T_COMMA));
        end = p_expect(p, T_RPAR);
        if (end == NULL) return NULL;
    }
    else {
        for (;;) {
            Alias *a = alias(p, false);
            if (a == NULL || p_seq_push(p, &names, a) < 0) return NULL;
            if (!p_accept(p, T_COMMA)) break;
            if (p_check(p, T_NEWLINE)) return p_error_last(p, "trailing comma not allowed without surrounding parentheses");
        }
        end = p_prev(p);
    }
    Stmt *s = p_stmt(p, S_IMPORTFROM, p_span(p_tok_pos(t), p_tok_pos(end)));
    if (s == NULL) return NULL;
    s->u.importfrom.module = module;
    s->u.importfrom.names = p_seq_done(&names);
    s->u.importfrom.level = level;
    return s;
}

static Stmt *names_stmt(Parser *p, StmtKind kind)
{
    Token *t = p_next(p);
    SeqBuf names = {0};
    Token *last;
    do {
        last = p_peek(p);
        if (last->kind != T_NAME) return p_syntax_error(p);
        p_next(p);
        Object *id = p_identifier(p, last->start, last->len);
        if (id == NULL || p_seq_push(p, &names, id) < 0) return NULL;
    } while (p_accept(p, T_COMMA));
    Stmt *s = p_stmt(p, kind, p_span(p_tok_pos(t), p_tok_pos(last)));
    if (s) s->u.global.names = p_seq_done(&names);
    return s;
}

static bool at_stmt_end(Parser *p)
{
    int k = p_peek(p)->kind;
    return k == T_NEWLINE || k == T_SEMI;
}

static Stmt *simple_stmt(Parser *p)
{
    Token *t = p_peek(p);
    Stmt *s;
    switch (t->kind) {
    case T_KW_PASS:
    case T_KW_BREAK:
    case T_KW_CONTINUE:
        p_next(p);
        return p_stmt(p, t->kind == T_KW_PASS ? S_PASS : t->kind == T_KW_BREAK ? S_BREAK : S_CONTINUE, p_tok_pos(t));
    case T_KW_RETURN: {
        p_next(p);
        Expr *v = NULL;
        at(p, PL_RETURN);
        if (!at_stmt_end(p)) {
            v = p_star_expressions(p);
            if (v == NULL) return NULL;
        }
        s = p_stmt(p, S_RETURN, v ? p_span(p_tok_pos(t), v->pos) : p_tok_pos(t));
        if (s) s->u.ret.value = v;
        return s;
    }
    case T_KW_RAISE: {
        p_next(p);
        Expr *exc = NULL, *cause = NULL;
        at(p, PL_TEST);
        if (!at_stmt_end(p)) {
            exc = p_expression(p);
            if (exc == NULL) return NULL;
            if (p_accept(p, T_KW_FROM)) {
                at(p, PL_TEST + 1);
                cause = p_expression(p);
                if (cause == NULL) return NULL;
            }
        }
        s = p_stmt(p, S_RAISE, p_span(p_tok_pos(t), cause ? cause->pos : exc ? exc->pos : p_tok_pos(t)));
        if (s) {
            s->u.raise.exc = exc;
            s->u.raise.cause = cause;
        }
        return s;
    }
    case T_KW_ASSERT: {
        p_next(p);
        at(p, PL_TEST);
        Expr *test = p_expression(p);
        if (test == NULL) return NULL;
        Expr *msg = NULL;
        if (p_accept(p, T_COMMA)) {
            msg = p_expression(p);
            if (msg == NULL) return NULL;
        }
        s = p_stmt(p, S_ASSERT, p_span(p_tok_pos(t), (msg ? msg : test)->pos));
        if (s) {
            s->u.assert.test = test;
            s->u.assert.msg = msg;
        }
        return s;
    }
    case T_KW_DEL: {
        /* del_targets &(';' | NEWLINE), else invalid_del_stmt: the
         * targets read as expressions, for "cannot delete ..." */
        p_next(p);
        int start = p->pos;
        Token *first = p_peek(p);
        p->level = p->stmt_level + PL_DEL;
        Expr *e = p_star_targets(p);
        if (e != NULL && at_stmt_end(p) && p_invalid_target(e, TARGET_DEL) == NULL) {
            SeqBuf targets = {0};
            bool parenthesized = first->kind == T_LPAR && e->pos.lineno == first->lineno && e->pos.col == first->col;
            if (e->kind == E_TUPLE && !parenthesized) {
                /* del a, b: several targets (a parenthesized tuple is one) */
                for (int i = 0; i < e->u.list.elts.n; i++)
                    if (p_seq_push(p, &targets, e->u.list.elts.items[i]) < 0) return NULL;
            }
            else if (p_seq_push(p, &targets, e) < 0) {
                return NULL;
            }
            for (int i = 0; i < targets.n; i++) p_set_context(p, targets.items[i], CTX_DEL, TARGET_DEL);
            s = p_stmt(p, S_DELETE, p_span(p_tok_pos(t), e->pos));
            if (s) s->u.del.targets = p_seq_done(&targets);
            return s;
        }
        if (p->failed && !p->err.soft) return NULL;
        if (!p->failed) p_syntax_error(p);
        PState st;
        p_save(p, &st);
        p->failed = false;
        p->pos = start;
        Expr *a = p_star_expressions(p);
        if (p->failed && !p->err.soft) return NULL;
        Expr *bad = a ? p_invalid_target(a, TARGET_DEL) : NULL;
        p_restore(p, &st);
        if (bad) return p_error_node(p, bad->pos, "cannot delete %s", p_expr_name(bad));
        return NULL;
    }
    case T_KW_GLOBAL: return names_stmt(p, S_GLOBAL);
    case T_KW_NONLOCAL: return names_stmt(p, S_NONLOCAL);
    case T_KW_IMPORT: return import_name(p);
    case T_KW_FROM: return import_from(p);
    default: return expr_stmt(p);
    }
}

/* simple_stmts: simple_stmt (';' simple_stmt)* [';'] NEWLINE */
static int simple_stmts(Parser *p, SeqBuf *out)
{
    int level = p->stmt_level, r = 0;
    for (;;) {
        Stmt *s = simple_stmt(p);
        p->shallow_at = -1;
        if (s == NULL || p_seq_push(p, out, s) < 0) {
            r = -1;
            break;
        }
        if (!p_accept(p, T_SEMI)) break;
        if (p_check(p, T_NEWLINE)) break;
        p->stmt_level = level + PL_NEXT_STMT; /* CPython's second alternative, a loop */
    }
    p->stmt_level = level;
    if (r == 0 && p_expect(p, T_NEWLINE) == NULL) r = -1;
    return r;
}

/* ===== compound statements ===================================================== */

/* elif: the elif_stmt rules nest, one level each */
static Stmt *if_stmt(Parser *p, bool elif)
{
    Token *t = p_next(p);
    at(p, PL_TEST);
    Expr *test = p_named_expression(p);
    if (test == NULL) return NULL;
    Seq body = colon_block(p, false, elif ? "'elif' statement" : "'if' statement", t->lineno, PL_BODY);
    if (p->failed) return NULL;
    Seq orelse = NOSEQ;
    if (p_check(p, T_KW_ELIF)) {
        int level = p->stmt_level;
        p->stmt_level += PL_ELIF;
        Stmt *e = if_stmt(p, true);
        p->stmt_level = level;
        if (e == NULL) return NULL;
        orelse = p_seq1(p, e);
    }
    else if (p_check(p, T_KW_ELSE)) {
        Token *el = p_next(p);
        orelse = colon_block(p, true, "'else' statement", el->lineno, PL_BODY_DEF);
        if (p->failed) return NULL;
    }
    Stmt *s = p_stmt(p, S_IF, stmt_end_pos(p_tok_pos(t), orelse.n ? orelse : body));
    if (s == NULL) return NULL;
    s->u.ifstmt.test = test;
    s->u.ifstmt.body = body;
    s->u.ifstmt.orelse = orelse;
    return s;
}

static Seq else_block(Parser *p)
{
    if (!p_check(p, T_KW_ELSE)) return NOSEQ;
    Token *el = p_next(p);
    return colon_block(p, true, "'else' statement", el->lineno, PL_BODY_DEF);
}

static Stmt *while_stmt(Parser *p)
{
    Token *t = p_next(p);
    at(p, PL_TEST);
    Expr *test = p_named_expression(p);
    if (test == NULL) return NULL;
    Seq body = colon_block(p, false, "'while' statement", t->lineno, PL_BODY);
    if (p->failed) return NULL;
    Seq orelse = else_block(p);
    if (p->failed) return NULL;
    Stmt *s = p_stmt(p, S_WHILE, stmt_end_pos(p_tok_pos(t), orelse.n ? orelse : body));
    if (s == NULL) return NULL;
    s->u.whileloop.test = test;
    s->u.whileloop.body = body;
    s->u.whileloop.orelse = orelse;
    return s;
}

static Stmt *for_stmt(Parser *p)
{
    Token *t = p_next(p);
    p->level = p->stmt_level + PL_DEL;
    Expr *target = p_for_targets(p);
    if (target == NULL) return NULL;
    p_next(p); /* 'in' */
    at(p, PL_FOR_ITER);
    Expr *iter = p_star_expressions(p);
    if (iter == NULL) return NULL;
    Seq body = colon_block(p, false, "'for' statement", t->lineno, PL_BODY);
    if (p->failed) return NULL;
    Seq orelse = else_block(p);
    if (p->failed) return NULL;
    Stmt *s = p_stmt(p, S_FOR, stmt_end_pos(p_tok_pos(t), orelse.n ? orelse : body));
    if (s == NULL) return NULL;
    s->u.forloop.target = target;
    s->u.forloop.iter = iter;
    s->u.forloop.body = body;
    s->u.forloop.orelse = orelse;
    return s;
}

/* with_item: expression ['as' star_target &(',' | ')' | ':')]; with
 * invalid_with_item: a target that cannot be assigned to. */
static WithItem *with_item(Parser *p)
{
    WithItem *w = p_alloc(p, sizeof(WithItem));
    if (w == NULL) return NULL;
    at(p, PL_FOR_ITER + (p->toks[p->pos - 1].kind == T_COMMA)); /* items after the first: one deeper */
    w->context_expr = p_expression(p);
    if (w->context_expr == NULL) return NULL;
    if (p_accept(p, T_KW_AS)) {
        int start = p->pos;
        Token *t = p_peek(p);
        Expr *target;
        if (t->kind == T_STAR) {
            p_next(p);
            Expr *v = p_primary(p);
            if (v == NULL) return NULL;
            target = p_expr(p, E_STARRED, p_span(p_tok_pos(t), v->pos));
            if (target == NULL) return NULL;
            target->u.starred.value = v;
        }
        else {
            target = p_primary(p);
        }
        int k = p_peek(p)->kind;
        bool ok = target && (k == T_COMMA || k == T_RPAR || k == T_COLON);
        if (ok && p_invalid_target(target, TARGET_STAR) == NULL) {
            p_set_context(p, target, CTX_STORE, TARGET_STAR);
            w->optional_vars = target;
            return w;
        }
        if (p->failed && !p->err.soft) return NULL;
        if (!p->failed) p_syntax_error(p);
        /* invalid_with_item: expression 'as' a=expression &(',' | ')' | ':') */
        PState st;
        p_save(p, &st);
        p->failed = false;
        p->pos = start;
        p->no_invalid++;
        Expr *a = p_expression(p);
        p->no_invalid--;
        k = p_peek(p)->kind;
        Expr *bad = a && (k == T_COMMA || k == T_RPAR || k == T_COLON) ? p_invalid_target(a, TARGET_STAR) : NULL;
        p_restore(p, &st);
        if (bad) return p_error_node(p, bad->pos, "cannot assign to %s", p_expr_name(bad));
        return NULL;
    }
    return w;
}

static Stmt *with_stmt(Parser *p)
{
    Token *t = p_next(p);
    SeqBuf items = {0};
    bool done = false;
    if (p_check(p, T_LPAR)) {
        /* with (a as b, c as d): -- tried first, as CPython does */
        int save_pos = p->pos, save_fill = p->fill;
        p_next(p);
        SeqBuf tmp = {0};
        bool ok = true;
        while (ok && !p_check(p, T_RPAR)) {
            WithItem *w = with_item(p);
            if (w == NULL || p_seq_push(p, &tmp, w) < 0) ok = false;
            else if (!p_accept(p, T_COMMA)) break;
        }
        if (ok && !p->failed && tmp.n > 0 && p_check(p, T_RPAR) && p_peek_at(p, 1)->kind == T_COLON) {
            p_next(p);
            items = tmp;
            done = true;
        }
        else if (!p->failed || p->err.soft) {
            /* not the parenthesized form: read it again as expressions */
            p->failed = false;
            p->pos = save_pos;
            p->fill = save_fill;
        }
        else {
            return NULL; /* a real error inside (a bad target...) stands */
        }
    }
    if (!done) {
        do {
            WithItem *w = with_item(p);
            if (w == NULL || p_seq_push(p, &items, w) < 0) return NULL;
        } while (p_accept(p, T_COMMA));
    }
    Seq body = colon_block(p, false, "'with' statement", t->lineno, PL_BODY);
    if (p->failed) return NULL;
    Stmt *s = p_stmt(p, S_WITH, stmt_end_pos(p_tok_pos(t), body));
    if (s == NULL) return NULL;
    s->u.with.items = p_seq_done(&items);
    s->u.with.body = body;
    return s;
}

static ExceptHandler *except_block(Parser *p)
{
    Token *t = p_next(p); /* 'except' */
    ExceptHandler *h = p_alloc(p, sizeof(ExceptHandler));
    if (h == NULL) return NULL;
    if (p_check(p, T_STAR)) return p_error_tok(p, p_peek(p), "except* is not supported by fpy");
    if (!p_check(p, T_COLON)) {
        if (p_check(p, T_NEWLINE)) return p_error_tok(p, p_peek(p), "expected ':'");
        at(p, PL_FOR_ITER);
        h->type = p_expression(p);
        if (h->type == NULL) return NULL;
        if (p_check(p, T_COMMA)) {
            /* except A, B: */
            p_next(p);
            Expr *last = p_expression(p);
            while (last && p_accept(p, T_COMMA)) last = p_expression(p);
            if (last == NULL) return NULL;
            if (p_check(p, T_KW_AS)) {
                p_next(p);
                if (!p_accept(p, T_NAME)) return p_syntax_error(p);
            }
            if (p_check(p, T_COLON))
                return p_error_range(p, h->type->pos, last->pos, "multiple exception types must be parenthesized");
            return p_syntax_error(p);
        }
        if (p_accept(p, T_KW_AS)) {
            Token *n = p_peek(p);
            if (n->kind != T_NAME) return p_syntax_error(p);
            p_next(p);
            h->name = p_identifier(p, n->start, n->len);
            if (h->name == NULL) return NULL;
        }
    }
    h->body = colon_block(p, false, "'except' statement", t->lineno, PL_BODY_EXCEPT);
    if (p->failed) return NULL;
    h->pos = stmt_end_pos(p_tok_pos(t), h->body);
    return h;
}

static Stmt *try_stmt(Parser *p)
{
    Token *t = p_next(p);
    int after_colon = p->pos + 1;
    Seq body = colon_block(p, true, "'try' statement", t->lineno, PL_BODY);
    if (p->failed) {
        /* invalid_try_stmt: 'try' ':' block* except_block+ ... -- with no
         * block at all, an `except` right after the colon is read for its
         * own errors ("expected ':'") */
        if (p->err.soft && p->toks[t - p->toks + 1].kind == T_COLON && p->toks[after_colon].kind == T_KW_EXCEPT) {
            PState st;
            p_save(p, &st);
            p->failed = false;
            p->pos = after_colon;
            except_block(p);
            if (p->failed && !p->err.soft) return NULL;
            p_restore(p, &st);
        }
        return NULL;
    }
    SeqBuf handlers = {0};
    while (p_check(p, T_KW_EXCEPT)) {
        ExceptHandler *h = except_block(p);
        if (h == NULL || p_seq_push(p, &handlers, h) < 0) return NULL;
    }
    Seq orelse = NOSEQ, finalbody = NOSEQ;
    if (handlers.n > 0) {
        orelse = else_block(p);
        if (p->failed) return NULL;
    }
    if (p_check(p, T_KW_FINALLY)) {
        Token *f = p_next(p);
        finalbody = colon_block(p, true, "'finally' statement", f->lineno, PL_BODY_DEF);
        if (p->failed) return NULL;
    }
    if (handlers.n == 0 && finalbody.n == 0) return p_error_last(p, "expected 'except' or 'finally' block");
    Seq last = finalbody.n ? finalbody : orelse.n ? orelse : body;
    Pos end = stmt_end_pos(p_tok_pos(t), last);
    if (last.items == body.items && handlers.n) end = p_span(p_tok_pos(t), ((ExceptHandler *)handlers.items[handlers.n - 1])->pos);
    Stmt *s = p_stmt(p, S_TRY, end);
    if (s == NULL) return NULL;
    s->u.tryst.body = body;
    s->u.tryst.handlers = p_seq_done(&handlers);
    s->u.tryst.orelse = orelse;
    s->u.tryst.finalbody = finalbody;
    return s;
}

static Stmt *funcdef(Parser *p, Seq decorators)
{
    Token *t = p_next(p); /* 'def' */
    Token *name = p_peek(p);
    if (name->kind != T_NAME) return p_syntax_error(p);
    p_next(p);
    if (p_expect_forced(p, T_LPAR, "(") == NULL) return NULL;
    at(p, PL_TEST);
    Arguments *args = p_parameters(p, false, T_RPAR);
    if (args == NULL) return NULL;
    if (p_expect(p, T_RPAR) == NULL) return NULL;
    Expr *returns = NULL;
    if (p_accept(p, T_RARROW)) {
        at(p, PL_TEST + 1);
        returns = p_expression(p);
        if (returns == NULL) return NULL;
    }
    Seq body = colon_block(p, true, "function definition", t->lineno, PL_BODY_DEF);
    if (p->failed) return NULL;
    Stmt *s = p_stmt(p, S_FUNCTIONDEF, stmt_end_pos(p_tok_pos(t), body));
    if (s == NULL) return NULL;
    s->u.funcdef.name = p_identifier(p, name->start, name->len);
    if (s->u.funcdef.name == NULL) return NULL;
    s->u.funcdef.args = args;
    s->u.funcdef.body = body;
    s->u.funcdef.decorators = decorators;
    s->u.funcdef.returns = returns;
    return s;
}

static Stmt *classdef(Parser *p, Seq decorators)
{
    Token *t = p_next(p); /* 'class' */
    Token *name = p_peek(p);
    if (name->kind != T_NAME) return p_syntax_error(p);
    p_next(p);
    Seq bases = NOSEQ, keywords = NOSEQ;
    if (p_check(p, T_LPAR)) {
        /* the arguments of a call, with a stand-in callee */
        Expr *dummy = p_expr(p, E_NAME, p_tok_pos(name));
        if (dummy == NULL) return NULL;
        at(p, PL_CLASS_BASES);
        p->class_args = true;
        Expr *c = p_call_args(p, dummy);
        p->class_args = false;
        if (c == NULL) return NULL;
        bases = c->u.call.args;
        keywords = c->u.call.keywords;
    }
    Seq body = colon_block(p, false, "class definition", t->lineno, PL_BODY_DEF);
    if (p->failed) return NULL;
    Stmt *s = p_stmt(p, S_CLASSDEF, stmt_end_pos(p_tok_pos(t), body));
    if (s == NULL) return NULL;
    s->u.classdef.name = p_identifier(p, name->start, name->len);
    if (s->u.classdef.name == NULL) return NULL;
    s->u.classdef.bases = bases;
    s->u.classdef.keywords = keywords;
    s->u.classdef.body = body;
    s->u.classdef.decorators = decorators;
    return s;
}

static Stmt *decorated(Parser *p)
{
    SeqBuf decs = {0};
    while (p_check(p, T_AT)) {
        p_next(p);
        at(p, PL_DECORATOR);
        Expr *d = p_named_expression(p);
        if (d == NULL || p_seq_push(p, &decs, d) < 0) return NULL;
        if (p_expect(p, T_NEWLINE) == NULL) return NULL;
    }
    Seq ds = p_seq_done(&decs);
    if (p_check(p, T_KW_DEF)) return funcdef(p, ds);
    if (p_check(p, T_KW_CLASS)) return classdef(p, ds);
    if (p_check(p, T_KW_ASYNC) && p_peek_at(p, 1)->kind == T_KW_DEF) return p_error_tok(p, p_peek(p), "'async def' is not supported by fpy");
    return p_syntax_error(p);
}

static Stmt *statement_compound(Parser *p)
{
    Token *t = p_peek(p);
    switch (t->kind) {
    case T_KW_IF: return if_stmt(p, false);
    case T_KW_WHILE: return while_stmt(p);
    case T_KW_FOR: return for_stmt(p);
    case T_KW_WITH: return with_stmt(p);
    case T_KW_TRY: return try_stmt(p);
    case T_KW_DEF: return funcdef(p, NOSEQ);
    case T_KW_CLASS: return classdef(p, NOSEQ);
    case T_AT: return decorated(p);
    case T_KW_ASYNC: {
        int k = p_peek_at(p, 1)->kind;
        if (k == T_KW_DEF || k == T_KW_FOR || k == T_KW_WITH)
            return p_error_tok(p, t, "'async %s' is not supported by fpy", token_spelling(k));
        return p_syntax_error(p);
    }
    default: return NULL;
    }
}

static bool is_compound_start(int k)
{
    switch (k) {
    case T_KW_IF: case T_KW_WHILE: case T_KW_FOR: case T_KW_WITH: case T_KW_TRY:
    case T_KW_DEF: case T_KW_CLASS: case T_AT: case T_KW_ASYNC:
        return true;
    default:
        return false;
    }
}

/* ===== match ================================================================= */

/* `match` and `case` are soft keywords: NAMEs that open a match statement
 * or a case block only where the whole construct reads as one.  A line that
 * begins with "match" is a match statement when it continues with a
 * subject, ':', NEWLINE, INDENT and "case" (looked at speculatively first);
 * otherwise it is parsed as an ordinary statement, so `match = 1`,
 * `match(x)` and `match[x]` keep working.  Patterns follow CPython's
 * grammar (pattern, or_pattern, closed_pattern, ...); the checks CPython
 * makes in its compiler (irrefutable patterns, names bound twice,
 * alternatives binding different names) are in compile.c. */
static bool is_soft(Token *t, const char *kw)
{
    size_t n = strlen(kw);
    return t->kind == T_NAME && t->len == n && memcmp(t->start, kw, n) == 0;
}

static bool is_match(Token *t) { return is_soft(t, "match"); }

/* subject_expr after "match"; NULL (plain failure) if there is none. */
static Expr *match_subject(Parser *p)
{
    int k = p_peek(p)->kind;
    if (k != T_STAR && !p_starts_expression(k)) return p_syntax_error(p);
    Expr *e = p_star_named_expression(p);
    if (e == NULL || !p_check(p, T_COMMA)) {
        if (e != NULL && e->kind == E_STARRED) return p_syntax_error(p);
        return e;
    }
    SeqBuf elts = {0};
    if (p_seq_push(p, &elts, e) < 0) return NULL;
    Expr *last = e;
    while (p_accept(p, T_COMMA)) {
        k = p_peek(p)->kind;
        if (k != T_STAR && !p_starts_expression(k)) break;
        last = p_star_named_expression(p);
        if (last == NULL || p_seq_push(p, &elts, last) < 0) return NULL;
    }
    Expr *t = p_expr(p, E_TUPLE, p_span(e->pos, last->pos));
    if (t == NULL) return NULL;
    t->u.list.elts = p_seq_done(&elts);
    t->u.list.ctx = CTX_LOAD;
    return t;
}

static Pattern *pat_new(Parser *p, PatternKind kind, Pos pos)
{
    Pattern *pt = p_alloc(p, sizeof(Pattern));
    if (pt == NULL) return NULL;
    pt->kind = kind;
    pt->pos = pos;
    return pt;
}

static Pattern *pattern(Parser *p);

/* name_or_attr: NAME ('.' NAME)* as a Name or an Attribute chain. */
static Expr *name_or_attr(Parser *p)
{
    Expr *e = p_name_from_token(p, p_next(p));
    while (e != NULL && p_check(p, T_DOT)) {
        p_next(p);
        Token *n = p_peek(p);
        if (n->kind != T_NAME) return p_syntax_error(p);
        p_next(p);
        Expr *a = p_expr(p, E_ATTRIBUTE, p_span(e->pos, p_tok_pos(n)));
        if (a == NULL) return NULL;
        a->u.attribute.value = e;
        a->u.attribute.attr = p_identifier(p, n->start, n->len);
        if (a->u.attribute.attr == NULL) return NULL;
        a->u.attribute.ctx = CTX_LOAD;
        e = a;
    }
    return e;
}

/* signed_number, and complex_number's refusal (fpy has no complex). */
static Expr *signed_number(Parser *p)
{
    Token *minus = p_accept(p, T_MINUS);
    Token *t = p_peek(p);
    if (t->kind != T_NUMBER) return p_syntax_error(p);
    p_next(p);
    Expr *e = p_number(p, t);
    if (e == NULL) return NULL;
    if (minus) {
        Expr *u = p_expr(p, E_UNARYOP, p_span(p_tok_pos(minus), e->pos));
        if (u == NULL) return NULL;
        u->u.unaryop.op = U_USUB;
        u->u.unaryop.operand = e;
        e = u;
    }
    if (p_check(p, T_PLUS) || p_check(p, T_MINUS)) {
        p_next(p);
        Token *im = p_peek(p);
        if (im->kind != T_NUMBER) return p_syntax_error(p);
        p_next(p);
        if (p_number(p, im) == NULL) return NULL; /* "imaginary literals are not supported by fpy" */
        return p_error_tok(p, im, "imaginary number required in complex literal");
    }
    return e;
}

/* literal_expr | attr: a mapping pattern's key. */
static Expr *mapping_key(Parser *p)
{
    Token *t = p_peek(p);
    switch (t->kind) {
    case T_NUMBER: case T_MINUS:
        return signed_number(p);
    case T_STRING:
        return p_strings(p);
    case T_KW_NONE: case T_KW_TRUE: case T_KW_FALSE:
        p_next(p);
        return p_constant_expr(p, t->kind == T_KW_NONE ? None : t->kind == T_KW_TRUE ? True : False, p_tok_pos(t));
    case T_NAME: {
        Expr *e = name_or_attr(p);
        if (e != NULL && e->kind != E_ATTRIBUTE) return p_syntax_error(p);
        return e;
    }
    default:
        return p_syntax_error(p);
    }
}

/* pattern_capture_target: !"_" NAME !('.' | '(' | '='), as an identifier;
 * NULL (plain failure) otherwise. */
static Object *capture_target(Parser *p)
{
    Token *t = p_peek(p);
    if (t->kind != T_NAME || is_soft(t, "_")) return p_syntax_error(p);
    int k = p_peek_at(p, 1)->kind;
    if (k == T_DOT || k == T_LPAR || k == T_EQUAL) return p_syntax_error(p);
    p_next(p);
    return p_identifier(p, t->start, t->len);
}

/* maybe_star_pattern: '*' (capture | '_') | pattern */
static Pattern *maybe_star_pattern(Parser *p)
{
    Token *star = p_accept(p, T_STAR);
    if (star == NULL) return pattern(p);
    Token *t = p_peek(p);
    Pattern *pt = pat_new(p, P_STAR, p_span(p_tok_pos(star), p_tok_pos(t)));
    if (pt == NULL) return NULL;
    if (is_soft(t, "_")) {
        p_next(p);
        return pt;
    }
    pt->u.star.name = capture_target(p);
    return pt->u.star.name ? pt : NULL;
}

/* The items of a sequence pattern up to `close` (the opening bracket and
 * the first item already read when first != NULL). */
static Pattern *sequence_rest(Parser *p, Token *open, Pattern *first, int close)
{
    SeqBuf items = {0};
    if (first != NULL && p_seq_push(p, &items, first) < 0) return NULL;
    if (first != NULL && !p_accept(p, T_COMMA)) return p_syntax_error(p);
    while (!p_check(p, close)) {
        Pattern *it = maybe_star_pattern(p);
        if (it == NULL || p_seq_push(p, &items, it) < 0) return NULL;
        if (!p_accept(p, T_COMMA)) break;
    }
    Token *end = p_expect(p, close);
    if (end == NULL) return NULL;
    Pattern *pt = pat_new(p, P_SEQUENCE, p_span(p_tok_pos(open), p_tok_pos(end)));
    if (pt == NULL) return NULL;
    pt->u.seq.patterns = p_seq_done(&items);
    return pt;
}

static Pattern *mapping_pattern(Parser *p)
{
    Token *open = p_next(p);
    SeqBuf keys = {0}, pats = {0};
    Object *rest = NULL;
    while (!p_check(p, T_RBRACE)) {
        if (p_accept(p, T_DOUBLESTAR)) {
            rest = capture_target(p);
            if (rest == NULL) return NULL;
            p_accept(p, T_COMMA);
            break;
        }
        Expr *k = mapping_key(p);
        if (k == NULL || p_expect(p, T_COLON) == NULL) return NULL;
        Pattern *v = pattern(p);
        if (v == NULL || p_seq_push(p, &keys, k) < 0 || p_seq_push(p, &pats, v) < 0) return NULL;
        if (!p_accept(p, T_COMMA)) break;
    }
    Token *end = p_expect(p, T_RBRACE);
    if (end == NULL) return NULL;
    Pattern *pt = pat_new(p, P_MAPPING, p_span(p_tok_pos(open), p_tok_pos(end)));
    if (pt == NULL) return NULL;
    pt->u.mapping.keys = p_seq_done(&keys);
    pt->u.mapping.patterns = p_seq_done(&pats);
    pt->u.mapping.rest = rest;
    return pt;
}

/* class_pattern after name_or_attr: '(' positional, keyword=patterns ')' */
static Pattern *class_pattern(Parser *p, Expr *cls)
{
    p_next(p); /* '(' */
    SeqBuf pos = {0}, attrs = {0}, kpats = {0};
    Pattern *misplaced = NULL;
    while (!p_check(p, T_RPAR)) {
        Token *t = p_peek(p);
        if (t->kind == T_NAME && p_peek_at(p, 1)->kind == T_EQUAL) {
            p_next(p);
            p_next(p);
            Object *name = p_identifier(p, t->start, t->len);
            Pattern *v = name ? pattern(p) : NULL;
            if (v == NULL || p_seq_push(p, &attrs, name) < 0 || p_seq_push(p, &kpats, v) < 0) return NULL;
        }
        else {
            Pattern *v = pattern(p);
            if (v == NULL) return NULL;
            if (attrs.n > 0) {
                if (misplaced == NULL) misplaced = v;
            }
            else if (p_seq_push(p, &pos, v) < 0) {
                return NULL;
            }
        }
        if (!p_accept(p, T_COMMA)) break;
    }
    Token *end = p_expect(p, T_RPAR);
    if (end == NULL) return NULL;
    if (misplaced) return p_error_node(p, misplaced->pos, "positional patterns follow keyword patterns");
    Pattern *pt = pat_new(p, P_CLASS, p_span(cls->pos, p_tok_pos(end)));
    if (pt == NULL) return NULL;
    pt->u.cls.cls = cls;
    pt->u.cls.patterns = p_seq_done(&pos);
    pt->u.cls.kwd_attrs = p_seq_done(&attrs);
    pt->u.cls.kwd_patterns = p_seq_done(&kpats);
    return pt;
}

static Pattern *closed_pattern(Parser *p)
{
    Token *t = p_peek(p);
    Pattern *pt;
    switch (t->kind) {
    case T_NUMBER: case T_MINUS: case T_STRING: {
        Expr *e = t->kind == T_STRING ? p_strings(p) : signed_number(p);
        if (e == NULL) return NULL;
        pt = pat_new(p, P_VALUE, e->pos);
        if (pt) pt->u.value.value = e;
        return pt;
    }
    case T_KW_NONE: case T_KW_TRUE: case T_KW_FALSE:
        p_next(p);
        pt = pat_new(p, P_SINGLETON, p_tok_pos(t));
        if (pt) pt->u.singleton.value = t->kind == T_KW_NONE ? None : t->kind == T_KW_TRUE ? True : False;
        return pt;
    case T_NAME: {
        Expr *e = name_or_attr(p);
        if (e == NULL) return NULL;
        if (p_check(p, T_LPAR)) return class_pattern(p, e);
        if (p_check(p, T_EQUAL)) return p_syntax_error(p);
        if (e->kind == E_ATTRIBUTE) {
            pt = pat_new(p, P_VALUE, e->pos);
            if (pt) pt->u.value.value = e;
            return pt;
        }
        pt = pat_new(p, P_AS, e->pos);
        if (pt && !is_soft(t, "_")) pt->u.as.name = e->u.name.id;
        return pt;
    }
    case T_LPAR: {
        p_next(p);
        if (p_check(p, T_RPAR)) return sequence_rest(p, t, NULL, T_RPAR);
        Pattern *first = maybe_star_pattern(p);
        if (first == NULL) return NULL;
        if (p_check(p, T_COMMA)) return sequence_rest(p, t, first, T_RPAR);
        if (first->kind == P_STAR) return p_syntax_error(p);
        if (p_expect(p, T_RPAR) == NULL) return NULL;
        return first; /* group_pattern */
    }
    case T_LSQB:
        p_next(p);
        return sequence_rest(p, t, NULL, T_RSQB);
    case T_LBRACE:
        return mapping_pattern(p);
    default:
        return p_syntax_error(p);
    }
}

/* pattern: as_pattern | or_pattern */
static Pattern *pattern(Parser *p)
{
    if (!p_enter(p, 4)) return NULL;
    Pattern *first = closed_pattern(p);
    Pattern *r = first;
    if (first != NULL && p_check(p, T_VBAR)) {
        SeqBuf alts = {0};
        if (p_seq_push(p, &alts, first) < 0) r = NULL;
        Pattern *last = first;
        while (r != NULL && p_accept(p, T_VBAR)) {
            last = closed_pattern(p);
            if (last == NULL || p_seq_push(p, &alts, last) < 0) r = NULL;
        }
        if (r != NULL) r = pat_new(p, P_OR, p_span(first->pos, last->pos));
        if (r != NULL) r->u.seq.patterns = p_seq_done(&alts);
    }
    if (r != NULL && p_check(p, T_KW_AS)) {
        p_next(p);
        Token *t = p_peek(p);
        if (is_soft(t, "_")) {
            p_leave(p, 4);
            return p_error_tok(p, t, "cannot use '_' as a target");
        }
        if (t->kind != T_NAME) {
            Expr *bad = p_starts_expression(t->kind) ? p_expression(p) : NULL;
            p_leave(p, 4);
            if (bad != NULL) return p_error_node(p, bad->pos, "invalid pattern target");
            return p_syntax_error(p);
        }
        Object *name = capture_target(p);
        Pattern *as = name ? pat_new(p, P_AS, p_span(r->pos, p_tok_pos(t))) : NULL;
        if (as != NULL) {
            as->u.as.pattern = r;
            as->u.as.name = name;
        }
        r = as;
    }
    p_leave(p, 4);
    return r;
}

/* patterns: open_sequence_pattern | pattern (a case's top level) */
static Pattern *patterns(Parser *p)
{
    Token *t = p_peek(p);
    Pattern *first = maybe_star_pattern(p);
    if (first == NULL) return NULL;
    if (!p_check(p, T_COMMA)) {
        if (first->kind == P_STAR) return p_syntax_error(p);
        return first;
    }
    SeqBuf items = {0};
    if (p_seq_push(p, &items, first) < 0) return NULL;
    Pattern *last = first;
    while (p_accept(p, T_COMMA)) {
        int k = p_peek(p)->kind;
        if (k == T_COLON || k == T_KW_IF) break;
        last = maybe_star_pattern(p);
        if (last == NULL || p_seq_push(p, &items, last) < 0) return NULL;
    }
    Pattern *pt = pat_new(p, P_SEQUENCE, p_span(p_tok_pos(t), last->pos));
    if (pt == NULL) return NULL;
    pt->u.seq.patterns = p_seq_done(&items);
    return pt;
}

/* "case" patterns guard? ':' block */
static MatchCase *case_block(Parser *p)
{
    Token *t = p_next(p); /* "case" */
    MatchCase *mc = p_alloc(p, sizeof(MatchCase));
    if (mc == NULL) return NULL;
    at(p, PL_TEST);
    mc->pattern = patterns(p);
    if (mc->pattern == NULL) return NULL;
    if (p_accept(p, T_KW_IF)) {
        at(p, PL_TEST);
        mc->guard = p_named_expression(p);
        if (mc->guard == NULL) return NULL;
    }
    mc->body = colon_block(p, false, "'case' statement", t->lineno, PL_BODY_DEF);
    if (p->failed) return NULL;
    return mc;
}

/* "match" subject_expr ':' NEWLINE INDENT case_block+ DEDENT, parsed once
 * match_stmt has seen it is one. */
static Stmt *match_body(Parser *p)
{
    Token *m = p_next(p);
    at(p, PL_TEST);
    Expr *subject = match_subject(p);
    if (subject == NULL) return NULL;
    if (p_expect(p, T_COLON) == NULL || p_expect(p, T_NEWLINE) == NULL || p_expect(p, T_INDENT) == NULL) return NULL;
    int outer = p->stmt_level;
    p->stmt_level = outer + PL_BODY_DEF + PL_BLOCK;
    SeqBuf cases = {0};
    Seq last_body = NOSEQ;
    while (is_soft(p_peek(p), "case") && !p->failed) {
        MatchCase *mc = case_block(p);
        if (mc == NULL || p_seq_push(p, &cases, mc) < 0) break;
        last_body = mc->body;
    }
    p->stmt_level = outer;
    if (p->failed) return NULL;
    if (p_expect(p, T_DEDENT) == NULL) return NULL;
    Stmt *s = p_stmt(p, S_MATCH, stmt_end_pos(p_tok_pos(m), last_body));
    if (s == NULL) return NULL;
    s->u.match.subject = subject;
    s->u.match.cases = p_seq_done(&cases);
    return s;
}

/* At a line that begins with "match": NULL (nothing consumed) when it is
 * not a match statement; otherwise the statement, or NULL with p->failed
 * set. */
static Stmt *match_stmt(Parser *p)
{
    Token *m = p_peek(p);
    if (!is_match(m)) return NULL;
    PState st;
    p_save(p, &st);
    p_next(p);
    p->no_invalid++;
    Expr *subject = match_subject(p);
    p->no_invalid--;
    bool colon = subject != NULL && p_accept(p, T_COLON);
    bool newline = colon && p_accept(p, T_NEWLINE);
    Token *after = newline ? p_peek(p) : NULL;
    bool indent = after != NULL && after->kind == T_INDENT && (p_next(p), true);
    bool is_case = indent && is_soft(p_peek(p), "case");
    int fill = p->fill;
    p_restore(p, &st);
    if (p->failed) return NULL; /* a tokenizer error met on the way */
    p->fill = fill;             /* CPython read that far */
    if (is_case) return match_body(p);
    if (newline && !indent) {
        p_indent_error_last(p, "expected an indented block after 'match' statement on line %d", m->lineno);
        return NULL;
    }
    return NULL;
}

/* invalid_match_stmt's "match" subject_expr !':' -- once the statement has
 * failed otherwise, and where the line ends after the subject. */
static void match_expected_colon(Parser *p, int start)
{
    if (!p->failed || !p->err.soft || !is_match(&p->toks[start])) return;
    PState st;
    p_save(p, &st);
    p->failed = false;
    p->pos = start + 1;
    p->no_invalid++;
    Expr *subject = match_subject(p);
    p->no_invalid--;
    bool newline = p_check(p, T_NEWLINE); /* (other tokens: CPython says "invalid syntax") */
    p_restore(p, &st);
    if (subject != NULL && newline) {
        p->failed = false;
        p_error_last(p, "expected ':'");
    }
}

/* Statements until the token `until` (DEDENT, ENDMARKER), or, with
 * until == -1, one line of simple statements. */
static int statements_into(Parser *p, SeqBuf *out, int until)
{
    if (until < 0) return simple_stmts(p, out);
    Stmt *s_match;
    do {
        if (is_compound_start(p_peek(p)->kind)) {
            Stmt *s = statement_compound(p);
            if (s == NULL || p_seq_push(p, out, s) < 0) return -1;
        }
        else if (is_match(p_peek(p)) && (s_match = match_stmt(p), s_match != NULL || p->failed)) {
            if (s_match == NULL || p_seq_push(p, out, s_match) < 0) return -1;
        }
        else {
            int start = p->pos;
            if (simple_stmts(p, out) < 0) {
                match_expected_colon(p, start);
                return -1;
            }
            if (is_match(&p->toks[start]) && p_peek(p)->kind == T_INDENT) {
                /* `match [x]` parsed as an expression, but an indented block
                 * follows: CPython's error pass reports the missing colon */
                PState st;
                p_save(p, &st);
                p_syntax_error(p);
                match_expected_colon(p, start);
                if (!p->err.soft) return -1;
                p_restore(p, &st);
            }
        }
    } while (!p_check(p, until) && !p->failed);
    return p->failed ? -1 : 0;
}

/* eval_input: star_expressions NEWLINE* ENDMARKER (what eval() compiles),
 * as a body of one expression statement. */
Seq p_eval_input(Parser *p)
{
    SeqBuf body = {0};
    Expr *e = p_star_expressions(p);
    if (e == NULL || p->failed) return NOSEQ;
    /* `expressions`, not star_expressions: no *x at the top */
    bool starred = e->kind == E_STARRED;
    for (int i = 0; e->kind == E_TUPLE && i < e->u.list.elts.n; i++)
        starred |= ((Expr *)e->u.list.elts.items[i])->kind == E_STARRED;
    if (starred) {
        p_syntax_error(p);
        return NOSEQ;
    }
    while (p_accept(p, T_NEWLINE)) {
    }
    if (p_expect(p, T_ENDMARKER) == NULL) return NOSEQ;
    Stmt *s = p_stmt(p, S_EXPR, e->pos);
    if (s == NULL) return NOSEQ;
    s->u.expr.value = e;
    if (p_seq_push(p, &body, s) < 0) return NOSEQ;
    return p_seq_done(&body);
}

/* single_input (compile(..., 'single'), the interactive prompt): a
 * compound statement or one line of simple statements, then nothing but
 * newlines.  A statement after a line of simple statements is CPython's
 * "multiple statements" error, at the end of that line; after a compound
 * statement, or with nothing at all, "invalid syntax". */
Seq p_single_input(Parser *p)
{
    SeqBuf body = {0};
    if (p_check(p, T_ENDMARKER)) {
        p_syntax_error(p);
        return NOSEQ;
    }
    if (is_compound_start(p_peek(p)->kind)) {
        Stmt *s = statement_compound(p);
        if (s == NULL || p_seq_push(p, &body, s) < 0) return NOSEQ;
    } else if (match_stmt(p)) {
        return NOSEQ;
    } else {
        int start = p->pos;
        if (simple_stmts(p, &body) < 0) {
            match_expected_colon(p, start);
            return NOSEQ;
        }
    }
    if (p->failed) return NOSEQ;
    Token *end = p_prev(p);
    while (p_accept(p, T_NEWLINE)) {
    }
    if (!p_check(p, T_ENDMARKER)) {
        if (end->kind == T_NEWLINE)
            p_error_tok(p, end, "multiple statements found while compiling a single statement");
        else /* after a compound statement: the next token is wrong */
            p_syntax_error(p);
        return NOSEQ;
    }
    return p_seq_done(&body);
}

Seq p_file(Parser *p)
{
    SeqBuf body = {0};
    if (p_check(p, T_ENDMARKER)) return NOSEQ;
    if (statements_into(p, &body, T_ENDMARKER) < 0) return NOSEQ;
    return p_seq_done(&body);
}
