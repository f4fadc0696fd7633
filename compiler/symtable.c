/* symtable.c: which names are local, global, cell or free, per scope.
 *
 * The idea (CPython's Python/symtable.c, same two passes, same messages):
 *
 *   1. Walk the AST once, opening a Scope for the module, every function,
 *      lambda, class body and comprehension (each comprehension is its own
 *      function scope, as in CPython 3.11, with the outermost iterable
 *      evaluated outside it and passed in as the parameter ".0").  For each
 *      name record what the scope does with it (DEF_* flags: assigned,
 *      parameter, read, declared global/nonlocal).
 *   2. Analyse top-down, carrying the set of names bound by enclosing
 *      functions ("bound") and the explicit globals; collect bottom-up the
 *      names children read from outside ("free").  A name is
 *        - GLOBAL_EXPLICIT if declared `global`,
 *        - FREE if declared `nonlocal` or read here but bound in an
 *          enclosing function,
 *        - LOCAL if bound here,
 *        - otherwise GLOBAL_IMPLICIT (globals, then builtins);
 *      a LOCAL that a nested scope reads as FREE becomes a CELL.  A free
 *      variable passes through intermediate scopes (they get it as FREE too)
 *      so every closure can be built from its parent's cells and frees.
 *      Class bodies do not make their names visible to nested functions;
 *      a method that says `super` or `__class__` makes the class body keep a
 *      `__class__` cell (needs_class_closure).
 *
 * Invariants: names are interned strs (mangled in classes), so symbols are
 * compared by pointer; everything lives in the compilation's arena.
 *
 * What fpy simplifies: no annotation scopes, no type-parameter scopes, no
 * async; annotations are not evaluated, so not walked either, except those
 * of simple names in a class body (stored in __annotations__).
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/symtable.h"
#include "runtime/api.h"

/* ---- pointer hashing ---------------------------------------------------- */

static inline size_t ptr_hash(const void *p)
{
    uintptr_t x = (uintptr_t)p;
    x ^= x >> 17;
    x *= (uintptr_t)0x9E3779B97F4A7C15ull;
    return (size_t)(x ^ (x >> 29));
}

/* ---- symbols of one scope ------------------------------------------------ */

Symbol *scope_lookup(Scope *s, Object *name)
{
    if (s->indexcap == 0) return NULL;
    size_t mask = (size_t)s->indexcap - 1;
    for (size_t i = ptr_hash(name) & mask;; i = (i + 1) & mask) {
        int k = s->index[i];
        if (k == 0) return NULL;
        if (s->syms[k - 1].name == name) return &s->syms[k - 1];
    }
}

static int grow_index(Symtable *st, Scope *s)
{
    int cap = s->indexcap ? s->indexcap * 2 : 16;
    int *idx = arena_alloc(st->arena, sizeof(int) * (size_t)cap);
    if (idx == NULL) return -1;
    size_t mask = (size_t)cap - 1;
    for (int k = 0; k < s->nsyms; k++) {
        size_t i = ptr_hash(s->syms[k].name) & mask;
        while (idx[i] != 0) i = (i + 1) & mask;
        idx[i] = k + 1;
    }
    s->index = idx;
    s->indexcap = cap;
    return 0;
}

/* The symbol for name in s, created (flags 0) if absent.  NULL: no memory. */
static Symbol *scope_add(Symtable *st, Scope *s, Object *name)
{
    Symbol *sym = scope_lookup(s, name);
    if (sym) return sym;
    if (s->nsyms == s->capsyms) {
        int cap = s->capsyms ? s->capsyms * 2 : 8;
        Symbol *n = arena_alloc(st->arena, sizeof(Symbol) * (size_t)cap);
        if (n == NULL) return NULL;
        if (s->nsyms) memcpy(n, s->syms, sizeof(Symbol) * (size_t)s->nsyms);
        s->syms = n;
        s->capsyms = cap;
    }
    if ((s->nsyms + 1) * 2 > s->indexcap && grow_index(st, s) < 0) return NULL;
    sym = &s->syms[s->nsyms++];
    sym->name = name;
    sym->flags = 0;
    sym->scope = SC_UNKNOWN;
    sym->fast_slot = sym->deref_slot = -1;
    size_t mask = (size_t)s->indexcap - 1;
    size_t i = ptr_hash(name) & mask;
    while (s->index[i] != 0) i = (i + 1) & mask;
    s->index[i] = s->nsyms;
    return sym;
}

/* ---- node -> scope map ---------------------------------------------------- */

Scope *symtable_scope_of(Symtable *st, const void *node)
{
    if (st->mapcap == 0) return NULL;
    size_t mask = (size_t)st->mapcap - 1;
    for (size_t i = ptr_hash(node) & mask;; i = (i + 1) & mask) {
        if (st->keys[i] == NULL) return NULL;
        if (st->keys[i] == node) return st->vals[i];
    }
}

static int map_put(Symtable *st, const void *node, Scope *s)
{
    if ((st->mapcount + 1) * 2 > st->mapcap) {
        int cap = st->mapcap ? st->mapcap * 2 : 32;
        const void **keys = arena_alloc(st->arena, sizeof(void *) * (size_t)cap);
        Scope **vals = arena_alloc(st->arena, sizeof(Scope *) * (size_t)cap);
        if (keys == NULL || vals == NULL) return -1;
        size_t mask = (size_t)cap - 1;
        for (int k = 0; k < st->mapcap; k++) {
            if (st->keys[k] == NULL) continue;
            size_t i = ptr_hash(st->keys[k]) & mask;
            while (keys[i] != NULL) i = (i + 1) & mask;
            keys[i] = st->keys[k];
            vals[i] = st->vals[k];
        }
        st->keys = keys;
        st->vals = vals;
        st->mapcap = cap;
    }
    size_t mask = (size_t)st->mapcap - 1;
    size_t i = ptr_hash(node) & mask;
    while (st->keys[i] != NULL) i = (i + 1) & mask;
    st->keys[i] = node;
    st->vals[i] = s;
    st->mapcount++;
    return 0;
}

/* ---- errors ---------------------------------------------------------------- */

static int st_error(Symtable *st, Pos pos, const char *fmt, Object *name)
{
    if (name) syntax_error_at(&Exc_SyntaxError, st->filename, st->src, st->srclen, pos, fmt, name);
    else syntax_error_at(&Exc_SyntaxError, st->filename, st->src, st->srclen, pos, "%s", fmt);
    return -1;
}

static int no_memory(void)
{
    err_no_memory();
    return -1;
}

/* ---- name mangling ----------------------------------------------------------- */

Object *symtable_mangle(Object *private_name, Object *name)
{
    if (private_name == NULL) return name;
    const char *s = str_cstr(name);
    size_t n = (size_t)str_nbytes(name);
    if (n < 2 || s[0] != '_' || s[1] != '_') return name;
    /* Dunder names and dotted (import) names are left alone. */
    if (n >= 4 && s[n - 1] == '_' && s[n - 2] == '_') return name;
    if (memchr(s, '.', n) != NULL) return name;
    const char *p = str_cstr(private_name);
    while (*p == '_') p++;
    if (*p == '\0') return name; /* class name made of underscores only */
    size_t plen = strlen(p);
    char *buf = malloc(plen + n + 2);
    if (buf == NULL) {
        err_no_memory();
        return NULL;
    }
    buf[0] = '_';
    memcpy(buf + 1, p, plen);
    memcpy(buf + 1 + plen, s, n);
    buf[1 + plen + n] = '\0';
    Object *r = str_intern_cstr(buf);
    free(buf);
    return r;
}

/* ---- pass 1: the walk ------------------------------------------------------------ */

static int visit_expr(Symtable *st, Expr *e);
static int visit_stmt(Symtable *st, Stmt *s);
static int enter_node(Symtable *st);

static Scope *new_scope(Symtable *st, BlockType type, Object *name, const void *node, Pos pos)
{
    Scope *s = arena_alloc(st->arena, sizeof(Scope));
    if (s == NULL) return NULL;
    s->type = type;
    s->name = name;
    s->node = node;
    s->pos = pos;
    s->parent = st->cur;
    if (st->cur) {
        Scope *p = st->cur;
        s->is_nested = p->type == BLOCK_FUNCTION || p->is_nested;
        s->comp_iter_expr = p->comp_iter_expr; /* a lambda in an iterable is in it too (CPython) */
        if (p->nchildren == p->capchildren) {
            int cap = p->capchildren ? p->capchildren * 2 : 4;
            Scope **n = arena_alloc(st->arena, sizeof(Scope *) * (size_t)cap);
            if (n == NULL) return NULL;
            if (p->nchildren) memcpy(n, p->children, sizeof(Scope *) * (size_t)p->nchildren);
            p->children = n;
            p->capchildren = cap;
        }
        p->children[p->nchildren++] = s;
    }
    if (node && map_put(st, node, s) < 0) return NULL;
    return s;
}

/* Record that the current scope does `flag` with name. */
static int add_def_in(Symtable *st, Scope *sc, Object *name, int flag, Pos pos)
{
    Object *mangled = symtable_mangle(st->private_name, name);
    if (mangled == NULL) return -1;
    Symbol *sym = scope_add(st, sc, mangled);
    if (sym == NULL) return no_memory();
    if ((flag & DEF_PARAM) && (sym->flags & DEF_PARAM))
        return st_error(st, pos, "duplicate argument '%U' in function definition", name);
    sym->flags |= flag;
    return 0;
}

static int add_def(Symtable *st, Object *name, int flag, Pos pos)
{
    return add_def_in(st, st->cur, name, flag, pos);
}

static int visit_exprs(Symtable *st, Seq *seq)
{
    for (int i = 0; i < seq->n; i++) {
        Expr *e = seq->items[i];
        if (e && visit_expr(st, e) < 0) return -1;
    }
    return 0;
}

static int visit_stmts(Symtable *st, Seq *seq)
{
    for (int i = 0; i < seq->n; i++) {
        if (visit_stmt(st, seq->items[i]) < 0) return -1;
    }
    return 0;
}

static int visit_params(Symtable *st, Seq *seq)
{
    for (int i = 0; i < seq->n; i++) {
        Arg *a = seq->items[i];
        if (add_def(st, a->arg, DEF_PARAM, a->pos) < 0) return -1;
    }
    return 0;
}

/* Parameters in frame order: positional-only, positional, keyword-only,
 * *args, **kwargs. */
static int visit_arguments(Symtable *st, Arguments *a)
{
    if (visit_params(st, &a->posonlyargs) < 0 || visit_params(st, &a->args) < 0 ||
        visit_params(st, &a->kwonlyargs) < 0)
        return -1;
    if (a->vararg && add_def(st, a->vararg->arg, DEF_PARAM, a->vararg->pos) < 0) return -1;
    if (a->kwarg && add_def(st, a->kwarg->arg, DEF_PARAM, a->kwarg->pos) < 0) return -1;
    return 0;
}

/* Defaults are evaluated in the enclosing scope. */
static int visit_defaults(Symtable *st, Arguments *a)
{
    if (visit_exprs(st, &a->defaults) < 0) return -1;
    return visit_exprs(st, &a->kw_defaults);
}

static int record_directive(Symtable *st, Object *name, Pos pos)
{
    Scope *s = st->cur;
    if (s->ndirectives == s->capdirectives) {
        int cap = s->capdirectives ? s->capdirectives * 2 : 4;
        void *n = arena_alloc(st->arena, sizeof(s->directives[0]) * (size_t)cap);
        if (n == NULL) return no_memory();
        if (s->ndirectives) memcpy(n, s->directives, sizeof(s->directives[0]) * (size_t)s->ndirectives);
        s->directives = n;
        s->capdirectives = cap;
    }
    s->directives[s->ndirectives].name = name;
    s->directives[s->ndirectives].pos = pos;
    s->ndirectives++;
    return 0;
}

static Pos directive_pos(Scope *s, Object *name)
{
    for (int i = 0; i < s->ndirectives; i++) { /* the first one, as CPython */
        if (s->directives[i].name == name) return s->directives[i].pos;
    }
    return s->pos;
}

static int visit_global(Symtable *st, Stmt *s, bool nonlocal)
{
    Seq *names = &s->u.global.names;
    for (int i = 0; i < names->n; i++) {
        Object *name = names->items[i];
        Object *mangled = symtable_mangle(st->private_name, name);
        if (mangled == NULL) return -1;
        Symbol *sym = scope_lookup(st->cur, mangled);
        int cur = sym ? sym->flags : 0;
        if (cur & (DEF_PARAM | DEF_LOCAL | DEF_USE)) {
            const char *msg;
            if (cur & DEF_PARAM) msg = nonlocal ? "name '%U' is parameter and nonlocal" : "name '%U' is parameter and global";
            else if (cur & DEF_USE) msg = nonlocal ? "name '%U' is used prior to nonlocal declaration" : "name '%U' is used prior to global declaration";
            else msg = nonlocal ? "name '%U' is assigned to before nonlocal declaration" : "name '%U' is assigned to before global declaration";
            return st_error(st, s->pos, msg, name);
        }
        if (nonlocal && st->cur->type == BLOCK_MODULE)
            return st_error(st, s->pos, "nonlocal declaration not allowed at module level", NULL);
        if (add_def(st, name, nonlocal ? DEF_NONLOCAL : DEF_GLOBAL, s->pos) < 0) return -1;
        if (record_directive(st, mangled, s->pos) < 0) return -1;
    }
    return 0;
}

/* The bound name of an import alias: `import a.b` binds `a`. */
static Object *alias_bound_name(Alias *a)
{
    if (a->asname) return a->asname;
    const char *s = str_cstr(a->name);
    const char *dot = strchr(s, '.');
    if (dot == NULL) return a->name;
    Object *first = str_from_utf8(s, dot - s);
    if (first == NULL) return NULL;
    return str_intern(first);
}

static int visit_function(Symtable *st, Stmt *s)
{
    if (add_def(st, s->u.funcdef.name, DEF_LOCAL, s->pos) < 0) return -1;
    if (visit_defaults(st, s->u.funcdef.args) < 0) return -1;
    if (visit_exprs(st, &s->u.funcdef.decorators) < 0) return -1;
    Scope *outer = st->cur;
    Scope *sc = new_scope(st, BLOCK_FUNCTION, s->u.funcdef.name, s, s->pos);
    if (sc == NULL) return no_memory();
    st->cur = sc;
    int r = visit_arguments(st, s->u.funcdef.args);
    if (r == 0) r = visit_stmts(st, &s->u.funcdef.body);
    st->cur = outer;
    return r;
}

static int visit_class(Symtable *st, Stmt *s)
{
    if (add_def(st, s->u.classdef.name, DEF_LOCAL, s->pos) < 0) return -1;
    if (visit_exprs(st, &s->u.classdef.bases) < 0) return -1;
    for (int i = 0; i < s->u.classdef.keywords.n; i++) {
        Keyword *k = s->u.classdef.keywords.items[i];
        if (visit_expr(st, k->value) < 0) return -1;
    }
    if (visit_exprs(st, &s->u.classdef.decorators) < 0) return -1;
    Scope *outer = st->cur;
    Scope *sc = new_scope(st, BLOCK_CLASS, s->u.classdef.name, s, s->pos);
    if (sc == NULL) return no_memory();
    Object *saved_private = st->private_name;
    st->cur = sc;
    st->private_name = s->u.classdef.name;
    int r = visit_stmts(st, &s->u.classdef.body);
    st->private_name = saved_private;
    st->cur = outer;
    return r;
}

static int visit_stmt_inner(Symtable *st, Stmt *s);

static int visit_stmt(Symtable *st, Stmt *s)
{
    if (enter_node(st) < 0) return -1;
    int r = visit_stmt_inner(st, s);
    st->depth--;
    return r;
}

/* The cases of visit_stmt_inner with locals of their own, apart (a chain of
 * elifs nests statements 3000 deep, and sanitizer builds give every local
 * a frame slot). */
static int visit_annassign(Symtable *st, Stmt *s)
{
    if (s->u.annassign.target->kind == E_NAME) {
        /* `x: int` alone still makes x local, as in CPython. */
        if (add_def(st, s->u.annassign.target->u.name.id, DEF_LOCAL, s->pos) < 0) return -1;
    } else if (visit_expr(st, s->u.annassign.target) < 0) {
        return -1;
    }
    if (s->u.annassign.value && visit_expr(st, s->u.annassign.value) < 0) return -1;
    /* a class body evaluates the annotation of a simple name (compile.c) */
    if (st->cur->type == BLOCK_CLASS && s->u.annassign.simple && s->u.annassign.target->kind == E_NAME)
        return visit_expr(st, s->u.annassign.annotation);
    return 0;
}

static int visit_with(Symtable *st, Stmt *s)
{
    for (int i = 0; i < s->u.with.items.n; i++) {
        WithItem *w = s->u.with.items.items[i];
        if (visit_expr(st, w->context_expr) < 0) return -1;
        if (w->optional_vars && visit_expr(st, w->optional_vars) < 0) return -1;
    }
    return visit_stmts(st, &s->u.with.body);
}

static int visit_try(Symtable *st, Stmt *s)
{
    if (visit_stmts(st, &s->u.tryst.body) < 0) return -1;
    for (int i = 0; i < s->u.tryst.handlers.n; i++) {
        ExceptHandler *h = s->u.tryst.handlers.items[i];
        if (h->type && visit_expr(st, h->type) < 0) return -1;
        if (h->name && add_def(st, h->name, DEF_LOCAL, h->pos) < 0) return -1;
        if (visit_stmts(st, &h->body) < 0) return -1;
    }
    if (visit_stmts(st, &s->u.tryst.orelse) < 0) return -1;
    return visit_stmts(st, &s->u.tryst.finalbody);
}

static int visit_import(Symtable *st, Stmt *s)
{
    Seq *names = s->kind == S_IMPORT ? &s->u.import.names : &s->u.importfrom.names;
    for (int i = 0; i < names->n; i++) {
        Alias *a = names->items[i];
        if (strcmp(str_cstr(a->name), "*") == 0) {
            if (st->cur->type != BLOCK_MODULE)
                return st_error(st, s->pos, "import * only allowed at module level", NULL);
            continue;
        }
        Object *bound = alias_bound_name(a);
        if (bound == NULL) return -1;
        if (add_def(st, bound, DEF_IMPORT, a->pos) < 0) return -1;
    }
    return 0;
}

static int visit_stmt_inner(Symtable *st, Stmt *s)
{
    switch (s->kind) {
    case S_FUNCTIONDEF:
        return visit_function(st, s);
    case S_CLASSDEF:
        return visit_class(st, s);
    case S_RETURN:
        return s->u.ret.value ? visit_expr(st, s->u.ret.value) : 0;
    case S_DELETE:
        return visit_exprs(st, &s->u.del.targets);
    case S_ASSIGN:
        if (visit_exprs(st, &s->u.assign.targets) < 0) return -1;
        return visit_expr(st, s->u.assign.value);
    case S_AUGASSIGN:
        if (visit_expr(st, s->u.augassign.target) < 0) return -1;
        return visit_expr(st, s->u.augassign.value);
    case S_ANNASSIGN:
        return visit_annassign(st, s);
    case S_FOR:
        if (visit_expr(st, s->u.forloop.target) < 0 || visit_expr(st, s->u.forloop.iter) < 0) return -1;
        if (visit_stmts(st, &s->u.forloop.body) < 0) return -1;
        return visit_stmts(st, &s->u.forloop.orelse);
    case S_WHILE:
        if (visit_expr(st, s->u.whileloop.test) < 0) return -1;
        if (visit_stmts(st, &s->u.whileloop.body) < 0) return -1;
        return visit_stmts(st, &s->u.whileloop.orelse);
    case S_IF:
        if (visit_expr(st, s->u.ifstmt.test) < 0) return -1;
        if (visit_stmts(st, &s->u.ifstmt.body) < 0) return -1;
        return visit_stmts(st, &s->u.ifstmt.orelse);
    case S_WITH:
        return visit_with(st, s);
    case S_RAISE:
        if (s->u.raise.exc && visit_expr(st, s->u.raise.exc) < 0) return -1;
        return s->u.raise.cause ? visit_expr(st, s->u.raise.cause) : 0;
    case S_TRY:
        return visit_try(st, s);
    case S_ASSERT:
        if (visit_expr(st, s->u.assert.test) < 0) return -1;
        return s->u.assert.msg ? visit_expr(st, s->u.assert.msg) : 0;
    case S_IMPORT:
    case S_IMPORTFROM:
        return visit_import(st, s);
    case S_GLOBAL:
        return visit_global(st, s, false);
    case S_NONLOCAL:
        return visit_global(st, s, true);
    case S_EXPR:
        return visit_expr(st, s->u.expr.value);
    case S_PASS:
    case S_BREAK:
    case S_CONTINUE:
        return 0;
    }
    return 0;
}

static const char *comp_kind_name(ExprKind k)
{
    switch (k) {
    case E_LISTCOMP: return "list comprehension";
    case E_SETCOMP: return "set comprehension";
    case E_DICTCOMP: return "dict comprehension";
    default: return "generator expression";
    }
}

static Object *comp_scope_name(ExprKind k)
{
    switch (k) {
    case E_LISTCOMP: return STR_ID("listcomp");
    case E_SETCOMP: return STR_ID("setcomp");
    case E_DICTCOMP: return STR_ID("dictcomp");
    default: return STR_ID("genexpr");
    }
}

/* Mark the names a comprehension target binds (for the walrus check). */
static int visit_comp_target(Symtable *st, Expr *t)
{
    if (visit_expr(st, t) < 0) return -1;
    if (t->kind == E_NAME) {
        Symbol *sym = scope_lookup(st->cur, symtable_mangle(st->private_name, t->u.name.id));
        if (sym) sym->flags |= DEF_COMP_ITER;
    }
    return 0;
}

static int visit_comprehension(Symtable *st, Expr *e)
{
    Seq *gens = e->kind == E_DICTCOMP ? &e->u.dictcomp.generators : &e->u.comp.generators;
    Comprehension *outer = gens->items[0];
    /* The outermost iterable is evaluated in the enclosing scope. */
    st->cur->comp_iter_expr++;
    int ri = visit_expr(st, outer->iter);
    st->cur->comp_iter_expr--;
    if (ri < 0) return -1;
    Scope *saved = st->cur;
    Scope *sc = new_scope(st, BLOCK_FUNCTION, comp_scope_name(e->kind), e, e->pos);
    if (sc == NULL) return no_memory();
    sc->is_comprehension = true;
    sc->comp_kind = comp_kind_name(e->kind);
    sc->is_generator = e->kind == E_GENEXP;
    st->cur = sc;
    int r = add_def(st, STR_ID(".0"), DEF_PARAM, e->pos);
    if (r == 0) r = visit_comp_target(st, outer->target);
    if (r == 0) r = visit_exprs(st, &outer->ifs);
    for (int i = 1; r == 0 && i < gens->n; i++) {
        Comprehension *g = gens->items[i];
        r = visit_comp_target(st, g->target);
        if (r == 0) {
            sc->comp_iter_expr++;
            r = visit_expr(st, g->iter);
            sc->comp_iter_expr--;
        }
        if (r == 0) r = visit_exprs(st, &g->ifs);
    }
    if (r == 0) {
        if (e->kind == E_DICTCOMP) {
            r = visit_expr(st, e->u.dictcomp.key);
            if (r == 0) r = visit_expr(st, e->u.dictcomp.value);
        } else {
            r = visit_expr(st, e->u.comp.elt);
        }
    }
    st->cur = saved;
    return r;
}

/* `x := v` inside a comprehension binds x in the nearest enclosing
 * non-comprehension scope (PEP 572). */
static int bind_namedexpr_target(Symtable *st, Expr *e);

/* As CPython: no walrus in a comprehension's iterable; in a comprehension,
 * the target's scope is settled (with its errors) before the value is
 * visited. */
static int visit_namedexpr(Symtable *st, Expr *e)
{
    if (st->cur->comp_iter_expr > 0)
        return st_error(st, e->pos, "assignment expression cannot be used in a comprehension iterable expression", NULL);
    Expr *target = e->u.namedexpr.target;
    if (!st->cur->is_comprehension || target->kind != E_NAME) {
        if (visit_expr(st, e->u.namedexpr.value) < 0) return -1;
        return visit_expr(st, target);
    }
    if (bind_namedexpr_target(st, e) < 0) return -1;
    return visit_expr(st, e->u.namedexpr.value);
}

static int bind_namedexpr_target(Symtable *st, Expr *e)
{
    Expr *target = e->u.namedexpr.target;
    Object *name = target->u.name.id;
    Symbol *own = scope_lookup(st->cur, symtable_mangle(st->private_name, name));
    if (own && (own->flags & DEF_COMP_ITER))
        return st_error(st, target->pos, "assignment expression cannot rebind comprehension iteration variable '%U'", name);
    for (Scope *s = st->cur; s; s = s->parent) {
        if (s->is_comprehension) {
            Symbol *sym = scope_lookup(s, name);
            if (sym && (sym->flags & DEF_COMP_ITER))
                return st_error(st, target->pos, "assignment expression cannot rebind comprehension iteration variable '%U'", name);
            continue;
        }
        if (s->type == BLOCK_CLASS)
            return st_error(st, target->pos, "assignment expression within a comprehension cannot be used in a class body", NULL);
        if (s->type == BLOCK_FUNCTION) {
            /* nonlocal in every comprehension between here and s -- or
             * global, when s declared the name global before (as
             * CPython's symtable_extend_namedexpr_scope decides) */
            Symbol *in_s = scope_lookup(s, symtable_mangle(st->private_name, name));
            int flag = in_s && (in_s->flags & DEF_GLOBAL) ? DEF_GLOBAL : DEF_NONLOCAL;
            for (Scope *c = st->cur; c != s; c = c->parent)
                if (add_def_in(st, c, name, flag, e->pos) < 0) return -1;
            return add_def_in(st, s, name, DEF_LOCAL, e->pos);
        }
        /* module: global in every comprehension */
        for (Scope *c = st->cur; c != s; c = c->parent)
            if (add_def_in(st, c, name, DEF_GLOBAL, e->pos) < 0) return -1;
        return add_def_in(st, s, name, DEF_LOCAL, e->pos);
    }
    return 0;
}

static int visit_expr_inner(Symtable *st, Expr *e);

/* The walk recurses on the tree: like CPython's symtable, it counts the
 * statements and expressions it is inside and refuses more than 3000 (3 x
 * the recursion limit) with RecursionError -- the error CPython gives for
 * a program nested that deep, once it has parsed all of it.  The check of
 * the C stack itself only matters when the compiler is called deep in a
 * program's own recursion (an import). */
static int enter_node(Symtable *st)
{
    if (++st->depth > SYMTABLE_MAX_DEPTH || c_stack_check(" during compilation") < 0) {
        st->depth--;
        if (!err_occurred()) err_set(&Exc_RecursionError, "maximum recursion depth exceeded during compilation");
        return -1;
    }
    return 0;
}

static int visit_expr(Symtable *st, Expr *e)
{
    if (enter_node(st) < 0) return -1;
    int r = visit_expr_inner(st, e);
    st->depth--;
    return r;
}

/* The cases of visit_expr_inner with locals of their own, apart: the frame
 * of the function the walk recurses through stays small (the walk goes
 * 3000 levels deep, and sanitizer builds give every local a frame slot). */
static int visit_lambda(Symtable *st, Expr *e)
{
    if (visit_defaults(st, e->u.lambda.args) < 0) return -1;
    Scope *outer = st->cur;
    Scope *sc = new_scope(st, BLOCK_FUNCTION, STR_ID("lambda"), e, e->pos);
    if (sc == NULL) return no_memory();
    sc->is_lambda = true;
    st->cur = sc;
    int r = visit_arguments(st, e->u.lambda.args);
    if (r == 0) r = visit_expr(st, e->u.lambda.body);
    st->cur = outer;
    return r;
}

static int visit_yield(Symtable *st, Expr *e)
{
    if (e->u.yield.value && visit_expr(st, e->u.yield.value) < 0) return -1;
    if (st->cur->is_comprehension)
        return st_error(st, e->pos, st->cur->comp_kind[0] == 'l' ? "'yield' inside list comprehension"
                                    : st->cur->comp_kind[0] == 's' ? "'yield' inside set comprehension"
                                    : st->cur->comp_kind[0] == 'd' ? "'yield' inside dict comprehension"
                                    : "'yield' inside generator expression", NULL);
    st->cur->is_generator = true;
    return 0;
}

static int visit_call(Symtable *st, Expr *e)
{
    if (visit_expr(st, e->u.call.func) < 0) return -1;
    if (visit_exprs(st, &e->u.call.args) < 0) return -1;
    for (int i = 0; i < e->u.call.keywords.n; i++) {
        Keyword *k = e->u.call.keywords.items[i];
        if (visit_expr(st, k->value) < 0) return -1;
    }
    return 0;
}

static int visit_name(Symtable *st, Expr *e)
{
    if (add_def(st, e->u.name.id, e->u.name.ctx == CTX_LOAD ? DEF_USE : DEF_LOCAL, e->pos) < 0) return -1;
    /* Zero-argument super() needs the class cell (CPython does the same). */
    if (e->u.name.ctx == CTX_LOAD && st->cur->type == BLOCK_FUNCTION && strcmp(str_cstr(e->u.name.id), "super") == 0)
        return add_def(st, STR_ID("__class__"), DEF_USE, e->pos);
    return 0;
}

static int visit_expr_inner(Symtable *st, Expr *e)
{
    switch (e->kind) {
    case E_BOOLOP:
        return visit_exprs(st, &e->u.boolop.values);
    case E_NAMEDEXPR:
        return visit_namedexpr(st, e);
    case E_BINOP:
        if (visit_expr(st, e->u.binop.left) < 0) return -1;
        return visit_expr(st, e->u.binop.right);
    case E_UNARYOP:
        return visit_expr(st, e->u.unaryop.operand);
    case E_LAMBDA:
        return visit_lambda(st, e);
    case E_IFEXP:
        if (visit_expr(st, e->u.ifexp.test) < 0 || visit_expr(st, e->u.ifexp.body) < 0) return -1;
        return visit_expr(st, e->u.ifexp.orelse);
    case E_DICT:
        if (visit_exprs(st, &e->u.dict.keys) < 0) return -1;
        return visit_exprs(st, &e->u.dict.values);
    case E_SET:
        return visit_exprs(st, &e->u.set.elts);
    case E_LISTCOMP:
    case E_SETCOMP:
    case E_DICTCOMP:
    case E_GENEXP:
        return visit_comprehension(st, e);
    case E_YIELD:
    case E_YIELDFROM:
        return visit_yield(st, e);
    case E_COMPARE:
        if (visit_expr(st, e->u.compare.left) < 0) return -1;
        return visit_exprs(st, &e->u.compare.comparators);
    case E_CALL:
        return visit_call(st, e);
    case E_FORMATTEDVALUE:
        if (visit_expr(st, e->u.formatted.value) < 0) return -1;
        return e->u.formatted.format_spec ? visit_expr(st, e->u.formatted.format_spec) : 0;
    case E_JOINEDSTR:
        return visit_exprs(st, &e->u.joinedstr.values);
    case E_CONSTANT:
        return 0;
    case E_ATTRIBUTE:
        return visit_expr(st, e->u.attribute.value);
    case E_SUBSCRIPT:
        if (visit_expr(st, e->u.subscript.value) < 0) return -1;
        return visit_expr(st, e->u.subscript.slice);
    case E_STARRED:
        return visit_expr(st, e->u.starred.value);
    case E_NAME:
        return visit_name(st, e);
    case E_LIST:
    case E_TUPLE:
        return visit_exprs(st, &e->u.list.elts);
    case E_SLICE:
        if (e->u.slice.lower && visit_expr(st, e->u.slice.lower) < 0) return -1;
        if (e->u.slice.upper && visit_expr(st, e->u.slice.upper) < 0) return -1;
        return e->u.slice.step ? visit_expr(st, e->u.slice.step) : 0;
    case E_AWAIT_UNUSED:
        return st_error(st, e->pos, "fpy does not support 'await'", NULL);
    }
    return 0;
}

/* ---- pass 2: the analysis ------------------------------------------------------- */

/* A set of interned names.  Small sets are scanned; from NSET_SMALL names
 * on, an open-addressing index (1 + position in items, 0 = empty; linear
 * probing, deletion by backward shift) keeps every operation O(1), so that
 * a scope with tens of thousands of names does not make the analysis
 * quadratic.  items keeps insertion order (a removal moves the last item
 * into the hole), so the analysis is deterministic. */
typedef struct { Object **items; int n, cap; int *index; int icap; } NameSet;

enum { NSET_SMALL = 16 };

/* The slot of x in s's index, or of the empty slot where it would go. */
static size_t nset_slot(const NameSet *s, Object *x)
{
    size_t mask = (size_t)s->icap - 1;
    size_t i = ptr_hash(x) & mask;
    while (s->index[i] != 0 && s->items[s->index[i] - 1] != x) i = (i + 1) & mask;
    return i;
}

static int nset_reindex(NameSet *s, int icap)
{
    int *idx = calloc((size_t)icap, sizeof(int));
    if (idx == NULL) return no_memory();
    free(s->index);
    s->index = idx;
    s->icap = icap;
    for (int k = 0; k < s->n; k++) s->index[nset_slot(s, s->items[k])] = k + 1;
    return 0;
}

static int nset_find(const NameSet *s, Object *x)
{
    if (s->index == NULL) {
        for (int i = 0; i < s->n; i++)
            if (s->items[i] == x) return i;
        return -1;
    }
    int k = s->index[nset_slot(s, x)];
    return k - 1;
}

static bool nset_has(const NameSet *s, Object *x) { return nset_find(s, x) >= 0; }

static int nset_add(NameSet *s, Object *x)
{
    if (nset_has(s, x)) return 0;
    if (s->n == s->cap) {
        int cap = s->cap ? s->cap * 2 : 8;
        Object **n = realloc(s->items, sizeof(Object *) * (size_t)cap);
        if (n == NULL) return no_memory();
        s->items = n;
        s->cap = cap;
    }
    s->items[s->n++] = x;
    if (s->index != NULL && s->n * 2 > s->icap) return nset_reindex(s, s->icap * 2);
    if (s->index == NULL && s->n >= NSET_SMALL) return nset_reindex(s, 4 * NSET_SMALL);
    if (s->index != NULL) s->index[nset_slot(s, x)] = s->n;
    return 0;
}

/* Empty index slot i, shifting back the entries probed past it. */
static void nset_unindex(NameSet *s, size_t i)
{
    size_t mask = (size_t)s->icap - 1;
    size_t j = i;
    for (;;) {
        j = (j + 1) & mask;
        if (s->index[j] == 0) break;
        size_t home = ptr_hash(s->items[s->index[j] - 1]) & mask;
        /* the entry at j stays if its home lies cyclically in (i, j] */
        if (i <= j ? (i < home && home <= j) : (i < home || home <= j)) continue;
        s->index[i] = s->index[j];
        i = j;
    }
    s->index[i] = 0;
}

static void nset_remove(NameSet *s, Object *x)
{
    int k = nset_find(s, x);
    if (k < 0) return;
    if (s->index != NULL) nset_unindex(s, nset_slot(s, x));
    Object *last = s->items[--s->n];
    if (k != s->n) {
        s->items[k] = last;
        if (s->index != NULL) s->index[nset_slot(s, last)] = k + 1;
    }
}

static int nset_union(NameSet *dst, const NameSet *src)
{
    for (int i = 0; i < src->n; i++)
        if (nset_add(dst, src->items[i]) < 0) return -1;
    return 0;
}

static void nset_clear(NameSet *s)
{
    free(s->items);
    free(s->index);
    s->items = NULL;
    s->index = NULL;
    s->n = s->cap = s->icap = 0;
}

static int analyze_name(Symtable *st, Scope *sc, Symbol *sym, NameSet *bound, NameSet *local, NameSet *free,
                        NameSet *global)
{
    Object *name = sym->name;
    int flags = sym->flags;
    if (flags & DEF_GLOBAL) {
        if (flags & DEF_NONLOCAL) return st_error(st, directive_pos(sc, name), "name '%U' is nonlocal and global", name);
        sym->scope = SC_GLOBAL_EXPLICIT;
        if (nset_add(global, name) < 0) return -1;
        if (bound) nset_remove(bound, name);
        return 0;
    }
    if (flags & DEF_NONLOCAL) {
        if (bound == NULL)
            return st_error(st, directive_pos(sc, name), "nonlocal declaration not allowed at module level", NULL);
        if (!nset_has(bound, name))
            return st_error(st, directive_pos(sc, name), "no binding for nonlocal '%U' found", name);
        sym->scope = SC_FREE;
        sc->has_free = true;
        return nset_add(free, name);
    }
    if (flags & DEF_BOUND) {
        sym->scope = SC_LOCAL;
        if (nset_add(local, name) < 0) return -1;
        nset_remove(global, name);
        return 0;
    }
    if (bound && nset_has(bound, name)) {
        sym->scope = SC_FREE;
        sc->has_free = true;
        return nset_add(free, name);
    }
    sym->scope = SC_GLOBAL_IMPLICIT;
    return 0;
}

static int analyze_block(Symtable *st, Scope *sc, NameSet *bound, NameSet *free, NameSet *global);

static int analyze_child(Symtable *st, Scope *child, NameSet *bound, NameSet *free, NameSet *global,
                         NameSet *child_free)
{
    /* The child may modify the sets it gets: give it copies. */
    NameSet b = {0}, g = {0};
    int r = nset_union(&b, bound);
    if (r == 0) r = nset_union(child_free, free);
    if (r == 0) r = nset_union(&g, global);
    if (r == 0) r = analyze_block(st, child, &b, child_free, &g);
    nset_clear(&b);
    nset_clear(&g);
    return r;
}

static int analyze_block(Symtable *st, Scope *sc, NameSet *bound, NameSet *free, NameSet *global)
{
    NameSet local = {0}, newbound = {0}, newglobal = {0}, newfree = {0};
    int r = 0;
    Object *class_name = STR_ID("__class__");
    if (sc->type == BLOCK_CLASS) {
        /* A class body's names are invisible to nested functions: pass
         * down what came in before looking at the class's own names. */
        r = nset_union(&newglobal, global);
        if (r == 0 && bound) r = nset_union(&newbound, bound);
    }
    for (int i = 0; r == 0 && i < sc->nsyms; i++)
        r = analyze_name(st, sc, &sc->syms[i], bound, &local, free, global);
    if (r == 0) {
        if (sc->type != BLOCK_CLASS) {
            if (sc->type == BLOCK_FUNCTION) r = nset_union(&newbound, &local);
            if (r == 0 && bound) r = nset_union(&newbound, bound);
            if (r == 0) r = nset_union(&newglobal, global);
        } else {
            r = nset_add(&newbound, class_name);
        }
    }
    for (int i = 0; r == 0 && i < sc->nchildren; i++) {
        Scope *child = sc->children[i];
        NameSet child_free = {0};
        r = analyze_child(st, child, &newbound, &newfree, &newglobal, &child_free);
        if (r == 0) r = nset_union(&newfree, &child_free);
        nset_clear(&child_free);
        if (child->has_free || child->child_free) sc->child_free = true;
    }
    if (r == 0) {
        if (sc->type == BLOCK_FUNCTION) {
            /* Locals read by nested scopes become cells. */
            for (int i = 0; i < sc->nsyms; i++) {
                Symbol *sym = &sc->syms[i];
                if (sym->scope == SC_LOCAL && nset_has(&newfree, sym->name)) {
                    sym->scope = SC_CELL;
                    nset_remove(&newfree, sym->name);
                }
            }
        } else if (sc->type == BLOCK_CLASS && nset_has(&newfree, class_name)) {
            nset_remove(&newfree, class_name);
            sc->needs_class_closure = true;
        }
        /* Free variables of children not resolved here pass through. */
        for (int i = 0; r == 0 && i < newfree.n; i++) {
            Object *name = newfree.items[i];
            Symbol *sym = scope_lookup(sc, name);
            if (sym) {
                if (sc->type == BLOCK_CLASS && (sym->flags & (DEF_BOUND | DEF_GLOBAL)))
                    sym->flags |= DEF_FREE_CLASS;
                /* a cell here, or already free */
                continue;
            }
            if (bound && !nset_has(bound, name)) continue; /* a global */
            sym = scope_add(st, sc, name);
            if (sym == NULL) {
                r = no_memory();
                break;
            }
            sym->scope = SC_FREE;
        }
        if (r == 0) r = nset_union(free, &newfree);
    }
    nset_clear(&local);
    nset_clear(&newbound);
    nset_clear(&newglobal);
    nset_clear(&newfree);
    return r;
}

Symtable *symtable_build(Module *m, Object *filename, const char *src, size_t srclen, Arena *arena)
{
    Symtable *st = arena_alloc(arena, sizeof(Symtable));
    if (st == NULL) {
        err_no_memory();
        return NULL;
    }
    st->arena = arena;
    st->filename = filename;
    st->src = src;
    st->srclen = srclen;
    Pos pos = {1, 0, 1, 0};
    st->top = new_scope(st, BLOCK_MODULE, STR_ID("top"), NULL, pos);
    if (st->top == NULL) {
        err_no_memory();
        return NULL;
    }
    st->cur = st->top;
    if (visit_stmts(st, &m->body) < 0) return NULL;
    NameSet free = {0}, global = {0};
    int r = analyze_block(st, st->top, NULL, &free, &global);
    nset_clear(&free);
    nset_clear(&global);
    return r < 0 ? NULL : st;
}
