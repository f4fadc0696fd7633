/* test_compile.c: the symbol table and the code generator (compiler/).
 *
 * Source text goes through the whole pipeline (compile_source) and the
 * code objects are checked directly: scopes (which names are locals,
 * cells, frees), constants (deduplicated but 0, 0.0, -0.0 and False kept
 * apart; all immortal), the exception table, stack depths, line numbers,
 * and the SyntaxErrors the compiler raises (messages from CPython 3.11).
 * Running the code is the script tests' job (tests/scripts).
 */
#include <check.h>

#include "unit.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/compiler.h"
#include "runtime/api.h"
#include "vm/code.h"
#include "vm/eval.h"
#include "vm/thread.h"

static void setup(void) { unit_runtime(); }

static CodeObject *compile(const char *src)
{
    CodeObject *co = compile_source(src, strlen(src), "t.py");
    if (co == NULL) {
        Object *e = err_fetch();
        Object *r = e ? obj_repr(exc_args(e)) : NULL;
        ck_abort_msg("compile failed: %s", r ? str_cstr(r) : "?");
    }
    return co;
}

/* The error message of a failing compile, and its line number. */
static const char *compile_error(const char *src, int *lineno)
{
    static char buf[256];
    CodeObject *co = compile_source(src, strlen(src), "t.py");
    ck_assert_ptr_null(co);
    Object *e = err_fetch();
    ck_assert_ptr_nonnull(e);
    snprintf(buf, sizeof buf, "%s: ", TYPE_NAME(e));
    Object *args = exc_args(e);
    ck_assert(tuple_len(args) >= 1);
    strncat(buf, str_cstr(tuple_get(args, 0)), sizeof buf - strlen(buf) - 1);
    *lineno = -1;
    if (tuple_len(args) >= 2) {
        int64_t l;
        ck_assert(int_as_i64(tuple_get(tuple_get(args, 1), 1), &l));
        *lineno = (int)l;
    }
    DECREF(e);
    return buf;
}

/* The first code object constant named `name` (searching recursively). */
static CodeObject *find_code(CodeObject *co, const char *name)
{
    if (strcmp(str_cstr(co->name), name) == 0) return co;
    for (ssize_t i = 0; i < tuple_len(co->consts); i++) {
        Object *c = tuple_get(co->consts, i);
        if (TYPE(c) != &Code_Type) continue;
        CodeObject *r = find_code((CodeObject *)c, name);
        if (r) return r;
    }
    return NULL;
}

/* The localsplus names as "locals | cells | frees" (groups space-separated). */
static const char *layout(CodeObject *co)
{
    static char buf[256];
    buf[0] = '\0';
    int bounds[4] = {0, co->nlocals, co->nlocals + co->ncells, co->nlocals + co->ncells + co->nfree};
    for (int g = 0; g < 3; g++) {
        if (g > 0) strcat(buf, "|");
        for (int i = bounds[g]; i < bounds[g + 1]; i++) {
            if (buf[0] && buf[strlen(buf) - 1] != ' ') strcat(buf, " ");
            strcat(buf, str_cstr(tuple_get(co->localsplusnames, i)));
        }
        if (g < 2 && buf[0]) strcat(buf, " ");
    }
    return buf;
}

static int count_op(CodeObject *co, int op)
{
    int n = 0;
    for (int i = 0; i < co->ncode; i++) n += instr_op(co->code[i]) == op;
    return n;
}

START_TEST(test_scopes)
{
    setup();
    CodeObject *co = compile("def f(a, b):\n"
                             "    c = 1\n"
                             "    def g():\n"
                             "        def h():\n"
                             "            return a + c + x\n"
                             "        return h\n"
                             "    return g\n");
    CodeObject *f = find_code(co, "f"), *g = find_code(co, "g"), *h = find_code(co, "h");
    ck_assert_ptr_nonnull(h);
    /* a is a parameter and a cell: it keeps its local slot */
    ck_assert_str_eq(layout(f), "a b g | a c |");
    ck_assert_ptr_nonnull(f->cell2arg);
    ck_assert_int_eq(f->cell2arg[0], 0);
    ck_assert_int_eq(f->cell2arg[1], -1);
    /* g passes the free variables through to h */
    ck_assert_str_eq(layout(g), "h | | a c");
    ck_assert_str_eq(layout(h), "| | a c");
    ck_assert_int_eq(count_op(h, OP_LOAD_GLOBAL), 1); /* x */
    ck_assert_int_eq(count_op(h, OP_LOAD_DEREF), 2);
    ck_assert_str_eq(str_cstr(h->qualname), "f.<locals>.g.<locals>.h");
    ck_assert(co->flags & CO_MODULE);
    ck_assert(h->flags & CO_NESTED);
    DECREF((Object *)co);
}
END_TEST

START_TEST(test_global_nonlocal)
{
    setup();
    CodeObject *co = compile("x = 1\n"
                             "def f():\n"
                             "    global x\n"
                             "    x = 2\n"
                             "    y = 0\n"
                             "    def g():\n"
                             "        nonlocal y\n"
                             "        y += 1\n"
                             "    return g\n");
    CodeObject *f = find_code(co, "f"), *g = find_code(co, "g");
    ck_assert_int_eq(count_op(co, OP_STORE_NAME), 2); /* x, f */
    ck_assert_int_eq(count_op(f, OP_STORE_GLOBAL), 1);
    ck_assert_str_eq(layout(f), "g | y |");
    ck_assert_int_eq(count_op(g, OP_STORE_DEREF), 1);
    DECREF((Object *)co);
}
END_TEST

START_TEST(test_class_scope)
{
    setup();
    CodeObject *co = compile("class C:\n"
                             "    a = 1\n"
                             "    def m(self):\n"
                             "        return super().m() + self.__p\n");
    CodeObject *c = find_code(co, "C"), *m = find_code(co, "m");
    ck_assert(c->flags & CO_CLASS);
    ck_assert_str_eq(layout(c), "| __class__ |");
    ck_assert_str_eq(layout(m), "self | | __class__");
    ck_assert_str_eq(str_cstr(m->qualname), "C.m");
    /* private names are mangled */
    bool found = false;
    for (ssize_t i = 0; i < tuple_len(m->names); i++)
        if (strcmp(str_cstr(tuple_get(m->names, i)), "_C__p") == 0) found = true;
    ck_assert(found);
    ck_assert_int_eq(count_op(co, OP_LOAD_BUILD_CLASS), 1);
    DECREF((Object *)co);
}
END_TEST

START_TEST(test_comprehension)
{
    setup();
    CodeObject *co = compile("def f(xs, k):\n"
                             "    return [x * k for x in xs if x], (y for y in xs)\n");
    CodeObject *lc = find_code(co, "<listcomp>"), *ge = find_code(co, "<genexpr>");
    ck_assert_ptr_nonnull(lc);
    ck_assert_str_eq(layout(lc), ".0 x | | k");
    ck_assert_int_eq(lc->argcount, 1);
    ck_assert(ge->flags & CO_GENERATOR);
    ck_assert(!(lc->flags & CO_GENERATOR));
    ck_assert_int_eq(count_op(lc, OP_LIST_APPEND), 1);
    ck_assert_int_eq(count_op(ge, OP_YIELD_VALUE), 1);
    DECREF((Object *)co);
}
END_TEST

START_TEST(test_constants)
{
    setup();
    CodeObject *co = compile("a = 0\nb = 0.0\nc = False\nd = -0.0\ne = 0\nf = 'x'\ng = 'x'\nh = (0, 0.0)\ni = (0, 0.0)\n");
    /* 0, 0.0, False, -0.0, 'x', (0, 0.0), None */
    ck_assert_int_eq(tuple_len(co->consts), 7);
    for (ssize_t i = 0; i < tuple_len(co->consts); i++) ck_assert(obj_is_immortal(tuple_get(co->consts, i)));
    Object *t = tuple_get(co->consts, 5);
    ck_assert(TYPE(t) == &Tuple_Type);
    ck_assert(obj_is_immortal(tuple_get(t, 1)));
    DECREF((Object *)co);
    /* folding: negative literals, small arithmetic, constant tuples */
    co = compile("x = (-1, 2 ** 10, 'ab' * 2, 1 << 4)\n");
    ck_assert_int_eq(count_op(co, OP_BINARY_OP), 0);
    ck_assert_int_eq(count_op(co, OP_UNARY_NEGATIVE), 0);
    ck_assert_int_eq(count_op(co, OP_BUILD_TUPLE), 0);
    DECREF((Object *)co);
    /* nothing that raises or grows large is folded */
    co = compile("x = 1 / 0\ny = 2 ** 1000\n");
    ck_assert_int_eq(count_op(co, OP_BINARY_OP), 2);
    DECREF((Object *)co);
}
END_TEST

START_TEST(test_exception_table)
{
    setup();
    CodeObject *co = compile("def f():\n"
                             "    for i in x:\n"
                             "        try:\n"
                             "            g()\n"
                             "        except E as e:\n"
                             "            h()\n"
                             "        finally:\n"
                             "            k()\n");
    CodeObject *f = find_code(co, "f");
    ck_assert(f->nexc >= 4);
    for (int i = 0; i < f->nexc; i++) {
        ExcEntry *e = &f->exctable[i];
        ck_assert(e->start < e->end);
        ck_assert(e->end <= (uint32_t)f->ncode);
        ck_assert(e->handler < (uint32_t)f->ncode);
        ck_assert(e->depth >= 1); /* the for loop's iterator stays below */
        ck_assert((int)e->depth < f->stacksize);
        if (i > 0) ck_assert(e->start >= f->exctable[i - 1].end); /* no overlap */
    }
    ck_assert_int_eq(count_op(f, OP_PUSH_EXC_INFO), 2);
    ck_assert(count_op(f, OP_POP_EXCEPT) >= 2);
    ck_assert(count_op(f, OP_CHECK_EXC_MATCH) == 1);
    DECREF((Object *)co);
}
END_TEST

START_TEST(test_jumps_and_depth)
{
    setup();
    CodeObject *co = compile("def f(n):\n"
                             "    while n > 0:\n"
                             "        if n % 2 and not n > 10 or n == 3:\n"
                             "            n -= 1\n"
                             "        else:\n"
                             "            n -= 2\n"
                             "    return 1 < n < 3\n");
    CodeObject *f = find_code(co, "f");
    /* every backward edge is a JUMP_BACKWARD (the safepoint) */
    for (int i = 0; i < f->ncode; i++) {
        int op = instr_op(f->code[i]);
        if (opcode_operand[op] != ARG_JUMP) continue;
        ck_assert(instr_arg(f->code[i]) < (uint32_t)f->ncode);
        if ((int)instr_arg(f->code[i]) <= i) ck_assert_int_eq(op, OP_JUMP_BACKWARD);
        else ck_assert_int_ne(op, OP_JUMP_BACKWARD);
    }
    ck_assert_int_eq(f->stacksize, 3);
    ck_assert_int_eq(count_op(f, OP_UNARY_NOT), 0); /* `not` folded into jumps */
    /* line numbers follow the source */
    ck_assert_int_eq(f->lines[0], 2);
    ck_assert_int_eq(f->lines[f->ncode - 1], 7);
    DECREF((Object *)co);
}
END_TEST

START_TEST(test_calls)
{
    setup();
    CodeObject *co = compile("f(1, 2)\no.m(3, k=4)\nf(*a, **b)\nf(x, *a, y=1, **b)\n");
    ck_assert_int_eq(count_op(co, OP_CALL), 1);
    ck_assert_int_eq(count_op(co, OP_LOAD_METHOD), 1);
    ck_assert_int_eq(count_op(co, OP_CALL_KW), 1);
    ck_assert_int_eq(count_op(co, OP_CALL_EX), 2);
    ck_assert_int_eq(count_op(co, OP_DICT_MERGE), 2);
    DECREF((Object *)co);
}
END_TEST

struct err_case { const char *src, *msg; int lineno; };

static const struct err_case errors[] = {
    {"x = 1\nbreak\n", "SyntaxError: 'break' outside loop", 2},
    {"def f():\n    continue\n", "SyntaxError: 'continue' not properly in loop", 2},
    {"return 1\n", "SyntaxError: 'return' outside function", 1},
    {"class C:\n    return\n", "SyntaxError: 'return' outside function", 2},
    {"yield 1\n", "SyntaxError: 'yield' outside function", 1},
    {"nonlocal x\n", "SyntaxError: nonlocal declaration not allowed at module level", 1},
    {"def f():\n    nonlocal y\n", "SyntaxError: no binding for nonlocal 'y' found", 2},
    {"def f():\n    x = 1\n    global x\n", "SyntaxError: name 'x' is assigned to before global declaration", 3},
    {"def f():\n    print(x)\n    global x\n", "SyntaxError: name 'x' is used prior to global declaration", 3},
    {"def f(x):\n    global x\n", "SyntaxError: name 'x' is parameter and global", 2},
    {"def f(a, b, a): pass\n", "SyntaxError: duplicate argument 'a' in function definition", 1},
    {"f(a=1, a=2)\n", "SyntaxError: keyword argument repeated: a", 1},
    {"a, *b, *c = x\n", "SyntaxError: multiple starred expressions in assignment", 1},
    {"x = [(yield) for i in y]\n", "SyntaxError: 'yield' inside list comprehension", 1},
    {"for i in x:\n    def f():\n        break\n", "SyntaxError: 'break' outside loop", 3},
    {"def f():\n    x = 1\n    def g():\n        global x\n        nonlocal x\n", "SyntaxError: name 'x' is nonlocal and global", 4},
};

START_TEST(test_errors)
{
    setup();
    for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++) {
        int lineno;
        const char *msg = compile_error(errors[i].src, &lineno);
        ck_assert_str_eq(msg, errors[i].msg);
        ck_assert_int_eq(lineno, errors[i].lineno);
    }
}
END_TEST

START_TEST(test_disassemble)
{
    setup();
    CodeObject *co = compile("def f(a, *b, c=1, **d):\n"
                             "    with a as x:\n"
                             "        return [i for i in b if i > c]\n"
                             "    return f'{a!r:>{c}}'\n");
    char *out = NULL;
    size_t n = 0;
    FILE *fp = open_memstream(&out, &n);
    code_disassemble(co, fp);
    fclose(fp);
    ck_assert(strstr(out, "Disassembly of <code object f at") != NULL);
    ck_assert(strstr(out, "<listcomp>") != NULL);
    ck_assert(strstr(out, "BEFORE_WITH") != NULL);
    ck_assert(strstr(out, "ExceptionTable:") != NULL);
    ck_assert(strstr(out, "FORMAT_VALUE") != NULL);
    free(out);
    DECREF((Object *)co);
}
END_TEST

/* Superinstructions (vm/fuse.c): which LOAD_FASTs the specializing build
 * rewrites, that nothing else moves, and that `x.a += v` on a plain local
 * loads x again for its store unless v rebinds x. */
START_TEST(test_superinstructions)
{
    setup();
    CodeObject *co = compile("def f(a, b, c, o):\n"
                             "    o.n += a * b\n"              /* no COPY/SWAP */
                             "    o.n += (o := c).n\n"         /* o rebound: COPY/SWAP kept */
                             "    return g(a, b, c) + a.x + (c < 1)\n");
    CodeObject *f = find_code(co, "f");
    ck_assert_int_eq(count_op(f, OP_COPY), 2); /* the second statement's, and its := */
    ck_assert_int_eq(count_op(f, OP_SWAP), 1);
    int loads = 0;
    for (int i = 0; i < f->ncode; i++) loads += opcode_unfused(instr_op(f->code[i])) == OP_LOAD_FAST;
    if (eval_specializes()) {
        ck_assert_int_eq(count_op(f, OP_LOAD_FAST__LOAD_ATTR), 2);  /* the first o.n, a.x */
        ck_assert_int_eq(count_op(f, OP_LOAD_FAST__STORE_ATTR), 1); /* the first o.n store */
        ck_assert_int_ge(count_op(f, OP_LOAD_FAST__LOAD_FAST), 2);  /* a * b; a, b of g(a, b, c) */
        ck_assert_int_eq(count_op(f, OP_LOAD_FAST__LOAD_CONST), 1); /* c < 1 */
    } else {
        ck_assert_int_eq(loads, count_op(f, OP_LOAD_FAST));
    }
    /* every fused instruction still has the LOAD_FAST's local, and the
     * instruction after it is the compiler's */
    for (int i = 0; i + 1 < f->ncode; i++)
        if (instr_op(f->code[i]) != OP_LOAD_FAST && opcode_unfused(instr_op(f->code[i])) == OP_LOAD_FAST)
            ck_assert_uint_lt(instr_arg(f->code[i]), (unsigned)f->nlocals);
    DECREF((Object *)co);

    /* a long run of loads is decided in one pass, each pair fused once */
    char src[8200] = "def h(a):\n    return g(";
    for (int i = 0; i < 2000; i++) strcat(src, "a,");
    strcat(src, ")\n");
    co = compile(src);
    CodeObject *h = find_code(co, "h");
    if (eval_specializes()) ck_assert_int_ge(count_op(h, OP_LOAD_FAST__LOAD_FAST), 999);
    DECREF((Object *)co);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("compile");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_scopes);
    tcase_add_test(tc, test_global_nonlocal);
    tcase_add_test(tc, test_class_scope);
    tcase_add_test(tc, test_comprehension);
    tcase_add_test(tc, test_constants);
    tcase_add_test(tc, test_exception_table);
    tcase_add_test(tc, test_jumps_and_depth);
    tcase_add_test(tc, test_calls);
    tcase_add_test(tc, test_errors);
    tcase_add_test(tc, test_disassemble);
    tcase_add_test(tc, test_superinstructions);
    suite_add_tcase(s, tc);
    return unit_run(s);
}
