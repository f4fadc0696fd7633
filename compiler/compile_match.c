/* compile_match.c: code for the match statement (PEP 634).
 *
 * The idea is CPython 3.11's (Python/compile.c, compiler_match): the
 * subject is evaluated once and each case's pattern is compiled to a
 * straight run of tests on the value on top of the stack.  A pattern
 * consumes the value it tests.  The names it captures are not stored as
 * they are found: each captured object is rotated down the stack, below
 * whatever the pattern still works on, and only when the whole pattern has
 * matched are they stored, in the order they were captured.  So a case
 * that fails binds nothing; a case whose guard fails has bound its names
 * (as in CPython).
 *
 * A failed test jumps to a "fail_pop" label chosen by how many items are on
 * the stack above the subject at that point (the captures so far plus the
 * objects being worked on, pc->on_top): fail_pop[n] pops one item and falls
 * into fail_pop[n - 1], ..., down to fail_pop[0], where the next case
 * starts.  Every fail_pop label is thus reached with one stack depth, which
 * keeps the assembler's depth computation simple.
 *
 * The VM's part is five instructions (vm/opcodes.h): MATCH_SEQUENCE,
 * MATCH_MAPPING, MATCH_KEYS, MATCH_CLASS and GET_LEN; the rest is made of
 * ordinary ones (COPY, SWAP, UNPACK_SEQUENCE, COMPARE_OP, ...).  The
 * compile-time checks are CPython's, with its messages: irrefutable
 * patterns that make later ones unreachable, a name captured twice,
 * alternatives that capture different names, two starred names, a
 * repeated keyword attribute or mapping key, non-literal values.
 *
 * Everything lives in the compilation (arena memory for the name lists and
 * label tables); nothing is shared between threads.
 */
#include <string.h>

#include "compiler/codegen.h"

typedef struct {
    Object **stores;        /* the names captured so far, in capture order (interned) */
    int nstores, capstores;
    bool allow_irrefutable; /* an irrefutable pattern is allowed here */
    int *fail_pop;          /* fail_pop[n]: the failure exit with n items to pop */
    int fail_pop_size;
    int on_top;             /* items above the captures that a failure must pop too */
} PatternContext;

static int compile_pattern(Compiler *c, Pattern *pt, PatternContext *pc);

static bool is_wildcard(Pattern *pt) { return pt->kind == P_AS && pt->u.as.pattern == NULL && pt->u.as.name == NULL; }
static bool is_star_wildcard(Pattern *pt) { return pt->kind == P_STAR && pt->u.star.name == NULL; }

static void *c_alloc(Compiler *c, size_t n)
{
    void *r = arena_alloc(c->arena, n);
    if (r == NULL) err_no_memory();
    return r;
}

static int stores_find(PatternContext *pc, Object *name)
{
    for (int i = 0; i < pc->nstores; i++)
        if (pc->stores[i] == name) return i;
    return -1;
}

static int stores_append(Compiler *c, PatternContext *pc, Object *name)
{
    if (pc->nstores == pc->capstores) {
        int cap = pc->capstores ? 2 * pc->capstores : 8;
        Object **n = c_alloc(c, sizeof(Object *) * (size_t)cap);
        if (n == NULL) return -1;
        if (pc->nstores) memcpy(n, pc->stores, sizeof(Object *) * (size_t)pc->nstores);
        pc->stores = n;
        pc->capstores = cap;
    }
    pc->stores[pc->nstores++] = name;
    return 0;
}

/* Make fail_pop[n] exist. */
static int ensure_fail_pop(Compiler *c, PatternContext *pc, int n)
{
    int size = n + 1;
    if (size <= pc->fail_pop_size) return 0;
    int *labels = c_alloc(c, sizeof(int) * (size_t)size);
    if (labels == NULL) return -1;
    if (pc->fail_pop_size) memcpy(labels, pc->fail_pop, sizeof(int) * (size_t)pc->fail_pop_size);
    for (int i = pc->fail_pop_size; i < size; i++) {
        labels[i] = new_label(c);
        if (labels[i] < 0) return -1;
    }
    pc->fail_pop = labels;
    pc->fail_pop_size = size;
    return 0;
}

/* Jump (op: a conditional jump or JUMP) to the exit that pops everything
 * this pattern has pushed. */
static int jump_to_fail_pop(Compiler *c, PatternContext *pc, int op)
{
    int pops = pc->on_top + pc->nstores;
    TRY(ensure_fail_pop(c, pc, pops));
    return emit(c, op, pc->fail_pop[pops]);
}

/* Place the fail_pop exits here: each pops one item and falls into the
 * next. */
static int emit_and_reset_fail_pop(Compiler *c, PatternContext *pc)
{
    if (pc->fail_pop_size == 0) return 0;
    for (int i = pc->fail_pop_size - 1; i > 0; i--) {
        use_label(c, pc->fail_pop[i]);
        TRY(emit0(c, OP_POP_TOP));
    }
    use_label(c, pc->fail_pop[0]);
    pc->fail_pop = NULL;
    pc->fail_pop_size = 0;
    return 0;
}

/* Move TOS down count - 1 places. */
static int rotate(Compiler *c, int count)
{
    while (count > 1) TRY(emit(c, OP_SWAP, count--));
    return 0;
}

static int error_duplicate_store(Compiler *c, Pos pos, Object *name)
{
    return compiler_error(c, pos, "multiple assignments to name '%U' in pattern", name);
}

/* Capture TOS as `name` (NULL: drop it). */
static int store_name(Compiler *c, Pattern *pt, Object *name, PatternContext *pc)
{
    if (name == NULL) return emit0(c, OP_POP_TOP);
    TRY(compile_forbidden_name(c, name, NAME_STORE, pt->pos));
    if (stores_find(pc, name) >= 0) return error_duplicate_store(c, pt->pos, name);
    TRY(rotate(c, pc->on_top + pc->nstores + 1));
    return stores_append(c, pc, name);
}

/* A sub-pattern: irrefutable ones are always allowed inside another. */
static int compile_subpattern(Compiler *c, Pattern *pt, PatternContext *pc)
{
    bool allow = pc->allow_irrefutable;
    pc->allow_irrefutable = true;
    int r = compile_pattern(c, pt, pc);
    pc->allow_irrefutable = allow;
    return r;
}

static int emit_int(Compiler *c, ssize_t n)
{
    Object *v = int_from_i64(n);
    if (v == NULL) return -1;
    return emit_const(c, v);
}

/* A value pattern's value: a literal (folded: -1 is a constant) or a
 * dotted name. */
static int compile_value(Compiler *c, Expr *e, Pos pos, const char *what)
{
    if (e->kind == E_ATTRIBUTE) return compile_expr(c, e);
    Object *v = e->kind == E_JOINEDSTR ? NULL : compile_const_value(c, e);
    if (v == NULL) {
        if (err_occurred()) return -1;
        return compiler_error(c, pos, "%s", what);
    }
    return emit_const(c, v);
}

static int pattern_as(Compiler *c, Pattern *pt, PatternContext *pc)
{
    if (pt->u.as.pattern == NULL) {
        if (!pc->allow_irrefutable) {
            if (pt->u.as.name)
                return compiler_error(c, pt->pos, "name capture '%U' makes remaining patterns unreachable", pt->u.as.name);
            return compiler_error(c, pt->pos, "wildcard makes remaining patterns unreachable");
        }
        return store_name(c, pt, pt->u.as.name, pc);
    }
    /* keep a copy to store once the inner pattern has matched */
    pc->on_top++;
    TRY(emit(c, OP_COPY, 1));
    TRY(compile_pattern(c, pt->u.as.pattern, pc));
    pc->on_top--;
    return store_name(c, pt, pt->u.as.name, pc);
}

/* [a, b, *_ , c]: items by index, without building the middle. */
static int sequence_subscr(Compiler *c, Seq *pats, int star, PatternContext *pc)
{
    int size = pats->n;
    pc->on_top++;
    for (int i = 0; i < size; i++) {
        Pattern *sub = pats->items[i];
        if (is_wildcard(sub) || i == star) continue;
        TRY(emit(c, OP_COPY, 1));
        if (i < star) {
            TRY(emit_int(c, i));
        } else {
            /* the subject may not take negative indexes: len - k */
            TRY(emit0(c, OP_GET_LEN));
            TRY(emit_int(c, size - i));
            TRY(emit(c, OP_BINARY_OP, BIN_SUB));
        }
        TRY(emit0(c, OP_BINARY_SUBSCR));
        TRY(compile_subpattern(c, sub, pc));
    }
    pc->on_top--;
    return emit0(c, OP_POP_TOP);
}

static int sequence_unpack(Compiler *c, Seq *pats, int star, PatternContext *pc)
{
    int size = pats->n;
    if (star < 0) {
        TRY(emit(c, OP_UNPACK_SEQUENCE, size));
    } else {
        if (star >= 256 || size - star - 1 >= (1 << 15))
            return compiler_error(c, c->u->pos, "too many expressions in star-unpacking sequence pattern");
        TRY(emit(c, OP_UNPACK_EX, star | ((size - star - 1) << 8)));
    }
    pc->on_top += size;
    for (int i = 0; i < size; i++) {
        pc->on_top--;
        TRY(compile_subpattern(c, pats->items[i], pc));
    }
    return 0;
}

static int pattern_sequence(Compiler *c, Pattern *pt, PatternContext *pc)
{
    Seq *pats = &pt->u.seq.patterns;
    int size = pats->n, star = -1;
    bool only_wildcard = true, star_wildcard = false;
    for (int i = 0; i < size; i++) {
        Pattern *sub = pats->items[i];
        if (sub->kind == P_STAR) {
            if (star >= 0) return compiler_error(c, c->u->pos, "multiple starred names in sequence pattern");
            star_wildcard = is_star_wildcard(sub);
            only_wildcard &= star_wildcard;
            star = i;
            continue;
        }
        only_wildcard &= is_wildcard(sub);
    }
    pc->on_top++;
    TRY(emit0(c, OP_MATCH_SEQUENCE));
    TRY(jump_to_fail_pop(c, pc, OP_POP_JUMP_IF_FALSE));
    if (star < 0) {
        TRY(emit0(c, OP_GET_LEN));
        TRY(emit_int(c, size));
        TRY(emit(c, OP_COMPARE_OP, CMP_EQ));
        TRY(jump_to_fail_pop(c, pc, OP_POP_JUMP_IF_FALSE));
    } else if (size > 1) {
        TRY(emit0(c, OP_GET_LEN));
        TRY(emit_int(c, size - 1));
        TRY(emit(c, OP_COMPARE_OP, CMP_GE));
        TRY(jump_to_fail_pop(c, pc, OP_POP_JUMP_IF_FALSE));
    }
    pc->on_top--;
    if (only_wildcard) return emit0(c, OP_POP_TOP);
    if (star_wildcard) return sequence_subscr(c, pats, star, pc);
    return sequence_unpack(c, pats, star, pc);
}

static int pattern_mapping(Compiler *c, Pattern *pt, PatternContext *pc)
{
    Seq *keys = &pt->u.mapping.keys;
    Seq *pats = &pt->u.mapping.patterns;
    int size = keys->n;
    Object *rest = pt->u.mapping.rest;
    pc->on_top++;
    TRY(emit0(c, OP_MATCH_MAPPING));
    TRY(jump_to_fail_pop(c, pc, OP_POP_JUMP_IF_FALSE));
    if (size == 0 && rest == NULL) {
        pc->on_top--;
        return emit0(c, OP_POP_TOP);
    }
    if (size) {
        TRY(emit0(c, OP_GET_LEN));
        TRY(emit_int(c, size));
        TRY(emit(c, OP_COMPARE_OP, CMP_GE));
        TRY(jump_to_fail_pop(c, pc, OP_POP_JUMP_IF_FALSE));
    }
    /* the keys: literals (no duplicates) or dotted names */
    Object **seen = c_alloc(c, sizeof(Object *) * (size_t)(size ? size : 1));
    if (seen == NULL) return -1;
    int nseen = 0, r = 0;
    for (int i = 0; i < size && r == 0; i++) {
        Expr *key = keys->items[i];
        if (key->kind == E_ATTRIBUTE) {
            r = compile_expr(c, key);
            continue;
        }
        Object *v = key->kind == E_JOINEDSTR ? NULL : compile_const_value(c, key);
        if (v == NULL) {
            r = err_occurred() ? -1 : compiler_error(c, c->u->pos, "mapping pattern keys may only match literals and attribute lookups");
            break;
        }
        for (int j = 0; j < nseen && r == 0; j++) {
            int eq = obj_eq(seen[j], v);
            if (eq > 0) {
                Object *rep = obj_repr(v);
                if (rep != NULL) {
                    compiler_error(c, c->u->pos, "mapping pattern checks duplicate key (%U)", rep);
                    DECREF(rep);
                }
            }
            if (eq != 0) r = -1;
        }
        if (r < 0) {
            DECREF(v);
            break;
        }
        INCREF(v);
        seen[nseen++] = v;
        r = emit_const(c, v);
    }
    for (int j = 0; j < nseen; j++) DECREF(seen[j]);
    if (r < 0) return -1;
    TRY(emit(c, OP_BUILD_TUPLE, size));
    TRY(emit0(c, OP_MATCH_KEYS));
    /* [subject, keys, values or None] */
    pc->on_top += 2;
    TRY(emit(c, OP_COPY, 1));
    TRY(emit_const(c, None));
    TRY(emit(c, OP_IS_OP, 1));
    TRY(jump_to_fail_pop(c, pc, OP_POP_JUMP_IF_FALSE));
    TRY(emit(c, OP_UNPACK_SEQUENCE, size));
    pc->on_top += size - 1;
    for (int i = 0; i < size; i++) {
        pc->on_top--;
        TRY(compile_subpattern(c, pats->items[i], pc));
    }
    pc->on_top -= 2;
    if (rest) {
        /* rest = dict(subject); del rest[key] for each key */
        TRY(emit(c, OP_BUILD_MAP, 0));    /* [subject, keys, {}] */
        TRY(emit(c, OP_SWAP, 3));         /* [{}, keys, subject] */
        TRY(emit(c, OP_DICT_UPDATE, 2));  /* [copy, keys] */
        TRY(emit(c, OP_UNPACK_SEQUENCE, size));
        for (int n = size; n > 0; n--) {
            TRY(emit(c, OP_COPY, 1 + n)); /* [copy, keys..., copy] */
            TRY(emit(c, OP_SWAP, 2));     /* [copy, keys..., copy, key] */
            TRY(emit0(c, OP_DELETE_SUBSCR));
        }
        return store_name(c, pt, rest, pc);
    }
    TRY(emit0(c, OP_POP_TOP)); /* the keys */
    return emit0(c, OP_POP_TOP); /* the subject */
}

static int pattern_class(Compiler *c, Pattern *pt, PatternContext *pc)
{
    Seq *pats = &pt->u.cls.patterns;
    Seq *attrs = &pt->u.cls.kwd_attrs;
    Seq *kpats = &pt->u.cls.kwd_patterns;
    int nargs = pats->n, nattrs = attrs->n;
    for (int i = 0; i < nattrs; i++) {
        Object *name = attrs->items[i];
        TRY(compile_forbidden_name(c, name, NAME_STORE, ((Pattern *)kpats->items[i])->pos));
        for (int j = i + 1; j < nattrs; j++)
            if (attrs->items[j] == name)
                return compiler_error(c, ((Pattern *)kpats->items[j])->pos,
                                      "attribute name repeated in class pattern: %U", name);
    }
    TRY(compile_expr(c, pt->u.cls.cls));
    Object *names = tuple_new(nattrs);
    if (names == NULL) return -1;
    for (int i = 0; i < nattrs; i++) {
        INCREF((Object *)attrs->items[i]);
        tuple_items(names)[i] = attrs->items[i];
    }
    TRY(emit_const(c, names));
    TRY(emit(c, OP_MATCH_CLASS, nargs));
    TRY(emit(c, OP_COPY, 1));
    TRY(emit_const(c, None));
    TRY(emit(c, OP_IS_OP, 1));
    /* TOS: a tuple of nargs + nattrs attributes, or None */
    pc->on_top++;
    TRY(jump_to_fail_pop(c, pc, OP_POP_JUMP_IF_FALSE));
    TRY(emit(c, OP_UNPACK_SEQUENCE, nargs + nattrs));
    pc->on_top += nargs + nattrs - 1;
    for (int i = 0; i < nargs + nattrs; i++) {
        pc->on_top--;
        Pattern *sub = i < nargs ? pats->items[i] : kpats->items[i - nargs];
        if (is_wildcard(sub)) {
            TRY(emit0(c, OP_POP_TOP));
            continue;
        }
        TRY(compile_subpattern(c, sub, pc));
    }
    return 0;
}

/* a | b | c: each alternative on a copy of the subject; all must capture
 * the same names, which end on the stack in the first one's order. */
static int pattern_or(Compiler *c, Pattern *pt, PatternContext *pc)
{
    Seq *alts = &pt->u.seq.patterns;
    int size = alts->n;
    int end = new_label(c);
    if (end < 0) return -1;
    PatternContext old = *pc;
    PatternContext control = {0};
    for (int i = 0; i < size; i++) {
        Pattern *alt = alts->items[i];
        c->u->lineno = alt->pos.lineno;
        pc->stores = NULL;
        pc->nstores = pc->capstores = 0;
        pc->allow_irrefutable = i == size - 1 && old.allow_irrefutable;
        pc->fail_pop = NULL;
        pc->fail_pop_size = 0;
        pc->on_top = 0;
        TRY(emit(c, OP_COPY, 1));
        TRY(compile_pattern(c, alt, pc));
        int n = pc->nstores;
        if (i == 0) {
            control = *pc;
        } else if (n != control.nstores) {
            return compiler_error(c, c->u->pos, "alternative patterns bind different names");
        } else if (n) {
            for (int icontrol = n - 1; icontrol >= 0; icontrol--) {
                Object *name = control.stores[icontrol];
                int istores = stores_find(pc, name);
                if (istores < 0) return compiler_error(c, c->u->pos, "alternative patterns bind different names");
                if (icontrol != istores) {
                    /* move stores[:rotations] to just below index icontrol,
                     * and the same on the stack */
                    int rotations = istores + 1;
                    Object **moved = c_alloc(c, sizeof(Object *) * (size_t)rotations);
                    if (moved == NULL) return -1;
                    memcpy(moved, pc->stores, sizeof(Object *) * (size_t)rotations);
                    memmove(pc->stores, pc->stores + rotations, sizeof(Object *) * (size_t)(n - rotations));
                    int at = icontrol - istores;
                    memmove(pc->stores + at + rotations, pc->stores + at, sizeof(Object *) * (size_t)(n - rotations - at));
                    memcpy(pc->stores + at, moved, sizeof(Object *) * (size_t)rotations);
                    while (rotations--) TRY(rotate(c, icontrol + 1));
                }
            }
        }
        TRY(emit(c, OP_JUMP, end));
        TRY(emit_and_reset_fail_pop(c, pc));
    }
    Object **cstores = control.stores;
    int nstores = control.nstores;
    *pc = old;
    /* no alternative matched: drop the subject's copy and fail */
    TRY(emit0(c, OP_POP_TOP));
    TRY(jump_to_fail_pop(c, pc, OP_JUMP));
    use_label(c, end);
    /* [captures so far, subject, the alternative's captures]: put each new
     * capture below the subject (and whatever else is on top) */
    int nrots = nstores + 1 + pc->on_top + pc->nstores;
    for (int i = 0; i < nstores; i++) {
        TRY(rotate(c, nrots));
        Object *name = cstores[i];
        if (stores_find(pc, name) >= 0) return error_duplicate_store(c, c->u->pos, name);
        TRY(stores_append(c, pc, name));
    }
    return emit0(c, OP_POP_TOP);
}

static int compile_pattern(Compiler *c, Pattern *pt, PatternContext *pc)
{
    if (++c->depth > COMPILER_MAX_DEPTH || c_stack_check(" during compilation") < 0) {
        c->depth--;
        if (!err_occurred()) err_set(&Exc_RecursionError, "maximum recursion depth exceeded during compilation");
        return -1;
    }
    c->u->lineno = pt->pos.lineno;
    c->u->pos = pt->pos;
    int r = -1;
    switch (pt->kind) {
    case P_VALUE:
        if (compile_value(c, pt->u.value.value, pt->pos, "patterns may only match literals and attribute lookups") < 0 ||
            emit(c, OP_COMPARE_OP, CMP_EQ) < 0)
            break;
        r = jump_to_fail_pop(c, pc, OP_POP_JUMP_IF_FALSE);
        break;
    case P_SINGLETON:
        if (emit_const(c, pt->u.singleton.value) < 0 || emit(c, OP_IS_OP, 0) < 0) break;
        r = jump_to_fail_pop(c, pc, OP_POP_JUMP_IF_FALSE);
        break;
    case P_SEQUENCE:
        r = pattern_sequence(c, pt, pc);
        break;
    case P_MAPPING:
        r = pattern_mapping(c, pt, pc);
        break;
    case P_CLASS:
        r = pattern_class(c, pt, pc);
        break;
    case P_STAR:
        r = store_name(c, pt, pt->u.star.name, pc);
        break;
    case P_AS:
        r = pattern_as(c, pt, pc);
        break;
    case P_OR:
        r = pattern_or(c, pt, pc);
        break;
    }
    c->depth--;
    return r;
}

int compile_match(Compiler *c, Stmt *s)
{
    TRY(compile_expr(c, s->u.match.subject));
    int end = new_label(c);
    if (end < 0) return -1;
    Seq *cases = &s->u.match.cases;
    int ncases = cases->n;
    MatchCase *last = cases->items[ncases - 1];
    /* a trailing `case _:` needs no copy of the subject */
    int has_default = is_wildcard(last->pattern) && ncases > 1;
    for (int i = 0; i < ncases - has_default; i++) {
        MatchCase *mc = cases->items[i];
        c->u->lineno = mc->pattern->pos.lineno;
        bool copy = i != ncases - has_default - 1;
        if (copy) TRY(emit(c, OP_COPY, 1));
        PatternContext pc = {0};
        /* an irrefutable case must be guarded, last, or both */
        pc.allow_irrefutable = mc->guard != NULL || i == ncases - 1;
        TRY(compile_pattern(c, mc->pattern, &pc));
        for (int n = 0; n < pc.nstores; n++) TRY(compile_nameop(c, pc.stores[n], NAME_STORE));
        if (mc->guard) {
            TRY(ensure_fail_pop(c, &pc, 0));
            TRY(compile_jump_if(c, mc->guard, pc.fail_pop[0], false));
        }
        if (copy) TRY(emit0(c, OP_POP_TOP));
        TRY(compile_stmts(c, &mc->body));
        TRY(emit(c, OP_JUMP, end));
        c->u->lineno = mc->pattern->pos.lineno;
        TRY(emit_and_reset_fail_pop(c, &pc));
    }
    if (has_default) {
        c->u->lineno = last->pattern->pos.lineno;
        TRY(emit0(c, OP_NOP));
        if (last->guard) TRY(compile_jump_if(c, last->guard, end, false));
        TRY(compile_stmts(c, &last->body));
    }
    use_label(c, end);
    return 0;
}
