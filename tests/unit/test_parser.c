/* test_parser.c: compiler/parser.c and friends -- source text to tree.
 *
 * Trees are compared as text in the format of Python's ast.dump(): the
 * expected strings below were produced by CPython 3.11 from the same
 * sources (`ast.dump(ast.parse(src))`), so a difference is a difference
 * from CPython.  Errors are compared as "Type: message (lineno, offset,
 * end_lineno, end_offset)", also taken from CPython.  A few deliberate
 * differences (complex literals, \N{...} escapes) have their own tests.
 */
#include <check.h>

#include "unit.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/ast.h"
#include "runtime/api.h"
#include "vm/thread.h"

static void setup(void) { unit_runtime(); }

static long item_long(Object *t, ssize_t i)
{
    int64_t v = -999;
    Object *o = tuple_get(t, i);
    if (o != None) ck_assert(int_as_i64(o, &v));
    return (long)v;
}

/* The parse of src as text: ast.dump() format, or the error. Caller frees. */
static char *parse_text(const char *src, size_t len, const char *filename)
{
    Arena *a = arena_new();
    ck_assert_ptr_nonnull(a);
    Object *fn = str_from_cstr(filename);
    Module *m = parse_module(src, len, fn, a);
    char *out = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&out, &n);
    if (m != NULL) {
        ck_assert_ptr_null(err_occurred());
        ast_dump(m, f);
    }
    else {
        Object *e = err_fetch();
        ck_assert_ptr_nonnull(e);
        Object *args = exc_args(e);
        fprintf(f, "%s: %s", TYPE_NAME(e), tuple_len(args) ? str_cstr(tuple_get(args, 0)) : "");
        if (tuple_len(args) > 1) {
            Object *loc = tuple_get(args, 1);
            ck_assert_int_eq(tuple_len(loc), 6);
            ck_assert(str_eq(tuple_get(loc, 0), fn));
            fprintf(f, " (%ld, %ld, %ld, %ld)", item_long(loc, 1), item_long(loc, 2), item_long(loc, 4),
                    item_long(loc, 5));
        }
        DECREF(e);
    }
    fclose(f);
    DECREF(fn);
    arena_free(a);
    return out;
}

static char *parse_str(const char *src) { return parse_text(src, strlen(src), "f.py"); }

#define CHECK_PARSE(src, expected)                  \
    do {                                            \
        char *got_ = parse_str(src);                \
        ck_assert_str_eq(got_, expected);           \
        free(got_);                                 \
    } while (0)

typedef struct {
    const char *src, *expected;
} Case;

/* Valid programs and their trees (from CPython). */
static const Case valid[] = {
    {"x = 1\n",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))], type_ignores=[])"},
    {"a, *b = c\n",
     "Module(body=[Assign(targets=[Tuple(elts=[Name(id='a', ctx=Store()), Starred(value=Name(id='b', ctx=Store()), ctx=Store())], ctx=Store())], value=Name(id='c', ctx=Load()))], type_ignores=[])"},
    {"x = y = 0\n",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store()), Name(id='y', ctx=Store())], value=Constant(value=0))], type_ignores=[])"},
    {"x += 1\n",
     "Module(body=[AugAssign(target=Name(id='x', ctx=Store()), op=Add(), value=Constant(value=1))], type_ignores=[])"},
    {"x: int = 1\n",
     "Module(body=[AnnAssign(target=Name(id='x', ctx=Store()), annotation=Name(id='int', ctx=Load()), value=Constant(value=1), simple=1)], type_ignores=[])"},
    {"(x): int\n",
     "Module(body=[AnnAssign(target=Name(id='x', ctx=Store()), annotation=Name(id='int', ctx=Load()), simple=0)], type_ignores=[])"},
    {"if a:\n    pass\nelif b:\n    pass\nelse:\n    pass\n",
     "Module(body=[If(test=Name(id='a', ctx=Load()), body=[Pass()], orelse=[If(test=Name(id='b', ctx=Load()), body=[Pass()], orelse=[Pass()])])], type_ignores=[])"},
    {"while x:\n    break\nelse:\n    continue\n",
     "Module(body=[While(test=Name(id='x', ctx=Load()), body=[Break()], orelse=[Continue()])], type_ignores=[])"},
    {"for i, j in z:\n    pass\n",
     "Module(body=[For(target=Tuple(elts=[Name(id='i', ctx=Store()), Name(id='j', ctx=Store())], ctx=Store()), iter=Name(id='z', ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[])"},
    {"def f(a, /, b=1, *c, d, e=2, **g) -> int:\n    return a\n",
     "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a')], args=[arg(arg='b')], vararg=arg(arg='c'), kwonlyargs=[arg(arg='d'), arg(arg='e')], kw_defaults=[None, Constant(value=2)], kwarg=arg(arg='g'), defaults=[Constant(value=1)]), body=[Return(value=Name(id='a', ctx=Load()))], decorator_list=[], returns=Name(id='int', ctx=Load()))], type_ignores=[])"},
    {"lambda x, *y, **z: x\n",
     "Module(body=[Expr(value=Lambda(args=arguments(posonlyargs=[], args=[arg(arg='x')], vararg=arg(arg='y'), kwonlyargs=[], kw_defaults=[], kwarg=arg(arg='z'), defaults=[]), body=Name(id='x', ctx=Load())))], type_ignores=[])"},
    {"class C(B, metaclass=M):\n    pass\n",
     "Module(body=[ClassDef(name='C', bases=[Name(id='B', ctx=Load())], keywords=[keyword(arg='metaclass', value=Name(id='M', ctx=Load()))], body=[Pass()], decorator_list=[])], type_ignores=[])"},
    {"@d\ndef f(): pass\n",
     "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Pass()], decorator_list=[Name(id='d', ctx=Load())])], type_ignores=[])"},
    {"try:\n    pass\nexcept E as e:\n    pass\nelse:\n    pass\nfinally:\n    pass\n",
     "Module(body=[Try(body=[Pass()], handlers=[ExceptHandler(type=Name(id='E', ctx=Load()), name='e', body=[Pass()])], orelse=[Pass()], finalbody=[Pass()])], type_ignores=[])"},
    {"with a as b, c:\n    pass\n",
     "Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Name(id='b', ctx=Store())), withitem(context_expr=Name(id='c', ctx=Load()))], body=[Pass()])], type_ignores=[])"},
    {"with (a as b, c as d):\n    pass\n",
     "Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Name(id='b', ctx=Store())), withitem(context_expr=Name(id='c', ctx=Load()), optional_vars=Name(id='d', ctx=Store()))], body=[Pass()])], type_ignores=[])"},
    {"import a.b as c\nfrom .. import d\nfrom e import (f, g as h)\nfrom x import *\n",
     "Module(body=[Import(names=[alias(name='a.b', asname='c')]), ImportFrom(names=[alias(name='d')], level=2), ImportFrom(module='e', names=[alias(name='f'), alias(name='g', asname='h')], level=0), ImportFrom(module='x', names=[alias(name='*')], level=0)], type_ignores=[])"},
    {"global a\nnonlocal b\n",
     "Module(body=[Global(names=['a']), Nonlocal(names=['b'])], type_ignores=[])"},
    {"assert x, 'm'\n",
     "Module(body=[Assert(test=Name(id='x', ctx=Load()), msg=Constant(value='m'))], type_ignores=[])"},
    {"del a, b[0], c.d\n",
     "Module(body=[Delete(targets=[Name(id='a', ctx=Del()), Subscript(value=Name(id='b', ctx=Load()), slice=Constant(value=0), ctx=Del()), Attribute(value=Name(id='c', ctx=Load()), attr='d', ctx=Del())])], type_ignores=[])"},
    {"raise E from e\n",
     "Module(body=[Raise(exc=Name(id='E', ctx=Load()), cause=Name(id='e', ctx=Load()))], type_ignores=[])"},
    {"def g():\n    x = yield\n    yield from y\n",
     "Module(body=[FunctionDef(name='g', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Assign(targets=[Name(id='x', ctx=Store())], value=Yield()), Expr(value=YieldFrom(value=Name(id='y', ctx=Load())))], decorator_list=[])], type_ignores=[])"},
    {"[i for i in r if i for j in i]\n",
     "Module(body=[Expr(value=ListComp(elt=Name(id='i', ctx=Load()), generators=[comprehension(target=Name(id='i', ctx=Store()), iter=Name(id='r', ctx=Load()), ifs=[Name(id='i', ctx=Load())], is_async=0), comprehension(target=Name(id='j', ctx=Store()), iter=Name(id='i', ctx=Load()), ifs=[], is_async=0)]))], type_ignores=[])"},
    {"{k: v for k, v in d}\n",
     "Module(body=[Expr(value=DictComp(key=Name(id='k', ctx=Load()), value=Name(id='v', ctx=Load()), generators=[comprehension(target=Tuple(elts=[Name(id='k', ctx=Store()), Name(id='v', ctx=Store())], ctx=Store()), iter=Name(id='d', ctx=Load()), ifs=[], is_async=0)]))], type_ignores=[])"},
    {"{x for x in y}\n",
     "Module(body=[Expr(value=SetComp(elt=Name(id='x', ctx=Load()), generators=[comprehension(target=Name(id='x', ctx=Store()), iter=Name(id='y', ctx=Load()), ifs=[], is_async=0)]))], type_ignores=[])"},
    {"f(x for x in y)\n",
     "Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[GeneratorExp(elt=Name(id='x', ctx=Load()), generators=[comprehension(target=Name(id='x', ctx=Store()), iter=Name(id='y', ctx=Load()), ifs=[], is_async=0)])], keywords=[]))], type_ignores=[])"},
    {"f(*a, k=1, **b)\n",
     "Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[Starred(value=Name(id='a', ctx=Load()), ctx=Load())], keywords=[keyword(arg='k', value=Constant(value=1)), keyword(value=Name(id='b', ctx=Load()))]))], type_ignores=[])"},
    {"a[1:2, ::3]\n",
     "Module(body=[Expr(value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Slice(lower=Constant(value=1), upper=Constant(value=2)), Slice(step=Constant(value=3))], ctx=Load()), ctx=Load()))], type_ignores=[])"},
    {"a[x, y]\n",
     "Module(body=[Expr(value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Name(id='x', ctx=Load()), Name(id='y', ctx=Load())], ctx=Load()), ctx=Load()))], type_ignores=[])"},
    {"a if b else c\n",
     "Module(body=[Expr(value=IfExp(test=Name(id='b', ctx=Load()), body=Name(id='a', ctx=Load()), orelse=Name(id='c', ctx=Load())))], type_ignores=[])"},
    {"a < b <= c != d\n",
     "Module(body=[Expr(value=Compare(left=Name(id='a', ctx=Load()), ops=[Lt(), LtE(), NotEq()], comparators=[Name(id='b', ctx=Load()), Name(id='c', ctx=Load()), Name(id='d', ctx=Load())]))], type_ignores=[])"},
    {"a is not b\n",
     "Module(body=[Expr(value=Compare(left=Name(id='a', ctx=Load()), ops=[IsNot()], comparators=[Name(id='b', ctx=Load())]))], type_ignores=[])"},
    {"a not in b\n",
     "Module(body=[Expr(value=Compare(left=Name(id='a', ctx=Load()), ops=[NotIn()], comparators=[Name(id='b', ctx=Load())]))], type_ignores=[])"},
    {"not a and b or c\n",
     "Module(body=[Expr(value=BoolOp(op=Or(), values=[BoolOp(op=And(), values=[UnaryOp(op=Not(), operand=Name(id='a', ctx=Load())), Name(id='b', ctx=Load())]), Name(id='c', ctx=Load())]))], type_ignores=[])"},
    {"-x ** -y\n",
     "Module(body=[Expr(value=UnaryOp(op=USub(), operand=BinOp(left=Name(id='x', ctx=Load()), op=Pow(), right=UnaryOp(op=USub(), operand=Name(id='y', ctx=Load())))))], type_ignores=[])"},
    {"a | b ^ c & d << e >> f + g - h * i / j // k % l @ m\n",
     "Module(body=[Expr(value=BinOp(left=Name(id='a', ctx=Load()), op=BitOr(), right=BinOp(left=Name(id='b', ctx=Load()), op=BitXor(), right=BinOp(left=Name(id='c', ctx=Load()), op=BitAnd(), right=BinOp(left=BinOp(left=Name(id='d', ctx=Load()), op=LShift(), right=Name(id='e', ctx=Load())), op=RShift(), right=BinOp(left=BinOp(left=Name(id='f', ctx=Load()), op=Add(), right=Name(id='g', ctx=Load())), op=Sub(), right=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Name(id='h', ctx=Load()), op=Mult(), right=Name(id='i', ctx=Load())), op=Div(), right=Name(id='j', ctx=Load())), op=FloorDiv(), right=Name(id='k', ctx=Load())), op=Mod(), right=Name(id='l', ctx=Load())), op=MatMult(), right=Name(id='m', ctx=Load()))))))))], type_ignores=[])"},
    {"0x_ff + 0o17 + 0b101 + 1_000 + 1.5e-3 + .5 + 5. + 123456789012345678901234567890\n",
     "Module(body=[Expr(value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Constant(value=255), op=Add(), right=Constant(value=15)), op=Add(), right=Constant(value=5)), op=Add(), right=Constant(value=1000)), op=Add(), right=Constant(value=0.0015)), op=Add(), right=Constant(value=0.5)), op=Add(), right=Constant(value=5.0)), op=Add(), right=Constant(value=123456789012345678901234567890)))], type_ignores=[])"},
    {"'a' \"b\" '''c'''\n",
     "Module(body=[Expr(value=Constant(value='abc'))], type_ignores=[])"},
    {"b'\\x00' rb'\\x'\n",
     "Module(body=[Expr(value=Constant(value=b'\\x00\\\\x'))], type_ignores=[])"},
    {"'\\n\\t\\x41\\u20ac\\U0001F600\\101\\d'\n",
     "Module(body=[Expr(value=Constant(value='\\n\\tA\xe2""\x82""\xac""\xf0""\x9f""\x98""\x80""A\\\\d'))], type_ignores=[])"},
    {"r'\\n'\n",
     "Module(body=[Expr(value=Constant(value='\\\\n'))], type_ignores=[])"},
    {"f'a{x!r}b{y:>10}c{z!s:{w}.{p}}'\n",
     "Module(body=[Expr(value=JoinedStr(values=[Constant(value='a'), FormattedValue(value=Name(id='x', ctx=Load()), conversion=114), Constant(value='b'), FormattedValue(value=Name(id='y', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[Constant(value='>10')])), Constant(value='c'), FormattedValue(value=Name(id='z', ctx=Load()), conversion=115, format_spec=JoinedStr(values=[FormattedValue(value=Name(id='w', ctx=Load()), conversion=-1), Constant(value='.'), FormattedValue(value=Name(id='p', ctx=Load()), conversion=-1)]))]))], type_ignores=[])"},
    {"f'{{}}{x=}'\n",
     "Module(body=[Expr(value=JoinedStr(values=[Constant(value='{}x='), FormattedValue(value=Name(id='x', ctx=Load()), conversion=114)]))], type_ignores=[])"},
    {"'a' f'{b}' 'c'\n",
     "Module(body=[Expr(value=JoinedStr(values=[Constant(value='a'), FormattedValue(value=Name(id='b', ctx=Load()), conversion=-1), Constant(value='c')]))], type_ignores=[])"},
    {"f'{a[\"b\"]}'\n",
     "Module(body=[Expr(value=JoinedStr(values=[FormattedValue(value=Subscript(value=Name(id='a', ctx=Load()), slice=Constant(value='b'), ctx=Load()), conversion=-1)]))], type_ignores=[])"},
    {"if (n := 10) > 5: pass\n",
     "Module(body=[If(test=Compare(left=NamedExpr(target=Name(id='n', ctx=Store()), value=Constant(value=10)), ops=[Gt()], comparators=[Constant(value=5)]), body=[Pass()], orelse=[])], type_ignores=[])"},
    {"{**a, 'b': 1}\n",
     "Module(body=[Expr(value=Dict(keys=[None, Constant(value='b')], values=[Name(id='a', ctx=Load()), Constant(value=1)]))], type_ignores=[])"},
    {"[*a, *b]\n",
     "Module(body=[Expr(value=List(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())], ctx=Load()))], type_ignores=[])"},
    {"x = *a, *b\n",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())], ctx=Load()))], type_ignores=[])"},
    {"...\n",
     "Module(body=[Expr(value=Constant(value=Ellipsis))], type_ignores=[])"},
    {"None, True, False\n",
     "Module(body=[Expr(value=Tuple(elts=[Constant(value=None), Constant(value=True), Constant(value=False)], ctx=Load()))], type_ignores=[])"},
    {"()\n",
     "Module(body=[Expr(value=Tuple(elts=[], ctx=Load()))], type_ignores=[])"},
    {"(1,)\n",
     "Module(body=[Expr(value=Tuple(elts=[Constant(value=1)], ctx=Load()))], type_ignores=[])"},
    {"if __name__ == '__main__':\n    main()\n",
     "Module(body=[If(test=Compare(left=Name(id='__name__', ctx=Load()), ops=[Eq()], comparators=[Constant(value='__main__')]), body=[Expr(value=Call(func=Name(id='main', ctx=Load()), args=[], keywords=[]))], orelse=[])], type_ignores=[])"},
    {"x = (\n  1,\n)\n",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[Constant(value=1)], ctx=Load()))], type_ignores=[])"},
    {"x = 1 + \\\n  2\n",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Constant(value=1), op=Add(), right=Constant(value=2)))], type_ignores=[])"},
    {"if a:\n\tpass\n",
     "Module(body=[If(test=Name(id='a', ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[])"},
    {"x = '\xc3""\x83""\xc2""\xa9""'\n",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='\xc3""\x83""\xc2""\xa9""'))], type_ignores=[])"},
    {"\xc3""\x83""\xc2""\xa9"" = 1\n",
     "SyntaxError: invalid character '\xc2""\xa9""' (U+00A9) (1, 2, 1, 2)"},
    {"",
     "Module(body=[], type_ignores=[])"},
    {"# only a comment\n",
     "Module(body=[], type_ignores=[])"},
    {"x = 1",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))], type_ignores=[])"},
    {"if x:\n    y\n# trailing\n",
     "Module(body=[If(test=Name(id='x', ctx=Load()), body=[Expr(value=Name(id='y', ctx=Load()))], orelse=[])], type_ignores=[])"},
};

/* Programs with a syntax error and CPython's report. */
static const Case invalid[] = {
    {"x = (1,\n",
     "SyntaxError: '(' was never closed (1, 5, 1, 0)"},
    {"x = [1,\n2)\n",
     "SyntaxError: closing parenthesis ')' does not match opening parenthesis '[' on line 1 (2, 2, 2, 2)"},
    {"x = 1)\n",
     "SyntaxError: unmatched ')' (1, 6, 1, 6)"},
    {"x = = 1\n",
     "SyntaxError: invalid syntax (1, 5, 1, 6)"},
    {"if x\n  pass\n",
     "SyntaxError: expected ':' (1, 5, 1, 5)"},
    {"print(\"a\" 1)\n",
     "SyntaxError: invalid syntax. Perhaps you forgot a comma? (1, 7, 1, 12)"},
    {"1 = x\n",
     "SyntaxError: cannot assign to literal here. Maybe you meant '==' instead of '='? (1, 1, 1, 2)"},
    {"f() = 1\n",
     "SyntaxError: cannot assign to function call here. Maybe you meant '==' instead of '='? (1, 1, 1, 4)"},
    {"a+b = 1\n",
     "SyntaxError: cannot assign to expression here. Maybe you meant '==' instead of '='? (1, 1, 1, 4)"},
    {"del 1\n",
     "SyntaxError: cannot delete literal (1, 5, 1, 6)"},
    {"x = \"abc\n",
     "SyntaxError: unterminated string literal (detected at line 1) (1, 5, 1, 5)"},
    {"x = \"\"\"abc\n\n\n",
     "SyntaxError: unterminated triple-quoted string literal (detected at line 3) (1, 5, 1, 5)"},
    {"x = 1\xe2""\x82""\xac""\n",
     "SyntaxError: invalid character '\xe2""\x82""\xac""' (U+20AC) (1, 6, 1, 6)"},
    {"x = 1abc\n",
     "SyntaxError: invalid decimal literal (1, 5, 1, 5)"},
    {"x = 0123\n",
     "SyntaxError: leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers (1, 5, 1, 6)"},
    {"x = '\\x1'\n",
     "SyntaxError: (unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \\xXX escape (1, 10, 1, 10)"},
    {"f(a=1, b)\n",
     "SyntaxError: positional argument follows keyword argument (1, 9, 1, 10)"},
    {"def f(a=1, b): pass\n",
     "SyntaxError: non-default argument follows default argument (1, 12, 1, 13)"},
    {"f\"{}\"\n",
     "SyntaxError: f-string: empty expression not allowed (1, 6, 1, 6)"},
    {"f\"{a\"\n",
     "SyntaxError: f-string: expecting '}' (1, 6, 1, 6)"},
    {"f(x for x in y, 1)\n",
     "SyntaxError: Generator expression must be parenthesized (1, 3, 1, 15)"},
    {"if x = 1: pass\n",
     "SyntaxError: invalid syntax. Maybe you meant '==' or ':=' instead of '='? (1, 4, 1, 9)"},
    {"def f():\npass\n",
     "IndentationError: expected an indented block after function definition on line 1 (2, 1, 2, 5)"},
    {"if x:\n  a\n    b\n",
     "IndentationError: unexpected indent (3, 4, 3, -1)"},
    {"if x:\n    a\n  b\n",
     "IndentationError: unindent does not match any outer indentation level (3, 4, 3, -1)"},
    {"if x:\n\ta\n        b\n",
     "TabError: inconsistent use of tabs and spaces in indentation (3, 1, 3, 0)"},
    {"if x:\npass\n",
     "IndentationError: expected an indented block after 'if' statement on line 1 (2, 1, 2, 5)"},
    {"  x = 1\n",
     "IndentationError: unexpected indent (1, 2, 1, -1)"},
    {"x = 0o8\n",
     "SyntaxError: invalid digit '8' in octal literal (1, 7, 1, 7)"},
    {"x = a\\ b\n",
     "SyntaxError: unexpected character after line continuation character (1, 7, 1, 0)"},
    {"x = \\\n",
     "SyntaxError: unexpected EOF while parsing (1, 6, 1, -1)"},
    {"x = ]\n",
     "SyntaxError: unmatched ']' (1, 5, 1, 5)"},
    {"x = f\"{a!x}\"\n",
     "SyntaxError: f-string: invalid conversion character: expected 's', 'r', or 'a' (1, 13, 1, 13)"},
    {"x = f\"}\"\n",
     "SyntaxError: f-string: single '}' is not allowed (1, 9, 1, 9)"},
    {"x = f\"{\\n}\"\n",
     "SyntaxError: f-string expression part cannot include a backslash (1, 12, 1, 12)"},
    {"x = 1 = 2\n",
     "SyntaxError: cannot assign to literal (1, 5, 1, 6)"},
    {"x + 1 += 1\n",
     "SyntaxError: 'expression' is an illegal expression for augmented assignment (1, 1, 1, 6)"},
    {"print \"hi\"\n",
     "SyntaxError: Missing parentheses in call to 'print'. Did you mean print(...)? (1, 1, 1, 11)"},
    {"x = a if b\n",
     "SyntaxError: expected 'else' after 'if' expression (1, 5, 1, 11)"},
    {"for 1 in x: pass\n",
     "SyntaxError: cannot assign to literal (1, 5, 1, 6)"},
    {"x = {1: 2, 3}\n",
     "SyntaxError: ':' expected after dictionary key (1, 12, 1, 0)"},
    {"f(1=2)\n",
     "SyntaxError: expression cannot contain assignment, perhaps you meant \"==\"? (1, 3, 1, 5)"},
    {"x = [*a for a in b]\n",
     "SyntaxError: iterable unpacking cannot be used in comprehension (1, 6, 1, 8)"},
    {"(a.b := 1)\n",
     "SyntaxError: cannot use assignment expressions with attribute (1, 2, 1, 5)"},
    {"try:\n  pass\n",
     "SyntaxError: expected 'except' or 'finally' block (2, 7, 2, -1)"},
    {"try:\n  pass\nexcept E, F:\n  pass\n",
     "SyntaxError: multiple exception types must be parenthesized (3, 8, 3, 12)"},
    {"from x import a,\n",
     "SyntaxError: trailing comma not allowed without surrounding parentheses (1, 17, 1, 17)"},
    {"def f(*): pass\n",
     "SyntaxError: named arguments must follow bare * (1, 7, 1, 8)"},
    {"x = b'\xc3""\x83""\xc2""\xa9""'\n",
     "SyntaxError: bytes can only contain ASCII literal characters (1, 5, 1, 12)"},
    {"x = 'a' b'b'\n",
     "SyntaxError: cannot mix bytes and nonbytes literals (1, 13, 1, 13)"},
    {"((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((()))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))\n",
     "SyntaxError: too many nested parentheses (1, 201, 1, 201)"},
    {"def f(x)\n    return x\n",
     "SyntaxError: expected ':' (1, 9, 1, 9)"},
    {"print('hello'\n",
     "SyntaxError: '(' was never closed (1, 6, 1, 0)"},
    {"x = [1, 2, 3\nprint(x)\n",
     "SyntaxError: '[' was never closed (1, 5, 1, 0)"},
    {"while x = 5:\n    pass\n",
     "SyntaxError: invalid syntax. Maybe you meant '==' or ':=' instead of '='? (1, 7, 1, 12)"},
    {"def f():\n    x = 1\n        y = 2\n",
     "IndentationError: unexpected indent (3, 8, 3, -1)"},
    {"x = 1 +* 2\n",
     "SyntaxError: invalid syntax (1, 8, 1, 9)"},
    {"x == 5 = y\n",
     "SyntaxError: cannot assign to comparison (1, 1, 1, 7)"},
    {"from import x\n",
     "SyntaxError: invalid syntax (1, 6, 1, 12)"},
    {"lambda x: return x\n",
     "SyntaxError: invalid syntax (1, 11, 1, 17)"},
    {"raise Exception, 'msg'\n",
     "SyntaxError: invalid syntax (1, 16, 1, 17)"},
    {"a = [1, 2,, 3]\n",
     "SyntaxError: invalid syntax (1, 11, 1, 12)"},
    {"def f(*args, *more): pass\n",
     "SyntaxError: * argument may appear only once (1, 14, 1, 15)"},
    {"True = 1\n",
     "SyntaxError: cannot assign to True (1, 1, 1, 5)"},
    {"(x, y) += 1\n",
     "SyntaxError: 'tuple' is an illegal expression for augmented assignment (1, 1, 1, 7)"},
    {"print(c, a for a in b)\n",
     "SyntaxError: Generator expression must be parenthesized (1, 10, 1, 22)"},
    {"x = a is not not b\n",
     "SyntaxError: invalid syntax (1, 14, 1, 17)"},
    {"@dec x\ndef f(): pass\n",
     "SyntaxError: invalid syntax (1, 6, 1, 7)"},
    {"with open('f') as:\n    pass\n",
     "SyntaxError: invalid syntax (1, 18, 1, 19)"},
    {"lambda *: 0\n",
     "SyntaxError: named arguments must follow bare * (1, 9, 1, 10)"},
    {"def f(a=1, /, b): pass\n",
     "SyntaxError: non-default argument follows default argument (1, 15, 1, 16)"},
    {"a[]\n",
     "SyntaxError: invalid syntax (1, 3, 1, 4)"},
    {"x = 1_e10\n",
     "SyntaxError: invalid decimal literal (1, 6, 1, 6)"},
    {"class C:\n    def f(self):\n        pass\n  def g(self):\n        pass\n",
     "IndentationError: unindent does not match any outer indentation level (4, 15, 4, -1)"},
    {"r = s('yes') if s( (0) else s('no')\n",
     "SyntaxError: expected 'else' after 'if' expression (1, 5, 1, 18)"},
    {"print('big' if big > 2 **  else 'small')\n",
     "SyntaxError: expected 'else' after 'if' expression (1, 7, 1, 23)"},
    {"a, b x = 7.5, 2.0\n",
     "SyntaxError: invalid syntax. Maybe you meant '==' or ':=' instead of '='? (1, 6, 1, 13)"},
    {"{1: 2, 3 4}\n",
     "SyntaxError: ':' expected after dictionary key (1, 8, 1, 0)"},
    {"[m s, t]\n",
     "SyntaxError: invalid syntax (1, 4, 1, 5)"},
    {"[x s]\n",
     "SyntaxError: invalid syntax. Perhaps you forgot a comma? (1, 2, 1, 5)"},
    {"print(m  sum(m), max(m))\n",
     "SyntaxError: invalid syntax (1, 10, 1, 13)"},
    {"try: except\n",
     "SyntaxError: expected ':' (1, 12, 1, 12)"},
    {"big.sort:= ()\n",
     "SyntaxError: cannot use assignment expressions with attribute (1, 1, 1, 9)"},
    {"print(s, len(s)): \n",
     "SyntaxError: invalid syntax (1, 17, 1, 18)"},
    {"print('x', sep='-', endwith'!')\n",
     "SyntaxError: positional argument follows keyword argument (1, 31, 1, 32)"},
    {"[c for c c in 'ab' if c]\n",
     "SyntaxError: expected 'else' after 'if' expression (1, 10, 1, 24)"},
    {"x = (1,\ny = 2\nz = 3\n",
     "SyntaxError: '(' was never closed (1, 5, 1, 0)"},
    {"if x:\n  y\n    z\n",
     "IndentationError: unexpected indent (3, 4, 3, -1)"},
    {"x = 1\n\\\n",
     "SyntaxError: unexpected EOF while parsing (2, 2, 2, -1)"},
    {"s = f'{a!r=}'\n",
     "SyntaxError: f-string: expecting '}' (1, 14, 1, 14)"},
    {"f(x for x in y,)\n",
     "SyntaxError: Generator expression must be parenthesized (1, 3, 1, 15)"},
    {"x = [i for i in range(3)] = 1\n",
     "SyntaxError: cannot assign to list comprehension (1, 5, 1, 26)"},
    {"del c[-1:-6:-2]** \n",
     "SyntaxError: invalid syntax (1, 16, 1, 18)"},
};

START_TEST(valid_programs)
{
    char *got = parse_str(valid[_i].src);
    if (strcmp(got, valid[_i].expected) != 0)
        ck_abort_msg("source %s\n  got      %s\n  expected %s", valid[_i].src, got, valid[_i].expected);
    free(got);
}
END_TEST

START_TEST(invalid_programs)
{
    char *got = parse_str(invalid[_i].src);
    if (strcmp(got, invalid[_i].expected) != 0)
        ck_abort_msg("source %s\n  got      %s\n  expected %s", invalid[_i].src, got, invalid[_i].expected);
    free(got);
}
END_TEST

/* The type and message of the exception compiling src raises. Caller frees. */
static char *compile_error(const char *src)
{
    CodeObject *co = compile_source(src, strlen(src), "<test>");
    ck_assert_ptr_null(co);
    Object *e = err_fetch();
    ck_assert_ptr_nonnull(e);
    Object *args = exc_args(e);
    char *out = NULL;
    ck_assert(asprintf(&out, "%s: %s", TYPE_NAME(e), tuple_len(args) ? str_cstr(tuple_get(args, 0)) : "") > 0);
    DECREF(e);
    return out;
}

/* Deep nesting gets CPython's errors, never a crashed stack: its parser's
 * MemoryError beyond 6000 levels of its rules (100000 unary minus signs or
 * `not`s); past 3000 levels of statements and expressions, its
 * RecursionError -- after the whole file has parsed, so that a syntax
 * error further on wins. */
START_TEST(deep_nesting)
{
    size_t n = 100000;
    char *src = malloc(4 * n + 16);
    memset(src, '-', n);
    strcpy(src + n, "x\n");
    CHECK_PARSE(src, "MemoryError: ");
    for (size_t i = 0; i < n; i++) memcpy(src + 4 * i, "not ", 4);
    strcpy(src + 4 * n, "x\n");
    CHECK_PARSE(src, "MemoryError: ");
    /* 5967 minus signs parse in `x = ...`, 5968 do not (CPython 3.11) */
    memcpy(src, "x = ", 4);
    memset(src + 4, '-', 5967);
    strcpy(src + 4 + 5967, "1\n");
    char *got = compile_error(src);
    ck_assert_str_eq(got, "RecursionError: maximum recursion depth exceeded during compilation");
    free(got);
    memset(src + 4, '-', 5968);
    strcpy(src + 4 + 5968, "1\n");
    CHECK_PARSE(src, "MemoryError: ");
    /* a syntax error after 5000 levels is reported as such */
    memset(src + 4, '-', 5000);
    strcpy(src + 4 + 5000, "1\nx = = 1\n");
    CHECK_PARSE(src, "SyntaxError: invalid syntax (2, 5, 2, 6)");
    /* long left-nested chains too: a.a.a..., 1+1+1...: they parse, and
     * compiling them is refused */
    src[0] = 'x';
    for (size_t i = 0; i < n; i++) memcpy(src + 1 + 2 * i, ".a", 2);
    strcpy(src + 1 + 2 * n, "\n");
    got = compile_error(src);
    ck_assert_str_eq(got, "RecursionError: maximum recursion depth exceeded during compilation");
    free(got);
    /* but 1000 levels are fine, as in CPython */
    memset(src, '-', 1000);
    strcpy(src + 1000, "x\n");
    got = parse_str(src);
    ck_assert(strncmp(got, "Module(body=[Expr(value=UnaryOp(op=USub(), operand=UnaryOp(", 59) == 0);
    free(got);
    free(src);
}
END_TEST

/* The match statement: patterns as Python's ast.dump shows them. */
START_TEST(match_statement)
{
    CHECK_PARSE("match x:\n    case {}: pass\n    case {1: a, **r} | [1, *_] | [*x]: pass\n    case P(1, b=_) as z if z: pass\n    case None | -1 | a.b | C(): pass\n",
                "Module(body=[Match(subject=Name(id='x', ctx=Load()), cases=[match_case(pattern=MatchMapping(keys=[],"
                " patterns=[]), body=[Pass()]), match_case(pattern=MatchOr(patterns=[MatchMapping(keys=[Constant(valu"
                "e=1)], patterns=[MatchAs(name='a')], rest='r'), MatchSequence(patterns=[MatchValue(value=Constant(va"
                "lue=1)), MatchStar()]), MatchSequence(patterns=[MatchStar(name='x')])]), body=[Pass()]), match_case("
                "pattern=MatchAs(pattern=MatchClass(cls=Name(id='P', ctx=Load()), patterns=[MatchValue(value=Constant"
                "(value=1))], kwd_attrs=['b'], kwd_patterns=[MatchAs()]), name='z'), guard=Name(id='z', ctx=Load()), "
                "body=[Pass()]), match_case(pattern=MatchOr(patterns=[MatchSingleton(value=None), MatchValue(value=Un"
                "aryOp(op=USub(), operand=Constant(value=1))), MatchValue(value=Attribute(value=Name(id='a', ctx=Load"
                "()), attr='b', ctx=Load())), MatchClass(cls=Name(id='C', ctx=Load()), patterns=[], kwd_attrs=[], kwd"
                "_patterns=[])]), body=[Pass()])])], type_ignores=[])");
}
END_TEST

/* Where fpy differs from CPython on purpose, or where only a file run
 * (not compile()) shows CPython's behaviour. */
START_TEST(deliberate_differences)
{
    CHECK_PARSE("x = 5j\n", "SyntaxError: imaginary literals are not supported by fpy (1, 5, 1, 7)");
    CHECK_PARSE("match = [1]\nmatch[0] = match\n", "Module(body=[Assign(targets=[Name(id='match', ctx=Store())], "
                "value=List(elts=[Constant(value=1)], ctx=Load())), Assign(targets=[Subscript(value=Name(id='match', "
                "ctx=Load()), slice=Constant(value=0), ctx=Store())], value=Name(id='match', ctx=Load()))], type_ignores=[])");
    CHECK_PARSE("x = '\\N{BULLET}'\n",
                "SyntaxError: (unicode error) \\N{...} escapes are not supported by fpy (no Unicode name database) (1, 17, 1, 17)");
    /* `python3 f.py` (not compile()) words these two so: */
    char *got = parse_text("x = 1\n\0\n", 8, "f.py");
    ck_assert(strncmp(got, "SyntaxError: source code cannot contain null bytes (2,", 54) == 0);
    free(got);
    got = parse_text("x = 1\ns = 'caf\xe9'\n", 16, "dir/f.py");
    ck_assert_str_eq(got, "SyntaxError: Non-UTF-8 code starting with '\\xe9' in file dir/f.py on line 2, but no encoding "
                          "declared; see https://peps.python.org/pep-0263/ for details");
    free(got);
}
END_TEST

/* The source line travels in the SyntaxError (with its newline), so the
 * traceback printer can show it. */
START_TEST(error_text)
{
    const char *src = "x = 1\nif x\n    pass\n";
    Arena *a = arena_new();
    Object *fn = str_from_cstr("prog.py");
    ck_assert_ptr_null(parse_module(src, strlen(src), fn, a));
    Object *e = err_fetch();
    ck_assert(TYPE(e) == &Exc_SyntaxError);
    Object *loc = tuple_get(exc_args(e), 1);
    ck_assert_str_eq(str_cstr(tuple_get(loc, 0)), "prog.py");
    ck_assert_str_eq(str_cstr(tuple_get(loc, 3)), "if x\n");
    DECREF(e);
    DECREF(fn);
    arena_free(a);
}
END_TEST

/* Positions of nodes: lines and 0-based byte columns, as CPython's. */
START_TEST(positions)
{
    const char *src = "x = 1\nif x:\n    y = f(a,\n          b)\ns = f'{x + 1}'\n";
    Arena *a = arena_new();
    Object *fn = str_from_cstr("f.py");
    Module *m = parse_module(src, strlen(src), fn, a);
    ck_assert_ptr_nonnull(m);
    ck_assert_int_eq(m->body.n, 3);
    Stmt *s = m->body.items[1];
    ck_assert_int_eq(s->kind, S_IF);
    ck_assert_int_eq(s->pos.lineno, 2);
    ck_assert_int_eq(s->pos.end_lineno, 4);
    Stmt *as = s->u.ifstmt.body.items[0];
    Expr *call = as->u.assign.value;
    ck_assert_int_eq(call->kind, E_CALL);
    ck_assert_int_eq(call->pos.lineno, 3);
    ck_assert_int_eq(call->pos.col, 8);
    ck_assert_int_eq(call->pos.end_lineno, 4);
    ck_assert_int_eq(call->pos.end_col, 12);
    /* an f-string's expression is placed where it is in the file */
    Stmt *fs = m->body.items[2];
    Expr *j = fs->u.assign.value;
    ck_assert_int_eq(j->kind, E_JOINEDSTR);
    Expr *fv = j->u.joinedstr.values.items[0];
    ck_assert_int_eq(fv->kind, E_FORMATTEDVALUE);
    Expr *bin = fv->u.formatted.value;
    ck_assert_int_eq(bin->kind, E_BINOP);
    ck_assert_int_eq(bin->pos.lineno, 5);
    ck_assert_int_eq(bin->pos.col, 7);
    ck_assert_int_eq(bin->pos.end_col, 12);
    DECREF(fn);
    arena_free(a);
}
END_TEST

/* Constants are immortal: the tree holds no counted references. */
START_TEST(constants_immortal)
{
    const char *src = "x = 123456789012345678901234567890 + 1.5 + 'abc' + b'd'\n";
    Arena *a = arena_new();
    Object *fn = str_from_cstr("f.py");
    Module *m = parse_module(src, strlen(src), fn, a);
    ck_assert_ptr_nonnull(m);
    Expr *e = ((Stmt *)m->body.items[0])->u.assign.value;
    while (e->kind == E_BINOP) {
        ck_assert_int_eq(e->u.binop.right->kind, E_CONSTANT);
        ck_assert(obj_is_immortal(e->u.binop.right->u.constant.value));
        e = e->u.binop.left;
    }
    ck_assert(obj_is_immortal(e->u.constant.value));
    DECREF(fn);
    arena_free(a);
}
END_TEST

static Suite *parser_suite(void)
{
    Suite *s = suite_create("parser");
    TCase *tc = tcase_create("core");
    tcase_add_checked_fixture(tc, setup, NULL);
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, valid_programs, 0, (int)(sizeof valid / sizeof valid[0]));
    tcase_add_loop_test(tc, invalid_programs, 0, (int)(sizeof invalid / sizeof invalid[0]));
    tcase_add_test(tc, deep_nesting);
    tcase_add_test(tc, match_statement);
    tcase_add_test(tc, deliberate_differences);
    tcase_add_test(tc, error_text);
    tcase_add_test(tc, positions);
    tcase_add_test(tc, constants_immortal);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return unit_run(parser_suite());
}
