/* test_bigint.c: ints (small and GMP big), their boundary, conversions,
 * float repr and format(), against values computed with CPython 3.11. */
#include <check.h>

#include "unit.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/intobject.h"
#include "vm/thread.h"

static void setup(void) { unit_runtime(); /* runtime_init calls int_init */ }

/* New ref: int from decimal text (asserts success). */
static Object *I(const char *s)
{
    Object *r = int_from_string(s, (ssize_t)strlen(s), 10);
    ck_assert_ptr_nonnull(r);
    return r;
}

/* Asserts str(o) == want; steals o. */
static void assert_dec(Object *o, const char *want)
{
    ck_assert_ptr_nonnull(o);
    Object *s = int_to_decimal_string(o);
    ck_assert_ptr_nonnull(s);
    ck_assert_str_eq(str_cstr(s), want);
    DECREF(s);
    DECREF(o);
}

/* The message of the pending exception of type t; clears it. */
static void assert_error(Type *t, const char *msg)
{
    Object *e = err_fetch();
    ck_assert_ptr_nonnull(e);
    ck_assert_str_eq(TYPE(e)->name, t->name);
    Object *args = exc_args(e);
    if (msg != NULL) {
        ck_assert_int_eq(tuple_len(args), 1);
        ck_assert_str_eq(str_cstr(tuple_get(args, 0)), msg);
    }
    DECREF(e);
}

static const char *FACT100 =
    "93326215443944152681699238856266700490715968264381621468592963895217599993229915608941463976156518286253"
    "697920827223758251185210916864000000000000000000000000";

START_TEST(powers_and_factorial)
{
    Object *two = small_new(2);
    Object *p = int_pow(two, small_new(200), None);
    assert_dec(p, "1606938044258990275541962092341162602522202993782792835301376");
    Object *f = small_new(1);
    for (int i = 2; i <= 100; i++) SETREF(f, int_mul(f, small_new(i)));
    assert_dec(f, FACT100);
    /* 2**-1 is a float */
    Object *h = int_pow(two, small_new(-1), None);
    ck_assert(is_float(h) && float_val(h) == 0.5);
    DECREF(h);
}
END_TEST

START_TEST(small_boundary_normalises)
{
    Object *max = small_new(SMALL_MAX), *min = small_new(SMALL_MIN);
    Object *over = int_add(max, small_new(1));
    ck_assert(!is_small(over));
    Object *back = int_sub(over, small_new(1));
    ck_assert(is_small(back) && small_val(back) == SMALL_MAX);
    assert_dec(over, "4611686018427387904");
    Object *under = int_sub(min, small_new(1));
    ck_assert(!is_small(under));
    assert_dec(int_add(under, small_new(1)), "-4611686018427387904");
    ck_assert(is_small(int_add(under, small_new(1))));
    assert_dec(under, "-4611686018427387905");
    /* -SMALL_MIN and SMALL_MIN // -1 leave the small range */
    Object *neg = int_neg(min);
    ck_assert(!is_small(neg));
    assert_dec(neg, "4611686018427387904");
    Object *q = int_floordiv(min, small_new(-1));
    ck_assert(!is_small(q));
    assert_dec(q, "4611686018427387904");
    /* big results that come back into range are small again */
    Object *big = I("100000000000000000000");
    Object *r = int_floordiv(big, I("10000000000000000000"));
    ck_assert(is_small(r) && small_val(r) == 10);
    Object *z = int_sub(big, big);
    ck_assert(z == small_new(0));
    DECREF(big);
}
END_TEST

START_TEST(small_overflow_into_big)
{
    Object *a = small_new(3037000500);
    assert_dec(int_mul(a, a), "9223372037000250000");
    assert_dec(int_mul(small_new(SMALL_MAX), small_new(SMALL_MAX)), "21267647932558653957237540927630737409");
    assert_dec(int_add(small_new(SMALL_MAX), small_new(SMALL_MAX)), "9223372036854775806");
    assert_dec(int_mul(small_new(SMALL_MIN), small_new(-1)), "4611686018427387904");
    assert_dec(int_lshift(small_new(1), small_new(64)), "18446744073709551616");
    assert_dec(int_pow(small_new(3), small_new(40), None), "12157665459056928801");
}
END_TEST

START_TEST(floor_division_signs)
{
    static const struct { const char *a, *b, *q, *r; } cases[] = {
        {"7", "2", "3", "1"},           {"-7", "2", "-4", "1"},       {"7", "-2", "-4", "-1"},
        {"-7", "-2", "3", "-1"},        {"1000000000000000000000000000007", "3", "333333333333333333333333333335", "2"},
        {"-1000000000000000000000000000007", "3", "-333333333333333333333333333336", "1"},
        {"1000000000000000000000000000007", "-3", "-333333333333333333333333333336", "-1"},
        {"-1267650600228229401496703205376", "7", "-181092942889747057356671886483", "5"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Object *a = I(cases[i].a), *b = I(cases[i].b);
        assert_dec(int_floordiv(a, b), cases[i].q);
        assert_dec(int_mod(a, b), cases[i].r);
        DECREF(a);
        DECREF(b);
    }
    ck_assert_ptr_null(int_floordiv(small_new(1), small_new(0)));
    assert_error(&Exc_ZeroDivisionError, "integer division or modulo by zero");
    ck_assert_ptr_null(int_mod(small_new(1), small_new(0)));
    assert_error(&Exc_ZeroDivisionError, "integer modulo by zero");
}
END_TEST

START_TEST(pow_mod)
{
    assert_dec(int_pow(small_new(2), small_new(10000), small_new(1000000007)), "905611805");
    assert_dec(int_pow(small_new(3), small_new(-1), small_new(7)), "5");
    assert_dec(int_pow(small_new(-2), small_new(3), small_new(-5)), "-3");
    Object *m = I("170141183460469231731687303715884105727"); /* 2**127 - 1 */
    Object *e = int_sub(m, small_new(1));
    assert_dec(int_pow(small_new(3), e, m), "1");
    DECREF(e);
    DECREF(m);
    ck_assert_ptr_null(int_pow(small_new(2), small_new(-1), small_new(4)));
    assert_error(&Exc_ValueError, "base is not invertible for the given modulus");
    ck_assert_ptr_null(int_pow(small_new(2), small_new(3), small_new(0)));
    assert_error(&Exc_ValueError, "pow() 3rd argument cannot be 0");
}
END_TEST

START_TEST(string_round_trips)
{
    const char *texts[] = {"0", "-1", "4611686018427387903", "-4611686018427387904", "18446744073709551616",
                           "-123456789012345678901234567890123456789", FACT100};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) assert_dec(I(texts[i]), texts[i]);
    assert_dec(int_from_string(" -1_000_000 ", 12, 10), "-1000000");
    assert_dec(int_from_string("0xff", 4, 0), "255");
    assert_dec(int_from_string("-0b101", 6, 0), "-5");
    assert_dec(int_from_string("zz", 2, 36), "1295");
    ck_assert_ptr_null(int_from_string("12a", 3, 10));
    assert_error(&Exc_ValueError, NULL);
    ck_assert_ptr_null(int_from_string("010", 3, 0));
    assert_error(&Exc_ValueError, NULL);
    Object *h = int_to_base_string(small_new(-255), 16, true);
    ck_assert_str_eq(str_cstr(h), "-0xff");
    DECREF(h);
    /* CPython 3.11's 4300-digit limit */
    char *nines = malloc(4302);
    memset(nines, '9', 4301);
    nines[4301] = 0;
    ck_assert_ptr_null(int_from_string(nines, 4301, 10));
    assert_error(&Exc_ValueError, "Exceeds the limit (4300 digits) for integer string conversion: value has 4301 "
                                  "digits; use sys.set_int_max_str_digits() to increase the limit");
    Object *big = int_from_string(nines, 4300, 10);
    ck_assert_ptr_nonnull(big);
    Object *bigger = int_mul(big, small_new(10));
    ck_assert_ptr_null(int_to_decimal_string(bigger));
    assert_error(&Exc_ValueError, "Exceeds the limit (4300 digits) for integer string conversion; "
                                  "use sys.set_int_max_str_digits() to increase the limit");
    DECREF(bigger);
    DECREF(big);
    free(nines);
}
END_TEST

START_TEST(true_division_and_conversion)
{
    Object *a = I("123456789123456789123456789");
    Object *q = int_truediv(a, small_new(987654321));
    ck_assert(is_float(q) && float_val(q) == 1.249999989859375e+17);
    DECREF(q);
    DECREF(a);
    Object *b = int_pow(small_new(10), small_new(400), None);
    ck_assert_ptr_null(int_truediv(b, small_new(3)));
    assert_error(&Exc_OverflowError, "integer division result too large for a float");
    ck_assert(int_as_double(b) == -1.0);
    assert_error(&Exc_OverflowError, "int too large to convert to float");
    DECREF(b);
    /* 2**53 + 1 rounds to even; exact comparison still tells them apart */
    Object *c = I("9007199254740993");
    ck_assert(int_as_double(c) == 9007199254740992.0);
    ck_assert_int_eq(int_compare_double(c, 9007199254740992.0), 1);
    ck_assert_int_eq(int_compare_double(c, NAN), 2);
    DECREF(c);
    ck_assert_int_eq(int_hash(small_new(-1)), -2);
    ck_assert_int_eq(float_hash_double(1.5), 1152921504606846977);
    ck_assert_int_eq(float_hash_double(2.0), 2);
}
END_TEST

START_TEST(float_repr)
{
    static const struct { double v; const char *s; } cases[] = {
        {0.1, "0.1"}, {0.1 + 0.2, "0.30000000000000004"}, {1e16, "1e+16"}, {1e15, "1000000000000000.0"},
        {1e-5, "1e-05"}, {0.0001, "0.0001"}, {123456789012345678.0, "1.2345678901234568e+17"}, {-0.0, "-0.0"},
        {1.0, "1.0"}, {5e-324, "5e-324"}, {1.7976931348623157e308, "1.7976931348623157e+308"}, {1e22, "1e+22"},
        {2.0 / 3.0, "0.6666666666666666"}, {INFINITY, "inf"}, {-INFINITY, "-inf"}, {NAN, "nan"},
        {9007199254740993.0, "9007199254740992.0"}, {1e23, "1e+23"},
    };
    char buf[40];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        float_repr_buf(cases[i].v, buf, sizeof buf);
        ck_assert_str_eq(buf, cases[i].s);
    }
    char *s = float_to_cstr(2.675, 'f', 2, 0);
    ck_assert_str_eq(s, "2.67");
    free(s);
    s = float_to_cstr(1.0, 'g', 6, FLOAT_FMT_ALT);
    ck_assert_str_eq(s, "1.00000");
    free(s);
}
END_TEST

/* format(v, spec) == want; steals v. */
static void assert_format(Object *v, const char *spec, const char *want)
{
    ck_assert_ptr_nonnull(v);
    Object *sp = str_from_cstr(spec);
    Object *r = obj_format(v, sp);
    ck_assert_ptr_nonnull(r);
    ck_assert_str_eq(str_cstr(r), want);
    DECREF(r);
    DECREF(sp);
    DECREF(v);
}

START_TEST(formatting)
{
    assert_format(small_new(1234), "012,", "0,000,001,234");
    assert_format(small_new(-255), "#010x", "-0x00000ff");
    assert_format(I("18446744073709551616"), "_X", "1_0000_0000_0000_0000");
    assert_format(small_new(65), "c", "A");
    assert_format(True, "", "True");
    assert_format(True, "5", "    1");
    assert_format(float_new(1234.5), "012,.1f", "00,001,234.5");
    assert_format(float_new(123.0), ".3", "1.23e+02");
    assert_format(float_new(1.0), "#.0e", "1.e+00");
    assert_format(float_new(-0.0001), "z.1f", "0.0");
    assert_format(float_new(0.1234), ".1%", "12.3%");
    assert_format(float_new(NAN), "010", "0000000nan");
    Object *sp = str_from_cstr("d"), *x = float_new(1.5);
    ck_assert_ptr_null(obj_format(x, sp));
    assert_error(&Exc_ValueError, "Unknown format code 'd' for object of type 'float'");
    DECREF(x);
    DECREF(sp);
    sp = str_from_cstr(".2d");
    ck_assert_ptr_null(obj_format(small_new(1), sp));
    assert_error(&Exc_ValueError, "Precision not allowed in integer format specifier");
    DECREF(sp);
}
END_TEST

START_TEST(constructors)
{
    Object *s = str_from_cstr(" 0x_1f ");
    Object *args[2] = {s, small_new(0)};
    assert_dec(Int_Type.new((Object *)&Int_Type, args, 2, NULL), "31");
    args[1] = small_new(10);
    ck_assert_ptr_null(Int_Type.new((Object *)&Int_Type, args, 2, NULL));
    assert_error(&Exc_ValueError, "invalid literal for int() with base 10: ' 0x_1f '");
    DECREF(s);
    Object *f = float_new(-3.99);
    assert_dec(Int_Type.new((Object *)&Int_Type, &f, 1, NULL), "-3");
    DECREF(f);
    s = str_from_cstr("1_000.5");
    Object *r = Float_Type.new((Object *)&Float_Type, &s, 1, NULL);
    ck_assert(r != NULL && float_val(r) == 1000.5);
    DECREF(r);
    DECREF(s);
    s = str_from_cstr("1__0");
    ck_assert_ptr_null(Float_Type.new((Object *)&Float_Type, &s, 1, NULL));
    assert_error(&Exc_ValueError, "could not convert string to float: '1__0'");
    DECREF(s);
    Object *seven = small_new(7), *zero = small_new(0);
    ck_assert(Bool_Type.new((Object *)&Bool_Type, &seven, 1, NULL) == True);
    ck_assert(Bool_Type.new((Object *)&Bool_Type, &zero, 1, NULL) == False);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("bigint");
    TCase *tc = tcase_create("int");
    tcase_add_checked_fixture(tc, setup, NULL);
    tcase_add_test(tc, powers_and_factorial);
    tcase_add_test(tc, small_boundary_normalises);
    tcase_add_test(tc, small_overflow_into_big);
    tcase_add_test(tc, floor_division_signs);
    tcase_add_test(tc, pow_mod);
    tcase_add_test(tc, string_round_trips);
    tcase_add_test(tc, true_division_and_conversion);
    tcase_add_test(tc, float_repr);
    tcase_add_test(tc, formatting);
    tcase_add_test(tc, constructors);
    suite_add_tcase(s, tc);
    return unit_run(s);
}
