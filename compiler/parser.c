/* parser.c: tokens -> abstract syntax tree (compiler/ast.h).
 *
 * The idea: a recursive-descent parser with one function per grammar rule
 * of CPython 3.11's Grammar/python.gram (same names: disjunction,
 * conjunction, inversion, comparison, bitwise_or ... primary, atom), and
 * precedence climbing for the six levels of binary operators.  The token
 * array (compiler/lexer.h) lets any rule look ahead freely.
 *
 * Errors are where most of the work is.  CPython's PEG parser runs twice:
 * once plainly and, on failure, again with its `invalid_*` rules enabled,
 * which recognise common mistakes and raise a specific message ("expected
 * ':'", "cannot assign to literal here. Maybe you meant '==' instead of
 * '='?", "invalid syntax. Perhaps you forgot a comma?").  fpy parses once,
 * with PEG's failure model:
 *   - a *plain* failure (p_syntax_error) records no message; a caller may
 *     back up and keep a shorter parse (soft_backtrack in parse_expr.c:
 *     `a if f( (0) else b` keeps `f` so the conditional's own error rule
 *     still fires), and at the end a plain failure becomes "invalid
 *     syntax" -- or "unexpected indent" -- at the furthest token the parse
 *     read, which is CPython's first-pass p->fill;
 *   - a *specific* error (p_error_*) stops everything; the checks of the
 *     invalid rules run where the mistake shows, and read ahead
 *     speculatively when the rule needs to (p_save/p_restore).  Such reads
 *     count in max_fill (CPython's fill never goes back), which is where
 *     a specific RAISE_SYNTAX_ERROR points and how far "'(' was never
 *     closed" looks; they do not move fill.
 *
 * Invariants:
 *   - the first specific error wins; a speculative parse's errors vanish
 *     with it -- except a tokenizer error, which CPython raises the moment
 *     the parser reaches the bad token;
 *   - after a parser error, an error the tokenizer raises anywhere later in
 *     the file replaces it (CPython tokenizes the rest of the file to look
 *     for one), and an unclosed bracket does too if it opened on an earlier
 *     line than the last token read (parser_finish_error);
 *   - nesting is bounded: brackets by the tokenizer (200), blocks by the
 *     indentation limit (100), everything by CPython's parser limit
 *     (PARSE_MAXSTACK levels of its rules, p_enter) and, after the parse,
 *     by the symbol table's 3000 levels of statements and expressions --
 *     with a check of the C stack itself behind them -- so neither this
 *     parser nor any pass over the tree can overflow the C stack;
 *   - every Object in the tree is immortal (p_constant, p_identifier).
 *
 * Nesting.  CPython's generated parser counts the rule functions it is
 * inside (p->level) and fails with MemoryError at 6000.  fpy's functions
 * are not CPython's rules one for one, so p_enter adds, for each construct,
 * the levels CPython's rules spend on it (the PL_* costs of parser.h,
 * measured against CPython 3.11 by finding where its MemoryError starts
 * for each construct in each context): a unary operator or a `not` costs
 * 1, a lambda or a `**` 2, a pair of parentheses 28, a call 24, a
 * statement inside a block 6 or 7 more than outside.  Two effects of
 * CPython's memoization are modelled too: a statement's leading primary
 * is first parsed as an assignment target, PL_SHALLOW levels nearer the
 * top, and that shallower parse is the one that counts; and after a
 * failed parse CPython parses again with its error rules, which nest a
 * few levels deeper (PL_SECOND_PASS, and PL2_* per enclosing bracket), so
 * a program nested almost to the limit before a syntax error gets
 * MemoryError.  The model is exact for the chains and brackets measured
 * and close elsewhere (docs/subset.md, "Known limits").
 *
 * Expressions live in parse_expr.c, statements in parse_stmt.c, string
 * literals in parse_string.c.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/compiler.h"
#include "compiler/parser.h"

/* ===== tokens ================================================================ */

static void error_from_lexer(Parser *p);

Token *p_peek_at(Parser *p, int k)
{
    int i = p->pos + k;
    if (i >= p->ntoks) i = p->ntoks - 1;
    if (i + 1 > p->max_fill) p->max_fill = i + 1;
    if (i + 1 > p->fill) {
        p->fill = i + 1;
        /* CPython raises a tokenizer error as soon as the parser fetches
         * the bad token, whatever it was trying to parse. */
        if (p->toks[i].kind == T_ERRORTOKEN && !(p->failed && p->err.from_lexer)) error_from_lexer(p);
    }
    return &p->toks[i];
}

Token *p_peek(Parser *p) { return p_peek_at(p, 0); }

Token *p_next(Parser *p)
{
    Token *t = p_peek(p);
    if (p->pos < p->ntoks - 1) p->pos++;
    return t;
}

bool p_check(Parser *p, int kind) { return p_peek(p)->kind == kind; }

Token *p_accept(Parser *p, int kind)
{
    return p_check(p, kind) ? p_next(p) : NULL;
}

Token *p_expect(Parser *p, int kind)
{
    if (p_check(p, kind)) return p_next(p);
    return p_syntax_error(p);
}

Token *p_expect_forced(Parser *p, int kind, const char *what)
{
    if (p_check(p, kind)) return p_next(p);
    /* CPython's forced tokens (&&':') report at the current token. */
    return p_error_tok(p, p_peek(p), "expected '%s'", what);
}

/* ===== errors ================================================================ */

static Parser *root(Parser *p)
{
    while (p->parent) p = p->parent;
    return p;
}

/* SyntaxError.offset of byte column `col`: CPython 3.11 reports parser
 * errors in bytes, 1-based (it converts to characters only for sources
 * that declare an encoding).  Inside an f-string's expression, columns on
 * the expression's first line count from its "(expr)" text, as CPython's
 * sub-parser does. */
static int col_offset1(Parser *p, int lineno, int col)
{
    if (p->parent && lineno == p->line_offset + 1) col -= p->col_offset;
    return col + 1;
}

/* INDENT, DEDENT and ENDMARKER have no extent in CPython (col_offset -1):
 * errors placed on them use the tokenizer's position instead, which the
 * lexer stores in their col. */
static bool no_extent(Token *t)
{
    return t->kind == T_INDENT || t->kind == T_DEDENT || t->kind == T_ENDMARKER;
}

static void record(Parser *p, Type *type, int lineno, int offset, int end_lineno, int end_offset,
                   const char *fmt, va_list ap)
{
    if (p->failed && !p->err.soft) return; /* the first real error wins */
    if (p->no_invalid) {
        /* inside a *_without_invalid parse: only a plain failure */
        if (!p->failed) {
            p->failed = true;
            p->err.soft = true;
        }
        return;
    }
    p->failed = true;
    ParseError *e = &p->err;
    e->soft = false;
    e->type = type;
    vsnprintf(e->msg, sizeof e->msg, fmt, ap);
    if (p->fstring_text != NULL && type != &Exc_RecursionError) {
        /* CPython prefixes errors met inside an f-string's expression. */
        size_t n = strlen(e->msg);
        if (n > sizeof e->msg - 11) n = sizeof e->msg - 11;
        memmove(e->msg + 10, e->msg, n);
        memcpy(e->msg, "f-string: ", 10);
        e->msg[n + 10] = 0;
    }
    e->lineno = lineno;
    e->offset = offset;
    e->end_lineno = end_lineno;
    e->end_offset = end_offset;
    e->no_location = false;
    e->final = false;
    e->from_lexer = false;
}

void *p_error_at(Parser *p, Type *type, int lineno, int col, int end_lineno, int end_col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    record(p, type, lineno, col_offset1(p, lineno, col), end_lineno,
           end_col < 0 ? end_col + 1 : col_offset1(p, end_lineno, end_col), fmt, ap);
    va_end(ap);
    return NULL;
}

void *p_error_tok(Parser *p, Token *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (no_extent(t)) record(p, &Exc_SyntaxError, t->lineno, 0, t->end_lineno, 0, fmt, ap);
    else
        record(p, &Exc_SyntaxError, t->lineno, col_offset1(p, t->lineno, t->col), t->end_lineno,
               col_offset1(p, t->end_lineno, t->end_col), fmt, ap);
    va_end(ap);
    return NULL;
}

void *p_error_node(Parser *p, Pos pos, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    record(p, &Exc_SyntaxError, pos.lineno, col_offset1(p, pos.lineno, pos.col), pos.end_lineno,
           col_offset1(p, pos.end_lineno, pos.end_col), fmt, ap);
    va_end(ap);
    return NULL;
}

void *p_error_range(Parser *p, Pos a, Pos b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    record(p, &Exc_SyntaxError, a.lineno, col_offset1(p, a.lineno, a.col), b.end_lineno,
           col_offset1(p, b.end_lineno, b.end_col), fmt, ap);
    va_end(ap);
    return NULL;
}

/* The last token fetched: where CPython's RAISE_SYNTAX_ERROR points. */
static Token *last_token(Parser *p)
{
    return &p->toks[p->fill > 0 ? p->fill - 1 : 0];
}

static void *error_last(Parser *p, Type *type, const char *fmt, va_list ap)
{
    /* CPython's fill never goes back: a specific error (second pass)
     * points at the furthest token any rule read, speculations included */
    int k = p->max_fill > p->fill ? p->max_fill : p->fill;
    Token *t = &p->toks[k > 0 ? k - 1 : 0];
    int off, end;
    if (no_extent(t) || t->kind == T_ERRORTOKEN) {
        off = t->col; /* the tokenizer's position, not + 1 */
        end = -1;
    }
    else {
        off = col_offset1(p, t->lineno, t->col);
        end = col_offset1(p, t->end_lineno, t->end_col);
    }
    record(p, type, t->lineno, off, t->end_lineno, end, fmt, ap);
    return NULL;
}

void *p_error_last(Parser *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    error_last(p, &Exc_SyntaxError, fmt, ap);
    va_end(ap);
    return NULL;
}

void *p_indent_error_last(Parser *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    error_last(p, &Exc_IndentationError, fmt, ap);
    va_end(ap);
    return NULL;
}

void *p_syntax_error(Parser *p)
{
    if (p->failed) return NULL;
    p->failed = true;
    p->err.soft = true;
    p->err.type = NULL;
    return NULL;
}

void parser_resolve_generic(Parser *p)
{
    if (!p->failed || !p->err.soft) return;
    int save = p->no_invalid;
    p->no_invalid = 0;
    Token *t = last_token(p);
    if (t->kind == T_INDENT || t->kind == T_DEDENT) {
        p->max_fill = p->fill; /* the first pass's token, as CPython */
        p_indent_error_last(p, t->kind == T_INDENT ? "unexpected indent" : "unexpected unindent");
        p->err.final = true; /* CPython does not look for tokenizer errors then */
    }
    else {
        p_error_tok(p, t, "invalid syntax");
    }
    p->no_invalid = save;
}

void *p_no_memory(Parser *p)
{
    if (!p->failed || p->err.soft) {
        p->failed = true;
        p->err.type = &Exc_MemoryError;
        p->err.msg[0] = 0;
        p->err.no_location = true;
        p->err.final = true;
        p->err.soft = false;
        p->err.from_lexer = false;
    }
    return NULL;
}

static void error_from_lexer(Parser *p)
{
    LexError *le = &p->lx.err;
    Parser *r = root(p);
    ParseError *e = &p->err;
    memset(e, 0, sizeof *e);
    p->failed = true;
    e->from_lexer = true;
    e->final = true;
    /* no "f-string: " prefix here: CPython's tokenizer does not add one */
    snprintf(e->msg, sizeof e->msg, "%s", le->msg);
    e->lineno = le->lineno;
    e->offset = le->offset;
    e->end_lineno = le->end_lineno;
    e->end_offset = le->end_offset;
    switch (le->kind) {
    case LEXERR_INDENT: e->type = &Exc_IndentationError; break;
    case LEXERR_TAB: e->type = &Exc_TabError; break;
    case LEXERR_NOLOC: e->type = &Exc_SyntaxError; e->no_location = true; break;
    case LEXERR_NOMEM: e->type = &Exc_MemoryError; e->no_location = true; e->msg[0] = 0; break;
    case LEXERR_EOF_BRACKET:
        e->type = &Exc_SyntaxError;
        e->offset = le->bracket_col + 1;
        e->end_offset = 0;
        break;
    default: e->type = &Exc_SyntaxError; break;
    }
    if (p != r) {
        /* inside an f-string: positions are relative to the expression */
        e->lineno += p->line_offset;
        e->end_lineno += p->line_offset;
    }
}

void parser_finish_error(Parser *p)
{
    parser_resolve_generic(p);
    if (!p->failed || p->err.final || p->err.from_lexer) return;
    LexError *le = &p->lx.err;
    if (le->kind == LEXERR_NONE) return;
    if (le->kind != LEXERR_EOF_BRACKET && !le->raised) return;
    if (le->kind == LEXERR_EOF_BRACKET) {
        /* CPython compares with the last token its second pass read */
        int k = p->max_fill > p->fill ? p->max_fill : p->fill;
        if (p->toks[k > 0 ? k - 1 : 0].lineno > le->bracket_line) error_from_lexer(p);
        return;
    }
    error_from_lexer(p);
}

void parser_raise(Parser *p)
{
    ParseError *e = &p->err;
    if (e->type == NULL) e->type = &Exc_SyntaxError;
    if (e->type == &Exc_MemoryError) {
        err_no_memory();
        return;
    }
    if (e->type == &Exc_RecursionError) {
        err_set(&Exc_RecursionError, e->msg);
        return;
    }
    Object *msg = str_from_utf8(e->msg, (ssize_t)strlen(e->msg));
    if (msg == NULL) return;
    Object *args;
    if (e->no_location) {
        args = tuple_pack(1, msg);
    }
    else {
        Parser *r = root(p);
        size_t n;
        const char *line = lex_line(&r->lx, e->lineno, &n);
        Object *text;
        if (line != NULL) {
            /* the line with its newline, as CPython reads it */
            char *buf = malloc(n + 2);
            if (buf == NULL) {
                DECREF(msg);
                err_no_memory();
                return;
            }
            memcpy(buf, line, n);
            buf[n] = '\n';
            text = str_from_utf8(buf, (ssize_t)n + 1);
            free(buf);
        }
        else {
            text = None;
            INCREF(text);
        }
        Object *fn = p->filename ? p->filename : None;
        Object *loc = text ? tuple_pack(6, fn, small_new(e->lineno), small_new(e->offset), text,
                                        small_new(e->end_lineno), small_new(e->end_offset))
                           : NULL;
        XDECREF(text);
        args = loc ? tuple_pack(2, msg, loc) : NULL;
        XDECREF(loc);
    }
    DECREF(msg);
    if (args == NULL) return;
    Object *exc = exc_new(e->type, args);
    DECREF(args);
    if (exc == NULL) return;
    err_restore(exc);
}

void p_save(Parser *p, PState *s)
{
    s->pos = p->pos;
    s->fill = p->fill;
    s->depth = p->depth;
    s->level = p->level;
    s->nest2 = p->nest2;
    s->failed = p->failed;
    s->err = p->err;
}

void p_restore(Parser *p, PState *s)
{
    if (p->failed && p->err.from_lexer) return; /* a tokenizer error sticks */
    p->pos = s->pos;
    p->fill = s->fill;
    p->depth = s->depth;
    p->level = s->level;
    p->nest2 = s->nest2;
    p->failed = s->failed;
    p->err = s->err;
}

/* ===== nesting =============================================================== */

bool p_enter(Parser *p, int cost)
{
    p->level += cost;
    if (p->level > p->max_level) p->max_level = p->level;
    if (p->level + p->nest2 > p->max_level2) p->max_level2 = p->level + p->nest2;
    bool deep = p->level >= PARSE_MAXSTACK;
    bool no_stack = !deep && c_stack_check("") < 0;
    if (!deep && !no_stack) return true;
    p->level -= cost;
    if (no_stack) err_clear();
    if (!p->failed || p->err.soft) {
        /* CPython's parser: MemoryError, no location.  Running short of C
         * stack first (deep inside a program's own recursion, say) is a
         * RecursionError, as for the later passes. */
        ParseError *e = &p->err;
        memset(e, 0, sizeof *e);
        p->failed = true;
        e->type = no_stack ? &Exc_RecursionError : &Exc_MemoryError;
        if (no_stack) snprintf(e->msg, sizeof e->msg, "maximum recursion depth exceeded during compilation");
        e->no_location = true;
        e->final = true;
    }
    return false;
}

/* ===== memo ================================================================== */

struct ParseMemo {
    int kind, pos;           /* kind 0: an empty slot */
    int max_fill;
    Expr *result;
};

static size_t memo_hash(int kind, int pos)
{
    return ((size_t)(unsigned)pos * 0x9E3779B1u) ^ (size_t)(unsigned)kind;
}

bool p_memo_get(Parser *p, int kind, int pos, Expr **result)
{
    if (p->memo_cap == 0) return false;
    size_t mask = (size_t)p->memo_cap - 1;
    for (size_t i = memo_hash(kind, pos) & mask; p->memo[i].kind != 0; i = (i + 1) & mask) {
        struct ParseMemo *m = &p->memo[i];
        if (m->kind == kind && m->pos == pos) {
            if (m->max_fill > p->max_fill) p->max_fill = m->max_fill;
            *result = m->result;
            return true;
        }
    }
    return false;
}

void p_memo_put(Parser *p, int kind, int pos, Expr *result, int max_fill)
{
    if ((p->memo_n + 1) * 2 > p->memo_cap) {
        int cap = p->memo_cap ? p->memo_cap * 2 : 64;
        struct ParseMemo *m = arena_alloc(p->arena, sizeof(struct ParseMemo) * (size_t)cap);
        if (m == NULL) return; /* only a cache */
        memset(m, 0, sizeof(struct ParseMemo) * (size_t)cap);
        for (int i = 0; i < p->memo_cap; i++) {
            if (p->memo[i].kind == 0) continue;
            size_t j = memo_hash(p->memo[i].kind, p->memo[i].pos) & ((size_t)cap - 1);
            while (m[j].kind != 0) j = (j + 1) & ((size_t)cap - 1);
            m[j] = p->memo[i];
        }
        p->memo = m;
        p->memo_cap = cap;
    }
    size_t mask = (size_t)p->memo_cap - 1;
    size_t i = memo_hash(kind, pos) & mask;
    while (p->memo[i].kind != 0) i = (i + 1) & mask;
    p->memo[i] = (struct ParseMemo){kind, pos, max_fill, result};
    p->memo_n++;
}

/* ===== nodes ================================================================= */

void *p_alloc(Parser *p, size_t size)
{
    void *m = arena_alloc(p->arena, size);
    if (m == NULL) p_no_memory(p);
    return m;
}

Pos p_tok_pos(Token *t)
{
    Pos r = {t->lineno, t->col, t->end_lineno, t->end_col};
    return r;
}

Pos p_span(Pos a, Pos b)
{
    Pos r = {a.lineno, a.col, b.end_lineno, b.end_col};
    return r;
}

Expr *p_expr(Parser *p, ExprKind kind, Pos pos)
{
    Expr *e = p_alloc(p, sizeof(Expr));
    if (e == NULL) return NULL;
    e->kind = kind;
    e->pos = pos;
    return e;
}

Stmt *p_stmt(Parser *p, StmtKind kind, Pos pos)
{
    Stmt *s = p_alloc(p, sizeof(Stmt));
    if (s == NULL) return NULL;
    s->kind = kind;
    s->pos = pos;
    return s;
}

int p_seq_push(Parser *p, SeqBuf *b, void *item)
{
    if (b->n == b->cap) {
        int ncap = b->cap ? b->cap * 2 : 4;
        void **n = p_alloc(p, sizeof(void *) * (size_t)ncap);
        if (n == NULL) return -1;
        if (b->n) memcpy(n, b->items, sizeof(void *) * (size_t)b->n);
        b->items = n;
        b->cap = ncap;
    }
    b->items[b->n++] = item;
    return 0;
}

Seq p_seq_done(SeqBuf *b)
{
    Seq s = {b->n, b->items};
    return s;
}

Seq p_seq1(Parser *p, void *item)
{
    Seq s = {0, NULL};
    void **items = p_alloc(p, sizeof(void *));
    if (items == NULL) return s;
    items[0] = item;
    s.n = 1;
    s.items = items;
    return s;
}

Object *p_constant(Parser *p, Object *o)
{
    if (o == NULL) return p_no_memory(p);
    obj_make_immortal(o);
    return o;
}

Object *p_identifier(Parser *p, const char *s, size_t n)
{
    Object *o = str_from_utf8(s, (ssize_t)n);
    if (o == NULL) {
        err_clear();
        return p_no_memory(p);
    }
    return str_intern(o);
}

Expr *p_name_from_token(Parser *p, Token *t)
{
    Object *id = p_identifier(p, t->start, t->len);
    if (id == NULL) return NULL;
    Expr *e = p_expr(p, E_NAME, p_tok_pos(t));
    if (e == NULL) return NULL;
    e->u.name.id = id;
    e->u.name.ctx = CTX_LOAD;
    return e;
}

Expr *p_constant_expr(Parser *p, Object *value, Pos pos)
{
    Expr *e = p_expr(p, E_CONSTANT, pos);
    if (e == NULL) return NULL;
    e->u.constant.value = value;
    return e;
}

/* ===== set-up ================================================================ */

int parser_init(Parser *p, const char *src, size_t len, Object *filename, Arena *arena)
{
    memset(p, 0, sizeof *p);
    p->skip_comma_at = -1;
    p->shallow_at = -1;
    p->arena = arena;
    p->filename = filename;
    lex_source(src, len, filename ? str_cstr(filename) : "<string>", &p->lx);
    p->toks = p->lx.toks;
    p->ntoks = p->lx.ntoks;
    if (p->ntoks == 0) {
        /* nothing tokenized: an error found before (NUL byte, bad UTF-8) */
        error_from_lexer(p);
        return -1;
    }
    return 0;
}

void parser_fini(Parser *p)
{
    lex_result_free(&p->lx);
}

Module *parse_module(const char *src, size_t len, Object *filename, Arena *arena)
{
    return parse_source(src, len, filename, arena, COMPILE_EXEC);
}

Module *parse_source(const char *src, size_t len, Object *filename, Arena *arena, int mode)
{
    Parser p;
    Module *m = NULL;
    if (parser_init(&p, src, len, filename, arena) == 0) {
        Seq body = mode == COMPILE_EVAL ? p_eval_input(&p) : mode == COMPILE_SINGLE ? p_single_input(&p) : p_file(&p);
        if (!p.failed) {
            m = p_alloc(&p, sizeof(Module));
            if (m) m->body = body;
        }
    }
    if (m == NULL) {
        parser_finish_error(&p);
        /* After a failed parse CPython parses again with its error rules,
         * a few levels deeper: a program nested almost to the limit
         * before the error gets MemoryError then.  Not after a tokenizer
         * error: its error indicator stops that second pass at once. */
        Type *t = p.err.type;
        if (!p.err.from_lexer && (t == NULL || t == &Exc_SyntaxError || t == &Exc_IndentationError) &&
            p.max_level2 + PL_SECOND_PASS >= PARSE_MAXSTACK) {
            memset(&p.err, 0, sizeof p.err);
            p.err.type = &Exc_MemoryError;
            p.err.no_location = true;
        }
        parser_raise(&p);
    }
    parser_fini(&p);
    return m;
}

/* ===== the interactive reader's question ===================================== */

bool compile_needs_more(const char *src, size_t len, bool *blank)
{
    /* the last line read: from after the newline before the final one */
    size_t last = len > 0 ? len - 1 : 0;
    while (last > 0 && src[last - 1] != '\n') last--;
    bool last_blank = true;
    for (size_t i = last; i < len; i++)
        if (src[i] != ' ' && src[i] != '\t' && src[i] != '\n' && src[i] != '\r' && src[i] != '\f') last_blank = false;
    LexResult lx;
    bool more = false;
    *blank = false;
    if (lex_source(src, len, "<stdin>", &lx) < 0) {
        /* the end of the text inside a bracket, a triple-quoted string or
         * after a backslash: more lines may complete it; any other error
         * shows now */
        const LexError *e = &lx.err;
        more = e->kind == LEXERR_EOF_BRACKET ||
               strncmp(e->msg, "unterminated triple-quoted string literal", 41) == 0 ||
               strcmp(e->msg, "unexpected EOF while parsing") == 0;
    } else if (lx.ntoks > 0) {
        switch (lx.toks[0].kind) {
        case T_ENDMARKER: /* only comments and blank lines: nothing to run */
            *blank = true;
            break;
        case T_KW_IF: case T_KW_WHILE: case T_KW_FOR: case T_KW_WITH: case T_KW_TRY:
        case T_KW_DEF: case T_KW_CLASS: case T_AT: case T_KW_ASYNC:
            /* a compound statement ends at an empty line */
            more = !last_blank;
            break;
        default:
            break;
        }
    }
    lex_result_free(&lx);
    return more;
}

/* ===== the traceback's markers ============================================== */

bool compile_caret_anchors(const char *seg, size_t len, int *left_end, int *right_start)
{
    Arena *arena = arena_new();
    if (arena == NULL) return false;
    bool found = false;
    Object *saved = err_fetch(); /* the parse must not disturb an exception being handled */
    Module *m = parse_source(seg, len, STR_ID("<string>"), arena, COMPILE_EXEC);
    if (m == NULL) err_clear();
    if (m != NULL && m->body.n == 1 && ((Stmt *)m->body.items[0])->kind == S_EXPR) {
        Expr *e = ((Stmt *)m->body.items[0])->u.expr.value;
        if (e->kind == E_BINOP) {
            /* the operator: the first non-blank after the left operand
             * that is not a closing bracket; two characters when the next
             * one is not blank (//, **, <<, ...) */
            int from = e->u.binop.left->pos.end_col, to = e->u.binop.right->pos.col;
            for (int i = from; i < to && i < (int)len; i++) {
                char ch = seg[i];
                if (ch == ' ' || ch == '\t' || ch == '\f' || ch == '\n' || ch == '\r' || ch == '\\') continue;
                *left_end = i;
                *right_start = i + 1;
                if (i + 1 < to && seg[i + 1] != ' ' && seg[i + 1] != '\t' && seg[i + 1] != '\f') ++*right_start;
                found = true;
                if (ch == ')' && i + 1 < to) continue;
                break;
            }
        } else if (e->kind == E_SUBSCRIPT) {
            *left_end = e->u.subscript.value->pos.end_col;
            *right_start = e->u.subscript.slice->pos.end_col + 1;
            found = true;
        }
    }
    err_restore(saved);
    arena_free(arena);
    return found;
}
