/* test_core.c: the core runtime through its C API: CPython's exact
 * argument-error messages (args.c), binary-operator and comparison
 * dispatch (abstract.c), slot inheritance (type.c: list stays unhashable),
 * exceptions (str/repr/args, implicit __context__ chaining, the printed
 * traceback layout with its "[Previous line repeated]" folding and the
 * SyntaxError caret), classes made from C with class_new (C3 MRO, dunder
 * slots) and the per-thread method cache seeing a class attribute change. */
#include <check.h>

#include "unit.h"
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runtime/core.h"
#include "vm/thread.h"

static void setup(void) { unit_runtime(); }

/* The current exception as "Type: message"; clears it. */
static char *fetch_msg(void)
{
    static char buf[512];
    Object *e = err_fetch();
    ck_assert_ptr_nonnull(e);
    Object *s = obj_str(e);
    ck_assert_ptr_nonnull(s);
    snprintf(buf, sizeof buf, "%s: %s", TYPE_NAME(e), str_cstr(s));
    DECREF(s);
    DECREF(e);
    return buf;
}

static Object *kwtuple(const char *a, const char *b)
{
    Object *x = str_from_cstr(a), *y = b ? str_from_cstr(b) : NULL;
    Object *t = y ? tuple_pack(2, x, y) : tuple_pack(1, x);
    DECREF(x);
    XDECREF(y);
    return t;
}

START_TEST(args_messages)
{
    ck_assert_int_eq(args_count("len", 2, 1, 1), -1);
    ck_assert_str_eq(fetch_msg(), "TypeError: len() takes exactly one argument (2 given)");
    ck_assert_int_eq(args_count("list.copy", 1, 0, 0), -1);
    ck_assert_str_eq(fetch_msg(), "TypeError: list.copy() takes no arguments (1 given)");
    ck_assert_int_eq(args_count("pop", 2, 0, 1), -1);
    ck_assert_str_eq(fetch_msg(), "TypeError: pop expected at most 1 argument, got 2");
    ck_assert_int_eq(args_count("iter", 0, 1, 2), -1);
    ck_assert_str_eq(fetch_msg(), "TypeError: iter expected at least 1 argument, got 0");
    ck_assert_int_eq(args_count("divmod", 1, 2, 2), -1);
    ck_assert_str_eq(fetch_msg(), "TypeError: divmod expected 2 arguments, got 1");
    ck_assert_int_eq(args_count("max", 5, 1, -1), 0);

    static const char *const pow_names[] = {"base", "exp", "mod", NULL};
    Object *out[3];
    Object *args[4] = {small_new(1), small_new(2), small_new(3), small_new(4)};
    ck_assert_int_eq(args_parse("pow", args, 1, NULL, pow_names, 0, 2, out), -1);
    ck_assert_str_eq(fetch_msg(), "TypeError: pow() missing required argument 'exp' (pos 2)");
    ck_assert_int_eq(args_parse("pow", args, 4, NULL, pow_names, 0, 2, out), -1);
    ck_assert_str_eq(fetch_msg(), "TypeError: pow() takes at most 3 arguments (4 given)");
    Object *kw = kwtuple("mod", NULL);
    ck_assert_int_eq(args_parse("pow", args, 2, kw, pow_names, 0, 2, out), 0);
    ck_assert_ptr_eq(out[2], args[2]);
    DECREF(kw);

    static const char *const sort_names[] = {"$key", "$reverse", NULL};
    ck_assert_int_eq(args_parse("sort", args, 1, NULL, sort_names, 0, 0, out), -1);
    ck_assert_str_eq(fetch_msg(), "TypeError: sort() takes no positional arguments");
    kw = kwtuple("foo", NULL);
    ck_assert_int_eq(args_parse("sort", args, 0, kw, sort_names, 0, 0, out), -1);
    ck_assert_str_eq(fetch_msg(), "TypeError: 'foo' is an invalid keyword argument for sort()");
    DECREF(kw);

    static const char *const sum_names[] = {"iterable", "start", NULL};
    ck_assert_int_eq(args_parse("sum", args, 0, NULL, sum_names, 1, 1, out), -1);
    ck_assert_str_eq(fetch_msg(), "TypeError: sum() takes at least 1 positional argument (0 given)");
    kw = kwtuple("start", NULL);
    ck_assert_int_eq(args_parse("sum", args, 2, kw, sum_names, 1, 1, out), -1);
    ck_assert_str_eq(fetch_msg(), "TypeError: sum() takes at most 2 arguments (3 given)");
    DECREF(kw);
}
END_TEST

START_TEST(binop_and_compare_dispatch)
{
    Object *s = str_from_cstr("ab");
    ck_assert_ptr_null(num_binop(BIN_ADD, small_new(1), s));
    ck_assert_str_eq(fetch_msg(), "TypeError: unsupported operand type(s) for +: 'int' and 'str'");
    ck_assert_ptr_null(num_inplace_binop(BIN_SUB, small_new(1), s));
    ck_assert_str_eq(fetch_msg(), "TypeError: unsupported operand type(s) for -=: 'int' and 'str'");
    ck_assert_ptr_null(num_pow(small_new(1), s, small_new(3)));
    ck_assert_str_eq(fetch_msg(), "TypeError: unsupported operand type(s) for ** or pow(): 'int', 'str', 'int'");
    /* * falls back to sq_repeat of whichever operand is a sequence */
    Object *r = num_binop(BIN_MUL, small_new(2), s);
    ck_assert_ptr_nonnull(r);
    ck_assert_str_eq(str_cstr(r), "abab");
    DECREF(r);
    ck_assert_ptr_null(num_binop(BIN_MUL, s, s));
    ck_assert_str_eq(fetch_msg(), "TypeError: can't multiply sequence by non-int of type 'str'");
    ck_assert_ptr_null(obj_richcompare(small_new(1), s, CMP_LT));
    ck_assert_str_eq(fetch_msg(), "TypeError: '<' not supported between instances of 'int' and 'str'");
    ck_assert_ptr_eq(obj_richcompare(small_new(1), s, CMP_EQ), False); /* == falls back to identity */
    ck_assert_ptr_null(num_neg(s));
    ck_assert_str_eq(fetch_msg(), "TypeError: bad operand type for unary -: 'str'");
    ck_assert_int_eq(num_as_ssize(s), -1);
    ck_assert_str_eq(fetch_msg(), "TypeError: 'str' object cannot be interpreted as an integer");
    DECREF(s);
}
END_TEST

START_TEST(protocol_messages_and_inheritance)
{
    Object *l = list_new(0);
    ck_assert_int_eq(obj_hash(l), -1); /* list defines == but no hash: stays unhashable */
    ck_assert_str_eq(fetch_msg(), "TypeError: unhashable type: 'list'");
    ck_assert_int_eq(obj_len(small_new(3)), -1);
    ck_assert_str_eq(fetch_msg(), "TypeError: object of type 'int' has no len()");
    ck_assert_ptr_null(obj_getitem(small_new(3), small_new(0)));
    ck_assert_str_eq(fetch_msg(), "TypeError: 'int' object is not subscriptable");
    ck_assert_ptr_null(obj_call0(small_new(3)));
    ck_assert_str_eq(fetch_msg(), "TypeError: 'int' object is not callable");
    ck_assert_ptr_null(obj_getattr_cstr(small_new(3), "nope"));
    ck_assert_str_eq(fetch_msg(), "AttributeError: 'int' object has no attribute 'nope'");
    ck_assert_int_eq(obj_contains(small_new(3), small_new(3)), -1);
    ck_assert_str_eq(fetch_msg(), "TypeError: argument of type 'int' is not iterable");
    ck_assert(type_is_subtype(&Bool_Type, &Int_Type));
    ck_assert(type_is_subtype(&Exc_ZeroDivisionError, &Exc_ArithmeticError));
    ck_assert(!type_is_subtype(&Exc_KeyError, &Exc_ValueError));
    /* a bound builtin method and its unbound descriptor */
    Object *append = obj_getattr_cstr((Object *)&List_Type, "append");
    ck_assert_ptr_nonnull(append);
    ck_assert_ptr_eq(TYPE(append), &MethodDescr_Type);
    ck_assert_ptr_nonnull(obj_call2(append, l, small_new(7)));
    ck_assert_int_eq(list_len(l), 1);
    ck_assert_ptr_null(obj_call2(append, small_new(1), small_new(7)));
    ck_assert_str_eq(fetch_msg(), "TypeError: descriptor 'append' for 'list' objects doesn't apply to a 'int' object");
    DECREF(l);
}
END_TEST

START_TEST(exception_objects)
{
    Object *a = str_from_cstr("k");
    Object *ke = exc_new(&Exc_KeyError, NULL);
    Object *s = obj_str(ke);
    ck_assert_str_eq(str_cstr(s), "");
    DECREF(s);
    DECREF(ke);
    err_set_object(&Exc_KeyError, a);
    ck_assert_str_eq(fetch_msg(), "KeyError: 'k'");
    Object *args = tuple_pack(2, a, small_new(2));
    Object *ve = exc_new(&Exc_ValueError, args);
    s = obj_repr(ve);
    ck_assert_str_eq(str_cstr(s), "ValueError('k', 2)");
    DECREF(s);
    s = obj_str(ve);
    ck_assert_str_eq(str_cstr(s), "('k', 2)");
    DECREF(s);
    /* raising while handling sets __context__ */
    ThreadState *ts = ts_get();
    ts->exc_info = ve;
    err_set(&Exc_TypeError, "inner");
    Object *e = err_fetch();
    ck_assert_ptr_eq(((ExcObject *)e)->context, ve);
    ts->exc_info = NULL;
    DECREF(e);
    DECREF(ve);
    DECREF(args);
    DECREF(a);
    /* err_no_memory allocates nothing and raises MemoryError */
    err_no_memory();
    ck_assert(err_matches(&Exc_MemoryError));
    err_clear();
}
END_TEST

/* Run exc_print with fd 2 sent to a file; returns what it wrote. */
static char *capture_print(Object *exc)
{
    static char buf[4096];
    char path[] = "/tmp/fpy_test_core_XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    int saved = dup(2);
    dup2(fd, 2);
    exc_print(exc);
    dup2(saved, 2);
    close(saved);
    lseek(fd, 0, SEEK_SET);
    ssize_t n = read(fd, buf, sizeof buf - 1);
    buf[n < 0 ? 0 : n] = '\0';
    close(fd);
    unlink(path);
    return buf;
}

START_TEST(traceback_layout)
{
    Object *msg = str_from_cstr("boom");
    Object *args = tuple_pack(1, msg);
    Object *e = exc_new(&Exc_ValueError, args);
    Object *file = str_from_cstr("/nonexistent/x.py"), *f = str_from_cstr("f"), *mod = str_from_cstr("<module>");
    for (int i = 0; i < 6; i++) ck_assert_int_eq(exc_add_traceback(e, file, 2, f), 0);
    ck_assert_int_eq(exc_add_traceback(e, file, 9, mod), 0);
    ck_assert_str_eq(capture_print(e), "Traceback (most recent call last):\n"
                                       "  File \"/nonexistent/x.py\", line 9, in <module>\n"
                                       "  File \"/nonexistent/x.py\", line 2, in f\n"
                                       "  File \"/nonexistent/x.py\", line 2, in f\n"
                                       "  File \"/nonexistent/x.py\", line 2, in f\n"
                                       "  [Previous line repeated 3 more times]\n"
                                       "ValueError: boom\n");
    DECREF(e);
    DECREF(args);
    /* SyntaxError: location, source line, caret; str() has the base name */
    Object *text = str_from_cstr("x = (1 +\n");
    Object *info = tuple_pack(6, file, small_new(1), small_new(5), text, small_new(1), small_new(6));
    Object *smsg = str_from_cstr("'(' was never closed");
    args = tuple_pack(2, smsg, info);
    e = exc_new(&Exc_SyntaxError, args);
    ck_assert_str_eq(capture_print(e), "  File \"/nonexistent/x.py\", line 1\n"
                                       "    x = (1 +\n"
                                       "        ^\n"
                                       "SyntaxError: '(' was never closed\n");
    Object *s = obj_str(e);
    ck_assert_str_eq(str_cstr(s), "'(' was never closed (x.py, line 1)");
    DECREF(s);
    DECREF(e);
    DECREF(args);
    DECREF(smsg);
    DECREF(info);
    DECREF(text);
    DECREF(msg);
    DECREF(file);
    DECREF(f);
    DECREF(mod);
}
END_TEST

START_TEST(classes_from_c)
{
    /* class A: pass; class B(A): pass; class C(A): pass; class D(B, C): pass */
    Object *ns = dict_new();
    Object *A = class_new(&Type_Type, str_intern_cstr("A"), empty_tuple, ns, NULL, NULL);
    ck_assert_ptr_nonnull(A);
    Object *ba = tuple_pack(1, A);
    Object *B = class_new(&Type_Type, str_intern_cstr("B"), ba, ns, NULL, NULL);
    Object *C = class_new(&Type_Type, str_intern_cstr("C"), ba, ns, NULL, NULL);
    Object *bc = tuple_pack(2, B, C);
    Object *D = class_new(&Type_Type, str_intern_cstr("D"), bc, ns, NULL, NULL);
    ck_assert_ptr_nonnull(D);
    Object *mro = ((Type *)D)->mro;
    ck_assert_int_eq(tuple_len(mro), 5);
    ck_assert_ptr_eq(tuple_get(mro, 1), B);
    ck_assert_ptr_eq(tuple_get(mro, 2), C);
    ck_assert_ptr_eq(tuple_get(mro, 3), A);
    ck_assert_ptr_eq(tuple_get(mro, 4), (Object *)&Object_Type);
    /* class X(A, B) has no consistent MRO */
    Object *ab = tuple_pack(2, A, B);
    ck_assert_ptr_null(class_new(&Type_Type, str_intern_cstr("X"), ab, ns, NULL, NULL));
    ck_assert_str_eq(fetch_msg(), "TypeError: Cannot create a consistent method resolution\n"
                                  "order (MRO) for bases A, B");
    /* the method cache sees a class attribute assigned later */
    Object *name = str_intern_cstr("attr");
    ck_assert_ptr_null(obj_type_lookup((Type *)D, name));
    ck_assert_int_eq(obj_setattr(A, name, small_new(1)), 0);
    ck_assert_ptr_eq(obj_type_lookup((Type *)D, name), small_new(1));
    ck_assert_int_eq(obj_setattr(C, name, small_new(2)), 0);
    ck_assert_ptr_eq(obj_type_lookup((Type *)D, name), small_new(2));
    Object *inst = obj_call0(D);
    ck_assert_ptr_nonnull(inst);
    ck_assert_int_eq(obj_setattr(inst, name, small_new(3)), 0); /* instance __dict__ shadows */
    Object *v = obj_getattr(inst, name);
    ck_assert_ptr_eq(v, small_new(3));
    ck_assert_ptr_null(obj_call1(D, small_new(1)));
    ck_assert_str_eq(fetch_msg(), "TypeError: D() takes no arguments");
    /* built-in types refuse attribute assignment */
    ck_assert_int_eq(obj_setattr((Object *)&Int_Type, name, small_new(1)), -1);
    ck_assert_str_eq(fetch_msg(), "TypeError: cannot set 'attr' attribute of immutable type 'int'");
    DECREF(inst);
    DECREF(ab);
    DECREF(bc);
    DECREF(ba);
    DECREF(ns);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("core");
    TCase *tc = tcase_create("core");
    tcase_add_checked_fixture(tc, setup, NULL);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, args_messages);
    tcase_add_test(tc, binop_and_compare_dispatch);
    tcase_add_test(tc, protocol_messages_and_inheritance);
    tcase_add_test(tc, exception_objects);
    tcase_add_test(tc, traceback_layout);
    tcase_add_test(tc, classes_from_c);
    suite_add_tcase(s, tc);
    return unit_run(s);
}
